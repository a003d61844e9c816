# ruff: noqa: E501
"""Held-out set holdout33, domain mcp: 22 trajectories against simulated MCP servers, 11 of them with one contradiction.

Each trajectory is one agent task against one server (GitLab, Asana, PagerDuty, MySQL, Elasticsearch, S3, ...),
written as a simulating model would answer the calls. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout33_parts.mcp.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


# GitLab, clean
def t01_gitlab(rs: RowSet) -> None:
    base = "https://gitlab.northwind-labs.io"
    tools = [
        tool("list_projects", "List projects visible to the authenticated user.", {"search": S, "membership": B, "per_page": INT}, []),
        tool("get_project", "Get a single project by id or URL-encoded path.", {"project_id": S}, ["project_id"]),
        tool("list_merge_requests", "List merge requests of a project.", {"project_id": S, "state": S, "per_page": INT}, ["project_id"]),
        tool("get_merge_request", "Get one merge request, with its head pipeline.", {"project_id": S, "merge_request_iid": INT}, ["project_id", "merge_request_iid"]),
        tool("create_branch", "Create a branch from a ref.", {"project_id": S, "branch": S, "ref": S}, ["project_id", "branch", "ref"]),
        tool("create_or_update_file", "Create or update a file in a branch (one commit).", {"project_id": S, "file_path": S, "branch": S, "content": S, "commit_message": S}, ["project_id", "file_path", "branch", "content", "commit_message"]),
        tool("create_merge_request", "Open a merge request.", {"project_id": S, "source_branch": S, "target_branch": S, "title": S, "description": S}, ["project_id", "source_branch", "target_branch", "title"]),
        tool("update_merge_request", "Update labels, assignees, reviewers, title or description of a merge request.", {"project_id": S, "merge_request_iid": INT, "labels": S, "assignee_ids": A, "reviewer_ids": A}, ["project_id", "merge_request_iid"]),
        tool("list_pipelines", "List pipelines of a project, optionally for one ref.", {"project_id": S, "ref": S, "per_page": INT}, ["project_id"]),
    ]
    system = mcp_system("gitlab", "GitLab REST API v4 on gitlab.northwind-labs.io", tools)
    state = ("Authenticated to https://gitlab.northwind-labs.io as Marta Kowalski (@mkowalski, user id 118), Developer in group `platform`. "
             "Task: ship a fix for invoice line totals rounding in the billing service: new branch, one commit, a merge request assigned to herself with Johan Lindqvist as reviewer.")

    def user(uid: int, username: str, name: str) -> dict[str, Any]:
        return {"id": uid, "username": username, "name": name, "state": "active", "locked": False,
                "avatar_url": f"{base}/uploads/-/system/user/avatar/{uid}/avatar.png", "web_url": f"{base}/{username}"}

    marta, johan = user(118, "mkowalski", "Marta Kowalski"), user(131, "jlindqvist", "Johan Lindqvist")
    anika, bot, tobias = user(97, "apatel", "Anika Patel"), user(12, "renovate-bot", "Renovate Bot"), user(142, "tbrenner", "Tobias Brenner")

    def project(pid: int, name: str, desc: str, created: str, activity: str, stars: int, forks: int, issues: int, archived: bool = False) -> dict[str, Any]:
        return {"id": pid, "description": desc, "name": name, "name_with_namespace": f"platform / {name}", "path": name,
                "path_with_namespace": f"platform/{name}", "created_at": created, "default_branch": "main", "tag_list": [], "topics": ["billing"] if not archived else [],
                "ssh_url_to_repo": f"git@gitlab.northwind-labs.io:platform/{name}.git", "http_url_to_repo": f"{base}/platform/{name}.git",
                "web_url": f"{base}/platform/{name}", "readme_url": f"{base}/platform/{name}/-/blob/main/README.md", "forks_count": forks, "star_count": stars,
                "last_activity_at": activity, "namespace": {"id": 23, "name": "platform", "path": "platform", "kind": "group", "full_path": "platform"},
                "archived": archived, "visibility": "internal", "open_issues_count": issues, "empty_repo": False}

    projects = [
        project(482, "billing-service", "Invoice generation, tax calculation and ledger sync (Spring Boot).", "2021-03-09T10:22:41.118Z", "2024-06-11T08:47:19.402Z", 7, 2, 23),
        project(517, "billing-ui", "Customer billing portal (Next.js).", "2021-09-14T13:05:02.770Z", "2024-06-10T17:31:55.019Z", 4, 1, 11),
        project(603, "billing-migrations", "Flyway migrations for the billing schema.", "2022-02-01T08:40:19.553Z", "2024-06-07T12:02:44.861Z", 1, 0, 2),
        project(344, "legacy-billing-cron", "Nightly invoice batch (deprecated, read-only).", "2019-11-20T09:13:07.004Z", "2023-04-18T15:49:30.225Z", 0, 0, 0, archived=True),
    ]

    def mr(mid: int, iid: int, title: str, src: str, author: dict[str, Any], created: str, updated: str, notes: int, labels: list[str], sha: str,
           draft: bool = False, assignees: tuple[dict[str, Any], ...] = (), reviewers: tuple[dict[str, Any], ...] = (), status: str = "can_be_merged",
           detailed: str = "mergeable", desc: str = "") -> dict[str, Any]:
        return {"id": mid, "iid": iid, "project_id": 482, "title": title, "description": desc, "state": "opened", "created_at": created, "updated_at": updated,
                "merged_by": None, "merge_user": None, "merged_at": None, "closed_by": None, "closed_at": None, "target_branch": "main", "source_branch": src,
                "user_notes_count": notes, "upvotes": 0, "downvotes": 0, "author": author, "assignees": list(assignees), "assignee": assignees[0] if assignees else None,
                "reviewers": list(reviewers), "source_project_id": 482, "target_project_id": 482, "labels": labels, "draft": draft, "work_in_progress": draft,
                "milestone": None, "merge_when_pipeline_succeeds": False, "merge_status": status, "detailed_merge_status": detailed, "sha": sha,
                "merge_commit_sha": None, "squash_commit_sha": None, "discussion_locked": None, "should_remove_source_branch": None, "force_remove_source_branch": True,
                "reference": f"!{iid}", "references": {"short": f"!{iid}", "relative": f"!{iid}", "full": f"platform/billing-service!{iid}"},
                "web_url": f"{base}/platform/billing-service/-/merge_requests/{iid}",
                "time_stats": {"time_estimate": 0, "total_time_spent": 0, "human_time_estimate": None, "human_total_time_spent": None},
                "squash": False, "task_completion_status": {"count": 0, "completed_count": 0}, "has_conflicts": False, "blocking_discussions_resolved": True}

    open_mrs = [
        mr(90311, 214, "Add VAT reverse-charge flag to EU B2B invoices", "feature/eu-reverse-charge", johan, "2024-06-06T14:18:02.731Z", "2024-06-10T16:55:41.090Z", 6, ["billing", "tax"], "9a0d6e31c4b2f8750e1d3a6c92b4f07e8d15c3a2", assignees=(johan,), reviewers=(anika,)),
        mr(90288, 213, "Draft: Migrate ledger sync to transactional outbox", "refactor/ledger-outbox", anika, "2024-06-05T09:47:26.415Z", "2024-06-11T08:47:19.402Z", 14, ["architecture", "billing"], "e47b20c9d1f3a58e6b7c0d2914a8f6e3b5c7d901", draft=True, assignees=(anika,), status="cannot_be_merged", detailed="draft_status"),
        mr(90102, 211, "Update dependency com.stripe:stripe-java to v24.18.0", "renovate/stripe-java-24.x", bot, "2024-06-03T02:11:50.002Z", "2024-06-09T02:12:33.870Z", 1, ["dependencies"], "31c8f0a2b9d47e6c5a1f8e03d2b6c94a7e0f1b58"),
        mr(89745, 208, "Fix N+1 query in InvoiceRepository.findByAccount", "fix/invoice-n-plus-one", tobias, "2024-05-29T11:30:14.267Z", "2024-06-04T10:06:09.553Z", 3, ["performance"], "c5e9a17d3b0f42e8a6d1c7b93f0e5a2d48b61c07", assignees=(tobias,), reviewers=(marta,)),
        mr(89310, 205, "Refactor currency formatting helpers into MoneyFormat", "refactor/money-format", marta, "2024-05-22T15:02:38.940Z", "2024-05-31T09:44:27.118Z", 9, ["refactoring"], "7d2f4b8e0a6c13d9f5e7a2b04c8d1e6f3a9b5c20", assignees=(marta,), reviewers=(johan,), status="cannot_be_merged", detailed="not_approved"),
    ]
    branch = "fix/invoice-rounding-half-even"
    base_commit = "4f1c9e2a7b83d05e6a91c2f4d8b7e03a5c6f1d92"
    new_sha = "b27d0e4f93a1c6585e0f2d7a41b9c3e86f0a1d47"
    desc = ("Line totals were rounded with `RoundingMode.HALF_UP` per line and again on the invoice total, which drifts by one cent on invoices with many 0.005 lines "
            "(see BILL-1423).\n\n- use `HALF_EVEN` in `LineTotals.round()`\n- round once, on the line total\n\nCloses BILL-1423")
    created = mr(90377, 215, "Fix invoice line total rounding (HALF_EVEN, round once)", branch, marta, "2024-06-11T09:12:08.551Z", "2024-06-11T09:12:08.551Z", 0, [], new_sha,
                 status="checking", detailed="checking", desc=desc)
    created_full = dict(created, subscribed=True, changes_count="1", latest_build_started_at=None, latest_build_finished_at=None, first_deployed_to_production_at=None,
                        pipeline=None, head_pipeline=None, diff_refs={"base_sha": base_commit, "head_sha": new_sha, "start_sha": base_commit}, merge_error=None,
                        first_contribution=False, user={"can_merge": True})
    after_mrs = [dict(created, merge_status="can_be_merged", detailed_merge_status="mergeable", updated_at="2024-06-11T09:12:14.087Z")] + [dict(m, updated_at="2024-06-11T09:14:37.206Z", user_notes_count=7) if m["iid"] == 214 else m for m in open_mrs]
    pipe = {"id": 1184207, "iid": 3391, "project_id": 482, "sha": new_sha, "ref": branch, "status": "running", "source": "push",
            "created_at": "2024-06-11T09:11:41.302Z", "updated_at": "2024-06-11T09:11:44.918Z", "web_url": f"{base}/platform/billing-service/-/pipelines/1184207", "name": None}
    done_pipe = dict(pipe, status="success", updated_at="2024-06-11T09:18:36.512Z", before_sha="0000000000000000000000000000000000000000", tag=False, yaml_errors=None,
                     user=marta, started_at="2024-06-11T09:11:45.003Z", finished_at="2024-06-11T09:18:36.488Z", committed_at=None, duration=411, queued_duration=3,
                     coverage="81.4", detailed_status={"icon": "status_success", "text": "Passed", "label": "passed", "group": "success", "tooltip": "passed",
                                                       "has_details": True, "details_path": "/platform/billing-service/-/pipelines/1184207", "favicon": "/assets/ci_favicons/favicon_status_success.png"})
    checked = dict(created_full, merge_status="can_be_merged", detailed_merge_status="mergeable", updated_at="2024-06-11T09:12:14.087Z", pipeline=pipe | {"status": "success", "updated_at": "2024-06-11T09:18:36.512Z"},
                   head_pipeline=done_pipe, latest_build_started_at="2024-06-11T09:11:45.003Z", latest_build_finished_at="2024-06-11T09:18:36.488Z")
    updated = dict(checked, labels=["billing", "bug"], assignees=[marta], assignee=marta, reviewers=[johan], updated_at="2024-06-11T09:20:02.734Z")
    turns = [
        (call("list_projects", search="billing", membership=True, per_page=20), pj(projects)),
        (call("list_merge_requests", project_id="482", state="opened", per_page=20), pj(open_mrs)),
        (call("create_branch", project_id="482", branch=branch, ref="main"),
         pj({"name": branch, "commit": {"id": base_commit, "short_id": base_commit[:8], "created_at": "2024-06-10T16:03:55.000+02:00",
                                        "parent_ids": ["5b0e7c3d9a14f62e8c1d0b7a3f95e2c4d6a8b013", "a3f6d0c9e82b7145d3c0f9e6a1b8d27c4e5f3a90"],
                                        "title": "Merge branch 'renovate/jackson-monorepo' into 'main'",
                                        "message": "Merge branch 'renovate/jackson-monorepo' into 'main'\n\nUpdate jackson monorepo to v2.17.1\n\nSee merge request platform/billing-service!209",
                                        "author_name": "Johan Lindqvist", "author_email": "johan.lindqvist@northwind-labs.io", "authored_date": "2024-06-10T16:03:55.000+02:00",
                                        "committer_name": "Johan Lindqvist", "committer_email": "johan.lindqvist@northwind-labs.io", "committed_date": "2024-06-10T16:03:55.000+02:00",
                                        "trailers": {}, "extended_trailers": {}, "web_url": f"{base}/platform/billing-service/-/commit/{base_commit}"},
             "merged": False, "protected": False, "developers_can_push": False, "developers_can_merge": False, "can_push": True, "default": False,
             "web_url": f"{base}/platform/billing-service/-/tree/{branch}"})),
        (call("create_or_update_file", project_id="482", file_path="src/main/java/io/northwind/billing/invoice/LineTotals.java", branch=branch,
              content="package io.northwind.billing.invoice;\n\nimport java.math.BigDecimal;\nimport java.math.RoundingMode;\n\nfinal class LineTotals {\n    private LineTotals() {}\n\n    static BigDecimal round(BigDecimal unitPrice, BigDecimal quantity, int scale) {\n        return unitPrice.multiply(quantity).setScale(scale, RoundingMode.HALF_EVEN);\n    }\n}\n",
              commit_message="Use HALF_EVEN rounding for invoice line totals and round only once (BILL-1423)"),
         pj({"file_path": "src/main/java/io/northwind/billing/invoice/LineTotals.java", "branch": branch})),
        (call("create_merge_request", project_id="482", source_branch=branch, target_branch="main", title="Fix invoice line total rounding (HALF_EVEN, round once)", description=desc), pj(created_full)),
        (call("list_merge_requests", project_id="482", state="opened", per_page=20), pj(after_mrs)),
        (call("list_pipelines", project_id="482", ref=branch, per_page=20), pj([pipe])),
        (call("get_merge_request", project_id="482", merge_request_iid=215), pj(checked)),
        (call("update_merge_request", project_id="482", merge_request_iid=215, labels="bug,billing", assignee_ids=[118], reviewer_ids=[131]), pj(updated)),
    ]
    rs.add(task="mcp", tid="h33-mcp-01", system=system, turns=turns, state=state)


# Asana, bad
def t02_asana(rs: RowSet) -> None:
    tools = [
        tool("asana_search_tasks", "Search tasks in a workspace (premium search API).", {"workspace": S, "text": S, "projects_any": S, "completed": B, "opt_fields": S}, ["workspace"]),
        tool("asana_get_task", "Get full details of a task.", {"task_id": S, "opt_fields": S}, ["task_id"]),
        tool("asana_update_task", "Update a task's fields.", {"task_id": S, "name": S, "notes": S, "due_on": S, "assignee": S, "completed": B}, ["task_id"]),
        tool("asana_create_subtask", "Create a subtask under a task.", {"parent_task_id": S, "name": S, "notes": S, "assignee": S, "due_on": S}, ["parent_task_id", "name"]),
        tool("asana_create_task_story", "Add a comment (story) to a task.", {"task_id": S, "text": S}, ["task_id", "text"]),
        tool("asana_get_subtasks", "List the subtasks of a task.", {"task_id": S, "opt_fields": S}, ["task_id"]),
        tool("asana_list_projects", "List projects in a workspace.", {"workspace": S, "archived": B}, ["workspace"]),
    ]
    system = mcp_system("asana", "Asana API for the Lumen Health workspace", tools)
    state = ("Asana workspace 'Lumen Health' (gid 1201984433719052). Authenticated as Daniel Osei (gid 1202667104815530). "
             "Project 'Q3 Patient Portal Launch' (gid 1206512038847261). Task: the vendor SSO sign-off slips a week; move its due date to 2024-08-23, take it over from Priya, "
             "add a subtask to confirm the date with the vendor, and leave a comment.")
    ws = {"gid": "1201984433719052", "name": "Lumen Health", "resource_type": "workspace"}
    proj = {"gid": "1206512038847261", "name": "Q3 Patient Portal Launch", "resource_type": "project"}
    daniel = {"gid": "1202667104815530", "name": "Daniel Osei", "resource_type": "user"}
    priya = {"gid": "1202667104815581", "name": "Priya Raman", "resource_type": "user"}
    mei = {"gid": "1203110458230947", "name": "Mei Tanaka", "resource_type": "user"}
    luis = {"gid": "1204029517764310", "name": "Luis Ferreira", "resource_type": "user"}
    tid = "1207330918824107"
    search = {"data": [
        {"gid": tid, "name": "Vendor SSO integration sign-off (Okta)", "resource_type": "task", "resource_subtype": "default_task", "assignee": priya, "due_on": "2024-08-16", "completed": False},
        {"gid": "1207330918824133", "name": "Security review sign-off: patient messaging", "resource_type": "task", "resource_subtype": "default_task", "assignee": mei, "due_on": "2024-08-09", "completed": False},
        {"gid": "1207401127350662", "name": "Legal sign-off on updated privacy notice", "resource_type": "task", "resource_subtype": "approval", "assignee": luis, "due_on": "2024-08-02", "completed": False},
        {"gid": "1207119985406215", "name": "Design sign-off: appointment booking flow v2", "resource_type": "task", "resource_subtype": "approval", "assignee": mei, "due_on": "2024-07-19", "completed": True},
        {"gid": "1207512264018870", "name": "Clinical ops sign-off: telehealth waiting room copy", "resource_type": "task", "resource_subtype": "default_task", "assignee": daniel, "due_on": "2024-08-12", "completed": False},
        {"gid": "1207598342170021", "name": "Go/no-go sign-off meeting", "resource_type": "task", "resource_subtype": "milestone", "assignee": daniel, "due_on": "2024-08-28", "completed": False},
    ]}
    notes = ("Okta OIDC integration for clinician logins must be signed off by IT Security before launch.\n\nChecklist:\n- Pen-test report from vendor (Okta Professional Services)\n"
             "- SCIM provisioning tested against staging directory\n- Break-glass admin accounts documented in the runbook\n\nContact: k.brandt@okta-ps.example.com")
    fields = [
        {"gid": "1206512038847300", "name": "Priority", "resource_type": "custom_field", "type": "enum", "display_value": "High", "enum_value": {"gid": "1206512038847301", "name": "High", "color": "red", "enabled": True, "resource_type": "enum_option"}},
        {"gid": "1206512038847310", "name": "Status", "resource_type": "custom_field", "type": "enum", "display_value": "At risk", "enum_value": {"gid": "1206512038847312", "name": "At risk", "color": "yellow-orange", "enabled": True, "resource_type": "enum_option"}},
        {"gid": "1206512038847320", "name": "Effort (days)", "resource_type": "custom_field", "type": "number", "display_value": "5", "number_value": 5, "precision": 0},
    ]

    def task(assignee: dict[str, Any], due: str, modified: str, subtasks: int, followers: list[dict[str, Any]]) -> dict[str, Any]:
        return {"data": {"gid": tid, "resource_type": "task", "resource_subtype": "default_task", "name": "Vendor SSO integration sign-off (Okta)",
                         "assignee": assignee, "assignee_status": "upcoming", "assignee_section": {"gid": "1202667104815560", "name": "Recently assigned", "resource_type": "section"},
                         "completed": False, "completed_at": None, "created_at": "2024-05-02T14:21:37.512Z", "modified_at": modified, "start_on": "2024-08-05", "due_on": due, "due_at": None,
                         "notes": notes, "num_subtasks": subtasks, "num_likes": 0, "liked": False, "hearted": False, "parent": None, "workspace": ws,
                         "memberships": [{"project": proj, "section": {"gid": "1206512038847280", "name": "Security & Compliance", "resource_type": "section"}}],
                         "projects": [proj], "followers": followers, "tags": [{"gid": "1206601177052230", "name": "launch-blocker", "resource_type": "tag"}],
                         "custom_fields": fields, "permalink_url": f"https://app.asana.com/0/1206512038847261/{tid}"}}

    sub_gid = "1207941265530418"
    subtasks = {"data": [
        {"gid": "1207330918824115", "name": "Receive vendor pen-test report", "resource_type": "task", "resource_subtype": "default_task", "assignee": priya, "completed": False, "due_on": "2024-08-09"},
        {"gid": "1207330918824119", "name": "SCIM provisioning test on staging", "resource_type": "task", "resource_subtype": "default_task", "assignee": luis, "completed": True, "due_on": "2024-07-26"},
        {"gid": "1207330918824124", "name": "Document break-glass admin accounts", "resource_type": "task", "resource_subtype": "default_task", "assignee": priya, "completed": False, "due_on": "2024-08-14"},
        {"gid": sub_gid, "name": "Confirm revised sign-off date with Okta account team", "resource_type": "task", "resource_subtype": "default_task", "assignee": daniel, "completed": False, "due_on": "2024-08-19"},
    ]}
    comment = "Moving sign-off to Aug 23: the vendor pen-test report slipped a week. I'm taking this over from Priya; added a subtask to confirm the date with Okta."
    turns = [
        (call("asana_search_tasks", workspace="1201984433719052", text="sign-off", projects_any="1206512038847261", completed=None, opt_fields="name,assignee.name,due_on,completed,resource_subtype"), pj(search)),
        (call("asana_get_task", task_id=tid), pj(task(priya, "2024-08-16", "2024-07-29T10:04:51.208Z", 3, [priya, mei]))),
        (call("asana_update_task", task_id=tid, due_on="2024-08-23", assignee="1202667104815530"), pj(task(daniel, "2024-08-23", "2024-07-30T08:15:22.340Z", 3, [priya, mei, daniel]))),
        (call("asana_create_subtask", parent_task_id=tid, name="Confirm revised sign-off date with Okta account team", assignee="1202667104815530", due_on="2024-08-19",
              notes="Ask Karin Brandt (Okta PS) to confirm the pen-test report lands by Aug 16."),
         pj({"data": {"gid": sub_gid, "resource_type": "task", "resource_subtype": "default_task", "name": "Confirm revised sign-off date with Okta account team",
                      "assignee": daniel, "assignee_status": "inbox", "completed": False, "completed_at": None, "created_at": "2024-07-30T08:16:10.877Z", "modified_at": "2024-07-30T08:16:10.877Z",
                      "due_on": "2024-08-19", "due_at": None, "start_on": None, "notes": "Ask Karin Brandt (Okta PS) to confirm the pen-test report lands by Aug 16.",
                      "num_subtasks": 0, "parent": {"gid": tid, "name": "Vendor SSO integration sign-off (Okta)", "resource_type": "task", "resource_subtype": "default_task"},
                      "projects": [], "memberships": [], "followers": [daniel], "tags": [], "workspace": ws, "permalink_url": f"https://app.asana.com/0/0/{sub_gid}"}})),
        (call("asana_create_task_story", task_id=tid, text=comment),
         pj({"data": {"gid": "1207941266118502", "resource_type": "story", "created_at": "2024-07-30T08:17:03.419Z", "created_by": daniel, "type": "comment",
                      "resource_subtype": "comment_added", "text": comment, "html_text": f"<body>{comment}</body>", "is_pinned": False, "is_edited": False,
                      "num_likes": 0, "liked": False, "target": {"gid": tid, "name": "Vendor SSO integration sign-off (Okta)", "resource_type": "task"}}})),
        (call("asana_get_task", task_id=tid), pj(task(daniel, "2024-08-16", "2024-07-30T08:17:03.419Z", 4, [priya, mei, daniel]))),
        (call("asana_get_subtasks", task_id=tid, opt_fields="name,assignee.name,completed,due_on,resource_subtype"), pj(subtasks)),
    ]
    rs.add(task="mcp", tid="h33-mcp-02", system=system, turns=turns, state=state, bad=True, turn=6, kind="due date the agent moved reads back as the old value")



# PagerDuty, clean
def t03_pagerduty(rs: RowSet) -> None:
    api, web = "https://api.pagerduty.com", "https://acme-fintech.pagerduty.com"
    tools = [
        tool("list_incidents", "List incidents, filtered by status, service or urgency.", {"statuses": A, "service_ids": A, "urgencies": A, "limit": INT}, []),
        tool("get_incident", "Get one incident.", {"incident_id": S}, ["incident_id"]),
        tool("update_incident", "Acknowledge, resolve or reassign an incident.", {"incident_id": S, "status": S, "resolution": S, "assignee_ids": A}, ["incident_id"]),
        tool("list_oncalls", "Who is on call, per escalation level.", {"escalation_policy_ids": A, "schedule_ids": A}, []),
        tool("create_incident_note", "Add a note to an incident.", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("list_incident_log_entries", "Log entries (timeline) of an incident.", {"incident_id": S, "is_overview": B}, ["incident_id"]),
        tool("list_incident_alerts", "Alerts grouped into an incident.", {"incident_id": S, "statuses": A}, ["incident_id"]),
    ]
    system = mcp_system("pagerduty", "PagerDuty REST API v2, account acme-fintech", tools)
    state = ("PagerDuty account acme-fintech. The agent acts for Sofia Marin (user PX7K2QM, sofia.marin@acmefin.io), primary on call for Payments. "
             "It is 2024-03-19, about 02:41 UTC. Task: triage the open high-urgency payments incident, acknowledge it, leave a note, and resolve it once the rollback has landed.")

    def ref(kind: str, oid: str, summary: str, path: str) -> dict[str, Any]:
        return {"id": oid, "type": f"{kind}_reference", "summary": summary, "self": f"{api}/{path}/{oid}", "html_url": f"{web}/{path.replace('_', '-')}/{oid}"}

    sofia, rahul, jonas = ref("user", "PX7K2QM", "Sofia Marin", "users"), ref("user", "PR4D8NE", "Rahul Mehta", "users"), ref("user", "PJ0W5TB", "Jonas Weber", "users")
    pay_ep, data_ep = ref("escalation_policy", "P4M0QTR", "Payments Primary", "escalation_policies"), ref("escalation_policy", "P9KD2LA", "Data Platform", "escalation_policies")
    svc_pay, svc_led = ref("service", "PB7X1QZ", "Payments API (prod)", "services"), ref("service", "PL8D3WS", "Ledger Writer (prod)", "services")
    svc_pg, svc_syn = ref("service", "PQ2S9HL", "Postgres Fleet", "services"), ref("service", "PS6C0VY", "Checkout Synthetics", "services")
    svc_web = ref("service", "PW3E7MF", "Checkout Web (prod)", "services")
    team = [ref("team", "PT1PAYX", "Payments", "teams")]

    def inc(iid: str, num: int, title: str, svc: dict[str, Any], ep: dict[str, Any], created: str, status: str, urgency: str, assignee: dict[str, Any] | None,
            changed: str, changed_by: dict[str, Any], counts: tuple[int, int, int], acks: list[dict[str, Any]], key: str, prio: str | None = None) -> dict[str, Any]:
        return {"id": iid, "type": "incident", "summary": f"[#{num}] {title}", "self": f"{api}/incidents/{iid}", "html_url": f"{web}/incidents/{iid}",
                "incident_number": num, "title": title, "description": title, "created_at": created, "updated_at": changed, "status": status, "incident_key": key,
                "service": svc, "assignments": [{"at": created, "assignee": assignee}] if assignee and status != "resolved" else [],
                "assigned_via": "escalation_policy", "last_status_change_at": changed, "last_status_change_by": changed_by, "resolved_at": changed if status == "resolved" else None,
                "first_trigger_log_entry": ref("trigger_log_entry", "R" + iid[1:] + "T01", "Triggered through the API.", "log_entries"),
                "alert_counts": {"all": counts[0], "triggered": counts[1], "resolved": counts[2]}, "is_mergeable": True, "escalation_policy": ep, "teams": team if ep is pay_ep else [],
                "pending_actions": [], "acknowledgements": acks, "basic_alert_grouping": None, "alert_grouping": {"grouping_type": "intelligent", "started_at": created, "ended_at": None},
                "urgency": urgency, "priority": ({"id": "PQZ7V1B", "type": "priority", "summary": prio, "self": f"{api}/priorities/PQZ7V1B", "name": prio, "color": "a8171c"} if prio else None),
                "incident_type": {"name": "incident_default"}}

    main_id, main_created = "Q1YH8ZK3N7C0PA", "2024-03-19T02:31:07Z"
    main_title = "[Datadog] p99 latency above 2s on payments-api (prod)"
    dd = {"id": "PDD2X9F", "type": "generic_events_api_inbound_integration_reference", "summary": "Datadog", "self": f"{api}/services/PB7X1QZ/integrations/PDD2X9F", "html_url": f"{web}/services/PB7X1QZ/integrations/PDD2X9F"}
    lag = inc("Q0VN4TX8S2LJME", 31940, "Kafka consumer lag above 50k on ledger-writer", svc_led, data_ep, "2024-03-19T01:52:44Z", "acknowledged", "high", rahul,
              "2024-03-19T01:58:13Z", rahul, (2, 2, 0), [{"at": "2024-03-19T01:58:13Z", "acknowledger": rahul}], "ledger-writer/consumer-lag")
    disk = inc("Q3RC1AF5DW96KU", 31941, "[Datadog] Disk usage above 85% on pg-replica-2", svc_pg, data_ep, "2024-03-19T02:14:29Z", "triggered", "low", rahul,
               "2024-03-19T02:14:29Z", dd, (1, 1, 0), [], "pg-replica-2/disk")
    synth = inc("Q2GM7ED0PN4XBT", 31937, "Synthetic check failed: checkout EU (Frankfurt)", svc_syn, pay_ep, "2024-03-19T00:47:51Z", "acknowledged", "high", sofia,
                "2024-03-19T00:52:06Z", sofia, (4, 4, 0), [{"at": "2024-03-19T00:52:06Z", "acknowledger": sofia}], "synthetics/checkout-eu-fra")
    m_trig = inc(main_id, 31942, main_title, svc_pay, pay_ep, main_created, "triggered", "high", sofia, main_created, dd, (3, 3, 0), [], "payments-api/p99-latency", "P1")
    m_ack = inc(main_id, 31942, main_title, svc_pay, pay_ep, main_created, "acknowledged", "high", sofia, "2024-03-19T02:43:12Z", sofia, (3, 3, 0),
                [{"at": "2024-03-19T02:43:12Z", "acknowledger": sofia}], "payments-api/p99-latency", "P1")
    m_ack5 = dict(m_ack, alert_counts={"all": 5, "triggered": 5, "resolved": 0}, updated_at="2024-03-19T02:51:38Z")
    m_res = inc(main_id, 31942, main_title, svc_pay, pay_ep, main_created, "resolved", "high", sofia, "2024-03-19T03:12:40Z", sofia, (5, 0, 5),
                [{"at": "2024-03-19T02:43:12Z", "acknowledger": sofia}], "payments-api/p99-latency", "P1")
    web_err = inc("Q4TB2MW9HX1ERS", 31943, "[Datadog] Error rate above 5% on checkout-web (prod)", svc_web, pay_ep, "2024-03-19T02:49:30Z", "triggered", "high", sofia,
                  "2024-03-19T02:49:30Z", dd, (1, 1, 0), [], "checkout-web/error-rate")
    oncalls = {"oncalls": [
        {"escalation_policy": pay_ep, "escalation_level": 1, "schedule": ref("schedule", "PSCH71A", "Payments Primary Rotation", "schedules"), "user": sofia,
         "start": "2024-03-18T17:00:00Z", "end": "2024-03-19T17:00:00Z"},
        {"escalation_policy": pay_ep, "escalation_level": 2, "schedule": ref("schedule", "PSCH72B", "Payments Secondary Rotation", "schedules"), "user": rahul,
         "start": "2024-03-18T09:00:00Z", "end": "2024-03-25T09:00:00Z"},
        {"escalation_policy": pay_ep, "escalation_level": 3, "schedule": None, "user": jonas, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False, "total": None}

    def log(lid: str, kind: str, at: str, summary: str, agent: dict[str, Any], channel: dict[str, Any], extra: dict[str, Any] | None = None) -> dict[str, Any]:
        e = {"id": lid, "type": f"{kind}_log_entry", "summary": summary, "self": f"{api}/log_entries/{lid}", "html_url": None, "created_at": at, "agent": agent,
             "channel": channel, "service": svc_pay, "incident": ref("incident", main_id, f"[#31942] {main_title}", "incidents"), "teams": team, "contexts": [], "event_details": {}}
        return e | (extra or {})

    api_ch = {"type": "api", "summary": "p99 latency above 2s on payments-api (prod)", "details": {"monitor_id": 112483907, "query": "p99:trace.http.request.duration{service:payments-api,env:prod} > 2"}}
    logs = [
        log("R1YH8ZK3N7C0PAT01", "trigger", main_created, "Triggered through the API.", dd, api_ch),
        log("R1YH8ZK3N7C0PAS02", "assign", main_created, "Assigned to Sofia Marin.", dd, {"type": "auto"}, {"assignees": [sofia]}),
        log("R1YH8ZK3N7C0PAN03", "notify", "2024-03-19T02:31:08Z", "Notified Sofia Marin by push notification.", sofia, {"type": "auto", "notification": {"type": "push_notification", "status": "success"}}, {"user": sofia}),
        log("R1YH8ZK3N7C0PAN04", "notify", "2024-03-19T02:31:09Z", "Notified Sofia Marin by SMS at +44 7700 900481.", sofia, {"type": "auto", "notification": {"type": "sms", "status": "success", "address": "+44 7700 900481"}}, {"user": sofia}),
        log("R1YH8ZK3N7C0PAN05", "notify", "2024-03-19T02:36:10Z", "Notified Sofia Marin by phone at +44 7700 900481.", sofia, {"type": "auto", "notification": {"type": "phone", "status": "no_answer", "address": "+44 7700 900481"}}, {"user": sofia}),
        log("R1YH8ZK3N7C0PAA06", "acknowledge", "2024-03-19T02:43:12Z", "Acknowledged by Sofia Marin.", sofia, {"type": "api"}, {"acknowledgement_timeout": 1800}),
    ]
    note_text = ("Ack'd. p99 went from ~380ms to 2.6s at 02:29, same minute as deploy payments-api v4.18.2 (connection pool size change). "
                 "Rolling back to v4.18.1 now; checkout-web errors likely downstream of this.")
    note = {"id": "PWL7YQ5", "user": sofia, "channel": {"summary": "The PagerDuty website or APIs"}, "content": note_text, "created_at": "2024-03-19T02:47:55Z"}
    logs2 = logs + [
        log("R1YH8ZK3N7C0PAX07", "annotate", "2024-03-19T02:47:55Z", "Note added", sofia, {"type": "note", "summary": note_text}),
        log("R1YH8ZK3N7C0PAR08", "resolve", "2024-03-19T03:12:40Z", "Resolved by Sofia Marin.", sofia, {"type": "api"}),
    ]

    def alert(aid: str, at: str, host: str, val: str, status: str = "triggered") -> dict[str, Any]:
        return {"id": aid, "type": "alert", "summary": f"p99 latency above 2s on payments-api (prod): {val} on {host}", "self": f"{api}/alerts/{aid}",
                "html_url": f"{web}/alerts/{aid}", "created_at": at, "status": status, "resolved_at": None, "alert_key": f"payments-api/p99-latency/{host}",
                "suppressed": False, "severity": "critical", "service": svc_pay, "incident": ref("incident", main_id, f"[#31942] {main_title}", "incidents"),
                "integration": dd, "body": {"type": "alert_body", "contexts": [{"type": "link", "href": "https://app.datadoghq.eu/monitors/112483907", "text": "Monitor"}],
                                             "details": {"host": host, "value": val, "env": "prod", "monitor_id": 112483907}}}

    alerts = {"alerts": [
        alert("Q0A7F2KD19MXWE", "2024-03-19T02:31:07Z", "payments-api-7d9f5c8b6-kq2vx", "2.61s"),
        alert("Q0A7F2KD19MXWF", "2024-03-19T02:31:52Z", "payments-api-7d9f5c8b6-n8zt4", "2.38s"),
        alert("Q0A7F2KD19MXWG", "2024-03-19T02:33:20Z", "payments-api-7d9f5c8b6-w5hjc", "2.94s"),
        alert("Q0A7F2KD19MXWH", "2024-03-19T02:45:03Z", "payments-api-7d9f5c8b6-r2mpl", "2.17s"),
        alert("Q0A7F2KD19MXWJ", "2024-03-19T02:51:38Z", "payments-api-7d9f5c8b6-gx6db", "3.05s"),
    ], "limit": 25, "offset": 0, "more": False, "total": None}
    res_note = "Rolled back to v4.18.1 at 03:04; p99 back to 410ms for 8 minutes."
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [m_trig, disk, lag, synth], "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("get_incident", incident_id=main_id), pj({"incident": m_trig})),
        (call("list_oncalls", escalation_policy_ids=["P4M0QTR"]), pj(oncalls)),
        (call("update_incident", incident_id=main_id, status="acknowledged"), pj({"incident": m_ack})),
        (call("list_incident_log_entries", incident_id=main_id, is_overview=False), pj({"log_entries": logs, "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("create_incident_note", incident_id=main_id, content=note_text), pj({"note": note})),
        (call("list_incident_alerts", incident_id=main_id), pj(alerts)),
        (call("list_incidents", statuses=["triggered", "acknowledged"], limit=25), pj({"incidents": [web_err, m_ack5, lag, synth], "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("update_incident", incident_id=main_id, status="resolved", resolution=res_note), pj({"incident": m_res})),
        (call("list_incident_log_entries", incident_id=main_id, is_overview=False), pj({"log_entries": logs2, "limit": 25, "offset": 0, "more": False, "total": None})),
    ]
    rs.add(task="mcp", tid="h33-mcp-03", system=system, turns=turns, state=state)


# MySQL, bad
def t04_mysql(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List the tables of a database.", {"database": S}, ["database"]),
        tool("describe_table", "Show the columns of a table.", {"database": S, "table": S}, ["database", "table"]),
        tool("execute_query", "Run a read-only SQL statement; returns CSV text.", {"sql": S}, ["sql"]),
        tool("execute_write", "Run an INSERT, UPDATE, DELETE or DDL statement.", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("mysql", "MySQL 8.0.36 on billing-db-01.int, user maint_ops, default database billing", tools)
    state = ("MySQL 8.0.36 at billing-db-01.int:3306, connected as maint_ops, database `billing`. The billing application is in maintenance mode (no application writes) "
             "for the window 2024-04-27 22:00-23:00 UTC. Task: copy subscriptions in status 'trial_expired' last updated before 2023-01-01 into "
             "subscriptions_archive, delete them from subscriptions, verify the counts, then refresh table statistics.")
    tables = "Tables_in_billing\naccounts\naudit_log\ncoupons\ncredit_notes\nflyway_schema_history\ninvoice_lines\ninvoices\nledger_entries\npayment_methods\npayments\nplans\nsubscription_events\nsubscriptions\nsubscriptions_archive\ntax_rates\nwebhook_deliveries"
    desc = ("Field,Type,Null,Key,Default,Extra\n"
            "id,bigint unsigned,NO,PRI,NULL,auto_increment\n"
            "account_id,bigint unsigned,NO,MUL,NULL,\n"
            "plan_code,varchar(64),NO,MUL,NULL,\n"
            "status,\"enum('trialing','active','past_due','cancelled','trial_expired')\",NO,MUL,trialing,\n"
            "seats,int unsigned,NO,,1,\n"
            "currency,char(3),NO,,EUR,\n"
            "trial_ends_at,datetime,YES,,NULL,\n"
            "current_period_end,datetime,YES,,NULL,\n"
            "cancelled_at,datetime,YES,,NULL,\n"
            "external_ref,varchar(128),YES,UNI,NULL,\n"
            "created_at,datetime,NO,,CURRENT_TIMESTAMP,DEFAULT_GENERATED\n"
            "updated_at,datetime,NO,MUL,CURRENT_TIMESTAMP,DEFAULT_GENERATED on update CURRENT_TIMESTAMP")
    rollup = "status,n\nactive,4812\npast_due,96\ncancelled,1377\ntrial_expired,642\nNULL,6927"
    sample = [
        (10442, 88107, "starter-monthly", "2019-06-16 00:00:00", "2019-06-02 09:14:51"),
        (10517, 88230, "starter-monthly", "2019-07-01 00:00:00", "2019-07-01 00:05:12"),
        (10963, 89012, "team-annual", "2019-09-12 00:00:00", "2019-09-12 00:05:07"),
        (11308, 89744, "starter-monthly", "2019-11-03 00:00:00", "2019-11-03 00:05:44"),
        (11872, 90611, "pro-monthly", "2020-02-19 00:00:00", "2020-02-19 00:05:31"),
        (12409, 91558, "starter-monthly", "2020-05-07 00:00:00", "2020-05-07 00:05:02"),
        (12930, 92376, "team-monthly", "2020-08-25 00:00:00", "2020-08-25 00:05:19"),
        (13551, 93410, "starter-monthly", "2020-12-01 00:00:00", "2020-12-01 00:05:48"),
        (14267, 94682, "pro-annual", "2021-03-30 00:00:00", "2021-03-30 00:05:26"),
        (15024, 95907, "starter-monthly", "2021-07-14 00:00:00", "2021-07-14 00:05:09"),
        (15996, 97351, "team-monthly", "2021-11-22 00:00:00", "2021-11-22 00:05:37"),
        (16870, 98843, "starter-monthly", "2022-03-08 00:00:00", "2022-03-08 00:05:15"),
        (17735, 100126, "pro-monthly", "2022-06-27 00:00:00", "2022-06-27 00:05:58"),
        (18512, 101470, "starter-monthly", "2022-10-04 00:00:00", "2022-10-04 00:05:21"),
        (19288, 102915, "team-monthly", "2022-12-30 00:00:00", "2022-12-30 00:05:40"),
    ]
    sample_csv = "id,account_id,plan_code,status,trial_ends_at,updated_at\n" + "\n".join(f"{i},{a},{p},trial_expired,{t},{u}" for i, a, p, t, u in sample)
    where = "status = 'trial_expired' AND updated_at < '2023-01-01'"
    ins = ("INSERT INTO subscriptions_archive (id, account_id, plan_code, status, seats, currency, trial_ends_at, current_period_end, cancelled_at, external_ref, created_at, updated_at, archived_at) "
           f"SELECT id, account_id, plan_code, status, seats, currency, trial_ends_at, current_period_end, cancelled_at, external_ref, created_at, updated_at, NOW() FROM subscriptions WHERE {where}")
    turns = [
        (call("list_tables", database="billing"), tables),
        (call("describe_table", database="billing", table="subscriptions"), desc),
        (call("execute_query", sql="SELECT status, COUNT(*) AS n FROM subscriptions GROUP BY status WITH ROLLUP"), rollup),
        (call("execute_query", sql=f"SELECT id, account_id, plan_code, status, trial_ends_at, updated_at FROM subscriptions WHERE {where} ORDER BY updated_at LIMIT 15"), sample_csv),
        (call("execute_query", sql=f"SELECT (SELECT COUNT(*) FROM subscriptions WHERE {where}) AS to_archive, (SELECT COUNT(*) FROM subscriptions_archive) AS archived_total, "
                                   f"(SELECT MAX(updated_at) FROM subscriptions WHERE {where}) AS newest"),
         "to_archive,archived_total,newest\n508,2115,2022-12-30 00:05:40"),
        (call("execute_write", sql=ins), "Query executed successfully. Rows affected: 508"),
        (call("execute_write", sql=f"DELETE FROM subscriptions WHERE {where}"), "Query executed successfully. Rows affected: 508"),
        (call("execute_query", sql="SELECT (SELECT COUNT(*) FROM subscriptions) AS live_rows, (SELECT COUNT(*) FROM subscriptions WHERE status = 'trial_expired') AS trial_expired_left, "
                                   "(SELECT COUNT(*) FROM subscriptions_archive) AS archived_total, (SELECT COUNT(*) FROM subscriptions_archive WHERE archived_at >= '2024-04-27') AS archived_tonight"),
         "live_rows,trial_expired_left,archived_total,archived_tonight\n6419,134,2591,508"),
        (call("execute_query", sql="ANALYZE TABLE subscriptions, subscriptions_archive"),
         "Table,Op,Msg_type,Msg_text\nbilling.subscriptions,analyze,status,OK\nbilling.subscriptions_archive,analyze,status,OK"),
    ]
    rs.add(task="mcp", tid="h33-mcp-04", system=system, turns=turns, state=state, bad=True, turn=8, kind="archive row count does not add the rows just inserted")


# Elasticsearch, clean
def t05_elasticsearch(rs: RowSet) -> None:
    tools = [
        tool("cluster_health", "Cluster health summary.", {}, []),
        tool("list_indices", "List indices (_cat/indices with headers).", {"index_pattern": S}, ["index_pattern"]),
        tool("get_mappings", "Get the mappings of an index.", {"index": S}, ["index"]),
        tool("create_index", "Create an index with settings and mappings.", {"index": S, "body": OBJ}, ["index"]),
        tool("reindex", "Copy documents from one index to another (waits for completion).", {"source": S, "dest": S}, ["source", "dest"]),
        tool("update_aliases", "Atomically apply alias actions.", {"actions": A}, ["actions"]),
        tool("delete_index", "Delete an index.", {"index": S}, ["index"]),
        tool("search", "Run a search with Query DSL.", {"index": S, "query": OBJ, "size": INT, "_source": A}, ["index", "query"]),
    ]
    system = mcp_system("elasticsearch", "Elasticsearch 8.13.2 cluster shop-search-prod", tools)
    state = ("Elasticsearch 8.13.2, cluster `shop-search-prod`, 3 data nodes (es-data-0..2). Application logs are ingested continuously into daily app-logs-* indices "
             "and search analytics into monthly indices. Today is 2024-05-21. Task: create products-v4 with a search_as_you_type subfield on `title`, reindex "
             "products-v3 into it, move the `products` alias, delete products-v3 and check that search through the alias works.")
    health = {"cluster_name": "shop-search-prod", "status": "green", "timed_out": False, "number_of_nodes": 3, "number_of_data_nodes": 3, "active_primary_shards": 17,
              "active_shards": 34, "relocating_shards": 0, "initializing_shards": 0, "unassigned_shards": 0, "delayed_unassigned_shards": 0, "number_of_pending_tasks": 0,
              "number_of_in_flight_fetch": 0, "task_max_waiting_in_queue_millis": 0, "active_shards_percent_as_number": 100.0}
    head = "health status index                    uuid                   pri rep docs.count docs.deleted store.size pri.store.size dataset.size"

    def row(name: str, uuid: str, pri: int, docs: int, deleted: int, store: str, pstore: str) -> str:
        return f"green  open   {name:<24} {uuid} {pri:>3} {1:>3} {docs:>10} {deleted:>12} {store:>10} {pstore:>14} {pstore:>12}"

    before = [
        row("app-logs-2024.05.21", "b0Qm3TzYRW2kHfV8x1nLcA", 1, 1204660, 0, "842.1mb", "421mb"),
        row("app-logs-2024.05.20", "Zt8nE1pXQ5y2RkLwC4mD7g", 1, 2841177, 0, "1.9gb", "978.4mb"),
        row("app-logs-2024.05.19", "H6vJ0sLqT3eN9cYbW2uKfA", 1, 2310594, 0, "1.5gb", "796.2mb"),
        row("products-v3", "kX9f2bQZT0ypK3mW8aR1vA", 3, 48213, 1877, "412.6mb", "206.2mb"),
        row("search-analytics-2024.05", "pL3dW9qXS0mB7tZ1eR6yNw", 1, 96215, 0, "48.7mb", "24.3mb"),
        row("search-analytics-2024.04", "uY2cF7kNTa1vQ8mJ3sD0Lg", 1, 141873, 0, "70.2mb", "35.1mb"),
        row("suggestions-v2", "E5rT1wBqQ9yUo2pM6xK3jA", 1, 12840, 33, "9.8mb", "4.9mb"),
        row("categories-v1", "nC8aV0hZR4sG6bJ1tW9qEw", 1, 642, 0, "1.1mb", "568.2kb"),
    ]
    after = [
        row("app-logs-2024.05.21", "b0Qm3TzYRW2kHfV8x1nLcA", 1, 1318442, 0, "921.7mb", "460.8mb"),
        before[1], before[2],
        row("products-v4", "Rj4uT7nWQ8CxYb2LdE5s0g", 3, 48213, 0, "361.9mb", "180.9mb"),
        row("search-analytics-2024.05", "pL3dW9qXS0mB7tZ1eR6yNw", 1, 96448, 0, "48.8mb", "24.4mb"),
        before[5], before[6], before[7],
    ]
    props = {"sku": {"type": "keyword"}, "title": {"type": "text", "analyzer": "english", "fields": {"keyword": {"type": "keyword", "ignore_above": 256}}},
             "brand": {"type": "keyword"}, "category": {"type": "keyword"}, "description": {"type": "text", "analyzer": "english"},
             "price": {"type": "scaled_float", "scaling_factor": 100}, "currency": {"type": "keyword"}, "in_stock": {"type": "boolean"},
             "rating": {"type": "half_float"}, "review_count": {"type": "integer"}, "tags": {"type": "keyword"}, "updated_at": {"type": "date"}}
    mapping = {"products-v3": {"mappings": {"dynamic": "strict", "properties": props}}}
    new_props = dict(props, title={"type": "text", "analyzer": "english", "fields": {"keyword": {"type": "keyword", "ignore_above": 256}, "sayt": {"type": "search_as_you_type"}}})
    body = {"settings": {"number_of_shards": 3, "number_of_replicas": 1, "refresh_interval": "1s"}, "mappings": {"dynamic": "strict", "properties": new_props}}

    def hit(i: str, score: float, sku: str, title: str, brand: str, price: float, stock: bool) -> dict[str, Any]:
        return {"_index": "products-v4", "_id": i, "_score": score, "_source": {"sku": sku, "title": title, "brand": brand, "price": price, "in_stock": stock}}

    res = {"took": 14, "timed_out": False, "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0},
           "hits": {"total": {"value": 37, "relation": "eq"}, "max_score": 9.482117, "hits": [
               hit("PRD-118204", 9.482117, "MW-BL-CREW-M", "Merino Wool Crew Neck Base Layer", "Kettle & Fjord", 69.0, True),
               hit("PRD-118211", 9.130554, "MW-BL-CREW-W", "Merino Wool Crew Neck Base Layer (Women's)", "Kettle & Fjord", 69.0, True),
               hit("PRD-097730", 8.776301, "SK-MER-HIKE-3P", "Merino Hiking Socks, 3 Pack", "Ridgeway", 34.5, True),
               hit("PRD-102215", 8.391042, "MW-HZ-250", "Merino 250 Half-Zip Midlayer", "Kettle & Fjord", 119.0, False),
               hit("PRD-110987", 7.902588, "BN-MER-RIB", "Ribbed Merino Beanie", "Northpaw", 29.95, True),
           ]}}
    turns = [
        (call("cluster_health"), pj(health)),
        (call("list_indices", index_pattern="*"), head + "\n" + "\n".join(before)),
        (call("get_mappings", index="products-v3"), pj(mapping)),
        (call("create_index", index="products-v4", body=body), pj({"acknowledged": True, "shards_acknowledged": True, "index": "products-v4"})),
        (call("reindex", source="products-v3", dest="products-v4"),
         pj({"took": 38214, "timed_out": False, "total": 48213, "updated": 0, "created": 48213, "deleted": 0, "batches": 49, "version_conflicts": 0, "noops": 0,
             "retries": {"bulk": 0, "search": 0}, "throttled_millis": 0, "requests_per_second": -1.0, "throttled_until_millis": 0, "failures": []})),
        (call("update_aliases", actions=[{"remove": {"index": "products-v3", "alias": "products"}}, {"add": {"index": "products-v4", "alias": "products"}}]),
         pj({"acknowledged": True, "errors": False})),
        (call("delete_index", index="products-v3"), pj({"acknowledged": True})),
        (call("list_indices", index_pattern="*"), head + "\n" + "\n".join(after)),
        (call("search", index="products", query={"match": {"title.sayt": {"query": "merino", "operator": "and"}}}, size=5, _source=["sku", "title", "brand", "price", "in_stock"]), pj(res)),
    ]
    rs.add(task="mcp", tid="h33-mcp-05", system=system, turns=turns, state=state)


# S3, bad
def t06_s3(rs: RowSet) -> None:
    tools = [
        tool("list_buckets", "List the buckets of the account.", {}, []),
        tool("list_objects", "List objects (ListObjectsV2).", {"bucket": S, "prefix": S, "max_keys": INT}, ["bucket"]),
        tool("get_bucket_versioning", "Versioning state of a bucket.", {"bucket": S}, ["bucket"]),
        tool("copy_object", "Server-side copy of an object.", {"source_bucket": S, "source_key": S, "dest_bucket": S, "dest_key": S}, ["source_bucket", "source_key", "dest_bucket", "dest_key"]),
        tool("delete_objects", "Delete up to 1000 keys in one request.", {"bucket": S, "keys": A}, ["bucket", "keys"]),
        tool("put_object", "Upload a small object from text.", {"bucket": S, "key": S, "body": S, "content_type": S}, ["bucket", "key", "body"]),
        tool("get_object", "Download an object as text (small objects only).", {"bucket": S, "key": S}, ["bucket", "key"]),
    ]
    system = mcp_system("aws-s3", "Amazon S3 in eu-central-1, account 441709235586, role ci-artifacts-admin", tools)
    state = ("AWS account 441709235586, region eu-central-1, assumed role ci-artifacts-admin. Bucket `orbit-desktop-releases` serves the desktop app downloads. "
             "Task (2024-06-03): enterprise customers pin the Windows v2.1.0 build, so copy Orbit-2.1.0-x64.exe to the archive bucket, then delete the v2.1.0 and v2.2.0-rc1 "
             "folders from releases/, and publish a releases/index.json listing what remains.")
    rid = iter(["R4B8K2Q9XW1M7ZPD", "JH3T6V0C5N8YQ2LA", "9FQ7D1M4K0X6WB3E", "TX2P8C5L1Q7N0ZVA", "M6W0Y3R9F2K8DJ4S", "B1E7N4Q0Z8C2HVT6", "Q5L9X2A7W3K0RMD1", "F8C3J6T1P9V4NYE0", "ZK0R5M8W2D6QX1BH"])

    def meta(code: int = 200) -> dict[str, Any]:
        r = next(rid)
        return {"RequestId": r, "HostId": f"{r.lower()}Yk8pQx3Vd0N2aLw+Hs5mT7uRb9ZeC1fJgO4iXnE6qWcKvB=", "HTTPStatusCode": code, "RetryAttempts": 0}

    def obj(key: str, mod: str, etag: str, size: int, cls: str = "STANDARD") -> dict[str, Any]:
        return {"Key": key, "LastModified": mod, "ETag": f"\"{etag}\"", "Size": size, "StorageClass": cls}

    rel = [
        obj("releases/LATEST", "2024-05-27T14:02:19+00:00", "3b9f0e1c7a2d45e8b6f1c0d9a8e7b254", 6),
        obj("releases/v2.1.0/Orbit-2.1.0-arm64.dmg", "2023-11-07T09:41:55+00:00", "a41d7c9e02b58f36e1c4d0b97a2f85e3", 148203771),
        obj("releases/v2.1.0/Orbit-2.1.0-x64.exe", "2023-11-07T09:43:12+00:00", "c7e20f4b9d13a68e5f0b2c71d4a9e806", 131540992),
        obj("releases/v2.1.0/SHA256SUMS", "2023-11-07T09:43:30+00:00", "0d5b8e2f71c49a3e6b1d0f8c2a7e4953", 212),
        obj("releases/v2.2.0-rc1/Orbit-2.2.0-rc1-arm64.dmg", "2024-01-22T16:20:08+00:00", "e93f1a6c0b4d27e85c9f3a1b6d0e2c74", 151022310),
        obj("releases/v2.2.0-rc1/Orbit-2.2.0-rc1-x64.exe", "2024-01-22T16:21:47+00:00", "5c0a9d3e8f17b42c6e0d5a9f1b3c8e27", 133867520),
        obj("releases/v2.2.0-rc1/SHA256SUMS", "2024-01-22T16:22:03+00:00", "b8e1f4a0c7d23956e2a0b8f4c1d7e630", 220),
        obj("releases/v2.3.0/Orbit-2.3.0-arm64.dmg", "2024-02-26T11:05:39+00:00", "7f2c5e8a1d0b49c36f8e2a5d0c1b7e94", 153880114),
        obj("releases/v2.3.0/Orbit-2.3.0-x64.exe", "2024-02-26T11:07:02+00:00", "2e9b4d7f0a3c15e86b2f9d4a7c0e1b58", 136120832),
        obj("releases/v2.3.0/SHA256SUMS", "2024-02-26T11:07:18+00:00", "d04a7c1e9f2b36e85d0c4f7a1e9b2c63", 212),
        obj("releases/v2.4.0/Orbit-2.4.0-arm64.dmg", "2024-04-15T08:30:44+00:00", "91c6e3a0f5d28b47e1c9a6f0d3b5e812", 156310528),
        obj("releases/v2.4.0/Orbit-2.4.0-x64.exe", "2024-04-15T08:32:10+00:00", "4a8d1f6c3e0b72e95a4d8c1f6e3b0a27", 138772480),
        obj("releases/v2.4.0/SHA256SUMS", "2024-04-15T08:32:26+00:00", "f6b3e0d9a2c15e78b4f3a0e6d9c2b851", 212),
        obj("releases/v2.4.1/Orbit-2.4.1-arm64.dmg", "2024-05-27T13:58:51+00:00", "08e5c2b9f1a74d36e0b8c5f2a9d1e463", 156402117),
        obj("releases/v2.4.1/Orbit-2.4.1-x64.exe", "2024-05-27T14:00:33+00:00", "c3f0a7e4d1b96c25f3e0a7d4b1c9f872", 138801152),
        obj("releases/v2.4.1/SHA256SUMS", "2024-05-27T14:00:49+00:00", "6d2e9b5f0c8a13e47d6b2e9f5c0a8d31", 212),
    ]
    doomed = [o["Key"] for o in rel if o["Key"].startswith(("releases/v2.1.0/", "releases/v2.2.0-rc1/"))]
    index_body = pj({"latest": "2.4.1", "generated_at": "2024-06-03T09:26:41Z", "versions": [
        {"version": "2.4.1", "channel": "stable", "files": ["Orbit-2.4.1-arm64.dmg", "Orbit-2.4.1-x64.exe", "SHA256SUMS"]},
        {"version": "2.4.0", "channel": "stable", "files": ["Orbit-2.4.0-arm64.dmg", "Orbit-2.4.0-x64.exe", "SHA256SUMS"]},
        {"version": "2.3.0", "channel": "stable", "files": ["Orbit-2.3.0-arm64.dmg", "Orbit-2.3.0-x64.exe", "SHA256SUMS"]}],
        "archived": {"2.1.0-x64": "s3://orbit-release-archive/desktop/v2.1.0/Orbit-2.1.0-x64.exe"}})
    index_obj = obj("releases/index.json", "2024-06-03T09:26:58+00:00", "8b1f4d0e7c2a95e63b8f1d4c0e7a2b96", len(index_body.encode()))
    # the listing after the deletes
    left = [o for o in rel if o["Key"] not in doomed or o["Key"] == "releases/v2.2.0-rc1/SHA256SUMS"]
    left.insert(1, index_obj)

    def listing(bucket: str, prefix: str, items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"ResponseMetadata": meta(), "IsTruncated": False, "Contents": items, "Name": bucket, "Prefix": prefix, "MaxKeys": 1000, "EncodingType": "url", "KeyCount": len(items)}

    archive_items = [
        obj("desktop/v1.8.2/Orbit-1.8.2-x64.exe", "2023-03-14T10:12:40+00:00", "5e0c3a8f1d7b24e96c0a3f8e1d5b7c42", 118734848, "GLACIER_IR"),
        obj("desktop/v1.9.0/Orbit-1.9.0-x64.exe", "2023-06-02T15:47:21+00:00", "a2d9f6c3e0b84a17d2f9c6e3b0a4d815", 121896960, "GLACIER_IR"),
        obj("desktop/v2.0.3/Orbit-2.0.3-x64.exe", "2023-09-19T08:55:06+00:00", "f1b8e5a2d9c07b36f1e8a5d2c9b0e764", 127401984, "GLACIER_IR"),
        obj("desktop/v2.1.0/Orbit-2.1.0-x64.exe", "2024-06-03T09:24:17+00:00", "c7e20f4b9d13a68e5f0b2c71d4a9e806", 131540992),
    ]
    turns = [
        (call("list_buckets"), pj({"ResponseMetadata": meta(), "Buckets": [
            {"Name": "orbit-ci-cache", "CreationDate": "2021-08-30T12:44:09+00:00"},
            {"Name": "orbit-desktop-releases", "CreationDate": "2021-09-02T07:15:33+00:00"},
            {"Name": "orbit-release-archive", "CreationDate": "2022-01-11T10:02:58+00:00"},
            {"Name": "orbit-telemetry-raw-euc1", "CreationDate": "2022-05-24T14:39:12+00:00"},
            {"Name": "orbit-terraform-state", "CreationDate": "2021-08-30T12:40:51+00:00"}],
            "Owner": {"DisplayName": "orbit-platform", "ID": "7c1e0f9a4d2b83e65f7c1a0e9d4b2f8367c1e0f9a4d2b83e65f7c1a0e9d4b2f83"}})),
        (call("list_objects", bucket="orbit-desktop-releases", prefix="releases/", max_keys=1000), pj(listing("orbit-desktop-releases", "releases/", rel))),
        (call("get_bucket_versioning", bucket="orbit-desktop-releases"), pj({"ResponseMetadata": meta()})),
        (call("copy_object", source_bucket="orbit-desktop-releases", source_key="releases/v2.1.0/Orbit-2.1.0-x64.exe", dest_bucket="orbit-release-archive",
              dest_key="desktop/v2.1.0/Orbit-2.1.0-x64.exe"),
         pj({"ResponseMetadata": meta(), "ServerSideEncryption": "AES256",
             "CopyObjectResult": {"ETag": "\"c7e20f4b9d13a68e5f0b2c71d4a9e806\"", "LastModified": "2024-06-03T09:24:17+00:00"}})),
        (call("delete_objects", bucket="orbit-desktop-releases", keys=doomed), pj({"ResponseMetadata": meta(), "Deleted": [{"Key": k} for k in doomed]})),
        (call("put_object", bucket="orbit-desktop-releases", key="releases/index.json", body=index_body, content_type="application/json"),
         pj({"ResponseMetadata": meta(), "ETag": "\"8b1f4d0e7c2a95e63b8f1d4c0e7a2b96\"", "ServerSideEncryption": "AES256"})),
        (call("list_objects", bucket="orbit-desktop-releases", prefix="releases/", max_keys=1000), pj(listing("orbit-desktop-releases", "releases/", left))),
        (call("get_object", bucket="orbit-desktop-releases", key="releases/index.json"),
         pj({"ResponseMetadata": meta(), "AcceptRanges": "bytes", "LastModified": "2024-06-03T09:26:58+00:00", "ContentLength": len(index_body.encode()),
             "ETag": "\"8b1f4d0e7c2a95e63b8f1d4c0e7a2b96\"", "ContentType": "application/json", "ServerSideEncryption": "AES256", "Metadata": {}, "Body": index_body})),
        (call("list_objects", bucket="orbit-release-archive", prefix="desktop/", max_keys=1000), pj(listing("orbit-release-archive", "desktop/", archive_items))),
    ]
    rs.add(task="mcp", tid="h33-mcp-06", system=system, turns=turns, state=state, bad=True, turn=7, kind="object deleted by the batch delete listed again")


# Gmail, clean
def t07_gmail(rs: RowSet) -> None:
    tools = [
        tool("list_labels", "List labels with message and thread counts.", {}, []),
        tool("search_emails", "Search messages with Gmail query syntax.", {"query": S, "max_results": INT}, ["query"]),
        tool("read_email", "Read one message (headers, plain-text body, attachments). Does not change its labels.", {"message_id": S}, ["message_id"]),
        tool("send_email", "Send a message, optionally as a reply in a thread.", {"to": A, "cc": A, "subject": S, "body": S, "thread_id": S, "in_reply_to": S}, ["to", "subject", "body"]),
        tool("modify_email", "Add or remove labels on a message.", {"message_id": S, "add_label_ids": A, "remove_label_ids": A}, ["message_id"]),
        tool("trash_email", "Move a message to Trash.", {"message_id": S}, ["message_id"]),
    ]
    system = mcp_system("gmail", "Gmail API for nora.lindgren@tessellate.design", tools)
    state = ("Gmail account nora.lindgren@tessellate.design (design studio, Hamburg). Thursday 2024-09-12, 10:05 CEST; mail keeps arriving. Task: reply to the print shop's "
             "unread quote, file it under Vendors and archive it, then trash the expired webinar newsletter.")

    def lab(lid: str, name: str, kind: str, mt: int, mu: int, tt: int, tu: int, vis: bool = True) -> dict[str, Any]:
        d: dict[str, Any] = {"id": lid, "name": name, "type": kind, "messagesTotal": mt, "messagesUnread": mu, "threadsTotal": tt, "threadsUnread": tu}
        if kind == "user":
            d |= {"messageListVisibility": "show", "labelListVisibility": "labelShow" if vis else "labelHide"}
        return d

    labels1 = [lab("INBOX", "INBOX", "system", 1284, 17, 1102, 15), lab("SENT", "SENT", "system", 3411, 0, 2987, 0), lab("DRAFT", "DRAFT", "system", 4, 0, 4, 0),
               lab("IMPORTANT", "IMPORTANT", "system", 2206, 9, 1730, 8), lab("STARRED", "STARRED", "system", 41, 0, 39, 0), lab("SPAM", "SPAM", "system", 38, 38, 38, 38),
               lab("TRASH", "TRASH", "system", 112, 3, 97, 3), lab("CATEGORY_PROMOTIONS", "CATEGORY_PROMOTIONS", "system", 3894, 412, 3650, 398),
               lab("Label_4471", "Vendors", "user", 212, 0, 188, 0), lab("Label_5520", "Clients/Arkwright", "user", 96, 2, 41, 2),
               lab("Label_6091", "Receipts", "user", 534, 0, 530, 0), lab("Label_7308", "Projects/Hafenfest 2024", "user", 148, 1, 63, 1)]
    labels2 = [lab("INBOX", "INBOX", "system", 1285, 18, 1103, 16), lab("SENT", "SENT", "system", 3412, 0, 2988, 0), labels1[2],
               lab("IMPORTANT", "IMPORTANT", "system", 2207, 9, 1730, 8), labels1[4], lab("SPAM", "SPAM", "system", 39, 39, 39, 39),
               labels1[6], lab("CATEGORY_PROMOTIONS", "CATEGORY_PROMOTIONS", "system", 3895, 413, 3651, 399),
               lab("Label_4471", "Vendors", "user", 213, 0, 189, 0), lab("Label_5520", "Clients/Arkwright", "user", 97, 3, 41, 3), labels1[10], labels1[11]]
    vendor_id, vendor_thread = "191e3f7a0c4b8d21", "191e3f7a0c4b8d21"
    search1 = ("Found 3 messages:\n\n"
               f"ID: {vendor_id}\nThread: {vendor_thread}\nFrom: Jens Keller <j.keller@kellerdruck.de>\nSubject: Angebot 2024-0917 - Hafenfest Plakate A1/A2 + Flyer\n"
               "Date: Thu, 12 Sep 2024 08:47:13 +0200\nLabels: UNREAD, IMPORTANT, CATEGORY_UPDATES, INBOX\n"
               "Snippet: Hallo Frau Lindgren, anbei unser Angebot für die Plakate und Flyer zum Hafenfest. Bei Freigabe bis Montag können wir …\n\n"
               "ID: 191e2c05d7a9f3b8\nThread: 191e2c05d7a9f3b8\nFrom: PrintHaus Online <service@printhaus.de>\nSubject: Ihre Bestellung PH-88213047 wurde versandt\n"
               "Date: Wed, 11 Sep 2024 17:22:40 +0200\nLabels: UNREAD, CATEGORY_UPDATES, INBOX\n"
               "Snippet: Gute Nachrichten! Ihre Bestellung PH-88213047 (500 Visitenkarten, 350g matt) ist unterwegs. Sendungsnummer DHL 00340434…\n\n"
               "ID: 191d8a41e0c6b572\nThread: 191d8a41e0c6b572\nFrom: PrintHaus Online <newsletter@printhaus.de>\nSubject: Nur bis 10.09.: 25 % auf Roll-ups & Banner\n"
               "Date: Mon, 09 Sep 2024 07:00:05 +0200\nLabels: UNREAD, CATEGORY_PROMOTIONS, INBOX\n"
               "Snippet: Sichern Sie sich jetzt 25 % Rabatt auf alle Roll-ups und Banner. Gutscheincode HERBST25 gültig bis 10.09.2024 …")
    body = ("Hallo Frau Lindgren,\n\nanbei unser Angebot 2024-0917 für das Hafenfest:\n\n"
            "  Pos. 1  Plakat A1, 4/0-farbig, 170 g Bilderdruck matt      200 Stk.   EUR   412,00\n"
            "  Pos. 2  Plakat A2, 4/0-farbig, 170 g Bilderdruck matt      400 Stk.   EUR   356,00\n"
            "  Pos. 3  Flyer DIN lang, 4/4-farbig, 135 g, gefalzt       5.000 Stk.   EUR   298,50\n"
            "  Pos. 4  Datencheck und PDF-Proof                              1 x     EUR    35,00\n"
            "                                                       Netto            EUR 1.101,50\n"
            "                                                       zzgl. 19 % MwSt. EUR   209,29\n"
            "                                                       Gesamt           EUR 1.310,79\n\n"
            "Bei Freigabe bis Montag, 16.09., 12 Uhr, liefern wir am Freitag, 20.09., frei Haus.\n\n"
            "Mit freundlichen Grüßen\nJens Keller\nKeller Druck GmbH & Co. KG · Billwerder Neuer Deich 14 · 20539 Hamburg · Tel. 040 7891 2240")
    read = (f"ID: {vendor_id}\nThread ID: {vendor_thread}\nMessage-ID: <6a1f0c2e-93b4-4d7a-b2e5-0f81c9d3a7e4@kellerdruck.de>\n"
            "From: Jens Keller <j.keller@kellerdruck.de>\nTo: nora.lindgren@tessellate.design\nCc: auftrag@kellerdruck.de\n"
            "Subject: Angebot 2024-0917 - Hafenfest Plakate A1/A2 + Flyer\nDate: Thu, 12 Sep 2024 08:47:13 +0200\nLabels: UNREAD, IMPORTANT, CATEGORY_UPDATES, INBOX\n\n"
            f"{body}\n\nAttachments (1):\n- Angebot_2024-0917.pdf (application/pdf, 184,312 bytes, attachment ID: ANGjdJ9xK2mQ7vL0pR4sT8wY1zB3cE6fH5gJ)")
    reply = ("Hallo Herr Keller,\n\nvielen Dank für das Angebot 2024-0917. Wir geben Pos. 1 bis 4 wie angeboten frei (EUR 1.310,79 brutto). "
             "Die Druckdaten kommen bis Freitag, 13.09., per WeTransfer; bitte senden Sie uns den PDF-Proof an diese Adresse.\n\nLieferung bitte am 20.09. an "
             "Tessellate Design, Große Elbstraße 145, 22767 Hamburg.\n\nViele Grüße\nNora Lindgren")
    search2 = ("Found 6 messages:\n\n"
               "ID: 191e4b7c2e0d9a15\nThread: 191e4b7c2e0d9a15\nFrom: Webinar Team <events@figmentlabs.io>\nSubject: Last chance: Design Systems at Scale starts in 1 hour\n"
               "Date: Thu, 12 Sep 2024 10:11:52 +0200\nLabels: UNREAD, CATEGORY_PROMOTIONS, INBOX\n"
               "Snippet: The live session begins at 11:00 CEST. Can't make it? Register anyway and we'll send you the recording…\n\n"
               "ID: 191e4ae5f1b3c706\nThread: 191e0f62a9d4c318\nFrom: Malte Arkwright <malte@arkwright-reederei.de>\nSubject: Re: Logo-Varianten Runde 2\n"
               "Date: Thu, 12 Sep 2024 10:07:29 +0200\nLabels: UNREAD, IMPORTANT, Label_5520, INBOX\n"
               "Snippet: Variante C gefällt uns am besten, könnten Sie den Anker etwas schmaler zeichnen? Für die Flaggen bitte …\n\n"
               "ID: 191e3c18a6f0e9d4\nThread: 191e3c18a6f0e9d4\nFrom: Hafenfest Orga <orga@hafenfest-hamburg.de>\nSubject: Zeitplan Aufbau Bühne 2 aktualisiert\n"
               "Date: Thu, 12 Sep 2024 07:58:03 +0200\nLabels: UNREAD, Label_7308, INBOX\n"
               "Snippet: Liebe Partner, der Aufbau für Bühne 2 beginnt nun bereits am Donnerstag, 19.09., um 14 Uhr. Banner bitte bis …\n\n"
               "ID: 191e37b0d2c5a8e1\nThread: 191e37b0d2c5a8e1\nFrom: Figma <no-reply@figma.com>\nSubject: Leonie Brandt commented on Hafenfest Key Visual\n"
               "Date: Thu, 12 Sep 2024 06:41:17 +0200\nLabels: UNREAD, CATEGORY_UPDATES, INBOX\n"
               "Snippet: \"Können wir das Blau etwas wärmer machen? Auf dem Proof wirkt es sehr kalt.\" Reply in Figma…\n\n"
               "ID: 191e2f9d4a7b0c63\nThread: 191e2f9d4a7b0c63\nFrom: Deutsche Bahn <buchungsbestaetigung@bahn.de>\nSubject: Ihre Buchungsbestätigung (Auftrag 419 882 305 144)\n"
               "Date: Wed, 11 Sep 2024 21:14:36 +0200\nLabels: UNREAD, CATEGORY_UPDATES, INBOX\n"
               "Snippet: Vielen Dank für Ihre Buchung. Hamburg Hbf → Berlin Hbf, Di 17.09.2024, ab 08:36, ICE 1705 …\n\n"
               "ID: 191e2c05d7a9f3b8\nThread: 191e2c05d7a9f3b8\nFrom: PrintHaus Online <service@printhaus.de>\nSubject: Ihre Bestellung PH-88213047 wurde versandt\n"
               "Date: Wed, 11 Sep 2024 17:22:40 +0200\nLabels: UNREAD, CATEGORY_UPDATES, INBOX\n"
               "Snippet: Gute Nachrichten! Ihre Bestellung PH-88213047 (500 Visitenkarten, 350g matt) ist unterwegs. Sendungsnummer DHL 00340434…")
    turns = [
        (call("list_labels"), pj({"labels": labels1})),
        (call("search_emails", query="is:unread from:(kellerdruck.de OR printhaus.de)", max_results=10), mcp_text(search1)),
        (call("read_email", message_id=vendor_id), mcp_text(read)),
        (call("send_email", to=["j.keller@kellerdruck.de"], cc=["auftrag@kellerdruck.de"], subject="Re: Angebot 2024-0917 - Hafenfest Plakate A1/A2 + Flyer", body=reply,
              thread_id=vendor_thread, in_reply_to="<6a1f0c2e-93b4-4d7a-b2e5-0f81c9d3a7e4@kellerdruck.de>"),
         mcp_text(f"Email sent successfully with ID: 191e4a2d9b7c05f3\nThread ID: {vendor_thread}\nLabels: SENT")),
        (call("modify_email", message_id=vendor_id, add_label_ids=["Label_4471"], remove_label_ids=["INBOX", "UNREAD"]),
         mcp_text(f"Email {vendor_id} labels updated successfully.\nCurrent labels: IMPORTANT, CATEGORY_UPDATES, Label_4471")),
        (call("list_labels"), pj({"labels": labels2})),
        (call("search_emails", query="is:unread in:inbox newer_than:1d", max_results=10), mcp_text(search2)),
        (call("trash_email", message_id="191d8a41e0c6b572"), mcp_text("Email 191d8a41e0c6b572 moved to Trash.\nCurrent labels: TRASH, UNREAD, CATEGORY_PROMOTIONS")),
    ]
    rs.add(task="mcp", tid="h33-mcp-07", system=system, turns=turns, state=state)


# Freshdesk, bad
def t08_freshdesk(rs: RowSet) -> None:
    tools = [
        tool("list_tickets", "List tickets, by predefined filter or requester.", {"filter": S, "requester_id": INT, "per_page": INT, "order_by": S}, []),
        tool("view_ticket", "View a ticket; include may be conversations, requester, stats.", {"ticket_id": INT, "include": S}, ["ticket_id"]),
        tool("search_contacts", "Search contacts with a Freshdesk query string.", {"query": S}, ["query"]),
        tool("update_ticket", "Update ticket properties.", {"ticket_id": INT, "status": INT, "priority": INT, "group_id": INT, "responder_id": INT, "tags": A}, ["ticket_id"]),
        tool("reply_ticket", "Send a public reply to the requester.", {"ticket_id": INT, "body": S, "cc_emails": A}, ["ticket_id", "body"]),
        tool("add_note", "Add a note to a ticket.", {"ticket_id": INT, "body": S, "private": B}, ["ticket_id", "body"]),
    ]
    system = mcp_system("freshdesk", "Freshdesk API v2 for brightloop.freshdesk.com", tools)
    state = ("Freshdesk helpdesk brightloop.freshdesk.com. The agent works as Ines Duarte (agent id 80024519331, group Billing 80000211873). 2024-06-04, morning UTC. "
             "Task: Tomasz Wójcik opened two tickets about one double charge. Reply on the main ticket, set it to pending with high priority in the Billing group, "
             "and close the duplicate with a private note.")
    me, billing, tomasz = 80024519331, 80000211873, 80031877462

    def tk(tid: int, subject: str, status: int, prio: int, source: int, req: int, created: str, updated: str, tags: list[str], ttype: str | None,
           resp: int | None = me, group: int | None = billing, due: str = "2024-06-06T07:00:00Z", fr_due: str = "2024-06-04T11:00:00Z", esc: bool = False) -> dict[str, Any]:
        return {"id": tid, "subject": subject, "status": status, "priority": prio, "source": source, "requester_id": req, "responder_id": resp, "group_id": group,
                "company_id": 80003391027 if req == tomasz else None, "type": ttype, "product_id": None, "email_config_id": 80000067214, "to_emails": ["support@brightloop.io"] if source == 1 else None,
                "fwd_emails": [], "reply_cc_emails": [], "cc_emails": [], "fr_escalated": False, "spam": False, "is_escalated": esc, "due_by": due, "fr_due_by": fr_due,
                "tags": tags, "custom_fields": {"cf_plan": "Team" if req == tomasz else "Starter", "cf_region": "EU"}, "created_at": created, "updated_at": updated,
                "associated_tickets_count": None, "nr_due_by": None, "nr_escalated": False}

    t48213 = tk(48213, "Charged twice for May invoice INV-2024-05-3381", 2, 2, 1, tomasz, "2024-06-04T07:12:55Z", "2024-06-04T07:12:58Z", [], "Billing")
    t48190 = tk(48190, "Double payment??", 2, 1, 2, tomasz, "2024-06-04T06:58:31Z", "2024-06-04T06:58:33Z", [], None, fr_due="2024-06-04T10:58:31Z", due="2024-06-06T06:58:31Z")
    others = [
        tk(48225, "Can't export dashboards to PDF since update", 2, 2, 2, 80031902214, "2024-06-04T08:03:10Z", "2024-06-04T08:03:11Z", [], "Problem", resp=None, group=80000211870),
        tk(48220, "VAT ID missing on invoice", 2, 2, 1, 80031899065, "2024-06-04T07:41:27Z", "2024-06-04T07:49:02Z", ["vat"], "Billing"),
        tk(48201, "Refund for unused seats (downgrade)", 2, 3, 1, 80031890318, "2024-06-03T16:20:44Z", "2024-06-04T06:31:19Z", ["refund", "downgrade"], "Billing", esc=True,
           due="2024-06-05T16:00:00Z", fr_due="2024-06-03T20:20:44Z"),
        tk(48177, "Card declined when upgrading to Team", 2, 2, 7, 80031872590, "2024-06-03T13:05:18Z", "2024-06-03T15:47:36Z", ["payment-failed"], "Billing",
           due="2024-06-05T13:00:00Z", fr_due="2024-06-03T17:05:18Z"),
    ]
    list1 = [others[0], others[1], t48213, t48190, others[2], others[3]]
    desc_text = ("Hello, my credit card statement shows two charges of EUR 348.00 from BRIGHTLOOP on 03 June for invoice INV-2024-05-3381. "
                 "We only have one workspace (vistula-analytics). Please refund the duplicate charge. I also opened a ticket in the portal before I found this address, sorry.\n\n"
                 "Tomasz Wójcik\nVistula Analytics sp. z o.o.")
    conv_customer = {"body": "<div>Adding the bank statement screenshot.</div>", "body_text": "Adding the bank statement screenshot.", "id": 80147719854, "incoming": True,
                     "private": False, "user_id": tomasz, "support_email": "support@brightloop.io", "source": 0, "category": 2, "to_emails": ["support@brightloop.io"],
                     "from_email": "Tomasz Wójcik <tomasz.wojcik@vistula-analytics.pl>", "cc_emails": [], "bcc_emails": None, "email_failure_count": None, "outgoing_failures": None,
                     "thread_id": None, "thread_message_id": None, "created_at": "2024-06-04T07:14:31Z", "updated_at": "2024-06-04T07:14:31Z", "last_edited_at": None,
                     "last_edited_user_id": None, "attachments": [{"id": 80088412277, "content_type": "image/png", "size": 214873, "name": "statement_2024-06-03.png",
                                                                    "attachment_url": "https://s3.eu-central-1.amazonaws.com/euc-cdn.freshdesk.com/data/helpdesk/attachments/production/80088412277/original/statement_2024-06-03.png",
                                                                    "created_at": "2024-06-04T07:14:31Z", "updated_at": "2024-06-04T07:14:31Z"}],
                     "automation_id": None, "automation_type_id": None, "auto_response": False, "ticket_id": 48213, "source_additional_info": None}
    view1 = dict(t48213, description=f"<div>{desc_text}</div>", description_text=desc_text, attachments=[], conversations=[conv_customer],
                 requester={"id": tomasz, "name": "Tomasz Wójcik", "email": "tomasz.wojcik@vistula-analytics.pl", "mobile": None, "phone": "+48 22 395 18 40"},
                 updated_at="2024-06-04T07:14:31Z")
    contact = {"results": [{"active": True, "address": "ul. Prosta 51, 00-838 Warszawa", "company_id": 80003391027, "description": None, "email": "tomasz.wojcik@vistula-analytics.pl",
                            "id": tomasz, "job_title": "Head of Data", "language": "en", "mobile": None, "name": "Tomasz Wójcik", "phone": "+48 22 395 18 40",
                            "time_zone": "Warsaw", "twitter_id": None, "other_emails": [], "created_at": "2023-02-14T10:33:07Z", "updated_at": "2024-06-04T07:12:55Z",
                            "custom_fields": {"workspace_slug": "vistula-analytics"}}], "total": 1}
    old = tk(45102, "Change billing address on invoices", 5, 1, 1, tomasz, "2024-03-11T09:27:40Z", "2024-03-14T12:02:15Z", ["address-change"], "Billing",
             resp=80024519288, due="2024-03-13T09:00:00Z", fr_due="2024-03-11T13:27:40Z")
    upd = dict(t48213, status=3, priority=3, tags=["billing", "double-charge"], updated_at="2024-06-04T08:21:06Z")
    reply = ("<div>Hi Tomasz,<br><br>Thanks for the screenshot. I can see two successful charges of EUR 348.00 on 3 June for INV-2024-05-3381; the second one came from a retry "
             "after a gateway timeout. I've started a refund of the duplicate charge (refund ref. RF-20240604-0192). It usually shows on your card within 5 to 10 business days."
             "<br><br>I'll close your portal ticket #48190 as a duplicate so everything stays in this thread.<br><br>Best regards,<br>Ines Duarte<br>Brightloop Billing</div>")
    reply_text = ("Hi Tomasz, Thanks for the screenshot. I can see two successful charges of EUR 348.00 on 3 June for INV-2024-05-3381; the second one came from a retry after a gateway "
                  "timeout. I've started a refund of the duplicate charge (refund ref. RF-20240604-0192). It usually shows on your card within 5 to 10 business days. "
                  "I'll close your portal ticket #48190 as a duplicate so everything stays in this thread. Best regards, Ines Duarte Brightloop Billing")
    conv_reply = {"body": reply, "body_text": reply_text, "id": 80147722391, "incoming": False, "private": False, "user_id": me, "support_email": "support@brightloop.io",
                  "source": 0, "category": 3, "to_emails": ["tomasz.wojcik@vistula-analytics.pl"], "from_email": "Brightloop Support <support@brightloop.io>", "cc_emails": [],
                  "bcc_emails": [], "email_failure_count": None, "outgoing_failures": None, "thread_id": None, "thread_message_id": None, "created_at": "2024-06-04T08:22:47Z",
                  "updated_at": "2024-06-04T08:22:47Z", "last_edited_at": None, "last_edited_user_id": None, "attachments": [], "automation_id": None, "automation_type_id": None,
                  "auto_response": False, "ticket_id": 48213, "source_additional_info": None}
    note_body = "Duplicate of #48213 (same double charge, INV-2024-05-3381). Handled there; closing."
    note = {"body": f"<div>{note_body}</div>", "body_text": note_body, "id": 80147722518, "incoming": False, "private": True, "user_id": me, "support_email": None, "source": 2,
            "category": 2, "to_emails": [], "from_email": None, "cc_emails": [], "bcc_emails": [], "email_failure_count": None, "outgoing_failures": None, "thread_id": None,
            "thread_message_id": None, "created_at": "2024-06-04T08:23:30Z", "updated_at": "2024-06-04T08:23:30Z", "last_edited_at": None, "last_edited_user_id": None,
            "attachments": [], "automation_id": None, "automation_type_id": None, "auto_response": False, "ticket_id": 48190, "source_additional_info": None}
    closed = dict(t48190, status=5, group_id=billing, updated_at="2024-06-04T08:23:52Z")
    new = tk(48231, "Invoice shows wrong company name", 2, 1, 1, 80031904473, "2024-06-04T08:16:09Z", "2024-06-04T08:16:10Z", [], "Billing",
             due="2024-06-06T08:00:00Z", fr_due="2024-06-04T12:16:09Z")
    list2 = [new, others[0], others[1], others[2], others[3]]
    view2 = dict(upd, requester_id=80031877426, description=f"<div>{desc_text}</div>", description_text=desc_text, attachments=[], conversations=[conv_customer, conv_reply],
                 updated_at="2024-06-04T08:22:47Z")
    turns = [
        (call("list_tickets", filter="new_and_my_open", per_page=30, order_by="created_at"), pj(list1)),
        (call("view_ticket", ticket_id=48213, include="conversations,requester"), pj(view1)),
        (call("search_contacts", query="email:'tomasz.wojcik@vistula-analytics.pl'"), pj(contact)),
        (call("list_tickets", requester_id=tomasz, per_page=30), pj([t48213, t48190, old])),
        (call("update_ticket", ticket_id=48213, status=3, priority=3, group_id=billing, tags=["billing", "double-charge"]), pj(dict(upd, description=f"<div>{desc_text}</div>", description_text=desc_text, attachments=[]))),
        (call("reply_ticket", ticket_id=48213, body=reply), pj(conv_reply)),
        (call("add_note", ticket_id=48190, body=note_body, private=True), pj(note)),
        (call("update_ticket", ticket_id=48190, status=5, group_id=billing), pj(dict(closed, description="<div>Why was I charged twice? Please check.</div>", description_text="Why was I charged twice? Please check.", attachments=[]))),
        (call("list_tickets", filter="new_and_my_open", per_page=30, order_by="created_at"), pj(list2)),
        (call("view_ticket", ticket_id=48213, include="conversations"), pj(view2)),
    ]
    rs.add(task="mcp", tid="h33-mcp-08", system=system, turns=turns, state=state, bad=True, turn=10, kind="requester id of the ticket drifts by two transposed digits")


# Datadog, clean
def t09_datadog(rs: RowSet) -> None:
    tools = [
        tool("list_monitors", "Search monitors by name or tags.", {"name": S, "tags": S, "monitor_tags": S}, []),
        tool("get_monitor", "Get a monitor, with its state groups and downtimes.", {"monitor_id": INT, "group_states": S}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points (v1 /query).", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("search_logs", "Search logs (v2).", {"query": S, "from": S, "to": S, "limit": INT, "sort": S}, ["query"]),
        tool("create_downtime", "Schedule a downtime that mutes a monitor.", {"monitor_id": INT, "scope": S, "start": INT, "end": INT, "message": S}, ["scope"]),
        tool("list_events", "List events in a time range.", {"start": INT, "end": INT, "sources": S, "tags": S}, ["start", "end"]),
    ]
    system = mcp_system("datadog", "Datadog API (datadoghq.eu), org Kestrel Mobility", tools)
    state = ("Datadog org 'Kestrel Mobility' on datadoghq.eu. 2024-10-08, about 14:20 UTC. A fix for the checkout latency regression (connection pool exhaustion) is being deployed. "
             "Task: look at the checkout monitors and metrics, check the error logs, mute the latency monitor for an hour while the fix rolls out, then confirm the recovery.")
    t0 = 1728395400  # 2024-10-08 13:50:00 UTC

    def iso(ts: int) -> str:
        h, m, s = 13 + (50 * 60 + ts - t0) // 3600, ((50 * 60 + ts - t0) % 3600) // 60, (ts - t0) % 60
        return f"2024-10-08T{h:02d}:{m:02d}:{s:02d}+00:00"

    p95 = [0.412, 0.405, 0.421, 0.398, 0.433, 0.417, 0.652, 1.084, 1.391, 1.627, 1.873, 2.048, 2.215, 2.307, 2.186, 2.254, 2.391, 2.318, 2.276, 2.402, 2.349,
           2.288, 2.317, 2.244, 2.362, 2.295, 2.331, 2.268, 2.303, 2.341, 2.297, 2.352, 2.279, 2.318, 2.264, 2.306, 2.281, 2.294, 2.217, 1.846, 1.132,
           0.744, 0.598, 0.553, 0.531, 0.519, 0.507, 0.512, 0.498, 0.503, 0.495]

    def series(a: int, b: int) -> dict[str, Any]:
        pts = [[float((t0 + 60 * i) * 1000), p95[i]] for i in range(a, b + 1)]
        return {"status": "ok", "res_type": "time_series", "resp_version": 1, "query": "p95:trace.http.request.duration{service:checkout,env:prod}.rollup(avg, 60)",
                "from_date": (t0 + 60 * a) * 1000, "to_date": (t0 + 60 * b) * 1000, "group_by": [], "message": "",
                "series": [{"unit": [{"family": "time", "id": 11, "name": "second", "short_name": "s", "plural": "seconds", "scale_factor": 1.0}, None],
                            "query_index": 0, "aggr": "p95", "metric": "trace.http.request.duration", "tag_set": [], "expression": "p95:trace.http.request.duration{env:prod,service:checkout}.rollup(avg, 60)",
                            "scope": "env:prod,service:checkout", "interval": 60, "length": len(pts), "start": (t0 + 60 * a) * 1000, "end": (t0 + 60 * b) * 1000 + 59999,
                            "pointlist": pts, "display_name": "trace.http.request.duration", "attributes": {}}]}

    def mon(mid: int, name: str, query: str, state_: str, modified: str, tags: list[str], prio: int, mtype: str = "query alert", crit: float = 1.5, warn: float | None = 1.0) -> dict[str, Any]:
        return {"id": mid, "org_id": 1000318842, "type": mtype, "name": name, "message": "{{#is_alert}}Checkout degraded: {{value}}{{/is_alert}} @pagerduty-Checkout @slack-checkout-alerts",
                "tags": tags, "query": query, "options": {"thresholds": {"critical": crit, "warning": warn} if warn is not None else {"critical": crit}, "notify_no_data": False,
                                                          "notify_audit": False, "require_full_window": False, "renotify_interval": 30, "include_tags": True, "new_group_delay": 60, "silenced": {}},
                "multi": False, "created": "2023-05-17T09:12:44.081524+00:00", "modified": "2024-08-29T15:40:02.331978+00:00", "deleted": None, "restricted_roles": None,
                "priority": prio, "overall_state_modified": modified, "overall_state": state_,
                "creator": {"name": "Hana Novak", "handle": "hana.novak@kestrel-mobility.com", "email": "hana.novak@kestrel-mobility.com", "id": 2241907}}

    lat_q = "avg(last_5m):p95:trace.http.request.duration{service:checkout,env:prod} > 1.5"
    tags = ["service:checkout", "team:payments", "env:prod"]
    monitors = [
        mon(8412337, "[checkout] p95 latency above 1.5s", lat_q, "Alert", "2024-10-08T14:01:37+00:00", tags, 1),
        mon(8412338, "[checkout] error rate above 2%", "sum(last_10m):sum:trace.http.request.errors{service:checkout,env:prod}.as_count() / sum:trace.http.request.hits{service:checkout,env:prod}.as_count() * 100 > 2",
            "Warn", "2024-10-08T14:03:15+00:00", tags, 2, crit=2.0, warn=1.0),
        mon(8412341, "[checkout] pod restarts", "change(sum(last_10m),last_10m):sum:kubernetes.containers.restarts{kube_deployment:checkout,env:prod} > 3",
            "OK", "2024-10-02T08:17:33+00:00", tags + ["kube"], 3, crit=3.0, warn=None),
        mon(7719820, "[checkout] synthetic purchase flow (Frankfurt)", "\"synthetics.test.check\".over(\"check_id:t7k-2mq-x9d\").by(\"*\").last(2).count_by_status()",
            "OK", "2024-09-30T22:41:09+00:00", tags + ["synthetics"], 2, mtype="synthetics alert", crit=1.0, warn=None),
        mon(9034415, "[checkout] apdex below 0.8", "avg(last_15m):apdex:trace.http.request{service:checkout,env:prod} < 0.8", "Alert", "2024-10-08T14:09:22+00:00", tags, 3, crit=0.8, warn=0.9),
    ]
    m1 = dict(monitors[0], state={"groups": {}}, matching_downtimes=[])
    dt = {"id": "d7c1e3f0-85a2-11ef-9b41-da7ad0900002", "type": "downtime", "attributes": {"scope": "env:prod", "monitor_identifier": {"monitor_id": 8412337},
          "display_timezone": "UTC", "message": "Muted during rollout of checkout 2024.10.08-3 (pool size fix). -- hana", "mute_first_recovery_notification": False,
          "notify_end_states": ["alert", "warn", "no data"], "notify_end_types": ["expired", "canceled"], "status": "active", "canceled": None,
          "created": "2024-10-08T14:24:07.412093+00:00", "modified": "2024-10-08T14:24:07.412093+00:00",
          "schedule": {"start": "2024-10-08T14:24:07.412093+00:00", "end": "2024-10-08T15:24:00+00:00"}},
          "relationships": {"created_by": {"data": {"type": "users", "id": "3e0b9d14-2c8a-11ed-a1f5-da7ad0900002"}}, "monitor": {"data": {"type": "monitors", "id": "8412337"}}}}
    m2 = dict(monitors[0], overall_state="OK", overall_state_modified="2024-10-08T14:32:44+00:00", state={"groups": {}},
              matching_downtimes=[{"id": "d7c1e3f0-85a2-11ef-9b41-da7ad0900002", "start": 1728397447, "end": 1728401040, "scope": ["env:prod"], "active": True, "monitor_id": 8412337}])
    logs = {"data": [
        {"id": "AwAAAZJtX2r8sQWq3AAAABhBWkp0WDJ6aEFBQ0x2d0JpUkZoNWh3QUE", "type": "log", "attributes": {"service": "checkout", "status": "error", "host": "ip-10-42-17-203.eu-west-1.compute.internal",
         "timestamp": "2024-10-08T14:19:52.118Z", "message": "HikariPool-1 - Connection is not available, request timed out after 3000ms.",
         "tags": ["env:prod", "kube_deployment:checkout", "pod_name:checkout-6f9c7d5b8-tq4rz", "version:2024.10.08-2"],
         "attributes": {"logger": {"name": "com.zaxxer.hikari.pool.HikariPool"}, "http": {"method": "POST", "url_details": {"path": "/api/v2/checkout/confirm"}, "status_code": 503}, "duration": 3012000000}}},
        {"id": "AwAAAZJtX2HYpT0d7gAAABhBWkp0WDJ6aEFBQ0x2d0JpUkZoNWh3QUI", "type": "log", "attributes": {"service": "checkout", "status": "error", "host": "ip-10-42-18-77.eu-west-1.compute.internal",
         "timestamp": "2024-10-08T14:19:49.604Z", "message": "HikariPool-1 - Connection is not available, request timed out after 3000ms.",
         "tags": ["env:prod", "kube_deployment:checkout", "pod_name:checkout-6f9c7d5b8-m8wkd", "version:2024.10.08-2"],
         "attributes": {"logger": {"name": "com.zaxxer.hikari.pool.HikariPool"}, "http": {"method": "POST", "url_details": {"path": "/api/v2/checkout/confirm"}, "status_code": 503}, "duration": 3004000000}}},
        {"id": "AwAAAZJtX1vQo6uK0wAAABhBWkp0WDJ6aEFBQ0x2d0JpUkZoNWh3QUM", "type": "log", "attributes": {"service": "checkout", "status": "error", "host": "ip-10-42-17-203.eu-west-1.compute.internal",
         "timestamp": "2024-10-08T14:19:31.877Z", "message": "PaymentIntentClient: upstream call exceeded deadline (2500ms), falling back to async confirmation",
         "tags": ["env:prod", "kube_deployment:checkout", "pod_name:checkout-6f9c7d5b8-tq4rz", "version:2024.10.08-2"],
         "attributes": {"logger": {"name": "io.kestrel.checkout.payments.PaymentIntentClient"}, "order_id": "ORD-7741-22918", "duration": 2501000000}}},
        {"id": "AwAAAZJtX0vG3m1y9QAAABhBWkp0WDJ6aEFBQ0x2d0JpUkZoNWh3QUQ", "type": "log", "attributes": {"service": "checkout", "status": "error", "host": "ip-10-42-19-145.eu-west-1.compute.internal",
         "timestamp": "2024-10-08T14:19:03.240Z", "message": "HikariPool-1 - Connection is not available, request timed out after 3000ms.",
         "tags": ["env:prod", "kube_deployment:checkout", "pod_name:checkout-6f9c7d5b8-2xnvh", "version:2024.10.08-2"],
         "attributes": {"logger": {"name": "com.zaxxer.hikari.pool.HikariPool"}, "http": {"method": "GET", "url_details": {"path": "/api/v2/cart"}, "status_code": 503}, "duration": 3001000000}}},
        {"id": "AwAAAZJtX0A1c8bRkwAAABhBWkp0WDJ6aEFBQ0x2d0JpUkZoNWh3QUU", "type": "log", "attributes": {"service": "checkout", "status": "error", "host": "ip-10-42-18-77.eu-west-1.compute.internal",
         "timestamp": "2024-10-08T14:18:47.915Z", "message": "HikariPool-1 - Pool stats (total=10, active=10, idle=0, waiting=37)",
         "tags": ["env:prod", "kube_deployment:checkout", "pod_name:checkout-6f9c7d5b8-m8wkd", "version:2024.10.08-2"],
         "attributes": {"logger": {"name": "com.zaxxer.hikari.pool.HikariPool"}}}},
    ], "meta": {"page": {"after": "eyJhZnRlciI6IkF3QUFBWkp0WDBBMWM4YlJrd0FBQUJoQldrcDBXREo2YUVGQlEweDJkMEpwVWtab05XaDNRVUUifQ"}, "elapsed": 187, "request_id": "pddv1ChZZQTd4bDBpd1J0dWQ0Q0k1UE5HZEFn", "status": "done"},
        "links": {"next": "https://api.datadoghq.eu/api/v2/logs/events?filter%5Bquery%5D=service%3Acheckout%20status%3Aerror&page%5Bcursor%5D=eyJhZnRlciI6IkF3QUFBWkp0WDBBMWM4YlJrd0FBQUJoQldrcDBXREo2YUVGQlEweDJkMEpwVWtab05XaDNRVUUifQ&page%5Blimit%5D=5"}}
    events = {"events": [
        {"id": 7612983051847291904, "date_happened": 1728397964, "alert_type": "success", "priority": "normal", "source_type_name": "Monitor Alert",
         "title": "[Recovered on {env:prod,service:checkout}] [checkout] p95 latency above 1.5s", "text": "%%%\np95 latency recovered: 1.307s\n%%%",
         "tags": ["monitor", "service:checkout", "team:payments", "env:prod"], "url": "/event/event?id=7612983051847291904", "host": None, "device_name": None},
        {"id": 7612979417320338432, "date_happened": 1728397790, "alert_type": "info", "priority": "normal", "source_type_name": "GitHub",
         "title": "kestrel-mobility/checkout: deployed 2024.10.08-3 to prod", "text": "Deploy by hana.novak: Raise Hikari maximumPoolSize to 30, add statement timeout (#4412)",
         "tags": ["service:checkout", "env:prod", "version:2024.10.08-3"], "url": "/event/event?id=7612979417320338432", "host": None, "device_name": None},
        {"id": 7612963114508179456, "date_happened": 1728396195, "alert_type": "warning", "priority": "normal", "source_type_name": "Monitor Alert",
         "title": "[Warn on {env:prod,service:checkout}] [checkout] error rate above 2%", "text": "%%%\nerror rate: 1.62%\n%%%",
         "tags": ["monitor", "service:checkout", "team:payments", "env:prod"], "url": "/event/event?id=7612963114508179456", "host": None, "device_name": None},
        {"id": 7612959206812491776, "date_happened": 1728396097, "alert_type": "error", "priority": "normal", "source_type_name": "Monitor Alert",
         "title": "[Triggered on {env:prod,service:checkout}] [checkout] p95 latency above 1.5s", "text": "%%%\nCheckout degraded: 1.605s\n%%%",
         "tags": ["monitor", "service:checkout", "team:payments", "env:prod"], "url": "/event/event?id=7612959206812491776", "host": None, "device_name": None},
    ]}
    turns = [
        (call("list_monitors", tags="service:checkout"), pj(monitors)),
        (call("get_monitor", monitor_id=8412337, group_states="all"), pj(m1)),
        (call("query_metrics", query="p95:trace.http.request.duration{service:checkout,env:prod}.rollup(avg, 60)", **{"from": t0, "to": t0 + 1800}), pj(series(0, 30))),
        (call("search_logs", query="service:checkout status:error", **{"from": "now-15m", "to": "now"}, limit=5, sort="-timestamp"), pj(logs)),
        (call("create_downtime", monitor_id=8412337, scope="env:prod", start=1728397447, end=1728401040, message="Muted during rollout of checkout 2024.10.08-3 (pool size fix). -- hana"), pj({"data": dt})),
        (call("query_metrics", query="p95:trace.http.request.duration{service:checkout,env:prod}.rollup(avg, 60)", **{"from": t0 + 1200, "to": t0 + 3000}), pj(series(20, 50))),
        (call("get_monitor", monitor_id=8412337, group_states="all"), pj(m2)),
        (call("list_events", start=t0, end=t0 + 3060, sources="monitor,github", tags="service:checkout"), pj(events)),
    ]
    assert iso(1728397447) == "2024-10-08T14:24:07+00:00" and iso(1728397964) == "2024-10-08T14:32:44+00:00" and iso(1728396097) == "2024-10-08T14:01:37+00:00" and iso(1728396195) == "2024-10-08T14:03:15+00:00"
    rs.add(task="mcp", tid="h33-mcp-09", system=system, turns=turns, state=state)


# Grafana, bad
def t10_grafana(rs: RowSet) -> None:
    tools = [
        tool("search_dashboards", "Search dashboards by title or tag.", {"query": S, "tag": A, "limit": INT}, []),
        tool("get_dashboard_by_uid", "Get a dashboard's JSON model and meta.", {"uid": S}, ["uid"]),
        tool("list_datasources", "List the data sources of the organisation.", {}, []),
        tool("update_dashboard", "Create or overwrite a dashboard.", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B}, ["dashboard"]),
        tool("create_annotation", "Create an annotation on a dashboard.", {"dashboardUID": S, "panelId": INT, "time": INT, "timeEnd": INT, "tags": A, "text": S}, ["text"]),
        tool("get_annotations", "Query annotations.", {"dashboardUID": S, "from": INT, "to": INT, "limit": INT}, []),
    ]
    system = mcp_system("grafana", "Grafana 10.4.2 at grafana.corvid-ops.net, service account with Editor role", tools)
    state = ("Grafana 10.4.2 at https://grafana.corvid-ops.net, org 'Corvid' (id 1), service account mcp-editor. Task: add an 'Upstream 5xx by route' time series panel to the "
             "API Gateway Overview dashboard and annotate today's gateway deploy (2024-07-16 09:40 UTC, release gw-3.22.0).")
    prom = "PBFA97CFB590B2093"
    hits = [
        {"id": 214, "uid": "b7Fq2mRzk", "orgId": 1, "title": "API Gateway Overview", "uri": "db/api-gateway-overview", "url": "/d/b7Fq2mRzk/api-gateway-overview", "slug": "",
         "type": "dash-db", "tags": ["gateway", "prod", "sre"], "isStarred": True, "folderId": 37, "folderUid": "edc4k1b0q8zcwa", "folderTitle": "Platform",
         "folderUrl": "/dashboards/f/edc4k1b0q8zcwa/platform", "sortMeta": 0},
        {"id": 233, "uid": "Xn4pT9wVz", "orgId": 1, "title": "API Gateway - Rate limiting", "uri": "db/api-gateway-rate-limiting", "url": "/d/Xn4pT9wVz/api-gateway-rate-limiting", "slug": "",
         "type": "dash-db", "tags": ["gateway", "prod"], "isStarred": False, "folderId": 37, "folderUid": "edc4k1b0q8zcwa", "folderTitle": "Platform",
         "folderUrl": "/dashboards/f/edc4k1b0q8zcwa/platform", "sortMeta": 0},
        {"id": 305, "uid": "fdm2q7h0ycsu8b", "orgId": 1, "title": "API Gateway (staging)", "uri": "db/api-gateway-staging", "url": "/d/fdm2q7h0ycsu8b/api-gateway-staging", "slug": "",
         "type": "dash-db", "tags": ["gateway", "staging"], "isStarred": False, "folderId": 52, "folderUid": "bdq0s3xk7n9fkc", "folderTitle": "Staging",
         "folderUrl": "/dashboards/f/bdq0s3xk7n9fkc/staging", "sortMeta": 0},
    ]
    ds = {"type": "prometheus", "uid": "${datasource}"}

    def panel(pid: int, title: str, expr: str, legend: str, unit: str, x: int, y: int, w: int = 12, ptype: str = "timeseries") -> dict[str, Any]:
        return {"id": pid, "type": ptype, "title": title, "datasource": ds, "gridPos": {"h": 8, "w": w, "x": x, "y": y},
                "fieldConfig": {"defaults": {"unit": unit, "color": {"mode": "palette-classic"}, "custom": {"lineWidth": 1, "fillOpacity": 10, "drawStyle": "line"},
                                             "thresholds": {"mode": "absolute", "steps": [{"color": "green", "value": None}, {"color": "red", "value": 80}]}}, "overrides": []},
                "options": {"legend": {"displayMode": "table", "placement": "bottom", "calcs": ["mean", "max"]}, "tooltip": {"mode": "multi", "sort": "desc"}},
                "targets": [{"refId": "A", "datasource": ds, "expr": expr, "legendFormat": legend, "range": True}]}

    panels = [
        panel(1, "Requests per second", "sum by (route) (rate(gateway_requests_total{env=\"prod\"}[$__rate_interval]))", "{{route}}", "reqps", 0, 0),
        panel(2, "p99 latency by route", "histogram_quantile(0.99, sum by (le, route) (rate(gateway_request_duration_seconds_bucket{env=\"prod\"}[$__rate_interval])))", "{{route}}", "s", 12, 0),
        panel(3, "Error ratio", "sum(rate(gateway_requests_total{env=\"prod\",code=~\"5..\"}[$__rate_interval])) / sum(rate(gateway_requests_total{env=\"prod\"}[$__rate_interval]))", "5xx ratio", "percentunit", 0, 8, 8, "stat"),
        panel(4, "Open connections", "sum by (pod) (gateway_open_connections{env=\"prod\"})", "{{pod}}", "short", 8, 8, 8),
        panel(5, "Rate-limited requests", "sum by (consumer) (rate(gateway_ratelimit_rejected_total{env=\"prod\"}[$__rate_interval]))", "{{consumer}}", "reqps", 16, 8, 8),
        panel(6, "Upstream health checks failing", "sum by (upstream) (gateway_upstream_healthcheck_failures{env=\"prod\"})", "{{upstream}}", "short", 0, 16, 24),
    ]
    dash = {"annotations": {"list": [{"builtIn": 1, "datasource": {"type": "grafana", "uid": "-- Grafana --"}, "enable": True, "hide": True, "iconColor": "rgba(0, 211, 255, 1)",
                                      "name": "Annotations & Alerts", "type": "dashboard"}]},
            "editable": True, "fiscalYearStartMonth": 0, "graphTooltip": 1, "id": 214, "links": [], "liveNow": False, "panels": panels, "refresh": "30s",
            "schemaVersion": 39, "tags": ["gateway", "prod", "sre"],
            "templating": {"list": [{"current": {"selected": False, "text": "Prometheus (prod)", "value": prom}, "hide": 0, "includeAll": False, "label": "Data source", "multi": False,
                                     "name": "datasource", "options": [], "query": "prometheus", "refresh": 1, "regex": "", "skipUrlSync": False, "type": "datasource"},
                                    {"current": {"selected": True, "text": ["All"], "value": ["$__all"]}, "datasource": ds, "definition": "label_values(gateway_requests_total{env=\"prod\"}, route)",
                                     "hide": 0, "includeAll": True, "label": "Route", "multi": True, "name": "route", "options": [],
                                     "query": {"qryType": 1, "query": "label_values(gateway_requests_total{env=\"prod\"}, route)", "refId": "PrometheusVariableQueryEditor-VariableQuery"},
                                     "refresh": 2, "regex": "", "skipUrlSync": False, "sort": 1, "type": "query"}]},
            "time": {"from": "now-6h", "to": "now"}, "timepicker": {}, "timezone": "utc", "title": "API Gateway Overview", "uid": "b7Fq2mRzk", "version": 14, "weekStart": ""}
    meta = {"type": "db", "canSave": True, "canEdit": True, "canAdmin": False, "canStar": True, "canDelete": True, "slug": "api-gateway-overview",
            "url": "/d/b7Fq2mRzk/api-gateway-overview", "expires": "0001-01-01T00:00:00Z", "created": "2023-02-08T11:27:45Z", "updated": "2024-06-27T15:03:11Z",
            "updatedBy": "m.okafor@corvid-ops.net", "createdBy": "admin", "version": 14, "hasAcl": False, "isFolder": False, "folderId": 37, "folderUid": "edc4k1b0q8zcwa",
            "folderTitle": "Platform", "folderUrl": "/dashboards/f/edc4k1b0q8zcwa/platform", "provisioned": False, "provisionedExternalId": "", "annotationsPermissions":
            {"dashboard": {"canAdd": True, "canEdit": True, "canDelete": True}, "organization": {"canAdd": False, "canEdit": False, "canDelete": False}}}
    sources = [
        {"id": 1, "uid": "PBFA97CFB590B2039", "orgId": 1, "name": "Prometheus (prod)", "type": "prometheus", "typeName": "Prometheus", "typeLogoUrl": "public/app/plugins/datasource/prometheus/img/prometheus_logo.svg",
         "access": "proxy", "url": "http://prometheus-operated.monitoring.svc:9090", "user": "", "database": "", "basicAuth": False, "isDefault": True,
         "jsonData": {"httpMethod": "POST", "prometheusType": "Prometheus", "prometheusVersion": "2.51.2", "timeInterval": "30s"}, "readOnly": False},
        {"id": 4, "uid": "P8E80F9AEF21F6940", "orgId": 1, "name": "Loki", "type": "loki", "typeName": "Loki", "typeLogoUrl": "public/app/plugins/datasource/loki/img/loki_icon.svg",
         "access": "proxy", "url": "http://loki-gateway.logging.svc", "user": "", "database": "", "basicAuth": False, "isDefault": False, "jsonData": {"maxLines": 1000}, "readOnly": False},
        {"id": 5, "uid": "P214B5B846CF3925F", "orgId": 1, "name": "Tempo", "type": "tempo", "typeName": "Tempo", "typeLogoUrl": "public/app/plugins/datasource/tempo/img/tempo_logo.svg",
         "access": "proxy", "url": "http://tempo-query-frontend.tracing.svc:3100", "user": "", "database": "", "basicAuth": False, "isDefault": False,
         "jsonData": {"tracesToLogsV2": {"datasourceUid": "P8E80F9AEF21F6940"}}, "readOnly": False},
        {"id": 7, "uid": "ddqz4w8v1k3cge", "orgId": 1, "name": "Prometheus (staging)", "type": "prometheus", "typeName": "Prometheus", "typeLogoUrl": "public/app/plugins/datasource/prometheus/img/prometheus_logo.svg",
         "access": "proxy", "url": "http://prometheus.staging.corvid-ops.internal:9090", "user": "", "database": "", "basicAuth": True, "isDefault": False,
         "jsonData": {"httpMethod": "POST", "prometheusType": "Prometheus", "prometheusVersion": "2.51.2"}, "readOnly": False},
        {"id": 9, "uid": "cdv7x0m2ew5tsa", "orgId": 1, "name": "CloudWatch (eu-west-1)", "type": "cloudwatch", "typeName": "CloudWatch", "typeLogoUrl": "public/app/plugins/datasource/cloudwatch/img/amazon-web-services.png",
         "access": "proxy", "url": "", "user": "", "database": "", "basicAuth": False, "isDefault": False, "jsonData": {"authType": "default", "defaultRegion": "eu-west-1"}, "readOnly": False},
    ]
    new_panel = panel(7, "Upstream 5xx by route", "sum by (route, upstream) (rate(gateway_upstream_responses_total{env=\"prod\",code=~\"5..\",route=~\"$route\"}[$__rate_interval]))",
                      "{{route}} -> {{upstream}}", "reqps", 0, 24, 24)
    new_dash = dict(dash, panels=panels + [new_panel])
    t_deploy = 1721122800000
    older = [
        {"id": 39822, "alertId": 0, "alertName": "", "dashboardId": 214, "dashboardUID": "b7Fq2mRzk", "panelId": 0, "userId": 12, "newState": "", "prevState": "", "created": 1720521061402,
         "updated": 1720521061402, "time": 1720520940000, "timeEnd": 1720520940000, "text": "Deploy gw-3.21.4 (hotfix: upstream keepalive)", "tags": ["deploy", "gateway"],
         "login": "m.okafor", "email": "m.okafor@corvid-ops.net", "avatarUrl": "/avatar/4c1f0a9e8d2b7c36e5f1a0d9c8b7e2f4", "data": {}},
        {"id": 39107, "alertId": 0, "alertName": "", "dashboardId": 214, "dashboardUID": "b7Fq2mRzk", "panelId": 0, "userId": 12, "newState": "", "prevState": "", "created": 1719916852077,
         "updated": 1719916852077, "time": 1719916500000, "timeEnd": 1719916500000, "text": "Deploy gw-3.21.0", "tags": ["deploy", "gateway"],
         "login": "m.okafor", "email": "m.okafor@corvid-ops.net", "avatarUrl": "/avatar/4c1f0a9e8d2b7c36e5f1a0d9c8b7e2f4", "data": {}},
    ]
    mine = {"id": 40117, "alertId": 0, "alertName": "", "dashboardId": 214, "dashboardUID": "b7Fq2mRzk", "panelId": 0, "userId": 31, "newState": "", "prevState": "", "created": 1721126134518,
            "updated": 1721126134518, "time": t_deploy, "timeEnd": t_deploy, "text": "Deploy gw-3.22.0 (new upstream retry policy)", "tags": ["deploy", "gateway"],
            "login": "sa-mcp-editor", "email": "sa-mcp-editor", "avatarUrl": "/avatar/9e2b0c4d7f1a8e36b5c0d4f7a2e1b9c8", "data": {}}
    turns = [
        (call("search_dashboards", query="api gateway", limit=20), pj(hits)),
        (call("get_dashboard_by_uid", uid="b7Fq2mRzk"), pj({"dashboard": dash, "meta": meta})),
        (call("list_datasources"), pj(sources)),
        (call("update_dashboard", dashboard=new_dash, folderUid="edc4k1b0q8zcwa", message="Add 'Upstream 5xx by route' panel", overwrite=False),
         pj({"id": 214, "slug": "api-gateway-overview", "status": "success", "uid": "b7Fq2mRzk", "url": "/d/b7Fq2mRzk/api-gateway-overview", "version": 15})),
        (call("create_annotation", dashboardUID="b7Fq2mRzk", panelId=0, time=t_deploy, timeEnd=t_deploy, tags=["deploy", "gateway"], text="Deploy gw-3.22.0 (new upstream retry policy)"),
         pj({"id": 40117, "message": "Annotation added"})),
        (call("get_annotations", dashboardUID="b7Fq2mRzk", **{"from": 1719792000000, "to": 1721126400000}, limit=10), pj([mine] + older)),
    ]
    rs.add(task="mcp", tid="h33-mcp-10", system=system, turns=turns, state=state, bad=True, turn=3, kind="datasource uid differs from the one the dashboard named for the same datasource")


# SQLite, clean
def t11_sqlite(rs: RowSet) -> None:
    tools = [
        tool("read_query", "Execute a SELECT query on the SQLite database.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table in the SQLite database.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables in the SQLite database.", {}, []),
        tool("describe_table", "Get the schema information for a specific table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "the reference SQLite server over /srv/makerspace/inventory.db", tools)
    state = ("SQLite database /srv/makerspace/inventory.db of the Eastside Makerspace parts room. 2024-11-05, 16:40 UTC. Only the agent writes to it during this session. "
             "Task: queue reorders for every part under its reorder level; a box of M3 and M4 screws (50 each) has just arrived, so add it to stock and drop those two from the queue; "
             "summarise in the memo.")
    parts = [
        ("ELE-LED-5R", "LED 5mm red", "electronics", 340, 200, 0.04, "E-01"),
        ("ELE-RES-10K", "Resistor 10k 1/4W", "electronics", 820, 500, 0.01, "E-02"),
        ("ELE-ESP32", "ESP32-DevKitC V4", "electronics", 6, 10, 8.90, "E-07"),
        ("ELE-ARD-NANO", "Arduino Nano (clone)", "electronics", 14, 10, 4.20, "E-07"),
        ("ELE-JMP-MF", "Jumper wires M-F (40 pcs)", "electronics", 3, 8, 1.60, "E-03"),
        ("FAS-M3-12", "Screw M3x12 hex socket", "fasteners", 35, 100, 0.03, "F-11"),
        ("FAS-M3-NUT", "Nut M3", "fasteners", 410, 150, 0.01, "F-12"),
        ("FAS-M4-16", "Screw M4x16 hex socket", "fasteners", 22, 80, 0.05, "F-14"),
        ("FAS-WOOD-4x30", "Wood screw 4x30", "fasteners", 260, 200, 0.02, "F-20"),
        ("FIL-PLA-BLK", "PLA filament 1.75mm black 1kg", "filament", 4, 6, 19.50, "P-01"),
        ("FIL-PLA-WHT", "PLA filament 1.75mm white 1kg", "filament", 7, 6, 19.50, "P-01"),
        ("FIL-PETG-CLR", "PETG filament 1.75mm clear 1kg", "filament", 2, 3, 23.90, "P-02"),
        ("LAS-PLY-3", "Birch plywood 3mm 600x400", "laser", 28, 20, 3.10, "L-01"),
        ("LAS-ACR-3-CLR", "Acrylic 3mm clear 600x400", "laser", 9, 12, 7.40, "L-02"),
        ("TOO-BIT-SET", "Drill bit set HSS 1-10mm", "tools", 3, 2, 14.00, "T-04"),
        ("TOO-BLADE-10", "Scalpel blades No.10 (10)", "tools", 5, 4, 3.20, "T-02"),
    ]
    qty = {p[0]: p[3] for p in parts}

    def agg() -> str:
        cats: dict[str, list[float]] = {}
        for sku, _n, cat, _q, _r, cost, _b in parts:
            c = cats.setdefault(cat, [0, 0, 0.0])
            c[0] += 1
            c[1] += qty[sku]
            c[2] += qty[sku] * cost
        return str([{"category": k, "n": int(v[0]), "units": int(v[1]), "stock_value": round(v[2], 2)} for k, v in sorted(cats.items())])

    low = sorted([p for p in parts if p[3] < p[4]], key=lambda p: (p[3], p[0]))
    low_rows = str([{"sku": p[0], "name": p[1], "qty": p[3], "reorder_level": p[4]} for p in low])
    queued = [(i, p) for i, p in enumerate(sorted([p for p in parts if p[3] < p[4]], key=lambda p: p[0]), 1)]
    q_rows = str([{"id": i, "sku": p[0], "name": p[1], "qty_at_queue": p[3], "order_qty": 2 * p[4] - p[3], "queued_at": "2024-11-05 16:42:10"} for i, p in queued])
    agg1 = agg()
    for s in ("FAS-M3-12", "FAS-M4-16"):
        qty[s] += 50
    agg2 = agg()
    rest = sorted([(i, p) for i, p in queued if p[0] not in ("FAS-M3-12", "FAS-M4-16")], key=lambda ip: -(2 * ip[1][4] - ip[1][3]))
    r_rows = str([{"id": i, "sku": p[0], "qty_at_queue": p[3], "order_qty": 2 * p[4] - p[3]} for i, p in rest])
    cols = [(0, "sku", "TEXT", 1, None, 1), (1, "name", "TEXT", 1, None, 0), (2, "category", "TEXT", 1, None, 0), (3, "qty", "INTEGER", 1, "0", 0),
            (4, "reorder_level", "INTEGER", 1, "0", 0), (5, "unit_cost", "REAL", 0, None, 0), (6, "bin", "TEXT", 0, None, 0), (7, "updated_at", "TEXT", 0, "CURRENT_TIMESTAMP", 0)]
    desc = str([{"cid": c, "name": n, "type": t, "notnull": nn, "dflt_value": d, "pk": pk} for c, n, t, nn, d, pk in cols])
    insight = ("Reorder queue has 5 open lines after the M3/M4 screw delivery: acrylic 3mm clear (15), ESP32 boards (14), jumper wires (13), PLA black (8), PETG clear (4). "
               "ESP32 is the most expensive line. M3x12 and M4x16 were restocked (+50 each) and taken off the queue, but both are still a little under their reorder levels (85/100, 72/80).")
    turns = [
        (call("list_tables"), mcp_text(str([{"name": "checkouts"}, {"name": "members"}, {"name": "parts"}, {"name": "sqlite_sequence"}, {"name": "suppliers"}]))),
        (call("describe_table", table_name="parts"), mcp_text(desc)),
        (call("read_query", query="SELECT category, COUNT(*) AS n, SUM(qty) AS units, ROUND(SUM(qty * unit_cost), 2) AS stock_value FROM parts GROUP BY category ORDER BY category"), mcp_text(agg1)),
        (call("read_query", query="SELECT sku, name, qty, reorder_level FROM parts WHERE qty < reorder_level ORDER BY qty, sku"), mcp_text(low_rows)),
        (call("create_table", query="CREATE TABLE reorder_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, sku TEXT NOT NULL REFERENCES parts(sku), name TEXT NOT NULL, qty_at_queue INTEGER NOT NULL, order_qty INTEGER NOT NULL, queued_at TEXT DEFAULT CURRENT_TIMESTAMP)"),
         mcp_text("Table created successfully")),
        (call("write_query", query="INSERT INTO reorder_queue (sku, name, qty_at_queue, order_qty) SELECT sku, name, qty, reorder_level * 2 - qty FROM parts WHERE qty < reorder_level ORDER BY sku"),
         mcp_text(str([{"affected_rows": len(queued)}]))),
        (call("read_query", query="SELECT * FROM reorder_queue ORDER BY id"), mcp_text(q_rows)),
        (call("write_query", query="UPDATE parts SET qty = qty + 50, updated_at = CURRENT_TIMESTAMP WHERE sku IN ('FAS-M3-12', 'FAS-M4-16')"), mcp_text(str([{"affected_rows": 2}]))),
        (call("write_query", query="DELETE FROM reorder_queue WHERE sku IN ('FAS-M3-12', 'FAS-M4-16')"), mcp_text(str([{"affected_rows": 2}]))),
        (call("read_query", query="SELECT category, COUNT(*) AS n, SUM(qty) AS units, ROUND(SUM(qty * unit_cost), 2) AS stock_value FROM parts GROUP BY category ORDER BY category"), mcp_text(agg2)),
        (call("read_query", query="SELECT id, sku, qty_at_queue, order_qty FROM reorder_queue ORDER BY order_qty DESC"), mcp_text(r_rows)),
        (call("append_insight", insight=insight), mcp_text("Insight added to memo")),
    ]
    rs.add(task="mcp", tid="h33-mcp-11", system=system, turns=turns, state=state)


# Xero, bad
def t12_xero(rs: RowSet) -> None:
    tools = [
        tool("list_contacts", "Search contacts by name or email.", {"search": S}, []),
        tool("list_invoices", "List invoices, filtered by contact and status.", {"contact_ids": A, "statuses": A, "page": INT}, []),
        tool("create_invoice", "Create a sales invoice (ACCREC) in DRAFT.", {"contact_id": S, "line_items": A, "date": S, "due_date": S, "reference": S}, ["contact_id", "line_items"]),
        tool("update_invoice", "Update an invoice's line items, reference or status.", {"invoice_id": S, "line_items": A, "status": S, "reference": S}, ["invoice_id"]),
        tool("create_payment", "Apply a payment to an invoice.", {"invoice_id": S, "account_code": S, "amount": NUM, "date": S, "reference": S}, ["invoice_id", "account_code", "amount"]),
        tool("get_invoice", "Get an invoice by id or number.", {"invoice_id": S}, ["invoice_id"]),
        tool("get_online_invoice", "Get the customer-facing online invoice URL.", {"invoice_id": S}, ["invoice_id"]),
    ]
    system = mcp_system("xero", "Xero Accounting API, organisation Kōwhai Joinery Ltd (NZ)", tools)
    state = ("Xero organisation 'Kōwhai Joinery Ltd' (New Zealand, NZD, GST 15% registered). 2024-08-21. Task: invoice Harbour View Cafe for the counter job, add the installation "
             "line that was left out of the draft, approve it, record the 30% deposit the cafe transferred this morning, and fetch the online invoice link.")
    cid, inv_id = "6b2f9e41-0c7d-4a83-9f15-e2d84c0a7b36", "e1f7c2a9-4d30-4b8e-a6f5-9c03d1b72e84"
    contact_ref = {"ContactID": cid, "Name": "Harbour View Cafe Ltd", "ContactStatus": "ACTIVE", "EmailAddress": "accounts@harbourviewcafe.co.nz", "HasValidationErrors": False}
    contacts = {"Id": "3f1a7c0e-55b2-4d9f-8e61-0a4c2b9d7e13", "Status": "OK", "ProviderName": "MCP Xero", "DateTimeUTC": "/Date(1724220311873)/", "Contacts": [
        {"ContactID": cid, "ContactNumber": "HVC001", "AccountNumber": "HVC", "ContactStatus": "ACTIVE", "Name": "Harbour View Cafe Ltd", "FirstName": "Aroha", "LastName": "Ngata",
         "EmailAddress": "accounts@harbourviewcafe.co.nz", "TaxNumber": "123-456-789", "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD",
         "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 7714", "City": "Wellington", "PostalCode": "6242", "Country": "New Zealand"},
                       {"AddressType": "STREET", "AddressLine1": "14 Oriental Parade", "City": "Wellington", "PostalCode": "6011", "Country": "New Zealand"}],
         "Phones": [{"PhoneType": "DEFAULT", "PhoneNumber": "385 1172", "PhoneAreaCode": "04", "PhoneCountryCode": "64"}],
         "Balances": {"AccountsReceivable": {"Outstanding": 1840.00, "Overdue": 0.00}, "AccountsPayable": {"Outstanding": 0.00, "Overdue": 0.00}},
         "UpdatedDateUTC": "/Date(1723630122517+0000)/", "HasAttachments": False, "HasValidationErrors": False},
        {"ContactID": "a09d3e7b-28c1-4f6e-b4d2-71e5c8f0a926", "ContactNumber": "HSD002", "ContactStatus": "ACTIVE", "Name": "Harbourside Dental", "EmailAddress": "admin@harboursidedental.nz",
         "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD", "Addresses": [{"AddressType": "STREET", "AddressLine1": "2 Queens Wharf", "City": "Wellington", "PostalCode": "6011", "Country": "New Zealand"}],
         "Phones": [], "Balances": {"AccountsReceivable": {"Outstanding": 0.00, "Overdue": 0.00}, "AccountsPayable": {"Outstanding": 0.00, "Overdue": 0.00}},
         "UpdatedDateUTC": "/Date(1716448390021+0000)/", "HasAttachments": False, "HasValidationErrors": False}]}

    def hist(num: str, iid: str, date: str, due: str, status: str, sub: float, paid: float, ref: str, upd: str) -> dict[str, Any]:
        tax = round(sub * 0.15, 2)
        return {"Type": "ACCREC", "InvoiceID": iid, "InvoiceNumber": num, "Reference": ref, "Contact": contact_ref, "DateString": f"{date}T00:00:00", "DueDateString": f"{due}T00:00:00",
                "Status": status, "LineAmountTypes": "Exclusive", "SubTotal": sub, "TotalTax": tax, "Total": round(sub + tax, 2), "AmountDue": round(sub + tax - paid, 2),
                "AmountPaid": paid, "AmountCredited": 0.00, "CurrencyCode": "NZD", "CurrencyRate": 1.0, "IsDiscounted": False, "HasAttachments": False, "SentToContact": True,
                "UpdatedDateUTC": upd}

    invoices = {"Id": "8c5e0b2d-71fa-4e39-a0c4-5d9b1e7f3a62", "Status": "OK", "ProviderName": "MCP Xero", "DateTimeUTC": "/Date(1724220338104)/", "Invoices": [
        hist("INV-0405", "4c8e1b7d-93f2-4a06-b5e9-2d71f0c3a8e5", "2024-07-30", "2024-08-29", "AUTHORISED", 1600.00, 0.00, "Menu board frames", "/Date(1722301447150+0000)/"),
        hist("INV-0398", "9f03a6c2-1e7b-4d58-82ca-60b4e9d1f7a3", "2024-06-18", "2024-07-20", "PAID", 2100.00, 2415.00, "Bench seating repair", "/Date(1720737018832+0000)/"),
        hist("INV-0371", "2d6b9e04-c8a1-47f3-9e25-b1f07a3c6d48", "2024-03-05", "2024-04-20", "PAID", 3480.00, 4002.00, "Window seat + planter boxes", "/Date(1713402271094+0000)/"),
    ]}

    def line(lid: str, desc: str, q: float, price: float, code: str, item: str | None = None) -> dict[str, Any]:
        amt = round(q * price, 2)
        d = {"LineItemID": lid, "Description": desc, "Quantity": q, "UnitAmount": price, "TaxType": "OUTPUT2", "TaxAmount": round(amt * 0.15, 2), "LineAmount": amt,
             "AccountCode": code, "Tracking": [{"Name": "Job", "Option": "J-2024-031 Harbour View counter", "TrackingCategoryID": "b7e2c9f0-4a16-4d83-9b05-e1c7a3f8d260"}]}
        if item:
            d["ItemCode"] = item
        return d

    l1 = line("0f4c7a2e-b813-49d6-a5e0-7c29d1f8b364", "Rimu counter top 3.2m, edge-profiled, oil finish", 1.0, 4850.00, "200", "RIMU-CTR")
    l2 = line("5a9e1d3b-6c04-4f72-8b1e-d3f60a7c2e95", "Shelving unit 1.8m, painted MDF (Resene Black White)", 2.0, 690.00, "200", "SHELF-MDF")
    l3 = line("c82b5f07-9e3a-4d1c-b6f4-1a08e7d3c529", "On-site installation (hours)", 6.0, 85.00, "210", "INSTALL-HR")

    def inv(lines: list[dict[str, Any]], status: str, paid: float, upd: str, due_override: float | None = None, payments: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        sub = round(sum(x["LineAmount"] for x in lines), 2)
        tax = round(sum(x["TaxAmount"] for x in lines), 2)
        total = round(sub + tax, 2)
        return {"Type": "ACCREC", "InvoiceID": inv_id, "InvoiceNumber": "INV-0412", "Reference": "J-2024-031 Counter + shelving", "Contact": contact_ref,
                "DateString": "2024-08-21T00:00:00", "Date": "/Date(1724198400000+0000)/", "DueDateString": "2024-09-20T00:00:00", "DueDate": "/Date(1726790400000+0000)/",
                "Status": status, "LineAmountTypes": "Exclusive", "LineItems": lines, "SubTotal": sub, "TotalTax": tax, "Total": total,
                "AmountDue": due_override if due_override is not None else round(total - paid, 2), "AmountPaid": paid, "AmountCredited": 0.00,
                "CurrencyCode": "NZD", "CurrencyRate": 1.0, "BrandingThemeID": "5d4dd402-c851-497e-aae1-9ff265c0d15a", "IsDiscounted": False, "HasAttachments": False,
                "HasErrors": False, "SentToContact": False, "Payments": payments or [], "Prepayments": [], "Overpayments": [], "CreditNotes": [], "UpdatedDateUTC": upd}

    def wrap(obj: dict[str, Any], rid: str, ts: str) -> dict[str, Any]:
        return {"Id": rid, "Status": "OK", "ProviderName": "MCP Xero", "DateTimeUTC": f"/Date({ts})/", "Invoices": [obj]}

    pay_id = "7e3d0a9c-2b51-4f86-9c47-e0a1b5d8f263"
    deposit = 2325.30
    pay_ref = {"PaymentID": pay_id, "Date": "/Date(1724198400000+0000)/", "Amount": deposit, "Reference": "Deposit 30% - HVC counter", "CurrencyRate": 1.0, "HasAccount": False, "HasValidationErrors": False}
    payment = {"Id": "d40c8f2b-9a17-4e63-b5d1-2c7e0f9a4b18", "Status": "OK", "ProviderName": "MCP Xero", "DateTimeUTC": "/Date(1724220907716)/", "Payments": [
        {"PaymentID": pay_id, "Date": "/Date(1724198400000+0000)/", "BankAmount": deposit, "Amount": deposit, "Reference": "Deposit 30% - HVC counter", "CurrencyRate": 1.0,
         "PaymentType": "ACCRECPAYMENT", "Status": "AUTHORISED", "UpdatedDateUTC": "/Date(1724220907653+0000)/", "HasAccount": True, "IsReconciled": False,
         "Account": {"AccountID": "13918178-849a-4823-9a31-57b7eac713d7", "Code": "090", "Name": "Business Bank Account"},
         "Invoice": {"Type": "ACCREC", "InvoiceID": inv_id, "InvoiceNumber": "INV-0412", "Contact": contact_ref, "CurrencyCode": "NZD", "IsDiscounted": False,
                     "LineItems": [], "Payments": [], "Prepayments": [], "Overpayments": [], "CreditNotes": [], "HasErrors": False}, "HasValidationErrors": False}]}
    new_lines = [{"Description": l1["Description"], "Quantity": 1, "UnitAmount": 4850.00, "AccountCode": "200", "TaxType": "OUTPUT2", "ItemCode": "RIMU-CTR"},
                 {"Description": l2["Description"], "Quantity": 2, "UnitAmount": 690.00, "AccountCode": "200", "TaxType": "OUTPUT2", "ItemCode": "SHELF-MDF"}]
    all_lines = [{"LineItemID": l1["LineItemID"]}, {"LineItemID": l2["LineItemID"]},
                 {"Description": "On-site installation (hours)", "Quantity": 6, "UnitAmount": 85.00, "AccountCode": "210", "TaxType": "OUTPUT2", "ItemCode": "INSTALL-HR"}]
    total3 = 7751.00
    turns = [
        (call("list_contacts", search="Harbour"), pj(contacts)),
        (call("list_invoices", contact_ids=[cid], statuses=["DRAFT", "AUTHORISED", "PAID"], page=1), pj(invoices)),
        (call("create_invoice", contact_id=cid, line_items=new_lines, date="2024-08-21", due_date="2024-09-20", reference="J-2024-031 Counter + shelving"),
         pj(wrap(inv([l1, l2], "DRAFT", 0.00, "/Date(1724220512338+0000)/"), "0b7f3e9a-6d24-4c18-a9e5-3f1c8d2b0e47", "1724220512390"))),
        (call("update_invoice", invoice_id=inv_id, line_items=all_lines),
         pj(wrap(inv([l1, l2, l3], "DRAFT", 0.00, "/Date(1724220689104+0000)/"), "f2a6d1c8-0e93-4b57-8c2f-a7e4d9b1c035", "1724220689162"))),
        (call("update_invoice", invoice_id=inv_id, status="AUTHORISED"),
         pj(wrap(inv([l1, l2, l3], "AUTHORISED", 0.00, "/Date(1724220801477+0000)/"), "9d1e4b7f-3a08-4c62-b5d9-e06f2a8c1b73", "1724220801531"))),
        (call("create_payment", invoice_id=inv_id, account_code="090", amount=deposit, date="2024-08-21", reference="Deposit 30% - HVC counter"), pj(payment)),
        (call("get_invoice", invoice_id=inv_id),
         pj(wrap(inv([l1, l2, l3], "AUTHORISED", deposit, "/Date(1724220907653+0000)/", due_override=round(7164.50 - deposit, 2), payments=[pay_ref]), "4a8c2e6f-1b93-4d07-9e5a-c3f8b0d2a716", "1724220954208"))),
        (call("get_online_invoice", invoice_id=inv_id),
         pj({"Id": "e6b0d3a9-7c15-4f28-8e41-b9d2f7a0c364", "Status": "OK", "ProviderName": "MCP Xero", "DateTimeUTC": "/Date(1724221003385)/",
             "OnlineInvoices": [{"OnlineInvoiceUrl": "https://in.xero.com/Fq7Yx2pLw0aZk3RvT9mNc6HbD1sJe4GuQ8oVi5yXtAr"}]})),
    ]
    assert inv([l1, l2, l3], "DRAFT", 0.0, "")["Total"] == total3 and inv([l1, l2], "DRAFT", 0.0, "")["Total"] == 7164.50
    rs.add(task="mcp", tid="h33-mcp-12", system=system, turns=turns, state=state, bad=True, turn=7, kind="amount due computed from the invoice total before the added line")


# WooCommerce, clean
def t13_woocommerce(rs: RowSet) -> None:
    site = "https://linenandloom.co.uk"
    tools = [
        tool("list_products", "List products.", {"search": S, "per_page": INT, "status": S}, []),
        tool("get_product", "Get one product.", {"id": INT}, ["id"]),
        tool("update_product", "Update a product.", {"id": INT, "regular_price": S, "sale_price": S, "date_on_sale_to": S, "stock_quantity": INT}, ["id"]),
        tool("list_orders", "List orders.", {"status": S, "per_page": INT}, []),
        tool("get_order", "Get one order.", {"id": INT}, ["id"]),
        tool("create_refund", "Create a refund for an order.", {"order_id": INT, "amount": S, "reason": S, "line_items": A, "restock_items": B, "api_refund": B}, ["order_id", "amount"]),
    ]
    system = mcp_system("woocommerce", "WooCommerce REST API v3 for linenandloom.co.uk", tools)
    state = ("WooCommerce 8.9 shop linenandloom.co.uk (GBP, not VAT registered, free UK shipping from £75, otherwise £4.95). Friday 2024-05-03, the shop is live and taking orders. "
             "Task: put the Double stonewashed linen duvet cover on sale at £39.00 until Monday night, refund order #10982 in full with restock (the parcel came back), "
             "then check stock and the processing queue.")
    prods = {4471: ("Stonewashed Linen Duvet Cover - Double", "LL-DUV-DBL", "54.00", 18, 214, "Bedding"),
             4472: ("Stonewashed Linen Duvet Cover - King", "LL-DUV-KNG", "64.00", 11, 131, "Bedding"),
             4480: ("Linen Pillowcase Pair - Oat", "LL-PIL-OAT", "22.00", 63, 402, "Bedding"),
             4495: ("Linen Tea Towel Set of 3", "LL-TT-3", "16.00", 120, 688, "Kitchen"),
             4501: ("Linen Fitted Sheet - Double", "LL-FIT-DBL", "42.00", 7, 97, "Bedding")}
    stock = {k: v[3] for k, v in prods.items()}
    sales = {k: v[4] for k, v in prods.items()}
    modified = {4471: "2024-04-22T10:14:05", 4472: "2024-04-22T10:14:41", 4480: "2024-04-29T16:02:33", 4495: "2024-03-18T09:27:50", 4501: "2024-05-01T12:48:19"}
    sale = {"4471": ""}

    def prod(pid: int, full: bool = False) -> dict[str, Any]:
        name, sku, reg, _s, _t, cat = prods[pid]
        sp = sale.get(str(pid), "")
        d: dict[str, Any] = {"id": pid, "name": name, "slug": name.lower().replace(" - ", "-").replace(" ", "-"), "permalink": f"{site}/product/{name.lower().replace(' - ', '-').replace(' ', '-')}/",
                             "date_created": "2023-09-04T11:20:16", "date_modified": modified[pid], "type": "simple", "status": "publish", "featured": pid == 4471,
                             "sku": sku, "price": sp or reg, "regular_price": reg, "sale_price": sp, "date_on_sale_from": None, "date_on_sale_to": "2024-05-06T23:59:59" if sp else None,
                             "on_sale": bool(sp), "purchasable": True, "total_sales": sales[pid], "manage_stock": True, "stock_quantity": stock[pid],
                             "stock_status": "instock", "backorders": "no", "categories": [{"id": 17 if cat == "Bedding" else 23, "name": cat, "slug": cat.lower()}]}
        if full:
            d |= {"description": "<p>Pre-washed European flax linen, 160 gsm, with a soft, lived-in feel from the first night. Hidden button closure, corner ties.</p>",
                  "short_description": "<p>Stonewashed, breathable, gets softer with every wash.</p>", "weight": "1.4", "dimensions": {"length": "200", "width": "200", "height": ""},
                  "shipping_class": "parcel", "tax_status": "taxable", "tax_class": "", "reviews_allowed": True, "average_rating": "4.71", "rating_count": 58,
                  "images": [{"id": 4468, "src": f"{site}/wp-content/uploads/2023/09/duvet-double-oat.jpg", "name": "duvet-double-oat", "alt": "Oat linen duvet cover on a double bed"}],
                  "attributes": [{"id": 2, "name": "Colour", "position": 0, "visible": True, "variation": False, "options": ["Oat"]}],
                  "related_ids": [4472, 4480, 4501], "meta_data": [{"id": 88213, "key": "_wc_gla_brand", "value": "Linen & Loom"}]}
        return d

    def li(lid: int, pid: int, q: int, price: float) -> dict[str, Any]:
        return {"id": lid, "name": prods[pid][0], "product_id": pid, "variation_id": 0, "quantity": q, "tax_class": "", "subtotal": f"{q * price:.2f}", "subtotal_tax": "0.00",
                "total": f"{q * price:.2f}", "total_tax": "0.00", "taxes": [], "meta_data": [], "sku": prods[pid][1], "price": price}

    def order(oid: int, status: str, created: str, first: str, last: str, email: str, city: str, pc: str, items: list[dict[str, Any]], ship: float, pay: str,
              modified_: str | None = None, refunds: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        total = sum(float(x["total"]) for x in items) + ship
        addr = {"first_name": first, "last_name": last, "company": "", "address_1": "", "address_2": "", "city": city, "state": "", "postcode": pc, "country": "GB"}
        return {"id": oid, "parent_id": 0, "status": status, "currency": "GBP", "version": "8.9.1", "prices_include_tax": False, "date_created": created,
                "date_modified": modified_ or created, "discount_total": "0.00", "shipping_total": f"{ship:.2f}", "total": f"{total:.2f}", "total_tax": "0.00",
                "customer_id": 0, "order_key": f"wc_order_{oid:x}Qk7vR2p", "billing": addr | {"email": email, "phone": ""}, "shipping": addr,
                "payment_method": "stripe" if pay == "Credit / Debit Card" else "ppcp-gateway", "payment_method_title": pay, "transaction_id": f"pi_3P{oid}Lq8ZrT0nVs1aXy",
                "date_paid": created, "line_items": items, "shipping_lines": [{"id": items[-1]["id"] + 1, "method_title": "Royal Mail Tracked 48" if ship else "Free shipping",
                                                                                   "method_id": "flat_rate" if ship else "free_shipping", "total": f"{ship:.2f}", "total_tax": "0.00"}],
                "refunds": refunds or [], "number": str(oid)}

    o10979 = order(10979, "processing", "2024-05-02T19:41:07", "Oliver", "Grant", "ol.grant@fastmail.co.uk", "Leeds", "LS6 2AB", [li(6114, 4495, 2, 16.0)], 4.95, "Credit / Debit Card")
    o10982 = order(10982, "processing", "2024-05-02T21:15:33", "Emily", "Hart", "emily.hart88@gmail.com", "Bristol", "BS7 8PL", [li(6121, 4471, 1, 54.0), li(6122, 4480, 1, 22.0)], 0.0, "PayPal")
    o10984 = order(10984, "processing", "2024-05-03T07:02:48", "Priya", "Shah", "priya.shah@outlook.com", "Leicester", "LE2 1TG", [li(6127, 4501, 1, 42.0), li(6128, 4480, 1, 22.0)], 4.95, "Credit / Debit Card")
    o10986 = order(10986, "processing", "2024-05-03T08:36:12", "Sam", "Doyle", "samdoyle@protonmail.com", "Glasgow", "G12 8QQ", [li(6133, 4472, 1, 64.0)], 4.95, "Credit / Debit Card")
    turns: list[tuple[str, str]] = []
    turns.append((call("list_products", search="linen", per_page=20, status="publish"), pj([prod(p) for p in (4471, 4472, 4480, 4495, 4501)])))
    turns.append((call("get_product", id=4471), pj(prod(4471, full=True))))
    sale["4471"] = "39.00"
    modified[4471] = "2024-05-03T09:12:26"
    turns.append((call("update_product", id=4471, sale_price="39.00", date_on_sale_to="2024-05-06T23:59:59"), pj(prod(4471, full=True))))
    turns.append((call("list_orders", status="processing", per_page=20), pj([o10986, o10984, o10982, o10979])))
    turns.append((call("get_order", id=10982), pj(o10982)))
    refund = {"id": 10988, "date_created": "2024-05-03T09:15:02", "amount": "76.00", "reason": "Parcel returned to sender - full refund", "refunded_by": 3, "refunded_payment": True,
              "meta_data": [], "line_items": [dict(li(6121, 4471, 1, 54.0), id=6135, quantity=-1, subtotal="-54.00", total="-54.00", refund_total=54.0),
                                              dict(li(6122, 4480, 1, 22.0), id=6136, quantity=-1, subtotal="-22.00", total="-22.00", refund_total=22.0)],
              "shipping_lines": [], "tax_lines": [], "fee_lines": []}
    turns.append((call("create_refund", order_id=10982, amount="76.00", reason="Parcel returned to sender - full refund",
                       line_items=[{"id": 6121, "quantity": 1, "refund_total": 54.0}, {"id": 6122, "quantity": 1, "refund_total": 22.0}], restock_items=True, api_refund=True), pj(refund)))
    refunded = dict(o10982, status="refunded", date_modified="2024-05-03T09:15:04", refunds=[{"id": 10988, "reason": "Parcel returned to sender - full refund", "total": "-76.00"}])
    turns.append((call("get_order", id=10982), pj(refunded)))
    # restock from the refund, then two new orders placed by shoppers
    stock[4471] += 1
    stock[4480] += 1
    o10989 = order(10989, "processing", "2024-05-03T09:21:40", "Hannah", "Price", "hannah.price@btinternet.com", "Cardiff", "CF10 3NB", [li(6140, 4471, 1, 39.0), li(6141, 4495, 1, 16.0)], 4.95, "Credit / Debit Card")
    o10991 = order(10991, "processing", "2024-05-03T09:30:18", "Tom", "Fairley", "t.fairley@gmail.com", "York", "YO1 7HH", [li(6146, 4471, 1, 39.0), li(6147, 4472, 1, 64.0)], 0.0, "PayPal")
    for pid, q in ((4471, 2), (4495, 1), (4472, 1)):
        stock[pid] -= q
        sales[pid] += q
    modified[4480] = "2024-05-03T09:15:03"
    for pid, ts in ((4471, "2024-05-03T09:30:19"), (4495, "2024-05-03T09:21:41"), (4472, "2024-05-03T09:30:19")):
        modified[pid] = ts
    turns.append((call("list_products", search="linen", per_page=20, status="publish"), pj([prod(p) for p in (4471, 4472, 4480, 4495, 4501)])))
    turns.append((call("list_orders", status="processing", per_page=20), pj([o10991, o10989, o10986, o10984, o10979])))
    rs.add(task="mcp", tid="h33-mcp-13", system=system, turns=turns, state=state)


# Confluence, bad
def t14_confluence(rs: RowSet) -> None:
    wiki = "https://corvid.atlassian.net/wiki"
    tools = [
        tool("get_spaces", "List spaces.", {"limit": INT, "type": S}, []),
        tool("search", "Search content with CQL.", {"cql": S, "limit": INT}, ["cql"]),
        tool("get_page", "Get a page (v2) with its storage body.", {"page_id": S, "body_format": S}, ["page_id"]),
        tool("update_page", "Update a page's title and/or body (new version).", {"page_id": S, "title": S, "body": S, "version_number": INT, "version_message": S}, ["page_id", "title", "version_number"]),
        tool("create_page", "Create a page in a space, optionally under a parent.", {"space_id": S, "title": S, "body": S, "parent_id": S}, ["space_id", "title", "body"]),
        tool("add_labels", "Add labels to a page.", {"page_id": S, "labels": A}, ["page_id", "labels"]),
        tool("get_page_children", "List child pages of a page.", {"page_id": S, "limit": INT}, ["page_id"]),
    ]
    system = mcp_system("confluence", "Confluence Cloud at corvid.atlassian.net", tools)
    state = ("Confluence Cloud site corvid.atlassian.net, space OPS (Operations, space id 98307). The agent acts as Maya Okafor. 2024-07-16. Task: the payments database moved to "
             "Aurora PostgreSQL; rename the failover runbook to say so and add a note at the top, create an 'Aurora failover checklist' child page, and label it.")
    maya, sam, lee = "5f8a3c2e9b1d7e0041a6c3f2", "60d21b7a4e8f3c006a9d1e5b", "712020:4c9e0f1a-83b2-4d6e-a5f7-0b1c2d3e4f56"
    spaces = {"results": [
        {"id": 98307, "key": "OPS", "name": "Operations", "type": "global", "status": "current", "_expandable": {"homepage": "/rest/api/content/98412"}, "_links": {"webui": "/spaces/OPS", "self": f"{wiki}/rest/api/space/OPS"}},
        {"id": 98305, "key": "PLAT", "name": "Platform Engineering", "type": "global", "status": "current", "_expandable": {"homepage": "/rest/api/content/98390"}, "_links": {"webui": "/spaces/PLAT", "self": f"{wiki}/rest/api/space/PLAT"}},
        {"id": 131074, "key": "SEC", "name": "Security", "type": "global", "status": "current", "_expandable": {"homepage": "/rest/api/content/131203"}, "_links": {"webui": "/spaces/SEC", "self": f"{wiki}/rest/api/space/SEC"}},
        {"id": 163841, "key": "PAY", "name": "Payments Team", "type": "global", "status": "current", "_expandable": {"homepage": "/rest/api/content/163977"}, "_links": {"webui": "/spaces/PAY", "self": f"{wiki}/rest/api/space/PAY"}},
        {"id": 2555905, "key": "~5f8a3c2e9b1d7e0041a6c3f2", "name": "Maya Okafor", "type": "personal", "status": "current", "_expandable": {"homepage": "/rest/api/content/2556017"}, "_links": {"webui": "/spaces/~5f8a3c2e9b1d7e0041a6c3f2", "self": f"{wiki}/rest/api/space/~5f8a3c2e9b1d7e0041a6c3f2"}},
    ], "start": 0, "limit": 25, "size": 5, "_links": {"base": wiki, "context": "/wiki", "self": f"{wiki}/rest/api/space"}}
    rid = "229638145"
    old_title, new_title = "Runbook: Payments DB failover", "Runbook: Payments DB failover (Aurora PostgreSQL)"

    def res(cid: str, title: str, excerpt: str, when: str, friendly: str) -> dict[str, Any]:
        slug = title.replace(" ", "+").replace(":", "%3A").replace("(", "%28").replace(")", "%29")
        return {"content": {"id": cid, "type": "page", "status": "current", "title": title, "_links": {"webui": f"/spaces/OPS/pages/{cid}/{slug}", "self": f"{wiki}/rest/api/content/{cid}"}},
                "title": title, "excerpt": excerpt, "url": f"/spaces/OPS/pages/{cid}/{slug}", "resultGlobalContainer": {"title": "Operations", "displayUrl": "/spaces/OPS"},
                "entityType": "content", "iconCssClass": "aui-icon content-type-page", "lastModified": when, "friendlyLastModified": friendly, "score": 0.0}

    others = [
        res("196771841", "Runbook: Redis cluster failover", "Use this when a Redis primary in the sessions cluster fails and Sentinel does not promote a replica within 60 s ...", "2024-05-02T08:41:17.000Z", "May 02"),
        res("208339003", "DR test 2024-Q2: Payments DB failover results", "Failover drill on 2024-06-12: RTO 4m12s (target 5m), RPO 0. Application reconnect took 71 s because the JDBC driver cached ...", "2024-06-13T15:22:09.000Z", "Jun 13"),
        res("171638806", "Runbook: Kafka broker failover", "Steps to move partition leadership off a failing broker and reassign replicas with the cruise-control API ...", "2024-02-20T11:05:44.000Z", "Feb 20"),
        res("224985089", "Postmortem 2024-06-28: failover did not trigger for ledger DB", "Patroni did not promote the standby because the DCS lock TTL was longer than the health check interval ...", "2024-07-03T09:18:52.000Z", "Jul 03"),
    ]
    s1 = res(rid, old_title, "Primary in eu-west-1a unavailable? Check the writer endpoint first. Promote the replica with the @@@hl@@@failover@@@endhl@@@ script, then flip the service DNS ...", "2024-06-27T10:33:48.000Z", "Jun 27")
    s2 = res(rid, old_title, "Note (2024-07-16): the payments database runs on Aurora PostgreSQL since 2024-07-09. Use aws rds @@@hl@@@failover@@@endhl@@@-db-cluster; Patroni steps below are ...", "2024-07-16T13:04:26.000Z", "a moment ago")
    body_old = ("<h2>When to use</h2><p>The payments primary in eu-west-1a is unreachable or replication lag exceeds 30 s for more than 5 minutes.</p>"
                "<h2>Steps</h2><ol><li><p>Check the writer endpoint: <code>pg_isready -h payments-db.internal -p 5432</code></p></li>"
                "<li><p>Promote the replica: <code>patronictl -c /etc/patroni.yml failover payments --candidate payments-db-2</code></p></li>"
                "<li><p>Flip <code>payments-db.internal</code> to the new primary in Route 53 (TTL 30).</p></li><li><p>Restart <code>payments-api</code> pods to drop cached connections.</p></li></ol>"
                "<h2>Verify</h2><p>Grafana dashboard <em>Payments DB</em>: writes resume, replication slots are active.</p>")
    note = ("<ac:structured-macro ac:name=\"note\" ac:schema-version=\"1\"><ac:rich-text-body><p>Note (2024-07-16): the payments database runs on Aurora PostgreSQL since 2024-07-09. "
            "Use <code>aws rds failover-db-cluster --db-cluster-identifier payments-prod</code>; the Patroni steps below are kept for the ledger DB only.</p></ac:rich-text-body></ac:structured-macro>")
    body_new = note + body_old

    def page(pid: str, title: str, body: str, ver: int, when: str, author: str, msg: str, parent: str, created: str, pos: int) -> dict[str, Any]:
        slug = title.replace(" ", "+").replace(":", "%3A").replace("(", "%28").replace(")", "%29")
        return {"id": pid, "status": "current", "title": title, "spaceId": "98307", "parentId": parent, "parentType": "page", "position": pos, "authorId": sam if pid == rid else maya,
                "ownerId": sam if pid == rid else maya, "lastOwnerId": None, "createdAt": created,
                "version": {"createdAt": when, "message": msg, "number": ver, "minorEdit": False, "authorId": author},
                "body": {"storage": {"representation": "storage", "value": body}},
                "_links": {"editui": f"/pages/resumedraft.action?draftId={pid}", "webui": f"/spaces/OPS/pages/{pid}/{slug}", "edituiv2": f"/spaces/OPS/pages/edit-v2/{pid}", "tinyui": "/x/" + pid[-6:]}}

    chk_id = "231014402"
    chk_body = ("<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>Confirm the replica is in sync (AuroraReplicaLag &lt; 100 ms)</ac:task-body></ac:task>"
                "<ac:task><ac:task-id>2</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>Announce in #payments-incident</ac:task-body></ac:task>"
                "<ac:task><ac:task-id>3</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>Run aws rds failover-db-cluster</ac:task-body></ac:task>"
                "<ac:task><ac:task-id>4</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>Check payments-api reconnects (error rate back under 0.1%)</ac:task-body></ac:task></ac:task-list>")
    children = {"results": [
        {"id": "229638217", "status": "current", "title": "Payments DB failover: contact list", "spaceId": "98307", "childPosition": 0},
        {"id": "229966850", "status": "current", "title": "Payments DB failover: known issues", "spaceId": "98307", "childPosition": 1},
        {"id": chk_id, "status": "current", "title": "Aurora failover checklist", "spaceId": "98307", "childPosition": 2},
    ], "_links": {"base": wiki}}
    turns = [
        (call("get_spaces", limit=25, type="global"), pj(spaces)),
        (call("search", cql="space = OPS AND type = page AND title ~ \"failover\" ORDER BY lastmodified DESC", limit=10),
         pj({"results": [others[3], s1, others[1], others[0], others[2]], "start": 0, "limit": 10, "size": 5, "totalSize": 5, "cqlQuery": "space = OPS AND type = page AND title ~ \"failover\" ORDER BY lastmodified DESC",
             "searchDuration": 61, "_links": {"base": wiki, "context": "/wiki"}})),
        (call("get_page", page_id=rid, body_format="storage"), pj(page(rid, old_title, body_old, 7, "2024-06-27T10:33:48.412Z", lee, "Added Route 53 TTL", "98412", "2022-10-04T08:12:55.731Z", 3))),
        (call("update_page", page_id=rid, title=new_title, body=body_new, version_number=8, version_message="Payments DB is on Aurora now; renamed and added note"),
         pj(page(rid, new_title, body_new, 8, "2024-07-16T13:04:26.118Z", maya, "Payments DB is on Aurora now; renamed and added note", "98412", "2022-10-04T08:12:55.731Z", 3))),
        (call("search", cql="space = OPS AND type = page AND title ~ \"failover\" ORDER BY lastmodified DESC", limit=10),
         pj({"results": [s2, others[3], others[1], others[0], others[2]], "start": 0, "limit": 10, "size": 5, "totalSize": 5, "cqlQuery": "space = OPS AND type = page AND title ~ \"failover\" ORDER BY lastmodified DESC",
             "searchDuration": 48, "_links": {"base": wiki, "context": "/wiki"}})),
        (call("create_page", space_id="98307", title="Aurora failover checklist", body=chk_body, parent_id=rid),
         pj(page(chk_id, "Aurora failover checklist", chk_body, 1, "2024-07-16T13:06:51.904Z", maya, "", rid, "2024-07-16T13:06:51.904Z", 2))),
        (call("add_labels", page_id=chk_id, labels=["aurora", "checklist", "payments"]),
         pj({"results": [{"prefix": "global", "name": "aurora", "id": "1245189", "label": "aurora"}, {"prefix": "global", "name": "checklist", "id": "360452", "label": "checklist"},
                         {"prefix": "global", "name": "payments", "id": "98451", "label": "payments"}], "start": 0, "limit": 200, "size": 3})),
        (call("get_page_children", page_id=rid, limit=25), pj(children)),
    ]
    rs.add(task="mcp", tid="h33-mcp-14", system=system, turns=turns, state=state, bad=True, turn=5, kind="renamed page listed under its old title")


# DigitalOcean, clean
def t15_digitalocean(rs: RowSet) -> None:
    tools = [
        tool("list_droplets", "List droplets, optionally by tag.", {"tag_name": S, "per_page": INT}, []),
        tool("get_droplet", "Get one droplet.", {"droplet_id": INT}, ["droplet_id"]),
        tool("droplet_action", "Run an action on a droplet (power_off, power_on, reboot, snapshot, resize).", {"droplet_id": INT, "type": S, "name": S, "size": S, "disk": B}, ["droplet_id", "type"]),
        tool("get_action", "Get the status of an action.", {"action_id": INT}, ["action_id"]),
    ]
    system = mcp_system("digitalocean", "DigitalOcean API v2, team 'Fernway Studio'", tools)
    state = ("DigitalOcean team 'Fernway Studio'. 2024-09-24, 07:00 UTC maintenance window. Task: web-02 (droplet 412883107) runs out of memory under the new image service; power it off, "
             "take a snapshot, resize CPU/RAM only (keep the 80 GB disk so the resize stays reversible) to s-4vcpu-8gb, and power it back on.")
    region = {"name": "Frankfurt 1", "slug": "fra1", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"], "available": True,
              "sizes": ["s-1vcpu-1gb", "s-1vcpu-2gb", "s-2vcpu-2gb", "s-2vcpu-4gb", "s-4vcpu-8gb", "s-8vcpu-16gb", "g-2vcpu-8gb", "c-4"]}
    small = {"slug": "s-2vcpu-4gb", "memory": 4096, "vcpus": 2, "disk": 80, "transfer": 4.0, "price_monthly": 24.0, "price_hourly": 0.03571, "regions": ["ams3", "fra1", "lon1", "nyc3", "sgp1"],
             "available": True, "description": "Basic"}
    big = {"slug": "s-4vcpu-8gb", "memory": 8192, "vcpus": 4, "disk": 160, "transfer": 5.0, "price_monthly": 48.0, "price_hourly": 0.07143, "regions": ["ams3", "fra1", "lon1", "nyc3", "sgp1"],
           "available": True, "description": "Basic"}
    image = {"id": 129211873, "name": "22.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-22-04-x64", "public": True, "regions": ["fra1", "ams3", "lon1", "nyc3"],
             "created_at": "2023-03-01T16:48:43Z", "min_disk_size": 7, "type": "base", "size_gigabytes": 2.36, "description": "Ubuntu 22.04 (LTS) x64", "tags": [], "status": "available"}

    def drop(did: int, name: str, ip: str, priv: str, created: str, status: str, size: dict[str, Any], snaps: list[int], disk: int = 80) -> dict[str, Any]:
        return {"id": did, "name": name, "memory": size["memory"], "vcpus": size["vcpus"], "disk": disk, "locked": False, "status": status, "kernel": None, "created_at": created,
                "features": ["monitoring", "private_networking", "droplet_agent"], "backup_ids": [], "next_backup_window": None, "snapshot_ids": snaps, "image": image,
                "volume_ids": [], "size": size, "size_slug": size["slug"],
                "networks": {"v4": [{"ip_address": priv, "netmask": "255.255.240.0", "gateway": "10.114.0.1", "type": "private"},
                                    {"ip_address": ip, "netmask": "255.255.240.0", "gateway": ip.rsplit(".", 1)[0][:-1] + "0.1", "type": "public"}], "v6": []},
                "region": region, "tags": ["web", "prod"], "vpc_uuid": "8c4e1b2a-73d0-4f95-b6e2-0a9d5c3f7e18"}

    web01 = drop(412882955, "web-01", "164.90.178.11", "10.114.0.3", "2023-11-14T09:21:40Z", "active", small, [148201871])
    web02 = drop(412883107, "web-02", "164.90.178.23", "10.114.0.4", "2023-11-14T09:22:05Z", "active", small, [148201933])
    web03 = drop(436170522, "web-03", "164.92.233.140", "10.114.0.7", "2024-02-07T14:55:18Z", "active", small, [])

    def act(aid: int, kind: str, status: str, started: str, done: str | None) -> dict[str, Any]:
        return {"action": {"id": aid, "status": status, "type": kind, "started_at": started, "completed_at": done, "resource_id": 412883107, "resource_type": "droplet",
                           "region": region, "region_slug": "fra1"}}

    turns = [
        (call("list_droplets", tag_name="web", per_page=50), pj({"droplets": [web01, web02, web03], "links": {}, "meta": {"total": 3}})),
        (call("get_droplet", droplet_id=412883107), pj({"droplet": web02})),
        (call("droplet_action", droplet_id=412883107, type="power_off"), pj(act(2176543210, "power_off", "in-progress", "2024-09-24T07:02:11Z", None))),
        (call("get_action", action_id=2176543210), pj(act(2176543210, "power_off", "completed", "2024-09-24T07:02:11Z", "2024-09-24T07:02:31Z"))),
        (call("droplet_action", droplet_id=412883107, type="snapshot", name="web-02-pre-resize-2024-09-24"), pj(act(2176544871, "snapshot", "in-progress", "2024-09-24T07:03:05Z", None))),
        (call("get_action", action_id=2176544871), pj(act(2176544871, "snapshot", "in-progress", "2024-09-24T07:03:05Z", None))),
        (call("get_action", action_id=2176544871), pj(act(2176544871, "snapshot", "completed", "2024-09-24T07:03:05Z", "2024-09-24T07:09:48Z"))),
        (call("droplet_action", droplet_id=412883107, type="resize", size="s-4vcpu-8gb", disk=False), pj(act(2176551094, "resize", "in-progress", "2024-09-24T07:10:20Z", None))),
        (call("get_action", action_id=2176551094), pj(act(2176551094, "resize", "completed", "2024-09-24T07:10:20Z", "2024-09-24T07:11:32Z"))),
        (call("droplet_action", droplet_id=412883107, type="power_on"), pj(act(2176552630, "power_on", "in-progress", "2024-09-24T07:11:50Z", None))),
        (call("get_droplet", droplet_id=412883107), pj({"droplet": drop(412883107, "web-02", "164.90.178.23", "10.114.0.4", "2023-11-14T09:22:05Z", "active", big, [148201933, 163557204])})),
    ]
    rs.add(task="mcp", tid="h33-mcp-15", system=system, turns=turns, state=state)


# Mailchimp, bad
def t16_mailchimp(rs: RowSet) -> None:
    api = "https://us21.api.mailchimp.com/3.0"
    tools = [
        tool("list_audiences", "List audiences (lists) with stats.", {"count": INT}, []),
        tool("get_audience", "Get one audience with stats.", {"list_id": S}, ["list_id"]),
        tool("add_member", "Add a contact to an audience.", {"list_id": S, "email_address": S, "status": S, "merge_fields": OBJ, "tags": A}, ["list_id", "email_address", "status"]),
        tool("list_campaigns", "List campaigns.", {"status": S, "count": INT}, []),
        tool("create_campaign", "Create a campaign.", {"type": S, "list_id": S, "subject_line": S, "preview_text": S, "title": S, "from_name": S, "reply_to": S}, ["type", "list_id"]),
        tool("set_campaign_content", "Set the HTML content of a campaign.", {"campaign_id": S, "html": S}, ["campaign_id", "html"]),
        tool("schedule_campaign", "Schedule a campaign.", {"campaign_id": S, "schedule_time": S}, ["campaign_id", "schedule_time"]),
    ]
    system = mcp_system("mailchimp", "Mailchimp Marketing API (server us21), account Greenhouse Coffee Roasters", tools)
    state = ("Mailchimp account 'Greenhouse Coffee Roasters', data center us21. 2024-05-14, about 09:10 UTC; the signup form on the website is live. Task: add the café owner who signed up "
             "at the trade fair to the newsletter audience, check the audience, then create the May roast newsletter and schedule it for Thursday 2024-05-16 14:00 UTC.")
    lid = "a7c3e91f0d"

    def aud(list_id: str, name: str, created: str, count: int, since: int, unsub: int, cleaned: int, camps: int, last_sent: str, last_sub: str, last_unsub: str,
            open_rate: float, click_rate: float, web_id: int) -> dict[str, Any]:
        return {"id": list_id, "web_id": web_id, "name": name, "contact": {"company": "Greenhouse Coffee Roasters Ltd", "address1": "Unit 4, Tannery Yard", "address2": "", "city": "Bristol",
                                                                            "state": "", "zip": "BS2 0JF", "country": "GB", "phone": ""},
                "permission_reminder": "You are receiving this email because you bought coffee from us or signed up on greenhousecoffee.co.uk.", "use_archive_bar": True,
                "campaign_defaults": {"from_name": "Greenhouse Coffee", "from_email": "hello@greenhousecoffee.co.uk", "subject": "", "language": "en"},
                "notify_on_subscribe": "", "notify_on_unsubscribe": "", "date_created": created, "list_rating": 4, "email_type_option": False,
                "subscribe_url_short": f"http://eepurl.com/{list_id[:5]}X", "subscribe_url_long": f"https://greenhousecoffee.us21.list-manage.com/subscribe?u=5e1f0b7c93d2a84e6c0f1b9a7&id={list_id}",
                "beamer_address": f"us21-{list_id}-0b5c2e9f1a@inbound.mailchimp.com", "visibility": "pub", "double_optin": False, "has_welcome": True, "marketing_permissions": False,
                "modules": [], "stats": {"member_count": count, "total_contacts": count + unsub + cleaned, "unsubscribe_count": unsub, "cleaned_count": cleaned,
                                         "member_count_since_send": since, "unsubscribe_count_since_send": 9, "cleaned_count_since_send": 2, "campaign_count": camps,
                                         "campaign_last_sent": last_sent, "merge_field_count": 5, "avg_sub_rate": 41, "avg_unsub_rate": 3, "target_sub_rate": 6,
                                         "open_rate": open_rate, "click_rate": click_rate, "last_sub_date": last_sub, "last_unsub_date": last_unsub},
                "_links": [{"rel": "self", "href": f"{api}/lists/{list_id}", "method": "GET", "targetSchema": "https://us21.api.mailchimp.com/schema/3.0/Definitions/Lists/Response.json"}]}

    news = aud(lid, "Greenhouse Coffee Newsletter", "2019-03-02T10:41:55+00:00", 12408, 87, 611, 142, 64, "2024-04-18T14:00:12+00:00", "2024-05-14T08:57:02+00:00",
               "2024-05-13T19:22:41+00:00", 38.42, 4.91, 391205)
    whole = aud("4be20d6c19", "Wholesale partners", "2021-06-15T13:02:37+00:00", 236, 4, 11, 3, 22, "2024-05-02T08:30:05+00:00", "2024-05-10T15:44:20+00:00",
                "2024-03-27T11:09:58+00:00", 61.07, 17.3, 402288)
    member = {"id": "3f2a9c0b6e1d48a7c5f0e9b2d41a6c73", "email_address": "lucia@thecopperkettle.cafe", "unique_email_id": "b9e04c2f71", "contact_id": "d1c7a03e5f9b28640e1a7c5d3b9f0e24",
              "full_name": "Lucia Romano", "web_id": 548213907, "email_type": "html", "status": "subscribed", "consents_to_one_to_one_messaging": True,
              "merge_fields": {"FNAME": "Lucia", "LNAME": "Romano", "COMPANY": "The Copper Kettle", "PHONE": "", "BIRTHDAY": ""},
              "stats": {"avg_open_rate": 0, "avg_click_rate": 0}, "ip_signup": "", "timestamp_signup": "", "ip_opt": "81.174.129.6", "timestamp_opt": "2024-05-14T09:11:38+00:00",
              "member_rating": 2, "last_changed": "2024-05-14T09:11:38+00:00", "language": "", "vip": False, "email_client": "",
              "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "", "timezone": "", "region": ""},
              "source": "API - Generic", "tags_count": 2, "tags": [{"id": 3815207, "name": "wholesale-lead"}, {"id": 3815211, "name": "caffe-culture-2024"}], "list_id": lid,
              "_links": [{"rel": "self", "href": f"{api}/lists/{lid}/members/3f2a9c0b6e1d48a7c5f0e9b2d41a6c73", "method": "GET"}]}

    def camp(cid: str, web_id: int, title: str, subject: str, created: str, count: int, preview: str) -> dict[str, Any]:
        return {"id": cid, "web_id": web_id, "type": "regular", "create_time": created, "archive_url": f"http://eepurl.com/i{cid[:4]}Q",
                "long_archive_url": f"https://us21.campaign-archive.com/?u=5e1f0b7c93d2a84e6c0f1b9a7&id={cid}", "status": "save", "emails_sent": 0, "send_time": "",
                "content_type": "template", "needs_block_refresh": False, "resendable": False,
                "recipients": {"list_id": lid, "list_is_active": True, "list_name": "Greenhouse Coffee Newsletter", "segment_text": "", "recipient_count": count},
                "settings": {"subject_line": subject, "preview_text": preview, "title": title, "from_name": "Greenhouse Coffee", "reply_to": "hello@greenhousecoffee.co.uk",
                             "use_conversation": False, "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True, "auto_footer": False, "inline_css": False,
                             "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 10002471, "drag_and_drop": True},
                "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
                "delivery_status": {"enabled": False}}

    drafts = [camp("8e41f0c7b2", 13706321, "Father's Day gift box (draft)", "Give Dad better coffee this year", "2024-05-09T16:27:40+00:00", 12409, "Gift boxes from £24, free delivery"),
              camp("5d2b9a3e08", 13681177, "Subscription price update (draft)", "A note about our subscription prices", "2024-04-30T11:05:13+00:00", 12409, "What changes from 1 June and why")]
    new_c = camp("c2d9a47e61", 13728945, "May roast newsletter 2024", "New in May: Finca El Mirador, Huila", "2024-05-14T09:13:02+00:00", 12409,
                 "Red apple, panela, a long cocoa finish - and 10% off this week")
    html = ("<!doctype html><html><body style=\"font-family:Georgia,serif;background:#f6f1ea\"><table width=\"600\" align=\"center\"><tr><td>"
            "<h1 style=\"color:#2f4a3a\">New in May: Finca El Mirador</h1><p>Hi *|FNAME|*,</p>"
            "<p>This month's single origin is a washed Caturra from Finca El Mirador in Huila, Colombia, grown at 1,750 m by the Ortiz family. "
            "We taste red apple, panela and a long cocoa finish.</p><p><a href=\"https://greenhousecoffee.co.uk/products/el-mirador?utm_source=mailchimp&utm_campaign=may24\">Shop El Mirador</a> "
            "- use code <strong>MAYROAST10</strong> for 10% off until Sunday.</p><p>Roastery open day: Saturday 25 May, 10:00-14:00, Tannery Yard.</p>"
            "<p>*|LIST:ADDRESSLINE|*<br><a href=\"*|UNSUB|*\">Unsubscribe</a></p></td></tr></table></body></html>")
    plain = ("New in May: Finca El Mirador\n\nHi *|FNAME|*,\n\nThis month's single origin is a washed Caturra from Finca El Mirador in Huila, Colombia, grown at 1,750 m by the Ortiz family. "
             "We taste red apple, panela and a long cocoa finish.\n\nShop El Mirador (https://greenhousecoffee.co.uk/products/el-mirador?utm_source=mailchimp&utm_campaign=may24) "
             "- use code MAYROAST10 for 10% off until Sunday.\n\nRoastery open day: Saturday 25 May, 10:00-14:00, Tannery Yard.\n\n*|LIST:ADDRESSLINE|*\nUnsubscribe *|UNSUB|*")
    turns = [
        (call("list_audiences", count=10), pj({"lists": [news, whole], "total_items": 2, "constraints": {"may_create": True, "max_instances": 5, "current_total_instances": 2}})),
        (call("add_member", list_id=lid, email_address="lucia@thecopperkettle.cafe", status="subscribed",
              merge_fields={"FNAME": "Lucia", "LNAME": "Romano", "COMPANY": "The Copper Kettle"}, tags=["wholesale-lead", "caffe-culture-2024"]), pj(member)),
        (call("list_campaigns", status="save", count=10), pj({"campaigns": drafts, "total_items": 2})),
        (call("get_audience", list_id=lid), pj(aud(lid, "Greenhouse Coffee Newsletter", "2019-03-02T10:41:55+00:00", 12409, 88, 611, 142, 64, "2024-04-18T14:00:12+00:00",
                                                  "2024-05-13T21:48:19+00:00", "2024-05-13T19:22:41+00:00", 38.42, 4.91, 391205))),
        (call("create_campaign", type="regular", list_id=lid, subject_line="New in May: Finca El Mirador, Huila", preview_text="Red apple, panela, a long cocoa finish - and 10% off this week",
              title="May roast newsletter 2024", from_name="Greenhouse Coffee", reply_to="hello@greenhousecoffee.co.uk"), pj(new_c)),
        (call("set_campaign_content", campaign_id="c2d9a47e61", html=html),
         pj({"plain_text": plain, "html": html, "_links": [{"rel": "parent", "href": f"{api}/campaigns/c2d9a47e61", "method": "GET"},
                                                            {"rel": "self", "href": f"{api}/campaigns/c2d9a47e61/content", "method": "GET"},
                                                            {"rel": "create", "href": f"{api}/campaigns/c2d9a47e61/content", "method": "PUT"}]})),
        (call("schedule_campaign", campaign_id="c2d9a47e61", schedule_time="2024-05-16T14:00:00+00:00"),
         mcp_text("Campaign c2d9a47e61 (\"May roast newsletter 2024\") scheduled for 2024-05-16T14:00:00+00:00. Status: schedule. Recipients: 12409.")),
    ]
    rs.add(task="mcp", tid="h33-mcp-16", system=system, turns=turns, state=state, bad=True, turn=4, kind="audience last subscribe date goes back before the last one seen")


# Puppeteer browser automation, clean
def t17_puppeteer(rs: RowSet) -> None:
    tools = [
        tool("puppeteer_navigate", "Navigate to a URL.", {"url": S}, ["url"]),
        tool("puppeteer_screenshot", "Take a screenshot of the page or an element.", {"name": S, "selector": S, "width": INT, "height": INT}, ["name"]),
        tool("puppeteer_click", "Click an element on the page.", {"selector": S}, ["selector"]),
        tool("puppeteer_fill", "Fill out an input field.", {"selector": S, "value": S}, ["selector", "value"]),
        tool("puppeteer_select", "Select an option in a SELECT element.", {"selector": S, "value": S}, ["selector", "value"]),
        tool("puppeteer_evaluate", "Execute JavaScript in the browser console.", {"script": S}, ["script"]),
    ]
    system = mcp_system("puppeteer", "headless Chromium driven through Puppeteer", tools)
    state = ("A fresh headless Chromium (viewport 1280x900). Task: collect title, price, stock and star rating of the books on the first two catalogue pages of the Books to Scrape "
             "sandbox (http://books.toscrape.com/), then list the Travel category sorted by price and keep a screenshot of it.")
    home = "http://books.toscrape.com/"
    travel = "http://books.toscrape.com/catalogue/category/books/travel_2/index.html"
    page1 = [("A Light in the Attic", "£51.77", "Three"), ("Tipping the Velvet", "£53.74", "One"), ("Soumission", "£50.10", "One"), ("Sharp Objects", "£47.82", "Four"),
             ("Sapiens: A Brief History of Humankind", "£54.23", "Five"), ("The Requiem Red", "£22.65", "One"), ("The Dirty Little Secrets of Getting Your Dream Job", "£33.34", "Four"),
             ("The Coming Woman: A Novel Based on the Life of the Infamous Feminist, Victoria Woodhull", "£17.93", "Three"),
             ("The Boys in the Boat: Nine Americans and Their Epic Quest for Gold at the 1936 Berlin Olympics", "£22.60", "Four"), ("The Black Maria", "£52.15", "One"),
             ("Starving Hearts (Triangular Trade Trilogy, #1)", "£13.99", "Two"), ("Shakespeare's Sonnets", "£20.66", "Four"), ("Set Me Free", "£17.46", "Five"),
             ("Scott Pilgrim's Precious Little Life (Scott Pilgrim #1)", "£52.29", "Five"), ("Rip it Up and Start Again", "£35.02", "Five"),
             ("Our Band Could Be Your Life: Scenes from the American Indie Underground, 1981-1991", "£57.25", "Three"), ("Olio", "£23.88", "One"),
             ("Mesaerion: The Best Science Fiction Stories 1800-1849", "£37.59", "One"), ("Libertarianism for Beginners", "£51.33", "Two"), ("It's Only the Himalayas", "£45.17", "Two")]
    page2 = [("In Her Wake", "£12.84", "One"), ("How Music Works", "£37.32", "Two"), ("Foolproof Preserving: A Guide to Small Batch Jams, Jellies, Pickles, Condiments, and More: A Foolproof Guide to Making Small Batch Jams, Jellies, Pickles, Condiments, and More", "£30.52", "Three"),
             ("Chase Me (Paris Nights #2)", "£25.27", "Five"), ("Black Dust", "£34.53", "Five"), ("Birdsong: A Story in Pictures", "£54.64", "Three"),
             ("America's Cradle of Quarterbacks: Western Pennsylvania's Football Factory from Johnny Unitas to Joe Montana", "£22.50", "Three"), ("Aladdin and His Wonderful Lamp", "£53.13", "Three"),
             ("Worlds Elsewhere: Journeys Around Shakespeare's Globe", "£40.30", "Five"), ("Wall and Piece", "£44.18", "Four"), ("The Four Agreements: A Practical Guide to Personal Freedom", "£17.66", "Five"),
             ("The Five Love Languages: How to Express Heartfelt Commitment to Your Mate", "£31.05", "Three"), ("The Elephant Tree", "£23.82", "Five"), ("The Bear and the Piano", "£36.89", "One"),
             ("Sophie's World", "£15.94", "Five"), ("Penny Maybe", "£33.29", "Three"), ("Maude (1883-1993):She Grew Up with the country", "£18.02", "Two"),
             ("In a Dark, Dark Wood", "£19.63", "One"), ("Behind Closed Doors", "£52.22", "Four"), ("You can't bury them all: Poems", "£33.63", "Two")]
    trav = [("It's Only the Himalayas", "£45.17", "Two"), ("Full Moon over Noah’s Ark: An Odyssey to Mount Ararat and Beyond", "£49.43", "Four"),
            ("See America: A Celebration of Our National Parks & Treasured Sites", "£48.87", "Three"), ("Vagabonding: An Uncommon Guide to the Art of Long-Term World Travel", "£36.94", "Two"),
            ("Under the Tuscan Sun", "£37.33", "Three"), ("A Summer In Europe", "£44.34", "Two"), ("The Great Railway Bazaar", "£30.54", "One"), ("A Year in Provence (Provence #1)", "£56.88", "Four"),
            ("The Road to Little Dribbling: Adventures of an American in Britain (Notes From a Small Island #2)", "£23.21", "One"), ("Neither Here nor There: Travels in Europe", "£38.95", "Three"),
            ("1,000 Places to See Before You Die", "£26.08", "Five")]

    def books(rows: list[tuple[str, str, str]]) -> list[dict[str, str]]:
        return [{"title": t, "price": p, "availability": "In stock", "rating": r} for t, p, r in rows]

    def ev(result: Any, console: str = "") -> str:
        return f"Execution result:\n{pj(result)}\n\nConsole output:\n{console}"

    scrape = ("(() => { const q = s => document.querySelector(s); const books = [...document.querySelectorAll('article.product_pod')].map(a => ({ title: a.querySelector('h3 a').title, "
              "price: a.querySelector('.price_color').innerText, availability: a.querySelector('.availability').innerText.trim(), rating: a.querySelector('.star-rating').classList[1] })); "
              "return { url: location.href, results: q('form.form-horizontal').innerText.trim(), pager: q('li.current') ? q('li.current').innerText.trim() : null, books }; })()")
    sort_js = ("(() => { const books = [...document.querySelectorAll('article.product_pod')].map(a => ({ title: a.querySelector('h3 a').title, price: a.querySelector('.price_color').innerText, "
               "availability: a.querySelector('.availability').innerText.trim(), rating: a.querySelector('.star-rating').classList[1] })); "
               "console.log(`${books.length} books in ${document.querySelector('.page-header h1').innerText}`); "
               "return books.sort((x, y) => parseFloat(x.price.slice(1)) - parseFloat(y.price.slice(1))); })()")
    turns = [
        (call("puppeteer_navigate", url=home), f"Navigated to {home}"),
        (call("puppeteer_evaluate", script="({ title: document.title.trim(), results: document.querySelector('form.form-horizontal').innerText.trim(), books_on_page: document.querySelectorAll('article.product_pod').length, pager: document.querySelector('li.current').innerText.trim() })"),
         ev({"title": "All products | Books to Scrape - Sandbox", "results": "1000 results - showing 1 to 20.", "books_on_page": 20, "pager": "Page 1 of 50"})),
        (call("puppeteer_evaluate", script=scrape), ev({"url": home, "results": "1000 results - showing 1 to 20.", "pager": "Page 1 of 50", "books": books(page1)})),
        (call("puppeteer_click", selector="li.next > a"), "Clicked: li.next > a"),
        (call("puppeteer_evaluate", script=scrape), ev({"url": "http://books.toscrape.com/catalogue/page-2.html", "results": "1000 results - showing 21 to 40.", "pager": "Page 2 of 50", "books": books(page2)})),
        (call("puppeteer_navigate", url=travel), f"Navigated to {travel}"),
        (call("puppeteer_evaluate", script=sort_js), ev(books(sorted(trav, key=lambda b: float(b[1][1:]))), "[log] 11 books in Travel")),
        (call("puppeteer_screenshot", name="travel_category", width=1280, height=900), "Screenshot 'travel_category' taken at 1280x900"),
    ]
    rs.add(task="mcp", tid="h33-mcp-17", system=system, turns=turns, state=state)


# ClickUp, bad
def t18_clickup(rs: RowSet) -> None:
    tools = [
        tool("get_lists", "Get the lists of a folder.", {"folder_id": S, "archived": B}, ["folder_id"]),
        tool("get_tasks", "Get tasks of a list.", {"list_id": S, "include_closed": B, "order_by": S, "subtasks": B}, ["list_id"]),
        tool("get_task", "Get one task.", {"task_id": S}, ["task_id"]),
        tool("update_task", "Update a task (status, priority, due date, assignees add/rem).", {"task_id": S, "status": S, "priority": INT, "due_date": INT, "assignees": OBJ}, ["task_id"]),
        tool("create_task", "Create a task in a list.", {"list_id": S, "name": S, "description": S, "assignees": A, "status": S, "priority": INT, "due_date": INT, "tags": A}, ["list_id", "name"]),
        tool("create_task_comment", "Comment on a task.", {"task_id": S, "comment_text": S, "notify_all": B}, ["task_id", "comment_text"]),
    ]
    system = mcp_system("clickup", "ClickUp API v2, workspace Northbeam Studio", tools)
    state = ("ClickUp workspace 'Northbeam Studio' (team 9012345678), space 'Product', folder 'Mobile App' (90120518833). The agent acts as Ana Ribeiro (user 48211907). 2024-04-10. "
             "Task: close the biometric-login review, open an urgent task for the PaymentSheet crash, ask Kenji on the deep-links task whether iOS is covered, and add Kenji to the onboarding copy task.")
    list_id = "901204417722"
    ana = {"id": 48211907, "username": "Ana Ribeiro", "color": "#7b68ee", "initials": "AR", "email": "ana@northbeam.studio", "profilePicture": None}
    kenji = {"id": 48211933, "username": "Kenji Watanabe", "color": "#0ab4ff", "initials": "KW", "email": "kenji@northbeam.studio", "profilePicture": None}
    priya = {"id": 48212015, "username": "Priya Nair", "color": "#e04f44", "initials": "PN", "email": "priya@northbeam.studio", "profilePicture": None}
    marek = {"id": 48212260, "username": "Marek Dvořák", "color": "#2ecd6f", "initials": "MD", "email": "marek@northbeam.studio", "profilePicture": None}
    statuses = {"to do": ("#87909e", "open", 0), "in progress": ("#5f55ee", "custom", 1), "in review": ("#f8ae00", "custom", 2), "blocked": ("#e50000", "custom", 3), "complete": ("#008844", "closed", 4)}
    prios = {1: ("urgent", "#f50000"), 2: ("high", "#f8ae00"), 3: ("normal", "#6fddff"), 4: ("low", "#d8d8d8")}

    def task(tid: str, cid: str, name: str, status: str, assignees: list[dict[str, Any]], prio: int, due: str | None, created: str, updated: str, tags: list[str],
             desc: str = "", closed: str | None = None, creator: dict[str, Any] = ana, points: int | None = None) -> dict[str, Any]:
        color, stype, idx = statuses[status]
        return {"id": tid, "custom_id": cid, "custom_item_id": 0, "name": name, "text_content": desc, "description": desc,
                "status": {"id": f"sc{list_id}_{idx}", "status": status, "color": color, "orderindex": idx, "type": stype},
                "orderindex": "71204.00000000000000000000000000000000", "date_created": created, "date_updated": updated, "date_closed": closed, "date_done": closed, "archived": False,
                "creator": {k: creator[k] for k in ("id", "username", "color", "email", "profilePicture")}, "assignees": assignees, "group_assignees": [], "watchers": [creator],
                "checklists": [], "tags": [{"name": t, "tag_fg": "#800000", "tag_bg": "#2ecd6f", "creator": 48211907} for t in tags], "parent": None, "top_level_parent": None,
                "priority": {"color": prios[prio][1], "id": str(prio), "orderindex": str(prio), "priority": prios[prio][0]}, "due_date": due, "start_date": None,
                "points": points, "time_estimate": None, "custom_fields": [], "dependencies": [], "linked_tasks": [], "locations": [], "team_id": "9012345678",
                "url": f"https://app.clickup.com/t/{tid}", "sharing": {"public": False, "public_share_expires_on": None, "public_fields": [], "token": None, "seo_optimized": False},
                "permission_level": "create", "list": {"id": list_id, "name": "Sprint 31", "access": True}, "project": {"id": "90120518833", "name": "Mobile App", "hidden": False, "access": True},
                "folder": {"id": "90120518833", "name": "Mobile App", "hidden": False, "access": True}, "space": {"id": "90120211874"}}

    tA = task("86b0xk2pq", "MOB-1841", "Review: biometric login PR #412", "in review", [ana], 2, "1712793600000", "1712054811234", "1712664025511", ["review"],
             "PR https://github.com/northbeam/app/pull/412 - Face ID / fingerprint login behind feature flag `biometric_login`.", creator=marek, points=2)
    tB = task("86b0xk31m", "MOB-1846", "Push notification deep links (Android)", "in progress", [kenji], 3, "1713139200000", "1712055207802", "1712580390117", ["android", "notifications"], creator=ana, points=5)
    tC = task("86b0xk3ad", "MOB-1849", "Onboarding carousel copy v2", "to do", [priya], 3, "1713225600000", "1712055330946", "1712318844720", ["copy"], creator=ana, points=1)
    tD = task("86b0xk2zt", "MOB-1838", "Offline mode: sync conflict resolution", "in progress", [marek], 2, "1713398400000", "1712054502368", "1712671308455", ["offline", "sync"], creator=marek, points=8)
    tE = task("86b0xk35c", "MOB-1847", "Upgrade React Native to 0.73", "in progress", [marek], 3, "1713312000000", "1712055260113", "1712497716208", ["tech-debt"], creator=marek, points=3)
    tF = task("86b0xk2vw", "MOB-1840", "App Store screenshots for 4.2", "to do", [priya], 4, "1713484800000", "1712054733570", "1712054733570", ["release"], creator=ana, points=2)
    tG = task("86b0xk38h", "MOB-1848", "Accessibility: VoiceOver labels on checkout", "to do", [kenji], 3, "1713398400000", "1712055298661", "1712232461087", ["a11y", "ios"], creator=ana, points=3)
    lists = {"lists": [
        {"id": list_id, "name": "Sprint 31", "orderindex": 3, "content": "8-19 April", "status": None, "priority": None, "assignee": None, "task_count": 7, "due_date": "1713484800000",
         "start_date": "1712534400000", "folder": {"id": "90120518833", "name": "Mobile App", "hidden": False, "access": True}, "space": {"id": "90120211874", "name": "Product", "access": True},
         "archived": False, "override_statuses": True, "permission_level": "create"},
        {"id": "901204417690", "name": "Sprint 30", "orderindex": 2, "content": "25 March - 5 April", "status": None, "priority": None, "assignee": None, "task_count": 1, "due_date": "1712275200000",
         "start_date": "1711324800000", "folder": {"id": "90120518833", "name": "Mobile App", "hidden": False, "access": True}, "space": {"id": "90120211874", "name": "Product", "access": True},
         "archived": False, "override_statuses": True, "permission_level": "create"},
        {"id": "901204390015", "name": "Backlog", "orderindex": 0, "content": "", "status": None, "priority": None, "assignee": None, "task_count": 48, "due_date": None,
         "start_date": None, "folder": {"id": "90120518833", "name": "Mobile App", "hidden": False, "access": True}, "space": {"id": "90120211874", "name": "Product", "access": True},
         "archived": False, "override_statuses": True, "permission_level": "create"},
    ]}
    tA_done = dict(task("86b0xk2pq", "MOB-1841", "Review: biometric login PR #412", "complete", [ana], 2, "1712793600000", "1712054811234", "1712743514880", ["review"],
                       tA["description"], closed="1712743514880", creator=marek, points=2))
    tN = task("86b0xm7fe", "MOB-1863", "Fix PaymentSheet crash on Android 14 (Crashlytics a41f)", "to do", [ana], 1, "1712880000000", "1712743602317", "1712743602317", ["android", "crash"],
             "IllegalStateException in PaymentSheetFragment.onViewStateRestored on Android 14 after process death. 3.1% of sessions on 4.1.2. Crashlytics issue a41f09e2.", creator=ana, points=None)
    comment = "@Kenji Watanabe does this also cover iOS universal links, or should we open a separate task for iOS?"
    tC2 = dict(tC, assignees=[priya, kenji], date_updated="1712743751906")
    tB2 = dict(tB, date_updated="1712743688045")
    tD2 = dict(tD, status={"id": f"sc{list_id}_3", "status": "blocked", "color": "#e50000", "orderindex": 3, "type": "custom"})
    turns = [
        (call("get_lists", folder_id="90120518833", archived=False), pj(lists)),
        (call("get_tasks", list_id=list_id, include_closed=False, order_by="created", subtasks=False), pj({"tasks": [tC, tG, tE, tB, tA, tF, tD], "last_page": True})),
        (call("get_task", task_id="86b0xk2pq"), pj(tA)),
        (call("update_task", task_id="86b0xk2pq", status="complete"), pj(tA_done)),
        (call("create_task", list_id=list_id, name="Fix PaymentSheet crash on Android 14 (Crashlytics a41f)", description=tN["description"], assignees=[48211907], status="to do",
              priority=1, due_date=1712880000000, tags=["android", "crash"]), pj(tN)),
        (call("create_task_comment", task_id="86b0xk31m", comment_text=comment, notify_all=True), pj({"id": "90120045512873", "hist_id": "26d0e7f1-4b9a-4c2e-8f35-a1d9c07b6e42", "date": 1712743688045})),
        (call("update_task", task_id="86b0xk3ad", assignees={"add": [48211933], "rem": []}), pj(tC2)),
        (call("get_tasks", list_id=list_id, include_closed=False, order_by="created", subtasks=False), pj({"tasks": [tN, tC2, tG, tE, tB2, tF, tD2], "last_page": True})),
        (call("get_task", task_id="86b0xm7fe"), pj(tN)),
    ]
    rs.add(task="mcp", tid="h33-mcp-18", system=system, turns=turns, state=state, bad=True, turn=8, kind="untouched task shows a new status while its date_updated is unchanged")


# Vercel, clean
def t19_vercel(rs: RowSet) -> None:
    tools = [
        tool("list_projects", "List projects of the team.", {"limit": INT}, []),
        tool("list_deployments", "List deployments of a project, newest first.", {"projectId": S, "limit": INT, "target": S}, ["projectId"]),
        tool("list_env_vars", "List environment variables of a project.", {"projectId": S}, ["projectId"]),
        tool("create_env_var", "Create an environment variable.", {"projectId": S, "key": S, "value": S, "target": A, "type": S}, ["projectId", "key", "value", "target"]),
        tool("create_deployment", "Create a deployment, e.g. redeploy an existing one.", {"name": S, "deploymentId": S, "target": S}, ["name"]),
        tool("get_deployment_events", "Build log lines of a deployment.", {"idOrUrl": S, "limit": INT}, ["idOrUrl"]),
        tool("get_deployment", "Get a deployment by id or URL.", {"idOrUrl": S}, ["idOrUrl"]),
    ]
    system = mcp_system("vercel", "Vercel REST API, team Lattice Labs", tools)
    state = ("Vercel team 'Lattice Labs' (team_4Xk2mP9qRv7LsT1wNc0bYdA3). Other team members push preview branches during the day. 2024-08-07, about 10:00 UTC. Task: the docs search box "
             "needs NEXT_PUBLIC_ALGOLIA_SEARCH_KEY; add it for production and preview, redeploy the current production build so it picks the variable up, and check that it is live.")
    team = "team_4Xk2mP9qRv7LsT1wNc0bYdA3"
    pid = "prj_8Zq3Hn5VbW1xK7rTp2LmC9dF4sGe"
    projects = {"projects": [
        {"id": pid, "name": "lattice-docs", "accountId": team, "framework": "nextjs", "nodeVersion": "20.x", "createdAt": 1689770412305, "updatedAt": 1722948120774,
         "link": {"type": "github", "org": "lattice-labs", "repo": "docs", "productionBranch": "main"}, "targets": {"production": {"alias": ["docs.lattice.dev", "lattice-docs.vercel.app", "lattice-docs-lattice-labs.vercel.app"]}}},
        {"id": "prj_2Rk7Yt4QwP0mN8vXb3Lc6Hs1JdZf", "name": "lattice-web", "accountId": team, "framework": "nextjs", "nodeVersion": "20.x", "createdAt": 1679412203918, "updatedAt": 1723019877410,
         "link": {"type": "github", "org": "lattice-labs", "repo": "web", "productionBranch": "main"}, "targets": {"production": {"alias": ["lattice.dev", "www.lattice.dev"]}}},
        {"id": "prj_5Tg1Nc8XvB3kQ6pW0rMz2Ls9HyDa", "name": "lattice-dashboard", "accountId": team, "framework": "vite", "nodeVersion": "20.x", "createdAt": 1693214087652, "updatedAt": 1723011540231,
         "link": {"type": "github", "org": "lattice-labs", "repo": "dashboard", "productionBranch": "main"}, "targets": {"production": {"alias": ["app.lattice.dev"]}}},
        {"id": "prj_9Wd4Fs2JkL7pR1xN5vCq8Tb0MzYh", "name": "status-page", "accountId": team, "framework": "astro", "nodeVersion": "18.x", "createdAt": 1701876540120, "updatedAt": 1718102255049,
         "link": {"type": "github", "org": "lattice-labs", "repo": "status", "productionBranch": "main"}, "targets": {"production": {"alias": ["status.lattice.dev"]}}},
    ], "pagination": {"count": 4, "next": None, "prev": None}}
    jo = {"uid": "Ux8Pq2Wm4Nr7Kb1Tz5Hc", "username": "jo-lindqvist", "email": "jo@lattice.dev", "githubLogin": "jolindqvist"}
    dev = {"uid": "Ub3Ks9Vq1Lx6Pd0Ry2Wn", "username": "amir-haddad", "email": "amir@lattice.dev", "githubLogin": "amirhaddad"}
    me = {"uid": "Ut7Gm0Xc5Jp2Ns8Qv4Lb", "username": "lattice-mcp", "email": "ops@lattice.dev", "githubLogin": None}

    def dep(uid: str, url: str, created: int, state_: str, target: str | None, creator: dict[str, Any], sha: str, msg: str, ref: str, ready: int | None, source: str = "git") -> dict[str, Any]:
        return {"uid": uid, "name": "lattice-docs", "url": url, "created": created, "createdAt": created, "buildingAt": created + 1200, "ready": ready, "state": state_, "readyState": state_,
                "type": "LAMBDAS", "source": source, "target": target, "creator": creator, "inspectorUrl": f"https://vercel.com/lattice-labs/lattice-docs/{uid[4:]}",
                "meta": {"githubCommitSha": sha, "githubCommitMessage": msg, "githubCommitRef": ref, "githubCommitAuthorName": creator["username"] if creator is not me else "jo-lindqvist",
                         "githubOrg": "lattice-labs", "githubRepo": "docs", "githubDeployment": "1"},
                "aliasAssigned": ready if target == "production" and state_ == "READY" else None, "isRollbackCandidate": target == "production" and state_ == "READY", "projectId": pid}

    prod = dep("dpl_6fJk2QvW9pXr3LmT8sN4aYbE1cHd", "lattice-docs-7qhw3k1zt-lattice-labs.vercel.app", 1722948057113, "READY", "production", jo, "c41e9a07d2b35f8e6a1c0d9b7f2e4a3c5d8b1e06",
               "docs: add rate limits page (#318)", "main", 1722948120774)
    older = [
        dep("dpl_3Hm8Tq1ZxV6bN0rK5wP2sLcY9dFa", "lattice-docs-git-feat-search-lattice-labs.vercel.app", 1722935301447, "READY", None, dev, "9b2f7e41c0d8a36e5f1b4c9d0a7e2f3b8c6d5a14",
            "feat(search): wire Algolia DocSearch (#321)", "feat/search", 1722935377902),
        dep("dpl_9Ac4Wn7Ls2Qk5Xv0Tb8Rm3Jh1YpD", "lattice-docs-l2m8xq0vd-lattice-labs.vercel.app", 1722869420085, "READY", "production", jo, "5e0a3c8f71d2b94e6c3a0f8d1b7e5c2a9f4d6b30",
            "docs: webhook retries (#316)", "main", 1722869489214),
        dep("dpl_1Kq5Ez8Mv3Tn6Rw0Yp4Ha7Xb2LcSg", "lattice-docs-git-fix-sidebar-lattice-labs.vercel.app", 1722851733940, "ERROR", None, dev, "e7d3b0a94f1c28e5d6b9a0c3f7e1d4b2a8c5f069",
            "fix: sidebar collapse on mobile", "fix/sidebar", None),
        dep("dpl_7Pb2Nd9Ks4Wv1Lx6Qt3Ry8Mc0JhZe", "lattice-docs-5tbx9w2ne-lattice-labs.vercel.app", 1722594120553, "READY", "production", jo, "1c8f6e2a0b9d47e3f5c1a8d0e6b2f9c4a7d3e518",
            "docs: SDK v3 migration guide (#309)", "main", 1722594188901),
    ]
    envs = {"envs": [
        {"type": "encrypted", "value": "", "target": ["production", "preview"], "configurationId": None, "id": "q8Xn2Lk5Vb0Tp3Rm", "key": "ALGOLIA_ADMIN_KEY",
         "createdAt": 1722934980410, "updatedAt": 1722934980410, "createdBy": dev["uid"], "updatedBy": None, "gitBranch": None},
        {"type": "plain", "value": "K7QZ3VN2WD", "target": ["production", "preview", "development"], "configurationId": None, "id": "d4Hs9Wq1Nc6Kz2Lp", "key": "NEXT_PUBLIC_ALGOLIA_APP_ID",
         "createdAt": 1722934911752, "updatedAt": 1722934911752, "createdBy": dev["uid"], "updatedBy": None, "gitBranch": None},
        {"type": "plain", "value": "lattice_docs", "target": ["production", "preview", "development"], "configurationId": None, "id": "m1Rb7Tx4Jv9Yq0Wc", "key": "NEXT_PUBLIC_ALGOLIA_INDEX",
         "createdAt": 1722934933108, "updatedAt": 1722934933108, "createdBy": dev["uid"], "updatedBy": None, "gitBranch": None},
        {"type": "encrypted", "value": "", "target": ["production"], "configurationId": None, "id": "z6Pk3Dn8Lw2Vs5Qh", "key": "SENTRY_AUTH_TOKEN",
         "createdAt": 1698152206634, "updatedAt": 1715684432980, "createdBy": jo["uid"], "updatedBy": jo["uid"], "gitBranch": None},
        {"type": "plain", "value": "https://docs.lattice.dev", "target": ["production"], "configurationId": None, "id": "b2Jt8Gm5Xq1Rn7Ky", "key": "NEXT_PUBLIC_SITE_URL",
         "createdAt": 1689770480211, "updatedAt": 1689770480211, "createdBy": jo["uid"], "updatedBy": None, "gitBranch": None},
    ]}
    created_env = {"created": {"type": "plain", "value": "3f9c1e7a2b8d40e6c5a1f9b7d3e2c0a4", "target": ["production", "preview"], "configurationId": None, "id": "w5Nc0Hy3Tz8Lb1Qs",
                               "key": "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", "createdAt": 1723025163228, "updatedAt": 1723025163228, "createdBy": me["uid"], "updatedBy": None, "gitBranch": None,
                               "decrypted": True}, "failed": []}
    new_id, new_url = "dpl_4Rv9Lm2Xk7Wq1Tn5Hb8Pc3Zs0JyGf", "lattice-docs-k3m9x2pqa-lattice-labs.vercel.app"
    queued = {"id": new_id, "name": "lattice-docs", "url": new_url, "createdAt": 1723025201906, "buildingAt": None, "ready": None, "readyState": "QUEUED", "status": "QUEUED",
              "type": "LAMBDAS", "target": "production", "source": "redeploy", "creator": me, "projectId": pid, "ownerId": team, "alias": [], "aliasAssigned": None,
              "meta": {"githubCommitSha": "c41e9a07d2b35f8e6a1c0d9b7f2e4a3c5d8b1e06", "githubCommitMessage": "docs: add rate limits page (#318)", "githubCommitRef": "main",
                       "githubCommitAuthorName": "jo-lindqvist", "githubOrg": "lattice-labs", "githubRepo": "docs", "action": "redeploy", "originalDeploymentId": "dpl_6fJk2QvW9pXr3LmT8sN4aYbE1cHd"},
              "regions": ["fra1"], "inspectorUrl": f"https://vercel.com/lattice-labs/lattice-docs/{new_id[4:]}", "gitSource": {"type": "github", "ref": "main", "sha": "c41e9a07d2b35f8e6a1c0d9b7f2e4a3c5d8b1e06", "repoId": 642118305}}
    log_lines = [
        (1723025203114, "Running build in Washington, D.C., USA (East) – iad1"), (1723025203120, "Retrieving list of deployment files..."),
        (1723025203512, "Previous build caches not available"), (1723025204037, "Downloading 412 deployment files..."),
        (1723025206221, "Running \"vercel build\""), (1723025206802, "Vercel CLI 35.2.3"), (1723025207377, "Detected `pnpm-lock.yaml` version 9 generated by pnpm@9.x"),
        (1723025207381, "Installing dependencies..."), (1723025219640, "Packages: +612"), (1723025221905, "Done in 14.5s"),
        (1723025222410, "Detected Next.js version: 14.2.5"), (1723025222415, "Running \"pnpm run build\""), (1723025224018, "  ▲ Next.js 14.2.5"),
        (1723025224020, "  - Environments: .env.production"), (1723025224703, "   Creating an optimized production build ..."), (1723025251986, " ✓ Compiled successfully"),
        (1723025256407, " ✓ Generating static pages (148/148)"), (1723025258812, "Route (app)                              Size     First Load JS"),
        (1723025258813, "┌ ○ /                                    6.1 kB          98.4 kB"), (1723025258813, "├ ● /docs/[...slug]                       11.8 kB         132 kB"),
        (1723025258814, "└ ○ /search                              4.3 kB          109 kB"), (1723025261540, "Build Completed in /vercel/output [58s]"),
        (1723025262988, "Deploying outputs..."), (1723025270311, "Deployment completed"),
    ]
    events = [{"type": "stdout", "created": t, "payload": {"deploymentId": new_id, "text": txt, "id": f"{t}-{i:03d}", "date": t, "serial": f"{t}{i:06d}"}} for i, (t, txt) in enumerate(log_lines)]
    ready = dict(queued, buildingAt=1723025203114, ready=1723025270311, readyState="READY", status="READY", aliasAssigned=1723025271902,
                 alias=["docs.lattice.dev", "lattice-docs.vercel.app", "lattice-docs-lattice-labs.vercel.app", "lattice-docs-git-main-lattice-labs.vercel.app"])
    new_dep = dep(new_id, new_url, 1723025201906, "READY", "production", me, "c41e9a07d2b35f8e6a1c0d9b7f2e4a3c5d8b1e06", "docs: add rate limits page (#318)", "main", 1723025270311, source="redeploy")
    new_dep["buildingAt"] = 1723025203114
    preview = dep("dpl_2Yc6Qw0Vn9Lt4Xp7Kd1Rb5Ms8HzJa", "lattice-docs-git-feat-search-ui-lattice-labs.vercel.app", 1723025488264, "BUILDING", None, dev, "a3e8c1f05b9d27e4c6a0f3b8d1e7c2a5f9b4d061",
                  "feat(search): keyboard shortcut and result highlighting", "feat/search-ui", None)
    turns = [
        (call("list_projects", limit=20), pj(projects)),
        (call("list_deployments", projectId=pid, limit=5), pj({"deployments": [prod] + older[:4], "pagination": {"count": 5, "next": 1722594120552, "prev": 1722948057114}})),
        (call("list_env_vars", projectId=pid), pj(envs)),
        (call("create_env_var", projectId=pid, key="NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", value="3f9c1e7a2b8d40e6c5a1f9b7d3e2c0a4", target=["production", "preview"], type="plain"), pj(created_env)),
        (call("create_deployment", name="lattice-docs", deploymentId="dpl_6fJk2QvW9pXr3LmT8sN4aYbE1cHd", target="production"), pj(queued)),
        (call("get_deployment_events", idOrUrl=new_id, limit=100), pj(events)),
        (call("get_deployment", idOrUrl=new_id), pj(ready)),
        (call("list_deployments", projectId=pid, limit=5), pj({"deployments": [preview, new_dep, prod] + older[:2], "pagination": {"count": 5, "next": 1722869420084, "prev": 1723025488265}})),
    ]
    rs.add(task="mcp", tid="h33-mcp-19", system=system, turns=turns, state=state)


# Prometheus, bad
def t20_prometheus(rs: RowSet) -> None:
    tools = [
        tool("list_targets", "List scrape targets and their health.", {"state": S, "scrape_pool": S}, []),
        tool("query", "Instant PromQL query.", {"query": S, "time": S}, ["query"]),
        tool("query_range", "Range PromQL query.", {"query": S, "start": S, "end": S, "step": S}, ["query", "start", "end", "step"]),
        tool("list_alerts", "Active alerts.", {}, []),
        tool("get_rules", "Alerting and recording rules.", {"type": S}, []),
    ]
    system = mcp_system("prometheus", "Prometheus 2.51.2 in cluster prod-eu-1 (http://prometheus-operated.monitoring.svc:9090)", tools)
    state = ("Prometheus 2.51.2 scraping cluster prod-eu-1. 2024-02-21, around 10:15 UTC. No deploys or pod restarts are in progress in namespace payments. "
             "Task: find which payments-api pod produces the 5xx burst and whether it restarted.")
    pods = [("payments-api-7c9d8f6b5-x2kqp", "10.42.3.17", "ip-10-42-3-0.eu-west-1.compute.internal", 1708421553.27, "3f1c7a0e-92b4-4d5e-8a61-c0f2d9b3e7a4"),
            ("payments-api-7c9d8f6b5-m4tzn", "10.42.5.29", "ip-10-42-5-0.eu-west-1.compute.internal", 1708421561.84, "b8e2d4f6-1a3c-4e7b-9d05-6f2a8c1e3b90"),
            ("payments-api-7c9d8f6b5-r8vwl", "10.42.1.44", "ip-10-42-1-0.eu-west-1.compute.internal", 1708421577.12, "5d0a9c3e-7f41-4b28-a6e3-2c9b1d8f0e57")]
    now = 1708510500

    def target(p: tuple[str, str, str, float, str], last: str, dur: float) -> dict[str, Any]:
        pod, ip, node, _st, _uid = p
        return {"discoveredLabels": {"__address__": f"{ip}:8080", "__meta_kubernetes_namespace": "payments", "__meta_kubernetes_pod_name": pod,
                                     "__meta_kubernetes_pod_node_name": node, "__meta_kubernetes_pod_ready": "true", "__meta_kubernetes_service_name": "payments-api",
                                     "__meta_kubernetes_endpoint_port_name": "http-metrics", "__metrics_path__": "/metrics", "__scheme__": "http", "job": "serviceMonitor/payments/payments-api/0"},
                "labels": {"container": "payments-api", "endpoint": "http-metrics", "instance": f"{ip}:8080", "job": "payments-api", "namespace": "payments", "pod": pod, "service": "payments-api"},
                "scrapePool": "serviceMonitor/payments/payments-api/0", "scrapeUrl": f"http://{ip}:8080/metrics", "globalUrl": f"http://{ip}:8080/metrics", "lastError": "",
                "lastScrape": last, "lastScrapeDuration": dur, "health": "up", "scrapeInterval": "30s", "scrapeTimeout": "10s"}

    targets = {"status": "success", "data": {"activeTargets": [target(pods[0], "2024-02-21T10:14:52.318204117Z", 0.012377441), target(pods[1], "2024-02-21T10:14:47.902651830Z", 0.009814227),
                                                                target(pods[2], "2024-02-21T10:14:58.044173559Z", 0.010562093)], "droppedTargets": []}}

    def vec(metric_rows: list[tuple[dict[str, str], str]], ts: float) -> dict[str, Any]:
        return {"status": "success", "data": {"resultType": "vector", "result": [{"metric": dict(sorted(m.items())), "value": [ts, v]} for m, v in metric_rows]}}

    err1 = vec([({"pod": pods[0][0]}, "4.213333333333333"), ({"pod": pods[1][0]}, "0.06666666666666667"), ({"pod": pods[2][0]}, "0.044444444444444446")], now + 0.412)
    base = {"container": "payments-api", "endpoint": "http-metrics", "job": "payments-api", "namespace": "payments", "service": "payments-api"}
    start = vec([({"__name__": "process_start_time_seconds"} | base | {"instance": f"{p[1]}:8080", "pod": p[0]}, f"{p[3]:.2f}") for p in pods], now + 21.907)
    steps = [now - 1800 + 300 * i for i in range(7)]
    p99 = {pods[0][0]: ["0.241", "0.238", "0.612", "1.874", "2.431", "2.517", "2.388"], pods[1][0]: ["0.229", "0.233", "0.236", "0.251", "0.247", "0.240", "0.244"],
           pods[2][0]: ["0.236", "0.231", "0.239", "0.242", "0.255", "0.249", "0.238"]}
    rng = {"status": "success", "data": {"resultType": "matrix", "result": [{"metric": {"pod": p[0]}, "values": [[t, v] for t, v in zip(steps, p99[p[0]])]} for p in pods]}}
    alerts = {"status": "success", "data": {"alerts": [
        {"labels": {"alertname": "PaymentsApiHigh5xxRate", "namespace": "payments", "pod": pods[0][0], "service": "payments-api", "severity": "critical", "team": "payments"},
         "annotations": {"summary": "payments-api pod returns more than 1 5xx/s", "description": f"Pod {pods[0][0]} served 4.21 5xx responses per second over the last 5 minutes.",
                         "runbook_url": "https://runbooks.corvid-ops.net/payments/high-5xx"},
         "state": "firing", "activeAt": "2024-02-21T10:02:30.184467021Z", "value": "4.213333333333333e+00"},
        {"labels": {"alertname": "PaymentsApiHighLatencyP99", "namespace": "payments", "pod": pods[0][0], "service": "payments-api", "severity": "warning", "team": "payments"},
         "annotations": {"summary": "payments-api p99 latency above 1s", "description": f"p99 latency on {pods[0][0]} is 2.39s.", "runbook_url": "https://runbooks.corvid-ops.net/payments/latency"},
         "state": "firing", "activeAt": "2024-02-21T10:01:00.184467021Z", "value": "2.388e+00"},
        {"labels": {"alertname": "Watchdog", "severity": "none"}, "annotations": {"summary": "An alert that should always be firing to certify that Alertmanager is working properly."},
         "state": "firing", "activeAt": "2024-02-07T08:12:30.184467021Z", "value": "1e+00"},
    ]}}
    ksm = {"container": "payments-api", "instance": "10.42.0.12:8080", "job": "kube-state-metrics", "namespace": "payments"}
    restarts = vec([({"__name__": "kube_pod_container_status_restarts_total"} | ksm | {"pod": p[0], "uid": p[4]}, "0") for p in pods], now + 68.530)
    err2 = vec([({"pod": "payments-api-7c9d8f6b5-x2kpq"}, "5.0222222222222221"), ({"pod": pods[1][0]}, "0.07777777777777778"), ({"pod": pods[2][0]}, "0.05555555555555555")], now + 95.226)
    q5 = "sum by (pod) (rate(http_requests_total{job=\"payments-api\",code=~\"5..\"}[5m]))"
    turns = [
        (call("list_targets", state="active", scrape_pool="serviceMonitor/payments/payments-api/0"), pj(targets)),
        (call("query", query=q5), pj(err1)),
        (call("query", query="process_start_time_seconds{job=\"payments-api\"}"), pj(start)),
        (call("query_range", query="histogram_quantile(0.99, sum by (le, pod) (rate(http_request_duration_seconds_bucket{job=\"payments-api\"}[5m])))",
              start="2024-02-21T09:45:00Z", end="2024-02-21T10:15:00Z", step="5m"), pj(rng)),
        (call("list_alerts"), pj(alerts)),
        (call("query", query="kube_pod_container_status_restarts_total{namespace=\"payments\",pod=~\"payments-api.*\"}"), pj(restarts)),
        (call("query", query=q5), pj(err2)),
    ]
    rs.add(task="mcp", tid="h33-mcp-20", system=system, turns=turns, state=state, bad=True, turn=7, kind="pod name label changes with no restart or rollout")


# Box, clean
def t21_box(rs: RowSet) -> None:
    tools = [
        tool("list_folder_items", "List the items of a folder.", {"folder_id": S, "limit": INT, "sort": S, "direction": S}, ["folder_id"]),
        tool("create_folder", "Create a folder.", {"name": S, "parent_id": S}, ["name", "parent_id"]),
        tool("move_item", "Move a file or folder to another folder.", {"item_id": S, "item_type": S, "parent_id": S}, ["item_id", "item_type", "parent_id"]),
        tool("update_file", "Rename a file or change its description.", {"file_id": S, "name": S, "description": S}, ["file_id"]),
        tool("upload_file_version", "Upload a new version of a file from a local path.", {"file_id": S, "local_path": S}, ["file_id", "local_path"]),
        tool("create_shared_link", "Create or update the shared link of a file.", {"file_id": S, "access": S, "can_download": B, "unshared_at": S}, ["file_id", "access"]),
    ]
    system = mcp_system("box", "Box Platform API, enterprise Fjell Outdoor AS", tools)
    state = ("Box enterprise 'Fjell Outdoor AS', user Ingrid Solberg (id 20114587339). Folder All Files > Finance (214559087321) > Q2 Close 2024 (262118440718). 2024-07-09. "
             "Task: make an Archive subfolder, move the superseded v2 draft checklist into it, rename the v3 checklist to its final name, upload the final workbook from "
             "~/Downloads/Q2_close_checklist_final.xlsx as a new version, and create a company-only link for the auditors.")
    ingrid = {"type": "user", "id": "20114587339", "name": "Ingrid Solberg", "login": "ingrid.solberg@fjell-outdoor.no"}
    lars = {"type": "user", "id": "20114590112", "name": "Lars Haugen", "login": "lars.haugen@fjell-outdoor.no"}
    root = {"type": "folder", "id": "0", "sequence_id": None, "etag": None, "name": "All Files"}
    fin = {"type": "folder", "id": "214559087321", "sequence_id": "2", "etag": "2", "name": "Finance"}
    q2 = {"type": "folder", "id": "262118440718", "sequence_id": "0", "etag": "0", "name": "Q2 Close 2024"}

    def f(fid: str, name: str, size: int, sha1: str, ver: str, etag: str, created: str, modified: str, by: dict[str, Any], parent: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        path = parent or [root, fin, q2]
        return {"type": "file", "id": fid, "etag": etag, "sequence_id": etag, "name": name, "sha1": sha1, "file_version": {"type": "file_version", "id": ver, "sha1": sha1},
                "size": size, "created_at": created, "modified_at": modified, "content_created_at": created, "content_modified_at": modified if by is not None else created,
                "modified_by": by, "owned_by": ingrid, "parent": path[-1], "path_collection": {"total_count": len(path), "entries": path}, "item_status": "active", "shared_link": None}

    chk = ("1530917724401", "Q2_close_checklist_v3.xlsx", 48311, "a41f7c0e92d38b5e6f1c0a9d7b2e4f8c3d6a5b10", "1683120458811", "3", "2024-06-24T09:12:40-07:00", "2024-07-05T06:48:17-07:00", lars)
    draft = ("1530917730982", "Q2_close_checklist_v2_DRAFT.xlsx", 45108, "0c9e2b7f41a83d6e5c0b1f9a8d7e2c4b3a6f5d91", "1683059311420", "2", "2024-06-24T09:13:02-07:00", "2024-06-28T03:20:55-07:00", ingrid)
    rest = [
        ("1529870013327", "Fixed_asset_register_2024-06-30.csv", 118402, "7e3b0d9c2f1a48e6b5c0d3f9a1e7b2c8d4f6a053", "1681994407158", "1", "2024-07-01T01:05:33-07:00", "2024-07-01T01:05:33-07:00", lars),
        ("1531209914842", "Accruals_Q2_2024.xlsx", 61877, "d2f8a1c7e04b39d6f5a2c8e1b0d7f3a9c6e4b125", "1683305591067", "4", "2024-07-02T02:44:10-07:00", "2024-07-08T07:31:49-07:00", ingrid),
        ("1531204577130", "Bank_reconciliation_June.xlsx", 39520, "5b1e9d3a7c02f48e6d1b0a9c3f7e2d5a8b4c6f07", "1683299874420", "2", "2024-07-02T02:30:18-07:00", "2024-07-04T05:12:06-07:00", lars),
        ("1531388201556", "Intercompany_eliminations_Q2.xlsx", 27714, "e6c0a3f8d1b94e7c2a5f0d8b3e1c9a7f4d2b6e38", "1683512240930", "1", "2024-07-04T08:19:27-07:00", "2024-07-04T08:19:27-07:00", ingrid),
        ("1531402275019", "Q2_management_pack_draft.pptx", 4182339, "9a2d7e0c4f1b83e5d6a9c2f0b7e4d1a8c3f5b692", "1683530116802", "6", "2024-07-04T10:02:51-07:00", "2024-07-08T09:57:14-07:00", lars),
        ("1531410087764", "VAT_return_Q2_2024.pdf", 211598, "3c8f1a6d0e2b95c7f4a1d8e3b6c0f9a2d5e7b481", "1683541920577", "1", "2024-07-05T01:40:08-07:00", "2024-07-05T01:40:08-07:00", ingrid),
    ]

    def entries(items: list[dict[str, Any]], extra_folder: dict[str, Any] | None = None) -> dict[str, Any]:
        files = sorted(items, key=lambda x: x["name"].lower())
        out = ([extra_folder] if extra_folder else []) + files
        return {"total_count": len(out), "entries": out, "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}

    base_files = [f(*r) for r in rest]
    items1 = [f(*chk), f(*draft)] + base_files
    fin_items = {"total_count": 5, "entries": [
        {"type": "folder", "id": "231870044512", "sequence_id": "1", "etag": "1", "name": "Budget 2025", "modified_at": "2024-06-19T04:22:31-07:00", "size": 3812204},
        {"type": "folder", "id": "198304417760", "sequence_id": "3", "etag": "3", "name": "Invoices", "modified_at": "2024-07-08T23:10:02-07:00", "size": 284119907},
        {"type": "folder", "id": "241002358819", "sequence_id": "0", "etag": "0", "name": "Q1 Close 2024", "modified_at": "2024-04-16T06:55:40-07:00", "size": 9107733},
        {"type": "folder", "id": "262118440718", "sequence_id": "0", "etag": "0", "name": "Q2 Close 2024", "modified_at": "2024-07-08T09:57:14-07:00", "size": 4734869},
        {"type": "file", "id": "1498022175431", "etag": "7", "sequence_id": "7", "name": "Close calendar 2024.xlsx", "modified_at": "2024-06-20T02:14:09-07:00", "size": 22810},
    ], "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}
    archive = {"type": "folder", "id": "271005593322", "sequence_id": "0", "etag": "0", "name": "Archive", "created_at": "2024-07-09T01:14:26-07:00", "modified_at": "2024-07-09T01:14:26-07:00",
               "description": "", "size": 0, "path_collection": {"total_count": 3, "entries": [root, fin, q2]}, "created_by": ingrid, "modified_by": ingrid, "trashed_at": None, "purged_at": None,
               "content_created_at": "2024-07-09T01:14:26-07:00", "content_modified_at": "2024-07-09T01:14:26-07:00", "owned_by": ingrid, "shared_link": None, "folder_upload_email": None,
               "parent": q2, "item_status": "active", "item_collection": {"total_count": 0, "entries": [], "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]}}
    arch_ref = {"type": "folder", "id": "271005593322", "sequence_id": "0", "etag": "0", "name": "Archive"}
    moved = f(draft[0], draft[1], draft[2], draft[3], draft[4], "3", draft[6], "2024-07-09T01:14:51-07:00", ingrid, [root, fin, q2, arch_ref])
    moved["content_modified_at"] = draft[7]
    renamed = f(chk[0], "Q2 Close Checklist 2024 - FINAL.xlsx", chk[2], chk[3], chk[4], "4", chk[6], "2024-07-09T01:15:20-07:00", ingrid)
    renamed["content_modified_at"] = chk[7]
    new_sha = "f0b6d2e9a17c48e3b5d0f6a2c9e1b7d4a8c3f562"
    uploaded = f(chk[0], "Q2 Close Checklist 2024 - FINAL.xlsx", 51207, new_sha, "1683782209514", "5", chk[6], "2024-07-09T01:16:02-07:00", ingrid)
    uploaded["version_number"] = "4"
    arch_listed = {"type": "folder", "id": "271005593322", "sequence_id": "1", "etag": "1", "name": "Archive", "modified_at": "2024-07-09T01:14:51-07:00", "size": 45108}
    link = dict(uploaded, shared_link={"url": "https://fjell.app.box.com/s/k2v9q7x0m4r1t8b3w6n5c0z2j7h4d9pe", "download_url": "https://fjell.app.box.com/shared/static/k2v9q7x0m4r1t8b3w6n5c0z2j7h4d9pe.xlsx",
                                         "vanity_url": None, "vanity_name": None, "effective_access": "company", "effective_permission": "can_download", "is_password_enabled": False,
                                         "unshared_at": "2024-09-30T23:59:59-07:00", "download_count": 0, "preview_count": 0, "access": "company",
                                         "permissions": {"can_preview": True, "can_download": True, "can_edit": False}})
    turns = [
        (call("list_folder_items", folder_id="214559087321", limit=100, sort="name", direction="ASC"), pj(fin_items)),
        (call("list_folder_items", folder_id="262118440718", limit=100, sort="name", direction="ASC"), pj(entries(items1))),
        (call("create_folder", name="Archive", parent_id="262118440718"), pj(archive)),
        (call("move_item", item_id=draft[0], item_type="file", parent_id="271005593322"), pj(moved)),
        (call("update_file", file_id=chk[0], name="Q2 Close Checklist 2024 - FINAL.xlsx"), pj(renamed)),
        (call("upload_file_version", file_id=chk[0], local_path="~/Downloads/Q2_close_checklist_final.xlsx"), pj(uploaded)),
        (call("list_folder_items", folder_id="262118440718", limit=100, sort="name", direction="ASC"), pj(entries([uploaded] + base_files, arch_listed))),
        (call("create_shared_link", file_id=chk[0], access="company", can_download=True, unshared_at="2024-09-30T23:59:59-07:00"), pj(link)),
    ]
    rs.add(task="mcp", tid="h33-mcp-21", system=system, turns=turns, state=state)


# Square, bad
def t22_square(rs: RowSet) -> None:
    tools = [
        tool("list_locations", "List the seller's locations.", {}, []),
        tool("search_catalog_items", "Search catalog items by text.", {"text_filter": S, "product_types": A, "limit": INT}, []),
        tool("upsert_catalog_object", "Create or update one catalog object.", {"idempotency_key": S, "object": OBJ}, ["idempotency_key", "object"]),
        tool("batch_change_inventory", "Apply inventory adjustments or physical counts.", {"idempotency_key": S, "changes": A}, ["idempotency_key", "changes"]),
        tool("batch_retrieve_inventory_counts", "Current inventory counts.", {"catalog_object_ids": A, "location_ids": A}, []),
    ]
    system = mcp_system("square", "Square API (production), seller Lantern Coffee Bar", tools)
    state = ("Square seller 'Lantern Coffee Bar' (merchant ML4T0X2QZ8K9R), two locations. 2024-09-20. Task: add a 16 oz size to the Oat Latte, create a 'Pumpkin Loaf' bakery item "
             "(slice and whole loaf) with inventory tracking, count today's bake at Harbor St (24 slices, 3 loaves), and set up a 10% launch discount.")
    harbor, market = "L8Q3M9T2W7B1X", "LZ5K1V0R6N4PD"
    locs = {"locations": [
        {"id": harbor, "name": "Lantern Coffee Bar - Harbor St", "address": {"address_line_1": "212 Harbor St", "locality": "Portland", "administrative_district_level_1": "ME", "postal_code": "04101", "country": "US"},
         "timezone": "America/New_York", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2021-04-12T14:02:55.000Z",
         "merchant_id": "ML4T0X2QZ8K9R", "country": "US", "language_code": "en-US", "currency": "USD", "phone_number": "+1 207-555-0143", "business_name": "Lantern Coffee Bar",
         "type": "PHYSICAL", "business_hours": {"periods": [{"day_of_week": d, "start_local_time": "06:30:00", "end_local_time": "17:00:00"} for d in ("MON", "TUE", "WED", "THU", "FRI")]},
         "mcc": "5814"},
        {"id": market, "name": "Lantern - Market Hall", "address": {"address_line_1": "28 Monument Sq", "address_line_2": "Stall 7", "locality": "Portland", "administrative_district_level_1": "ME", "postal_code": "04101", "country": "US"},
         "timezone": "America/New_York", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2023-05-30T16:41:09.000Z",
         "merchant_id": "ML4T0X2QZ8K9R", "country": "US", "language_code": "en-US", "currency": "USD", "phone_number": "+1 207-555-0178", "business_name": "Lantern Coffee Bar",
         "type": "PHYSICAL", "business_hours": {"periods": [{"day_of_week": d, "start_local_time": "08:00:00", "end_local_time": "15:00:00"} for d in ("WED", "THU", "FRI", "SAT", "SUN")]},
         "mcc": "5814"},
    ]}

    def var(vid: str, item: str, name: str, cents: int, ver: int, upd: str, order: int, track: bool = False, sku: str = "") -> dict[str, Any]:
        d: dict[str, Any] = {"type": "ITEM_VARIATION", "id": vid, "updated_at": upd, "created_at": upd, "version": ver, "is_deleted": False, "present_at_all_locations": True,
                             "item_variation_data": {"item_id": item, "name": name, "ordinal": order, "pricing_type": "FIXED_PRICING",
                                                     "price_money": {"amount": cents, "currency": "USD"}, "sellable": True, "stockable": True}}
        if track:
            d["item_variation_data"] |= {"track_inventory": True, "inventory_alert_type": "LOW_QUANTITY", "inventory_alert_threshold": 4}
        if sku:
            d["item_variation_data"]["sku"] = sku
        return d

    def item(iid: str, name: str, cat: str, ver: int, upd: str, variations: list[dict[str, Any]], desc: str = "", mods: bool = True) -> dict[str, Any]:
        d: dict[str, Any] = {"type": "ITEM", "id": iid, "updated_at": upd, "created_at": "2021-04-12T15:10:22.418Z", "version": ver, "is_deleted": False, "present_at_all_locations": True,
                             "item_data": {"name": name, "description": desc, "is_taxable": True, "visibility": "PRIVATE", "categories": [{"id": cat, "ordinal": 0}],
                                           "variations": variations, "product_type": "REGULAR", "skip_modifier_screen": False, "ecom_visibility": "UNINDEXED",
                                           "reporting_category": {"id": cat, "ordinal": 0}, "is_archived": False}}
        if mods:
            d["item_data"]["modifier_list_info"] = [{"modifier_list_id": "QW7R3YX2N5ZBT4KJ0MVD8CPA", "min_selected_modifiers": -1, "max_selected_modifiers": -1, "enabled": True}]
        return d

    coffee, bakery = "6CFRH2Q7ZL5XK3TNWVYB0M4J", "P2DK9VT4XW1NB7QJ5LZ0RYC8"
    latte = item("GZ4N7BJ2XQ8WK1TRV5MYC3LD", "Latte", coffee, 1694101127311, "2023-09-07T15:38:47.311Z",
                 [var("T5KQ2MZ8XW3RN7BV1CJY4HDL", "GZ4N7BJ2XQ8WK1TRV5MYC3LD", "12 oz", 475, 1694101127311, "2023-09-07T15:38:47.311Z", 0),
                  var("W1RZ6VN3QK9TB5XM2LDJ7CYH", "GZ4N7BJ2XQ8WK1TRV5MYC3LD", "16 oz", 525, 1694101127311, "2023-09-07T15:38:47.311Z", 1)], "Double shot, steamed whole milk.")
    oat_id = "V3XK9QW2TB7ZR4NM1YJC5HDL"
    oat = item(oat_id, "Oat Latte", coffee, 1705943418206, "2024-01-22T17:10:18.206Z",
               [var("N6BT1QZ4XK8WR2MV5LJC9YDH", oat_id, "12 oz", 525, 1705943418206, "2024-01-22T17:10:18.206Z", 0)], "Double shot, Oatly Barista.")
    iced = item("J8QM3XZ5VT1KW7RB2NYC4LDH", "Iced Latte", coffee, 1715289904573, "2024-05-09T21:25:04.573Z",
                [var("R2WX7KT4QZ9NB1MV6JLC3YDH", "J8QM3XZ5VT1KW7RB2NYC4LDH", "16 oz", 550, 1715289904573, "2024-05-09T21:25:04.573Z", 0),
                 var("B9TQ4XW1KZ7RN3MV2LJC6YDH", "J8QM3XZ5VT1KW7RB2NYC4LDH", "20 oz", 625, 1715289904573, "2024-05-09T21:25:04.573Z", 1)], "Double shot over ice, whole milk.")
    chai = item("K4ZR8NQ1XT6WB3MV9JLC2YDH", "Chai Latte", coffee, 1699466015220, "2023-11-08T18:33:35.220Z",
                [var("Q7XN2WK5TZ1RB8MV4LJC3YDH", "K4ZR8NQ1XT6WB3MV9JLC2YDH", "12 oz", 495, 1699466015220, "2023-11-08T18:33:35.220Z", 0)], "Rishi masala chai concentrate, steamed milk.")
    search1 = {"items": [chai, iced, latte, oat], "matched_variation_ids": [], "cursor": None}
    new_var = var("7UGVKQ3WXJ2ZBF5N4HYTQ6RA", oat_id, "16 oz", 575, 1726843512974, "2024-09-20T14:45:12.974Z", 1)
    loaf_id = "HX3B7QZ9TN1KW5RV2MYC8LDJ"
    slice_id, whole_id = "C5TR9XW2KQ7ZB1NM4VJL3YDH", "M2QX8TZ5WK1RB9NV3LJC7YDH"
    loaf = item(loaf_id, "Pumpkin Loaf", bakery, 1726843596431, "2024-09-20T14:46:36.431Z",
                [var(slice_id, loaf_id, "Slice", 425, 1726843596431, "2024-09-20T14:46:36.431Z", 0, track=True, sku="BK-PUMP-SL"),
                 var(whole_id, loaf_id, "Whole loaf", 2400, 1726843596431, "2024-09-20T14:46:36.431Z", 1, track=True, sku="BK-PUMP-LF")],
                "Spiced pumpkin loaf with brown-butter glaze. Baked in house.", mods=False)
    loaf["created_at"] = "2024-09-20T14:46:36.431Z"
    for v in loaf["item_data"]["variations"]:
        v["created_at"] = "2024-09-20T14:46:36.431Z"
    changes_req = [{"type": "PHYSICAL_COUNT", "physical_count": {"catalog_object_id": slice_id, "state": "IN_STOCK", "location_id": harbor, "quantity": "24", "occurred_at": "2024-09-20T14:48:00Z"}},
                   {"type": "PHYSICAL_COUNT", "physical_count": {"catalog_object_id": whole_id, "state": "IN_STOCK", "location_id": harbor, "quantity": "3", "occurred_at": "2024-09-20T14:48:00Z"}}]
    counts = {"counts": [
        {"catalog_object_id": slice_id, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": harbor, "quantity": "24", "calculated_at": "2024-09-20T14:48:09.882Z"},
        {"catalog_object_id": whole_id, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": harbor, "quantity": "3", "calculated_at": "2024-09-20T14:48:09.882Z"}]}
    disc = {"type": "DISCOUNT", "id": "#pumpkin-launch", "present_at_all_locations": True,
            "discount_data": {"name": "Pumpkin launch 10%", "discount_type": "FIXED_PERCENTAGE", "percentage": "10.0", "pin_required": False, "label_color": "e5a03c", "modify_tax_basis": "MODIFY_TAX_BASIS"}}
    disc_out = dict(disc, id="Z9WQ4TX1KR7NB3MV5LJC2YDH", updated_at="2024-09-20T14:49:27.105Z", created_at="2024-09-20T14:49:27.105Z", version=1726843767105, is_deleted=False)
    turns = [
        (call("list_locations"), pj(locs)),
        (call("search_catalog_items", text_filter="latte", product_types=["REGULAR"], limit=25), pj(search1)),
        (call("upsert_catalog_object", idempotency_key="b3f0c8a2-5e71-4d9a-9c36-0f2e7a1d4b58",
              object={"type": "ITEM_VARIATION", "id": "#oat16", "item_variation_data": {"item_id": oat_id, "name": "16 oz", "pricing_type": "FIXED_PRICING", "price_money": {"amount": 575, "currency": "USD"}}}),
         pj({"catalog_object": new_var, "id_mappings": [{"client_object_id": "#oat16", "object_id": "7UGVKQ3WXJ2ZBF5N4HYTQ6RA"}]})),
        (call("upsert_catalog_object", idempotency_key="e7a19d40-2c6b-4f83-a5d0-91b3c8e2f746",
              object={"type": "ITEM", "id": "#pumpkin-loaf", "item_data": {"name": "Pumpkin Loaf", "description": "Spiced pumpkin loaf with brown-butter glaze. Baked in house.",
                                                                          "categories": [{"id": bakery}], "variations": [
                  {"type": "ITEM_VARIATION", "id": "#pl-slice", "item_variation_data": {"name": "Slice", "sku": "BK-PUMP-SL", "pricing_type": "FIXED_PRICING", "price_money": {"amount": 425, "currency": "USD"}, "track_inventory": True}},
                  {"type": "ITEM_VARIATION", "id": "#pl-loaf", "item_variation_data": {"name": "Whole loaf", "sku": "BK-PUMP-LF", "pricing_type": "FIXED_PRICING", "price_money": {"amount": 2400, "currency": "USD"}, "track_inventory": True}}]}}),
         pj({"catalog_object": loaf, "id_mappings": [{"client_object_id": "#pumpkin-loaf", "object_id": loaf_id}, {"client_object_id": "#pl-slice", "object_id": slice_id},
                                                     {"client_object_id": "#pl-loaf", "object_id": whole_id}]})),
        (call("search_catalog_items", text_filter="latte", product_types=["REGULAR"], limit=25), pj(search1)),
        (call("batch_change_inventory", idempotency_key="4d8e2f61-a07c-4b95-8e3d-c6f1a2b90e57", changes=changes_req),
         pj({"counts": counts["counts"], "changes": [dict(c, physical_count=dict(c["physical_count"], id=i, created_at="2024-09-20T14:48:09.882Z",
                                                                                      source={"product": "EXTERNAL_API", "application_id": "sq0idp-Lk3vN9xQ2mT7bW1rZ5cY8a", "name": "Lantern MCP"}))
                                                    for c, i in zip(changes_req, ("4XQK7TZ2NW9RB1MV5LJC3YDH", "8TZN1QW5XK3RB7MV2LJC9YDH"))]})),
        (call("batch_retrieve_inventory_counts", catalog_object_ids=[slice_id, whole_id], location_ids=[harbor]), pj(counts)),
        (call("upsert_catalog_object", idempotency_key="91c5e3b7-d2f0-4a68-b4e1-07a9c6d3f285", object=disc),
         pj({"catalog_object": disc_out, "id_mappings": [{"client_object_id": "#pumpkin-launch", "object_id": "Z9WQ4TX1KR7NB3MV5LJC2YDH"}]})),
    ]
    rs.add(task="mcp", tid="h33-mcp-22", system=system, turns=turns, state=state, bad=True, turn=5, kind="variation created two calls earlier missing from its item")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01_gitlab, t02_asana, t03_pagerduty, t04_mysql, t05_elasticsearch, t06_s3, t07_gmail, t08_freshdesk, t09_datadog, t10_grafana, t11_sqlite,
               t12_xero, t13_woocommerce, t14_confluence, t15_digitalocean, t16_mailchimp, t17_puppeteer, t18_clickup, t19_vercel, t20_prometheus, t21_box, t22_square):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
