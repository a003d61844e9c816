# ruff: noqa: E501
"""Held-out set 10, domain mcp: 22 MCP tool-call trajectories (11 with exactly one contradiction, 11 clean).

Written by an outside author without looking at the detector. Deterministic: no randomness, no clock.
"""

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

HERE = Path(__file__).resolve().parent


def md_table(headers: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out)


def gh_user(login: str, uid: int) -> dict[str, Any]:
    return {"login": login, "id": uid, "avatar_url": f"https://avatars.githubusercontent.com/u/{uid}?v=4",
            "html_url": f"https://github.com/{login}", "type": "User", "site_admin": False}


# ---------------------------------------------------------------------------------------------------------------
# 01 GitHub (bad)
# ---------------------------------------------------------------------------------------------------------------

def t01(rs: RowSet) -> None:
    # GitHub PR review, bad: turn 7 (combined status) reports the head sha as 9c41e07b2d8f3a65e1c0b49f7ad2e6138b5f0c7d while turns 1, 3, 5 and 6 established 9c41e07b2d8f3a56e1c0b94f7ad2e6138b5f0c7d, with no push in between.
    own, rep = "ferrolabs", "tessellate-ingest"
    head = "9c41e07b2d8f3a56e1c0b94f7ad2e6138b5f0c7d"
    drift = "9c41e07b2d8f3a65e1c0b49f7ad2e6138b5f0c7d"
    mid = "b2f6d81a07c4e39f5a1d6c0e8b7f2a94d3c15e60"
    first = "71ac3e9d5b0f48c2a6e1d7b39f0c5a8e24d6b1f3"
    base = "4e8a1f0c93b27d65a0e4c1b8f29d7a3e6c05b812"
    api = f"https://api.github.com/repos/{own}/{rep}"
    okwu = gh_user("okwu-dami", 48120377)
    lind = gh_user("lindqvist-a", 30914482)
    me = gh_user("rkdsouza", 61502918)
    gp = {"owner": S, "repo": S, "pull_number": INT}
    system = mcp_system("github", "GitHub API access for repositories, issues and pull requests", [
        tool("get_pull_request", "Get details of a specific pull request", gp, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_files", "Get the list of files changed in a pull request", gp, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_status", "Get the combined status of all status checks for a pull request", gp, ["owner", "repo", "pull_number"]),
        tool("get_pull_request_comments", "Get the review comments on a pull request", gp, ["owner", "repo", "pull_number"]),
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("list_commits", "Get list of commits of a branch in a GitHub repository", {"owner": S, "repo": S, "sha": S, "page": INT, "perPage": INT}, ["owner", "repo"]),
        tool("add_issue_comment", "Add a comment to an existing issue or pull request", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update an existing issue or pull request (title, body, state, labels, assignees)", {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": S, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
    ])
    labels = [{"id": 5120338841, "name": "parquet", "color": "1d76db", "default": False, "description": "Parquet reader/writer"},
              {"id": 5120338102, "name": "bug", "color": "d73a4a", "default": True, "description": "Something isn't working"}]
    pr = {
        "url": f"{api}/pulls/2184", "id": 2361049857, "node_id": "PR_kwDOJx4b8c6MuA0B",
        "html_url": f"https://github.com/{own}/{rep}/pull/2184", "diff_url": f"https://github.com/{own}/{rep}/pull/2184.diff",
        "number": 2184, "state": "open", "locked": False,
        "title": "Fix dictionary page overflow when writing wide Parquet row groups",
        "user": okwu,
        "body": "Closes #2171.\n\nWhen a row group carries more than 65,535 distinct values in a string column, `DictEncoder.flush()` kept appending to a single dictionary page and the writer produced pages above the 8 MiB reader limit. This splits the dictionary page once it crosses `dictionary_pagesize_limit` and falls back to PLAIN for the remainder of the chunk, matching what parquet-mr does.\n\n- [x] regression test with 120k distinct values\n- [x] CHANGELOG entry",
        "created_at": "2025-03-10T16:22:41Z", "updated_at": "2025-03-11T08:57:19Z", "closed_at": None, "merged_at": None,
        "merge_commit_sha": "e1d7a40c6b93f2580d7e4a1c9b36f0e25d8c7a14",
        "assignee": None, "assignees": [], "requested_reviewers": [lind, me], "labels": labels, "milestone": {"title": "0.19.0", "number": 14, "state": "open"},
        "draft": False,
        "head": {"label": f"{own}:fix/parquet-dict-overflow", "ref": "fix/parquet-dict-overflow", "sha": head, "user": {"login": own, "id": 90210447, "type": "Organization"}},
        "base": {"label": f"{own}:main", "ref": "main", "sha": base, "user": {"login": own, "id": 90210447, "type": "Organization"}},
        "author_association": "CONTRIBUTOR", "merged": False, "mergeable": True, "rebaseable": True, "mergeable_state": "unstable",
        "merged_by": None, "comments": 3, "review_comments": 2, "maintainer_can_modify": True,
        "commits": 3, "additions": 143, "deletions": 37, "changed_files": 5,
    }
    files = [
        ("src/tessellate/parquet/dict_encoder.py", "modified", 61, 22, "6a0f93d2c1e874b5a29f0d3c7e16b48a5d20c9e1"),
        ("src/tessellate/parquet/writer.py", "modified", 18, 9, "2c81e4b07f5d93a6c1e02b7d48f9a36e05c1d7b4"),
        ("tests/parquet/test_dict_overflow.py", "added", 52, 0, "d93e1a7c04b6f285e3a9c0d17b4e62f8a5c3019d"),
        ("tests/parquet/conftest.py", "modified", 7, 1, "5d0c2e8f71a4b39d6e0c5a1f82b7d94e3c6a0b25"),
        ("CHANGELOG.md", "modified", 5, 5, "8f4b1c6e29d07a53b8e1f4c0d62a97e5b3108c4d"),
    ]
    files_obs = [{"sha": sha, "filename": fn, "status": st, "additions": ad, "deletions": de, "changes": ad + de,
                  "blob_url": f"https://github.com/{own}/{rep}/blob/{head}/{fn}",
                  "raw_url": f"https://github.com/{own}/{rep}/raw/{head}/{fn}"} for fn, st, ad, de, sha in files]

    def status(state: str, integ: tuple[str, str, str], sha: str) -> dict[str, Any]:
        sts = [
            ("ci/lint", "success", "ruff + mypy passed", "2025-03-11T08:59:02Z", 7421),
            ("ci/unit (3.11)", "success", "1,284 passed, 9 skipped in 4m 11s", "2025-03-11T09:02:47Z", 7422),
            ("ci/unit (3.12)", "success", "1,284 passed, 9 skipped in 3m 58s", "2025-03-11T09:02:31Z", 7423),
            ("ci/integration-s3", integ[0], integ[1], integ[2], 7424),
            ("codecov/patch", "success", "91.30% of diff hit (target 85.00%)", "2025-03-11T09:03:15Z", None),
        ]
        out = []
        for i, (ctx, st, desc, upd, build) in enumerate(sts):
            target = f"https://ci.ferrolabs.dev/builds/{build}" if build else f"https://app.codecov.io/gh/{own}/{rep}/pull/2184"
            out.append({"id": 31877402110 + i * 3, "state": st, "description": desc, "target_url": target, "context": ctx,
                        "created_at": "2025-03-11T08:57:31Z", "updated_at": upd})
        return {"state": state, "statuses": out, "sha": sha, "total_count": 5,
                "repository": {"id": 702118934, "full_name": f"{own}/{rep}", "private": False},
                "commit_url": f"{api}/commits/{sha}", "url": f"{api}/commits/{sha}/status"}

    st1 = status("pending", ("pending", "Running integration suite on runner ci-xl-07", "2025-03-11T09:03:40Z"), head)
    st2 = status("success", ("success", "Build #7424 succeeded in 17m 42s", "2025-03-11T09:21:22Z"), drift)
    conftest = (
        '"""Shared fixtures for the Parquet test-suite."""\n\nfrom __future__ import annotations\n\nimport string\n\nimport pyarrow as pa\nimport pytest\n\n\n'
        '@pytest.fixture\ndef small_table() -> pa.Table:\n    return pa.table({"id": list(range(10)), "name": [f"row-{i}" for i in range(10)]})\n\n\n'
        '@pytest.fixture(scope="session")\ndef wide_strings() -> pa.Table:\n    """120,000 distinct 24-char strings: enough to overflow one dictionary page."""\n'
        '    alphabet = string.ascii_lowercase + string.digits\n    values = ["".join(alphabet[(i * 7 + k) % 36] for k in range(18)) + f"{i:06d}" for i in range(120_000)]\n'
        '    return pa.table({"key": pa.array(values, pa.string())})\n\n\n'
        '@pytest.fixture\ndef tmp_parquet(tmp_path):\n    return tmp_path / "out.parquet"\n')
    file_obs = json.dumps({"content": [
        {"type": "text", "text": "successfully downloaded text file (SHA: 5d0c2e8f71a4b39d6e0c5a1f82b7d94e3c6a0b25)"},
        {"type": "resource", "resource": {"uri": f"repo://{own}/{rep}/refs/heads/fix/parquet-dict-overflow/contents/tests/parquet/conftest.py",
                                          "mimeType": "text/x-python", "text": conftest}}], "isError": False}, indent=2, ensure_ascii=False)

    def commit(sha: str, parent: str, msg: str, who: dict[str, Any], name: str, email: str, date: str) -> dict[str, Any]:
        return {"sha": sha, "commit": {"author": {"name": name, "email": email, "date": date},
                                       "committer": {"name": name, "email": email, "date": date}, "message": msg,
                                       "comment_count": 0}, "html_url": f"https://github.com/{own}/{rep}/commit/{sha}",
                "author": who, "parents": [{"sha": parent}]}

    commits = [
        commit(head, mid, "Address review: cap dictionary page at dictionary_pagesize_limit, not row-group size", okwu, "Dami Okwu", "dami.okwu@ferrolabs.dev", "2025-03-11T08:55:02Z"),
        commit(mid, first, "Add regression test for 120k-distinct string column", okwu, "Dami Okwu", "dami.okwu@ferrolabs.dev", "2025-03-10T16:18:37Z"),
        commit(first, base, "Split dictionary page when encoder exceeds page limit", okwu, "Dami Okwu", "dami.okwu@ferrolabs.dev", "2025-03-10T15:49:10Z"),
        commit(base, "0b97c4e1a3f85d26e9c0a7b14f3d8e52c6a190f7", "Bump pyarrow to 19.0.1 (#2180)", gh_user("dependabot[bot]", 49699333), "dependabot[bot]", "49699333+dependabot[bot]@users.noreply.github.com", "2025-03-09T22:04:55Z"),
    ]
    review_comments = [
        {"id": 1987734015, "pull_request_review_id": 2671540092, "path": "src/tessellate/parquet/dict_encoder.py", "line": 148, "side": "RIGHT",
         "commit_id": head, "original_commit_id": mid, "user": lind,
         "body": "Nit: `_page_bytes` is recomputed on every append; could we keep a running total instead? For 120k values it's O(n^2).",
         "created_at": "2025-03-10T19:41:08Z", "updated_at": "2025-03-10T19:41:08Z", "author_association": "MEMBER",
         "html_url": f"https://github.com/{own}/{rep}/pull/2184#discussion_r1987734015"},
        {"id": 1988120577, "pull_request_review_id": 2672033814, "in_reply_to_id": 1987734015, "path": "src/tessellate/parquet/dict_encoder.py", "line": 148, "side": "RIGHT",
         "commit_id": head, "original_commit_id": head, "user": okwu,
         "body": "Good catch, switched to a running counter in the latest push.",
         "created_at": "2025-03-11T08:56:40Z", "updated_at": "2025-03-11T08:56:40Z", "author_association": "CONTRIBUTOR",
         "html_url": f"https://github.com/{own}/{rep}/pull/2184#discussion_r1988120577"},
    ]
    body8 = "Integration suite is green now (build #7424). The running-counter change in the latest push addresses @lindqvist-a's O(n^2) note on `_page_bytes`. LGTM from my side; leaving the approval to Anna once she re-checks."
    comment = {"id": 2713398410, "node_id": "IC_kwDOJx4b8c6hvK4K", "url": f"{api}/issues/comments/2713398410",
               "html_url": f"https://github.com/{own}/{rep}/pull/2184#issuecomment-2713398410",
               "issue_url": f"{api}/issues/2184", "user": me, "created_at": "2025-03-11T09:31:12Z", "updated_at": "2025-03-11T09:31:12Z",
               "author_association": "MEMBER", "body": body8,
               "reactions": {"total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0}}
    issue = {"url": f"{api}/issues/2184", "html_url": f"https://github.com/{own}/{rep}/pull/2184", "id": 2901447733, "number": 2184,
             "title": pr["title"], "user": okwu, "state": "open", "locked": False,
             "labels": labels + [{"id": 5120341196, "name": "ready-to-merge", "color": "0e8a16", "default": False, "description": "Approved and CI green"}],
             "assignees": [], "milestone": {"title": "0.19.0", "number": 14, "state": "open"}, "comments": 4,
             "created_at": "2025-03-10T16:22:41Z", "updated_at": "2025-03-11T09:32:40Z", "closed_at": None, "author_association": "CONTRIBUTOR",
             "pull_request": {"url": f"{api}/pulls/2184", "html_url": f"https://github.com/{own}/{rep}/pull/2184", "merged_at": None}}
    turns = [
        (call("get_pull_request", owner=own, repo=rep, pull_number=2184), mcp_text(pr)),
        (call("get_pull_request_files", owner=own, repo=rep, pull_number=2184), mcp_text(files_obs)),
        (call("get_pull_request_status", owner=own, repo=rep, pull_number=2184), mcp_text(st1)),
        (call("get_file_contents", owner=own, repo=rep, path="tests/parquet/conftest.py", branch="fix/parquet-dict-overflow"), file_obs),
        (call("list_commits", owner=own, repo=rep, sha="fix/parquet-dict-overflow", perPage=4), mcp_text(commits)),
        (call("get_pull_request_comments", owner=own, repo=rep, pull_number=2184), mcp_text(review_comments)),
        (call("get_pull_request_status", owner=own, repo=rep, pull_number=2184), mcp_text(st2)),
        (call("add_issue_comment", owner=own, repo=rep, issue_number=2184, body=body8), mcp_text(comment)),
        (call("update_issue", owner=own, repo=rep, issue_number=2184, labels=["parquet", "bug", "ready-to-merge"]), mcp_text(issue)),
    ]
    rs.add(task="mcp", tid="h10-mcp-01", system=system, turns=turns,
           state="MCP server `github` connected; authenticated as rkdsouza (member of ferrolabs). No prior tool calls in this session.",
           bad=True, turn=7, kind="PR head commit sha in the combined-status result differs from the sha established earlier, no push in between")


# ---------------------------------------------------------------------------------------------------------------
# 02 Linear (clean)
# ---------------------------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    # Linear triage, clean: issues leave the Triage list because the agent moved them, a new issue gets the next id, cycle scope grows by exactly the added estimate, search returns similarly named issues.
    system = mcp_system("linear", "Linear issue tracking for the Finch workspace", [
        tool("list_issues", "List issues of a team, optionally filtered by workflow state, assignee or label", {"teamKey": S, "state": S, "assignee": S, "label": S, "limit": INT}, ["teamKey"]),
        tool("get_issue", "Get one issue with its relations and comments", {"id": S}, ["id"]),
        tool("search_issues", "Full-text search over issue titles and descriptions", {"query": S, "teamKey": S, "limit": INT}, ["query"]),
        tool("create_issue", "Create a new issue", {"teamKey": S, "title": S, "description": S, "stateName": S, "priority": INT, "labels": A, "assignee": S}, ["teamKey", "title"]),
        tool("update_issue", "Update an issue (state, priority, assignee, estimate, cycle, duplicateOf)", {"id": S, "stateName": S, "priority": INT, "assignee": S, "estimate": INT, "cycle": INT, "duplicateOf": S}, ["id"]),
        tool("get_cycle", "Get a team cycle with scope and progress", {"teamKey": S, "number": INT}, ["teamKey", "number"]),
    ])
    t1 = """Found 6 issues in state **Triage** for team Payments Infra (PAY):

1. **PAY-412** Refund webhook arrives before charge.succeeded for Klarna
   Priority: Medium · Labels: webhooks, klarna · Reporter: Ines Baptista · Created: 2025-06-02
2. **PAY-415** Payout CSV export drops rows with non-ASCII payee names
   Priority: Low · Labels: exports · Reporter: Tobias Wendt · Created: 2025-06-03
3. **PAY-418** SEPA payout webhook retries double-post ledger entries
   Priority: No priority · Labels: ledger · Reporter: Ines Baptista · Created: 2025-06-04
4. **PAY-423** Ledger shows duplicate SEPA payout entries after retry
   Priority: No priority · Labels: ledger, support-escalation · Reporter: Grace Mbeki · Created: 2025-06-05
5. **PAY-427** 3DS challenge iframe renders blank on Safari 17.5
   Priority: Medium · Labels: checkout, 3ds · Reporter: Ahmed Rahimi · Created: 2025-06-05
6. **PAY-431** Adyen settlement report parser fails on DST boundary
   Priority: High · Labels: reconciliation · Reporter: Tobias Wendt · Created: 2025-06-06"""
    t2 = """Updated **PAY-418** SEPA payout webhook retries double-post ledger entries

- State: Triage → **Todo**
- Priority: No priority → **High**
- Assignee: (none) → **Mirela Kovač**
- Estimate: (none) → **2 points**
- Cycle: (none) → **Cycle 34**

URL: https://linear.app/finch/issue/PAY-418/sepa-payout-webhook-retries-double-post-ledger-entries
Updated at: 2025-06-09T10:14:22.318Z"""
    t3 = """Updated **PAY-423** Ledger shows duplicate SEPA payout entries after retry

- State: Triage → **Duplicate**
- Marked as duplicate of **PAY-418** (SEPA payout webhook retries double-post ledger entries)

URL: https://linear.app/finch/issue/PAY-423/ledger-shows-duplicate-sepa-payout-entries-after-retry
Updated at: 2025-06-09T10:15:03.907Z"""
    desc4 = "Retries from the SEPA payout provider reuse our idempotency key only when the first attempt timed out at the load balancer. When the retry lands on a different ledger-writer pod, the key is already evicted from the local LRU and the entry is posted twice. Follow-up to PAY-418."
    t4 = """Created issue **PAY-437** Idempotency key collisions on retried SEPA payouts

- Team: Payments Infra (PAY)
- State: Backlog
- Priority: Medium
- Labels: ledger, sepa
- Assignee: (none)
- Creator: Rohan Kulkarni

URL: https://linear.app/finch/issue/PAY-437/idempotency-key-collisions-on-retried-sepa-payouts
Created at: 2025-06-09T10:17:48.552Z"""
    t5 = """Found 4 issues in state **Triage** for team Payments Infra (PAY):

1. **PAY-412** Refund webhook arrives before charge.succeeded for Klarna
   Priority: Medium · Labels: webhooks, klarna · Reporter: Ines Baptista · Created: 2025-06-02
2. **PAY-415** Payout CSV export drops rows with non-ASCII payee names
   Priority: Low · Labels: exports · Reporter: Tobias Wendt · Created: 2025-06-03
3. **PAY-427** 3DS challenge iframe renders blank on Safari 17.5
   Priority: Medium · Labels: checkout, 3ds · Reporter: Ahmed Rahimi · Created: 2025-06-05
4. **PAY-431** Adyen settlement report parser fails on DST boundary
   Priority: High · Labels: reconciliation · Reporter: Tobias Wendt · Created: 2025-06-06"""
    t6 = """## Cycle 34 — Payments Infra (PAY)
Jun 2, 2025 → Jun 15, 2025 (active, day 8 of 14)

| | Issues | Points |
|---|---|---|
| Scope | 23 | 41 |
| Completed | 9 | 17 |
| Started | 6 | 13 |
| Unstarted | 8 | 11 |

Progress: 17 of 41 points completed (41%)
Scope change since cycle start: +3 issues, +5 points
Recently added: PAY-418 (2 pts, Todo, Mirela Kovač), PAY-409 (2 pts, In Progress, Tobias Wendt)"""
    t7 = """Updated **PAY-437** Idempotency key collisions on retried SEPA payouts

- State: Backlog → **Todo**
- Estimate: (none) → **3 points**
- Cycle: (none) → **Cycle 34**

URL: https://linear.app/finch/issue/PAY-437/idempotency-key-collisions-on-retried-sepa-payouts
Updated at: 2025-06-09T10:21:30.140Z"""
    t8 = """## Cycle 34 — Payments Infra (PAY)
Jun 2, 2025 → Jun 15, 2025 (active, day 8 of 14)

| | Issues | Points |
|---|---|---|
| Scope | 24 | 44 |
| Completed | 9 | 17 |
| Started | 6 | 13 |
| Unstarted | 9 | 14 |

Progress: 17 of 44 points completed (39%)
Scope change since cycle start: +4 issues, +8 points
Recently added: PAY-437 (3 pts, Todo, unassigned), PAY-418 (2 pts, Todo, Mirela Kovač), PAY-409 (2 pts, In Progress, Tobias Wendt)"""
    t9 = """4 results for "SEPA payout" in Payments Infra (PAY):

| ID | Title | State | Assignee | Updated |
|---|---|---|---|---|
| PAY-437 | Idempotency key collisions on retried SEPA payouts | Todo | — | 2025-06-09 |
| PAY-418 | SEPA payout webhook retries double-post ledger entries | Todo | Mirela Kovač | 2025-06-09 |
| PAY-423 | Ledger shows duplicate SEPA payout entries after retry | Duplicate | — | 2025-06-09 |
| PAY-287 | SEPA payout batch export to Bankline | Done | Tobias Wendt | 2025-03-28 |"""
    t10 = """# PAY-418 SEPA payout webhook retries double-post ledger entries

- **State:** Todo
- **Priority:** High
- **Assignee:** Mirela Kovač
- **Estimate:** 2 points
- **Cycle:** Cycle 34 (Jun 2 – Jun 15)
- **Labels:** ledger
- **Reporter:** Ines Baptista
- **Created:** 2025-06-04T13:02:51.004Z
- **Updated:** 2025-06-09T10:15:03.907Z

## Description
Since the provider switched to at-least-once webhook delivery (May 28), a retried `payout.paid` webhook can post the same ledger entry twice. Seen for 14 payouts in the last week; sum of duplicated amounts €38,211.40. Ledger-writer logs show both deliveries accepted within 900 ms of each other.

## Relations
- Duplicated by **PAY-423** Ledger shows duplicate SEPA payout entries after retry (Duplicate)

## Comments (1)
**Grace Mbeki** · 2025-06-05 09:12 — Support has three merchants asking about doubled balances in the dashboard; linking PAY-423 which came in through the escalation queue."""
    turns = [
        (call("list_issues", teamKey="PAY", state="Triage"), t1),
        (call("update_issue", id="PAY-418", stateName="Todo", priority=2, assignee="mirela.kovac@finch.money", estimate=2, cycle=34), t2),
        (call("update_issue", id="PAY-423", stateName="Duplicate", duplicateOf="PAY-418"), t3),
        (call("create_issue", teamKey="PAY", title="Idempotency key collisions on retried SEPA payouts", description=desc4, stateName="Backlog", priority=3, labels=["ledger", "sepa"]), t4),
        (call("list_issues", teamKey="PAY", state="Triage"), t5),
        (call("get_cycle", teamKey="PAY", number=34), t6),
        (call("update_issue", id="PAY-437", stateName="Todo", estimate=3, cycle=34), t7),
        (call("get_cycle", teamKey="PAY", number=34), t8),
        (call("search_issues", query="SEPA payout", teamKey="PAY"), t9),
        (call("get_issue", id="PAY-418"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-02", system=system, turns=turns,
           state="MCP server `linear` connected to workspace Finch as Rohan Kulkarni (Payments Infra lead).", bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 03 Postgres (bad)
# ---------------------------------------------------------------------------------------------------------------

def t03(rs: RowSet) -> None:
    # Postgres billing change, bad: turn 6 (joined summary) shows payment_terms_days = 30 for account 30418, but turn 4's UPDATE ... RETURNING set it to 45 and nothing wrote it again.
    system = mcp_system("postgres", "read/write SQL access to the `billing` database of Norrsken Freight (PostgreSQL 16)", [
        tool("list_tables", "List tables in a schema with row estimates", {"schema": S}, ["schema"]),
        tool("describe_table", "Show the columns, types, defaults and indexes of a table", {"table": S}, ["table"]),
        tool("query", "Run a read-only SQL query and return the rows as a table", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement (INSERT/UPDATE/DELETE) in autocommit mode", {"sql": S}, ["sql"]),
    ])
    t1 = "Tables in schema `billing` (8):\n\n" + md_table(["table", "est. rows", "size", "last autovacuum"], [
        ["accounts", "4,212", "1.9 MB", "2025-02-19 03:12:44+00"],
        ["account_audit", "88,204", "21 MB", "2025-02-18 23:40:09+00"],
        ["account_contacts", "9,877", "2.6 MB", "2025-02-17 04:02:51+00"],
        ["credit_notes", "3,140", "1.1 MB", "2025-02-15 05:30:17+00"],
        ["invoice_lines", "1,204,558", "402 MB", "2025-02-19 02:01:36+00"],
        ["invoices", "311,902", "96 MB", "2025-02-19 02:13:58+00"],
        ["payments", "298,417", "74 MB", "2025-02-19 01:47:22+00"],
        ["rate_cards", "612", "248 kB", "2025-01-30 06:20:05+00"],
    ])
    t2 = "Table `billing.accounts`\n\n" + md_table(["column", "type", "nullable", "default"], [
        ["account_id", "integer", "NO", "nextval('billing.accounts_account_id_seq'::regclass)"],
        ["legal_name", "text", "NO", ""],
        ["org_number", "text", "YES", ""],
        ["country", "character(2)", "NO", ""],
        ["currency", "character(3)", "NO", "'NOK'::bpchar"],
        ["payment_terms_days", "smallint", "NO", "30"],
        ["credit_limit", "numeric(12,2)", "NO", "0"],
        ["status", "text", "NO", "'active'::text"],
        ["account_manager", "text", "YES", ""],
        ["created_at", "timestamp with time zone", "NO", "now()"],
        ["updated_at", "timestamp with time zone", "NO", "now()"],
    ]) + "\n\nIndexes:\n- accounts_pkey PRIMARY KEY (account_id)\n- accounts_org_number_key UNIQUE (org_number)\n- accounts_legal_name_trgm GIN (legal_name gin_trgm_ops)\n\nCheck constraints:\n- accounts_payment_terms_days_check CHECK (payment_terms_days = ANY (ARRAY[0, 14, 30, 45, 60, 90]))"
    t3 = md_table(["account_id", "legal_name", "org_number", "country", "currency", "payment_terms_days", "credit_limit", "status", "updated_at"], [
        [30418, "Halvorsen Marine AS", "921 447 803", "NO", "NOK", 30, "250000.00", "active", "2024-09-02 11:18:40.221+00"],
        [30977, "Halvorsen Marine Services Ltd", "SC604118", "GB", "GBP", 14, "18000.00", "active", "2025-01-14 08:02:13.507+00"],
    ]) + "\n\n(2 rows, 3.4 ms)"
    sql4 = "UPDATE billing.accounts SET payment_terms_days = 45, credit_limit = 400000, updated_at = now() WHERE account_id = 30418 RETURNING account_id, legal_name, payment_terms_days, credit_limit, updated_at;"
    t4 = "UPDATE 1\n\n" + md_table(["account_id", "legal_name", "payment_terms_days", "credit_limit", "updated_at"], [
        [30418, "Halvorsen Marine AS", 45, "400000.00", "2025-02-19 10:42:17.593+00"],
    ]) + "\n\n(1 row affected, 6.1 ms)"
    sql5 = ("INSERT INTO billing.account_audit (account_id, actor, change_summary, ticket_ref) VALUES (30418, 'svc-finance-agent', "
            "'payment_terms_days 30->45; credit_limit 250000->400000 (approved by CFO, renewal 2025)', 'FIN-2291') RETURNING audit_id, created_at;")
    t5 = "INSERT 0 1\n\n" + md_table(["audit_id", "created_at"], [[88215, "2025-02-19 10:42:51.108+00"]]) + "\n\n(1 row affected, 2.8 ms)"
    sql6 = ("SELECT a.account_id, a.legal_name, a.payment_terms_days, a.credit_limit, count(i.invoice_id) AS open_invoices, "
            "coalesce(sum(i.amount_due), 0) AS open_amount, a.credit_limit - coalesce(sum(i.amount_due), 0) AS headroom "
            "FROM billing.accounts a LEFT JOIN billing.invoices i ON i.account_id = a.account_id AND i.status IN ('open', 'overdue') "
            "WHERE a.account_id = 30418 GROUP BY a.account_id;")
    t6 = md_table(["account_id", "legal_name", "payment_terms_days", "credit_limit", "open_invoices", "open_amount", "headroom"], [
        [30418, "Halvorsen Marine AS", 30, "400000.00", 4, "187642.50", "212357.50"],
    ]) + "\n\n(1 row, 11.7 ms)"
    sql7 = ("SELECT invoice_id, invoice_no, issue_date, due_date, amount_due, status FROM billing.invoices "
            "WHERE account_id = 30418 AND status IN ('open', 'overdue') ORDER BY due_date;")
    t7 = md_table(["invoice_id", "invoice_no", "issue_date", "due_date", "amount_due", "status"], [
        [1188204, "NF-2025-004117", "2025-01-08", "2025-02-07", "22410.00", "overdue"],
        [1190533, "NF-2025-006842", "2025-01-22", "2025-02-21", "61875.50", "open"],
        [1192871, "NF-2025-009305", "2025-02-05", "2025-03-07", "48990.00", "open"],
        [1194412, "NF-2025-011129", "2025-02-17", "2025-03-19", "54367.00", "open"],
    ]) + "\n\n(4 rows, 4.9 ms)"
    sql8 = "SELECT audit_id, actor, ticket_ref, created_at FROM billing.account_audit WHERE account_id = 30418 ORDER BY created_at DESC LIMIT 5;"
    t8 = md_table(["audit_id", "actor", "ticket_ref", "created_at"], [
        [88215, "svc-finance-agent", "FIN-2291", "2025-02-19 10:42:51.108+00"],
        [71930, "marte.solberg", "FIN-1874", "2024-09-02 11:19:02.664+00"],
        [52288, "marte.solberg", "FIN-1210", "2023-11-27 14:05:33.019+00"],
        [40117, "import-2023", "NULL", "2023-03-01 00:00:00+00"],
    ]) + "\n\n(4 rows, 1.6 ms)"
    sql9 = ("SELECT p.payment_id, p.received_at::date AS received, p.amount, p.method, p.invoice_id FROM billing.payments p "
            "WHERE p.account_id = 30418 ORDER BY p.received_at DESC LIMIT 4;")
    t9 = md_table(["payment_id", "received", "amount", "method", "invoice_id"], [
        [903318, "2025-02-12", "39220.00", "bank_transfer", 1185760],
        [899047, "2025-01-30", "57104.25", "bank_transfer", 1183309],
        [894412, "2025-01-16", "18650.00", "bank_transfer", 1180021],
        [890876, "2025-01-03", "44002.75", "bank_transfer", 1177518],
    ]) + "\n\n(4 rows, 3.2 ms)"
    turns = [
        (call("list_tables", schema="billing"), t1),
        (call("describe_table", table="billing.accounts"), t2),
        (call("query", sql="SELECT account_id, legal_name, org_number, country, currency, payment_terms_days, credit_limit, status, updated_at FROM billing.accounts WHERE legal_name ILIKE '%halvorsen marine%';"), t3),
        (call("execute", sql=sql4), t4),
        (call("execute", sql=sql5), t5),
        (call("query", sql=sql6), t6),
        (call("query", sql=sql7), t7),
        (call("query", sql=sql8), t8),
        (call("query", sql=sql9), t9),
    ]
    rs.add(task="mcp", tid="h10-mcp-03", system=system, turns=turns,
           state="MCP server `postgres` connected to billing@pg-fin-01 as role svc_finance_agent (read/write). Ticket FIN-2291: move Halvorsen Marine AS to 45-day terms and a NOK 400,000 credit limit.",
           bad=True, turn=6, kind="payment_terms_days set to 45 by the agent's UPDATE reads back as the old value 30")


# ---------------------------------------------------------------------------------------------------------------
# 04 Shopify (clean)
# ---------------------------------------------------------------------------------------------------------------

def t04(rs: RowSet) -> None:
    # Shopify catalogue upkeep, clean: the agent reprices the 16 oz variant (32.00 -> 34.00) and receives +24 units at one location (12 -> 36 total); orders are paginated (different orders per page, old order still shows the old price); the final search is re-sorted by price.
    system = mcp_system("shopify", "Shopify Admin API for the store larchwood-ceramics.myshopify.com", [
        tool("search_products", "Search products; returns variants with price and total available inventory", {"query": S, "sortKey": S, "first": INT}, ["query"]),
        tool("get_product", "Get one product with its variants", {"id": S}, ["id"]),
        tool("update_variant", "Update a product variant's price or compare-at price", {"productId": S, "variantId": S, "price": S, "compareAtPrice": S}, ["productId", "variantId"]),
        tool("get_inventory_levels", "Inventory levels of an inventory item at every location", {"inventoryItemId": S}, ["inventoryItemId"]),
        tool("adjust_inventory", "Adjust the available quantity of an inventory item at a location", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("list_orders", "List orders, newest first, with cursor pagination", {"status": S, "first": INT, "after": S}, []),
        tool("create_discount_code", "Create a basic percentage discount code", {"title": S, "code": S, "percentage": {"type": "number"}, "collectionId": S, "startsAt": S}, ["code", "percentage"]),
    ])
    P = "gid://shopify/Product/"
    V = "gid://shopify/ProductVariant/"

    def var(vid: int, title: str, sku: str, price: str, qty: int, inv: int) -> dict[str, Any]:
        return {"id": f"{V}{vid}", "title": title, "sku": sku, "price": price, "inventoryQuantity": qty,
                "inventoryItem": {"id": f"gid://shopify/InventoryItem/{inv}"}}

    def prod(pid: int, title: str, handle: str, ptype: str, variants: list[dict[str, Any]], updated: str) -> dict[str, Any]:
        return {"id": f"{P}{pid}", "title": title, "handle": handle, "status": "ACTIVE", "productType": ptype,
                "vendor": "Larchwood Ceramics", "totalInventory": sum(v["inventoryQuantity"] for v in variants),
                "updatedAt": updated, "variants": {"nodes": variants}}

    def catalogue(p16: str, q16: int, up1: str) -> dict[str, dict[str, Any]]:
        return {
            "mug": prod(8123456701, "Speckled Stoneware Mug", "speckled-stoneware-mug", "Mugs", [
                var(44810293011, "12 oz", "LWC-MUG-SPK-12", "28.00", 37, 46920118011),
                var(44810293012, "16 oz", "LWC-MUG-SPK-16", p16, q16, 46920118012)], up1),
            "seconds": prod(8123456702, "Speckled Stoneware Mug – Seconds", "speckled-stoneware-mug-seconds", "Mugs", [
                var(44810293015, "Default Title", "LWC-MUG-SPK-2ND", "18.00", 9, 46920118015)], "2025-03-18T09:41:12Z"),
            "travel": prod(8123456744, "Ash Glaze Travel Mug", "ash-glaze-travel-mug", "Mugs", [
                var(44810299870, "Default Title", "LWC-TRV-ASH", "36.00", 0, 46920124870)], "2025-03-31T16:25:41Z"),
            "rail": prod(8123456790, "Oak Mug Hook Rail", "oak-mug-hook-rail", "Home", [
                var(44810305521, "Default Title", "LWC-RAIL-OAK", "54.00", 6, 46920130521)], "2025-02-26T12:05:58Z"),
        }
    c1 = catalogue("32.00", 12, "2025-03-18T09:40:55Z")
    c2 = catalogue("34.00", 36, "2025-04-03T15:20:44Z")
    t1 = pj({"data": {"products": {"nodes": [c1["mug"], c1["seconds"], c1["travel"], c1["rail"]],
                                    "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4MTIzNDU2NzkwfQ=="}}},
             "extensions": {"cost": {"requestedQueryCost": 42, "actualQueryCost": 14}}})
    t2 = pj({"data": {"productVariantsBulkUpdate": {"product": {"id": f"{P}8123456701", "title": "Speckled Stoneware Mug"},
                                                     "productVariants": [{"id": f"{V}44810293012", "title": "16 oz", "price": "34.00", "compareAtPrice": None, "updatedAt": "2025-04-03T15:20:44Z"}],
                                                     "userErrors": []}}})
    studio = {"id": "gid://shopify/Location/71230455921", "name": "Studio – Portland"}
    reno = {"id": "gid://shopify/Location/71230460017", "name": "ShipBob Reno"}
    t3 = pj({"data": {"inventoryItem": {"id": "gid://shopify/InventoryItem/46920118012", "sku": "LWC-MUG-SPK-16", "tracked": True,
                                         "inventoryLevels": {"nodes": [
                                             {"location": studio, "quantities": [{"name": "available", "quantity": 8}, {"name": "committed", "quantity": 2}, {"name": "on_hand", "quantity": 10}]},
                                             {"location": reno, "quantities": [{"name": "available", "quantity": 4}, {"name": "committed", "quantity": 0}, {"name": "on_hand", "quantity": 4}]}]}}}})
    t4 = pj({"data": {"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {
        "id": "gid://shopify/InventoryAdjustmentGroup/58231177405", "createdAt": "2025-04-03T15:22:09Z", "reason": "received",
        "referenceDocumentUri": "logistics://shipbob/receiving/WRO-771204",
        "changes": [{"name": "available", "delta": 24, "quantityAfterChange": 28, "location": reno, "item": {"id": "gid://shopify/InventoryItem/46920118012", "sku": "LWC-MUG-SPK-16"}},
                    {"name": "on_hand", "delta": 24, "quantityAfterChange": 28, "location": reno, "item": {"id": "gid://shopify/InventoryItem/46920118012", "sku": "LWC-MUG-SPK-16"}}]},
        "userErrors": []}}})

    def line(title: str, variant: str, qty: int, price: str) -> dict[str, Any]:
        return {"title": title, "variantTitle": variant, "quantity": qty, "originalUnitPrice": price}

    def order(oid: int, name: str, created: str, cust: str, lines: list[dict[str, Any]], sub: str, ship: str, disc: str, total: str, ful: str) -> dict[str, Any]:
        return {"id": f"gid://shopify/Order/{oid}", "name": name, "createdAt": created, "customer": {"displayName": cust},
                "displayFinancialStatus": "PAID", "displayFulfillmentStatus": ful, "lineItems": {"nodes": lines},
                "subtotalPrice": sub, "totalShippingPrice": ship, "totalDiscounts": disc, "totalPrice": total, "currencyCode": "USD"}
    mug16, mug12 = "Speckled Stoneware Mug", "Speckled Stoneware Mug"
    page1 = [
        order(6012345679122, "#1187", "2025-04-03T13:52:10Z", "Noor Haddad", [line(mug12, "12 oz", 1, "28.00"), line("Oak Mug Hook Rail", "Default Title", 1, "54.00")], "82.00", "0.00", "0.00", "82.00", "UNFULFILLED"),
        order(6012345678890, "#1186", "2025-04-02T21:07:45Z", "Callum Reyes", [line("Speckled Stoneware Mug – Seconds", "Default Title", 3, "18.00")], "54.00", "9.50", "0.00", "63.50", "FULFILLED"),
        order(6012345678901, "#1185", "2025-04-02T18:11:23Z", "Min-jun Park", [line(mug16, "16 oz", 2, "32.00")], "64.00", "0.00", "0.00", "64.00", "UNFULFILLED"),
    ]
    page2 = [
        order(6012345677514, "#1184", "2025-04-01T10:40:02Z", "Élodie Marchand", [line(mug12, "12 oz", 4, "28.00")], "100.80", "0.00", "11.20", "100.80", "FULFILLED"),
        order(6012345676233, "#1183", "2025-03-31T16:25:39Z", "Jared Okafor", [line("Ash Glaze Travel Mug", "Default Title", 1, "36.00")], "36.00", "9.50", "0.00", "45.50", "FULFILLED"),
        order(6012345675817, "#1182", "2025-03-31T08:03:17Z", "Hana Kobayashi", [line(mug16, "16 oz", 1, "32.00"), line("Speckled Stoneware Mug – Seconds", "Default Title", 1, "18.00")], "50.00", "9.50", "0.00", "59.50", "FULFILLED"),
    ]
    cur1 = "eyJsYXN0X2lkIjo2MDEyMzQ1Njc4OTAxLCJsYXN0X3ZhbHVlIjoiMjAyNS0wNC0wMiAxODoxMToyMyJ9"
    cur2 = "eyJsYXN0X2lkIjo2MDEyMzQ1Njc1ODE3LCJsYXN0X3ZhbHVlIjoiMjAyNS0wMy0zMSAwODowMzoxNyJ9"
    t5 = pj({"data": {"orders": {"nodes": page1, "pageInfo": {"hasNextPage": True, "endCursor": cur1}}}})
    t6 = pj({"data": {"orders": {"nodes": page2, "pageInfo": {"hasNextPage": True, "endCursor": cur2}}}})
    t7 = pj({"data": {"product": c2["mug"]}})
    t8 = pj({"data": {"discountCodeBasicCreate": {"codeDiscountNode": {
        "id": "gid://shopify/DiscountCodeNode/1449820553395",
        "codeDiscount": {"title": "Seconds 15% off", "status": "ACTIVE", "startsAt": "2025-04-03T15:25:00Z", "endsAt": None,
                         "codes": {"nodes": [{"code": "SECONDS15"}]}, "asyncUsageCount": 0,
                         "customerGets": {"value": {"percentage": 0.15}, "items": {"collections": {"nodes": [{"id": "gid://shopify/Collection/309911715889", "title": "Seconds"}]}}}}},
        "userErrors": []}}})
    t9 = pj({"data": {"products": {"nodes": [c2["seconds"], c2["mug"], c2["travel"], c2["rail"]],
                                    "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4MTIzNDU2NzkwLCJsYXN0X3ZhbHVlIjoiNTQuMDAifQ=="}}},
             "extensions": {"cost": {"requestedQueryCost": 42, "actualQueryCost": 14}}})
    turns = [
        (call("search_products", query="mug", first=10), t1),
        (call("update_variant", productId=f"{P}8123456701", variantId=f"{V}44810293012", price="34.00"), t2),
        (call("get_inventory_levels", inventoryItemId="gid://shopify/InventoryItem/46920118012"), t3),
        (call("adjust_inventory", inventoryItemId="gid://shopify/InventoryItem/46920118012", locationId=reno["id"], delta=24, reason="received"), t4),
        (call("list_orders", status="open", first=3), t5),
        (call("list_orders", status="open", first=3, after=cur1), t6),
        (call("get_product", id=f"{P}8123456701"), t7),
        (call("create_discount_code", title="Seconds 15% off", code="SECONDS15", percentage=0.15, collectionId="gid://shopify/Collection/309911715889", startsAt="2025-04-03T15:25:00Z"), t8),
        (call("search_products", query="mug", sortKey="PRICE", first=10), t9),
    ]
    rs.add(task="mcp", tid="h10-mcp-04", system=system, turns=turns,
           state="MCP server `shopify` connected to larchwood-ceramics.myshopify.com (Admin API 2025-01, staff account ops@larchwoodceramics.com).",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 05 Home Assistant (bad)
# ---------------------------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    # Home Assistant evening routine, bad: turn 8 lists automation.hallway_motion_lights as "on" although turn 1 showed it "off" and no call touched it (its last_changed is still 2025-01-03T21:47:12).
    system = mcp_system("home-assistant", "Home Assistant 2024.12.5 at http://homeassistant.local:8123", [
        tool("list_automations", "List all automations with their state and last trigger time", {}, []),
        tool("get_entity", "Get the current state and attributes of one entity", {"entity_id": S}, ["entity_id"]),
        tool("get_states", "Get the states of all entities in a domain", {"domain": S}, ["domain"]),
        tool("call_service", "Call a Home Assistant service on a target (entity_id, area_id or device_id)", {"domain": S, "service": S, "target": OBJ, "data": OBJ}, ["domain", "service"]),
    ])

    def autos(hallway_state: str) -> str:
        return f"""Automations (5):

automation.hallway_motion_lights
  friendly_name: Hallway motion lights
  state: {hallway_state}
  last_changed: 2025-01-03T21:47:12+01:00
  last_triggered: 2025-01-03T21:40:55+01:00
  mode: restart

automation.porch_light_at_sunset
  friendly_name: Porch light at sunset
  state: on
  last_changed: 2024-12-29T10:02:31+01:00
  last_triggered: 2025-01-07T16:41:08+01:00
  mode: single

automation.basement_dehumidifier
  friendly_name: Basement dehumidifier above 62% RH
  state: on
  last_changed: 2024-11-18T19:20:45+01:00
  last_triggered: 2025-01-07T06:10:00+01:00
  mode: single

automation.morning_heating_boost
  friendly_name: Morning heating boost
  state: on
  last_changed: 2024-10-02T08:11:57+02:00
  last_triggered: 2025-01-07T05:45:00+01:00
  mode: single

automation.notify_washer_done
  friendly_name: Notify when washer is done
  state: on
  last_changed: 2024-09-14T13:30:02+02:00
  last_triggered: 2025-01-06T20:33:47+01:00
  mode: queued"""
    t2 = """entity_id: climate.living_room
state: heat
attributes:
  friendly_name: Living room thermostat
  hvac_modes: [off, heat, auto]
  min_temp: 7
  max_temp: 30
  target_temp_step: 0.5
  current_temperature: 19.4
  temperature: 20.5
  hvac_action: heating
  preset_mode: comfort
  preset_modes: [eco, comfort, away]
  supported_features: 401
last_changed: 2025-01-07T05:45:02+01:00
last_updated: 2025-01-07T18:09:41+01:00
context_id: 01JH0Q3T2M8V5K7R9X4ZB6C1DE"""
    t3 = """Service climate.set_temperature called successfully.
Changed states (1):
  climate.living_room -> heat
    temperature: 21.5 (was 20.5)
    current_temperature: 19.4
    hvac_action: heating
    preset_mode: comfort
    last_updated: 2025-01-07T18:13:05+01:00"""
    t4 = """binary_sensor states (7):

binary_sensor.office_window_contact: on
  friendly_name: Office window, device_class: window, last_changed: 2025-01-07T17:02:18+01:00
binary_sensor.kitchen_window_contact: off
  friendly_name: Kitchen window, device_class: window, last_changed: 2025-01-07T08:31:50+01:00
binary_sensor.bedroom_window_contact: off
  friendly_name: Bedroom window, device_class: window, last_changed: 2025-01-06T22:14:07+01:00
binary_sensor.front_door_contact: off
  friendly_name: Front door, device_class: door, last_changed: 2025-01-07T17:58:40+01:00
binary_sensor.hallway_motion: off
  friendly_name: Hallway motion, device_class: motion, last_changed: 2025-01-07T18:06:12+01:00
binary_sensor.washer_running: off
  friendly_name: Washer running, device_class: running, last_changed: 2025-01-06T20:33:41+01:00
binary_sensor.basement_water_leak: off
  friendly_name: Basement leak sensor, device_class: moisture, last_changed: 2024-12-30T11:47:26+01:00"""
    t5 = """Service light.turn_off called successfully.
Changed states (2):
  light.office_desk_lamp -> off (was on)
    last_changed: 2025-01-07T18:14:20+01:00
  light.office_ceiling -> off (was on)
    last_changed: 2025-01-07T18:14:20+01:00"""
    t6 = """Service cover.close_cover called successfully.
Changed states (1):
  cover.office_blinds -> closing (was open)
    current_position: 100
    last_changed: 2025-01-07T18:14:51+01:00"""
    t7 = """entity_id: cover.office_blinds
state: closed
attributes:
  friendly_name: Office blinds
  device_class: blind
  current_position: 0
  supported_features: 15
last_changed: 2025-01-07T18:15:09+01:00
last_updated: 2025-01-07T18:15:09+01:00
context_id: 01JH0Q9C6W1N4F8J2T5YKD7PAX"""
    t9 = """Service automation.turn_off called successfully.
Changed states (1):
  automation.basement_dehumidifier -> off (was on)
    last_changed: 2025-01-07T18:16:33+01:00
    last_triggered: 2025-01-07T06:10:00+01:00"""
    t10 = """entity_id: climate.living_room
state: heat
attributes:
  friendly_name: Living room thermostat
  hvac_modes: [off, heat, auto]
  min_temp: 7
  max_temp: 30
  target_temp_step: 0.5
  current_temperature: 19.9
  temperature: 21.5
  hvac_action: heating
  preset_mode: comfort
  preset_modes: [eco, comfort, away]
  supported_features: 401
last_changed: 2025-01-07T05:45:02+01:00
last_updated: 2025-01-07T18:17:02+01:00
context_id: 01JH0QCN8E5S0A3H7V2GQW4RTM"""
    turns = [
        (call("list_automations"), autos("off")),
        (call("get_entity", entity_id="climate.living_room"), t2),
        (call("call_service", domain="climate", service="set_temperature", target={"entity_id": "climate.living_room"}, data={"temperature": 21.5}), t3),
        (call("get_states", domain="binary_sensor"), t4),
        (call("call_service", domain="light", service="turn_off", target={"area_id": "office"}), t5),
        (call("call_service", domain="cover", service="close_cover", target={"entity_id": "cover.office_blinds"}), t6),
        (call("get_entity", entity_id="cover.office_blinds"), t7),
        (call("list_automations"), autos("on")),
        (call("call_service", domain="automation", service="turn_off", target={"entity_id": "automation.basement_dehumidifier"}), t9),
        (call("get_entity", entity_id="climate.living_room"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-05", system=system, turns=turns,
           state="MCP server `home-assistant` connected (long-lived token of user 'Jonas'). Local time 2025-01-07 18:12 (Europe/Berlin).",
           bad=True, turn=8, kind="automation that was off flips to on with no call touching it (last_changed unchanged)")


# ---------------------------------------------------------------------------------------------------------------
# 06 SQLite (clean)
# ---------------------------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    # SQLite lab rerun queue, clean: a table is created and filled with 7 rows, 2 are deleted because they were already rerun, one priority is raised, so the final listing has 5 rows in a new order.
    system = mcp_system("sqlite", "SQLite database /data/lab_samples.db", [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ])
    t1 = "[{'name': 'sites'}, {'name': 'samples'}, {'name': 'assays'}, {'name': 'instruments'}, {'name': 'sqlite_sequence'}]"
    cols = [(0, "assay_id", "INTEGER", 0, None, 1), (1, "sample_id", "TEXT", 1, None, 0), (2, "analyte", "TEXT", 1, None, 0),
            (3, "method", "TEXT", 1, None, 0), (4, "result", "REAL", 0, None, 0), (5, "unit", "TEXT", 0, None, 0),
            (6, "qc_flag", "TEXT", 1, "'PASS'", 0), (7, "instrument_id", "INTEGER", 0, None, 0), (8, "run_at", "TEXT", 1, None, 0)]
    t2 = repr([{"cid": c, "name": n, "type": t, "notnull": nn, "dflt_value": d, "pk": pk} for c, n, t, nn, d, pk in cols])
    fails = [(2214, "S-0412", "Cu", "ICP-MS", "2024-11-04 09:12:33"), (2219, "S-0419", "Pb", "ICP-MS", "2024-11-04 09:40:02"),
             (2237, "S-0427", "Zn", "ICP-MS", "2024-11-05 14:02:51"), (2243, "S-0433", "As", "ICP-MS", "2024-11-05 14:31:18"),
             (2250, "S-0438", "NO3", "IC", "2024-11-06 10:15:47"), (2258, "S-0441", "Cd", "ICP-MS", "2024-11-06 11:48:09"),
             (2266, "S-0450", "pH", "probe", "2024-11-07 08:20:26")]
    t3 = repr([{"assay_id": a, "sample_id": s, "analyte": an, "method": m, "qc_flag": "FAIL", "run_at": r} for a, s, an, m, r in fails])
    ddl = ("CREATE TABLE reruns (rerun_id INTEGER PRIMARY KEY AUTOINCREMENT, sample_id TEXT NOT NULL, analyte TEXT NOT NULL, "
           "source_assay_id INTEGER REFERENCES assays(assay_id), priority INTEGER NOT NULL DEFAULT 0, "
           "queued_at TEXT NOT NULL DEFAULT (datetime('now')))")
    q7 = ("SELECT a.assay_id, a.sample_id, a.analyte, a.qc_flag, a.run_at FROM assays a JOIN reruns r "
          "ON r.sample_id = a.sample_id AND r.analyte = a.analyte WHERE a.qc_flag = 'PASS' ORDER BY a.run_at")
    t7 = repr([{"assay_id": 2291, "sample_id": "S-0412", "analyte": "Cu", "qc_flag": "PASS", "run_at": "2024-11-08 13:05:44"},
               {"assay_id": 2292, "sample_id": "S-0419", "analyte": "Pb", "qc_flag": "PASS", "run_at": "2024-11-08 13:09:12"}])
    queued = "2024-11-12 09:41:07"
    final = [(4, "S-0433", "As", 2243, 1), (3, "S-0427", "Zn", 2237, 0), (5, "S-0438", "NO3", 2250, 0),
             (6, "S-0441", "Cd", 2258, 0), (7, "S-0450", "pH", 2266, 0)]
    t10 = repr([{"rerun_id": i, "sample_id": s, "analyte": a, "source_assay_id": src, "priority": p, "queued_at": queued} for i, s, a, src, p in final])
    insight = ("7 assays failed QC between 2024-11-04 and 2024-11-07 (5 ICP-MS, 1 IC, 1 pH probe); "
               "S-0412 Cu and S-0419 Pb were already rerun and passed on 2024-11-08, so 5 reruns are queued, As on S-0433 first.")
    turns = [
        (call("list_tables"), t1),
        (call("describe_table", table_name="assays"), t2),
        (call("read_query", query="SELECT assay_id, sample_id, analyte, method, qc_flag, run_at FROM assays WHERE qc_flag = 'FAIL' ORDER BY run_at"), t3),
        (call("create_table", query=ddl), "Table created successfully"),
        (call("write_query", query="INSERT INTO reruns (sample_id, analyte, source_assay_id) SELECT sample_id, analyte, assay_id FROM assays WHERE qc_flag = 'FAIL' ORDER BY run_at"), "[{'affected_rows': 7}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM reruns"), "[{'n': 7}]"),
        (call("read_query", query=q7), t7),
        (call("write_query", query="DELETE FROM reruns WHERE sample_id IN ('S-0412', 'S-0419')"), "[{'affected_rows': 2}]"),
        (call("write_query", query="UPDATE reruns SET priority = 1 WHERE sample_id = 'S-0433'"), "[{'affected_rows': 1}]"),
        (call("read_query", query="SELECT * FROM reruns ORDER BY priority DESC, rerun_id"), t10),
        (call("append_insight", insight=insight), "Insight added to memo"),
    ]
    rs.add(task="mcp", tid="h10-mcp-06", system=system, turns=turns,
           state="MCP server `sqlite` (mcp-server-sqlite) connected to /data/lab_samples.db.", bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 07 Todoist (bad)
# ---------------------------------------------------------------------------------------------------------------

def t07(rs: RowSet) -> None:
    # Todoist project cleanup, bad: turn 11 lists task 8412339021 "Call plumber about quote", which turn 3 deleted (turn 10's @calls filter correctly omitted it).
    system = mcp_system("todoist", "Todoist REST API v2 for the account of Mara Lindgren", [
        tool("get_projects", "List all projects", {}, []),
        tool("get_sections", "List the sections of a project", {"project_id": S}, ["project_id"]),
        tool("get_tasks", "List active tasks, by project or by Todoist filter query", {"project_id": S, "filter": S}, []),
        tool("create_task", "Create a task. priority: 4 = p1 (urgent) ... 1 = p4 (normal)", {"content": S, "project_id": S, "section_id": S, "due_date": S, "priority": INT, "labels": A}, ["content"]),
        tool("update_task", "Update a task's content, due date, priority, labels or section", {"task_id": S, "content": S, "due_date": S, "priority": INT, "labels": A, "section_id": S}, ["task_id"]),
        tool("close_task", "Mark a task as complete", {"task_id": S}, ["task_id"]),
        tool("delete_task", "Delete a task permanently", {"task_id": S}, ["task_id"]),
    ])
    t1 = """Found 4 projects:

- Inbox (id: 2203118554) — 6 active tasks
- Kitchen Renovation (id: 2331877412) — 8 active tasks — color: taupe — view: list
- Work – Q3 (id: 2331877590) — 14 active tasks — color: blue — view: board
- Garden (id: 2331878003) — 5 active tasks — color: olive_green — view: list"""
    T = {
        "8412337619": ("Order tile samples from Ceramica Verde", "2025-06-06 (today)", "p2", "errands", "Purchasing"),
        "8412339021": ("Call plumber about quote", "2025-06-09 (Mon)", "p3", "calls", "Trades"),
        "8412339188": ("Call plumber re: quote for sink relocation", "2025-06-09 (Mon)", "p2", "calls", "Trades"),
        "8412340377": ("Call electrician re: under-cabinet circuit", "2025-06-11 (Wed)", "p2", "calls", "Trades"),
        "8412341902": ("Pick cabinet hardware finish (brass vs black)", "no due date", "p4", "—", "Purchasing"),
        "8412342650": ("Measure window wall for open shelving", "2025-06-07 (tomorrow)", "p3", "home", "Planning"),
        "8412344018": ("Book skip/dumpster for demolition week", "2025-06-16 (Mon)", "p2", "errands", "Planning"),
        "8412345233": ("Transfer deposit to Stonecraft (30%)", "2025-06-05 (overdue)", "p1", "finance", "Purchasing"),
        "8412451187": ("Confirm countertop templating date with Stonecraft", "2025-06-10 (Tue)", "p2", "calls", "Trades"),
    }

    def listing(ids: list[str], overrides: dict[str, tuple[str, str, str, str, str]] | None = None) -> str:
        overrides = overrides or {}
        out = [f"Found {len(ids)} tasks in project 'Kitchen Renovation':", ""]
        for i in ids:
            c, d, p, lab, sec = overrides.get(i, T[i])
            out.append(f"- [{i}] {c}\n  Due: {d} | Priority: {p} | Labels: {lab} | Section: {sec}")
        return "\n".join(out)
    t2 = listing(["8412337619", "8412339021", "8412339188", "8412340377", "8412341902", "8412342650", "8412344018", "8412345233"])
    t7 = """Found 4 tasks matching filter 'today | overdue':

- [8412345233] Transfer deposit to Stonecraft (30%)
  Project: Kitchen Renovation | Due: 2025-06-05 (overdue) | Priority: p1 | Labels: finance
- [8398812207] Renew passport photos
  Project: Inbox | Due: 2025-06-06 (today) | Priority: p3 | Labels: errands
- [8405519930] Send Q3 OKR draft to Lena
  Project: Work – Q3 | Due: 2025-06-06 (today) | Priority: p2 | Labels: —
- [8410027714] Water tomato seedlings
  Project: Garden | Due: 2025-06-06 (today, every day) | Priority: p4 | Labels: home"""
    t8 = """Found 3 sections in project 'Kitchen Renovation':

- Planning (id: 184220311, order: 1)
- Trades (id: 184220358, order: 2)
- Purchasing (id: 184220402, order: 3)"""
    t10 = """Found 3 tasks matching filter '@calls':

- [8412339188] Call plumber re: quote for sink relocation
  Project: Kitchen Renovation | Due: 2025-06-09 (Mon) | Priority: p2 | Labels: calls
- [8412340377] Call electrician re: under-cabinet circuit
  Project: Kitchen Renovation | Due: 2025-06-11 (Wed) | Priority: p2 | Labels: calls
- [8412451187] Confirm countertop templating date with Stonecraft
  Project: Kitchen Renovation | Due: 2025-06-10 (Tue) | Priority: p2 | Labels: calls"""
    skip = ("Book skip/dumpster for demolition week", "2025-06-13 (Fri)", "p1", "errands", "Planning")
    t11 = listing(["8412339021", "8412339188", "8412340377", "8412341902", "8412342650", "8412344018", "8412345233", "8412451187"], {"8412344018": skip})
    turns = [
        (call("get_projects"), t1),
        (call("get_tasks", project_id="2331877412"), t2),
        (call("delete_task", task_id="8412339021"), "Task 8412339021 deleted successfully."),
        (call("close_task", task_id="8412337619"), "Task 8412337619 (\"Order tile samples from Ceramica Verde\") marked as complete."),
        (call("update_task", task_id="8412344018", due_date="2025-06-13", priority=4),
         "Task updated successfully:\n- [8412344018] Book skip/dumpster for demolition week\n  Due: 2025-06-13 (Fri) | Priority: p1 | Labels: errands | Project: Kitchen Renovation"),
        (call("create_task", content="Confirm countertop templating date with Stonecraft", project_id="2331877412", due_date="2025-06-10", priority=3, labels=["calls"]),
         "Task created successfully:\n- [8412451187] Confirm countertop templating date with Stonecraft\n  Due: 2025-06-10 (Tue) | Priority: p2 | Labels: calls | Project: Kitchen Renovation | Section: —\n  URL: https://app.todoist.com/app/task/8412451187"),
        (call("get_tasks", filter="today | overdue"), t7),
        (call("get_sections", project_id="2331877412"), t8),
        (call("update_task", task_id="8412451187", section_id="184220358"), "Task 8412451187 moved to section 'Trades' in project 'Kitchen Renovation'."),
        (call("get_tasks", filter="@calls"), t10),
        (call("get_tasks", project_id="2331877412"), t11),
        (call("close_task", task_id="8412345233"), "Task 8412345233 (\"Transfer deposit to Stonecraft (30%)\") marked as complete."),
    ]
    rs.add(task="mcp", tid="h10-mcp-07", system=system, turns=turns,
           state="MCP server `todoist` connected. Today is Friday 2025-06-06 (Europe/Stockholm).",
           bad=True, turn=11, kind="task deleted earlier reappears in the project listing")


# ---------------------------------------------------------------------------------------------------------------
# 08 Sentry (clean)
# ---------------------------------------------------------------------------------------------------------------

def t08(rs: RowSet) -> None:
    # Sentry triage, clean: event/user counts and last-seen times only rise, ignored/resolved issues leave the unresolved list, a brand-new issue appears, the assignment made by the agent shows up later.
    system = mcp_system("sentry", "Sentry for the organization kestrel-app", [
        tool("list_issues", "List issues of a project for a search query, sorted by a key (date, freq, new, user)", {"organizationSlug": S, "projectSlug": S, "query": S, "sort": S, "limit": INT}, ["organizationSlug", "projectSlug"]),
        tool("get_issue_details", "Get one issue with counts, tags and the latest event's stack trace", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("list_issue_events", "List the most recent events of an issue", {"organizationSlug": S, "issueId": S, "limit": INT}, ["organizationSlug", "issueId"]),
        tool("update_issue", "Change an issue's status (resolved, resolvedInNextRelease, ignored, unresolved) or assignee", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ])
    U = "https://kestrel-app.sentry.io/issues/"
    K2 = ("CHECKOUT-WEB-3K2", "TypeError: Cannot read properties of undefined (reading 'lineItems')", "6104338215", "`CartSummary` in src/cart/CartSummary.tsx", "2025-04-18T19:05:12Z")
    H9 = ("CHECKOUT-WEB-3H9", "ResizeObserver loop completed with undelivered notifications", "5912204877", "`src/components/AddressAutocomplete.tsx`", "2025-01-17T08:22:40Z")
    JX = ("CHECKOUT-WEB-3JX", "ChunkLoadError: Loading chunk 7412 failed.", "6089921043", "`__webpack_require__.f.j` in webpack/runtime/jsonp chunk loading", "2025-04-15T11:30:00Z")
    KF = ("CHECKOUT-WEB-3KF", "Error: PaymentIntent confirmation timed out after 20000ms", "6110457702", "`confirmPayment` in src/payments/stripe.ts", "2025-04-20T07:14:55Z")
    KM = ("CHECKOUT-WEB-3KM", "AbortError: signal is aborted without reason", "6115870391", "`useShippingRates` in src/shipping/useShippingRates.ts", "2025-04-21T16:02:38Z")
    KT = ("CHECKOUT-WEB-3KT", "Error: No shipping rate for postcode area 'BT'", "6119042286", "`resolveRate` in src/shipping/rates.ts", "2025-04-22T14:10:44Z")

    def entry(n: int, iss: tuple[str, str, str, str, str], status: str, ev: str, us: str, last: str, extra: str = "") -> str:
        return (f"## {n}. {iss[0]} — {iss[1]}\n- **Status**: {status} · **Level**: error{extra}\n- **Events**: {ev} · **Users**: {us}\n"
                f"- **First seen**: {iss[4]} · **Last seen**: {last}\n- **Culprit**: {iss[3]}\n- **URL**: {U}{iss[2]}/")

    def listing(query: str, entries: list[str]) -> str:
        return f"# Issues in **kestrel-app/checkout-web**\nQuery: `{query}` · sorted by: events · {len(entries)} results\n\n" + "\n\n".join(entries)
    t1 = listing("is:unresolved", [
        entry(1, H9, "unresolved", "6,730", "2,114", "2025-04-22T14:03:51Z"),
        entry(2, K2, "unresolved", "1,284", "311", "2025-04-22T13:58:07Z"),
        entry(3, JX, "unresolved", "902", "655", "2025-04-22T13:49:26Z"),
        entry(4, KF, "unresolved", "144", "97", "2025-04-22T12:40:13Z"),
        entry(5, KM, "unresolved", "58", "41", "2025-04-22T11:17:49Z"),
    ])
    stack = """```
TypeError: Cannot read properties of undefined (reading 'lineItems')
  at CartSummary (src/cart/CartSummary.tsx:48:31)
  at renderWithHooks (node_modules/react-dom/cjs/react-dom.production.min.js:160:137)
  at CheckoutPage (src/pages/CheckoutPage.tsx:112:9)
```"""

    def details(ev: str, us: str, last: str, assignee: str) -> str:
        return f"""# Issue {K2[0]} in **kestrel-app**

**Description**: {K2[1]}
**Culprit**: {K2[3]}
**Status**: unresolved · **Level**: error · **Assigned to**: {assignee}
**First seen**: {K2[4]} (release checkout-web@4.18.2)
**Last seen**: {last}
**Occurrences**: {ev} · **Users impacted**: {us}
**URL**: {U}{K2[2]}/

## Tags
- release: checkout-web@4.18.2 (94%), checkout-web@4.18.1 (6%)
- browser: Chrome 135 (61%), Safari 18.3 (27%), Edge 135 (12%)
- url: /checkout/review (100%)
- cart.source: saved-cart (88%), pdp (12%)

## Latest event stack trace
{stack}"""
    t2 = details("1,291", "313", "2025-04-22T14:06:22Z", "unassigned")
    t3 = f"""# Latest 3 events for {K2[0]}

| Event ID | Timestamp | Release | Browser | URL |
|---|---|---|---|---|
| 9c3e41b07d2a4f58a6e1c0b3d5f7e924 | 2025-04-22T14:06:22Z | checkout-web@4.18.2 | Chrome 135 | /checkout/review |
| 1f7a08d3c95e42b6b0d4e7a2c8f1956d | 2025-04-22T14:05:47Z | checkout-web@4.18.2 | Safari 18.3 | /checkout/review |
| e40b2c6f91d84a7393c5a0e8f2b71d4a | 2025-04-22T14:04:10Z | checkout-web@4.18.2 | Chrome 135 | /checkout/review |"""
    t4 = f"Successfully updated issue {K2[0]}.\n\n**Assigned to**: #web-payments (was: unassigned)\n**Status**: unresolved\n**URL**: {U}{K2[2]}/"
    t5 = f"Successfully updated issue {H9[0]}.\n\n**Status**: ignored (was: unresolved)\n**Ignore condition**: until manually unignored\n**URL**: {U}{H9[2]}/"
    t6 = f"Successfully updated issue {JX[0]}.\n\n**Status**: resolved in next release (was: unresolved)\n**Resolved in**: the next release after checkout-web@4.18.2\n**URL**: {U}{JX[2]}/"
    t7 = listing("is:unresolved", [
        entry(1, K2, "unresolved", "1,340", "322", "2025-04-22T14:12:05Z", " · **Assigned to**: #web-payments"),
        entry(2, KF, "unresolved", "146", "98", "2025-04-22T14:09:31Z"),
        entry(3, KM, "unresolved", "58", "41", "2025-04-22T11:17:49Z"),
        entry(4, KT, "unresolved", "12", "9", "2025-04-22T14:11:38Z", " · **New**"),
    ])
    t8 = f"""# Issue {KT[0]} in **kestrel-app**

**Description**: {KT[1]}
**Culprit**: {KT[3]}
**Status**: unresolved · **Level**: error · **Assigned to**: unassigned
**First seen**: {KT[4]} (release checkout-web@4.18.2)
**Last seen**: 2025-04-22T14:12:19Z
**Occurrences**: 14 · **Users impacted**: 10
**URL**: {U}{KT[2]}/

## Tags
- release: checkout-web@4.18.2 (100%)
- shipping.country: GB (100%)
- shipping.postcode_area: BT (100%)
- browser: Chrome 135 (57%), Safari 18.3 (43%)

## Latest event stack trace
```
Error: No shipping rate for postcode area 'BT'
  at resolveRate (src/shipping/rates.ts:77:11)
  at useShippingRates (src/shipping/useShippingRates.ts:34:22)
  at ShippingStep (src/checkout/ShippingStep.tsx:58:5)
```"""
    t9 = listing("is:ignored", [entry(1, H9, "ignored", "6,741", "2,117", "2025-04-22T14:11:58Z")])
    t10 = details("1,352", "325", "2025-04-22T14:13:40Z", "#web-payments")
    o = "kestrel-app"
    turns = [
        (call("list_issues", organizationSlug=o, projectSlug="checkout-web", query="is:unresolved", sort="freq", limit=5), t1),
        (call("get_issue_details", organizationSlug=o, issueId=K2[0]), t2),
        (call("list_issue_events", organizationSlug=o, issueId=K2[0], limit=3), t3),
        (call("update_issue", organizationSlug=o, issueId=K2[0], assignedTo="team:web-payments"), t4),
        (call("update_issue", organizationSlug=o, issueId=H9[0], status="ignored"), t5),
        (call("update_issue", organizationSlug=o, issueId=JX[0], status="resolvedInNextRelease"), t6),
        (call("list_issues", organizationSlug=o, projectSlug="checkout-web", query="is:unresolved", sort="freq", limit=5), t7),
        (call("get_issue_details", organizationSlug=o, issueId=KT[0]), t8),
        (call("list_issues", organizationSlug=o, projectSlug="checkout-web", query="is:ignored", sort="freq", limit=5), t9),
        (call("get_issue_details", organizationSlug=o, issueId=K2[0]), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-08", system=system, turns=turns,
           state="MCP server `sentry` connected (user token of Priyanka Das, team #web-payments). Current time about 2025-04-22 14:05 UTC.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 09 Google Calendar (bad)
# ---------------------------------------------------------------------------------------------------------------

def t09(rs: RowSet) -> None:
    # Google Calendar interview loop, bad: turn 9's day listing omits "Onsite: Tomás Ferreira – System design (Priya)" (ID 5q1hd0k7c3vtr9m2e8b6u4jspo), created in turn 4 and updated in turn 6 on the same calendar and day, never deleted.
    system = mcp_system("google-calendar", "Google Calendar for priya.raman@tidewell.io", [
        tool("list_calendars", "List all calendars the user can see", {}, []),
        tool("list_events", "List events of a calendar between timeMin and timeMax", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("find_free_time", "Find free slots shared by several calendars", {"calendars": A, "timeMin": S, "timeMax": S, "duration": INT}, ["calendars", "timeMin", "timeMax"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A, "location": S, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update fields of an existing event", {"calendarId": S, "eventId": S, "summary": S, "location": S, "start": S, "end": S, "attendees": A}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ])
    me = "priya.raman@tidewell.io"
    t1 = """Calendars (4):

1. Priya Raman (primary)
   ID: priya.raman@tidewell.io | Access: owner | Time zone: America/Toronto
2. Recruiting – Interviews
   ID: c_8f2k1m0q7vd3ne5sa94tlrj6hc@group.calendar.google.com | Access: writer | Time zone: America/Toronto
3. Team OOO
   ID: c_3nq8r4ce0m1b9vkd7t2uf56lsa@group.calendar.google.com | Access: reader | Time zone: America/Toronto
4. Holidays in Canada
   ID: en.canadian#holiday@group.v.calendar.google.com | Access: reader"""
    standup = "Eng standup\n   09:30 – 09:45 | ID: 0m3rk5tq1v8b2n6c9d4e7f0gha_20250514T133000Z | Recurring (every weekday)\n   Attendees: 8 (Priya Raman, Jonah Whitfield, Dev Malhotra, +5) | Meet: https://meet.google.com/vtq-pxna-rdm"
    one = "1:1 Priya / Dev\n   10:30 – 11:00 | ID: 6hq2lk8a0s4d1f7g3j9k5m2n0p_20250514T143000Z | Recurring (weekly on Wednesday)\n   Attendees: Priya Raman, Dev Malhotra | Meet: https://meet.google.com/kzd-ufwe-hbs"
    lunch = "Lunch & learn: Kafka tiered storage\n   12:00 – 12:45 | ID: 4kb9vu2e7s0c3hqm6t1jd8ln5r | Organizer: Marcus Oyelaran\n   Location: Harbourfront office – Commons | Attendees: 23"
    vendor = "Vendor call – Datadog renewal\n   15:30 – 16:00 | ID: 3pe6c1wq9y4h7u0a2zs5nx8kbd | Organizer: Priya Raman\n   Attendees: Priya Raman, Amelia Grant (datadoghq.com) | Meet: https://meet.google.com/qxo-mrbt-wjy"
    hold = "Hold: interview buffer\n   16:15 – 17:00 | ID: 2t7b4n9c1x6z3v8m0q5w2e7r4y | Organizer: Priya Raman | Shown as: busy"
    coding = "Onsite: Tomás Ferreira – Coding (Jonah)\n   14:15 – 15:15 | ID: 7g0ak2m5pd9wr3es1tb8cx4vfn | Organizer: Priya Raman\n   Attendees: Jonah Whitfield, tomas.ferreira.dev@gmail.com | Location: Harbourfront office – Room 2A"

    def day(label: str, evs: list[str]) -> str:
        return f"Found {len(evs)} events on {label} (America/Toronto):\n\n" + "\n".join(f"{i}. {e}" for i, e in enumerate(evs, 1))
    t2 = day("Wednesday, May 14, 2025", [standup, one, lunch, vendor, hold])
    t3 = """Shared free time for priya.raman@tidewell.io, jonah.whitfield@tidewell.io on 2025-05-14 between 09:00 and 17:00 (America/Toronto), minimum 60 minutes:

- 11:00 – 12:00 (60 min)
- 13:00 – 15:30 (150 min)

Busy blocks considered: priya.raman@tidewell.io 09:30–09:45, 10:30–11:00, 12:00–12:45, 15:30–16:00, 16:15–17:00; jonah.whitfield@tidewell.io 09:30–09:45, 12:00–13:00, 15:45–16:30"""
    t4 = """Event created successfully.

Summary: Onsite: Tomás Ferreira – System design (Priya)
ID: 5q1hd0k7c3vtr9m2e8b6u4jspo
When: Wednesday, May 14, 2025, 13:00 – 14:00 (America/Toronto)
Calendar: priya.raman@tidewell.io
Attendees: Priya Raman (organizer, accepted), tomas.ferreira.dev@gmail.com (needsAction)
Link: https://www.google.com/calendar/event?eid=NXExaGQwazdjM3Z0cjltMmU4YjZ1NGpzcG8gcHJpeWEucmFtYW5AdGlkZXdlbGwuaW8"""
    t5 = """Event created successfully.

Summary: Onsite: Tomás Ferreira – Coding (Jonah)
ID: 7g0ak2m5pd9wr3es1tb8cx4vfn
When: Wednesday, May 14, 2025, 14:15 – 15:15 (America/Toronto)
Calendar: priya.raman@tidewell.io
Attendees: Jonah Whitfield (needsAction), tomas.ferreira.dev@gmail.com (needsAction)
Location: Harbourfront office – Room 2A
Link: https://www.google.com/calendar/event?eid=N2cwYWsybTVwZDl3cjNlczF0YjhjeDR2Zm4gcHJpeWEucmFtYW5AdGlkZXdlbGwuaW8"""
    t6 = """Event updated successfully.

Summary: Onsite: Tomás Ferreira – System design (Priya)
ID: 5q1hd0k7c3vtr9m2e8b6u4jspo
When: Wednesday, May 14, 2025, 13:00 – 14:00 (America/Toronto)
Location: Harbourfront office – Room 4B (changed)
Attendees: Priya Raman (organizer, accepted), tomas.ferreira.dev@gmail.com (accepted)
Updated: 2025-05-09T15:42:18.611Z"""
    t7 = "Event deleted successfully.\n\nID: 2t7b4n9c1x6z3v8m0q5w2e7r4y (Hold: interview buffer, Wed May 14, 16:15 – 17:00)\nNotifications sent: none"
    t8 = """Event created successfully.

Summary: Debrief: Tomás Ferreira
ID: 1d8fs6ok3e0j5lu9ha2rq7ym4c
When: Thursday, May 15, 2025, 09:00 – 09:30 (America/Toronto)
Calendar: priya.raman@tidewell.io
Attendees: Priya Raman (organizer, accepted), Jonah Whitfield (needsAction), Sofia Lindqvist (needsAction)
Meet: https://meet.google.com/hnf-cajd-ywo
Link: https://www.google.com/calendar/event?eid=MWQ4ZnM2b2szZTBqNWx1OWhhMnJxN3ltNGMgcHJpeWEucmFtYW5AdGlkZXdlbGwuaW8"""
    t9 = day("Wednesday, May 14, 2025", [standup, one, lunch, coding, vendor])
    debrief = "Debrief: Tomás Ferreira\n   09:00 – 09:30 | ID: 1d8fs6ok3e0j5lu9ha2rq7ym4c | Organizer: Priya Raman\n   Attendees: Priya Raman, Jonah Whitfield, Sofia Lindqvist | Meet: https://meet.google.com/hnf-cajd-ywo"
    standup15 = standup.replace("20250514T133000Z", "20250515T133000Z")
    planning = "Sprint 41 planning\n   13:00 – 14:30 | ID: 5vj0e3rn8c2k6ta1pq9hs4wmbx | Organizer: Dev Malhotra\n   Location: Harbourfront office – Room 4B | Attendees: 9"
    t10 = day("Thursday, May 15, 2025", [debrief, standup15, planning])
    d14 = {"timeMin": "2025-05-14T00:00:00-04:00", "timeMax": "2025-05-15T00:00:00-04:00"}
    att = [me, "tomas.ferreira.dev@gmail.com"]
    turns = [
        (call("list_calendars"), t1),
        (call("list_events", calendarId=me, **d14), t2),
        (call("find_free_time", calendars=[me, "jonah.whitfield@tidewell.io"], timeMin="2025-05-14T09:00:00-04:00", timeMax="2025-05-14T17:00:00-04:00", duration=60), t3),
        (call("create_event", calendarId=me, summary="Onsite: Tomás Ferreira – System design (Priya)", start="2025-05-14T13:00:00-04:00", end="2025-05-14T14:00:00-04:00", attendees=att), t4),
        (call("create_event", calendarId=me, summary="Onsite: Tomás Ferreira – Coding (Jonah)", start="2025-05-14T14:15:00-04:00", end="2025-05-14T15:15:00-04:00", attendees=["jonah.whitfield@tidewell.io", "tomas.ferreira.dev@gmail.com"], location="Harbourfront office – Room 2A"), t5),
        (call("update_event", calendarId=me, eventId="5q1hd0k7c3vtr9m2e8b6u4jspo", location="Harbourfront office – Room 4B"), t6),
        (call("delete_event", calendarId=me, eventId="2t7b4n9c1x6z3v8m0q5w2e7r4y", sendUpdates="none"), t7),
        (call("create_event", calendarId=me, summary="Debrief: Tomás Ferreira", start="2025-05-15T09:00:00-04:00", end="2025-05-15T09:30:00-04:00", attendees=[me, "jonah.whitfield@tidewell.io", "sofia.lindqvist@tidewell.io"]), t8),
        (call("list_events", calendarId=me, **d14), t9),
        (call("list_events", calendarId=me, timeMin="2025-05-15T00:00:00-04:00", timeMax="2025-05-16T00:00:00-04:00"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-09", system=system, turns=turns,
           state="MCP server `google-calendar` connected with OAuth as priya.raman@tidewell.io. Today is Friday 2025-05-09.",
           bad=True, turn=9, kind="event created (and later updated) on that day is missing from the day's listing")


# ---------------------------------------------------------------------------------------------------------------
# 10 PagerDuty (clean)
# ---------------------------------------------------------------------------------------------------------------

def t10(rs: RowSet) -> None:
    # PagerDuty on-call, clean: acks/resolve by the agent, a new incident triggers, the level-1 on-call changes at the 16:00 UTC hand-off, a reassigned incident goes back to triggered (PagerDuty behaviour), alert count grows.
    system = mcp_system("pagerduty", "PagerDuty REST API v2 for the Vantor Commerce account", [
        tool("list_incidents", "List incidents filtered by status", {"statuses": A, "service_ids": A, "limit": INT}, []),
        tool("get_incident", "Get one incident", {"incident_id": S}, ["incident_id"]),
        tool("manage_incidents", "Acknowledge, resolve or reassign incidents", {"incident_ids": A, "status": S, "assignee_user_ids": A}, ["incident_ids"]),
        tool("add_note", "Add a note to an incident", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("list_oncalls", "List current on-call entries for escalation policies", {"escalation_policy_ids": A, "since": S, "until": S}, []),
    ])
    ravi = {"id": "PU7RD3A", "type": "user_reference", "summary": "Ravi Menon"}
    elif_ = {"id": "PE5L0QT", "type": "user_reference", "summary": "Elif Şahin"}
    hanna = {"id": "PH2WQ9C", "type": "user_reference", "summary": "Hanna Kowalczyk"}
    ep = {"id": "P8M2KDQ", "type": "escalation_policy_reference", "summary": "Checkout Primary"}
    ep_db = {"id": "PQ1V7TS", "type": "escalation_policy_reference", "summary": "Data Platform"}
    svc = {
        "checkout": {"id": "PX4T9QZ", "type": "service_reference", "summary": "checkout-api"},
        "pg": {"id": "PB6XQ2L", "type": "service_reference", "summary": "postgres-fleet"},
        "orders": {"id": "PZ3H8NW", "type": "service_reference", "summary": "order-pipeline"},
    }

    def inc(iid: str, num: int, title: str, status: str, urgency: str, service: str, created: str, changed: str, who: dict[str, Any], policy: dict[str, Any], at: str, **extra: Any) -> dict[str, Any]:
        d = {"id": iid, "type": "incident", "incident_number": num, "title": title, "status": status, "urgency": urgency,
             "created_at": created, "last_status_change_at": changed, "service": svc[service], "escalation_policy": policy,
             "assignments": [{"at": at, "assignee": who}], "html_url": f"https://vantor.pagerduty.com/incidents/{iid}",
             "incident_key": f"{service}-{num}"}
        d.update(extra)
        return d
    lat = ("Q1ZK8R3M7XW2PA", 48213, "[checkout-api] p99 latency > 1.5s for 10m")
    disk = ("Q0HFT5WNB21YCE", 48210, "Disk usage 91% on pg-replica-03")
    lag = ("Q2MVC7KD9P0JRT", 48215, "Kafka consumer lag orders-events > 50k")
    err = ("Q3RB6NW0YHS4KD", 48219, "[checkout-api] 5xx rate > 2% for 5m")
    t1 = pj({"incidents": [
        inc(*disk, "acknowledged", "low", "pg", "2025-08-19T15:02:44Z", "2025-08-19T15:10:12Z", ravi, ep_db, "2025-08-19T15:02:44Z"),
        inc(*lat, "triggered", "high", "checkout", "2025-08-19T15:41:07Z", "2025-08-19T15:41:07Z", ravi, ep, "2025-08-19T15:41:07Z"),
        inc(*lag, "triggered", "high", "orders", "2025-08-19T15:47:30Z", "2025-08-19T15:47:30Z", ravi, ep, "2025-08-19T15:47:30Z"),
    ], "limit": 25, "offset": 0, "more": False, "total": 3})
    t2 = pj({"incident": inc(*lat, "triggered", "high", "checkout", "2025-08-19T15:41:07Z", "2025-08-19T15:41:07Z", ravi, ep, "2025-08-19T15:41:07Z",
                             alert_counts={"all": 3, "triggered": 3, "resolved": 0}, acknowledgements=[], priority={"id": "PQX0P1A", "summary": "P2"},
                             body={"details": "Datadog monitor 81420337: p99 latency on POST /v2/checkout/confirm is 1,912 ms (threshold 1,500 ms) across 3 of 4 regions."},
                             first_trigger_log_entry={"id": "R0C6Z2M4Q8XKAV1N9PTB3HF5WJ", "type": "trigger_log_entry_reference"})})
    t3 = pj({"incidents": [
        inc(*lat, "acknowledged", "high", "checkout", "2025-08-19T15:41:07Z", "2025-08-19T15:51:02Z", ravi, ep, "2025-08-19T15:41:07Z",
            acknowledgements=[{"at": "2025-08-19T15:51:02Z", "acknowledger": ravi}]),
        inc(*lag, "acknowledged", "high", "orders", "2025-08-19T15:47:30Z", "2025-08-19T15:51:02Z", ravi, ep, "2025-08-19T15:47:30Z",
            acknowledgements=[{"at": "2025-08-19T15:51:02Z", "acknowledger": ravi}]),
    ]})
    note = "Rolled back checkout-api from v2025.08.19-2 to v2025.08.19-1 (deploy 4471). p99 on /v2/checkout/confirm dropping, now ~1.3 s in eu-west-1."
    t4 = pj({"note": {"id": "PN8Q4XV", "user": ravi, "channel": {"summary": "The PagerDuty MCP server"}, "content": note, "created_at": "2025-08-19T15:53:40Z"}})

    def oncalls(l1: dict[str, Any], start: str, end: str) -> str:
        return pj({"oncalls": [
            {"escalation_policy": ep, "escalation_level": 1, "user": l1, "schedule": {"id": "PSD4K2N", "type": "schedule_reference", "summary": "Checkout – Primary (daily 16:00 UTC)"}, "start": start, "end": end},
            {"escalation_policy": ep, "escalation_level": 2, "user": hanna, "schedule": {"id": "PSW7H0R", "type": "schedule_reference", "summary": "Checkout – Secondary (weekly)"}, "start": "2025-08-18T16:00:00Z", "end": "2025-08-25T16:00:00Z"},
            {"escalation_policy": ep, "escalation_level": 3, "user": {"id": "PM1J6EY", "type": "user_reference", "summary": "Tomasz Ebere"}, "schedule": None, "start": None, "end": None},
        ], "limit": 25, "offset": 0, "more": False, "total": None})
    t5 = oncalls(ravi, "2025-08-18T16:00:00Z", "2025-08-19T16:00:00Z")
    t6 = pj({"incidents": [inc(*disk, "resolved", "low", "pg", "2025-08-19T15:02:44Z", "2025-08-19T15:55:21Z", ravi, ep_db, "2025-08-19T15:02:44Z",
                               resolved_at="2025-08-19T15:55:21Z")]})
    t7 = pj({"incidents": [
        inc(*lat, "acknowledged", "high", "checkout", "2025-08-19T15:41:07Z", "2025-08-19T15:51:02Z", ravi, ep, "2025-08-19T15:41:07Z"),
        inc(*lag, "acknowledged", "high", "orders", "2025-08-19T15:47:30Z", "2025-08-19T15:51:02Z", ravi, ep, "2025-08-19T15:47:30Z"),
        inc(*err, "triggered", "high", "checkout", "2025-08-19T15:58:02Z", "2025-08-19T15:58:02Z", ravi, ep, "2025-08-19T15:58:02Z"),
    ], "limit": 25, "offset": 0, "more": False, "total": 3})
    t8 = oncalls(elif_, "2025-08-19T16:00:00Z", "2025-08-20T16:00:00Z")
    t9 = pj({"incidents": [inc(*lag, "triggered", "high", "orders", "2025-08-19T15:47:30Z", "2025-08-19T16:05:12Z", elif_, ep, "2025-08-19T16:05:12Z",
                               acknowledgements=[])]})
    t10 = pj({"incident": inc(*lat, "acknowledged", "high", "checkout", "2025-08-19T15:41:07Z", "2025-08-19T15:51:02Z", ravi, ep, "2025-08-19T15:41:07Z",
                              alert_counts={"all": 4, "triggered": 4, "resolved": 0}, acknowledgements=[{"at": "2025-08-19T15:51:02Z", "acknowledger": ravi}],
                              priority={"id": "PQX0P1A", "summary": "P2"},
                              body={"details": "Datadog monitor 81420337: p99 latency on POST /v2/checkout/confirm is 1,912 ms (threshold 1,500 ms) across 3 of 4 regions."},
                              first_trigger_log_entry={"id": "R0C6Z2M4Q8XKAV1N9PTB3HF5WJ", "type": "trigger_log_entry_reference"})})
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"]), t1),
        (call("get_incident", incident_id=lat[0]), t2),
        (call("manage_incidents", incident_ids=[lat[0], lag[0]], status="acknowledged"), t3),
        (call("add_note", incident_id=lat[0], content=note), t4),
        (call("list_oncalls", escalation_policy_ids=["P8M2KDQ"]), t5),
        (call("manage_incidents", incident_ids=[disk[0]], status="resolved"), t6),
        (call("list_incidents", statuses=["triggered", "acknowledged"]), t7),
        (call("list_oncalls", escalation_policy_ids=["P8M2KDQ"]), t8),
        (call("manage_incidents", incident_ids=[lag[0]], assignee_user_ids=["PE5L0QT"]), t9),
        (call("get_incident", incident_id=lat[0]), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-10", system=system, turns=turns,
           state="MCP server `pagerduty` connected with the API token of Ravi Menon. Current time 2025-08-19 15:50 UTC; the Checkout primary rotation hands off daily at 16:00 UTC.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 11 Airtable (bad)
# ---------------------------------------------------------------------------------------------------------------

def t11(rs: RowSet) -> None:
    # Airtable speaker roster, bad: turn 8 reports recordCount 12 for confirmed speakers; 9 (turn 3) + 1 promoted (turn 5) + 2 created (turn 6) - 1 deleted (turn 7) = 11, and 11 records are listed.
    base, spk, ses = "appQ7mZt2LkV9xR4c", "tblS3kT8pW1nR6vYq", "tblE1fH5jN0bM4wXs"
    system = mcp_system("airtable", "Airtable Web API for the workspace of the DataRiver Summit organisers", [
        tool("list_bases", "List bases the token can access", {}, []),
        tool("list_tables", "List the tables of a base with their fields", {"baseId": S}, ["baseId"]),
        tool("list_records", "List records of a table, optionally filtered by an Airtable formula", {"baseId": S, "tableId": S, "filterByFormula": S, "maxRecords": INT, "fields": A}, ["baseId", "tableId"]),
        tool("create_records", "Create up to 10 records", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("update_records", "Update up to 10 records (PATCH semantics)", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete up to 10 records by id", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
    ])
    t1 = mcp_text({"bases": [
        {"id": base, "name": "DataRiver Summit 2025", "permissionLevel": "create"},
        {"id": "appW2cN8kR5tY0pLm", "name": "DataRiver Summit 2024 (archive)", "permissionLevel": "read"},
        {"id": "appH9xB4vM1qT6sZe", "name": "Sponsor CRM", "permissionLevel": "edit"}]})
    t2 = mcp_text({"tables": [
        {"id": spk, "name": "Speakers", "primaryFieldId": "fldN4mQ8", "fields": [
            {"id": "fldN4mQ8", "name": "Name", "type": "singleLineText"}, {"id": "fldC7pR2", "name": "Company", "type": "singleLineText"},
            {"id": "fldT2kW9", "name": "Talk title", "type": "singleLineText"},
            {"id": "fldS5vX1", "name": "Status", "type": "singleSelect", "options": {"choices": [{"name": "Invited"}, {"name": "Confirmed"}, {"name": "Declined"}, {"name": "Withdrawn"}]}},
            {"id": "fldK8yZ3", "name": "Track", "type": "singleSelect", "options": {"choices": [{"name": "Streaming"}, {"name": "Lakehouse"}, {"name": "Governance"}, {"name": "ML"}]}},
            {"id": "fldB1aJ6", "name": "Travel booked", "type": "checkbox"}]},
        {"id": ses, "name": "Sessions", "primaryFieldId": "fldQ3nD7", "fields": [
            {"id": "fldQ3nD7", "name": "Slot", "type": "singleLineText"}, {"id": "fldR6sF0", "name": "Room", "type": "singleSelect"},
            {"id": "fldL9tG4", "name": "Speaker", "type": "multipleRecordLinks", "options": {"linkedTableId": spk}}]},
        {"id": "tblV5gJ2mP8rC1kWd", "name": "Sponsors", "primaryFieldId": "fldA2bE5", "fields": [{"id": "fldA2bE5", "name": "Sponsor", "type": "singleLineText"}, {"id": "fldT8cH1", "name": "Tier", "type": "singleSelect"}]}]})
    S_ = {
        "recA7kQ2mV9xT3bL1": ("Amara Nwosu", "Fennel Analytics", "Streaming joins without tears", "Streaming", True, "2025-02-03T10:14:22.000Z"),
        "recB3nR8pW0yU5cM2": ("Henrik Solberg", "Nordlys Energy", "Grid telemetry at 40M events/s", "Streaming", True, "2025-02-03T10:16:05.000Z"),
        "recC9tS4qX1zV7dN3": ("Lucía Paredes", "Cobalto Bank", "Lineage you can audit", "Governance", False, "2025-02-04T08:40:51.000Z"),
        "recD2vT6rY3aW8eP4": ("Kenji Watanabe", "Mizuchi Robotics", "Lakehouse on the factory floor", "Lakehouse", True, "2025-02-04T09:02:17.000Z"),
        "recE5wU1sZ7bX2fQ5": ("Olivia Brandt", "Halde Health", "De-identification at scale", "Governance", False, "2025-02-05T13:27:44.000Z"),
        "recF8xV3tA9cY4gR6": ("Samuel Adeyemi", "Parcelry", "Cheap backfills", "Lakehouse", False, "2025-02-06T15:51:09.000Z"),
        "recG1yW7uB2dZ6hS7": ("Mei-Ling Chou", "Tidepool Games", "Feature stores we regretted", "ML", True, "2025-02-07T11:05:38.000Z"),
        "recH4zX9vC5eA1iT8": ("Dmitri Volkov", "Arclight Media", "CDC from 400 Postgres shards", "Streaming", False, "2025-02-10T16:33:02.000Z"),
        "recJ6aY2wD8fB3jU9": ("Fatima Zahra El Idrissi", "Sahel Telecom", "Data contracts in practice", "Governance", True, "2025-02-11T09:48:26.000Z"),
        "recK9bZ4xE1gC5kV1": ("Ruth Okoro", "Lumen Grid", "Forecasting with sparse meters", "ML", False, "2025-02-12T10:10:10.000Z"),
        "recL2cA6yF3hD7mW2": ("Tobias Engel", "Vierkant Retail", "Iceberg compaction budgets", "Lakehouse", False, "2025-02-12T10:12:47.000Z"),
        "recM5dB8zG6jE9nX3": ("Priya Natarajan", "Kestrel Pay", "Exactly-once is a budget", "Streaming", False, "2025-02-13T14:21:03.000Z"),
        "recN8eC1aH9kF2pY4": ("Grace Liu", "Orchard Bio", "Notebooks to pipelines", "ML", False, "2025-02-13T14:25:59.000Z"),
        "recP1fD3bJ2mG4qZ5": ("Marco Bellini", "Ferrovia Dati", "PII discovery that works", "Governance", False, "2025-02-14T08:03:31.000Z"),
        "recQ4gE5cK8nH6rA6": ("Yusuf Demir", "Kervan Logistics", "Streaming geofences", "Streaming", False, "2025-03-03T12:44:19.000Z"),
        "recR7hF9dL1pJ8sB7": ("Ingrid Holm", "Fjellnett", "Metadata for 9,000 tables", "Governance", False, "2025-03-03T12:44:19.000Z"),
    }

    def rec(rid: str, status: str) -> dict[str, Any]:
        n, c, t, tr, travel, created = S_[rid]
        f: dict[str, Any] = {"Name": n, "Company": c, "Talk title": t, "Status": status, "Track": tr}
        if travel:
            f["Travel booked"] = True
        return {"id": rid, "createdTime": created, "fields": f}
    conf0 = ["recA7kQ2mV9xT3bL1", "recB3nR8pW0yU5cM2", "recC9tS4qX1zV7dN3", "recD2vT6rY3aW8eP4", "recE5wU1sZ7bX2fQ5",
             "recF8xV3tA9cY4gR6", "recG1yW7uB2dZ6hS7", "recH4zX9vC5eA1iT8", "recJ6aY2wD8fB3jU9"]
    inv0 = ["recK9bZ4xE1gC5kV1", "recL2cA6yF3hD7mW2", "recM5dB8zG6jE9nX3", "recN8eC1aH9kF2pY4", "recP1fD3bJ2mG4qZ5"]
    fc, fi = "{Status} = 'Confirmed'", "{Status} = 'Invited'"
    t3 = mcp_text({"table": "Speakers", "filterByFormula": fc, "recordCount": 9, "records": [rec(r, "Confirmed") for r in conf0]})
    t4 = mcp_text({"table": "Speakers", "filterByFormula": fi, "recordCount": 5, "records": [rec(r, "Invited") for r in inv0]})
    t5 = mcp_text({"records": [rec("recM5dB8zG6jE9nX3", "Confirmed")]})
    t6 = mcp_text({"records": [rec("recQ4gE5cK8nH6rA6", "Confirmed"), rec("recR7hF9dL1pJ8sB7", "Confirmed")]})
    t7 = mcp_text({"records": [{"id": "recF8xV3tA9cY4gR6", "deleted": True}]})
    conf1 = ["recA7kQ2mV9xT3bL1", "recB3nR8pW0yU5cM2", "recC9tS4qX1zV7dN3", "recD2vT6rY3aW8eP4", "recE5wU1sZ7bX2fQ5",
             "recG1yW7uB2dZ6hS7", "recH4zX9vC5eA1iT8", "recJ6aY2wD8fB3jU9", "recM5dB8zG6jE9nX3", "recQ4gE5cK8nH6rA6", "recR7hF9dL1pJ8sB7"]
    t8 = mcp_text({"table": "Speakers", "filterByFormula": fc, "recordCount": 12, "records": [rec(r, "Confirmed") for r in conf1]})
    sessions = [
        ("recS1aK4", "Day 1 · 10:00", "Main hall", ["recA7kQ2mV9xT3bL1"]), ("recS2bL5", "Day 1 · 11:00", "Main hall", ["recD2vT6rY3aW8eP4"]),
        ("recS3cM6", "Day 1 · 14:00", "Room Elbe", []), ("recS4dN7", "Day 1 · 15:00", "Room Elbe", ["recG1yW7uB2dZ6hS7"]),
        ("recS5eP8", "Day 2 · 10:00", "Main hall", ["recJ6aY2wD8fB3jU9"]), ("recS6fQ9", "Day 2 · 11:30", "Room Oder", []),
    ]

    def srec(rid: str, slot: str, room: str, speakers: list[str]) -> dict[str, Any]:
        f: dict[str, Any] = {"Slot": slot, "Room": room}
        if speakers:
            f["Speaker"] = speakers
        return {"id": f"{rid}Tq2Zx8Vw1", "createdTime": "2025-01-20T09:00:00.000Z", "fields": f}
    t9 = mcp_text({"table": "Sessions", "filterByFormula": "OR({Room} = 'Room Elbe', {Room} = 'Room Oder')", "recordCount": 3,
                   "records": [srec(*s) for s in sessions if s[2] != "Main hall"]})
    t10 = mcp_text({"records": [srec("recS3cM6", "Day 1 · 14:00", "Room Elbe", ["recQ4gE5cK8nH6rA6"])]})
    new = [{"fields": {"Name": "Yusuf Demir", "Company": "Kervan Logistics", "Talk title": "Streaming geofences", "Status": "Confirmed", "Track": "Streaming"}},
           {"fields": {"Name": "Ingrid Holm", "Company": "Fjellnett", "Talk title": "Metadata for 9,000 tables", "Status": "Confirmed", "Track": "Governance"}}]
    turns = [
        (call("list_bases"), t1),
        (call("list_tables", baseId=base), t2),
        (call("list_records", baseId=base, tableId=spk, filterByFormula=fc), t3),
        (call("list_records", baseId=base, tableId=spk, filterByFormula=fi), t4),
        (call("update_records", baseId=base, tableId=spk, records=[{"id": "recM5dB8zG6jE9nX3", "fields": {"Status": "Confirmed"}}]), t5),
        (call("create_records", baseId=base, tableId=spk, records=new), t6),
        (call("delete_records", baseId=base, tableId=spk, recordIds=["recF8xV3tA9cY4gR6"]), t7),
        (call("list_records", baseId=base, tableId=spk, filterByFormula=fc), t8),
        (call("list_records", baseId=base, tableId=ses, filterByFormula="OR({Room} = 'Room Elbe', {Room} = 'Room Oder')"), t9),
        (call("update_records", baseId=base, tableId=ses, records=[{"id": "recS3cM6Tq2Zx8Vw1", "fields": {"Speaker": ["recQ4gE5cK8nH6rA6"]}}]), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-11", system=system, turns=turns,
           state="MCP server `airtable` connected with a personal access token (scopes data.records:read/write, schema.bases:read).",
           bad=True, turn=8, kind="recordCount of confirmed speakers does not follow the adds/removes (12 instead of 11) nor the 11 listed records")


# ---------------------------------------------------------------------------------------------------------------
# 12 Kubernetes (clean)
# ---------------------------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    # Kubernetes crashloop fix, clean: config patched, rollout restart replaces the pods (new ReplicaSet hash and names, restarts back to 0), scale 3 -> 4 adds a pod, ages advance consistently and a new CronJob run appears.
    system = mcp_system("kubernetes", "kubectl access to the cluster prod-eu-2 (context ops-agent)", [
        tool("kubectl_get", "Get resources (like kubectl get)", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
        tool("kubectl_logs", "Get logs of a pod container", {"name": S, "namespace": S, "previous": B, "tail": INT}, ["name", "namespace"]),
        tool("kubectl_patch", "Patch a resource with a strategic-merge or merge patch", {"resourceType": S, "name": S, "namespace": S, "patchData": OBJ}, ["resourceType", "name", "patchData"]),
        tool("kubectl_rollout", "Manage rollouts (status, restart, undo, history)", {"subCommand": S, "resourceType": S, "name": S, "namespace": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment or statefulset", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
    ])
    hdr = "NAME                              READY   STATUS             RESTARTS        AGE"
    t1 = "\n".join([hdr,
                   "ledger-api-7b8c9d6f4-9kx2m        1/1     Running            0               3d2h",
                   "ledger-api-7b8c9d6f4-qw5tz        1/1     Running            0               3d2h",
                   "recon-worker-6d9f7c8b5-2xq7k      0/1     CrashLoopBackOff   7 (2m14s ago)   19m",
                   "recon-worker-6d9f7c8b5-h4mzp      0/1     CrashLoopBackOff   7 (1m51s ago)   19m",
                   "recon-worker-6d9f7c8b5-wr9tn      0/1     CrashLoopBackOff   7 (2m33s ago)   19m",
                   "statement-export-28991520-8vlqd   0/1     Completed          0               12m"])
    t2 = """2025-02-14T00:10:06.412Z INFO  recon-worker v3.14.0 starting (git 5e1a9c2, go1.23.5)
2025-02-14T00:10:06.415Z INFO  loading configuration from environment
2025-02-14T00:10:06.416Z INFO  RECON_WINDOW=24h RECON_PARALLELISM=6 RECON_LEDGER_DSN_SECRET=ledger-db-ro
2025-02-14T00:10:06.416Z ERROR config: invalid RECON_BATCH_SIZE "2k": strconv.Atoi: parsing "2k": invalid syntax
2025-02-14T00:10:06.416Z FATAL recon-worker exiting: configuration error (exit code 2)"""
    t3 = """apiVersion: v1
data:
  RECON_BATCH_SIZE: 2k
  RECON_LEDGER_DSN_SECRET: ledger-db-ro
  RECON_PARALLELISM: "6"
  RECON_WINDOW: 24h
kind: ConfigMap
metadata:
  creationTimestamp: "2024-07-16T09:22:31Z"
  labels:
    app: recon-worker
    app.kubernetes.io/managed-by: argocd
  name: recon-worker-config
  namespace: ledger
  resourceVersion: "48810223"
  uid: 3f6c2a9e-8d41-4b7a-a0e5-91c4d7b2f803"""
    t6 = """Waiting for deployment "recon-worker" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "recon-worker" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "recon-worker" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "recon-worker" rollout to finish: 2 of 3 updated replicas are available...
deployment "recon-worker" successfully rolled out"""
    hdr2 = "NAME                           READY   STATUS    RESTARTS   AGE"
    t7 = "\n".join([hdr2,
                   "recon-worker-5f8b6d9c7-k2v9d   1/1     Running   0          71s",
                   "recon-worker-5f8b6d9c7-n7q4x   1/1     Running   0          58s",
                   "recon-worker-5f8b6d9c7-t3wzc   1/1     Running   0          44s"])
    t8 = """2025-02-14T00:13:21.087Z INFO  recon-worker v3.14.0 starting (git 5e1a9c2, go1.23.5)
2025-02-14T00:13:21.090Z INFO  loading configuration from environment
2025-02-14T00:13:21.091Z INFO  RECON_WINDOW=24h RECON_PARALLELISM=6 RECON_LEDGER_DSN_SECRET=ledger-db-ro RECON_BATCH_SIZE=2000
2025-02-14T00:13:21.388Z INFO  connected to ledger-db-ro (pg 16.4, replica lag 0.3s)
2025-02-14T00:13:21.402Z INFO  shard 0/3: window 2025-02-13T00:00Z..2025-02-14T00:00Z, 418,220 entries
2025-02-14T00:13:27.951Z INFO  batch 1/210 reconciled: 2000 entries, 0 mismatches
2025-02-14T00:13:34.306Z INFO  batch 2/210 reconciled: 2000 entries, 1 mismatch (entry le_9f31c07a: amount 149.90 vs psp 194.90) -> queued for review
2025-02-14T00:13:40.772Z INFO  batch 3/210 reconciled: 2000 entries, 0 mismatches"""
    t10 = "NAME           READY   UP-TO-DATE   AVAILABLE   AGE\nrecon-worker   4/4     4            4           212d"
    t11 = "\n".join([hdr,
                    "ledger-api-7b8c9d6f4-9kx2m        1/1     Running            0               3d2h",
                    "ledger-api-7b8c9d6f4-qw5tz        1/1     Running            0               3d2h",
                    "recon-worker-5f8b6d9c7-k2v9d      1/1     Running            0               3m26s",
                    "recon-worker-5f8b6d9c7-n7q4x      1/1     Running            0               3m13s",
                    "recon-worker-5f8b6d9c7-p8hjr      1/1     Running            0               52s",
                    "recon-worker-5f8b6d9c7-t3wzc      1/1     Running            0               2m59s",
                    "statement-export-28991520-8vlqd   0/1     Completed          0               16m",
                    "statement-export-28991535-x4n2g   0/1     Completed          0               105s"])
    ns = "ledger"
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns), t1),
        (call("kubectl_logs", name="recon-worker-6d9f7c8b5-2xq7k", namespace=ns, previous=True, tail=20), t2),
        (call("kubectl_get", resourceType="configmap", name="recon-worker-config", namespace=ns, output="yaml"), t3),
        (call("kubectl_patch", resourceType="configmap", name="recon-worker-config", namespace=ns, patchData={"data": {"RECON_BATCH_SIZE": "2000"}}), "configmap/recon-worker-config patched"),
        (call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="recon-worker", namespace=ns), "deployment.apps/recon-worker restarted"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="recon-worker", namespace=ns), t6),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=recon-worker"), t7),
        (call("kubectl_logs", name="recon-worker-5f8b6d9c7-k2v9d", namespace=ns, tail=8), t8),
        (call("kubectl_scale", name="recon-worker", namespace=ns, replicas=4, resourceType="deployment"), "deployment.apps/recon-worker scaled"),
        (call("kubectl_get", resourceType="deployment", name="recon-worker", namespace=ns), t10),
        (call("kubectl_get", resourceType="pods", namespace=ns), t11),
    ]
    rs.add(task="mcp", tid="h10-mcp-12", system=system, turns=turns,
           state="MCP server `kubernetes` (mcp-server-kubernetes) using kubeconfig context ops-agent@prod-eu-2. Alert: recon-worker pods crashlooping in namespace ledger since the 23:53 UTC config sync.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 13 Slack (bad)
# ---------------------------------------------------------------------------------------------------------------

def t13(rs: RowSet) -> None:
    # Slack incident comms, bad: turn 4's thread reply gets ts 1731496991.220409 (11:23:11 UTC), earlier than its parent posted in turn 3 at ts 1731497122.804519 (11:25:22 UTC): the clock runs backwards.
    system = mcp_system("slack", "Slack workspace vantage-eng, bot user incident-scribe", [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
    ])
    inc, eng = "C07RK2M4T9Q", "C02AB3CD4EF"
    t1 = pj({"ok": True, "channels": [
        {"id": "C01GENERAL9", "name": "general", "is_channel": True, "is_archived": False, "created": 1596110400, "num_members": 412,
         "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "This channel is for workspace-wide communication."}},
        {"id": eng, "name": "eng-incidents", "is_channel": True, "is_archived": False, "created": 1611742211, "num_members": 187,
         "topic": {"value": "Open incidents: INC-2291 (SEV-2)"}, "purpose": {"value": "Incident announcements. Discussion goes in the per-incident channel."}},
        {"id": "C05SRE7X1YZ", "name": "sre-oncall", "is_channel": True, "is_archived": False, "created": 1652350007, "num_members": 34,
         "topic": {"value": "Primary: Ben Achterberg · Secondary: Noa Friedman"}, "purpose": {"value": "On-call handoffs and paging"}},
        {"id": inc, "name": "inc-2291-search-latency", "is_channel": True, "is_archived": False, "created": 1731496470, "num_members": 9,
         "topic": {"value": "SEV-2 · search-prod-2 latency · IC: Noa Friedman"}, "purpose": {"value": "Incident channel for INC-2291"}}],
        "response_metadata": {"next_cursor": ""}})
    t2 = pj({"ok": True, "messages": [
        {"type": "message", "user": "U04QH7JBM2K", "text": "search-prod-2: p95 query latency 2.8s, heap on data nodes es-data-7/8/9 above 88%. Lines up with synonyms-v47 going live at 11:02.", "ts": "1731496803.559219", "team": "T01VANTAGE"},
        {"type": "message", "user": "U02LKXG9T3E", "text": "Rolling back synonyms-v47 -> v46 on search-prod-2 now, will report heap in 5", "ts": "1731496612.402119", "team": "T01VANTAGE"},
        {"type": "message", "subtype": "bot_message", "bot_id": "B06INCBOT1", "username": "incident-bot", "text": ":rotating_light: INC-2291 declared (SEV-2) by <@U04QH7JBM2K>. Commander: <@U04QH7JBM2K>. Comms: <@U06AGENT7Q1>", "ts": "1731496480.118829"},
        {"type": "message", "subtype": "channel_join", "user": "U04QH7JBM2K", "text": "<@U04QH7JBM2K> has joined the channel", "ts": "1731496470.000200"}],
        "has_more": False, "pin_count": 1, "response_metadata": {"next_cursor": ""}})
    txt3 = ("*INC-2291 status update (11:25 UTC)*\nImpact: search p95 2.8s on search-prod-2 (EU storefronts), no errors.\n"
            "Cause (suspected): synonyms-v47 rollout at 11:02 raised heap on data nodes.\nAction: rollback to v46 in progress (Ben).\nNext update: 11:45 UTC")
    agent = {"user": "U06AGENT7Q1", "bot_id": "B06AGNTBOT", "app_id": "A06AGNT01X", "team": "T01VANTAGE"}
    t3 = pj({"ok": True, "channel": inc, "ts": "1731497122.804519",
             "message": {"type": "message", "text": txt3, "ts": "1731497122.804519", **agent,
                         "bot_profile": {"id": "B06AGNTBOT", "name": "incident-scribe", "app_id": "A06AGNT01X", "deleted": False}}})
    txt4 = "Status page updated: 'Degraded search performance in EU' (statuspage incident 8r2mq1c0yz4t). Customer support notified in #cs-escalations."
    t4 = pj({"ok": True, "channel": inc, "ts": "1731496991.220409",
             "message": {"type": "message", "text": txt4, "ts": "1731496991.220409", "thread_ts": "1731497122.804519", "parent_user_id": "U06AGENT7Q1", **agent,
                         "bot_profile": {"id": "B06AGNTBOT", "name": "incident-scribe", "app_id": "A06AGNT01X", "deleted": False}}})
    t6 = pj({"ok": True, "profile": {"real_name": "Ben Achterberg", "display_name": "ben.a", "title": "Staff SRE, Search",
                                      "email": "ben.achterberg@vantage.example", "phone": "", "status_text": "On call until Fri 09:00",
                                      "status_emoji": ":pager:", "tz": "Europe/Amsterdam", "tz_label": "Central European Time",
                                      "image_72": "https://avatars.slack-edge.com/2023-03-02/4895521130721_7d1c0b3e9a2f6e84c5d1_72.png"},
             "user": {"id": "U02LKXG9T3E", "name": "ben.achterberg", "is_admin": False, "is_bot": False, "deleted": False}})
    txt7 = "INC-2291 (SEV-2): elevated search latency on search-prod-2 (EU). Rollback of synonyms-v47 in progress. Updates in <#C07RK2M4T9Q|inc-2291-search-latency>."
    t7 = pj({"ok": True, "channel": eng, "ts": "1731497410.117339",
             "message": {"type": "message", "text": txt7, "ts": "1731497410.117339", **agent,
                         "bot_profile": {"id": "B06AGNTBOT", "name": "incident-scribe", "app_id": "A06AGNT01X", "deleted": False}}})
    t8 = pj({"ok": True, "messages": [
        {"type": "message", "text": txt7, "ts": "1731497410.117339", **agent},
        {"type": "message", "subtype": "bot_message", "bot_id": "B06INCBOT1", "username": "incident-bot", "text": ":white_check_mark: INC-2290 resolved (SEV-3, delayed invoice emails). Duration 1h12m. Postmortem: not required.", "ts": "1731494021.338119"},
        {"type": "message", "user": "U05TR8MZQ4D", "text": "Heads-up: Kafka broker upgrade on kafka-prod-1 tomorrow 07:00-08:00 UTC, expect brief consumer rebalances.", "ts": "1731489977.601229", "team": "T01VANTAGE",
         "reactions": [{"name": "+1", "users": ["U02LKXG9T3E", "U04QH7JBM2K"], "count": 2}]}],
        "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMxNDg5OTc3NjAxMjI5"}})
    t9 = pj({"ok": True, "messages": [
        {"type": "message", "user": "U02LKXG9T3E", "text": "Rollback to synonyms-v46 done on all 12 data nodes. Heap back to ~71%, p95 1.1s and falling.", "ts": "1731497388.441209", "team": "T01VANTAGE"}],
        "has_more": True, "pin_count": 1, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMxNDk3Mzg4NDQxMjA5"}})
    turns = [
        (call("slack_list_channels", limit=50), t1),
        (call("slack_get_channel_history", channel_id=inc, limit=5), t2),
        (call("slack_post_message", channel_id=inc, text=txt3), t3),
        (call("slack_reply_to_thread", channel_id=inc, thread_ts="1731497122.804519", text=txt4), t4),
        (call("slack_add_reaction", channel_id=inc, timestamp="1731496612.402119", reaction="eyes"), pj({"ok": True})),
        (call("slack_get_user_profile", user_id="U02LKXG9T3E"), t6),
        (call("slack_post_message", channel_id=eng, text=txt7), t7),
        (call("slack_get_channel_history", channel_id=eng, limit=3), t8),
        (call("slack_get_channel_history", channel_id=inc, limit=1), t9),
    ]
    rs.add(task="mcp", tid="h10-mcp-13", system=system, turns=turns,
           state="MCP server `slack` connected as the bot user incident-scribe (U06AGENT7Q1) in workspace vantage-eng. You are the comms lead for INC-2291.",
           bad=True, turn=4, kind="thread reply timestamp is earlier than its parent message posted a turn before (clock runs backwards)")


# ---------------------------------------------------------------------------------------------------------------
# 14 CRM (clean)
# ---------------------------------------------------------------------------------------------------------------

def t14(rs: RowSet) -> None:
    # Relayhub CRM deal hygiene, clean: two near-identical contact names at different companies, a deal renamed/re-staged/re-priced by the agent, another closed lost, so company pipeline and lists change accordingly; a title update shows in a later search.
    system = mcp_system("relayhub-crm", "Relayhub CRM (sales pipeline of Quayline Systems)", [
        tool("search_contacts", "Search contacts by name or email", {"query": S, "limit": INT}, ["query"]),
        tool("get_contact", "Get a contact with its company and deals", {"contact_id": S}, ["contact_id"]),
        tool("update_contact", "Update contact fields", {"contact_id": S, "title": S, "phone": S, "email": S}, ["contact_id"]),
        tool("get_company", "Get a company with its deals and pipeline summary", {"company_id": S}, ["company_id"]),
        tool("list_deals", "List deals filtered by owner, stage and close window", {"owner": S, "stage": S, "closed_after": S}, []),
        tool("update_deal", "Update a deal (name, stage, amount, close_date, lost_reason)", {"deal_id": S, "name": S, "stage": S, "amount": INT, "close_date": S, "lost_reason": S}, ["deal_id"]),
        tool("create_note", "Attach a note to a deal, contact or company", {"parent_id": S, "body": S}, ["parent_id", "body"]),
    ])

    def kat(title: str) -> str:
        return f"""[ct_58213] Katarzyna Nowak
  title: {title}
  company: Brightfold Logistics (co_1193)
  email: k.nowak@brightfold-logistics.eu
  phone: +48 22 318 40 77
  owner: Signe Aalto
  last_activity: 2025-09-29 (meeting)"""
    kat_lis = """[ct_60447] Katarzyna Nowak-Lis
  title: Procurement Lead
  company: Brightfold Freight Sp. z o.o. (co_1408)
  email: katarzyna.nowak-lis@brightfoldfreight.pl
  phone: +48 61 804 12 55
  owner: Jakub Wrona
  last_activity: 2025-08-14 (email)"""
    t1 = '2 contacts match "Katarzyna Nowak":\n\n' + kat("VP Operations") + "\n\n" + kat_lis
    t2 = """company: Brightfold Logistics
id: co_1193
domain: brightfold-logistics.eu
industry: Logistics & Warehousing
employees: 1,200
hq: Warsaw, PL
owner: Signe Aalto
contacts: 4
open_deals: 2
open_pipeline: EUR 60,500
deals:
  - dl_7720 | Brightfold – Yard mgmt pilot | stage: Proposal | amount: EUR 48,000 | close: 2025-10-31 | owner: Signe Aalto
  - dl_7795 | Brightfold – Dock scheduling add-on | stage: Discovery | amount: EUR 12,500 | close: 2025-12-15 | owner: Signe Aalto
activities (last 30 days): 7 (latest: meeting with Katarzyna Nowak, 2025-09-29)"""
    t3 = """deal updated: dl_7720
name: Brightfold – Yard mgmt rollout (3 sites)   (was: Brightfold – Yard mgmt pilot)
stage: Negotiation   (was: Proposal)
amount: EUR 54,000   (was: EUR 48,000)
probability: 60%   (stage default)
weighted_amount: EUR 32,400
close_date: 2025-11-14   (was: 2025-10-31)
company: Brightfold Logistics (co_1193)
updated_at: 2025-10-02T09:18:44Z
updated_by: Signe Aalto (API token)"""
    note = "Call with K. Nowak 2025-10-01: scope grows from Gdańsk pilot to Gdańsk, Poznań and Łódź yards. Dock scheduling folded into the rollout SOW instead of a separate add-on. Legal review of MSA redlines due 10-09."
    t4 = f"""note created: nt_301885
parent: dl_7720 (Brightfold – Yard mgmt rollout (3 sites))
author: Signe Aalto
created_at: 2025-10-02T09:20:31Z
body: {note}"""
    t5 = """3 deals (owner: Signe Aalto, stage: Negotiation), sorted by close_date:

dl_7688 | Fjordline – Cold chain sensors | EUR 31,200 | close 2025-10-20 | Fjordline AS
dl_7720 | Brightfold – Yard mgmt rollout (3 sites) | EUR 54,000 | close 2025-11-14 | Brightfold Logistics
dl_7402 | Kaskade Retail – WMS migration | EUR 120,000 | close 2025-12-05 | Kaskade Retail GmbH

total: EUR 205,200 · weighted (60%): EUR 123,120"""
    t6 = """contact: Katarzyna Nowak-Lis
id: ct_60447
title: Procurement Lead
company: Brightfold Freight Sp. z o.o. (co_1408) · Poznań, PL · 140 employees
email: katarzyna.nowak-lis@brightfoldfreight.pl
phone: +48 61 804 12 55
owner: Jakub Wrona
created: 2024-03-11
last_activity: 2025-08-14 (email: "Re: telematics bundle pricing")
deals:
  - dl_8011 | Brightfold Freight – Telematics bundle | stage: Proposal | amount: EUR 22,800 | close: 2025-10-28 | owner: Jakub Wrona
note: not related to Brightfold Logistics (co_1193); separate legal entity, no parent link"""
    t7 = """deal updated: dl_7795
name: Brightfold – Dock scheduling add-on
stage: Closed Lost   (was: Discovery)
lost_reason: Bundled into dl_7720 rollout scope
amount: EUR 12,500
probability: 0%
closed_at: 2025-10-02T09:24:10Z
company: Brightfold Logistics (co_1193)
updated_by: Signe Aalto (API token)"""
    t8 = """company: Brightfold Logistics
id: co_1193
domain: brightfold-logistics.eu
industry: Logistics & Warehousing
employees: 1,200
hq: Warsaw, PL
owner: Signe Aalto
contacts: 4
open_deals: 1
open_pipeline: EUR 54,000
deals:
  - dl_7720 | Brightfold – Yard mgmt rollout (3 sites) | stage: Negotiation | amount: EUR 54,000 | close: 2025-11-14 | owner: Signe Aalto
  - dl_7795 | Brightfold – Dock scheduling add-on | stage: Closed Lost | amount: EUR 12,500 | closed: 2025-10-02 | owner: Signe Aalto
activities (last 30 days): 8 (latest: note nt_301885, 2025-10-02)"""
    t9 = """2 deals (owner: Signe Aalto, stage: Closed Lost, closed since 2025-09-01), sorted by closed_at desc:

dl_7795 | Brightfold – Dock scheduling add-on | EUR 12,500 | closed 2025-10-02 | reason: Bundled into dl_7720 rollout scope
dl_7531 | Morvik Seafood – Pallet tracking | EUR 18,900 | closed 2025-09-17 | reason: Chose competitor (Trackwise)

total: EUR 31,400"""
    t10 = """contact updated: ct_58213
name: Katarzyna Nowak
title: Chief Operating Officer   (was: VP Operations)
company: Brightfold Logistics (co_1193)
updated_at: 2025-10-02T09:27:05Z"""
    piotr = """[ct_61120] Piotr Nowak
  title: IT Manager
  company: Kaskade Retail GmbH (co_0987)
  email: p.nowak@kaskade-retail.de
  phone: +49 40 5512 3390
  owner: Signe Aalto
  last_activity: 2025-09-22 (call)"""
    t11 = '3 contacts match "Nowak":\n\n' + kat("Chief Operating Officer") + "\n\n" + kat_lis + "\n\n" + piotr
    turns = [
        (call("search_contacts", query="Katarzyna Nowak"), t1),
        (call("get_company", company_id="co_1193"), t2),
        (call("update_deal", deal_id="dl_7720", name="Brightfold – Yard mgmt rollout (3 sites)", stage="Negotiation", amount=54000, close_date="2025-11-14"), t3),
        (call("create_note", parent_id="dl_7720", body=note), t4),
        (call("list_deals", owner="Signe Aalto", stage="Negotiation"), t5),
        (call("get_contact", contact_id="ct_60447"), t6),
        (call("update_deal", deal_id="dl_7795", stage="Closed Lost", lost_reason="Bundled into dl_7720 rollout scope"), t7),
        (call("get_company", company_id="co_1193"), t8),
        (call("list_deals", owner="Signe Aalto", stage="Closed Lost", closed_after="2025-09-01"), t9),
        (call("update_contact", contact_id="ct_58213", title="Chief Operating Officer"), t10),
        (call("search_contacts", query="Nowak"), t11),
    ]
    rs.add(task="mcp", tid="h10-mcp-14", system=system, turns=turns,
           state="MCP server `relayhub-crm` connected with the API token of Signe Aalto (Account Executive, CEE). Date: 2025-10-02.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 15 Notion (bad)
# ---------------------------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    # Notion doc reorganisation, bad: turn 5's search shows page 1f3a9c2e-... under its old title "Pricing FAQ (draft)" (with the post-edit last_edited_time), though turn 3 renamed it to "Pricing FAQ — Self-serve tiers".
    system = mcp_system("notion", "Notion API (2022-06-28) for the Corvid Labs workspace", [
        tool("search", "Search pages and databases by title", {"query": S, "filter": OBJ, "page_size": INT}, ["query"]),
        tool("retrieve_page", "Retrieve a page object (properties only)", {"page_id": S}, ["page_id"]),
        tool("update_page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("append_block_children", "Append blocks to a page or block", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("retrieve_block_children", "List the child blocks of a page or block", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("query_database", "Query a database with a filter and sorts", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("create_page", "Create a page in a database or under a page", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
    ])
    faq = "1f3a9c2e-7b4d-4e81-a6c0-5d2b8e9f1a37"
    launch = "0c7e4b1a-92d5-4f3e-b8a6-17e0c3d94f52"
    log = "2b8d6e0f-4a13-4c97-9e25-c61f7a0b3d84"
    changes_db = "5e2c7a91-0d4b-4f68-a3e7-b9c1d28f6e05"
    tasks_db = "7a1d3f5c-6e82-4b09-8c4d-e2f6a9b0c713"
    maya = {"object": "user", "id": "4d0b7e19-3a6c-4f2e-9b81-0c5e2d7a6f43"}
    bot = {"object": "user", "id": "9e6a2f0c-1b7d-4c58-a3e4-6f0d8b2c5e71"}

    def title(t: str) -> dict[str, Any]:
        return {"title": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": t, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}, "plain_text": t, "href": None}]}}

    def page(pid: str, t: str, created: str, edited: str, editor: dict[str, Any], parent: dict[str, Any], icon: str | None = None, props: dict[str, Any] | None = None) -> dict[str, Any]:
        slug = "".join(ch if ch.isalnum() else "-" for ch in t).strip("-")
        while "--" in slug:
            slug = slug.replace("--", "-")
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": maya, "last_edited_by": editor,
                "cover": None, "icon": {"type": "emoji", "emoji": icon} if icon else None, "parent": parent, "archived": False, "in_trash": False,
                "properties": props if props is not None else title(t), "url": f"https://www.notion.so/corvidlabs/{slug}-{pid.replace('-', '')}", "public_url": None}
    under_launch = {"type": "page_id", "page_id": launch}
    faq_old = page(faq, "Pricing FAQ (draft)", "2025-06-18T13:40:00.000Z", "2025-07-01T16:22:00.000Z", maya, under_launch, "💬")
    log_page = page(log, "Pricing experiments log", "2025-05-06T08:12:00.000Z", "2025-06-30T10:05:00.000Z", maya, under_launch, "🧪")
    db = {"object": "database", "id": changes_db, "created_time": "2025-05-06T08:20:00.000Z", "last_edited_time": "2025-06-27T15:48:00.000Z",
          "title": [{"type": "text", "text": {"content": "Pricing changes", "link": None}, "plain_text": "Pricing changes", "href": None}],
          "parent": under_launch, "url": f"https://www.notion.so/corvidlabs/{changes_db.replace('-', '')}", "archived": False, "in_trash": False, "is_inline": True}
    t1 = pj({"object": "list", "results": [faq_old, log_page, db], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    t2 = pj(faq_old)
    new_title = "Pricing FAQ — Self-serve tiers"
    t3 = pj(page(faq, new_title, "2025-06-18T13:40:00.000Z", "2025-07-03T09:14:00.000Z", bot, under_launch, "💬"))
    callout_text = "Tier prices approved 2025-07-02: Starter $12, Team $29, Business $59 per seat / month, billed annually. Monthly billing +20%."
    callout = {"object": "block", "id": "c41e8b07-5d2a-4f93-8e16-0a7b3c9d2f58", "parent": {"type": "page_id", "page_id": faq},
               "created_time": "2025-07-03T09:15:00.000Z", "last_edited_time": "2025-07-03T09:15:00.000Z", "created_by": bot, "last_edited_by": bot,
               "has_children": False, "archived": False, "in_trash": False, "type": "callout",
               "callout": {"rich_text": [{"type": "text", "text": {"content": callout_text, "link": None}, "plain_text": callout_text, "href": None}],
                           "icon": {"type": "emoji", "emoji": "✅"}, "color": "green_background"}}
    t4 = pj({"object": "list", "results": [callout], "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    faq_stale = page(faq, "Pricing FAQ (draft)", "2025-06-18T13:40:00.000Z", "2025-07-03T09:15:00.000Z", bot, under_launch, "💬")
    t5 = pj({"object": "list", "results": [faq_stale], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    tasks_parent = {"type": "database_id", "database_id": tasks_db}

    def task(pid: str, name: str, status: str, due: str | None, owner: str, doc: list[str], created: str, edited: str, editor: dict[str, Any]) -> dict[str, Any]:
        props = {
            "Status": {"id": "%3DxQm", "type": "status", "status": {"name": status}},
            "Due": {"id": "vB%5Ek", "type": "date", "date": {"start": due, "end": None, "time_zone": None} if due else None},
            "Owner": {"id": "Lp%7Cz", "type": "rich_text", "rich_text": [{"type": "text", "plain_text": owner, "href": None}]},
            "Doc": {"id": "q%3Ct8", "type": "relation", "relation": [{"id": d} for d in doc], "has_more": False},
            "Name": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": name, "href": None}]},
        }
        return page(pid, name, created, edited, editor, tasks_parent, None, props)
    open_tasks = [
        task("a2c5e8f1-3b6d-4907-8c1e-4f7a0d3b6e92", "Finalize tier names with Legal", "In progress", "2025-07-04", "Maya Kessler", [faq], "2025-06-20T11:02:00.000Z", "2025-07-01T09:30:00.000Z", maya),
        task("b7e0a3d6-9c2f-4518-b4a7-8d1e5c0f3a26", "Update checkout copy for annual billing", "Not started", "2025-07-08", "Luis Ortega", [], "2025-06-24T14:45:00.000Z", "2025-06-24T14:45:00.000Z", maya),
        task("c9f2b5e8-1d4a-4b6c-9e03-2a6d8f1c4b70", "Migrate legacy Pro plan customers", "In progress", "2025-07-15", "Hannah Roos", [log], "2025-06-12T10:10:00.000Z", "2025-06-30T17:41:00.000Z", maya),
    ]
    t6 = pj({"object": "list", "results": open_tasks, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    new_task = task("d4a7c0e3-6f19-4c2b-a8d5-7e0b3f6a9c18", "Publish pricing FAQ to help center", "Not started", "2025-07-10", "Maya Kessler", [faq], "2025-07-03T09:17:00.000Z", "2025-07-03T09:17:00.000Z", bot)
    new_task["created_by"] = bot
    t7 = pj(new_task)
    upd_task = task("d4a7c0e3-6f19-4c2b-a8d5-7e0b3f6a9c18", "Publish pricing FAQ to help center", "In progress", "2025-07-10", "Maya Kessler", [faq], "2025-07-03T09:17:00.000Z", "2025-07-03T09:18:00.000Z", bot)
    upd_task["created_by"] = bot
    t8 = pj(upd_task)

    def blk(bid: str, btype: str, text: str, created: str, who: dict[str, Any]) -> dict[str, Any]:
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": faq}, "created_time": created, "last_edited_time": created,
                "created_by": who, "last_edited_by": who, "has_children": False, "archived": False, "in_trash": False, "type": btype,
                btype: {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text, "href": None}], "color": "default"}}
    blocks = [
        blk("e10b4d7a-2c5f-4e83-9a06-3b8d1f4c7e29", "heading_2", "Which plan is right for me?", "2025-06-18T13:41:00.000Z", maya),
        blk("f3c6a9d2-5e8b-4170-b3d4-6a9c2e5f8b13", "paragraph", "Starter is for individuals and small teams up to 5 seats. Team adds SSO via Google and shared workspaces. Business adds SAML SSO, audit log and a 99.9% uptime SLA.", "2025-06-18T13:44:00.000Z", maya),
        blk("0a5d8c1f-7b2e-4d94-8f67-9c2b5e8a1d04", "heading_2", "Can I switch between monthly and annual billing?", "2025-06-19T08:02:00.000Z", maya),
        blk("1b6e9d20-8c3f-4ea5-9078-ad3c6f9b2e15", "paragraph", "Yes. Switching to annual takes effect at the next renewal; unused monthly days are credited pro rata.", "2025-06-19T08:05:00.000Z", maya),
        callout,
    ]
    t9 = pj({"object": "list", "results": blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    turns = [
        (call("search", query="Pricing"), t1),
        (call("retrieve_page", page_id=faq), t2),
        (call("update_page", page_id=faq, properties={"title": {"title": [{"text": {"content": new_title}}]}}), t3),
        (call("append_block_children", block_id=faq, children=[{"object": "block", "type": "callout", "callout": {"rich_text": [{"type": "text", "text": {"content": callout_text}}], "icon": {"emoji": "✅"}, "color": "green_background"}}]), t4),
        (call("search", query="Pricing FAQ", filter={"property": "object", "value": "page"}), t5),
        (call("query_database", database_id=tasks_db, filter={"property": "Status", "status": {"does_not_equal": "Done"}}, sorts=[{"property": "Due", "direction": "ascending"}]), t6),
        (call("create_page", parent={"database_id": tasks_db}, properties={"Name": {"title": [{"text": {"content": "Publish pricing FAQ to help center"}}]}, "Status": {"status": {"name": "Not started"}}, "Due": {"date": {"start": "2025-07-10"}}, "Owner": {"rich_text": [{"text": {"content": "Maya Kessler"}}]}, "Doc": {"relation": [{"id": faq}]}}), t7),
        (call("update_page", page_id="d4a7c0e3-6f19-4c2b-a8d5-7e0b3f6a9c18", properties={"Status": {"status": {"name": "In progress"}}}), t8),
        (call("retrieve_block_children", block_id=faq, page_size=50), t9),
    ]
    rs.add(task="mcp", tid="h10-mcp-15", system=system, turns=turns,
           state="MCP server `notion` connected through the internal integration 'Launch Ops Bot' (shared with the Q3 Launch page).",
           bad=True, turn=5, kind="renamed page still shown under its old title in a later search result")


# ---------------------------------------------------------------------------------------------------------------
# 16 Inventory system (clean)
# ---------------------------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    # Stockline WMS replenishment, clean: a bin-to-bin transfer (totals unchanged), a -12 cycle-count adjustment, a pick list that first reserves then consumes 200 units; every on-hand/reserved/available figure follows.
    system = mcp_system("stockline-wms", "Stockline warehouse management system, site WH-DEN", [
        tool("get_item", "Get an item's stock summary at a warehouse", {"sku": S, "warehouse": S}, ["sku"]),
        tool("list_bins", "List the bins holding an item with quantities", {"sku": S, "warehouse": S}, ["sku"]),
        tool("transfer_stock", "Move stock between two bins", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("adjust_stock", "Post an inventory adjustment in one bin", {"sku": S, "bin": S, "delta": INT, "reason": S}, ["sku", "bin", "delta", "reason"]),
        tool("create_pick_list", "Create and release a pick list for a sales order line", {"order": S, "sku": S, "qty": INT}, ["order", "sku", "qty"]),
        tool("confirm_pick", "Confirm a released pick list as picked", {"pick_list": S, "picker": S}, ["pick_list"]),
        tool("get_movements", "Recent stock movements for an item, newest first", {"sku": S, "limit": INT}, ["sku"]),
    ])
    sku = "HX-2207-BLK"

    def item(oh: str, res: str, av: str, cc: str) -> str:
        return (f"**{sku}** — Hex bolt M8×40, black zinc, box of 100\nWarehouse: WH-DEN (Denver DC)\n\n"
                + md_table(["on_hand", "reserved", "available", "reorder_point", "on_order"], [[oh, res, av, "600", "0"]])
                + f"\n\nUnit cost: $6.85 / box · ABC class: B · Last cycle count: {cc}")

    def bins(a2: str, a3: str, c11: str, total: str) -> str:
        return (f"Bins holding **{sku}** at WH-DEN:\n\n"
                + md_table(["bin", "zone", "type", "qty", "license plate"], [
                    ["A-03-02", "A (fast movers)", "pick face", a2, "—"],
                    ["A-03-03", "A (fast movers)", "pick face", a3, "—"],
                    ["C-11-01", "C (bulk)", "overflow pallet", c11, "LP-0048812"]])
                + f"\n\nTotal: {total} boxes in 3 bins")
    t1 = item("1,480", "320", "1,160", "2025-05-28")
    t2 = bins("600", "480", "400", "1,480")
    t3 = ("Transfer posted.\n\n" + md_table(["movement", "sku", "from", "qty", "to", "posted"], [["MV-0091842", sku, "C-11-01", "250", "A-03-03", "2025-06-11 10:21:07 MDT"]])
          + "\n\n- C-11-01: 400 → 150\n- A-03-03: 480 → 730\n- Warehouse on_hand unchanged: 1,480")
    t4 = ("Adjustment posted.\n\n" + md_table(["adjustment", "sku", "bin", "delta", "reason", "posted"], [["ADJ-0020417", sku, "A-03-02", "-12", "cycle count variance", "2025-06-11 10:23:52 MDT"]])
          + "\n\n- A-03-02: 600 → 588\n- Warehouse on_hand: 1,480 → 1,468\n- Cycle count recorded for A-03-02 (counted 588, system 600)")
    t5 = ("Pick list **PL-0033907** created and released.\n\n"
          + md_table(["line", "order", "sku", "qty", "bin", "status"], [[1, "SO-55120", sku, "200", "A-03-02", "RELEASED"]])
          + "\n\nReserved for SO-55120: 200 (item reserved 320 → 520). Wave: W-0611-03, carrier cut-off 14:00 MDT.")
    t6 = item("1,468", "520", "948", "2025-06-11 (A-03-02)")
    t7 = (f"Last 6 movements for **{sku}** (newest first):\n\n" + md_table(["id", "posted (MDT)", "type", "bin", "qty", "reference"], [
        ["ADJ-0020417", "2025-06-11 10:23:52", "ADJUST", "A-03-02", "-12", "cycle count variance"],
        ["MV-0091842", "2025-06-11 10:21:07", "TRANSFER IN", "A-03-03", "+250", "from C-11-01"],
        ["MV-0091842", "2025-06-11 10:21:07", "TRANSFER OUT", "C-11-01", "-250", "to A-03-03"],
        ["PCK-0140270", "2025-06-10 15:02:44", "PICK", "A-03-03", "-120", "PL-0033861 / SO-55071"],
        ["PCK-0140198", "2025-06-10 09:17:30", "PICK", "A-03-02", "-80", "PL-0033840 / SO-55049"],
        ["RCV-0008113", "2025-06-06 13:48:05", "RECEIPT", "C-11-01", "+400", "PO-21877 (Fastenal)"]]))
    t8 = ("Pick list **PL-0033907** confirmed as PICKED by picker D. Okonkwo.\n\n"
          + md_table(["movement", "bin", "qty", "posted"], [["PCK-0140311", "A-03-02", "-200", "2025-06-11 10:31:26 MDT"]])
          + "\n\n- A-03-02: 588 → 388\n- Warehouse on_hand: 1,468 → 1,268\n- Reserved: 520 → 320 (SO-55120 line 1 released from reservation)\n- Staged at dock door D-04 for SO-55120")
    t9 = bins("388", "730", "150", "1,268")
    t10 = item("1,268", "320", "948", "2025-06-11 (A-03-02)")
    turns = [
        (call("get_item", sku=sku, warehouse="WH-DEN"), t1),
        (call("list_bins", sku=sku, warehouse="WH-DEN"), t2),
        (call("transfer_stock", sku=sku, from_bin="C-11-01", to_bin="A-03-03", qty=250), t3),
        (call("adjust_stock", sku=sku, bin="A-03-02", delta=-12, reason="cycle count variance"), t4),
        (call("create_pick_list", order="SO-55120", sku=sku, qty=200), t5),
        (call("get_item", sku=sku, warehouse="WH-DEN"), t6),
        (call("get_movements", sku=sku, limit=6), t7),
        (call("confirm_pick", pick_list="PL-0033907", picker="D. Okonkwo"), t8),
        (call("list_bins", sku=sku, warehouse="WH-DEN"), t9),
        (call("get_item", sku=sku, warehouse="WH-DEN"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-16", system=system, turns=turns,
           state="MCP server `stockline-wms` connected as inventory-agent at site WH-DEN. Local time 2025-06-11 10:20 MDT.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 17 Obsidian vault (bad)
# ---------------------------------------------------------------------------------------------------------------

def obs_search(files: list[tuple[str, str]], term: str, ctx: int = 60) -> str:
    """mcp-obsidian simple_search shape: per file, each match with its surrounding context and position."""
    out = []
    for name, text in files:
        matches = []
        low, t = text.lower(), term.lower()
        i = low.find(t)
        while i >= 0:
            matches.append({"context": text[max(0, i - ctx): i + len(term) + ctx], "match_position": {"start": i, "end": i + len(term)}})
            i = low.find(t, i + 1)
        if matches:
            out.append({"filename": name, "score": round(-0.05 * len(matches) - 0.01 * len(name) / 10, 4), "matches": matches})
    return json.dumps(out, indent=2, ensure_ascii=False)


def t17(rs: RowSet) -> None:
    # Obsidian vault notes, bad: turn 8 re-reads "Projects/Heat pump retrofit.md" and the Nordvarme quote cell reads 142,500 NOK, while turns 2 and 3 showed 148,500 NOK; the only write to that file (turn 5) appended a line under "Next steps".
    system = mcp_system("obsidian", "Obsidian vault 'Home' through the Local REST API plugin", [
        tool("list_files_in_dir", "List files and folders in a vault directory", {"dirpath": S}, ["dirpath"]),
        tool("get_file_contents", "Return the content of a single file in the vault", {"filepath": S}, ["filepath"]),
        tool("simple_search", "Search for documents matching a text query across the vault", {"query": S, "context_length": INT}, ["query"]),
        tool("patch_content", "Insert content relative to a heading, block reference or frontmatter field", {"filepath": S, "operation": S, "target_type": S, "target": S, "content": S}, ["filepath", "operation", "target_type", "target", "content"]),
        tool("append_content", "Append content to a new or existing file", {"filepath": S, "content": S}, ["filepath", "content"]),
    ])
    path = "Projects/Heat pump retrofit.md"

    def note(nordvarme: str, extra: str = "") -> str:
        return f"""---
tags: [house, energy]
created: 2025-02-03
status: quotes
---
# Heat pump retrofit

## Summary
Replace the 2004 oil boiler with an air-to-water heat pump. Target: installed before the 2025/26 heating season.

## Quotes
| Installer | System | Price (incl. VAT) | Received |
|---|---|---|---|
| Nordvarme AS | Mitsubishi Ecodan 8 kW | {nordvarme} NOK | 2025-03-04 |
| Bergen Klima | Daikin Altherma 3 H HT 11 kW | 163,900 NOK | 2025-03-11 |
| Varmepumpe Vest | NIBE S2125-8 | 156,200 NOK | 2025-03-14 |

## Subsidy
- Enova support: up to 10,000 NOK for air-to-water (checked 2025-02-20)
- Application must be submitted **before** signing a contract

## Notes
- Nordvarme visit: keep existing radiators, upsize the two in the bedrooms. See [[Radiator sizing]]
- Bergen Klima includes removal of the oil tank; the others quote it separately (~18,000 NOK)
- Outdoor unit must be > 4 m from the neighbour's bedroom window (noise)

## Next steps
- [x] Get three quotes
- [ ] Check Enova eligibility for our address
- [ ] Decide by 2025-03-31
{extra}"""
    added = "- [ ] Ask Nordvarme whether oil tank removal is included"
    before, after = note("148,500"), note("148,500", added + "\n")
    drifted = note("142,500", added + "\n")
    daily04 = "# Tuesday 4 March 2025\n\n## Log\n- 09:15 Dentist moved to Friday\n- 16:30 Got the Nordvarme quote by email: 148,500 incl. VAT, valid 30 days. Saved to [[nordvarme-tilbud-2025-03-04.pdf]]\n\n## Tasks\n- [x] Book winter tyre change\n"
    daily18 = "# Tuesday 18 March 2025\n\n## Log\n- 08:10 Standup moved to 09:30\n- 12:40 Called Varmepumpe Vest, site visit possible on the 25th\n\n## Tasks\n- [ ] Pay electricity bill (due 20th)\n- [ ] Reply to Bergen Klima about installation window\n"
    subsidies = "# Subsidies 2025\n\n| Scheme | Amount | Notes |\n|---|---|---|\n| Enova air-to-water | up to 10,000 NOK | apply before contract |\n| Enova energy advice | up to 5,000 NOK | needs certified adviser |\n| Municipal oil tank removal | 50% up to 10,000 NOK | Bergen kommune, 2025 only |\n"
    t1 = json.dumps(["Projects/Garage insulation.md", "Projects/Heat pump retrofit.md", "Projects/Radiator sizing.md", "Projects/Solar panels – maybe.md"], indent=2, ensure_ascii=False)
    t3 = obs_search([(path, before), ("Daily/2025-03-04.md", daily04)], "Nordvarme")
    line6 = "- 14:05 Emailed Nordvarme about oil tank removal, waiting for reply"
    t7 = json.dumps(["Attachments/bergen-klima-quote.pdf", "Attachments/floorplan-ground.png", "Attachments/nordvarme-tilbud-2025-03-04.pdf", "Attachments/varmepumpe-vest-tilbud.pdf"], indent=2, ensure_ascii=False)
    t9 = obs_search([(path, after), ("Reference/Subsidies 2025.md", subsidies)], "Enova")
    turns = [
        (call("list_files_in_dir", dirpath="Projects"), t1),
        (call("get_file_contents", filepath=path), before),
        (call("simple_search", query="Nordvarme", context_length=60), t3),
        (call("get_file_contents", filepath="Daily/2025-03-18.md"), daily18),
        (call("patch_content", filepath=path, operation="append", target_type="heading", target="Heat pump retrofit::Next steps", content=added + "\n"),
         f"Successfully patched content in {path}"),
        (call("append_content", filepath="Daily/2025-03-18.md", content=line6 + "\n"), "Successfully appended content to Daily/2025-03-18.md"),
        (call("list_files_in_dir", dirpath="Attachments"), t7),
        (call("get_file_contents", filepath=path), drifted),
        (call("simple_search", query="Enova", context_length=60), t9),
    ]
    rs.add(task="mcp", tid="h10-mcp-17", system=system, turns=turns,
           state="MCP server `obsidian` (mcp-obsidian) connected to the vault 'Home' at https://127.0.0.1:27124.",
           bad=True, turn=8, kind="a table cell of a note (quote price) changes between two reads with no write touching it")


# ---------------------------------------------------------------------------------------------------------------
# 18 GitHub (clean)
# ---------------------------------------------------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    # GitHub config change via PR, clean: the file's blob sha changes only on the new branch (main still serves the old blob), a new commit heads the branch, the new PR joins the open list, then its title is edited by the agent.
    own, rep = "marlow-civic", "bins-api"
    api = f"https://api.github.com/repos/{own}/{rep}"
    main_head = "d0e37a5c1b94f6028e3d7c5a0b1f49e86c2d73a1"
    prev = "6b2f9e0d47a1c835f0e6b29d4c7a18e35f0b9c62"
    old_blob = "a41f0c7e2d95b83614c0e7a9f25d8b1c3e6a0f47"
    new_blob = "e5c2b8f14a07d39e6c1b52a8f0d74e93c6b1a208"
    c_new = "7b19e4c20f8d53a6b1e97c4d0a2f58e3b6c91d05"
    me = gh_user("hpatel-dev", 77120934)
    system = mcp_system("github", "GitHub API access for repositories, branches, files and pull requests", [
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch in a GitHub repository", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file in a GitHub repository", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Create a new pull request in a GitHub repository", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("list_pull_requests", "List pull requests in a GitHub repository", {"owner": S, "repo": S, "state": S, "sort": S, "direction": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_pull_request", "Get details of a specific pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("update_pull_request", "Update an existing pull request (title, body, state, base)", {"owner": S, "repo": S, "pull_number": INT, "title": S, "body": S}, ["owner", "repo", "pull_number"]),
        tool("list_commits", "Get list of commits of a branch in a GitHub repository", {"owner": S, "repo": S, "sha": S, "perPage": INT}, ["owner", "repo"]),
    ])
    old = ("# Bank holidays that shift collection days (England & Wales)\n# Source: https://www.gov.uk/bank-holidays.json\n"
           "shift_rule: next_working_day\nholidays:\n  - date: 2024-12-25\n    name: Christmas Day\n  - date: 2024-12-26\n    name: Boxing Day\n"
           "  - date: 2025-01-01\n    name: New Year's Day\n")
    adds = [("2025-04-18", "Good Friday"), ("2025-04-21", "Easter Monday"), ("2025-05-05", "Early May bank holiday"),
            ("2025-05-26", "Spring bank holiday"), ("2025-08-25", "Summer bank holiday"), ("2025-12-25", "Christmas Day"), ("2025-12-26", "Boxing Day")]
    new = old + "".join(f"  - date: {d}\n    name: {n}\n" for d, n in adds)
    br = "chore/2025-bank-holidays"

    def fc(ref: str, blob: str, text: str) -> str:
        return json.dumps({"content": [
            {"type": "text", "text": f"successfully downloaded text file (SHA: {blob})"},
            {"type": "resource", "resource": {"uri": f"repo://{own}/{rep}/refs/heads/{ref}/contents/config/holidays.yaml", "mimeType": "application/yaml", "text": text}}],
            "isError": False}, indent=2, ensure_ascii=False)
    t2 = mcp_text({"ref": f"refs/heads/{br}", "node_id": "REF_kwDOLm4x2dtyZWZzL2hlYWRzL2Nob3JlLzIwMjUtYmFuay1ob2xpZGF5cw",
                   "url": f"{api}/git/refs/heads/{br}", "object": {"sha": main_head, "type": "commit", "url": f"{api}/git/commits/{main_head}"}})
    t3 = mcp_text({"content": {"name": "holidays.yaml", "path": "config/holidays.yaml", "sha": new_blob, "size": len(new.encode()),
                               "url": f"{api}/contents/config/holidays.yaml?ref={br}", "html_url": f"https://github.com/{own}/{rep}/blob/{br}/config/holidays.yaml", "type": "file"},
                   "commit": {"sha": c_new, "html_url": f"https://github.com/{own}/{rep}/commit/{c_new}",
                              "author": {"name": "Hema Patel", "email": "hema.patel@marlow.gov.uk", "date": "2025-01-27T11:06:42Z"},
                              "committer": {"name": "Hema Patel", "email": "hema.patel@marlow.gov.uk", "date": "2025-01-27T11:06:42Z"},
                              "message": "Add 2025 bank holidays to collection calendar", "tree": {"sha": "3c8a0e5f71b2d946e0c7a3b58f1d2e6c94a07b3d"},
                              "parents": [{"sha": main_head, "html_url": f"https://github.com/{own}/{rep}/commit/{main_head}"}],
                              "verification": {"verified": False, "reason": "unsigned"}}})
    body = "Adds the seven 2025 England & Wales bank holidays so `next_working_day` shifts collections correctly (Good Friday and Easter Monday first affected).\n\nSource: gov.uk bank-holidays.json, fetched 2025-01-27."

    def pr(title: str, updated: str, mergeable: Any, mstate: str) -> dict[str, Any]:
        return {"url": f"{api}/pulls/318", "id": 2290431876, "number": 318, "state": "open", "locked": False, "title": title, "user": me, "body": body,
                "created_at": "2025-01-27T11:08:15Z", "updated_at": updated, "closed_at": None, "merged_at": None, "draft": False,
                "html_url": f"https://github.com/{own}/{rep}/pull/318",
                "head": {"label": f"{own}:{br}", "ref": br, "sha": c_new}, "base": {"label": f"{own}:main", "ref": "main", "sha": main_head},
                "requested_reviewers": [], "labels": [], "author_association": "MEMBER", "merged": False, "mergeable": mergeable, "mergeable_state": mstate,
                "comments": 0, "review_comments": 0, "commits": 1, "additions": 14, "deletions": 0, "changed_files": 1}
    t6 = mcp_text(pr("Add 2025 bank holidays to collection calendar", "2025-01-27T11:08:15Z", None, "unknown"))
    pulls = [
        {"number": 318, "title": "Add 2025 bank holidays to collection calendar", "state": "open", "draft": False, "user": {"login": "hpatel-dev"},
         "created_at": "2025-01-27T11:08:15Z", "updated_at": "2025-01-27T11:08:15Z", "head": {"ref": br, "sha": c_new}, "base": {"ref": "main"},
         "html_url": f"https://github.com/{own}/{rep}/pull/318", "labels": []},
        {"number": 315, "title": "Add Welsh translations for collection day names", "state": "open", "draft": True, "user": {"login": "gwenllian-o"},
         "created_at": "2025-01-21T15:40:02Z", "updated_at": "2025-01-24T09:12:57Z", "head": {"ref": "feat/cy-translations", "sha": "5f0a93c7e2d18b46a0c9e3f7b12d58a4e6c0b713"}, "base": {"ref": "main"},
         "html_url": f"https://github.com/{own}/{rep}/pull/315", "labels": [{"name": "i18n"}]},
        {"number": 309, "title": "Bump fastapi from 0.115.6 to 0.115.8", "state": "open", "draft": False, "user": {"login": "dependabot[bot]"},
         "created_at": "2025-01-13T04:11:38Z", "updated_at": "2025-01-13T04:11:40Z", "head": {"ref": "dependabot/pip/fastapi-0.115.8", "sha": "a2d6f1b04e98c37d5b0e2a6c9f14d83b7e5c0a92"}, "base": {"ref": "main"},
         "html_url": f"https://github.com/{own}/{rep}/pull/309", "labels": [{"name": "dependencies"}]},
    ]

    def cm(sha: str, parent: list[str], msg: str, name: str, date: str) -> dict[str, Any]:
        return {"sha": sha, "commit": {"author": {"name": name, "date": date}, "committer": {"name": name if name != "Owain Rees" else "GitHub", "date": date}, "message": msg},
                "html_url": f"https://github.com/{own}/{rep}/commit/{sha}", "parents": [{"sha": p} for p in parent]}
    commits = [
        cm(c_new, [main_head], "Add 2025 bank holidays to collection calendar", "Hema Patel", "2025-01-27T11:06:42Z"),
        cm(main_head, [prev, "c84e1a7f3d05b92e6f1a0c48d7b3e5f29a6c0d18"], "Merge pull request #314 from marlow-civic/fix/postcode-normalise\n\nNormalise postcodes before lookup", "Owain Rees", "2025-01-24T16:31:09Z"),
        cm(prev, ["0e7c4b9a21f6d83e5a0b7c1f94d2e68a3b5c0f17"], "Document /v1/collections response fields", "Hema Patel", "2025-01-22T10:02:55Z"),
    ]
    t9 = mcp_text(pr("Add 2025 bank holidays to collection calendar", "2025-01-27T11:08:15Z", True, "clean"))
    t10 = mcp_text(pr("Add 2025 bank holidays (England & Wales)", "2025-01-27T11:12:48Z", True, "clean"))
    turns = [
        (call("get_file_contents", owner=own, repo=rep, path="config/holidays.yaml", branch="main"), fc("main", old_blob, old)),
        (call("create_branch", owner=own, repo=rep, branch=br, from_branch="main"), t2),
        (call("create_or_update_file", owner=own, repo=rep, path="config/holidays.yaml", content=new, message="Add 2025 bank holidays to collection calendar", branch=br, sha=old_blob), t3),
        (call("get_file_contents", owner=own, repo=rep, path="config/holidays.yaml", branch=br), fc(br, new_blob, new)),
        (call("get_file_contents", owner=own, repo=rep, path="config/holidays.yaml", branch="main"), fc("main", old_blob, old)),
        (call("create_pull_request", owner=own, repo=rep, title="Add 2025 bank holidays to collection calendar", body=body, head=br, base="main"), t6),
        (call("list_pull_requests", owner=own, repo=rep, state="open", sort="created", direction="desc", perPage=10), mcp_text(pulls)),
        (call("list_commits", owner=own, repo=rep, sha=br, perPage=3), mcp_text(commits)),
        (call("get_pull_request", owner=own, repo=rep, pull_number=318), t9),
        (call("update_pull_request", owner=own, repo=rep, pull_number=318, title="Add 2025 bank holidays (England & Wales)"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-18", system=system, turns=turns,
           state="MCP server `github` connected; authenticated as hpatel-dev (write access to marlow-civic/bins-api).", bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 19 Stripe (bad)
# ---------------------------------------------------------------------------------------------------------------

def t19(rs: RowSet) -> None:
    # Stripe invoicing, bad: turn 10 (send_invoice) returns amount_due/amount_remaining 594000 while the same object's subtotal 610000 - discount 61000 = total 549000, and turns 8-9 had amount_due 549000 with no change since.
    system = mcp_system("stripe", "Stripe API (test mode) for Lindqvist & Mora Data Consulting", [
        tool("list_customers", "Fetch a list of Customers", {"email": S, "limit": INT}, []),
        tool("create_product", "Create a product", {"name": S, "description": S}, ["name"]),
        tool("create_price", "Create a price for a product", {"product": S, "unit_amount": INT, "currency": S}, ["product", "unit_amount", "currency"]),
        tool("create_invoice", "Create a draft invoice for a customer", {"customer": S, "collection_method": S, "days_until_due": INT}, ["customer"]),
        tool("create_invoice_item", "Add an invoice item (price x quantity) to a draft invoice", {"customer": S, "invoice": S, "price": S, "quantity": INT}, ["customer", "invoice", "price"]),
        tool("retrieve_invoice", "Retrieve an invoice with its lines", {"invoice": S}, ["invoice"]),
        tool("update_invoice", "Update a draft invoice (discounts, description, footer)", {"invoice": S, "discounts": A, "description": S}, ["invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("send_invoice", "Email a finalized invoice to the customer", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Retrieve the account balance", {}, []),
    ])
    cus = "cus_RkP3vT8wQ2mZ1a"
    prod = "prod_RkQ7bN2cX5vL9e"
    price_audit = "price_1QrT5eLkx9Wb2PcA7nD3mF0s"
    price_ws = "price_1PwK2zLkx9Wb2PcAq8Rt4Yh6"
    inv = "in_1QrT6aLkx9Wb2PcA0hJ4kG8t"
    customer = {"id": cus, "object": "customer", "address": {"city": "Uppsala", "country": "SE", "line1": "Kungsgatan 41", "line2": None, "postal_code": "753 21", "state": None},
                "balance": 0, "created": 1712225519, "currency": "eur", "email": "ap@halcyonridge.io", "invoice_prefix": "5C1E0B7A",
                "invoice_settings": {"default_payment_method": None, "footer": None}, "livemode": False, "metadata": {"crm_id": "HR-0412"},
                "name": "Halcyon Ridge Analytics AB", "preferred_locales": ["sv", "en"], "tax_exempt": "reverse"}
    t1 = pj({"object": "list", "data": [customer], "has_more": False, "url": "/v1/customers"})
    t2 = pj({"id": prod, "object": "product", "active": True, "created": 1738764102, "default_price": None,
             "description": "Fixed-fee audit of ingestion, transformation and orchestration layers, with written findings.", "livemode": False,
             "metadata": {}, "name": "Data pipeline audit (fixed fee)", "type": "service", "updated": 1738764102, "url": None})
    t3 = pj({"id": price_audit, "object": "price", "active": True, "billing_scheme": "per_unit", "created": 1738764139, "currency": "eur",
             "livemode": False, "lookup_key": None, "metadata": {}, "nickname": None, "product": prod, "recurring": None,
             "tax_behavior": "unspecified", "type": "one_time", "unit_amount": 420000, "unit_amount_decimal": "420000"})

    def line(li: str, ii: str, desc: str, amount: int, price: str, qty: int, unit: int, disc: int | None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": li, "object": "line_item", "amount": amount, "currency": "eur", "description": desc, "invoice_item": ii,
                             "price": {"id": price, "unit_amount": unit}, "quantity": qty, "type": "invoiceitem"}
        d["discount_amounts"] = [{"amount": disc, "discount": "di_1QrT8HLkx9Wb2PcAv3Qp6Zs1"}] if disc else []
        return d
    l1 = ("il_1QrT6sLkx9Wb2PcAk2Bw9Hc4", "ii_1QrT6sLkx9Wb2PcA3xV7nB1q", "Data pipeline audit (fixed fee)", 420000, price_audit, 1, 420000)
    l2 = ("il_1QrT7bLkx9Wb2PcAe6Gd1Kx8", "ii_1QrT7bLkx9Wb2PcA5mN8cD2w", "On-site workshop day × 2", 190000, price_ws, 2, 95000)

    def invoice(status: str, lines: list[dict[str, Any]], sub: int, disc: int, due: int, **extra: Any) -> dict[str, Any]:
        total = sub - disc
        d: dict[str, Any] = {"id": inv, "object": "invoice", "account_country": "SE", "account_name": "Lindqvist & Mora Data Consulting AB",
                             "amount_due": due, "amount_paid": 0, "amount_remaining": due, "auto_advance": False,
                             "collection_method": "send_invoice", "created": 1738764213, "currency": "eur", "customer": cus,
                             "customer_email": "ap@halcyonridge.io", "customer_name": "Halcyon Ridge Analytics AB", "customer_tax_exempt": "reverse",
                             "days_until_due": 30, "discounts": ["di_1QrT8HLkx9Wb2PcAv3Qp6Zs1"] if disc else [],
                             "lines": {"object": "list", "data": lines, "has_more": False, "total_count": len(lines), "url": f"/v1/invoices/{inv}/lines"},
                             "livemode": False, "number": None, "status": status, "subtotal": sub,
                             "total_discount_amounts": [{"amount": disc, "discount": "di_1QrT8HLkx9Wb2PcAv3Qp6Zs1"}] if disc else [],
                             "total": total, "total_tax_amounts": []}
        d.update(extra)
        return d
    t4 = pj(invoice("draft", [], 0, 0, 0))
    t5 = pj({"id": l1[1], "object": "invoiceitem", "amount": 420000, "currency": "eur", "customer": cus, "date": 1738764248,
             "description": "Data pipeline audit (fixed fee)", "discountable": True, "invoice": inv, "livemode": False,
             "price": {"id": price_audit, "product": prod, "unit_amount": 420000, "type": "one_time"}, "proration": False, "quantity": 1, "unit_amount_decimal": "420000"})
    t6 = pj({"id": l2[1], "object": "invoiceitem", "amount": 190000, "currency": "eur", "customer": cus, "date": 1738764290,
             "description": "On-site workshop day × 2", "discountable": True, "invoice": inv, "livemode": False,
             "price": {"id": price_ws, "product": "prod_QoJ1xE4rT7wN2s", "unit_amount": 95000, "type": "one_time"}, "proration": False, "quantity": 2, "unit_amount_decimal": "95000"})
    t7 = pj(invoice("draft", [line(*l1, None), line(*l2, None)], 610000, 0, 610000))
    dl = [line(*l1, 42000), line(*l2, 19000)]
    t8 = pj(invoice("draft", dl, 610000, 61000, 549000))
    fin = {"number": "5C1E0B7A-0007", "status_transitions": {"finalized_at": 1738764805, "paid_at": None, "voided_at": None},
           "due_date": 1741356805, "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Ox8ZpLkx9Wb2PcA/test_YWNjdF8xT3g4WnBMa3g5V2IyUGNBLF9Sa1E4c0ZyQ2tXdjNMRG1P",
           "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Ox8ZpLkx9Wb2PcA/test_YWNjdF8xT3g4WnBMa3g5V2IyUGNBLF9Sa1E4c0ZyQ2tXdjNMRG1P/pdf",
           "payment_intent": "pi_3QrT8xLkx9Wb2PcA1Jk0Tn5e"}
    t9 = pj(invoice("open", dl, 610000, 61000, 549000, **fin))
    t10 = pj(invoice("open", dl, 610000, 61000, 594000, **fin, webhooks_delivered_at=1738764806, last_finalization_error=None))
    t11 = pj({"object": "balance", "available": [{"amount": 1284310, "currency": "eur", "source_types": {"card": 1284310}}],
              "connect_reserved": [{"amount": 0, "currency": "eur"}], "livemode": False,
              "pending": [{"amount": 215600, "currency": "eur", "source_types": {"card": 215600}}]})
    turns = [
        (call("list_customers", email="ap@halcyonridge.io", limit=3), t1),
        (call("create_product", name="Data pipeline audit (fixed fee)", description="Fixed-fee audit of ingestion, transformation and orchestration layers, with written findings."), t2),
        (call("create_price", product=prod, unit_amount=420000, currency="eur"), t3),
        (call("create_invoice", customer=cus, collection_method="send_invoice", days_until_due=30), t4),
        (call("create_invoice_item", customer=cus, invoice=inv, price=price_audit, quantity=1), t5),
        (call("create_invoice_item", customer=cus, invoice=inv, price=price_ws, quantity=2), t6),
        (call("retrieve_invoice", invoice=inv), t7),
        (call("update_invoice", invoice=inv, discounts=[{"coupon": "AUDIT10"}]), t8),
        (call("finalize_invoice", invoice=inv), t9),
        (call("send_invoice", invoice=inv), t10),
        (call("retrieve_balance"), t11),
    ]
    rs.add(task="mcp", tid="h10-mcp-19", system=system, turns=turns,
           state="MCP server `stripe` (Stripe Agent Toolkit, test mode, restricted key) connected. Coupon AUDIT10 (10% off, once) exists on the account.",
           bad=True, turn=10, kind="amount_due does not match the invoice's own total (subtotal minus discount) and the amount shown at finalization")


# ---------------------------------------------------------------------------------------------------------------
# 20 Jira (clean)
# ---------------------------------------------------------------------------------------------------------------

def t20(rs: RowSet) -> None:
    # Jira sprint grooming, clean: transitions and a re-estimate (3 -> 5) by the agent, a narrower JQL returning a subset, sprint points rising 34 -> 36 with the status breakdown following; OPS-1412 and OPS-1421 look alike but differ.
    system = mcp_system("jira", "Jira Cloud (vantor.atlassian.net), project OPS", [
        tool("search_issues", "Search issues with JQL", {"jql": S, "fields": A, "maxResults": INT}, ["jql"]),
        tool("get_issue", "Get an issue with fields and comments", {"issueKey": S}, ["issueKey"]),
        tool("transition_issue", "Move an issue to another workflow status", {"issueKey": S, "transition": S}, ["issueKey", "transition"]),
        tool("update_issue", "Update issue fields (summary, assignee, story points, labels)", {"issueKey": S, "fields": OBJ}, ["issueKey", "fields"]),
        tool("add_comment", "Add a comment to an issue", {"issueKey": S, "body": S}, ["issueKey", "body"]),
        tool("get_sprint", "Get the active sprint of a board with its progress", {"boardId": INT}, ["boardId"]),
    ])
    rows = {
        "OPS-1398": ["Rotate TLS certs on edge proxies", "Task", "Done", "Ilse Verbeek", 3],
        "OPS-1405": ["Terraform: move RDS snapshots to cross-region copy", "Story", "In Progress", "Kwame Asante", 5],
        "OPS-1412": ["Alert on Kafka ISR shrink > 5 min", "Story", "In Progress", "Ana Lucía Ortiz", 5],
        "OPS-1417": ["Runbook for Vault unseal during AZ outage", "Task", "To Do", "Ilse Verbeek", 2],
        "OPS-1421": ["Grafana: consolidate duplicate Kafka broker dashboards", "Task", "To Do", "Unassigned", 3],
        "OPS-1426": ["Upgrade ingress-nginx to 1.12 on staging", "Story", "Done", "Kwame Asante", 5],
        "OPS-1430": ["Cost report: tag untagged EBS volumes", "Task", "To Do", "Ana Lucía Ortiz", 3],
        "OPS-1433": ["Investigate flaky backup verification job", "Bug", "In Review", "Kwame Asante", 3],
        "OPS-1437": ["Disable SSH password auth on bastion-02", "Bug", "To Do", "Ilse Verbeek", 5],
    }

    def table(keys: list[str], data: dict[str, list[Any]]) -> str:
        return md_table(["Key", "Summary", "Type", "Status", "Assignee", "SP"], [[k] + data[k] for k in keys])
    jql = "project = OPS AND sprint in openSprints() ORDER BY Rank ASC"
    allk = list(rows)
    t1 = f"**JQL:** `{jql}`\n\n" + table(allk, rows) + "\n\n9 issues · 34 story points (Done: 8)"

    def issue(status: str, updated: str, comments: list[str]) -> str:
        return f"""# OPS-1412: Alert on Kafka ISR shrink > 5 min

| Field | Value |
|---|---|
| Type | Story |
| Status | {status} |
| Priority | High |
| Assignee | Ana Lucía Ortiz |
| Reporter | Kwame Asante |
| Story Points | 5 |
| Sprint | OPS Sprint 58 |
| Labels | kafka, alerting |
| Created | 2025-02-19 10:41 |
| Updated | {updated} |

## Description
We only page on under-replicated partitions after 30 min. Add a Prometheus rule on `kafka_server_replicamanager_isrshrinks_total` rate and `UnderMinIsrPartitionCount > 0` for 5 min, routed to #kafka-oncall. Related: OPS-1421 (dashboards).

## Comments ({len(comments)})
""" + "\n".join(comments)
    c1 = "- **Kwame Asante** · 2025-02-24 16:05 — Threshold of 5 min is what Confluent recommends for our broker count."
    c2 = "- **Ana Lucía Ortiz** · 2025-03-04 11:30 — Rule drafted in alerts/kafka.yaml on branch OPS-1412; needs review before merge."
    c3 = "- **Ops Agent** · 2025-03-05 14:22 — Moved to In Review. Rule tested against staging: fired after 5m12s when broker kafka-stg-2 was stopped, resolved 40 s after restart."
    t2 = issue("In Progress", "2025-03-04 11:30", [c1, c2])
    t3 = "Transitioned **OPS-1412** from *In Progress* to *In Review* (transition id 31) at 2025-03-05 14:21."
    t4 = "Updated **OPS-1421** (Grafana: consolidate duplicate Kafka broker dashboards)\n- Story Points: 3 → 5"
    t5 = "Comment 118204 added to **OPS-1412** by Ops Agent at 2025-03-05 14:22.\n\n> Moved to In Review. Rule tested against staging: fired after 5m12s when broker kafka-stg-2 was stopped, resolved 40 s after restart."
    rows2 = {k: list(v) for k, v in rows.items()}
    rows2["OPS-1421"][4] = 5
    jql_todo = "project = OPS AND sprint in openSprints() AND status = \"To Do\" ORDER BY Rank ASC"
    todo = ["OPS-1417", "OPS-1421", "OPS-1430", "OPS-1437"]
    t6 = f"**JQL:** `{jql_todo}`\n\n" + table(todo, rows2) + "\n\n4 issues · 15 story points"
    t7 = "Transitioned **OPS-1430** from *To Do* to *In Progress* (transition id 21) at 2025-03-05 14:24."
    rows3 = {k: list(v) for k, v in rows2.items()}
    rows3["OPS-1412"][2] = "In Review"
    rows3["OPS-1430"][2] = "In Progress"
    t8 = f"**JQL:** `{jql}`\n\n" + table(allk, rows3) + "\n\n9 issues · 36 story points (Done: 8)"
    t9 = """## OPS Sprint 58 (board 42 · OPS Kanban-Scrum)
- State: active · 2025-02-26 09:00 → 2025-03-11 17:00 (4 working days left)
- Goal: Kafka alerting gaps closed; bastion hardening done

| Status | Issues | Story points |
|---|---|---|
| To Do | 3 | 12 |
| In Progress | 2 | 8 |
| In Review | 2 | 8 |
| Done | 2 | 8 |
| **Total** | **9** | **36** |

Committed at start: 34 points · Scope change: +2 points (OPS-1421 re-estimated 3 → 5 on 2025-03-05)"""
    t10 = issue("In Review", "2025-03-05 14:22", [c1, c2, c3])
    turns = [
        (call("search_issues", jql=jql, fields=["summary", "issuetype", "status", "assignee", "customfield_10016"], maxResults=50), t1),
        (call("get_issue", issueKey="OPS-1412"), t2),
        (call("transition_issue", issueKey="OPS-1412", transition="In Review"), t3),
        (call("update_issue", issueKey="OPS-1421", fields={"customfield_10016": 5}), t4),
        (call("add_comment", issueKey="OPS-1412", body="Moved to In Review. Rule tested against staging: fired after 5m12s when broker kafka-stg-2 was stopped, resolved 40 s after restart."), t5),
        (call("search_issues", jql=jql_todo, fields=["summary", "issuetype", "status", "assignee", "customfield_10016"], maxResults=50), t6),
        (call("transition_issue", issueKey="OPS-1430", transition="In Progress"), t7),
        (call("search_issues", jql=jql, fields=["summary", "issuetype", "status", "assignee", "customfield_10016"], maxResults=50), t8),
        (call("get_sprint", boardId=42), t9),
        (call("get_issue", issueKey="OPS-1412"), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-20", system=system, turns=turns,
           state="MCP server `jira` connected as the service account 'Ops Agent' on vantor.atlassian.net. Local time 2025-03-05 14:20 (CET).",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------------
# 21 Zotero (bad)
# ---------------------------------------------------------------------------------------------------------------

def t21(rs: RowSet) -> None:
    # Zotero literature review, bad: turn 9's APA bibliography dates Okafor & Lindahl (item 9KQ2WXTD) to 2019, while turns 1, 2 and 7 give 2018 (date 2018-06) and no call edited the item's metadata (only tags and a collection).
    system = mcp_system("zotero", "Zotero Web API for the user library of Dr. Ngozi Eze (library id 8841207)", [
        tool("search_items", "Search the library by text or tag", {"query": S, "tag": S, "limit": INT}, []),
        tool("get_item_metadata", "Get the full metadata of an item", {"item_key": S}, ["item_key"]),
        tool("create_collection", "Create a collection", {"name": S, "parent_collection": S}, ["name"]),
        tool("add_items_to_collection", "Add items to a collection", {"collection_key": S, "item_keys": A}, ["collection_key", "item_keys"]),
        tool("add_tags", "Add tags to items", {"item_keys": A, "tags": A}, ["item_keys", "tags"]),
        tool("get_collection_items", "List the items in a collection", {"collection_key": S}, ["collection_key"]),
        tool("generate_bibliography", "Format items as a bibliography in a CSL style", {"item_keys": A, "style": S}, ["item_keys"]),
        tool("create_note", "Create a child note under an item", {"parent_item": S, "note_text": S}, ["parent_item", "note_text"]),
    ])
    t1 = """Found 5 items for "urban heat island albedo":

1. **Roof albedo retrofits and neighbourhood-scale cooling: evidence from Lagos and Stockholm**
   Key: 9KQ2WXTD · journalArticle · Okafor, C.; Lindahl, M. · 2018 · Urban Climate
   Tags: heat-island, albedo
2. **Cool roofs under climate change: a multi-city simulation of cooling energy and heat-related mortality**
   Key: H3VJ7M2P · journalArticle · Brennan, S.; Adeyemi, T.; Holt, R. · 2021 · Sustainable Cities and Society
   Tags: cool-roofs, mortality
3. **Urban heat island mitigation with reflective pavements: a review**
   Key: R5TN8BQC · journalArticle · Vidal, P. · 2016 · Building and Environment
   Tags: pavements, to-read
4. **Green or white? Comparing vegetation and albedo strategies for tropical cities**
   Key: 7PLW3ZEJ · report · Mensah, K.; Ibarra, J. · 2020 · C40 Knowledge Hub
   Tags: heat-island
5. **The albedo of informal roofing materials in West African cities**
   Key: QB6Y1HRA · conferencePaper · Eze, N.; Obi, F. · 2022 · ICUC-11 Proceedings
   Tags: albedo, own-work"""
    t2 = """# Roof albedo retrofits and neighbourhood-scale cooling: evidence from Lagos and Stockholm

- **Key:** 9KQ2WXTD
- **Item type:** journalArticle
- **Authors:** Okafor, Chidinma; Lindahl, Marcus
- **Date:** 2018-06
- **Publication:** Urban Climate
- **Volume:** 24 · **Pages:** 512–529
- **DOI:** 10.1016/j.uclim.2018.03.011
- **ISSN:** 2212-0955
- **Tags:** heat-island, albedo
- **Collections:** Dissertation / Ch2 background (key 4RWQ9D1M)
- **Date added:** 2024-11-02 09:14:37
- **Date modified:** 2024-11-02 09:15:02

## Abstract
We pair rooftop reflectance surveys with a WRF-UCM ensemble for two contrasting climates. Raising mean roof albedo from 0.18 to 0.55 lowers afternoon near-surface air temperature by 0.6–1.1 °C in Lagos and 0.2–0.4 °C in Stockholm, with negligible winter heating penalty in Lagos."""
    t3 = """# Cool roofs under climate change: a multi-city simulation of cooling energy and heat-related mortality

- **Key:** H3VJ7M2P
- **Item type:** journalArticle
- **Authors:** Brennan, Siobhan; Adeyemi, Tunde; Holt, Rebecca
- **Date:** 2021-02
- **Publication:** Sustainable Cities and Society
- **Volume:** 66 · **Article number:** 102689
- **DOI:** 10.1016/j.scs.2021.102689
- **ISSN:** 2210-6707
- **Tags:** cool-roofs, mortality
- **Collections:** (none)
- **Date added:** 2025-01-15 17:48:20
- **Date modified:** 2025-01-15 17:48:20

## Abstract
Using EnergyPlus prototypes for 14 cities under SSP2-4.5 and SSP5-8.5, we estimate that cool roofs cut residential cooling demand by 9–31% by 2050 and avert 3–12% of heat-related deaths, with largest benefits in hot-humid climates."""
    t4 = "Created collection **UHI review – cool roofs**\n- Key: CR7B4NZ2\n- Parent: (library root)\n- Version: 4182"
    t5 = "Added 3 items to collection **UHI review – cool roofs** (CR7B4NZ2): 9KQ2WXTD, H3VJ7M2P, R5TN8BQC\nLibrary version: 4183"
    t6 = """Tags updated on 3 items:
- 9KQ2WXTD: + cool-roofs, + to-read
- H3VJ7M2P: + to-read (cool-roofs already present)
- R5TN8BQC: + cool-roofs (to-read already present)
Library version: 4184"""
    t7 = """Collection **UHI review – cool roofs** (CR7B4NZ2): 3 items

| Key | Year | Creators | Title | Tags |
|---|---|---|---|---|
| 9KQ2WXTD | 2018 | Okafor & Lindahl | Roof albedo retrofits and neighbourhood-scale cooling: evidence from Lagos and Stockholm | heat-island, albedo, cool-roofs, to-read |
| H3VJ7M2P | 2021 | Brennan et al. | Cool roofs under climate change: a multi-city simulation of cooling energy and heat-related mortality | cool-roofs, mortality, to-read |
| R5TN8BQC | 2016 | Vidal | Urban heat island mitigation with reflective pavements: a review | pavements, to-read, cool-roofs |"""
    t8 = """Found 5 items tagged "to-read":

1. **Urban heat island mitigation with reflective pavements: a review**, Vidal, P. (2016) · Key: R5TN8BQC
2. **Cool roofs under climate change: a multi-city simulation of cooling energy and heat-related mortality**, Brennan, S. et al. (2021) · Key: H3VJ7M2P
3. **Roof albedo retrofits and neighbourhood-scale cooling: evidence from Lagos and Stockholm**, Okafor, C.; Lindahl, M. (2018) · Key: 9KQ2WXTD
4. **Heat exposure and sleep quality in unplanned settlements of Accra**, Asante, E.; Boateng, Y. (2023) · Key: M2XD4KFW
5. **Thermal mass versus reflectivity: a field experiment on corrugated-iron roofs**, Nwankwo, I. (2019) · Key: T8GJ5VNE"""
    t9 = """Bibliography (APA 7th edition), 3 entries:

Brennan, S., Adeyemi, T., & Holt, R. (2021). Cool roofs under climate change: A multi-city simulation of cooling energy and heat-related mortality. *Sustainable Cities and Society*, *66*, 102689. https://doi.org/10.1016/j.scs.2021.102689

Okafor, C., & Lindahl, M. (2019). Roof albedo retrofits and neighbourhood-scale cooling: Evidence from Lagos and Stockholm. *Urban Climate*, *24*, 512–529. https://doi.org/10.1016/j.uclim.2018.03.011

Vidal, P. (2016). Urban heat island mitigation with reflective pavements: A review. *Building and Environment*, *98*, 245–260. https://doi.org/10.1016/j.buildenv.2016.01.004"""
    note = "Key figure for Ch2: Lagos afternoon cooling 0.6–1.1 °C at roof albedo 0.55 (their Fig. 6). Compare with our ICUC-11 roofing albedo measurements."
    t10 = "Created note **ZN4H8T2Q** as a child of 9KQ2WXTD (Roof albedo retrofits and neighbourhood-scale cooling: evidence from Lagos and Stockholm).\nLibrary version: 4185"
    keys = ["9KQ2WXTD", "H3VJ7M2P", "R5TN8BQC"]
    turns = [
        (call("search_items", query="urban heat island albedo", limit=10), t1),
        (call("get_item_metadata", item_key="9KQ2WXTD"), t2),
        (call("get_item_metadata", item_key="H3VJ7M2P"), t3),
        (call("create_collection", name="UHI review – cool roofs"), t4),
        (call("add_items_to_collection", collection_key="CR7B4NZ2", item_keys=keys), t5),
        (call("add_tags", item_keys=keys, tags=["cool-roofs", "to-read"]), t6),
        (call("get_collection_items", collection_key="CR7B4NZ2"), t7),
        (call("search_items", tag="to-read", limit=25), t8),
        (call("generate_bibliography", item_keys=keys, style="apa"), t9),
        (call("create_note", parent_item="9KQ2WXTD", note_text=note), t10),
    ]
    rs.add(task="mcp", tid="h10-mcp-21", system=system, turns=turns,
           state="MCP server `zotero` connected to the Zotero Web API (user library 8841207, API key with write access).",
           bad=True, turn=9, kind="publication year of an unedited item drifts in the formatted bibliography (2019 vs 2018)")


# ---------------------------------------------------------------------------------------------------------------
# 22 Redis (clean)
# ---------------------------------------------------------------------------------------------------------------

def t22(rs: RowSet) -> None:
    # Redis rate-limit support task, clean: a live request counter rises, a TTL counts down by exactly the elapsed time, hash fields set by the agent read back, a deleted key disappears from a re-ordered SCAN.
    system = mcp_system("redis", "Redis 7.2 at redis-ratelimit-prod:6379 (db 0)", [
        tool("scan_all_keys", "Scan and return ALL keys matching a pattern (SCAN, unordered)", {"pattern": S, "batch_size": INT}, []),
        tool("get", "Get a Redis string value", {"key": S}, ["key"]),
        tool("ttl", "Remaining time to live of a key in seconds (-1 no expiry, -2 missing)", {"key": S}, ["key"]),
        tool("hgetall", "Get all fields and values from a Redis hash", {"name": S}, ["name"]),
        tool("hset", "Set a field in a hash stored at key with an optional expiration time", {"name": S, "key": S, "value": S, "expire_seconds": INT}, ["name", "key", "value"]),
        tool("delete", "Delete a Redis key", {"key": S}, ["key"]),
    ])
    k13 = "ratelimit:api:tenant_4471:2025-10-02T13"
    k14 = "ratelimit:api:tenant_4471:2025-10-02T14"
    kb = "ratelimit:api:tenant_4471:burst"
    plan = "tenant:4471:plan"

    def hash_repr(rpm: str, updated: str, by: str) -> str:
        return repr({"tier": "growth", "rpm_limit": rpm, "burst": "300", "region": "eu-central-1", "updated_at": updated, "updated_by": by})
    turns = [
        (call("scan_all_keys", pattern="ratelimit:api:tenant_4471:*"), repr([k14, kb, k13])),
        (call("get", key=k14), "1187"),
        (call("ttl", key=k14), "1934"),
        (call("hgetall", name=plan), hash_repr("1800", "2025-09-14T08:02:11Z", "billing-sync")),
        (call("hset", name=plan, key="rpm_limit", value="2400"), f"Field 'rpm_limit' set successfully in hash '{plan}'."),
        (call("hset", name=plan, key="updated_by", value="support-agent (ticket SUP-88231)"), f"Field 'updated_by' set successfully in hash '{plan}'."),
        (call("get", key=k14), "1243"),
        (call("ttl", key=k14), "1861"),
        (call("delete", key=k13), f"Successfully deleted {k13}"),
        (call("scan_all_keys", pattern="ratelimit:api:tenant_4471:*"), repr([kb, k14])),
        (call("hgetall", name=plan), hash_repr("2400", "2025-09-14T08:02:11Z", "support-agent (ticket SUP-88231)")),
    ]
    rs.add(task="mcp", tid="h10-mcp-22", system=system, turns=turns,
           state="MCP server `redis` (mcp-redis) connected to redis-ratelimit-prod:6379. Ticket SUP-88231: tenant 4471 upgraded to 2,400 requests/min, throttled since 13:40 UTC. The hour buckets are INCRemented by the live API gateway on every request.",
           bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(HERE)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
