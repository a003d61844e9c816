# ruff: noqa: E501
"""Held-out set h55, domain ``mcp``: 22 hand-written MCP server trajectories, 11 of them with one contradiction.

Each trajectory drives one server (GitHub, GitLab, Jira, Quay.io, LaunchDarkly, ...) through 6 to 12 tool
calls; the observations are what the server would return (raw JSON, MCP text content or Markdown text).
A bad trajectory carries exactly one observation that contradicts an earlier one with no action in between
that could explain it; a clean one is full of legitimate changes (edits, retries with new ids, pagination,
moving counters, different views of the same thing). Deterministic: no randomness, no clock.

Run: ``python3 -m tests.decoherence.independent.holdout55_parts.mcp.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, call, mcp_text, pj, tool

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

Your goal is to be as faithful as possible to real tool behavior while maintaining consistency, logical correctness, and protocol compliance across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous tool calls and their responses in this session
2. **Current Tool Call**: A JSON-formatted function call with name and arguments

Predict the **exact tool response** that would be returned in a real execution environment.

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

---

# Environment Management

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

## Logical Consistency

Ensure predictions maintain:
- **Causal Coherence**: Resources must be created before they can be queried or modified
- **State Persistence**: Changes made in earlier turns must be reflected in later queries
- **Error Appropriateness**: Operations on non-existent or deleted resources should return errors
- **Type Consistency**: Return values should strictly match the expected schema for each tool

---

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters (`readableTime`) | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors (pydantic validation errors for undefined arguments, `404 Not Found`, `403 Forbidden`, `status: error\\nmessage: Service temporarily unavailable. Please try again later.`, `Connection timed out after Xs`). Error format varies by tool implementation; infer it from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type
   - **Schema Compliance**: If a tool returns a specific JSON structure, strictly adhere to it
   - **Text vs JSON**: Distinguish between tools that return raw text and those that return structured data
2. **State Consistency**: Ensure outputs are consistent with:
   - Previously returned data and created resources
   - Logical state of the simulated environment
   - Established session context and variable bindings
3. **Realistic Details**: Include plausible values for:
   - Resource identifiers (IDs, UUIDs, references)
   - Timestamps and temporal information
   - Counts, measurements, and numerical values
   - Generated content matching domain context
4. **Nondeterminism Handling**:
   - For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Reply to each tool call with the tool's result only, after **Environment Observation:**."""


def system(tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD + pj(tools) + SYS_TAIL


def p(kind: str, desc: str, **extra: Any) -> dict[str, Any]:
    return {"type": kind, "description": desc, **extra}


def text(s: str) -> str:
    """A bare MCP text content item, as several servers print it."""
    return pj([{"type": "text", "text": s}])


# ---------------------------------------------------------------------------------------------- 01 GitHub
POLY_OLD = '''"""Simple polygons with optional holes."""

from __future__ import annotations

from dataclasses import dataclass, field

from tessellate.point import Point


def _shoelace(ring: list[Point]) -> float:
    """Twice the signed area of ``ring`` (positive when counter-clockwise)."""
    acc = 0.0
    for a, b in zip(ring, ring[1:] + ring[:1]):
        acc += a.x * b.y - b.x * a.y
    return acc


@dataclass(frozen=True)
class Polygon:
    exterior: list[Point]
    holes: list[list[Point]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.exterior) < 3:
            raise ValueError("a polygon needs at least three vertices")
        for hole in self.holes:
            if len(hole) < 3:
                raise ValueError("every hole needs at least three vertices")

    @property
    def area(self) -> float:
        """Area enclosed by the exterior ring, minus the holes."""
        total = _shoelace(self.exterior)
        for hole in self.holes:
            total -= abs(_shoelace(hole))
        return total / 2

    @property
    def perimeter(self) -> float:
        ring = self.exterior
        return sum(a.distance(b) for a, b in zip(ring, ring[1:] + ring[:1]))

    def is_clockwise(self) -> bool:
        return _shoelace(self.exterior) < 0

    def reversed(self) -> "Polygon":
        return Polygon(self.exterior[::-1], [h[::-1] for h in self.holes])
'''

POLY_NEW = POLY_OLD.replace(
    '        """Area enclosed by the exterior ring, minus the holes."""\n        total = _shoelace(self.exterior)',
    '        """Unsigned area enclosed by the exterior ring, minus the holes, whatever the winding order."""\n        total = abs(_shoelace(self.exterior))',
).replace("        return total / 2\n", "        return total / 2.0\n")


def t01(rs: RowSet) -> None:
    o, r, path = "ridgeline-labs", "tessellate", "src/tessellate/polygon.py"
    api = f"https://api.github.com/repos/{o}/{r}"
    own = {"owner": p("string", "Repository owner (username or organization)"), "repo": p("string", "Repository name")}
    tools = [
        tool("get_issue", "Get details of a specific issue in a GitHub repository.", {**own, "issue_number": p("number", "The number of the issue")}, ["owner", "repo", "issue_number"]),
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository.", {**own, "path": p("string", "Path to the file or directory"), "ref": p("string", "Branch, tag or commit SHA (default: the default branch)")}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch in a GitHub repository.", {**own, "branch": p("string", "Name for the new branch"), "from_branch": p("string", "Source branch (defaults to the repository default branch)")}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file in a GitHub repository. The blob SHA of the file being replaced is required for updates.", {**own, "path": p("string", "Path where to create/update the file"), "content": p("string", "Content of the file"), "message": p("string", "Commit message"), "branch": p("string", "Branch to create/update the file in"), "sha": p("string", "SHA of the file being replaced (required for updates)")}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("list_commits", "Get a list of commits of a branch in a GitHub repository.", {**own, "sha": p("string", "Branch name or commit SHA"), "perPage": p("number", "Results per page (max 100)"), "page": p("number", "Page number")}, ["owner", "repo"]),
        tool("create_pull_request", "Create a new pull request in a GitHub repository.", {**own, "title": p("string", "PR title"), "body": p("string", "PR description"), "head": p("string", "Branch containing the changes"), "base": p("string", "Branch to merge into"), "draft": p("boolean", "Create as draft PR")}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Add a comment to an existing issue or pull request.", {**own, "issue_number": p("number", "Issue number to comment on"), "body": p("string", "Comment text")}, ["owner", "repo", "issue_number", "body"]),
    ]
    old_sha, new_sha = "e3b1a0c94f27d6b8a51e0d93c7f2a6b4d8e91c05", "71d04b5e2a9c83f6e0b7d1a4c5926e8f3b0a7d12"
    main_sha, fix_sha, prev_sha = "9f1c2e7b4a8d03f6c1e5b92a7d4f8c0e3b6a1d59", "4b8e0d1a7c3f92e65d0b8a1f4e7c2d9b6a3f5e80", "5d27a0e13c9b84f6d2e1a7c05b3f98d4e6a2c710"
    branch = "fix/412-signed-area"
    dana = {"login": "dwhitfield", "id": 40219877, "type": "User", "html_url": "https://github.com/dwhitfield"}

    def filejson(content: str, sha: str, ref: str) -> str:
        return pj({"type": "file", "encoding": "utf-8", "size": len(content.encode()), "name": "polygon.py", "path": path, "sha": sha,
                   "url": f"{api}/contents/{path}?ref={ref}", "git_url": f"{api}/git/blobs/{sha}",
                   "html_url": f"https://github.com/{o}/{r}/blob/{ref}/{path}",
                   "download_url": f"https://raw.githubusercontent.com/{o}/{r}/{ref}/{path}", "content": content})

    issue = {
        "id": 2318840127, "node_id": "I_kwDOH3k9pM6KNt0_", "number": 412, "title": "Polygon.area returns a negative value for clockwise rings",
        "state": "open", "locked": False, "user": {"login": "mkowalczyk", "id": 18830412, "type": "User"},
        "body": "When the exterior ring is listed clockwise, `Polygon.area` is negative:\n\n```python\n>>> from tessellate import Point, Polygon\n>>> sq = [Point(0, 0), Point(0, 3), Point(4, 3), Point(4, 0)]\n>>> Polygon(sq).area\n-12.0\n>>> Polygon(sq[::-1]).area\n12.0\n```\n\nShapefiles from our county GIS export are all clockwise, so every area in our report came out negative. Expected `12.0` in both cases; `is_clockwise()` already exists for callers who care about orientation.\n\ntessellate 0.9.3, Python 3.12.3",
        "labels": [{"id": 5120331904, "name": "bug", "color": "d73a4a", "default": True}, {"id": 5120338811, "name": "geometry", "color": "1d76db", "default": False}, {"id": 5120342250, "name": "good first issue", "color": "7057ff", "default": True}],
        "assignee": None, "assignees": [], "milestone": {"number": 7, "title": "0.9.4", "state": "open", "open_issues": 4, "closed_issues": 9},
        "comments": 3, "created_at": "2024-05-28T16:04:51Z", "updated_at": "2024-06-02T19:40:13Z", "closed_at": None,
        "author_association": "NONE", "html_url": f"https://github.com/{o}/{r}/issues/412", "url": f"{api}/issues/412",
        "reactions": {"total_count": 5, "+1": 5, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0},
    }
    t = [
        (call("get_issue", owner=o, repo=r, issue_number=412), pj(issue)),
        (call("get_file_contents", owner=o, repo=r, path=path, ref="main"), filejson(POLY_OLD, old_sha, "main")),
        (call("create_branch", owner=o, repo=r, branch=branch, from_branch="main"),
         pj({"ref": f"refs/heads/{branch}", "node_id": "REF_kwDOH3k9pLdyZWZzL2hlYWRzL2ZpeC80MTItc2lnbmVkLWFyZWE", "url": f"{api}/git/refs/heads/{branch}",
             "object": {"sha": main_sha, "type": "commit", "url": f"{api}/git/commits/{main_sha}"}})),
        (call("create_or_update_file", owner=o, repo=r, path=path, content=POLY_NEW, message="fix(polygon): return unsigned area for clockwise rings (#412)", branch=branch, sha=old_sha),
         pj({"content": {"name": "polygon.py", "path": path, "sha": new_sha, "size": len(POLY_NEW.encode()), "url": f"{api}/contents/{path}?ref={branch}",
                         "html_url": f"https://github.com/{o}/{r}/blob/{branch}/{path}", "git_url": f"{api}/git/blobs/{new_sha}", "type": "file"},
             "commit": {"sha": fix_sha, "node_id": "C_kwDOH3k9pNoAKDRiOGUwZDFhN2MzZjkyZTY1ZDBiOGExZjRlN2MyZDliNmEzZjVlODA", "url": f"{api}/git/commits/{fix_sha}",
                        "html_url": f"https://github.com/{o}/{r}/commit/{fix_sha}",
                        "author": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-06-03T09:21:44Z"},
                        "committer": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-06-03T09:21:44Z"},
                        "tree": {"sha": "c0a93d5e71b2f48e6d1a07c3b95e2f84a6d0c317", "url": f"{api}/git/trees/c0a93d5e71b2f48e6d1a07c3b95e2f84a6d0c317"},
                        "message": "fix(polygon): return unsigned area for clockwise rings (#412)",
                        "parents": [{"sha": main_sha, "url": f"{api}/git/commits/{main_sha}", "html_url": f"https://github.com/{o}/{r}/commit/{main_sha}"}],
                        "verification": {"verified": False, "reason": "unsigned", "signature": None, "payload": None}}})),
        (call("list_commits", owner=o, repo=r, sha=branch, perPage=3),
         pj([{"sha": fix_sha, "html_url": f"https://github.com/{o}/{r}/commit/{fix_sha}",
              "commit": {"author": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-06-03T09:21:44Z"}, "committer": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-06-03T09:21:44Z"},
                         "message": "fix(polygon): return unsigned area for clockwise rings (#412)", "comment_count": 0},
              "author": dana, "committer": dana, "parents": [{"sha": main_sha}]},
             {"sha": main_sha, "html_url": f"https://github.com/{o}/{r}/commit/{main_sha}",
              "commit": {"author": {"name": "Tomasz Lewicki", "email": "tlewicki@users.noreply.github.com", "date": "2024-06-01T14:55:02Z"}, "committer": {"name": "GitHub", "email": "noreply@github.com", "date": "2024-06-01T14:55:02Z"},
                         "message": "Merge pull request #417 from ridgeline-labs/docs/winding-order\n\ndocs: explain ring winding order in the user guide", "comment_count": 0},
              "author": {"login": "tlewicki", "id": 7731502, "type": "User"}, "committer": {"login": "web-flow", "id": 19864447, "type": "User"}, "parents": [{"sha": prev_sha}, {"sha": "a04e6c29d1b7f385e2c90d4a6b1f7e3c58d2a9b6"}]},
             {"sha": prev_sha, "html_url": f"https://github.com/{o}/{r}/commit/{prev_sha}",
              "commit": {"author": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-05-27T08:10:37Z"}, "committer": {"name": "Dana Whitfield", "email": "dana@ridgeline.dev", "date": "2024-05-27T08:10:37Z"},
                         "message": "release: 0.9.3", "comment_count": 1},
              "author": dana, "committer": dana, "parents": [{"sha": "e81b4f0a2c6d93e57b1a0d4c8f2e6b39a7d5c104"}]}])),
        (call("get_file_contents", owner=o, repo=r, path=path, ref=branch), filejson(POLY_NEW, old_sha, branch)),
        (call("create_pull_request", owner=o, repo=r, title="fix(polygon): unsigned area for clockwise rings", head=branch, base="main", draft=False,
              body="Fixes #412.\n\n`Polygon.area` now takes the absolute value of the exterior ring's shoelace sum, so clockwise and counter-clockwise rings give the same area. Holes were already subtracted with `abs()`. Orientation is still available through `is_clockwise()`."),
         pj({"id": 1903377214, "number": 419, "state": "open", "locked": False, "title": "fix(polygon): unsigned area for clockwise rings",
             "user": dana, "body": "Fixes #412.\n\n`Polygon.area` now takes the absolute value of the exterior ring's shoelace sum, so clockwise and counter-clockwise rings give the same area. Holes were already subtracted with `abs()`. Orientation is still available through `is_clockwise()`.",
             "created_at": "2024-06-03T09:24:10Z", "updated_at": "2024-06-03T09:24:10Z", "closed_at": None, "merged_at": None, "merge_commit_sha": None,
             "draft": False, "head": {"label": f"{o}:{branch}", "ref": branch, "sha": fix_sha}, "base": {"label": f"{o}:main", "ref": "main", "sha": main_sha},
             "html_url": f"https://github.com/{o}/{r}/pull/419", "diff_url": f"https://github.com/{o}/{r}/pull/419.diff",
             "author_association": "MEMBER", "merged": False, "mergeable": None, "mergeable_state": "unknown", "comments": 0, "review_comments": 0,
             "commits": 1, "additions": 3, "deletions": 3, "changed_files": 1})),
        (call("add_issue_comment", owner=o, repo=r, issue_number=412, body="Thanks for the clear repro! Fix is up in #419 and should land in 0.9.4."),
         pj({"id": 2144870935, "node_id": "IC_kwDOH3k9pM5_2Zqn", "html_url": f"https://github.com/{o}/{r}/issues/412#issuecomment-2144870935",
             "issue_url": f"{api}/issues/412", "user": dana, "created_at": "2024-06-03T09:24:52Z", "updated_at": "2024-06-03T09:24:52Z",
             "author_association": "MEMBER", "body": "Thanks for the clear repro! Fix is up in #419 and should land in 0.9.4.",
             "reactions": {"total_count": 0, "+1": 0, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0, "eyes": 0}})),
    ]
    rs.add("mcp", "h55-mcp-01", system(tools), t, bad=True, turn=6,
           kind="polygon.py on the fix branch reads back with the pre-edit blob sha e3b1a0c9 although the update at turn 4 returned the new blob 71d04b5e")


# ---------------------------------------------------------------------------------------------- 02 GitLab
def t02(rs: RowSet) -> None:
    pid, proj = 41877203, "northwind/billing-api"
    web = f"https://gitlab.com/{proj}"
    pr = {"project_id": p("string", "Project ID or URL-encoded path")}
    tools = [
        tool("get_merge_request", "Get details of a merge request, including its head pipeline.", {**pr, "merge_request_iid": p("string", "The internal ID of the merge request")}, ["project_id", "merge_request_iid"]),
        tool("list_pipeline_jobs", "List the jobs of a pipeline.", {**pr, "pipeline_id": p("string", "The ID of the pipeline"), "scope": p("string", "Filter by job status"), "include_retried": p("boolean", "Include retried jobs")}, ["project_id", "pipeline_id"]),
        tool("get_pipeline_job_output", "Get the trace (log) of a job. Returns the last `tail_lines` lines as plain text.", {**pr, "job_id": p("string", "The ID of the job"), "tail_lines": p("number", "Number of lines from the end")}, ["project_id", "job_id"]),
        tool("retry_pipeline_job", "Retry a failed or canceled job. A new job is created.", {**pr, "job_id": p("string", "The ID of the job to retry")}, ["project_id", "job_id"]),
        tool("get_pipeline", "Get details of a pipeline.", {**pr, "pipeline_id": p("string", "The ID of the pipeline")}, ["project_id", "pipeline_id"]),
        tool("update_merge_request", "Update a merge request (title, description, labels, draft state, assignees).", {**pr, "merge_request_iid": p("string", "The internal ID of the merge request"), "title": p("string", "New title"), "add_labels": p("string", "Comma-separated labels to add"), "remove_labels": p("string", "Comma-separated labels to remove")}, ["project_id", "merge_request_iid"]),
    ]
    sha = "c47a91e0d2b85f36a1e9d04c7b28f5e63a0d19b4"
    pipe = 1321906458
    luiza = {"id": 9120456, "username": "lfernandes", "name": "Luiza Fernandes", "state": "active", "web_url": "https://gitlab.com/lfernandes"}

    def mr(title: str, draft: bool, labels: list[str], updated: str, pstatus: str, dms: str) -> dict[str, Any]:
        return {"id": 318442907, "iid": 287, "project_id": pid, "title": title,
                "description": "Charges the difference between plans pro rata when a customer upgrades mid-cycle, and issues a credit note on downgrade.\n\nCloses #203",
                "state": "opened", "created_at": "2024-09-16T10:12:48.113Z", "updated_at": updated, "merged_by": None, "merged_at": None,
                "target_branch": "main", "source_branch": "feat/midcycle-proration", "user_notes_count": 6, "upvotes": 1, "downvotes": 0,
                "author": luiza, "assignees": [luiza], "reviewers": [{"id": 2288731, "username": "okafor.e", "name": "Emeka Okafor", "state": "active"}],
                "labels": labels, "draft": draft, "work_in_progress": draft, "milestone": {"id": 4471902, "iid": 14, "title": "2024.10"},
                "merge_when_pipeline_succeeds": False, "detailed_merge_status": dms, "sha": sha, "squash": True, "changes_count": "9",
                "head_pipeline": {"id": pipe, "iid": 5123, "project_id": pid, "sha": sha, "ref": "refs/merge-requests/287/head", "status": pstatus, "source": "merge_request_event",
                                  "web_url": f"{web}/-/pipelines/{pipe}"},
                "web_url": f"{web}/-/merge_requests/287", "references": {"short": "!287", "full": f"{proj}!287"}}

    def job(jid: int, name: str, stage: str, status: str, created: str, started: str | None, finished: str | None, dur: float | None, runner: str, retried: bool = False) -> dict[str, Any]:
        j = {"id": jid, "status": status, "stage": stage, "name": name, "ref": "refs/merge-requests/287/head", "allow_failure": False,
             "created_at": created, "started_at": started, "finished_at": finished, "duration": dur, "queued_duration": 2.41 if started else None,
             "user": luiza, "pipeline": {"id": pipe, "iid": 5123, "sha": sha, "status": None}, "runner": {"id": {"billing-runner-01": 14022871, "billing-runner-02": 14022899}.get(runner, 32976645), "description": runner},
             "web_url": f"{web}/-/jobs/{jid}"}
        if retried:
            j["retried"] = True
        return j

    jobs1 = [
        job(7812440101, "lint", "lint", "success", "2024-09-17T13:02:40.551Z", "2024-09-17T13:02:43.012Z", "2024-09-17T13:03:24.218Z", 41.21, "3-green.saas-linux-small-amd64.runners-manager.gitlab.com/default"),
        job(7812440102, "unit-tests", "test", "failed", "2024-09-17T13:02:40.577Z", "2024-09-17T13:03:26.904Z", "2024-09-17T13:08:39.611Z", 312.71, "billing-runner-02"),
        job(7812440103, "integration-tests", "test", "success", "2024-09-17T13:02:40.590Z", "2024-09-17T13:03:27.330Z", "2024-09-17T13:11:35.419Z", 488.09, "billing-runner-01"),
        job(7812440104, "sast", "test", "success", "2024-09-17T13:02:40.602Z", "2024-09-17T13:03:25.771Z", "2024-09-17T13:05:02.146Z", 96.38, "3-green.saas-linux-small-amd64.runners-manager.gitlab.com/default"),
    ]
    for j in jobs1:
        j["pipeline"]["status"] = "failed"
    log = """tests/test_proration.py::test_downgrade_issues_credit_note PASSED              [ 71%]
tests/test_proration.py::test_midcycle_upgrade_charges_difference FAILED        [ 72%]
tests/test_proration.py::test_upgrade_on_renewal_day_is_not_prorated PASSED     [ 73%]
tests/test_webhooks.py::test_invoice_finalized_event PASSED                     [ 74%]
...
=================================== FAILURES ===================================
__________________ test_midcycle_upgrade_charges_difference ___________________

    @pytest.fixture
    def ledger(redis_url):
>       client = redis.Redis.from_url(redis_url, socket_connect_timeout=2)
...
E       redis.exceptions.ConnectionError: Error 111 connecting to redis:6379. Connection refused.

/usr/local/lib/python3.12/site-packages/redis/connection.py:357: ConnectionError
----------------------------- Captured log setup ------------------------------
WARNING  billing.ledger:ledger.py:48 redis not ready after 2.0s (attempt 1/1)
=========================== short test summary info ============================
FAILED tests/test_proration.py::test_midcycle_upgrade_charges_difference - redis.exceptions.ConnectionError: Error 111 connecting to redis:6379. Connection refused.
================== 1 failed, 412 passed, 3 skipped in 301.44s ==================
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 1"""
    retry = job(7812517736, "unit-tests", "test", "pending", "2024-09-17T14:31:07.902Z", None, None, None, "billing-runner-02")
    retry["pipeline"]["status"] = "running"
    retry["runner"] = None
    jobs2 = [dict(j) for j in jobs1]
    for j in jobs2:
        j["pipeline"] = {"id": pipe, "iid": 5123, "sha": sha, "status": "success"}
    jobs2[1]["retried"] = True
    new = job(7812517736, "unit-tests", "test", "success", "2024-09-17T14:31:07.902Z", "2024-09-17T14:31:19.225Z", "2024-09-17T14:36:02.687Z", 283.46, "billing-runner-01")
    new["pipeline"]["status"] = "success"
    new["queued_duration"] = 11.32
    jobs2.insert(2, new)
    t = [
        (call("get_merge_request", project_id=proj, merge_request_iid="287"),
         pj(mr("Draft: Add proration for mid-cycle plan changes", True, ["backend", "billing", "needs-ci"], "2024-09-17T13:02:39.874Z", "failed", "draft_status"))),
        (call("list_pipeline_jobs", project_id=proj, pipeline_id=str(pipe)), pj(jobs1)),
        (call("get_pipeline_job_output", project_id=proj, job_id="7812440102", tail_lines=24), log),
        (call("retry_pipeline_job", project_id=proj, job_id="7812440102"), pj(retry)),
        (call("get_pipeline", project_id=proj, pipeline_id=str(pipe)),
         pj({"id": pipe, "iid": 5123, "project_id": pid, "sha": sha, "ref": "refs/merge-requests/287/head", "status": "running", "source": "merge_request_event",
             "created_at": "2024-09-17T13:02:40.411Z", "updated_at": "2024-09-17T14:31:19.301Z", "started_at": "2024-09-17T13:02:43.012Z", "finished_at": None,
             "committed_at": None, "duration": None, "queued_duration": 2, "coverage": None, "user": luiza, "web_url": f"{web}/-/pipelines/{pipe}",
             "detailed_status": {"icon": "status_running", "text": "Running", "label": "running", "group": "running", "has_details": True}})),
        (call("list_pipeline_jobs", project_id=proj, pipeline_id=str(pipe), include_retried=True), pj(jobs2)),
        (call("update_merge_request", project_id=proj, merge_request_iid="287", title="Add proration for mid-cycle plan changes", add_labels="ready-for-review", remove_labels="needs-ci"),
         pj(mr("Add proration for mid-cycle plan changes", False, ["backend", "billing", "ready-for-review"], "2024-09-17T14:38:55.611Z", "success", "mergeable"))),
    ]
    rs.add("mcp", "h55-mcp-02", system(tools), t, state="GitLab MCP server (gitlab.com), authenticated as lfernandes. Session started 2024-09-17 14:29 UTC.")


# ---------------------------------------------------------------------------------------------- 03 Jira
def t03(rs: RowSet) -> None:
    site = "https://acme-fin.atlassian.net"
    tools = [
        tool("jira_get_issue", "Get details of a specific Jira issue including its Epic links and relationship information.", {"issue_key": p("string", "Jira issue key (e.g. 'PROJ-123')"), "fields": p("string", "Comma-separated list of fields to return, or '*all'"), "expand": p("string", "Fields to expand, e.g. 'renderedFields', 'transitions', 'changelog'"), "comment_limit": p("integer", "Maximum number of comments to include")}, ["issue_key"]),
        tool("jira_search", "Search Jira issues using JQL (Jira Query Language).", {"jql": p("string", "JQL query string"), "fields": p("string", "Comma-separated fields to return"), "limit": p("integer", "Maximum number of results (1-50)"), "start_at": p("integer", "Starting index for pagination")}, ["jql"]),
        tool("jira_get_transitions", "Get available status transitions for a Jira issue.", {"issue_key": p("string", "Jira issue key")}, ["issue_key"]),
        tool("jira_transition_issue", "Transition a Jira issue to a new status.", {"issue_key": p("string", "Jira issue key"), "transition_id": p("string", "ID of the transition to perform"), "comment": p("string", "Optional comment to add during the transition")}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment to a Jira issue.", {"issue_key": p("string", "Jira issue key"), "comment": p("string", "Comment text in Markdown format")}, ["issue_key", "comment"]),
        tool("jira_update_issue", "Update an existing Jira issue including changing status, adding Epic links, updating fields, etc.", {"issue_key": p("string", "Jira issue key"), "fields": p("object", "A dictionary of fields to update")}, ["issue_key", "fields"]),
        tool("jira_create_issue", "Create a new Jira issue with optional Epic link or parent for subtasks.", {"project_key": p("string", "The JIRA project key"), "summary": p("string", "Summary/title of the issue"), "issue_type": p("string", "Issue type (Task, Bug, Story, Subtask)"), "assignee": p("string", "Assignee email or account id"), "description": p("string", "Issue description"), "additional_fields": p("object", "Extra fields, e.g. {\"parent\": \"PROJ-123\"}")}, ["project_key", "summary", "issue_type"]),
    ]
    rahul = {"display_name": "Rahul Menon", "name": "Rahul Menon", "email": "rahul.menon@acme-fin.com", "avatar_url": "https://secure.gravatar.com/avatar/3c1f6e0a?d=https%3A%2F%2Favatar-management--avatars.us-west-2.prod.public.atl-paas.net%2Finitials%2FRM-4.png"}
    ines = {"display_name": "Inês Carvalho", "name": "Inês Carvalho", "email": "ines.carvalho@acme-fin.com", "avatar_url": "https://secure.gravatar.com/avatar/91ad07be?d=https%3A%2F%2Favatar-management--avatars.us-west-2.prod.public.atl-paas.net%2Finitials%2FIC-0.png"}
    created = "2024-10-02T11:47:09.331+0000"
    issue = {"id": "104882", "key": "PAY-1412", "summary": "Refund webhook retries stop after 3 attempts instead of 8",
             "url": f"{site}/rest/api/2/issue/104882",
             "description": "Partners report that `refund.succeeded` webhooks are not redelivered after the third failure. The retry policy in `webhook-dispatcher` is documented as 8 attempts with exponential backoff (1m, 2m, 4m ... 128m).\n\nIn prod logs the 4th attempt is never scheduled: `attempt=3 next_delay=None reason=max_attempts`.\n\nSuspect the `MAX_ATTEMPTS` override in `dispatcher/config/prod.yaml` (set to 3 during the March incident).",
             "status": {"name": "To Do", "category": "To Do", "color": "blue-gray"}, "issue_type": {"name": "Bug"}, "priority": {"name": "High"},
             "assignee": rahul, "reporter": ines, "labels": ["webhooks", "partner-escalation"], "components": ["webhook-dispatcher"],
             "created": created, "updated": "2024-10-14T08:20:52.906+0000", "duedate": "2024-10-25",
             "customfield_10016": 5.0, "customfield_10020": [{"id": 612, "name": "PAY Sprint 38", "state": "active", "startDate": "2024-10-14T07:00:00.000Z", "endDate": "2024-10-25T17:00:00.000Z"}],
             "fix_versions": ["payments-2024.11"], "issuelinks": [{"type": "Relates", "direction": "outward", "key": "PAY-1398", "summary": "Make webhook retry policy configurable per partner", "status": "In Progress"}],
             "comments": [{"id": "238114", "author": "Inês Carvalho", "created": "2024-10-03T09:12:40.118+0000", "body": "Two partners (Lumen Pay, Orbit Travel) raised this in the weekly sync. Priority bumped to High."},
                          {"id": "238902", "author": "Rahul Menon", "created": "2024-10-14T08:20:52.906+0000", "body": "Pulling this into Sprint 38."}]}
    transitions = [{"id": "11", "name": "To Do", "to_status": "To Do"}, {"id": "21", "name": "Start Progress", "to_status": "In Progress"},
                   {"id": "31", "name": "Ready for Review", "to_status": "In Review"}, {"id": "41", "name": "Done", "to_status": "Done"}, {"id": "51", "name": "Won't Do", "to_status": "Won't Do"}]
    linked = {"id": "104561", "key": "PAY-1398", "summary": "Make webhook retry policy configurable per partner", "url": f"{site}/rest/api/2/issue/104561",
              "status": {"name": "In Progress", "category": "In Progress", "color": "yellow"}, "issue_type": {"name": "Story"}, "priority": {"name": "Medium"},
              "assignee": {"display_name": "Kwame Asante", "email": "kwame.asante@acme-fin.com"}, "reporter": ines, "labels": ["webhooks"],
              "created": "2024-09-19T15:03:22.760+0000", "updated": "2024-10-15T13:44:07.215+0000", "customfield_10016": 8.0,
              "description": "Partners want different retry budgets. Move `MAX_ATTEMPTS` and the backoff base out of the per-environment YAML into the `partner_webhook_settings` table, defaulting to 8 attempts / 60s base."}

    def row(key: str, summary: str, status: str, prio: str, pts: float, created_at: str, updated: str) -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status}, "priority": {"name": prio}, "customfield_10016": pts, "created": created_at, "updated": updated}

    search = {"total": 5, "start_at": 0, "max_results": 20, "issues": [
        row("PAY-1412", "Refund webhook retries stop after 3 attempts instead of 8", "To Do", "High", 5.0, "2024-10-09T11:47:09.331+0000", "2024-10-14T08:20:52.906+0000"),
        row("PAY-1405", "Ledger export drops rows with multi-currency settlements", "In Progress", "High", 3.0, "2024-09-30T10:21:54.002+0000", "2024-10-15T16:02:31.447+0000"),
        row("PAY-1377", "Add idempotency key to payout retry endpoint", "In Review", "Medium", 3.0, "2024-09-12T08:40:17.513+0000", "2024-10-15T11:25:08.190+0000"),
        row("PAY-1420", "Upgrade stripe-python to 10.x", "To Do", "Low", 2.0, "2024-10-11T14:09:45.881+0000", "2024-10-14T08:21:30.624+0000"),
        row("PAY-1391", "Flaky test: test_settlement_cutoff_timezone", "To Do", "Low", 1.0, "2024-09-17T17:55:02.305+0000", "2024-10-14T08:21:44.071+0000"),
    ]}
    sub = {"id": "105017", "key": "PAY-1431", "summary": "Remove MAX_ATTEMPTS=3 override from dispatcher/config/prod.yaml", "url": f"{site}/rest/api/2/issue/105017",
           "status": {"name": "To Do", "category": "To Do", "color": "blue-gray"}, "issue_type": {"name": "Subtask"}, "priority": {"name": "High"},
           "assignee": rahul, "reporter": rahul, "parent": {"key": "PAY-1412", "summary": "Refund webhook retries stop after 3 attempts instead of 8"},
           "created": "2024-10-16T09:06:31.552+0000", "updated": "2024-10-16T09:06:31.552+0000"}
    t = [
        (call("jira_get_issue", issue_key="PAY-1412", fields="*all", comment_limit=10), pj(issue)),
        (call("jira_get_transitions", issue_key="PAY-1412"), pj(transitions)),
        (call("jira_get_issue", issue_key="PAY-1398", fields="summary,status,issuetype,priority,assignee,reporter,labels,created,updated,customfield_10016,description"), pj(linked)),
        (call("jira_search", jql="project = PAY AND sprint in openSprints() AND assignee = currentUser() ORDER BY priority DESC, created DESC", fields="summary,status,priority,customfield_10016,created,updated", limit=20), pj(search)),
        (call("jira_transition_issue", issue_key="PAY-1412", transition_id="21", comment="Starting on this; the prod override is the culprit."),
         pj({"success": True, "message": "Issue PAY-1412 transitioned successfully", "issue": {"key": "PAY-1412", "status": {"name": "In Progress", "category": "In Progress", "color": "yellow"}, "updated": "2024-10-16T09:02:17.648+0000"}})),
        (call("jira_add_comment", issue_key="PAY-1412", comment="Confirmed: `dispatcher/config/prod.yaml` still has `MAX_ATTEMPTS: 3` from INC-2291 (March). Staging uses the default 8. Will remove the override and add a config test."),
         pj({"id": "239377", "body": "Confirmed: `dispatcher/config/prod.yaml` still has `MAX_ATTEMPTS: 3` from INC-2291 (March). Staging uses the default 8. Will remove the override and add a config test.",
             "created": "2024-10-16T09:03:05.219+0000", "updated": "2024-10-16T09:03:05.219+0000", "author": "Rahul Menon"})),
        (call("jira_update_issue", issue_key="PAY-1412", fields={"customfield_10016": 3, "labels": ["webhooks", "partner-escalation", "config"]}),
         pj({"message": "Issue updated successfully", "issue": {**{k: v for k, v in issue.items() if k not in ("comments", "description")},
                                                               "status": {"name": "In Progress", "category": "In Progress", "color": "yellow"},
                                                               "labels": ["webhooks", "partner-escalation", "config"], "customfield_10016": 3.0, "updated": "2024-10-16T09:04:48.903+0000"}})),
        (call("jira_create_issue", project_key="PAY", summary="Remove MAX_ATTEMPTS=3 override from dispatcher/config/prod.yaml", issue_type="Subtask", assignee="rahul.menon@acme-fin.com", additional_fields={"parent": "PAY-1412", "priority": {"name": "High"}}),
         pj({"message": "Issue created successfully", "issue": sub})),
        (call("jira_get_issue", issue_key="PAY-1412", fields="status,assignee,labels,customfield_10016,subtasks,updated,comment", comment_limit=5),
         pj({"id": "104882", "key": "PAY-1412", "summary": "Refund webhook retries stop after 3 attempts instead of 8", "url": f"{site}/rest/api/2/issue/104882",
             "status": {"name": "In Progress", "category": "In Progress", "color": "yellow"}, "assignee": rahul, "labels": ["webhooks", "partner-escalation", "config"],
             "customfield_10016": 3.0, "updated": "2024-10-16T09:06:31.700+0000",
             "subtasks": [{"key": "PAY-1431", "summary": "Remove MAX_ATTEMPTS=3 override from dispatcher/config/prod.yaml", "status": "To Do", "issue_type": "Subtask"}],
             "comments": issue["comments"] + [{"id": "239371", "author": "Rahul Menon", "created": "2024-10-16T09:02:17.602+0000", "body": "Starting on this; the prod override is the culprit."},
                                             {"id": "239377", "author": "Rahul Menon", "created": "2024-10-16T09:03:05.219+0000", "body": "Confirmed: `dispatcher/config/prod.yaml` still has `MAX_ATTEMPTS: 3` from INC-2291 (March). Staging uses the default 8. Will remove the override and add a config test."}]})),
    ]
    rs.add("mcp", "h55-mcp-03", system(tools), t, bad=True, turn=4,
           kind="the JQL search lists PAY-1412 as created 2024-10-09 although jira_get_issue at turn 1 showed it created 2024-10-02 with nothing in between")


# ---------------------------------------------------------------------------------------------- 04 Quay.io
def t04(rs: RowSet) -> None:
    ns, repo = "corvid-labs", "ingest-worker"
    nr = {"namespace": p("string", "Organization or user namespace"), "repository": p("string", "Repository name")}
    tools = [
        tool("list_repository_tags", "List the tags of a Quay.io repository, newest first.", {**nr, "limit": p("integer", "Page size (max 100)"), "page": p("integer", "Page number"), "only_active_tags": p("boolean", "Exclude expired/deleted tags")}, ["namespace", "repository"]),
        tool("delete_tag", "Delete a tag. The tag stays recoverable through the time machine for the repository's retention window.", {**nr, "tag": p("string", "Tag name")}, ["namespace", "repository", "tag"]),
        tool("get_repository", "Get a repository summary: visibility, description, state, active tag count and last modification.", nr, ["namespace", "repository"]),
        tool("get_manifest_security", "Get the Clair vulnerability scan of a manifest.", {**nr, "manifest_digest": p("string", "Manifest digest (sha256:...)"), "vulnerabilities": p("boolean", "Include vulnerability details")}, ["namespace", "repository", "manifest_digest"]),
        tool("move_tag", "Create or move a tag so that it points at the given manifest.", {**nr, "tag": p("string", "Tag name"), "manifest_digest": p("string", "Target manifest digest")}, ["namespace", "repository", "tag", "manifest_digest"]),
        tool("get_repository_logs", "List recent audit log entries for the repository.", {**nr, "limit": p("integer", "Max entries")}, ["namespace", "repository"]),
    ]
    d = {"3.14.2": "sha256:5c0e9a7d41b2f86e3a1d0c57e9b84f2a6d13c0e7b5f928a4d6c1e03b7a9f5d28",
         "latest": "sha256:5c0e9a7d41b2f86e3a1d0c57e9b84f2a6d13c0e7b5f928a4d6c1e03b7a9f5d28",
         "3.14.1": "sha256:a91d3e07c5b2f84d6e1a09c37b5d2e8f40a6c1d9e73b5f08a2d4c6e91b3f7a05",
         "stable": "sha256:a91d3e07c5b2f84d6e1a09c37b5d2e8f40a6c1d9e73b5f08a2d4c6e91b3f7a05",
         "3.14.0-rc.2": "sha256:0d6f2b91e4a7c38d5e0b1f96a2c7d43e8b5a0f1c9d62e7b3a84f05c1d9e2b6a7",
         "3.13.5": "sha256:e27b40c9d1a5f36e8b2d07c4a9e1f53b6d8c02a7e4f91b3d5c60a8e2f7b4d193",
         "3.13.4": "sha256:7f3a0c5e91d2b48f6a0e7c13d5b9f24e8a6c01d7b3e95f2a4c8d60e1b7f3a952"}
    sizes = {"3.14.2": 148213744, "latest": 148213744, "3.14.1": 148190302, "stable": 148190302, "3.14.0-rc.2": 151022118, "3.13.5": 139874551, "3.13.4": 139861207}
    starts = {"3.14.2": 1718031442, "latest": 1718031442, "3.14.1": 1717500118, "stable": 1717766903, "3.14.0-rc.2": 1716894025, "3.13.5": 1715340717, "3.13.4": 1714651389}

    def rfc(ts: int) -> str:
        table = {1718031442: "Mon, 10 Jun 2024 14:57:22 -0000", 1717500118: "Tue, 04 Jun 2024 11:21:58 -0000", 1717766903: "Fri, 07 Jun 2024 13:28:23 -0000",
                 1716894025: "Tue, 28 May 2024 11:00:25 -0000", 1715340717: "Fri, 10 May 2024 11:31:57 -0000", 1714651389: "Thu, 02 May 2024 12:03:09 -0000"}
        return table[ts]

    order = ["latest", "3.14.2", "stable", "3.14.1", "3.14.0-rc.2", "3.13.5", "3.13.4"]
    tags = [{"name": n, "reversion": False, "start_ts": starts[n], "manifest_digest": d[n], "is_manifest_list": False, "size": sizes[n],
             "last_modified": rfc(starts[n])} for n in order]
    vulns = [
        {"Name": "CVE-2024-2511", "NamespaceName": "debian:12", "Severity": "Medium", "Link": "https://security-tracker.debian.org/tracker/CVE-2024-2511", "FixedBy": "3.0.13-1~deb12u1", "PackageName": "openssl", "Version": "3.0.11-1~deb12u2"},
        {"Name": "CVE-2024-33599", "NamespaceName": "debian:12", "Severity": "High", "Link": "https://security-tracker.debian.org/tracker/CVE-2024-33599", "FixedBy": "2.36-9+deb12u7", "PackageName": "glibc", "Version": "2.36-9+deb12u4"},
        {"Name": "CVE-2023-45853", "NamespaceName": "debian:12", "Severity": "Low", "Link": "https://security-tracker.debian.org/tracker/CVE-2023-45853", "FixedBy": "", "PackageName": "zlib", "Version": "1:1.2.13.dfsg-1"},
        {"Name": "GHSA-9wx4-h78v-vm56", "NamespaceName": "pypi", "Severity": "Medium", "Link": "https://github.com/advisories/GHSA-9wx4-h78v-vm56", "FixedBy": "2.32.0", "PackageName": "requests", "Version": "2.31.0"},
    ]
    t = [
        (call("list_repository_tags", namespace=ns, repository=repo, limit=50, page=1, only_active_tags=True), pj({"tags": tags, "page": 1, "has_additional": False})),
        (call("delete_tag", namespace=ns, repository=repo, tag="3.14.0-rc.2"),
         mcp_text("Tag 3.14.0-rc.2 deleted from quay.io/corvid-labs/ingest-worker (manifest sha256:0d6f2b91e4a7...). It can be restored from the time machine until Tue, 25 Jun 2024 09:14:06 -0000 (14-day retention).")),
        (call("get_repository", namespace=ns, repository=repo),
         pj({"namespace": ns, "name": repo, "kind": "image", "description": "Kafka ingest worker for the telemetry pipeline. Built by GitHub Actions from corvid-labs/ingest on every tag.",
             "is_public": False, "is_organization": True, "is_starred": False, "status_token": "", "trust_enabled": False, "tag_expiration_s": 1209600,
             "state": "NORMAL", "can_write": True, "can_admin": True, "active_tag_count": 7, "last_modified": "Tue, 11 Jun 2024 09:14:06 -0000"})),
        (call("get_manifest_security", namespace=ns, repository=repo, manifest_digest=d["3.14.2"], vulnerabilities=True),
         pj({"status": "scanned", "data": {"Layer": {"Name": d["3.14.2"], "ParentName": "", "NamespaceName": "", "IndexedByVersion": 4, "Features": [
             {"Name": "openssl", "VersionFormat": "dpkg", "NamespaceName": "debian:12", "Version": "3.0.11-1~deb12u2", "BaseScores": [5.9], "Vulnerabilities": [vulns[0]]},
             {"Name": "libc6", "VersionFormat": "dpkg", "NamespaceName": "debian:12", "Version": "2.36-9+deb12u4", "BaseScores": [7.4], "Vulnerabilities": [vulns[1]]},
             {"Name": "zlib1g", "VersionFormat": "dpkg", "NamespaceName": "debian:12", "Version": "1:1.2.13.dfsg-1", "BaseScores": [9.8], "Vulnerabilities": [vulns[2]]},
             {"Name": "requests", "VersionFormat": "pep440", "NamespaceName": "pypi", "Version": "2.31.0", "BaseScores": [5.6], "Vulnerabilities": [vulns[3]]},
             {"Name": "python3.12", "VersionFormat": "dpkg", "NamespaceName": "debian:12", "Version": "3.12.3-1", "BaseScores": [], "Vulnerabilities": []},
             {"Name": "confluent-kafka", "VersionFormat": "pep440", "NamespaceName": "pypi", "Version": "2.4.0", "BaseScores": [], "Vulnerabilities": []}]}}})),
        (call("move_tag", namespace=ns, repository=repo, tag="stable", manifest_digest=d["3.14.2"]),
         mcp_text({"tag": "stable", "repository": f"{ns}/{repo}", "manifest_digest": d["3.14.2"], "previous_manifest_digest": d["3.14.1"], "start_ts": 1718097607, "last_modified": "Tue, 11 Jun 2024 09:20:07 -0000"})),
        (call("get_repository_logs", namespace=ns, repository=repo, limit=4),
         pj({"logs": [
             {"kind": "move_tag", "datetime": "Tue, 11 Jun 2024 09:20:07 -0000", "performer": {"kind": "user", "name": "tsato"}, "ip": "203.0.113.42",
              "metadata": {"tag": "stable", "manifest_digest": d["3.14.2"], "original_manifest_digest": d["3.14.1"], "namespace": ns, "repo": repo}},
             {"kind": "delete_tag", "datetime": "Tue, 11 Jun 2024 09:14:06 -0000", "performer": {"kind": "user", "name": "tsato"}, "ip": "203.0.113.42",
              "metadata": {"tag": "3.14.0-rc.2", "namespace": ns, "repo": repo}},
             {"kind": "push_repo", "datetime": "Mon, 10 Jun 2024 14:57:22 -0000", "performer": {"kind": "robot", "name": "corvid-labs+gha_push"}, "ip": "20.42.11.97",
              "metadata": {"tag": "latest", "manifest_digest": d["latest"], "namespace": ns, "repo": repo}},
             {"kind": "push_repo", "datetime": "Mon, 10 Jun 2024 14:57:22 -0000", "performer": {"kind": "robot", "name": "corvid-labs+gha_push"}, "ip": "20.42.11.97",
              "metadata": {"tag": "3.14.2", "manifest_digest": d["3.14.2"], "namespace": ns, "repo": repo}}], "next_page": "eyJzdGFydF9pZCI6IDkxMjM0NDQxfQ=="})),
    ]
    rs.add("mcp", "h55-mcp-04", system(tools), t, bad=True, turn=3,
           kind="get_repository reports 7 active tags right after 3.14.0-rc.2 was deleted from the 7 tags listed at turn 1, so it should be 6")


# ---------------------------------------------------------------------------------------------- 05 LaunchDarkly
def ms(iso: str) -> int:
    """Epoch milliseconds of a fixed ISO timestamp (UTC)."""
    from datetime import datetime, timezone
    return int(datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc).timestamp() * 1000)


def t05(rs: RowSet) -> None:
    proj, key = "storefront", "checkout-address-autocomplete"
    pk = {"projectKey": p("string", "The project key")}
    tools = [
        tool("list_environments", "List the environments of a LaunchDarkly project.", pk, ["projectKey"]),
        tool("get_feature_flag", "Get a single feature flag by key, optionally restricted to some environments.", {**pk, "featureFlagKey": p("string", "The feature flag key"), "env": p("array", "Environment keys to include", items={"type": "string"})}, ["projectKey", "featureFlagKey"]),
        tool("get_flag_status", "Get the status of a flag in one environment (new, active, inactive, launched) and when it was last requested.", {**pk, "featureFlagKey": p("string", "The feature flag key"), "environmentKey": p("string", "The environment key")}, ["projectKey", "featureFlagKey", "environmentKey"]),
        tool("patch_feature_flag", "Update a feature flag with semantic patch instructions (turnFlagOn, turnFlagOff, addRule, removeRule, updateFallthroughVariationOrRollout, ...).", {**pk, "featureFlagKey": p("string", "The feature flag key"), "environmentKey": p("string", "Environment the instructions apply to"), "instructions": p("array", "Semantic patch instructions", items={"type": "object"}), "comment": p("string", "Optional comment (required in environments that require comments)")}, ["projectKey", "featureFlagKey", "instructions"]),
        tool("evaluate_flag", "Evaluate a flag for a context in an environment, returning the value, variation index and evaluation reason.", {**pk, "environmentKey": p("string", "The environment key"), "featureFlagKey": p("string", "The feature flag key"), "context": p("object", "The evaluation context")}, ["projectKey", "environmentKey", "featureFlagKey", "context"]),
        tool("get_audit_log", "List audit log entries, newest first.", {"spec": p("string", "Resource specifier, e.g. proj/storefront:env/*:flag/my-flag"), "limit": p("integer", "Max entries")}, ["spec"]),
    ]
    v_on, v_off = "8f1d2a30-5b7c-4e96-a0d4-3c2e91b7f605", "c41e7b90-2d35-4a18-9f6e-b07a53d2e814"
    rule_id = "e6b2f04c-91a7-4d3e-8c25-7a0f1d9b3e62"
    seg_rule = "1a7d0c3e-8b52-4f94-a6e1-c2d9f03b7a58"
    envs = [
        {"_id": "6512a0c4e8f3b10c7d5a2e91", "key": "production", "name": "Production", "color": "417505", "apiKey": "sdk-********-****-****-****-********4f2c", "mobileKey": "mob-********-****-****-****-********a1d0", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": True, "confirmChanges": True, "tags": ["prod"], "critical": True},
        {"_id": "6512a0c4e8f3b10c7d5a2e92", "key": "staging", "name": "Staging", "color": "f5a623", "apiKey": "sdk-********-****-****-****-********9b17", "mobileKey": "mob-********-****-****-****-********03ce", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": False, "confirmChanges": False, "tags": [], "critical": False},
        {"_id": "6512a0c4e8f3b10c7d5a2e93", "key": "test", "name": "Test", "color": "7e8c9a", "apiKey": "sdk-********-****-****-****-********77e5", "mobileKey": "mob-********-****-****-****-********5c2b", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False, "requireComments": False, "confirmChanges": False, "tags": [], "critical": False},
    ]
    summ_off = {"variations": {"0": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True, "isOff": True}}, "prerequisites": 0}
    staging = {"on": True, "archived": False, "salt": "9d2c41e07b5a4f38a61e0c7d3b92f5e8", "sel": "b0e4f27a91c35d68e2a70f1c4b9d3e56", "lastModified": ms("2024-07-16T14:22:05.310Z"), "version": 22,
               "targets": [], "contextTargets": [], "prerequisites": [],
               "rules": [{"_id": seg_rule, "variation": 0, "clauses": [{"_id": "5c0e8a1d-3f72-4b96-9d14-e2a7c06b5f31", "attribute": "segmentMatch", "op": "segmentMatch", "values": ["internal-staff"], "contextKind": "", "negate": False}], "trackEvents": False, "description": "Staff always on"}],
               "fallthrough": {"rollout": {"variations": [{"variation": 0, "weight": 50000}, {"variation": 1, "weight": 50000}], "bucketBy": "key", "contextKind": "user"}},
               "offVariation": 1, "trackEvents": False, "trackEventsFallthrough": False, "_environmentName": "Staging",
               "_site": {"href": f"/{proj}/staging/features/{key}", "type": "text/html"},
               "_summary": {"variations": {"0": {"rules": 1, "nullRules": 0, "targets": 0, "contextTargets": 0, "rollout": 50000}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "rollout": 50000, "isOff": True}}, "prerequisites": 0}}

    def prod(on: bool, rules: list[dict[str, Any]], version: int, last: str) -> dict[str, Any]:
        s = {"variations": {"0": {"rules": len(rules), "nullRules": 0, "targets": 0, "contextTargets": 0}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True, "isOff": True}}, "prerequisites": 0} if rules else summ_off
        return {"on": on, "archived": False, "salt": "47a0e3c9d12b4f6e8a5d0b7c3e19f2a4", "sel": "e2c95b07a4d13f68b0e1a7c2d5f94b30", "lastModified": ms(last), "version": version,
                "targets": [], "contextTargets": [], "prerequisites": [], "rules": rules, "fallthrough": {"variation": 1}, "offVariation": 1,
                "trackEvents": False, "trackEventsFallthrough": False, "_environmentName": "Production",
                "_site": {"href": f"/{proj}/production/features/{key}", "type": "text/html"}, "_summary": s}

    anz = {"_id": rule_id, "variation": 0, "clauses": [{"_id": "b83f1e27-0c4d-4a95-b6e2-9d71a3c5f048", "attribute": "country", "op": "in", "values": ["NZ", "AU"], "contextKind": "user", "negate": False}], "trackEvents": False, "description": "ANZ pilot"}

    def flag(version: int, envs_: dict[str, Any]) -> dict[str, Any]:
        return {"key": key, "name": "Checkout: address autocomplete", "description": "Google Places autocomplete on the shipping address step of checkout v2.",
                "kind": "boolean", "_version": version, "creationDate": ms("2024-06-27T10:05:41.882Z"), "includeInSnippet": False,
                "clientSideAvailability": {"usingMobileKey": False, "usingEnvironmentId": True},
                "variations": [{"_id": v_on, "value": True, "name": "On"}, {"_id": v_off, "value": False, "name": "Off"}],
                "temporary": True, "tags": ["checkout", "q3-2024"], "maintainerId": "5f9b3c21e0a7d84b6c12f3e9",
                "_maintainer": {"_id": "5f9b3c21e0a7d84b6c12f3e9", "firstName": "Hannah", "lastName": "Okonkwo", "role": "writer", "email": "hannah.okonkwo@storefront.io"},
                "defaults": {"onVariation": 0, "offVariation": 1}, "archived": False, "deprecated": False, "environments": envs_}

    p1 = prod(False, [], 9, "2024-06-27T10:05:42.017Z")
    p2 = prod(False, [anz], 10, "2024-07-23T09:03:12.448Z")
    p3 = prod(True, [anz], 11, "2024-07-23T09:04:37.905Z")
    ctx_nz = {"kind": "user", "key": "user-88213", "country": "NZ", "plan": "plus"}
    ctx_us = {"kind": "user", "key": "user-40577", "country": "US", "plan": "plus"}
    t = [
        (call("list_environments", projectKey=proj), pj({"items": envs, "totalCount": 3, "_links": {"self": {"href": f"/api/v2/projects/{proj}/environments", "type": "application/json"}}})),
        (call("get_feature_flag", projectKey=proj, featureFlagKey=key, env=["production", "staging"]), pj(flag(37, {"production": p1, "staging": staging}))),
        (call("get_flag_status", projectKey=proj, featureFlagKey=key, environmentKey="staging"),
         pj({"name": "active", "lastRequested": "2024-07-23T09:01:58.204Z", "default": None, "_links": {"parent": {"href": f"/api/v2/flag-statuses/{proj}/staging", "type": "application/json"}, "self": {"href": f"/api/v2/flag-statuses/{proj}/staging/{key}", "type": "application/json"}}})),
        (call("patch_feature_flag", projectKey=proj, featureFlagKey=key, environmentKey="production", comment="ANZ pilot, see CHK-982",
              instructions=[{"kind": "addRule", "clauses": [{"contextKind": "user", "attribute": "country", "op": "in", "values": ["NZ", "AU"], "negate": False}], "variationId": v_on, "description": "ANZ pilot"}]),
         pj(flag(38, {"production": p2}))),
        (call("patch_feature_flag", projectKey=proj, featureFlagKey=key, environmentKey="production", comment="ANZ pilot go-live, see CHK-982", instructions=[{"kind": "turnFlagOn"}]),
         pj(flag(39, {"production": p3}))),
        (call("evaluate_flag", projectKey=proj, environmentKey="production", featureFlagKey=key, context=ctx_nz),
         pj({"value": True, "variationIndex": 0, "reason": {"kind": "RULE_MATCH", "ruleIndex": 0, "ruleId": rule_id}, "_version": 39})),
        (call("evaluate_flag", projectKey=proj, environmentKey="production", featureFlagKey=key, context=ctx_us),
         pj({"value": False, "variationIndex": 1, "reason": {"kind": "FALLTHROUGH"}, "_version": 39})),
        (call("get_flag_status", projectKey=proj, featureFlagKey=key, environmentKey="production"),
         pj({"name": "active", "lastRequested": "2024-07-23T09:05:21.637Z", "default": None, "_links": {"parent": {"href": f"/api/v2/flag-statuses/{proj}/production", "type": "application/json"}, "self": {"href": f"/api/v2/flag-statuses/{proj}/production/{key}", "type": "application/json"}}})),
        (call("get_feature_flag", projectKey=proj, featureFlagKey=key, env=["production"]), pj(flag(39, {"production": p3}))),
        (call("get_audit_log", spec=f"proj/{proj}:env/*:flag/{key}", limit=3),
         pj({"items": [
             {"_id": "66a17395c2e04b1f8d3a9e57", "date": ms("2024-07-23T09:04:37.905Z"), "kind": "flag", "name": "Checkout: address autocomplete", "description": "- Turned on the flag", "shortDescription": "", "comment": "ANZ pilot go-live, see CHK-982",
              "member": {"email": "hannah.okonkwo@storefront.io", "firstName": "Hannah", "lastName": "Okonkwo"}, "titleVerb": "turned on the flag", "title": "Hannah Okonkwo turned on the flag [Checkout: address autocomplete] in `Production`",
              "target": {"resources": [f"proj/{proj}:env/production:flag/{key}"]}},
             {"_id": "66a17340c2e04b1f8d3a9e21", "date": ms("2024-07-23T09:03:12.448Z"), "kind": "flag", "name": "Checkout: address autocomplete", "description": "- Added rule 1: If `country` is one of `NZ`, `AU`, serve `On`", "shortDescription": "", "comment": "ANZ pilot, see CHK-982",
              "member": {"email": "hannah.okonkwo@storefront.io", "firstName": "Hannah", "lastName": "Okonkwo"}, "titleVerb": "updated the flag", "title": "Hannah Okonkwo updated the flag [Checkout: address autocomplete] in `Production`",
              "target": {"resources": [f"proj/{proj}:env/production:flag/{key}"]}},
             {"_id": "66968a2dc2e04b1f8d3a41b0", "date": ms("2024-07-16T14:22:05.310Z"), "kind": "flag", "name": "Checkout: address autocomplete", "description": "- Changed the default rule to a percentage rollout: 50% `On`, 50% `Off`", "shortDescription": "", "comment": "",
              "member": {"email": "dmitri.volkov@storefront.io", "firstName": "Dmitri", "lastName": "Volkov"}, "titleVerb": "updated the flag", "title": "Dmitri Volkov updated the flag [Checkout: address autocomplete] in `Staging`",
              "target": {"resources": [f"proj/{proj}:env/staging:flag/{key}"]}}],
             "_links": {"next": {"href": f"/api/v2/auditlog?limit=3&before={ms('2024-07-16T14:22:05.310Z')}&spec=proj%2F{proj}%3Aenv%2F%2A%3Aflag%2F{key}", "type": "application/json"}}})),
    ]
    rs.add("mcp", "h55-mcp-05", system(tools), t)


# ---------------------------------------------------------------------------------------------- 06 Trello
def t06(rs: RowSet) -> None:
    board = "66a1f0c2b83e4d2a9c5e7f01"
    lid = {n: f"66a1f0c2b83e4d2a9c5e7f{i:02d}" for i, n in enumerate(["Backlog", "Design", "In Progress", "QA", "Done"], 2)}
    tools = [
        tool("get_lists", "Retrieve all lists from the specified board.", {"boardId": p("string", "ID of the Trello board (uses the default board if not provided)")}, []),
        tool("get_cards_by_list_id", "Fetch cards from a specific Trello list.", {"boardId": p("string", "ID of the Trello board"), "listId": p("string", "ID of the Trello list")}, ["listId"]),
        tool("get_card", "Get detailed information about a specific Trello card.", {"cardId": p("string", "ID of the card"), "includeMarkdown": p("boolean", "Return description as markdown")}, ["cardId"]),
        tool("update_checklist_item", "Update the state of a checklist item on a card.", {"cardId": p("string", "ID of the card"), "checkItemId": p("string", "ID of the checklist item"), "state": p("string", "complete or incomplete")}, ["cardId", "checkItemId", "state"]),
        tool("move_card", "Move a card to a different list.", {"boardId": p("string", "ID of the Trello board"), "cardId": p("string", "ID of the card to move"), "listId": p("string", "ID of the target list")}, ["cardId", "listId"]),
    ]
    lists = [{"id": lid[n], "name": n, "closed": False, "color": None, "idBoard": board, "pos": pos, "subscribed": False, "softLimit": None, "type": None}
             for n, pos in [("Backlog", 16384), ("Design", 32768), ("In Progress", 49152), ("QA", 65536), ("Done", 81920)]]
    lbl = {"exp": {"id": "66a1f0c2b83e4d2a9c5e7f41", "idBoard": board, "name": "Experiment", "color": "purple"},
           "fe": {"id": "66a1f0c2b83e4d2a9c5e7f42", "idBoard": board, "name": "Frontend", "color": "blue"},
           "seo": {"id": "66a1f0c2b83e4d2a9c5e7f43", "idBoard": board, "name": "SEO", "color": "green"},
           "bug": {"id": "66a1f0c2b83e4d2a9c5e7f44", "idBoard": board, "name": "Bug", "color": "red"}}
    mia, ollie = "5e8b1f3a9c04d27e6b1a0f52", "60c2a7e4b19d3f0a8e5c1d77"
    cid = "66b4d19a0e7c2f5b3a8d1e60"

    def card(id_: str, short: int, name: str, list_: str, pos: float, labels: list[str], members: list[str], due: str | None, ck: tuple[int, int], comments: int, att: int, last: str, desc: str = "") -> dict[str, Any]:
        return {"id": id_, "idShort": short, "name": name, "desc": desc, "idBoard": board, "idList": lid[list_], "pos": pos, "closed": False,
                "due": due, "dueComplete": False, "labels": [lbl[x] for x in labels], "idMembers": members,
                "badges": {"checkItems": ck[0], "checkItemsChecked": ck[1], "comments": comments, "attachments": att, "description": bool(desc), "due": due, "votes": 0},
                "dateLastActivity": last, "shortUrl": f"https://trello.com/c/{id_[-8:]}", "url": f"https://trello.com/c/{id_[-8:]}/{short}-{name.lower().replace(' ', '-').replace('/', '')}"}

    hero_desc = "Split the homepage hero between the current banner (A) and the video loop (B). 50/50 via Optimizely, goal = 'Start free trial' clicks."
    inprog = [
        card(cid, 37, "Hero banner A/B test setup", "In Progress", 16384, ["exp", "fe"], [mia], "2024-08-09T16:00:00.000Z", (5, 2), 3, 1, "2024-08-06T15:12:44.391Z", hero_desc),
        card("66b4d1c27f0a3e9b5d2c8a14", 41, "Pricing page: annual toggle copy", "In Progress", 32768, ["fe"], [ollie], "2024-08-12T16:00:00.000Z", (3, 0), 1, 0, "2024-08-05T10:47:02.118Z"),
        card("66b4d20e3c5f1a8d7b9e2c03", 44, "Blog index pagination", "In Progress", 49152, ["fe", "seo"], [mia, ollie], None, (0, 0), 0, 0, "2024-08-06T09:30:15.904Z"),
    ]
    items = [("66b4e0a1c3d5f7a9b2e4c601", "Create experiment in Optimizely", "complete", 16384),
             ("66b4e0a1c3d5f7a9b2e4c602", "Export video loop as WebM + MP4 (< 2.5 MB)", "complete", 32768),
             ("66b4e0a1c3d5f7a9b2e4c603", "Add data-variant attribute to hero component", "incomplete", 49152),
             ("66b4e0a1c3d5f7a9b2e4c604", "QA both variants on Safari iOS", "incomplete", 65536),
             ("66b4e0a1c3d5f7a9b2e4c605", "Set traffic allocation to 50/50 and start", "incomplete", 81920)]
    chk = "66b4e0a1c3d5f7a9b2e4c600"
    full = card(cid, 37, "Hero banner A/B test setup", "In Progress", 16384, ["exp", "fe"], [mia], "2024-08-09T16:00:00.000Z", (5, 2), 3, 1, "2024-08-06T15:12:44.391Z", hero_desc)
    full["checklists"] = [{"id": chk, "name": "Launch checklist", "idCard": cid, "pos": 16384,
                           "checkItems": [{"id": i, "name": n, "state": s, "idChecklist": chk, "pos": pos, "due": None, "idMember": None} for i, n, s, pos in items]}]
    moved = card(cid, 37, "Hero banner A/B test setup", "QA", 212992, ["exp", "fe"], [mia], "2024-08-09T16:00:00.000Z", (5, 3), 3, 1, "2024-08-07T08:19:36.552Z", hero_desc)
    qa = [
        card("66b3a0f5d2e8c1b7a4f90e22", 29, "Footer: fix newsletter form on mobile", "QA", 147456, ["bug", "fe"], [ollie], "2024-08-07T16:00:00.000Z", (2, 2), 4, 2, "2024-08-06T17:55:09.240Z"),
        card("66b3c47e9a1d0f2b6e5c8d31", 33, "Meta descriptions for product pages", "QA", 196608, ["seo"], [mia], None, (12, 12), 2, 0, "2024-08-05T13:02:48.677Z"),
        moved,
    ]
    t = [
        (call("get_lists", boardId=board), pj(lists)),
        (call("get_cards_by_list_id", boardId=board, listId=lid["In Progress"]), pj(inprog)),
        (call("get_card", cardId=cid, includeMarkdown=True), pj(full)),
        (call("update_checklist_item", cardId=cid, checkItemId=items[2][0], state="complete"),
         pj({"id": items[2][0], "name": items[2][1], "state": "complete", "idChecklist": chk, "pos": 49152, "due": None, "idMember": None, "nameData": {"emoji": {}}})),
        (call("move_card", boardId=board, cardId=cid, listId=lid["QA"]), pj(moved)),
        (call("get_cards_by_list_id", boardId=board, listId=lid["QA"]), pj(qa)),
    ]
    rs.add("mcp", "h55-mcp-06", system(tools), t, state="Trello MCP server, default board 'Q3 Website Relaunch' (66a1f0c2b83e4d2a9c5e7f01), member mia_santos.")


# ---------------------------------------------------------------------------------------------- 07 Sentry
def t07(rs: RowSet) -> None:
    org, proj = "lumen-commerce", "checkout-web"
    tools = [
        tool("find_organizations", "Find organizations that the user has access to in Sentry.", {}, []),
        tool("find_projects", "Find projects in Sentry.", {"organizationSlug": p("string", "The organization's slug")}, ["organizationSlug"]),
        tool("find_teams", "Find teams in an organization in Sentry.", {"organizationSlug": p("string", "The organization's slug")}, ["organizationSlug"]),
        tool("find_releases", "Find releases in Sentry.", {"organizationSlug": p("string", "The organization's slug"), "projectSlug": p("string", "The project's slug"), "query": p("string", "Search for versions which contain the provided string")}, ["organizationSlug"]),
        tool("search_issues", "Search for grouped issues/problems in Sentry using a Sentry search query.", {"organizationSlug": p("string", "The organization's slug"), "projectSlug": p("string", "The project's slug"), "query": p("string", "Sentry issue search query"), "sortBy": p("string", "date, freq, new or user"), "limit": p("number", "Maximum number of issues")}, ["organizationSlug"]),
        tool("get_issue_details", "Get detailed information about a specific Sentry issue by ID, including the latest event.", {"organizationSlug": p("string", "The organization's slug"), "issueId": p("string", "The Issue ID, e.g. PROJECT-1Z43")}, ["organizationSlug", "issueId"]),
        tool("update_issue", "Update an issue's status or assignment.", {"organizationSlug": p("string", "The organization's slug"), "issueId": p("string", "The Issue ID"), "status": p("string", "resolved, resolvedInNextRelease, unresolved or ignored"), "assignedTo": p("string", "user:ID or team:SLUG")}, ["organizationSlug", "issueId"]),
        tool("search_events", "Search events and aggregate them with a natural-language query, translated to a Sentry Discover query.", {"organizationSlug": p("string", "The organization's slug"), "naturalLanguageQuery": p("string", "What to search for"), "projectSlug": p("string", "The project's slug"), "limit": p("number", "Max rows")}, ["organizationSlug", "naturalLanguageQuery"]),
    ]
    url = f"https://{org}.sentry.io/issues"
    use = "# Using this information\n\n- You can reference the IssueID in commit messages (e.g. `Fixes CHECKOUT-WEB-3K7`) to automatically close the issue when the commit is merged.\n- The stacktrace includes both first-party application code as well as third-party code, its important to triage to first-party code.\n"

    def issue_list(rows: list[tuple[str, str, str, str, str, int, int]]) -> str:
        out = [f"# Issues in **{org}/{proj}**\n"]
        for i, (iid, title, culprit, first, last, ev, us) in enumerate(rows, 1):
            out.append(f"## {i}. [{iid}]({url}/{iid})\n\n**{title.split(':')[0]}**: {title.split(': ', 1)[1]}\n\n- **Culprit:** `{culprit}`\n- **Status:** unresolved\n- **Level:** error\n- **First Seen:** {first}\n- **Last Seen:** {last}\n- **Events:** {ev}\n- **Users:** {us}\n")
        out.append("# Using this information\n\n- You can reference the Issue ID in commit messages (e.g. `Fixes <issueID>`) to automatically close the issue when the commit is merged.\n- You can get more details about a specific issue by using the tool: `get_issue_details(organizationSlug=\"lumen-commerce\", issueId=<issueID>)`\n")
        return "\n".join(out)

    k7 = ("CHECKOUT-WEB-3K7", "TypeError: Cannot read properties of undefined (reading 'lineItems')", "app/checkout/summary/OrderSummary.tsx in computeTotals")
    others1 = [("CHECKOUT-WEB-3JQ", "ChunkLoadError: Loading chunk 8841 failed.", "app/checkout/payment/PaymentStep.tsx", "2024-11-14T16:29:03.000Z", "2024-11-19T09:40:12.000Z", 1204, 977),
               ("CHECKOUT-WEB-3M1", "AxiosError: Request failed with status code 502", "services/shipping.ts in fetchRates", "2024-11-15T07:12:48.000Z", "2024-11-19T09:38:55.000Z", 733, 402),
               ("CHECKOUT-WEB-2ZT", "AbortError: The user aborted a request.", "lib/http/client.ts in request", "2024-10-21T12:05:37.000Z", "2024-11-19T09:36:19.000Z", 412, 288),
               ("CHECKOUT-WEB-3L4", "RangeError: Invalid time value", "app/checkout/delivery/SlotPicker.tsx in formatSlot", "2024-11-12T19:44:10.000Z", "2024-11-19T08:57:31.000Z", 95, 71)]
    first = "2024-11-04T18:22:51.000Z"

    def details(last: str, occ: int, users: int, status: str, assigned: str, first_release: str, event_id: str, browser: str, os_: str) -> str:
        return (f"# Issue {k7[0]} in **{org}**\n\n**Description**: {k7[1]}\n**Culprit**: {k7[2]}\n**First Seen**: {first}\n**Last Seen**: {last}\n"
                f"**Occurrences**: {occ}\n**Users Impacted**: {users}\n**Status**: {status}\n**Platform**: javascript\n**Project**: {proj}\n"
                f"**First Release**: {first_release}\n**Last Release**: checkout-web@4.18.2\n**Assigned To**: {assigned}\n**URL**: {url}/{k7[0]}\n\n"
                f"## Event Details\n\n**Event ID**: {event_id}\n**Occurred At**: {last}\n**Release**: checkout-web@4.18.2\n**Browser**: {browser}\n**OS**: {os_}\n\n"
                "### Error\n\n```\nTypeError: Cannot read properties of undefined (reading 'lineItems')\n```\n\n**Stacktrace:**\n```\n"
                "app/checkout/summary/OrderSummary.tsx:88:31 (computeTotals)\n    const items = cart.current.lineItems.filter((li) => li.quantity > 0);\n"
                "app/checkout/summary/OrderSummary.tsx:142:18 (OrderSummary)\n"
                "node_modules/react-dom/cjs/react-dom.production.min.js:160:137 (renderWithHooks)\n"
                "node_modules/react-dom/cjs/react-dom.production.min.js:289:337 (updateFunctionComponent)\n```\n\n"
                f"### Tags\n\n**browser**: {browser}\n**environment**: production\n**handled**: no\n**level**: error\n**mechanism**: onunhandledrejection\n"
                f"**os**: {os_}\n**release**: checkout-web@4.18.2\n**transaction**: /checkout/summary\n**url**: https://shop.lumen.example/checkout/summary\n\n" + use)

    releases = ("# Releases in **lumen-commerce/checkout-web**\n\n"
                "## 4.18.2\n\n**Created**: 2024-11-14T16:05:12.000Z\n**First Event**: 2024-11-14T16:21:40.000Z\n**Last Event**: 2024-11-19T09:44:02.000Z\n**New Issues**: 2\n**Projects**: checkout-web\n\n"
                "## 4.18.1\n\n**Created**: 2024-11-08T11:30:44.000Z\n**First Event**: 2024-11-08T11:47:19.000Z\n**Last Event**: 2024-11-15T08:03:27.000Z\n**New Issues**: 1\n**Projects**: checkout-web\n\n"
                "## 4.18.0\n\n**Created**: 2024-11-04T17:58:09.000Z\n**First Event**: 2024-11-04T18:02:16.000Z\n**Last Event**: 2024-11-09T22:10:51.000Z\n**New Issues**: 4\n**Projects**: checkout-web\n\n"
                "# Using this information\n\n- You can reference the Release version in commit messages or documentation.\n- You can search for issues in a specific release using the `find_errors()` tool with the query `release:4.18.2`.\n")
    t = [
        (call("find_organizations"), text(f"# Organizations\n\n## **{org}**\n\n**Web URL:** https://{org}.sentry.io\n**Region URL:** https://us.sentry.io\n\n# Using this information\n\n- The organization's name is the identifier for the organization, and is used in many tools for `organizationSlug`.\n- If a tool supports passing in the `regionUrl`, you MUST pass in the correct value there.\n")),
        (call("find_projects", organizationSlug=org), text(f"# Projects in **{org}**\n\n- **checkout-web**\n- **checkout-api**\n- **storefront-ios**\n- **storefront-android**\n- **search-indexer**\n")),
        (call("search_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved level:error", sortBy="freq", limit=5),
         text(issue_list([(*k7, first, "2024-11-19T09:41:07.000Z", 1842, 611), *others1]))),
        (call("get_issue_details", organizationSlug=org, issueId=k7[0]),
         text(details("2024-11-19T09:43:30.000Z", 1847, 613, "unresolved", "(unassigned)", "checkout-web@4.18.0", "7b3e0f1a9c2d48e5b6a1f0d3c7e29b84", "Chrome 130.0.0", "Windows 10"))),
        (call("find_releases", organizationSlug=org, projectSlug=proj, query="4.18"), text(releases)),
        (call("find_teams", organizationSlug=org), text(f"# Teams in **{org}**\n\n- payments\n- web-platform\n- mobile\n- search\n")),
        (call("update_issue", organizationSlug=org, issueId=k7[0], assignedTo="team:web-platform"),
         text(f"# Issue {k7[0]} Updated in **{org}**\n\n**Issue**: {k7[1]}\n**URL**: {url}/{k7[0]}\n\n## Changes Made\n\n**Assigned To**: Unassigned → **#web-platform**\n\n## Current Status\n\n**Status**: unresolved\n**Assigned To**: #web-platform\n\n# Using this information\n\n- The issue has been successfully updated in Sentry\n- You can view the issue details using: `get_issue_details(organizationSlug=\"{org}\", issueId=\"{k7[0]}\")`\n")),
        (call("search_events", organizationSlug=org, projectSlug=proj, naturalLanguageQuery="number of events for issue CHECKOUT-WEB-3K7 by release", limit=10),
         text("# Search Results for \"number of events for issue CHECKOUT-WEB-3K7 by release\"\n\n⚠️ **IMPORTANT**: Display these aggregated results as a table.\n\n"
              "**View these results in Sentry**:\nhttps://lumen-commerce.sentry.io/explore/discover/homepage/?dataset=errors&field=release&field=count%28%29&query=issue%3ACHECKOUT-WEB-3K7&sort=-count%28%29&statsPeriod=14d\n\n"
              "**Translated query:** `issue:CHECKOUT-WEB-3K7`  **fields:** `release, count()`  **sort:** `-count()`  **period:** 14d\n\n"
              "| release | count() |\n|---|---|\n| checkout-web@4.18.2 | 1033 |\n| checkout-web@4.18.1 | 604 |\n| checkout-web@4.18.0 | 212 |\n\nFound 3 rows.\n")),
        (call("update_issue", organizationSlug=org, issueId=k7[0], status="resolvedInNextRelease"),
         text(f"# Issue {k7[0]} Updated in **{org}**\n\n**Issue**: {k7[1]}\n**URL**: {url}/{k7[0]}\n\n## Changes Made\n\n**Status**: unresolved → **resolved** (in next release)\n\n## Current Status\n\n**Status**: resolved\n**Assigned To**: #web-platform\n\n# Using this information\n\n- The issue has been successfully updated in Sentry\n- Events from releases after checkout-web@4.18.2 will mark this issue as a regression.\n")),
        (call("get_issue_details", organizationSlug=org, issueId=k7[0]),
         text(details("2024-11-19T09:50:44.000Z", 1851, 614, "resolved", "#web-platform", "checkout-web@4.18.1", "d04a8c61e7f23b95a0c4e1d7b82f6a39", "Mobile Safari 18.1", "iOS 18.1.1"))),
        (call("search_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved level:error", sortBy="freq", limit=5),
         text(issue_list([("CHECKOUT-WEB-3JQ", "ChunkLoadError: Loading chunk 8841 failed.", "app/checkout/payment/PaymentStep.tsx", "2024-11-14T16:29:03.000Z", "2024-11-19T09:52:37.000Z", 1211, 982),
                          ("CHECKOUT-WEB-3M1", "AxiosError: Request failed with status code 502", "services/shipping.ts in fetchRates", "2024-11-15T07:12:48.000Z", "2024-11-19T09:49:02.000Z", 736, 404),
                          ("CHECKOUT-WEB-2ZT", "AbortError: The user aborted a request.", "lib/http/client.ts in request", "2024-10-21T12:05:37.000Z", "2024-11-19T09:51:40.000Z", 413, 289),
                          ("CHECKOUT-WEB-3L4", "RangeError: Invalid time value", "app/checkout/delivery/SlotPicker.tsx in formatSlot", "2024-11-12T19:44:10.000Z", "2024-11-19T08:57:31.000Z", 95, 71),
                          ("CHECKOUT-WEB-31B", "Error: Minified React error #418; visit https://react.dev/errors/418", "app/layout.tsx", "2024-10-29T10:15:22.000Z", "2024-11-19T09:30:06.000Z", 58, 49)]))),
    ]
    rs.add("mcp", "h55-mcp-07", system(tools), t, bad=True, turn=10,
           kind="CHECKOUT-WEB-3K7's first release reads checkout-web@4.18.1, but turn 4 gave checkout-web@4.18.0 (and turn 8 counted 212 of its events in 4.18.0)")


# ---------------------------------------------------------------------------------------------- 08 CircleCI
def t08(rs: RowSet) -> None:
    slug = "gh/harbor-ai/inference-gateway"
    tools = [
        tool("list_followed_projects", "List all the projects that you are following on CircleCI, with their projectSlug.", {}, []),
        tool("get_latest_pipeline_status", "Get the status of the latest pipeline for a branch: its workflows, status, duration and timestamps.", {"projectSlug": p("string", "The project slug, e.g. gh/org/repo"), "branch": p("string", "Branch name")}, ["projectSlug", "branch"]),
        tool("get_build_failure_logs", "Retrieve the logs of failed steps from the latest pipeline on a branch.", {"projectSlug": p("string", "The project slug"), "branch": p("string", "Branch name")}, ["projectSlug", "branch"]),
        tool("get_job_test_results", "Retrieve test metadata for a job, or for the jobs of the latest pipeline on a branch.", {"projectSlug": p("string", "The project slug"), "branch": p("string", "Branch name"), "jobNumber": p("number", "A specific job number"), "filterByTestsResult": p("string", "'failure' or 'success'")}, ["projectSlug"]),
        tool("find_flaky_tests", "Retrieve flaky tests of a project from CircleCI test insights (last 14 days).", {"projectSlug": p("string", "The project slug")}, ["projectSlug"]),
        tool("rerun_workflow", "Rerun a workflow from the start or from the failed job.", {"workflowId": p("string", "The workflow UUID"), "fromFailed": p("boolean", "Rerun only the failed jobs")}, ["workflowId"]),
    ]
    pipe_id = "5e7c1a90-3b2d-4f86-a9e1-0c4d7f2b8e63"
    wf_old, wf_lint, wf_new = "9b2f6d41-7c0e-4a38-b5d9-e13a2c8f07b4", "31c8e05a-d6f2-4b17-8e94-a0b7c3d5f261", "4c81d3e6-a25f-4b90-8d17-f6e0b2c9a3d5"

    def wf(name: str, status: str, dur: str, created: str, stopped: str, wid: str) -> str:
        return (f"---\nWorkflow: {name}\nStatus: {status}\nDuration: {dur}\nCreated: {created}\nStopped: {stopped}\n"
                f"Pipeline number: 2841\nPipeline ID: {pipe_id}\nWorkflow ID: {wid}\n")

    st1 = (wf("build-test", "failed", "14 minutes 32 seconds", "2025-03-04T10:02:17.446Z", "2025-03-04T10:16:49.812Z", wf_old)
           + wf("lint", "success", "1 minutes 58 seconds", "2025-03-04T10:02:17.451Z", "2025-03-04T10:04:15.309Z", wf_lint) + "---\n")
    fail_log = """Job: test-integration (#58213) — workflow build-test
Step: Run integration tests
Exit code: 1

Logs:
tests/integration/test_routing.py::test_weighted_split_90_10 PASSED      [ 93%]
tests/integration/test_routing.py::test_failover_to_secondary_region FAILED [ 94%]
tests/integration/test_streaming.py::test_sse_first_token_latency PASSED  [ 96%]
tests/integration/test_streaming.py::test_sse_backpressure FAILED         [ 97%]
tests/integration/test_streaming.py::test_sse_client_disconnect PASSED    [ 98%]
tests/integration/test_tokens.py::test_usage_headers SKIPPED (needs GPU)  [100%]

=================================== FAILURES ===================================
_____________________ test_failover_to_secondary_region ______________________
E   AssertionError: expected upstream 'eu-west-2', got 'eu-west-1'
E   assert 'eu-west-1' == 'eu-west-2'
tests/integration/test_routing.py:212: AssertionError
___________________________ test_sse_backpressure ____________________________
E   TimeoutError: no chunk received within 30s
tests/integration/test_streaming.py:147: TimeoutError
=========================== short test summary info ============================
FAILED tests/integration/test_routing.py::test_failover_to_secondary_region - AssertionError: expected upstream 'eu-west-2', got 'eu-west-1'
FAILED tests/integration/test_streaming.py::test_sse_backpressure - TimeoutError: no chunk received within 30s
============ 2 failed, 409 passed, 1 skipped in 742.18s (0:12:22) =============

Exited with code exit status 1"""
    results1 = """Test results for job #58213 (test-integration), pipeline #2841, workflow build-test

Total: 412 | Passed: 409 | Failed: 2 | Skipped: 1

Failed tests:
1. test_failover_to_secondary_region
   Classname: tests.integration.test_routing
   File: tests/integration/test_routing.py
   Run time: 4.81s
   Message: AssertionError: expected upstream 'eu-west-2', got 'eu-west-1'
2. test_sse_backpressure
   Classname: tests.integration.test_streaming
   File: tests/integration/test_streaming.py
   Run time: 30.02s
   Message: TimeoutError: no chunk received within 30s

Slowest passing tests:
- tests.integration.test_streaming::test_sse_first_token_latency (18.44s)
- tests.integration.test_routing::test_weighted_split_90_10 (11.07s)
- tests.integration.test_batching::test_dynamic_batch_window (9.62s)"""
    flaky = """Flaky tests in gh/harbor-ai/inference-gateway (last 14 days, 3 found):

1. test_sse_backpressure
   Classname: tests.integration.test_streaming
   Job: test-integration | Workflow: build-test
   Times flaked: 7
   Last flaked: 2025-03-04 (job #58213)
2. test_failover_to_secondary_region
   Classname: tests.integration.test_routing
   Job: test-integration | Workflow: build-test
   Times flaked: 3
   Last flaked: 2025-03-04 (job #58213)
3. test_token_bucket_refill
   Classname: tests.unit.test_ratelimit
   Job: unit-tests | Workflow: build-test
   Times flaked: 2
   Last flaked: 2025-02-26 (job #57644)"""
    st2 = (wf("build-test", "running", "running", "2025-03-04T10:31:05.118Z", "-", wf_new)
           + wf("build-test", "failed", "14 minutes 32 seconds", "2025-03-04T10:02:17.446Z", "2025-03-04T10:16:49.812Z", wf_old)
           + wf("lint", "success", "1 minutes 58 seconds", "2025-03-04T10:02:17.451Z", "2025-03-04T10:04:15.309Z", wf_lint) + "---\n")
    st3 = (wf("build-test", "success", "6 minutes 41 seconds", "2025-03-04T10:31:05.118Z", "2025-03-04T10:37:46.204Z", wf_new)
           + wf("build-test", "failed", "14 minutes 32 seconds", "2025-03-04T10:02:17.446Z", "2025-03-04T10:16:49.812Z", wf_old)
           + wf("lint", "success", "1 minutes 58 seconds", "2025-03-04T10:02:17.451Z", "2025-03-04T10:04:15.309Z", wf_lint) + "---\n")
    results2 = """Test results for the latest pipeline on main (#2841), latest workflow build-test (4c81d3e6-a25f-4b90-8d17-f6e0b2c9a3d5)

Job test-integration (#58247)
Total: 412 | Passed: 411 | Failed: 0 | Skipped: 1
Skipped:
- tests.integration.test_tokens::test_usage_headers (needs GPU)

Jobs carried over from workflow 9b2f6d41-7c0e-4a38-b5d9-e13a2c8f07b4 (not rerun): unit-tests (#58209), build-image (#58211)"""
    t = [
        (call("list_followed_projects"),
         text("Projects followed by harbor-ai:\n\n1. inference-gateway\n   projectSlug: gh/harbor-ai/inference-gateway\n2. model-registry\n   projectSlug: gh/harbor-ai/model-registry\n3. eval-harness\n   projectSlug: gh/harbor-ai/eval-harness\n4. docs-site\n   projectSlug: gh/harbor-ai/docs-site\n\nPlease provide the projectSlug of the project you want to work with.")),
        (call("get_latest_pipeline_status", projectSlug=slug, branch="main"), text(st1)),
        (call("get_build_failure_logs", projectSlug=slug, branch="main"), text(fail_log)),
        (call("get_job_test_results", projectSlug=slug, jobNumber=58213), text(results1)),
        (call("find_flaky_tests", projectSlug=slug), text(flaky)),
        (call("rerun_workflow", workflowId=wf_old, fromFailed=True),
         text(f"New workflowId is {wf_new} and [View Workflow in CircleCI](https://app.circleci.com/pipelines/gh/harbor-ai/inference-gateway/2841/workflows/{wf_new})")),
        (call("get_latest_pipeline_status", projectSlug=slug, branch="main"), text(st2)),
        (call("get_latest_pipeline_status", projectSlug=slug, branch="main"), text(st3)),
        (call("get_job_test_results", projectSlug=slug, branch="main"), text(results2)),
    ]
    rs.add("mcp", "h55-mcp-08", system(tools), t)


# ---------------------------------------------------------------------------------------------- 09 Linear
def t09(rs: RowSet) -> None:
    team = "b1c4e6a2-3f5d-4e89-a7b0-2c9d1e8f4a63"
    tools = [
        tool("list_issue_statuses", "List available issue statuses in a Linear team.", {"teamId": p("string", "The team ID")}, ["teamId"]),
        tool("get_issue", "Retrieve a Linear issue details by ID or identifier, including attachments and git branch name.", {"id": p("string", "The issue ID or identifier, e.g. ENG-123")}, ["id"]),
        tool("update_issue", "Update an existing Linear issue.", {"id": p("string", "The issue ID"), "title": p("string", "The issue title"), "stateId": p("string", "The issue state ID"), "estimate": p("number", "The issue estimate"), "priority": p("number", "0 = none, 1 = urgent, 2 = high, 3 = normal, 4 = low")}, ["id"]),
        tool("create_comment", "Create a comment on a Linear issue.", {"issueId": p("string", "The issue ID"), "body": p("string", "The content of the comment as Markdown")}, ["issueId", "body"]),
        tool("list_my_issues", "List issues assigned to the current user, most recently updated first.", {"limit": p("number", "The number of issues to return"), "includeArchived": p("boolean", "Whether to include archived issues")}, []),
    ]
    st = {"Backlog": ("e0a4c7d2-51b8-4f3e-9a6d-8c2f1b7e0d34", "backlog", "#bec2c8"), "Todo": ("7f2d9b1e-0c4a-4d8f-b3e5-a6c1d8f2e907", "unstarted", "#e2e2e2"),
          "In Progress": ("3a8e1f6c-d2b7-4c05-9e4a-1f7d3b8c6a52", "started", "#f2c94c"), "In Review": ("c5d0b3a9-8e16-4f72-a1c4-6b9e2d7f3a08", "started", "#0f783c"),
          "Done": ("91b7e4d0-3c2a-4e68-8f5b-d4a0c7e1b293", "completed", "#5e6ad2"), "Canceled": ("2e6f0a8d-7b4c-4d19-b2e3-9c5a1f6d8e47", "canceled", "#95a2b3")}
    priya = {"id": "d82f5c1a-6e3b-4a97-b0d4-f7c2e9a1b358", "name": "Priya Natarajan", "email": "priya@quillstack.io"}
    desc = ("When a member belongs to two workspaces in the same org, the nightly `seat-sync` job counts them twice, so the org is invoiced for an extra seat.\n\n"
            "Repro: org `acme-test-17`, user `k.ito@acme.test` in workspaces Design + Growth → Stripe quantity 13, expected 12.\n\nFix idea: dedupe on `user_id` at org level before `UsageRecord.create`.")

    def issue(status: str, updated: str) -> dict[str, Any]:
        return {"id": "4f0c8a2e-b71d-4e53-9c6a-e2d85f1b7a09", "identifier": "ENG-2194", "title": "Sync job double-counts seats when a user belongs to two workspaces",
                "description": desc, "priority": {"value": 2, "name": "High"}, "estimate": 3, "url": "https://linear.app/quillstack/issue/ENG-2194/sync-job-double-counts-seats-when-a-user-belongs-to-two-workspaces",
                "gitBranchName": "priya/eng-2194-sync-job-double-counts-seats-when-a-user-belongs-to-two", "createdAt": "2025-01-22T14:03:51.220Z", "updatedAt": updated,
                "archivedAt": None, "completedAt": None, "dueDate": "2025-01-31", "status": status, "statusId": st[status][0], "labels": ["Bug", "Billing"],
                "attachments": [{"id": "a61b3f0e-2c9d-4e87-b5a1-d0f4c8e27b63", "title": "quillstack/api#1873 fix(billing): dedupe seats per org", "url": "https://github.com/quillstack/api/pull/1873"}],
                "createdBy": "Marco Bellini", "createdById": "6b3e9d07-1a2c-4f58-8e4b-c9d1a0f27e65", "assignee": priya["name"], "assigneeId": priya["id"],
                "project": "Seat-based billing", "projectId": "e7a2c0d4-93f1-4b6e-a8d5-2f1c7b0e9a36", "cycle": {"number": 31, "name": "Cycle 31", "startsAt": "2025-01-27T08:00:00.000Z", "endsAt": "2025-02-10T08:00:00.000Z"},
                "team": "Engineering", "teamId": team}

    i2201 = {"id": "b3d9e1f4-6a0c-4b72-8e5d-1c7a2f9b0e48", "identifier": "ENG-2201", "title": "Show seat count breakdown per workspace on the billing page",
             "description": "Admins can't tell why they're billed for N seats. Add a table on Settings → Billing listing each workspace, its members and the deduped total.",
             "priority": {"value": 3, "name": "Normal"}, "estimate": 2, "url": "https://linear.app/quillstack/issue/ENG-2201/show-seat-count-breakdown-per-workspace-on-the-billing-page",
             "gitBranchName": "priya/eng-2201-show-seat-count-breakdown-per-workspace-on-the-billing", "createdAt": "2025-01-23T09:47:12.604Z", "updatedAt": "2025-01-27T08:00:41.119Z",
             "archivedAt": None, "completedAt": None, "dueDate": None, "status": "Todo", "statusId": st["Todo"][0], "labels": ["Feature", "Billing", "Frontend"], "attachments": [],
             "createdBy": "Marco Bellini", "createdById": "6b3e9d07-1a2c-4f58-8e4b-c9d1a0f27e65", "assignee": priya["name"], "assigneeId": priya["id"],
             "project": "Seat-based billing", "projectId": "e7a2c0d4-93f1-4b6e-a8d5-2f1c7b0e9a36", "cycle": {"number": 31, "name": "Cycle 31", "startsAt": "2025-01-27T08:00:00.000Z", "endsAt": "2025-02-10T08:00:00.000Z"},
             "team": "Engineering", "teamId": team}

    def brief(ident: str, title: str, status: str, prio: str, est: int | None, updated: str) -> dict[str, Any]:
        return {"identifier": ident, "title": title, "status": status, "priority": prio, "estimate": est, "project": "Seat-based billing" if ident in ("ENG-2194", "ENG-2201", "ENG-2188") else "Platform hygiene", "updatedAt": updated, "url": f"https://linear.app/quillstack/issue/{ident}"}

    comment = "PR quillstack/api#1873 is up: dedupes on `user_id` at org level before `UsageRecord.create`, plus a regression test with the `acme-test-17` fixture. Ready for review."
    upd2201 = dict(i2201, status="In Progress", statusId=st["In Progress"][0], estimate=3, updatedAt="2025-01-29T10:21:48.392Z")
    t = [
        (call("list_issue_statuses", teamId=team),
         pj([{"id": v[0], "name": k, "type": v[1], "color": v[2], "position": float(i)} for i, (k, v) in enumerate(st.items())])),
        (call("get_issue", id="ENG-2194"), pj(issue("In Progress", "2025-01-28T09:12:40.557Z"))),
        (call("update_issue", id="4f0c8a2e-b71d-4e53-9c6a-e2d85f1b7a09", stateId=st["In Review"][0]), pj(issue("In Review", "2025-01-29T10:14:22.031Z"))),
        (call("create_comment", issueId="4f0c8a2e-b71d-4e53-9c6a-e2d85f1b7a09", body=comment),
         pj({"id": "0e9c5b7a-f3d1-4a26-b8e0-71c4d2a9f5e3", "body": comment, "createdAt": "2025-01-29T10:15:03.774Z", "updatedAt": "2025-01-29T10:15:03.774Z",
             "user": priya, "issue": {"id": "4f0c8a2e-b71d-4e53-9c6a-e2d85f1b7a09", "identifier": "ENG-2194"},
             "url": "https://linear.app/quillstack/issue/ENG-2194/sync-job-double-counts-seats-when-a-user-belongs-to-two-workspaces#comment-0e9c5b7a"})),
        (call("list_my_issues", limit=5),
         pj([brief("ENG-2194", "Sync job double-counts seats when a user belongs to two workspaces", "In Progress", "High", 3, "2025-01-29T10:15:03.774Z"),
             brief("ENG-2207", "Bump prisma to 6.2 and regenerate client", "In Progress", "Low", 1, "2025-01-28T16:40:09.215Z"),
             brief("ENG-2201", "Show seat count breakdown per workspace on the billing page", "Todo", "Normal", 2, "2025-01-27T08:00:41.119Z"),
             brief("ENG-2188", "Proration preview endpoint returns cents as float", "In Review", "Normal", 1, "2025-01-24T17:22:56.830Z"),
             brief("ENG-2163", "Remove legacy `seats_v1` feature flag", "Backlog", "Low", None, "2025-01-20T11:05:33.477Z")])),
        (call("get_issue", id="ENG-2201"), pj(i2201)),
        (call("update_issue", id="b3d9e1f4-6a0c-4b72-8e5d-1c7a2f9b0e48", stateId=st["In Progress"][0], estimate=3), pj(upd2201)),
    ]
    rs.add("mcp", "h55-mcp-09", system(tools), t, bad=True, turn=5,
           kind="list_my_issues shows ENG-2194 back in In Progress although update_issue at turn 3 moved it to In Review and nothing changed it since")


# ---------------------------------------------------------------------------------------------- 10 ClickUp
def t10(rs: RowSet) -> None:
    lst = "901204559812"
    tools = [
        tool("get_workspace_hierarchy", "Get the complete hierarchy of spaces, folders and lists in the workspace.", {}, []),
        tool("get_tasks", "Retrieve tasks from a list, optionally filtered by status.", {"listId": p("string", "ID of the list"), "statuses": p("array", "Status names to include", items={"type": "string"}), "subtasks": p("boolean", "Include subtasks")}, ["listId"]),
        tool("get_task", "Retrieve a task's details, optionally with its subtasks.", {"taskId": p("string", "ID of the task"), "subtasks": p("boolean", "Include subtasks")}, ["taskId"]),
        tool("create_task", "Create a task in a list; pass `parent` to create a subtask.", {"listId": p("string", "ID of the list"), "name": p("string", "Task name"), "parent": p("string", "Parent task ID"), "assignees": p("array", "User IDs", items={"type": "number"}), "priority": p("number", "1 urgent, 2 high, 3 normal, 4 low"), "dueDate": p("string", "Due date (ISO or unix ms)")}, ["listId", "name"]),
        tool("update_task", "Update a task's name, description, status, priority or due date.", {"taskId": p("string", "ID of the task"), "status": p("string", "New status"), "name": p("string", "New name")}, ["taskId"]),
        tool("create_task_comment", "Add a comment to a task.", {"taskId": p("string", "ID of the task"), "commentText": p("string", "Comment text"), "notifyAll": p("boolean", "Notify all assignees")}, ["taskId", "commentText"]),
        tool("start_time_tracking", "Start a timer on a task for the current user.", {"taskId": p("string", "ID of the task"), "description": p("string", "Entry description")}, ["taskId"]),
        tool("stop_time_tracking", "Stop the running timer of the current user.", {"description": p("string", "Entry description")}, []),
        tool("get_task_time_entries", "List the time entries of a task.", {"taskId": p("string", "ID of the task")}, ["taskId"]),
    ]
    parent, s1, s2, a, b = "86b1x7qzm", "86b1x7r4c", "86b1x7r5h", "86b2a0fke", "86b2a0fmv"
    sora = {"id": 81944217, "username": "Sora Tanaka", "email": "sora.tanaka@kelpie.dev", "initials": "ST", "color": "#7b68ee"}
    ben = {"id": 81944301, "username": "Ben Adeyemi", "email": "ben.adeyemi@kelpie.dev", "initials": "BA", "color": "#e65100"}
    hier = """Workspace: Kelpie Engineering (id: 9012441873)

Space: Platform (id: 90121102456)
├── Folder: Sprints (id: 90124470031)
│   ├── List: Sprint 41 (id: 901204559790)
│   └── List: Sprint 42 (id: 901204559812)
└── List: Runbooks (id: 901204551377)

Space: Product (id: 90121102489)
├── Folder: Roadmap (id: 90124470102)
│   └── List: Q1 2025 (id: 901204560044)
└── List: Feedback inbox (id: 901204560090)"""

    def ts(iso: str) -> str:
        return str(ms(iso))

    def brief(tid: str, name: str, status: str, color: str, prio: str | None, who: list[dict[str, Any]], due: str | None, par: str | None = None) -> dict[str, Any]:
        return {"id": tid, "custom_id": None, "name": name, "status": {"status": status, "color": color, "type": "custom" if status not in ("to do", "complete") else ("open" if status == "to do" else "closed")},
                "priority": {"priority": prio} if prio else None, "assignees": [{"id": w["id"], "username": w["username"]} for w in who], "due_date": ts(due) if due else None,
                "parent": par, "list": {"id": lst, "name": "Sprint 42"}, "url": f"https://app.clickup.com/t/{tid}"}

    tasks = [brief(parent, "Rotate credentials after contractor offboarding", "in progress", "#4194f6", "high", [sora], "2025-02-14T17:00:00.000Z"),
             brief("86b1x6wkd", "Upgrade staging k8s cluster to 1.31", "to do", "#d3d3d3", "normal", [ben], "2025-02-19T17:00:00.000Z"),
             brief("86b1x6y0p", "Alert on certificate expiry < 21 days", "in review", "#f9d900", "normal", [sora], None),
             brief("86b1x70ta", "Terraform: move S3 buckets to new state file", "in progress", "#4194f6", "low", [ben], "2025-02-21T17:00:00.000Z"),
             brief("86b1x71bn", "Postmortem: 2025-02-03 queue backlog", "complete", "#6bc950", "high", [sora, ben], "2025-02-07T17:00:00.000Z"),
             brief("86b1x73er", "Grafana: dashboards for ingest latency", "to do", "#d3d3d3", None, [], None)]

    def sub(tid: str, name: str, status: str, color: str, created: str) -> dict[str, Any]:
        d = brief(tid, name, status, color, "high", [sora], None, parent)
        d["date_created"] = ts(created)
        return d

    subs0 = [sub(s1, "Revoke contractor GitHub + AWS SSO access", "complete", "#6bc950", "2025-02-10T09:31:05.000Z"),
             sub(s2, "Rotate Stripe restricted API keys", "in progress", "#4194f6", "2025-02-10T09:32:40.000Z")]

    def parent_task(subs: list[dict[str, Any]], updated: str, comments: int) -> dict[str, Any]:
        d = brief(parent, "Rotate credentials after contractor offboarding", "in progress", "#4194f6", "high", [sora], "2025-02-14T17:00:00.000Z")
        d.update({"text_content": "Contractor account (j.rivera) ended 2025-02-07. Rotate every secret they could read: GitHub, AWS SSO, Stripe, staging DB, Vault tokens.",
                  "date_created": ts("2025-02-10T09:28:17.000Z"), "date_updated": ts(updated), "creator": {"id": sora["id"], "username": sora["username"]},
                  "tags": [{"name": "security", "tag_fg": "#ffffff", "tag_bg": "#e50000"}], "time_estimate": 14400000, "time_spent": 5400000,
                  "comment_count": comments, "space": {"id": "90121102456"}, "folder": {"id": "90124470031", "name": "Sprints"}, "subtasks": subs})
        return d

    ca = sub(a, "Rotate staging DB credentials", "to do", "#d3d3d3", "2025-02-12T13:05:22.000Z")
    cb = sub(b, "Update Vault policy for ci-runner", "to do", "#d3d3d3", "2025-02-12T13:06:09.000Z")
    a_prog = dict(ca, status={"status": "in progress", "color": "#4194f6", "type": "custom"}, date_updated=ts("2025-02-12T13:07:31.000Z"))
    entry = {"id": "4388120457731592214", "task": {"id": a, "name": "Rotate staging DB credentials", "status": {"status": "in progress", "color": "#4194f6"}},
             "wid": "9012441873", "user": sora, "billable": False, "start": ts("2025-02-12T13:09:02.000Z"), "end": ts("2025-02-12T13:47:26.000Z"),
             "duration": "2304000", "description": "pg role rotation + update k8s secret", "tags": [], "source": "clickup", "at": ts("2025-02-12T13:47:26.000Z")}
    t = [
        (call("get_workspace_hierarchy"), hier),
        (call("get_tasks", listId=lst), pj({"tasks": tasks, "last_page": True})),
        (call("get_task", taskId=parent, subtasks=True), pj(parent_task(subs0, "2025-02-11T16:44:09.000Z", 2))),
        (call("create_task", listId=lst, name="Rotate staging DB credentials", parent=parent, assignees=[sora["id"]], priority=2), pj(ca)),
        (call("create_task", listId=lst, name="Update Vault policy for ci-runner", parent=parent, assignees=[sora["id"]], priority=2), pj(cb)),
        (call("update_task", taskId=a, status="in progress"), pj(a_prog)),
        (call("create_task_comment", taskId=parent, commentText="Split the remaining rotations into subtasks: staging DB and Vault ci-runner policy. GitHub/AWS done, Stripe in progress.", notifyAll=False),
         pj({"id": "90120089431275", "hist_id": "26508372-4f8b-4a60-a9ad-3c7e5b0d21f6", "date": ts("2025-02-12T13:08:15.000Z")})),
        (call("get_task", taskId=parent, subtasks=True), pj(parent_task([*subs0, cb], "2025-02-12T13:08:15.000Z", 3))),
        (call("start_time_tracking", taskId=a, description="pg role rotation + update k8s secret"),
         pj({"data": {"id": "4388120457731592214", "task": entry["task"], "wid": "9012441873", "user": sora, "billable": False, "start": ts("2025-02-12T13:09:02.000Z"),
                      "duration": -int(ts("2025-02-12T13:09:02.000Z")), "description": "pg role rotation + update k8s secret", "tags": [], "at": ts("2025-02-12T13:09:02.000Z")}})),
        (call("stop_time_tracking"), pj({"data": entry})),
        (call("get_task_time_entries", taskId=a), pj({"data": [entry]})),
        (call("update_task", taskId=a, status="complete"),
         pj(dict(ca, status={"status": "complete", "color": "#6bc950", "type": "closed"}, date_updated=ts("2025-02-12T13:48:03.000Z"), date_closed=ts("2025-02-12T13:48:03.000Z"), time_spent=2304000))),
    ]
    rs.add("mcp", "h55-mcp-10", system(tools), t, bad=True, turn=8,
           kind="the parent task's subtasks list lacks 86b2a0fke (created at turn 4 and set in progress at turn 6) while it shows the other new subtask 86b2a0fmv")


# ---------------------------------------------------------------------------------------------- 11 Notion
def t11(rs: RowSet) -> None:
    db = "9e3b7a1c-52d4-4f08-b6e1-0a7c2d9f84b3"
    tools = [
        tool("API-post-search", "Search by title across pages and databases shared with the integration.", {"query": p("string", "Text to match against titles"), "filter": p("object", "Limit results to pages or databases"), "page_size": p("integer", "Page size (max 100)")}, []),
        tool("API-post-database-query", "Query a database with filters and sorts.", {"database_id": p("string", "Identifier for a Notion database"), "filter": p("object", "Filter conditions"), "sorts": p("array", "Sort order", items={"type": "object"}), "start_cursor": p("string", "Cursor from a previous response"), "page_size": p("integer", "Page size (max 100)")}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page and its properties.", {"page_id": p("string", "Identifier for a Notion page")}, ["page_id"]),
        tool("API-get-block-children", "Retrieve the children blocks of a block or page.", {"block_id": p("string", "Identifier for a block"), "start_cursor": p("string", "Cursor from a previous response"), "page_size": p("integer", "Page size (max 100)")}, ["block_id"]),
        tool("API-patch-block-children", "Append children blocks to a block or page.", {"block_id": p("string", "Identifier for a block"), "children": p("array", "Child content to append", items={"type": "object"})}, ["block_id", "children"]),
        tool("API-patch-page", "Update page properties.", {"page_id": p("string", "Identifier for a Notion page"), "properties": p("object", "Property values to update")}, ["page_id", "properties"]),
    ]
    ws_parent = {"type": "page_id", "page_id": "1c7f0e92-d3a5-4b68-8e21-5a9c4b0d7f13"}
    nadia = {"object": "user", "id": "6e1a9f3c-b05d-4d27-a8e4-2c7f1b9d0e65"}
    lars = {"object": "user", "id": "f0b38d2e-7c14-4a59-9e6b-d1a52c8f3e07"}
    p1, p2, p3 = "b74e21c9-0a3d-4f6b-8e15-c9d2a7f04b18", "3d0a6f8e-b2c5-4e91-a7d4-80f1e3c6b952", "e8c15b3a-9d47-4f02-b6a1-72e0d5c9f3b4"
    sel = {"Draft": ("f2a9", "gray"), "In review": ("Kx}q", "yellow"), "Published": ("Z<j?", "green")}
    sev = {"SEV1": ("r~Ab", "red"), "SEV2": ("oH?z", "orange"), "SEV3": ("Ul[d", "blue")}

    def tt(s: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": s, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}, "plain_text": s, "href": None}]

    def page(pid: str, title: str, status: str, severity: str, owner: dict[str, Any], date: str, created: str, edited: str) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "created_by": owner, "last_edited_by": nadia,
                "cover": None, "icon": {"type": "emoji", "emoji": "🔥"}, "parent": {"type": "database_id", "database_id": db}, "archived": False, "in_trash": False,
                "properties": {"Status": {"id": "%3DbLk", "type": "select", "select": {"id": sel[status][0], "name": status, "color": sel[status][1]}},
                               "Severity": {"id": "xQ%5Dn", "type": "select", "select": {"id": sev[severity][0], "name": severity, "color": sev[severity][1]}},
                               "Owner": {"id": "Pv%7C%3F", "type": "people", "people": [owner]},
                               "Date": {"id": "d%5Ez%3F", "type": "date", "date": {"start": date, "end": None, "time_zone": None}},
                               "Name": {"id": "title", "type": "title", "title": tt(title)}},
                "url": f"https://www.notion.so/{title.replace(' ', '-').replace('(', '').replace(')', '')}-{pid.replace('-', '')}", "public_url": None}

    def lst(results: list[dict[str, Any]], kind: str, nxt: str | None = None) -> str:
        return pj({"object": "list", "results": results, "next_cursor": nxt, "has_more": nxt is not None, "type": kind, kind: {}, "request_id": None})

    def blk(bid: str, kind: str, content: str, created: str, checked: bool | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"rich_text": tt(content), "color": "default"}
        if kind.startswith("heading"):
            body["is_toggleable"] = False
        if kind == "to_do":
            body["checked"] = bool(checked)
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": p1}, "created_time": created, "last_edited_time": created,
                "created_by": nadia, "last_edited_by": nadia, "has_children": False, "archived": False, "in_trash": False, "type": kind, kind: body}

    c0 = "2024-08-15T08:12:00.000Z"
    blocks = [blk("0f2c9a71-4e6b-4d83-a5c1-7b9e2d0f3a61", "heading_2", "Summary", c0),
              blk("5a8d3e10-c7f2-4b96-8e4a-1d0b6c9f2e73", "paragraph", "Between 13:42 and 14:31 UTC p95 checkout latency rose from 380 ms to 4.2 s; 6.8% of checkout attempts timed out.", c0),
              blk("9c1e7b42-0d3a-4f58-b6e9-2a4c8d1f7e05", "heading_2", "Timeline", c0),
              blk("d47f0a2b-3e9c-4a61-8d5b-c0e2f7a1b943", "bulleted_list_item", "13:42 — deploy of pricing-svc 2.14.0 (new currency cache)", c0),
              blk("2b6e9d14-a0c7-4f35-9e82-5d1a3c7b0f48", "bulleted_list_item", "13:49 — PagerDuty alert: checkout p95 > 2 s", c0),
              blk("7e0a4c95-1b3d-4e72-a6f8-9c2d5e0b1a37", "bulleted_list_item", "14:24 — rollback to 2.13.3; latency recovering by 14:31", c0),
              blk("c3f81d06-9a2e-4b57-8d40-e1b7a6c2f915", "heading_2", "Root cause", c0),
              blk("4d9b2e7a-6c10-4f83-b5e2-0a8f3d1c7e64", "paragraph", "The currency cache was keyed per request instead of per currency, so every checkout fetched FX rates synchronously from the provider (rate-limited at 50 rps).", c0),
              blk("a1e6c0f3-7d28-4b94-9e5a-3f0b2d8c6a17", "heading_2", "Impact", "2024-08-16T10:03:00.000Z"),
              blk("8f4b1a2d-e5c9-4d06-a7b3-6e2c0f9d1b85", "paragraph", "About 3,900 checkout attempts timed out; 41% were retried successfully within 10 minutes. Estimated lost GMV: €61k.", "2024-08-16T10:03:00.000Z")]
    new_blocks = [blk("e2d7a914-0b6f-4c35-8a1e-9f3c5b0d7e26", "heading_2", "Action items", "2024-08-20T09:16:00.000Z"),
                  blk("61c0f8b3-2a9e-4d47-b5d1-7e4a0c3f9b52", "to_do", "Key the FX cache by currency with a 60 s TTL (owner: Lars)", "2024-08-20T09:16:00.000Z", False),
                  blk("b5a3e07d-f1c2-4986-9d0b-4c8e2a6f1d39", "to_do", "Add load test for checkout with cold caches to the release pipeline", "2024-08-20T09:16:00.000Z", False)]
    title0, title1 = "2024-08-14 Checkout latency spike", "2024-08-14 Checkout latency spike (SEV2)"
    dbobj = {"object": "database", "id": db, "cover": None, "icon": {"type": "emoji", "emoji": "📓"}, "created_time": "2023-03-08T10:21:00.000Z", "last_edited_time": "2024-08-16T10:03:00.000Z",
             "created_by": lars, "last_edited_by": nadia, "title": tt("Incident postmortems"), "description": [], "is_inline": False, "parent": ws_parent,
             "url": f"https://www.notion.so/{db.replace('-', '')}", "public_url": None, "archived": False, "in_trash": False,
             "properties": {"Status": {"id": "%3DbLk", "name": "Status", "type": "select", "select": {"options": [{"id": v[0], "name": k, "color": v[1], "description": None} for k, v in sel.items()]}},
                            "Severity": {"id": "xQ%5Dn", "name": "Severity", "type": "select", "select": {"options": [{"id": v[0], "name": k, "color": v[1], "description": None} for k, v in sev.items()]}},
                            "Owner": {"id": "Pv%7C%3F", "name": "Owner", "type": "people", "people": {}},
                            "Date": {"id": "d%5Ez%3F", "name": "Date", "type": "date", "date": {}},
                            "Name": {"id": "title", "name": "Name", "type": "title", "title": {}}}}
    pg1 = page(p1, title0, "Draft", "SEV2", nadia, "2024-08-14", "2024-08-15T08:12:00.000Z", "2024-08-16T10:03:00.000Z")
    pg2 = page(p2, "2024-07-30 Search index lag", "Draft", "SEV3", lars, "2024-07-30", "2024-07-31T07:55:00.000Z", "2024-08-02T15:40:00.000Z")
    pg1b = page(p1, title1, "In review", "SEV2", nadia, "2024-08-14", "2024-08-15T08:12:00.000Z", "2024-08-20T09:17:00.000Z")
    pg3 = page(p3, "2024-08-02 Payment webhook backlog", "In review", "SEV1", lars, "2024-08-02", "2024-08-03T09:20:00.000Z", "2024-08-12T14:05:00.000Z")
    t = [
        (call("API-post-search", query="Incident postmortems", filter={"property": "object", "value": "database"}), lst([dbobj], "page_or_database")),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "select": {"equals": "Draft"}}, sorts=[{"property": "Date", "direction": "descending"}]), lst([pg1, pg2], "page_or_database")),
        (call("API-retrieve-a-page", page_id=p1), pj(pg1)),
        (call("API-get-block-children", block_id=p1, page_size=5), lst(blocks[:5], "block", blocks[5]["id"])),
        (call("API-get-block-children", block_id=p1, start_cursor=blocks[5]["id"], page_size=5), lst(blocks[5:], "block")),
        (call("API-patch-block-children", block_id=p1, children=[
            {"object": "block", "type": "heading_2", "heading_2": {"rich_text": [{"type": "text", "text": {"content": "Action items"}}]}},
            {"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "Key the FX cache by currency with a 60 s TTL (owner: Lars)"}}], "checked": False}},
            {"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "Add load test for checkout with cold caches to the release pipeline"}}], "checked": False}}]),
         lst(new_blocks, "block")),
        (call("API-patch-page", page_id=p1, properties={"Status": {"select": {"name": "In review"}}, "Name": {"title": [{"text": {"content": title1}}]}}), pj(pg1b)),
        (call("API-post-database-query", database_id=db, filter={"property": "Status", "select": {"equals": "In review"}}, sorts=[{"property": "Date", "direction": "descending"}]), lst([pg1b, pg3], "page_or_database")),
    ]
    rs.add("mcp", "h55-mcp-11", system(tools), t)


# ---------------------------------------------------------------------------------------------- 12 Bitbucket
def t12(rs: RowSet) -> None:
    ws, repo = "tidewater", "ledger-service"
    wr = {"workspace": p("string", "Workspace slug"), "repo_slug": p("string", "Repository slug")}
    prn = {"pull_request_id": p("integer", "Pull request id")}
    tools = [
        tool("bb_list_pull_requests", "List pull requests of a repository.", {**wr, "state": p("string", "OPEN, MERGED, DECLINED or SUPERSEDED")}, ["workspace", "repo_slug"]),
        tool("bb_get_pull_request", "Get a pull request with its participants, counts and commits.", {**wr, **prn}, ["workspace", "repo_slug", "pull_request_id"]),
        tool("bb_get_pr_diffstat", "Get the per-file diffstat of a pull request.", {**wr, **prn}, ["workspace", "repo_slug", "pull_request_id"]),
        tool("bb_list_pr_comments", "List the comments on a pull request, including inline comments and tasks.", {**wr, **prn}, ["workspace", "repo_slug", "pull_request_id"]),
        tool("bb_update_pr_task", "Resolve or reopen a task on a pull request.", {**wr, **prn, "task_id": p("integer", "Task id"), "state": p("string", "RESOLVED or UNRESOLVED")}, ["workspace", "repo_slug", "pull_request_id", "task_id", "state"]),
        tool("bb_approve_pull_request", "Approve a pull request as the authenticated user.", {**wr, **prn}, ["workspace", "repo_slug", "pull_request_id"]),
        tool("bb_merge_pull_request", "Merge a pull request.", {**wr, **prn, "merge_strategy": p("string", "merge_commit, squash or fast_forward"), "close_source_branch": p("boolean", "Delete the source branch after merging"), "message": p("string", "Commit message")}, ["workspace", "repo_slug", "pull_request_id"]),
        tool("bb_list_branches", "List branches, optionally filtered with a BBQL query.", {**wr, "q": p("string", "BBQL filter, e.g. name ~ \"feature/\""), "sort": p("string", "Sort field")}, ["workspace", "repo_slug"]),
        tool("bb_list_commits", "List commits reachable from a branch, newest first.", {**wr, "branch": p("string", "Branch name"), "pagelen": p("integer", "Page length")}, ["workspace", "repo_slug", "branch"]),
    ]
    src, dst, mrg = "3f9a1c2e7b04d85a6c31e0f97b2d4a8c5e16f039", "a81d55e0c9f34b7e2d06a1c85f93e7b20d4c6a18", "d7e2b0f49a11c3e85f06b2d7a94c1e30f8b5d262"
    jonas = {"display_name": "Jonas Lindqvist", "uuid": "{5c1e2f0a-8d3b-4a97-b6e4-0f2d9c7a1e38}", "account_id": "712020:5c1e2f0a-8d3b-4a97-b6e4-0f2d9c7a1e38", "nickname": "jlindqvist", "type": "user"}
    amara = {"display_name": "Amara Osei", "uuid": "{e9a04b7d-3c61-4f28-9d5a-b2e70c8f4d16}", "account_id": "712020:e9a04b7d-3c61-4f28-9d5a-b2e70c8f4d16", "nickname": "aosei", "type": "user"}
    base = f"https://bitbucket.org/{ws}/{repo}"
    title = "Ledger CSV export with streaming writer"

    def pr(state: str, approved: bool, tasks: int, updated: str, merge: str | None, closed_by: dict[str, Any] | None, close_src: bool) -> dict[str, Any]:
        return {"type": "pullrequest", "id": 188, "title": title, "state": state,
                "description": "Adds `GET /v2/ledgers/{id}/export.csv`.\n\n* rows are streamed with a generator-backed writer (constant memory, tested with 2.1M rows)\n* amounts formatted with the ledger currency's minor units\n* `Content-Disposition` filename includes the period",
                "author": jonas, "source": {"branch": {"name": "feature/ledger-export"}, "commit": {"hash": src[:12], "type": "commit"}, "repository": {"full_name": f"{ws}/{repo}", "name": repo}},
                "destination": {"branch": {"name": "main"}, "commit": {"hash": dst[:12], "type": "commit"}, "repository": {"full_name": f"{ws}/{repo}", "name": repo}},
                "merge_commit": {"hash": merge[:12], "type": "commit"} if merge else None, "comment_count": 4, "task_count": tasks, "close_source_branch": close_src,
                "closed_by": closed_by, "reason": "", "created_on": "2024-04-15T13:20:41.338915+00:00", "updated_on": updated,
                "reviewers": [amara],
                "participants": [{"type": "participant", "user": amara, "role": "REVIEWER", "approved": approved, "state": "approved" if approved else None, "participated_on": "2024-04-17T08:12:55.140377+00:00" if approved else "2024-04-16T09:41:07.822410+00:00"},
                                 {"type": "participant", "user": jonas, "role": "PARTICIPANT", "approved": False, "state": None, "participated_on": "2024-04-16T15:02:33.560981+00:00"}],
                "links": {"html": {"href": f"{base}/pull-requests/188"}, "diff": {"href": f"https://api.bitbucket.org/2.0/repositories/{ws}/{repo}/pullrequests/188/diff"}}}

    def brief(i: int, t_: str, who: dict[str, Any], branch: str, c: int, upd: str) -> dict[str, Any]:
        return {"type": "pullrequest", "id": i, "title": t_, "state": "OPEN", "author": {"display_name": who["display_name"], "nickname": who["nickname"]},
                "source": {"branch": {"name": branch}}, "destination": {"branch": {"name": "main"}}, "comment_count": c, "updated_on": upd, "links": {"html": {"href": f"{base}/pull-requests/{i}"}}}

    diffstat = {"pagelen": 500, "size": 6, "page": 1, "values": [
        {"type": "diffstat", "status": "added", "lines_added": 142, "lines_removed": 0, "old": None, "new": {"path": "ledger/export/csv_writer.py", "type": "commit_file"}},
        {"type": "diffstat", "status": "added", "lines_added": 96, "lines_removed": 0, "old": None, "new": {"path": "tests/export/test_csv_writer.py", "type": "commit_file"}},
        {"type": "diffstat", "status": "modified", "lines_added": 38, "lines_removed": 4, "old": {"path": "ledger/api/v2/ledgers.py", "type": "commit_file"}, "new": {"path": "ledger/api/v2/ledgers.py", "type": "commit_file"}},
        {"type": "diffstat", "status": "modified", "lines_added": 11, "lines_removed": 2, "old": {"path": "ledger/money.py", "type": "commit_file"}, "new": {"path": "ledger/money.py", "type": "commit_file"}},
        {"type": "diffstat", "status": "modified", "lines_added": 9, "lines_removed": 0, "old": {"path": "docs/api/ledgers.md", "type": "commit_file"}, "new": {"path": "docs/api/ledgers.md", "type": "commit_file"}},
        {"type": "diffstat", "status": "renamed", "lines_added": 3, "lines_removed": 3, "old": {"path": "tests/api/test_ledger_export.py", "type": "commit_file"}, "new": {"path": "tests/api/test_ledgers_export_endpoint.py", "type": "commit_file"}}]}

    def cm(cid: int, who: dict[str, Any], raw: str, created: str, inline: dict[str, Any] | None = None, parent: int | None = None) -> dict[str, Any]:
        c = {"type": "pullrequest_comment", "id": cid, "content": {"raw": raw, "markup": "markdown"}, "user": {"display_name": who["display_name"], "nickname": who["nickname"]},
             "created_on": created, "updated_on": created, "deleted": False, "pending": False, "links": {"html": {"href": f"{base}/pull-requests/188/_/diff#comment-{cid}"}}}
        if inline:
            c["inline"] = inline
        if parent:
            c["parent"] = {"id": parent}
        return c

    comments = {"pagelen": 100, "size": 4, "page": 1, "values": [
        cm(512330871, amara, "Nice. Does the writer flush per row? With 2M rows we don't want a syscall each time.", "2024-04-16T09:41:07.822410+00:00", {"path": "ledger/export/csv_writer.py", "from": None, "to": 58}),
        cm(512347209, jonas, "It buffers 64 KiB before yielding; see `CHUNK_SIZE`.", "2024-04-16T15:02:33.560981+00:00", {"path": "ledger/export/csv_writer.py", "from": None, "to": 58}, 512330871),
        cm(512351644, amara, "JPY has zero minor units — please add a test for it. (task)", "2024-04-16T16:18:20.004713+00:00", {"path": "ledger/money.py", "from": None, "to": 41}),
        cm(512402118, jonas, "Added `test_jpy_has_no_decimal_places` in 3f9a1c2.", "2024-04-17T07:55:48.913260+00:00", {"path": "ledger/money.py", "from": None, "to": 41}, 512351644)],
        "tasks": [{"id": 30417782, "state": "UNRESOLVED", "content": {"raw": "Add JPY zero-minor-units test"}, "comment": {"id": 512351644}, "creator": {"nickname": "aosei"}, "created_on": "2024-04-16T16:18:20.221034+00:00", "resolved_on": None}]}
    squash_msg = "Merged in feature/ledger-export (pull request #188)\n\nLedger CSV export with streaming writer\n\nApproved-by: Amara Osei"

    def commit(h: str, msg: str, who: str, date: str, parents: list[str]) -> dict[str, Any]:
        return {"type": "commit", "hash": h, "date": date, "author": {"raw": who, "type": "author"}, "message": msg + "\n", "summary": {"raw": msg.split("\n")[0]},
                "parents": [{"hash": x, "type": "commit"} for x in parents], "links": {"html": {"href": f"{base}/commits/{h}"}}}

    t = [
        (call("bb_list_pull_requests", workspace=ws, repo_slug=repo, state="OPEN"),
         pj({"pagelen": 10, "size": 3, "page": 1, "values": [
             brief(191, "Retry ledger import on 409 with backoff", jonas, "feature/ledger-import-retry", 1, "2024-04-16T18:44:02.117356+00:00"),
             brief(188, title, jonas, "feature/ledger-export", 4, "2024-04-17T07:55:49.102844+00:00"),
             brief(183, "FX rounding: use banker's rounding for settlement", amara, "feature/fx-rounding", 7, "2024-04-12T11:09:31.780115+00:00")]})),
        (call("bb_get_pull_request", workspace=ws, repo_slug=repo, pull_request_id=188), pj(pr("OPEN", False, 1, "2024-04-17T07:55:49.102844+00:00", None, None, False))),
        (call("bb_get_pr_diffstat", workspace=ws, repo_slug=repo, pull_request_id=188), pj(diffstat)),
        (call("bb_list_pr_comments", workspace=ws, repo_slug=repo, pull_request_id=188), pj(comments)),
        (call("bb_update_pr_task", workspace=ws, repo_slug=repo, pull_request_id=188, task_id=30417782, state="RESOLVED"),
         pj({"id": 30417782, "state": "RESOLVED", "content": {"raw": "Add JPY zero-minor-units test"}, "comment": {"id": 512351644}, "creator": {"nickname": "aosei"},
             "created_on": "2024-04-16T16:18:20.221034+00:00", "updated_on": "2024-04-17T08:11:36.447902+00:00", "resolved_on": "2024-04-17T08:11:36.447902+00:00", "resolved_by": {"display_name": "Amara Osei", "nickname": "aosei"}})),
        (call("bb_approve_pull_request", workspace=ws, repo_slug=repo, pull_request_id=188),
         pj({"type": "participant", "user": amara, "role": "REVIEWER", "approved": True, "state": "approved", "participated_on": "2024-04-17T08:12:55.140377+00:00"})),
        (call("bb_merge_pull_request", workspace=ws, repo_slug=repo, pull_request_id=188, merge_strategy="squash", close_source_branch=True, message=squash_msg),
         pj(pr("MERGED", True, 0, "2024-04-17T08:13:40.902117+00:00", mrg, {"display_name": "Amara Osei", "nickname": "aosei", "type": "user"}, True))),
        (call("bb_list_branches", workspace=ws, repo_slug=repo, q='name ~ "feature/"', sort="-target.date"),
         pj({"pagelen": 10, "size": 2, "page": 1, "values": [
             {"type": "branch", "name": "feature/ledger-import-retry", "target": {"hash": "6b0e3d91f2a7c58e4d1b09a3f6c2e7d85a0b4c19", "date": "2024-04-16T18:43:37+00:00", "author": {"raw": "Jonas Lindqvist <jonas@tidewater.io>"}, "message": "Retry ledger import on 409 with exponential backoff\n"}, "links": {"html": {"href": f"{base}/branch/feature/ledger-import-retry"}}},
             {"type": "branch", "name": "feature/fx-rounding", "target": {"hash": "c2f47a08e91d3b65f0a2c7e4d8b19f36a5e0d7c3", "date": "2024-04-12T11:08:54+00:00", "author": {"raw": "Amara Osei <amara@tidewater.io>"}, "message": "Use ROUND_HALF_EVEN for settlement amounts\n"}, "links": {"html": {"href": f"{base}/branch/feature/fx-rounding"}}}]})),
        (call("bb_list_commits", workspace=ws, repo_slug=repo, branch="main", pagelen=3),
         pj({"pagelen": 3, "values": [
             commit(mrg, squash_msg, "Jonas Lindqvist <jonas@tidewater.io>", "2024-04-17T08:13:39+00:00", [dst]),
             commit(dst, "Bump sqlalchemy to 2.0.29", "Amara Osei <amara@tidewater.io>", "2024-04-15T09:02:17+00:00", ["f04c8b2e71d9a36e5c0b4f87d2a1e9c36b5d0a72"]),
             commit("f04c8b2e71d9a36e5c0b4f87d2a1e9c36b5d0a72", "Merged in fix/ledger-tz (pull request #180)\n\nStore ledger period boundaries in UTC\n\nApproved-by: Jonas Lindqvist", "Amara Osei <amara@tidewater.io>", "2024-04-11T14:27:50+00:00", ["9e1d3a07b5c2f48e6a0d7b91c3f5e2a84d6b0c15"])],
             "next": f"https://api.bitbucket.org/2.0/repositories/{ws}/{repo}/commits/main?pagelen=3&page=2"})),
        (call("bb_get_pull_request", workspace=ws, repo_slug=repo, pull_request_id=188), pj(pr("MERGED", True, 0, "2024-04-17T08:13:40.902117+00:00", mrg, {"display_name": "Amara Osei", "nickname": "aosei", "type": "user"}, True))),
    ]
    rs.add("mcp", "h55-mcp-12", system(tools), t, state="Bitbucket Cloud MCP server, authenticated as aosei (Amara Osei), workspace tidewater.")


# ---------------------------------------------------------------------------------------------- 13 Datadog
def t13(rs: RowSet) -> None:
    mid = 148903217
    tools = [
        tool("get_monitors", "List monitors, optionally filtered by name or tags, with their overall state.", {"name": p("string", "Filter by name substring"), "tags": p("array", "Monitor tags to filter on", items={"type": "string"}), "groupStates": p("array", "alert, warn, no data, ok", items={"type": "string"})}, []),
        tool("get_monitor", "Get one monitor's full definition, options and state.", {"monitor_id": p("integer", "Monitor ID")}, ["monitor_id"]),
        tool("update_monitor", "Edit a monitor's query, thresholds or message.", {"monitor_id": p("integer", "Monitor ID"), "query": p("string", "New monitor query"), "options": p("object", "Monitor options, e.g. {\"thresholds\": {...}}")}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points for a metric query between two unix timestamps (seconds).", {"query": p("string", "Metric query"), "from": p("integer", "Start (unix seconds)"), "to": p("integer", "End (unix seconds)")}, ["query", "from", "to"]),
        tool("get_logs", "Search logs in a time window.", {"query": p("string", "Log search query"), "from": p("integer", "Start (unix seconds)"), "to": p("integer", "End (unix seconds)"), "limit": p("integer", "Max log lines")}, ["query", "from", "to"]),
        tool("schedule_downtime", "Schedule a downtime to silence notifications.", {"scope": p("string", "Scope, e.g. env:prod"), "monitor_id": p("integer", "Monitor to silence"), "start": p("string", "ISO start (default now)"), "end": p("string", "ISO end"), "message": p("string", "Message")}, ["scope"]),
        tool("list_downtimes", "List downtimes.", {"current_only": p("boolean", "Only active downtimes")}, []),
        tool("get_events", "Search the event stream.", {"query": p("string", "Event query"), "from": p("integer", "Start (unix seconds)"), "to": p("integer", "End (unix seconds)")}, ["from", "to"]),
    ]

    def sec(iso: str) -> int:
        return ms(iso + ".000Z") // 1000

    q_old = "avg(last_10m):p95:trace.http.request{service:checkout-api,env:prod} > 1.2"
    q_new = "avg(last_10m):p95:trace.http.request{service:checkout-api,env:prod} > 1.5"
    creator = {"name": "Elif Demir", "handle": "elif.demir@tessera.io", "email": "elif.demir@tessera.io", "id": 2210984}
    msg = "{{#is_alert}}checkout-api p95 latency is {{value}}s (threshold {{threshold}}s).{{/is_alert}}\n{{#is_warning}}checkout-api p95 latency is climbing: {{value}}s.{{/is_warning}}\nRunbook: https://wiki.tessera.io/runbooks/checkout-latency @pagerduty-checkout @slack-checkout-alerts"
    dt_id = "b81c3f5e-47a2-4d09-9e6b-0c5d2f8a1e73"

    def monitor(query: str, crit: float, warn: float, state: str, modified: str, state_mod: str, downtimes: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": mid, "org_id": 318842, "type": "query alert", "name": "[checkout-api] p95 latency above threshold", "message": msg, "query": query,
                "tags": ["service:checkout-api", "team:checkout", "env:prod"], "priority": 2, "multi": False, "restricted_roles": None, "deleted": None,
                "options": {"thresholds": {"critical": crit, "warning": warn}, "notify_no_data": False, "notify_audit": False, "require_full_window": False,
                            "renotify_interval": 30, "renotify_statuses": ["alert"], "escalation_message": "Still above threshold after 30m.", "include_tags": True,
                            "new_group_delay": 60, "evaluation_delay": 0, "silenced": {}, "notification_preset_name": "show_all"},
                "created": "2024-05-02T08:11:37.418902+00:00", "created_at": 1714637497000, "modified": modified, "creator": creator,
                "overall_state": state, "overall_state_modified": state_mod, "matching_downtimes": downtimes}

    mons = [{"id": mid, "name": "[checkout-api] p95 latency above threshold", "type": "query alert", "overall_state": "Alert", "query": q_old, "priority": 2, "tags": ["service:checkout-api", "team:checkout", "env:prod"]},
            {"id": 148903244, "name": "[checkout-api] error rate > 2%", "type": "query alert", "overall_state": "OK", "query": "sum(last_5m):sum:trace.http.request.errors{service:checkout-api,env:prod}.as_count() / sum:trace.http.request.hits{service:checkout-api,env:prod}.as_count() > 0.02", "priority": 1, "tags": ["service:checkout-api", "team:checkout", "env:prod"]},
            {"id": 148903302, "name": "[checkout-api] pod restarts", "type": "query alert", "overall_state": "OK", "query": "change(sum(last_5m),last_5m):sum:kubernetes.containers.restarts{kube_deployment:checkout-api} > 3", "priority": 3, "tags": ["service:checkout-api", "team:checkout"]},
            {"id": 151227410, "name": "[checkout-api] DB connection pool saturation", "type": "query alert", "overall_state": "Warn", "query": "avg(last_5m):avg:checkout.db.pool.in_use{env:prod} / avg:checkout.db.pool.size{env:prod} > 0.9", "priority": 3, "tags": ["service:checkout-api", "team:checkout", "env:prod"]}]
    t0, t1 = sec("2024-12-03T13:15:00"), sec("2024-12-03T14:15:00")
    vals1 = [0.61, 0.64, 0.66, 0.98, 1.34, 1.41, 1.38, 1.36, 1.33, 1.29, 1.31, 1.30]
    series1 = {"status": "ok", "res_type": "time_series", "resp_version": 1, "query": "p95:trace.http.request{service:checkout-api,env:prod}", "from_date": t0 * 1000, "to_date": t1 * 1000,
               "series": [{"metric": "trace.http.request.duration.by.service.95p", "display_name": "trace.http.request.duration.by.service.95p", "scope": "env:prod,service:checkout-api",
                           "expression": "p95:trace.http.request{env:prod,service:checkout-api}", "interval": 300, "length": 12, "aggr": None,
                           "start": t0 * 1000, "end": (t1 - 1) * 1000, "unit": [{"family": "time", "name": "second", "short_name": "s", "plural": "seconds", "scale_factor": 1.0}, None],
                           "pointlist": [[(t0 + 300 * i) * 1000.0, v] for i, v in enumerate(vals1)]}]}
    logs = {"data": [
        {"id": "AZOMq3xkAABdX2n7c1fQ0wAA", "type": "log", "attributes": {"timestamp": "2024-12-03T14:16:41.207Z", "status": "error", "service": "checkout-api", "host": "checkout-api-7c9d8f6b54-x2lqp", "message": "upstream timeout calling inventory-svc: context deadline exceeded (1500ms) path=/v1/checkout/confirm trace_id=5820774391028845120", "tags": ["env:prod", "kube_namespace:checkout", "version:3.41.2"]}},
        {"id": "AZOMq3RvAAB2wY8kP4aZ9gAA", "type": "log", "attributes": {"timestamp": "2024-12-03T14:16:38.882Z", "status": "error", "service": "checkout-api", "host": "checkout-api-7c9d8f6b54-m8vzt", "message": "upstream timeout calling inventory-svc: context deadline exceeded (1500ms) path=/v1/checkout/confirm trace_id=1299463012817734409", "tags": ["env:prod", "kube_namespace:checkout", "version:3.41.2"]}},
        {"id": "AZOMq1aLAAC8mG3tT0eWvQAA", "type": "log", "attributes": {"timestamp": "2024-12-03T14:16:12.540Z", "status": "error", "service": "checkout-api", "host": "checkout-api-7c9d8f6b54-x2lqp", "message": "reservation failed: inventory-svc returned 503 (retry 2/2) sku=TS-44018-BLK", "tags": ["env:prod", "kube_namespace:checkout", "version:3.41.2"]}},
        {"id": "AZOMqzHqAADk1b5sN7rYx2AA", "type": "log", "attributes": {"timestamp": "2024-12-03T14:15:47.019Z", "status": "error", "service": "checkout-api", "host": "checkout-api-7c9d8f6b54-qq4rd", "message": "upstream timeout calling inventory-svc: context deadline exceeded (1500ms) path=/v1/cart/validate trace_id=7004125586391220745", "tags": ["env:prod", "kube_namespace:checkout", "version:3.41.2"]}},
        {"id": "AZOMqwcZAAB0pT6fL2hCk8AA", "type": "log", "attributes": {"timestamp": "2024-12-03T14:15:09.664Z", "status": "error", "service": "checkout-api", "host": "checkout-api-7c9d8f6b54-m8vzt", "message": "upstream timeout calling inventory-svc: context deadline exceeded (1500ms) path=/v1/checkout/confirm trace_id=3361902847755019188", "tags": ["env:prod", "kube_namespace:checkout", "version:3.41.2"]}}],
        "meta": {"page": {"after": "eyJhZnRlciI6IkFaT01xd2NaQUFCMHBUNmZMMmhDazhBQSJ9"}, "elapsed": 187, "request_id": "pddv1ChZ6QjJ0eVpsR1RmU2Z2bkFuQ3hQQ2lBIi0KHaI", "status": "done"}}
    dt = {"type": "downtime", "id": dt_id, "attributes": {"scope": "env:prod", "monitor_identifier": {"monitor_id": mid}, "display_timezone": "UTC",
                                                            "schedule": {"start": "2024-12-03T14:23:10.000000+00:00", "end": "2024-12-03T16:23:10.000000+00:00"},
                                                            "status": "active", "message": "Raised threshold to 1.5s while inventory-svc is degraded (INC-4471). @slack-checkout-alerts",
                                                            "mute_first_recovery_notification": True, "notify_end_states": ["alert", "no data", "warn"], "notify_end_types": ["canceled", "expired"],
                                                            "created": "2024-12-03T14:23:10.441208+00:00", "modified": "2024-12-03T14:23:10.441208+00:00", "canceled": None},
          "relationships": {"created_by": {"data": {"type": "users", "id": "5d3a0e71-9c2b-11ee-a1f4-da7ad0900002"}}, "monitor": {"data": {"type": "monitors", "id": str(mid)}}}}
    other = {"type": "downtime", "id": "3e7f9a20-0c84-4b15-b2d6-71a5e8c3f094", "attributes": {"scope": "env:staging", "monitor_identifier": {"monitor_tags": ["team:checkout"]}, "display_timezone": "Europe/Istanbul",
                                                                                            "schedule": {"recurrences": [{"rrule": "FREQ=WEEKLY;BYDAY=SA", "duration": "6h", "start": "2024-11-30T00:00:00"}], "timezone": "Europe/Istanbul", "current_downtime": {"start": "2024-11-30T00:00:00+03:00", "end": "2024-11-30T06:00:00+03:00"}},
                                                                                            "status": "scheduled", "message": "Weekly staging rebuild", "mute_first_recovery_notification": False, "notify_end_states": ["alert", "warn"], "notify_end_types": ["expired"],
                                                                                            "created": "2024-06-14T09:30:02.118341+00:00", "modified": "2024-09-02T12:44:57.860517+00:00", "canceled": None},
             "relationships": {"created_by": {"data": {"type": "users", "id": "1b9c4f02-5a1e-11ee-8f77-da7ad0900002"}}, "monitor": {"data": None}}}
    t2, t3 = sec("2024-12-03T13:55:00"), sec("2024-12-03T14:25:00")
    vals2 = [1.33, 1.29, 1.31, 1.30, 1.28, 1.27]
    series2 = {"status": "ok", "res_type": "time_series", "resp_version": 1, "query": "p95:trace.http.request{service:checkout-api,env:prod}", "from_date": t2 * 1000, "to_date": t3 * 1000,
               "series": [{"metric": "trace.http.request.duration.by.service.95p", "display_name": "trace.http.request.duration.by.service.95p", "scope": "env:prod,service:checkout-api",
                           "expression": "p95:trace.http.request{env:prod,service:checkout-api}", "interval": 300, "length": 6, "aggr": None,
                           "start": t2 * 1000, "end": (t3 - 1) * 1000, "unit": [{"family": "time", "name": "second", "short_name": "s", "plural": "seconds", "scale_factor": 1.0}, None],
                           "pointlist": [[(t2 + 300 * i) * 1000.0, v] for i, v in enumerate(vals2)]}]}
    mdt = [{"id": dt_id, "start": sec("2024-12-03T14:23:10"), "end": sec("2024-12-03T16:23:10"), "scope": ["env:prod"]}]
    ev_from, ev_to = sec("2024-12-03T13:30:00"), sec("2024-12-03T14:30:00")
    events = {"events": [
        {"id": 7712094483120578311, "date_happened": sec("2024-12-03T14:24:51"), "alert_type": "warning", "priority": "normal", "source_type_name": "Monitor Alert",
         "title": "[Warn on {env:prod,service:checkout-api}] [checkout-api] p95 latency above threshold", "text": "checkout-api p95 latency is climbing: 1.31s.", "monitor_id": mid, "tags": ["monitor", "service:checkout-api", "team:checkout", "env:prod"],
         "url": "/event/event?id=7712094483120578311", "is_aggregate": False},
        {"id": 7711981207748201984, "date_happened": sec("2024-12-03T13:44:20"), "alert_type": "error", "priority": "normal", "source_type_name": "Monitor Alert",
         "title": "[Triggered on {env:prod,service:checkout-api}] [checkout-api] p95 latency above threshold", "text": "checkout-api p95 latency is 1.34s (threshold 1.2s).", "monitor_id": mid, "tags": ["monitor", "service:checkout-api", "team:checkout", "env:prod"],
         "url": "/event/event?id=7711981207748201984", "is_aggregate": False},
        {"id": 7711902655302937600, "date_happened": sec("2024-12-03T13:31:02"), "alert_type": "info", "priority": "normal", "source_type_name": "Kubernetes",
         "title": "Deployment inventory-svc scaled down from 12 to 6 replicas", "text": "hpa/inventory-svc in namespace inventory", "monitor_id": None, "tags": ["kube_namespace:inventory", "kube_deployment:inventory-svc"],
         "url": "/event/event?id=7711902655302937600", "is_aggregate": False}]}
    t = [
        (call("get_monitors", tags=["service:checkout-api"]), pj(mons)),
        (call("get_monitor", monitor_id=mid), pj(monitor(q_old, 1.2, 0.9, "Alert", "2024-05-02T08:11:37.418902+00:00", "2024-12-03T13:44:20+00:00", []))),
        (call("query_metrics", query="p95:trace.http.request{service:checkout-api,env:prod}", **{"from": t0, "to": t1}), pj(series1)),
        (call("get_logs", query="service:checkout-api status:error env:prod", **{"from": sec("2024-12-03T14:02:00"), "to": sec("2024-12-03T14:17:00")}, limit=5), pj(logs)),
        (call("update_monitor", monitor_id=mid, query=q_new, options={"thresholds": {"critical": 1.5, "warning": 0.9}}),
         pj(monitor(q_new, 1.5, 0.9, "Alert", "2024-12-03T14:22:05.731560+00:00", "2024-12-03T13:44:20+00:00", []))),
        (call("schedule_downtime", scope="env:prod", monitor_id=mid, end="2024-12-03T16:23:10Z", message="Raised threshold to 1.5s while inventory-svc is degraded (INC-4471). @slack-checkout-alerts"), pj({"data": dt})),
        (call("list_downtimes", current_only=True), pj({"data": [dt, other], "meta": {"page": {"total_filtered_count": 2}}})),
        (call("query_metrics", query="p95:trace.http.request{service:checkout-api,env:prod}", **{"from": t2, "to": t3}), pj(series2)),
        (call("get_monitor", monitor_id=mid), pj(monitor(q_new, 1.5, 1.0, "Warn", "2024-12-03T14:22:05.731560+00:00", "2024-12-03T14:24:51+00:00", mdt))),
        (call("get_events", query="sources:monitor,kubernetes", **{"from": ev_from, "to": ev_to}), pj(events)),
    ]
    rs.add("mcp", "h55-mcp-13", system(tools), t, bad=True, turn=9,
           kind="monitor 148903217's warning threshold reads 1.0 although the update at turn 5 kept it at 0.9 and only raised the critical threshold to 1.5")


# ---------------------------------------------------------------------------------------------- 14 Asana
def t14(rs: RowSet) -> None:
    proj = "1207381924551032"
    sec_ = {"Backlog": "1207381924551040", "In progress": "1207381924551041", "Review": "1207381924551042", "Done": "1207381924551043"}
    tools = [
        tool("asana_get_project_sections", "Get the sections of a project.", {"project_id": p("string", "The project ID"), "opt_fields": p("string", "Comma-separated fields to include")}, ["project_id"]),
        tool("asana_get_tasks_for_section", "Get the tasks in a section, paginated.", {"section_id": p("string", "The section ID"), "limit": p("number", "Results per page (1-100)"), "offset": p("string", "Offset token from a previous page"), "opt_fields": p("string", "Comma-separated fields to include")}, ["section_id"]),
        tool("asana_get_task", "Get detailed information about a task.", {"task_id": p("string", "The task ID"), "opt_fields": p("string", "Comma-separated fields to include")}, ["task_id"]),
        tool("asana_update_task", "Update an existing task's details.", {"task_id": p("string", "The task ID"), "completed": p("boolean", "Mark the task completed"), "custom_fields": p("object", "Custom field gid → value"), "due_on": p("string", "Due date YYYY-MM-DD")}, ["task_id"]),
        tool("asana_add_task_to_section", "Move a task into a section of its project.", {"section_id": p("string", "The section ID"), "task_id": p("string", "The task ID")}, ["section_id", "task_id"]),
    ]
    effort_gid, prio_gid = "1207381924551101", "1207381924551102"
    fields = "name,assignee.name,due_on,completed"

    def tk(gid: str, name: str, who: str | None, due: str | None) -> dict[str, Any]:
        return {"gid": gid, "resource_type": "task", "name": name, "assignee": {"gid": "1203998877660011" if who == "Camila Reyes" else "1204112233440022", "resource_type": "user", "name": who} if who else None, "due_on": due, "completed": False}

    page1 = [tk("1208012345678901", "Localize onboarding screens (pt-BR, es-MX)", "Camila Reyes", "2025-04-18"),
             tk("1208012345678917", "Crash on resume when biometric prompt is dismissed (Android 15)", "Tobi Adewale", "2025-04-16"),
             tk("1208012345678933", "App Store screenshots for 6.9\" and 6.5\" displays", "Camila Reyes", "2025-04-22")]
    page2 = [tk("1208012345678948", "Deep links: open shared playlists in app", "Tobi Adewale", None),
             tk("1208012345678962", "Remove deprecated /v1/feed calls", None, "2025-04-25")]
    offset = "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IjAzMzMzMyIsImlhdCI6MTc0NDYxNzAxMCwiZXhwIjoxNzQ0NjE3OTEwfQ.n2Yc0FJqv8mTz4kW3p1xUe7sR5dHbGaL9oQ0iA6cXfM"

    def full(completed: bool, effort: int, section: str, modified: str, completed_at: str | None) -> dict[str, Any]:
        return {"data": {"gid": "1208012345678901", "resource_type": "task", "name": "Localize onboarding screens (pt-BR, es-MX)", "resource_subtype": "default",
                         "assignee": {"gid": "1203998877660011", "resource_type": "user", "name": "Camila Reyes"}, "assignee_status": "upcoming",
                         "completed": completed, "completed_at": completed_at, "completed_by": {"gid": "1203998877660011", "resource_type": "user", "name": "Camila Reyes"} if completed else None,
                         "created_at": "2025-03-27T10:14:52.381Z", "modified_at": modified, "due_on": "2025-04-18", "start_on": None,
                         "notes": "Translate the 7 onboarding screens. Strings are in `Onboarding.strings` / `onboarding.xml`. Glossary: https://app.lokalise.com/project/88412/glossary",
                         "num_subtasks": 3, "num_likes": 1, "liked": False, "hearted": False, "tags": [{"gid": "1207990011223344", "name": "l10n"}],
                         "custom_fields": [{"gid": effort_gid, "name": "Effort", "type": "number", "resource_subtype": "number", "number_value": effort, "precision": 0, "display_value": str(effort)},
                                           {"gid": prio_gid, "name": "Priority", "type": "enum", "resource_subtype": "enum", "enum_value": {"gid": "1207381924551111", "name": "High", "color": "red", "enabled": True}, "display_value": "High"}],
                         "memberships": [{"project": {"gid": proj, "resource_type": "project", "name": "Mobile app v5 launch"}, "section": {"gid": sec_[section], "resource_type": "section", "name": section}}],
                         "projects": [{"gid": proj, "resource_type": "project", "name": "Mobile app v5 launch"}], "parent": None,
                         "workspace": {"gid": "1199887766554433", "resource_type": "workspace", "name": "tunely.fm"},
                         "permalink_url": "https://app.asana.com/0/1207381924551032/1208012345678901", "followers": [{"gid": "1203998877660011", "name": "Camila Reyes"}, {"gid": "1204112233440022", "name": "Tobi Adewale"}]}}

    t = [
        (call("asana_get_project_sections", project_id=proj), pj({"data": [{"gid": v, "resource_type": "section", "name": k} for k, v in sec_.items()]})),
        (call("asana_get_tasks_for_section", section_id=sec_["In progress"], limit=3, opt_fields=fields),
         pj({"data": page1, "next_page": {"offset": offset, "path": f"/sections/{sec_['In progress']}/tasks?limit=3&offset={offset}", "uri": f"https://app.asana.com/api/1.0/sections/{sec_['In progress']}/tasks?limit=3&offset={offset}"}})),
        (call("asana_get_tasks_for_section", section_id=sec_["In progress"], limit=3, offset=offset, opt_fields=fields), pj({"data": page2, "next_page": None})),
        (call("asana_get_task", task_id="1208012345678901"), pj(full(False, 5, "In progress", "2025-04-14T08:02:37.915Z", None))),
        (call("asana_update_task", task_id="1208012345678901", completed=True, custom_fields={effort_gid: 3}), pj(full(True, 3, "In progress", "2025-04-14T09:41:06.228Z", "2025-04-14T09:41:06.228Z"))),
        (call("asana_add_task_to_section", section_id=sec_["Done"], task_id="1208012345678901"), pj({"data": {}})),
        (call("asana_get_task", task_id="1208012345678901"), pj(full(True, 3, "Done", "2025-04-14T09:41:19.540Z", "2025-04-14T09:41:06.228Z"))),
    ]
    rs.add("mcp", "h55-mcp-14", system(tools), t)


# ---------------------------------------------------------------------------------------------- 15 New Relic
def t15(rs: RowSet) -> None:
    acct = 3318842
    prod = "MzMxODg0MnxBUE18QVBQTElDQVRJT058NjAyMTE4NDQ3"
    stag = "MzMxODg0MnxBUE18QVBQTElDQVRJT058NjAyMTE4OTAx"
    tools = [
        tool("search_entities", "Search New Relic entities with an entity search query.", {"query": p("string", "Entity search query, e.g. name LIKE 'x' AND domain = 'APM'")}, ["query"]),
        tool("get_entity", "Get an entity's details, tags and golden metrics (last 5 minutes).", {"guid": p("string", "Entity GUID")}, ["guid"]),
        tool("list_alert_issues", "List alert issues of the account.", {"accountId": p("integer", "Account ID"), "states": p("array", "Issue states", items={"type": "string"})}, ["accountId"]),
        tool("run_nrql_query", "Run a NRQL query against an account and return the results as JSON.", {"accountId": p("integer", "Account ID"), "nrql": p("string", "NRQL query")}, ["accountId", "nrql"]),
        tool("acknowledge_alert_issue", "Acknowledge an alert issue.", {"accountId": p("integer", "Account ID"), "issueId": p("string", "Issue ID")}, ["accountId", "issueId"]),
        tool("create_deployment_marker", "Record a change tracking deployment marker on an entity.", {"entityGuid": p("string", "Entity GUID"), "version": p("string", "Deployed version"), "changelog": p("string", "What changed"), "user": p("string", "Who deployed")}, ["entityGuid", "version"]),
    ]
    issue_id = "c3a1f8e0-6d2b-4b7a-9e15-f0d84a27c6b3"

    def sec(iso: str) -> int:
        return ms(iso + ".000Z") // 1000

    def ent(err: float, tput: int, rt: int, apdex: float, sev: str, deploy: bool) -> dict[str, Any]:
        e = {"guid": prod, "name": "order-service (prod)", "entityType": "APM_APPLICATION_ENTITY", "domain": "APM", "type": "APPLICATION", "accountId": acct,
             "reporting": True, "alertSeverity": sev, "language": "java", "permalink": f"https://one.newrelic.com/redirect/entity/{prod}",
             "tags": {"environment": ["prod"], "team": ["orders"], "region": ["eu-central-1"], "agentVersion": ["8.12.0"], "language": ["java"]},
             "goldenMetrics": {"window": "last 5 minutes", "throughputRpm": tput, "errorRatePercent": err, "responseTimeMs": rt, "apdex": apdex},
             "runningAgentVersions": {"minVersion": "8.12.0", "maxVersion": "8.12.0"}, "instances": 6}
        if deploy:
            e["recentDeployments"] = [{"version": "2.31.4", "timestamp": ms("2024-06-17T13:24:10.000Z"), "user": "marta.kowal"}, {"version": "2.32.0", "timestamp": ms("2024-06-17T12:41:55.000Z"), "user": "ci-deployer"}]
        else:
            e["recentDeployments"] = [{"version": "2.32.0", "timestamp": ms("2024-06-17T12:41:55.000Z"), "user": "ci-deployer"}, {"version": "2.31.4", "timestamp": ms("2024-06-11T09:05:32.000Z"), "user": "ci-deployer"}]
        return e

    def series(start: str, step: int, vals: list[float], facet: str) -> dict[str, Any]:
        s0 = sec(start)
        return {"results": [{"beginTimeSeconds": s0 + i * step, "endTimeSeconds": s0 + (i + 1) * step, facet: v} for i, v in enumerate(vals)],
                "metadata": {"timeWindow": {"begin": s0 * 1000, "end": (s0 + step * len(vals)) * 1000}, "bucketSizeMillis": step * 1000, "eventTypes": ["Transaction"], "messages": []}}

    q1 = "SELECT percentage(count(*), WHERE error IS true) FROM Transaction WHERE appName = 'order-service (prod)' SINCE 30 minutes ago TIMESERIES 5 minutes"
    q2 = "SELECT count(*) FROM TransactionError WHERE appName = 'order-service (prod)' FACET error.class SINCE 30 minutes ago LIMIT 5"
    q3 = "SELECT percentage(count(*), WHERE error IS true) FROM Transaction WHERE appName = 'order-service (prod)' SINCE 10 minutes ago TIMESERIES 1 minute"
    vals3 = [3.6, 3.9, 3.7, 3.8, 3.5, 2.9, 1.6, 0.9, 0.7, 0.6]
    t = [
        (call("search_entities", query="name LIKE 'order-service' AND domain = 'APM'"),
         pj({"count": 2, "entities": [
             {"guid": prod, "name": "order-service (prod)", "entityType": "APM_APPLICATION_ENTITY", "alertSeverity": "CRITICAL", "reporting": True, "tags": {"environment": ["prod"], "team": ["orders"]}},
             {"guid": stag, "name": "order-service (staging)", "entityType": "APM_APPLICATION_ENTITY", "alertSeverity": "NOT_ALERTING", "reporting": True, "tags": {"environment": ["staging"], "team": ["orders"]}}], "nextCursor": None})),
        (call("get_entity", guid=prod), pj(ent(3.82, 1482, 412, 0.81, "CRITICAL", False))),
        (call("list_alert_issues", accountId=acct, states=["ACTIVATED"]),
         pj({"issues": [{"issueId": issue_id, "title": ["order-service (prod): Error percentage > 2.0 for at least 5 minutes"], "priority": "CRITICAL", "state": "ACTIVATED",
                         "activatedAt": ms("2024-06-17T12:58:41.000Z"), "createdAt": ms("2024-06-17T12:58:41.000Z"), "acknowledgedAt": None, "acknowledgedBy": None, "closedAt": None,
                         "entityGuids": [prod], "entityNames": ["order-service (prod)"], "policyName": "Orders golden signals", "conditionName": ["Error percentage"], "sources": ["newrelic"],
                         "incidentIds": ["7f2b0c91-3e4d-4a85-b6c1-d0e97a2f5b38"], "totalIncidents": 1, "mutingState": "NOT_MUTED"}], "nextCursor": None})),
        (call("run_nrql_query", accountId=acct, nrql=q1), pj(series("2024-06-17T12:50:00", 300, [1.2, 3.1, 3.9, 4.2, 3.7, 3.9], "percentage.error"))),
        (call("run_nrql_query", accountId=acct, nrql=q2),
         pj({"results": [{"error.class": "java.net.SocketTimeoutException", "count": 1012}, {"error.class": "org.springframework.dao.QueryTimeoutException", "count": 318},
                         {"error.class": "com.acme.orders.InventoryReservationException", "count": 127}, {"error.class": "org.apache.hc.core5.http.NoHttpResponseException", "count": 41}],
             "metadata": {"facets": ["error.class"], "timeWindow": {"begin": ms("2024-06-17T12:50:43.000Z"), "end": ms("2024-06-17T13:20:43.000Z")}, "eventTypes": ["TransactionError"], "messages": []}})),
        (call("acknowledge_alert_issue", accountId=acct, issueId=issue_id),
         pj({"issueId": issue_id, "state": "ACTIVATED", "acknowledgedAt": ms("2024-06-17T13:21:36.000Z"), "acknowledgedBy": "Marta Kowal (marta.kowal@acme-orders.eu)", "priority": "CRITICAL"})),
        (call("create_deployment_marker", entityGuid=prod, version="2.31.4", changelog="Rollback of 2.32.0 (Apache HttpClient 5 pool settings)", user="marta.kowal"),
         pj({"changeTrackingId": "1d8c3a57-0e2f-4b96-a7d4-5f91c0e2b368", "entityGuid": prod, "version": "2.31.4", "changelog": "Rollback of 2.32.0 (Apache HttpClient 5 pool settings)",
             "user": "marta.kowal", "category": "DEPLOYMENT", "type": "BASIC", "timestamp": ms("2024-06-17T13:24:10.000Z")})),
        (call("run_nrql_query", accountId=acct, nrql=q3), pj(series("2024-06-17T13:23:00", 60, vals3, "percentage.error"))),
        (call("get_entity", guid=prod), pj(ent(round(sum(vals3[5:]) / 5, 2), 1517, 226, 0.9, "CRITICAL", True))),
    ]
    rs.add("mcp", "h55-mcp-15", system(tools), t, state="New Relic MCP server, EU datacenter, account 3318842 (Acme Orders), user marta.kowal.")


# ---------------------------------------------------------------------------------------------- 16 YouTrack
def t16(rs: RowSet) -> None:
    tools = [
        tool("get_issue", "Get a YouTrack issue by its readable id, with custom fields, links and comment count.", {"issueId": p("string", "Issue id, e.g. MOB-12")}, ["issueId"]),
        tool("update_issue", "Update the summary and/or description of an issue.", {"issueId": p("string", "Issue id"), "summary": p("string", "New summary"), "description": p("string", "New description")}, ["issueId"]),
        tool("search_issues", "Search issues with a YouTrack query.", {"query": p("string", "YouTrack search query"), "limit": p("integer", "Max results")}, ["query"]),
        tool("execute_command", "Apply a YouTrack command (e.g. 'State In Progress', 'for me', 'tag regression') to an issue.", {"issueId": p("string", "Issue id"), "command": p("string", "Command text"), "comment": p("string", "Optional comment")}, ["issueId", "command"]),
        tool("add_issue_comment", "Add a comment to an issue.", {"issueId": p("string", "Issue id"), "text": p("string", "Comment text (Markdown)")}, ["issueId", "text"]),
        tool("link_issues", "Link two issues.", {"sourceIssueId": p("string", "Source issue id"), "targetIssueId": p("string", "Target issue id"), "linkType": p("string", "relates to, depends on, duplicates, subtask of")}, ["sourceIssueId", "targetIssueId", "linkType"]),
    ]
    old = "Push notifications not delivered on Android 14 after app update"
    new = "Push notifications dropped on Android 14 when the app is in the restricted standby bucket"
    desc = ("Since 5.11.0 some Android 14 users stop receiving order-status pushes after updating the app.\n\n"
            "* FCM reports `delivered` but the notification never shows\n* only devices where the app is in the `RESTRICTED` App Standby Bucket\n"
            "* `adb shell am get-standby-bucket fi.kulta.mobile` → 45\n\nCrashlytics breadcrumb shows `ForegroundServiceStartNotAllowedException` in `OrderStatusService`.")
    hanna = {"login": "hmueller", "fullName": "Hanna Müller", "email": "hanna.mueller@kulta.fi"}
    alex = {"login": "akim", "fullName": "Alex Kim", "email": "alex.kim@kulta.fi"}

    def issue(summary: str, state: str, updated: str, comments: int, links: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": "2-41877", "idReadable": "MOB-587", "summary": summary, "description": desc, "created": ms("2024-05-15T08:30:30.000Z"), "updated": ms(updated), "resolved": None,
                "reporter": hanna, "project": {"shortName": "MOB", "name": "Kulta Mobile"},
                "customFields": [{"name": "Priority", "$type": "SingleEnumIssueCustomField", "value": {"name": "Major"}},
                                 {"name": "Type", "$type": "SingleEnumIssueCustomField", "value": {"name": "Bug"}},
                                 {"name": "State", "$type": "StateIssueCustomField", "value": {"name": state, "isResolved": False}},
                                 {"name": "Assignee", "$type": "SingleUserIssueCustomField", "value": alex},
                                 {"name": "Subsystem", "$type": "SingleOwnedIssueCustomField", "value": {"name": "Notifications"}},
                                 {"name": "Fix versions", "$type": "MultiVersionIssueCustomField", "value": [{"name": "5.12"}]},
                                 {"name": "Affected versions", "$type": "MultiVersionIssueCustomField", "value": [{"name": "5.11.0"}, {"name": "5.11.1"}]},
                                 {"name": "Estimation", "$type": "PeriodIssueCustomField", "value": {"presentation": "1d 4h", "minutes": 720}}],
                "tags": [{"name": "regression"}, {"name": "android"}], "commentsCount": comments, "links": links,
                "url": "https://kulta.youtrack.cloud/issue/MOB-587"}

    def row(rid: str, summ: str, state: str, prio: str, who: dict[str, Any] | None, upd: str) -> dict[str, Any]:
        return {"idReadable": rid, "summary": summ, "State": state, "Priority": prio, "Assignee": who["fullName"] if who else None, "updated": ms(upd)}

    link = [{"direction": "BOTH", "linkType": {"name": "Relates", "sourceToTarget": "relates to", "targetToSource": "relates to"},
             "issues": [{"idReadable": "MOB-541", "summary": "Migrate OrderStatusService to WorkManager expedited jobs"}]}]
    comment = "Reproduced on Pixel 7 / Android 14 with `am set-standby-bucket fi.kulta.mobile restricted`. The service start is rejected because the FCM message is normal priority; switching order-status pushes to high priority fixes it. Server change needed in notify-gateway."
    t = [
        (call("get_issue", issueId="MOB-587"), pj(issue(old, "Open", "2024-05-20T10:37:35.000Z", 2, []))),
        (call("update_issue", issueId="MOB-587", summary=new), pj(issue(new, "Open", "2024-05-22T07:48:12.000Z", 2, []))),
        (call("search_issues", query="project: MOB #Unresolved Subsystem: Notifications sort by: updated desc", limit=10),
         pj([row("MOB-587", old, "Open", "Major", alex, "2024-05-22T07:48:12.000Z"),
             row("MOB-593", "Notification channel 'Promotions' recreated on every app start", "Open", "Minor", None, "2024-05-21T15:02:44.000Z"),
             row("MOB-541", "Migrate OrderStatusService to WorkManager expedited jobs", "In Progress", "Normal", alex, "2024-05-20T12:19:03.000Z"),
             row("MOB-498", "iOS: badge count not cleared after reading all notifications", "Open", "Normal", {"fullName": "Sanna Virtanen"}, "2024-04-29T09:55:21.000Z")])),
        (call("execute_command", issueId="MOB-587", command="State In Progress"), pj({"success": True, "issueId": "MOB-587", "command": "State In Progress", "appliedTo": 1})),
        (call("add_issue_comment", issueId="MOB-587", text=comment),
         pj({"id": "4-19822", "text": comment, "author": alex, "created": ms("2024-05-22T07:51:40.000Z"), "updated": None, "deleted": False,
             "issue": {"idReadable": "MOB-587"}})),
        (call("link_issues", sourceIssueId="MOB-587", targetIssueId="MOB-541", linkType="relates to"),
         pj({"success": True, "source": "MOB-587", "target": "MOB-541", "linkType": "relates to", "command": "relates to MOB-541"})),
        (call("get_issue", issueId="MOB-587"), pj(issue(new, "In Progress", "2024-05-22T07:52:06.000Z", 3, link))),
    ]
    rs.add("mcp", "h55-mcp-16", system(tools), t, bad=True, turn=3,
           kind="search_issues lists MOB-587 under its old summary right after update_issue at turn 2 renamed it (and with the rename's own updated time)")


# ---------------------------------------------------------------------------------------------- 17 Buildkite
def t17(rs: RowSet) -> None:
    org, pipe = "parcelly", "api-monorepo"
    op = {"org": p("string", "Organization slug"), "pipeline_slug": p("string", "Pipeline slug")}
    bn = {"build_number": p("string", "Build number")}
    tools = [
        tool("list_builds", "List the builds of a pipeline, newest first.", {**op, "branch": p("string", "Filter by branch"), "state": p("string", "Filter by state"), "per_page": p("number", "Page size")}, ["org", "pipeline_slug"]),
        tool("get_build", "Get a build with all of its jobs.", {**op, **bn}, ["org", "pipeline_slug", "build_number"]),
        tool("get_job_logs", "Get the log output of a job (tail).", {**op, **bn, "job_id": p("string", "Job UUID")}, ["org", "pipeline_slug", "build_number", "job_id"]),
        tool("retry_job", "Retry a failed or timed-out job; returns the new job.", {**op, **bn, "job_id": p("string", "Job UUID")}, ["org", "pipeline_slug", "build_number", "job_id"]),
        tool("list_annotations", "List the annotations of a build.", {**op, **bn}, ["org", "pipeline_slug", "build_number"]),
    ]
    web = f"https://buildkite.com/{org}/{pipe}"
    commit = "8e2d41c07b9f35a6e1d0c48b2f7a93e5d16c0b84"
    creator = {"id": "018f2a0c-5b3e-4d71-a9c6-0e8d2f4b7a15", "name": "Chidi Okoro", "email": "chidi@parcelly.io"}

    def job(jid: str, name: str, state: str, created: str, started: str | None, finished: str | None, agent: str | None, exit_status: int | None = None, retried: bool = False, retried_in: str | None = None, par: tuple[int, int] | None = None, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        j = {"id": jid, "type": "script", "name": name, "step_key": name.split()[1].lower().strip(":") if " " in name else name, "state": state,
             "web_url": f"{web}/builds/9127#{jid}", "log_url": f"https://api.buildkite.com/v2/organizations/{org}/pipelines/{pipe}/builds/9127/jobs/{jid}/log",
             "command": "bin/ci/rspec --partition" if "rspec" in name else ("yarn lint" if "eslint" in name else "bin/ci/build-image"),
             "exit_status": exit_status, "soft_failed": False, "created_at": created, "scheduled_at": created, "runnable_at": created, "started_at": started, "finished_at": finished,
             "agent": {"id": agent, "name": f"ci-{agent[-6:]}-1", "hostname": f"ip-10-40-{int(agent[-2:], 16)}-17"} if agent else None,
             "retried": retried, "retried_in_job_id": retried_in, "retries_count": None, "parallel_group_index": par[0] if par else None, "parallel_group_total": par[1] if par else None}
        if extra:
            j.update(extra)
        return j

    ids = {"lint": "0194f1a2-7c3e-4b8d-9f05-2e6a1d7c4b90", "r1": "0194f1a2-7c40-4f1b-93e2-c85d0a6b1e37", "r2": "0194f1a2-7c41-4a2e-8b6d-51f0c9e3a7d2",
           "r3": "0194f1a2-7c42-49c8-a0f3-7d2e6b4c9e15", "img": "0194f1a2-7c44-4d93-b1e7-3a0c5f8d2b66", "r2b": "0194f1e6-3d52-4c07-a9b8-6e2f0d1c8a43"}
    c0 = "2025-02-11T10:11:21.604Z"
    jobs1 = [job(ids["lint"], ":eslint: Lint", "passed", c0, "2025-02-11T10:11:38.210Z", "2025-02-11T10:13:02.947Z", "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c8e3", 0),
             job(ids["r1"], ":rspec: Unit 1/3", "passed", c0, "2025-02-11T10:12:01.118Z", "2025-02-11T10:18:44.502Z", "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c9a1", 0, par=(0, 3)),
             job(ids["r2"], ":rspec: Unit 2/3", "failed", c0, "2025-02-11T10:12:03.355Z", "2025-02-11T10:19:47.081Z", "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c9b4", 1, par=(1, 3)),
             job(ids["r3"], ":rspec: Unit 3/3", "passed", c0, "2025-02-11T10:12:02.760Z", "2025-02-11T10:17:59.319Z", "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c9c7", 0, par=(2, 3)),
             job(ids["img"], ":docker: Build image", "broken", c0, None, None, None)]

    def build(state: str, finished: str, jobs: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": "0194f1a2-6a9d-4e08-bc71-9f3e2d5a0c64", "number": 9127, "state": state, "blocked": False, "cancel_reason": None,
                "message": "Add parcel weight limits for DHL Express (#2210)", "commit": commit, "branch": "main", "source": "webhook", "creator": creator,
                "created_at": "2025-02-11T10:11:20.938Z", "scheduled_at": "2025-02-11T10:11:20.902Z", "started_at": "2025-02-11T10:11:38.210Z", "finished_at": finished,
                "web_url": f"{web}/builds/9127", "pull_request": None, "env": {}, "meta_data": {"buildkite:git:commit": f"commit {commit}"},
                "pipeline": {"slug": pipe, "name": "API monorepo"}, "jobs": jobs}

    log = """[2025-02-11T10:19:31Z] Randomized with seed 41822
[2025-02-11T10:19:31Z] ........................................F.............
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z] Failures:
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z]   1) Shipments::RateQuote DHL Express rejects parcels heavier than 70 kg
[2025-02-11T10:19:44Z]      Failure/Error: response = carrier_client.quote(shipment)
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z]      Net::ReadTimeout:
[2025-02-11T10:19:44Z]        Net::ReadTimeout with #<TCPSocket:(closed)>
[2025-02-11T10:19:44Z]      # ./app/services/carriers/dhl_express/client.rb:64:in `quote'
[2025-02-11T10:19:44Z]      # ./spec/services/shipments/rate_quote_spec.rb:118:in `block (3 levels) in <top (required)>'
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z] Finished in 7 minutes 38 seconds (files took 4.21 seconds to load)
[2025-02-11T10:19:44Z] 1184 examples, 1 failure, 6 pending
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z] Failed examples:
[2025-02-11T10:19:44Z]
[2025-02-11T10:19:44Z] rspec ./spec/services/shipments/rate_quote_spec.rb:112 # Shipments::RateQuote DHL Express rejects parcels heavier than 70 kg
[2025-02-11T10:19:46Z] 🚨 Error: The command exited with status 1
[2025-02-11T10:19:46Z] user command error: exit status 1"""
    retried = job(ids["r2b"], ":rspec: Unit 2/3", "scheduled", "2025-02-11T10:42:05.118Z", None, None, None, None, par=(1, 3),
                  extra={"retries_count": 1, "retry_source": {"job_id": ids["r2"], "retry_type": "manual"}, "retry_type": "manual", "runnable_at": "2025-02-11T10:42:05.201Z",
                         "web_url": f"{web}/builds/9127#{ids['r2b']}"})
    jobs2 = [dict(j) for j in jobs1]
    jobs2[2] = dict(jobs2[2], retried=True, retried_in_job_id=ids["r2b"])
    jobs2.insert(3, dict(retried, state="passed", exit_status=0, started_at="2025-02-11T10:39:51.402Z", finished_at="2025-02-11T10:44:20.770Z",
                         agent={"id": "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c9a1", "name": "ci-a0c9a1-1", "hostname": "ip-10-40-161-17"}))
    jobs2[-1] = dict(jobs2[-1], state="passed", exit_status=0, runnable_at="2025-02-11T10:44:21.006Z", started_at="2025-02-11T10:44:32.884Z", finished_at="2025-02-11T10:47:10.253Z",
                     agent={"id": "018f7c1e-a04b-4c2d-9e5f-3b61d7a0c8e3", "name": "ci-a0c8e3-1", "hostname": "ip-10-40-227-17"})
    annotations = [{"id": "0194f1a8-2e5b-4c90-8d17-a3f6b0e4c251", "context": "junit-rspec", "style": "error",
                    "body_html": "<details><summary>1 failure in :rspec: Unit 2/3</summary>\n<pre><code>Shipments::RateQuote DHL Express rejects parcels heavier than 70 kg\nNet::ReadTimeout with #&lt;TCPSocket:(closed)&gt;\n./app/services/carriers/dhl_express/client.rb:64:in `quote'</code></pre>\n</details>\n<p>1184 examples in partition 2/3, 6 pending</p>",
                    "created_at": "2025-02-11T10:19:49.733Z", "updated_at": "2025-02-11T10:19:49.733Z"},
                   {"id": "0194f1a4-9b03-4f6e-a215-6c8d0e7f3b92", "context": "bundle-size", "style": "info",
                    "body_html": "<p>API image base layer unchanged since build #9121 (ruby:3.3.6-slim-bookworm, 74.2 MB)</p>",
                    "created_at": "2025-02-11T10:13:05.410Z", "updated_at": "2025-02-11T10:13:05.410Z"}]

    def brief(n: int, state: str, msg: str, sha: str, created: str, finished: str | None) -> dict[str, Any]:
        return {"number": n, "state": state, "branch": "main", "commit": sha, "message": msg, "created_at": created, "finished_at": finished, "web_url": f"{web}/builds/{n}"}

    t = [
        (call("list_builds", org=org, pipeline_slug=pipe, branch="main", per_page=4),
         pj([brief(9127, "failed", "Add parcel weight limits for DHL Express (#2210)", commit, "2025-02-11T10:11:20.938Z", "2025-02-11T10:19:52.466Z"),
             brief(9126, "passed", "Bump rubocop-rails to 2.28.0 (#2214)", "f31a7c90e2d54b6810c3e9a7d5b2f0c4e18a6d27", "2025-02-11T09:40:02.511Z", "2025-02-11T09:51:37.084Z"),
             brief(9125, "passed", "Return 422 for unknown postcodes in NL (#2207)", "0b9e5d2a7c14f36e8a1d0c59b4e7f2a36d8c1e05", "2025-02-10T17:22:48.130Z", "2025-02-10T17:34:10.925Z"),
             brief(9124, "canceled", "WIP label printing for PostNL", "a6c3f0e85d2b19c47e0a3d6b8f1e5c92d07b4a13", "2025-02-10T16:58:31.744Z", "2025-02-10T17:00:05.302Z")])),
        (call("get_build", org=org, pipeline_slug=pipe, build_number="9127"), pj(build("failed", "2025-02-11T10:19:52.466Z", jobs1))),
        (call("get_job_logs", org=org, pipeline_slug=pipe, build_number="9127", job_id=ids["r2"]), log),
        (call("retry_job", org=org, pipeline_slug=pipe, build_number="9127", job_id=ids["r2"]), pj(retried)),
        (call("list_annotations", org=org, pipeline_slug=pipe, build_number="9127"), pj(annotations)),
        (call("get_build", org=org, pipeline_slug=pipe, build_number="9127"), pj(build("passed", "2025-02-11T10:47:10.253Z", jobs2))),
    ]
    rs.add("mcp", "h55-mcp-17", system(tools), t, bad=True, turn=6,
           kind="the retried rspec job shows started_at 10:39:51, before the retry that created it at 10:42:05 (turn 4)")


# ---------------------------------------------------------------------------------------------- 18 npm registry
def t18(rs: RowSet) -> None:
    name = "@streamkit/retry"
    tools = [
        tool("get_package", "Get a package's registry metadata: dist-tags, versions with publish times, maintainers, license and repository.", {"name": p("string", "Package name")}, ["name"]),
        tool("get_package_version", "Get the manifest of one published version (dependencies, engines, dist).", {"name": p("string", "Package name"), "version": p("string", "Exact version")}, ["name", "version"]),
        tool("get_downloads", "Get download counts for a package over a period (last-day, last-week, last-month or YYYY-MM-DD:YYYY-MM-DD).", {"name": p("string", "Package name"), "period": p("string", "Period")}, ["name", "period"]),
        tool("search_packages", "Search the registry.", {"text": p("string", "Search text"), "size": p("number", "Number of results (max 250)")}, ["text"]),
    ]
    times = {"created": "2022-02-14T19:03:27.118Z", "3.4.0": "2023-06-02T08:44:10.902Z", "4.0.0": "2023-11-20T14:31:55.417Z", "4.1.0": "2024-03-08T10:12:38.660Z",
             "4.2.0": "2024-07-15T16:05:21.234Z", "4.2.1": "2024-08-02T09:27:49.071Z", "5.0.0-beta.1": "2024-09-10T13:18:02.845Z",
             "5.0.0-beta.2": "2024-10-01T07:56:44.390Z", "5.0.0-beta.3": "2024-10-24T15:40:12.528Z", "modified": "2024-10-24T15:40:12.981Z"}
    maint = [{"name": "ines-dev", "email": "ines@streamkit.dev"}, {"name": "streamkit-bot", "email": "bot@streamkit.dev"}]
    repo = {"type": "git", "url": "git+https://github.com/streamkit/retry.git"}
    desc = "Composable retry with exponential backoff, jitter and AbortSignal support"

    def sig(s: str) -> list[dict[str, str]]:
        return [{"keyid": "SHA256:jl3bwswu80PjjokCgh0o2w5c2U4LhQAE57gj9cz1kzA", "sig": s}]

    v421 = {"name": name, "version": "4.2.1", "description": desc, "license": "MIT", "main": "./dist/index.cjs", "module": "./dist/index.mjs", "types": "./dist/index.d.ts",
            "exports": {".": {"types": "./dist/index.d.ts", "import": "./dist/index.mjs", "require": "./dist/index.cjs"}}, "sideEffects": False,
            "dependencies": {"p-limit": "^4.0.0"}, "devDependencies": {"tsup": "^8.1.0", "typescript": "^5.5.3", "vitest": "^2.0.4"}, "engines": {"node": ">=16"},
            "repository": repo, "gitHead": "7c2e91a04f5d3b8e6a1c0d29f7b4e3a8c5d1f062", "_npmUser": {"name": "streamkit-bot", "email": "bot@streamkit.dev"}, "_nodeVersion": "20.16.0", "_npmVersion": "10.8.1",
            "dist": {"fileCount": 38, "unpackedSize": 96412, "shasum": "b5f0e3a1c7d92e4f68a0b1c3d5e7f9a2b4c6d8e0",
                     "integrity": "sha512-Qm3T1v8K0c5pXr2yLdE9hWfZb6nA4sJ7uG1eV0oR3iY8tC5kM2qN9xB6wD4zF7jH1lP0aS3gU5vX8yE2rT6oK9==",
                     "tarball": "https://registry.npmjs.org/@streamkit/retry/-/retry-4.2.1.tgz",
                     "signatures": sig("MEUCIQDx3f1K9bTq0v4nYc2A7mW6eLrS5uH8jZ1oP3gN0kQ4dAIgR7tV2yB9cE6fX1aM5sL8nJ3wO0iU4pD7hG2kZ6qY1vs=")},
            "provenance": {"predicateType": "https://slsa.dev/provenance/v1"}}
    vb3 = {"name": name, "version": "5.0.0-beta.3", "description": desc, "license": "MIT", "type": "module", "main": "./dist/index.js", "types": "./dist/index.d.ts",
           "exports": {".": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}, "./testing": {"types": "./dist/testing.d.ts", "default": "./dist/testing.js"}}, "sideEffects": False,
           "dependencies": {}, "devDependencies": {"tsup": "^8.3.0", "typescript": "^5.6.3", "vitest": "^2.1.3"}, "engines": {"node": ">=20"},
           "repository": repo, "gitHead": "e04d7b13a9c62f58d1e0a3b7c94f2e6d8a5b0c17", "_npmUser": {"name": "streamkit-bot", "email": "bot@streamkit.dev"}, "_nodeVersion": "22.9.0", "_npmVersion": "10.8.3",
           "dist": {"fileCount": 44, "unpackedSize": 121907, "shasum": "0c8e2f4a6b1d3e5f7a9c0b2d4e6f8a1c3e5b7d9f",
                    "integrity": "sha512-Zx8pL2qR5tW0nC3vB6mK9jH1gF4dS7aE0yU2iO5pT8rQ1wN4bV7cX0zM3lK6hJ9gD2fS5aA8uY1tR4eW7oI0qP==",
                    "tarball": "https://registry.npmjs.org/@streamkit/retry/-/retry-5.0.0-beta.3.tgz",
                    "signatures": sig("MEQCIFg7aT2vN9xK4pB1mR6cL0wE3sH8jU5yD2oQ7iZ1nV4fAiBk3sP9rX6tM0aC5eJ8lW2gN7dY4hO1vR3qF6uB9zK0xw==")},
           "provenance": {"predicateType": "https://slsa.dev/provenance/v1"}}
    search = {"objects": [
        {"downloads": {"monthly": 791205, "weekly": 183442}, "dependents": 214, "updated": "2024-10-24T15:40:12.981Z", "searchScore": 112.4,
         "package": {"name": name, "keywords": ["retry", "backoff", "exponential", "jitter", "abort"], "version": "4.2.1", "description": desc, "sanitized_name": "@streamkit/retry",
                     "publisher": {"email": "bot@streamkit.dev", "username": "streamkit-bot"}, "maintainers": [{"email": "ines@streamkit.dev", "username": "ines-dev"}, {"email": "bot@streamkit.dev", "username": "streamkit-bot"}],
                     "license": "MIT", "date": times["4.2.1"], "links": {"homepage": "https://streamkit.dev/retry", "repository": "https://github.com/streamkit/retry", "bugs": "https://github.com/streamkit/retry/issues", "npm": "https://www.npmjs.com/package/%40streamkit%2Fretry"}},
         "score": {"final": 0.79, "detail": {"popularity": 0.71, "quality": 0.93, "maintenance": 0.99}}, "flags": {"insecure": 0}},
        {"downloads": {"monthly": 61830457, "weekly": 14925301}, "dependents": 5123, "updated": "2023-10-10T07:52:03.212Z", "searchScore": 98.7,
         "package": {"name": "p-retry", "keywords": ["promise", "retry", "retries", "backoff"], "version": "6.2.0", "description": "Retry a promise-returning or async function", "sanitized_name": "p-retry",
                     "publisher": {"email": "sindresorhus@gmail.com", "username": "sindresorhus"}, "maintainers": [{"email": "sindresorhus@gmail.com", "username": "sindresorhus"}],
                     "license": "MIT", "date": "2023-10-10T07:52:02.805Z", "links": {"homepage": "https://github.com/sindresorhus/p-retry#readme", "repository": "https://github.com/sindresorhus/p-retry", "npm": "https://www.npmjs.com/package/p-retry"}},
         "score": {"final": 0.88, "detail": {"popularity": 0.97, "quality": 0.9, "maintenance": 0.78}}, "flags": {"insecure": 0}},
        {"downloads": {"monthly": 35718226, "weekly": 8410977}, "dependents": 2691, "updated": "2022-12-13T21:08:51.447Z", "searchScore": 71.2,
         "package": {"name": "exponential-backoff", "keywords": ["exponential", "backoff", "retry"], "version": "3.1.1", "description": "A utility that allows retrying a function with an exponential delay between attempts.", "sanitized_name": "exponential-backoff",
                     "publisher": {"email": "coveo-npm@coveo.com", "username": "coveo-npm"}, "maintainers": [{"email": "coveo-npm@coveo.com", "username": "coveo-npm"}],
                     "license": "Apache-2.0", "date": "2023-03-08T13:32:59.101Z", "links": {"repository": "https://github.com/coveooss/exponential-backoff", "npm": "https://www.npmjs.com/package/exponential-backoff"}},
         "score": {"final": 0.74, "detail": {"popularity": 0.9, "quality": 0.82, "maintenance": 0.52}}, "flags": {"insecure": 0}}],
        "total": 1274, "time": "2024-10-28T09:12:44.603Z"}
    t = [
        (call("get_package", name=name),
         pj({"_id": name, "name": name, "description": desc, "dist-tags": {"latest": "4.2.1", "next": "5.0.0-beta.3"},
             "versions": [k for k in times if k[0].isdigit()], "time": times, "maintainers": maint, "license": "MIT", "repository": repo,
             "homepage": "https://streamkit.dev/retry", "bugs": {"url": "https://github.com/streamkit/retry/issues"}, "keywords": ["retry", "backoff", "exponential", "jitter", "abort"], "readmeFilename": "README.md"})),
        (call("get_package_version", name=name, version="4.2.1"), pj(v421)),
        (call("get_package_version", name=name, version="5.0.0-beta.3"), pj(vb3)),
        (call("get_downloads", name=name, period="last-week"), pj({"downloads": 183442, "start": "2024-10-21", "end": "2024-10-27", "package": name})),
        (call("get_downloads", name=name, period="last-month"), pj({"downloads": 791205, "start": "2024-09-28", "end": "2024-10-27", "package": name})),
        (call("search_packages", text="retry backoff", size=3), pj(search)),
    ]
    rs.add("mcp", "h55-mcp-18", system(tools), t)


# ---------------------------------------------------------------------------------------------- 19 Docker Hub
def t19(rs: RowSet) -> None:
    ns, repo = "kestrelio", "edge-proxy"
    nr = {"namespace": p("string", "Docker Hub namespace (user or organization)"), "repository": p("string", "Repository name")}
    tools = [
        tool("get_repository", "Get repository details: description, visibility, stars, pulls and timestamps.", nr, ["namespace", "repository"]),
        tool("list_tags", "List the tags of a repository (paginated).", {**nr, "page": p("integer", "Page number"), "page_size": p("integer", "Page size (max 100)"), "ordering": p("string", "last_updated, -last_updated, name, -name")}, ["namespace", "repository"]),
        tool("get_tag", "Get one tag with its per-platform images.", {**nr, "tag": p("string", "Tag name")}, ["namespace", "repository", "tag"]),
        tool("delete_tag", "Delete a tag from a repository.", {**nr, "tag": p("string", "Tag name")}, ["namespace", "repository", "tag"]),
        tool("update_repository", "Update a repository's short and/or full description.", {**nr, "description": p("string", "Short description (max 100 chars)"), "full_description": p("string", "Markdown overview")}, ["namespace", "repository"]),
    ]
    api = f"https://hub.docker.com/v2/namespaces/{ns}/repositories/{repo}/tags"
    full_desc = "# edge-proxy\n\nEnvoy 1.31 with Kestrel's JWT, rate-limit and geo-block filters compiled in.\n\n```\ndocker run -p 8443:8443 -v $PWD/edge.yaml:/etc/edge/edge.yaml kestrelio/edge-proxy:2.4\n```\n\nTags: `X.Y.Z` releases, `X.Y` / `X` floating, `-debug` images include admin UI and symbols."
    rows = [("latest", "2024-09-18T08:41:06.902113Z", 31452817, 29877340), ("2.4.1", "2024-09-18T08:41:06.902113Z", 31452817, 29877340),
            ("2.4", "2024-09-18T08:41:06.902113Z", 31452817, 29877340), ("2.4.1-debug", "2024-09-18T08:39:51.270448Z", 58230144, 55902718),
            ("2.4.0", "2024-09-02T15:12:40.664091Z", 31447920, 29870115), ("2.4.0-debug", "2024-09-02T15:11:22.018537Z", 58214407, 55889236),
            ("2.4.0-rc1", "2024-08-27T10:05:13.447102Z", 31449886, 29872003), ("2.3.7", "2024-08-14T09:30:58.902716Z", 31196552, 29641870),
            ("2.3.7-debug", "2024-08-14T09:29:40.553184Z", 57801339, 55512764), ("2.3", "2024-08-14T09:30:58.902716Z", 31196552, 29641870),
            ("2.3.6", "2024-07-30T13:47:21.118250Z", 31190217, 29636001)]
    digests = {"2.4.1": ("sha256:4a7e0c91d3b25f68e1a0d7c49b2f86e3a5d0c17b9e4f2a68d3c0b15e7a9f2d41", "sha256:c81f3e07a2d95b4c6e0f1a8d3b7c52e9f04a6d1b8c3e7f25a90d4b6c1e8f3a72", "sha256:e5d20a7c9b1f43e68d0a2c5f7b9e1d3a6c8f0b24d7e9a1c35b8f0d2e4a6c9b17")}

    def dg(n: str, arch: str) -> str:
        if n in ("latest", "2.4"):
            n = "2.4.1"
        if n == "2.3":
            n = "2.3.7"
        if n in digests:
            return digests[n][0 if arch == "amd64" else 1]
        h = sum(ord(c) * (i + 7) for i, c in enumerate(n + arch))
        return "sha256:" + "".join("0123456789abcdef"[(h * (k + 3) + k * k) % 16] for k in range(64))

    def tag_row(n: str, upd: str, amd: int, arm: int) -> dict[str, Any]:
        return {"creator": 14820917, "id": 611000000 + sum(ord(c) for c in n) * 131, "images": [
                    {"architecture": "amd64", "features": "", "variant": None, "digest": dg(n, "amd64"), "os": "linux", "os_features": "", "os_version": None, "size": amd, "status": "active", "last_pushed": upd},
                    {"architecture": "arm64", "features": "", "variant": "v8", "digest": dg(n, "arm64"), "os": "linux", "os_features": "", "os_version": None, "size": arm, "status": "active", "last_pushed": upd}],
                "last_updated": upd, "last_updater": 14820917, "last_updater_username": "kestrelci", "name": n, "repository": 13377420, "full_size": amd,
                "v2": True, "tag_status": "active", "tag_last_pushed": upd, "media_type": "application/vnd.oci.image.index.v1+json", "content_type": "image"}

    def page(items: list[tuple[str, str, int, int]], n: int, count: int) -> str:
        return pj({"count": count, "next": f"{api}?ordering=last_updated&page={n + 1}&page_size=5", "previous": None if n == 1 else (f"{api}?ordering=last_updated&page_size=5" if n == 2 else f"{api}?ordering=last_updated&page={n - 1}&page_size=5"),
                   "results": [tag_row(*r) for r in items]})

    tag241 = tag_row(*rows[1])
    tag241["images"][0]["last_pulled"] = "2024-09-19T10:02:41.337Z"
    tag241["images"][1]["last_pulled"] = "2024-09-19T09:58:13.804Z"
    tag241.update({"tag_last_pulled": "2024-09-19T10:02:41.337Z", "digest": digests["2.4.1"][2]})

    def repo_json(desc: str, pulls: int, modified: str) -> dict[str, Any]:
        return {"user": ns, "name": repo, "namespace": ns, "repository_type": "image", "status": 1, "status_description": "active", "description": desc,
                "is_private": False, "is_automated": False, "star_count": 212, "pull_count": pulls, "last_updated": "2024-09-18T08:41:07.551206Z",
                "last_modified": modified, "date_registered": "2021-04-09T12:02:33.118402Z", "collaborator_count": 0, "affiliation": None, "hub_user": ns,
                "has_starred": False, "full_description": full_desc, "permissions": {"read": True, "write": True, "admin": True},
                "media_types": ["application/vnd.oci.image.index.v1+json", "application/vnd.docker.container.image.v1+json"], "content_types": ["image"],
                "categories": [{"name": "Networking", "slug": "networking"}, {"name": "Security", "slug": "security"}], "immutable_tags_settings": {"enabled": False, "rules": [".*"]}}

    d0 = "Envoy-based edge proxy with Kestrel auth filters"
    d1 = "Envoy 1.31 edge proxy with Kestrel JWT, rate-limit and geo-block filters (amd64, arm64)"
    t = [
        (call("get_repository", namespace=ns, repository=repo), pj(repo_json(d0, 1284302, "2024-09-18T08:41:07.551206Z"))),
        (call("list_tags", namespace=ns, repository=repo, page=1, page_size=5, ordering="last_updated"), page(rows[0:5], 1, 23)),
        (call("list_tags", namespace=ns, repository=repo, page=2, page_size=5, ordering="last_updated"), page(rows[5:10], 2, 23)),
        (call("get_tag", namespace=ns, repository=repo, tag="2.4.1"), pj(tag241)),
        (call("delete_tag", namespace=ns, repository=repo, tag="2.4.0-rc1"), text("Tag kestrelio/edge-proxy:2.4.0-rc1 deleted (HTTP 204 No Content).")),
        (call("list_tags", namespace=ns, repository=repo, page=2, page_size=5, ordering="last_updated"), page(rows[5:6] + rows[7:11], 2, 22)),
        (call("update_repository", namespace=ns, repository=repo, description=d1), pj(repo_json(d1, 1284351, "2024-09-19T10:15:44.209317Z"))),
        (call("get_repository", namespace=ns, repository=repo), pj(repo_json(d1, 1284377, "2024-09-19T10:15:44.209317Z"))),
    ]
    rs.add("mcp", "h55-mcp-19", system(tools), t, state="Docker Hub MCP server, logged in as kestrelci (organization kestrelio, owner team).")


# ---------------------------------------------------------------------------------------------- 20 PyPI
def t20(rs: RowSet) -> None:
    pkg = "fluxgrid"
    pn = {"package_name": p("string", "Name of the package on PyPI")}
    tools = [
        tool("get_package_info", "Get the PyPI JSON metadata of the latest release of a package.", pn, ["package_name"]),
        tool("get_release_files", "List the distribution files of one release with sizes, hashes and upload times.", {**pn, "version": p("string", "Release version")}, ["package_name", "version"]),
        tool("get_package_stats", "Get recent download counts (pypistats).", pn, ["package_name"]),
        tool("check_vulnerabilities", "Check a release against the OSV database.", {**pn, "version": p("string", "Release version")}, ["package_name", "version"]),
        tool("get_release_info", "Get the metadata of a specific release.", {**pn, "version": p("string", "Release version")}, ["package_name", "version"]),
        tool("get_dependencies", "Get the parsed dependency requirements of a release, split into required and optional extras.", {**pn, "version": p("string", "Release version (default latest)")}, ["package_name"]),
        tool("compare_versions", "Compare the metadata and dependencies of two releases.", {**pn, "version1": p("string", "Older version"), "version2": p("string", "Newer version")}, ["package_name", "version1", "version2"]),
    ]
    req18 = ["numpy>=1.22", "pyarrow>=12.0", "fsspec>=2023.6.0", "shapely>=2.0; extra == \"geo\"", "pyproj>=3.5; extra == \"geo\"", "tqdm>=4.64; extra == \"progress\"", "pytest>=7.4; extra == \"test\"", "hypothesis>=6.80; extra == \"test\""]
    req17 = ["numpy>=1.21", "pyarrow>=11.0", "fsspec>=2022.11.0", "shapely>=2.0; extra == \"geo\"", "tqdm>=4.64; extra == \"progress\"", "pytest>=7.0; extra == \"test\""]
    urls = {"Documentation": "https://fluxgrid.readthedocs.io", "Source": "https://github.com/fluxgrid/fluxgrid", "Changelog": "https://fluxgrid.readthedocs.io/en/stable/changelog.html"}

    def info(version: str, req: list[str], py: str) -> dict[str, Any]:
        return {"name": pkg, "version": version, "summary": "Chunked, cloud-native gridded datasets on top of Apache Arrow", "author": "Fluxgrid developers",
                "author_email": "maintainers@fluxgrid.org", "license": "BSD-3-Clause", "requires_python": py, "requires_dist": req, "project_urls": urls,
                "classifiers": ["Development Status :: 5 - Production/Stable", "License :: OSI Approved :: BSD License", "Programming Language :: Python :: 3",
                                "Programming Language :: Python :: 3 :: Only", "Topic :: Scientific/Engineering :: GIS"],
                "keywords": "raster, grid, arrow, zarr, geospatial", "yanked": False, "yanked_reason": None,
                "package_url": f"https://pypi.org/project/{pkg}/", "release_url": f"https://pypi.org/project/{pkg}/{version}/"}

    tags = [("cp39-cp39-manylinux_2_17_x86_64.manylinux2014_x86_64", 4118326), ("cp310-cp310-manylinux_2_17_x86_64.manylinux2014_x86_64", 4120751),
            ("cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64", 4139904), ("cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64", 4142087),
            ("cp312-cp312-macosx_11_0_arm64", 3611458), ("cp312-cp312-win_amd64", 3387012)]

    def h(s: str) -> str:
        v = sum(ord(c) * (i + 11) for i, c in enumerate(s))
        return "".join("0123456789abcdef"[(v * (k + 5) + 3 * k * k) % 16] for k in range(64))

    files = [{"filename": f"fluxgrid-1.8.0-{tg}.whl", "packagetype": "bdist_wheel", "python_version": tg.split("-")[0], "size": sz, "digests": {"sha256": h(tg)},
              "upload_time_iso_8601": f"2024-11-05T12:{38 + i // 3:02d}:{(17 * i + 5) % 60:02d}.{(i * 137411) % 1000000:06d}Z", "requires_python": ">=3.9", "yanked": False,
              "url": f"https://files.pythonhosted.org/packages/{h(tg)[:2]}/{h(tg)[2:4]}/{h(tg)[4:]}/fluxgrid-1.8.0-{tg}.whl"} for i, (tg, sz) in enumerate(tags)]
    files.append({"filename": "fluxgrid-1.8.0.tar.gz", "packagetype": "sdist", "python_version": "source", "size": 1874420, "digests": {"sha256": h("sdist")},
                  "upload_time_iso_8601": "2024-11-05T12:41:09.554812Z", "requires_python": ">=3.9", "yanked": False,
                  "url": f"https://files.pythonhosted.org/packages/{h('sdist')[:2]}/{h('sdist')[2:4]}/{h('sdist')[4:]}/fluxgrid-1.8.0.tar.gz"})
    vuln = {"id": "PYSEC-2024-187", "aliases": ["CVE-2024-49766", "GHSA-7q2m-4x9v-jc3f"], "summary": "Path traversal when opening zipped stores with crafted member names",
            "details": "fluxgrid.open_zip() joined archive member names onto the extraction cache directory without normalisation, so a crafted .zip store could write outside the cache.",
            "affected_versions": ">=1.6.0, <1.7.3", "fixed_in": ["1.7.3"], "severity": [{"type": "CVSS_V3", "score": "CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:N/I:H/A:N"}],
            "published": "2024-10-21T16:02:44Z", "modified": "2024-10-23T09:11:30Z", "references": ["https://github.com/fluxgrid/fluxgrid/security/advisories/GHSA-7q2m-4x9v-jc3f"]}
    t = [
        (call("get_package_info", package_name=pkg),
         pj({"info": info("1.8.0", req18, ">=3.9"), "releases": ["1.6.0", "1.7.0", "1.7.1", "1.7.2", "1.7.3", "1.8.0"], "last_serial": 25871346,
             "upload_time": "2024-11-05T12:41:09.554812Z", "vulnerabilities": []})),
        (call("get_release_files", package_name=pkg, version="1.8.0"), pj({"package": pkg, "version": "1.8.0", "files": files, "total_files": 7})),
        (call("get_package_stats", package_name=pkg), pj({"data": {"last_day": 4812, "last_month": 141226, "last_week": 33907}, "package": pkg, "type": "recent_downloads"})),
        (call("check_vulnerabilities", package_name=pkg, version="1.7.2"), pj({"package": pkg, "version": "1.7.2", "vulnerable": True, "count": 1, "vulnerabilities": [vuln]})),
        (call("get_release_info", package_name=pkg, version="1.7.2"), pj({"info": info("1.7.2", req17, ">=3.8"), "upload_time": "2024-08-19T08:27:51.304117Z", "files": 7})),
        (call("check_vulnerabilities", package_name=pkg, version="1.8.0"), pj({"package": pkg, "version": "1.8.0", "vulnerable": False, "count": 0, "vulnerabilities": []})),
        (call("get_dependencies", package_name=pkg, version="1.8.0"),
         pj({"package": pkg, "version": "1.8.0", "requires_python": ">=3.9",
             "dependencies": {"required": ["numpy>=1.22", "pyarrow>=11.0", "fsspec>=2023.6.0"],
                              "optional": {"geo": ["shapely>=2.0", "pyproj>=3.5"], "progress": ["tqdm>=4.64"], "test": ["pytest>=7.4", "hypothesis>=6.80"]}},
             "total_required": 3, "total_optional": 5})),
        (call("compare_versions", package_name=pkg, version1="1.7.2", version2="1.8.0"),
         pj({"package": pkg, "from": "1.7.2", "to": "1.8.0", "requires_python": {"from": ">=3.8", "to": ">=3.9"},
             "dependency_changes": {"changed": [{"name": "numpy", "from": ">=1.21", "to": ">=1.22"}, {"name": "pyarrow", "from": ">=11.0", "to": ">=12.0"}, {"name": "fsspec", "from": ">=2022.11.0", "to": ">=2023.6.0"},
                                                {"name": "pytest", "extra": "test", "from": ">=7.0", "to": ">=7.4"}],
                                    "added": [{"name": "pyproj", "extra": "geo", "spec": ">=3.5"}, {"name": "hypothesis", "extra": "test", "spec": ">=6.80"}], "removed": []},
             "upload_times": {"1.7.2": "2024-08-19T08:27:51.304117Z", "1.8.0": "2024-11-05T12:41:09.554812Z"}})),
        (call("get_release_info", package_name=pkg, version="1.7.3"), pj({"info": info("1.7.3", req17, ">=3.8"), "upload_time": "2024-10-21T15:48:06.730925Z", "files": 7})),
    ]
    rs.add("mcp", "h55-mcp-20", system(tools), t, bad=True, turn=7,
           kind="get_dependencies gives fluxgrid 1.8.0 a pyarrow>=11.0 requirement, but the 1.8.0 metadata at turn 1 says pyarrow>=12.0")


# ---------------------------------------------------------------------------------------------- 21 Bugsnag
def t21(rs: RowSet) -> None:
    org = "5e9a3b10c4d2e6f8a0b1c2d3"
    proj = "5f1c0a2e9b3d4c7e8a6f0b12"
    pr = {"project_id": p("string", "Project ID")}
    tools = [
        tool("list_projects", "List the projects of an organization.", {"organization_id": p("string", "Organization ID")}, ["organization_id"]),
        tool("list_project_errors", "List errors of a project with filters and sort.", {**pr, "status": p("string", "open, fixed, snoozed or ignored"), "release_stage": p("string", "Release stage"), "sort": p("string", "events, users, last_seen, first_seen"), "per_page": p("number", "Page size")}, ["project_id"]),
        tool("get_error", "Get an error's details and counts.", {**pr, "error_id": p("string", "Error ID")}, ["project_id", "error_id"]),
        tool("list_error_events", "List the latest events of an error.", {**pr, "error_id": p("string", "Error ID"), "per_page": p("number", "Page size")}, ["project_id", "error_id"]),
        tool("get_event", "Get one event with stacktrace, device, app and breadcrumbs.", {**pr, "event_id": p("string", "Event ID")}, ["project_id", "event_id"]),
        tool("list_releases", "List the releases of a project with stability figures.", {**pr, "release_stage": p("string", "Release stage")}, ["project_id"]),
        tool("update_error", "Update an error: assign, fix, open, snooze or ignore.", {**pr, "error_id": p("string", "Error ID"), "operation": p("string", "assign, fix, open, snooze, ignore"), "assigned_collaborator_id": p("string", "Collaborator to assign"), "reopen_rules": p("object", "Snooze reopen rules")}, ["project_id", "error_id", "operation"]),
        tool("create_comment", "Comment on an error.", {**pr, "error_id": p("string", "Error ID"), "message": p("string", "Comment text")}, ["project_id", "error_id", "message"]),
    ]
    e = {i: f"65f0b3c1d2e4a5f6b7c8d90{i}" for i in range(1, 7)}
    base = "https://app.bugsnag.com/fernway/fernway-android/errors"
    meta = {1: ("java.lang.IllegalStateException", "Fragment PaymentSheetFragment{8c41e2f} (0b7d51a2-…) not attached to a context.", "PaymentSheetFragment.onResume", "2024-03-02T07:41:18.000Z", ["7.3.0 (7300)"]),
            2: ("android.database.sqlite.SQLiteDatabaseLockedException", "database is locked (code 5 SQLITE_BUSY)", "SyncWorker.doWork", "2024-01-18T22:05:51.000Z", ["7.1.0 (7100)"]),
            3: ("kotlinx.coroutines.JobCancellationException", "StandaloneCoroutine was cancelled", "TripMapViewModel$loadRoute$1.invokeSuspend", "2024-02-09T13:27:04.000Z", ["7.2.0 (7200)"]),
            4: ("java.net.UnknownHostException", "Unable to resolve host \"api.fernway.app\": No address associated with hostname", "ApiClient.execute", "2023-11-30T06:12:40.000Z", ["6.9.2 (6920)"]),
            5: ("java.lang.OutOfMemoryError", "Failed to allocate a 33177612 byte allocation with 25165824 free bytes and 29MB until OOM", "MapTileCache.decode", "2024-02-27T18:49:33.000Z", ["7.2.4 (7240)"]),
            6: ("retrofit2.HttpException", "HTTP 503 Service Unavailable", "BookingRepository.refresh", "2024-03-05T14:20:16.000Z", ["7.3.0 (7300)"])}

    def err(i: int, events: int, users: int, last: str, status: str = "open", assigned: str | None = None, comments: int = 0) -> dict[str, Any]:
        cls, msg, ctx, first, intro = meta[i]
        return {"id": e[i], "project_id": proj, "error_class": cls, "message": msg, "context": ctx, "severity": "error", "unhandled": i != 4,
                "status": status, "events": events, "users": users, "first_seen": first, "last_seen": last, "first_seen_unfiltered": first, "last_seen_unfiltered": last,
                "release_stages": ["production"], "introduced_in_releases": intro, "grouping_reason": "frame-code", "assigned_collaborator_id": assigned,
                "comment_count": comments, "missing_dsyms": [], "url": f"{base}/{e[i]}"}

    def brief(i: int, events: int, users: int, last: str) -> dict[str, Any]:
        d = err(i, events, users, last)
        return {k: d[k] for k in ("id", "error_class", "message", "context", "status", "events", "users", "first_seen", "last_seen", "url")}

    ev_ids = ["65f2d9a1e4b3c5d7f9a0b2c4", "65f2d98fe4b3c5d7f9a0b1e8", "65f2d96ae4b3c5d7f9a0b0f3"]
    devices = [("samsung", "SM-S918B", "14"), ("Google", "Pixel 6a", "14"), ("Xiaomi", "2201117TG", "13")]
    times3 = ["2024-03-14T11:03:10.000Z", "2024-03-14T11:02:47.000Z", "2024-03-14T11:01:05.000Z"]
    events = [{"id": ev_ids[k], "received_at": times3[k], "error_id": e[1], "severity": "error", "unhandled": True, "context": "PaymentSheetFragment.onResume",
               "app": {"version": "7.3.0", "versionCode": 7300, "releaseStage": "production"}, "device": {"manufacturer": devices[k][0], "model": devices[k][1], "osVersion": devices[k][2]},
               "url": f"{base}/{e[1]}?event_id={ev_ids[k]}"} for k in range(3)]
    event = {"id": ev_ids[0], "error_id": e[1], "received_at": times3[0], "severity": "error", "severity_reason": {"type": "unhandledException"}, "unhandled": True,
             "exceptions": [{"errorClass": "java.lang.IllegalStateException", "message": meta[1][1], "type": "android", "stacktrace": [
                 {"method": "androidx.fragment.app.Fragment.requireContext", "file": "Fragment.java", "lineNumber": 972, "inProject": False},
                 {"method": "app.fernway.checkout.PaymentSheetFragment.bindWallets", "file": "PaymentSheetFragment.kt", "lineNumber": 214, "inProject": True},
                 {"method": "app.fernway.checkout.PaymentSheetFragment.onResume", "file": "PaymentSheetFragment.kt", "lineNumber": 131, "inProject": True},
                 {"method": "androidx.fragment.app.Fragment.performResume", "file": "Fragment.java", "lineNumber": 3182, "inProject": False}]}],
             "app": {"id": "app.fernway.android", "version": "7.3.0", "versionCode": 7300, "releaseStage": "production", "inForeground": True, "duration": 184233, "type": "android"},
             "device": {"manufacturer": "samsung", "model": "SM-S918B", "osName": "android", "osVersion": "14", "apiLevel": 34, "locale": "de_DE", "freeMemory": 412876800, "totalMemory": 7813931008, "orientation": "portrait", "jailbroken": False},
             "user": {"id": "u_48a1c0f7"}, "breadcrumbs": [
                 {"timestamp": "2024-03-14T11:03:08.412Z", "name": "PaymentSheetFragment#onPause()", "type": "navigation"},
                 {"timestamp": "2024-03-14T11:03:09.870Z", "name": "Google Pay sheet dismissed", "type": "user", "metaData": {"result": "CANCELED"}},
                 {"timestamp": "2024-03-14T11:03:10.002Z", "name": "PaymentSheetFragment#onResume()", "type": "navigation"}],
             "metaData": {"checkout": {"cart_items": 3, "payment_method": "google_pay"}}}
    releases = {"releases": [
        {"id": "65e19a07c3b2d4e6f8a0c1d2", "app_version": "7.3.0", "app_version_code": 7300, "release_stage": "production", "release_time": "2024-03-01T09:00:12.000Z",
         "release_source": "gradle_plugin", "build_tool": "gradle", "builder_name": "ci-release", "source_control": {"provider": "github", "revision": "b41f07e2a9c3", "repository": "https://github.com/fernway/android"},
         "errors_introduced_count": 3, "errors_seen_count": 27, "sessions_count_in_last_24h": 412877, "unhandled_sessions_count_in_last_24h": 5093, "stability_score": 98.77, "user_stability_score": 99.18},
        {"id": "65c4f1b8c3b2d4e6f8a0b7e3", "app_version": "7.2.4", "app_version_code": 7240, "release_stage": "production", "release_time": "2024-02-08T10:31:47.000Z",
         "release_source": "gradle_plugin", "build_tool": "gradle", "builder_name": "ci-release", "source_control": {"provider": "github", "revision": "3c90de5a1f84", "repository": "https://github.com/fernway/android"},
         "errors_introduced_count": 1, "errors_seen_count": 19, "sessions_count_in_last_24h": 38210, "unhandled_sessions_count_in_last_24h": 163, "stability_score": 99.57, "user_stability_score": 99.71}]}
    me = "5d8e2a6f1b3c4d9e0a7f6b21"
    t = [
        (call("list_projects", organization_id=org),
         pj([{"id": proj, "name": "Fernway Android", "slug": "fernway-android", "type": "android", "open_error_count": 214, "for_review_error_count": 9, "collaborators_count": 12, "url": "https://app.bugsnag.com/fernway/fernway-android"},
             {"id": "5f1c0a2e9b3d4c7e8a6f0b13", "name": "Fernway iOS", "slug": "fernway-ios", "type": "ios", "open_error_count": 133, "for_review_error_count": 4, "collaborators_count": 10, "url": "https://app.bugsnag.com/fernway/fernway-ios"},
             {"id": "5f1c0a2e9b3d4c7e8a6f0b14", "name": "fernway-web", "slug": "fernway-web", "type": "js", "open_error_count": 388, "for_review_error_count": 21, "collaborators_count": 15, "url": "https://app.bugsnag.com/fernway/fernway-web"}])),
        (call("list_project_errors", project_id=proj, status="open", release_stage="production", sort="events", per_page=5),
         pj([brief(1, 4211, 1902, "2024-03-14T11:02:47.000Z"), brief(2, 1377, 944, "2024-03-14T11:01:58.000Z"), brief(3, 688, 512, "2024-03-14T10:59:20.000Z"),
             brief(4, 421, 390, "2024-03-14T10:47:03.000Z"), brief(5, 137, 121, "2024-03-14T09:12:36.000Z")])),
        (call("get_error", project_id=proj, error_id=e[1]), pj(err(1, 4211, 1902, "2024-03-14T11:02:47.000Z"))),
        (call("list_error_events", project_id=proj, error_id=e[1], per_page=3), pj(events)),
        (call("get_event", project_id=proj, event_id=ev_ids[0]), pj(event)),
        (call("list_releases", project_id=proj, release_stage="production"), pj(releases)),
        (call("update_error", project_id=proj, error_id=e[1], operation="assign", assigned_collaborator_id=me), pj(err(1, 4219, 1905, "2024-03-14T11:06:32.000Z", assigned=me))),
        (call("create_comment", project_id=proj, error_id=e[1], message="Caused by bindWallets() running after the Google Pay sheet is dismissed while the fragment is detaching. Fix in fernway/android#3318 (guard with isAdded + viewLifecycleOwner), ships in 7.3.1."),
         pj({"id": "65f2dc41e4b3c5d7f9a0c377", "message": "Caused by bindWallets() running after the Google Pay sheet is dismissed while the fragment is detaching. Fix in fernway/android#3318 (guard with isAdded + viewLifecycleOwner), ships in 7.3.1.",
             "created_at": "2024-03-14T11:08:17.000Z", "author": {"id": me, "name": "Lena Hoffmann", "email": "lena.hoffmann@fernway.app"}, "error_id": e[1]})),
        (call("update_error", project_id=proj, error_id=e[1], operation="fix"), pj(err(1, 4236, 1911, "2024-03-14T11:14:52.000Z", status="fixed", assigned=me, comments=1))),
        (call("list_project_errors", project_id=proj, status="open", release_stage="production", sort="events", per_page=5),
         pj([brief(2, 1381, 946, "2024-03-14T11:12:09.000Z"), brief(3, 688, 512, "2024-03-14T10:59:20.000Z"), brief(4, 425, 393, "2024-03-14T11:10:44.000Z"),
             brief(5, 137, 121, "2024-03-14T09:12:36.000Z"), brief(6, 96, 88, "2024-03-14T11:09:27.000Z")])),
        (call("get_error", project_id=proj, error_id=e[1]), pj(err(1, 4236, 1911, "2024-03-14T11:14:52.000Z", status="fixed", assigned=me, comments=1))),
        (call("update_error", project_id=proj, error_id=e[2], operation="snooze", reopen_rules={"reopen_if": "occurs_after", "additional_occurrences": 100, "seconds": 3600}),
         pj({**err(2, 1382, 946, "2024-03-14T11:15:37.000Z", status="snoozed"), "reopen_rules": {"reopen_if": "occurs_after", "additional_occurrences": 100, "seconds": 3600, "occurrence_threshold": 1482, "created_at": "2024-03-14T11:17:02.000Z"}})),
    ]
    rs.add("mcp", "h55-mcp-21", system(tools), t, state="Bugsnag MCP server (SmartBear), organization Fernway (5e9a3b10c4d2e6f8a0b1c2d3), user Lena Hoffmann.")


# ---------------------------------------------------------------------------------------------- 22 Postman
def t22(rs: RowSet) -> None:
    owner = "21877463"
    ws = "a3f5c1e8-2b94-4d07-9e61-7c0d2b8a5f34"
    coll = "3b0a9c4e-7f21-4d8b-9e55-0c6a1f2d7b38"
    cuid = f"{owner}-{coll}"
    env = "8d41b7e2-0f6c-4a93-b58e-2c7d0a1f9e46"
    mon = "1e8f2a3b-6c4d-4e07-a9b1-5d3c0f8e2a64"
    tools = [
        tool("getWorkspaces", "Get all workspaces you have access to.", {"type": p("string", "personal, team, private, public or partner")}, []),
        tool("getCollections", "Get the collections in a workspace.", {"workspace": p("string", "The workspace's ID")}, []),
        tool("getCollection", "Get a collection. With model=minimal, only the root-level folders and request IDs are returned.", {"collectionId": p("string", "The collection's ID"), "model": p("string", "minimal")}, ["collectionId"]),
        tool("getCollectionRequest", "Get a request in a collection.", {"collectionId": p("string", "The collection's ID"), "requestId": p("string", "The request's ID")}, ["collectionId", "requestId"]),
        tool("deleteCollectionRequest", "Delete a request in a collection.", {"collectionId": p("string", "The collection's ID"), "requestId": p("string", "The request's ID")}, ["collectionId", "requestId"]),
        tool("createCollectionRequest", "Create a request in a collection, optionally inside a folder.", {"collectionId": p("string", "The collection's ID"), "folderId": p("string", "The folder's ID"), "name": p("string", "Request name"), "method": p("string", "HTTP method"), "url": p("string", "Request URL"), "headerData": p("array", "Headers", items={"type": "object"}), "rawModeData": p("string", "Raw body")}, ["collectionId"]),
        tool("getEnvironment", "Get an environment.", {"environmentId": p("string", "The environment's ID")}, ["environmentId"]),
        tool("putEnvironment", "Replace an environment's name and values.", {"environmentId": p("string", "The environment's ID"), "environment": p("object", "Environment name and values")}, ["environmentId"]),
        tool("runMonitor", "Run a monitor and return its results (synchronous).", {"monitorId": p("string", "The monitor's ID")}, ["monitorId"]),
        tool("getMonitor", "Get a monitor's configuration and last run.", {"monitorId": p("string", "The monitor's ID")}, ["monitorId"]),
    ]
    f_auth, f_orders = "6c2e0a91-4b7d-4f38-8e15-d9a3c0b7f264", "0f7b3d28-9a1e-4c56-b0d4-e8c21f5a3b97"
    r = {"token": "a1d40e7c-3f92-4b15-8c6e-07b5d2f9e318", "refresh": "b62e9f04-7a3c-4d81-9e20-c5f1a8d3b740", "list": "c9f3a127-0d6e-4b98-a4c5-1e7b2d0f8a63",
         "get": "d04b8e6a-5c21-4f7d-b3e9-8a0c6f2d1b95", "create": "e7a15c90-2b4f-4e63-91d8-f3c0a7b6e2d4", "legacy": "f28d6b03-9e7a-4c14-a5f2-6b9d0e3c7a81",
         "ship": "0a9e4c7d-1f38-4b62-8d05-c7e2b9a4f613", "new": "5b3c8e1f-7d04-4a29-9c6b-e1f0a2d8c745"}

    def item(key: str, name: str, method: str) -> dict[str, Any]:
        return {"id": r[key], "uid": f"{owner}-{r[key]}", "name": name, "request": {"method": method}}

    auth = {"id": f_auth, "uid": f"{owner}-{f_auth}", "name": "Auth", "item": [item("token", "Get token", "POST"), item("refresh", "Refresh token", "POST")]}
    orders0 = [item("list", "List orders", "GET"), item("get", "Get order by id", "GET"), item("create", "Create order", "POST"),
               item("legacy", "Cancel order (legacy v1)", "DELETE"), item("ship", "Update shipping address", "PATCH")]

    def collection(orders: list[dict[str, Any]], updated: str) -> str:
        return pj({"collection": {"info": {"_postman_id": coll, "name": "Orders API v2", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
                                           "updatedAt": updated, "createdAt": "2023-09-12T08:14:51.000Z", "lastUpdatedBy": owner, "uid": cuid},
                                  "item": [auth, {"id": f_orders, "uid": f"{owner}-{f_orders}", "name": "Orders", "item": orders}]}})

    vals = [{"key": "base_url", "value": "https://api.staging.orders.example.com", "enabled": True, "type": "default"},
            {"key": "client_id", "value": "orders-qa-client", "enabled": True, "type": "default"},
            {"key": "client_secret", "value": "", "enabled": True, "type": "secret"},
            {"key": "access_token", "value": "", "enabled": True, "type": "secret"}]
    new_body = "{\n  \"reason\": \"customer_request\",\n  \"refund\": true\n}"
    run = {"run": {"info": {"jobId": "1ef4c0a7-3d92-4b58-8e61-a07f2c9d5b34", "monitorId": mon, "name": "Prod smoke (hourly)", "collectionUid": f"{owner}-7d2c91e0-4a6b-4f83-b1d5-3e0f8c7a2b69",
                            "environmentUid": f"{owner}-4c9e1b72-8d30-4a5f-9e26-b1f7d0c3a845", "status": "success", "startedAt": "2024-04-22T14:38:06.112Z", "finishedAt": "2024-04-22T14:38:19.874Z"},
                   "stats": {"assertions": {"total": 42, "failed": 0}, "requests": {"total": 14, "failed": 0}},
                   "executions": [{"id": 1, "item": {"id": "9a0c3e5f-1b27-4d84-8e6a-c2f5b0d7e913", "name": "Health"}, "request": {"method": "GET", "url": "https://api.orders.example.com/healthz", "timestamp": "2024-04-22T14:38:06.418Z"}, "response": {"code": 200, "responseTime": 84, "responseSize": 61}},
                                  {"id": 2, "item": {"id": "2e6b9d14-7a3f-4c50-b8e1-0d4c7f2a9b36", "name": "Get token"}, "request": {"method": "POST", "url": "https://auth.orders.example.com/oauth/token", "timestamp": "2024-04-22T14:38:06.560Z"}, "response": {"code": 200, "responseTime": 211, "responseSize": 1093}},
                                  {"id": 3, "item": {"id": "7f1a4c8e-0b35-4d96-a2e7-9c3b6d0f5e81", "name": "List orders (last 24h)"}, "request": {"method": "GET", "url": "https://api.orders.example.com/v2/orders?since=-24h&limit=5", "timestamp": "2024-04-22T14:38:06.822Z"}, "response": {"code": 200, "responseTime": 167, "responseSize": 4210}}],
                   "failures": []}}
    t = [
        (call("getWorkspaces"),
         pj({"workspaces": [{"id": ws, "name": "Orders Platform", "createdBy": owner, "type": "team", "visibility": "team"},
                            {"id": "c70e2b94-5f18-4a3d-8b6c-0e9d1a4f7b25", "name": "Payments", "createdBy": "19304418", "type": "team", "visibility": "team"},
                            {"id": "f4b1d8e3-2c06-4e97-a5b0-7d3e9c1a6f82", "name": "My Workspace", "createdBy": owner, "type": "personal", "visibility": "personal"}]})),
        (call("getCollections", workspace=ws),
         pj({"collections": [{"id": coll, "name": "Orders API v2", "owner": owner, "createdAt": "2023-09-12T08:14:51.000Z", "updatedAt": "2024-04-19T16:02:37.000Z", "uid": cuid, "fork": None, "isPublic": False},
                             {"id": "7d2c91e0-4a6b-4f83-b1d5-3e0f8c7a2b69", "name": "Smoke tests (prod)", "owner": owner, "createdAt": "2023-10-02T11:40:09.000Z", "updatedAt": "2024-04-03T09:21:15.000Z", "uid": f"{owner}-7d2c91e0-4a6b-4f83-b1d5-3e0f8c7a2b69", "fork": None, "isPublic": False},
                             {"id": "e19b5a73-0c8d-4f24-96e1-b4d7a2c0f358", "name": "Partner webhooks", "owner": "19304418", "createdAt": "2024-01-15T13:07:44.000Z", "updatedAt": "2024-04-11T07:55:02.000Z", "uid": "19304418-e19b5a73-0c8d-4f24-96e1-b4d7a2c0f358", "fork": None, "isPublic": False},
                             {"id": "42ad07f6-9b1e-4c3a-8d52-f6e0b9c1a7d4", "name": "Orders API v1 (deprecated)", "owner": owner, "createdAt": "2022-05-30T10:18:27.000Z", "updatedAt": "2023-11-08T15:44:50.000Z", "uid": f"{owner}-42ad07f6-9b1e-4c3a-8d52-f6e0b9c1a7d4", "fork": None, "isPublic": False}]})),
        (call("getCollection", collectionId=cuid, model="minimal"), collection(orders0, "2024-04-19T16:02:37.000Z")),
        (call("getCollectionRequest", collectionId=cuid, requestId=r["legacy"]),
         pj({"data": {"id": r["legacy"], "name": "Cancel order (legacy v1)", "method": "DELETE", "url": "{{base_url}}/v1/orders/:orderId/cancel",
                      "headerData": [{"key": "Authorization", "value": "Bearer {{access_token}}"}], "pathVariableData": [{"key": "orderId", "value": "{{order_id}}"}],
                      "description": "Deprecated since 2024-02. Use POST /v2/orders/:orderId/cancellations.", "dataMode": None, "rawModeData": None,
                      "folder": f_orders, "collection": coll, "owner": owner, "createdAt": "2023-09-12T08:20:03.000Z", "updatedAt": "2024-02-06T10:48:12.000Z", "lastUpdatedBy": owner},
             "meta": {"model": "request", "action": "find"}})),
        (call("deleteCollectionRequest", collectionId=cuid, requestId=r["legacy"]), pj({"data": {"id": r["legacy"], "owner": owner}, "meta": {"model": "request", "action": "destroy"}})),
        (call("createCollectionRequest", collectionId=cuid, folderId=f_orders, name="Cancel order", method="POST", url="{{base_url}}/v2/orders/:orderId/cancellations",
              headerData=[{"key": "Authorization", "value": "Bearer {{access_token}}"}, {"key": "Content-Type", "value": "application/json"}], rawModeData=new_body),
         pj({"data": {"id": r["new"], "name": "Cancel order", "method": "POST", "url": "{{base_url}}/v2/orders/:orderId/cancellations",
                      "headerData": [{"key": "Authorization", "value": "Bearer {{access_token}}"}, {"key": "Content-Type", "value": "application/json"}],
                      "dataMode": "raw", "rawModeData": new_body, "folder": f_orders, "collection": coll, "owner": owner,
                      "createdAt": "2024-04-22T14:33:48.000Z", "updatedAt": "2024-04-22T14:33:48.000Z", "lastUpdatedBy": owner},
             "meta": {"model": "request", "action": "import"}})),
        (call("getEnvironment", environmentId=env),
         pj({"environment": {"id": env, "name": "Orders staging", "owner": owner, "createdAt": "2023-09-12T08:16:30.000Z", "updatedAt": "2024-03-28T12:09:57.000Z", "values": vals, "isPublic": False}})),
        (call("putEnvironment", environmentId=env, environment={"name": "Orders staging", "values": [*vals, {"key": "order_id", "value": "ord_01HW3Q9ZK4T8", "enabled": True, "type": "default"}]}),
         pj({"environment": {"id": env, "name": "Orders staging", "uid": f"{owner}-{env}"}})),
        (call("getCollection", collectionId=cuid, model="minimal"), collection([*orders0, item("new", "Cancel order", "POST")], "2024-04-22T14:33:48.000Z")),
        (call("runMonitor", monitorId=mon), pj(run)),
        (call("getMonitor", monitorId=mon),
         pj({"monitor": {"id": mon, "name": "Prod smoke (hourly)", "uid": f"{owner}-{mon}", "owner": int(owner), "collectionUid": run["run"]["info"]["collectionUid"],
                         "environmentUid": run["run"]["info"]["environmentUid"], "options": {"strictSSL": True, "followRedirects": True, "requestTimeout": None, "requestDelay": 0},
                         "notifications": {"onError": [{"email": "orders-oncall@orders.example.com"}], "onFailure": [{"email": "orders-oncall@orders.example.com"}]},
                         "distribution": [{"region": "us-east"}, {"region": "eu-central"}], "schedule": {"cron": "0 0 * * * *", "timezone": "UTC", "nextRun": "2024-04-22T15:00:00.000Z"},
                         "lastRun": {"status": "success", "startedAt": "2024-04-22T14:38:06.112Z", "finishedAt": "2024-04-22T14:38:19.874Z",
                                     "stats": {"assertions": {"total": 42, "failed": 0}, "requests": {"total": 14, "failed": 0}}}}})),
    ]
    rs.add("mcp", "h55-mcp-22", system(tools), t, bad=True, turn=9,
           kind="the collection lists the request 'Cancel order (legacy v1)' again although deleteCollectionRequest removed it at turn 5")


def main() -> None:
    assert POLY_NEW.count("abs(_shoelace(self.exterior))") == 1 and "total / 2.0" in POLY_NEW
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
