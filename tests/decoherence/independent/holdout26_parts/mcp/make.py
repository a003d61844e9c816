# ruff: noqa: E501
"""holdout26, domain mcp: 22 hand-written MCP-server trajectories (11 with exactly one contradiction).

Each trajectory is an agent calling the tools of one MCP server; the observations are the server's
results. Bad trajectories carry one detail that contradicts an earlier observation or the starting
state; clean ones are full of legitimate change (the agent's own writes, clocks, counters, re-sorted
or filtered views, unit and format differences). Run with
``python -m tests.decoherence.independent.holdout26_parts.mcp.make``.
"""

from __future__ import annotations

import math
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
    mcp_system,
    mcp_text,
    pj,
    tool,
)

T = "mcp"


# ---------------------------------------------------------------- 01 GitHub (bad)
def t01(rs: RowSet) -> None:
    own, repo = "ferrule-dev", "tern"
    api = f"https://api.github.com/repos/{own}/{repo}"
    web = f"https://github.com/{own}/{repo}"
    main_sha = "9c41e07d2a5b8f3e61c0d94a7b2e15f8c3d6a901"
    commit_sha = "e7a2c95f1d03b846c2e9a7f05d18b3c64a29e0d7"
    drift_sha = "e7a2c95f1d03b846c9e2a7f05d81b3c64a29e0d7"
    branch = "fix/412-compound-durations"
    system = mcp_system("github", "GitHub API access for repositories, issues and pull requests", [
        tool("list_issues", "List issues in a repository", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get one issue", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("create_branch", "Create a branch from another branch", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("get_file_contents", "Get the contents of a file", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("create_or_update_file", "Create or update a single file", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": {"type": "boolean"}}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Comment on an issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("list_pull_requests", "List pull requests", {"owner": S, "repo": S, "state": S, "sort": S}, ["owner", "repo"]),
    ])
    issues = [
        (412, "Duration values like '1h30m' fail to parse in [timeouts] table", "kbalogun", 3, "2024-04-03T17:05:12Z", "2024-04-16T08:22:41Z", ["bug", "parser"]),
        (409, "tern fmt strips trailing comments on array elements", "ylindqvist", 5, "2024-03-29T10:41:55Z", "2024-04-15T19:03:08Z", ["bug", "formatter"]),
        (401, "Exit code is 0 when --strict finds errors in included files", "pmerrow", 2, "2024-03-21T14:12:30Z", "2024-04-12T07:48:19Z", ["bug", "cli"]),
        (396, "Windows: config path with backslashes resolved twice", "d-achterberg", 7, "2024-03-14T09:27:02Z", "2024-04-10T22:15:47Z", ["bug", "windows", "help wanted"]),
        (388, "Traceback on empty [[plugins]] array instead of a diagnostic", "soraya-h", 1, "2024-03-02T16:59:40Z", "2024-03-05T11:20:33Z", ["bug", "good first issue"]),
    ]

    def iss(n: int, title: str, user: str, comments: int, created: str, updated: str, labels: list[str]) -> dict[str, Any]:
        return {"number": n, "title": title, "state": "open", "user": {"login": user},
                "labels": [{"name": lb} for lb in labels], "comments": comments, "created_at": created,
                "updated_at": updated, "html_url": f"{web}/issues/{n}", "assignees": []}

    t1 = pj([iss(*i) for i in issues])
    body412 = ("### What happened\n\nWith tern 0.9.3, a config like\n\n```toml\n[timeouts]\nconnect = \"1h30m\"\nidle = \"45s\"\n```\n\n"
               "fails with `E041 invalid duration '1h30m' at timeouts.connect (line 2, col 11)`. Single-unit values (`90m`, `45s`) work.\n\n"
               "### Expected\n\nCompound durations should be accepted, the docs list `1h30m` as an example.\n\n"
               "### Version\n\ntern 0.9.3, Python 3.12.2, macOS 14.4")
    t2 = pj({**iss(*issues[0]), "body": body412, "milestone": {"title": "0.9.4", "number": 14, "open_issues": 6},
             "reactions": {"+1": 4, "eyes": 1, "total_count": 5}, "author_association": "CONTRIBUTOR", "locked": False})
    t3 = pj({"ref": f"refs/heads/{branch}", "node_id": "REF_kwDOKx7s2rdyZWZzL2hlYWRzL2ZpeC80MTItY29tcG91bmQtZHVyYXRpb25z",
             "url": f"{api}/git/refs/heads/{branch}",
             "object": {"sha": main_sha, "type": "commit", "url": f"{api}/git/commits/{main_sha}"}})
    old_src = '''"""Parsing of duration strings used in [timeouts] and [retry] tables."""

from __future__ import annotations

import re
from datetime import timedelta

from tern.diagnostics import Diagnostic, Span

_UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}
_DURATION = re.compile(r"^(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)$")


def parse_duration(raw: str, span: Span) -> timedelta | Diagnostic:
    """Return a timedelta for strings like '45s' or '1.5h'."""
    match = _DURATION.match(raw.strip())
    if match is None:
        return Diagnostic("E041", f"invalid duration {raw!r}", span)
    value, unit = match.groups()
    return timedelta(seconds=float(value) * _UNITS[unit])


def format_duration(td: timedelta) -> str:
    secs = td.total_seconds()
    for unit in ("d", "h", "m", "s"):
        size = _UNITS[unit]
        if secs >= size and secs % size == 0:
            return f"{int(secs // size)}{unit}"
    return f"{int(secs * 1000)}ms"
'''
    t4 = pj({"type": "file", "encoding": "utf-8", "size": len(old_src.encode()), "name": "durations.py", "path": "src/tern/durations.py",
             "content": old_src, "sha": "4b0de1c93f7a26e85d1c0b9f2e7a43d6c8f51e27",
             "url": f"{api}/contents/src/tern/durations.py?ref={branch}",
             "html_url": f"{web}/blob/{branch}/src/tern/durations.py"})
    new_src = old_src.replace(
        '_DURATION = re.compile(r"^(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)$")',
        '_PART = re.compile(r"(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)")\n_DURATION = re.compile(r"^(?:\\d+(?:\\.\\d+)?(?:ms|s|m|h|d))+$")').replace(
        """    \"\"\"Return a timedelta for strings like '45s' or '1.5h'.\"\"\"
    match = _DURATION.match(raw.strip())
    if match is None:
        return Diagnostic("E041", f"invalid duration {raw!r}", span)
    value, unit = match.groups()
    return timedelta(seconds=float(value) * _UNITS[unit])""",
        """    \"\"\"Return a timedelta for strings like '45s', '1.5h' or '1h30m'.\"\"\"
    text = raw.strip()
    if not text or _DURATION.match(text) is None:
        return Diagnostic("E041", f"invalid duration {raw!r}", span)
    total = sum(float(value) * _UNITS[unit] for value, unit in _PART.findall(text))
    return timedelta(seconds=total)""")
    assert new_src.count("_PART") == 2 and "1h30m" in new_src, "replace failed"
    t5 = pj({"content": {"name": "durations.py", "path": "src/tern/durations.py", "sha": "a81f0c2e5d7b94c3f6e18d20b5a7c9e3f41d6b08",
                         "size": len(new_src.encode()), "url": f"{api}/contents/src/tern/durations.py?ref={branch}",
                         "html_url": f"{web}/blob/{branch}/src/tern/durations.py", "type": "file"},
             "commit": {"sha": commit_sha, "node_id": "C_kwDOKx7s2toAKGU3YTJjOTVmMWQwM2I4NDZjMmU5YTdmMDVkMThiM2M2NGEyOWUwZDc",
                        "url": f"{api}/git/commits/{commit_sha}", "html_url": f"{web}/commit/{commit_sha}",
                        "author": {"name": "tern-bot-agent", "email": "agent@ferrule.dev", "date": "2024-04-16T09:41:12Z"},
                        "committer": {"name": "GitHub", "email": "noreply@github.com", "date": "2024-04-16T09:41:12Z"},
                        "message": "durations: accept compound values like 1h30m (fixes #412)",
                        "tree": {"sha": "3f9d02b7e1c84a56d0e2f7b93c1a8d4e6f20b5c9"},
                        "parents": [{"sha": main_sha, "url": f"{api}/git/commits/{main_sha}"}],
                        "verification": {"verified": False, "reason": "unsigned"}}})
    pr_body = "Accept compound durations (`1h30m`, `2d12h`, `1m30s500ms`) in duration fields.\n\nFixes #412."
    t6 = pj({"url": f"{api}/pulls/418", "id": 1829460117, "number": 418, "state": "open", "locked": False,
             "title": "Accept compound duration strings", "user": {"login": "tern-bot-agent"}, "body": pr_body,
             "created_at": "2024-04-16T09:42:37Z", "updated_at": "2024-04-16T09:42:37Z", "closed_at": None, "merged_at": None,
             "draft": False, "html_url": f"{web}/pull/418", "diff_url": f"{web}/pull/418.diff",
             "head": {"label": f"{own}:{branch}", "ref": branch, "sha": drift_sha, "repo": {"full_name": f"{own}/{repo}"}},
             "base": {"label": f"{own}:main", "ref": "main", "sha": main_sha, "repo": {"full_name": f"{own}/{repo}"}},
             "author_association": "MEMBER", "merged": False, "mergeable": None, "mergeable_state": "unknown",
             "comments": 0, "review_comments": 0, "commits": 1, "additions": 6, "deletions": 4, "changed_files": 1,
             "requested_reviewers": [], "labels": []})
    t7 = pj({"id": 2058914733, "node_id": "IC_kwDOKx7s2s56uFmt", "html_url": f"{web}/issues/412#issuecomment-2058914733",
             "user": {"login": "tern-bot-agent"}, "created_at": "2024-04-16T09:44:03Z", "updated_at": "2024-04-16T09:44:03Z",
             "body": "A fix is up in #418: the parser now accepts any sequence of number+unit pairs, so `1h30m` parses to 5400 s.",
             "author_association": "MEMBER", "reactions": {"total_count": 0}})
    prs = [
        (418, "Accept compound duration strings", "tern-bot-agent", branch, "2024-04-16T09:42:37Z", False),
        (415, "fmt: keep inline comments attached to array items", "ylindqvist", "fmt-array-comments", "2024-04-14T21:10:09Z", False),
        (411, "Bump ruff from 0.3.5 to 0.3.7", "dependabot[bot]", "dependabot/pip/ruff-0.3.7", "2024-04-12T04:02:51Z", False),
        (403, "WIP: plugin discovery via entry points", "soraya-h", "plugin-entrypoints", "2024-03-24T13:37:26Z", True),
    ]
    t8 = pj([{"number": n, "title": ti, "state": "open", "user": {"login": u}, "head": {"ref": h}, "base": {"ref": "main"},
              "created_at": c, "draft": d, "html_url": f"{web}/pull/{n}"} for n, ti, u, h, c, d in prs])
    t9 = pj({**iss(412, issues[0][1], "kbalogun", 4, "2024-04-03T17:05:12Z", "2024-04-16T09:44:03Z", ["bug", "parser"]),
             "body": body412, "milestone": {"title": "0.9.4", "number": 14, "open_issues": 6},
             "reactions": {"+1": 4, "eyes": 1, "total_count": 5}, "author_association": "CONTRIBUTOR", "locked": False})
    turns = [
        (call("list_issues", owner=own, repo=repo, state="open", labels=["bug"], sort="updated", per_page=10), t1),
        (call("get_issue", owner=own, repo=repo, issue_number=412), t2),
        (call("create_branch", owner=own, repo=repo, branch=branch, from_branch="main"), t3),
        (call("get_file_contents", owner=own, repo=repo, path="src/tern/durations.py", branch=branch), t4),
        (call("create_or_update_file", owner=own, repo=repo, path="src/tern/durations.py", content=new_src,
              message="durations: accept compound values like 1h30m (fixes #412)", branch=branch,
              sha="4b0de1c93f7a26e85d1c0b9f2e7a43d6c8f51e27"), t5),
        (call("create_pull_request", owner=own, repo=repo, title="Accept compound duration strings", body=pr_body, head=branch, base="main"), t6),
        (call("add_issue_comment", owner=own, repo=repo, issue_number=412,
              body="A fix is up in #418: the parser now accepts any sequence of number+unit pairs, so `1h30m` parses to 5400 s."), t7),
        (call("list_pull_requests", owner=own, repo=repo, state="open", sort="created"), t8),
        (call("get_issue", owner=own, repo=repo, issue_number=412), t9),
    ]
    rs.add(task=T, tid="h26-mcp-01", system=system, turns=turns,
           state="Repository ferrule-dev/tern, default branch main at 9c41e07d2a5b8f3e61c0d94a7b2e15f8c3d6a901; the agent (tern-bot-agent) has write access.",
           bad=True, turn=6, kind="pull request head sha differs from the only commit pushed to the branch")


# ---------------------------------------------------------------- 02 lab inventory (clean)
def t02(rs: RowSet) -> None:
    system = mcp_system("benchstock", "chemical and reagent inventory of the Lee lab, building B, rooms 214-216", [
        tool("search_items", "Search inventory items by name, CAS or catalog number", {"query": S, "location": S, "sort": S}, ["query"]),
        tool("get_item", "Full record of one inventory item", {"item_id": S}, ["item_id"]),
        tool("checkout_item", "Record consumption of part of an item", {"item_id": S, "amount": S, "user": S, "purpose": S}, ["item_id", "amount", "user"]),
        tool("get_location", "Describe a storage location and its live sensor readings", {"location_id": S}, ["location_id"]),
        tool("update_item_location", "Move an item to another storage location", {"item_id": S, "to_location": S, "user": S}, ["item_id", "to_location"]),
        tool("create_order_request", "Submit a reorder request to the lab manager", {"catalog_no": S, "vendor": S, "quantity": INT, "reason": S}, ["catalog_no", "vendor", "quantity"]),
    ])
    items = {
        "INV-00412": {"name": "Tris base (Trizma), >=99.9%", "cas": "77-86-1", "vendor": "Sigma-Aldrich", "catalog_no": "T1503-500G", "lot": "SLCF2291", "size": "500 g", "qty": "412.5 g", "location": "RM214-CAB-C2-S3", "expires": "2027-02-28", "hazard": "irritant"},
        "INV-00977": {"name": "Tris-HCl 1 M, pH 8.0, solution", "cas": "1185-53-1", "vendor": "Invitrogen", "catalog_no": "15568025", "lot": "2718304", "size": "1000 mL", "qty": "640 mL", "location": "COLD-4C-RACK-B", "expires": "2025-11-30", "hazard": "none"},
        "INV-01320": {"name": "Tris-HCl 1.5 M, pH 8.8 (resolving gel buffer)", "cas": "1185-53-1", "vendor": "Bio-Rad", "catalog_no": "1610798", "lot": "64290127", "size": "1 L", "qty": "820 mL", "location": "COLD-4C-RACK-B", "expires": "2025-04-15", "hazard": "none"},
        "INV-02051": {"name": "TBE buffer 10X (Tris-borate-EDTA)", "cas": "n/a (mixture)", "vendor": "Thermo Scientific", "catalog_no": "B52", "lot": "TB-23K-0417", "size": "2 x 1 L", "qty": "1.35 L", "location": "RM215-BENCH-4-SHELF", "expires": "2026-01-31", "hazard": "none"},
        "INV-02210": {"name": "TCEP hydrochloride (tris(2-carboxyethyl)phosphine)", "cas": "51805-45-9", "vendor": "Thermo Scientific", "catalog_no": "20490", "lot": "YK371805", "size": "1 g", "qty": "0.62 g", "location": "FRZ-F3", "expires": "2025-09-30", "hazard": "corrosive"},
    }
    t1 = mcp_text({"query": "Tris", "total": 5, "items": [{"item_id": k, **v} for k, v in items.items()]})
    hist0 = [
        {"at": "2024-07-08 16:42", "user": "mchen", "action": "checkout", "amount": "25 mL", "purpose": "HEK293 lysis"},
        {"at": "2024-07-05 11:07", "user": "jokoro", "action": "checkout", "amount": "100 mL", "purpose": "dialysis buffer"},
        {"at": "2024-06-27 09:30", "user": "rlee", "action": "checkout", "amount": "35 mL", "purpose": "IP wash buffer"},
    ]
    base977 = {"item_id": "INV-00977", **items["INV-00977"], "reorder_point": "600 mL", "container": "amber bottle, 1 L",
               "owner": "Lee lab (shared)", "sds_url": "https://benchstock.leelab.internal/sds/15568025.pdf", "received": "2024-03-19"}
    t2 = mcp_text({**base977, "last_scanned": "14 min ago", "open_orders": [], "history": hist0})
    t3 = mcp_text({"ok": True, "item_id": "INV-00977", "checked_out": "50 mL", "remaining": "590 mL", "at": "2024-07-09 10:18",
                   "warning": "Remaining quantity 590 mL is below the reorder point (600 mL)."})
    t4 = mcp_text({"ok": True, "item_id": "INV-01320", "checked_out": "200 mL", "remaining": "620 mL", "remaining_alt": "0.62 L", "at": "2024-07-09 10:19"})
    pct = [
        ("INV-00977", "590 mL", 59, "1 min ago"), ("INV-01320", "620 mL", 62, "just now"), ("INV-02210", "0.62 g", 62, "3 d ago"),
        ("INV-02051", "1.35 L", 68, "12 d ago"), ("INV-00412", "0.41 kg", 83, "21 d ago"),
    ]
    t5 = mcp_text({"query": "Tris", "sort": "quantity_pct (ascending)", "total": 5,
                   "items": [{"item_id": k, "name": items[k]["name"], "qty_display": q, "pct_of_container": p,
                              "location": items[k]["location"], "last_scanned": ls} for k, q, p, ls in pct]})
    f3 = ("FRZ-F3  -20 °C freezer F3 (Liebherr MediLine LGUex 1500), room 216, north wall\n"
          "setpoint: -20.0 °C   current: -19.4 °C   min/max 24h: -21.2 / -18.7 °C\n"
          "door: closed (last opened 6 min ago)   alarm: none   contents: 38 items\n"
          "shelves: 1 enzymes (Thermo/NEB)  2 antibiotics, DTT, TCEP  3 primers box 1-6  4 competent cells backup\n"
          "last defrost: 2024-05-02   probe: TempTrak #TT-0451 (calibrated 2024-01-15)")
    t6 = mcp_text(f3)
    t7 = mcp_text({"ok": True, "item_id": "INV-02210", "from": "FRZ-F3", "to": "FRZ-F1", "moved_at": "2024-07-09 10:24", "by": "rlee"})
    t8 = mcp_text({"ok": True, "order_id": "ORD-7731", "status": "submitted", "catalog_no": "15568025", "vendor": "Invitrogen",
                   "quantity": 2, "est_unit_price": "USD 61.40", "est_total": "USD 122.80", "approver": "rlee (PI)",
                   "submitted_at": "2024-07-09 10:26"})
    hist1 = [{"at": "2024-07-09 10:18", "user": "rlee", "action": "checkout", "amount": "50 mL", "purpose": "lysis buffer, 2 L batch"}] + hist0
    t9 = mcp_text({**base977, "qty": "590 mL", "last_scanned": "9 min ago",
                   "open_orders": [{"order_id": "ORD-7731", "status": "submitted", "quantity": 2, "submitted_at": "2024-07-09 10:26"}],
                   "history": hist1})
    t10 = mcp_text(f3.replace("current: -19.4 °C", "current: -20.3 °C").replace("last opened 6 min ago", "last opened 4 min ago")
                   .replace("contents: 38 items", "contents: 37 items").replace("antibiotics, DTT, TCEP", "antibiotics, DTT"))
    turns = [
        (call("search_items", query="Tris"), t1),
        (call("get_item", item_id="INV-00977"), t2),
        (call("checkout_item", item_id="INV-00977", amount="50 mL", user="rlee", purpose="lysis buffer, 2 L batch"), t3),
        (call("checkout_item", item_id="INV-01320", amount="0.2 L", user="rlee", purpose="resolving gels x10"), t4),
        (call("search_items", query="Tris", sort="quantity_pct"), t5),
        (call("get_location", location_id="FRZ-F3"), t6),
        (call("update_item_location", item_id="INV-02210", to_location="FRZ-F1", user="rlee"), t7),
        (call("create_order_request", catalog_no="15568025", vendor="Invitrogen", quantity=2, reason="INV-00977 below reorder point (590 of 600 mL)"), t8),
        (call("get_item", item_id="INV-00977"), t9),
        (call("get_location", location_id="FRZ-F3"), t10),
    ]
    rs.add(task=T, tid="h26-mcp-02", system=system, turns=turns,
           state="benchstock inventory, 1,214 items; session user rlee (PI). Local time 2024-07-09 10:15.")


# ---------------------------------------------------------------- 03 Jira (bad)
def t03(rs: RowSet) -> None:
    system = mcp_system("jira", "Atlassian Jira Cloud, site northwind-pay.atlassian.net", [
        tool("search_issues", "Search issues with JQL", {"jql": S, "fields": A, "maxResults": INT}, ["jql"]),
        tool("get_issue", "Get an issue, optionally expanding the changelog", {"issueKey": S, "expand": S}, ["issueKey"]),
        tool("get_transitions", "List the transitions available for an issue", {"issueKey": S}, ["issueKey"]),
        tool("transition_issue", "Move an issue through its workflow", {"issueKey": S, "transitionId": S}, ["issueKey", "transitionId"]),
        tool("add_comment", "Add a comment to an issue", {"issueKey": S, "body": S}, ["issueKey", "body"]),
        tool("create_issue", "Create an issue or sub-task", {"projectKey": S, "issueType": S, "summary": S, "description": S, "parent": S, "storyPoints": INT}, ["projectKey", "issueType", "summary"]),
    ])
    me = {"accountId": "712020:5b3e9c1d-7a04-4f2b-9d61-2c8e0f4a7b13", "displayName": "Tomasz Wrona"}
    rows = [
        ("PAY-1187", "Idempotency keys are not honoured for retried SEPA payouts", "In Progress", "Story", 5, "High", "2024-05-21T09:58:13.402+0200"),
        ("PAY-1179", "Webhook signature check rejects payloads with unicode merchant names", "In Review", "Bug", 3, "Medium", "2024-05-20T17:31:02.815+0200"),
        ("PAY-1192", "Expose payout batch status in merchant dashboard API", "To Do", "Story", 8, "Medium", "2024-05-20T10:12:47.090+0200"),
        ("PAY-1170", "Flaky test: test_refund_partial_multi_currency", "In Progress", "Bug", 2, "Low", "2024-05-19T22:04:55.371+0200"),
        ("PAY-1195", "Rotate PSP sandbox credentials before 31 May", "To Do", "Task", 1, "High", "2024-05-18T08:47:20.006+0200"),
        ("PAY-1164", "Payout reconciliation job runs twice after DST change", "Blocked", "Bug", 5, "Highest", "2024-05-16T15:26:38.744+0200"),
    ]

    def brief(k: str, s: str, st: str, ty: str, pts: int, pr: str, up: str) -> dict[str, Any]:
        return {"key": k, "fields": {"summary": s, "status": {"name": st}, "issuetype": {"name": ty}, "customfield_10016": pts,
                                     "priority": {"name": pr}, "assignee": {"displayName": me["displayName"]}, "updated": up}}

    jql = "project = PAY AND sprint in openSprints() AND assignee = currentUser() ORDER BY updated DESC"
    t1 = mcp_text({"startAt": 0, "maxResults": 50, "total": 6, "issues": [brief(*r) for r in rows]})
    desc = ("When the PSP times out on a SEPA payout we retry with the same Idempotency-Key, but PayoutService "
            "generates a fresh key in `_submit_with_retry` when the first attempt raised `PspTimeout`. Result: 14 duplicate "
            "payouts in May (see INC-311). Acceptance: retries reuse the stored key; a duplicate submission returns the "
            "original payout id; regression test covers timeout-then-success.")
    c1 = {"id": "48102", "author": {"displayName": "Ines Carvalho"}, "body": "INC-311 list of affected payouts is attached to the incident page.", "created": "2024-05-17T11:24:09.551+0200"}
    c2 = {"id": "48177", "author": {"displayName": "Tomasz Wrona"}, "body": "Root cause confirmed, key is regenerated in the except branch. Fix in progress on branch PAY-1187-idem-retry.", "created": "2024-05-20T16:07:30.218+0200"}
    base = {"summary": rows[0][1], "issuetype": {"name": "Story"}, "priority": {"name": "High"}, "customfield_10016": 5,
            "customfield_10020": [{"id": 342, "name": "PAY Sprint 42", "state": "active", "startDate": "2024-05-13T08:00:00.000Z", "endDate": "2024-05-27T08:00:00.000Z"}],
            "assignee": me, "reporter": {"displayName": "Ines Carvalho"}, "labels": ["payouts", "sepa", "incident-follow-up"],
            "components": [{"name": "payout-service"}], "created": "2024-05-17T10:55:31.907+0200", "description": desc,
            "issuelinks": [{"type": {"name": "Relates"}, "outwardIssue": {"key": "PAY-1164", "fields": {"summary": rows[5][1], "status": {"name": "Blocked"}}}}]}
    t2 = mcp_text({"key": "PAY-1187", "id": "10598", "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/10598",
                   "fields": {**base, "status": {"name": "In Progress", "statusCategory": {"key": "indeterminate"}},
                              "updated": "2024-05-21T09:58:13.402+0200", "comment": {"total": 2, "comments": [c1, c2]}}})
    t3 = mcp_text({"transitions": [
        {"id": "11", "name": "Back to To Do", "to": {"name": "To Do"}},
        {"id": "31", "name": "Send to Review", "to": {"name": "In Review"}},
        {"id": "41", "name": "Done", "to": {"name": "Done"}},
        {"id": "51", "name": "Mark Blocked", "to": {"name": "Blocked"}}]})
    t4 = mcp_text({"success": True, "issueKey": "PAY-1187", "transition": {"id": "31", "name": "Send to Review"},
                   "from": "In Progress", "to": "In Review", "updated": "2024-05-21T10:42:07.118+0200"})
    body = "PR #2291 is up: retries now reuse the persisted Idempotency-Key; added test_timeout_then_success_reuses_key. Ready for review."
    c3 = {"id": "48213", "author": me, "body": body, "created": "2024-05-21T10:43:51.660+0200", "updated": "2024-05-21T10:43:51.660+0200"}
    t5 = mcp_text({**c3, "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/10598/comment/48213", "jsdPublic": True})
    histories = [
        {"id": "902114", "author": me, "created": "2024-05-21T09:42:07.118+0200",
         "items": [{"field": "status", "fromString": "In Progress", "toString": "In Review"}]},
        {"id": "901877", "author": me, "created": "2024-05-20T16:05:44.930+0200",
         "items": [{"field": "labels", "fromString": "payouts sepa", "toString": "incident-follow-up payouts sepa"}]},
        {"id": "900512", "author": me, "created": "2024-05-17T11:20:18.205+0200",
         "items": [{"field": "status", "fromString": "To Do", "toString": "In Progress"},
                   {"field": "assignee", "fromString": None, "toString": "Tomasz Wrona"}]},
        {"id": "900488", "author": {"displayName": "Ines Carvalho"}, "created": "2024-05-17T10:58:02.640+0200",
         "items": [{"field": "Sprint", "fromString": None, "toString": "PAY Sprint 42"},
                   {"field": "Story Points", "fromString": None, "toString": "5"}]},
    ]
    t6 = mcp_text({"key": "PAY-1187", "id": "10598", "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/10598",
                   "fields": {**base, "status": {"name": "In Review", "statusCategory": {"key": "indeterminate"}},
                              "updated": "2024-05-21T10:43:51.660+0200", "comment": {"total": 3, "comments": [c1, c2, c3]}},
                   "changelog": {"startAt": 0, "maxResults": 100, "total": 4, "histories": histories}})
    t7 = mcp_text({"id": "10617", "key": "PAY-1203", "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/10617",
                   "fields": {"summary": "Backfill: mark the 14 INC-311 duplicate payouts for clawback", "issuetype": {"name": "Sub-task"},
                              "parent": {"key": "PAY-1187"}, "status": {"name": "To Do"}, "customfield_10016": 2,
                              "assignee": me, "created": "2024-05-21T10:46:22.304+0200"}})
    rows2 = [("PAY-1203", "Backfill: mark the 14 INC-311 duplicate payouts for clawback", "To Do", "Sub-task", 2, "Medium", "2024-05-21T10:46:22.304+0200"),
             ("PAY-1187", rows[0][1], "In Review", "Story", 5, "High", "2024-05-21T10:43:51.660+0200")] + rows[1:]
    t8 = mcp_text({"startAt": 0, "maxResults": 50, "total": 7, "issues": [brief(*r) for r in rows2]})
    turns = [
        (call("search_issues", jql=jql, fields=["summary", "status", "issuetype", "customfield_10016", "priority", "assignee", "updated"]), t1),
        (call("get_issue", issueKey="PAY-1187"), t2),
        (call("get_transitions", issueKey="PAY-1187"), t3),
        (call("transition_issue", issueKey="PAY-1187", transitionId="31"), t4),
        (call("add_comment", issueKey="PAY-1187", body=body), t5),
        (call("get_issue", issueKey="PAY-1187", expand="changelog"), t6),
        (call("create_issue", projectKey="PAY", issueType="Sub-task", parent="PAY-1187", storyPoints=2,
              summary="Backfill: mark the 14 INC-311 duplicate payouts for clawback",
              description="One-off script over the INC-311 list; set payout.clawback_pending=true."), t7),
        (call("search_issues", jql=jql, fields=["summary", "status", "issuetype", "customfield_10016", "priority", "assignee", "updated"]), t8),
    ]
    rs.add(task=T, tid="h26-mcp-03", system=system, turns=turns,
           state="Jira Cloud, project PAY, active sprint 'PAY Sprint 42'; authenticated as Tomasz Wrona. Times are Europe/Warsaw (+02:00).",
           bad=True, turn=6, kind="changelog dates the agent's status transition before a time at which the issue was still In Progress")


# ---------------------------------------------------------------- 04 fleet tracker (clean)
def t04(rs: RowSet) -> None:
    system = mcp_system("fleetpulse", "live telematics and route dispatch for Kurier Süd GmbH, Augsburg", [
        tool("list_vehicles", "Live status of all vehicles", {"depot": S}, []),
        tool("get_vehicle", "Detailed live status of one vehicle", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_route", "Today's route of a vehicle with stop ETAs", {"vehicle_id": S}, ["vehicle_id"]),
        tool("reassign_stop", "Move an undelivered stop to another vehicle's route", {"stop_id": S, "from_vehicle": S, "to_vehicle": S, "position": S}, ["stop_id", "from_vehicle", "to_vehicle"]),
        tool("send_driver_message", "Send a message to the driver app", {"vehicle_id": S, "text": S}, ["vehicle_id", "text"]),
        tool("get_geofence_events", "Geofence entries and exits", {"since": S}, ["since"]),
    ])

    def v(vid: str, model: str, driver: str, status: str, kmh: int, lat: float, lon: float, odo: float, fuel: int,
          done: int, total: int, nxt: str, eta: str, ping: str) -> dict[str, Any]:
        return {"vehicle_id": vid, "model": model, "driver": driver, "status": status, "speed_kmh": kmh,
                "position": {"lat": lat, "lon": lon}, "odometer_km": odo, "fuel_pct": fuel,
                "stops": f"{done}/{total}", "next_stop": nxt, "eta_next": eta, "last_ping": ping}

    l1 = [
        v("VAN-07", "Ford Transit 350 L3", "Aylin Demir", "moving", 42, 48.37152, 10.89411, 84211.6, 61, 9, 15, "Bäckerei Lindner, Hauptstr. 14", "13:12", "12 s ago"),
        v("VAN-11", "Mercedes Sprinter 316", "Jonas Brandl", "moving", 28, 48.34018, 10.90877, 102488.3, 47, 11, 18, "ST-88207 Apotheke am Park", "13:09", "8 s ago"),
        v("VAN-12", "Mercedes Sprinter 316", "Petra Huber", "stopped", 0, 48.35561, 10.93102, 67903.9, 72, 14, 16, "ST-88230 Baumarkt Ost", "arrived 12:58", "21 s ago"),
        v("TRK-03", "Isuzu NPR 75", "Milan Kovač", "moving", 55, 48.32290, 10.87655, 231774.0, 38, 6, 6, "Depot Süd (return)", "13:11", "4 s ago"),
        v("VAN-15", "VW Crafter 35", "Sandra Ölmez", "idle", 0, 48.38807, 10.86213, 45120.5, 83, 4, 12, "ST-88139 Klinikum Nord (loading bay)", "arrived 13:02", "33 s ago"),
        v("VAN-19", "Ford E-Transit", "(unassigned)", "in depot", 0, 48.32011, 10.87342, 12406.2, 95, 0, 0, "-", "-", "2 min ago"),
    ]
    t1 = pj({"as_of": "2024-10-02T13:05:40+02:00", "depot": "Depot Süd", "vehicles": l1})

    def stop(sid: str, name: str, eta: str, window: str, parcels: int) -> dict[str, Any]:
        return {"stop_id": sid, "name": name, "eta": eta, "window": window, "parcels": parcels}

    r11 = [
        stop("ST-88207", "Apotheke am Park, Parkstr. 3", "13:09", "12:00-14:00", 2),
        stop("ST-88209", "Schreinerei Gruber, Lechauer Weg 21", "13:18", "08:00-16:00", 1),
        stop("ST-88214", "Hotel Fuggerhof, Maximilianstr. 40", "13:27", "12:00-15:00", 6),
        stop("ST-88216", "Copyshop Uni-Süd, Universitätsstr. 2", "13:36", "09:00-18:00", 3),
        stop("ST-88219", "Tierarztpraxis Haunstetten, Inninger Str. 7", "13:44", "08:00-17:00", 1),
        stop("ST-88222", "Getränke Weiß, Landsberger Str. 115", "13:55", "10:00-18:00", 4),
        stop("ST-88225", "Kita Sonnenschein, Hofackerstr. 9", "14:06", "07:30-14:30", 2),
    ]
    t2 = pj({"vehicle_id": "VAN-11", "as_of": "2024-10-02T13:06:02+02:00", "stops_total": 18, "stops_done": 11,
             "remaining": r11, "planned_return": "14:31", "route_km_remaining": 41.7})
    t3 = pj({"vehicle_id": "VAN-12", "as_of": "2024-10-02T13:07:15+02:00", "driver": "Petra Huber", "status": "stopped",
             "at_stop": {"stop_id": "ST-88230", "name": "Baumarkt Ost, Friedberger Str. 160", "arrived": "12:58", "dwell_min": 9},
             "stops": "14/16", "odometer_km": 67903.9, "fuel_pct": 72, "engine": "off", "cargo_load_pct": 18,
             "driver_hours_remaining": "2 h 10 min", "unread_messages": 0, "last_ping": "6 s ago"})
    t4 = pj({"ok": True, "stop_id": "ST-88214", "from": {"vehicle_id": "VAN-11", "stops_total": 17},
             "to": {"vehicle_id": "VAN-12", "stops_total": 17, "position": 17, "eta": "13:34"},
             "note": "Driver apps of VAN-11 and VAN-12 updated."})
    t5 = pj({"ok": True, "message_id": "MSG-55102", "vehicle_id": "VAN-12", "status": "delivered", "sent": "13:08:31"})
    l2 = [
        v("VAN-07", "Ford Transit 350 L3", "Aylin Demir", "moving", 36, 48.36610, 10.90124, 84215.1, 60, 10, 15, "Optik Schramm, Karlstr. 8", "13:19", "5 s ago"),
        v("VAN-11", "Mercedes Sprinter 316", "Jonas Brandl", "stopped", 0, 48.33102, 10.91590, 102491.0, 46, 12, 17, "ST-88209 Schreinerei Gruber", "arrived 13:13", "17 s ago"),
        v("VAN-12", "Mercedes Sprinter 316", "Petra Huber", "moving", 39, 48.36244, 10.92218, 67906.4, 72, 15, 17, "ST-88231 Elektro Maier", "13:19", "9 s ago"),
        v("TRK-03", "Isuzu NPR 75", "Milan Kovač", "in depot", 0, 48.32011, 10.87342, 231779.1, 37, 6, 6, "-", "-", "1 min ago"),
        v("VAN-15", "VW Crafter 35", "Sandra Ölmez", "moving", 31, 48.38390, 10.87045, 45121.9, 83, 5, 12, "ST-88140 Praxis Dr. Wenger", "13:21", "3 s ago"),
        v("VAN-19", "Ford E-Transit", "(unassigned)", "in depot", 0, 48.32011, 10.87342, 12406.2, 95, 0, 0, "-", "-", "4 min ago"),
    ]
    t6 = pj({"as_of": "2024-10-02T13:14:05+02:00", "depot": "Depot Süd", "vehicles": l2})
    t7 = pj({"since": "2024-10-02T13:00:00+02:00", "events": [
        {"at": "13:02:17", "vehicle_id": "VAN-15", "event": "enter", "zone": "Customer: Klinikum Nord loading bay"},
        {"at": "13:08:44", "vehicle_id": "VAN-12", "event": "exit", "zone": "Customer: Baumarkt Ost"},
        {"at": "13:09:55", "vehicle_id": "VAN-15", "event": "exit", "zone": "Customer: Klinikum Nord loading bay"},
        {"at": "13:11:02", "vehicle_id": "TRK-03", "event": "enter", "zone": "Depot Süd"},
        {"at": "13:12:30", "vehicle_id": "VAN-07", "event": "enter", "zone": "Zone: Altstadt low-emission"},
        {"at": "13:13:08", "vehicle_id": "VAN-11", "event": "enter", "zone": "Customer: Schreinerei Gruber"},
    ]})
    r11b = [
        {**r11[1], "eta": "arrived 13:13"},
        {**r11[3], "eta": "13:27"}, {**r11[4], "eta": "13:35"}, {**r11[5], "eta": "13:46"}, {**r11[6], "eta": "13:57"},
    ]
    t8 = pj({"vehicle_id": "VAN-11", "as_of": "2024-10-02T13:16:20+02:00", "stops_total": 17, "stops_done": 12,
             "remaining": r11b, "planned_return": "14:22", "route_km_remaining": 33.9})
    t9 = pj({"vehicle_id": "VAN-12", "as_of": "2024-10-02T13:27:48+02:00", "driver": "Petra Huber", "status": "moving",
             "speed_kmh": 44, "stops": "16/17", "next_stop": {"stop_id": "ST-88214", "name": "Hotel Fuggerhof, Maximilianstr. 40", "eta": "13:34"},
             "odometer_km": 67911.8, "fuel_pct": 71, "engine": "on", "cargo_load_pct": 9,
             "driver_hours_remaining": "1 h 50 min", "unread_messages": 0,
             "messages": [{"message_id": "MSG-55102", "status": "read", "read_at": "13:09:02"}], "last_ping": "3 s ago"})
    turns = [
        (call("list_vehicles", depot="Depot Süd"), t1),
        (call("get_route", vehicle_id="VAN-11"), t2),
        (call("get_vehicle", vehicle_id="VAN-12"), t3),
        (call("reassign_stop", stop_id="ST-88214", from_vehicle="VAN-11", to_vehicle="VAN-12", position="end"), t4),
        (call("send_driver_message", vehicle_id="VAN-12", text="Extra stop added: Hotel Fuggerhof (6 parcels), window until 15:00. Thanks!"), t5),
        (call("list_vehicles", depot="Depot Süd"), t6),
        (call("get_geofence_events", since="2024-10-02T13:00:00+02:00"), t7),
        (call("get_route", vehicle_id="VAN-11"), t8),
        (call("get_vehicle", vehicle_id="VAN-12"), t9),
    ]
    rs.add(task=T, tid="h26-mcp-04", system=system, turns=turns,
           state="Kurier Süd fleet of 6 vehicles on the afternoon run; the dispatcher agent balances stops between vans. Local time 13:05.")


# ---------------------------------------------------------------- 05 Slack (clean)
def t05(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack workspace 'orbitalgoods', bot user @release-bot", [
        tool("slack_list_channels", "List public channels", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Recent messages of a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_invite_to_channel", "Invite users to a channel", {"channel_id": S, "users": A}, ["channel_id", "users"]),
        tool("slack_reply_to_thread", "Reply in a thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_get_user_profile", "Profile of a user", {"user_id": S}, ["user_id"]),
    ])
    ch = "C05QK7RL1AB"

    def c(cid: str, name: str, members: int, topic: str, created: int) -> dict[str, Any]:
        return {"id": cid, "name": name, "is_channel": True, "is_archived": False, "num_members": members,
                "topic": {"value": topic}, "created": created}

    page1 = [
        c("C01A2B3C4D5", "general", 212, "Company-wide announcements", 1546300800),
        c("C02F7H8J9K0", "eng", 97, "Engineering chatter. Incidents go to #inc-*", 1577836800),
        c("C03M4N5P6Q7", "deploys", 58, "Automated deploy notices", 1609459200),
        c(ch, "release-train", 23, "Weekly release coordination - cut Thursdays 12:00 UTC", 1693526400),
        c("C04R8S9T0U1", "qa", 19, "QA plans, sign-offs, flaky test triage", 1640995200),
    ]
    t1 = mcp_text({"ok": True, "channels": page1, "response_metadata": {"next_cursor": "dGVhbTpDMDRSOFM5VDBVMQ=="}})
    page2 = [
        c("C05V2W3X4Y5", "random", 188, "", 1546300800),
        c("C06Z6A7B8C9", "design-crit", 27, "Thursday crits, Figma links welcome", 1672531200),
        c("C07D0E1F2G3", "oncall", 34, "Primary: @marcus.l  Secondary: @priya.s (week 19)", 1680307200),
        c("C08H4J5K6L7", "support-escalations", 41, "Tier-2 handoffs", 1688169600),
    ]
    t2 = mcp_text({"ok": True, "channels": page2, "response_metadata": {"next_cursor": ""}})
    m_qa = {"type": "message", "user": "U04HN2P8Q1Z", "ts": "1715249803.112049",
            "text": "QA sign-off for 2024.19 on staging :white_check_mark: all 214 e2e green, 2 known flakes quarantined",
            "reactions": [{"name": "white_check_mark", "count": 2, "users": ["U02LBM7T4RK", "U03CKD9E2WS"]}]}
    m_mig = {"type": "message", "user": "U02LBM7T4RK", "ts": "1715248517.604219",
             "text": "Heads-up: migration 0142 adds an index on orders(created_at), ~6 min on prod. Needs a quiet window.",
             "thread_ts": "1715248517.604219", "reply_count": 3, "reply_users_count": 2, "latest_reply": "1715249122.009311",
             "reactions": [{"name": "eyes", "count": 4, "users": ["U04HN2P8Q1Z", "U03CKD9E2WS", "U06PX1V4NQJ", "U01SRE0AZ9B"]}]}
    m_dep = {"type": "message", "subtype": "bot_message", "bot_id": "B03DPL0Y7ER", "ts": "1715246230.551839",
             "text": "Deploy of api 2024.18.3 to production finished (12m 41s) - 0 errors, p95 212 ms"}
    m_cut = {"type": "message", "user": "U04HN2P8Q1Z", "ts": "1715244011.227129", "text": "Cut for 2024.19 is at 12:00 UTC today, freeze on main from 11:30."}
    m_flk = {"type": "message", "user": "U06PX1V4NQJ", "ts": "1715240575.908149", "text": "who owns the flaky checkout-e2e test? it failed 3/10 last night",
             "thread_ts": "1715240575.908149", "reply_count": 5, "reply_users_count": 3, "latest_reply": "1715243390.114409"}
    m_mor = {"type": "message", "user": "U02LBM7T4RK", "ts": "1715238802.337509", "text": "Morning! Driver this week is @release-bot with me as backup."}
    t3 = mcp_text({"ok": True, "messages": [m_qa, m_mig, m_dep, m_cut, m_flk, m_mor], "has_more": True,
                   "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE1MjM4ODAyMzM3NTA5"}})
    post = "Release 2024.19 cut from main @ 4f1c2e9 :train: changelog: https://git.orbitalgoods.io/platform/releases/2024.19 - rollout starts 13:00 UTC"
    m_me = {"type": "message", "user": "U05RELB0T1X", "bot_id": "B05RB0T1XQ2", "ts": "1715250044.331919", "text": post}
    t4 = mcp_text({"ok": True, "channel": ch, "ts": "1715250044.331919", "message": m_me})
    t5 = mcp_text({"ok": True})
    t6 = mcp_text({"ok": True, "channel": {**page1[3], "num_members": 24}})
    reply = "Thanks - 0142 goes in the 13:00 UTC window right after the cut; I'll post here when it starts."
    t7 = mcp_text({"ok": True, "channel": ch, "ts": "1715250150.441129",
                   "message": {"type": "message", "user": "U05RELB0T1X", "ts": "1715250150.441129", "thread_ts": "1715248517.604219", "text": reply}})
    m_lunch = {"type": "message", "user": "U02LBM7T4RK", "ts": "1715250120.290019", "text": "grabbing lunch, back before 13:00 for the migration"}
    m_join = {"type": "message", "subtype": "channel_join", "user": "U07TQ9ZD2MX", "ts": "1715250102.778409",
              "text": "<@U07TQ9ZD2MX> has joined the channel", "inviter": "U05RELB0T1X"}
    m_qa2 = {**m_qa, "reactions": [{"name": "white_check_mark", "count": 3, "users": ["U02LBM7T4RK", "U03CKD9E2WS", "U05RELB0T1X"]}]}
    m_mig2 = {**m_mig, "reply_count": 4, "reply_users_count": 3, "latest_reply": "1715250150.441129"}
    t8 = mcp_text({"ok": True, "messages": [m_lunch, m_join, m_me, m_qa2, m_mig2, m_dep], "has_more": True,
                   "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE1MjQ2MjMwNTUxODM5"}})
    t9 = mcp_text({"ok": True, "profile": {"real_name": "Lea Brandt", "display_name": "lea.b", "title": "Release Engineer (new, starting wk 19)",
                                            "status_text": "onboarding", "status_emoji": ":seedling:", "status_expiration": 0,
                                            "tz": "Europe/Berlin", "email": "lea.brandt@orbitalgoods.io"}})
    turns = [
        (call("slack_list_channels", limit=5), t1),
        (call("slack_list_channels", limit=5, cursor="dGVhbTpDMDRSOFM5VDBVMQ=="), t2),
        (call("slack_get_channel_history", channel_id=ch, limit=6), t3),
        (call("slack_post_message", channel_id=ch, text=post), t4),
        (call("slack_add_reaction", channel_id=ch, timestamp="1715249803.112049", reaction="white_check_mark"), t5),
        (call("slack_invite_to_channel", channel_id=ch, users=["U07TQ9ZD2MX"]), t6),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts="1715248517.604219", text=reply), t7),
        (call("slack_get_channel_history", channel_id=ch, limit=6), t8),
        (call("slack_get_user_profile", user_id="U07TQ9ZD2MX"), t9),
    ]
    rs.add(task=T, tid="h26-mcp-05", system=system, turns=turns,
           state="Workspace orbitalgoods; the agent is @release-bot (U05RELB0T1X) driving release 2024.19 in #release-train.")


# ---------------------------------------------------------------- 06 library catalog (bad)
def t06(rs: RowSet) -> None:
    system = mcp_system("westbrook-ils", "patron and catalog services of the Westbrook Public Library (Evergreen ILS)", [
        tool("get_patron", "Patron account: loans, holds, fines", {"patron_id": S}, ["patron_id"]),
        tool("search_catalog", "Search the catalog", {"query": S, "format": S}, ["query"]),
        tool("get_record", "Bibliographic record with copies and hold queue", {"record_id": S}, ["record_id"]),
        tool("place_hold", "Place a title-level hold", {"patron_id": S, "record_id": S, "pickup_branch": S}, ["patron_id", "record_id", "pickup_branch"]),
        tool("cancel_hold", "Cancel a hold", {"patron_id": S, "hold_id": S}, ["patron_id", "hold_id"]),
        tool("renew_loan", "Renew a checked-out item", {"patron_id": S, "barcode": S}, ["patron_id", "barcode"]),
        tool("get_hold", "Details of one hold", {"patron_id": S, "hold_id": S}, ["patron_id", "hold_id"]),
        tool("update_patron_notifications", "Change how the patron is notified", {"patron_id": S, "email": B, "sms": B, "sms_number": S}, ["patron_id"]),
    ])
    pid = "P-20931"
    loans = [
        {"barcode": "31672008814527", "title": "The Ministry for the Future", "author": "Robinson, Kim Stanley", "format": "book", "due": "2024-08-12", "renewals": "0/3"},
        {"barcode": "31672009120348", "title": "Demon Copperhead", "author": "Kingsolver, Barbara", "format": "book", "due": "2024-08-12", "renewals": "1/3"},
        {"barcode": "31672007745910", "title": "Project Hail Mary (audiobook, 13 CDs)", "author": "Weir, Andy", "format": "audiobook CD", "due": "2024-08-05", "renewals": "2/3", "overdue_days": 1},
        {"barcode": "31672010033876", "title": "Lonely Planet Portugal (13th ed.)", "author": "Lonely Planet", "format": "book", "due": "2024-08-19", "renewals": "0/2"},
    ]
    h_over = {"hold_id": "H-77120", "title": "The Overstory", "author": "Powers, Richard", "record_id": "1021873", "status": "waiting", "queue": "2 of 3", "pickup": "Central", "placed": "2024-07-22"}
    h_pira = {"hold_id": "H-77305", "title": "Piranesi", "author": "Clarke, Susanna", "record_id": "1104521", "status": "ready for pickup", "pickup": "Eastside", "shelf_expires": "2024-08-09", "placed": "2024-07-10"}
    h_brai = {"hold_id": "H-77411", "title": "Braiding Sweetgrass", "author": "Kimmerer, Robin Wall", "record_id": "0987342", "status": "waiting", "queue": "5 of 9", "pickup": "Central", "placed": "2024-07-30"}
    acct = {"patron_id": pid, "name": "Marisol Okafor", "card": "21987000413355", "home_branch": "Central", "expires": "2026-03-31",
            "notifications": {"email": True, "sms": False}, "fines_due": "USD 0.40"}
    t1 = pj({**acct, "loans": loans, "holds": [h_over, h_pira, h_brai], "counts": {"loans": 4, "holds": 3, "overdue": 1}})
    t2 = pj({"query": "tomorrow and tomorrow and tomorrow", "total": 3, "results": [
        {"record_id": "1188342", "title": "Tomorrow, and Tomorrow, and Tomorrow", "author": "Zevin, Gabrielle", "format": "book", "year": 2022,
         "copies": 6, "available": 0, "holds": 3, "call_no": "FIC ZEVIN"},
        {"record_id": "1190017", "title": "Tomorrow, and Tomorrow, and Tomorrow [large print]", "author": "Zevin, Gabrielle", "format": "large print", "year": 2022,
         "copies": 1, "available": 1, "holds": 0, "call_no": "LP FIC ZEVIN", "available_at": ["Northside"]},
        {"record_id": "1190555", "title": "Tomorrow, and Tomorrow, and Tomorrow", "author": "Zevin, Gabrielle", "format": "eBook (Libby)", "year": 2022,
         "copies": 12, "available": 0, "holds": 31, "est_wait": "about 8 weeks"},
    ]})
    t3 = pj({"ok": True, "hold_id": "H-77562", "record_id": "1188342", "title": "Tomorrow, and Tomorrow, and Tomorrow", "pickup": "Central",
             "queue": "4 of 4", "placed": "2024-08-06", "expires_if_unfilled": "2025-08-06"})
    t4 = pj({"ok": True, "hold_id": "H-77411", "status": "cancelled", "cancelled": "2024-08-06", "cause": "patron request"})
    t5 = pj({"ok": True, "barcode": "31672008814527", "title": "The Ministry for the Future", "old_due": "2024-08-12", "new_due": "2024-09-03", "renewals": "1/3"})
    t6 = pj({"ok": False, "barcode": "31672009120348", "title": "Demon Copperhead", "code": "COPY_NEEDED_FOR_HOLD",
             "message": "Item cannot be renewed: it is needed to fill a hold for another patron (2 holds waiting).", "due": "2024-08-12"})
    copies = [
        ("31672011200514", "Central", "checked out", "2024-08-14"), ("31672011200522", "Central", "checked out", "2024-08-20"),
        ("31672011200530", "Eastside", "checked out", "2024-08-09"), ("31672011200548", "Northside", "in transit", "-"),
        ("31672011200555", "Westgate", "checked out", "2024-08-27"), ("31672011200563", "Central", "checked out", "2024-08-11"),
    ]
    t7 = pj({"record_id": "1188342", "title": "Tomorrow, and Tomorrow, and Tomorrow", "author": "Zevin, Gabrielle",
             "publisher": "Alfred A. Knopf, 2022", "isbn": "9780593321201", "pages": 401, "subjects": ["Video games -- Design -- Fiction", "Friendship -- Fiction"],
             "copies": [{"barcode": b, "branch": br, "status": st, "due": d} for b, br, st, d in copies],
             "hold_queue": {"total": 4, "yours": {"hold_id": "H-77562", "position": 4}}})
    loans2 = [{**loans[0], "due": "2024-09-03", "renewals": "1/3"}] + loans[1:]
    h_over2 = {**h_over, "queue": "1 of 2"}
    h_new = {"hold_id": "H-77562", "title": "Tomorrow, and Tomorrow, and Tomorrow", "author": "Zevin, Gabrielle", "record_id": "1188342", "status": "waiting", "queue": "4 of 4", "pickup": "Central", "placed": "2024-08-06"}
    t8 = pj({**acct, "loans": loans2, "holds": [h_over2, h_pira, h_brai, h_new], "counts": {"loans": 4, "holds": 4, "overdue": 1}})
    t9 = pj({"hold_id": "H-77305", "title": "Piranesi", "status": "ready for pickup", "pickup": "Eastside", "shelf_location": "Holds shelf E-14",
             "shelf_expires": "2024-08-09", "notified": ["email 2024-08-03 09:12"]})
    t10 = pj({"ok": True, "patron_id": pid, "notifications": {"email": True, "sms": True, "sms_number": "+1 555-0134"},
              "message": "Hold-ready and due-date reminders will be sent by email and SMS."})
    turns = [
        (call("get_patron", patron_id=pid), t1),
        (call("search_catalog", query="tomorrow and tomorrow and tomorrow"), t2),
        (call("place_hold", patron_id=pid, record_id="1188342", pickup_branch="Central"), t3),
        (call("cancel_hold", patron_id=pid, hold_id="H-77411"), t4),
        (call("renew_loan", patron_id=pid, barcode="31672008814527"), t5),
        (call("renew_loan", patron_id=pid, barcode="31672009120348"), t6),
        (call("get_record", record_id="1188342"), t7),
        (call("get_patron", patron_id=pid), t8),
        (call("get_hold", patron_id=pid, hold_id="H-77305"), t9),
        (call("update_patron_notifications", patron_id=pid, email=True, sms=True, sms_number="+1 555-0134"), t10),
    ]
    rs.add(task=T, tid="h26-mcp-06", system=system, turns=turns,
           state="Westbrook Public Library ILS; the agent helps patron P-20931 (Marisol Okafor) manage her account. Today is 2024-08-06.",
           bad=True, turn=8, kind="a hold the agent cancelled is listed again as waiting on the patron account")


# ---------------------------------------------------------------- 07 Postgres (bad)
def _psql(cols: list[str], rows: list[tuple[Any, ...]], right: set[int] | None = None) -> str:
    right = right or set()
    cells = [[str(x) for x in r] for r in rows]
    w = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(cols)]
    head = "|".join(f" {c.center(w[i])} " for i, c in enumerate(cols)).rstrip()
    sep = "+".join("-" * (w[i] + 2) for i in range(len(cols)))
    body = ["|".join(f" {r[i].rjust(w[i]) if i in right else r[i].ljust(w[i])} " for i in range(len(cols))).rstrip() for r in cells]
    n = len(rows)
    return "\n".join([head, sep, *body, f"({n} row{'s' if n != 1 else ''})"])


def t07(rs: RowSet) -> None:
    system = mcp_system("postgres", "read/write SQL access to the Quillmate billing database (PostgreSQL 16, autocommit on)", [
        tool("list_tables", "List tables with size and estimated row counts", {"schema": S}, []),
        tool("describe_table", "Columns, indexes and constraints of a table", {"table": S}, ["table"]),
        tool("query", "Run a read-only SQL query", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement (autocommit)", {"sql": S}, ["sql"]),
    ])
    t1 = _psql(["schema", "table", "est_rows", "total_size"], [
        ("public", "accounts", "1,611", "1184 kB"), ("public", "audit_log", "90,388", "38 MB"), ("public", "coupons", "41", "48 kB"),
        ("public", "invoice_lines", "131,902", "29 MB"), ("public", "invoices", "48,213", "14 MB"), ("public", "payment_methods", "1,402", "560 kB"),
        ("public", "plans", "9", "32 kB"), ("public", "subscriptions", "1,566", "792 kB"), ("public", "usage_events", "2,304,117", "611 MB"),
    ], {2, 3})
    q2 = "SELECT status, count(*) FROM subscriptions GROUP BY status ORDER BY count(*) DESC;"
    t2 = _psql(["status", "count"], [("active", 1284), ("canceled", 212), ("trialing", 57), ("past_due", 19)], {1})
    q3 = ("SELECT id, account_id, plan_id, created_at, trial_ends_at FROM subscriptions WHERE status = 'trialing' "
          "AND trial_ends_at < now() - interval '30 days' ORDER BY trial_ends_at;")
    stale = [
        (40112, 1033, "team_m", "2024-01-29 10:14:52+00", "2024-02-12 10:14:52+00"),
        (40187, 1058, "solo", "2024-02-06 08:02:11+00", "2024-02-20 08:02:11+00"),
        (40233, 1071, "team_s", "2024-02-14 16:47:30+00", "2024-02-28 16:47:30+00"),
        (40301, 1102, "solo", "2024-02-27 21:05:03+00", "2024-03-12 21:05:03+00"),
        (40344, 1119, "team_m", "2024-03-04 09:31:44+00", "2024-03-18 09:31:44+00"),
        (40398, 1140, "solo", "2024-03-11 13:22:17+00", "2024-03-25 13:22:17+00"),
        (40420, 1151, "business", "2024-03-15 07:58:09+00", "2024-03-29 07:58:09+00"),
        (40476, 1177, "solo", "2024-03-26 18:40:55+00", "2024-04-09 18:40:55+00"),
        (40519, 1196, "team_s", "2024-04-02 11:11:11+00", "2024-04-16 11:11:11+00"),
        (40561, 1213, "solo", "2024-04-10 15:36:28+00", "2024-04-24 15:36:28+00"),
        (40602, 1234, "team_m", "2024-04-17 09:09:40+00", "2024-05-01 09:09:40+00"),
        (40648, 1259, "solo", "2024-04-24 20:17:06+00", "2024-05-08 20:17:06+00"),
        (40671, 1270, "team_s", "2024-04-29 12:50:33+00", "2024-05-13 12:50:33+00"),
        (40705, 1288, "solo", "2024-05-05 06:44:19+00", "2024-05-19 06:44:19+00"),
    ]
    t3 = _psql(["id", "account_id", "plan_id", "created_at", "trial_ends_at"], stale, {0, 1})
    q4 = "DELETE FROM subscriptions WHERE status = 'trialing' AND trial_ends_at < now() - interval '30 days';"
    t4 = "DELETE 14"
    t5 = _psql(["status", "count"], [("active", 1284), ("canceled", 212), ("trialing", 57), ("past_due", 19)], {1})
    q6 = ("INSERT INTO audit_log (actor, action, entity, details) VALUES ('ops-agent', 'purge_stale_trials', 'subscriptions', "
          "'{\"deleted\": 14, \"cutoff\": \"2024-05-21\"}') RETURNING id, created_at;")
    t6 = _psql(["id", "created_at"], [(90417, "2024-06-20 14:07:31.582+00")], {0}) + "\nINSERT 0 1"
    t7 = _psql(["count"], [(1558,)], {0})
    q8 = ("SELECT p.id AS plan_id, count(s.id) AS subs, count(*) FILTER (WHERE s.status = 'active') AS active, "
          "round(avg(p.price_cents) / 100.0, 2) AS avg_price_usd FROM plans p LEFT JOIN subscriptions s ON s.plan_id = p.id "
          "GROUP BY p.id ORDER BY subs DESC;")
    t8 = _psql(["plan_id", "subs", "active", "avg_price_usd"], [
        ("solo", 702, 586, "12.00"), ("team_s", 398, 337, "49.00"), ("team_m", 261, 214, "119.00"), ("business", 142, 121, "399.00"),
        ("edu", 38, 19, "0.00"), ("nonprofit", 11, 5, "29.00"), ("legacy_pro", 6, 2, "25.00"), ("enterprise", 0, 0, "0.00"), ("internal", 0, 0, "0.00"),
    ], {1, 2, 3})
    turns = [
        (call("list_tables", schema="public"), t1),
        (call("query", sql=q2), t2),
        (call("query", sql=q3), t3),
        (call("execute", sql=q4), t4),
        (call("query", sql=q2), t5),
        (call("execute", sql=q6), t6),
        (call("query", sql="SELECT count(*) FROM subscriptions;"), t7),
        (call("query", sql=q8), t8),
    ]
    rs.add(task=T, tid="h26-mcp-07", system=system, turns=turns,
           state="Database quillmate_billing on db-prod-2 (read/write role ops_agent). now() = 2024-06-20 14:05 UTC. Task: purge trials that ended more than 30 days ago and log it.",
           bad=True, turn=5, kind="status counts after deleting 14 trialing subscriptions still show the pre-delete trialing count")


# ---------------------------------------------------------------- 08 home automation hub (bad)
def t08(rs: RowSet) -> None:
    system = mcp_system("hubitat", "Hubitat Elevation C-8 hub 'Maple St' via Maker API", [
        tool("list_devices", "All devices with current attributes", {"room": S}, []),
        tool("get_device", "One device with all attributes and capabilities", {"device_id": INT}, ["device_id"]),
        tool("rename_device", "Change a device label", {"device_id": INT, "label": S}, ["device_id", "label"]),
        tool("send_command", "Send a command to a device", {"device_id": INT, "command": S, "args": A}, ["device_id", "command"]),
        tool("get_events", "Recent events of a device", {"device_id": INT, "max": INT}, ["device_id"]),
        tool("activate_scene", "Activate a scene", {"scene": S}, ["scene"]),
    ])

    def listing(at: str, devs: list[tuple[int, str, str, str, str, str]]) -> str:
        head = f"Hub 'Maple St' (C-8, platform 2.3.9.192) - {len(devs)} devices - as of {at}\n"
        lines = [f"[{i}] {lab} | {room} | {typ} | {attrs} | last activity {la}" for i, lab, room, typ, attrs, la in devs]
        return head + "\n".join(lines)

    d1 = [
        (3, "Front Door Lock", "Entry", "Yale YRD256 Zigbee Lock", "lock: locked, battery: 78%", "2024-11-18 17:48:20"),
        (5, "Front Door Contact", "Entry", "Aqara Door Sensor", "contact: closed, battery: 91%", "2024-11-18 17:48:02"),
        (9, "Hallway Motion", "Hallway", "Hue Motion Sensor", "motion: inactive, illuminance: 12 lx, temperature: 20.8 °C, battery: 64%", "2024-11-18 19:01:47"),
        (12, "Kitchen Ceiling", "Kitchen", "Inovelli Blue 2-1 Dimmer", "switch: on, level: 80", "2024-11-18 18:22:15"),
        (14, "Kitchen Under-Cabinet", "Kitchen", "Zooz ZEN31 RGBW", "switch: off, level: 100, color: warm white", "2024-11-18 07:40:03"),
        (37, "Living Room Lamp", "Living Room", "Sengled E11-G13 Zigbee Bulb", "switch: off, level: 100", "2024-11-18 18:31:05"),
        (38, "Living Room Floor Lamp", "Living Room", "IKEA Tradfri Plug", "switch: on", "2024-11-18 18:30:58"),
        (41, "TV Power Monitor", "Living Room", "Zooz ZEN15 Power Switch", "switch: on, power: 86.4 W, energy: 412.7 kWh", "2024-11-18 19:05:02"),
        (44, "Bedroom Ceiling Fan", "Bedroom", "Inovelli LZW36 Fan/Light", "speed: off, light: off", "2024-11-18 06:55:41"),
        (46, "Bedroom Window", "Bedroom", "Aqara Window Sensor", "contact: closed, battery: 88%", "2024-11-17 21:14:09"),
        (49, "Garage Door", "Garage", "Zooz ZEN16 + Ecolink tilt", "door: closed", "2024-11-18 17:46:33"),
        (52, "Living Room Thermostat", "Living Room", "Honeywell T6 Pro Z-Wave", "thermostatMode: heat, temperature: 20.2 °C, heatingSetpoint: 21.0 °C, operatingState: heating", "2024-11-18 19:03:12"),
        (60, "Outdoor Temp", "Patio", "Ecowitt WH32", "temperature: 6.4 °C, humidity: 81%", "2024-11-18 19:04:55"),
        (63, "Doorbell", "Entry", "Ring Video Doorbell (community driver)", "pushed: none today, battery: 57%", "2024-11-18 12:10:44"),
    ]
    t1 = listing("2024-11-18 19:05:30", d1)
    t2 = pj({"ok": True, "device_id": 37, "oldLabel": "Living Room Lamp", "label": "Reading Lamp", "room": "Living Room"})
    t3 = pj({"ok": True, "device_id": 37, "label": "Reading Lamp", "command": "setLevel", "args": [40],
             "attributes": {"switch": "on", "level": 40}, "at": "2024-11-18 19:06:41"})
    t4 = pj({"ok": True, "device_id": 52, "label": "Living Room Thermostat", "command": "setHeatingSetpoint", "args": [20.5],
             "attributes": {"heatingSetpoint": 20.5, "thermostatMode": "heat", "temperature": 20.3, "operatingState": "heating"}, "at": "2024-11-18 19:07:02"})
    t5 = pj({"device_id": 37, "label": "Reading Lamp", "events": [
        {"date": "2024-11-18 19:06:41", "name": "level", "value": "40", "source": "maker-api"},
        {"date": "2024-11-18 19:06:41", "name": "switch", "value": "on", "source": "maker-api"},
        {"date": "2024-11-18 19:06:12", "name": "label", "value": "Reading Lamp", "description": "renamed from Living Room Lamp", "source": "maker-api"},
        {"date": "2024-11-18 18:31:05", "name": "switch", "value": "off", "source": "rule 'Good Evening' (Rule Machine)"},
        {"date": "2024-11-18 16:58:20", "name": "switch", "value": "on", "source": "rule 'Sunset -30' (Rule Machine)"},
    ]})
    d2 = [
        d1[0], d1[1],
        (9, "Hallway Motion", "Hallway", "Hue Motion Sensor", "motion: active, illuminance: 31 lx, temperature: 20.8 °C, battery: 64%", "2024-11-18 19:07:55"),
        d1[3], d1[4],
        (37, "Living Room Lamp", "Living Room", "Sengled E11-G13 Zigbee Bulb", "switch: on, level: 40", "2024-11-18 19:06:41"),
        d1[6],
        (41, "TV Power Monitor", "Living Room", "Zooz ZEN15 Power Switch", "switch: on, power: 91.8 W, energy: 412.7 kWh", "2024-11-18 19:08:02"),
        d1[8], d1[9], d1[10],
        (52, "Living Room Thermostat", "Living Room", "Honeywell T6 Pro Z-Wave", "thermostatMode: heat, temperature: 20.3 °C, heatingSetpoint: 20.5 °C, operatingState: heating", "2024-11-18 19:07:02"),
        (60, "Outdoor Temp", "Patio", "Ecowitt WH32", "temperature: 6.2 °C, humidity: 82%", "2024-11-18 19:07:56"),
        d1[13],
    ]
    t6 = listing("2024-11-18 19:08:10", d2)
    t7 = pj({"ok": True, "scene": "Evening Reading", "activated": "2024-11-18 19:08:34", "changes": [
        {"device_id": 37, "label": "Reading Lamp", "set": {"switch": "on", "level": 60}},
        {"device_id": 38, "label": "Living Room Floor Lamp", "set": {"switch": "off"}},
        {"device_id": 12, "label": "Kitchen Ceiling", "set": {"switch": "on", "level": 30}},
        {"device_id": 14, "label": "Kitchen Under-Cabinet", "set": {"switch": "on", "level": 25}},
    ]})
    t8 = pj({"device_id": 52, "label": "Living Room Thermostat", "room": "Living Room", "type": "Honeywell T6 Pro Z-Wave",
             "attributes": {"thermostatMode": "heat", "temperature": 20.5, "heatingSetpoint": 20.5, "coolingSetpoint": 25.5,
                            "operatingState": "idle", "fanMode": "auto", "humidity": 44, "battery": None, "powerSource": "mains"},
             "capabilities": ["Thermostat", "TemperatureMeasurement", "RelativeHumidityMeasurement", "Refresh", "Configuration"],
             "lastActivity": "2024-11-18 19:10:18"})
    turns = [
        (call("list_devices"), t1),
        (call("rename_device", device_id=37, label="Reading Lamp"), t2),
        (call("send_command", device_id=37, command="setLevel", args=[40]), t3),
        (call("send_command", device_id=52, command="setHeatingSetpoint", args=[20.5]), t4),
        (call("get_events", device_id=37, max=5), t5),
        (call("list_devices"), t6),
        (call("activate_scene", scene="Evening Reading"), t7),
        (call("get_device", device_id=52), t8),
    ]
    rs.add(task=T, tid="h26-mcp-08", system=system, turns=turns,
           state="Hubitat hub 'Maple St' with 14 devices; the agent tidies device names and sets up the evening lighting. Local time 19:05.",
           bad=True, turn=6, kind="device listing shows the bulb under the label it had before the agent renamed it")


# ---------------------------------------------------------------- 09 Notion (clean)
def t09(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion API for the 'Brightloop Marketing' workspace", [
        tool("query_database", "Query a database with optional filter and sorts", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("retrieve_page", "Retrieve a page and its properties", {"page_id": S}, ["page_id"]),
        tool("retrieve_block_children", "List the child blocks of a block or page", {"block_id": S}, ["block_id"]),
        tool("update_block", "Update a block", {"block_id": S, "to_do": OBJ}, ["block_id"]),
        tool("update_page_properties", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("append_block_children", "Append blocks to a page", {"block_id": S, "children": A}, ["block_id", "children"]),
    ])
    db = "5e1f0a7c-3b92-4d8e-a6c1-9f27b40d8e13"
    ids = {
        "P1": "a1c93e20-44b1-4f0e-8d52-1e7f6c0b9a41", "P2": "b7d0f2a8-1c3e-4a59-9b6d-2f8e0c4a7d15",
        "P3": "c24e8b91-7f60-4d3a-b1e9-5a0c3f7d2e86", "P4": "d95a1c37-2e8b-4f71-a0d4-6b3e9c1f5a20",
        "P5": "e0b6d4f9-8a21-4c35-9e7f-3d1a5b8c0e62", "P6": "f38c7a15-6d9e-4b02-8f41-0c2e7a9b3d57",
        "P7": "0a7e5b23-9c14-4e86-b3f0-7d2c1a6e8b94",
    }

    def page(key: str, name: str, status: str, owner: str, date: str | None, words: int, done: int, of: int, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": ids[key], "last_edited_time": edited,
                "url": f"https://www.notion.so/{name.split(':')[0].replace(' ', '-')}-{ids[key].replace('-', '')}",
                "properties": {"Name": {"title": [{"plain_text": name}]}, "Status": {"status": {"name": status}},
                               "Owner": {"people": [{"name": owner}]}, "Publish date": {"date": {"start": date} if date else None},
                               "Word count": {"number": words}, "Checklist": {"formula": {"string": f"{done}/{of}"}}}}

    P = {
        "P1": ("Launch post: Sidekick 2.0", "Published", "Hana Sato", "2024-07-30", 1420, 3, 3, "2024-07-30T08:12:00.000Z"),
        "P2": ("How we cut CI time by 40%", "In review", "Diego Alvarez", None, 2310, 1, 3, "2024-08-12T16:40:00.000Z"),
        "P3": ("Customer story: Fjord Freight", "Drafting", "Hana Sato", "2024-08-27", 860, 0, 3, "2024-08-12T10:05:00.000Z"),
        "P4": ("Changelog roundup - August", "Idea", "Ravi Menon", "2024-08-31", 0, 0, 2, "2024-08-01T14:30:00.000Z"),
        "P5": ("Security whitepaper refresh", "Scheduled", "Ravi Menon", "2024-08-15", 3975, 3, 3, "2024-08-09T11:02:00.000Z"),
        "P6": ("Webinar recap: Observability 101", "Published", "Diego Alvarez", "2024-08-06", 1180, 3, 3, "2024-08-06T07:45:00.000Z"),
        "P7": ("Hiring: Staff SRE", "Drafting", "Mei Lin", "2024-08-22", 540, 1, 2, "2024-08-11T19:27:00.000Z"),
    }
    order = ["P1", "P6", "P5", "P7", "P3", "P4", "P2"]
    t1 = pj({"object": "list", "results": [page(k, *P[k]) for k in order], "has_more": False, "next_cursor": None})
    p2 = page("P2", *P["P2"])
    p2full = {**p2, "created_time": "2024-07-24T09:00:00.000Z", "created_by": {"id": "u-diego"}, "last_edited_by": {"id": "u-diego"},
              "parent": {"type": "database_id", "database_id": db}, "archived": False}
    t2 = pj(p2full)
    blk = {"h": "11f2a3b4-0001-4c00-9000-00000000a001", "p1": "11f2a3b4-0002-4c00-9000-00000000a002", "p2": "11f2a3b4-0003-4c00-9000-00000000a003",
           "h2": "11f2a3b4-0004-4c00-9000-00000000a004", "td1": "11f2a3b4-0005-4c00-9000-00000000a005",
           "td2": "11f2a3b4-0006-4c00-9000-00000000a006", "td3": "11f2a3b4-0007-4c00-9000-00000000a007"}

    def b(k: str, typ: str, text: str, edited: str, checked: bool | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": [{"plain_text": text}]}
        if checked is not None:
            body["checked"] = checked
        return {"object": "block", "id": blk[k], "type": typ, "last_edited_time": edited, "has_children": False, typ: body}

    kids = [
        b("h", "heading_2", "TL;DR", "2024-07-24T09:10:00.000Z"),
        b("p1", "paragraph", "We moved from a single 38-minute pipeline to sharded test runs with a warm dependency cache; median CI time went from 38 to 22.5 minutes (-41%).", "2024-08-12T16:38:00.000Z"),
        b("p2", "paragraph", "The three changes that mattered: test sharding by historical duration, a remote build cache, and skipping docs builds for code-only PRs.", "2024-08-12T16:40:00.000Z"),
        b("h2", "heading_3", "Before publishing", "2024-07-24T09:12:00.000Z"),
        b("td1", "to_do", "Legal review (mentions vendor names)", "2024-07-24T09:12:00.000Z", False),
        b("td2", "to_do", "Add diagrams (pipeline before/after)", "2024-08-05T13:21:00.000Z", True),
        b("td3", "to_do", "SEO title and meta description", "2024-07-24T09:12:00.000Z", False),
    ]
    t3 = pj({"object": "list", "results": kids, "has_more": False, "next_cursor": None})
    t4 = pj(b("td1", "to_do", "Legal review (mentions vendor names)", "2024-08-13T09:14:00.000Z", True))
    p2b = page("P2", "How we cut CI time by 40%", "Scheduled", "Diego Alvarez", "2024-08-20", 2310, 2, 3, "2024-08-13T09:15:00.000Z")
    t5 = pj({**p2full, **p2b, "last_edited_by": {"id": "u-agent-brightloop"}})
    note = "Legal cleared on 13 Aug; scheduled for Tue 20 Aug, 15:00 CET. SEO title still open (owner: Diego)."
    t6 = pj({"object": "list", "results": [{"object": "block", "id": "11f2a3b4-0008-4c00-9000-00000000a008", "type": "paragraph",
                                             "created_time": "2024-08-13T09:16:00.000Z", "last_edited_time": "2024-08-13T09:16:00.000Z",
                                             "paragraph": {"rich_text": [{"plain_text": note}]}}], "has_more": False})
    p2c = page("P2", "How we cut CI time by 40%", "Scheduled", "Diego Alvarez", "2024-08-20", 2310, 2, 3, "2024-08-13T09:16:00.000Z")
    t7 = pj({"object": "list", "results": [p2c, page("P5", *P["P5"])], "has_more": False, "next_cursor": None})
    t8 = pj({**p2full, **p2c, "last_edited_by": {"id": "u-agent-brightloop"}})
    turns = [
        (call("query_database", database_id=db, sorts=[{"property": "Publish date", "direction": "ascending"}]), t1),
        (call("retrieve_page", page_id=ids["P2"]), t2),
        (call("retrieve_block_children", block_id=ids["P2"]), t3),
        (call("update_block", block_id=blk["td1"], to_do={"checked": True}), t4),
        (call("update_page_properties", page_id=ids["P2"], properties={"Status": {"status": {"name": "Scheduled"}}, "Publish date": {"date": {"start": "2024-08-20"}}}), t5),
        (call("append_block_children", block_id=ids["P2"], children=[{"type": "paragraph", "paragraph": {"rich_text": [{"text": {"content": note}}]}}]), t6),
        (call("query_database", database_id=db, filter={"property": "Status", "status": {"equals": "Scheduled"}}, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}]), t7),
        (call("retrieve_page", page_id=ids["P2"]), t8),
    ]
    rs.add(task=T, tid="h26-mcp-09", system=system, turns=turns,
           state="Notion database 'Q3 Content Calendar' (7 pages). Checklist is a formula counting checked to-dos on the page. The agent is the integration 'brightloop-agent'.")


# ---------------------------------------------------------------- 10 feature flags (clean)
def t10(rs: RowSet) -> None:
    system = mcp_system("flagpost", "feature-flag service of the Tessellate storefront (self-hosted Flagpost 3.4)", [
        tool("list_flags", "All flags in an environment", {"environment": S}, ["environment"]),
        tool("get_flag", "A flag's configuration in one environment", {"key": S, "environment": S}, ["key", "environment"]),
        tool("get_flag_metrics", "Evaluation and outcome metrics of a flag", {"key": S, "environment": S, "window": S}, ["key", "environment"]),
        tool("update_flag", "Change a flag's state or rollout in one environment", {"key": S, "environment": S, "enabled": B, "rollout_percent": INT, "comment": S}, ["key", "environment"]),
        tool("evaluate_flag", "Evaluate a flag for a given context", {"key": S, "environment": S, "context": OBJ}, ["key", "environment", "context"]),
        tool("list_audit_log", "Recent changes", {"environment": S, "limit": INT}, []),
    ])
    flags = [
        ("new-checkout-flow", "on", "10%", 14, "2024-09-30 16:02 UTC", "1,162,480"),
        ("legacy-search-fallback", "on", "100%", 8, "2024-09-12 09:40 UTC", "2,904,117"),
        ("reco-carousel-v3", "on", "50%", 21, "2024-10-01 11:15 UTC", "3,377,902"),
        ("gift-wrap-upsell", "off", "0%", 5, "2024-08-28 13:05 UTC", "0"),
        ("pdp-video-autoplay", "on", "5%", 3, "2024-09-27 08:20 UTC", "806,554"),
        ("klarna-installments-at", "on", "100%", 11, "2024-07-19 10:00 UTC", "142,771"),
        ("dark-mode-beta", "on", "segment:beta-testers", 6, "2024-09-02 17:48 UTC", "61,305"),
        ("promo-banner-oktoberfest", "on", "100%", 2, "2024-10-01 05:00 UTC", "1,988,640"),
    ]

    def table(rows: list[tuple[str, str, str, int, str, str]], env: str, at: str) -> str:
        out = [f"environment: {env}   flags: {len(rows)}   as of {at}", "",
               f"{'KEY':<26}{'STATE':<7}{'ROLLOUT':<22}{'VER':>4}  {'UPDATED':<22}{'EVALS 24H':>11}"]
        out += [f"{k:<26}{s:<7}{r:<22}{v:>4}  {u:<22}{e:>11}" for k, s, r, v, u, e in rows]
        return "\n".join(out)

    t1 = mcp_text(table(flags, "production", "2024-10-02 09:12 UTC"))
    rule = [{"id": "r1", "segment": "beta-testers", "serve": "on"}, {"id": "r2", "segment": "employees", "serve": "on"},
            {"id": "r3", "clause": "country in [AT, DE, CH]", "serve": {"rollout": {"on": 10, "off": 90}, "bucket_by": "user_id"}}]
    base = {"key": "new-checkout-flow", "description": "One-page checkout with address autocomplete and saved carts",
            "variants": {"on": True, "off": False}, "default_serve": "off", "owner": "team-checkout", "tags": ["checkout", "q4-launch"],
            "prerequisites": [], "kill_switch_alert": "error_rate(on) > 1.0% for 10 min"}
    t2 = mcp_text({**base, "environment": "production", "enabled": True, "rules": rule, "version": 14,
                   "updated_at": "2024-09-30T16:02:44Z", "updated_by": "m.kovac", "evaluations_last_hour": 48210})
    t3 = mcp_text({"key": "new-checkout-flow", "environment": "production", "window": "1h", "from": "2024-10-02T08:13:00Z", "to": "2024-10-02T09:13:00Z",
                   "evaluations": 48210, "unique_users": 19877,
                   "variants": {"on": {"evaluations": 4918, "share": "10.2%", "checkout_conversion": "3.91%", "error_rate": "0.41%", "p95_latency_ms": 612},
                                "off": {"evaluations": 43292, "share": "89.8%", "checkout_conversion": "3.64%", "error_rate": "0.44%", "p95_latency_ms": 655}}})
    rule25 = rule[:2] + [{**rule[2], "serve": {"rollout": {"on": 25, "off": 75}, "bucket_by": "user_id"}}]
    t4 = mcp_text({"ok": True, "key": "new-checkout-flow", "environment": "production", "version": 15, "previous_version": 14,
                   "change": "rules.r3.rollout on 10% -> 25%", "rules": rule25, "updated_at": "2024-10-02T09:14:07Z", "updated_by": "agent:release-assistant"})
    t5 = mcp_text({**base, "environment": "staging", "enabled": True,
                   "rules": [{"id": "r1", "clause": "everyone", "serve": "on"}], "version": 9,
                   "updated_at": "2024-09-20T12:31:09Z", "updated_by": "j.osei", "evaluations_last_hour": 1287})
    t6 = mcp_text({"ok": True, "key": "legacy-search-fallback", "environment": "production", "enabled": False, "version": 9, "previous_version": 8,
                   "change": "enabled true -> false", "updated_at": "2024-10-02T09:15:30Z", "updated_by": "agent:release-assistant",
                   "note": "Flag is off: all evaluations now return the default variant 'off'."})
    t7 = mcp_text({"key": "new-checkout-flow", "environment": "production", "version": 15,
                   "context": {"user_id": "u_88213", "country": "DE", "segments": []},
                   "result": {"variant": "on", "value": True, "reason": "RULE_MATCH r3: rollout bucket 17.4 < 25"}})
    audit = [
        ("2024-10-02 09:15:30", "agent:release-assistant", "legacy-search-fallback", "production", "disabled (v8 -> v9)", "new search backend at 100% since 09-26"),
        ("2024-10-02 09:14:07", "agent:release-assistant", "new-checkout-flow", "production", "rollout 10% -> 25% (v14 -> v15)", "error rate on par with control after 40h"),
        ("2024-10-01 11:15:52", "a.haddad", "reco-carousel-v3", "production", "rollout 25% -> 50% (v20 -> v21)", ""),
        ("2024-10-01 05:00:00", "scheduler", "promo-banner-oktoberfest", "production", "enabled (v1 -> v2)", "scheduled start"),
        ("2024-09-30 16:02:44", "m.kovac", "new-checkout-flow", "production", "rollout 5% -> 10% (v13 -> v14)", ""),
    ]
    t8 = mcp_text("\n".join(f"{a}  {b:<24} {c:<26} {d:<11} {e}" + (f"  # {f}" if f else "") for a, b, c, d, e, f in audit))
    t9 = mcp_text({"key": "new-checkout-flow", "environment": "production", "window": "15m", "from": "2024-10-02T09:02:00Z", "to": "2024-10-02T09:17:00Z",
                   "evaluations": 12604, "unique_users": 5811, "note": "window spans version change v14 -> v15 at 09:14:07Z",
                   "variants": {"on": {"evaluations": 1842, "share": "14.6%", "checkout_conversion": "3.88%", "error_rate": "0.39%", "p95_latency_ms": 604},
                                "off": {"evaluations": 10762, "share": "85.4%", "checkout_conversion": "3.61%", "error_rate": "0.45%", "p95_latency_ms": 649}}})
    flags2 = [
        ("new-checkout-flow", "on", "25%", 15, "2024-10-02 09:14 UTC", "1,170,932"),
        ("legacy-search-fallback", "off", "-", 9, "2024-10-02 09:15 UTC", "2,905,040"),
        ("reco-carousel-v3", "on", "50%", 21, "2024-10-01 11:15 UTC", "3,381,417"),
        ("gift-wrap-upsell", "off", "0%", 5, "2024-08-28 13:05 UTC", "0"),
        ("pdp-video-autoplay", "on", "5%", 3, "2024-09-27 08:20 UTC", "807,913"),
        ("klarna-installments-at", "on", "100%", 11, "2024-07-19 10:00 UTC", "142,806"),
        ("dark-mode-beta", "on", "segment:beta-testers", 6, "2024-09-02 17:48 UTC", "61,322"),
        ("promo-banner-oktoberfest", "on", "100%", 2, "2024-10-01 05:00 UTC", "1,991,004"),
    ]
    t10 = mcp_text(table(flags2, "production", "2024-10-02 09:18 UTC"))
    turns = [
        (call("list_flags", environment="production"), t1),
        (call("get_flag", key="new-checkout-flow", environment="production"), t2),
        (call("get_flag_metrics", key="new-checkout-flow", environment="production", window="1h"), t3),
        (call("update_flag", key="new-checkout-flow", environment="production", rollout_percent=25, comment="error rate on par with control after 40h"), t4),
        (call("get_flag", key="new-checkout-flow", environment="staging"), t5),
        (call("update_flag", key="legacy-search-fallback", environment="production", enabled=False, comment="new search backend at 100% since 09-26"), t6),
        (call("evaluate_flag", key="new-checkout-flow", environment="production", context={"user_id": "u_88213", "country": "DE"}), t7),
        (call("list_audit_log", environment="production", limit=5), t8),
        (call("get_flag_metrics", key="new-checkout-flow", environment="production", window="15m"), t9),
        (call("list_flags", environment="production"), t10),
    ]
    rs.add(task=T, tid="h26-mcp-10", system=system, turns=turns,
           state="Flagpost for the Tessellate storefront; environments production and staging. The agent (release-assistant) widens the checkout rollout and retires the search fallback. 2024-10-02 09:12 UTC.")


# ---------------------------------------------------------------- 11 Stripe (bad)
def _ts(y: int, mo: int, d: int, h: int, mi: int, s: int = 0) -> int:
    return int(datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc).timestamp())


def t11(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API, account 'Canvasly' (acct_1KqT7vLkdIwHu7ix), live mode", [
        tool("list_customers", "List customers, optionally by email", {"email": S, "limit": INT}, []),
        tool("retrieve_customer", "Retrieve a customer", {"customer": S}, ["customer"]),
        tool("list_charges", "List charges of a customer", {"customer": S, "limit": INT}, ["customer"]),
        tool("retrieve_charge", "Retrieve a charge", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund all or part of a charge", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("list_refunds", "List refunds of a charge", {"charge": S}, ["charge"]),
        tool("create_invoice_item", "Add a pending invoice item", {"customer": S, "amount": INT, "currency": S, "description": S}, ["customer", "amount", "currency"]),
        tool("create_invoice", "Create a draft invoice from pending items", {"customer": S, "collection_method": S, "days_until_due": INT}, ["customer"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Account balance", {}, []),
    ])
    cus = "cus_Q8hT2kLmN4rVwX"
    t1 = pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [
        {"id": cus, "object": "customer", "name": "Halvorsen Design AS", "email": "billing@halvorsen.no", "created": _ts(2023, 11, 6, 8, 41, 12),
         "currency": "usd", "balance": 0, "delinquent": False, "invoice_prefix": "HD4F2A91", "address": {"country": "NO", "city": "Bergen"},
         "tax_exempt": "reverse", "default_source": None, "invoice_settings": {"default_payment_method": "pm_1OyZ3cLkdIwHu7ixVv2bQe9K"}}]})

    def ch(cid: str, amount: int, desc: str, when: int, status: str = "succeeded", refunded: int = 0, inv: str | None = None,
           fail: str | None = None) -> dict[str, Any]:
        return {"id": cid, "object": "charge", "amount": amount, "amount_captured": amount if status == "succeeded" else 0,
                "amount_refunded": refunded, "refunded": refunded == amount, "currency": "usd", "customer": cus, "created": when,
                "description": desc, "status": status, "paid": status == "succeeded", "invoice": inv, "failure_code": fail,
                "payment_method": "pm_1OyZ3cLkdIwHu7ixVv2bQe9K" if when > _ts(2024, 3, 1, 0, 0) else "pm_1O9sKdLkdIwHu7ixg8Tn2LpA",
                "payment_method_details": {"card": {"brand": "visa" if when > _ts(2024, 3, 1, 0, 0) else "mastercard",
                                                    "last4": "4817" if when > _ts(2024, 3, 1, 0, 0) else "5100"}}}

    onb = "ch_3OyZ9qLkdIwHu7ix1Fm4Wc0R"
    charges = [
        ch("ch_3PJx1aLkdIwHu7ix0Qb8sT2m", 4900, "Subscription update (Pro, monthly)", _ts(2024, 6, 1, 9, 14, 33), inv="in_1PJx0zLkdIwHu7ixaE3rPo1c"),
        ch("ch_3P6tKmLkdIwHu7ix2Rk7Jd4y", 4900, "Subscription update (Pro, monthly)", _ts(2024, 5, 1, 9, 14, 29), inv="in_1P6tKlLkdIwHu7ixQ0z7nB5d"),
        ch("ch_3P2BqeLkdIwHu7ix1Hs9Xy6v", 24900, "Add-on: Brand Kit (annual)", _ts(2024, 4, 18, 14, 2, 51), inv="in_1P2BqdLkdIwHu7ixTy0Wk8sA"),
        ch("ch_3OzXwbLkdIwHu7ix0Lp2Gh3n", 4900, "Subscription update (Pro, monthly)", _ts(2024, 4, 1, 9, 14, 25), inv="in_1OzXwaLkdIwHu7ixQh2Sl4dE"),
        ch(onb, 12000, "Custom onboarding session (3 h)", _ts(2024, 3, 22, 11, 37, 4)),
        ch("ch_3OpK5rLkdIwHu7ix3Bv0Nd8e", 4900, "Subscription update (Pro, monthly)", _ts(2024, 3, 3, 9, 20, 11), inv="in_1OnL7qLkdIwHu7ixUm6Kc2vB"),
        ch("ch_3OnL7sLkdIwHu7ix0Tz5Ab1q", 4900, "Subscription update (Pro, monthly)", _ts(2024, 3, 1, 9, 14, 17), status="failed",
           inv="in_1OnL7qLkdIwHu7ixUm6Kc2vB", fail="card_declined"),
    ]
    t2 = pj({"object": "list", "url": "/v1/charges", "has_more": True, "data": charges})
    onb_full = {**charges[4], "amount_captured": 12000, "balance_transaction": "txn_3OyZ9qLkdIwHu7ix1bS0Ui8T", "captured": True,
                "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xS3FUN3ZMa2RJd0h1N2l4KLKm0bMGMgb3Q2hGnWk",
                "outcome": {"network_status": "approved_by_network", "risk_level": "normal", "type": "authorized"},
                "metadata": {"booking_ref": "ONB-2024-031", "consultant": "Ola Nordmann"}, "refunds": {"object": "list", "data": [], "total_count": 0}}
    t3 = pj(onb_full)
    refund = {"id": "re_3OyZ9qLkdIwHu7ix1Yc8Lm2Q", "object": "refund", "amount": 4500, "charge": onb, "currency": "usd",
              "created": _ts(2024, 6, 10, 12, 10, 5), "reason": "requested_by_customer", "status": "succeeded",
              "balance_transaction": "txn_3OyZ9qLkdIwHu7ix1Ea4Rt7W", "metadata": {"note": "1 of 3 onboarding hours not delivered"}}
    t4 = pj(refund)
    ii = {"id": "ii_1PQ2mXLkdIwHu7ixK0f3Bv9s", "object": "invoiceitem", "amount": 1500, "currency": "usd", "customer": cus,
          "description": "Extra seat (prorated, 10-30 June)", "date": _ts(2024, 6, 10, 12, 11, 40), "invoice": None, "proration": False, "quantity": 1}
    t5 = pj(ii)
    inv = {"id": "in_1PQ2nFLkdIwHu7ixW9c1Hd5r", "object": "invoice", "customer": cus, "status": "draft", "collection_method": "send_invoice",
           "currency": "usd", "subtotal": 1500, "tax": None, "total": 1500, "amount_due": 1500, "amount_paid": 0, "number": None,
           "created": _ts(2024, 6, 10, 12, 12, 2), "due_date": None, "days_until_due": 14,
           "lines": {"object": "list", "total_count": 1, "data": [{"id": "il_1PQ2nFLkdIwHu7ixZt3Ke0pD", "amount": 1500, "description": ii["description"], "invoice_item": ii["id"]}]}}
    t6 = pj(inv)
    t7 = pj({**inv, "status": "open", "number": "HD4F2A91-0007", "due_date": _ts(2024, 6, 24, 12, 12, 31),
             "status_transitions": {"finalized_at": _ts(2024, 6, 10, 12, 12, 31)},
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1KqT7vLkdIwHu7ix/live_YWNjdF8xS3FUN3ZMa2RJd0h1N2l4LF9RSFFrbjZ3",
             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1KqT7vLkdIwHu7ix/live_YWNjdF8xS3FUN3ZMa2RJd0h1N2l4LF9RSFFrbjZ3/pdf"})
    t8 = pj({"object": "balance", "livemode": True,
             "available": [{"amount": 1834217, "currency": "usd", "source_types": {"card": 1834217}}],
             "pending": [{"amount": 412906, "currency": "usd", "source_types": {"card": 412906}}],
             "refund_and_dispute_prefunding": {"available": [{"amount": 0, "currency": "usd"}], "pending": [{"amount": 0, "currency": "usd"}]}})
    charges2 = [dict(c) for c in charges]
    charges2[2] = {**charges2[2], "amount": 29400, "amount_captured": 29400}
    charges2[4] = {**charges2[4], "amount_refunded": 4500, "refunded": False}
    t9 = pj({"object": "list", "url": "/v1/charges", "has_more": True, "data": charges2})
    t10 = pj({"object": "list", "url": f"/v1/refunds?charge={onb}", "has_more": False, "data": [refund]})
    t11 = pj({"id": cus, "object": "customer", "name": "Halvorsen Design AS", "email": "billing@halvorsen.no", "created": _ts(2023, 11, 6, 8, 41, 12),
              "currency": "usd", "balance": 0, "delinquent": False, "invoice_prefix": "HD4F2A91", "next_invoice_sequence": 8,
              "address": {"country": "NO", "city": "Bergen"}, "tax_exempt": "reverse",
              "invoice_settings": {"default_payment_method": "pm_1OyZ3cLkdIwHu7ixVv2bQe9K", "footer": None}, "livemode": True})
    turns = [
        (call("list_customers", email="billing@halvorsen.no", limit=3), t1),
        (call("list_charges", customer=cus, limit=7), t2),
        (call("retrieve_charge", charge=onb), t3),
        (call("create_refund", charge=onb, amount=4500, reason="requested_by_customer", metadata={"note": "1 of 3 onboarding hours not delivered"}), t4),
        (call("create_invoice_item", customer=cus, amount=1500, currency="usd", description="Extra seat (prorated, 10-30 June)"), t5),
        (call("create_invoice", customer=cus, collection_method="send_invoice", days_until_due=14), t6),
        (call("finalize_invoice", invoice="in_1PQ2nFLkdIwHu7ixW9c1Hd5r"), t7),
        (call("retrieve_balance"), t8),
        (call("list_charges", customer=cus, limit=7), t9),
        (call("list_refunds", charge=onb), t10),
        (call("retrieve_customer", customer=cus), t11),
    ]
    rs.add(task=T, tid="h26-mcp-11", system=system, turns=turns,
           state="Stripe live account Canvasly. The agent handles a billing ticket from Halvorsen Design AS: partial refund of the onboarding session and an invoice for one extra seat. Now 2024-06-10 12:09 UTC.",
           bad=True, turn=9, kind="an untouched past charge lists a different amount than before")


# ---------------------------------------------------------------- 12 warehouse system (bad)
def t12(rs: RowSet) -> None:
    system = mcp_system("stockwise-wms", "warehouse management for the Tilburg DC of Nordhaven Home (site TLB1)", [
        tool("get_sku_inventory", "Stock of a SKU by bin with allocation", {"sku": S, "site": S}, ["sku"]),
        tool("list_bin_contents", "Contents and capacity of a bin", {"bin": S}, ["bin"]),
        tool("create_move_task", "Create a replenishment / relocation task", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT, "priority": S}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("confirm_move_task", "Confirm a move task with scanned quantity", {"task_id": S, "scanned_qty": INT, "operator": S}, ["task_id", "scanned_qty"]),
        tool("list_tasks", "Open warehouse tasks", {"zone": S, "status": S}, []),
        tool("request_cycle_count", "Schedule a cycle count of a bin", {"bin": S, "reason": S}, ["bin"]),
    ])
    sku = "HX-2210-BLK"
    head = {"sku": sku, "description": "Hexa desk organiser, powder-coated steel, black", "uom": "EA", "case_pack": 12, "site": "TLB1"}
    bins1 = [
        {"bin": "A-03-2", "type": "pick face", "qty": 120, "lot": "L24-0815", "last_movement": "2024-10-04 14:22 pick (-12)"},
        {"bin": "A-03-3", "type": "pick face", "qty": 96, "lot": "L24-0815", "last_movement": "2024-10-03 09:05 replen (+96)"},
        {"bin": "R-11-1", "type": "reserve pallet", "qty": 48, "lot": "L24-0902", "last_movement": "2024-09-30 16:40 receipt (+48)"},
    ]
    extra = {"open_order_lines": [{"order": "SO-771204", "qty": 24, "wave": "W-2207 (not released)"}, {"order": "SO-771260", "qty": 12, "wave": "W-2207 (not released)"}],
             "last_adjustment": "none since 2024-09-30", "pending_cycle_counts": []}
    t1 = pj({**head, "bins": bins1, "on_hand": 264, "allocated": 36, "available": 228, **extra, "as_of": "2024-10-05 07:02"})
    t2 = pj({"bin": "A-03-3", "zone": "A", "aisle": 3, "level": 3, "type": "pick face", "capacity_ea": 160, "max_weight_kg": 120,
             "contents": [{"sku": sku, "qty": 96, "lot": "L24-0815", "weight_kg": 69.1}], "utilisation": "60%",
             "status": "active", "last_counted": "2024-08-19"})
    t3 = pj({"ok": True, "task_id": "MT-300915", "type": "replenishment", "sku": sku, "from_bin": "R-11-1", "to_bin": "A-03-3", "qty": 48,
             "priority": "normal", "status": "open", "created": "2024-10-05 07:04"})
    t4 = pj({"ok": True, "task_id": "MT-300915", "status": "completed", "scanned_qty": 48, "operator": "reach-truck RT-04 / d.peeters",
             "completed": "2024-10-05 07:19", "from_bin_remaining": 0, "to_bin_qty": 144})
    bins2 = [
        bins1[0],
        {"bin": "A-03-3", "type": "pick face", "qty": 144, "lot": "L24-0815 (96), L24-0902 (48)", "last_movement": "2024-10-05 07:19 replen (+48)"},
    ]
    t5 = pj({**head, "bins": bins2, "on_hand": 264, "allocated": 36, "available": 228, **extra, "as_of": "2024-10-05 07:20"})
    t6 = pj({"zone": "A", "status": "open", "tasks": [
        {"task_id": "MT-300902", "type": "replenishment", "sku": "HX-2240-WHT", "from_bin": "R-11-3", "to_bin": "A-03-5", "qty": 36, "created": "2024-10-04 18:10"},
        {"task_id": "MT-300911", "type": "relocation", "sku": "LMP-0907-OAK", "from_bin": "A-07-1", "to_bin": "A-07-4", "qty": 8, "created": "2024-10-05 06:51"},
        {"task_id": "PK-918877", "type": "pick", "sku": "CUS-1450-GRY", "from_bin": "A-01-2", "qty": 2, "order": "SO-771199", "created": "2024-10-05 06:58"},
        {"task_id": "PK-918880", "type": "pick", "sku": "TRY-3002-NAT", "from_bin": "A-05-1", "qty": 6, "order": "SO-771201", "created": "2024-10-05 07:00"},
    ], "count": 4, "note": "wave W-2207 (HX-2210 lines) scheduled for release 09:00"})
    t7 = pj({"ok": True, "count_id": "CC-1182", "bin": "A-03-2", "status": "scheduled", "scheduled_for": "2024-10-05 13:00 (after wave W-2207)",
             "reason": "pick face not counted since 2024-07-02", "blind": True})
    bins3 = bins2
    t8 = pj({**head, "bins": bins3, "on_hand": 240, "allocated": 36, "available": 204, **{**extra, "pending_cycle_counts": [{"count_id": "CC-1182", "bin": "A-03-2", "status": "scheduled"}]},
             "as_of": "2024-10-05 07:26"})
    turns = [
        (call("get_sku_inventory", sku=sku, site="TLB1"), t1),
        (call("list_bin_contents", bin="A-03-3"), t2),
        (call("create_move_task", sku=sku, from_bin="R-11-1", to_bin="A-03-3", qty=48, priority="normal"), t3),
        (call("confirm_move_task", task_id="MT-300915", scanned_qty=48, operator="d.peeters"), t4),
        (call("get_sku_inventory", sku=sku, site="TLB1"), t5),
        (call("list_tasks", zone="A", status="open"), t6),
        (call("request_cycle_count", bin="A-03-2", reason="pick face not counted since 2024-07-02"), t7),
        (call("get_sku_inventory", sku=sku, site="TLB1"), t8),
    ]
    rs.add(task=T, tid="h26-mcp-12", system=system, turns=turns,
           state="Stockwise WMS, site TLB1, Saturday early shift; the agent consolidates reserve stock of HX-2210-BLK into its pick faces before wave W-2207.",
           bad=True, turn=8, kind="SKU on-hand total no longer equals the sum of its bins and drops with no movement or adjustment")


# ---------------------------------------------------------------- 13 Google Calendar (clean)
def t13(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar API for noor.haddad@kestrel.io", [
        tool("list_events", "List events in a time range", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S, "maxResults": INT, "pageToken": S, "singleEvents": B, "orderBy": S}, ["calendarId"]),
        tool("get_event", "Get one event", {"calendarId": S, "eventId": S, "timeZone": S}, ["calendarId", "eventId"]),
        tool("freebusy_query", "Busy intervals for calendars", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "conferenceData": OBJ}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event or one instance", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ])
    me, priya, sam = "noor.haddad@kestrel.io", "priya.raman@kestrel.io", "sam.ito@kestrel.io"
    tz = "America/Chicago"

    def ev(eid: str, summary: str, s: str, e: str, etag: str, updated: str, att: list[tuple[str, str]] | None = None,
           rec: str | None = None, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "calendar#event", "id": eid, "etag": etag, "status": "confirmed", "summary": summary,
                             "start": {"dateTime": s, "timeZone": tz}, "end": {"dateTime": e, "timeZone": tz},
                             "organizer": {"email": me, "self": True}, "updated": updated}
        if att:
            d["attendees"] = [{"email": a, "responseStatus": r, **({"self": True} if a == me else {})} for a, r in att]
        if rec:
            d["recurringEventId"] = rec
        if extra:
            d.update(extra)
        return d

    e_stand = ev("5q7lbn0c2h9s1kd3f8g6j4m2pr_20240312T133000Z", "Platform standup", "2024-03-12T08:30:00-05:00", "2024-03-12T09:00:00-05:00",
                 '"3419876512345000"', "2024-01-08T15:02:11.318Z", rec="5q7lbn0c2h9s1kd3f8g6j4m2pr")
    e_des = ev("1tq8c5v7n0b2m4x6z8a1s3d5f7", "Design review: onboarding v2", "2024-03-12T10:00:00-05:00", "2024-03-12T11:00:00-05:00",
               '"3420551198762000"', "2024-03-06T17:44:59.431Z", att=[(me, "accepted"), (priya, "accepted"), ("lena.fox@kestrel.io", "tentative")])
    e_lunch = ev("9hd2k4l6m8n0p2q4r6s8t0u2v4", "Lunch w/ Sam", "2024-03-12T12:00:00-05:00", "2024-03-12T13:00:00-05:00",
                 '"3420987001122000"', "2024-03-09T22:10:03.007Z", att=[(me, "accepted"), (sam, "accepted")], extra={"location": "Dovetail Cafe, 1800 W Lake St"})
    e_11 = ev("0a2s4d6f8g0h2j4k6l8z0x2c4v_20240312T190000Z", "1:1 Noor / Priya", "2024-03-12T14:00:00-05:00", "2024-03-12T14:30:00-05:00",
              '"3419002233445000"', "2023-11-14T16:20:47.880Z", att=[(me, "accepted"), (priya, "accepted")], rec="0a2s4d6f8g0h2j4k6l8z0x2c4v")
    e_vend = ev("6b8n0m2q4w6e8r0t2y4u6i8o0p", "Vendor call: Parcelo (renewal)", "2024-03-12T15:30:00-05:00", "2024-03-12T16:30:00-05:00",
                '"3421110099887000"', "2024-03-11T14:55:20.512Z", att=[(me, "accepted"), ("kai@parcelo.com", "accepted"), (sam, "needsAction")])
    e_ship = ev("3k5m7n9b1v3c5x7z9l1j3h5g7f_20240312T220000Z", "Ship notes", "2024-03-12T17:00:00-05:00", "2024-03-12T17:15:00-05:00",
                '"3418765400112000"', "2023-10-02T13:00:00.000Z", rec="3k5m7n9b1v3c5x7z9l1j3h5g7f")
    rng = {"timeMin": "2024-03-12T00:00:00-05:00", "timeMax": "2024-03-13T00:00:00-05:00"}
    t1 = mcp_text({"kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-03-11T14:55:20.512Z",
                   "items": [e_stand, e_des, e_lunch, e_11], "nextPageToken": "CigKGjBhMnM0ZDZmOGcwaDJqNGs2bDh6MHgyYzR2GAEggIDAkMz8jQM="})
    t2 = mcp_text({"kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-03-11T14:55:20.512Z", "items": [e_vend, e_ship]})
    t3 = mcp_text({"kind": "calendar#freeBusy", "timeMin": "2024-03-12T18:00:00.000Z", "timeMax": "2024-03-12T23:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-03-12T19:00:00Z", "end": "2024-03-12T19:30:00Z"}, {"start": "2024-03-12T20:30:00Z", "end": "2024-03-12T21:30:00Z"},
                      {"start": "2024-03-12T22:00:00Z", "end": "2024-03-12T22:15:00Z"}]},
        priya: {"busy": [{"start": "2024-03-12T19:00:00Z", "end": "2024-03-12T19:30:00Z"}, {"start": "2024-03-12T20:00:00Z", "end": "2024-03-12T21:00:00Z"}]},
        sam: {"busy": [{"start": "2024-03-12T20:00:00Z", "end": "2024-03-12T21:00:00Z"}, {"start": "2024-03-12T22:30:00Z", "end": "2024-03-12T23:00:00Z"}]}}})
    nid = "k3v9m2q7r1t5u8w0x4y6z2a1b3"
    desc = "Agenda: Q2 roadmap cut lines, carrier API migration, hiring plan. Doc: https://docs.kestrel.io/d/roadmap-q2"
    att_new = [(me, "accepted"), (priya, "needsAction"), (sam, "needsAction")]
    link = {"htmlLink": "https://www.google.com/calendar/event?eid=azN2OW0ycTdyMXQ1dTh3MHg0eTZ6MmExYjMgbm9vci5oYWRkYWRAa2VzdHJlbC5pbw", "description": desc,
            "created": "2024-03-11T20:14:05.000Z", "sequence": 0, "reminders": {"useDefault": True}}
    e_new = ev(nid, "Roadmap sync", "2024-03-12T16:30:00-05:00", "2024-03-12T17:00:00-05:00", '"3421987654321000"', "2024-03-11T20:14:05.421Z", att=att_new, extra=link)
    t4 = mcp_text(e_new)
    meet = {"hangoutLink": "https://meet.google.com/xqv-prnd-tke", "conferenceData": {"conferenceId": "xqv-prnd-tke", "conferenceSolution": {"name": "Google Meet"},
            "entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/xqv-prnd-tke"}]}}
    e_new2 = ev(nid, "Roadmap sync", "2024-03-12T13:00:00-05:00", "2024-03-12T13:45:00-05:00", '"3421988012345000"', "2024-03-11T20:17:42.118Z",
                att=att_new, extra={**link, "sequence": 1, **meet})
    t5 = mcp_text(e_new2)
    e_new3 = {**e_new2, "start": {"dateTime": "2024-03-12T18:00:00Z", "timeZone": tz}, "end": {"dateTime": "2024-03-12T18:45:00Z", "timeZone": tz},
              "attendees": [{"email": me, "responseStatus": "accepted", "self": True}, {"email": priya, "responseStatus": "accepted"}, {"email": sam, "responseStatus": "needsAction"}],
              "etag": '"3421988456789000"', "updated": "2024-03-11T20:21:09.664Z"}
    t6 = mcp_text(e_new3)
    t7 = mcp_text("Event 3k5m7n9b1v3c5x7z9l1j3h5g7f_20240312T220000Z deleted (this instance only; the series continues).")
    e_new4 = {**e_new3, "start": {"dateTime": "2024-03-12T13:00:00-05:00", "timeZone": tz}, "end": {"dateTime": "2024-03-12T13:45:00-05:00", "timeZone": tz}}
    t8 = mcp_text({"kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-03-11T20:22:30.905Z",
                   "items": [e_stand, e_des, e_lunch, e_new4, e_11, e_vend]})
    turns = [
        (call("list_events", calendarId="primary", **rng, timeZone=tz, maxResults=4, singleEvents=True, orderBy="startTime"), t1),
        (call("list_events", calendarId="primary", **rng, timeZone=tz, maxResults=4, singleEvents=True, orderBy="startTime",
              pageToken="CigKGjBhMnM0ZDZmOGcwaDJqNGs2bDh6MHgyYzR2GAEggIDAkMz8jQM="), t2),
        (call("freebusy_query", timeMin="2024-03-12T13:00:00-05:00", timeMax="2024-03-12T18:00:00-05:00", items=[{"id": me}, {"id": priya}, {"id": sam}]), t3),
        (call("create_event", calendarId="primary", summary="Roadmap sync", start={"dateTime": "2024-03-12T16:30:00-05:00", "timeZone": tz},
              end={"dateTime": "2024-03-12T17:00:00-05:00", "timeZone": tz}, attendees=[{"email": priya}, {"email": sam}], description=desc), t4),
        (call("update_event", calendarId="primary", eventId=nid, start={"dateTime": "2024-03-12T13:00:00-05:00", "timeZone": tz},
              end={"dateTime": "2024-03-12T13:45:00-05:00", "timeZone": tz}, conferenceData={"createRequest": {"requestId": "rm-sync-0312"}}), t5),
        (call("get_event", calendarId="primary", eventId=nid, timeZone="UTC"), t6),
        (call("delete_event", calendarId="primary", eventId="3k5m7n9b1v3c5x7z9l1j3h5g7f_20240312T220000Z"), t7),
        (call("list_events", calendarId="primary", **rng, timeZone=tz, maxResults=10, singleEvents=True, orderBy="startTime"), t8),
    ]
    rs.add(task=T, tid="h26-mcp-13", system=system, turns=turns,
           state="Google Calendar of Noor Haddad (America/Chicago, CDT since 2024-03-10). The agent books a 'Roadmap sync' with Priya and Sam on Tue 2024-03-12 and clears the day. Now 2024-03-11 15:13 CDT.")


# ---------------------------------------------------------------- 14 CRM (clean)
def t14(rs: RowSet) -> None:
    system = mcp_system("relaycrm", "Relay CRM for the sales team of Fieldnote Software (EU region)", [
        tool("get_pipeline_summary", "Open deals per stage with totals in EUR", {"pipeline": S}, ["pipeline"]),
        tool("list_deals", "Deals in a pipeline stage", {"pipeline": S, "stage": S, "sort": S}, ["pipeline"]),
        tool("get_deal", "A deal with contacts and recent activity", {"deal_id": S}, ["deal_id"]),
        tool("update_deal", "Change stage, amount or close date of a deal", {"deal_id": S, "stage": S, "amount": INT, "close_date": S}, ["deal_id"]),
        tool("log_activity", "Log a call, email or meeting on a deal", {"deal_id": S, "type": S, "notes": S, "next_step": S}, ["deal_id", "type", "notes"]),
    ])
    stages = [("Qualified", 10), ("Proposal", 40), ("Negotiation", 60), ("Verbal commit", 85)]
    deals = {
        "D-4502": ["Brandt Werkzeuge GmbH - 40 seats", "Qualified", "EUR", 18000, "2024-07-31", "Jana Roth", "6 days ago"],
        "D-4510": ["Oakfield Dental Group - pilot", "Qualified", "USD", 12400, "2024-08-15", "Marco Bellini", "2 days ago"],
        "D-4515": ["Marisol Foods SL - field ops", "Qualified", "EUR", 27500, "2024-08-30", "Jana Roth", "yesterday"],
        "D-4471": ["Lindqvist Logistics AB - fleet licences", "Proposal", "EUR", 48000, "2024-06-28", "Marco Bellini", "3 days ago"],
        "D-4480": ["Castello Vini srl - 18 seats", "Proposal", "EUR", 21600, "2024-07-12", "Elif Aydin", "4 hours ago"],
        "D-4412": ["Harbor & Pine Inc. - US expansion", "Proposal", "USD", 36500, "2024-07-05", "Marco Bellini", "8 days ago"],
        "D-4493": ["Kettler Bau KG - inspections", "Proposal", "EUR", 15200, "2024-07-19", "Elif Aydin", "2 days ago"],
        "D-4398": ["Vantaa Energia Oy - enterprise", "Negotiation", "EUR", 64000, "2024-06-30", "Jana Roth", "yesterday"],
        "D-4455": ["Reyes Textiles SA de CV - 25 seats", "Negotiation", "USD", 29900, "2024-07-01", "Marco Bellini", "5 days ago"],
        "D-4366": ["Moor & Sons Ltd - renewal + upsell", "Verbal commit", "EUR", 39750, "2024-06-21", "Elif Aydin", "today 09:12"],
    }

    def eur(cur: str, amt: int, rate: float) -> int:
        return amt if cur == "EUR" else round(amt * rate)

    def summary(ds: dict[str, list[Any]], rate: float, at: str) -> str:
        out = [f"Pipeline: Mid-Market   currency: EUR   USD->EUR {rate:.4f} (ECB ref, {at})", "",
               f"{'STAGE':<15}{'PROB':>5}{'DEALS':>7}{'TOTAL EUR':>13}{'WEIGHTED EUR':>15}"]
        gt = gw = gn = 0
        for st, p in stages:
            rows = [d for d in ds.values() if d[1] == st]
            tot = sum(eur(d[2], d[3], rate) for d in rows)
            w = round(tot * p / 100)
            gt, gw, gn = gt + tot, gw + w, gn + len(rows)
            out.append(f"{st:<15}{str(p) + '%':>5}{len(rows):>7}{tot:>13,}{w:>15,}")
        out.append(f"{'All open':<15}{'':>5}{gn:>7}{gt:>13,}{gw:>15,}")
        return "\n".join(out)

    t1 = mcp_text(summary(deals, 0.9168, "2024-06-17"))

    def dl(ids: list[str], rate: float) -> list[dict[str, Any]]:
        return [{"deal_id": k, "name": deals[k][0], "stage": deals[k][1], "amount": f"{deals[k][2]} {deals[k][3]:,}",
                 "amount_eur": eur(deals[k][2], deals[k][3], rate), "close_date": deals[k][4], "owner": deals[k][5],
                 "last_activity": deals[k][6]} for k in ids]

    t2 = pj({"pipeline": "Mid-Market", "stage": "Proposal", "sort": "amount_eur desc", "deals": dl(["D-4471", "D-4412", "D-4480", "D-4493"], 0.9168)})
    acts = [
        {"at": "2024-06-14 15:40", "type": "email", "by": "Marco Bellini", "summary": "Sent revised proposal v3 (120 vehicles, 3-year term)"},
        {"at": "2024-06-11 10:00", "type": "meeting", "by": "Marco Bellini", "summary": "Demo for ops leads, asked for driver-app SSO"},
        {"at": "2024-06-03 09:15", "type": "call", "by": "Marco Bellini", "summary": "Discovery with Karin Lindqvist (COO)"},
    ]
    contacts = [{"name": "Karin Lindqvist", "title": "COO", "email": "karin.lindqvist@lindqvistlogistics.se", "role": "decision maker"},
                {"name": "Oskar Berg", "title": "Head of IT", "email": "oskar.berg@lindqvistlogistics.se", "role": "technical evaluator"}]
    base = {"deal_id": "D-4471", "name": deals["D-4471"][0], "pipeline": "Mid-Market", "owner": "Marco Bellini", "company": "Lindqvist Logistics AB",
            "country": "SE", "source": "Partner referral (RoutePro)", "created": "2024-05-28", "contacts": contacts}
    t3 = pj({**base, "stage": "Proposal", "probability": "40%", "amount": "EUR 48,000", "weighted": "EUR 19,200", "close_date": "2024-06-28",
             "last_contacted": "3 days ago", "activities": acts})
    t4 = pj({"ok": True, "deal_id": "D-4471", "changes": {"stage": ["Proposal", "Negotiation"], "amount": ["EUR 48,000", "EUR 52,800"]},
             "probability": "60%", "weighted": "EUR 31,680", "updated": "2024-06-17 11:06"})
    deals["D-4471"] = [deals["D-4471"][0], "Negotiation", "EUR", 52800, "2024-06-28", "Marco Bellini", "3 min ago"]
    note = "Call with Karin: +10 vehicles (130 total) accepted, wants SSO in year-1 price. Legal review of DPA next week."
    t5 = pj({"ok": True, "activity_id": "ACT-90211", "deal_id": "D-4471", "type": "call", "at": "2024-06-17 11:08", "by": "Marco Bellini",
             "notes": note, "next_step": "Send DPA + order form by 2024-06-20"})
    t6 = pj({"deal_id": "D-4412", "name": deals["D-4412"][0], "pipeline": "Mid-Market", "stage": "Proposal", "probability": "40%",
             "amount": "USD 36,500", "amount_eur": "EUR 33,474 (at 0.9171, 2024-06-17 11:09)", "weighted_eur": "EUR 13,390",
             "close_date": "2024-07-05", "owner": "Marco Bellini", "company": "Harbor & Pine Inc.", "country": "US", "last_contacted": "8 days ago",
             "activities": [{"at": "2024-06-09 17:20", "type": "email", "by": "Marco Bellini", "summary": "Pricing questions on US data residency"}]})
    t7 = mcp_text(summary(deals, 0.9171, "2024-06-17 11:10"))
    t8 = pj({"pipeline": "Mid-Market", "stage": "Negotiation", "sort": "last_activity desc", "deals": dl(["D-4471", "D-4398", "D-4455"], 0.9171)})
    turns = [
        (call("get_pipeline_summary", pipeline="Mid-Market"), t1),
        (call("list_deals", pipeline="Mid-Market", stage="Proposal", sort="amount_eur desc"), t2),
        (call("get_deal", deal_id="D-4471"), t3),
        (call("update_deal", deal_id="D-4471", stage="Negotiation", amount=52800), t4),
        (call("log_activity", deal_id="D-4471", type="call", notes=note, next_step="Send DPA + order form by 2024-06-20"), t5),
        (call("get_deal", deal_id="D-4412"), t6),
        (call("get_pipeline_summary", pipeline="Mid-Market"), t7),
        (call("list_deals", pipeline="Mid-Market", stage="Negotiation", sort="last_activity desc"), t8),
    ]
    rs.add(task=T, tid="h26-mcp-14", system=system, turns=turns,
           state="Relay CRM, pipeline Mid-Market with 10 open deals in EUR and USD; USD amounts are converted at the live ECB reference rate. The agent updates Lindqvist Logistics after a call. Now Monday 2024-06-17 11:05.")


# ---------------------------------------------------------------- 15 filesystem (bad)
COMPOSE = """name: ledgerly

x-app-env: &app-env
  env_file: .env.production
  restart: unless-stopped
  logging:
    driver: json-file
    options:
      max-size: "20m"
      max-file: "5"

services:
  api:
    image: ghcr.io/ledgerly/api:1.14.2
    <<: *app-env
    command: gunicorn ledgerly.wsgi:application --bind 0.0.0.0:8000 --workers 4 --timeout 60
    depends_on:
      db:
        condition: service_healthy
      redis:
        condition: service_started
    healthcheck:
      test: ["CMD", "curl", "-fsS", "http://localhost:8000/healthz"]
      interval: 15s
      timeout: 3s
      retries: 5
    mem_limit: 1g

  worker:
    image: ghcr.io/ledgerly/api:1.14.2
    <<: *app-env
    command: celery -A ledgerly worker --loglevel=INFO --concurrency=${WORKER_CONCURRENCY}
    depends_on:
      - redis
      - db
    stop_grace_period: 45s
    mem_limit: 512m

  beat:
    image: ghcr.io/ledgerly/api:1.14.2
    <<: *app-env
    command: celery -A ledgerly beat --loglevel=INFO
    depends_on:
      - redis

  db:
    image: postgres:16.2
    restart: unless-stopped
    environment:
      POSTGRES_DB: ledgerly
      POSTGRES_USER: ledgerly
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    volumes:
      - pgdata:/var/lib/postgresql/data
    secrets:
      - pg_password
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U ledgerly"]
      interval: 10s
      retries: 6

  redis:
    image: redis:7.2.4-alpine
    restart: unless-stopped
    command: redis-server --maxmemory 256mb --maxmemory-policy allkeys-lru

  nginx:
    image: nginx:1.25.4-alpine
    restart: unless-stopped
    ports:
      - "80:80"
      - "443:443"
    volumes:
      - ./nginx/default.conf:/etc/nginx/conf.d/default.conf:ro
      - ./nginx/snippets:/etc/nginx/snippets:ro
      - /etc/letsencrypt:/etc/letsencrypt:ro
    depends_on:
      - api

volumes:
  pgdata:

secrets:
  pg_password:
    file: ./secrets/pg_password.txt
"""

ENV = """# ledgerly production settings (secrets live in ./secrets, not here)
DJANGO_SETTINGS_MODULE=ledgerly.settings.production
ALLOWED_HOSTS=app.ledgerly.eu,api.ledgerly.eu
DATABASE_URL=postgres://ledgerly@db:5432/ledgerly
REDIS_URL=redis://redis:6379/0
CELERY_BROKER_URL=redis://redis:6379/1
WORKER_CONCURRENCY=4
EMAIL_BACKEND=anymail.backends.postmark.EmailBackend
SENTRY_ENVIRONMENT=production
SENTRY_TRACES_SAMPLE_RATE=0.05
LOG_LEVEL=INFO
FEATURE_BANK_SYNC_V2=true
"""


def t15(rs: RowSet) -> None:
    system = mcp_system("filesystem", "secure file access limited to /srv/stack", [
        tool("list_directory", "List a directory", {"path": S}, ["path"]),
        tool("read_file", "Read a text file", {"path": S}, ["path"]),
        tool("edit_file", "Line-based edits; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Size, times and permissions of a file", {"path": S}, ["path"]),
        tool("search_files", "Recursively find files matching a pattern", {"path": S, "pattern": S}, ["path", "pattern"]),
        tool("write_file", "Create or overwrite a file", {"path": S, "content": S}, ["path", "content"]),
    ])
    env2 = ENV.replace("WORKER_CONCURRENCY=4", "WORKER_CONCURRENCY=12")
    comp_drift = COMPOSE.replace("    stop_grace_period: 45s\n    mem_limit: 512m", "    stop_grace_period: 45s\n    mem_limit: 768m")
    assert comp_drift != COMPOSE
    comp2 = COMPOSE.replace("ghcr.io/ledgerly/api:1.14.2", "ghcr.io/ledgerly/api:1.15.0")
    t1 = "\n".join(["[FILE] .env.production", "[FILE] README.md", "[FILE] docker-compose.yml", "[FILE] docker-compose.override.yml.example",
                    "[DIR] backups", "[DIR] nginx", "[DIR] scripts", "[DIR] secrets"])
    t2, t3 = COMPOSE, ENV
    t4 = ("```diff\nIndex: /srv/stack/.env.production\n===================================================================\n"
          "--- /srv/stack/.env.production\toriginal\n+++ /srv/stack/.env.production\tmodified\n@@ -4,7 +4,7 @@\n"
          " DATABASE_URL=postgres://ledgerly@db:5432/ledgerly\n REDIS_URL=redis://redis:6379/0\n CELERY_BROKER_URL=redis://redis:6379/1\n"
          "-WORKER_CONCURRENCY=4\n+WORKER_CONCURRENCY=12\n EMAIL_BACKEND=anymail.backends.postmark.EmailBackend\n"
          " SENTRY_ENVIRONMENT=production\n SENTRY_TRACES_SAMPLE_RATE=0.05\n```\n")
    t5 = (f"size: {len(env2.encode())}\ncreated: Tue Mar 05 2024 16:12:40 GMT+0000 (Coordinated Universal Time)\n"
          "modified: Wed Sep 18 2024 10:21:44 GMT+0000 (Coordinated Universal Time)\n"
          "accessed: Wed Sep 18 2024 10:21:44 GMT+0000 (Coordinated Universal Time)\nisDirectory: false\nisFile: true\npermissions: 640")
    t6 = "/srv/stack/nginx/default.conf\n/srv/stack/nginx/snippets/proxy.conf\n/srv/stack/nginx/snippets/ssl-params.conf"
    t7 = comp_drift
    t8 = ("```diff\nIndex: /srv/stack/docker-compose.yml\n===================================================================\n"
          "--- /srv/stack/docker-compose.yml\toriginal\n+++ /srv/stack/docker-compose.yml\tmodified\n"
          "@@ -11,7 +11,7 @@\n \n services:\n   api:\n-    image: ghcr.io/ledgerly/api:1.14.2\n+    image: ghcr.io/ledgerly/api:1.15.0\n"
          "     <<: *app-env\n     command: gunicorn ledgerly.wsgi:application --bind 0.0.0.0:8000 --workers 4 --timeout 60\n     depends_on:\n"
          "@@ -27,7 +27,7 @@\n     mem_limit: 1g\n \n   worker:\n-    image: ghcr.io/ledgerly/api:1.14.2\n+    image: ghcr.io/ledgerly/api:1.15.0\n"
          "     <<: *app-env\n     command: celery -A ledgerly worker --loglevel=INFO --concurrency=${WORKER_CONCURRENCY}\n     depends_on:\n"
          "@@ -37,7 +37,7 @@\n     mem_limit: 512m\n \n   beat:\n-    image: ghcr.io/ledgerly/api:1.14.2\n+    image: ghcr.io/ledgerly/api:1.15.0\n"
          "     <<: *app-env\n     command: celery -A ledgerly beat --loglevel=INFO\n     depends_on:\n```\n")
    t9 = (f"size: {len(comp2.encode())}\ncreated: Tue Mar 05 2024 16:12:40 GMT+0000 (Coordinated Universal Time)\n"
          "modified: Wed Sep 18 2024 10:24:09 GMT+0000 (Coordinated Universal Time)\n"
          "accessed: Wed Sep 18 2024 10:24:09 GMT+0000 (Coordinated Universal Time)\nisDirectory: false\nisFile: true\npermissions: 644")
    notes = ("# Deploy 2024-09-18\n\n- api/worker/beat image 1.14.2 -> 1.15.0 (bank sync v2 GA)\n"
             "- WORKER_CONCURRENCY 4 -> 12 for the statement import backlog\n- rollout: `docker compose pull && docker compose up -d api worker beat`\n")
    t10 = "Successfully wrote to /srv/stack/deploy-notes.md"
    rep = [{"oldText": "    image: ghcr.io/ledgerly/api:1.14.2\n    <<: *app-env\n    command: gunicorn", "newText": "    image: ghcr.io/ledgerly/api:1.15.0\n    <<: *app-env\n    command: gunicorn"},
           {"oldText": "    image: ghcr.io/ledgerly/api:1.14.2\n    <<: *app-env\n    command: celery -A ledgerly worker", "newText": "    image: ghcr.io/ledgerly/api:1.15.0\n    <<: *app-env\n    command: celery -A ledgerly worker"},
           {"oldText": "    image: ghcr.io/ledgerly/api:1.14.2\n    <<: *app-env\n    command: celery -A ledgerly beat", "newText": "    image: ghcr.io/ledgerly/api:1.15.0\n    <<: *app-env\n    command: celery -A ledgerly beat"}]
    turns = [
        (call("list_directory", path="/srv/stack"), t1),
        (call("read_file", path="/srv/stack/docker-compose.yml"), t2),
        (call("read_file", path="/srv/stack/.env.production"), t3),
        (call("edit_file", path="/srv/stack/.env.production", edits=[{"oldText": "WORKER_CONCURRENCY=4", "newText": "WORKER_CONCURRENCY=12"}]), t4),
        (call("get_file_info", path="/srv/stack/.env.production"), t5),
        (call("search_files", path="/srv/stack", pattern="*.conf"), t6),
        (call("read_file", path="/srv/stack/docker-compose.yml"), t7),
        (call("edit_file", path="/srv/stack/docker-compose.yml", edits=rep), t8),
        (call("get_file_info", path="/srv/stack/docker-compose.yml"), t9),
        (call("write_file", path="/srv/stack/deploy-notes.md", content=notes), t10),
    ]
    rs.add(task=T, tid="h26-mcp-15", system=system, turns=turns,
           state="Filesystem MCP server rooted at /srv/stack (the docker compose deployment of Ledgerly). The agent prepares the 1.15.0 release; nothing else writes to these files.",
           bad=True, turn=7, kind="a compose file line the agent never edited reads differently on the second read")


# ---------------------------------------------------------------- 16 telescope scheduler (bad)
def t16(rs: RowSet) -> None:
    system = mcp_system("obsq", "observing-queue scheduler of the Kitt Ridge Observatory 0.6 m robotic telescope (times MST, UTC-7)", [
        tool("get_night_summary", "Twilight, moon and queue totals for a night", {"night": S}, ["night"]),
        tool("list_queue", "Scheduled blocks of a night in time order", {"night": S}, ["night"]),
        tool("get_target", "Coordinates and visibility of a target", {"name": S, "night": S}, ["name"]),
        tool("create_block", "Add an observing block to the queue", {"night": S, "target": S, "start": S, "duration_min": INT, "filters": A, "exposure_s": INT, "priority": INT}, ["night", "target", "start", "duration_min"]),
        tool("get_block", "One block", {"block_id": S}, ["block_id"]),
        tool("update_block", "Change a block's priority or filters", {"block_id": S, "priority": INT}, ["block_id"]),
        tool("get_weather", "Live site weather and sky conditions", {}, []),
    ])
    night = "2024-09-14"
    blocks = [
        ("B-2280", "M27 (Dumbbell Nebula)", "20:05", "20:50", 45, "Ha, OIII", 2, "Ruiz"),
        ("B-2283", "TOI-2109 b transit", "21:00", "23:15", 135, "r'", 1, "Okonkwo"),
        ("B-2284", "SN 2024abfl follow-up", "23:20", "23:40", 20, "g', r', i'", 1, "Tanaka"),
        ("B-2286", "NGC 7293 (Helix Nebula)", "00:00", "00:40", 40, "Ha", 3, "Ruiz"),
        ("B-2287", "Landolt SA 113 standards", "00:45", "01:05", 20, "B, V, R, I", 2, "(calibration)"),
        ("B-2288", "M33 (Triangulum Galaxy)", "01:10", "02:20", 70, "L, R, G, B", 3, "Hsu"),
        ("B-2289", "NGC 1499 (California Nebula)", "02:30", "03:10", 40, "Ha", 3, "Hsu"),
    ]

    def queue(bs: list[tuple[str, str, str, str, int, str, int, str]]) -> str:
        tot = sum(b[4] for b in bs)
        out = [f"Queue for night {night}/15  -  {len(bs)} blocks, {tot // 60}h{tot % 60:02d}m scheduled", "",
               f"{'BLOCK':<8}{'START':<7}{'END':<7}{'MIN':>4}  {'TARGET':<30}{'FILTERS':<13}{'PRI':>3}  {'PI':<14}STATUS"]
        out += [f"{b[0]:<8}{b[2]:<7}{b[3]:<7}{b[4]:>4}  {b[1]:<30}{b[5]:<13}{b[6]:>3}  {b[7]:<14}scheduled" for b in bs]
        return "\n".join(out)

    summ = {"night": f"{night}/15", "site": "Kitt Ridge, 31.96 N 111.60 W, 2096 m", "sunset": "18:38", "astro_twilight_end": "19:58",
            "astro_twilight_start": "04:28", "sunrise": "05:50", "dark_hours": "8h30m",
            "moon": {"illumination": "85%", "phase": "waxing gibbous", "moonset": "02:41"}}
    t1 = mcp_text({**summ, "queue": {"blocks": 7, "scheduled": "6h10m", "free_dark_time": "2h20m", "largest_gap": "03:10-04:28 (78 min)"}})
    t2 = mcp_text(queue(blocks))
    t3 = mcp_text({"name": "NGC 7331", "type": "SA(s)b spiral galaxy", "ra": "22h37m04.0s", "dec": "+34d24m56s", "v_mag": 9.5, "size": "10.5' x 3.7'",
                   "night": f"{night}/15", "transit": "23:09", "alt_above_30deg": "17:12-05:06", "moon_separation_deg": 61,
                   "altitude_at": {"03:12": "52 deg", "03:50": "45 deg", "04:27": "38 deg"}})
    new = ("B-2291", "NGC 7331", "03:12", "04:27", 75, "L, R, G, B", 3, "Ahmadi")
    t4 = mcp_text({"ok": True, "block_id": "B-2291", "night": f"{night}/15", "target": "NGC 7331", "start": "03:12", "end": "04:27", "duration_min": 75,
                   "filters": ["L", "R", "G", "B"], "exposure_s": 300, "priority": 3, "pi": "Ahmadi", "status": "scheduled",
                   "queue_after": {"blocks": 8, "scheduled": "7h25m"}})
    t5 = mcp_text(queue(blocks))
    t6 = mcp_text({"ok": True, "block_id": "B-2287", "priority": 1, "previous_priority": 2, "note": "calibration blocks at priority 1 are never bumped"})
    t7 = mcp_text({"as_of": "2024-09-14 17:46", "sky": "clear", "cloud_cover_pct": 4, "seeing_arcsec": 1.6, "humidity_pct": 23, "wind_kmh": 11,
                   "gusts_kmh": 19, "temp_c": 24.1, "dewpoint_c": 1.2, "dome": "closed (daytime)", "forecast": "clear all night, wind easing after 22:00"})
    t8 = mcp_text({"block_id": "B-2291", "night": f"{night}/15", "target": "NGC 7331", "ra": "22h37m04.0s", "dec": "+34d24m56s", "start": "03:12", "end": "04:27",
                   "duration_min": 75, "filters": ["L", "R", "G", "B"], "exposure_s": 300, "frames_planned": {"L": 6, "R": 3, "G": 3, "B": 3},
                   "priority": 3, "pi": "Ahmadi", "status": "scheduled", "created": "2024-09-14 17:41"})
    assert new[4] == 75
    turns = [
        (call("get_night_summary", night=night), t1),
        (call("list_queue", night=night), t2),
        (call("get_target", name="NGC 7331", night=night), t3),
        (call("create_block", night=night, target="NGC 7331", start="03:12", duration_min=75, filters=["L", "R", "G", "B"], exposure_s=300, priority=3), t4),
        (call("list_queue", night=night), t5),
        (call("update_block", block_id="B-2287", priority=1), t6),
        (call("get_weather"), t7),
        (call("get_block", block_id="B-2291"), t8),
    ]
    rs.add(task=T, tid="h26-mcp-16", system=system, turns=turns,
           state="Kitt Ridge robotic 0.6 m, queue for the night of 2024-09-14/15. The agent fills the pre-dawn gap for PI Ahmadi. Now 17:40 MST.",
           bad=True, turn=5, kind="block the agent just created is missing from the night's queue listing")


# ---------------------------------------------------------------- 17 Linear (clean)
def t17(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear workspace 'Parcelo', team Core (CORE)", [
        tool("get_cycle", "A cycle with scope and progress", {"teamKey": S, "cycle": S}, ["teamKey"]),
        tool("list_issues", "Issues filtered by cycle / assignee", {"teamKey": S, "cycle": S, "assignee": S, "orderBy": S}, ["teamKey"]),
        tool("update_issue", "Update state, estimate or priority of an issue", {"id": S, "state": S, "estimate": INT, "priority": INT}, ["id"]),
        tool("create_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
    ])
    me = "Ade Okafor"

    def iss(ident: str, title: str, prio: int, state: str, est: int, updated: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        pl = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}[prio]
        d = {"identifier": ident, "title": title, "priority": prio, "priorityLabel": pl, "state": {"name": state},
             "estimate": est, "assignee": {"name": me}, "cycle": {"number": 38}, "updatedAt": updated,
             "url": f"https://linear.app/parcelo/issue/{ident.lower()}"}
        if extra:
            d.update(extra)
        return d

    mine = {
        "CORE-531": ["Retry webhook deliveries with exponential backoff", 1, "In Progress", 5, "2024-05-06T09:12:44.201Z"],
        "CORE-527": ["Drop legacy /v1/export endpoint", 2, "In Progress", 3, "2024-05-03T16:40:09.857Z"],
        "CORE-540": ["Rate-limit per API key instead of per IP", 2, "Todo", 3, "2024-05-02T11:05:31.020Z"],
        "CORE-518": ["Flaky: billing sync integration test", 3, "Todo", 2, "2024-04-30T08:47:15.644Z"],
        "CORE-545": ["Add OpenTelemetry spans to job runner", 4, "Todo", 1, "2024-05-01T14:22:50.399Z"],
    }

    def cyc(scope: int, done: int, started: int, issues: int, done_issues: int) -> dict[str, Any]:
        return {"number": 38, "name": "Cycle 38", "startsAt": "2024-04-29T07:00:00.000Z", "endsAt": "2024-05-13T07:00:00.000Z",
                "issueCount": issues, "completedIssueCount": done_issues, "scopeEstimate": scope, "completedEstimate": done,
                "inProgressEstimate": started, "unstartedEstimate": scope - done - started, "progress": round(done / scope, 3),
                "daysLeft": 6}

    t1 = pj(cyc(34, 13, 12, 11, 4))
    t2 = pj({"nodes": [iss(k, *mine[k]) for k in ["CORE-531", "CORE-527", "CORE-540", "CORE-518", "CORE-545"]], "pageInfo": {"hasNextPage": False}})
    mine["CORE-531"][2:5:2] = ["In Review", "2024-05-07T10:31:02.118Z"]
    t3 = pj(iss("CORE-531", *mine["CORE-531"], extra={"startedAt": "2024-05-02T09:00:11.512Z"}))
    mine["CORE-527"][2:5:2] = ["Done", "2024-05-07T10:31:40.776Z"]
    t4 = pj(iss("CORE-527", *mine["CORE-527"], extra={"completedAt": "2024-05-07T10:31:40.776Z"}))
    mine["CORE-540"][3:5] = [5, "2024-05-07T10:32:15.090Z"]
    t5 = pj(iss("CORE-540", *mine["CORE-540"], extra={"previousEstimate": 3}))
    body = "PR #884 ready: backoff 30s -> 2m -> 8m -> 32m -> 2h, max 6 attempts, jittered. Dead-letter after that with a dashboard link."
    t6 = pj({"id": "c7e1b9d0-52a4-4f8e-9b3c-0d1e6a7f2c85", "body": body, "user": {"name": me}, "issue": {"identifier": "CORE-531"},
             "createdAt": "2024-05-07T10:33:04.512Z", "url": "https://linear.app/parcelo/issue/core-531#comment-c7e1b9d0"})
    mine["CORE-531"][4] = "2024-05-07T10:33:04.512Z"
    t7 = pj(cyc(36, 16, 9, 11, 5))
    order = sorted(mine, key=lambda k: mine[k][4], reverse=True)
    t8 = pj({"nodes": [iss(k, *mine[k]) for k in order], "pageInfo": {"hasNextPage": False}})
    turns = [
        (call("get_cycle", teamKey="CORE", cycle="current"), t1),
        (call("list_issues", teamKey="CORE", cycle="current", assignee="me", orderBy="priority"), t2),
        (call("update_issue", id="CORE-531", state="In Review"), t3),
        (call("update_issue", id="CORE-527", state="Done"), t4),
        (call("update_issue", id="CORE-540", estimate=5), t5),
        (call("create_comment", issueId="CORE-531", body=body), t6),
        (call("get_cycle", teamKey="CORE", cycle="current"), t7),
        (call("list_issues", teamKey="CORE", cycle="current", assignee="me", orderBy="updatedAt"), t8),
    ]
    rs.add(task=T, tid="h26-mcp-17", system=system, turns=turns,
           state="Linear team Core, cycle 38 (2024-04-29 to 2024-05-13), 11 issues. The agent is Ade Okafor's assistant doing his stand-up updates. Now 2024-05-07 10:30 UTC.")


# ---------------------------------------------------------------- 18 SQLite (clean)
def t18(rs: RowSet) -> None:
    system = mcp_system("sqlite", "SQLite database /data/roastery.db of the Little Ember coffee roastery", [
        tool("list_tables", "List tables", {}, []),
        tool("describe_table", "Schema of a table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query", {"query": S}, ["query"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ])
    t1 = str([{"name": "green_lots"}, {"name": "roasts"}, {"name": "sqlite_sequence"}, {"name": "wholesale_orders"}])
    t2 = str([
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "lot_id", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "roast_date", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "green_kg", "type": "REAL", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 4, "name": "roasted_kg", "type": "REAL", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 5, "name": "profile", "type": "TEXT", "notnull": 0, "dflt_value": "'City'", "pk": 0},
        {"cid": 6, "name": "roaster", "type": "TEXT", "notnull": 0, "dflt_value": "'Giesen W15'", "pk": 0},
    ])
    lots = {
        "GL-2398": ("Ethiopia Guji Hambela, natural", 46.5), "GL-2401": ("Colombia Huila, washed", 31.0),
        "GL-2403": ("Brazil Cerrado, pulped natural", 58.25), "GL-2405": ("Kenya Nyeri AA, washed", 12.75),
        "GL-2407": ("Guatemala Huehuetenango, washed", 38.0), "GL-2410": ("Sumatra Lintong, wet-hulled", 22.5),
    }
    q3 = "SELECT lot_id, origin, kg_remaining FROM green_lots ORDER BY kg_remaining DESC"
    t3 = str([{"lot_id": k, "origin": lots[k][0], "kg_remaining": lots[k][1]} for k in sorted(lots, key=lambda k: -lots[k][1])])
    q4 = "INSERT INTO roasts (lot_id, roast_date, green_kg, roasted_kg, profile) VALUES ('GL-2407', '2024-06-11', 12.0, 10.14, 'City+')"
    t4 = str([{"affected_rows": 1}])
    q5 = "UPDATE green_lots SET kg_remaining = kg_remaining - 12.0 WHERE lot_id = 'GL-2407'"
    t5 = str([{"affected_rows": 1}])
    lots["GL-2407"] = (lots["GL-2407"][0], 26.0)
    q6 = ("SELECT id, lot_id, roast_date, green_kg, roasted_kg, ROUND(100.0 * (green_kg - roasted_kg) / green_kg, 1) AS loss_pct "
          "FROM roasts ORDER BY id DESC LIMIT 5")
    recent = [(219, "GL-2407", "2024-06-11", 12.0, 10.14), (218, "GL-2405", "2024-06-10", 6.0, 5.07), (217, "GL-2398", "2024-06-10", 12.0, 10.26),
              (216, "GL-2403", "2024-06-07", 15.0, 12.84), (215, "GL-2401", "2024-06-07", 12.0, 10.2)]
    t6 = str([{"id": i, "lot_id": lot, "roast_date": d, "green_kg": g, "roasted_kg": r, "loss_pct": round(100.0 * (g - r) / g, 1)} for i, lot, d, g, r in recent])
    q7 = "SELECT lot_id, origin, kg_remaining FROM green_lots ORDER BY lot_id LIMIT 3 OFFSET 3"
    t7 = str([{"lot_id": k, "origin": lots[k][0], "kg_remaining": lots[k][1]} for k in sorted(lots)[3:6]])
    q8 = ("SELECT lot_id, SUM(green_kg) AS kg_roasted, COUNT(*) AS roasts FROM roasts WHERE roast_date >= '2024-06-01' "
          "GROUP BY lot_id ORDER BY kg_roasted DESC")
    t8 = str([{"lot_id": "GL-2398", "kg_roasted": 36.0, "roasts": 3}, {"lot_id": "GL-2403", "kg_roasted": 30.0, "roasts": 2},
              {"lot_id": "GL-2401", "kg_roasted": 24.0, "roasts": 2}, {"lot_id": "GL-2405", "kg_roasted": 12.0, "roasts": 2},
              {"lot_id": "GL-2407", "kg_roasted": 12.0, "roasts": 1}, {"lot_id": "GL-2410", "kg_roasted": 9.0, "roasts": 1}])
    insight = ("June so far: 123 kg green roasted across 11 batches; Ethiopia Guji leads (36 kg). Kenya Nyeri AA is down to 12.75 kg, "
               "about two more 6 kg batches: reorder before the 2024-06-24 cupping.")
    turns = [
        (call("list_tables"), t1),
        (call("describe_table", table_name="roasts"), t2),
        (call("read_query", query=q3), t3),
        (call("write_query", query=q4), t4),
        (call("write_query", query=q5), t5),
        (call("read_query", query=q6), t6),
        (call("read_query", query=q7), t7),
        (call("read_query", query=q8), t8),
        (call("append_insight", insight=insight), "Insight added to memo"),
    ]
    rs.add(task=T, tid="h26-mcp-18", system=system, turns=turns,
           state="SQLite file /data/roastery.db; the agent logs today's Guatemala batch (12.0 kg green -> 10.14 kg roasted) and reviews June usage. Today 2024-06-11.")


# ---------------------------------------------------------------- 19 Sentry (bad)
def t19(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry SaaS, organization 'hollowtree'", [
        tool("list_issues", "Issues of a project", {"project": S, "query": S, "sort": S, "limit": INT}, ["project"]),
        tool("get_issue", "Issue details with activity", {"issue_id": S}, ["issue_id"]),
        tool("get_latest_event", "Latest event of an issue with stack trace", {"issue_id": S}, ["issue_id"]),
        tool("update_issue", "Change status or assignee", {"issue_id": S, "status": S, "assignedTo": S}, ["issue_id"]),
        tool("add_note", "Add a comment to an issue", {"issue_id": S, "text": S}, ["issue_id", "text"]),
        tool("get_release", "Release with commits and deploys", {"version": S}, ["version"]),
        tool("list_issue_events", "Recent events of an issue", {"issue_id": S, "limit": INT}, ["issue_id"]),
    ])
    iid = "5129884731"
    title = "TypeError: Cannot read properties of undefined (reading 'currency')"
    dana = {"type": "user", "id": "2871044", "name": "Dana Kowalski", "email": "dana.kowalski@hollowtree.io"}

    def row(short: str, i: str, t: str, culprit: str, count: int, users: int, last: str, level: str = "error") -> dict[str, Any]:
        return {"id": i, "shortId": short, "title": t, "culprit": culprit, "level": level, "status": "unresolved",
                "count": str(count), "userCount": users, "lastSeen": last, "permalink": f"https://hollowtree.sentry.io/issues/{i}/"}

    rows1 = [
        row("WEB-FRONTEND-3K7", iid, title, "PriceSummary(src/checkout/PriceSummary.tsx)", 1843, 611, "2024-07-17T08:41:55Z"),
        row("WEB-FRONTEND-3G2", "5101277405", "ChunkLoadError: Loading chunk 812 failed.", "app/router", 977, 702, "2024-07-17T08:40:12Z"),
        row("WEB-FRONTEND-3JX", "5127002218", "Error: Request failed with status code 429", "api/client.fetchRecommendations", 412, 288, "2024-07-17T08:33:47Z", "warning"),
        row("WEB-FRONTEND-39A", "5088315640", "ResizeObserver loop completed with undelivered notifications.", "window.onerror", 356, 301, "2024-07-17T08:41:02Z", "info"),
        row("WEB-FRONTEND-3K2", "5129001377", "Unhandled Promise Rejection: AbortError", "search/useSuggest", 140, 97, "2024-07-17T07:58:30Z"),
        row("WEB-FRONTEND-3H5", "5114462093", "SecurityError: Failed to read the 'localStorage' property", "lib/storage.get", 88, 61, "2024-07-17T06:12:19Z"),
    ]
    t1 = mcp_text(rows1)
    base = {"id": iid, "shortId": "WEB-FRONTEND-3K7", "title": title, "culprit": "PriceSummary(src/checkout/PriceSummary.tsx)",
            "level": "error", "platform": "javascript", "project": {"slug": "web-frontend"}, "firstSeen": "2024-07-16T14:03:12Z",
            "firstRelease": {"version": "4.18.0"}, "tags": [{"key": "browser", "topValue": "Chrome 126"}, {"key": "url", "topValue": "/checkout/review"}]}
    act0 = [{"type": "first_seen", "dateCreated": "2024-07-16T14:03:12Z", "user": None}]
    t2 = mcp_text({**base, "status": "unresolved", "assignedTo": None, "count": "1843", "userCount": 611, "lastSeen": "2024-07-17T08:41:55Z",
                   "activity": act0})
    frames = [
        {"filename": "src/checkout/PriceSummary.tsx", "function": "PriceSummary", "lineNo": 48, "context": "    const symbol = currencyCtx.current.currency.symbol;"},
        {"filename": "node_modules/react-dom/cjs/react-dom.production.min.js", "function": "renderWithHooks", "lineNo": 160},
        {"filename": "src/checkout/ReviewStep.tsx", "function": "ReviewStep", "lineNo": 112, "context": "      <PriceSummary cart={cart} />"},
    ]
    t3 = mcp_text({"eventID": "9f3c2a71d0b84e6c8a15f2e0d9b7c416", "dateCreated": "2024-07-17T08:41:55Z", "release": "4.18.0",
                   "tags": {"browser": "Chrome 126.0.6478", "os": "Windows 10", "url": "https://shop.hollowtree.io/checkout/review", "locale": "de-DE"},
                   "exception": {"type": "TypeError", "value": "Cannot read properties of undefined (reading 'currency')", "stacktrace": {"frames": frames}},
                   "breadcrumbs": [{"category": "navigation", "message": "/checkout/shipping -> /checkout/review", "timestamp": "2024-07-17T08:41:53Z"},
                                   {"category": "xhr", "message": "GET /api/cart/totals [200]", "timestamp": "2024-07-17T08:41:54Z"}]})
    t4 = mcp_text({**base, "status": "unresolved", "assignedTo": dana, "count": "1855", "userCount": 614, "lastSeen": "2024-07-17T08:47:02Z"})
    note = "Regression from 4.18.0: currency context is lazy-loaded now and PriceSummary renders before it resolves. Dana owns checkout; fix is a guard + suspense boundary."
    t5 = mcp_text({"id": "3982210457", "type": "note", "data": {"text": note}, "dateCreated": "2024-07-17T08:48:15Z", "user": {"name": "triage-agent"}})
    t6 = mcp_text({"version": "4.18.0", "dateReleased": "2024-07-16T13:50:40Z", "newGroups": 4, "commitCount": 23, "authors": 7,
                   "deploys": [{"environment": "production", "dateFinished": "2024-07-16T13:50:40Z"}, {"environment": "staging", "dateFinished": "2024-07-15T16:21:08Z"}],
                   "suspectCommits": [{"id": "b41e9a7", "message": "refactor(checkout): lazy-load currency context", "author": "Rui Matos", "files": ["src/checkout/CurrencyProvider.tsx", "src/checkout/PriceSummary.tsx"]},
                                      {"id": "0c7d2f1", "message": "chore(deps): react-query 5.50 -> 5.51", "author": "renovate[bot]", "files": ["package.json", "pnpm-lock.yaml"]}]})
    act1 = [{"type": "note", "dateCreated": "2024-07-17T08:48:15Z", "user": {"name": "triage-agent"}, "data": {"text": note}},
            {"type": "assigned", "dateCreated": "2024-07-17T08:47:31Z", "user": {"name": "triage-agent"}, "data": {"assignee": "2871044", "assigneeEmail": dana["email"], "assigneeType": "user"}}] + act0
    t7 = mcp_text({**base, "status": "unresolved", "assignedTo": None, "count": "1861", "userCount": 617, "lastSeen": "2024-07-17T08:52:10Z", "activity": act1})
    t8 = mcp_text({**base, "status": "resolved", "statusDetails": {"inNextRelease": True}, "assignedTo": dana, "count": "1862", "userCount": 617,
                   "lastSeen": "2024-07-17T08:53:26Z"})
    rows2 = [
        row("WEB-FRONTEND-3G2", "5101277405", "ChunkLoadError: Loading chunk 812 failed.", "app/router", 989, 711, "2024-07-17T08:53:40Z"),
        row("WEB-FRONTEND-3JX", "5127002218", "Error: Request failed with status code 429", "api/client.fetchRecommendations", 419, 291, "2024-07-17T08:50:03Z", "warning"),
        row("WEB-FRONTEND-39A", "5088315640", "ResizeObserver loop completed with undelivered notifications.", "window.onerror", 361, 305, "2024-07-17T08:52:48Z", "info"),
        row("WEB-FRONTEND-3K2", "5129001377", "Unhandled Promise Rejection: AbortError", "search/useSuggest", 140, 97, "2024-07-17T07:58:30Z"),
        row("WEB-FRONTEND-3H5", "5114462093", "SecurityError: Failed to read the 'localStorage' property", "lib/storage.get", 88, 61, "2024-07-17T06:12:19Z"),
    ]
    t9 = mcp_text(rows2)
    evs = [("2024-07-17T08:53:26Z", "Chrome 126", "/checkout/review", "de-DE"), ("2024-07-17T08:52:10Z", "Edge 126", "/checkout/review", "de-AT"),
           ("2024-07-17T08:51:37Z", "Chrome 125", "/checkout/review", "de-DE"), ("2024-07-17T08:50:58Z", "Chrome 126", "/checkout/review", "fr-FR"),
           ("2024-07-17T08:49:44Z", "Safari 17.5", "/checkout/review", "de-DE")]
    t10 = mcp_text([{"dateCreated": d, "release": "4.18.0", "tags": {"browser": b, "url": u, "locale": lo}} for d, b, u, lo in evs])
    turns = [
        (call("list_issues", project="web-frontend", query="is:unresolved", sort="freq", limit=6), t1),
        (call("get_issue", issue_id=iid), t2),
        (call("get_latest_event", issue_id=iid), t3),
        (call("update_issue", issue_id=iid, assignedTo="dana.kowalski@hollowtree.io"), t4),
        (call("add_note", issue_id=iid, text=note), t5),
        (call("get_release", version="4.18.0"), t6),
        (call("get_issue", issue_id=iid), t7),
        (call("update_issue", issue_id=iid, status="resolvedInNextRelease"), t8),
        (call("list_issues", project="web-frontend", query="is:unresolved", sort="freq", limit=6), t9),
        (call("list_issue_events", issue_id=iid, limit=5), t10),
    ]
    rs.add(task=T, tid="h26-mcp-19", system=system, turns=turns,
           state="Sentry org hollowtree, project web-frontend; release 4.18.0 went to production yesterday. The triage agent routes the top checkout error. Now 2024-07-17 08:45 UTC.",
           bad=True, turn=7, kind="issue shows no assignee although the agent assigned it and its own activity log records the assignment")


# ---------------------------------------------------------------- 20 museum collection (clean)
def t20(rs: RowSet) -> None:
    system = mcp_system("harbourside-collections", "collections management system of the Harbourside Maritime Museum", [
        tool("search_objects", "Search object records", {"query": S, "sort": S}, ["query"]),
        tool("get_object", "Full object record", {"object_number": S}, ["object_number"]),
        tool("get_location_environment", "Live environment readings and counts for a store location", {"location": S}, ["location"]),
        tool("create_condition_report", "Record a condition check", {"object_number": S, "condition": S, "notes": S, "examiner": S}, ["object_number", "condition"]),
        tool("move_object", "Record a location movement", {"object_number": S, "to_location": S, "reason": S}, ["object_number", "to_location"]),
        tool("create_outgoing_loan", "Create an outgoing loan record", {"object_numbers": A, "borrower": S, "start": S, "end": S, "insurance_value": S}, ["object_numbers", "borrower", "start", "end"]),
    ])
    objs = {
        "HMM.1962.031": {"title": "Two-day marine chronometer", "maker": "Victor Kullberg, London", "date": "1888", "location": "Gallery 3 / Case 7", "status": "on display", "modified": "2023-06-14 10:02"},
        "HMM.1975.220": {"title": "Chronometer rate book, SS Orcadia", "maker": "unknown (ship's officers)", "date": "1931-1934", "location": "Archive Room / Shelf R12", "status": "in storage", "modified": "2022-09-01 15:40"},
        "HMM.1987.114": {"title": "Marine chronometer No. 19843", "maker": "Thomas Mercer Ltd, St Albans", "date": "c. 1925", "location": "Store B / Cabinet 4 / Drawer 2", "status": "in storage", "modified": "2023-11-02 11:25"},
        "HMM.2003.058.1-2": {"title": "Deck watch in box, Hamilton Model 22", "maker": "Hamilton Watch Co., Lancaster PA", "date": "1942", "location": "Store B / Cabinet 4 / Drawer 3", "status": "in storage", "modified": "2024-01-22 14:18"},
    }
    t1 = pj({"query": "chronometer", "sort": "object_number", "total": 4, "results": [{"object_number": k, **v} for k, v in objs.items()]})
    hist = [{"date": "2019-05-07", "from": "Gallery 2 / Case 3", "to": "Store B / Cabinet 4 / Drawer 2", "reason": "gallery 2 refit"},
            {"date": "2008-10-20", "from": "Store A / Bay 6", "to": "Gallery 2 / Case 3", "reason": "new display"}]
    rec = {"object_number": "HMM.1987.114", "title": "Marine chronometer No. 19843", "maker": "Thomas Mercer Ltd, St Albans", "date": "c. 1925",
           "materials": ["brass", "mahogany", "glass", "steel"], "dimensions": "box 190 x 190 x 205 mm; 7.4 kg",
           "acquisition": "Donated by Capt. H. J. Laird's estate, 1987", "valuation": "GBP 18,000 (2022 insurance review)",
           "inscriptions": "dial: 'Thos. Mercer Ltd / St Albans / 19843'; bowl plate stamped '19843'", "last_audited": "2023-11-02"}
    t2 = pj({**rec, "location": "Store B / Cabinet 4 / Drawer 2", "status": "in storage",
             "condition": {"grade": "good", "checked": "2021-03-10", "by": "R. Pillai"}, "loans": [], "location_history": hist})
    t3 = pj({"location": "Store B", "objects": 412, "reading_at": "2024-02-19 10:14", "temperature_c": 18.6, "rh_pct": 49,
             "last_24h": {"temperature_c": [18.1, 18.9], "rh_pct": [47, 51]}, "lux": 0, "alarm": "none", "logger": "Hanwell ML4106 #2231"})
    notes = "Movement runs; rate +0.4 s/day over 48 h check. Minor tarnish on bezel, small lift in veneer at lid hinge (stable). Gimbal lock works. Fit to travel in custom crate."
    t4 = pj({"ok": True, "report_id": "CR-2024-0311", "object_number": "HMM.1987.114", "condition": "good", "date": "2024-02-19", "examiner": "conservation-agent / A. Mensah",
             "notes": notes, "fit_to_travel": True})
    t5 = pj({"ok": True, "movement_id": "MV-8812", "object_number": "HMM.1987.114", "from": "Store B / Cabinet 4 / Drawer 2", "to": "Packing Room / Bench 1",
             "reason": "crate preparation for outgoing loan", "moved": "2024-02-19 10:31"})
    t6 = pj({"ok": True, "loan_id": "LO-2024-007", "status": "pending agreement", "borrower": "National Museum of Timekeeping, Coventry",
             "objects": ["HMM.1987.114"], "start": "2024-03-15", "end": "2024-09-30", "insurance_value": "GBP 18,000",
             "next_steps": ["send loan agreement", "facility report from borrower", "book courier"]})
    t7 = pj({**rec, "location": "Packing Room / Bench 1", "status": "loan pending",
             "condition": {"grade": "good", "checked": "2024-02-19", "by": "A. Mensah", "report": "CR-2024-0311"},
             "loans": [{"loan_id": "LO-2024-007", "status": "pending agreement", "borrower": "National Museum of Timekeeping, Coventry", "start": "2024-03-15", "end": "2024-09-30"}],
             "location_history": [{"date": "2024-02-19", "from": "Store B / Cabinet 4 / Drawer 2", "to": "Packing Room / Bench 1", "reason": "crate preparation for outgoing loan"}] + hist})
    objs["HMM.1987.114"] = {**objs["HMM.1987.114"], "location": "Packing Room / Bench 1", "status": "loan pending", "modified": "2024-02-19 10:33"}
    order = sorted(objs, key=lambda k: objs[k]["modified"], reverse=True)
    t8 = pj({"query": "chronometer", "sort": "last_modified", "total": 4, "results": [{"object_number": k, **objs[k]} for k in order]})
    t9 = pj({"location": "Store B", "objects": 411, "reading_at": "2024-02-19 10:36", "temperature_c": 18.9, "rh_pct": 48,
             "last_24h": {"temperature_c": [18.1, 18.9], "rh_pct": [47, 51]}, "lux": 0, "alarm": "none", "logger": "Hanwell ML4106 #2231",
             "door_events_today": ["10:28 opened (A. Mensah)", "10:32 closed"]})
    turns = [
        (call("search_objects", query="chronometer", sort="object_number"), t1),
        (call("get_object", object_number="HMM.1987.114"), t2),
        (call("get_location_environment", location="Store B"), t3),
        (call("create_condition_report", object_number="HMM.1987.114", condition="good", notes=notes, examiner="A. Mensah"), t4),
        (call("move_object", object_number="HMM.1987.114", to_location="Packing Room / Bench 1", reason="crate preparation for outgoing loan"), t5),
        (call("create_outgoing_loan", object_numbers=["HMM.1987.114"], borrower="National Museum of Timekeeping, Coventry", start="2024-03-15", end="2024-09-30", insurance_value="GBP 18,000"), t6),
        (call("get_object", object_number="HMM.1987.114"), t7),
        (call("search_objects", query="chronometer", sort="last_modified"), t8),
        (call("get_location_environment", location="Store B"), t9),
    ]
    rs.add(task=T, tid="h26-mcp-20", system=system, turns=turns,
           state="Harbourside Maritime Museum collections system. The registrar's agent prepares the Mercer chronometer for a loan to Coventry. Now 2024-02-19 10:12.")


# ---------------------------------------------------------------- 21 3D print farm (bad)
def t21(rs: RowSet) -> None:
    system = mcp_system("printfarm", "print-farm controller (PrusaLink/Bambu bridge + spool inventory) of the Fabrik makerspace", [
        tool("list_printers", "All printers with state, job and loaded spool", {}, []),
        tool("get_printer", "One printer in detail", {"printer_id": S}, ["printer_id"]),
        tool("get_spool", "A filament spool from the spool inventory", {"spool_id": S}, ["spool_id"]),
        tool("queue_job", "Queue a print file on a printer", {"printer_id": S, "file": S, "material": S, "copies": INT}, ["printer_id", "file"]),
        tool("list_jobs", "Current and queued jobs of a printer", {"printer_id": S}, ["printer_id"]),
    ])

    def p(pid: str, model: str, state: str, job: str, prog: str, spool: str, temps: str, eta: str) -> str:
        return f"{pid:<9}{model:<18}{state:<22}{job:<36}{prog:>5}  {spool:<44}{temps:<18}{eta}"

    hdr = p("PRINTER", "MODEL", "STATE", "JOB", "PROG", "SPOOL", "NOZZLE/BED", "ETA")
    rows = [
        p("MK4-01", "Prusa MK4", "idle", "-", "-", "SP-0102 Prusament PETG Jet Black 812 g", "24/23 °C", "-"),
        p("MK4-02", "Prusa MK4", "printing", "enclosure_hinge_PETG.bgcode", "71%", "SP-0109 Prusament PETG Prusa Orange 233 g", "240/85 °C", "13:58"),
        p("MK4-03", "Prusa MK4", "printing", "sensor_bracket_v3_PLA.bgcode", "38%", "SP-0117 Prusament PLA Galaxy Black 642 g", "215/60 °C", "14:52"),
        p("XL-01", "Prusa XL 5T", "printing", "drone_frame_PA-CF.bgcode", "12%", "T1 SP-0121 Prusament PA11 CF Black 455 g", "285/100 °C", "19:40"),
        p("MINI-01", "Prusa MINI+", "paused (runout)", "keychain_batch_PLA.bgcode", "64%", "SP-0098 Prusament PLA Lipstick Red 0 g", "170/60 °C", "-"),
        p("X1C-01", "Bambu Lab X1C", "finished", "label_tags_x50.3mf", "100%", "AMS A1 SP-0125 Bambu PLA Basic White 318 g", "38/41 °C", "bed clear"),
    ]
    t1 = "Fabrik print farm - 6 printers - 2024-04-23 13:20:10\n" + hdr + "\n" + "\n".join(rows)
    sp = {"spool_id": "SP-0117", "vendor": "Prusament", "material": "PLA", "color": "Galaxy Black", "color_hex": "#26272B", "diameter_mm": 1.75,
          "density_g_cm3": 1.24, "spool_weight_g": 1000, "lot": "PRM-PLA-GB-2403-0457", "first_used": "2024-04-02", "location": "MK4-03",
          "print_temp_c": "215 +/- 10", "bed_temp_c": "40-60", "drying": "not required", "comment": "bought 2024-03, 4-pack"}
    t2 = mcp_text({**sp, "remaining_g": 640, "used_g": 360, "remaining_m": 214.6, "last_used": "2024-04-23 13:20"})
    t3 = mcp_text({"printer_id": "MK4-03", "model": "Prusa MK4 (firmware 5.1.3)", "state": "printing", "nozzle": {"current": 215.2, "target": 215},
                   "bed": {"current": 60.1, "target": 60}, "job": {"file": "sensor_bracket_v3_PLA.bgcode", "progress": "39%", "layer": "118/301",
                                                                   "time_elapsed": "1h 01m", "time_left": "1h 30m", "eta": "14:52", "filament_g": 41.8},
                   "loaded_spool": {"spool_id": "SP-0117", "vendor": "Prusament", "material": "PETG", "color": "Galaxy Black", "remaining_g": 638},
                   "nozzle_diameter_mm": 0.4, "sheet": "Satin", "network": "192.168.40.23 (wired)"})
    t4 = mcp_text({"ok": True, "job_id": "J-20417", "printer_id": "MK4-03", "file": "cable_clip_x24_PLA_0.2mm.bgcode", "copies": 1, "position": 2,
                   "checks": {"material": "PLA required, PLA loaded (SP-0117) - ok", "nozzle": "0.4 mm - ok", "filament_needed_g": 38.5,
                              "filament_after_current_job_g": 573}, "estimated_start": "14:55", "estimated_end": "16:07"})
    t5 = mcp_text({"printer_id": "MK4-03", "jobs": [
        {"job_id": "J-20409", "file": "sensor_bracket_v3_PLA.bgcode", "state": "printing", "progress": "40%", "started": "12:20", "eta": "14:52", "user": "lena"},
        {"job_id": "J-20417", "file": "cable_clip_x24_PLA_0.2mm.bgcode", "state": "queued", "position": 2, "estimated_start": "14:55", "filament_g": 38.5, "user": "agent"}]})
    t6 = mcp_text({"printer_id": "MINI-01", "model": "Prusa MINI+ (firmware 5.1.2)", "state": "paused", "reason": "filament runout sensor triggered at 12:47",
                   "nozzle": {"current": 170.0, "target": 170}, "bed": {"current": 60.0, "target": 60},
                   "job": {"file": "keychain_batch_PLA.bgcode", "progress": "64%", "layer": "22/34", "paused_for": "35 min"},
                   "loaded_spool": {"spool_id": "SP-0098", "vendor": "Prusament", "material": "PLA", "color": "Lipstick Red", "remaining_g": 0},
                   "hint": "Load a new PLA spool and resume; the job keeps its position while paused."})
    turns = [
        (call("list_printers"), t1),
        (call("get_spool", spool_id="SP-0117"), t2),
        (call("get_printer", printer_id="MK4-03"), t3),
        (call("queue_job", printer_id="MK4-03", file="cable_clip_x24_PLA_0.2mm.bgcode", material="PLA", copies=1), t4),
        (call("list_jobs", printer_id="MK4-03"), t5),
        (call("get_printer", printer_id="MINI-01"), t6),
    ]
    rs.add(task=T, tid="h26-mcp-21", system=system, turns=turns,
           state="Fabrik makerspace print farm, 6 printers; unattended over lunch (nobody has changed spools since 12:00). The agent queues a batch of cable clips.",
           bad=True, turn=3, kind="loaded spool reported with a different material than the spool record and listing")


# ---------------------------------------------------------------- 22 greenhouse controller (clean)
def _vpd(t: float, rh: float) -> float:
    return round(0.6108 * math.exp(17.27 * t / (t + 237.3)) * (1 - rh / 100), 2)


def t22(rs: RowSet) -> None:
    system = mcp_system("verdant-gc", "GC-400 greenhouse climate and irrigation controller 'North House' at Hollis Farm", [
        tool("get_status", "Controller status, uptime and services", {}, []),
        tool("list_zones", "Live climate and irrigation state of all zones", {}, []),
        tool("get_zone", "One zone in detail", {"zone": S}, ["zone"]),
        tool("restart_service", "Restart a controller service", {"service": S}, ["service"]),
        tool("get_service_status", "Status of one service", {"service": S}, ["service"]),
        tool("start_irrigation", "Open a zone valve for a number of minutes", {"zone": S, "minutes": INT}, ["zone", "minutes"]),
        tool("set_vent", "Set roof vent opening of a zone", {"zone": S, "percent": INT}, ["zone", "percent"]),
        tool("get_irrigation_log", "Irrigation runs of a day", {"date": S}, ["date"]),
    ])

    def z(zid: str, crop: str, t: float, rh: float, vwc: float, vent: int, valve: str, age: str, extra: str = "") -> str:
        return (f"{zid}  {crop:<22} air {t:4.1f} °C  RH {rh:2.0f}%  VPD {_vpd(t, rh):.2f} kPa  soil VWC {vwc:4.1f}%  vent {vent:>3}%  "
                f"valve {valve:<6} reading {age}{extra}")

    t1 = pj({"controller": "GC-400 'North House'", "serial": "GC4-22-01873", "firmware": "3.8.2", "time": "2024-06-05 11:14:02",
             "uptime": "41d 06h 12m", "load": [0.41, 0.38, 0.35], "services": [
                 {"name": "climate-loop", "state": "running", "pid": 1187, "uptime": "41d 06h 11m"},
                 {"name": "irrigation-d", "state": "running", "pid": 1203, "uptime": "41d 06h 11m"},
                 {"name": "sensor-bridge", "state": "running", "pid": 1244, "uptime": "41d 06h 11m", "warning": "2 of 18 sensors stale (zone Z3)"}],
             "outdoor": {"temp_c": 19.8, "rh_pct": 61, "wind_kmh": 14, "solar_w_m2": 642}})
    zl1 = [z("Z1", "Tomatoes (Merlice)", 27.6, 58, 33.5, 20, "closed", "12 s ago"),
           z("Z2", "Cucumbers (Bonbon)", 26.1, 71, 27.4, 30, "closed", "12 s ago"),
           z("Z3", "Propagation bench", 22.9, 84, 41.2, 0, "closed", "14 min ago", "  [STALE]"),
           z("Z4", "Herbs (basil, coriander)", 25.2, 55, 30.8, 40, "closed", "12 s ago")]
    t2 = "North House zones at 11:14:20\n" + "\n".join(zl1)
    t3 = pj({"service": "sensor-bridge", "action": "restart", "stopped_pid": 1244, "started_pid": 30871, "ok": True, "at": "2024-06-05 11:15:07"})
    t4 = pj({"service": "sensor-bridge", "state": "running", "pid": 30871, "uptime": "00:00:41", "sensors_online": "18/18",
             "bus": "RS-485 @ 19200 baud, 0 CRC errors since start", "last_poll": "2 s ago"})
    t5 = pj({"ok": True, "run_id": "IR-5521", "zone": "Z2", "valve": "open", "minutes": 6, "started": "11:20:14", "ends": "11:26:14",
             "expected_volume_l": 71, "fertigation": "recipe CUC-FRUIT-2 (EC 2.4)"})
    t6 = pj({"ok": True, "zone": "Z1", "vent": {"from": 20, "target": 35, "state": "moving", "eta_s": 40}, "note": "climate-loop will hold 35% as manual override for 60 min"})
    t7 = pj({"zone": "Z2", "crop": "Cucumbers (Bonbon)", "at": "11:23:12", "air_temp_c": 26.0, "rh_pct": 72, "vpd_kpa": _vpd(26.0, 72), "vent_pct": 30,
             "soil": {"vwc_pct": 29.1, "ec_ms_cm": 2.3, "temp_c": 22.4}, "valve": "open",
             "irrigation": {"run_id": "IR-5521", "started": "11:20:14", "ends": "11:26:14", "flow_l_min": 11.8, "delivered_l": 35.2}})
    t8 = pj({"date": "2024-06-05", "runs": [
        {"run_id": "IR-5514", "zone": "Z1", "start": "06:00:00", "minutes": 8, "volume_l": 96.4, "trigger": "schedule"},
        {"run_id": "IR-5515", "zone": "Z2", "start": "06:10:00", "minutes": 6, "volume_l": 70.9, "trigger": "schedule"},
        {"run_id": "IR-5516", "zone": "Z4", "start": "06:18:00", "minutes": 4, "volume_l": 31.0, "trigger": "schedule"},
        {"run_id": "IR-5517", "zone": "Z3", "start": "07:30:00", "minutes": 2, "volume_l": 9.8, "trigger": "mist schedule"},
        {"run_id": "IR-5519", "zone": "Z1", "start": "10:00:00", "minutes": 6, "volume_l": 72.1, "trigger": "solar sum 1.2 MJ/m2"},
        {"run_id": "IR-5520", "zone": "Z4", "start": "10:40:00", "minutes": 3, "volume_l": 23.4, "trigger": "VWC < 28%"},
        {"run_id": "IR-5521", "zone": "Z2", "start": "11:20:14", "minutes": 6, "volume_l": 47.1, "trigger": "manual (agent)", "state": "running"}],
        "total_l": 350.7})
    zl2 = [z("Z1", "Tomatoes (Merlice)", 26.8, 60, 33.1, 35, "closed", "9 s ago"),
           z("Z2", "Cucumbers (Bonbon)", 26.2, 71, 31.8, 30, "closed", "9 s ago"),
           z("Z3", "Propagation bench", 23.4, 86, 40.6, 0, "closed", "9 s ago"),
           z("Z4", "Herbs (basil, coriander)", 25.6, 54, 30.5, 40, "closed", "9 s ago")]
    t9 = "North House zones at 11:31:05\n" + "\n".join(zl2)
    t10 = pj({"controller": "GC-400 'North House'", "serial": "GC4-22-01873", "firmware": "3.8.2", "time": "2024-06-05 11:31:40",
              "uptime": "41d 06h 29m", "load": [0.36, 0.37, 0.35], "services": [
                  {"name": "climate-loop", "state": "running", "pid": 1187, "uptime": "41d 06h 28m"},
                  {"name": "irrigation-d", "state": "running", "pid": 1203, "uptime": "41d 06h 28m"},
                  {"name": "sensor-bridge", "state": "running", "pid": 30871, "uptime": "00:16:33"}],
              "outdoor": {"temp_c": 20.3, "rh_pct": 59, "wind_kmh": 12, "solar_w_m2": 688},
              "last_irrigation": {"run_id": "IR-5521", "zone": "Z2", "finished": "11:26:14", "volume_l": 70.6}})
    turns = [
        (call("get_status"), t1),
        (call("list_zones"), t2),
        (call("restart_service", service="sensor-bridge"), t3),
        (call("get_service_status", service="sensor-bridge"), t4),
        (call("start_irrigation", zone="Z2", minutes=6), t5),
        (call("set_vent", zone="Z1", percent=35), t6),
        (call("get_zone", zone="Z2"), t7),
        (call("get_irrigation_log", date="2024-06-05"), t8),
        (call("list_zones"), t9),
        (call("get_status"), t10),
    ]
    rs.add(task=T, tid="h26-mcp-22", system=system, turns=turns,
           state="Hollis Farm 'North House' greenhouse, GC-400 controller with 4 zones. The grower's agent fixes the stale propagation sensors, waters the cucumbers and cools the tomatoes. 2024-06-05 11:14.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
