# ruff: noqa: E501
"""holdout24, domain mcp: 22 hand-written trajectories of an agent calling one MCP server each.

Eleven carry exactly one world contradiction (an observation that disagrees with what an earlier
observation or the starting state established); eleven are clean but full of legitimate change
(the agent's own writes, live counters, re-sorted or filtered listings, format and unit differences,
restarts). Half the servers are mainstream (GitHub, Postgres, Slack, Notion, Jira, filesystem,
Stripe, Google Calendar, Linear, SQLite, Docker), half less common (lab inventory, fleet tracker,
feature flags, library catalog, home-automation hub, CRM, warehouse, print farm, greenhouse
irrigation, museum collection, box office).

Run ``python -m tests.decoherence.independent.holdout24_parts.mcp.make``: it writes ``mcp_test.jsonl``
and ``labels.json`` next to this file. Deterministic, stdlib only.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = "mcp"


def psql(cols: list[str], rows: list[tuple[Any, ...]]) -> str:
    """A psql-style aligned result (numbers right, text left) with its row-count footer."""
    w = [max([len(c)] + [len(str(r[i])) for r in rows]) for i, c in enumerate(cols)]

    def cell(v: Any, i: int) -> str:
        return str(v).rjust(w[i]) if isinstance(v, (int, float)) else str(v).ljust(w[i])

    out = [(" " + " | ".join(c.center(w[i]) for i, c in enumerate(cols))).rstrip(),
           "-" + "-+-".join("-" * x for x in w) + "-"]
    out += [(" " + " | ".join(cell(v, i) for i, v in enumerate(r))).rstrip() for r in rows]
    out.append(f"({len(rows)} row{'' if len(rows) == 1 else 's'})")
    return "\n".join(out)


def table(cols: list[str], rows: list[tuple[Any, ...]], gap: int = 2) -> str:
    """A plain left-aligned text table."""
    w = [max([len(c)] + [len(str(r[i])) for r in rows]) for i, c in enumerate(cols)]
    sp = " " * gap
    out = [sp.join(c.ljust(w[i]) for i, c in enumerate(cols)).rstrip()]
    out += [sp.join(str(v).ljust(w[i]) for i, v in enumerate(r)).rstrip() for r in rows]
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------
# 01 GitHub (mainstream) -- bad: a commit sha changes between the write response and the commit list
# ---------------------------------------------------------------------------------------------------

GH_DOC = """# Configuration

Quayside clients are configured with keyword arguments to `quayside.Client` or with a
`quayside.toml` file in the working directory. Keyword arguments win over the file.

## Connection

| Option | Type | Default | Description |
|---|---|---|---|
| `base_url` | str | `None` | Prefix joined to every relative request URL. |
| `timeout` | float | `10.0` | Total seconds allowed per request, including retries. |
| `pool_connections` | int | `10` | Number of host pools kept alive. |
| `pool_maxsize` | int | `20` | Connections kept per host pool. |
| `http2` | bool | `False` | Negotiate HTTP/2 when the server offers it. |

## Retries

| Option | Type | Default | Description |
|---|---|---|---|
| `max_retries` | int | `3` | Attempts after the first one; `0` disables retrying. |
| `retry_backoff` | float | `{backoff}` | Base delay in seconds; attempt *n* waits `retry_backoff * 2 ** (n - 1)`. |
| `retry_statuses` | set[int] | `{{429, 502, 503, 504}}` | Response codes that trigger a retry. |
| `respect_retry_after` | bool | `True` | Honour the `Retry-After` header, capped at `max_backoff`. |
| `max_backoff` | float | `30.0` | Upper bound on any single wait. |

## Example

```toml
[client]
base_url = "https://api.example.com/v2"
timeout = 15.0

[client.retries]
max_retries = 5
retry_backoff = 1.0
```
"""


def t01(rs: RowSet) -> None:
    o, r = "tidewater-labs", "quayside"
    api = f"https://api.github.com/repos/{o}/{r}"
    web = f"https://github.com/{o}/{r}"
    own_repo = {"owner": S, "repo": S}
    tools = [
        tool("list_issues", "List issues in a GitHub repository.", {**own_repo, "state": S, "labels": A, "sort": S, "direction": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get the details of one issue.", {**own_repo, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("list_branches", "List branches of a repository.", {**own_repo, "per_page": INT}, ["owner", "repo"]),
        tool("create_branch", "Create a new branch from an existing one.", {**own_repo, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("get_file_contents", "Get the contents of a file or directory.", {**own_repo, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("create_or_update_file", "Create or update a single file (sha required when updating).", {**own_repo, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("list_commits", "List commits of a branch.", {**own_repo, "sha": S, "per_page": INT}, ["owner", "repo"]),
        tool("create_pull_request", "Open a pull request.", {**own_repo, "title": S, "head": S, "base": S, "body": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Comment on an issue or pull request.", {**own_repo, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ]
    system = mcp_system("github", "GitHub repositories, issues and pull requests for the authenticated user dkarlsson", tools)
    main_sha = "9f3c1e7a2b54d08e6c17f3a9b0d2e4c58a61f7b3"
    prev_sha = "d6e1f0a37b2c94e8a5d0c7f13e9b6a2d48c5f0e1"
    prev2_sha = "a3c7e90d15f2b84e6c0a9d3f71b5e28c4d6a0f93"
    blob0 = "b71d04e9a3c5f28d61e0a7b49c3f52d8e1a06b7c"
    blob1 = "e20c9a7d4f1b8e36c5a0d29f7b4e1c83a6d05f92"
    new_sha = "4e8a2d1c6b93f07a5d2e8c14b0f7a39e6d5c2b81"
    drift_sha = "4e8a2d1c6b93f07a5d2e8c41b0f7a39e6d5c2b81"
    branch = "docs/retry-backoff-412"
    doc0, doc1 = GH_DOC.format(backoff="0.5"), GH_DOC.format(backoff="0.3")

    def issue(n: int, title: str, labels: list[str], user: str, comments: int, created: str, updated: str, body: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"number": n, "title": title, "state": "open", "user": {"login": user},
                             "labels": [{"name": x} for x in labels], "comments": comments,
                             "created_at": created, "updated_at": updated,
                             "html_url": f"{web}/issues/{n}", "url": f"{api}/issues/{n}"}
        if body is not None:
            d["body"] = body
        return d

    issues = [
        issue(412, "Docs: retry_backoff default is documented as 0.5 but the code uses 0.3", ["docs", "good first issue"], "mfernandez-dev", 2, "2024-06-11T08:41:19Z", "2024-06-14T17:03:55Z"),
        issue(405, "Configuration page: explain pool_connections vs pool_maxsize", ["docs"], "achen", 0, "2024-06-03T12:10:02Z", "2024-06-03T12:10:02Z"),
        issue(398, "Add an example for a custom TLS context", ["docs", "enhancement"], "rkowalczyk", 5, "2024-05-27T19:55:40Z", "2024-06-12T09:31:17Z"),
        issue(377, "Typos in CONTRIBUTING.md", ["docs"], "lena-io", 1, "2024-05-08T06:02:44Z", "2024-05-09T15:47:21Z"),
    ]
    body412 = ("The configuration reference (`docs/configuration.md`) lists `retry_backoff` with a default of `0.5`, "
               "but `src/quayside/retry.py` has had `DEFAULT_BACKOFF = 0.3` since v2.6.0 (#361).\n\n"
               "```python\n>>> import quayside\n>>> quayside.Client().retries.backoff\n0.3\n```\n\n"
               "I believe the docs are stale; the changelog for 2.6.0 also says 0.3.")
    d412 = issue(412, issues[0]["title"], ["docs", "good first issue"], "mfernandez-dev", 2, "2024-06-11T08:41:19Z", "2024-06-14T17:03:55Z", body412)
    d412.update({"assignees": [], "milestone": {"title": "2.8", "number": 9, "open_issues": 14, "closed_issues": 31},
                 "reactions": {"+1": 4, "total_count": 4}, "locked": False, "author_association": "CONTRIBUTOR"})
    branches = [
        {"name": "docs/site-redesign", "commit": {"sha": "71ab3f09c2e8d45b6a0f1c7e93d28b54a6c0e1f7", "url": f"{api}/commits/71ab3f09c2e8d45b6a0f1c7e93d28b54a6c0e1f7"}, "protected": False},
        {"name": "feat/http3-transport", "commit": {"sha": "c08e7b3d91a2f45e6b8c0d3a7f1e29b54c6a8d0e", "url": f"{api}/commits/c08e7b3d91a2f45e6b8c0d3a7f1e29b54c6a8d0e"}, "protected": False},
        {"name": "main", "commit": {"sha": main_sha, "url": f"{api}/commits/{main_sha}"}, "protected": True},
        {"name": "release/2.7", "commit": {"sha": "5d21a8c0e93f4b67a1c2d8e0f5b39a7c6e4d1028", "url": f"{api}/commits/5d21a8c0e93f4b67a1c2d8e0f5b39a7c6e4d1028"}, "protected": True},
    ]
    file0 = {"type": "file", "encoding": "utf-8", "name": "configuration.md", "path": "docs/configuration.md", "sha": blob0,
             "size": len(doc0.encode()), "url": f"{api}/contents/docs/configuration.md?ref={branch}",
             "html_url": f"{web}/blob/{branch}/docs/configuration.md", "content": doc0}
    msg = "docs: correct retry_backoff default to 0.3 (#412)"
    who = {"name": "Daniel Karlsson", "email": "daniel.karlsson@tidewater-labs.io", "date": "2024-06-18T14:22:07Z"}
    write = {"content": {"name": "configuration.md", "path": "docs/configuration.md", "sha": blob1, "size": len(doc1.encode()),
                         "url": f"{api}/contents/docs/configuration.md?ref={branch}", "html_url": f"{web}/blob/{branch}/docs/configuration.md"},
             "commit": {"sha": new_sha, "url": f"{api}/git/commits/{new_sha}", "html_url": f"{web}/commit/{new_sha}",
                        "author": who, "committer": who, "message": msg,
                        "tree": {"sha": "0c5b8e2f9a1d47e3b6c08f2d5a9e71c4b3d60a8e"}, "parents": [{"sha": main_sha, "url": f"{api}/git/commits/{main_sha}"}],
                        "verification": {"verified": False, "reason": "unsigned"}}}
    commits = [
        {"sha": drift_sha, "commit": {"author": who, "message": msg}, "author": {"login": "dkarlsson"}, "parents": [{"sha": main_sha}],
         "html_url": f"{web}/commit/{drift_sha}"},
        {"sha": main_sha, "commit": {"author": {"name": "Ana Chen", "email": "achen@tidewater-labs.io", "date": "2024-06-17T16:48:30Z"},
                                     "message": "Merge pull request #428 from tidewater-labs/fix/pool-leak\n\nfix: release connections on cancelled streams"},
         "author": {"login": "achen"}, "parents": [{"sha": prev_sha}, {"sha": "e6f2a0c47d1b39e85a0c6d2f7b4e19a3c8d50f16"}], "html_url": f"{web}/commit/{main_sha}"},
        {"sha": prev_sha, "commit": {"author": {"name": "Rafal Kowalczyk", "email": "rk@kowalczyk.dev", "date": "2024-06-14T10:05:12Z"},
                                     "message": "ci: pin ubuntu-22.04 runners"},
         "author": {"login": "rkowalczyk"}, "parents": [{"sha": prev2_sha}], "html_url": f"{web}/commit/{prev_sha}"},
    ]
    pr_body = "Fixes #412.\n\nThe configuration reference still listed the pre-2.6 default. `DEFAULT_BACKOFF` in `src/quayside/retry.py` is `0.3`."
    pr = {"id": 1931274405, "number": 433, "state": "open", "title": "docs: correct retry_backoff default (0.5 -> 0.3)",
          "html_url": f"{web}/pull/433", "url": f"{api}/pulls/433", "user": {"login": "dkarlsson"}, "body": pr_body,
          "head": {"label": f"{o}:{branch}", "ref": branch, "sha": new_sha}, "base": {"label": f"{o}:main", "ref": "main", "sha": main_sha},
          "draft": False, "merged": False, "mergeable": None, "mergeable_state": "unknown", "commits": 1, "additions": 1, "deletions": 1,
          "changed_files": 1, "created_at": "2024-06-18T14:23:41Z", "updated_at": "2024-06-18T14:23:41Z", "requested_reviewers": []}
    comment = {"id": 2175530912, "html_url": f"{web}/issues/412#issuecomment-2175530912", "user": {"login": "dkarlsson"},
               "body": "Opened #433 to update the docs to 0.3 (matching `DEFAULT_BACKOFF`).", "created_at": "2024-06-18T14:24:09Z",
               "updated_at": "2024-06-18T14:24:09Z", "author_association": "MEMBER"}
    turns = [
        (call("list_issues", owner=o, repo=r, state="open", labels=["docs"], sort="created", direction="desc", per_page=10), mcp_text(issues)),
        (call("get_issue", owner=o, repo=r, issue_number=412), mcp_text(d412)),
        (call("list_branches", owner=o, repo=r, per_page=30), mcp_text(branches)),
        (call("create_branch", owner=o, repo=r, branch=branch, from_branch="main"),
         mcp_text({"ref": f"refs/heads/{branch}", "node_id": "REF_kwDOKq3mZ7dyZWZzL2hlYWRzL2RvY3MvcmV0cnktYmFja29mZi00MTI",
                   "url": f"{api}/git/refs/heads/{branch}", "object": {"sha": main_sha, "type": "commit", "url": f"{api}/git/commits/{main_sha}"}})),
        (call("get_file_contents", owner=o, repo=r, path="docs/configuration.md", branch=branch), mcp_text(file0)),
        (call("create_or_update_file", owner=o, repo=r, path="docs/configuration.md", content=doc1, message=msg, branch=branch, sha=blob0), mcp_text(write)),
        (call("list_commits", owner=o, repo=r, sha=branch, per_page=3), mcp_text(commits)),
        (call("create_pull_request", owner=o, repo=r, title=pr["title"], head=branch, base="main", body=pr_body, draft=False), mcp_text(pr)),
        (call("add_issue_comment", owner=o, repo=r, issue_number=412, body=comment["body"]), mcp_text(comment)),
    ]
    rs.add(task=T, tid="h24-mcp-01", system=system, turns=turns,
           state=f"Repository {o}/{r} (default branch main, protected). The authenticated user dkarlsson has write access.",
           bad=True, turn=7, kind="the commit just created on the new branch is listed under a different sha (two hex digits swapped) than the write returned, with no further push")


# ---------------------------------------------------------------------------------------------------
# 02 Lab inventory (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    tools = [
        tool("search_reagents", "Search the reagent inventory by name, CAS number or vendor catalog number.", {"query": S, "sort": S}, ["query"]),
        tool("get_reagent", "Full record of one reagent container.", {"reagent_id": S}, ["reagent_id"]),
        tool("checkout_reagent", "Record that an amount of a reagent was taken for use.", {"reagent_id": S, "amount": {"type": "number"}, "unit": S, "purpose": S}, ["reagent_id", "amount", "unit"]),
        tool("get_freezer_status", "Live status of a monitored freezer or fridge.", {"unit_id": S}, ["unit_id"]),
        tool("list_expiring", "Reagents expiring within a number of days.", {"days": INT, "sort": S}, ["days"]),
        tool("reorder", "Create a purchase request for a reagent.", {"reagent_id": S, "quantity": INT, "pack_size": S, "vendor": S, "note": S}, ["reagent_id", "quantity"]),
    ]
    system = mcp_system("benchstock", "reagent and cold-storage inventory for the Ramirez Lab, Bldg 4 Rm 312; user: jonah.ortiz", tools)
    t1 = table(["ID", "Name", "Lot", "Location", "Remaining", "Expires"], [
        ("RG-10231", "Tris base, ultrapure", "T-2307-114", "Shelf B2", "412 g", "2026-07-31"),
        ("RG-10877", "Tris-HCl 1 M, pH 7.5", "0923-A6", "Cold room C1", "850 mL", "2024-10-12"),
        ("RG-11402", "Tris-HCl 1 M, pH 8.0", "0124-B2", "Cold room C1", "1000 mL", "2025-01-30"),
        ("RG-11950", "Tris-buffered saline 10X", "TBS-3391", "Shelf B4", "2.5 L", "2025-06-15"),
    ])
    o1 = f'4 matches for "Tris" (sorted by name)\n\n{t1}\n\nInventory snapshot 2024-09-24 10:37:12 (refreshed live)'
    o2 = """Reagent RG-10877
  Name ............ Tris-HCl 1 M, pH 7.5 (sterile filtered)
  Vendor .......... Teknova T1075, lot 0923-A6
  Container ....... 1 L bottle, opened 2024-08-02 by m.ramirez
  Remaining ....... 850 mL (85 % of container)
  Location ........ Cold room C1, rack 3, shelf 2
  Storage ......... 2-8 °C
  Hazards ......... none (GHS not classified)
  Expires ......... 2024-10-12 (18 days)
  Owner ........... Ramirez Lab (shared)
  Recent use:
    2024-09-19 16:05  j.ortiz     -50 mL   lysis buffer prep
    2024-09-11 09:48  p.nguyen    -100 mL  gel running buffer
    2024-08-28 14:20  j.ortiz     -0 mL    location audit (no change)"""
    o3 = """OK  transaction TX-58812
  RG-10877 Tris-HCl 1 M, pH 7.5
  Checked out ... 150 mL by jonah.ortiz at 2024-09-24 10:38:40
  Purpose ....... 20 mM Tris lysis buffer, 7.5 L batch
  Remaining ..... 700 mL (70 % of container)
  Note: remaining volume is below the 75 % reorder hint for this item."""
    o4 = f"""1 match for "T4 DNA ligase" (sorted by name)

{table(["ID", "Name", "Lot", "Location", "Remaining", "Expires"], [("RG-12044", "T4 DNA ligase 400 U/µL (NEB M0202S)", "10187443", "Freezer F-02, box 7", "3 vials", "2025-03-31")])}

Inventory snapshot 2024-09-24 10:40:03 (refreshed live)"""
    o5 = """OK  transaction TX-58813
  RG-12044 T4 DNA ligase 400 U/µL
  Checked out ... 1 vial by jonah.ortiz at 2024-09-24 10:41:55
  Purpose ....... ligation of pET-28a inserts
  Remaining ..... 2 vials
  Freezer F-02 door event recorded 10:41:31-10:41:58 (27 s)."""
    o6 = """Freezer F-02  (Thermo TSX -20 °C, Rm 312 alcove)
  Reading time ...... 2024-09-24 10:46:20
  Temperature ....... -19.6 °C   (setpoint -20.0 °C, alarm band -25.0 / -15.0)
  Trend (5-min) ..... 10:20 -20.2 | 10:25 -20.1 | 10:30 -20.2 | 10:35 -20.0 | 10:40 -20.1 | 10:45 -19.4 | now -19.6
  Door .............. closed  (last opened 10:41:31 for 27 s, 4 min ago)
  Alarm ............. none
  Compressor ........ running, duty 61 %
  Contents .......... 146 items in 9 boxes
  Probe battery ..... 88 %"""
    exp_rows = [
        ("2024-10-01", "RG-09815", "Ampicillin 100 mg/mL stock", "Freezer F-02, box 2", "4.5 mL"),
        ("2024-10-05", "RG-10402", "Bradford reagent", "Fridge R-01", "0.35 L"),
        ("2024-10-12", "RG-10877", "Tris-HCl 1 M, pH 7.5", "Cold room C1", "0.70 L"),
        ("2024-10-19", "RG-10961", "IPTG 1 M", "Freezer F-02, box 2", "2.25 mL"),
        ("2024-10-22", "RG-10118", "Protease inhibitor cocktail", "Fridge R-01", "6 tablets"),
    ]
    o7 = "5 reagents expire within 30 days (by 2024-10-24), soonest first\n\n" + table(["Expires", "ID", "Name", "Location", "Remaining"], exp_rows) + \
        "\n\nVolumes are shown in the unit of the largest container (L for bottles of 1 L or more)."
    o8 = """Purchase request created
  PR number ........ PO-24-0917
  Item ............. Tris-HCl 1 M, pH 7.5, sterile filtered (Teknova T1075)
  Quantity ......... 2 x 1 L
  Vendor ........... Teknova (account TK-55120)
  Est. unit price .. $58.40   est. total $116.80
  Status ........... submitted - awaiting PI approval (m.ramirez)
  Linked reagent ... RG-10877 (flagged 'reorder pending')
  Created .......... 2024-09-24 10:49:07 by jonah.ortiz"""
    t9 = table(["ID", "Name", "Lot", "Location", "Remaining", "Expires"], [
        ("RG-10877", "Tris-HCl 1 M, pH 7.5", "0923-A6", "Cold room C1", "700 mL  (reorder pending: PO-24-0917)", "2024-10-12"),
        ("RG-11402", "Tris-HCl 1 M, pH 8.0", "0124-B2", "Cold room C1", "1000 mL", "2025-01-30"),
        ("RG-11950", "Tris-buffered saline 10X", "TBS-3391", "Shelf B4", "2.5 L", "2025-06-15"),
        ("RG-10231", "Tris base, ultrapure", "T-2307-114", "Shelf B2", "412 g", "2026-07-31"),
    ])
    o9 = f'4 matches for "Tris" (sorted by expiry)\n\n{t9}\n\nInventory snapshot 2024-09-24 10:50:44 (refreshed live)'
    o10 = """Freezer F-02  (Thermo TSX -20 °C, Rm 312 alcove)
  Reading time ...... 2024-09-24 10:52:05
  Temperature ....... -20.3 °C   (setpoint -20.0 °C, alarm band -25.0 / -15.0)
  Trend (5-min) ..... 10:25 -20.1 | 10:30 -20.2 | 10:35 -20.0 | 10:40 -20.1 | 10:45 -19.4 | 10:50 -20.0 | now -20.3
  Door .............. closed  (last opened 10:41:31 for 27 s, 10 min ago)
  Alarm ............. none
  Compressor ........ running, duty 58 %
  Contents .......... 146 items in 9 boxes
  Probe battery ..... 88 %"""
    turns = [
        (call("search_reagents", query="Tris"), o1),
        (call("get_reagent", reagent_id="RG-10877"), o2),
        (call("checkout_reagent", reagent_id="RG-10877", amount=150, unit="mL", purpose="20 mM Tris lysis buffer, 7.5 L batch"), o3),
        (call("search_reagents", query="T4 DNA ligase"), o4),
        (call("checkout_reagent", reagent_id="RG-12044", amount=1, unit="vial", purpose="ligation of pET-28a inserts"), o5),
        (call("get_freezer_status", unit_id="F-02"), o6),
        (call("list_expiring", days=30, sort="expiry"), o7),
        (call("reorder", reagent_id="RG-10877", quantity=2, pack_size="1 L", vendor="Teknova", note="running low before expiry; lysis buffer batches weekly"), o8),
        (call("search_reagents", query="Tris", sort="expiry"), o9),
        (call("get_freezer_status", unit_id="F-02"), o10),
    ]
    rs.add(task=T, tid="h24-mcp-02", system=system, turns=turns,
           state="Ramirez Lab inventory: 1,284 tracked containers across cold room C1, fridge R-01, freezers F-02 (-20 °C) and F-03 (-80 °C), and shelves B1-B6.")


# ---------------------------------------------------------------------------------------------------
# 03 Postgres (mainstream) -- bad: status breakdown still sums to the pre-delete total
# ---------------------------------------------------------------------------------------------------

PG_DESC = """                                         Table "public.subscribers"
     Column      |           Type           | Collation | Nullable |                 Default
-----------------+--------------------------+-----------+----------+-----------------------------------------
 id              | bigint                   |           | not null | nextval('subscribers_id_seq'::regclass)
 email           | text                     |           | not null |
 full_name       | text                     |           |          |
 status          | subscriber_status        |           | not null | 'pending'::subscriber_status
 source          | text                     |           |          |
 created_at      | timestamp with time zone |           | not null | now()
 confirmed_at    | timestamp with time zone |           |          |
 unsubscribed_at | timestamp with time zone |           |          |
Indexes:
    "subscribers_pkey" PRIMARY KEY, btree (id)
    "subscribers_created_at_idx" btree (created_at){extra}
    "subscribers_status_idx" btree (status)
Referenced by:
    TABLE "sends" CONSTRAINT "sends_subscriber_id_fkey" FOREIGN KEY (subscriber_id) REFERENCES subscribers(id) ON DELETE CASCADE"""


def t03(rs: RowSet) -> None:
    tools = [
        tool("query", "Run a read-only SQL query and return the rows.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying or DDL statement and return the command tag.", {"sql": S}, ["sql"]),
        tool("list_tables", "List tables in a schema with their on-disk size.", {"schema": S}, []),
        tool("describe_table", "Describe a table's columns, indexes and constraints.", {"table": S}, ["table"]),
    ]
    system = mcp_system("postgres", "database mailer_stage on pg-staging-02 (PostgreSQL 15.6)", tools)
    tabs = psql(["schema", "name", "type", "owner", "size"], [
        ("public", "campaigns", "table", "mailer", "208 kB"),
        ("public", "lists", "table", "mailer", "48 kB"),
        ("public", "schema_migrations", "table", "mailer", "16 kB"),
        ("public", "sends", "table", "mailer", "1893 MB"),
        ("public", "subscribers", "table", "mailer", "14 MB"),
        ("public", "suppression_list", "table", "mailer", "1184 kB"),
    ])
    dup_sql = ("SELECT lower(email) AS email, count(*) AS n, min(id) AS keep_id, max(id) AS newest_id FROM subscribers "
               "GROUP BY lower(email) HAVING count(*) > 1 ORDER BY n DESC, email LIMIT 12")
    dups = psql(["email", "n", "keep_id", "newest_id"], [
        ("hello@brightfieldfarm.com", 4, 1877, 40911),
        ("j.mbeki@gmail.com", 3, 5520, 47002),
        ("orders@tinkerandbloom.co.uk", 3, 12004, 39915),
        ("sam.reyes@outlook.com", 3, 2291, 44187),
        ("a.lindqvist@telia.se", 2, 8830, 45521),
        ("accounts@northpier.io", 2, 17231, 43368),
        ("ben.ofori@yahoo.com", 2, 3312, 46670),
        ("carla.monti@libero.it", 2, 21907, 41230),
        ("dev@quietmountain.dev", 2, 30115, 47911),
        ("emily.tran@icloud.com", 2, 6643, 38850),
        ("frank.h@hollisbakery.com", 2, 9402, 42017),
        ("g.nakamura@docomo.ne.jp", 2, 14489, 46103),
    ])
    dupsum_sql = ("SELECT count(*) AS groups, sum(n - 1) AS extra_rows FROM (SELECT count(*) AS n FROM subscribers "
                  "GROUP BY lower(email) HAVING count(*) > 1) d")
    delete_sql = ("BEGIN;\nDELETE FROM subscribers s USING subscribers k\n WHERE lower(s.email) = lower(k.email) AND s.id > k.id;\nCOMMIT;")
    idx_sql = "CREATE UNIQUE INDEX CONCURRENTLY subscribers_email_lower_key ON subscribers (lower(email));"
    turns = [
        (call("list_tables", schema="public"), mcp_text(tabs)),
        (call("describe_table", table="subscribers"), mcp_text(PG_DESC.format(extra=""))),
        (call("query", sql="SELECT count(*) AS total, count(DISTINCT lower(email)) AS distinct_emails FROM subscribers"),
         mcp_text(psql(["total", "distinct_emails"], [(48217, 48176)]))),
        (call("query", sql=dup_sql), mcp_text(dups)),
        (call("query", sql=dupsum_sql), mcp_text(psql(["groups", "extra_rows"], [(36, 41)]))),
        (call("execute", sql=delete_sql), mcp_text("BEGIN\nDELETE 41\nCOMMIT")),
        (call("query", sql="SELECT count(*) AS total FROM subscribers"), mcp_text(psql(["total"], [(48176,)]))),
        (call("execute", sql=idx_sql), mcp_text("CREATE INDEX")),
        (call("query", sql="SELECT status, count(*) AS n FROM subscribers GROUP BY status ORDER BY n DESC"),
         mcp_text(psql(["status", "n"], [("active", 45931), ("unsubscribed", 1893), ("bounced", 381), ("pending", 12)]))),
        (call("describe_table", table="subscribers"),
         mcp_text(PG_DESC.format(extra='\n    "subscribers_email_lower_key" UNIQUE, btree (lower(email))'))),
        (call("query", sql="SELECT count(*) AS total, count(DISTINCT lower(email)) AS distinct_emails FROM subscribers"),
         mcp_text(psql(["total", "distinct_emails"], [(48176, 48176)]))),
    ]
    rs.add(task=T, tid="h24-mcp-03", system=system, turns=turns,
           state="Staging database mailer_stage, restored from the 02:00 production dump for a clean-up rehearsal. No application or other session is connected; only this agent writes to it.",
           bad=True, turn=9, kind="per-status counts add up to the row total from before the 41-row delete, not the 48,176 counted after it, with no write in between")


# ---------------------------------------------------------------------------------------------------
# 04 Fleet tracker (less common) -- bad: a parked van's odometer reads lower on the maintenance ticket
# ---------------------------------------------------------------------------------------------------

def t04(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "List vehicles of a depot with live telematics.", {"depot": S, "status": S}, ["depot"]),
        tool("get_vehicle", "Full record of one vehicle: telematics, service plan, open tickets.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trips", "Trips recorded for a vehicle in a time window.", {"vehicle_id": S, "from": S, "to": S}, ["vehicle_id", "from"]),
        tool("create_maintenance_ticket", "Book a vehicle into a workshop.", {"vehicle_id": S, "type": S, "preferred_date": S, "workshop": S, "notes": S}, ["vehicle_id", "type"]),
        tool("list_workshop_bookings", "Bookings of a workshop on a day.", {"workshop": S, "date": S}, ["workshop", "date"]),
        tool("get_alerts", "Alerts raised for a depot since a time.", {"depot": S, "since": S}, ["depot"]),
        tool("update_vehicle_status", "Change a vehicle's dispatch status.", {"vehicle_id": S, "status": S, "reason": S}, ["vehicle_id", "status"]),
    ]
    system = mcp_system("roadgrid", "fleet telematics and maintenance for Northline Parcels; all times UTC", tools)

    def van(vid: str, reg: str, model: str, status: str, driver: str | None, odo: float, energy: tuple[str, int], loc: str, speed: int, ping: str) -> dict[str, Any]:
        return {"id": vid, "registration": reg, "model": model, "status": status, "driver": driver, "odometer_km": odo,
                energy[0]: energy[1], "location": loc, "speed_kmh": speed, "last_ping": ping}

    v1 = [
        van("VAN-0417", "YK21 HVP", "Ford Transit 350 L3H2 (2021)", "parked", None, 84213.6, ("fuel_pct", 62), "Leeds Depot, bay 7", 0, "2024-03-12T09:13:52Z"),
        van("VAN-0422", "YK22 DNO", "Ford Transit 350 L3H2 (2022)", "en_route", "Samuel Okafor", 61877.2, ("fuel_pct", 48), "A64 York Road, Seacroft", 47, "2024-03-12T09:14:01Z"),
        van("VAN-0431", "YD23 EVX", "Vauxhall Vivaro-e L2 (2023)", "en_route", "Priya Sandhu", 23110.9, ("battery_pct", 81), "A61 Scott Hall Road", 38, "2024-03-12T09:13:58Z"),
        van("VAN-0438", "YJ20 KMF", "Mercedes-Benz Sprinter 314 (2020)", "in_workshop", None, 91504.3, ("fuel_pct", 35), "Calder Fleet Services, Wakefield", 0, "2024-03-12T09:10:44Z"),
        van("VAN-0440", "YK72 RTA", "Ford Transit Custom 280 (2022)", "parked", None, 47288.0, ("fuel_pct", 88), "Leeds Depot, bay 2", 0, "2024-03-12T09:13:47Z"),
    ]
    v9 = [
        van("VAN-0417", "YK21 HVP", "Ford Transit 350 L3H2 (2021)", "reserved_for_service", None, 84213.6, ("fuel_pct", 62), "Leeds Depot, bay 7", 0, "2024-03-12T09:25:31Z"),
        van("VAN-0422", "YK22 DNO", "Ford Transit 350 L3H2 (2022)", "en_route", "Samuel Okafor", 61886.6, ("fuel_pct", 47), "A64, near Barwick-in-Elmet turn", 64, "2024-03-12T09:25:36Z"),
        van("VAN-0431", "YD23 EVX", "Vauxhall Vivaro-e L2 (2023)", "en_route", "Priya Sandhu", 23119.8, ("battery_pct", 79), "Harrogate Road, Moortown", 29, "2024-03-12T09:25:29Z"),
        van("VAN-0438", "YJ20 KMF", "Mercedes-Benz Sprinter 314 (2020)", "in_workshop", None, 91504.3, ("fuel_pct", 35), "Calder Fleet Services, Wakefield", 0, "2024-03-12T09:20:44Z"),
        van("VAN-0440", "YK72 RTA", "Ford Transit Custom 280 (2022)", "parked", None, 47288.0, ("fuel_pct", 88), "Leeds Depot, bay 2", 0, "2024-03-12T09:25:22Z"),
    ]
    service = {"interval_km": 20000, "last_service_km": 65000, "last_service_date": "2023-08-21", "next_due_km": 85000, "remaining_km": 786.4}

    def detail(status: str, ping: str, tickets: list[str]) -> dict[str, Any]:
        return {"id": "VAN-0417", "registration": "YK21 HVP", "vin": "WF0XXXTTGXMK48213", "model": "Ford Transit 350 L3H2 (2021)",
                "depot": "LDS", "status": status, "driver": None, "ignition": "off", "parked_since": "2024-03-11T17:52:30Z",
                "location": {"label": "Leeds Depot, bay 7", "lat": 53.79412, "lon": -1.50873}, "odometer_km": 84213.6,
                "engine_hours": 3912.4, "fuel_pct": 62, "last_ping": ping, "service": service, "mot_due": "2024-07-04",
                "tyres_mm": {"FL": 5.1, "FR": 5.0, "RL": 3.9, "RR": 4.1}, "dtc_codes": [], "open_tickets": tickets,
                "tags": ["multi-drop", "tail-lift"]}

    trips = {"vehicle_id": "VAN-0417", "from": "2024-03-11T00:00:00Z", "to": "2024-03-12T09:15:10Z", "trips": [
        {"trip_id": "TR-5581920", "driver": "Mark Ellison", "start": "2024-03-11T06:58:12Z", "end": "2024-03-11T10:41:05Z",
         "start_odometer_km": 83991.0, "end_odometer_km": 84072.8, "distance_km": 81.8, "stops": 23, "max_speed_kmh": 96},
        {"trip_id": "TR-5582377", "driver": "Mark Ellison", "start": "2024-03-11T11:20:48Z", "end": "2024-03-11T14:06:33Z",
         "start_odometer_km": 84072.8, "end_odometer_km": 84150.3, "distance_km": 77.5, "stops": 19, "max_speed_kmh": 88},
        {"trip_id": "TR-5582904", "driver": "Mark Ellison", "start": "2024-03-11T15:02:10Z", "end": "2024-03-11T17:52:30Z",
         "start_odometer_km": 84150.3, "end_odometer_km": 84213.6, "distance_km": 63.3, "stops": 16, "max_speed_kmh": 91},
    ], "total_distance_km": 222.6, "note": "no trips since 2024-03-11T17:52:30Z (ignition off)"}
    ticket = {"ticket_id": "MT-20240312-0093", "vehicle_id": "VAN-0417", "registration": "YK21 HVP", "type": "scheduled_service",
              "status": "requested", "workshop": "Calder Fleet Services, Wakefield", "preferred_date": "2024-03-14",
              "odometer_at_booking_km": 84123.6, "checklist": ["oil and filter", "air and cabin filters", "brake inspection",
                                                            "rear tyres (RL 3.9 mm)", "tail-lift hydraulic check"],
              "notes": "80k+20k interval service; rear tyres near limit, please quote", "created_at": "2024-03-12T09:16:22Z",
              "created_by": "ops-agent"}
    v438 = {"id": "VAN-0438", "registration": "YJ20 KMF", "vin": "W1V9076331P295518", "model": "Mercedes-Benz Sprinter 314 (2020)",
            "depot": "LDS", "status": "in_workshop", "driver": None, "ignition": "off", "parked_since": "2024-03-06T15:40:02Z",
            "location": {"label": "Calder Fleet Services, Wakefield", "lat": 53.68201, "lon": -1.49655}, "odometer_km": 91504.3,
            "engine_hours": 4408.9, "fuel_pct": 35, "last_ping": "2024-03-12T09:20:44Z",
            "service": {"interval_km": 25000, "last_service_km": 75000, "last_service_date": "2023-06-30", "next_due_km": 100000, "remaining_km": 8495.7},
            "open_tickets": ["MT-20240306-0081"],
            "workshop_job": {"ticket_id": "MT-20240306-0081", "type": "repair", "summary": "front brake pads and discs, ABS sensor FL",
                             "status": "awaiting_parts", "expected_ready": "2024-03-13T16:00:00Z"}}
    bookings = {"workshop": "Calder Fleet Services, Wakefield", "date": "2024-03-14", "capacity_slots": 6, "bookings": [
        {"slot": "08:30", "ticket_id": "MT-20240312-0093", "vehicle_id": "VAN-0417", "registration": "YK21 HVP", "type": "scheduled_service", "status": "requested", "depot": "LDS"},
        {"slot": "10:00", "ticket_id": "MT-20240308-0087", "vehicle_id": "HGV-1102", "registration": "YX19 LPA", "type": "tachograph_calibration", "status": "confirmed", "depot": "BRD"},
        {"slot": "13:00", "ticket_id": "MT-20240311-0090", "vehicle_id": "VAN-0509", "registration": "YK70 FWC", "type": "repair", "status": "confirmed", "depot": "WKF"},
    ], "free_slots": ["11:30", "14:30", "16:00"]}
    alerts = {"depot": "LDS", "since": "2024-03-12T08:00:00Z", "as_of": "2024-03-12T09:22:18Z", "alerts": [
        {"id": "AL-771204", "at": "2024-03-12T09:21:07Z", "vehicle_id": "VAN-0422", "type": "harsh_braking", "severity": "low", "detail": "-0.48 g at 52 km/h, A64 York Road, Whinmoor"},
        {"id": "AL-771189", "at": "2024-03-12T09:05:40Z", "vehicle_id": "VAN-0431", "type": "geofence_exit", "severity": "info", "detail": "left Leeds Depot"},
        {"id": "AL-771150", "at": "2024-03-12T08:31:12Z", "vehicle_id": "VAN-0422", "type": "geofence_exit", "severity": "info", "detail": "left Leeds Depot"},
        {"id": "AL-770988", "at": "2024-03-11T17:53:02Z", "vehicle_id": "VAN-0417", "type": "service_due_soon", "severity": "medium", "detail": "786.4 km to scheduled service (due at 85,000 km)", "open": True},
    ], "note": "alert AL-770988 predates the window but is still open"}
    upd = {"ok": True, "vehicle_id": "VAN-0417", "previous_status": "parked", "status": "reserved_for_service",
           "reason": "booked for service MT-20240312-0093 on 2024-03-14", "changed_at": "2024-03-12T09:23:49Z",
           "dispatch_effect": "vehicle removed from route planning until status changes"}
    turns = [
        (call("list_vehicles", depot="LDS"), pj({"depot": "LDS", "as_of": "2024-03-12T09:14:05Z", "count": 5, "vehicles": v1})),
        (call("get_vehicle", vehicle_id="VAN-0417"), pj(detail("parked", "2024-03-12T09:14:52Z", []))),
        (call("get_trips", vehicle_id="VAN-0417", **{"from": "2024-03-11T00:00:00Z"}), pj(trips)),
        (call("create_maintenance_ticket", vehicle_id="VAN-0417", type="scheduled_service", preferred_date="2024-03-14",
              workshop="Calder Fleet Services, Wakefield", notes="80k+20k interval service; rear tyres near limit, please quote"), pj(ticket)),
        (call("get_vehicle", vehicle_id="VAN-0438"), pj(v438)),
        (call("list_workshop_bookings", workshop="Calder Fleet Services, Wakefield", date="2024-03-14"), pj(bookings)),
        (call("get_alerts", depot="LDS", since="2024-03-12T08:00:00Z"), pj(alerts)),
        (call("update_vehicle_status", vehicle_id="VAN-0417", status="reserved_for_service", reason="booked for service MT-20240312-0093 on 2024-03-14"), pj(upd)),
        (call("list_vehicles", depot="LDS"), pj({"depot": "LDS", "as_of": "2024-03-12T09:25:40Z", "count": 5, "vehicles": v9})),
        (call("get_vehicle", vehicle_id="VAN-0417"), pj(detail("reserved_for_service", "2024-03-12T09:26:02Z", ["MT-20240312-0093"]))),
    ]
    rs.add(task=T, tid="h24-mcp-04", system=system, turns=turns,
           state="Northline Parcels, Leeds depot (LDS): five vans. The ops agent plans this week's workshop bookings.",
           bad=True, turn=4, kind="maintenance ticket records the parked van's odometer as 84,123.6 km, below the 84,213.6 km it showed and its last trip ended at")


# ---------------------------------------------------------------------------------------------------
# 05 Slack (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace.", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Recent messages of a channel, newest first.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a new message to a channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_get_thread_replies", "All messages of a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_reply_to_thread", "Reply in a thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_invite_to_channel", "Invite users to a channel.", {"channel_id": S, "users": A}, ["channel_id", "users"]),
        tool("slack_get_user_profile", "Profile of one user.", {"user_id": S}, ["user_id"]),
    ]
    system = mcp_system("slack", "the Fernway Slack workspace, acting as the app user Release Captain (U06PA3RT9LM)", tools)
    ch = "C04R7PL2KQ9"
    me = "U06PA3RT9LM"

    def chans(general: int, rt: int) -> dict[str, Any]:
        return {"ok": True, "channels": [
            {"id": "C02F6LJ3T8M", "name": "general", "is_channel": True, "is_archived": False, "is_general": True, "created": 1581427200, "num_members": general,
             "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "Everyone's here."}},
            {"id": ch, "name": "release-train", "is_channel": True, "is_archived": False, "is_general": False, "created": 1674138241, "num_members": rt,
             "topic": {"value": "Weekly release coordination · next cut Fri 21 Jun 10:00 UTC"}, "purpose": {"value": "Release cuts, freezes, deploy status"}},
            {"id": "C03MB9TQ1ZX", "name": "incidents", "is_channel": True, "is_archived": False, "is_general": False, "created": 1620310021, "num_members": 97,
             "topic": {"value": "No active incident"}, "purpose": {"value": "Declared incidents only"}},
            {"id": "C05HV2K8D3N", "name": "payments-eng", "is_channel": True, "is_archived": False, "is_general": False, "created": 1689152404, "num_members": 24,
             "topic": {"value": "Ledger v2 migration"}, "purpose": {"value": "Payments engineering"}},
            {"id": "C02Q8XJ7W4L", "name": "random", "is_channel": True, "is_archived": False, "is_general": False, "created": 1581427200, "num_members": 388,
             "topic": {"value": ""}, "purpose": {"value": "Non-work banter"}},
        ], "response_metadata": {"next_cursor": "dGVhbTpDMDVIVjJLOEQzTg=="}}

    marta, kenji, osei = "U03KX2M9QLA", "U05BQ1H7N2P", "U02TZ8L4RVE"
    m_deploy = {"type": "message", "subtype": "bot_message", "bot_id": "B04GH5N11RT", "username": "Deploy Bot", "ts": "1718886302.059349",
                "text": ":rocket: 2024.24 deployed to production (build 2024.24.3, 212 services, 0 rollbacks)"}
    m_q = {"type": "message", "user": osei, "ts": "1718889412.113009", "thread_ts": "1718889412.113009",
           "text": "Does anyone know whether the search-indexer fix made it into 2024.24 or is it going out with 2024.25?"}
    m_pay = {"type": "message", "user": kenji, "ts": "1718891035.339829",
             "text": "Payments migration PR #8812 merged, flag `ledger_v2_reads` stays off in prod until Monday."}
    m_rem = {"type": "message", "user": marta, "ts": "1718892688.720119",
             "text": "Reminder: release cut for 2024.25 is tomorrow 10:00 UTC. Please get your PRs merged or labelled `defer`."}
    post_text = ("*Release 2024.25 status* (cut Fri 21 Jun 10:00 UTC)\n• 41 PRs merged since 2024.24, 6 labelled `defer`\n"
                 "• Blockers: none\n• Payments: `ledger_v2_reads` stays off in prod\n• Search-indexer fix SRCH-2291 is in this release")
    mine = {"type": "message", "subtype": "bot_message", "user": me, "bot_id": "B06PA3RST2K", "ts": "1718893201.448929", "text": post_text}
    reply_text = "It's in 2024.25: SRCH-2291 (PR #8790) merged after the 2024.24 cut, so it ships with tomorrow's release."
    h1 = {"ok": True, "messages": [
        {**m_rem, "reactions": [{"name": "eyes", "count": 3, "users": [kenji, osei, "U01PLM4XZ0B"]}]},
        {**m_pay, "reactions": [{"name": "white_check_mark", "count": 1, "users": [marta]}]},
        {**m_q, "reply_count": 2, "reply_users_count": 2, "reply_users": [marta, osei], "latest_reply": "1718890127.874219"},
        m_deploy,
    ], "has_more": True, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4ODg1OTk5MDAwMDAw"}}
    thread = {"ok": True, "messages": [
        {**m_q, "reply_count": 2, "reply_users_count": 2, "latest_reply": "1718890127.874219"},
        {"type": "message", "user": marta, "ts": "1718889733.204519", "thread_ts": m_q["ts"], "parent_user_id": osei,
         "text": "I think it's in 2024.25, it merged after Wednesday's cut. Release Captain can confirm."},
        {"type": "message", "user": osei, "ts": "1718890127.874219", "thread_ts": m_q["ts"], "parent_user_id": osei,
         "text": "thanks! is there a ticket I can link in the customer reply?"},
    ], "has_more": False}
    h2 = {"ok": True, "messages": [
        {"type": "message", "user": marta, "ts": "1718893290.611409", "text": "thanks <@U06PA3RT9LM>, pinning the status post :pushpin:"},
        {**mine, "reactions": [{"name": "tada", "count": 1, "users": [kenji]}]},
        {**m_rem, "reactions": [{"name": "eyes", "count": 4, "users": [kenji, osei, "U01PLM4XZ0B", "U02HC7TQ5MV"]}]},
        {**m_pay, "reactions": [{"name": "white_check_mark", "count": 2, "users": [marta, me]}]},
        {**m_q, "reply_count": 3, "reply_users_count": 3, "reply_users": [marta, osei, me], "latest_reply": "1718893265.502119"},
        m_deploy,
    ], "has_more": True, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4ODg1OTk5MDAwMDAw"}}
    invite = {"ok": True, "channel": {"id": ch, "name": "release-train", "is_channel": True, "is_member": True, "num_members": 39,
                                      "topic": {"value": "Weekly release coordination · next cut Fri 21 Jun 10:00 UTC"}}}
    prof = {"ok": True, "profile": {"real_name": "Inês Carvalho", "display_name": "ines", "title": "Site Reliability Engineer",
                                    "tz": "Europe/Lisbon", "status_text": "on call this week", "status_emoji": ":pager:",
                                    "email": "ines.carvalho@fernway.io", "is_restricted": False}}
    turns = [
        (call("slack_list_channels", limit=5), mcp_text(chans(412, 38))),
        (call("slack_get_channel_history", channel_id=ch, limit=4), mcp_text(h1)),
        (call("slack_post_message", channel_id=ch, text=post_text),
         mcp_text({"ok": True, "channel": ch, "ts": mine["ts"], "message": mine})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=m_q["ts"]), mcp_text(thread)),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=m_q["ts"], text=reply_text),
         mcp_text({"ok": True, "channel": ch, "ts": "1718893265.502119",
                   "message": {"type": "message", "user": me, "bot_id": "B06PA3RST2K", "text": reply_text, "ts": "1718893265.502119",
                               "thread_ts": m_q["ts"], "parent_user_id": osei}})),
        (call("slack_add_reaction", channel_id=ch, timestamp=m_pay["ts"], reaction="white_check_mark"), mcp_text({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=6), mcp_text(h2)),
        (call("slack_invite_to_channel", channel_id=ch, users=["U07DL4NB6QS"]), mcp_text(invite)),
        (call("slack_list_channels", limit=5), mcp_text(chans(413, 39))),
        (call("slack_get_user_profile", user_id="U07DL4NB6QS"), mcp_text(prof)),
    ]
    rs.add(task=T, tid="h24-mcp-05", system=system, turns=turns,
           state="Fernway workspace, 20 June 2024 around 14:20 UTC; #release-train is busy the day before the 2024.25 cut.")


# ---------------------------------------------------------------------------------------------------
# 06 Feature flags (less common) -- bad: the rollout percentage the agent raised reads back at the old value
# ---------------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    tools = [
        tool("list_flags", "List flags of the project in one environment.", {"environment": S}, ["environment"]),
        tool("get_flag", "Full definition of a flag in one environment.", {"key": S, "environment": S}, ["key", "environment"]),
        tool("update_rollout", "Set the percentage rollout of a flag's 'on' variant.", {"key": S, "environment": S, "percentage": INT, "comment": S}, ["key", "environment", "percentage"]),
        tool("add_targeting_rule", "Add a segment targeting rule.", {"key": S, "environment": S, "segment": S, "variant": S, "description": S}, ["key", "environment", "segment", "variant"]),
        tool("evaluate_flag", "Evaluate a flag for a context, with the reason.", {"key": S, "environment": S, "context": OBJ}, ["key", "environment", "context"]),
        tool("get_audit_log", "Change history of a flag.", {"key": S, "environment": S, "limit": INT}, ["key", "environment"]),
    ]
    system = mcp_system("flagpole", "feature flags for the storefront project; acting as ops-agent", tools)

    def fl(key: str, name: str, enabled: bool, pct: int, rules: int, ver: int, at: str, by: str) -> dict[str, Any]:
        return {"key": key, "name": name, "enabled": enabled, "rollout_percentage": pct, "rules": rules, "version": ver, "updated_at": at, "updated_by": by}

    def flags(cv2: dict[str, Any], otv3: dict[str, Any]) -> dict[str, Any]:
        return {"project": "storefront", "environment": "production", "total": 8, "flags": [
            cv2,
            fl("dark-mode", "Dark mode", True, 30, 0, 6, "2024-04-10T14:02:51Z", "li.wei"),
            fl("gift-cards", "Gift cards", False, 0, 0, 3, "2024-02-19T10:22:05Z", "maria.k"),
            fl("klarna-pay-later", "Klarna pay later", True, 100, 2, 11, "2024-04-30T07:58:19Z", "tom.b"),
            fl("legacy-cart-fallback", "Legacy cart fallback (kill switch)", True, 100, 0, 4, "2024-01-08T16:40:00Z", "maria.k"),
            fl("new-pdp-gallery", "New product page gallery", True, 50, 1, 9, "2024-05-06T11:17:44Z", "li.wei"),
            otv3,
            fl("search-autocomplete-ml", "ML search autocomplete", True, 100, 0, 22, "2024-03-27T09:03:30Z", "tom.b"),
        ]}

    staff = {"id": "rule_01HX2K9P", "priority": 0, "segment": "internal-staff", "variant": "on", "description": "Internal staff always on"}
    beta = {"id": "rule_01HXA7M3", "priority": 1, "segment": "beta-testers", "variant": "on", "description": "Beta programme opt-ins"}

    def flag(pct: int, rules: list[dict[str, Any]], ver: int, at: str, by: str) -> dict[str, Any]:
        return {"key": "checkout-v2", "name": "Checkout v2 (single-page)", "environment": "production", "enabled": True,
                "variants": [{"key": "on", "value": True}, {"key": "off", "value": False}], "default_variant": "off",
                "rollout": {"percentage": pct, "variant": "on", "bucket_by": "user_id", "salt": "checkout-v2-7f31"},
                "rules": rules, "prerequisites": [{"flag": "legacy-cart-fallback", "variant": "on"}],
                "version": ver, "created_at": "2024-03-18T11:00:02Z", "updated_at": at, "updated_by": by, "tags": ["checkout", "q2-launch"]}

    comment = "Ramp to 25% after error-rate review (INC-4471 closed)"
    audit = {"key": "checkout-v2", "environment": "production", "entries": [
        {"version": 16, "at": "2024-05-07T13:06:03Z", "actor": "ops-agent", "action": "rule_added", "detail": {"rule_id": beta["id"], "segment": "beta-testers", "variant": "on"}},
        {"version": 15, "at": "2024-05-07T13:05:22Z", "actor": "ops-agent", "action": "rollout_changed", "detail": {"from": 10, "to": 25}, "comment": comment},
        {"version": 14, "at": "2024-05-02T09:41:10Z", "actor": "maria.k", "action": "rollout_changed", "detail": {"from": 5, "to": 10}, "comment": "p95 latency fine at 5%"},
        {"version": 13, "at": "2024-04-29T08:15:55Z", "actor": "maria.k", "action": "rollout_changed", "detail": {"from": 1, "to": 5}},
    ], "has_more": True}
    staging = {"key": "checkout-v2", "name": "Checkout v2 (single-page)", "environment": "staging", "enabled": True,
               "variants": [{"key": "on", "value": True}, {"key": "off", "value": False}], "default_variant": "off",
               "rollout": {"percentage": 100, "variant": "on", "bucket_by": "user_id", "salt": "checkout-v2-7f31"},
               "rules": [], "prerequisites": [], "version": 9, "created_at": "2024-03-18T11:00:02Z",
               "updated_at": "2024-04-22T15:12:48Z", "updated_by": "maria.k", "tags": ["checkout", "q2-launch"]}
    turns = [
        (call("list_flags", environment="production"),
         pj(flags(fl("checkout-v2", "Checkout v2 (single-page)", True, 10, 1, 14, "2024-05-02T09:41:10Z", "maria.k"),
                  fl("order-tracking-v3", "Order tracking v3", True, 5, 0, 7, "2024-05-03T12:30:09Z", "li.wei")))),
        (call("get_flag", key="checkout-v2", environment="production"), pj(flag(10, [staff], 14, "2024-05-02T09:41:10Z", "maria.k"))),
        (call("update_rollout", key="checkout-v2", environment="production", percentage=25, comment=comment),
         pj({"ok": True, "key": "checkout-v2", "environment": "production", "previous_percentage": 10,
             "rollout": {"percentage": 25, "variant": "on", "bucket_by": "user_id"}, "version": 15,
             "updated_at": "2024-05-07T13:05:22Z", "updated_by": "ops-agent"})),
        (call("add_targeting_rule", key="checkout-v2", environment="production", segment="beta-testers", variant="on", description="Beta programme opt-ins"),
         pj({"ok": True, "key": "checkout-v2", "environment": "production", "rule": beta, "rules": [staff, beta], "version": 16,
             "updated_at": "2024-05-07T13:06:03Z", "updated_by": "ops-agent"})),
        (call("evaluate_flag", key="checkout-v2", environment="production", context={"user_id": "u_88412", "segments": ["beta-testers"], "country": "NL"}),
         pj({"key": "checkout-v2", "environment": "production", "variant": "on", "value": True, "reason": "RULE_MATCH",
             "rule_id": beta["id"], "bucket": 73.19, "flag_version": 16, "evaluated_at": "2024-05-07T13:06:40Z"})),
        (call("get_flag", key="checkout-v2", environment="staging"), pj(staging)),
        (call("list_flags", environment="production"),
         pj(flags(fl("checkout-v2", "Checkout v2 (single-page)", True, 25, 2, 16, "2024-05-07T13:06:03Z", "ops-agent"),
                  fl("order-tracking-v3", "Order tracking v3", True, 10, 0, 8, "2024-05-07T13:07:15Z", "li.wei")))),
        (call("get_audit_log", key="checkout-v2", environment="production", limit=4), pj(audit)),
        (call("get_flag", key="checkout-v2", environment="production"), pj(flag(10, [staff, beta], 16, "2024-05-07T13:06:03Z", "ops-agent"))),
    ]
    rs.add(task=T, tid="h24-mcp-06", system=system, turns=turns,
           state="storefront project, environments production and staging; other engineers (maria.k, li.wei, tom.b) also edit flags.",
           bad=True, turn=9, kind="flag read back at version 16 shows the production rollout at the old 10% although the agent set it to 25% (and the audit log confirms 10 -> 25)")


# ---------------------------------------------------------------------------------------------------
# 07 Notion (mainstream) -- bad: a renamed page comes back under its old title in a later update response
# ---------------------------------------------------------------------------------------------------

def t07(rs: RowSet) -> None:
    tools = [
        tool("notion_search", "Search pages and databases shared with the integration.", {"query": S, "filter": OBJ, "page_size": INT}, []),
        tool("notion_retrieve_page", "Retrieve a page's properties.", {"page_id": S}, ["page_id"]),
        tool("notion_update_page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_append_block_children", "Append blocks to a page or block.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("notion_retrieve_block_children", "List the child blocks of a page or block.", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("notion_query_database", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
    ]
    system = mcp_system("notion", "the Growth team's Notion workspace via an internal integration", tools)
    pid = "8c41f2d0-6a3e-4b7f-9d15-2e7a0c93b4f1"
    db = "3f0b9a12-c4d7-4e81-a5b2-7d90e1f36c28"
    me = {"object": "user", "id": "a7d2c915-3e04-4f6b-b8c1-52e0d9f7a413", "name": "Rohan Mehta", "type": "person"}
    hana = {"object": "user", "id": "f03c6b1e-9a27-4d58-8e40-c71b2d95e6a0", "name": "Hana Sato", "type": "person"}
    bot = {"object": "user", "id": "5e2a8c07-1b94-4f3d-a6c2-80d7e9f41b35"}
    old, new = "Q3 Planning (draft)", "Q3 Planning — Growth Team"

    def title(t: str) -> dict[str, Any]:
        return {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": t, "link": None},
                                                            "annotations": {"bold": False, "italic": False, "color": "default"},
                                                            "plain_text": t, "href": None}]}

    def page(i: str, t: str, status: tuple[str, str], owner: dict[str, Any], quarter: str, edited: str, created: str, by: dict[str, Any] | None = None) -> dict[str, Any]:
        slug = t.replace(" — ", "-").replace(" ", "-").replace("(", "").replace(")", "")
        return {"object": "page", "id": i, "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": me["id"]}, "last_edited_by": {"object": "user", "id": (by or me)["id"]},
                "archived": False, "in_trash": False, "parent": {"type": "database_id", "database_id": db},
                "properties": {"Name": title(t), "Status": {"id": "%5EOE%40", "type": "status", "status": {"name": status[0], "color": status[1]}},
                               "Owner": {"id": "Vt%3Ch", "type": "people", "people": [owner]},
                               "Quarter": {"id": "q%7Dzx", "type": "select", "select": {"name": quarter, "color": "blue"}},
                               "Reviewers": {"id": "rV%3Dm", "type": "people", "people": [hana]}},
                "url": f"https://www.notion.so/{slug}-{i.replace('-', '')}"}

    c = "2024-05-28T09:02:00.000Z"
    p_draft = page(pid, old, ("Draft", "gray"), me, "Q3 2024", "2024-06-03T16:20:00.000Z", c)
    retro = page("e52b7c19-0d84-4a3f-b6e2-91c7f0a5d834", "Q3 Planning retro notes", ("Draft", "gray"), hana, "Q3 2024", "2024-06-07T11:45:00.000Z", "2024-06-07T11:02:00.000Z", hana)
    q2 = page("1b9e4f06-72ac-4d35-8e1f-c3a60d29b758", "Q2 Planning (archived)", ("Archived", "brown"), me, "Q2 2024", "2024-04-02T08:30:00.000Z", "2024-02-26T10:12:00.000Z")
    hiring = page("c7a31e58-2f60-4b9d-93e4-0d8b6f15a27c", "Hiring plan H2", ("In review", "yellow"), me, "Q3 2024", "2024-06-10T15:02:00.000Z", "2024-06-05T13:40:00.000Z", hana)
    p_renamed = page(pid, new, ("Draft", "gray"), me, "Q3 2024", "2024-06-11T10:14:00.000Z", c, bot)
    p_after_blocks = page(pid, new, ("Draft", "gray"), me, "Q3 2024", "2024-06-11T10:15:00.000Z", c, bot)
    p_bad = page(pid, old, ("In review", "yellow"), me, "Q3 2024", "2024-06-11T10:16:00.000Z", c, bot)
    p_review = page(pid, new, ("In review", "yellow"), me, "Q3 2024", "2024-06-11T10:16:00.000Z", c, bot)

    def rich(t: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": t, "link": None}, "plain_text": t, "href": None}]

    def blk(i: str, kind: str, t: str, created: str, **extra: Any) -> dict[str, Any]:
        return {"object": "block", "id": i, "parent": {"type": "page_id", "page_id": pid}, "created_time": created,
                "last_edited_time": created, "has_children": False, "archived": False, "type": kind, kind: {"rich_text": rich(t), **extra}}

    todos = ["Confirm billing-team capacity for annual plans", "Get the Q2 trial-to-paid baseline from Analytics", "Decide an owner for the onboarding checklist revamp"]
    appended = [blk("0f6d2a91-4c8e-47b3-9e15-a2c8d07b3f64", "heading_3", "Open questions", "2024-06-11T10:15:00.000Z", is_toggleable=False, color="default")]
    appended += [blk(f"{x}-7d1e-4a02-b8c5-3e9f60a1d7b2", "to_do", t, "2024-06-11T10:15:00.000Z", checked=False, color="default")
                 for x, t in zip(["2b84c1f0", "91e03d6a", "d45a7f28"], todos)]
    original = [
        blk("6a0e3b72-58c1-4d9f-a2e7-1c4b08f95d36", "paragraph", "Draft plan for the Growth team's Q3. Comments welcome until 14 June.", "2024-05-28T09:03:00.000Z", color="default"),
        blk("b3f19c05-2e7a-4861-9d3b-f5a02c7e1849", "heading_2", "Goals", "2024-05-28T09:04:00.000Z", is_toggleable=False, color="default"),
        blk("e8c24d61-9b0f-4a37-b5e6-0d71f3a29c58", "bulleted_list_item", "Lift trial-to-paid conversion from 11.2% to 13%", "2024-05-28T09:05:00.000Z", color="default"),
        blk("47d9a0e3-c6b2-4f18-8a5d-2e0c9b7f6134", "bulleted_list_item", "Ship self-serve annual billing", "2024-06-03T16:20:00.000Z", color="default"),
    ]
    children = [{"object": "block", "type": "heading_3", "heading_3": {"rich_text": [{"type": "text", "text": {"content": "Open questions"}}]}}]
    children += [{"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": t}}], "checked": False}} for t in todos]
    mine_filter = {"property": "Owner", "people": {"contains": me["id"]}}
    turns = [
        (call("notion_search", query="Q3 Planning", filter={"property": "object", "value": "page"}, page_size=10),
         pj({"object": "list", "results": [p_draft, retro, q2], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("notion_retrieve_page", page_id=pid), pj(p_draft)),
        (call("notion_update_page", page_id=pid, properties={"Name": {"title": [{"text": {"content": new}}]}}), pj(p_renamed)),
        (call("notion_append_block_children", block_id=pid, children=children),
         pj({"object": "list", "results": appended, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("notion_query_database", database_id=db, filter=mine_filter, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}]),
         pj({"object": "list", "results": [p_after_blocks, hiring, q2], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("notion_update_page", page_id=pid, properties={"Status": {"status": {"name": "In review"}}}), pj(p_bad)),
        (call("notion_retrieve_block_children", block_id=pid, page_size=8),
         pj({"object": "list", "results": original + appended, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "In review"}}),
         pj({"object": "list", "results": [p_review, hiring], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
    ]
    rs.add(task=T, tid="h24-mcp-07", system=system, turns=turns,
           state="Planning Docs database (3f0b9a12-...) in the Growth workspace; the integration acts for Rohan Mehta.",
           bad=True, turn=6, kind="status update response shows the page under its old title 'Q3 Planning (draft)' after the agent renamed it, with no rename back")


# ---------------------------------------------------------------------------------------------------
# 08 Library catalog (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def t08(rs: RowSet) -> None:
    tools = [
        tool("search_catalog", "Search bibliographic records.", {"query": S, "sort": S, "format": S}, ["query"]),
        tool("get_record", "A bibliographic record with its items.", {"record_id": S}, ["record_id"]),
        tool("get_patron", "A patron's account: checkouts, holds, fines.", {"patron_id": S}, ["patron_id"]),
        tool("place_hold", "Place a title-level hold.", {"patron_id": S, "record_id": S, "pickup_branch": S}, ["patron_id", "record_id", "pickup_branch"]),
        tool("renew_loan", "Renew one checked-out item.", {"patron_id": S, "barcode": S}, ["patron_id", "barcode"]),
    ]
    system = mcp_system("stacks-ils", "the Harlow County Library integrated library system; staff account circ-desk-07", tools)
    o1 = """Catalog search: "The Overstory Richard Powers"  (4 records, sorted by relevance)  as of 2024-03-19 14:39:50

 #  Record   Title / Author                                     Format        Year  ISBN           Availability
 1  884121   The overstory : a novel / Richard Powers            Paperback     2019  9780393356687  2 of 6 available
 2  812907   The overstory : a novel / Richard Powers            Hardcover     2018  9780393635522  0 of 3 available (1 hold)
 3  902330   The overstory [sound recording] / Richard Powers    Audiobook CD  2018  9781684410606  1 of 1 available
 4  E-55102  The overstory [electronic resource] / R. Powers     eBook         2018  -              Libby: 4 of 5 licenses in use"""

    def record(items: list[tuple[str, str, str, str]], holds: str, avail: str) -> str:
        rows = "\n".join(f"{b:<16}{br:<12}FIC POWERS   {st:<46}{due}" for b, br, st, due in items)
        return f"""Record 884121
Title:      The overstory : a novel
Author:     Powers, Richard, 1957-
Publisher:  New York : W. W. Norton & Company, 2019
Edition:    First published as a Norton paperback 2019
ISBN:       039335668X (pbk.) ; 9780393356687
Pages:      502 p. ; 21 cm
Subjects:   Trees -- Fiction. | Environmentalists -- Fiction. | Pulitzer Prize for Fiction, 2019.
Call no.:   FIC POWERS

Items (6) - {avail}
Barcode         Branch      Shelf        Status                                        Due
{rows}
Holds: {holds}"""

    items0 = [
        ("31234009981144", "Central", "Available", "-"),
        ("31234009981151", "Central", "Checked out", "2024-03-28"),
        ("31234009981169", "Eastside", "Checked out", "2024-04-02"),
        ("31234009981177", "Northgate", "Available", "-"),
        ("31234009981185", "Riverside", "In transit (to Central)", "-"),
        ("31234009981193", "Eastside", "Missing (since 2024-01-12)", "-"),
    ]
    items1 = list(items0)
    items1[3] = ("31234009981177", "Northgate", "In transit (to Eastside, hold H-551093)", "-")
    o3 = """Patron P-2231-0087  Dana Whitfield
Home branch: Eastside      Card expires: 2025-11-30      Status: active

Checkouts (3 of 25):
  31234008812201  Braiding sweetgrass / Kimmerer            due 2024-03-21   renewals 0/2
  31234010045518  Finding the mother tree / Simard          due 2024-04-02   renewals 0/2
  31234009913386  The hidden life of trees / Wohlleben      due 2024-04-02   renewals 1/2

Holds (1):
  H-549880  Bewilderment / Powers (record 871554)   position 3 of 5   pickup Eastside   placed 2024-03-02

Fines/fees: $0.00"""
    o4 = """Hold placed
  Hold ID ........ H-551093
  Title .......... The overstory : a novel (Paperback, record 884121)
  Patron ......... P-2231-0087 Dana Whitfield
  Pickup ......... Eastside
  Queue .......... position 1 of 1
  Status ......... Pending - copies available at Central, Northgate; added to today's pull lists
  Expires ........ 2024-09-15 if not filled
  Placed ......... 2024-03-19 14:41:07"""
    o5 = """Renewal successful
  31234008812201  Braiding sweetgrass / Kimmerer
  Old due date ... 2024-03-21
  New due date ... 2024-04-11   (loan period 21 days, counted from the old due date)
  Renewals ....... 1 of 2 used
  Holds on title . none"""
    o6 = """Catalog search: "Richard Powers"  format=book  (7 records, sorted by publication date, newest first)  as of 2024-03-19 14:44:26

 #  Record   Title                                       Format      Year  Availability
 1  915540   Playground : a novel                        Hardcover   2024  on order (12 holds)
 2  871554   Bewilderment : a novel                      Hardcover   2021  0 of 4 available (5 holds)
 3  884121   The overstory : a novel                     Paperback   2019  2 of 6 available (1 hold)
 4  812907   The overstory : a novel                     Hardcover   2018  0 of 3 available (1 hold)
 5  655012   Orfeo : a novel                             Hardcover   2014  1 of 2 available
 6  540317   Generosity : an enhancement                 Paperback   2010  1 of 1 available
 7  498226   The echo maker                              Paperback   2006  2 of 2 available"""
    o7 = """Patron P-2231-0087  Dana Whitfield
Home branch: Eastside      Card expires: 2025-11-30      Status: active

Checkouts (3 of 25):
  31234008812201  Braiding sweetgrass / Kimmerer            due 2024-04-11   renewals 1/2
  31234010045518  Finding the mother tree / Simard          due 2024-04-02   renewals 0/2
  31234009913386  The hidden life of trees / Wohlleben      due 2024-04-02   renewals 1/2

Holds (2):
  H-549880  Bewilderment / Powers (record 871554)   position 2 of 4   pickup Eastside   placed 2024-03-02
  H-551093  The overstory / Powers (record 884121)  captured at Northgate 2024-03-19 14:52, in transit to Eastside   placed 2024-03-19

Fines/fees: $0.00
Notices: email 'hold in transit' queued for d.whitfield@fastmail.com"""
    turns = [
        (call("search_catalog", query="The Overstory Richard Powers", sort="relevance"), o1),
        (call("get_record", record_id="884121"), record(items0, "0 active", "2 available")),
        (call("get_patron", patron_id="P-2231-0087"), o3),
        (call("place_hold", patron_id="P-2231-0087", record_id="884121", pickup_branch="Eastside"), o4),
        (call("renew_loan", patron_id="P-2231-0087", barcode="31234008812201"), o5),
        (call("search_catalog", query="Richard Powers", sort="pubdate_desc", format="book"), o6),
        (call("get_patron", patron_id="P-2231-0087"), o7),
        (call("get_record", record_id="884121"), record(items1, "1 active (H-551093, captured, in transit to Eastside)", "1 available")),
    ]
    rs.add(task=T, tid="h24-mcp-08", system=system, turns=turns,
           state="Circulation desk at Eastside branch, 19 March 2024 afternoon. Other branches keep capturing holds and checking items in and out while the agent works.")


# ---------------------------------------------------------------------------------------------------
# 09 Jira (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t09(rs: RowSet) -> None:
    tools = [
        tool("jira_get_sprint", "A sprint with its story-point summary.", {"sprint_id": INT}, ["sprint_id"]),
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": A, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "One issue with fields and recent comments.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through its workflow.", {"issue_key": S, "transition": S, "resolution": S}, ["issue_key", "transition"]),
        tool("jira_update_issue", "Update issue fields.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment to an issue.", {"issue_key": S, "body": S}, ["issue_key", "body"]),
    ]
    system = mcp_system("jira", "Jira Cloud site fernpay.atlassian.net, project PAY; acting as Sam Keller", tools)
    people = {"sam": "Sam Keller", "pri": "Priya Nair", "tom": "Tomás Ruiz", "wen": "Wen Li", None: None}

    def iss(key: str, summary: str, status: str, pts: int, who: str | None, updated: str, prio: str = "Medium") -> dict[str, Any]:
        cat = {"Done": "Done", "To Do": "To Do"}.get(status, "In Progress")
        return {"key": key, "fields": {"summary": summary, "status": {"name": status, "statusCategory": cat}, "priority": prio,
                                       "assignee": people[who], "story_points": pts, "updated": updated}}

    base = {
        "PAY-1171": ("Idempotency keys for the refund API", "Done", 3, "wen", "2024-07-10T11:02:45.000+0200"),
        "PAY-1174": ("Migrate payout scheduler to Temporal", "Done", 5, "tom", "2024-07-11T17:20:03.000+0200"),
        "PAY-1179": ("Alert on webhook signature failures", "Done", 2, "pri", "2024-07-09T14:48:30.000+0200"),
        "PAY-1180": ("Fix rounding in multi-currency invoices", "Done", 3, "sam", "2024-07-12T10:15:19.000+0200"),
        "PAY-1183": ("Ledger export to S3 (Parquet)", "In Progress", 3, "pri", "2024-07-15T16:20:11.000+0200"),
        "PAY-1187": ("Retry policy for card-network timeouts", "In Review", 5, "sam", "2024-07-16T09:41:02.000+0200"),
        "PAY-1190": ("Remove legacy Braintree sandbox config", "To Do", 2, None, "2024-07-08T09:30:44.000+0200"),
        "PAY-1192": ("3DS2 challenge flow for saved cards", "To Do", 8, "tom", "2024-07-12T15:05:27.000+0200"),
        "PAY-1195": ("Dispute evidence upload size limit", "In Progress", 3, "wen", "2024-07-15T12:11:58.000+0200"),
    }
    prio = {"PAY-1187": "High", "PAY-1192": "High", "PAY-1190": "Low"}

    def mk(key: str, **over: Any) -> dict[str, Any]:
        s, st, p, w, u = base[key]
        st, p, u = over.get("status", st), over.get("pts", p), over.get("updated", u)
        return iss(key, s, st, p, w, u, prio.get(key, "Medium"))

    sprint = {"id": 418, "name": "PAY Sprint 42", "state": "active", "startDate": "2024-07-08T06:00:00.000Z", "endDate": "2024-07-19T14:00:00.000Z",
              "goal": "Card-network resilience + ledger export", "originBoardId": 37}
    s1 = {**sprint, "issueCount": 9, "storyPoints": {"committedAtStart": 34, "total": 34, "completed": 13, "remaining": 21},
          "statusCounts": {"To Do": 2, "In Progress": 2, "In Review": 1, "Done": 4}}
    open_rank = ["PAY-1187", "PAY-1183", "PAY-1195", "PAY-1192", "PAY-1190"]
    detail1187 = {"key": "PAY-1187", "id": "58231", "fields": {
        "summary": "Retry policy for card-network timeouts", "issuetype": "Story", "status": {"name": "In Review", "statusCategory": "In Progress"},
        "priority": "High", "assignee": "Sam Keller", "reporter": "Priya Nair", "story_points": 5, "sprint": "PAY Sprint 42",
        "labels": ["resilience", "card-network"], "fixVersions": ["2024.30"], "created": "2024-07-03T10:12:40.000+0200",
        "updated": "2024-07-16T09:41:02.000+0200",
        "description": "Card-network calls that time out after 8 s are retried at most twice with jittered backoff; non-idempotent captures are never retried. Acceptance: p99 of auth latency unchanged, retry metric on the payments dashboard.",
        "comment": {"total": 2, "comments": [
            {"id": "40791", "author": "Priya Nair", "created": "2024-07-15T17:02:10.000+0200", "body": "PR #2291 approved from my side."},
            {"id": "40812", "author": "Wen Li", "created": "2024-07-16T09:41:02.000+0200", "body": "Approved, merged to main. Deployed to staging 09:30."}]}}}
    c_body = "Re-estimated 8 -> 5 after splitting the saved-card UI work into PAY-1201 (next sprint)."
    detail1192 = {"key": "PAY-1192", "id": "58260", "fields": {
        "summary": "3DS2 challenge flow for saved cards", "issuetype": "Story", "status": {"name": "To Do", "statusCategory": "To Do"},
        "priority": "High", "assignee": "Tomás Ruiz", "reporter": "Sam Keller", "story_points": 5, "sprint": "PAY Sprint 42",
        "labels": ["3ds", "checkout"], "fixVersions": ["2024.31"], "created": "2024-07-04T13:55:09.000+0200",
        "updated": "2024-07-16T10:06:40.000+0200",
        "issuelinks": [{"type": "split to", "key": "PAY-1201", "summary": "Saved-card 3DS2 challenge UI"}],
        "comment": {"total": 3, "comments": [
            {"id": "40802", "author": "Tomás Ruiz", "created": "2024-07-12T15:05:27.000+0200", "body": "The UI part is bigger than we thought; can we split?"},
            {"id": "40877", "author": "Sam Keller", "created": "2024-07-16T10:06:40.000+0200", "body": c_body}],
            "note": "showing the 2 most recent of 3"}}}
    upd_order = ["PAY-1183", "PAY-1192", "PAY-1187", "PAY-1195", "PAY-1180", "PAY-1174", "PAY-1171", "PAY-1179", "PAY-1190"]
    changed = {"PAY-1183": {"status": "In Review", "updated": "2024-07-16T10:07:55.000+0200"},
               "PAY-1192": {"pts": 5, "updated": "2024-07-16T10:06:40.000+0200"},
               "PAY-1187": {"status": "Done", "updated": "2024-07-16T10:05:31.000+0200"}}
    all_after = [mk(k, **changed.get(k, {})) for k in upd_order]
    s2 = {**sprint, "issueCount": 9, "storyPoints": {"committedAtStart": 34, "total": 31, "completed": 18, "remaining": 13},
          "statusCounts": {"To Do": 2, "In Progress": 1, "In Review": 1, "Done": 5},
          "scopeChanges": [{"at": "2024-07-16T08:06:12.000Z", "issue": "PAY-1192", "storyPoints": {"from": 8, "to": 5}, "by": "Sam Keller"}]}
    turns = [
        (call("jira_get_sprint", sprint_id=418), mcp_text(s1)),
        (call("jira_search", jql="sprint = 418 AND statusCategory != Done ORDER BY Rank ASC", fields=["summary", "status", "assignee", "story_points", "updated", "priority"], limit=50),
         mcp_text({"total": 5, "startAt": 0, "maxResults": 50, "issues": [mk(k) for k in open_rank]})),
        (call("jira_get_issue", issue_key="PAY-1187"), mcp_text(detail1187)),
        (call("jira_transition_issue", issue_key="PAY-1187", transition="Done", resolution="Fixed"),
         mcp_text({"success": True, "issue": "PAY-1187", "from": "In Review", "to": "Done", "resolution": "Fixed", "updated": "2024-07-16T10:05:31.000+0200"})),
        (call("jira_update_issue", issue_key="PAY-1192", fields={"story_points": 5}),
         mcp_text({"success": True, "issue": "PAY-1192", "changed": {"Story Points": {"from": 8, "to": 5}}, "updated": "2024-07-16T10:06:12.000+0200"})),
        (call("jira_add_comment", issue_key="PAY-1192", body=c_body),
         mcp_text({"id": "40877", "issue": "PAY-1192", "author": "Sam Keller", "body": c_body, "created": "2024-07-16T10:06:40.000+0200"})),
        (call("jira_get_issue", issue_key="PAY-1192"), mcp_text(detail1192)),
        (call("jira_search", jql="sprint = 418 ORDER BY updated DESC", fields=["summary", "status", "assignee", "story_points", "updated", "priority"], limit=50),
         mcp_text({"total": 9, "startAt": 0, "maxResults": 50, "issues": all_after})),
        (call("jira_get_sprint", sprint_id=418), mcp_text(s2)),
    ]
    rs.add(task=T, tid="h24-mcp-09", system=system, turns=turns,
           state="Board PAY (id 37), active sprint 418 'PAY Sprint 42'. Teammates Priya, Tomás and Wen are working in Jira at the same time.")


# ---------------------------------------------------------------------------------------------------
# 10 Home-automation hub (less common) -- bad: a deleted automation is listed again
# ---------------------------------------------------------------------------------------------------

def t10(rs: RowSet) -> None:
    tools = [
        tool("list_automations", "List automations with state and last trigger.", {}, []),
        tool("get_automation", "An automation's configuration (YAML).", {"entity_id": S}, ["entity_id"]),
        tool("list_entities", "Entities of a domain with their current state.", {"domain": S}, ["domain"]),
        tool("create_automation", "Create an automation from a config.", {"config": OBJ}, ["config"]),
        tool("delete_automation", "Delete an automation.", {"entity_id": S}, ["entity_id"]),
        tool("call_service", "Call a service on entities.", {"service": S, "entity_id": S, "data": OBJ}, ["service", "entity_id"]),
        tool("get_state", "Current state and attributes of one entity.", {"entity_id": S}, ["entity_id"]),
        tool("get_history", "State changes of an entity since a time.", {"entity_id": S, "start": S}, ["entity_id", "start"]),
    ]
    system = mcp_system("hearthhub", "a home-automation hub (Home Assistant compatible) at the Verbeek house; local time Europe/Amsterdam", tools)
    autos = [
        ("automation.away_lock_all", "on", "single", "2024-10-15 08:12:40"),
        ("automation.bathroom_fan_humidity", "on", "restart", "2024-10-15 07:31:05"),
        ("automation.garage_door_left_open", "on", "single", "2024-10-11 21:47:19"),
        ("automation.morning_heating", "on", "single", "2024-10-15 06:15:00"),
        ("automation.night_mode", "on", "single", "2024-10-14 23:30:00"),
        ("automation.plant_lamp_schedule", "off", "single", "2024-09-28 07:00:00"),
        ("automation.porch_lights_sunset", "on", "single", "2024-10-14 23:00:00"),
    ]
    o1 = "7 automations  (hearthhub 2024.10.2, as of 2024-10-15 16:40:12)\n\n" + table(["entity_id", "state", "mode", "last_triggered"], autos)
    o2 = """automation.porch_lights_sunset  (id 1696511802334, automations.yaml)
alias: Porch lights at sunset
description: Porch light on at sunset, off at 23:00
mode: single
trigger:
  - platform: sun
    event: sunset
    offset: "00:00:00"
  - platform: time
    at: "23:00:00"
    id: off_time
condition: []
action:
  - choose:
      - conditions:
          - condition: trigger
            id: off_time
        sequence:
          - service: light.turn_off
            target:
              entity_id: light.porch
    default:
      - service: light.turn_on
        target:
          entity_id: light.porch
        data:
          brightness_pct: 60
state: on    last_triggered: 2024-10-14 23:00:00 (off_time)"""
    sensors = [
        ("binary_sensor.backyard_motion", "off", "2024-10-15 15:58:30", "device_class=motion, battery=88%"),
        ("binary_sensor.bathroom_window", "off", "2024-10-14 19:02:11", "device_class=window"),
        ("binary_sensor.front_door", "off", "2024-10-15 08:12:31", "device_class=door"),
        ("binary_sensor.garage_door", "off", "2024-10-15 08:14:02", "device_class=garage_door"),
        ("binary_sensor.hallway_motion", "on", "2024-10-15 16:39:55", "device_class=motion, battery=64%"),
        ("binary_sensor.porch_motion", "off", "2024-10-15 16:22:48", "device_class=motion, battery=71%"),
    ]
    o3 = "6 entities in domain binary_sensor  (as of 2024-10-15 16:40:31)\n\n" + table(["entity_id", "state", "last_changed", "attributes"], sensors) + \
        "\n\nsun.sun: above_horizon, next_setting 2024-10-15 18:51:40"
    new_cfg = {"alias": "Porch light on motion after dark", "description": "Replaces the sunset schedule: light on while there is motion at night",
               "mode": "restart",
               "trigger": [{"platform": "state", "entity_id": "binary_sensor.porch_motion", "to": "on"}],
               "condition": [{"condition": "sun", "after": "sunset", "before": "sunrise"}],
               "action": [{"service": "light.turn_on", "target": {"entity_id": "light.porch"}, "data": {"brightness_pct": 80}},
                          {"wait_for_trigger": [{"platform": "state", "entity_id": "binary_sensor.porch_motion", "to": "off", "for": "00:03:00"}]},
                          {"service": "light.turn_off", "target": {"entity_id": "light.porch"}}]}
    o4 = """Created automation.porch_motion_light
  id ............ 1729003321457
  alias ......... Porch light on motion after dark
  mode .......... restart
  state ......... on
  stored in ..... automations.yaml
  config check .. valid (1 trigger, 1 condition, 3 actions)"""
    o5 = """Deleted automation.porch_lights_sunset
  id ............ 1696511802334
  removed from .. automations.yaml
  automations ... 7 configured (reloaded 2024-10-15 16:41:58)"""
    o6 = """OK light.turn_on
Changed states:
  light.porch: off -> on  (brightness 204, color_mode color_temp, color_temp_kelvin 2700)  at 2024-10-15 16:42:37"""
    o7 = """light.porch
  state ............... on
  last_changed ........ 2024-10-15 16:42:37
  last_updated ........ 2024-10-15 16:42:37
  friendly_name ....... Porch light
  brightness .......... 204
  color_mode .......... color_temp
  color_temp_kelvin ... 2700
  supported_color_modes color_temp
  min/max kelvin ...... 2202 / 6535
  power_w ............. 7.4
  device .............. Hue Lily XL (porch), via bridge hue_bridge_2f41"""
    o8 = """OK light.turn_off
Changed states:
  light.porch: on -> off  at 2024-10-15 16:43:05"""
    autos9 = [a for a in autos if a[0] < "automation.porch"] + [("automation.porch_lights_sunset", "on", "single", "2024-10-14 23:00:00"),
                                                            ("automation.porch_motion_light", "on", "restart", "never")]
    o9 = "8 automations  (hearthhub 2024.10.2, as of 2024-10-15 16:43:20)\n\n" + table(["entity_id", "state", "mode", "last_triggered"], autos9)
    hist = [
        ("2024-10-15 14:40:00", "off", "(state at start of window)"),
        ("2024-10-15 15:10:02", "on", ""),
        ("2024-10-15 15:11:32", "off", ""),
        ("2024-10-15 16:21:18", "on", ""),
        ("2024-10-15 16:22:48", "off", ""),
    ]
    o10 = "binary_sensor.porch_motion  history 2024-10-15 14:40:00 -> 16:43:41 (5 records)\n\n" + table(["time", "state", "note"], hist)
    o11 = """automation.porch_motion_light
  state ............... on
  last_changed ........ 2024-10-15 16:41:12
  friendly_name ....... Porch light on motion after dark
  id .................. 1729003321457
  mode ................ restart
  current ............. 0
  last_triggered ...... None"""
    turns = [
        (call("list_automations"), o1),
        (call("get_automation", entity_id="automation.porch_lights_sunset"), o2),
        (call("list_entities", domain="binary_sensor"), o3),
        (call("create_automation", config=new_cfg), o4),
        (call("delete_automation", entity_id="automation.porch_lights_sunset"), o5),
        (call("call_service", service="light.turn_on", entity_id="light.porch", data={"brightness_pct": 80}), o6),
        (call("get_state", entity_id="light.porch"), o7),
        (call("call_service", service="light.turn_off", entity_id="light.porch", data={}), o8),
        (call("list_automations"), o9),
        (call("get_history", entity_id="binary_sensor.porch_motion", start="2024-10-15T14:40:00"), o10),
        (call("get_state", entity_id="automation.porch_motion_light"), o11),
    ]
    rs.add(task=T, tid="h24-mcp-10", system=system, turns=turns,
           state="Verbeek house hub: 7 automations, 43 entities. The family is at work (the cat roams the ground floor); nobody else edits the configuration.",
           bad=True, turn=9, kind="automation deleted at turn 5 is listed again (8 automations instead of 7) with no re-create or restore")


# ---------------------------------------------------------------------------------------------------
# 11 Filesystem (mainstream) -- bad: an unedited config line changes value
# ---------------------------------------------------------------------------------------------------

FS_INGEST = """# ingest service configuration
# owner: data-platform (#data-platform-oncall)

service:
  name: ingest
  listen: 0.0.0.0
  port: 8443
  tls:
    cert: /etc/ingest/tls/server.crt
    key: /etc/ingest/tls/server.key

logging:
  level: {level}
  format: json
  sample_rate: 0.1

queue:
  backend: kafka
  brokers:
    - kafka-1.internal:9093
    - kafka-2.internal:9093
    - kafka-3.internal:9093
  topic: events.raw
  batch_size: 500
  linger_ms: 20

storage:
  bucket: s3://acme-ingest-raw
  prefix: "events/{{date}}/"
  retention_days: {retention}
  compression: zstd

limits:
  max_body_kb: 512
  rate_per_client: 200
"""

FS_UP = """# upstream producers allowed to post to /v1/events
upstreams:
  - name: web-tracker
    cidr: 10.20.0.0/16
    token_env: INGEST_TOKEN_WEB
    rate_per_client: 400
  - name: mobile-gateway
    cidr: 10.24.0.0/16
    token_env: INGEST_TOKEN_MOBILE
  - name: partner-sftp-bridge
    cidr: 10.31.8.0/24
    token_env: INGEST_TOKEN_PARTNER
    enabled: false
"""

FS_UP_ADD = """  - name: pos-terminals
    cidr: 10.40.16.0/20
    token_env: INGEST_TOKEN_POS
    rate_per_client: 50
"""


def udiff(path: str, a: str, b: str) -> str:
    lines = difflib.unified_diff(a.split("\n"), b.split("\n"), f"{path}\toriginal", f"{path}\tmodified", lineterm="", n=3)
    return "```diff\nIndex: " + path + "\n" + "=" * 67 + "\n" + "\n".join(lines) + "\n```\n\n"


def t11(rs: RowSet) -> None:
    tools = [
        tool("read_text_file", "Read a file as text.", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Line-based edits; returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("list_directory", "List a directory with [FILE]/[DIR] prefixes.", {"path": S}, ["path"]),
        tool("list_directory_with_sizes", "List a directory with file sizes.", {"path": S, "sortBy": S}, ["path"]),
        tool("search_files", "Recursively find paths matching a glob pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
        tool("get_file_info", "Metadata of a file or directory.", {"path": S}, ["path"]),
    ]
    system = mcp_system("filesystem", "local files; allowed directories: /srv/ingest", tools)
    d = "/srv/ingest/config"
    ing = f"{d}/ingest.yaml"
    up = f"{d}/upstreams.yaml"
    a0 = FS_INGEST.format(level="info", retention=14)
    a1 = FS_INGEST.format(level="debug", retention=14)
    a_bad = FS_INGEST.format(level="debug", retention=30)
    u1 = FS_UP + FS_UP_ADD
    sizes = {"README.md": 1876, "logging.yaml": 934, "secrets.env.example": 288}

    def info(size: int, modified: str, accessed: str) -> str:
        return (f"size: {size}\ncreated: Tue Apr 02 2024 09:14:27 GMT+0000 (Coordinated Universal Time)\n"
                f"modified: {modified} GMT+0000 (Coordinated Universal Time)\naccessed: {accessed} GMT+0000 (Coordinated Universal Time)\n"
                "isDirectory: false\nisFile: true\npermissions: 644")

    def fmt(n: int) -> str:
        return f"{n} B" if n < 1024 else f"{n / 1024:.2f} KB"

    listing = [("README.md", sizes["README.md"]), ("ingest.yaml", len(a1.encode())), ("logging.yaml", sizes["logging.yaml"]),
               ("secrets.env.example", sizes["secrets.env.example"]), ("upstreams.yaml", len(u1.encode()))]
    total = sum(n for _, n in listing)
    with_sizes = "[DIR]  tls-templates\n" + "\n".join(f"[FILE] {name:<24}{fmt(n):>10}" for name, n in listing) + \
        f"\n\nTotal: 5 files, 1 directories\nCombined size: {fmt(total)}"
    found = "\n".join([f"{d}/ingest.yaml", f"{d}/logging.yaml", f"{d}/upstreams.yaml", "/srv/ingest/deploy/helm/Chart.yaml",
                       "/srv/ingest/deploy/helm/values-prod.yaml", "/srv/ingest/deploy/helm/values.yaml"])
    turns = [
        (call("list_directory", path=d), mcp_text("[FILE] README.md\n[FILE] ingest.yaml\n[FILE] logging.yaml\n[FILE] secrets.env.example\n[DIR] tls-templates\n[FILE] upstreams.yaml")),
        (call("read_text_file", path=ing), mcp_text(a0)),
        (call("get_file_info", path=ing), mcp_text(info(len(a0.encode()), "Mon Jun 10 2024 15:03:51", "Wed Jun 19 2024 08:12:40"))),
        (call("edit_file", path=ing, edits=[{"oldText": "  level: info", "newText": "  level: debug"}], dryRun=False), mcp_text(udiff(ing, a0, a1))),
        (call("read_text_file", path=up), mcp_text(FS_UP)),
        (call("edit_file", path=up, edits=[{"oldText": "    enabled: false\n", "newText": "    enabled: false\n" + FS_UP_ADD}], dryRun=False), mcp_text(udiff(up, FS_UP, u1))),
        (call("search_files", path="/srv/ingest", pattern="**/*.yaml", excludePatterns=["**/node_modules/**"]), mcp_text(found)),
        (call("read_text_file", path=ing), mcp_text(a_bad)),
        (call("get_file_info", path=ing), mcp_text(info(len(a1.encode()), "Wed Jun 19 2024 08:14:05", "Wed Jun 19 2024 08:16:22"))),
        (call("list_directory_with_sizes", path=d, sortBy="name"), mcp_text(with_sizes)),
    ]
    rs.add(task=T, tid="h24-mcp-11", system=system, turns=turns,
           state="Host ingest-03, /srv/ingest holds the ingest service's config and Helm chart; only this agent is editing files.",
           bad=True, turn=8, kind="storage.retention_days reads 30 on re-read although the file showed 14 and the only edit to it changed logging.level")


# ---------------------------------------------------------------------------------------------------
# 12 CRM (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    tools = [
        tool("search_contacts", "Search contacts by name, email or company.", {"query": S, "limit": INT}, ["query"]),
        tool("get_contact", "One contact with recent activity.", {"contact_id": S}, ["contact_id"]),
        tool("list_deals", "List deals with filters and sorting.", {"company_id": S, "owner": S, "stage": S, "sort": S}, []),
        tool("get_deal", "One deal with line items and stage history.", {"deal_id": S}, ["deal_id"]),
        tool("log_activity", "Log a call, meeting or email against a deal and contact.", {"type": S, "deal_id": S, "contact_id": S, "duration_min": INT, "occurred_at": S, "notes": S}, ["type", "deal_id"]),
        tool("update_deal_stage", "Move a deal to another pipeline stage.", {"deal_id": S, "stage": S}, ["deal_id", "stage"]),
        tool("get_pipeline_summary", "Counts and amounts per stage of a pipeline.", {"pipeline": S, "owner": S}, ["pipeline"]),
        tool("create_task", "Create a follow-up task.", {"deal_id": S, "title": S, "due": S, "assignee": S}, ["title", "due"]),
    ]
    system = mcp_system("pipelinr", "the Pipelinr CRM of Fleetwise Inc.; acting as account executive Jordan Pike; times America/Chicago", tools)
    contact = {"id": "C-20417", "name": "Adaeze Okonkwo", "title": "Head of Operations", "company": {"id": "CO-3381", "name": "Brightline Logistics"},
               "email": "adaeze.okonkwo@brightline-logistics.com", "phone": "+1 312 555 0148", "owner": "Jordan Pike"}
    o1 = {"query": "Okonkwo", "total": 2, "results": [
        {**contact, "last_activity": "3 days ago", "last_activity_at": "2024-07-16T15:20:00-05:00"},
        {"id": "C-18852", "name": "Chidi Okonkwo", "title": "Procurement Manager", "company": {"id": "CO-2907", "name": "Harbor Freight Partners"},
         "email": "c.okonkwo@hfpartners.com", "phone": "+1 504 555 0192", "owner": "Dana Liu", "last_activity": "5 months ago",
         "last_activity_at": "2024-02-08T11:00:00-06:00"}]}
    o2 = {"filters": {"company_id": "CO-3381"}, "sort": "amount_desc", "total": 2, "deals": [
        {"id": "D-8841", "name": "Fleet telematics rollout", "amount": 48200.0, "currency": "USD", "stage": "Proposal", "probability": 0.4,
         "close_date": "2024-08-30", "owner": "Jordan Pike", "updated_at": "2024-07-16T15:24:09-05:00"},
        {"id": "D-8790", "name": "Pilot renewal (20 seats)", "amount": 6000.0, "currency": "USD", "stage": "Closed Won", "probability": 1.0,
         "close_date": "2024-05-31", "owner": "Jordan Pike", "updated_at": "2024-05-31T09:12:44-05:00"}]}
    hist = [{"stage": "Qualification", "entered_at": "2024-06-04T10:00:12-05:00"}, {"stage": "Proposal", "entered_at": "2024-07-02T14:31:50-05:00"}]
    o3 = {"id": "D-8841", "name": "Fleet telematics rollout", "company": {"id": "CO-3381", "name": "Brightline Logistics"}, "pipeline": "New Business",
          "stage": "Proposal", "probability": 0.4, "amount": 48200.0, "currency": "USD", "weighted_amount": 19280.0, "close_date": "2024-08-30",
          "line_items": [{"product": "Telematics seat (annual)", "sku": "TS-ANN", "qty": 120, "unit_price": 350.0, "total": 42000.0},
                         {"product": "Onboarding & installation", "sku": "SVC-ONB", "qty": 1, "unit_price": 6200.0, "total": 6200.0}],
          "contacts": [{"id": "C-20417", "name": "Adaeze Okonkwo", "role": "champion"}, {"id": "C-20433", "name": "Marcus Reed", "role": "economic buyer (CFO)"}],
          "stage_history": hist, "next_step": "Walk through proposal v2 with Adaeze", "owner": "Jordan Pike",
          "last_activity_at": "2024-07-16T15:20:00-05:00", "created_at": "2024-06-04T10:00:12-05:00", "updated_at": "2024-07-16T15:24:09-05:00"}
    notes = "Walked through proposal v2. Legal review of MSA starts Monday; they want a 110-seat tier and net-45. Marcus joins next call."
    o4 = {"id": "A-771930", "type": "call", "deal_id": "D-8841", "contact_id": "C-20417", "duration_min": 32, "occurred_at": "2024-07-19T10:05:00-05:00",
          "notes": notes, "logged_by": "Jordan Pike", "created_at": "2024-07-19T10:41:16-05:00"}
    o5 = {"id": "D-8841", "stage": "Negotiation", "previous_stage": "Proposal", "probability": 0.6, "probability_source": "stage default",
          "amount": 48200.0, "currency": "USD", "weighted_amount": 28920.0, "stage_changed_at": "2024-07-19T10:41:52-05:00",
          "stage_history": hist + [{"stage": "Negotiation", "entered_at": "2024-07-19T10:41:52-05:00"}]}
    stages = [("Qualification", 2, 42500.0, 4250.0, "$42.5K", "$4.3K"), ("Proposal", 2, 37750.0, 15100.0, "$37.8K", "$15.1K"),
              ("Negotiation", 2, 112200.0, 67320.0, "$112.2K", "$67.3K"), ("Verbal commit", 1, 19900.0, 15920.0, "$19.9K", "$15.9K")]
    o6 = {"pipeline": "New Business", "owner": "Jordan Pike", "as_of": "2024-07-19T10:42:10-05:00", "currency": "USD",
          "stages": [{"stage": s, "count": c, "amount": a, "weighted": w, "amount_display": ad, "weighted_display": wd} for s, c, a, w, ad, wd in stages],
          "totals": {"count": 7, "amount": 212350.0, "weighted": 102590.0, "amount_display": "$212.4K", "weighted_display": "$102.6K"},
          "quota_q3": 300000.0, "closed_won_q3": 0.0}
    o7 = {"id": "T-55102", "title": "Send revised MSA with 110-seat tier and net-45", "deal_id": "D-8841", "assignee": "Jordan Pike",
          "due": "2024-07-26", "status": "open", "created_at": "2024-07-19T10:42:37-05:00"}
    o8 = {"filters": {"owner": "Jordan Pike", "stage": "Negotiation"}, "sort": "close_date_asc", "total": 2, "deals": [
        {"id": "D-8820", "name": "Warehouse scanners, phase 2", "company": "Cascade Cold Storage", "amount": 64000.0, "amount_display": "$64,000.00",
         "stage": "Negotiation", "probability": 0.6, "close_date": "2024-08-15", "last_activity": "2 days ago", "open_tasks": 0},
        {"id": "D-8841", "name": "Fleet telematics rollout", "company": "Brightline Logistics", "amount": 48200.0, "amount_display": "$48,200.00",
         "stage": "Negotiation", "probability": 0.6, "close_date": "2024-08-30", "last_activity": "38 minutes ago (call)", "open_tasks": 1}]}
    o9 = {**contact, "last_activity": "42 minutes ago (call, 32 min)", "last_activity_at": "2024-07-19T10:05:00-05:00",
          "open_tasks": [{"id": "T-55102", "title": "Send revised MSA with 110-seat tier and net-45", "due": "2024-07-26"}],
          "deals": [{"id": "D-8841", "stage": "Negotiation", "amount_display": "$48,200.00"}, {"id": "D-8790", "stage": "Closed Won", "amount_display": "$6,000.00"}],
          "recent_activity": [{"id": "A-771930", "type": "call", "at": "2024-07-19T10:05:00-05:00", "summary": notes[:60] + "..."},
                              {"id": "A-769412", "type": "email", "at": "2024-07-16T15:20:00-05:00", "summary": "Sent proposal v2 (PDF)"}],
          "as_of": "2024-07-19T10:47:03-05:00"}
    turns = [
        (call("search_contacts", query="Okonkwo", limit=10), pj(o1)),
        (call("list_deals", company_id="CO-3381", sort="amount_desc"), pj(o2)),
        (call("get_deal", deal_id="D-8841"), pj(o3)),
        (call("log_activity", type="call", deal_id="D-8841", contact_id="C-20417", duration_min=32, occurred_at="2024-07-19T10:05:00-05:00", notes=notes), pj(o4)),
        (call("update_deal_stage", deal_id="D-8841", stage="Negotiation"), pj(o5)),
        (call("get_pipeline_summary", pipeline="New Business", owner="me"), pj(o6)),
        (call("create_task", deal_id="D-8841", title="Send revised MSA with 110-seat tier and net-45", due="2024-07-26", assignee="me"), pj(o7)),
        (call("list_deals", owner="me", stage="Negotiation", sort="close_date_asc"), pj(o8)),
        (call("get_contact", contact_id="C-20417"), pj(o9)),
    ]
    rs.add(task=T, tid="h24-mcp-12", system=system, turns=turns,
           state="Pipelinr CRM, pipeline 'New Business'. Stage default probabilities: Qualification 10%, Proposal 40%, Negotiation 60%, Verbal commit 80%.")


# ---------------------------------------------------------------------------------------------------
# 13 Stripe (mainstream) -- bad: amount_refunded on the charge does not match the single refund
# ---------------------------------------------------------------------------------------------------

def t13(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "List customers, optionally by email.", {"email": S, "limit": INT}, []),
        tool("list_invoices", "List invoices of a customer.", {"customer": S, "limit": INT, "status": S}, []),
        tool("retrieve_invoice", "Retrieve one invoice with its lines.", {"invoice": S}, ["invoice"]),
        tool("create_refund", "Refund all or part of a charge.", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("retrieve_charge", "Retrieve a charge.", {"charge": S}, ["charge"]),
        tool("update_customer", "Update a customer.", {"customer": S, "metadata": OBJ, "description": S}, ["customer"]),
        tool("list_events", "List events, optionally by type.", {"type": S, "limit": INT}, []),
    ]
    system = mcp_system("stripe", "the Stripe account of Loomwork (acct_1NkT3pKc3H7mT2qZ), live mode", tools)
    cus = "cus_QBv7Lm2XpR9sTe"
    ch = "ch_3PLx8CKc3H7mT2qZ1c0R4vTn"
    pi = "pi_3PLx8CKc3H7mT2qZ1ZkqU5e3"
    inv = "in_1PLx8BKc3H7mT2qZa9YfQw1E"
    re_id = "re_3PLx8CKc3H7mT2qZ1Hk4sP0d"
    customer = {"id": cus, "object": "customer", "name": "Harbor & Pine Studio", "email": "billing@harborpine.co", "created": 1701302400,
                "currency": "usd", "balance": 0, "delinquent": False, "invoice_prefix": "HP", "livemode": True,
                "address": {"city": "Portland", "country": "US", "line1": "2210 NW Thurman St", "postal_code": "97210", "state": "OR"},
                "metadata": {"workspace_id": "ws_48213"}, "default_source": None}

    def invoice(i: str, num: str, total: int, start: int, charge: str, piid: str) -> dict[str, Any]:
        return {"id": i, "object": "invoice", "number": num, "customer": cus, "status": "paid", "currency": "usd", "total": total,
                "amount_due": total, "amount_paid": total, "amount_remaining": 0, "created": start, "period_start": start,
                "charge": charge, "payment_intent": piid, "subscription": "sub_1OOxg4Kc3H7mT2qZqM8v2h4C", "billing_reason": "subscription_cycle"}

    invs = [invoice(inv, "HP-0007", 12900, 1714953600, ch, pi),
            invoice("in_1P2Ck0Kc3H7mT2qZ5Xo4bNqa", "HP-0006", 10400, 1712361600, "ch_3P2Ck1Kc3H7mT2qZ0wR8mYcd", "pi_3P2Ck1Kc3H7mT2qZ0f4TgH2k"),
            invoice("in_1OrC5dKc3H7mT2qZc2Vh9LsM", "HP-0005", 10400, 1709683200, "ch_3OrC5eKc3H7mT2qZ1pD7sKxv", "pi_3OrC5eKc3H7mT2qZ1vN0rQ6b")]
    full = {**invs[0], "account_name": "Loomwork", "period_end": 1717632000, "subtotal": 12900, "tax": None, "total_discount_amounts": [],
            "lines": {"object": "list", "total_count": 2, "has_more": False, "data": [
                {"id": "il_1PLx8BKc3H7mT2qZ4aR7bYc1", "object": "line_item", "description": "Studio plan (May 6 – Jun 6, 2024)", "amount": 2900, "quantity": 1,
                 "price": {"id": "price_1OOxf2Kc3H7mT2qZStudio01", "unit_amount": 2900, "recurring": {"interval": "month"}}, "proration": False},
                {"id": "il_1PLx8BKc3H7mT2qZ9tW2mXe5", "object": "line_item", "description": "4 × Seat (May 6 – Jun 6, 2024)", "amount": 10000, "quantity": 4,
                 "price": {"id": "price_1OOxfWKc3H7mT2qZSeat0001", "unit_amount": 2500, "recurring": {"interval": "month"}}, "proration": False}]},
            "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1NkT3pKc3H7mT2qZ/live_YWNjdF8xTmtUM3BLYzNIN21UMnFaLF9RQnY3", "status_transitions": {"paid_at": 1714953613}}
    meta = {"invoice": "HP-0007", "note": "seat removed 2024-05-03 before renewal; refund 1 seat"}
    refund = {"id": re_id, "object": "refund", "amount": 2500, "balance_transaction": "txn_3PLx8CKc3H7mT2qZ1bTq2w8a", "charge": ch, "created": 1718290741,
              "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "type": "refund"}, "type": "card"},
              "metadata": meta, "payment_intent": pi, "reason": "requested_by_customer", "receipt_number": None, "status": "succeeded"}

    def charge(refunded_amt: int) -> dict[str, Any]:
        return {"id": ch, "object": "charge", "amount": 12900, "amount_captured": 12900, "amount_refunded": refunded_amt, "captured": True,
                "created": 1714953612, "currency": "usd", "customer": cus, "description": "Subscription update", "invoice": inv,
                "paid": True, "payment_intent": pi, "refunded": False, "status": "succeeded", "livemode": True,
                "billing_details": {"email": "billing@harborpine.co", "name": "Harbor & Pine Studio", "address": {"postal_code": "97210", "country": "US"}},
                "payment_method_details": {"type": "card", "card": {"brand": "visa", "last4": "8210", "exp_month": 9, "exp_year": 2026, "funding": "credit",
                                                                     "checks": {"cvc_check": None, "address_postal_code_check": "pass"}}},
                "outcome": {"network_status": "approved_by_network", "risk_level": "normal", "seller_message": "Payment complete.", "type": "authorized"},
                "receipt_url": "https://pay.stripe.com/receipts/invoices/CAcQARoXChVhY2N0XzFOa1QzcEtjM0g3bVQycVoo",
                "refunds": {"object": "list", "data": [refund], "has_more": False, "total_count": 1}}

    cust2 = {**customer, "metadata": {"workspace_id": "ws_48213", "seat_refund_2024_06": "re_3PLx8CKc3H7mT2qZ1Hk4sP0d (25.00 USD, HP-0007)"}}
    ev_charge = {k: v for k, v in charge(2500).items() if k not in ("outcome", "payment_method_details", "billing_details")}
    event = {"object": "list", "has_more": True, "data": [
        {"id": "evt_3PLx8CKc3H7mT2qZ1eQv8Ytn", "object": "event", "type": "charge.refunded", "created": 1718290742, "livemode": True,
         "api_version": "2024-04-10", "pending_webhooks": 0, "request": {"id": "req_Vb7pQ2xK9mLsTd", "idempotency_key": "mcp-refund-7d2f1c"},
         "data": {"object": ev_charge, "previous_attributes": {"amount_refunded": 0, "refunds": {"data": [], "total_count": 0}}}}]}
    turns = [
        (call("list_customers", email="billing@harborpine.co", limit=3), mcp_text({"object": "list", "data": [customer], "has_more": False})),
        (call("list_invoices", customer=cus, limit=3), mcp_text({"object": "list", "data": invs, "has_more": True})),
        (call("retrieve_invoice", invoice=inv), mcp_text(full)),
        (call("create_refund", charge=ch, amount=2500, reason="requested_by_customer", metadata=meta), mcp_text(refund)),
        (call("retrieve_charge", charge=ch), mcp_text(charge(3500))),
        (call("update_customer", customer=cus, metadata=cust2["metadata"]), mcp_text(cust2)),
        (call("list_events", type="charge.refunded", limit=1), mcp_text(event)),
    ]
    rs.add(task=T, tid="h24-mcp-13", system=system, turns=turns,
           state="Customer Harbor & Pine Studio wrote in: they removed a seat on 3 May but the 6 May renewal billed 4 seats. Plan: $29.00 base + $25.00 per seat per month.",
           bad=True, turn=5, kind="charge shows amount_refunded 3,500 cents although its only refund (just created) is 2,500")


# ---------------------------------------------------------------------------------------------------
# 14 Warehouse system (less common) -- bad: the receipt the agent created is missing from the day's list
# ---------------------------------------------------------------------------------------------------

def t14(rs: RowSet) -> None:
    tools = [
        tool("search_sku", "Search SKUs by text.", {"query": S}, ["query"]),
        tool("get_inventory", "Stock of one SKU by location.", {"sku": S}, ["sku"]),
        tool("list_receipts", "Inbound receipts (ASNs) of a day.", {"date": S, "status": S}, ["date"]),
        tool("get_receipt", "One receipt with lines and putaway status.", {"receipt_id": S}, ["receipt_id"]),
        tool("create_receipt", "Create an inbound receipt for a purchase order.", {"po": S, "supplier": S, "dock": S, "lines": A}, ["po", "lines"]),
        tool("receive_line", "Record received quantity for a receipt line.", {"receipt_id": S, "line": INT, "qty": INT, "short_reason": S}, ["receipt_id", "line", "qty"]),
        tool("create_putaway", "Generate putaway tasks for received LPNs.", {"receipt_id": S}, ["receipt_id"]),
        tool("list_tasks", "Warehouse tasks by type and status.", {"type": S, "status": S}, []),
        tool("complete_task", "Confirm a task as done.", {"task_id": S, "confirm_location": S}, ["task_id"]),
    ]
    system = mcp_system("stockyard-wms", "warehouse management for distribution centre DC-RNO (Reno); user agent.wms", tools)
    o1 = '4 SKUs match "M8 hex bolt zinc"   site DC-RNO   2024-06-19 08:58:31\n\n' + table(
        ["SKU", "Description", "UoM", "On hand", "Available"], [
            ("FST-M8-30-ZN", "Hex bolt M8x30, 8.8, zinc plated", "box/100", "1,120", "1,120"),
            ("FST-M8-40-ZN", "Hex bolt M8x40, 8.8, zinc plated", "box/100", "1,536", "1,356"),
            ("FST-M8-50-ZN", "Hex bolt M8x50, 8.8, zinc plated", "box/100", "412", "380"),
            ("FST-M8-40-ZY", "Hex bolt M8x40, 8.8, zinc yellow", "box/100", "264", "264")])

    def inv(rows: list[tuple[str, ...]], on: str, av: str, stamp: str) -> str:
        return (f"FST-M8-40-ZN  Hex bolt M8x40, 8.8, zinc plated  (box/100)   as of {stamp}\n\n"
                + table(["Location", "Type", "LPN", "Qty", "Allocated", "Status"], rows)
                + f"\n\nTotals: on hand {on} | allocated 180 | available {av} | inbound on open receipts 0")

    inv0 = [("A-12-03", "pick", "-", "240", "180", "available"), ("A-12-04", "pick", "-", "96", "0", "available"),
            ("RES-07-B", "reserve", "LP00401129", "1,200", "0", "available")]
    inv1 = inv0 + [("RES-07-B", "reserve", "LP00418873", "600", "0", "available")]
    rc_cols = ["Receipt", "PO", "Supplier", "Dock", "Lines", "Status", "Created"]
    o3 = "Receipts for 2024-06-19 at DC-RNO (3)\n\n" + table(rc_cols, [
        ("RCV-20240619-001", "PO-55790", "Würth Industry USA", "D2", "6", "received", "06:12"),
        ("RCV-20240619-002", "PO-55804", "Fastenal", "D3", "4", "receiving", "07:40"),
        ("RCV-20240619-003", "PO-55809", "Grainger", "D1", "9", "open", "08:05")])
    o4 = """Created RCV-20240619-004
  PO ........... PO-55812  Brighton-Best International
  Dock ......... D4
  Status ....... open
  Created ...... 2024-06-19 09:02:44 by agent.wms
  Lines:
    1  FST-M8-40-ZN  Hex bolt M8x40, 8.8, zinc plated   expected 600 box/100
    2  FST-M8-50-ZN  Hex bolt M8x50, 8.8, zinc plated   expected 300 box/100"""
    o5 = """RCV-20240619-004 line 1 received
  SKU .......... FST-M8-40-ZN
  Received ..... 600 of 600 box/100
  LPN .......... LP00418873 (1 pallet, 18 layers) staged at D4-STAGE
  Receipt ...... receiving (1 of 2 lines done)
  At ........... 2024-06-19 09:03:58"""
    o6 = """RCV-20240619-004 line 2 received short
  SKU .......... FST-M8-50-ZN
  Received ..... 180 of 300 box/100 (short 120, reason: short shipped by supplier)
  LPN .......... LP00418874 staged at D4-STAGE
  Receipt ...... partially_received (2 of 2 lines processed, 1 short)
  Discrepancy .. DSC-3391 opened for buyer review (PO-55812 line 2)
  At ........... 2024-06-19 09:04:40"""
    o7 = "Putaway tasks created for RCV-20240619-004 (2)\n\n" + table(["Task", "LPN", "SKU", "Qty", "From", "To", "Rule"], [
        ("PT-77120", "LP00418873", "FST-M8-40-ZN", "600", "D4-STAGE", "RES-07-B", "consolidate with same SKU in reserve"),
        ("PT-77121", "LP00418874", "FST-M8-50-ZN", "180", "D4-STAGE", "A-12-07", "top up pick face below max 400")])
    o8 = "Open putaway tasks at DC-RNO (5)  as of 09:06:12\n\n" + table(["Task", "Receipt", "LPN", "SKU", "Qty", "From", "To", "Created", "Assigned"], [
        ("PT-77102", "RCV-20240619-001", "LP00418790", "WSH-M8-FLAT-ZN", "800", "D2-STAGE", "B-03-11", "06:40", "r.castillo"),
        ("PT-77115", "RCV-20240619-002", "LP00418861", "ANC-WDG-12-75", "240", "D3-STAGE", "C-01-02", "08:47", "-"),
        ("PT-77116", "RCV-20240619-002", "LP00418862", "ANC-WDG-12-100", "160", "D3-STAGE", "C-01-03", "08:47", "-"),
        ("PT-77120", "RCV-20240619-004", "LP00418873", "FST-M8-40-ZN", "600", "D4-STAGE", "RES-07-B", "09:05", "-"),
        ("PT-77121", "RCV-20240619-004", "LP00418874", "FST-M8-50-ZN", "180", "D4-STAGE", "A-12-07", "09:05", "-")])
    o9 = """PT-77120 completed
  LPN .......... LP00418873  FST-M8-40-ZN  600 box/100
  From/To ...... D4-STAGE -> RES-07-B (location scan confirmed)
  Completed .... 2024-06-19 09:11:38 by agent.wms
  Receipt ...... RCV-20240619-004: 1 of 2 putaway tasks done"""
    o10 = "Receipts for 2024-06-19 at DC-RNO (3)\n\n" + table(rc_cols, [
        ("RCV-20240619-001", "PO-55790", "Würth Industry USA", "D2", "6", "received", "06:12"),
        ("RCV-20240619-002", "PO-55804", "Fastenal", "D3", "4", "received", "07:40"),
        ("RCV-20240619-003", "PO-55809", "Grainger", "D1", "9", "receiving", "08:05")])
    o12 = """RCV-20240619-004   PO-55812  Brighton-Best International   dock D4
  Status ....... partially_received
  Created ...... 2024-06-19 09:02:44 by agent.wms
  Lines:
    1  FST-M8-40-ZN   expected 600   received 600   LPN LP00418873   putaway PT-77120 done (RES-07-B, 09:11:38)
    2  FST-M8-50-ZN   expected 300   received 180   LPN LP00418874   putaway PT-77121 open (to A-12-07)
  Discrepancies: DSC-3391 short 120 on line 2 (awaiting buyer)
  Events: created 09:02:44 | line 1 received 09:03:58 | line 2 received short 09:04:40 | putaway generated 09:05:07 | PT-77120 done 09:11:38"""
    lines = [{"sku": "FST-M8-40-ZN", "qty": 600, "uom": "box/100"}, {"sku": "FST-M8-50-ZN", "qty": 300, "uom": "box/100"}]
    turns = [
        (call("search_sku", query="M8 hex bolt zinc"), o1),
        (call("get_inventory", sku="FST-M8-40-ZN"), inv(inv0, "1,536", "1,356", "08:59:10")),
        (call("list_receipts", date="2024-06-19"), o3),
        (call("create_receipt", po="PO-55812", supplier="Brighton-Best International", dock="D4", lines=lines), o4),
        (call("receive_line", receipt_id="RCV-20240619-004", line=1, qty=600), o5),
        (call("receive_line", receipt_id="RCV-20240619-004", line=2, qty=180, short_reason="short shipped by supplier"), o6),
        (call("create_putaway", receipt_id="RCV-20240619-004"), o7),
        (call("list_tasks", type="putaway", status="open"), o8),
        (call("complete_task", task_id="PT-77120", confirm_location="RES-07-B"), o9),
        (call("list_receipts", date="2024-06-19"), o10),
        (call("get_inventory", sku="FST-M8-40-ZN"), inv(inv1, "2,136", "1,956", "09:13:02")),
        (call("get_receipt", receipt_id="RCV-20240619-004"), o12),
    ]
    rs.add(task=T, tid="h24-mcp-14", system=system, turns=turns,
           state="DC-RNO inbound shift, 19 June 2024; the dock team keeps receiving other suppliers' deliveries in parallel.",
           bad=True, turn=10, kind="list of the day's receipts omits RCV-20240619-004, which the agent created and received that morning (count stays 3)")


# ---------------------------------------------------------------------------------------------------
# 15 Google Calendar (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    tools = [
        tool("list_calendars", "Calendars in the user's list.", {}, []),
        tool("list_events", "Events of a calendar in a time window.", {"calendarId": S, "timeMin": S, "timeMax": S, "singleEvents": B, "orderBy": S, "timeZone": S}, ["calendarId"]),
        tool("get_event", "One event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Busy intervals of calendars.", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S, "conferenceData": OBJ}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event.", {"calendarId": S, "eventId": S, "end": OBJ, "description": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar of lena.fischer@northwind-labs.com", tools)
    me, marco, aisha = "lena.fischer@northwind-labs.com", "marco.rossi@northwind-labs.com", "aisha.bello@northwind-labs.com"
    tz = "Europe/Berlin"
    rec = "5kq2m9p7r1t3v5x7z9b1d3f5h7"
    new_id = "h8d3k2q7w1e5r9t4y6u0i2o8p3"
    prep_id = "1h7j3l9n5p1r7t3v9x5z1b7d3f"

    def ev(i: str, summary: str, start: str, end: str, org: str, etag: str, updated: str, z: str | None = tz, **extra: Any) -> dict[str, Any]:
        s = {"dateTime": start} | ({"timeZone": z} if z else {})
        e = {"dateTime": end} | ({"timeZone": z} if z else {})
        return {"kind": "calendar#event", "etag": etag, "id": i, "status": extra.pop("status", "confirmed"),
                "htmlLink": f"https://www.google.com/calendar/event?eid={i[:12]}", "summary": summary, "organizer": {"email": org, "self": org == me},
                "start": s, "end": e, "updated": updated, **extra}

    def standup(day: str, utc: str, z: str | None = tz, off: str = "+02:00") -> dict[str, Any]:
        st = f"2024-06-{day}T09:00:00{off}" if off != "Z" else f"2024-06-{day}T07:00:00Z"
        en = f"2024-06-{day}T09:15:00{off}" if off != "Z" else f"2024-06-{day}T07:15:00Z"
        return ev(f"{rec}_{utc}", "Weekly standup", st, en, marco, '"3431877402338000"', "2024-05-13T09:18:21.169Z", z,
                  recurringEventId=rec, originalStartTime={"dateTime": st, "timeZone": tz}, hangoutLink="https://meet.google.com/pqe-xdjs-tvk")

    mon = [
        standup("24", "20240624T070000Z"),
        ev("3c9v0r6k2p8s4u0w6y2a8c4e0g", "1:1 Marco / Lena", "2024-06-24T11:00:00+02:00", "2024-06-24T11:30:00+02:00", marco, '"3436022311904000"', "2024-06-10T14:25:55.952Z"),
        ev("7t1r5e9w3q7u1i5o9p3a7s1d5f", "Lunch & learn: Stripe Tax", "2024-06-24T12:30:00+02:00", "2024-06-24T13:30:00+02:00", "people-ops@northwind-labs.com", '"3436789102551000"', "2024-06-15T07:58:31.275Z"),
    ]
    prep = ev(prep_id, "Pricing page prep (tentative)", "2024-06-25T14:00:00+02:00", "2024-06-25T14:30:00+02:00", me, '"3437501920118000"',
              "2024-06-18T19:19:20.059Z", status="tentative", transparency="transparent")
    review = ev("9m2n6b0v4c8x2z6l0k4j8h2g6f", "Design review: checkout", "2024-06-25T16:00:00+02:00", "2024-06-25T17:00:00+02:00", aisha,
                '"3437320145772000"', "2024-06-17T16:51:12.886Z")
    tue = [standup("25", "20240625T070000Z"), prep, review]
    desc = "Agenda: pricing page A/B results, annual-plan copy, launch date. Doc: go/pricing-page-q3"
    conf = {"createRequest": {"requestId": "pps-20240625", "conferenceSolutionKey": {"type": "hangoutsMeet"}}}
    att0 = [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
            {"email": marco, "responseStatus": "needsAction"}, {"email": aisha, "responseStatus": "needsAction"}]
    base_new = {"created": "2024-06-21T08:12:40.000Z", "creator": {"email": me, "self": True}, "hangoutLink": "https://meet.google.com/xkq-bdtw-mfa",
                "iCalUID": f"{new_id}@google.com", "reminders": {"useDefault": True}, "eventType": "default"}
    created = ev(new_id, "Pricing page sync", "2024-06-25T14:00:00+02:00", "2024-06-25T14:45:00+02:00", me, '"3437915521226000"',
                 "2024-06-21T08:12:40.113Z", attendees=att0, sequence=0, **base_new)
    updated = ev(new_id, "Pricing page sync", "2024-06-25T14:00:00+02:00", "2024-06-25T15:00:00+02:00", me, '"3437915583470000"',
                 "2024-06-21T08:13:11.735Z", description=desc, attendees=att0, sequence=1, **base_new)
    att1 = [att0[0], {"email": marco, "responseStatus": "needsAction"}, {"email": aisha, "responseStatus": "accepted"}]
    new_utc = ev(new_id, "Pricing page sync", "2024-06-25T12:00:00Z", "2024-06-25T13:00:00Z", me, '"3437915722762000"',
                 "2024-06-21T08:14:02.381Z", z=None, description=desc, attendees=att1, sequence=1, **base_new)
    review_utc = ev("9m2n6b0v4c8x2z6l0k4j8h2g6f", "Design review: checkout", "2024-06-25T14:00:00Z", "2024-06-25T15:00:00Z", aisha,
                    '"3437320145772000"', "2024-06-17T16:51:12.886Z", z=None)
    instance = standup("25", "20240625T070000Z") | {
        "attendees": [{"email": marco, "organizer": True, "responseStatus": "accepted"}, {"email": me, "self": True, "responseStatus": "accepted"},
                      {"email": aisha, "responseStatus": "accepted"}, {"email": "jonas.weber@northwind-labs.com", "responseStatus": "accepted"},
                      {"email": "priya.shah@northwind-labs.com", "responseStatus": "tentative"}, {"email": "tom.hale@northwind-labs.com", "responseStatus": "needsAction"}],
        "iCalUID": f"{rec}@google.com", "sequence": 2, "eventType": "default"}
    fb1 = {"kind": "calendar#freeBusy", "timeMin": "2024-06-25T06:00:00.000Z", "timeMax": "2024-06-25T16:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-06-25T07:00:00Z", "end": "2024-06-25T07:15:00Z"}, {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]},
        marco: {"busy": [{"start": "2024-06-25T07:00:00Z", "end": "2024-06-25T07:15:00Z"}, {"start": "2024-06-25T09:30:00Z", "end": "2024-06-25T11:00:00Z"},
                         {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]},
        aisha: {"busy": [{"start": "2024-06-25T08:00:00Z", "end": "2024-06-25T09:00:00Z"}, {"start": "2024-06-25T10:30:00Z", "end": "2024-06-25T11:30:00Z"},
                         {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]}}}
    fb2 = {**fb1, "calendars": {
        me: {"busy": [{"start": "2024-06-25T07:00:00Z", "end": "2024-06-25T07:15:00Z"}, {"start": "2024-06-25T12:00:00Z", "end": "2024-06-25T13:00:00Z"},
                      {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]},
        marco: {"busy": [{"start": "2024-06-25T07:00:00Z", "end": "2024-06-25T07:15:00Z"}, {"start": "2024-06-25T09:30:00Z", "end": "2024-06-25T11:00:00Z"},
                         {"start": "2024-06-25T12:00:00Z", "end": "2024-06-25T13:00:00Z"}, {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]},
        aisha: {"busy": [{"start": "2024-06-25T08:00:00Z", "end": "2024-06-25T09:00:00Z"}, {"start": "2024-06-25T10:30:00Z", "end": "2024-06-25T11:30:00Z"},
                         {"start": "2024-06-25T12:00:00Z", "end": "2024-06-25T13:00:00Z"}, {"start": "2024-06-25T14:00:00Z", "end": "2024-06-25T15:00:00Z"}]}}}
    cals = {"kind": "calendar#calendarList", "items": [
        {"id": me, "summary": me, "timeZone": tz, "accessRole": "owner", "primary": True, "backgroundColor": "#9fe1e7"},
        {"id": "c_8f2k4m6p0r2t4v6x8z0b2d4f6h@group.calendar.google.com", "summary": "Team Pricing", "timeZone": tz, "accessRole": "writer", "backgroundColor": "#f691b2"},
        {"id": "en.german#holiday@group.v.calendar.google.com", "summary": "Holidays in Germany", "timeZone": tz, "accessRole": "reader", "backgroundColor": "#16a765"}]}

    def lst(items: list[dict[str, Any]], z: str, updated: str) -> str:
        return pj({"kind": "calendar#events", "summary": me, "timeZone": z, "updated": updated, "accessRole": "owner", "items": items})

    items_body = {"calendarId": "primary", "timeMin": "2024-06-25T08:00:00+02:00", "timeMax": "2024-06-25T18:00:00+02:00",
                  "items": [{"id": me}, {"id": marco}, {"id": aisha}]}
    turns = [
        (call("list_calendars"), pj(cals)),
        (call("list_events", calendarId="primary", timeMin="2024-06-24T00:00:00+02:00", timeMax="2024-06-26T00:00:00+02:00", singleEvents=True, orderBy="startTime"),
         lst(mon + tue, tz, "2024-06-18T19:19:20.059Z")),
        (call("get_freebusy", timeMin=items_body["timeMin"], timeMax=items_body["timeMax"], items=items_body["items"]), pj(fb1)),
        (call("create_event", calendarId="primary", summary="Pricing page sync", start={"dateTime": "2024-06-25T14:00:00", "timeZone": tz},
              end={"dateTime": "2024-06-25T14:45:00", "timeZone": tz}, attendees=[{"email": marco}, {"email": aisha}], conferenceData=conf), pj(created)),
        (call("update_event", calendarId="primary", eventId=new_id, end={"dateTime": "2024-06-25T15:00:00", "timeZone": tz}, description=desc), pj(updated)),
        (call("delete_event", calendarId="primary", eventId=prep_id, sendUpdates="none"), pj({"status": 204, "deleted": prep_id})),
        (call("get_event", calendarId="primary", eventId=f"{rec}_20240625T070000Z"), pj(instance)),
        (call("list_events", calendarId="primary", timeMin="2024-06-25T00:00:00+02:00", timeMax="2024-06-26T00:00:00+02:00", singleEvents=True, orderBy="startTime", timeZone="UTC"),
         lst([standup("25", "20240625T070000Z", None, "Z"), new_utc, review_utc], "UTC", "2024-06-21T08:14:02.381Z")),
        (call("get_freebusy", timeMin=items_body["timeMin"], timeMax=items_body["timeMax"], items=items_body["items"]), pj(fb2)),
    ]
    rs.add(task=T, tid="h24-mcp-15", system=system, turns=turns,
           state="Friday 21 June 2024, 10:12 in Berlin. Lena wants a pricing-page sync with Marco and Aisha on Tuesday 25 June and to drop her tentative prep placeholder.")


# ---------------------------------------------------------------------------------------------------
# 16 Linear (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    tools = [
        tool("linear_search_issues", "Search issues by text, team, state.", {"query": S, "teamKey": S, "orderBy": S, "limit": INT}, []),
        tool("linear_get_issue", "One issue with its details.", {"id": S}, ["id"]),
        tool("linear_create_issue", "Create an issue.", {"teamKey": S, "title": S, "description": S, "parentId": S, "estimate": INT, "priority": INT, "stateName": S, "cycle": INT, "assignee": S}, ["teamKey", "title"]),
        tool("linear_update_issue", "Update an issue's fields.", {"id": S, "stateName": S, "priority": INT, "estimate": INT}, ["id"]),
        tool("linear_add_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_get_cycle", "A cycle's progress for a team.", {"teamKey": S, "number": INT}, ["teamKey", "number"]),
    ]
    system = mcp_system("linear", "the Linear workspace of Parcelhop; acting as Mateo Alvarez", tools)

    def line(ident: str, title: str, state: str, prio: str, who: str, est: int, cyc: str, upd: str) -> str:
        return f"- {ident}  {title}\n  State: {state} · Priority: {prio} · Assignee: {who} · Estimate: {est} · {cyc} · Updated {upd}"

    o1 = "Found 4 issues matching \"webhook retries\" (team ENG, sorted by relevance)\n\n" + "\n".join([
        line("ENG-1231", "Webhook delivery retries with exponential backoff", "In Progress", "High", "Mateo Alvarez", 3, "Cycle 27", "2024-08-12T16:40:11.204Z"),
        line("ENG-1266", "Log webhook retry attempts with response status", "In Progress", "Medium", "Mateo Alvarez", 1, "Cycle 27", "2024-08-13T08:02:55.870Z"),
        line("ENG-1207", "Webhook signing secret rotation", "Done", "Urgent", "Jin Park", 2, "Cycle 26", "2024-07-30T11:19:02.335Z"),
        line("ENG-1260", "Customer-facing webhook retry settings UI", "Backlog", "Low", "Unassigned", 5, "No cycle", "2024-08-07T13:45:37.018Z")])
    o2 = """ENG-1231: Webhook delivery retries with exponential backoff
URL: https://linear.app/parcelhop/issue/ENG-1231/webhook-delivery-retries-with-exponential-backoff
State: In Progress
Priority: High
Assignee: Mateo Alvarez
Estimate: 3
Cycle: Cycle 27 (Aug 5 – Aug 18, 2024)
Labels: backend, webhooks
Sub-issues: none
Created: 2024-07-31T09:02:18.661Z
Updated: 2024-08-12T16:40:11.204Z

Description:
Failed deliveries (5xx, timeouts > 10 s) are retried 6 times: 30 s, 2 min, 10 min, 30 min, 2 h, 6 h, with ±20% jitter.
4xx responses other than 408/429 are not retried. Attempts are visible on the delivery log.

Comments (2):
- Jin Park (2024-08-09): Let's keep 410 Gone as a hard stop and disable the endpoint.
- Mateo Alvarez (2024-08-12): Backoff schedule done; PR #1873 up for review, DLQ still missing."""
    o3 = """Created issue ENG-1284
Title: Dead-letter queue for failed webhook deliveries
URL: https://linear.app/parcelhop/issue/ENG-1284/dead-letter-queue-for-failed-webhook-deliveries
Team: ENG
State: Todo
priority: 2
estimate: 2
Parent: ENG-1231
Cycle: 27
Assignee: Mateo Alvarez
createdAt: 2024-08-13T09:13:52.904Z"""
    o4 = """Updated ENG-1231
State: In Progress -> In Review
updatedAt: 2024-08-13T09:14:27.551Z
Sub-issues: ENG-1284 (Todo)"""
    o5 = """Cycle 27 · team ENG · Aug 5 – Aug 18, 2024 · day 9 of 14
Scope: 41 points in 25 issues
Completed: 22 points (53.7%)
Started: 9 points
Not started: 10 points
Scope changes today: +2 points (ENG-1284 added 09:13 by Mateo Alvarez)
Burn-up: day 1 0 | day 3 5 | day 5 11 | day 7 17 | day 8 22 | day 9 22"""
    c_body = "Moved to review: backoff schedule is in PR #1873. DLQ split out as ENG-1284 so this can merge first."
    o6 = f"""Comment added to ENG-1231
id: 6f1e0b7c-2a93-4d5e-9c18-b07a4e3d2f61
createdAt: 2024-08-13T09:15:03.880Z
body: {c_body}"""
    o7 = """Updated ENG-1266
State: In Progress -> Done
completedAt: 2024-08-13T09:15:40.612Z
updatedAt: 2024-08-13T09:15:40.612Z"""
    o8 = """Cycle 27 · team ENG · Aug 5 – Aug 18, 2024 · day 9 of 14
Scope: 41 points in 25 issues
Completed: 25 points (61.0%)
Started: 6 points
Not started: 10 points
Completed today:
  ENG-1266  Log webhook retry attempts with response status   1 pt   Mateo Alvarez   09:15
  ENG-1219  Rate-limit status page API                        2 pt   Jin Park        09:16
Scope changes today: +2 points (ENG-1284 added 09:13 by Mateo Alvarez)
Burn-up: day 1 0 | day 3 5 | day 5 11 | day 7 17 | day 8 22 | day 9 25"""
    o9 = "Found 5 issues matching \"webhook retries\" (team ENG, sorted by last updated)\n\n" + "\n".join([
        line("ENG-1266", "Log webhook retry attempts with response status", "Done", "Medium", "Mateo Alvarez", 1, "Cycle 27", "2024-08-13T09:15:40.612Z"),
        line("ENG-1231", "Webhook delivery retries with exponential backoff", "In Review", "High", "Mateo Alvarez", 3, "Cycle 27", "2024-08-13T09:15:03.880Z"),
        line("ENG-1284", "Dead-letter queue for failed webhook deliveries", "Todo", "High", "Mateo Alvarez", 2, "Cycle 27", "2024-08-13T09:13:52.904Z"),
        line("ENG-1260", "Customer-facing webhook retry settings UI", "Backlog", "Low", "Unassigned", 5, "No cycle", "2024-08-07T13:45:37.018Z"),
        line("ENG-1207", "Webhook signing secret rotation", "Done", "Urgent", "Jin Park", 2, "Cycle 26", "2024-07-30T11:19:02.335Z")])
    turns = [
        (call("linear_search_issues", query="webhook retries", teamKey="ENG", limit=10), mcp_text(o1)),
        (call("linear_get_issue", id="ENG-1231"), mcp_text(o2)),
        (call("linear_create_issue", teamKey="ENG", title="Dead-letter queue for failed webhook deliveries",
              description="Deliveries that exhaust all retries go to a DLQ with a replay action in the dashboard.",
              parentId="ENG-1231", estimate=2, priority=2, stateName="Todo", cycle=27, assignee="me"), mcp_text(o3)),
        (call("linear_update_issue", id="ENG-1231", stateName="In Review"), mcp_text(o4)),
        (call("linear_get_cycle", teamKey="ENG", number=27), mcp_text(o5)),
        (call("linear_add_comment", issueId="ENG-1231", body=c_body), mcp_text(o6)),
        (call("linear_update_issue", id="ENG-1266", stateName="Done"), mcp_text(o7)),
        (call("linear_get_cycle", teamKey="ENG", number=27), mcp_text(o8)),
        (call("linear_search_issues", query="webhook retries", teamKey="ENG", orderBy="updatedAt", limit=10), mcp_text(o9)),
    ]
    rs.add(task=T, tid="h24-mcp-16", system=system, turns=turns,
           state="Team ENG, active cycle 27 (39 points in 24 issues this morning). Jin Park and others are closing issues at the same time.")


# ---------------------------------------------------------------------------------------------------
# 17 SQLite (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t17(rs: RowSet) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the database.", {}, []),
        tool("describe_table", "Get the schema of a table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "the SQLite database bakery.db of Crumb & Co.", tools)
    prods = [(1, "Sourdough loaf", 650, 1, "2023-03-01"), (2, "Baguette", 320, 1, "2023-03-01"), (3, "Croissant", 375, 1, "2023-03-01"),
             (4, "Pain au chocolat", 410, 1, "2023-03-01"), (5, "Rye loaf", 620, 0, "2023-03-01"), (6, "Cinnamon roll", 425, 1, "2023-04-12"),
             (7, "Focaccia", 550, 1, "2023-09-05"), (8, "Lemon tart", 480, 1, "2024-06-03")]
    o3 = str([{"id": i, "name": n, "price_cents": p, "active": a, "added_on": d} for i, n, p, a, d in prods])
    act = prods + [(9, "Cardamom bun", 425, 1, "2024-06-14")]
    act = sorted([x for x in act if x[3] == 1], key=lambda x: (-x[2], x[1]))
    o5 = str([{"id": i, "name": n, "price_cents": p} for i, n, p, _, _ in act])
    rev = [("Croissant", 388, 1455.0), ("Sourdough loaf", 212, 1378.0), ("Cinnamon roll", 301, 1279.25), ("Baguette", 265, 848.0),
           ("Pain au chocolat", 190, 779.0), ("Focaccia", 97, 533.5), ("Rye loaf", 14, 86.8)]
    o7 = str([{"name": n, "units": u, "revenue": r} for n, u, r in rev])
    desc = str([{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
                {"cid": 1, "name": "name", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
                {"cid": 2, "name": "price_cents", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
                {"cid": 3, "name": "active", "type": "INTEGER", "notnull": 1, "dflt_value": "1", "pk": 0},
                {"cid": 4, "name": "added_on", "type": "TEXT", "notnull": 0, "dflt_value": "date('now')", "pk": 0}])
    rev_sql = ("SELECT p.name, SUM(oi.qty) AS units, ROUND(SUM(oi.qty * oi.unit_price_cents) / 100.0, 2) AS revenue "
               "FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id "
               "WHERE o.placed_at >= '2024-05-01' AND o.placed_at < '2024-06-01' GROUP BY p.id ORDER BY revenue DESC")
    insight = ("May 2024: croissants led revenue ($1,455.00, 388 units) ahead of sourdough ($1,378.00, 212 units). "
               "Sourdough list price raised from $6.50 to $6.95 on 2024-06-14 (May revenue used the old price stored on each order line). "
               "New product: Cardamom bun (id 9) at $4.25.")
    turns = [
        (call("list_tables"), mcp_text(str([{"name": "customers"}, {"name": "order_items"}, {"name": "orders"}, {"name": "products"}]))),
        (call("describe_table", table_name="products"), mcp_text(desc)),
        (call("read_query", query="SELECT id, name, price_cents, active, added_on FROM products ORDER BY id"), mcp_text(o3)),
        (call("write_query", query="INSERT INTO products (name, price_cents, active) VALUES ('Cardamom bun', 425, 1)"), mcp_text(str([{"affected_rows": 1}]))),
        (call("read_query", query="SELECT id, name, price_cents FROM products WHERE active = 1 ORDER BY price_cents DESC, name"), mcp_text(o5)),
        (call("write_query", query="UPDATE products SET price_cents = 695 WHERE name = 'Sourdough loaf'"), mcp_text(str([{"affected_rows": 1}]))),
        (call("read_query", query=rev_sql), mcp_text(o7)),
        (call("read_query", query="SELECT COUNT(*) AS n, SUM(active) AS active_n, MAX(id) AS max_id FROM products"),
         mcp_text(str([{"n": 9, "active_n": 8, "max_id": 9}]))),
        (call("read_query", query="SELECT id, name, price_cents, added_on FROM products WHERE id IN (1, 9) ORDER BY id"),
         mcp_text(str([{"id": 1, "name": "Sourdough loaf", "price_cents": 695, "added_on": "2023-03-01"},
                       {"id": 9, "name": "Cardamom bun", "price_cents": 425, "added_on": "2024-06-14"}]))),
        (call("append_insight", insight=insight), mcp_text("Insight added to memo")),
    ]
    rs.add(task=T, tid="h24-mcp-17", system=system, turns=turns,
           state="bakery.db on 2024-06-14: products, customers, orders, order_items (order_items stores the unit price charged at the time of sale).")


# ---------------------------------------------------------------------------------------------------
# 18 3D print farm (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    tools = [
        tool("list_printers", "All printers with live state.", {}, []),
        tool("get_printer", "One printer in detail.", {"printer_id": S}, ["printer_id"]),
        tool("queue_job", "Add a print job to the farm queue.", {"file": S, "material": S, "color": S, "printer_pref": S, "copies": INT}, ["file", "material"]),
        tool("start_job", "Start a queued job on a printer.", {"job_id": S, "printer_id": S}, ["job_id", "printer_id"]),
        tool("get_job", "Status of a job.", {"job_id": S}, ["job_id"]),
        tool("list_queue", "Jobs waiting in the queue.", {}, []),
    ]
    system = mcp_system("layerfarm", "the print farm of the Makerspace Tāmaki (6 FDM printers); times NZST", tools)

    def pr(pid: str, name: str, state: str, job: str | None, prog: int | None, eta: str | None, noz: tuple[float, float], bed: tuple[float, float], fil: str, rem: float, **extra: Any) -> dict[str, Any]:
        return {"id": pid, "name": name, "state": state, "job": job, "progress_pct": prog, "eta": eta,
                "nozzle_c": {"actual": noz[0], "target": noz[1]}, "bed_c": {"actual": bed[0], "target": bed[1]},
                "filament": {"loaded": fil, "remaining_g": rem}, **extra}

    l1 = [
        pr("P1", "Prusa MK4 #1", "printing", "J-3296", 77, "0h 21m", (215.1, 215), (60.0, 60), "PLA Galaxy Black", 318.0),
        pr("P2", "Bambu X1C #1", "printing", "J-3301", 41, "1h 12m", (220.2, 220), (55.1, 55), "PLA Jade White", 702.0),
        pr("P3", "Prusa MK4 #2", "paused", "J-3299", 63, None, (170.0, 170), (80.0, 80), "PETG Orange", 0.0, error="filament runout"),
        pr("P4", "Prusa MK4 #3", "idle", None, None, None, (24.8, 0), (23.9, 0), "PETG Black", 612.0),
        pr("P5", "Voron 2.4 350", "maintenance", None, None, None, (22.1, 0), (22.0, 0), "ABS Grey", 840.0, note="belt tension, back Thursday"),
        pr("P6", "Bambu P1S #1", "finished", "J-3290", 100, None, (41.3, 0), (38.0, 0), "PLA Grey", 455.0, note="awaiting bed clear"),
    ]
    l10 = [
        pr("P1", "Prusa MK4 #1", "printing", "J-3296", 95, "0h 06m", (214.8, 215), (60.1, 60), "PLA Galaxy Black", 309.6),
        pr("P2", "Bambu X1C #1", "printing", "J-3301", 53, "0h 57m", (219.9, 220), (55.0, 55), "PLA Jade White", 690.3),
        pr("P3", "Prusa MK4 #2", "paused", "J-3299", 63, None, (170.0, 170), (79.9, 80), "PETG Orange", 0.0, error="filament runout"),
        pr("P4", "Prusa MK4 #3", "printing", "J-3318", 6, "2h 28m", (240.2, 240), (80.0, 80), "PETG Black", 603.6),
        pr("P5", "Voron 2.4 350", "maintenance", None, None, None, (22.2, 0), (22.0, 0), "ABS Grey", 840.0, note="belt tension, back Thursday"),
        pr("P6", "Bambu P1S #1", "idle", None, None, None, (27.6, 0), (26.9, 0), "PLA Grey", 455.0, note="bed cleared by k.walker 10:12"),
    ]
    p4 = {"id": "P4", "name": "Prusa MK4 #3", "state": "idle", "nozzle": "0.4 mm hardened steel", "build_plate": "textured PEI",
          "build_volume_mm": [250, 210, 220], "temps_c": {"nozzle": 24.8, "bed": 23.9, "enclosure": None},
          "filament": {"loaded": "PETG Black", "brand": "Prusament", "spool_g": 1000, "remaining_g": 612.0, "dried": "2024-05-20"},
          "firmware": "6.0.1", "print_hours_total": 1842.6, "last_job": {"id": "J-3288", "finished_at": "2024-05-21T18:44:09+12:00", "result": "success"},
          "as_of": "2024-05-22T10:02:31+12:00"}
    p4b = {**p4, "state": "printing", "job": "J-3318", "progress_pct": 5, "temps_c": {"nozzle": 239.9, "bed": 80.1, "enclosure": None},
           "filament": {**p4["filament"], "remaining_g": 604.4}, "as_of": "2024-05-22T10:16:10+12:00"}
    job = {"job_id": "J-3318", "file": "bracket_v3_x8.3mf", "material": "PETG", "color": "black", "copies": 1, "parts_per_plate": 8,
           "estimated_time": "2h 38m", "estimated_filament_g": 146.2, "state": "queued", "queue_position": 3, "printer_pref": "P4",
           "submitted_by": "farm-agent", "created_at": "2024-05-22T10:03:05+12:00"}
    start = {"job_id": "J-3318", "printer": "P4", "state": "heating", "started_at": "2024-05-22T10:03:40+12:00",
             "targets_c": {"nozzle": 240, "bed": 80}, "current_c": {"nozzle": 31.2, "bed": 27.5}, "steps": ["heat", "mesh bed leveling", "purge line", "print"]}

    def jst(prog: int, layer: int, elapsed: str, eta: str, used: float, noz: float, bed: float, at: str) -> dict[str, Any]:
        return {"job_id": "J-3318", "printer": "P4", "state": "printing", "progress_pct": prog, "layer": f"{layer}/412", "elapsed": elapsed,
                "eta": eta, "filament_used_g": used, "temps_c": {"nozzle": {"actual": noz, "target": 240}, "bed": {"actual": bed, "target": 80}},
                "started_at": "2024-05-22T10:03:40+12:00", "first_layer_at": "2024-05-22T10:07:31+12:00", "as_of": at}

    queue = {"as_of": "2024-05-22T10:09:02+12:00", "jobs": [
        {"job_id": "J-3305", "position": 1, "file": "enclosure_lid.3mf", "material": "PETG", "color": "orange", "printer_pref": "P3",
         "waiting_for": "P3 (paused: filament runout)", "submitted_by": "h.rangi", "created_at": "2024-05-22T08:41:17+12:00"},
        {"job_id": "J-3310", "position": 2, "file": "cable_clips_x40.gcode", "material": "PLA", "color": "any", "printer_pref": None,
         "waiting_for": "a free PLA printer", "submitted_by": "s.fale", "created_at": "2024-05-22T09:27:50+12:00"},
        {"job_id": "J-3319", "position": 3, "file": "gear_housing_rev2.3mf", "material": "PLA", "color": "grey", "printer_pref": "P6",
         "waiting_for": "P6 (bed clear)", "submitted_by": "t.ngata", "created_at": "2024-05-22T10:07:12+12:00"}]}
    p2 = {"id": "P2", "name": "Bambu X1C #1", "state": "printing", "job": {"id": "J-3301", "file": "drone_frame_v5.3mf", "progress_pct": 48,
                                                                          "eta": "1h 03m", "layer": "151/318", "owner": "a.hohaia"},
          "temps_c": {"nozzle": 219.8, "bed": 55.0, "chamber": 31.5}, "filament": {"loaded": "PLA Jade White", "ams_slot": 2, "remaining_g": 694.8},
          "as_of": "2024-05-22T10:10:30+12:00"}
    turns = [
        (call("list_printers"), pj({"as_of": "2024-05-22T10:02:10+12:00", "printers": l1})),
        (call("get_printer", printer_id="P4"), pj(p4)),
        (call("queue_job", file="bracket_v3_x8.3mf", material="PETG", color="black", printer_pref="P4", copies=1), pj(job)),
        (call("start_job", job_id="J-3318", printer_id="P4"), pj(start)),
        (call("get_job", job_id="J-3318"), pj(jst(1, 3, "0h 04m", "2h 37m", 0.9, 240.1, 80.3, "2024-05-22T10:08:15+12:00"))),
        (call("list_queue"), pj(queue)),
        (call("get_printer", printer_id="P2"), pj(p2)),
        (call("get_job", job_id="J-3318"), pj(jst(5, 19, "0h 12m", "2h 30m", 7.4, 239.8, 80.0, "2024-05-22T10:15:45+12:00"))),
        (call("get_printer", printer_id="P4"), pj(p4b)),
        (call("list_printers"), pj({"as_of": "2024-05-22T10:17:00+12:00", "printers": l10})),
    ]
    rs.add(task=T, tid="h24-mcp-18", system=system, turns=turns,
           state="Makerspace print farm, Wednesday morning; members queue and clear jobs from the web UI while the agent works.")


# ---------------------------------------------------------------------------------------------------
# 19 Docker (mainstream) -- clean
# ---------------------------------------------------------------------------------------------------

def t19(rs: RowSet) -> None:
    tools = [
        tool("list_containers", "List containers (docker ps).", {"all": B}, []),
        tool("inspect_container", "Low-level information on a container (docker inspect).", {"container": S}, ["container"]),
        tool("get_logs", "Container logs.", {"container": S, "tail": INT, "since": S}, ["container"]),
        tool("container_stats", "One-shot resource usage (docker stats --no-stream).", {"container": S}, ["container"]),
        tool("restart_container", "Restart a container.", {"container": S, "timeout": INT}, ["container"]),
    ]
    system = mcp_system("docker", "the Docker Engine 25.0.3 on host build-07", tools)
    hdr = "CONTAINER ID   IMAGE                              COMMAND                  CREATED       STATUS                   PORTS                    NAMES"

    def ps(api_status: str) -> str:
        rows = [
            ("4f1c9a2b7d3e", "registry.internal/shopapi:2.14.1", '"/app/entrypoint.sh …"', "3 days ago", api_status, "0.0.0.0:8080->8080/tcp", "api"),
            ("9b2e6d0a1c4f", "registry.internal/shopapi:2.14.1", '"/app/entrypoint.sh …"', "3 days ago", "Up 3 days", "", "worker"),
            ("c7d05e3f8a21", "redis:7.2.4-alpine", '"docker-entrypoint.s…"', "12 days ago", "Up 12 days", "6379/tcp", "redis"),
            ("e3a8f41b96c0", "postgres:15.6", '"docker-entrypoint.s…"', "12 days ago", "Up 12 days (healthy)", "5432/tcp", "postgres"),
            ("1d7b3c9e5a08", "nginx:1.25.4", '"/docker-entrypoint.…"', "3 days ago", "Up 3 days", "0.0.0.0:443->443/tcp", "nginx"),
            ("a60f2d8c4e17", "registry.internal/shopapi:2.14.1", '"/app/migrate.sh"', "3 days ago", "Exited (0) 3 days ago", "", "migrations"),
        ]
        w = [15, 35, 25, 14, 25, 25]
        return hdr + "\n" + "\n".join("".join(str(v).ljust(w[i]) for i, v in enumerate(r[:6])) + r[6] for r in rows)

    full_id = "4f1c9a2b7d3e8f05b6a1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3"

    def inspect(pid: int, started: str, finished: str, health: dict[str, Any]) -> str:
        return pj([{"Id": full_id, "Created": "2024-02-09T08:14:20.117350Z", "Path": "/app/entrypoint.sh", "Args": ["serve"],
                    "State": {"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Dead": False,
                              "Pid": pid, "ExitCode": 0, "Error": "", "StartedAt": started, "FinishedAt": finished, "Health": health},
                    "Image": "sha256:71e0c3b94a2f58d16e7b0c9a3d5f2e8b4a6c1d7e9f0b2a4c6d8e0f1a3b5c7d9e",
                    "Name": "/api", "RestartCount": 0, "Platform": "linux",
                    "HostConfig": {"RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0}, "Memory": 2147483648, "NanoCpus": 2000000000},
                    "Config": {"Image": "registry.internal/shopapi:2.14.1", "Env": ["APP_ENV=production", "DB_POOL_SIZE=20", "DB_HOST=postgres", "REDIS_URL=redis://redis:6379/0"],
                               "Healthcheck": {"Test": ["CMD", "curl", "-fsS", "http://localhost:8080/healthz"], "Interval": 30000000000,
                                               "Timeout": 5000000000, "Retries": 3}},
                    "NetworkSettings": {"Networks": {"shop_default": {"IPAddress": "172.19.0.6", "Gateway": "172.19.0.1"}}}}])

    bad_log = [{"Start": "2024-02-12T10:29:41.208771Z", "End": "2024-02-12T10:29:46.210102Z", "ExitCode": -1, "Output": "Health check exceeded timeout (5s)"},
               {"Start": "2024-02-12T10:30:16.213400Z", "End": "2024-02-12T10:30:21.214925Z", "ExitCode": -1, "Output": "Health check exceeded timeout (5s)"}]
    logs1 = """2024-02-12T10:28:49.902Z WARN  db.pool   acquire waited 5000ms: pool exhausted (20/20 in use, 37 waiting)
2024-02-12T10:28:49.903Z ERROR http      POST /v1/cart/checkout 503 5003ms req=7f2a91c0
2024-02-12T10:29:02.117Z WARN  db.pool   connection 14 held for 3h12m by job reindex-sku (possible leak)
2024-02-12T10:29:11.551Z ERROR http      GET /v1/products?page=3 503 5001ms req=7f2a9d44
2024-02-12T10:29:29.020Z WARN  db.pool   acquire waited 5000ms: pool exhausted (20/20 in use, 41 waiting)
2024-02-12T10:29:46.209Z ERROR http      GET /healthz 503 5000ms req=hc-8831
2024-02-12T10:30:02.778Z ERROR http      GET /v1/orders/8812073 503 5002ms req=7f2aa310
2024-02-12T10:30:14.395Z WARN  db.pool   acquire waited 5000ms: pool exhausted (20/20 in use, 44 waiting)
2024-02-12T10:30:21.214Z ERROR http      GET /healthz 503 5000ms req=hc-8832
2024-02-12T10:30:33.660Z ERROR http      POST /v1/cart/items 503 5004ms req=7f2aa9be
2024-02-12T10:30:41.031Z WARN  db.pool   connection 3 held for 2h58m by job reindex-sku (possible leak)
2024-02-12T10:30:47.880Z ERROR http      GET /v1/products/SKU-20931 503 5001ms req=7f2aaf02"""
    logs2 = """2024-02-12T10:31:04.662Z INFO  server    SIGTERM received, draining 212 in-flight requests (timeout 10s)
2024-02-12T10:31:04.668Z INFO  server    shutdown complete
2024-02-12T10:31:06.014Z INFO  main      shopapi 2.14.1 (commit 9e41b7c) starting, APP_ENV=production
2024-02-12T10:31:06.203Z INFO  db.pool   connected to postgres:5432/shop, pool size 20
2024-02-12T10:31:06.219Z INFO  cache     connected to redis://redis:6379/0
2024-02-12T10:31:06.341Z INFO  jobs      scheduler started (reindex-sku next run 11:00)
2024-02-12T10:31:06.355Z INFO  server    listening on :8080
2024-02-12T10:31:08.910Z INFO  http      GET /v1/products?page=1 200 41ms req=7f2ab5d1
2024-02-12T10:31:35.884Z INFO  http      GET /healthz 200 3ms req=hc-8834"""
    stats1 = ("CONTAINER ID   NAME   CPU %   MEM USAGE / LIMIT   MEM %    NET I/O           BLOCK I/O         PIDS\n"
              "4f1c9a2b7d3e   api    0.41%   1.21GiB / 2GiB      60.52%   18.4GB / 22.9GB   212MB / 1.05GB    38")
    stats2 = ("CONTAINER ID   NAME   CPU %   MEM USAGE / LIMIT   MEM %    NET I/O           BLOCK I/O         PIDS\n"
              "4f1c9a2b7d3e   api    1.87%   312.4MiB / 2GiB     15.25%   1.2MB / 2.9MB     4.1MB / 0B        21")
    turns = [
        (call("list_containers", all=True), ps("Up 3 days (unhealthy)")),
        (call("inspect_container", container="api"),
         inspect(48213, "2024-02-09T08:14:22.510394Z", "0001-01-01T00:00:00Z", {"Status": "unhealthy", "FailingStreak": 7, "Log": bad_log})),
        (call("get_logs", container="api", tail=12), logs1),
        (call("container_stats", container="api"), stats1),
        (call("restart_container", container="api", timeout=10), "api\nContainer api restarted (stop 1.2s, start 0.6s)"),
        (call("inspect_container", container="api"),
         inspect(51907, "2024-02-12T10:31:05.882611Z", "2024-02-12T10:31:04.671203Z", {"Status": "starting", "FailingStreak": 0, "Log": []})),
        (call("get_logs", container="api", since="2m"), logs2),
        (call("list_containers", all=True), ps("Up 48 seconds (healthy)")),
        (call("container_stats", container="api"), stats2),
    ]
    rs.add(task=T, tid="h24-mcp-19", system=system, turns=turns,
           state="Host build-07 runs the shop stack with docker compose; 12 Feb 2024 10:30 UTC, the api container has been failing health checks.")


# ---------------------------------------------------------------------------------------------------
# 20 Greenhouse irrigation (less common) -- bad: the manual run's start time is reported 27 minutes early
# ---------------------------------------------------------------------------------------------------

def t20(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "All irrigation zones with soil moisture and status.", {}, []),
        tool("get_zone", "One zone in detail.", {"zone": INT}, ["zone"]),
        tool("get_sensor_readings", "Sensor history of a zone.", {"zone": INT, "window_min": INT, "interval_min": INT}, ["zone"]),
        tool("start_irrigation", "Start a manual irrigation run.", {"zone": INT, "duration_min": INT, "reason": S}, ["zone", "duration_min"]),
        tool("set_schedule", "Replace a zone's daily schedule.", {"zone": INT, "entries": A}, ["zone", "entries"]),
        tool("get_run_log", "Past irrigation runs of a zone.", {"zone": INT, "limit": INT}, ["zone"]),
    ]
    system = mcp_system("verdant-grow", "the irrigation controller GH-2 of Kessler Organics' glasshouse; local time, no DST change today", tools)

    def zone(n: int, name: str, m: float, status: str, last: str, nxt: str) -> dict[str, Any]:
        return {"zone": n, "name": name, "soil_moisture_pct": m, "threshold_pct": 25.0, "status": status, "last_run": last, "next_scheduled": nxt}

    zones = [zone(1, "Peppers – bay A", 27.8, "idle", "2024-07-09T05:00:00", "2024-07-09T13:00:00"),
             zone(2, "Tomatoes – bay B", 21.4, "idle", "2024-07-08T17:30:00", "2024-07-09T17:30:00"),
             zone(3, "Cucumbers – bay C", 31.2, "idle", "2024-07-09T05:15:00", "2024-07-09T12:30:00"),
             zone(4, "Herbs – bench 1", 35.0, "idle", "2024-07-09T06:00:00", "2024-07-09T18:00:00"),
             zone(5, "Seedlings – mist", 48.9, "idle", "2024-07-09T06:30:00", "2024-07-09T07:00:00"),
             zone(6, "Strawberries – gutter", 29.3, "idle", "2024-07-09T04:45:00", "2024-07-09T16:45:00")]
    z2 = zones[1] | {"alert": "soil moisture below threshold"}
    o1 = {"controller": "GH-2", "controller_time": "2024-07-09T06:39:48", "main_line_pressure_bar": 2.4, "zones": zones[:1] + [z2] + zones[2:]}

    def rd(t: str, m: float, air: float, rh: int) -> dict[str, Any]:
        return {"t": t, "soil_moisture_pct": m, "air_temp_c": air, "rh_pct": rh}

    o2 = {"zone": 2, "window_min": 60, "interval_min": 10, "readings": [
        rd("05:40", 23.9, 19.8, 78), rd("05:50", 23.5, 20.1, 77), rd("06:00", 23.0, 20.6, 75), rd("06:10", 22.6, 21.2, 73),
        rd("06:20", 22.1, 22.0, 71), rd("06:30", 21.7, 22.9, 69), rd("06:40", 21.3, 23.6, 67)], "date": "2024-07-09"}
    o3 = {"run_id": "run_88213", "zone": 2, "trigger": "manual", "status": "running", "started_at": "2024-07-09T06:41:12",
          "expected_end": "2024-07-09T06:49:12", "duration_s": 480, "target_flow_l_min": 11.8, "valve": "V2 open",
          "reason": "moisture 21.4% below 25% threshold; morning run disabled"}
    sched0 = [{"time": "05:30", "duration_min": 6, "enabled": False}, {"time": "17:30", "duration_min": 8, "enabled": True}]
    sched1 = [{"time": "05:30", "duration_min": 10, "enabled": True}, {"time": "14:00", "duration_min": 6, "enabled": True},
              {"time": "17:30", "duration_min": 8, "enabled": True}]
    o4 = {"zone": 2, "name": "Tomatoes – bay B", "status": "irrigating", "soil_moisture_pct": 21.3, "threshold_pct": 25.0,
          "current_run": {"run_id": "run_88213", "trigger": "manual", "started_at": "2024-07-09T06:41:12", "elapsed_s": 94, "remaining_s": 386,
                          "flow_l_min": 11.7, "volume_l": 18.3},
          "last_run": {"run_id": "run_88164", "trigger": "schedule", "started_at": "2024-07-08T17:30:00", "ended_at": "2024-07-08T17:38:00", "volume_l": 93.9},
          "schedule": sched0, "next_scheduled": "2024-07-09T17:30:00", "emitters": "2 L/h drippers, 352 plants", "as_of": "2024-07-09T06:42:46"}
    o5 = {"ok": True, "zone": 2, "schedule": sched1, "next_scheduled": "2024-07-09T14:00:00", "updated_at": "2024-07-09T06:44:20", "updated_by": "ops-agent"}
    o6 = {"zone": 2, "window_min": 30, "interval_min": 5, "readings": [
        rd("06:25", 21.9, 22.5, 70), rd("06:30", 21.7, 22.9, 69), rd("06:35", 21.5, 23.2, 68), rd("06:40", 21.3, 23.6, 67),
        rd("06:45", 23.8, 23.5, 70), rd("06:50", 27.9, 23.3, 73)], "date": "2024-07-09"}
    o7 = {"zone": 2, "name": "Tomatoes – bay B", "status": "idle", "soil_moisture_pct": 28.1, "threshold_pct": 25.0, "current_run": None,
          "last_run": {"run_id": "run_88213", "trigger": "manual", "started_at": "2024-07-09T06:14:12", "ended_at": "2024-07-09T06:49:12",
                       "duration_s": 480, "volume_l": 94.4, "result": "completed"},
          "schedule": sched1, "next_scheduled": "2024-07-09T14:00:00", "emitters": "2 L/h drippers, 352 plants", "as_of": "2024-07-09T06:51:05"}
    o8 = {"zone": 2, "runs": [
        {"run_id": "run_88213", "trigger": "manual", "by": "ops-agent", "started_at": "2024-07-09T06:41:12", "ended_at": "2024-07-09T06:49:12",
         "duration_s": 480, "volume_l": 94.4, "avg_flow_l_min": 11.8, "result": "completed"},
        {"run_id": "run_88164", "trigger": "schedule", "by": "schedule 17:30", "started_at": "2024-07-08T17:30:00", "ended_at": "2024-07-08T17:38:00",
         "duration_s": 480, "volume_l": 93.9, "avg_flow_l_min": 11.7, "result": "completed"},
        {"run_id": "run_88120", "trigger": "schedule", "by": "schedule 05:30", "started_at": "2024-07-08T05:30:00", "ended_at": "2024-07-08T05:36:00",
         "duration_s": 360, "volume_l": 70.6, "avg_flow_l_min": 11.8, "result": "completed"}], "has_more": True}
    turns = [
        (call("list_zones"), pj(o1)),
        (call("get_sensor_readings", zone=2, window_min=60, interval_min=10), pj(o2)),
        (call("start_irrigation", zone=2, duration_min=8, reason="moisture 21.4% below 25% threshold; morning run disabled"), pj(o3)),
        (call("get_zone", zone=2), pj(o4)),
        (call("set_schedule", zone=2, entries=sched1), pj(o5)),
        (call("get_sensor_readings", zone=2, window_min=30, interval_min=5), pj(o6)),
        (call("get_zone", zone=2), pj(o7)),
        (call("get_run_log", zone=2, limit=3), pj(o8)),
    ]
    rs.add(task=T, tid="h24-mcp-20", system=system, turns=turns,
           state="Glasshouse GH-2, 9 July 2024 early morning. Zone 2's 05:30 run was disabled yesterday afternoon for a drip-line repair.",
           bad=True, turn=7, kind="zone detail gives the agent's manual run run_88213 a start of 06:14:12, before the controller's 06:39 clock when it was started at 06:41:12")


# ---------------------------------------------------------------------------------------------------
# 21 Museum collection (less common) -- bad: a print's image width changes with no edit
# ---------------------------------------------------------------------------------------------------

def t21(rs: RowSet) -> None:
    tools = [
        tool("search_objects", "Search the collection.", {"query": S, "limit": INT}, ["query"]),
        tool("get_object", "Full catalogue record of an object.", {"accession": S}, ["accession"]),
        tool("update_object", "Update an object's location or fields.", {"accession": S, "location": S, "reason": S}, ["accession"]),
        tool("create_loan", "Create an outgoing loan request.", {"borrower": S, "exhibition": S, "start": S, "end": S, "objects": A, "courier": B}, ["borrower", "objects"]),
        tool("add_condition_report", "File a condition report.", {"accession": S, "grade": S, "notes": S, "examiner": S}, ["accession", "grade"]),
        tool("list_loans", "Loans by status.", {"status": S}, []),
        tool("get_loan", "One loan with its objects.", {"loan_id": S}, ["loan_id"]),
    ]
    system = mcp_system("collectio", "collections management of the Marsh Museum of Art, registrar's office", tools)
    hok = {"name": "Katsushika Hokusai", "life": "1760–1849", "nationality": "Japanese"}
    series = "Thirty-six Views of Mount Fuji (Fugaku sanjūrokkei)"

    def dims(ih: float, iw: float, sh: float, sw: float) -> dict[str, Any]:
        return {"image_cm": {"height": ih, "width": iw}, "sheet_cm": {"height": sh, "width": sw},
                "display": f"{ih} × {iw} cm (image); {sh} × {sw} cm (sheet)"}

    def obj3(d: dict[str, Any], loans: list[dict[str, Any]], upd: str) -> dict[str, Any]:
        return {"accession": "1987.114.3", "title": "Fuji from Kanaya on the Tōkaidō", "series": series, "artist": hok, "date": "c. 1830–32",
                "object_type": "woodblock print", "medium": "Polychrome woodblock print; ink and color on paper", "format": "ōban yoko-e",
                "dimensions": d, "publisher": "Nishimuraya Yohachi (Eijudō)", "credit_line": "Gift of Eleanor and Hugh Marsh, 1987",
                "location": {"current": "Gallery 14, case 3", "since": "2024-02-06", "home": "Print room storage, cabinet P-22, drawer 1"},
                "condition": {"grade": "good", "last_check": "2024-02-01", "notes": "light overall toning; minor soft crease upper left corner"},
                "exposure": {"lux_limit": 50, "on_view_days_this_rotation": 155, "rotation_ends": "2024-08-06", "rest_required_days": 365},
                "valuation": {"insurance_usd": 185000, "as_of": "2023-11-15"}, "rights": "public domain", "loans": loans, "updated_at": upd}

    d3 = dims(25.7, 37.9, 26.2, 38.6)
    d7 = dims(25.4, 37.6, 25.9, 38.3)
    obj7 = {"accession": "1987.114.7", "title": "Kajikazawa in Kai Province", "series": series, "artist": hok, "date": "c. 1830–32",
            "object_type": "woodblock print", "medium": "Polychrome woodblock print; ink and color on paper", "format": "ōban yoko-e",
            "dimensions": d7, "publisher": "Nishimuraya Yohachi (Eijudō)", "credit_line": "Gift of Eleanor and Hugh Marsh, 1987",
            "location": {"current": "Print room storage, cabinet P-22, drawer 4", "since": "2023-05-22", "home": "Print room storage, cabinet P-22, drawer 4"},
            "condition": {"grade": "good", "last_check": "2023-05-18", "notes": "slight fading of the blue in the sky; no losses"},
            "exposure": {"lux_limit": 50, "last_on_view": "2022-09-01 to 2023-05-21", "rest_until": "2024-05-21"},
            "valuation": {"insurance_usd": 160000, "as_of": "2023-11-15"}, "rights": "public domain", "loans": [], "updated_at": "2023-11-15T10:02:51Z"}
    o1 = {"query": "Hokusai Thirty-six Views", "total": 5, "results": [
        {"accession": "1987.114.3", "title": "Fuji from Kanaya on the Tōkaidō", "date": "c. 1830–32", "object_type": "woodblock print", "on_view": True, "location": "Gallery 14, case 3"},
        {"accession": "1987.114.7", "title": "Kajikazawa in Kai Province", "date": "c. 1830–32", "object_type": "woodblock print", "on_view": False, "location": "Print room storage, cabinet P-22, drawer 4"},
        {"accession": "1987.114.1", "title": "Under the Wave off Kanagawa", "date": "c. 1830–32", "object_type": "woodblock print", "on_view": False,
         "location": "Print room storage, cabinet P-22, drawer 1", "loan_restriction": "light rest until 2025-03-01"},
        {"accession": "1987.114.5", "title": "South Wind, Clear Sky", "date": "c. 1830–32", "object_type": "woodblock print", "on_view": False,
         "location": "Print room storage, cabinet P-22, drawer 2"},
        {"accession": "2003.41", "title": "Thirty-six Views of Mount Fuji (album of later impressions)", "date": "late 19th century", "object_type": "album", "on_view": False,
         "location": "Library vault, shelf LV-3"}]}
    loan_objs = [
        {"accession": "1987.114.3", "title": "Fuji from Kanaya on the Tōkaidō", "dimensions_cm": "25.7 × 37.9 (image); 26.2 × 38.6 (sheet)",
         "frame_cm": "48.0 × 61.0 × 3.5", "insurance_usd": 185000},
        {"accession": "1987.114.7", "title": "Kajikazawa in Kai Province", "dimensions_cm": "25.4 × 37.6 (image); 25.9 × 38.3 (sheet)",
         "frame_cm": "48.0 × 61.0 × 3.5", "insurance_usd": 160000}]
    loan = {"loan_id": "L-2024-031", "direction": "outgoing", "status": "pending_approval", "borrower": "Kunsthal Rotterdam",
            "exhibition": "Hokusai and the Wave", "venue_dates": {"start": "2024-10-04", "end": "2025-01-12"}, "courier": True,
            "objects": loan_objs, "total_insurance_usd": 345000,
            "requires": ["registrar approval", "condition reports (both objects)", "facility report from borrower"],
            "warnings": ["1987.114.3: current gallery rotation ends 2024-08-06; the loan adds 100 display days before the 365-day rest"],
            "created_at": "2024-07-10T13:22:05Z", "created_by": "registrar-agent"}
    loan_ref = [{"loan_id": "L-2024-031", "status": "pending_approval", "borrower": "Kunsthal Rotterdam"}]
    moved = {"accession": "1987.114.7", "location": {"current": "Conservation lab, bench 2", "since": "2024-07-10",
                                                     "previous": "Print room storage, cabinet P-22, drawer 4", "home": "Print room storage, cabinet P-22, drawer 4"},
             "movement_id": "MV-2024-1187", "reason": "pre-loan condition check for L-2024-031", "updated_at": "2024-07-10T13:25:40Z"}
    cr = {"report_id": "CR-2024-0388", "accession": "1987.114.7", "grade": "good", "examiner": "R. Tanaka", "examined_at": "2024-07-10T13:48:00Z",
          "notes": "Stable. Slight fading of the blue in the sky as recorded 2023; hinges sound; no new creases. Fit to travel in a sealed frame.",
          "measured_cm": {"image": "25.4 × 37.6", "sheet": "25.9 × 38.3"}, "fit_to_travel": True, "photos": 4, "loan_id": "L-2024-031"}
    loans = {"status": "pending_approval", "total": 3, "loans": [
        {"loan_id": "L-2024-027", "direction": "outgoing", "borrower": "Minneapolis Institute of Art", "objects": 1, "start": "2024-09-14", "created_at": "2024-06-03T09:40:11Z"},
        {"loan_id": "L-2024-029", "direction": "incoming", "lender": "Private collection, Kyoto", "objects": 3, "start": "2024-11-02", "created_at": "2024-06-21T15:05:48Z"},
        {"loan_id": "L-2024-031", "direction": "outgoing", "borrower": "Kunsthal Rotterdam", "objects": 2, "start": "2024-10-04", "created_at": "2024-07-10T13:22:05Z"}]}
    loan9 = {**loan, "condition_reports": {"1987.114.3": "pending", "1987.114.7": "CR-2024-0388 (good, fit to travel)"}, "updated_at": "2024-07-10T13:48:00Z"}
    turns = [
        (call("search_objects", query="Hokusai Thirty-six Views", limit=5), mcp_text(o1)),
        (call("get_object", accession="1987.114.3"), mcp_text(obj3(d3, [], "2024-02-06T15:12:40Z"))),
        (call("get_object", accession="1987.114.7"), mcp_text(obj7)),
        (call("create_loan", borrower="Kunsthal Rotterdam", exhibition="Hokusai and the Wave", start="2024-10-04", end="2025-01-12",
              objects=["1987.114.3", "1987.114.7"], courier=True), mcp_text(loan)),
        (call("get_object", accession="1987.114.3"), mcp_text(obj3(dims(25.7, 39.7, 26.2, 38.6), loan_ref, "2024-07-10T13:22:05Z"))),
        (call("update_object", accession="1987.114.7", location="Conservation lab, bench 2", reason="pre-loan condition check for L-2024-031"), mcp_text(moved)),
        (call("add_condition_report", accession="1987.114.7", grade="good", examiner="R. Tanaka",
              notes="Stable. Slight fading of the blue in the sky as recorded 2023; hinges sound; no new creases. Fit to travel in a sealed frame."), mcp_text(cr)),
        (call("list_loans", status="pending_approval"), mcp_text(loans)),
        (call("get_loan", loan_id="L-2024-031"), mcp_text(loan9)),
    ]
    rs.add(task=T, tid="h24-mcp-21", system=system, turns=turns,
           state="Registrar's office, 10 July 2024: preparing an outgoing loan of two Hokusai prints to Kunsthal Rotterdam.",
           bad=True, turn=5, kind="print 1987.114.3's image width reads 39.7 cm (wider than its 38.6 cm sheet) instead of the 37.9 cm recorded, with no edit to the object")


# ---------------------------------------------------------------------------------------------------
# 22 Box office (less common) -- clean
# ---------------------------------------------------------------------------------------------------

def t22(rs: RowSet) -> None:
    tools = [
        tool("list_performances", "Performances of a show with live sales counts.", {"show": S, "from": S}, ["show"]),
        tool("get_seatmap", "Seat states of a section and rows.", {"performance": S, "section": S, "rows": S}, ["performance"]),
        tool("hold_seats", "Hold seats for a limited time.", {"performance": S, "seats": A, "ttl_s": INT}, ["performance", "seats"]),
        tool("get_hold", "A hold and its remaining time.", {"hold_id": S}, ["hold_id"]),
        tool("create_order", "Turn a hold into a paid order.", {"hold_id": S, "customer": OBJ, "payment": OBJ, "delivery": S}, ["hold_id", "customer", "payment"]),
        tool("sales_report", "Sales report of one performance.", {"performance": S}, ["performance"]),
    ]
    system = mcp_system("marquee-box", "the ticketing system of the Alder Street Playhouse; phone-sales agent boxoffice-agent", tools)
    pcols = ["Perf", "Date", "Time", "Capacity", "Sold", "Held", "Available", "Status"]
    o1 = "The Lighthouse Keeper — Alder Street Playhouse (capacity 412)   as of 2024-11-06 19:02:40\n\n" + table(pcols, [
        ("PF-1106E", "Wed 06 Nov", "19:30", "412", "388", "0", "24", "on sale (doors in 28 min)"),
        ("PF-1107E", "Thu 07 Nov", "19:30", "412", "241", "0", "171", "on sale"),
        ("PF-1108E", "Fri 08 Nov", "19:30", "412", "297", "6", "109", "on sale"),
        ("PF-1109M", "Sat 09 Nov", "14:00", "412", "355", "2", "55", "on sale"),
        ("PF-1109E", "Sat 09 Nov", "19:30", "412", "402", "0", "10", "on sale")])
    o6 = "The Lighthouse Keeper — Alder Street Playhouse (capacity 412)   as of 2024-11-06 19:09:15\n\n" + table(pcols, [
        ("PF-1106E", "Wed 06 Nov", "19:30", "412", "392", "0", "20", "on sale (doors in 21 min)"),
        ("PF-1107E", "Thu 07 Nov", "19:30", "412", "243", "0", "169", "on sale"),
        ("PF-1108E", "Fri 08 Nov", "19:30", "412", "307", "2", "103", "on sale"),
        ("PF-1109M", "Sat 09 Nov", "14:00", "412", "355", "2", "55", "on sale"),
        ("PF-1109E", "Sat 09 Nov", "19:30", "412", "402", "0", "10", "on sale")])

    def seatmap(rows: dict[str, str], at: str, foot: str) -> str:
        head = "        " + " ".join(f"{i:>2}" for i in range(1, 15))
        body = "\n".join(f"Row {r}   " + " ".join(f"{c:>2}" for c in cells) for r, cells in rows.items())
        return (f"PF-1108E  Orchestra rows F-H   ($58.00 + $4.50 fee per seat)   as of {at}\n"
                f"Legend: o available  x sold  h held\n\n{head}\n{body}\n{foot}")

    m1 = seatmap({"F": "xxooxxxxxxooxx", "G": "xxxxxxooooxxxx", "H": "hhhhxxxxxxxxxx"}, "2024-11-06 19:03:05",
                 "Available in view: 8 (F3 F4 F11 F12 G7 G8 G9 G10)   Held: 4 (H1-H4, hold HLD-90402, expires 19:08:11)")
    m2 = seatmap({"F": "xxooxxxxxxxxxx", "G": "xxxxxxxxxxxxxx", "H": "xxxxxxxxxxxxxx"}, "2024-11-06 19:09:40",
                 "Available in view: 2 (F3 F4)   Held: 0\nRecent: G7-G10 sold 19:06:02 (ORD-2024-118342) | H1-H4 sold 19:07:50 (hold HLD-90402 converted, ORD-2024-118347) | F11-F12 sold online 19:08:33 (ORD-2024-118351)")
    o3 = """Hold HLD-90417 created
  Performance ... PF-1108E  The Lighthouse Keeper, Fri 08 Nov 2024 19:30
  Seats ......... Orchestra G7, G8, G9, G10 (4)
  Price ......... $58.00 + $4.50 fee per seat
  Created ....... 2024-11-06 19:03:22
  Expires ....... 2024-11-06 19:13:22 (10 min)"""
    o4 = """Hold HLD-90417   active
  Performance ... PF-1108E
  Seats ......... G7, G8, G9, G10
  Expires ....... 2024-11-06 19:13:22 (in 8m 51s)
  Customer ...... not attached"""
    o5 = """Order ORD-2024-118342 confirmed
  Performance .... PF-1108E  The Lighthouse Keeper, Fri 08 Nov 2024 19:30
  Seats .......... Orchestra G7, G8, G9, G10
  Tickets ........ 4 x $58.00 = $232.00
  Fees ........... 4 x  $4.50 =  $18.00
  Total .......... $250.00  (Visa ending 4417, auth 0K93TQ)
  Customer ....... Ruth Adebayo <ruth.adebayo@mailbox.org>, +1 503 555 0163
  Delivery ....... e-tickets emailed
  Hold HLD-90417 . converted
  Placed ......... 2024-11-06 19:06:02 by boxoffice-agent"""
    o8 = "Sales report PF-1108E  The Lighthouse Keeper  Fri 08 Nov 2024 19:30   generated 2024-11-06 19:10:02\n\n" + table(
        ["Section", "Capacity", "Sold", "Held", "Available", "Price", "Ticket revenue"], [
            ("Orchestra", "220", "171", "0", "49", "$58.00", "$9,918.00"),
            ("Mezzanine", "120", "86", "0", "34", "$46.00", "$3,956.00"),
            ("Balcony", "72", "50", "2", "20", "$32.00", "$1,600.00"),
            ("Total", "412", "307", "2", "103", "", "$15,474.00")]) + \
        "\n\nFees collected: $1,381.50 (307 x $4.50)\nGross incl. fees: $16,855.50 (~$16.9K)\nSold today: 19 tickets ($1,023.50 incl. fees)"
    turns = [
        (call("list_performances", show="The Lighthouse Keeper", **{"from": "2024-11-06"}), o1),
        (call("get_seatmap", performance="PF-1108E", section="Orchestra", rows="F-H"), m1),
        (call("hold_seats", performance="PF-1108E", seats=["G7", "G8", "G9", "G10"], ttl_s=600), o3),
        (call("get_hold", hold_id="HLD-90417"), o4),
        (call("create_order", hold_id="HLD-90417", customer={"name": "Ruth Adebayo", "email": "ruth.adebayo@mailbox.org", "phone": "+1 503 555 0163"},
              payment={"method": "card", "card_token": "tok_visa_4417"}, delivery="e-ticket"), o5),
        (call("list_performances", show="The Lighthouse Keeper", **{"from": "2024-11-06"}), o6),
        (call("get_seatmap", performance="PF-1108E", section="Orchestra", rows="F-H"), m2),
        (call("sales_report", performance="PF-1108E"), o8),
    ]
    rs.add(task=T, tid="h24-mcp-22", system=system, turns=turns,
           state="Phone sale on Wednesday 6 Nov 2024, 19:02; online sales and other box-office windows keep selling while the agent works.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
