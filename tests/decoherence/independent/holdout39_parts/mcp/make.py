# ruff: noqa: E501
"""Held-out set holdout39, domain mcp: 22 MCP-server trajectories written blind, 11 of them with one contradiction.

Each function builds one trajectory (a system prompt from ``mcp_system``, a starting state, and the
tool calls with the results the server would return); ``main`` adds them all and writes
``mcp_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool


def table(head: list[str], rows: list[list[Any]]) -> str:
    """A fixed-width text table, as several servers print list results."""
    cells = [[str(c) for c in head]] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


# GitHub Actions: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("github-actions", "GitHub Actions workflows, runs, jobs and logs for the repositories the token can reach", [
        tool("list_workflows", "List the workflows defined in a repository.", {"owner": S, "repo": S}, ["owner", "repo"]),
        tool("list_workflow_runs", "List runs of one workflow, newest first. Optional branch, status and per_page filters.", {"owner": S, "repo": S, "workflow_id": INT, "branch": S, "status": S, "per_page": INT}, ["owner", "repo", "workflow_id"]),
        tool("get_workflow_run", "Get one workflow run by id.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("list_jobs_for_run", "List the jobs of a workflow run. filter: latest (default) or all attempts.", {"owner": S, "repo": S, "run_id": INT, "filter": S}, ["owner", "repo", "run_id"]),
        tool("get_job_logs", "Return the plain-text log of a job, optionally only the last tail_lines lines.", {"owner": S, "repo": S, "job_id": INT, "tail_lines": INT}, ["owner", "repo", "job_id"]),
        tool("rerun_failed_jobs", "Re-run the failed jobs of a run and the jobs that depend on them.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("cancel_workflow_run", "Cancel a queued or in-progress run.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("dispatch_workflow", "Trigger a workflow_dispatch event on a ref with inputs.", {"owner": S, "repo": S, "workflow_id": INT, "ref": S, "inputs": OBJ}, ["owner", "repo", "workflow_id", "ref"]),
    ])
    state = ("Repository northwind-labs/ledger-api (private, default branch main). The agent acts for @tkaminski. "
             "Request: \"CI on my PR #482 (branch feat/ledger-batching) went red and I think it's the flaky concurrency test again. "
             "Check what failed and, if it's just that, re-run the failed jobs and tell me when it's green.\"")
    o, r = "northwind-labs", "ledger-api"
    base = f"https://api.github.com/repos/{o}/{r}"
    wfs = [(48211093, "CI", ".github/workflows/ci.yml", "2023-02-09T10:14:52Z", "2024-05-28T08:31:07Z"),
           (48211094, "CodeQL", ".github/workflows/codeql.yml", "2023-02-09T10:14:52Z", "2024-01-16T15:02:44Z"),
           (51177302, "Release", ".github/workflows/release.yml", "2023-04-03T12:47:19Z", "2024-04-22T09:55:30Z"),
           (53390121, "Nightly E2E", ".github/workflows/nightly-e2e.yml", "2023-05-17T07:20:01Z", "2024-06-03T17:41:12Z"),
           (60014822, "Dependabot auto-merge", ".github/workflows/dependabot-automerge.yml", "2023-09-12T14:08:36Z", "2023-09-12T14:08:36Z")]
    t1 = pj({"total_count": 5, "workflows": [
        {"id": i, "node_id": f"W_kwDOJq4xK84C{str(i)[-4:]}Qm", "name": n, "path": p, "state": "active", "created_at": c, "updated_at": u,
         "url": f"{base}/actions/workflows/{i}", "html_url": f"https://github.com/{o}/{r}/blob/main/{p}",
         "badge_url": f"https://github.com/{o}/{r}/workflows/{n.replace(' ', '%20')}/badge.svg"} for i, n, p, c, u in wfs]})
    sha = "3f9c1e27ab40d5e6c8817f2d09b4a6e51c73d2f8"
    runs = [(9468120735, 1287, sha, "failure", "2024-06-12T13:41:07Z", "2024-06-12T13:52:39Z", "Batch ledger commits in groups of 500"),
            (9467710422, 1284, "b81e0c4d6a2f93175e04c8b1d9a7f6e2c3058a14", "success", "2024-06-12T12:58:44Z", "2024-06-12T13:10:02Z", "Batch ledger commits in groups of 500"),
            (9466032918, 1279, "0d47a9e3c5b1f8260e9d3a7c4b6f1e85d2a09c37", "cancelled", "2024-06-12T10:22:15Z", "2024-06-12T10:24:51Z", "Batch ledger commits in groups of 500"),
            (9465519077, 1276, "e6a20f5c9b7d41380fa2c6e9d1b8a4f7c05e3d92", "success", "2024-06-12T09:37:40Z", "2024-06-12T09:49:18Z", "Batch ledger commits in groups of 500")]
    t2 = pj({"total_count": 23, "workflow_runs": [
        {"id": i, "name": "CI", "node_id": f"WFR_kwLOJq4xK88AAAACNFk{str(i)[-4:]}", "head_branch": "feat/ledger-batching", "head_sha": h,
         "path": ".github/workflows/ci.yml", "display_title": t, "run_number": n, "event": "pull_request", "status": "completed",
         "conclusion": c, "workflow_id": 48211093, "url": f"{base}/actions/runs/{i}", "html_url": f"https://github.com/{o}/{r}/actions/runs/{i}",
         "pull_requests": [{"number": 482, "head": {"ref": "feat/ledger-batching", "sha": h}, "base": {"ref": "main", "sha": "5a0e9b3c71d24f68e0b9c2a4d7f13e865b0c1f29"}}],
         "created_at": cr, "updated_at": up, "actor": {"login": "tkaminski", "id": 11842077}, "run_attempt": 1, "run_started_at": cr}
        for i, n, h, c, cr, up, t in runs]})

    def job(jid: int, name: str, concl: str | None, started: str, done: str | None, runner: str, attempt: int, steps: list[tuple[str, str | None, str, str | None]], status: str = "completed") -> dict[str, Any]:
        return {"id": jid, "run_id": 9468120735, "workflow_name": "CI", "head_branch": "feat/ledger-batching",
                "run_url": f"{base}/actions/runs/9468120735", "run_attempt": attempt, "node_id": f"CR_kwDOJq4xK88AAAAGEd{str(jid)[-5:]}",
                "head_sha": sha, "url": f"{base}/actions/jobs/{jid}", "html_url": f"https://github.com/{o}/{r}/actions/runs/9468120735/job/{jid}",
                "status": status, "conclusion": concl, "created_at": started, "started_at": started, "completed_at": done, "name": name,
                "steps": [{"name": sn, "status": "completed" if sc else "in_progress", "conclusion": sc, "number": k, "started_at": ss, "completed_at": se}
                          for k, (sn, sc, ss, se) in enumerate(steps, 1)],
                "labels": ["ubuntu-22.04"], "runner_id": int(runner.rsplit(" ", 1)[-1]) if runner else None, "runner_name": runner or None,
                "runner_group_id": 2 if runner else None, "runner_group_name": "GitHub Actions" if runner else None}
    j_lint = job(26071844310, "lint", "success", "2024-06-12T13:41:15Z", "2024-06-12T13:42:58Z", "GitHub Actions 41", 1, [
        ("Set up job", "success", "2024-06-12T13:41:15Z", "2024-06-12T13:41:17Z"), ("Run actions/checkout@v4", "success", "2024-06-12T13:41:17Z", "2024-06-12T13:41:19Z"),
        ("Run ruff check .", "success", "2024-06-12T13:41:40Z", "2024-06-12T13:41:43Z"), ("Run mypy ledger", "success", "2024-06-12T13:41:43Z", "2024-06-12T13:42:56Z")])
    j_u11 = job(26071844596, "unit (3.11)", "success", "2024-06-12T13:41:16Z", "2024-06-12T13:47:31Z", "GitHub Actions 38", 1, [
        ("Set up job", "success", "2024-06-12T13:41:16Z", "2024-06-12T13:41:18Z"), ("Run actions/checkout@v4", "success", "2024-06-12T13:41:18Z", "2024-06-12T13:41:20Z"),
        ("Install dependencies", "success", "2024-06-12T13:41:21Z", "2024-06-12T13:41:49Z"), ("Run pytest -n 4 tests/unit", "success", "2024-06-12T13:41:49Z", "2024-06-12T13:47:29Z")])
    u12_steps = [("Set up job", "success", "2024-06-12T13:41:16Z", "2024-06-12T13:41:18Z"), ("Run actions/checkout@v4", "success", "2024-06-12T13:41:18Z", "2024-06-12T13:41:20Z"),
                 ("Install dependencies", "success", "2024-06-12T13:41:20Z", "2024-06-12T13:41:51Z"), ("Run pytest -n 4 tests/unit", "failure", "2024-06-12T13:41:51Z", "2024-06-12T13:47:33Z"),
                 ("Upload junit report", "skipped", "2024-06-12T13:47:33Z", "2024-06-12T13:47:33Z")]
    j_u12 = job(26071844871, "unit (3.12)", "failure", "2024-06-12T13:41:16Z", "2024-06-12T13:47:35Z", "GitHub Actions 44", 1, u12_steps)
    j_int = job(26071845133, "integration (postgres 16)", "success", "2024-06-12T13:41:17Z", "2024-06-12T13:52:30Z", "GitHub Actions 39", 1, [
        ("Set up job", "success", "2024-06-12T13:41:17Z", "2024-06-12T13:41:19Z"), ("Initialize containers", "success", "2024-06-12T13:41:19Z", "2024-06-12T13:41:52Z"),
        ("Run actions/checkout@v4", "success", "2024-06-12T13:41:52Z", "2024-06-12T13:41:54Z"), ("Run pytest tests/integration", "success", "2024-06-12T13:42:21Z", "2024-06-12T13:52:27Z")])
    j_img = job(26071903862, "build-image", "skipped", "2024-06-12T13:52:33Z", "2024-06-12T13:52:33Z", "", 1, [])
    t3 = pj({"total_count": 5, "jobs": [j_lint, j_u11, j_u12, j_int, j_img]})
    t4 = "\n".join([
        "2024-06-12T13:47:02.4418823Z tests/unit/test_accounts.py::test_close_account_with_zero_balance PASSED [ 96%]",
        "2024-06-12T13:47:02.5120947Z tests/unit/test_batching.py::test_batch_size_default PASSED            [ 96%]",
        "2024-06-12T13:47:02.5903316Z tests/unit/test_batching.py::test_batch_split_uneven PASSED            [ 97%]",
        "2024-06-12T13:47:27.6120554Z tests/unit/test_batching.py::test_batch_commit_concurrent FAILED       [ 97%]",
        "2024-06-12T13:47:27.7008312Z tests/unit/test_batching.py::test_batch_commit_rollback PASSED         [ 98%]",
        "2024-06-12T13:47:27.8114960Z tests/unit/test_reconcile.py::test_reconcile_empty_day PASSED         [ 99%]",
        "2024-06-12T13:47:27.9032271Z tests/unit/test_reconcile.py::test_reconcile_fx_rounding PASSED       [100%]",
        "2024-06-12T13:47:28.0012406Z ",
        "2024-06-12T13:47:28.0013582Z =================================== FAILURES ===================================",
        "2024-06-12T13:47:28.0014397Z _________________________ test_batch_commit_concurrent _________________________",
        "2024-06-12T13:47:28.0015611Z [gw2] linux -- Python 3.12.3 /opt/hostedtoolcache/Python/3.12.3/x64/bin/python",
        "2024-06-12T13:47:28.0016720Z ",
        "2024-06-12T13:47:28.0017402Z     @pytest.mark.timeout(25)",
        "2024-06-12T13:47:28.0018133Z     def test_batch_commit_concurrent(ledger, worker_pool):",
        "2024-06-12T13:47:28.0018896Z         futures = [worker_pool.submit(ledger.commit_batch, make_batch(500)) for _ in range(8)]",
        "2024-06-12T13:47:28.0019655Z >       results = [f.result(timeout=20) for f in futures]",
        "2024-06-12T13:47:28.0020401Z ",
        "2024-06-12T13:47:28.0021107Z tests/unit/test_batching.py:118: ",
        "2024-06-12T13:47:28.0021860Z _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ ",
        "2024-06-12T13:47:28.0022594Z /opt/hostedtoolcache/Python/3.12.3/x64/lib/python3.12/concurrent/futures/_base.py:458: in result",
        "2024-06-12T13:47:28.0023388Z     raise TimeoutError()",
        "2024-06-12T13:47:28.0024102Z E   TimeoutError",
        "2024-06-12T13:47:28.0024839Z ----------------------------- Captured log call ------------------------------",
        "2024-06-12T13:47:28.0025617Z WARNING  ledger.batching:batching.py:211 lock wait exceeded 5.0s on ledger_batch_lock (holder=worker-6)",
        "2024-06-12T13:47:28.0026380Z WARNING  ledger.batching:batching.py:211 lock wait exceeded 5.0s on ledger_batch_lock (holder=worker-6)",
        "2024-06-12T13:47:28.0027144Z =========================== short test summary info ============================",
        "2024-06-12T13:47:28.0027913Z FAILED tests/unit/test_batching.py::test_batch_commit_concurrent - TimeoutError",
        "2024-06-12T13:47:28.0028690Z ============ 1 failed, 611 passed, 4 skipped in 341.28s (0:05:41) =============",
        "2024-06-12T13:47:33.1190482Z ##[error]Process completed with exit code 1.",
        "2024-06-12T13:47:33.1337015Z Post job cleanup.",
        "2024-06-12T13:47:35.0041829Z Cleaning up orphan processes"])
    t5 = pj({"status": 201, "message": "Re-run of failed jobs requested.", "run_id": 9468120735, "html_url": f"https://github.com/{o}/{r}/actions/runs/9468120735"})
    run_common = {"id": 9468120735, "name": "CI", "node_id": "WFR_kwLOJq4xK88AAAACNFk0735", "head_branch": "feat/ledger-batching", "head_sha": sha,
                  "path": ".github/workflows/ci.yml", "display_title": "Batch ledger commits in groups of 500", "run_number": 1287, "event": "pull_request"}
    t6 = pj({**run_common, "status": "in_progress", "conclusion": None, "workflow_id": 48211093, "check_suite_id": 24981377406,
             "url": f"{base}/actions/runs/9468120735", "html_url": f"https://github.com/{o}/{r}/actions/runs/9468120735",
             "pull_requests": [{"number": 482, "head": {"ref": "feat/ledger-batching", "sha": sha}, "base": {"ref": "main", "sha": "5a0e9b3c71d24f68e0b9c2a4d7f13e865b0c1f29"}}],
             "created_at": "2024-06-12T13:41:07Z", "updated_at": "2024-06-12T14:06:52Z", "actor": {"login": "tkaminski", "id": 11842077},
             "triggering_actor": {"login": "tkaminski", "id": 11842077}, "run_attempt": 2, "run_started_at": "2024-06-12T14:06:31Z",
             "jobs_url": f"{base}/actions/runs/9468120735/jobs", "logs_url": f"{base}/actions/runs/9468120735/logs",
             "previous_attempt_url": f"{base}/actions/runs/9468120735/attempts/1", "rerun_url": f"{base}/actions/runs/9468120735/rerun"})
    j_u12b = job(26073390127, "unit (3.12)", "success", "2024-06-12T14:06:40Z", "2024-06-12T14:12:03Z", "GitHub Actions 52", 2, [
        ("Set up job", "success", "2024-06-12T14:06:40Z", "2024-06-12T14:06:42Z"), ("Run actions/checkout@v4", "success", "2024-06-12T14:06:42Z", "2024-06-12T14:06:44Z"),
        ("Install dependencies", "success", "2024-06-12T14:06:44Z", "2024-06-12T14:07:13Z"), ("Run pytest -n 4 tests/unit", "success", "2024-06-12T14:07:13Z", "2024-06-12T14:11:58Z"),
        ("Upload junit report", "success", "2024-06-12T14:11:58Z", "2024-06-12T14:12:01Z")])
    j_imgb = job(26073622548, "build-image", None, "2024-06-12T14:12:09Z", None, "GitHub Actions 47", 2, [
        ("Set up job", "success", "2024-06-12T14:12:09Z", "2024-06-12T14:12:11Z"), ("Run actions/checkout@v4", "success", "2024-06-12T14:12:11Z", "2024-06-12T14:12:13Z"),
        ("Set up Docker Buildx", "success", "2024-06-12T14:12:13Z", "2024-06-12T14:12:24Z"), ("Build image ghcr.io/northwind-labs/ledger-api", None, "2024-06-12T14:12:24Z", None)], status="in_progress")
    t7 = pj({"total_count": 5, "jobs": [j_lint, j_u11, j_u12b, j_int, j_imgb]})
    t8 = pj({**run_common, "status": "completed", "conclusion": "success", "workflow_id": 48211093, "check_suite_id": 24981377406,
             "html_url": f"https://github.com/{o}/{r}/actions/runs/9468120735", "created_at": "2024-06-12T13:41:07Z", "updated_at": "2024-06-12T14:15:47Z",
             "run_attempt": 2, "run_started_at": "2024-06-12T14:06:31Z", "previous_attempt_url": f"{base}/actions/runs/9468120735/attempts/1",
             "actor": {"login": "tkaminski", "id": 11842077}, "triggering_actor": {"login": "tkaminski", "id": 11842077}})
    turns = [
        (call("list_workflows", owner=o, repo=r), t1),
        (call("list_workflow_runs", owner=o, repo=r, workflow_id=48211093, branch="feat/ledger-batching", per_page=4), t2),
        (call("list_jobs_for_run", owner=o, repo=r, run_id=9468120735), t3),
        (call("get_job_logs", owner=o, repo=r, job_id=26071844871, tail_lines=30), t4),
        (call("rerun_failed_jobs", owner=o, repo=r, run_id=9468120735), t5),
        (call("get_workflow_run", owner=o, repo=r, run_id=9468120735), t6),
        (call("list_jobs_for_run", owner=o, repo=r, run_id=9468120735, filter="latest"), t7),
        (call("get_workflow_run", owner=o, repo=r, run_id=9468120735), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-01", system=system, turns=turns, state=state, bad=False)

# Snowflake: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("snowflake", "SQL access to the ACME_ANALYTICS Snowflake account with the role and warehouse of the session", [
        tool("list_databases", "List the databases the role can see.", {}, []),
        tool("list_schemas", "List the schemas of a database.", {"database": S}, ["database"]),
        tool("list_tables", "List the tables of a schema with row counts, bytes and timestamps from INFORMATION_SCHEMA.TABLES.", {"database": S, "schema": S}, ["database", "schema"]),
        tool("describe_table", "Describe the columns of a fully qualified table.", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query and return the rows.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Execute a CREATE TABLE statement.", {"query": S}, ["query"]),
    ])
    state = ("Snowflake account ACME_ANALYTICS (xy12345.eu-central-1), role DATA_ENGINEER, warehouse TRANSFORM_WH, session started 2024-06-13 09:31 UTC. "
             "Ticket DATA-2291: \"The page-view load for 2024-05-14 timed out and the loader replayed it, so that day is doubled in RAW.EVENTS.PAGE_VIEWS. "
             "Remove the replayed batch, confirm the counts, and record the fix in OPS.MAINTENANCE_LOG.\"")
    tabs = [("APP_ERRORS", "BASE TABLE", 3_118_452, 402_653_184, "2023-03-02 11:18:40.271 -0800", "2024-06-13 02:09:55.118 -0700"),
            ("CLICKS", "BASE TABLE", 121_904_337, 11_807_555_584, "2023-01-19 08:02:13.906 -0800", "2024-06-13 02:21:07.502 -0700"),
            ("PAGE_VIEWS", "BASE TABLE", 48_213_907, 6_914_223_104, "2023-11-07 06:44:29.615 -0800", "2024-06-13 02:17:31.884 -0700"),
            ("PAGE_VIEWS_STG", "BASE TABLE", 0, 0, "2023-11-07 06:44:31.002 -0800", "2024-06-13 02:17:33.140 -0700"),
            ("SEARCHES", "BASE TABLE", 9_284_116, 1_021_313_024, "2023-06-21 13:30:52.447 -0700", "2024-06-13 02:12:48.771 -0700"),
            ("SESSIONS", "BASE TABLE", 17_590_228, 2_246_574_080, "2023-01-19 08:02:14.330 -0800", "2024-06-13 02:19:26.035 -0700"),
            ("SIGNUPS", "BASE TABLE", 411_873, 38_797_312, "2023-01-19 08:02:14.881 -0800", "2024-06-13 02:05:02.664 -0700"),
            ("V_PAGE_VIEWS_DEDUP", "VIEW", None, None, "2024-02-26 10:15:07.339 -0800", "2024-02-26 10:15:07.339 -0800")]

    def tlist(rows: list[tuple[str, str, int | None, int | None, str, str]]) -> str:
        return mcp_text(table(["TABLE_CATALOG", "TABLE_SCHEMA", "TABLE_NAME", "TABLE_TYPE", "ROW_COUNT", "BYTES", "CREATED", "LAST_ALTERED"],
                              [["RAW", "EVENTS", n, t, "NULL" if c is None else c, "NULL" if b is None else b, cr, la] for n, t, c, b, cr, la in rows]) + f"\n\n{len(rows)} rows")
    t1 = tlist(tabs)
    t2 = mcp_text(table(["name", "type", "kind", "null?", "default", "primary key", "unique key", "comment"], [
        ["EVENT_ID", "VARCHAR(36)", "COLUMN", "N", "NULL", "N", "N", "UUID from the client SDK"],
        ["EVENT_TS", "TIMESTAMP_NTZ(9)", "COLUMN", "N", "NULL", "N", "N", "Client event time, UTC"],
        ["EVENT_DATE", "DATE", "COLUMN", "N", "NULL", "N", "N", "Partition date (UTC)"],
        ["USER_ID", "VARCHAR(64)", "COLUMN", "Y", "NULL", "N", "N", "NULL for anonymous visitors"],
        ["ANON_ID", "VARCHAR(36)", "COLUMN", "N", "NULL", "N", "N", ""],
        ["SESSION_ID", "VARCHAR(36)", "COLUMN", "N", "NULL", "N", "N", ""],
        ["PAGE_URL", "VARCHAR(2048)", "COLUMN", "N", "NULL", "N", "N", ""],
        ["REFERRER", "VARCHAR(2048)", "COLUMN", "Y", "NULL", "N", "N", ""],
        ["DEVICE_TYPE", "VARCHAR(16)", "COLUMN", "Y", "NULL", "N", "N", "desktop | mobile | tablet"],
        ["COUNTRY", "VARCHAR(2)", "COLUMN", "Y", "NULL", "N", "N", "ISO 3166-1 alpha-2"],
        ["LOAD_BATCH_ID", "VARCHAR(32)", "COLUMN", "N", "NULL", "N", "N", "Loader batch, B-YYYYMMDD-NN[R]"],
        ["LOADED_AT", "TIMESTAMP_LTZ(9)", "COLUMN", "N", "CURRENT_TIMESTAMP()", "N", "N", ""]]) + "\n\n12 rows")
    days = [("2024-05-11", "B-20240511-01", 1_196_402, "2024-05-12 02:13:07.412 -0700"),
            ("2024-05-12", "B-20240512-01", 1_152_877, "2024-05-13 02:14:22.958 -0700"),
            ("2024-05-13", "B-20240513-01", 1_311_095, "2024-05-14 02:12:49.031 -0700"),
            ("2024-05-14", "B-20240514-01", 1_284_330, "2024-05-15 02:14:51.667 -0700"),
            ("2024-05-14", "B-20240514-01R", 1_284_330, "2024-05-15 03:02:18.205 -0700"),
            ("2024-05-15", "B-20240515-01", 1_298_764, "2024-05-16 02:13:36.820 -0700"),
            ("2024-05-16", "B-20240516-01", 1_276_513, "2024-05-17 02:15:03.449 -0700"),
            ("2024-05-17", "B-20240517-01", 1_240_119, "2024-05-18 02:12:58.176 -0700")]
    t3 = mcp_text(table(["EVENT_DATE", "LOAD_BATCH_ID", "ROW_COUNT", "FIRST_LOADED_AT"], [list(d) for d in days]) + "\n\n8 rows")
    t4 = mcp_text(table(["TOTAL_ROWS", "DISTINCT_EVENT_IDS", "REPLAY_ROWS", "REPLAY_IDS_ALSO_IN_ORIGINAL"], [[2_568_660, 1_284_330, 1_284_330, 1_284_330]]) + "\n\n1 row")
    t5 = mcp_text(table(["number of rows deleted"], [[1_284_330]]) + "\n\n1 row")
    t6 = mcp_text(table(["COUNT(*)"], [[46_929_577]]) + "\n\n1 row")
    tabs2 = [x if x[0] != "PAGE_VIEWS" else ("PAGE_VIEWS", "BASE TABLE", 46_929_577, 6_731_882_496, x[4], "2024-06-13 02:44:06.593 -0700") for x in tabs]
    t7 = tlist(tabs2)
    t8 = mcp_text(table(["number of rows inserted"], [[1]]) + "\n\n1 row")
    t9 = mcp_text(table(["EVENT_DATE", "ROW_COUNT", "BATCHES"], [
        ["2024-05-11", 1_196_402, 1], ["2024-05-12", 1_152_877, 1], ["2024-05-13", 1_311_095, 1], ["2024-05-14", 2_568_660, 1],
        ["2024-05-15", 1_298_764, 1], ["2024-05-16", 1_276_513, 1], ["2024-05-17", 1_240_119, 1]]) + "\n\n7 rows")
    turns = [
        (call("list_tables", database="RAW", schema="EVENTS"), t1),
        (call("describe_table", table_name="RAW.EVENTS.PAGE_VIEWS"), t2),
        (call("read_query", query="SELECT event_date, load_batch_id, COUNT(*) AS row_count, MIN(loaded_at) AS first_loaded_at\nFROM RAW.EVENTS.PAGE_VIEWS\nWHERE event_date BETWEEN '2024-05-11' AND '2024-05-17'\nGROUP BY 1, 2\nORDER BY 1, 2"), t3),
        (call("read_query", query="SELECT COUNT(*) AS total_rows,\n       COUNT(DISTINCT event_id) AS distinct_event_ids,\n       COUNT_IF(load_batch_id = 'B-20240514-01R') AS replay_rows,\n       (SELECT COUNT(*) FROM RAW.EVENTS.PAGE_VIEWS r\n         WHERE r.load_batch_id = 'B-20240514-01R'\n           AND r.event_id IN (SELECT event_id FROM RAW.EVENTS.PAGE_VIEWS WHERE load_batch_id = 'B-20240514-01')) AS replay_ids_also_in_original\nFROM RAW.EVENTS.PAGE_VIEWS\nWHERE event_date = '2024-05-14'"), t4),
        (call("write_query", query="DELETE FROM RAW.EVENTS.PAGE_VIEWS WHERE event_date = '2024-05-14' AND load_batch_id = 'B-20240514-01R'"), t5),
        (call("read_query", query="SELECT COUNT(*) FROM RAW.EVENTS.PAGE_VIEWS"), t6),
        (call("list_tables", database="RAW", schema="EVENTS"), t7),
        (call("write_query", query="INSERT INTO OPS.MAINTENANCE_LOG (ticket, table_name, action, rows_affected, performed_by, performed_at)\nVALUES ('DATA-2291', 'RAW.EVENTS.PAGE_VIEWS', 'Deleted replayed batch B-20240514-01R (exact duplicates of B-20240514-01)', 1284330, CURRENT_USER(), CURRENT_TIMESTAMP())"), t8),
        (call("read_query", query="SELECT event_date, COUNT(*) AS row_count, COUNT(DISTINCT load_batch_id) AS batches\nFROM RAW.EVENTS.PAGE_VIEWS\nWHERE event_date BETWEEN '2024-05-11' AND '2024-05-17'\nGROUP BY 1\nORDER BY 1"), t9),
    ]
    rs.add(task="mcp", tid="h39-mcp-02", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="daily row count for 2024-05-14 still at the doubled pre-delete value after the replayed batch was deleted")

# Home Assistant: clean
def t03(rs: RowSet) -> None:
    system = mcp_system("home-assistant", "the REST API of the Home Assistant instance 'Maple Street': entity states, services and automations", [
        tool("get_states", "Return the current state objects of all entities of one domain.", {"domain": S}, ["domain"]),
        tool("get_state", "Return the state object of one entity.", {"entity_id": S}, ["entity_id"]),
        tool("call_service", "Call a service; returns the list of states that changed while the service ran.", {"domain": S, "service": S, "service_data": OBJ}, ["domain", "service"]),
        tool("list_automations", "List automation entities with their state, id and last_triggered.", {}, []),
        tool("get_history", "Return the state history of an entity since a start time.", {"entity_id": S, "start_time": S}, ["entity_id"]),
        tool("get_config", "Return the core configuration (version, location, time zone, units).", {}, []),
    ])
    state = ("Home Assistant 2024.6.2 at http://homeassistant.local:8123, location 'Maple Street', time zone Europe/Berlin, metric units. It is Thursday 2024-06-13, about 21:40 local time (19:40 UTC). "
             "User: \"Heading to bed soon. Turn off the office lights, set the living room to 20.5 degrees, make sure the front door is locked, "
             "and switch off the vacation lights automations, we're back home.\"")

    def light(eid: str, name: str, on: bool, changed: str, updated: str, ctx: str, bri: int | None = None, kelvin: int | None = None, modes: list[str] | None = None) -> dict[str, Any]:
        modes = modes or ["color_temp"]
        attrs: dict[str, Any] = {"min_color_temp_kelvin": 2202, "max_color_temp_kelvin": 6535, "min_mireds": 153, "max_mireds": 454,
                                 "supported_color_modes": modes, "color_mode": (modes[0] if on else None), "brightness": bri if on else None}
        if "color_temp" in modes:
            attrs["color_temp_kelvin"] = kelvin if on else None
            attrs["color_temp"] = (round(1_000_000 / kelvin) if on and kelvin else None)
        if modes == ["brightness"]:
            attrs = {"supported_color_modes": modes, "color_mode": "brightness" if on else None, "brightness": bri if on else None}
        attrs.update({"friendly_name": name, "supported_features": 40 if "color_temp" in modes else 32})
        return {"entity_id": eid, "state": "on" if on else "off", "attributes": attrs, "last_changed": changed, "last_reported": updated,
                "last_updated": updated, "context": {"id": ctx, "parent_id": None, "user_id": None}}
    lights = [
        light("light.office_ceiling", "Office Ceiling", True, "2024-06-13T17:02:11.482915+00:00", "2024-06-13T17:02:11.482915+00:00", "01J0C3M8XW4T9Q2R7B1K5D6F0H", 204, 4000),
        light("light.office_desk_lamp", "Office Desk Lamp", True, "2024-06-13T16:48:37.019442+00:00", "2024-06-13T18:10:05.771203+00:00", "01J0C7E2P9N3V6H8Z4A0S1W5QJ", 153, 3000),
        light("light.living_room_floor", "Living Room Floor Lamp", True, "2024-06-13T18:51:44.300172+00:00", "2024-06-13T18:51:44.300172+00:00", "01J0CAK6RZ1M8D3F5T7X9B2NQE", 128, 2700),
        light("light.living_room_ceiling", "Living Room Ceiling", False, "2024-06-13T18:51:44.297830+00:00", "2024-06-13T18:51:44.297830+00:00", "01J0CAK6RZ1M8D3F5T7X9B2NQE"),
        light("light.kitchen_under_cabinet", "Kitchen Under-Cabinet", True, "2024-06-13T18:20:09.655318+00:00", "2024-06-13T18:20:09.655318+00:00", "01J0C8Y1TQ5G2K7W0R3M6H9DBA", 230, None, ["brightness"]),
        light("light.hallway", "Hallway", False, "2024-06-13T19:02:57.128846+00:00", "2024-06-13T19:02:57.128846+00:00", "01J0CB6ZD8F4N1Q7S2V5X0K3PT"),
        light("light.bedroom_left", "Bedroom Left", False, "2024-06-13T06:31:12.904117+00:00", "2024-06-13T06:31:12.904117+00:00", "01J0B0VQ3H7C5K9M1P4R8T2W6Y"),
        light("light.bedroom_right", "Bedroom Right", False, "2024-06-13T06:31:12.906240+00:00", "2024-06-13T06:31:12.906240+00:00", "01J0B0VQ3H7C5K9M1P4R8T2W6Y"),
        light("light.porch", "Porch", True, "2024-06-13T19:21:00.377451+00:00", "2024-06-13T19:21:00.377451+00:00", "01J0CC8F1R6T3W9Y2B5D8G0J4M", 255, None, ["brightness"]),
    ]
    t1 = pj(lights)
    climate_attrs = {"hvac_modes": ["off", "heat", "auto"], "min_temp": 5, "max_temp": 30, "target_temp_step": 0.5,
                     "preset_modes": ["none", "eco", "comfort", "boost"], "current_temperature": 21.8, "temperature": 22.0,
                     "hvac_action": "heating", "preset_mode": "comfort", "friendly_name": "Living Room Thermostat", "supported_features": 401}
    clim1 = {"entity_id": "climate.living_room", "state": "heat", "attributes": climate_attrs, "last_changed": "2024-06-13T04:30:00.512093+00:00",
             "last_reported": "2024-06-13T19:38:02.844106+00:00", "last_updated": "2024-06-13T19:38:02.844106+00:00",
             "context": {"id": "01J0CD7H2K9P4S1V6Y3B8E0G5N", "parent_id": None, "user_id": None}}
    t2 = pj(clim1)
    off_ctx = "01J0CDF4W7Z2C5H8K1N4Q7T0V3"
    t3 = pj([
        light("light.office_ceiling", "Office Ceiling", False, "2024-06-13T19:41:27.118204+00:00", "2024-06-13T19:41:27.118204+00:00", off_ctx),
        light("light.office_desk_lamp", "Office Desk Lamp", False, "2024-06-13T19:41:27.121975+00:00", "2024-06-13T19:41:27.121975+00:00", off_ctx)])
    clim2 = {**clim1, "attributes": {**climate_attrs, "temperature": 20.5, "hvac_action": "idle"},
             "last_reported": "2024-06-13T19:41:49.630511+00:00", "last_updated": "2024-06-13T19:41:49.630511+00:00",
             "context": {"id": "01J0CDG9A3D6G9J2M5P8S1V4X7", "parent_id": None, "user_id": "9f2c41d07b5e4a3c8e1f6d2b0a7c9e54"}}
    t4 = pj([clim2])
    lock_attrs = {"friendly_name": "Front Door", "supported_features": 0}
    lock1 = {"entity_id": "lock.front_door", "state": "unlocked", "attributes": lock_attrs, "last_changed": "2024-06-13T18:55:03.607788+00:00",
             "last_reported": "2024-06-13T18:55:03.607788+00:00", "last_updated": "2024-06-13T18:55:03.607788+00:00",
             "context": {"id": "01J0CAT2B5E8H1K4N7Q0T3W6Z9", "parent_id": None, "user_id": None}}
    t5 = pj(lock1)
    t6 = pj([{**lock1, "state": "locking", "last_changed": "2024-06-13T19:42:15.240119+00:00", "last_reported": "2024-06-13T19:42:15.240119+00:00",
              "last_updated": "2024-06-13T19:42:15.240119+00:00", "context": {"id": "01J0CDH3C6F9J2L5P8R1U4X7A0", "parent_id": None, "user_id": "9f2c41d07b5e4a3c8e1f6d2b0a7c9e54"}}])
    t7 = pj({**lock1, "state": "locked", "last_changed": "2024-06-13T19:42:19.882460+00:00", "last_reported": "2024-06-13T19:42:19.882460+00:00",
             "last_updated": "2024-06-13T19:42:19.882460+00:00", "context": {"id": "01J0CDH7M2Q5T8W1Z4C7F0J3L6", "parent_id": None, "user_id": None}})
    autos = [("automation.vacation_lights_evening", "Vacation lights: evening on", "1711042035511", "on", "2024-06-12T19:14:00.412309+00:00", "2024-06-02T08:14:51.200347+00:00"),
             ("automation.vacation_lights_random_off", "Vacation lights: random off", "1711042098330", "on", "2024-06-12T21:47:13.006518+00:00", "2024-06-02T08:14:51.203118+00:00"),
             ("automation.porch_light_at_sunset", "Porch light at sunset", "1698411223704", "on", "2024-06-13T19:21:00.371002+00:00", "2024-06-10T05:02:33.918440+00:00"),
             ("automation.porch_light_off_at_midnight", "Porch light off at midnight", "1698411290217", "on", "2024-06-12T22:00:00.108772+00:00", "2024-06-10T05:02:33.920014+00:00"),
             ("automation.morning_blinds", "Morning: open bedroom blinds", "1702390514482", "on", "2024-06-13T04:45:00.009311+00:00", "2024-06-10T05:02:33.921577+00:00"),
             ("automation.low_battery_notify", "Notify: low battery", "1689155002190", "on", "2024-06-08T09:12:44.710028+00:00", "2024-06-10T05:02:33.923082+00:00"),
             ("automation.washer_done", "Notify: washing machine done", "1690880441902", "on", "2024-06-13T15:38:21.554900+00:00", "2024-06-10T05:02:33.924516+00:00"),
             ("automation.night_mode_thermostat", "Night mode thermostat (disabled)", "1701275520381", "off", None, "2024-03-01T10:40:12.331215+00:00")]
    t8 = pj([{"entity_id": e, "state": s, "attributes": {"id": i, "last_triggered": lt, "mode": "single", "current": 0, "friendly_name": n},
              "last_changed": lc, "last_updated": lc} for e, n, i, s, lt, lc in autos])
    t9 = pj([{"entity_id": e, "state": "off", "attributes": {"id": i, "last_triggered": lt, "mode": "single", "current": 0, "friendly_name": n},
              "last_changed": ts, "last_reported": ts, "last_updated": ts,
              "context": {"id": "01J0CDJ8E1H4K7N0R3U6X9B2D5", "parent_id": None, "user_id": "9f2c41d07b5e4a3c8e1f6d2b0a7c9e54"}}
             for (e, n, i, _s, lt, _lc), ts in zip(autos[:2], ["2024-06-13T19:43:02.517843+00:00", "2024-06-13T19:43:02.519962+00:00"])])
    t10 = pj({**clim2, "attributes": {**climate_attrs, "temperature": 20.5, "current_temperature": 21.6, "hvac_action": "idle"},
              "last_reported": "2024-06-13T19:44:30.092217+00:00", "last_updated": "2024-06-13T19:44:30.092217+00:00",
              "context": {"id": "01J0CDKW5P8S1V4Y7B0E3H6K9M", "parent_id": None, "user_id": None}})
    turns = [
        (call("get_states", domain="light"), t1),
        (call("get_state", entity_id="climate.living_room"), t2),
        (call("call_service", domain="light", service="turn_off", service_data={"entity_id": ["light.office_ceiling", "light.office_desk_lamp"]}), t3),
        (call("call_service", domain="climate", service="set_temperature", service_data={"entity_id": "climate.living_room", "temperature": 20.5}), t4),
        (call("get_state", entity_id="lock.front_door"), t5),
        (call("call_service", domain="lock", service="lock", service_data={"entity_id": "lock.front_door"}), t6),
        (call("get_state", entity_id="lock.front_door"), t7),
        (call("list_automations"), t8),
        (call("call_service", domain="automation", service="turn_off", service_data={"entity_id": ["automation.vacation_lights_evening", "automation.vacation_lights_random_off"]}), t9),
        (call("get_state", entity_id="climate.living_room"), t10),
    ]
    rs.add(task="mcp", tid="h39-mcp-03", system=system, turns=turns, state=state, bad=False)

# Jenkins: bad
def t04(rs: RowSet) -> None:
    system = mcp_system("jenkins", "the Jenkins controller at https://ci.quillstone.io through its JSON API", [
        tool("get_job", "Get a job with its recent builds, health and parameter definitions.", {"job_path": S}, ["job_path"]),
        tool("get_build", "Get one build of a job: result, timing, causes, parameters, test summary.", {"job_path": S, "build_number": INT}, ["job_path", "build_number"]),
        tool("get_build_console", "Return console output of a build; tail_lines limits it to the end.", {"job_path": S, "build_number": INT, "tail_lines": INT}, ["job_path", "build_number"]),
        tool("trigger_build", "Queue a build with parameters; returns the queue item.", {"job_path": S, "parameters": OBJ}, ["job_path"]),
        tool("get_queue_item", "Get a queue item; once it has left the queue it names the build.", {"queue_id": INT}, ["queue_id"]),
        tool("list_nodes", "List agents with their executors and online state.", {}, []),
        tool("stop_build", "Abort a running build.", {"job_path": S, "build_number": INT}, ["job_path", "build_number"]),
    ])
    state = ("Jenkins 2.452.2 LTS at https://ci.quillstone.io, API user svc-agent. Now: 2024-06-13 ~09:58 UTC. "
             "Request from #payments-eng: \"payments-service-nightly went yellow last night. Find what failed and kick off a rerun with RUN_E2E=true against staging.\"")
    jp = "payments/payments-service-nightly"
    url = "https://ci.quillstone.io/job/payments/job/payments-service-nightly/"
    hist = [(512, "UNSTABLE", 1718241452118, 2418903), (511, "SUCCESS", 1718155057422, 2377215), (510, "SUCCESS", 1718068661903, 2401588),
            (509, "FAILURE", 1717982254611, 1106442), (508, "SUCCESS", 1717895858027, 2390017), (507, "SUCCESS", 1717809461330, 2412760),
            (506, "SUCCESS", 1717723049815, 2398134)]
    params = {"_class": "hudson.model.ParametersDefinitionProperty", "parameterDefinitions": [
        {"_class": "hudson.model.BooleanParameterDefinition", "name": "RUN_E2E", "type": "BooleanParameterDefinition", "defaultParameterValue": {"value": False}, "description": "Run the Cypress end-to-end suite after integration tests"},
        {"_class": "hudson.model.ChoiceParameterDefinition", "name": "TARGET_ENV", "type": "ChoiceParameterDefinition", "choices": ["staging", "perf"], "defaultParameterValue": {"value": "staging"}, "description": ""},
        {"_class": "hudson.model.StringParameterDefinition", "name": "GIT_REF", "type": "StringParameterDefinition", "defaultParameterValue": {"value": "main"}, "description": "Branch, tag or SHA"}]}

    def jobj(builds: list[dict[str, Any]], color: str, last: int, nxt: int) -> str:
        return pj({"_class": "org.jenkinsci.plugins.workflow.job.WorkflowJob", "name": "payments-service-nightly", "fullName": jp,
                   "displayName": "payments-service-nightly", "url": url, "buildable": True, "color": color, "inQueue": False,
                   "description": "Nightly build of payments-service: unit, integration, optional E2E against staging. Owner: #payments-eng",
                   "healthReport": [{"description": "Build stability: 1 out of the last 5 builds failed.", "iconClassName": "icon-health-60to79", "score": 80},
                                    {"description": "Test Result: 3 tests failing out of a total of 1,846 tests.", "iconClassName": "icon-health-80plus", "score": 99}],
                   "firstBuild": {"number": 388, "url": url + "388/"}, "lastBuild": {"number": last, "url": url + f"{last}/"},
                   "lastCompletedBuild": {"number": 512, "url": url + "512/"}, "lastFailedBuild": {"number": 509, "url": url + "509/"},
                   "lastStableBuild": {"number": 511, "url": url + "511/"}, "lastSuccessfulBuild": {"number": 512, "url": url + "512/"},
                   "lastUnstableBuild": {"number": 512, "url": url + "512/"}, "lastUnsuccessfulBuild": {"number": 512, "url": url + "512/"},
                   "nextBuildNumber": nxt, "property": [params], "builds": builds})
    b1 = [{"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": n, "result": res, "building": False, "timestamp": ts, "duration": d, "url": url + f"{n}/"} for n, res, ts, d in hist]
    t1 = jobj(b1, "yellow", 512, 513)
    t2 = pj({"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": 512, "displayName": "#512", "fullDisplayName": "payments » payments-service-nightly #512",
             "id": "512", "url": url + "512/", "building": False, "result": "UNSTABLE", "timestamp": 1718241452118, "duration": 2418903, "estimatedDuration": 2398771,
             "builtOn": "linux-agent-04", "keepLog": False, "queueId": 88267,
             "actions": [{"_class": "hudson.model.CauseAction", "causes": [{"_class": "hudson.triggers.TimerTrigger$TimerTriggerCause", "shortDescription": "Started by timer"}]},
                         {"_class": "hudson.model.ParametersAction", "parameters": [{"name": "RUN_E2E", "value": False}, {"name": "TARGET_ENV", "value": "staging"}, {"name": "GIT_REF", "value": "main"}]},
                         {"_class": "hudson.plugins.git.util.BuildData", "lastBuiltRevision": {"SHA1": "b5e04d9a17c3f28e61a0d4c7e93b12f85a6d0e47", "branch": [{"name": "refs/remotes/origin/main"}]},
                          "remoteUrls": ["git@github.com:quillstone/payments-service.git"]},
                         {"_class": "hudson.tasks.junit.TestResultAction", "failCount": 3, "skipCount": 12, "totalCount": 1846, "urlName": "testReport"}],
             "changeSets": [{"kind": "git", "items": [
                 {"commitId": "b5e04d9a17c3f28e61a0d4c7e93b12f85a6d0e47", "author": {"fullName": "Priya Raman"}, "msg": "Settlement: round FX legs half-even before netting (#1932)", "timestamp": 1718209883000},
                 {"commitId": "71c3ae0f59d2b8e4a6c1f07d3e98b25a4d6c0e13", "author": {"fullName": "Jonas Weber"}, "msg": "Bump jackson-databind to 2.17.1", "timestamp": 1718190214000}]}]})
    t3 = "\n".join([
        "[2024-06-13T01:49:10.417Z] [INFO] Running com.quillstone.payments.settlement.NettingServiceTest",
        "[2024-06-13T01:49:12.905Z] [ERROR] Tests run: 48, Failures: 3, Errors: 0, Skipped: 0, Time elapsed: 2.431 s <<< FAILURE! - in com.quillstone.payments.settlement.NettingServiceTest",
        "[2024-06-13T01:49:12.906Z] [ERROR] netsMultiCurrencyLegs(com.quillstone.payments.settlement.NettingServiceTest)  Time elapsed: 0.061 s  <<< FAILURE!",
        "[2024-06-13T01:49:12.906Z] org.opentest4j.AssertionFailedError: expected: <1204.57> but was: <1204.56>",
        "[2024-06-13T01:49:12.906Z] \tat com.quillstone.payments.settlement.NettingServiceTest.netsMultiCurrencyLegs(NettingServiceTest.java:212)",
        "[2024-06-13T01:49:12.907Z] [ERROR] netsWithFeeReversal(com.quillstone.payments.settlement.NettingServiceTest)  Time elapsed: 0.044 s  <<< FAILURE!",
        "[2024-06-13T01:49:12.907Z] org.opentest4j.AssertionFailedError: expected: <-18.25> but was: <-18.24>",
        "[2024-06-13T01:49:12.907Z] \tat com.quillstone.payments.settlement.NettingServiceTest.netsWithFeeReversal(NettingServiceTest.java:247)",
        "[2024-06-13T01:49:12.908Z] [ERROR] roundsJpyLegsToWholeUnits(com.quillstone.payments.settlement.NettingServiceTest)  Time elapsed: 0.038 s  <<< FAILURE!",
        "[2024-06-13T01:49:12.908Z] org.opentest4j.AssertionFailedError: expected: <15373> but was: <15372>",
        "[2024-06-13T01:49:12.908Z] \tat com.quillstone.payments.settlement.NettingServiceTest.roundsJpyLegsToWholeUnits(NettingServiceTest.java:281)",
        "[2024-06-13T01:52:40.113Z] [INFO] ",
        "[2024-06-13T01:52:40.113Z] [INFO] Results:",
        "[2024-06-13T01:52:40.113Z] [INFO] ",
        "[2024-06-13T01:52:40.114Z] [ERROR] Failures: ",
        "[2024-06-13T01:52:40.114Z] [ERROR]   NettingServiceTest.netsMultiCurrencyLegs:212 expected: <1204.57> but was: <1204.56>",
        "[2024-06-13T01:52:40.114Z] [ERROR]   NettingServiceTest.netsWithFeeReversal:247 expected: <-18.25> but was: <-18.24>",
        "[2024-06-13T01:52:40.114Z] [ERROR]   NettingServiceTest.roundsJpyLegsToWholeUnits:281 expected: <15373> but was: <15372>",
        "[2024-06-13T01:52:40.115Z] [INFO] ",
        "[2024-06-13T01:52:40.115Z] [ERROR] Tests run: 1846, Failures: 3, Errors: 0, Skipped: 12",
        "[2024-06-13T01:52:40.115Z] [INFO] ",
        "[2024-06-13T01:52:41.290Z] [Pipeline] junit",
        "[2024-06-13T01:52:41.297Z] Recording test results",
        "[2024-06-13T01:52:43.014Z] [Checks API] No suitable checks publisher found.",
        "[2024-06-13T01:52:43.020Z] Build step 'Publish JUnit test result report' changed build result to UNSTABLE",
        "[2024-06-13T01:52:43.031Z] [Pipeline] }",
        "[2024-06-13T01:52:43.036Z] [Pipeline] // stage",
        "[2024-06-13T01:52:43.042Z] [Pipeline] stage",
        "[2024-06-13T01:52:43.045Z] [Pipeline] { (E2E)",
        "[2024-06-13T01:52:43.051Z] Stage \"E2E\" skipped due to when conditional",
        "[2024-06-13T01:52:43.056Z] [Pipeline] }",
        "[2024-06-13T01:52:43.061Z] [Pipeline] // stage",
        "[2024-06-13T01:57:50.902Z] [Pipeline] End of Pipeline",
        "Finished: UNSTABLE"])
    t4 = pj({"queued": True, "queue_id": 88413, "location": "https://ci.quillstone.io/queue/item/88413/",
             "message": "Build of payments/payments-service-nightly queued with parameters RUN_E2E=true, TARGET_ENV=staging, GIT_REF=main"})
    t5 = pj({"_class": "hudson.model.Queue$LeftItem", "id": 88413, "blocked": False, "buildable": False, "cancelled": False, "stuck": False,
             "inQueueSince": 1718272697311, "why": None, "params": "\nRUN_E2E=true\nTARGET_ENV=staging\nGIT_REF=main",
             "task": {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowJob", "name": "payments-service-nightly", "url": url, "color": "yellow_anime"},
             "actions": [{"_class": "hudson.model.CauseAction", "causes": [{"_class": "hudson.model.Cause$UserIdCause", "shortDescription": "Started by user svc-agent", "userId": "svc-agent", "userName": "svc-agent"}]}],
             "executable": {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": 513, "url": url + "513/"}})
    t6 = pj({"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": 513, "displayName": "#513", "fullDisplayName": "payments » payments-service-nightly #513",
             "id": "513", "url": url + "513/", "building": True, "result": None, "timestamp": 1718272703845, "duration": 0, "estimatedDuration": 2400312,
             "builtOn": "linux-agent-02", "keepLog": False, "queueId": 88413,
             "actions": [{"_class": "hudson.model.CauseAction", "causes": [{"_class": "hudson.model.Cause$UserIdCause", "shortDescription": "Started by user svc-agent", "userId": "svc-agent", "userName": "svc-agent"}]},
                         {"_class": "hudson.model.ParametersAction", "parameters": [{"name": "RUN_E2E", "value": True}, {"name": "TARGET_ENV", "value": "staging"}, {"name": "GIT_REF", "value": "main"}]},
                         {"_class": "hudson.plugins.git.util.BuildData", "lastBuiltRevision": {"SHA1": "b5e04d9a17c3f28e61a0d4c7e93b12f85a6d0e47", "branch": [{"name": "refs/remotes/origin/main"}]},
                          "remoteUrls": ["git@github.com:quillstone/payments-service.git"]}],
             "changeSets": []})
    b7 = [{"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": 513, "result": None, "building": True, "timestamp": 1718272703845, "duration": 0, "url": url + "513/"}]
    b7 += [{"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": n, "result": ("SUCCESS" if n == 512 else res), "building": False, "timestamp": ts, "duration": d, "url": url + f"{n}/"} for n, res, ts, d in hist[:6]]
    t7 = jobj(b7, "yellow_anime", 513, 514)
    t8 = "\n".join([
        "[2024-06-13T10:19:55.604Z] [INFO] Tests run: 1846, Failures: 3, Errors: 0, Skipped: 12",
        "[2024-06-13T10:19:56.771Z] [Pipeline] junit",
        "[2024-06-13T10:19:56.778Z] Recording test results",
        "[2024-06-13T10:19:58.390Z] Build step 'Publish JUnit test result report' changed build result to UNSTABLE",
        "[2024-06-13T10:19:58.402Z] [Pipeline] }",
        "[2024-06-13T10:19:58.407Z] [Pipeline] // stage",
        "[2024-06-13T10:19:58.413Z] [Pipeline] stage",
        "[2024-06-13T10:19:58.416Z] [Pipeline] { (E2E)",
        "[2024-06-13T10:19:58.530Z] [Pipeline] withCredentials",
        "[2024-06-13T10:19:58.544Z] Masking supported pattern matches of $CYPRESS_RECORD_KEY or $STAGING_BASIC_AUTH",
        "[2024-06-13T10:19:58.561Z] [Pipeline] sh",
        "[2024-06-13T10:19:58.842Z] + npx cypress run --env target=staging --record --group nightly-513",
        "[2024-06-13T10:20:14.208Z] ",
        "[2024-06-13T10:20:14.209Z] ====================================================================================================",
        "[2024-06-13T10:20:14.209Z]   (Run Starting)",
        "[2024-06-13T10:20:14.210Z]   │ Cypress:        13.10.0                                                                        │",
        "[2024-06-13T10:20:14.210Z]   │ Browser:        Electron 118 (headless)                                                        │",
        "[2024-06-13T10:20:14.211Z]   │ Specs:          14 found (checkout.cy.ts, refunds.cy.ts, payouts.cy.ts, settlement.cy.ts, ...) │",
        "[2024-06-13T10:20:14.211Z]   │ Params:         Tag: false, Group: nightly-513, Parallel: false                                │",
        "[2024-06-13T10:21:02.877Z]   Running:  checkout.cy.ts                                                                (1 of 14)",
        "[2024-06-13T10:21:40.115Z]     ✓ pays with a saved card (6231ms)",
        "[2024-06-13T10:21:52.406Z]     ✓ pays with SEPA debit (9874ms)",
        "[2024-06-13T10:22:08.930Z]     ✓ shows the 3DS challenge and completes it (14118ms)"])
    turns = [
        (call("get_job", job_path=jp), t1),
        (call("get_build", job_path=jp, build_number=512), t2),
        (call("get_build_console", job_path=jp, build_number=512, tail_lines=35), t3),
        (call("trigger_build", job_path=jp, parameters={"RUN_E2E": True, "TARGET_ENV": "staging", "GIT_REF": "main"}), t4),
        (call("get_queue_item", queue_id=88413), t5),
        (call("get_build", job_path=jp, build_number=513), t6),
        (call("get_job", job_path=jp), t7),
        (call("get_build_console", job_path=jp, build_number=513, tail_lines=24), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-04", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="finished build #512 listed as SUCCESS in the job's build history after it was shown UNSTABLE; nothing re-ran it")

# Dagster: clean
def t05(rs: RowSet) -> None:
    system = mcp_system("dagster", "the Dagster+ deployment 'prod' through its GraphQL API: assets, runs, logs and schedules", [
        tool("list_assets", "List assets, optionally of one group, with partition health and latest materialization.", {"group": S}, []),
        tool("get_asset", "Get one asset by key path (e.g. 'marts/customer_ltv'): definition, partition status, latest events.", {"asset_key": S}, ["asset_key"]),
        tool("launch_run", "Launch a run materializing the selected assets, optionally for one partition.", {"asset_selection": A, "partition_key": S, "tags": OBJ}, ["asset_selection"]),
        tool("get_run", "Get a run by id: status, timing, tags and step stats.", {"run_id": S}, ["run_id"]),
        tool("get_run_logs", "Return the event log of a run.", {"run_id": S, "limit": INT}, ["run_id"]),
        tool("list_schedules", "List schedules of a code location with their status and ticks.", {"code_location": S}, ["code_location"]),
        tool("start_schedule", "Start a stopped schedule.", {"schedule_name": S, "code_location": S}, ["schedule_name", "code_location"]),
        tool("stop_schedule", "Stop a running schedule.", {"schedule_name": S, "code_location": S}, ["schedule_name", "code_location"]),
    ])
    state = ("Dagster+ organization 'fernleaf', deployment 'prod', code location analytics_pipelines (image ghcr.io/fernleaf/analytics-pipelines:2024.06.12-3). Now: 2024-06-13 ~08:30 UTC. "
             "Request from the data lead: \"The upstream orders fix is deployed. Re-materialize the failed 2024-06-09 partition of marts/customer_ltv, then turn the daily marts schedule back on.\"")
    t1 = pj({"group": "marts", "code_location": "analytics_pipelines", "assets": [
        {"key": "marts/orders_daily", "partitions": {"type": "daily", "start": "2024-01-04", "total": 161, "materialized": 158, "failed": 0, "missing": 3},
         "latest_materialization": {"partition": "2024-06-09", "timestamp": "2024-06-10T02:06:21Z", "run_id": "9d3b71e0-5c24-4f8a-b6e2-1a7c40d9e358"}},
        {"key": "marts/customer_ltv", "partitions": {"type": "daily", "start": "2024-01-04", "total": 161, "materialized": 157, "failed": 1, "missing": 3},
         "latest_materialization": {"partition": "2024-06-08", "timestamp": "2024-06-09T02:11:43Z", "run_id": "5c1e9a3f-7b2d-4e80-9a61-d3f0b74c21e8"}},
        {"key": "marts/revenue_by_region", "partitions": {"type": "daily", "start": "2024-01-04", "total": 161, "materialized": 158, "failed": 0, "missing": 3},
         "latest_materialization": {"partition": "2024-06-09", "timestamp": "2024-06-10T02:07:55Z", "run_id": "9d3b71e0-5c24-4f8a-b6e2-1a7c40d9e358"}},
        {"key": "marts/churn_features", "partitions": {"type": "daily", "start": "2024-01-04", "total": 161, "materialized": 157, "failed": 0, "missing": 4},
         "latest_materialization": {"partition": "2024-06-08", "timestamp": "2024-06-09T02:14:09Z", "run_id": "5c1e9a3f-7b2d-4e80-9a61-d3f0b74c21e8"}},
        {"key": "marts/product_affinity", "partitions": None,
         "latest_materialization": {"partition": None, "timestamp": "2024-06-09T03:40:12Z", "run_id": "0a6f2d91-e873-4c5b-91d4-7f3e28b60c1d"}}]})
    t2 = pj({"key": "marts/customer_ltv", "group": "marts", "code_location": "analytics_pipelines", "compute_kind": "snowflake",
             "description": "Customer lifetime value per customer and day: 12-month gross margin, order count, predicted 90-day value.",
             "owners": ["team:analytics-eng"], "deps": ["marts/orders_daily", "staging/customers", "staging/refunds"],
             "downstream": ["marts/churn_features"], "auto_materialize_policy": None,
             "partitions_def": {"type": "daily", "start": "2024-01-04", "timezone": "UTC", "end_offset": 0},
             "partition_status": {"total": 161, "materialized": 157, "failed": ["2024-06-09"], "missing": ["2024-06-10", "2024-06-11", "2024-06-12"], "in_progress": []},
             "latest_materialization": {"partition": "2024-06-08", "timestamp": "2024-06-09T02:11:43Z", "run_id": "5c1e9a3f-7b2d-4e80-9a61-d3f0b74c21e8",
                                        "metadata": {"dagster/row_count": 84219, "snowflake/table": "ANALYTICS.MARTS.CUSTOMER_LTV", "dagster/duration_s": 212.4}},
             "latest_failure": {"partition": "2024-06-09", "timestamp": "2024-06-10T02:09:17Z", "run_id": "b0f4d2e7-3a91-4c68-8e5d-62f1a9c07b34",
                                "error": "snowflake.connector.errors.ProgrammingError: 100038 (22018): Numeric value 'N/A' is not recognized (column GROSS_MARGIN, staging/orders row 771204)"},
             "checks": [{"name": "no_negative_ltv", "latest": "PASSED", "partition": "2024-06-08"}, {"name": "row_count_within_10pct", "latest": "PASSED", "partition": "2024-06-08"}]})
    rid = "e7a2c913-48f0-4b6d-8d15-2f9b0c6e7a44"
    t3 = pj({"run_id": rid, "status": "QUEUED", "job_name": "__ASSET_JOB", "asset_selection": ["marts/customer_ltv"],
             "tags": {"dagster/partition": "2024-06-09", "dagster/backfill": None, "requested_by": "agent", "ticket": "ANA-417"},
             "created_at": "2024-06-13T08:31:40Z", "url": f"https://fernleaf.dagster.cloud/prod/runs/{rid}"})
    t4 = pj({"run_id": rid, "status": "STARTED", "job_name": "__ASSET_JOB", "asset_selection": ["marts/customer_ltv"], "partition": "2024-06-09",
             "created_at": "2024-06-13T08:31:40Z", "start_time": "2024-06-13T08:31:52Z", "end_time": None,
             "launcher": "EcsRunLauncher", "ecs_task_arn": "arn:aws:ecs:eu-west-1:418272661190:task/dagster-prod/3c9e0d5b7f2a41e8b6d1c4a09f7e2b55",
             "tags": {"dagster/partition": "2024-06-09", "requested_by": "agent", "ticket": "ANA-417", "dagster/image": "ghcr.io/fernleaf/analytics-pipelines:2024.06.12-3"},
             "step_stats": [{"step_key": "marts__customer_ltv", "status": "IN_PROGRESS", "start_time": "2024-06-13T08:32:03Z", "end_time": None, "attempts": 1}]})
    logs = [("2024-06-13T08:31:52.118Z", "RUN_START", None, "Started execution of run for \"__ASSET_JOB\"."),
            ("2024-06-13T08:31:52.402Z", "ENGINE_EVENT", None, "Executing steps in process (pid: 27)"),
            ("2024-06-13T08:32:03.640Z", "STEP_START", "marts__customer_ltv", "Started execution of step \"marts__customer_ltv\"."),
            ("2024-06-13T08:32:03.771Z", "LOADED_INPUT", "marts__customer_ltv", "Loaded input \"orders_daily\" using input manager \"snowflake_io_manager\" (partition 2024-06-09)"),
            ("2024-06-13T08:32:04.015Z", "LOADED_INPUT", "marts__customer_ltv", "Loaded input \"customers\" using input manager \"snowflake_io_manager\""),
            ("2024-06-13T08:32:04.233Z", "LOADED_INPUT", "marts__customer_ltv", "Loaded input \"refunds\" using input manager \"snowflake_io_manager\""),
            ("2024-06-13T08:32:04.240Z", "LOG", "marts__customer_ltv", "INFO - Computing LTV for 2024-06-09 from 1,204,337 order rows"),
            ("2024-06-13T08:34:41.908Z", "LOG", "marts__customer_ltv", "INFO - Wrote 84,506 rows to ANALYTICS.MARTS.CUSTOMER_LTV (partition 2024-06-09)"),
            ("2024-06-13T08:34:42.012Z", "ASSET_MATERIALIZATION", "marts__customer_ltv", "Materialized value marts/customer_ltv partition 2024-06-09 (dagster/row_count=84506)"),
            ("2024-06-13T08:34:42.377Z", "ASSET_CHECK_EVALUATION", "marts__customer_ltv", "Check no_negative_ltv PASSED"),
            ("2024-06-13T08:34:42.615Z", "ASSET_CHECK_EVALUATION", "marts__customer_ltv", "Check row_count_within_10pct PASSED (84,506 vs 84,219 prior, +0.3%)"),
            ("2024-06-13T08:34:42.701Z", "HANDLED_OUTPUT", "marts__customer_ltv", "Handled output \"result\" using IO manager \"snowflake_io_manager\""),
            ("2024-06-13T08:34:42.705Z", "STEP_SUCCESS", "marts__customer_ltv", "Finished execution of step \"marts__customer_ltv\" in 2m39s.")]
    t5 = pj({"run_id": rid, "events": [{"timestamp": ts, "event_type": et, "step_key": sk, "level": "DEBUG" if et not in ("LOG",) else "INFO", "message": m} for ts, et, sk, m in logs],
             "cursor": "13", "has_more": True})
    t6 = pj({"run_id": rid, "status": "SUCCESS", "job_name": "__ASSET_JOB", "asset_selection": ["marts/customer_ltv"], "partition": "2024-06-09",
             "created_at": "2024-06-13T08:31:40Z", "start_time": "2024-06-13T08:31:52Z", "end_time": "2024-06-13T08:34:44Z",
             "launcher": "EcsRunLauncher", "ecs_task_arn": "arn:aws:ecs:eu-west-1:418272661190:task/dagster-prod/3c9e0d5b7f2a41e8b6d1c4a09f7e2b55",
             "tags": {"dagster/partition": "2024-06-09", "requested_by": "agent", "ticket": "ANA-417", "dagster/image": "ghcr.io/fernleaf/analytics-pipelines:2024.06.12-3"},
             "step_stats": [{"step_key": "marts__customer_ltv", "status": "SUCCESS", "start_time": "2024-06-13T08:32:03Z", "end_time": "2024-06-13T08:34:42Z", "attempts": 1}],
             "assets_materialized": ["marts/customer_ltv"], "asset_check_results": {"passed": 2, "failed": 0}})
    t7 = pj({"key": "marts/customer_ltv", "group": "marts", "code_location": "analytics_pipelines", "compute_kind": "snowflake",
             "description": "Customer lifetime value per customer and day: 12-month gross margin, order count, predicted 90-day value.",
             "owners": ["team:analytics-eng"], "deps": ["marts/orders_daily", "staging/customers", "staging/refunds"],
             "downstream": ["marts/churn_features"], "auto_materialize_policy": None,
             "partitions_def": {"type": "daily", "start": "2024-01-04", "timezone": "UTC", "end_offset": 0},
             "partition_status": {"total": 161, "materialized": 158, "failed": [], "missing": ["2024-06-10", "2024-06-11", "2024-06-12"], "in_progress": []},
             "latest_materialization": {"partition": "2024-06-09", "timestamp": "2024-06-13T08:34:42Z", "run_id": rid,
                                        "metadata": {"dagster/row_count": 84506, "snowflake/table": "ANALYTICS.MARTS.CUSTOMER_LTV", "dagster/duration_s": 158.9}},
             "latest_failure": {"partition": "2024-06-09", "timestamp": "2024-06-10T02:09:17Z", "run_id": "b0f4d2e7-3a91-4c68-8e5d-62f1a9c07b34",
                                "error": "snowflake.connector.errors.ProgrammingError: 100038 (22018): Numeric value 'N/A' is not recognized (column GROSS_MARGIN, staging/orders row 771204)"},
             "checks": [{"name": "no_negative_ltv", "latest": "PASSED", "partition": "2024-06-09"}, {"name": "row_count_within_10pct", "latest": "PASSED", "partition": "2024-06-09"}]})
    scheds = [("daily_marts_schedule", "marts_daily_job", "0 2 * * *", "STOPPED", "2024-06-10T02:00:00Z", "SUCCESS", None),
              ("hourly_staging_schedule", "staging_hourly_job", "5 * * * *", "RUNNING", "2024-06-13T08:05:00Z", "SUCCESS", "2024-06-13T09:05:00Z"),
              ("weekly_product_affinity", "product_affinity_job", "30 3 * * 0", "RUNNING", "2024-06-09T03:30:00Z", "SUCCESS", "2024-06-16T03:30:00Z"),
              ("monthly_finance_close", "finance_close_job", "0 6 1 * *", "RUNNING", "2024-06-01T06:00:00Z", "SUCCESS", "2024-07-01T06:00:00Z")]
    t8 = pj({"code_location": "analytics_pipelines", "schedules": [
        {"name": n, "job": j, "cron_schedule": c, "execution_timezone": "UTC", "status": st, "last_tick": {"timestamp": lt, "status": ls}, "next_tick": nt,
         **({"stopped_at": "2024-06-10T07:48:12Z", "stopped_by": "mara.lindqvist@fernleaf.io"} if st == "STOPPED" else {})} for n, j, c, st, lt, ls, nt in scheds]})
    t9 = pj({"name": "daily_marts_schedule", "job": "marts_daily_job", "cron_schedule": "0 2 * * *", "execution_timezone": "UTC", "status": "RUNNING",
             "started_at": "2024-06-13T08:36:20Z", "next_tick": "2024-06-14T02:00:00Z",
             "note": "Partitions missed while the schedule was stopped are not backfilled automatically."})
    turns = [
        (call("list_assets", group="marts"), t1),
        (call("get_asset", asset_key="marts/customer_ltv"), t2),
        (call("launch_run", asset_selection=["marts/customer_ltv"], partition_key="2024-06-09", tags={"requested_by": "agent", "ticket": "ANA-417"}), t3),
        (call("get_run", run_id=rid), t4),
        (call("get_run_logs", run_id=rid, limit=13), t5),
        (call("get_run", run_id=rid), t6),
        (call("get_asset", asset_key="marts/customer_ltv"), t7),
        (call("list_schedules", code_location="analytics_pipelines"), t8),
        (call("start_schedule", schedule_name="daily_marts_schedule", code_location="analytics_pipelines"), t9),
    ]
    rs.add(task="mcp", tid="h39-mcp-05", system=system, turns=turns, state=state, bad=False)

# Grafana: bad
def t06(rs: RowSet) -> None:
    system = mcp_system("grafana", "the Grafana instance https://grafana.tidepool.dev: dashboards, datasources, Prometheus queries, alert rules and annotations", [
        tool("search_dashboards", "Search dashboards by title query and/or tag.", {"query": S, "tag": S}, []),
        tool("get_dashboard_by_uid", "Get the full dashboard JSON and meta by uid.", {"uid": S}, ["uid"]),
        tool("update_dashboard", "Create or update a dashboard from its full JSON.", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B}, ["dashboard"]),
        tool("list_datasources", "List datasources.", {}, []),
        tool("query_prometheus", "Run a PromQL range or instant query against a Prometheus datasource.", {"datasourceUid": S, "expr": S, "startRfc3339": S, "endRfc3339": S, "stepSeconds": INT, "queryType": S}, ["datasourceUid", "expr"]),
        tool("list_alert_rules", "List Grafana-managed alert rules, optionally of one folder.", {"folderUid": S}, []),
        tool("create_annotation", "Create an annotation on a dashboard or the organization.", {"dashboardUID": S, "panelId": INT, "time": INT, "timeEnd": INT, "tags": A, "text": S}, ["text"]),
        tool("get_annotations", "List annotations in a time range, optionally for one dashboard.", {"dashboardUID": S, "from": INT, "to": INT, "tags": A}, []),
    ])
    state = ("Grafana 11.0.0 at https://grafana.tidepool.dev, organization 'Tidepool', service account sa-agent-editor (Editor). Now: 2024-06-13 ~15:00 UTC. "
             "Request: \"Add a p99 latency panel to the Checkout API Overview dashboard next to the p50/p95 one, and annotate today's checkout-api v3.14.0 deploy at 14:05 UTC.\"")
    dash = [(214, "c7Kq2mXVz", "Checkout API Overview", "checkout-api-overview", ["checkout", "api", "golden-signals"], 37, "fd81xk0q2", "Checkout"),
            (219, "nH4wd1R7z", "Checkout Workers", "checkout-workers", ["checkout", "workers"], 37, "fd81xk0q2", "Checkout"),
            (231, "aT9f0pLqk", "Checkout Funnel", "checkout-funnel", ["checkout", "business"], 37, "fd81xk0q2", "Checkout"),
            (262, "e3Hb71sNk", "Checkout SLOs", "checkout-slos", ["checkout", "slo"], 52, "bd0s7Lq1m", "SLOs"),
            (305, "Vq0mW2cRz", "Checkout DB (Postgres)", "checkout-db-postgres", ["checkout", "postgres"], 44, "a2Pd8rTnz", "Databases"),
            (118, "k8sChkNs1", "Kubernetes / Namespace: checkout", "kubernetes-namespace-checkout", ["kubernetes"], 12, "Kx9m2wQaz", "Kubernetes")]

    def hits(rows: list[tuple[int, str, str, str, list[str], int, str, str]]) -> str:
        return pj([{"id": i, "uid": u, "title": t, "uri": f"db/{s}", "url": f"/d/{u}/{s}", "slug": "", "type": "dash-db", "tags": tg,
                    "isStarred": i == 214, "folderId": fid, "folderUid": fu, "folderTitle": ft, "folderUrl": f"/dashboards/f/{fu}/{ft.lower()}"}
                   for i, u, t, s, tg, fid, fu, ft in rows])
    t1 = hits(dash)
    prom = "PBFA97CFB590B2093"

    def ts_panel(pid: int, title: str, grid: dict[str, int], targets: list[tuple[str, str, str]], unit: str) -> dict[str, Any]:
        return {"id": pid, "type": "timeseries", "title": title, "gridPos": grid, "datasource": {"type": "prometheus", "uid": prom},
                "fieldConfig": {"defaults": {"unit": unit, "custom": {"lineWidth": 1, "fillOpacity": 10}}, "overrides": []},
                "targets": [{"refId": ref, "expr": e, "legendFormat": lg, "datasource": {"type": "prometheus", "uid": prom}} for ref, e, lg in targets]}
    sel = 'service="checkout-api",env="$env"'
    panels = [
        {"id": 1, "type": "stat", "title": "Requests / s", "gridPos": {"h": 4, "w": 6, "x": 0, "y": 0}, "datasource": {"type": "prometheus", "uid": prom},
         "targets": [{"refId": "A", "expr": f"sum(rate(http_server_requests_total{{{sel}}}[5m]))"}], "fieldConfig": {"defaults": {"unit": "reqps"}, "overrides": []}},
        {"id": 2, "type": "stat", "title": "Error rate", "gridPos": {"h": 4, "w": 6, "x": 6, "y": 0}, "datasource": {"type": "prometheus", "uid": prom},
         "targets": [{"refId": "A", "expr": f"sum(rate(http_server_requests_total{{{sel},code=~\"5..\"}}[5m])) / sum(rate(http_server_requests_total{{{sel}}}[5m]))"}],
         "fieldConfig": {"defaults": {"unit": "percentunit", "thresholds": {"mode": "absolute", "steps": [{"color": "green", "value": None}, {"color": "red", "value": 0.01}]}}, "overrides": []}},
        {"id": 3, "type": "stat", "title": "Saturation (CPU)", "gridPos": {"h": 4, "w": 6, "x": 12, "y": 0}, "datasource": {"type": "prometheus", "uid": prom},
         "targets": [{"refId": "A", "expr": 'sum(rate(container_cpu_usage_seconds_total{namespace="checkout",container="api"}[5m])) / sum(kube_pod_container_resource_limits{namespace="checkout",container="api",resource="cpu"})'}],
         "fieldConfig": {"defaults": {"unit": "percentunit"}, "overrides": []}},
        {"id": 4, "type": "stat", "title": "Pods ready", "gridPos": {"h": 4, "w": 6, "x": 18, "y": 0}, "datasource": {"type": "prometheus", "uid": prom},
         "targets": [{"refId": "A", "expr": 'sum(kube_deployment_status_replicas_ready{namespace="checkout",deployment="checkout-api"})'}], "fieldConfig": {"defaults": {"unit": "none"}, "overrides": []}},
        ts_panel(5, "Latency p50 / p95", {"h": 8, "w": 12, "x": 0, "y": 4}, [
            ("A", f"histogram_quantile(0.50, sum by (le) (rate(http_server_request_duration_seconds_bucket{{{sel}}}[5m])))", "p50"),
            ("B", f"histogram_quantile(0.95, sum by (le) (rate(http_server_request_duration_seconds_bucket{{{sel}}}[5m])))", "p95")], "s"),
        ts_panel(6, "Requests by route", {"h": 8, "w": 12, "x": 12, "y": 4}, [("A", f"sum by (route) (rate(http_server_requests_total{{{sel}}}[5m]))", "{{route}}")], "reqps")]
    templ = {"list": [{"name": "env", "type": "custom", "query": "prod,staging", "current": {"text": "prod", "value": "prod"}, "options": []}]}
    base_dash = {"id": 214, "uid": "c7Kq2mXVz", "title": "Checkout API Overview", "tags": ["checkout", "api", "golden-signals"], "timezone": "utc",
                 "editable": True, "graphTooltip": 1, "refresh": "30s", "schemaVersion": 39, "time": {"from": "now-6h", "to": "now"}, "templating": templ}
    t2 = pj({"dashboard": {**base_dash, "panels": panels, "version": 41},
             "meta": {"type": "db", "canSave": True, "canEdit": True, "slug": "checkout-api-overview", "url": "/d/c7Kq2mXVz/checkout-api-overview",
                      "created": "2023-08-21T09:14:37Z", "updated": "2024-06-06T11:20:44Z", "updatedBy": "d.osei", "createdBy": "d.osei",
                      "version": 41, "folderId": 37, "folderUid": "fd81xk0q2", "folderTitle": "Checkout", "folderUrl": "/dashboards/f/fd81xk0q2/checkout", "provisioned": False}})
    t3 = pj([
        {"id": 1, "uid": prom, "orgId": 1, "name": "Prometheus", "type": "prometheus", "access": "proxy", "url": "http://prometheus-operated.monitoring:9090", "isDefault": True, "readOnly": False},
        {"id": 2, "uid": "P8E80F9AEF21F6940", "orgId": 1, "name": "Loki", "type": "loki", "access": "proxy", "url": "http://loki-gateway.monitoring", "isDefault": False, "readOnly": False},
        {"id": 4, "uid": "P214B5B846CF3925F", "orgId": 1, "name": "Tempo", "type": "tempo", "access": "proxy", "url": "http://tempo-query-frontend.monitoring:3100", "isDefault": False, "readOnly": False},
        {"id": 7, "uid": "e1c8f0a2-59b4-4d7e-8c3a-6b2f91d04e77", "orgId": 1, "name": "checkout-db (read-only)", "type": "grafana-postgresql-datasource", "access": "proxy", "url": "checkout-db-ro.internal:5432", "isDefault": False, "readOnly": True}])
    base_t = 1718287200
    vals = ["0.412", "0.398", "0.405", "0.431", "0.702", "0.955", "0.611", "0.447", "0.436", "0.429", "0.418", "0.424", "0.433"]
    t4 = pj({"status": "success", "data": {"resultType": "matrix", "result": [{"metric": {}, "values": [[base_t - 3600 + k * 300, v] for k, v in enumerate(vals)]}]}})
    dash5 = [d for d in dash if "checkout" in d[4]]
    dash5 = [d if d[1] != "nH4wd1R7z" else (219, "nH4wd1R2z", "Checkout Workers", "checkout-workers", ["checkout", "workers"], 37, "fd81xk0q2", "Checkout") for d in dash5]
    t5 = hits(dash5)
    new_panel = ts_panel(7, "Latency p99", {"h": 8, "w": 12, "x": 0, "y": 12}, [
        ("A", f"histogram_quantile(0.99, sum by (le) (rate(http_server_request_duration_seconds_bucket{{{sel}}}[5m])))", "p99")], "s")
    t6 = pj({"id": 214, "slug": "checkout-api-overview", "status": "success", "uid": "c7Kq2mXVz", "url": "/d/c7Kq2mXVz/checkout-api-overview", "version": 42})
    t7 = pj({"dashboard": {**base_dash, "panels": panels + [new_panel], "version": 42},
             "meta": {"type": "db", "canSave": True, "canEdit": True, "slug": "checkout-api-overview", "url": "/d/c7Kq2mXVz/checkout-api-overview",
                      "created": "2023-08-21T09:14:37Z", "updated": "2024-06-13T15:02:18Z", "updatedBy": "sa-agent-editor", "createdBy": "d.osei",
                      "version": 42, "folderId": 37, "folderUid": "fd81xk0q2", "folderTitle": "Checkout", "folderUrl": "/dashboards/f/fd81xk0q2/checkout", "provisioned": False}})
    t8 = pj({"id": 88214, "message": "Annotation added"})
    rules = [("bdnq4r2x0kao0e", "CheckoutApiHighErrorRate", "5m", "critical", "Normal", "2024-06-13T14:11:00Z"),
             ("cdnq4s9wz1mo0f", "CheckoutApiP95LatencyHigh", "10m", "warning", "Normal", "2024-06-13T14:17:30Z"),
             ("adnq4tb3r8qgwb", "CheckoutWorkersQueueBacklog", "15m", "warning", "Normal", None),
             ("edoe1m7kq2ps0a", "CheckoutApiPodsNotReady", "5m", "critical", "Normal", "2024-06-13T14:06:00Z")]
    t9 = pj([{"uid": u, "orgID": 1, "folderUID": "fd81xk0q2", "ruleGroup": "checkout-golden-signals", "title": t, "for": f, "labels": {"severity": sev, "team": "checkout"},
              "condition": "C", "noDataState": "NoData", "execErrState": "Error", "isPaused": False,
              "state": s, "lastStateChange": lc, "updated": "2024-05-30T08:42:19Z"} for u, t, f, sev, s, lc in rules])
    t10 = pj([
        {"id": 88214, "alertId": 0, "dashboardId": 214, "dashboardUID": "c7Kq2mXVz", "panelId": 0, "userId": 61, "login": "sa-agent-editor",
         "time": 1718287500000, "timeEnd": 1718287500000, "created": 1718290958412, "updated": 1718290958412,
         "text": "Deploy checkout-api v3.14.0 (prod)", "tags": ["deploy", "checkout-api", "v3.14.0"]},
        {"id": 88190, "alertId": 0, "dashboardId": 0, "dashboardUID": "", "panelId": 0, "userId": 12, "login": "argo-cd",
         "time": 1718287452000, "timeEnd": 1718287452000, "created": 1718287452881, "updated": 1718287452881,
         "text": "Argo CD sync checkout/checkout-api: Synced to 8c41e2f (v3.14.0)", "tags": ["argocd", "checkout"]},
        {"id": 88077, "alertId": 0, "dashboardId": 0, "dashboardUID": "", "panelId": 0, "userId": 12, "login": "argo-cd",
         "time": 1718209811000, "timeEnd": 1718209811000, "created": 1718209811530, "updated": 1718209811530,
         "text": "Argo CD sync checkout/checkout-api: Synced to 2f9d07a (v3.13.2)", "tags": ["argocd", "checkout"]}])
    turns = [
        (call("search_dashboards", query="checkout"), t1),
        (call("get_dashboard_by_uid", uid="c7Kq2mXVz"), t2),
        (call("list_datasources"), t3),
        (call("query_prometheus", datasourceUid=prom, expr='histogram_quantile(0.99, sum by (le) (rate(http_server_request_duration_seconds_bucket{service="checkout-api",env="prod"}[5m])))',
              startRfc3339="2024-06-13T13:00:00Z", endRfc3339="2024-06-13T14:00:00Z", stepSeconds=300, queryType="range"), t4),
        (call("search_dashboards", tag="checkout"), t5),
        (call("update_dashboard", dashboard={**base_dash, "panels": panels + [new_panel], "version": 41}, folderUid="fd81xk0q2", message="Add p99 latency panel", overwrite=False), t6),
        (call("get_dashboard_by_uid", uid="c7Kq2mXVz"), t7),
        (call("create_annotation", dashboardUID="c7Kq2mXVz", time=1718287500000, tags=["deploy", "checkout-api", "v3.14.0"], text="Deploy checkout-api v3.14.0 (prod)"), t8),
        (call("list_alert_rules", folderUid="fd81xk0q2"), t9),
        (call("get_annotations", **{"from": 1718204400000, "to": 1718290980000}), t10),
    ]
    rs.add(task="mcp", tid="h39-mcp-06", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="uid of the untouched 'Checkout Workers' dashboard drifted between two searches (nH4wd1R7z -> nH4wd1R2z)")

# Airbyte: clean
def t07(rs: RowSet) -> None:
    system = mcp_system("airbyte", "the Airbyte Cloud API for workspace growth-data: connections, schedules and sync jobs", [
        tool("list_connections", "List the connections of a workspace with schedule and latest sync status.", {"workspaceId": S}, ["workspaceId"]),
        tool("get_connection", "Get one connection with its streams and configuration.", {"connectionId": S}, ["connectionId"]),
        tool("update_connection", "Patch a connection (name, schedule, status, streams).", {"connectionId": S, "schedule": OBJ, "status": S, "name": S}, ["connectionId"]),
        tool("trigger_sync", "Start a sync job for a connection now.", {"connectionId": S}, ["connectionId"]),
        tool("get_job", "Get a job's status and statistics.", {"jobId": INT}, ["jobId"]),
        tool("list_jobs", "List recent jobs of a connection, newest first.", {"connectionId": S, "limit": INT}, ["connectionId"]),
        tool("cancel_job", "Cancel a running job.", {"jobId": INT}, ["jobId"]),
    ])
    ws = "6f1d2c8e-4b90-4a57-9e3d-81c0f27a5b46"
    state = (f"Airbyte Cloud, workspace growth-data ({ws}). Now: 2024-06-13 ~09:40 UTC. "
             "Request: \"Salesforce to Snowflake keeps failing on Salesforce API limits. Drop it from hourly to every 6 hours, run one sync now and make sure it goes through.\"")
    sf = "3b7e91c2-5a04-4d6f-9e1b-7c28d0f4a613"
    conns = [(sf, "Salesforce → Snowflake", "active", {"scheduleType": "basic", "basicTiming": "Every 1 hour"}, "failed", "2024-06-13T09:00:12Z"),
             ("9a0c4f17-2e6b-4d38-b5a1-c47e90d13f2b", "HubSpot → Snowflake", "active", {"scheduleType": "cron", "cronExpression": "0 0/15 * * * ? UTC"}, "succeeded", "2024-06-13T09:30:00Z"),
             ("c25d8e60-71f3-4a9b-8d02-e3b6f4a91c57", "Stripe → Snowflake", "active", {"scheduleType": "basic", "basicTiming": "Every 6 hours"}, "succeeded", "2024-06-13T06:00:41Z"),
             ("71e4b09a-d6c2-4f15-a8e3-0b9c52d7f6e1", "Postgres app-prod → Snowflake", "active", {"scheduleType": "cron", "cronExpression": "0 30 3 * * ? UTC"}, "succeeded", "2024-06-13T03:30:00Z"),
             ("e8f3a27c-90b5-4e61-bc4d-15a7d2c0e983", "Zendesk Support → Snowflake", "active", {"scheduleType": "basic", "basicTiming": "Every 12 hours"}, "succeeded", "2024-06-13T04:12:08Z"),
             ("04c9d1b6-3f8e-4a72-95d0-7b2e6c18a4f3", "Google Ads → BigQuery (paused)", "inactive", {"scheduleType": "manual"}, "cancelled", "2024-05-02T11:47:30Z")]

    def clist(rows: list[tuple[str, str, str, dict[str, str], str, str]]) -> str:
        return pj({"data": [{"connectionId": c, "name": n, "workspaceId": ws, "status": st, "schedule": sch,
                             "latestSyncJobStatus": ls, "latestSyncJobCreatedAt": la} for c, n, st, sch, ls, la in rows],
                   "previous": None, "next": None})
    t1 = clist(conns)
    streams = [("Account", "incremental_deduped_history", ["SystemModstamp"], ["Id"]), ("Contact", "incremental_deduped_history", ["SystemModstamp"], ["Id"]),
               ("Lead", "incremental_deduped_history", ["SystemModstamp"], ["Id"]), ("Opportunity", "incremental_deduped_history", ["SystemModstamp"], ["Id"]),
               ("OpportunityHistory", "incremental_append", ["CreatedDate"], ["Id"]), ("Task", "incremental_deduped_history", ["SystemModstamp"], ["Id"]),
               ("User", "full_refresh_overwrite", [], ["Id"])]
    conf = {"connectionId": sf, "name": "Salesforce → Snowflake", "sourceId": "5d2f8b91-6c07-4e3a-a14d-9e80b3c72f65",
            "destinationId": "a7c03e5f-18d4-4b29-b6e0-2f91d8c54a37", "workspaceId": ws, "status": "active",
            "configurations": {"streams": [{"name": n, "syncMode": m, "cursorField": c, "primaryKey": [pk]} for n, m, c, pk in streams]},
            "namespaceDefinition": "custom_format", "namespaceFormat": "SALESFORCE", "prefix": "", "nonBreakingSchemaUpdatesBehavior": "propagate_columns",
            "dataResidency": "auto"}
    t2 = pj({**conf, "schedule": {"scheduleType": "basic", "basicTiming": "Every 1 hour"}})
    jobs = [(48812, "failed", "2024-06-13T09:00:12Z", "2024-06-13T09:04:51Z", 38114, 41922785, "PT4M39S"),
            (48797, "failed", "2024-06-13T08:00:09Z", "2024-06-13T08:06:30Z", 52907, 58411308, "PT6M21S"),
            (48781, "succeeded", "2024-06-13T07:00:14Z", "2024-06-13T07:09:47Z", 61240, 70318655, "PT9M33S"),
            (48766, "failed", "2024-06-13T06:00:11Z", "2024-06-13T06:03:58Z", 20418, 22960117, "PT3M47S"),
            (48752, "succeeded", "2024-06-13T05:00:07Z", "2024-06-13T05:08:15Z", 57731, 64102980, "PT8M8S"),
            (48737, "succeeded", "2024-06-13T04:00:10Z", "2024-06-13T04:08:42Z", 59006, 66715214, "PT8M32S")]
    err = "Source process exited with non-zero exit code 1: REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded."
    t3 = pj({"data": [{"jobId": j, "status": s, "jobType": "sync", "startTime": st, "lastUpdatedAt": en, "rowsSynced": rws, "bytesSynced": b, "duration": d,
                       "connectionId": sf, **({"failureSummary": err} if s == "failed" else {})} for j, s, st, en, rws, b, d in jobs], "next": None, "previous": None})
    t4 = pj({**conf, "schedule": {"scheduleType": "basic", "basicTiming": "Every 6 hours"}})
    t5 = pj({"jobId": 48836, "status": "running", "jobType": "sync", "startTime": "2024-06-13T09:41:27Z", "connectionId": sf})
    t6 = pj({"jobId": 48836, "status": "running", "jobType": "sync", "startTime": "2024-06-13T09:41:27Z", "lastUpdatedAt": "2024-06-13T09:44:39Z",
             "duration": "PT3M12S", "rowsSynced": 34339, "bytesSynced": 39512774, "connectionId": sf,
             "streamStats": [{"streamName": "Account", "rowsSynced": 1204}, {"streamName": "Contact", "rowsSynced": 18733}, {"streamName": "Lead", "rowsSynced": 14402},
                             {"streamName": "Opportunity", "rowsSynced": 0}, {"streamName": "OpportunityHistory", "rowsSynced": 0}, {"streamName": "Task", "rowsSynced": 0}, {"streamName": "User", "rowsSynced": 0}]})
    t7 = pj({"jobId": 48836, "status": "succeeded", "jobType": "sync", "startTime": "2024-06-13T09:41:27Z", "lastUpdatedAt": "2024-06-13T09:56:18Z",
             "duration": "PT14M51S", "rowsSynced": 214806, "bytesSynced": 247118305, "connectionId": sf,
             "streamStats": [{"streamName": "Account", "rowsSynced": 1204}, {"streamName": "Contact", "rowsSynced": 18733}, {"streamName": "Lead", "rowsSynced": 22917},
                             {"streamName": "Opportunity", "rowsSynced": 3118}, {"streamName": "OpportunityHistory", "rowsSynced": 9540}, {"streamName": "Task", "rowsSynced": 158047},
                             {"streamName": "User", "rowsSynced": 1247}]})
    conns8 = [(sf, "Salesforce → Snowflake", "active", {"scheduleType": "basic", "basicTiming": "Every 6 hours"}, "succeeded", "2024-06-13T09:41:27Z"),
              (conns[1][0], conns[1][1], "active", conns[1][3], "succeeded", "2024-06-13T09:45:00Z")] + conns[2:]
    t8 = clist(conns8)
    turns = [
        (call("list_connections", workspaceId=ws), t1),
        (call("get_connection", connectionId=sf), t2),
        (call("list_jobs", connectionId=sf, limit=6), t3),
        (call("update_connection", connectionId=sf, schedule={"scheduleType": "basic", "basicTiming": "Every 6 hours"}), t4),
        (call("trigger_sync", connectionId=sf), t5),
        (call("get_job", jobId=48836), t6),
        (call("get_job", jobId=48836), t7),
        (call("list_connections", workspaceId=ws), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-07", system=system, turns=turns, state=state, bad=False)

# Philips Hue: bad
def t08(rs: RowSet) -> None:
    system = mcp_system("philips-hue", "the CLIP v2 API of the Hue Bridge 'Hue Bridge Loft': rooms, lights and scenes", [
        tool("list_rooms", "List rooms with their devices and grouped_light service.", {}, []),
        tool("list_lights", "List light resources, optionally only those of one room.", {"room_id": S}, []),
        tool("list_scenes", "List scenes, optionally only those of one room.", {"room_id": S}, []),
        tool("get_scene", "Get one scene with its actions.", {"scene_id": S}, ["scene_id"]),
        tool("create_scene", "Create a scene in a room from per-light actions.", {"name": S, "room_id": S, "actions": A}, ["name", "room_id", "actions"]),
        tool("delete_scene", "Delete a scene.", {"scene_id": S}, ["scene_id"]),
        tool("recall_scene", "Recall (activate) a scene.", {"scene_id": S, "action": S}, ["scene_id"]),
        tool("update_light", "Set on/off, brightness and color temperature of one light.", {"light_id": S, "on": B, "brightness": INT, "mirek": INT}, ["light_id"]),
    ])
    state = ("Hue Bridge BSB002 'Hue Bridge Loft' (bridge id ecb5fafffe1a2b3c, firmware 1.64.1964061010), app key for 'hue-mcp#agent'. "
             "Request: \"Tidy up the living room scenes: delete 'Movie copy' and 'Movie night (old)'. Then make a proper 'Movie night' scene: floor lamp and TV lightstrip at 20% warm white, "
             "ceiling spots and the Go off. Turn it on.\"")
    room = "7c4f2e1a-93b0-4d55-8c6a-0e2f1d9b7a31"
    lights = [("Floor lamp", "a13f9c2e-5d71-4b08-9e64-2c80f1d7b3a5", "0b9e4d21-7a3c-4f56-8d10-e5c2a7f9b468", "sultan_bulb"),
              ("TV lightstrip", "b2e70d4c-8f19-4a63-b5d2-71c0e9a4f836", "1c8f5e32-6b4d-4e07-9a21-f4d3b8e0c579", "hue_lightstrip_tv"),
              ("Ceiling spot 1", "c34a1e9b-2d05-47f8-8b3e-90f6d2c1a7e4", "2d9a6f43-5c5e-4f18-8b32-a5e4c9f1d680", "spot_bulb"),
              ("Ceiling spot 2", "d45b2fac-3e16-48a9-9c4f-a107e3d2b8f5", "3ea07054-4d6f-4029-9c43-b6f5da02e791", "spot_bulb"),
              ("Ceiling spot 3", "e56c30bd-4f27-49ba-ad50-b218f4e3c906", "4fb18165-3e70-413a-ad54-c706eb13f8a2", "spot_bulb"),
              ("Hue Go", "f67d41ce-5038-4acb-be61-c329a5f4da17", "50c29276-2f81-424b-be65-d817fc24a9b3", "hue_go")]
    other_rooms = [("Kitchen", "8d5a3f2b-a4c1-4e66-9d20-1f3e2a0c8b42", "kitchen", "e3c0a9d8-1b52-4f67-8a31-2c4d5e6f7081", 3),
                   ("Bedroom", "9e6b4a3c-b5d2-4f77-ae31-2a4f3b1d9c53", "bedroom", "f4d1bae9-2c63-4078-9b42-3d5e6f708192", 2),
                   ("Hallway", "af7c5b4d-c6e3-4088-bf42-3b5a4c2eadb4", "hallway", "05e2cbfa-3d74-4189-ac53-4e6f708192a3", 2)]
    t1 = pj({"errors": [], "data": [
        {"id": room, "id_v1": "/groups/1", "type": "room", "metadata": {"name": "Living room", "archetype": "living_room"},
         "children": [{"rid": d, "rtype": "device"} for _, _, d, _ in lights],
         "services": [{"rid": "d2b9c0e7-6a4f-4c31-8e5d-b7f0a1c2d3e4", "rtype": "grouped_light"}]}] + [
        {"id": i, "id_v1": f"/groups/{k}", "type": "room", "metadata": {"name": n, "archetype": a},
         "children": [{"rid": f"{i[:-4]}{j:04d}", "rtype": "device"} for j in range(1, cnt + 1)], "services": [{"rid": g, "rtype": "grouped_light"}]}
        for k, (n, i, a, g, cnt) in enumerate(other_rooms, 2)]})
    scenes = [("Relax", "1a2b3c4d-0001-4e5f-8a9b-0c1d2e3f4051", "static", 0.6), ("Read", "1a2b3c4d-0002-4e5f-8a9b-0c1d2e3f4052", "inactive", 0.6),
              ("Concentrate", "1a2b3c4d-0003-4e5f-8a9b-0c1d2e3f4053", "inactive", 0.6), ("Energize", "1a2b3c4d-0004-4e5f-8a9b-0c1d2e3f4054", "inactive", 0.6),
              ("Nightlight", "1a2b3c4d-0005-4e5f-8a9b-0c1d2e3f4055", "inactive", 0.6), ("Savanna sunset", "6e1f0b27-9c48-4d3a-b2e5-71a0c4d8f936", "inactive", 0.62),
              ("Movie", "3f8a2c91-07de-4b65-a1c4-5e9d2b07f8c3", "inactive", 0.6), ("Movie copy", "4a9b3da2-18ef-4c76-b2d5-6fae3c18a9d4", "inactive", 0.6),
              ("Movie night (old)", "5bac4eb3-29f0-4d87-83e6-70bf4d29bae5", "inactive", 0.6)]

    new_id = "c81e5f04-3ad7-4b92-9e16-0f7a2d4c5b83"
    acts = [{"target": {"rid": lights[0][1], "rtype": "light"}, "action": {"on": {"on": True}, "dimming": {"brightness": 20.0}, "color_temperature": {"mirek": 454}}},
            {"target": {"rid": lights[1][1], "rtype": "light"}, "action": {"on": {"on": True}, "dimming": {"brightness": 20.0}, "color_temperature": {"mirek": 454}}}] + [
           {"target": {"rid": lid, "rtype": "light"}, "action": {"on": {"on": False}}} for _, lid, _, _ in lights[2:]]

    def slist(rows: list[tuple[str, str, str, float]], n_actions: dict[str, int]) -> str:
        return pj({"errors": [], "data": [
            {"id": i, "id_v1": f"/scenes/{i[-8:]}", "type": "scene", "metadata": {"name": n}, "group": {"rid": room, "rtype": "room"},
             "actions": acts if i == new_id else [{"target": {"rid": lid, "rtype": "light"}, "action": {"on": {"on": True}}} for _, lid, _, _ in lights[:n_actions.get(n, 6)]],
             "speed": sp, "auto_dynamic": False, "status": {"active": st}} for n, i, st, sp in rows]})
    t2 = slist(scenes, {"Movie": 2, "Movie copy": 2, "Movie night (old)": 3})
    t3 = pj({"errors": [], "data": [{"rid": "4a9b3da2-18ef-4c76-b2d5-6fae3c18a9d4", "rtype": "scene"}]})
    t4 = pj({"errors": [], "data": [{"rid": "5bac4eb3-29f0-4d87-83e6-70bf4d29bae5", "rtype": "scene"}]})
    t5 = pj({"errors": [], "data": [{"rid": new_id, "rtype": "scene"}]})
    t6 = pj({"errors": [], "data": [{"rid": new_id, "rtype": "scene"}]})

    def lt(name: str, lid: str, dev: str, arche: str, on: bool, bri: float, mirek: int | None, gamut: bool) -> dict[str, Any]:
        d: dict[str, Any] = {"id": lid, "id_v1": f"/lights/{int(lid[:2], 16) % 40 + 1}", "owner": {"rid": dev, "rtype": "device"}, "type": "light",
                             "metadata": {"name": name, "archetype": arche}, "on": {"on": on}, "dimming": {"brightness": bri, "min_dim_level": 0.2},
                             "color_temperature": {"mirek": mirek, "mirek_valid": mirek is not None, "mirek_schema": {"mirek_minimum": 153, "mirek_maximum": 454}},
                             "mode": "normal"}
        if gamut:
            d["color"] = {"xy": {"x": 0.5267, "y": 0.4133}, "gamut_type": "C"}
        return d
    t7 = pj({"errors": [], "data": [
        lt("Floor lamp", lights[0][1], lights[0][2], lights[0][3], True, 20.16, 454, True),
        lt("TV lightstrip", lights[1][1], lights[1][2], lights[1][3], True, 20.16, 454, True),
        lt("Ceiling spot 1", lights[2][1], lights[2][2], lights[2][3], False, 62.2, 366, False),
        lt("Ceiling spot 2", lights[3][1], lights[3][2], lights[3][3], False, 62.2, 366, False),
        lt("Ceiling spot 3", lights[4][1], lights[4][2], lights[4][3], False, 62.2, 366, False),
        lt("Hue Go", lights[5][1], lights[5][2], lights[5][3], False, 45.85, 447, True)]})
    scenes8 = [(n, i, "inactive", sp) for n, i, _st, sp in scenes if n != "Movie night (old)"] + [("Movie night", new_id, "static", 0.6)]
    t8 = slist(scenes8, {"Movie": 2, "Movie copy": 2})
    turns = [
        (call("list_rooms"), t1),
        (call("list_scenes", room_id=room), t2),
        (call("delete_scene", scene_id="4a9b3da2-18ef-4c76-b2d5-6fae3c18a9d4"), t3),
        (call("delete_scene", scene_id="5bac4eb3-29f0-4d87-83e6-70bf4d29bae5"), t4),
        (call("create_scene", name="Movie night", room_id=room, actions=acts), t5),
        (call("recall_scene", scene_id=new_id, action="active"), t6),
        (call("list_lights", room_id=room), t7),
        (call("list_scenes", room_id=room), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-08", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="scene 'Movie copy', deleted earlier, listed again in the room's scenes")

# Prometheus: clean
def t09(rs: RowSet) -> None:
    system = mcp_system("prometheus", "the HTTP API of Prometheus at http://prometheus.monitoring.svc:9090 (cluster prod-eu-1)", [
        tool("query", "Evaluate an instant PromQL query (at time, default now).", {"query": S, "time": S}, ["query"]),
        tool("query_range", "Evaluate a PromQL expression over a range.", {"query": S, "start": S, "end": S, "step": S}, ["query", "start", "end", "step"]),
        tool("list_alerts", "List active alerts (pending and firing).", {}, []),
        tool("list_targets", "List scrape targets, optionally filtered by job or label matcher.", {"job": S, "match": S}, []),
        tool("get_rules", "List alerting and recording rules with their state.", {"type": S}, []),
        tool("label_values", "List the values of a label.", {"label": S, "match": S}, ["label"]),
    ])
    state = ("Prometheus 2.52.0 at http://prometheus.monitoring.svc:9090, cluster prod-eu-1, scrape interval 30s. Now: 2024-06-13 ~10:31 UTC. "
             "On-call request: \"HighMemoryUsage is firing for the api deployment in prod. Which pod, and does it look like a leak?\"")
    t1 = pj({"status": "success", "data": {"alerts": [
        {"labels": {"alertname": "HighMemoryUsage", "container": "api", "namespace": "prod", "pod": "api-7d9f8c6b5-x2kqp", "severity": "warning", "team": "platform"},
         "annotations": {"summary": "Container api in prod/api-7d9f8c6b5-x2kqp uses 93.4% of its memory limit", "runbook_url": "https://runbooks.ledgerline.io/HighMemoryUsage"},
         "state": "firing", "activeAt": "2024-06-13T10:12:45.318Z", "value": "9.343643188476562e-01"},
        {"labels": {"alertname": "KubeHpaMaxedOut", "horizontalpodautoscaler": "worker", "namespace": "prod", "severity": "warning"},
         "annotations": {"summary": "HPA prod/worker has been running at max replicas for longer than 15 minutes."},
         "state": "pending", "activeAt": "2024-06-13T10:22:15.318Z", "value": "1.2e+01"},
        {"labels": {"alertname": "Watchdog", "severity": "none"}, "annotations": {"summary": "An alert that should always be firing to certify that Alertmanager is working properly."},
         "state": "firing", "activeAt": "2024-06-01T07:04:15.318Z", "value": "1e+00"}]}})
    pods = ["api-7d9f8c6b5-4mzrt", "api-7d9f8c6b5-9hcwq", "api-7d9f8c6b5-lp6vd", "api-7d9f8c6b5-x2kqp"]
    nodes = ["ip-10-42-17-88.eu-west-1.compute.internal", "ip-10-42-33-140.eu-west-1.compute.internal", "ip-10-42-9-201.eu-west-1.compute.internal", "ip-10-42-33-140.eu-west-1.compute.internal"]

    def vec(ts: float, values: list[str], name: str, extra: dict[str, str] | None = None) -> str:
        res = []
        for p, n, v in zip(pods, nodes, values):
            m = {"__name__": name, "container": "api", "namespace": "prod", "pod": p, "node": n, **(extra or {})}
            res.append({"metric": m, "value": [ts, v]})
        return pj({"status": "success", "data": {"resultType": "vector", "result": res}})
    t2 = vec(1718274668.412, ["812118016", "798470144", "845201408", "2006523904"], "container_memory_working_set_bytes")
    start = 1718267400
    rng = [str(v) for v in [1193295872, 1268760576, 1341124608, 1409810432, 1482293248, 1553596416, 1627074560, 1697656832, 1770393600, 1842036736, 1914994688, 1965580288, 2006523904]]
    t3 = pj({"status": "success", "data": {"resultType": "matrix", "result": [
        {"metric": {"container": "api", "namespace": "prod", "pod": "api-7d9f8c6b5-x2kqp"}, "values": [[start + k * 600, v] for k, v in enumerate(rng)]}]}})
    t4 = pj({"status": "success", "data": {"resultType": "vector", "result": [
        {"metric": {"__name__": "kube_pod_container_status_restarts_total", "container": "api", "job": "kube-state-metrics", "namespace": "prod", "pod": p},
         "value": [1718274702.036, v]} for p, v in zip(pods, ["0", "0", "0", "3"])]}})
    tg = []
    for p, ip, last, dur in zip(pods, ["10.42.17.203", "10.42.33.57", "10.42.9.118", "10.42.33.91"],
                                ["2024-06-13T10:31:48.204117631Z", "2024-06-13T10:31:55.871402216Z", "2024-06-13T10:31:41.660398752Z", "2024-06-13T10:31:52.019775340Z"],
                                [0.011842, 0.009377, 0.012905, 0.031166]):
        tg.append({"discoveredLabels": {"__address__": f"{ip}:9102", "__meta_kubernetes_pod_name": p, "__meta_kubernetes_namespace": "prod"},
                   "labels": {"instance": f"{ip}:9102", "job": "kubernetes-pods", "namespace": "prod", "pod": p, "app": "api"},
                   "scrapePool": "kubernetes-pods", "scrapeUrl": f"http://{ip}:9102/metrics", "globalUrl": f"http://{ip}:9102/metrics",
                   "lastError": "", "lastScrape": last, "lastScrapeDuration": dur, "health": "up", "scrapeInterval": "30s", "scrapeTimeout": "10s"})
    t5 = pj({"status": "success", "data": {"activeTargets": tg, "droppedTargets": []}})
    t6 = vec(1718274981.905, ["815529984", "801116160", "849022976", "214663168"], "container_memory_working_set_bytes")
    t7 = pj({"status": "success", "data": {"resultType": "vector", "result": [
        {"metric": {"__name__": "kube_pod_container_status_restarts_total", "container": "api", "job": "kube-state-metrics", "namespace": "prod", "pod": p},
         "value": [1718274995.771, v]} for p, v in zip(pods, ["0", "0", "0", "4"])] + [
        {"metric": {"__name__": "kube_pod_container_status_last_terminated_reason", "container": "api", "job": "kube-state-metrics", "namespace": "prod", "pod": "api-7d9f8c6b5-x2kqp", "reason": "OOMKilled"},
         "value": [1718274995.771, "1"]}]}})
    t8 = pj({"status": "success", "data": {"alerts": [
        {"labels": {"alertname": "KubeHpaMaxedOut", "horizontalpodautoscaler": "worker", "namespace": "prod", "severity": "warning"},
         "annotations": {"summary": "HPA prod/worker has been running at max replicas for longer than 15 minutes."},
         "state": "pending", "activeAt": "2024-06-13T10:22:15.318Z", "value": "1.2e+01"},
        {"labels": {"alertname": "Watchdog", "severity": "none"}, "annotations": {"summary": "An alert that should always be firing to certify that Alertmanager is working properly."},
         "state": "firing", "activeAt": "2024-06-01T07:04:15.318Z", "value": "1e+00"}]}})
    turns = [
        (call("list_alerts"), t1),
        (call("query", query='container_memory_working_set_bytes{namespace="prod",container="api"}'), t2),
        (call("query_range", query='container_memory_working_set_bytes{namespace="prod",pod="api-7d9f8c6b5-x2kqp",container="api"}', start="2024-06-13T08:30:00Z", end="2024-06-13T10:30:00Z", step="10m"), t3),
        (call("query", query='kube_pod_container_status_restarts_total{namespace="prod",container="api"}'), t4),
        (call("list_targets", job="kubernetes-pods", match='{app="api",namespace="prod"}'), t5),
        (call("query", query='container_memory_working_set_bytes{namespace="prod",container="api"}'), t6),
        (call("query", query='kube_pod_container_status_restarts_total{namespace="prod",container="api"} or kube_pod_container_status_last_terminated_reason{namespace="prod",container="api",pod="api-7d9f8c6b5-x2kqp"}'), t7),
        (call("list_alerts"), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-09", system=system, turns=turns, state=state, bad=False)

# Snyk: bad
def t10(rs: RowSet) -> None:
    system = mcp_system("snyk", "the Snyk API for the organization 'harborline': projects, issues and ignores", [
        tool("list_projects", "List the projects of an organization with issue counts by severity.", {"org_id": S, "name_contains": S}, ["org_id"]),
        tool("get_project", "Get one project with its issue counts and last test date.", {"org_id": S, "project_id": S}, ["org_id", "project_id"]),
        tool("list_project_issues", "List the aggregated issues of a project, filtered by severity; ignored issues are included with isIgnored.", {"org_id": S, "project_id": S, "severities": A}, ["org_id", "project_id"]),
        tool("get_issue", "Get one issue of a project with its dependency paths and fix information.", {"org_id": S, "project_id": S, "issue_id": S}, ["org_id", "project_id", "issue_id"]),
        tool("create_ignore", "Ignore an issue in a project.", {"org_id": S, "project_id": S, "issue_id": S, "reason": S, "reasonType": S, "expires": S, "disregardIfFixable": B}, ["org_id", "project_id", "issue_id", "reasonType"]),
        tool("list_ignores", "List the ignores of a project, keyed by issue id.", {"org_id": S, "project_id": S}, ["org_id", "project_id"]),
        tool("delete_ignore", "Remove the ignores of an issue.", {"org_id": S, "project_id": S, "issue_id": S}, ["org_id", "project_id", "issue_id"]),
    ])
    org = "0b6f3a54-9d2e-4c81-a7f0-3e5b12c8d946"
    state = (f"Snyk organization 'harborline' (orgId {org}), service account 'snyk-triage-bot'. Now: 2024-06-13 ~11:20 UTC. "
             "Request: \"Triage checkout-web's critical and high issues. The two that only come in through dev tooling (webpack-dev-server and Storybook) can be ignored for 30 days as not shipped. "
             "Tell me what's left and how to fix it.\"")
    pid = "7e3a9c15-2b84-4f60-9d17-c5e08a2f4b93"
    projs = [("harborline/checkout-web:package.json", pid, "npm", 1, 3, 9, 4, "2024-06-13T06:02:41.918Z"),
             ("harborline/checkout-web:Dockerfile", "a42f8d07-6c31-4b9e-8e25-19d7c3f0e6a8", "dockerfile", 0, 2, 14, 31, "2024-06-13T06:03:10.552Z"),
             ("harborline/payments-api:pom.xml", "c18b5e92-4d07-4a3f-b6c1-8e2f90d3a715", "maven", 0, 1, 4, 2, "2024-06-13T06:05:27.114Z"),
             ("harborline/payments-api:Dockerfile", "d29c6fa3-5e18-4b40-87d2-9f3a01e4b826", "dockerfile", 0, 0, 7, 22, "2024-06-13T06:05:49.870Z"),
             ("harborline/notify-worker:requirements.txt", "e3ad70b4-6f29-4c51-98e3-a04b12f5c937", "pip", 0, 0, 2, 1, "2024-06-13T06:07:02.331Z"),
             ("harborline/infra:main.tf", "f4be81c5-703a-4d62-a9f4-b15c23a6da48", "terraformconfig", 0, 3, 5, 8, "2024-06-12T22:14:36.009Z")]
    t1 = pj({"org": {"name": "harborline", "id": org}, "projects": [
        {"name": n, "id": i, "type": t, "origin": "github", "branch": "main", "testFrequency": "daily", "totalDependencies": {"npm": 1418, "dockerfile": 412, "maven": 186, "pip": 57, "terraformconfig": 0}[t],
         "issueCountsBySeverity": {"critical": c, "high": h, "medium": m, "low": lo}, "lastTestedDate": d, "isMonitored": True} for n, i, t, c, h, m, lo, d in projs]})
    issues = [("SNYK-JS-PROTOBUFJS-5756498", "critical", "Prototype Pollution", "protobufjs", "7.2.3", True, ["7.2.4"], 2, "@grpc/proto-loader@0.7.10 > protobufjs@7.2.3"),
              ("SNYK-JS-WS-7266574", "high", "Denial of Service (DoS)", "ws", "8.16.0", True, ["5.2.4", "6.2.3", "7.5.10", "8.17.1"], 1, "socket.io@4.7.4 > engine.io@6.5.4 > ws@8.16.0"),
              ("SNYK-JS-BRACES-6838727", "high", "Excessive Platform Resource Consumption within a Loop", "braces", "3.0.2", True, ["3.0.3"], 3, "webpack-dev-server@4.15.1 > chokidar@3.5.3 > braces@3.0.2"),
              ("SNYK-JS-IP-6240864", "high", "Server-side Request Forgery (SSRF)", "ip", "2.0.0", False, [], 1, "@storybook/cli@7.6.17 > @storybook/core-server@7.6.17 > ip@2.0.0")]

    def ilist(ignored: set[str]) -> str:
        return pj({"issues": [
            {"id": i, "issueType": "vuln", "pkgName": p, "pkgVersions": [v], "issueData": {"id": i, "title": t, "severity": sev, "url": f"https://security.snyk.io/vuln/{i}",
                                                                                         "exploitMaturity": "No Known Exploit" if i != "SNYK-JS-WS-7266574" else "Proof of Concept"},
             "introducedThrough": [ip], "isPatched": False, "isIgnored": i in ignored, "fixInfo": {"isUpgradable": up, "isPinnable": False, "isPatchable": False,
                                                                                                    "isFixable": up, "isPartiallyFixable": False, "nearestFixedInVersion": (fx[-1] if fx else "")},
             "priorityScore": {"SNYK-JS-PROTOBUFJS-5756498": 721, "SNYK-JS-WS-7266574": 696, "SNYK-JS-BRACES-6838727": 589, "SNYK-JS-IP-6240864": 544}[i],
             "pathsCount": pc} for i, sev, t, p, v, up, fx, pc, ip in issues]})
    t2 = ilist(set())
    t3 = pj({"id": "SNYK-JS-BRACES-6838727", "title": "Excessive Platform Resource Consumption within a Loop", "severity": "high", "cvssScore": 7.5,
             "CVSSv3": "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H", "identifiers": {"CVE": ["CVE-2024-4068"], "CWE": ["CWE-1050"]},
             "package": "braces", "version": "3.0.2", "fixedIn": ["3.0.3"], "publicationTime": "2024-05-14T15:21:07.000Z", "disclosureTime": "2024-05-13T22:00:00.000Z",
             "paths": [
                 {"from": ["checkout-web@2.31.0", "webpack-dev-server@4.15.1", "chokidar@3.5.3", "braces@3.0.2"], "dependencyType": "devDependencies"},
                 {"from": ["checkout-web@2.31.0", "@storybook/react-webpack5@7.6.17", "webpack-dev-middleware@6.1.1", "micromatch@4.0.5", "braces@3.0.2"], "dependencyType": "devDependencies"},
                 {"from": ["checkout-web@2.31.0", "jest@29.7.0", "@jest/core@29.7.0", "micromatch@4.0.5", "braces@3.0.2"], "dependencyType": "devDependencies"}],
             "remediation": "Upgrade braces to 3.0.3 (transitive; add an npm override or upgrade chokidar/micromatch)."})
    t4 = pj({"*": {"reason": "Only reachable via webpack-dev-server/Storybook/Jest in local dev and CI; not part of the shipped bundle.", "reasonType": "not-vulnerable",
                   "created": "2024-06-13T11:22:07.491Z", "expires": "2024-07-13T00:00:00.000Z", "disregardIfFixable": False,
                   "ignoredBy": {"id": "5d1c8e2a-7f03-4b69-9a42-e0c6b31f8d57", "name": "snyk-triage-bot", "email": "snyk-triage-bot@harborline.io", "isGroupPolicy": False}}})
    t5 = pj({"*": {"reason": "ip is only pulled in by @storybook/cli for the local dev server; not shipped.", "reasonType": "not-vulnerable",
                   "created": "2024-06-13T11:22:31.058Z", "expires": "2024-07-13T00:00:00.000Z", "disregardIfFixable": False,
                   "ignoredBy": {"id": "5d1c8e2a-7f03-4b69-9a42-e0c6b31f8d57", "name": "snyk-triage-bot", "email": "snyk-triage-bot@harborline.io", "isGroupPolicy": False}}})
    t6 = ilist({"SNYK-JS-BRACES-6838727", "SNYK-JS-IP-6240864"})
    t7 = pj({
        "SNYK-JS-INFLIGHT-6095116": [{"*": {"reason": "Memory leak in inflight only affects long-running glob calls in build scripts.", "reasonType": "wont-fix",
                                            "created": "2024-02-19T14:37:52.206Z", "expires": None, "disregardIfFixable": True,
                                            "ignoredBy": {"id": "b7a2f0c4-1e95-4d38-8c6b-20f9d4e7a316", "name": "Lena Voss", "email": "lena.voss@harborline.io", "isGroupPolicy": False}}}],
        "SNYK-JS-IP-6240864": [{"*": {"reason": "ip is only pulled in by @storybook/cli for the local dev server; not shipped.", "reasonType": "not-vulnerable",
                                      "created": "2024-06-13T11:22:31.058Z", "expires": "2024-07-13T00:00:00.000Z", "disregardIfFixable": False,
                                      "ignoredBy": {"id": "5d1c8e2a-7f03-4b69-9a42-e0c6b31f8d57", "name": "snyk-triage-bot", "email": "snyk-triage-bot@harborline.io", "isGroupPolicy": False}}}]})
    t8 = pj({"id": "SNYK-JS-WS-7266574", "title": "Denial of Service (DoS)", "severity": "high", "cvssScore": 7.5,
             "CVSSv3": "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H", "identifiers": {"CVE": ["CVE-2024-37890"], "CWE": ["CWE-476"]},
             "package": "ws", "version": "8.16.0", "fixedIn": ["5.2.4", "6.2.3", "7.5.10", "8.17.1"], "exploitMaturity": "Proof of Concept",
             "publicationTime": "2024-06-12T08:13:44.000Z",
             "paths": [{"from": ["checkout-web@2.31.0", "socket.io@4.7.4", "engine.io@6.5.4", "ws@8.16.0"], "dependencyType": "dependencies"}],
             "upgradePath": ["checkout-web@2.31.0", "socket.io@4.7.5", "engine.io@6.5.5", "ws@8.17.1"],
             "remediation": "Upgrade socket.io to 4.7.5, which pulls engine.io 6.5.5 and ws 8.17.1."})
    t9 = pj({"name": "harborline/checkout-web:package.json", "id": pid, "type": "npm", "origin": "github", "branch": "main", "targetFile": "package.json",
             "testFrequency": "daily", "totalDependencies": 1418, "isMonitored": True, "lastTestedDate": "2024-06-13T06:02:41.918Z",
             "issueCountsBySeverity": {"critical": 1, "high": 1, "medium": 9, "low": 4}, "remoteRepoUrl": "https://github.com/harborline/checkout-web",
             "owner": {"name": "Lena Voss", "email": "lena.voss@harborline.io"}, "tags": [{"key": "team", "value": "checkout"}]})
    turns = [
        (call("list_projects", org_id=org), t1),
        (call("list_project_issues", org_id=org, project_id=pid, severities=["critical", "high"]), t2),
        (call("get_issue", org_id=org, project_id=pid, issue_id="SNYK-JS-BRACES-6838727"), t3),
        (call("create_ignore", org_id=org, project_id=pid, issue_id="SNYK-JS-BRACES-6838727", reason="Only reachable via webpack-dev-server/Storybook/Jest in local dev and CI; not part of the shipped bundle.",
              reasonType="not-vulnerable", expires="2024-07-13T00:00:00.000Z", disregardIfFixable=False), t4),
        (call("create_ignore", org_id=org, project_id=pid, issue_id="SNYK-JS-IP-6240864", reason="ip is only pulled in by @storybook/cli for the local dev server; not shipped.",
              reasonType="not-vulnerable", expires="2024-07-13T00:00:00.000Z", disregardIfFixable=False), t5),
        (call("list_project_issues", org_id=org, project_id=pid, severities=["critical", "high"]), t6),
        (call("list_ignores", org_id=org, project_id=pid), t7),
        (call("get_issue", org_id=org, project_id=pid, issue_id="SNYK-JS-WS-7266574"), t8),
        (call("get_project", org_id=org, project_id=pid), t9),
    ]
    rs.add(task="mcp", tid="h39-mcp-10", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="ignore created for SNYK-JS-BRACES-6838727 missing from the project's ignore list")

# Spotify Web API: clean
def t11(rs: RowSet) -> None:
    system = mcp_system("spotify", "the Spotify Web API for the signed-in user: playlists, search and playback", [
        tool("get_current_user_playlists", "List the user's playlists.", {"limit": INT, "offset": INT}, []),
        tool("get_playlist", "Get a playlist's details (name, owner, public, followers, snapshot_id, track total).", {"playlist_id": S, "fields": S}, ["playlist_id"]),
        tool("get_playlist_items", "List the items of a playlist.", {"playlist_id": S, "limit": INT, "offset": INT}, ["playlist_id"]),
        tool("search", "Search the catalog.", {"q": S, "type": S, "market": S, "limit": INT}, ["q", "type"]),
        tool("add_items_to_playlist", "Add tracks to a playlist (at the end unless position is given). Returns snapshot_id.", {"playlist_id": S, "uris": A, "position": INT}, ["playlist_id", "uris"]),
        tool("remove_playlist_items", "Remove tracks (optionally at given positions) from a playlist. Returns snapshot_id.", {"playlist_id": S, "tracks": A, "snapshot_id": S}, ["playlist_id", "tracks"]),
        tool("update_playlist_details", "Change a playlist's name, description or public flag.", {"playlist_id": S, "name": S, "public": B, "description": S}, ["playlist_id"]),
        tool("get_available_devices", "List the user's available Spotify Connect devices.", {}, []),
        tool("start_playback", "Start playback of a context on a device.", {"device_id": S, "context_uri": S, "offset": OBJ}, []),
        tool("get_playback_state", "Get the current playback state.", {"market": S}, []),
    ])
    state = ("Spotify account 'maren.okafor' (Premium, market DE). Saturday 2024-06-15, ~07:55 local (05:55 UTC). "
             "Request: \"Get my Long Run Mix ready for tomorrow: add Midnight City by M83 and Run Boy Run by Woodkid, remove the second Dog Days Are Over, "
             "rename it to Sunday Long Run, make it private, and start it on my phone.\"")

    def sid(s: str, n: int = 22) -> str:
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        v = int(hashlib.sha1(s.encode()).hexdigest(), 16)
        out = ""
        for _ in range(n):
            v, r = divmod(v, 62)
            out += alphabet[r]
        return out
    pl = "3kP9xQ2vR7mN1bT5yL8wZc"
    tracks = [("Eye of the Tiger", "Survivor", 245466), ("Lose Yourself", "Eminem", 326466), ("Can't Hold Us (feat. Ray Dalton)", "Macklemore & Ryan Lewis", 258342),
              ("Mr. Brightside", "The Killers", 222973), ("Till I Collapse", "Eminem", 297786), ("Don't Stop Me Now - Remastered 2011", "Queen", 209413),
              ("Dog Days Are Over", "Florence + The Machine", 252760), ("Titanium (feat. Sia)", "David Guetta", 245040), ("Uprising", "Muse", 304840),
              ("Seven Nation Army", "The White Stripes", 231733), ("Pump It", "Black Eyed Peas", 213066), ("Stronger", "Kanye West", 311866),
              ("Wake Me Up", "Avicii", 247426), ("Born to Run", "Bruce Springsteen", 270333), ("Shake It Out", "Florence + The Machine", 277826),
              ("Feel It Still", "Portugal. The Man", 163253), ("On Top of the World", "Imagine Dragons", 189840), ("Dancing On My Own", "Robyn", 288360),
              ("Run the World (Girls)", "Beyoncé", 236093), ("Dog Days Are Over", "Florence + The Machine", 252760), ("Hey Ya!", "Outkast", 235213),
              ("Blinding Lights", "The Weeknd", 200040), ("Levitating", "Dua Lipa", 203064), ("POWER", "Kanye West", 292093)]
    added = ["2023-09-02T06:41:18Z"] * 12 + ["2023-11-19T17:05:44Z"] * 6 + ["2024-03-08T19:22:10Z"] * 6
    snap0 = "AAAAGp4Wl0dS4Jb3sZvM5c0xY2aQ8Ew1"
    snap1 = "AAAAG1y7d2kT0mCq9Vf3Rz6pHbN4sXe8"
    snap2 = "AAAAHMb5s9Qw2Lk7eP1xZc4vGr8nTj0u"
    plists = [("Long Run Mix", pl, True, 24, snap0), ("Focus Deep Work", "6Wb2nQ8rT4xL0mZ9vK3pYs", False, 58, "AAAAC3sX9dLq2Wm5zR8pT1bVc7nK4yJe"),
              ("Saturday Brunch", "1Xs7mK4pR9vB2nQ6tL0wYd", True, 41, "AAAAEu2pY8rM5bZ1xQ7wL4nKc9vT3sGh"),
              ("Discover Weekly archive 2024", "4Zr1pL7nX3wQ9mB5tK2vYe", False, 312, "AAABI0q6wT3xN8rZ2mK5pL9vYb4cS7dF"),
              ("Kids car songs", "0Lp4xK8mT2rZ6vQ1nB9wYf", False, 37, "AAAAD5n1xZ7wQ3mL8rT2pK6vYc9bS4eG"),
              ("Tempo 170", "5Qm8rT3xL1wZ7nK4pB2vYg", True, 29, "AAAAFk9wZ2nL6xQ1rT8mP3vYb5cK7sDh")]

    def ptab(rows: list[tuple[str, str, bool, int, str]]) -> str:
        return pj({"href": "https://api.spotify.com/v1/me/playlists?offset=0&limit=10", "limit": 10, "offset": 0, "next": None, "previous": None, "total": len(rows),
                   "items": [{"id": i, "name": n, "public": p, "collaborative": False, "description": "Steady 160-175 bpm for long runs." if i == pl else "",
                              "owner": {"id": "maren.okafor", "display_name": "Maren Okafor", "type": "user"}, "snapshot_id": sn,
                              "tracks": {"href": f"https://api.spotify.com/v1/playlists/{i}/tracks", "total": t}, "type": "playlist", "uri": f"spotify:playlist:{i}"}
                             for n, i, p, t, sn in rows]})
    t1 = ptab(plists)
    items = [{"added_at": a, "is_local": False, "track": {"id": sid(n + ar + str(k if n != "Dog Days Are Over" else 0)), "name": n, "artists": [{"name": ar}], "duration_ms": d,
                                                         "uri": f"spotify:track:{sid(n + ar + str(k if n != 'Dog Days Are Over' else 0))}"}}
             for k, ((n, ar, d), a) in enumerate(zip(tracks, added))]
    t2 = pj({"href": f"https://api.spotify.com/v1/playlists/{pl}/tracks?offset=0&limit=50", "limit": 50, "offset": 0, "next": None, "previous": None, "total": 24, "items": items})
    mc = sid("Midnight CityM83")
    t3 = pj({"tracks": {"href": "https://api.spotify.com/v1/search?query=track%3AMidnight+City+artist%3AM83&type=track&market=DE&offset=0&limit=3", "limit": 3, "offset": 0, "total": 41, "items": [
        {"id": mc, "name": "Midnight City", "artists": [{"name": "M83"}], "album": {"name": "Hurry Up, We're Dreaming", "release_date": "2011-10-18"}, "duration_ms": 243960, "popularity": 78, "uri": f"spotify:track:{mc}"},
        {"id": sid("Midnight City - Eric Prydz Private RemixM83"), "name": "Midnight City - Eric Prydz Private Remix", "artists": [{"name": "M83"}, {"name": "Eric Prydz"}], "album": {"name": "Midnight City (Remixes)", "release_date": "2012-01-24"}, "duration_ms": 382413, "popularity": 49, "uri": f"spotify:track:{sid('Midnight City - Eric Prydz Private RemixM83')}"},
        {"id": sid("Midnight City - Live at Coachella"), "name": "Midnight City - Live", "artists": [{"name": "M83"}], "album": {"name": "Live at the Fox Oakland", "release_date": "2012-12-04"}, "duration_ms": 275106, "popularity": 31, "uri": f"spotify:track:{sid('Midnight City - Live at Coachella')}"}]}})
    rb = sid("Run Boy RunWoodkid")
    t4 = pj({"tracks": {"href": "https://api.spotify.com/v1/search?query=track%3ARun+Boy+Run+artist%3AWoodkid&type=track&market=DE&offset=0&limit=3", "limit": 3, "offset": 0, "total": 17, "items": [
        {"id": rb, "name": "Run Boy Run", "artists": [{"name": "Woodkid"}], "album": {"name": "The Golden Age", "release_date": "2013-03-18"}, "duration_ms": 217826, "popularity": 67, "uri": f"spotify:track:{rb}"},
        {"id": sid("Run Boy Run EP"), "name": "Run Boy Run", "artists": [{"name": "Woodkid"}], "album": {"name": "Run Boy Run EP", "release_date": "2012-05-21"}, "duration_ms": 216013, "popularity": 44, "uri": f"spotify:track:{sid('Run Boy Run EP')}"},
        {"id": sid("Run Boy Run - Instrumental"), "name": "Run Boy Run - Instrumental", "artists": [{"name": "Woodkid"}], "album": {"name": "Run Boy Run EP", "release_date": "2012-05-21"}, "duration_ms": 216240, "popularity": 28, "uri": f"spotify:track:{sid('Run Boy Run - Instrumental')}"}]}})
    t5 = pj({"snapshot_id": snap1})
    dd = sid("Dog Days Are OverFlorence + The Machine0")
    t6 = pj({"snapshot_id": snap2})
    t7 = "HTTP 200 OK (empty body)"
    t8 = pj({"id": pl, "name": "Sunday Long Run", "public": False, "collaborative": False, "description": "Steady 160-175 bpm for long runs.",
             "owner": {"id": "maren.okafor", "display_name": "Maren Okafor"}, "followers": {"href": None, "total": 3}, "snapshot_id": snap2,
             "tracks": {"href": f"https://api.spotify.com/v1/playlists/{pl}/tracks", "total": 25}, "uri": f"spotify:playlist:{pl}",
             "external_urls": {"spotify": f"https://open.spotify.com/playlist/{pl}"}})
    phone = "a7f3c91e04b25d68f1e09c3b7a4d2e5f80b16c9d"
    t9 = pj({"devices": [
        {"id": phone, "is_active": False, "is_private_session": False, "is_restricted": False, "name": "Maren's Pixel 8", "type": "Smartphone", "volume_percent": 62, "supports_volume": True},
        {"id": "3e81b0d4c7a29f56e1d3b8c0a4f7e2d91c6b05a8", "is_active": False, "is_private_session": False, "is_restricted": False, "name": "Kitchen", "type": "Speaker", "volume_percent": 35, "supports_volume": True},
        {"id": "f0c5a8e2d9b71634c0e8a5f2d7b3c91e4a6d08b5", "is_active": False, "is_private_session": False, "is_restricted": False, "name": "MAREN-THINKPAD", "type": "Computer", "volume_percent": 100, "supports_volume": True}]})
    t10 = "HTTP 204 No Content"
    first = items[0]["track"]
    t11 = pj({"device": {"id": phone, "is_active": True, "is_private_session": False, "is_restricted": False, "name": "Maren's Pixel 8", "type": "Smartphone", "volume_percent": 62, "supports_volume": True},
              "shuffle_state": False, "smart_shuffle": False, "repeat_state": "off", "timestamp": 1718430972118,
              "context": {"type": "playlist", "href": f"https://api.spotify.com/v1/playlists/{pl}", "uri": f"spotify:playlist:{pl}"},
              "progress_ms": 3912, "item": {"id": first["id"], "name": first["name"], "artists": first["artists"], "duration_ms": first["duration_ms"], "uri": first["uri"],
                                             "album": {"name": "Eye of the Tiger", "release_date": "1982"}},
              "currently_playing_type": "track", "is_playing": True,
              "actions": {"disallows": {"resuming": True, "skipping_prev": True}}})
    turns = [
        (call("get_current_user_playlists", limit=10), t1),
        (call("get_playlist_items", playlist_id=pl, limit=50), t2),
        (call("search", q="track:Midnight City artist:M83", type="track", market="DE", limit=3), t3),
        (call("search", q="track:Run Boy Run artist:Woodkid", type="track", market="DE", limit=3), t4),
        (call("add_items_to_playlist", playlist_id=pl, uris=[f"spotify:track:{mc}", f"spotify:track:{rb}"]), t5),
        (call("remove_playlist_items", playlist_id=pl, tracks=[{"uri": f"spotify:track:{dd}", "positions": [19]}], snapshot_id=snap1), t6),
        (call("update_playlist_details", playlist_id=pl, name="Sunday Long Run", public=False), t7),
        (call("get_playlist", playlist_id=pl), t8),
        (call("get_available_devices"), t9),
        (call("start_playback", device_id=phone, context_uri=f"spotify:playlist:{pl}", offset={"position": 0}), t10),
        (call("get_playback_state", market="DE"), t11),
    ]
    rs.add(task="mcp", tid="h39-mcp-11", system=system, turns=turns, state=state, bad=False)

# Argo Workflows: bad
def t12(rs: RowSet) -> None:
    system = mcp_system("argo-workflows", "the Argo Server API at https://argo.internal.kestrel.io: workflows, cron workflows and logs", [
        tool("list_workflows", "List workflows in a namespace with phase, start/finish and progress.", {"namespace": S, "labelSelector": S}, ["namespace"]),
        tool("get_workflow", "Get a workflow with its node statuses.", {"namespace": S, "name": S}, ["namespace", "name"]),
        tool("get_workflow_logs", "Get the logs of one node (pod) of a workflow.", {"namespace": S, "name": S, "podName": S, "tailLines": INT}, ["namespace", "name"]),
        tool("retry_workflow", "Retry a failed workflow from its failed nodes.", {"namespace": S, "name": S, "restartSuccessful": B}, ["namespace", "name"]),
        tool("get_cron_workflow", "Get a cron workflow with its schedule and status.", {"namespace": S, "name": S}, ["namespace", "name"]),
        tool("list_cron_workflows", "List cron workflows in a namespace.", {"namespace": S}, ["namespace"]),
        tool("delete_workflows", "Delete workflows by name.", {"namespace": S, "names": A}, ["namespace", "names"]),
    ])
    ns = "data-pipelines"
    state = ("Argo Workflows v3.5.7, server https://argo.internal.kestrel.io, namespace data-pipelines. Now: 2024-06-11 ~09:10 UTC. "
             "Request: \"Last night's nightly-etl failed. Find out why, retry it, and clean up the stale adhoc-backfill workflows from last week.\"")
    wf = "nightly-etl-1718071200"
    wl = [(wf, "Failed", "2024-06-11T02:00:00Z", "2024-06-11T02:12:41Z", "4/5", "child 'nightly-etl-1718071200-2718391044' failed", "nightly-etl"),
          ("hourly-metrics-rollup-1718096400", "Succeeded", "2024-06-11T09:00:00Z", "2024-06-11T09:03:18Z", "3/3", "", "hourly-metrics-rollup"),
          ("hourly-metrics-rollup-1718092800", "Succeeded", "2024-06-11T08:00:00Z", "2024-06-11T08:03:02Z", "3/3", "", "hourly-metrics-rollup"),
          ("hourly-metrics-rollup-1718089200", "Succeeded", "2024-06-11T07:00:00Z", "2024-06-11T07:03:25Z", "3/3", "", "hourly-metrics-rollup"),
          ("weekly-report-1717999980", "Succeeded", "2024-06-10T06:13:00Z", "2024-06-10T06:31:54Z", "6/6", "", "weekly-report"),
          ("nightly-etl-1717984800", "Succeeded", "2024-06-10T02:00:00Z", "2024-06-10T02:14:07Z", "5/5", "", "nightly-etl"),
          ("nightly-etl-1717898400", "Succeeded", "2024-06-09T02:00:00Z", "2024-06-09T02:13:29Z", "5/5", "", "nightly-etl"),
          ("adhoc-backfill-zt81c", "Succeeded", "2024-06-05T14:22:09Z", "2024-06-05T16:48:33Z", "31/31", "", None),
          ("adhoc-backfill-q9w4m", "Failed", "2024-06-04T10:05:47Z", "2024-06-04T10:41:12Z", "12/31", "child 'adhoc-backfill-q9w4m-3301984417' failed", None),
          ("adhoc-backfill-7xk2p", "Succeeded", "2024-06-04T09:12:30Z", "2024-06-04T09:58:02Z", "31/31", "", None)]

    def wlist(rows: list[tuple[str, str, str, str | None, str, str, str | None]]) -> str:
        return pj({"metadata": {"resourceVersion": "418827365"}, "items": [
            {"metadata": {"name": n, "namespace": ns, "uid": hashlib.md5(n.encode()).hexdigest()[:8] + "-" + hashlib.md5(n.encode()).hexdigest()[8:12] + "-4" + hashlib.md5(n.encode()).hexdigest()[13:16] + "-a" + hashlib.md5(n.encode()).hexdigest()[17:20] + "-" + hashlib.md5(n.encode()).hexdigest()[20:32],
                          "creationTimestamp": s, "labels": ({"workflows.argoproj.io/cron-workflow": cw} if cw else {"submitted-by": "j.okonkwo"}) | {"workflows.argoproj.io/phase": ph, "workflows.argoproj.io/completed": "true" if f else "false"}},
             "status": {"phase": ph, "startedAt": s, "finishedAt": f, "progress": pr, **({"message": m} if m else {})}} for n, ph, s, f, pr, m, cw in rows]})
    t1 = wlist(wl)

    def node(nid: str, name: str, tmpl: str, ph: str, s: str | None, f: str | None, extra: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        d: dict[str, Any] = {"id": nid, "name": name, "displayName": name.split(".")[-1] if "." in name else name, "type": "Pod" if tmpl != "main" else "DAG",
                             "templateName": tmpl, "phase": ph, "startedAt": s, "finishedAt": f}
        d.update(extra or {})
        return nid, d
    n_root = node(wf, wf, "main", "Failed", "2024-06-11T02:00:00Z", "2024-06-11T02:12:41Z", {"progress": "4/5", "children": [f"{wf}-1140592383", f"{wf}-3802291190"]})
    n_eo = node(f"{wf}-1140592383", f"{wf}.extract-orders", "extract", "Succeeded", "2024-06-11T02:00:05Z", "2024-06-11T02:03:12Z", {"progress": "1/1", "hostNodeName": "ip-10-8-21-44.ec2.internal", "outputs": {"exitCode": "0"}})
    n_ec = node(f"{wf}-3802291190", f"{wf}.extract-customers", "extract", "Succeeded", "2024-06-11T02:00:05Z", "2024-06-11T02:02:47Z", {"progress": "1/1", "hostNodeName": "ip-10-8-17-203.ec2.internal", "outputs": {"exitCode": "0"}})
    n_tr = node(f"{wf}-906124517", f"{wf}.transform", "dbt-run", "Succeeded", "2024-06-11T02:03:20Z", "2024-06-11T02:09:02Z", {"progress": "1/1", "hostNodeName": "ip-10-8-21-44.ec2.internal", "outputs": {"exitCode": "0"}})
    n_ld = node(f"{wf}-2718391044", f"{wf}.load-warehouse", "load", "Failed", "2024-06-11T02:09:10Z", "2024-06-11T02:12:35Z", {"progress": "0/1", "message": "Error (exit code 1)", "hostNodeName": "ip-10-8-30-119.ec2.internal", "outputs": {"exitCode": "1"}})
    n_nt = node(f"{wf}-517730962", f"{wf}.notify", "slack-notify", "Omitted", None, None, {"message": "omitted: depends condition not met"})
    spec = {"entrypoint": "main", "serviceAccountName": "etl-runner", "arguments": {"parameters": [{"name": "run-date", "value": "2024-06-10"}]}, "workflowTemplateRef": {"name": "nightly-etl"}}

    def wfobj(nodes: list[tuple[str, dict[str, Any]]], phase: str, fin: str | None, prog: str, msg: str | None) -> str:
        return pj({"metadata": {"name": wf, "namespace": ns, "labels": {"workflows.argoproj.io/cron-workflow": "nightly-etl", "workflows.argoproj.io/phase": phase},
                                "creationTimestamp": "2024-06-11T02:00:00Z"},
                   "spec": spec, "status": {"phase": phase, "startedAt": "2024-06-11T02:00:00Z", "finishedAt": fin, "progress": prog, **({"message": msg} if msg else {}),
                                            "nodes": dict(nodes), "estimatedDuration": 812}})
    t2 = wfobj([n_root, n_eo, n_ec, n_tr, n_ld, n_nt], "Failed", "2024-06-11T02:12:41Z", "4/5", "child 'nightly-etl-1718071200-2718391044' failed")
    t3 = "\n".join([
        "2024-06-11T02:09:14.118Z INFO  load_warehouse: run-date=2024-06-10 target=ANALYTICS.CORE",
        "2024-06-11T02:09:14.702Z INFO  snowflake.connector.connection: Snowflake Connector for Python Version: 3.10.1, Python Version: 3.11.9, Platform: Linux-5.10.217-205.860.amzn2.x86_64",
        "2024-06-11T02:09:14.703Z INFO  snowflake.connector.connection: This connection is in OCSP Fail Open Mode.",
        "2024-06-11T02:10:15.921Z WARN  snowflake.connector.network: Retrying: 1/3 (read timeout, kestrel.eu-central-1.snowflakecomputing.com:443)",
        "2024-06-11T02:11:17.334Z WARN  snowflake.connector.network: Retrying: 2/3 (read timeout, kestrel.eu-central-1.snowflakecomputing.com:443)",
        "2024-06-11T02:12:18.806Z WARN  snowflake.connector.network: Retrying: 3/3 (read timeout, kestrel.eu-central-1.snowflakecomputing.com:443)",
        "2024-06-11T02:12:34.990Z ERROR load_warehouse: 250001 (08001): Failed to connect to DB: kestrel.eu-central-1.snowflakecomputing.com:443. Could not connect to Snowflake backend after 3 attempt(s).Aborting",
        "Traceback (most recent call last):",
        "  File \"/app/load_warehouse.py\", line 88, in <module>",
        "    main()",
        "  File \"/app/load_warehouse.py\", line 61, in main",
        "    conn = snowflake.connector.connect(**cfg)",
        "snowflake.connector.errors.OperationalError: 250001 (08001): Failed to connect to DB: kestrel.eu-central-1.snowflakecomputing.com:443. Could not connect to Snowflake backend after 3 attempt(s).Aborting",
        "time=\"2024-06-11T02:12:35.101Z\" level=info msg=\"sub-process exited\" argo=true error=\"exit status 1\"",
        "Error: exit status 1"])
    cron_spec = {"schedule": "0 2 * * *", "timezone": "UTC", "concurrencyPolicy": "Forbid", "startingDeadlineSeconds": 0, "successfulJobsHistoryLimit": 3, "failedJobsHistoryLimit": 3,
                 "suspend": False, "workflowSpec": {"workflowTemplateRef": {"name": "nightly-etl"}, "arguments": {"parameters": [{"name": "run-date", "value": "{{= sprig.date(\"2006-01-02\", sprig.dateModify(\"-24h\", sprig.now())) }}"}]}}}
    t4 = pj({"metadata": {"name": "nightly-etl", "namespace": ns, "creationTimestamp": "2024-04-29T13:47:05Z", "generation": 4, "labels": {"team": "data-platform"}},
             "spec": cron_spec, "status": {"active": None, "lastScheduledTime": "2024-06-11T02:00:00Z", "conditions": [], "succeeded": 41, "failed": 2, "phase": "Active"}})
    n_root5 = node(wf, wf, "main", "Running", "2024-06-11T02:00:00Z", None, {"progress": "3/5", "children": [f"{wf}-1140592383", f"{wf}-3802291190"]})
    n_ld5 = node(f"{wf}-2718391044", f"{wf}.load-warehouse", "load", "Pending", "2024-06-11T09:12:11Z", None, {"progress": "0/1"})
    n_nt5 = node(f"{wf}-517730962", f"{wf}.notify", "slack-notify", "Pending", None, None, {"progress": "0/1"})
    t5 = wfobj([n_root5, n_eo, n_ec, n_tr, n_ld5, n_nt5], "Running", None, "3/5", None)
    crons = [("hourly-metrics-rollup", "0 * * * *", "2024-06-11T09:00:00Z", 1702, 0, "2024-03-04T08:11:52Z"),
             ("nightly-etl", "0 2 * * *", "2024-06-10T02:00:00Z", 41, 2, "2024-04-29T13:47:05Z"),
             ("weekly-report", "13 6 * * 1", "2024-06-10T06:13:00Z", 11, 0, "2024-03-18T10:02:44Z"),
             ("monthly-gdpr-purge", "0 4 1 * *", "2024-06-01T04:00:00Z", 3, 0, "2024-03-01T12:30:19Z")]
    t6 = pj({"metadata": {"resourceVersion": "418829102"}, "items": [
        {"metadata": {"name": n, "namespace": ns, "creationTimestamp": c}, "spec": {"schedule": sch, "timezone": "UTC", "suspend": False, "concurrencyPolicy": "Forbid" if n != "hourly-metrics-rollup" else "Replace"},
         "status": {"active": ([{"kind": "Workflow", "namespace": ns, "name": wf, "apiVersion": "argoproj.io/v1alpha1"}] if n == "nightly-etl" else None),
                    "lastScheduledTime": lst, "succeeded": su, "failed": fa, "phase": "Active"}} for n, sch, lst, su, fa, c in crons]})
    n_ld7 = node(f"{wf}-2718391044", f"{wf}.load-warehouse", "load", "Running", "2024-06-11T09:12:11Z", None, {"progress": "0/1", "hostNodeName": "ip-10-8-17-203.ec2.internal"})
    t7 = wfobj([n_root5, n_eo, n_ec, n_tr, n_ld7, n_nt5], "Running", None, "3/5", None)
    t8 = "\n".join([
        "2024-06-11T09:12:19.204Z INFO  load_warehouse: run-date=2024-06-10 target=ANALYTICS.CORE",
        "2024-06-11T09:12:19.771Z INFO  snowflake.connector.connection: Snowflake Connector for Python Version: 3.10.1, Python Version: 3.11.9, Platform: Linux-5.10.217-205.860.amzn2.x86_64",
        "2024-06-11T09:12:19.772Z INFO  snowflake.connector.connection: This connection is in OCSP Fail Open Mode.",
        "2024-06-11T09:12:20.418Z INFO  load_warehouse: connected (session 19216048716253514, warehouse LOAD_WH)",
        "2024-06-11T09:12:20.903Z INFO  load_warehouse: COPY INTO ANALYTICS.CORE.ORDERS FROM @etl_stage/2024-06-10/orders/ ...",
        "2024-06-11T09:13:41.552Z INFO  load_warehouse: ORDERS: 1,204,337 rows loaded, 0 errors",
        "2024-06-11T09:13:41.988Z INFO  load_warehouse: COPY INTO ANALYTICS.CORE.CUSTOMERS FROM @etl_stage/2024-06-10/customers/ ...",
        "2024-06-11T09:14:02.614Z INFO  load_warehouse: CUSTOMERS: 18,422 rows loaded, 0 errors",
        "2024-06-11T09:14:03.057Z INFO  load_warehouse: MERGE INTO ANALYTICS.CORE.FCT_ORDERS USING ANALYTICS.STAGING.ORDERS_DELTA ..."])
    n_root9 = node(wf, wf, "main", "Succeeded", "2024-06-11T02:00:00Z", "2024-06-11T09:16:44Z", {"progress": "5/5", "children": [f"{wf}-1140592383", f"{wf}-3802291190"]})
    n_ld9 = node(f"{wf}-2718391044", f"{wf}.load-warehouse", "load", "Succeeded", "2024-06-11T09:12:11Z", "2024-06-11T09:16:02Z", {"progress": "1/1", "hostNodeName": "ip-10-8-17-203.ec2.internal", "outputs": {"exitCode": "0"}})
    n_nt9 = node(f"{wf}-517730962", f"{wf}.notify", "slack-notify", "Succeeded", "2024-06-11T09:16:10Z", "2024-06-11T09:16:38Z", {"progress": "1/1", "hostNodeName": "ip-10-8-21-44.ec2.internal", "outputs": {"exitCode": "0"}})
    t9 = wfobj([n_root9, n_eo, n_ec, n_tr, n_ld9, n_nt9], "Succeeded", "2024-06-11T09:16:44Z", "5/5", None)
    t10 = pj({"deleted": [f"{ns}/adhoc-backfill-zt81c", f"{ns}/adhoc-backfill-q9w4m", f"{ns}/adhoc-backfill-7xk2p"], "errors": []})
    wl11 = [(wf, "Succeeded", "2024-06-11T02:00:00Z", "2024-06-11T09:16:44Z", "5/5", "", "nightly-etl")] + wl[1:7]
    t11 = wlist(wl11)
    turns = [
        (call("list_workflows", namespace=ns), t1),
        (call("get_workflow", namespace=ns, name=wf), t2),
        (call("get_workflow_logs", namespace=ns, name=wf, podName=f"{wf}-load-2718391044", tailLines=15), t3),
        (call("get_cron_workflow", namespace=ns, name="nightly-etl"), t4),
        (call("retry_workflow", namespace=ns, name=wf, restartSuccessful=False), t5),
        (call("list_cron_workflows", namespace=ns), t6),
        (call("get_workflow", namespace=ns, name=wf), t7),
        (call("get_workflow_logs", namespace=ns, name=wf, podName=f"{wf}-load-2718391044", tailLines=9), t8),
        (call("get_workflow", namespace=ns, name=wf), t9),
        (call("delete_workflows", namespace=ns, names=["adhoc-backfill-zt81c", "adhoc-backfill-q9w4m", "adhoc-backfill-7xk2p"]), t10),
        (call("list_workflows", namespace=ns), t11),
    ]
    rs.add(task="mcp", tid="h39-mcp-12", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="nightly-etl cron workflow's lastScheduledTime went back a day (2024-06-11T02:00 -> 2024-06-10T02:00)")

# Gitea API: clean
def t13(rs: RowSet) -> None:
    system = mcp_system("gitea", "the Gitea API at https://git.lakeside.coop for user ibrahim.k", [
        tool("list_org_repos", "List the repositories of an organization.", {"org": S, "limit": INT, "page": INT}, ["org"]),
        tool("get_repo", "Get a repository.", {"owner": S, "repo": S}, ["owner", "repo"]),
        tool("edit_repo", "Edit repository settings (name, description, private, default_branch...).", {"owner": S, "repo": S, "name": S, "description": S}, ["owner", "repo"]),
        tool("list_branches", "List the branches of a repository.", {"owner": S, "repo": S}, ["owner", "repo"]),
        tool("delete_branch", "Delete a branch.", {"owner": S, "repo": S, "branch": S}, ["owner", "repo", "branch"]),
        tool("create_issue", "Open an issue.", {"owner": S, "repo": S, "title": S, "body": S, "labels": A}, ["owner", "repo", "title"]),
        tool("list_issues", "List issues of a repository.", {"owner": S, "repo": S, "state": S, "type": S}, ["owner", "repo"]),
    ])
    state = ("Gitea 1.21.11 at https://git.lakeside.coop, organization lakeside-ops, token of user ibrahim.k (org owner). Now: 2024-06-13 ~13:05 UTC. "
             "Request: \"Rename infra-scripts to ops-toolbox, delete the two branches that are already merged into main (fix/cron-typo and feature/ansible-13), "
             "and open an issue there to update the CI clone URLs.\"")
    org = "lakeside-ops"
    repos = [(118, "backup-policies", "Restic/borg retention policies and restore drills", 2144, 3, 4, "2024-06-12T16:40:22Z", "main"),
             (94, "infra-scripts", "Shell and Ansible helpers for the co-op servers", 8761, 5, 6, "2024-06-10T09:14:51Z", "main"),
             (131, "dns-zones", "Zone files for lakeside.coop and friends", 412, 0, 1, "2024-06-07T11:02:37Z", "main"),
             (76, "monitoring-stack", "Prometheus, Alertmanager and Grafana config", 5390, 2, 3, "2024-05-29T08:55:10Z", "main"),
             (142, "runbooks", "Incident runbooks (markdown)", 1287, 1, 2, "2024-05-21T14:30:03Z", "main"),
             (59, "terraform-hetzner", "Terraform for the Hetzner Cloud project", 3076, 4, 1, "2024-04-30T07:18:45Z", "main")]

    def rj(i: int, n: str, d: str, size: int, oi: int, stars: int, upd: str, db: str) -> dict[str, Any]:
        return {"id": i, "owner": {"id": 7, "login": org, "full_name": "Lakeside Co-op Ops"}, "name": n, "full_name": f"{org}/{n}", "description": d,
                "empty": False, "private": True, "fork": False, "mirror": False, "size": size, "html_url": f"https://git.lakeside.coop/{org}/{n}",
                "ssh_url": f"git@git.lakeside.coop:{org}/{n}.git", "clone_url": f"https://git.lakeside.coop/{org}/{n}.git", "default_branch": db,
                "stars_count": stars, "forks_count": 0, "watchers_count": 3, "open_issues_count": oi, "open_pr_counter": 0,
                "created_at": {118: "2023-10-02T09:31:40Z", 94: "2022-11-14T15:20:07Z", 131: "2024-01-08T10:45:19Z", 76: "2022-08-30T12:03:55Z",
                               142: "2024-02-19T16:11:28Z", 59: "2022-05-03T08:47:12Z"}[i], "updated_at": upd, "archived": False}
    t1 = pj([rj(*r) for r in repos])
    br = [("feature/ansible-13", "4e1a9c07b2d85f36e0c1a47d9b3e52f8c6a0d194", "Ansible 13: bump collections, fix deprecated include", "2024-05-27T10:42:18Z", False),
          ("feature/restic-exporter", "b09d3e71c5a24f86e1d07c93a5b2f4e8d6c1a037", "WIP: restic exporter role", "2024-06-06T17:20:55Z", False),
          ("fix/cron-typo", "c7f20a5e9d13b648a2e0f51c7d94b3a6e8d2f015", "Fix typo in logrotate cron schedule", "2024-06-03T08:11:04Z", False),
          ("main", "2a6d8f14c9e07b53d1a4f6e2c0b98d7a5e3f1c46", "Merge pull request 'Ansible 13' (#41) from feature/ansible-13 into main", "2024-06-10T09:14:51Z", True)]

    def blist(rows: list[tuple[str, str, str, str, bool]], repo: str) -> str:
        return pj([{"name": n, "commit": {"id": c, "message": m + "\n", "url": f"https://git.lakeside.coop/{org}/{repo}/commit/{c}",
                                          "author": {"name": "Ibrahim Khalil" if "restic" not in n else "Sanna Virtanen", "email": "ibrahim@lakeside.coop" if "restic" not in n else "sanna@lakeside.coop", "username": ""},
                                          "timestamp": t},
                    "protected": p, "required_approvals": 1 if p else 0, "enable_status_check": p, "user_can_push": True, "user_can_merge": True,
                    "effective_branch_protection_name": "main" if p else ""} for n, c, m, t, p in rows])
    t2 = blist(br, "infra-scripts")
    t3 = pj({**rj(94, "ops-toolbox", "Shell and Ansible helpers for the co-op servers", 8761, 5, 6, "2024-06-13T13:06:12Z", "main")})
    t4 = "HTTP 204 No Content"
    t5 = "HTTP 204 No Content"
    t6 = blist([b for b in br if b[0] not in ("fix/cron-typo", "feature/ansible-13")], "ops-toolbox")
    body = ("The repository was renamed from `infra-scripts` to `ops-toolbox`. Gitea redirects the old URL for now, but the CI jobs should use the new one:\n\n"
            "- [ ] Woodpecker pipelines in `backup-policies` and `monitoring-stack` (`git clone https://git.lakeside.coop/lakeside-ops/infra-scripts.git`)\n"
            "- [ ] `ops-cron` host: `/etc/cron.d/pull-infra-scripts`\n- [ ] README badges")
    t7 = pj({"id": 1187, "url": f"https://git.lakeside.coop/api/v1/repos/{org}/ops-toolbox/issues/37", "html_url": f"https://git.lakeside.coop/{org}/ops-toolbox/issues/37",
             "number": 37, "user": {"id": 12, "login": "ibrahim.k", "full_name": "Ibrahim Khalil"}, "title": "Update CI clone URLs after rename to ops-toolbox",
             "body": body, "labels": [{"id": 22, "name": "ci", "color": "#e11d21"}, {"id": 25, "name": "chore", "color": "#c2e0c6"}],
             "state": "open", "comments": 0, "created_at": "2024-06-13T13:07:40Z", "updated_at": "2024-06-13T13:07:40Z", "closed_at": None,
             "repository": {"id": 94, "name": "ops-toolbox", "owner": org, "full_name": f"{org}/ops-toolbox"}})
    iss = [(37, "Update CI clone URLs after rename to ops-toolbox", "ibrahim.k", ["ci", "chore"], "2024-06-13T13:07:40Z", 0),
           (36, "backup.sh: exit code ignored when restic check fails", "sanna.v", ["bug"], "2024-06-05T10:22:16Z", 2),
           (34, "Replace certbot cron with systemd timer", "ibrahim.k", ["enhancement"], "2024-05-16T08:40:51Z", 1),
           (29, "Document the hetzner snapshot rotation", "mlopez", ["docs"], "2024-04-02T14:03:33Z", 0),
           (23, "Role for fail2ban jails on the mail host", "sanna.v", ["enhancement", "ansible"], "2024-02-21T09:57:12Z", 4),
           (17, "Unify log paths under /var/log/lakeside", "mlopez", ["chore"], "2023-12-11T11:30:46Z", 3)]
    t8 = pj([{"id": 1187 - (37 - n) * 9, "number": n, "title": t, "user": {"login": u}, "labels": [{"name": lb} for lb in lbs], "state": "open",
              "comments": c, "created_at": cr, "updated_at": cr, "html_url": f"https://git.lakeside.coop/{org}/ops-toolbox/issues/{n}"} for n, t, u, lbs, cr, c in iss])
    repos9 = [(94, "ops-toolbox", "Shell and Ansible helpers for the co-op servers", 8761, 6, 6, "2024-06-13T13:07:40Z", "main")] + [r for r in repos if r[0] != 94]
    t9 = pj([rj(*r) for r in repos9])
    turns = [
        (call("list_org_repos", org=org, limit=20), t1),
        (call("list_branches", owner=org, repo="infra-scripts"), t2),
        (call("edit_repo", owner=org, repo="infra-scripts", name="ops-toolbox"), t3),
        (call("delete_branch", owner=org, repo="ops-toolbox", branch="fix/cron-typo"), t4),
        (call("delete_branch", owner=org, repo="ops-toolbox", branch="feature/ansible-13"), t5),
        (call("list_branches", owner=org, repo="ops-toolbox"), t6),
        (call("create_issue", owner=org, repo="ops-toolbox", title="Update CI clone URLs after rename to ops-toolbox", body=body, labels=[22, 25]), t7),
        (call("list_issues", owner=org, repo="ops-toolbox", state="open", type="issues"), t8),
        (call("list_org_repos", org=org, limit=20), t9),
    ]
    rs.add(task="mcp", tid="h39-mcp-13", system=system, turns=turns, state=state, bad=False)

# Splunk: bad
def t14(rs: RowSet) -> None:
    system = mcp_system("splunk", "the REST API of the Splunk search head sh01.corp.vesta.net:8089: saved searches, search jobs and fired alerts", [
        tool("get_saved_search", "Get one saved search (alert) with its search string, schedule and alert settings.", {"name": S, "app": S}, ["name"]),
        tool("update_saved_search", "Update fields of a saved search.", {"name": S, "app": S, "fields": OBJ}, ["name", "fields"]),
        tool("list_saved_searches", "List saved searches of an app, optionally filtered by a name substring.", {"app": S, "search": S, "count": INT}, ["app"]),
        tool("dispatch_saved_search", "Run a saved search now; returns the search id (sid).", {"name": S, "app": S, "trigger_actions": B}, ["name"]),
        tool("get_search_job", "Get the status of a search job.", {"sid": S}, ["sid"]),
        tool("get_search_results", "Get the results of a finished search job.", {"sid": S, "count": INT}, ["sid"]),
        tool("list_fired_alerts", "List recently triggered alerts of a saved search.", {"name": S, "count": INT}, ["name"]),
    ])
    app = "SA-vesta-soc"
    name = "Auth - Brute Force Failed Logins"
    state = ("Splunk Enterprise 9.2.1, search head sh01.corp.vesta.net:8089, user soc_automation, app SA-vesta-soc. Now: 2024-06-13 ~10:36 UTC. "
             "Request from the SOC lead: \"'Auth - Brute Force Failed Logins' is too noisy. Raise the threshold from 20 to 40 failures per user and source, and run it every 5 minutes "
             "instead of every 15 (keep the 15-minute window). Then run it once so we see what it would fire on now.\"")
    q20 = ("search index=auth (sourcetype=linux_secure OR sourcetype=\"WinEventLog:Security\") action=failure\n| stats count AS failures, dc(dest) AS hosts, "
           "latest(_time) AS last_seen BY user, src\n| where failures > 20\n| eval last_seen=strftime(last_seen, \"%Y-%m-%d %H:%M:%S\")\n| sort - failures")
    q40 = q20.replace("failures > 20", "failures > 40")
    content = {"search": q20, "cron_schedule": "*/15 * * * *", "dispatch.earliest_time": "-15m", "dispatch.latest_time": "now", "is_scheduled": True,
               "disabled": False, "alert_type": "number of events", "alert_comparator": "greater than", "alert_threshold": "0", "alert.suppress": True,
               "alert.suppress.fields": "user,src", "alert.suppress.period": "1h", "alert.severity": 4, "actions": "email,notable",
               "action.email.to": "soc-alerts@vesta.net", "action.notable.param.rule_title": "Brute force against $result.user$ from $result.src$",
               "next_scheduled_time": "2024-06-13 10:45:00 UTC", "description": "Repeated authentication failures per user and source in the last 15 minutes."}
    entry = {"name": name, "id": f"https://sh01.corp.vesta.net:8089/servicesNS/nobody/{app}/saved/searches/Auth%20-%20Brute%20Force%20Failed%20Logins",
             "author": "k.mensah", "acl": {"app": app, "owner": "nobody", "sharing": "app", "perms": {"read": ["*"], "write": ["admin", "soc_engineer", "soc_automation"]}}}
    t1 = pj({"entry": [{**entry, "updated": "2024-05-02T14:11:09+00:00", "content": content}]})
    content2 = {**content, "search": q40, "cron_schedule": "*/5 * * * *", "next_scheduled_time": "2024-06-13 10:40:00 UTC"}
    t2 = pj({"entry": [{**entry, "updated": "2024-06-13T10:36:52+00:00", "content": content2}], "messages": []})
    ss = [("Auth - Brute Force Failed Logins", "*/15 * * * *", "2024-06-13 10:45:00 UTC", "-15m", "email,notable", False),
          ("Auth - Impossible Travel", "*/30 * * * *", "2024-06-13 11:00:00 UTC", "-4h", "notable", False),
          ("Auth - Login From Disabled Account", "*/10 * * * *", "2024-06-13 10:40:00 UTC", "-10m", "email,notable", False),
          ("Auth - MFA Push Fatigue", "*/5 * * * *", "2024-06-13 10:40:00 UTC", "-30m", "notable", False),
          ("Auth - New Admin Group Member", "*/15 * * * *", "2024-06-13 10:45:00 UTC", "-15m", "email,notable", False),
          ("Auth - Service Account Interactive Logon", "0 * * * *", "2024-06-13 11:00:00 UTC", "-60m", "notable", False),
          ("Auth - Password Spray (legacy)", "*/15 * * * *", "", "-15m", "email", True)]
    t3 = mcp_text(table(["title", "cron_schedule", "next_scheduled_time", "dispatch.earliest_time", "actions", "disabled"],
                        [[n, c, nx or "-", e, a, "1" if d else "0"] for n, c, nx, e, a, d in ss]) + f"\n\n{len(ss)} saved searches in {app} matching \"Auth -\"")
    sid = "soc_automation__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718275032_4471"
    t4 = pj({"sid": sid})
    t5 = pj({"sid": sid, "dispatchState": "DONE", "isDone": True, "isFailed": False, "doneProgress": 1.0, "resultCount": 3, "eventCount": 0, "scanCount": 18342,
             "runDuration": 2.184, "earliestTime": "2024-06-13T10:22:12.000+00:00", "latestTime": "2024-06-13T10:37:12.000+00:00",
             "cursorTime": "2024-06-13T10:22:12.000+00:00", "label": name, "provenance": "rest", "ttl": 600, "priority": 5,
             "search": q40.replace("\n", " "), "request": {"earliest_time": "-15m", "latest_time": "now"}})
    rows = [("svc_backup", "10.14.2.77", 312, 1, "2024-06-13 10:37:05"), ("m.alvarez", "185.220.101.34", 96, 3, "2024-06-13 10:36:48"),
            ("administrator", "45.155.205.211", 58, 7, "2024-06-13 10:35:19")]
    t6 = pj({"preview": False, "init_offset": 0, "fields": [{"name": "user"}, {"name": "src"}, {"name": "failures"}, {"name": "hosts"}, {"name": "last_seen"}],
             "results": [{"user": u, "src": s, "failures": str(f), "hosts": str(h), "last_seen": ls} for u, s, f, h, ls in rows]})
    fired = [("2024-06-13 10:30:10 UTC", "scheduler__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718274600_3952", 11),
             ("2024-06-13 10:15:09 UTC", "scheduler__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718273700_3871", 9),
             ("2024-06-13 10:00:11 UTC", "scheduler__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718272800_3790", 14),
             ("2024-06-13 09:45:08 UTC", "scheduler__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718271900_3702", 12),
             ("2024-06-13 09:30:10 UTC", "scheduler__nobody_U0EtdmVzdGEtc29j__RMD5e1a9c2b7f04d3e61_at_1718271000_3619", 10)]
    t7 = pj({"entry": [{"name": f"{name} - {s.split('_at_')[1]}", "content": {"savedsearch_name": name, "trigger_time_rendered": tt, "sid": s, "triggered_alerts": n,
                                                                           "severity": 4, "digest_mode": False, "actions": "email,notable"}} for tt, s, n in fired]})
    turns = [
        (call("get_saved_search", name=name, app=app), t1),
        (call("update_saved_search", name=name, app=app, fields={"search": q40, "cron_schedule": "*/5 * * * *"}), t2),
        (call("list_saved_searches", app=app, search="Auth -", count=30), t3),
        (call("dispatch_saved_search", name=name, app=app, trigger_actions=False), t4),
        (call("get_search_job", sid=sid), t5),
        (call("get_search_results", sid=sid, count=50), t6),
        (call("list_fired_alerts", name=name, count=5), t7),
    ]
    rs.add(task="mcp", tid="h39-mcp-14", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="alert's cron schedule listed back at */15 with next run 10:45 right after it was updated to */5")

# Strava API: clean
def t15(rs: RowSet) -> None:
    system = mcp_system("strava", "the Strava API v3 for the authenticated athlete", [
        tool("get_athlete", "Get the authenticated athlete with bikes and shoes.", {}, []),
        tool("list_activities", "List the athlete's activities, newest first.", {"per_page": INT, "page": INT, "before": INT, "after": INT}, []),
        tool("get_activity", "Get a detailed activity.", {"id": INT, "include_all_efforts": B}, ["id"]),
        tool("update_activity", "Update an activity's name, type, description, gear, commute or hide_from_home.", {"id": INT, "name": S, "description": S, "gear_id": S, "commute": B}, ["id"]),
        tool("get_gear", "Get a bike or pair of shoes by id.", {"id": S}, ["id"]),
        tool("get_athlete_stats", "Get the athlete's recent, year-to-date and all-time totals.", {"athlete_id": INT}, ["athlete_id"]),
    ])
    state = ("Strava athlete Joris van Leeuwen (id 38215774, Amsterdam, metric units). Now: Thursday 2024-06-13 ~09:40 local (07:40 UTC); the watch synced this morning's run an hour ago. "
             "Request: \"This morning's run was the tempo 15K and I wore the new Endorphins, not the Pegasus. Rename it, fix the shoes, and tell me my mileage on both pairs.\"")
    aid = 38215774
    shoes0 = [("g1188213", "Nike Pegasus 40 (grey)", True, 742318.0), ("g9921034", "Saucony Endorphin Speed 4", False, 97752.6),
              ("g7350418", "Hoka Speedgoat 5", False, 311904.8)]
    bikes = [{"id": "b7734120", "primary": True, "name": "Canyon Endurace CF 7", "nickname": "Endurace", "resource_state": 2, "retired": False, "distance": 8214033.0, "converted_distance": 8214.0}]
    t1 = pj({"id": aid, "username": "jorisvl", "resource_state": 3, "firstname": "Joris", "lastname": "van Leeuwen", "city": "Amsterdam", "state": "Noord-Holland",
             "country": "Netherlands", "sex": "M", "premium": True, "summit": True, "created_at": "2017-03-22T19:40:11Z", "updated_at": "2024-06-13T06:18:44Z",
             "follower_count": 212, "friend_count": 187, "measurement_preference": "meters", "ftp": 268, "weight": 73.4,
             "bikes": bikes, "shoes": [{"id": i, "primary": p, "name": n, "nickname": None, "resource_state": 2, "retired": False, "distance": d, "converted_distance": round(d / 1000, 1)} for i, n, p, d in shoes0]})
    acts = [(11648203917, "Morning Run", "Run", 15234.6, 4288, 4371, 84.0, "2024-06-13T06:12:40Z", "g1188213", 3.553, 157.4, 171),
            (11637455102, "Evening Ride", "Ride", 32418.9, 4022, 4390, 211.0, "2024-06-12T16:48:03Z", "b7734120", 8.06, 138.2, None),
            (11626019584, "Recovery jog", "Run", 6021.3, 2260, 2302, 18.0, "2024-06-11T05:58:21Z", "g1188213", 2.664, 128.9, 162),
            (11614880236, "Lunch Swim", "Swim", 2150.0, 2975, 3410, 0.0, "2024-06-10T11:05:49Z", None, 0.723, None, None),
            (11603327791, "Long run – Amstel loop", "Run", 24108.7, 8214, 8533, 41.0, "2024-06-09T07:31:16Z", "g9921034", 2.935, 146.0, 168),
            (11592144058, "Intervals 6x800", "Run", 10412.5, 3391, 3620, 22.0, "2024-06-07T05:47:09Z", "g9921034", 3.071, 151.3, 176)]

    def alist(rows: list[tuple[Any, ...]]) -> str:
        out = []
        for i, n, t, d, mt, et, el, sd, g, sp, hr, cad in rows:
            local = sd
            hh = int(local[11:13]) + 2
            out.append({"resource_state": 2, "athlete": {"id": aid, "resource_state": 1}, "name": n, "distance": d, "moving_time": mt, "elapsed_time": et,
                        "total_elevation_gain": el, "type": t, "sport_type": t, "workout_type": None if t != "Run" else (3 if "Intervals" in n else 0), "id": i,
                        "start_date": sd, "start_date_local": f"{local[:11]}{hh:02d}{local[13:]}", "timezone": "(GMT+01:00) Europe/Amsterdam", "utc_offset": 7200.0,
                        "gear_id": g, "average_speed": sp, "max_speed": round(sp * 1.42, 1), "average_heartrate": hr, "has_heartrate": hr is not None,
                        "average_cadence": (cad / 2 if cad else None), "kudos_count": {11648203917: 4, 11637455102: 11, 11626019584: 6, 11614880236: 3, 11603327791: 19, 11592144058: 14}[i],
                        "commute": False, "manual": False, "private": False, "visibility": "everyone"})
        return pj(out)
    t2 = alist(acts)
    paces = [301, 288, 282, 279, 281, 280, 283, 279, 277, 282, 284, 281, 279, 276, 271]
    splits = [{"distance": 1000.0 if k < 15 else 234.6, "elapsed_time": (p + {0: 6, 7: 76}.get(k, 0)) if k < 15 else 66, "moving_time": p if k < 15 else 65,
               "elevation_difference": [2.1, -1.4, 0.8, 3.6, -2.2, 0.4, 5.1, -4.8, 0.2, 1.9, -0.7, 2.5, -3.1, 0.6, -1.2, 0.0][k],
               "average_speed": round((1000.0 / p) if k < 15 else 234.6 / 65, 2), "average_heartrate": [142.1, 151.6, 155.0, 157.3, 158.2, 158.0, 159.4, 158.9, 159.8, 160.2, 161.0, 161.7, 162.3, 163.8, 166.4, 171.2][k],
               "pace_zone": 3 if k else 2, "split": k + 1} for k, p in enumerate(paces + [65])]
    det = {"id": 11648203917, "resource_state": 3, "external_id": "garmin_ping_349810225531", "upload_id": 12431806652, "athlete": {"id": aid, "resource_state": 1},
           "name": "Morning Run", "distance": 15234.6, "moving_time": 4288, "elapsed_time": 4371, "total_elevation_gain": 84.0, "type": "Run", "sport_type": "Run", "workout_type": 0,
           "start_date": "2024-06-13T06:12:40Z", "start_date_local": "2024-06-13T08:12:40Z", "timezone": "(GMT+01:00) Europe/Amsterdam", "utc_offset": 7200.0,
           "average_speed": 3.553, "max_speed": 5.1, "average_cadence": 85.5, "average_heartrate": 157.4, "max_heartrate": 178.0, "calories": 1043.0,
           "description": None, "device_name": "Garmin Forerunner 965", "gear_id": "g1188213",
           "gear": {"id": "g1188213", "primary": True, "name": "Nike Pegasus 40 (grey)", "resource_state": 2, "distance": 742318.0, "converted_distance": 742.3},
           "splits_metric": splits, "laps": [{"id": 41233908811, "name": "Lap 1", "distance": 15234.6, "moving_time": 4288, "elapsed_time": 4371, "average_speed": 3.553}],
           "photos": {"count": 0}, "kudos_count": 4, "comment_count": 0, "achievement_count": 3, "pr_count": 1, "private": False, "visibility": "everyone"}
    t3 = pj(det)
    desc = "Tempo 15K: 5K steady, 8K at ~4:40/km, 2K fast finish. Endorphin Speed 4."
    det4 = {**det, "name": "Riverside Tempo 15K", "description": desc, "gear_id": "g9921034",
            "gear": {"id": "g9921034", "primary": False, "name": "Saucony Endorphin Speed 4", "resource_state": 2, "distance": 112987.2, "converted_distance": 113.0}}
    det4 = {k: v for k, v in det4.items() if k != "splits_metric"} | {"splits_metric": splits}
    t4 = pj(det4)
    t5 = pj({"id": "g9921034", "primary": False, "resource_state": 3, "distance": 112987.2, "converted_distance": 113.0, "brand_name": "Saucony", "model_name": "Endorphin Speed 4",
             "name": "Saucony Endorphin Speed 4", "nickname": None, "retired": False, "notification_distance": 600, "description": "Bought 2024-05-04, tempo and race days"})
    t6 = pj({"id": "g1188213", "primary": True, "resource_state": 3, "distance": 727083.4, "converted_distance": 727.1, "brand_name": "Nike", "model_name": "Pegasus 40",
             "name": "Nike Pegasus 40 (grey)", "nickname": None, "retired": False, "notification_distance": 800, "description": ""})
    t7 = pj({"biggest_ride_distance": 161245.0, "biggest_climb_elevation_gain": 1184.0,
             "recent_ride_totals": {"count": 5, "distance": 168340.2, "moving_time": 21608, "elapsed_time": 23317, "elevation_gain": 1102.0, "achievement_count": 7},
             "recent_run_totals": {"count": 14, "distance": 171204.6, "moving_time": 52918, "elapsed_time": 55301, "elevation_gain": 612.0, "achievement_count": 22},
             "recent_swim_totals": {"count": 4, "distance": 8400.0, "moving_time": 11870, "elapsed_time": 13516, "elevation_gain": 0.0, "achievement_count": 0},
             "ytd_ride_totals": {"count": 31, "distance": 1102384, "moving_time": 148203, "elapsed_time": 161822, "elevation_gain": 7341},
             "ytd_run_totals": {"count": 98, "distance": 1046388, "moving_time": 331205, "elapsed_time": 346915, "elevation_gain": 4213},
             "ytd_swim_totals": {"count": 19, "distance": 39650, "moving_time": 55102, "elapsed_time": 62874, "elevation_gain": 0},
             "all_ride_totals": {"count": 612, "distance": 21843570, "moving_time": 2967311, "elapsed_time": 3301865, "elevation_gain": 148215},
             "all_run_totals": {"count": 1184, "distance": 11902447, "moving_time": 3801522, "elapsed_time": 3983104, "elevation_gain": 52390},
             "all_swim_totals": {"count": 203, "distance": 418200, "moving_time": 588840, "elapsed_time": 672145, "elevation_gain": 0}})
    acts8 = [(11648203917, "Riverside Tempo 15K", "Run", 15234.6, 4288, 4371, 84.0, "2024-06-13T06:12:40Z", "g9921034", 3.553, 157.4, 171)] + acts[1:]
    t8 = alist(acts8)
    turns = [
        (call("get_athlete"), t1),
        (call("list_activities", per_page=6), t2),
        (call("get_activity", id=11648203917), t3),
        (call("update_activity", id=11648203917, name="Riverside Tempo 15K", description=desc, gear_id="g9921034"), t4),
        (call("get_gear", id="g9921034"), t5),
        (call("get_gear", id="g1188213"), t6),
        (call("get_athlete_stats", athlete_id=aid), t7),
        (call("list_activities", per_page=6), t8),
    ]
    rs.add(task="mcp", tid="h39-mcp-15", system=system, turns=turns, state=state, bad=False)

# Azure DevOps: bad
def t16(rs: RowSet) -> None:
    system = mcp_system("azure-devops", "Azure DevOps Services for the organization tallowbank: Git repositories, pull requests, pipelines and builds", [
        tool("list_repositories", "List the Git repositories of a project.", {"project": S}, ["project"]),
        tool("update_repository", "Rename a repository or change its default branch.", {"project": S, "repositoryId": S, "name": S, "defaultBranch": S}, ["project", "repositoryId"]),
        tool("list_branches", "List the branches (refs/heads) of a repository.", {"project": S, "repository": S}, ["project", "repository"]),
        tool("create_pull_request", "Create a pull request.", {"project": S, "repository": S, "sourceRefName": S, "targetRefName": S, "title": S, "description": S, "reviewers": A}, ["project", "repository", "sourceRefName", "targetRefName", "title"]),
        tool("list_pull_requests", "List pull requests of a repository.", {"project": S, "repository": S, "status": S}, ["project", "repository"]),
        tool("get_pull_request", "Get one pull request by id.", {"project": S, "pullRequestId": INT}, ["project", "pullRequestId"]),
        tool("list_pipelines", "List the pipelines of a project.", {"project": S}, ["project"]),
        tool("run_pipeline", "Queue a pipeline run on a branch.", {"project": S, "pipelineId": INT, "branch": S}, ["project", "pipelineId"]),
        tool("get_build", "Get a build (pipeline run) by id.", {"project": S, "buildId": INT}, ["project", "buildId"]),
    ])
    proj, pid = "Finance", "5e0f8b2c-71a4-4d39-9c6e-2b8d40f1a7e3"
    state = ("Azure DevOps organization tallowbank (https://dev.azure.com/tallowbank), project Finance. Signed in as Nadia Brennan. Now: 2024-06-13 ~14:20 UTC. "
             "Request: \"Rename billing-svc to billing-service so it matches our naming convention, open the PR for feature/invoice-pdf-v2 into main with Tomasz and Aoife as reviewers, "
             "and run CI for that branch.\"")
    rid = "a3d91f60-4c2b-4e85-b7f1-09e6c25d8a14"
    org = "https://dev.azure.com/tallowbank"
    repos = [("c1f47b09-8e3d-4a62-95b0-7d2e14f6a8c3", "accounts-ledger", 48211905, "refs/heads/main"),
             (rid, "billing-svc", 27436118, "refs/heads/main"),
             ("e85b2d71-0f9c-4b13-a6e4-3c1d97f0b52e", "fx-rates", 3108442, "refs/heads/main"),
             ("f2609ac4-3b7e-41d8-8c05-6a4e0b9d17f3", "finance-infra", 9855017, "refs/heads/main"),
             ("07ad3e58-9c14-4f6b-b2d8-e41f6a0c3b95", "reporting-jobs", 15970284, "refs/heads/develop")]

    def repo(i: str, n: str, size: int, db: str) -> dict[str, Any]:
        return {"id": i, "name": n, "url": f"{org}/{pid}/_apis/git/repositories/{i}", "project": {"id": pid, "name": proj, "state": "wellFormed", "visibility": "private"},
                "defaultBranch": db, "size": size, "remoteUrl": f"https://tallowbank@dev.azure.com/tallowbank/{proj}/_git/{n}",
                "sshUrl": f"git@ssh.dev.azure.com:v3/tallowbank/{proj}/{n}", "webUrl": f"{org}/{proj}/_git/{n}", "isDisabled": False, "isInMaintenance": False}
    t1 = pj({"value": [repo(*r) for r in repos], "count": len(repos)})
    t2 = pj(repo(rid, "billing-service", 27436118, "refs/heads/main"))
    refs = [("refs/heads/bugfix/tax-rounding", "9c2e7f1a04b6d83e5f20c9a7b1d4e68f3a05c2b7", "Aoife Kelly"),
            ("refs/heads/feature/invoice-pdf-v2", "4b7d0e2a91c5f36e8d04a7b2c9e1f5d3068a4c19", "Nadia Brennan"),
            ("refs/heads/main", "e0a53c9d7b2f148e6a0d9c3b5f7e21a4d8c60b93", "Tomasz Nowak"),
            ("refs/heads/release/2024.06", "71f8b4c2e9d06a3b5e1c7d9f2a4b086e3c5d17a0", "Tomasz Nowak")]
    t3 = pj({"value": [{"name": n, "objectId": o, "creator": {"displayName": c, "uniqueName": c.lower().replace(" ", ".") + "@tallowbank.ie"},
                        "url": f"{org}/{pid}/_apis/git/repositories/{rid}/refs?filter={n[5:]}"} for n, o, c in refs], "count": 4})
    who = {"Nadia Brennan": "8d1e6b20-3f4a-4c97-a15e-0b72d9f3c648", "Tomasz Nowak": "2a9f4c71-6e0b-4d35-8b12-f7c3e05a91d4", "Aoife Kelly": "c4e08b53-9d27-4f61-a3b0-16e8f2d7c905"}

    def ident(n: str, vote: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"displayName": n, "id": who[n], "uniqueName": n.lower().replace(" ", ".") + "@tallowbank.ie"}
        if vote is not None:
            d.update({"vote": vote, "hasDeclined": False, "isFlagged": False, "isRequired": False})
        return d
    desc = ("Renders invoices with the new PDF engine (WeasyPrint 62) behind the `invoice_pdf_v2` flag.\n\n- New template set under `templates/invoice_v2/`\n"
            "- Snapshot tests for 14 sample invoices\n- Flag defaults to off")

    def pr(n: int, title: str, src: str, srcsha: str, by: str, created: str, revs: list[tuple[str, int]], ms: str, repo_name: str) -> dict[str, Any]:
        return {"repository": {"id": rid, "name": repo_name, "url": f"{org}/{pid}/_apis/git/repositories/{rid}", "project": {"id": pid, "name": proj}},
                "pullRequestId": n, "codeReviewId": n, "status": "active", "createdBy": ident(by), "creationDate": created, "title": title,
                "sourceRefName": src, "targetRefName": "refs/heads/main", "mergeStatus": ms, "isDraft": False,
                "lastMergeSourceCommit": {"commitId": srcsha}, "lastMergeTargetCommit": {"commitId": "e0a53c9d7b2f148e6a0d9c3b5f7e21a4d8c60b93"},
                "reviewers": [ident(r, v) for r, v in revs], "url": f"{org}/{pid}/_apis/git/repositories/{rid}/pullRequests/{n}", "supportsIterations": True}
    p1842 = pr(1842, "Invoice PDF v2 behind feature flag", "refs/heads/feature/invoice-pdf-v2", "4b7d0e2a91c5f36e8d04a7b2c9e1f5d3068a4c19", "Nadia Brennan",
               "2024-06-13T14:22:09.4117302Z", [("Tomasz Nowak", 0), ("Aoife Kelly", 0)], "queued", "billing-service")
    t4 = pj({**p1842, "description": desc})
    pipes = [(57, "billing-service-ci", "\\billing", 14), (58, "billing-service-release", "\\billing", 9), (41, "accounts-ledger-ci", "\\ledger", 22),
             (42, "accounts-ledger-release", "\\ledger", 11), (63, "fx-rates-nightly", "\\fx", 6), (70, "finance-infra-plan", "\\infra", 18)]
    t5 = pj({"count": len(pipes), "value": [{"id": i, "name": n, "folder": f, "revision": rv, "url": f"{org}/{pid}/_apis/pipelines/{i}?revision={rv}",
                                             "_links": {"web": {"href": f"{org}/{pid}/_build/definition?definitionId={i}"}}} for i, n, f, rv in pipes]})
    p1836 = pr(1836, "Fix tax rounding on credit notes (HALF_EVEN)", "refs/heads/bugfix/tax-rounding", "9c2e7f1a04b6d83e5f20c9a7b1d4e68f3a05c2b7", "Aoife Kelly",
               "2024-06-11T09:48:31.0852617Z", [("Tomasz Nowak", 5), ("Nadia Brennan", 0)], "succeeded", "billing-svc")
    p1829 = pr(1829, "Release 2024.06: bump version and changelog", "refs/heads/release/2024.06", "71f8b4c2e9d06a3b5e1c7d9f2a4b086e3c5d17a0", "Tomasz Nowak",
               "2024-06-07T16:02:54.7730149Z", [("Nadia Brennan", 10), ("Aoife Kelly", -5)], "succeeded", "billing-svc")
    p1842b = {**p1842, "mergeStatus": "succeeded", "repository": {**p1842["repository"], "name": "billing-svc"}}
    t6 = pj({"value": [p1842b, p1836, p1829], "count": 3})
    t7 = pj({"id": 88213, "name": "20240613.4", "state": "inProgress", "createdDate": "2024-06-13T14:23:40.3317904Z",
             "pipeline": {"id": 57, "name": "billing-service-ci", "folder": "\\billing", "revision": 14},
             "resources": {"repositories": {"self": {"repository": {"id": rid, "type": "azureReposGit"}, "refName": "refs/heads/feature/invoice-pdf-v2",
                                                     "version": "4b7d0e2a91c5f36e8d04a7b2c9e1f5d3068a4c19"}}},
             "url": f"{org}/{pid}/_apis/pipelines/57/runs/88213", "_links": {"web": {"href": f"{org}/{pid}/_build/results?buildId=88213"}}})

    def build(status: str, result: str | None, start: str | None, finish: str | None) -> str:
        return pj({"id": 88213, "buildNumber": "20240613.4", "status": status, "result": result, "queueTime": "2024-06-13T14:23:40.3317904Z",
                   "startTime": start, "finishTime": finish, "url": f"{org}/{pid}/_apis/build/Builds/88213",
                   "definition": {"id": 57, "name": "billing-service-ci", "path": "\\billing", "revision": 14, "type": "build"},
                   "project": {"id": pid, "name": proj}, "sourceBranch": "refs/heads/feature/invoice-pdf-v2", "sourceVersion": "4b7d0e2a91c5f36e8d04a7b2c9e1f5d3068a4c19",
                   "queue": {"id": 12, "name": "Azure Pipelines", "pool": {"id": 9, "name": "Azure Pipelines", "isHosted": True}},
                   "priority": "normal", "reason": "manual", "requestedFor": ident("Nadia Brennan"), "requestedBy": ident("Nadia Brennan"),
                   "repository": {"id": rid, "type": "TfsGit", "name": "billing-service", "url": f"https://tallowbank@dev.azure.com/tallowbank/{proj}/_git/billing-service", "clean": None, "checkoutSubmodules": False},
                   "retainedByRelease": False, "triggerInfo": {}})
    t8 = build("inProgress", None, "2024-06-13T14:23:52.6108235Z", None)
    t9 = pj({**p1842, "mergeStatus": "succeeded", "description": desc, "mergeId": "1b5e9a3c-7d20-4f86-a4c1-e93b0d7f2a58",
             "lastMergeCommit": {"commitId": "d61c0a8f3e7b2954c1a0e8d7f6b3c2a19e5d4f80"}, "reviewers": [ident("Tomasz Nowak", 0), ident("Aoife Kelly", 0)],
             "labels": [], "completionOptions": None})
    t10 = build("completed", "succeeded", "2024-06-13T14:23:52.6108235Z", "2024-06-13T14:31:07.9944170Z")
    turns = [
        (call("list_repositories", project=proj), t1),
        (call("update_repository", project=proj, repositoryId=rid, name="billing-service"), t2),
        (call("list_branches", project=proj, repository="billing-service"), t3),
        (call("create_pull_request", project=proj, repository="billing-service", sourceRefName="refs/heads/feature/invoice-pdf-v2", targetRefName="refs/heads/main",
              title="Invoice PDF v2 behind feature flag", description=desc, reviewers=[who["Tomasz Nowak"], who["Aoife Kelly"]]), t4),
        (call("list_pipelines", project=proj), t5),
        (call("list_pull_requests", project=proj, repository="billing-service", status="active"), t6),
        (call("run_pipeline", project=proj, pipelineId=57, branch="refs/heads/feature/invoice-pdf-v2"), t7),
        (call("get_build", project=proj, buildId=88213), t8),
        (call("get_pull_request", project=proj, pullRequestId=1842), t9),
        (call("get_build", project=proj, buildId=88213), t10),
    ]
    rs.add(task="mcp", tid="h39-mcp-16", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="renamed repository shown under its old name billing-svc in the pull-request listing")

# Prefect: clean
def t17(rs: RowSet) -> None:
    system = mcp_system("prefect", "the Prefect Cloud API for workspace 'ops/prod': deployments, flow runs and logs", [
        tool("list_deployments", "List deployments with their schedules and status.", {"name_like": S, "limit": INT}, []),
        tool("list_flow_runs", "List flow runs, optionally of one deployment, newest first (scheduled runs included).", {"deployment_id": S, "limit": INT, "state": A}, []),
        tool("create_flow_run_from_deployment", "Create a flow run from a deployment with parameters.", {"deployment_id": S, "parameters": OBJ, "tags": A}, ["deployment_id"]),
        tool("get_flow_run", "Get one flow run.", {"flow_run_id": S}, ["flow_run_id"]),
        tool("get_flow_run_logs", "Read the logs of a flow run.", {"flow_run_id": S, "limit": INT}, ["flow_run_id"]),
        tool("pause_deployment", "Pause a deployment's schedules.", {"deployment_id": S}, ["deployment_id"]),
        tool("resume_deployment", "Resume a deployment's schedules.", {"deployment_id": S}, ["deployment_id"]),
    ])
    state = ("Prefect Cloud, account 'brightwater', workspace 'ops/prod'. Now: 2024-06-13 ~12:48 UTC. "
             "Request: \"Finance needs last month's invoices re-exported after the VAT fix. Run sync-invoices for May 2024 with full_refresh on, and tell me when it's done.\"")
    dep = "b6e31f27-8d40-4a95-9c02-e7f5a1d3b864"
    deps = [("sync-invoices/daily", dep, "sync-invoices", "0 5 * * *", False, "READY", "invoices-pool"),
            ("sync-payments/hourly", "c7f420e8-3b51-4d06-8a13-f806b2e4c975", "sync-payments", "15 * * * *", False, "READY", "invoices-pool"),
            ("ledger-close/monthly", "d8a531f9-4c62-4e17-9b24-0917c3f5da86", "ledger-close", "0 6 2 * *", False, "READY", "finance-pool"),
            ("vat-report/quarterly", "e9b64207-5d73-4f28-8c35-1a28d4061eb7", "vat-report", "0 7 5 1,4,7,10 *", False, "READY", "finance-pool"),
            ("customer-dedupe/weekly", "fac75318-6e84-4039-9d46-2b39e5172fc8", "customer-dedupe", "30 3 * * 0", True, "NOT_READY", "default")]
    t1 = pj([{"id": i, "name": n.split("/")[1], "flow_name": f, "full_name": n, "schedules": [{"schedule": {"cron": c, "timezone": "UTC"}, "active": not p}],
              "paused": p, "status": st, "work_pool_name": wp, "parameters": {"month": None, "full_refresh": False} if f == "sync-invoices" else {},
              "updated": "2024-05-28T10:14:03.118Z"} for n, i, f, c, p, st, wp in deps])
    runs = [("a1d2f3e4-0b1c-4d2e-8f30-41a5b6c7d801", "amiable-kestrel", "SCHEDULED", "Scheduled", "2024-06-14T05:00:00+00:00", None, None, 0.0),
            ("93c8e1f0-7a2b-4c3d-9e4f-5a6b7c8d9e02", "lush-pelican", "COMPLETED", "Completed", "2024-06-13T05:00:00+00:00", "2024-06-13T05:00:04.211+00:00", "2024-06-13T05:03:51.907+00:00", 227.696),
            ("84b7d0ef-692a-4b2c-8d3e-4f5a6b7c8d03", "solid-wombat", "COMPLETED", "Completed", "2024-06-12T05:00:00+00:00", "2024-06-12T05:00:03.884+00:00", "2024-06-12T05:03:40.215+00:00", 216.331),
            ("75a6c9de-5819-4a1b-9c2d-3e4f5a6b7c04", "fuzzy-heron", "FAILED", "Failed", "2024-06-11T05:00:00+00:00", "2024-06-11T05:00:05.102+00:00", "2024-06-11T05:01:12.640+00:00", 67.538),
            ("6695b8cd-4708-4f0a-8b1c-2d3e4f5a6b05", "brisk-otter", "COMPLETED", "Completed", "2024-06-10T05:00:00+00:00", "2024-06-10T05:00:04.519+00:00", "2024-06-10T05:03:58.002+00:00", 233.483)]

    def rlist(rows: list[tuple[str, str, str, str, str, str | None, str | None, float]]) -> str:
        return pj([{"id": i, "name": n, "deployment_id": dep, "flow_name": "sync-invoices", "state_type": st, "state_name": sn, "expected_start_time": ex,
                    "start_time": s, "end_time": e, "total_run_time": rt, "run_count": 0 if st == "SCHEDULED" else 1,
                    "parameters": {"month": None, "full_refresh": False} if n != "crimson-ibis" else {"month": "2024-05", "full_refresh": True},
                    "tags": ["invoices", "auto-scheduled"] if st == "SCHEDULED" else (["invoices", "manual", "vat-fix"] if n == "crimson-ibis" else ["invoices"])}
                   for i, n, st, sn, ex, s, e, rt in rows])
    t2 = rlist(runs)
    fr = "2f0e9c18-6d37-4a52-b8e1-c4d09a7f3e66"
    t3 = pj({"id": fr, "name": "crimson-ibis", "deployment_id": dep, "flow_id": "1c9d7e2b-48a0-4f31-a6e5-d2b80c4f9a17", "state_type": "SCHEDULED", "state_name": "Scheduled",
             "expected_start_time": "2024-06-13T12:49:02.305+00:00", "parameters": {"month": "2024-05", "full_refresh": True}, "tags": ["invoices", "manual", "vat-fix"],
             "work_pool_name": "invoices-pool", "work_queue_name": "default", "created": "2024-06-13T12:49:02.305+00:00", "run_count": 0,
             "infrastructure_pid": None, "url": f"https://app.prefect.cloud/account/6c2d/workspace/91ab/flow-runs/flow-run/{fr}"})
    t4 = pj({"id": fr, "name": "crimson-ibis", "deployment_id": dep, "state_type": "RUNNING", "state_name": "Running",
             "expected_start_time": "2024-06-13T12:49:02.305+00:00", "start_time": "2024-06-13T12:49:19.742+00:00", "end_time": None,
             "estimated_run_time": 41.6, "total_run_time": 0.0, "run_count": 1, "parameters": {"month": "2024-05", "full_refresh": True},
             "tags": ["invoices", "manual", "vat-fix"], "work_pool_name": "invoices-pool",
             "infrastructure_pid": "arn:aws:ecs:eu-west-1:204781336512:task/prefect-invoices/8e41c07b92d34a6f85e01d2c7b9a3f64"})
    lg = [("12:49:19.801", "INFO", "prefect.flow_runs", "Downloading flow code from storage at 'sync_invoices'"),
          ("12:49:21.344", "INFO", "prefect.flow_runs", "Beginning flow run 'crimson-ibis' for flow 'sync-invoices'"),
          ("12:49:21.902", "INFO", "prefect.task_runs", "Created task run 'fetch_invoices-0' for task 'fetch_invoices'"),
          ("12:49:22.015", "INFO", "flow_runs", "full_refresh=True: truncating finance.invoices_export for 2024-05"),
          ("12:51:48.660", "INFO", "task_runs", "Fetched 18,904 invoices for 2024-05 (38 pages)"),
          ("12:51:48.702", "INFO", "prefect.task_runs", "Finished in state Completed()"),
          ("12:51:48.911", "INFO", "prefect.task_runs", "Created task run 'apply_vat_rules-0' for task 'apply_vat_rules'"),
          ("12:52:40.337", "INFO", "task_runs", "VAT recomputed on 18,904 invoices; 612 changed (reverse-charge EU B2B)"),
          ("12:52:40.361", "INFO", "prefect.task_runs", "Finished in state Completed()"),
          ("12:52:40.588", "INFO", "prefect.task_runs", "Created task run 'export_to_sftp-0' for task 'export_to_sftp'"),
          ("12:53:36.104", "INFO", "task_runs", "Uploaded invoices_2024-05.csv (41.7 MB) to sftp://exports.brightwater-fin.nl/incoming/"),
          ("12:53:36.127", "INFO", "prefect.task_runs", "Finished in state Completed()")]
    t5 = pj([{"timestamp": f"2024-06-13T{ts}+00:00", "level": lvl, "logger": lgname, "message": m, "flow_run_id": fr} for ts, lvl, lgname, m in lg])
    t6 = pj({"id": fr, "name": "crimson-ibis", "deployment_id": dep, "state_type": "COMPLETED", "state_name": "Completed",
             "expected_start_time": "2024-06-13T12:49:02.305+00:00", "start_time": "2024-06-13T12:49:19.742+00:00", "end_time": "2024-06-13T12:53:37.018+00:00",
             "estimated_run_time": 257.276, "total_run_time": 257.276, "run_count": 1, "parameters": {"month": "2024-05", "full_refresh": True},
             "tags": ["invoices", "manual", "vat-fix"], "work_pool_name": "invoices-pool",
             "infrastructure_pid": "arn:aws:ecs:eu-west-1:204781336512:task/prefect-invoices/8e41c07b92d34a6f85e01d2c7b9a3f64"})
    runs7 = [runs[0], (fr, "crimson-ibis", "COMPLETED", "Completed", "2024-06-13T12:49:02.305+00:00", "2024-06-13T12:49:19.742+00:00", "2024-06-13T12:53:37.018+00:00", 257.276)] + runs[1:4]
    t7 = rlist(runs7)
    turns = [
        (call("list_deployments", limit=10), t1),
        (call("list_flow_runs", deployment_id=dep, limit=5), t2),
        (call("create_flow_run_from_deployment", deployment_id=dep, parameters={"month": "2024-05", "full_refresh": True}, tags=["manual", "vat-fix"]), t3),
        (call("get_flow_run", flow_run_id=fr), t4),
        (call("get_flow_run_logs", flow_run_id=fr, limit=12), t5),
        (call("get_flow_run", flow_run_id=fr), t6),
        (call("list_flow_runs", deployment_id=dep, limit=5), t7),
    ]
    rs.add(task="mcp", tid="h39-mcp-17", system=system, turns=turns, state=state, bad=False)

# CrowdStrike Falcon: bad
def t18(rs: RowSet) -> None:
    system = mcp_system("crowdstrike-falcon", "the CrowdStrike Falcon API for CID tallowbank-eu: hosts, alerts, incidents and containment", [
        tool("search_hosts", "Search hosts with an FQL filter; returns host details.", {"filter": S, "limit": INT}, ["filter"]),
        tool("get_host", "Get host details by device id.", {"device_id": S}, ["device_id"]),
        tool("list_alerts", "Query alerts with an FQL filter and sort; returns alert summaries.", {"filter": S, "sort": S, "limit": INT}, []),
        tool("get_alert_details", "Get full details of one alert by composite id.", {"composite_id": S}, ["composite_id"]),
        tool("alerts_summary", "Aggregate alerts matching an FQL filter by status and severity.", {"filter": S}, ["filter"]),
        tool("update_alerts", "Update status, assignee or comment of alerts.", {"composite_ids": A, "status": S, "assign_to_name": S, "comment": S}, ["composite_ids"]),
        tool("contain_host", "Network-contain a host.", {"device_id": S}, ["device_id"]),
        tool("lift_containment", "Lift network containment of a host.", {"device_id": S}, ["device_id"]),
        tool("list_incidents", "Query incidents with an FQL filter.", {"filter": S, "limit": INT}, []),
    ])
    state = ("CrowdStrike Falcon, CID tallowbank-eu (c0f1e2d3a4b54c6d8e7f9a0b1c2d3e4f), API client 'soc-triage-agent' (alerts read/write, hosts read/write). Now: 2024-06-13 ~09:05 UTC. "
             "Request from the SOC: \"FIN-LT-0231 (finance laptop) lit up this morning. Triage its new alerts: anything that is the IT-approved AnyDesk install can be closed, "
             "the rest goes to in progress assigned to me (Ciarán Doyle). If it looks like credential theft, contain the host.\"")
    cid = "c0f1e2d3a4b54c6d8e7f9a0b1c2d3e4f"
    aid = "4f8c2e1a9b7d40e3a6c5b2f1d0e9a874"
    host = {"device_id": aid, "cid": cid, "hostname": "FIN-LT-0231", "platform_name": "Windows", "os_version": "Windows 11", "os_build": "22631",
            "product_type_desc": "Workstation", "agent_version": "7.14.18408.0", "system_manufacturer": "LENOVO", "system_product_name": "21HD0040UK",
            "serial_number": "PF4KX2M9", "mac_address": "8c-16-45-b2-7e-1d", "local_ip": "10.40.12.87", "external_ip": "81.17.241.58",
            "machine_domain": "corp.tallowbank.ie", "ou": ["Finance", "Laptops"], "site_name": "Dublin-HQ",
            "first_seen": "2023-09-18T10:21:44Z", "last_seen": "2024-06-13T09:02:41Z", "status": "normal", "reduced_functionality_mode": "no",
            "groups": ["6e0a1b2c3d4e4f5a8b9c0d1e2f3a4b5c"], "tags": ["SensorGroupingTags/finance"], "last_login_user": "j.moreau", "policies": [{"policy_type": "prevention", "policy_id": "a2b3c4d5e6f748899aabbccddeeff011", "applied": True}]}
    t1 = pj({"meta": {"query_time": 0.041327, "pagination": {"offset": 0, "limit": 10, "total": 1}, "powered_by": "device-api", "trace_id": "7b1e0c2a-55f4-4d8a-9a61-3c0f2e9b8d14"},
             "resources": [host], "errors": []})

    def cmp(det: str) -> str:
        return f"{cid}:ind:{aid}:{det}"
    al = [("A1", "29405672318-10304-1843717", 90, "Critical", "Credential Access", "OS Credential Dumping", "T1003.001", "CredentialDumpingLsass",
           "A process attempted to dump LSASS memory using comsvcs.dll MiniDump.", "2024-06-13T08:41:17.228Z", "rundll32.exe",
           "rundll32.exe C:\\Windows\\System32\\comsvcs.dll, MiniDump 812 C:\\Users\\Public\\Music\\d.bin full", "j.moreau"),
          ("A2", "29405512907-10218-1843521", 70, "High", "Execution", "PowerShell", "T1059.001", "SuspiciousPowerShellEncoded",
           "PowerShell ran a base64-encoded command that downloads and executes content in memory.", "2024-06-13T08:39:52.604Z", "powershell.exe",
           "powershell.exe -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA...", "j.moreau"),
          ("A3", "29405598114-10251-1843602", 70, "High", "Persistence", "Scheduled Task/Job", "T1053.005", "ScheduledTaskPersistence",
           "A scheduled task was created to run a script from a user-writable directory at logon.", "2024-06-13T08:40:33.019Z", "schtasks.exe",
           "schtasks.exe /create /tn \"OneDrive Updater\" /tr \"wscript.exe C:\\Users\\Public\\Music\\u.vbs\" /sc onlogon /rl highest /f", "j.moreau"),
          ("A4", "29401877203-9870-1838805", 30, "Low", "Command and Control", "Remote Access Software", "T1219", "RemoteAccessToolExecution",
           "A remote access tool was executed.", "2024-06-13T07:55:10.481Z", "AnyDesk.exe",
           "\"C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe\" --install \"C:\\Program Files (x86)\\AnyDesk\" --start-with-win --silent", "it-support"),
          ("A5", "29401880457-9872-1838811", 20, "Low", "Persistence", "Create or Modify System Process", "T1543.003", "RemoteAccessToolService",
           "A remote access tool registered itself as a Windows service.", "2024-06-13T07:55:24.937Z", "AnyDesk.exe",
           "\"C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe\" --service", "SYSTEM")]

    def summ(a: tuple[Any, ...], status: str, assignee: str | None, upd: str) -> dict[str, Any]:
        _k, det, sev, sevn, tac, tech, tid, nm, desc, ts, fn, cl, user = a
        return {"composite_id": cmp(det), "status": status, "severity": sev, "severity_name": sevn, "name": nm, "display_name": nm, "description": desc,
                "tactic": tac, "technique": tech, "technique_id": tid, "timestamp": ts, "created_timestamp": ts, "updated_timestamp": upd,
                "device": {"device_id": aid, "hostname": "FIN-LT-0231"}, "filename": fn, "cmdline": cl, "user_name": user, "assigned_to_name": assignee,
                "product": "epp", "type": "ldt"}
    t2 = pj({"meta": {"query_time": 0.112904, "pagination": {"offset": 0, "limit": 50, "total": 5}, "trace_id": "d4c29a71-0e3b-4f86-b215-8a7c6e1f0d93"},
             "resources": [summ(a, "new", None, a[9]) for a in al], "errors": []})
    flt = "device.hostname:'FIN-LT-0231'+created_timestamp:>'2024-05-14'"

    def agg(total: int, st: dict[str, int], sev: dict[str, int], qt: float, trace: str) -> str:
        return pj({"meta": {"query_time": qt, "trace_id": trace}, "resources": [
            {"name": "status", "doc_count": total, "buckets": [{"label": k, "count": v} for k, v in st.items()]},
            {"name": "severity_name", "doc_count": total, "buckets": [{"label": k, "count": v} for k, v in sev.items()]}], "errors": []})
    t3 = agg(9, {"new": 5, "in_progress": 0, "closed": 4, "reopened": 0}, {"Critical": 1, "High": 3, "Medium": 2, "Low": 3}, 0.087115, "19e0f4b2-6a3c-4d71-8e52-c0b9a7d31f46")
    t4 = pj({"meta": {"query_time": 0.036801, "trace_id": "a0c7e3f1-92b4-4e58-b6d0-17f2c9e84a35"}, "resources": [{
        **summ(al[0], "new", None, al[0][9]),
        "parent_details": {"filename": "cmd.exe", "cmdline": "cmd.exe /c rundll32.exe C:\\Windows\\System32\\comsvcs.dll, MiniDump 812 C:\\Users\\Public\\Music\\d.bin full",
                           "sha256": "b99d114b267ffd068c3289199b6df95a9f9e64872d6c2b666d63974bbce75bf2", "process_graph_id": "pid:4f8c2e1a9b7d40e3a6c5b2f1d0e9a874:29405661087"},
        "grandparent_details": {"filename": "powershell.exe", "cmdline": "powershell.exe -nop -w hidden -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA..."},
        "sha256": "5d3e5b1e1a2ed0e4b7f28e5d1b9b4de48f6f2b7d8f0c0b7a1e5d2c9a3e4f6b71", "md5": "8fb9c7d6c1e5f0b2a3d4e6f7a8b9c0d1",
        "process_id": "29405672318", "parent_process_id": "29405661087", "local_process_id": "10304",
        "pattern_disposition_description": "Detection, process would have been blocked if related prevention policy setting was enabled.",
        "pattern_disposition_details": {"kill_process": False, "quarantine_file": False, "operation_blocked": False, "policy_disabled": True},
        "ioc_type": "hash_sha256", "ioc_value": "5d3e5b1e1a2ed0e4b7f28e5d1b9b4de48f6f2b7d8f0c0b7a1e5d2c9a3e4f6b71",
        "mitre_attack": [{"tactic_id": "TA0006", "technique_id": "T1003.001", "tactic": "Credential Access", "technique": "OS Credential Dumping: LSASS Memory"}],
        "target_process": {"filename": "lsass.exe", "local_process_id": "812"}}], "errors": []})
    t5 = pj({"meta": {"query_time": 0.031477, "trace_id": "5f28b0d6-c1e7-4a93-8d04-62b9e1f7c3a8"}, "resources": [{
        **summ(al[3], "new", None, al[3][9]),
        "parent_details": {"filename": "msiexec.exe", "cmdline": "C:\\Windows\\System32\\msiexec.exe /i \\\\corp.tallowbank.ie\\NETLOGON\\software\\AnyDesk_8.0.10_Custom.msi /qn",
                           "sha256": "c3a7e0d4b2f1968e5a4c0d3b7e2f19a8d6c5b4e3f2a1908d7c6b5a4e3d2c1b09"},
        "sha256": "2fb1f7a4e5d8c0b9a6e3f2d1c4b7a0e9f8d5c2b1a4e7d0c3f6b9a2e5d8c1f4b7", "signer": "philandro Software GmbH", "signature_status": "valid",
        "user_name": "it-support", "logon_domain": "CORP", "ioc_type": "filename", "ioc_value": "AnyDesk.exe",
        "pattern_disposition_description": "Detection, standard detection.", "mitre_attack": [{"tactic_id": "TA0011", "technique_id": "T1219", "tactic": "Command and Control", "technique": "Remote Access Software"}]}], "errors": []})
    close_ids = [cmp(al[3][1]), cmp(al[4][1])]
    prog_ids = [cmp(a[1]) for a in al[:3]]
    t6 = pj({"meta": {"query_time": 0.214336, "writes": {"resources_affected": 2}, "trace_id": "e6a91c3d-0f42-4b58-9d17-a3c0e5f2b864"}, "resources": close_ids, "errors": []})
    t7 = pj({"meta": {"query_time": 0.198752, "writes": {"resources_affected": 3}, "trace_id": "0b3d7f25-e8a1-4c96-b4f0-5d2e9a6c1b73"}, "resources": prog_ids, "errors": []})
    t8 = pj({"meta": {"query_time": 0.402117, "trace_id": "8c4e1a0b-37d9-4f62-a5e8-b1c0d7f3e925"}, "resources": [{"id": aid, "path": "/devices/entities/devices-actions/v2?action_name=contain"}], "errors": []})
    t9 = pj({"meta": {"query_time": 0.028915, "trace_id": "3f7a0c92-b1e4-4d85-9c63-e0a2f7b58d16"},
             "resources": [{**host, "last_seen": "2024-06-13T09:14:06Z", "status": "contained", "containment_history": [
                 {"action": "contain", "requested_by": "api:soc-triage-agent", "requested_at": "2024-06-13T09:12:48Z", "state": "contained", "completed_at": "2024-06-13T09:13:20Z"}]}], "errors": []})
    t10 = pj({"meta": {"query_time": 0.066204, "pagination": {"offset": 0, "limit": 10, "total": 1}, "trace_id": "b2e85d17-4c0a-4f39-86d1-7a9e3c0f5b42"}, "resources": [{
        "incident_id": f"inc:{aid}:9b1e3f5a7c2d40e6a8b0c1d2e3f4a5b6", "cid": cid, "host_ids": [aid], "hosts": [{"device_id": aid, "hostname": "FIN-LT-0231"}],
        "created": "2024-06-13T08:39:52Z", "start": "2024-06-13T08:39:52Z", "end": "2024-06-13T08:41:17Z", "state": "open", "status": 20, "status_name": "New",
        "name": "Incident on FIN-LT-0231 at 2024-06-13T08:39:52Z", "fine_score": 84, "tactics": ["Execution", "Persistence", "Credential Access"],
        "techniques": ["PowerShell", "Scheduled Task/Job", "OS Credential Dumping"], "users": ["CORP\\j.moreau"], "assigned_to_name": None,
        "lm_host_ids": [], "tags": []}], "errors": []})
    t11 = agg(7, {"new": 0, "in_progress": 3, "closed": 4, "reopened": 0}, {"Critical": 1, "High": 3, "Medium": 2, "Low": 1}, 0.079362, "c91d0e4a-2b7f-4a36-b8e5-f14d0c6a3e97")
    upd = ["2024-06-13T09:11:57.402Z", "2024-06-13T09:11:57.402Z", "2024-06-13T09:11:57.402Z"]
    t12 = pj({"meta": {"query_time": 0.094483, "pagination": {"offset": 0, "limit": 50, "total": 3}, "trace_id": "6d0e2b9f-a731-4c58-9e04-b5f1c8d3a762"},
              "resources": [summ(a, "in_progress", "Ciarán Doyle", u) for a, u in zip(al[:3], upd)], "errors": []})
    turns = [
        (call("search_hosts", filter="hostname:'FIN-LT-0231'", limit=10), t1),
        (call("list_alerts", filter="device.hostname:'FIN-LT-0231'+status:'new'", sort="severity.desc", limit=50), t2),
        (call("alerts_summary", filter=flt), t3),
        (call("get_alert_details", composite_id=cmp(al[0][1])), t4),
        (call("get_alert_details", composite_id=cmp(al[3][1])), t5),
        (call("update_alerts", composite_ids=close_ids, status="closed", comment="IT-approved AnyDesk deployment: signed MSI from the NETLOGON share, installed by it-support. Benign."), t6),
        (call("update_alerts", composite_ids=prog_ids, status="in_progress", assign_to_name="Ciarán Doyle", comment="Likely hands-on-keyboard: encoded PowerShell -> schtasks persistence -> LSASS dump. Containing host."), t7),
        (call("contain_host", device_id=aid), t8),
        (call("get_host", device_id=aid), t9),
        (call("list_incidents", filter=f"host_ids:'{aid}'+state:'open'", limit=10), t10),
        (call("alerts_summary", filter=flt), t11),
        (call("list_alerts", filter="device.hostname:'FIN-LT-0231'+status:'in_progress'", sort="severity.desc", limit=50), t12),
    ]
    rs.add(task="mcp", tid="h39-mcp-18", system=system, turns=turns, state=state, bad=True, turn=11,
           kind="alert summary for the host counts 4 closed and 7 total after 2 more were closed (should be 6 closed, 9 total)")

# BigQuery: clean
def t19(rs: RowSet) -> None:
    system = mcp_system("bigquery", "Google BigQuery for project lumen-retail-prod (location EU)", [
        tool("list_datasets", "List datasets of the project.", {"project": S}, []),
        tool("list_tables", "List tables of a dataset.", {"dataset": S}, ["dataset"]),
        tool("get_table", "Get table metadata: schema, partitioning, numRows, numBytes, times.", {"table": S}, ["table"]),
        tool("execute_query", "Run a GoogleSQL query or statement; dry_run only estimates bytes.", {"query": S, "dry_run": B, "max_results": INT}, ["query"]),
    ])
    state = ("BigQuery project lumen-retail-prod (EU), service account analytics-agent@lumen-retail-prod.iam.gserviceaccount.com. Now: 2024-06-12 ~10:15 UTC. "
             "Request: \"Create analytics.daily_order_summary: orders, revenue, average basket and distinct customers per day and region, partitioned by day, for the 90 days up to 2024-06-10. "
             "Yesterday's orders (06-11) finished loading at 10:00, so add that day too. Keep the cost down.\"")
    t1 = pj({"datasets": [
        {"datasetId": d, "location": "EU", "creationTime": c, "labels": lb, "defaultTableExpirationMs": exp}
        for d, c, lb, exp in [("analytics", "2022-03-14T09:41:07.218Z", {"team": "analytics"}, None), ("marketing", "2022-07-01T13:20:55.004Z", {"team": "growth"}, None),
                              ("ml_features", "2023-05-23T08:02:31.771Z", {"team": "ds"}, None), ("sales", "2021-11-02T15:10:44.390Z", {"team": "data-eng", "pii": "true"}, None),
                              ("staging", "2021-11-02T15:11:02.115Z", {"team": "data-eng"}, "604800000")]]})
    t2 = pj({"dataset": "sales", "tables": [
        {"tableId": t, "type": ty, "timePartitioning": tp, "clustering": cl, "creationTime": c}
        for t, ty, tp, cl, c in [("customers", "TABLE", None, ["country"], "2021-11-02T15:24:18.006Z"),
                                 ("order_items", "TABLE", {"type": "DAY", "field": "order_ts"}, ["product_id"], "2021-11-02T15:24:19.552Z"),
                                 ("orders", "TABLE", {"type": "DAY", "field": "order_ts"}, ["store_id"], "2021-11-02T15:24:19.903Z"),
                                 ("refunds", "TABLE", {"type": "DAY", "field": "refund_ts"}, None, "2022-01-17T10:02:44.681Z"),
                                 ("stores", "TABLE", None, None, "2021-11-02T15:24:20.417Z"),
                                 ("v_orders_enriched", "VIEW", None, None, "2023-02-08T12:45:31.229Z")]]})
    t3 = pj({"tableReference": {"projectId": "lumen-retail-prod", "datasetId": "sales", "tableId": "orders"}, "type": "TABLE",
             "schema": {"fields": [{"name": n, "type": ty, "mode": m} for n, ty, m in [
                 ("order_id", "STRING", "REQUIRED"), ("order_ts", "TIMESTAMP", "REQUIRED"), ("customer_id", "STRING", "NULLABLE"), ("store_id", "STRING", "REQUIRED"),
                 ("region", "STRING", "REQUIRED"), ("channel", "STRING", "NULLABLE"), ("currency", "STRING", "REQUIRED"), ("gross_amount", "NUMERIC", "REQUIRED"),
                 ("discount_amount", "NUMERIC", "NULLABLE"), ("net_amount", "NUMERIC", "REQUIRED"), ("status", "STRING", "REQUIRED"), ("_loaded_at", "TIMESTAMP", "REQUIRED")]]},
             "timePartitioning": {"type": "DAY", "field": "order_ts", "requirePartitionFilter": True}, "clustering": {"fields": ["store_id"]},
             "numRows": "18442917", "numBytes": "4218334720", "numLongTermBytes": "2960172544", "numPartitions": "951",
             "creationTime": "2021-11-02T15:24:19.903Z", "lastModifiedTime": "2024-06-12T10:00:37.412Z", "location": "EU"})
    ctas = ("CREATE TABLE `lumen-retail-prod.analytics.daily_order_summary`\nPARTITION BY order_date\nCLUSTER BY region\nAS\n"
            "SELECT DATE(order_ts, 'Europe/Dublin') AS order_date, region,\n       COUNT(*) AS orders,\n       SUM(net_amount) AS revenue,\n"
            "       ROUND(AVG(net_amount), 2) AS avg_basket,\n       COUNT(DISTINCT customer_id) AS distinct_customers\n"
            "FROM `lumen-retail-prod.sales.orders`\nWHERE order_ts >= TIMESTAMP('2024-03-12') AND order_ts < TIMESTAMP('2024-06-12')\n"
            "  AND DATE(order_ts, 'Europe/Dublin') BETWEEN '2024-03-13' AND '2024-06-10'\n  AND status != 'cancelled'\nGROUP BY 1, 2")
    t4 = pj({"dryRun": True, "statementType": "CREATE_TABLE_AS_SELECT", "totalBytesProcessed": "412331520", "cacheHit": False,
             "message": "This query will process 393.23 MB when run."})
    t5 = pj({"jobReference": {"projectId": "lumen-retail-prod", "jobId": "job_Rk2vQ9sLm4Tn8XbW0pYc3Hd6Ef1", "location": "EU"}, "statementType": "CREATE_TABLE_AS_SELECT",
             "status": "DONE", "totalBytesProcessed": "412331520", "totalBytesBilled": "413138944", "totalSlotMs": "211804", "cacheHit": False,
             "ddlOperationPerformed": "CREATE", "ddlTargetTable": {"projectId": "lumen-retail-prod", "datasetId": "analytics", "tableId": "daily_order_summary"},
             "creationTime": "2024-06-12T10:17:02.655Z", "startTime": "2024-06-12T10:17:02.811Z", "endTime": "2024-06-12T10:17:09.340Z",
             "message": "This statement created a new table named lumen-retail-prod.analytics.daily_order_summary."})
    sch = {"fields": [{"name": "order_date", "type": "DATE", "mode": "NULLABLE"}, {"name": "region", "type": "STRING", "mode": "NULLABLE"},
                      {"name": "orders", "type": "INTEGER", "mode": "NULLABLE"}, {"name": "revenue", "type": "NUMERIC", "mode": "NULLABLE"},
                      {"name": "avg_basket", "type": "NUMERIC", "mode": "NULLABLE"}, {"name": "distinct_customers", "type": "INTEGER", "mode": "NULLABLE"}]}

    def summary_meta(rows: int, size: int, parts: int, mod: str) -> str:
        return pj({"tableReference": {"projectId": "lumen-retail-prod", "datasetId": "analytics", "tableId": "daily_order_summary"}, "type": "TABLE", "schema": sch,
                   "timePartitioning": {"type": "DAY", "field": "order_date"}, "clustering": {"fields": ["region"]},
                   "numRows": str(rows), "numBytes": str(size), "numLongTermBytes": "0", "numPartitions": str(parts),
                   "creationTime": "2024-06-12T10:17:09.114Z", "lastModifiedTime": mod, "location": "EU"})
    t6 = summary_meta(1170, 97482, 90, "2024-06-12T10:17:09.114Z")
    t7 = pj({"jobReference": {"projectId": "lumen-retail-prod", "jobId": "job_Tm7wB3xKd0Pq5LzN9vRa2Gc4Jh8", "location": "EU"}, "statementType": "SELECT",
             "totalBytesProcessed": "9360", "totalBytesBilled": "10485760", "cacheHit": False, "totalRows": "1",
             "schema": {"fields": [{"name": "row_count", "type": "INTEGER"}, {"name": "first_day", "type": "DATE"}, {"name": "last_day", "type": "DATE"}, {"name": "regions", "type": "INTEGER"}, {"name": "days", "type": "INTEGER"}]},
             "rows": [{"row_count": "1170", "first_day": "2024-03-13", "last_day": "2024-06-10", "regions": "13", "days": "90"}]})
    ins = ("INSERT INTO `lumen-retail-prod.analytics.daily_order_summary` (order_date, region, orders, revenue, avg_basket, distinct_customers)\n"
           "SELECT DATE(order_ts, 'Europe/Dublin'), region, COUNT(*), SUM(net_amount), ROUND(AVG(net_amount), 2), COUNT(DISTINCT customer_id)\n"
           "FROM `lumen-retail-prod.sales.orders`\nWHERE order_ts >= TIMESTAMP('2024-06-10 22:00:00') AND order_ts < TIMESTAMP('2024-06-11 23:00:00')\n"
           "  AND DATE(order_ts, 'Europe/Dublin') = '2024-06-11' AND status != 'cancelled'\nGROUP BY 1, 2")
    t8 = pj({"jobReference": {"projectId": "lumen-retail-prod", "jobId": "job_Hc5nW8yFe2Ls6QaV1tXb9Kd3Mz0", "location": "EU"}, "statementType": "INSERT",
             "status": "DONE", "numDmlAffectedRows": "13", "totalBytesProcessed": "4708352", "totalBytesBilled": "10485760", "cacheHit": False,
             "creationTime": "2024-06-12T10:19:41.207Z", "startTime": "2024-06-12T10:19:41.398Z", "endTime": "2024-06-12T10:19:44.022Z"})
    t9 = summary_meta(1183, 98541, 91, "2024-06-12T10:19:43.915Z")
    regions = ["London", "Manchester", "Dublin", "Birmingham", "Glasgow", "Leeds", "Bristol", "Liverpool", "Edinburgh", "Belfast", "Cork", "Galway", "Limerick"]
    base = [2418, 1306, 1187, 1092, 874, 801, 742, 688, 655, 541, 403, 262, 219]
    bask = [41.87, 38.62, 44.15, 37.90, 39.44, 36.71, 40.08, 37.25, 42.63, 39.10, 43.37, 41.92, 40.56]
    rows = []
    for day, f in [("2024-06-11", 1.000), ("2024-06-10", 0.962)]:
        for r, b, k in zip(regions, base, bask):
            o = int(b * f + (len(r) * 7) % 23)
            rows.append({"order_date": day, "region": r, "orders": str(o), "revenue": f"{o * k:.2f}", "avg_basket": f"{k:.2f}", "distinct_customers": str(int(o * 0.93))})
    rows.sort(key=lambda x: (x["order_date"], float(x["revenue"])), reverse=True)
    t10 = pj({"jobReference": {"projectId": "lumen-retail-prod", "jobId": "job_Ye1pD6vMs9Qk3BxR7nWc0Lf5Tj2", "location": "EU"}, "statementType": "SELECT",
              "totalBytesProcessed": "2132", "totalBytesBilled": "10485760", "cacheHit": False, "totalRows": str(len(rows)),
              "schema": sch, "rows": rows})
    t11 = pj({"dataset": "analytics", "tables": [
        {"tableId": t, "type": ty, "timePartitioning": tp, "clustering": cl, "creationTime": c}
        for t, ty, tp, cl, c in [("customer_cohorts", "TABLE", {"type": "MONTH", "field": "cohort_month"}, None, "2023-01-09T11:32:50.618Z"),
                                 ("daily_order_summary", "TABLE", {"type": "DAY", "field": "order_date"}, ["region"], "2024-06-12T10:17:09.114Z"),
                                 ("product_margin", "TABLE", None, ["category"], "2022-09-26T14:05:13.902Z"),
                                 ("store_kpis_weekly", "TABLE", {"type": "DAY", "field": "week_start"}, ["store_id"], "2022-04-11T08:47:21.330Z"),
                                 ("v_revenue_by_channel", "VIEW", None, None, "2023-06-30T16:20:08.451Z")]]})
    turns = [
        (call("list_datasets", project="lumen-retail-prod"), t1),
        (call("list_tables", dataset="sales"), t2),
        (call("get_table", table="sales.orders"), t3),
        (call("execute_query", query=ctas, dry_run=True), t4),
        (call("execute_query", query=ctas), t5),
        (call("get_table", table="analytics.daily_order_summary"), t6),
        (call("execute_query", query="SELECT COUNT(*) AS row_count, MIN(order_date) AS first_day, MAX(order_date) AS last_day,\n       COUNT(DISTINCT region) AS regions, COUNT(DISTINCT order_date) AS days\nFROM `lumen-retail-prod.analytics.daily_order_summary`"), t7),
        (call("execute_query", query=ins), t8),
        (call("get_table", table="analytics.daily_order_summary"), t9),
        (call("execute_query", query="SELECT * FROM `lumen-retail-prod.analytics.daily_order_summary`\nWHERE order_date >= '2024-06-10'\nORDER BY order_date DESC, revenue DESC", max_results=50), t10),
        (call("list_tables", dataset="analytics"), t11),
    ]
    rs.add(task="mcp", tid="h39-mcp-19", system=system, turns=turns, state=state, bad=False)

# Airflow: bad
def t20(rs: RowSet) -> None:
    system = mcp_system("airflow", "the Airflow 2.9 stable REST API at https://airflow.corvid-analytics.net", [
        tool("get_dag", "Get a DAG's details.", {"dag_id": S}, ["dag_id"]),
        tool("list_dag_runs", "List DAG runs, newest first.", {"dag_id": S, "limit": INT, "state": A}, ["dag_id"]),
        tool("list_task_instances", "List the task instances of a DAG run.", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_task_instance", "Get one task instance.", {"dag_id": S, "dag_run_id": S, "task_id": S}, ["dag_id", "dag_run_id", "task_id"]),
        tool("get_task_logs", "Get the log of a task instance try (full_content or the last lines).", {"dag_id": S, "dag_run_id": S, "task_id": S, "try_number": INT, "tail_lines": INT}, ["dag_id", "dag_run_id", "task_id", "try_number"]),
        tool("clear_task_instances", "Clear task instances so they run again.", {"dag_id": S, "dag_run_id": S, "task_ids": A, "dry_run": B}, ["dag_id", "task_ids"]),
        tool("set_dag_paused", "Pause or unpause a DAG.", {"dag_id": S, "is_paused": B}, ["dag_id", "is_paused"]),
    ])
    state = ("Apache Airflow 2.9.2 (CeleryExecutor, 4 workers) at https://airflow.corvid-analytics.net, user svc-oncall. Now: 2024-06-13 ~07:32 UTC. "
             "Request: \"warehouse_refresh usually finishes by 04:30 and it's still running. Find out what it's stuck on and whether it's actually making progress. Don't kill anything yet.\"")
    dag = "warehouse_refresh"
    run = "scheduled__2024-06-12T01:00:00+00:00"
    runs = [(run, "running", "2024-06-12T01:00:00+00:00", "2024-06-13T01:00:04.118Z", "2024-06-13T01:00:05.602Z", None),
            ("scheduled__2024-06-11T01:00:00+00:00", "success", "2024-06-11T01:00:00+00:00", "2024-06-12T01:00:03.907Z", "2024-06-12T01:00:05.224Z", "2024-06-12T04:12:48.330Z"),
            ("scheduled__2024-06-10T01:00:00+00:00", "success", "2024-06-10T01:00:00+00:00", "2024-06-11T01:00:04.552Z", "2024-06-11T01:00:06.019Z", "2024-06-11T04:20:31.775Z"),
            ("scheduled__2024-06-09T01:00:00+00:00", "success", "2024-06-09T01:00:00+00:00", "2024-06-10T01:00:03.441Z", "2024-06-10T01:00:04.880Z", "2024-06-10T04:08:09.162Z"),
            ("scheduled__2024-06-08T01:00:00+00:00", "success", "2024-06-08T01:00:00+00:00", "2024-06-09T01:00:04.006Z", "2024-06-09T01:00:05.537Z", "2024-06-09T03:58:22.694Z")]

    def rlist() -> str:
        return pj({"dag_runs": [{"dag_id": dag, "dag_run_id": r, "run_type": "scheduled", "state": s, "logical_date": ld, "data_interval_start": ld,
                                 "data_interval_end": f"{ld[:8]}{int(ld[8:10]) + 1:02d}{ld[10:]}", "queued_at": q, "start_date": st, "end_date": en,
                                 "external_trigger": False, "conf": {}, "note": None} for r, s, ld, q, st, en in runs], "total_entries": 412})
    t1 = rlist()
    tis = [("extract_orders", "success", "2024-06-13T01:00:07.311Z", "2024-06-13T01:14:52.006Z", 884.695, 1, "airflow-worker-1", 30114, "default"),
           ("extract_inventory", "success", "2024-06-13T01:00:07.520Z", "2024-06-13T01:09:38.442Z", 570.922, 1, "airflow-worker-3", 29871, "default"),
           ("extract_customers", "success", "2024-06-13T01:00:07.736Z", "2024-06-13T01:06:11.905Z", 364.169, 1, "airflow-worker-0", 31502, "default"),
           ("transform_dim_customer", "success", "2024-06-13T01:15:01.218Z", "2024-06-13T01:31:47.660Z", 1006.442, 1, "airflow-worker-0", 31877, "default"),
           ("transform_fact_sales", "running", "2024-06-13T01:15:01.430Z", None, None, 1, "airflow-worker-2", 48213, "heavy"),
           ("transform_fact_inventory", "success", "2024-06-13T01:15:01.644Z", "2024-06-13T01:52:20.318Z", 2238.674, 1, "airflow-worker-3", 30506, "heavy"),
           ("refresh_aggregates", None, None, None, None, 0, "", None, "default"),
           ("publish_to_looker", None, None, None, None, 0, "", None, "default")]

    def ti(t: tuple[Any, ...]) -> dict[str, Any]:
        task, st, s, e, d, tr, h, pid_, q = t
        return {"task_id": task, "dag_id": dag, "dag_run_id": run, "execution_date": "2024-06-12T01:00:00+00:00", "state": st, "start_date": s, "end_date": e,
                "duration": d, "try_number": tr, "max_tries": 2, "hostname": h, "unixname": "airflow", "pool": "default_pool" if q == "default" else "warehouse_heavy",
                "pool_slots": 1, "queue": q, "priority_weight": 3, "operator": "SnowflakeOperator" if task.startswith(("transform", "refresh")) else ("PythonOperator" if task.startswith("publish") else "S3ToSnowflakeOperator"),
                "queued_when": s and s.replace(s[17:23], f"{max(int(s[17:19]) - 2, 0):02d}.000"), "pid": pid_, "executor_config": "{}", "map_index": -1, "note": None}
    t2 = pj({"task_instances": [ti(t) for t in tis], "total_entries": len(tis)})
    t3 = "\n".join([
        "[2024-06-13, 01:15:01 UTC] {local_task_job_runner.py:123} ▶ Pre task execution logs",
        "[2024-06-13, 01:15:01 UTC] {standard_task_runner.py:63} INFO - Started process 48213 to run task",
        "[2024-06-13, 01:15:01 UTC] {standard_task_runner.py:90} INFO - Running: ['airflow', 'tasks', 'run', 'warehouse_refresh', 'transform_fact_sales', 'scheduled__2024-06-12T01:00:00+00:00', '--job-id', '1884207', '--raw', '--subdir', 'DAGS_FOLDER/warehouse_refresh.py', '--cfg-path', '/tmp/tmpk3v9q1xa']",
        "[2024-06-13, 01:15:01 UTC] {standard_task_runner.py:91} INFO - Job 1884207: Subtask transform_fact_sales",
        "[2024-06-13, 01:15:02 UTC] {task_command.py:426} INFO - Running <TaskInstance: warehouse_refresh.transform_fact_sales scheduled__2024-06-12T01:00:00+00:00 [running]> on host airflow-worker-2",
        "[2024-06-13, 01:15:02 UTC] {sql.py:276} INFO - Executing: CALL ANALYTICS.CORE.SP_BUILD_FACT_SALES('2024-06-12');",
        "[2024-06-13, 01:15:02 UTC] {base.py:84} INFO - Using connection ID 'snowflake_prod' for task execution.",
        "[2024-06-13, 01:15:03 UTC] {connection.py:399} INFO - Snowflake Connector for Python Version: 3.10.1, Python Version: 3.11.9, Platform: Linux-6.1.90-99.173.amzn2023.x86_64-x86_64-with-glibc2.36",
        "[2024-06-13, 01:15:04 UTC] {cursor.py:1028} INFO - query: [CALL ANALYTICS.CORE.SP_BUILD_FACT_SALES('2024-06-12');]",
        "[2024-06-13, 01:45:04 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (1800s), warehouse TRANSFORM_XL, 61% of partitions scanned",
        "[2024-06-13, 02:45:04 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (5400s), warehouse TRANSFORM_XL, 64% of partitions scanned",
        "[2024-06-13, 03:45:05 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (9001s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES",
        "[2024-06-13, 04:45:05 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (12601s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES",
        "[2024-06-13, 05:45:05 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (16201s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES",
        "[2024-06-13, 06:45:06 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (19802s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES"])
    t4 = pj({**ti(tis[4]), "pid": 49107, "rendered_fields": {"sql": "CALL ANALYTICS.CORE.SP_BUILD_FACT_SALES('2024-06-12');"},
             "trigger": None, "triggerer_job": None, "sla_miss": {"task_id": "transform_fact_sales", "dag_id": dag, "execution_date": "2024-06-12T01:00:00+00:00", "email_sent": True, "timestamp": "2024-06-13T04:15:03.512Z"}})
    t5 = pj({"dag_id": dag, "dag_display_name": "warehouse_refresh", "is_paused": False, "is_active": True, "fileloc": "/opt/airflow/dags/warehouse_refresh.py",
             "owners": ["data-platform"], "description": "Nightly warehouse refresh: extract, transform facts/dims, refresh aggregates, publish.",
             "schedule_interval": {"__type": "CronExpression", "value": "0 1 * * *"}, "timetable_description": "At 01:00", "tags": [{"name": "warehouse"}, {"name": "nightly"}],
             "max_active_runs": 1, "max_active_tasks": 8, "has_task_concurrency_limits": False, "has_import_errors": False,
             "next_dagrun": "2024-06-13T01:00:00+00:00", "next_dagrun_data_interval_start": "2024-06-13T01:00:00+00:00", "next_dagrun_data_interval_end": "2024-06-14T01:00:00+00:00",
             "next_dagrun_create_after": "2024-06-14T01:00:00+00:00", "last_parsed_time": "2024-06-13T07:31:58.204Z", "dag_run_timeout": None,
             "default_view": "grid", "catchup": False, "start_date": "2023-01-01T00:00:00+00:00", "concurrency": 8})
    t6 = rlist()
    t7 = "\n".join([
        "[2024-06-13, 01:15:01 UTC] {standard_task_runner.py:63} INFO - Started process 48213 to run task",
        "[2024-06-13, 01:15:02 UTC] {task_command.py:426} INFO - Running <TaskInstance: warehouse_refresh.transform_fact_sales scheduled__2024-06-12T01:00:00+00:00 [running]> on host airflow-worker-2",
        "[2024-06-13, 01:15:04 UTC] {cursor.py:1028} INFO - query: [CALL ANALYTICS.CORE.SP_BUILD_FACT_SALES('2024-06-12');]",
        "...",
        "[2024-06-13, 06:45:06 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (19802s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES",
        "[2024-06-13, 07:15:06 UTC] {snowflake.py:421} INFO - Query 01b4f3a2-0603-8e1c-0000-4a2d03b1e8f6 still running (21602s), warehouse TRANSFORM_XL, 64% of partitions scanned; queued on lock ANALYTICS.CORE.FACT_SALES",
        "[2024-06-13, 07:30:04 UTC] {local_task_job_runner.py:228} INFO - Task is still running; heartbeat ok (last heartbeat 2024-06-13T07:30:02.886Z)",
        "[2024-06-13, 07:33:07 UTC] {snowflake.py:512} WARNING - Lock holder on ANALYTICS.CORE.FACT_SALES: session 19216048716904417 (user DBT_CLOUD, query 01b4f0c9-0603-8dfa-0000-4a2d03a9c21e, started 2024-06-13 01:47:12 UTC)"])
    turns = [
        (call("list_dag_runs", dag_id=dag, limit=5), t1),
        (call("list_task_instances", dag_id=dag, dag_run_id=run), t2),
        (call("get_task_logs", dag_id=dag, dag_run_id=run, task_id="transform_fact_sales", try_number=1, tail_lines=16), t3),
        (call("get_task_instance", dag_id=dag, dag_run_id=run, task_id="transform_fact_sales"), t4),
        (call("get_dag", dag_id=dag), t5),
        (call("list_dag_runs", dag_id=dag, limit=5), t6),
        (call("get_task_logs", dag_id=dag, dag_run_id=run, task_id="transform_fact_sales", try_number=1, tail_lines=8), t7),
    ]
    rs.add(task="mcp", tid="h39-mcp-20", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="pid of the still-running first try of transform_fact_sales changed (48213 -> 49107) with no retry or restart")

# n8n: clean
def t21(rs: RowSet) -> None:
    system = mcp_system("n8n", "the public REST API of the n8n instance https://automations.fieldnote.studio", [
        tool("list_workflows", "List workflows (most recently updated first).", {"active": B, "tags": S, "limit": INT}, []),
        tool("get_workflow", "Get a workflow with its nodes and connections.", {"id": S}, ["id"]),
        tool("update_workflow", "Replace a workflow's name, nodes, connections and settings.", {"id": S, "name": S, "nodes": A, "connections": OBJ, "settings": OBJ}, ["id", "name", "nodes", "connections"]),
        tool("activate_workflow", "Activate a workflow.", {"id": S}, ["id"]),
        tool("deactivate_workflow", "Deactivate a workflow.", {"id": S}, ["id"]),
        tool("list_executions", "List executions, newest first, optionally of one workflow and status.", {"workflowId": S, "status": S, "limit": INT}, []),
        tool("get_execution", "Get one execution, optionally with its run data.", {"id": S, "includeData": B}, ["id"]),
    ])
    state = ("n8n 1.45.1 (self-hosted) at https://automations.fieldnote.studio, API key of 'ops@fieldnote.studio'. Now: 2024-06-13 ~10:20 UTC. "
             "Request: \"New Typeform leads stopped showing up in the CRM table this morning and #sales gets no pings. Fix the lead workflow, and while you're at it drop the 'Webhook:' prefix from its name.\"")
    wid = "hB4nV8cX1zQ6wE3r"
    wfs = [(wid, "Webhook: Typeform lead → Postgres + Slack", True, "2024-02-06T14:11:32.904Z", "2024-06-12T16:20:41.118Z", ["sales", "webhook"]),
           ("q7RtM2xKp9LwZ4bN", "Stripe → HubSpot customer sync", True, "2023-11-20T09:45:07.552Z", "2024-06-03T08:02:19.630Z", ["billing"]),
           ("Lm5sD0fG7hJ2kP9q", "Weekly KPI digest to Slack", True, "2023-09-14T12:30:58.017Z", "2024-05-27T07:48:03.271Z", ["reporting"]),
           ("Zx8cV3bN6mQ1wE4t", "Calendly → Notion meeting notes", False, "2024-01-22T16:04:44.389Z", "2024-05-08T13:15:27.806Z", ["ops"]),
           ("Pa2sD5fG8hJ1kL4z", "Invoice PDFs → Google Drive", True, "2023-07-03T10:21:19.145Z", "2024-04-18T11:37:52.490Z", ["billing"]),
           ("Rt6yU9iO2pA5sD8f", "Error handler: notify #automation-alerts", True, "2023-06-29T08:00:12.733Z", "2024-03-11T15:09:40.218Z", ["ops"])]

    tag_ids = {"sales": "4", "webhook": "7", "billing": "2", "reporting": "5", "ops": "1"}

    def wlist(rows: list[tuple[str, str, bool, str, str, list[str]]]) -> str:
        return pj({"data": [{"id": i, "name": n, "active": a, "createdAt": c, "updatedAt": u, "tags": [{"id": tag_ids[t], "name": t} for t in tg]}
                            for i, n, a, c, u, tg in rows], "nextCursor": None})
    t1 = wlist(wfs)
    ex = [("30436", "2024-06-13T10:19:02.417Z", "2024-06-13T10:19:03.208Z"), ("30428", "2024-06-13T10:02:44.090Z", "2024-06-13T10:02:44.871Z"),
          ("30418", "2024-06-13T09:41:10.652Z", "2024-06-13T09:41:11.390Z"), ("30409", "2024-06-13T09:13:55.318Z", "2024-06-13T09:13:56.102Z"),
          ("30397", "2024-06-13T08:47:29.774Z", "2024-06-13T08:47:30.519Z")]
    t2 = pj({"data": [{"id": i, "finished": False, "mode": "webhook", "retryOf": None, "retrySuccessId": None, "startedAt": s, "stoppedAt": e,
                       "workflowId": wid, "waitTill": None, "status": "error"} for i, s, e in ex], "nextCursor": "MzAzOTc"})
    t3 = pj({"id": "30436", "finished": False, "mode": "webhook", "startedAt": "2024-06-13T10:19:02.417Z", "stoppedAt": "2024-06-13T10:19:03.208Z",
             "workflowId": wid, "status": "error", "data": {"resultData": {
                 "error": {"message": "column \"phone_e164\" of relation \"leads\" does not exist", "name": "NodeOperationError",
                           "node": {"name": "Postgres: upsert lead", "type": "n8n-nodes-base.postgres", "typeVersion": 2.4},
                           "description": "Failed query: INSERT INTO public.leads(email, full_name, company, phone_e164, source, typeform_response_id) VALUES($1,$2,$3,$4,$5,$6) ON CONFLICT (email) DO UPDATE SET ... RETURNING *"},
                 "lastNodeExecuted": "Postgres: upsert lead",
                 "runData": {"Typeform Webhook": [{"startTime": 1718273942420, "executionTime": 2, "executionStatus": "success", "data": {"main": [[{"json": {"form_id": "Qk7dX2", "token": "b1x9e0k4q2m7r5t8", "submitted_at": "2024-06-13T10:19:01Z"}}]]}}],
                             "Normalize fields": [{"startTime": 1718273942424, "executionTime": 4, "executionStatus": "success", "data": {"main": [[{"json": {"email": "r.varga@hollowpine.co", "full_name": "Réka Varga", "company": "Hollowpine Co", "phone_e164": "+36301234567", "source": "typeform/Qk7dX2"}}]]}}],
                             "Postgres: upsert lead": [{"startTime": 1718273942430, "executionTime": 771, "executionStatus": "error"}]}}}})
    wh = {"parameters": {"httpMethod": "POST", "path": "typeform-lead", "options": {}}, "id": "4f6a9c12-0b3e-4d57-8a21-c9e0f3b7d146", "name": "Typeform Webhook", "type": "n8n-nodes-base.webhook", "typeVersion": 2, "position": [240, 300], "webhookId": "8d2e5f71-3a9c-4b06-b1e4-07c5d9a2f3e8"}
    nm = {"parameters": {"assignments": {"assignments": [{"name": "email", "value": "={{ $json.form_response.answers[1].email }}", "type": "string"},
                                                          {"name": "full_name", "value": "={{ $json.form_response.answers[0].text }}", "type": "string"},
                                                          {"name": "company", "value": "={{ $json.form_response.answers[2].text }}", "type": "string"},
                                                          {"name": "phone_e164", "value": "={{ $json.form_response.answers[3].phone_number }}", "type": "string"},
                                                          {"name": "source", "value": "=typeform/{{ $json.form_response.form_id }}", "type": "string"}]}, "options": {}},
          "id": "a03d7b58-6e21-4c94-9f0b-5d8e1c2a7b63", "name": "Normalize fields", "type": "n8n-nodes-base.set", "typeVersion": 3.3, "position": [460, 300]}

    def pgnode(col: str) -> dict[str, Any]:
        return {"parameters": {"operation": "upsert", "schema": {"__rl": True, "value": "public", "mode": "list"}, "table": {"__rl": True, "value": "leads", "mode": "list"},
                               "columns": {"mappingMode": "defineBelow", "value": {"email": "={{ $json.email }}", "full_name": "={{ $json.full_name }}", "company": "={{ $json.company }}",
                                                                                  col: "={{ $json.phone_e164 }}", "source": "={{ $json.source }}", "typeform_response_id": "={{ $('Typeform Webhook').item.json.form_response.token }}"},
                                           "matchingColumns": ["email"]}, "options": {}},
                "id": "c71e4a09-2d85-4b3f-a6c0-8e9b1f5d2a47", "name": "Postgres: upsert lead", "type": "n8n-nodes-base.postgres", "typeVersion": 2.4, "position": [680, 300],
                "credentials": {"postgres": {"id": "Vb7nM2qW9eR4tY1u", "name": "CRM Postgres (prod)"}}}
    sl = {"parameters": {"select": "channel", "channelId": {"__rl": True, "value": "C05QK8LMN2P", "mode": "list", "cachedResultName": "#sales"},
                         "text": "=:inbox_tray: New lead: *{{ $json.full_name }}* ({{ $json.company }}) <mailto:{{ $json.email }}|{{ $json.email }}>", "otherOptions": {}},
          "id": "e5b20d3f-7c48-4a19-b6e2-1f0a9d8c3b54", "name": "Slack: #sales", "type": "n8n-nodes-base.slack", "typeVersion": 2.2, "position": [900, 300],
          "credentials": {"slackApi": {"id": "Kp3sL8dF1gH6jQ0w", "name": "Fieldnote Slack bot"}}}
    conns = {"Typeform Webhook": {"main": [[{"node": "Normalize fields", "type": "main", "index": 0}]]},
             "Normalize fields": {"main": [[{"node": "Postgres: upsert lead", "type": "main", "index": 0}]]},
             "Postgres: upsert lead": {"main": [[{"node": "Slack: #sales", "type": "main", "index": 0}]]}}
    settings = {"executionOrder": "v1", "saveManualExecutions": True, "errorWorkflow": "Rt6yU9iO2pA5sD8f", "timezone": "Europe/London"}
    t4 = pj({"id": wid, "name": "Webhook: Typeform lead → Postgres + Slack", "active": True, "createdAt": "2024-02-06T14:11:32.904Z", "updatedAt": "2024-06-12T16:20:41.118Z",
             "versionId": "5e1c0a97-3b24-4f8d-9a60-c2e7d1b4f803", "nodes": [wh, nm, pgnode("phone_e164"), sl], "connections": conns, "settings": settings,
             "staticData": None, "tags": [{"id": "4", "name": "sales"}, {"id": "7", "name": "webhook"}], "triggerCount": 1})
    new_nodes = [wh, nm, pgnode("phone"), sl]
    t5 = pj({"id": wid, "name": "Typeform lead → Postgres + Slack", "active": True, "createdAt": "2024-02-06T14:11:32.904Z", "updatedAt": "2024-06-13T10:22:05.731Z",
             "versionId": "b90f3d2e-61a8-4c57-8e14-7d0a5c9b2e61", "nodes": new_nodes, "connections": conns, "settings": settings,
             "staticData": None, "tags": [{"id": "4", "name": "sales"}, {"id": "7", "name": "webhook"}], "triggerCount": 1})
    ex6 = [("30447", "success", True, "2024-06-13T10:26:51.204Z", "2024-06-13T10:26:52.377Z"), ("30441", "success", True, "2024-06-13T10:23:37.918Z", "2024-06-13T10:23:39.046Z"),
           ("30436", "error", False, "2024-06-13T10:19:02.417Z", "2024-06-13T10:19:03.208Z"), ("30428", "error", False, "2024-06-13T10:02:44.090Z", "2024-06-13T10:02:44.871Z"),
           ("30418", "error", False, "2024-06-13T09:41:10.652Z", "2024-06-13T09:41:11.390Z"), ("30409", "error", False, "2024-06-13T09:13:55.318Z", "2024-06-13T09:13:56.102Z")]
    t6 = pj({"data": [{"id": i, "finished": f, "mode": "webhook", "retryOf": None, "retrySuccessId": None, "startedAt": s, "stoppedAt": e,
                       "workflowId": wid, "waitTill": None, "status": st} for i, st, f, s, e in ex6], "nextCursor": "MzA0MDk"})
    wfs7 = [(wid, "Typeform lead → Postgres + Slack", True, "2024-02-06T14:11:32.904Z", "2024-06-13T10:22:05.731Z", ["sales", "webhook"])] + wfs[1:]
    t7 = wlist(wfs7)
    turns = [
        (call("list_workflows", limit=20), t1),
        (call("list_executions", workflowId=wid, status="error", limit=5), t2),
        (call("get_execution", id="30436", includeData=True), t3),
        (call("get_workflow", id=wid), t4),
        (call("update_workflow", id=wid, name="Typeform lead → Postgres + Slack", nodes=new_nodes, connections=conns, settings=settings), t5),
        (call("list_executions", workflowId=wid, limit=6), t6),
        (call("list_workflows", limit=20), t7),
    ]
    rs.add(task="mcp", tid="h39-mcp-21", system=system, turns=turns, state=state, bad=False)

# TeamCity: bad
def t22(rs: RowSet) -> None:
    system = mcp_system("teamcity", "the TeamCity 2024.03 REST API at https://teamcity.otterbyte.dev", [
        tool("list_builds", "List builds matching a locator (buildType, branch, status, count).", {"locator": S, "fields": S}, ["locator"]),
        tool("get_build", "Get one build by id with revisions, agent, dependencies, tags and pin state.", {"build_id": INT}, ["build_id"]),
        tool("get_build_changes", "List the VCS changes included in a build.", {"build_id": INT}, ["build_id"]),
        tool("pin_build", "Pin a build so it is never cleaned up.", {"build_id": INT, "comment": S}, ["build_id"]),
        tool("add_build_tags", "Add tags to a build.", {"build_id": INT, "tags": A}, ["build_id", "tags"]),
        tool("trigger_build", "Queue a build of a configuration, optionally reusing a snapshot dependency build.", {"build_type_id": S, "branch": S, "snapshot_dependency_build_id": INT, "properties": OBJ, "comment": S}, ["build_type_id"]),
        tool("list_agents", "List connected agents.", {"locator": S}, []),
    ])
    state = ("TeamCity 2024.03.2 at https://teamcity.otterbyte.dev, token of release-bot. Now: 2024-06-13 ~08:50 UTC. "
             "Request: \"Android 4.18.0 goes out today. Take the last green Release build on release/4.18, pin it, tag it release-candidate and 4.18.0, "
             "and publish that exact build to the Play internal track.\"")
    bt = "MobileApp_AndroidRelease"
    base = "https://teamcity.otterbyte.dev"
    sha = "a91f3c07e2d4b8f61c05d97e3a2b48f0c6d1e975"
    blds = [(184241, "4.18.0-rc.9", "FAILURE", "release/4.18", "20240613T073052+0000", "20240613T075611+0000", "Tests failed: 2 (2 new), passed: 1184, ignored: 6"),
            (184227, "4.18.0-rc.8", "SUCCESS", "release/4.18", "20240612T171903+0000", "20240612T174455+0000", "Tests passed: 1186, ignored: 6"),
            (184212, "4.18.0-rc.7", "SUCCESS", "release/4.18", "20240612T142218+0000", "20240612T144802+0000", "Tests passed: 1183, ignored: 6"),
            (184198, "4.19.0-dev.312", "SUCCESS", "main", "20240612T120540+0000", "20240612T123119+0000", "Tests passed: 1201, ignored: 5"),
            (184170, "4.18.0-rc.6", "FAILURE", "release/4.18", "20240612T091137+0000", "20240612T092450+0000", "Compilation error: app:compileReleaseKotlin"),
            (184151, "4.18.0-rc.5", "SUCCESS", "release/4.18", "20240611T163314+0000", "20240611T165847+0000", "Tests passed: 1183, ignored: 6")]
    t1 = pj({"count": len(blds), "href": f"/app/rest/builds?locator=buildType:{bt},branch:default:any,count:6", "build": [
        {"id": i, "buildTypeId": bt, "number": n, "status": st, "state": "finished", "branchName": br, "defaultBranch": br == "main" or None,
         "href": f"/app/rest/builds/id:{i}", "webUrl": f"{base}/buildConfiguration/{bt}/{i}", "startDate": sd, "finishDate": fd, "statusText": tx}
        for i, n, st, br, sd, fd, tx in blds]})

    def build227(pinned: bool, tags: list[str], rev: str) -> str:
        d: dict[str, Any] = {"id": 184227, "buildTypeId": bt, "number": "4.18.0-rc.8", "status": "SUCCESS", "state": "finished", "branchName": "release/4.18",
                             "href": "/app/rest/builds/id:184227", "webUrl": f"{base}/buildConfiguration/{bt}/184227", "statusText": "Tests passed: 1186, ignored: 6",
                             "buildType": {"id": bt, "name": "Android Release", "projectName": "Mobile App", "projectId": "MobileApp"},
                             "queuedDate": "20240612T171852+0000", "startDate": "20240612T171903+0000", "finishDate": "20240612T174455+0000",
                             "triggered": {"type": "vcs", "details": "jetbrains.git", "date": "20240612T171852+0000", "user": None},
                             "agent": {"id": 17, "name": "mac-mini-agent-04", "typeId": 17, "href": "/app/rest/agents/id:17"},
                             "revisions": {"count": 1, "revision": [{"version": rev, "vcsBranchName": "refs/heads/release/4.18",
                                                                     "vcs-root-instance": {"id": "311", "vcs-root-id": "MobileApp_AndroidGit", "name": "git@github.com:otterbyte/android-app.git#refs/heads/main"}}]},
                             "artifacts": {"count": 4, "href": "/app/rest/builds/id:184227/artifacts/children/"},
                             "statistics": {"count": 3, "property": [{"name": "BuildDuration", "value": "1552104"}, {"name": "ArtifactsSize", "value": "187462310"}, {"name": "TestCount", "value": "1192"}]},
                             "tags": {"count": len(tags), "tag": [{"name": t} for t in tags]}, "pinned": pinned}
        if pinned:
            d["pinInfo"] = {"user": {"username": "release-bot", "name": "Release Bot"}, "timestamp": "20240613T085214+0000", "text": "Android 4.18.0 release candidate (published to Play internal)"}
        return pj(d)
    t2 = build227(False, [], sha)
    ch = [(90412, sha, "m.ferreira", "Bump versionCode to 41800008", "20240612T171533+0000"),
          (90409, "5c0e8b2f7a41d93e06b8c5f1a7d2e94b3c60f812", "k.osei", "Fix crash when the card scanner is dismissed during autofocus (#2291)", "20240612T165208+0000"),
          (90406, "e47b1d09c3f5a28e6d10b4c7f9e2a53d8b06c1f4", "m.ferreira", "Update translations from Crowdin (pl, pt-BR, tr)", "20240612T152740+0000")]
    t3 = pj({"count": 3, "href": "/app/rest/changes?locator=build:(id:184227)", "change": [
        {"id": i, "version": v, "username": u, "comment": c + "\n", "date": d, "href": f"/app/rest/changes/id:{i}", "webUrl": f"{base}/change/{i}?personal=false",
         "files": {"count": {90412: 2, 90409: 4, 90406: 11}[i]}} for i, v, u, c, d in ch]})
    t4 = "Build id:184227 pinned by release-bot: \"Android 4.18.0 release candidate (published to Play internal)\""
    t5 = pj({"count": 2, "tag": [{"name": "release-candidate"}, {"name": "4.18.0"}]})
    pub = "MobileApp_AndroidPublish"
    t6 = pj({"id": 184301, "buildTypeId": pub, "state": "queued", "branchName": "release/4.18", "href": "/app/rest/buildQueue/id:184301",
             "webUrl": f"{base}/buildConfiguration/{pub}/184301", "queuedDate": "20240613T085236+0000",
             "triggered": {"type": "user", "date": "20240613T085236+0000", "user": {"username": "release-bot", "name": "Release Bot", "id": 42}},
             "snapshot-dependencies": {"count": 1, "build": [{"id": 184227, "buildTypeId": bt, "number": "4.18.0-rc.8", "status": "SUCCESS", "state": "finished"}]},
             "properties": {"count": 1, "property": [{"name": "env.PLAY_TRACK", "value": "internal"}]}, "comment": {"text": "Publish 4.18.0-rc.8 to Play internal"}})

    def build301(state_: str, status: str | None, fin: str | None, text: str) -> str:
        d: dict[str, Any] = {"id": 184301, "buildTypeId": pub, "number": "4.18.0-rc.8", "state": state_, "branchName": "release/4.18",
                             "href": "/app/rest/builds/id:184301", "webUrl": f"{base}/buildConfiguration/{pub}/184301", "statusText": text,
                             "buildType": {"id": pub, "name": "Android Publish (Play)", "projectName": "Mobile App", "projectId": "MobileApp"},
                             "queuedDate": "20240613T085236+0000", "startDate": "20240613T085241+0000",
                             "triggered": {"type": "user", "date": "20240613T085236+0000", "user": {"username": "release-bot", "name": "Release Bot", "id": 42}},
                             "agent": {"id": 9, "name": "linux-agent-09", "typeId": 9, "href": "/app/rest/agents/id:9"},
                             "revisions": {"count": 1, "revision": [{"version": sha, "vcsBranchName": "refs/heads/release/4.18",
                                                                     "vcs-root-instance": {"id": "311", "vcs-root-id": "MobileApp_AndroidGit", "name": "git@github.com:otterbyte/android-app.git#refs/heads/main"}}]},
                             "snapshot-dependencies": {"count": 1, "build": [{"id": 184227, "buildTypeId": bt, "number": "4.18.0-rc.8", "status": "SUCCESS", "state": "finished"}]},
                             "artifact-dependencies": {"count": 1, "build": [{"id": 184227, "buildTypeId": bt, "number": "4.18.0-rc.8"}]},
                             "properties": {"count": 1, "property": [{"name": "env.PLAY_TRACK", "value": "internal"}]}}
        if status:
            d["status"] = status
        if fin:
            d["finishDate"] = fin
        if state_ == "running":
            d["percentageComplete"] = 38
            d["running-info"] = {"percentageComplete": 38, "elapsedSeconds": 71, "estimatedTotalSeconds": 186, "currentStageText": "Step 2/3: Upload bundle to Google Play (Gradle Play Publisher)", "outdated": False, "probablyHanging": False}
        return pj(d)
    t7 = build301("running", "SUCCESS", None, "Step 2/3: Upload bundle to Google Play (Gradle Play Publisher)")
    bad_sha = "a91f3c07e2b4d8f61c05d97e3a2b48f0c6d1e975"
    t8 = build227(True, ["release-candidate", "4.18.0"], bad_sha)
    t9 = build301("finished", "SUCCESS", "20240613T085547+0000", "Uploaded app-release.aab (versionCode 41800008) to track 'internal'; release status: completed")
    turns = [
        (call("list_builds", locator=f"buildType:{bt},branch:default:any,count:6"), t1),
        (call("get_build", build_id=184227), t2),
        (call("get_build_changes", build_id=184227), t3),
        (call("pin_build", build_id=184227, comment="Android 4.18.0 release candidate (published to Play internal)"), t4),
        (call("add_build_tags", build_id=184227, tags=["release-candidate", "4.18.0"]), t5),
        (call("trigger_build", build_type_id=pub, branch="release/4.18", snapshot_dependency_build_id=184227, properties={"env.PLAY_TRACK": "internal"}, comment="Publish 4.18.0-rc.8 to Play internal"), t6),
        (call("get_build", build_id=184301), t7),
        (call("get_build", build_id=184227), t8),
        (call("get_build", build_id=184301), t9),
    ]
    rs.add(task="mcp", tid="h39-mcp-22", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="VCS revision hash of finished build 184227 drifted (a91f3c07e2d4b8... -> a91f3c07e2b4d8...)")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
