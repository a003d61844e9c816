# ruff: noqa: E501
"""Held-out set 11, mcp domain: 22 trajectories of MCP tool calls (11 with exactly one contradiction).

Deterministic: no randomness, no clock, no network. Writes ``mcp_test.jsonl`` and ``labels.json`` next to
this file.
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = list[tuple[str, str]]


def md_table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def pyrepr(rows: list[dict[str, Any]]) -> str:
    """Rows as Python's repr of a list of dicts (what several SQL MCP servers return)."""
    return repr(rows)


def kv(pairs: list[tuple[str, Any]]) -> str:
    return "\n".join(f"{k}: {v}" for k, v in pairs)


# ---------------------------------------------------------------------------------------------------------
# 01 GitHub
# ---------------------------------------------------------------------------------------------------------

GH_TOOLS = [
    tool("list_issues", "List issues in a GitHub repository with filtering options", {"owner": S, "repo": S, "state": S, "labels": A, "milestone": S, "sort": S, "direction": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
    tool("get_issue", "Get details of a specific issue in a GitHub repository", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
    tool("search_issues", "Search for issues and pull requests across GitHub repositories", {"q": S, "sort": S, "order": S, "per_page": INT}, ["q"]),
    tool("update_issue", "Update an existing issue in a GitHub repository", {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": S, "state_reason": S, "labels": A, "assignees": A, "milestone": INT}, ["owner", "repo", "issue_number"]),
    tool("add_issue_comment", "Add a comment to an existing issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
]

GH_BASE = "https://github.com/tessellate-labs/quarry/issues/"


def gh_issue(n: int, title: str, user: str, labels: list[str], assignees: list[str], comments: int, created: str,
             updated: str, milestone: dict[str, Any] | None = None, state: str = "open", body: str | None = None,
             **extra: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"number": n, "title": title, "state": state, "user": {"login": user},
                         "labels": [{"name": x} for x in labels], "assignees": [{"login": x} for x in assignees],
                         "milestone": milestone, "comments": comments, "created_at": created, "updated_at": updated,
                         "html_url": GH_BASE + str(n)}
    if body is not None:
        d["body"] = body
    d.update(extra)
    return d


M14 = {"number": 14, "title": "v0.9.2", "state": "open", "due_on": "2025-03-28T07:00:00Z"}


def traj_01() -> dict[str, Any]:
    # Clean: GitHub issue triage in tessellate-labs/quarry (relabel, assign, comment, close a duplicate, re-list with pagination shift and a milestone view).
    o, r = "tessellate-labs", "quarry"
    i412 = ("ParquetSource drops the final row group when the footer has padding bytes", "dvirn")
    i409 = gh_issue(409, "Schema inference widens int32 to float64 when the first batch has nulls", "akemi-s", ["bug", "schema"], ["rhea-o"], 5, "2025-03-07T10:41:09Z", "2025-03-09T16:20:44Z", M14)
    i398 = gh_issue(398, "Delimiter detection fails on European CSV exports (';' with ',' decimals)", "tvdberg", ["bug", "io/csv"], ["mkowalczyk"], 6, "2025-02-27T09:12:50Z", "2025-03-06T11:47:03Z", M14)
    i391 = gh_issue(391, "to_arrow() leaks file handles on Windows when iteration is interrupted", "pcsanchez", ["bug", "platform/windows"], [], 2, "2025-02-21T17:33:18Z", "2025-02-24T08:15:27Z")
    i405_t = "CSV sniffer picks ',' for semicolon-delimited files with quoted decimals"
    body412 = ("Reading `events-2025-03.parquet` (written by DuckDB 1.2 with `ROW_GROUP_SIZE 100000`) through "
               "`quarry.open(path).rows()` yields 1,200,000 rows, while `pyarrow.parquet.read_metadata` reports "
               "1,248,311. The last row group (48,311 rows) is silently skipped.\n\nBisected: works on 0.8.7, "
               "broken since 0.9.0.\n\n```\nquarry 0.9.1, pyarrow 19.0.1, Python 3.12.2, macOS 14.6\n```")
    turns: T = [
        (call("list_issues", owner=o, repo=r, state="open", labels=["bug"], sort="created", direction="desc", per_page=5),
         mcp_text([
             gh_issue(412, *i412, ["bug", "needs-triage"], [], 3, "2025-03-09T21:14:37Z", "2025-03-10T08:02:11Z"),
             i409,
             gh_issue(405, i405_t, "blumen", ["bug", "io/csv"], [], 1, "2025-03-05T13:55:02Z", "2025-03-05T14:30:48Z"),
             i398, i391])),
        (call("get_issue", owner=o, repo=r, issue_number=412),
         mcp_text(gh_issue(412, *i412, ["bug", "needs-triage"], [], 3, "2025-03-09T21:14:37Z", "2025-03-10T08:02:11Z",
                           body=body412, reactions={"+1": 4, "eyes": 1, "total_count": 5}, locked=False,
                           author_association="NONE"))),
        (call("search_issues", q='repo:tessellate-labs/quarry "row group" in:title'),
         mcp_text({"total_count": 2, "incomplete_results": False, "items": [
             gh_issue(412, *i412, ["bug", "needs-triage"], [], 3, "2025-03-09T21:14:37Z", "2025-03-10T08:02:11Z"),
             gh_issue(377, "Row group index off-by-one in ParquetSource.seek()", "hollis-q", ["bug", "io/parquet"], ["mkowalczyk"], 4,
                      "2025-02-03T15:20:12Z", "2025-02-11T10:05:39Z", state="closed", closed_at="2025-02-11T10:05:39Z",
                      state_reason="completed")]})),
        (call("update_issue", owner=o, repo=r, issue_number=412, labels=["bug", "io/parquet", "regression"], assignees=["mkowalczyk"], milestone=14),
         mcp_text(gh_issue(412, *i412, ["bug", "io/parquet", "regression"], ["mkowalczyk"], 3, "2025-03-09T21:14:37Z",
                           "2025-03-10T09:26:40Z", {**M14, "open_issues": 7, "closed_issues": 11}))),
        (call("add_issue_comment", owner=o, repo=r, issue_number=412,
              body="Confirmed on main (a3f9e21). Looks like a regression from the #377 fix: `seek()` now computes the last group's end from `num_rows` before the footer padding is stripped. Targeting v0.9.2."),
         mcp_text({"id": 2710448819, "html_url": GH_BASE + "412#issuecomment-2710448819", "user": {"login": "mkowalczyk"},
                   "created_at": "2025-03-10T09:27:15Z", "updated_at": "2025-03-10T09:27:15Z", "author_association": "MEMBER",
                   "body": "Confirmed on main (a3f9e21). Looks like a regression from the #377 fix: `seek()` now computes the last group's end from `num_rows` before the footer padding is stripped. Targeting v0.9.2."})),
        (call("get_issue", owner=o, repo=r, issue_number=405),
         mcp_text(gh_issue(405, i405_t, "blumen", ["bug", "io/csv"], [], 1, "2025-03-05T13:55:02Z", "2025-03-05T14:30:48Z",
                           body="A file exported from SAP with `;` separators and values like `\"12,50\"` is read as a single column. `quarry.sniff()` returns `delimiter=','`. Might be related to #398 but that one is about unquoted decimals.",
                           reactions={"+1": 1, "total_count": 1}, locked=False, author_association="CONTRIBUTOR"))),
        (call("add_issue_comment", owner=o, repo=r, issue_number=405,
              body="Thanks for the report. This is the same root cause as #398 (the sniffer scores ',' higher when decimals are quoted). Closing as a duplicate; please follow #398."),
         mcp_text({"id": 2710453302, "html_url": GH_BASE + "405#issuecomment-2710453302", "user": {"login": "mkowalczyk"},
                   "created_at": "2025-03-10T09:29:02Z", "updated_at": "2025-03-10T09:29:02Z", "author_association": "MEMBER",
                   "body": "Thanks for the report. This is the same root cause as #398 (the sniffer scores ',' higher when decimals are quoted). Closing as a duplicate; please follow #398."})),
        (call("update_issue", owner=o, repo=r, issue_number=405, state="closed", state_reason="not_planned", labels=["bug", "io/csv", "duplicate"]),
         mcp_text(gh_issue(405, i405_t, "blumen", ["bug", "io/csv", "duplicate"], [], 2, "2025-03-05T13:55:02Z",
                           "2025-03-10T09:29:20Z", state="closed", closed_at="2025-03-10T09:29:20Z", state_reason="not_planned",
                           closed_by={"login": "mkowalczyk"}))),
        (call("list_issues", owner=o, repo=r, state="open", labels=["bug"], sort="created", direction="desc", per_page=5),
         mcp_text([
             gh_issue(412, *i412, ["bug", "io/parquet", "regression"], ["mkowalczyk"], 4, "2025-03-09T21:14:37Z", "2025-03-10T09:27:15Z", M14),
             i409, i398, i391,
             gh_issue(388, "Progress bar shows a negative ETA for files larger than 4 GiB", "oyelaran", ["bug", "cli"], [], 0, "2025-02-19T12:08:41Z", "2025-02-19T12:08:41Z")])),
        (call("list_issues", owner=o, repo=r, state="all", milestone="14", sort="updated", direction="desc", per_page=10),
         mcp_text([
             gh_issue(412, *i412, ["bug", "io/parquet", "regression"], ["mkowalczyk"], 4, "2025-03-09T21:14:37Z", "2025-03-10T09:27:15Z", M14),
             i409,
             gh_issue(401, "Add storage_options passthrough to quarry.open() for fsspec backends", "jnakamura", ["enhancement", "io"], ["rhea-o"], 3, "2025-03-03T08:44:20Z", "2025-03-08T19:02:57Z", M14),
             gh_issue(404, "Document the chunk_size / prefetch interaction", "rhea-o", ["docs"], ["rhea-o"], 1, "2025-03-04T16:10:05Z", "2025-03-07T12:31:48Z", M14, state="closed", closed_at="2025-03-07T12:31:48Z", state_reason="completed"),
             i398,
             gh_issue(396, "Expose row-group statistics via Source.stats()", "dvirn", ["enhancement", "io/parquet"], [], 2, "2025-03-01T11:27:33Z", "2025-03-05T09:58:14Z", M14),
             gh_issue(400, "CI: pin pyarrow<20 until the dataset API change lands", "mkowalczyk", ["ci"], ["mkowalczyk"], 0, "2025-03-02T21:05:18Z", "2025-03-04T07:40:02Z", M14, state="closed", closed_at="2025-03-04T07:40:02Z", state_reason="completed"),
             gh_issue(393, "Migration guide from 0.8 to 0.9", "rhea-o", ["docs"], ["rhea-o"], 4, "2025-02-24T10:02:47Z", "2025-03-03T14:16:29Z", M14),
             gh_issue(386, "JSONLines reader ignores `encoding=` for gzip inputs", "feliks-w", ["bug", "io/json"], ["akemi-s"], 2, "2025-02-18T09:30:55Z", "2025-03-01T18:47:10Z", M14),
             gh_issue(385, "Release checklist: add wheel smoke test on musllinux", "mkowalczyk", ["ci"], [], 1, "2025-02-17T13:12:40Z", "2025-02-26T08:21:36Z", M14, state="closed", closed_at="2025-02-26T08:21:36Z", state_reason="completed"),
         ])),
    ]
    return dict(system=mcp_system("github", "GitHub API through github-mcp-server, authenticated as mkowalczyk", GH_TOOLS),
                state="Repository tessellate-labs/quarry (public, default branch main). Authenticated user: mkowalczyk (maintainer). Open milestone: v0.9.2 (#14), due 2025-03-28.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 02 Sentry
# ---------------------------------------------------------------------------------------------------------

SENTRY_TOOLS = [
    tool("find_projects", "List the projects of an organization", {"organizationSlug": S}, ["organizationSlug"]),
    tool("search_issues", "Search issues in a project with Sentry search syntax", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S, "limit": INT}, ["organizationSlug", "query"]),
    tool("get_issue_details", "Get an issue's details and its latest event (stack trace, tags)", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
    tool("list_issue_events", "List recent events of an issue", {"organizationSlug": S, "issueId": S, "limit": INT}, ["organizationSlug", "issueId"]),
    tool("update_issue", "Update an issue's status or assignee", {"organizationSlug": S, "issueId": S, "status": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    tool("find_releases", "List recent releases of a project", {"organizationSlug": S, "projectSlug": S}, ["organizationSlug"]),
]


def sentry_issue_block(short: str, title: str, culprit: str, status: str, events: str, users: int, first: str, last: str,
                       assignee: str | None = None, url_id: int = 0) -> str:
    lines = [f"## {short}", "", f"**{title}**", "", f"- **Culprit**: `{culprit}`", f"- **Status**: {status}",
             f"- **Events**: {events} · **Users**: {users}", f"- **First seen**: {first}", f"- **Last seen**: {last}"]
    if assignee:
        lines.append(f"- **Assigned to**: {assignee}")
    lines.append(f"- **URL**: https://kelpie-health.sentry.io/issues/{url_id}/")
    return "\n".join(lines)


def traj_02() -> dict[str, Any]:
    # Bad: Sentry triage. Turn 7's search result shows PORTAL-API-4KQ with a "Last seen" of 14:01:19Z although turn 5 already reported it last seen at 14:03:37Z (timestamp goes backwards while the event count rises).
    org = "kelpie-health"
    te = "TypeError: unsupported operand type(s) for -: 'NoneType' and 'datetime.datetime'"
    lock = 'OperationalError: could not obtain lock on row in relation "billing_invoice"'
    turns: T = [
        (call("find_projects", organizationSlug=org),
         "# Projects in **kelpie-health**\n\n- **portal-api** (python-django), team #platform\n- **portal-web** (javascript-react), team #frontend\n- **ingest-worker** (python-celery), team #data\n- **billing-sync** (python), team #payments\n- **kiosk-app** (react-native), team #frontend"),
        (call("search_issues", organizationSlug=org, projectSlug="portal-api", query="is:unresolved", sortBy="freq", limit=5),
         "# Issues in **portal-api**\n\nQuery: `is:unresolved` · sorted by frequency · 5 of 23\n\n" + "\n\n".join([
             sentry_issue_block("PORTAL-API-4KQ", te, "appointments.views.reschedule", "unresolved", "1,284", 311, "2025-03-04T06:12:40Z", "2025-03-11T13:58:02Z", url_id=6120448731),
             sentry_issue_block("PORTAL-API-4JZ", lock, "billing.tasks.apply_credit_notes", "unresolved", "402", 0, "2025-03-02T22:41:07Z", "2025-03-11T13:40:55Z", url_id=6118022914),
             sentry_issue_block("PORTAL-API-4M1", "KeyError: 'insurer_code'", "claims.serializers.ClaimSerializer.to_internal_value", "unresolved", "97", 41, "2025-03-08T09:15:33Z", "2025-03-11T12:07:18Z", url_id=6127730155),
             sentry_issue_block("PORTAL-API-3ZT", "ValidationError: ['Enter a valid date.']", "patients.forms.IntakeForm.clean_dob", "unresolved", "88", 63, "2025-02-14T10:02:11Z", "2025-03-11T11:49:40Z", url_id=6071290348),
             sentry_issue_block("PORTAL-API-4M7", "DisallowedHost: Invalid HTTP_HOST header: 'portal-api.internal:8000'", "django.http.request.HttpRequest.get_host", "unresolved", "61", 0, "2025-03-09T03:30:26Z", "2025-03-11T13:12:09Z", url_id=6129015562),
         ])),
        (call("get_issue_details", organizationSlug=org, issueId="PORTAL-API-4KQ"),
         "# Issue PORTAL-API-4KQ in **kelpie-health**\n\n"
         f"**Description**: {te}\n**Culprit**: appointments.views.reschedule\n**First Seen**: 2025-03-04T06:12:40Z\n"
         "**Last Seen**: 2025-03-11T13:58:02Z\n**Occurrences**: 1284\n**Users Impacted**: 311\n**Status**: unresolved\n"
         "**Platform**: python\n**Project**: portal-api\n**URL**: https://kelpie-health.sentry.io/issues/6120448731/\n\n"
         "## Event Details\n\n**Event ID**: 9c41f0e2b7d84a53a1e6f3d20b5c8e71\n**Occurred At**: 2025-03-11T13:58:02Z\n\n"
         "### Error\n\n```\n" + te + "\n```\n\n### Stacktrace\n\n```\n"
         '  File "appointments/views.py", line 212, in reschedule\n'
         "    delta = appt.confirmed_at - slot.starts_at\n"
         '  File "django/core/handlers/base.py", line 197, in _get_response\n'
         "    response = wrapped_callback(request, *callback_args, **callback_kwargs)\n```\n\n"
         "### Tags\n\n**environment**: production\n**release**: portal-api@2025.03.10-2\n**server_name**: portal-api-7d9b5-xq2lp\n"
         "**transaction**: /api/v2/appointments/{id}/reschedule\n**browser**: Safari 17.3\n**os**: iOS 17.3.1"),
        (call("list_issue_events", organizationSlug=org, issueId="PORTAL-API-4KQ", limit=5),
         "# Events for PORTAL-API-4KQ\n\n" + md_table(["Event ID", "Timestamp", "Release", "Transaction", "User"], [
             ["e3a7d5b9c0f14628a4b2e9d1f7c6a305", "2025-03-11T14:00:48Z", "portal-api@2025.03.10-2", "/api/v2/appointments/{id}/reschedule", "id:84412"],
             ["b81f2c6e4d9a4e07936c5a0d1e8f4b22", "2025-03-11T13:59:31Z", "portal-api@2025.03.10-2", "/api/v2/appointments/{id}/reschedule", "id:51097"],
             ["9c41f0e2b7d84a53a1e6f3d20b5c8e71", "2025-03-11T13:58:02Z", "portal-api@2025.03.10-2", "/api/v2/appointments/{id}/reschedule", "id:77305"],
             ["4d0e8a1f6b3c4792b5a7e2c9d1f08b66", "2025-03-11T13:55:17Z", "portal-api@2025.03.10-2", "/api/v2/appointments/{id}/reschedule", "id:33918"],
             ["f6c2b9e05a7d41b3a8e4d0c7b2f9e513", "2025-03-11T13:51:40Z", "portal-api@2025.03.10-2", "/api/v2/appointments/{id}/reschedule", "id:84412"],
         ]) + "\n\n5 events shown (most recent first)."),
        (call("update_issue", organizationSlug=org, issueId="PORTAL-API-4KQ", assignedTo="noor.haddad@kelpie.health"),
         "# Issue PORTAL-API-4KQ Updated\n\n**Changes made**: assigned to Noor Haddad\n\n"
         + sentry_issue_block("PORTAL-API-4KQ", te, "appointments.views.reschedule", "unresolved", "1,291", 313, "2025-03-04T06:12:40Z", "2025-03-11T14:03:37Z", "Noor Haddad", 6120448731)),
        (call("get_issue_details", organizationSlug=org, issueId="PORTAL-API-4JZ"),
         "# Issue PORTAL-API-4JZ in **kelpie-health**\n\n"
         f"**Description**: {lock}\n**Culprit**: billing.tasks.apply_credit_notes\n**First Seen**: 2025-03-02T22:41:07Z\n"
         "**Last Seen**: 2025-03-11T13:40:55Z\n**Occurrences**: 402\n**Users Impacted**: 0\n**Status**: unresolved\n"
         "**Platform**: python\n**Project**: portal-api\n**URL**: https://kelpie-health.sentry.io/issues/6118022914/\n\n"
         "## Event Details\n\n**Event ID**: 2b7e9f4c1a0d48e6b3c5f8a2d9e04176\n**Occurred At**: 2025-03-11T13:40:55Z\n\n"
         "### Error\n\n```\n" + lock + "\n```\n\n### Stacktrace\n\n```\n"
         '  File "billing/tasks.py", line 88, in apply_credit_notes\n'
         "    inv = Invoice.objects.select_for_update(nowait=True).get(pk=invoice_id)\n"
         '  File "django/db/backends/utils.py", line 105, in _execute\n'
         "    return self.cursor.execute(sql, params)\n```\n\n"
         "### Tags\n\n**environment**: production\n**release**: portal-api@2025.03.10-2\n**celery_task**: billing.tasks.apply_credit_notes\n**server_name**: portal-worker-5c8f6-mm9tk"),
        (call("search_issues", organizationSlug=org, projectSlug="portal-api", query="is:unresolved assigned:me", sortBy="date", limit=5),
         "# Issues in **portal-api**\n\nQuery: `is:unresolved assigned:me` · sorted by last seen · 3 of 3\n\n" + "\n\n".join([
             sentry_issue_block("PORTAL-API-4KQ", te, "appointments.views.reschedule", "unresolved", "1,296", 314, "2025-03-04T06:12:40Z", "2025-03-11T14:01:19Z", "Noor Haddad", 6120448731),
             sentry_issue_block("PORTAL-API-4H2", "ConnectionError: HTTPSConnectionPool(host='api.eligibility-hub.com', port=443): Read timed out.", "claims.clients.eligibility.check", "unresolved", "48", 29, "2025-02-27T08:20:44Z", "2025-03-11T09:14:52Z", "Noor Haddad", 6102847719),
             sentry_issue_block("PORTAL-API-3XB", "IntegrityError: duplicate key value violates unique constraint \"patients_consent_patient_id_kind_key\"", "patients.views.ConsentView.post", "unresolved", "19", 11, "2025-02-10T14:48:03Z", "2025-03-10T16:27:35Z", "Noor Haddad", 6063318204),
         ])),
        (call("update_issue", organizationSlug=org, issueId="PORTAL-API-4M7", status="ignored"),
         "# Issue PORTAL-API-4M7 Updated\n\n**Changes made**: status changed to ignored\n\n"
         + sentry_issue_block("PORTAL-API-4M7", "DisallowedHost: Invalid HTTP_HOST header: 'portal-api.internal:8000'", "django.http.request.HttpRequest.get_host", "ignored", "61", 0, "2025-03-09T03:30:26Z", "2025-03-11T13:12:09Z", url_id=6129015562)),
        (call("find_releases", organizationSlug=org, projectSlug="portal-api"),
         "# Releases in **kelpie-health**\n\n" + md_table(["Version", "Created", "First event", "Last event", "New issues"], [
             ["portal-api@2025.03.10-2", "2025-03-10T17:44:02Z", "2025-03-10T17:49:30Z", "2025-03-11T14:04:51Z", 2],
             ["portal-api@2025.03.10-1", "2025-03-10T11:20:15Z", "2025-03-10T11:26:08Z", "2025-03-10T17:52:44Z", 0],
             ["portal-api@2025.03.07-1", "2025-03-07T15:02:39Z", "2025-03-07T15:07:12Z", "2025-03-10T11:31:27Z", 1],
             ["portal-api@2025.03.04-1", "2025-03-04T05:58:21Z", "2025-03-04T06:03:55Z", "2025-03-07T15:10:03Z", 3],
         ])),
    ]
    return dict(system=mcp_system("sentry", "Sentry's MCP server for the kelpie-health organization; results are Markdown", SENTRY_TOOLS),
                state="Sentry organization kelpie-health (region us). Signed in as noor.haddad@kelpie.health (member, team #platform). Current time about 2025-03-11 14:00 UTC.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 03 Notion
# ---------------------------------------------------------------------------------------------------------

NOTION_TOOLS = [
    tool("API-post-search", "Search by title across pages and databases shared with the integration", {"query": S, "filter": OBJ, "sort": OBJ, "page_size": INT}, []),
    tool("API-retrieve-a-page", "Retrieve a page and its properties", {"page_id": S}, ["page_id"]),
    tool("API-get-block-children", "Retrieve the child blocks of a block or page", {"block_id": S, "page_size": INT}, ["block_id"]),
    tool("API-patch-page", "Update a page's properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
    tool("API-patch-block-children", "Append child blocks to a block or page", {"block_id": S, "children": A}, ["block_id", "children"]),
    tool("API-update-a-block", "Update a block's content", {"block_id": S, "to_do": OBJ, "paragraph": OBJ}, ["block_id"]),
    tool("API-post-database-query", "Query a database with a filter and sorts", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
]

NDB = "0f3e2b71-c8a4-4d5e-9b16-7a02f5e8c3d9"
LB = "1a9c4e02-7b3d-80f1-9c2e-d4b81f6a2e10"
USER_IO = {"object": "user", "id": "8d2f6a41-93b0-4c7e-a5d8-1e07c4b9f362"}


def rt(text: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": {"content": text, "link": None}, "plain_text": text}]


def npage(pid: str, title: str, created: str, edited: str, status: str, origin: str, process: str, arrival: str,
          bags: int, score: float | None, url_slug: str) -> dict[str, Any]:
    return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
            "created_by": USER_IO, "last_edited_by": USER_IO, "archived": False, "in_trash": False,
            "parent": {"type": "database_id", "database_id": NDB},
            "properties": {
                "Name": {"id": "title", "type": "title", "title": rt(title)},
                "Status": {"id": "%3DsQp", "type": "select", "select": {"name": status}},
                "Origin": {"id": "kB%7Cq", "type": "select", "select": {"name": origin}},
                "Process": {"id": "Yt%5Dn", "type": "select", "select": {"name": process}},
                "Arrival": {"id": "g%3Fwz", "type": "date", "date": {"start": arrival, "end": None, "time_zone": None}},
                "Bags": {"id": "XoLm", "type": "number", "number": bags},
                "Score": {"id": "p%40Rv", "type": "number", "number": score}},
            "url": f"https://www.notion.so/{url_slug}-{pid.replace('-', '')}"}


def nblock(bid: str, kind: str, text: str, edited: str, **extra: Any) -> dict[str, Any]:
    return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": LB}, "created_time": "2025-03-06T15:20:00.000Z",
            "last_edited_time": edited, "has_children": False, "archived": False, "type": kind,
            kind: {"rich_text": rt(text), "color": "default", **extra}}


def traj_03() -> dict[str, Any]:
    # Clean: Notion green-coffee lots database: a lot is cupped (status, score, title renamed), notes appended, to-do checked; filtered queries and search reflect the changes; a similarly named 2024 lot stays untouched.
    las_old = "Huila – Finca Las Brisas (Lot 25-017)"
    las_new = "Huila – Finca Las Brisas (Lot 25-017) · 86.25"
    la_brisa = npage("11f2c9a7-5e40-80bb-a7d1-6c09e35b72f4", "Huila – Finca La Brisa (Lot 24-041)", "2024-09-12T08:03:00.000Z", "2024-10-02T13:47:00.000Z", "Cupped", "Colombia", "Honey", "2024-09-10", 8, 84.5, "Huila-Finca-La-Brisa-Lot-24-041")
    p0 = npage(LB, las_old, "2025-03-06T15:18:00.000Z", "2025-03-06T15:22:00.000Z", "Awaiting cupping", "Colombia", "Washed", "2025-03-03", 12, None, "Huila-Finca-Las-Brisas-Lot-25-017")
    p1 = npage(LB, las_new, "2025-03-06T15:18:00.000Z", "2025-03-11T10:14:00.000Z", "Cupped", "Colombia", "Washed", "2025-03-03", 12, 86.25, "Huila-Finca-Las-Brisas-Lot-25-017-86-25")
    p2 = {**p1, "last_edited_time": "2025-03-11T10:15:00.000Z"}
    todo_id = "1a9c4e02-7b3d-8011-b2f4-c9e05d7a3b18"
    blocks = [
        {"object": "block", "id": "1a9c4e02-7b3d-8047-a0d3-5f81e9c26b44", "type": "heading_2", "heading_2": {"rich_text": rt("Receiving"), "is_toggleable": False, "color": "default"}, "has_children": False, "last_edited_time": "2025-03-06T15:20:00.000Z"},
        {"object": "block", "id": "1a9c4e02-7b3d-8069-9e17-b4c2d80f5a73", "type": "paragraph", "paragraph": {"rich_text": rt("12 × 35 kg GrainPro bags, moisture 10.8 %, water activity 0.56. Bags 7 and 11 had torn outer jute; inner liners intact."), "color": "default"}, "has_children": False, "last_edited_time": "2025-03-06T15:21:00.000Z"},
        {"object": "block", "id": "1a9c4e02-7b3d-80c2-8f5a-27d1e6b094c0", "type": "heading_2", "heading_2": {"rich_text": rt("Cupping"), "is_toggleable": False, "color": "default"}, "has_children": False, "last_edited_time": "2025-03-06T15:20:00.000Z"},
        {"object": "block", "id": "1a9c4e02-7b3d-80d5-a3c8-91f4b27e6d05", "type": "paragraph", "paragraph": {"rich_text": rt("(pending; sample roast scheduled for Tue 11 Mar)"), "color": "default"}, "has_children": False, "last_edited_time": "2025-03-06T15:22:00.000Z"},
        {"object": "block", "id": todo_id, "type": "to_do", "to_do": {"rich_text": rt("Roast sample batch (150 g, Ikawa profile ORR-Filter-3)"), "checked": False, "color": "default"}, "has_children": False, "last_edited_time": "2025-03-06T15:22:00.000Z"},
    ]
    appended = [
        {"object": "block", "id": "1b2d7f90-4c1e-80a8-b6d2-0e93f5c14a27", "type": "heading_3", "heading_3": {"rich_text": rt("Cupping 2025-03-11"), "is_toggleable": False, "color": "default"}, "has_children": False, "created_time": "2025-03-11T10:15:00.000Z", "last_edited_time": "2025-03-11T10:15:00.000Z"},
        {"object": "block", "id": "1b2d7f90-4c1e-80f3-91c7-6a4e2d8b05f1", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": rt("Panela, red grape, orange zest; juicy acidity, medium body, clean finish"), "color": "default"}, "has_children": False, "created_time": "2025-03-11T10:15:00.000Z", "last_edited_time": "2025-03-11T10:15:00.000Z"},
        {"object": "block", "id": "1b2d7f90-4c1e-8016-a4e8-d3b7c9f2016e", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": rt("Roast: 9:40 total, DTR 18 %, Agtron 62; 3 cuppers, scores 86.0 / 86.5 / 86.25"), "color": "default"}, "has_children": False, "created_time": "2025-03-11T10:15:00.000Z", "last_edited_time": "2025-03-11T10:15:00.000Z"},
    ]
    awaiting = [
        npage("19b84d36-2e0f-80c5-9a71-f4c2e8d06b39", "Sidama – Bensa Shantawene (Lot 25-011)", "2025-02-24T09:40:00.000Z", "2025-02-28T16:05:00.000Z", "Awaiting cupping", "Ethiopia", "Natural", "2025-02-26", 10, None, "Sidama-Bensa-Shantawene-Lot-25-011"),
        npage("1ab05e72-91d4-80e2-b37c-08f6d1a94e25", "Cerrado – Fazenda Pinhal (Lot 25-019)", "2025-03-07T11:12:00.000Z", "2025-03-07T11:30:00.000Z", "Awaiting cupping", "Brazil", "Pulped natural", "2025-03-06", 20, None, "Cerrado-Fazenda-Pinhal-Lot-25-019"),
        npage("1ac4f318-6d0b-8077-8e25-c9a1b47f03d6", "Nyeri – Gatomboya AA (Lot 25-021)", "2025-03-10T14:02:00.000Z", "2025-03-10T14:09:00.000Z", "Awaiting cupping", "Kenya", "Washed", "2025-03-10", 6, None, "Nyeri-Gatomboya-AA-Lot-25-021"),
    ]
    cupped_rest = [
        npage("18e7c0a5-3f92-80d1-b4e6-72a9d05c3f18", "Yirgacheffe – Konga (Lot 25-004)", "2025-01-28T10:11:00.000Z", "2025-03-04T09:52:00.000Z", "Cupped", "Ethiopia", "Washed", "2025-01-27", 10, 87.5, "Yirgacheffe-Konga-Lot-25-004"),
        npage("18c2a9f7-05b6-8043-9d18-e3f7b2c60a91", "Huehuetenango – La Esperanza (Lot 25-002)", "2025-01-20T13:25:00.000Z", "2025-02-21T15:38:00.000Z", "Cupped", "Guatemala", "Washed", "2025-01-17", 15, 85.75, "Huehuetenango-La-Esperanza-Lot-25-002"),
    ]
    props = {"Status": {"select": {"name": "Cupped"}}, "Score": {"number": 86.25},
             "Name": {"title": [{"text": {"content": las_new}}]}}
    turns: T = [
        (call("API-post-search", query="Las Brisas", page_size=10),
         pj({"object": "list", "results": [p0, la_brisa], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("API-retrieve-a-page", page_id=LB), pj(p0)),
        (call("API-get-block-children", block_id=LB, page_size=50),
         pj({"object": "list", "results": blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-page", page_id=LB, properties=props), pj(p1)),
        (call("API-patch-block-children", block_id=LB, children=[
            {"type": "heading_3", "heading_3": {"rich_text": [{"type": "text", "text": {"content": "Cupping 2025-03-11"}}]}},
            {"type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Panela, red grape, orange zest; juicy acidity, medium body, clean finish"}}]}},
            {"type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": "Roast: 9:40 total, DTR 18 %, Agtron 62; 3 cuppers, scores 86.0 / 86.5 / 86.25"}}]}}]),
         pj({"object": "list", "results": appended, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-update-a-block", block_id=todo_id, to_do={"checked": True}),
         pj({**blocks[4], "to_do": {"rich_text": rt("Roast sample batch (150 g, Ikawa profile ORR-Filter-3)"), "checked": True, "color": "default"},
             "last_edited_time": "2025-03-11T10:15:00.000Z", "parent": {"type": "page_id", "page_id": LB}})),
        (call("API-post-database-query", database_id=NDB, filter={"property": "Status", "select": {"equals": "Awaiting cupping"}}, sorts=[{"property": "Arrival", "direction": "ascending"}]),
         pj({"object": "list", "results": awaiting, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("API-post-database-query", database_id=NDB, filter={"property": "Status", "select": {"equals": "Cupped"}}, sorts=[{"timestamp": "last_edited_time", "direction": "descending"}], page_size=3),
         pj({"object": "list", "results": [p2] + cupped_rest, "next_cursor": "18b3d6e1-7a20-80f9-b5c4-2e8d09a7f163", "has_more": True, "type": "page_or_database", "page_or_database": {}})),
        (call("API-post-search", query="Las Brisas", page_size=10),
         pj({"object": "list", "results": [p2, la_brisa], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
    ]
    return dict(system=mcp_system("notion", "the official Notion MCP server; responses are raw Notion API JSON", NOTION_TOOLS),
                state="Notion workspace 'Orrery Coffee Roasters'. Integration 'Roastery Assistant' has access to the 'Green Lots' database (id 0f3e2b71-c8a4-4d5e-9b16-7a02f5e8c3d9) and its pages.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 04 Slack
# ---------------------------------------------------------------------------------------------------------

SLACK_TOOLS = [
    tool("slack_list_channels", "List public channels in the workspace with pagination", {"limit": INT, "cursor": S}, []),
    tool("slack_get_channel_history", "Get recent messages from a channel", {"channel_id": S, "limit": INT}, ["channel_id"]),
    tool("slack_get_users", "Get a list of all users in the workspace with their basic profile information", {"limit": INT, "cursor": S}, []),
    tool("slack_get_thread_replies", "Get all replies in a message thread", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
    tool("slack_post_message", "Post a new message to a Slack channel", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    tool("slack_add_reaction", "Add a reaction emoji to a message", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
    tool("slack_reply_to_thread", "Reply to a specific message thread in Slack", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
    tool("slack_get_user_profile", "Get detailed profile information for a specific user", {"user_id": S}, ["user_id"]),
]


def traj_04() -> dict[str, Any]:
    # Bad: Slack launch channel. Turn 8's channel history shows the bot's status post with ts 1741698226.482119 (and matching thread_ts), but turn 5 returned that message's ts as 1741698262.482119 (message identity drifted).
    ch = "C05A1RM3KHE"
    status = ("*Go-live status, Tue 11 Mar*\n• Checkout QA: Priya running the pass on staging build 214 (~14:30)\n"
              "• 301 map from old Shopify URLs: no owner yet\n• Cookie banner copy: no owner yet\n"
              "• DNS cutover: Thu 13 Mar 07:00–08:00 GMT (Maeve)")
    reply = "<@U04QF7KTR3B> the 301 map and the cookie banner copy still need owners. Can you assign them today?"
    m_tob = {"type": "message", "user": "U05H2M6BD8Q", "text": "Staging build 214 is up: PDP gallery fix is in. Can someone from QA run the checkout pass?",
             "ts": "1741693911.208349", "thread_ts": "1741693911.208349", "reply_count": 2, "reply_users_count": 2, "latest_reply": "1741694488.902114"}
    m_ines = {"type": "message", "user": "U04QF7KTR3B", "text": "Client signed off on the hero copy v3 :tada:", "ts": "1741691207.664021",
              "reactions": [{"name": "tada", "users": ["U05H2M6BD8Q", "U05L8W2C1FN", "U04QF7M0D2K", "U05P0VJ6T4E"], "count": 4}]}
    turns: T = [
        (call("slack_list_channels", limit=10),
         pj({"ok": True, "channels": [
             {"id": "C04QF7L2ZNM", "name": "general", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 38, "topic": {"value": "Studio-wide announcements"}, "purpose": {"value": "This channel is for workspace-wide communication and announcements."}},
             {"id": "C04QF7L9A1D", "name": "random", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 36, "topic": {"value": ""}, "purpose": {"value": "Non-work banter and water cooler conversation"}},
             {"id": ch, "name": "proj-aster-launch", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 9, "topic": {"value": "Aster skincare site launch: go-live Thu 13 Mar"}, "purpose": {"value": "Coordination for the Aster Shopify → headless migration"}},
             {"id": "C05B7T0XQ2P", "name": "proj-aster-assets", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 6, "topic": {"value": "Final photography + exports"}, "purpose": {"value": ""}},
             {"id": "C05D2K9WUVS", "name": "studio-ops", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 14, "topic": {"value": "Hosting, tooling, invoices"}, "purpose": {"value": ""}},
             {"id": "C061N8EJH7Q", "name": "client-belmont", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 7, "topic": {"value": "Belmont Wines retainer"}, "purpose": {"value": ""}},
             {"id": "C06F4HZ0B3R", "name": "design-crit", "is_channel": True, "is_private": False, "is_archived": False, "num_members": 22, "topic": {"value": "Fridays 16:00, bring WIP"}, "purpose": {"value": ""}},
         ], "response_metadata": {"next_cursor": ""}})),
        (call("slack_get_channel_history", channel_id=ch, limit=5),
         pj({"ok": True, "messages": [
             m_tob, m_ines,
             {"type": "message", "user": "U05L8W2C1FN", "text": "Reminder: DNS cutover window is Thu 13 Mar 07:00–08:00 GMT. Rollback plan is in the runbook (section 4).", "ts": "1741688640.019877"},
             {"type": "message", "user": "U04QF7KTR3B", "text": "Open items for go-live: (1) checkout QA pass (2) 301 map from the old Shopify URLs (3) cookie banner copy", "ts": "1741682522.550713", "thread_ts": "1741682522.550713", "reply_count": 4, "reply_users_count": 3, "latest_reply": "1741686130.448502"},
             {"type": "message", "user": "U05P0VJ6T4E", "text": "Uploaded the final lifestyle shots to #proj-aster-assets", "ts": "1741680015.337210"},
         ], "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNjgwMDE1MzM3MjEw"}})),
        (call("slack_get_users", limit=20),
         pj({"ok": True, "members": [
             {"id": "U04QF7KTR3B", "name": "ines.calder", "real_name": "Inès Calder", "is_bot": False, "tz": "Europe/London", "profile": {"title": "Account Director", "display_name": "Inès"}},
             {"id": "U04QF7M0D2K", "name": "jonas.feld", "real_name": "Jonas Feld", "is_bot": False, "tz": "Europe/Berlin", "profile": {"title": "Senior Designer", "display_name": "jonas"}},
             {"id": "U05H2M6BD8Q", "name": "tobiah.renn", "real_name": "Tobiah Renn", "is_bot": False, "tz": "Europe/London", "profile": {"title": "Lead Developer", "display_name": "Toby"}},
             {"id": "U05L8W2C1FN", "name": "maeve.ostrander", "real_name": "Maeve Ostrander", "is_bot": False, "tz": "Europe/Dublin", "profile": {"title": "DevOps", "display_name": "maeve"}},
             {"id": "U05P0VJ6T4E", "name": "kit.abara", "real_name": "Kit Abara", "is_bot": False, "tz": "Europe/London", "profile": {"title": "Photographer (freelance)", "display_name": "Kit"}},
             {"id": "U06B2R7NM0C", "name": "priya.vell", "real_name": "Priya Vell", "is_bot": False, "tz": "Europe/London", "profile": {"title": "QA Engineer", "display_name": "Priya"}},
             {"id": "U06KQ3P1AZ8", "name": "launch-bot", "real_name": "Launch Bot", "is_bot": True, "tz": "Europe/London", "profile": {"title": "", "display_name": "launch-bot"}},
         ], "response_metadata": {"next_cursor": ""}})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts="1741693911.208349"),
         pj({"ok": True, "messages": [
             m_tob,
             {"type": "message", "user": "U06B2R7NM0C", "text": "I can take it after lunch, ~14:30", "ts": "1741694403.771560", "thread_ts": "1741693911.208349", "parent_user_id": "U05H2M6BD8Q"},
             {"type": "message", "user": "U05H2M6BD8Q", "text": "Thanks Priya :pray: the test card list is pinned in the QA doc", "ts": "1741694488.902114", "thread_ts": "1741693911.208349", "parent_user_id": "U05H2M6BD8Q"},
         ], "has_more": False})),
        (call("slack_post_message", channel_id=ch, text=status),
         pj({"ok": True, "channel": ch, "ts": "1741698262.482119", "message": {"type": "message", "subtype": "bot_message", "text": status, "user": "U06KQ3P1AZ8", "bot_id": "B06KQ3NZ4LD", "app_id": "A06KQ2W8H5T", "ts": "1741698262.482119", "team": "T04QF7KL1JA"}})),
        (call("slack_add_reaction", channel_id=ch, timestamp="1741693911.208349", reaction="eyes"),
         pj({"ok": True})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts="1741698262.482119", text=reply),
         pj({"ok": True, "channel": ch, "ts": "1741698279.115604", "message": {"type": "message", "subtype": "bot_message", "text": reply, "user": "U06KQ3P1AZ8", "bot_id": "B06KQ3NZ4LD", "ts": "1741698279.115604", "thread_ts": "1741698262.482119", "parent_user_id": "U06KQ3P1AZ8"}})),
        (call("slack_get_channel_history", channel_id=ch, limit=3),
         pj({"ok": True, "messages": [
             {"type": "message", "subtype": "bot_message", "user": "U06KQ3P1AZ8", "bot_id": "B06KQ3NZ4LD", "text": status, "ts": "1741698226.482119", "thread_ts": "1741698226.482119", "reply_count": 1, "reply_users_count": 1, "latest_reply": "1741698279.115604"},
             {**m_tob, "reactions": [{"name": "eyes", "users": ["U06KQ3P1AZ8"], "count": 1}]},
             m_ines,
         ], "has_more": True, "pin_count": 3, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQxNjkxMjA3NjY0MDIx"}})),
        (call("slack_post_message", channel_id="C05B7T0XQ2P", text="Heads-up: Aster goes live Thu 13 Mar. Please make sure the final PDP gallery crops are exported at 2x by Wed EOD."),
         pj({"ok": True, "channel": "C05B7T0XQ2P", "ts": "1741698344.660297", "message": {"type": "message", "subtype": "bot_message", "text": "Heads-up: Aster goes live Thu 13 Mar. Please make sure the final PDP gallery crops are exported at 2x by Wed EOD.", "user": "U06KQ3P1AZ8", "bot_id": "B06KQ3NZ4LD", "ts": "1741698344.660297", "team": "T04QF7KL1JA"}})),
        (call("slack_get_user_profile", user_id="U04QF7KTR3B"),
         pj({"ok": True, "profile": {"real_name": "Inès Calder", "display_name": "Inès", "title": "Account Director", "email": "ines@harrowfinch.studio", "phone": "+44 7700 900412",
                                     "status_text": "In client workshop until 15:00", "status_emoji": ":speech_balloon:", "status_expiration": 1741705200, "tz": "Europe/London", "image_72": "https://avatars.slack-edge.com/2023-11-02/6147720913504_4b1f0e9d2a7c3e58_72.jpg"}})),
    ]
    return dict(system=mcp_system("slack", "Slack workspace harrowfinch.slack.com via the Slack MCP server, acting as the bot user launch-bot", SLACK_TOOLS),
                state="Slack workspace 'Harrow & Finch' (team T04QF7KL1JA). The MCP server acts as bot user U06KQ3P1AZ8 (launch-bot), a member of #proj-aster-launch and #proj-aster-assets. Tuesday 11 March 2025, around 13:40 GMT.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 05 Kubernetes
# ---------------------------------------------------------------------------------------------------------

K8S_TOOLS = [
    tool("kubectl_get", "Get or list Kubernetes resources by type, name and namespace", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "fieldSelector": S, "output": S}, ["resourceType"]),
    tool("kubectl_describe", "Describe a Kubernetes resource", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
    tool("kubectl_logs", "Get logs from a pod's container", {"resourceType": S, "name": S, "namespace": S, "container": S, "tail": INT, "previous": B}, ["resourceType", "name", "namespace"]),
    tool("kubectl_patch", "Patch a resource with a strategic-merge, merge or JSON patch", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name"]),
    tool("kubectl_rollout", "Manage the rollout of a resource (status, history, undo, restart, pause, resume)", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
    tool("kubectl_scale", "Scale a Deployment or StatefulSet", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
]


def traj_05() -> dict[str, Any]:
    # Clean: Kubernetes OOM fix on ledger-reconciler: memory limit raised, rollout replaces every pod (new ReplicaSet hash, new names, restart counts reset), scale 3 -> 4, ages advance, events match.
    ns = "ledger"
    turns: T = [
        (call("kubectl_get", resourceType="pods", namespace=ns),
         "NAME                                  READY   STATUS             RESTARTS        AGE\n"
         "ledger-api-6c9f7d8b54-2xkqp           1/1     Running            0               3d4h\n"
         "ledger-api-6c9f7d8b54-v8r4n           1/1     Running            0               3d4h\n"
         "ledger-outbox-relay-5f8d6c7b9-mm4tz   1/1     Running            0               6d1h\n"
         "ledger-reconciler-7b5d9c6f48-h7tzm    1/1     Running            0               26h\n"
         "ledger-reconciler-7b5d9c6f48-kq2wd    0/1     CrashLoopBackOff   14 (2m11s ago)  26h\n"
         "ledger-reconciler-7b5d9c6f48-s9lfx    1/1     Running            3 (41m ago)     26h"),
        (call("kubectl_describe", resourceType="pod", name="ledger-reconciler-7b5d9c6f48-kq2wd", namespace=ns),
         "Name:             ledger-reconciler-7b5d9c6f48-kq2wd\nNamespace:        ledger\nPriority:         0\n"
         "Service Account:  ledger-reconciler\nNode:             ip-10-42-17-203.eu-west-1.compute.internal/10.42.17.203\n"
         "Start Time:       Mon, 10 Mar 2025 08:12:47 +0000\nLabels:           app=ledger-reconciler\n"
         "                  pod-template-hash=7b5d9c6f48\nStatus:           Running\nIP:               10.42.18.77\n"
         "Controlled By:    ReplicaSet/ledger-reconciler-7b5d9c6f48\nContainers:\n  reconciler:\n"
         "    Image:          412390055871.dkr.ecr.eu-west-1.amazonaws.com/ledger-reconciler:2.14.3\n"
         "    State:          Waiting\n      Reason:       CrashLoopBackOff\n    Last State:     Terminated\n"
         "      Reason:       OOMKilled\n      Exit Code:    137\n      Started:      Tue, 11 Mar 2025 10:05:02 +0000\n"
         "      Finished:     Tue, 11 Mar 2025 10:06:31 +0000\n    Ready:          False\n    Restart Count:  14\n"
         "    Limits:\n      cpu:     1\n      memory:  512Mi\n    Requests:\n      cpu:     250m\n      memory:  384Mi\n"
         "    Environment:\n      RECON_BATCH_DATE:  (v1:metadata.annotations['ledger/batch-date'])\n      JAVA_TOOL_OPTIONS: -XX:MaxRAMPercentage=80\n"
         "Events:\n  Type     Reason   Age                   From     Message\n  ----     ------   ----                  ----     -------\n"
         "  Normal   Pulled   3m40s (x15 over 26h)  kubelet  Container image \"412390055871.dkr.ecr.eu-west-1.amazonaws.com/ledger-reconciler:2.14.3\" already present on machine\n"
         "  Warning  BackOff  2m4s (x61 over 62m)   kubelet  Back-off restarting failed container reconciler in pod ledger-reconciler-7b5d9c6f48-kq2wd_ledger(5e0b2c71-9d4a-4f36-b8e2-0c7a1f9d3e54)"),
        (call("kubectl_logs", resourceType="pod", name="ledger-reconciler-7b5d9c6f48-kq2wd", namespace=ns, tail=8, previous=True),
         "2025-03-11T10:05:09.114Z INFO  ReconcilerApp - starting reconciler 2.14.3 (batch-date=2025-03-10, shard=2/3)\n"
         "2025-03-11T10:05:11.402Z INFO  LedgerSource - loading entries for 2025-03-10 from ledger_entries_p202503\n"
         "2025-03-11T10:05:48.930Z INFO  LedgerSource - loaded 412,908 entries (heap used 391 MiB)\n"
         "2025-03-11T10:05:49.011Z INFO  BankFeed - fetching statement lines from bankfeed-eu (acct group EU-OPS)\n"
         "2025-03-11T10:06:22.573Z INFO  BankFeed - 408,115 statement lines fetched (heap used 488 MiB)\n"
         "2025-03-11T10:06:22.640Z INFO  Matcher - building index on (amount, value_date, reference)\n"
         "2025-03-11T10:06:30.877Z WARN  GcMonitor - old gen at 97% after full GC (pause 1.84s)\n"
         "2025-03-11T10:06:31.102Z WARN  GcMonitor - old gen at 99% after full GC (pause 2.03s)"),
        (call("kubectl_patch", resourceType="deployment", name="ledger-reconciler", namespace=ns, patchType="strategic",
              patchData={"spec": {"template": {"spec": {"containers": [{"name": "reconciler", "resources": {"limits": {"memory": "1Gi"}, "requests": {"memory": "640Mi"}}}]}}}}),
         "deployment.apps/ledger-reconciler patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="ledger-reconciler", namespace=ns, timeout="5m"),
         'Waiting for deployment "ledger-reconciler" rollout to finish: 1 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-reconciler" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-reconciler" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-reconciler" rollout to finish: 1 old replicas are pending termination...\n'
         'deployment "ledger-reconciler" successfully rolled out'),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=ledger-reconciler"),
         "NAME                                 READY   STATUS    RESTARTS   AGE\n"
         "ledger-reconciler-84c6f5d7b9-4mnxq   1/1     Running   0          2m3s\n"
         "ledger-reconciler-84c6f5d7b9-9tq7z   1/1     Running   0          91s\n"
         "ledger-reconciler-84c6f5d7b9-zc2lh   1/1     Running   0          58s"),
        (call("kubectl_scale", resourceType="deployment", name="ledger-reconciler", namespace=ns, replicas=4),
         "deployment.apps/ledger-reconciler scaled"),
        (call("kubectl_get", resourceType="deployments", namespace=ns),
         "NAME                  READY   UP-TO-DATE   AVAILABLE   AGE\n"
         "ledger-api            2/2     2            2           41d\n"
         "ledger-outbox-relay   1/1     1            1           41d\n"
         "ledger-reconciler     3/4     4            3           41d"),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=ledger-reconciler"),
         "NAME                                 READY   STATUS    RESTARTS   AGE\n"
         "ledger-reconciler-84c6f5d7b9-4mnxq   1/1     Running   0          2m50s\n"
         "ledger-reconciler-84c6f5d7b9-9tq7z   1/1     Running   0          2m18s\n"
         "ledger-reconciler-84c6f5d7b9-r8wvd   1/1     Running   0          41s\n"
         "ledger-reconciler-84c6f5d7b9-zc2lh   1/1     Running   0          105s"),
        (call("kubectl_logs", resourceType="pod", name="ledger-reconciler-84c6f5d7b9-4mnxq", namespace=ns, tail=6),
         "2025-03-11T10:13:41.226Z INFO  ReconcilerApp - starting reconciler 2.14.3 (batch-date=2025-03-10, shard=1/3)\n"
         "2025-03-11T10:13:43.508Z INFO  LedgerSource - loading entries for 2025-03-10 from ledger_entries_p202503\n"
         "2025-03-11T10:14:19.874Z INFO  LedgerSource - loaded 398,442 entries (heap used 377 MiB)\n"
         "2025-03-11T10:14:52.016Z INFO  BankFeed - 396,870 statement lines fetched (heap used 471 MiB)\n"
         "2025-03-11T10:15:37.390Z INFO  Matcher - matched 396,804 pairs, 1,638 unmatched ledger entries, 66 unmatched bank lines\n"
         "2025-03-11T10:15:38.112Z INFO  ReconcilerApp - shard 1/3 done in 116.9s, peak RSS 702 MiB"),
        (call("kubectl_get", resourceType="events", namespace=ns, fieldSelector="involvedObject.name=ledger-reconciler"),
         "LAST SEEN   TYPE     REASON              OBJECT                               MESSAGE\n"
         "3m20s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled up replica set ledger-reconciler-84c6f5d7b9 to 1\n"
         "2m48s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled down replica set ledger-reconciler-7b5d9c6f48 to 2 from 3\n"
         "2m48s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled up replica set ledger-reconciler-84c6f5d7b9 to 2 from 1\n"
         "2m15s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled down replica set ledger-reconciler-7b5d9c6f48 to 1 from 2\n"
         "2m15s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled up replica set ledger-reconciler-84c6f5d7b9 to 3 from 2\n"
         "1m40s       Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled down replica set ledger-reconciler-7b5d9c6f48 to 0 from 1\n"
         "71s         Normal   ScalingReplicaSet   deployment/ledger-reconciler         Scaled up replica set ledger-reconciler-84c6f5d7b9 to 4 from 3"),
    ]
    return dict(system=mcp_system("kubernetes", "mcp-server-kubernetes against cluster prod-eu-1; results are kubectl's text output", K8S_TOOLS),
                state="kubectl context: prod-eu-1 (EKS, eu-west-1), user sre-oncall. Namespace ledger. Deployment ledger-reconciler runs 3 replicas (RollingUpdate, maxSurge 1, maxUnavailable 0).",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 06 Postgres
# ---------------------------------------------------------------------------------------------------------

PG_TOOLS = [
    tool("list_objects", "List objects of a type in a schema", {"schema_name": S, "object_type": S}, ["schema_name"]),
    tool("get_object_details", "Show columns, constraints and indexes of a table", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
    tool("execute_sql", "Execute any SQL statement (unrestricted mode)", {"sql": S}, ["sql"]),
]


def traj_06() -> dict[str, Any]:
    # Bad: Postgres dedupe of camp registrations. Turn 9 reports pending = 210, but turn 6 left 207 pending, turn 7 inserted 3 pending and turn 8 confirmed 2 of them out of pending, so it must be 208 (the total 1528 is right).
    dup_sql = ("SELECT camper_id, session_id, count(*) AS n, array_agg(id ORDER BY id) AS ids, array_agg(status ORDER BY id) AS statuses "
               "FROM registrations GROUP BY camper_id, session_id HAVING count(*) > 1 ORDER BY camper_id")
    del_sql = ("DELETE FROM registrations r USING (SELECT id, row_number() OVER (PARTITION BY camper_id, session_id ORDER BY id) AS rn FROM registrations) d "
               "WHERE r.id = d.id AND d.rn > 1 RETURNING r.id, r.camper_id, r.session_id, r.status")
    ins_sql = ("INSERT INTO registrations (camper_id, session_id, status, source) VALUES (2611, 14, 'pending', 'phone'), "
               "(2612, 14, 'pending', 'phone'), (2613, 11, 'pending', 'phone') RETURNING id, camper_id, session_id, status, created_at")
    turns: T = [
        (call("list_objects", schema_name="public", object_type="table"),
         pyrepr([{"schema": "public", "name": n, "type": "table"} for n in ("campers", "guardians", "payments", "registrations", "sessions")])),
        (call("get_object_details", schema_name="public", object_name="registrations", object_type="table"),
         pyrepr([{"basic": {"schema": "public", "name": "registrations", "type": "table"},
                  "columns": [
                      {"column": "id", "data_type": "bigint", "is_nullable": "NO", "default": "nextval('registrations_id_seq'::regclass)"},
                      {"column": "camper_id", "data_type": "integer", "is_nullable": "NO", "default": None},
                      {"column": "session_id", "data_type": "integer", "is_nullable": "NO", "default": None},
                      {"column": "status", "data_type": "text", "is_nullable": "NO", "default": "'pending'::text"},
                      {"column": "source", "data_type": "text", "is_nullable": "YES", "default": "'web'::text"},
                      {"column": "created_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "default": "now()"}],
                  "constraints": [
                      {"name": "registrations_pkey", "type": "PRIMARY KEY", "columns": ["id"]},
                      {"name": "registrations_camper_id_fkey", "type": "FOREIGN KEY", "columns": ["camper_id"]},
                      {"name": "registrations_session_id_fkey", "type": "FOREIGN KEY", "columns": ["session_id"]},
                      {"name": "registrations_status_check", "type": "CHECK", "columns": ["status"]}],
                  "indexes": [
                      {"name": "registrations_pkey", "definition": "CREATE UNIQUE INDEX registrations_pkey ON public.registrations USING btree (id)"},
                      {"name": "registrations_session_status_idx", "definition": "CREATE INDEX registrations_session_status_idx ON public.registrations USING btree (session_id, status)"}]}])),
        (call("execute_sql", sql="SELECT status, count(*) FROM registrations GROUP BY status ORDER BY status"),
         pyrepr([{"status": "cancelled", "count": 57}, {"status": "confirmed", "count": 1164},
                 {"status": "pending", "count": 213}, {"status": "waitlisted", "count": 98}])),
        (call("execute_sql", sql=dup_sql),
         pyrepr([
             {"camper_id": 2087, "session_id": 14, "n": 2, "ids": [5102, 5139], "statuses": ["confirmed", "pending"]},
             {"camper_id": 2231, "session_id": 9, "n": 2, "ids": [5217, 5218], "statuses": ["pending", "pending"]},
             {"camper_id": 2304, "session_id": 14, "n": 3, "ids": [5266, 5271, 5290], "statuses": ["confirmed", "pending", "pending"]},
             {"camper_id": 2419, "session_id": 11, "n": 2, "ids": [5344, 5401], "statuses": ["waitlisted", "waitlisted"]},
             {"camper_id": 2502, "session_id": 9, "n": 2, "ids": [5388, 5389], "statuses": ["pending", "pending"]},
             {"camper_id": 2588, "session_id": 12, "n": 2, "ids": [5420, 5466], "statuses": ["confirmed", "pending"]}])),
        (call("execute_sql", sql=del_sql),
         pyrepr([
             {"id": 5139, "camper_id": 2087, "session_id": 14, "status": "pending"},
             {"id": 5218, "camper_id": 2231, "session_id": 9, "status": "pending"},
             {"id": 5271, "camper_id": 2304, "session_id": 14, "status": "pending"},
             {"id": 5290, "camper_id": 2304, "session_id": 14, "status": "pending"},
             {"id": 5389, "camper_id": 2502, "session_id": 9, "status": "pending"},
             {"id": 5401, "camper_id": 2419, "session_id": 11, "status": "waitlisted"},
             {"id": 5466, "camper_id": 2588, "session_id": 12, "status": "pending"}])),
        (call("execute_sql", sql="SELECT status, count(*) FROM registrations GROUP BY status ORDER BY status"),
         pyrepr([{"status": "cancelled", "count": 57}, {"status": "confirmed", "count": 1164},
                 {"status": "pending", "count": 207}, {"status": "waitlisted", "count": 97}])),
        (call("execute_sql", sql=ins_sql),
         pyrepr([
             {"id": 5512, "camper_id": 2611, "session_id": 14, "status": "pending", "created_at": "2025-03-11 15:42:08.318264+00:00"},
             {"id": 5513, "camper_id": 2612, "session_id": 14, "status": "pending", "created_at": "2025-03-11 15:42:08.318264+00:00"},
             {"id": 5514, "camper_id": 2613, "session_id": 11, "status": "pending", "created_at": "2025-03-11 15:42:08.318264+00:00"}])),
        (call("execute_sql", sql="UPDATE registrations SET status = 'confirmed' WHERE id IN (5217, 5388) RETURNING id, camper_id, status"),
         pyrepr([{"id": 5217, "camper_id": 2231, "status": "confirmed"}, {"id": 5388, "camper_id": 2502, "status": "confirmed"}])),
        (call("execute_sql", sql="SELECT count(*) AS total, count(*) FILTER (WHERE status = 'confirmed') AS confirmed, count(*) FILTER (WHERE status = 'pending') AS pending FROM registrations"),
         pyrepr([{"total": 1528, "confirmed": 1166, "pending": 210}])),
        (call("execute_sql", sql="SELECT s.id, s.name, s.capacity, count(r.id) FILTER (WHERE r.status = 'confirmed') AS confirmed FROM sessions s LEFT JOIN registrations r ON r.session_id = s.id WHERE s.id IN (9, 11, 12, 14) GROUP BY s.id ORDER BY s.id"),
         pyrepr([
             {"id": 9, "name": "Week 3 – Junior Explorers (7–9)", "capacity": 48, "confirmed": 46},
             {"id": 11, "name": "Week 4 – Canoe & Camp (10–12)", "capacity": 36, "confirmed": 36},
             {"id": 12, "name": "Week 4 – Junior Explorers (7–9)", "capacity": 48, "confirmed": 41},
             {"id": 14, "name": "Week 5 – Outdoor Leaders (13–15)", "capacity": 30, "confirmed": 27}])),
    ]
    return dict(system=mcp_system("postgres", "Postgres MCP Pro connected to the camp-registrations database in unrestricted mode; results are Python reprs of row dicts", PG_TOOLS),
                state="Database campdb on postgres://camp-admin@db.pinecrest-camps.internal:5432 (PostgreSQL 16.4). Summer 2025 registrations.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 07 Airtable
# ---------------------------------------------------------------------------------------------------------

AT_TOOLS = [
    tool("list_bases", "List all accessible Airtable bases", {}, []),
    tool("list_tables", "List tables in a base with their fields", {"baseId": S, "detailLevel": S}, ["baseId"]),
    tool("list_records", "List records from a table, optionally filtered and sorted", {"baseId": S, "tableId": S, "filterByFormula": S, "sort": A, "maxRecords": INT}, ["baseId", "tableId"]),
    tool("get_record", "Get a record by id", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
    tool("update_records", "Update up to 10 records in a table", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
    tool("create_record", "Create a new record in a table", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
]


def traj_07() -> dict[str, Any]:
    # Bad: Airtable podcast base. Turn 4 sets episode 47's Air date to 2025-04-08; turn 6 lists it with Air date 2025-04-10 although nothing changed that field (value set reads back different).
    base, eps, guests = "appQ7c2LrN4x9TfVb", "tblE5pR2vX8kLq1Mz", "tblG9sD4wB7nHc2Rf"
    e45 = {"id": "recT3kP0vM8qZ2nXa", "createdTime": "2025-01-22T10:14:31.000Z", "fields": {"Title": "Zines and the Public Library", "Episode #": 45, "Status": "Published", "Guest": ["recK5hQ2mT9wL4xVc"], "Record date": "2025-02-18", "Air date": "2025-03-11", "Guest fee": 300, "Editor": "Marisol Quint"}}
    e46 = {"id": "recH8wL2cN5rY1dQe", "createdTime": "2025-01-29T16:02:07.000Z", "fields": {"Title": "Cataloguing Seed Libraries", "Episode #": 46, "Status": "Scheduled", "Guest": ["recN1bZ6rF3yP8tGd"], "Record date": "2025-02-27", "Air date": "2025-03-25", "Guest fee": 250, "Editor": "Dan Ferrow"}}
    f47 = {"Title": "The Night Shift at the Reference Desk", "Episode #": 47, "Status": "Editing", "Guest": ["recG2dV7sK1pN9wQb"], "Record date": "2025-03-04", "Editor": "Marisol Quint"}
    e48 = {"id": "recZ6mJ1qR8vD3cLu", "createdTime": "2025-02-20T09:41:55.000Z", "fields": {"Title": "Library Cats: A History", "Episode #": 48, "Status": "Booked", "Guest": ["recP7cX3vH0jS5mKa"], "Record date": "2025-03-19", "Editor": "Dan Ferrow"}}
    f47s = {**f47, "Status": "Scheduled", "Air date": "2025-04-08", "Guest fee": 350}
    g_f = {"Name": "Dr. Odile Fenwick", "Affiliation": "Halberd University Library", "Email": "o.fenwick@halberd.ac.uk", "Episodes": ["recB4nF9xK2tM7pWs"], "Fee invoiced": False, "Notes": "Prefers mornings; records from home (Shure MV7). Pronounced FEN-wick."}
    turns: T = [
        (call("list_bases"),
         pj({"bases": [{"id": base, "name": "Shelf Podcast Production", "permissionLevel": "create"},
                       {"id": "appM1d8KfZ0wPq3Rs", "name": "Library Events 2025", "permissionLevel": "edit"}]})),
        (call("list_tables", baseId=base, detailLevel="full"),
         pj([{"id": eps, "name": "Episodes", "primaryFieldId": "fldT1tl3Ep9sQw2Xa", "fields": [
             {"id": "fldT1tl3Ep9sQw2Xa", "name": "Title", "type": "singleLineText"},
             {"id": "fldN0mB7rK4eJ1pZs", "name": "Episode #", "type": "number", "options": {"precision": 0}},
             {"id": "fldS5tA2uV8cX3yQm", "name": "Status", "type": "singleSelect", "options": {"choices": [{"name": n} for n in ("Idea", "Booked", "Recorded", "Editing", "Scheduled", "Published")]}},
             {"id": "fldG7uE4sT1kL9wNb", "name": "Guest", "type": "multipleRecordLinks", "options": {"linkedTableId": guests}},
             {"id": "fldR3cD8aT6eH2jVk", "name": "Record date", "type": "date", "options": {"dateFormat": {"name": "iso"}}},
             {"id": "fldA9rD1aT4eP6sWq", "name": "Air date", "type": "date", "options": {"dateFormat": {"name": "iso"}}},
             {"id": "fldF2eE5gU7sT0fYc", "name": "Guest fee", "type": "currency", "options": {"precision": 0, "symbol": "£"}},
             {"id": "fldE8dT3oR5wQ1zMn", "name": "Editor", "type": "singleLineText"}]},
             {"id": guests, "name": "Guests", "primaryFieldId": "fldN4aM6eX2qR8vTp", "fields": [
                 {"id": "fldN4aM6eX2qR8vTp", "name": "Name", "type": "singleLineText"},
                 {"id": "fldA1fF7iL3tN9oPd", "name": "Affiliation", "type": "singleLineText"},
                 {"id": "fldE6mA2iL8sK4wRb", "name": "Email", "type": "email"},
                 {"id": "fldL5nK9eD2eP7sXh", "name": "Episodes", "type": "multipleRecordLinks", "options": {"linkedTableId": eps}},
                 {"id": "fldI3nV0oI6cE1dGy", "name": "Fee invoiced", "type": "checkbox"},
                 {"id": "fldR8eF4iN1vR5eFu", "name": "Invoice ref", "type": "singleLineText"},
                 {"id": "fldN7oT2eS9xQ3mLc", "name": "Notes", "type": "multilineText"}]}])),
        (call("list_records", baseId=base, tableId=eps, filterByFormula="{Episode #} >= 45", sort=[{"field": "Episode #", "direction": "asc"}]),
         pj([e45, e46, {"id": "recB4nF9xK2tM7pWs", "createdTime": "2025-02-10T14:27:18.000Z", "fields": f47}, e48])),
        (call("update_records", baseId=base, tableId=eps, records=[{"id": "recB4nF9xK2tM7pWs", "fields": {"Status": "Scheduled", "Air date": "2025-04-08", "Guest fee": 350}}]),
         pj([{"id": "recB4nF9xK2tM7pWs", "createdTime": "2025-02-10T14:27:18.000Z", "fields": f47s}])),
        (call("get_record", baseId=base, tableId=guests, recordId="recG2dV7sK1pN9wQb"),
         pj({"id": "recG2dV7sK1pN9wQb", "createdTime": "2025-02-10T14:25:02.000Z", "fields": g_f})),
        (call("list_records", baseId=base, tableId=eps, filterByFormula="{Status} = 'Scheduled'", sort=[{"field": "Air date", "direction": "asc"}]),
         pj([e46, {"id": "recB4nF9xK2tM7pWs", "createdTime": "2025-02-10T14:27:18.000Z", "fields": {**f47s, "Air date": "2025-04-10"}}])),
        (call("update_records", baseId=base, tableId=guests, records=[{"id": "recG2dV7sK1pN9wQb", "fields": {"Fee invoiced": True, "Invoice ref": "SHELF-INV-0147"}}]),
         pj([{"id": "recG2dV7sK1pN9wQb", "createdTime": "2025-02-10T14:25:02.000Z", "fields": {**g_f, "Fee invoiced": True, "Invoice ref": "SHELF-INV-0147"}}])),
        (call("create_record", baseId=base, tableId=eps, fields={"Title": "Overdue Fines Abolition: One Year On", "Episode #": 49, "Status": "Idea"}),
         pj({"id": "recW5tH3nB8xK0mPy", "createdTime": "2025-03-11T11:06:42.000Z", "fields": {"Title": "Overdue Fines Abolition: One Year On", "Episode #": 49, "Status": "Idea"}})),
        (call("list_records", baseId=base, tableId=eps, filterByFormula="{Status} = 'Idea'", sort=[{"field": "Episode #", "direction": "asc"}]),
         pj([
             {"id": "recC0vQ8mL5tR2zKh", "createdTime": "2024-12-03T12:18:40.000Z", "fields": {"Title": "Bookmobiles in Rural Wales", "Status": "Idea", "Editor": "Dan Ferrow"}},
             {"id": "recJ3pY6wS9nA1fDx", "createdTime": "2025-01-15T08:52:11.000Z", "fields": {"Title": "Makerspaces: Who Fixes the 3D Printer?", "Status": "Idea"}},
             {"id": "recW5tH3nB8xK0mPy", "createdTime": "2025-03-11T11:06:42.000Z", "fields": {"Title": "Overdue Fines Abolition: One Year On", "Episode #": 49, "Status": "Idea"}}])),
    ]
    return dict(system=mcp_system("airtable", "airtable-mcp-server with a personal access token for the Shelf podcast team", AT_TOOLS),
                state="Airtable, signed in as producer@shelfpodcast.org. Base 'Shelf Podcast Production' (Episodes, Guests). Tuesday 11 March 2025.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 08 Google Calendar
# ---------------------------------------------------------------------------------------------------------

GCAL_TOOLS = [
    tool("list-calendars", "List all available calendars", {}, []),
    tool("list-events", "List events from a calendar in a time range", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
    tool("search-events", "Search events by text", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
    tool("get-freebusy", "Query free/busy information for calendars", {"timeMin": S, "timeMax": S, "items": A, "timeZone": S}, ["timeMin", "timeMax", "items"]),
    tool("create-event", "Create a new calendar event", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "attendees": A, "location": S}, ["calendarId", "summary", "start", "end"]),
    tool("update-event", "Update an existing event (or one instance of a recurring event)", {"calendarId": S, "eventId": S, "summary": S, "start": S, "end": S, "timeZone": S, "modificationScope": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    tool("delete-event", "Delete a calendar event", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
]


def gev(title: str, eid: str, start: str, end: str, loc: str | None = None, attendees: str | None = None, extra: str | None = None) -> str:
    out = [f"{title} ({eid})", f"Start: {start}", f"End: {end}"]
    if loc:
        out.append(f"Location: {loc}")
    if attendees:
        out.append(f"Attendees: {attendees}")
    if extra:
        out.append(extra)
    return "\n".join(out)


def traj_08() -> dict[str, Any]:
    # Clean: Google Calendar: one instance of a recurring sync moved from Thursday to Wednesday (instance id keeps its original-start suffix), prep block created, a partner call deleted; free/busy reported in UTC matches the EDT listing.
    sync = "3vd8k1m2p9q7r4s6t0u5n2l8jb_20250320T140000Z"
    sync_att = "aisha.mensah@northfen.org, j.thibodeau@northfen.org, l.park@northfen.org, o.haddad@northfen.org, rowan.achebe@northfen.org (organizer)"
    board = gev("Board finance committee", "5lq0r7c2m9v1k3d8e4s6t0a2bn", "2025-03-19T09:00:00-04:00", "2025-03-19T10:30:00-04:00", "Boardroom, 3rd floor", "treasurer@northfen.org, e.dumont@northfen.org, rowan.achebe@northfen.org")
    lunch = gev("Lunch w/ Dara (Foundation)", "0h6ec4t2jf9a1m8kq3p5r7s0uv", "2025-03-19T12:00:00-04:00", "2025-03-19T13:00:00-04:00", "Café Belém, 1110 Queen St W")
    qa = gev("Field data QA", "2c9g4k6m8o0q1s3u5a7e9i1bdf", "2025-03-19T15:30:00-04:00", "2025-03-19T16:30:00-04:00", None, "s.greene@northfen.org, rowan.achebe@northfen.org")
    standup = gev("Comms standup", "6n1p3r5t7v9b2d4f6h8j0l2m4o_20250320T130000Z", "2025-03-20T09:00:00-04:00", "2025-03-20T09:15:00-04:00", "Google Meet", None, "Recurring: weekly on Mon, Thu")
    partner = gev("Partner call: Lakehead Watershed Trust", "4f8j2n6r0v3b7d1h5l9p3t7a2e", "2025-03-20T14:00:00-04:00", "2025-03-20T15:00:00-04:00", "Zoom", "m.kowalski@lakeheadwatershed.ca, rowan.achebe@northfen.org")
    allhands = gev("Quarterly all-hands", "7a2c4e6g8i0k1m3o5q7s9u1v3t", "2025-03-20T16:00:00-04:00", "2025-03-20T17:00:00-04:00", "Main hall + Meet", "staff@northfen.org")
    prep = gev("Prep: grants sync", "k2v9a4c6e8g0i1m3o5q7s9u2b4", "2025-03-19T11:00:00-04:00", "2025-03-19T11:45:00-04:00")
    sync_thu = gev("Grants pipeline sync", sync, "2025-03-20T10:00:00-04:00", "2025-03-20T11:00:00-04:00", "Room 2B / Meet", sync_att, "Recurring: weekly on Thu")
    sync_wed = gev("Grants pipeline sync", sync, "2025-03-19T13:30:00-04:00", "2025-03-19T14:30:00-04:00", "Room 2B / Meet", sync_att, "Recurring: weekly on Thu (this instance moved)")
    turns: T = [
        (call("list-calendars"),
         "Primary Calendar (rowan.achebe@northfen.org) - ID: primary\n"
         "Grants Team - ID: c_7f3k2p9d1m4q8r6t0v5b2j@group.calendar.google.com\n"
         "Holidays in Canada - ID: en.canadian#holiday@group.v.calendar.google.com"),
        (call("list-events", calendarId="primary", timeMin="2025-03-19T00:00:00-04:00", timeMax="2025-03-21T00:00:00-04:00"),
         "Found 7 events:\n\n" + "\n\n".join([board, lunch, qa, standup, sync_thu, partner, allhands])),
        (call("get-freebusy", timeMin="2025-03-19T12:00:00Z", timeMax="2025-03-19T22:00:00Z", items=[{"id": "primary"}, {"id": "aisha.mensah@northfen.org"}, {"id": "j.thibodeau@northfen.org"}]),
         pj({"kind": "calendar#freeBusy", "timeMin": "2025-03-19T12:00:00.000Z", "timeMax": "2025-03-19T22:00:00.000Z", "calendars": {
             "primary": {"busy": [{"start": "2025-03-19T13:00:00Z", "end": "2025-03-19T14:30:00Z"}, {"start": "2025-03-19T16:00:00Z", "end": "2025-03-19T17:00:00Z"}, {"start": "2025-03-19T19:30:00Z", "end": "2025-03-19T20:30:00Z"}]},
             "aisha.mensah@northfen.org": {"busy": [{"start": "2025-03-19T12:30:00Z", "end": "2025-03-19T13:30:00Z"}, {"start": "2025-03-19T15:00:00Z", "end": "2025-03-19T16:30:00Z"}, {"start": "2025-03-19T18:45:00Z", "end": "2025-03-19T19:30:00Z"}]},
             "j.thibodeau@northfen.org": {"busy": [{"start": "2025-03-19T14:00:00Z", "end": "2025-03-19T15:00:00Z"}, {"start": "2025-03-19T16:00:00Z", "end": "2025-03-19T17:15:00Z"}, {"start": "2025-03-19T19:00:00Z", "end": "2025-03-19T21:00:00Z"}]}}})),
        (call("update-event", calendarId="primary", eventId=sync, start="2025-03-19T13:30:00", end="2025-03-19T14:30:00", timeZone="America/Toronto", modificationScope="thisEventOnly", sendUpdates="all"),
         "Event updated: Grants pipeline sync (" + sync + ")\nStart: 2025-03-19T13:30:00-04:00\nEnd: 2025-03-19T14:30:00-04:00\n"
         "Original start: 2025-03-20T10:00:00-04:00\nUpdates sent to 4 guests"),
        (call("create-event", calendarId="primary", summary="Prep: grants sync", start="2025-03-19T11:00:00", end="2025-03-19T11:45:00", timeZone="America/Toronto", description="Pull pipeline numbers from the Grants Team tracker; draft Q2 asks."),
         "Event created: Prep: grants sync (k2v9a4c6e8g0i1m3o5q7s9u2b4)\nStart: 2025-03-19T11:00:00-04:00\nEnd: 2025-03-19T11:45:00-04:00\n"
         "Link: https://www.google.com/calendar/event?eid=azJ2OWE0YzZlOGcwaTFtM281cTdzOXUyYjQgcm93YW4uYWNoZWJlQG5vcnRoZmVuLm9yZw"),
        (call("list-events", calendarId="primary", timeMin="2025-03-19T00:00:00-04:00", timeMax="2025-03-20T00:00:00-04:00"),
         "Found 5 events:\n\n" + "\n\n".join([board, prep, lunch, sync_wed, qa])),
        (call("search-events", calendarId="primary", query="Lakehead", timeMin="2025-03-11T00:00:00-04:00", timeMax="2025-04-30T00:00:00-04:00"),
         "Found 2 events matching \"Lakehead\":\n\n" + partner + "\n\n"
         + gev("Lakehead Watershed Trust: grant report due", "1k5o9s3a7e1i5m9q3u7c1g5b8d", "2025-04-04 (all day)", "2025-04-05 (all day)")),
        (call("delete-event", calendarId="primary", eventId="4f8j2n6r0v3b7d1h5l9p3t7a2e", sendUpdates="all"),
         "Event deleted successfully"),
        (call("list-events", calendarId="primary", timeMin="2025-03-20T00:00:00-04:00", timeMax="2025-03-21T00:00:00-04:00"),
         "Found 2 events:\n\n" + "\n\n".join([standup, allhands])),
        (call("get-freebusy", timeMin="2025-03-19T16:00:00Z", timeMax="2025-03-19T19:00:00Z", items=[{"id": "primary"}]),
         pj({"kind": "calendar#freeBusy", "timeMin": "2025-03-19T16:00:00.000Z", "timeMax": "2025-03-19T19:00:00.000Z", "calendars": {
             "primary": {"busy": [{"start": "2025-03-19T16:00:00Z", "end": "2025-03-19T17:00:00Z"}, {"start": "2025-03-19T17:30:00Z", "end": "2025-03-19T18:30:00Z"}]}}})),
    ]
    return dict(system=mcp_system("google-calendar", "Google Calendar MCP server for rowan.achebe@northfen.org; list results are plain text", GCAL_TOOLS),
                state="Google Calendar of rowan.achebe@northfen.org (Northfen Conservancy), time zone America/Toronto (EDT, UTC-4 since 9 March). Today is Tuesday 11 March 2025.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 09 Zotero
# ---------------------------------------------------------------------------------------------------------

ZOT_TOOLS = [
    tool("zotero_get_collections", "List collections in the library", {"limit": INT}, []),
    tool("zotero_get_collection_items", "List the items of a collection", {"collection_key": S, "limit": INT}, ["collection_key"]),
    tool("zotero_get_item_metadata", "Get detailed metadata for an item", {"item_key": S}, ["item_key"]),
    tool("zotero_get_annotations", "Get PDF annotations of an item", {"item_key": S}, ["item_key"]),
    tool("zotero_delete_item", "Move an item (and its children) to the trash", {"item_key": S}, ["item_key"]),
    tool("zotero_add_tags", "Add tags to an item", {"item_key": S, "tags": A}, ["item_key", "tags"]),
    tool("zotero_search_items", "Search the library", {"query": S, "qmode": S, "limit": INT}, ["query"]),
    tool("zotero_add_to_collection", "Add an existing item to a collection", {"collection_key": S, "item_key": S}, ["collection_key", "item_key"]),
]

ZI = {
    "T8GJ6N2V": ("report", "A national model of nitrate leaching under grassland", "Doyle, Fairweather", 2018),
    "B6TQ2W9L": ("journalArticle", "Denitrification in riparian buffers: a meta-analysis", "Hartwell, Oyelowo", 2019),
    "X3NR7F5D": ("journalArticle", "Denitrification in riparian buffers: a meta-analysis", "Hartwell, Oyelowo", 2019),
    "D6RA9T3P": ("journalArticle", "Denitrification potential of deep vadose sediments", "Kaur, Whitcombe", 2019),
    "M2WH8C4J": ("journalArticle", "Groundwater age dating with CFCs and SF6: a practitioner's review", "Okafor", 2016),
    "Q5LS1D9B": ("journalArticle", "Hyporheic exchange controls on nitrate removal in lowland streams", "Petrakis, Lund, Amari", 2020),
    "Y1HB5Q8M": ("journalArticle", "Lag times in catchment nitrate response: evidence from 30 years of monitoring", "Rendell, Chaudhry, Byrne", 2022),
    "R2LJ5P8S": ("journalArticle", "Legacy nitrogen stores delay water-quality recovery in tile-drained catchments", "Vanderholt, Basak, Pienaar", 2018),
    "J8QF4X6C": ("conferencePaper", "Modelling nitrate transport with MT3DMS: calibration pitfalls", "Adeyemi, Strand", 2023),
    "F7VD4M1Q": ("journalArticle", "Nitrate legacy in the unsaturated zone of chalk aquifers", "Ascroft, Menon, Little", 2017),
    "V4CE7K1X": ("journalArticle", "Redox zonation in a glacial outwash aquifer", "Szabo-Neumann", 2015),
    "H3NV2L7W": ("bookSection", "Stable isotopes (δ15N, δ18O) for source apportionment of nitrate", "Moreau", 2014),
    "K9PZ3R6T": ("journalArticle", "Travel-time distributions and nitrate breakthrough in agricultural catchments", "Lindqvist, Barros", 2021),
}


def zlist(title: str, keys: list[str]) -> str:
    out = [f"# Items in Collection: {title}", "", f"{len(keys)} items (sorted by title)", ""]
    for i, k in enumerate(keys, 1):
        typ, t, au, yr = ZI[k]
        out.append(f"## {i}. {t}\n- **Key**: {k}\n- **Type**: {typ}\n- **Authors**: {au}\n- **Year**: {yr}")
    return "\n".join(out)


def traj_09() -> dict[str, Any]:
    # Bad: Zotero thesis library. Turn 6 trashes the duplicate X3NR7F5D; turn 10's collection listing shows X3NR7F5D again (13 items) although nothing restored it (deleted item reappears).
    ch3 = ["T8GJ6N2V", "B6TQ2W9L", "X3NR7F5D", "D6RA9T3P", "M2WH8C4J", "Q5LS1D9B", "Y1HB5Q8M", "J8QF4X6C", "F7VD4M1Q", "V4CE7K1X", "H3NV2L7W", "K9PZ3R6T"]
    ch3_after = ["T8GJ6N2V", "B6TQ2W9L", "X3NR7F5D", "D6RA9T3P", "M2WH8C4J", "Q5LS1D9B", "Y1HB5Q8M", "R2LJ5P8S", "J8QF4X6C", "F7VD4M1Q", "V4CE7K1X", "H3NV2L7W", "K9PZ3R6T"]
    turns: T = [
        (call("zotero_get_collections"),
         "# Zotero Collections\n\n- **Thesis** (Key: 4QWZ8NJH)\n  - **Ch2 Study sites** (Key: 2BTF6WQA)\n  - **Ch3 Nitrate transport** (Key: 7MD2KXRP)\n  - **Ch4 Land use scenarios** (Key: 9CJE3NLS)\n- **Methods** (Key: 5HUV1PDG)\n- **To read** (Key: P9E3VC6T)\n- **Teaching – GEOG2043** (Key: 8RKM4TZB)"),
        (call("zotero_get_collection_items", collection_key="7MD2KXRP", limit=50), zlist("Ch3 Nitrate transport", ch3)),
        (call("zotero_get_item_metadata", item_key="B6TQ2W9L"),
         "# Denitrification in riparian buffers: a meta-analysis\n\n**Type**: journalArticle\n**Item Key**: B6TQ2W9L\n"
         "**Authors**: Hartwell, Imogen; Oyelowo, Tunde\n**Publication**: Journal of Hydrology\n**Volume**: 574\n**Pages**: 1121–1134\n"
         "**Date**: 2019-07\n**DOI**: 10.1016/j.jhydrol.2019.04.061\n**Date Added**: 2024-11-02 16:41:09\n**Collections**: Ch3 Nitrate transport\n"
         "**Tags**: riparian, denitrification\n**Attachments**: 1 (PDF: Hartwell_Oyelowo_2019_JHydrol.pdf)\n**Notes**: 2\n\n"
         "## Abstract\n\nWe synthesise 163 field measurements of nitrate removal in riparian buffers across temperate catchments. Median removal efficiency was 67 %, with buffer width explaining less variance than subsurface flow-path depth..."),
        (call("zotero_get_item_metadata", item_key="X3NR7F5D"),
         "# Denitrification in riparian buffers: a meta-analysis\n\n**Type**: journalArticle\n**Item Key**: X3NR7F5D\n"
         "**Authors**: Hartwell, I.; Oyelowo, T.\n**Publication**: J. Hydrol.\n**Volume**: 574\n**Pages**: 1121-34\n"
         "**Date**: 2019\n**DOI**: (none)\n**Date Added**: 2025-02-17 09:12:55\n**Collections**: Ch3 Nitrate transport\n"
         "**Tags**: (none)\n**Attachments**: 1 (PDF: 1-s2.0-S0022169419303658-main.pdf, key 9HKC3T2E)\n**Notes**: 0"),
        (call("zotero_get_annotations", item_key="X3NR7F5D"),
         "No annotations found for item X3NR7F5D (checked 1 PDF attachment: 9HKC3T2E)."),
        (call("zotero_delete_item", item_key="X3NR7F5D"),
         "Moved item X3NR7F5D ('Denitrification in riparian buffers: a meta-analysis') and 1 child attachment to the trash."),
        (call("zotero_add_tags", item_key="B6TQ2W9L", tags=["ch3-core", "meta-analysis"]),
         "Added 2 tags to B6TQ2W9L.\nCurrent tags: riparian, denitrification, ch3-core, meta-analysis"),
        (call("zotero_search_items", query="legacy", qmode="titleCreatorYear", limit=10),
         "# Search Results for 'legacy'\n\n2 items found\n\n"
         "## 1. Legacy nitrogen stores delay water-quality recovery in tile-drained catchments\n- **Key**: R2LJ5P8S\n- **Type**: journalArticle\n- **Authors**: Vanderholt, Basak, Pienaar\n- **Year**: 2018\n- **Collections**: To read\n\n"
         "## 2. Nitrate legacy in the unsaturated zone of chalk aquifers\n- **Key**: F7VD4M1Q\n- **Type**: journalArticle\n- **Authors**: Ascroft, Menon, Little\n- **Year**: 2017\n- **Collections**: Ch3 Nitrate transport"),
        (call("zotero_add_to_collection", collection_key="7MD2KXRP", item_key="R2LJ5P8S"),
         "Added item R2LJ5P8S to collection 'Ch3 Nitrate transport' (7MD2KXRP). The item remains in 'To read'."),
        (call("zotero_get_collection_items", collection_key="7MD2KXRP", limit=50), zlist("Ch3 Nitrate transport", ch3_after)),
        (call("zotero_get_item_metadata", item_key="R2LJ5P8S"),
         "# Legacy nitrogen stores delay water-quality recovery in tile-drained catchments\n\n**Type**: journalArticle\n**Item Key**: R2LJ5P8S\n"
         "**Authors**: Vanderholt, Keith; Basak, Nandini; Pienaar, Ruan\n**Publication**: Water Resources Research\n**Volume**: 54\n**Issue**: 9\n"
         "**Pages**: 6402–6419\n**Date**: 2018-09\n**DOI**: 10.1029/2018WR022870\n**Date Added**: 2025-01-08 20:33:47\n"
         "**Collections**: To read, Ch3 Nitrate transport\n**Tags**: legacy-N, tile drainage\n**Attachments**: 1 (PDF)\n**Notes**: 0"),
    ]
    return dict(system=mcp_system("zotero", "zotero-mcp against the local Zotero 7 library of a PhD student; results are Markdown", ZOT_TOOLS),
                state="Local Zotero 7 library (user library 8821406), write access through the local API. Working on thesis chapter 3.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 10 PagerDuty
# ---------------------------------------------------------------------------------------------------------

PD_TOOLS = [
    tool("list_incidents", "List incidents, optionally filtered by status, service or urgency", {"statuses": A, "service_ids": A, "sort_by": S, "limit": INT}, []),
    tool("get_incident", "Get one incident", {"incident_id": S}, ["incident_id"]),
    tool("list_oncalls", "List current on-call entries for escalation policies or schedules", {"escalation_policy_ids": A, "schedule_ids": A}, []),
    tool("manage_incidents", "Acknowledge, resolve, reassign or change the urgency of incidents", {"incident_ids": A, "status": S, "assignment": OBJ, "urgency": S}, ["incident_ids"]),
    tool("add_note_to_incident", "Add a note to an incident", {"incident_id": S, "note": S}, ["incident_id", "note"]),
]

PD_LENA = {"id": "PUL3N4K", "type": "user_reference", "summary": "Lena Okafor"}
PD_DEV = {"id": "PDV8RM1", "type": "user_reference", "summary": "Dev Raman"}
PD_MARCO = {"id": "PMR2T9X", "type": "user_reference", "summary": "Marco Ribeiro"}
PD_RQ = {"id": "PX4T9QZ", "type": "service_reference", "summary": "Rate Quote API"}


def pd_inc(iid: str, num: int, title: str, status: str, urgency: str, service: dict[str, Any], assignees: list[dict[str, Any]],
           created: str, changed: str, **extra: Any) -> dict[str, Any]:
    d = {"id": iid, "type": "incident", "incident_number": num, "title": title, "status": status, "urgency": urgency,
         "service": service, "assignments": [{"at": changed, "assignee": a} for a in assignees], "created_at": created,
         "last_status_change_at": changed, "html_url": f"https://tallowmere.pagerduty.com/incidents/{iid}"}
    d.update(extra)
    return d


def traj_10() -> dict[str, Any]:
    # Clean: PagerDuty incident lifecycle: acknowledge, note, reassign (returns it to triggered for the new assignee), resolve; the open-incidents list gains a new incident and later drops the resolved one.
    q = "Q1K7ZP4N2XW8RB"
    t22 = "p99 latency > 2s on rate-quote-api (prod)"
    disk = pd_inc("Q3M8TY2LB6VD0C", 18419, "Disk usage 85% on pg-replica-02", "acknowledged", "low", {"id": "PPG5F1E", "type": "service_reference", "summary": "Postgres Fleet"}, [PD_MARCO], "2025-03-11T01:58:40Z", "2025-03-11T02:04:12Z")
    stg = pd_inc("Q0RZ5KH7WN3E9P", 18417, "Synthetic check failing: POST /v2/quote (staging)", "triggered", "low", {"id": "PS7W2LQ", "type": "service_reference", "summary": "Rate Quote API (staging)"}, [PD_DEV], "2025-03-11T01:22:05Z", "2025-03-11T01:22:05Z")
    cpu = pd_inc("Q2FJ9XD4GA6TLM", 18425, "CPU > 90% on quote-worker-3", "triggered", "high", PD_RQ, [PD_LENA], "2025-03-11T03:01:12Z", "2025-03-11T03:01:12Z")
    turns: T = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], sort_by="created_at:desc", limit=25),
         mcp_text({"incidents": [pd_inc(q, 18422, t22, "triggered", "high", PD_RQ, [PD_LENA], "2025-03-11T02:47:19Z", "2025-03-11T02:47:19Z"), disk, stg],
                   "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("get_incident", incident_id=q),
         mcp_text({"incident": pd_inc(q, 18422, t22, "triggered", "high", PD_RQ, [PD_LENA], "2025-03-11T02:47:19Z", "2025-03-11T02:47:19Z",
                                      escalation_policy={"id": "P9EPR2M", "type": "escalation_policy_reference", "summary": "Pricing Primary"},
                                      priority={"id": "PQ2P1XH", "summary": "P2"}, incident_key="datadog-monitor-88120417-prod",
                                      alert_counts={"all": 3, "triggered": 3, "resolved": 0}, acknowledgements=[],
                                      last_status_change_by={"id": "PX4T9QZ", "type": "service_reference", "summary": "Rate Quote API"},
                                      body={"details": "Monitor 'rate-quote-api p99' ALERT: p99=2.84s over last 5m (threshold 2.0s). region=eu-central-1"})})),
        (call("list_oncalls", escalation_policy_ids=["P9EPR2M"]),
         mcp_text({"oncalls": [
             {"escalation_level": 1, "user": PD_LENA, "schedule": {"id": "PSC1PRI", "summary": "Pricing – primary"}, "start": "2025-03-10T08:00:00Z", "end": "2025-03-11T08:00:00Z"},
             {"escalation_level": 2, "user": PD_DEV, "schedule": {"id": "PSC2SEC", "summary": "Pricing – secondary"}, "start": "2025-03-10T08:00:00Z", "end": "2025-03-17T08:00:00Z"},
             {"escalation_level": 3, "user": {"id": "PHN6QK0", "type": "user_reference", "summary": "Hannah Quist"}, "schedule": None, "start": None, "end": None}],
             "limit": 25, "offset": 0, "more": False})),
        (call("manage_incidents", incident_ids=[q], status="acknowledged"),
         mcp_text({"incidents": [pd_inc(q, 18422, t22, "acknowledged", "high", PD_RQ, [PD_LENA], "2025-03-11T02:47:19Z", "2025-03-11T02:55:41Z",
                                        acknowledgements=[{"at": "2025-03-11T02:55:41Z", "acknowledger": PD_LENA}],
                                        last_status_change_by=PD_LENA)]})),
        (call("add_note_to_incident", incident_id=q, note="Traffic spike from a batch quoting job (customer acct 77310, ~40x normal RPS). Rate limit applied at the gateway; p99 recovering (1.6s)."),
         mcp_text({"note": {"id": "PNT4B2E7XQ", "user": PD_LENA, "channel": {"summary": "The PagerDuty API"},
                            "content": "Traffic spike from a batch quoting job (customer acct 77310, ~40x normal RPS). Rate limit applied at the gateway; p99 recovering (1.6s).",
                            "created_at": "2025-03-11T02:58:03Z"}})),
        (call("manage_incidents", incident_ids=[q], assignment={"assignee": {"id": "PDV8RM1", "type": "user_reference"}}),
         mcp_text({"incidents": [pd_inc(q, 18422, t22, "triggered", "high", PD_RQ, [PD_DEV], "2025-03-11T02:47:19Z", "2025-03-11T03:00:27Z",
                                        acknowledgements=[], last_status_change_by=PD_LENA)],
                   "message": "Incident reassigned to Dev Raman; it returns to triggered until the new assignee acknowledges."})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], sort_by="created_at:desc", limit=25),
         mcp_text({"incidents": [cpu, pd_inc(q, 18422, t22, "triggered", "high", PD_RQ, [PD_DEV], "2025-03-11T02:47:19Z", "2025-03-11T03:00:27Z"), disk, stg],
                   "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("manage_incidents", incident_ids=[q], status="resolved"),
         mcp_text({"incidents": [pd_inc(q, 18422, t22, "resolved", "high", PD_RQ, [], "2025-03-11T02:47:19Z", "2025-03-11T03:12:26Z",
                                        acknowledgements=[], last_status_change_by=PD_LENA, resolved_at="2025-03-11T03:12:26Z")]})),
        (call("list_incidents", statuses=["triggered", "acknowledged"], sort_by="created_at:desc", limit=25),
         mcp_text({"incidents": [cpu, disk, stg], "limit": 25, "offset": 0, "more": False, "total": None})),
        (call("get_incident", incident_id=q),
         mcp_text({"incident": pd_inc(q, 18422, t22, "resolved", "high", PD_RQ, [], "2025-03-11T02:47:19Z", "2025-03-11T03:12:26Z",
                                      escalation_policy={"id": "P9EPR2M", "type": "escalation_policy_reference", "summary": "Pricing Primary"},
                                      priority={"id": "PQ2P1XH", "summary": "P2"}, incident_key="datadog-monitor-88120417-prod",
                                      alert_counts={"all": 3, "triggered": 0, "resolved": 3}, acknowledgements=[],
                                      last_status_change_by=PD_LENA, resolved_at="2025-03-11T03:12:26Z",
                                      body={"details": "Monitor 'rate-quote-api p99' ALERT: p99=2.84s over last 5m (threshold 2.0s). region=eu-central-1"})})),
    ]
    return dict(system=mcp_system("pagerduty", "PagerDuty MCP server for the tallowmere account, acting as Lena Okafor", PD_TOOLS),
                state="PagerDuty account tallowmere (Tallowmere Freight). API token of Lena Okafor (PUL3N4K), responder on escalation policy 'Pricing Primary'. 2025-03-11, about 02:50 UTC.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 11 Linear
# ---------------------------------------------------------------------------------------------------------

LIN_TOOLS = [
    tool("list_teams", "List teams in the workspace", {}, []),
    tool("list_issues", "List issues with filters", {"teamId": S, "stateType": S, "assigneeId": S, "first": INT, "orderBy": S}, []),
    tool("get_issue", "Get an issue by id or identifier", {"id": S}, ["id"]),
    tool("create_issue", "Create an issue", {"teamId": S, "title": S, "description": S, "priority": INT, "labelIds": A, "stateId": S}, ["teamId", "title"]),
    tool("update_issue", "Update an issue", {"id": S, "title": S, "priority": INT, "stateId": S, "cycleId": S, "assigneeId": S}, ["id"]),
    tool("list_issue_statuses", "List workflow states of a team", {"teamId": S}, ["teamId"]),
    tool("list_cycles", "List cycles of a team", {"teamId": S}, ["teamId"]),
    tool("create_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
]

LIN_TEAM = "5e1c9a3f-2b7d-4f80-9c16-a84d2e07b3f5"
LIN_TODO = {"id": "c3a71e58-0d94-4b2f-8e61-7f5b09d2a4c8", "name": "Todo", "type": "unstarted"}
LIN_PROG = {"id": "9b24f06d-71ce-4a83-b5d0-2e8c64f1a937", "name": "In Progress", "type": "started"}
PRIO = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}


def lin(ident: str, uid: str, title: str, prio: int, updated: str, assignee: str | None, labels: list[str]) -> dict[str, Any]:
    return {"id": uid, "identifier": ident, "title": title, "priority": prio, "priorityLabel": PRIO[prio], "state": LIN_TODO,
            "assignee": {"name": assignee} if assignee else None, "labels": labels, "updatedAt": updated,
            "url": f"https://linear.app/atlas-co/issue/{ident.lower()}"}


def traj_11() -> dict[str, Any]:
    # Clean: Linear bug filed, retitled, reprioritised, started and put in the current cycle; the Todo list no longer shows it; a similarly titled older issue (ATM-216) stays as it was.
    new_id = "e7f0a2c4-6b18-4d93-a5e7-30c9b1d84f62"
    t0 = "Offline sync retries fire every 200ms after token refresh fails"
    t1 = "iOS: offline sync retries every 200ms after token refresh fails"
    todo = [
        lin("ATM-608", "0a8e3d71-c25b-4f9e-b418-6d7c02e95a13", "Android: push token not re-registered after app update", 2, "2025-03-11T14:52:08.417Z", "Kofi Mensah", ["Bug", "Android"]),
        lin("ATM-216", "4c6b1e09-8f3a-4d27-92e5-b10a7c3f58d4", "Offline sync retry storms on Android after airplane mode", 2, "2025-03-11T11:20:44.903Z", None, ["Bug", "Android", "Sync"]),
        lin("ATM-603", "f1d95c2a-7e40-4b86-a3c9-58e2d07b1f6e", "Crash on iPad split view when opening the receipt scanner", 1, "2025-03-10T17:05:31.226Z", "Sana Iqbal", ["Bug", "iOS", "Crash"]),
        lin("ATM-597", "2b70e4f8-93d1-4c5a-8f06-e4a1c9d37b25", "Settings: 'Export data' button does nothing on iOS 16", 3, "2025-03-07T09:48:12.560Z", None, ["Bug", "iOS"]),
        lin("ATM-590", "8d3f6a1c-04e7-4b92-b5a8-71c0e2f94d36", "Dark mode: chart legend unreadable on the spending screen", 4, "2025-03-05T16:31:59.081Z", None, ["Design"]),
        lin("ATM-581", "6e92b0d5-1a3c-47f8-9d24-c58f13a0e7b9", "Localise the currency input for de-CH (apostrophe separators)", 3, "2025-03-03T10:14:27.744Z", "Kofi Mensah", ["i18n"]),
    ]
    cyc42 = {"id": "a4d8c1f3-5e27-4b90-86c1-f03e9b2d7a58", "number": 42, "name": None, "startsAt": "2025-03-10T00:00:00.000Z", "endsAt": "2025-03-24T00:00:00.000Z"}
    sana = {"id": "71c3e8b0-9a5d-4f26-b3e1-08d4c6f2a97e", "name": "Sana Iqbal", "email": "sana@atlas.co"}
    comment = "Repro: turn off network, expire the token from the debug menu -> ~5 req/s to /sync in Charles. Backoff is not applied on 401."
    turns: T = [
        (call("list_teams"),
         mcp_text([{"id": LIN_TEAM, "key": "ATM", "name": "Atlas Mobile"},
                   {"id": "9f4b2c7e-3d81-40a6-b5e9-6c1d08f2a3b7", "key": "ATW", "name": "Atlas Web"},
                   {"id": "d2a6e0f9-48b3-4c17-9e5d-a7f31c0b64e8", "key": "PLT", "name": "Platform"}])),
        (call("list_issues", teamId=LIN_TEAM, stateType="unstarted", first=10, orderBy="updatedAt"),
         mcp_text({"issues": todo, "pageInfo": {"hasNextPage": False, "endCursor": "6e92b0d5-1a3c-47f8-9d24-c58f13a0e7b9"}})),
        (call("create_issue", teamId=LIN_TEAM, title=t0, description="After a failed token refresh the sync worker retries without backoff. Seen on iOS 17.3, build 5.18.0 (4410).", priority=3, labelIds=["Bug", "iOS", "Sync"]),
         mcp_text({"success": True, "issue": {"id": new_id, "identifier": "ATM-612", "title": t0, "priority": 3, "priorityLabel": "Medium",
                                                "state": LIN_TODO, "assignee": None, "labels": ["Bug", "iOS", "Sync"], "cycle": None,
                                                "createdAt": "2025-03-11T16:04:27.331Z", "updatedAt": "2025-03-11T16:04:27.331Z",
                                                "url": "https://linear.app/atlas-co/issue/atm-612/offline-sync-retries-fire-every-200ms-after-token-refresh-fails"}})),
        (call("update_issue", id="ATM-612", title=t1, priority=2),
         mcp_text({"success": True, "issue": {"id": new_id, "identifier": "ATM-612", "title": t1, "priority": 2, "priorityLabel": "High",
                                                "state": LIN_TODO, "assignee": None, "labels": ["Bug", "iOS", "Sync"], "cycle": None,
                                                "createdAt": "2025-03-11T16:04:27.331Z", "updatedAt": "2025-03-11T16:05:10.872Z",
                                                "url": "https://linear.app/atlas-co/issue/atm-612/ios-offline-sync-retries-every-200ms-after-token-refresh-fails"}})),
        (call("list_issue_statuses", teamId=LIN_TEAM),
         mcp_text([{"id": "1e5c8a20-b6f3-4d97-8a41-c0d29e7f35b6", "name": "Backlog", "type": "backlog", "position": 0},
                   {**LIN_TODO, "position": 1}, {**LIN_PROG, "position": 2},
                   {"id": "5d08b3e1-c47a-42f9-96b2-e1a7f3c80d54", "name": "In Review", "type": "started", "position": 3},
                   {"id": "83f1c6a9-2e05-4b7d-a8c3-94d0e5b21f76", "name": "Done", "type": "completed", "position": 4},
                   {"id": "b6a2d9f4-0c31-4e58-b7d1-2f9e84c053a1", "name": "Canceled", "type": "canceled", "position": 5}])),
        (call("list_cycles", teamId=LIN_TEAM),
         mcp_text([{"id": "3b9e1f07-c2d4-48a6-95f3-e7a0d8c14b62", "number": 41, "startsAt": "2025-02-24T00:00:00.000Z", "endsAt": "2025-03-10T00:00:00.000Z", "completedAt": "2025-03-10T00:00:12.204Z", "progress": 0.86},
                   {**cyc42, "completedAt": None, "progress": 0.21},
                   {"id": "c7f2a0d5-9e14-4b38-a6c1-5d3e80f92b47", "number": 43, "startsAt": "2025-03-24T00:00:00.000Z", "endsAt": "2025-04-07T00:00:00.000Z", "completedAt": None, "progress": 0}])),
        (call("update_issue", id="ATM-612", stateId=LIN_PROG["id"], cycleId=cyc42["id"], assigneeId=sana["id"]),
         mcp_text({"success": True, "issue": {"id": new_id, "identifier": "ATM-612", "title": t1, "priority": 2, "priorityLabel": "High",
                                                "state": LIN_PROG, "assignee": sana, "labels": ["Bug", "iOS", "Sync"], "cycle": {"id": cyc42["id"], "number": 42},
                                                "startedAt": "2025-03-11T16:06:02.519Z",
                                                "createdAt": "2025-03-11T16:04:27.331Z", "updatedAt": "2025-03-11T16:06:02.519Z",
                                                "url": "https://linear.app/atlas-co/issue/atm-612/ios-offline-sync-retries-every-200ms-after-token-refresh-fails"}})),
        (call("create_comment", issueId="ATM-612", body=comment),
         mcp_text({"success": True, "comment": {"id": "0f6d2b8e-a913-4c57-8e20-b4c71d5f93a6", "body": comment, "user": {"name": "Sana Iqbal"},
                                                  "issue": {"identifier": "ATM-612"}, "createdAt": "2025-03-11T16:06:41.118Z"}})),
        (call("list_issues", teamId=LIN_TEAM, stateType="unstarted", first=10, orderBy="updatedAt"),
         mcp_text({"issues": todo, "pageInfo": {"hasNextPage": False, "endCursor": "6e92b0d5-1a3c-47f8-9d24-c58f13a0e7b9"}})),
        (call("get_issue", id="ATM-612"),
         mcp_text({"id": new_id, "identifier": "ATM-612", "title": t1,
                   "description": "After a failed token refresh the sync worker retries without backoff. Seen on iOS 17.3, build 5.18.0 (4410).",
                   "priority": 2, "priorityLabel": "High", "state": LIN_PROG, "assignee": sana, "creator": {"name": "Sana Iqbal"},
                   "labels": ["Bug", "iOS", "Sync"], "cycle": {"id": cyc42["id"], "number": 42, "startsAt": cyc42["startsAt"], "endsAt": cyc42["endsAt"]},
                   "team": {"key": "ATM", "name": "Atlas Mobile"}, "comments": [{"id": "0f6d2b8e-a913-4c57-8e20-b4c71d5f93a6", "body": comment, "user": "Sana Iqbal", "createdAt": "2025-03-11T16:06:41.118Z"}],
                   "createdAt": "2025-03-11T16:04:27.331Z", "updatedAt": "2025-03-11T16:06:41.118Z", "startedAt": "2025-03-11T16:06:02.519Z",
                   "url": "https://linear.app/atlas-co/issue/atm-612/ios-offline-sync-retries-every-200ms-after-token-refresh-fails"})),
    ]
    return dict(system=mcp_system("linear", "Linear's MCP server for the atlas-co workspace, signed in as Sana Iqbal", LIN_TOOLS),
                state="Linear workspace atlas-co. Signed in as Sana Iqbal (sana@atlas.co), member of team Atlas Mobile (ATM). Tuesday 11 March 2025, about 16:00 UTC.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 12 Filesystem
# ---------------------------------------------------------------------------------------------------------

FS_TOOLS = [
    tool("list_allowed_directories", "Returns the list of directories this server is allowed to access", {}, []),
    tool("list_directory", "Get a detailed listing of all files and directories in a specified path", {"path": S}, ["path"]),
    tool("read_text_file", "Read the complete contents of a file as text", {"path": S, "head": INT, "tail": INT}, ["path"]),
    tool("edit_file", "Make line-based edits to a text file; returns a git-style diff", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
    tool("search_files", "Recursively search for files and directories matching a pattern", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    tool("write_file", "Create a new file or completely overwrite an existing file", {"path": S, "content": S}, ["path", "content"]),
    tool("get_file_info", "Retrieve detailed metadata about a file or directory", {"path": S}, ["path"]),
]


def venues_yaml(cap: int) -> str:
    return f"""# Venues used on concert pages (referenced by `venue:` in front matter)
st-oswins:
  name: "St Oswin's Church"
  address: "Church Lane, Aldwick, Bognor Regis PO21 4LN"
  capacity: {cap}
  step_free: true
  parking: "Public car park, Aldwick Road (pay & display, free after 18:00)"
  map: "https://www.openstreetmap.org/?mlat=50.7829&mlon=-0.7012#map=18/50.7829/-0.7012"

regis-centre:
  name: "The Regis Centre"
  address: "Belmont Street, Bognor Regis PO21 1BL"
  capacity: 350
  step_free: true
  parking: "Hothamton car park (2 min walk)"
  map: "https://www.openstreetmap.org/?mlat=50.7825&mlon=-0.6738#map=18/50.7825/-0.6738"

aldwick-community-hall:
  name: "Aldwick Community Hall"
  address: "Gossamer Lane, Aldwick PO21 3AT"
  capacity: 120
  step_free: false
  parking: "On-street only"
  map: "https://www.openstreetmap.org/?mlat=50.7794&mlon=-0.7126#map=18/50.7794/-0.7126"
"""


SPRING = """---
title: "Spring Concert 2025: Fauré Requiem"
date: 2025-04-05T19:30:00+01:00
venue: aldwick-community-hall
conductor: "Helen Marchetti"
tickets:
  adult: 14
  concession: 11
  under18: 0
  url: "https://www.ticketsource.co.uk/aldwick-choral/spring-2025"
draft: false
---

Join us at Aldwick Community Hall for Fauré's *Requiem* (1893 version) alongside
Rutter's *Gloria* and a selection of spring part-songs, with organist James Petrov.

Doors open at 19:00. Refreshments in the interval (cash or card).
"""

SUMMER = """---
title: "Summer Serenade 2025"
date: 2025-07-12T19:30:00+01:00
venue: regis-centre
conductor: "Helen Marchetti"
tickets:
  adult: 16
  concession: 12
  under18: 0
  url: "https://www.ticketsource.co.uk/aldwick-choral/summer-2025"
draft: true
---

Programme to be announced: Vaughan Williams, Parry and a seaside medley arranged by our
own Gareth Lowe. Joint concert with Chichester Youth Strings.
"""

NEWS = """---
title: "Spring concert moves to St Oswin's Church"
date: 2025-03-11
summary: "Our Fauré Requiem on 5 April will now be held at St Oswin's Church, Aldwick."
---

Because of roof repairs at Aldwick Community Hall, our Spring Concert on **Saturday 5 April
at 19:30** moves to **St Oswin's Church**, Church Lane, Aldwick (PO21 4LN).

Tickets already bought remain valid; no need to exchange them. The church is step-free and
the Aldwick Road car park is free after 18:00.
"""


def fs_diff(path: str, before: str, after: str) -> str:
    lines = list(difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                      fromfile=f"{path}\toriginal", tofile=f"{path}\tmodified"))
    body = "".join(lines)
    return "```diff\nIndex: " + path + "\n" + "=" * 67 + "\n" + body + "```"


def traj_12() -> dict[str, Any]:
    # Bad: filesystem MCP on a choir's Hugo site. Turn 8 re-reads data/venues.yaml and shows St Oswin's capacity as 150; turn 3 read it as 180 and no call wrote that file (file content changed between reads).
    root = "/home/fiona/sites/aldwick-choral"
    sp = f"{root}/content/concerts/spring-2025.md"
    spring2 = SPRING.replace("venue: aldwick-community-hall", "venue: st-oswins").replace("Join us at Aldwick Community Hall", "Join us at St Oswin's Church")
    news_path = f"{root}/content/news/2025-03-spring-venue-change.md"
    size = len(NEWS.encode("utf-8"))
    turns: T = [
        (call("list_allowed_directories"), f"Allowed directories:\n{root}"),
        (call("list_directory", path=root),
         "[DIR] .git\n[FILE] .gitignore\n[DIR] archetypes\n[DIR] assets\n[DIR] content\n[DIR] data\n[FILE] hugo.toml\n[DIR] layouts\n[FILE] netlify.toml\n[FILE] README.md\n[DIR] static"),
        (call("read_text_file", path=f"{root}/data/venues.yaml"), venues_yaml(180)),
        (call("read_text_file", path=sp), SPRING),
        (call("edit_file", path=sp, edits=[{"oldText": "venue: aldwick-community-hall", "newText": "venue: st-oswins"},
                                          {"oldText": "Join us at Aldwick Community Hall", "newText": "Join us at St Oswin's Church"}]),
         fs_diff(sp, SPRING, spring2)),
        (call("search_files", path=f"{root}/content", pattern="*2025*"),
         f"{root}/content/concerts/spring-2025.md\n{root}/content/concerts/summer-2025.md\n{root}/content/news/2025-01-auditions-open.md"),
        (call("read_text_file", path=f"{root}/content/concerts/summer-2025.md"), SUMMER),
        (call("read_text_file", path=f"{root}/data/venues.yaml"), venues_yaml(150)),
        (call("write_file", path=news_path, content=NEWS), f"Successfully wrote to {news_path}"),
        (call("get_file_info", path=news_path),
         f"size: {size}\ncreated: Tue Mar 11 2025 14:06:52 GMT+0000 (Greenwich Mean Time)\nmodified: Tue Mar 11 2025 14:06:52 GMT+0000 (Greenwich Mean Time)\n"
         "accessed: Tue Mar 11 2025 14:06:52 GMT+0000 (Greenwich Mean Time)\nisDirectory: false\nisFile: true\npermissions: 644"),
    ]
    return dict(system=mcp_system("filesystem", "@modelcontextprotocol/server-filesystem restricted to one Hugo site", FS_TOOLS),
                state="Filesystem MCP server with access to /home/fiona/sites/aldwick-choral (Hugo site of the Aldwick Choral Society, git working tree, branch main).",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 13 Stripe
# ---------------------------------------------------------------------------------------------------------

STRIPE_TOOLS = [
    tool("list_customers", "List customers, optionally by email", {"email": S, "limit": INT}, []),
    tool("list_prices", "List prices", {"product": S, "limit": INT, "active": B}, []),
    tool("create_invoice", "Create a draft invoice for a customer", {"customer": S, "collection_method": S, "days_until_due": INT, "description": S}, ["customer"]),
    tool("create_invoice_item", "Add an invoice item (price x quantity) to a draft invoice", {"customer": S, "invoice": S, "price": S, "quantity": INT}, ["customer", "invoice", "price"]),
    tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
    tool("retrieve_customer", "Retrieve a customer", {"customer": S}, ["customer"]),
]


def traj_13() -> dict[str, Any]:
    # Bad: Stripe invoice for a translation client. Turns 4-6 add items of 361000 + 121600 + 25000 cents (507600); turn 7's finalized invoice lists those three lines but gives subtotal/total/amount_due 497600 (derived total does not match its parts).
    cus, inv = "cus_RkT3vQ8bN2xLmP", "in_1QzB4kDk2Lr8TmXa9PqW3c1N"
    p_tr, p_pr, p_tb = "price_1PfR2vDk2Lr8TmXaH7sQ0bYe", "price_1PfR3cDk2Lr8TmXa4LwN9kVu", "price_1PfR5hDk2Lr8TmXaZ2dJ6tRm"
    d_tr = "DE→EN technical translation (per 1,000 words)"
    d_pr = "Proofreading by second linguist (per 1,000 words)"
    d_tb = "Terminology base setup (one-off)"
    desc = "Marlowe Instruments: MX-40 operating manual, 38,000 words, Feb 2025"

    def ii(iid: str, price: str, unit: int, qty: int, d: str, created: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoiceitem", "amount": unit * qty, "currency": "eur", "customer": cus, "date": created,
                "description": d, "invoice": inv, "livemode": True, "price": {"id": price, "unit_amount": unit, "currency": "eur", "type": "one_time"},
                "quantity": qty, "unit_amount_decimal": str(unit)}

    items = [ii("ii_1QzB5aDk2Lr8TmXaC3fV8nJq", p_tr, 9500, 38, d_tr, 1741690251),
             ii("ii_1QzB5pDk2Lr8TmXaW9kD2sLe", p_pr, 3200, 38, d_pr, 1741690266),
             ii("ii_1QzB65Dk2Lr8TmXa7XhT4cGb", p_tb, 25000, 1, d_tb, 1741690282)]
    lines = [{"id": "il_" + x["id"][3:], "object": "line_item", "amount": x["amount"], "currency": "eur", "description": x["description"],
              "invoice_item": x["id"], "quantity": x["quantity"], "price": x["price"], "type": "invoiceitem"} for x in items]
    draft = {"id": inv, "object": "invoice", "customer": cus, "customer_name": "Marlowe Instruments GmbH", "status": "draft", "number": None,
             "currency": "eur", "collection_method": "send_invoice", "days_until_due": 30, "description": desc, "created": 1741690213,
             "subtotal": 0, "total": 0, "amount_due": 0, "amount_paid": 0, "amount_remaining": 0,
             "lines": {"object": "list", "data": [], "has_more": False, "total_count": 0}, "livemode": True}
    bad_total = 497600
    final = {**draft, "status": "open", "number": "KL7F2C9A-0007", "due_date": 1744282402,
             "status_transitions": {"finalized_at": 1741690402, "paid_at": None, "voided_at": None},
             "subtotal": bad_total, "subtotal_excluding_tax": bad_total, "tax": None, "total_tax_amounts": [], "discounts": [],
             "total": bad_total, "total_excluding_tax": bad_total, "amount_due": bad_total, "amount_remaining": bad_total,
             "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Mk9QbDk2Lr8TmXa/live_YWNjdF8xTWs5UWJEazJMcjhUbVhhLF9SdDZ4ZzJDbmZ2V0xKdVNu0100xQ4bLm2A",
             "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Mk9QbDk2Lr8TmXa/live_YWNjdF8xTWs5UWJEazJMcjhUbVhhLF9SdDZ4ZzJDbmZ2V0xKdVNu0100xQ4bLm2A/pdf",
             "lines": {"object": "list", "data": lines, "has_more": False, "total_count": 3}}
    turns: T = [
        (call("list_customers", email="ap@marlowe-instruments.de", limit=5),
         pj({"object": "list", "data": [{"id": cus, "object": "customer", "name": "Marlowe Instruments GmbH", "email": "ap@marlowe-instruments.de",
                                          "currency": "eur", "balance": 0, "invoice_prefix": "KL7F2C9A", "created": 1717404122,
                                          "address": {"line1": "Hafenstraße 41", "postal_code": "28217", "city": "Bremen", "country": "DE"},
                                          "tax_exempt": "reverse"}], "has_more": False, "url": "/v1/customers"})),
        (call("list_prices", limit=10, active=True),
         pj({"object": "list", "data": [
             {"id": p_tr, "object": "price", "active": True, "currency": "eur", "unit_amount": 9500, "type": "one_time", "product": "prod_QWk1f8TzR3nVbE", "nickname": d_tr},
             {"id": p_pr, "object": "price", "active": True, "currency": "eur", "unit_amount": 3200, "type": "one_time", "product": "prod_QWk2aL0xH5cJqM", "nickname": d_pr},
             {"id": "price_1PfR4mDk2Lr8TmXaQ8vB1eKd", "object": "price", "active": True, "currency": "eur", "unit_amount": 7500, "type": "one_time", "product": "prod_QWk3nD7sY2gPwT", "nickname": "Rush surcharge (< 5 working days)"},
             {"id": p_tb, "object": "price", "active": True, "currency": "eur", "unit_amount": 25000, "type": "one_time", "product": "prod_QWk4cR9mB6tXaZ", "nickname": d_tb},
             {"id": "price_1PfR7qDk2Lr8TmXaN5yG3wUh", "object": "price", "active": True, "currency": "eur", "unit_amount": 120000, "type": "recurring", "recurring": {"interval": "month", "interval_count": 1}, "product": "prod_QWk5eV1kF8dLsN", "nickname": "Monthly retainer (up to 15,000 words)"},
         ], "has_more": False, "url": "/v1/prices"})),
        (call("create_invoice", customer=cus, collection_method="send_invoice", days_until_due=30, description=desc), pj(draft)),
        (call("create_invoice_item", customer=cus, invoice=inv, price=p_tr, quantity=38), pj(items[0])),
        (call("create_invoice_item", customer=cus, invoice=inv, price=p_pr, quantity=38), pj(items[1])),
        (call("create_invoice_item", customer=cus, invoice=inv, price=p_tb, quantity=1), pj(items[2])),
        (call("finalize_invoice", invoice=inv), pj(final)),
        (call("retrieve_customer", customer=cus),
         pj({"id": cus, "object": "customer", "name": "Marlowe Instruments GmbH", "email": "ap@marlowe-instruments.de", "currency": "eur",
             "balance": 0, "delinquent": False, "invoice_prefix": "KL7F2C9A", "next_invoice_sequence": 8, "created": 1717404122,
             "address": {"line1": "Hafenstraße 41", "postal_code": "28217", "city": "Bremen", "country": "DE"}, "tax_exempt": "reverse",
             "preferred_locales": ["de", "en"], "invoice_settings": {"default_payment_method": None, "footer": "Kestrel Lingo Ltd · VAT GB 318 4402 17"},
             "livemode": True})),
    ]
    return dict(system=mcp_system("stripe", "Stripe's MCP server (agent toolkit) on the live account of Kestrel Lingo Ltd; responses are Stripe API objects", STRIPE_TOOLS),
                state="Stripe account acct_1Mk9QbDk2Lr8TmXa (Kestrel Lingo Ltd, translation agency), live mode, default currency EUR for EU clients. Amounts are in cents.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 14 Home Assistant
# ---------------------------------------------------------------------------------------------------------

HA_TOOLS = [
    tool("get_entity", "Get the state of a Home Assistant entity", {"entity_id": S, "fields": A, "detailed": B}, ["entity_id"]),
    tool("search_entities_tool", "Search entities by name, id or domain", {"query": S, "limit": INT}, ["query"]),
    tool("entity_action", "Perform an action on an entity (on, off, toggle, open, close)", {"entity_id": S, "action": S, "params": OBJ}, ["entity_id", "action"]),
    tool("call_service_tool", "Call any Home Assistant service", {"domain": S, "service": S, "data": OBJ}, ["domain", "service"]),
    tool("list_automations", "List automations with their state and last trigger", {}, []),
]


def ha(eid: str, state: str, changed: str, updated: str, **attrs: Any) -> dict[str, Any]:
    return {"entity_id": eid, "state": state, "attributes": attrs, "last_changed": changed, "last_updated": updated}


def traj_14() -> dict[str, Any]:
    # Clean: Home Assistant evening shutdown: lights off, thermostat lowered (current temperature drifts, hvac_action idles, last_changed keeps the heat-mode time), garage closed, night-mode automation triggered with its own side effects.
    d = "2025-03-11T"
    clim = dict(hvac_modes=["off", "heat"], min_temp=7, max_temp=30, friendly_name="Hallway thermostat", supported_features=385)
    lt = {"light.kitchen_pendants": "Kitchen pendants", "light.living_room_floor": "Living room floor lamp", "light.office_desk": "Office desk lamp",
          "light.landing": "Landing", "light.garden_wall": "Garden wall lights", "light.porch": "Porch"}

    def lights(states: dict[str, str]) -> str:
        res = [{"entity_id": k, "state": states[k], "domain": "light", "friendly_name": v} for k, v in lt.items()]
        return pj({"count": len(res), "results": res, "domains": {"light": len(res)}})

    turns: T = [
        (call("get_entity", entity_id="climate.hallway"),
         pj(ha("climate.hallway", "heat", d + "19:02:14.381492+00:00", d + "21:44:51.027315+00:00", current_temperature=20.4, temperature=21.0, hvac_action="heating", **clim))),
        (call("search_entities_tool", query="light", limit=20),
         lights({"light.kitchen_pendants": "on", "light.living_room_floor": "on", "light.office_desk": "on", "light.landing": "off", "light.garden_wall": "off", "light.porch": "on"})),
        (call("call_service_tool", domain="light", service="turn_off", data={"entity_id": ["light.kitchen_pendants", "light.office_desk"]}),
         pj([ha("light.kitchen_pendants", "off", d + "21:47:03.512880+00:00", d + "21:47:03.512880+00:00", supported_color_modes=["brightness"], color_mode=None, brightness=None, friendly_name="Kitchen pendants"),
             ha("light.office_desk", "off", d + "21:47:03.540117+00:00", d + "21:47:03.540117+00:00", supported_color_modes=["color_temp"], color_mode=None, brightness=None, color_temp_kelvin=None, friendly_name="Office desk lamp")])),
        (call("call_service_tool", domain="climate", service="set_temperature", data={"entity_id": "climate.hallway", "temperature": 18.5}),
         pj([ha("climate.hallway", "heat", d + "19:02:14.381492+00:00", d + "21:47:20.664209+00:00", current_temperature=20.6, temperature=18.5, hvac_action="idle", **clim)])),
        (call("get_entity", entity_id="cover.garage_door"),
         pj(ha("cover.garage_door", "open", d + "18:31:40.207551+00:00", d + "18:31:40.207551+00:00", device_class="garage", friendly_name="Garage door", supported_features=3))),
        (call("entity_action", entity_id="cover.garage_door", action="close"),
         pj({"result": "ok", "service": "cover.close_cover", "changed_states": [
             ha("cover.garage_door", "closing", d + "21:47:45.918306+00:00", d + "21:47:45.918306+00:00", device_class="garage", friendly_name="Garage door", supported_features=3)]})),
        (call("get_entity", entity_id="cover.garage_door"),
         pj(ha("cover.garage_door", "closed", d + "21:48:02.671940+00:00", d + "21:48:02.671940+00:00", device_class="garage", friendly_name="Garage door", supported_features=3))),
        (call("list_automations"),
         pj([{"id": "1698772140512", "entity_id": "automation.night_mode", "state": "on", "alias": "Night mode", "last_triggered": "2025-03-10T23:00:00.184022+00:00", "mode": "single"},
             {"id": "1698772191330", "entity_id": "automation.porch_light_at_sunset", "state": "on", "alias": "Porch light at sunset", "last_triggered": d + "18:09:12.005731+00:00", "mode": "single"},
             {"id": "1701523308877", "entity_id": "automation.garage_left_open_alert", "state": "on", "alias": "Garage left open (60 min)", "last_triggered": d + "19:31:40.226018+00:00", "mode": "single"},
             {"id": "1705940612094", "entity_id": "automation.bathroom_fan_humidity", "state": "on", "alias": "Bathroom fan on humidity", "last_triggered": d + "07:12:55.640381+00:00", "mode": "restart"}])),
        (call("call_service_tool", domain="automation", service="trigger", data={"entity_id": "automation.night_mode"}),
         pj([ha("automation.night_mode", "on", "2025-03-09T10:15:02.337104+00:00", d + "21:48:40.102557+00:00", id="1698772140512", last_triggered=d + "21:48:40.102557+00:00", mode="single", current=1, friendly_name="Night mode"),
             ha("light.living_room_floor", "off", d + "21:48:40.311828+00:00", d + "21:48:40.311828+00:00", supported_color_modes=["brightness"], color_mode=None, brightness=None, friendly_name="Living room floor lamp"),
             ha("light.porch", "off", d + "21:48:40.315460+00:00", d + "21:48:40.315460+00:00", supported_color_modes=["onoff"], color_mode=None, friendly_name="Porch"),
             ha("light.landing", "on", d + "21:48:40.402913+00:00", d + "21:48:40.402913+00:00", supported_color_modes=["brightness"], color_mode="brightness", brightness=26, friendly_name="Landing"),
             ha("alarm_control_panel.home", "armed_night", d + "21:48:41.009276+00:00", d + "21:48:41.009276+00:00", code_format=None, changed_by="Night mode", friendly_name="Home alarm")])),
        (call("get_entity", entity_id="automation.night_mode"),
         pj(ha("automation.night_mode", "on", "2025-03-09T10:15:02.337104+00:00", d + "21:48:41.011870+00:00", id="1698772140512", last_triggered=d + "21:48:40.102557+00:00", mode="single", current=0, friendly_name="Night mode"))),
        (call("search_entities_tool", query="light", limit=20),
         lights({"light.kitchen_pendants": "off", "light.living_room_floor": "off", "light.office_desk": "off", "light.landing": "on", "light.garden_wall": "off", "light.porch": "off"})),
        (call("get_entity", entity_id="climate.hallway"),
         pj(ha("climate.hallway", "heat", d + "19:02:14.381492+00:00", d + "21:49:10.553018+00:00", current_temperature=20.5, temperature=18.5, hvac_action="idle", **clim))),
    ]
    return dict(system=mcp_system("home-assistant", "hass-mcp connected to a Home Assistant 2025.3 instance; results are JSON", HA_TOOLS),
                state="Home Assistant at http://homeassistant.local:8123 (Europe/London). Long-lived token of user 'alex'. Tuesday 11 March 2025, about 21:45 local time.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 15 Todoist
# ---------------------------------------------------------------------------------------------------------

TODO_TOOLS = [
    tool("todoist_get_projects", "List all projects", {}, []),
    tool("todoist_get_tasks", "Get tasks, optionally by project or with a Todoist filter query", {"project_id": S, "filter": S, "limit": INT}, []),
    tool("todoist_create_task", "Create a task", {"content": S, "project_id": S, "due_string": S, "priority": INT, "labels": A}, ["content"]),
    tool("todoist_update_task", "Update a task by id", {"task_id": S, "content": S, "due_string": S, "priority": INT}, ["task_id"]),
    tool("todoist_complete_task", "Mark a task as complete", {"task_id": S}, ["task_id"]),
    tool("todoist_delete_task", "Delete a task", {"task_id": S}, ["task_id"]),
]


def td(title: str, tid: str, due: str | None, prio: str, labels: str | None = None, project: str | None = None) -> str:
    out = [f"- {title}", f"  ID: {tid}"]
    if project:
        out.append(f"  Project: {project}")
    out.append(f"  Due: {due}" if due else "  Due: (none)")
    out.append(f"  Priority: {prio}")
    if labels:
        out.append(f"  Labels: {labels}")
    return "\n".join(out)


def traj_15() -> dict[str, Any]:
    # Bad: Todoist pottery-studio project. Turn 3 renames task 8813920502 to "Book kiln slot – Fri 21 Mar (cone 6)"; turn 5's filtered list still shows it as "Book kiln slot (Thu)" with the new due date (renamed item under its old name).
    proj = "2331874502"
    turns: T = [
        (call("todoist_get_projects"),
         "Projects (4):\n- Inbox (id: 2203306141)\n- Studio – March firing (id: 2331874502, color: berry_red)\n- Shop restock (id: 2331874519, color: teal)\n- Personal (id: 2298015764, color: grey)"),
        (call("todoist_get_tasks", project_id=proj),
         "6 tasks found:\n\n" + "\n".join([
             td("Glaze test tiles for celadon", "8813920417", "2025-03-14 (Fri)", "p2", "glaze"),
             td("Order cone 6 witness cones", "8813920433", "2025-03-12 (Wed)", "p3", "supplies"),
             td("Wax bottoms of bisque ware", "8813920468", "2025-03-19 (Wed)", "p4"),
             td("Book kiln slot (Thu)", "8813920502", "2025-03-13 (Thu)", "p1", "kiln"),
             td("Photograph pieces for the shop", "8813920537", None, "p4", "shop"),
             td("Mix 2 kg shino batch", "8813920571", "2025-03-15 (Sat)", "p3", "glaze")])),
        (call("todoist_update_task", task_id="8813920502", content="Book kiln slot – Fri 21 Mar (cone 6)", due_string="2025-03-17"),
         'Task "Book kiln slot (Thu)" updated:\nID: 8813920502\nNew title: Book kiln slot – Fri 21 Mar (cone 6)\nNew due date: 2025-03-17 (Mon)\nPriority: p1'),
        (call("todoist_complete_task", task_id="8813920433"),
         'Task "Order cone 6 witness cones" (ID: 8813920433) marked as complete.'),
        (call("todoist_get_tasks", filter="#Studio – March firing & 7 days"),
         "3 tasks found (filter: #Studio – March firing & 7 days):\n\n" + "\n".join([
             td("Glaze test tiles for celadon", "8813920417", "2025-03-14 (Fri)", "p2", "glaze"),
             td("Mix 2 kg shino batch", "8813920571", "2025-03-15 (Sat)", "p3", "glaze"),
             td("Book kiln slot (Thu)", "8813920502", "2025-03-17 (Mon)", "p1", "kiln")])),
        (call("todoist_create_task", content="Buy 25 kg bag of B-Mix clay", project_id=proj, due_string="tomorrow", priority=2, labels=["supplies"]),
         "Task created:\nTitle: Buy 25 kg bag of B-Mix clay\nID: 8814077253\nProject: Studio – March firing\nDue: 2025-03-12 (Wed)\nPriority: p3\nLabels: supplies"),
        (call("todoist_update_task", task_id="8813920468", priority=3),
         'Task "Wax bottoms of bisque ware" updated:\nID: 8813920468\nPriority: p2 (was p4)\nDue: 2025-03-19 (Wed)'),
        (call("todoist_delete_task", task_id="8813920537"),
         'Task "Photograph pieces for the shop" (ID: 8813920537) deleted.'),
        (call("todoist_get_tasks", filter="p2"),
         "3 tasks found (filter: p2):\n\n" + "\n".join([
             td("Glaze test tiles for celadon", "8813920417", "2025-03-14 (Fri)", "p2", "glaze", "Studio – March firing"),
             td("Wax bottoms of bisque ware", "8813920468", "2025-03-19 (Wed)", "p2", None, "Studio – March firing"),
             td("Reorder kraft gift boxes (12×12)", "8812759031", "2025-03-24 (Mon)", "p2", "supplies", "Shop restock")])),
    ]
    return dict(system=mcp_system("todoist", "todoist-mcp-server for a ceramics studio's account; results are plain text. API priority 4 = p1, 3 = p2, 2 = p3, 1 = p4", TODO_TOOLS),
                state="Todoist account of Wren Halloway (Wren Ceramics). Time zone Europe/Dublin. Today is Tuesday 11 March 2025.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 16 Shopify
# ---------------------------------------------------------------------------------------------------------

SHOP_TOOLS = [
    tool("get-products", "Get products, optionally filtered by title", {"searchTitle": S, "limit": INT}, ["limit"]),
    tool("get-product-by-id", "Get one product with variants and inventory levels", {"productId": S}, ["productId"]),
    tool("get-orders", "Get orders, optionally by fulfilment status", {"status": S, "limit": INT}, ["limit"]),
    tool("inventory-adjust", "Adjust the available quantity of an inventory item at a location", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
    tool("update-product", "Update product fields (title, tags, status)", {"productId": S, "tags": A, "title": S, "status": S}, ["productId"]),
    tool("update-variant", "Update a variant's price or SKU", {"variantId": S, "price": S, "compareAtPrice": S, "sku": S}, ["variantId"]),
    tool("fulfill-order", "Create a fulfilment for all remaining items of an order", {"orderId": S, "trackingNumber": S, "trackingCompany": S, "notifyCustomer": B}, ["orderId"]),
]


def traj_16() -> dict[str, Any]:
    # Clean: Shopify candle shop: restock (+36), tag added, price changed, an order fulfilled (available unchanged), a new order arrives at the new price and takes one unit; totals follow.
    pid, v8, v14 = "gid://shopify/Product/8123456781234", "gid://shopify/ProductVariant/44871230011570", "gid://shopify/ProductVariant/44871230044338"
    ii8, ii14 = "gid://shopify/InventoryItem/46920011223346", "gid://shopify/InventoryItem/46920011256114"
    portland, kenne = "gid://shopify/Location/71234560123", "gid://shopify/Location/71234560456"
    title = "Sea Salt & Driftwood Candle"

    def product(tags: list[str], updated: str, p8: str, a8: int) -> dict[str, Any]:
        return {"id": pid, "title": title, "handle": "sea-salt-driftwood-candle", "status": "ACTIVE", "vendor": "Tidewater Candle Co.",
                "productType": "Candle", "tags": tags, "createdAt": "2023-10-04T15:12:48Z", "updatedAt": updated, "totalInventory": a8 + 19,
                "variants": [
                    {"id": v8, "title": "8 oz", "sku": "TW-SSD-08", "price": p8, "inventoryItem": {"id": ii8},
                     "inventoryLevels": [{"location": {"id": portland, "name": "Studio — Portland"}, "available": a8},
                                         {"location": {"id": kenne, "name": "Pop-up — Kennebunk"}, "available": 0}]},
                    {"id": v14, "title": "14 oz", "sku": "TW-SSD-14", "price": "34.00", "inventoryItem": {"id": ii14},
                     "inventoryLevels": [{"location": {"id": portland, "name": "Studio — Portland"}, "available": 15},
                                         {"location": {"id": kenne, "name": "Pop-up — Kennebunk"}, "available": 4}]}]}

    def listing(p8: str, a8: int, spray: bool) -> dict[str, Any]:
        res = [{"id": pid, "title": title, "status": "ACTIVE", "totalInventory": a8 + 19,
                "priceRange": {"min": p8, "max": "34.00"},
                "variants": [{"id": v8, "title": "8 oz", "price": p8, "sku": "TW-SSD-08", "inventoryQuantity": a8},
                             {"id": v14, "title": "14 oz", "price": "34.00", "sku": "TW-SSD-14", "inventoryQuantity": 19}]}]
        if spray:
            res.append({"id": "gid://shopify/Product/8123456783311", "title": "Sea Salt Room Spray", "status": "ACTIVE", "totalInventory": 27,
                        "priceRange": {"min": "16.00", "max": "16.00"},
                        "variants": [{"id": "gid://shopify/ProductVariant/44871231988902", "title": "Default Title", "price": "16.00", "sku": "TW-SSRS", "inventoryQuantity": 27}]})
        else:
            res.append({"id": "gid://shopify/Product/8123456790002", "title": "Driftwood Wick Trimmer", "status": "ACTIVE", "totalInventory": 41,
                        "priceRange": {"min": "12.00", "max": "12.00"},
                        "variants": [{"id": "gid://shopify/ProductVariant/44871299001011", "title": "Default Title", "price": "12.00", "sku": "TW-WT-01", "inventoryQuantity": 41}]})
        res.append({"id": "gid://shopify/Product/8123456781567", "title": "Sea Salt & Driftwood Wax Melts", "status": "ACTIVE", "totalInventory": 58,
                    "priceRange": {"min": "9.00", "max": "9.00"},
                    "variants": [{"id": "gid://shopify/ProductVariant/44871230977330", "title": "Default Title", "price": "9.00", "sku": "TW-SSD-WM", "inventoryQuantity": 58}]})
        return {"products": res}

    def order(num: int, oid: int, created: str, cust: str, items: list[tuple[str, str, int, str]], total: str) -> dict[str, Any]:
        return {"id": f"gid://shopify/Order/{oid}", "name": f"#{num}", "createdAt": created, "customer": {"displayName": cust},
                "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED",
                "lineItems": [{"title": t, "variantTitle": vt, "quantity": q, "originalUnitPrice": p} for t, vt, q, p in items],
                "shippingLine": {"title": "USPS Ground Advantage", "price": "7.95"}, "totalPrice": total}

    o1547 = order(1547, 6011223344990, "2025-03-10T19:22:07Z", "Maya Thornbury", [(title, "8 oz", 2, "24.00")], "55.95")
    o1545 = order(1545, 6011223344772, "2025-03-09T14:03:51Z", "Eli Varga", [("Harbor Fog Candle", "14 oz", 1, "34.00")], "41.95")
    o1543 = order(1543, 6011223344556, "2025-03-08T10:47:30Z", "Priya Castellano", [(title, "14 oz", 1, "34.00"), ("Driftwood Wick Trimmer", None, 1, "12.00")], "53.95")
    o1549 = order(1549, 6011223345208, "2025-03-11T14:23:55Z", "Jonah Whitlock", [(title, "8 oz", 1, "26.00")], "33.95")
    turns: T = [
        (call("get-products", searchTitle="Driftwood", limit=5), pj(listing("24.00", 6, False))),
        (call("get-product-by-id", productId=pid), pj({"product": product(["coastal", "soy"], "2025-03-02T17:40:11Z", "24.00", 6)})),
        (call("get-orders", status="unfulfilled", limit=5), pj({"orders": [o1547, o1545, o1543], "pageInfo": {"hasNextPage": False}})),
        (call("inventory-adjust", inventoryItemId=ii8, locationId=portland, delta=36, reason="received"),
         pj({"inventoryAdjustmentGroup": {"createdAt": "2025-03-11T14:21:38Z", "reason": "received", "referenceDocumentUri": None,
                                          "changes": [{"name": "available", "delta": 36, "quantityAfterChange": 42, "location": {"name": "Studio — Portland"}, "item": {"sku": "TW-SSD-08"}}]},
             "userErrors": []})),
        (call("update-product", productId=pid, tags=["coastal", "soy", "spring-25"]),
         pj({"product": {"id": pid, "title": title, "tags": ["coastal", "soy", "spring-25"], "updatedAt": "2025-03-11T14:22:06Z"}, "userErrors": []})),
        (call("update-variant", variantId=v8, price="26.00"),
         pj({"productVariant": {"id": v8, "title": "8 oz", "price": "26.00", "compareAtPrice": None, "sku": "TW-SSD-08", "updatedAt": "2025-03-11T14:22:41Z"}, "userErrors": []})),
        (call("fulfill-order", orderId="gid://shopify/Order/6011223344556", trackingNumber="9400111202984471330652", trackingCompany="USPS", notifyCustomer=True),
         pj({"fulfillment": {"id": "gid://shopify/Fulfillment/5210098765432", "status": "SUCCESS", "createdAt": "2025-03-11T14:23:19Z",
                             "trackingInfo": [{"company": "USPS", "number": "9400111202984471330652", "url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111202984471330652"}],
                             "fulfillmentLineItems": [{"lineItem": {"title": title, "variantTitle": "14 oz"}, "quantity": 1},
                                                      {"lineItem": {"title": "Driftwood Wick Trimmer", "variantTitle": None}, "quantity": 1}]},
             "order": {"name": "#1543", "displayFulfillmentStatus": "FULFILLED"}, "userErrors": []})),
        (call("get-orders", status="unfulfilled", limit=5), pj({"orders": [o1549, o1547, o1545], "pageInfo": {"hasNextPage": False}})),
        (call("get-product-by-id", productId=pid), pj({"product": product(["coastal", "soy", "spring-25"], "2025-03-11T14:22:41Z", "26.00", 41)})),
        (call("get-products", searchTitle="Sea Salt", limit=5), pj(listing("26.00", 41, True))),
    ]
    return dict(system=mcp_system("shopify", "a Shopify Admin API MCP server for tidewater-candle.myshopify.com; results are JSON", SHOP_TOOLS),
                state="Shopify store tidewater-candle.myshopify.com (Tidewater Candle Co.), currency USD. Locations: Studio — Portland (ME), Pop-up — Kennebunk. Tuesday 11 March 2025.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 17 Cloudflare DNS
# ---------------------------------------------------------------------------------------------------------

CF_TOOLS = [
    tool("zones_list", "List zones in the account", {"name": S}, []),
    tool("dns_records_list", "List DNS records of a zone", {"zone_id": S, "type": S, "name": S, "page": INT, "per_page": INT}, ["zone_id"]),
    tool("dns_record_create", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B}, ["zone_id", "type", "name", "content"]),
    tool("dns_record_update", "Overwrite a DNS record", {"zone_id": S, "record_id": S, "type": S, "name": S, "content": S, "ttl": INT, "priority": INT, "proxied": B}, ["zone_id", "record_id"]),
    tool("dns_record_delete", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
]

CFZ = "8e3b71c9d2f04a6b95e1c07d4a2f6b13"


def cfr(rid: str, typ: str, name: str, content: str, created: str, modified: str, ttl: int = 1, proxied: bool = False,
        priority: int | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {"id": rid, "zone_id": CFZ, "zone_name": "brambleworks.io", "name": name, "type": typ, "content": content,
                         "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "settings": {}, "meta": {},
                         "comment": None, "tags": [], "created_on": created, "modified_on": modified}
    if priority is not None:
        d["priority"] = priority
    return d


def cf_ok(result: Any, info: dict[str, int] | None = None) -> str:
    d: dict[str, Any] = {"result": result, "success": True, "errors": [], "messages": []}
    if info is not None:
        d["result_info"] = info
    return mcp_text(d)


def traj_17() -> dict[str, Any]:
    # Clean: Cloudflare DNS mail migration: paginated record list, MX and SPF contents overwritten in place (same ids, new modified_on), three DKIM CNAMEs created (short names come back as FQDNs), one TXT deleted; the final unpaginated list has 11 records.
    Z = "brambleworks.io"
    a1 = cfr("a4f1c9e27b3d48f0915e6c2d8b07a3f5", "A", Z, "185.199.108.153", "2023-06-14T09:21:37.118504Z", "2023-06-14T09:21:37.118504Z", proxied=True)
    a2 = cfr("b81e0d5c3a9f47e2864d1c7b5e29f0a6", "A", Z, "185.199.109.153", "2023-06-14T09:21:52.640917Z", "2023-06-14T09:21:52.640917Z", proxied=True)
    shop = cfr("d5e8a3b0c7f24196a2d4e9b1c6f03a87", "CNAME", "shop." + Z, "shops.myshopify.com", "2024-02-02T18:44:10.305226Z", "2024-02-02T18:44:10.305226Z")
    www = cfr("c29d7e4a1f6b40c885e3a0d9f1b7c264", "CNAME", "www." + Z, "brambleworks.github.io", "2023-06-14T09:23:05.772130Z", "2023-06-14T09:23:05.772130Z", proxied=True)
    mx1 = cfr("e70b4f92d1c6483ea5f7b2c8d0e91a34", "MX", Z, "mx1.improvmx.com", "2023-06-20T11:02:44.918372Z", "2023-06-20T11:02:44.918372Z", priority=10)
    mx2 = cfr("f3a6d1e84b0c4f27b9e5c3a7d2f18b60", "MX", Z, "mx2.improvmx.com", "2023-06-20T11:03:01.204559Z", "2023-06-20T11:03:01.204559Z", priority=20)
    gh = cfr("2e9c5a7b1d3f48e0a6b2c4d8f1e7a39c", "TXT", "_github-pages-challenge-brambleworks." + Z, '"8c1f4e7a2b9d6053fa1e"', "2023-06-14T09:30:18.551093Z", "2023-06-14T09:30:18.551093Z")
    gsv = cfr("1d8b3f6a0e2c47d59b4a7e1c3f8d02b5", "TXT", Z, '"google-site-verification=Qm3xT8vKp2LrN7wYd4Zc9HsJ1fBa6GeU0oXtRiWq5Ek"', "2023-09-07T16:15:40.027714Z", "2023-09-07T16:15:40.027714Z")
    spf = cfr("0c4e7a2d9b1f45e6a3c8d5f0b7e26a19", "TXT", Z, '"v=spf1 include:spf.improvmx.com ~all"', "2023-06-20T11:04:26.683140Z", "2023-06-20T11:04:26.683140Z")
    mx1n = {**mx1, "content": "in1-smtp.messagingengine.com", "ttl": 3600, "modified_on": "2025-03-11T13:05:12.441208Z"}
    mx2n = {**mx2, "content": "in2-smtp.messagingengine.com", "ttl": 3600, "modified_on": "2025-03-11T13:05:29.870316Z"}
    spfn = {**spf, "content": '"v=spf1 include:spf.messagingengine.com ~all"', "modified_on": "2025-03-11T13:06:03.112957Z"}
    fm = [cfr(rid, "CNAME", f"fm{i}._domainkey." + Z, f"fm{i}.brambleworks.io.dkim.fmhosted.com", ts, ts)
          for i, rid, ts in ((1, "3fa8d2c6e1b04759a8c3e6d1f0b29e74", "2025-03-11T13:07:10.385621Z"),
                             (2, "4b07e9a3c5d1486fb2e8a4c7d3f06b15", "2025-03-11T13:07:24.902148Z"),
                             (3, "5c1d8f4b2a6e40c3b9d7e5a1f8c24d06", "2025-03-11T13:07:39.517730Z"))]
    turns: T = [
        (call("zones_list"),
         cf_ok([{"id": CFZ, "name": Z, "status": "active", "paused": False, "type": "full", "plan": {"name": "Free Website"},
                 "name_servers": ["ivy.ns.cloudflare.com", "rob.ns.cloudflare.com"], "modified_on": "2024-11-19T08:41:27.553310Z"},
                {"id": "2a7f04d1c9e64b38a15d7e20c8b3f962", "name": "bramble.works", "status": "active", "paused": False, "type": "full", "plan": {"name": "Free Website"},
                 "name_servers": ["ivy.ns.cloudflare.com", "rob.ns.cloudflare.com"], "modified_on": "2024-03-02T12:10:05.118240Z"}],
               {"page": 1, "per_page": 20, "count": 2, "total_count": 2, "total_pages": 1})),
        (call("dns_records_list", zone_id=CFZ, page=1, per_page=5),
         cf_ok([a1, a2, shop, www, mx1], {"page": 1, "per_page": 5, "count": 5, "total_count": 9, "total_pages": 2})),
        (call("dns_records_list", zone_id=CFZ, page=2, per_page=5),
         cf_ok([mx2, gh, gsv, spf], {"page": 2, "per_page": 5, "count": 4, "total_count": 9, "total_pages": 2})),
        (call("dns_record_update", zone_id=CFZ, record_id=mx1["id"], type="MX", name="@", content="in1-smtp.messagingengine.com", priority=10, ttl=3600), cf_ok(mx1n)),
        (call("dns_record_update", zone_id=CFZ, record_id=mx2["id"], type="MX", name="@", content="in2-smtp.messagingengine.com", priority=20, ttl=3600), cf_ok(mx2n)),
        (call("dns_record_update", zone_id=CFZ, record_id=spf["id"], type="TXT", name="@", content='"v=spf1 include:spf.messagingengine.com ~all"', ttl=1), cf_ok(spfn)),
        (call("dns_record_create", zone_id=CFZ, type="CNAME", name="fm1._domainkey", content="fm1.brambleworks.io.dkim.fmhosted.com", proxied=False, ttl=1), cf_ok(fm[0])),
        (call("dns_record_create", zone_id=CFZ, type="CNAME", name="fm2._domainkey", content="fm2.brambleworks.io.dkim.fmhosted.com", proxied=False, ttl=1), cf_ok(fm[1])),
        (call("dns_record_create", zone_id=CFZ, type="CNAME", name="fm3._domainkey", content="fm3.brambleworks.io.dkim.fmhosted.com", proxied=False, ttl=1), cf_ok(fm[2])),
        (call("dns_record_delete", zone_id=CFZ, record_id=gsv["id"]), cf_ok({"id": gsv["id"]})),
        (call("dns_records_list", zone_id=CFZ, type="MX"),
         cf_ok([mx1n, mx2n], {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1})),
        (call("dns_records_list", zone_id=CFZ, page=1, per_page=20),
         cf_ok([a1, a2, fm[0], fm[1], fm[2], shop, www, mx1n, mx2n, gh, spfn], {"page": 1, "per_page": 20, "count": 11, "total_count": 11, "total_pages": 1})),
    ]
    return dict(system=mcp_system("cloudflare-dns", "a Cloudflare DNS MCP server; results are Cloudflare API v4 envelopes inside MCP text content", CF_TOOLS),
                state="Cloudflare account 'Brambleworks' (API token with Zone:DNS:Edit). Moving brambleworks.io mail from ImprovMX to Fastmail. Tuesday 11 March 2025, 13:00 UTC.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 18 Jira
# ---------------------------------------------------------------------------------------------------------

JIRA_TOOLS = [
    tool("jira_get_agile_boards", "Get boards by project", {"project_key": S, "board_type": S}, []),
    tool("jira_get_sprints_from_board", "Get sprints of a board", {"board_id": S, "state": S}, ["board_id"]),
    tool("jira_get_sprint_issues", "Get the issues of a sprint", {"sprint_id": S, "fields": S, "limit": INT}, ["sprint_id"]),
    tool("jira_get_issue", "Get an issue with its fields and comments", {"issue_key": S, "fields": S, "comment_limit": INT}, ["issue_key"]),
    tool("jira_add_comment", "Add a comment to an issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    tool("jira_update_issue", "Update fields of an issue", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
    tool("jira_get_transitions", "Get the transitions available for an issue", {"issue_key": S}, ["issue_key"]),
    tool("jira_transition_issue", "Transition an issue to another status", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
    tool("jira_create_issue", "Create an issue or sub-task", {"project_key": S, "summary": S, "issue_type": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
    tool("jira_search", "Search issues with JQL", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
]

JST = {"To Do": "To Do", "In Progress": "In Progress", "In Review": "In Progress", "Done": "Done"}


def ji(key: str, summary: str, status: str, assignee: str | None, sp: float | None, prio: str = "Medium", typ: str = "Story",
       **extra: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"key": key, "summary": summary, "issue_type": {"name": typ}, "status": {"name": status, "category": JST[status]},
                         "assignee": {"display_name": assignee} if assignee else None, "priority": {"name": prio}, "story_points": sp}
    d.update(extra)
    return d


def traj_18() -> dict[str, Any]:
    # Bad: Jira sprint grooming. ORB-218 is "In Review" at turns 3-4 and only gets a comment (turn 5); turn 11's sprint listing shows it "In Progress" with no transition on it (status changed with no action).
    s218 = "Export payslips as PDF/A-2b for archive compliance"
    s219 = "Retro-pay calculation for mid-month salary changes"
    s221 = "Show employer NI contributions on the payslip breakdown"
    s224 = "Bulk-import P45 data from CSV"
    s230 = "Audit log for pay-run approvals"
    s233 = "Fix rounding on student-loan Plan 4 deductions"
    qa = "QA note: veraPDF validation passes for 20/20 sample payslips; one warning on the embedded font subset (Inter), non-blocking."
    turns: T = [
        (call("jira_get_agile_boards", project_key="ORB"),
         pj([{"id": "57", "name": "ORB board", "type": "scrum", "location": {"projectKey": "ORB", "displayName": "Orbit Payroll (ORB)"}}])),
        (call("jira_get_sprints_from_board", board_id="57", state="active"),
         pj([{"id": "412", "name": "ORB Sprint 27", "state": "active", "start_date": "2025-03-05T09:00:00.000Z", "end_date": "2025-03-19T17:00:00.000Z",
              "goal": "Payslip compliance items for the April tax year"}])),
        (call("jira_get_sprint_issues", sprint_id="412", fields="summary,status,assignee,priority,customfield_10016", limit=50),
         pj({"total": 6, "issues": [
             ji("ORB-218", s218, "In Review", "Tomasz Wierzba", 5, "High"),
             ji("ORB-219", s219, "In Progress", "Amara Nwosu", 8, "High"),
             ji("ORB-221", s221, "In Progress", "Hugo Lindqvist", 3),
             ji("ORB-224", s224, "To Do", None, None),
             ji("ORB-230", s230, "To Do", "Amara Nwosu", 5),
             ji("ORB-233", s233, "Done", "Hugo Lindqvist", 2, "Highest", "Bug")]})),
        (call("jira_get_issue", issue_key="ORB-218", comment_limit=5),
         pj({**ji("ORB-218", s218, "In Review", "Tomasz Wierzba", 5, "High"), "id": "10588",
             "description": "HMRC guidance requires retained payslips to be in a long-term archival format. Generate PDF/A-2b with embedded fonts and XMP metadata; keep the existing PDF path behind a feature flag.",
             "reporter": {"display_name": "Freya Holm"}, "labels": ["compliance", "payslips"], "fix_versions": ["4.12"],
             "created": "2025-02-20T10:41:17.000+0000", "updated": "2025-03-10T17:22:09.000+0000",
             "comments": [
                 {"id": "104791", "author": {"display_name": "Tomasz Wierzba"}, "created": "2025-03-07T15:02:44.000+0000", "body": "PR #1171 up. Using pdf-lib + a post-processing step with veraPDF in CI."},
                 {"id": "104832", "author": {"display_name": "Hugo Lindqvist"}, "created": "2025-03-10T17:22:09.000+0000", "body": "Reviewed, two nits on the XMP schema. Needs a QA pass on real payslips."}]})),
        (call("jira_add_comment", issue_key="ORB-218", comment=qa),
         pj({"id": "104877", "author": {"display_name": "Freya Holm"}, "created": "2025-03-11T10:03:44.512+0000", "body": qa})),
        (call("jira_update_issue", issue_key="ORB-224", fields={"customfield_10016": 5, "assignee": "amara.nwosu"}),
         pj({"message": "Issue updated successfully", "issue": {**ji("ORB-224", s224, "To Do", "Amara Nwosu", 5), "updated": "2025-03-11T10:04:31.208+0000"}})),
        (call("jira_get_transitions", issue_key="ORB-230"),
         pj([{"id": "21", "name": "Start Progress", "to_status": "In Progress"},
             {"id": "31", "name": "Send to Review", "to_status": "In Review"},
             {"id": "41", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="ORB-230", transition_id="21"),
         pj({"message": "Issue ORB-230 transitioned successfully", "issue": {**ji("ORB-230", s230, "In Progress", "Amara Nwosu", 5), "updated": "2025-03-11T10:05:02.774+0000"}})),
        (call("jira_transition_issue", issue_key="ORB-221", transition_id="31", comment="Ready for review: PR #1184"),
         pj({"message": "Issue ORB-221 transitioned successfully", "issue": {**ji("ORB-221", s221, "In Review", "Hugo Lindqvist", 3), "updated": "2025-03-11T10:05:20.139+0000"}})),
        (call("jira_create_issue", project_key="ORB", summary="Validate P45 CSV column mapping against the HMRC spec", issue_type="Sub-task",
              additional_fields={"parent": "ORB-224"}),
         pj({"message": "Issue created successfully", "issue": {**ji("ORB-236", "Validate P45 CSV column mapping against the HMRC spec", "To Do", None, None, typ="Sub-task"),
                                                               "id": "10631", "parent": {"key": "ORB-224"}, "created": "2025-03-11T10:06:11.865+0000",
                                                               "url": "https://orbitpay.atlassian.net/browse/ORB-236"}})),
        (call("jira_get_sprint_issues", sprint_id="412", fields="summary,status,assignee,priority,customfield_10016", limit=50),
         pj({"total": 7, "issues": [
             ji("ORB-218", s218, "In Progress", "Tomasz Wierzba", 5, "High"),
             ji("ORB-219", s219, "In Progress", "Amara Nwosu", 8, "High"),
             ji("ORB-221", s221, "In Review", "Hugo Lindqvist", 3),
             ji("ORB-224", s224, "To Do", "Amara Nwosu", 5),
             ji("ORB-230", s230, "In Progress", "Amara Nwosu", 5),
             ji("ORB-233", s233, "Done", "Hugo Lindqvist", 2, "Highest", "Bug"),
             ji("ORB-236", "Validate P45 CSV column mapping against the HMRC spec", "To Do", None, None, typ="Sub-task")]})),
        (call("jira_search", jql="project = ORB AND assignee = amara.nwosu AND sprint in openSprints() ORDER BY key", fields="summary,status,customfield_10016", limit=20),
         pj({"total": 3, "start_at": 0, "max_results": 20, "issues": [
             ji("ORB-219", s219, "In Progress", "Amara Nwosu", 8, "High"),
             ji("ORB-224", s224, "To Do", "Amara Nwosu", 5),
             ji("ORB-230", s230, "In Progress", "Amara Nwosu", 5)]})),
    ]
    return dict(system=mcp_system("atlassian", "mcp-atlassian for Jira Cloud site orbitpay.atlassian.net, acting as Freya Holm (scrum master)", JIRA_TOOLS),
                state="Jira Cloud orbitpay.atlassian.net, project ORB (Orbit Payroll). Signed in as Freya Holm. Story points live in customfield_10016. Tuesday 11 March 2025, 10:00 UTC.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 19 SQLite
# ---------------------------------------------------------------------------------------------------------

SQLITE_TOOLS = [
    tool("list_tables", "List all tables in the SQLite database", {}, []),
    tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
    tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
    tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
    tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"]),
]


def traj_19() -> dict[str, Any]:
    # Clean: SQLite homebrew-competition scoring: late scores inserted (averages and counts rise), a style typo fixed (style counts regroup), the same aggregates re-sorted differently, a LIMITed detail listing.
    tot = "s.aroma + s.appearance + s.flavor + s.mouthfeel + s.overall"
    agg = (f"SELECT e.id, e.entry_code, e.style, COUNT(s.id) AS n_scores, ROUND(AVG({tot}), 1) AS avg_total FROM entries e "
           "LEFT JOIN scores s ON s.entry_id = e.id WHERE e.flight_id = 3 GROUP BY e.id ORDER BY ")
    turns: T = [
        (call("list_tables"), pyrepr([{"name": "entries"}, {"name": "flights"}, {"name": "judges"}, {"name": "scores"}])),
        (call("describe_table", table_name="scores"),
         pyrepr([{"cid": i, "name": n, "type": t, "notnull": nn, "dflt_value": None, "pk": pk} for i, (n, t, nn, pk) in enumerate([
             ("id", "INTEGER", 0, 1), ("entry_id", "INTEGER", 1, 0), ("judge_id", "INTEGER", 1, 0), ("aroma", "INTEGER", 1, 0),
             ("appearance", "INTEGER", 1, 0), ("flavor", "INTEGER", 1, 0), ("mouthfeel", "INTEGER", 1, 0), ("overall", "INTEGER", 1, 0),
             ("comments", "TEXT", 0, 0)])])),
        (call("read_query", query=agg + "e.id"),
         pyrepr([
             {"id": 31, "entry_code": "F3-101", "style": "Saison", "n_scores": 2, "avg_total": 36.5},
             {"id": 32, "entry_code": "F3-102", "style": "Bière de Garde", "n_scores": 2, "avg_total": 33.0},
             {"id": 33, "entry_code": "F3-103", "style": "Saison", "n_scores": 1, "avg_total": 38.0},
             {"id": 34, "entry_code": "F3-104", "style": "Belgian Tripel", "n_scores": 2, "avg_total": 40.5},
             {"id": 35, "entry_code": "F3-105", "style": "Saisson", "n_scores": 2, "avg_total": 29.5},
             {"id": 36, "entry_code": "F3-106", "style": "Witbier", "n_scores": 0, "avg_total": None}])),
        (call("read_query", query="SELECT id, name, bjcp_rank FROM judges WHERE id IN (SELECT s.judge_id FROM scores s JOIN entries e ON e.id = s.entry_id WHERE e.flight_id = 3) ORDER BY id"),
         pyrepr([{"id": 7, "name": "Renata Solberg", "bjcp_rank": "National"}, {"id": 12, "name": "Dev Kulkarni", "bjcp_rank": "Certified"}])),
        (call("write_query", query="INSERT INTO scores (entry_id, judge_id, aroma, appearance, flavor, mouthfeel, overall) VALUES (33, 12, 10, 3, 16, 4, 7), (36, 7, 9, 2, 15, 4, 7), (36, 12, 8, 3, 14, 4, 6)"),
         pyrepr([{"affected_rows": 3}])),
        (call("write_query", query="UPDATE entries SET style = 'Saison' WHERE id = 35"), pyrepr([{"affected_rows": 1}])),
        (call("read_query", query=agg + "avg_total DESC"),
         pyrepr([
             {"id": 34, "entry_code": "F3-104", "style": "Belgian Tripel", "n_scores": 2, "avg_total": 40.5},
             {"id": 33, "entry_code": "F3-103", "style": "Saison", "n_scores": 2, "avg_total": 39.0},
             {"id": 31, "entry_code": "F3-101", "style": "Saison", "n_scores": 2, "avg_total": 36.5},
             {"id": 36, "entry_code": "F3-106", "style": "Witbier", "n_scores": 2, "avg_total": 36.0},
             {"id": 32, "entry_code": "F3-102", "style": "Bière de Garde", "n_scores": 2, "avg_total": 33.0},
             {"id": 35, "entry_code": "F3-105", "style": "Saison", "n_scores": 2, "avg_total": 29.5}])),
        (call("read_query", query="SELECT style, COUNT(*) AS n FROM entries WHERE flight_id = 3 GROUP BY style ORDER BY n DESC, style"),
         pyrepr([{"style": "Saison", "n": 3}, {"style": "Belgian Tripel", "n": 1}, {"style": "Bière de Garde", "n": 1}, {"style": "Witbier", "n": 1}])),
        (call("append_insight", insight="Flight 3 is now fully scored (2 judges per entry). Leader: F3-104 Belgian Tripel (40.5); F3-103 Saison moves to 2nd (39.0) after the late score."),
         "Insight added to memo"),
        (call("read_query", query=f"SELECT e.entry_code, j.name, {tot} AS total FROM scores s JOIN entries e ON e.id = s.entry_id JOIN judges j ON j.id = s.judge_id WHERE e.flight_id = 3 ORDER BY e.entry_code, j.name LIMIT 5"),
         pyrepr([
             {"entry_code": "F3-101", "name": "Dev Kulkarni", "total": 36},
             {"entry_code": "F3-101", "name": "Renata Solberg", "total": 37},
             {"entry_code": "F3-102", "name": "Dev Kulkarni", "total": 32},
             {"entry_code": "F3-102", "name": "Renata Solberg", "total": 34},
             {"entry_code": "F3-103", "name": "Dev Kulkarni", "total": 40}])),
    ]
    return dict(system=mcp_system("sqlite", "mcp-server-sqlite on the competition database; query results are Python reprs", SQLITE_TOOLS),
                state="SQLite database /home/ops/hopfest2025/scoring.db for the Hopfest 2025 homebrew competition (BJCP scoresheets: aroma 12, appearance 3, flavor 20, mouthfeel 5, overall 10).",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 20 CRM (Twenty)
# ---------------------------------------------------------------------------------------------------------

CRM_TOOLS = [
    tool("search_companies", "Search companies by name or domain", {"query": S, "limit": INT}, ["query"]),
    tool("get_company", "Get a company record with its people and deals summary", {"company_id": S}, ["company_id"]),
    tool("list_people", "List the people of a company", {"company_id": S, "limit": INT}, ["company_id"]),
    tool("get_person", "Get a person record", {"person_id": S}, ["person_id"]),
    tool("list_deals", "List opportunities, filtered by company, owner or stage", {"company_id": S, "owner": S, "stage": S}, []),
    tool("update_deal", "Update an opportunity", {"deal_id": S, "amount": INT, "stage": S, "close_date": S}, ["deal_id"]),
    tool("create_note", "Attach a note to a record", {"target_id": S, "body": S}, ["target_id", "body"]),
]


def traj_20() -> dict[str, Any]:
    # Bad: Twenty CRM renewal prep. Turn 2 lists Brightwater Logistics' five people incl. Rhiannon Pryce (p_20377); turn 4's company record lists "Owen Pryce" in her place with no change to people (member of a list drifted).
    turns: T = [
        (call("search_companies", query="Brightwater", limit=10),
         "Found 2 companies matching \"Brightwater\":\n\n" + md_table(["ID", "Name", "Domain", "Owner", "Type", "Employees"], [
             ["co_8841", "Brightwater Logistics", "brightwaterlogistics.com", "Hana Sato", "Customer", 420],
             ["co_9127", "Brightwater Dental Group", "brightwaterdental.co", "Luis Ortega", "Prospect", 65]])),
        (call("list_people", company_id="co_8841", limit=20),
         "People at Brightwater Logistics (5):\n\n" + md_table(["ID", "Name", "Job title", "Email", "City", "Last interaction"], [
             ["p_20311", "Gideon Marr", "VP Operations", "g.marr@brightwaterlogistics.com", "Leeds", "2025-02-12 (meeting)"],
             ["p_20312", "Lucía Ferreyra", "Procurement Manager", "l.ferreyra@brightwaterlogistics.com", "Leeds", "2025-02-26 (call)"],
             ["p_20340", "Sam Okonedo", "IT Director", "s.okonedo@brightwaterlogistics.com", "Manchester", "2025-01-30 (email)"],
             ["p_20377", "Rhiannon Pryce", "Fleet Analyst", "r.pryce@brightwaterlogistics.com", "Cardiff", "2025-03-04 (email)"],
             ["p_20419", "Tariq Haddad", "CFO", "t.haddad@brightwaterlogistics.com", "Leeds", "2025-02-26 (call)"]])),
        (call("get_person", person_id="p_20312"),
         kv([("ID", "p_20312"), ("Name", "Lucía Ferreyra"), ("Job title", "Procurement Manager"), ("Company", "Brightwater Logistics (co_8841)"),
             ("Email", "l.ferreyra@brightwaterlogistics.com"), ("Phone", "+44 113 496 0718"), ("LinkedIn", "linkedin.com/in/lferreyra-procurement"),
             ("Last interaction", "2025-02-26 call, 34 min (with Tariq Haddad): wants a 3-year term, pushing back on the 6% uplift"),
             ("Notes", "3"), ("Created", "2023-05-09 by Hana Sato")])),
        (call("get_company", company_id="co_8841"),
         kv([("ID", "co_8841"), ("Name", "Brightwater Logistics"), ("Domain", "brightwaterlogistics.com"), ("Type", "Customer (since 2022-04)"),
             ("Owner", "Hana Sato"), ("Employees", "420"), ("HQ", "Thorpe Park, Leeds LS15"), ("ARR", "£81,200"),
             ("People (5)", "Gideon Marr, Lucía Ferreyra, Sam Okonedo, Owen Pryce, Tariq Haddad"),
             ("Open opportunities", "2"), ("Renewal date", "2025-04-01"), ("Tags", "logistics, route-optimisation, enterprise")])),
        (call("list_deals", company_id="co_8841"),
         md_table(["ID", "Name", "Stage", "Amount", "Close date", "Owner"], [
             ["d_5520", "FY25 renewal: route optimisation", "Negotiation", "£84,000", "2025-03-31", "Hana Sato"],
             ["d_5581", "Telematics add-on (40 vans)", "Discovery", "£18,600", "2025-05-15", "Hana Sato"]])),
        (call("update_deal", deal_id="d_5520", amount=86400, stage="Contract sent"),
         kv([("ID", "d_5520"), ("Name", "FY25 renewal: route optimisation"), ("Company", "Brightwater Logistics"), ("Stage", "Contract sent (was Negotiation)"),
             ("Amount", "£86,400 (was £84,000)"), ("Close date", "2025-03-31"), ("Owner", "Hana Sato"), ("Updated", "2025-03-11 15:18 GMT")])),
        (call("create_note", target_id="d_5520", body="Revised proposal sent to Lucía Ferreyra and Tariq Haddad: 3-year term, uplift capped at 4% in years 2-3, £86,400 for year 1. DocuSign envelope 7F3A-22C1."),
         "Note n_77102 created on opportunity d_5520 (FY25 renewal: route optimisation) by Hana Sato at 2025-03-11 15:19 GMT."),
        (call("list_deals", owner="Hana Sato", stage="Negotiation"),
         md_table(["ID", "Name", "Company", "Stage", "Amount", "Close date"], [
             ["d_5497", "Warehouse slotting pilot", "Carrow & Lyle Distribution", "Negotiation", "£22,500", "2025-03-28"],
             ["d_5533", "Multi-depot expansion", "Northgate Freight", "Negotiation", "£47,000", "2025-04-11"]]) + "\n\n2 opportunities"),
    ]
    return dict(system=mcp_system("twenty-crm", "an MCP server for a self-hosted Twenty CRM workspace; results are Markdown tables or key: value lines", CRM_TOOLS),
                state="Twenty CRM workspace of Routewise Ltd (route-optimisation SaaS), signed in as Hana Sato (account executive). Tuesday 11 March 2025, 15:15 GMT.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 21 Paperless-ngx
# ---------------------------------------------------------------------------------------------------------

PL_TOOLS = [
    tool("list_tags", "List tags with document counts", {}, []),
    tool("search_documents", "Full-text search over documents", {"query": S, "page_size": INT}, ["query"]),
    tool("post_document", "Upload a file for consumption", {"file_path": S, "title": S}, ["file_path"]),
    tool("get_task", "Get a consumption task's status", {"task_id": S}, ["task_id"]),
    tool("get_document", "Get a document's metadata", {"id": INT}, ["id"]),
    tool("update_document", "Update a document's metadata", {"id": INT, "title": S, "correspondent": INT, "document_type": INT, "tags": A, "archive_serial_number": INT}, ["id"]),
]


def traj_21() -> dict[str, Any]:
    # Clean: Paperless-ngx: a scan is uploaded and consumed (task STARTED -> SUCCESS, new doc 356 with inbox tag), then retitled and retagged; tag counts and searches follow, and the 2024 invoice with a similar title stays.
    task = "b7e2c4d9-1f3a-4e8b-a6c0-5d9f2e7b1a84"

    def tags(util: int, tofile: int) -> str:
        return pj({"count": 5, "results": [
            {"id": 3, "name": "tax-2024", "colour": "#a6cee3", "is_inbox_tag": False, "document_count": 17},
            {"id": 5, "name": "insurance", "colour": "#1f78b4", "is_inbox_tag": False, "document_count": 9},
            {"id": 8, "name": "utilities", "colour": "#b2df8a", "is_inbox_tag": False, "document_count": util},
            {"id": 11, "name": "car", "colour": "#33a02c", "is_inbox_tag": False, "document_count": 13},
            {"id": 14, "name": "to-file", "colour": "#e31a1c", "is_inbox_tag": True, "document_count": tofile}]})

    d311 = {"id": 311, "title": "Boiler service invoice 2024 – Hearthline Heating", "correspondent": 12, "document_type": 2, "tags": [8], "created_date": "2024-03-19", "archive_serial_number": 1042}
    d287 = {"id": 287, "title": "Boiler warranty certificate – Vaillant ecoTEC plus", "correspondent": 7, "document_type": 5, "tags": [5], "created_date": "2023-11-02", "archive_serial_number": 988}
    content = ("HEARTHLINE HEATING LTD\nUnit 4, Mill Yard, Hebden Bridge HX7 8AD\nINVOICE HH-25-0412   Date: 07/03/2025\n"
               "Annual boiler service – Vaillant ecoTEC plus 832 .......... £84.00\nFlue gas analysis certificate ........................ £12.00\nTOTAL DUE £96.00 (paid by card)")
    d356 = {"id": 356, "title": "2025-03-11_0932", "correspondent": 12, "document_type": None, "tags": [14], "created_date": "2025-03-07",
            "added": "2025-03-11T09:34:30.118266Z", "modified": "2025-03-11T09:34:30.402713Z", "archive_serial_number": None,
            "original_file_name": "2025-03-11_0932.pdf", "page_count": 1, "content": content}
    d356n = {**d356, "title": "Boiler service invoice 2025 – Hearthline Heating", "document_type": 2, "tags": [8], "archive_serial_number": 1187,
             "modified": "2025-03-11T09:36:12.845390Z"}

    def hit(d: dict[str, Any], score: float, rank: int, hl: str) -> dict[str, Any]:
        return {**{k: d[k] for k in ("id", "title", "correspondent", "document_type", "tags", "created_date", "archive_serial_number")},
                "__search_hit__": {"score": score, "rank": rank, "highlights": hl}}

    turns: T = [
        (call("list_tags"), tags(42, 4)),
        (call("search_documents", query="boiler service", page_size=10),
         pj({"count": 2, "next": None, "results": [
             hit(d311, 11.84, 0, "Annual <span class=\"match\">boiler</span> <span class=\"match\">service</span> – Vaillant ecoTEC plus 832"),
             hit(d287, 4.27, 1, "<span class=\"match\">Boiler</span> must be <span class=\"match\">serviced</span> annually to keep the warranty")]})),
        (call("post_document", file_path="/scans/2025-03-11_0932.pdf"), pj({"task_id": task})),
        (call("get_task", task_id=task),
         pj([{"id": 4471, "task_id": task, "task_file_name": "2025-03-11_0932.pdf", "date_created": "2025-03-11T09:34:12.551907Z", "date_done": None,
              "type": "file", "status": "STARTED", "result": None, "acknowledged": False, "related_document": None}])),
        (call("get_task", task_id=task),
         pj([{"id": 4471, "task_id": task, "task_file_name": "2025-03-11_0932.pdf", "date_created": "2025-03-11T09:34:12.551907Z", "date_done": "2025-03-11T09:34:31.036180Z",
              "type": "file", "status": "SUCCESS", "result": "Success. New document id 356 created", "acknowledged": False, "related_document": "356"}])),
        (call("get_document", id=356), pj(d356)),
        (call("update_document", id=356, title="Boiler service invoice 2025 – Hearthline Heating", document_type=2, tags=[8], archive_serial_number=1187), pj(d356n)),
        (call("list_tags"), tags(43, 4)),
        (call("search_documents", query="boiler service", page_size=10),
         pj({"count": 3, "next": None, "results": [
             hit(d356n, 12.31, 0, "Annual <span class=\"match\">boiler</span> <span class=\"match\">service</span> – Vaillant ecoTEC plus 832 .......... £84.00"),
             hit(d311, 11.84, 1, "Annual <span class=\"match\">boiler</span> <span class=\"match\">service</span> – Vaillant ecoTEC plus 832"),
             hit(d287, 4.27, 2, "<span class=\"match\">Boiler</span> must be <span class=\"match\">serviced</span> annually to keep the warranty")]})),
        (call("search_documents", query="tag:to-file", page_size=10),
         pj({"count": 4, "next": None, "results": [
             {"id": 354, "title": "Council tax bill 2025-26 – Calderdale", "correspondent": 3, "document_type": 2, "tags": [14], "created_date": "2025-03-03", "archive_serial_number": None},
             {"id": 352, "title": "Octopus Energy statement Feb 2025", "correspondent": 9, "document_type": 6, "tags": [8, 14], "created_date": "2025-03-01", "archive_serial_number": None},
             {"id": 349, "title": "MOT reminder – VW Golf YH19 KDZ", "correspondent": 15, "document_type": None, "tags": [11, 14], "created_date": "2025-02-24", "archive_serial_number": None},
             {"id": 341, "title": "Payslip February 2025", "correspondent": 4, "document_type": 8, "tags": [3, 14], "created_date": "2025-02-28", "archive_serial_number": None}]})),
    ]
    return dict(system=mcp_system("paperless", "an MCP server for a Paperless-ngx 2.14 instance; results are REST API JSON", PL_TOOLS),
                state="Paperless-ngx at https://paperless.home.arpa (household archive of the Whitaker family). Inbox tag: to-file (id 14). Correspondent 12 = Hearthline Heating. Document type 2 = Invoice. Tuesday 11 March 2025, 09:30 GMT.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------
# 22 Lab inventory
# ---------------------------------------------------------------------------------------------------------

INV_TOOLS = [
    tool("list_locations", "List storage locations", {}, []),
    tool("list_items", "List stock items, filtered by category and/or location", {"category": S, "location": S}, []),
    tool("get_item", "Get one stock item", {"sku": S}, ["sku"]),
    tool("adjust_stock", "Change an item's quantity at its location (positive = received, negative = used)", {"sku": S, "delta": INT, "reason": S, "lot": S}, ["sku", "delta", "reason"]),
    tool("create_item", "Create a new stock item with an initial quantity", {"name": S, "category": S, "location": S, "unit": S, "qty": INT, "supplier": S, "cat_no": S, "reorder_at": INT}, ["name", "category", "location", "unit", "qty"]),
    tool("list_movements", "List stock movements", {"since": S, "sku": S}, []),
    tool("transfer_stock", "Move quantity of an item between locations", {"sku": S, "from_location": S, "to_location": S, "qty": INT}, ["sku", "from_location", "to_location", "qty"]),
    tool("get_reorder_list", "Items whose quantity is below their reorder level", {}, []),
    tool("create_purchase_request", "Raise a purchase request for an item", {"sku": S, "qty": INT, "note": S}, ["sku", "qty"]),
]


def inv_table(rows: list[tuple[str, str, int, str, int]]) -> str:
    head = f"{'SKU':<10}{'Name':<40}{'Qty':>4}  {'Unit':<6}{'Reorder at':>10}"
    return "\n".join([head] + [f"{s:<10}{n:<40}{q:>4}  {u:<6}{r:>10}" for s, n, q, u, r in rows])


def traj_22() -> dict[str, Any]:
    # Bad: lab consumables inventory. Turn 5 creates ENZ-0074 (PaqCI, 2 vials, Enzymes, LOC-02); turn 9's Enzymes @ LOC-02 listing omits it and says 5 items (created item absent).
    b = ("ENZ-0041", "BsaI-HFv2 (NEB R3733S)")
    lig = ("ENZ-0043", "T4 DNA Ligase (NEB M0202S)")
    q5 = ("ENZ-0057", "Q5 Hot Start HF Polymerase (NEB M0493S)")
    dpn = ("ENZ-0062", "DpnI (NEB R0176S)")
    esp = ("ENZ-0070", "Esp3I (NEB R0734S)")
    turns: T = [
        (call("list_locations"),
         "Locations (5):\nLOC-01  Cold room 4 °C (B2.114)\nLOC-02  Freezer −20 °C, F3 (B2.110)\nLOC-03  Freezer −80 °C, U1 (B2.108)\nLOC-04  Bench stores (B2.110)\nLOC-05  Flammables cabinet (B2.112)"),
        (call("list_items", category="Enzymes", location="LOC-02"),
         "Enzymes @ LOC-02 Freezer −20 °C, F3: 5 items\n\n" + inv_table([(*b, 2, "vial", 1), (*lig, 5, "vial", 2), (*q5, 1, "kit", 1), (*dpn, 3, "vial", 1), (*esp, 1, "vial", 1)])),
        (call("get_item", sku="ENZ-0057"),
         kv([("SKU", "ENZ-0057"), ("Name", "Q5 Hot Start High-Fidelity DNA Polymerase"), ("Category", "Enzymes"), ("Supplier", "New England Biolabs (cat. M0493S)"),
             ("Location", "LOC-02 Freezer −20 °C, F3, box 3"), ("Quantity", "1 kit"), ("Reorder at", "1"), ("Lot", "10188120 (exp. 2025-11-30)"),
             ("Last movement", "MV-118512, 2025-02-26, −1 (used – site-directed mutagenesis, a.nyambura)"), ("Open PO", "PO-24117 (3 kits, shipped 2025-03-10)")])),
        (call("adjust_stock", sku="ENZ-0057", delta=3, reason="received PO-24117", lot="10203944"),
         "ENZ-0057 Q5 Hot Start HF Polymerase: 1 → 4 kit at LOC-02 (received PO-24117, lot 10203944).\nMovement MV-118806 recorded 2025-03-11 10:14 by m.brandt. PO-24117 marked as received."),
        (call("create_item", name="PaqCI (NEB R0745S)", category="Enzymes", location="LOC-02", unit="vial", qty=2, supplier="New England Biolabs", cat_no="R0745S", reorder_at=1),
         "Created ENZ-0074 PaqCI (NEB R0745S)\nCategory: Enzymes\nLocation: LOC-02 Freezer −20 °C, F3\nQuantity: 2 vial\nReorder at: 1\nMovement MV-118807 (initial stock +2) recorded 2025-03-11 10:16 by m.brandt."),
        (call("list_movements", since="2025-03-11"),
         "Movements since 2025-03-11 (4):\n\n" + md_table(["Movement", "Time", "SKU", "Δ", "Location", "User", "Reason"], [
             ["MV-118801", "08:52", "ENZ-0043", "−1", "LOC-02", "j.okoro", "used – ligation set 14"],
             ["MV-118804", "09:37", "CHM-0210", "+1", "LOC-05", "s.lindgren", "received PO-24109"],
             ["MV-118806", "10:14", "ENZ-0057", "+3", "LOC-02", "m.brandt", "received PO-24117"],
             ["MV-118807", "10:16", "ENZ-0074", "+2", "LOC-02", "m.brandt", "initial stock"]])),
        (call("transfer_stock", sku="ENZ-0041", from_location="LOC-02", to_location="LOC-03", qty=1),
         "Moved 1 vial of ENZ-0041 BsaI-HFv2 from LOC-02 (now 1) to LOC-03 (now 1).\nMovement MV-118808 recorded 2025-03-11 10:19 by m.brandt."),
        (call("adjust_stock", sku="ENZ-0070", delta=-1, reason="used – Golden Gate assembly plate 7"),
         "ENZ-0070 Esp3I: 1 → 0 vial at LOC-02.\nMovement MV-118809 recorded 2025-03-11 10:21 by m.brandt.\nWarning: below reorder level (1); added to the reorder list."),
        (call("list_items", category="Enzymes", location="LOC-02"),
         "Enzymes @ LOC-02 Freezer −20 °C, F3: 5 items\n\n" + inv_table([(*b, 1, "vial", 1), (*lig, 5, "vial", 2), (*q5, 4, "kit", 1), (*dpn, 3, "vial", 1), (*esp, 0, "vial", 1)])),
        (call("get_reorder_list"),
         "Items below reorder level (3):\n\n" + md_table(["SKU", "Name", "Qty", "Reorder at", "Location"], [
             ["ENZ-0070", "Esp3I (NEB R0734S)", "0 vial", 1, "LOC-02"],
             ["CHM-0188", "Tris base, 1 kg", "0 bottle", 1, "LOC-04"],
             ["PLS-0031", "96-well PCR plates, skirted", "2 box", 5, "LOC-04"]])),
        (call("create_purchase_request", sku="ENZ-0070", qty=2, note="Golden Gate work for the plate 8-10 assemblies"),
         "Purchase request PR-3391 created: 2 × Esp3I (NEB R0734S), supplier New England Biolabs, estimated £172.00.\nStatus: awaiting approval (budget holder: Dr Carys Hughes)."),
    ]
    return dict(system=mcp_system("labstock", "an inventory MCP server for the Hughes lab's consumables (plain-text results)", INV_TOOLS),
                state="LabStock inventory of the Hughes lab (Synthetic Biology, building B2). Signed in as m.brandt (lab manager). Tuesday 11 March 2025, 10:10.",
                turns=turns)


# ---------------------------------------------------------------------------------------------------------

TRAJ = [traj_01, traj_02, traj_03, traj_04, traj_05, traj_06, traj_07, traj_08, traj_09, traj_10, traj_11,
        traj_12, traj_13, traj_14, traj_15, traj_16, traj_17, traj_18, traj_19, traj_20, traj_21, traj_22]

LABELS: dict[int, tuple[int, str] | None] = {
    1: None,
    2: (7, "timestamp goes backwards: issue last-seen earlier than a previously reported last-seen while its event count rose"),
    3: None,
    4: (8, "identity drift: the bot's posted message shows a different ts in channel history than the ts returned when it was posted"),
    5: None,
    6: (9, "count does not follow the changes: pending total disagrees with the earlier count plus inserts and status updates"),
    7: (6, "value set reads back different: a date field written by update_records is listed with another date"),
    8: None,
    9: (10, "deleted item reappears: a trashed duplicate is listed again in the collection"),
    10: None,
    11: None,
    12: (8, "file content differs between two reads with no write: one YAML value changed"),
    13: (7, "derived total does not match its parts: invoice subtotal/total/amount_due differ from the sum of the line items"),
    14: None,
    15: (5, "renamed thing shown under its old name in a later listing"),
    16: None,
    17: None,
    18: (11, "status changed with no action: an issue that only received a comment shows another status"),
    19: None,
    20: (4, "member of a list drifted: a company's people list names a different person than the people listing"),
    21: None,
    22: (9, "created item absent: a newly created stock item is missing from a listing that should include it"),
}


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(TRAJ, 1):
        t = fn()
        lab = LABELS[i]
        if lab is None:
            rs.add(task="mcp", tid=f"h11-mcp-{i:02d}", system=t["system"], turns=t["turns"], state=t["state"], bad=False, turn=None, kind="clean")
        else:
            rs.add(task="mcp", tid=f"h11-mcp-{i:02d}", system=t["system"], turns=t["turns"], state=t["state"], bad=True, turn=lab[0], kind=lab[1])
    rs.write()


if __name__ == "__main__":
    main()
