# ruff: noqa: E501
"""Held-out set 17, domain mcp: 22 MCP tool-call trajectories over many servers (labels in labels.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import INT, OBJ, B, RowSet, S, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


def arr(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items}


def enum(*vals: str) -> dict[str, Any]:
    return {"type": "string", "enum": list(vals)}


def kv(pairs: list[tuple[str, Any]]) -> str:
    """key: value lines, as several text-returning servers print records."""
    return "\n".join(f"{k}: {v}" for k, v in pairs)


def cols(headers: list[str], rows: list[list[str]]) -> str:
    """kubectl-style aligned columns (three spaces between columns)."""
    table = [headers] + rows
    widths = [max(len(r[i]) for r in table) for i in range(len(headers))]
    out = []
    for r in table:
        cells = [c.ljust(widths[i]) if i < len(r) - 1 else c for i, c in enumerate(r)]
        out.append("   ".join(cells).rstrip())
    return "\n".join(out)


def psql(headers: list[str], rows: list[list[Any]]) -> str:
    """psql's aligned output: centred headers, numbers right-aligned, a row-count footer."""
    srows = [[("" if v is None else str(v)) for v in r] for r in rows]
    widths = [max([len(h)] + [len(r[i]) for r in srows]) for i, h in enumerate(headers)]
    numeric = [all(isinstance(r[i], (int, float)) for r in rows) and bool(rows) for i in range(len(headers))]
    head = "|".join(" " + h.center(widths[i]) + " " for i, h in enumerate(headers)).rstrip()
    sep = "+".join("-" * (w + 2) for w in widths)
    body = []
    for r in srows:
        cells = [(c.rjust(widths[i]) if numeric[i] else c.ljust(widths[i])) for i, c in enumerate(r)]
        body.append("|".join(" " + c + " " for c in cells).rstrip())
    n = len(rows)
    return "\n".join([head, sep] + body + [f"({n} row{'s' if n != 1 else ''})"])


def md_table(headers: list[str], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(headers) + " |", "| " + " | ".join("---" for _ in headers) + " |"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def nok(n: int) -> str:
    return f"NOK {n:,}".replace(",", "\u202f")


# ---------------------------------------------------------------- GitHub
GH_TOOLS = [
    tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository",
         {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
    tool("list_pull_requests", "List pull requests in a GitHub repository",
         {"owner": S, "repo": S, "state": enum("open", "closed", "all"), "sort": S, "direction": S, "perPage": INT, "page": INT}, ["owner", "repo"]),
    tool("create_branch", "Create a new branch in a GitHub repository",
         {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
    tool("create_or_update_file", "Create or update a single file in a GitHub repository. If updating, you must provide the SHA of the file being replaced.",
         {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
    tool("create_pull_request", "Create a new pull request in a GitHub repository",
         {"owner": S, "repo": S, "title": S, "body": S, "head": S, "base": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
    tool("get_pull_request", "Get details of a specific pull request",
         {"owner": S, "repo": S, "pullNumber": INT}, ["owner", "repo", "pullNumber"]),
    tool("merge_pull_request", "Merge a pull request",
         {"owner": S, "repo": S, "pullNumber": INT, "merge_method": enum("merge", "squash", "rebase"), "commit_title": S, "commit_message": S}, ["owner", "repo", "pullNumber"]),
    tool("list_commits", "Get list of commits of a branch in a GitHub repository",
         {"owner": S, "repo": S, "sha": S, "perPage": INT, "page": INT}, ["owner", "repo"]),
]


def gh_file(owner: str, repo: str, ref: str, path: str, sha: str, text: str) -> str:
    """github-mcp-server's answer for a text file: a status line plus an embedded resource."""
    return json.dumps({"content": [
        {"type": "text", "text": f"successfully downloaded text file (SHA: {sha})"},
        {"type": "resource", "resource": {"uri": f"repo://{owner}/{repo}/refs/heads/{ref}/contents/{path}",
                                          "mimeType": "text/plain; charset=utf-8", "text": text}}],
        "isError": False}, indent=2, ensure_ascii=False)


def t_github_deps() -> dict[str, Any]:
    # clean: GitHub dependency bump through branch -> commit -> PR -> squash merge; blob/commit shas, PR list and main's file change only through the agent's own calls.
    o, r = "quillnet", "tidewatch"
    head_main = "8c0d4e71a9b3f25c6e07d18a4b92f3c5e6d7a810"
    blob_old = "3b9f1e2c7a0d4856b1e9f0c2d3a4b5c6d7e8f901"
    blob_new = "9d72c44b18e0a6f35c2917d4e8b0a1f6c3d5e274"
    commit_br = "e51a0b93d27c4f86a1b05e9c3d7f2a48b6c1e039"
    merge_sha = "4f6a2d19c0e83b57a1d64f2e9b08c7d3a5e1f624"
    old = """[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "tidewatch"
version = "0.14.2"
description = "Harmonic tide prediction and gauge-data QC for coastal stations"
readme = "README.md"
requires-python = ">=3.10"
license = { text = "BSD-3-Clause" }
authors = [{ name = "Quillnet Hydro", email = "dev@quillnet.fi" }]
dependencies = [
    "numpy>=1.24,<2.0",
    "scipy>=1.11",
    "pandas>=2.1",
    "pyproj>=3.6",
    "httpx>=0.27",
]

[project.optional-dependencies]
plot = ["matplotlib>=3.8"]
dev = ["pytest>=8.0", "pytest-cov>=5.0", "ruff>=0.5"]

[project.scripts]
tidewatch = "tidewatch.cli:main"
"""
    new = old.replace('"numpy>=1.24,<2.0",', '"numpy>=1.24,<2.3",')

    def pr(num: int, title: str, login: str, ref: str, created: str, draft: bool = False) -> dict[str, Any]:
        return {"number": num, "title": title, "state": "open", "draft": draft, "user": {"login": login},
                "head": {"ref": ref}, "base": {"ref": "main"}, "created_at": created,
                "html_url": f"https://github.com/{o}/{r}/pull/{num}"}
    p215 = pr(215, "Add NOAA CO-OPS datum conversion", "mkettunen", "feature/coops-datums", "2024-06-11T13:20:41Z")
    p214 = pr(214, "docs: harmonic constituents reference table", "elias-aho", "docs/constituents", "2024-06-07T08:02:15Z", True)
    p211 = pr(211, "Speed up least-squares fit with a banded solver", "rk-lindholm", "perf/banded-lsq", "2024-05-29T16:45:09Z")
    p217 = pr(217, "Allow numpy 2.x (up to 2.2)", "sanna-virtanen", "deps/numpy-2", "2024-06-13T09:43:55Z")
    turns = [
        (call("get_file_contents", owner=o, repo=r, path="pyproject.toml", ref="main"),
         gh_file(o, r, "main", "pyproject.toml", blob_old, old)),
        (call("list_pull_requests", owner=o, repo=r, state="open"),
         mcp_text([p215, p214, p211])),
        (call("create_branch", owner=o, repo=r, branch="deps/numpy-2", from_branch="main"),
         mcp_text({"ref": "refs/heads/deps/numpy-2", "node_id": "REF_kwDOKx8q3bNyZWZzL2hlYWRzL2RlcHMvbnVtcHktMg",
                   "url": f"https://api.github.com/repos/{o}/{r}/git/refs/heads/deps/numpy-2",
                   "object": {"sha": head_main, "type": "commit",
                              "url": f"https://api.github.com/repos/{o}/{r}/git/commits/{head_main}"}})),
        (call("create_or_update_file", owner=o, repo=r, path="pyproject.toml", content=new,
              message="Allow numpy 2.x (up to 2.2)", branch="deps/numpy-2", sha=blob_old),
         mcp_text({"content": {"name": "pyproject.toml", "path": "pyproject.toml", "sha": blob_new,
                               "size": len(new.encode()), "type": "file",
                               "html_url": f"https://github.com/{o}/{r}/blob/deps/numpy-2/pyproject.toml",
                               "download_url": f"https://raw.githubusercontent.com/{o}/{r}/deps/numpy-2/pyproject.toml"},
                   "commit": {"sha": commit_br, "message": "Allow numpy 2.x (up to 2.2)",
                              "author": {"name": "Sanna Virtanen", "email": "sanna.virtanen@quillnet.fi", "date": "2024-06-13T09:42:18Z"},
                              "committer": {"name": "Sanna Virtanen", "email": "sanna.virtanen@quillnet.fi", "date": "2024-06-13T09:42:18Z"},
                              "parents": [{"sha": head_main}],
                              "html_url": f"https://github.com/{o}/{r}/commit/{commit_br}"}})),
        (call("get_file_contents", owner=o, repo=r, path="pyproject.toml", ref="deps/numpy-2"),
         gh_file(o, r, "deps/numpy-2", "pyproject.toml", blob_new, new)),
        (call("create_pull_request", owner=o, repo=r, title="Allow numpy 2.x (up to 2.2)", head="deps/numpy-2", base="main",
              body="Widens the numpy pin now that scipy>=1.13 and pyproj 3.6.1 ship numpy-2 wheels. CI matrix already runs 2.0 and 2.2."),
         mcp_text({**p217, "body": "Widens the numpy pin now that scipy>=1.13 and pyproj 3.6.1 ship numpy-2 wheels. CI matrix already runs 2.0 and 2.2.",
                   "head": {"ref": "deps/numpy-2", "sha": commit_br}, "base": {"ref": "main", "sha": head_main},
                   "mergeable": None, "merged": False, "comments": 0, "commits": 1, "additions": 1, "deletions": 1, "changed_files": 1})),
        (call("list_pull_requests", owner=o, repo=r, state="open"),
         mcp_text([p217, p215, p214, p211])),
        (call("get_pull_request", owner=o, repo=r, pullNumber=217),
         mcp_text({**p217, "body": "Widens the numpy pin now that scipy>=1.13 and pyproj 3.6.1 ship numpy-2 wheels. CI matrix already runs 2.0 and 2.2.",
                   "head": {"ref": "deps/numpy-2", "sha": commit_br}, "base": {"ref": "main", "sha": head_main},
                   "updated_at": "2024-06-13T09:45:31Z", "mergeable": True, "mergeable_state": "clean", "merged": False,
                   "comments": 0, "review_comments": 0, "commits": 1, "additions": 1, "deletions": 1, "changed_files": 1,
                   "requested_reviewers": [{"login": "mkettunen"}], "labels": [{"name": "dependencies"}]})),
        (call("merge_pull_request", owner=o, repo=r, pullNumber=217, merge_method="squash", commit_title="Allow numpy 2.x (up to 2.2) (#217)"),
         mcp_text({"sha": merge_sha, "merged": True, "message": "Pull Request successfully merged"})),
        (call("list_pull_requests", owner=o, repo=r, state="open"),
         mcp_text([p215, p214, p211])),
        (call("get_file_contents", owner=o, repo=r, path="pyproject.toml", ref="main"),
         gh_file(o, r, "main", "pyproject.toml", blob_new, new)),
        (call("list_commits", owner=o, repo=r, sha="main", perPage=3),
         mcp_text([
             {"sha": merge_sha, "html_url": f"https://github.com/{o}/{r}/commit/{merge_sha}",
              "commit": {"message": "Allow numpy 2.x (up to 2.2) (#217)",
                         "author": {"name": "Sanna Virtanen", "email": "sanna.virtanen@quillnet.fi", "date": "2024-06-13T09:42:18Z"},
                         "committer": {"name": "GitHub", "email": "noreply@github.com", "date": "2024-06-13T09:47:02Z"}},
              "author": {"login": "sanna-virtanen"}, "parents": [{"sha": head_main}]},
             {"sha": head_main, "html_url": f"https://github.com/{o}/{r}/commit/{head_main}",
              "commit": {"message": "Merge pull request #209 from quillnet/fix/datum-offsets\n\nFix MLLW offset for stations with split epochs",
                         "author": {"name": "Mikko Kettunen", "email": "mikko.kettunen@quillnet.fi", "date": "2024-06-12T14:31:50Z"},
                         "committer": {"name": "GitHub", "email": "noreply@github.com", "date": "2024-06-12T14:31:50Z"}},
              "author": {"login": "mkettunen"}, "parents": [{"sha": "51be0c7d3e92a4f18b6d0c25e7a9f3b4d1c8e607"}, {"sha": "c2a94f0e7b13d58a6e21f9c0b4d7e3a5f8b1c926"}]},
             {"sha": "c2a94f0e7b13d58a6e21f9c0b4d7e3a5f8b1c926", "html_url": f"https://github.com/{o}/{r}/commit/c2a94f0e7b13d58a6e21f9c0b4d7e3a5f8b1c926",
              "commit": {"message": "Fix MLLW offset for stations with split epochs",
                         "author": {"name": "Mikko Kettunen", "email": "mikko.kettunen@quillnet.fi", "date": "2024-06-12T11:05:27Z"},
                         "committer": {"name": "Mikko Kettunen", "email": "mikko.kettunen@quillnet.fi", "date": "2024-06-12T11:05:27Z"}},
              "author": {"login": "mkettunen"}, "parents": [{"sha": "51be0c7d3e92a4f18b6d0c25e7a9f3b4d1c8e607"}]}])),
    ]
    return dict(system=mcp_system("github", "GitHub REST API as user sanna-virtanen", GH_TOOLS), turns=turns,
                state="MCP server 'github' (github-mcp-server v0.9.1) connected over stdio. Authenticated as sanna-virtanen (write access to quillnet/tidewatch; default branch main).")


def t_github_labels() -> dict[str, Any]:
    # bad: turn 3 (list_issues) shows #388 with labels [bug, area/forecasting] although turn 2's update_issue set [bug, area/forecasting, priority/p2] - a list member dropped.
    o, r = "marlow-hydro", "gridbalancer"
    tools = [
        tool("get_issue", "Get details of a specific issue in a GitHub repository", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("update_issue", "Update an existing issue in a GitHub repository",
             {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": enum("open", "closed"), "labels": arr(S), "assignees": arr(S), "milestone": INT},
             ["owner", "repo", "issue_number"]),
        tool("list_issues", "List issues in a GitHub repository with filtering options",
             {"owner": S, "repo": S, "state": enum("open", "closed", "all"), "labels": arr(S), "sort": enum("created", "updated", "comments"), "direction": S, "since": S, "perPage": INT, "page": INT},
             ["owner", "repo"]),
        tool("add_issue_comment", "Add a comment to an existing issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("search_issues", "Search for issues and pull requests across GitHub repositories", {"q": S, "sort": S, "order": S, "perPage": INT, "page": INT}, ["q"]),
    ]
    L = {"bug": "d73a4a", "needs-triage": "ededed", "area/forecasting": "1d76db", "area/dashboard": "5319e7",
         "area/ingest": "0e8a16", "priority/p1": "b60205", "priority/p2": "fbca04", "good first issue": "7057ff"}

    def lab(*names: str) -> list[dict[str, str]]:
        return [{"name": n, "color": L[n]} for n in names]

    def u(login: str) -> dict[str, str]:
        return {"login": login, "html_url": f"https://github.com/{login}"}

    body388 = ("Since the 29 July nightly, `forecast-daily` dies in `resample_substation()` when one feeder (we saw it on SS-Hollins-07) "
               "returns NaN for all 96 quarter-hours.\n\n```\nValueError: cannot convert float NaN to integer\n  File \"gridbalancer/forecast/resample.py\", line 142, in resample_substation\n```\n\n"
               "Expected: the substation is skipped and flagged, the rest of the run completes.")
    i388 = {"number": 388, "title": "Forecast job crashes when a substation reports NaN load for a full day", "state": "open",
            "user": u("petra-lindqvist"), "comments": 2, "created_at": "2024-07-30T06:12:44Z",
            "html_url": f"https://github.com/{o}/{r}/issues/388"}
    i379 = {"number": 379, "title": "Holiday calendar for Scotland missing 2025 bank holidays", "state": "open", "user": u("okafor-d"),
            "labels": lab("area/forecasting", "good first issue"), "assignees": [], "comments": 1,
            "created_at": "2024-07-22T10:41:03Z", "updated_at": "2024-07-29T15:20:37Z", "html_url": f"https://github.com/{o}/{r}/issues/379"}
    i362 = {"number": 362, "title": "Backtest report double-counts embedded solar after tariff switch", "state": "open", "user": u("hmcbride"),
            "labels": lab("bug", "area/forecasting", "priority/p1"), "assignees": [u("hmcbride")], "comments": 6,
            "created_at": "2024-07-08T09:02:55Z", "updated_at": "2024-07-26T12:48:19Z", "html_url": f"https://github.com/{o}/{r}/issues/362"}
    i391 = {"number": 391, "title": "Dashboard shows wrong hour label on the October DST changeover day", "state": "open",
            "user": u("j-anand"), "comments": 0, "created_at": "2024-07-31T13:27:06Z",
            "html_url": f"https://github.com/{o}/{r}/issues/391",
            "body": "On 27 Oct 2024 the x-axis shows 01:00 twice but the second one is labelled BST. Repro: load the SS-Hollins-07 half-hourly view for that date."}
    i394 = {"number": 394, "title": "Ingest: retry SCADA export on HTTP 429 instead of failing the batch", "state": "open", "user": u("okafor-d"),
            "labels": lab("needs-triage"), "assignees": [], "comments": 0, "created_at": "2024-08-01T07:55:40Z",
            "updated_at": "2024-08-01T07:55:40Z", "html_url": f"https://github.com/{o}/{r}/issues/394"}
    i390 = {"number": 390, "title": "Pin pandas < 3 until the resampler is migrated", "state": "open", "user": u("hmcbride"),
            "labels": lab("needs-triage"), "assignees": [], "comments": 1, "created_at": "2024-07-31T09:14:12Z",
            "updated_at": "2024-07-31T11:02:48Z", "html_url": f"https://github.com/{o}/{r}/issues/390"}
    i371 = {"number": 371, "title": "Dashboard: feeder map tiles fail to load behind corporate proxy", "state": "open", "user": u("j-anand"),
            "labels": lab("area/dashboard"), "assignees": [u("j-anand")], "comments": 3, "created_at": "2024-07-15T14:30:22Z",
            "updated_at": "2024-07-24T09:11:05Z", "html_url": f"https://github.com/{o}/{r}/issues/371"}
    turns = [
        (call("get_issue", owner=o, repo=r, issue_number=388),
         mcp_text({**i388, "labels": lab("needs-triage", "bug"), "assignees": [], "updated_at": "2024-07-31T08:03:10Z", "body": body388,
                   "milestone": None, "locked": False})),
        (call("update_issue", owner=o, repo=r, issue_number=388, labels=["bug", "area/forecasting", "priority/p2"], assignees=["okafor-d"]),
         mcp_text({**i388, "labels": lab("bug", "area/forecasting", "priority/p2"), "assignees": [u("okafor-d")],
                   "updated_at": "2024-08-01T09:14:27Z", "body": body388, "milestone": None, "locked": False})),
        (call("list_issues", owner=o, repo=r, state="open", labels=["area/forecasting"], sort="updated", direction="desc"),
         mcp_text([{**i388, "labels": lab("bug", "area/forecasting"), "assignees": [u("okafor-d")], "updated_at": "2024-08-01T09:14:27Z"},
                   i379, i362])),
        (call("add_issue_comment", owner=o, repo=r, issue_number=388,
              body="Triaged: area/forecasting, assigning to @okafor-d. Suggest skipping all-NaN feeders in `resample_substation()` and emitting a `substation_skipped` metric so the run still completes."),
         mcp_text({"id": 2262914471, "node_id": "IC_kwDOLm3xGc6G4Jln", "html_url": f"https://github.com/{o}/{r}/issues/388#issuecomment-2262914471",
                   "issue_url": f"https://api.github.com/repos/{o}/{r}/issues/388", "user": u("bsaward"),
                   "created_at": "2024-08-01T09:16:02Z", "updated_at": "2024-08-01T09:16:02Z", "author_association": "MEMBER",
                   "body": "Triaged: area/forecasting, assigning to @okafor-d. Suggest skipping all-NaN feeders in `resample_substation()` and emitting a `substation_skipped` metric so the run still completes."})),
        (call("get_issue", owner=o, repo=r, issue_number=391),
         mcp_text({**i391, "labels": lab("needs-triage"), "assignees": [], "updated_at": "2024-07-31T13:27:06Z", "milestone": None, "locked": False})),
        (call("update_issue", owner=o, repo=r, issue_number=391, labels=["bug", "area/dashboard"]),
         mcp_text({**i391, "labels": lab("bug", "area/dashboard"), "assignees": [], "updated_at": "2024-08-01T09:18:44Z", "milestone": None, "locked": False})),
        (call("list_issues", owner=o, repo=r, state="open", labels=["needs-triage"], sort="updated", direction="desc"),
         mcp_text([i394, i390])),
        (call("search_issues", q=f"repo:{o}/{r} is:issue is:open label:area/dashboard", sort="updated", order="desc"),
         mcp_text({"total_count": 2, "incomplete_results": False, "items": [
             {**i391, "labels": lab("bug", "area/dashboard"), "assignees": [], "updated_at": "2024-08-01T09:18:44Z", "score": 1.0},
             {**i371, "score": 1.0}]})),
        (call("add_issue_comment", owner=o, repo=r, issue_number=391,
              body="Confirmed on staging. The label formatter uses the wall-clock offset of the first point of the day; needs per-point `tzinfo`."),
         mcp_text({"id": 2262921893, "node_id": "IC_kwDOLm3xGc6G4LUl", "html_url": f"https://github.com/{o}/{r}/issues/391#issuecomment-2262921893",
                   "issue_url": f"https://api.github.com/repos/{o}/{r}/issues/391", "user": u("bsaward"),
                   "created_at": "2024-08-01T09:19:30Z", "updated_at": "2024-08-01T09:19:30Z", "author_association": "MEMBER",
                   "body": "Confirmed on staging. The label formatter uses the wall-clock offset of the first point of the day; needs per-point `tzinfo`."})),
    ]
    return dict(system=mcp_system("github", "GitHub REST API as user bsaward", tools), turns=turns,
                state="MCP server 'github' connected. Authenticated as bsaward (maintainer of marlow-hydro/gridbalancer). Triage rotation: issues labelled needs-triage.",
                bad=True, turn=3, kind="list member dropped: issue #388's labels in list_issues miss priority/p2 that update_issue set")


# ---------------------------------------------------------------- Home Assistant
def t_hass() -> dict[str, Any]:
    # bad: turn 9 (get_entity climate.living_room_trv) reads target temperature 21.0 although turn 3 set 20.5 and no later call touched the thermostat.
    tools = [
        tool("search_entities_tool", "Search for entities by id, name or attributes", {"query": S, "limit": INT}, ["query"]),
        tool("get_entity", "Get the state of a Home Assistant entity (detailed=true returns all attributes)", {"entity_id": S, "fields": arr(S), "detailed": B}, ["entity_id"]),
        tool("entity_action", "Perform an action on an entity (on, off, toggle)", {"entity_id": S, "action": enum("on", "off", "toggle"), "params": OBJ}, ["entity_id", "action"]),
        tool("call_service_tool", "Call any Home Assistant service", {"domain": S, "service": S, "data": OBJ}, ["domain", "service"]),
        tool("list_automations", "Get a list of all automations", {}, []),
        tool("get_history", "Get the history of an entity's state changes", {"entity_id": S, "hours": INT}, ["entity_id"]),
    ]
    ctx = {"id": "01JAEW3K9D4P7XQZ2M8B5N6C1T", "parent_id": None, "user_id": "c4e2a9f1b7d3406e8a15f2c9d0b6e3a7"}
    trv_attrs = {"hvac_modes": ["off", "heat", "auto"], "min_temp": 5, "max_temp": 30, "target_temp_step": 0.5,
                 "preset_modes": ["none", "eco", "comfort", "boost"], "current_temperature": 19.2, "temperature": 19.0,
                 "hvac_action": "idle", "preset_mode": "none", "friendly_name": "Living room radiator", "supported_features": 401}
    light_attrs = {"min_color_temp_kelvin": 2202, "max_color_temp_kelvin": 6535, "supported_color_modes": ["color_temp"],
                   "color_mode": "color_temp", "brightness": 255, "color_temp_kelvin": 2700, "friendly_name": "Living room ceiling",
                   "supported_features": 44}
    trv_set = {**trv_attrs, "temperature": 20.5, "hvac_action": "heating"}
    light_set = {**light_attrs, "brightness": 102}
    turns = [
        (call("search_entities_tool", query="living room", limit=10),
         pj({"count": 5, "results": [
             {"entity_id": "climate.living_room_trv", "state": "heat", "friendly_name": "Living room radiator"},
             {"entity_id": "light.living_room_ceiling", "state": "on", "friendly_name": "Living room ceiling"},
             {"entity_id": "light.living_room_floor_lamp", "state": "off", "friendly_name": "Living room floor lamp"},
             {"entity_id": "sensor.living_room_temperature", "state": "19.2", "friendly_name": "Living room temperature"},
             {"entity_id": "sensor.living_room_humidity", "state": "47", "friendly_name": "Living room humidity"}],
             "domains": {"climate": 1, "light": 2, "sensor": 2}, "query": "living room"})),
        (call("get_entity", entity_id="climate.living_room_trv", detailed=True),
         pj({"entity_id": "climate.living_room_trv", "state": "heat", "attributes": trv_attrs,
             "last_changed": "2024-10-17T14:03:11.402817+00:00", "last_reported": "2024-10-17T16:49:37.118204+00:00",
             "last_updated": "2024-10-17T16:49:37.118204+00:00", "context": {**ctx, "id": "01JAEVYQ3H0N2R5T8W1B4D7F9K", "user_id": None}})),
        (call("call_service_tool", domain="climate", service="set_temperature", data={"entity_id": "climate.living_room_trv", "temperature": 20.5}),
         pj([{"entity_id": "climate.living_room_trv", "state": "heat", "attributes": trv_set,
              "last_changed": "2024-10-17T14:03:11.402817+00:00", "last_reported": "2024-10-17T16:53:04.551930+00:00",
              "last_updated": "2024-10-17T16:53:04.551930+00:00", "context": ctx}])),
        (call("entity_action", entity_id="light.living_room_ceiling", action="on", params={"brightness_pct": 40}),
         pj({"entity_id": "light.living_room_ceiling", "state": "on", "attributes": light_set,
             "last_changed": "2024-10-17T15:20:08.774120+00:00", "last_updated": "2024-10-17T16:53:41.208663+00:00",
             "context": {**ctx, "id": "01JAEW4R7B2M9K5X1Q3T8N6D0P"}})),
        (call("get_entity", entity_id="light.living_room_ceiling", detailed=True),
         pj({"entity_id": "light.living_room_ceiling", "state": "on", "attributes": light_set,
             "last_changed": "2024-10-17T15:20:08.774120+00:00", "last_reported": "2024-10-17T16:53:41.208663+00:00",
             "last_updated": "2024-10-17T16:53:41.208663+00:00", "context": {**ctx, "id": "01JAEW4R7B2M9K5X1Q3T8N6D0P"}})),
        (call("list_automations"),
         pj([{"id": "1697034412113", "entity_id": "automation.bathroom_fan_on_humidity", "state": "on", "alias": "Bathroom fan on humidity",
              "last_triggered": "2024-10-17T05:48:22.910334+00:00"},
             {"id": "1697035120877", "entity_id": "automation.hall_light_on_motion", "state": "on", "alias": "Hall light on motion",
              "last_triggered": "2024-10-17T16:31:57.044102+00:00"},
             {"id": "1701172904551", "entity_id": "automation.balcony_lights_at_sunset", "state": "on", "alias": "Balcony lights at sunset",
              "last_triggered": "2024-10-17T15:58:02.000611+00:00"},
             {"id": "1712489330062", "entity_id": "automation.dishwasher_done_notify", "state": "off", "alias": "Dishwasher done → notify phones",
              "last_triggered": "2024-09-29T19:12:40.387215+00:00"}])),
        (call("get_entity", entity_id="sensor.living_room_humidity", detailed=True),
         pj({"entity_id": "sensor.living_room_humidity", "state": "47", "attributes": {
             "state_class": "measurement", "unit_of_measurement": "%", "device_class": "humidity", "friendly_name": "Living room humidity"},
             "last_changed": "2024-10-17T16:40:12.661890+00:00", "last_reported": "2024-10-17T16:52:12.663014+00:00",
             "last_updated": "2024-10-17T16:40:12.661890+00:00", "context": {"id": "01JAEV9Z6C3F1M8P2R5T7W0Y4H", "parent_id": None, "user_id": None}})),
        (call("call_service_tool", domain="switch", service="turn_on", data={"entity_id": "switch.hall_dehumidifier"}),
         pj([{"entity_id": "switch.hall_dehumidifier", "state": "on", "attributes": {"friendly_name": "Hall dehumidifier"},
              "last_changed": "2024-10-17T16:55:20.330871+00:00", "last_reported": "2024-10-17T16:55:20.330871+00:00",
              "last_updated": "2024-10-17T16:55:20.330871+00:00", "context": {**ctx, "id": "01JAEW8G2N5Q0T3V6X9B1D4F7H"}}])),
        (call("get_entity", entity_id="climate.living_room_trv", detailed=True),
         pj({"entity_id": "climate.living_room_trv", "state": "heat",
             "attributes": {**trv_set, "temperature": 21.0, "current_temperature": 19.6},
             "last_changed": "2024-10-17T14:03:11.402817+00:00", "last_reported": "2024-10-17T16:56:02.917446+00:00",
             "last_updated": "2024-10-17T16:56:02.917446+00:00", "context": {"id": "01JAEW9M4P7R0T2W5Y8A1C3E6G", "parent_id": None, "user_id": None}})),
        (call("get_history", entity_id="light.living_room_ceiling", hours=2),
         pj({"entity_id": "light.living_room_ceiling", "count": 2, "first_changed": "2024-10-17T15:20:08.774120+00:00",
             "last_changed": "2024-10-17T16:53:41.208663+00:00", "states": [
                 {"state": "on", "attributes": {"brightness": 255, "color_temp_kelvin": 2700, "color_mode": "color_temp"},
                  "last_changed": "2024-10-17T15:20:08.774120+00:00", "last_updated": "2024-10-17T15:20:08.774120+00:00"},
                 {"state": "on", "attributes": {"brightness": 102, "color_temp_kelvin": 2700, "color_mode": "color_temp"},
                  "last_changed": "2024-10-17T15:20:08.774120+00:00", "last_updated": "2024-10-17T16:53:41.208663+00:00"}]})),
        (call("entity_action", entity_id="light.living_room_floor_lamp", action="on", params={"brightness_pct": 25}),
         pj({"entity_id": "light.living_room_floor_lamp", "state": "on", "attributes": {
             "supported_color_modes": ["brightness"], "color_mode": "brightness", "brightness": 64,
             "friendly_name": "Living room floor lamp", "supported_features": 32},
             "last_changed": "2024-10-17T16:57:14.502398+00:00", "last_updated": "2024-10-17T16:57:14.502398+00:00",
             "context": {**ctx, "id": "01JAEWBT8V1X4Z7C0E3G6J9L2N"}})),
    ]
    return dict(system=mcp_system("home-assistant", "hass-mcp bridge to a Home Assistant instance", tools), turns=turns,
                state="Home Assistant 2024.10.2 at http://homeassistant.local:8123 (hass-mcp, long-lived token). Local time 2024-10-17 18:52 CEST (Europe/Stockholm).",
                bad=True, turn=9, kind="value set reads back different: thermostat target 20.5 reads back as 21.0")


# ---------------------------------------------------------------- Postgres
def t_postgres() -> dict[str, Any]:
    # bad: turn 5 (status counts) still reports open = 12 after turn 4 deleted open record 90113 (turn 2 had open 12), count ignores the delete.
    tools = [
        tool("list_tables", "List tables in a schema with their type and owner", {"schema": S}, []),
        tool("describe_table", "Show columns, types, defaults and indexes of a table", {"table": S, "schema": S}, ["table"]),
        tool("execute_sql", "Execute a SQL statement and return psql-formatted output", {"sql": S}, ["sql"]),
    ]
    hdr = ["id", "vehicle_id", "opened_at", "status", "odometer_km", "description"]
    older = [
        [89870, "VH-0419", "2024-06-27 08:02:00+02", "closed", 141305, "DEF injector warning – cleaned, retested"],
        [89412, "VH-0419", "2024-05-14 06:48:00+02", "closed", 136870, "90 000 km service (oil, filters, belts)"],
        [88977, "VH-0419", "2024-04-02 07:30:00+02", "closed", 131992, "Left mirror housing replaced"],
    ]
    q_vehicle = ("SELECT id, vehicle_id, opened_at, status, odometer_km, description FROM service_records "
                 "WHERE vehicle_id = 'VH-0419' ORDER BY opened_at DESC, id DESC LIMIT 6;")
    q_counts = "SELECT status, count(*) AS n FROM service_records GROUP BY status ORDER BY status;"
    turns = [
        (call("list_tables", schema="public"),
         psql(["schema", "name", "type", "owner"], [
             ["public", "parts", "table", "fleet_owner"], ["public", "service_parts", "table", "fleet_owner"],
             ["public", "service_records", "table", "fleet_owner"], ["public", "technicians", "table", "fleet_owner"],
             ["public", "vehicles", "table", "fleet_owner"], ["public", "v_open_work", "view", "fleet_owner"]])),
        (call("execute_sql", sql=q_counts),
         psql(["status", "n"], [["cancelled", 9], ["closed", 341], ["open", 12]])),
        (call("execute_sql", sql=q_vehicle),
         psql(hdr, [
             [90113, "VH-0419", "2024-08-02 07:15:00+02", "open", 148220, "Brake pads front axle – squeal reported"],
             [90112, "VH-0419", "2024-08-02 07:15:00+02", "open", 148220, "Brake pads front axle – squeal reported"],
             [90054, "VH-0419", "2024-07-22 06:30:00+02", "closed", 145918, "Tachograph download + seal check"]] + [list(x) for x in older])),
        (call("execute_sql", sql="DELETE FROM service_records WHERE id = 90113;"),
         "DELETE 1"),
        (call("execute_sql", sql=q_counts),
         psql(["status", "n"], [["cancelled", 9], ["closed", 341], ["open", 12]])),
        (call("execute_sql", sql="INSERT INTO service_records (vehicle_id, opened_at, status, odometer_km, description) VALUES "
                                 "('VH-0419', '2024-08-19 06:40+02', 'open', 151004, 'Replace cabin air filter'), "
                                 "('VH-0422', '2024-08-19 06:55+02', 'open', 98212, 'Tachograph calibration due') RETURNING id, vehicle_id, status;"),
         psql(["id", "vehicle_id", "status"], [[90318, "VH-0419", "open"], [90319, "VH-0422", "open"]]) + "\n\nINSERT 0 2"),
        (call("execute_sql", sql="UPDATE service_records SET status = 'closed', closed_at = '2024-08-19 07:05+02', technician_id = 14 WHERE id = 90112;"),
         "UPDATE 1"),
        (call("execute_sql", sql=q_vehicle),
         psql(hdr, [
             [90318, "VH-0419", "2024-08-19 06:40:00+02", "open", 151004, "Replace cabin air filter"],
             [90112, "VH-0419", "2024-08-02 07:15:00+02", "closed", 148220, "Brake pads front axle – squeal reported"],
             [90054, "VH-0419", "2024-07-22 06:30:00+02", "closed", 145918, "Tachograph download + seal check"]] + [list(x) for x in older])),
        (call("describe_table", table="service_records"),
         'Table "public.service_records"\n' + psql(["Column", "Type", "Nullable", "Default"], [
             ["id", "integer", "not null", "nextval('service_records_id_seq'::regclass)"],
             ["vehicle_id", "character varying(12)", "not null", ""],
             ["opened_at", "timestamp with time zone", "not null", "now()"],
             ["closed_at", "timestamp with time zone", "", ""],
             ["status", "service_status", "not null", "'open'::service_status"],
             ["odometer_km", "integer", "", ""],
             ["technician_id", "integer", "", ""],
             ["description", "text", "not null", ""],
             ["cost_eur", "numeric(10,2)", "", ""]]).rsplit("\n", 1)[0]
         + "\nIndexes:\n    \"service_records_pkey\" PRIMARY KEY, btree (id)\n    \"service_records_vehicle_opened_idx\" btree (vehicle_id, opened_at DESC)\n"
           "Foreign-key constraints:\n    \"service_records_technician_id_fkey\" FOREIGN KEY (technician_id) REFERENCES technicians(id)\n"
           "    \"service_records_vehicle_id_fkey\" FOREIGN KEY (vehicle_id) REFERENCES vehicles(id)"),
        (call("execute_sql", sql="SELECT t.name, count(*) AS closed_today FROM service_records r JOIN technicians t ON t.id = r.technician_id "
                                 "WHERE r.closed_at >= '2024-08-19' GROUP BY t.name ORDER BY t.name;"),
         psql(["name", "closed_today"], [["Freja Holm", 1]])),
    ]
    return dict(system=mcp_system("postgres", "read/write SQL access to the fleetops database", tools), turns=turns,
                state="Connected to PostgreSQL 16.3, database fleetops on pg-fleet-01.internal:5432 as role maint_app (read/write). Session time zone Europe/Copenhagen; today 2024-08-19.",
                bad=True, turn=5, kind="count ignores a delete: open records still 12 after deleting an open row")


# ---------------------------------------------------------------- Todoist
def t_todoist() -> dict[str, Any]:
    # clean: Todoist move-house project - task created, rescheduled, completed, renamed, commented and deleted by the agent; a filter query shows a different task set.
    tools = [
        tool("get_projects", "List all projects", {}, []),
        tool("get_tasks", "Get active tasks, optionally by project or Todoist filter query", {"project_id": S, "filter": S, "limit": INT}, []),
        tool("create_task", "Create a new task", {"content": S, "description": S, "project_id": S, "due_date": S, "due_string": S, "priority": INT, "labels": arr(S)}, ["content"]),
        tool("update_task", "Update an existing task", {"task_id": S, "content": S, "description": S, "due_date": S, "due_string": S, "priority": INT, "labels": arr(S)}, ["task_id"]),
        tool("close_task", "Mark a task as complete", {"task_id": S}, ["task_id"]),
        tool("delete_task", "Delete a task permanently", {"task_id": S}, ["task_id"]),
        tool("add_comment", "Add a comment to a task", {"task_id": S, "content": S}, ["task_id", "content"]),
    ]
    pid = "2331079412"
    turns = [
        (call("get_projects"),
         "4 projects:\n"
         "- Inbox (id: 2203345810) [inbox]\n"
         "- Moving – Kessel St (id: 2331079412) color: teal, view: list\n"
         "- Garden (id: 2298821406) color: green, view: board\n"
         "- Admin (id: 2301177253) color: grey, view: list"),
        (call("get_tasks", project_id=pid),
         'Found 5 tasks in "Moving – Kessel St":\n'
         "- [8390112045] Order moving boxes — due 2024-09-07 (Sat) — p2 — @errands\n"
         "- [8390112311] Cancel internet contract (Telia) — due 2024-09-10 (Tue) — p1\n"
         "- [8390114876] Ask Jonas about borrowing the van — no due date — p4\n"
         "- [8391005529] Register new address with Skatteverket — due 2024-09-20 (Fri) — p2 — @online\n"
         "- [8391220874] Defrost freezer — due 2024-09-05 (Thu, overdue) — p3"),
        (call("create_task", content="Book elevator slot with building manager", project_id=pid, due_date="2024-09-12", priority=3),
         "Task created:\n"
         "ID: 8412270031\n"
         "Content: Book elevator slot with building manager\n"
         "Project: Moving – Kessel St\n"
         "Due: 2024-09-12 (Thu)\n"
         "Priority: p2\n"
         "URL: https://app.todoist.com/app/task/8412270031"),
        (call("update_task", task_id="8390112311", due_string="next friday"),
         "Task updated:\n"
         "ID: 8390112311\n"
         "Content: Cancel internet contract (Telia)\n"
         "Due: 2024-09-13 (Fri) — \"next friday\"\n"
         "Priority: p1"),
        (call("close_task", task_id="8390112045"),
         "Task 8390112045 completed: \"Order moving boxes\""),
        (call("get_tasks", project_id=pid),
         'Found 5 tasks in "Moving – Kessel St":\n'
         "- [8390112311] Cancel internet contract (Telia) — due 2024-09-13 (Fri) — p1\n"
         "- [8390114876] Ask Jonas about borrowing the van — no due date — p4\n"
         "- [8391005529] Register new address with Skatteverket — due 2024-09-20 (Fri) — p2 — @online\n"
         "- [8391220874] Defrost freezer — due 2024-09-05 (Thu, overdue) — p3\n"
         "- [8412270031] Book elevator slot with building manager — due 2024-09-12 (Thu) — p2"),
        (call("get_tasks", filter="today | overdue"),
         'Found 3 tasks matching "today | overdue":\n'
         "- [8391220874] Defrost freezer — due 2024-09-05 (Thu, overdue) — p3 — Moving – Kessel St\n"
         "- [8389901127] Pay electricity bill (Ellevio) — due 2024-09-06 (today) — p1 — Admin\n"
         "- [8350112290] Water the tomatoes — due 2024-09-06 (today, every day) — p4 — Garden"),
        (call("add_comment", task_id="8412270031", content="Manager replied: slot confirmed Thu 12 Sep 08:00–10:00, ref EL-4471. Bring key fob for the service lift."),
         "Comment added:\n"
         "ID: 3517720964\n"
         "Task: 8412270031\n"
         "Posted: 2024-09-06 10:14\n"
         "Content: Manager replied: slot confirmed Thu 12 Sep 08:00–10:00, ref EL-4471. Bring key fob for the service lift."),
        (call("update_task", task_id="8412270031", content="Elevator slot booked – Thu 08:00–10:00 (ref EL-4471)"),
         "Task updated:\n"
         "ID: 8412270031\n"
         "Content: Elevator slot booked – Thu 08:00–10:00 (ref EL-4471)\n"
         "Due: 2024-09-12 (Thu)\n"
         "Priority: p2\n"
         "Comments: 1"),
        (call("delete_task", task_id="8390114876"),
         "Task 8390114876 deleted."),
        (call("get_tasks", project_id=pid),
         'Found 4 tasks in "Moving – Kessel St":\n'
         "- [8390112311] Cancel internet contract (Telia) — due 2024-09-13 (Fri) — p1\n"
         "- [8391005529] Register new address with Skatteverket — due 2024-09-20 (Fri) — p2 — @online\n"
         "- [8391220874] Defrost freezer — due 2024-09-05 (Thu, overdue) — p3\n"
         "- [8412270031] Elevator slot booked – Thu 08:00–10:00 (ref EL-4471) — due 2024-09-12 (Thu) — p2 — 1 comment"),
    ]
    return dict(system=mcp_system("todoist", "Todoist REST API v2 for the signed-in user", tools), turns=turns,
                state="Todoist MCP server connected (user: Elin Bergqvist, timezone Europe/Stockholm). Current time: Friday 2024-09-06 10:02.")


# ---------------------------------------------------------------- Zotero
def t_zotero() -> dict[str, Any]:
    # clean: Zotero library for a reef thesis - batch tag, new child note, similar-titled but different item, recency list reordered by the agent's own edits.
    tools = [
        tool("zotero_search_items", "Search for items in your Zotero library", {"query": S, "qmode": enum("titleCreatorYear", "everything"), "limit": INT}, ["query"]),
        tool("zotero_get_item_metadata", "Get detailed metadata for a Zotero item", {"item_key": S, "include_abstract": B}, ["item_key"]),
        tool("zotero_get_collections", "List all collections in your Zotero library", {"limit": INT}, []),
        tool("zotero_get_collection_items", "Get all items in a specific Zotero collection", {"collection_key": S, "limit": INT}, ["collection_key"]),
        tool("zotero_batch_update_tags", "Batch update tags across multiple items matching a search query", {"query": S, "add_tags": arr(S), "remove_tags": arr(S), "limit": INT}, ["query"]),
        tool("zotero_search_by_tag", "Search for items by tag", {"tag": arr(S), "limit": INT}, ["tag"]),
        tool("zotero_create_note", "Create a new note attached to a Zotero item", {"item_key": S, "note_title": S, "note_text": S, "tags": arr(S)}, ["item_key", "note_title", "note_text"]),
        tool("zotero_get_item_children", "Get all child items (attachments, notes) for a specific Zotero item", {"item_key": S}, ["item_key"]),
        tool("zotero_get_recent", "Get recently added or modified items", {"limit": INT}, []),
        tool("zotero_get_tags", "Get all tags used in your Zotero library", {"limit": INT}, []),
    ]
    items = {
        "7QK2M9XA": ("Thermal tolerance of reef-building corals varies with symbiont community across the Red Sea", "2021-07",
                     "Farouk, Nadia; Weller, Tobias R.; Kahale, Leilani", ["Red Sea", "coral", "heat stress"]),
        "K2W8R4NB": ("Thermal tolerance of reef-building corals: a meta-analysis of bleaching thresholds", "2019-03",
                     "Ong, Mei-Ling; Ibarra, Carlos", ["bleaching", "meta-analysis"]),
        "ZP4T6C1J": ("Heat-stress memory in Acropora after repeated marine heatwaves", "2023-01",
                     "Sørensen, Ida; Farouk, Nadia", ["Acropora", "acclimatization", "heat stress"]),
        "3HVD9E2F": ("Symbiodiniaceae shuffling and thermal tolerance in Pocillopora damicornis", "2020-10",
                     "Castellanos, Julia; Pereira, Hugo; Mbeki, Thandi", ["Pocillopora", "symbionts"]),
    }

    def entry(n: int, key: str, extra: list[str] | None = None) -> str:
        t, d, a, tags = items[key]
        tg = sorted(tags + (extra or []), key=str.lower)
        return (f"## {n}. {t}\n**Type**: journalArticle\n**Item Key**: {key}\n**Date**: {d}\n**Authors**: {a}\n"
                f"**Tags**: {', '.join(f'`{x}`' for x in tg)}\n")
    turns = [
        (call("zotero_search_items", query="thermal tolerance coral", limit=5),
         "# Search Results for 'thermal tolerance coral'\n\n" + "\n".join(
             entry(i, k) for i, k in enumerate(["7QK2M9XA", "K2W8R4NB", "3HVD9E2F", "ZP4T6C1J"], 1))),
        (call("zotero_get_item_metadata", item_key="7QK2M9XA", include_abstract=True),
         "# Thermal tolerance of reef-building corals varies with symbiont community across the Red Sea\n"
         "**Type**: journalArticle\n**Item Key**: 7QK2M9XA\n**Date**: 2021-07\n"
         "**Authors**: Nadia Farouk (author), Tobias R. Weller (author), Leilani Kahale (author)\n"
         "**Publication**: Global Change Biology\n**Volume**: 27\n**Issue**: 14\n**Pages**: 3301–3317\n"
         "**DOI**: 10.1111/gcb.15722\n**Date Added**: 2023-02-14 10:21:37\n**Date Modified**: 2023-11-02 09:14:55\n\n"
         "## Abstract\nAcross 11 reefs spanning 9° of latitude, colonies of *Stylophora pistillata* and *Pocillopora verrucosa* showed ED50 "
         "bleaching thresholds that differed by up to 2.4 °C. Thresholds tracked the dominant symbiont genus more closely than local "
         "maximum monthly mean temperature, suggesting that symbiont community is a primary control on thermal tolerance.\n\n"
         "## Tags\n`coral`, `heat stress`, `Red Sea`"),
        (call("zotero_get_collections"),
         "# Zotero Collections\n\n"
         "- **Reef Thesis** (Key: H3VD8T2P)\n"
         "  - **Ch1 – Background** (Key: M7XQ2R4K)\n"
         "  - **Ch2 – Thermal tolerance** (Key: 5RBN7WQE)\n"
         "  - **Ch3 – Field methods** (Key: W9C3J6TD)\n"
         "- **Teaching – BIO2204** (Key: T2LF8N5S)\n"
         "- **To read** (Key: Q6NA1V8M)"),
        (call("zotero_get_collection_items", collection_key="5RBN7WQE"),
         "# Items in Collection: Ch2 – Thermal tolerance\n\n"
         "## 1. Degree heating weeks as a predictor of mass bleaching: a 30-year global test\n**Type**: journalArticle\n**Item Key**: R5ZB2X7C\n**Date**: 2015-08\n**Authors**: Halloran, Seán; Whitcombe, Ada\n\n"
         "## 2. Heat-stress memory in Acropora after repeated marine heatwaves\n**Type**: journalArticle\n**Item Key**: ZP4T6C1J\n**Date**: 2023-01\n**Authors**: Sørensen, Ida; Farouk, Nadia\n\n"
         "## 3. Marine heatwaves drive recurrent mass bleaching of the Great Barrier Reef\n**Type**: journalArticle\n**Item Key**: 8MJD4W1Q\n**Date**: 2018-04\n**Authors**: Lindqvist, Karl; Ruiz, Paloma\n\n"
         "## 4. NOAA Coral Reef Watch 5 km satellite products: technical description\n**Type**: report\n**Item Key**: J9SK3F6V\n**Date**: 2020\n**Authors**: NOAA Coral Reef Watch\n\n"
         "## 5. Thermal tolerance of reef-building corals varies with symbiont community across the Red Sea\n**Type**: journalArticle\n**Item Key**: 7QK2M9XA\n**Date**: 2021-07\n**Authors**: Farouk, Nadia; Weller, Tobias R.; Kahale, Leilani\n"),
        (call("zotero_batch_update_tags", query="thermal tolerance coral", add_tags=["ch2-cite"]),
         "# Batch Tag Update Results\n\nQuery: 'thermal tolerance coral'\nItems processed: 4\nItems updated: 4\nTags added: `ch2-cite`\nTags removed: (none)"),
        (call("zotero_search_by_tag", tag=["ch2-cite"]),
         "# Items with tag: 'ch2-cite'\n\n" + "\n".join(
             entry(i, k, ["ch2-cite"]) for i, k in enumerate(["ZP4T6C1J", "7QK2M9XA", "3HVD9E2F", "K2W8R4NB"], 1))),
        (call("zotero_create_note", item_key="7QK2M9XA", note_title="ED50 vs symbiont genus",
              note_text="Use Fig. 3 (ED50 by dominant genus) in Ch2 §2.3. Their 2.4 °C spread is the upper bound to compare with our Aqaba transects."),
         "Successfully created note \"ED50 vs symbiont genus\" (Key: P8D3LZ6C) attached to item 7QK2M9XA"),
        (call("zotero_get_item_children", item_key="7QK2M9XA"),
         "# Child Items for: Thermal tolerance of reef-building corals varies with symbiont community across the Red Sea\n\n"
         "## Attachments\n- **Farouk et al. - 2021 - Thermal tolerance of reef-building corals varies with symbiont community.pdf** (Key: 9BGE4KQ1)\n"
         "  - Content Type: application/pdf\n  - Link mode: imported_file\n\n"
         "## Notes\n- **ED50 vs symbiont genus** (Key: P8D3LZ6C)\n"
         "  Use Fig. 3 (ED50 by dominant genus) in Ch2 §2.3. Their 2.4 °C spread is the upper bound to compare with our Aqaba transects."),
        (call("zotero_get_item_metadata", item_key="K2W8R4NB", include_abstract=False),
         "# Thermal tolerance of reef-building corals: a meta-analysis of bleaching thresholds\n"
         "**Type**: journalArticle\n**Item Key**: K2W8R4NB\n**Date**: 2019-03\n"
         "**Authors**: Mei-Ling Ong (author), Carlos Ibarra (author)\n"
         "**Publication**: Coral Reefs\n**Volume**: 38\n**Issue**: 2\n**Pages**: 215–229\n"
         "**DOI**: 10.1007/s00338-019-01771-6\n**Date Added**: 2022-10-05 16:48:02\n**Date Modified**: 2024-02-27 14:21:08\n\n"
         "## Tags\n`bleaching`, `ch2-cite`, `meta-analysis`"),
        (call("zotero_get_recent", limit=5),
         "# 5 Most Recently Modified Items\n\n"
         "1. **ED50 vs symbiont genus** (note) — Key: P8D3LZ6C — modified 2024-02-27 14:24:51\n"
         "2. **Symbiodiniaceae shuffling and thermal tolerance in Pocillopora damicornis** — Key: 3HVD9E2F — modified 2024-02-27 14:21:09\n"
         "3. **Thermal tolerance of reef-building corals: a meta-analysis of bleaching thresholds** — Key: K2W8R4NB — modified 2024-02-27 14:21:08\n"
         "4. **Thermal tolerance of reef-building corals varies with symbiont community across the Red Sea** — Key: 7QK2M9XA — modified 2024-02-27 14:21:08\n"
         "5. **Heat-stress memory in Acropora after repeated marine heatwaves** — Key: ZP4T6C1J — modified 2024-02-27 14:21:07"),
        (call("zotero_get_tags", limit=20),
         "# Zotero Tags\n\n"
         "## A\n- `Acropora` (3 items)\n- `acclimatization` (2 items)\n"
         "## B\n- `bleaching` (9 items)\n"
         "## C\n- `ch2-cite` (4 items)\n- `coral` (17 items)\n"
         "## H\n- `heat stress` (6 items)\n"
         "## M\n- `meta-analysis` (2 items)\n"
         "## P\n- `Pocillopora` (2 items)\n"
         "## R\n- `Red Sea` (3 items)\n"
         "## S\n- `symbionts` (4 items)"),
    ]
    return dict(system=mcp_system("zotero", "zotero-mcp over the local Zotero 7 API", tools), turns=turns,
                state="zotero-mcp connected to the local Zotero 7 library of user 'hkahale' (local API, read/write). Current time 2024-02-27 14:20.")


# ---------------------------------------------------------------- Jira
def t_jira() -> dict[str, Any]:
    # bad: turn 10 (jira_search) lists PAYR-1175 as "In Progress" with its old updated stamp, though turn 1 showed it "In Review" and no call touched it.
    tools = [
        tool("jira_search", "Search Jira issues using JQL", {"jql": S, "fields": S, "limit": INT, "start_at": INT}, ["jql"]),
        tool("jira_get_issue", "Get details of a specific Jira issue", {"issue_key": S, "fields": S, "expand": S, "comment_limit": INT}, ["issue_key"]),
        tool("jira_get_transitions", "Get available status transitions for a Jira issue", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition a Jira issue to a new status", {"issue_key": S, "transition_id": S, "fields": OBJ, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment to a Jira issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
        tool("jira_update_issue", "Update an existing Jira issue", {"issue_key": S, "fields": OBJ, "additional_fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_create_issue", "Create a new Jira issue", {"project_key": S, "summary": S, "issue_type": S, "assignee": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
        tool("jira_add_worklog", "Add a worklog entry to a Jira issue", {"issue_key": S, "time_spent": S, "comment": S, "started": S}, ["issue_key", "time_spent"]),
    ]
    jql = "project = PAYR AND sprint in openSprints() AND assignee = currentUser() ORDER BY updated DESC"

    def search(rows: list[tuple[str, str, str, str, str, str, str]]) -> str:
        head = f"Found {len(rows)} issues (JQL: {jql})\n\n"
        return head + cols(["KEY", "TYPE", "STATUS", "PRIORITY", "SP", "UPDATED", "SUMMARY"], [list(x) for x in rows])
    r1182 = ("PAYR-1182", "Story", "In Progress", "High", "3", "2024-03-13 15:02", "Proration for mid-month salary changes")
    r1201 = ("PAYR-1201", "Task", "Blocked", "Medium", "1", "2024-03-13 09:11", "Rotate SFTP key for Nordea bank export")
    r1190 = ("PAYR-1190", "Bug", "To Do", "High", "2", "2024-03-12 10:47", "Holiday pay accrual rounds half-down for part-timers")
    r1175 = ("PAYR-1175", "Story", "In Review", "Medium", "5", "2024-03-11 17:20", "Expose payslip PDF via employee API")
    me = {"display_name": "Tomasz Wieczorek", "email": "tomasz.wieczorek@kronapay.eu"}
    turns = [
        (call("jira_search", jql=jql, limit=20), search([r1182, r1201, r1190, r1175])),
        (call("jira_get_issue", issue_key="PAYR-1190"),
         mcp_text({"key": "PAYR-1190", "id": "48213", "summary": "Holiday pay accrual rounds half-down for part-timers",
                   "issue_type": {"name": "Bug"}, "status": {"name": "To Do", "category": "To Do"},
                   "priority": {"name": "High"}, "assignee": me,
                   "reporter": {"display_name": "Lena Brandt", "email": "lena.brandt@kronapay.eu"},
                   "labels": ["accruals", "part-time"], "story_points": 2, "sprint": "PAYR Sprint 42",
                   "created": "2024-03-08T14:26:09.000+0100", "updated": "2024-03-12T10:47:33.000+0100",
                   "description": "For a 60% contract, 1.25 days/month accrual x 0.6 = 0.75 d, shown as 0.7 d on the March payslip. "
                                  "The accrual service uses ROUND_HALF_DOWN on hours before converting to days. Expected ROUND_HALF_EVEN per policy HR-17.",
                   "comments": [{"author": "Lena Brandt", "created": "2024-03-08T14:31:40.000+0100", "body": "Affects ~140 employees in DE and AT."},
                                {"author": "Tomasz Wieczorek", "created": "2024-03-12T10:47:33.000+0100", "body": "Repro'd locally with fixture `contract_60pct.json`."}],
                   "url": "https://kronapay.atlassian.net/browse/PAYR-1190"})),
        (call("jira_get_transitions", issue_key="PAYR-1190"),
         mcp_text([{"id": "11", "name": "Start Progress", "to_status": "In Progress"},
                   {"id": "21", "name": "Block", "to_status": "Blocked"},
                   {"id": "31", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="PAYR-1190", transition_id="11"),
         mcp_text({"success": True, "message": "Issue PAYR-1190 transitioned successfully",
                   "issue": {"key": "PAYR-1190", "status": "In Progress", "updated": "2024-03-14T09:35:02.000+0100"}})),
        (call("jira_add_comment", issue_key="PAYR-1182", comment="Proration now uses calendar days of the effective month (ADR-031). Open question: do unpaid-leave days count? Asked Lena."),
         mcp_text({"id": "58812", "author": "Tomasz Wieczorek", "created": "2024-03-14T09:36:18.000+0100",
                   "body": "Proration now uses calendar days of the effective month (ADR-031). Open question: do unpaid-leave days count? Asked Lena."})),
        (call("jira_update_issue", issue_key="PAYR-1182", fields={"customfield_10016": 5}),
         mcp_text({"message": "Issue updated successfully", "issue": {
             "key": "PAYR-1182", "summary": "Proration for mid-month salary changes", "status": {"name": "In Progress"},
             "story_points": 5, "updated": "2024-03-14T09:37:04.000+0100"}})),
        (call("jira_create_issue", project_key="PAYR", summary="Add regression test: 0.75 d accrual for 60% contract", issue_type="Sub-task",
              assignee="tomasz.wieczorek@kronapay.eu", additional_fields={"parent": "PAYR-1190", "labels": ["accruals"]}),
         mcp_text({"message": "Issue created successfully", "issue": {
             "key": "PAYR-1214", "id": "48301", "summary": "Add regression test: 0.75 d accrual for 60% contract",
             "issue_type": {"name": "Sub-task"}, "status": {"name": "To Do"}, "parent": {"key": "PAYR-1190"},
             "assignee": me, "created": "2024-03-14T09:38:21.000+0100", "url": "https://kronapay.atlassian.net/browse/PAYR-1214"}})),
        (call("jira_get_issue", issue_key="PAYR-1201"),
         mcp_text({"key": "PAYR-1201", "id": "48262", "summary": "Rotate SFTP key for Nordea bank export",
                   "issue_type": {"name": "Task"}, "status": {"name": "Blocked", "category": "In Progress"},
                   "priority": {"name": "Medium"}, "assignee": me, "labels": ["bank-export", "security"], "story_points": 1,
                   "sprint": "PAYR Sprint 42", "created": "2024-03-11T08:54:12.000+0100", "updated": "2024-03-13T09:11:47.000+0100",
                   "issuelinks": [{"type": "is blocked by", "key": "OPS-877", "summary": "Nordea: whitelist new SSH key fingerprint", "status": "Waiting for vendor"}],
                   "description": "Current ed25519 key expires 2024-03-31. New key generated and stored in Vault at `payroll/bank-export/nordea`.",
                   "comments": [{"author": "Tomasz Wieczorek", "created": "2024-03-13T09:11:47.000+0100", "body": "Blocked until Nordea confirms the fingerprint (OPS-877)."}],
                   "url": "https://kronapay.atlassian.net/browse/PAYR-1201"})),
        (call("jira_add_worklog", issue_key="PAYR-1182", time_spent="1h 30m", comment="Proration edge cases + ADR-031 write-up"),
         mcp_text({"message": "Worklog added successfully", "worklog": {
             "id": "30417", "issue_key": "PAYR-1182", "time_spent": "1h 30m", "time_spent_seconds": 5400,
             "author": "Tomasz Wieczorek", "started": "2024-03-14T08:00:00.000+0100", "created": "2024-03-14T09:39:45.000+0100"}})),
        (call("jira_search", jql=jql, limit=20),
         search([("PAYR-1182", "Story", "In Progress", "High", "5", "2024-03-14 09:39", "Proration for mid-month salary changes"),
                 ("PAYR-1214", "Sub-task", "To Do", "High", "-", "2024-03-14 09:38", "Add regression test: 0.75 d accrual for 60% contract"),
                 ("PAYR-1190", "Bug", "In Progress", "High", "2", "2024-03-14 09:35", "Holiday pay accrual rounds half-down for part-timers"),
                 r1201,
                 ("PAYR-1175", "Story", "In Progress", "Medium", "5", "2024-03-11 17:20", "Expose payslip PDF via employee API")])),
        (call("jira_get_issue", issue_key="PAYR-1214"),
         mcp_text({"key": "PAYR-1214", "id": "48301", "summary": "Add regression test: 0.75 d accrual for 60% contract",
                   "issue_type": {"name": "Sub-task"}, "status": {"name": "To Do", "category": "To Do"}, "priority": {"name": "High"},
                   "parent": {"key": "PAYR-1190", "summary": "Holiday pay accrual rounds half-down for part-timers", "status": "In Progress"},
                   "assignee": me, "reporter": me, "labels": ["accruals"], "sprint": "PAYR Sprint 42",
                   "created": "2024-03-14T09:38:21.000+0100", "updated": "2024-03-14T09:38:21.000+0100", "comments": [],
                   "url": "https://kronapay.atlassian.net/browse/PAYR-1214"})),
    ]
    return dict(system=mcp_system("atlassian", "mcp-atlassian for the kronapay.atlassian.net Jira Cloud site", tools), turns=turns,
                state="mcp-atlassian connected to https://kronapay.atlassian.net as tomasz.wieczorek@kronapay.eu. Board: PAYR (Scrum), active sprint PAYR Sprint 42. Now 2024-03-14 09:33 CET.",
                bad=True, turn=10, kind="status changed with no action: PAYR-1175 In Review -> In Progress, updated stamp unchanged")


# ---------------------------------------------------------------- Stripe
def t_stripe() -> dict[str, Any]:
    # bad: turn 8 (finalize_invoice) gives subtotal/total/amount_due 193500 while the two invoice items from turns 5 and 7 are 145000 + 38500 = 183500.
    tools = [
        tool("list_customers", "Fetch a list of Customers from Stripe", {"email": S, "limit": INT}, []),
        tool("list_products", "Fetch a list of Products from Stripe", {"limit": INT}, []),
        tool("list_prices", "Fetch a list of Prices from Stripe", {"product": S, "limit": INT}, []),
        tool("create_price", "Create a price in Stripe", {"product": S, "unit_amount": INT, "currency": S}, ["product", "unit_amount", "currency"]),
        tool("create_invoice", "Create an invoice in Stripe", {"customer": S, "days_until_due": INT}, ["customer"]),
        tool("create_invoice_item", "Create an invoice item in Stripe", {"customer": S, "price": S, "invoice": S}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize an invoice in Stripe", {"invoice": S}, ["invoice"]),
        tool("send_invoice", "Send a finalized invoice to the customer by email", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Retrieve the balance from Stripe", {}, []),
    ]
    cus = "cus_QfT3nW8xLk2Rpa"
    inv = "in_1PxR7mK2eZvKYlo2Tq9dXh4B"
    p_work, p_travel = "prod_Qe8XW1fLm0aZtc", "prod_Qe8ZbH4nR7sKuo"
    pr_work, pr_travel = "price_1PnB4tK2eZvKYlo2c8Gf3Wd7", "price_1PxR9cK2eZvKYlo2LmV0sQ8e"
    turns = [
        (call("list_customers", email="ap@hallbergkeramik.se", limit=3),
         pj([{"id": cus, "name": "Hallberg Keramik AB", "email": "ap@hallbergkeramik.se"}])),
        (call("list_products", limit=10),
         pj([{"id": p_work, "name": "Glaze chemistry workshop (on-site, per day)", "active": True, "default_price": pr_work},
             {"id": p_travel, "name": "Travel & lodging (flat rate)", "active": True, "default_price": None},
             {"id": "prod_Qd2LrT9uXb1wHn", "name": "Kiln firing-curve audit (remote)", "active": True, "default_price": "price_1PmW0aK2eZvKYlo2Xy7bNq3R"},
             {"id": "prod_Pz6VnK3cJe8sAm", "name": "Retainer – monthly advisory", "active": False, "default_price": "price_1OtC5dK2eZvKYlo2Ab4kRz9L"}])),
        (call("list_prices", product=p_work, limit=5),
         pj([{"id": pr_work, "product": p_work, "unit_amount": 145000, "currency": "eur", "type": "one_time", "active": True}])),
        (call("create_invoice", customer=cus, days_until_due=30),
         pj({"id": inv, "object": "invoice", "customer": cus, "status": "draft", "collection_method": "send_invoice",
             "currency": "eur", "amount_due": 0, "amount_paid": 0, "subtotal": 0, "total": 0, "number": None,
             "created": 1725867231, "due_date": 1728459231, "hosted_invoice_url": None, "livemode": False})),
        (call("create_invoice_item", customer=cus, price=pr_work, invoice=inv),
         pj({"id": "ii_1PxR8aK2eZvKYlo2Hn3vLb6C", "object": "invoiceitem", "amount": 145000, "currency": "eur", "customer": cus,
             "description": "Glaze chemistry workshop (on-site, per day)", "invoice": inv, "quantity": 1,
             "price": {"id": pr_work, "unit_amount": 145000, "product": p_work}, "date": 1725867290, "livemode": False})),
        (call("create_price", product=p_travel, unit_amount=38500, currency="eur"),
         pj({"id": pr_travel, "object": "price", "product": p_travel, "unit_amount": 38500, "currency": "eur",
             "type": "one_time", "active": True, "billing_scheme": "per_unit", "created": 1725867334, "livemode": False})),
        (call("create_invoice_item", customer=cus, price=pr_travel, invoice=inv),
         pj({"id": "ii_1PxRA2K2eZvKYlo2Wc5pTd1F", "object": "invoiceitem", "amount": 38500, "currency": "eur", "customer": cus,
             "description": "Travel & lodging (flat rate)", "invoice": inv, "quantity": 1,
             "price": {"id": pr_travel, "unit_amount": 38500, "product": p_travel}, "date": 1725867352, "livemode": False})),
        (call("finalize_invoice", invoice=inv),
         pj({"id": inv, "object": "invoice", "customer": cus, "customer_email": "ap@hallbergkeramik.se", "status": "open",
             "number": "7C3A91E2-0042", "collection_method": "send_invoice", "currency": "eur",
             "subtotal": 193500, "total": 193500, "amount_due": 193500, "amount_paid": 0, "amount_remaining": 193500,
             "total_tax_amounts": [], "discounts": [], "lines": {"object": "list", "total_count": 2, "has_more": False},
             "created": 1725867231, "due_date": 1728459231, "status_transitions": {"finalized_at": 1725867415, "paid_at": None},
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Mx4kK2eZvKYlo2/test_YWNjdF8xTXg0a0syZVp2S1lsbzIsX1FwUjdtVHE5ZFhoNEJfMDAxMjM0NTY3OA0200",
             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Mx4kK2eZvKYlo2/test_YWNjdF8xTXg0a0syZVp2S1lsbzIsX1FwUjdtVHE5ZFhoNEJfMDAxMjM0NTY3OA0200/pdf",
             "livemode": False})),
        (call("send_invoice", invoice=inv),
         pj({"id": inv, "status": "open", "customer_email": "ap@hallbergkeramik.se", "number": "7C3A91E2-0042",
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Mx4kK2eZvKYlo2/test_YWNjdF8xTXg0a0syZVp2S1lsbzIsX1FwUjdtVHE5ZFhoNEJfMDAxMjM0NTY3OA0200",
             "sent": True})),
        (call("retrieve_balance"),
         pj({"object": "balance", "available": [{"amount": 2208417, "currency": "eur", "source_types": {"card": 2208417}}],
             "pending": [{"amount": 311250, "currency": "eur", "source_types": {"card": 311250}}],
             "connect_reserved": [{"amount": 0, "currency": "eur"}], "livemode": False})),
    ]
    return dict(system=mcp_system("stripe", "Stripe agent toolkit, test mode", tools), turns=turns,
                state="Stripe MCP server (@stripe/mcp) connected with a restricted test-mode key for account acct_1Mx4kK2eZvKYlo2 (Keramikkonsult Nyström, EUR).",
                bad=True, turn=8, kind="derived total wrong: invoice total 193500 but its items sum to 183500")


# ---------------------------------------------------------------- Kubernetes
K8S_TOOLS = [
    tool("kubectl_get", "Get or list Kubernetes resources by type, name and namespace",
         {"resourceType": S, "name": S, "namespace": S, "output": enum("wide", "json", "yaml", "name", "custom"), "labelSelector": S, "fieldSelector": S, "sortBy": S}, ["resourceType"]),
    tool("kubectl_describe", "Describe Kubernetes resources by type, name and namespace", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
    tool("kubectl_logs", "Get logs from a pod", {"resourceType": S, "name": S, "namespace": S, "container": S, "tail": INT, "previous": B, "timestamps": B}, ["resourceType", "name", "namespace"]),
    tool("kubectl_patch", "Update field(s) of a resource using strategic merge, JSON merge or JSON patch",
         {"resourceType": S, "name": S, "namespace": S, "patchType": enum("strategic", "merge", "json"), "patchData": OBJ}, ["resourceType", "name"]),
    tool("kubectl_rollout", "Manage the rollout of a resource", {"subCommand": enum("history", "pause", "restart", "resume", "status", "undo"), "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
    tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
    tool("exec_in_pod", "Execute a command in a Kubernetes pod or container", {"name": S, "namespace": S, "command": arr(S), "container": S}, ["name", "command"]),
]
POD_H = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]


def t_k8s_oom() -> dict[str, Any]:
    # clean: Kubernetes OOMKilled deployment - memory limit patched, rollout replaces pods (new names, IP, node, restart counts 0), then scaled to 3; ages advance consistently.
    ns = "billing"
    api = [["billing-api-5f8c6d7b9-xw4lz", "1/1", "Running", "0", "3d4h"], ["billing-api-5f8c6d7b9-z9r2m", "1/1", "Running", "0", "3d4h"]]
    turns = [
        (call("kubectl_get", resourceType="pods", namespace=ns),
         cols(POD_H, api + [
             ["invoice-renderer-6d9f7c8b5-2xkqp", "1/1", "Running", "4 (12m ago)", "26h"],
             ["invoice-renderer-6d9f7c8b5-7hvzn", "1/1", "Running", "3 (47m ago)", "26h"],
             ["ledger-sync-28604640-qm8tb", "0/1", "Completed", "0", "14m"]])),
        (call("kubectl_describe", resourceType="pod", name="invoice-renderer-6d9f7c8b5-2xkqp", namespace=ns),
         """Name:             invoice-renderer-6d9f7c8b5-2xkqp
Namespace:        billing
Priority:         0
Service Account:  invoice-renderer
Node:             ip-10-42-3-117.eu-north-1.compute.internal/10.42.3.117
Start Time:       Mon, 20 May 2024 06:11:52 +0000
Labels:           app=invoice-renderer
                  pod-template-hash=6d9f7c8b5
Status:           Running
IP:               10.42.3.201
Controlled By:    ReplicaSet/invoice-renderer-6d9f7c8b5
Containers:
  renderer:
    Container ID:   containerd://7e1c0a94b2d35f68e9a4c1b07d2e6f38a5c9b0d41e7f2a63c8b5d90e1f4a7c26
    Image:          registry.internal/billing/invoice-renderer:v2.8.1
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 21 May 2024 08:02:09 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 21 May 2024 07:21:40 +0000
      Finished:     Tue, 21 May 2024 08:02:05 +0000
    Ready:          True
    Restart Count:  4
    Limits:
      cpu:     500m
      memory:  256Mi
    Requests:
      cpu:      200m
      memory:   192Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=15s #success=1 #failure=3
    Environment:
      RENDER_CONCURRENCY:  4
      FONT_CACHE_DIR:      /var/cache/fonts
QoS Class:                   Burstable
Events:
  Type     Reason   Age                 From     Message
  ----     ------   ----                ----     -------
  Normal   Pulled   12m (x5 over 26h)   kubelet  Container image "registry.internal/billing/invoice-renderer:v2.8.1" already present on machine
  Normal   Created  12m (x5 over 26h)   kubelet  Created container renderer
  Normal   Started  12m (x5 over 26h)   kubelet  Started container renderer
  Warning  BackOff  12m (x2 over 3h)    kubelet  Back-off restarting failed container renderer in pod invoice-renderer-6d9f7c8b5-2xkqp_billing"""),
        (call("kubectl_logs", resourceType="pod", name="invoice-renderer-6d9f7c8b5-2xkqp", namespace=ns, previous=True, tail=8),
         "2024-05-21T08:01:31.006Z INFO  worker-2 picked batch 4417 (312 invoices, template=eu-vat-v3)\n"
         "2024-05-21T08:01:41.220Z INFO  batch 4417: loading fonts NotoSans-Regular, NotoSans-Bold\n"
         "2024-05-21T08:01:52.904Z INFO  batch 4417: 120/312 rendered\n"
         "2024-05-21T08:01:58.517Z INFO  batch 4417: 188/312 rendered\n"
         "2024-05-21T08:02:01.772Z WARN  heap usage 229.4MiB / 256MiB (90%)\n"
         "2024-05-21T08:02:03.377Z WARN  heap usage 241.6MiB / 256MiB (94%)\n"
         "2024-05-21T08:02:04.951Z WARN  font cache miss: NotoSans-CondensedBold.ttf (loading 11.2MiB)\n"
         "2024-05-21T08:02:05.118Z INFO  batch 4417: 231/312 rendered"),
        (call("kubectl_patch", resourceType="deployment", name="invoice-renderer", namespace=ns, patchType="strategic",
              patchData={"spec": {"template": {"spec": {"containers": [{"name": "renderer", "resources": {"limits": {"memory": "512Mi"}, "requests": {"memory": "384Mi"}}}]}}}}),
         "deployment.apps/invoice-renderer patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="invoice-renderer", namespace=ns, timeout="180s"),
         'Waiting for deployment "invoice-renderer" rollout to finish: 1 out of 2 new replicas have been updated...\n'
         'Waiting for deployment "invoice-renderer" rollout to finish: 1 out of 2 new replicas have been updated...\n'
         'Waiting for deployment "invoice-renderer" rollout to finish: 1 old replicas are pending termination...\n'
         'deployment "invoice-renderer" successfully rolled out'),
        (call("kubectl_get", resourceType="pods", namespace=ns),
         cols(POD_H, api + [
             ["invoice-renderer-7b4c9d6f8-k8mzt", "1/1", "Running", "0", "71s"],
             ["invoice-renderer-7b4c9d6f8-q2w5r", "1/1", "Running", "0", "44s"],
             ["ledger-sync-28604640-qm8tb", "0/1", "Completed", "0", "17m"]])),
        (call("kubectl_get", resourceType="replicasets", namespace=ns, labelSelector="app=invoice-renderer"),
         cols(["NAME", "DESIRED", "CURRENT", "READY", "AGE"], [
             ["invoice-renderer-6d9f7c8b5", "0", "0", "0", "26h"],
             ["invoice-renderer-7b4c9d6f8", "2", "2", "2", "94s"]])),
        (call("kubectl_describe", resourceType="pod", name="invoice-renderer-7b4c9d6f8-k8mzt", namespace=ns),
         """Name:             invoice-renderer-7b4c9d6f8-k8mzt
Namespace:        billing
Priority:         0
Service Account:  invoice-renderer
Node:             ip-10-42-1-54.eu-north-1.compute.internal/10.42.1.54
Start Time:       Tue, 21 May 2024 08:16:19 +0000
Labels:           app=invoice-renderer
                  pod-template-hash=7b4c9d6f8
Status:           Running
IP:               10.42.1.88
Controlled By:    ReplicaSet/invoice-renderer-7b4c9d6f8
Containers:
  renderer:
    Container ID:   containerd://b3f90d27c6a14e85f0b2d7a93c61e4f08d5a2b79c3e16f40a8d2b5c97e0f3a14
    Image:          registry.internal/billing/invoice-renderer:v2.8.1
    Port:           8080/TCP
    State:          Running
      Started:      Tue, 21 May 2024 08:16:24 +0000
    Ready:          True
    Restart Count:  0
    Limits:
      cpu:     500m
      memory:  512Mi
    Requests:
      cpu:      200m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=15s #success=1 #failure=3
    Environment:
      RENDER_CONCURRENCY:  4
      FONT_CACHE_DIR:      /var/cache/fonts
QoS Class:                   Burstable
Events:
  Type    Reason     Age   From               Message
  ----    ------     ----  ----               -------
  Normal  Scheduled  96s   default-scheduler  Successfully assigned billing/invoice-renderer-7b4c9d6f8-k8mzt to ip-10-42-1-54.eu-north-1.compute.internal
  Normal  Pulling    95s   kubelet            Pulling image "registry.internal/billing/invoice-renderer:v2.8.1"
  Normal  Pulled     92s   kubelet            Successfully pulled image "registry.internal/billing/invoice-renderer:v2.8.1" in 3.412s (3.412s including waiting)
  Normal  Created    92s   kubelet            Created container renderer
  Normal  Started    91s   kubelet            Started container renderer"""),
        (call("kubectl_scale", name="invoice-renderer", namespace=ns, replicas=3, resourceType="deployment"),
         "deployment.apps/invoice-renderer scaled"),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=invoice-renderer"),
         cols(POD_H, [
             ["invoice-renderer-7b4c9d6f8-k8mzt", "1/1", "Running", "0", "3m21s"],
             ["invoice-renderer-7b4c9d6f8-q2w5r", "1/1", "Running", "0", "2m54s"],
             ["invoice-renderer-7b4c9d6f8-vd6jx", "1/1", "Running", "0", "19s"]])),
        (call("kubectl_get", resourceType="events", namespace=ns, fieldSelector="involvedObject.name=invoice-renderer", sortBy=".lastTimestamp"),
         cols(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], [
             ["3m23s", "Normal", "ScalingReplicaSet", "deployment/invoice-renderer", "Scaled up replica set invoice-renderer-7b4c9d6f8 to 1"],
             ["2m56s", "Normal", "ScalingReplicaSet", "deployment/invoice-renderer", "Scaled down replica set invoice-renderer-6d9f7c8b5 to 1 from 2"],
             ["2m56s", "Normal", "ScalingReplicaSet", "deployment/invoice-renderer", "Scaled up replica set invoice-renderer-7b4c9d6f8 to 2 from 1"],
             ["2m40s", "Normal", "ScalingReplicaSet", "deployment/invoice-renderer", "Scaled down replica set invoice-renderer-6d9f7c8b5 to 0 from 1"],
             ["21s", "Normal", "ScalingReplicaSet", "deployment/invoice-renderer", "Scaled up replica set invoice-renderer-7b4c9d6f8 to 3 from 2"]])),
    ]
    return dict(system=mcp_system("kubernetes", "mcp-server-kubernetes using the kubeconfig context prod-eu-north-1", K8S_TOOLS), turns=turns,
                state="mcp-server-kubernetes connected; current context prod-eu-north-1 (EKS 1.29), user sre-oncall. UTC now 2024-05-21 08:14.")


# ---------------------------------------------------------------- Slack
def t_slack() -> dict[str, Any]:
    # clean: Slack release channel - bot posts, edits its post, replies in a thread, reacts; new message from a colleague pushes older ones off the page; two users with near-identical names.
    tools = [
        tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information", {"cursor": S, "limit": INT}, []),
        tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_update_message", "Edit a message previously posted by the bot", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
    ]
    ch = "C05R2K8LQ4M"
    bot = {"bot_id": "B07A1RM3K2P", "app_id": "A07A1QZ8N4D", "user": "U07A1RLY9QZ"}
    v1 = "Deploy freeze for `analytics-api` starts 15:00 CEST and lasts until the 2.31 RC is green. :snowflake:"
    v2 = "Deploy freeze for `analytics-api` and `ingest-worker` starts 15:00 CEST and lasts until the 2.31 RC is green. :snowflake:"
    reply = "Per CODEOWNERS this is @data-platform. I've opened DP-2290 to quarantine `test_partition_pruning` until the fixture stops depending on wall-clock date."
    m_mira = {"type": "message", "user": "U04K7PZ3M1A", "ts": "1717589120.448109",
              "text": "Reminder: the 2.31 RC gets cut from `main` at 15:00 CEST today - please get merges in before then.",
              "team": "T01BRWTR8KX"}
    m_olesen = {"type": "message", "user": "U05N8TQ2B7C", "ts": "1717587403.117829",
                "text": "Heads-up: the staging Airflow scheduler is being upgraded 14:30-14:45 CEST, DAG runs will queue.", "team": "T01BRWTR8KX"}
    m_ravi = {"type": "message", "user": "U03GZ8H1VQ6", "ts": "1717586011.204519",
              "text": "Who owns the flaky `test_partition_pruning` job? It failed 3 of the last 5 nightly runs.", "team": "T01BRWTR8KX",
              "thread_ts": "1717586011.204519"}
    m_hanne = {"type": "message", "user": "U02L7D4XK9E", "ts": "1717584455.903411",
               "text": "Merged #4412 (dbt 1.8 upgrade). Watch for deprecation warnings in tonight's nightly.", "team": "T01BRWTR8KX"}
    reacts3 = [{"name": "white_check_mark", "users": ["U03GZ8H1VQ6", "U05N8TQ2B7C", "U02L7D4XK9E"], "count": 3}]
    reacts4 = [{"name": "white_check_mark", "users": ["U03GZ8H1VQ6", "U05N8TQ2B7C", "U02L7D4XK9E", "U07A1RLY9QZ"], "count": 4}]
    r1 = {"type": "message", "user": "U05N8TQ2B7C", "ts": "1717586302.880071", "thread_ts": "1717586011.204519",
          "text": "Pretty sure it's us (data-platform), but it's been unowned since Ola left.", "parent_user_id": "U03GZ8H1VQ6"}
    r2 = {"type": "message", "user": "U02L7D4XK9E", "ts": "1717586877.530219", "thread_ts": "1717586011.204519",
          "text": "It's the partition pruning on the `events_v2` fixture - it depends on the wall-clock date 🙃", "parent_user_id": "U03GZ8H1VQ6"}
    r3 = {"type": "message", "subtype": "bot_message", **bot, "ts": "1717589466.702113", "thread_ts": "1717586011.204519",
          "text": reply, "parent_user_id": "U03GZ8H1VQ6"}
    turns = [
        (call("slack_list_channels", limit=5),
         mcp_text({"ok": True, "channels": [
             {"id": "C04HQ1Z7T2N", "name": "general", "is_archived": False, "num_members": 212, "topic": {"value": "Company-wide announcements"}},
             {"id": ch, "name": "release-train", "is_archived": False, "num_members": 38, "topic": {"value": "2.31 RC cut Wed 5 Jun 15:00 CEST"}},
             {"id": "C05AB2KXW7D", "name": "data-platform", "is_archived": False, "num_members": 41, "topic": {"value": "Airflow, dbt, warehouse"}},
             {"id": "C06D4LMP0SE", "name": "incidents", "is_archived": False, "num_members": 57, "topic": {"value": "Sev1/Sev2 only - use /incident"}},
             {"id": "C05TT93QJ1B", "name": "random", "is_archived": False, "num_members": 198, "topic": {"value": ""}}],
             "response_metadata": {"next_cursor": "dGVhbTpDMDZFOUxSNUg0Rw=="}})),
        (call("slack_get_channel_history", channel_id=ch, limit=4),
         mcp_text({"ok": True, "messages": [
             {**m_mira, "reactions": reacts3}, m_olesen,
             {**m_ravi, "reply_count": 2, "reply_users_count": 2, "latest_reply": "1717586877.530219", "reply_users": ["U05N8TQ2B7C", "U02L7D4XK9E"]},
             m_hanne], "has_more": True, "pin_count": 2,
             "response_metadata": {"next_cursor": "bmV4dF90czoxNzE3NTg0NDU1OTAzNDEx"}})),
        (call("slack_get_users", limit=8),
         mcp_text({"ok": True, "members": [
             {"id": "U02L7D4XK9E", "name": "hanne.dahl", "real_name": "Hanne Dahl", "tz": "Europe/Oslo", "is_bot": False},
             {"id": "U03GZ8H1VQ6", "name": "ravi.menon", "real_name": "Ravi Menon", "tz": "Europe/Berlin", "is_bot": False},
             {"id": "U04K7PZ3M1A", "name": "mira.olsen", "real_name": "Mira Olsen", "tz": "Europe/Copenhagen", "is_bot": False},
             {"id": "U05N8TQ2B7C", "name": "mira.olesen", "real_name": "Mira Olesen", "tz": "Europe/Oslo", "is_bot": False},
             {"id": "U06F2HC8R5J", "name": "jonas.brekke", "real_name": "Jonas Brekke", "tz": "Europe/Oslo", "is_bot": False},
             {"id": "U07A1RLY9QZ", "name": "release-relay", "real_name": "Release Relay", "tz": "America/Los_Angeles", "is_bot": True}],
             "response_metadata": {"next_cursor": "dXNlcjpVMDdBMVJMWTlRWg=="}})),
        (call("slack_post_message", channel_id=ch, text=v1),
         mcp_text({"ok": True, "channel": ch, "ts": "1717589404.339219",
                   "message": {"type": "message", "subtype": "bot_message", **bot, "text": v1, "ts": "1717589404.339219", "team": "T01BRWTR8KX"}})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts="1717586011.204519", text=reply),
         mcp_text({"ok": True, "channel": ch, "ts": "1717589466.702113", "message": {**r3, "team": "T01BRWTR8KX"}})),
        (call("slack_add_reaction", channel_id=ch, timestamp="1717589120.448109", reaction="white_check_mark"),
         mcp_text({"ok": True})),
        (call("slack_update_message", channel_id=ch, ts="1717589404.339219", text=v2),
         mcp_text({"ok": True, "channel": ch, "ts": "1717589404.339219", "text": v2,
                   "message": {"type": "message", "subtype": "bot_message", **bot, "text": v2,
                               "edited": {"user": "U07A1RLY9QZ", "ts": "1717589521.000000"}}})),
        (call("slack_get_channel_history", channel_id=ch, limit=4),
         mcp_text({"ok": True, "messages": [
             {"type": "message", "user": "U03GZ8H1VQ6", "ts": "1717589502.118440", "text": "thanks - I'll rebase #4420 before 15:00", "team": "T01BRWTR8KX"},
             {"type": "message", "subtype": "bot_message", **bot, "text": v2, "ts": "1717589404.339219",
              "edited": {"user": "U07A1RLY9QZ", "ts": "1717589521.000000"}, "team": "T01BRWTR8KX"},
             {**m_mira, "reactions": reacts4}, m_olesen], "has_more": True, "pin_count": 2,
             "response_metadata": {"next_cursor": "bmV4dF90czoxNzE3NTg3NDAzMTE3ODI5"}})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts="1717586011.204519"),
         mcp_text({"ok": True, "messages": [
             {**m_ravi, "reply_count": 3, "reply_users_count": 3, "latest_reply": "1717589466.702113",
              "reply_users": ["U05N8TQ2B7C", "U02L7D4XK9E", "U07A1RLY9QZ"]}, r1, r2, r3], "has_more": False})),
        (call("slack_get_user_profile", user_id="U05N8TQ2B7C"),
         mcp_text({"ok": True, "profile": {"real_name": "Mira Olesen", "display_name": "mira.o", "title": "Data Platform Engineer",
                                           "email": "mira.olesen@brightwater.io", "phone": "", "status_text": "scheduler upgrade",
                                           "status_emoji": ":building_construction:", "tz": "Europe/Oslo", "team": "T01BRWTR8KX",
                                           "image_72": "https://avatars.slack-edge.com/2023-09-14/5890123456789_3f1d0a2c9b7e4d6a8c51_72.png"}})),
    ]
    return dict(system=mcp_system("slack", "Slack Web API with a bot token for the Brightwater Analytics workspace", tools), turns=turns,
                state="Slack MCP server connected to workspace Brightwater Analytics (team T01BRWTR8KX) as bot 'Release Relay' (U07A1RLY9QZ). Now Wed 5 Jun 2024 14:09 CEST.")


# ---------------------------------------------------------------- filesystem
def t_filesystem() -> dict[str, Any]:
    # bad: turn 6 re-reads loomcast.toml and shows max_treadles = 16, though turn 3 read max_treadles = 18 and only export.py was edited in between.
    root = "/home/ines/projects/loomcast"
    tools = [
        tool("list_allowed_directories", "Returns the list of directories that this server is allowed to access", {}, []),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path", {"path": S}, ["path"]),
        tool("read_text_file", "Read the complete contents of a file from the file system as text", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file. Returns a git-style diff showing the changes made", {"path": S, "edits": arr(OBJ), "dryRun": B}, ["path", "edits"]),
        tool("search_files", "Recursively search for files and directories matching a pattern", {"path": S, "pattern": S, "excludePatterns": arr(S)}, ["path", "pattern"]),
        tool("create_directory", "Create a new directory or ensure a directory exists", {"path": S}, ["path"]),
        tool("write_file", "Create a new file or completely overwrite an existing file with new content", {"path": S, "content": S}, ["path", "content"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory", {"path": S}, ["path"]),
    ]
    cfg = """# loomcast - draft-to-WIF exporter settings
[project]
name = "loomcast"
default_units = "cm"

[loom]
max_shafts = 16
max_treadles = 18
sett_epi = 24
rising_shed = true

[export]
format = "wif"
wif_version = "1.1"
export_dpi = 300
png_preview = true
output_dir = "exports"

[palette]
default = "indigo-madder"
custom = ["#2B3A67", "#B5523B", "#E8D8B0", "#4F6D45"]
"""
    cfg_bad = cfg.replace("max_treadles = 18", "max_treadles = 16")
    export_py = '''"""Export a draft to WIF 1.1 plus an optional PNG preview."""
from __future__ import annotations

from pathlib import Path

from .config import load_config
from .draft import Draft
from .wif import write_wif

FALLBACK_DPI = 150


def export_draft(draft: Draft, out_name: str, cfg_path: Path | None = None) -> list[Path]:
    cfg = load_config(cfg_path)
    out_dir = Path(cfg["export"].get("output_dir", "exports"))
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [write_wif(draft, out_dir / f"{out_name}.wif")]
    if cfg["export"].get("png_preview", False):
        dpi = cfg["export"].get("dpi", FALLBACK_DPI)
        written.append(draft.render_png(out_dir / f"{out_name}.png", dpi=dpi))
    return written
'''
    ep = f"{root}/src/loomcast/export.py"
    diff = (f"```diff\nIndex: {ep}\n===================================================================\n"
            f"--- {ep}\toriginal\n+++ {ep}\tmodified\n"
            "@@ -16,6 +16,6 @@\n"
            "     out_dir.mkdir(parents=True, exist_ok=True)\n"
            "     written = [write_wif(draft, out_dir / f\"{out_name}.wif\")]\n"
            "     if cfg[\"export\"].get(\"png_preview\", False):\n"
            "-        dpi = cfg[\"export\"].get(\"dpi\", FALLBACK_DPI)\n"
            "+        dpi = cfg[\"export\"].get(\"export_dpi\", FALLBACK_DPI)\n"
            "         written.append(draft.render_png(out_dir / f\"{out_name}.png\", dpi=dpi))\n"
            "     return written\n```\n\n")
    listing = ["[DIR] .git", "[FILE] .gitignore", "[DIR] drafts", "[FILE] loomcast.toml", "[FILE] pyproject.toml",
               "[FILE] README.md", "[DIR] src", "[DIR] tests"]
    turns = [
        (call("list_allowed_directories"), f"Allowed directories:\n{root}"),
        (call("list_directory", path=root), "\n".join(listing)),
        (call("read_text_file", path=f"{root}/loomcast.toml"), cfg),
        (call("read_text_file", path=ep), export_py),
        (call("edit_file", path=ep, edits=[{"oldText": 'dpi = cfg["export"].get("dpi", FALLBACK_DPI)',
                                             "newText": 'dpi = cfg["export"].get("export_dpi", FALLBACK_DPI)'}]),
         diff),
        (call("read_text_file", path=f"{root}/loomcast.toml"), cfg_bad),
        (call("search_files", path=root, pattern="rosepath"),
         f"{root}/drafts/rosepath_4s.dtx\n{root}/drafts/rosepath_8s.dtx\n{root}/tests/fixtures/rosepath_4s.wif\n{root}/tests/fixtures/rosepath_4s_preview.png"),
        (call("create_directory", path=f"{root}/exports"), f"Successfully created directory {root}/exports"),
        (call("write_file", path=f"{root}/exports/.gitkeep", content=""), f"Successfully wrote to {root}/exports/.gitkeep"),
        (call("list_directory", path=root),
         "\n".join(listing[:3] + ["[DIR] exports"] + listing[3:])),
    ]
    return dict(system=mcp_system("filesystem", "@modelcontextprotocol/server-filesystem restricted to the loomcast project", tools), turns=turns,
                state=f"Secure filesystem MCP server running with allowed directory {root}. The user asked: make the PNG preview honour export_dpi from loomcast.toml and prepare the exports folder.",
                bad=True, turn=6, kind="file content changed between reads with no write: max_treadles 18 -> 16 in loomcast.toml")


# ---------------------------------------------------------------- PagerDuty
def t_pagerduty() -> dict[str, Any]:
    # bad: turn 8 reports the incident resolved at 02:49:55Z, earlier than the 02:52:30Z acknowledgement (turn 4) and the 02:55:12Z note (turn 5) - clock goes backwards.
    tools = [
        tool("list_incidents", "List incidents, filtered by status, urgency or service", {"statuses": arr(enum("triggered", "acknowledged", "resolved")), "service_ids": arr(S), "urgencies": arr(S), "limit": INT}, []),
        tool("get_incident", "Get one incident by id", {"incident_id": S}, ["incident_id"]),
        tool("list_oncalls", "List current on-call entries", {"escalation_policy_ids": arr(S), "schedule_ids": arr(S), "user_ids": arr(S)}, []),
        tool("manage_incidents", "Acknowledge, resolve, reassign or change urgency of incidents", {"incident_ids": arr(S), "status": enum("acknowledged", "resolved"), "urgency": S, "escalation_level": INT, "assignement": OBJ}, ["incident_ids"]),
        tool("add_note_to_incident", "Add a note to an incident", {"incident_id": S, "note": S}, ["incident_id", "note"]),
        tool("list_incident_log_entries", "List the log entries of an incident, oldest first", {"incident_id": S, "is_overview": B}, ["incident_id"]),
        tool("get_service", "Get a service by id", {"service_id": S}, ["service_id"]),
    ]
    inc = "Q2F8K1ZLMN04RB"
    title = "[Datadog] checkout-api p95 latency > 2s (eu-west-1)"
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25),
         "2 incidents (statuses: triggered, acknowledged)\n\n"
         f"#4812  {inc}  triggered     high  checkout-api     created 2024-08-22T02:41:07Z\n"
         f"       {title}\n"
         "       assigned to: Kiran Desai  |  escalation policy: Payments – Primary\n\n"
         "#4809  Q0J5WBN7YH3C2X  acknowledged  low   kafka-platform   created 2024-08-21T21:58:30Z\n"
         "       Disk usage > 85% on kafka-broker-3\n"
         "       assigned to: Ola Nyberg  |  escalation policy: Data Infra"),
        (call("get_incident", incident_id=inc),
         kv([("id", inc), ("incident_number", 4812), ("title", title), ("status", "triggered"), ("urgency", "high"),
             ("priority", "P2"), ("service", "checkout-api (P7XK2QJ)"), ("escalation_policy", "Payments – Primary (PD4M1TZ)"),
             ("assigned_to", "Kiran Desai (PUX7J3K), escalation level 1"), ("created_at", "2024-08-22T02:41:07Z"),
             ("last_status_change_at", "2024-08-22T02:41:07Z"), ("alert_counts", "triggered=1, resolved=0, all=1"),
             ("incident_key", "dd-monitor-88214093-eu-west-1"),
             ("body", "p95(trace.http.request{service:checkout-api,region:eu-west-1}) = 2.84s over last 5m (threshold 2s)"),
             ("html_url", f"https://kronomarket.pagerduty.com/incidents/{inc}")])),
        (call("list_oncalls", escalation_policy_ids=["PD4M1TZ"]),
         "On-call for escalation policy Payments – Primary (PD4M1TZ):\n"
         "level 1  Kiran Desai      schedule: Payments EU primary    until 2024-08-22T07:00:00Z\n"
         "level 2  Sofia Rinaldi    schedule: Payments EU secondary  until 2024-08-22T07:00:00Z\n"
         "level 3  Marek Novak      (direct, always on call)"),
        (call("manage_incidents", incident_ids=[inc], status="acknowledged"),
         f"Updated 1 incident\n{inc}  #4812  status: acknowledged  (acknowledged by Kiran Desai at 2024-08-22T02:52:30Z)"),
        (call("add_note_to_incident", incident_id=inc, note="Rolling back checkout-api 3.14.0 -> 3.13.2; p95 already recovering in eu-west-1a."),
         kv([("note_id", "PZ1N8R0Q4TXA"), ("incident", inc), ("created_at", "2024-08-22T02:55:12Z"), ("user", "Kiran Desai"),
             ("content", "Rolling back checkout-api 3.14.0 -> 3.13.2; p95 already recovering in eu-west-1a.")])),
        (call("list_incident_log_entries", incident_id=inc, is_overview=False),
         f"Log entries for {inc} (#4812), oldest first:\n"
         "2024-08-22T02:41:07Z  trigger_log_entry      Triggered through the API (Datadog integration)\n"
         "2024-08-22T02:41:07Z  assign_log_entry       Assigned to Kiran Desai (escalation level 1)\n"
         "2024-08-22T02:41:09Z  notify_log_entry       Notified Kiran Desai by push notification\n"
         "2024-08-22T02:41:10Z  notify_log_entry       Notified Kiran Desai by SMS (+46 70 *** **18)\n"
         "2024-08-22T02:43:10Z  notify_log_entry       Notified Kiran Desai by phone call (+46 70 *** **18)\n"
         "2024-08-22T02:52:30Z  acknowledge_log_entry  Acknowledged by Kiran Desai (via API)\n"
         "2024-08-22T02:55:12Z  annotate_log_entry     Note added by Kiran Desai"),
        (call("get_service", service_id="P7XK2QJ"),
         kv([("id", "P7XK2QJ"), ("name", "checkout-api"), ("status", "critical"), ("description", "Checkout and payment-intent API (EU)"),
             ("escalation_policy", "Payments – Primary (PD4M1TZ)"), ("acknowledgement_timeout", "1800 s"), ("auto_resolve_timeout", "14400 s"),
             ("alert_creation", "create_alerts_and_incidents"), ("integrations", "Datadog (PN3C8VW), Events API v2 (P0R5DKQ)"),
             ("last_incident_timestamp", "2024-08-22T02:41:07Z"), ("html_url", "https://kronomarket.pagerduty.com/service-directory/P7XK2QJ")])),
        (call("manage_incidents", incident_ids=[inc], status="resolved"),
         f"Updated 1 incident\n{inc}  #4812  status: resolved  (resolved by Kiran Desai at 2024-08-22T02:49:55Z)"),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25),
         "1 incident (statuses: triggered, acknowledged)\n\n"
         "#4809  Q0J5WBN7YH3C2X  acknowledged  low   kafka-platform   created 2024-08-21T21:58:30Z\n"
         "       Disk usage > 85% on kafka-broker-3\n"
         "       assigned to: Ola Nyberg  |  escalation policy: Data Infra"),
        (call("add_note_to_incident", incident_id="Q0J5WBN7YH3C2X", note="FYI from payments on-call: checkout rollback done, no more audit-topic burst expected from us tonight."),
         kv([("note_id", "PQ7T2M9X1BCE"), ("incident", "Q0J5WBN7YH3C2X"), ("created_at", "2024-08-22T03:16:40Z"), ("user", "Kiran Desai"),
             ("content", "FYI from payments on-call: checkout rollback done, no more audit-topic burst expected from us tonight.")])),
    ]
    return dict(system=mcp_system("pagerduty", "PagerDuty REST API v2 for the kronomarket account", tools), turns=turns,
                state="PagerDuty MCP server connected (subdomain kronomarket) as Kiran Desai (PUX7J3K), on call for Payments – Primary. UTC now 2024-08-22 02:51.",
                bad=True, turn=8, kind="timestamp goes backwards: resolved at 02:49:55Z, before the 02:52:30Z acknowledgement")


# ---------------------------------------------------------------- Google Calendar
def t_gcal() -> dict[str, Any]:
    # clean: Google Calendar - a 1:1 moved to free a slot, offsite prep created then given a 4th attendee, vendor call deleted; search shows a similar past event and summer (+01:00) offsets.
    tools = [
        tool("list_calendars", "List all available calendars", {}, []),
        tool("list_events", "List events from a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
        tool("get_freebusy", "Query free/busy information for a set of calendars", {"timeMin": S, "timeMax": S, "timeZone": S, "items": arr(OBJ)}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Create a new calendar event", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "location": S, "attendees": arr(OBJ), "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update an existing calendar event", {"calendarId": S, "eventId": S, "summary": S, "start": S, "end": S, "timeZone": S, "attendees": arr(OBJ), "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete a calendar event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("search_events", "Search events by text query", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
        tool("get_event", "Get a single event by id", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ]
    me = "rui.amaral@tessellate.pt"
    ev_sprint = "Sprint planning\n  Mon 2024-11-18 09:30–11:00 (Europe/Lisbon)\n  ID: 3vq8m2rk0lq4f1b6t9c7e5n2pa_20241118T093000Z · recurring weekly · Sala Tejo"
    ev_one_old = "1:1 Rui / Beatriz\n  Wed 2024-11-20 14:00–14:30 (Europe/Lisbon)\n  ID: 5h1d0o9s3uj2m6e8k4r7c1v0bt · attendees: beatriz.lobo@tessellate.pt (accepted)"
    ev_vendor = "Vendor call – Lumen Print\n  Wed 2024-11-20 16:00–16:45 (Europe/Lisbon)\n  ID: 0p7k3f9e2l1q6d5w8s4m2x7nhr · Google Meet · attendees: ana.ferreira@lumenprint.pt (needsAction)"
    ev_design = "Design review: onboarding flow\n  Thu 2024-11-21 11:00–12:00 (Europe/Lisbon)\n  ID: 2g6t1b8n4k0x7m3q9d5w2c8vfe · Sala Douro · attendees: 5"
    ev_lunch = "Team lunch (Time Out Market)\n  Fri 2024-11-22 12:30–14:00 (Europe/Lisbon)\n  ID: 6s0e4r9d1c7a3m5b8k2q4w7xlu · Mercado da Ribeira"
    ev_prep = "Q1 roadmap offsite – prep\n  Wed 2024-11-20 14:00–15:30 (Europe/Lisbon)\n  ID: 7k2m9q4d1s0v8e3b6n5r2c1tjo · Sala Tejo (3rd floor) · attendees: 3"
    ev_one_new = "1:1 Rui / Beatriz\n  Thu 2024-11-21 10:00–10:30 (Europe/Lisbon)\n  ID: 5h1d0o9s3uj2m6e8k4r7c1v0bt · attendees: beatriz.lobo@tessellate.pt (needsAction)"

    def lst(evs: list[str]) -> str:
        return f"Found {len(evs)} events between 2024-11-18 and 2024-11-22 (calendar {me}):\n\n" + "\n\n".join(f"{i}. {e}" for i, e in enumerate(evs, 1))
    att3 = ["beatriz.lobo@tessellate.pt", "joao.pires@tessellate.pt", "mariana.sousa@tessellate.pt"]
    turns = [
        (call("list_calendars"),
         "Available calendars (3):\n"
         f"- Rui Amaral (primary) — id: {me} — access: owner — timezone: Europe/Lisbon\n"
         "- Team Tessellate — id: c_8f2d1e6b4a9c3f7e@group.calendar.google.com — access: writer — timezone: Europe/Lisbon\n"
         "- Holidays in Portugal — id: en.portuguese#holiday@group.v.calendar.google.com — access: reader"),
        (call("list_events", calendarId="primary", timeMin="2024-11-18T00:00:00Z", timeMax="2024-11-23T00:00:00Z"),
         lst([ev_sprint, ev_one_old, ev_vendor, ev_design, ev_lunch])),
        (call("get_freebusy", timeMin="2024-11-20T13:00:00Z", timeMax="2024-11-20T18:00:00Z", timeZone="Europe/Lisbon",
              items=[{"id": a} for a in att3]),
         "Free/busy 2024-11-20 13:00–18:00 (Europe/Lisbon):\n"
         "- beatriz.lobo@tessellate.pt: busy 14:00–14:30\n"
         "- joao.pires@tessellate.pt: busy 13:00–14:00\n"
         "- mariana.sousa@tessellate.pt: busy 16:00–17:00"),
        (call("update_event", calendarId="primary", eventId="5h1d0o9s3uj2m6e8k4r7c1v0bt", start="2024-11-21T10:00:00", end="2024-11-21T10:30:00",
              timeZone="Europe/Lisbon", sendUpdates="all"),
         "Event updated: 1:1 Rui / Beatriz\n"
         "When: Thu 2024-11-21 10:00–10:30 (Europe/Lisbon)\n"
         "ID: 5h1d0o9s3uj2m6e8k4r7c1v0bt\n"
         "Attendees: beatriz.lobo@tessellate.pt (needsAction — time changed, re-invited)\n"
         "Link: https://www.google.com/calendar/event?eid=NWgxZDBvOXMzdWoybTZlOGs0cjdjMXYwYnQgcnVpLmFtYXJhbEB0ZXNzZWxsYXRlLnB0"),
        (call("create_event", calendarId="primary", summary="Q1 roadmap offsite – prep", start="2024-11-20T14:00:00", end="2024-11-20T15:30:00",
              timeZone="Europe/Lisbon", location="Sala Tejo (3rd floor)", attendees=[{"email": a} for a in att3], sendUpdates="all",
              description="Agree agenda + pre-reads for the January offsite. Bring your team's top-3 bets."),
         "Event created: Q1 roadmap offsite – prep\n"
         "When: Wed 2024-11-20 14:00–15:30 (Europe/Lisbon)\n"
         "Where: Sala Tejo (3rd floor)\n"
         "ID: 7k2m9q4d1s0v8e3b6n5r2c1tjo\n"
         "Attendees: beatriz.lobo@tessellate.pt, joao.pires@tessellate.pt, mariana.sousa@tessellate.pt (all needsAction)\n"
         "Link: https://www.google.com/calendar/event?eid=N2sybTlxNGQxczB2OGUzYjZuNXIyYzF0am8gcnVpLmFtYXJhbEB0ZXNzZWxsYXRlLnB0"),
        (call("delete_event", calendarId="primary", eventId="0p7k3f9e2l1q6d5w8s4m2x7nhr", sendUpdates="all"),
         "Event deleted: Vendor call – Lumen Print (0p7k3f9e2l1q6d5w8s4m2x7nhr). Cancellation sent to 1 guest."),
        (call("list_events", calendarId="primary", timeMin="2024-11-18T00:00:00Z", timeMax="2024-11-23T00:00:00Z"),
         lst([ev_sprint, ev_prep, ev_one_new, ev_design, ev_lunch])),
        (call("search_events", calendarId="primary", query="offsite", timeMin="2024-09-01T00:00:00Z", timeMax="2024-12-31T23:59:59Z"),
         pj([{"id": "1c9f5b2e8d4a7k3m0q6r1t8vwx", "summary": "Q3 offsite retro", "start": {"dateTime": "2024-09-27T10:00:00+01:00"},
              "end": {"dateTime": "2024-09-27T12:00:00+01:00"}, "location": "Quinta do Lago, Sintra", "status": "confirmed"},
             {"id": "7k2m9q4d1s0v8e3b6n5r2c1tjo", "summary": "Q1 roadmap offsite – prep", "start": {"dateTime": "2024-11-20T14:00:00Z"},
              "end": {"dateTime": "2024-11-20T15:30:00Z"}, "location": "Sala Tejo (3rd floor)", "status": "confirmed"}])),
        (call("update_event", calendarId="primary", eventId="7k2m9q4d1s0v8e3b6n5r2c1tjo",
              attendees=[{"email": a} for a in att3 + ["sofia.marques@tessellate.pt"]], sendUpdates="all"),
         "Event updated: Q1 roadmap offsite – prep\n"
         "When: Wed 2024-11-20 14:00–15:30 (Europe/Lisbon)\n"
         "ID: 7k2m9q4d1s0v8e3b6n5r2c1tjo\n"
         "Attendees: beatriz.lobo@tessellate.pt, joao.pires@tessellate.pt, mariana.sousa@tessellate.pt, sofia.marques@tessellate.pt (all needsAction)"),
        (call("get_event", calendarId="primary", eventId="7k2m9q4d1s0v8e3b6n5r2c1tjo"),
         pj({"kind": "calendar#event", "id": "7k2m9q4d1s0v8e3b6n5r2c1tjo", "status": "confirmed",
             "htmlLink": "https://www.google.com/calendar/event?eid=N2sybTlxNGQxczB2OGUzYjZuNXIyYzF0am8gcnVpLmFtYXJhbEB0ZXNzZWxsYXRlLnB0",
             "created": "2024-11-15T10:17:03.000Z", "updated": "2024-11-15T10:22:41.118Z", "summary": "Q1 roadmap offsite – prep",
             "description": "Agree agenda + pre-reads for the January offsite. Bring your team's top-3 bets.", "location": "Sala Tejo (3rd floor)",
             "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
             "start": {"dateTime": "2024-11-20T14:00:00Z", "timeZone": "Europe/Lisbon"},
             "end": {"dateTime": "2024-11-20T15:30:00Z", "timeZone": "Europe/Lisbon"},
             "attendees": [{"email": a, "responseStatus": "needsAction"} for a in att3 + ["sofia.marques@tessellate.pt"]],
             "reminders": {"useDefault": True}, "eventType": "default"})),
    ]
    return dict(system=mcp_system("google-calendar", "Google Calendar API v3 for rui.amaral@tessellate.pt", tools), turns=turns,
                state="google-calendar MCP server authorised for rui.amaral@tessellate.pt (OAuth, calendar scope). Today is Friday 2024-11-15, 10:12 Europe/Lisbon.")


# ---------------------------------------------------------------- Linear
def t_linear() -> dict[str, Any]:
    # bad: turn 11 (my issues) shows MOB-412 under project "Offline sync v2", the name turn 3 renamed to "Offline sync – conflict resolution" (turns 4 and 10 already show the new name).
    tools = [
        tool("linear_list_projects", "List projects of a team", {"teamId": S, "includeArchived": B}, ["teamId"]),
        tool("linear_get_project", "Get a project with issue counts and milestones", {"projectId": S}, ["projectId"]),
        tool("linear_update_project", "Update a project's name, description, state or dates", {"projectId": S, "name": S, "targetDate": S, "state": S}, ["projectId"]),
        tool("linear_search_issues", "Search issues with filters", {"query": S, "teamId": S, "projectId": S, "assigneeId": S, "states": arr(S), "limit": INT}, []),
        tool("linear_update_issue", "Update an existing issue", {"id": S, "title": S, "priority": INT, "assigneeId": S, "stateName": S, "cycleId": S, "estimate": INT}, ["id"]),
        tool("linear_create_issue", "Create a new issue", {"teamId": S, "title": S, "description": S, "projectId": S, "priority": INT, "labels": arr(S)}, ["teamId", "title"]),
        tool("linear_add_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_list_cycles", "List cycles of a team", {"teamId": S}, ["teamId"]),
    ]
    team = "MOB"
    pid = "9f3c1a2e-6b7d-4e58-a1c0-2d4f8b6e7a31"
    old, new = "Offline sync v2", "Offline sync – conflict resolution"
    me_id = "2c7e91d4-0a3b-4f6e-8d15-b9a4c2e7f038"
    turns = [
        (call("linear_list_projects", teamId=team),
         "Projects for team MOB (Mobile):\n"
         f"- {old} (id: {pid}) — started — 38% — lead: Paula Iversen — target: 2024-09-30\n"
         "- Android 15 readiness (id: 4b8d2f60-1e9c-4a73-b5d2-7c0e3f9a1b64) — started — 71% — lead: Emre Kaya — target: 2024-08-31\n"
         "- Crash-free 99.8% (id: e05a7c3b-92d1-48f6-a3e4-1b6d0c8f5e27) — started — 55% — lead: Paula Iversen — target: 2024-09-15\n"
         "- Widget revamp (id: 7d1e4a9c-3f25-4b80-9c6e-e2a5b8d0f413) — planned — 0% — lead: Lucía Ortega — target: 2024-11-01"),
        (call("linear_get_project", projectId=pid),
         f"# {old}\n"
         f"ID: {pid}\nState: started\nLead: Paula Iversen\nStart: 2024-06-17\nTarget: 2024-09-30\nProgress: 38%\n"
         "Issues: 14 total — 5 done, 3 in progress, 6 todo\n"
         "Milestones:\n- Conflict model RFC (done)\n- Client merge engine (in progress, 2/5)\n- Beta to 5% of iOS users (not started)\n"
         "Description: Replace last-write-wins with field-level merges for checklists, notes and attachments; keep offline edits for up to 45 days."),
        (call("linear_update_project", projectId=pid, name=new, targetDate="2024-10-15"),
         f"Project updated: {new}\nID: {pid}\nTarget date: 2024-10-15 (was 2024-09-30)\n"
         "URL: https://linear.app/tidepool/project/offline-sync-conflict-resolution-2d4f8b6e7a31"),
        (call("linear_search_issues", projectId=pid, states=["Todo"], limit=10),
         "Found 6 issues:\n"
         f"- MOB-412: Merge strategy for concurrently edited checklists (Todo, Priority: High, Project: {new}, Assignee: unassigned)\n"
         f"- MOB-415: Attachment upload queue survives app kill (Todo, Priority: Medium, Project: {new}, Assignee: Emre Kaya)\n"
         f"- MOB-418: Show 'edited on another device' banner on conflict (Todo, Priority: Medium, Project: {new}, Assignee: Lucía Ortega)\n"
         f"- MOB-419: Migrate local DB schema v7 -> v8 (Todo, Priority: High, Project: {new}, Assignee: Emre Kaya)\n"
         f"- MOB-423: Telemetry: count merges by strategy (Todo, Priority: Low, Project: {new}, Assignee: unassigned)\n"
         f"- MOB-426: QA matrix for 45-day offline edits (Todo, Priority: Medium, Project: {new}, Assignee: Jonas Falk)"),
        (call("linear_update_issue", id="MOB-412", assigneeId=me_id, priority=1),
         "Updated issue MOB-412: Merge strategy for concurrently edited checklists\nState: Todo\nPriority: Urgent\nAssignee: Paula Iversen\n"
         "URL: https://linear.app/tidepool/issue/MOB-412/merge-strategy-for-concurrently-edited-checklists"),
        (call("linear_create_issue", teamId=team, title="Handle tombstones on re-sync after 30+ days offline", projectId=pid, priority=2,
              description="Items deleted on server while a client was offline >30 days come back after re-sync. Respect server tombstones before applying local edits."),
         "Created issue MOB-431: Handle tombstones on re-sync after 30+ days offline\nState: Todo\nPriority: High\nAssignee: unassigned\n"
         "URL: https://linear.app/tidepool/issue/MOB-431/handle-tombstones-on-re-sync-after-30-days-offline"),
        (call("linear_add_comment", issueId="MOB-418", body="Design: use the existing `InlineNotice` component, copy from the RFC §4. Dismiss per item, not per screen."),
         "Comment added to MOB-418 (comment id: 8e4f0b27-6c1d-4a93-b2e5-d7f3a90c1e68) at 2024-07-31T11:42:09Z"),
        (call("linear_list_cycles", teamId=team),
         "Cycles for team MOB:\n"
         "- Cycle 26 — 2024-07-15 → 2024-07-28 — completed — 23/26 issues done\n"
         "- Cycle 27 (id: c27a5e90-4d1b-4f38-8e62-0b9d3a7c1f45) — 2024-07-29 → 2024-08-11 — current — 6/19 issues done\n"
         "- Cycle 28 (id: c28b6f01-5e2c-4049-9f73-1cae4b8d2056) — 2024-08-12 → 2024-08-25 — upcoming — 4 issues"),
        (call("linear_update_issue", id="MOB-412", cycleId="c27a5e90-4d1b-4f38-8e62-0b9d3a7c1f45", stateName="In Progress"),
         "Updated issue MOB-412: Merge strategy for concurrently edited checklists\nState: In Progress\nPriority: Urgent\nAssignee: Paula Iversen\nCycle: Cycle 27"),
        (call("linear_search_issues", query="tombstone", teamId=team, limit=10),
         "Found 2 issues:\n"
         f"- MOB-431: Handle tombstones on re-sync after 30+ days offline (Todo, Priority: High, Project: {new}, Assignee: unassigned)\n"
         "- MOB-377: Server: purge tombstones older than 90 days (Done, Priority: Medium, Project: Sync backend, Assignee: Jonas Falk)"),
        (call("linear_search_issues", assigneeId=me_id, states=["In Progress", "Todo"], limit=20),
         "Found 4 issues:\n"
         f"- MOB-412: Merge strategy for concurrently edited checklists (In Progress, Priority: Urgent, Project: {old}, Cycle: Cycle 27)\n"
         "- MOB-398: Predictive back gesture on all full-screen sheets (In Progress, Priority: High, Project: Android 15 readiness, Cycle: Cycle 27)\n"
         "- MOB-405: ANR in photo picker on Android 12 (Todo, Priority: High, Project: Crash-free 99.8%, Cycle: Cycle 27)\n"
         "- MOB-421: Widget: compact 2x1 layout spec (Todo, Priority: Low, Project: Widget revamp, Cycle: none)"),
        (call("linear_add_comment", issueId="MOB-412", body="Starting with per-item vector clocks; draft PR by Friday. Will pair with Emre on the v8 schema (MOB-419)."),
         "Comment added to MOB-412 (comment id: 3a9d6c14-7e2f-4b58-a0c3-5f81e6b2d497) at 2024-07-31T11:47:33Z"),
    ]
    return dict(system=mcp_system("linear", "Linear GraphQL API for the tidepool workspace", tools), turns=turns,
                state=f"Linear MCP server connected to workspace 'tidepool' as Paula Iversen (user id {me_id}), team MOB. Now 2024-07-31 11:38 UTC.",
                bad=True, turn=11, kind="renamed project shown under its old name in a later issue listing")


# ---------------------------------------------------------------- Notion
def t_notion() -> dict[str, Any]:
    # clean: Notion editorial calendar - page created and filled, another page renamed and moved to Drafting; status filters return different page sets; last_edited_time only moves with the agent's edits.
    tools = [
        tool("API-post-search", "Search by title across pages and databases", {"query": S, "filter": OBJ, "page_size": INT}, []),
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": arr(OBJ), "page_size": INT}, ["database_id"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ, "children": arr(OBJ)}, ["parent", "properties"]),
        tool("API-patch-page", "Update page properties", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id", "properties"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
        tool("API-get-block-children", "Retrieve block children", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-patch-block-children", "Append block children", {"block_id": S, "children": arr(OBJ)}, ["block_id", "children"]),
    ]
    db = "1a7e4c29-83b5-4d0f-9e26-5c8b7f31d4a2"
    ws = "notion.so/threadline"

    def page(pid: str, name: str, status: str, date: str | None, author: str, created: str, edited: str) -> dict[str, Any]:
        slug = "-".join("".join(ch for ch in name if ch.isalnum() or ch == " ").split())
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "properties": {"Name": {"id": "title", "type": "title", "title": [{"type": "text", "plain_text": name}]},
                               "Status": {"id": "%5DqzX", "type": "status", "status": {"name": status}},
                               "Publish date": {"id": "Yd%3Fk", "type": "date", "date": ({"start": date, "end": None} if date else None)},
                               "Author": {"id": "p%7Ctr", "type": "select", "select": {"name": author}}},
                "url": f"https://www.{ws}/{slug}-{pid.replace('-', '')}"}
    P = {
        "dyes": ("3f61b0a4-7c2e-4d19-8e5a-b2c9d7f40e16", "Natural dyes on a budget", "Published", "2024-04-30", "Signe", "2024-03-02T10:11:00.000Z", "2024-04-30T07:02:00.000Z"),
        "mill": ("8b2d5e7f-1a94-4c36-9f0b-e6a3c8d21b57", "Interview: the last mill in Tweedale", "Scheduled", "2024-05-16", "Edvin", "2024-03-19T13:40:00.000Z", "2024-05-10T15:27:00.000Z"),
        "drafts": ("c4e9a1f2-6b3d-47e8-a025-9d7b1c3e5f80", "Reading old weaving drafts", "Editing", "2024-05-21", "Signe", "2024-04-02T08:55:00.000Z", "2024-05-13T16:48:00.000Z"),
        "wheel": ("5d0f3b86-2e7a-4b19-c6d4-a1e8f9b72c03", "Spinning wheel maintenance 101", "Drafting", "2024-05-28", "Maja", "2024-04-11T09:20:00.000Z", "2024-05-12T19:05:00.000Z"),
        "winter": ("e7a2c5d9-4f18-4b6e-93a0-7c1d8b5e2f64", "Winter dye garden", "Idea", None, "Maja", "2024-04-25T11:03:00.000Z", "2024-04-25T11:03:00.000Z"),
        "linen": ("9c3b7e1a-58d2-4f06-b4e9-2a6f0d8c3b71", "Linen vs hemp warp", "Idea", None, "Edvin", "2024-05-06T14:32:00.000Z", "2024-05-06T14:32:00.000Z"),
    }

    def pg(k: str, **over: Any) -> dict[str, Any]:
        pid, name, status, date, author, created, edited = P[k]
        vals = {"name": name, "status": status, "date": date, "author": author, "edited": edited, **over}
        return page(pid, vals["name"], vals["status"], vals["date"], vals["author"], created, vals["edited"])
    new_id = "0c5d8e91-2a4f-4b37-b6e8-93f1a7c2d405"
    nname = "Field notes: restoring a 1970s loom"

    def npage(status: str, date: str | None, edited: str) -> dict[str, Any]:
        return page(new_id, nname, status, date, "Edvin", "2024-05-14T09:24:00.000Z", edited)
    winter_new = dict(name="Winter dye garden: woad & weld", status="Drafting", edited="2024-05-14T09:26:00.000Z")
    blocks = [
        {"object": "block", "id": "b1f7c0e2-3d94-4a58-8e61-f2c9a0b5d713", "type": "heading_2", "has_children": False,
         "heading_2": {"rich_text": [{"type": "text", "plain_text": "Why this loom"}]}},
        {"object": "block", "id": "b2a8d1f3-4e05-4b69-9f72-03dab1c6e824", "type": "paragraph", "has_children": False,
         "paragraph": {"rich_text": [{"type": "text", "plain_text": "A 4-shaft countermarch from 1974, bought for 600 kr with a cracked breast beam and no tie-up cords."}]}},
        {"object": "block", "id": "b3b9e2a4-5f16-4c7a-a083-14ebc2d7f935", "type": "bulleted_list_item", "has_children": False,
         "bulleted_list_item": {"rich_text": [{"type": "text", "plain_text": "Parts list: Texsolv cord, 2 lamms, linseed oil, new apron rod"}]}},
    ]

    def q(results: list[dict[str, Any]]) -> str:
        return mcp_text({"object": "list", "results": results, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    drafting = {"property": "Status", "status": {"equals": "Drafting"}}
    by_date = [{"property": "Publish date", "direction": "ascending"}]
    turns = [
        (call("API-post-search", query="Editorial calendar", filter={"property": "object", "value": "database"}, page_size=5),
         mcp_text({"object": "list", "results": [{"object": "database", "id": db, "title": [{"type": "text", "plain_text": "Editorial calendar"}],
                                                  "created_time": "2024-01-08T12:00:00.000Z", "last_edited_time": "2024-05-13T16:48:00.000Z",
                                                  "url": f"https://www.{ws}/{db.replace('-', '')}", "archived": False}],
                   "next_cursor": None, "has_more": False})),
        (call("API-post-database-query", database_id=db, sorts=by_date),
         q([pg("dyes"), pg("mill"), pg("drafts"), pg("wheel"), pg("winter"), pg("linen")])),
        (call("API-post-page", parent={"database_id": db},
              properties={"Name": {"title": [{"text": {"content": nname}}]}, "Status": {"status": {"name": "Idea"}}, "Author": {"select": {"name": "Edvin"}}}),
         mcp_text(npage("Idea", None, "2024-05-14T09:24:00.000Z"))),
        (call("API-patch-block-children", block_id=new_id, children=[
            {"type": "heading_2", "heading_2": {"rich_text": [{"text": {"content": "Why this loom"}}]}},
            {"type": "paragraph", "paragraph": {"rich_text": [{"text": {"content": "A 4-shaft countermarch from 1974, bought for 600 kr with a cracked breast beam and no tie-up cords."}}]}},
            {"type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"text": {"content": "Parts list: Texsolv cord, 2 lamms, linseed oil, new apron rod"}}]}}]),
         mcp_text({"object": "list", "results": blocks, "next_cursor": None, "has_more": False})),
        (call("API-patch-page", page_id=P["winter"][0],
              properties={"Name": {"title": [{"text": {"content": "Winter dye garden: woad & weld"}}]}, "Status": {"status": {"name": "Drafting"}}}),
         mcp_text(pg("winter", **winter_new))),
        (call("API-post-database-query", database_id=db, filter=drafting, sorts=by_date),
         q([pg("wheel"), pg("winter", **winter_new)])),
        (call("API-get-block-children", block_id=new_id, page_size=50),
         mcp_text({"object": "list", "results": blocks, "next_cursor": None, "has_more": False})),
        (call("API-patch-page", page_id=new_id, properties={"Status": {"status": {"name": "Drafting"}}, "Publish date": {"date": {"start": "2024-06-11"}}}),
         mcp_text(npage("Drafting", "2024-06-11", "2024-05-14T09:29:00.000Z"))),
        (call("API-post-database-query", database_id=db, filter=drafting, sorts=by_date),
         q([pg("wheel"), npage("Drafting", "2024-06-11", "2024-05-14T09:29:00.000Z"), pg("winter", **winter_new)])),
        (call("API-retrieve-a-page", page_id=P["winter"][0]),
         mcp_text(pg("winter", **winter_new))),
    ]
    return dict(system=mcp_system("notion", "Notion API (2022-06-28) via @notionhq/notion-mcp-server, integration 'Threadline bot'", tools), turns=turns,
                state="notion-mcp-server connected with integration 'Threadline bot' (workspace Threadline Journal; shared with the Editorial calendar database). Now 2024-05-14 09:22 UTC.")


# ---------------------------------------------------------------- Shopify
def t_shopify() -> dict[str, Any]:
    # clean: Shopify candle store - restock one variant, reprice another, create a discount, publish a draft product; title searches with different terms return different product sets.
    tools = [
        tool("get_products", "Search products by title", {"searchTitle": S, "limit": INT}, []),
        tool("get_product_by_id", "Get a product with its variants and inventory", {"productId": S}, ["productId"]),
        tool("adjust_inventory", "Adjust available inventory of an inventory item at a location", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("update_variant_price", "Update a product variant's price and compare-at price", {"variantId": S, "price": S, "compareAtPrice": S}, ["variantId", "price"]),
        tool("get_orders", "Get orders with an optional status and search query", {"status": enum("open", "closed", "cancelled", "any"), "query": S, "limit": INT}, []),
        tool("create_discount_code", "Create a basic percentage discount code", {"title": S, "code": S, "percentage": NUM, "productIds": arr(S), "startsAt": S, "endsAt": S}, ["title", "code", "percentage"]),
        tool("update_product", "Update product fields such as title, status or tags", {"productId": S, "title": S, "status": enum("ACTIVE", "DRAFT", "ARCHIVED"), "tags": arr(S)}, ["productId"]),
    ]
    bs, tl, rd, cs = ("gid://shopify/Product/8812345671234", "gid://shopify/Product/8812345703999",
                      "gid://shopify/Product/8799012245511", "gid://shopify/Product/8790441187302")
    v220, v400 = "gid://shopify/ProductVariant/47210983310402", "gid://shopify/ProductVariant/47210983343170"
    ii220, ii400 = "gid://shopify/InventoryItem/49301127995458", "gid://shopify/InventoryItem/49301128028226"
    loc = "gid://shopify/Location/71203946707"

    def summary(pid: str, title: str, status: str, lo: str, hi: str, inv: int, variants: int, updated: str) -> dict[str, Any]:
        return {"id": pid, "title": title, "status": status, "totalInventory": inv, "variantsCount": variants,
                "priceRange": {"minVariantPrice": {"amount": lo, "currencyCode": "NOK"}, "maxVariantPrice": {"amount": hi, "currencyCode": "NOK"}},
                "updatedAt": updated}

    def full(p220: str, c220: str | None, q400: int, updated: str) -> dict[str, Any]:
        return {"product": {"id": bs, "title": "Birch & Smoke Soy Candle", "handle": "birch-smoke-soy-candle", "status": "ACTIVE",
                            "vendor": "Fjordlight", "productType": "Candle", "tags": ["autumn", "bestseller", "soy"],
                            "createdAt": "2023-09-04T10:15:22Z", "updatedAt": updated, "totalInventory": 14 + q400,
                            "variants": [
                                {"id": v220, "title": "220 g", "sku": "FJ-BS-220", "price": p220, "compareAtPrice": c220,
                                 "inventoryItem": {"id": ii220}, "inventoryQuantity": 14},
                                {"id": v400, "title": "400 g", "sku": "FJ-BS-400", "price": "399.00", "compareAtPrice": None,
                                 "inventoryItem": {"id": ii400}, "inventoryQuantity": q400}]}}
    turns = [
        (call("get_products", searchTitle="birch", limit=10),
         pj({"products": [
             summary(bs, "Birch & Smoke Soy Candle", "ACTIVE", "249.0", "399.0", 20, 2, "2024-10-02T11:48:10Z"),
             summary(tl, "Birch & Smoke – Tealight Set (12)", "DRAFT", "149.0", "149.0", 40, 1, "2024-09-30T08:01:44Z"),
             summary(rd, "Silver Birch Reed Diffuser", "ACTIVE", "329.0", "329.0", 22, 1, "2024-09-18T13:27:05Z")]})),
        (call("get_product_by_id", productId=bs), pj(full("249.00", None, 6, "2024-10-02T11:48:10Z"))),
        (call("adjust_inventory", inventoryItemId=ii400, locationId=loc, delta=30, reason="received"),
         pj({"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/23718904561730", "createdAt": "2024-10-08T08:12:44Z",
                                          "reason": "received", "changes": [{"name": "available", "delta": 30, "quantityAfterChange": 36,
                                                                             "item": {"id": ii400, "sku": "FJ-BS-400"}, "location": {"name": "Bergen studio"}}]},
             "userErrors": []})),
        (call("update_variant_price", variantId=v220, price="269.00", compareAtPrice="299.00"),
         pj({"productVariant": {"id": v220, "sku": "FJ-BS-220", "title": "220 g", "price": "269.00", "compareAtPrice": "299.00",
                                "updatedAt": "2024-10-08T08:13:30Z"}, "userErrors": []})),
        (call("get_orders", status="open", query="sku:FJ-BS-400", limit=10),
         pj({"orders": [
             {"id": "gid://shopify/Order/5830412894530", "name": "#1190", "createdAt": "2024-10-07T19:22:08Z", "displayFinancialStatus": "PAID",
              "displayFulfillmentStatus": "UNFULFILLED", "totalPrice": "728.00", "currencyCode": "NOK", "customer": "Astrid Hauge",
              "lineItems": [{"sku": "FJ-BS-400", "title": "Birch & Smoke Soy Candle - 400 g", "quantity": 1, "price": "399.00"},
                            {"sku": "FJ-SB-RD100", "title": "Silver Birch Reed Diffuser", "quantity": 1, "price": "329.00"}]},
             {"id": "gid://shopify/Order/5829977047362", "name": "#1187", "createdAt": "2024-10-07T08:40:51Z", "displayFinancialStatus": "PAID",
              "displayFulfillmentStatus": "UNFULFILLED", "totalPrice": "798.00", "currencyCode": "NOK", "customer": "Lars Vik",
              "lineItems": [{"sku": "FJ-BS-400", "title": "Birch & Smoke Soy Candle - 400 g", "quantity": 2, "price": "399.00"}]}]})),
        (call("create_discount_code", title="BIRCH10", code="BIRCH10", percentage=0.1, productIds=[bs, tl],
              startsAt="2024-10-08T08:00:00Z", endsAt="2024-10-31T22:59:59Z"),
         pj({"codeDiscountNode": {"id": "gid://shopify/DiscountCodeNode/1398734602473", "codeDiscount": {
             "title": "BIRCH10", "status": "ACTIVE", "codes": {"nodes": [{"code": "BIRCH10"}]}, "startsAt": "2024-10-08T08:00:00Z",
             "endsAt": "2024-10-31T22:59:59Z", "customerGets": {"value": {"percentage": 0.1}, "items": {"products": {"nodes": [{"id": bs}, {"id": tl}]}}}}},
             "userErrors": []})),
        (call("get_product_by_id", productId=bs), pj(full("269.00", "299.00", 36, "2024-10-08T08:13:30Z"))),
        (call("update_product", productId=tl, status="ACTIVE"),
         pj({"product": {"id": tl, "title": "Birch & Smoke – Tealight Set (12)", "status": "ACTIVE", "updatedAt": "2024-10-08T08:15:02Z"}, "userErrors": []})),
        (call("get_products", searchTitle="birch", limit=10),
         pj({"products": [
             summary(bs, "Birch & Smoke Soy Candle", "ACTIVE", "269.0", "399.0", 50, 2, "2024-10-08T08:13:30Z"),
             summary(tl, "Birch & Smoke – Tealight Set (12)", "ACTIVE", "149.0", "149.0", 40, 1, "2024-10-08T08:15:02Z"),
             summary(rd, "Silver Birch Reed Diffuser", "ACTIVE", "329.0", "329.0", 22, 1, "2024-09-18T13:27:05Z")]})),
        (call("get_products", searchTitle="smoke", limit=10),
         pj({"products": [
             summary(bs, "Birch & Smoke Soy Candle", "ACTIVE", "269.0", "399.0", 50, 2, "2024-10-08T08:13:30Z"),
             summary(tl, "Birch & Smoke – Tealight Set (12)", "ACTIVE", "149.0", "149.0", 40, 1, "2024-10-08T08:15:02Z"),
             summary(cs, "Cedar Smoke Wax Melts (6 cubes)", "ACTIVE", "119.0", "119.0", 57, 1, "2024-09-26T16:09:31Z")]})),
    ]
    return dict(system=mcp_system("shopify", "Shopify Admin GraphQL API for fjordlight-candles.myshopify.com", tools), turns=turns,
                state="shopify-mcp connected to fjordlight-candles.myshopify.com (Admin API 2024-07, staff: Nora Eide). One location: Bergen studio. Now 2024-10-08 10:12 Europe/Oslo.")


# ---------------------------------------------------------------- Sentry
def t_sentry() -> dict[str, Any]:
    # clean: Sentry triage - live event/user counts keep rising between reads, one issue resolved-in-next-release and one ignored, so is:unresolved shrinks and is:resolved gains the first.
    tools = [
        tool("find_projects", "Find projects in Sentry", {"organizationSlug": S, "regionUrl": S}, ["organizationSlug"]),
        tool("find_issues", "Find issues in Sentry with a query", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": enum("last_seen", "first_seen", "count", "userCount"), "regionUrl": S}, ["organizationSlug"]),
        tool("get_issue_details", "Retrieve issue details in Sentry for a specific Issue ID, including the latest stacktrace", {"organizationSlug": S, "issueId": S, "issueUrl": S}, []),
        tool("search_events", "Search and aggregate events using natural language", {"organizationSlug": S, "naturalLanguageQuery": S, "projectSlug": S, "limit": INT}, ["organizationSlug", "naturalLanguageQuery"]),
        tool("find_releases", "Find releases in Sentry", {"organizationSlug": S, "projectSlug": S, "query": S}, ["organizationSlug"]),
        tool("update_issue", "Update an issue's status or assignment", {"organizationSlug": S, "issueId": S, "status": enum("resolved", "resolvedInNextRelease", "unresolved", "ignored"), "assignedTo": S}, ["organizationSlug", "issueId"]),
    ]
    org, proj = "ledgerly", "ledgerly-api"
    T = {"3K7": "TypeError: Cannot read properties of undefined (reading 'currency')",
         "2ZQ": "DatabaseError: deadlock detected",
         "3M1": "SlowQuery: GET /v2/statements exceeded 3000ms",
         "1XD": "RedisTimeoutError: Command timed out after 500ms",
         "3P4": "ValidationError: IBAN failed checksum",
         "2Y9": "RangeError: Invalid time value (formatDate)",
         "2W3": "Error: ECONNRESET on fx-rates upstream"}
    C = {"3K7": "FxConverter.convert(src/fx/converter.ts)", "2ZQ": "LedgerRepository.postEntries(src/ledger/repository.ts)",
         "3M1": "GET /v2/statements", "1XD": "RateLimiter.take(src/middleware/rate-limit.ts)", "3P4": "validateIban(src/payees/iban.ts)",
         "2Y9": "formatStatementDate(src/statements/format.ts)", "2W3": "FxRatesClient.fetch(src/fx/client.ts)"}

    def lst(title: str, rows: list[tuple[str, int, int, str, str]]) -> str:
        out = [f"# Issues in **{org}/{proj}**", "", f"Query: `{title}`", ""]
        for k, ev, us, last, first in rows:
            out += [f"## LEDGERLY-API-{k}", "", f"**Description**: {T[k]}", f"**Culprit**: {C[k]}",
                    f"**First Seen**: {first}", f"**Last Seen**: {last}", f"**Occurrences**: {ev:,}", f"**Users Impacted**: {us:,}",
                    f"**URL**: https://ledgerly.sentry.io/issues/LEDGERLY-API-{k}", ""]
        return "\n".join(out).rstrip()
    F = {"3K7": "2024-10-23T16:05:41.000Z", "2ZQ": "2024-09-30T02:11:09.000Z", "3M1": "2024-08-14T07:40:55.000Z",
         "1XD": "2024-10-11T12:02:33.000Z", "3P4": "2024-07-02T09:18:20.000Z"}

    def details(status: str, ev: int, us: int, last: str, assignee: str) -> str:
        return (f"# Issue LEDGERLY-API-3K7 in **{org}**\n\n"
                f"**Description**: {T['3K7']}\n**Culprit**: {C['3K7']}\n**First Seen**: {F['3K7']}\n**Last Seen**: {last}\n"
                f"**Occurrences**: {ev:,}\n**Users Impacted**: {us:,}\n**Status**: {status}\n**Assigned To**: {assignee}\n"
                "**Platform**: node\n**Project**: ledgerly-api\n**URL**: https://ledgerly.sentry.io/issues/LEDGERLY-API-3K7\n\n"
                "## Tags\n- release: 2024.10.3 (100%)\n- environment: production (100%)\n- transaction: POST /v2/transfers/quote (87%), POST /v2/transfers (13%)\n\n"
                "## Latest Event\n\n### Error\n\n```\nTypeError: Cannot read properties of undefined (reading 'currency')\n```\n\n"
                "**Stacktrace:**\n```\nsrc/fx/converter.ts:58 (FxConverter.convert)\n    const quoteCcy = rates[pair].currency;\n"
                "src/transfers/quote.ts:121 (buildQuote)\nsrc/transfers/routes.ts:44 (handler)\nnode_modules/fastify/lib/handleRequest.js:153 (preHandlerCallback)\n```")
    turns = [
        (call("find_projects", organizationSlug=org),
         f"# Projects in **{org}**\n\n- **ledgerly-api**\n- **ledgerly-web**\n- **ledgerly-workers**\n- **ledgerly-ios**"),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="count"),
         lst("is:unresolved", [("3K7", 1284, 212, "2024-10-24T13:52:18.000Z", F["3K7"]), ("2ZQ", 611, 48, "2024-10-24T13:40:02.000Z", F["2ZQ"]),
                               ("3M1", 402, 97, "2024-10-24T13:51:47.000Z", F["3M1"]), ("1XD", 133, 61, "2024-10-24T11:26:15.000Z", F["1XD"]),
                               ("3P4", 58, 41, "2024-10-24T12:09:38.000Z", F["3P4"])])),
        (call("get_issue_details", organizationSlug=org, issueId="LEDGERLY-API-3K7"),
         details("unresolved", 1284, 212, "2024-10-24T13:52:18.000Z", "(unassigned)")),
        (call("search_events", organizationSlug=org, projectSlug=proj, naturalLanguageQuery="count of events for issue LEDGERLY-API-3K7 grouped by release in the last 24 hours"),
         "# Search Results\n\nQuery: `issue:LEDGERLY-API-3K7` · fields: release, count() · period: 24h · sort: -count()\n\n"
         + md_table(["release", "count()"], [["2024.10.3", "1,288"]])
         + "\n\n[View in Sentry](https://ledgerly.sentry.io/explore/discover/results/?field=release&field=count%28%29&query=issue%3ALEDGERLY-API-3K7&statsPeriod=24h)"),
        (call("find_releases", organizationSlug=org, projectSlug=proj),
         f"# Releases in **{org}/{proj}**\n\n"
         "## 2024.10.3\n**Created**: 2024-10-23T16:02:10.000Z\n**Last Deploy**: production at 2024-10-23T16:04:37.000Z\n**Commits**: 14\n**New Issues**: 2\n\n"
         "## 2024.10.2\n**Created**: 2024-10-21T09:47:51.000Z\n**Last Deploy**: production at 2024-10-21T10:03:12.000Z\n**Commits**: 9\n**New Issues**: 0\n\n"
         "## 2024.10.1\n**Created**: 2024-10-15T14:20:08.000Z\n**Last Deploy**: production at 2024-10-15T14:31:40.000Z\n**Commits**: 22\n**New Issues**: 1"),
        (call("update_issue", organizationSlug=org, issueId="LEDGERLY-API-3K7", status="resolvedInNextRelease", assignedTo="me"),
         "# Issue LEDGERLY-API-3K7 Updated in **ledgerly**\n\n**Issue**: TypeError: Cannot read properties of undefined (reading 'currency')\n"
         "**URL**: https://ledgerly.sentry.io/issues/LEDGERLY-API-3K7\n\n## Changes Made\n\n**Status**: unresolved → resolved (in next release)\n"
         "**Assigned To**: Unassigned → Dana Whitfield"),
        (call("get_issue_details", organizationSlug=org, issueId="LEDGERLY-API-3K7"),
         details("resolved (in next release)", 1297, 214, "2024-10-24T13:58:40.000Z", "Dana Whitfield")),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="count"),
         lst("is:unresolved", [("2ZQ", 614, 48, "2024-10-24T13:57:21.000Z", F["2ZQ"]), ("3M1", 409, 98, "2024-10-24T13:58:53.000Z", F["3M1"]),
                               ("1XD", 133, 61, "2024-10-24T11:26:15.000Z", F["1XD"]), ("3P4", 59, 42, "2024-10-24T13:58:12.000Z", F["3P4"])])),
        (call("update_issue", organizationSlug=org, issueId="LEDGERLY-API-3M1", status="ignored"),
         "# Issue LEDGERLY-API-3M1 Updated in **ledgerly**\n\n**Issue**: SlowQuery: GET /v2/statements exceeded 3000ms\n"
         "**URL**: https://ledgerly.sentry.io/issues/LEDGERLY-API-3M1\n\n## Changes Made\n\n**Status**: unresolved → ignored"),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="count"),
         lst("is:unresolved", [("2ZQ", 615, 49, "2024-10-24T13:59:36.000Z", F["2ZQ"]), ("1XD", 133, 61, "2024-10-24T11:26:15.000Z", F["1XD"]),
                               ("3P4", 59, 42, "2024-10-24T13:58:12.000Z", F["3P4"])])),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:resolved", sortBy="last_seen"),
         lst("is:resolved", [("3K7", 1299, 214, "2024-10-24T13:59:58.000Z", F["3K7"]),
                             ("2Y9", 77, 30, "2024-10-19T08:12:45.000Z", "2024-10-16T10:30:02.000Z"),
                             ("2W3", 1906, 355, "2024-10-09T23:51:13.000Z", "2024-09-12T06:44:18.000Z")])),
    ]
    return dict(system=mcp_system("sentry", "Sentry's hosted MCP server for the ledgerly organization", tools), turns=turns,
                state="Sentry MCP (mcp.sentry.dev) authorised as Dana Whitfield (dana@ledgerly.io), organization ledgerly, region https://de.sentry.io. Production traffic is live. Now 2024-10-24 13:55 UTC.")


# ---------------------------------------------------------------- Airtable
def t_airtable() -> dict[str, Any]:
    # bad: turn 6 lists week 2024-W37 shifts without recW7cH3yD9sL1fEb, the record created in turn 5 with Week 2024-W37 (the other new record is listed) - created record absent.
    tools = [
        tool("list_bases", "List all accessible Airtable bases", {}, []),
        tool("list_tables", "List all tables in a base with their fields", {"baseId": S, "detailLevel": enum("tableIdentifiersOnly", "identifiersOnly", "full")}, ["baseId"]),
        tool("list_records", "List records from a table", {"baseId": S, "tableId": S, "maxRecords": INT, "filterByFormula": S, "sort": arr(OBJ), "fields": arr(S)}, ["baseId", "tableId"]),
        tool("get_record", "Get a specific record by ID", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a new record in a table", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Update up to 10 records in a table", {"baseId": S, "tableId": S, "records": arr(OBJ)}, ["baseId", "tableId", "records"]),
    ]
    base, shifts, vols = "appK3vR8sT2nQwXyZ", "tblSh1ftsQ9xPz2c", "tblV0lu7t3ersA1b"
    V = {"marit": "recVm4Rt8Ka1Zq2Lp", "bjorn": "recVb7Jn2Xe5Wc9Tr", "yusra": "recVy3Hs6Df8Gk1Mn", "ola": "recVo9Pq4Lm2Ns7Bw", "keiko": "recVk1Tz5Rv8Yx3Cd"}

    def shift(rid: str, created: str, date: str, slot: str, vol: str, role: str, status: str) -> dict[str, Any]:
        return {"id": rid, "createdTime": created, "fields": {"Date": date, "Slot": slot, "Volunteer": [V[vol]], "Role": role,
                                                             "Status": status, "Week": "2024-W37"}}
    s = [shift("recS2aB7cD1eF4gH0", "2024-09-01T18:20:11.000Z", "2024-09-10", "17:00–19:00", "marit", "Intake", "Confirmed"),
         shift("recS5iJ8kL3mN6oP1", "2024-09-01T18:21:40.000Z", "2024-09-11", "17:00–19:00", "ola", "Lending desk", "Confirmed"),
         shift("recS9qR2sT5uV8wX3", "2024-09-02T07:45:02.000Z", "2024-09-12", "17:00–19:00", "keiko", "Sorting", "Confirmed"),
         shift("recS4yZ1aB6cD9eF2", "2024-09-04T20:12:57.000Z", "2024-09-14", "10:00–13:00", "marit", "Sorting", "Tentative"),
         shift("recS7gH0iJ3kL5mN8", "2024-09-04T20:13:31.000Z", "2024-09-14", "13:00–16:00", "ola", "Lending desk", "Tentative")]
    a = shift("recQ4mZ8vN2kT7pLa", "2024-09-09T07:31:22.000Z", "2024-09-13", "17:00–19:00", "bjorn", "Intake", "Tentative")
    b = shift("recW7cH3yD9sL1fEb", "2024-09-09T07:32:05.000Z", "2024-09-12", "19:00–21:00", "yusra", "Packing", "Tentative")
    flt = "{Week} = '2024-W37'"
    confirmed = {**s[3], "fields": {**s[3]["fields"], "Status": "Confirmed"}}
    turns = [
        (call("list_bases"),
         pj({"bases": [{"id": base, "name": "Seed Library Ops", "permissionLevel": "create"},
                       {"id": "appP9wE2rT6yU1iOa", "name": "Newsletter 2024", "permissionLevel": "edit"}]})),
        (call("list_tables", baseId=base, detailLevel="identifiersOnly"),
         pj({"tables": [
             {"id": vols, "name": "Volunteers", "fields": [{"id": "fldVn1", "name": "Name"}, {"id": "fldVe2", "name": "Email"}, {"id": "fldVa3", "name": "Active"}, {"id": "fldVs4", "name": "Shifts"}]},
             {"id": shifts, "name": "Shifts", "fields": [{"id": "fldSd1", "name": "Date"}, {"id": "fldSs2", "name": "Slot"}, {"id": "fldSv3", "name": "Volunteer"},
                                                         {"id": "fldSr4", "name": "Role"}, {"id": "fldSt5", "name": "Status"}, {"id": "fldSw6", "name": "Week"}, {"id": "fldSn7", "name": "Notes"}]},
             {"id": "tblSeedInv4Lm8d", "name": "Seed Inventory", "fields": [{"id": "fldIv1", "name": "Variety"}, {"id": "fldIq2", "name": "Packets"}, {"id": "fldIy3", "name": "Harvest year"}]}]})),
        (call("list_records", baseId=base, tableId=shifts, filterByFormula=flt),
         pj({"records": s})),
        (call("create_record", baseId=base, tableId=shifts,
              fields={"Date": "2024-09-13", "Slot": "17:00–19:00", "Volunteer": [V["bjorn"]], "Role": "Intake", "Status": "Tentative"}),
         pj(a)),
        (call("create_record", baseId=base, tableId=shifts,
              fields={"Date": "2024-09-12", "Slot": "19:00–21:00", "Volunteer": [V["yusra"]], "Role": "Packing", "Status": "Tentative"}),
         pj(b)),
        (call("list_records", baseId=base, tableId=shifts, filterByFormula=flt),
         pj({"records": s + [a]})),
        (call("update_records", baseId=base, tableId=shifts, records=[{"id": s[3]["id"], "fields": {"Status": "Confirmed"}}]),
         pj({"records": [confirmed]})),
        (call("list_records", baseId=base, tableId=vols, filterByFormula="{Active} = 1", sort=[{"field": "Name", "direction": "asc"}],
              fields=["Name", "Email", "Active"]),
         pj({"records": [
             {"id": V["bjorn"], "createdTime": "2024-05-12T09:14:50.000Z", "fields": {"Name": "Bjørn Aasheim", "Email": "bjorn.aasheim@posteo.no", "Active": True}},
             {"id": V["keiko"], "createdTime": "2024-03-03T17:22:08.000Z", "fields": {"Name": "Keiko Tanabe", "Email": "keiko.t@gmail.com", "Active": True}},
             {"id": V["marit"], "createdTime": "2023-11-20T12:00:41.000Z", "fields": {"Name": "Marit Solberg", "Email": "marit.solberg@online.no", "Active": True}},
             {"id": V["ola"], "createdTime": "2024-01-15T19:37:26.000Z", "fields": {"Name": "Ola Rustad", "Email": "ola.rustad@outlook.com", "Active": True}},
             {"id": V["yusra"], "createdTime": "2024-08-28T16:05:13.000Z", "fields": {"Name": "Yusra Abdi", "Email": "yusra.abdi@proton.me", "Active": True}}]})),
        (call("get_record", baseId=base, tableId=vols, recordId=V["bjorn"]),
         pj({"id": V["bjorn"], "createdTime": "2024-05-12T09:14:50.000Z",
             "fields": {"Name": "Bjørn Aasheim", "Email": "bjorn.aasheim@posteo.no", "Active": True, "Phone": "+47 912 44 307",
                        "Shifts": ["recS0dE5fG8hI1jK4", "recS3lM6nO9pQ2rS5", a["id"]], "Shift count": 3}})),
    ]
    return dict(system=mcp_system("airtable", "airtable-mcp-server with a personal access token", tools), turns=turns,
                state="airtable-mcp-server connected (personal access token, scopes data.records:read/write, schema.bases:read). Now Monday 2024-09-09 09:30 Europe/Oslo.",
                bad=True, turn=6, kind="created record absent from a listing whose filter it matches")


# ---------------------------------------------------------------- inventory (custom server)
def t_inventory() -> dict[str, Any]:
    # bad: turn 8 (list_items) shows BP-SH-B01S again, the discontinued SKU that turn 3 deleted - deleted item reappears (stock of the other rows follows the moves).
    tools = [
        tool("list_items", "List stock items at a location, optionally by category", {"location": enum("MAIN", "WH"), "category": S}, ["location"]),
        tool("get_item", "Get one item with stock per location", {"sku": S}, ["sku"]),
        tool("delete_item", "Delete an item (only allowed with zero stock at all locations)", {"sku": S}, ["sku"]),
        tool("transfer_stock", "Move units between locations", {"sku": S, "from_location": S, "to_location": S, "qty": INT}, ["sku", "from_location", "to_location", "qty"]),
        tool("adjust_stock", "Add or remove units at a location with a reason", {"sku": S, "location": S, "delta": INT, "reason": S}, ["sku", "location", "delta", "reason"]),
        tool("create_item", "Create a new stock item", {"sku": S, "name": S, "category": S, "bin": S, "reorder_at": INT, "supplier": S}, ["sku", "name", "category"]),
        tool("list_movements", "List stock movements of an item, newest first", {"sku": S, "limit": INT}, ["sku"]),
    ]
    H = ["SKU", "Name", "On hand", "Reorder at", "Bin"]

    def listing(rows: list[list[str]]) -> str:
        units = sum(int(r[2]) for r in rows)
        return (f"Stock at MAIN (Spokewise Cycles – shop floor), category brake-pads\n\n{md_table(H, rows)}\n\n"
                f"{len(rows)} items · {units} units on hand")
    b01s = ["BP-SH-B01S", "Shimano B01S resin pad", "0", "0", "— (discontinued)"]
    j05a = ["BP-SH-J05A", "Shimano J05A resin pad", "9", "6", "A2-15"]
    mag = ["BP-MAG-7.S", "Magura 7.S sport pad", "4", "4", "A2-17"]
    tek = ["BP-TEK-MD", "Tektro mechanical disc pad", "7", "5", "A2-18"]
    turns = [
        (call("list_items", location="MAIN", category="brake-pads"),
         listing([b01s, ["BP-SH-L05A", "Shimano L05A resin pad", "3", "6", "A2-14"], j05a,
                  ["BP-SRAM-ORG", "SRAM organic pad (Level/G2)", "11", "8", "A2-16"], mag, tek])),
        (call("get_item", sku="BP-SH-B01S"),
         kv([("sku", "BP-SH-B01S"), ("name", "Shimano B01S resin pad"), ("category", "brake-pads"), ("status", "discontinued (replaced by BP-SH-L05A)"),
             ("supplier", "Cykelgrossisten AB"), ("on_hand", "MAIN 0 · WH 0"), ("reorder_at", 0),
             ("last_movement", "2024-03-02 sale −1 (receipt 88231)"), ("movements", 14), ("created", "2019-04-17")])),
        (call("delete_item", sku="BP-SH-B01S"),
         "Deleted BP-SH-B01S (Shimano B01S resin pad). 0 units on hand at all locations; 14 movement records archived."),
        (call("transfer_stock", sku="BP-SH-L05A", from_location="WH", to_location="MAIN", qty=8),
         "Transferred 8 × BP-SH-L05A WH → MAIN.\nMAIN: 3 → 11\nWH: 20 → 12\nMovement: MV-20240611-0047 (2024-06-11 09:41)"),
        (call("adjust_stock", sku="BP-SRAM-ORG", location="MAIN", delta=-2, reason="damaged – contaminated with fork oil"),
         "Adjusted BP-SRAM-ORG at MAIN by −2 (damaged – contaminated with fork oil).\nMAIN: 11 → 9\nMovement: MV-20240611-0048 (2024-06-11 09:43)"),
        (call("create_item", sku="BP-TRP-HY-MET", name="TRP HY/RD metallic pad", category="brake-pads", bin="A2-19", reorder_at=4, supplier="Bike-Parts Nordic"),
         kv([("created", "BP-TRP-HY-MET"), ("name", "TRP HY/RD metallic pad"), ("category", "brake-pads"), ("bin", "A2-19"),
             ("reorder_at", 4), ("supplier", "Bike-Parts Nordic"), ("on_hand", "MAIN 0 · WH 0")])),
        (call("adjust_stock", sku="BP-TRP-HY-MET", location="MAIN", delta=10, reason="received PO-2291"),
         "Adjusted BP-TRP-HY-MET at MAIN by +10 (received PO-2291).\nMAIN: 0 → 10\nMovement: MV-20240611-0049 (2024-06-11 09:46)"),
        (call("list_items", location="MAIN", category="brake-pads"),
         listing([b01s, ["BP-SH-L05A", "Shimano L05A resin pad", "11", "6", "A2-14"], j05a,
                  ["BP-SRAM-ORG", "SRAM organic pad (Level/G2)", "9", "8", "A2-16"], mag, tek,
                  ["BP-TRP-HY-MET", "TRP HY/RD metallic pad", "10", "4", "A2-19"]])),
        (call("list_movements", sku="BP-TRP-HY-MET", limit=10),
         "Movements for BP-TRP-HY-MET (newest first)\n\n"
         + md_table(["Movement", "Time", "Location", "Delta", "Reason", "By"],
                    [["MV-20240611-0049", "2024-06-11 09:46", "MAIN", "+10", "received PO-2291", "mcp:shop-assistant"]])
         + "\n\n1 movement"),
        (call("get_item", sku="BP-SH-L05A"),
         kv([("sku", "BP-SH-L05A"), ("name", "Shimano L05A resin pad"), ("category", "brake-pads"), ("status", "active"),
             ("supplier", "Cykelgrossisten AB"), ("on_hand", "MAIN 11 · WH 12"), ("reorder_at", 6), ("bin", "A2-14"),
             ("last_movement", "MV-20240611-0047 transfer WH → MAIN 8 (2024-06-11 09:41)"), ("created", "2021-02-09")])),
    ]
    return dict(system=mcp_system("stockroom", "inventory system of Spokewise Cycles (shop floor MAIN, back warehouse WH)", tools), turns=turns,
                state="stockroom MCP server v1.4 connected for Spokewise Cycles (locations MAIN = shop floor, WH = back warehouse), acting as mcp:shop-assistant. Now 2024-06-11 09:38.",
                bad=True, turn=8, kind="deleted item reappears in a later stock listing")


# ---------------------------------------------------------------- CRM (custom server)
def t_crm() -> dict[str, Any]:
    # clean: CRM pipeline - new opportunity created, one moved Proposal->Negotiation, the new one moved into Proposal with a revised amount; stage totals and company pipeline follow; look-alike company name.
    tools = [
        tool("search_companies", "Search companies by name or domain", {"query": S, "limit": INT}, ["query"]),
        tool("get_company", "Get a company with contacts, open opportunities and last activity", {"company_id": S}, ["company_id"]),
        tool("list_opportunities", "List opportunities in a stage with the stage total", {"stage": enum("Qualification", "Proposal", "Negotiation", "Won", "Lost"), "currency": S}, ["stage"]),
        tool("create_opportunity", "Create an opportunity", {"company_id": S, "name": S, "amount": INT, "currency": S, "stage": S, "close_date": S, "owner": S}, ["company_id", "name", "amount", "currency", "stage"]),
        tool("update_opportunity", "Update stage, amount or close date of an opportunity", {"opportunity_id": S, "stage": S, "amount": INT, "close_date": S}, ["opportunity_id"]),
        tool("log_activity", "Log a call, meeting, email or note against a company/contact", {"company_id": S, "contact_id": S, "type": enum("call", "meeting", "email", "note"), "summary": S}, ["company_id", "type", "summary"]),
    ]
    marine, maritime = "cmp_01HZX4K9T2", "cmp_01HZX7Q3M8"
    opp = {
        "opp_7731": ("Bridge telemetry pilot", "Nordvik Marine AS", 480000, "2024-08-30"),
        "opp_7690": ("Catch-log integration", "Havbris Fiskeri AS", 720000, "2024-07-31"),
        "opp_7745": ("Fleet fuel analytics (2 ferries)", "Solund Ferjer AS", 395000, "2024-09-15"),
        "opp_7712": ("Dock crane sensor upgrade", "Tromsø Kystverft AS", 715000, "2024-08-15"),
    }

    def stage_list(stage: str, ids: list[tuple[str, str, str, int, str]]) -> str:
        total = sum(x[3] for x in ids)
        return mcp_text({"stage": stage, "currency": "NOK", "count": len(ids), "total_amount": total, "opportunities": [
            {"id": i, "name": n, "company": c, "amount": a, "close_date": d} for i, n, c, a, d in ids]})

    def row(oid: str) -> tuple[str, str, str, int, str]:
        n, c, a, d = opp[oid]
        return (oid, n, c, a, d)
    new = ("opp_7768", "Hull-sensor retrofit (6 vessels)", "Nordvik Marine AS")
    contacts = [{"id": "ctc_5521", "name": "Eirik Vatne", "title": "CTO", "email": "eirik.vatne@nordvikmarine.no"},
                {"id": "ctc_5524", "name": "Liv Aasen", "title": "Head of Procurement", "email": "liv.aasen@nordvikmarine.no"}]
    turns = [
        (call("search_companies", query="Nordvik", limit=10),
         mcp_text({"results": [
             {"id": marine, "name": "Nordvik Marine AS", "domain": "nordvikmarine.no", "city": "Ålesund", "country": "NO", "owner": "Ingrid Solheim"},
             {"id": maritime, "name": "Nordvik Maritime Ltd", "domain": "nordvik-maritime.co.uk", "city": "Aberdeen", "country": "GB", "owner": "Callum Reid"}],
             "total": 2})),
        (call("get_company", company_id=marine),
         mcp_text({"id": marine, "name": "Nordvik Marine AS", "domain": "nordvikmarine.no", "org_number": "918 442 371", "city": "Ålesund",
                   "owner": "Ingrid Solheim", "segment": "Shipowner (12 vessels)", "contacts": contacts,
                   "open_opportunities": [{"id": "opp_7731", "name": "Bridge telemetry pilot", "stage": "Proposal", "amount": 480000, "currency": "NOK"}],
                   "open_pipeline": {"currency": "NOK", "amount": 480000},
                   "last_activity": {"type": "email", "at": "2024-06-28T13:05:00+02:00", "by": "Ingrid Solheim", "summary": "Sent revised pilot scope"}})),
        (call("list_opportunities", stage="Proposal", currency="NOK"),
         stage_list("Proposal", [row("opp_7690"), row("opp_7712"), row("opp_7731"), row("opp_7745")])),
        (call("create_opportunity", company_id=marine, name="Hull-sensor retrofit (6 vessels)", amount=1250000, currency="NOK",
              stage="Qualification", close_date="2024-10-31", owner="Ingrid Solheim"),
         mcp_text({"id": "opp_7768", "name": new[1], "company": {"id": marine, "name": new[2]}, "amount": 1250000, "currency": "NOK",
                   "stage": "Qualification", "close_date": "2024-10-31", "owner": "Ingrid Solheim", "created_at": "2024-07-02T10:21:47+02:00"})),
        (call("update_opportunity", opportunity_id="opp_7731", stage="Negotiation"),
         mcp_text({"id": "opp_7731", "name": "Bridge telemetry pilot", "company": {"id": marine, "name": "Nordvik Marine AS"}, "amount": 480000,
                   "currency": "NOK", "stage": "Negotiation", "previous_stage": "Proposal", "close_date": "2024-08-30",
                   "updated_at": "2024-07-02T10:22:30+02:00"})),
        (call("list_opportunities", stage="Proposal", currency="NOK"),
         stage_list("Proposal", [row("opp_7690"), row("opp_7712"), row("opp_7745")])),
        (call("log_activity", company_id=marine, contact_id="ctc_5521", type="call",
              summary="Eirik confirmed budget for 6-vessel retrofit in Q4; wants per-vessel pricing and a 2-vessel first phase option."),
         mcp_text({"id": "act_90214", "type": "call", "company_id": marine, "contact": "Eirik Vatne", "by": "Ingrid Solheim",
                   "at": "2024-07-02T10:25:12+02:00",
                   "summary": "Eirik confirmed budget for 6-vessel retrofit in Q4; wants per-vessel pricing and a 2-vessel first phase option."})),
        (call("update_opportunity", opportunity_id="opp_7768", stage="Proposal", amount=1180000),
         mcp_text({"id": "opp_7768", "name": new[1], "company": {"id": marine, "name": new[2]}, "amount": 1180000, "previous_amount": 1250000,
                   "currency": "NOK", "stage": "Proposal", "previous_stage": "Qualification", "close_date": "2024-10-31",
                   "updated_at": "2024-07-02T10:27:03+02:00"})),
        (call("list_opportunities", stage="Proposal", currency="NOK"),
         stage_list("Proposal", [row("opp_7690"), row("opp_7712"), row("opp_7745"), (new[0], new[1], new[2], 1180000, "2024-10-31")])),
        (call("get_company", company_id=marine),
         mcp_text({"id": marine, "name": "Nordvik Marine AS", "domain": "nordvikmarine.no", "org_number": "918 442 371", "city": "Ålesund",
                   "owner": "Ingrid Solheim", "segment": "Shipowner (12 vessels)", "contacts": contacts,
                   "open_opportunities": [{"id": "opp_7731", "name": "Bridge telemetry pilot", "stage": "Negotiation", "amount": 480000, "currency": "NOK"},
                                          {"id": "opp_7768", "name": new[1], "stage": "Proposal", "amount": 1180000, "currency": "NOK"}],
                   "open_pipeline": {"currency": "NOK", "amount": 480000 + 1180000},
                   "last_activity": {"type": "call", "at": "2024-07-02T10:25:12+02:00", "by": "Ingrid Solheim",
                                     "summary": "Eirik confirmed budget for 6-vessel retrofit in Q4; wants per-vessel pricing and a 2-vessel first phase option."}})),
        (call("get_company", company_id=maritime),
         mcp_text({"id": maritime, "name": "Nordvik Maritime Ltd", "domain": "nordvik-maritime.co.uk", "org_number": "SC614209", "city": "Aberdeen",
                   "owner": "Callum Reid", "segment": "Ship management", "contacts": [
                       {"id": "ctc_6012", "name": "Fiona Baird", "title": "Fleet Operations Director", "email": "f.baird@nordvik-maritime.co.uk"}],
                   "open_opportunities": [{"id": "opp_7702", "name": "Crew scheduling licences", "stage": "Negotiation", "amount": 36000, "currency": "GBP"}],
                   "open_pipeline": {"currency": "GBP", "amount": 36000},
                   "last_activity": {"type": "meeting", "at": "2024-06-19T15:00:00+01:00", "by": "Callum Reid", "summary": "Demo of roster optimiser to ops team"}})),
    ]
    return dict(system=mcp_system("relay-crm", "Relay CRM (B2B sales) for Fjordsense AS", tools), turns=turns,
                state="relay-crm MCP server connected as Ingrid Solheim (sales, Fjordsense AS). Pipeline currency NOK. Now 2024-07-02 10:18 Europe/Oslo.")


# ---------------------------------------------------------------- SQLite
def t_sqlite() -> dict[str, Any]:
    # clean: SQLite shorebird survey DB - new table, column and rows added, aggregates grow and re-rank, the new table renamed and listed under its new name.
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, DELETE or ALTER query on the SQLite database", {"query": S}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
    ]
    agg = ("SELECT species, COUNT(*) AS records, SUM(birds) AS birds FROM sightings WHERE site_id = 4 "
           "GROUP BY species ORDER BY records DESC, species LIMIT 5")
    base = {"Eurasian curlew": (41, 187), "Common redshank": (33, 402), "Grey plover": (27, 96), "Little egret": (27, 58), "Dunlin": (19, 1210)}
    new_rows = [(4, 2, "Eurasian curlew", 6, "2024-04-13 07:22", 1), (4, 2, "Eurasian curlew", 3, "2024-04-13 07:41", 1),
                (4, 2, "Little egret", 2, "2024-04-13 07:55", 1), (4, 5, "Little egret", 1, "2024-04-13 16:58", 2),
                (4, 5, "Common redshank", 14, "2024-04-13 17:06", 2)]
    after = dict(base)
    for _site, _obs, sp, n, _t, _run in new_rows:
        r, b = after[sp]
        after[sp] = (r + 1, b + n)

    def agg_out(d: dict[str, tuple[int, int]]) -> str:
        rows = sorted(d.items(), key=lambda kv_: (-kv_[1][0], kv_[0]))[:5]
        return repr([{"species": s, "records": r, "birds": b} for s, (r, b) in rows])
    ins = "INSERT INTO sightings (site_id, observer_id, species, birds, seen_at, run_id) VALUES " + ", ".join(
        f"({a}, {o}, '{s}', {n}, '{t}', {r})" for a, o, s, n, t, r in new_rows)
    runs = {1: ("2024-04-13 07:10", "rising"), 2: ("2024-04-13 16:45", "high"), 3: ("2024-04-14 08:05", "falling")}
    per_run = []
    for rid, (st, tide) in runs.items():
        mine = [x for x in new_rows if x[5] == rid]
        per_run.append({"id": rid, "started_at": st, "tide": tide, "records": len(mine), "birds": sum(x[3] for x in mine)})
    turns = [
        (call("list_tables"), repr([{"name": "observers"}, {"name": "sites"}, {"name": "sightings"}])),
        (call("describe_table", table_name="sightings"),
         repr([{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
               {"cid": 1, "name": "site_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 2, "name": "observer_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 3, "name": "species", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 4, "name": "birds", "type": "INTEGER", "notnull": 1, "dflt_value": "1", "pk": 0},
               {"cid": 5, "name": "seen_at", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
               {"cid": 6, "name": "notes", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0}])),
        (call("read_query", query=agg), agg_out(base)),
        (call("create_table", query="CREATE TABLE survey_runs (id INTEGER PRIMARY KEY, site_id INTEGER NOT NULL REFERENCES sites(id), "
                                    "observer_id INTEGER REFERENCES observers(id), started_at TEXT NOT NULL, tide TEXT)"),
         "Table created successfully"),
        (call("write_query", query="INSERT INTO survey_runs (site_id, observer_id, started_at, tide) VALUES "
                                   "(4, 2, '2024-04-13 07:10', 'rising'), (4, 5, '2024-04-13 16:45', 'high'), (6, 2, '2024-04-14 08:05', 'falling')"),
         repr([{"affected_rows": 3}])),
        (call("write_query", query="ALTER TABLE sightings ADD COLUMN run_id INTEGER REFERENCES survey_runs(id)"),
         repr([{"affected_rows": -1}])),
        (call("write_query", query=ins), repr([{"affected_rows": len(new_rows)}])),
        (call("read_query", query=agg), agg_out(after)),
        (call("write_query", query="ALTER TABLE survey_runs RENAME TO transect_runs"), repr([{"affected_rows": -1}])),
        (call("list_tables"), repr([{"name": "observers"}, {"name": "sites"}, {"name": "sightings"}, {"name": "transect_runs"}])),
        (call("read_query", query="SELECT r.id, r.started_at, r.tide, COUNT(s.id) AS records, COALESCE(SUM(s.birds), 0) AS birds "
                                  "FROM transect_runs r LEFT JOIN sightings s ON s.run_id = r.id GROUP BY r.id ORDER BY r.id"),
         repr(per_run)),
        (call("append_insight", insight="Site 4 (Ria de Alvor west flats): after the 13 Apr transects Little egret moves to 3rd by record count; "
                                        "redshank numbers peak on the high-tide run (14 birds in one record)."),
         "Insight added to memo"),
    ]
    return dict(system=mcp_system("sqlite", "mcp-server-sqlite on shorebirds.db", tools), turns=turns,
                state="mcp-server-sqlite connected to /data/alvor/shorebirds.db (SQLite 3.45). Tables hold the 2022–2024 shorebird counts for the Ria de Alvor survey.")


# ---------------------------------------------------------------- Kubernetes PVC
def t_k8s_pvc() -> dict[str, Any]:
    # bad: turn 7 (describe pvc) shows Volume pvc-4e1b7c2a-93d0-4f5e-8a16-0c2d9b7e5f13, but turns 1, 2 and 6 show the bound volume as ...-8a61-...; a resize never rebinds - identity drift.
    ns = "data"
    vol0 = "pvc-4e1b7c2a-93d0-4f5e-8a61-0c2d9b7e5f13"
    vol0_bad = "pvc-4e1b7c2a-93d0-4f5e-8a16-0c2d9b7e5f13"
    vol1 = "pvc-b80f3d19-2c6e-47a1-9d35-e7a4c0f1b268"
    node = "ip-10-8-2-63.eu-central-1.compute.internal"
    H = ["NAME", "STATUS", "VOLUME", "CAPACITY", "ACCESS MODES", "STORAGECLASS", "VOLUMEATTRIBUTESCLASS", "AGE"]

    def describe(vol: str, cap: str, events: str) -> str:
        return f"""Name:          data-pg-ledger-0
Namespace:     data
StorageClass:  gp3-expandable
Status:        Bound
Volume:        {vol}
Labels:        app.kubernetes.io/component=primary
               app.kubernetes.io/instance=pg-ledger
               app.kubernetes.io/name=postgresql
Annotations:   pv.kubernetes.io/bind-completed: yes
               pv.kubernetes.io/bound-by-controller: yes
               volume.beta.kubernetes.io/storage-provisioner: ebs.csi.aws.com
               volume.kubernetes.io/selected-node: {node}
               volume.kubernetes.io/storage-provisioner: ebs.csi.aws.com
Finalizers:    [kubernetes.io/pvc-protection]
Capacity:      {cap}
Access Modes:  RWO
VolumeMode:    Filesystem
Used By:       pg-ledger-0
Events:""" + (events if events.startswith("\n") else "        " + events)
    ev_rows = [
        ["Normal", "Resizing", "78s", "external-resizer ebs.csi.aws.com", f"External resizer is resizing volume {vol0}"],
        ["Warning", "ExternalExpanding", "78s", "volume_expand", "waiting for an external controller to expand this PVC"],
        ["Normal", "FileSystemResizeRequired", "73s", "external-resizer ebs.csi.aws.com", "Require file system resize of volume on node"],
        ["Normal", "FileSystemResizeSuccessful", "38s", "kubelet", f"MountVolume.NodeExpandVolume succeeded for volume \"{vol0}\" {node}"]]
    ev_block = "\n" + "\n".join("  " + ln for ln in cols(["Type", "Reason", "Age", "From", "Message"],
                                                         [["----", "------", "----", "----", "-------"]] + ev_rows).split("\n"))
    turns = [
        (call("kubectl_get", resourceType="pvc", namespace=ns),
         cols(H, [["data-pg-ledger-0", "Bound", vol0, "20Gi", "RWO", "gp3-expandable", "<unset>", "212d"],
                  ["data-pg-ledger-1", "Bound", vol1, "20Gi", "RWO", "gp3-expandable", "<unset>", "212d"],
                  ["wal-archive", "Bound", "pvc-61c9a7e4-0d2b-4b8f-b3e1-5f9d2a8c7046", "50Gi", "RWX", "efs-shared", "<unset>", "198d"]])),
        (call("kubectl_describe", resourceType="pvc", name="data-pg-ledger-0", namespace=ns), describe(vol0, "20Gi", "<none>")),
        (call("kubectl_get", resourceType="storageclass", name="gp3-expandable", output="yaml"),
         """allowVolumeExpansion: true
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  annotations:
    meta.helm.sh/release-name: platform-storage
    meta.helm.sh/release-namespace: kube-system
  creationTimestamp: "2023-08-02T09:14:51Z"
  labels:
    app.kubernetes.io/managed-by: Helm
  name: gp3-expandable
  resourceVersion: "48812"
  uid: 0d6f1e2a-7b3c-4c95-a8e4-91f2b7d5c360
parameters:
  csi.storage.k8s.io/fstype: ext4
  encrypted: "true"
  iops: "3000"
  throughput: "125"
  type: gp3
provisioner: ebs.csi.aws.com
reclaimPolicy: Retain
volumeBindingMode: WaitForFirstConsumer"""),
        (call("exec_in_pod", name="pg-ledger-0", namespace=ns, container="postgresql", command=["df", "-h", "/bitnami/postgresql"]),
         "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     20G   17G  2.6G  87% /bitnami/postgresql"),
        (call("kubectl_patch", resourceType="pvc", name="data-pg-ledger-0", namespace=ns, patchType="merge",
              patchData={"spec": {"resources": {"requests": {"storage": "40Gi"}}}}),
         "persistentvolumeclaim/data-pg-ledger-0 patched"),
        (call("kubectl_get", resourceType="events", namespace=ns, fieldSelector="involvedObject.name=data-pg-ledger-0"),
         cols(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], [
             ["52s", "Normal", "Resizing", "persistentvolumeclaim/data-pg-ledger-0", f"External resizer is resizing volume {vol0}"],
             ["52s", "Warning", "ExternalExpanding", "persistentvolumeclaim/data-pg-ledger-0", "waiting for an external controller to expand this PVC"],
             ["47s", "Normal", "FileSystemResizeRequired", "persistentvolumeclaim/data-pg-ledger-0", "Require file system resize of volume on node"],
             ["12s", "Normal", "FileSystemResizeSuccessful", "persistentvolumeclaim/data-pg-ledger-0", f"MountVolume.NodeExpandVolume succeeded for volume \"{vol0}\" {node}"]])),
        (call("kubectl_describe", resourceType="pvc", name="data-pg-ledger-0", namespace=ns), describe(vol0_bad, "40Gi", ev_block)),
        (call("exec_in_pod", name="pg-ledger-0", namespace=ns, container="postgresql", command=["df", "-h", "/bitnami/postgresql"]),
         "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1     40G   17G   23G  43% /bitnami/postgresql"),
        (call("kubectl_patch", resourceType="pvc", name="data-pg-ledger-1", namespace=ns, patchType="merge",
              patchData={"spec": {"resources": {"requests": {"storage": "40Gi"}}}}),
         "persistentvolumeclaim/data-pg-ledger-1 patched"),
        (call("kubectl_get", resourceType="events", namespace=ns, fieldSelector="involvedObject.name=data-pg-ledger-1"),
         cols(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], [
             ["9s", "Normal", "Resizing", "persistentvolumeclaim/data-pg-ledger-1", f"External resizer is resizing volume {vol1}"],
             ["9s", "Warning", "ExternalExpanding", "persistentvolumeclaim/data-pg-ledger-1", "waiting for an external controller to expand this PVC"],
             ["4s", "Normal", "FileSystemResizeRequired", "persistentvolumeclaim/data-pg-ledger-1", "Require file system resize of volume on node"]])),
    ]
    return dict(system=mcp_system("kubernetes", "mcp-server-kubernetes using the kubeconfig context ledger-prod-eu-central-1", K8S_TOOLS), turns=turns,
                state="mcp-server-kubernetes connected; context ledger-prod-eu-central-1 (EKS 1.30), user platform-admin. StatefulSet data/pg-ledger (2 replicas, PostgreSQL 16). UTC now 2024-07-09 10:20.",
                bad=True, turn=7, kind="identity drift: PVC's bound volume name changes after a resize")


# ---------------------------------------------------------------- main
TRAJ = [
    t_github_deps, t_hass, t_postgres, t_todoist, t_zotero, t_jira, t_stripe, t_k8s_oom, t_slack, t_filesystem, t_pagerduty,
    t_gcal, t_linear, t_notion, t_shopify, t_sentry, t_airtable, t_inventory, t_crm, t_sqlite, t_k8s_pvc, t_github_labels,
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for n, fn in enumerate(TRAJ, 1):
        spec = fn()
        rs.add(task="mcp", tid=f"h17-mcp-{n:02d}", system=spec["system"], turns=spec["turns"], state=spec["state"],
               bad=spec.get("bad", False), turn=spec.get("turn"), kind=spec.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
