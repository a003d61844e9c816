# ruff: noqa: E501
"""Held-out set holdout47, domain mcp: 22 MCP-server trajectories in the AgentWorldBench row format.

Each function builds one trajectory (a tool call per turn, the server's result as the observation).
Eleven carry exactly one observation that contradicts an earlier turn; the labels say which.
"""

from __future__ import annotations

import copy
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

NUM = {"type": "number"}


def md_table(head: list[str], rows: list[list[object]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def text_table(head: list[str], rows: list[list[object]]) -> str:
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(head)]
    line = "  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip()
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    return "\n".join([line, sep, *body])


# GitHub (pull requests) - bad
def t01(rs: RowSet) -> None:
    o, r = "northwind-labs", "ledgerd"
    api = f"https://api.github.com/repos/{o}/{r}"
    web = f"https://github.com/{o}/{r}"
    system = mcp_system("github", "GitHub API access for the authenticated user mara-oyelaran", [
        tool("list_pull_requests", "List pull requests in a repository.", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S, "perPage": INT, "page": INT}, ["owner", "repo"]),
        tool("get_pull_request", "Get details of a specific pull request.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_files", "Get the list of files changed in a pull request.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("get_pull_request_status", "Get the combined commit status of a pull request's head commit.", {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
        tool("list_commits", "Get list of commits of a branch in a repository.", {"owner": S, "repo": S, "sha": S, "perPage": INT, "page": INT}, ["owner", "repo"]),
        tool("create_pull_request_review", "Create a review on a pull request.", {"owner": S, "repo": S, "pullNumber": INT, "event": S, "body": S, "commitId": S}, ["owner", "repo", "pullNumber", "event"]),
        tool("merge_pull_request", "Merge a pull request.", {"owner": S, "repo": S, "pullNumber": INT, "merge_method": S, "commit_title": S, "commit_message": S}, ["owner", "repo", "pullNumber"]),
        tool("get_issue", "Get details of a specific issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Add a comment to an existing issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ])
    state = ("Authenticated as mara-oyelaran (maintainer) on northwind-labs/ledgerd, default branch `main`. "
             "Five pull requests are open. The user asked: review the tokio bump, merge it with squash if CI is green, "
             "and leave a note on tracking issue #398 (\"Upgrade async runtime stack\").")
    head = "9c41e07b2d5f8a63e1f0c4d2b7a9e85316cf0d24"
    base = "4be1d0f9a2c37e6b58d1f04a9c2e7b3d6f8a1e05"

    def user(login: str, uid: int, kind: str = "User") -> dict:
        return {"login": login, "id": uid, "type": kind, "html_url": f"https://github.com/{login.replace('[bot]', '')}", "site_admin": False}

    prs = [
        (415, "docs: clarify snapshot retention flags", user("ikeda-sho", 5120934), "docs/retention-flags", "e03b9a7c11f45d2086b3a9e4c7f1d0b2a8e56c93", "2024-06-10T14:22:09Z", "2024-06-11T08:03:41Z", False, ["documentation"]),
        (412, "build(deps): bump tokio from 1.37.0 to 1.38.0", user("dependabot[bot]", 49699333, "Bot"), "dependabot/cargo/tokio-1.38.0", head, "2024-06-08T03:12:55Z", "2024-06-10T19:47:02Z", False, ["dependencies", "rust"]),
        (409, "feat(net): TLS session resumption for replica links", user("pkowalczyk", 7731542), "feat/tls-resumption", "51d8e2a07b9c4f3e16a0d5b2c8e7f94a3b1d6c02", "2024-06-05T11:40:17Z", "2024-06-09T16:28:50Z", True, ["enhancement", "net"]),
        (404, "fix: off-by-one in WAL segment rotation", user("tdelacroix", 3309817), "fix/wal-rotation-boundary", "c7a2f5e81d03b9462e5f7a1c0d8b34e9f62a17d5", "2024-06-02T09:05:33Z", "2024-06-07T13:11:26Z", False, ["bug", "storage"]),
        (399, "chore: migrate CI to cargo-nextest", user("ikeda-sho", 5120934), "ci/nextest", "08f3c6d9e2b17a45c0e9d83f1a6b27c5e4d90b18", "2024-05-29T17:48:02Z", "2024-06-06T10:30:44Z", False, ["ci"]),
    ]
    lst = []
    for n, title, u, ref, sha, created, updated, draft, labels in prs:
        lst.append({
            "url": f"{api}/pulls/{n}", "id": 1890000000 + n * 1371, "number": n, "state": "open", "locked": False,
            "title": title, "user": u, "body": None if n == 412 else "", "labels": [{"name": x} for x in labels],
            "created_at": created, "updated_at": updated, "closed_at": None, "merged_at": None, "draft": draft,
            "head": {"label": f"{o}:{ref}", "ref": ref, "sha": sha}, "base": {"label": f"{o}:main", "ref": "main", "sha": base},
            "html_url": f"{web}/pull/{n}", "author_association": "NONE" if n == 412 else "MEMBER"})
    t1 = pj(lst)

    detail = {
        "url": f"{api}/pulls/412", "id": 1890000000 + 412 * 1371, "node_id": "PR_kwDOJx4c3M5wS1qL", "html_url": f"{web}/pull/412",
        "diff_url": f"{web}/pull/412.diff", "number": 412, "state": "open", "locked": False,
        "title": "build(deps): bump tokio from 1.37.0 to 1.38.0", "user": user("dependabot[bot]", 49699333, "Bot"),
        "body": "Bumps [tokio](https://github.com/tokio-rs/tokio) from 1.37.0 to 1.38.0.\n<details>\n<summary>Release notes</summary>\n\n- Add `TcpSocket::set_linger`-style helpers behind `net`\n- Stabilize `runtime::Handle::id`\n- Fix `JoinSet::try_join_next` panic on aborted tasks\n</details>\n\nDependabot will resolve any conflicts with this PR as long as you don't alter it yourself.",
        "created_at": "2024-06-08T03:12:55Z", "updated_at": "2024-06-10T19:47:02Z", "closed_at": None, "merged_at": None,
        "merge_commit_sha": "f2a90c6e1b4d8e37a5c09d2f6b18e4a7c3d5f091", "assignee": None, "requested_reviewers": [user("mara-oyelaran", 2846613)],
        "labels": [{"name": "dependencies", "color": "0366d6"}, {"name": "rust", "color": "000000"}],
        "head": {"label": f"{o}:dependabot/cargo/tokio-1.38.0", "ref": "dependabot/cargo/tokio-1.38.0", "sha": head, "repo": {"full_name": f"{o}/{r}"}},
        "base": {"label": f"{o}:main", "ref": "main", "sha": base, "repo": {"full_name": f"{o}/{r}"}},
        "author_association": "NONE", "draft": False, "merged": False, "mergeable": True, "rebaseable": True,
        "mergeable_state": "clean", "merged_by": None, "comments": 1, "review_comments": 0, "maintainer_can_modify": False,
        "commits": 3, "additions": 48, "deletions": 41, "changed_files": 4}
    t2 = pj(detail)

    files = [
        ("Cargo.lock", "modified", 38, 33, "3f1c8e02a7d94b6e5c0f2a1b8d7e6c5f4a3b2d1e"),
        ("Cargo.toml", "modified", 2, 2, "a81d4c7e0f2b93d6e5a4c1b0f9e8d7c6b5a4f3e2"),
        ("crates/ledger-net/Cargo.toml", "modified", 2, 2, "d04f7b1e9c2a85f3e6d1c0b9a8f7e6d5c4b3a2f1"),
        ("crates/ledger-net/src/listener.rs", "modified", 6, 4, "7e2b9d0c4a1f86e3b5d2c9a0f1e8d7c6b5a4e3d2"),
    ]
    t3 = pj([{"sha": s, "filename": f, "status": st, "additions": a, "deletions": d, "changes": a + d,
              "blob_url": f"{web}/blob/{head}/{f}", "raw_url": f"{web}/raw/{head}/{f}",
              "contents_url": f"{api}/contents/{f}?ref={head}",
              **({"patch": "@@ -88,10 +88,12 @@ impl Listener {\n-        let socket = TcpSocket::new_v4()?;\n-        socket.set_reuseaddr(true)?;\n+        let socket = TcpSocket::new_v4()?;\n+        socket.set_reuseaddr(true)?;\n+        socket.set_nodelay(true)?;\n+        socket.set_linger(Some(Duration::ZERO))?;"} if f.endswith(".rs") else {})}
             for f, st, a, d, s in files])

    t4 = pj({
        "state": "success", "sha": head, "total_count": 3,
        "statuses": [
            {"id": 30418822171, "state": "success", "description": "Build succeeded in 6m 41s", "target_url": "https://buildkite.com/northwind/ledgerd/builds/7113", "context": "buildkite/ledgerd", "created_at": "2024-06-10T19:58:37Z", "updated_at": "2024-06-10T19:58:37Z"},
            {"id": 30418790455, "state": "success", "description": "clippy + rustfmt clean", "target_url": "https://buildkite.com/northwind/ledgerd/builds/7113#lint", "context": "buildkite/ledgerd/lint", "created_at": "2024-06-10T19:53:12Z", "updated_at": "2024-06-10T19:53:12Z"},
            {"id": 30418851093, "state": "success", "description": "84.27% (+0.01%) compared to 4be1d0f", "target_url": "https://app.codecov.io/gh/northwind-labs/ledgerd/pull/412", "context": "codecov/project", "created_at": "2024-06-10T20:01:05Z", "updated_at": "2024-06-10T20:01:05Z"},
        ],
        "repository": {"full_name": f"{o}/{r}"}, "commit_url": f"{api}/commits/{head}"})

    commits = [
        (head, "chore: refresh Cargo.lock after rebase", "tdelacroix", "2024-06-10T19:46:31Z", "6d3a0e8f2c71b5d94e0a7c3f1b8d2e6a5c4f9b07"),
        ("6d3a0e8f2c71b5d94e0a7c3f1b8d2e6a5c4f9b07", "fix(net): adapt listener to tokio 1.38 TcpSocket API", "tdelacroix", "2024-06-10T19:31:08Z", "1a5f7c2e9b0d84e3f6a1c5d2b9e8f7a4c3b6d0e1"),
        ("1a5f7c2e9b0d84e3f6a1c5d2b9e8f7a4c3b6d0e1", "build(deps): bump tokio from 1.37.0 to 1.38.0\n\nBumps [tokio](https://github.com/tokio-rs/tokio) from 1.37.0 to 1.38.0.\n\nSigned-off-by: dependabot[bot] <support@github.com>", "dependabot[bot]", "2024-06-08T03:12:41Z", base),
        (base, "storage: fsync directory after segment rename (#407)", "mara-oyelaran", "2024-06-07T15:22:19Z", "93c0b7e4d1a2f85e6c3b9d0a7f1e2c4b5d8a6e30"),
        ("93c0b7e4d1a2f85e6c3b9d0a7f1e2c4b5d8a6e30", "docs: add replica bootstrap runbook (#405)", "ikeda-sho", "2024-06-06T09:47:55Z", "e5b8d1a3c07f2946b1e0d3c8a7f5b2e9d4c1a6f8"),
    ]
    t5 = pj([{"sha": s, "html_url": f"{web}/commit/{s}",
              "commit": {"message": m, "author": {"name": a, "date": d}, "committer": {"name": "GitHub" if a == "dependabot[bot]" else a, "date": d}},
              "author": {"login": a}, "parents": [{"sha": p}]} for s, m, a, d, p in commits])

    drift = "9c41e07b2d5f8a63e1f0c4d2b7a9e85316cf0d42"
    t6 = pj({
        "id": 2110947368, "node_id": "PRR_kwDOJx4c3M59ztAo", "user": user("mara-oyelaran", 2846613),
        "body": "CI green on head, listener change reviewed (nodelay + zero linger matches what we do on the replica path). LGTM.",
        "state": "APPROVED", "html_url": f"{web}/pull/412#pullrequestreview-2110947368",
        "pull_request_url": f"{api}/pulls/412", "author_association": "MEMBER",
        "_links": {"html": {"href": f"{web}/pull/412#pullrequestreview-2110947368"}, "pull_request": {"href": f"{api}/pulls/412"}},
        "submitted_at": "2024-06-11T09:14:37Z", "commit_id": drift})
    t7 = pj({"sha": "b7e2c4f09a13d6e85f2b0c7a4d9e1f3b6c8a5d27", "merged": True, "message": "Pull Request successfully merged"})
    t8 = pj({
        "url": f"{api}/issues/comments/2160388194", "html_url": f"{web}/issues/398#issuecomment-2160388194",
        "issue_url": f"{api}/issues/398", "id": 2160388194, "node_id": "IC_kwDOJx4c3M6Aw9xi", "user": user("mara-oyelaran", 2846613),
        "created_at": "2024-06-11T09:16:05Z", "updated_at": "2024-06-11T09:16:05Z", "author_association": "MEMBER",
        "body": "tokio 1.38.0 landed via #412 (squash-merged as b7e2c4f). Remaining on this tracker: hyper 1.x (#386) and tower-http 0.5 (#391).",
        "reactions": {"total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
        "performed_via_github_app": None})
    turns = [
        (call("list_pull_requests", owner=o, repo=r, state="open", sort="updated", direction="desc", perPage=10), t1),
        (call("get_pull_request", owner=o, repo=r, pullNumber=412), t2),
        (call("get_pull_request_files", owner=o, repo=r, pullNumber=412), t3),
        (call("get_pull_request_status", owner=o, repo=r, pullNumber=412), t4),
        (call("list_commits", owner=o, repo=r, sha="dependabot/cargo/tokio-1.38.0", perPage=5), t5),
        (call("create_pull_request_review", owner=o, repo=r, pullNumber=412, event="APPROVE", body="CI green on head, listener change reviewed (nodelay + zero linger matches what we do on the replica path). LGTM."), t6),
        (call("merge_pull_request", owner=o, repo=r, pullNumber=412, merge_method="squash", commit_title="build(deps): bump tokio from 1.37.0 to 1.38.0 (#412)"), t7),
        (call("add_issue_comment", owner=o, repo=r, issue_number=398, body="tokio 1.38.0 landed via #412 (squash-merged as b7e2c4f). Remaining on this tracker: hyper 1.x (#386) and tower-http 0.5 (#391)."), t8),
    ]
    rs.add(task="mcp", tid="h47-mcp-01", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="review commit_id differs from the PR head SHA shown by get_pull_request, the status check and list_commits")


# Pipedrive (deals) - clean
def t02(rs: RowSet) -> None:
    system = mcp_system("pipedrive", "Pipedrive CRM API for the company account northbeam-saas", [
        tool("get_stages", "List the stages of a pipeline with their deal probabilities.", {"pipeline_id": INT}, ["pipeline_id"]),
        tool("get_deals", "List deals, optionally filtered by pipeline, stage, status or owner.", {"pipeline_id": INT, "stage_id": INT, "status": S, "user_id": INT, "sort": S, "start": INT, "limit": INT}, []),
        tool("get_deal", "Get all details of one deal.", {"id": INT}, ["id"]),
        tool("update_deal", "Update fields of a deal (stage, value, status, lost_reason, expected_close_date...).", {"id": INT, "stage_id": INT, "value": NUM, "status": S, "lost_reason": S, "expected_close_date": S}, ["id"]),
        tool("create_activity", "Create an activity (call, meeting, task, email) linked to a deal.", {"deal_id": INT, "subject": S, "type": S, "due_date": S, "due_time": S, "note": S}, ["subject"]),
        tool("add_note", "Add a note to a deal, person or organization.", {"deal_id": INT, "content": S}, ["content"]),
    ])
    state = ("Pipedrive account northbeam-saas; the agent acts as Jonas Whitlock (user_id 1187204), sales manager. Pipeline 3 "
             "\"Mid-Market\" has eight open deals. Request: Halvorsen Logistics signed off on the proposal at $42,500 (up from "
             "$38,000), move it forward; mark Crescent Dental as lost (went with a cheaper competitor); add a follow-up task.")
    stages = [(14, "Qualified", 1, 20), (15, "Demo Completed", 2, 40), (16, "Proposal Sent", 3, 60), (17, "Negotiation", 4, 75), (18, "Contract Sent", 5, 90)]
    prob = {s[0]: s[3] for s in stages}
    sname = {s[0]: s[1] for s in stages}
    t1 = pj({"success": True, "data": [{"id": i, "order_nr": n, "name": nm, "active_flag": True, "deal_probability": p, "pipeline_id": 3,
                                         "pipeline_name": "Mid-Market", "rotten_flag": i in (15, 16), "rotten_days": 21 if i in (15, 16) else None,
                                         "add_time": "2022-03-14 10:02:51", "update_time": "2023-11-02 16:40:09"} for i, nm, n, p in stages]})
    deals = [
        {"id": 6141, "title": "Brightwater Foods - Fleet Pack", "org_name": "Brightwater Foods", "person_name": "Alisha Grant", "value": 12000, "stage_id": 15, "owner_name": "Priya Raman", "expected_close_date": "2024-07-15", "update_time": "2024-06-04 13:52:10", "next_activity_date": "2024-06-06"},
        {"id": 6127, "title": "Halvorsen Logistics - Annual Plan", "org_name": "Halvorsen Logistics AS", "person_name": "Erik Halvorsen", "value": 38000, "stage_id": 16, "owner_name": "Jonas Whitlock", "expected_close_date": "2024-06-28", "update_time": "2024-06-03 17:21:44", "next_activity_date": None},
        {"id": 6133, "title": "Crescent Dental Group - 14 seats", "org_name": "Crescent Dental Group", "person_name": "Dr. Maya Castellanos", "value": 9800, "stage_id": 16, "owner_name": "Jonas Whitlock", "expected_close_date": "2024-06-21", "update_time": "2024-05-31 09:14:27", "next_activity_date": "2024-06-05"},
        {"id": 6098, "title": "Tern & Co Accounting - Expansion", "org_name": "Tern & Co", "person_name": "Harriet Tern", "value": 21500, "stage_id": 17, "owner_name": "Priya Raman", "expected_close_date": "2024-06-30", "update_time": "2024-05-30 15:33:02", "next_activity_date": "2024-06-07"},
        {"id": 6150, "title": "Oakridge Property Mgmt - Pilot", "org_name": "Oakridge Property Management", "person_name": "Luis Ortega", "value": 6400, "stage_id": 14, "owner_name": "Dana Kim", "expected_close_date": "2024-08-01", "update_time": "2024-05-29 11:08:45", "next_activity_date": "2024-06-10"},
        {"id": 6079, "title": "Meridian Clinics - Renewal + Add-ons", "org_name": "Meridian Clinics LLC", "person_name": "Sophie Brandt", "value": 33200, "stage_id": 18, "owner_name": "Dana Kim", "expected_close_date": "2024-06-14", "update_time": "2024-05-28 10:45:19", "next_activity_date": "2024-06-05"},
        {"id": 6112, "title": "Vantage Roofing - Team Plan", "org_name": "Vantage Roofing Inc", "person_name": "Cole Ransom", "value": 7200, "stage_id": 15, "owner_name": "Jonas Whitlock", "expected_close_date": "2024-07-05", "update_time": "2024-05-24 16:27:38", "next_activity_date": None},
        {"id": 6064, "title": "Pinecrest Schools - District Rollout", "org_name": "Pinecrest Unified", "person_name": "Gail Moreno", "value": 54000, "stage_id": 14, "owner_name": "Priya Raman", "expected_close_date": "2024-09-30", "update_time": "2024-05-21 08:59:03", "next_activity_date": "2024-06-12"},
    ]

    def deal_row(d: dict) -> dict:
        return {"id": d["id"], "title": d["title"], "value": d["value"], "currency": "USD", "weighted_value": round(d["value"] * prob[d["stage_id"]] / 100, 2),
                "status": "open", "stage_id": d["stage_id"], "pipeline_id": 3, "org_name": d["org_name"], "person_name": d["person_name"],
                "owner_name": d["owner_name"], "expected_close_date": d["expected_close_date"], "next_activity_date": d["next_activity_date"],
                "update_time": d["update_time"]}

    def listing(ds: list[dict]) -> str:
        return pj({"success": True, "data": [deal_row(d) for d in ds],
                   "additional_data": {"pagination": {"start": 0, "limit": 25, "more_items_in_collection": False}}})
    t2 = listing(deals)
    hal = next(d for d in deals if d["id"] == 6127)
    full = {**deal_row(hal), "creator_user_id": {"id": 1187204, "name": "Jonas Whitlock"}, "user_id": {"id": 1187204, "name": "Jonas Whitlock", "email": "jonas@northbeam.io"},
            "person_id": {"value": 20931, "name": "Erik Halvorsen", "email": [{"value": "erik@halvorsen-logistics.no", "primary": True}]},
            "org_id": {"value": 8842, "name": "Halvorsen Logistics AS", "address": "Strandgata 18, 5013 Bergen, Norway"},
            "probability": None, "add_time": "2024-04-09 08:31:15", "stage_change_time": "2024-05-22 14:06:52",
            "last_activity_date": "2024-06-03", "last_activity_id": 90277, "activities_count": 6, "done_activities_count": 6,
            "undone_activities_count": 0, "notes_count": 3, "email_messages_count": 11, "products_count": 2,
            "won_time": None, "lost_time": None, "lost_reason": None, "close_time": None, "rotten_time": None, "visible_to": "3",
            "label": "Hot", "source_name": "Inbound - Webinar"}
    t3 = pj({"success": True, "data": full})
    hal.update(value=42500, stage_id=18, update_time="2024-06-04 15:07:33")
    up = {**full, **deal_row(hal), "stage_change_time": "2024-06-04 15:07:33"}
    t4 = pj({"success": True, "data": up})
    cres = next(d for d in deals if d["id"] == 6133)
    lost = {**deal_row(cres), "status": "lost", "lost_reason": "Chose competitor (price)", "lost_time": "2024-06-04 15:08:12",
            "close_time": "2024-06-04 15:08:12", "update_time": "2024-06-04 15:08:12", "user_id": {"id": 1187204, "name": "Jonas Whitlock"}}
    t5 = pj({"success": True, "data": lost})
    t6 = pj({"success": True, "data": {"id": 90415, "company_id": 7730214, "user_id": 1187204, "done": False, "type": "task",
                                        "subject": "Send countersigned order form + kickoff slots", "due_date": "2024-06-06", "due_time": "14:00",
                                        "duration": "", "deal_id": 6127, "deal_title": "Halvorsen Logistics - Annual Plan", "person_id": 20931,
                                        "person_name": "Erik Halvorsen", "org_id": 8842, "org_name": "Halvorsen Logistics AS",
                                        "add_time": "2024-06-04 15:09:02", "update_time": "2024-06-04 15:09:02", "marked_as_done_time": "",
                                        "note": "Contract at $42,500 sent via DocuSign; offer Tue/Wed kickoff.", "owner_name": "Jonas Whitlock"}})
    hal["next_activity_date"] = "2024-06-06"
    bw = next(d for d in deals if d["id"] == 6141)
    bw.update(value=14500, update_time="2024-06-04 15:10:48")
    remaining = sorted([d for d in deals if d["id"] != 6133], key=lambda d: d["update_time"], reverse=True)
    t7 = listing(remaining)
    turns = [
        (call("get_stages", pipeline_id=3), t1),
        (call("get_deals", pipeline_id=3, status="open", sort="update_time DESC", limit=25), t2),
        (call("get_deal", id=6127), t3),
        (call("update_deal", id=6127, stage_id=18, value=42500), t4),
        (call("update_deal", id=6133, status="lost", lost_reason="Chose competitor (price)"), t5),
        (call("create_activity", deal_id=6127, subject="Send countersigned order form + kickoff slots", type="task", due_date="2024-06-06", due_time="14:00", note="Contract at $42,500 sent via DocuSign; offer Tue/Wed kickoff."), t6),
        (call("get_deals", pipeline_id=3, status="open", sort="update_time DESC", limit=25), t7),
    ]
    assert sname[18] == "Contract Sent"
    rs.add(task="mcp", tid="h47-mcp-02", system=system, turns=turns, state=state)


# Postgres (postgres-mcp) - clean
def t03(rs: RowSet) -> None:
    system = mcp_system("postgres", "Postgres MCP Pro connected to database shopfront on pg-prod-2 (unrestricted access mode)", [
        tool("list_schemas", "List all schemas in the database.", {}, []),
        tool("list_objects", "List objects in a schema.", {"schema_name": S, "object_type": S}, ["schema_name"]),
        tool("get_object_details", "Show detailed information about a database object (columns, constraints, indexes).", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL query.", {"sql": S}, ["sql"]),
        tool("explain_query", "Explains the execution plan for a SQL query.", {"sql": S, "analyze": B, "hypothetical_indexes": A}, ["sql"]),
        tool("analyze_query_indexes", "Analyze a list of queries and recommend optimal indexes.", {"queries": A, "max_index_size_mb": INT}, ["queries"]),
    ])
    state = ("Production database `shopfront` (PostgreSQL 15.6) on pg-prod-2, accessed through Postgres MCP Pro in unrestricted mode. "
             "Ticket: the customer order-history page (\"My orders\") has p95 latency above 2 s; the query is "
             "`SELECT id, status, total_cents, created_at FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 20`. "
             "Orders are written continuously by the storefront.")
    objs = [("addresses", 612_480), ("coupons", 2_118), ("customers", 389_204), ("inventory_movements", 9_471_033), ("order_items", 11_902_655),
            ("orders", 4_812_377), ("payments", 4_790_112), ("products", 18_406), ("schema_migrations", 214), ("shipments", 4_455_908)]
    t1 = str([{"schema": "public", "name": n, "type": "BASE TABLE"} for n, _ in objs])
    cols = [("id", "bigint", "NO", "nextval('orders_id_seq'::regclass)"), ("customer_id", "bigint", "NO", None), ("status", "text", "NO", "'pending'::text"),
            ("total_cents", "integer", "NO", None), ("currency", "character", "NO", "'USD'::bpchar"), ("coupon_id", "bigint", "YES", None),
            ("shipping_address_id", "bigint", "YES", None), ("created_at", "timestamp with time zone", "NO", "now()"), ("updated_at", "timestamp with time zone", "NO", "now()")]
    cons = [{"name": "orders_pkey", "type": "PRIMARY KEY", "columns": ["id"]},
            {"name": "orders_customer_id_fkey", "type": "FOREIGN KEY", "columns": ["customer_id"]},
            {"name": "orders_coupon_id_fkey", "type": "FOREIGN KEY", "columns": ["coupon_id"]},
            {"name": "orders_shipping_address_id_fkey", "type": "FOREIGN KEY", "columns": ["shipping_address_id"]},
            {"name": "orders_status_check", "type": "CHECK", "columns": ["status"]}]
    idx = [{"name": "orders_pkey", "definition": "CREATE UNIQUE INDEX orders_pkey ON public.orders USING btree (id)"},
           {"name": "idx_orders_status", "definition": "CREATE INDEX idx_orders_status ON public.orders USING btree (status) WHERE (status <> ALL (ARRAY['delivered'::text, 'cancelled'::text]))"},
           {"name": "idx_orders_created_at", "definition": "CREATE INDEX idx_orders_created_at ON public.orders USING btree (created_at)"}]

    def details(ix: list[dict]) -> str:
        return str({"basic": {"schema": "public", "name": "orders", "type": "table"},
                    "columns": [{"column": c, "data_type": t, "is_nullable": n, "default": d} for c, t, n, d in cols],
                    "constraints": cons, "indexes": ix})
    t2 = details(idx)
    stats1 = [("order_items", 11_902_655, 412, 88_310_447), ("inventory_movements", 9_471_033, 1_204, 3_118_905), ("orders", 4_812_377, 18_442, 61_204_118),
              ("payments", 4_790_112, 97, 40_882_310), ("shipments", 4_455_908, 33, 12_604_221), ("addresses", 612_480, 6, 9_021_774)]
    q_stats = "SELECT relname, n_live_tup, seq_scan, idx_scan FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 6"
    t3 = str([{"relname": a, "n_live_tup": b, "seq_scan": c, "idx_scan": d} for a, b, c, d in stats1])
    q = "SELECT id, status, total_cents, created_at FROM orders WHERE customer_id = 88213 ORDER BY created_at DESC LIMIT 20"
    t4 = """Limit  (cost=417832.61..417834.94 rows=20 width=31) (actual time=1838.904..1843.217 rows=20 loops=1)
  ->  Gather Merge  (cost=417832.61..417838.21 rows=48 width=31) (actual time=1838.901..1843.204 rows=20 loops=1)
        Workers Planned: 2
        Workers Launched: 2
        ->  Sort  (cost=416832.59..416832.65 rows=24 width=31) (actual time=1826.117..1826.120 rows=13 loops=3)
              Sort Key: created_at DESC
              Sort Method: quicksort  Memory: 26kB
              Worker 0:  Sort Method: quicksort  Memory: 25kB
              Worker 1:  Sort Method: quicksort  Memory: 25kB
              ->  Parallel Seq Scan on orders  (cost=0.00..416832.04 rows=24 width=31) (actual time=212.408..1826.052 rows=13 loops=3)
                    Filter: (customer_id = 88213)
                    Rows Removed by Filter: 1604113
Planning Time: 0.184 ms
Execution Time: 1843.266 ms"""
    ddl = "CREATE INDEX CONCURRENTLY idx_orders_customer_created ON public.orders (customer_id, created_at DESC)"
    t5 = "No results"
    t6 = """Limit  (cost=0.43..80.21 rows=20 width=31) (actual time=0.038..0.071 rows=20 loops=1)
  ->  Index Scan using idx_orders_customer_created on orders  (cost=0.43..191.90 rows=48 width=31) (actual time=0.036..0.066 rows=20 loops=1)
        Index Cond: (customer_id = 88213)
Planning Time: 0.297 ms
Execution Time: 0.094 ms"""
    idx2 = idx + [{"name": "idx_orders_customer_created", "definition": "CREATE INDEX idx_orders_customer_created ON public.orders USING btree (customer_id, created_at DESC)"}]
    t7 = details(idx2)
    q_idx = ("SELECT indexrelname, idx_scan, idx_tup_read, pg_size_pretty(pg_relation_size(indexrelid)) AS size "
             "FROM pg_stat_user_indexes WHERE relname = 'orders' ORDER BY pg_relation_size(indexrelid) DESC")
    t8 = str([{"indexrelname": "idx_orders_customer_created", "idx_scan": 9, "idx_tup_read": 163, "size": "146 MB"},
              {"indexrelname": "orders_pkey", "idx_scan": 58_999_300, "idx_tup_read": 61_452_913, "size": "103 MB"},
              {"indexrelname": "idx_orders_created_at", "idx_scan": 2_208_861, "idx_tup_read": 418_006_552, "size": "103 MB"},
              {"indexrelname": "idx_orders_status", "idx_scan": 1_330, "idx_tup_read": 7_921_904, "size": "2232 kB"}])
    stats2 = [("order_items", 11_904_311, 412, 88_326_985), ("inventory_movements", 9_472_540, 1_204, 3_119_602), ("orders", 4_812_951, 18_447, 61_211_940),
              ("payments", 4_790_668, 97, 40_887_915), ("shipments", 4_456_120, 33, 12_605_478), ("addresses", 612_519, 6, 9_022_680)]
    t9 = str([{"relname": a, "n_live_tup": b, "seq_scan": c, "idx_scan": d} for a, b, c, d in stats2])
    turns = [
        (call("list_objects", schema_name="public", object_type="table"), t1),
        (call("get_object_details", schema_name="public", object_name="orders", object_type="table"), t2),
        (call("execute_sql", sql=q_stats), t3),
        (call("explain_query", sql=q, analyze=True), t4),
        (call("execute_sql", sql=ddl), t5),
        (call("explain_query", sql=q, analyze=True), t6),
        (call("get_object_details", schema_name="public", object_name="orders", object_type="table"), t7),
        (call("execute_sql", sql=q_idx), t8),
        (call("execute_sql", sql=q_stats), t9),
    ]
    rs.add(task="mcp", tid="h47-mcp-03", system=system, turns=turns, state=state)


# Opsgenie (alerts) - bad
def t04(rs: RowSet) -> None:
    system = mcp_system("opsgenie", "Opsgenie Alert and On-call API for the Tessera engineering account", [
        tool("list_alerts", "List alerts matching an Opsgenie search query.", {"query": S, "limit": INT, "offset": INT, "sort": S, "order": S}, []),
        tool("get_alert", "Get one alert by id, tiny id or alias.", {"identifier": S, "identifierType": S}, ["identifier"]),
        tool("acknowledge_alert", "Acknowledge an alert (asynchronous; returns a request id).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier"]),
        tool("add_note_to_alert", "Add a note to an alert (asynchronous).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier", "note"]),
        tool("close_alert", "Close an alert (asynchronous).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier"]),
        tool("get_request_status", "Get the processing status of an asynchronous request.", {"requestId": S}, ["requestId"]),
        tool("who_is_on_call", "Current on-call participants of a schedule.", {"scheduleIdentifier": S, "scheduleIdentifierType": S, "flat": B}, ["scheduleIdentifier"]),
    ])
    state = ("Opsgenie account tessera (EU instance). The agent works for Amara Osei (amara.osei@tessera.io, Platform team). "
             "It is 2024-09-17 around 07:40 UTC; a P1 on checkout-api fired 40 minutes ago. Task: triage the open alerts, "
             "acknowledge the checkout one and document the mitigation, close the flapping load-balancer alert.")
    team = [{"id": "7e1c4b92-3a6d-4f08-b5c1-2d9e84a0f613", "name": "platform"}]

    def alert(tiny: int, aid: str, msg: str, pri: str, count: int, created: str, updated: str, ack: bool, owner: str, tags: list[str], src: str, last: str = "") -> dict:
        return {"id": aid, "tinyId": str(tiny), "alias": f"{src.lower()}-{tiny}", "message": msg, "status": "open", "acknowledged": ack,
                "isSeen": True, "tags": tags, "snoozed": False, "count": count, "lastOccurredAt": last or updated, "createdAt": created,
                "updatedAt": updated, "source": src, "owner": owner, "priority": pri, "teams": team, "responders": [{"type": "team", "id": team[0]["id"]}],
                "integration": {"id": "0b9f6d2c-71e4-4a3b-8c5d-e6f0a1b2c3d4" if src == "Datadog" else "c41d8e0f-2a97-4b6c-9e13-5f7a8b0c2d61", "name": src, "type": src}}
    a21 = "6d1f3a2e-8b47-4c90-a5e2-91f7c03b6d18-1726556412033"
    rows = [
        [4821, a21, "[checkout-api] HTTP 5xx rate > 5% for 10m (prod-eu-west-1)", "P1", 14, "2024-09-17T07:00:12.033Z", "2024-09-17T07:38:51.402Z", False, "", ["checkout-api", "prod", "eu-west-1", "sev1"], "Datadog"],
        [4819, "f0a7c9e2-5d13-4b88-9e6a-3c2b1d0e4f57-1726554980511", "[payments-worker] Kafka consumer lag > 50k on payments.settled", "P2", 3, "2024-09-17T06:36:20.511Z", "2024-09-17T07:31:07.880Z", False, "", ["payments", "kafka", "prod"], "Datadog"],
        [4815, "2b84e1d7-9c06-4f3a-a1e5-7d2c8b9f0a64-1726551533297", "Disk usage 91% on db-replica-03:/var/lib/postgresql", "P3", 1, "2024-09-17T05:38:53.297Z", "2024-09-17T06:02:14.118Z", True, "lena.fischer@tessera.io", ["postgres", "disk", "prod"], "Prometheus"],
        [4790, "9e3d5b0a-8f21-4c67-b4d9-0a1e2f3c4b58-1726524843102", "[edge-lb] health check flapping: eu-lb-7 target tg-api-b", "P4", 57, "2024-09-16T22:14:03.102Z", "2024-09-17T07:12:40.655Z", False, "", ["edge", "lb", "flapping"], "Datadog"],
        [4788, "4c6a2f1e-0b9d-4e83-a7c5-1f8e9d0b2a36-1726520400000", "Certificate for status.tessera.io expires in 14 days", "P5", 1, "2024-09-16T21:00:00.000Z", "2024-09-16T21:00:00.000Z", False, "", ["tls", "cert"], "Prometheus"],
        [4776, "e8b2d4f6-1a3c-4d5e-8f70-9a1b2c3d4e5f-1726503318764", "[search] Elasticsearch cluster yellow: 2 unassigned replicas", "P3", 6, "2024-09-16T16:08:38.764Z", "2024-09-17T04:55:19.230Z", True, "marco.ng@tessera.io", ["search", "elasticsearch"], "Prometheus"],
    ]

    def listing(rr: list[list]) -> str:
        return pj({"data": [alert(*x) for x in rr], "paging": {"first": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc",
                                                               "last": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc"},
                   "took": 0.046, "requestId": "a5c2e9f1-7b34-4d60-8e1a-c3b5d7f90e21"})
    t1 = listing(rows)
    det = {**alert(*rows[0]), "actions": ["Restart checkout-api pods", "Roll back last deploy"],
           "entity": "checkout-api", "description": "Monitor 148220317 triggered.\n\n5xx ratio: 7.84% (threshold 5%)\nWindow: last 10m\nScope: service:checkout-api, env:prod, region:eu-west-1\n\nRecent deploys: checkout-api v2.41.0 (2024-09-17 06:52 UTC)",
           "details": {"monitor_id": "148220317", "query": "sum(last_10m):sum:trace.http.request.errors{service:checkout-api,env:prod}.as_count() / sum:trace.http.request.hits{service:checkout-api,env:prod}.as_count() > 0.05",
                       "snapshot": "https://p.datadoghq.eu/snapshot/view/dd-snapshots-prod/org_9412/2024-09-17/8a3f2c1e.png", "region": "eu-west-1", "last_value": "0.0784"},
           "report": {"ackTime": 0, "closeTime": 0, "acknowledgedBy": "", "closedBy": ""}}
    t2 = pj({"data": det, "took": 0.012, "requestId": "1d7e3b90-c4a2-4f85-9e06-b8d1c2a3f4e5"})
    t3 = pj({"data": {"_parent": {"id": "a2f90b6c-5e18-4d7a-b3c4-8e9f0d1a2b3c", "name": "platform-primary", "enabled": True},
                      "onCallParticipants": [{"id": "31c0e8d4-7f25-4a9b-86d1-0e2f3a4b5c6d", "name": "amara.osei@tessera.io", "type": "user"}],
                      "onCallRecipients": ["amara.osei@tessera.io"]}, "took": 0.021, "requestId": "6b0c4d2e-8f1a-4c39-a7e5-d9f0b1c2a3e4"})
    req = "b3a8e7d2-4c19-4f6e-9a05-1e7d3c2b8f64"
    t4 = pj({"result": "Request will be processed", "took": 0.011, "requestId": req})
    t5 = pj({"data": {"success": True, "action": "Acknowledge", "processedAt": "2024-09-17T07:41:26.318Z", "integrationId": "5f2b8c0d-9e14-4a7b-b6c3-0d1e2f3a4b5c",
                      "isSuccess": True, "status": "Alert acknowledged", "alertId": a21, "alias": "datadog-4821"}, "took": 0.008, "requestId": "c7e1f0a3-2b5d-4e98-8c6a-f1d2e3b4a5c6"})
    t6 = pj({"result": "Request will be processed", "took": 0.009, "requestId": "e4d2c1b0-9a8f-4e7d-b6c5-a4b3c2d1e0f9"})
    rows2 = copy.deepcopy(rows)
    rows2[0][6] = "2024-09-17T07:48:02.774Z"
    rows2[0].append(rows[0][6])
    rows2[1][4], rows2[1][6] = 4, "2024-09-17T07:46:33.019Z"
    t7 = listing(rows2)
    t8 = pj({"result": "Request will be processed", "took": 0.010, "requestId": "0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f"})
    closed = {**alert(*rows[3]), "status": "closed", "updatedAt": "2024-09-17T07:49:15.540Z",
              "report": {"ackTime": 0, "closeTime": 34512438, "acknowledgedBy": "", "closedBy": "amara.osei@tessera.io"},
              "description": "Target tg-api-b on eu-lb-7 alternates between healthy and unhealthy (57 transitions).", "actions": [], "details": {"lb": "eu-lb-7", "target_group": "tg-api-b"}}
    t9 = pj({"data": closed, "took": 0.013, "requestId": "2a3b4c5d-6e7f-4809-a1b2-c3d4e5f60718"})
    turns = [
        (call("list_alerts", query="status:open", limit=20, sort="createdAt", order="desc"), t1),
        (call("get_alert", identifier="4821", identifierType="tiny"), t2),
        (call("who_is_on_call", scheduleIdentifier="platform-primary", scheduleIdentifierType="name", flat=False), t3),
        (call("acknowledge_alert", identifier="4821", identifierType="tiny", user="amara.osei@tessera.io", note="Investigating; correlates with checkout-api v2.41.0 deploy at 06:52 UTC."), t4),
        (call("get_request_status", requestId=req), t5),
        (call("add_note_to_alert", identifier="4821", identifierType="tiny", user="amara.osei@tessera.io", note="Rolled back checkout-api to v2.40.3 at 07:47 UTC; 5xx ratio dropping (2.1% and falling)."), t6),
        (call("list_alerts", query="status:open", limit=20, sort="createdAt", order="desc"), t7),
        (call("close_alert", identifier="4790", identifierType="tiny", user="amara.osei@tessera.io", note="Flapping stopped after tg-api-b targets were re-registered."), t8),
        (call("get_alert", identifier="4790", identifierType="tiny"), t9),
    ]
    rs.add(task="mcp", tid="h47-mcp-04", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="alert acknowledged at turn 4 (confirmed turn 5) lists as unacknowledged with no owner")


# Stripe (refunds, subscriptions) - bad
def t05(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API (live mode) for the account Molarix Software, acct_1Mx7QZFz8wRt6Ynd", [
        tool("list_customers", "Fetch a list of customers.", {"email": S, "limit": INT}, []),
        tool("list_payment_intents", "List PaymentIntents, optionally for one customer.", {"customer": S, "limit": INT}, []),
        tool("retrieve_balance", "Retrieve the balance of the account.", {}, []),
        tool("create_refund", "Refund a PaymentIntent in full or in part.", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("list_refunds", "List refunds, optionally for one PaymentIntent or charge.", {"payment_intent": S, "charge": S, "limit": INT}, []),
        tool("list_subscriptions", "List subscriptions.", {"customer": S, "price": S, "status": S, "limit": INT}, []),
        tool("list_prices", "Fetch a list of prices.", {"product": S, "active": B, "limit": INT}, []),
        tool("update_subscription", "Update an existing subscription (items, proration behavior...).", {"subscription": S, "items": A, "proration_behavior": S}, ["subscription"]),
        tool("list_invoices", "List invoices.", {"customer": S, "limit": INT}, []),
    ])
    state = ("Stripe account Molarix Software (live mode, USD). Support ticket #8812 from Brightpath Dental Studio "
             "(billing@brightpathdental.com): they were charged twice for October and want the duplicate refunded, and they "
             "want to move from Practice Pro to Practice Pro Plus (monthly) starting now with proration. Date: 2024-11-05.")
    cus = "cus_QyT4mB8nVhL2sK"
    t1 = pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [{
        "id": cus, "object": "customer", "address": {"city": "Asheville", "country": "US", "line1": "212 Merrimon Ave", "line2": "Suite 4", "postal_code": "28801", "state": "NC"},
        "balance": 0, "created": 1706702400, "currency": "usd", "default_source": None, "delinquent": False, "description": "Brightpath Dental Studio",
        "email": "billing@brightpathdental.com", "invoice_prefix": "5E1A0C2F", "invoice_settings": {"default_payment_method": "pm_1OkDy2Fz8wRt6YndV0cXq3Lm"},
        "livemode": True, "metadata": {"practice_id": "BPD-00417", "hubspot_company": "9921034477"}, "name": "Brightpath Dental Studio",
        "phone": "+18285550142", "preferred_locales": ["en"], "tax_exempt": "none"}]})
    pis = [
        ("pi_3QHk2MFz8wRt6Ynd1Qw9Er7t", 1730376251, "ch_3QHk2MFz8wRt6Ynd1Nq5Gh8z", None, "Practice Pro - October 2024"),
        ("pi_3QHk2LFz8wRt6Ynd0aB1cD2e", 1730376245, "ch_3QHk2LFz8wRt6Ynd0kT7Wm1s", "in_1QHk2JFz8wRt6YndcU8pR4vA", "Subscription update"),
        ("pi_3Q4fJbFz8wRt6Ynd1e8Zc0Lk", 1727697838, "ch_3Q4fJbFz8wRt6Ynd1Vb2Hn6q", "in_1Q4fJZFz8wRt6YndwE3sT9yB", "Subscription update"),
        ("pi_3PtnX9Fz8wRt6Ynd0Yh4Ks1a", 1725105842, "ch_3PtnX9Fz8wRt6Ynd0Lr8Fe3d", "in_1PtnX7Fz8wRt6Ynd6Jm0Qa2C", "Subscription update"),
    ]
    t2 = pj({"object": "list", "url": "/v1/payment_intents", "has_more": False, "data": [{
        "id": i, "object": "payment_intent", "amount": 48900, "amount_received": 48900, "capture_method": "automatic_async", "created": c,
        "currency": "usd", "customer": cus, "description": desc, "invoice": inv, "latest_charge": ch, "livemode": True,
        "payment_method": "pm_1OkDy2Fz8wRt6YndV0cXq3Lm", "payment_method_types": ["card"], "status": "succeeded",
        "metadata": {"source": "billing-backfill-job"} if inv is None else {}} for i, c, ch, inv, desc in pis]})
    t3 = pj({"object": "balance", "available": [{"amount": 1834217, "currency": "usd", "source_types": {"card": 1834217}}],
             "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": True,
             "pending": [{"amount": 412760, "currency": "usd", "source_types": {"card": 412760}}]})
    ref = "re_3QHk2MFz8wRt6Ynd1xJ0uV4p"
    refund = {"id": ref, "object": "refund", "amount": 48900, "balance_transaction": "txn_3QHk2MFz8wRt6Ynd1aP7Zs2m",
              "charge": "ch_3QHk2MFz8wRt6Ynd1Nq5Gh8z", "created": 1730803518, "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
              "metadata": {}, "payment_intent": "pi_3QHk2MFz8wRt6Ynd1Qw9Er7t", "reason": "duplicate",
              "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    t4 = pj(refund)
    t5 = pj({"object": "list", "url": "/v1/refunds", "has_more": False, "data": [{**refund, "id": "re_3QHk2MFz8wRt6Ynd1xJ9uV4p"}]})
    sub = "sub_1OkDy4Fz8wRt6YndhN2bW7xE"
    item = "si_PZMh3cR8tYq1Vd"
    pro, plus = "price_1OkDvBFz8wRt6YndP9sLr2Qa", "price_1OkDvsFz8wRt6Ynd7QcFk0Tn"

    def subscription(price: str, nick: str, amount: int, updated_extra: dict) -> dict:
        return {"id": sub, "object": "subscription", "billing_cycle_anchor": 1706702400, "cancel_at_period_end": False, "collection_method": "charge_automatically",
                "created": 1706702400, "currency": "usd", "current_period_end": 1732968000, "current_period_start": 1730376000, "customer": cus,
                "default_payment_method": "pm_1OkDy2Fz8wRt6YndV0cXq3Lm", "discount": None,
                "items": {"object": "list", "data": [{"id": item, "object": "subscription_item", "created": 1706702400, "quantity": 1,
                                                      "price": {"id": price, "object": "price", "active": True, "currency": "usd", "nickname": nick,
                                                                "product": "prod_PZMf8Jw2Qx0rLb", "recurring": {"interval": "month", "interval_count": 1},
                                                                "type": "recurring", "unit_amount": amount}}], "has_more": False, "total_count": 1},
                "latest_invoice": "in_1QHk2JFz8wRt6YndcU8pR4vA", "livemode": True, "metadata": {"plan": "pro"}, "status": "active", **updated_extra}
    t6 = pj({"object": "list", "url": "/v1/subscriptions", "has_more": False, "data": [subscription(pro, "Practice Pro - Monthly", 48900, {})]})
    prices = [(pro, "Practice Pro - Monthly", 48900, "month"), ("price_1OkDw0Fz8wRt6YndK3tYh8Ue", "Practice Pro - Annual", 489000, "year"),
              (plus, "Practice Pro Plus - Monthly", 64900, "month"), ("price_1OkDwNFz8wRt6YndS5gJp1Wr", "Practice Pro Plus - Annual", 649000, "year"),
              ("price_1NfQ2aFz8wRt6YndE4rTb6Zm", "Practice Pro - Monthly (2023 legacy)", 42900, "month")]
    t7 = pj({"object": "list", "url": "/v1/prices", "has_more": False, "data": [
        {"id": p, "object": "price", "active": not n.endswith("legacy)"), "billing_scheme": "per_unit", "created": 1706701100 if "legacy" not in n else 1692110000,
         "currency": "usd", "livemode": True, "lookup_key": n.lower().replace(" - ", "_").replace(" ", "_").replace("(", "").replace(")", ""), "nickname": n,
         "product": "prod_PZMf8Jw2Qx0rLb", "recurring": {"interval": iv, "interval_count": 1, "usage_type": "licensed"}, "tax_behavior": "exclusive",
         "type": "recurring", "unit_amount": amt} for p, n, amt, iv in prices]})
    t8 = pj(subscription(plus, "Practice Pro Plus - Monthly", 64900, {"metadata": {"plan": "pro"}}))
    t9 = pj({"object": "balance", "available": [{"amount": 1785317, "currency": "usd", "source_types": {"card": 1785317}}],
             "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": True,
             "pending": [{"amount": 431460, "currency": "usd", "source_types": {"card": 431460}}]})
    invs = [("in_1QHk2JFz8wRt6YndcU8pR4vA", "5E1A0C2F-0010", 1730376000, 1730376000, 1732968000, "pi_3QHk2LFz8wRt6Ynd0aB1cD2e"),
            ("in_1Q4fJZFz8wRt6YndwE3sT9yB", "5E1A0C2F-0009", 1727697600, 1727697600, 1730376000, "pi_3Q4fJbFz8wRt6Ynd1e8Zc0Lk"),
            ("in_1PtnX7Fz8wRt6Ynd6Jm0Qa2C", "5E1A0C2F-0008", 1725105600, 1725105600, 1727697600, "pi_3PtnX9Fz8wRt6Ynd0Lr8Fe3d")]
    t10 = pj({"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
        {"id": i, "object": "invoice", "number": num, "amount_due": 48900, "amount_paid": 48900, "amount_remaining": 0, "billing_reason": "subscription_cycle",
         "collection_method": "charge_automatically", "created": cr, "currency": "usd", "customer": cus, "customer_email": "billing@brightpathdental.com",
         "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_1Mx7QZFz8wRt6Ynd/live_{num.replace('-', '')}", "paid": True, "payment_intent": p,
         "status": "paid", "subscription": sub, "subtotal": 48900, "tax": 0, "total": 48900,
         "lines": {"object": "list", "total_count": 1, "data": [{"description": "1 × Practice Pro (at $489.00 / month)", "amount": 48900, "period": {"start": ps, "end": pe}}]}}
        for i, num, cr, ps, pe, p in invs]})
    turns = [
        (call("list_customers", email="billing@brightpathdental.com", limit=5), t1),
        (call("list_payment_intents", customer=cus, limit=10), t2),
        (call("retrieve_balance"), t3),
        (call("create_refund", payment_intent="pi_3QHk2MFz8wRt6Ynd1Qw9Er7t", reason="duplicate"), t4),
        (call("list_refunds", payment_intent="pi_3QHk2MFz8wRt6Ynd1Qw9Er7t", limit=10), t5),
        (call("list_subscriptions", customer=cus, status="active", limit=10), t6),
        (call("list_prices", product="prod_PZMf8Jw2Qx0rLb", limit=10), t7),
        (call("update_subscription", subscription=sub, items=[{"id": item, "price": plus}], proration_behavior="create_prorations"), t8),
        (call("retrieve_balance"), t9),
        (call("list_invoices", customer=cus, limit=3), t10),
    ]
    rs.add(task="mcp", tid="h47-mcp-05", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="refund id listed for the payment intent differs from the id create_refund returned")


# Google Calendar (events) - clean
def t06(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar API for nadia.petrova@fernhill.studio", [
        tool("list-calendars", "List all available calendars.", {}, []),
        tool("list-events", "List events from a calendar within a time range.", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
        tool("search-events", "Search events by text query.", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
        tool("create-event", "Create a new calendar event.", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "attendees": A, "location": S}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update an existing event (for a recurring instance pass its instance id).", {"calendarId": S, "eventId": S, "start": S, "end": S, "timeZone": S, "summary": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete-event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get-freebusy", "Query free/busy information for calendars (times returned in UTC).", {"calendars": A, "timeMin": S, "timeMax": S}, ["calendars", "timeMin", "timeMax"]),
    ])
    state = ("Google Workspace account nadia.petrova@fernhill.studio, calendar time zone Europe/Berlin (UTC+2 in July). "
             "Request on Tuesday 2024-07-09: book a 90-minute \"Q3 design review\" on Thursday 11 July with Tom Ashby, Jaya Menon "
             "and Felix Brandt, moving this week's 1:1 with Tom later that afternoon if needed; also remove the duplicated dentist entry.")
    me = "nadia.petrova@fernhill.studio"
    t1 = pj({"calendars": [
        {"id": me, "summary": me, "timeZone": "Europe/Berlin", "accessRole": "owner", "primary": True, "backgroundColor": "#9fc6e7"},
        {"id": "c_8f1e0d2b7a9c4e56b3d1f0a2c4e6b8d0@group.calendar.google.com", "summary": "Team Fernhill", "timeZone": "Europe/Berlin", "accessRole": "writer", "backgroundColor": "#7bd148"},
        {"id": "en.german#holiday@group.v.calendar.google.com", "summary": "Holidays in Germany", "timeZone": "Europe/Berlin", "accessRole": "reader", "backgroundColor": "#16a765"},
        {"id": "addressbook#contacts@group.v.calendar.google.com", "summary": "Birthdays", "timeZone": "Europe/Berlin", "accessRole": "reader", "backgroundColor": "#92e1c0"},
    ]})
    tom, jaya, felix = "tom.ashby@fernhill.studio", "jaya.menon@fernhill.studio", "felix.brandt@fernhill.studio"

    def ev(eid: str, summary: str, start: str, end: str, created: str, updated: str, etag: str, extra: dict) -> dict:
        return {"kind": "calendar#event", "etag": f"\"{etag}\"", "id": eid, "status": "confirmed",
                "htmlLink": f"https://www.google.com/calendar/event?eid={eid[:20]}bmFkaWEucGV0cm92YUBmZXJuaGlsbC5zdHVkaW8",
                "created": created, "updated": updated, "summary": summary, "creator": {"email": me, "self": True},
                "organizer": {"email": me, "self": True}, "start": {"dateTime": start, "timeZone": "Europe/Berlin"},
                "end": {"dateTime": end, "timeZone": "Europe/Berlin"}, "iCalUID": f"{eid.split('_')[0]}@google.com", "sequence": 0,
                "reminders": {"useDefault": True}, "eventType": "default", **extra}
    standup = ev("5kq1v8o3b2g7n4m6c0r9t2e1ls_20240711T073000Z", "Daily standup", "2024-07-11T09:30:00+02:00", "2024-07-11T09:45:00+02:00",
                 "2024-01-08T08:12:44.000Z", "2024-03-02T10:05:19.418Z", "3418822239038000",
                 {"recurringEventId": "5kq1v8o3b2g7n4m6c0r9t2e1ls", "originalStartTime": {"dateTime": "2024-07-11T09:30:00+02:00", "timeZone": "Europe/Berlin"},
                  "hangoutLink": "https://meet.google.com/bqx-rnde-kto", "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
                                                                                        {"email": tom, "responseStatus": "accepted"}, {"email": jaya, "responseStatus": "accepted"}, {"email": felix, "responseStatus": "accepted"}]})
    dent1 = ev("3r5t7v9p1a3b5d7f9h1j3l5n7p", "Dentist - Dr. Köhler", "2024-07-11T11:00:00+02:00", "2024-07-11T12:00:00+02:00",
               "2024-06-20T16:41:07.000Z", "2024-06-20T16:41:07.522Z", "3437406134044000", {"location": "Kastanienallee 22, 10435 Berlin"})
    dent2 = ev("6u8s0g2a4c6e8g0i2k4m6o8q0s", "Dentist - Dr. Köhler", "2024-07-11T11:00:00+02:00", "2024-07-11T12:00:00+02:00",
               "2024-06-20T16:42:31.000Z", "2024-06-20T16:42:31.190Z", "3437406302380000", {"location": "Kastanienallee 22, 10435 Berlin"})
    one = ev("0d7hk3m1p5s9u2u4g6a8c0e2gi_20240711T120000Z", "1:1 Nadia / Tom", "2024-07-11T14:00:00+02:00", "2024-07-11T14:30:00+02:00",
             "2023-10-02T09:00:12.000Z", "2024-05-14T07:48:33.905Z", "3431547827810000",
             {"recurringEventId": "0d7hk3m1p5s9u2u4g6a8c0e2gi", "originalStartTime": {"dateTime": "2024-07-11T14:00:00+02:00", "timeZone": "Europe/Berlin"},
              "hangoutLink": "https://meet.google.com/hvo-pzkd-qmt", "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}, {"email": tom, "responseStatus": "accepted"}]})
    yoga = ev("7a9c1e3g5i7k9m1o3q5s7u9c1e_20240711T153000Z", "Yoga (Prenzlauer Berg)", "2024-07-11T17:30:00+02:00", "2024-07-11T18:30:00+02:00",
              "2024-02-01T19:22:50.000Z", "2024-02-01T19:22:50.731Z", "3413856341462000",
              {"recurringEventId": "7a9c1e3g5i7k9m1o3q5s7u9c1e", "originalStartTime": {"dateTime": "2024-07-11T17:30:00+02:00", "timeZone": "Europe/Berlin"}, "transparency": "opaque"})
    win = {"timeMin": "2024-07-11T00:00:00+02:00", "timeMax": "2024-07-12T00:00:00+02:00"}
    t2 = pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/Berlin", "updated": "2024-07-09T08:14:02.117Z", "items": [standup, dent1, dent2, one, yoga]})
    t3 = pj({"kind": "calendar#freeBusy", "timeMin": "2024-07-10T22:00:00.000Z", "timeMax": "2024-07-11T22:00:00.000Z", "calendars": {
        tom: {"busy": [{"start": "2024-07-11T07:30:00Z", "end": "2024-07-11T07:45:00Z"}, {"start": "2024-07-11T08:00:00Z", "end": "2024-07-11T09:00:00Z"}, {"start": "2024-07-11T12:00:00Z", "end": "2024-07-11T12:30:00Z"}]},
        jaya: {"busy": [{"start": "2024-07-11T07:30:00Z", "end": "2024-07-11T07:45:00Z"}, {"start": "2024-07-11T10:00:00Z", "end": "2024-07-11T11:30:00Z"}]},
        felix: {"busy": [{"start": "2024-07-11T07:30:00Z", "end": "2024-07-11T07:45:00Z"}, {"start": "2024-07-11T14:00:00Z", "end": "2024-07-11T15:00:00Z"}]}}})
    moved = copy.deepcopy(one)
    moved.update(start={"dateTime": "2024-07-11T16:30:00+02:00", "timeZone": "Europe/Berlin"}, end={"dateTime": "2024-07-11T17:00:00+02:00", "timeZone": "Europe/Berlin"},
                 updated="2024-07-09T08:15:37.604Z", etag="\"3439141875208000\"", sequence=1)
    t4 = pj(moved)
    new = ev("q3dr4v6h8r0b2d4f6h8j0l2n4p", "Q3 design review", "2024-07-11T14:00:00+02:00", "2024-07-11T15:30:00+02:00",
             "2024-07-09T08:16:22.000Z", "2024-07-09T08:16:22.381Z", "3439141964762000",
             {"description": "Walk through Q3 roadmap designs: onboarding revamp, billing settings, mobile nav.", "location": "Fernhill HQ - Room Linde",
              "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}, {"email": tom, "responseStatus": "needsAction"},
                            {"email": jaya, "responseStatus": "needsAction"}, {"email": felix, "responseStatus": "needsAction"}]})
    t5 = pj(new)
    t6 = "Event deleted successfully"
    new2 = copy.deepcopy(new)
    new2["attendees"][2]["responseStatus"] = "accepted"
    new2.update(etag="\"3439142310440000\"", updated="2024-07-09T08:19:15.220Z")
    t7 = pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/Berlin", "updated": "2024-07-09T08:19:48.550Z", "items": [standup, dent1, new2, moved, yoga]})
    t8 = pj({"kind": "calendar#freeBusy", "timeMin": "2024-07-10T22:00:00.000Z", "timeMax": "2024-07-11T22:00:00.000Z", "calendars": {
        "primary": {"busy": [{"start": "2024-07-11T07:30:00Z", "end": "2024-07-11T07:45:00Z"}, {"start": "2024-07-11T09:00:00Z", "end": "2024-07-11T10:00:00Z"},
                      {"start": "2024-07-11T12:00:00Z", "end": "2024-07-11T13:30:00Z"}, {"start": "2024-07-11T14:30:00Z", "end": "2024-07-11T15:00:00Z"},
                      {"start": "2024-07-11T15:30:00Z", "end": "2024-07-11T16:30:00Z"}]},
        tom: {"busy": [{"start": "2024-07-11T07:30:00Z", "end": "2024-07-11T07:45:00Z"}, {"start": "2024-07-11T08:00:00Z", "end": "2024-07-11T09:00:00Z"},
                       {"start": "2024-07-11T12:00:00Z", "end": "2024-07-11T13:30:00Z"}, {"start": "2024-07-11T14:30:00Z", "end": "2024-07-11T15:00:00Z"}]}}})
    turns = [
        (call("list-calendars"), t1),
        (call("list-events", calendarId="primary", timeZone="Europe/Berlin", **win), t2),
        (call("get-freebusy", calendars=[{"id": tom}, {"id": jaya}, {"id": felix}], timeMin="2024-07-11T00:00:00+02:00", timeMax="2024-07-12T00:00:00+02:00"), t3),
        (call("update-event", calendarId="primary", eventId="0d7hk3m1p5s9u2u4g6a8c0e2gi_20240711T120000Z", start="2024-07-11T16:30:00", end="2024-07-11T17:00:00", timeZone="Europe/Berlin", sendUpdates="all"), t4),
        (call("create-event", calendarId="primary", summary="Q3 design review", description="Walk through Q3 roadmap designs: onboarding revamp, billing settings, mobile nav.",
              start="2024-07-11T14:00:00", end="2024-07-11T15:30:00", timeZone="Europe/Berlin", location="Fernhill HQ - Room Linde",
              attendees=[{"email": tom}, {"email": jaya}, {"email": felix}]), t5),
        (call("delete-event", calendarId="primary", eventId="6u8s0g2a4c6e8g0i2k4m6o8q0s", sendUpdates="none"), t6),
        (call("list-events", calendarId="primary", timeZone="Europe/Berlin", **win), t7),
        (call("get-freebusy", calendars=[{"id": "primary"}, {"id": tom}], timeMin="2024-07-11T00:00:00+02:00", timeMax="2024-07-12T00:00:00+02:00"), t8),
    ]
    rs.add(task="mcp", tid="h47-mcp-06", system=system, turns=turns, state=state)


# Linear (labels, issues) - bad
def t07(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear workspace kestrel-robotics, authenticated as Ines Duarte", [
        tool("list_teams", "List teams in the workspace.", {"query": S}, []),
        tool("list_issue_labels", "List issue labels of a team or the workspace.", {"teamId": S}, []),
        tool("list_issues", "List issues with filters (team, label, state, assignee).", {"teamId": S, "label": S, "state": S, "assigneeId": S, "limit": INT, "orderBy": S}, []),
        tool("get_issue", "Get an issue by id or identifier.", {"id": S}, ["id"]),
        tool("update_issue", "Update an issue (title, state, labels, assignee, priority...).", {"id": S, "labelIds": A, "stateId": S, "assigneeId": S, "priority": INT}, ["id"]),
        tool("delete_issue_label", "Delete (archive) an issue label.", {"id": S}, ["id"]),
        tool("create_comment", "Add a comment to an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
    ])
    state = ("Linear workspace kestrel-robotics. The agent acts for Ines Duarte (engineering manager, Platform). Someone created a "
             "second label \"Bug\" next to the canonical \"bug\" in team Platform (PLAT), splitting triage views. Task: move every "
             "issue from \"Bug\" to \"bug\", delete the duplicate label, and leave a note on the triage-process issue PLAT-1219.")
    team = "b3f1c7e2-5a94-4d08-9e61-2c7d0f8a4b35"
    t1 = pj([
        {"id": team, "name": "Platform", "key": "PLAT", "description": "Infra, CI/CD, fleet telemetry backend", "issueCount": 1284, "createdAt": "2022-02-14T09:21:33.412Z"},
        {"id": "e04a92d1-7c3b-4f5e-8a16-9d2b0c4f7e81", "name": "Autonomy", "key": "AUT", "description": "Navigation and perception", "issueCount": 2106, "createdAt": "2022-02-14T09:23:05.118Z"},
        {"id": "6c8d1e3f-2b4a-4596-a7c0-d1e2f3a4b5c6", "name": "Firmware", "key": "FW", "description": "Motor controllers, BMS, bootloaders", "issueCount": 947, "createdAt": "2022-05-03T13:40:59.770Z"},
        {"id": "9a7b5c3d-1e2f-4a0b-8c9d-0e1f2a3b4c5d", "name": "Customer Success", "key": "CS", "description": "Escalations from deployed fleets", "issueCount": 512, "createdAt": "2023-01-09T08:02:44.901Z"},
    ])
    L = {
        "bug": ("2c4e6a8b-0d1f-4357-9b2d-4f6a8c0e2a41", "#eb5757", "Something is broken", "2022-02-14T09:30:12.004Z", "Ines Duarte"),
        "Bug": ("8f0b2d4e-6a1c-4e35-b7d9-1f3a5c7e9b20", "#f2994a", None, "2024-04-29T15:47:06.335Z", "Ravi Chandran"),
        "regression": ("4a6c8e0a-2b4d-4f68-8a0c-2e4a6c8e0b13", "#bb87fc", "Worked in a previous release", "2022-03-01T11:12:45.670Z", "Ines Duarte"),
        "infra": ("5b7d9f1b-3c5e-4079-9b1d-3f5b7d9f1c24", "#4ea7fc", None, "2022-02-14T09:31:02.288Z", "Ines Duarte"),
        "ci": ("6c8e0a2c-4d6f-4180-8c2e-4a6c8e0a2d35", "#26b5ce", "Pipelines, runners, caches", "2022-06-20T08:55:31.019Z", "Tomasz Wrona"),
        "tech-debt": ("7d9f1b3d-5e7a-4291-9d3f-5b7d9f1b3e46", "#95a2b3", None, "2022-02-14T09:31:40.930Z", "Ines Duarte"),
        "security": ("8e0a2c4e-6f8b-43a2-8e4a-6c8e0a2c4f57", "#f7c8c1", "Needs security review", "2022-09-12T14:03:27.554Z", "Hana Sato"),
        "customer-reported": ("9f1b3d5f-7a9c-44b3-9f5b-7d9f1b3d5a68", "#5e6ad2", "Came in through CS escalation", "2023-01-09T08:10:16.347Z", "Ravi Chandran"),
        "needs-triage": ("0a2c4e6a-8b0d-45c4-8a6c-8e0a2c4e6b79", "#f2c94c", None, "2023-03-27T10:26:58.112Z", "Ines Duarte"),
    }

    def labels(names: list[str]) -> str:
        return pj([{"id": L[n][0], "name": n, "color": L[n][1], "description": L[n][2], "createdAt": L[n][3],
                    "creator": {"name": L[n][4]}, "team": {"id": team, "key": "PLAT"}, "parent": None} for n in names])
    order = ["bug", "Bug", "ci", "customer-reported", "infra", "needs-triage", "regression", "security", "tech-debt"]
    t2 = labels(order)
    iss = [
        ("d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6", "PLAT-1187", "Telemetry ingest drops packets when Kafka partition leader moves", "In Progress", "Tomasz Wrona", 2, ["Bug", "infra"], "2024-05-06T12:31:08.220Z", "2024-06-17T09:02:44.871Z"),
        ("a7b8c9d0-e1f2-4a3b-9c4d-5e6f7a8b9c0d", "PLAT-1203", "Runner cache corrupts cargo registry index on ARM64 agents", "Todo", "Hana Sato", 3, ["Bug", "ci"], "2024-05-21T07:44:52.006Z", "2024-06-12T16:20:17.593Z"),
        ("3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f", "PLAT-1219", "Triage: duplicate label 'Bug' splits the bug board", "Todo", "Ines Duarte", 4, ["Bug", "needs-triage"], "2024-06-03T10:05:39.448Z", "2024-06-03T10:05:39.448Z"),
    ]

    def issue(x: tuple, labs: list[str], updated: str | None = None) -> dict:
        uid, ident, title, st, who, pri, _, created, upd = x
        return {"id": uid, "identifier": ident, "title": title, "priority": pri, "priorityLabel": {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}[pri],
                "state": {"name": st, "type": "started" if st == "In Progress" else "unstarted"}, "assignee": {"name": who},
                "labels": [{"id": L[n][0], "name": n} for n in labs], "team": {"key": "PLAT"},
                "url": f"https://linear.app/kestrel-robotics/issue/{ident}/{title.lower().replace(' ', '-').replace(':', '').replace(chr(39), '')[:48]}",
                "createdAt": created, "updatedAt": updated or upd}
    t3 = pj({"issues": [issue(x, x[6]) for x in iss], "pageInfo": {"hasNextPage": False, "endCursor": "c9f2a1e0-3b4d-4e5f-a6b7-c8d9e0f1a2b3"}})
    t4 = pj({"success": True, "issue": issue(iss[0], ["bug", "infra"], "2024-06-18T08:41:12.307Z")})
    t5 = pj({"success": True, "issue": issue(iss[1], ["bug", "ci"], "2024-06-18T08:41:30.954Z")})
    t6 = pj({"success": True, "issue": issue(iss[2], ["bug", "needs-triage"], "2024-06-18T08:41:47.620Z")})
    t7 = pj({"issues": [], "pageInfo": {"hasNextPage": False, "endCursor": None}})
    t8 = pj({"success": True, "lastSyncId": 918224761})
    t9 = labels(order)
    others = [
        ("f6e5d4c3-b2a1-4f0e-9d8c-7b6a5f4e3d2c", "PLAT-1231", "OTA rollout job retries forever on 409 from device registry", "Todo", "Tomasz Wrona", 2, ["bug", "regression"], "2024-06-10T14:12:03.771Z", "2024-06-14T11:38:26.090Z"),
        ("0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b", "PLAT-1174", "Grafana fleet dashboard shows stale battery SoC after midnight UTC", "In Progress", "Hana Sato", 3, ["bug", "customer-reported"], "2024-04-30T09:27:48.512Z", "2024-06-13T15:04:59.338Z"),
    ]
    t10 = pj({"issues": [issue(iss[2], ["bug", "needs-triage"], "2024-06-18T08:41:47.620Z"), issue(iss[1], ["bug", "ci"], "2024-06-18T08:41:30.954Z"),
                         issue(iss[0], ["bug", "infra"], "2024-06-18T08:41:12.307Z"), issue(others[0], others[0][6]), issue(others[1], others[1][6])],
              "pageInfo": {"hasNextPage": False, "endCursor": "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"}})
    t11 = pj({"success": True, "comment": {"id": "e7d6c5b4-a392-4180-9f7e-6d5c4b3a2918", "body": "Moved PLAT-1187, PLAT-1203 and this issue from the duplicate label to `bug`, then removed the duplicate. The bug board is back to a single filter.",
                                           "createdAt": "2024-06-18T08:43:05.146Z", "user": {"name": "Ines Duarte"}, "issue": {"identifier": "PLAT-1219"},
                                           "url": "https://linear.app/kestrel-robotics/issue/PLAT-1219#comment-e7d6c5b4"}})
    turns = [
        (call("list_teams"), t1),
        (call("list_issue_labels", teamId=team), t2),
        (call("list_issues", teamId=team, label="Bug", limit=50), t3),
        (call("update_issue", id="PLAT-1187", labelIds=[L["bug"][0], L["infra"][0]]), t4),
        (call("update_issue", id="PLAT-1203", labelIds=[L["bug"][0], L["ci"][0]]), t5),
        (call("update_issue", id="PLAT-1219", labelIds=[L["bug"][0], L["needs-triage"][0]]), t6),
        (call("list_issues", teamId=team, label="Bug", limit=50), t7),
        (call("delete_issue_label", id=L["Bug"][0]), t8),
        (call("list_issue_labels", teamId=team), t9),
        (call("list_issues", teamId=team, label="bug", state="unstarted,started", limit=50, orderBy="updatedAt"), t10),
        (call("create_comment", issueId="PLAT-1219", body="Moved PLAT-1187, PLAT-1203 and this issue from the duplicate label to `bug`, then removed the duplicate. The bug board is back to a single filter."), t11),
    ]
    rs.add(task="mcp", tid="h47-mcp-07", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="label deleted at turn 8 still listed among the team's labels")


# Fly.io (flyctl MCP) - clean
def t08(rs: RowSet) -> None:
    system = mcp_system("flyctl", "flyctl MCP server, logged in as ops@quillstack.dev on org quillstack", [
        tool("fly-status", "Get the status of a Fly.io app (flyctl status --json).", {"app": S}, ["app"]),
        tool("fly-logs", "Get recent logs of an app or one machine (no tail).", {"app": S, "machine": S, "region": S}, ["app"]),
        tool("fly-machine-list", "List machines of an app (flyctl machine list --json).", {"app": S}, ["app"]),
        tool("fly-secrets-list", "List secret names and digests of an app.", {"app": S}, ["app"]),
        tool("fly-secrets-set", "Set secrets; triggers a rolling update of the app's machines.", {"app": S, "secrets": OBJ, "stage": B}, ["app", "secrets"]),
        tool("fly-scale-count", "Change the number of machines in a process group.", {"app": S, "count": INT, "region": S, "process_group": S}, ["app", "count"]),
        tool("fly-releases", "List releases of an app.", {"app": S, "limit": INT}, ["app"]),
    ])
    state = ("Fly.io org quillstack; app `quillstack-api` (Node 20, primary region ams, two shared-cpu-1x@512MB machines). "
             "PagerDuty says one machine keeps getting OOM-killed since this morning (2024-10-22). Task: find out which, "
             "cap the V8 heap and lower the DB pool through secrets, and add a third machine in ams.")
    app = "quillstack-api"
    img = "registry.fly.io/quillstack-api:deployment-01JAQ7Y3K8R2V5N0D4W6H9XCZT"
    m1, m2, m3 = "e784e903a2d418", "0801d44b5e3e58", "3d8d9e1b610589"

    def mach(mid: str, name: str, st: str, inst: str, created: str, updated: str, ver: int, check: str, chk_out: str, priv: str, events: list[dict]) -> dict:
        return {"id": mid, "name": name, "state": st, "region": "ams", "instance_id": inst, "private_ip": priv,
                "config": {"env": {"NODE_ENV": "production", "PORT": "8080"}, "guest": {"cpu_kind": "shared", "cpus": 1, "memory_mb": 512},
                           "metadata": {"fly_platform_version": "v2", "fly_process_group": "app", "fly_release_id": f"Rel_{ver}", "fly_release_version": str(ver)},
                           "services": [{"internal_port": 8080, "protocol": "tcp", "ports": [{"port": 443, "handlers": ["tls", "http"]}, {"port": 80, "handlers": ["http"], "force_https": True}]}],
                           "checks": {"health": {"type": "http", "port": 8080, "path": "/healthz", "interval": "15s", "timeout": "5s"}}, "image": img},
                "image_ref": {"registry": "registry.fly.io", "repository": app, "tag": "deployment-01JAQ7Y3K8R2V5N0D4W6H9XCZT", "digest": "sha256:5c1f0e9ab2d47c83e6f15b9d0a7c4e2f81b3d6a9c0e5f7b2d4a6c8e1f3b5d7a9"},
                "created_at": created, "updated_at": updated, "events": events,
                "checks": [{"name": "health", "status": check, "output": chk_out, "updated_at": updated}]}
    ev_oom = [{"type": "start", "status": "started", "source": "flyd", "timestamp": 1729581244117},
              {"type": "exit", "status": "stopped", "source": "flyd", "timestamp": 1729581238902, "request": {"exit_event": {"exit_code": 137, "oom_killed": True, "guest_exit_code": 0, "restarting": True}}},
              {"type": "start", "status": "started", "source": "flyd", "timestamp": 1729577652310}]
    ev_ok = [{"type": "start", "status": "started", "source": "flyd", "timestamp": 1729502710455}, {"type": "launch", "status": "created", "source": "user", "timestamp": 1729502704981}]
    A1 = mach(m1, "falling-frost-4412", "started", "01JAQ80B6T2M4N7P9R1S3V5X7Z", "2024-10-21T09:25:04Z", "2024-10-21T09:25:10Z", 37, "passing", "OK", "fdaa:9:41c2:a7b:1f3:8e60:1c2d:2", ev_ok)
    A2 = mach(m2, "young-meadow-9120", "started", "01JATB6W1Y3A5C7E9G2J4L6N8Q", "2024-10-21T09:25:07Z", "2024-10-22T07:14:04Z", 37, "warning", "Get \"http://[fdaa:9:41c2:a7b:1f4:2b9c:7e11:2]:8080/healthz\": context deadline exceeded", "fdaa:9:41c2:a7b:1f4:2b9c:7e11:2", ev_oom)

    def status(ver: int, ms: list[dict]) -> str:
        return pj({"ID": app, "Name": app, "Status": "deployed", "Deployed": True, "Hostname": "quillstack-api.fly.dev", "Version": ver,
                   "Organization": {"Slug": "quillstack", "Name": "Quillstack"}, "PlatformVersion": "machines", "PrimaryRegion": "ams",
                   "Machines": [{"id": m["id"], "name": m["name"], "state": m["state"], "region": "ams", "instance_id": m["instance_id"],
                                 "image_ref": {"repository": app, "tag": m["image_ref"]["tag"]}, "config": {"metadata": m["config"]["metadata"]},
                                 "checks": [{"name": "health", "status": m["checks"][0]["status"]}], "updated_at": m["updated_at"]} for m in ms]})
    t1 = status(37, [A1, A2])
    t2 = """2024-10-22T07:13:52Z app[0801d44b5e3e58] ams [info]GET /v1/documents/8841207/revisions 200 412ms
2024-10-22T07:13:55Z app[0801d44b5e3e58] ams [info]<--- Last few GCs --->
2024-10-22T07:13:55Z app[0801d44b5e3e58] ams [info][341:0x6a3c7e0]  3581890 ms: Mark-Compact 501.7 (519.2) -> 498.9 (519.4) MB, 1411.62 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed
2024-10-22T07:13:58Z app[0801d44b5e3e58] ams [info][  3585.441372] Out of memory: Killed process 341 (node) total-vm:1298432kB, anon-rss:489216kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:1512kB oom_score_adj:0
2024-10-22T07:13:58Z app[0801d44b5e3e58] ams [info] INFO Main child exited with signal (with signal 'SIGKILL', core dumped? false)
2024-10-22T07:13:58Z app[0801d44b5e3e58] ams [info] INFO Process appears to have been OOM killed!
2024-10-22T07:13:59Z app[0801d44b5e3e58] ams [info] INFO Starting clean up.
2024-10-22T07:13:59Z app[0801d44b5e3e58] ams [info][  3586.602118] reboot: Restarting system
2024-10-22T07:14:04Z app[0801d44b5e3e58] ams [info]2024-10-22T07:14:04.117628404 [01JATB6W1Y3A5C7E9G2J4L6N8Q:main] Running Firecracker v1.7.0
2024-10-22T07:14:05Z app[0801d44b5e3e58] ams [info] INFO Starting init (commit: 04a0bb6)...
2024-10-22T07:14:05Z app[0801d44b5e3e58] ams [info] INFO Preparing to run: `docker-entrypoint.sh node dist/server.js` as node
2024-10-22T07:14:05Z app[0801d44b5e3e58] ams [info]2024/10/22 07:14:05 INFO SSH listening listen_address=[fdaa:9:41c2:a7b:1f4:2b9c:7e11:2]:22 dns_server=[fdaa::3]:53
2024-10-22T07:14:07Z app[0801d44b5e3e58] ams [info]{"level":30,"time":1729581247902,"pid":329,"msg":"pg pool ready (max=20)"}
2024-10-22T07:14:07Z app[0801d44b5e3e58] ams [info]{"level":30,"time":1729581247961,"pid":329,"msg":"server listening on 0.0.0.0:8080"}
2024-10-22T07:14:26Z app[0801d44b5e3e58] ams [info]GET /healthz 200 3ms
2024-10-22T07:15:41Z app[0801d44b5e3e58] ams [info]GET /healthz 200 2811ms"""
    t3 = pj([A1, A2])
    t4 = pj([{"Name": "DATABASE_URL", "Digest": "b2d8e41c07f9a356", "CreatedAt": "2024-03-11T16:02:19Z"},
             {"Name": "JWT_SIGNING_KEY", "Digest": "7a01c9e5f2b34d68", "CreatedAt": "2024-03-11T16:02:19Z"},
             {"Name": "S3_ACCESS_KEY_ID", "Digest": "e93f0b7d1c2a5e48", "CreatedAt": "2024-05-02T10:44:51Z"},
             {"Name": "S3_SECRET_ACCESS_KEY", "Digest": "41c6d2e8a0f7b935", "CreatedAt": "2024-05-02T10:44:51Z"},
             {"Name": "SENTRY_DSN", "Digest": "0d5e7f3a9b1c8264", "CreatedAt": "2024-07-19T08:30:07Z"}])
    t5 = """Updating existing machines in 'quillstack-api' with rolling strategy

-------
 ✔ [1/2] Cleared lease for e784e903a2d418
 ✔ [1/2] Machine e784e903a2d418 [app] update succeeded
 ✔ [1/2] Machine e784e903a2d418 is now in a good state
 ✔ [2/2] Cleared lease for 0801d44b5e3e58
 ✔ [2/2] Machine 0801d44b5e3e58 [app] update succeeded
 ✔ [2/2] Machine 0801d44b5e3e58 is now in a good state
-------
Checking DNS configuration for quillstack-api.fly.dev"""
    t6 = """App 'quillstack-api' is going to be scaled according to this plan:
  +1 machines for group 'app' on region 'ams' of size 'shared-cpu-1x'
Executing scale plan
  Created 3d8d9e1b610589 group:app region:ams size:shared-cpu-1x"""
    env = {"NODE_ENV": "production", "PORT": "8080"}
    ev_upd = [{"type": "start", "status": "started", "source": "flyd", "timestamp": 1729582019233}, {"type": "update", "status": "replacing", "source": "user", "timestamp": 1729582013870}]
    B1 = mach(m1, "falling-frost-4412", "started", "01JATCE4Q9S1U3W5Y7A0C2E4G6", "2024-10-21T09:25:04Z", "2024-10-22T07:26:59Z", 38, "passing", "OK", "fdaa:9:41c2:a7b:1f3:8e60:1c2d:2", ev_upd)
    ev_upd2 = [{"type": "start", "status": "started", "source": "flyd", "timestamp": 1729582041770}, {"type": "update", "status": "replacing", "source": "user", "timestamp": 1729582036102}]
    B2 = mach(m2, "young-meadow-9120", "started", "01JATCEW8J0L2N4P6R8T1V3X5Z", "2024-10-21T09:25:07Z", "2024-10-22T07:27:21Z", 38, "passing", "OK", "fdaa:9:41c2:a7b:1f4:2b9c:7e11:2", ev_upd2)
    B3 = mach(m3, "patient-river-2387", "started", "01JATCHD3F5H7K9M1P3R5T7V9X", "2024-10-22T07:28:44Z", "2024-10-22T07:28:50Z", 38, "passing", "OK", "fdaa:9:41c2:a7b:1f5:6d04:93aa:2",
              [{"type": "start", "status": "started", "source": "flyd", "timestamp": 1729582130012}, {"type": "launch", "status": "created", "source": "user", "timestamp": 1729582124519}])
    for m in (B1, B2, B3):
        m["config"]["env"] = env
    t7 = pj([B1, B2, B3])
    t8 = status(38, [B1, B2, B3])
    t9 = """2024-10-22T07:27:18Z app[0801d44b5e3e58] ams [info] INFO Preparing to run: `docker-entrypoint.sh node dist/server.js` as node
2024-10-22T07:27:20Z app[0801d44b5e3e58] ams [info]{"level":30,"time":1729582040488,"pid":330,"msg":"pg pool ready (max=8)"}
2024-10-22T07:27:20Z app[0801d44b5e3e58] ams [info]{"level":30,"time":1729582040533,"pid":330,"msg":"v8 heap limit 384 MB (NODE_OPTIONS)"}
2024-10-22T07:27:20Z app[0801d44b5e3e58] ams [info]{"level":30,"time":1729582040561,"pid":330,"msg":"server listening on 0.0.0.0:8080"}
2024-10-22T07:28:47Z app[3d8d9e1b610589] ams [info] INFO Preparing to run: `docker-entrypoint.sh node dist/server.js` as node
2024-10-22T07:28:49Z app[3d8d9e1b610589] ams [info]{"level":30,"time":1729582129315,"pid":328,"msg":"pg pool ready (max=8)"}
2024-10-22T07:28:49Z app[3d8d9e1b610589] ams [info]{"level":30,"time":1729582129369,"pid":328,"msg":"server listening on 0.0.0.0:8080"}
2024-10-22T07:29:02Z app[3d8d9e1b610589] ams [info]GET /healthz 200 2ms
2024-10-22T07:29:13Z app[e784e903a2d418] ams [info]GET /v1/documents/8841207/revisions 200 188ms
2024-10-22T07:29:15Z app[0801d44b5e3e58] ams [info]GET /healthz 200 3ms
2024-10-22T07:29:21Z app[0801d44b5e3e58] ams [info]POST /v1/documents/8853310/comments 201 64ms
2024-10-22T07:29:30Z app[e784e903a2d418] ams [info]GET /healthz 200 2ms
2024-10-22T07:29:34Z app[3d8d9e1b610589] ams [info]GET /v1/workspaces/1207/members 200 97ms"""
    t10 = text_table(["VERSION", "STATUS", "DESCRIPTION", "USER", "DATE"], [
        ["v38", "complete", "Release", "ops@quillstack.dev", "2m ago"],
        ["v37", "complete", "Release", "ci-deploy@quillstack.dev", "22h ago"],
        ["v36", "complete", "Release", "ci-deploy@quillstack.dev", "Oct 18 2024 14:07"],
        ["v35", "complete", "Release", "ci-deploy@quillstack.dev", "Oct 16 2024 09:51"],
        ["v34", "failed", "Release", "ci-deploy@quillstack.dev", "Oct 16 2024 09:38"],
    ])
    turns = [
        (call("fly-status", app=app), t1),
        (call("fly-logs", app=app, machine=m2), t2),
        (call("fly-machine-list", app=app), t3),
        (call("fly-secrets-list", app=app), t4),
        (call("fly-secrets-set", app=app, secrets={"NODE_OPTIONS": "--max-old-space-size=384", "DB_POOL_MAX": "8"}), t5),
        (call("fly-scale-count", app=app, count=3, region="ams", process_group="app"), t6),
        (call("fly-machine-list", app=app), t7),
        (call("fly-status", app=app), t8),
        (call("fly-logs", app=app), t9),
        (call("fly-releases", app=app, limit=5), t10),
    ]
    rs.add(task="mcp", tid="h47-mcp-08", system=system, turns=turns, state=state)


# memory (knowledge graph) - clean
def t09(rs: RowSet) -> None:
    ent = {"type": "object", "properties": {"name": S, "entityType": S, "observations": A}}
    system = mcp_system("memory", "knowledge-graph memory kept by the assistant about an account team's contacts and projects", [
        tool("create_entities", "Create multiple new entities in the knowledge graph.", {"entities": {"type": "array", "items": ent}}, ["entities"]),
        tool("create_relations", "Create multiple new relations between entities (active voice).", {"relations": A}, ["relations"]),
        tool("add_observations", "Add new observations to existing entities.", {"observations": A}, ["observations"]),
        tool("delete_observations", "Delete specific observations from entities.", {"deletions": A}, ["deletions"]),
        tool("delete_entities", "Delete entities and their relations.", {"entityNames": A}, ["entityNames"]),
        tool("read_graph", "Read the entire knowledge graph.", {}, []),
        tool("search_nodes", "Search for nodes by name, type or observation content.", {"query": S}, ["query"]),
        tool("open_nodes", "Open specific nodes by name.", {"names": A}, ["names"]),
    ])
    state = ("The memory server's graph (memory.jsonl) holds what the assistant learned about the Orchard Analytics account in "
             "earlier chats. In this chat (2025-04-08) the user says: Priya Venkat now leads the Lumen beta, the beta slipped to "
             "16 June, and Kenji moved to Lisbon.")
    g = {
        "Kenji_Watanabe": ("person", ["Prefers async updates over meetings", "Based in the Osaka office", "Product manager for Project Lumen"]),
        "Orchard_Analytics": ("organization", ["B2B analytics vendor, ~180 employees", "Customer since 2023", "Billing contact: ap@orchard-analytics.io"]),
        "Project_Lumen": ("project", ["Self-serve dashboard builder", "Beta launch planned for 2025-05-26", "Uses ClickHouse backend"]),
        "Mara_Lindqvist": ("person", ["CTO at Orchard Analytics", "Prefers email for anything contractual"]),
        "Q2_Renewal": ("event", ["Renewal due 2025-06-30", "Current ARR $84,000", "Wants SSO included in the renewal"]),
    }
    rels = [("Kenji_Watanabe", "Orchard_Analytics", "works_at"), ("Mara_Lindqvist", "Orchard_Analytics", "works_at"),
            ("Kenji_Watanabe", "Project_Lumen", "manages"), ("Orchard_Analytics", "Q2_Renewal", "has_renewal")]

    def graph(names: list[str], rr: list[tuple[str, str, str]]) -> str:
        return pj({"entities": [{"type": "entity", "name": n, "entityType": g[n][0], "observations": g[n][1]} for n in names],
                   "relations": [{"type": "relation", "from": a, "to": b, "relationType": t} for a, b, t in rr]})
    t1 = mcp_text(graph(list(g), rels))
    new = [{"name": "Priya_Venkat", "entityType": "person", "observations": ["Engineering lead for the Lumen beta", "Joined Orchard Analytics in January 2025"]},
           {"name": "Lumen_Beta_Launch", "entityType": "event", "observations": ["Invite-only beta for 40 design partners", "Target date 2025-06-16"]}]
    t2 = mcp_text(pj(new))
    for e in new:
        g[e["name"]] = (e["entityType"], list(e["observations"]))
    newrels = [("Priya_Venkat", "Orchard_Analytics", "works_at"), ("Priya_Venkat", "Lumen_Beta_Launch", "leads"), ("Lumen_Beta_Launch", "Project_Lumen", "part_of")]
    t3 = mcp_text(pj([{"from": a, "to": b, "relationType": t} for a, b, t in newrels]))
    adds = [{"entityName": "Kenji_Watanabe", "contents": ["Moved to the Lisbon office in March 2025"]},
            {"entityName": "Project_Lumen", "contents": ["Beta launch moved to 2025-06-16"]}]
    t4 = mcp_text(pj([{"entityName": a["entityName"], "addedObservations": a["contents"]} for a in adds]))
    for a in adds:
        g[a["entityName"]][1].extend(a["contents"])
    dels = [{"entityName": "Kenji_Watanabe", "observations": ["Based in the Osaka office"]},
            {"entityName": "Project_Lumen", "observations": ["Beta launch planned for 2025-05-26"]}]
    for d in dels:
        for ob in d["observations"]:
            g[d["entityName"]][1].remove(ob)
    t5 = mcp_text("Observations deleted successfully")
    hit = [n for n in g if "lumen" in n.lower() or "lumen" in g[n][0].lower() or any("lumen" in ob.lower() for ob in g[n][1])]
    allrels = rels + newrels
    t6 = mcp_text(graph(hit, [x for x in allrels if x[0] in hit and x[1] in hit]))
    turns = [
        (call("read_graph"), t1),
        (call("create_entities", entities=new), t2),
        (call("create_relations", relations=[{"from": a, "to": b, "relationType": t} for a, b, t in newrels]), t3),
        (call("add_observations", observations=adds), t4),
        (call("delete_observations", deletions=dels), t5),
        (call("search_nodes", query="Lumen"), t6),
    ]
    rs.add(task="mcp", tid="h47-mcp-09", system=system, turns=turns, state=state)


# Sentry (issues, releases) - bad
def t10(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry MCP server for the organization harbor-health (sentry.io, US region)", [
        tool("find_organizations", "Find organizations the user has access to.", {}, []),
        tool("find_releases", "Find releases of a project.", {"organizationSlug": S, "projectSlug": S, "query": S}, ["organizationSlug"]),
        tool("find_issues", "Find issues with a Sentry search query.", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S}, ["organizationSlug"]),
        tool("get_issue_details", "Get details of an issue and its latest event.", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("search_events", "Search events or aggregate error counts with a natural-language query.", {"organizationSlug": S, "naturalLanguageQuery": S, "projectSlug": S, "limit": INT}, ["organizationSlug", "naturalLanguageQuery"]),
        tool("update_issue", "Update an issue's status or assignment.", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ])
    state = ("Sentry org harbor-health, projects patient-portal-web (Next.js) and patient-portal-api (Django). Release 2025.03.2 "
             "went out on 2025-03-11; support reports that the insurance step of appointment booking crashes for some patients. "
             "It is 2025-03-12 around 14:08 UTC. Task: find the regression, check its reach, assign it to Dmitri Volkov, mark it "
             "resolved in the next release once the fix PR is merged.")
    org = "harbor-health"
    foot = ("\n\n# Using this information\n\n- You can reference the IssueID in commit messages (e.g. `Fixes PORTAL-WEB-3F2`) to automatically close the issue when the commit is merged.\n"
            "- The stacktrace includes both first-party application code as well as third-party code, its important to triage to first-party code.")
    t1 = ("# Organizations\n\n## **harbor-health**\n\n**Web URL:** https://harbor-health.sentry.io\n**Region URL:** https://us.sentry.io\n\n"
          "## **harbor-health-sandbox**\n\n**Web URL:** https://harbor-health-sandbox.sentry.io\n**Region URL:** https://us.sentry.io\n\n"
          "# Using this information\n\n- The organization's name is the identifier for the organization, and is used in many tools for `organizationSlug`.")
    rel = [("2025.03.2", "2025-03-11T15:48:12.000Z", "2025-03-11T15:52:40.000Z", 7, 41), ("2025.03.1", "2025-03-04T10:11:55.000Z", "2025-03-04T10:16:03.000Z", 2, 28),
           ("2025.02.4", "2025-02-25T09:30:21.000Z", "2025-02-25T09:34:58.000Z", 0, 19), ("2025.02.3", "2025-02-18T16:02:47.000Z", "2025-02-18T16:07:30.000Z", 3, 33)]
    t2 = "# Releases in **harbor-health/patient-portal-web**\n\n" + "\n\n".join(
        f"## {v}\n\n**Created**: {c}\n**First Event**: {f}\n**New Issues**: {n}\n**Commits**: {k}\n**Projects**: patient-portal-web, patient-portal-api" for v, c, f, n, k in rel) + \
        "\n\n# Using this information\n\n- You can reference the Release version in commit messages or documentation.\n- You can search for issues in a specific release using the `find_issues()` tool with the query `firstRelease:VERSION`."
    first = "2025-03-11T16:22:05.000Z"
    last1 = "2025-03-12T14:07:41.000Z"
    issues = [
        ("PORTAL-WEB-3F2", "TypeError: Cannot read properties of undefined (reading 'insuranceProvider')", "app/(booking)/insurance/page.tsx in InsuranceStep", first, last1),
        ("PORTAL-API-1KD", "KeyError: 'insurance_provider'", "portal.booking.serializers in to_representation", "2025-03-11T16:24:51.000Z", "2025-03-12T14:06:58.000Z"),
        ("PORTAL-WEB-3EZ", "ChunkLoadError: Loading chunk 8812 failed.", "webpack/runtime/jsonp chunk loading", "2025-03-11T15:58:30.000Z", "2025-03-12T13:51:12.000Z"),
        ("PORTAL-WEB-3F5", "Error: Hydration failed because the initial UI does not match what was rendered on the server.", "app/(booking)/layout.tsx", "2025-03-11T17:40:19.000Z", "2025-03-12T12:18:44.000Z"),
        ("PORTAL-WEB-3F7", "AbortError: The user aborted a request.", "lib/api/client.ts in fetchWithTimeout", "2025-03-11T21:05:02.000Z", "2025-03-12T11:47:09.000Z"),
    ]

    def issue_list(rows: list[tuple]) -> str:
        return f"# Issues in **{org}**\n\n" + "\n\n".join(
            f"## {i}\n\n**Description**: {d}\n**Culprit**: {c}\n**First Seen**: {f}\n**Last Seen**: {ls}\n**URL**: https://harbor-health.sentry.io/issues/{i}" for i, d, c, f, ls in rows) + foot
    t3 = issue_list(issues)
    stack = """```
TypeError: Cannot read properties of undefined (reading 'insuranceProvider')
```

**Stacktrace:**
```
app/(booking)/insurance/page.tsx:57:41 (InsuranceStep)
    55 |   const { patient, coverage } = useBookingContext();
    56 |   const primary = coverage.policies.find((p) => p.isPrimary);
  > 57 |   const providerName = primary.details.insuranceProvider.displayName;
    58 |   const memberId = primary.details.memberId ?? "";
node_modules/react-dom/cjs/react-dom.production.min.js:160:137 (renderWithHooks)
node_modules/react-dom/cjs/react-dom.production.min.js:289:337 (beginWork)
```"""

    def details(occ: int, users: int, last: str, ev: str, at: str, assignee: str) -> str:
        return (f"# Issue PORTAL-WEB-3F2 in **{org}**\n\n**Description**: {issues[0][1]}\n**Culprit**: {issues[0][2]}\n**First Seen**: {first}\n"
                f"**Last Seen**: {last}\n**Occurrences**: {occ}\n**Users Impacted**: {users}\n**Status**: unresolved\n**Assigned To**: {assignee}\n**Platform**: javascript\n"
                f"**Project**: patient-portal-web\n**First Release**: 2025.03.2\n**URL**: https://harbor-health.sentry.io/issues/PORTAL-WEB-3F2\n\n"
                f"## Event Details\n\n**Event ID**: {ev}\n**Occurred At**: {at}\n\n### Error\n\n{stack}\n\n"
                "### HTTP Request\n\n**Method**: GET\n**URL**: https://portal.harborhealth.com/booking/insurance?appt=draft\n\n"
                "### Tags\n\n**browser**: Mobile Safari 18.3\n**os**: iOS 18.3.1\n**environment**: production\n**release**: 2025.03.2\n"
                "**handled**: no\n**level**: error\n**transaction**: /booking/insurance\n**url**: https://portal.harborhealth.com/booking/insurance" + foot)
    t4 = details(1284, 412, last1, "5b8e0c3f27a94d1e8f6b2a0d9c4e7f13", last1, "None")
    t5 = ("# Search Results for \"errors for issue PORTAL-WEB-3F2 grouped by browser in the last 24 hours\"\n\n"
          "**View these results in Sentry**: https://harbor-health.sentry.io/explore/discover/homepage/?dataset=errors&field=browser.name&field=count%28%29&field=count_unique%28user%29&query=issue%3APORTAL-WEB-3F2&statsPeriod=24h\n\n"
          + md_table(["browser.name", "count()", "count_unique(user)"], [["Mobile Safari", 612, 203], ["Chrome Mobile", 301, 97], ["Chrome", 188, 64], ["Safari", 97, 31], ["Samsung Internet", 52, 11], ["Firefox", 21, 6], ["Edge", 19, 5]])
          + "\n\nQuery: `issue:PORTAL-WEB-3F2` · Period: 24h · Sorted by count() desc")
    t6 = (f"# Issue PORTAL-WEB-3F2 Updated in **{org}**\n\n**Issue**: {issues[0][1]}\n**URL**: https://harbor-health.sentry.io/issues/PORTAL-WEB-3F2\n\n"
          "## Changes Made\n\n**Assigned To**: Unassigned → **Dmitri Volkov**\n\n## Current Status\n\n**Status**: unresolved\n**Assigned To**: Dmitri Volkov\n\n"
          "# Using this information\n\n- The issue has been successfully updated in Sentry\n- You can view the issue details using: `get_issue_details(organizationSlug=\"harbor-health\", issueId=\"PORTAL-WEB-3F2\")`")
    t7 = (f"# Issue PORTAL-API-1KD in **{org}**\n\n**Description**: KeyError: 'insurance_provider'\n**Culprit**: portal.booking.serializers in to_representation\n"
          "**First Seen**: 2025-03-11T16:24:51.000Z\n**Last Seen**: 2025-03-12T14:06:58.000Z\n**Occurrences**: 233\n**Users Impacted**: 87\n**Status**: unresolved\n"
          "**Assigned To**: None\n**Platform**: python\n**Project**: patient-portal-api\n**First Release**: 2025.03.2\n**URL**: https://harbor-health.sentry.io/issues/PORTAL-API-1KD\n\n"
          "## Event Details\n\n**Event ID**: 0e4c7a91d25b48f3a6e1c9b07d3f82a5\n**Occurred At**: 2025-03-12T14:06:58.000Z\n\n### Error\n\n```\nKeyError: 'insurance_provider'\n```\n\n"
          "**Stacktrace:**\n```\nportal/booking/serializers.py:142 (to_representation)\n    data[\"coverage\"] = {\n        \"provider\": policy.details[\"insurance_provider\"],\n"
          "rest_framework/serializers.py:522 (to_representation)\nrest_framework/serializers.py:686 (<listcomp>)\n```\n\n### Tags\n\n**environment**: production\n"
          "**release**: 2025.03.2\n**server_name**: portal-api-7c9d5b6f4-x2kqp\n**transaction**: /api/v2/booking/{draft_id}/coverage" + foot.replace("PORTAL-WEB-3F2", "PORTAL-API-1KD"))
    t8 = details(1309, 419, "2025-03-12T14:02:18.000Z", "c71f2e08b94a4d5f9e3a6b1d0c8f27e4", "2025-03-12T14:02:18.000Z", "Dmitri Volkov")
    t9 = (f"# Issue PORTAL-WEB-3F2 Updated in **{org}**\n\n**Issue**: {issues[0][1]}\n**URL**: https://harbor-health.sentry.io/issues/PORTAL-WEB-3F2\n\n"
          "## Changes Made\n\n**Status**: unresolved → **resolvedInNextRelease**\n\n## Current Status\n\n**Status**: resolvedInNextRelease\n**Assigned To**: Dmitri Volkov\n\n"
          "# Using this information\n\n- The issue has been successfully updated in Sentry\n- The issue will be marked as resolved when the next release is deployed; new events after that will reopen it as a regression")
    t10 = issue_list(issues[1:])
    turns = [
        (call("find_organizations"), t1),
        (call("find_releases", organizationSlug=org, projectSlug="patient-portal-web"), t2),
        (call("find_issues", organizationSlug=org, query="is:unresolved firstRelease:2025.03.2", sortBy="last_seen"), t3),
        (call("get_issue_details", organizationSlug=org, issueId="PORTAL-WEB-3F2"), t4),
        (call("search_events", organizationSlug=org, naturalLanguageQuery="errors for issue PORTAL-WEB-3F2 grouped by browser in the last 24 hours", projectSlug="patient-portal-web"), t5),
        (call("update_issue", organizationSlug=org, issueId="PORTAL-WEB-3F2", assignedTo="user:dmitri.volkov@harborhealth.com"), t6),
        (call("get_issue_details", organizationSlug=org, issueId="PORTAL-API-1KD"), t7),
        (call("get_issue_details", organizationSlug=org, issueId="PORTAL-WEB-3F2"), t8),
        (call("update_issue", organizationSlug=org, issueId="PORTAL-WEB-3F2", status="resolvedInNextRelease"), t9),
        (call("find_issues", organizationSlug=org, query="is:unresolved firstRelease:2025.03.2", sortBy="last_seen"), t10),
    ]
    rs.add(task="mcp", tid="h47-mcp-10", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="issue's last-seen time moved earlier than the value shown at turn 4 while its occurrence count grew")


# Airtable (records) - bad
def t11(rs: RowSet) -> None:
    system = mcp_system("airtable", "Airtable API with a personal access token of the procurement team", [
        tool("list_bases", "List all accessible Airtable bases.", {}, []),
        tool("list_tables", "List tables of a base with their fields.", {"baseId": S, "detailLevel": S}, ["baseId"]),
        tool("list_records", "List records from a table, with optional formula filter and sort.", {"baseId": S, "tableId": S, "filterByFormula": S, "maxRecords": INT, "sort": A, "view": S}, ["baseId", "tableId"]),
        tool("get_record", "Get one record by id.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete records.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ])
    state = ("Airtable workspace Procurement @ Tidewell Foods. Base \"Vendor Onboarding\" tracks suppliers through "
             "Prospect → Onboarding → Active. Request from Camille (procurement lead) on 2025-02-03: add Kitebridge Payroll as a new "
             "vendor in onboarding, mark Lumio Translate active (contract signed Friday), and correct Northgate Couriers' annual spend to 61,200.")
    base, tbl = "appQ7xK2mN9pL4vR1", "tblV3nD8sK1eF0aR2"
    t1 = pj({"bases": [{"id": "appH2cW8rT5yU1iO3", "name": "Supplier Scorecards 2024", "permissionLevel": "create"},
                       {"id": base, "name": "Vendor Onboarding", "permissionLevel": "create"},
                       {"id": "appM9nB4vC7xZ2lK6", "name": "Contract Renewals Calendar", "permissionLevel": "edit"},
                       {"id": "appE5rT1yU8iO4pA0", "name": "Procurement Requests", "permissionLevel": "comment"}]})
    t2 = pj({"tables": [
        {"id": tbl, "name": "Vendors", "primaryFieldId": "fldA1nM3vE9dK2pL7", "fields": [
            {"id": "fldA1nM3vE9dK2pL7", "name": "Vendor Name", "type": "singleLineText"},
            {"id": "fldB2sT4aU6sQ8wE1", "name": "Status", "type": "singleSelect", "options": {"choices": [{"name": "Prospect"}, {"name": "Onboarding"}, {"name": "Active"}, {"name": "Offboarded"}]}},
            {"id": "fldC3cA5tE7gR9yT2", "name": "Category", "type": "singleSelect", "options": {"choices": [{"name": "Logistics"}, {"name": "Packaging"}, {"name": "IT / SaaS"}, {"name": "HR / Payroll"}, {"name": "Ingredients"}, {"name": "Services"}]}},
            {"id": "fldD4oW6nE8rU0iY3", "name": "Owner", "type": "email"},
            {"id": "fldE5sP7eN9dI1oU4", "name": "Annual Spend", "type": "currency", "options": {"precision": 0, "symbol": "$"}},
            {"id": "fldF6cE8nD0aP2lI5", "name": "Contract End", "type": "date", "options": {"dateFormat": {"name": "iso"}}},
            {"id": "fldG7sO9cT1wO3kJ6", "name": "SOC 2", "type": "checkbox"},
            {"id": "fldH8nO0tE2sL4mN7", "name": "Notes", "type": "multilineText"},
            {"id": "fldJ9mO1dI3fI5eD8", "name": "Last Modified", "type": "lastModifiedTime"}]},
        {"id": "tblW4oE9dL2fG1hJ3", "name": "Contacts", "primaryFieldId": "fldK0pL2mN4bV6cX9", "fields": [{"id": "fldK0pL2mN4bV6cX9", "name": "Name", "type": "singleLineText"}, {"id": "fldL1qW3eR5tY7uI0", "name": "Vendor", "type": "multipleRecordLinks"}]},
        {"id": "tblX5pR0eQ3wS2dF4", "name": "Documents", "primaryFieldId": "fldM2aS4dF6gH8jK1", "fields": [{"id": "fldM2aS4dF6gH8jK1", "name": "Title", "type": "singleLineText"}, {"id": "fldN3zX5cV7bN9mQ2", "name": "File", "type": "multipleAttachments"}]},
    ]})
    recs = [
        ("recB7mQ2xT9vL4nE8", "2024-11-18T10:22:41.000Z", {"Vendor Name": "Northgate Couriers", "Status": "Onboarding", "Category": "Logistics", "Owner": "camille.roy@tidewellfoods.com", "Annual Spend": 58400, "Contract End": "2026-11-30", "SOC 2": False, "Notes": "Cold-chain courier for the Quebec DCs; insurance certificate pending.", "Last Modified": "2025-01-27T15:04:12.000Z"}),
        ("recD1pW8kS3zR6yA0", "2024-12-02T14:05:09.000Z", {"Vendor Name": "Lumio Translate", "Status": "Onboarding", "Category": "IT / SaaS", "Owner": "amir.haddad@tidewellfoods.com", "Annual Spend": 9600, "Contract End": "2026-01-31", "SOC 2": True, "Notes": "Label translation (FR/ES). DPA signed 2025-01-22.", "Last Modified": "2025-01-31T17:48:55.000Z"}),
        ("recF4vN6jH2cX8uM3", "2025-01-09T08:47:33.000Z", {"Vendor Name": "Greyline Corrugated", "Status": "Onboarding", "Category": "Packaging", "Owner": "camille.roy@tidewellfoods.com", "Annual Spend": 142000, "Contract End": "2027-03-31", "SOC 2": False, "Notes": "Second-source cartons; plant audit booked 2025-02-12.", "Last Modified": "2025-01-29T09:12:30.000Z"}),
        ("recH9tK5bE1qP7wZ2", "2025-01-20T16:31:18.000Z", {"Vendor Name": "Saltmarsh Spice Co.", "Status": "Onboarding", "Category": "Ingredients", "Owner": "dev.patel@tidewellfoods.com", "Annual Spend": 37500, "Contract End": "2026-06-30", "SOC 2": False, "Notes": "Allergen statement received; awaiting COA template.", "Last Modified": "2025-01-30T11:26:04.000Z"}),
    ]

    def listing(rr: list) -> str:
        return pj({"records": [{"id": i, "createdTime": c, "fields": f} for i, c, f in rr]})
    flt = "{Status} = 'Onboarding'"
    t3 = listing(recs)
    newf = {"Vendor Name": "Kitebridge Payroll", "Status": "Onboarding", "Category": "HR / Payroll", "Owner": "camille.roy@tidewellfoods.com",
            "Annual Spend": 18400, "Contract End": "2026-04-30", "SOC 2": True, "Notes": "Replaces in-house payroll for the Moncton plant. Security review 2025-02-10."}
    t4 = pj({"id": "recK4tB8wM2nV6xQ1", "createdTime": "2025-02-03T14:12:07.000Z", "fields": {**newf, "Last Modified": "2025-02-03T14:12:07.000Z"}})
    lum = copy.deepcopy(recs[1])
    lum[2].update({"Status": "Active", "Last Modified": "2025-02-03T14:12:39.000Z"})
    t5 = pj({"records": [{"id": lum[0], "createdTime": lum[1], "fields": lum[2]}]})
    t6 = listing([recs[0], recs[2], recs[3]])
    ng = copy.deepcopy(recs[0])
    ng[2].update({"Annual Spend": 61200, "Last Modified": "2025-02-03T14:13:22.000Z"})
    t7 = pj({"records": [{"id": ng[0], "createdTime": ng[1], "fields": ng[2]}]})
    turns = [
        (call("list_bases"), t1),
        (call("list_tables", baseId=base, detailLevel="full"), t2),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula=flt), t3),
        (call("create_record", baseId=base, tableId=tbl, fields=newf), t4),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": "recD1pW8kS3zR6yA0", "fields": {"Status": "Active"}}]), t5),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula=flt), t6),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": "recB7mQ2xT9vL4nE8", "fields": {"Annual Spend": 61200}}]), t7),
    ]
    rs.add(task="mcp", tid="h47-mcp-11", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="record created at turn 4 with Status Onboarding is absent from the Onboarding listing")


# Slack (channels, threads) - clean
def t12(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack workspace Cobalt Ledger (cobaltledger.slack.com) via the bot user ops-assistant", [
        tool("slack_list_channels", "List public channels in the workspace with pagination.", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_users", "Get a list of all users in the workspace.", {"limit": INT, "cursor": S}, []),
    ])
    state = ("Slack workspace Cobalt Ledger, bot user ops-assistant (U07MCPB0T1) is a member of #incidents. 2024-06-20, about "
             "14:55 UTC: incident #4412 (ledger-writer 5xx) is being handled by Lena Novak and Oren Shapiro. The incident commander asked "
             "the assistant to post a customer-facing status summary in #incidents, reply in the PagerDuty thread, and flag Oren's "
             "replication-lag message as being watched.")
    ch = "C05H2KQ8N3V"
    lena, oren, ravi, mei, bot = "U02JQ4T7XKL", "U03A7BN2WQ5", "U01R8FZ6M2D", "U04K9PL3CXE", "U07MCPB0T1"
    t1 = pj({"ok": True, "channels": [
        {"id": "C01A2B3C4D5", "name": "general", "is_channel": True, "is_archived": False, "is_general": True, "created": 1583164800, "num_members": 212, "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "Everyone"}},
        {"id": ch, "name": "incidents", "is_channel": True, "is_archived": False, "is_general": False, "created": 1621350000, "num_members": 87, "topic": {"value": "Active: #4412 ledger-writer 5xx (IC: Ravi)"}, "purpose": {"value": "Production incidents. Use threads."}},
        {"id": "C02F6G7H8J9", "name": "eng-backend", "is_channel": True, "is_archived": False, "is_general": False, "created": 1590710400, "num_members": 41, "topic": {"value": "Sprint 24-12"}, "purpose": {"value": "Backend engineering"}},
        {"id": "C03K1L2M3N4", "name": "deploys", "is_channel": True, "is_archived": False, "is_general": False, "created": 1604016000, "num_members": 64, "topic": {"value": "Deploy freeze Fri 16:00 UTC"}, "purpose": {"value": "Automated deploy notifications"}},
        {"id": "C04P5Q6R7S8", "name": "support-escalations", "is_channel": True, "is_archived": False, "is_general": False, "created": 1633046400, "num_members": 29, "topic": {"value": ""}, "purpose": {"value": "Tier 2 → engineering"}},
        {"id": "C06T9U0V1W2", "name": "random", "is_channel": True, "is_archived": False, "is_general": False, "created": 1583164800, "num_members": 198, "topic": {"value": "🐈"}, "purpose": {"value": "Non-work banter"}},
    ], "response_metadata": {"next_cursor": ""}})
    pd_ts = "1718893920.114529"
    m1 = {"type": "message", "user": lena, "text": "Rollback of ledger-writer to v3.18.4 is done; 5xx back under 0.5%. Keeping the incident open until replica lag clears.", "ts": "1718894811.730219", "team": "T01COBALT"}
    m2 = {"type": "message", "user": oren, "text": "replication lag on pg-ledger-replica-2 is 14m, catching up ~40s/min", "ts": "1718894402.118839", "team": "T01COBALT"}
    m3 = {"type": "message", "subtype": "bot_message", "bot_id": "B02PAGERDTY", "username": "PagerDuty", "text": ":red_circle: *Triggered* #4412 ledger-writer 5xx > 2% for 5m (prod) — assigned to Lena Novak", "ts": pd_ts,
          "thread_ts": pd_ts, "reply_count": 3, "reply_users_count": 2, "latest_reply": "1718894120.332901", "reply_users": [lena, oren], "is_locked": False, "subscribed": False}
    m4 = {"type": "message", "user": ravi, "text": "Postmortem for #4398 (statement export timeouts) is up: <https://cobaltledger.atlassian.net/wiki/spaces/ENG/pages/88213505|PM-4398>", "ts": "1718891230.505117", "team": "T01COBALT",
          "reactions": [{"name": "pray", "users": [lena, mei], "count": 2}]}
    m5 = {"type": "message", "user": mei, "text": "heads up: Stripe webhook retries from the 13:10 blip are still draining, expect duplicate-event warnings in #deploys", "ts": "1718887705.221004", "team": "T01COBALT"}
    m6 = {"type": "message", "subtype": "channel_topic", "user": ravi, "text": "set the channel topic: Active: #4412 ledger-writer 5xx (IC: Ravi)", "ts": "1718879012.660310"}
    t2 = pj({"ok": True, "messages": [m1, m2, m3, m4, m5, m6], "has_more": True, "pin_count": 4, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4ODc5MDEyNjYwMzEw"}})
    r1 = {"type": "message", "user": lena, "text": "ack, looking", "ts": "1718893987.441205", "thread_ts": pd_ts, "parent_user_id": "B02PAGERDTY"}
    r2 = {"type": "message", "user": oren, "text": "lines up with the ledger-writer v3.19.0 deploy at 14:20, new batch insert path", "ts": "1718894055.902117", "thread_ts": pd_ts, "parent_user_id": "B02PAGERDTY"}
    r3 = {"type": "message", "user": lena, "text": "rolling back to v3.18.4", "ts": "1718894120.332901", "thread_ts": pd_ts, "parent_user_id": "B02PAGERDTY"}
    t3 = pj({"ok": True, "messages": [m3, r1, r2, r3], "has_more": False})
    t4 = pj({"ok": True, "members": [
        {"id": ravi, "name": "ravi.k", "real_name": "Ravi Kulkarni", "tz": "Europe/London", "is_bot": False, "profile": {"title": "Eng Manager, Platform", "display_name": "Ravi"}},
        {"id": lena, "name": "lena.novak", "real_name": "Lena Novak", "tz": "Europe/Berlin", "is_bot": False, "profile": {"title": "SRE", "display_name": "Lena"}},
        {"id": oren, "name": "oren.s", "real_name": "Oren Shapiro", "tz": "Asia/Jerusalem", "is_bot": False, "profile": {"title": "Database Engineer", "display_name": "Oren"}},
        {"id": mei, "name": "mei.lin", "real_name": "Mei Lin", "tz": "America/New_York", "is_bot": False, "profile": {"title": "Payments Engineer", "display_name": "Mei"}},
        {"id": bot, "name": "ops-assistant", "real_name": "Ops Assistant", "tz": "UTC", "is_bot": True, "profile": {"title": "", "display_name": "ops-assistant", "bot_id": "B07MCPB0T1"}},
        {"id": "USLACKBOT", "name": "slackbot", "real_name": "Slackbot", "tz": "America/Los_Angeles", "is_bot": False, "profile": {"title": "", "display_name": "Slackbot"}},
    ], "response_metadata": {"next_cursor": "dXNlcjpVMDRLOVBMM0NYRQ=="}})
    post_text = ("*Status update — #4412 (ledger-writer errors)*\n• Impact: 14:20–14:46 UTC, ~3% of ledger writes failed and were retried; no data loss.\n"
                 "• Mitigation: rolled back to v3.18.4 at 14:46 UTC, error rate normal.\n• Open item: read replica lag (statements may be up to ~15 min stale). Next update 15:30 UTC.")
    me_post = {"type": "message", "subtype": "bot_message", "text": post_text, "ts": "1718895312.402119", "bot_id": "B07MCPB0T1", "app_id": "A07MCPAPP9", "user": bot, "team": "T01COBALT"}
    t5 = pj({"ok": True, "channel": ch, "ts": me_post["ts"], "message": me_post})
    reply_text = "Posted a status summary in channel (14:20–14:46 impact window, rollback done). I'll post the next update at 15:30 UTC unless replica lag is cleared earlier."
    me_reply = {"type": "message", "subtype": "bot_message", "text": reply_text, "ts": "1718895340.118204", "thread_ts": pd_ts, "parent_user_id": "B02PAGERDTY", "bot_id": "B07MCPB0T1", "user": bot}
    t6 = pj({"ok": True, "channel": ch, "ts": me_reply["ts"], "message": me_reply})
    t7 = pj({"ok": True})
    o_reply = {"type": "message", "user": oren, "text": "lag down to 3m on replica-2, should be clear in ~5", "ts": "1718895377.520733", "thread_ts": pd_ts, "parent_user_id": "B02PAGERDTY"}
    o_post = {"type": "message", "user": oren, "text": "pg-ledger-replica-2 caught up (lag < 1s). Statements are fresh again.", "ts": "1718895694.271385", "team": "T01COBALT",
              "reactions": [{"name": "tada", "users": [lena], "count": 1}]}
    m2b = {**m2, "reactions": [{"name": "eyes", "users": [bot], "count": 1}]}
    m3b = {**m3, "reply_count": 5, "reply_users_count": 3, "latest_reply": o_reply["ts"], "reply_users": [lena, oren, bot]}
    t8 = pj({"ok": True, "messages": [o_post, me_post, m1, m2b, m3b, m4], "has_more": True, "pin_count": 4, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4ODkxMjMwNTA1MTE3"}})
    t9 = pj({"ok": True, "messages": [m3b, r1, r2, r3, me_reply, o_reply], "has_more": False})
    turns = [
        (call("slack_list_channels", limit=100), t1),
        (call("slack_get_channel_history", channel_id=ch, limit=6), t2),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=pd_ts), t3),
        (call("slack_get_users", limit=6), t4),
        (call("slack_post_message", channel_id=ch, text=post_text), t5),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=pd_ts, text=reply_text), t6),
        (call("slack_add_reaction", channel_id=ch, timestamp="1718894402.118839", reaction="eyes"), t7),
        (call("slack_get_channel_history", channel_id=ch, limit=6), t8),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=pd_ts), t9),
    ]
    rs.add(task="mcp", tid="h47-mcp-12", system=system, turns=turns, state=state)


# Xero (invoices, payments) - bad
def t13(rs: RowSet) -> None:
    system = mcp_system("xero", "Xero accounting API for the organisation Kowhai Joinery Ltd (NZD, GST registered)", [
        tool("list-contacts", "List contacts, optionally filtered by a search term.", {"searchTerm": S, "page": INT}, []),
        tool("list-invoices", "List invoices, filtered by contact ids or invoice numbers.", {"contactIds": A, "invoiceNumbers": A, "page": INT}, []),
        tool("create-payment", "Create a payment against an invoice.", {"invoiceId": S, "accountId": S, "amount": NUM, "date": S, "reference": S}, ["invoiceId", "accountId", "amount"]),
        tool("list-payments", "List payments, filtered by invoice number or reference.", {"invoiceNumber": S, "invoiceId": S, "reference": S, "page": INT}, []),
        tool("list-accounts", "List the chart of accounts.", {}, []),
        tool("create-invoice", "Create a draft invoice.", {"contactId": S, "lineItems": A, "type": S, "reference": S, "date": S}, ["contactId", "lineItems", "type"]),
        tool("update-invoice", "Update a draft invoice.", {"invoiceId": S, "lineItems": A, "reference": S, "dueDate": S, "date": S}, ["invoiceId"]),
    ])
    state = ("Xero organisation Kowhai Joinery Ltd (Christchurch, NZD, GST 15%, invoices tax-exclusive). The bookkeeper asks on "
             "2025-05-14: record the part-payment of $1,250.00 that Tui Street Café paid into the business account today against "
             "INV-0387, then raise a draft invoice to Harakeke Early Learning for two rimu bench seats plus 3.5 h installation.")
    tui = "4f8c2a1e-7b3d-4e90-a6c5-1d2e3f4a5b6c"
    inv387, inv402 = "b2e7d9c1-3a4f-4b85-9e60-7c1d2a3b4e5f", "e9a1c3d5-7f2b-4c64-8a19-2b3c4d5e6f70"
    bank = "13918178-849a-4823-9a31-57b7eac713d7"

    def contact(cid: str, name: str, email: str, phone: str, addr: str, bal: str, overdue: str) -> str:
        return (f"Contact: {name}\nID: {cid}\nEmail: {email}\nPhone: {phone}\nAddress: {addr}\nStatus: ACTIVE\nIs Customer: true\nIs Supplier: false\n"
                f"Default Currency: NZD\nAccounts Receivable Outstanding: {bal}\nAccounts Receivable Overdue: {overdue}\nUpdated: 2025-05-02T21:14:09Z")
    t1 = "Found 1 contacts:\n\n" + contact(tui, "Tui Street Café", "accounts@tuistreetcafe.co.nz", "+64 3 377 4120", "88 Tui Street, Sydenham, Christchurch 8023, NZ", "5,957.00", "4,830.00")

    def inv(iid: str, num: str, ref: str, status: str, cname: str, cid: str, date: str, due: str, lines: list[tuple], sub: str, tax: str, total: str, paid: str, amt_due: str, updated: str) -> str:
        li = "\n".join(f"  - {d} | Qty: {q} | Unit: {u} | Account: {a} | Tax: {t} | Amount: {amt}" for d, q, u, a, t, amt in lines)
        return (f"Invoice ID: {iid}\nInvoice: {num}\nReference: {ref}\nType: ACCREC\nStatus: {status}\nContact: {cname} ({cid})\nDate: {date}\nDue Date: {due}\n"
                f"Line Amount Types: Exclusive\nLine Items:\n{li}\nSub Total: {sub}\nTotal Tax: {tax}\nTotal: {total}\nAmount Paid: {paid}\nAmount Due: {amt_due}\n"
                f"Currency: NZD\nUpdated: {updated}")
    l387 = [("Kitchen banquette seating, macrocarpa, 3.2 m", "1", "3,600.00", "200", "GST on Income", "3,600.00"),
            ("Site measure & design", "1", "600.00", "200", "GST on Income", "600.00")]
    l402 = [("Replacement table tops, oiled oak (x2)", "2", "490.00", "200", "GST on Income", "980.00")]
    i387 = ("INV-0387", "Banquette - Sydenham", "AUTHORISED", "Tui Street Café", tui, "2025-04-09", "2025-05-09", l387, "4,200.00", "630.00", "4,830.00")
    t2 = "Found 2 invoices:\n\n" + "\n\n".join([
        inv(inv387, *i387, "0.00", "4,830.00", "2025-04-09T02:41:17Z"),
        inv(inv402, "INV-0402", "Table tops", "AUTHORISED", "Tui Street Café", tui, "2025-04-30", "2025-05-30", l402, "980.00", "147.00", "1,127.00", "0.00", "1,127.00", "2025-04-30T04:02:55Z")])
    pay = "7d3c9e1a-2b5f-4a86-b0d4-e1f2a3b4c5d6"
    t3 = ("Payment created successfully:\nPayment ID: 7d3c9e1a-2b5f-4a86-b0d4-e1f2a3b4c5d6\nInvoice: INV-0387\nInvoice ID: b2e7d9c1-3a4f-4b85-9e60-7c1d2a3b4e5f\n"
          "Account: 090 Business Bank Account\nAmount: 1,250.00\nDate: 2025-05-14\nReference: DC 14/05 TUI ST\nStatus: AUTHORISED\nPayment Type: ACCRECPAYMENT\nUpdated: 2025-05-14T03:22:48Z")
    t4 = "Found 1 invoices:\n\n" + inv(inv387, *i387, "1,250.00", "3,480.00", "2025-05-14T03:22:48Z")
    accts = [("090", "Business Bank Account", "BANK", "ACTIVE", bank), ("091", "Business Savings Account", "BANK", "ACTIVE", "26a8e5f0-4c1b-4d97-8e23-9f0a1b2c3d4e"),
             ("200", "Sales", "REVENUE", "ACTIVE", "5040915e-8ce7-4177-8d08-fde416232f18"), ("260", "Other Revenue", "REVENUE", "ACTIVE", "e0a27ab4-e5b5-4e7c-9d2f-1a3b5c7d9e0f"),
             ("310", "Cost of Goods Sold - Timber", "DIRECTCOSTS", "ACTIVE", "ae2b1e07-3d4f-4c5a-9b6e-7f8a9b0c1d2e"), ("429", "General Expenses", "EXPENSE", "ACTIVE", "c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f"),
             ("610", "Accounts Receivable", "CURRENT", "ACTIVE", "f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9"), ("820", "GST", "CURRLIAB", "ACTIVE", "d9c8b7a6-9584-4736-a2b1-c0d9e8f7a6b5")]
    t5 = f"Found {len(accts)} accounts:\n\n" + "\n\n".join(f"Code: {c}\nName: {n}\nType: {t}\nStatus: {s}\nAccount ID: {i}" + ("\nBank Account Number: 02-0800-0592713-000" if c == "090" else "") for c, n, t, s, i in accts)
    hk = "8a6b4c2d-0e1f-4a3b-9c5d-6e7f8a9b0c1d"
    t6 = "Found 1 contacts:\n\n" + contact(hk, "Harakeke Early Learning", "office@harakeke.school.nz", "+64 3 942 6618", "14 Harakeke Street, Riccarton, Christchurch 8011, NZ", "0.00", "0.00")
    lines = [{"description": "Rimu bench seat, 1.8 m, child-height", "quantity": 2, "unitAmount": 1480.00, "accountCode": "200", "taxType": "OUTPUT2"},
             {"description": "Installation (hours)", "quantity": 3.5, "unitAmount": 85.00, "accountCode": "200", "taxType": "OUTPUT2"}]
    new_id = "c6e8a0b2-4d1f-4e73-9a5b-8c0d2e4f6a81"
    nl = [("Rimu bench seat, 1.8 m, child-height", "2", "1,480.00", "200", "GST on Income", "2,960.00"), ("Installation (hours)", "3.5", "85.00", "200", "GST on Income", "297.50")]
    t7 = "Invoice created successfully:\n\n" + inv(new_id, "INV-0415", "", "DRAFT", "Harakeke Early Learning", hk, "2025-05-14", "2025-06-20", nl, "3,257.50", "488.63", "3,746.13", "0.00", "3,746.13", "2025-05-14T03:25:31Z")
    t8 = "Invoice updated successfully:\n\n" + inv(new_id, "INV-0415", "PO 7713", "DRAFT", "Harakeke Early Learning", hk, "2025-05-14", "2025-06-13", nl, "3,257.50", "488.63", "3,746.13", "0.00", "3,746.13", "2025-05-14T03:26:04Z")
    t9 = ("Found 3 payments:\n\n"
          f"Payment ID: {pay}\nDate: 2025-05-14\nAmount: 1,250.00\nReference: DC 14/05 TUI ST\nInvoice: INV-0387 (Tui Street Café)\nAccount: 090 Business Bank Account\nStatus: AUTHORISED\nIs Reconciled: false\n\n"
          "Payment ID: 0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e\nDate: 2025-03-28\nAmount: 874.00\nReference: DC 28/03 TUI ST\nInvoice: INV-0361 (Tui Street Café)\nAccount: 090 Business Bank Account\nStatus: AUTHORISED\nIs Reconciled: true\n\n"
          "Payment ID: 5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9\nDate: 2025-02-11\nAmount: 2,415.00\nReference: DC 11/02 TUI ST\nInvoice: INV-0344 (Tui Street Café)\nAccount: 090 Business Bank Account\nStatus: AUTHORISED\nIs Reconciled: true")
    turns = [
        (call("list-contacts", searchTerm="Tui Street"), t1),
        (call("list-invoices", contactIds=[tui]), t2),
        (call("create-payment", invoiceId=inv387, accountId=bank, amount=1250.00, date="2025-05-14", reference="DC 14/05 TUI ST"), t3),
        (call("list-invoices", invoiceNumbers=["INV-0387"]), t4),
        (call("list-accounts"), t5),
        (call("list-contacts", searchTerm="Harakeke"), t6),
        (call("create-invoice", contactId=hk, lineItems=lines, type="ACCREC"), t7),
        (call("update-invoice", invoiceId=new_id, reference="PO 7713", dueDate="2025-06-13"), t8),
        (call("list-payments", reference="TUI ST"), t9),
    ]
    rs.add(task="mcp", tid="h47-mcp-13", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="invoice amount due after the 1,250.00 payment does not equal total minus amount paid")


# Jira (sprint issues) - clean
def t14(rs: RowSet) -> None:
    system = mcp_system("mcp-atlassian", "Jira Cloud site finwave.atlassian.net, user Sofia Marin (Payments EM)", [
        tool("jira_search", "Search Jira issues using JQL.", {"jql": S, "fields": S, "limit": INT, "start_at": INT}, ["jql"]),
        tool("jira_get_issue", "Get details of a Jira issue including comments.", {"issue_key": S, "fields": S, "comment_limit": INT}, ["issue_key"]),
        tool("jira_get_transitions", "Get available status transitions for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition an issue to a new status.", {"issue_key": S, "transition_id": S, "comment": S, "fields": OBJ}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_create_issue", "Create a new issue.", {"project_key": S, "summary": S, "issue_type": S, "description": S, "assignee": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
        tool("jira_add_comment", "Add a comment to an issue.", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    ])
    state = ("Jira Cloud finwave.atlassian.net, project PAY (Payments), active sprint \"PAY Sprint 41\" (id 412, 2 Sep – 13 Sep 2024). "
             "Sofia asks on Tue 2024-09-10 late morning (Europe/Warsaw): close PAY-2231 since its PR merged, give the FX-column story to Aiko with "
             "5 points, log a new bug about duplicate webhook retries and pull it into the sprint.")
    P = {"Highest": 1, "High": 2, "Medium": 3, "Low": 4}
    rows = [
        ["PAY-2231", "10831", "Retry idempotency keys on 3DS challenge timeout", "Story", "In Review", "Highest", "Jonah Reyes", 5, "2024-08-28T09:14:02.118+0200", "2024-09-09T17:22:40.551+0200"],
        ["PAY-2219", "10807", "SEPA mandate PDF shows wrong creditor ID for AT entities", "Bug", "In Progress", "Highest", "Aiko Tanaka", 3, "2024-08-22T15:40:11.906+0200", "2024-09-10T09:05:13.804+0200"],
        ["PAY-2240", "10846", "Payout report: add FX rate column", "Story", "To Do", "High", None, None, "2024-08-29T10:02:37.415+0200", "2024-09-06T14:41:27.009+0200"],
        ["PAY-2236", "10840", "Ledger drift alert fires on leap-second timestamps", "Bug", "In Progress", "High", "Marek Nowak", 3, "2024-08-28T16:55:49.270+0200", "2024-09-09T16:03:55.270+0200"],
        ["PAY-2212", "10795", "Migrate card vault client to v4 SDK", "Task", "Done", "High", "Jonah Reyes", 8, "2024-08-19T11:21:08.730+0200", "2024-09-05T11:30:18.442+0200"],
        ["PAY-2244", "10852", "Chargeback evidence upload fails for HEIC images", "Bug", "To Do", "High", "Priya Das", 2, "2024-08-30T13:17:20.661+0200", "2024-09-04T10:12:45.118+0200"],
        ["PAY-2228", "10821", "Klarna capture webhook signature check", "Story", "In Review", "Medium", "Marek Nowak", 3, "2024-08-26T08:48:59.002+0200", "2024-09-09T18:47:02.336+0200"],
        ["PAY-2233", "10835", "Remove legacy /v1/refunds endpoint", "Task", "To Do", "Medium", "Jonah Reyes", 2, "2024-08-28T11:36:44.520+0200", "2024-09-03T09:58:31.774+0200"],
        ["PAY-2205", "10781", "Dashboard: refund reasons pie chart", "Story", "Done", "Medium", "Priya Das", 3, "2024-08-15T14:09:27.388+0200", "2024-09-06T16:20:04.913+0200"],
        ["PAY-2247", "10858", "Alert on payout batch pending > 2h", "Task", "In Progress", "Medium", "Aiko Tanaka", 2, "2024-09-02T09:31:15.847+0200", "2024-09-09T12:14:36.205+0200"],
        ["PAY-2215", "10799", "Typo in refund confirmation email (DE)", "Bug", "Done", "Low", "Priya Das", 1, "2024-08-20T17:44:03.127+0200", "2024-09-03T15:08:52.640+0200"],
        ["PAY-2239", "10844", "Upgrade pg driver in settlement-service", "Task", "To Do", "Low", "Marek Nowak", 1, "2024-08-29T09:12:58.093+0200", "2024-09-02T10:40:19.561+0200"],
        ["PAY-2222", "10814", "Document PSP failover runbook", "Task", "Blocked", "Low", "Jonah Reyes", 2, "2024-08-23T12:26:30.478+0200", "2024-09-05T09:47:11.288+0200"],
        ["PAY-2250", "10861", "Flaky test: PayoutSchedulerTest.testCutoffDST", "Bug", "To Do", "Low", None, 1, "2024-09-03T14:55:42.019+0200", "2024-09-04T08:30:26.995+0200"],
    ]
    cat = {"To Do": "To Do", "In Progress": "In Progress", "In Review": "In Progress", "Blocked": "In Progress", "Done": "Done"}

    def brief(x: list) -> dict:
        return {"id": x[1], "key": x[0], "summary": x[2], "issue_type": {"name": x[3]}, "status": {"name": x[4], "category": cat[x[4]]},
                "priority": {"name": x[5]}, "assignee": {"display_name": x[6]} if x[6] else None, "customfield_10016": x[7],
                "created": x[8], "updated": x[9]}

    def search(sel: list[list], total: int, start: int, mx: int) -> str:
        return pj({"total": total, "start_at": start, "max_results": mx, "issues": [brief(x) for x in sel]})
    by_pri = sorted(rows, key=lambda x: (P[x[5]], tuple(-ord(c) for c in x[9])))
    jq1 = "project = PAY AND sprint in openSprints() ORDER BY priority DESC, updated DESC"
    fl = "summary,status,issuetype,priority,assignee,customfield_10016,created,updated"
    t1 = search(by_pri[:10], 14, 0, 10)
    t2 = search(by_pri[10:], 14, 10, 10)
    get = {r[0]: r for r in rows}
    x = get["PAY-2231"]
    t3 = pj({**brief(x), "description": "When the ACS times out during a 3DS2 challenge we currently create a new idempotency key on retry, which the PSP treats as a new payment.\n\n*Acceptance criteria*\n# Retry reuses the original key for 24h\n# Metric `payments_3ds_retry_total{outcome}`\n# Runbook updated",
             "reporter": {"display_name": "Sofia Marin"}, "labels": ["3ds", "psp-adyen"], "components": [{"name": "checkout-service"}],
             "fixVersions": [{"name": "payments-2024.37"}], "sprint": {"id": 412, "name": "PAY Sprint 41", "state": "active"}, "resolution": None,
             "comments": [{"id": "58213", "author": {"display_name": "Marek Nowak"}, "created": "2024-09-06T10:18:44.630+0200", "body": "Reviewed; one nit about the TTL constant."},
                          {"id": "58290", "author": {"display_name": "Jonah Reyes"}, "created": "2024-09-09T17:22:40.551+0200", "body": "PR #1893 merged to main, deployed to staging."}],
             "url": "https://finwave.atlassian.net/browse/PAY-2231"})
    t4 = pj([{"id": "21", "name": "Back to In Progress", "to_status": "In Progress"}, {"id": "31", "name": "Done", "to_status": "Done"},
             {"id": "41", "name": "Blocked", "to_status": "Blocked"}, {"id": "51", "name": "Won't Do", "to_status": "Done"}])
    x[4], x[9] = "Done", "2024-09-10T11:43:05.221+0200"
    t5 = pj({"message": "Issue PAY-2231 transitioned successfully", "issue": {**brief(x), "resolution": {"name": "Done"}, "resolutiondate": x[9]}})
    y = get["PAY-2240"]
    y[6], y[7], y[9] = "Aiko Tanaka", 5, "2024-09-10T11:43:48.910+0200"
    t6 = pj({"message": "Issue updated successfully", "issue": brief(y)})
    new = ["PAY-2258", "10874", "Duplicate webhook retries after PSP 502 are processed twice", "Bug", "To Do", "High", "Marek Nowak", 3, "2024-09-10T11:44:30.117+0200", "2024-09-10T11:44:30.117+0200"]
    t7 = pj({"message": "Issue created successfully", "issue": {**brief(new), "url": "https://finwave.atlassian.net/browse/PAY-2258", "sprint": None,
                                                               "description": "Adyen retried `AUTHORISATION` notifications after our 502s at 09:12–09:19; settlement-service booked 7 payments twice. Needs dedupe on pspReference + eventCode."}})
    y[9] = "2024-09-10T11:45:02.650+0200"
    t8 = pj({"id": "58344", "author": {"display_name": "Sofia Marin"}, "created": y[9], "updated": y[9],
             "body": "Aiko — taking this one since you know the payout report code; 5 pts agreed in refinement. Rates should come from the daily ECB snapshot we already store."})
    get["PAY-2219"][9] = "2024-09-10T11:44:10.333+0200"
    open_ = sorted([r for r in rows if r[4] != "Done"], key=lambda r: r[9], reverse=True)
    t9 = search(open_, len(open_), 0, 10)
    new[9] = "2024-09-10T11:46:11.402+0200"
    t10 = pj({"message": "Issue updated successfully", "issue": {**brief(new), "sprint": {"id": 412, "name": "PAY Sprint 41", "state": "active"}}})
    rows.append(new)
    by_created = sorted([r for r in rows if r[4] != "Done"], key=lambda r: r[8], reverse=True)
    t11 = search(by_created[:5], len(by_created), 0, 5)
    turns = [
        (call("jira_search", jql=jq1, fields=fl, limit=10), t1),
        (call("jira_search", jql=jq1, fields=fl, limit=10, start_at=10), t2),
        (call("jira_get_issue", issue_key="PAY-2231", comment_limit=5), t3),
        (call("jira_get_transitions", issue_key="PAY-2231"), t4),
        (call("jira_transition_issue", issue_key="PAY-2231", transition_id="31", comment="PR #1893 merged and verified on staging; closing."), t5),
        (call("jira_update_issue", issue_key="PAY-2240", fields={"assignee": "aiko.tanaka@finwave.io", "customfield_10016": 5}), t6),
        (call("jira_create_issue", project_key="PAY", summary="Duplicate webhook retries after PSP 502 are processed twice", issue_type="Bug", assignee="marek.nowak@finwave.io",
              description="Adyen retried `AUTHORISATION` notifications after our 502s at 09:12–09:19; settlement-service booked 7 payments twice. Needs dedupe on pspReference + eventCode.",
              additional_fields={"priority": {"name": "High"}, "customfield_10016": 3}), t7),
        (call("jira_add_comment", issue_key="PAY-2240", comment="Aiko — taking this one since you know the payout report code; 5 pts agreed in refinement. Rates should come from the daily ECB snapshot we already store."), t8),
        (call("jira_search", jql="project = PAY AND sprint in openSprints() AND status != Done ORDER BY updated DESC", fields=fl, limit=10), t9),
        (call("jira_update_issue", issue_key="PAY-2258", fields={"customfield_10020": 412}), t10),
        (call("jira_search", jql="sprint = 412 AND status != Done ORDER BY created DESC", fields=fl, limit=5), t11),
    ]
    rs.add(task="mcp", tid="h47-mcp-14", system=system, turns=turns, state=state)


# Render (services, deploys) - clean
def t15(rs: RowSet) -> None:
    system = mcp_system("render", "Render MCP server, workspace \"Atlas Freight\" (tea-cq1u8m5ds78s73bkgs30)", [
        tool("list_services", "List all services in the selected workspace.", {"includePreviews": B}, []),
        tool("get_service", "Get details of a service.", {"serviceId": S}, ["serviceId"]),
        tool("list_deploys", "List deploys of a service.", {"serviceId": S, "limit": INT}, ["serviceId"]),
        tool("get_deploy", "Get one deploy of a service.", {"serviceId": S, "deployId": S}, ["serviceId", "deployId"]),
        tool("update_environment_variables", "Set environment variables of a service; triggers a deploy.", {"serviceId": S, "envVars": A, "replace": B}, ["serviceId", "envVars"]),
        tool("list_logs", "List logs for resources.", {"resource": A, "limit": INT, "startTime": S, "endTime": S, "direction": S}, ["resource"]),
        tool("get_metrics", "Get performance metrics of a service.", {"resourceId": S, "metricTypes": A, "startTime": S, "endTime": S, "resolution": INT}, ["resourceId", "metricTypes"]),
    ])
    state = ("Render workspace Atlas Freight, region frankfurt. The queue of `atlas-worker` (background worker, Standard plan, "
             "1 instance) is backing up; CPU is low, so the worker is under-parallelised. Task on 2025-01-15 around 10:20 UTC: raise "
             "WORKER_CONCURRENCY from 2 to 6, confirm the redeploy goes live and the new worker picks up the setting.")
    web, wk, cron = "srv-cq8v2lbv2p9s73b1kq0g", "srv-cq8v3e5ds78s73c0hm7g", "crn-cq8v4gbv2p9s73b1l2a0"

    def svc(sid: str, name: str, typ: str, plan: str, updated: str, extra: dict) -> dict:
        return {"id": sid, "name": name, "type": typ, "ownerId": "tea-cq1u8m5ds78s73bkgs30", "repo": "https://github.com/atlas-freight/atlas", "branch": "main",
                "autoDeploy": "yes", "suspended": "not_suspended", "createdAt": "2024-07-02T08:11:49.052Z", "updatedAt": updated,
                "dashboardUrl": f"https://dashboard.render.com/{'worker' if typ == 'background_worker' else 'web' if typ == 'web_service' else 'cron'}/{sid}",
                "serviceDetails": {"plan": plan, "region": "frankfurt", "env": "docker", **extra}}
    t1 = pj([
        svc(web, "atlas-web", "web_service", "standard", "2025-01-14T16:42:03.118Z", {"numInstances": 2, "healthCheckPath": "/healthz", "url": "https://atlas-web.onrender.com"}),
        svc(wk, "atlas-worker", "background_worker", "standard", "2025-01-14T16:42:05.770Z", {"numInstances": 1}),
        svc(cron, "atlas-nightly-reconcile", "cron_job", "starter", "2025-01-09T11:05:31.402Z", {"schedule": "15 2 * * *", "lastSuccessfulRunAt": "2025-01-15T02:17:48.221Z"}),
    ])
    cpu = [0.118, 0.124, 0.131, 0.109, 0.127, 0.122, 0.135]
    mem = [312.4, 318.9, 321.2, 315.7, 319.3, 322.8, 320.1]
    ts = ["09:50", "09:55", "10:00", "10:05", "10:10", "10:15", "10:20"]
    t2 = pj({"resourceId": wk, "timeRange": {"start": "2025-01-15T09:50:00Z", "end": "2025-01-15T10:20:00Z"}, "resolution": 300, "metrics": [
        {"type": "cpu_usage", "unit": "cpu", "description": "CPU cores used (instance limit 1.0)", "values": [{"timestamp": f"2025-01-15T{t}:00Z", "value": v} for t, v in zip(ts, cpu)]},
        {"type": "memory_usage", "unit": "MB", "description": "Memory used (instance limit 2048 MB)", "values": [{"timestamp": f"2025-01-15T{t}:00Z", "value": v} for t, v in zip(ts, mem)]}]})
    old = [("dep-cu3kq1rqf0us73a8b9tg", "live", "new_commit", "8d21f4c0a7e3b9d5f6c1e2a4b8d0f3c7e9a1b5d2", "worker: retry Kafka commit on rebalance (#612)", "2025-01-14T16:38:22.905Z", "2025-01-14T16:42:05.770Z"),
           ("dep-cu1p9grqf0us73a3c5jg", "deactivated", "new_commit", "f0b3c7e1d9a5b2c4e6f8a0d2b4c6e8f0a2b4c6d8", "deps: bump pydantic to 2.10.4 (#609)", "2025-01-10T13:02:44.318Z", "2025-01-10T13:07:19.054Z"),
           ("dep-cu0h2mbqf0us73a1e7n0", "deactivated", "new_commit", "3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c", "worker: structured logging for job ids (#604)", "2025-01-08T09:21:10.662Z", "2025-01-08T09:25:58.137Z")]

    def dep(x: tuple) -> dict:
        did, st, trig, sha, msg, cr, fin = x
        return {"id": did, "status": st, "trigger": trig, "commit": {"id": sha, "message": msg, "createdAt": cr} if sha else None,
                "image": {"ref": f"registry.render.com/atlas-worker:{sha[:12] if sha else '8d21f4c0a7e3'}"}, "createdAt": cr, "updatedAt": fin or cr, "finishedAt": fin}
    t3 = pj([{"deploy": dep(x), "cursor": x[0][4:]} for x in old])
    nid = "dep-cu4a7r3qf0us73c2d8sg"
    t4 = pj({"message": "Environment variables updated for service atlas-worker. A deploy has been triggered to apply the changes.",
             "serviceId": wk, "envVars": [{"key": "WORKER_CONCURRENCY", "value": "6"}], "deployId": nid})
    newdep = (nid, "update_in_progress", "env_updated", "8d21f4c0a7e3b9d5f6c1e2a4b8d0f3c7e9a1b5d2", "worker: retry Kafka commit on rebalance (#612)", "2025-01-15T10:21:07.448Z", None)
    d5 = dep(newdep)
    d5["commit"]["createdAt"] = "2025-01-14T16:38:22.905Z"
    t5 = pj(d5)
    oldi, newi = f"{wk}-7c9f8d6b5-kx2mq", f"{wk}-59d4b7c8f-r8tzw"
    logs = [
        ("2025-01-15T10:21:31.205Z", newi, "==> Deploying... (env_updated, image reused from dep-cu3kq1rqf0us73a8b9tg)"),
        ("2025-01-15T10:21:38.904Z", newi, "INFO  atlas.worker.boot  Starting atlas-worker 2025.01.14-8d21f4c"),
        ("2025-01-15T10:21:39.117Z", newi, "INFO  atlas.worker.boot  Config: WORKER_CONCURRENCY=6 QUEUE=shipments.events PREFETCH=24"),
        ("2025-01-15T10:21:39.652Z", newi, "INFO  atlas.worker.kafka  Joined group atlas-worker (generation 318), assigned partitions [6-11]"),
        ("2025-01-15T10:21:40.010Z", newi, "INFO  atlas.worker.pool  6 consumer threads started"),
        ("2025-01-15T10:21:44.876Z", oldi, "INFO  atlas.worker.boot  SIGTERM received, draining 2 in-flight jobs"),
        ("2025-01-15T10:21:46.331Z", oldi, "INFO  atlas.worker.pool  job 88213407 done (shipment.status_changed) in 1.41s"),
        ("2025-01-15T10:21:46.902Z", oldi, "INFO  atlas.worker.pool  job 88213409 done (shipment.eta_updated) in 1.96s"),
        ("2025-01-15T10:21:47.015Z", oldi, "INFO  atlas.worker.boot  Shutdown complete"),
        ("2025-01-15T10:21:52.448Z", newi, "INFO  atlas.worker.kafka  Rebalance: group generation 319, assigned partitions [0-11]"),
        ("2025-01-15T10:22:05.771Z", newi, "INFO  atlas.worker.stats  processed=143 lag=18210 rate=11.9/s"),
        ("2025-01-15T10:22:35.773Z", newi, "INFO  atlas.worker.stats  processed=512 lag=14982 rate=12.3/s"),
    ]
    t6 = pj({"hasMore": True, "nextStartTime": "2025-01-15T10:22:35.774Z", "nextEndTime": "2025-01-15T10:23:10.000Z",
             "logs": [{"id": f"{i:04x}-{t[-8:-1].replace(':', '').replace('.', '')}", "timestamp": t, "message": m,
                       "labels": [{"name": "resource", "value": wk}, {"name": "instance", "value": inst}, {"name": "type", "value": "app"}, {"name": "level", "value": "info"}]}
                      for i, (t, inst, m) in enumerate(logs, 1)]})
    done = list(newdep)
    done[1], done[6] = "live", "2025-01-15T10:21:47.015Z"
    d7 = dep(tuple(done))
    d7["commit"]["createdAt"] = "2025-01-14T16:38:22.905Z"
    prev = list(old[0])
    prev[1] = "deactivated"
    t7 = pj([{"deploy": d7, "cursor": nid[4:]}, {"deploy": dep(tuple(prev)), "cursor": old[0][0][4:]}, {"deploy": dep(old[1]), "cursor": old[1][0][4:]}])
    turns = [
        (call("list_services", includePreviews=False), t1),
        (call("get_metrics", resourceId=wk, metricTypes=["cpu_usage", "memory_usage"], startTime="2025-01-15T09:50:00Z", endTime="2025-01-15T10:20:00Z", resolution=300), t2),
        (call("list_deploys", serviceId=wk, limit=3), t3),
        (call("update_environment_variables", serviceId=wk, envVars=[{"key": "WORKER_CONCURRENCY", "value": "6"}]), t4),
        (call("get_deploy", serviceId=wk, deployId=nid), t5),
        (call("list_logs", resource=[wk], limit=12, startTime="2025-01-15T10:21:00Z", direction="forward"), t6),
        (call("list_deploys", serviceId=wk, limit=3), t7),
    ]
    rs.add(task="mcp", tid="h47-mcp-15", system=system, turns=turns, state=state)


# Shopify (products, orders) - bad
def t16(rs: RowSet) -> None:
    system = mcp_system("shopify", "Shopify Admin GraphQL API for the store fjellvik-wool.myshopify.com", [
        tool("get-products", "Get products, optionally searching by title.", {"searchTitle": S, "limit": INT}, []),
        tool("get-product-by-id", "Get a product with its variants.", {"productId": S}, ["productId"]),
        tool("update-product", "Update a product's title, tags, description or status.", {"productId": S, "title": S, "tags": A, "descriptionHtml": S, "status": S}, ["productId"]),
        tool("update-product-variants", "Bulk-update variants of a product (price, compare-at price, SKU).", {"productId": S, "variants": A}, ["productId", "variants"]),
        tool("create-product", "Create a product.", {"title": S, "descriptionHtml": S, "vendor": S, "productType": S, "tags": A, "status": S, "price": S}, ["title"]),
        tool("get-orders", "Get orders with optional status filter.", {"status": S, "limit": INT}, []),
        tool("get-order-by-id", "Get one order.", {"orderId": S}, ["orderId"]),
        tool("update-order", "Update an order's tags, note or custom attributes.", {"id": S, "tags": A, "note": S}, ["id"]),
        tool("get-customers", "Get customers, optionally searching.", {"searchQuery": S, "limit": INT}, []),
        tool("update-customer", "Update a customer.", {"id": S, "tags": A, "note": S}, ["id"]),
    ])
    state = ("Shopify store Fjellvik Wool Co. (NOK prices shown in EUR for the EU market, currency EUR). On 2024-11-21 the owner "
             "asks: the charcoal crew sock is now sold as a 3-pack, rename it and raise the price to €34 (compare-at €39); add the new "
             "Alpaca Beanie in Fog as a draft; tag Ingrid Solberg's open order for gift wrap and mark her as VIP.")
    G = "gid://shopify/Product/"
    prods = [
        ["8904173260821", "Merino Crew Sock – Charcoal", "Socks", "29.00", 412, "ACTIVE", "2024-10-02T09:14:51Z", "merino-crew-sock-charcoal"],
        ["8904173293589", "Merino Crew Sock – Oatmeal", "Socks", "29.00", 367, "ACTIVE", "2024-10-02T09:15:20Z", "merino-crew-sock-oatmeal"],
        ["8904175882517", "Merino Hiking Sock – Moss", "Socks", "32.00", 198, "ACTIVE", "2024-09-18T13:40:02Z", "merino-hiking-sock-moss"],
        ["8891204141333", "Lopi Sweater – Natural", "Sweaters", "249.00", 41, "ACTIVE", "2024-11-04T16:22:37Z", "lopi-sweater-natural"],
        ["8891207450901", "Alpaca Beanie – Charcoal", "Hats", "45.00", 88, "ACTIVE", "2024-10-28T10:05:44Z", "alpaca-beanie-charcoal"],
        ["8891207483669", "Alpaca Beanie – Rust", "Hats", "45.00", 63, "ACTIVE", "2024-10-28T10:06:12Z", "alpaca-beanie-rust"],
        ["8876530122005", "Wool Dryer Balls (6)", "Home", "24.00", 230, "ACTIVE", "2024-08-30T08:51:09Z", "wool-dryer-balls-6"],
        ["8853021786389", "Fjellvik Gift Card", "Gift Cards", "25.00", 0, "ACTIVE", "2024-03-12T12:00:31Z", "fjellvik-gift-card"],
    ]

    def pr(p: list) -> dict:
        return {"id": G + p[0], "title": p[1], "handle": p[7], "status": p[5], "vendor": "Fjellvik Wool Co.", "productType": p[2],
                "totalInventory": p[4], "updatedAt": p[6], "priceRangeV2": {"minVariantPrice": {"amount": p[3], "currencyCode": "EUR"}}}
    t1 = pj({"products": [pr(p) for p in prods]})
    vid = ["gid://shopify/ProductVariant/47311820882197", "gid://shopify/ProductVariant/47311820914965", "gid://shopify/ProductVariant/47311820947733"]
    sizes = [("S (36–38)", "FWC-MCS-CH-S", 118), ("M (39–42)", "FWC-MCS-CH-M", 171), ("L (43–46)", "FWC-MCS-CH-L", 123)]

    def variants(price: str, cmp: str | None) -> list[dict]:
        return [{"id": v, "title": s, "sku": sku, "price": price, "compareAtPrice": cmp, "inventoryQuantity": q} for v, (s, sku, q) in zip(vid, sizes)]
    sock = prods[0]
    det = {**pr(sock), "descriptionHtml": "<p>Mid-weight 17.5 micron merino with a reinforced heel. Knitted in Portugal.</p>",
           "tags": ["merino", "socks", "unisex"], "createdAt": "2023-09-06T11:30:08Z", "variants": variants("29.00", None),
           "options": [{"name": "Size", "values": [s[0] for s in sizes]}]}
    t2 = pj({"product": det})
    new_title = "Merino Crew Sock (Charcoal, 3-pack)"
    sock[1], sock[6] = new_title, "2024-11-21T08:42:16Z"
    det3 = {**det, **pr(sock), "tags": ["merino", "socks", "unisex", "3-pack"]}
    t3 = pj({"product": det3})
    t4 = pj({"product": {"id": G + sock[0], "title": new_title, "updatedAt": "2024-11-21T08:42:49Z"},
             "productVariants": variants("34.00", "39.00"), "userErrors": []})
    sock[3], sock[6] = "34.00", "2024-11-21T08:42:49Z"
    orders = [
        ("gid://shopify/Order/6017390264597", "#1187", "2024-11-20T19:12:44Z", "Ingrid Solberg", "PAID", "UNFULFILLED", "117.00", [("Merino Crew Sock – Charcoal", "M (39–42)", 1, "29.00"), ("Alpaca Beanie – Rust", "Default Title", 1, "45.00"), ("Wool Dryer Balls (6)", "Default Title", 1, "24.00")], "19.00"),
        ("gid://shopify/Order/6017351532821", "#1186", "2024-11-20T15:03:09Z", "Tobias Gerber", "PAID", "UNFULFILLED", "249.00", [("Lopi Sweater – Natural", "L", 1, "249.00")], "0.00"),
        ("gid://shopify/Order/6017306116373", "#1185", "2024-11-20T08:47:51Z", "Maren Aas", "PAID", "UNFULFILLED", "74.00", [("Merino Crew Sock – Oatmeal", "S (36–38)", 1, "29.00"), ("Alpaca Beanie – Charcoal", "Default Title", 1, "45.00")], "0.00"),
        ("gid://shopify/Order/6017253687573", "#1184", "2024-11-19T21:30:02Z", "Claire Dubois", "PAID", "PARTIALLY_FULFILLED", "115.00", [("Merino Crew Sock – Charcoal", "L (43–46)", 2, "29.00"), ("Merino Hiking Sock – Moss", "M (39–42)", 1, "32.00")], "25.00"),
    ]

    def order(o: tuple, extra: dict | None = None) -> dict:
        oid, name, cr, cust, fin, ful, tot, items, ship = o
        return {"id": oid, "name": name, "createdAt": cr, "customer": {"displayName": cust}, "displayFinancialStatus": fin,
                "displayFulfillmentStatus": ful, "totalPriceSet": {"shopMoney": {"amount": tot, "currencyCode": "EUR"}},
                "shippingPrice": ship, "lineItems": [{"title": t, "variantTitle": v, "quantity": q, "originalUnitPrice": p} for t, v, q, p in items],
                "tags": [], "note": None, **(extra or {})}
    t5 = pj({"orders": [order(o) for o in orders]})
    ing = "gid://shopify/Customer/7420918399253"
    t6 = pj({"order": {**order(orders[0]), "email": "ingrid.solberg@proton.me", "customer": {"id": ing, "displayName": "Ingrid Solberg", "numberOfOrders": "6"},
                       "shippingAddress": {"address1": "Thereses gate 14B", "city": "Oslo", "zip": "0452", "country": "Norway"},
                       "subtotalPrice": "98.00", "totalTax": "0.00", "taxesIncluded": True, "customAttributes": [{"key": "gift_message", "value": "God jul, Astrid!"}]}})
    t7 = pj({"order": {"id": orders[0][0], "name": "#1187", "tags": ["gift-wrap"], "note": "Gift wrap requested (charcoal paper, no invoice in parcel).", "updatedAt": "2024-11-21T08:44:03Z"}})
    beanie = ["8911402615061", "Alpaca Beanie – Fog", "Hats", "45.00", 0, "DRAFT", "2024-11-21T08:44:37Z", "alpaca-beanie-fog"]
    t8 = pj({"product": {**pr(beanie), "descriptionHtml": "<p>Baby alpaca blend, double-layer brim. Colour: Fog.</p>", "tags": ["alpaca", "hats", "new-in"],
                         "createdAt": "2024-11-21T08:44:37Z", "variants": [{"id": "gid://shopify/ProductVariant/47402311549205", "title": "Default Title", "price": "45.00", "sku": "", "inventoryQuantity": 0}]}})
    t9 = pj({"customers": [{"id": ing, "firstName": "Ingrid", "lastName": "Solberg", "email": "ingrid.solberg@proton.me", "phone": "+4791482207",
                            "numberOfOrders": "6", "amountSpent": {"amount": "612.00", "currencyCode": "EUR"}, "tags": ["newsletter"], "createdAt": "2022-12-03T18:20:11Z",
                            "defaultAddress": {"city": "Oslo", "country": "Norway"}},
                           {"id": "gid://shopify/Customer/7388120516885", "firstName": "Ingrid", "lastName": "Haug", "email": "ingrid.haug@gmail.com", "phone": None,
                            "numberOfOrders": "1", "amountSpent": {"amount": "45.00", "currencyCode": "EUR"}, "tags": [], "createdAt": "2024-02-14T07:55:40Z",
                            "defaultAddress": {"city": "Bergen", "country": "Norway"}}]})
    shown = copy.deepcopy(sock)
    shown[1] = "Merino Crew Sock – Charcoal"
    t10 = pj({"products": [pr(shown), pr(prods[1]), pr(prods[2])]})
    t11 = pj({"products": [pr(beanie), pr(prods[4]), pr(prods[5])]})
    t12 = pj({"customer": {"id": ing, "firstName": "Ingrid", "lastName": "Solberg", "email": "ingrid.solberg@proton.me", "tags": ["newsletter", "VIP"],
                           "note": "VIP since Nov 2024 – 6 orders, prefers gift wrap.", "updatedAt": "2024-11-21T08:46:20Z"}})
    turns = [
        (call("get-products", limit=8), t1),
        (call("get-product-by-id", productId=G + sock[0]), t2),
        (call("update-product", productId=G + sock[0], title=new_title, tags=["merino", "socks", "unisex", "3-pack"]), t3),
        (call("update-product-variants", productId=G + sock[0], variants=[{"id": v, "price": "34.00", "compareAtPrice": "39.00"} for v in vid]), t4),
        (call("get-orders", status="open", limit=4), t5),
        (call("get-order-by-id", orderId=orders[0][0]), t6),
        (call("update-order", id=orders[0][0], tags=["gift-wrap"], note="Gift wrap requested (charcoal paper, no invoice in parcel)."), t7),
        (call("create-product", title="Alpaca Beanie – Fog", descriptionHtml="<p>Baby alpaca blend, double-layer brim. Colour: Fog.</p>", vendor="Fjellvik Wool Co.", productType="Hats", tags=["alpaca", "hats", "new-in"], status="DRAFT", price="45.00"), t8),
        (call("get-customers", searchQuery="Ingrid", limit=5), t9),
        (call("get-products", searchTitle="Merino", limit=10), t10),
        (call("get-products", searchTitle="Beanie", limit=10), t11),
        (call("update-customer", id=ing, tags=["newsletter", "VIP"], note="VIP since Nov 2024 – 6 orders, prefers gift wrap."), t12),
    ]
    rs.add(task="mcp", tid="h47-mcp-16", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="product renamed at turn 3 listed again under its old title in the product search")


# Redis (server info, keys) - bad
def t17(rs: RowSet) -> None:
    system = mcp_system("redis", "Redis MCP server connected to cache-prod-1.internal:6379 (db 0)", [
        tool("info", "Get Redis server information and statistics.", {"section": S}, []),
        tool("dbsize", "Get the number of keys stored in the Redis database.", {}, []),
        tool("scan_all_keys", "Return all keys matching a pattern (iterates SCAN until the cursor returns to 0).", {"pattern": S, "batch_size": INT}, ["pattern"]),
        tool("ttl", "Get the TTL of a key in seconds.", {"key": S}, ["key"]),
        tool("delete", "Delete one or more keys.", {"keys": A}, ["keys"]),
        tool("client_list", "Get a list of connected clients.", {}, []),
    ])
    state = ("Redis 7.2 cache-prod-1 backing the web session store of a booking site. Memory is at 84% of maxmemory and "
             "evictions started; an old deploy left `session:legacy:*` keys without TTL. Task: check the server, find and delete "
             "those keys, confirm memory and key counts afterwards. Nobody is restarting or reconfiguring the instance.")
    server = {"redis_version": "7.2.4", "redis_git_sha1": "00000000", "redis_build_id": "3f6c2b5a9d1e7c08", "redis_mode": "standalone",
              "os": "Linux 5.15.0-1057-aws x86_64", "arch_bits": 64, "monotonic_clock": "POSIX clock_gettime", "multiplexing_api": "epoll",
              "gcc_version": "12.2.0", "process_id": 1187, "process_supervised": "systemd", "run_id": "f3a96e0c2b7d41e58a9c3f0d6b2e8a17c4d5f9b0",
              "tcp_port": 6379, "server_time_usec": 1716282471204318, "uptime_in_seconds": 3412907, "uptime_in_days": 39, "hz": 10,
              "configured_hz": 10, "lru_clock": 9611367, "executable": "/usr/bin/redis-server", "config_file": "/etc/redis/redis.conf", "io_threads_active": 0}
    t1 = pj(server)
    keys = ["session:legacy:9f2c1e7a", "session:legacy:0b44d8e3", "session:legacy:7a1f5c22", "session:legacy:c3e90b6d",
            "session:legacy:51d2aa8f", "session:legacy:e8b7340c", "session:legacy:2d6f9e15", "session:legacy:a47c01bb"]
    t2 = pj(keys)
    t3 = "Successfully deleted 8 key(s): " + ", ".join(keys)
    srv2 = {**server, "process_id": 1178, "server_time_usec": 1716282703551904, "uptime_in_seconds": 3413139, "lru_clock": 9611599}
    full = {**srv2,
            "connected_clients": 143, "cluster_connections": 0, "maxclients": 10000, "client_recent_max_input_buffer": 20480, "client_recent_max_output_buffer": 0,
            "blocked_clients": 0, "tracking_clients": 0,
            "used_memory": 2724318544, "used_memory_human": "2.54G", "used_memory_rss": 2958172160, "used_memory_rss_human": "2.76G",
            "used_memory_peak": 2889143232, "used_memory_peak_human": "2.69G", "maxmemory": 3221225472, "maxmemory_human": "3.00G",
            "maxmemory_policy": "allkeys-lru", "mem_fragmentation_ratio": 1.09, "mem_allocator": "jemalloc-5.3.0",
            "total_connections_received": 1840211, "total_commands_processed": 9731448820, "instantaneous_ops_per_sec": 3862,
            "keyspace_hits": 6120833417, "keyspace_misses": 402118903, "expired_keys": 51208334, "evicted_keys": 18342,
            "db0": {"keys": 1204388, "expires": 1197202, "avg_ttl": 1612044}}
    t4 = pj(full)
    t5 = "1204391"
    clients = [
        ("418802311", "10.20.4.17:51822", "laddr=10.20.1.9:6379", "web-7d9c5b8f6-2mkqw", 3188, 0, "get"),
        ("418802356", "10.20.4.17:51870", "laddr=10.20.1.9:6379", "web-7d9c5b8f6-2mkqw", 3186, 1, "setex"),
        ("418905117", "10.20.5.33:40114", "laddr=10.20.1.9:6379", "web-7d9c5b8f6-x8r2p", 1204, 0, "get"),
        ("419011274", "10.20.6.8:35502", "laddr=10.20.1.9:6379", "worker-5b6f7c9d8-qz4lm", 402, 2, "expire"),
        ("419220051", "10.20.2.41:60218", "laddr=10.20.1.9:6379", "redis-exporter", 86211, 9, "info"),
        ("419236880", "10.20.3.12:48804", "laddr=10.20.1.9:6379", "mcp-redis", 236, 0, "client|list"),
    ]
    t6 = "\n".join(f"id={i} addr={a} {laddr} fd={40 + n} name={nm} age={age} idle={idle} flags=N db=0 sub=0 psub=0 ssub=0 multi=-1 qbuf=0 qbuf-free=0 argv-mem=0 multi-mem=0 rbs=1024 rbp=0 obl=0 oll=0 omem=0 tot-mem=1928 events=r cmd={cmd} user=default redir=-1 resp=2 lib-name=redis-py lib-ver=5.0.4"
                   for n, (i, a, laddr, nm, age, idle, cmd) in enumerate(clients))
    turns = [
        (call("info", section="server"), t1),
        (call("scan_all_keys", pattern="session:legacy:*", batch_size=1000), t2),
        (call("delete", keys=keys), t3),
        (call("info", section="default"), t4),
        (call("dbsize"), t5),
        (call("client_list"), t6),
    ]
    rs.add(task="mcp", tid="h47-mcp-17", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="redis process_id differs from turn 1 though run_id and uptime show no restart")


# Notion (database pages) - clean
def t18(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion API through the Notion MCP server, integration \"Marketing Ops Bot\" in workspace Tallyho", [
        tool("API-retrieve-a-database", "Retrieve a database (schema).", {"database_id": S}, ["database_id"]),
        tool("API-post-database-query", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page and its properties.", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties.", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id", "properties"]),
        tool("API-post-page", "Create a page in a database or under a page.", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
    ])
    state = ("Notion workspace Tallyho, database \"Content Calendar\" shared with the integration. On 2025-07-08 (morning, UTC) Hannah "
             "(content lead) asks: schedule the Q3 pricing explainer for 22 July, add a new blog idea \"Customer story: Brightline Dental\", "
             "update the onboarding email series word count to 1,840, then show her the upcoming calendar. Teammates are editing the database at the same time.")
    db = "1f3a9c2e-7b4d-4e58-a0c6-9d2e1b7f4a30"
    users = {"Hannah Obi": "5c1e8f2a-3b7d-4a96-b0e4-2d9f6c1a8e73", "Leo Marchetti": "8a2d4f6b-1c3e-4d57-9e0a-b6c8d0e2f4a1", "Sana Qureshi": "e3f5a7c9-2b4d-4f68-8a0c-1e3f5a7c9b2d"}
    bot = "0d9c8b7a-6f5e-4d3c-b2a1-f0e9d8c7b6a5"
    sc = {"Idea": ("gray", "a1Xb"), "Drafting": ("blue", "Dr4f"), "In review": ("yellow", "rV1w"), "Scheduled": ("purple", "Sc8d"), "Published": ("green", "Pb0k")}
    ch = {"Blog": ("blue", "c9f2e1d0-4b3a-4c5d-8e6f-7a8b9c0d1e2f"), "Newsletter": ("orange", "b8e1d0c9-3a2f-4b4c-9d5e-6f7a8b9c0d1e"), "LinkedIn": ("pink", "a7d0c9b8-2f1e-4a3b-8c4d-5e6f7a8b9c0d")}
    t1 = pj({"object": "database", "id": db, "created_time": "2024-01-15T09:12:00.000Z", "last_edited_time": "2025-07-08T08:47:00.000Z",
             "title": [{"type": "text", "text": {"content": "Content Calendar", "link": None}, "plain_text": "Content Calendar"}], "is_inline": False,
             "url": "https://www.notion.so/tallyho/1f3a9c2e7b4d4e58a0c69d2e1b7f4a30", "archived": False, "in_trash": False,
             "properties": {
                 "Name": {"id": "title", "name": "Name", "type": "title", "title": {}},
                 "Status": {"id": "%3AbUv", "name": "Status", "type": "status", "status": {"options": [{"id": v[1], "name": k, "color": v[0]} for k, v in sc.items()]}},
                 "Publish date": {"id": "Qm%5Dx", "name": "Publish date", "type": "date", "date": {}},
                 "Channel": {"id": "dA%3Fk", "name": "Channel", "type": "select", "select": {"options": [{"id": v[1], "name": k, "color": v[0]} for k, v in ch.items()]}},
                 "Owner": {"id": "p%7CwR", "name": "Owner", "type": "people", "people": {}},
                 "Word count": {"id": "w%3Dn1", "name": "Word count", "type": "number", "number": {"format": "number_with_commas"}}}})
    pages = {
        "A": ["7c2e4a6b-8d0f-4b1c-9e3a-5f7b9d1c3e50", "Q3 pricing explainer", "In review", None, "Blog", "Hannah Obi", 2210, "2025-06-23T10:05:00.000Z", "2025-07-07T16:12:00.000Z", "Hannah Obi"],
        "B": ["2b4d6f8a-0c1e-4a3b-8d5f-7e9a1c3b5d62", "Onboarding email revamp (5-part)", "Drafting", "2025-07-29", "Newsletter", "Leo Marchetti", 1520, "2025-06-30T14:20:00.000Z", "2025-07-08T08:47:00.000Z", "Leo Marchetti"],
        "C": ["9e1f3a5c-7b2d-4e6f-a8c0-2d4f6b8e0a13", "LinkedIn carousel: 5 onboarding mistakes", "Drafting", "2025-07-15", "LinkedIn", "Sana Qureshi", 380, "2025-07-01T11:48:00.000Z", "2025-07-07T13:30:00.000Z", "Sana Qureshi"],
        "D": ["4a6c8e0b-2d4f-4a1b-9c3e-5f7a9b1d3f24", "July product update", "Scheduled", "2025-07-10", "Newsletter", "Leo Marchetti", 960, "2025-06-25T08:33:00.000Z", "2025-07-04T15:02:00.000Z", "Leo Marchetti"],
        "E": ["6f8a0c2e-4b6d-4f3a-8b5c-7d9e1f3a5b46", "Webinar recap: Scaling support without scaling headcount", "Idea", None, "Blog", "Hannah Obi", None, "2025-07-02T09:18:00.000Z", "2025-07-02T09:18:00.000Z", "Hannah Obi"],
        "F": ["0b2d4f6a-8c1e-4b3d-a5f7-9b1d3f5a7c35", "Case study: Northwind Vets", "Scheduled", "2025-07-17", "Blog", "Sana Qureshi", 1750, "2025-06-18T13:57:00.000Z", "2025-07-03T11:40:00.000Z", "Sana Qureshi"],
    }

    def page(p: list) -> dict:
        pid, name, st, date, chan, owner, wc, created, edited, editor = p
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": users[owner] if created != edited or editor != "bot" else bot},
                "last_edited_by": {"object": "user", "id": bot if editor == "bot" else users[editor]}, "cover": None, "icon": None,
                "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
                "properties": {
                    "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": name, "link": None}, "annotations": {"bold": False, "italic": False, "code": False, "color": "default"}, "plain_text": name, "href": None}]},
                    "Status": {"id": "%3AbUv", "type": "status", "status": {"id": sc[st][1], "name": st, "color": sc[st][0]}},
                    "Publish date": {"id": "Qm%5Dx", "type": "date", "date": {"start": date, "end": None, "time_zone": None} if date else None},
                    "Channel": {"id": "dA%3Fk", "type": "select", "select": {"id": ch[chan][1], "name": chan, "color": ch[chan][0]}},
                    "Owner": {"id": "p%7CwR", "type": "people", "people": [{"object": "user", "id": users[owner], "name": owner, "type": "person"}]},
                    "Word count": {"id": "w%3Dn1", "type": "number", "number": wc}},
                "url": f"https://www.notion.so/tallyho/{name.replace(':', '').replace('(', '').replace(')', '').replace(' ', '-')}-{pid.replace('-', '')}",
                "public_url": None}

    def query(keys: list[str]) -> str:
        return pj({"object": "list", "results": [page(pages[k]) for k in keys], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    not_pub = {"property": "Status", "status": {"does_not_equal": "Published"}}
    order = sorted(pages, key=lambda k: pages[k][8], reverse=True)
    t2 = query(order)
    t3 = pj(page(pages["A"]))
    pages["A"][2], pages["A"][3], pages["A"][8], pages["A"][9] = "Scheduled", "2025-07-22", "2025-07-08T09:42:00.000Z", "bot"
    t4 = pj(page(pages["A"]))
    pages["G"] = ["d5e7f9a1-3c5e-4b7d-9f1a-3c5e7a9b1d57", "Customer story: Brightline Dental", "Idea", None, "Blog", "Hannah Obi", None, "2025-07-08T09:43:00.000Z", "2025-07-08T09:43:00.000Z", "bot"]
    t5 = pj(page(pages["G"]))
    pages["B"][6], pages["B"][8], pages["B"][9] = 1840, "2025-07-08T09:44:00.000Z", "bot"
    t6 = pj(page(pages["B"]))
    pages["C"][2], pages["C"][8], pages["C"][9] = "In review", "2025-07-08T09:44:00.000Z", "Sana Qureshi"
    dated = sorted([k for k in pages if pages[k][3]], key=lambda k: pages[k][3])
    undated = sorted([k for k in pages if not pages[k][3]], key=lambda k: pages[k][7])
    t7 = query(dated + undated)
    t8 = query([k for k in dated if pages[k][2] == "Scheduled"])
    turns = [
        (call("API-retrieve-a-database", database_id=db), t1),
        (call("API-post-database-query", database_id=db, filter=not_pub, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}], page_size=25), t2),
        (call("API-retrieve-a-page", page_id=pages["A"][0]), t3),
        (call("API-patch-page", page_id=pages["A"][0], properties={"Status": {"status": {"name": "Scheduled"}}, "Publish date": {"date": {"start": "2025-07-22"}}}), t4),
        (call("API-post-page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": "Customer story: Brightline Dental"}}]}, "Status": {"status": {"name": "Idea"}},
                                                                        "Channel": {"select": {"name": "Blog"}}, "Owner": {"people": [{"id": users["Hannah Obi"]}]}}), t5),
        (call("API-patch-page", page_id=pages["B"][0], properties={"Word count": {"number": 1840}}), t6),
        (call("API-post-database-query", database_id=db, filter=not_pub, sorts=[{"property": "Publish date", "direction": "ascending"}], page_size=25), t7),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "status": {"equals": "Scheduled"}}, sorts=[{"property": "Publish date", "direction": "ascending"}], page_size=25), t8),
    ]
    rs.add(task="mcp", tid="h47-mcp-18", system=system, turns=turns, state=state)


# Cloudflare (DNS records) - bad
def t19(rs: RowSet) -> None:
    system = mcp_system("cloudflare", "Cloudflare API, account Larkspur Travel Ltd (API token with Zone:DNS edit)", [
        tool("zones_list", "List zones in the account.", {"name": S, "status": S}, []),
        tool("dns_records_list", "List DNS records of a zone, optionally filtered by type or name.", {"zone_id": S, "type": S, "name": S, "per_page": INT}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record.", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Update (PATCH) a DNS record.", {"zone_id": S, "record_id": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
        tool("cache_purge", "Purge cached content for a zone (by hosts, prefixes or everything).", {"zone_id": S, "hosts": A, "purge_everything": B}, ["zone_id"]),
    ])
    state = ("Cloudflare account Larkspur Travel Ltd. The agent is the only one with DNS access today (change freeze for humans). "
             "Task on 2025-03-03: repoint staging.larkspur.travel to the new origin 198.51.100.23 (DNS only), add status.larkspur.travel as a "
             "CNAME to the hosted status page, remove the retired beta host, and purge staging's cache.")
    zid = "7d3e9a1c5b2f4e8d0a6c3b9f1e7d5a2c"
    t1 = pj({"success": True, "errors": [], "messages": [], "result_info": {"page": 1, "per_page": 20, "count": 3, "total_count": 3, "total_pages": 1}, "result": [
        {"id": zid, "name": "larkspur.travel", "status": "active", "paused": False, "type": "full", "name_servers": ["kara.ns.cloudflare.com", "noel.ns.cloudflare.com"],
         "plan": {"name": "Pro Website"}, "created_on": "2021-05-19T08:44:12.331562Z", "modified_on": "2024-11-02T10:15:40.008811Z", "activated_on": "2021-05-19T09:02:57.420113Z"},
        {"id": "b1f4c8e2a6d03957e1b4c8f2a6d0e3b7", "name": "larkspur-travel.com", "status": "active", "paused": False, "type": "full", "name_servers": ["kara.ns.cloudflare.com", "noel.ns.cloudflare.com"],
         "plan": {"name": "Free Website"}, "created_on": "2021-05-19T08:51:03.772140Z", "modified_on": "2023-08-14T13:02:19.552086Z", "activated_on": "2021-05-19T09:10:44.105829Z"},
        {"id": "e9c2a7f1d4b8036e5a9c2f7d1b4e8a03", "name": "larkspur.dev", "status": "active", "paused": False, "type": "full", "name_servers": ["kara.ns.cloudflare.com", "noel.ns.cloudflare.com"],
         "plan": {"name": "Free Website"}, "created_on": "2022-09-01T15:20:36.664903Z", "modified_on": "2024-06-30T07:48:11.219374Z", "activated_on": "2022-09-01T15:33:08.935112Z"}]})
    recs = [
        ["0f8e1d2c3b4a59687f6e5d4c3b2a1908", "A", "larkspur.travel", "104.18.32.117", True, 1, "2023-10-11T09:20:14.552114Z", "Prod origin LB"],
        ["1a9b8c7d6e5f40312a3b4c5d6e7f8091", "A", "api.larkspur.travel", "104.18.33.204", True, 1, "2024-04-22T12:41:09.010237Z", None],
        ["2b0c9d8e7f6a51423b4c5d6e7f809a12", "A", "staging.larkspur.travel", "203.0.113.40", False, 300, "2024-09-05T16:02:55.781306Z", "old staging VM"],
        ["3c1d0e9f8a7b62534c5d6e7f8091ab23", "CNAME", "beta.larkspur.travel", "larkspur-beta.pages.dev", True, 1, "2023-03-28T10:11:47.330812Z", "retired 2024-12"],
        ["4d2e1f0a9b8c73645d6e7f8091a2bc34", "CNAME", "docs.larkspur.travel", "larkspur-docs.netlify.app", True, 1, "2024-02-14T14:37:21.907645Z", None],
        ["5e3f2a1b0c9d84756e7f8091a2b3cd45", "CNAME", "www.larkspur.travel", "larkspur.travel", True, 1, "2021-05-19T09:15:02.118430Z", None],
        ["6f4a3b2c1d0e95867f8091a2b3c4de56", "MX", "larkspur.travel", "aspmx.l.google.com", False, 3600, "2021-05-19T09:16:40.662015Z", None],
        ["7a5b4c3d2e1fa6978091a2b3c4d5ef67", "MX", "larkspur.travel", "alt1.aspmx.l.google.com", False, 3600, "2021-05-19T09:16:58.204771Z", None],
        ["8b6c5d4e3f2ab7a891a2b3c4d5e6fa78", "TXT", "larkspur.travel", "\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"", False, 3600, "2023-01-09T11:28:33.417209Z", None],
        ["9c7d6e5f4a3bc8b9a2b3c4d5e6f7ab89", "TXT", "_dmarc.larkspur.travel", "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@larkspur.travel\"", False, 3600, "2023-01-09T11:30:05.884120Z", None],
        ["ad8e7f6a5b4cd9cab3c4d5e6f7a8bc9a", "CNAME", "em4821.larkspur.travel", "u3317204.wl205.sendgrid.net", False, 3600, "2023-01-09T11:25:50.090387Z", "SendGrid link branding"],
    ]
    created = {r[0]: "2021-05-19T09:15:02.118430Z" if r[6] < "2021-06" else r[6] for r in recs}

    def rec(r: list) -> dict:
        rid, typ, name, content, prox, ttl, mod, cmt = r
        d = {"id": rid, "zone_id": zid, "zone_name": "larkspur.travel", "name": name, "type": typ, "content": content,
             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": prox, "ttl": ttl, "settings": {}, "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
             "comment": cmt, "tags": [], "created_on": created.get(rid, mod), "modified_on": mod}
        if typ == "MX":
            d["priority"] = 1 if content.startswith("aspmx") else 5
        return d

    def listing(rr: list[list]) -> str:
        return pj({"success": True, "errors": [], "messages": [], "result": [rec(r) for r in rr],
                   "result_info": {"page": 1, "per_page": 100, "count": len(rr), "total_count": len(rr), "total_pages": 1}})
    t2 = listing(recs)
    cn = [copy.deepcopy(r) for r in recs if r[1] == "CNAME"]
    cn[1][4] = False
    t3 = listing(cn)
    st = recs[2]
    st[3], st[6], st[7] = "198.51.100.23", "2025-03-03T10:18:44.612093Z", "staging origin (Hetzner fsn1), DNS only"
    t4 = pj({"success": True, "errors": [], "messages": [], "result": rec(st)})
    new = ["be9f8a7b6c5de0dbc4d5e6f7a8b9cdab", "CNAME", "status.larkspur.travel", "larkspur.statuspage.io", False, 300, "2025-03-03T10:19:27.305518Z", "Atlassian Statuspage"]
    created[new[0]] = new[6]
    t5 = pj({"success": True, "errors": [], "messages": [], "result": rec(new)})
    t6 = pj({"success": True, "errors": [], "messages": [], "result": {"id": recs[3][0]}})
    t7 = listing([r for r in recs if r[1] == "A"])
    t8 = pj({"success": True, "errors": [], "messages": [], "result": {"id": zid}})
    turns = [
        (call("zones_list", status="active"), t1),
        (call("dns_records_list", zone_id=zid, per_page=100), t2),
        (call("dns_records_list", zone_id=zid, type="CNAME", per_page=100), t3),
        (call("dns_record_update", zone_id=zid, record_id=st[0], content="198.51.100.23", proxied=False, comment="staging origin (Hetzner fsn1), DNS only"), t4),
        (call("dns_record_create", zone_id=zid, type="CNAME", name="status.larkspur.travel", content="larkspur.statuspage.io", ttl=300, proxied=False, comment="Atlassian Statuspage"), t5),
        (call("dns_record_delete", zone_id=zid, record_id=recs[3][0]), t6),
        (call("dns_records_list", zone_id=zid, type="A", per_page=100), t7),
        (call("cache_purge", zone_id=zid, hosts=["staging.larkspur.travel"]), t8),
    ]
    rs.add(task="mcp", tid="h47-mcp-19", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="docs CNAME shows proxied false with an unchanged modified_on; it was proxied at turn 2 and nothing edited it")


# Freshdesk (tickets) - clean
def t20(rs: RowSet) -> None:
    system = mcp_system("freshdesk", "Freshdesk helpdesk brightfieldenergy.freshdesk.com, API key of agent Noor Haddad", [
        tool("get_tickets", "List tickets with a predefined filter, newest updated first.", {"filter": S, "page": INT, "per_page": INT}, []),
        tool("get_ticket", "Get a ticket by id.", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_ticket_conversation", "Get all conversations (replies and notes) of a ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update ticket fields (status, priority, group_id, responder_id, tags...).", {"ticket_id": INT, "ticket_fields": OBJ}, ["ticket_id", "ticket_fields"]),
        tool("create_ticket_reply", "Reply to the requester of a ticket.", {"ticket_id": INT, "body": S}, ["ticket_id", "body"]),
        tool("create_ticket_note", "Add a note to a ticket.", {"ticket_id": INT, "body": S, "private": B}, ["ticket_id", "body"]),
        tool("search_tickets", "Search tickets with a Freshdesk query string.", {"query": S, "page": INT}, ["query"]),
        tool("view_contact", "Get a contact by id.", {"contact_id": INT}, ["contact_id"]),
    ])
    state = ("Freshdesk for Brightfield Energy (UK electricity supplier). Statuses: 2 Open, 3 Pending, 4 Resolved, 5 Closed; priorities "
             "1 Low … 4 Urgent. Agent Noor Haddad (id 80034112345) is working her queue on 2025-03-18 from 09:50 UTC; customers keep "
             "writing in while she works (a customer reply automatically reopens a Pending ticket).")
    noor, marcus, pri = 80034112345, 80034112399, 80034112418
    g1, gb, gf = 80000192311, 80000192312, 80000192313
    T = {
        48251: ["Smart meter shows 0 kWh since Friday", 2, 2, 80041877201, None, g1, "2025-03-17T18:22:40Z", "2025-03-17T18:22:40Z", "2025-03-19T18:22:40Z", ["smart-meter"]],
        48249: ["Direct debit taken twice in March", 2, 3, 80041876650, pri, gb, "2025-03-17T14:05:11Z", "2025-03-18T08:41:09Z", "2025-03-18T14:05:11Z", ["direct-debit", "refund"]],
        48244: ["How do I add a second property to my account?", 2, 1, 80041875902, noor, g1, "2025-03-17T09:48:27Z", "2025-03-17T16:30:52Z", "2025-03-20T09:48:27Z", ["account"]],
        48213: ["Solar export credits missing on February bill", 3, 2, 80041871120, noor, gb, "2025-03-13T11:02:36Z", "2025-03-14T15:17:03Z", "2025-03-20T11:02:36Z", ["seg", "billing"]],
        48207: ["Engineer didn't show for appointment", 2, 3, 80041870844, marcus, gf, "2025-03-12T16:40:19Z", "2025-03-14T09:12:55Z", "2025-03-14T16:40:19Z", ["field-visit", "complaint"]],
        48198: ["Change of tenancy - moving out 31 March", 3, 1, 80041869733, noor, g1, "2025-03-11T10:15:02Z", "2025-03-12T13:44:28Z", "2025-03-21T10:15:02Z", ["cot"]],
        48190: ["Request for meter accuracy test", 2, 2, 80041868512, marcus, gf, "2025-03-10T13:27:45Z", "2025-03-11T08:03:37Z", "2025-03-17T13:27:45Z", ["meter-test"]],
    }

    def tk(i: int) -> dict:
        s, st, p, req, resp, grp, cr, up, due, tags = T[i]
        return {"id": i, "subject": s, "status": st, "priority": p, "source": 1 if i != 48207 else 3, "type": "Question" if i in (48244, 48198) else "Problem" if i in (48251, 48190) else "Incident",
                "requester_id": req, "responder_id": resp, "group_id": grp, "company_id": None, "created_at": cr, "updated_at": up, "due_by": due,
                "fr_due_by": due, "is_escalated": due < "2025-03-18T09:50:00Z", "tags": tags, "spam": False, "custom_fields": {"cf_account_number": f"BF-{req % 1000000:06d}"}}

    def lst(ids: list[int]) -> str:
        return pj([tk(i) for i in ids])
    by_upd = lambda ids: sorted(ids, key=lambda i: T[i][7], reverse=True)  # noqa: E731
    t1 = lst(by_upd([i for i in T if T[i][1] in (2, 3)]))
    t2 = pj({**tk(48213), "description_text": "Hi, my February bill (issued 3 March) shows no Smart Export Guarantee credit at all, but my export meter logged 142 kWh in February. Account BF-871120. Can you check? Thanks, Gwen",
             "attachments": [{"id": 80018820311, "name": "export-meter-feb.jpg", "content_type": "image/jpeg", "size": 412806}], "cc_emails": [], "fwd_emails": []})
    conv = [
        {"id": 80112204117, "body_text": "Hi Gwen, thanks for the photo. I've asked our billing team to check why the SEG credit didn't apply; I'll update you within 2 working days.", "incoming": False, "private": False, "user_id": noor, "created_at": "2025-03-13T15:40:21Z", "source": 0},
        {"id": 80112231905, "body_text": "Billing: SEG registration for the export MPAN 2000051124870 was still 'pending' on 28 Feb, so the Feb run skipped it. Registration now confirmed. Need customer's latest export read to backdate.", "incoming": False, "private": True, "user_id": pri, "created_at": "2025-03-14T14:58:47Z", "source": 2},
        {"id": 80112232688, "body_text": "Hi Gwen, we found the cause: your export registration hadn't completed before the February bill was produced. Could you send us a photo of the export register today so we can backdate the credit?", "incoming": False, "private": False, "user_id": noor, "created_at": "2025-03-14T15:17:03Z", "source": 0},
    ]
    t3 = pj(conv)
    t4 = pj({"id": 80041871120, "name": "Gwen Pritchard", "email": "gwen.pritchard@btinternet.com", "phone": "+44 1873 852 604", "mobile": None,
             "address": "Ty Gwyn, Llanfoist, Abergavenny NP7 9LR", "language": "en", "time_zone": "London", "active": True, "tags": ["solar", "seg"],
             "custom_fields": {"cf_account_number": "BF-871120", "cf_tariff": "Brightfield Flex Export"}, "created_at": "2022-06-01T12:04:10Z", "updated_at": "2025-03-13T11:02:36Z"})
    note = "Meter shows 0 kWh since Fri 14 Mar 06:00 - looks like a comms fault, not zero usage (customer confirms heating on). Raising priority; needs DCC comms check before next bill."
    t5 = pj({"id": 80112290554, "body": f"<div>{note}</div>", "body_text": note, "incoming": False, "private": True, "user_id": noor, "ticket_id": 48251,
             "created_at": "2025-03-18T09:53:12Z", "updated_at": "2025-03-18T09:53:12Z", "attachments": []})
    T[48251][2], T[48251][4], T[48251][7] = 3, noor, "2025-03-18T09:53:40Z"
    t6 = pj(tk(48251))
    reply = ("Hi Priya, you can add a second property from My Account > Properties > Add a property. You'll need the MPAN from a recent bill "
             "for the new address. If you'd rather we do it, just reply with the address and move-in date.")
    t7 = pj({"id": 80112291038, "body": f"<div>{reply}</div>", "body_text": reply, "incoming": False, "private": False, "user_id": noor, "ticket_id": 48244,
             "from_email": "support@brightfieldenergy.co.uk", "to_emails": ["priya.k.lal@gmail.com"], "created_at": "2025-03-18T09:55:06Z", "updated_at": "2025-03-18T09:55:06Z"})
    T[48244][1], T[48244][7] = 4, "2025-03-18T09:55:31Z"
    t8 = pj(tk(48244))
    T[48213][1], T[48213][7] = 2, "2025-03-18T09:56:02Z"
    t9 = pj({**tk(48213), "description_text": "Hi, my February bill (issued 3 March) shows no Smart Export Guarantee credit at all, but my export meter logged 142 kWh in February. Account BF-871120. Can you check? Thanks, Gwen",
             "attachments": [{"id": 80018820311, "name": "export-meter-feb.jpg", "content_type": "image/jpeg", "size": 412806}], "cc_emails": [], "fwd_emails": []})
    incoming = {"id": 80112291407, "body_text": "Morning - photo attached, register reads 01874.6 kWh as of 8am today. Thanks for sorting this. Gwen", "incoming": True, "private": False,
                "user_id": 80041871120, "created_at": "2025-03-18T09:56:02Z", "source": 0, "attachments": [{"name": "IMG_20250318_0801.jpg", "size": 388120}]}
    t10 = pj(conv + [incoming])
    t11 = pj({"total": 3, "results": [tk(48251), tk(48249), tk(48207)]})
    reply2 = ("Thanks Gwen, that's all we need. I've passed the 01874.6 kWh read to billing; the missing February export credit will be backdated "
              "and shown on your March bill as a separate line. I'll keep this ticket open until the bill is issued.")
    t12 = pj({"id": 80112292715, "body": f"<div>{reply2}</div>", "body_text": reply2, "incoming": False, "private": False, "user_id": noor, "ticket_id": 48213,
              "from_email": "support@brightfieldenergy.co.uk", "to_emails": ["gwen.pritchard@btinternet.com"], "created_at": "2025-03-18T09:58:44Z", "updated_at": "2025-03-18T09:58:44Z"})
    turns = [
        (call("get_tickets", filter="open_and_pending", page=1, per_page=30), t1),
        (call("get_ticket", ticket_id=48213), t2),
        (call("get_ticket_conversation", ticket_id=48213), t3),
        (call("view_contact", contact_id=80041871120), t4),
        (call("create_ticket_note", ticket_id=48251, body=note, private=True), t5),
        (call("update_ticket", ticket_id=48251, ticket_fields={"priority": 3, "responder_id": noor}), t6),
        (call("create_ticket_reply", ticket_id=48244, body=reply), t7),
        (call("update_ticket", ticket_id=48244, ticket_fields={"status": 4}), t8),
        (call("get_ticket", ticket_id=48213), t9),
        (call("get_ticket_conversation", ticket_id=48213), t10),
        (call("search_tickets", query="\"status:2 AND priority:3\""), t11),
        (call("create_ticket_reply", ticket_id=48213, body=reply2), t12),
    ]
    rs.add(task="mcp", tid="h47-mcp-20", system=system, turns=turns, state=state)


# git (mcp-server-git) - clean
def t21(rs: RowSet) -> None:
    repo = "/home/oskar/src/quotad"
    rp = {"repo_path": S}
    system = mcp_system("git", "mcp-server-git on the local repository /home/oskar/src/quotad", [
        tool("git_status", "Shows the working tree status.", rp, ["repo_path"]),
        tool("git_diff_unstaged", "Shows changes in the working directory that are not yet staged.", {**rp, "context_lines": INT}, ["repo_path"]),
        tool("git_diff_staged", "Shows changes that are staged for commit.", {**rp, "context_lines": INT}, ["repo_path"]),
        tool("git_add", "Adds file contents to the staging area.", {**rp, "files": A}, ["repo_path", "files"]),
        tool("git_commit", "Records changes to the repository.", {**rp, "message": S}, ["repo_path", "message"]),
        tool("git_log", "Shows the commit logs.", {**rp, "max_count": INT}, ["repo_path"]),
        tool("git_create_branch", "Creates a new branch from an optional base branch.", {**rp, "branch_name": S, "base_branch": S}, ["repo_path", "branch_name"]),
        tool("git_checkout", "Switches branches.", {**rp, "branch_name": S}, ["repo_path", "branch_name"]),
    ])
    state = ("Local clone of quotad (a Python rate-limiting service) on branch main, in sync with origin/main. Oskar fixed the token-bucket "
             "burst reset bug in the working tree and asks: put the fix on a new branch fix/limiter-burst-reset and commit it "
             "(leave his scratch notes.txt out).")
    t1 = """Repository status:
On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/quotad/limiter.py
\tmodified:   tests/test_limiter.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tnotes.txt

no changes added to commit (use "git add" and/or "git commit -a")"""
    diff = """diff --git a/src/quotad/limiter.py b/src/quotad/limiter.py
index 4c1e9a2..b7f03d5 100644
--- a/src/quotad/limiter.py
+++ b/src/quotad/limiter.py
@@ -61,14 +61,18 @@ class TokenBucket:
     def _refill(self, now: float) -> None:
         elapsed = now - self._last
         if elapsed <= 0:
             return
-        self._tokens = self._tokens + elapsed * self.rate
+        # Cap at burst: previously an idle bucket accumulated unbounded
+        # tokens and let a client fire far more than `burst` requests at once.
+        self._tokens = min(self.burst, self._tokens + elapsed * self.rate)
         self._last = now
@@BLANK@@
     def try_acquire(self, cost: float = 1.0, now: float | None = None) -> bool:
         now = time.monotonic() if now is None else now
         self._refill(now)
+        if cost > self.burst:
+            raise ValueError(f"cost {cost} exceeds burst {self.burst}")
         if self._tokens >= cost:
             self._tokens -= cost
             return True
         return False
diff --git a/tests/test_limiter.py b/tests/test_limiter.py
index 9e27b10..0d84c6e 100644
--- a/tests/test_limiter.py
+++ b/tests/test_limiter.py
@@ -88,3 +88,17 @@ def test_refill_is_linear():
     b = TokenBucket(rate=2.0, burst=10)
     b.try_acquire(10, now=0.0)
     assert b.try_acquire(4, now=2.0)
+
+
+def test_idle_bucket_is_capped_at_burst():
+    b = TokenBucket(rate=5.0, burst=10)
+    b.try_acquire(10, now=0.0)
+    # an hour idle must not bank 18000 tokens
+    granted = sum(b.try_acquire(1, now=3600.0) for _ in range(50))
+    assert granted == 10
+
+
+def test_cost_above_burst_is_rejected():
+    b = TokenBucket(rate=1.0, burst=3)
+    with pytest.raises(ValueError):
+        b.try_acquire(4, now=0.0)""".replace("\n@@BLANK@@\n", "\n \n")
    t2 = "Unstaged changes:\n" + diff
    br = "fix/limiter-burst-reset"
    t3 = f"Created branch '{br}' from 'main'"
    t4 = f"Switched to branch '{br}'"
    t5 = "Files staged successfully"
    t6 = "Staged changes:\n" + diff
    sha = "e41b7c9d02a35f86e1c4b0d7a9f23e58c61d4b07"
    t7 = f"Changes committed successfully with hash {sha}"
    t8 = f"""Repository status:
On branch {br}
Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tnotes.txt

nothing added to commit but untracked files present (use "git add" to track)"""
    log = [(sha, "Oskar Lindqvist <oskar@quotad.dev>", "2025-02-06 14:31:09+01:00", "limiter: cap refill at burst and reject cost > burst\n\nAn idle bucket kept accumulating tokens, so a client that was quiet for an\nhour could fire ~18k requests at once. Clamp refill to `burst` and raise\nValueError for a single acquire larger than the bucket.\n"),
           ("7a20d5e1f39c4b86a0e2d7c15b9f43a86e0c12d9", "Oskar Lindqvist <oskar@quotad.dev>", "2025-02-04 17:02:44+01:00", "metrics: export bucket fill ratio as gauge (#88)\n"),
           ("c3f81e06b4d27a95e0f1c8b3d6a42e97f50b1c68", "Mira Solberg <mira@quotad.dev>", "2025-02-03 10:19:27+01:00", "ci: run tests on 3.12 and 3.13 (#87)\n")]
    t9 = "Commit history:\n" + "\n".join(f"Commit: '{h}'\nAuthor: <git.Actor \"{a}\">\nDate: {d}\nMessage: {m!r}\n" for h, a, d, m in log)
    turns = [
        (call("git_status", repo_path=repo), t1),
        (call("git_diff_unstaged", repo_path=repo), t2),
        (call("git_create_branch", repo_path=repo, branch_name=br, base_branch="main"), t3),
        (call("git_checkout", repo_path=repo, branch_name=br), t4),
        (call("git_add", repo_path=repo, files=["src/quotad/limiter.py", "tests/test_limiter.py"]), t5),
        (call("git_diff_staged", repo_path=repo), t6),
        (call("git_commit", repo_path=repo, message=log[0][3].rstrip("\n")), t7),
        (call("git_status", repo_path=repo), t8),
        (call("git_log", repo_path=repo, max_count=3), t9),
    ]
    rs.add(task="mcp", tid="h47-mcp-21", system=system, turns=turns, state=state)


# Gmail (labels, attachments) - bad
def t22(rs: RowSet) -> None:
    system = mcp_system("gmail", "Gmail API for rosa@delgado-ceramics.com (Google Workspace)", [
        tool("list_email_labels", "Retrieves all available Gmail labels.", {}, []),
        tool("search_emails", "Searches for emails using Gmail search syntax.", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Retrieves the content of a specific email.", {"messageId": S}, ["messageId"]),
        tool("create_label", "Creates a new Gmail label.", {"name": S, "messageListVisibility": S, "labelListVisibility": S}, ["name"]),
        tool("modify_email", "Modifies email labels (move to different folders).", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("batch_modify_emails", "Modifies labels for multiple emails in batches.", {"messageIds": A, "addLabelIds": A, "removeLabelIds": A, "batchSize": INT}, ["messageIds"]),
        tool("send_email", "Sends a new email.", {"to": A, "subject": S, "body": S, "cc": A, "attachments": A}, ["to", "subject", "body"]),
        tool("download_attachment", "Downloads an email attachment to a local folder.", {"messageId": S, "attachmentId": S, "filename": S, "savePath": S}, ["messageId", "attachmentId"]),
    ])
    state = ("Gmail for Rosa Delgado (Delgado Ceramics, Bristol). It is Thursday 2025-07-03, 09:10 BST. Rosa asks: file the June bank "
             "statement under a new label Finance/Statements and out of the inbox, file this month's unread Kilnworks invoices under "
             "Finance/Invoices, tell her accountant Tom what is ready, and save the statement PDF into ~/Documents/Finance/2025.")
    t1 = ("Found 14 labels (9 system, 5 user):\n\nSystem Labels:\nID: CHAT\nName: CHAT\n\nID: SENT\nName: SENT\n\nID: INBOX\nName: INBOX\n\nID: IMPORTANT\nName: IMPORTANT\n\n"
          "ID: TRASH\nName: TRASH\n\nID: DRAFT\nName: DRAFT\n\nID: SPAM\nName: SPAM\n\nID: STARRED\nName: STARRED\n\nID: UNREAD\nName: UNREAD\n\n"
          "User Labels:\nID: Label_1\nName: Orders\n\nID: Label_2\nName: Finance\n\nID: Label_3\nName: Finance/Invoices\n\nID: Label_4\nName: Suppliers\n\nID: Label_6\nName: Markets & Fairs\n")
    st_id, st_old = "197c468583918d03", "19729e81d2119b18"
    t2 = (f"ID: {st_id}\nSubject: Your June 2025 business statement is ready\nFrom: Harbour Bank Business <statements@harbourbank.co.uk>\nDate: Tue, 01 Jul 2025 06:14:22 +0100\n\n"
          f"ID: {st_old}\nSubject: Your May 2025 business statement is ready\nFrom: Harbour Bank Business <statements@harbourbank.co.uk>\nDate: Sun, 01 Jun 2025 06:12:47 +0100\n")
    att = "ANGjdJ-8sPq2nX4vKd0lZ7cW1mRb9tYfH3eUo6aGiL5wQjE2rTxNy0BhVk-MuCp7sDgFz1OaWn4Lq8YtRe3Xj6Ki_5PmSv2HdQbZ9Gc"
    t3 = (f"Thread ID: {st_id}\nSubject: Your June 2025 business statement is ready\nFrom: Harbour Bank Business <statements@harbourbank.co.uk>\n"
          "To: rosa@delgado-ceramics.com\nDate: Tue, 01 Jul 2025 06:14:22 +0100\n\n"
          "Dear Rosa Delgado,\n\nYour statement for Delgado Ceramics Ltd, Business Current Account ending 4471, covering 1 June 2025 to 30 June 2025 is attached.\n\n"
          "Opening balance: £18,402.55\nMoney in: £23,910.40\nMoney out: £19,655.12\nClosing balance: £22,657.83\n\n"
          "For your security the PDF is protected with your date of birth (DDMMYYYY).\n\nHarbour Bank Business Banking\nThis is an automated message; please do not reply.\n\n"
          f"Attachments (1):\n- Harbour_Business_Statement_Jun2025.pdf (application/pdf, 248 KB, ID: {att})")
    t4 = "Label created successfully:\nID: Label_7\nName: Finance/Statements\nType: user"
    t5 = f"Email {st_id} labels updated successfully"
    inv = [("197acc2b1d91f714", "Invoice KW-24817 – Stoneware clay 12.5kg x 40", "Thu, 26 Jun 2025 16:02:10 +0100"),
           ("1979c66959912035", "Invoice KW-24790 – Cone 6 glaze materials", "Mon, 23 Jun 2025 11:47:38 +0100"),
           ("197821b1bc911c42", "Invoice KW-24731 – Kiln shelf set (2 x 500x400mm)", "Wed, 18 Jun 2025 09:15:04 +0100")]
    t6 = "\n".join(f"ID: {i}\nSubject: {s}\nFrom: Kilnworks Supply <orders@kilnworks-supply.com>\nDate: {d}\n" for i, s, d in inv)
    t7 = "Batch label modification complete.\nSuccessfully processed: 3 messages"
    t8 = f"ID: {st_id}\nSubject: Your June 2025 business statement is ready\nFrom: Harbour Bank Business <statements@harbourbank.co.uk>\nDate: Tue, 01 Jul 2025 06:14:22 +0100\n"
    t9 = (f"Thread ID: {inv[0][0]}\nSubject: {inv[0][1]}\nFrom: Kilnworks Supply <orders@kilnworks-supply.com>\nTo: rosa@delgado-ceramics.com\nDate: {inv[0][2]}\n\n"
          "Hi Rosa,\n\nPlease find attached invoice KW-24817 for order SO-99120 (dispatched 26/06).\n\n  40 x Earthstone ES5 Stoneware 12.5kg   @ £14.20   £568.00\n  Delivery (pallet, BS3)                            £45.00\n"
          "  Subtotal                                         £613.00\n  VAT 20%                                          £122.60\n  Total due                                        £735.60\n\n"
          "Payment terms: 30 days. Bank: Kilnworks Supply Ltd, 20-45-77, 53019284.\n\nThanks,\nAnnie – Kilnworks Supply\n\n"
          "Attachments (1):\n- KW-24817.pdf (application/pdf, 61 KB, ID: ANGjdJ_2vTm8Qx1LpRz5Ky0WnEa7Cf3HsUd9Bg4Jo6Ni-Xr2Vl8Mb5Ot1Pq7Zc0Ye3Fw9Sk4Dh6Ua)")
    body = ("Hi Tom,\n\nJune's Harbour Bank statement is in (closing balance £22,657.83) - I'll drop the PDF into the shared Finance/2025 folder today.\n"
            "Three Kilnworks invoices from June are also in: KW-24731, KW-24790 and KW-24817 (£735.60 inc. VAT).\n\nThanks,\nRosa")
    sent = "197cf5a4d0116a27"
    t10 = f"Email sent successfully with ID: {sent}"
    t11 = (f"ID: {sent}\nSubject: June statement + Kilnworks invoices\nFrom: Rosa Delgado <rosa@delgado-ceramics.com>\nDate: Thu, 03 Jul 2025 09:14:51 +0100\n\n"
           "ID: 197b23c5a1114e15\nSubject: Re: VAT return Q1 (Apr-Jun) - anything missing?\nFrom: Rosa Delgado <rosa@delgado-ceramics.com>\nDate: Fri, 27 Jun 2025 17:33:09 +0100\n\n"
           "ID: 197350a12f919f31\nSubject: May statement\nFrom: Rosa Delgado <rosa@delgado-ceramics.com>\nDate: Tue, 03 Jun 2025 10:05:42 +0100\n")
    t12 = ("Attachment downloaded successfully:\nFile: Harbour_Business_Statement_Jun2025.pdf\nSize: 284,311 bytes\n"
           "Saved to: /Users/rosa/Documents/Finance/2025/Harbour_Business_Statement_Jun2025.pdf")
    turns = [
        (call("list_email_labels"), t1),
        (call("search_emails", query="from:statements@harbourbank.co.uk newer_than:45d", maxResults=5), t2),
        (call("read_email", messageId=st_id), t3),
        (call("create_label", name="Finance/Statements", messageListVisibility="show", labelListVisibility="labelShow"), t4),
        (call("modify_email", messageId=st_id, addLabelIds=["Label_7"], removeLabelIds=["INBOX", "UNREAD"]), t5),
        (call("search_emails", query="from:orders@kilnworks-supply.com is:unread after:2025/06/01", maxResults=10), t6),
        (call("batch_modify_emails", messageIds=[i for i, _, _ in inv], addLabelIds=["Label_3"], removeLabelIds=["UNREAD"]), t7),
        (call("search_emails", query="label:finance-statements", maxResults=10), t8),
        (call("read_email", messageId=inv[0][0]), t9),
        (call("send_email", to=["tom@bellwetheraccounts.co.uk"], subject="June statement + Kilnworks invoices", body=body), t10),
        (call("search_emails", query="in:sent to:tom@bellwetheraccounts.co.uk", maxResults=3), t11),
        (call("download_attachment", messageId=st_id, attachmentId=att, savePath="/Users/rosa/Documents/Finance/2025"), t12),
    ]
    rs.add(task="mcp", tid="h47-mcp-22", system=system, turns=turns, state=state, bad=True, turn=12,
           kind="downloaded statement PDF is 284,311 bytes (~278 KB) while read_email listed the same attachment as 248 KB")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
