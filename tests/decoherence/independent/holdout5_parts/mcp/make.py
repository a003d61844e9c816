# ruff: noqa: E501, W291
"""holdout5, MCP part: 22 hand-written MCP tool-server trajectories for the decoherence warnings.

Servers: a filesystem server, GitHub, a knowledge-graph memory, SQLite, Google Calendar, Slack, a time
server, a todo list, Redis, Kubernetes, a task tracker with pagination and Stripe. Outputs follow the
shapes those servers really return (plain text, raw JSON, or MCP text content), written from knowledge
of the servers, WITHOUT reading the detectors, their rules or any earlier labeled set. 11 trajectories
carry exactly one contradiction (the label names the 1-based turn whose observation contradicts an
earlier one); 11 are clean but full of legitimate changes (moved files, edited files whose size and
mtime change, closed and reopened issues, pods recreated under new names, TTLs counting down, a clock
crossing midnight, items shifting between pages after a completion, an invoice going draft -> open ->
paid, ...).

Run: .venv/bin/python -m tests.decoherence.independent.holdout5_parts.mcp.make
writes mcp_test.jsonl and labels.json next to this file.
"""

from __future__ import annotations

import difflib
import math
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    INT,
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

OUT = Path(__file__).resolve().parent
DOMAIN = "mcp"


@dataclass
class Traj:
    system: str
    turns: list[tuple[str, str]]
    bad: bool = False
    turn: int | None = None
    kind: str = "clean"


def py(obj: Any) -> str:
    """Python repr of query rows, as the SQLite reference server prints them."""
    return repr(obj)


# ---------------------------------------------------------------- tool sets
FS_TOOLS = [
    tool("read_file", "Read a file; head=N returns only its first N lines.", {"path": S, "head": INT}, ["path"]),
    tool("write_file", "Create a new file or overwrite an existing one.", {"path": S, "content": S}, ["path", "content"]),
    tool("edit_file", "Apply line-based text replacements to a file; returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
    tool("create_directory", "Create a directory (and parents).", {"path": S}, ["path"]),
    tool("list_directory", "List entries of a directory, prefixed [FILE] or [DIR].", {"path": S}, ["path"]),
    tool("list_directory_with_sizes", "List entries with their sizes and a summary.", {"path": S, "sortBy": S}, ["path"]),
    tool("move_file", "Move or rename a file or directory.", {"source": S, "destination": S}, ["source", "destination"]),
    tool("search_files", "Recursively search for files whose names match a pattern.", {"path": S, "pattern": S}, ["path", "pattern"]),
    tool("get_file_info", "Metadata of a file or directory.", {"path": S}, ["path"]),
]
FS_SYSTEM = mcp_system("filesystem", "file access restricted to the allowed directories", FS_TOOLS)

GH_TOOLS = [
    tool("list_issues", "List issues in a repository.", {"owner": S, "repo": S, "state": S, "labels": A, "per_page": INT}, ["owner", "repo"]),
    tool("get_issue", "Get one issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
    tool("create_issue", "Open a new issue.", {"owner": S, "repo": S, "title": S, "body": S, "labels": A, "assignees": A}, ["owner", "repo", "title"]),
    tool("update_issue", "Update an issue's title, body, state, labels or assignees.", {"owner": S, "repo": S, "issue_number": INT, "state": S, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
    tool("add_issue_comment", "Comment on an issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    tool("get_file_contents", "Get a file's contents at a ref.", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
    tool("create_branch", "Create a branch from another branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
    tool("create_or_update_file", "Create or update one file with a commit.", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
    tool("list_commits", "List commits of a branch.", {"owner": S, "repo": S, "sha": S, "per_page": INT}, ["owner", "repo"]),
    tool("create_pull_request", "Open a pull request.", {"owner": S, "repo": S, "title": S, "head": S, "base": S, "body": S}, ["owner", "repo", "title", "head", "base"]),
]
GH_SYSTEM = mcp_system("github", "GitHub REST API access for the authenticated user", GH_TOOLS)

KG_TOOLS = [
    tool("create_entities", "Create entities in the knowledge graph.", {"entities": A}, ["entities"]),
    tool("create_relations", "Create relations (active voice) between entities.", {"relations": A}, ["relations"]),
    tool("add_observations", "Add observations to existing entities.", {"observations": A}, ["observations"]),
    tool("delete_entities", "Delete entities and their relations.", {"entityNames": A}, ["entityNames"]),
    tool("delete_observations", "Delete given observations from entities.", {"deletions": A}, ["deletions"]),
    tool("read_graph", "Read the whole knowledge graph.", {}, []),
    tool("search_nodes", "Search nodes by name, type or observation text.", {"query": S}, ["query"]),
    tool("open_nodes", "Open nodes by name, with the relations among them.", {"names": A}, ["names"]),
]
KG_SYSTEM = mcp_system("memory", "a persistent knowledge graph of entities, relations and observations", KG_TOOLS)

SQL_TOOLS = [
    tool("read_query", "Run a SELECT query.", {"query": S}, ["query"]),
    tool("write_query", "Run an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
    tool("create_table", "Run a CREATE TABLE statement.", {"query": S}, ["query"]),
    tool("list_tables", "List the tables of the database.", {}, []),
    tool("describe_table", "Column information of a table.", {"table_name": S}, ["table_name"]),
    tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
]
SQL_SYSTEM = mcp_system("sqlite", "a SQLite database with a business-insights memo", SQL_TOOLS)

CAL_TOOLS = [
    tool("list_events", "List events of a calendar between two instants, ordered by start time.", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
    tool("get_event", "Get one event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": S, "end": S, "timeZone": S, "attendees": A}, ["calendarId", "summary", "start", "end"]),
    tool("update_event", "Update fields of an event.", {"calendarId": S, "eventId": S, "summary": S, "start": S, "end": S, "attendees": A}, ["calendarId", "eventId"]),
    tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
]
CAL_SYSTEM = mcp_system("google-calendar", "Google Calendar for the signed-in user", CAL_TOOLS)

SLACK_TOOLS = [
    tool("slack_list_channels", "List public channels in the workspace.", {"limit": INT}, []),
    tool("slack_post_message", "Post a message to a channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
    tool("slack_update_message", "Edit a message the bot posted.", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
    tool("slack_reply_to_thread", "Reply in a message thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
    tool("slack_add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
    tool("slack_get_channel_history", "Recent messages of a channel, newest first.", {"channel_id": S, "limit": INT}, ["channel_id"]),
    tool("slack_get_thread_replies", "All messages of a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
]
SLACK_SYSTEM = mcp_system("slack", "a Slack workspace through a bot token", SLACK_TOOLS)

TIME_TOOLS = [
    tool("get_current_time", "Current time in an IANA time zone.", {"timezone": S}, ["timezone"]),
    tool("convert_time", "Convert a wall-clock time (HH:MM, today) between time zones.", {"source_timezone": S, "time": S, "target_timezone": S}, ["source_timezone", "time", "target_timezone"]),
]
TIME_SYSTEM = mcp_system("time", "current time and time-zone conversion", TIME_TOOLS)

TODO_TOOLS = [
    tool("list_todos", "List todos; filter is pending, completed or all.", {"filter": S}, []),
    tool("get_todo", "Get one todo.", {"id": INT}, ["id"]),
    tool("add_todo", "Add a todo.", {"title": S, "due": S, "priority": S}, ["title"]),
    tool("update_todo", "Change a todo's fields.", {"id": INT, "title": S, "due": S, "priority": S}, ["id"]),
    tool("complete_todo", "Mark a todo completed.", {"id": INT}, ["id"]),
    tool("delete_todo", "Delete a todo.", {"id": INT}, ["id"]),
]
TODO_SYSTEM = mcp_system("todo", "a personal todo list", TODO_TOOLS)

REDIS_TOOLS = [
    tool("set", "Set a string value, optionally with an expiry in seconds.", {"key": S, "value": S, "expiration": INT}, ["key", "value"]),
    tool("get", "Get a string value.", {"key": S}, ["key"]),
    tool("incr", "Increment an integer value by amount (default 1).", {"key": S, "amount": INT}, ["key"]),
    tool("expire", "Set a key's time to live in seconds.", {"key": S, "seconds": INT}, ["key", "seconds"]),
    tool("ttl", "Remaining time to live of a key in seconds (-1 no expiry, -2 missing).", {"key": S}, ["key"]),
    tool("delete", "Delete a key.", {"key": S}, ["key"]),
    tool("exists", "Whether a key exists (1 or 0).", {"key": S}, ["key"]),
    tool("scan_keys", "Keys matching a glob pattern.", {"pattern": S}, ["pattern"]),
]
REDIS_SYSTEM = mcp_system("redis", "a Redis 7 instance", REDIS_TOOLS)

K8S_TOOLS = [
    tool("kubectl_get", "kubectl get for a resource type, optionally one name.", {"resourceType": S, "name": S, "namespace": S}, ["resourceType"]),
    tool("kubectl_delete", "kubectl delete one resource.", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
    tool("kubectl_scale", "Scale a deployment.", {"name": S, "replicas": INT, "namespace": S}, ["name", "replicas"]),
    tool("kubectl_logs", "Logs of a pod.", {"name": S, "namespace": S, "tail": INT}, ["name"]),
]
K8S_SYSTEM = mcp_system("kubernetes", "kubectl against the current cluster context", K8S_TOOLS)

TASK_TOOLS = [
    tool("list_tasks", "List tasks of a project, newest id last, paginated.", {"project": S, "status": S, "page": INT, "per_page": INT}, ["project"]),
    tool("create_task", "Create a task.", {"project": S, "title": S, "assignee": S}, ["project", "title"]),
    tool("complete_task", "Mark a task done.", {"task_id": INT}, ["task_id"]),
]
TASK_SYSTEM = mcp_system("tracker", "a team task tracker", TASK_TOOLS)

STRIPE_TOOLS = [
    tool("create_customer", "Create a customer.", {"name": S, "email": S}, ["name"]),
    tool("create_invoice", "Create a draft invoice for a customer.", {"customer": S, "days_until_due": INT}, ["customer"]),
    tool("create_invoice_item", "Add a line item (amount in cents) to a draft invoice.", {"customer": S, "invoice": S, "amount": INT, "currency": S, "description": S}, ["customer", "invoice", "amount"]),
    tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
    tool("pay_invoice", "Mark an invoice paid.", {"invoice": S, "paid_out_of_band": B}, ["invoice"]),
    tool("list_invoices", "List a customer's invoices.", {"customer": S, "limit": INT}, []),
]
STRIPE_SYSTEM = mcp_system("stripe", "the Stripe API in test mode", STRIPE_TOOLS)


# ---------------------------------------------------------------- helpers for output shapes
def fs_info(size: int, created: str, modified: str, accessed: str, perms: str = "644") -> str:
    def stamp(hms: str) -> str:
        return f"Tue Mar 11 2025 {hms} GMT+0000 (Coordinated Universal Time)"
    return (f"size: {size}\ncreated: {stamp(created)}\nmodified: {stamp(modified)}\naccessed: {stamp(accessed)}\n"
            f"isDirectory: false\nisFile: true\npermissions: {perms}")


def fs_diff(path: str, before: str, after: str) -> str:
    lines = difflib.unified_diff(before.splitlines(), after.splitlines(), fromfile=path, tofile=path,
                                 fromfiledate="original", tofiledate="modified", lineterm="")
    return "```diff\nIndex: " + path + "\n" + "=" * 67 + "\n" + "\n".join(lines) + "\n```"


def human(n: int) -> str:
    units = ["B", "KB", "MB", "GB"]
    i = 0 if n == 0 else int(math.floor(math.log(n) / math.log(1024)))
    if i == 0:
        return f"{n} B"  # the server prints whole bytes below 1 KB
    return f"{n / 1024 ** i:.2f} {units[i]}"


def sized_listing(entries: list[tuple[str, int]]) -> str:
    body = "\n".join(f"[FILE] {name.ljust(30)} {human(size).rjust(10)}" for name, size in entries)
    total = sum(s for _, s in entries)
    return f"{body}\n\nTotal: {len(entries)} files, 0 directories\nCombined size: {human(total)}"


def gh_issue(num: int, title: str, labels: list[str], comments: int, created: str, updated: str, *,
             state: str = "open", user: str = "lwong", assignees: tuple[str, ...] = (), closed: str | None = None,
             body: str | None = None, repo: str = "acme/widgets") -> dict[str, Any]:
    d: dict[str, Any] = {
        "number": num, "title": title, "state": state,
        "html_url": f"https://github.com/{repo}/issues/{num}",
        "user": {"login": user}, "labels": [{"name": n} for n in labels],
        "assignees": [{"login": a} for a in assignees], "comments": comments,
        "created_at": created, "updated_at": updated, "closed_at": closed,
    }
    if state == "closed":
        d["state_reason"] = "completed"
    if body is not None:
        d["body"] = body
    return d


def kg_entity(name: str, etype: str, obs: list[str]) -> dict[str, Any]:
    return {"name": name, "entityType": etype, "observations": obs}


def rel(a: str, b: str, r: str) -> dict[str, str]:
    return {"from": a, "to": b, "relationType": r}


def cal_event(eid: str, summary: str, start: str, end: str, updated: str, *, attendees: tuple[str, ...] = (),
              tz: str = "Europe/Amsterdam", seq: int = 0) -> dict[str, Any]:
    return {"id": eid, "status": "confirmed", "summary": summary,
            "htmlLink": f"https://www.google.com/calendar/event?eid={eid}",
            "start": {"dateTime": start, "timeZone": tz}, "end": {"dateTime": end, "timeZone": tz},
            "attendees": [{"email": a, "responseStatus": "needsAction"} for a in attendees],
            "sequence": seq, "updated": updated}


def slack_msg(ts: str, user: str, text: str, **extra: Any) -> dict[str, Any]:
    return {"type": "message", "user": user, "text": text, "ts": ts, **extra}


def now(tz: str, dt: str, dst: bool) -> str:
    return pj({"timezone": tz, "datetime": dt, "is_dst": dst})


def conv(src: tuple[str, str, bool], dst: tuple[str, str, bool], diff: str) -> str:
    return pj({"source": {"timezone": src[0], "datetime": src[1], "is_dst": src[2]},
               "target": {"timezone": dst[0], "datetime": dst[1], "is_dst": dst[2]},
               "time_difference": diff})


# ================================================================= trajectories
def fs_moved_file_listed_under_old_name() -> Traj:
    root = "/projects/handbook"
    readme = "# Team Handbook\n\n- [Onboarding](onboarding.md)\n- [Style guide](style-guide.md)\n- Drafts live in `drafts/` until reviewed.\n"
    readme2 = readme.replace("- [Style guide](style-guide.md)", "- [Style guide (2023, archived)](archive/style-guide-2023.md)")
    t = [
        (call("list_directory", path=root), "[DIR] drafts\n[FILE] README.md\n[FILE] onboarding.md\n[FILE] style-guide.md"),
        (call("read_file", path=f"{root}/README.md"), readme),
        (call("create_directory", path=f"{root}/archive"), f"Successfully created directory {root}/archive"),
        (call("move_file", source=f"{root}/style-guide.md", destination=f"{root}/archive/style-guide-2023.md"),
         f"Successfully moved {root}/style-guide.md to {root}/archive/style-guide-2023.md"),
        (call("edit_file", path=f"{root}/README.md", edits=[{"oldText": "- [Style guide](style-guide.md)", "newText": "- [Style guide (2023, archived)](archive/style-guide-2023.md)"}]),
         fs_diff(f"{root}/README.md", readme, readme2)),
        (call("list_directory", path=root), "[DIR] archive\n[DIR] drafts\n[FILE] README.md\n[FILE] onboarding.md\n[FILE] style-guide.md"),
        (call("list_directory", path=f"{root}/drafts"), "[FILE] code-review.md\n[FILE] oncall.md"),
    ]
    return Traj(FS_SYSTEM, t, True, 6, "rename_old_name")


def fs_write_edit_move() -> Traj:
    root = "/workspace/api-docs"
    a = ("# Authentication\n\nAll endpoints require a bearer token in the `Authorization` header.\n\n"
         "## Token lifetime\n\nTokens expire after 15 minutes.\nRequest a new one with `POST /v2/auth/token`.\n\n"
         "## Errors\n\n- `401` missing or expired token\n- `403` token lacks the required scope\n")
    b = a.replace("Tokens expire after 15 minutes.", "Access tokens expire after 60 minutes; refresh tokens after 30 days.")
    t = [
        (call("list_directory", path=root), "[FILE] changelog.md\n[FILE] endpoints.md"),
        (call("write_file", path=f"{root}/auth.md", content=a), f"Successfully wrote to {root}/auth.md"),
        (call("get_file_info", path=f"{root}/auth.md"), fs_info(len(a.encode()), "09:14:02", "09:14:02", "09:14:02")),
        (call("edit_file", path=f"{root}/auth.md", edits=[{"oldText": "Tokens expire after 15 minutes.", "newText": "Access tokens expire after 60 minutes; refresh tokens after 30 days."}]),
         fs_diff(f"{root}/auth.md", a, b)),
        (call("get_file_info", path=f"{root}/auth.md"), fs_info(len(b.encode()), "09:14:02", "09:16:47", "09:16:47")),
        (call("move_file", source=f"{root}/auth.md", destination=f"{root}/authentication.md"),
         f"Successfully moved {root}/auth.md to {root}/authentication.md"),
        (call("list_directory", path=root), "[FILE] authentication.md\n[FILE] changelog.md\n[FILE] endpoints.md"),
        (call("read_file", path=f"{root}/auth.md"), f"Error: ENOENT: no such file or directory, open '{root}/auth.md'"),
        (call("read_file", path=f"{root}/authentication.md"), b),
        (call("get_file_info", path=f"{root}/authentication.md"), fs_info(len(b.encode()), "09:14:02", "09:16:47", "09:18:03")),
    ]
    return Traj(FS_SYSTEM, t)


def gh_issue_number_changes() -> Traj:
    o = {"owner": "acme", "repo": "widgets"}
    title = "Crash when importing CSV with a UTF-8 BOM"
    body = "Importing a CSV exported from Excel (UTF-8 with BOM) raises `KeyError: '\\ufeffsku'` in `importer.read_rows`.\n\nSteps: File > Import > choose `stock.csv`."
    i55 = gh_issue(55, "Export to XLSX drops leading zeros", ["bug"], 4, "2025-03-03T15:20:41Z", "2025-03-10T09:12:05Z", user="tmorris")
    i52 = gh_issue(52, "Add dark mode to the settings page", ["enhancement"], 11, "2025-02-26T11:02:33Z", "2025-03-09T18:40:10Z", user="kpark")
    i47 = gh_issue(47, "Flaky test: test_sync_retry", ["ci"], 2, "2025-02-19T08:15:00Z", "2025-02-21T10:01:44Z", user="lwong")
    t = [
        (call("list_issues", **o, state="open"), pj([i55, i52, i47])),
        (call("create_issue", **o, title=title, body=body, labels=["bug"]),
         pj(gh_issue(58, title, ["bug"], 0, "2025-03-11T10:42:19Z", "2025-03-11T10:42:19Z", body=body))),
        (call("add_issue_comment", **o, issue_number=58, body="Reproduced on 2.3.1; the reader should open files with encoding='utf-8-sig'."),
         pj({"id": 2713904417, "html_url": "https://github.com/acme/widgets/issues/58#issuecomment-2713904417",
             "issue_url": "https://api.github.com/repos/acme/widgets/issues/58", "user": {"login": "lwong"},
             "created_at": "2025-03-11T10:44:02Z", "updated_at": "2025-03-11T10:44:02Z",
             "body": "Reproduced on 2.3.1; the reader should open files with encoding='utf-8-sig'."})),
        (call("update_issue", **o, issue_number=58, labels=["bug", "import"], assignees=["lwong"]),
         pj(gh_issue(58, title, ["bug", "import"], 1, "2025-03-11T10:42:19Z", "2025-03-11T10:45:30Z", assignees=("lwong",), body=body))),
        (call("list_issues", **o, state="open", labels=["bug"]),
         pj([gh_issue(59, title, ["bug", "import"], 1, "2025-03-11T10:42:19Z", "2025-03-11T10:45:30Z", assignees=("lwong",)), i55])),
        (call("get_issue", **o, issue_number=52), pj({**i52, "body": "Settings is the last page without a dark theme; it flashes white when switching."})),
    ]
    return Traj(GH_SYSTEM, t, True, 5, "identity_changed")


def gh_issue_lifecycle() -> Traj:
    o = {"owner": "northbeam", "repo": "gateway"}
    repo = "northbeam/gateway"
    title = "Rate limiter ignores X-Forwarded-For behind the load balancer"
    created = "2025-03-12T08:03:11Z"

    def i214(comments: int, updated: str, state: str = "open", closed: str | None = None) -> dict[str, Any]:
        return gh_issue(214, title, ["bug", "rate-limit"], comments, created, updated, state=state, user="dvogel",
                        closed=closed, repo=repo)

    def comment(cid: int, body: str, at: str) -> str:
        return pj({"id": cid, "html_url": f"https://github.com/{repo}/issues/214#issuecomment-{cid}",
                   "issue_url": f"https://api.github.com/repos/{repo}/issues/214", "user": {"login": "dvogel"},
                   "created_at": at, "updated_at": at, "body": body})
    i212 = gh_issue(212, "Expose upstream latency histogram", ["enhancement"], 3, "2025-03-10T14:11:09Z", "2025-03-11T16:20:51Z", user="amaier", repo=repo)
    i209 = gh_issue(209, "TLS reload drops in-flight requests", ["bug"], 6, "2025-03-06T09:45:27Z", "2025-03-11T07:58:13Z", user="dvogel", repo=repo)
    i205 = gh_issue(205, "Health check returns 200 while draining", ["bug"], 4, "2025-03-03T12:30:00Z", "2025-03-07T15:02:19Z", state="closed", user="amaier", closed="2025-03-07T15:02:19Z", repo=repo)
    t = [
        (call("create_issue", **o, title=title, labels=["bug", "rate-limit"]), pj(i214(0, created))),
        (call("add_issue_comment", **o, issue_number=214, body="All clients share one bucket: the limiter keys on the LB address."),
         comment(2716110032, "All clients share one bucket: the limiter keys on the LB address.", "2025-03-12T08:05:40Z")),
        (call("get_issue", **o, issue_number=214), pj(i214(1, "2025-03-12T08:05:40Z"))),
        (call("add_issue_comment", **o, issue_number=214, body="Fixed in #215 (trusted proxy list)."),
         comment(2716188745, "Fixed in #215 (trusted proxy list).", "2025-03-12T08:30:55Z")),
        (call("update_issue", **o, issue_number=214, state="closed"), pj(i214(2, "2025-03-12T08:31:02Z", "closed", "2025-03-12T08:31:02Z"))),
        (call("list_issues", **o, state="open"), pj([i212, i209])),
        (call("list_issues", **o, state="closed", per_page=2), pj([i214(2, "2025-03-12T08:31:02Z", "closed", "2025-03-12T08:31:02Z"), i205])),
        (call("update_issue", **o, issue_number=214, state="open"), pj(i214(2, "2025-03-12T08:40:15Z"))),
        (call("get_issue", **o, issue_number=214), pj(i214(2, "2025-03-12T08:40:15Z"))),
    ]
    return Traj(GH_SYSTEM, t)


def kg_deleted_entity_returns() -> Traj:
    priya = kg_entity("Priya Shah", "person", ["Staff engineer", "Based in Toronto"])
    acme = kg_entity("Acme Corp", "organization", ["Industrial sensors maker", "HQ in Rotterdam"])
    falcon = kg_entity("Project Falcon", "project", ["Edge telemetry pipeline", "Started Q3 2023"])
    north = kg_entity("Northwind Ltd", "organization", ["Acquired Acme Corp in 2024"])
    r0 = [rel("Priya Shah", "Acme Corp", "works_at"), rel("Priya Shah", "Project Falcon", "leads"), rel("Project Falcon", "Acme Corp", "owned_by")]
    new_rels = [rel("Project Falcon", "Northwind Ltd", "owned_by"), rel("Priya Shah", "Northwind Ltd", "works_at")]
    priya2 = kg_entity("Priya Shah", "person", ["Staff engineer", "Based in Toronto", "Moved to Northwind after the acquisition"])
    t = [
        (call("read_graph"), pj({"entities": [priya, acme, falcon], "relations": r0})),
        (call("create_entities", entities=[north]), pj([north])),
        (call("create_relations", relations=new_rels), pj(new_rels)),
        (call("delete_entities", entityNames=["Acme Corp"]), "Entities deleted successfully"),
        (call("open_nodes", names=["Priya Shah", "Project Falcon", "Northwind Ltd"]),
         pj({"entities": [priya, falcon, north], "relations": [r0[1]] + new_rels})),
        (call("add_observations", observations=[{"entityName": "Priya Shah", "contents": ["Moved to Northwind after the acquisition"]}]),
         pj([{"entityName": "Priya Shah", "addedObservations": ["Moved to Northwind after the acquisition"]}])),
        (call("read_graph"), pj({"entities": [priya2, acme, falcon, north], "relations": [r0[1]] + new_rels})),
        (call("search_nodes", query="Toronto"), pj({"entities": [priya2], "relations": []})),
    ]
    return Traj(KG_SYSTEM, t, True, 7, "deleted_reappears")


def kg_observations_evolve() -> Traj:
    ravi = kg_entity("Ravi Kumar", "person", ["Joined in 2022"])
    ledger = kg_entity("Ledger Service", "component", ["Written in Go"])
    billing = kg_entity("Billing API", "component", ["Calls Ledger Service for every charge"])
    added = ["Migrated to Postgres 16 in Feb 2025", "p99 latency 41 ms"]
    t = [
        (call("create_entities", entities=[ravi, ledger]), pj([ravi, ledger])),
        (call("create_relations", relations=[rel("Ravi Kumar", "Ledger Service", "maintains")]), pj([rel("Ravi Kumar", "Ledger Service", "maintains")])),
        (call("add_observations", observations=[{"entityName": "Ledger Service", "contents": added}]),
         pj([{"entityName": "Ledger Service", "addedObservations": added}])),
        (call("open_nodes", names=["Ledger Service"]),
         pj({"entities": [kg_entity("Ledger Service", "component", ["Written in Go", *added])], "relations": []})),
        (call("delete_observations", deletions=[{"entityName": "Ledger Service", "observations": ["p99 latency 41 ms"]}]), "Observations deleted successfully"),
        (call("add_observations", observations=[{"entityName": "Ledger Service", "contents": ["p99 latency 29 ms after the index fix"]}]),
         pj([{"entityName": "Ledger Service", "addedObservations": ["p99 latency 29 ms after the index fix"]}])),
        (call("create_entities", entities=[billing]), pj([billing])),
        (call("create_relations", relations=[rel("Billing API", "Ledger Service", "depends_on")]), pj([rel("Billing API", "Ledger Service", "depends_on")])),
        (call("delete_entities", entityNames=["Ravi Kumar"]), "Entities deleted successfully"),
        (call("read_graph"), pj({"entities": [kg_entity("Ledger Service", "component", ["Written in Go", "Migrated to Postgres 16 in Feb 2025", "p99 latency 29 ms after the index fix"]), billing],
                                 "relations": [rel("Billing API", "Ledger Service", "depends_on")]})),
    ]
    return Traj(KG_SYSTEM, t)


def sql_insert_count_off() -> Traj:
    t = [
        (call("list_tables"), py([{"name": "customers"}, {"name": "tickets"}])),
        (call("read_query", query="SELECT COUNT(*) AS n FROM tickets WHERE status = 'open'"), py([{"n": 17}])),
        (call("write_query", query="INSERT INTO tickets (customer_id, subject, status, priority) VALUES (4, 'Refund not received', 'open', 'high'), (9, 'Cannot reset password', 'open', 'normal')"),
         py([{"affected_rows": 2}])),
        (call("read_query", query="SELECT COUNT(*) AS n FROM tickets WHERE status = 'open'"), py([{"n": 18}])),
        (call("describe_table", table_name="tickets"), py([
            {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
            {"cid": 1, "name": "customer_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
            {"cid": 2, "name": "subject", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
            {"cid": 3, "name": "status", "type": "TEXT", "notnull": 1, "dflt_value": "'open'", "pk": 0},
            {"cid": 4, "name": "priority", "type": "TEXT", "notnull": 1, "dflt_value": "'normal'", "pk": 0},
            {"cid": 5, "name": "created_at", "type": "TEXT", "notnull": 0, "dflt_value": "CURRENT_TIMESTAMP", "pk": 0}])),
        (call("read_query", query="SELECT id, name, plan FROM customers WHERE id IN (4, 9)"),
         py([{"id": 4, "name": "Hollis & Grant LLP", "plan": "business"}, {"id": 9, "name": "Mara Lindqvist", "plan": "starter"}])),
        (call("append_insight", insight="Two new open tickets today come from a business-plan and a starter-plan customer."), "Insight added to memo"),
    ]
    return Traj(SQL_SYSTEM, t, True, 4, "count_mismatch")


def sql_inventory_changes() -> Traj:
    t = [
        (call("create_table", query="CREATE TABLE inventory (sku TEXT PRIMARY KEY, name TEXT NOT NULL, qty INTEGER NOT NULL DEFAULT 0, updated_at TEXT)"), "Table created successfully"),
        (call("write_query", query="INSERT INTO inventory VALUES ('CB-220', 'USB-C cable 2m', 40, '2025-03-12'), ('KB-104', 'Mechanical keyboard', 12, '2025-03-12'), ('MS-310', 'Wireless mouse', 0, '2025-03-12'), ('HD-550', 'Headset', 7, '2025-03-12')"),
         py([{"affected_rows": 4}])),
        (call("read_query", query="SELECT sku, qty FROM inventory ORDER BY sku"),
         py([{"sku": "CB-220", "qty": 40}, {"sku": "HD-550", "qty": 7}, {"sku": "KB-104", "qty": 12}, {"sku": "MS-310", "qty": 0}])),
        (call("write_query", query="UPDATE inventory SET qty = qty - 3 WHERE sku = 'KB-104'"), py([{"affected_rows": 1}])),
        (call("read_query", query="SELECT sku, qty FROM inventory ORDER BY qty DESC"),
         py([{"sku": "CB-220", "qty": 40}, {"sku": "KB-104", "qty": 9}, {"sku": "HD-550", "qty": 7}, {"sku": "MS-310", "qty": 0}])),
        (call("write_query", query="DELETE FROM inventory WHERE qty = 0"), py([{"affected_rows": 1}])),
        (call("read_query", query="SELECT COUNT(*) AS n, SUM(qty) AS total FROM inventory"), py([{"n": 3, "total": 56}])),
        (call("write_query", query="INSERT OR REPLACE INTO inventory VALUES ('MS-310', 'Wireless mouse', 25, '2025-03-13')"), py([{"affected_rows": 1}])),
        (call("read_query", query="SELECT sku, qty, updated_at FROM inventory ORDER BY sku"),
         py([{"sku": "CB-220", "qty": 40, "updated_at": "2025-03-12"}, {"sku": "HD-550", "qty": 7, "updated_at": "2025-03-12"},
             {"sku": "KB-104", "qty": 9, "updated_at": "2025-03-12"}, {"sku": "MS-310", "qty": 25, "updated_at": "2025-03-13"}])),
    ]
    return Traj(SQL_SYSTEM, t)


def cal_event_end_moves() -> Traj:
    cal = "primary"
    day = {"timeMin": "2025-06-12T00:00:00+02:00", "timeMax": "2025-06-13T00:00:00+02:00"}
    standup = cal_event("5c0n2d8u7p1s4t6a3n9d", "Standup", "2025-06-12T09:30:00+02:00", "2025-06-12T09:45:00+02:00", "2025-05-02T07:12:44.000Z")
    planning = cal_event("0p9l4a7n2n1i8n6g3s5x", "Sprint planning", "2025-06-12T13:00:00+02:00", "2025-06-12T14:00:00+02:00", "2025-05-28T10:01:19.000Z")
    review = cal_event("7k2q9v3m1s0e8h4b6n5c", "Design review", "2025-06-12T15:00:00+02:00", "2025-06-12T15:30:00+02:00", "2025-06-11T08:20:31.000Z",
                       attendees=("ines@kestrel.io", "marc@kestrel.io"))
    one = cal_event("1r8d5t0c3p6w2a9f4j7g", "1:1 with Jonas", "2025-06-12T16:00:00+02:00", "2025-06-12T16:30:00+02:00", "2025-06-11T08:21:07.000Z",
                    attendees=("jonas@kestrel.io",))
    review_bad = {**review, "end": {"dateTime": "2025-06-12T16:00:00+02:00", "timeZone": "Europe/Amsterdam"}}
    t = [
        (call("list_events", calendarId=cal, **day), mcp_text({"events": [standup, planning]})),
        (call("create_event", calendarId=cal, summary="Design review", start="2025-06-12T15:00:00", end="2025-06-12T15:30:00", timeZone="Europe/Amsterdam", attendees=["ines@kestrel.io", "marc@kestrel.io"]),
         mcp_text(review)),
        (call("create_event", calendarId=cal, summary="1:1 with Jonas", start="2025-06-12T16:00:00", end="2025-06-12T16:30:00", timeZone="Europe/Amsterdam", attendees=["jonas@kestrel.io"]),
         mcp_text(one)),
        (call("delete_event", calendarId=cal, eventId=planning["id"]), mcp_text(f"Event {planning['id']} deleted successfully.")),
        (call("list_events", calendarId=cal, **day), mcp_text({"events": [standup, review_bad, one]})),
        (call("get_event", calendarId=cal, eventId=one["id"]), mcp_text(one)),
    ]
    return Traj(CAL_SYSTEM, t, True, 5, "value_changed_without_write")


def time_crosses_midnight() -> Traj:
    t = [
        (call("get_current_time", timezone="Asia/Tokyo"), now("Asia/Tokyo", "2025-06-30T23:58:40+09:00", False)),
        (call("convert_time", source_timezone="Asia/Tokyo", time="23:30", target_timezone="Europe/London"),
         conv(("Asia/Tokyo", "2025-06-30T23:30:00+09:00", False), ("Europe/London", "2025-06-30T15:30:00+01:00", True), "-8.0h")),
        (call("get_current_time", timezone="Asia/Tokyo"), now("Asia/Tokyo", "2025-07-01T00:01:15+09:00", False)),
        (call("convert_time", source_timezone="America/Los_Angeles", time="09:00", target_timezone="Asia/Tokyo"),
         conv(("America/Los_Angeles", "2025-06-30T09:00:00-07:00", True), ("Asia/Tokyo", "2025-07-01T01:00:00+09:00", False), "+16.0h")),
        (call("get_current_time", timezone="America/Los_Angeles"), now("America/Los_Angeles", "2025-06-30T08:03:02-07:00", True)),
        (call("get_current_time", timezone="UTC"), now("UTC", "2025-06-30T15:03:30+00:00", False)),
        (call("convert_time", source_timezone="Europe/Berlin", time="12:00", target_timezone="America/New_York"),
         conv(("Europe/Berlin", "2025-06-30T12:00:00+02:00", True), ("America/New_York", "2025-06-30T06:00:00-04:00", True), "-6.0h")),
        (call("get_current_time", timezone="Europe/London"), now("Europe/London", "2025-06-30T16:04:10+01:00", True)),
    ]
    return Traj(TIME_SYSTEM, t)


def slack_post_missing() -> Traj:
    ch = "C04RL2KQ7UX"
    old = [
        slack_msg("1741702811.220419", "U02HNQ8LM", "v4.18.2 is live on staging, smoke tests green"),
        slack_msg("1741699003.117309", "U07BOT4REL", "Release branch `release/4.18` cut from main @ 9c1e0d4", bot_id="B07RELBOT"),
        slack_msg("1741695420.008839", "U01PXC3DD", "Reminder: code freeze for 4.18 at 15:00 UTC"),
    ]
    posted = slack_msg("1741705263.512849", "U07BOT4REL", "v4.18.2 promoted to production :white_check_mark:", bot_id="B07RELBOT", team="T01ACME7Q")
    t = [
        (call("slack_list_channels", limit=3), pj({"ok": True, "channels": [
            {"id": "C02GEN8A1LK", "name": "general", "is_channel": True, "is_archived": False, "num_members": 212},
            {"id": "C05INC3DE9W", "name": "incidents", "is_channel": True, "is_archived": False, "num_members": 37},
            {"id": ch, "name": "releases", "is_channel": True, "is_archived": False, "num_members": 48}],
            "response_metadata": {"next_cursor": ""}})),
        (call("slack_get_channel_history", channel_id=ch, limit=3), pj({"ok": True, "messages": old, "has_more": True})),
        (call("slack_post_message", channel_id=ch, text=posted["text"]), pj({"ok": True, "channel": ch, "ts": posted["ts"], "message": posted})),
        (call("slack_add_reaction", channel_id=ch, timestamp=posted["ts"], reaction="rocket"), pj({"ok": True})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=posted["ts"], text="Changelog: https://wiki.acme.dev/releases/4.18.2"),
         pj({"ok": True, "channel": ch, "ts": "1741705301.009119", "message": slack_msg(
             "1741705301.009119", "U07BOT4REL", "Changelog: https://wiki.acme.dev/releases/4.18.2", bot_id="B07RELBOT",
             thread_ts=posted["ts"], parent_user_id="U07BOT4REL")})),
        (call("slack_get_channel_history", channel_id=ch, limit=3), pj({"ok": True, "messages": old, "has_more": True})),
        (call("slack_get_channel_history", channel_id="C05INC3DE9W", limit=2), pj({"ok": True, "messages": [
            slack_msg("1741688170.402113", "U03ONCALL9", "Resolved: elevated 502s on eu-west edge (INC-1187)"),
            slack_msg("1741684952.377801", "U03ONCALL9", "Investigating elevated 502s on eu-west edge (INC-1187)")], "has_more": True})),
    ]
    return Traj(SLACK_SYSTEM, t, True, 6, "created_missing")


def k8s_pods_recreated() -> Traj:
    ns = "shop"
    t = [
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text("""NAME                       READY   STATUS    RESTARTS      AGE
cart-6d8f7c9b54-2xkqp      1/1     Running   0             3d4h
cart-6d8f7c9b54-v9rzl      1/1     Running   2 (41h ago)   3d4h
checkout-7b6c5d4f8-mq7tn   1/1     Running   0             19h""")),
        (call("kubectl_delete", resourceType="pod", name="cart-6d8f7c9b54-v9rzl", namespace=ns), mcp_text('pod "cart-6d8f7c9b54-v9rzl" deleted')),
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text("""NAME                       READY   STATUS              RESTARTS   AGE
cart-6d8f7c9b54-2xkqp      1/1     Running             0          3d4h
cart-6d8f7c9b54-h4wcd      0/1     ContainerCreating   0          3s
checkout-7b6c5d4f8-mq7tn   1/1     Running             0          19h""")),
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text("""NAME                       READY   STATUS    RESTARTS   AGE
cart-6d8f7c9b54-2xkqp      1/1     Running   0          3d4h
cart-6d8f7c9b54-h4wcd      1/1     Running   0          21s
checkout-7b6c5d4f8-mq7tn   1/1     Running   0          19h""")),
        (call("kubectl_scale", name="cart", replicas=3, namespace=ns), mcp_text("deployment.apps/cart scaled")),
        (call("kubectl_get", resourceType="deployment", name="cart", namespace=ns), mcp_text("""NAME   READY   UP-TO-DATE   AVAILABLE   AGE
cart   2/3     3            2            3d4h""")),
        (call("kubectl_get", resourceType="pods", namespace=ns), mcp_text("""NAME                       READY   STATUS    RESTARTS   AGE
cart-6d8f7c9b54-2xkqp      1/1     Running   0          3d4h
cart-6d8f7c9b54-h4wcd      1/1     Running   0          58s
cart-6d8f7c9b54-p8s2j      1/1     Running   0          9s
checkout-7b6c5d4f8-mq7tn   1/1     Running   0          19h""")),
        (call("kubectl_get", resourceType="deployment", name="cart", namespace=ns), mcp_text("""NAME   READY   UP-TO-DATE   AVAILABLE   AGE
cart   3/3     3            3            3d4h""")),
        (call("kubectl_logs", name="cart-6d8f7c9b54-p8s2j", namespace=ns, tail=2), mcp_text("""{"level":"info","ts":"2025-03-12T10:14:51Z","msg":"connected to redis","addr":"cart-redis:6379"}
{"level":"info","ts":"2025-03-12T10:14:51Z","msg":"http server listening","port":8080}""")),
    ]
    return Traj(K8S_SYSTEM, t)


def time_goes_backwards() -> Traj:
    t = [
        (call("get_current_time", timezone="Europe/Berlin"), now("Europe/Berlin", "2025-06-10T14:22:05+02:00", True)),
        (call("convert_time", source_timezone="Europe/Berlin", time="14:30", target_timezone="America/New_York"),
         conv(("Europe/Berlin", "2025-06-10T14:30:00+02:00", True), ("America/New_York", "2025-06-10T08:30:00-04:00", True), "-6.0h")),
        (call("convert_time", source_timezone="Asia/Tokyo", time="09:00", target_timezone="Europe/Berlin"),
         conv(("Asia/Tokyo", "2025-06-10T09:00:00+09:00", False), ("Europe/Berlin", "2025-06-10T02:00:00+02:00", True), "-7.0h")),
        (call("get_current_time", timezone="America/New_York"), now("America/New_York", "2025-06-10T08:23:41-04:00", True)),
        (call("get_current_time", timezone="Europe/Berlin"), now("Europe/Berlin", "2025-06-10T14:21:58+02:00", True)),
        (call("convert_time", source_timezone="Europe/Berlin", time="17:00", target_timezone="Asia/Kolkata"),
         conv(("Europe/Berlin", "2025-06-10T17:00:00+02:00", True), ("Asia/Kolkata", "2025-06-10T20:30:00+05:30", False), "+3.5h")),
    ]
    return Traj(TIME_SYSTEM, t, True, 5, "clock_backwards")


def slack_edit_and_react() -> Traj:
    ch = "C03DEPLOY7K"
    ts = "1741791602.331209"
    bot = {"bot_id": "B07DEPBOT"}
    prev = slack_msg("1741787391.550072", "U04QA2MAR", "QA sign-off for api v2.9.0 :white_check_mark:")
    r1 = slack_msg("1741791845.004511", "U07DEPBOT1", "Migrations done (3/3)", thread_ts=ts, parent_user_id="U07DEPBOT1", **bot)
    r2 = slack_msg("1741792210.118004", "U07DEPBOT1", "Error rate back to baseline (0.2%)", thread_ts=ts, parent_user_id="U07DEPBOT1", **bot)
    edited = {"user": "U07DEPBOT1", "ts": "1741792019.000000"}
    reacts = [{"name": "eyes", "users": ["U07DEPBOT1"], "count": 1}, {"name": "white_check_mark", "users": ["U07DEPBOT1"], "count": 1}]
    parent1 = slack_msg(ts, "U07DEPBOT1", "Deployed api v2.9.0 to prod :white_check_mark:", edited=edited, thread_ts=ts,
                        reply_count=1, latest_reply=r1["ts"], reactions=reacts, **bot)
    parent2 = {**parent1, "reply_count": 2, "latest_reply": r2["ts"]}
    t = [
        (call("slack_post_message", channel_id=ch, text="Deploying api v2.9.0 to prod, ETA 10 min"),
         pj({"ok": True, "channel": ch, "ts": ts, "message": slack_msg(ts, "U07DEPBOT1", "Deploying api v2.9.0 to prod, ETA 10 min", **bot)})),
        (call("slack_add_reaction", channel_id=ch, timestamp=ts, reaction="eyes"), pj({"ok": True})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=ts, text=r1["text"]), pj({"ok": True, "channel": ch, "ts": r1["ts"], "message": r1})),
        (call("slack_update_message", channel_id=ch, ts=ts, text="Deployed api v2.9.0 to prod :white_check_mark:"),
         pj({"ok": True, "channel": ch, "ts": ts, "text": "Deployed api v2.9.0 to prod :white_check_mark:"})),
        (call("slack_add_reaction", channel_id=ch, timestamp=ts, reaction="white_check_mark"), pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=2), pj({"ok": True, "messages": [parent1, prev], "has_more": True})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=ts, text=r2["text"]), pj({"ok": True, "channel": ch, "ts": r2["ts"], "message": r2})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=ts), pj({"ok": True, "messages": [parent2, r1, r2], "has_more": False})),
    ]
    return Traj(SLACK_SYSTEM, t)


def todo_completion_reverted() -> Traj:
    def todo(i: int, title: str, due: str, prio: str, done: bool = False, at: str | None = None) -> dict[str, Any]:
        return {"id": i, "title": title, "due": due, "priority": prio, "completed": done, "completed_at": at}
    t3 = todo(3, "Book dentist appointment", "2025-03-20", "low")
    t5 = todo(5, "Send Q1 expense report", "2025-03-14", "medium")
    t7 = todo(7, "Review Lena's onboarding doc", "2025-03-13", "medium")
    t8 = todo(8, "Renew TLS cert for status page", "2025-04-02", "high")
    t5d = todo(5, "Send Q1 expense report", "2025-03-14", "medium", True, "2025-03-12T16:41:09Z")
    t = [
        (call("list_todos", filter="pending"), mcp_text({"todos": [t3, t5, t7], "count": 3})),
        (call("complete_todo", id=5), mcp_text(t5d)),
        (call("add_todo", title=t8["title"], due=t8["due"], priority="high"), mcp_text(t8)),
        (call("list_todos", filter="all"), mcp_text({"todos": [t3, t5, t7, t8], "count": 4})),
        (call("update_todo", id=7, priority="high"), mcp_text({**t7, "priority": "high"})),
        (call("delete_todo", id=3), mcp_text({"deleted": 3})),
        (call("get_todo", id=8), mcp_text(t8)),
    ]
    return Traj(TODO_SYSTEM, t, True, 4, "value_reverted")


def cal_reschedule() -> Traj:
    cal = "primary"
    day = {"timeMin": "2025-09-04T00:00:00-04:00", "timeMax": "2025-09-05T00:00:00-04:00"}
    tz = "America/New_York"
    standup = cal_event("s7a1n2d3u4p5s6t7a8n9", "Standup", "2025-09-04T09:30:00-04:00", "2025-09-04T09:45:00-04:00", "2025-08-01T13:02:11.000Z", tz=tz)
    vendor = cal_event("v3e8n1d5o0r2c9a4l7l6", "Vendor call (Printwell)", "2025-09-04T11:00:00-04:00", "2025-09-04T11:30:00-04:00", "2025-08-29T15:40:02.000Z",
                       attendees=("sales@printwell.com",), tz=tz)
    lunch = cal_event("l9u2n4c6h8t1e3a5m7x0", "Team lunch", "2025-09-04T12:30:00-04:00", "2025-09-04T13:30:00-04:00", "2025-08-30T09:00:45.000Z", tz=tz)
    vendor2 = {**cal_event("v3e8n1d5o0r2c9a4l7l6", "Vendor call (Printwell)", "2025-09-04T14:00:00-04:00", "2025-09-04T14:30:00-04:00", "2025-09-03T17:12:38.000Z",
                           attendees=("sales@printwell.com",), tz=tz, seq=1)}
    budget = cal_event("b1u3d5g7e9t2s4y6n8c0", "Budget sync", "2025-09-04T11:00:00-04:00", "2025-09-04T11:30:00-04:00", "2025-09-03T17:13:20.000Z",
                       attendees=("omar@finch.co",), tz=tz)
    budget2 = {**budget, "attendees": [{"email": "omar@finch.co", "responseStatus": "needsAction"}, {"email": "li@finch.co", "responseStatus": "needsAction"}],
               "updated": "2025-09-03T17:15:51.000Z", "sequence": 0}
    t = [
        (call("list_events", calendarId=cal, **day), mcp_text({"events": [standup, vendor, lunch]})),
        (call("update_event", calendarId=cal, eventId=vendor["id"], start="2025-09-04T14:00:00", end="2025-09-04T14:30:00"), mcp_text(vendor2)),
        (call("create_event", calendarId=cal, summary="Budget sync", start="2025-09-04T11:00:00", end="2025-09-04T11:30:00", timeZone=tz, attendees=["omar@finch.co"]),
         mcp_text(budget)),
        (call("list_events", calendarId=cal, **day), mcp_text({"events": [standup, budget, lunch, vendor2]})),
        (call("delete_event", calendarId=cal, eventId=lunch["id"]), mcp_text(f"Event {lunch['id']} deleted successfully.")),
        (call("list_events", calendarId=cal, **day), mcp_text({"events": [standup, budget, vendor2]})),
        (call("get_event", calendarId=cal, eventId=vendor["id"]), mcp_text(vendor2)),
        (call("update_event", calendarId=cal, eventId=budget["id"], attendees=["omar@finch.co", "li@finch.co"]), mcp_text(budget2)),
    ]
    return Traj(CAL_SYSTEM, t)


def redis_ttl_grows() -> Traj:
    sess = '{"user_id": 4411, "cart": ["SKU-1182", "SKU-0907"], "locale": "pt-BR"}'
    t = [
        (call("scan_keys", pattern="session:*"), pj(["session:9f2c", "session:a017"])),
        (call("set", key="session:b5e1", value=sess, expiration=1800), "Successfully set session:b5e1 with expiration 1800 seconds"),
        (call("ttl", key="session:b5e1"), "1797"),
        (call("incr", key="rate:user:4411"), "3"),
        (call("get", key="session:b5e1"), sess),
        (call("ttl", key="session:b5e1"), "1702"),
        (call("ttl", key="session:b5e1"), "1735"),
        (call("scan_keys", pattern="session:*"), pj(["session:9f2c", "session:a017", "session:b5e1"])),
    ]
    return Traj(REDIS_SYSTEM, t, True, 7, "ttl_increased")


def redis_counter_cycle() -> Traj:
    k = "counter:signups"
    t = [
        (call("set", key=k, value="0"), f"Successfully set {k}"),
        (call("incr", key=k), "1"),
        (call("incr", key=k, amount=5), "6"),
        (call("expire", key=k, seconds=60), f"Expiration set to 60 seconds for {k}"),
        (call("ttl", key=k), "58"),
        (call("ttl", key=k), "31"),
        (call("delete", key=k), f"Successfully deleted {k}"),
        (call("exists", key=k), "0"),
        (call("set", key=k, value="100"), f"Successfully set {k}"),
        (call("ttl", key=k), "-1"),
        (call("get", key=k), "100"),
    ]
    return Traj(REDIS_SYSTEM, t)


def fs_size_changes_unwritten() -> Traj:
    root = "/data/reports"
    summary = ("# Quarterly sales summary\n\n| Quarter | Orders | Revenue (EUR) |\n|---|---|---|\n"
               "| Q1 | 1,204 | 318,450 |\n| Q2 | 1,377 | 352,910 |\n| Q3 | 1,289 | 340,125 |\n\n"
               "Q2 was the strongest quarter; Q3 dipped 3.6% in revenue.\n")
    sizes = [("q1.csv", 48213), ("q2.csv", 32666), ("q3.csv", 34222)]
    after = [("q1.csv", 48555), ("q2.csv", 32666), ("q3.csv", 34222), ("summary.md", len(summary.encode()))]
    t = [
        (call("get_file_info", path=f"{root}/q1.csv"), fs_info(48213, "08:02:51", "08:02:51", "10:11:37")),
        (call("read_file", path=f"{root}/q1.csv", head=3), "order_id,date,region,amount_eur\nQ1-000001,2025-01-02,NL,129.00\nQ1-000002,2025-01-02,DE,54.50"),
        (call("list_directory_with_sizes", path=root), sized_listing(sizes)),
        (call("search_files", path="/data", pattern="*.csv"), f"{root}/q1.csv\n{root}/q2.csv\n{root}/q3.csv\n/data/archive/2024-q4.csv"),
        (call("write_file", path=f"{root}/summary.md", content=summary), f"Successfully wrote to {root}/summary.md"),
        (call("list_directory_with_sizes", path=root), sized_listing(after)),
        (call("read_file", path=f"{root}/summary.md"), summary),
    ]
    return Traj(FS_SYSTEM, t, True, 6, "size_changed_without_write")


def tasks_pagination() -> Traj:
    titles = {101: "Draft Q2 roadmap", 102: "Fix login redirect loop", 103: "Rotate staging DB password", 104: "Update privacy policy link",
              105: "Add CSV export to reports", 106: "Investigate slow search", 107: "Write release notes 3.4", 108: "Remove legacy feature flag",
              109: "Upgrade Node to 22 LTS", 110: "Translate onboarding emails", 111: "Audit S3 bucket policies", 112: "Archive old Jira project",
              113: "Set up uptime alert for docs site"}

    def task(i: int, status: str = "open", done_at: str | None = None) -> dict[str, Any]:
        return {"id": i, "title": titles[i], "status": status, "completed_at": done_at}

    def page(ids: list[int], p: int, total: int, per: int = 5) -> str:
        return pj({"tasks": [task(i) for i in ids], "page": p, "per_page": per, "total": total, "has_more": p * per < total})
    t = [
        (call("list_tasks", project="WEB", status="open", page=1, per_page=5), page([101, 102, 103, 104, 105], 1, 12)),
        (call("list_tasks", project="WEB", status="open", page=2, per_page=5), page([106, 107, 108, 109, 110], 2, 12)),
        (call("complete_task", task_id=103), pj(task(103, "done", "2025-03-12T11:20:44Z"))),
        (call("list_tasks", project="WEB", status="open", page=1, per_page=5), page([101, 102, 104, 105, 106], 1, 11)),
        (call("create_task", project="WEB", title=titles[113], assignee="noor"), pj({**task(113), "assignee": "noor"})),
        (call("list_tasks", project="WEB", status="open", page=3, per_page=5), page([112, 113], 3, 12)),
        (call("list_tasks", project="WEB", status="done", page=1, per_page=3), pj({"tasks": [
            task(103, "done", "2025-03-12T11:20:44Z"),
            {"id": 98, "title": "Migrate CI to GitHub Actions", "status": "done", "completed_at": "2025-03-11T17:02:10Z"},
            {"id": 95, "title": "Compress hero images", "status": "done", "completed_at": "2025-03-10T09:48:31Z"}],
            "page": 1, "per_page": 3, "total": 38, "has_more": True})),
    ]
    return Traj(TASK_SYSTEM, t)


def gh_main_changes_without_commit() -> Traj:
    o = {"owner": "acme", "repo": "widgets"}
    path = "src/config/defaults.json"
    main = '{\n  "requestTimeoutMs": 30000,\n  "retries": 3,\n  "backoff": "exponential",\n  "cacheTtlSeconds": 300\n}\n'
    branch = main.replace("30000", "45000")
    main_bad = main.replace('"retries": 3', '"retries": 5')
    base = "4e1c9a7b2d8f06e5a3c1b9d7f2e4a6c8b0d1e3f5"
    t = [
        (call("get_file_contents", **o, path=path, ref="main"), main),
        (call("create_branch", **o, branch="bump-timeout", from_branch="main"),
         pj({"ref": "refs/heads/bump-timeout", "url": "https://api.github.com/repos/acme/widgets/git/refs/heads/bump-timeout",
             "object": {"sha": base, "type": "commit", "url": f"https://api.github.com/repos/acme/widgets/git/commits/{base}"}})),
        (call("create_or_update_file", **o, path=path, content=branch, message="Raise default request timeout to 45s", branch="bump-timeout", sha="b7d25e0c41f9a3e6d8c2b1f0a7e9d3c5b4a6f8e2"),
         pj({"content": {"name": "defaults.json", "path": path, "sha": "0c3e9f1a6b8d2c4e7f5a1b3d9e0c2f4a6b8d1e3c", "size": len(branch),
                         "html_url": f"https://github.com/acme/widgets/blob/bump-timeout/{path}"},
             "commit": {"sha": "c91f7d3e5a2b8c0d4e6f1a3b5c7d9e0f2a4b6c8d", "message": "Raise default request timeout to 45s",
                        "parents": [{"sha": base}]}})),
        (call("get_file_contents", **o, path=path, ref="bump-timeout"), branch),
        (call("list_commits", **o, sha="main", per_page=2), pj([
            {"sha": base, "commit": {"message": "Merge pull request #211 from acme/fix-csv-bom\n\nRead CSV files with utf-8-sig", "author": {"name": "Lin Wong", "date": "2025-03-11T17:40:03Z"}}},
            {"sha": "9a0b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b", "commit": {"message": "Read CSV files with utf-8-sig", "author": {"name": "Lin Wong", "date": "2025-03-11T16:58:44Z"}}}])),
        (call("get_file_contents", **o, path=path, ref="main"), main_bad),
        (call("create_pull_request", **o, title="Raise default request timeout to 45s", head="bump-timeout", base="main", body="Upstream p99 is ~38 s during batch windows."),
         pj({"number": 216, "html_url": "https://github.com/acme/widgets/pull/216", "state": "open", "draft": False,
             "head": {"ref": "bump-timeout", "sha": "c91f7d3e5a2b8c0d4e6f1a3b5c7d9e0f2a4b6c8d"}, "base": {"ref": "main", "sha": base},
             "created_at": "2025-03-12T09:05:12Z"})),
    ]
    return Traj(GH_SYSTEM, t, True, 6, "content_changed_without_write")


def stripe_invoice_flow() -> Traj:
    cus = "cus_RtN4aB8xQ2mZ1k"
    inv = "in_1QzR8tK3pL6vWq2Y0d9FhJ4e"

    def invoice(status: str, number: str | None, due: int, paid: int, **extra: Any) -> dict[str, Any]:
        return {"id": inv, "object": "invoice", "customer": cus, "status": status, "number": number, "currency": "eur",
                "amount_due": due, "amount_paid": paid, "amount_remaining": due - paid, "total": due, **extra}
    t = [
        (call("create_customer", name="Okafor Design Studio", email="billing@okafor.studio"),
         pj({"id": cus, "object": "customer", "name": "Okafor Design Studio", "email": "billing@okafor.studio", "created": 1741776013, "livemode": False})),
        (call("create_invoice", customer=cus, days_until_due=14), pj(invoice("draft", None, 0, 0, due_date=1742985613))),
        (call("create_invoice_item", customer=cus, invoice=inv, amount=45000, currency="eur", description="Brand workshop (2 days)"),
         pj({"id": "ii_1QzR9aK3pL6vWq2Y7b1CmN5s", "object": "invoiceitem", "amount": 45000, "currency": "eur", "customer": cus, "invoice": inv, "description": "Brand workshop (2 days)"})),
        (call("create_invoice_item", customer=cus, invoice=inv, amount=12000, currency="eur", description="Logo files (vector + PNG)"),
         pj({"id": "ii_1QzR9oK3pL6vWq2Y3k8TgR2d", "object": "invoiceitem", "amount": 12000, "currency": "eur", "customer": cus, "invoice": inv, "description": "Logo files (vector + PNG)"})),
        (call("finalize_invoice", invoice=inv), pj(invoice("open", "8F3C2D91-0001", 57000, 0, hosted_invoice_url="https://invoice.stripe.com/i/acct_1Pq7/test_YWNjdF8xUHE3", due_date=1742985613))),
        (call("pay_invoice", invoice=inv, paid_out_of_band=True), pj(invoice("paid", "8F3C2D91-0001", 57000, 57000, paid_out_of_band=True, due_date=1742985613))),
        (call("list_invoices", customer=cus, limit=5), pj({"object": "list", "data": [invoice("paid", "8F3C2D91-0001", 57000, 57000, paid_out_of_band=True, due_date=1742985613)],
                                                          "has_more": False, "url": "/v1/invoices"})),
    ]
    return Traj(STRIPE_SYSTEM, t)


BUILDERS = [
    fs_moved_file_listed_under_old_name, fs_write_edit_move, gh_issue_number_changes, gh_issue_lifecycle,
    kg_deleted_entity_returns, kg_observations_evolve, sql_insert_count_off, sql_inventory_changes,
    cal_event_end_moves, time_crosses_midnight, slack_post_missing, k8s_pods_recreated, time_goes_backwards,
    slack_edit_and_react, todo_completion_reverted, cal_reschedule, redis_ttl_grows, redis_counter_cycle,
    fs_size_changes_unwritten, tasks_pagination, gh_main_changes_without_commit, stripe_invoice_flow,
]


def build() -> RowSet:
    rs = RowSet(OUT)
    order = list(range(len(BUILDERS)))
    random.Random(f"h5-{DOMAIN}").shuffle(order)  # ids do not reveal which trajectories are bad
    made = sorted(((order[i] + 1, b()) for i, b in enumerate(BUILDERS)), key=lambda p: p[0])
    for num, tr in made:
        assert 6 <= len(tr.turns) <= 12, (num, len(tr.turns))
        rs.add(DOMAIN, f"h5-{DOMAIN}-{num:02d}", tr.system, tr.turns, bad=tr.bad, turn=tr.turn, kind=tr.kind)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()

