# ruff: noqa: E501
"""Holdout21, domain mcp: 22 MCP-server trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory is an agent calling the tools of one MCP server. Bad ones carry one detail that drifts
from what an earlier observation (or the starting state) established; clean ones are full of legitimate
changes (the agent's own writes, clocks, counters, live values, re-sorted or paginated listings, unit and
format differences). Run: ``python -m tests.decoherence.independent.holdout21_parts.mcp.make``.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool


def table(head: list[str], rows: list[list[object]]) -> str:
    """A plain-text table, as some servers print them."""
    cols = [head] + [[str(c) for c in r] for r in rows]
    w = [max(len(r[i]) for r in cols) for i in range(len(head))]
    out = ["  ".join(c.ljust(w[i]) for i, c in enumerate(head)).rstrip(),
           "  ".join("-" * w[i] for i in range(len(head)))]
    for r in cols[1:]:
        out.append("  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip())
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------------
# 01 GitHub (mainstream) - BAD: a constant in config.py differs between two reads of the same blob sha.

CONFIG_PY = '''"""Configuration loading for pgsync-lite."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomllib

DEFAULT_BATCH_SIZE = 500
DEFAULT_TIMEOUT_S = {timeout}
DEFAULT_BACKOFF_MS = 250
MAX_RETRIES = 5

ENV_PREFIX = "PGSYNC_"


@dataclass
class SyncConfig:
    source_dsn: str
    target_dsn: str
    tables: list[str] = field(default_factory=list)
    batch_size: int = DEFAULT_BATCH_SIZE
    timeout_s: int = DEFAULT_TIMEOUT_S
    max_retries: int = MAX_RETRIES
    retry_backoff_ms: int = DEFAULT_BACKOFF_MS
    dry_run: bool = False


def _coerce_int(value: Any, name: str) -> int:
    try:
        return int(value)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{{name}} must be an integer, got {{value!r}}") from exc


def load_config(path: str | os.PathLike[str]) -> SyncConfig:
    data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    sync = data.get("sync", {{}})
    cfg = SyncConfig(
        source_dsn=sync["source_dsn"],
        target_dsn=sync["target_dsn"],
        tables=list(sync.get("tables", [])),
        batch_size=_coerce_int(sync.get("batch_size", DEFAULT_BATCH_SIZE), "batch_size"),
        timeout_s=_coerce_int(sync.get("timeout_s", DEFAULT_TIMEOUT_S), "timeout_s"),
        max_retries=_coerce_int(sync.get("max_retries", MAX_RETRIES), "max_retries"),
        dry_run=bool(sync.get("dry_run", False)),
    )
    return _apply_env(cfg)


def _apply_env(cfg: SyncConfig) -> SyncConfig:
    for key in ("batch_size", "timeout_s", "max_retries"):
        raw = os.environ.get(ENV_PREFIX + key.upper())
        if raw is not None:
            setattr(cfg, key, _coerce_int(raw, key))
    return cfg
'''

TEST_CONFIG_PY = '''from pathlib import Path

import pytest

from pgsync.config import DEFAULT_BACKOFF_MS, load_config


def write(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "pgsync.toml"
    p.write_text(body, encoding="utf-8")
    return p


def test_defaults(tmp_path):
    cfg = load_config(write(tmp_path, '[sync]\\nsource_dsn = "a"\\ntarget_dsn = "b"\\n'))
    assert cfg.batch_size == 500
    assert cfg.retry_backoff_ms == DEFAULT_BACKOFF_MS


def test_batch_size_from_file(tmp_path):
    cfg = load_config(write(tmp_path, '[sync]\\nsource_dsn = "a"\\ntarget_dsn = "b"\\nbatch_size = 50\\n'))
    assert cfg.batch_size == 50


def test_env_overrides(tmp_path, monkeypatch):
    monkeypatch.setenv("PGSYNC_MAX_RETRIES", "9")
    cfg = load_config(write(tmp_path, '[sync]\\nsource_dsn = "a"\\ntarget_dsn = "b"\\n'))
    assert cfg.max_retries == 9


def test_bad_int(tmp_path):
    with pytest.raises(ValueError, match="timeout_s must be an integer"):
        load_config(write(tmp_path, '[sync]\\nsource_dsn = "a"\\ntarget_dsn = "b"\\ntimeout_s = "soon"\\n'))
'''


def gh_file(path: str, text: str, sha: str, size: int | None = None) -> str:
    return mcp_text({
        "type": "file", "encoding": "utf-8", "size": size if size is not None else len(text.encode()),
        "name": path.rsplit("/", 1)[-1], "path": path, "sha": sha,
        "url": f"https://api.github.com/repos/tidewater-labs/pgsync-lite/contents/{path}?ref=main",
        "html_url": f"https://github.com/tidewater-labs/pgsync-lite/blob/main/{path}",
        "download_url": f"https://raw.githubusercontent.com/tidewater-labs/pgsync-lite/main/{path}",
        "content": text})


def t01(rs: RowSet) -> None:
    tools = [
        tool("get_issue", "Get a GitHub issue", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("get_file_contents", "Get the contents of a file or directory", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("search_code", "Search code across repositories", {"q": S, "per_page": INT}, ["q"]),
        tool("create_branch", "Create a new branch", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Create a pull request", {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S}, ["owner", "repo", "title", "head", "base"]),
    ]
    system = mcp_system("github", "GitHub API: issues, files, branches, pull requests", tools)
    own = {"owner": "tidewater-labs", "repo": "pgsync-lite"}
    cfg_sha = "5e1a0c9d7f3b28e64a91c0d2b7e5f81a9c3d4e06"
    issue = {
        "url": "https://api.github.com/repos/tidewater-labs/pgsync-lite/issues/482",
        "html_url": "https://github.com/tidewater-labs/pgsync-lite/issues/482",
        "id": 2511873340, "number": 482,
        "title": "retry_backoff_ms in pgsync.toml is silently ignored",
        "user": {"login": "okonkwo-e", "id": 88120431, "type": "User"},
        "labels": [{"id": 6120334901, "name": "bug", "color": "d73a4a"},
                   {"id": 6120334977, "name": "good first issue", "color": "7057ff"}],
        "state": "open", "locked": False, "assignee": None, "assignees": [],
        "milestone": {"number": 9, "title": "v0.8.2", "state": "open", "open_issues": 4, "closed_issues": 11},
        "comments": 3, "created_at": "2024-09-30T08:14:51Z", "updated_at": "2024-10-02T17:40:03Z", "closed_at": None,
        "author_association": "CONTRIBUTOR",
        "body": ("### What happened\n\nI set `retry_backoff_ms = 2000` under `[sync]` in pgsync.toml, but the retry loop "
                 "still sleeps ~250ms between attempts (see log below). `PGSYNC_RETRY_BACKOFF_MS=2000` doesn't work either.\n\n"
                 "```\n2024-09-30 08:02:11 WARN  attempt 1/5 failed: connection reset, retrying in 250ms\n"
                 "2024-09-30 08:02:11 WARN  attempt 2/5 failed: connection reset, retrying in 250ms\n```\n\n"
                 "### Version\n\npgsync-lite 0.8.1, Python 3.12.6, Debian 12\n\n### Expected\n\nThe value from the file (and the env var) should be honoured, like `batch_size`."),
        "reactions": {"total_count": 2, "+1": 2, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
    }
    search = mcp_text({"total_count": 3, "incomplete_results": False, "items": [
        {"name": "config.py", "path": "src/pgsync/config.py", "sha": cfg_sha,
         "repository": {"full_name": "tidewater-labs/pgsync-lite"}, "score": 1.0},
        {"name": "test_config.py", "path": "tests/test_config.py", "sha": "c07d4be1a9e26f3580d1b7a4e9c2f6083b5d1a77",
         "repository": {"full_name": "tidewater-labs/pgsync-lite"}, "score": 1.0},
        {"name": "configuration.md", "path": "docs/configuration.md", "sha": "9a4f7e3c12b0d85e6f1a2c9b7d3e0f4a5b6c8d91",
         "repository": {"full_name": "tidewater-labs/pgsync-lite"}, "score": 1.0}]})
    new_cfg_sha = "e8b21f64c0a97d3e5b1c4f8a2d6e0b9c7a3f5d12"
    fixed = CONFIG_PY.format(timeout=30).replace(
        '        max_retries=_coerce_int(sync.get("max_retries", MAX_RETRIES), "max_retries"),\n',
        '        max_retries=_coerce_int(sync.get("max_retries", MAX_RETRIES), "max_retries"),\n'
        '        retry_backoff_ms=_coerce_int(sync.get("retry_backoff_ms", DEFAULT_BACKOFF_MS), "retry_backoff_ms"),\n'
    ).replace('("batch_size", "timeout_s", "max_retries")', '("batch_size", "timeout_s", "max_retries", "retry_backoff_ms")')
    commit_res = mcp_text({
        "content": {"name": "config.py", "path": "src/pgsync/config.py", "sha": new_cfg_sha, "size": len(fixed.encode()),
                    "html_url": "https://github.com/tidewater-labs/pgsync-lite/blob/fix/482-retry-backoff/src/pgsync/config.py"},
        "commit": {"sha": "3f9c1d07b5e2a8464c0e9d1f7a2b5c8e6d3a0f94",
                   "message": "config: honour retry_backoff_ms from file and env (#482)",
                   "author": {"name": "pgsync-bot", "email": "bot@tidewater-labs.dev", "date": "2024-10-03T09:22:47Z"},
                   "parents": [{"sha": "a71e4c2b90d35f8e1c6a4b7d2e9f0c3b5a8d6e21"}],
                   "html_url": "https://github.com/tidewater-labs/pgsync-lite/commit/3f9c1d07b5e2a8464c0e9d1f7a2b5c8e6d3a0f94"}})
    pr = mcp_text({
        "url": "https://api.github.com/repos/tidewater-labs/pgsync-lite/pulls/491", "id": 2093318874, "number": 491,
        "html_url": "https://github.com/tidewater-labs/pgsync-lite/pull/491", "state": "open", "draft": False,
        "title": "config: honour retry_backoff_ms from file and env",
        "user": {"login": "pgsync-bot", "type": "Bot"},
        "body": "Fixes #482.\n\n- read `retry_backoff_ms` from `[sync]` in pgsync.toml\n- allow `PGSYNC_RETRY_BACKOFF_MS` to override it",
        "head": {"ref": "fix/482-retry-backoff", "sha": "3f9c1d07b5e2a8464c0e9d1f7a2b5c8e6d3a0f94"},
        "base": {"ref": "main", "sha": "a71e4c2b90d35f8e1c6a4b7d2e9f0c3b5a8d6e21"},
        "mergeable": None, "mergeable_state": "unknown", "commits": 1, "additions": 2, "deletions": 1, "changed_files": 1,
        "created_at": "2024-10-03T09:23:30Z", "updated_at": "2024-10-03T09:23:30Z"})
    turns = [
        (call("get_issue", **own, issue_number=482), mcp_text(issue)),
        (call("get_file_contents", **own, path="src/pgsync/config.py", ref="main"), gh_file("src/pgsync/config.py", CONFIG_PY.format(timeout=30), cfg_sha)),
        (call("search_code", q="retry_backoff_ms repo:tidewater-labs/pgsync-lite", per_page=10), search),
        (call("get_file_contents", **own, path="tests/test_config.py", ref="main"),
         gh_file("tests/test_config.py", TEST_CONFIG_PY, "c07d4be1a9e26f3580d1b7a4e9c2f6083b5d1a77")),
        (call("get_file_contents", **own, path="src/pgsync/config.py", ref="main"),
         gh_file("src/pgsync/config.py", CONFIG_PY.format(timeout=20), cfg_sha, size=len(CONFIG_PY.format(timeout=30).encode()))),
        (call("create_branch", **own, branch="fix/482-retry-backoff", from_branch="main"), mcp_text({
            "ref": "refs/heads/fix/482-retry-backoff", "node_id": "REF_kwDOKx3b8rFyZWZzL2hlYWRzL2ZpeC80ODItcmV0cnktYmFja29mZg",
            "url": "https://api.github.com/repos/tidewater-labs/pgsync-lite/git/refs/heads/fix/482-retry-backoff",
            "object": {"sha": "a71e4c2b90d35f8e1c6a4b7d2e9f0c3b5a8d6e21", "type": "commit"}})),
        (call("create_or_update_file", **own, path="src/pgsync/config.py", content=fixed,
              message="config: honour retry_backoff_ms from file and env (#482)", branch="fix/482-retry-backoff", sha=cfg_sha), commit_res),
        (call("create_pull_request", **own, title="config: honour retry_backoff_ms from file and env",
              body="Fixes #482.\n\n- read `retry_backoff_ms` from `[sync]` in pgsync.toml\n- allow `PGSYNC_RETRY_BACKOFF_MS` to override it",
              head="fix/482-retry-backoff", base="main"), pr),
    ]
    rs.add(task="mcp", tid="h21-mcp-01", system=system, turns=turns,
           state="Repository tidewater-labs/pgsync-lite, default branch main at a71e4c2b. Token scope: repo. The agent is fixing issue #482.",
           bad=True, turn=5, kind="config.py content differs between two reads of the same blob sha on main (DEFAULT_TIMEOUT_S 30 -> 20) with no commit")


# ---------------------------------------------------------------------------------------------------------
# 02 Jira (mainstream) - CLEAN: transitions, point edits, comments, re-sorted and paginated searches.

JIRA_ISSUES = {
    # key: (summary, status, points, priority, assignee, updated, type)
    "PAY-1270": ("Add idempotency key to refund endpoint", "Done", 3, "High", "Dana Whitfield", "2024-10-09T15:02:44.000+0200", "Story"),
    "PAY-1272": ("Migrate webhook signer to Ed25519", "Done", 5, "Medium", "Kenji Arakawa", "2024-10-10T11:27:09.000+0200", "Story"),
    "PAY-1275": ("Fix rounding of JPY amounts in payout report", "Done", 2, "High", "Sofia Lindqvist", "2024-10-10T16:48:31.000+0200", "Bug"),
    "PAY-1279": ("Dispute evidence upload: support PDF > 5 MB", "Done", 5, "Medium", "Dana Whitfield", "2024-10-14T09:55:12.000+0200", "Story"),
    "PAY-1281": ("Alert when payout batch exceeds 15 min", "Done", 3, "Medium", "Tomás Quiroga", "2024-10-14T17:10:26.000+0200", "Task"),
    "PAY-1284": ("Remove legacy /v1/charges/capture route", "Done", 3, "Low", "Kenji Arakawa", "2024-10-15T13:31:58.000+0200", "Task"),
    "PAY-1287": ("3DS2 challenge flow for saved cards", "In Review", 8, "High", "Sofia Lindqvist", "2024-10-16T09:12:37.000+0200", "Story"),
    "PAY-1290": ("Ledger drift on partial captures", "In Progress", 5, "Highest", "Tomás Quiroga", "2024-10-16T08:03:15.000+0200", "Bug"),
    "PAY-1293": ("Retry policy for acquirer timeouts", "In Progress", 3, "High", "Dana Whitfield", "2024-10-15T18:22:40.000+0200", "Story"),
    "PAY-1295": ("Payout CSV: add settlement currency column", "To Do", 2, "Medium", "Unassigned", "2024-10-11T08:40:03.000+0200", "Story"),
    "PAY-1298": ("Rate limit /v2/refunds per merchant", "In Review", 3, "Medium", "Kenji Arakawa", "2024-10-15T16:05:51.000+0200", "Story"),
    "PAY-1301": ("Merchant dashboard: refund reason filter", "To Do", 5, "Medium", "Sofia Lindqvist", "2024-10-12T10:14:22.000+0200", "Story"),
    "PAY-1304": ("Typo in decline code docs (do_not_honor)", "To Do", 1, "Low", "Unassigned", "2024-10-08T12:00:19.000+0200", "Bug"),
    "PAY-1306": ("Evaluate PSP failover for BLIK", "To Do", 3, "Low", "Tomás Quiroga", "2024-10-13T14:37:45.000+0200", "Spike"),
}
JIRA_RESOLVED = {"PAY-1270": "2024-10-09T15:02:44.000+0200", "PAY-1272": "2024-10-10T11:27:09.000+0200",
                 "PAY-1275": "2024-10-10T16:48:31.000+0200", "PAY-1279": "2024-10-14T09:55:12.000+0200",
                 "PAY-1281": "2024-10-14T17:10:26.000+0200", "PAY-1284": "2024-10-15T13:31:58.000+0200"}
PRIO = {"Highest": 1, "High": 2, "Medium": 3, "Low": 4}


def jira_row(key: str, over: dict[str, object] | None = None) -> dict[str, object]:
    summ, status, pts, prio, who, upd, typ = JIRA_ISSUES[key]
    row: dict[str, object] = {"key": key, "summary": summ, "issue_type": typ, "status": status, "priority": prio,
                              "assignee": who, "story_points": pts, "updated": upd}
    row.update(over or {})
    return row


def t02(rs: RowSet) -> None:
    tools = [
        tool("jira_get_sprint", "Get a sprint with its progress", {"sprint_id": INT}, ["sprint_id"]),
        tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "start_at": INT, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get one issue", {"issue_key": S, "expand": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue to another status", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_add_comment", "Add a comment to an issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud at northwind-pay.atlassian.net, project PAY", tools)
    open_keys = [k for k, v in JIRA_ISSUES.items() if v[1] != "Done"]
    by_prio = sorted(open_keys, key=lambda k: (PRIO[JIRA_ISSUES[k][3]], k))
    sprint1 = {
        "id": 318, "name": "PAY Sprint 42", "state": "active", "board_id": 57,
        "start_date": "2024-10-07T08:00:00.000+0200", "end_date": "2024-10-18T18:00:00.000+0200",
        "goal": "Ship 3DS2 for saved cards; close ledger drift bug",
        "progress": {"issues_total": 14, "issues_done": 6, "issues_in_progress": 4, "issues_todo": 4,
                     "story_points_total": 51, "story_points_done": 21, "story_points_remaining": 30,
                     "percent_done_by_points": 41.2},
        "time_remaining": "2 days, 8 hours", "as_of": "2024-10-16T09:41:20.000+0200"}
    search1 = {"total": 8, "start_at": 0, "max_results": 50,
               "jql": "sprint = 318 AND status != Done ORDER BY priority DESC, key ASC",
               "issues": [jira_row(k) for k in by_prio]}
    issue_1287 = {
        "key": "PAY-1287", "id": "71843", "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/71843",
        "fields": {
            "summary": "3DS2 challenge flow for saved cards", "issuetype": "Story", "status": "In Review",
            "priority": "High", "assignee": "Sofia Lindqvist", "reporter": "Marta Oyelaran",
            "story_points": 8, "sprint": "PAY Sprint 42", "labels": ["3ds", "checkout"], "components": ["card-auth"],
            "created": "2024-09-27T10:18:04.000+0200", "updated": "2024-10-16T09:12:37.000+0200",
            "description": "When a saved card requires a 3DS2 challenge, render the ACS iframe in the checkout modal instead of redirecting. Acceptance: frictionless + challenge paths covered by e2e; fallback to 3DS1 removed.",
            "subtasks": [{"key": "PAY-1288", "summary": "ACS iframe sizing", "status": "Done"},
                         {"key": "PAY-1289", "summary": "e2e: challenge path (Visa, Mastercard)", "status": "Done"}],
            "comment_count": 5, "linked_pull_requests": [{"id": "!4412", "status": "MERGED", "title": "3DS2 challenge in modal"}]},
        "transitions": [{"id": "21", "name": "Back to In Progress"}, {"id": "31", "name": "Done"}, {"id": "41", "name": "Blocked"}]}
    tr = {"success": True, "issue_key": "PAY-1287", "from": "In Review", "to": "Done", "transition_id": "31",
          "resolution": "Done", "resolutiondate": "2024-10-16T09:43:02.000+0200", "updated": "2024-10-16T09:43:02.000+0200"}
    upd = {"success": True, "issue_key": "PAY-1301", "updated_fields": {"customfield_10016 (Story Points)": {"from": 5, "to": 3}},
           "updated": "2024-10-16T09:44:15.000+0200"}
    com = {"success": True, "issue_key": "PAY-1290", "comment": {
        "id": "248211", "author": "Jira Automation Assistant", "created": "2024-10-16T09:45:38.000+0200",
        "body": "Sprint review prep: this is the last open Highest-priority bug in Sprint 42. @Tomás Quiroga can you post the root cause and ETA before Thursday's review?"}}
    # after: PAY-1287 Done, PAY-1301 has 3 points
    open2 = [k for k in open_keys if k != "PAY-1287"]
    upd_map = {"PAY-1301": "2024-10-16T09:44:15.000+0200", "PAY-1290": "2024-10-16T09:45:38.000+0200"}
    rows2 = [jira_row(k, {"updated": upd_map.get(k, JIRA_ISSUES[k][5]), **({"story_points": 3} if k == "PAY-1301" else {})}) for k in open2]
    rows2.sort(key=lambda r: str(r["updated"]), reverse=True)
    search2 = {"total": 7, "start_at": 0, "max_results": 50,
               "jql": "sprint = 318 AND status != Done ORDER BY updated DESC", "issues": rows2}
    sprint2 = dict(sprint1)
    sprint2["progress"] = {"issues_total": 14, "issues_done": 7, "issues_in_progress": 3, "issues_todo": 4,
                           "story_points_total": 49, "story_points_done": 29, "story_points_remaining": 20,
                           "percent_done_by_points": 59.2}
    sprint2["time_remaining"] = "2 days, 8 hours"
    sprint2["as_of"] = "2024-10-16T09:46:51.000+0200"
    issue_1290 = {
        "key": "PAY-1290", "id": "71851", "self": "https://northwind-pay.atlassian.net/rest/api/3/issue/71851",
        "fields": {
            "summary": "Ledger drift on partial captures", "issuetype": "Bug", "status": "In Progress", "priority": "Highest",
            "assignee": "Tomás Quiroga", "reporter": "Dana Whitfield", "story_points": 5, "sprint": "PAY Sprint 42",
            "labels": ["ledger", "sev2"], "components": ["ledger"],
            "created": "2024-10-02T14:51:27.000+0200", "updated": "2024-10-16T09:45:38.000+0200",
            "comment_count": 4,
            "comments": [
                {"id": "247902", "author": "Dana Whitfield", "created": "2024-10-02T14:53:10.000+0200", "body": "Seen on merchant m_88213: captured 40.00 of 100.00, ledger shows 100.00 settled."},
                {"id": "247966", "author": "Tomás Quiroga", "created": "2024-10-07T11:20:44.000+0200", "body": "Reproduced in staging; the capture event is replayed on partial capture retries."},
                {"id": "248140", "author": "Tomás Quiroga", "created": "2024-10-16T08:03:15.000+0200", "body": "Fix in review: !4431 (dedupe on capture_id)."},
                {"id": "248211", "author": "Jira Automation Assistant", "created": "2024-10-16T09:45:38.000+0200", "body": "Sprint review prep: this is the last open Highest-priority bug in Sprint 42. @Tomás Quiroga can you post the root cause and ETA before Thursday's review?"}]}}
    done_keys = ["PAY-1287", "PAY-1284", "PAY-1281", "PAY-1279", "PAY-1275"]
    res = dict(JIRA_RESOLVED, **{"PAY-1287": "2024-10-16T09:43:02.000+0200"})
    search3 = {"total": 7, "start_at": 0, "max_results": 5, "jql": "sprint = 318 AND status = Done ORDER BY resolved DESC",
               "issues": [{"key": k, "summary": JIRA_ISSUES[k][0], "status": "Done", "story_points": JIRA_ISSUES[k][2],
                           "assignee": JIRA_ISSUES[k][4], "resolved": res[k]} for k in done_keys],
               "next_page": {"start_at": 5, "remaining": 2}}
    turns = [
        (call("jira_get_sprint", sprint_id=318), pj(sprint1)),
        (call("jira_search", jql="sprint = 318 AND status != Done ORDER BY priority DESC, key ASC",
              fields="summary,status,priority,assignee,story_points,updated", limit=50), pj(search1)),
        (call("jira_get_issue", issue_key="PAY-1287", expand="transitions"), pj(issue_1287)),
        (call("jira_transition_issue", issue_key="PAY-1287", transition_id="31", comment="PR !4412 merged, e2e green."), pj(tr)),
        (call("jira_update_issue", issue_key="PAY-1301", fields={"customfield_10016": 3}), pj(upd)),
        (call("jira_add_comment", issue_key="PAY-1290",
              comment="Sprint review prep: this is the last open Highest-priority bug in Sprint 42. @Tomás Quiroga can you post the root cause and ETA before Thursday's review?"), pj(com)),
        (call("jira_search", jql="sprint = 318 AND status != Done ORDER BY updated DESC",
              fields="summary,status,priority,assignee,story_points,updated", limit=50), pj(search2)),
        (call("jira_get_sprint", sprint_id=318), pj(sprint2)),
        (call("jira_get_issue", issue_key="PAY-1290", expand="comments"), pj(issue_1290)),
        (call("jira_search", jql="sprint = 318 AND status = Done ORDER BY resolved DESC", fields="summary,status,story_points,assignee,resolved", limit=5), pj(search3)),
    ]
    rs.add(task="mcp", tid="h21-mcp-02", system=system, turns=turns,
           state="Jira Cloud project PAY, board 57, active sprint 318 (PAY Sprint 42). The agent prepares the sprint review.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03 Lab inventory (less common) - BAD: an antibody's storage box changes (Box 12 -> Box 14) with no move.

def t03(rs: RowSet) -> None:
    tools = [
        tool("search_items", "Full-text search of the inventory", {"query": S, "include_empty": B}, ["query"]),
        tool("get_item", "Get one inventory item with location, stock and history", {"item_id": S}, ["item_id"]),
        tool("checkout_item", "Withdraw an amount of an item for an experiment", {"item_id": S, "amount": S, "purpose": S, "project": S}, ["item_id", "amount"]),
        tool("list_location", "List the contents of a storage location (freezer, shelf, box)", {"path": S}, ["path"]),
        tool("create_order", "Create a purchase request", {"catalog_no": S, "vendor": S, "quantity": INT, "grant": S, "note": S}, ["catalog_no", "vendor", "quantity"]),
        tool("get_order", "Get a purchase request", {"order_id": S}, ["order_id"]),
    ]
    system = mcp_system("benchstock", "inventory and ordering for the Halvorsen lab (cell biology), building C, floor 3", tools)
    search_gapdh = """2 items match "GAPDH" (include_empty=false)

INV-20417  Anti-GAPDH (14C10) Rabbit mAb  | Cell Signaling Tech #2118S | lot 0023
           stock: 85 µL (of 100 µL) | conc 1:1000 WB | -20 °C
           location: Freezer F-3 (-20 °C) > Shelf 2 > Box 12 "Primary Abs - housekeeping" > C4
           owner: R. Mbeki | opened 2024-11-04 | expires 2026-03-31

INV-19930  Anti-GAPDH Mouse mAb (6C5)  | Millipore MAB374 | lot 3987012
           stock: 40 µL (of 200 µL) | conc 1:5000 WB | -20 °C
           location: Freezer F-3 (-20 °C) > Shelf 2 > Box 12 "Primary Abs - housekeeping" > C5
           owner: J. Castellanos | opened 2023-06-19 | expires 2025-06-30  (!) expires in 4 months"""
    item1 = """INV-20417  Anti-GAPDH (14C10) Rabbit mAb
-------------------------------------------------------------
vendor         Cell Signaling Technology   cat# 2118S   lot 0023
category       Antibody > Primary > Housekeeping
host / clonality   Rabbit / monoclonal (14C10)
reactivity     H, M, R, Mk, B, Pg
applications   WB 1:1000, IF-IC 1:100
stock          85 µL of 100 µL   (reorder threshold: 100 µL -> BELOW)
storage        -20 °C, do not aliquot below 10 µL
location       Freezer F-3 (-20 °C) > Shelf 2 > Box 12 "Primary Abs - housekeeping" > C4
owner          R. Mbeki
received       2024-10-28  PO-2024-1187
opened         2024-11-04
expires        2026-03-31
SDS / datasheet  https://benchstock.halvorsenlab.org/docs/INV-20417

history (last 5)
  2025-02-10 09:12  checkout   5 µL   A. Sandoval  "WB HeLa siRNA knockdown"
  2025-01-22 14:40  checkout   5 µL   R. Mbeki     "loading control, mito fractions"
  2024-12-09 11:03  checkout   5 µL   R. Mbeki     "WB optimisation"
  2024-11-04 16:25  opened            R. Mbeki
  2024-10-28 10:51  received 100 µL  PO-2024-1187"""
    search_ripa = """1 item matches "RIPA" (include_empty=false)

INV-18822  RIPA Lysis Buffer, 10x  | Millipore 20-188 | lot 3944815
           stock: 42 mL (of 100 mL) | dilute 1:10 in ddH2O before use | 4 °C
           location: Cold room CR-1 (4 °C) > Rack 2 > Shelf 4
           owner: shared | opened 2024-08-13 | expires 2025-08-31"""
    co1 = """checkout recorded
  checkout_id   CO-9931
  item          INV-20417  Anti-GAPDH (14C10) Rabbit mAb
  amount        10 µL
  by            agent (on behalf of A. Sandoval)
  purpose       WB loading control, HEK293T lysates, 4 blots
  project       PRJ-044 Mitophagy screen
  at            2025-02-27 10:18
  stock now     75 µL of 100 µL   (below reorder threshold 100 µL)"""
    co2 = """checkout recorded
  checkout_id   CO-9932
  item          INV-18822  RIPA Lysis Buffer, 10x
  amount        5 mL
  by            agent (on behalf of A. Sandoval)
  purpose       lysis buffer 1x, 50 mL
  project       PRJ-044 Mitophagy screen
  at            2025-02-27 10:19
  stock now     37 mL of 100 mL"""
    box = """Freezer F-3 (-20 °C) > Shelf 2 > Box 12 "Primary Abs - housekeeping"   9x9 box, 16 of 81 positions used

     1          2          3          4          5          6
A    INV-17702  INV-17703  INV-18011  .          .          .
B    INV-18230  INV-18231  .          .          .          .
C    INV-19114  INV-19115  INV-19560  INV-20417  INV-19930  INV-20102
D    INV-20388  INV-20389  .          .          .          .
E    INV-20511  INV-20512  INV-20601  .          .          .

position  item       name                                     stock
A1        INV-17702  Anti-beta-Actin (13E5) Rabbit mAb         60 µL
A2        INV-17703  Anti-beta-Actin (8H10D10) Mouse mAb       110 µL
A3        INV-18011  Anti-alpha-Tubulin (DM1A) Mouse mAb       95 µL
B1        INV-18230  Anti-Vinculin (E1E9V) Rabbit mAb          100 µL
B2        INV-18231  Anti-Vinculin (hVIN-1) Mouse mAb          180 µL
C1        INV-19114  Anti-Histone H3 (D1H2) Rabbit mAb         70 µL
C2        INV-19115  Anti-Lamin B1 (D4Q4Z) Rabbit mAb          50 µL
C3        INV-19560  Anti-TOM20 (D8T4N) Rabbit mAb             90 µL
C4        INV-20417  Anti-GAPDH (14C10) Rabbit mAb             75 µL
C5        INV-19930  Anti-GAPDH Mouse mAb (6C5)                40 µL
C6        INV-20102  Anti-VDAC (D73D12) Rabbit mAb             100 µL
D1        INV-20388  Anti-Cofilin (D3F9) Rabbit mAb            100 µL
D2        INV-20389  Anti-HSP90 (C45G5) Rabbit mAb             100 µL
E1        INV-20511  Anti-Calnexin (C5C9) Rabbit mAb           85 µL
E2        INV-20512  Anti-COX IV (3E11) Rabbit mAb             100 µL
E3        INV-20601  Anti-PCNA (D3H8P) Rabbit mAb              100 µL
(rows F-I and columns 7-9 empty)"""
    item2 = item1.replace("stock          85 µL of 100 µL", "stock          75 µL of 100 µL").replace(
        'Shelf 2 > Box 12 "Primary Abs - housekeeping" > C4', 'Shelf 2 > Box 14 "Primary Abs - housekeeping" > C4').replace(
        "history (last 5)\n", "history (last 5)\n  2025-02-27 10:18  checkout  10 µL   agent/A. Sandoval  \"WB loading control, HEK293T lysates, 4 blots\"  CO-9931\n").replace(
        "\n  2024-10-28 10:51  received 100 µL  PO-2024-1187\"\"\"", "")
    item2 = "\n".join(item2.split("\n")[:-1]) if item2.endswith("PO-2024-1187") else item2
    order = """purchase request created
  order_id      PR-2025-0219
  status        submitted (awaiting PI approval)
  item          Anti-GAPDH (14C10) Rabbit mAb, 100 µL
  vendor        Cell Signaling Technology   cat# 2118S
  quantity      1
  unit price    USD 372.00 (lab price list 2025)
  total         USD 372.00
  grant         R01-GM143310
  note          INV-20417 at 75 µL, below 100 µL threshold; HEK293T WB series continues through April
  requested by  agent (on behalf of A. Sandoval)
  created       2025-02-27 10:22
  approver      Dr. K. Halvorsen (email sent)"""
    order2 = """PR-2025-0219  Anti-GAPDH (14C10) Rabbit mAb, 100 µL
  status        submitted (awaiting PI approval)
  vendor        Cell Signaling Technology   cat# 2118S
  quantity      1  x USD 372.00 = USD 372.00
  grant         R01-GM143310   remaining consumables budget USD 8,914.55
  requested by  agent (on behalf of A. Sandoval)   2025-02-27 10:22
  links         replaces stock of INV-20417
  timeline
    2025-02-27 10:22  created
    2025-02-27 10:22  approval email sent to Dr. K. Halvorsen
    2025-02-27 10:24  viewed by approver"""
    turns = [
        (call("search_items", query="GAPDH"), mcp_text(search_gapdh)),
        (call("get_item", item_id="INV-20417"), mcp_text(item1)),
        (call("search_items", query="RIPA"), mcp_text(search_ripa)),
        (call("checkout_item", item_id="INV-20417", amount="10 µL", purpose="WB loading control, HEK293T lysates, 4 blots", project="PRJ-044"), mcp_text(co1)),
        (call("checkout_item", item_id="INV-18822", amount="5 mL", purpose="lysis buffer 1x, 50 mL", project="PRJ-044"), mcp_text(co2)),
        (call("list_location", path="Freezer F-3/Shelf 2/Box 12"), mcp_text(box)),
        (call("get_item", item_id="INV-20417"), mcp_text(item2)),
        (call("create_order", catalog_no="2118S", vendor="Cell Signaling Technology", quantity=1, grant="R01-GM143310",
              note="INV-20417 at 75 µL, below 100 µL threshold; HEK293T WB series continues through April"), mcp_text(order)),
        (call("get_order", order_id="PR-2025-0219"), mcp_text(order2)),
    ]
    rs.add(task="mcp", tid="h21-mcp-03", system=system, turns=turns,
           state="benchstock inventory of the Halvorsen lab; the agent acts for A. Sandoval, preparing a Western blot (HEK293T lysates) on 2025-02-27.",
           bad=True, turn=7, kind="antibody INV-20417 shown in Box 14 after being listed in Box 12 position C4, with no move")


# ---------------------------------------------------------------------------------------------------------
# 04 Slack (mainstream) - CLEAN: post, reactions from others, a join, thread growing, history window shifting.

def t04(rs: RowSet) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a new message to a channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
    ]
    system = mcp_system("slack", "Slack workspace 'Orbitwise' via a bot token (bot user U07RLSBOT1)", tools)
    ch = "C05K3RELS2Q"

    def chans(rel_members: int) -> str:
        return pj({"ok": True, "channels": [
            {"id": "C02A1GENRL0", "name": "general", "is_channel": True, "is_archived": False, "created": 1598351200,
             "topic": {"value": "Company-wide announcements", "creator": "U01F0UNDR01", "last_set": 1598351200},
             "purpose": {"value": "This is the one channel that will always include everyone."}, "num_members": 214},
            {"id": ch, "name": "eng-releases", "is_channel": True, "is_archived": False, "created": 1688472011,
             "topic": {"value": "Release train: Tue/Thu 14:00 UTC | on-call: @rel-oncall", "creator": "U03MAYAPATL", "last_set": 1716194422},
             "purpose": {"value": "Coordination of production releases and freezes."}, "num_members": rel_members},
            {"id": "C04Q8INCDNT", "name": "incidents", "is_channel": True, "is_archived": False, "created": 1652883300,
             "topic": {"value": "SEV declared? Start here. Runbook: go/sev", "creator": "U02HANSKOLB", "last_set": 1701948800},
             "purpose": {"value": "Live incident coordination."}, "num_members": 131},
            {"id": "C05MOBILE11", "name": "mobile-dev", "is_channel": True, "is_archived": False, "created": 1690980145,
             "topic": {"value": "iOS 4.22 in review", "creator": "U04LENAVOSS", "last_set": 1717761310},
             "purpose": {"value": "Mobile app development."}, "num_members": 38},
            {"id": "C06PLTFRM07", "name": "platform", "is_channel": True, "is_archived": False, "created": 1701081733,
             "topic": {"value": "k8s 1.29 upgrade week of Jun 17", "creator": "U02HANSKOLB", "last_set": 1717405502},
             "purpose": {"value": "Platform / infra team."}, "num_members": 57}],
            "response_metadata": {"next_cursor": "dGVhbTpDMDdBTkFMWVRJQ1M="}})

    m_old = [
        {"type": "message", "user": "U03MAYAPATL", "text": "Thu train (v2024.06.06) is out :white_check_mark: - 41 PRs, no rollbacks. Notes: <https://orbitwise.atlassian.net/wiki/x/rel-0606|release notes>",
         "ts": "1717688731.104219", "reply_count": 2, "reactions": [{"name": "tada", "users": ["U04LENAVOSS", "U02HANSKOLB", "U05RAJIYER0"], "count": 3}]},
        {"type": "message", "user": "U05RAJIYER0", "text": "Heads up: payments-api migration 0143 needs to go before Tuesday's train, PR is up for review.",
         "ts": "1717761902.552310"},
        {"type": "message", "user": "U02HANSKOLB", "text": "Reminder: k8s 1.29 upgrade on prod clusters is the week of Jun 17. We'd like a freeze for the days we touch eu-west.",
         "ts": "1717773655.880041", "reply_count": 4},
        {"type": "message", "user": "U04LENAVOSS", "text": "iOS 4.22 is in App Review, no backend deps. Android 4.22 goes to 10% rollout tomorrow.",
         "ts": "1717850209.017733"},
        {"type": "message", "user": "U03MAYAPATL", "text": "Tue train cut is tomorrow 13:30 UTC. Last call for merges :train:",
         "ts": "1718026215.649902", "reactions": [{"name": "eyes", "users": ["U05RAJIYER0"], "count": 1}]},
    ]
    hist1 = pj({"ok": True, "messages": list(reversed(m_old)), "has_more": True, "pin_count": 3,
                "response_metadata": {"next_cursor": "bmV4dF90czoxNzE3Njg4NzMxMTA0MjE5"}})
    text = (":snowflake: *Deploy freeze* for the k8s 1.29 upgrade on eu-west: *Mon Jun 17 06:00 UTC -> Wed Jun 19 18:00 UTC*.\n"
            "- No trains on Tue Jun 18; the Thu Jun 20 train runs as normal.\n- Hotfixes need approval from @rel-oncall in this channel.\n"
            "- Feature flags may still be flipped.\nReply in thread with anything that must ship before the freeze.")
    ts = "1718034561.339919"
    post = pj({"ok": True, "channel": ch, "ts": ts, "message": {
        "type": "message", "subtype": "bot_message", "bot_id": "B07RLSBOT01", "user": "U07RLSBOT1", "app_id": "A07RELSAPP1",
        "text": text, "ts": ts, "team": "T01ORBITWS1",
        "blocks": [{"type": "rich_text", "block_id": "fRz2q", "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": "(rendered from text)"}]}]}]}})
    react = pj({"ok": True})
    mine = {"type": "message", "subtype": "bot_message", "bot_id": "B07RLSBOT01", "user": "U07RLSBOT1", "text": text, "ts": ts}
    hist2_msgs = [
        {"type": "message", "subtype": "channel_join", "user": "U07NEWSRE42", "text": "<@U07NEWSRE42> has joined the channel", "ts": "1718035012.220815"},
        dict(mine, thread_ts=ts, reply_count=2, reply_users_count=2, latest_reply="1718034902.771045",
             reactions=[{"name": "pushpin", "users": ["U07RLSBOT1"], "count": 1},
                        {"name": "white_check_mark", "users": ["U02HANSKOLB", "U03MAYAPATL"], "count": 2},
                        {"name": "eyes", "users": ["U05RAJIYER0"], "count": 1}]),
        m_old[4], m_old[3], m_old[2]]
    hist2 = pj({"ok": True, "messages": hist2_msgs, "has_more": True, "pin_count": 3,
                "response_metadata": {"next_cursor": "bmV4dF90czoxNzE3NzczNjU1ODgwMDQx"}})
    r1 = {"type": "message", "user": "U05RAJIYER0", "text": "payments-api migration 0143 has to ship before this - it's approved, can it ride the Thu Jun 13 train?",
          "thread_ts": ts, "ts": "1718034788.093112", "parent_user_id": "U07RLSBOT1"}
    r2 = {"type": "message", "user": "U03MAYAPATL", "text": "Yes, 0143 is on the Thu 13th manifest. Adding a checklist item.",
          "thread_ts": ts, "ts": "1718034902.771045", "parent_user_id": "U07RLSBOT1"}
    parent = dict(mine, thread_ts=ts, reply_count=2, reply_users_count=2, latest_reply="1718034902.771045")
    thr1 = pj({"ok": True, "messages": [parent, r1, r2], "has_more": False})
    rtext = "Thanks - noted: payments-api 0143 rides the Thu Jun 13 train. Anything else: reply here by Fri Jun 14 12:00 UTC."
    rts = "1718035190.412207"
    reply = pj({"ok": True, "channel": ch, "ts": rts, "message": {
        "type": "message", "subtype": "bot_message", "bot_id": "B07RLSBOT01", "user": "U07RLSBOT1", "text": rtext,
        "thread_ts": ts, "parent_user_id": "U07RLSBOT1", "ts": rts}})
    r3 = {"type": "message", "subtype": "bot_message", "user": "U07RLSBOT1", "bot_id": "B07RLSBOT01", "text": rtext,
          "thread_ts": ts, "ts": rts, "parent_user_id": "U07RLSBOT1"}
    r4 = {"type": "message", "user": "U07NEWSRE42", "text": "New SRE here :wave: - I'll be shadowing the eu-west upgrade, thanks for the heads-up.",
          "thread_ts": ts, "ts": "1718035244.618530", "parent_user_id": "U07RLSBOT1"}
    parent2 = dict(mine, thread_ts=ts, reply_count=4, reply_users_count=4, latest_reply="1718035244.618530")
    thr2 = pj({"ok": True, "messages": [parent2, r1, r2, r3, r4], "has_more": False})
    turns = [
        (call("slack_list_channels", limit=5), chans(63)),
        (call("slack_get_channel_history", channel_id=ch, limit=5), hist1),
        (call("slack_post_message", channel_id=ch, text=text), post),
        (call("slack_add_reaction", channel_id=ch, timestamp=ts, reaction="pushpin"), react),
        (call("slack_get_channel_history", channel_id=ch, limit=5), hist2),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=ts), thr1),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=ts, text=rtext), reply),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=ts), thr2),
        (call("slack_list_channels", limit=5), chans(64)),
    ]
    rs.add(task="mcp", tid="h21-mcp-04", system=system, turns=turns,
           state="Slack workspace Orbitwise; the release bot announces a deploy freeze in #eng-releases (2024-06-10, ~15:49 UTC).",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 05 Postgres (mainstream) - BAD: orders.total_cents reads back as bigint after being integer, no ALTER.

def pg_describe(total_type: str, with_new_index: bool) -> str:
    cols = [
        {"column": "id", "type": "bigint", "nullable": False, "default": "nextval('orders_id_seq'::regclass)"},
        {"column": "customer_id", "type": "bigint", "nullable": False, "default": None},
        {"column": "status", "type": "order_status", "nullable": False, "default": "'pending'::order_status"},
        {"column": "total_cents", "type": total_type, "nullable": False, "default": "0"},
        {"column": "currency", "type": "character(3)", "nullable": False, "default": "'EUR'::bpchar"},
        {"column": "shipping_address_id", "type": "bigint", "nullable": True, "default": None},
        {"column": "placed_at", "type": "timestamp with time zone", "nullable": True, "default": None},
        {"column": "created_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"},
        {"column": "updated_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"},
    ]
    idx = [
        {"name": "orders_pkey", "definition": "CREATE UNIQUE INDEX orders_pkey ON public.orders USING btree (id)", "size": "9832 kB"},
        {"name": "orders_status_idx", "definition": "CREATE INDEX orders_status_idx ON public.orders USING btree (status) WHERE (status <> ALL (ARRAY['delivered'::order_status, 'cancelled'::order_status]))", "size": "1208 kB"},
        {"name": "orders_placed_at_brin", "definition": "CREATE INDEX orders_placed_at_brin ON public.orders USING brin (placed_at)", "size": "48 kB"},
    ]
    if with_new_index:
        idx.append({"name": "orders_customer_id_created_at_idx",
                    "definition": "CREATE INDEX orders_customer_id_created_at_idx ON public.orders USING btree (customer_id, created_at DESC)",
                    "size": "14 MB"})
    return mcp_text({"schema": "public", "table": "orders", "columns": cols, "indexes": idx,
                     "constraints": [
                         {"name": "orders_pkey", "type": "PRIMARY KEY", "definition": "PRIMARY KEY (id)"},
                         {"name": "orders_customer_id_fkey", "type": "FOREIGN KEY", "definition": "FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE RESTRICT"},
                         {"name": "orders_shipping_address_id_fkey", "type": "FOREIGN KEY", "definition": "FOREIGN KEY (shipping_address_id) REFERENCES addresses(id) ON DELETE SET NULL"},
                         {"name": "orders_total_cents_check", "type": "CHECK", "definition": "CHECK ((total_cents >= 0))"}],
                     "triggers": [{"name": "orders_set_updated_at", "timing": "BEFORE UPDATE", "function": "set_updated_at()"}],
                     "referenced_by": ["order_items.order_id", "payments.order_id", "shipments.order_id"]})


def t05(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables in a schema with row estimates and sizes", {"schema": S}, []),
        tool("describe_table", "Columns, indexes, constraints and triggers of a table", {"table": S, "schema": S}, ["table"]),
        tool("query", "Run a read-only SQL query", {"sql": S}, ["sql"]),
        tool("execute", "Run a write or DDL statement (dev database only)", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "PostgreSQL 16.4, database shopfront_dev on localhost:5432, role dev_admin", tools)
    tables = mcp_text([
        {"table": "addresses", "row_estimate": 402118, "total_size": "61 MB"},
        {"table": "customers", "row_estimate": 310554, "total_size": "88 MB"},
        {"table": "order_items", "row_estimate": 2841907, "total_size": "412 MB"},
        {"table": "orders", "row_estimate": 1106322, "total_size": "171 MB"},
        {"table": "payments", "row_estimate": 1098871, "total_size": "203 MB"},
        {"table": "products", "row_estimate": 18240, "total_size": "9904 kB"},
        {"table": "schema_migrations", "row_estimate": 87, "total_size": "48 kB"},
        {"table": "shipments", "row_estimate": 1051903, "total_size": "144 MB"},
    ])
    sql_explain = ("EXPLAIN (ANALYZE, BUFFERS) SELECT id, status, total_cents, currency, created_at FROM orders "
                   "WHERE customer_id = 48213 ORDER BY created_at DESC LIMIT 20")
    plan1 = mcp_text([{"QUERY PLAN": line} for line in [
        "Limit  (cost=31874.42..31876.75 rows=20 width=40) (actual time=181.904..184.127 rows=20 loops=1)",
        "  Buffers: shared hit=2114 read=18302",
        "  ->  Gather Merge  (cost=31874.42..31875.10 rows=6 width=40) (actual time=181.902..184.119 rows=20 loops=1)",
        "        Workers Planned: 2",
        "        Workers Launched: 2",
        "        Buffers: shared hit=2114 read=18302",
        "        ->  Sort  (cost=30874.40..30874.41 rows=3 width=40) (actual time=176.311..176.315 rows=12 loops=3)",
        "              Sort Key: created_at DESC",
        "              Sort Method: quicksort  Memory: 27kB",
        "              Worker 0:  Sort Method: quicksort  Memory: 26kB",
        "              Worker 1:  Sort Method: quicksort  Memory: 26kB",
        "              ->  Parallel Seq Scan on orders  (cost=0.00..30874.38 rows=3 width=40) (actual time=3.118..176.207 rows=12 loops=3)",
        "                    Filter: (customer_id = 48213)",
        "                    Rows Removed by Filter: 368762",
        "                    Buffers: shared hit=2114 read=18302",
        "Planning Time: 0.192 ms",
        "Execution Time: 184.201 ms"]])
    by_status = mcp_text([
        {"status": "pending", "n": 4121, "sum_total_cents": 38471290},
        {"status": "paid", "n": 18307, "sum_total_cents": 171884512},
        {"status": "shipped", "n": 22964, "sum_total_cents": 219007731},
        {"status": "delivered", "n": 1039418, "sum_total_cents": 9843120664},
        {"status": "cancelled", "n": 21512, "sum_total_cents": 188213907}])
    plan2 = mcp_text([{"QUERY PLAN": line} for line in [
        "Limit  (cost=0.43..78.35 rows=20 width=40) (actual time=0.041..0.088 rows=20 loops=1)",
        "  Buffers: shared hit=24",
        "  ->  Index Scan using orders_customer_id_created_at_idx on orders  (cost=0.43..144.60 rows=37 width=40) (actual time=0.040..0.084 rows=20 loops=1)",
        "        Index Cond: (customer_id = 48213)",
        "        Buffers: shared hit=24",
        "Planning Time: 0.311 ms",
        "Execution Time: 0.109 ms"]])
    sizes = mcp_text([
        {"index": "orders_customer_id_created_at_idx", "size": "14 MB", "idx_scan": 1, "idx_tup_read": 20},
        {"index": "orders_pkey", "size": "9832 kB", "idx_scan": 0, "idx_tup_read": 0},
        {"index": "orders_status_idx", "size": "1208 kB", "idx_scan": 0, "idx_tup_read": 0},
        {"index": "orders_placed_at_brin", "size": "48 kB", "idx_scan": 0, "idx_tup_read": 0}])
    recent = mcp_text([
        {"id": 1104977, "status": "paid", "total_cents": 8450, "currency": "EUR", "created_at": "2024-11-18T09:41:02.118+01:00"},
        {"id": 1093310, "status": "delivered", "total_cents": 2399, "currency": "EUR", "created_at": "2024-11-09T18:12:55.402+01:00"},
        {"id": 1071154, "status": "delivered", "total_cents": 15120, "currency": "EUR", "created_at": "2024-10-27T11:03:31.911+01:00"},
        {"id": 1048826, "status": "cancelled", "total_cents": 4999, "currency": "EUR", "created_at": "2024-10-12T20:47:18.050+02:00"},
        {"id": 1022409, "status": "delivered", "total_cents": 32780, "currency": "EUR", "created_at": "2024-09-24T07:58:44.736+02:00"}])
    turns = [
        (call("list_tables", schema="public"), tables),
        (call("describe_table", table="orders", schema="public"), pg_describe("integer", False)),
        (call("query", sql=sql_explain), plan1),
        (call("query", sql="SELECT status, count(*) AS n, sum(total_cents) AS sum_total_cents FROM orders GROUP BY status ORDER BY min(id)"), by_status),
        (call("execute", sql="CREATE INDEX CONCURRENTLY orders_customer_id_created_at_idx ON orders (customer_id, created_at DESC)"),
         mcp_text({"command": "CREATE INDEX", "rowCount": None, "duration_ms": 6412})),
        (call("execute", sql="ANALYZE orders"), mcp_text({"command": "ANALYZE", "rowCount": None, "duration_ms": 1187})),
        (call("query", sql=sql_explain), plan2),
        (call("describe_table", table="orders", schema="public"), pg_describe("bigint", True)),
        (call("query", sql="SELECT indexrelname AS index, pg_size_pretty(pg_relation_size(indexrelid)) AS size, idx_scan, idx_tup_read FROM pg_stat_user_indexes WHERE relname = 'orders' ORDER BY pg_relation_size(indexrelid) DESC"), sizes),
        (call("query", sql="SELECT id, status, total_cents, currency, created_at FROM orders WHERE customer_id = 48213 ORDER BY created_at DESC LIMIT 5"), recent),
    ]
    rs.add(task="mcp", tid="h21-mcp-05", system=system, turns=turns,
           state="Local dev database shopfront_dev restored from last night's anonymised dump; only the agent is connected. Task: speed up the 'my orders' page query.",
           bad=True, turn=8, kind="orders.total_cents column type reads back as bigint after describe showed integer; only CREATE INDEX and ANALYZE ran in between")


# ---------------------------------------------------------------------------------------------------------
# 06 Home-automation hub (less common) - CLEAN: setpoint, lock, scene, sensors drifting, uptime, units.

def t06(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "List all devices with their current state", {"room": S}, []),
        tool("get_device", "Get one device in detail", {"entity_id": S, "units": {"type": "string", "enum": ["metric", "imperial"]}}, ["entity_id"]),
        tool("set_device_state", "Change a device's state or attributes", {"entity_id": S, "state": S, "attributes": OBJ}, ["entity_id"]),
        tool("activate_scene", "Activate a stored scene", {"scene_id": S}, ["scene_id"]),
        tool("get_sensor_history", "Readings of a sensor over a period", {"entity_id": S, "period": S}, ["entity_id", "period"]),
        tool("list_automations", "List automations", {}, []),
        tool("toggle_automation", "Enable or disable an automation", {"automation_id": S, "enabled": B}, ["automation_id", "enabled"]),
    ]
    system = mcp_system("hearthlink-hub", "a local home-automation hub (Zigbee + Z-Wave + Wi-Fi) for the Ferreira household", tools)

    def devlist(now: str, uptime: str, rows: list[list[object]]) -> str:
        return mcp_text(f"hearthlink hub 'casa-ferreira'  fw 3.14.2  uptime {uptime}  now {now} (Europe/Lisbon)\n\n"
                        + table(["entity_id", "room", "state", "details", "battery", "last_changed"], rows)
                        + f"\n\n{len(rows)} devices, 0 unavailable")
    rows1 = [
        ["climate.hallway", "Hallway", "heat", "current 20.4 °C, target 19.5 °C, idle", "-", "16:40"],
        ["lock.front_door", "Entrance", "unlocked", "auto-lock off", "78%", "17:51"],
        ["lock.back_door", "Kitchen", "locked", "auto-lock 5 min", "64%", "15:12"],
        ["light.living_main", "Living room", "off", "-", "-", "07:58"],
        ["light.living_lamp", "Living room", "off", "-", "-", "08:02"],
        ["light.porch", "Outside", "off", "-", "-", "07:31"],
        ["cover.living_blinds", "Living room", "open", "position 100%", "-", "08:15"],
        ["binary_sensor.hall_motion", "Hallway", "clear", "last motion 17:52", "63%", "17:53"],
        ["sensor.living_temp", "Living room", "20.6 °C", "humidity 44%", "81%", "18:01"],
        ["switch.garage_outlet", "Garage", "on", "3.1 W", "-", "yesterday 21:40"],
        ["switch.dishwasher", "Kitchen", "on", "1,842 W (heating water)", "-", "17:35"],
    ]
    thermo1 = mcp_text("""climate.hallway  (Ecobee Premium, Wi-Fi)
  hvac_mode        heat
  hvac_action      idle
  current_temp     20.4 °C
  target_temp      19.5 °C
  humidity         41 %
  fan              auto
  preset           home
  eco_setback      off
  last_changed     16:40 (target changed by automation 'Afternoon setback')
  runtime today    heat 2 h 47 min""")
    set_t = mcp_text({"entity_id": "climate.hallway", "result": "ok", "changed": {"target_temp": {"from": 19.5, "to": 21.0}},
                      "state": "heat", "hvac_action": "heating", "at": "18:02:41"})
    lock = mcp_text({"entity_id": "lock.front_door", "result": "ok", "changed": {"state": {"from": "unlocked", "to": "locked"}},
                     "bolt": "extended", "at": "18:03:02", "battery": "78%"})
    scene = mcp_text({"scene_id": "scene.evening", "name": "Evening", "result": "ok", "at": "18:03:20", "transition_s": 2, "changes": [
        {"entity_id": "light.living_main", "state": "on", "brightness": "40%", "color_temp_k": 2700},
        {"entity_id": "light.living_lamp", "state": "on", "brightness": "60%", "color_temp_k": 2400},
        {"entity_id": "light.porch", "state": "on", "brightness": "100%"},
        {"entity_id": "cover.living_blinds", "state": "closing", "target_position": "0%"}],
        "skipped": [{"entity_id": "lock.front_door", "reason": "already locked"}]})
    hist = mcp_text("sensor.living_temp  last 1 h  (5-min mean, °C)\n\n" + table(
        ["time", "temp", "humidity"],
        [["17:05", "20.5", "45%"], ["17:10", "20.5", "45%"], ["17:15", "20.4", "45%"], ["17:20", "20.4", "45%"],
         ["17:25", "20.4", "44%"], ["17:30", "20.5", "44%"], ["17:35", "20.5", "44%"], ["17:40", "20.6", "45%"],
         ["17:45", "20.6", "45%"], ["17:50", "20.6", "44%"], ["17:55", "20.6", "44%"], ["18:00", "20.6", "44%"],
         ["18:05", "20.8", "43%"]]) + "\n\nmin 20.4  max 20.8  mean 20.5  (13 samples)")
    rows2 = [
        ["climate.hallway", "Hallway", "heat", "current 20.9 °C, target 21.0 °C, heating", "-", "18:02"],
        ["lock.front_door", "Entrance", "locked", "auto-lock off", "78%", "18:03"],
        ["lock.back_door", "Kitchen", "locked", "auto-lock 5 min", "64%", "15:12"],
        ["light.living_main", "Living room", "on", "40%, 2700 K", "-", "18:03"],
        ["light.living_lamp", "Living room", "on", "60%, 2400 K", "-", "18:03"],
        ["light.porch", "Outside", "on", "100%", "-", "18:03"],
        ["cover.living_blinds", "Living room", "closed", "position 0%", "-", "18:03"],
        ["binary_sensor.hall_motion", "Hallway", "clear", "last motion 18:05", "63%", "18:06"],
        ["sensor.living_temp", "Living room", "20.8 °C", "humidity 43%", "81%", "18:06"],
        ["switch.garage_outlet", "Garage", "on", "3.1 W", "-", "yesterday 21:40"],
        ["switch.dishwasher", "Kitchen", "on", "14 W (drying)", "-", "17:35"],
    ]
    autos = mcp_text("""automations (6)

id                          enabled  trigger                         last_triggered
--------------------------  -------  ------------------------------  -------------------
automation.afternoon_setback  yes    time 16:40 weekdays             today 16:40
automation.night_lock         yes    time 23:00                      yesterday 23:00
automation.porch_off_sunrise  yes    sun: sunrise +10 min            today 07:31
automation.hall_motion_light  yes    hall_motion -> on, after sunset today 18:05 (condition failed: lights already on)
automation.vacation_lights    yes    random 19:00-23:30              2025-01-03 21:14
automation.dishwasher_done    yes    dishwasher power < 5 W for 10m  yesterday 20:02""")
    toggle = mcp_text({"automation_id": "automation.vacation_lights", "result": "ok", "enabled": False,
                       "note": "Random presence simulation will not run tonight.", "at": "18:07:55"})
    thermo2 = mcp_text("""climate.hallway  (Ecobee Premium, Wi-Fi)
  hvac_mode        heat
  hvac_action      idle
  current_temp     70.0 °F   (21.1 °C)
  target_temp      69.8 °F   (21.0 °C)
  humidity         40 %
  fan              auto
  preset           home
  eco_setback      off
  last_changed     18:02 (target changed via hub API)
  runtime today    heat 2 h 53 min""")
    turns = [
        (call("list_devices"), devlist("18:02:10", "13d 4h 22m", rows1)),
        (call("get_device", entity_id="climate.hallway"), thermo1),
        (call("set_device_state", entity_id="climate.hallway", attributes={"target_temp": 21.0}), set_t),
        (call("set_device_state", entity_id="lock.front_door", state="locked"), lock),
        (call("activate_scene", scene_id="scene.evening"), scene),
        (call("get_sensor_history", entity_id="sensor.living_temp", period="1h"), hist),
        (call("list_devices"), devlist("18:06:40", "13d 4h 26m", rows2)),
        (call("list_automations"), autos),
        (call("toggle_automation", automation_id="automation.vacation_lights", enabled=False), toggle),
        (call("get_device", entity_id="climate.hallway", units="imperial"), thermo2),
    ]
    rs.add(task="mcp", tid="h21-mcp-06", system=system, turns=turns,
           state="Hub 'casa-ferreira' (Europe/Lisbon), 2025-01-14 around 18:00; the family is back from holiday. Task: warm the house, lock up, evening lights, stop the vacation presence simulation.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07 Notion (mainstream) - BAD: page renamed by the agent reads back under its old title.

def t07(rs: RowSet) -> None:
    tools = [
        tool("API-post-search", "Search pages and databases by title", {"query": S, "filter": OBJ, "page_size": INT}, ["query"]),
        tool("API-retrieve-a-page", "Retrieve a page's properties", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-patch-block-children", "Append blocks to a page or block", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("API-get-block-children", "Retrieve the children of a block", {"block_id": S, "page_size": INT}, ["block_id"]),
    ]
    system = mcp_system("notion", "Notion workspace 'Fernhill Studio' through the official Notion MCP server", tools)
    pid = "1a7c2e9f-4b3d-8061-a5e2-c93f0d17b48e"
    db = "0f3b91d2-77ac-4e18-9b6a-2d5c8e4f1a03"
    user_m = {"object": "user", "id": "5c2d1e7a-90b4-4f3e-8a61-7d0c9e2b3f14"}
    user_bot = {"object": "user", "id": "e83f0a41-2c6d-4b9a-9f17-04d6a8c2b5e9"}

    def title(t: str) -> dict[str, object]:
        return {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": t, "link": None},
                "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
                "plain_text": t, "href": None}]}

    def page(t: str, status: str, edited: str, by: dict[str, object]) -> dict[str, object]:
        return {"object": "page", "id": pid, "created_time": "2024-06-03T13:22:00.000Z", "last_edited_time": edited,
                "created_by": user_m, "last_edited_by": by, "cover": None, "icon": {"type": "emoji", "emoji": "🗺️"},
                "parent": {"type": "workspace", "workspace": True}, "archived": False, "in_trash": False,
                "properties": {
                    "Status": {"id": "%3FbZq", "type": "status", "status": {"id": "b1f2", "name": status, "color": "green" if status == "Final" else "yellow"}},
                    "Owner": {"id": "Hn%5Ee", "type": "people", "people": [{"object": "user", "id": user_m["id"], "name": "Maren Solberg"}]},
                    "Quarter": {"id": "qT%3Ck", "type": "select", "select": {"id": "q3", "name": "Q3 2024", "color": "blue"}},
                    "Reviewed": {"id": "rv%3Bx", "type": "checkbox", "checkbox": status == "Final"},
                    "title": title(t)},
                "url": f"https://www.notion.so/{t.replace(' ', '-').replace('(', '').replace(')', '').replace('–', '').replace('--', '-')}-{pid.replace('-', '')}",
                "public_url": None}
    old, new = "Q3 Planning – Draft", "Q3 Planning (Final)"
    search = {"object": "list", "results": [
        {"object": "page", "id": pid, "last_edited_time": "2024-06-28T16:05:00.000Z", "properties": {"title": title(old)}, "url": f"https://www.notion.so/Q3-Planning-Draft-{pid.replace('-', '')}"},
        {"object": "database", "id": db, "last_edited_time": "2024-07-01T08:12:00.000Z", "title": [{"plain_text": "Roadmap"}], "url": f"https://www.notion.so/{db.replace('-', '')}"},
        {"object": "page", "id": "9d0e4b18-3f6a-4c72-b851-6e2a7f9c0d35", "last_edited_time": "2024-04-05T10:41:00.000Z", "properties": {"title": title("Q2 Planning retro notes")}, "url": "https://www.notion.so/Q2-Planning-retro-notes-9d0e4b183f6a4c72b8516e2a7f9c0d35"}],
        "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}}
    p1 = page(old, "Draft", "2024-06-28T16:05:00.000Z", user_m)
    p2 = page(new, "Final", "2024-07-01T09:14:00.000Z", user_bot)
    todos = ["Hire second motion designer (Maren, by Jul 19)", "Migrate client portal to new CMS (Teo, by Aug 9)",
             "Quarterly client NPS survey (Ines, by Sep 13)"]
    children_req = [{"object": "block", "type": "heading_2", "heading_2": {"rich_text": [{"type": "text", "text": {"content": "Action items"}}]}}] + \
        [{"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": t}}], "checked": False}} for t in todos]
    bids = ["3c51a0e2-8d47-4f19-b6c3-1e09a7d4f562", "7e2b94c0-1a5d-4e83-9f26-c4d8b0a3e715",
            "a94f1c36-5b20-4d7e-8e1a-2f6c9d0b4a88", "d08e7b53-2c9a-4f61-a3d4-95e1c7f2b019"]

    def blk(bid: str, typ: str, text: str, edited: str) -> dict[str, object]:
        inner: dict[str, object] = {"rich_text": [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text, "href": None}], "color": "default"}
        if typ == "to_do":
            inner["checked"] = False
        elif typ == "heading_2":
            inner["is_toggleable"] = False
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": pid}, "created_time": edited,
                "last_edited_time": edited, "last_edited_by": user_bot, "has_children": False,
                "archived": False, "type": typ, typ: inner}
    appended = {"object": "list", "results": [blk(bids[0], "heading_2", "Action items", "2024-07-01T09:15:00.000Z")] +
                [blk(b, "to_do", t, "2024-07-01T09:15:00.000Z") for b, t in zip(bids[1:], todos)],
                "next_cursor": None, "has_more": False, "type": "block", "block": {}}
    dbq = {"object": "list", "results": [
        {"object": "page", "id": "4f81c2a7-0e3b-4d96-8c15-a7b2e9d03f6c", "last_edited_time": "2024-06-27T11:30:00.000Z",
         "properties": {"Name": title("Client portal on new CMS"), "Quarter": {"select": {"name": "Q3 2024"}},
                        "Status": {"status": {"name": "Planned"}}, "Effort": {"number": 13},
                        "Planning doc": {"type": "relation", "relation": [{"id": pid}], "has_more": False}}},
        {"object": "page", "id": "b62d9e14-7a3c-4f08-95e1-3c0f8a2d7b49", "last_edited_time": "2024-06-25T15:02:00.000Z",
         "properties": {"Name": title("Motion design hire"), "Quarter": {"select": {"name": "Q3 2024"}},
                        "Status": {"status": {"name": "In progress"}}, "Effort": {"number": 5},
                        "Planning doc": {"type": "relation", "relation": [{"id": pid}], "has_more": False}}},
        {"object": "page", "id": "e7a0b3c9-2f14-4d6e-8b57-1d9c6e0a4f22", "last_edited_time": "2024-06-20T09:47:00.000Z",
         "properties": {"Name": title("Client NPS survey"), "Quarter": {"select": {"name": "Q3 2024"}},
                        "Status": {"status": {"name": "Planned"}}, "Effort": {"number": 3},
                        "Planning doc": {"type": "relation", "relation": [{"id": pid}], "has_more": False}}}],
        "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}}
    p3 = page(old, "Final", "2024-07-01T09:15:00.000Z", user_bot)
    p3["url"] = p2["url"]
    kids = {"object": "list", "results": [
        blk("61b0f2d8-93e4-4a7c-b5d1-0c8e2f7a9b34", "paragraph", "Theme for Q3: fewer, bigger client engagements; grow motion design.", "2024-06-03T13:25:00.000Z"),
        blk("8c3e5a71-0d29-4b6f-a184-e7f9c2d05b13", "heading_2", "Goals", "2024-06-03T13:26:00.000Z"),
        blk("2f97d4c0-5e18-4a3b-9c62-b0d7e1a8f345", "paragraph", "1) 3 retainer clients  2) portal migration  3) NPS >= 45", "2024-06-28T16:05:00.000Z"),
        blk(bids[0], "heading_2", "Action items", "2024-07-01T09:15:00.000Z")] +
        [blk(b, "to_do", t, "2024-07-01T09:15:00.000Z") for b, t in zip(bids[1:], todos)],
        "next_cursor": None, "has_more": False, "type": "block", "block": {}}
    for b in kids["results"][:3]:
        b["last_edited_by"] = user_m
    turns = [
        (call("API-post-search", query="Q3 planning", page_size=10), mcp_text(search)),
        (call("API-retrieve-a-page", page_id=pid), mcp_text(p1)),
        (call("API-patch-page", page_id=pid, properties={"title": {"title": [{"text": {"content": new}}]},
                                                          "Status": {"status": {"name": "Final"}}, "Reviewed": {"checkbox": True}}), mcp_text(p2)),
        (call("API-patch-block-children", block_id=pid, children=children_req), mcp_text(appended)),
        (call("API-post-database-query", database_id=db, filter={"property": "Quarter", "select": {"equals": "Q3 2024"}},
              sorts=[{"property": "Effort", "direction": "descending"}]), mcp_text(dbq)),
        (call("API-retrieve-a-page", page_id=pid), mcp_text(p3)),
        (call("API-get-block-children", block_id=pid, page_size=50), mcp_text(kids)),
    ]
    rs.add(task="mcp", tid="h21-mcp-07", system=system, turns=turns,
           state="Notion workspace Fernhill Studio; integration 'Ops assistant' has access to the Q3 planning page and the Roadmap database.",
           bad=True, turn=6, kind="page renamed to 'Q3 Planning (Final)' reads back under its old title 'Q3 Planning – Draft' (status and edit time are the new ones)")


# ---------------------------------------------------------------------------------------------------------
# 08 Fleet tracker (less common) - CLEAN: vehicles moving, odometers/fuel, ETA updates, a reassignment, new alerts.

def t08(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "List all vehicles with live position and status", {"status": S}, []),
        tool("get_vehicle", "Live telemetry and assignment of one vehicle", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trip", "A trip with its stops and ETAs", {"trip_id": S}, ["trip_id"]),
        tool("reassign_stops", "Move the remaining stops of a trip to another vehicle and driver", {"trip_id": S, "from_stop": INT, "to_vehicle": S, "driver_id": S, "add_transfer_stop": B}, ["trip_id", "from_stop", "to_vehicle"]),
        tool("send_driver_message", "Send a message to the driver app of a vehicle", {"vehicle_id": S, "text": S, "priority": S}, ["vehicle_id", "text"]),
        tool("list_alerts", "Alerts raised since a time", {"since": S}, ["since"]),
    ]
    system = mcp_system("fleetpulse", "telematics and dispatch for Kade Logistiek's parcel fleet, depot Rotterdam-Waalhaven", tools)

    def veh(vid: str, status: str, lat: float, lon: float, speed: int, odo: float, fuel: int, driver: str, trip: str | None, note: str, seen: str) -> dict[str, object]:
        return {"vehicle_id": vid, "status": status, "position": {"lat": lat, "lon": lon}, "speed_kmh": speed,
                "odometer_km": odo, "fuel_pct": fuel, "driver": driver, "trip_id": trip, "note": note, "last_ping": seen}
    v1 = [
        veh("VAN-01", "en_route", 51.9012, 4.4987, 52, 84211.6, 61, "Pieter de Wit", "TRP-5501", "next stop 5/11 ETA 10:31", "10:14:05"),
        veh("VAN-03", "idle", 51.8838, 4.4521, 0, 57902.3, 88, "Ayoub El Idrissi", None, "at depot, bay 2", "10:14:01"),
        veh("VAN-05", "en_route", 51.9551, 4.5690, 94, 120448.0, 34, "Sanne Kuipers", "TRP-5504", "next stop 2/8 ETA 10:38", "10:14:07"),
        veh("VAN-07", "stopped", 51.8297, 4.8712, 0, 73015.9, 47, "Luuk Verbeek", "TRP-5507", "FAULT P0217 since 09:58", "10:13:58"),
        veh("TRK-02", "loading", 51.8841, 4.4530, 0, 212880.4, 72, "Marco Bianchi", "TRP-5509", "dock 4, 18/26 pallets", "10:14:03"),
        veh("VAN-09", "off_duty", 51.8836, 4.4518, 0, 66120.7, 95, None, None, "parked", "09:02:44"),
    ]
    l1 = pj({"as_of": "2024-09-12T10:14:10+02:00", "count": 6, "vehicles": v1})
    g7 = pj({"vehicle_id": "VAN-07", "model": "Mercedes-Benz Sprinter 316 CDI (2020)", "plate": "VX-218-K",
             "status": "stopped", "stopped_since": "2024-09-12T09:58:12+02:00",
             "position": {"lat": 51.8297, "lon": 4.8712, "address": "A15 carpool Hardinxveld-Giessendam (hectometer 96.4)"},
             "engine": {"ignition": "off", "coolant_temp_c": 118, "dtc": [{"code": "P0217", "text": "Engine coolant over-temperature condition", "first_seen": "09:56:40"}]},
             "odometer_km": 73015.9, "fuel_pct": 47, "driver": {"id": "DRV-114", "name": "Luuk Verbeek", "phone": "+31 6 4172 9930"},
             "trip": {"trip_id": "TRP-5507", "stops_done": 3, "stops_total": 9}, "roadside_assistance": "ANWB case 24-771903, ETA tow 11:40",
             "last_ping": "2024-09-12T10:15:22+02:00"})
    stops = [
        (1, "Lekkerkerk, Kerkweg 12", "done", "08:41"), (2, "Nieuw-Lekkerland, Dorpsstraat 88", "done", "09:07"),
        (3, "Sliedrecht, Stationsweg 3", "done", "09:33"),
        (4, "Gorinchem, Arkelstraat 41", "pending", "10:22"), (5, "Gorinchem, Spijksedijk 9", "pending", "10:36"),
        (6, "Leerdam, Kerkstraat 17", "pending", "11:05"), (7, "Leerdam, Lingedijk 2", "pending", "11:18"),
        (8, "Arkel, Dorpsstraat 30", "pending", "11:41"), (9, "Hardinxveld, Peulenstraat 144", "pending", "12:02")]
    trip = pj({"trip_id": "TRP-5507", "vehicle_id": "VAN-07", "driver": "Luuk Verbeek", "date": "2024-09-12",
               "status": "interrupted", "parcels_total": 64, "parcels_delivered": 21, "parcels_on_board": 43,
               "stops": [{"seq": s, "address": a, "status": st, ("completed_at" if st == "done" else "planned_eta"): t,
                          "parcels": p} for (s, a, st, t), p in zip(stops, [7, 9, 5, 6, 4, 11, 3, 8, 11])],
               "note": "ETAs for stops 4-9 are stale: vehicle stopped since 09:58"})
    re = pj({"result": "ok", "source_trip": "TRP-5507", "new_trip": "TRP-5512", "vehicle_id": "VAN-03", "driver_id": "DRV-120",
             "driver": "Ayoub El Idrissi", "moved_stops": [4, 5, 6, 7, 8, 9], "parcels_moved": 43,
             "transfer_stop": {"seq": 1, "address": "A15 carpool Hardinxveld-Giessendam (VAN-07)", "eta": "10:52"},
             "TRP-5507": "closed after stop 3 (21 parcels delivered)", "created_at": "2024-09-12T10:16:30+02:00"})
    msg = pj({"message_id": "MSG-88410", "vehicle_id": "VAN-03", "driver": "Ayoub El Idrissi", "priority": "high",
              "text": "New trip TRP-5512: first go to the A15 carpool Hardinxveld (VAN-07 broke down) and take over 43 parcels, then Gorinchem/Leerdam/Arkel route. Luuk is on site.",
              "status": "delivered", "sent_at": "10:17:04", "delivered_at": "10:17:06", "read_at": None})
    g3 = pj({"vehicle_id": "VAN-03", "model": "Ford Transit 350 L3 (2022)", "plate": "VZ-460-P", "status": "en_route",
             "position": {"lat": 51.8725, "lon": 4.5301, "address": "A15 eastbound, near Barendrecht", "heading": "E"},
             "speed_kmh": 71, "engine": {"ignition": "on", "coolant_temp_c": 88, "dtc": []},
             "odometer_km": 57909.8, "fuel_pct": 87, "driver": {"id": "DRV-120", "name": "Ayoub El Idrissi"},
             "trip": {"trip_id": "TRP-5512", "stops_done": 0, "stops_total": 7, "next": "transfer at A15 carpool Hardinxveld-Giessendam", "next_eta": "10:49"},
             "messages": [{"message_id": "MSG-88410", "status": "read", "read_at": "10:17:31"}],
             "last_ping": "2024-09-12T10:21:09+02:00"})
    v2 = [
        veh("VAN-01", "at_stop", 51.9047, 4.5082, 0, 84218.4, 60, "Pieter de Wit", "TRP-5501", "at stop 5/11 since 10:23", "10:24:02"),
        veh("VAN-03", "en_route", 51.8702, 4.5728, 84, 57913.2, 87, "Ayoub El Idrissi", "TRP-5512", "next stop 1/7 (transfer) ETA 10:48", "10:24:05"),
        veh("VAN-05", "en_route", 52.0104, 4.6921, 88, 120463.2, 33, "Sanne Kuipers", "TRP-5504", "next stop 2/8 ETA 10:37", "10:24:04"),
        veh("VAN-07", "stopped", 51.8297, 4.8712, 0, 73015.9, 47, "Luuk Verbeek", "TRP-5507", "FAULT P0217 since 09:58, tow ETA 11:40", "10:23:58"),
        veh("TRK-02", "en_route", 51.8866, 4.4439, 31, 212881.9, 72, "Marco Bianchi", "TRP-5509", "left depot 10:21, 26 pallets", "10:24:01"),
        veh("VAN-09", "off_duty", 51.8836, 4.4518, 0, 66120.7, 95, None, None, "parked", "09:02:44"),
    ]
    l2 = pj({"as_of": "2024-09-12T10:24:08+02:00", "count": 6, "vehicles": v2})
    alerts = pj({"since": "2024-09-12T10:00:00+02:00", "count": 3, "alerts": [
        {"id": "ALR-30412", "vehicle_id": "VAN-07", "type": "engine_fault", "severity": "critical", "at": "09:58:12", "detail": "P0217 coolant over-temperature; vehicle stopped", "acknowledged_by": "dispatch (Nadia)"},
        {"id": "ALR-30419", "vehicle_id": "VAN-05", "type": "speeding", "severity": "warning", "at": "10:16:47", "detail": "104 km/h in 100 zone (A20 Nieuwerkerk) for 38 s", "acknowledged_by": None},
        {"id": "ALR-30421", "vehicle_id": "TRK-02", "type": "geofence_exit", "severity": "info", "at": "10:21:15", "detail": "left geofence 'Depot Waalhaven'", "acknowledged_by": None}]})
    trip2 = pj({"trip_id": "TRP-5512", "vehicle_id": "VAN-03", "driver": "Ayoub El Idrissi", "date": "2024-09-12", "status": "in_progress",
                "parcels_total": 43, "parcels_delivered": 0, "parcels_on_board": 0, "created_from": "TRP-5507 (stops 4-9)",
                "stops": [{"seq": 1, "address": "A15 carpool Hardinxveld-Giessendam (VAN-07)", "type": "transfer", "status": "pending", "eta": "10:48", "parcels": 43},
                          {"seq": 2, "address": "Gorinchem, Arkelstraat 41", "status": "pending", "eta": "11:14", "parcels": 6},
                          {"seq": 3, "address": "Gorinchem, Spijksedijk 9", "status": "pending", "eta": "11:27", "parcels": 4},
                          {"seq": 4, "address": "Leerdam, Kerkstraat 17", "status": "pending", "eta": "11:55", "parcels": 11},
                          {"seq": 5, "address": "Leerdam, Lingedijk 2", "status": "pending", "eta": "12:07", "parcels": 3},
                          {"seq": 6, "address": "Arkel, Dorpsstraat 30", "status": "pending", "eta": "12:29", "parcels": 8},
                          {"seq": 7, "address": "Hardinxveld, Peulenstraat 144", "status": "pending", "eta": "12:48", "parcels": 11}],
                "eta_source": "live traffic, recomputed 10:25"})
    turns = [
        (call("list_vehicles"), l1),
        (call("get_vehicle", vehicle_id="VAN-07"), g7),
        (call("get_trip", trip_id="TRP-5507"), trip),
        (call("reassign_stops", trip_id="TRP-5507", from_stop=4, to_vehicle="VAN-03", driver_id="DRV-120", add_transfer_stop=True), re),
        (call("send_driver_message", vehicle_id="VAN-03", priority="high",
              text="New trip TRP-5512: first go to the A15 carpool Hardinxveld (VAN-07 broke down) and take over 43 parcels, then Gorinchem/Leerdam/Arkel route. Luuk is on site."), msg),
        (call("get_vehicle", vehicle_id="VAN-03"), g3),
        (call("list_vehicles"), l2),
        (call("list_alerts", since="2024-09-12T10:00:00+02:00"), alerts),
        (call("get_trip", trip_id="TRP-5512"), trip2),
    ]
    rs.add(task="mcp", tid="h21-mcp-08", system=system, turns=turns,
           state="Kade Logistiek dispatch, 2024-09-12 ~10:14 CEST. VAN-07 broke down mid-route; the dispatcher agent moves its remaining stops to the idle VAN-03.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 09 Filesystem (mainstream) - BAD: a file moved into archive/ shows up again at its old path.

README_OLD = """# Atlas documentation

Atlas is the internal routing service for courier dispatch. Start with the architecture overview, then
the API reference.

## Contents

- [Architecture](architecture.md) - components, data flow, failure modes
- [API reference](api-reference.md) - REST and gRPC endpoints
- [Deployment](deployment.md) - environments, rollout, feature flags
- [Onboarding](onboarding.md) - local setup in 20 minutes
- [Glossary](glossary.md)
- [Changelog](changelog.md)

## Older material

- [Design v1 (draft)](design-v1-draft.md) - the original 2022 proposal, superseded by architecture.md
- [Roadmap 2023](roadmap-2023.md)
- [Meeting notes 2023](notes-2023-old.txt)

Questions: #atlas-dev on Slack, or open an issue with the `docs` label.
"""

README_NEW = README_OLD.replace("""## Older material

- [Design v1 (draft)](design-v1-draft.md) - the original 2022 proposal, superseded by architecture.md
- [Roadmap 2023](roadmap-2023.md)
- [Meeting notes 2023](notes-2023-old.txt)
""", """## Archive

Superseded documents live in [archive/](archive/):

- [Design v1 (draft)](archive/design-v1-draft.md) - the original 2022 proposal, superseded by architecture.md
- [Roadmap 2023](archive/roadmap-2023.md)
- [Meeting notes 2023](archive/notes-2023-old.txt)
""")


def t09(rs: RowSet) -> None:
    tools = [
        tool("list_directory", "List files and directories in a path", {"path": S}, ["path"]),
        tool("get_file_info", "Metadata of a file or directory", {"path": S}, ["path"]),
        tool("create_directory", "Create a directory (and parents)", {"path": S}, ["path"]),
        tool("move_file", "Move or rename a file or directory", {"source": S, "destination": S}, ["source", "destination"]),
        tool("read_file", "Read a text file", {"path": S}, ["path"]),
        tool("write_file", "Create or overwrite a file", {"path": S, "content": S}, ["path", "content"]),
    ]
    system = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, allowed directory /home/mara/projects", tools)
    d = "/home/mara/projects/atlas/docs"
    common = ["[FILE] README.md", "[FILE] adr-0001-grpc-between-services.md", "[FILE] adr-0002-postgres-over-mongodb.md",
              "[FILE] adr-0003-h3-geo-index.md", "[FILE] adr-0004-outbox-pattern.md", "[FILE] adr-0005-drop-redis-locks.md",
              "[FILE] api-reference.md", "[FILE] architecture.md"]
    tail = ["[FILE] changelog.md", "[FILE] deployment.md", "[FILE] faq.md", "[FILE] glossary.md", "[DIR] img", "[FILE] metrics.md"]
    end = ["[FILE] onboarding.md", "[FILE] runbook-dispatch-latency.md", "[FILE] runbook-kafka-lag.md", "[FILE] security.md",
           "[FILE] slo.md", "[FILE] style-guide.md", "[FILE] troubleshooting.md"]
    listing1 = "\n".join(common + ["[FILE] changelog.md", "[FILE] deployment.md", "[FILE] design-v1-draft.md", "[FILE] faq.md",
                                   "[FILE] glossary.md", "[DIR] img", "[FILE] metrics.md", "[FILE] notes-2023-old.txt"]
                          + ["[FILE] onboarding.md", "[FILE] roadmap-2023.md"] + end[1:])
    listing2 = "\n".join(common + ["[DIR] archive"] + tail + ["[FILE] onboarding.md", "[FILE] roadmap-2023.md"] + end[1:])
    info1 = "\n".join(["size: 18734", "created: Tue Mar 08 2022 10:41:17 GMT+0100 (Central European Standard Time)",
                       "modified: Mon Jan 16 2023 15:02:48 GMT+0100 (Central European Standard Time)",
                       "accessed: Thu Oct 17 2024 09:12:30 GMT+0200 (Central European Summer Time)",
                       "isDirectory: false", "isFile: true", "permissions: 644"])
    archive = "\n".join(["[FILE] design-v1-draft.md", "[FILE] notes-2023-old.txt", "[FILE] roadmap-2023.md"])
    info2 = "\n".join([f"size: {len(README_NEW.encode())}", "created: Tue Mar 08 2022 10:38:02 GMT+0100 (Central European Standard Time)",
                       "modified: Thu Oct 17 2024 09:16:44 GMT+0200 (Central European Summer Time)",
                       "accessed: Thu Oct 17 2024 09:15:51 GMT+0200 (Central European Summer Time)",
                       "isDirectory: false", "isFile: true", "permissions: 644"])
    turns = [
        (call("list_directory", path=d), mcp_text(listing1)),
        (call("get_file_info", path=f"{d}/design-v1-draft.md"), mcp_text(info1)),
        (call("create_directory", path=f"{d}/archive"), mcp_text(f"Successfully created directory {d}/archive")),
        (call("move_file", source=f"{d}/design-v1-draft.md", destination=f"{d}/archive/design-v1-draft.md"),
         mcp_text(f"Successfully moved {d}/design-v1-draft.md to {d}/archive/design-v1-draft.md")),
        (call("move_file", source=f"{d}/notes-2023-old.txt", destination=f"{d}/archive/notes-2023-old.txt"),
         mcp_text(f"Successfully moved {d}/notes-2023-old.txt to {d}/archive/notes-2023-old.txt")),
        (call("move_file", source=f"{d}/roadmap-2023.md", destination=f"{d}/archive/roadmap-2023.md"),
         mcp_text(f"Successfully moved {d}/roadmap-2023.md to {d}/archive/roadmap-2023.md")),
        (call("list_directory", path=f"{d}/archive"), mcp_text(archive)),
        (call("read_file", path=f"{d}/README.md"), mcp_text(README_OLD)),
        (call("list_directory", path=d), mcp_text(listing2)),
        (call("write_file", path=f"{d}/README.md", content=README_NEW), mcp_text(f"Successfully wrote to {d}/README.md")),
        (call("get_file_info", path=f"{d}/README.md"), mcp_text(info2)),
    ]
    rs.add(task="mcp", tid="h21-mcp-09", system=system, turns=turns,
           state="Allowed directory /home/mara/projects. Task: move superseded docs of the atlas project into docs/archive/ and fix the README links.",
           bad=True, turn=9, kind="roadmap-2023.md, moved into docs/archive/, is listed again in docs/ (the other two moved files are correctly gone)")


# ---------------------------------------------------------------------------------------------------------
# 10 Library catalog (less common) - CLEAN: checkout, hold queue, renewal, re-sorted search, a copy arriving from transit.

def t10(rs: RowSet) -> None:
    tools = [
        tool("search_catalog", "Search the catalog", {"q": S, "sort": S, "page": INT, "per_page": INT}, ["q"]),
        tool("get_holdings", "Copies of a bibliographic record with status", {"bib_id": INT}, ["bib_id"]),
        tool("checkout", "Check out an item to a patron", {"barcode": S, "patron_id": S}, ["barcode", "patron_id"]),
        tool("get_patron", "Patron account: loans, holds, fines", {"patron_id": S}, ["patron_id"]),
        tool("place_hold", "Place a hold on a title", {"bib_id": INT, "patron_id": S, "pickup_branch": S}, ["bib_id", "patron_id", "pickup_branch"]),
        tool("renew_loan", "Renew a loan", {"loan_id": S}, ["loan_id"]),
    ]
    system = mcp_system("shelfmark-ils", "circulation and catalog of the Brackenridge Public Library (3 branches)", tools)
    s1 = mcp_text("""Search: "le guin dispossessed"  sort: relevance  page 1 of 2  (7 results)

1. The dispossessed : an ambiguous utopia / Ursula K. Le Guin
   Harper Voyager, 2011 (orig. 1974) | Book | FIC LEGUIN | bib 118204
   Availability: 2 of 4 copies available (Main)
2. The dispossessed [sound recording] / Ursula K. Le Guin ; read by Don Leslie
   Blackstone Audio, 2010 | Audiobook CD | CD FIC LEGUIN | bib 140551
   Availability: 1 of 1 available (Eastside)
3. The dispossessed [electronic resource] / Ursula K. Le Guin
   HarperCollins e-books, 2009 | eBook (Libby) | bib 201877
   Availability: 0 of 3 licenses, 5 holds
4. The dispossessed / Ursula K. Le Guin
   Avon, 1975 | Book | FIC LEGUIN | bib 30221
   Availability: 1 of 1 available (Main - Storage, request for retrieval)
5. The Hainish novels & stories. Volume two / Ursula K. Le Guin ; edited by Brian Attebery
   Library of America, 2017 | Book | FIC LEGUIN v.2 | bib 176330
   Availability: 1 of 1 available (Northgate)""")
    h1 = pj({"bib_id": 118204, "title": "The dispossessed : an ambiguous utopia", "author": "Le Guin, Ursula K., 1929-2018",
             "isbn": "9780061054884", "holds": 0, "items": [
                 {"barcode": "3100029384", "branch": "Main", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "Available"},
                 {"barcode": "3100029391", "branch": "Main", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "Available"},
                 {"barcode": "3100031127", "branch": "Eastside", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "Checked out", "due": "2025-03-04"},
                 {"barcode": "3100035560", "branch": "Northgate", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "In transit", "transit": {"from": "Northgate", "to": "Main", "since": "2025-02-24 15:40"}}],
             "summary": {"total": 4, "available": 2}})
    co = pj({"result": "ok", "loan_id": "L-7719034", "barcode": "3100029384", "title": "The dispossessed : an ambiguous utopia",
             "patron_id": "P-204881", "checked_out": "2025-02-25 10:47", "due": "2025-03-18", "loan_period_days": 21,
             "renewals_allowed": 2, "branch": "Main", "receipt": "emailed to h.okafor@…"})
    patron1 = pj({"patron_id": "P-204881", "name": "Harriet Okafor", "category": "Adult", "home_branch": "Main", "expires": "2026-09-30",
                  "loans": [
                      {"loan_id": "L-7690122", "title": "The overstory / Richard Powers", "barcode": "3100027715", "due": "2025-02-27", "renewals_used": 0},
                      {"loan_id": "L-7702458", "title": "Piranesi / Susanna Clarke", "barcode": "3100033902", "due": "2025-03-03", "renewals_used": 1},
                      {"loan_id": "L-7719034", "title": "The dispossessed : an ambiguous utopia", "barcode": "3100029384", "due": "2025-03-18", "renewals_used": 0}],
                  "holds": [{"hold_id": "H-54877", "title": "Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin", "pickup": "Main", "position": 2, "queue_length": 6, "placed": "2025-02-03"}],
                  "fines": {"balance": "0.40", "currency": "USD", "items": [{"reason": "overdue (2 days)", "title": "Klara and the sun", "amount": "0.40", "date": "2025-01-20"}]},
                  "limits": {"loans": "3 of 30", "holds": "1 of 15"}})
    s2 = mcp_text("""Search: "dispossessed"  sort: pubdate (newest first)  page 1 of 2  (8 results)

1. Dispossessed : land, power and belonging in rural Ireland, 1870-1923 / Aoife Kearney
   Cork University Press, 2021 | Book | 333.309415 KEA | bib 211406
   Availability: 1 of 1 available (Main)
2. The Hainish novels & stories. Volume two / Ursula K. Le Guin ; edited by Brian Attebery
   Library of America, 2017 | Book | FIC LEGUIN v.2 | bib 176330
   Availability: 1 of 1 available (Northgate)
3. The dispossessed : an ambiguous utopia / Ursula K. Le Guin
   Harper Voyager, 2011 (orig. 1974) | Book | FIC LEGUIN | bib 118204
   Availability: 1 of 4 copies available (Main)
4. The dispossessed [sound recording] / Ursula K. Le Guin ; read by Don Leslie
   Blackstone Audio, 2010 | Audiobook CD | CD FIC LEGUIN | bib 140551
   Availability: 1 of 1 available (Eastside)
5. The dispossessed [electronic resource] / Ursula K. Le Guin
   HarperCollins e-books, 2009 | eBook (Libby) | bib 201877
   Availability: 0 of 3 licenses, 5 holds""")
    hold = pj({"result": "ok", "hold_id": "H-55102", "bib_id": 52890, "title": "The lathe of heaven / Ursula K. Le Guin",
               "patron_id": "P-204881", "pickup_branch": "Main", "placed": "2025-02-25 10:51", "position": 3, "queue_length": 3,
               "copies": 2, "copies_available": 0, "estimated_wait": "4-6 weeks", "expires_if_not_filled": "2025-08-24"})
    ren = pj({"result": "ok", "loan_id": "L-7690122", "title": "The overstory / Richard Powers", "old_due": "2025-02-27",
              "new_due": "2025-03-18", "renewals_used": 1, "renewals_allowed": 2, "renewed_at": "2025-02-25 10:52"})
    patron2 = json.loads(patron1)
    patron2["loans"][0].update({"due": "2025-03-18", "renewals_used": 1})
    patron2["holds"].append({"hold_id": "H-55102", "title": "The lathe of heaven / Ursula K. Le Guin", "pickup": "Main", "position": 3, "queue_length": 3, "placed": "2025-02-25"})
    patron2["limits"] = {"loans": "3 of 30", "holds": "2 of 15"}
    h2 = json.loads(h1)
    h2["items"][0] = {"barcode": "3100029384", "branch": "Main", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "Checked out", "due": "2025-03-18"}
    h2["items"][3] = {"barcode": "3100035560", "branch": "Main", "collection": "Adult Fiction", "call_no": "FIC LEGUIN", "status": "Available",
                      "note": "received from transit 2025-02-25 10:58 (home branch Northgate, floating collection)"}
    h2["summary"] = {"total": 4, "available": 2}
    turns = [
        (call("search_catalog", q="le guin dispossessed", per_page=5), s1),
        (call("get_holdings", bib_id=118204), h1),
        (call("checkout", barcode="3100029384", patron_id="P-204881"), co),
        (call("get_patron", patron_id="P-204881"), patron1),
        (call("search_catalog", q="dispossessed", sort="pubdate_desc", per_page=5), s2),
        (call("place_hold", bib_id=52890, patron_id="P-204881", pickup_branch="Main"), hold),
        (call("renew_loan", loan_id="L-7690122"), ren),
        (call("get_patron", patron_id="P-204881"), pj(patron2)),
        (call("get_holdings", bib_id=118204), pj(h2)),
    ]
    rs.add(task="mcp", tid="h21-mcp-10", system=system, turns=turns,
           state="Circulation desk, Main branch, 2025-02-25 morning. Patron P-204881 (Harriet Okafor) asks for The Dispossessed, a hold on The Lathe of Heaven and a renewal.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 11 Stripe (mainstream) - BAD: the default card's last4 reads 8871 on the customer after 8817 on the same pm id.

def t11(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "List customers, optionally by email", {"email": S, "limit": INT}, []),
        tool("list_payment_methods", "List a customer's payment methods", {"customer": S, "type": S}, ["customer"]),
        tool("create_invoice_item", "Create a pending invoice item", {"customer": S, "amount": INT, "currency": S, "description": S}, ["customer", "amount", "currency"]),
        tool("create_invoice", "Create a draft invoice", {"customer": S, "collection_method": S, "auto_advance": B, "pending_invoice_items_behavior": S}, ["customer"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("retrieve_customer", "Retrieve a customer", {"customer": S, "expand": A}, ["customer"]),
        tool("pay_invoice", "Attempt payment of an open invoice", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices of a customer", {"customer": S, "limit": INT}, ["customer"]),
    ]
    system = mcp_system("stripe", "Stripe API (live mode, account acct_1KestrelBill0Xy) via the Stripe MCP server", tools)
    cus, pm = "cus_QmT7v2Lk9XaB1c", "pm_1PqR8sKt5ZxW3yLmN0aBcD7e"

    def card(last4: str) -> dict[str, object]:
        return {"id": pm, "object": "payment_method", "type": "card", "customer": cus, "created": 1712150461, "livemode": True,
                "billing_details": {"name": "Kestrel Analytics GmbH", "email": "billing@kestrelanalytics.io",
                                    "address": {"city": "Leipzig", "country": "DE", "line1": "Karl-Liebknecht-Str. 141", "postal_code": "04275"}},
                "card": {"brand": "visa", "display_brand": "visa", "last4": last4, "exp_month": 11, "exp_year": 2027, "funding": "credit",
                         "country": "DE", "fingerprint": "Xq7NcRk2pLw9TfBa", "checks": {"cvc_check": "pass", "address_postal_code_check": "pass"},
                         "networks": {"available": ["visa"], "preferred": None}, "three_d_secure_usage": {"supported": True}}}
    cust_base = {"id": cus, "object": "customer", "name": "Kestrel Analytics GmbH", "email": "billing@kestrelanalytics.io",
                 "created": 1712150388, "currency": "eur", "balance": 0, "delinquent": False, "livemode": True,
                 "address": {"city": "Leipzig", "country": "DE", "line1": "Karl-Liebknecht-Str. 141", "postal_code": "04275"},
                 "tax_exempt": "reverse", "preferred_locales": ["de", "en"], "metadata": {"account_id": "acc_2291", "plan": "scale"}}
    lc = pj({"object": "list", "url": "/v1/customers", "has_more": False, "data": [
        dict(cust_base, invoice_prefix="KESTR", next_invoice_sequence=43,
             invoice_settings={"default_payment_method": pm, "custom_fields": [{"name": "USt-IdNr.", "value": "DE318842617"}], "footer": None})]})
    lpm = pj({"object": "list", "url": "/v1/payment_methods", "has_more": False, "data": [card("8817")]})
    desc = "API overage - September 2024 (1,600,000 calls above plan at EUR 0.30 per 1,000)"
    ii = pj({"id": "ii_1Q4sVwKt5ZxW3yLm8HuP2rTe", "object": "invoiceitem", "amount": 48000, "currency": "eur", "customer": cus,
             "date": 1727775612, "description": desc, "discountable": True, "invoice": None, "livemode": True, "proration": False,
             "quantity": 1, "unit_amount": 48000, "unit_amount_decimal": "48000", "period": {"start": 1727775612, "end": 1727775612},
             "metadata": {}})
    line = {"id": "il_1Q4sWbKt5ZxW3yLmQv3nYc0d", "object": "line_item", "amount": 48000, "currency": "eur", "description": desc,
            "invoice_item": "ii_1Q4sVwKt5ZxW3yLm8HuP2rTe", "quantity": 1, "type": "invoiceitem", "proration": False,
            "period": {"start": 1727775612, "end": 1727775612}}
    inv_id = "in_1Q4sWbKt5ZxW3yLmF6gH2jKl"
    inv = {"id": inv_id, "object": "invoice", "customer": cus, "customer_email": "billing@kestrelanalytics.io",
           "customer_name": "Kestrel Analytics GmbH", "currency": "eur", "collection_method": "charge_automatically",
           "auto_advance": False, "status": "draft", "number": None, "created": 1727775653, "period_start": 1727775653, "period_end": 1727775653,
           "subtotal": 48000, "tax": None, "total": 48000, "amount_due": 48000, "amount_paid": 0, "amount_remaining": 48000,
           "customer_tax_exempt": "reverse", "default_payment_method": None, "footer": "Reverse charge: VAT to be accounted for by the recipient.",
           "lines": {"object": "list", "data": [line], "has_more": False, "total_count": 1, "url": f"/v1/invoices/{inv_id}/lines"},
           "hosted_invoice_url": None, "invoice_pdf": None, "payment_intent": None, "attempt_count": 0, "livemode": True}
    fin = dict(inv, status="open", number="KESTR-0043", status_transitions={"finalized_at": 1727775701, "paid_at": None},
               hosted_invoice_url="https://invoice.stripe.com/i/acct_1KestrelBill0Xy/live_YWNjdF8xS2VzdHJlbEJpbGwwWHksX1FtVDc0",
               invoice_pdf="https://pay.stripe.com/invoice/acct_1KestrelBill0Xy/live_YWNjdF8xS2VzdHJlbEJpbGwwWHksX1FtVDc0/pdf",
               payment_intent="pi_3Q4sXDKt5ZxW3yLm0Nf1aB9c", effective_at=1727775701, next_payment_attempt=1727779301)
    cust2 = dict(cust_base, invoice_prefix="KESTR", next_invoice_sequence=44,
                 invoice_settings={"default_payment_method": card("8871"), "custom_fields": [{"name": "USt-IdNr.", "value": "DE318842617"}], "footer": None})
    paid = dict(fin, status="paid", amount_paid=48000, amount_remaining=0, attempt_count=1, attempted=True, paid=True,
                charge="ch_3Q4sXDKt5ZxW3yLm0rT8uVwX", next_payment_attempt=None,
                status_transitions={"finalized_at": 1727775701, "paid_at": 1727775788})
    del paid["lines"]
    paid["lines"] = {"object": "list", "total_count": 1, "url": f"/v1/invoices/{inv_id}/lines"}
    listing = pj({"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
        {"id": inv_id, "number": "KESTR-0043", "status": "paid", "total": 48000, "amount_paid": 48000, "currency": "eur",
         "created": 1727775653, "description": None, "subscription": None, "billing_reason": "manual"},
        {"id": "in_1Q0AbkKt5ZxW3yLmT9pLq2Ws", "number": "KESTR-0042", "status": "paid", "total": 149000, "amount_paid": 149000, "currency": "eur",
         "created": 1727740860, "description": None, "subscription": "sub_1P1bWqKt5ZxW3yLmR4eZ8kVn", "billing_reason": "subscription_cycle"},
        {"id": "in_1Pu2NfKt5ZxW3yLmD0kQy7Hb", "number": "KESTR-0041", "status": "paid", "total": 31500, "amount_paid": 31500, "currency": "eur",
         "created": 1725231021, "description": None, "subscription": None, "billing_reason": "manual"}]})
    turns = [
        (call("list_customers", email="billing@kestrelanalytics.io", limit=3), lc),
        (call("list_payment_methods", customer=cus, type="card"), lpm),
        (call("create_invoice_item", customer=cus, amount=48000, currency="eur", description=desc), ii),
        (call("create_invoice", customer=cus, collection_method="charge_automatically", auto_advance=False, pending_invoice_items_behavior="include"), pj(inv)),
        (call("finalize_invoice", invoice=inv_id), pj(fin)),
        (call("retrieve_customer", customer=cus, expand=["invoice_settings.default_payment_method"]), pj(cust2)),
        (call("pay_invoice", invoice=inv_id), pj(paid)),
        (call("list_invoices", customer=cus, limit=3), listing),
    ]
    rs.add(task="mcp", tid="h21-mcp-11", system=system, turns=turns,
           state="Stripe live account of a SaaS vendor; the billing agent charges Kestrel Analytics GmbH for September API overage (2024-10-01).",
           bad=True, turn=6, kind="default card pm_1PqR8s... shows last4 8871 on the customer after list_payment_methods showed 8817 for the same payment method")


# ---------------------------------------------------------------------------------------------------------
# 12 CRM (less common) - BAD: pipeline summary's Negotiation total does not equal the five deals just listed.

def t12(rs: RowSet) -> None:
    tools = [
        tool("list_deals", "List deals filtered by stage, owner or close period", {"stage": S, "owner": S, "closed_in": S, "sort": S}, []),
        tool("get_deal", "One deal with contacts, activity and notes", {"deal_id": S}, ["deal_id"]),
        tool("get_pipeline_summary", "Counts, amounts and weighted amounts per stage", {"pipeline": S, "period": S}, ["pipeline"]),
        tool("update_deal", "Update deal fields (stage, amount, close date, owner)", {"deal_id": S, "fields": OBJ}, ["deal_id", "fields"]),
        tool("log_activity", "Log a call, meeting, or email on a deal", {"deal_id": S, "type": S, "summary": S, "at": S}, ["deal_id", "type", "summary"]),
    ]
    system = mcp_system("tallybook-crm", "Tallybook CRM for a B2B scheduling-software vendor; amounts in USD", tools)
    neg = [
        ["D-1177", "Brightwater Foods - ERP connector", "$42,000", "Priya Raman", "2025-03-28", "80%"],
        ["D-1180", "Luma Dental Group - 40 seats", "$18,500", "Jonas Berg", "2025-03-21", "80%"],
        ["D-1183", "Okafor & Lane LLP - enterprise", "$67,250", "Priya Raman", "2025-03-31", "80%"],
        ["D-1191", "Tidewell Marine - pilot", "$9,900", "Camille Durand", "2025-04-04", "80%"],
        ["D-1196", "Northfield Schools - district license", "$31,000", "Jonas Berg", "2025-03-25", "80%"],
    ]
    l1 = ("Pipeline: New Business | stage: Negotiation | sort: deal_id\n\n"
          + table(["deal", "name", "amount", "owner", "close date", "prob."], neg)
          + "\n\n5 deals, total $168,650, weighted $134,920")
    deal = """D-1183  Okafor & Lane LLP - enterprise
pipeline      New Business
stage         Negotiation (since 2025-02-26, 16 days)
amount        $67,250  (annual, 3-year term, 145 seats, onboarding waived)
probability   80%
close date    2025-03-31
owner         Priya Raman
created       2024-12-09 from inbound demo request
contacts      Adaeze Okafor (Managing Partner, decision maker) - adaeze@okaforlane.com
              Tom Lindgren (IT Director) - t.lindgren@okaforlane.com
              Rhea Castillo (Office Manager, champion)
competitors   Clio Scheduling, in-house Outlook
next step     countersigned MSA expected this week; legal redlines on DPA resolved 2025-03-11
recent activity
  2025-03-11 15:30  email    Legal: DPA redlines accepted (Tom L.)
  2025-03-06 10:00  meeting  Security review passed, SSO via Entra ID confirmed
  2025-02-26 14:00  call     Verbal yes on 3-year term, asked for Net-45
notes         Net-45 approved by finance (FIN-APPROVAL-0211)."""
    summ1 = ("Pipeline summary: New Business | period: Q1 2025 (2025-01-01 .. 2025-03-31) | as of 2025-03-14 09:20\n\n"
             + table(["stage", "deals", "amount", "prob.", "weighted"], [
                 ["Prospecting", 11, "$212,400", "10%", "$21,240"], ["Qualification", 8, "$143,900", "25%", "$35,975"],
                 ["Proposal", 6, "$121,300", "50%", "$60,650"], ["Negotiation", 5, "$175,650", "80%", "$140,520"],
                 ["OPEN TOTAL", 30, "$653,250", "", "$258,385"]])
             + "\n\nclosed this period\n" + table(["stage", "deals", "amount"], [["Closed Won", 7, "$96,400"], ["Closed Lost", 4, "$38,700"]])
             + "\n\nquota Q1: $180,000 | attained $96,400 (53.6%) | gap $83,600")
    upd = """deal D-1183 updated
  stage        Negotiation -> Closed Won
  close date   2025-03-31 -> 2025-03-14
  probability  80% -> 100%
  updated by   agent (for Priya Raman) at 2025-03-14 09:22
  automation   'Won deal -> onboarding': created onboarding project ONB-0388, notified #wins"""
    act = """activity ACT-55871 logged on D-1183
  type     call
  at       2025-03-14 09:10
  summary  Adaeze confirmed countersigned MSA sent via DocuSign; kickoff requested for week of Mar 24.
  by       agent (for Priya Raman)"""
    summ2 = ("Pipeline summary: New Business | period: Q1 2025 (2025-01-01 .. 2025-03-31) | as of 2025-03-14 09:24\n\n"
             + table(["stage", "deals", "amount", "prob.", "weighted"], [
                 ["Prospecting", 11, "$212,400", "10%", "$21,240"], ["Qualification", 8, "$143,900", "25%", "$35,975"],
                 ["Proposal", 6, "$121,300", "50%", "$60,650"], ["Negotiation", 4, "$101,400", "80%", "$81,120"],
                 ["OPEN TOTAL", 29, "$579,000", "", "$198,985"]])
             + "\n\nclosed this period\n" + table(["stage", "deals", "amount"], [["Closed Won", 8, "$163,650"], ["Closed Lost", 4, "$38,700"]])
             + "\n\nquota Q1: $180,000 | attained $163,650 (90.9%) | gap $16,350")
    won = [
        ["D-1102", "Parkview Physio - 12 seats", "$12,000", "Camille Durand", "2025-01-09"],
        ["D-1118", "Ridgeway Vets - 8 seats", "$8,400", "Jonas Berg", "2025-01-17"],
        ["D-1124", "Cobalt Coworking - 3 sites", "$22,500", "Priya Raman", "2025-01-30"],
        ["D-1131", "Harbor Yoga Collective", "$15,000", "Camille Durand", "2025-02-07"],
        ["D-1140", "Elm Street Pediatrics", "$9,800", "Jonas Berg", "2025-02-19"],
        ["D-1152", "Summit Driving School", "$18,200", "Priya Raman", "2025-03-04"],
        ["D-1166", "Greyfield Tutors", "$10,500", "Camille Durand", "2025-03-10"],
        ["D-1183", "Okafor & Lane LLP - enterprise", "$67,250", "Priya Raman", "2025-03-14"],
    ]
    l2 = ("Pipeline: New Business | stage: Closed Won | closed in: Q1 2025 | sort: close_date\n\n"
          + table(["deal", "name", "amount", "owner", "closed"], won) + "\n\n8 deals, total $163,650")
    turns = [
        (call("list_deals", stage="Negotiation", sort="deal_id"), l1),
        (call("get_deal", deal_id="D-1183"), deal),
        (call("get_pipeline_summary", pipeline="New Business", period="Q1 2025"), summ1),
        (call("update_deal", deal_id="D-1183", fields={"stage": "Closed Won", "close_date": "2025-03-14"}), upd),
        (call("log_activity", deal_id="D-1183", type="call", at="2025-03-14T09:10",
              summary="Adaeze confirmed countersigned MSA sent via DocuSign; kickoff requested for week of Mar 24."), act),
        (call("get_pipeline_summary", pipeline="New Business", period="Q1 2025"), summ2),
        (call("list_deals", stage="Closed Won", closed_in="Q1 2025", sort="close_date"), l2),
    ]
    rs.add(task="mcp", tid="h21-mcp-12", system=system, turns=turns,
           state="Tallybook CRM, Friday 2025-03-14 ~09:15. Weekly pipeline review for Priya Raman's team; only the agent edits deals during the session.",
           bad=True, turn=3, kind="pipeline summary shows Negotiation at 5 deals / $175,650 while the five Negotiation deals just listed total $168,650")


# ---------------------------------------------------------------------------------------------------------
# 13 Google Calendar (mainstream) - CLEAN: create, extend + Meet link, RSVPs arriving, UTC vs local offsets.

def t13(rs: RowSet) -> None:
    tools = [
        tool("list_calendars", "List calendars of the user", {}, []),
        tool("freebusy_query", "Busy intervals for a set of calendars", {"time_min": S, "time_max": S, "items": A}, ["time_min", "time_max", "items"]),
        tool("create_event", "Create an event", {"calendar_id": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S}, ["calendar_id", "summary", "start", "end"]),
        tool("get_event", "Get an event", {"calendar_id": S, "event_id": S}, ["calendar_id", "event_id"]),
        tool("update_event", "Patch an event", {"calendar_id": S, "event_id": S, "patch": OBJ, "send_updates": S}, ["calendar_id", "event_id", "patch"]),
        tool("list_events", "List events in a time range", {"calendar_id": S, "time_min": S, "time_max": S, "single_events": B, "order_by": S}, ["calendar_id"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar API for nora.baptiste@cobaltline.com", tools)
    me, luis, mei, ahmed = "nora.baptiste@cobaltline.com", "luis.ferraz@cobaltline.com", "mei.tanaka@cobaltline.com", "ahmed.siddiqui@cobaltline.com"
    cals = pj({"kind": "calendar#calendarList", "items": [
        {"id": me, "summary": me, "timeZone": "America/Chicago", "accessRole": "owner", "primary": True, "backgroundColor": "#9fe1e7"},
        {"id": "c_8f3a1e0b92d7@group.calendar.google.com", "summary": "Team - Platform", "timeZone": "America/Chicago", "accessRole": "writer"},
        {"id": "en.usa#holiday@group.v.calendar.google.com", "summary": "Holidays in United States", "timeZone": "America/Chicago", "accessRole": "reader"}]})
    fb1 = pj({"kind": "calendar#freeBusy", "timeMin": "2025-04-09T18:00:00.000Z", "timeMax": "2025-04-09T23:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2025-04-09T18:00:00Z", "end": "2025-04-09T18:30:00Z"}, {"start": "2025-04-09T21:00:00Z", "end": "2025-04-09T21:45:00Z"}]},
        luis: {"busy": [{"start": "2025-04-09T18:30:00Z", "end": "2025-04-09T19:00:00Z"}, {"start": "2025-04-09T21:00:00Z", "end": "2025-04-09T22:00:00Z"}]},
        mei: {"busy": [{"start": "2025-04-09T20:45:00Z", "end": "2025-04-09T21:15:00Z"}]},
        ahmed: {"busy": [{"start": "2025-04-09T22:00:00Z", "end": "2025-04-09T23:00:00Z"}]}}})
    eid = "5q9k2mth1v8b0r7ce3ds4lfaj0"
    desc = "Review of the payments retry service design (doc: go/retry-design). Please read sections 2-4 beforehand."
    base = {"kind": "calendar#event", "id": eid, "status": "confirmed",
            "htmlLink": "https://www.google.com/calendar/event?eid=NXE5azJtdGgxdjhiMHI3Y2UzZHM0bGZhajAgbm9yYS5iYXB0aXN0ZUBjb2JhbHRsaW5lLmNvbQ",
            "created": "2025-04-07T15:12:44.000Z", "summary": "Design review: payments retry service", "description": desc,
            "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
            "iCalUID": f"{eid}@google.com", "reminders": {"useDefault": True}, "eventType": "default"}

    def att(l_: str, m_: str, a_: str, mei_comment: str | None = None) -> list[dict[str, object]]:
        out: list[dict[str, object]] = [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
                                        {"email": luis, "responseStatus": l_}, {"email": mei, "responseStatus": m_},
                                        {"email": ahmed, "responseStatus": a_}]
        if mei_comment:
            out[2]["comment"] = mei_comment
        return out
    ev1 = dict(base, etag='"3487719129488000"', updated="2025-04-07T15:12:44.744Z", sequence=0,
               start={"dateTime": "2025-04-09T14:00:00-05:00", "timeZone": "America/Chicago"},
               end={"dateTime": "2025-04-09T15:00:00-05:00", "timeZone": "America/Chicago"},
               attendees=att("needsAction", "needsAction", "needsAction"))
    meet = {"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/xdr-qbnm-tke", "label": "meet.google.com/xdr-qbnm-tke"},
                            {"entryPointType": "phone", "uri": "tel:+1-402-555-0148", "label": "+1 402-555-0148", "pin": "417205963"}],
            "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"}, "conferenceId": "xdr-qbnm-tke"}
    ev2 = dict(base, etag='"3487719286006000"', updated="2025-04-07T15:14:03.003Z", sequence=1,
               start={"dateTime": "2025-04-09T14:00:00-05:00", "timeZone": "America/Chicago"},
               end={"dateTime": "2025-04-09T15:30:00-05:00", "timeZone": "America/Chicago"},
               attendees=att("needsAction", "needsAction", "needsAction"), hangoutLink="https://meet.google.com/xdr-qbnm-tke", conferenceData=meet)
    ev2["description"] = desc + " Extended to 90 min: includes the failure-injection demo."
    day = pj({"kind": "calendar#events", "summary": me, "timeZone": "America/Chicago", "updated": "2025-04-07T15:20:51.118Z", "items": [
        {"id": "3m1c0q7r9ak2v5hdb8e6tplj4s", "summary": "Platform standup", "start": {"dateTime": "2025-04-09T09:30:00-05:00"}, "end": {"dateTime": "2025-04-09T09:45:00-05:00"},
         "recurringEventId": "3m1c0q7r9ak2v5hdb8e6tplj4s_R20240108T153000", "organizer": {"email": "c_8f3a1e0b92d7@group.calendar.google.com"}},
        {"id": "0v4h7d2k9s1m6b3q8t5n0e7cga", "summary": "1:1 Nora / Dana", "start": {"dateTime": "2025-04-09T13:00:00-05:00"}, "end": {"dateTime": "2025-04-09T13:30:00-05:00"},
         "organizer": {"email": "dana.kim@cobaltline.com"}},
        {"id": eid, "summary": "Design review: payments retry service", "start": {"dateTime": "2025-04-09T14:00:00-05:00"}, "end": {"dateTime": "2025-04-09T15:30:00-05:00"},
         "hangoutLink": "https://meet.google.com/xdr-qbnm-tke", "attendees": att("accepted", "tentative", "needsAction", "May join 10 min late"),
         "organizer": {"email": me, "self": True}},
        {"id": "7b2e0n5q8d1s4k9h3m6v0c7rtf", "summary": "Sprint demo prep", "start": {"dateTime": "2025-04-09T16:00:00-05:00"}, "end": {"dateTime": "2025-04-09T16:45:00-05:00"},
         "organizer": {"email": me, "self": True}}]})
    fb2 = pj({"kind": "calendar#freeBusy", "timeMin": "2025-04-09T18:00:00.000Z", "timeMax": "2025-04-09T23:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2025-04-09T18:00:00Z", "end": "2025-04-09T18:30:00Z"}, {"start": "2025-04-09T19:00:00Z", "end": "2025-04-09T20:30:00Z"},
                      {"start": "2025-04-09T21:00:00Z", "end": "2025-04-09T21:45:00Z"}]},
        luis: {"busy": [{"start": "2025-04-09T18:30:00Z", "end": "2025-04-09T20:30:00Z"}, {"start": "2025-04-09T21:00:00Z", "end": "2025-04-09T22:00:00Z"}]}}})
    ev3 = dict(ev2, etag='"3487721375010000"', updated="2025-04-07T15:31:27.505Z",
               attendees=att("accepted", "tentative", "accepted", "May join 10 min late"))
    turns = [
        (call("list_calendars"), cals),
        (call("freebusy_query", time_min="2025-04-09T13:00:00-05:00", time_max="2025-04-09T18:00:00-05:00",
              items=[{"id": me}, {"id": luis}, {"id": mei}, {"id": ahmed}]), fb1),
        (call("create_event", calendar_id="primary", summary="Design review: payments retry service",
              start={"dateTime": "2025-04-09T14:00:00", "timeZone": "America/Chicago"}, end={"dateTime": "2025-04-09T15:00:00", "timeZone": "America/Chicago"},
              attendees=[{"email": luis}, {"email": mei}, {"email": ahmed}], description=desc), pj(ev1)),
        (call("get_event", calendar_id="primary", event_id=eid), pj(ev1)),
        (call("update_event", calendar_id="primary", event_id=eid, send_updates="all",
              patch={"end": {"dateTime": "2025-04-09T15:30:00", "timeZone": "America/Chicago"},
                     "description": desc + " Extended to 90 min: includes the failure-injection demo.",
                     "conferenceData": {"createRequest": {"requestId": "nb-retry-review-0409", "conferenceSolutionKey": {"type": "hangoutsMeet"}}}}), pj(ev2)),
        (call("list_events", calendar_id="primary", time_min="2025-04-09T00:00:00-05:00", time_max="2025-04-10T00:00:00-05:00",
              single_events=True, order_by="startTime"), day),
        (call("freebusy_query", time_min="2025-04-09T13:00:00-05:00", time_max="2025-04-09T18:00:00-05:00", items=[{"id": me}, {"id": luis}]), fb2),
        (call("get_event", calendar_id="primary", event_id=eid), pj(ev3)),
    ]
    rs.add(task="mcp", tid="h21-mcp-13", system=system, turns=turns,
           state="Google Calendar of Nora Baptiste (America/Chicago, CDT = UTC-5), Monday 2025-04-07 ~10:12 local. Task: book a design review on Wed 2025-04-09 with Luis, Mei and Ahmed.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 14 Feature-flag service (less common) - BAD: production rollout set to 25% reads back as 10% at a later version.

def t14(rs: RowSet) -> None:
    tools = [
        tool("list_environments", "List environments of the project", {"project": S}, ["project"]),
        tool("get_flag", "Get a flag's configuration in one environment", {"project": S, "flag_key": S, "environment": S}, ["project", "flag_key", "environment"]),
        tool("get_flag_metrics", "Evaluation counts and error rates per variant", {"project": S, "flag_key": S, "environment": S, "window": S}, ["project", "flag_key", "environment", "window"]),
        tool("update_rollout", "Change the percentage rollout of the default rule", {"project": S, "flag_key": S, "environment": S, "percentage": INT, "comment": S}, ["project", "flag_key", "environment", "percentage"]),
        tool("add_targeting_rule", "Add a targeting rule serving a variation to a segment", {"project": S, "flag_key": S, "environment": S, "segment": S, "variation": S, "position": INT}, ["project", "flag_key", "environment", "segment", "variation"]),
        tool("get_audit_log", "Audit log entries of a flag", {"project": S, "flag_key": S, "limit": INT}, ["project", "flag_key"]),
        tool("list_flags", "List flags of a project with their state per environment", {"project": S, "tag": S}, ["project"]),
    ]
    system = mcp_system("switchyard", "self-hosted feature-flag service for the 'storefront' project", tools)
    P, F = "storefront", "new-checkout-flow"
    envs = mcp_text({"project": P, "environments": [
        {"key": "development", "name": "Development", "sdk_key": "sdk-dev-****-41c2", "require_approval": False, "color": "#8bc34a"},
        {"key": "staging", "name": "Staging", "sdk_key": "sdk-stg-****-9e07", "require_approval": False, "color": "#ffb300"},
        {"key": "production", "name": "Production", "sdk_key": "sdk-prd-****-d15a", "require_approval": False, "color": "#e53935",
         "note": "changes notify #storefront-releases"}]})

    def flag(version: int, pct: int, rules: list[dict[str, object]], updated: str, by: str) -> dict[str, object]:
        return {"project": P, "key": F, "name": "New checkout flow", "kind": "boolean", "environment": "production",
                "on": True, "version": version, "variations": [{"key": "on", "value": True}, {"key": "off", "value": False}],
                "off_variation": "off", "prerequisites": [{"flag": "payments-v2-client", "variation": "on"}],
                "targets": {"on": ["user_qa_01", "user_qa_02"], "off": []},
                "rules": rules,
                "fallthrough": {"rollout": [{"variation": "on", "weight": pct * 1000}, {"variation": "off", "weight": (100 - pct) * 1000}],
                                "bucket_by": "user.key", "seed": 20240611},
                "fallthrough_summary": f"{pct}% on / {100 - pct}% off (bucket by user.key)",
                "tags": ["checkout", "q3-launch"], "maintainer": "ines.duarte@storefront.example",
                "updated_at": updated, "updated_by": by, "stale": False}
    r_beta = {"id": "r-7d21", "description": "beta customers", "clauses": [{"segment": "beta-customers", "op": "in"}], "variation": "on"}
    r_staff = {"id": "r-a930", "description": "internal staff", "clauses": [{"segment": "internal-staff", "op": "in"}], "variation": "on"}
    f1 = flag(14, 10, [r_beta], "2024-07-02T16:40:11Z", "ines.duarte@storefront.example")
    m1 = mcp_text({"flag_key": F, "environment": "production", "window": "24h", "from": "2024-07-08T09:05:00Z", "to": "2024-07-09T09:05:00Z",
                   "evaluations": 1482330, "unique_users": 212877, "by_variation": [
                       {"variation": "on", "evaluations": 160912, "users": 22418, "share_users": "10.5%",
                        "checkout_errors_per_1k": 2.1, "p95_checkout_ms": 812, "conversion": "3.94%"},
                       {"variation": "off", "evaluations": 1321418, "users": 190459, "share_users": "89.5%",
                        "checkout_errors_per_1k": 2.4, "p95_checkout_ms": 905, "conversion": "3.71%"}],
                   "note": "'on' includes 2 individual targets and the beta-customers segment (~0.5% of users)"})
    up = mcp_text({"result": "ok", "flag_key": F, "environment": "production", "version": 15,
                   "change": {"fallthrough": {"from": "10% on / 90% off", "to": "25% on / 75% off"}},
                   "comment": "Ramp to 25%: 24h errors and p95 better than control", "updated_at": "2024-07-09T09:06:48Z", "updated_by": "agent:release-bot"})
    rule = mcp_text({"result": "ok", "flag_key": F, "environment": "production", "version": 16,
                     "rule": dict(r_staff, position=1), "rules_count": 2, "updated_at": "2024-07-09T09:07:30Z", "updated_by": "agent:release-bot"})
    m2 = mcp_text({"flag_key": F, "environment": "production", "window": "15m", "from": "2024-07-09T08:55:00Z", "to": "2024-07-09T09:10:00Z",
                   "evaluations": 16904, "unique_users": 3311, "by_variation": [
                       {"variation": "on", "evaluations": 3412, "users": 662, "share_users": "20.0%",
                        "checkout_errors_per_1k": 1.8, "p95_checkout_ms": 798, "conversion": "n/a (window < 1h)"},
                       {"variation": "off", "evaluations": 13492, "users": 2649, "share_users": "80.0%",
                        "checkout_errors_per_1k": 2.5, "p95_checkout_ms": 911, "conversion": "n/a (window < 1h)"}],
                   "note": "window spans the ramp at 09:06:48Z; share will converge to ~25.5% once caches refresh (SDK poll 30s)"})
    audit = mcp_text({"flag_key": F, "entries": [
        {"version": 16, "at": "2024-07-09T09:07:30Z", "who": "agent:release-bot", "environment": "production", "action": "add_rule", "detail": "rule r-a930 'internal staff' (segment internal-staff) -> on, position 1"},
        {"version": 15, "at": "2024-07-09T09:06:48Z", "who": "agent:release-bot", "environment": "production", "action": "update_fallthrough", "detail": "10% on -> 25% on", "comment": "Ramp to 25%: 24h errors and p95 better than control"},
        {"version": 14, "at": "2024-07-02T16:40:11Z", "who": "ines.duarte@storefront.example", "environment": "production", "action": "update_fallthrough", "detail": "5% on -> 10% on"},
        {"version": 13, "at": "2024-06-27T10:02:54Z", "who": "ines.duarte@storefront.example", "environment": "production", "action": "update_fallthrough", "detail": "1% on -> 5% on"},
        {"version": 12, "at": "2024-06-25T14:31:09Z", "who": "ines.duarte@storefront.example", "environment": "staging", "action": "update_fallthrough", "detail": "25% on -> 50% on"}]})
    f2 = flag(16, 10, [dict(r_staff), r_beta], "2024-07-09T09:07:30Z", "agent:release-bot")
    f2["fallthrough_summary"] = "10% on / 90% off (bucket by user.key)"
    stg = flag(12, 50, [r_beta], "2024-06-25T14:31:09Z", "ines.duarte@storefront.example")
    stg["environment"] = "staging"
    stg["prerequisites"] = []
    flags = mcp_text({"project": P, "tag": "checkout", "flags": [
        {"key": "new-checkout-flow", "kind": "boolean", "environments": {"development": {"on": True, "version": 9},
                                                                        "staging": {"on": True, "version": 12},
                                                                        "production": {"on": True, "version": 16}}, "updated_at": "2024-07-09T09:07:30Z"},
        {"key": "payments-v2-client", "kind": "boolean", "environments": {"development": {"on": True, "version": 4},
                                                                         "staging": {"on": True, "version": 5},
                                                                         "production": {"on": True, "version": 7}}, "updated_at": "2024-06-10T08:15:40Z"},
        {"key": "checkout-address-autocomplete", "kind": "multivariate", "environments": {"development": {"on": True, "version": 3},
                                                                                         "staging": {"on": False, "version": 2},
                                                                                         "production": {"on": False, "version": 2}}, "updated_at": "2024-05-21T12:48:02Z"},
        {"key": "express-pay-buttons", "kind": "boolean", "environments": {"development": {"on": True, "version": 11},
                                                                          "staging": {"on": True, "version": 11},
                                                                          "production": {"on": True, "version": 18}}, "updated_at": "2024-07-04T07:30:27Z", "stale": True}],
        "count": 4})
    turns = [
        (call("list_environments", project=P), envs),
        (call("get_flag", project=P, flag_key=F, environment="production"), mcp_text(f1)),
        (call("get_flag_metrics", project=P, flag_key=F, environment="production", window="24h"), m1),
        (call("update_rollout", project=P, flag_key=F, environment="production", percentage=25, comment="Ramp to 25%: 24h errors and p95 better than control"), up),
        (call("add_targeting_rule", project=P, flag_key=F, environment="production", segment="internal-staff", variation="on", position=1), rule),
        (call("get_flag_metrics", project=P, flag_key=F, environment="production", window="15m"), m2),
        (call("get_audit_log", project=P, flag_key=F, limit=5), audit),
        (call("get_flag", project=P, flag_key=F, environment="production"), mcp_text(f2)),
        (call("get_flag", project=P, flag_key=F, environment="staging"), mcp_text(stg)),
        (call("list_flags", project=P, tag="checkout"), flags),
    ]
    rs.add(task="mcp", tid="h21-mcp-14", system=system, turns=turns,
           state="switchyard project storefront; the release agent ramps new-checkout-flow in production (2024-07-09 ~09:05 UTC). No one else is editing this flag.",
           bad=True, turn=8, kind="production fallthrough reads back 10% on at version 16 although the agent set it to 25% at version 15 (audit log confirms 25%)")


# ---------------------------------------------------------------------------------------------------------
# 15 Linear (mainstream) - CLEAN: new issue, state changes, cycle scope/progress moving, re-sorted search.

def t15(rs: RowSet) -> None:
    tools = [
        tool("linear_search_issues", "Search issues with filters", {"query": S, "teamId": S, "states": A, "sort": S, "limit": INT}, []),
        tool("linear_create_issue", "Create an issue", {"title": S, "teamId": S, "description": S, "priority": INT, "labels": A}, ["title", "teamId"]),
        tool("linear_update_issue", "Update an issue", {"id": S, "stateId": S, "priority": INT, "assigneeId": S, "cycleId": S, "estimate": INT}, ["id"]),
        tool("linear_get_issue", "Get an issue with history and comments", {"id": S}, ["id"]),
        tool("linear_add_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_get_cycle", "Get the active cycle of a team with progress", {"teamId": S}, ["teamId"]),
    ]
    system = mcp_system("linear", "Linear workspace 'relaywave', team Engineering (ENG)", tools)
    s1 = """Found 2 issues for "webhook retries" (team ENG):

ENG-2071  Webhook retries ignore Retry-After header
  state: Done | priority: High | assignee: Oskar Nyberg | estimate: 2 | updated: 2025-05-02 14:11 | cycle: 35
ENG-2156  Dashboard: show webhook retry count per endpoint
  state: Backlog | priority: Low | assignee: - | estimate: 3 | updated: 2025-05-20 09:47 | cycle: -"""
    desc = ("Since the 2025-05-28 deploy, webhook deliveries that fail with 5xx are retried only once instead of the "
            "configured 8 attempts with exponential backoff. ~1.9k deliveries/day affected (Datadog: webhook.retry.exhausted). "
            "Suspect: RetryPolicy refactor in #4821 resets attempt count on re-enqueue.")
    created = """Created issue ENG-2214: Webhook retries stop after first attempt for 5xx responses
  id: 9c2e71f4-0b5a-4d38-a6e9-3f1d8b27c054
  url: https://linear.app/relaywave/issue/ENG-2214/webhook-retries-stop-after-first-attempt-for-5xx-responses
  state: Triage | priority: High (2) | labels: bug, webhooks | team: Engineering
  created: 2025-06-03 10:02"""
    upd1 = """Updated ENG-2214
  state: Triage -> Todo
  priority: High (2) -> Urgent (1)
  assignee: - -> Oskar Nyberg
  cycle: - -> Cycle 37 (Jun 2 - Jun 15)
  estimate: - -> 3
  updated: 2025-06-03 10:03"""
    cyc1 = """Cycle 37 - Engineering (2025-06-02 -> 2025-06-15), day 2 of 14
  scope:        118 points (41 issues)   +3 today
  completed:    49 points (17 issues)    41.5%
  in progress:  31 points (9 issues)
  todo:         38 points (15 issues)
  burndown:     on track (ideal remaining today: 101, actual: 69)
  top assignees: Oskar Nyberg 21 pts, Wen Li 19 pts, Ruth Adebayo 17 pts, Pablo Ortega 15 pts"""
    com = """Comment added to ENG-2214
  id: c4a7e2d9-58b1-4f06-9e3c-1b72a0f8d615
  author: Relaywave Agent
  created: 2025-06-03 10:05
  body: Repro: POST to https://httpbin.org/status/503 as the endpoint -> 1 attempt in webhook_attempts, expected 8. Bisected to #4821."""
    upd2 = """Updated ENG-2214
  state: Todo -> In Progress
  startedAt: 2025-06-03 10:06
  updated: 2025-06-03 10:06"""
    get = """ENG-2214  Webhook retries stop after first attempt for 5xx responses
  url: https://linear.app/relaywave/issue/ENG-2214/webhook-retries-stop-after-first-attempt-for-5xx-responses
  team: Engineering | state: In Progress | priority: Urgent (1) | estimate: 3 | cycle: Cycle 37
  assignee: Oskar Nyberg | creator: Relaywave Agent | labels: bug, webhooks
  created: 2025-06-03 10:02 | updated: 2025-06-03 10:09 | started: 2025-06-03 10:06
  branch: oskar/eng-2214-webhook-retries-stop-after-first-attempt-for-5xx
  description:
    """ + desc + """

  history:
    10:09  Oskar Nyberg linked PR relaywave/api#4867 "Keep attempt count across re-enqueue"
    10:06  Relaywave Agent moved from Todo to In Progress
    10:05  Relaywave Agent commented
    10:03  Relaywave Agent set priority Urgent, assignee Oskar Nyberg, cycle 37, estimate 3, moved from Triage to Todo
    10:02  Relaywave Agent created the issue

  comments (1):
    Relaywave Agent, 10:05: Repro: POST to https://httpbin.org/status/503 as the endpoint -> 1 attempt in webhook_attempts, expected 8. Bisected to #4821."""
    s2 = """Found 4 issues for "webhook" (team ENG, states: Todo, In Progress, In Review, Backlog; sort: updated desc, limit 4):

ENG-2214  Webhook retries stop after first attempt for 5xx responses
  state: In Progress | priority: Urgent | assignee: Oskar Nyberg | estimate: 3 | updated: 2025-06-03 10:09 | cycle: 37
ENG-2201  Webhook signing secret rotation UI
  state: In Review | priority: Medium | assignee: Wen Li | estimate: 5 | updated: 2025-06-02 17:26 | cycle: 37
ENG-2156  Dashboard: show webhook retry count per endpoint
  state: Backlog | priority: Low | assignee: - | estimate: 3 | updated: 2025-05-20 09:47 | cycle: -
ENG-1988  Webhook event filtering by resource type
  state: Backlog | priority: No priority | assignee: - | estimate: - | updated: 2025-04-11 16:02 | cycle: -
(more results available: 3)"""
    cyc2 = """Cycle 37 - Engineering (2025-06-02 -> 2025-06-15), day 2 of 14
  scope:        118 points (41 issues)   +3 today
  completed:    52 points (18 issues)    44.1%
  in progress:  31 points (9 issues)
  todo:         35 points (14 issues)
  burndown:     on track (ideal remaining today: 101, actual: 66)
  top assignees: Oskar Nyberg 21 pts, Wen Li 19 pts, Ruth Adebayo 17 pts, Pablo Ortega 15 pts
  recently completed: ENG-2188 "Rate-limit headers on /v2/events" (Ruth Adebayo, 3 pts, 10:08)"""
    turns = [
        (call("linear_search_issues", query="webhook retries", teamId="ENG", limit=10), s1),
        (call("linear_create_issue", title="Webhook retries stop after first attempt for 5xx responses", teamId="ENG", description=desc, priority=2, labels=["bug", "webhooks"]), created),
        (call("linear_update_issue", id="ENG-2214", stateId="todo", priority=1, assigneeId="oskar.nyberg", cycleId="cycle-37", estimate=3), upd1),
        (call("linear_get_cycle", teamId="ENG"), cyc1),
        (call("linear_add_comment", issueId="ENG-2214", body="Repro: POST to https://httpbin.org/status/503 as the endpoint -> 1 attempt in webhook_attempts, expected 8. Bisected to #4821."), com),
        (call("linear_update_issue", id="ENG-2214", stateId="in_progress"), upd2),
        (call("linear_get_issue", id="ENG-2214"), get),
        (call("linear_search_issues", query="webhook", teamId="ENG", states=["Todo", "In Progress", "In Review", "Backlog"], sort="updated", limit=4), s2),
        (call("linear_get_cycle", teamId="ENG"), cyc2),
    ]
    rs.add(task="mcp", tid="h21-mcp-15", system=system, turns=turns,
           state="Linear workspace relaywave, team ENG, Tuesday 2025-06-03 ~10:00. Task: file the webhook retry regression and put it in the current cycle.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 16 Warehouse (less common) - BAD: pick bin shows 106 after a 24-unit pick from 120.

def t16(rs: RowSet) -> None:
    tools = [
        tool("get_order", "A sales order with lines and fulfilment status", {"order_id": S}, ["order_id"]),
        tool("get_sku_stock", "Stock of a SKU across bins", {"sku": S}, ["sku"]),
        tool("create_pick_task", "Allocate and create a pick task for an order", {"order_id": S, "zone": S}, ["order_id"]),
        tool("confirm_pick", "Confirm picked quantities of a pick task", {"task_id": S, "lines": A, "staging_lane": S}, ["task_id", "lines"]),
        tool("list_bin_contents", "Contents and recent movements of a bin", {"bin": S}, ["bin"]),
        tool("create_transfer", "Move stock between bins (replenishment)", {"sku": S, "from_bin": S, "to_bin": S, "qty": INT, "reason": S}, ["sku", "from_bin", "to_bin", "qty"]),
        tool("pack_order", "Pack an order into cartons and buy a label", {"order_id": S, "cartons": A, "carrier": S}, ["order_id", "cartons"]),
    ]
    system = mcp_system("stackyard-wms", "warehouse management for the Borås DC (site BOR1)", tools)
    order = pj({"order_id": "SO-55120", "customer": {"id": "C-2093", "name": "Fjällbacka Outdoor AB", "city": "Fjällbacka"},
                "status": "released", "priority": "standard", "ship_by": "2025-01-21T16:00:00+01:00", "carrier": "PostNord Parcel",
                "lines": [
                    {"line": 1, "sku": "HX-2210", "description": "Trail headlamp 450 lm, black", "qty": 24, "uom": "EA", "picked": 0},
                    {"line": 2, "sku": "HX-4471", "description": "Carabiner set, 6 pcs, aluminium", "qty": 6, "uom": "SET", "picked": 0}],
                "created": "2025-01-20T17:42:10+01:00", "released": "2025-01-21T08:00:03+01:00"})
    stock = pj({"sku": "HX-2210", "description": "Trail headlamp 450 lm, black", "uom": "EA", "site": "BOR1",
                "on_hand": 240, "allocated": 40, "available": 200, "inbound_po": [{"po": "PO-88731", "qty": 300, "eta": "2025-01-29"}],
                "bins": [
                    {"bin": "A-03-02", "type": "pick", "qty": 120, "max": 160, "min": 40},
                    {"bin": "A-03-03", "type": "pick", "qty": 80, "max": 160, "min": 40},
                    {"bin": "R-12-01", "type": "reserve", "qty": 40, "lpn": "LPN-0419922"}],
                "allocations": [{"order": "SO-55097", "qty": 16}, {"order": "SO-55108", "qty": 24}],
                "as_of": "2025-01-21T14:05:37+01:00"})
    pick = pj({"result": "created", "task_id": "PK-7781", "order_id": "SO-55120", "zone": "A/B", "status": "released_to_floor",
               "assigned_to": "handheld HH-07 (Elin S.)", "lines": [
                   {"seq": 1, "sku": "HX-2210", "bin": "A-03-02", "qty": 24, "uom": "EA"},
                   {"seq": 2, "sku": "HX-4471", "bin": "B-11-04", "qty": 6, "uom": "SET"}],
               "allocation": {"HX-2210": {"allocated_before": 40, "allocated_after": 64, "available_after": 176},
                              "HX-4471": {"allocated_before": 12, "allocated_after": 18}},
               "route": "A-03-02 -> B-11-04 -> PACK-02", "created": "2025-01-21T14:06:12+01:00"})
    conf = pj({"result": "confirmed", "task_id": "PK-7781", "status": "picked", "staging_lane": "PACK-02",
               "lines": [{"seq": 1, "sku": "HX-2210", "bin": "A-03-02", "qty_requested": 24, "qty_picked": 24, "short": 0},
                         {"seq": 2, "sku": "HX-4471", "bin": "B-11-04", "qty_requested": 6, "qty_picked": 6, "short": 0}],
               "picked_by": "Elin S. (HH-07)", "started": "2025-01-21T14:07:40+01:00", "completed": "2025-01-21T14:12:18+01:00"})
    binc = pj({"bin": "A-03-02", "type": "pick", "zone": "A", "aisle": 3, "level": 2, "max_qty": 160, "min_qty": 40,
               "contents": [{"sku": "HX-2210", "description": "Trail headlamp 450 lm, black", "qty": 106, "uom": "EA", "lot": None}],
               "movements": [
                   {"at": "2025-01-21T14:12:18+01:00", "type": "pick", "ref": "PK-7781", "qty": -24, "by": "Elin S."},
                   {"at": "2025-01-21T09:31:02+01:00", "type": "pick", "ref": "PK-7764", "qty": -8, "by": "Jonas P."},
                   {"at": "2025-01-20T16:05:44+01:00", "type": "replenish", "ref": "TR-3302", "qty": 48, "by": "Maja K."}],
               "last_count": {"date": "2025-01-13", "counted": 88, "system": 88, "variance": 0}})
    stock2 = pj({"sku": "HX-4471", "description": "Carabiner set, 6 pcs, aluminium", "uom": "SET", "site": "BOR1",
                 "on_hand": 66, "allocated": 12, "available": 54, "inbound_po": [],
                 "bins": [{"bin": "B-11-04", "type": "pick", "qty": 18, "max": 60, "min": 20},
                          {"bin": "R-07-03", "type": "reserve", "qty": 48, "lpn": "LPN-0418801"}],
                 "allocations": [{"order": "SO-55112", "qty": 12}],
                 "staged": [{"order": "SO-55120", "qty": 6, "lane": "PACK-02"}],
                 "alerts": ["B-11-04 below min (18 < 20): replenishment suggested from R-07-03"],
                 "as_of": "2025-01-21T14:13:30+01:00"})
    tr = pj({"result": "created", "transfer_id": "TR-3318", "sku": "HX-2210", "from_bin": "R-12-01", "to_bin": "A-03-02", "qty": 40,
             "lpn": "LPN-0419922", "status": "open", "assigned_to": "reach truck RT-2", "reason": "replenish pick face after PK-7781",
             "created": "2025-01-21T14:14:02+01:00"})
    order2 = pj({"order_id": "SO-55120", "customer": {"id": "C-2093", "name": "Fjällbacka Outdoor AB", "city": "Fjällbacka"},
                 "status": "picked", "priority": "standard", "ship_by": "2025-01-21T16:00:00+01:00", "carrier": "PostNord Parcel",
                 "lines": [
                     {"line": 1, "sku": "HX-2210", "description": "Trail headlamp 450 lm, black", "qty": 24, "uom": "EA", "picked": 24},
                     {"line": 2, "sku": "HX-4471", "description": "Carabiner set, 6 pcs, aluminium", "qty": 6, "uom": "SET", "picked": 6}],
                 "tasks": [{"task_id": "PK-7781", "status": "picked", "staging_lane": "PACK-02"}],
                 "created": "2025-01-20T17:42:10+01:00", "released": "2025-01-21T08:00:03+01:00", "picked_at": "2025-01-21T14:12:18+01:00"})
    pack = pj({"result": "packed", "order_id": "SO-55120", "status": "packed", "cartons": [
        {"carton_id": "CT-0912233", "type": "B40 (40x30x30 cm)", "contents": [{"sku": "HX-2210", "qty": 24}, {"sku": "HX-4471", "qty": 6}],
         "weight_kg": 6.8, "tracking": "00370730253100912233", "label": "https://wms.bor1.stackyard.local/labels/CT-0912233.zpl"}],
        "carrier": "PostNord Parcel", "service": "MyPack Collect", "cost_sek": 94.0, "packed_at": "2025-01-21T14:19:47+01:00",
        "dock": "D3 (PostNord pickup 15:30)"})
    turns = [
        (call("get_order", order_id="SO-55120"), order),
        (call("get_sku_stock", sku="HX-2210"), stock),
        (call("create_pick_task", order_id="SO-55120"), pick),
        (call("confirm_pick", task_id="PK-7781", staging_lane="PACK-02", lines=[{"seq": 1, "qty_picked": 24}, {"seq": 2, "qty_picked": 6}]), conf),
        (call("list_bin_contents", bin="A-03-02"), binc),
        (call("get_sku_stock", sku="HX-4471"), stock2),
        (call("create_transfer", sku="HX-2210", from_bin="R-12-01", to_bin="A-03-02", qty=40, reason="replenish pick face after PK-7781"), tr),
        (call("get_order", order_id="SO-55120"), order2),
        (call("pack_order", order_id="SO-55120", cartons=[{"type": "B40", "lines": [{"sku": "HX-2210", "qty": 24}, {"sku": "HX-4471", "qty": 6}]}], carrier="PostNord Parcel"), pack),
    ]
    rs.add(task="mcp", tid="h21-mcp-16", system=system, turns=turns,
           state="stackyard WMS, site BOR1, 2025-01-21 ~14:05 CET. The agent fulfils order SO-55120 end to end; other floor activity in zone A is paused during the afternoon count freeze.",
           bad=True, turn=5, kind="bin A-03-02 shows 106 headlamps after a 24-unit pick from the 120 it held (should be 96)")


# ---------------------------------------------------------------------------------------------------------
# 17 GitHub Actions (mainstream) - CLEAN: a lint fix pushed, new runs queued -> in progress -> success, PR head moving.

STREAM_GO = '''package decoder

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
)

// MaxLineBytes bounds a single NDJSON record.
const MaxLineBytes = 4 << 20

// Stream decodes newline-delimited JSON records from r and calls fn for each one.
// It stops at the first error returned by fn.
func Stream[T any](r io.ReadCloser, fn func(T) error) (n int, err error) {
	dec := newLineReader(r)
{defer}

	for dec.Scan() {
		line := dec.Bytes()
		if len(line) == 0 {
			continue
		}
		var rec T
		if err := json.Unmarshal(line, &rec); err != nil {
			return n, fmt.Errorf("ndjson: record %d: %w", n+1, err)
		}
		if err := fn(rec); err != nil {
			return n, err
		}
		n++
	}
	return n, dec.Err()
}

type lineReader struct {
	*bufio.Scanner
	c io.Closer
}

func newLineReader(r io.ReadCloser) *lineReader {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 64<<10), MaxLineBytes)
	return &lineReader{Scanner: s, c: r}
}

func (l *lineReader) Close() error { return l.c.Close() }
'''
DEFER_OLD = "\tdefer dec.Close()"
DEFER_NEW = "\tdefer func() {\n\t\tif cerr := dec.Close(); cerr != nil && err == nil {\n\t\t\terr = cerr\n\t\t}\n\t}()"


def t17(rs: RowSet) -> None:
    tools = [
        tool("get_pull_request", "Get a pull request", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_workflow_runs", "List workflow runs for a branch", {"owner": S, "repo": S, "branch": S, "per_page": INT}, ["owner", "repo"]),
        tool("list_workflow_jobs", "List jobs of a workflow run", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("get_file_contents", "Get the contents of a file", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_or_update_file", "Create or update a single file", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("get_workflow_run", "Get one workflow run with job summary", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("get_pull_request_status", "Combined status and check runs of a PR head", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
    ]
    system = mcp_system("github", "GitHub API (issues, pull requests, contents, Actions) for meridian-oss", tools)
    own = {"owner": "meridian-oss", "repo": "tessera"}
    sha_a = "a41c9e07d2b85f36e1c04a9d7b2e8f513c6d0a92"
    sha_b = "7be05d1f93a2c48e6b17d0f5a9c3e28b41d6f7a0"
    base_sha = "f02d8c61b7e94a35d1c0e6f28a7b39c45e1d0b88"
    blob_a = "d93b0e2f71c84a56e0b9d3a2c7f18e64b5a0c913"
    blob_b = "1e7a4c09b3d58f26a0c1e9d7b4f35a82c6e0d174"
    old_src = STREAM_GO.replace("{defer}", DEFER_OLD)
    new_src = STREAM_GO.replace("{defer}", DEFER_NEW)

    def pr(head: str, commits: int, add: int, dele: int, state: str, updated: str) -> str:
        return mcp_text({
            "url": "https://api.github.com/repos/meridian-oss/tessera/pulls/913", "number": 913, "state": "open", "draft": False,
            "title": "decoder: streaming NDJSON decoder", "user": {"login": "farah-q"},
            "head": {"ref": "feat/ndjson-stream", "sha": head, "repo": {"full_name": "meridian-oss/tessera"}},
            "base": {"ref": "main", "sha": base_sha}, "mergeable": True, "mergeable_state": state, "rebaseable": True,
            "commits": commits, "additions": add, "deletions": dele, "changed_files": 7, "comments": 2, "review_comments": 5,
            "requested_reviewers": [{"login": "tomasz-w"}], "labels": [{"name": "enhancement"}, {"name": "decoder"}],
            "created_at": "2024-11-01T13:20:54Z", "updated_at": updated, "maintainer_can_modify": True,
            "html_url": "https://github.com/meridian-oss/tessera/pull/913"})

    def run(rid: int, num: int, name: str, head: str, status: str, concl: str | None, created: str, updated: str) -> dict[str, object]:
        return {"id": rid, "name": name, "run_number": num, "event": "pull_request", "head_branch": "feat/ndjson-stream", "head_sha": head,
                "status": status, "conclusion": concl, "created_at": created, "updated_at": updated,
                "html_url": f"https://github.com/meridian-oss/tessera/actions/runs/{rid}"}
    r_fail = run(11623490881, 1841, "CI", sha_a, "completed", "failure", "2024-11-05T10:02:40Z", "2024-11-05T10:06:58Z")
    r_cql = run(11623490875, 622, "CodeQL", sha_a, "completed", "success", "2024-11-05T10:02:39Z", "2024-11-05T10:08:12Z")
    r_prev = run(11622958004, 1838, "CI", "c58e2a1907d4b3f6e0a9c8d17b25e4f3a6d0c1b9", "completed", "success", "2024-11-05T09:21:17Z", "2024-11-05T09:27:45Z")
    runs1 = mcp_text({"total_count": 9, "workflow_runs": [r_cql, r_fail, r_prev]})
    jobs = mcp_text({"total_count": 4, "jobs": [
        {"id": 32641177001, "name": "lint", "status": "completed", "conclusion": "failure", "started_at": "2024-11-05T10:02:51Z", "completed_at": "2024-11-05T10:04:09Z",
         "steps": [{"name": "Set up job", "conclusion": "success"}, {"name": "Checkout", "conclusion": "success"}, {"name": "Set up Go", "conclusion": "success"},
                   {"name": "golangci-lint", "conclusion": "failure"}],
         "annotations": [{"path": "decoder/stream.go", "start_line": 17, "annotation_level": "failure",
                          "message": "Error return value of `dec.Close` is not checked (errcheck)"}]},
        {"id": 32641177030, "name": "build", "status": "completed", "conclusion": "success", "started_at": "2024-11-05T10:02:52Z", "completed_at": "2024-11-05T10:03:58Z"},
        {"id": 32641177058, "name": "test (1.22)", "status": "completed", "conclusion": "success", "started_at": "2024-11-05T10:02:53Z", "completed_at": "2024-11-05T10:06:41Z"},
        {"id": 32641177074, "name": "test (1.23)", "status": "completed", "conclusion": "success", "started_at": "2024-11-05T10:02:52Z", "completed_at": "2024-11-05T10:06:57Z"}]})
    fc = mcp_text({"type": "file", "encoding": "utf-8", "size": len(old_src.encode()), "name": "stream.go", "path": "decoder/stream.go",
                   "sha": blob_a, "content": old_src,
                   "html_url": "https://github.com/meridian-oss/tessera/blob/feat/ndjson-stream/decoder/stream.go"})
    commit = mcp_text({"content": {"name": "stream.go", "path": "decoder/stream.go", "sha": blob_b, "size": len(new_src.encode())},
                       "commit": {"sha": sha_b, "message": "decoder: propagate Close error from Stream (errcheck)",
                                  "author": {"name": "tessera-bot", "email": "bot@meridian-oss.dev", "date": "2024-11-05T10:41:19Z"},
                                  "parents": [{"sha": sha_a}]}})
    r_new = run(11624117302, 1843, "CI", sha_b, "in_progress", None, "2024-11-05T10:41:31Z", "2024-11-05T10:41:52Z")
    r_newq = run(11624117288, 624, "CodeQL", sha_b, "queued", None, "2024-11-05T10:41:30Z", "2024-11-05T10:41:30Z")
    runs2 = mcp_text({"total_count": 11, "workflow_runs": [r_new, r_newq, r_cql]})
    wr1 = mcp_text(dict(run(11624117302, 1843, "CI", sha_b, "in_progress", None, "2024-11-05T10:41:31Z", "2024-11-05T10:43:20Z"),
                        run_attempt=1, run_started_at="2024-11-05T10:41:31Z",
                        jobs=[{"name": "lint", "status": "completed", "conclusion": "success"},
                              {"name": "build", "status": "completed", "conclusion": "success"},
                              {"name": "test (1.22)", "status": "in_progress", "conclusion": None},
                              {"name": "test (1.23)", "status": "in_progress", "conclusion": None}]))
    wr2 = mcp_text(dict(run(11624117302, 1843, "CI", sha_b, "completed", "success", "2024-11-05T10:41:31Z", "2024-11-05T10:45:49Z"),
                        run_attempt=1, run_started_at="2024-11-05T10:41:31Z", duration_s=258,
                        jobs=[{"name": "lint", "status": "completed", "conclusion": "success"},
                              {"name": "build", "status": "completed", "conclusion": "success"},
                              {"name": "test (1.22)", "status": "completed", "conclusion": "success"},
                              {"name": "test (1.23)", "status": "completed", "conclusion": "success"}]))
    status = mcp_text({"sha": sha_b, "state": "success", "mergeable_state": "clean", "total_count": 5, "check_runs": [
        {"name": "lint", "conclusion": "success", "completed_at": "2024-11-05T10:42:48Z"},
        {"name": "build", "conclusion": "success", "completed_at": "2024-11-05T10:42:37Z"},
        {"name": "test (1.22)", "conclusion": "success", "completed_at": "2024-11-05T10:45:22Z"},
        {"name": "test (1.23)", "conclusion": "success", "completed_at": "2024-11-05T10:45:47Z"},
        {"name": "CodeQL", "conclusion": "success", "completed_at": "2024-11-05T10:47:03Z"}],
        "reviews": [{"user": "tomasz-w", "state": "APPROVED", "submitted_at": "2024-11-05T10:46:30Z", "commit_id": sha_b}]})
    turns = [
        (call("get_pull_request", **own, pull_number=913), pr(sha_a, 3, 412, 37, "blocked", "2024-11-05T10:07:02Z")),
        (call("list_workflow_runs", **own, branch="feat/ndjson-stream", per_page=3), runs1),
        (call("list_workflow_jobs", **own, run_id=11623490881), jobs),
        (call("get_file_contents", **own, path="decoder/stream.go", ref="feat/ndjson-stream"), fc),
        (call("create_or_update_file", **own, path="decoder/stream.go", content=new_src, branch="feat/ndjson-stream", sha=blob_a,
              message="decoder: propagate Close error from Stream (errcheck)"), commit),
        (call("list_workflow_runs", **own, branch="feat/ndjson-stream", per_page=3), runs2),
        (call("get_workflow_run", **own, run_id=11624117302), wr1),
        (call("get_pull_request", **own, pull_number=913), pr(sha_b, 4, 417, 38, "blocked", "2024-11-05T10:41:24Z")),
        (call("get_workflow_run", **own, run_id=11624117302), wr2),
        (call("get_pull_request_status", **own, pull_number=913), status),
    ]
    rs.add(task="mcp", tid="h21-mcp-17", system=system, turns=turns,
           state="Repository meridian-oss/tessera; PR #913 from feat/ndjson-stream is blocked by a failing lint job. The agent fixes it on the branch (2024-11-05 ~10:40 UTC).",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 18 3D-printer farm (less common) - CLEAN: heating, queue re-sorted by priority, prints progressing, a job finishing.

def t18(rs: RowSet) -> None:
    tools = [
        tool("list_printers", "All printers with state, temperatures and job progress", {}, []),
        tool("get_queue", "The farm's job queue", {"status": S}, []),
        tool("set_temperature", "Set target temperatures of a printer", {"printer": S, "nozzle_c": INT, "bed_c": INT}, ["printer"]),
        tool("queue_job", "Queue a sliced file for a printer or any compatible printer", {"file": S, "printer": S, "priority": S, "copies": INT}, ["file"]),
        tool("get_printer", "One printer in detail", {"printer": S}, ["printer"]),
        tool("get_job", "One job in detail", {"job_id": S}, ["job_id"]),
    ]
    system = mcp_system("printfleet", "print-farm controller (OctoPrint/Klipper bridge) for the makerspace workshop, 5 printers", tools)
    lp1 = ("printfleet  2024-03-19 14:20:05\n\n" + table(
        ["printer", "model", "state", "nozzle (act/tgt)", "bed (act/tgt)", "job", "progress", "time left"], [
            ["P1", "Prusa MK4", "printing", "215.1/215", "60.0/60", "J-3301 gearbox_housing.gcode", "37%", "2h 48m"],
            ["P2", "Prusa MK4", "printing", "220.3/220", "85.1/85", "J-3307 cable_clips_x40.gcode", "96%", "0h 04m"],
            ["P3", "Bambu X1C", "printing", "249.8/250", "100.2/100", "J-3309 drone_arm_PETG-CF.3mf", "12%", "5h 31m"],
            ["P4", "Prusa MK4", "idle", "24.6/0", "23.9/0", "-", "-", "-"],
            ["P5", "Voron 2.4", "offline", "-", "-", "-", "-", "maintenance: belt tension (Tomás)"]]) +
        "\n\nfilament loaded: P1 PLA Galaxy Black, P2 PETG Orange, P3 PETG-CF Black, P4 PLA Signal White, P5 -")
    q1 = ("queue (4 waiting)  sort: priority, then submitted\n\n" + table(["#", "job", "file", "priority", "printer", "material", "est. time", "submitted by"], [
        [1, "J-3311", "keycaps_set_b.gcode", "normal", "any MK4", "PLA", "1h 12m", "ines (10:02)"],
        [2, "J-3312", "tripod_mount_v2.gcode", "normal", "any MK4", "PETG", "2h 40m", "lukas (11:47)"],
        [3, "J-3314", "lamp_shade_vase.gcode", "low", "any MK4", "PLA", "4h 05m", "ada (13:15)"],
        [4, "J-3315", "cal_cube_20mm.gcode", "low", "P5", "PLA", "0h 18m", "tomás (13:58)"]]))
    st = mcp_text({"printer": "P4", "result": "ok", "targets": {"nozzle_c": 215, "bed_c": 60}, "current": {"nozzle_c": 24.6, "bed_c": 23.9},
                   "estimated_ready_in_s": 240})
    qj = mcp_text({"result": "queued", "job_id": "J-3318", "file": "bracket_v3_x6.gcode", "printer": "P4", "priority": "high",
                   "copies": 1, "material": "PLA", "estimated_time": "2h 11m", "filament_g": 148, "position": 1,
                   "note": "P4 is heating; job will start automatically when targets are reached", "submitted": "14:21:10"})
    gp = mcp_text("""P4  Prusa MK4  (firmware 6.0.3, Klipper bridge 0.12)
state            heating  (job J-3318 waiting for targets)
nozzle           176.4 °C -> 215 °C
bed              48.2 °C -> 60 °C
filament         PLA Signal White, ~612 g left on spool
job              J-3318 bracket_v3_x6.gcode (queued 14:21:10)
total print time 1,284 h
last maintenance 2024-03-04 (nozzle swap 0.4 mm hardened steel)
webcam           http://printfleet.local/cam/p4""")
    q2 = ("queue (4 waiting, 2 started since last view)  sort: priority, then submitted\n\n" + table(["#", "job", "file", "priority", "printer", "material", "est. time", "submitted by"], [
        [1, "J-3312", "tripod_mount_v2.gcode", "normal", "any MK4", "PETG", "2h 40m", "lukas (11:47)"],
        [2, "J-3314", "lamp_shade_vase.gcode", "low", "any MK4", "PLA", "4h 05m", "ada (13:15)"],
        [3, "J-3315", "cal_cube_20mm.gcode", "low", "P5", "PLA", "0h 18m", "tomás (13:58)"],
        [4, "J-3319", "spool_holder_arm.gcode", "low", "any MK4", "PLA", "1h 36m", "ines (14:24)"]]) +
        "\n\nstarted: J-3318 on P4 (14:25:02), J-3311 on P2 (14:27:40, after J-3307 finished 14:24:51)"
        "\nnote: J-3312 needs PETG; P2 has PETG Orange but is now busy with J-3311 (PLA swap done by ines 14:26)")
    gj = mcp_text({"job_id": "J-3318", "file": "bracket_v3_x6.gcode", "printer": "P4", "state": "printing", "priority": "high",
                   "started": "14:25:02", "elapsed": "0h 06m", "progress": "4%", "layer": "5 / 212", "z_mm": 1.0,
                   "time_left": "2h 05m", "eta": "16:36", "filament_used_g": 5.9, "filament_total_g": 148,
                   "first_layer_check": "passed (camera, 14:27)"})
    lp2 = ("printfleet  2024-03-19 14:31:20\n\n" + table(
        ["printer", "model", "state", "nozzle (act/tgt)", "bed (act/tgt)", "job", "progress", "time left"], [
            ["P1", "Prusa MK4", "printing", "215.0/215", "60.1/60", "J-3301 gearbox_housing.gcode", "43%", "2h 37m"],
            ["P2", "Prusa MK4", "printing", "214.8/215", "60.0/60", "J-3311 keycaps_set_b.gcode", "5%", "1h 09m"],
            ["P3", "Bambu X1C", "printing", "250.1/250", "99.9/100", "J-3309 drone_arm_PETG-CF.3mf", "15%", "5h 20m"],
            ["P4", "Prusa MK4", "printing", "215.2/215", "60.0/60", "J-3318 bracket_v3_x6.gcode", "4%", "2h 05m"],
            ["P5", "Voron 2.4", "offline", "-", "-", "-", "-", "maintenance: belt tension (Tomás)"]]) +
        "\n\nfilament loaded: P1 PLA Galaxy Black, P2 PLA Signal White, P3 PETG-CF Black, P4 PLA Signal White, P5 -"
        "\ncompleted today: 6 jobs (J-3307 cable_clips_x40 on P2 at 14:24)")
    turns = [
        (call("list_printers"), mcp_text(lp1)),
        (call("get_queue", status="waiting"), mcp_text(q1)),
        (call("set_temperature", printer="P4", nozzle_c=215, bed_c=60), st),
        (call("queue_job", file="bracket_v3_x6.gcode", printer="P4", priority="high", copies=1), qj),
        (call("get_printer", printer="P4"), mcp_text(gp)),
        (call("get_queue", status="waiting"), mcp_text(q2)),
        (call("get_job", job_id="J-3318"), gj),
        (call("list_printers"), mcp_text(lp2)),
    ]
    rs.add(task="mcp", tid="h21-mcp-18", system=system, turns=turns,
           state="Makerspace print farm, 2024-03-19 14:20. The agent gets six PLA brackets (bracket_v3_x6.gcode) printing as soon as possible on the idle P4.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 19 SQLite (mainstream) - BAD: completed_at of task 7 is earlier than its created_at/started_at read earlier.

def t19(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "mcp-server-sqlite on ~/work/tracker.db, a personal task tracker", tools)

    def r(obj: object) -> str:
        return mcp_text(repr(obj))
    schema = [
        {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "project_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "title", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "status", "type": "TEXT", "notnull": 1, "dflt_value": "'todo'", "pk": 0},
        {"cid": 4, "name": "priority", "type": "INTEGER", "notnull": 0, "dflt_value": "3", "pk": 0},
        {"cid": 5, "name": "created_at", "type": "TEXT", "notnull": 1, "dflt_value": "datetime('now')", "pk": 0},
        {"cid": 6, "name": "started_at", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 7, "name": "completed_at", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0}]
    rows = [
        {"id": 1, "project_id": 2, "title": "Set up CI for billing-service", "status": "done", "priority": 2, "created_at": "2025-02-03 09:14:22"},
        {"id": 2, "project_id": 2, "title": "Invoice PDF template", "status": "done", "priority": 3, "created_at": "2025-02-03 09:20:47"},
        {"id": 3, "project_id": 2, "title": "Stripe webhook handler", "status": "in_progress", "priority": 1, "created_at": "2025-02-04 13:02:10"},
        {"id": 4, "project_id": 3, "title": "Dunning email copy", "status": "todo", "priority": 3, "created_at": "2025-02-05 10:31:55"},
        {"id": 5, "project_id": 2, "title": "Tax rates table", "status": "todo", "priority": 2, "created_at": "2025-02-06 15:48:03"},
        {"id": 6, "project_id": 2, "title": "Load test invoice generation", "status": "blocked", "priority": 3, "created_at": "2025-02-10 11:05:39"}]
    t7 = "Write migration for invoices.due_date"
    log_sum = [
        {"id": 1, "title": "Set up CI for billing-service", "sessions": 3, "minutes": 205},
        {"id": 2, "title": "Invoice PDF template", "sessions": 2, "minutes": 140},
        {"id": 3, "title": "Stripe webhook handler", "sessions": 4, "minutes": 310},
        {"id": 7, "title": t7, "sessions": 1, "minutes": 45}]
    turns = [
        (call("list_tables"), r([{"name": "projects"}, {"name": "tasks"}, {"name": "time_log"}, {"name": "sqlite_sequence"}])),
        (call("describe_table", table_name="tasks"), r(schema)),
        (call("read_query", query="SELECT id, project_id, title, status, priority, created_at FROM tasks ORDER BY id"), r(rows)),
        (call("write_query", query=f"INSERT INTO tasks (project_id, title, priority) VALUES (2, '{t7}', 2)"), r([{"affected_rows": 1}])),
        (call("read_query", query="SELECT id, title, status, priority, created_at FROM tasks ORDER BY id DESC LIMIT 1"),
         r([{"id": 7, "title": t7, "status": "todo", "priority": 2, "created_at": "2025-02-11 16:42:09"}])),
        (call("write_query", query="UPDATE tasks SET status = 'in_progress', started_at = datetime('now') WHERE id = 7"), r([{"affected_rows": 1}])),
        (call("read_query", query="SELECT id, status, created_at, started_at FROM tasks WHERE id = 7"),
         r([{"id": 7, "status": "in_progress", "created_at": "2025-02-11 16:42:09", "started_at": "2025-02-11 16:43:30"}])),
        (call("write_query", query="INSERT INTO time_log (task_id, minutes, note, logged_at) VALUES (7, 45, 'migration + backfill script', datetime('now'))"), r([{"affected_rows": 1}])),
        (call("write_query", query="UPDATE tasks SET status = 'done', completed_at = datetime('now') WHERE id = 7"), r([{"affected_rows": 1}])),
        (call("read_query", query="SELECT id, title, status, created_at, started_at, completed_at FROM tasks WHERE id = 7"),
         r([{"id": 7, "title": t7, "status": "done", "created_at": "2025-02-11 16:42:09", "started_at": "2025-02-11 16:43:30", "completed_at": "2025-02-11 16:38:51"}])),
        (call("read_query", query="SELECT t.id, t.title, COUNT(l.id) AS sessions, SUM(l.minutes) AS minutes FROM tasks t JOIN time_log l ON l.task_id = t.id GROUP BY t.id ORDER BY t.id"), r(log_sum)),
        (call("append_insight", insight="billing-service: 4 of 7 tasks have logged time (700 min total); task 7 (invoices.due_date migration) finished in one 45-min session. Task 6 (load test) still blocked."),
         mcp_text("Insight added to memo")),
    ]
    rs.add(task="mcp", tid="h21-mcp-19", system=system, turns=turns,
           state="~/work/tracker.db, only the agent writes to it. SQLite datetime('now') is UTC. Task: add, start, log and complete a billing-service task.",
           bad=True, turn=10, kind="completed_at of task 7 (16:38:51) is earlier than its created_at 16:42:09 and started_at 16:43:30 shown earlier, although set with datetime('now') afterwards")


# ---------------------------------------------------------------------------------------------------------
# 20 Museum collections (less common) - BAD: the condition report the agent created is missing from the object's list.

def t20(rs: RowSet) -> None:
    tools = [
        tool("search_objects", "Search the collection", {"q": S, "department": S, "limit": INT}, ["q"]),
        tool("get_object", "Catalogue record of an object", {"accession_no": S}, ["accession_no"]),
        tool("list_condition_reports", "Condition reports of an object, newest first", {"accession_no": S}, ["accession_no"]),
        tool("add_condition_report", "Record a new condition report", {"accession_no": S, "examiner": S, "overall": S, "notes": S, "purpose": S, "images": A}, ["accession_no", "examiner", "overall"]),
        tool("create_loan", "Create an outgoing loan record", {"borrower": S, "exhibition": S, "objects": A, "start": S, "end": S}, ["borrower", "objects", "start", "end"]),
        tool("update_object_location", "Move an object to a new location", {"accession_no": S, "location": S, "reason": S}, ["accession_no", "location"]),
        tool("get_loan", "An outgoing or incoming loan", {"loan_id": S}, ["loan_id"]),
    ]
    system = mcp_system("collectio", "collections management system of the Ashby Museum of Art, registrar's office", tools)
    acc = "1998.114.3"
    search = mcp_text({"query": "Hokusai", "department": "Asian Art", "total": 4, "results": [
        {"accession_no": "1998.114.1", "title": "The Great Wave off Kanagawa (Kanagawa oki nami ura)", "maker": "Katsushika Hokusai", "date": "c. 1830-32", "medium": "Woodblock print; ink and color on paper", "on_view": False},
        {"accession_no": "1998.114.2", "title": "Fine Wind, Clear Morning (Gaifu kaisei)", "maker": "Katsushika Hokusai", "date": "c. 1830-32", "medium": "Woodblock print; ink and color on paper", "on_view": False},
        {"accession_no": acc, "title": "Kajikazawa in Kai Province (Kōshū Kajikazawa)", "maker": "Katsushika Hokusai", "date": "c. 1830-32", "medium": "Woodblock print; ink and color on paper", "on_view": False},
        {"accession_no": "2006.41", "title": "Hokusai Manga, vol. 12", "maker": "Katsushika Hokusai", "date": "1834", "medium": "Woodblock-printed book", "on_view": True}]})
    obj1 = mcp_text({"accession_no": acc, "title": "Kajikazawa in Kai Province (Kōshū Kajikazawa)", "series": "Thirty-six Views of Mount Fuji",
                     "maker": "Katsushika Hokusai (1760-1849)", "publisher": "Nishimuraya Yohachi (Eijudō)", "date": "c. 1830-32",
                     "medium": "Woodblock print (nishiki-e); ink and color on paper", "dimensions": "25.7 x 37.8 cm (oban yoko-e)",
                     "credit_line": "Gift of the Harriet and Ward Pell Collection, 1998", "department": "Asian Art",
                     "location": "Storage B2 > Works-on-paper vault > Cabinet 14 > Drawer 3", "status": "In storage",
                     "light_exposure": {"policy": "max 3 months on view per 3 years at 50 lux", "last_on_view": "2019-10-01 .. 2019-12-22"},
                     "condition": {"overall": "Good", "last_report": "CR-1187 (2021-05-12)"},
                     "rights": "Public domain", "images": 4})
    crs1 = mcp_text({"accession_no": acc, "total": 2, "reports": [
        {"report_id": "CR-1187", "date": "2021-05-12", "examiner": "L. Whitcombe (paper conservator)", "purpose": "routine survey", "overall": "Good",
         "notes": "Slight overall toning; small repaired tear 8 mm at lower left margin (old Japanese tissue repair, stable). Colors bright, no fading of blue."},
        {"report_id": "CR-0412", "date": "2016-08-30", "examiner": "M. Ferreira", "purpose": "rehousing", "overall": "Good",
         "notes": "Rehoused in 4-ply museum board window mat; hinges renewed with wheat starch paste and kozo tissue."}]})
    added = mcp_text({"result": "created", "report_id": "CR-2306", "accession_no": acc, "date": "2025-01-22", "examiner": "L. Whitcombe (paper conservator)",
                      "purpose": "outgoing loan", "overall": "Good", "images": ["CR-2306_recto.tif", "CR-2306_verso.tif", "CR-2306_raking_LL.tif"],
                      "notes": "Unchanged since CR-1187. Repaired tear at lower left stable. Fit to travel in a sealed frame with UV-filtering glazing; max 50 lux, 45-55% RH.",
                      "created_by": "registrar-agent", "created_at": "2025-01-22T11:04:37Z"})
    loan = mcp_text({"result": "created", "loan_id": "LN-2025-007", "type": "outgoing", "status": "Draft",
                     "borrower": "Kunsthalle Bremen", "exhibition": "Mountains on Paper: Fuji in Ukiyo-e",
                     "objects": [{"accession_no": acc, "insurance_value": "USD 180,000", "condition_report": "CR-2306"}],
                     "venue_dates": {"start": "2025-04-05", "end": "2025-07-13"}, "loan_period": {"out": "2025-03-17", "return_by": "2025-08-08"},
                     "created_at": "2025-01-22T11:06:02Z"})
    moved = mcp_text({"result": "ok", "accession_no": acc, "from": "Storage B2 > Works-on-paper vault > Cabinet 14 > Drawer 3",
                      "to": "Conservation studio > Framing bench 2", "reason": "framing for loan LN-2025-007", "moved_at": "2025-01-22T11:08:15Z",
                      "moved_by": "registrar-agent (art handlers: D. Osei, K. Lund)"})
    loan2 = mcp_text({"loan_id": "LN-2025-007", "type": "outgoing", "status": "Draft", "borrower": "Kunsthalle Bremen",
                      "borrower_contact": "Dr. Anke Vollmer, Registrar", "exhibition": "Mountains on Paper: Fuji in Ukiyo-e",
                      "objects": [{"accession_no": acc, "title": "Kajikazawa in Kai Province (Kōshū Kajikazawa)",
                                   "insurance_value": "USD 180,000", "condition_report": "CR-2306", "current_location": "Conservation studio > Framing bench 2"}],
                      "venue_dates": {"start": "2025-04-05", "end": "2025-07-13"}, "loan_period": {"out": "2025-03-17", "return_by": "2025-08-08"},
                      "checklist": [{"item": "Facility report from borrower", "done": False}, {"item": "Condition report", "done": True, "ref": "CR-2306"},
                                    {"item": "Loan agreement signed", "done": False}, {"item": "Nail-to-nail insurance certificate", "done": False},
                                    {"item": "Courier assigned", "done": False}],
                      "created_at": "2025-01-22T11:06:02Z", "updated_at": "2025-01-22T11:08:15Z"})
    crs2 = mcp_text({"accession_no": acc, "total": 2, "reports": json.loads(json.loads(crs1)["content"][0]["text"])["reports"]})
    obj2 = mcp_text({"accession_no": acc, "title": "Kajikazawa in Kai Province (Kōshū Kajikazawa)", "series": "Thirty-six Views of Mount Fuji",
                     "maker": "Katsushika Hokusai (1760-1849)", "publisher": "Nishimuraya Yohachi (Eijudō)", "date": "c. 1830-32",
                     "medium": "Woodblock print (nishiki-e); ink and color on paper", "dimensions": "25.7 x 37.8 cm (oban yoko-e)",
                     "credit_line": "Gift of the Harriet and Ward Pell Collection, 1998", "department": "Asian Art",
                     "location": "Conservation studio > Framing bench 2", "status": "Pending outgoing loan (LN-2025-007)",
                     "light_exposure": {"policy": "max 3 months on view per 3 years at 50 lux", "last_on_view": "2019-10-01 .. 2019-12-22",
                                        "planned": "2025-04-05 .. 2025-07-13 (Kunsthalle Bremen)"},
                     "rights": "Public domain", "images": 4})
    turns = [
        (call("search_objects", q="Hokusai", department="Asian Art", limit=10), search),
        (call("get_object", accession_no=acc), obj1),
        (call("list_condition_reports", accession_no=acc), crs1),
        (call("add_condition_report", accession_no=acc, examiner="L. Whitcombe (paper conservator)", overall="Good", purpose="outgoing loan",
              notes="Unchanged since CR-1187. Repaired tear at lower left stable. Fit to travel in a sealed frame with UV-filtering glazing; max 50 lux, 45-55% RH.",
              images=["upload/recto.tif", "upload/verso.tif", "upload/raking_LL.tif"]), added),
        (call("create_loan", borrower="Kunsthalle Bremen", exhibition="Mountains on Paper: Fuji in Ukiyo-e",
              objects=[{"accession_no": acc, "insurance_value": "USD 180,000", "condition_report": "CR-2306"}], start="2025-04-05", end="2025-07-13"), loan),
        (call("update_object_location", accession_no=acc, location="Conservation studio > Framing bench 2", reason="framing for loan LN-2025-007"), moved),
        (call("get_loan", loan_id="LN-2025-007"), loan2),
        (call("list_condition_reports", accession_no=acc), crs2),
        (call("get_object", accession_no=acc), obj2),
    ]
    rs.add(task="mcp", tid="h21-mcp-20", system=system, turns=turns,
           state="Ashby Museum of Art CMS, 2025-01-22. The registrar agent prepares print 1998.114.3 for an outgoing loan to Kunsthalle Bremen.",
           bad=True, turn=8, kind="condition report CR-2306 created for the object (and cited by the loan) is missing from its condition-report list, which still totals 2")


# ---------------------------------------------------------------------------------------------------------
# 21 Kitchen display system (less common) - CLEAN: timers running, tickets arriving/leaving, 86'd item, counts dropping.

def t21(rs: RowSet) -> None:
    tools = [
        tool("list_tickets", "Open tickets on the kitchen display, oldest first", {"station": S}, []),
        tool("get_ticket", "One ticket with items and course status", {"ticket_id": S}, ["ticket_id"]),
        tool("fire_course", "Fire (send to the line) a held course of a ticket", {"ticket_id": S, "course": INT}, ["ticket_id", "course"]),
        tool("eighty_six", "Mark a menu item as sold out (86)", {"item": S, "reason": S}, ["item"]),
        tool("get_availability", "Counted / limited items and what is 86'd", {}, []),
        tool("bump_item", "Mark an item of a ticket as ready", {"ticket_id": S, "item_no": INT}, ["ticket_id", "item_no"]),
    ]
    system = mcp_system("linecook-kds", "kitchen display and expo for Osteria Calce, Friday dinner service", tools)
    lt1 = "KDS  all stations  19:41:55   8 open tickets   avg ticket time 14:20\n\n" + table(
        ["ticket", "table", "covers", "status", "elapsed", "items", "next"], [
            ["T-1036", "12", 4, "mains on line", "22:47", "4 mains", "expo: 2 of 4 ready"],
            ["T-1038", "3", 2, "mains on line", "17:05", "2 mains", "grill: bistecca 3:10 left"],
            ["T-1039", "bar 2", 1, "dessert", "15:32", "1 dessert", "pastry"],
            ["T-1040", "7", 6, "apps on line", "12:18", "5 apps", "cold: 3 of 5 ready"],
            ["T-1041", "15", 2, "apps on line", "09:44", "2 apps", "hot apps"],
            ["T-1042", "9", 4, "course 1 served, course 2 HELD", "08:03", "4 mains held", "expo: fire course 2"],
            ["T-1044", "1", 3, "apps on line", "04:29", "3 apps", "cold apps"],
            ["T-1045", "terrace 4", 2, "new", "00:51", "2 apps, 2 mains", "cold apps"]])
    gt = """T-1042  table 9  4 covers  server: Giulia  opened 19:33:52  elapsed 08:09
course 1 (served 19:40:30)
  1  burrata, blood orange           x2   served
  2  vitello tonnato                 x1   served
  3  fritto misto                    x1   served
course 2 (HELD)
  4  tagliatelle al ragù             x1   pasta
  5  halibut, salsa verde            x1   fish      allergy: no dairy
  6  short rib, polenta              x1   grill
  7  risotto ai funghi               x1   pasta     (vegetarian stock)
notes: table wants mains ~5 min after apps cleared"""
    fire = mcp_text({"ticket_id": "T-1042", "course": 2, "result": "fired", "fired_at": "19:42:10",
                     "routed": {"pasta": ["tagliatelle al ragù", "risotto ai funghi"], "fish": ["halibut, salsa verde"], "grill": ["short rib, polenta"]},
                     "target_ready": "19:56"})
    e86 = mcp_text({"item": "halibut, salsa verde", "result": "86'd", "at": "19:43:02", "reason": "last portion fired on T-1042",
                    "remaining": 0, "pos_updated": True, "servers_notified": 6})
    av1 = "availability  19:43:20\n\n" + table(["item", "status", "left", "par tonight"], [
        ["halibut, salsa verde", "86'd 19:43", 0, 14], ["short rib, polenta", "limited", 4, 18], ["bistecca fiorentina (1 kg)", "limited", 2, 6],
        ["risotto ai funghi", "ok", "-", "-"], ["tiramisù", "limited", 7, 24], ["burrata", "ok", "-", "-"]]) + \
        "\n\nnote: 'left' excludes portions already fired"
    lt2 = "KDS  all stations  19:47:36   8 open tickets   avg ticket time 14:05\n\n" + table(
        ["ticket", "table", "covers", "status", "elapsed", "items", "next"], [
            ["T-1038", "3", 2, "mains ready", "22:46", "2 mains", "expo: run to table"],
            ["T-1040", "7", 6, "apps served", "17:59", "5 mains held", "expo: fire course 2"],
            ["T-1041", "15", 2, "apps ready", "15:25", "2 apps", "expo: run to table"],
            ["T-1042", "9", 4, "course 2 on line", "13:44", "4 mains", "pasta 2, fish 1, grill 1"],
            ["T-1044", "1", 3, "apps on line", "10:10", "3 apps", "cold: 2 of 3 ready"],
            ["T-1045", "terrace 4", 2, "apps on line", "06:32", "2 apps, 2 mains", "cold apps"],
            ["T-1047", "11", 2, "new", "02:58", "2 apps, 2 mains", "cold apps"],
            ["T-1048", "5", 2, "new", "00:40", "1 app, 2 mains (short rib x1)", "hot apps"]]) + \
        "\n\nclosed since 19:41: T-1036 (all served 19:44:12, 25:04), T-1039 (dessert served 19:43:40, 17:17); T-1046 voided 19:42:30 (duplicate of T-1045)"
    bump = mcp_text({"ticket_id": "T-1042", "item_no": 5, "item": "halibut, salsa verde", "result": "ready", "at": "19:54:31",
                     "ticket_progress": "course 2: 3 of 4 ready (waiting: short rib)", "ticket_elapsed": "20:39"})
    av2 = "availability  19:54:50\n\n" + table(["item", "status", "left", "par tonight"], [
        ["halibut, salsa verde", "86'd 19:43", 0, 14], ["short rib, polenta", "limited", 3, 18], ["bistecca fiorentina (1 kg)", "limited", 1, 6],
        ["risotto ai funghi", "ok", "-", "-"], ["tiramisù", "limited", 5, 24], ["burrata", "ok", "-", "-"]]) + \
        "\n\nnote: 'left' excludes portions already fired\nsince 19:43: short rib -1 (T-1048), bistecca -1 (T-1049, table 14), tiramisù -2 (T-1050, table 8)"
    turns = [
        (call("list_tickets"), mcp_text(lt1)),
        (call("get_ticket", ticket_id="T-1042"), mcp_text(gt)),
        (call("fire_course", ticket_id="T-1042", course=2), fire),
        (call("eighty_six", item="halibut, salsa verde", reason="last portion fired on T-1042"), e86),
        (call("get_availability"), mcp_text(av1)),
        (call("list_tickets"), mcp_text(lt2)),
        (call("bump_item", ticket_id="T-1042", item_no=5), bump),
        (call("get_availability"), mcp_text(av2)),
    ]
    rs.add(task="mcp", tid="h21-mcp-21", system=system, turns=turns,
           state="Osteria Calce, Friday 2024-11-22, dinner rush ~19:42. The expo agent works the pass: fire table 9's mains, 86 the halibut, keep counts honest.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 22 EV charging network (less common) - CLEAN: a live session growing, a peak price kicking in, connectors changing.

def t22(rs: RowSet) -> None:
    tools = [
        tool("get_site", "A charging site with live connector status", {"site_id": S}, ["site_id"]),
        tool("get_tariff", "The site's tariff and the price in force now", {"site_id": S}, ["site_id"]),
        tool("start_session", "Remote-start a charging session", {"site_id": S, "connector": INT, "id_tag": S}, ["site_id", "connector", "id_tag"]),
        tool("get_session", "Live data of a charging session", {"session_id": S}, ["session_id"]),
        tool("set_connector_status", "Take a connector out of or back into service", {"site_id": S, "connector": INT, "status": S, "reason": S}, ["site_id", "connector", "status"]),
        tool("stop_session", "Remote-stop a charging session", {"session_id": S}, ["session_id"]),
    ]
    system = mcp_system("voltway-ops", "operator console of the Voltway public charging network (OCPP 1.6 backend)", tools)
    site = "SITE-DEN-014"

    def conn(n: int, typ: str, kw: float, status: str, **kw_: object) -> dict[str, object]:
        return {"connector": n, "type": typ, "max_kw": kw, "status": status, **kw_}
    s1 = pj({"site_id": site, "name": "Voltway Denver - Union Station Garage L2", "timezone": "America/Denver", "as_of": "2024-12-03T16:48:31-07:00",
             "grid_limit_kw": 400, "site_power_kw": 68.9, "connectors": [
                 conn(1, "CCS1", 150, "Available"),
                 conn(2, "CCS1", 150, "Charging", session_id="S-88101", power_kw=62.3),
                 conn(3, "CCS1", 150, "Available"),
                 conn(4, "CHAdeMO", 50, "Available"),
                 conn(5, "J1772", 19.2, "Faulted", error_code="GroundFailure", since="2024-12-03T15:12:09-07:00", faults_24h=4),
                 conn(6, "J1772", 19.2, "Charging", session_id="S-88097", power_kw=6.6)]})

    def tariff(now: str, price: float, window: str) -> str:
        return pj({"site_id": site, "tariff_id": "TRF-CO-DC-2024Q4", "currency": "USD", "as_of": now,
                   "energy": [{"window": "21:00-17:00", "price_per_kwh": 0.42, "label": "off-peak"},
                              {"window": "17:00-21:00", "price_per_kwh": 0.56, "label": "peak"}],
                   "session_fee": 1.00, "idle_fee": {"per_minute": 0.40, "grace_minutes": 10},
                   "price_now_per_kwh": price, "window_now": window, "applies_to": "DC connectors 1-4; AC connectors 5-6 use TRF-CO-AC"})
    start = pj({"result": "Accepted", "session_id": "S-88120", "site_id": site, "connector": 3, "id_tag": "RFID-04A1B7C2",
                "started_at": "2024-12-03T16:49:12-07:00", "meter_start_wh": 182334520, "vehicle": "Hyundai Ioniq 5 (77.4 kWh)", "soc_start_pct": 33})
    g1 = pj({"session_id": "S-88120", "connector": 3, "status": "Charging", "as_of": "2024-12-03T16:50:40-07:00", "elapsed": "00:01:28",
             "energy_kwh": 0.91, "power_kw": 48.2, "soc_pct": 34, "cost_so_far": {"session_fee": 1.00, "energy": 0.38, "total": 1.38},
             "price_now_per_kwh": 0.42})
    sc = pj({"result": "Accepted", "site_id": site, "connector": 5, "status": "Unavailable", "previous": "Faulted",
             "reason": "GroundFailure 4x in 24h - technician ticket", "ticket": "FS-2211", "at": "2024-12-03T16:51:47-07:00",
             "app_listing": "connector hidden from the driver app"})
    s2 = pj({"site_id": site, "name": "Voltway Denver - Union Station Garage L2", "timezone": "America/Denver", "as_of": "2024-12-03T16:53:05-07:00",
             "grid_limit_kw": 400, "site_power_kw": 218.4, "connectors": [
                 conn(1, "CCS1", 150, "Charging", session_id="S-88123", power_kw=63.1),
                 conn(2, "CCS1", 150, "Charging", session_id="S-88101", power_kw=58.9),
                 conn(3, "CCS1", 150, "Charging", session_id="S-88120", power_kw=96.4),
                 conn(4, "CHAdeMO", 50, "Available"),
                 conn(5, "J1772", 19.2, "Unavailable", reason="GroundFailure 4x in 24h - technician ticket", ticket="FS-2211"),
                 conn(6, "J1772", 19.2, "SuspendedEV", session_id="S-88097", power_kw=0.0, note="vehicle stopped drawing power at 16:52 (target SoC reached)")]})
    g2 = pj({"session_id": "S-88120", "connector": 3, "status": "Charging", "as_of": "2024-12-03T17:06:20-07:00", "elapsed": "00:17:08",
             "energy_kwh": 26.84, "power_kw": 71.3, "soc_pct": 68,
             "energy_by_window": [{"window": "off-peak (until 17:00)", "kwh": 16.20, "price": 0.42, "amount": 6.80},
                                  {"window": "peak (from 17:00)", "kwh": 10.64, "price": 0.56, "amount": 5.96}],
             "cost_so_far": {"session_fee": 1.00, "energy": 12.76, "total": 13.76}, "price_now_per_kwh": 0.56})
    stop = pj({"result": "Accepted", "session_id": "S-88120", "status": "Completed", "stopped_at": "2024-12-03T17:08:02-07:00",
               "stop_reason": "Remote", "duration": "00:18:50", "meter_start_wh": 182334520, "meter_stop_wh": 182363350,
               "energy_kwh": 28.83, "soc_end_pct": 70,
               "energy_by_window": [{"window": "off-peak (until 17:00)", "kwh": 16.20, "price": 0.42, "amount": 6.80},
                                    {"window": "peak (from 17:00)", "kwh": 12.63, "price": 0.56, "amount": 7.07}],
               "invoice": {"session_fee": 1.00, "energy": 13.87, "idle_fee": 0.00, "total": 14.87, "currency": "USD"},
               "receipt": "sent to RFID-04A1B7C2 account holder", "connector_status_after": "Finishing (unplug to free)"})
    turns = [
        (call("get_site", site_id=site), s1),
        (call("get_tariff", site_id=site), tariff("2024-12-03T16:48:44-07:00", 0.42, "off-peak")),
        (call("start_session", site_id=site, connector=3, id_tag="RFID-04A1B7C2"), start),
        (call("get_session", session_id="S-88120"), g1),
        (call("set_connector_status", site_id=site, connector=5, status="Unavailable", reason="GroundFailure 4x in 24h - technician ticket"), sc),
        (call("get_site", site_id=site), s2),
        (call("get_tariff", site_id=site), tariff("2024-12-03T17:01:09-07:00", 0.56, "peak")),
        (call("get_session", session_id="S-88120"), g2),
        (call("stop_session", session_id="S-88120"), stop),
    ]
    rs.add(task="mcp", tid="h21-mcp-22", system=system, turns=turns,
           state="Voltway operator console, 2024-12-03 ~16:48 MST. A driver at Union Station (Denver) can't start connector 3 with her card; the agent remote-starts it, handles the faulted connector 5, and stops the session when she asks at ~17:08.",
           bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
