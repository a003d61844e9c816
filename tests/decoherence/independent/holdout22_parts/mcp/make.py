# ruff: noqa: E501, W291, W293
"""holdout22, domain mcp: 22 trajectories of an agent driving one MCP server each.

Eleven trajectories carry exactly one world contradiction (an observation that disagrees with something an
earlier observation or the starting state established); eleven are clean but full of legitimate changes
(the agent's own writes, live values, re-sorted / paginated / filtered views, restarts, format differences).
Half the servers are mainstream (GitHub, Jira, Slack, Postgres, Notion, filesystem, Google Calendar, Stripe,
Linear, SQLite, Sentry), half less common (lab inventory, fleet tracker, library catalog, CRM, home hub,
feature flags, warehouse, greenhouse controller, museum collection, veterinary PMS, observatory queue).
Everything is deterministic. Run ``python -m tests.decoherence.independent.holdout22_parts.mcp.make``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

TASK = "mcp"
A_STR: dict[str, Any] = {"type": "array", "items": {"type": "string"}}
NUM: dict[str, Any] = {"type": "number"}


def psql(cols: list[str], rows: list[list[Any]]) -> str:
    """A psql-style result table."""
    w = [max([len(c)] + [len(_cell(r[i])) for r in rows]) for i, c in enumerate(cols)]
    head = " " + " | ".join(c.center(w[i]) for i, c in enumerate(cols))
    sep = "-" + "-+-".join("-" * x for x in w) + "-"
    body = [" " + " | ".join(_cell(v).rjust(w[i]) if isinstance(v, (int, float)) else _cell(v).ljust(w[i])
                             for i, v in enumerate(r)).rstrip() for r in rows]
    n = len(rows)
    return "\n".join([head.rstrip(), sep, *body, f"({n} row{'' if n == 1 else 's'})"])


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, bool):
        return "t" if v else "f"
    return str(v)


# ---------------------------------------------------------------------------------------------------------
# 01 GitHub (mainstream) -- BAD: a checked task-list box in the PR body reads unchecked with no edit (turn 8)
# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    own, rep, num = "northwind-io", "tidepool", 2318
    head = "4e7d1a9c0b52f3e6a18d7c2b9f04e51a6c3d8b27"
    base = "b1c93f0e7a2d45c88e9f6b3a0d17c4e2f85a9d61"
    pr_args = {"owner": S, "repo": S, "pullNumber": INT}
    tools = [
        tool("get_pull_request", "Get details of a specific pull request", pr_args, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_files", "Get the list of files changed in a pull request", pr_args, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_status", "Get the combined status of all status checks for a pull request", pr_args, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_reviews", "Get the reviews on a pull request", pr_args, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_comments", "Get the review comments on a pull request", pr_args, ["owner", "repo", "pullNumber"]),
        tool("create_pull_request_review", "Create a review on a pull request (APPROVE, REQUEST_CHANGES or COMMENT)",
             {**pr_args, "body": S, "event": S, "commitId": S}, ["owner", "repo", "pullNumber", "event"]),
        tool("add_issue_comment", "Add a comment to an existing issue or pull request",
             {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ]
    system = mcp_system("github", "GitHub API access for repositories, issues and pull requests", tools)
    body = (
        "## Summary\n"
        "Webhook deliveries that fail with a 5xx or a connect timeout are now retried with capped exponential backoff "
        "and full jitter instead of the fixed 30 s loop. Retries are bounded per delivery (`max_attempts`, default 8) and "
        "the worker gives up early when the endpoint answers 410 Gone.\n\n"
        "Closes #2291. Related: #2204 (customer reports of retry storms after the 2024-04-30 incident).\n\n"
        "## Changes\n"
        "- New `RetryPolicy` in `src/dispatch/retry.rs` (base 2 s, cap 10 min, full jitter)\n"
        "- `Worker::deliver` consults the policy and records `next_attempt_at` on the delivery row\n"
        "- `webhooks.retry.max_attempts` and `webhooks.retry.cap_seconds` added to `Config`\n"
        "- Docs and changelog\n\n"
        "## Checklist\n"
        "- [x] Unit tests for `RetryPolicy`\n"
        "- [x] Updated `docs/webhooks.md`\n"
        "- [ ] Integration test against the staging relay\n"
        "- [x] CHANGELOG entry\n"
        "- [x] No new `unwrap()` in the dispatch path\n\n"
        "## Rollout\n"
        "Behind `WEBHOOK_RETRY_V2` (default off). Enable for internal tenants first, then 10% of tenants for 48 h.")
    body_drift = body.replace("- [x] Unit tests for `RetryPolicy`", "- [ ] Unit tests for `RetryPolicy`")
    assert body_drift != body

    def pr(updated: str, state: str, reviewers: list[str], text: str) -> str:
        return mcp_text({
            "id": 1871204457, "number": num, "state": "open", "locked": False, "draft": False,
            "title": "dispatch: jittered exponential backoff for webhook retries",
            "user": {"login": "sanaa-k", "id": 41822907, "type": "User"},
            "body": text,
            "labels": [{"name": "area/webhooks", "color": "1d76db"}, {"name": "needs-review", "color": "fbca04"}],
            "milestone": {"title": "v3.9", "number": 31, "state": "open"},
            "assignees": [{"login": "sanaa-k"}],
            "requested_reviewers": [{"login": r} for r in reviewers],
            "created_at": "2024-05-09T13:22:41Z", "updated_at": updated, "closed_at": None, "merged_at": None,
            "head": {"label": "northwind-io:feat/webhook-backoff", "ref": "feat/webhook-backoff", "sha": head},
            "base": {"label": "northwind-io:main", "ref": "main", "sha": base},
            "merged": False, "mergeable": True, "rebaseable": True, "mergeable_state": state,
            "comments": 3, "review_comments": 5, "commits": 6, "additions": 412, "deletions": 87, "changed_files": 9,
            "html_url": f"https://github.com/{own}/{rep}/pull/{num}"})

    files = [
        ("src/dispatch/retry.rs", "added", 168, 0), ("src/dispatch/mod.rs", "modified", 41, 29),
        ("src/dispatch/worker.rs", "modified", 57, 38), ("src/config.rs", "modified", 22, 4),
        ("tests/retry_policy.rs", "added", 74, 0), ("docs/webhooks.md", "modified", 31, 9),
        ("CHANGELOG.md", "modified", 6, 0), ("Cargo.toml", "modified", 2, 1), ("Cargo.lock", "modified", 11, 6)]
    assert sum(f[2] for f in files) == 412 and sum(f[3] for f in files) == 87
    blob = ["9a1e4c07", "3f6b2d90", "c81d7e55", "0e4f9a12", "d27b6c38", "5b90e1f4", "a6c3d8e2", "e19f0b7c", "7c2d5a91"]
    patches = {
        "CHANGELOG.md": "@@ -3,3 +3,9 @@\n ## Unreleased\n \n+### Changed\n+- Webhook retries use capped exponential backoff with full jitter (`RetryPolicy`),\n+  bounded by `webhooks.retry.max_attempts` (default 8). Deliveries stop on 410 Gone.\n+  Guarded by the `WEBHOOK_RETRY_V2` flag.\n+- Bumped `rand` to 0.8.5, added `rand_distr` 0.4.\n+\n ## 3.8.2 - 2024-04-22",
        "Cargo.toml": "@@ -32,4 +32,5 @@ serde_json = \"1.0\"\n tokio = { version = \"1.37\", features = [\"rt-multi-thread\", \"macros\", \"time\"] }\n tracing = \"0.1\"\n-rand = \"0.8.4\"\n+rand = \"0.8.5\"\n+rand_distr = \"0.4\"\n url = \"2.5\"",
    }
    files_out = []
    for (name, st, add, dele), b in zip(files, blob):
        row: dict[str, Any] = {"sha": b + "e" * 4 + b[::-1] + "0c1d2e3f4a5b6c7d8e9f", "filename": name, "status": st,
                               "additions": add, "deletions": dele, "changes": add + dele,
                               "blob_url": f"https://github.com/{own}/{rep}/blob/{head}/{name}"}
        if name in patches:
            row["patch"] = patches[name]
        files_out.append(row)

    def status(state: str, test: tuple[str, str, str], cov: tuple[str, str, str]) -> str:
        sts = [
            ("success", "ci/build (stable)", "Build finished in 6m 12s", "2024-05-14T08:58:40Z"),
            ("success", "ci/build (msrv 1.74)", "Build finished in 7m 03s", "2024-05-14T08:59:31Z"),
            ("success", "ci/clippy", "0 warnings", "2024-05-14T08:57:02Z"),
            (test[0], "ci/test", test[1], test[2]),
            (cov[0], "codecov/patch", cov[1], cov[2]),
        ]
        return mcp_text({"state": state, "sha": head, "total_count": 5, "statuses": [
            {"state": s, "context": c, "description": d, "updated_at": t,
             "target_url": f"https://ci.northwind.dev/tidepool/builds/88{i}41" if c.startswith("ci/") else f"https://app.codecov.io/gh/{own}/{rep}/pull/{num}"}
            for i, (s, c, d, t) in enumerate(sts)]})

    reviews = [
        {"id": 1984411207, "user": {"login": "mfarrow"}, "state": "DISMISSED", "author_association": "MEMBER",
         "body": "LGTM on the policy maths. (Dismissed automatically: new commits pushed.)",
         "commit_id": "a83f5d2b6e0c91f47d3a8b2e5c0f6d19e7b4a3c5", "submitted_at": "2024-05-10T16:02:55Z"},
        {"id": 1987730462, "user": {"login": "okonkwo-d"}, "state": "COMMENTED", "author_association": "MEMBER",
         "body": "Two nits inline; the 410 short-circuit is nice. Not blocking.",
         "commit_id": head, "submitted_at": "2024-05-13T11:47:20Z"},
    ]
    comments = [
        {"id": 1598820431, "user": {"login": "mfarrow"}, "path": "src/dispatch/retry.rs", "line": 44,
         "commit_id": "a83f5d2b6e0c91f47d3a8b2e5c0f6d19e7b4a3c5", "created_at": "2024-05-10T15:58:12Z",
         "body": "`saturating_mul` here or a 2^attempt overflow will bite at attempt 64. I know max_attempts is 8 by default but config allows more."},
        {"id": 1599104772, "user": {"login": "sanaa-k"}, "path": "src/dispatch/retry.rs", "line": 44,
         "commit_id": head, "created_at": "2024-05-11T09:03:47Z", "in_reply_to_id": 1598820431,
         "body": "Switched to `checked_shl` + clamp to cap, and added a test at attempt 63/64/65."},
        {"id": 1601377219, "user": {"login": "okonkwo-d"}, "path": "src/dispatch/worker.rs", "line": 131,
         "commit_id": head, "created_at": "2024-05-13T11:41:05Z",
         "body": "nit: log `next_attempt_at` at debug, not info; this fires per delivery."},
        {"id": 1601380566, "user": {"login": "okonkwo-d"}, "path": "docs/webhooks.md", "line": 212,
         "commit_id": head, "created_at": "2024-05-13T11:45:58Z",
         "body": "nit: say the cap is per attempt delay, not total time. People will read \"10 min\" as the whole budget."},
        {"id": 1602019843, "user": {"login": "sanaa-k"}, "path": "docs/webhooks.md", "line": 212,
         "commit_id": head, "created_at": "2024-05-13T14:20:31Z", "in_reply_to_id": 1601380566,
         "body": "Good point, reworded in the last commit."},
    ]
    status_pending = status("pending", ("pending", "Running 1,222 tests (shard 3/4)...", "2024-05-14T09:01:17Z"),
                            ("pending", "Waiting for coverage upload", "2024-05-14T08:51:30Z"))
    status_green = status("success", ("success", "1,208 passed, 0 failed, 14 ignored", "2024-05-14T09:06:52Z"),
                          ("success", "87.31% of diff hit (target 80.00%)", "2024-05-14T09:07:40Z"))
    review_body = ("Approving: the policy and worker changes look right and the config defaults are sensible. "
                   "Please land the staging relay integration test before this is merged.")
    comment_body = ("@sanaa-k approved. Once the staging relay integration test is in, this can go in behind "
                    "`WEBHOOK_RETRY_V2`; I'll flip it for internal tenants after the deploy.")
    turns = [
        (call("get_pull_request", owner=own, repo=rep, pullNumber=num),
         pr("2024-05-14T08:51:17Z", "blocked", ["okonkwo-d", "ana-lindqvist"], body)),
        (call("get_pull_request_files", owner=own, repo=rep, pullNumber=num), mcp_text(files_out)),
        (call("get_pull_request_status", owner=own, repo=rep, pullNumber=num), status_pending),
        (call("get_pull_request_reviews", owner=own, repo=rep, pullNumber=num), mcp_text(reviews)),
        (call("get_pull_request_comments", owner=own, repo=rep, pullNumber=num), mcp_text(comments)),
        (call("get_pull_request_status", owner=own, repo=rep, pullNumber=num), status_green),
        (call("create_pull_request_review", owner=own, repo=rep, pullNumber=num, event="APPROVE", body=review_body, commitId=head),
         mcp_text({"id": 1989015533, "user": {"login": "ana-lindqvist"}, "state": "APPROVED", "body": review_body,
                   "commit_id": head, "author_association": "MEMBER", "submitted_at": "2024-05-14T09:14:03Z",
                   "html_url": f"https://github.com/{own}/{rep}/pull/{num}#pullrequestreview-1989015533"})),
        (call("get_pull_request", owner=own, repo=rep, pullNumber=num),
         pr("2024-05-14T09:14:03Z", "clean", ["okonkwo-d"], body_drift)),
        (call("add_issue_comment", owner=own, repo=rep, issue_number=num, body=comment_body),
         mcp_text({"id": 2110457893, "node_id": "IC_kwDOJr7w8M59yT2l", "user": {"login": "ana-lindqvist"},
                   "body": comment_body, "created_at": "2024-05-14T09:16:40Z", "updated_at": "2024-05-14T09:16:40Z",
                   "author_association": "MEMBER",
                   "html_url": f"https://github.com/{own}/{rep}/pull/{num}#issuecomment-2110457893"})),
        (call("get_pull_request_status", owner=own, repo=rep, pullNumber=num), status_green),
    ]
    rs.add(task=TASK, tid="h22-mcp-01", system=system, turns=turns,
           state=f"Repository {own}/{rep}; pull request #{num} by sanaa-k is open against main. The agent acts as ana-lindqvist (code owner of src/dispatch/).",
           bad=True, turn=8, kind="PR description checklist item 'Unit tests for RetryPolicy' flips from checked to unchecked with no edit to the body")


# ---------------------------------------------------------------------------------------------------------
# 02 lab inventory (less common) -- CLEAN: checkouts decrement stock, freezer readings move, pages, unit display
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    tools = [
        tool("search_reagents", "Search the reagent inventory by name or synonym", {"query": S, "sort": S, "page": INT, "page_size": INT}, ["query"]),
        tool("get_reagent", "Get one reagent record with containers, location and recent usage", {"reagent_id": S}, ["reagent_id"]),
        tool("checkout_reagent", "Record a withdrawal of reagent from stock", {"reagent_id": S, "amount": NUM, "unit": S, "user": S, "project": S}, ["reagent_id", "amount", "unit", "user"]),
        tool("get_freezer_status", "Live status of a monitored freezer or fridge", {"freezer_id": S}, ["freezer_id"]),
        tool("reserve_equipment", "Book a shared instrument", {"equipment_id": S, "start": S, "end": S, "user": S, "note": S}, ["equipment_id", "start", "end", "user"]),
        tool("list_reservations", "List bookings of an instrument on a date", {"equipment_id": S, "date": S}, ["equipment_id", "date"]),
    ]
    system = mcp_system("benchstock", "reagent and shared-equipment inventory of the Castellanos structural biology lab", tools)
    R = {  # id: name, value, unit, location, expires, lot, hazard
        "RG-11240": ("TAE buffer 50x (Tris-acetate-EDTA)", 380, "mL", "Bench 1, shelf above sink", "2025-03-31", "TAE-2309-02", None),
        "RG-11241": ("TBE buffer 10x (Tris-borate-EDTA)", 900, "mL", "Bench 1, shelf above sink", "2024-08-31", "TBE-2308-11", "H360FD"),
        "RG-12377": ("TBS 10x (Tris-buffered saline)", 150, "mL", "Cold room C-1, shelf 3", "2024-07-20", "TBS-2401-05", None),
        "RG-12090": ("TCEP 0.5 M (tris(2-carboxyethyl)phosphine)", 3.2, "mL", "Freezer F-03, rack 1, box A2", "2024-12-01", "TC-0923-18", "H314"),
        "RG-10517": ("Tris base (Trizma), >=99.8%", 720, "g", "Chemical store S-4, bay 2", "2026-06-30", "SLCK4471", "H315, H319"),
        "RG-11002": ("Tris-glycine-SDS running buffer 10x", 600, "mL", "Bench 3, gel station", "2024-09-15", "TGS-2312-01", None),
        "RG-10483": ("Tris-HCl 1 M, pH 7.5", 250, "mL", "Cold room C-2, shelf 1", "2024-11-30", "TH-2311-06", None),
        "RG-10482": ("Tris-HCl 1 M, pH 8.0", 500, "mL", "Cold room C-2, shelf 1", "2025-01-31", "TH-2311-07", None),
    }
    by_name = list(R)

    def row(rid: str, qty: float | None = None) -> dict[str, Any]:
        n, v, u, loc, exp, lot, hz = R[rid]
        return {"id": rid, "name": n, "quantity": {"value": v if qty is None else qty, "unit": u}, "location": loc,
                "expires": exp, "lot": lot, "hazard": hz}

    def disp(v: float, u: str) -> str:
        if u == "mL":
            return f"{v / 1000:g} L" if v >= 100 else f"{v:g} mL"
        return f"{v / 1000:g} kg" if u == "g" else f"{v:g} {u}"

    p1 = {"query": "Tris", "sort": "name", "page": 1, "page_size": 5, "total": 8, "pages": 2,
          "results": [row(r) for r in by_name[:5]]}
    p2 = {"query": "Tris", "sort": "name", "page": 2, "page_size": 5, "total": 8, "pages": 2,
          "results": [row(r) for r in by_name[5:]]}
    by_exp = sorted(R, key=lambda r: R[r][4])
    now_qty = {rid: R[rid][1] for rid in R}
    now_qty["RG-10482"] = 450
    p_exp = {"query": "Tris", "sort": "expires", "page": 1, "page_size": 10, "total": 8, "pages": 1,
             "results": [{"id": r, "name": R[r][0], "qty": disp(now_qty[r], R[r][2]), "expires": R[r][4],
                          "days_left": d, "location": R[r][3]}
                         for r, d in zip(by_exp, [142, 184, 199, 275, 276, 337, 396, 852])]}
    tris = {
        "id": "RG-10482", "name": "Tris-HCl 1 M, pH 8.0", "cas": "1185-53-1", "catalog": "Invitrogen 15568025",
        "quantity": {"value": 500, "unit": "mL"}, "containers": [{"container_id": "CT-77410", "size": "500 mL", "fill": "100%", "opened": "2024-01-09"}],
        "location": "Cold room C-2, shelf 1", "storage": "2-8 C", "expires": "2025-01-31", "lot": "TH-2311-07",
        "owner": "shared", "reorder_below": {"value": 100, "unit": "mL"},
        "recent_usage": [
            {"tx": "TX-0098741", "user": "j.ndlovu", "amount": "25 mL", "at": "2024-02-26T15:40:03Z", "project": "PRJ-MEM-02"},
            {"tx": "TX-0098530", "user": "r.castellanos", "amount": "40 mL", "at": "2024-02-19T11:02:57Z", "project": "PRJ-KIN-07"},
        ]}
    prok = {
        "id": "RG-20917", "name": "Proteinase K, 20 mg/mL", "cas": "39450-01-6", "catalog": "Thermo EO0491",
        "quantity": {"value": 1.2, "unit": "mL"}, "containers": [{"container_id": "CT-80122", "size": "1.25 mL", "fill": "96%", "opened": "2024-02-12"}],
        "location": "Freezer F-03, rack 2, box B5", "storage": "-20 C", "expires": "2025-06-30", "lot": "01327654",
        "owner": "shared", "reorder_below": {"value": 0.5, "unit": "mL"},
        "recent_usage": [{"tx": "TX-0098702", "user": "t.huang", "amount": "0.05 mL", "at": "2024-02-23T17:21:40Z", "project": "PRJ-CRYO-03"}]}
    freezer = {
        "freezer_id": "F-03", "model": "Liebherr LGex 3410 (-20 C, explosion-proof)", "room": "B2.114",
        "setpoint_c": -20.0, "current_c": -18.7, "status": "ok", "alarm": None,
        "door": {"state": "closed", "last_opened": "2024-02-29T10:15:02Z", "last_open_duration_s": 21, "opened_today": 7},
        "compressor": "running", "probe_battery_pct": 83,
        "readings_last_15min": [
            {"at": "2024-02-29T10:02:00Z", "c": -20.3}, {"at": "2024-02-29T10:05:00Z", "c": -20.2},
            {"at": "2024-02-29T10:08:00Z", "c": -20.3}, {"at": "2024-02-29T10:11:00Z", "c": -20.1},
            {"at": "2024-02-29T10:14:00Z", "c": -20.2}, {"at": "2024-02-29T10:16:00Z", "c": -18.7}],
        "alarm_thresholds_c": {"high": -15.0, "high_delay_min": 10}, "checked_at": "2024-02-29T10:16:31Z"}
    res_list = {"equipment_id": "TC-2", "name": "Bio-Rad C1000 Touch thermocycler (96-well)", "date": "2024-02-29", "reservations": [
        {"id": "RSV-31862", "user": "m.oyelaran", "start": "09:00", "end": "11:30", "status": "in_progress", "note": "colony PCR, 2 plates"},
        {"id": "RSV-31877", "user": "r.castellanos", "start": "14:00", "end": "16:00", "status": "booked", "note": "site-directed mutagenesis K48R"},
        {"id": "RSV-31840", "user": "t.huang", "start": "16:30", "end": "18:00", "status": "booked", "note": None}]}
    turns = [
        (call("search_reagents", query="Tris", sort="name", page=1, page_size=5), pj(p1)),
        (call("search_reagents", query="Tris", sort="name", page=2, page_size=5), pj(p2)),
        (call("get_reagent", reagent_id="RG-10482"), pj(tris)),
        (call("checkout_reagent", reagent_id="RG-10482", amount=50, unit="mL", user="r.castellanos", project="PRJ-KIN-07"),
         pj({"ok": True, "tx": "TX-0098812", "reagent_id": "RG-10482", "withdrawn": {"value": 50, "unit": "mL"},
             "remaining": {"value": 450, "unit": "mL"}, "container_id": "CT-77410", "container_fill": "90%",
             "at": "2024-02-29T10:12:44Z", "below_reorder": False})),
        (call("get_reagent", reagent_id="RG-20917"), pj(prok)),
        (call("checkout_reagent", reagent_id="RG-20917", amount=0.1, unit="mL", user="r.castellanos", project="PRJ-KIN-07"),
         pj({"ok": True, "tx": "TX-0098813", "reagent_id": "RG-20917", "withdrawn": {"value": 0.1, "unit": "mL"},
             "remaining": {"value": 1.1, "unit": "mL"}, "container_id": "CT-80122", "container_fill": "88%",
             "at": "2024-02-29T10:15:09Z", "below_reorder": False,
             "notice": "Freezer F-03 door-open event at 10:15:02 attributed to this withdrawal."})),
        (call("get_freezer_status", freezer_id="F-03"), pj(freezer)),
        (call("search_reagents", query="Tris", sort="expires", page=1, page_size=10), pj(p_exp)),
        (call("reserve_equipment", equipment_id="TC-2", start="2024-02-29T14:00", end="2024-02-29T16:00", user="r.castellanos", note="site-directed mutagenesis K48R"),
         pj({"ok": True, "reservation": {"id": "RSV-31877", "equipment_id": "TC-2", "user": "r.castellanos",
                                         "start": "2024-02-29T14:00:00+00:00", "end": "2024-02-29T16:00:00+00:00",
                                         "status": "booked", "conflicts": []}})),
        (call("list_reservations", equipment_id="TC-2", date="2024-02-29"), pj(res_list)),
    ]
    state = ("benchstock inventory, 2024-02-29 ~10:10 UTC. 214 reagent records, 6 monitored freezers/fridges, 11 bookable "
             "instruments. The agent works for r.castellanos (project PRJ-KIN-07).")
    rs.add(task=TASK, tid="h22-mcp-02", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03 Jira (mainstream) -- CLEAN: transition, re-estimate, comment, sprint totals follow; a teammate's move
# ---------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get an issue by key", {"issue_key": S, "expand": S}, ["issue_key"]),
        tool("jira_get_transitions", "List the workflow transitions available for an issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through its workflow", {"issue_key": S, "transition_id": S, "fields": OBJ}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment to an issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_get_sprint", "Get the active sprint of a board with progress", {"board_id": INT}, ["board_id"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud for the kestrelpay.atlassian.net site", tools)
    iss = {  # key: summary, status, points, assignee, priority, updated
        "PAY-801": ["Idempotency keys for refund API", "Done", 3, "Lena Brandt", "High", "2024-06-07T16:12:40.551+0200"],
        "PAY-804": ["Surface 3DS challenge failures in merchant dashboard", "Done", 2, "Amir Haddad", "Medium", "2024-06-10T11:30:02.118+0200"],
        "PAY-809": ["Migrate payout scheduler to new ledger events", "In Progress", 8, "Jo Lindgren", "High", "2024-06-11T08:55:17.904+0200"],
        "PAY-812": ["Rate-limit refund retries per merchant", "In Review", 5, "Amir Haddad", "High", "2024-06-10T17:42:09.330+0200"],
        "PAY-815": ["Backfill missing settlement_currency on 2023 payouts", "To Do", 3, None, "Medium", "2024-06-05T10:01:44.072+0200"],
        "PAY-817": ["Webhook for dispute.funds_withdrawn", "In Progress", 5, "Priya Nair", "Medium", "2024-06-11T09:12:36.640+0200"],
        "PAY-820": ["Handle partial captures in reconciliation report", "To Do", 3, "Lena Brandt", "Medium", "2024-06-06T14:20:58.213+0200"],
        "PAY-822": ["Flaky test: PayoutSchedulerIT.testWeekendCutoff", "In Progress", 2, "Jo Lindgren", "Low", "2024-06-11T09:31:05.487+0200"],
        "PAY-825": ["Update PSD2 exemption copy in checkout", "To Do", 1, "Amir Haddad", "Low", "2024-06-04T12:00:13.905+0200"],
    }
    assert sum(v[2] for v in iss.values()) == 32

    def brief(k: str) -> dict[str, Any]:
        s, st, pts, who, pri, upd = iss[k]
        return {"key": k, "summary": s, "status": st, "assignee": who, "priority": pri, "story_points": pts, "updated": upd}

    jql1 = "project = PAY AND sprint in openSprints() ORDER BY rank ASC"
    r1 = {"total": 9, "startAt": 0, "maxResults": 50, "issues": [brief(k) for k in iss]}
    desc812 = ("Refund retries from merchants integrating via the legacy SDK can hit the refund API ~40 req/s per merchant "
               "after a timeout. Add a per-merchant token bucket (default 5 req/s, burst 20) in front of POST /v2/refunds and "
               "return 429 with Retry-After.\n\nAcceptance:\n* bucket config per merchant tier\n* 429s visible in merchant logs\n* dashboards for throttled refunds")

    def issue812(status: str, updated: str, extra: dict[str, Any]) -> str:
        return mcp_text({"key": "PAY-812", "id": "58210", "fields": {
            "summary": "Rate-limit refund retries per merchant", "description": desc812,
            "status": {"name": status, "statusCategory": "Done" if status == "Done" else "In Progress"},
            "assignee": {"displayName": "Amir Haddad", "accountId": "712020:3b8e0c51"},
            "reporter": {"displayName": "Lena Brandt"}, "priority": {"name": "High"}, "issuetype": {"name": "Story"},
            "customfield_10016": 5, "sprint": {"id": 412, "name": "PAY Sprint 24", "state": "active"},
            "labels": ["rate-limiting", "refunds"], "fixVersions": [{"name": "payments-2024.25"}],
            "created": "2024-05-28T10:14:51.006+0200", "updated": updated, **extra,
            "comment": {"total": 3, "comments": [
                {"id": "104311", "author": "Lena Brandt", "created": "2024-06-05T15:02:19.447+0200", "body": "Default burst of 20 OK with support? They see the 429s first."},
                {"id": "104338", "author": "Amir Haddad", "created": "2024-06-06T09:40:55.810+0200", "body": "Support signed off, and we log the bucket state with each 429."},
                {"id": "104402", "author": "Jo Lindgren", "created": "2024-06-10T17:42:09.330+0200", "body": "Reviewed PR #1187, approved. Dashboards look good in staging."}]},
            "issuelinks": [{"type": "relates to", "outwardIssue": "PAY-801"}]}})

    upd820 = "2024-06-11T09:44:51.262+0200"
    com820 = "2024-06-11T09:45:30.118+0200"
    iss["PAY-812"][1], iss["PAY-812"][5] = "Done", "2024-06-11T09:43:17.725+0200"
    iss["PAY-820"][2], iss["PAY-820"][5] = 5, com820
    iss["PAY-817"][1], iss["PAY-817"][5] = "In Review", "2024-06-11T09:47:02.391+0200"
    open_keys = sorted([k for k in iss if iss[k][1] != "Done"], key=lambda k: iss[k][5], reverse=True)
    assert open_keys[:2] == ["PAY-817", "PAY-820"] and len(open_keys) == 6
    jql2 = "project = PAY AND sprint in openSprints() AND status != Done ORDER BY updated DESC"
    r2 = {"total": 6, "startAt": 0, "maxResults": 50, "issues": [brief(k) for k in open_keys]}
    assert sum(v[2] for v in iss.values()) == 34 and sum(v[2] for v in iss.values() if v[1] == "Done") == 10
    sprint = {"id": 412, "name": "PAY Sprint 24", "state": "active", "boardId": 37,
              "startDate": "2024-06-03T09:00:00.000+0200", "endDate": "2024-06-14T17:00:00.000+0200",
              "goal": "Refund safety (rate limits, idempotency) and dispute webhooks GA",
              "progress": {"issues_total": 9, "issues_done": 3, "issues_in_progress": 3, "issues_todo": 3,
                           "points_total": 34, "points_done": 10, "points_in_progress": 15, "points_todo": 9,
                           "percent_points_done": 29.4},
              "scope_change": {"points_added_since_start": 2, "issues_added_since_start": 0},
              "working_days_remaining": 3}
    assert 10 + 15 + 9 == 34
    pay817 = {"key": "PAY-817", "fields": {
        "summary": "Webhook for dispute.funds_withdrawn", "status": {"name": "In Review"}, "assignee": {"displayName": "Priya Nair"},
        "priority": {"name": "Medium"}, "customfield_10016": 5, "updated": "2024-06-11T09:47:02.391+0200",
        "created": "2024-05-30T13:05:11.902+0200", "labels": ["disputes", "webhooks"]},
        "changelog": {"total": 4, "histories": [
            {"created": "2024-06-11T09:47:02.391+0200", "author": "Priya Nair", "items": [{"field": "status", "fromString": "In Progress", "toString": "In Review"}]},
            {"created": "2024-06-11T09:12:36.640+0200", "author": "Priya Nair", "items": [{"field": "RemoteIssueLink", "toString": "PR #1203 dispute webhooks"}]},
            {"created": "2024-06-06T10:48:20.551+0200", "author": "Priya Nair", "items": [{"field": "status", "fromString": "To Do", "toString": "In Progress"}]},
            {"created": "2024-06-03T09:31:44.010+0200", "author": "Lena Brandt", "items": [{"field": "Sprint", "fromString": "", "toString": "PAY Sprint 24"}]}]}}
    comment = "Re-estimated 3 -> 5: partial captures also split the FX fee lines, so the report needs a second pass over fee rows."
    turns = [
        (call("jira_search", jql=jql1, fields="summary,status,assignee,priority,customfield_10016,updated", limit=50), mcp_text(r1)),
        (call("jira_get_issue", issue_key="PAY-812"), issue812("In Review", "2024-06-10T17:42:09.330+0200", {"resolution": None, "resolutiondate": None})),
        (call("jira_get_transitions", issue_key="PAY-812"),
         mcp_text([{"id": "11", "name": "Back to To Do", "to": "To Do"}, {"id": "21", "name": "Back to In Progress", "to": "In Progress"},
                   {"id": "41", "name": "Done", "to": "Done", "fields": {"resolution": {"required": True}}}])),
        (call("jira_transition_issue", issue_key="PAY-812", transition_id="41", fields={"resolution": {"name": "Done"}}),
         mcp_text("Issue PAY-812 transitioned from 'In Review' to 'Done' (resolution: Done).")),
        (call("jira_update_issue", issue_key="PAY-820", fields={"customfield_10016": 5, "labels": ["reconciliation", "captures"]}),
         mcp_text({"key": "PAY-820", "updated_fields": ["customfield_10016", "labels"], "fields": {
             "summary": "Handle partial captures in reconciliation report", "status": {"name": "To Do"},
             "customfield_10016": 5, "labels": ["captures", "reconciliation"], "updated": upd820}})),
        (call("jira_add_comment", issue_key="PAY-820", comment=comment),
         mcp_text({"id": "104417", "author": {"displayName": "Dana Whitfield (automation)"}, "body": comment, "created": com820, "updated": com820})),
        (call("jira_get_sprint", board_id=37), mcp_text(sprint)),
        (call("jira_search", jql=jql2, fields="summary,status,assignee,priority,customfield_10016,updated", limit=50), mcp_text(r2)),
        (call("jira_get_issue", issue_key="PAY-817", expand="changelog"), mcp_text(pay817)),
        (call("jira_get_issue", issue_key="PAY-812"),
         issue812("Done", "2024-06-11T09:43:17.725+0200", {"resolution": {"name": "Done"}, "resolutiondate": "2024-06-11T09:43:17.710+0200"})),
    ]
    state = "Jira project PAY (board 37), active sprint 'PAY Sprint 24'. The agent is the team's sprint-hygiene assistant; teammates keep working in parallel."
    rs.add(task=TASK, tid="h22-mcp-03", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 04 fleet tracker (less common) -- BAD: a parked van's odometer reads ~300 km LOWER than before (turn 9)
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "List vehicles at a depot with live telemetry summary", {"depot": S}, ["depot"]),
        tool("get_vehicle", "Full live record of one vehicle", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_fault_codes", "Active and recent diagnostic trouble codes", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trips", "Trip history with odometer at start and end", {"vehicle_id": S, "days": INT}, ["vehicle_id"]),
        tool("reassign_route", "Move a planned route (and its driver) to another vehicle", {"route_id": S, "to_vehicle": S, "keep_driver": B}, ["route_id", "to_vehicle"]),
        tool("create_work_order", "Open a maintenance work order", {"vehicle_id": S, "type": S, "description": S, "garage": S, "scheduled_for": S}, ["vehicle_id", "type", "description"]),
        tool("list_geofence_events", "Geofence enter/exit events for a vehicle", {"vehicle_id": S, "since": S}, ["vehicle_id"]),
        tool("send_driver_message", "Send a message to a driver's in-cab tablet", {"driver_id": S, "text": S}, ["driver_id", "text"]),
    ]
    system = mcp_system("fleetwise", "telematics and dispatch for Harlow & Finch Deliveries", tools)
    vans = [
        ("VAN-201", "YK22 RXO", "Ford E-Transit 390 L3H2", "on_route", "R-02", "Ellis Marsh", 38112.7, "soc_pct", 72, "2024-03-18T07:54:48Z", 0),
        ("VAN-203", "YK22 RXP", "Ford E-Transit 390 L3H2", "on_route", "R-05", "Nadia Qureshi", 40287.1, "soc_pct", 81, "2024-03-18T07:54:51Z", 0),
        ("VAN-204", "YD70 HBA", "Mercedes-Benz Sprinter 315 CDI", "parked", None, None, 97630.5, "fuel_pct", 23, "2024-03-18T07:49:02Z", 0),
        ("VAN-208", "YE23 LMV", "Mercedes-Benz Sprinter 317 CDI", "available", None, None, 61003.9, "fuel_pct", 88, "2024-03-18T07:53:30Z", 0),
        ("VAN-211", "YE23 LMX", "Mercedes-Benz Sprinter 317 CDI", "on_route", "R-09", "Callum Reid", 58844.0, "fuel_pct", 64, "2024-03-18T07:54:40Z", 0),
        ("VAN-214", "YC19 OPW", "Vauxhall Movano 3.5t", "in_workshop", None, None, 142071.3, "fuel_pct", 10, "2024-03-15T17:02:19Z", 2),
        ("VAN-217", "YD71 KTU", "Mercedes-Benz Sprinter 315 CDI", "parked", "R-14", "Tomasz Wrona", 84512.4, "fuel_pct", 41, "2024-03-18T07:52:10Z", 1),
        ("VAN-220", "YF73 ZTE", "Ford E-Transit 350 L2H2", "on_route", "R-11", "Grace Obi", 12960.8, "soc_pct", 58, "2024-03-18T07:54:55Z", 0),
    ]
    lst = {"depot": "Leeds-South", "as_of": "2024-03-18T07:55:02Z", "count": len(vans), "vehicles": [
        {"id": v[0], "reg": v[1], "model": v[2], "status": v[3], "route": v[4], "driver": v[5], "odometer_km": v[6],
         v[7]: v[8], "last_seen": v[9], "open_alerts": v[10]} for v in vans]}

    def van217(status: str, last_ping: str, odo: float, driver: Any, route: Any, wos: list[str]) -> str:
        return pj({
            "id": "VAN-217", "vin": "WDB9076331P482915", "reg": "YD71 KTU", "model": "Mercedes-Benz Sprinter 315 CDI",
            "year": 2021, "fuel": "diesel", "depot": "Leeds-South", "status": status, "ignition": "off", "speed_kph": 0,
            "location": {"lat": 53.77118, "lon": -1.53274, "address": "Leeds-South depot, Bay 7", "geofence": "DEPOT-LS"},
            "odometer_km": odo, "engine_hours": 3318.6, "fuel_pct": 41, "adblue_pct": 63, "battery_v": 12.6,
            "last_ping": last_ping, "driver": driver, "assigned_route": route,
            "service": {"last_service_km": 65020.0, "last_service_date": "2023-09-04", "next_service_due_km": 85020.0},
            "open_alerts": [{"id": "ALR-90412", "type": "fault_code", "code": "P0401", "severity": "medium", "raised": "2024-03-17T16:41:22Z"}],
            "open_work_orders": wos})

    trips = {"vehicle_id": "VAN-217", "days": 3, "trips": [
        {"trip_id": "TR-552081", "date": "2024-03-15", "route": "R-14", "driver": "Tomasz Wrona", "start": "2024-03-15T08:12:40Z", "end": "2024-03-15T15:47:03Z",
         "odometer_start_km": 84013.0, "odometer_end_km": 84146.8, "distance_km": 133.8, "stops_completed": 21, "idle_min": 38, "harsh_events": 0},
        {"trip_id": "TR-552517", "date": "2024-03-16", "route": "R-14", "driver": "Tomasz Wrona", "start": "2024-03-16T08:09:15Z", "end": "2024-03-16T16:21:48Z",
         "odometer_start_km": 84146.8, "odometer_end_km": 84331.5, "distance_km": 184.7, "stops_completed": 26, "idle_min": 51, "harsh_events": 1},
        {"trip_id": "TR-552960", "date": "2024-03-17", "route": "R-14", "driver": "Tomasz Wrona", "start": "2024-03-17T08:15:02Z", "end": "2024-03-17T16:58:37Z",
         "odometer_start_km": 84331.5, "odometer_end_km": 84512.4, "distance_km": 180.9, "stops_completed": 24, "idle_min": 44, "harsh_events": 0,
         "events": ["16:41:22 MIL on, DTC P0401", "16:44:05 engine derate 0 % (none)"]}],
        "total_distance_km": 499.4}
    assert round(133.8 + 184.7 + 180.9, 1) == 499.4 == round(84512.4 - 84013.0, 1)
    faults = {"vehicle_id": "VAN-217", "read_at": "2024-03-18T07:52:10Z", "mil": "on", "active": [
        {"code": "P0401", "description": "Exhaust Gas Recirculation (EGR) flow insufficient detected", "first_seen": "2024-03-17T16:41:22Z",
         "occurrences": 3, "freeze_frame": {"rpm": 1820, "coolant_c": 88, "load_pct": 47, "speed_kph": 62}}],
        "history_30d": [{"code": "P2463", "description": "DPF soot accumulation", "cleared": "2024-02-22T10:05:00Z", "occurrences": 1}]}
    van208 = {
        "id": "VAN-208", "vin": "W1V9076351P561204", "reg": "YE23 LMV", "model": "Mercedes-Benz Sprinter 317 CDI", "year": 2023,
        "fuel": "diesel", "depot": "Leeds-South", "status": "available", "ignition": "off", "speed_kph": 0,
        "location": {"lat": 53.77131, "lon": -1.53302, "address": "Leeds-South depot, Bay 3", "geofence": "DEPOT-LS"},
        "odometer_km": 61003.9, "engine_hours": 1911.2, "fuel_pct": 88, "adblue_pct": 90, "battery_v": 12.7,
        "last_ping": "2024-03-18T07:53:30Z", "driver": None, "assigned_route": None, "payload_kg": 1160,
        "service": {"last_service_km": 60210.0, "last_service_date": "2024-02-27", "next_service_due_km": 80210.0},
        "open_alerts": [], "open_work_orders": []}
    tom = {"driver_id": "DRV-0417", "name": "Tomasz Wrona"}
    geo = {"vehicle_id": "VAN-208", "events": [
        {"at": "2024-03-18T08:21:07Z", "type": "exit", "geofence": "DEPOT-LS", "driver": "Tomasz Wrona", "odometer_km": 61004.6},
        {"at": "2024-03-18T08:39:55Z", "type": "enter", "geofence": "ZONE-LS-CITY", "driver": "Tomasz Wrona", "odometer_km": 61016.3},
        {"at": "2024-03-18T08:40:31Z", "type": "stop_arrival", "geofence": "R-14 stop 1 (Kirkgate Market, loading bay C)", "driver": "Tomasz Wrona", "odometer_km": 61016.9}]}
    msg = ("Hi Tomasz, VAN-217 is booked into Hunslet Commercial tomorrow 13:00 for the EGR fault. You stay on VAN-208 for R-14 "
           "until further notice. Please leave the VAN-217 keys at the depot office after your shift.")
    turns = [
        (call("list_vehicles", depot="Leeds-South"), pj(lst)),
        (call("get_vehicle", vehicle_id="VAN-217"), van217("parked", "2024-03-18T07:52:10Z", 84512.4, tom, "R-14", [])),
        (call("get_fault_codes", vehicle_id="VAN-217"), pj(faults)),
        (call("get_trips", vehicle_id="VAN-217", days=3), pj(trips)),
        (call("get_vehicle", vehicle_id="VAN-208"), pj(van208)),
        (call("reassign_route", route_id="R-14", to_vehicle="VAN-208", keep_driver=True),
         pj({"ok": True, "route_id": "R-14", "from_vehicle": "VAN-217", "to_vehicle": "VAN-208", "driver": tom,
             "stops": 23, "planned_departure": "2024-03-18T08:15:00Z", "effective": "2024-03-18T08:02:31Z",
             "notes": ["VAN-217 now has no assigned route", "Payload check passed: planned 914 kg <= 1160 kg"]})),
        (call("create_work_order", vehicle_id="VAN-217", type="diagnostic_repair",
              description="MIL on, DTC P0401 (EGR flow insufficient) x3 since 17 Mar 16:41. Check EGR valve/cooler, clear and road test.",
              garage="Hunslet Commercial Repairs", scheduled_for="2024-03-19T13:00:00Z"),
         pj({"ok": True, "work_order": {"id": "WO-5531", "vehicle_id": "VAN-217", "type": "diagnostic_repair", "priority": "medium",
                                        "status": "open", "garage": "Hunslet Commercial Repairs", "scheduled_for": "2024-03-19T13:00:00Z",
                                        "created_at": "2024-03-18T08:04:12Z", "linked_alerts": ["ALR-90412"]},
             "vehicle_status_changed": {"from": "parked", "to": "maintenance_scheduled"}})),
        (call("list_geofence_events", vehicle_id="VAN-208", since="2024-03-18T08:00:00Z"), pj(geo)),
        (call("get_vehicle", vehicle_id="VAN-217"), van217("maintenance_scheduled", "2024-03-18T08:40:12Z", 84215.4, None, None, ["WO-5531"])),
        (call("send_driver_message", driver_id="DRV-0417", text=msg),
         pj({"ok": True, "message_id": "MSG-2207841", "driver_id": "DRV-0417", "device": "tablet on VAN-208",
             "status": "delivered", "sent_at": "2024-03-18T08:42:03Z", "delivered_at": "2024-03-18T08:42:05Z"})),
    ]
    state = "fleetwise tenant 'Harlow & Finch Deliveries', depot Leeds-South, Monday 2024-03-18 ~07:55 UTC. The agent is the morning dispatcher assistant."
    rs.add(task=TASK, tid="h22-mcp-04", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="parked van's odometer_km reads 84215.4, lower than the 84512.4 reported earlier (odometer went backwards while ignition off)")


# ---------------------------------------------------------------------------------------------------------
# 05 Slack (mainstream) -- BAD: the duplicate bot message the agent deleted is back in the history (turn 5)
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_delete_message", "Delete a message the bot is allowed to delete", {"channel_id": S, "ts": S}, ["channel_id", "ts"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_post_message", "Post a new message to a channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    ]
    system = mcp_system("slack", "Slack workspace 'kestrelpay' through a bot token with chat:write, reactions:write and history scopes", tools)
    ch = "C05R1TRAIN"
    A_TS, B_TS = "1718191234.551209", "1718191236.102448"
    ann = ("🚂 *Release 4.12.0* branch `release/4.12` cut from `main` @ `7a1f3c9`. Code freeze starts *16:00 UTC* today. "
           "Release captain: <@U03MARIAT>. Checklist: <https://wiki.kestrelpay.internal/rel/4.12|4.12 runbook>")

    def m(ts: str, user: str, text: str, **kw: Any) -> dict[str, Any]:
        d: dict[str, Any] = {"type": "message", "ts": ts}
        if user.startswith("B"):
            d.update({"subtype": "bot_message", "bot_id": user, "username": "release-bot"})
        else:
            d["user"] = user
        d["text"] = text
        d.update(kw)
        return d

    jonas = m("1718191402.771903", "U02JONASB", "thanks, holding my PR until 4.12 is tagged")
    dup = m(B_TS, "B04RELBOT", ann)
    maria1 = m("1718190977.330144", "U03MARIAT", "cutting 4.12 in ~5 min, last call for merges to main")
    devon = m("1718190612.009821", "U01DEVONK", "#4512 merged, that was the last blocker for 4.12 :tada:",
              reactions=[{"name": "tada", "users": ["U03MARIAT", "U02JONASB", "U05PRIYAN"], "count": 3}])
    priya = m("1718189840.551002", "U05PRIYAN", "ci is green on main again after the flaky e2e fix (<https://github.com/kestrelpay/web/pull/4507|#4507>)")
    ops = m("1718188203.119400", "B02OPSBOT", "Staging deploy (started 10:12 UTC) finished: web@6d02ab1, api@3c11f0e")
    old = m("1718187550.880214", "U02JONASB", "anyone seen `checkout_e2e::apple_pay` flake again today?")

    def parent(replies: int, latest: str, users: list[str], reactions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        d = m(A_TS, "B04RELBOT", ann, thread_ts=A_TS, reply_count=replies, reply_users_count=len(users), reply_users=users, latest_reply=latest)
        if reactions:
            d["reactions"] = reactions
        return d

    h1 = {"ok": True, "messages": [jonas, dup, parent(2, "1718191388.204117", ["U01DEVONK", "U03MARIAT"]), maria1, devon, priya, ops, old],
          "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTg3NTUwODgwMjE0"}}
    r1 = m("1718191301.660812", "U01DEVONK", "double post? 👀", thread_ts=A_TS, parent_user_id="B04RELBOT")
    r2 = m("1718191388.204117", "U03MARIAT", "yep, the bot retried on a 502. Can someone with bot perms delete the second one?", thread_ts=A_TS, parent_user_id="B04RELBOT")
    tr1 = {"ok": True, "messages": [parent(2, "1718191388.204117", ["U01DEVONK", "U03MARIAT"]), r1, r2], "has_more": False}
    check = [{"name": "white_check_mark", "users": ["U07RELASST"], "count": 1}]
    maria2 = m("1718191620.447310", "U03MARIAT", "freeze confirmed for 16:00 UTC. Anything not merged by then goes to 4.13")
    h2 = {"ok": True, "messages": [maria2, jonas, dup, parent(2, "1718191388.204117", ["U01DEVONK", "U03MARIAT"], check), maria1, devon, priya, ops],
          "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4MTg4MjAzMTE5NDAw"}}
    reply = "Deleted the duplicate announcement. This thread is the canonical one for 4.12; freeze at 16:00 UTC as above."
    r3 = m("1718191688.913562", "U07RELASST", reply, thread_ts=A_TS, parent_user_id="B04RELBOT")
    tr2 = {"ok": True, "messages": [parent(3, "1718191688.913562", ["U01DEVONK", "U03MARIAT", "U07RELASST"], check), r1, r2, r3], "has_more": False}
    post = ("Release 4.12.0: branch `release/4.12` is cut. Code freeze today at 16:00 UTC; anything merged after that ships in 4.13. "
            "Details and runbook in <#C05R1TRAIN|release-train>.")
    turns = [
        (call("slack_get_channel_history", channel_id=ch, limit=8), mcp_text(h1)),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=A_TS), mcp_text(tr1)),
        (call("slack_delete_message", channel_id=ch, ts=B_TS), mcp_text({"ok": True, "channel": ch, "ts": B_TS})),
        (call("slack_add_reaction", channel_id=ch, timestamp=A_TS, reaction="white_check_mark"), mcp_text({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=8), mcp_text(h2)),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=A_TS, text=reply),
         mcp_text({"ok": True, "channel": ch, "ts": r3["ts"], "message": {**r3, "bot_id": "B07RELASST", "team": "T01KESTREL"}})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=A_TS), mcp_text(tr2)),
        (call("slack_post_message", channel_id="C03ENGANN", text=post),
         mcp_text({"ok": True, "channel": "C03ENGANN", "ts": "1718191745.220917",
                   "message": {"type": "message", "user": "U07RELASST", "bot_id": "B07RELASST", "text": post, "ts": "1718191745.220917", "team": "T01KESTREL"}})),
    ]
    state = ("Slack workspace kestrelpay. #release-train = C05R1TRAIN, #eng-announcements = C03ENGANN. The agent posts as the "
             "'release-assistant' app (U07RELASST), which may delete messages of release-bot (B04RELBOT).")
    rs.add(task=TASK, tid="h22-mcp-05", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="release-bot message deleted at turn 3 (ts 1718191236.102448) is back in the channel history")


# ---------------------------------------------------------------------------------------------------------
# 06 library catalog (less common) -- CLEAN: checkout/renew/hold move counts and dates; re-sorted search; ISBN-10
# ---------------------------------------------------------------------------------------------------------
def _isbn13(p12: str) -> str:
    s = sum(int(d) * (1 if k % 2 == 0 else 3) for k, d in enumerate(p12))
    return p12 + str((10 - s % 10) % 10)


def _isbn10(i13: str) -> str:
    core = i13[3:12]
    c = (11 - sum(int(d) * (10 - k) for k, d in enumerate(core)) % 11) % 11
    return core + ("X" if c == 10 else str(c))


def t06(rs: RowSet) -> None:
    tools = [
        tool("search_catalog", "Keyword search of the catalogue", {"query": S, "sort": S, "format": S, "limit": INT}, ["query"]),
        tool("get_record", "Bibliographic record with holdings summary", {"bib_id": S}, ["bib_id"]),
        tool("get_holdings", "Item-level holdings of a record across branches", {"bib_id": S}, ["bib_id"]),
        tool("get_patron", "Patron account: loans, holds, charges", {"patron_id": S}, ["patron_id"]),
        tool("checkout_item", "Lend an item to a patron (staff desk)", {"barcode": S, "patron_id": S}, ["barcode", "patron_id"]),
        tool("renew_loan", "Renew one loan of a patron", {"barcode": S, "patron_id": S}, ["barcode", "patron_id"]),
        tool("place_hold", "Place a title-level hold", {"bib_id": S, "patron_id": S, "pickup_branch": S}, ["bib_id", "patron_id", "pickup_branch"]),
    ]
    system = mcp_system("bibliolink", "integrated library system of Calder Valley Libraries (staff API)", tools)
    pir, pir_lp, pir_aud = "9781526622426", _isbn13("978140871643"), _isbn13("978152662245")
    js, wood, ladies = "9780747579885", "9781526675552", "9780747586869"
    pid = "P-2208871"
    recs = {
        "BIB-0061734": ("Piranesi", 2020, "Book (hardback)", pir, "Bloomsbury"),
        "BIB-0063310": ("Piranesi [large print]", 2021, "Book (large print)", pir_lp, "W F Howes"),
        "BIB-0064902": ("Piranesi [eAudiobook]", 2020, "eAudiobook", pir_aud, "Bloomsbury Audio"),
        "BIB-0060015": ("The Ladies of Grace Adieu and Other Stories", 2006, "Book (paperback)", ladies, "Bloomsbury"),
        "BIB-0058120": ("Jonathan Strange & Mr Norrell", 2004, "Book (paperback)", js, "Bloomsbury"),
        "BIB-0069871": ("The Wood at Midwinter", 2024, "Book (hardback)", wood, "Bloomsbury"),
    }
    avail = {"BIB-0061734": "2 of 5 available", "BIB-0063310": "0 of 1 available (1 hold)", "BIB-0064902": "Available now on BorrowBox",
             "BIB-0060015": "1 of 2 available", "BIB-0058120": "0 of 3 available (2 holds)", "BIB-0069871": "0 of 4 available (6 holds)"}

    def hit(b: str, rel: float | None, isbn10: bool = False) -> dict[str, Any]:
        t, y, f, i, pub = recs[b]
        d: dict[str, Any] = {"bib_id": b, "title": t, "author": "Clarke, Susanna, 1959-", "year": y, "format": f, "publisher": pub,
                             "isbn": _isbn10(i) if isbn10 and f.startswith("Book") else i, "availability": avail[b]}
        if rel is not None:
            d["score"] = rel
        return d

    s1 = {"query": "Piranesi Clarke", "sort": "relevance", "total": 4,
          "results": [hit("BIB-0061734", 18.42), hit("BIB-0063310", 17.9), hit("BIB-0064902", 17.31), hit("BIB-0060015", 4.07)]}
    items = [
        ["30110047221980", "Central", "Adult Fiction CLA", "available", None],
        ["30110047221998", "Central", "Adult Fiction CLA", "available", None],
        ["30110047222004", "Hebden Bridge", "Fiction CLA", "checked_out", "2024-11-14"],
        ["30110047222012", "Todmorden", "Fiction CLA", "checked_out", "2024-11-09"],
        ["30110047222020", "Eastside", "Fiction CLA", "in_transit", None],
    ]

    def holdings(n_avail: int) -> str:
        out = []
        for bc, br, sh, st, due in items:
            d: dict[str, Any] = {"barcode": bc, "branch": br, "shelf": sh, "status": st}
            if due:
                d["due"] = due
            if st == "in_transit":
                d["transit"] = {"from": "Central", "to": "Eastside", "since": "2024-11-05"}
            out.append(d)
        return pj({"bib_id": "BIB-0061734", "title": "Piranesi", "items_total": 5, "available": n_avail, "holds": 0, "items": out})

    def loans(overstory_due: str, overstory_ren: int, extra: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [
            {"barcode": "30110051119031", "title": "The Overstory", "checked_out": "2024-10-22", "due": overstory_due, "renewals": f"{overstory_ren} of 3"},
            {"barcode": "30110049872216", "title": "Braiding Sweetgrass", "checked_out": "2024-10-10", "due": "2024-11-21", "renewals": "1 of 3"},
            {"barcode": "30110052004457", "title": "A Psalm for the Wild-Built", "checked_out": "2024-10-31", "due": "2024-11-21", "renewals": "0 of 3"},
        ] + extra

    hold_int = {"hold_id": "H-4471820", "title": "Intermezzo", "bib_id": "BIB-0070144", "placed": "2024-10-02", "pickup": "Central", "position": "4 of 11", "status": "waiting"}
    patron1 = {"patron_id": pid, "name": "Harriet Okoye", "category": "Adult", "home_branch": "Central", "expires": "2026-03-31",
               "blocked": False, "charges_gbp": 0.40, "charges": [{"type": "overdue", "title": "Small Things Like These", "amount_gbp": 0.40, "date": "2024-09-18"}],
               "loan_limit": 20, "loans_count": 3, "loans": loans("2024-11-12", 0, []), "holds_count": 1, "holds": [hold_int]}
    new_loan = {"barcode": "30110047221980", "title": "Piranesi", "checked_out": "2024-11-07", "due": "2024-11-28", "renewals": "0 of 3"}
    new_hold = {"hold_id": "H-4480315", "title": "Jonathan Strange & Mr Norrell", "bib_id": "BIB-0058120", "placed": "2024-11-07", "pickup": "Central", "position": "3 of 3", "status": "waiting"}
    patron2 = {**patron1, "loans_count": 4, "loans": loans("2024-12-03", 1, [new_loan]), "holds_count": 2, "holds": [hold_int, new_hold]}
    avail["BIB-0061734"] = "1 of 5 available"
    s2 = {"query": "Susanna Clarke", "sort": "pub_date_desc", "total": 6, "results": [
        hit(b, None, isbn10=True) for b in ["BIB-0069871", "BIB-0063310", "BIB-0061734", "BIB-0064902", "BIB-0060015", "BIB-0058120"]]}
    js_rec = {"bib_id": "BIB-0058120", "title": "Jonathan Strange & Mr Norrell", "author": "Clarke, Susanna, 1959-",
              "publisher": "Bloomsbury", "year": 2004, "edition": "Paperback ed., 2005 printing", "pages": 1006, "isbn13": js, "isbn10": _isbn10(js),
              "subjects": ["Magicians -- England -- Fiction", "Napoleonic Wars, 1800-1815 -- Fiction", "Fantasy fiction"],
              "summary": "Two magicians revive English magic during the Napoleonic Wars...",
              "holdings_summary": {"items_total": 3, "available": 0, "checked_out": 2, "missing": 1, "holds": 2,
                                   "next_due": "2024-11-19"}}
    turns = [
        (call("search_catalog", query="Piranesi Clarke", sort="relevance", limit=10), pj(s1)),
        (call("get_holdings", bib_id="BIB-0061734"), holdings(2)),
        (call("get_patron", patron_id=pid), pj(patron1)),
        (call("checkout_item", barcode="30110047221980", patron_id=pid),
         pj({"ok": True, "barcode": "30110047221980", "title": "Piranesi", "patron_id": pid, "checked_out": "2024-11-07T11:02:37Z",
             "due": "2024-11-28", "loan_period_days": 21, "patron_loans_count": 4, "receipt": "RCPT-CEN-0091842"})),
        (call("renew_loan", barcode="30110051119031", patron_id=pid),
         pj({"ok": True, "barcode": "30110051119031", "title": "The Overstory", "previous_due": "2024-11-12", "due": "2024-12-03",
             "renewals": "1 of 3", "policy": "renewal extends from current due date by 21 days"})),
        (call("search_catalog", query="Susanna Clarke", sort="pub_date_desc", limit=10), pj(s2)),
        (call("get_record", bib_id="BIB-0058120"), pj(js_rec)),
        (call("place_hold", bib_id="BIB-0058120", patron_id=pid, pickup_branch="Central"),
         pj({"ok": True, "hold": new_hold, "estimated_wait": "4-7 weeks", "notification": "email"})),
        (call("get_holdings", bib_id="BIB-0061734"), None),
        (call("get_patron", patron_id=pid), pj(patron2)),
    ]
    items[0][3], items[0][4] = "checked_out", "2024-11-28"
    turns[8] = (turns[8][0], holdings(1))
    state = "bibliolink staff API, Central branch desk, Thursday 2024-11-07 ~11:00 UTC. Patron P-2208871 (Harriet Okoye) is at the desk with the agent."
    rs.add(task=TASK, tid="h22-mcp-06", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07 Postgres (mainstream) -- BAD: count(*) of the agent's own scratch table ignores its DELETE (turn 10)
# ---------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables of a schema with estimated rows and size", {"schema": S}, ["schema"]),
        tool("describe_table", "Columns, indexes and constraints of a table", {"table": S}, ["table"]),
        tool("execute_sql", "Run one SQL statement and return its result as text", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres-admin", "read/write access to the 'shopfront' PostgreSQL 16 database as role ops_agent", tools)
    tables = psql(["schema", "table", "est_rows", "total_size"], [
        ["public", "addresses", "61,904", "14 MB"], ["public", "carts", "9,311", "3192 kB"], ["public", "customers", "48,210", "22 MB"],
        ["public", "order_items", "402,877", "71 MB"], ["public", "orders", "131,562", "38 MB"], ["public", "payments", "128,940", "41 MB"],
        ["public", "products", "3,407", "5416 kB"], ["public", "promo_codes", "612", "208 kB"], ["public", "schema_migrations", "147", "48 kB"]])
    desc = ('Table "public.customers"\n'
            + psql(["column", "type", "nullable", "default"], [
                ["id", "bigint", "not null", "nextval('customers_id_seq'::regclass)"], ["email", "text", "not null", ""],
                ["email_verified", "boolean", "not null", "false"], ["full_name", "text", "", ""], ["phone", "text", "", ""],
                ["marketing_opt_in", "boolean", "not null", "false"], ["created_at", "timestamp with time zone", "not null", "now()"],
                ["merged_into", "bigint", "", ""], ["deleted_at", "timestamp with time zone", "", ""]]).rsplit("\n", 1)[0]
            + "\nIndexes:\n    \"customers_pkey\" PRIMARY KEY, btree (id)\n    \"customers_email_idx\" btree (lower(email))\n"
            "    \"customers_created_at_idx\" btree (created_at)\nForeign-key constraints:\n"
            "    \"customers_merged_into_fkey\" FOREIGN KEY (merged_into) REFERENCES customers(id)\n"
            "Referenced by:\n    TABLE \"addresses\" CONSTRAINT \"addresses_customer_id_fkey\" FOREIGN KEY (customer_id) REFERENCES customers(id)\n"
            "    TABLE \"orders\" CONSTRAINT \"orders_customer_id_fkey\" FOREIGN KEY (customer_id) REFERENCES customers(id)")
    q_count = "SELECT count(*) AS customers, max(created_at) AS newest FROM customers WHERE deleted_at IS NULL;"
    q_create = ("CREATE TABLE scratch.dupe_candidates AS SELECT lower(trim(email)) AS email_norm, count(*) AS n, "
                "array_agg(id ORDER BY created_at) AS ids, min(created_at) AS first_seen FROM customers "
                "WHERE deleted_at IS NULL GROUP BY 1 HAVING count(*) > 1;")
    top = [("test@example.com", 14, 311, "2021-03-02 10:14:07+00"), ("qa@example.org", 9, 2044, "2021-06-18 08:51:40+00"),
           ("demo@example.com", 7, 5120, "2021-11-30 16:03:12+00"), ("testuser@gmail.com", 6, 8873, "2022-04-07 12:27:55+00"),
           ("billing@hollowayfarms.co.uk", 5, 12408, "2022-08-19 09:40:31+00"), ("accounts@brightlinedental.com", 4, 14117, "2022-10-03 14:22:08+00"),
           ("info@marrowandvine.com", 4, 19552, "2023-02-14 11:05:44+00"), ("j.okafor@outlook.com", 4, 23309, "2023-05-28 19:48:02+00"),
           ("orders@kestrel-tools.de", 4, 27761, "2023-09-11 07:33:19+00"), ("sam.reyes@icloud.com", 4, 31840, "2023-12-02 21:10:56+00")]
    rows6 = []
    for i, (e, n, first, seen) in enumerate(top):
        ids = [first + k * (1371 + 97 * i) + (k * k * 13) for k in range(n)]
        rows6.append([e, n, "{" + ",".join(map(str, ids)) + "}", seen])
    q_top = "SELECT email_norm, n, ids, first_seen FROM scratch.dupe_candidates ORDER BY n DESC, first_seen LIMIT 10;"
    where = "email_norm ~ '@example\\.' OR email_norm LIKE 'test%'"
    dist = [[2, 151, 302], [3, 19, 57], [4, 5, 20], [5, 1, 5]]
    assert sum(r[1] for r in dist) == 214 - 38 == 176 and sum(r[2] for r in dist) == 384
    turns = [
        (call("list_tables", schema="public"), mcp_text(tables)),
        (call("describe_table", table="public.customers"), mcp_text(desc)),
        (call("execute_sql", sql=q_count), mcp_text(psql(["customers", "newest"], [[48213, "2024-06-03 09:12:44.018+00"]]))),
        (call("execute_sql", sql="CREATE SCHEMA IF NOT EXISTS scratch AUTHORIZATION ops_agent;"), mcp_text("CREATE SCHEMA")),
        (call("execute_sql", sql=q_create), mcp_text("SELECT 214")),
        (call("execute_sql", sql=q_top), mcp_text(psql(["email_norm", "n", "ids", "first_seen"], rows6))),
        (call("execute_sql", sql=f"SELECT count(*) FROM scratch.dupe_candidates WHERE {where};"), mcp_text(psql(["count"], [[38]]))),
        (call("execute_sql", sql=f"DELETE FROM scratch.dupe_candidates WHERE {where};"), mcp_text("DELETE 38")),
        (call("execute_sql", sql="SELECT n, count(*) AS emails, sum(n) AS customer_rows FROM scratch.dupe_candidates GROUP BY n ORDER BY n;"),
         mcp_text(psql(["n", "emails", "customer_rows"], dist))),
        (call("execute_sql", sql="SELECT count(*) AS candidates, sum(n) AS customer_rows, min(first_seen) AS oldest FROM scratch.dupe_candidates;"),
         mcp_text(psql(["candidates", "customer_rows", "oldest"], [[167, 384, "2022-01-17 13:55:09+00"]]))),
        (call("execute_sql", sql="ALTER TABLE scratch.dupe_candidates ADD COLUMN reviewed boolean NOT NULL DEFAULT false;"), mcp_text("ALTER TABLE")),
        (call("execute_sql", sql=q_count), mcp_text(psql(["customers", "newest"], [[48219, "2024-06-03 09:31:07.552+00"]]))),
    ]
    state = ("PostgreSQL 16 production database 'shopfront'; the live storefront keeps inserting into public.* (new sign-ups, "
             "orders). Schema 'scratch' does not exist yet; only ops_agent will write to it.")
    rs.add(task=TASK, tid="h22-mcp-07", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="count(*) of the agent's own scratch table is 167, but it was created with 214 rows and 38 were deleted (176, as the per-n breakdown also sums)")


# ---------------------------------------------------------------------------------------------------------
# 08 CRM (less common) -- CLEAN: stage/value change flows into pipeline totals; 'last activity' moves; formats
# ---------------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    tools = [
        tool("get_pipeline_summary", "Open deals per stage with counts, values and weighted values", {"pipeline": S}, ["pipeline"]),
        tool("list_deals", "List open deals of a pipeline stage", {"pipeline": S, "stage": S, "sort": S, "page": INT, "page_size": INT}, ["pipeline", "stage"]),
        tool("get_deal", "Get one deal with contacts, line items and activity summary", {"deal_id": S}, ["deal_id"]),
        tool("log_activity", "Log a call, meeting or email against a deal", {"deal_id": S, "type": S, "duration_min": INT, "notes": S}, ["deal_id", "type"]),
        tool("update_deal", "Change stage, value or line items of a deal", {"deal_id": S, "stage": S, "line_items": {"type": "array"}}, ["deal_id"]),
        tool("create_task", "Create a follow-up task", {"deal_id": S, "title": S, "due": S, "assignee": S}, ["deal_id", "title", "due"]),
    ]
    system = mcp_system("corvid-crm", "sales CRM of Fjordlink Telematics AS", tools)
    pl = "EMEA New Business"
    stages = [["Qualified", 10, 14, 386000], ["Discovery", 20, 11, 512400], ["Proposal", 40, 7, 298900],
              ["Negotiation", 60, 4, 221500], ["Verbal commit", 80, 2, 97000]]

    def eur(x: float) -> str:
        return f"€{x:,.0f}"

    def summary(as_of: str) -> str:
        lines = [f"Pipeline: {pl}   (currency EUR, open deals only, as of {as_of})", "",
                 f"{'Stage':<15}{'Prob':>6}{'Deals':>7}{'Value':>14}{'Weighted':>14}", "-" * 56]
        tc = tv = tw = 0.0
        for name, p, c, v in stages:
            w = v * p / 100
            lines.append(f"{name:<15}{str(p) + '%':>6}{c:>7}{eur(v):>14}{eur(w):>14}")
            tc, tv, tw = tc + c, tv + v, tw + w
        lines += ["-" * 56, f"{'Total':<15}{'':>6}{int(tc):>7}{eur(tv):>14}{eur(tw):>14}", "",
                  "Quarter target (Q3): €640,000 weighted-adjusted bookings; closes this quarter in pipeline: 19 deals"]
        return "\n".join(lines)

    proposal = [("D-30377", "Brenner Kliniken - patient transport tracking", 71200, "Jonas Weber", "2024-07-15"),
                ("D-30390", "Porto Verde Shipping - port yard tracking", 56000, "Signe Aas", "2024-08-30"),
                ("D-30418", "Halvorsen Logistics - fleet telematics", 48500, "Signe Aas", "2024-07-31"),
                ("D-30455", "Aalto Foods - cold chain monitoring", 39800, "Mikko Rantanen", "2024-09-13"),
                ("D-30471", "Nordlys Energi - field service vans", 34000, "Signe Aas", "2024-09-30"),
                ("D-30402", "Ferreira & Filhos - last-mile fleet", 27000, "Ana Duarte", "2024-08-16"),
                ("D-30462", "Kessler Bau - plant equipment tracking", 22400, "Jonas Weber", "2024-10-31")]
    assert sum(d[2] for d in proposal) == 298900
    nego = [("D-30368", "Baltic Reefer Lines - reefer telemetry", 28000, "Mikko Rantanen", "2024-07-05"),
            ("D-30311", "Vestergaard Transport - mixed fleet", 88000, "Signe Aas", "2024-07-12"),
            ("D-30342", "Lumen Pharma Logistics - GDP compliance", 64500, "Ana Duarte", "2024-07-26"),
            ("D-30418", "Halvorsen Logistics - fleet telematics", 52000, "Signe Aas", "2024-07-31"),
            ("D-30356", "Oskarsson Timber - forestry trucks", 41000, "Jonas Weber", "2024-08-09")]
    assert sum(d[2] for d in nego) == 221500 + 52000

    def deal_rows(ds: list[tuple[str, str, int, str, str]], p: int) -> list[dict[str, Any]]:
        return [{"id": i, "title": t, "value": {"amount": v, "currency": "EUR"}, "weighted": v * p // 100, "owner": o, "expected_close": c} for i, t, v, o, c in ds]

    lines1 = [{"product": "Fjordlink Fleet license (annual)", "qty": 120, "unit_price": 348.00, "total": 41760.00},
              {"product": "Onboarding & installation", "qty": 1, "unit_price": 6740.00, "total": 6740.00}]
    lines2 = lines1 + [{"product": "Premium support, year 1", "qty": 1, "unit_price": 3500.00, "total": 3500.00}]
    contacts = [{"name": "Lars Halvorsen", "role": "COO", "email": "lars@halvorsen-logistics.no", "primary": True},
                {"name": "Ingrid Moe", "role": "Head of Fleet", "email": "ingrid.moe@halvorsen-logistics.no", "primary": False}]

    def deal(stage: str, prob: int, value: float, lines: list[dict[str, Any]], last: str, n_act: int, tasks: int, changed: str, display: bool) -> str:
        d: dict[str, Any] = {"id": "D-30418", "title": "Halvorsen Logistics - fleet telematics", "pipeline": pl, "stage": stage,
                             "probability": prob, "value": f"€{value:,.2f}" if display else {"amount": value, "currency": "EUR"},
                             "weighted_value": f"€{value * prob / 100:,.2f}" if display else value * prob / 100,
                             "owner": "Signe Aas", "organization": "Halvorsen Logistics AS (org 918 442 107)", "contacts": contacts,
                             "expected_close": "2024-07-31", "created": "2024-04-09", "stage_entered": changed,
                             "line_items": lines, "last_activity": last, "activities_count": n_act, "open_tasks": tasks}
        return mcp_text(d)

    notes = "Call with Lars + Ingrid: agreed scope 120 vans, want premium support year 1; legal review of DPA next week. Price accepted."
    turns = [
        (call("get_pipeline_summary", pipeline=pl), mcp_text(summary("2024-06-26 10:01 CEST"))),
        (call("list_deals", pipeline=pl, stage="Proposal", sort="value_desc", page=1, page_size=5),
         mcp_text({"pipeline": pl, "stage": "Proposal", "page": 1, "page_size": 5, "total": 7, "deals": deal_rows(proposal[:5], 40)})),
        (call("get_deal", deal_id="D-30418"), deal("Proposal", 40, 48500.0, lines1, "2 days ago (email, 2024-06-24 15:10)", 17, 0, "2024-06-03", False)),
        (call("log_activity", deal_id="D-30418", type="call", duration_min=25, notes=notes),
         mcp_text({"ok": True, "activity_id": "ACT-771204", "deal_id": "D-30418", "type": "call", "duration_min": 25, "logged_at": "2024-06-26T10:04:18+02:00", "by": "Signe Aas"})),
        (call("update_deal", deal_id="D-30418", stage="Negotiation", line_items=[{"product": "Premium support, year 1", "qty": 1, "unit_price": 3500}]),
         mcp_text({"ok": True, "deal_id": "D-30418", "changes": {"stage": ["Proposal", "Negotiation"], "probability": [40, 60],
                                                                   "value": [48500.0, 52000.0], "weighted_value": [19400.0, 31200.0]},
                   "updated_at": "2024-06-26T10:06:02+02:00"})),
        (call("create_task", deal_id="D-30418", title="Send DPA + MSA redlines to Halvorsen legal", due="2024-06-28", assignee="Signe Aas"),
         mcp_text({"ok": True, "task_id": "TSK-220935", "deal_id": "D-30418", "due": "2024-06-28", "assignee": "Signe Aas", "status": "open"})),
        (call("get_deal", deal_id="D-30418"), deal("Negotiation", 60, 52000.0, lines2, "3 minutes ago (call, 2024-06-26 10:04)", 18, 1, "2024-06-26", True)),
        (call("get_pipeline_summary", pipeline=pl), None),
        (call("list_deals", pipeline=pl, stage="Negotiation", sort="expected_close", page=1, page_size=10),
         mcp_text({"pipeline": pl, "stage": "Negotiation", "page": 1, "page_size": 10, "total": 5, "deals": deal_rows(nego, 60)})),
    ]
    stages[2][2:] = [6, 298900 - 48500]
    stages[3][2:] = [5, 221500 + 52000]
    turns[7] = (turns[7][0], mcp_text(summary("2024-06-26 10:07 CEST")))
    state = "corvid-crm for Fjordlink Telematics AS; the agent assists account executive Signe Aas. Amounts in EUR; 'last activity' is shown relative to now."
    rs.add(task=TASK, tid="h22-mcp-08", system=system, turns=turns, state=state, bad=False, kind="clean")


def _uid(seed: str) -> str:
    h = hashlib.md5(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


# ---------------------------------------------------------------------------------------------------------
# 09 Notion (mainstream) -- CLEAN: paginated block children, appended blocks, renamed page, newer edit time
# ---------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("notion_search", "Search pages and databases by title", {"query": S, "filter": OBJ}, ["query"]),
        tool("notion_retrieve_page", "Retrieve a page and its properties", {"page_id": S}, ["page_id"]),
        tool("notion_retrieve_block_children", "List child blocks of a block or page (paginated)", {"block_id": S, "start_cursor": S, "page_size": INT}, ["block_id"]),
        tool("notion_append_block_children", "Append blocks to a page", {"block_id": S, "children": {"type": "array"}}, ["block_id", "children"]),
        tool("notion_update_page_properties", "Update properties of a page", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("notion_query_database", "Query a database with filter and sorts", {"database_id": S, "filter": OBJ, "sorts": {"type": "array"}}, ["database_id"]),
    ]
    def cj(obj: Any) -> str:  # this server returns compact (single-line) JSON
        return json.dumps(obj, ensure_ascii=False)

    system = mcp_system("notion", "Notion API for the 'Ledgerline Engineering' workspace via an internal integration", tools)
    page = _uid("pm-ledger-sync-2024-05")
    db = _uid("db-postmortems")
    me = {"object": "user", "id": _uid("user-integration")}
    kofi = {"object": "user", "id": _uid("user-kofi"), "name": "Kofi Mensah", "type": "person"}

    def rt(text: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": text, "link": None}, "annotations": {"bold": False, "italic": False, "code": False, "color": "default"}, "plain_text": text}]

    def blk(i: int, kind: str, text: str, created: str = "2024-05-06T15:58:00.000Z", edited: str = "2024-05-06T16:40:00.000Z", by: dict[str, Any] | None = None, checked: bool | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": rt(text), "color": "default"}
        if kind == "to_do":
            body["checked"] = bool(checked)
        body["rich_text"] = [{"type": "text", "text": {"content": text}, "plain_text": text}]
        return {"object": "block", "id": _uid(f"blk-{i}"), "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": kofi["id"]} if by is None else by, "has_children": False, "type": kind, kind: body}

    old = [
        blk(1, "heading_2", "Summary"),
        blk(2, "paragraph", "On 2 May between 09:12 and 11:47 UTC the ledger sync to the reporting warehouse lagged by up to 2 h 35 min. "
                            "No ledger data was lost; finance dashboards and the 10:00 FX snapshot export showed stale balances."),
        blk(3, "heading_2", "Timeline (UTC)"),
        blk(4, "bulleted_list_item", "09:12 replication-slot lag alert fires (threshold 5 min)"),
        blk(5, "bulleted_list_item", "09:40 on-call finds a long-running VACUUM on ledger_entries holding back logical decoding"),
        blk(6, "bulleted_list_item", "10:55 VACUUM cancelled; lag starts draining at ~1.4 min/min"),
        blk(7, "bulleted_list_item", "11:47 lag back under 1 min; incident resolved"),
        blk(8, "heading_2", "Root cause"),
        blk(9, "paragraph", "An anti-wraparound autovacuum on ledger_entries (1.9 B rows) ran with cost limits tuned for the old disks, "
                            "taking 3 h; the logical decoding worker waited on it. The alert only paged after the 5 min threshold, "
                            "and the runbook did not say a wraparound vacuum may be cancelled."),
    ]
    new_t = "2024-05-07T09:21:00.000Z"
    new = [blk(10, "heading_2", "Action items", new_t, new_t, me),
           blk(11, "to_do", "Raise autovacuum_vacuum_cost_limit for ledger_entries to 2000 (owner: Kofi, due 2024-05-14)", new_t, new_t, me, False),
           blk(12, "to_do", "Add replication-lag runbook step: when to cancel a wraparound vacuum (owner: Ines, due 2024-05-10)", new_t, new_t, me, False),
           blk(13, "to_do", "Page at 15 min lag instead of warn-only at 5 min (owner: on-call lead, due 2024-05-17)", new_t, new_t, me, False)]

    def listing(blocks: list[dict[str, Any]], more: bool, cursor: str | None) -> str:
        return cj({"object": "list", "results": blocks, "next_cursor": cursor, "has_more": more, "type": "block", "block": {}})

    def pg(title: str, status: str, edited: str, by: dict[str, Any]) -> dict[str, Any]:
        return {"object": "page", "id": page, "created_time": "2024-05-06T15:58:00.000Z", "last_edited_time": edited,
                "created_by": {"object": "user", "id": kofi["id"]}, "last_edited_by": by, "archived": False, "in_trash": False,
                "parent": {"type": "database_id", "database_id": db}, "icon": {"type": "emoji", "emoji": "🧯"},
                "url": "https://www.notion.so/" + title.replace(" ", "-").replace(":", "").replace("(", "").replace(")", "") + "-" + page.replace("-", ""),
                "properties": {
                    "Name": {"id": "title", "type": "title", "title": rt(title)},
                    "Status": {"id": "%3BqWx", "type": "status", "status": {"name": status}},
                    "Severity": {"id": "Sv%7D1", "type": "select", "select": {"name": "SEV-2", "color": "orange"}},
                    "Incident date": {"id": "Dt%40z", "type": "date", "date": {"start": "2024-05-02", "end": None}},
                    "Owner": {"id": "Ow%3E9", "type": "people", "people": [kofi]},
                    "Services": {"id": "Sr%5Ee", "type": "multi_select", "multi_select": [{"name": "ledger"}, {"name": "warehouse-sync"}]}}}

    p1 = pg("Postmortem: ledger sync delay (draft)", "Draft", "2024-05-06T16:40:00.000Z", {"object": "user", "id": kofi["id"]})
    p2 = pg("Postmortem: ledger sync delay (2024-05-02)", "In review", "2024-05-07T09:22:00.000Z", me)
    other = pg("Postmortem: card auth timeouts (2024-04-18)", "In review", "2024-04-29T11:03:00.000Z", {"object": "user", "id": kofi["id"]})
    other["id"] = _uid("pm-card-auth")
    other["properties"]["Incident date"]["date"]["start"] = "2024-04-18"
    other["properties"]["Services"]["multi_select"] = [{"name": "card-auth"}]
    other["properties"]["Severity"]["select"] = {"name": "SEV-1", "color": "red"}
    other["url"] = "https://www.notion.so/Postmortem-card-auth-timeouts-2024-04-18-" + other["id"].replace("-", "")
    runbook = {"object": "page", "id": _uid("runbook-ledger-sync"), "last_edited_time": "2024-02-12T08:15:00.000Z",
               "parent": {"type": "page_id", "page_id": _uid("runbooks")}, "properties": {"title": {"type": "title", "title": rt("Runbook: ledger sync lag")}},
               "url": "https://www.notion.so/Runbook-ledger-sync-lag-" + _uid("runbook-ledger-sync").replace("-", "")}
    oldpm = pg("Postmortem: ledger sync delay (2023-11-21)", "Published", "2023-12-04T10:47:00.000Z", {"object": "user", "id": kofi["id"]})
    oldpm["id"] = _uid("pm-ledger-2023")
    oldpm["properties"]["Incident date"]["date"]["start"] = "2023-11-21"
    oldpm["url"] = "https://www.notion.so/Postmortem-ledger-sync-delay-2023-11-21-" + oldpm["id"].replace("-", "")
    children_req = [{"type": "heading_2", "heading_2": {"rich_text": [{"text": {"content": "Action items"}}]}}] + [
        {"type": "to_do", "to_do": {"rich_text": [{"text": {"content": b["to_do"]["rich_text"][0]["plain_text"]}}], "checked": False}} for b in new[1:]]
    turns = [
        (call("notion_search", query="ledger sync", filter={"property": "object", "value": "page"}),
         cj({"object": "list", "results": [p1, runbook, oldpm], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("notion_retrieve_page", page_id=page), cj(p1)),
        (call("notion_retrieve_block_children", block_id=page, page_size=5), listing(old[:5], True, old[5]["id"])),
        (call("notion_retrieve_block_children", block_id=page, start_cursor=old[5]["id"], page_size=5), listing(old[5:], False, None)),
        (call("notion_append_block_children", block_id=page, children=children_req), listing(new, False, None)),
        (call("notion_update_page_properties", page_id=page, properties={
            "Name": {"title": [{"text": {"content": "Postmortem: ledger sync delay (2024-05-02)"}}]}, "Status": {"status": {"name": "In review"}}}), cj(p2)),
        (call("notion_query_database", database_id=db, filter={"property": "Status", "status": {"equals": "In review"}},
              sorts=[{"property": "Incident date", "direction": "descending"}]),
         cj({"object": "list", "results": [p2, other], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("notion_retrieve_block_children", block_id=page, page_size=100), listing(old + new, False, None)),
    ]
    state = "Notion workspace 'Ledgerline Engineering'; the integration 'postmortem-bot' has edit access to the Postmortems database. Notion reports last_edited_time rounded to the minute."
    rs.add(task=TASK, tid="h22-mcp-09", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 10 home-automation hub (less common) -- BAD: automation trigger time the agent set reads back old (turn 6)
# ---------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("list_automations", "List automations with trigger and last run", {}, []),
        tool("get_automation", "Full definition of one automation", {"automation_id": S}, ["automation_id"]),
        tool("update_automation", "Change trigger, conditions or actions of an automation", {"automation_id": S, "trigger": OBJ, "enabled": B}, ["automation_id"]),
        tool("get_device_state", "Current state and attributes of a device entity", {"entity_id": S}, ["entity_id"]),
        tool("set_device_state", "Set a device (light level, thermostat target, lock...)", {"entity_id": S, "state": OBJ}, ["entity_id", "state"]),
        tool("get_event_log", "Hub event log since a time", {"since": S, "limit": INT}, ["since"]),
        tool("activate_scene", "Activate a stored scene", {"scene_id": S}, ["scene_id"]),
        tool("list_devices", "All device entities with their current state", {"area": S}, []),
    ]
    system = mcp_system("casa-hub", "local home-automation hub (Zigbee/Z-Wave/Wi-Fi) of the Lindqvist household", tools)
    autos = ("Automations (6)\n"
             "ID        NAME                   ENABLED  TRIGGER                              LAST TRIGGERED\n"
             "aut_1a90  Morning heating        yes      time 06:30 (Mon-Fri)                 2024-01-16 06:30:00\n"
             "aut_3f22  Hall motion light      yes      motion binary_sensor.hall_pir        2024-01-16 18:56:12\n"
             "aut_7c1e  Away lights off        yes      time 00:00 (daily)                   2024-01-16 00:00:00\n"
             "aut_8d05  Garage door left open  yes      cover.garage open for > 10 min       2024-01-12 19:22:10\n"
             "aut_b314  Bedtime thermostat     yes      time 22:30 (daily)                   2024-01-15 22:30:00\n"
             "aut_e6c7  Frost guard            no       sensor.outdoor_temp < -2.0 °C        2023-12-18 04:11:52\n"
             "Hub time: 2024-01-16 19:01:47 (Europe/Stockholm)")

    def aut(at: str) -> dict[str, Any]:
        return {"id": "aut_7c1e", "name": "Away lights off", "enabled": True, "mode": "single",
                "trigger": {"platform": "time", "at": at, "days": "daily"},
                "conditions": [{"condition": "state", "entity_id": "input_boolean.away_mode", "state": "on"}],
                "actions": [{"service": "light.turn_off", "target": {"area": ["living_room", "kitchen", "porch"]}, "data": {"transition": 5}},
                            {"service": "notify.mobile_maya", "data": {"message": "Away mode: lights switched off"}}],
                "created_at": "2023-10-02T20:14:55+02:00", "updated_at": "2024-01-16T19:02:11+01:00", "revision": 5,
                "last_triggered": "2024-01-16T00:00:00+01:00", "runs_30d": 9}

    porch = {"entity_id": "light.porch", "state": "on", "attributes": {"friendly_name": "Porch light", "brightness_pct": 60,
             "color_temp_k": 2700, "supported_modes": ["brightness", "color_temp"], "device": "IKEA TRADFRI bulb E27 806lm", "linkquality": 142},
             "last_changed": "2024-01-16T16:41:08+01:00", "changed_by": "app (Maya's phone)"}
    events = ("2024-01-16 18:56:12  binary_sensor.hall_pir       on (motion)\n"
              "2024-01-16 18:56:12  automation aut_3f22          triggered -> light.hall on 80%\n"
              "2024-01-16 18:58:44  binary_sensor.hall_pir       off\n"
              "2024-01-16 19:00:00  sensor.outdoor_temp          1.8 °C\n"
              "2024-01-16 19:00:00  sensor.hall_temp             21.3 °C\n"
              "2024-01-16 19:02:11  automation aut_7c1e          updated via API: trigger time 00:00:00 -> 23:15:00 (revision 5)\n"
              "2024-01-16 19:03:40  climate.hall                 target 21.0 -> 19.5 °C (via API)\n"
              "2024-01-16 19:03:44  automation aut_3f22          timeout 5 min -> light.hall off\n"
              "2024-01-16 19:04:30  sensor.power_total           1.42 kW\n"
              "9 events")
    thermo = {"entity_id": "climate.hall", "state": "heat", "attributes": {"friendly_name": "Hall thermostat", "current_temp_c": 21.1,
              "target_temp_c": 19.5, "hvac_action": "idle", "preset": "none", "min_temp_c": 5, "max_temp_c": 30,
              "valve_position_pct": 0, "device": "Danfoss Ally TRV"}, "last_changed": "2024-01-16T19:03:40+01:00"}
    scene = {"scene_id": "scene.movie_night", "activated_at": "2024-01-16T19:06:02+01:00", "applied": [
        {"entity_id": "light.living_room", "to": {"state": "on", "brightness_pct": 25, "color_temp_k": 2200}},
        {"entity_id": "light.kitchen", "to": {"state": "off"}},
        {"entity_id": "cover.living_blinds", "to": {"state": "closed"}},
        {"entity_id": "media_player.living_tv", "to": {"state": "on", "source": "HDMI 2"}}], "failed": []}
    devices = ("AREA         ENTITY                        STATE      DETAILS                         LAST CHANGED\n"
               "hall         light.hall                    off        -                               19:03:44\n"
               "hall         climate.hall                  heat       21.0 °C -> target 19.5 °C, idle 19:03:40\n"
               "hall         binary_sensor.hall_pir        off        -                               18:58:44\n"
               "kitchen      light.kitchen                 off        -                               19:06:02\n"
               "living_room  light.living_room             on         25 %, 2200 K                    19:06:02\n"
               "living_room  cover.living_blinds           closed     position 0 %                    19:06:03\n"
               "living_room  media_player.living_tv        on         HDMI 2                          19:06:04\n"
               "porch        light.porch                   on         60 %, 2700 K                    16:41:08\n"
               "garage       cover.garage                  closed     -                               08:12:37\n"
               "entrance     lock.front_door               locked     battery 71 %                    17:52:20\n"
               "outdoor      sensor.outdoor_temp           1.7 °C     -                               19:05:00\n"
               "utility      sensor.power_total            1.61 kW    -                               19:06:30\n"
               "-            input_boolean.away_mode       off        -                               17:52:19\n"
               "13 entities")
    turns = [
        (call("list_automations"), mcp_text(autos)),
        (call("update_automation", automation_id="aut_7c1e", trigger={"platform": "time", "at": "23:15:00", "days": "daily"}),
         mcp_text({"ok": True, "automation": aut("23:15:00")})),
        (call("get_device_state", entity_id="light.porch"), mcp_text(porch)),
        (call("set_device_state", entity_id="climate.hall", state={"target_temp_c": 19.5}),
         mcp_text({"ok": True, "entity_id": "climate.hall", "target_temp_c": 19.5, "previous_target_c": 21.0, "current_temp_c": 21.3,
                   "hvac_action": "idle", "changed_at": "2024-01-16T19:03:40+01:00"})),
        (call("get_event_log", since="2024-01-16T18:55:00+01:00", limit=50), mcp_text(events)),
        (call("get_automation", automation_id="aut_7c1e"), mcp_text(aut("00:00:00"))),
        (call("get_device_state", entity_id="climate.hall"), mcp_text(thermo)),
        (call("activate_scene", scene_id="scene.movie_night"), mcp_text(scene)),
        (call("list_devices"), mcp_text(devices)),
    ]
    state = "casa-hub 4.2, household Lindqvist (Europe/Stockholm, UTC+1). Nobody else edits automations; the agent was asked to move 'Away lights off' earlier and lower the hall heating."
    rs.add(task=TASK, tid="h22-mcp-10", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="automation trigger the agent changed to 23:15 (confirmed and logged) reads back as 00:00 with the same revision and updated_at")


# ---------------------------------------------------------------------------------------------------------
# 11 filesystem (mainstream) -- BAD: an unedited TOML file re-reads with one value changed (turn 6)
# ---------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    tools = [
        tool("list_directory", "List files and directories at a path", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file", {"path": S}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file; returns a git-style diff", {"path": S, "edits": {"type": "array"}, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Metadata of a file or directory", {"path": S}, ["path"]),
        tool("search_files", "Recursively search for files whose name matches a pattern", {"path": S, "pattern": S}, ["path", "pattern"]),
    ]
    system = mcp_system("filesystem", "secure file access limited to /srv/ledger-api", tools)
    root = "/srv/ledger-api"
    settings = """# ledger-api runtime settings
# Loaded by ledger_api.config.load(); env vars LEDGER__<SECTION>__<KEY> override.

[service]
name = "ledger-api"
environment = "production"
region = "eu-west-1"
log_level = "info"

[http]
bind = "0.0.0.0:8080"
request_timeout_s = 30
max_body_kb = 512
cors_origins = ["https://app.ledgerline.io", "https://admin.ledgerline.io"]

[database]
dsn_env = "LEDGER_DB_DSN"
pool_size = 20
max_overflow = 10
pool_recycle_s = 1800
statement_timeout_ms = 15000
read_replica_dsn_env = "LEDGER_DB_REPLICA_DSN"

[cache]
backend = "redis"
url_env = "LEDGER_REDIS_URL"
ttl_seconds = 300
namespace = "ledger:v3"

[ledger]
posting_batch_size = 500
reconcile_cron = "*/15 * * * *"
currency_precision = 4
allow_backdated_days = 3

[features]
fx_snapshot_v2 = true
async_exports = false
strict_idempotency = true
"""
    drift = settings.replace("statement_timeout_ms = 15000", "statement_timeout_ms = 30000")
    assert drift != settings and len(drift) == len(settings)
    gun_old = '''# Gunicorn config for ledger-api (production)
import multiprocessing
import os

bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8080")
worker_class = "uvicorn.workers.UvicornWorker"
workers = int(os.environ.get("GUNICORN_WORKERS", "4"))
threads = 2
timeout = 60
graceful_timeout = 30
keepalive = 5
max_requests = 2000
max_requests_jitter = 200
preload_app = True
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")


def post_fork(server, worker):
    server.log.info("worker %s spawned (pid %s)", worker.age, worker.pid)
'''
    gun_new = gun_old.replace('"GUNICORN_WORKERS", "4"', '"GUNICORN_WORKERS", "6"').replace("timeout = 60", "timeout = 90")
    diff1 = f"""```diff
Index: {root}/config/gunicorn.conf.py
===================================================================
--- {root}/config/gunicorn.conf.py\toriginal
+++ {root}/config/gunicorn.conf.py\tmodified
@@ -4,9 +4,9 @@
 
 bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8080")
 worker_class = "uvicorn.workers.UvicornWorker"
-workers = int(os.environ.get("GUNICORN_WORKERS", "4"))
+workers = int(os.environ.get("GUNICORN_WORKERS", "6"))
 threads = 2
-timeout = 60
+timeout = 90
 graceful_timeout = 30
 keepalive = 5
 max_requests = 2000
```

"""
    env = """# ledger-api production environment (consumed by systemd EnvironmentFile=)
LEDGER_DB_DSN=postgresql://ledger_app@ledger-db-prod.internal:5432/ledger?sslmode=verify-full
LEDGER_DB_REPLICA_DSN=postgresql://ledger_ro@ledger-db-ro.internal:5432/ledger?sslmode=verify-full
LEDGER_REDIS_URL=rediss://ledger-cache-prod.internal:6380/2
GUNICORN_BIND=0.0.0.0:8080
GUNICORN_WORKERS=4
GUNICORN_LOG_LEVEL=info
LEDGER__SERVICE__LOG_LEVEL=info
LEDGER__FEATURES__ASYNC_EXPORTS=false
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.internal:4317
OTEL_SERVICE_NAME=ledger-api
"""
    diff2 = f"""```diff
Index: {root}/deploy/prod.env
===================================================================
--- {root}/deploy/prod.env\toriginal
+++ {root}/deploy/prod.env\tmodified
@@ -3,7 +3,7 @@
 LEDGER_DB_REPLICA_DSN=postgresql://ledger_ro@ledger-db-ro.internal:5432/ledger?sslmode=verify-full
 LEDGER_REDIS_URL=rediss://ledger-cache-prod.internal:6380/2
 GUNICORN_BIND=0.0.0.0:8080
-GUNICORN_WORKERS=4
+GUNICORN_WORKERS=6
 GUNICORN_LOG_LEVEL=info
 LEDGER__SERVICE__LOG_LEVEL=info
 LEDGER__FEATURES__ASYNC_EXPORTS=false
```

"""

    def info(size: int, created: str, modified: str, accessed: str) -> str:
        return (f"size: {size}\ncreated: {created}\nmodified: {modified}\naccessed: {accessed}\n"
                "isDirectory: false\nisFile: true\npermissions: 644")

    turns = [
        (call("list_directory", path=f"{root}/config"),
         mcp_text("[FILE] gunicorn.conf.py\n[FILE] logging.yaml\n[DIR] overrides\n[FILE] settings.toml\n[FILE] settings.staging.toml")),
        (call("read_file", path=f"{root}/config/settings.toml"), mcp_text(settings)),
        (call("read_file", path=f"{root}/config/gunicorn.conf.py"), mcp_text(gun_old)),
        (call("edit_file", path=f"{root}/config/gunicorn.conf.py", edits=[
            {"oldText": 'workers = int(os.environ.get("GUNICORN_WORKERS", "4"))', "newText": 'workers = int(os.environ.get("GUNICORN_WORKERS", "6"))'},
            {"oldText": "timeout = 60", "newText": "timeout = 90"}]), mcp_text(diff1)),
        (call("get_file_info", path=f"{root}/config/gunicorn.conf.py"),
         mcp_text(info(len(gun_new.encode()), "Tue Nov 07 2023 14:02:11 GMT+0000 (Coordinated Universal Time)",
                       "Tue Jun 04 2024 10:22:51 GMT+0000 (Coordinated Universal Time)", "Tue Jun 04 2024 10:22:51 GMT+0000 (Coordinated Universal Time)"))),
        (call("read_file", path=f"{root}/config/settings.toml"), mcp_text(drift)),
        (call("get_file_info", path=f"{root}/config/settings.toml"),
         mcp_text(info(len(settings.encode()), "Tue Nov 07 2023 14:02:11 GMT+0000 (Coordinated Universal Time)",
                       "Tue May 28 2024 16:47:30 GMT+0000 (Coordinated Universal Time)", "Tue Jun 04 2024 10:23:40 GMT+0000 (Coordinated Universal Time)"))),
        (call("search_files", path=root, pattern="prod"),
         mcp_text(f"{root}/deploy/prod.env\n{root}/deploy/k8s/prod-values.yaml\n{root}/docs/runbooks/prod-rollback.md")),
        (call("read_file", path=f"{root}/deploy/prod.env"), mcp_text(env)),
        (call("edit_file", path=f"{root}/deploy/prod.env", edits=[{"oldText": "GUNICORN_WORKERS=4", "newText": "GUNICORN_WORKERS=6"}]), mcp_text(diff2)),
    ]
    state = "Filesystem MCP server rooted at /srv/ledger-api on the ops bastion (2024-06-04, ~10:20 UTC). Only the agent is editing these files."
    rs.add(task=TASK, tid="h22-mcp-11", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="settings.toml re-read shows statement_timeout_ms = 30000 instead of 15000 although the file was never edited (mtime still 28 May)")


# ---------------------------------------------------------------------------------------------------------
# 12 feature-flag service (less common) -- CLEAN: rollout change bumps version; live eval counts; env views
# ---------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    tools = [
        tool("list_flags", "List flags of a project with per-environment state", {"project": S, "tag": S}, ["project"]),
        tool("get_flag", "Flag configuration in one environment", {"project": S, "key": S, "environment": S}, ["project", "key", "environment"]),
        tool("get_evaluation_stats", "Evaluation counts per variation over a window", {"project": S, "key": S, "environment": S, "window": S, "since": S}, ["project", "key", "environment"]),
        tool("update_rollout", "Set the percentage rollout of a boolean flag", {"project": S, "key": S, "environment": S, "percent_true": INT, "comment": S}, ["project", "key", "environment", "percent_true"]),
        tool("toggle_flag", "Turn targeting on or off for a flag in an environment", {"project": S, "key": S, "environment": S, "on": B, "comment": S}, ["project", "key", "environment", "on"]),
        tool("get_audit_log", "Recent configuration changes in a project", {"project": S, "limit": INT}, ["project"]),
    ]
    system = mcp_system("flagpole", "feature-flag service of Kestrel Pay (projects, environments, percentage rollouts)", tools)
    pr = "checkout"
    flags = ("Project: checkout   tag: payments   (6 flags)\n\n"
             "KEY                    TYPE     PRODUCTION            STAGING               UPDATED\n"
             "apple-pay-express      boolean  on  100%              on  100%              2024-06-20\n"
             "card-vault-v2          boolean  on   50%              on  100%              2024-07-08\n"
             "klarna-paylater        boolean  off                   on   50%              2024-07-08\n"
             "legacy-sca-fallback    boolean  on  100%              off                   2024-05-02\n"
             "new-3ds-flow           boolean  on   10%              on  100%              2024-07-09\n"
             "refund-self-serve      boolean  on   25%              on  100%              2024-07-01")

    def flag(env: str, pct: int, version: int, updated: str, ago: str, by: str, evals: int) -> str:
        return mcp_text({
            "project": pr, "key": "new-3ds-flow", "name": "New 3-D Secure 2.2 challenge flow", "kind": "boolean", "environment": env,
            "on": True, "variations": [{"id": 0, "value": True}, {"id": 1, "value": False}],
            "rules": [{"id": "r-internal", "clauses": [{"attribute": "segment", "op": "in", "values": ["internal-staff"]}], "serve": True}],
            "fallthrough": {"rollout": {"bucket_by": "merchant.id", "weights": {"true": pct, "false": 100 - pct}}},
            "off_variation": False, "prerequisites": [], "version": version, "updated_at": updated, "updated": ago,
            "updated_by": by, "evaluations_24h": evals, "tags": ["payments", "3ds", "q3-launch"]})

    def stats(window: str, since: str, total: int, t: int, until: str) -> str:
        f = total - t
        return mcp_text({"project": pr, "key": "new-3ds-flow", "environment": "production", "window": window, "from": since, "to": until,
                         "total": total, "by_variation": {"true": {"count": t, "pct": round(100 * t / total, 1)}, "false": {"count": f, "pct": round(100 * f / total, 1)}},
                         "by_reason": {"RULE_MATCH r-internal": 214 if window == "1h" else 58, "FALLTHROUGH": total - (214 if window == "1h" else 58)},
                         "errors": 0, "sdk_versions": {"node 7.4.1": 0.71, "java 6.3.0": 0.29}})

    audit = ("TIME (UTC)            FLAG                  ENV         CHANGE                          VERSION  BY\n"
             "2024-07-09 10:15:20   legacy-sca-fallback   production  targeting on -> off             32       flagpole-mcp (agent)\n"
             "2024-07-09 10:14:03   new-3ds-flow          production  rollout true 10% -> 25%         15       flagpole-mcp (agent)\n"
             "2024-07-09 07:12:44   new-3ds-flow          production  rollout true 5% -> 10%          14       m.akande\n"
             "2024-07-08 16:40:12   klarna-paylater       staging     rollout true 0% -> 50%          7        j.pereira\n"
             "2024-07-08 11:02:57   card-vault-v2         production  rollout true 25% -> 50%         21       m.akande\n"
             "5 of 238 entries")
    turns = [
        (call("list_flags", project=pr, tag="payments"), mcp_text(flags)),
        (call("get_flag", project=pr, key="new-3ds-flow", environment="production"),
         flag("production", 10, 14, "2024-07-09T07:12:44Z", "3 hours ago", "m.akande", 1204331)),
        (call("get_flag", project=pr, key="new-3ds-flow", environment="staging"),
         flag("staging", 100, 9, "2024-07-02T13:30:08Z", "7 days ago", "j.pereira", 18220)),
        (call("get_evaluation_stats", project=pr, key="new-3ds-flow", environment="production", window="1h"),
         stats("1h", "2024-07-09T09:12:00Z", 52417, 5301, "2024-07-09T10:12:00Z")),
        (call("update_rollout", project=pr, key="new-3ds-flow", environment="production", percent_true=25, comment="Stage 3 of 3DS 2.2 rollout; challenge success 94.8% at 10%"),
         mcp_text({"ok": True, "key": "new-3ds-flow", "environment": "production", "weights": {"true": 25, "false": 75},
                   "previous_weights": {"true": 10, "false": 90}, "version": 15, "previous_version": 14, "updated_at": "2024-07-09T10:14:03Z"})),
        (call("toggle_flag", project=pr, key="legacy-sca-fallback", environment="production", on=False, comment="3DS 2.2 covers the fallback path now"),
         mcp_text({"ok": True, "key": "legacy-sca-fallback", "environment": "production", "on": False, "serving": "off_variation (false)",
                   "version": 32, "previous_version": 31, "updated_at": "2024-07-09T10:15:20Z"})),
        (call("get_evaluation_stats", project=pr, key="new-3ds-flow", environment="production", window="15m", since="2024-07-09T10:14:03Z"),
         stats("15m", "2024-07-09T10:14:03Z", 13288, 3296, "2024-07-09T10:29:03Z")),
        (call("get_audit_log", project=pr, limit=5), mcp_text(audit)),
        (call("get_flag", project=pr, key="new-3ds-flow", environment="production"),
         flag("production", 25, 15, "2024-07-09T10:14:03Z", "16 minutes ago", "flagpole-mcp (agent)", 1216874)),
    ]
    state = "flagpole, organisation Kestrel Pay, project 'checkout' (environments production and staging). It is 2024-07-09 ~10:12 UTC; other team members may also change flags."
    rs.add(task=TASK, tid="h22-mcp-12", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 13 Google Calendar (mainstream) -- BAD: the event created at turn 3 is missing from the day's listing (turn 5)
# ---------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_events", "List events of a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("get_event", "Get one event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("get_freebusy", "Busy intervals of several calendars", {"calendars": A_STR, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendars", "timeMin", "timeMax"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "timeZone": S, "attendees": A_STR, "description": S, "conference": B}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update fields of an event", {"calendarId": S, "eventId": S, "start": S, "end": S, "summary": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar of lena.brandt@kestrelpay.com (timezone Europe/Berlin)", tools)
    ev = {
        "standup": ("Payments squad standup", "3r8k1t0qv6bq2lq7f0m9c4s1de_20240618T073000Z", "09:30", "09:45", "Google Meet (meet.google.com/pqx-vnzt-bca)", "7 attendees | Recurring: weekly (Mon-Fri)"),
        "one": ("1:1 Lena / Amir", "0b5tq1p7gk3d9m2e6h8r4c0v1s_20240618T083000Z", "10:30", "11:00", "Room Elbe (2.14)", "2 attendees | Recurring: every 2 weeks"),
        "lunch": ("Lunch (blocked)", "7vj2c9e4m1k0s6q3b8t5n2d7ra", "12:00", "13:00", "-", "no attendees"),
        "focus": ("Focus time", "2mq8h4t0c6v1e9k3s5b7d2n0pf_20240618T110000Z", "13:00", "15:00", "-", "no attendees | Recurring: weekly (Tue) | Auto-decline: on"),
        "design": ("Design review: refunds v2", "4k9d2s7m0q5v1c8e3t6b0h2jwu", "16:00", "17:00", "Room Spree (3.02) + Google Meet", "9 attendees"),
        "commute": ("Commute", "1x0c5v8b2n7m4q9w3e6r1t0yzh_20240618T153000Z", "17:30", "18:00", "-", "no attendees | Recurring: daily (Mon-Fri)"),
    }
    q3 = ("Q3 planning: payments squad", "6hd2o9qk1u4v8s0bn7c3e5m2tk", "14:00", "15:00", "Google Meet (meet.google.com/xsv-qpfr-ktu)", "4 attendees")

    def listing(day: str, items: list[tuple[str, str, str, str, str, str]]) -> str:
        out = [f"Found {len(items)} events on {day} (Europe/Berlin):", ""]
        for i, (t, eid, s, e, loc, extra) in enumerate(items, 1):
            out += [f"{i}. {t}", f"   ID: {eid}", f"   Start: {day}T{s}:00+02:00 | End: {day}T{e}:00+02:00",
                    f"   Location: {loc}", f"   {extra}", ""]
        return "\n".join(out).rstrip()

    day = "2024-06-18"
    l1 = listing(day, [ev[k] for k in ["standup", "one", "lunch", "focus", "design", "commute"]])
    fb = ("Free/busy 2024-06-18 13:00-18:00 (Europe/Berlin):\n\n"
          "lena.brandt@kestrelpay.com: busy 13:00-15:00, 16:00-17:00, 17:30-18:00\n"
          "amir.haddad@kestrelpay.com: busy 13:00-14:00, 16:00-17:00\n"
          "jo.lindgren@kestrelpay.com: busy 15:00-16:00, 16:00-17:00\n"
          "priya.nair@kestrelpay.com: busy 13:30-14:00, 15:30-16:00\n\n"
          "Common free slots (>= 60 min, ignoring lena's 'Focus time'): 14:00-15:00")
    attendees = ["amir.haddad@kestrelpay.com", "jo.lindgren@kestrelpay.com", "priya.nair@kestrelpay.com"]
    created = ("Event created successfully.\n\n"
               f"Title: {q3[0]}\nID: {q3[1]}\nStart: {day}T14:00:00+02:00\nEnd: {day}T15:00:00+02:00\n"
               "Organizer: lena.brandt@kestrelpay.com\n"
               "Attendees: lena.brandt@kestrelpay.com (accepted), amir.haddad@kestrelpay.com (needsAction), jo.lindgren@kestrelpay.com (needsAction), priya.nair@kestrelpay.com (needsAction)\n"
               "Conference: Google Meet https://meet.google.com/xsv-qpfr-ktu\n"
               "Description: Agenda: Q3 OKRs, refunds v2 staffing, dispute webhooks GA date. Pre-read in Drive: 'Payments Q3 plan v3'.\n"
               "Link: https://www.google.com/calendar/event?eid=NmhkMm85cWsxdTR2OHMwYm43YzNlNW0ydGsgbGVuYS5icmFuZHRAa2VzdHJlbHBheS5jb20")
    focus_short = (ev["focus"][0], ev["focus"][1], "13:00", "14:00", "-", "no attendees | Recurring: weekly (Tue), this instance modified | Auto-decline: on")
    updated = ("Event updated successfully.\n\n"
               f"Title: Focus time\nID: {ev['focus'][1]}\nStart: {day}T13:00:00+02:00\nEnd: {day}T14:00:00+02:00\n"
               "Recurring event instance: modified (other occurrences unchanged)\nTransparency: opaque | Auto-decline: on\n"
               "Link: https://www.google.com/calendar/event?eid=Mm1xOGg0dDBjNnYxZTlrM3M1YjdkMm4wcGZfMjAyNDA2MThUMTEwMDAwWg")
    l2 = listing(day, [ev["standup"], ev["one"], ev["lunch"], focus_short, ev["design"], ev["commute"]])
    design = ("Title: Design review: refunds v2\n"
              f"ID: {ev['design'][1]}\nStart: {day}T16:00:00+02:00\nEnd: {day}T17:00:00+02:00\n"
              "Location: Room Spree (3.02) + Google Meet (meet.google.com/hbe-twoq-pvd)\nOrganizer: ines.moreau@kestrelpay.com\n"
              "Attendees (9): ines.moreau (accepted), lena.brandt (accepted), amir.haddad (accepted), jo.lindgren (accepted), priya.nair (tentative), "
              "kofi.mensah (accepted), marta.silva (needsAction), design-room-spree (resource, accepted), tomas.berg (declined)\n"
              "Description: Walkthrough of the refunds v2 merchant flow (Figma 'Refunds v2 - hi-fi'). Decide: partial refund UI, refund reasons taxonomy.\n"
              "Reminders: popup 10 min\nCreated: 2024-06-04T08:12:40Z | Updated: 2024-06-14T15:31:02Z")
    day2 = "2024-06-19"
    l3 = listing(day2, [("Payments squad standup", "3r8k1t0qv6bq2lq7f0m9c4s1de_20240619T073000Z", "09:30", "09:45", "Google Meet (meet.google.com/pqx-vnzt-bca)", "7 attendees | Recurring: weekly (Mon-Fri)"),
                        ("Interview: backend engineer (system design)", "5p1q8w2e7r0t3y6u9i4o1p7asd", "11:00", "12:00", "Google Meet (meet.google.com/ywe-kkfa-qmr)", "3 attendees"),
                        ("Lunch (blocked)", "9c2r5t8y1u4i7o0p3a6s9d2fgh", "12:00", "13:00", "-", "no attendees"),
                        ("Finance sync: payout fees", "8d3f6g1h4j7k0l2z5x8c1v4bnm", "14:30", "15:00", "Room Havel (2.03)", "5 attendees"),
                        ("Commute", "1x0c5v8b2n7m4q9w3e6r1t0yzh_20240619T153000Z", "17:30", "18:00", "-", "no attendees | Recurring: daily (Mon-Fri)")])
    turns = [
        (call("list_events", calendarId="primary", timeMin=f"{day}T00:00:00+02:00", timeMax=f"{day}T23:59:59+02:00", timeZone="Europe/Berlin"), mcp_text(l1)),
        (call("get_freebusy", calendars=["primary"] + attendees, timeMin=f"{day}T13:00:00+02:00", timeMax=f"{day}T18:00:00+02:00", timeZone="Europe/Berlin"), mcp_text(fb)),
        (call("create_event", calendarId="primary", summary=q3[0], start=f"{day}T14:00:00", end=f"{day}T15:00:00", timeZone="Europe/Berlin", attendees=attendees,
              description="Agenda: Q3 OKRs, refunds v2 staffing, dispute webhooks GA date. Pre-read in Drive: 'Payments Q3 plan v3'.", conference=True), mcp_text(created)),
        (call("update_event", calendarId="primary", eventId=ev["focus"][1], start=f"{day}T13:00:00+02:00", end=f"{day}T14:00:00+02:00"), mcp_text(updated)),
        (call("list_events", calendarId="primary", timeMin=f"{day}T00:00:00+02:00", timeMax=f"{day}T23:59:59+02:00", timeZone="Europe/Berlin"), mcp_text(l2)),
        (call("get_event", calendarId="primary", eventId=ev["design"][1]), mcp_text(design)),
        (call("list_events", calendarId="primary", timeMin=f"{day2}T00:00:00+02:00", timeMax=f"{day2}T23:59:59+02:00", timeZone="Europe/Berlin"), mcp_text(l3)),
    ]
    state = "Google Calendar MCP server authorised for lena.brandt@kestrelpay.com. Today is Monday 2024-06-17; the agent is planning Tuesday."
    rs.add(task=TASK, tid="h22-mcp-13", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="event created at turn 3 (Q3 planning, 14:00-15:00 on 2024-06-18) is missing from the same day's listing; 6 events instead of 7")


# ---------------------------------------------------------------------------------------------------------
# 14 warehouse WMS (less common) -- BAD: stock report on-hand for a SKU disagrees with its bins and with get_sku (turn 8)
# ---------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("get_sku", "Stock position of a SKU across bins", {"sku": S, "warehouse": S}, ["sku"]),
        tool("list_bin_contents", "Everything stored in one bin", {"bin": S, "warehouse": S}, ["bin"]),
        tool("move_stock", "Transfer quantity between bins", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("adjust_stock", "Post an inventory adjustment in a bin", {"sku": S, "bin": S, "delta": INT, "reason": S}, ["sku", "bin", "delta", "reason"]),
        tool("create_pick_list", "Allocate stock for a sales order and release a pick list", {"order_id": S, "lines": {"type": "array"}}, ["order_id", "lines"]),
        tool("list_movements", "Stock movements of a SKU on a date", {"sku": S, "date": S}, ["sku", "date"]),
        tool("get_stock_report", "On-hand / allocated / available per SKU for a product family", {"warehouse": S, "family": S}, ["warehouse", "family"]),
    ]
    system = mcp_system("stockroom-wms", "warehouse management for the LDS1 distribution centre of Pennine Industrial Supply", tools)
    sku = "HX-4471-BLK"

    def pos(total: int, alloc: int, bins: list[tuple[str, int, str]]) -> str:
        assert sum(b[1] for b in bins) == total
        return pj({"sku": sku, "description": "Hex bolt M10x40, grade 8.8, black oxide (box of 100)", "warehouse": "LDS1", "uom": "box",
                   "total_on_hand": total, "allocated": alloc, "available": total - alloc,
                   "bins": [{"bin": b, "qty": q, "type": t} for b, q, t in bins],
                   "reorder_point": 150, "last_counted": "2024-01-29", "supplier": "Bergmann Fasteners GmbH", "unit_cost_gbp": 7.85})

    bin_a032 = pj({"bin": "A-03-2", "warehouse": "LDS1", "zone": "A (pick face)", "capacity_pct": 81, "contents": [
        {"sku": sku, "description": "Hex bolt M10x40 8.8 black (box/100)", "qty": 200, "uom": "box", "lot": "BF-23-1187"},
        {"sku": "HX-4471-ZNC", "description": "Hex bolt M10x40 8.8 zinc (box/100)", "qty": 85, "uom": "box", "lot": "BF-23-1202"},
        {"sku": "WS-M10-FLT", "description": "Flat washer M10 DIN125 (carton/500)", "qty": 40, "uom": "carton", "lot": "WX-2311-04"}],
        "last_activity": "2024-02-07T07:42:10Z"})
    mv = pj({"ok": True, "movement_id": "MV-2024-020731", "type": "transfer", "sku": sku, "qty": 60,
             "from": {"bin": "R-11-1", "qty_before": 120, "qty_after": 60}, "to": {"bin": "A-03-3", "qty_before": 160, "qty_after": 220},
             "sku_total_on_hand": 480, "user": "agent-wms", "at": "2024-02-07T10:14:22Z"})
    adj = pj({"ok": True, "adjustment_id": "ADJ-118204", "sku": sku, "bin": "A-03-2", "delta": -4, "reason": "damaged",
              "qty_before": 200, "qty_after": 196, "sku_total_on_hand": 476, "value_gbp": -31.40, "at": "2024-02-07T10:16:05Z"})
    pick = pj({"ok": True, "pick_list_id": "PL-0330918", "order_id": "SO-88213", "status": "released", "wave": "W-0207-11",
               "lines": [{"line": 1, "sku": sku, "qty": 40, "bin": "A-03-3", "allocated": 40},
                         {"line": 2, "sku": "WS-M10-FLT", "qty": 12, "bin": "A-03-2", "allocated": 12}],
               "allocation_after": {sku: {"allocated": 160, "available": 316}, "WS-M10-FLT": {"allocated": 20, "available": 20}},
               "created_at": "2024-02-07T10:18:40Z"})
    moves = pj({"sku": sku, "date": "2024-02-07", "movements": [
        {"id": "MV-2024-020655", "at": "2024-02-07T07:42:10Z", "type": "pick", "bin": "A-03-2", "qty": -24, "ref": "SO-88190", "user": "k.hughes"},
        {"id": "RC-2024-004812", "at": "2024-02-07T08:05:33Z", "type": "receipt", "bin": "R-11-1", "qty": 120, "ref": "PO-55120", "user": "d.ahmed"},
        {"id": "MV-2024-020731", "at": "2024-02-07T10:14:22Z", "type": "transfer", "from_bin": "R-11-1", "to_bin": "A-03-3", "qty": 60, "ref": None, "user": "agent-wms"},
        {"id": "ADJ-118204", "at": "2024-02-07T10:16:05Z", "type": "adjustment", "bin": "A-03-2", "qty": -4, "ref": "damaged", "user": "agent-wms"}],
        "net_change_on_hand": 92, "note": "allocations are not movements"})
    assert -24 + 120 - 4 == 92
    report_rows = [
        ("BN-M10-HEX", "Hex nut M10 8 zinc (box/200)", 310, 40, ["A-04-1:190", "R-12-2:120"]),
        ("HX-4471-BLK", "Hex bolt M10x40 8.8 black (box/100)", 536, 160, ["A-03-2:196", "A-03-3:220", "R-11-1:60"]),
        ("HX-4471-ZNC", "Hex bolt M10x40 8.8 zinc (box/100)", 85, 0, ["A-03-2:85"]),
        ("HX-4480-BLK", "Hex bolt M10x60 8.8 black (box/100)", 142, 30, ["A-03-4:142"]),
        ("SS-M8-A2-25", "Socket screw M8x25 A2 (box/100)", 64, 64, ["A-05-1:64"]),
        ("WS-M10-FLT", "Flat washer M10 DIN125 (carton/500)", 40, 20, ["A-03-2:40"]),
    ]
    lines = ["Stock report LDS1, family FASTENERS, 2024-02-07 10:21 UTC", "",
             f"{'SKU':<13}{'DESCRIPTION':<38}{'ON HAND':>8}{'ALLOC':>7}{'AVAIL':>7}  BINS", "-" * 100]
    for s, d, oh, al, bins in report_rows:
        av = oh - al if s != sku else 476 - al
        lines.append(f"{s:<13}{d:<38}{oh:>8}{al:>7}{av:>7}  {', '.join(bins)}")
    lines += ["-" * 100, "6 SKUs | below reorder point: SS-M8-A2-25 (available 0), WS-M10-FLT (available 20 < 25)"]
    turns = [
        (call("get_sku", sku=sku, warehouse="LDS1"), pos(480, 120, [("A-03-2", 200, "pick"), ("A-03-3", 160, "pick"), ("R-11-1", 120, "reserve")])),
        (call("list_bin_contents", bin="A-03-2", warehouse="LDS1"), bin_a032),
        (call("move_stock", sku=sku, from_bin="R-11-1", to_bin="A-03-3", qty=60), mv),
        (call("adjust_stock", sku=sku, bin="A-03-2", delta=-4, reason="damaged"), adj),
        (call("create_pick_list", order_id="SO-88213", lines=[{"sku": sku, "qty": 40}, {"sku": "WS-M10-FLT", "qty": 12}]), pick),
        (call("list_movements", sku=sku, date="2024-02-07"), moves),
        (call("get_sku", sku=sku, warehouse="LDS1"), pos(476, 160, [("A-03-2", 196, "pick"), ("A-03-3", 220, "pick"), ("R-11-1", 60, "reserve")])),
        (call("get_stock_report", warehouse="LDS1", family="FASTENERS"), "\n".join(lines)),
    ]
    state = ("stockroom-wms, warehouse LDS1, 2024-02-07 ~10:12 UTC. The agent (user agent-wms) is replenishing the pick face for HX-4471-BLK "
             "and releasing order SO-88213. No other stock movement of this SKU happens during the session.")
    rs.add(task=TASK, tid="h22-mcp-14", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="stock report shows 536 on hand for HX-4471-BLK while its bins (196+220+60) and get_sku a moment earlier give 476")


# ---------------------------------------------------------------------------------------------------------
# 15 Stripe (mainstream) -- CLEAN: partial + full refunds move amount_refunded and balance; live pending; pagination
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "List customers, optionally filtered by email", {"email": S, "limit": INT}, []),
        tool("list_payment_intents", "List PaymentIntents of a customer", {"customer": S, "limit": INT, "starting_after": S}, []),
        tool("retrieve_payment_intent", "Retrieve one PaymentIntent", {"payment_intent": S, "expand": A_STR}, ["payment_intent"]),
        tool("create_refund", "Refund a PaymentIntent fully or partly", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("retrieve_balance", "Current account balance", {}, []),
        tool("list_refunds", "List refunds, newest first", {"limit": INT}, []),
    ]
    system = mcp_system("stripe", "Stripe API (live mode, account acct_1N4sKd2bXqR1sT) through the Stripe agent toolkit", tools)
    cus = "cus_Q8xK2mD9LwP4rT"
    pis = [
        ("pi_3PLx7aKd2bXqR1sT0c8YhZ2m", 12900, 1717066234, "INV-2041: Pro plan add-on (5 seats, prorated)", "ch_3PLx7aKd2bXqR1sT0n4FgH6k"),
        ("pi_3PKc1bKd2bXqR1sT1yZ5wQ9e", 2900, 1716379902, "Seat add-on (1 seat), duplicate checkout", "ch_3PKc1bKd2bXqR1sT1d7JkL2p"),
        ("pi_3PJ0hZKd2bXqR1sT0f3Lm8Pq", 49000, 1714556415, "INV-1988: Pro plan, annual", "ch_3PJ0hZKd2bXqR1sT0w5RtY8u"),
        ("pi_3PGa9nKd2bXqR1sT1u6Cc2Vb", 4900, 1712920803, "INV-1931: Starter plan, monthly", "ch_3PGa9nKd2bXqR1sT1a2SdF4g"),
        ("pi_3PEt4rKd2bXqR1sT0k1Hd5Wx", 4900, 1710242410, "INV-1876: Starter plan, monthly", "ch_3PEt4rKd2bXqR1sT0e9GhJ1k"),
    ]

    def pi(p: tuple[str, int, int, str, str], refunded: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": p[0], "object": "payment_intent", "amount": p[1], "amount_capturable": 0, "amount_received": p[1],
                             "currency": "usd", "customer": cus, "description": p[3], "created": p[2], "livemode": True,
                             "payment_method": "pm_1OzR8sKd2bXqR1sTv3Nc5QwE", "payment_method_types": ["card"], "status": "succeeded",
                             "latest_charge": p[4], "metadata": {"invoice": p[3].split(":")[0]} if p[3].startswith("INV") else {}}
        if refunded is not None:
            d["latest_charge"] = {"id": p[4], "object": "charge", "amount": p[1], "amount_captured": p[1], "amount_refunded": refunded,
                                  "refunded": refunded == p[1], "paid": True, "status": "succeeded",
                                  "payment_method_details": {"type": "card", "card": {"brand": "visa", "last4": "4242", "exp_month": 9, "exp_year": 2026, "country": "GB"}},
                                  "refunds": {"object": "list", "total_count": 1 if refunded else 0, "has_more": False, "url": f"/v1/charges/{p[4]}/refunds"}}
        return d

    def bal(av: int, pend: int) -> str:
        return pj({"object": "balance", "livemode": True,
                   "available": [{"amount": av, "currency": "usd", "source_types": {"card": av}}],
                   "connect_reserved": [{"amount": 0, "currency": "usd"}],
                   "instant_available": [{"amount": av, "currency": "usd", "source_types": {"card": av}}],
                   "pending": [{"amount": pend, "currency": "usd", "source_types": {"card": pend}}]})

    def refund(rid: str, amt: int, p: tuple[str, int, int, str, str], created: int, reason: str) -> dict[str, Any]:
        return {"id": rid, "object": "refund", "amount": amt, "balance_transaction": "txn_" + rid[3:], "charge": p[4], "created": created,
                "currency": "usd", "destination_details": {"type": "card", "card": {"type": "refund", "reference_status": "pending"}},
                "metadata": {}, "payment_intent": p[0], "reason": reason, "receipt_number": None, "status": "succeeded"}

    r1 = refund("re_3PLx7aKd2bXqR1sT0Vq4Ba7Z", 4500, pis[0], 1717423385, "requested_by_customer")
    r2 = refund("re_3PKc1bKd2bXqR1sT1Mx9Ke3W", 2900, pis[1], 1717423452, "duplicate")
    r0 = {**refund("re_3PKzQ4Kd2bXqR1sT0Hh2Lp6N", 1500, ("pi_3PKzQ4Kd2bXqR1sT0sWq1xYt", 9900, 0, "", "ch_3PKzQ4Kd2bXqR1sT0pKn2Jd8"), 1716901230, "requested_by_customer")}
    av0, pend0 = 1284530, 412880
    turns = [
        (call("list_customers", email="ops@brightwaterstudio.co", limit=3),
         pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [{
             "id": cus, "object": "customer", "name": "Brightwater Studio Ltd", "email": "ops@brightwaterstudio.co", "created": 1694522317,
             "currency": "usd", "balance": 0, "delinquent": False, "invoice_prefix": "BWS7C2A1",
             "address": {"city": "Bristol", "country": "GB", "line1": "14 Harbourside Way", "postal_code": "BS1 5TY"},
             "metadata": {"plan": "pro", "seats": "12"}, "livemode": True}]})),
        (call("list_payment_intents", customer=cus, limit=3),
         pj({"object": "list", "url": "/v1/payment_intents", "has_more": True, "data": [pi(p) for p in pis[:3]]})),
        (call("retrieve_balance"), bal(av0, pend0)),
        (call("create_refund", payment_intent=pis[0][0], amount=4500, reason="requested_by_customer"), pj(r1)),
        (call("retrieve_payment_intent", payment_intent=pis[0][0], expand=["latest_charge"]), pj(pi(pis[0], 4500))),
        (call("create_refund", payment_intent=pis[1][0], reason="duplicate"), pj(r2)),
        (call("retrieve_balance"), bal(av0 - 4500 - 2900, pend0 + 18800)),
        (call("list_refunds", limit=3), pj({"object": "list", "url": "/v1/refunds", "has_more": True, "data": [r2, r1, r0]})),
        (call("list_payment_intents", customer=cus, limit=3, starting_after=pis[2][0]),
         pj({"object": "list", "url": "/v1/payment_intents", "has_more": False, "data": [pi(p) for p in pis[3:]]})),
    ]
    state = ("Stripe live account of a SaaS company (many customers pay continuously; charges settle into 'pending' first). "
             "Support ticket: Brightwater Studio was over-billed $45.00 on the prorated add-on and paid a duplicate $29.00 seat checkout. Amounts are in cents.")
    rs.add(task=TASK, tid="h22-mcp-15", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 16 greenhouse controller (less common) -- CLEAN: live readings, irrigation raises moisture, reboot resets uptime/ids
# ---------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "Summary of all growing zones", {}, []),
        tool("get_zone_readings", "Detailed live sensor readings of one zone", {"zone": S}, ["zone"]),
        tool("get_controller_status", "Controller health, firmware, uptime and actuators", {"controller": S}, ["controller"]),
        tool("set_valve", "Open or close an irrigation valve (optionally for a duration)", {"zone": S, "open": B, "duration_min": INT}, ["zone", "open"]),
        tool("get_irrigation_log", "Irrigation runs of a zone on a date", {"zone": S, "date": S}, ["zone", "date"]),
        tool("set_setpoint", "Change a climate setpoint of a zone", {"zone": S, "name": S, "value": NUM}, ["zone", "name", "value"]),
        tool("reboot_controller", "Restart a zone controller", {"controller": S}, ["controller"]),
    ]
    system = mcp_system("verdant-grow", "greenhouse climate and irrigation controllers of Kwekerij De Vries, house 3", tools)
    z1 = ("ZONE  CROP                TEMP     RH    SOIL   VALVE   VENT  FLAGS\n"
          "Z1    Tomato 'Merlice'    23.5 °C  68 %  41 %   closed  20 %  -\n"
          "Z2    Cucumber 'Hi Jack'  24.1 °C  74 %  29 %   closed  35 %  SOIL_LOW\n"
          "Z3    Sweet pepper        23.0 °C  66 %  44 %   closed  20 %  -\n"
          "Z4    Propagation         25.4 °C  82 %  52 %   closed   0 %  -\n"
          "house 3 | outside 14.2 °C, wind 3.1 m/s | updated 2024-04-15 13:40:12 CEST")
    r1 = ("Zone Z2 (Cucumber 'Hi Jack'), controller CTRL-B, 2024-04-15 13:40:31 CEST\n"
          "  air temp         24.14 °C     (temperature venting above 25.0 °C)\n"
          "  rel. humidity    73.6 %\n"
          "  CO2              842 ppm\n"
          "  PAR              612 µmol/m²/s\n"
          "  substrate temp   21.42 °C\n"
          "  soil moisture    28.7 %  (probe 1 27.9 %, probe 2 29.5 %)   target 35-45 %  -> LOW\n"
          "  drain EC         2.31 mS/cm\n"
          "  valve V2         closed (last run 06:30-06:38, scheduled)\n"
          "  vent             35 %  (humidity venting, RH > 72 %)")
    st1 = ("Controller CTRL-B (zones Z1-Z2)\n"
           "  firmware        3.8.2 (build 2024-02-27)\n"
           "  uptime          41d 06:12:09\n"
           "  boot_id         7f3a9c21-5e0b-4d18-a6f2-0c94be71d3e8\n"
           "  clock           2024-04-15 13:41:02 CEST (NTP synced, offset +3 ms)\n"
           "  mcp bridge      pid 2214, connected since 2024-03-05 07:29:04\n"
           "  pending restart no\n"
           "  valves          V1 closed, V2 closed\n"
           "  pump P1         idle, line pressure 2.4 bar\n"
           "  CPU 12 %, memory 38 %, SD card 61 % used\n"
           "  last alarm      2024-04-02 04:17:55 LOW_PRESSURE (cleared 04:19:40)")
    r2 = ("Zone Z2 (Cucumber 'Hi Jack'), controller CTRL-B, 2024-04-15 13:47:40 CEST\n"
          "  air temp         24.31 °C     (temperature venting above 25.0 °C)\n"
          "  rel. humidity    75.2 %\n"
          "  CO2              836 ppm\n"
          "  PAR              598 µmol/m²/s\n"
          "  substrate temp   21.18 °C\n"
          "  soil moisture    33.9 %  (probe 1 33.1 %, probe 2 34.7 %)   target 35-45 %  -> LOW (rising)\n"
          "  drain EC         2.27 mS/cm\n"
          "  valve V2         OPEN since 13:41:30 (manual, api), closes 13:51:30, 3 min 50 s left; flow 11.8 L/min, 72.6 L so far\n"
          "  vent             35 %  (humidity venting, RH > 72 %)")
    log = ("Irrigation log Z2, 2024-04-15\n"
           "  #  START     END       SOURCE      DURATION  VOLUME    MOISTURE BEFORE -> AFTER\n"
           "  1  06:30:00  06:38:00  schedule    8 min     94.1 L    31.2 % -> 37.9 %\n"
           "  2  13:41:30  13:51:30  manual/api  10 min    117.9 L   28.7 % -> 38.2 %\n"
           "  total today: 2 runs, 212.0 L (daily budget 320 L)")
    st2 = ("Controller CTRL-B (zones Z1-Z2)\n"
           "  firmware        3.8.2 (build 2024-02-27)\n"
           "  uptime          0d 00:01:37\n"
           "  boot_id         c41e07d9-2a6f-4b93-8e15-7d0a3f62b9c4\n"
           "  clock           2024-04-15 13:56:50 CEST (NTP synced, offset -1 ms)\n"
           "  mcp bridge      pid 611, connected since 2024-04-15 13:55:41\n"
           "  pending restart no (applied: Z2 vent_open_temp 25.0 -> 26.0 °C)\n"
           "  valves          V1 closed, V2 closed\n"
           "  pump P1         idle, line pressure 2.5 bar\n"
           "  CPU 21 %, memory 24 %, SD card 61 % used\n"
           "  last alarm      2024-04-02 04:17:55 LOW_PRESSURE (cleared 04:19:40)")
    z2 = ("ZONE  CROP                TEMP     RH    SOIL   VALVE   VENT  FLAGS\n"
          "Z1    Tomato 'Merlice'    23.7 °C  67 %  40 %   closed  20 %  -\n"
          "Z2    Cucumber 'Hi Jack'  24.4 °C  76 %  38 %   closed  35 %  -\n"
          "Z3    Sweet pepper        23.1 °C  66 %  44 %   closed  20 %  -\n"
          "Z4    Propagation         25.3 °C  83 %  51 %   closed   0 %  -\n"
          "house 3 | outside 14.6 °C, wind 2.7 m/s | updated 2024-04-15 13:57:20 CEST")
    turns = [
        (call("list_zones"), z1),
        (call("get_zone_readings", zone="Z2"), r1),
        (call("get_controller_status", controller="CTRL-B"), st1),
        (call("set_valve", zone="Z2", open=True, duration_min=10),
         "OK: valve V2 (zone Z2) opened at 13:41:30 CEST for 10 min, auto-close at 13:51:30. Pump P1 started (2.4 bar)."),
        (call("get_zone_readings", zone="Z2"), r2),
        (call("get_irrigation_log", zone="Z2", date="2024-04-15"), log),
        (call("set_setpoint", zone="Z2", name="vent_open_temp", value=26.0),
         "OK: Z2 vent_open_temp 25.0 -> 26.0 °C stored. Climate loop setpoints on CTRL-B firmware 3.8.x take effect after a controller restart (pending restart: yes)."),
        (call("reboot_controller", controller="CTRL-B"),
         "Rebooting CTRL-B at 13:55:13 CEST. Valve states saved (V1 closed, V2 closed); zones Z1-Z2 hold last vent positions while offline. Expect ~30 s offline."),
        (call("get_controller_status", controller="CTRL-B"), st2),
        (call("list_zones"), z2),
    ]
    state = "verdant-grow, house 3 of Kwekerij De Vries, Monday 2024-04-15 ~13:40 CEST, sunny. Sensor values are live; the agent is the grower's assistant."
    rs.add(task=TASK, tid="h22-mcp-16", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 17 Linear (mainstream) -- BAD: an issue the agent renamed shows its old title in a later search (turn 7)
# ---------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("linear_search_issues", "Search issues by text with optional team filter", {"query": S, "teamId": S, "limit": INT, "orderBy": S}, ["query"]),
        tool("linear_get_issue", "Get an issue by identifier", {"id": S}, ["id"]),
        tool("linear_update_issue", "Update an issue", {"id": S, "title": S, "priority": INT, "state": S, "cycle": S, "estimate": INT}, ["id"]),
        tool("linear_create_issue", "Create an issue", {"title": S, "teamId": S, "description": S, "priority": INT, "parentId": S, "labels": A_STR}, ["title", "teamId"]),
        tool("linear_add_comment", "Comment on an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_list_cycles", "List cycles of a team", {"teamId": S}, ["teamId"]),
    ]
    system = mcp_system("linear", "Linear workspace 'northwind' (team ENG)", tools)
    old_t, new_t = "Webhook retries hammer customer endpoints", "Cap webhook retry rate per endpoint"

    def line(ident: str, title: str, status: str, pri: str, who: str, upd: str, labels: str) -> str:
        return f"- {ident}: {title}\n  Status: {status} | Priority: {pri} | Assignee: {who} | Labels: {labels} | Updated: {upd}"

    rows1 = [
        line("ENG-1423", old_t, "In Progress", "Medium", "Rafael Ortiz", "2024-05-13 17:02", "Bug, Webhooks"),
        line("ENG-1440", "Flaky test: webhook_dispatch_timeout", "In Review", "High", "Mira Salo", "2024-05-13 15:48", "Tech debt, CI"),
        line("ENG-1431", "Retry storm on webhook delivery after outage", "Triage", "Medium", "Unassigned", "2024-05-12 09:20", "Bug"),
        line("ENG-1402", "Show last webhook delivery status in dashboard", "Todo", "Medium", "Chen Wei", "2024-05-08 11:31", "Feature, Webhooks"),
        line("ENG-1388", "Webhook signing secret rotation UI", "Backlog", "Low", "Unassigned", "2024-04-29 14:05", "Feature, Security"),
        line("ENG-1356", "Webhook payload v2 schema", "Done", "Medium", "Rafael Ortiz", "2024-04-16 10:12", "Feature, Webhooks"),
    ]
    s1 = "Found 6 issues matching \"webhook\" (team ENG, ordered by updatedAt):\n\n" + "\n".join(rows1)
    g1 = (f"ENG-1423: {old_t}\n"
          "URL: https://linear.app/northwind/issue/ENG-1423\n"
          "Status: In Progress | Priority: Medium | Estimate: 5 points\n"
          "Assignee: Rafael Ortiz | Creator: Chen Wei\n"
          "Team: Engineering (ENG) | Project: Webhooks reliability | Cycle: Cycle 41 (May 6 - May 19)\n"
          "Labels: Bug, Webhooks\n"
          "Created: 2024-05-02 09:41 | Updated: 2024-05-13 17:02\n\n"
          "Description:\nAfter the 30 Apr incident several customers saw 40+ req/s of retried deliveries once their endpoint came back. "
          "The dispatcher retries every failed delivery on a fixed 30 s loop with no per-endpoint limit, so a backlog of ~12k deliveries "
          "drains all at once. Proposal: token bucket per endpoint (default 10 req/s) in front of the dispatcher, plus backoff (#2318 in tidepool).\n\n"
          "Sub-issues: none\nRelations: related to ENG-1356\nComments (2):\n"
          "  Chen Wei (2024-05-02 10:15): Customer list in the incident doc; Acme and Ridgeback both asked for a rate cap.\n"
          "  Rafael Ortiz (2024-05-13 17:02): Backoff PR is up in tidepool; the per-endpoint cap is the remaining part.")
    u1 = (f"Updated issue ENG-1423\nTitle: {new_t}\nStatus: In Progress\nPriority: High\n"
          "URL: https://linear.app/northwind/issue/ENG-1423\nUpdated: 2024-05-14 09:31")
    c1 = ("Created issue ENG-1467\nTitle: Add per-endpoint webhook retry budget metric\nStatus: Todo\nPriority: Medium\n"
          "Parent: ENG-1423\nLabels: Webhooks, Observability\nURL: https://linear.app/northwind/issue/ENG-1467")
    u2 = ("Updated issue ENG-1431\nTitle: Retry storm on webhook delivery after outage\nStatus: Duplicate (duplicate of ENG-1423)\n"
          "Priority: Medium\nURL: https://linear.app/northwind/issue/ENG-1431\nUpdated: 2024-05-14 09:33")
    cm = "Retitled to reflect the remaining scope (backoff ships in tidepool#2318). Tracking the metric in ENG-1467; ENG-1431 closed as duplicate."
    c2 = f"Comment added to ENG-1423 (id 7d2c91e0-4b6a-4f3e-9a18-52e0c6b7d4f1) at 2024-05-14 09:34:\n{cm}"
    rows2 = [
        line("ENG-1440", "Flaky test: webhook_dispatch_timeout", "Done", "High", "Mira Salo", "2024-05-14 09:35", "Tech debt, CI"),
        line("ENG-1423", old_t, "In Progress", "High", "Rafael Ortiz", "2024-05-14 09:34", "Bug, Webhooks"),
        line("ENG-1431", "Retry storm on webhook delivery after outage", "Duplicate", "Medium", "Unassigned", "2024-05-14 09:33", "Bug"),
        line("ENG-1467", "Add per-endpoint webhook retry budget metric", "Todo", "Medium", "Unassigned", "2024-05-14 09:32", "Webhooks, Observability"),
        line("ENG-1402", "Show last webhook delivery status in dashboard", "Todo", "Medium", "Chen Wei", "2024-05-08 11:31", "Feature, Webhooks"),
        line("ENG-1388", "Webhook signing secret rotation UI", "Backlog", "Low", "Unassigned", "2024-04-29 14:05", "Feature, Security"),
        line("ENG-1356", "Webhook payload v2 schema", "Done", "Medium", "Rafael Ortiz", "2024-04-16 10:12", "Feature, Webhooks"),
    ]
    s2 = "Found 7 issues matching \"webhook\" (team ENG, ordered by updatedAt):\n\n" + "\n".join(rows2)
    g2 = ("ENG-1467: Add per-endpoint webhook retry budget metric\n"
          "URL: https://linear.app/northwind/issue/ENG-1467\n"
          "Status: Todo | Priority: Medium | Estimate: none\n"
          "Assignee: Unassigned | Creator: Linear MCP (agent)\n"
          "Team: Engineering (ENG) | Project: Webhooks reliability | Cycle: none\n"
          "Labels: Webhooks, Observability\nParent: ENG-1423\n"
          "Created: 2024-05-14 09:32 | Updated: 2024-05-14 09:32\n\n"
          "Description:\nExport `webhook_retry_budget_remaining{endpoint_id}` and `webhook_retry_throttled_total{endpoint_id}` from the dispatcher "
          "so support can see when an endpoint is being capped.\n\nComments (0)")
    cyc = ("Cycles for team ENG:\n"
           "- Cycle 40: Apr 22 - May 5 (completed) | 41 issues, 38 done, scope 96 pts\n"
           "- Cycle 41: May 6 - May 19 (current) | 37 issues, 22 done, progress 61 % (58/95 pts), 5 days left\n"
           "- Cycle 42: May 20 - Jun 2 (upcoming) | 9 issues planned, 23 pts\n"
           "- Cycle 43: Jun 3 - Jun 16 (upcoming) | 0 issues")
    u3 = ("Updated issue ENG-1467\nTitle: Add per-endpoint webhook retry budget metric\nStatus: Todo\nPriority: Medium\n"
          "Estimate: 2 points\nCycle: Cycle 42 (May 20 - Jun 2)\nURL: https://linear.app/northwind/issue/ENG-1467\nUpdated: 2024-05-14 09:36")
    cm2 = "Small one: two counters in dispatcher/metrics.rs plus a Grafana panel on the Webhooks board. Good first issue for the new on-call."
    turns = [
        (call("linear_search_issues", query="webhook", teamId="ENG", limit=10, orderBy="updatedAt"), mcp_text(s1)),
        (call("linear_get_issue", id="ENG-1423"), mcp_text(g1)),
        (call("linear_update_issue", id="ENG-1423", title=new_t, priority=2), mcp_text(u1)),
        (call("linear_create_issue", title="Add per-endpoint webhook retry budget metric", teamId="ENG", parentId="ENG-1423", priority=3,
              labels=["Webhooks", "Observability"],
              description="Export `webhook_retry_budget_remaining{endpoint_id}` and `webhook_retry_throttled_total{endpoint_id}` from the dispatcher so support can see when an endpoint is being capped."),
         mcp_text(c1)),
        (call("linear_update_issue", id="ENG-1431", state="Duplicate"), mcp_text(u2)),
        (call("linear_add_comment", issueId="ENG-1423", body=cm), mcp_text(c2)),
        (call("linear_search_issues", query="webhook", teamId="ENG", limit=10, orderBy="updatedAt"), mcp_text(s2)),
        (call("linear_get_issue", id="ENG-1467"), mcp_text(g2)),
        (call("linear_list_cycles", teamId="ENG"), mcp_text(cyc)),
        (call("linear_update_issue", id="ENG-1467", cycle="Cycle 42", estimate=2), mcp_text(u3)),
        (call("linear_add_comment", issueId="ENG-1467", body=cm2),
         mcp_text(f"Comment added to ENG-1467 (id 0f6b3a82-9d14-4c57-b2e8-a1c4d90e3f65) at 2024-05-14 09:37:\n{cm2}")),
    ]
    state = "Linear workspace 'northwind', team ENG (Engineering), 2024-05-14 ~09:30. The agent triages webhook issues; teammates keep working (CI merges, reviews)."
    rs.add(task=TASK, tid="h22-mcp-17", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="issue ENG-1423, retitled by the agent at turn 3, is listed under its old title 'Webhook retries hammer customer endpoints'")


# ---------------------------------------------------------------------------------------------------------
# 18 museum collection database (less common) -- BAD: an object's accession number changes (turn 4)
# ---------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    tools = [
        tool("search_objects", "Search catalogued objects", {"query": S, "limit": INT}, ["query"]),
        tool("get_object", "Full catalogue record of an object", {"object_id": S}, ["object_id"]),
        tool("list_exhibitions", "Exhibitions by status", {"status": S}, []),
        tool("get_condition_reports", "Condition reports of an object, newest first", {"object_id": S}, ["object_id"]),
        tool("add_condition_report", "Record a new condition report", {"object_id": S, "examiner": S, "condition": S, "notes": S, "fit_for_display": B}, ["object_id", "examiner", "condition"]),
        tool("update_location", "Record a location move of an object", {"object_id": S, "to_location": S, "reason": S}, ["object_id", "to_location"]),
        tool("add_object_to_exhibition", "Add an object to an exhibition checklist", {"exhibition_id": S, "object_id": S, "case": S}, ["exhibition_id", "object_id"]),
    ]
    system = mcp_system("vitrine-cms", "collections management system of the Harwood Museum of Decorative Arts", tools)
    oid = "OBJ-0042817"
    search = pj({"query": "Westerwald jug", "total": 4, "results": [
        {"object_id": oid, "accession_number": "1987.214.3", "title": "Jug, salt-glazed stoneware, Westerwald", "date": "c. 1690", "on_display": False, "location": "Store B / Bay 4 / Shelf 2"},
        {"object_id": "OBJ-0042818", "accession_number": "1987.214.4", "title": "Jug (Krug) with applied medallions, Westerwald", "date": "c. 1700", "on_display": False, "location": "Store B / Bay 4 / Shelf 2"},
        {"object_id": "OBJ-0019930", "accession_number": "1952.88", "title": "Jug with 'GR' cipher, Westerwald", "date": "c. 1725-1750", "on_display": True, "location": "Gallery 6 / Case 12"},
        {"object_id": "OBJ-0051102", "accession_number": "2003.17.1", "title": "Tankard (Humpen), Westerwald, pewter lid", "date": "1682", "on_display": False, "location": "Store B / Bay 5 / Shelf 1"}]})
    obj = pj({
        "object_id": oid, "accession_number": "1987.214.3", "object_name": "jug", "title": "Jug, salt-glazed stoneware, Westerwald",
        "production": {"place": "Westerwald, Germany", "date": "c. 1690", "maker": "unknown"},
        "materials": ["stoneware", "salt glaze", "cobalt oxide"], "techniques": ["thrown", "incised", "stamped", "cobalt-painted"],
        "dimensions": {"height_mm": 248, "max_diameter_mm": 171, "weight_g": 1630},
        "description": "Ovoid jug with cylindrical neck and strap handle; body with incised and stamped rosettes filled in cobalt blue on a grey ground; pewter lid mount lost.",
        "inscriptions": [], "credit_line": "Gift of Mrs E. Pryce, 1987", "acquisition": {"method": "gift", "date": "1987-06-11", "source": "Mrs Eleanor Pryce"},
        "current_location": "Store B / Bay 4 / Shelf 2", "status": "in store", "condition_summary": "fair: old repair to handle, glaze losses at rim",
        "last_audit": "2023-03-08", "images": 6, "rights": "CC BY-NC 4.0", "record_updated": "2023-03-08T11:20:44Z"})
    exh = pj({"status": "upcoming", "exhibitions": [
        {"exhibition_id": "EXH-0219", "title": "Stoneware & Salt: German Ceramics 1550-1750", "venue": "Temporary Gallery (G2)", "opens": "2024-09-14", "closes": "2025-01-26",
         "curator": "Dr Helen Okafor", "objects": 41, "status": "planning", "checklist_deadline": "2024-07-31"},
        {"exhibition_id": "EXH-0223", "title": "The Georgian Dining Room", "venue": "Gallery 4", "opens": "2024-11-02", "closes": "2025-04-27",
         "curator": "Tom Ashworth", "objects": 63, "status": "planning", "checklist_deadline": "2024-08-30"}]})
    reports = pj({"object_id": oid, "accession_number": "1987.241.3", "reports": [
        {"report_id": "CR-2023-0388", "date": "2023-03-08", "examiner": "J. Whitley (collections care)", "condition": "fair",
         "notes": "Stable. Old adhesive repair to upper handle terminal, slightly discoloured. Glaze losses at rim (3, max 6 mm). Dust on interior.",
         "fit_for_display": True, "fit_for_loan": False, "handling": "Support base and body; do not lift by handle."},
        {"report_id": "CR-2011-0142", "date": "2011-10-19", "examiner": "S. Mercer (conservator)", "condition": "fair",
         "notes": "Handle previously broken and rejoined (pre-1987). Surface dirt removed with swabs. Losses to rim glaze noted.",
         "fit_for_display": True, "fit_for_loan": False}]})
    cr = pj({"ok": True, "report": {"report_id": "CR-2024-0217", "object_id": oid, "date": "2024-06-05", "examiner": "J. Whitley (collections care)",
             "condition": "fair", "fit_for_display": True, "fit_for_loan": False,
             "notes": "Unchanged since 2023. Handle repair stable under raking light; no new losses. Recommend mount with padded saddle; lid mount holes to face case back."},
             "condition_summary_updated": True})
    mv = pj({"ok": True, "movement_id": "MOV-2024-03318", "object_id": oid, "from": "Store B / Bay 4 / Shelf 2", "to": "Conservation Studio / Bench 3",
             "reason": "exhibition preparation (EXH-0219): mount making", "moved_by": "J. Whitley", "at": "2024-06-05T10:42:18Z", "status": "in conservation"})
    add = pj({"ok": True, "exhibition_id": "EXH-0219", "object_id": oid, "checklist_no": 42, "case": "Case 3 (Westerwald)",
              "checklist_total": 42, "requirements": {"mount": "padded saddle", "lux_max": 200, "rh_range_pct": [40, 60]},
              "warnings": []})
    turns = [
        (call("search_objects", query="Westerwald jug", limit=10), search),
        (call("get_object", object_id=oid), obj),
        (call("list_exhibitions", status="upcoming"), exh),
        (call("get_condition_reports", object_id=oid), reports),
        (call("add_condition_report", object_id=oid, examiner="J. Whitley (collections care)", condition="fair", fit_for_display=True,
              notes="Unchanged since 2023. Handle repair stable under raking light; no new losses. Recommend mount with padded saddle; lid mount holes to face case back."), cr),
        (call("update_location", object_id=oid, to_location="Conservation Studio / Bench 3", reason="exhibition preparation (EXH-0219): mount making"), mv),
        (call("add_object_to_exhibition", exhibition_id="EXH-0219", object_id=oid, case="Case 3 (Westerwald)"), add),
    ]
    state = ("vitrine-cms, Harwood Museum of Decorative Arts, 2024-06-05. Object OBJ-0042817 (accession 1987.214.3) is a candidate "
             "for the Westerwald case of EXH-0219; the agent assists the registrar.")
    rs.add(task=TASK, tid="h22-mcp-18", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="accession number of OBJ-0042817 given as 1987.241.3 in the condition-report listing; search, record and starting state say 1987.214.3")


# ---------------------------------------------------------------------------------------------------------
# 19 SQLite (mainstream) -- CLEAN: inserts and a re-categorisation re-sort the totals; LIMIT view; date formats
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "the household expense database ~/finance/expenses.db", tools)
    cats = {"Rent": [1, 1450.00], "Groceries": [14, 612.37], "Travel": [6, 588.90], "Meals": [11, 274.65],
            "Utilities": [3, 196.42], "Subscriptions": [5, 71.93], "Health": [2, 58.00]}

    def grouped() -> str:
        rows = sorted(cats.items(), key=lambda kv: -kv[1][1])
        return repr([{"category": k, "n": v[0], "total": round(v[1], 2)} for k, v in rows])

    q_group = ("SELECT category, COUNT(*) AS n, ROUND(SUM(amount), 2) AS total FROM expenses "
               "WHERE date LIKE '2024-05-%' GROUP BY category ORDER BY total DESC")
    g1 = grouped()
    cats["Groceries"] = [15, 612.37 + 23.80]
    cats["Travel"] = [8, 588.90 + 64.00 + 46.20]
    cats["Meals"] = [10, 274.65 - 46.20]
    g2 = grouped()
    assert g2.index("'Travel'") < g2.index("'Groceries'") and g1.index("'Groceries'") < g1.index("'Travel'")
    total = round(sum(v[1] for v in cats.values()), 2)
    n = sum(v[0] for v in cats.values())
    assert (total, n) == (3340.07, 44)
    schema = repr([
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "date", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "amount", "type": "REAL", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "category", "type": "TEXT", "notnull": 1, "dflt_value": "'Uncategorised'", "pk": 0},
        {"cid": 4, "name": "merchant", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 5, "name": "note", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 6, "name": "account", "type": "TEXT", "notnull": 1, "dflt_value": "'joint'", "pk": 0}])
    ins = ("INSERT INTO expenses (date, amount, category, merchant, note, account) VALUES "
           "('2024-05-30', 23.80, 'Groceries', 'Lidl Prenzlauer Allee', NULL, 'joint'), "
           "('2024-05-31', 64.00, 'Travel', 'Deutsche Bahn', 'ICE Berlin-Hamburg, Sparpreis', 'joint')")
    last5 = repr([
        {"id": 432, "date": "2024-05-31", "amount": 64.0, "category": "Travel", "merchant": "Deutsche Bahn"},
        {"id": 431, "date": "2024-05-30", "amount": 23.8, "category": "Groceries", "merchant": "Lidl Prenzlauer Allee"},
        {"id": 430, "date": "2024-05-29", "amount": 31.12, "category": "Groceries", "merchant": "REWE Schönhauser Allee"},
        {"id": 429, "date": "2024-05-29", "amount": 12.5, "category": "Meals", "merchant": "Curry 36"},
        {"id": 428, "date": "2024-05-28", "amount": 10.99, "category": "Subscriptions", "merchant": "Spotify"}])
    fmt = repr([
        {"id": 418, "date": "2024-05-17", "de_date": "17.05.2024", "weekday": "5", "jd": 2460447.5, "amount": 46.2, "category": "Travel", "merchant": "Eurostar (Brussels-Midi lounge)"},
        {"id": 432, "date": "2024-05-31", "de_date": "31.05.2024", "weekday": "5", "jd": 2460461.5, "amount": 64.0, "category": "Travel", "merchant": "Deutsche Bahn"}])
    insight = ("May 2024: 44 expenses, EUR 3,340.07 total. Travel (EUR 699.10) overtook Groceries (EUR 636.17) after the Hamburg trip "
               "and re-filing the Eurostar lounge dinner (id 418) from Meals to Travel.")
    turns = [
        (call("list_tables"), mcp_text(repr([{"name": "expenses"}, {"name": "sqlite_sequence"}, {"name": "budgets"}, {"name": "recurring"}]))),
        (call("describe_table", table_name="expenses"), mcp_text(schema)),
        (call("read_query", query=q_group), mcp_text(g1)),
        (call("write_query", query=ins), mcp_text(repr([{"affected_rows": 2}]))),
        (call("write_query", query="UPDATE expenses SET category = 'Travel' WHERE id = 418"), mcp_text(repr([{"affected_rows": 1}]))),
        (call("read_query", query=q_group), mcp_text(g2)),
        (call("read_query", query="SELECT id, date, amount, category, merchant FROM expenses ORDER BY id DESC LIMIT 5"), mcp_text(last5)),
        (call("read_query", query="SELECT id, date, strftime('%d.%m.%Y', date) AS de_date, strftime('%w', date) AS weekday, julianday(date) AS jd, amount, category, merchant FROM expenses WHERE id IN (418, 432) ORDER BY id"),
         mcp_text(fmt)),
        (call("read_query", query="SELECT COUNT(*) AS n, ROUND(SUM(amount), 2) AS may_total FROM expenses WHERE date LIKE '2024-05-%'"),
         mcp_text(repr([{"n": n, "may_total": total}]))),
        (call("append_insight", insight=insight), mcp_text("Insight added to memo")),
    ]
    state = "SQLite MCP server on ~/finance/expenses.db (Berlin household, EUR). 2024-06-01; nobody else writes to the database. expenses.id is AUTOINCREMENT (last id 430)."
    rs.add(task=TASK, tid="h22-mcp-19", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 20 veterinary practice system (less common) -- BAD: discharge time earlier than the check-in/notes it follows (turn 9)
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("list_appointments", "Appointments of a clinic on a date", {"clinic": S, "date": S}, ["clinic", "date"]),
        tool("get_patient", "Patient record with owner, alerts and history", {"patient_id": S}, ["patient_id"]),
        tool("check_in", "Check a patient in for an appointment", {"appointment_id": S}, ["appointment_id"]),
        tool("record_vitals", "Record weight and vital signs", {"appointment_id": S, "weight_kg": NUM, "temp_c": NUM, "heart_rate": INT, "resp_rate": INT}, ["appointment_id"]),
        tool("add_clinical_note", "Add a SOAP note to the consultation", {"appointment_id": S, "note": S}, ["appointment_id", "note"]),
        tool("create_invoice", "Open an invoice for the consultation", {"appointment_id": S}, ["appointment_id"]),
        tool("add_invoice_item", "Add a product or service to an invoice", {"invoice_id": S, "code": S, "qty": NUM}, ["invoice_id", "code"]),
        tool("discharge", "Take payment and discharge the patient", {"appointment_id": S, "payment_method": S}, ["appointment_id"]),
        tool("send_client_sms", "Send an SMS to the owner", {"client_id": S, "text": S}, ["client_id", "text"]),
    ]
    system = mcp_system("pawtrack-pms", "practice management system of Calder Vets, Hebden Road branch", tools)
    apt = "APT-77120"
    appts = mcp_text({"clinic": "Hebden Road", "date": "2024-04-23", "appointments": [
        {"id": "APT-77104", "time": "08:30", "patient": "Mylo (cat, DSH)", "vet": "Dr Aoife Brennan", "type": "Dental check", "status": "completed"},
        {"id": "APT-77109", "time": "09:00", "patient": "Pepper (dog, Border Collie)", "vet": "Dr Aoife Brennan", "type": "Post-op check", "status": "completed"},
        {"id": "APT-77111", "time": "09:20", "patient": "Bramble (rabbit)", "vet": "Dr Sam Okoro", "type": "Nail clip", "status": "completed"},
        {"id": "APT-77115", "time": "10:00", "patient": "Luna (cat, Siamese)", "vet": "Dr Sam Okoro", "type": "Vaccination", "status": "in_consult"},
        {"id": "APT-77117", "time": "10:15", "patient": "Otis (dog, Labrador)", "vet": "Dr Aoife Brennan", "type": "Skin recheck", "status": "completed"},
        {"id": apt, "time": "10:45", "patient": "Biscuit (dog, Cocker Spaniel)", "vet": "Dr Aoife Brennan", "type": "Booster + lameness", "status": "booked"},
        {"id": "APT-77123", "time": "11:15", "patient": "Nala (dog, Staffie)", "vet": "Dr Sam Okoro", "type": "Consultation", "status": "booked"},
        {"id": "APT-77126", "time": "11:45", "patient": "Ziggy (cat, Bengal)", "vet": "Dr Aoife Brennan", "type": "Blood test results", "status": "booked"},
        {"id": "APT-77130", "time": "14:00", "patient": "Hazel (guinea pig)", "vet": "Dr Sam Okoro", "type": "Consultation", "status": "booked"}],
        "as_of": "2024-04-23T10:46:05+01:00"})
    patient = mcp_text({
        "patient_id": "PT-33817", "name": "Biscuit", "species": "dog", "breed": "Cocker Spaniel", "sex": "male neutered", "dob": "2019-08-02",
        "microchip": "826097000412338", "client": {"client_id": "CL-10922", "name": "Ruth Ashby", "mobile": "07700 900412", "sms_consent": True},
        "alerts": ["Nervous with nail clips", "Insured: Petplan (claim form needed)"], "allergies": [],
        "weights": [{"date": "2023-10-12", "kg": 14.0}, {"date": "2023-04-20", "kg": 13.6}, {"date": "2022-04-11", "kg": 13.9}],
        "vaccinations": [{"product": "DHPPi + L4", "date": "2023-04-20", "due": "2024-04-20", "status": "overdue by 3 days"}],
        "history": [{"date": "2023-10-12", "summary": "Otitis externa (L), treated with ear drops; resolved at recheck."}]})
    checkin = mcp_text({"appointment_id": apt, "status": "checked_in", "checked_in_at": "2024-04-23T10:47:12+01:00",
                        "room": "Consult 2", "vet": "Dr Aoife Brennan", "queue_position": 1})
    vitals = mcp_text({"appointment_id": apt, "recorded_at": "2024-04-23T10:52:40+01:00", "weight_kg": 14.2, "weight_change": "+0.2 kg since 2023-10-12",
                       "temp_c": 38.6, "heart_rate": 96, "resp_rate": 24, "bcs": "5/9", "recorded_by": "RVN Callum Price"})
    soap = ("S: Owner reports intermittent lameness right fore for 5 days, worse after long walks; eating well. "
            "O: Grade 2/10 RFL lameness at trot; mild pain on carpal flexion; no swelling; other limbs NAD. TPR normal. "
            "A: Soft tissue strain R carpus most likely. "
            "P: Meloxicam 0.1 mg/kg PO SID x 7 days with food, lead walks only 10 days, recheck if not improved in 1 week. DHPPi + L4 booster given SC.")
    note = mcp_text({"note_id": "NOTE-551904", "appointment_id": apt, "type": "SOAP", "author": "Dr Aoife Brennan", "created_at": "2024-04-23T11:18:05+01:00", "locked": False})

    def inv(lines: list[tuple[str, str, float, float]], status: str = "draft", created: str = "2024-04-23T11:24:31+01:00") -> str:
        sub = round(sum(q * p for _, _, q, p in lines), 2)
        vat = round(sub * 0.2, 2)
        return mcp_text({"invoice_id": "INV-2024-04417", "appointment_id": apt, "client_id": "CL-10922", "status": status, "created_at": created,
                         "lines": [{"code": c, "description": d, "qty": q, "unit_price_gbp": p, "net_gbp": round(q * p, 2)} for c, d, q, p in lines],
                         "subtotal_gbp": sub, "vat_gbp": vat, "total_gbp": round(sub + vat, 2), "insurance_claim": "pending form"})

    L1 = [("CONS-STD", "Standard consultation (15 min)", 1, 48.00)]
    L2 = L1 + [("VAC-DL4", "Vaccination DHPPi + L4 booster", 1, 62.50)]
    L3 = L2 + [("MEL-15-10", "Meloxicam 1.5 mg/ml oral suspension, 10 ml", 1, 14.20)]
    disc = mcp_text({"appointment_id": apt, "status": "discharged", "discharged_at": "2024-04-23T10:31:09+01:00",
                     "invoice": {"invoice_id": "INV-2024-04417", "status": "paid", "total_gbp": 149.64, "payment": {"method": "card", "auth": "A51702", "terminal": "HR-T2"}},
                     "dispensed": ["Meloxicam 1.5 mg/ml oral suspension, 10 ml (label printed)"],
                     "reminders_created": [{"type": "vaccination", "product": "DHPPi + L4", "due": "2025-04-23"},
                                           {"type": "recheck", "reason": "RFL lameness", "due": "2024-04-30"}]})
    sms = ("Hi Ruth, thanks for bringing Biscuit in today. Meloxicam once daily with food for 7 days, lead walks only for 10 days. "
           "If he is still lame by 30 Apr please book a recheck. Calder Vets Hebden Road, 01422 555 019")
    turns = [
        (call("list_appointments", clinic="Hebden Road", date="2024-04-23"), appts),
        (call("get_patient", patient_id="PT-33817"), patient),
        (call("check_in", appointment_id=apt), checkin),
        (call("record_vitals", appointment_id=apt, weight_kg=14.2, temp_c=38.6, heart_rate=96, resp_rate=24), vitals),
        (call("add_clinical_note", appointment_id=apt, note=soap), note),
        (call("create_invoice", appointment_id=apt), inv(L1)),
        (call("add_invoice_item", invoice_id="INV-2024-04417", code="VAC-DL4", qty=1), inv(L2)),
        (call("add_invoice_item", invoice_id="INV-2024-04417", code="MEL-15-10", qty=1), inv(L3)),
        (call("discharge", appointment_id=apt, payment_method="card"), disc),
        (call("send_client_sms", client_id="CL-10922", text=sms),
         mcp_text({"ok": True, "message_id": "SMS-8830217", "to": "+447700900412", "segments": 2, "sent_at": "2024-04-23T11:33:02+01:00", "status": "queued"})),
    ]
    state = "pawtrack-pms, Calder Vets Hebden Road, Tuesday 2024-04-23, BST (UTC+1). The agent is the front-desk and clinical-admin assistant for Dr Aoife Brennan's list."
    rs.add(task=TASK, tid="h22-mcp-20", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="discharged_at 10:31:09 is earlier than the check-in (10:47:12), vitals and SOAP note (11:18) that preceded the discharge")


# ---------------------------------------------------------------------------------------------------------
# 21 Sentry (mainstream) -- CLEAN: event/user counts keep growing; resolve hides the issue; short id vs numeric id
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    tools = [
        tool("list_issues", "List issues of a project", {"organizationSlug": S, "projectSlug": S, "query": S, "sort": S, "limit": INT}, ["organizationSlug", "projectSlug"]),
        tool("get_issue_details", "Details of an issue by short id or numeric id", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("get_latest_event", "Latest event of an issue with stack trace and tags", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("list_releases", "Recent releases of a project", {"organizationSlug": S, "projectSlug": S, "limit": INT}, ["organizationSlug", "projectSlug"]),
        tool("update_issue", "Change status or assignee of an issue", {"organizationSlug": S, "issueId": S, "status": S, "inRelease": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ]
    system = mcp_system("sentry", "Sentry (sentry.io) organisation 'kestrelpay'", tools)
    org, proj = "kestrelpay", "checkout-web"
    iss = {
        "3KQ": ["TypeError: Cannot read properties of undefined (reading 'clientSecret')", "PaymentElement.onConfirm(src/checkout/payment-element.tsx)", 18402, 2311, "2024-06-10 14:02:51", "1 minute ago", "5123456789"],
        "3F1": ["ChunkLoadError: Loading chunk 812 failed.", "app/webpack/runtime", 9870, 4102, "2024-05-21 08:40:10", "2 minutes ago", "5089910442"],
        "2ZD": ["Error: Network request failed (POST /api/v2/intents)", "fetchJson(src/lib/http.ts)", 4415, 1207, "2024-03-02 19:11:35", "6 minutes ago", "4871203315"],
        "3M0": ["ResizeObserver loop completed with undelivered notifications.", "?(<anonymous>)", 3912, 2890, "2024-06-04 10:27:02", "1 minute ago", "5110284573"],
        "39A": ["AbortError: The user aborted a request.", "useQuote(src/checkout/hooks/useQuote.ts)", 1033, 611, "2024-05-02 16:55:48", "18 minutes ago", "4990176602"],
        "3N2": ["SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", "loadConfig(src/boot/config.ts)", 402, 188, "2024-06-11 22:14:09", "44 minutes ago", "5121180037"],
    }

    def table(keys: list[str], title: str) -> str:
        out = [title, "", "| Issue | Title | Events | Users | First seen | Last seen |", "|---|---|---|---|---|---|"]
        for k in keys:
            t, culprit, ev, us, first, last, _ = iss[k]
            out.append(f"| CHECKOUT-WEB-{k} | {t} ({culprit}) | {ev:,} | {us:,} | {first} | {last} |")
        return "\n".join(out)

    l1 = table(["3KQ", "3F1", "2ZD", "3M0", "39A", "3N2"], "# Issues in kestrelpay/checkout-web\nquery: `is:unresolved` | sort: freq (events, last 14d) | 6 results")

    def details(k: str, status: str, ev: int, us: int, last: str, extra: list[str]) -> str:
        t, culprit, _, _, first, _, num = iss[k]
        return "\n".join([f"# Issue CHECKOUT-WEB-{k}", "", f"**Title**: {t}", f"**Culprit**: {culprit}", f"**Issue ID**: {num}",
                          f"**Status**: {status}", "**Level**: error", f"**Events**: {ev:,}", f"**Users affected**: {us:,}",
                          f"**First seen**: {first} UTC", f"**Last seen**: {last}", *extra,
                          f"**URL**: https://kestrelpay.sentry.io/issues/{num}/"])

    d1 = details("3KQ", "unresolved", 18409, 2312, "2024-06-12 09:58:37 UTC (1 minute ago)",
                 ["**First release**: checkout-web@2024.06.1", "**Last release**: checkout-web@2024.06.2", "**Assignee**: none",
                  "**Tags**: browser Safari 17.5 (41%), Chrome Mobile 125 (33%), Chrome 125 (19%); payment_method card (88%), ideal (12%)",
                  "**Events (24h)**: 6,120"])
    ev = ("# Latest event for CHECKOUT-WEB-3KQ\n\n**Event ID**: 0c7e2b1f9a4d4e6b8f3a5d2c1b0e9f87\n**Date**: 2024-06-12 09:58:37 UTC\n"
          "**Release**: checkout-web@2024.06.2\n**Environment**: production\n**URL**: https://pay.kestrelpay.com/c/cs_live_b1Q9.../confirm?redirect_status=succeeded\n"
          "**Browser**: Mobile Safari 17.5 (iOS 17.5.1)\n**User**: id:anon-6f1d2 (ip 82.x.x.x)\n\n## Exception\n"
          "```\nTypeError: Cannot read properties of undefined (reading 'clientSecret')\n"
          "  at PaymentElement.onConfirm (src/checkout/payment-element.tsx:212:38)\n"
          "  at async handle3dsReturn (src/checkout/three-ds.ts:57:5)\n"
          "  at async CheckoutPage.useEffect (src/checkout/CheckoutPage.tsx:144:9)\n```\n\n"
          "## Breadcrumbs (last 4)\n- 09:58:31 navigation /c/cs_live_b1Q9.../confirm\n- 09:58:33 fetch GET /api/v2/intents/pi_3PQ... 200\n"
          "- 09:58:36 ui.click button#pay\n- 09:58:37 error TypeError")
    rel = ("# Releases for checkout-web\n\n| Version | Created | Deployed (production) | New issues | Commits |\n|---|---|---|---|---|\n"
           "| checkout-web@2024.06.3 | 2024-06-12 09:05 UTC | 2024-06-12 09:20 UTC (40 minutes ago) | 0 | 7 (incl. `fix(payment-element): guard missing clientSecret on 3DS return`) |\n"
           "| checkout-web@2024.06.2 | 2024-06-10 13:31 UTC | 2024-06-10 13:52 UTC | 3 | 22 |\n"
           "| checkout-web@2024.06.1 | 2024-06-04 09:48 UTC | 2024-06-04 10:10 UTC | 4 | 31 |\n\n"
           "Adoption (24h sessions): 2024.06.3 38%, 2024.06.2 57%, 2024.06.1 5% (cached clients)")
    d2 = details("3KQ", "resolved (in release checkout-web@2024.06.3)", 18431, 2318, "2024-06-12 10:00:14 UTC (just now)",
                 ["**First release**: checkout-web@2024.06.1", "**Last release**: checkout-web@2024.06.2",
                  "**Assignee**: #team-checkout", "**Resolved by**: sentry-mcp (agent) at 2024-06-12 09:59:48 UTC",
                  "**Note**: events from releases older than 2024.06.3 do not reopen this issue",
                  "**Tags**: browser Safari 17.5 (41%), Chrome Mobile 125 (33%), Chrome 125 (19%); payment_method card (88%), ideal (12%)",
                  "**Events (24h)**: 6,142"])
    iss["3F1"][2:4], iss["3F1"][5] = [9911, 4118], "just now"
    iss["2ZD"][2:4], iss["2ZD"][5] = [4417, 1208], "3 minutes ago"
    iss["3M0"][2:4], iss["3M0"][5] = [3930, 2903], "1 minute ago"
    iss["39A"][2:4], iss["39A"][5] = [1034, 611], "9 minutes ago"
    iss["3N2"][5] = "47 minutes ago"
    l2 = table(["3F1", "3M0", "2ZD", "39A", "3N2"], "# Issues in kestrelpay/checkout-web\nquery: `is:unresolved` | sort: date (last seen) | 5 results")
    d3 = details("3F1", "unresolved", 9912, 4118, "2024-06-12 10:00:41 UTC (just now)",
                 ["**First release**: checkout-web@2024.05.3", "**Last release**: checkout-web@2024.06.3", "**Assignee**: none",
                  "**Tags**: browser Chrome 125 (52%), Edge 125 (17%), Safari 17.5 (14%); url /c/*/confirm (71%)",
                  "**Events (24h)**: 1,204 (spike after each deploy: old tabs request removed chunks)"])
    turns = [
        (call("list_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sort="freq", limit=10), mcp_text(l1)),
        (call("get_issue_details", organizationSlug=org, issueId="CHECKOUT-WEB-3KQ"), mcp_text(d1)),
        (call("get_latest_event", organizationSlug=org, issueId="CHECKOUT-WEB-3KQ"), mcp_text(ev)),
        (call("list_releases", organizationSlug=org, projectSlug=proj, limit=3), mcp_text(rel)),
        (call("update_issue", organizationSlug=org, issueId="CHECKOUT-WEB-3KQ", status="resolvedInRelease", inRelease="checkout-web@2024.06.3", assignedTo="#team-checkout"),
         mcp_text("Issue CHECKOUT-WEB-3KQ (5123456789) updated: status resolved in release checkout-web@2024.06.3; assigned to #team-checkout.")),
        (call("get_issue_details", organizationSlug=org, issueId="5123456789"), mcp_text(d2)),
        (call("list_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sort="date", limit=10), mcp_text(l2)),
        (call("get_issue_details", organizationSlug=org, issueId="CHECKOUT-WEB-3F1"), mcp_text(d3)),
    ]
    state = "Sentry organisation kestrelpay, project checkout-web (live traffic, errors keep arriving). 2024-06-12 ~09:58 UTC. Release 2024.06.3 carries the clientSecret fix."
    rs.add(task=TASK, tid="h22-mcp-21", system=system, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 22 observatory queue scheduler (less common) -- CLEAN: clocks/LST advance, queue progresses, cancel shifts positions
# ---------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("get_site_status", "Weather, dome and clock status of the site", {}, []),
        tool("list_queue", "Observation blocks in the queue for tonight", {"telescope": S}, ["telescope"]),
        tool("get_target_visibility", "Altitude, airmass and hour angle of a target now and tonight", {"target": S}, ["target"]),
        tool("submit_observation", "Submit an observation block", {"target": S, "filters": A_STR, "exposures_per_filter": INT, "exptime_s": INT, "max_airmass": NUM, "max_seeing": NUM}, ["target", "filters", "exposures_per_filter", "exptime_s"]),
        tool("cancel_observation", "Cancel a queued observation block you own", {"ob_id": S}, ["ob_id"]),
        tool("get_observation", "Status of one observation block", {"ob_id": S}, ["ob_id"]),
    ]
    system = mcp_system("skyqueue", "queue scheduler of the 1.0 m telescope T1 at Mount Tannery Observatory (lat +41.2°)", tools)
    s1 = ("Mount Tannery Observatory, 2024-10-08\n"
          "  UTC 22:14:05 | LST 21:02:11\n"
          "  dome: OPEN (slit az 14°) | telescope T1: tracking (OB-5512)\n"
          "  seeing 1.1\" (DIMM, 5-min median) | transparency: photometric | sky 20.9 mag/arcsec² (V)\n"
          "  humidity 61 % (close limit 85 %) | wind 4.2 m/s from WNW (limit 15 m/s) | temp 9.8 °C, dew point 2.6 °C\n"
          "  moon: 24 % illuminated, alt 12.4°, sets 23:07 UTC\n"
          "  night: astronomical dark since 20:41 UTC, ends 05:12 UTC")
    q1 = ("Queue T1, night 2024-10-08/09 (UTC 22:14:20)\n\n"
          "POS  OB       PI       TARGET              FILTERS  EXPOSURES        STATUS     PROGRESS      EST START\n"
          " -   OB-5512  Ramos    M31 field 3         V,R      12 x 120 s       executing  5/12 (42 %)   started 22:05\n"
          " 1   OB-5513  Ito      SN 2024abc          g,r,i    2 x 180 s each   queued     -             22:32\n"
          " 2   OB-5516  Haldane  NGC 6946            r        3 x 300 s        queued     -             22:54\n"
          " 3   OB-5514  Ndiaye   WASP-12 b (transit) R        150 x 60 s       queued     fixed window  23:40\n"
          " 4   OB-5517  Ito      AT 2024xyz          r        6 x 120 s        queued     -             02:50\n\n"
          "5 blocks pending; scheduler: priority + time-critical windows, gaps filled first-fit")
    vis1 = ("NGC 6946 (RA 20h34m52s, Dec +60°09'14\", J2000) from Mount Tannery at 2024-10-08 22:16:10 UTC\n"
            "  altitude 70.4° | azimuth 8.9° | airmass 1.06 | hour angle +0h29m | moon separation 98°\n"
            "  circumpolar; altitude > 30° until 05:41 UTC, airmass < 1.6 until 03:31 UTC\n"
            "  best window tonight: now - 01:30 UTC (airmass < 1.25)")
    sub = ("OB-5519 submitted for PI Haldane (program 2024B-017) at 22:19:52 UTC\n"
           "  target NGC 6946 | filters g,r,i | 3 x 300 s per filter (9 exposures) | constraints airmass < 1.6, seeing < 2.0\"\n"
           "  estimated duration 52 min (incl. overheads)\n"
           "  queue position 4 (ahead of OB-5517, higher program priority); does not fit before the fixed WASP-12 b window (23:40-02:45)\n"
           "  -> est start 02:48 UTC (airmass 1.50); OB-5517 moves to est 03:41\n"
           "  note: airmass limit reached at 03:31 UTC; 9 exposures need until ~03:40 -> last i-band exposures at risk")
    can = ("OB-5516 cancelled (was queue position 2, NGC 6946 r 3 x 300 s). Queue recalculated at 22:21:40 UTC:\n"
           "  OB-5513 pos 1 (est 22:32), OB-5514 pos 2 (fixed 23:40), OB-5519 pos 3 (est 02:48), OB-5517 pos 4 (est 03:41)\n"
           "  gap 22:53-23:40 (47 min) now open for first-fit blocks")
    q2 = ("Queue T1, night 2024-10-08/09 (UTC 22:41:55)\n\n"
          "POS  OB       PI       TARGET              FILTERS  EXPOSURES        STATUS     PROGRESS      EST START\n"
          " -   OB-5513  Ito      SN 2024abc          g,r,i    2 x 180 s each   executing  3/6 (50 %)    started 22:31\n"
          " 1   OB-5520  Ramos    M31 field 4         V,R      6 x 120 s        queued     -             22:53\n"
          " 2   OB-5514  Ndiaye   WASP-12 b (transit) R        150 x 60 s       queued     fixed window  23:40\n"
          " 3   OB-5519  Haldane  NGC 6946            g,r,i    3 x 300 s each   queued     -             02:48\n"
          " 4   OB-5517  Ito      AT 2024xyz          r        6 x 120 s        queued     -             03:41\n\n"
          "completed tonight: OB-5512 (M31 field 3, 12/12, ended 22:30:48)\n"
          "5 blocks pending; scheduler: priority + time-critical windows, gaps filled first-fit")
    s2 = ("Mount Tannery Observatory, 2024-10-08\n"
          "  UTC 22:42:30 | LST 21:30:41\n"
          "  dome: OPEN (slit az 131°) | telescope T1: tracking (OB-5513)\n"
          "  seeing 1.3\" (DIMM, 5-min median) | transparency: photometric | sky 21.0 mag/arcsec² (V)\n"
          "  humidity 63 % (close limit 85 %) | wind 5.0 m/s from WNW (limit 15 m/s) | temp 9.3 °C, dew point 2.7 °C\n"
          "  moon: 24 % illuminated, alt 6.1°, sets 23:07 UTC\n"
          "  night: astronomical dark since 20:41 UTC, ends 05:12 UTC")
    ob = ("OB-5519 (PI Haldane, program 2024B-017)\n"
          "  status: queued | position 3 | est start 02:48 UTC | est end 03:40 UTC\n"
          "  target NGC 6946 | g,r,i 3 x 300 s each | airmass < 1.6, seeing < 2.0\"\n"
          "  predicted at start: alt 41.7°, airmass 1.50, moon down\n"
          "  warnings: i-band exposures may pass the airmass limit at 03:31 UTC (scheduler will stop the block if so)\n"
          "  submitted 2024-10-08 22:19:52 UTC | last scheduler update 22:41:55 UTC")
    vis2 = ("NGC 6946 (RA 20h34m52s, Dec +60°09'14\", J2000) from Mount Tannery at 2024-10-08 22:43:05 UTC\n"
            "  altitude 69.0° | azimuth 14.6° | airmass 1.07 | hour angle +0h56m | moon separation 98°\n"
            "  circumpolar; altitude > 30° until 05:41 UTC, airmass < 1.6 until 03:31 UTC\n"
            "  best window tonight: now - 01:30 UTC (airmass < 1.25)")
    turns = [
        (call("get_site_status"), s1),
        (call("list_queue", telescope="T1"), q1),
        (call("get_target_visibility", target="NGC 6946"), vis1),
        (call("submit_observation", target="NGC 6946", filters=["g", "r", "i"], exposures_per_filter=3, exptime_s=300, max_airmass=1.6, max_seeing=2.0), sub),
        (call("cancel_observation", ob_id="OB-5516"), can),
        (call("list_queue", telescope="T1"), q2),
        (call("get_site_status"), s2),
        (call("get_observation", ob_id="OB-5519"), ob),
        (call("get_target_visibility", target="NGC 6946"), vis2),
    ]
    state = ("skyqueue for telescope T1, Mount Tannery Observatory, night of 2024-10-08 (UTC). The agent works for PI Haldane (program 2024B-017); "
             "other PIs submit blocks during the night and the scheduler re-plans continuously.")
    rs.add(task=TASK, tid="h22-mcp-22", system=system, turns=turns, state=state, bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
