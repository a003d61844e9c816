# ruff: noqa: E501
"""holdout19, domain mcp: 22 hand-written MCP tool-call trajectories, one server per trajectory.

Eleven carry exactly one world-model contradiction (an observation that disagrees with an earlier one
or with the starting state); eleven are clean but full of legitimate change: the agent's own writes,
live readings and counters, re-sorted / filtered / paginated listings, unit and format differences,
restarts. Half the servers are mainstream (GitHub, Jira, Slack, Notion, Postgres, SQLite, filesystem,
Google Calendar, Stripe, Linear, Docker), half less common (lab inventory, fleet tracker, library
catalog, CRM, home hub, greenhouse controller, brewery tracker, warehouse, print farm, feature flags,
bike-share ops). Running this module writes ``mcp_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import INT, OBJ, A, B, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = "mcp"


# --------------------------------------------------------------------------------------------------
# 01 GitHub (mainstream) -- BAD: the branch-head commit SHA in list_commits is not the SHA the
# create_or_update_file call returned (same message, author, time, parent); the PR later shows the original.
# --------------------------------------------------------------------------------------------------
OLD_TIMEPARSE = '''"""Parse human-friendly durations such as '90s', '15m' or '2h'."""

from __future__ import annotations

import re
from datetime import timedelta

_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_PART = re.compile(r"^(\\d+)([smhd])$")


def parse_duration(text: str) -> timedelta:
    """Return the timedelta for a single-unit duration string."""
    text = text.strip().lower()
    match = _PART.match(text)
    if match is None:
        raise ValueError(f"invalid duration: {text!r}")
    value, unit = match.groups()
    return timedelta(seconds=int(value) * _UNIT[unit])
'''

NEW_TIMEPARSE = '''"""Parse human-friendly durations such as '90s', '15m', '2h' or '1h30m'."""

from __future__ import annotations

import re
from datetime import timedelta

_UNIT = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_PART = re.compile(r"(\\d+)([smhd])")
_WHOLE = re.compile(r"^(?:\\d+[smhd])+$")


def parse_duration(text: str) -> timedelta:
    """Return the timedelta for a duration made of one or more value-unit parts."""
    text = text.strip().lower().replace(" ", "")
    if not _WHOLE.match(text):
        raise ValueError(f"invalid duration: {text!r}")
    seconds = sum(int(value) * _UNIT[unit] for value, unit in _PART.findall(text))
    return timedelta(seconds=seconds)
'''


LOGINS: dict[str, str] = {}


def t01(rs: RowSet) -> None:
    o = {"owner": "orbitlabs", "repo": "tidewater"}
    orp = {"owner": S, "repo": S}
    tools = [
        tool("search_issues", "Search issues and pull requests using GitHub search syntax.", {"q": S, "per_page": INT}, ["q"]),
        tool("get_issue", "Get one issue of a repository.", {**orp, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("get_file_contents", "Get the contents of a file at a ref (decoded).", {**orp, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a branch from another branch.", {**orp, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file with a commit.", {**orp, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("list_commits", "List commits of a branch, newest first.", {**orp, "sha": S, "per_page": INT}, ["owner", "repo"]),
        tool("create_pull_request", "Open a pull request.", {**orp, "title": S, "body": S, "head": S, "base": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Comment on an issue or pull request.", {**orp, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("get_pull_request", "Get a pull request.", {**orp, "pull_number": INT}, ["owner", "repo", "pull_number"]),
    ]
    system = mcp_system("github", "GitHub API access for the authenticated user ravi-menon", tools)
    main_head = "e41b7a2c9d05f3186a7be0c4d2f9a51386e0b7d4"
    old_blob = "9c1d0e4a7b3f25c8e61d90a4f7b2c3e5d8a10f6b"
    new_blob = "3fa7c2d91e0b84a6c5d7e2f1093b8a4c6d5e7f12"
    new_commit = "5d8f03b1c2a94e7d6f0b1a3c8e2d7f4095b6a1c3"
    drifted = "c07a19e4b5d28f3a61e0c9d7b4a2f8e3165d0b9a"
    branch = "fix/482-compound-durations"
    path = "src/tidewater/timeparse.py"
    url = "https://github.com/orbitlabs/tidewater"
    api = "https://api.github.com/repos/orbitlabs/tidewater"
    msg = "Accept compound durations like 1h30m in parse_duration (#482)"
    ravi = {"name": "Ravi Menon", "email": "ravi.menon@orbitlabs.dev", "date": "2024-06-11T09:14:52Z"}

    def issue(n: int, title: str, labels: list[str], user: str, comments: int, created: str, updated: str) -> dict:
        return {"number": n, "title": title, "state": "open", "labels": [{"name": x} for x in labels],
                "user": {"login": user}, "comments": comments, "created_at": created, "updated_at": updated,
                "html_url": f"{url}/issues/{n}"}

    t1 = mcp_text({"total_count": 3, "incomplete_results": False, "items": [
        issue(482, "parse_duration rejects compound values like \"1h30m\"", ["bug", "good first issue"], "kwame-asante", 2, "2024-05-28T16:03:11Z", "2024-06-03T08:47:29Z"),
        issue(471, "Schedule.next_run drifts by one hour across DST when the interval is >= 1d", ["bug", "timezones"], "hlindqvist", 5, "2024-05-09T11:20:45Z", "2024-06-10T19:02:13Z"),
        issue(455, "parse_duration accepts '0s' but Timer() rejects a zero duration with an unclear error", ["bug"], "mfontaine", 1, "2024-04-22T07:58:30Z", "2024-04-23T12:10:04Z"),
    ]})
    t2 = mcp_text({
        "number": 482, "title": "parse_duration rejects compound values like \"1h30m\"", "state": "open",
        "user": {"login": "kwame-asante"}, "labels": [{"name": "bug"}, {"name": "good first issue"}],
        "assignees": [], "milestone": {"title": "v0.9", "due_on": "2024-06-28T07:00:00Z"},
        "comments": 2, "created_at": "2024-05-28T16:03:11Z", "updated_at": "2024-06-03T08:47:29Z",
        "body": "`parse_duration` only accepts one value-unit pair:\n\n```python\n>>> from tidewater.timeparse import parse_duration\n>>> parse_duration('1h30m')\nValueError: invalid duration: '1h30m'\n```\n\nExpected `timedelta(seconds=5400)`. systemd and Go's `time.ParseDuration` both accept combined units, and our `--every` CLI flag is documented as taking them.\n\ntidewater 0.8.2, Python 3.12.3",
        "reactions": {"+1": 4, "total_count": 4},
        "html_url": f"{url}/issues/482",
    })
    t3 = mcp_text({"type": "file", "name": "timeparse.py", "path": path, "sha": old_blob,
                   "size": len(OLD_TIMEPARSE.encode()), "encoding": "utf-8", "content": OLD_TIMEPARSE,
                   "html_url": f"{url}/blob/main/{path}"})
    t4 = mcp_text({"ref": f"refs/heads/{branch}", "node_id": "REF_kwDOKx7tQbdyZWZzL2hlYWRzL2ZpeC80ODI",
                   "url": f"{api}/git/refs/heads/{branch}",
                   "object": {"sha": main_head, "type": "commit", "url": f"{api}/git/commits/{main_head}"}})
    t5 = mcp_text({
        "content": {"name": "timeparse.py", "path": path, "sha": new_blob, "size": len(NEW_TIMEPARSE.encode()),
                    "html_url": f"{url}/blob/{branch}/{path}"},
        "commit": {"sha": new_commit, "html_url": f"{url}/commit/{new_commit}", "message": msg,
                   "author": ravi, "committer": ravi,
                   "tree": {"sha": "0b6e2d94c1a7f38e5d20b9c4a6f1e7d3c8b5a902"},
                   "parents": [{"sha": main_head, "html_url": f"{url}/commit/{main_head}"}],
                   "verification": {"verified": False, "reason": "unsigned"}},
    })
    t6 = mcp_text({"type": "file", "name": "timeparse.py", "path": path, "sha": new_blob,
                   "size": len(NEW_TIMEPARSE.encode()), "encoding": "utf-8", "content": NEW_TIMEPARSE,
                   "html_url": f"{url}/blob/{branch}/{path}"})

    def cm(sha: str, message: str, who: dict, parents: list[str]) -> dict:
        return {"sha": sha, "commit": {"message": message, "author": who, "committer": who},
                "author": {"login": LOGINS[who["email"]]},
                "parents": [{"sha": p} for p in parents], "html_url": f"{url}/commit/{sha}"}

    LOGINS.update({"ravi.menon@orbitlabs.dev": "ravi-menon", "hanna.lindqvist@orbitlabs.dev": "hlindqvist", "marc.fontaine@orbitlabs.dev": "mfontaine"})
    hl = {"name": "Hanna Lindqvist", "email": "hanna.lindqvist@orbitlabs.dev", "date": "2024-06-10T19:40:18Z"}
    mf = {"name": "Marc Fontaine", "email": "marc.fontaine@orbitlabs.dev", "date": "2024-06-10T16:05:51Z"}
    mf2 = {"name": "Marc Fontaine", "email": "marc.fontaine@orbitlabs.dev", "date": "2024-06-07T13:27:02Z"}
    hl2 = {"name": "Hanna Lindqvist", "email": "hanna.lindqvist@orbitlabs.dev", "date": "2024-06-06T10:12:44Z"}
    t7 = mcp_text([
        cm(drifted, msg, ravi, [main_head]),
        cm(main_head, "Merge pull request #479 from orbitlabs/docs/tz-notes\n\nDocument how Schedule handles DST gaps", hl, ["a18c5e07f2d94b3160e7c2a5d8f91b4e06c3d27a", "7f30b9d2e8c14a56b0d7e3f9a2c61b8d45e0f713"]),
        cm("7f30b9d2e8c14a56b0d7e3f9a2c61b8d45e0f713", "docs: note DST gap behaviour in Schedule", mf, ["a18c5e07f2d94b3160e7c2a5d8f91b4e06c3d27a"]),
        cm("a18c5e07f2d94b3160e7c2a5d8f91b4e06c3d27a", "Bump ruff to 0.4.8 and fix new lints", mf2, ["2d9e41f6b07c3a85e1d4f92b6c0a7e38d5b1f064"]),
        cm("2d9e41f6b07c3a85e1d4f92b6c0a7e38d5b1f064", "Release 0.8.2", hl2, ["6c04a8e1d3f7b29c5e0a16d8b4f2c79e3a5d0b81"]),
    ])
    pr_body = "Fixes #482.\n\n`parse_duration` now accepts one or more value-unit parts (`1h30m`, `2d4h`, `1m 30s`). Single-unit inputs behave as before; anything else still raises `ValueError`."
    t8 = mcp_text({
        "number": 497, "state": "open", "draft": False, "title": "Accept compound durations in parse_duration",
        "body": pr_body, "user": {"login": "ravi-menon"}, "created_at": "2024-06-11T09:16:03Z",
        "head": {"ref": branch, "sha": new_commit, "label": f"orbitlabs:{branch}"},
        "base": {"ref": "main", "sha": main_head, "label": "orbitlabs:main"},
        "html_url": f"{url}/pull/497", "mergeable": None, "mergeable_state": "unknown",
    })
    t9 = mcp_text({"id": 2161043388, "html_url": f"{url}/issues/482#issuecomment-2161043388",
                   "user": {"login": "ravi-menon"}, "created_at": "2024-06-11T09:16:40Z",
                   "updated_at": "2024-06-11T09:16:40Z", "body": "Proposed fix in #497 (compound units, whitespace tolerated)."})
    t10 = mcp_text({
        "number": 497, "state": "open", "draft": False, "title": "Accept compound durations in parse_duration",
        "user": {"login": "ravi-menon"}, "created_at": "2024-06-11T09:16:03Z", "updated_at": "2024-06-11T09:17:25Z",
        "head": {"ref": branch, "sha": new_commit, "label": f"orbitlabs:{branch}"},
        "base": {"ref": "main", "sha": main_head, "label": "orbitlabs:main"},
        "mergeable": True, "mergeable_state": "blocked", "rebaseable": True,
        "commits": 1, "additions": 8, "deletions": 8, "changed_files": 1, "comments": 0, "review_comments": 0,
        "requested_reviewers": [{"login": "hlindqvist"}], "labels": [],
        "statuses": [{"context": "ci / test (3.10)", "state": "pending"}, {"context": "ci / test (3.12)", "state": "pending"}, {"context": "ci / lint", "state": "success"}],
        "html_url": f"{url}/pull/497",
    })
    rs.add(task=T, tid="h19-mcp-01", system=system, state="Repository orbitlabs/tidewater, default branch main. Authenticated as ravi-menon (write access).", turns=[
        (call("search_issues", q="repo:orbitlabs/tidewater is:issue is:open label:bug duration", per_page=10), t1),
        (call("get_issue", **o, issue_number=482), t2),
        (call("get_file_contents", **o, path=path, ref="main"), t3),
        (call("create_branch", **o, branch=branch, from_branch="main"), t4),
        (call("create_or_update_file", **o, path=path, content=NEW_TIMEPARSE, message=msg, branch=branch, sha=old_blob), t5),
        (call("get_file_contents", **o, path=path, ref=branch), t6),
        (call("list_commits", **o, sha=branch, per_page=5), t7),
        (call("create_pull_request", **o, title="Accept compound durations in parse_duration", body=pr_body, head=branch, base="main", draft=False), t8),
        (call("add_issue_comment", **o, issue_number=482, body="Proposed fix in #497 (compound units, whitespace tolerated)."), t9),
        (call("get_pull_request", **o, pull_number=497), t10),
    ], bad=True, turn=7, kind="head commit SHA in list_commits differs from the SHA create_or_update_file returned (same message/time/parent, no other push)")


# --------------------------------------------------------------------------------------------------
# 02 Lab reagent inventory (less common) -- CLEAN: checkouts lower a lot, a shipment adds a lot, the item
# is re-read in litres, the freezer's live reading / door count / box count move on their own.
# --------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    tools = [
        tool("search_items", "Full-text search of the lab's inventory.", {"query": S, "sort": S}, ["query"]),
        tool("get_item", "Get one item with its lots; quantities in the item's unit unless `unit` is given.", {"item_id": S, "unit": S}, ["item_id"]),
        tool("checkout", "Record use of an amount from a lot.", {"item_id": S, "lot": S, "amount": {"type": "number"}, "unit": S, "purpose": S}, ["item_id", "amount", "unit"]),
        tool("receive_shipment", "Receive purchase-order lines into inventory.", {"po": S, "items": A}, ["po", "items"]),
        tool("freezer_status", "Live status of a monitored freezer.", {"freezer_id": S}, ["freezer_id"]),
        tool("list_transactions", "Ledger of an item's movements, newest first.", {"item_id": S, "limit": INT}, ["item_id"]),
    ]
    system = mcp_system("benchstock", "reagent and consumables inventory for the Nguyen Lab, Bldg 4 Room 312; acting user p.okafor", tools)
    t1 = pj({"query": "tris", "sort": "name", "total": 4, "items": [
        {"item_id": "RGT-00412", "name": "Tris base (Trizma), >=99.8%", "vendor": "Sigma-Aldrich T1503", "quantity": {"value": 1.75, "unit": "kg"}, "location": "Room 312 / Shelf B1", "lots": 2},
        {"item_id": "RGT-00611", "name": "Tris-Glycine-SDS running buffer 10x", "vendor": "Bio-Rad 1610772", "quantity": {"value": 3.5, "unit": "L"}, "location": "Room 312 / Under-bench cabinet 2", "lots": 3},
        {"item_id": "RGT-00413", "name": "Tris-HCl 1 M, pH 8.0", "vendor": "Invitrogen 15568025", "quantity": {"value": 812, "unit": "mL"}, "location": "Room 312 / Shelf C2", "lots": 2},
        {"item_id": "RGT-00588", "name": "Tris-buffered saline (TBS) 10x", "vendor": "Thermo J60764.K2", "quantity": {"value": 2.0, "unit": "L"}, "location": "Room 312 / Shelf C3", "lots": 1},
    ]})
    t2 = pj({"item_id": "RGT-00413", "name": "Tris-HCl 1 M, pH 8.0", "category": "Buffers", "vendor": "Invitrogen", "catalog_no": "15568025",
             "storage": "Room temperature", "location": "Room 312 / Shelf C2", "owner_group": "Nguyen Lab",
             "reorder_at": {"value": 250, "unit": "mL"}, "total": {"value": 812, "unit": "mL"},
             "lots": [
                 {"lot": "L-2291", "received": "2024-01-16", "expires": "2024-09-30", "opened": "2024-03-04", "size": {"value": 500, "unit": "mL"}, "remaining": {"value": 312, "unit": "mL"}, "status": "open"},
                 {"lot": "L-2377", "received": "2024-04-22", "expires": "2025-03-15", "opened": None, "size": {"value": 500, "unit": "mL"}, "remaining": {"value": 500, "unit": "mL"}, "status": "sealed"},
             ],
             "last_activity": "2024-06-07T15:22:40-04:00", "sds_url": "https://benchstock.nguyenlab.org/sds/RGT-00413.pdf"})
    t3 = pj({"transaction_id": "TX-88104", "type": "checkout", "item_id": "RGT-00413", "lot": "L-2291", "amount": {"value": 150, "unit": "mL"},
             "lot_remaining": {"value": 162, "unit": "mL"}, "item_total": {"value": 662, "unit": "mL"}, "below_reorder": False,
             "user": "p.okafor", "purpose": "lysis buffer prep", "timestamp": "2024-06-14T10:02:17-04:00"})
    t4 = pj({"freezer_id": "FRZ-80-02", "model": "Thermo TSX60086V", "location": "Room 314 (equipment corridor)",
             "reading": {"temp_c": -79.4, "setpoint_c": -80.0, "ambient_c": 23.1, "at": "2024-06-14T10:03:05-04:00"},
             "door": {"state": "closed", "openings_today": 3, "last_opened": "2024-06-14T09:47:52-04:00", "last_opened_by": "m.reyes"},
             "alarm": {"active": False, "high_limit_c": -70.0, "last_alarm": "2024-05-19T02:14:00-04:00"},
             "compressor_duty_pct": 61, "last_defrost": "2024-05-02", "racks": {"occupied": 22, "total": 24}, "boxes": 214})
    t5 = pj({"transaction_id": "TX-88105", "type": "checkout", "item_id": "RGT-01120", "name": "cOmplete Mini EDTA-free protease inhibitor tablets",
             "lot": "L-2350", "amount": {"value": 2, "unit": "tablets"}, "lot_remaining": {"value": 16, "unit": "tablets"},
             "item_total": {"value": 16, "unit": "tablets"}, "below_reorder": False, "reorder_at": {"value": 10, "unit": "tablets"},
             "user": "p.okafor", "purpose": "lysis buffer prep", "timestamp": "2024-06-14T10:04:33-04:00"})
    t6 = pj({"receipt_id": "RCV-5530", "po": "PO-24-0719", "received_by": "p.okafor", "timestamp": "2024-06-14T10:06:41-04:00",
             "lines": [{"item_id": "RGT-00413", "lot": "L-2412", "quantity": {"value": 1000, "unit": "mL"}, "packaging": "2 x 500 mL",
                        "expires": "2025-06-30", "put_away": "Room 312 / Shelf C2"}],
             "item_totals": {"RGT-00413": {"value": 1662, "unit": "mL"}}, "po_status": "closed (all lines received)"})
    t7 = pj({"item_id": "RGT-00413", "name": "Tris-HCl 1 M, pH 8.0", "category": "Buffers", "vendor": "Invitrogen", "catalog_no": "15568025",
             "storage": "Room temperature", "location": "Room 312 / Shelf C2", "owner_group": "Nguyen Lab",
             "reorder_at": {"value": 0.25, "unit": "L"}, "total": {"value": 1.662, "unit": "L"},
             "lots": [
                 {"lot": "L-2291", "received": "2024-01-16", "expires": "2024-09-30", "opened": "2024-03-04", "size": {"value": 0.5, "unit": "L"}, "remaining": {"value": 0.162, "unit": "L"}, "status": "open"},
                 {"lot": "L-2377", "received": "2024-04-22", "expires": "2025-03-15", "opened": None, "size": {"value": 0.5, "unit": "L"}, "remaining": {"value": 0.5, "unit": "L"}, "status": "sealed"},
                 {"lot": "L-2412", "received": "2024-06-14", "expires": "2025-06-30", "opened": None, "size": {"value": 1.0, "unit": "L"}, "remaining": {"value": 1.0, "unit": "L"}, "status": "sealed"},
             ],
             "last_activity": "2024-06-14T10:06:41-04:00", "sds_url": "https://benchstock.nguyenlab.org/sds/RGT-00413.pdf"})
    t8 = pj({"item_id": "RGT-00413", "unit": "mL", "transactions": [
        {"id": "RCV-5530", "type": "receive", "lot": "L-2412", "delta": 1000, "balance": 1662, "user": "p.okafor", "at": "2024-06-14T10:06:41-04:00", "ref": "PO-24-0719"},
        {"id": "TX-88104", "type": "checkout", "lot": "L-2291", "delta": -150, "balance": 662, "user": "p.okafor", "at": "2024-06-14T10:02:17-04:00", "purpose": "lysis buffer prep"},
        {"id": "TX-87950", "type": "checkout", "lot": "L-2291", "delta": -38, "balance": 812, "user": "m.reyes", "at": "2024-06-07T15:22:40-04:00", "purpose": "TE buffer"},
        {"id": "TX-87712", "type": "checkout", "lot": "L-2291", "delta": -50, "balance": 850, "user": "j.lindqvist", "at": "2024-05-29T11:05:09-04:00", "purpose": "gel buffer"},
        {"id": "RCV-5391", "type": "receive", "lot": "L-2377", "delta": 500, "balance": 900, "user": "a.nguyen", "at": "2024-04-22T13:40:55-04:00", "ref": "PO-24-0402"},
    ], "next_cursor": "eyJiZWZvcmUiOiJSQ1YtNTM5MSJ9"})
    t9 = pj({"freezer_id": "FRZ-80-02", "model": "Thermo TSX60086V", "location": "Room 314 (equipment corridor)",
             "reading": {"temp_c": -80.1, "setpoint_c": -80.0, "ambient_c": 23.3, "at": "2024-06-14T10:08:30-04:00"},
             "door": {"state": "closed", "openings_today": 4, "last_opened": "2024-06-14T10:05:12-04:00", "last_opened_by": "j.lindqvist"},
             "alarm": {"active": False, "high_limit_c": -70.0, "last_alarm": "2024-05-19T02:14:00-04:00"},
             "compressor_duty_pct": 74, "last_defrost": "2024-05-02", "racks": {"occupied": 22, "total": 24}, "boxes": 215})
    rs.add(task=T, tid="h19-mcp-02", system=system, state="Inventory for the Nguyen Lab. Freezer FRZ-80-02 is shared with the Lindqvist group.", turns=[
        (call("search_items", query="tris", sort="name"), t1),
        (call("get_item", item_id="RGT-00413"), t2),
        (call("checkout", item_id="RGT-00413", lot="L-2291", amount=150, unit="mL", purpose="lysis buffer prep"), t3),
        (call("freezer_status", freezer_id="FRZ-80-02"), t4),
        (call("checkout", item_id="RGT-01120", amount=2, unit="tablets", purpose="lysis buffer prep"), t5),
        (call("receive_shipment", po="PO-24-0719", items=[{"item_id": "RGT-00413", "lot": "L-2412", "quantity": 1000, "unit": "mL", "expires": "2025-06-30"}]), t6),
        (call("get_item", item_id="RGT-00413", unit="L"), t7),
        (call("list_transactions", item_id="RGT-00413", limit=5), t8),
        (call("freezer_status", freezer_id="FRZ-80-02"), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 03 Jira (mainstream) -- CLEAN: paginated sprint search, assignee/labels update, transition, a new
# sub-task key, a comment; the re-read issue reflects all of it with a newer `updated`, and a different
# JQL view lists the issue first.
# --------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": A, "max_results": INT, "start_at": INT}, ["jql"]),
        tool("jira_get_issue", "Get one issue.", {"issue_key": S, "fields": A}, ["issue_key"]),
        tool("jira_get_transitions", "List the transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_update_issue", "Update fields of an issue.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_transition_issue", "Move an issue through a workflow transition.", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_create_issue", "Create an issue or sub-task.", {"project_key": S, "issue_type": S, "summary": S, "description": S, "parent": S, "fields": OBJ}, ["project_key", "issue_type", "summary"]),
        tool("jira_add_comment", "Add a comment to an issue.", {"issue_key": S, "body": S}, ["issue_key", "body"]),
    ]
    system = mcp_system("jira", "Atlassian Jira Cloud, site northwind.atlassian.net, acting as Dana Kowalski", tools)
    people = {"Dana Kowalski": "5f1c7e2a9b04d3006a8e4c21", "Arjun Mehta": "61a4b0f7c2e8d90071f3a5b6", "Lena Fischer": "5e9d3c1b7a2f400068b1d7e4",
              "Ines Carvalho": "63b2e9a0d4c17f0069e2b8a3", "Tomasz Zielinski": "60f8a1c3e5b7d90070c4e2f9"}
    cats = {"To Do": "new", "In Progress": "indeterminate", "In Review": "indeterminate", "Done": "done", "Blocked": "indeterminate"}

    def ji(key: str, num: int, itype: str, summary: str, status: str, who: str | None, prio: str, pts: int) -> dict:
        return {"id": str(num), "key": key, "fields": {
            "summary": summary, "issuetype": {"name": itype}, "status": {"name": status, "statusCategory": {"key": cats[status]}},
            "assignee": {"displayName": who, "accountId": people[who]} if who else None,
            "priority": {"name": prio}, "customfield_10016": pts}}

    page1 = [ji("PAY-1179", 47991, "Story", "Retry webhook deliveries with exponential backoff", "In Progress", "Dana Kowalski", "High", 5),
             ji("PAY-1187", 48102, "Bug", "Refund endpoint double-processes on client retry", "To Do", None, "High", 3),
             ji("PAY-1162", 47730, "Story", "Migrate settlement report job to Airflow", "In Review", "Arjun Mehta", "Medium", 8),
             ji("PAY-1190", 48133, "Story", "Add 3DS2 challenge telemetry", "To Do", "Lena Fischer", "Medium", 3),
             ji("PAY-1171", 47855, "Task", "Upgrade stripe-java to 25.x", "Done", "Arjun Mehta", "Low", 2)]
    page2 = [ji("PAY-1193", 48160, "Bug", "Payout CSV export shows amounts in minor units", "To Do", "Ines Carvalho", "Medium", 2),
             ji("PAY-1168", 47802, "Story", "Support SEPA Instant credit transfers", "In Progress", "Tomasz Zielinski", "High", 8),
             ji("PAY-1195", 48177, "Task", "Rotate webhook signing secret in staging", "To Do", None, "Low", 1),
             ji("PAY-1158", 47694, "Bug", "Chargeback webhook ignored when dispute_id is reused", "In Review", "Lena Fischer", "High", 5),
             ji("PAY-1199", 48190, "Spike", "Evaluate idempotency middleware options", "To Do", "Dana Kowalski", "Medium", 2)]
    jql = "project = PAY AND sprint in openSprints() ORDER BY Rank ASC"
    flds = ["summary", "status", "assignee", "priority", "issuetype", "customfield_10016"]
    t1 = mcp_text({"startAt": 0, "maxResults": 5, "total": 14, "issues": page1})
    t2 = mcp_text({"startAt": 5, "maxResults": 5, "total": 14, "issues": page2})
    desc = ("When the mobile client times out on POST /v2/refunds and retries, the refund is created twice. "
            "Seen 3 times last week (REF-88213, REF-88240, REF-88377); finance reversed the duplicates manually.\n\n"
            "Expected: a retry with the same Idempotency-Key returns the first refund.")
    base = {"summary": "Refund endpoint double-processes on client retry", "issuetype": {"name": "Bug"},
            "project": {"key": "PAY", "name": "Payments"}, "priority": {"name": "High"},
            "reporter": {"displayName": "Lena Fischer", "accountId": people["Lena Fischer"]},
            "created": "2024-06-10T14:22:51.000+0200", "customfield_10016": 3,
            "customfield_10020": [{"id": 412, "name": "PAY Sprint 42", "state": "active", "endDate": "2024-06-21T15:00:00.000+0200"}],
            "description": desc, "components": [{"name": "refunds-api"}]}
    t3 = mcp_text({"id": "48102", "key": "PAY-1187", "fields": {**base,
        "status": {"name": "To Do", "statusCategory": {"key": "new"}}, "assignee": None, "labels": ["refunds"],
        "updated": "2024-06-12T08:41:17.000+0200", "statuscategorychangedate": "2024-06-10T14:22:51.000+0200", "subtasks": [],
        "comment": {"total": 2, "comments": [
            {"id": "71322", "author": {"displayName": "Arjun Mehta"}, "created": "2024-06-11T09:03:40.515+0200", "body": "The refunds service already stores request hashes for 24h; we could key on that."},
            {"id": "71398", "author": {"displayName": "Lena Fischer"}, "created": "2024-06-12T08:41:17.220+0200", "body": "Hash alone isn't enough, clients legitimately send the same body twice for partial refunds."}]}}})
    t4 = mcp_text({"transitions": [
        {"id": "11", "name": "Start Progress", "to": {"name": "In Progress", "statusCategory": {"key": "indeterminate"}}},
        {"id": "21", "name": "Block", "to": {"name": "Blocked", "statusCategory": {"key": "indeterminate"}}},
        {"id": "31", "name": "Resolve", "to": {"name": "Done", "statusCategory": {"key": "done"}}}]})
    t5 = mcp_text({"success": True, "issue_key": "PAY-1187", "status_code": 204, "updated_fields": ["assignee", "labels"]})
    t6 = mcp_text({"success": True, "issue_key": "PAY-1187", "status_code": 204, "transition": {"id": "11", "name": "Start Progress"}, "new_status": "In Progress"})
    t7 = mcp_text({"id": "48213", "key": "PAY-1203", "self": "https://northwind.atlassian.net/rest/api/3/issue/48213"})
    comment = "Plan: require Idempotency-Key on POST /v2/refunds, store key + response for 24h, return the stored refund on replay. Sub-task PAY-1203 for the header."
    t8 = mcp_text({"id": "71540", "author": {"displayName": "Dana Kowalski", "accountId": people["Dana Kowalski"]},
                   "created": "2024-06-14T10:16:02.112+0200", "updated": "2024-06-14T10:16:02.112+0200", "body": comment})
    t9 = mcp_text({"id": "48102", "key": "PAY-1187", "fields": {**base,
        "status": {"name": "In Progress", "statusCategory": {"key": "indeterminate"}},
        "assignee": {"displayName": "Dana Kowalski", "accountId": people["Dana Kowalski"]}, "labels": ["idempotency", "refunds"],
        "updated": "2024-06-14T10:16:02.112+0200", "statuscategorychangedate": "2024-06-14T10:15:08.934+0200",
        "subtasks": [{"id": "48213", "key": "PAY-1203", "fields": {"summary": "Add Idempotency-Key header to refund endpoint", "status": {"name": "To Do"}}}],
        "comment": {"total": 3, "comments": [
            {"id": "71322", "author": {"displayName": "Arjun Mehta"}, "created": "2024-06-11T09:03:40.515+0200", "body": "The refunds service already stores request hashes for 24h; we could key on that."},
            {"id": "71398", "author": {"displayName": "Lena Fischer"}, "created": "2024-06-12T08:41:17.220+0200", "body": "Hash alone isn't enough, clients legitimately send the same body twice for partial refunds."},
            {"id": "71540", "author": {"displayName": "Dana Kowalski"}, "created": "2024-06-14T10:16:02.112+0200", "body": comment}]}}})
    mine = ji("PAY-1187", 48102, "Bug", "Refund endpoint double-processes on client retry", "In Progress", "Dana Kowalski", "High", 3)
    mine["fields"]["updated"] = "2024-06-14T10:16:02.112+0200"
    p1179 = ji("PAY-1179", 47991, "Story", "Retry webhook deliveries with exponential backoff", "In Progress", "Dana Kowalski", "High", 5)
    p1179["fields"]["updated"] = "2024-06-13T17:52:09.301+0200"
    ops = {"id": "45120", "key": "OPS-412", "fields": {"summary": "Rotate PSP API keys before 30 June expiry", "issuetype": {"name": "Task"},
           "status": {"name": "In Review", "statusCategory": {"key": "indeterminate"}},
           "assignee": {"displayName": "Dana Kowalski", "accountId": people["Dana Kowalski"]}, "priority": {"name": "Highest"},
           "customfield_10016": None, "updated": "2024-06-12T11:30:44.870+0200"}}
    t10 = mcp_text({"startAt": 0, "maxResults": 20, "total": 3, "issues": [mine, p1179, ops]})
    rs.add(task=T, tid="h19-mcp-03", system=system, turns=[
        (call("jira_search", jql=jql, fields=flds, max_results=5, start_at=0), t1),
        (call("jira_search", jql=jql, fields=flds, max_results=5, start_at=5), t2),
        (call("jira_get_issue", issue_key="PAY-1187"), t3),
        (call("jira_get_transitions", issue_key="PAY-1187"), t4),
        (call("jira_update_issue", issue_key="PAY-1187", fields={"assignee": {"accountId": people["Dana Kowalski"]}, "labels": ["refunds", "idempotency"]}), t5),
        (call("jira_transition_issue", issue_key="PAY-1187", transition_id="11"), t6),
        (call("jira_create_issue", project_key="PAY", issue_type="Sub-task", parent="PAY-1187", summary="Add Idempotency-Key header to refund endpoint",
              description="Reject POST /v2/refunds without the header (400); document it in the public API reference."), t7),
        (call("jira_add_comment", issue_key="PAY-1187", body=comment), t8),
        (call("jira_get_issue", issue_key="PAY-1187"), t9),
        (call("jira_search", jql="assignee = currentUser() AND statusCategory = \"In Progress\" ORDER BY updated DESC", fields=flds + ["updated"], max_results=20), t10),
    ])


# --------------------------------------------------------------------------------------------------
# 04 Fleet tracker (less common) -- BAD: TRK-114 stays parked with the ignition off, yet the second
# depot listing shows its odometer 90 km higher (184,323.4 vs 184,233.4); later turns use 184,233.4.
# --------------------------------------------------------------------------------------------------
def fleet_table(at: str, rows: list[tuple[str, ...]]) -> str:
    head = f"Depot: Leeds Stourton   Vehicles: {len(rows)}   As of: 2024-06-14 {at} BST\n\n"
    cols = ("ID", "Reg", "Type", "Status", "Driver", "Odometer km", "Fuel/SoC", "Last ping", "Location")
    widths = (8, 9, 11, 12, 11, 12, 9, 10, 0)
    line = "  ".join(c.ljust(w) for c, w in zip(cols, widths)).rstrip()
    out = [line, "-" * len(line)]
    for r in rows:
        out.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return head + "\n".join(out)


def t04(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "List vehicles of a depot with live telematics.", {"depot": S, "status": S}, ["depot"]),
        tool("get_alerts", "Open alerts for a depot.", {"depot": S}, ["depot"]),
        tool("get_vehicle", "Live detail for one vehicle.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("assign_route", "Assign a planned route and driver to a vehicle.", {"vehicle_id": S, "route_id": S, "driver_id": S}, ["vehicle_id", "route_id"]),
        tool("send_driver_message", "Send a message to the in-cab terminal.", {"vehicle_id": S, "text": S}, ["vehicle_id", "text"]),
        tool("get_trips", "Trips of a vehicle on a date.", {"vehicle_id": S, "date": S}, ["vehicle_id", "date"]),
    ]
    system = mcp_system("routewise-fleet", "telematics and dispatch for Calder Freight's Leeds depot", tools)
    r1 = [
        ("TRK-101", "YX21 KMO", "18t rigid", "driving", "A. Barker", "221,904.7", "48%", "07:41:58", "M62 J27 eastbound"),
        ("TRK-104", "YX21 KMV", "18t rigid", "driving", "S. Iqbal", "203,117.2", "71%", "07:42:03", "A64 Wetherby Rd"),
        ("TRK-109", "YT70 HBE", "26t rigid", "driving", "L. Foster", "156,380.9", "55%", "07:42:01", "A1(M) J45 northbound"),
        ("TRK-112", "YT70 HBK", "26t rigid", "idle", "M. Kowal", "171,002.5", "83%", "07:41:49", "Stourton yard bay 6 (loading)"),
        ("TRK-114", "YT70 HCA", "26t rigid", "parked", "-", "184,233.4", "62%", "07:42:10", "Stourton yard bay 11"),
        ("TRK-118", "YX24 PPF", "18t rigid", "maintenance", "-", "12,440.0", "95%", "07:30:00", "Stourton workshop"),
        ("VAN-201", "YF22 RZU", "3.5t van", "driving", "J. Price", "88,415.0", "39%", "07:42:05", "Kirkstall Rd"),
        ("VAN-203", "YF22 RZX", "3.5t van", "parked", "-", "92,770.8", "90%", "07:40:12", "Stourton yard bay 2"),
        ("VAN-207", "YF22 SAO", "3.5t van", "driving", "R. Haddad", "97,301.6", "11%", "07:42:00", "Dewsbury Rd"),
        ("VAN-210", "YG23 LBN", "3.5t e-van", "charging", "-", "31,208.3", "64% SoC", "07:41:55", "Stourton yard charger 3"),
        ("VAN-211", "YG23 LBO", "3.5t e-van", "driving", "K. Osei", "29,876.4", "77% SoC", "07:41:57", "Armley Gyratory"),
        ("VAN-214", "YG23 LBU", "3.5t e-van", "parked", "-", "27,110.9", "100% SoC", "07:41:20", "Stourton yard charger 1"),
    ]
    t1 = mcp_text(fleet_table("07:42:12", r1))
    t2 = mcp_text(
        "Open alerts - Leeds Stourton (5)\n\n"
        "[HIGH]   VAN-207  Low fuel: 11% (approx. 58 km range). Nearest contracted site: Esso Dewsbury Rd, 1.4 km.   raised 07:38:40\n"
        "[MEDIUM] TRK-109  Harsh braking event: 0.52 g at 71 km/h, A1(M) J44-J45.   raised 07:31:14\n"
        "[MEDIUM] TRK-114  Service due: next service at 185,000 km, 766.6 km remaining.   raised 2024-06-13 18:52\n"
        "[LOW]    TRK-118  In workshop: brake caliper replacement, ETA back in service 2024-06-14 16:00.   raised 2024-06-13 08:05\n"
        "[LOW]    VAN-210  Charging at reduced rate (7.2 kW of 22 kW).   raised 07:12:03")
    t3 = mcp_text(
        "TRK-114  YT70 HCA  DAF CF 260 FA 26t rigid (curtainsider)\n"
        "Status:        parked (ignition off since 2024-06-13 18:52:31)\n"
        "Location:      Stourton yard bay 11  (53.7706, -1.5194)\n"
        "Odometer:      184,233.4 km\n"
        "Engine hours:  9,412.6 h\n"
        "Fuel:          62% (approx. 610 km range)\n"
        "AdBlue:        48%\n"
        "Battery:       12.6 V\n"
        "Tyres:         all within limits (lowest 7.9 bar, rear-left inner)\n"
        "Driver:        none assigned\n"
        "Next service:  185,000 km (766.6 km remaining)\n"
        "Tachograph:    card not inserted\n"
        "Last ping:     07:43:10 (heartbeat, every 60 s while parked)")
    r4 = [
        ("TRK-101", "YX21 KMO", "18t rigid", "driving", "A. Barker", "221,909.1", "48%", "07:47:01", "M62 J28 eastbound"),
        ("TRK-104", "YX21 KMV", "18t rigid", "driving", "S. Iqbal", "203,120.6", "71%", "07:46:58", "A64 Seacroft"),
        ("TRK-109", "YT70 HBE", "26t rigid", "driving", "L. Foster", "156,387.3", "54%", "07:47:03", "A1(M) J46 northbound"),
        ("TRK-112", "YT70 HBK", "26t rigid", "driving", "M. Kowal", "171,003.8", "83%", "07:47:00", "Pontefract Ln"),
        ("TRK-114", "YT70 HCA", "26t rigid", "parked", "-", "184,323.4", "62%", "07:46:10", "Stourton yard bay 11"),
        ("TRK-118", "YX24 PPF", "18t rigid", "maintenance", "-", "12,440.0", "95%", "07:45:00", "Stourton workshop"),
        ("VAN-201", "YF22 RZU", "3.5t van", "idle", "J. Price", "88,417.9", "39%", "07:46:55", "Kirkstall Rd (stop 3 of 14)"),
        ("VAN-203", "YF22 RZX", "3.5t van", "parked", "-", "92,770.8", "90%", "07:46:12", "Stourton yard bay 2"),
        ("VAN-207", "YF22 SAO", "3.5t van", "refuelling", "R. Haddad", "97,303.0", "11%", "07:46:49", "Esso Dewsbury Rd"),
        ("VAN-210", "YG23 LBN", "3.5t e-van", "charging", "-", "31,208.3", "66% SoC", "07:46:55", "Stourton yard charger 3"),
        ("VAN-211", "YG23 LBO", "3.5t e-van", "driving", "K. Osei", "29,880.2", "76% SoC", "07:47:02", "Bramley, Stanningley Rd"),
        ("VAN-214", "YG23 LBU", "3.5t e-van", "parked", "-", "27,110.9", "100% SoC", "07:46:20", "Stourton yard charger 1"),
    ]
    t4 = mcp_text(fleet_table("07:47:04", r4))
    t5 = mcp_text(
        "Route R-LDS-22 assigned to TRK-114.\n"
        "Driver:        D-0319 N. Whitfield (tacho card 0319-WHI, 4h 10m driving available today)\n"
        "Stops:         9 (Wakefield Europort, Normanton, Castleford x3, Pontefract x2, Knottingley, Goole)\n"
        "Planned:       depart 07:55, return 14:40, 148.2 km\n"
        "Service check: 766.6 km to next service - route fits\n"
        "Manifest:      pushed to in-cab terminal")
    t6 = mcp_text("Message 8841207 delivered to TRK-114 terminal at 07:49:31.\nRead receipt: pending (terminal asleep, ignition off).")
    t7 = mcp_text(
        "TRK-114  YT70 HCA  DAF CF 260 FA 26t rigid (curtainsider)\n"
        "Status:        driving (ignition on since 07:57:40)\n"
        "Location:      A639 Leeds Rd, Methley  (53.7391, -1.4205)  42 km/h\n"
        "Odometer:      184,236.1 km\n"
        "Engine hours:  9,412.7 h\n"
        "Fuel:          62% (approx. 605 km range)\n"
        "AdBlue:        48%\n"
        "Battery:       14.2 V (charging)\n"
        "Tyres:         all within limits (lowest 8.0 bar, rear-left inner)\n"
        "Driver:        D-0319 N. Whitfield (card inserted 07:57:52)\n"
        "Route:         R-LDS-22, stop 1 of 9 next (Wakefield Europort, ETA 08:21)\n"
        "Next service:  185,000 km (763.9 km remaining)\n"
        "Messages:      8841207 read 07:58:05\n"
        "Last ping:     08:03:11 (every 10 s while driving)")
    t8 = mcp_text(
        "Trips for TRK-114 on 2024-06-14\n\n"
        "Trip        Start     End          Start odo km   End odo km    Distance   Driver\n"
        "T-6690412   07:57:40  in progress  184,233.4      184,237.6*   4.2 km     D-0319 N. Whitfield\n\n"
        "* live value at 08:05:02\n"
        "Previous trip: T-6688951 on 2024-06-13, 11:02:15-18:52:31, 172.6 km, ended Stourton yard bay 11 at 184,233.4 km")
    rs.add(task=T, tid="h19-mcp-04", system=system, state="Dispatcher session for the Leeds Stourton depot, Friday 2024-06-14 early shift.", turns=[
        (call("list_vehicles", depot="Leeds Stourton"), t1),
        (call("get_alerts", depot="Leeds Stourton"), t2),
        (call("get_vehicle", vehicle_id="TRK-114"), t3),
        (call("list_vehicles", depot="Leeds Stourton"), t4),
        (call("assign_route", vehicle_id="TRK-114", route_id="R-LDS-22", driver_id="D-0319"), t5),
        (call("send_driver_message", vehicle_id="TRK-114", text="Morning Nick - you're on R-LDS-22 today, 9 drops, Goole last. Service is due next week, report any warning lights."), t6),
        (call("get_vehicle", vehicle_id="TRK-114"), t7),
        (call("get_trips", vehicle_id="TRK-114", date="2024-06-14"), t8),
    ], bad=True, turn=4, kind="parked vehicle's odometer jumps 90 km between two listings with ignition off and no trip")


# --------------------------------------------------------------------------------------------------
# 05 Slack (mainstream) -- BAD: the agent corrects its status message (v2.14.0 -> v2.41.0); six turns later
# channel history shows the message, edited marker and all, with the old v2.14.0 text.
# --------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace.", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Recent messages of a channel, newest first.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "All messages of a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_post_message", "Post a message to a channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_update_message", "Edit a message the bot posted.", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
        tool("slack_reply_to_thread", "Reply in a thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_users", "List workspace members.", {"limit": INT, "cursor": S}, []),
    ]
    system = mcp_system("slack", "Slack workspace northwind-eng, bot user incident-bot", tools)
    inc, pay = "C06F1QK8Z3A", "C03PAYM7T2B"
    bot = {"user": "U06BOT4KQ1", "bot_id": "B06INCB0T7", "app_id": "A06INCAPP1"}
    maria, tomas, priya, kenji = "U02L7QK1M8A", "U03T0M4SL1N", "U01P9RYA2NH", "U05K3NJ1WAT"
    typo = "Status update (10:01 UTC): p95 checkout latency back to 410ms after rollback of payments-api v2.14.0. Error rate 0.02%. Monitoring for 30 min before resolving."
    fixed = typo.replace("v2.14.0", "v2.41.0")
    reply = "Rolled back from payments-api v2.41.0 to v2.40.3 (v2.41.0 deployed 09:40 UTC, rollback finished 09:57 UTC)."

    def ch(cid: str, name: str, n: int, topic: str, purpose: str, created: int) -> dict:
        return {"id": cid, "name": name, "is_channel": True, "is_archived": False, "num_members": n, "created": created,
                "topic": {"value": topic}, "purpose": {"value": purpose}}

    t1 = mcp_text({"ok": True, "channels": [
        ch(inc, "inc-2291-checkout-latency", 14, "SEV-2 | IC: @priya | p95 checkout latency > 2s since 09:41 UTC", "Incident 2291", 1718271902),
        ch(pay, "payments-team", 23, "Sprint 42 | on-call: @tomas", "Payments engineering", 1601994112),
        ch("C01ENG00GEN", "engineering", 187, "", "All of engineering", 1544617781),
        ch("C02INCIDN7S", "incidents", 96, "Open: inc-2291 (SEV-2)", "Incident announcements, one thread per incident", 1580210033),
        ch("C04DEPL0YS2", "deploys", 61, "Freeze: none", "Argo deploy notifications", 1633521190),
        ch("C05ONCALL9R", "oncall-payments", 9, "", "Payments on-call handoffs", 1660040411),
        ch("C03STATUSPG", "status-page-updates", 34, "", "Public status page drafts", 1612799102),
        ch("C01RANDOM42", "random", 240, "", "Non-work banter", 1544617781),
    ], "response_metadata": {"next_cursor": "dGVhbTpDMDFSQU5ET000Mg=="}})
    m_join = {"type": "message", "subtype": "channel_join", "user": priya, "text": f"<@{priya}> has joined the channel", "ts": "1718271902.000200"}
    m_priya = {"type": "message", "user": priya, "text": "Declaring SEV-2. IC: me. Comms: incident-bot posts updates here every 15 min.", "ts": "1718271960.002177"}
    m_kenji = {"type": "message", "user": kenji, "text": "Grafana: p95 checkout latency 2.8s, error rate 0.4%. Started 09:41 UTC, right after the payments-api deploy.", "ts": "1718272105.338402"}
    m_start = {"type": "message", "user": tomas, "text": "Starting rollback of payments-api via Argo, ETA 5 min.", "ts": "1718272301.887146"}
    m_maria = {"type": "message", "user": maria, "text": "Which version are we rolling back from? Need it for the status page.", "ts": "1718272410.604811",
               "thread_ts": "1718272410.604811", "reply_count": 1, "reply_users_count": 1, "latest_reply": "1718272522.410077", "reply_users": [kenji]}
    m_done = {"type": "message", "user": tomas, "text": "Rollback of payments-api complete on all 6 pods. p95 coming down, 1.1s and falling.", "ts": "1718272655.119209"}
    t2 = mcp_text({"ok": True, "messages": [m_done, m_maria, m_start, m_kenji, m_priya, m_join], "has_more": False})
    k_reply = {"type": "message", "user": kenji, "text": "Checking Argo history - it's whatever went out at 09:40.", "ts": "1718272522.410077", "thread_ts": "1718272410.604811", "parent_user_id": maria}
    t3 = mcp_text({"ok": True, "messages": [m_maria, k_reply], "has_more": False})
    t4 = mcp_text({"ok": True, "channel": inc, "ts": "1718272911.532619",
                   "message": {"type": "message", **bot, "text": typo, "ts": "1718272911.532619"}})
    t5 = mcp_text({"ok": True, "channel": inc, "ts": "1718272911.532619", "text": fixed,
                   "message": {"type": "message", **bot, "text": fixed, "edited": {"user": bot["user"], "ts": "1718272940.000000"}}})
    t6 = mcp_text({"ok": True, "channel": inc, "ts": "1718272968.771403",
                   "message": {"type": "message", **bot, "text": reply, "ts": "1718272968.771403", "thread_ts": "1718272410.604811", "parent_user_id": maria}})
    t7 = mcp_text({"ok": True})

    def u(uid: str, name: str, real: str, tz: str, title: str, is_bot: bool = False) -> dict:
        return {"id": uid, "name": name, "real_name": real, "tz": tz, "profile": {"title": title}, "is_bot": is_bot, "deleted": False}

    t8 = mcp_text({"ok": True, "members": [
        u(priya, "priya.n", "Priya Natarajan", "Europe/London", "Engineering Manager, Payments"),
        u(maria, "maria.santos", "Maria Santos", "Europe/Lisbon", "Customer Communications Lead"),
        u(tomas, "tomas.lind", "Tomás Lind", "Europe/Stockholm", "Senior SRE"),
        u(kenji, "kenji.watanabe", "Kenji Watanabe", "Europe/London", "Backend Engineer, Payments"),
        u("U04D4NAK0WS", "dana.k", "Dana Kowalski", "Europe/Warsaw", "Staff Engineer, Payments"),
        u("U02GRC3LM9Q", "grace.lim", "Grace Lim", "Asia/Singapore", "Product Manager, Checkout"),
        u("U05ALX8TRK2", "alex.turner", "Alex Turner", "America/New_York", "Support Engineer"),
        u("U07SFR2HR1Z", "sofia.ruiz", "Sofía Ruiz", "Europe/Madrid", "Frontend Engineer, Checkout"),
        u(bot["user"], "incident-bot", "incident-bot", "Europe/London", "", is_bot=True),
    ], "response_metadata": {"next_cursor": "dXNlcjpVMDdTRlIySFIxWg=="}})
    xpost = ("FYI from inc-2291 (SEV-2): checkout p95 latency regression caused by payments-api v2.41.0, rolled back to v2.40.3 at 09:57 UTC. "
             "Latency back to ~410ms. Please hold further payments-api deploys until the incident is resolved. Details in <#C06F1QK8Z3A>.")
    t9 = mcp_text({"ok": True, "channel": pay, "ts": "1718273040.208555", "message": {"type": "message", **bot, "text": xpost, "ts": "1718273040.208555"}})
    t10 = mcp_text({"ok": True, "messages": [
        {"type": "message", **bot, "text": xpost, "ts": "1718273040.208555"},
        {"type": "message", "user": "U04D4NAK0WS", "text": "PR for the refunds idempotency key is up, reviews welcome: PAY-1187", "ts": "1718268830.114002", "reactions": [{"name": "eyes", "users": [kenji], "count": 1}]},
        {"type": "message", "user": tomas, "text": "On-call handoff done, I have the pager until Monday 09:00.", "ts": "1718262015.700391"},
        {"type": "message", "user": "U02GRC3LM9Q", "text": "Reminder: checkout A/B readout is moved to Tuesday.", "ts": "1718205512.093118"},
    ], "has_more": True})
    m_status = {"type": "message", "user": maria, "text": "Status page updated to 'Monitoring'.", "ts": "1718273102.551930"}
    m_bot_bad = {"type": "message", **bot, "text": typo, "ts": "1718272911.532619", "edited": {"user": bot["user"], "ts": "1718272940.000000"}}
    m_done2 = {**m_done, "reactions": [{"name": "white_check_mark", "users": [bot["user"]], "count": 1}]}
    m_maria2 = {**m_maria, "reply_count": 2, "reply_users_count": 2, "latest_reply": "1718272968.771403", "reply_users": [kenji, bot["user"]]}
    t11 = mcp_text({"ok": True, "messages": [m_status, m_bot_bad, m_done2, m_maria2, m_start, m_kenji, m_priya, m_join], "has_more": False})
    t12 = mcp_text({"ok": True, "messages": [m_maria2, k_reply,
                    {"type": "message", **bot, "text": reply, "ts": "1718272968.771403", "thread_ts": "1718272410.604811", "parent_user_id": maria}], "has_more": False})
    rs.add(task=T, tid="h19-mcp-05", system=system, turns=[
        (call("slack_list_channels", limit=8), t1),
        (call("slack_get_channel_history", channel_id=inc, limit=10), t2),
        (call("slack_get_thread_replies", channel_id=inc, thread_ts="1718272410.604811"), t3),
        (call("slack_post_message", channel_id=inc, text=typo), t4),
        (call("slack_update_message", channel_id=inc, ts="1718272911.532619", text=fixed), t5),
        (call("slack_reply_to_thread", channel_id=inc, thread_ts="1718272410.604811", text=reply), t6),
        (call("slack_add_reaction", channel_id=inc, timestamp="1718272655.119209", reaction="white_check_mark"), t7),
        (call("slack_get_users", limit=9), t8),
        (call("slack_post_message", channel_id=pay, text=xpost), t9),
        (call("slack_get_channel_history", channel_id=pay, limit=4), t10),
        (call("slack_get_channel_history", channel_id=inc, limit=10), t11),
        (call("slack_get_thread_replies", channel_id=inc, thread_ts="1718272410.604811"), t12),
    ], bad=True, turn=11, kind="edited message reads back with its pre-edit text (v2.14.0) in later channel history")


# --------------------------------------------------------------------------------------------------
# 06 Library catalog (less common) -- CLEAN: a hold joins the queue at 5, a renewal moves a due date,
# copies change hands between reads (returned + captured for a hold, checked out by someone else), the
# queue position improves by itself, a format-filtered search shows a different slice.
# --------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    tools = [
        tool("search_catalog", "Search the catalog.", {"query": S, "format": S, "page": INT}, ["query"]),
        tool("get_holdings", "Copies of a bibliographic record with live status.", {"bib_id": S}, ["bib_id"]),
        tool("place_hold", "Place a title-level hold for a patron.", {"bib_id": S, "patron_id": S, "pickup_branch": S}, ["bib_id", "patron_id", "pickup_branch"]),
        tool("get_patron_account", "A patron's checkouts, holds and fees.", {"patron_id": S}, ["patron_id"]),
        tool("renew_item", "Renew a checked-out item.", {"patron_id": S, "barcode": S}, ["patron_id", "barcode"]),
        tool("cancel_hold", "Cancel a patron's hold.", {"patron_id": S, "hold_id": S}, ["patron_id", "hold_id"]),
    ]
    system = mcp_system("evergreen-opac", "Riverbend Public Library catalog and patron services (loan period 21 days, 3 renewals)", tools)
    t1 = mcp_text(
        "Search: \"piranesi clarke\"  -  3 results (page 1 of 1)\n\n"
        "1. Piranesi / Susanna Clarke.  Bloomsbury, 2020.  Book  [bib 1184402]\n"
        "   Call no.: FIC CLARKE   Copies: 6   Available: 1   Holds: 4\n"
        "2. Piranesi [sound recording] / Susanna Clarke ; read by Chiwetel Ejiofor.  Bloomsbury Audio, 2020.  Audiobook CD  [bib 1190337]\n"
        "   Call no.: CD FIC CLARKE   Copies: 2   Available: 2   Holds: 0\n"
        "3. Piranesi [large print] / Susanna Clarke.  Thorndike Press, 2021.  Large print  [bib 1201158]\n"
        "   Call no.: LP FIC CLARKE   Copies: 1   Available: 0   Holds: 1")
    hdr = ("Barcode          Branch      Call no.     Status                                      Due\n"
           "---------------  ----------  -----------  ------------------------------------------  ----------\n")
    t2 = mcp_text(
        "Holdings for bib 1184402 - Piranesi / Susanna Clarke (Bloomsbury, 2020)\n\n" + hdr +
        "31186004519021   Central     FIC CLARKE   Checked out                                 2024-06-18\n"
        "31186004519039   Central     FIC CLARKE   Checked out                                 2024-06-25\n"
        "31186004519047   Eastgate    FIC CLARKE   Checked out                                 2024-06-20\n"
        "31186004519054   Westside    FIC CLARKE   Available                                   -\n"
        "31186004519062   Northfield  FIC CLARKE   In transit (to Central)                     -\n"
        "31186004519070   Central     FIC CLARKE   Missing (since 2024-02-11)                  -\n\n"
        "Holds: 4 active (0 captured, 4 waiting)   Holdable copies: 5   As of 2024-06-14 10:41")
    t3 = mcp_text(
        "Hold placed.\n"
        "Hold ID:        H-7730291\n"
        "Title:          Piranesi / Susanna Clarke (bib 1184402)\n"
        "Patron:         P-2208814\n"
        "Pickup branch:  Central\n"
        "Queue position: 5 of 5\n"
        "Estimated wait: 3-5 weeks\n"
        "Expires unfilled: 2024-12-11")
    t4 = mcp_text(
        "Patron P-2208814 - Lucia Ferraro   Home branch: Central   Card expires 2026-01-31\n\n"
        "Checked out (3):\n"
        "  31186003877412  The Overstory / Richard Powers              due 2024-06-17  renewals 2/3\n"
        "  31186004412290  Braiding Sweetgrass / Robin Wall Kimmerer   due 2024-06-21  renewals 0/3\n"
        "  31186005100384  Klara and the Sun / Kazuo Ishiguro          due 2024-06-28  renewals 0/3\n\n"
        "Holds (2):\n"
        "  H-7691150  Tomorrow, and Tomorrow, and Tomorrow / Gabrielle Zevin   pickup Central   position 2 of 7   placed 2024-05-22\n"
        "  H-7730291  Piranesi / Susanna Clarke                               pickup Central   position 5 of 5   placed 2024-06-14\n\n"
        "Fines/fees: $0.00   Items overdue: 0")
    t5 = mcp_text(
        "Renewed: 31186004412290  Braiding Sweetgrass / Robin Wall Kimmerer\n"
        "New due date: 2024-07-05 (was 2024-06-21)\n"
        "Renewals used: 1 of 3")
    t6 = mcp_text(
        "Search: \"piranesi clarke\"  format: audiobook  -  1 result (page 1 of 1)\n\n"
        "1. Piranesi [sound recording] / Susanna Clarke ; read by Chiwetel Ejiofor.  Bloomsbury Audio, 2020.  Audiobook CD  [bib 1190337]\n"
        "   Call no.: CD FIC CLARKE   Copies: 2   Available: 2   Holds: 0\n"
        "   Also available as: eAudiobook (Libby) - 3 licences, 1 available")
    t7 = mcp_text(
        "Holdings for bib 1184402 - Piranesi / Susanna Clarke (Bloomsbury, 2020)\n\n" + hdr +
        "31186004519021   Central     FIC CLARKE   On holds shelf (captured 2024-06-14 11:02)  -\n"
        "31186004519039   Central     FIC CLARKE   Checked out                                 2024-06-25\n"
        "31186004519047   Eastgate    FIC CLARKE   Checked out                                 2024-06-20\n"
        "31186004519054   Westside    FIC CLARKE   Checked out                                 2024-07-05\n"
        "31186004519062   Northfield  FIC CLARKE   In transit (to Central)                     -\n"
        "31186004519070   Central     FIC CLARKE   Missing (since 2024-02-11)                  -\n\n"
        "Holds: 5 active (1 captured, 4 waiting)   Holdable copies: 5   As of 2024-06-14 11:06")
    t8 = mcp_text(
        "Patron P-2208814 - Lucia Ferraro   Home branch: Central   Card expires 2026-01-31\n\n"
        "Checked out (3):\n"
        "  31186003877412  The Overstory / Richard Powers              due 2024-06-17  renewals 2/3\n"
        "  31186004412290  Braiding Sweetgrass / Robin Wall Kimmerer   due 2024-07-05  renewals 1/3\n"
        "  31186005100384  Klara and the Sun / Kazuo Ishiguro          due 2024-06-28  renewals 0/3\n\n"
        "Holds (2):\n"
        "  H-7691150  Tomorrow, and Tomorrow, and Tomorrow / Gabrielle Zevin   pickup Central   position 1 of 6   placed 2024-05-22\n"
        "  H-7730291  Piranesi / Susanna Clarke                               pickup Central   position 4 of 4 waiting (1 copy captured for a patron ahead)   placed 2024-06-14\n\n"
        "Fines/fees: $0.00   Items overdue: 0")
    t9 = mcp_text(
        "Hold H-7691150 cancelled (Tomorrow, and Tomorrow, and Tomorrow / Gabrielle Zevin).\n"
        "Patron P-2208814 now has 1 active hold: H-7730291 Piranesi / Susanna Clarke, position 4 of 4 waiting.")
    rs.add(task=T, tid="h19-mcp-06", system=system, state="Patron P-2208814 (Lucia Ferraro) asked at the Central desk on 2024-06-14 to reserve Piranesi and tidy up her account.", turns=[
        (call("search_catalog", query="piranesi clarke"), t1),
        (call("get_holdings", bib_id="1184402"), t2),
        (call("place_hold", bib_id="1184402", patron_id="P-2208814", pickup_branch="Central"), t3),
        (call("get_patron_account", patron_id="P-2208814"), t4),
        (call("renew_item", patron_id="P-2208814", barcode="31186004412290"), t5),
        (call("search_catalog", query="piranesi clarke", format="audiobook"), t6),
        (call("get_holdings", bib_id="1184402"), t7),
        (call("get_patron_account", patron_id="P-2208814"), t8),
        (call("cancel_hold", patron_id="P-2208814", hold_id="H-7691150"), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 07 Notion (mainstream) -- CLEAN: a new page joins the filtered view after its status is set; appending
# blocks bumps its last_edited_time; a teammate edits another page between reads (word count, time);
# the last query re-sorts by last_edited_time and paginates.
# --------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("notion_search", "Search pages and databases by title.", {"query": S, "filter": OBJ}, ["query"]),
        tool("notion_query_database", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("notion_create_page", "Create a page in a database.", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("notion_update_page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_append_block_children", "Append blocks to a page.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("notion_retrieve_page", "Retrieve a page's properties.", {"page_id": S}, ["page_id"]),
        tool("notion_retrieve_block_children", "List a block's children.", {"block_id": S, "page_size": INT}, ["block_id"]),
    ]
    system = mcp_system("notion", "Notion workspace 'Northwind Eng Blog' via the integration blog-bot", tools)
    db = "7c1e2f9a-3b4d-4e8f-a612-5d0c9b7e3f21"
    bot_user = {"object": "user", "id": "0a9e4c72-5b1d-4e3f-8c26-d7f0b13a8e95"}
    users = {"Kenji Watanabe": "e1f24a7c-9d30-4b58-a6e2-3c7d9f01b4a8", "Sofía Ruiz": "4b7e0d93-2c1f-4a86-b5d9-e8a3c61f0d72",
             "Dana Kowalski": "8d3c1a5e-f07b-49d2-a1c4-6e9b2f7d305a", "Priya Natarajan": "f6a20b8d-41e3-4c97-9d05-b3e8a7c1f264",
             "Tomás Lind": "2c5d9e80-7a14-4f3b-8e61-d0b9a4f7c513"}
    colors = {"Idea": "gray", "Drafting": "yellow", "In review": "blue", "Scheduled": "green"}

    def page(pid: str, title: str, status: str, publish: str, owner: str, words: int | None, created: str, edited: str, edited_by: dict | None = None) -> dict:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": users[owner]} if edited_by is None or owner != "Tomás Lind" else bot_user,
                "last_edited_by": edited_by or {"object": "user", "id": users[owner]},
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "properties": {
                    "Name": {"type": "title", "title": [{"type": "text", "plain_text": title}]},
                    "Status": {"type": "status", "status": {"name": status, "color": colors[status]}},
                    "Publish date": {"type": "date", "date": {"start": publish, "end": None}},
                    "Owner": {"type": "people", "people": [{"object": "user", "id": users[owner], "name": owner}]},
                    "Word count": {"type": "number", "number": words}},
                "url": "https://www.notion.so/" + title.replace(" ", "-").replace("%", "").replace("'", "") + "-" + pid.replace("-", "")}

    retro = ("2b9f4e71-0c3a-4d58-9e16-7a4c2d8b5f03", "Postgres 16 upgrade retro", "Drafting", "2024-06-20", "Kenji Watanabe")
    ci = page("5e07c3a9-8d21-4f6b-b3e4-19a7d0c6e852", "How we cut CI time by 40%", "Drafting", "2024-06-27", "Sofía Ruiz", 960, "2024-05-29T13:40:00.000Z", "2024-06-12T09:15:00.000Z")
    idem = page("91c4d8e2-6f3b-4a07-8c59-e2b1f0a47d36", "Designing idempotent payment APIs", "Drafting", "2024-07-02", "Dana Kowalski", 2230, "2024-05-21T10:02:00.000Z", "2024-06-11T14:03:00.000Z")
    oncall = page("c3a81f05-72de-4b94-a06c-5f8e3d2b1a79", "On-call without burnout", "Drafting", "2024-07-16", "Priya Natarajan", 410, "2024-06-03T07:55:00.000Z", "2024-06-05T08:30:00.000Z")
    r_old = page(*retro, 1840, "2024-06-04T15:12:00.000Z", "2024-06-13T16:42:00.000Z")
    new_id = "a4d7e0c2-91f3-4b6e-8d25-0f3c7a1b9e64"
    title = "Migrating our cron jobs to Temporal"

    def newp(status: str, edited: str) -> dict:
        p = page(new_id, title, status, "2024-07-09", "Tomás Lind", None, "2024-06-14T10:21:00.000Z", edited, edited_by=bot_user)
        p["created_by"] = bot_user
        return p

    t1 = pj({"object": "list", "results": [
        {"object": "database", "id": db, "title": [{"plain_text": "Content Calendar"}], "created_time": "2023-11-02T09:00:00.000Z",
         "last_edited_time": "2024-06-13T16:42:00.000Z", "url": f"https://www.notion.so/{db.replace('-', '')}"},
        {"object": "page", "id": "6f1b8c3d-e4a2-4097-b5d1-0c7e9a2f8b46", "title": "Content Calendar - how we work", "last_edited_time": "2024-02-08T11:20:00.000Z"},
    ], "has_more": False, "next_cursor": None})
    filt = {"property": "Status", "status": {"equals": "Drafting"}}
    t2 = pj({"object": "list", "results": [r_old, ci, idem, oncall], "has_more": False, "next_cursor": None})
    t3 = pj(newp("Idea", "2024-06-14T10:21:00.000Z"))
    t4 = pj(newp("Drafting", "2024-06-14T10:22:00.000Z"))
    blocks = [
        ("b1a0c9d2-3e4f-4a5b-8c6d-7e8f9a0b1c2d", "heading_2", "Why we moved off cron", None),
        ("c2b1d0e3-4f5a-4b6c-9d7e-8f9a0b1c2d3e", "bulleted_list_item", "Jobs silently skipped when a host rebooted mid-window", None),
        ("d3c2e1f4-5a6b-4c7d-8e8f-9a0b1c2d3e4f", "bulleted_list_item", "No retries or visibility into partial failures", None),
        ("e4d3f2a5-6b7c-4d8e-9f90-a1b2c3d4e5f6", "bulleted_list_item", "Overlapping runs of the nightly settlement export", None),
        ("f5e4a3b6-7c8d-4e9f-a0b1-c2d3e4f5a6b7", "heading_2", "Migration plan", None),
        ("a6f5b4c7-8d9e-4fa0-b1c2-d3e4f5a6b7c8", "to_do", "Inventory all 37 crontab entries and their owners", False),
        ("b7a6c5d8-9eaf-40b1-c2d3-e4f5a6b7c8d9", "to_do", "Port the settlement export first and run both in parallel for a week", False),
    ]

    def blk(bid: str, kind: str, text: str, checked: bool | None, with_meta: bool) -> dict:
        body: dict = {"rich_text": [{"type": "text", "text": {"content": text}, "plain_text": text}]}
        if kind == "to_do":
            body["checked"] = checked
        b = {"object": "block", "id": bid, "type": kind, kind: body, "has_children": False}
        if with_meta:
            b.update({"created_time": "2024-06-14T10:23:00.000Z", "last_edited_time": "2024-06-14T10:23:00.000Z", "parent": {"type": "page_id", "page_id": new_id}})
        return b

    t5 = pj({"object": "list", "results": [blk(*b, with_meta=False) for b in blocks], "has_more": False, "next_cursor": None})
    t6 = pj({"object": "list", "results": [r_old, ci, idem, newp("Drafting", "2024-06-14T10:23:00.000Z"), oncall], "has_more": False, "next_cursor": None})
    r_mid = page(*retro, 2115, "2024-06-04T15:12:00.000Z", "2024-06-14T10:24:00.000Z")
    t7 = pj(r_mid)
    t8 = pj({"object": "list", "results": [blk(*b, with_meta=True) for b in blocks], "has_more": False, "next_cursor": None})
    r_new = page(*retro, 2188, "2024-06-04T15:12:00.000Z", "2024-06-14T10:26:00.000Z")
    t9 = pj({"object": "list", "results": [r_new, newp("Drafting", "2024-06-14T10:23:00.000Z"), ci], "has_more": True, "next_cursor": "91c4d8e2-6f3b-4a07-8c59-e2b1f0a47d36"})
    mk = {"text": {"content": ""}}
    rs.add(task=T, tid="h19-mcp-07", system=system, state="Blog team workspace; the integration acts for Tomás Lind, who owns the new post.", turns=[
        (call("notion_search", query="Content Calendar"), t1),
        (call("notion_query_database", database_id=db, filter=filt, sorts=[{"property": "Publish date", "direction": "ascending"}]), t2),
        (call("notion_create_page", parent={"database_id": db}, properties={
            "Name": {"title": [{**mk, "text": {"content": title}}]}, "Status": {"status": {"name": "Idea"}},
            "Publish date": {"date": {"start": "2024-07-09"}}, "Owner": {"people": [{"id": users["Tomás Lind"]}]}}), t3),
        (call("notion_update_page", page_id=new_id, properties={"Status": {"status": {"name": "Drafting"}}}), t4),
        (call("notion_append_block_children", block_id=new_id, children=[
            {"type": b[1], b[1]: ({"rich_text": [{"text": {"content": b[2]}}]} | ({"checked": False} if b[1] == "to_do" else {}))} for b in blocks]), t5),
        (call("notion_query_database", database_id=db, filter=filt, sorts=[{"property": "Publish date", "direction": "ascending"}]), t6),
        (call("notion_retrieve_page", page_id=retro[0]), t7),
        (call("notion_retrieve_block_children", block_id=new_id, page_size=50), t8),
        (call("notion_query_database", database_id=db, filter=filt, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}], page_size=3), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 08 CRM (less common) -- BAD: a test contact is permanently deleted, yet a later search lists it again.
# --------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    tools = [
        tool("search_contacts", "Search contacts by name, email or company.", {"query": S, "limit": INT}, ["query"]),
        tool("get_contact", "Get a contact with its recent activities.", {"contact_id": S}, ["contact_id"]),
        tool("merge_contacts", "Merge a duplicate into a primary contact; the duplicate is removed.", {"primary_id": S, "duplicate_id": S}, ["primary_id", "duplicate_id"]),
        tool("delete_contact", "Delete a contact (permanent=true skips the recycle bin).", {"contact_id": S, "permanent": B}, ["contact_id"]),
        tool("update_contact", "Update contact fields.", {"contact_id": S, "fields": OBJ}, ["contact_id", "fields"]),
        tool("list_deals", "Deals of a company.", {"company": S, "stage": S}, ["company"]),
        tool("create_activity", "Log a call, email, meeting or note on a contact.", {"contact_id": S, "type": S, "note": S}, ["contact_id", "type", "note"]),
        tool("list_activities", "Activities of a contact, newest first.", {"contact_id": S, "limit": INT}, ["contact_id"]),
    ]
    system = mcp_system("brightcrm", "BrightCRM for Nordvik Coatings' sales team; acting user j.berg", tools)
    ingrid_base = {"id": "C-10421", "name": "Ingrid Halvorsen", "company": "Halvorsen Marine AS", "owner": "j.berg", "created": "2022-03-14T09:12:40+01:00"}
    per = {"id": "C-10422", "name": "Per Moen", "company": "Halvorsen Marine AS", "title": "Technical Superintendent", "emails": ["per.moen@halvorsenmarine.no"],
           "phones": ["+47 55 30 14 27"], "owner": "j.berg", "activities": 3, "last_activity": "2024-05-21T10:30:00+02:00"}
    siv = {"id": "C-12007", "name": "Siv Aasland", "company": "Halvorsen Marine AS (Bergen office)", "title": "Fleet Manager", "emails": ["siv.aasland@halvorsenmarine.no"],
           "phones": ["+47 924 61 339"], "owner": "m.solberg", "activities": 1, "last_activity": "2024-04-02T14:05:00+02:00"}
    test = {"id": "C-11204", "name": "Ingrid H. (test)", "company": "Halvorsen Marine AS", "title": None, "emails": ["ingrid.halvorsen+formqa@gmail.com"],
            "phones": [], "owner": "web-form", "activities": 1, "last_activity": "2024-02-19T16:48:12+01:00"}
    dup = {"id": "C-10988", "name": "Ingrid Halvorsen", "company": "Halvorsen Marine AS", "title": "Procurement", "emails": ["i.halvorsen@halvorsenmarine.no"],
           "phones": ["+47 917 44 208"], "owner": "import", "activities": 2, "last_activity": "2023-09-15T11:20:00+02:00"}
    ingrid0 = {**ingrid_base, "title": "Procurement Manager", "emails": ["ingrid@halvorsenmarine.no"], "phones": ["+47 55 30 14 20"], "activities": 2, "last_activity": "2024-05-30T08:55:31+02:00"}
    strip = ("created",)
    t1 = mcp_text({"query": "halvorsen", "total": 5, "results": [{k: v for k, v in c.items() if k not in strip} for c in (ingrid0, dup, test, per, siv)]})
    t2 = mcp_text({**dup, "source": "Trade show import (Nor-Shipping 2023)", "created": "2023-09-02T12:00:03+02:00",
                   "recent_activities": [
                       {"id": "A-52240", "type": "email", "at": "2023-09-15T11:20:00+02:00", "by": "j.berg", "note": "Sent antifouling brochure and price sheet"},
                       {"id": "A-51107", "type": "meeting", "at": "2023-06-06T14:00:00+02:00", "by": "j.berg", "note": "Met at Nor-Shipping booth C04-12; interested in hull coating for 3 PSVs"}]})
    t3 = mcp_text({"merged": True, "primary_id": "C-10421", "removed_id": "C-10988", "moved": {"activities": 2, "deals": 0, "tasks": 0},
                   "primary": {**ingrid_base, "title": "Procurement Manager", "emails": ["ingrid@halvorsenmarine.no", "i.halvorsen@halvorsenmarine.no"],
                               "phones": ["+47 55 30 14 20", "+47 917 44 208"], "activities": 4, "last_activity": "2024-05-30T08:55:31+02:00"},
                   "merged_at": "2024-06-14T13:14:02+02:00"})
    t4 = mcp_text({**test, "source": "Website contact form", "created": "2024-02-19T16:48:12+01:00",
                   "note": "Created during contact-form QA before the Feb release - safe to delete.",
                   "recent_activities": [{"id": "A-55961", "type": "form_submission", "at": "2024-02-19T16:48:12+01:00", "by": "web-form", "note": "Request a quote: TEST PLEASE IGNORE"}]})
    t5 = mcp_text({"deleted": True, "contact_id": "C-11204", "permanent": True, "activities_deleted": 1, "recoverable": False, "deleted_at": "2024-06-14T13:15:40+02:00"})
    ingrid1 = {**ingrid_base, "title": "Head of Procurement", "emails": ["ingrid@halvorsenmarine.no", "i.halvorsen@halvorsenmarine.no"],
               "phones": ["+47 55 30 14 20", "+47 917 44 208"]}
    t6 = mcp_text({**ingrid1, "activities": 4, "last_activity": "2024-05-30T08:55:31+02:00", "updated": "2024-06-14T13:17:26+02:00", "updated_fields": ["title"]})
    t7 = mcp_text({"company": "Halvorsen Marine AS", "currency": "NOK", "total": 2, "total_value": 1625000, "deals": [
        {"id": "D-3310", "name": "Hull coating supply 2024-25 (3 PSVs)", "stage": "Proposal", "value": 1240000, "probability": 40, "contact_id": "C-10421", "close_date": "2024-08-30", "owner": "j.berg"},
        {"id": "D-3288", "name": "Ballast tank recoat - MV Nordlys", "stage": "Negotiation", "value": 385000, "probability": 70, "contact_id": "C-10422", "close_date": "2024-06-28", "owner": "j.berg"}]})
    note = "Call with Ingrid: new title Head of Procurement. Wants revised D-3310 proposal with 2-year price lock by 21 June."
    t8 = mcp_text({"id": "A-58871", "contact_id": "C-10421", "type": "call", "at": "2024-06-14T13:20:05+02:00", "by": "j.berg", "note": note})
    ingrid2 = {**ingrid1, "activities": 5, "last_activity": "2024-06-14T13:20:05+02:00"}
    t9 = mcp_text({"query": "halvorsen", "total": 4, "results": [{k: v for k, v in c.items() if k not in strip} for c in (ingrid2, test, per, siv)]})
    acts = [
        {"id": "A-58871", "type": "call", "at": "2024-06-14T13:20:05+02:00", "by": "j.berg", "note": note},
        {"id": "A-57230", "type": "email", "at": "2024-05-30T08:55:31+02:00", "by": "j.berg", "note": "Re: PSV hull coating - spec sheet for Nordvik SeaGlide 300"},
        {"id": "A-54410", "type": "meeting", "at": "2024-01-22T10:00:00+01:00", "by": "j.berg", "note": "Annual review at Halvorsen office, Bergen"},
        {"id": "A-52240", "type": "email", "at": "2023-09-15T11:20:00+02:00", "by": "j.berg", "note": "Sent antifouling brochure and price sheet", "merged_from": "C-10988"},
        {"id": "A-51107", "type": "meeting", "at": "2023-06-06T14:00:00+02:00", "by": "j.berg", "note": "Met at Nor-Shipping booth C04-12; interested in hull coating for 3 PSVs", "merged_from": "C-10988"},
    ]
    t10 = mcp_text({"contact_id": "C-10421", "total": 5, "activities": acts})
    t11 = mcp_text({**ingrid2, "source": "Manual", "updated": "2024-06-14T13:20:05+02:00", "deals": ["D-3310"], "recent_activities": acts[:3]})
    rs.add(task=T, tid="h19-mcp-08", system=system, state="Clean up duplicate contacts at Halvorsen Marine AS before the quarterly pipeline review.", turns=[
        (call("search_contacts", query="halvorsen", limit=20), t1),
        (call("get_contact", contact_id="C-10988"), t2),
        (call("merge_contacts", primary_id="C-10421", duplicate_id="C-10988"), t3),
        (call("get_contact", contact_id="C-11204"), t4),
        (call("delete_contact", contact_id="C-11204", permanent=True), t5),
        (call("update_contact", contact_id="C-10421", fields={"title": "Head of Procurement"}), t6),
        (call("list_deals", company="Halvorsen Marine AS"), t7),
        (call("create_activity", contact_id="C-10421", type="call", note=note), t8),
        (call("search_contacts", query="halvorsen", limit=20), t9),
        (call("list_activities", contact_id="C-10421", limit=10), t10),
        (call("get_contact", contact_id="C-10421"), t11),
    ], bad=True, turn=9, kind="permanently deleted contact C-11204 reappears in a later search")


# --------------------------------------------------------------------------------------------------
# 09 Postgres (mainstream) -- CLEAN: an UPDATE touches 130 rows where the count a minute earlier said
# 129 (the cutoff is now() - 48h and moved; the follow-up query shows the extra row falls between the two
# cutoffs); status counts move with the update and with live orders; now(), pg_stat_activity and timings change.
# --------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("query", "Run a read-only SQL query.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement in its own transaction.", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "the production 'shop' database (PostgreSQL 15) with a read/write role ops_agent", tools)

    def res(fields: list[str], rows: list[list], command: str = "SELECT") -> str:
        return pj({"command": command, "rowCount": len(rows), "fields": fields, "rows": [dict(zip(fields, r)) for r in rows]})

    t1 = res(["now", "current_database", "version"], [["2024-06-14 11:20:03.418227+00", "shop", "PostgreSQL 15.7 (Ubuntu 15.7-1.pgdg22.04+1) on x86_64-pc-linux-gnu, compiled by gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0, 64-bit"]])
    s1 = [["delivered", 48211], ["cancelled", 2290], ["shipped", 1893], ["expired", 1420], ["refunded", 611], ["processing", 412], ["pending_payment", 377]]
    t2 = res(["status", "count"], s1)
    stuck = [
        [905112, 88121, "2024-06-07 09:14:52.118+00", 4599], [905140, 71033, "2024-06-07 09:51:07.902+00", 12850],
        [905177, 90457, "2024-06-07 10:33:19.665+00", 2999], [905203, 12870, "2024-06-07 11:02:44.031+00", 7420],
        [905241, 66310, "2024-06-07 12:18:30.540+00", 1899], [905268, 90502, "2024-06-07 13:05:11.276+00", 23990],
        [905300, 45518, "2024-06-07 13:47:58.810+00", 3650], [905329, 88930, "2024-06-07 14:29:02.447+00", 5100],
        [905371, 90511, "2024-06-07 15:40:36.193+00", 9995], [905402, 31127, "2024-06-07 16:12:25.008+00", 1450],
    ]
    t3 = res(["id", "customer_id", "created_at", "total_cents"], stuck)
    t4 = res(["stuck", "cutoff"], [[129, "2024-06-12 11:21:12.604391+00"]])
    t5 = pj({"command": "UPDATE", "rowCount": 130, "executed_at": "2024-06-14 11:22:05.377012+00", "duration_ms": 41.7})
    t6 = res(["expired_now", "oldest", "newest"], [[130, "2024-06-07 09:14:52.118+00", "2024-06-12 11:21:40.377+00"]])
    s2 = [["delivered", 48213], ["cancelled", 2290], ["shipped", 1891], ["expired", 1550], ["refunded", 611], ["processing", 413], ["pending_payment", 249]]
    t7 = res(["status", "count"], s2)
    plan = [
        "Limit  (cost=0.43..41.89 rows=20 width=112) (actual time=0.038..0.071 rows=14 loops=1)",
        "  ->  Index Scan Backward using orders_customer_id_created_at_idx on orders  (cost=0.43..58.47 rows=28 width=112) (actual time=0.036..0.066 rows=14 loops=1)",
        "        Index Cond: (customer_id = 88121)",
        "Planning Time: 0.142 ms",
        "Execution Time: 0.094 ms",
    ]
    t8 = res(["QUERY PLAN"], [[p] for p in plan])
    act = [
        [48830, "ops_agent", "mcp-postgres", "active", "2024-06-14 11:23:41.902+00", None, "SELECT pid, usename, application_name, state, query_start, w"],
        [48791, "shop_app", "checkout-api", "idle", "2024-06-14 11:23:41.655+00", "ClientRead", "COMMIT"],
        [48788, "shop_app", "checkout-api", "idle in transaction", "2024-06-14 11:23:41.870+00", "ClientRead", "SELECT id, status FROM orders WHERE id = $1 FOR UPDATE"],
        [48702, "shop_app", "fulfilment-worker", "idle", "2024-06-14 11:23:39.114+00", "ClientRead", "UPDATE shipments SET status = $1, updated_at = now() WHERE"],
        [47215, "reporting", "metabase", "idle", "2024-06-14 11:19:02.337+00", "ClientRead", "SELECT date_trunc('day', created_at) AS day, count(*) FROM o"],
        [1402, "postgres", "pg_cron scheduler", "idle", "2024-06-14 11:00:00.012+00", "Extension", "SELECT cron.schedule_run()"],
    ]
    t9 = res(["pid", "usename", "application_name", "state", "query_start", "wait_event", "query"], act)
    t10 = res(["now"], [["2024-06-14 11:24:51.006133+00"]])
    cond = "status = 'pending_payment' AND created_at < now() - interval '48 hours'"
    rs.add(task=T, tid="h19-mcp-09", system=system, state="Orders stuck in pending_payment for more than 48h should be expired (the nightly expiry job has been failing since 2024-06-09).", turns=[
        (call("query", sql="SELECT now(), current_database(), version()"), t1),
        (call("query", sql="SELECT status, count(*) FROM orders GROUP BY status ORDER BY 2 DESC"), t2),
        (call("query", sql=f"SELECT id, customer_id, created_at, total_cents FROM orders WHERE {cond} ORDER BY created_at LIMIT 10"), t3),
        (call("query", sql=f"SELECT count(*) AS stuck, now() - interval '48 hours' AS cutoff FROM orders WHERE {cond}"), t4),
        (call("execute", sql=f"UPDATE orders SET status = 'expired', updated_at = now() WHERE {cond}"), t5),
        (call("query", sql="SELECT count(*) AS expired_now, min(created_at) AS oldest, max(created_at) AS newest FROM orders WHERE status = 'expired' AND updated_at >= '2024-06-14 11:22:00+00'"), t6),
        (call("query", sql="SELECT status, count(*) FROM orders GROUP BY status ORDER BY 2 DESC"), t7),
        (call("query", sql="EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 88121 ORDER BY created_at DESC LIMIT 20"), t8),
        (call("query", sql="SELECT pid, usename, application_name, state, query_start, wait_event, left(query, 60) AS query FROM pg_stat_activity WHERE datname = 'shop' ORDER BY query_start DESC"), t9),
        (call("query", sql="SELECT now()"), t10),
    ])


# --------------------------------------------------------------------------------------------------
# 10 Home-automation hub (less common) -- BAD: the front door lock reads "unlocked" with its last_changed
# still at last night's lock event; nothing unlocked it (no action, no event, scene does not touch it).
# --------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "All devices (optionally one room) with state.", {"room": S}, []),
        tool("get_device", "One device with attributes.", {"device_id": S}, ["device_id"]),
        tool("set_device", "Change a device's state or attributes.", {"device_id": S, "attributes": OBJ}, ["device_id", "attributes"]),
        tool("list_scenes", "Configured scenes and their actions.", {}, []),
        tool("run_scene", "Activate a scene.", {"scene_id": S}, ["scene_id"]),
        tool("get_events", "State-change events of non-numeric devices (numeric sensors excluded), newest first.", {"since": S, "device_id": S, "limit": INT}, ["since"]),
        tool("get_energy", "Energy use for a period.", {"period": S}, ["period"]),
    ]
    system = mcp_system("hearth-hub", "a Zigbee/Z-Wave home hub at 14 Alder Close; the agent acts for the household", tools)

    def d(did: str, room: str, state: str, changed: str, **attrs: object) -> dict:
        return {"device_id": did, "room": room, "state": state, "last_changed": changed, **({"attributes": attrs} if attrs else {})}

    lock = d("lock.front_door", "Entrance", "locked", "2024-06-13T22:41:09+01:00", battery=71, method="keypad", user="Ana", auto_lock=False)
    contact = d("binary_sensor.front_door_contact", "Entrance", "closed", "2024-06-13T19:12:30+01:00", battery=88)
    doorbell = d("camera.doorbell", "Entrance", "idle", "2024-06-13T17:48:05+01:00", last_motion="2024-06-14T06:12:41+01:00", last_ring="2024-06-13T17:48:02+01:00")
    devs1 = [
        d("light.kitchen_pendants", "Kitchen", "off", "2024-06-13T23:15:02+01:00", brightness=0),
        d("switch.coffee_machine", "Kitchen", "off", "2024-06-13T09:40:11+01:00", power_w=0.0),
        d("binary_sensor.back_door", "Kitchen", "closed", "2024-06-13T20:05:37+01:00"),
        d("light.living_floor_lamp", "Living room", "off", "2024-06-13T23:15:02+01:00", brightness=0),
        d("cover.living_blinds", "Living room", "closed", "2024-06-13T22:58:10+01:00", position=0),
        d("vacuum.robo", "Living room", "docked", "2024-06-13T11:47:30+01:00", battery=100),
        d("light.hallway", "Hallway", "off", "2024-06-13T23:15:02+01:00", brightness=0),
        d("climate.hallway", "Hallway", "heat", "2024-06-13T22:30:00+01:00", current_temp=18.6, target_temp=17.0, hvac_action="idle", schedule="off"),
        d("binary_sensor.hallway_motion", "Hallway", "off", "2024-06-14T06:43:15+01:00"),
        lock, contact, doorbell,
        d("cover.garage_door", "Garage", "closed", "2024-06-13T19:06:55+01:00"),
        d("light.bedroom_ceiling", "Bedroom", "off", "2024-06-13T23:31:40+01:00", brightness=0),
        d("switch.towel_rail", "Bathroom", "off", "2024-06-13T22:12:47+01:00", power_w=0.0),
        d("sensor.outdoor_temp", "Outside", "11.8", "2024-06-14T06:55:00+01:00", unit="°C"),
        d("sensor.house_power", "Utility", "0.41", "2024-06-14T06:57:30+01:00", unit="kW"),
    ]
    t1 = pj({"hub": "hearth-hub HH-2 (fw 3.8.1)", "as_of": "2024-06-14T06:58:02+01:00", "count": len(devs1), "devices": devs1})

    def ev(at: str, did: str, frm: str, to: str, by: str) -> dict:
        return {"at": at, "device_id": did, "from": frm, "to": to, "source": by}

    t2 = pj({"since": "2024-06-13T22:00:00+01:00", "events": [
        ev("2024-06-14T06:43:15+01:00", "binary_sensor.hallway_motion", "on", "off", "sensor"),
        ev("2024-06-14T06:41:12+01:00", "binary_sensor.hallway_motion", "off", "on", "sensor"),
        ev("2024-06-13T23:31:40+01:00", "light.bedroom_ceiling", "on", "off", "wall switch"),
        ev("2024-06-13T23:15:02+01:00", "light.hallway", "on", "off", "scene.goodnight"),
        ev("2024-06-13T23:15:02+01:00", "light.living_floor_lamp", "on", "off", "scene.goodnight"),
        ev("2024-06-13T23:15:02+01:00", "light.kitchen_pendants", "on", "off", "scene.goodnight"),
        ev("2024-06-13T22:58:10+01:00", "cover.living_blinds", "open", "closed", "app (Ana)"),
        ev("2024-06-13T22:41:09+01:00", "lock.front_door", "unlocked", "locked", "keypad (Ana)"),
        ev("2024-06-13T22:30:00+01:00", "climate.hallway", "target 19.5", "target 17.0", "app (Ana)"),
        ev("2024-06-13T22:12:47+01:00", "switch.towel_rail", "on", "off", "timer"),
    ], "truncated": False})
    t3 = pj({"ok": True, "device_id": "light.kitchen_pendants", "state": "on", "attributes": {"brightness": 70, "color_temp_k": 2700}, "last_changed": "2024-06-14T07:01:05+01:00"})
    t4 = pj({"ok": True, "device_id": "climate.hallway", "state": "heat", "attributes": {"current_temp": 18.7, "target_temp": 21.0, "hvac_action": "heating", "schedule": "off"}, "last_changed": "2024-06-14T07:01:40+01:00"})
    t5 = pj({"scenes": [
        {"scene_id": "scene.morning", "name": "Morning", "actions": [
            {"device_id": "cover.living_blinds", "set": {"position": 80}}, {"device_id": "light.hallway", "set": {"on": True, "brightness": 60}},
            {"device_id": "switch.coffee_machine", "set": {"on": True}}, {"device_id": "switch.towel_rail", "set": {"on": True, "auto_off_min": 45}}]},
        {"scene_id": "scene.goodnight", "name": "Goodnight", "actions": [
            {"device_id": "light.kitchen_pendants", "set": {"on": False}}, {"device_id": "light.living_floor_lamp", "set": {"on": False}},
            {"device_id": "light.hallway", "set": {"on": False}}]},
        {"scene_id": "scene.away", "name": "Away", "actions": [
            {"device_id": "group.all_lights", "set": {"on": False}}, {"device_id": "lock.front_door", "set": {"locked": True}},
            {"device_id": "cover.garage_door", "set": {"closed": True}}, {"device_id": "climate.hallway", "set": {"target_temp": 16.0}}]},
        {"scene_id": "scene.movie", "name": "Movie", "actions": [
            {"device_id": "light.living_floor_lamp", "set": {"on": True, "brightness": 15}}, {"device_id": "cover.living_blinds", "set": {"position": 0}}]},
    ]})
    t6 = pj({"ok": True, "scene_id": "scene.morning", "activated_at": "2024-06-14T07:02:30+01:00", "results": [
        {"device_id": "cover.living_blinds", "ok": True, "state": "opening", "target_position": 80},
        {"device_id": "light.hallway", "ok": True, "state": "on", "brightness": 60},
        {"device_id": "switch.coffee_machine", "ok": True, "state": "on"},
        {"device_id": "switch.towel_rail", "ok": True, "state": "on", "auto_off_at": "2024-06-14T07:47:30+01:00"}]})
    t7 = pj({"period": "today", "from": "2024-06-14T00:00:00+01:00", "to": "2024-06-14T07:03:10+01:00", "total_kwh": 3.41,
             "current_kw": 2.38, "tariff": "Octopus Agile, 14.2p/kWh now", "cost_gbp": 0.52,
             "by_device_kwh": {"fridge_freezer (unmetered estimate)": 0.63, "switch.coffee_machine": 0.02, "switch.towel_rail": 0.01,
                               "climate.hallway (boiler pump)": 0.05, "lights (all)": 0.01, "other / unmetered": 2.69}})
    lock_bad = {**lock, "state": "unlocked"}
    t8 = pj({**lock_bad, "model": "Yale Conexis L2 (Z-Wave)", "signal_dbm": -67, "jammed": False})
    t9 = pj({"since": "2024-06-14T06:00:00+01:00", "events": [
        ev("2024-06-14T07:02:52+01:00", "cover.living_blinds", "opening", "open (80%)", "scene.morning"),
        ev("2024-06-14T07:02:30+01:00", "switch.towel_rail", "off", "on", "scene.morning"),
        ev("2024-06-14T07:02:30+01:00", "switch.coffee_machine", "off", "on", "scene.morning"),
        ev("2024-06-14T07:02:30+01:00", "light.hallway", "off", "on", "scene.morning"),
        ev("2024-06-14T07:02:30+01:00", "cover.living_blinds", "closed", "opening", "scene.morning"),
        ev("2024-06-14T07:01:40+01:00", "climate.hallway", "target 17.0", "target 21.0", "api (agent)"),
        ev("2024-06-14T07:01:05+01:00", "light.kitchen_pendants", "off", "on", "api (agent)"),
        ev("2024-06-14T06:43:15+01:00", "binary_sensor.hallway_motion", "on", "off", "sensor"),
        ev("2024-06-14T06:41:12+01:00", "binary_sensor.hallway_motion", "off", "on", "sensor"),
    ], "truncated": False})
    doorbell2 = {**doorbell, "attributes": {**doorbell["attributes"], "last_motion": "2024-06-14T07:04:15+01:00"}}
    t10 = pj({"room": "Entrance", "as_of": "2024-06-14T07:05:01+01:00", "count": 3, "devices": [lock, contact, doorbell2]})
    rs.add(task=T, tid="h19-mcp-10", system=system, state="Friday 2024-06-14, about 07:00. The household asked for a warm kitchen, the morning scene, and a check that the front door is still locked.", turns=[
        (call("list_devices"), t1),
        (call("get_events", since="2024-06-13T22:00:00+01:00", limit=10), t2),
        (call("set_device", device_id="light.kitchen_pendants", attributes={"on": True, "brightness": 70}), t3),
        (call("set_device", device_id="climate.hallway", attributes={"target_temp": 21.0}), t4),
        (call("list_scenes"), t5),
        (call("run_scene", scene_id="scene.morning"), t6),
        (call("get_energy", period="today"), t7),
        (call("get_device", device_id="lock.front_door"), t8),
        (call("get_events", since="2024-06-14T06:00:00+01:00", limit=20), t9),
        (call("list_devices", room="Entrance"), t10),
    ], bad=True, turn=8, kind="door lock reads unlocked with last_changed still at last night's lock, no unlock action or event")


# --------------------------------------------------------------------------------------------------
# 11 Greenhouse controller (less common) -- CLEAN: live climate readings fall after the agent opens the
# vents, irrigation progresses and finishes (tank level follows the litres delivered, 252 planned vs
# 251 measured), a 5-minute history ends in a partial bucket, soil moisture rises.
# --------------------------------------------------------------------------------------------------
def vpd(t: float, rh: float) -> float:
    """Vapour-pressure deficit in kPa (Tetens)."""
    import math
    return round(0.6108 * math.exp(17.27 * t / (t + 237.3)) * (1 - rh / 100), 2)


def t11(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "Summary of all zones.", {}, []),
        tool("get_zone_status", "Live status and setpoints of one zone.", {"zone": S}, ["zone"]),
        tool("set_setpoint", "Change a climate setpoint.", {"zone": S, "parameter": S, "value": {"type": "number"}}, ["zone", "parameter", "value"]),
        tool("set_vent", "Manual vent override (percent open), 60 min.", {"zone": S, "position": INT}, ["zone", "position"]),
        tool("start_irrigation", "Start an irrigation run.", {"zone": S, "minutes": INT}, ["zone", "minutes"]),
        tool("get_sensor_history", "5-minute aggregates of a sensor.", {"zone": S, "sensor": S, "hours": INT}, ["zone", "sensor"]),
        tool("get_irrigation_log", "Recent irrigation runs.", {"zone": S, "limit": INT}, ["zone"]),
    ]
    system = mcp_system("verdant-gh", "climate and fertigation controller of Brookfield Growers' glasshouse, 4 zones", tools)

    def zones(at: str, outside: str, rows: list[tuple[str, float, int, int, str, str, str, str]], tank: str) -> str:
        out = [f"Zones at 2024-06-14 {at}  ({outside})", "",
               "Zone  Name                  Air °C  RH %  VPD kPa  CO2 ppm  Substrate          Vent   Irrigation"]
        for z, t, rh, co2, sub, vent, irr, name in rows:
            out.append(f"{z:<5} {name:<21} {t:>6.1f}  {rh:>4}  {vpd(t, rh):>7.2f}  {co2:>7}  {sub:<17}  {vent:<5}  {irr}")
        out += ["", f"Fertigation tank T1 (Z2, Z3): {tank}   Tank T2 (Z1 NFT): 1,880 L"]
        return "\n".join(out)

    t1 = mcp_text(zones("11:40:05", "outside 19.4 °C, radiation 612 W/m²", [
        ("Z1", 22.4, 64, 820, "NFT EC 1.4 pH 6.0", "10%", "recirculating", "Lettuce - NFT Bay 1"),
        ("Z2", 27.8, 71, 540, "VWC 24%", "20%", "idle (last 05:30)", "Tomatoes - Bay 2"),
        ("Z3", 26.1, 74, 560, "VWC 31%", "35%", "idle (last 09:10)", "Cucumbers - Bay 3"),
        ("Z4", 24.0, 85, 900, "VWC 45%", "0%", "misting 10s/5min", "Propagation"),
    ], "3,420 L"))
    t2 = mcp_text(
        "Z2  Tomatoes - Bay 2   (2024-06-14 11:40:30)\n"
        f"Air 27.8 °C   RH 71%   VPD {vpd(27.8, 71):.2f} kPa   CO2 540 ppm   Leaf temp 26.9 °C\n"
        "Substrate: rockwool slabs, VWC 24%, EC 3.1 mS/cm, slab temp 23.4 °C\n"
        "Vents: 20% (auto)   Screen: open   Heating pipe: 31 °C (off)\n"
        "Irrigation: idle, last run 05:30 (8 min, 334 L), next solar trigger at 300 J/cm² (now 214 J/cm²)\n\n"
        "Setpoints\n"
        "  heat_day_temp        18.0 °C\n"
        "  vent_open_temp       26.0 °C\n"
        "  vent_max_position    80 %\n"
        "  humidity_max         85 %\n"
        "  co2_target           600 ppm (dosing paused while vents > 15%)\n"
        "  irrigation_ec        2.8 mS/cm   irrigation_ph 5.8")
    t3 = mcp_text("Z2 vent_open_temp: 26.0 °C -> 25.0 °C (effective immediately; climate loop will re-evaluate vent position within 60 s).")
    t4 = mcp_text("Z2 manual vent override: 20% -> 60% (actuators moving, ~45 s). Override expires 12:41; automatic climate control resumes then.")
    t5 = mcp_text(
        "Irrigation run IRR-30418 started on Z2 at 11:41:30.\n"
        "Duration: 6 min   Expected flow: 42 L/min (~252 L)\n"
        "Recipe: EC 2.8 mS/cm, pH 5.8, from tank T1 (3,420 L before run)")
    t6 = mcp_text(
        "Z2  Tomatoes - Bay 2   (2024-06-14 11:43:40)\n"
        f"Air 26.9 °C   RH 68%   VPD {vpd(26.9, 68):.2f} kPa   CO2 505 ppm   Leaf temp 26.2 °C\n"
        "Substrate: rockwool slabs, VWC 26%, EC 3.0 mS/cm, slab temp 23.1 °C\n"
        "Vents: 60% (manual until 12:41)   Screen: open   Heating pipe: 31 °C (off)\n"
        "Irrigation: RUNNING IRR-30418, 2m10s of 6m, 91 L delivered, flow 42.0 L/min; tank T1 3,329 L\n\n"
        "Setpoints\n"
        "  heat_day_temp        18.0 °C\n"
        "  vent_open_temp       25.0 °C\n"
        "  vent_max_position    80 %\n"
        "  humidity_max         85 %\n"
        "  co2_target           600 ppm (dosing paused while vents > 15%)\n"
        "  irrigation_ec        2.8 mS/cm   irrigation_ph 5.8")
    hist = [("10:45", 26.1, 26.0, 26.3), ("10:50", 26.4, 26.2, 26.5), ("10:55", 26.6, 26.5, 26.8), ("11:00", 26.9, 26.7, 27.0),
            ("11:05", 27.0, 26.9, 27.2), ("11:10", 27.3, 27.1, 27.4), ("11:15", 27.4, 27.3, 27.5), ("11:20", 27.5, 27.4, 27.7),
            ("11:25", 27.6, 27.5, 27.7), ("11:30", 27.7, 27.6, 27.8), ("11:35", 27.8, 27.7, 27.9), ("11:40*", 27.3, 26.9, 27.8)]
    t7 = mcp_text("Z2 air_temp, 5-minute aggregates, last 1 h (°C)\n\nBucket   Avg    Min    Max\n" +
                  "\n".join(f"{b:<7}  {a:.1f}   {lo:.1f}   {hi:.1f}" for b, a, lo, hi in hist) +
                  "\n\n* partial bucket (11:40:00-11:43:55)")
    t8 = mcp_text(
        "Irrigation log - Z2 (last 4)\n\n"
        "Run        Start             Trigger   Duration  Volume  EC   pH   Drain\n"
        "IRR-30418  2024-06-14 11:41  manual    6m00s     251 L   2.8  5.8  0% (drain lags ~20 min)\n"
        "IRR-30391  2024-06-14 05:30  schedule  8m00s     334 L   2.8  5.8  12%\n"
        "IRR-30377  2024-06-13 15:10  solar     6m00s     250 L   2.8  5.8  22%\n"
        "IRR-30360  2024-06-13 11:55  solar     6m00s     253 L   2.8  5.8  18%")
    t9 = mcp_text(zones("11:49:10", "outside 19.7 °C, radiation 641 W/m²", [
        ("Z1", 22.6, 63, 810, "NFT EC 1.4 pH 6.0", "10%", "recirculating", "Lettuce - NFT Bay 1"),
        ("Z2", 26.2, 66, 470, "VWC 31%", "60% M", "idle (last 11:41, 251 L)", "Tomatoes - Bay 2"),
        ("Z3", 26.4, 73, 555, "VWC 30%", "40%", "idle (last 09:10)", "Cucumbers - Bay 3"),
        ("Z4", 24.1, 86, 905, "VWC 45%", "0%", "misting 10s/5min", "Propagation"),
    ], "3,169 L"))
    rs.add(task=T, tid="h19-mcp-11", system=system, state="Midday check: Bay 2 tomatoes are running hot and the slabs look dry.", turns=[
        (call("list_zones"), t1),
        (call("get_zone_status", zone="Z2"), t2),
        (call("set_setpoint", zone="Z2", parameter="vent_open_temp", value=25.0), t3),
        (call("set_vent", zone="Z2", position=60), t4),
        (call("start_irrigation", zone="Z2", minutes=6), t5),
        (call("get_zone_status", zone="Z2"), t6),
        (call("get_sensor_history", zone="Z2", sensor="air_temp", hours=1), t7),
        (call("get_irrigation_log", zone="Z2", limit=4), t8),
        (call("list_zones"), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 12 Linear (mainstream) -- BAD: a bug created in state Todo for team PLAT is missing from the very next
# Todo+Bug listing of PLAT (sorted newest first), while get_issue afterwards shows it Todo with label Bug.
# --------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    tools = [
        tool("linear_list_teams", "Teams in the workspace.", {}, []),
        tool("linear_search_issues", "Search issues with filters.", {"team": S, "state": S, "label": S, "order_by": S, "first": INT}, []),
        tool("linear_create_issue", "Create an issue.", {"team": S, "title": S, "description": S, "priority": INT, "labels": A, "state": S}, ["team", "title"]),
        tool("linear_update_issue", "Update an issue.", {"id": S, "state": S, "assignee": S, "cycle": S, "priority": INT}, ["id"]),
        tool("linear_get_issue", "Get one issue.", {"id": S}, ["id"]),
    ]
    system = mcp_system("linear", "Linear workspace 'halcyon', acting as Noor Haddad (noor@halcyon.io)", tools)
    teams = [{"id": "3c6e1d2a-7b90-4f15-a8d4-92e0b5c7f163", "key": "PLAT", "name": "Platform", "issueCount": 910},
             {"id": "8a2f5c41-0d6e-4b37-9c18-e5b7a3d0f294", "key": "WEB", "name": "Web", "issueCount": 1432},
             {"id": "d5b19e07-3a4c-4f82-b6e0-1c7d8f2a9e51", "key": "MOB", "name": "Mobile", "issueCount": 618}]
    t1 = mcp_text({"teams": teams})
    prio = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}

    def iss(ident: str, uid: str, title: str, p: int, created: str, assignee: str | None, state: str = "Todo") -> dict:
        return {"id": uid, "identifier": ident, "title": title, "priority": p, "priorityLabel": prio[p], "state": {"name": state, "type": "unstarted" if state == "Todo" else "started"},
                "labels": [{"name": "Bug"}], "assignee": {"name": assignee} if assignee else None, "createdAt": created,
                "url": f"https://linear.app/halcyon/issue/{ident.lower()}"}

    others = [
        iss("PLAT-906", "f0a3b7c2-19d4-4e65-8a07-c3d2e1f4b5a6", "Grafana dashboard links 404 after folder move", 4, "2024-06-12T15:44:02.311Z", None),
        iss("PLAT-902", "e19c4d07-2b83-4a56-9f10-b7c6d5e4f3a2", "Redis failover leaves stale DNS for ~5 min", 1, "2024-06-11T08:20:47.905Z", "Emeka Obi"),
        iss("PLAT-893", "d28b5e16-3c72-4b45-8e09-a6b5c4d3e2f1", "cert-manager renewal alerts fire twice", 4, "2024-06-07T10:02:19.448Z", None),
        iss("PLAT-889", "c37a6f25-4d61-4c34-9df8-95a4b3c2d1e0", "Log shipper drops multiline stack traces", 2, "2024-06-05T13:37:55.020Z", "Yuki Sato"),
        iss("PLAT-881", "b4697034-5e50-4d23-8ce7-8493a2b1c0df", "Terraform plan shows drift on NAT gateway tags", 3, "2024-06-03T09:11:40.762Z", None),
    ]
    p877 = iss("PLAT-877", "a5581f43-6f4f-4e12-9bd6-7382f1a0b9ce", "Healthcheck reports ready before DB migrations finish", 2, "2024-05-31T16:25:08.133Z", None)
    t2 = mcp_text({"issues": {"nodes": others + [p877], "totalCount": 6, "pageInfo": {"hasNextPage": False, "endCursor": "a5581f43-6f4f-4e12-9bd6-7382f1a0b9ce"}}})
    desc = ("Under a burst of >200 req/s from one API key the limiter's Redis script times out and the gateway returns 500 instead of 429.\n\n"
            "Repro: `hey -n 5000 -c 300 -H 'X-Api-Key: test' https://gw.staging.halcyon.io/v1/ping`\n"
            "Expected: 429 with Retry-After. Seen in staging 2024-06-13 and prod once (req id 7f3c2a9e).")
    new = iss("PLAT-911", "9b1e7c35-4a28-4d06-b3f9-0e6d2c8a51f7", "Rate limiter returns 500 instead of 429 under burst", 2, "2024-06-14T12:05:33.210Z", None)
    t3 = mcp_text({"success": True, "issue": {**new, "team": {"key": "PLAT"}, "description": desc, "creator": {"name": "Noor Haddad"}}})
    t4 = mcp_text({"success": True, "issue": {**p877, "state": {"name": "In Progress", "type": "started"}, "assignee": {"name": "Noor Haddad"}, "updatedAt": "2024-06-14T12:06:10.587Z"}})
    t5 = mcp_text({"issues": {"nodes": others, "totalCount": 5, "pageInfo": {"hasNextPage": False, "endCursor": "b4697034-5e50-4d23-8ce7-8493a2b1c0df"}}})
    t6 = mcp_text({"issue": {**new, "team": {"key": "PLAT", "name": "Platform"}, "description": desc, "creator": {"name": "Noor Haddad"},
                             "cycle": None, "estimate": None, "updatedAt": "2024-06-14T12:05:33.210Z", "comments": {"nodes": []}}})
    t7 = mcp_text({"success": True, "issue": {**new, "assignee": {"name": "Emeka Obi"}, "cycle": {"name": "Cycle 27", "number": 27, "startsAt": "2024-06-10", "endsAt": "2024-06-24"},
                                              "updatedAt": "2024-06-14T12:07:48.019Z"}})
    flt = {"team": "PLAT", "state": "Todo", "label": "Bug", "order_by": "createdAt", "first": 50}
    rs.add(task=T, tid="h19-mcp-12", system=system, turns=[
        (call("linear_list_teams"), t1),
        (call("linear_search_issues", **flt), t2),
        (call("linear_create_issue", team="PLAT", title="Rate limiter returns 500 instead of 429 under burst", description=desc, priority=2, labels=["Bug"], state="Todo"), t3),
        (call("linear_update_issue", id="PLAT-877", state="In Progress", assignee="me"), t4),
        (call("linear_search_issues", **flt), t5),
        (call("linear_get_issue", id="PLAT-911"), t6),
        (call("linear_update_issue", id="PLAT-911", assignee="Emeka Obi", cycle="Cycle 27"), t7),
    ], bad=True, turn=5, kind="newly created Todo bug PLAT-911 missing from the next Todo+Bug listing (count 5 instead of 6)")


# --------------------------------------------------------------------------------------------------
# 13 Google Calendar (mainstream) -- CLEAN: a created event gets an id and Meet link; a moved event bumps
# its sequence and etag; a deleted event drops out of the day view; an attendee accepts between reads
# (new etag, same sequence); get_event reports times in UTC (same instants); a colleague's invitation appears.
# --------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_calendars", "Calendars of the user.", {}, []),
        tool("list_events", "Events in a time range.", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S, "q": S}, ["calendarId"]),
        tool("freebusy_query", "Busy intervals of several calendars.", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "conference": B, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event.", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get_event", "Get one event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar for priya.raman@northwind.dev", tools)
    me, tom, ines = "priya.raman@northwind.dev", "tom.becker@northwind.dev", "ines.carvalho@northwind.dev"
    t1 = pj({"items": [
        {"id": me, "summary": me, "timeZone": "Europe/London", "accessRole": "owner", "primary": True},
        {"id": "c_9f1d0b7e3a2c@group.calendar.google.com", "summary": "Payments team", "timeZone": "Europe/London", "accessRole": "writer"},
        {"id": "en.uk#holiday@group.v.calendar.google.com", "summary": "Holidays in United Kingdom", "timeZone": "Europe/London", "accessRole": "reader"}]})

    def evt(eid: str, summary: str, start: str, end: str, etag: str, seq: int = 0, **kw: object) -> dict:
        e = {"kind": "calendar#event", "id": eid, "etag": etag, "status": "confirmed", "summary": summary,
             "start": {"dateTime": start, "timeZone": "Europe/London"}, "end": {"dateTime": end, "timeZone": "Europe/London"},
             "sequence": seq, "organizer": {"email": me, "self": True}}
        e.update(kw)
        return e

    def standup(day: str, utc: str) -> dict:
        return evt(f"4kq2r8s0v6c1m3p5t7b9d1f3h5_{utc}", "Daily standup", f"{day}T08:30:00+01:00", f"{day}T08:45:00+01:00", "\"3401556112090000\"",
                   recurringEventId="4kq2r8s0v6c1m3p5t7b9d1f3h5", organizer={"email": "c_9f1d0b7e3a2c@group.calendar.google.com"},
                   hangoutLink="https://meet.google.com/pxr-ndoa-kte")

    su = {d: standup(d, f"{d.replace('-', '')}T073000Z") for d in ("2024-06-17", "2024-06-18", "2024-06-19", "2024-06-20", "2024-06-21")}
    arch = evt("7g2h4j6k8m0n2p4q6r8s0t2v4x", "Payments architecture review", "2024-06-17T10:00:00+01:00", "2024-06-17T11:00:00+01:00", "\"3435012338771000\"",
               location="Room Fleet / Meet", attendees=[{"email": me, "responseStatus": "accepted"}, {"email": "dana.kowalski@northwind.dev", "responseStatus": "accepted"}])
    vendor = evt("3b5d7f9h1j3l5n7p9r1t3v5x7z", "Vendor demo - Fieldline", "2024-06-18T13:00:00+01:00", "2024-06-18T14:00:00+01:00", "\"3434880215562000\"",
                 attendees=[{"email": me, "responseStatus": "accepted", "organizer": True}, {"email": "sales@fieldline.io", "responseStatus": "accepted"}])
    one = evt("1a3c5e7g9i1k3m5o7q9s1u3w5y", "1:1 Priya / Tom", "2024-06-19T10:00:00+01:00", "2024-06-19T10:30:00+01:00", "\"3433907786404000\"", seq=1,
              attendees=[{"email": me, "responseStatus": "accepted", "organizer": True}, {"email": tom, "responseStatus": "accepted"}])
    debrief = evt("8x0z2b4d6f8h0j2l4n6p8r0t2v", "Hiring debrief - Backend II", "2024-06-20T15:00:00+01:00", "2024-06-20T16:00:00+01:00", "\"3435220007315000\"",
                  organizer={"email": "talent@northwind.dev"}, attendees=[{"email": me, "responseStatus": "accepted"}])
    lunch = evt("6m8o0q2s4u6w8y0a2c4e6g8i0k", "Team lunch", "2024-06-21T12:00:00+01:00", "2024-06-21T13:00:00+01:00", "\"3434001982110000\"", location="Dishoom Kings Cross")
    week = [su["2024-06-17"], arch, su["2024-06-18"], vendor, su["2024-06-19"], one, su["2024-06-20"], debrief, su["2024-06-21"], lunch]
    t2 = pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/London", "updated": "2024-06-13T16:02:44.118Z", "items": week})
    t3 = pj({"kind": "calendar#freeBusy", "timeMin": "2024-06-18T08:00:00.000Z", "timeMax": "2024-06-18T17:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-06-18T12:00:00Z", "end": "2024-06-18T13:00:00Z"}]},
        tom: {"busy": [{"start": "2024-06-18T08:00:00Z", "end": "2024-06-18T09:30:00Z"}, {"start": "2024-06-18T14:30:00Z", "end": "2024-06-18T15:00:00Z"}]},
        ines: {"busy": [{"start": "2024-06-18T10:00:00Z", "end": "2024-06-18T11:00:00Z"}, {"start": "2024-06-18T15:00:00Z", "end": "2024-06-18T16:00:00Z"}]}}})
    new_id = "5n1p3r5t7v9x1z3b5d7f9h1j3l"
    roadmap = evt(new_id, "Q3 roadmap review", "2024-06-18T14:00:00+01:00", "2024-06-18T15:00:00+01:00", "\"3436117580146000\"",
                  created="2024-06-14T09:33:10.000Z", updated="2024-06-14T09:33:10.073Z",
                  htmlLink="https://www.google.com/calendar/event?eid=NW4xcDNyNXQ3djl4MXozYjVkN2Y5aDFqM2wgcHJpeWEucmFtYW5Abm9ydGh3aW5kLmRldg",
                  hangoutLink="https://meet.google.com/vbk-qzmx-hro",
                  attendees=[{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
                             {"email": tom, "responseStatus": "needsAction"}, {"email": ines, "responseStatus": "needsAction"}],
                  description="Walk through the Q3 payments roadmap draft before it goes to leadership.")
    t4 = pj(roadmap)
    one2 = {**one, "etag": "\"3436117682204000\"", "sequence": 2, "updated": "2024-06-14T09:34:02.551Z",
            "start": {"dateTime": "2024-06-19T11:30:00+01:00", "timeZone": "Europe/London"}, "end": {"dateTime": "2024-06-19T12:00:00+01:00", "timeZone": "Europe/London"}}
    t5 = pj(one2)
    t6 = pj({"status": 204, "eventId": vendor["id"], "deleted": True, "notificationsSent": ["sales@fieldline.io"]})
    roadmap2 = {**roadmap, "etag": "\"3436119094870000\"", "updated": "2024-06-14T09:41:27.880Z",
                "start": {"dateTime": "2024-06-18T13:00:00Z", "timeZone": "Europe/London"}, "end": {"dateTime": "2024-06-18T14:00:00Z", "timeZone": "Europe/London"},
                "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
                              {"email": tom, "responseStatus": "accepted"}, {"email": ines, "responseStatus": "needsAction"}]}
    t7 = pj(roadmap2)
    roadmap3 = {**roadmap2, "start": roadmap["start"], "end": roadmap["end"]}
    inc = evt("2q4s6u8w0y2a4c6e8g0i2k4m6o", "inc-2291 post-incident review", "2024-06-18T16:00:00+01:00", "2024-06-18T16:30:00+01:00", "\"3436118857302000\"",
              organizer={"email": "tomas.lind@northwind.dev"}, created="2024-06-14T09:38:51.000Z", updated="2024-06-14T09:38:51.530Z",
              attendees=[{"email": "tomas.lind@northwind.dev", "organizer": True, "responseStatus": "accepted"}, {"email": me, "self": True, "responseStatus": "needsAction"}],
              hangoutLink="https://meet.google.com/dwe-fhoc-qab")
    t8 = pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/London", "updated": "2024-06-14T09:41:27.880Z", "items": [su["2024-06-18"], roadmap3, inc]})
    t9 = pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/London", "updated": "2024-06-14T09:41:27.880Z", "items": [one2]})
    week_args = {"calendarId": "primary", "timeMin": "2024-06-17T00:00:00+01:00", "timeMax": "2024-06-22T00:00:00+01:00", "singleEvents": True, "orderBy": "startTime"}
    rs.add(task=T, tid="h19-mcp-13", system=system, state="Priya wants a Q3 roadmap review with Tom and Ines next Tuesday, her Wednesday 1:1 moved to late morning, and the Fieldline demo dropped.", turns=[
        (call("list_calendars"), t1),
        (call("list_events", **week_args), t2),
        (call("freebusy_query", timeMin="2024-06-18T09:00:00+01:00", timeMax="2024-06-18T18:00:00+01:00", items=[{"id": me}, {"id": tom}, {"id": ines}]), t3),
        (call("create_event", calendarId="primary", summary="Q3 roadmap review", start={"dateTime": "2024-06-18T14:00:00+01:00"}, end={"dateTime": "2024-06-18T15:00:00+01:00"},
              attendees=[tom, ines], conference=True, description="Walk through the Q3 payments roadmap draft before it goes to leadership."), t4),
        (call("update_event", calendarId="primary", eventId=one["id"], start={"dateTime": "2024-06-19T11:30:00+01:00"}, end={"dateTime": "2024-06-19T12:00:00+01:00"}, sendUpdates="all"), t5),
        (call("delete_event", calendarId="primary", eventId=vendor["id"], sendUpdates="all"), t6),
        (call("get_event", calendarId="primary", eventId=new_id), t7),
        (call("list_events", calendarId="primary", timeMin="2024-06-18T00:00:00+01:00", timeMax="2024-06-19T00:00:00+01:00", singleEvents=True, orderBy="startTime"), t8),
        (call("list_events", **week_args, q="1:1"), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 14 Stripe (mainstream) -- BAD: the refund created at 1718188455 is listed under the charge with
# created 1717948912, earlier than the charge itself (1717952310); retrieve_refund then says 1718188455.
# --------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("search_customers", "Search customers.", {"query": S}, ["query"]),
        tool("list_payment_intents", "PaymentIntents of a customer.", {"customer": S, "limit": INT}, ["customer"]),
        tool("retrieve_payment_intent", "Retrieve a PaymentIntent (latest_charge expanded).", {"id": S}, ["id"]),
        tool("retrieve_balance", "Account balance.", {}, []),
        tool("create_refund", "Refund a PaymentIntent, fully or partly.", {"payment_intent": S, "amount": INT, "reason": S, "metadata": OBJ}, ["payment_intent"]),
        tool("update_customer", "Update a customer.", {"id": S, "metadata": OBJ}, ["id"]),
        tool("list_balance_transactions", "Balance transactions.", {"type": S, "limit": INT}, []),
        tool("list_refunds", "Refunds of a charge.", {"charge": S, "limit": INT}, []),
        tool("retrieve_refund", "Retrieve a refund.", {"id": S}, ["id"]),
    ]
    system = mcp_system("stripe", "Stripe account acct_1LwK2eZvKYlo2C (Loom & Larch Ltd, live mode)", tools)
    cus = "cus_Q7ZkD1m9s2XvLr"
    pi, ch, re_, txn = "pi_3PQ8dN2eZvKYlo2C1x7hTqWb", "ch_3PQ8dN2eZvKYlo2C1q9RzX3f", "re_3PQ8dN2eZvKYlo2C1Hc0Zr7Q", "txn_3PQ8dN2eZvKYlo2C1uT5bQ2m"
    customer = {"id": cus, "object": "customer", "email": "mika.jansen@proton.me", "name": "Mika Jansen", "created": 1709121430, "currency": "usd",
                "livemode": True, "metadata": {"shopify_id": "7730418221"}, "address": {"city": "Utrecht", "country": "NL"}}
    t1 = pj({"object": "search_result", "data": [customer], "has_more": False, "url": "/v1/customers/search"})

    def pint(pid: str, amount: int, status: str, created: int, order: str | None, charge: str | None) -> dict:
        return {"id": pid, "object": "payment_intent", "amount": amount, "amount_received": amount if status == "succeeded" else 0, "currency": "usd",
                "status": status, "created": created, "customer": cus, "description": f"Order #{order}" if order else None, "latest_charge": charge,
                "metadata": {"order_id": order} if order else {}}

    t2 = pj({"object": "list", "data": [
        pint(pi, 12900, "succeeded", 1717952310, "A-20417", ch),
        pint("pi_3PLxS42eZvKYlo2C0b3Gmn8K", 4500, "succeeded", 1716310044, "A-19833", "ch_3PLxS42eZvKYlo2C0Dk2Pq1R"),
        pint("pi_3PEt0r2eZvKYlo2C1Vw5a2Lj", 8999, "canceled", 1714402210, None, None),
        pint("pi_3P6mQa2eZvKYlo2C0YhD8cWe", 12900, "succeeded", 1712750981, "A-18102", "ch_3P6mQa2eZvKYlo2C0sWq7Ns4"),
    ], "has_more": False, "url": "/v1/payment_intents"})

    def charge(refunded: int) -> dict:
        return {"id": ch, "object": "charge", "amount": 12900, "amount_captured": 12900, "amount_refunded": refunded, "refunded": False,
                "captured": True, "paid": True, "status": "succeeded", "created": 1717952310, "currency": "usd", "customer": cus,
                "balance_transaction": "txn_3PQ8dN2eZvKYlo2C1kE0aV4n", "payment_intent": pi,
                "payment_method_details": {"type": "card", "card": {"brand": "visa", "last4": "4242", "exp_month": 8, "exp_year": 2027, "country": "NL"}},
                "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTHdLMmVadktZbG8yQyiRvZ6zBjIG"}

    def pi_full(refunded: int) -> dict:
        return {**pint(pi, 12900, "succeeded", 1717952310, "A-20417", None), "latest_charge": charge(refunded),
                "payment_method_types": ["card"], "capture_method": "automatic", "livemode": True}

    t3 = pj(pi_full(0))
    t4 = pj({"object": "balance", "livemode": True, "available": [{"amount": 1842310, "currency": "usd", "source_types": {"card": 1842310}}],
             "pending": [{"amount": 356420, "currency": "usd", "source_types": {"card": 356420}}]})
    meta = {"order_id": "A-20417", "reason_detail": "1 of 3 throws arrived damaged (linen throw, sage)", "zendesk": "88102"}
    refund = {"id": re_, "object": "refund", "amount": 4300, "balance_transaction": txn, "charge": ch, "created": 1718188455, "currency": "usd",
              "destination_details": {"type": "card", "card": {"type": "refund", "reference_status": "pending"}},
              "metadata": meta, "payment_intent": pi, "reason": "requested_by_customer", "receipt_number": None, "status": "succeeded"}
    t5 = pj(refund)
    t6 = pj({**customer, "metadata": {"shopify_id": "7730418221", "last_refund": re_, "last_refund_note": "partial, damaged item, A-20417"}})
    t7 = pj(pi_full(4300))
    t8 = pj({"object": "balance", "livemode": True, "available": [{"amount": 1838010, "currency": "usd", "source_types": {"card": 1838010}}],
             "pending": [{"amount": 361170, "currency": "usd", "source_types": {"card": 361170}}]})
    t9 = pj({"object": "list", "data": [
        {"id": txn, "object": "balance_transaction", "amount": -4300, "fee": 0, "net": -4300, "currency": "usd", "created": 1718188455,
         "available_on": 1718188455, "type": "refund", "source": re_, "status": "available", "description": "REFUND FOR CHARGE (Order #A-20417)"},
        {"id": "txn_3PNa8K2eZvKYlo2C0pL3xR9d", "object": "balance_transaction", "amount": -1500, "fee": 0, "net": -1500, "currency": "usd", "created": 1717590221,
         "available_on": 1717590221, "type": "refund", "source": "re_3PNa8K2eZvKYlo2C0zQ4rT1b", "status": "available", "description": "REFUND FOR CHARGE (Order #A-20088)"},
        {"id": "txn_3PK4cV2eZvKYlo2C1aB7mW2s", "object": "balance_transaction", "amount": -2999, "fee": 0, "net": -2999, "currency": "usd", "created": 1717011872,
         "available_on": 1717011872, "type": "refund", "source": "re_3PK4cV2eZvKYlo2C1nF8sD6g", "status": "available", "description": "REFUND FOR CHARGE (Order #A-19710)"},
    ], "has_more": True, "url": "/v1/balance_transactions"})
    t10 = pj({"object": "list", "data": [{**refund, "created": 1717948912}], "has_more": False, "url": "/v1/refunds"})
    t11 = pj(refund)
    rs.add(task=T, tid="h19-mcp-14", system=system, state="Support ticket 88102: customer mika.jansen@proton.me received one of three throws damaged on order A-20417; refund $43.00.", turns=[
        (call("search_customers", query="email:'mika.jansen@proton.me'"), t1),
        (call("list_payment_intents", customer=cus, limit=5), t2),
        (call("retrieve_payment_intent", id=pi), t3),
        (call("retrieve_balance"), t4),
        (call("create_refund", payment_intent=pi, amount=4300, reason="requested_by_customer", metadata=meta), t5),
        (call("update_customer", id=cus, metadata={"last_refund": re_, "last_refund_note": "partial, damaged item, A-20417"}), t6),
        (call("retrieve_payment_intent", id=pi), t7),
        (call("retrieve_balance"), t8),
        (call("list_balance_transactions", type="refund", limit=3), t9),
        (call("list_refunds", charge=ch, limit=10), t10),
        (call("retrieve_refund", id=re_), t11),
    ], bad=True, turn=10, kind="refund's created timestamp in list_refunds predates the charge it refunds and differs from create_refund")


# --------------------------------------------------------------------------------------------------
# 15 Brewery batch tracker (less common) -- CLEAN: live Tilt gravities drift, a manual hydrometer reading
# differs from the Tilt (and moves attenuation / ABV), a batch transferred to a brite tank leaves the
# "fermenting" list, the second list shows gravities in °Plato, a CIP task appears for the emptied tank.
# --------------------------------------------------------------------------------------------------
def plato(sg: float) -> float:
    return 259 - 259 / sg


def t15(rs: RowSet) -> None:
    tools = [
        tool("list_batches", "Batches by status with live sensor data.", {"status": S, "units": S}, []),
        tool("get_batch", "One batch with readings and additions.", {"batch_id": S}, ["batch_id"]),
        tool("log_reading", "Record a manual gravity/temperature/pH reading.", {"batch_id": S, "gravity": {"type": "number"}, "temp_c": {"type": "number"}, "ph": {"type": "number"}, "source": S}, ["batch_id", "gravity"]),
        tool("get_tank", "Status of a vessel.", {"tank_id": S}, ["tank_id"]),
        tool("transfer_batch", "Transfer a batch to another vessel.", {"batch_id": S, "to_tank": S, "volume_bbl": {"type": "number"}}, ["batch_id", "to_tank"]),
        tool("list_tasks", "Cellar tasks for a day.", {"date": S}, ["date"]),
    ]
    system = mcp_system("mashtun", "production tracker of Old Quarry Brewing (15 bbl brewhouse, 5 FVs, 2 brite tanks)", tools)
    t1 = mcp_text(
        "Fermenting batches - 2024-06-14 08:15\n\n"
        "Batch     Beer                    Vessel  Brewed      Day  OG     Gravity (Tilt)  Temp     Notes\n"
        "B-24-058  Festbier                FV1     2024-05-27  18   1.056  1.0110          1.0 °C   cold crash since 06-12\n"
        "B-24-060  Dry Stout               FV2     2024-06-03  11   1.048  1.0130          19.9 °C  -\n"
        "B-24-061  Hazy IPA 'Cloud Index'  FV3     2024-06-05  9    1.064  1.0135          19.8 °C  dry hopped 06-10\n"
        "B-24-062  Saison                  FV4     2024-06-08  6    1.052  1.0060          24.5 °C  free rise\n"
        "B-24-064  Pilsner                 FV5     2024-06-12  2    1.047  1.0310          11.0 °C  -")
    aa_live = (1.064 - 1.0135) / (1.064 - 1.0) * 100
    aa_man = (1.064 - 1.012) / (1.064 - 1.0) * 100
    t2 = mcp_text(
        "B-24-061  Hazy IPA 'Cloud Index'   FV3 (30 bbl)   brewed 2024-06-05 (day 9)\n"
        "Recipe: OG 1.064, target FG 1.012, yeast London Ale III (gen 4), 18.9 °C -> 20 °C free rise\n\n"
        f"Live (Tilt, 08:16):  gravity 1.0135   temp 19.8 °C   apparent attenuation {aa_live:.1f}%   est. ABV {(1.064 - 1.0135) * 131.25:.1f}%\n\n"
        "Readings\n"
        "  2024-06-05 15:40  1.064  19.0 °C  pH 5.21  hydrometer  (OG)\n"
        "  2024-06-07 09:05  1.038  19.4 °C  pH 4.62  hydrometer\n"
        "  2024-06-09 09:10  1.020  20.0 °C  pH 4.41  hydrometer\n"
        "  2024-06-12 08:55  1.015  19.9 °C  pH 4.40  hydrometer\n\n"
        "Additions\n"
        "  2024-06-10 10:30  dry hop  Citra 4.0 kg, Mosaic 4.0 kg (biotransformation charge)\n\n"
        "Tilt calibration: reads ~0.0015 high against hydrometer at this gravity")
    t3 = mcp_text(
        "Reading R-8841 logged for B-24-061 at 2024-06-14 08:20 (hydrometer): gravity 1.012, 19.6 °C, pH 4.38.\n"
        f"Apparent attenuation {aa_man:.1f}%   est. ABV {(1.064 - 1.012) * 131.25:.1f}%   target FG reached (1.012).")
    t4 = mcp_text(
        "B-24-058  Festbier   FV1 (15 bbl)   brewed 2024-05-27 (day 18)\n"
        "Recipe: OG 1.056, target FG 1.011, yeast W-34/70\n\n"
        "Live (Tilt, 08:22):  gravity 1.0110   temp 1.0 °C\n"
        "Final gravity stable 3 days (1.011 on 06-09, 06-10, 06-11). Forced diacetyl test 06-11: pass.\n"
        "Cold crash since 2024-06-12 07:00. Volume in FV: 14.6 bbl.\n"
        "Next step: transfer to brite tank, carbonate to 2.6 vol.")
    t5 = mcp_text(
        "BT2  Brite tank 2   capacity 15 bbl (1,760 L)\n"
        "Status: clean & sanitized (CIP 2024-06-13 16:40, PAA rinse), empty\n"
        "Pressure 0.5 bar CO2 (purged)   Jacket temp 0.8 °C\n"
        "Last batch: B-24-052 Session Pale, packaged 2024-06-13")
    t6 = mcp_text(
        "Transfer TR-2291 logged: B-24-058 Festbier FV1 -> BT2, 14.2 bbl received (1,666 L), loss 0.4 bbl.\n"
        "B-24-058 status: conditioning (BT2).  FV1 status: dirty - CIP required.\n"
        "Task T-5512 'CIP FV1' created for today.")
    rows = [("B-24-060", "Dry Stout", "FV2", 11, 1.048, 1.0125, "19.8 °C", "1.016 (06-11)"),
            ("B-24-061", "Hazy IPA 'Cloud Index'", "FV3", 9, 1.064, 1.0133, "19.7 °C", "1.012 (06-14 08:20)"),
            ("B-24-062", "Saison", "FV4", 6, 1.052, 1.0055, "24.9 °C", "1.010 (06-12)"),
            ("B-24-064", "Pilsner", "FV5", 2, 1.047, 1.0290, "11.0 °C", "1.036 (06-13)")]
    t7 = mcp_text(
        "Fermenting batches - 2024-06-14 09:05  (units: °Plato)\n\n"
        "Batch     Beer                    Vessel  Day  OG °P  Tilt °P  Temp     Last manual SG\n" +
        "\n".join(f"{b:<9} {n:<23} {v:<7} {d:<4} {plato(og):>5.1f}  {plato(g):>7.1f}  {t:<8} {m}" for b, n, v, d, og, g, t, m in rows))
    t8 = mcp_text(
        "Cellar tasks - 2024-06-14\n\n"
        "ID      Task                                   Vessel  Due    Status     Who\n"
        "T-5503  Package B-24-055 Kolsch (40 x 1/6 keg)  BT1     07:30  done 07:40  Sam\n"
        "T-5509  Harvest yeast (London Ale III)          FV3     10:00  open        Sam\n"
        "T-5510  Gravity + pH check B-24-061             FV3     08:30  done 08:20  agent\n"
        "T-5511  Transfer B-24-058 to BT2                FV1     09:00  done 08:58  agent\n"
        "T-5512  CIP FV1                                 FV1     today  open        -")
    rs.add(task=T, tid="h19-mcp-15", system=system, state="Morning cellar round on 2024-06-14.", turns=[
        (call("list_batches", status="fermenting"), t1),
        (call("get_batch", batch_id="B-24-061"), t2),
        (call("log_reading", batch_id="B-24-061", gravity=1.012, temp_c=19.6, ph=4.38, source="hydrometer"), t3),
        (call("get_batch", batch_id="B-24-058"), t4),
        (call("get_tank", tank_id="BT2"), t5),
        (call("transfer_batch", batch_id="B-24-058", to_tank="BT2"), t6),
        (call("list_batches", status="fermenting", units="plato"), t7),
        (call("list_tasks", date="2024-06-14"), t8),
    ])


# --------------------------------------------------------------------------------------------------
# 16 Warehouse WMS (less common) -- BAD: after a bin-to-bin move (on-hand unchanged, confirmed 420) the
# SKU record shows on-hand 390 while its own bins still sum to 420; later turns are back on 420.
# --------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("get_sku", "Stock summary of a SKU.", {"sku": S}, ["sku"]),
        tool("list_bins", "Bins holding a SKU.", {"sku": S}, ["sku"]),
        tool("move_stock", "Move units between bins (same warehouse).", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("get_order", "A sales order.", {"order_id": S}, ["order_id"]),
        tool("allocate_order", "Allocate stock to an order and create a pick list.", {"order_id": S}, ["order_id"]),
        tool("list_movements", "Stock movements of a SKU, newest first.", {"sku": S, "limit": INT}, ["sku"]),
        tool("cycle_count", "Record a cycle count of one bin.", {"bin": S, "sku": S, "counted_qty": INT}, ["bin", "sku", "counted_qty"]),
    ]
    system = mcp_system("stacklane-wms", "warehouse management for Ridgeway Outdoor, DC Daventry", tools)
    sku = "HX-4410-BLK"
    bins0 = [{"bin": "A-03-2", "zone": "Pick A", "type": "pick", "qty": 150, "max": 180},
             {"bin": "A-03-3", "zone": "Pick A", "type": "pick", "qty": 120, "max": 180},
             {"bin": "B-11-1", "zone": "Pick B (fast movers)", "type": "pick", "qty": 90, "max": 140},
             {"bin": "R-02-07-C", "zone": "Reserve", "type": "pallet", "qty": 60, "max": 240}]
    bins1 = [dict(b) for b in bins0]
    bins1[0]["qty"], bins1[2]["qty"] = 120, 120
    base = {"sku": sku, "description": "Trailhead 28L backpack, black", "uom": "EA", "reorder_point": 150, "velocity_30d": 612, "last_receipt": "2024-06-10"}
    t1 = mcp_text({**base, "on_hand": 420, "allocated": 36, "available": 384, "bins": 4, "open_orders": 9})
    t2 = mcp_text({"sku": sku, "total_qty": 420, "bins": bins0})
    t3 = mcp_text({"movement_id": "MV-772031", "sku": sku, "qty": 30, "from": {"bin": "A-03-2", "before": 150, "after": 120},
                   "to": {"bin": "B-11-1", "before": 90, "after": 120}, "sku_on_hand": 420, "at": "2024-06-14T14:02:11Z", "user": "agent-wms"})
    t4 = mcp_text({"order_id": "SO-55812", "customer": "Peak & Pine Outfitters (Keswick)", "status": "released", "ship_by": "2024-06-14T17:00:00Z", "carrier": "DPD Next Day",
                   "lines": [{"line": 1, "sku": sku, "qty": 4}, {"line": 2, "sku": "HX-4410-NVY", "qty": 2}, {"line": 3, "sku": "BT-0920-GRY", "qty": 6, "description": "Insulated bottle 750ml, grey"}]})
    t5 = mcp_text({"order_id": "SO-55812", "status": "allocated", "pick_list": "PL-90318", "at": "2024-06-14T14:03:40Z", "allocations": [
        {"line": 1, "sku": sku, "qty": 4, "bin": "B-11-1"}, {"line": 2, "sku": "HX-4410-NVY", "qty": 2, "bin": "A-03-4"}, {"line": 3, "sku": "BT-0920-GRY", "qty": 6, "bin": "C-07-1"}],
        "sku_totals": {sku: {"on_hand": 420, "allocated": 40, "available": 380}}})
    t6 = mcp_text({**base, "on_hand": 390, "allocated": 40, "available": 350, "bins": 4, "open_orders": 9,
                   "bin_detail": [{"bin": b["bin"], "qty": b["qty"]} for b in bins1], "last_movement": "AL-318842 allocate (2024-06-14T14:03:40Z)"})
    t7 = mcp_text({"sku": sku, "movements": [
        {"id": "AL-318842", "type": "allocate", "qty": 4, "ref": "SO-55812", "bin": "B-11-1", "on_hand_after": 420, "at": "2024-06-14T14:03:40Z"},
        {"id": "MV-772031", "type": "move", "qty": 30, "from": "A-03-2", "to": "B-11-1", "on_hand_after": 420, "at": "2024-06-14T14:02:11Z"},
        {"id": "PK-551907", "type": "pick", "qty": -12, "ref": "SO-55790", "bin": "A-03-2", "on_hand_after": 420, "at": "2024-06-14T09:40:26Z"},
        {"id": "PK-551866", "type": "pick", "qty": -8, "ref": "SO-55771", "bin": "B-11-1", "on_hand_after": 432, "at": "2024-06-13T16:12:03Z"},
        {"id": "MV-771560", "type": "move", "qty": 120, "from": "R-02-07-C", "to": "A-03-2", "on_hand_after": 440, "at": "2024-06-13T11:30:17Z"}],
        "next_cursor": "MV-771560"})
    t8 = mcp_text({"count_id": "CC-40917", "bin": "R-02-07-C", "sku": sku, "system_qty": 60, "counted": 60, "variance": 0, "sku_on_hand": 420, "at": "2024-06-14T14:06:02Z"})
    rs.add(task=T, tid="h19-mcp-16", system=system, state="Afternoon wave at DC Daventry: top up the fast-mover pick face for HX-4410-BLK, allocate SO-55812, count the reserve pallet.", turns=[
        (call("get_sku", sku=sku), t1),
        (call("list_bins", sku=sku), t2),
        (call("move_stock", sku=sku, from_bin="A-03-2", to_bin="B-11-1", qty=30), t3),
        (call("get_order", order_id="SO-55812"), t4),
        (call("allocate_order", order_id="SO-55812"), t5),
        (call("get_sku", sku=sku), t6),
        (call("list_movements", sku=sku, limit=5), t7),
        (call("cycle_count", bin="R-02-07-C", sku=sku, counted_qty=60), t8),
    ], bad=True, turn=6, kind="SKU on-hand drops by the moved quantity after an intra-warehouse move (390 vs 420); bins still sum to 420")


# --------------------------------------------------------------------------------------------------
# 17 Docker (mainstream) -- CLEAN: a restart keeps the container ID but gives a new host PID, StartedAt,
# "Up 7 seconds", health starting -> healthy, reset network counters; in-container gunicorn PIDs differ
# from the host PID (PID namespace); stats and logs move on.
# --------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("list_containers", "List containers (docker ps).", {"all": B, "filter": S}, []),
        tool("container_logs", "Logs of a container.", {"container": S, "tail": INT}, ["container"]),
        tool("container_stats", "One-shot resource stats.", {"container": S}, ["container"]),
        tool("inspect_container", "Low-level container information (subset).", {"container": S}, ["container"]),
        tool("restart_container", "Restart a container.", {"container": S, "timeout": INT}, ["container"]),
    ]
    system = mcp_system("docker", "Docker Engine 26.1 on host tally-prod-02", tools)
    hdr = "CONTAINER ID   IMAGE                         COMMAND                  CREATED       STATUS                            PORTS                                      NAMES"

    def ps(api_status: str, extra: bool = True) -> str:
        rows = [("3f9a1c7e2b84", "ghcr.io/tallyhq/api:1.18.3", "\"gunicorn -c conf/g…\"", "3 days ago", api_status, "0.0.0.0:8000->8000/tcp", "tally-api-1")]
        if extra:
            rows += [
                ("b81d4e6f0a27", "ghcr.io/tallyhq/worker:1.18.3", "\"celery -A tally wo…\"", "3 days ago", "Up 3 days", "", "tally-worker-1"),
                ("c5e07a9d3f12", "ghcr.io/tallyhq/worker:1.18.3", "\"celery -A tally be…\"", "3 days ago", "Up 3 days", "", "tally-beat-1"),
                ("0d6b2f8e4c91", "postgres:15.6", "\"docker-entrypoint.s…\"", "3 weeks ago", "Up 3 days (healthy)", "5432/tcp", "tally-db-1"),
                ("7e4a9c1b5d36", "redis:7.2-alpine", "\"docker-entrypoint.s…\"", "3 weeks ago", "Up 3 days (healthy)", "6379/tcp", "tally-redis-1"),
                ("e2c8f0a4b719", "caddy:2.7", "\"caddy run --config …\"", "3 weeks ago", "Up 3 days", "0.0.0.0:80->80/tcp, 0.0.0.0:443->443/tcp", "tally-proxy-1"),
                ("91fd3b6a8e05", "ghcr.io/tallyhq/api:1.18.3", "\"python manage.py mi…\"", "3 days ago", "Exited (0) 3 days ago", "", "tally-migrate-1"),
            ]
        return hdr + "\n" + "\n".join(f"{a:<14} {b:<29} {c:<24} {d:<13} {e:<33} {f:<42} {g}".rstrip() for a, b, c, d, e, f, g in rows)

    t1 = mcp_text(ps("Up 3 days (healthy)"))
    err = "sqlalchemy.exc.TimeoutError: QueuePool limit of size 10 overflow 5 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)"
    t2 = mcp_text("\n".join([
        "2024-06-14T09:27:51.204Z [2024-06-14 09:27:51 +0000] [41] [ERROR] Error handling request /api/v1/invoices?status=open",
        "2024-06-14T09:27:51.205Z Traceback (most recent call last):",
        "2024-06-14T09:27:51.205Z   File \"/app/tally/db.py\", line 58, in session_scope",
        "2024-06-14T09:27:51.205Z     conn = engine.connect()",
        f"2024-06-14T09:27:51.206Z {err}",
        "2024-06-14T09:28:03.771Z [2024-06-14 09:28:03 +0000] [37] [WARNING] Worker timeout (pid:44) - request /api/v1/reports/aging took > 60s",
        "2024-06-14T09:28:04.012Z [2024-06-14 09:28:04 +0000] [1] [ERROR] Worker (pid:44) was sent SIGKILL! Perhaps out of memory?",
        "2024-06-14T09:28:04.390Z [2024-06-14 09:28:04 +0000] [52] [INFO] Booting worker with pid: 52",
        "2024-06-14T09:28:40.118Z [2024-06-14 09:28:40 +0000] [39] [ERROR] Error handling request /api/v1/invoices/88213",
        f"2024-06-14T09:28:40.119Z {err}",
        "2024-06-14T09:29:12.655Z [2024-06-14 09:29:12 +0000] [43] [ERROR] Error handling request /api/v1/customers?page=4",
        f"2024-06-14T09:29:12.656Z {err}",
        "2024-06-14T09:29:30.002Z 172.19.0.7 - - [14/Jun/2024:09:29:29 +0000] \"GET /healthz HTTP/1.1\" 200 15 \"-\" \"Docker-Healthcheck\"",
        "2024-06-14T09:30:01.447Z [2024-06-14 09:30:01 +0000] [41] [ERROR] Error handling request /api/v1/invoices?status=overdue",
        f"2024-06-14T09:30:01.448Z {err}",
    ]))
    stats_hdr = "CONTAINER ID   NAME          CPU %     MEM USAGE / LIMIT   MEM %     NET I/O          BLOCK I/O        PIDS"
    t3 = mcp_text(stats_hdr + "\n3f9a1c7e2b84   tally-api-1   184.62%   1.712GiB / 2GiB     85.60%    38.2GB / 41.9GB  1.21GB / 88.4MB  212")
    cid = "3f9a1c7e2b84d05e61f7a9c3b28e4d0f6a1c9b7e53d2f8a0c4e6b1d9f7a3c5e28"

    def inspect(state: dict) -> str:
        return pj([{"Id": cid, "Name": "/tally-api-1", "Created": "2024-06-11T07:02:41.118306522Z",
                    "Image": "sha256:a7c3e91f0b2d48e6c5f17a9d3b08e2c4f6a1d9b7e3c5f08a2d4b6e9c1f3a7d5b0",
                    "State": state,
                    "Config": {"Image": "ghcr.io/tallyhq/api:1.18.3", "Env": ["DB_URL=postgresql+psycopg://tally@tally-db-1:5432/tally", "DB_POOL_SIZE=10", "DB_MAX_OVERFLOW=5", "GUNICORN_WORKERS=9", "GUNICORN_TIMEOUT=60"],
                               "Healthcheck": {"Test": ["CMD", "curl", "-fsS", "http://localhost:8000/healthz"], "Interval": 30000000000, "StartPeriod": 20000000000}},
                    "HostConfig": {"RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0}, "Memory": 2147483648, "NanoCpus": 4000000000},
                    "NetworkSettings": {"Networks": {"tally_default": {"IPAddress": "172.19.0.5"}}}}])

    t4 = mcp_text(inspect({"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Pid": 48213, "ExitCode": 0,
                           "StartedAt": "2024-06-11T07:02:44.903117210Z", "FinishedAt": "0001-01-01T00:00:00Z", "RestartCount": 0,
                           "Health": {"Status": "healthy", "FailingStreak": 0, "Log": [{"Start": "2024-06-14T09:29:29.881Z", "End": "2024-06-14T09:29:30.004Z", "ExitCode": 0, "Output": "{\"status\":\"ok\"}"}]}}))
    t5 = mcp_text("Container tally-api-1 (3f9a1c7e2b84) restarted: stopped in 3.2s (SIGTERM, graceful), started in 0.4s.")
    t6 = mcp_text(ps("Up 7 seconds (health: starting)"))
    t7 = mcp_text(inspect({"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Pid": 91377, "ExitCode": 0,
                           "StartedAt": "2024-06-14T09:31:18.552040817Z", "FinishedAt": "2024-06-14T09:31:15.030411902Z", "RestartCount": 0,
                           "Health": {"Status": "healthy", "FailingStreak": 0, "Log": [{"Start": "2024-06-14T09:31:48.560Z", "End": "2024-06-14T09:31:48.702Z", "ExitCode": 0, "Output": "{\"status\":\"ok\"}"}]}}))
    boot = ["2024-06-14T09:31:18.921Z [2024-06-14 09:31:18 +0000] [1] [INFO] Starting gunicorn 21.2.0",
            "2024-06-14T09:31:18.922Z [2024-06-14 09:31:18 +0000] [1] [INFO] Listening at: http://0.0.0.0:8000 (1)",
            "2024-06-14T09:31:18.922Z [2024-06-14 09:31:18 +0000] [1] [INFO] Using worker: gthread"]
    boot += [f"2024-06-14T09:31:19.{100 + 37 * i:03d}Z [2024-06-14 09:31:19 +0000] [{7 + i}] [INFO] Booting worker with pid: {7 + i}" for i in range(9)]
    boot += ["2024-06-14T09:31:48.640Z 172.19.0.7 - - [14/Jun/2024:09:31:48 +0000] \"GET /healthz HTTP/1.1\" 200 15 \"-\" \"Docker-Healthcheck\"",
             "2024-06-14T09:31:52.310Z 172.19.0.9 - - [14/Jun/2024:09:31:52 +0000] \"GET /api/v1/invoices?status=open HTTP/1.1\" 200 48213 \"-\" \"tally-web/5.2\""]
    t8 = mcp_text("\n".join(boot[-12:]))
    t9 = mcp_text(stats_hdr + "\n3f9a1c7e2b84   tally-api-1   12.40%    412.3MiB / 2GiB     20.13%    18.4MB / 21.7MB  2.1MB / 0B       38")
    t10 = mcp_text(ps("Up About a minute (healthy)", extra=False))
    rs.add(task=T, tid="h19-mcp-17", system=system, state="Pager: tally API p99 > 30s since 09:26 UTC; DB connection pool exhaustion suspected.", turns=[
        (call("list_containers", all=True), t1),
        (call("container_logs", container="tally-api-1", tail=15), t2),
        (call("container_stats", container="tally-api-1"), t3),
        (call("inspect_container", container="tally-api-1"), t4),
        (call("restart_container", container="tally-api-1", timeout=10), t5),
        (call("list_containers", all=True), t6),
        (call("inspect_container", container="tally-api-1"), t7),
        (call("container_logs", container="tally-api-1", tail=12), t8),
        (call("container_stats", container="tally-api-1"), t9),
        (call("list_containers", filter="name=tally-api"), t10),
    ])


# --------------------------------------------------------------------------------------------------
# 18 Filesystem (mainstream) -- BAD: only max_retries is edited in settings.toml, yet the re-read shows
# wind_gust_kmh = 60 where the first read (and nothing since) had 65.
# --------------------------------------------------------------------------------------------------
SETTINGS = '''# weatherbot configuration
# Reloaded on SIGHUP; see docs/config.md

[http]
user_agent = "weatherbot/2.3 (+https://github.com/ana-petrova/weatherbot)"
timeout_s = 15
max_retries = 3
backoff_base = 0.5

[station]
id = "EGLL"
name = "London Heathrow"
poll_interval_min = 10

[alerts]
wind_gust_kmh = 65
rain_mm_per_h = 8.0
frost_c = 0.5
channels = ["telegram", "email"]

[telegram]
chat_id = -1001847263519
parse_mode = "MarkdownV2"
'''

CHANGELOG = '''# Changelog

All notable changes to this project are documented here. The format follows Keep a Changelog.

## [Unreleased]

## [2.3.0] - 2024-05-18
### Added
- Frost alerts (`[alerts] frost_c`).
- Telegram MarkdownV2 formatting.

### Fixed
- Duplicate rain alerts when two polls fell in the same hour.

## [2.2.1] - 2024-04-02
### Fixed
- Crash when the METAR feed returned an empty body.
'''


def fs_diff(path: str, old: str, new: str) -> str:
    import difflib
    body = "".join(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=f"{path}\toriginal", tofile=f"{path}\tmodified"))
    return f"```diff\nIndex: {path}\n{'=' * 67}\n{body}```\n\n"


def t18(rs: RowSet) -> None:
    tools = [
        tool("list_directory", "List a directory ([FILE]/[DIR] prefixes).", {"path": S}, ["path"]),
        tool("read_file", "Read a text file.", {"path": S}, ["path"]),
        tool("edit_file", "Apply exact text replacements; returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Metadata of a file.", {"path": S}, ["path"]),
        tool("search_files", "Recursively find paths whose name matches a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ]
    system = mcp_system("filesystem", "secure file access limited to /home/ana/projects", tools)
    root = "/home/ana/projects/weatherbot"
    cfg, chl = f"{root}/config/settings.toml", f"{root}/CHANGELOG.md"
    settings2 = SETTINGS.replace("max_retries = 3", "max_retries = 5")
    entry = "### Changed\n- Retry failed METAR fetches up to 5 times (was 3).\n\n"
    changelog2 = CHANGELOG.replace("## [Unreleased]\n\n", "## [Unreleased]\n" + entry)
    t1 = "\n".join(["[DIR] .git", "[DIR] .github", "[FILE] .gitignore", "[FILE] CHANGELOG.md", "[FILE] LICENSE", "[FILE] README.md", "[DIR] config",
                    "[DIR] docs", "[FILE] pyproject.toml", "[DIR] src", "[DIR] tests", "[FILE] uv.lock"])
    t4 = fs_diff(cfg, SETTINGS, settings2)
    t5 = fs_diff(chl, CHANGELOG, changelog2)
    size = len(settings2.encode())
    t6 = (f"size: {size}\ncreated: Sat Mar 02 2024 18:20:41 GMT+0000 (Greenwich Mean Time)\n"
          "modified: Fri Jun 14 2024 10:12:07 GMT+0100 (British Summer Time)\naccessed: Fri Jun 14 2024 10:12:07 GMT+0100 (British Summer Time)\n"
          "isDirectory: false\nisFile: true\npermissions: 644")
    t7 = "\n".join([f"{root}/config/settings.example.toml", f"{root}/config/settings.toml", f"{root}/pyproject.toml", f"{root}/tests/fixtures/settings_minimal.toml"])
    bad = settings2.replace("wind_gust_kmh = 65", "wind_gust_kmh = 60")
    rs.add(task=T, tid="h19-mcp-18", system=system, state="Ana asked to raise the HTTP retry count to 5 and note it in the changelog.", turns=[
        (call("list_directory", path=root), t1),
        (call("read_file", path=cfg), SETTINGS),
        (call("read_file", path=chl), CHANGELOG),
        (call("edit_file", path=cfg, edits=[{"oldText": "max_retries = 3", "newText": "max_retries = 5"}]), t4),
        (call("edit_file", path=chl, edits=[{"oldText": "## [Unreleased]\n\n", "newText": "## [Unreleased]\n" + entry}]), t5),
        (call("get_file_info", path=cfg), t6),
        (call("search_files", path=root, pattern="*.toml", excludePatterns=[".venv", ".git"]), t7),
        (call("read_file", path=cfg), bad),
        (call("read_file", path=chl), changelog2),
    ], bad=True, turn=8, kind="config line wind_gust_kmh reads 60 instead of 65 with no edit to it")


# --------------------------------------------------------------------------------------------------
# 19 3D-print farm (less common) -- CLEAN: a queued job heats and starts printing (progress, layer,
# filament used grow), a cancelled job leaves the queue and positions shift, other printers progress,
# one finishes, temperatures fluctuate around their targets.
# --------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("list_printers", "All printers with live state.", {}, []),
        tool("list_files", "G-code files in a folder.", {"folder": S}, ["folder"]),
        tool("queue_job", "Queue a file, optionally on a specific printer.", {"file": S, "printer": S, "copies": INT}, ["file"]),
        tool("get_printer", "Live detail of one printer.", {"printer": S}, ["printer"]),
        tool("list_queue", "The job queue.", {}, []),
        tool("cancel_job", "Cancel a queued or running job.", {"job_id": S}, ["job_id"]),
        tool("get_job", "One job.", {"job_id": S}, ["job_id"]),
    ]
    system = mcp_system("filament-farm", "print-farm manager for Makerloft Prototyping, 6 printers", tools)

    def pr(pid: str, model: str, state: str, job: str | None, progress: int | None, layer: str | None, eta: str | None,
           hotend: tuple[float, int], bed: tuple[float, int], spool: str, grams: int) -> dict:
        return {"printer": pid, "model": model, "state": state, "job": job, "progress_pct": progress, "layer": layer, "eta": eta,
                "temps": {"hotend": {"actual": hotend[0], "target": hotend[1]}, "bed": {"actual": bed[0], "target": bed[1]}},
                "spool": {"material": spool, "remaining_g": grams}}

    t1 = pj({"as_of": "2024-06-14T13:05:10+02:00", "printers": [
        pr("P1", "Prusa MK4", "printing", "J-20915", 42, "118/281", "14:17", (214.8, 215), (60.1, 60), "PETG Galaxy Black", 612),
        pr("P2", "Prusa MK4", "idle", None, None, None, None, (24.3, 0), (24.9, 0), "PETG Signal White", 884),
        pr("P3", "Bambu X1C", "printing", "J-20919", 87, "402/462", "13:14", (219.6, 220), (55.0, 55), "PLA Basic Orange", 301),
        pr("P4", "Bambu X1C", "offline", None, None, None, None, (0.0, 0), (0.0, 0), "-", 0),
        pr("P5", "Prusa XL", "paused", "J-20911", 63, "210/333", None, (170.0, 170), (60.0, 60), "ASA Grey", 0),
        pr("P6", "Voron 2.4", "idle", None, None, None, None, (25.8, 0), (26.4, 0), "ABS Black", 1240),
    ], "notes": {"P4": "maintenance: nozzle swap (since 2024-06-13 17:40)", "P5": "filament runout - waiting for spool change"}})
    t2 = pj({"folder": "/customer-orders/0614", "files": [
        {"name": "bracket_v3_x12.gcode", "printer_profile": "MK4 0.4 PETG", "est_time": "2h51m", "filament_g": 148, "layers": 212, "uploaded": "2024-06-14T11:48:02+02:00"},
        {"name": "enclosure_lid_rev2.gcode", "printer_profile": "MK4 0.4 PETG", "est_time": "4h05m", "filament_g": 203, "layers": 260, "uploaded": "2024-06-14T11:50:40+02:00"},
        {"name": "cable_clip_x40.gcode", "printer_profile": "X1C 0.4 PLA", "est_time": "1h12m", "filament_g": 36, "layers": 38, "uploaded": "2024-06-14T12:02:19+02:00"},
        {"name": "knob_set_v5.gcode", "printer_profile": "X1C 0.4 PLA", "est_time": "0h48m", "filament_g": 22, "layers": 95, "uploaded": "2024-06-14T12:10:55+02:00"}]})
    t3 = pj({"job_id": "J-20931", "file": "bracket_v3_x12.gcode", "printer": "P2", "state": "preparing", "queued_at": "2024-06-14T13:05:52+02:00",
             "est_time": "2h51m", "filament_g": 148, "message": "Assigned to P2; heating started"})
    t4 = pj({"printer": "P2", "model": "Prusa MK4", "state": "heating", "job": "J-20931", "progress_pct": 0, "layer": "0/212",
             "temps": {"hotend": {"actual": 168.4, "target": 230}, "bed": {"actual": 71.2, "target": 85}},
             "spool": {"material": "PETG Signal White", "remaining_g": 884}, "nozzle": "0.4 mm", "uptime": "6d 02h 11m", "firmware": "6.0.2"})

    def job(jid: str, f: str, printer: str | None, state: str, pos: int | None, queued: str) -> dict:
        return {"job_id": jid, "file": f, "printer": printer, "state": state, "position": pos, "queued_at": queued}

    q = [job("J-20931", "bracket_v3_x12.gcode", "P2", "heating", None, "2024-06-14T13:05:52+02:00"),
         job("J-20927", "enclosure_lid_rev2.gcode", "any MK4", "waiting", 1, "2024-06-14T12:31:07+02:00"),
         job("J-20928", "knob_set_v5.gcode", "any X1C", "waiting", 2, "2024-06-14T12:40:33+02:00"),
         job("J-20930", "cable_clip_x40.gcode", "any X1C", "waiting", 3, "2024-06-14T12:58:12+02:00"),
         job("J-20929", "gear_housing_test.gcode", "P6", "waiting", 4, "2024-06-14T12:44:50+02:00")]
    t5 = pj({"running": 3, "waiting": 4, "jobs": q})
    t6 = pj({"job_id": "J-20928", "state": "cancelled", "cancelled_at": "2024-06-14T13:08:20+02:00", "reason": "customer replaced with knob_set_v6 (not uploaded yet)"})
    q2 = [{**q[0], "state": "printing"}, q[1], {**q[3], "position": 2}, {**q[4], "position": 3}]
    t7 = pj({"running": 3, "waiting": 3, "jobs": q2})
    t8 = pj({"job_id": "J-20931", "file": "bracket_v3_x12.gcode", "printer": "P2", "state": "printing", "progress_pct": 3, "layer": "4/212",
             "started_at": "2024-06-14T13:09:02+02:00", "elapsed": "4m12s", "eta": "15:57", "filament_used_g": 2.1, "est_filament_g": 148,
             "queued_at": "2024-06-14T13:05:52+02:00"})
    t9 = pj({"as_of": "2024-06-14T13:14:40+02:00", "printers": [
        pr("P1", "Prusa MK4", "printing", "J-20915", 49, "138/281", "14:15", (215.2, 215), (59.9, 60), "PETG Galaxy Black", 598),
        pr("P2", "Prusa MK4", "printing", "J-20931", 4, "6/212", "15:58", (229.6, 230), (85.1, 85), "PETG Signal White", 881),
        pr("P3", "Bambu X1C", "finished", "J-20919", 100, "462/462", None, (41.0, 0), (38.5, 0), "PLA Basic Orange", 289),
        pr("P4", "Bambu X1C", "offline", None, None, None, None, (0.0, 0), (0.0, 0), "-", 0),
        pr("P5", "Prusa XL", "paused", "J-20911", 63, "210/333", None, (170.1, 170), (60.0, 60), "ASA Grey", 0),
        pr("P6", "Voron 2.4", "idle", None, None, None, None, (25.9, 0), (26.3, 0), "ABS Black", 1240),
    ], "notes": {"P3": "finished 13:14, awaiting plate clear", "P4": "maintenance: nozzle swap (since 2024-06-13 17:40)", "P5": "filament runout - waiting for spool change"}})
    rs.add(task=T, tid="h19-mcp-19", system=system, state="Friday afternoon: get today's customer brackets printing on a free MK4 and drop the superseded knob job.", turns=[
        (call("list_printers"), t1),
        (call("list_files", folder="/customer-orders/0614"), t2),
        (call("queue_job", file="/customer-orders/0614/bracket_v3_x12.gcode", printer="P2"), t3),
        (call("get_printer", printer="P2"), t4),
        (call("list_queue"), t5),
        (call("cancel_job", job_id="J-20928"), t6),
        (call("list_queue"), t7),
        (call("get_job", job_id="J-20931"), t8),
        (call("list_printers"), t9),
    ])


# --------------------------------------------------------------------------------------------------
# 20 Feature-flag service (less common) -- BAD: flag new-checkout is renamed to checkout-v2 (confirmed by
# get_flag, a tag listing and the audit log), but the final project listing shows it under new-checkout.
# --------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("list_flags", "Flags of a project in one environment.", {"project": S, "environment": S, "tag": S}, ["project", "environment"]),
        tool("get_flag", "One flag with all environments.", {"project": S, "key": S}, ["project", "key"]),
        tool("update_rollout", "Set the percentage rollout of a flag in an environment.", {"project": S, "key": S, "environment": S, "percentage": INT}, ["project", "key", "environment", "percentage"]),
        tool("rename_flag", "Change a flag's key (id is kept; the old key stops evaluating).", {"project": S, "key": S, "new_key": S}, ["project", "key", "new_key"]),
        tool("toggle_flag", "Turn a flag on or off in an environment.", {"project": S, "key": S, "environment": S, "on": B}, ["project", "key", "environment", "on"]),
        tool("archive_flag", "Archive a flag (hidden from lists, evaluates to its off variation).", {"project": S, "key": S}, ["project", "key"]),
        tool("get_audit_log", "Recent changes in a project.", {"project": S, "limit": INT}, ["project"]),
        tool("add_segment_rule", "Add a targeting rule serving a variation to a segment.", {"project": S, "key": S, "environment": S, "segment": S, "serve": B}, ["project", "key", "environment", "segment", "serve"]),
        tool("get_flag_metrics", "Evaluation counts for a flag.", {"project": S, "key": S, "environment": S, "window": S}, ["project", "key", "environment"]),
    ]
    system = mcp_system("flagpole", "feature-flag service for the storefront project; acting user noor.haddad", tools)
    P = "storefront"

    def fl(key: str, fid: str, name: str, on: bool, rollout: int, tags: list[str], updated: str, version: int) -> dict:
        return {"key": key, "id": fid, "name": name, "kind": "boolean", "on": on, "rollout_pct": rollout, "tags": tags, "updated_at": updated, "version": version}

    nc = dict(id="flg_7Qm2Xc9T", name="New checkout flow", tags=["checkout"])
    rest = {
        "upsell": fl("checkout-upsell-widget", "flg_2Bv8Lk4P", "Upsell widget in checkout", True, 100, ["checkout", "growth"], "2024-05-28T10:14:52Z", 6),
        "legacy": fl("legacy-cart-drawer", "flg_9Rt1Hs6D", "Legacy cart drawer", True, 100, ["checkout", "cleanup"], "2024-03-02T09:40:03Z", 3),
        "promo": fl("promo-banner-spring24", "flg_4Wd6Np0Z", "Spring 2024 promo banner", False, 0, ["marketing"], "2024-04-30T22:00:00Z", 5),
        "typo": fl("search-typo-tolerance", "flg_6Yh3Jq8M", "Typo-tolerant search", True, 100, ["search"], "2024-05-15T13:27:40Z", 4),
        "video": fl("pdp-video-gallery", "flg_1Ka5Ev7R", "PDP video gallery", True, 50, ["pdp", "experiment"], "2024-06-03T08:05:19Z", 9),
        "wish": fl("wishlist-sync", "flg_8Nc0Gu2F", "Wishlist cross-device sync", False, 0, ["accounts"], "2024-06-12T16:48:31Z", 1),
        "recs": fl("recs-model-v3", "flg_3Ls9Tb5W", "Recommendations model v3", True, 10, ["recs", "experiment"], "2024-06-07T11:12:00Z", 12),
        "captcha": fl("guest-checkout-captcha", "flg_5Pf2Zx1Q", "Captcha on guest checkout", True, 100, ["checkout", "security"], "2024-05-20T07:33:09Z", 2),
        "dark": fl("dark-mode", "flg_0Mg7Rv4K", "Dark mode", True, 100, ["ui"], "2024-02-14T12:00:00Z", 7),
    }
    nc0 = fl("new-checkout", nc["id"], nc["name"], True, 25, nc["tags"], "2024-06-10T15:02:11Z", 14)
    t1 = mcp_text({"project": P, "environment": "production", "count": 10, "flags": [nc0] + list(rest.values())})
    rules = [{"id": "r1", "segment": "internal-staff", "serve": True}]

    def full(key: str, prod_pct: int, version: int, updated: str, rl: list[dict]) -> dict:
        return {"key": key, "id": nc["id"], "name": nc["name"], "kind": "boolean", "tags": nc["tags"], "created_at": "2024-04-18T09:20:44Z", "created_by": "lina.ortiz",
                "version": version, "updated_at": updated, "variations": [{"value": True}, {"value": False}], "off_variation": False,
                "environments": {
                    "production": {"on": True, "rollout_pct": prod_pct, "bucket_by": "user_id", "rules": rl, "fallthrough": {"rollout_pct": prod_pct}},
                    "staging": {"on": True, "rollout_pct": 100, "rules": [], "fallthrough": {"rollout_pct": 100}},
                    "development": {"on": True, "rollout_pct": 100, "rules": [], "fallthrough": {"rollout_pct": 100}}}}

    t2 = mcp_text(full("new-checkout", 25, 14, "2024-06-10T15:02:11Z", rules))
    t3 = mcp_text({"key": "new-checkout", "environment": "production", "rollout_pct": 50, "previous_rollout_pct": 25, "version": 15, "updated_at": "2024-06-14T08:41:07Z"})
    t4 = mcp_text({"id": nc["id"], "key": "checkout-v2", "previous_key": "new-checkout", "version": 16, "updated_at": "2024-06-14T08:42:10Z",
                   "warning": "The old key no longer evaluates. Code references found: storefront-web (3), storefront-api (1)."})
    t5 = mcp_text({"key": "legacy-cart-drawer", "environment": "production", "on": False, "version": 4, "updated_at": "2024-06-14T08:42:55Z"})
    t6 = mcp_text(full("checkout-v2", 50, 16, "2024-06-14T08:42:10Z", rules))
    legacy_off = {**rest["legacy"], "on": False, "version": 4, "updated_at": "2024-06-14T08:42:55Z"}
    cv2 = fl("checkout-v2", nc["id"], nc["name"], True, 50, nc["tags"], "2024-06-14T08:42:10Z", 16)
    t7 = mcp_text({"project": P, "environment": "production", "tag": "checkout", "count": 4, "flags": [cv2, rest["upsell"], legacy_off, rest["captcha"]]})
    t8 = mcp_text({"key": "promo-banner-spring24", "id": "flg_4Wd6Np0Z", "archived": True, "archived_at": "2024-06-14T08:44:30Z", "version": 6})
    t9 = mcp_text({"project": P, "entries": [
        {"at": "2024-06-14T08:44:30Z", "actor": "noor.haddad", "flag_id": "flg_4Wd6Np0Z", "key": "promo-banner-spring24", "action": "archive"},
        {"at": "2024-06-14T08:42:55Z", "actor": "noor.haddad", "flag_id": "flg_9Rt1Hs6D", "key": "legacy-cart-drawer", "action": "toggle", "environment": "production", "change": "on -> off"},
        {"at": "2024-06-14T08:42:10Z", "actor": "noor.haddad", "flag_id": nc["id"], "key": "checkout-v2", "action": "rename", "change": "new-checkout -> checkout-v2"},
        {"at": "2024-06-14T08:41:07Z", "actor": "noor.haddad", "flag_id": nc["id"], "key": "new-checkout", "action": "update_rollout", "environment": "production", "change": "25% -> 50%"},
        {"at": "2024-06-12T16:48:31Z", "actor": "kofi.mensah", "flag_id": "flg_8Nc0Gu2F", "key": "wishlist-sync", "action": "create"},
        {"at": "2024-06-10T15:02:11Z", "actor": "lina.ortiz", "flag_id": nc["id"], "key": "new-checkout", "action": "update_rollout", "environment": "production", "change": "10% -> 25%"},
    ]})
    rules2 = rules + [{"id": "r2", "segment": "beta-testers", "serve": True}]
    t10 = mcp_text({"key": "checkout-v2", "environment": "production", "rules": rules2, "version": 17, "updated_at": "2024-06-14T08:45:48Z"})
    t11 = mcp_text({"key": "checkout-v2", "environment": "production", "window": "24h", "as_of": "2024-06-14T08:46:20Z",
                    "evaluations": {"true": 418220, "false": 1207394, "total": 1625614}, "by_reason": {"rule:internal-staff": 3108, "rule:beta-testers": 212, "rollout": 1622294},
                    "note": "rollout share over the window mixes 25% (until 08:41) and 50% (since); beta-testers rule active since 08:45:48", "sdk_errors": 0})
    nc_bad = fl("new-checkout", nc["id"], nc["name"], True, 50, nc["tags"], "2024-06-14T08:45:48Z", 17)
    t12 = mcp_text({"project": P, "environment": "production", "count": 9, "flags": [nc_bad, rest["upsell"], legacy_off] + [rest[k] for k in ("typo", "video", "wish", "recs", "captcha", "dark")]})
    rs.add(task=T, tid="h19-mcp-20", system=system, state="Checkout team request: take the new checkout to 50% under its final key checkout-v2, add beta testers, retire the legacy drawer and the spring promo.", turns=[
        (call("list_flags", project=P, environment="production"), t1),
        (call("get_flag", project=P, key="new-checkout"), t2),
        (call("update_rollout", project=P, key="new-checkout", environment="production", percentage=50), t3),
        (call("rename_flag", project=P, key="new-checkout", new_key="checkout-v2"), t4),
        (call("toggle_flag", project=P, key="legacy-cart-drawer", environment="production", on=False), t5),
        (call("get_flag", project=P, key="checkout-v2"), t6),
        (call("list_flags", project=P, environment="production", tag="checkout"), t7),
        (call("archive_flag", project=P, key="promo-banner-spring24"), t8),
        (call("get_audit_log", project=P, limit=6), t9),
        (call("add_segment_rule", project=P, key="checkout-v2", environment="production", segment="beta-testers", serve=True), t10),
        (call("get_flag_metrics", project=P, key="checkout-v2", environment="production", window="24h"), t11),
        (call("list_flags", project=P, environment="production"), t12),
    ], bad=True, turn=12, kind="renamed flag listed again under its old key new-checkout")


# --------------------------------------------------------------------------------------------------
# 21 Bike-share operations (less common) -- CLEAN: station counts change with rides between reads, a
# flagged bike moves from available to disabled, a rebalance van loads 8 bikes, the second station list
# is sorted by name instead of fill, and the system counters (rides, trips, docked, disabled) move.
# --------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    tools = [
        tool("get_system_stats", "System-wide live counters.", {}, []),
        tool("list_stations", "Stations in an area with live counts.", {"area": S, "sort": S}, ["area"]),
        tool("get_station", "One station with docked bikes.", {"station_id": S}, ["station_id"]),
        tool("get_bike", "One bike.", {"bike_id": S}, ["bike_id"]),
        tool("flag_bike_for_repair", "Disable a bike and open a repair ticket.", {"bike_id": S, "issue": S}, ["bike_id", "issue"]),
        tool("create_rebalance_task", "Ask a van to move bikes between stations.", {"from_station": S, "to_station": S, "count": INT}, ["from_station", "to_station", "count"]),
        tool("list_tasks", "Open operations tasks.", {"status": S}, []),
    ]
    system = mcp_system("dockyard-ops", "operations console of the Kelvin Bikes city bike-share", tools)

    def stats(at: str, trips: int, docked: int, disabled: int, vans: int, rides: int, avg: str) -> str:
        total = trips + docked + disabled + vans
        return (f"System status at {at}\n"
                f"Bikes in service: {total:,} (e-bikes 612)\n"
                f"  on trips: {trips}   docked & available: {docked:,}   disabled: {disabled}   in vans: {vans}\n"
                "Stations: 214 (3 offline: ST-0120, ST-0276, ST-0301)\n"
                f"Rides today: {rides:,}   average trip: {avg}")

    t1 = stats("2024-06-14 08:12", 311, 1486, 45, 0, 4906, "14.2 min")
    head = "ID       Name                 Avail (e)  Disabled  Free docks  Capacity  Fill\n"

    def srow(sid: str, name: str, avail: int, e: int, dis: int, cap: int) -> str:
        free = cap - avail - dis
        return f"{sid:<8} {name:<20} {avail:>5} ({e}){'':<{3 - len(str(e))}} {dis:>8}  {free:>10}  {cap:>8}  {round(100 * (avail + dis) / cap):>3}%"

    s1 = [("ST-0417", "Quayside / Mill St", 19, 6, 0, 20), ("ST-0402", "Riverside Market", 17, 4, 0, 20), ("ST-0433", "Boathouse Lane", 13, 2, 0, 16),
          ("ST-0391", "Cathedral Steps", 14, 5, 0, 24), ("ST-0409", "Wharf Road", 8, 1, 0, 18), ("ST-0421", "Old Bridge", 5, 2, 0, 15),
          ("ST-0395", "Tannery Yard", 1, 0, 0, 12), ("ST-0388", "Station Approach", 2, 1, 0, 30)]
    t2 = "Riverside - 8 stations, sorted by fill (desc), 08:12\n\n" + head + "\n".join(srow(*r) for r in s1)
    docks = [(1, "CB-11842", None), (2, "CB-10933", None), (3, "EB-30215", 88), (4, "CB-12207", None), (5, None, None), (6, "CB-11019", None),
             (7, "EB-30772", 64), (8, "CB-10470", None), (9, "CB-12588", None), (10, "EB-30641", 41), (11, "CB-11375", None), (12, "CB-12901", None),
             (13, "EB-30098", 97), (14, "CB-10766", None), (15, "CB-11650", None), (16, "EB-30533", 72), (17, "CB-12044", None), (18, "CB-10219", None),
             (19, "EB-30807", 55), (20, "CB-11588", None)]
    t3 = ("ST-0417 Quayside / Mill St   capacity 20   08:13\n"
          "Bikes docked: 19 (13 classic, 6 e-bikes)   available: 19   disabled: 0   free docks: 1\n\nDock  Bike      Battery\n" +
          "\n".join(f"{d:>4}  {b or '(empty)':<8}  {f'{bat}%' if bat is not None else '-'}" for d, b, bat in docks))
    t4 = ("EB-30772  e-bike (Kelvin E2)   status: available, docked ST-0417 dock 7\n"
          "Battery 64% (~38 km)   Odometer 2,318 km   Last service 2024-04-29\n"
          "Last ride: ended 07:52 at ST-0417, 11 min, 2.9 km\n"
          "Rider fault reports (24 h):\n"
          "  2024-06-14 07:53  'rear brake very weak'\n"
          "  2024-06-13 18:20  'brakes squeal, back one barely stops'")
    t5 = ("EB-30772 disabled (remains locked at ST-0417 dock 7).\n"
          "Repair ticket RP-11842 opened: rear brake weak (2 rider reports). Collection by repair van R-02.\n"
          "ST-0417 now: 19 docked - 18 available, 1 disabled.")
    t6 = ("Rebalance task RB-6621 created: ST-0417 Quayside / Mill St -> ST-0388 Station Approach, 8 bikes.\n"
          "Assigned to van V-07 (driver A. Malik), currently 1.6 km away; ETA pickup 08:31.\n"
          "Disabled bikes are never loaded for rebalancing (EB-30772 excluded).")
    s2 = [("ST-0433", "Boathouse Lane", 12, 2, 0, 16), ("ST-0391", "Cathedral Steps", 16, 5, 0, 24), ("ST-0421", "Old Bridge", 4, 1, 0, 15),
          ("ST-0417", "Quayside / Mill St", 11, 3, 1, 20), ("ST-0402", "Riverside Market", 15, 4, 0, 20), ("ST-0388", "Station Approach", 3, 1, 0, 30),
          ("ST-0395", "Tannery Yard", 2, 0, 0, 12), ("ST-0409", "Wharf Road", 9, 1, 0, 18)]
    t7 = "Riverside - 8 stations, sorted by name, 08:34\n\n" + head + "\n".join(srow(*r) for r in s2)
    t8 = ("Open tasks - 08:36\n\n"
          "RB-6621  rebalance  ST-0417 -> ST-0388, 8 bikes   V-07 A. Malik   IN PROGRESS: 8 loaded at ST-0417 08:31, ETA ST-0388 08:44\n"
          "RP-11842 repair     EB-30772 rear brake           R-02            OPEN: collection scheduled 10:00\n"
          "RB-6617  rebalance  ST-0230 -> ST-0156, 10 bikes  V-03 J. Kerr    IN PROGRESS: unloading at ST-0156\n"
          "ST-0301  station    offline (modem)              field tech      OPEN since 2024-06-13 21:14")
    t9 = stats("2024-06-14 08:37", 402, 1386, 46, 8, 5388, "14.0 min")
    rs.add(task=T, tid="h19-mcp-21", system=system, state="Morning peak, Riverside area: Quayside is nearly full and Station Approach nearly empty; a rider reported a bad brake.", turns=[
        (call("get_system_stats"), mcp_text(t1)),
        (call("list_stations", area="Riverside", sort="fill_desc"), mcp_text(t2)),
        (call("get_station", station_id="ST-0417"), mcp_text(t3)),
        (call("get_bike", bike_id="EB-30772"), mcp_text(t4)),
        (call("flag_bike_for_repair", bike_id="EB-30772", issue="rear brake weak, 2 rider reports"), mcp_text(t5)),
        (call("create_rebalance_task", from_station="ST-0417", to_station="ST-0388", count=8), mcp_text(t6)),
        (call("list_stations", area="Riverside", sort="name"), mcp_text(t7)),
        (call("list_tasks", status="open"), mcp_text(t8)),
        (call("get_system_stats"), mcp_text(t9)),
    ])


# --------------------------------------------------------------------------------------------------
# 22 SQLite (mainstream) -- BAD: 8,412 rows, 2,119 deleted, yet the very next summary counts 6,392 rows;
# the per-batch recount and the memo afterwards agree on 6,293.
# --------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables.", {}, []),
        tool("describe_table", "Schema of a table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "SQLite database birdcount.db of the Marsh Lane volunteer bird survey", tools)

    def rows(items: list[dict]) -> str:
        return mcp_text(repr(items))

    t1 = rows([{"import_batch": "2024-05-a", "n": 2130}, {"import_batch": "2024-05-b", "n": 2044}, {"import_batch": "2024-06-a", "n": 2119}, {"import_batch": "2024-06-a-dup", "n": 2119}])
    t2 = rows([{"affected_rows": 2119}])
    t3 = rows([{"total": 6392, "sites": 41, "species": 187, "first": "2024-05-01", "last": "2024-06-09"}])
    t4 = rows([{"import_batch": "2024-05-a", "n": 2130}, {"import_batch": "2024-05-b", "n": 2044}, {"import_batch": "2024-06-a", "n": 2119}])
    t5 = rows([{"common_name": "Eurasian Blackbird", "n": 311}, {"common_name": "Common Wood Pigeon", "n": 287}, {"common_name": "European Robin", "n": 264},
               {"common_name": "Eurasian Blue Tit", "n": 241}, {"common_name": "Great Tit", "n": 226}, {"common_name": "Carrion Crow", "n": 198},
               {"common_name": "Common Chaffinch", "n": 171}, {"common_name": "Eurasian Wren", "n": 166}])
    t6 = rows([{"site_id": "ML-07", "site": "Reedbed hide", "n": 402}, {"site_id": "ML-02", "site": "North meadow hedge", "n": 377},
               {"site_id": "ML-15", "site": "Scrape east", "n": 351}, {"site_id": "ML-01", "site": "Car park copse", "n": 330}, {"site_id": "ML-11", "site": "Alder carr", "n": 298}])
    insight = "Removed 2,119 duplicated sightings (import batch 2024-06-a-dup, a re-run of 2024-06-a). 6,293 sightings remain for May 1 - June 9 across 41 sites and 187 species."
    t7 = mcp_text("Insight added to memo")
    t8 = rows([{"remaining_dup": 0, "exact_duplicates": 0}])
    rs.add(task=T, tid="h19-mcp-22", system=system, state="The June import was accidentally run twice (batch 2024-06-a-dup). Remove the duplicate batch and report what is left.", turns=[
        (call("read_query", query="SELECT import_batch, COUNT(*) AS n FROM sightings GROUP BY import_batch ORDER BY import_batch"), t1),
        (call("write_query", query="DELETE FROM sightings WHERE import_batch = '2024-06-a-dup'"), t2),
        (call("read_query", query="SELECT COUNT(*) AS total, COUNT(DISTINCT site_id) AS sites, COUNT(DISTINCT species_code) AS species, MIN(observed_on) AS first, MAX(observed_on) AS last FROM sightings"), t3),
        (call("read_query", query="SELECT import_batch, COUNT(*) AS n FROM sightings GROUP BY import_batch ORDER BY import_batch"), t4),
        (call("read_query", query="SELECT sp.common_name, COUNT(*) AS n FROM sightings si JOIN species sp USING (species_code) GROUP BY sp.common_name ORDER BY n DESC LIMIT 8"), t5),
        (call("read_query", query="SELECT si.site_id, st.name AS site, COUNT(*) AS n FROM sightings si JOIN sites st USING (site_id) GROUP BY si.site_id ORDER BY n DESC LIMIT 5"), t6),
        (call("append_insight", insight=insight), t7),
        (call("read_query", query="SELECT (SELECT COUNT(*) FROM sightings WHERE import_batch LIKE '%dup%') AS remaining_dup, (SELECT COUNT(*) FROM (SELECT observer_id, site_id, species_code, observed_at, count FROM sightings GROUP BY 1, 2, 3, 4, 5 HAVING COUNT(*) > 1)) AS exact_duplicates"), t8),
    ], bad=True, turn=3, kind="row count after deleting 2,119 of 8,412 rows reads 6,392 instead of 6,293")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
