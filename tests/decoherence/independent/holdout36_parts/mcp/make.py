# ruff: noqa: E501
"""Held-out set holdout36, domain mcp: 22 MCP-server trajectories (11 clean, 11 with one contradiction).

Each trajectory simulates one MCP server (project trackers, calendars, storage, cloud hosts, incident and
observability tools, feature-flag and analytics services) answering an agent's tool calls turn after turn.
Running this module writes ``mcp_test.jsonl`` and ``labels.json`` beside it.
"""

from __future__ import annotations

from datetime import datetime, timezone
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


def _ms(iso: str) -> int:
    """Epoch milliseconds of a fixed UTC timestamp like 2024-10-08T13:06:41.250."""
    return int(datetime.fromisoformat(iso).replace(tzinfo=timezone.utc).timestamp() * 1000)


# Linear: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear issue tracking for the Northwind Labs workspace", [
        tool("list_teams", "List the teams in the workspace.", {"includeArchived": B}, []),
        tool("list_workflow_states", "List the workflow states of a team.", {"teamId": S}, ["teamId"]),
        tool("list_issues", "List issues of a team, newest activity first unless orderBy is given.", {"teamId": S, "first": INT, "after": S, "orderBy": S, "stateType": S, "assigneeId": S}, ["teamId"]),
        tool("get_issue", "Get one issue by id or identifier (e.g. ENG-123).", {"id": S}, ["id"]),
        tool("create_issue", "Create an issue.", {"teamId": S, "title": S, "description": S, "priority": INT, "assigneeId": S, "stateId": S, "labelIds": A, "estimate": INT}, ["teamId", "title"]),
        tool("update_issue", "Update fields of an issue.", {"id": S, "title": S, "description": S, "priority": INT, "assigneeId": S, "stateId": S, "labelIds": A, "estimate": INT}, ["id"]),
        tool("create_comment", "Add a markdown comment to an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("search_issues", "Full-text search over issues.", {"query": S, "teamId": S, "first": INT}, ["query"]),
    ])
    state = ("Linear workspace 'Northwind Labs' (urlKey northwind). Authenticated as Dana Okafor (dana.okafor@northwind.dev, "
             "user id 0c6f1e2a-93b4-4d7e-8a51-2f9e4c7d1b36). Task: in the Platform team, start work on the webhook retry bug, "
             "take it, raise it to Urgent, open a follow-up issue for the missing retry metrics, link the two with a comment, "
             "and tag the bug customer-impact.")
    plat = "5b7e2f9c-1d4a-4e8b-9c3f-7a2d6e8b1f04"
    dana = {"id": "0c6f1e2a-93b4-4d7e-8a51-2f9e4c7d1b36", "name": "Dana Okafor", "email": "dana.okafor@northwind.dev"}
    tomas = {"id": "7d2a9b14-5e6f-4c3a-b1d8-9e0f2a7c5b63", "name": "Tomás Reyes", "email": "tomas.reyes@northwind.dev"}
    aisha = {"id": "a41c8e97-2b3d-4f50-86e1-c9d7b2a0f518", "name": "Aisha Karim", "email": "aisha.karim@northwind.dev"}
    marcus = {"id": "e9b3d5c1-7a28-4f6e-9d04-13c8a6f2e7b9", "name": "Marcus Lee", "email": "marcus.lee@northwind.dev"}
    states = {
        "Backlog": ("c3f1a8d2-6b4e-4a97-8e15-2d7f9c0b3a61", "backlog", 0, "#bec2c8"),
        "Todo": ("1e9d4b7a-3c25-4f8e-b6a0-7d2c5e9f1a84", "unstarted", 1, "#e2e2e2"),
        "In Progress": ("8a5c2e1f-9d7b-4b36-a4e8-0f3d6c9b2e57", "started", 2, "#f2c94c"),
        "In Review": ("4d7b9e3c-1a6f-4e25-8c90-b2f5d8a1c736", "started", 3, "#5e6ad2"),
        "Done": ("f6a2c9d4-8e1b-4d73-9f5a-3c7e0b4d2a19", "completed", 4, "#5e6ad2"),
        "Canceled": ("2b8e5f1d-4c9a-4a62-b7d3-e1f0c6a9d845", "canceled", 5, "#95a2b3"),
        "Duplicate": ("9c1d7a4e-2f6b-4e83-a5c9-d8b3e2f7a061", "canceled", 6, "#95a2b3"),
    }
    prio = {0: "No priority", 1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}

    def node(ident: str, uid: str, title: str, st: str, p: int, who: dict[str, str] | None, est: int | None,
             labels: list[str], updated: str, created: str) -> dict[str, Any]:
        return {"id": uid, "identifier": ident, "title": title, "priority": p, "priorityLabel": prio[p], "estimate": est,
                "state": {"name": st, "type": states[st][1]}, "assignee": ({"name": who["name"]} if who else None),
                "labels": labels, "updatedAt": updated, "createdAt": created,
                "url": f"https://linear.app/northwind/issue/{ident.lower()}"}

    issues = {
        "PLAT-427": node("PLAT-427", "b2d94f1e-6a3c-4e78-9b05-c1e7a8d3f260", "Bump grpc-go to 1.64.0", "Todo", 3, tomas, 1, ["dependencies"], "2024-06-11T13:48:12.331Z", "2024-06-10T08:12:44.902Z"),
        "PLAT-418": node("PLAT-418", "6f3e1a9c-2d85-4b47-a0c6-8e9d2f1b7a34", "Webhook retries stop after first 502 from customer endpoint", "Todo", 2, None, 3, ["bug", "webhooks"], "2024-06-11T12:05:40.118Z", "2024-06-05T16:41:09.557Z"),
        "PLAT-429": node("PLAT-429", "d8a1c6e3-4f92-4b1d-87e0-5a3c9b6f2d18", "Rate limiter returns 500 instead of 429 on burst traffic", "Backlog", 2, None, None, ["bug", "api"], "2024-06-11T10:31:57.640Z", "2024-06-11T10:31:57.640Z"),
        "PLAT-425": node("PLAT-425", "3c7f2b9d-8e14-4a6c-b5d2-f09e1a7c4b83", "Migrate cron jobs to Temporal schedules", "In Progress", 3, aisha, 5, ["infra"], "2024-06-11T09:17:03.225Z", "2024-06-07T11:20:18.013Z"),
        "PLAT-430": node("PLAT-430", "7e2b5d8f-1c46-4f9a-a3e7-b6d0c2f8e195", "Flaky test: TestLedgerReconcile/partial_refund", "Todo", 4, tomas, 1, ["tests"], "2024-06-11T08:52:46.118Z", "2024-06-11T08:52:46.118Z"),
        "PLAT-421": node("PLAT-421", "a9c3e7f1-5b28-4d6e-9f14-0e8b3d7a2c56", "Document webhook signature v2 rollout", "In Review", 3, dana, 2, ["docs", "webhooks"], "2024-06-10T17:44:29.806Z", "2024-06-06T10:03:51.274Z"),
        "PLAT-415": node("PLAT-415", "f1d6b3a8-9c72-4e05-b8a4-2d7f5e1c9b30", "Add idempotency keys to /v2/payouts", "In Progress", 2, aisha, 3, ["api"], "2024-06-10T15:26:11.492Z", "2024-06-03T14:55:37.680Z"),
        "PLAT-426": node("PLAT-426", "5a8e2c4f-7d19-4b63-a0f5-e3c9b1d6a872", "Postgres connection pool exhaustion under load test", "Todo", 1, marcus, 3, ["bug", "database"], "2024-06-10T11:09:58.337Z", "2024-06-08T19:32:06.145Z"),
        "PLAT-412": node("PLAT-412", "c4b9f7e2-3a61-4d8c-95b0-7f2e6d1a3c49", "Remove deprecated /v1/events endpoint", "Backlog", 0, None, None, ["api", "cleanup"], "2024-06-07T13:40:22.918Z", "2024-05-30T09:18:45.771Z"),
        "PLAT-409": node("PLAT-409", "8d3a6c1f-5e97-4b24-a8f0-c6b2e9d4a713", "Alert on dead-letter queue growth", "Backlog", 4, None, 2, ["observability"], "2024-06-06T16:02:37.404Z", "2024-05-28T12:47:19.236Z"),
    }
    order1 = ["PLAT-427", "PLAT-418", "PLAT-429", "PLAT-425", "PLAT-430", "PLAT-421", "PLAT-415", "PLAT-426", "PLAT-412", "PLAT-409"]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_teams"), pj({"teams": [
        {"id": plat, "name": "Platform", "key": "PLAT", "description": "APIs, webhooks, payouts and the data layer", "private": False, "cyclesEnabled": True, "issueEstimationType": "fibonacci", "timezone": "Europe/London", "memberCount": 7, "createdAt": "2022-03-14T10:22:05.117Z"},
        {"id": "92e4c7a1-b5d3-4f86-a2e9-6c1f8d3b0a57", "name": "Design", "key": "DES", "description": "Product and brand design", "private": False, "cyclesEnabled": False, "issueEstimationType": "notUsed", "timezone": "Europe/London", "memberCount": 4, "createdAt": "2022-03-14T10:24:51.880Z"},
        {"id": "1f7b3d9e-6c24-4a58-b0e7-d2a5c8f1e364", "name": "Mobile", "key": "MOB", "description": "iOS and Android apps", "private": False, "cyclesEnabled": True, "issueEstimationType": "tShirt", "timezone": "America/New_York", "memberCount": 5, "createdAt": "2022-09-01T15:10:33.402Z"},
        {"id": "e3a8c5f2-9d71-4b6e-8f03-a7c2d4b9e150", "name": "Security", "key": "SEC", "description": "Appsec, compliance, access reviews", "private": True, "cyclesEnabled": False, "issueEstimationType": "notUsed", "timezone": "Europe/London", "memberCount": 3, "createdAt": "2023-01-19T09:45:12.659Z"},
    ]})))
    turns.append((call("list_workflow_states", teamId=plat), pj({"workflowStates": [
        {"id": v[0], "name": k, "type": v[1], "position": v[2], "color": v[3]} for k, v in states.items()]})))
    turns.append((call("list_issues", teamId=plat, first=10, orderBy="updatedAt"), pj({
        "issues": [issues[k] for k in order1],
        "pageInfo": {"hasNextPage": True, "endCursor": "eyJ1cGRhdGVkQXQiOiIyMDI0LTA2LTA2VDE2OjAyOjM3LjQwNFoiLCJpZCI6IjhkM2E2YzFmIn0"}})))
    detail = {
        **issues["PLAT-418"],
        "description": ("Customer `acme-freight` reported that after a single 502 from their endpoint we never retried the "
                        "`payout.paid` webhook.\n\nFrom the logs of `webhook-dispatcher` (2024-06-05 16:12 UTC):\n\n"
                        "```\nattempt=1 status=502 next_attempt=null reason=\"non-retryable\"\n```\n\nLooks like 502 is in "
                        "`NON_RETRYABLE_STATUSES` since #2291. Expected: exponential backoff, 8 attempts over ~24h."),
        "team": {"id": plat, "key": "PLAT", "name": "Platform"},
        "creator": {"name": "Marcus Lee"},
        "cycle": {"number": 42, "name": "Cycle 42", "startsAt": "2024-06-10T00:00:00.000Z", "endsAt": "2024-06-24T00:00:00.000Z"},
        "project": None,
        "startedAt": None,
        "completedAt": None,
        "dueDate": None,
        "commentCount": 2,
        "subscribers": ["Marcus Lee", "Aisha Karim"],
        "branchName": "plat-418-webhook-retries-stop-after-first-502-from-customer",
    }
    turns.append((call("get_issue", id="PLAT-418"), pj({"issue": detail})))
    i418 = dict(issues["PLAT-418"])
    i418.update({"state": {"name": "In Progress", "type": "started"}, "priority": 1, "priorityLabel": "Urgent",
                 "assignee": {"name": "Dana Okafor"}, "updatedAt": "2024-06-11T15:21:07.554Z"})
    turns.append((call("update_issue", id="PLAT-418", stateId=states["In Progress"][0], assigneeId=dana["id"], priority=1),
                  pj({"success": True, "issue": {**i418, "startedAt": "2024-06-11T15:21:07.554Z", "assignee": {"id": dana["id"], "name": "Dana Okafor", "email": dana["email"]}}})))
    i431 = node("PLAT-431", "0b7d4e2a-c91f-4a63-8e5d-3f6a1c9b7e02", "Emit metrics for webhook retry attempts", "Todo", 3, dana, 2,
                ["observability", "webhooks"], "2024-06-11T15:22:31.907Z", "2024-06-11T15:22:31.907Z")
    turns.append((call("create_issue", teamId=plat, title="Emit metrics for webhook retry attempts",
                       description="Follow-up to PLAT-418: export `webhook_delivery_attempts_total{status,attempt}` and `webhook_retry_exhausted_total` from webhook-dispatcher and add a Grafana panel.",
                       priority=3, assigneeId=dana["id"], stateId=states["Todo"][0], estimate=2,
                       labelIds=["l-observability-7c21", "l-webhooks-3e90"]),
                  pj({"success": True, "issue": {**i431, "assignee": {"id": dana["id"], "name": "Dana Okafor", "email": dana["email"]},
                                                 "team": {"key": "PLAT"}, "cycle": None,
                                                 "branchName": "plat-431-emit-metrics-for-webhook-retry-attempts"}})))
    turns.append((call("create_comment", issueId="PLAT-418", body="Taking this. Root cause is 502 in `NON_RETRYABLE_STATUSES` (added in #2291). Metrics follow-up: PLAT-431."),
                  pj({"success": True, "comment": {"id": "d5c2a9f7-1e4b-4c86-b3a0-7f8e2d6c9a15", "body": "Taking this. Root cause is 502 in `NON_RETRYABLE_STATUSES` (added in #2291). Metrics follow-up: PLAT-431.",
                                                   "user": {"name": "Dana Okafor"}, "issue": {"identifier": "PLAT-418"},
                                                   "createdAt": "2024-06-11T15:23:04.210Z",
                                                   "url": "https://linear.app/northwind/issue/plat-418#comment-d5c2a9f7"}})))
    i418b = dict(i418)
    i418b.update({"labels": ["bug", "webhooks", "customer-impact"], "updatedAt": "2024-06-11T15:23:40.086Z"})
    turns.append((call("update_issue", id="PLAT-418", labelIds=["l-bug-11a4", "l-webhooks-3e90", "l-customer-impact-5d02"]),
                  pj({"success": True, "issue": i418b})))
    issues2 = dict(issues)
    issues2["PLAT-418"] = i418b
    issues2["PLAT-431"] = i431
    order2 = ["PLAT-418", "PLAT-431", "PLAT-427", "PLAT-429", "PLAT-425", "PLAT-430", "PLAT-421", "PLAT-415", "PLAT-426", "PLAT-412"]
    turns.append((call("list_issues", teamId=plat, first=10, orderBy="updatedAt"), pj({
        "issues": [issues2[k] for k in order2],
        "pageInfo": {"hasNextPage": True, "endCursor": "eyJ1cGRhdGVkQXQiOiIyMDI0LTA2LTA3VDEzOjQwOjIyLjkxOFoiLCJpZCI6ImM0YjlmN2UyIn0"}})))
    rs.add(task="mcp", tid="h36-mcp-01", system=system, turns=turns, state=state, bad=False)


# Sentry: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry error monitoring for the acme-retail organization", [
        tool("list_projects", "List projects in the organization with 24h event volume.", {"organization_slug": S}, ["organization_slug"]),
        tool("list_issues", "List issues of a project.", {"organization_slug": S, "project_slug": S, "query": S, "sort": S, "statsPeriod": S, "limit": INT}, ["organization_slug", "project_slug"]),
        tool("get_issue", "Get details of an issue by numeric id or short id.", {"organization_slug": S, "issue_id": S}, ["organization_slug", "issue_id"]),
        tool("list_issue_events", "List the most recent events of an issue.", {"organization_slug": S, "issue_id": S, "limit": INT}, ["organization_slug", "issue_id"]),
        tool("update_issue", "Update status, assignee or substatus of an issue.", {"organization_slug": S, "issue_id": S, "status": S, "statusDetails": OBJ, "assignedTo": S}, ["organization_slug", "issue_id"]),
        tool("create_comment", "Add a note to an issue's activity.", {"organization_slug": S, "issue_id": S, "text": S}, ["organization_slug", "issue_id", "text"]),
        tool("list_releases", "List releases of a project, newest first.", {"organization_slug": S, "project_slug": S, "limit": INT}, ["organization_slug", "project_slug"]),
    ])
    state = ("Sentry organization 'acme-retail' (sentry.io, region us). Authenticated as Jordan Pike (jordan.pike@acme-retail.com, "
             "user id 2874130). The Stripe timeout fix (PR #1882, raise confirm timeout and retry on idempotency key) is merged "
             "into main and will ship in the next checkout-api release. Task: find the Stripe timeout issue in checkout-api, look "
             "at recent events, mark it resolved in the next release, assign it to yourself and leave a note.")
    org = "acme-retail"
    turns: list[tuple[str, str]] = []
    turns.append((call("list_projects", organization_slug=org), pj([
        {"id": "4504812396593152", "slug": "checkout-api", "name": "checkout-api", "platform": "python-django", "team": "payments", "dateCreated": "2023-02-08T13:22:41.118Z", "events24h": 5212, "isBookmarked": True, "hasAccess": True},
        {"id": "4504812401180672", "slug": "storefront-web", "name": "storefront-web", "platform": "javascript-nextjs", "team": "web", "dateCreated": "2023-02-08T13:25:09.774Z", "events24h": 18734, "isBookmarked": False, "hasAccess": True},
        {"id": "4505120839106560", "slug": "inventory-worker", "name": "inventory-worker", "platform": "python-celery", "team": "fulfilment", "dateCreated": "2023-04-19T08:51:30.062Z", "events24h": 1290, "isBookmarked": False, "hasAccess": True},
        {"id": "4505377611759616", "slug": "mobile-ios", "name": "mobile-ios", "platform": "apple-ios", "team": "mobile", "dateCreated": "2023-06-02T10:14:55.519Z", "events24h": 664, "isBookmarked": False, "hasAccess": True},
        {"id": "4506008841334784", "slug": "payments-gateway", "name": "payments-gateway", "platform": "go", "team": "payments", "dateCreated": "2023-09-27T16:40:18.903Z", "events24h": 377, "isBookmarked": True, "hasAccess": True},
    ])))

    def iss(i: str, short: str, title: str, culprit: str, level: str, count: int, users: int, first: str, last: str,
            kind: str = "error", assigned: Any = None) -> dict[str, Any]:
        return {"id": i, "shortId": short, "title": title, "culprit": culprit, "level": level, "status": "unresolved",
                "substatus": "ongoing", "issueCategory": kind, "count": str(count), "userCount": users,
                "firstSeen": first, "lastSeen": last, "assignedTo": assigned,
                "permalink": f"https://acme-retail.sentry.io/issues/{i}/"}

    page1 = [
        iss("5312347781", "CHECKOUT-API-3F2", "OperationalError: (psycopg2.OperationalError) server closed the connection unexpectedly", "checkout.db.session in commit", "error", 1843, 611, "2024-05-28T09:14:22Z", "2024-06-18T08:51:03Z"),
        iss("5298810042", "CHECKOUT-API-2ZK", "KeyError: 'shipping_rate_id'", "checkout.views.cart in apply_shipping", "error", 902, 377, "2024-05-14T18:03:47Z", "2024-06-18T08:49:36Z", assigned={"type": "team", "name": "payments"}),
        iss("5320074415", "CHECKOUT-API-3G9", "TimeoutError: Stripe PaymentIntent.confirm exceeded 10.0s", "checkout.payments.stripe_client in confirm_intent", "error", 455, 402, "2024-06-03T11:27:15Z", "2024-06-18T08:50:12Z"),
        iss("5187733610", "CHECKOUT-API-1TQ", "ValidationError: postal_code does not match country", "checkout.forms.address in clean", "warning", 310, 288, "2024-03-22T07:40:02Z", "2024-06-18T08:22:58Z"),
        iss("5321190087", "CHECKOUT-API-3GD", "AttributeError: 'NoneType' object has no attribute 'currency'", "checkout.pricing.totals in compute", "error", 122, 97, "2024-06-04T15:02:33Z", "2024-06-18T07:58:41Z"),
        iss("5264401928", "CHECKOUT-API-2MM", "Slow DB Query", "/api/v2/orders/{order_id}/summary", "info", 88, 71, "2024-04-30T12:11:09Z", "2024-06-18T06:35:20Z", kind="performance"),
        iss("5309925573", "CHECKOUT-API-3CX", "RedisError: max number of clients reached", "checkout.cache.redis in get_client", "error", 41, 12, "2024-05-25T22:45:18Z", "2024-06-17T23:10:07Z"),
    ]
    turns.append((call("list_issues", organization_slug=org, project_slug="checkout-api", query="is:unresolved", sort="freq", statsPeriod="24h", limit=25), pj(page1)))
    turns.append((call("get_issue", organization_slug=org, issue_id="CHECKOUT-API-3G9"), pj({
        "id": "5320074415", "shortId": "CHECKOUT-API-3G9", "title": "TimeoutError: Stripe PaymentIntent.confirm exceeded 10.0s",
        "culprit": "checkout.payments.stripe_client in confirm_intent", "level": "error", "status": "unresolved", "substatus": "ongoing",
        "type": "error", "metadata": {"type": "TimeoutError", "value": "Stripe PaymentIntent.confirm exceeded 10.0s", "filename": "checkout/payments/stripe_client.py", "function": "confirm_intent"},
        "count": "461", "userCount": 406, "firstSeen": "2024-06-03T11:27:15Z", "lastSeen": "2024-06-18T08:53:44Z",
        "project": {"id": "4504812396593152", "slug": "checkout-api", "name": "checkout-api"},
        "assignedTo": None, "isBookmarked": False, "isSubscribed": False, "hasSeen": True, "numComments": 0,
        "firstRelease": {"version": "checkout-api@2024.06.03.1", "dateCreated": "2024-06-03T10:58:02Z"},
        "lastRelease": {"version": "checkout-api@2024.06.17.2", "dateCreated": "2024-06-17T14:31:46Z"},
        "tags": [
            {"key": "environment", "name": "Environment", "totalValues": 461, "topValues": [{"value": "production", "count": 458}, {"value": "staging", "count": 3}]},
            {"key": "payment_method", "name": "Payment_Method", "totalValues": 461, "topValues": [{"value": "card", "count": 392}, {"value": "sepa_debit", "count": 51}, {"value": "ideal", "count": 18}]},
            {"key": "region", "name": "Region", "totalValues": 461, "topValues": [{"value": "eu-west-1", "count": 317}, {"value": "us-east-1", "count": 144}]},
            {"key": "release", "name": "Release", "totalValues": 461, "topValues": [{"value": "checkout-api@2024.06.17.2", "count": 128}, {"value": "checkout-api@2024.06.12.1", "count": 203}, {"value": "checkout-api@2024.06.03.1", "count": 130}]},
        ],
        "stats": {"24h": [[1718618400, 14], [1718622000, 9], [1718625600, 22], [1718629200, 31], [1718632800, 27], [1718636400, 18], [1718640000, 11], [1718643600, 6], [1718647200, 4], [1718650800, 3], [1718654400, 5], [1718658000, 12], [1718661600, 19], [1718665200, 26], [1718668800, 30], [1718672400, 24], [1718676000, 20], [1718679600, 17], [1718683200, 15], [1718686800, 13], [1718690400, 16], [1718694000, 21], [1718697600, 25], [1718701200, 8]]},
    })))
    ev = [
        ("9f2c4a71e8d345b0a6c1f3e72b9d8054", "2024-06-18T08:53:44Z", "usr_8HqT2mLx", "card", "eu-west-1", "10.02"),
        ("3b71d0e9a4c2487f95e6b1a8c3d70f22", "2024-06-18T08:50:12Z", "usr_Kd91vPzA", "card", "eu-west-1", "10.00"),
        ("c84e2f6a1b9d4e3780a5d7c9f1e26b48", "2024-06-18T08:41:37Z", "usr_3NwXe7Qr", "sepa_debit", "eu-west-1", "10.01"),
        ("5a0d9b3e7c1f4a62b8e4d2f6a9c31e07", "2024-06-18T08:36:05Z", "usr_Tz6Lb0Cm", "card", "us-east-1", "10.03"),
        ("e16f8c2d4a7b4095b3c1e9d0f5a72b63", "2024-06-18T08:29:58Z", "usr_P4yHs8Wd", "card", "eu-west-1", "10.00"),
    ]
    turns.append((call("list_issue_events", organization_slug=org, issue_id="CHECKOUT-API-3G9", limit=5), pj([
        {"eventID": e[0], "groupID": "5320074415", "dateCreated": e[1], "message": f"TimeoutError: Stripe PaymentIntent.confirm exceeded {e[5]}s",
         "platform": "python", "user": {"id": e[2]}, "release": "checkout-api@2024.06.17.2",
         "tags": [{"key": "environment", "value": "production"}, {"key": "payment_method", "value": e[3]}, {"key": "region", "value": e[4]},
                  {"key": "server_name", "value": f"checkout-api-7d9f6c8b5-{['x2kqp', 'm8trw', 'x2kqp', 'b4nzv', 'm8trw'][i]}"},
                  {"key": "transaction", "value": "/api/v2/checkout/{session_id}/confirm"}]}
        for i, e in enumerate(ev)])))
    turns.append((call("update_issue", organization_slug=org, issue_id="CHECKOUT-API-3G9", status="resolved", statusDetails={"inNextRelease": True}, assignedTo="user:2874130"), pj({
        "id": "5320074451", "shortId": "CHECKOUT-API-3G9", "status": "resolved", "substatus": None,
        "statusDetails": {"inNextRelease": True, "actor": {"id": "2874130", "name": "Jordan Pike", "email": "jordan.pike@acme-retail.com"}},
        "assignedTo": {"type": "user", "id": "2874130", "name": "Jordan Pike", "email": "jordan.pike@acme-retail.com"},
        "hasSeen": True, "isBookmarked": False, "isSubscribed": True, "subscriptionDetails": {"reason": "assigned"},
        "count": "463", "userCount": 407, "lastSeen": "2024-06-18T08:55:29Z",
    })))
    turns.append((call("create_comment", organization_slug=org, issue_id="CHECKOUT-API-3G9", text="Fixed by #1882 (confirm timeout 10s -> 25s, retry once with the same idempotency key). Resolving in next release; will watch the 24h graph after deploy."), pj({
        "id": "4129908817", "type": "note", "dateCreated": "2024-06-18T08:56:12.447Z",
        "data": {"text": "Fixed by #1882 (confirm timeout 10s -> 25s, retry once with the same idempotency key). Resolving in next release; will watch the 24h graph after deploy."},
        "user": {"id": "2874130", "name": "Jordan Pike", "username": "jordan.pike@acme-retail.com", "avatarUrl": "https://gravatar.com/avatar/0a3f1c9e?s=32&d=mm"},
    })))
    page2 = [
        iss("5312347781", "CHECKOUT-API-3F2", "OperationalError: (psycopg2.OperationalError) server closed the connection unexpectedly", "checkout.db.session in commit", "error", 1851, 614, "2024-05-28T09:14:22Z", "2024-06-18T08:55:47Z"),
        iss("5298810042", "CHECKOUT-API-2ZK", "KeyError: 'shipping_rate_id'", "checkout.views.cart in apply_shipping", "error", 905, 378, "2024-05-14T18:03:47Z", "2024-06-18T08:54:20Z", assigned={"type": "team", "name": "payments"}),
        iss("5187733610", "CHECKOUT-API-1TQ", "ValidationError: postal_code does not match country", "checkout.forms.address in clean", "warning", 311, 289, "2024-03-22T07:40:02Z", "2024-06-18T08:54:02Z"),
        iss("5321190087", "CHECKOUT-API-3GD", "AttributeError: 'NoneType' object has no attribute 'currency'", "checkout.pricing.totals in compute", "error", 122, 97, "2024-06-04T15:02:33Z", "2024-06-18T07:58:41Z"),
        iss("5264401928", "CHECKOUT-API-2MM", "Slow DB Query", "/api/v2/orders/{order_id}/summary", "info", 89, 72, "2024-04-30T12:11:09Z", "2024-06-18T08:46:14Z", kind="performance"),
        iss("5309925573", "CHECKOUT-API-3CX", "RedisError: max number of clients reached", "checkout.cache.redis in get_client", "error", 41, 12, "2024-05-25T22:45:18Z", "2024-06-17T23:10:07Z"),
        iss("5333018266", "CHECKOUT-API-3GM", "ConnectionResetError: [Errno 104] Connection reset by peer", "checkout.integrations.avalara in calculate_tax", "error", 3, 3, "2024-06-18T08:52:49Z", "2024-06-18T08:55:01Z"),
    ]
    turns.append((call("list_issues", organization_slug=org, project_slug="checkout-api", query="is:unresolved", sort="freq", statsPeriod="24h", limit=25), pj(page2)))
    turns.append((call("list_releases", organization_slug=org, project_slug="checkout-api", limit=4), pj([
        {"version": "checkout-api@2024.06.17.2", "shortVersion": "2024.06.17.2", "dateCreated": "2024-06-17T14:31:46Z", "dateReleased": "2024-06-17T14:48:09Z", "commitCount": 6, "newGroups": 1, "lastDeploy": {"environment": "production", "dateFinished": "2024-06-17T14:48:09Z", "name": "deploy-8812"}, "authors": [{"name": "Priya Nair"}, {"name": "Jordan Pike"}]},
        {"version": "checkout-api@2024.06.17.1", "shortVersion": "2024.06.17.1", "dateCreated": "2024-06-17T09:05:12Z", "dateReleased": "2024-06-17T09:21:40Z", "commitCount": 3, "newGroups": 0, "lastDeploy": {"environment": "production", "dateFinished": "2024-06-17T09:21:40Z", "name": "deploy-8809"}, "authors": [{"name": "Ola Svensson"}]},
        {"version": "checkout-api@2024.06.12.1", "shortVersion": "2024.06.12.1", "dateCreated": "2024-06-12T11:47:33Z", "dateReleased": "2024-06-12T12:02:55Z", "commitCount": 14, "newGroups": 2, "lastDeploy": {"environment": "production", "dateFinished": "2024-06-12T12:02:55Z", "name": "deploy-8791"}, "authors": [{"name": "Priya Nair"}, {"name": "Ola Svensson"}, {"name": "Marta Kowalczyk"}]},
        {"version": "checkout-api@2024.06.03.1", "shortVersion": "2024.06.03.1", "dateCreated": "2024-06-03T10:58:02Z", "dateReleased": "2024-06-03T11:15:27Z", "commitCount": 21, "newGroups": 3, "lastDeploy": {"environment": "production", "dateFinished": "2024-06-03T11:15:27Z", "name": "deploy-8760"}, "authors": [{"name": "Jordan Pike"}, {"name": "Marta Kowalczyk"}]},
    ])))
    rs.add(task="mcp", tid="h36-mcp-02", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="issue numeric id drifts in the update result (5320074415 -> 5320074451)")


# Hetzner Cloud: clean
def t03(rs: RowSet) -> None:
    system = mcp_system("hcloud", "Hetzner Cloud API for project ci-runners", [
        tool("list_servers", "List servers in the project.", {"label_selector": S, "status": S}, []),
        tool("get_server", "Get one server by id.", {"id": INT}, ["id"]),
        tool("create_server", "Create a server.", {"name": S, "server_type": S, "image": S, "location": S, "ssh_keys": A, "labels": OBJ, "start_after_create": B}, ["name", "server_type", "image"]),
        tool("server_action", "Run an action on a server: poweron, poweroff, reboot, reset, shutdown.", {"id": INT, "action": S}, ["id", "action"]),
        tool("get_action", "Get an action by id.", {"id": INT}, ["id"]),
        tool("create_image", "Create a snapshot or backup image from a server.", {"server_id": INT, "type": S, "description": S, "labels": OBJ}, ["server_id"]),
        tool("list_images", "List images, filtered by type.", {"type": S, "label_selector": S, "sort": S}, []),
    ])
    state = ("Hetzner Cloud project 'ci-runners' (API token with read/write scope). SSH key 'ops-ed25519' (id 14022871) is registered. "
             "Task: add a fourth CI runner like ci-runner-01 (cpx31, Ubuntu 22.04, Falkenstein), reboot it once after first boot, "
             "then take a baseline snapshot of it.")

    def srv(i: int, name: str, stype: str, cores: int, mem: float, disk: int, dc: str, city: str, ip4: str, ip6: str,
            created: str, status: str, out_t: int, in_t: int, labels: dict[str, str], image: dict[str, Any]) -> dict[str, Any]:
        return {"id": i, "name": name, "status": status, "created": created,
                "public_net": {"ipv4": {"ip": ip4, "blocked": False, "dns_ptr": f"static.{'.'.join(reversed(ip4.split('.')))}.clients.your-server.de"},
                               "ipv6": {"ip": ip6, "blocked": False}, "floating_ips": [], "firewalls": [{"id": 1187264, "status": "applied"}]},
                "private_net": [],
                "server_type": {"id": {"cpx31": 24, "cpx41": 25}[stype], "name": stype, "cores": cores, "memory": mem, "disk": disk, "cpu_type": "shared", "architecture": "x86"},
                "datacenter": {"name": dc, "location": {"name": dc.split("-")[0], "city": city, "country": "DE", "network_zone": "eu-central"}},
                "image": image, "rescue_enabled": False, "locked": False, "backup_window": None,
                "outgoing_traffic": out_t, "ingoing_traffic": in_t, "included_traffic": 21990232555520,
                "protection": {"delete": False, "rebuild": False}, "labels": labels, "volumes": [], "load_balancers": [],
                "primary_disk_size": disk}

    ubuntu = {"id": 67794396, "type": "system", "status": "available", "name": "ubuntu-22.04", "description": "Ubuntu 22.04", "os_flavor": "ubuntu", "os_version": "22.04", "architecture": "x86"}
    s1 = srv(41833067, "ci-runner-01", "cpx31", 4, 8.0, 160, "fsn1-dc14", "Falkenstein", "49.12.101.77", "2a01:4f8:c17:3b2e::/64", "2023-11-20T09:41:12+00:00", "running", 318766202880, 1984410238976, {"role": "ci-runner", "pool": "default"}, ubuntu)
    s2 = srv(41833071, "ci-runner-02", "cpx31", 4, 8.0, 160, "fsn1-dc14", "Falkenstein", "49.12.98.214", "2a01:4f8:c17:8d41::/64", "2023-11-20T09:41:38+00:00", "running", 297148923904, 1871359442944, {"role": "ci-runner", "pool": "default"}, ubuntu)
    s3 = srv(44209518, "ci-runner-03", "cpx41", 8, 16.0, 240, "nbg1-dc3", "Nuremberg", "159.69.22.140", "2a01:4f8:1c1c:6a07::/64", "2024-02-07T14:03:55+00:00", "running", 122439811072, 904831778816, {"role": "ci-runner", "pool": "large"}, ubuntu)
    turns: list[tuple[str, str]] = []
    turns.append((call("list_servers", label_selector="role=ci-runner"), mcp_text({"servers": [s1, s2, s3], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 3}}})))
    s4 = srv(46612873, "ci-runner-04", "cpx31", 4, 8.0, 160, "fsn1-dc14", "Falkenstein", "168.119.40.93", "2a01:4f8:c012:9e3a::/64", "2024-06-20T10:14:27+00:00", "initializing", 0, 0, {"role": "ci-runner", "pool": "default"}, ubuntu)
    s4["public_net"]["firewalls"] = []
    turns.append((call("create_server", name="ci-runner-04", server_type="cpx31", image="ubuntu-22.04", location="fsn1", ssh_keys=["ops-ed25519"], labels={"role": "ci-runner", "pool": "default"}, start_after_create=True),
                  mcp_text({"server": {**s4, "outgoing_traffic": None, "ingoing_traffic": None},
                            "action": {"id": 1582940127, "command": "create_server", "status": "running", "progress": 0, "started": "2024-06-20T10:14:27+00:00", "finished": None, "resources": [{"id": 46612873, "type": "server"}], "error": None},
                            "next_actions": [{"id": 1582940128, "command": "start_server", "status": "running", "progress": 0, "started": "2024-06-20T10:14:27+00:00", "finished": None, "resources": [{"id": 46612873, "type": "server"}], "error": None}],
                            "root_password": None})))
    turns.append((call("get_action", id=1582940128), mcp_text({"action": {"id": 1582940128, "command": "start_server", "status": "running", "progress": 60, "started": "2024-06-20T10:14:27+00:00", "finished": None, "resources": [{"id": 46612873, "type": "server"}], "error": None}})))
    s4r = {**s4, "status": "running", "outgoing_traffic": 48211, "ingoing_traffic": 1873046}
    turns.append((call("get_server", id=46612873), mcp_text({"server": s4r})))
    turns.append((call("server_action", id=46612873, action="reboot"), mcp_text({"action": {"id": 1582951304, "command": "reboot_server", "status": "running", "progress": 0, "started": "2024-06-20T10:17:52+00:00", "finished": None, "resources": [{"id": 46612873, "type": "server"}], "error": None}})))
    turns.append((call("get_action", id=1582951304), mcp_text({"action": {"id": 1582951304, "command": "reboot_server", "status": "success", "progress": 100, "started": "2024-06-20T10:17:52+00:00", "finished": "2024-06-20T10:18:09+00:00", "resources": [{"id": 46612873, "type": "server"}], "error": None}})))
    snap_new = {"id": 158937214, "type": "snapshot", "status": "creating", "name": None, "description": "ci-runner-04 baseline 2024-06-20",
                "image_size": None, "disk_size": 160, "created": "2024-06-20T10:19:31+00:00", "created_from": {"id": 46612873, "name": "ci-runner-04"},
                "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04", "rapid_deploy": False, "protection": {"delete": False},
                "deprecated": None, "deleted": None, "labels": {"role": "ci-runner", "kind": "baseline"}, "architecture": "x86"}
    turns.append((call("create_image", server_id=46612873, type="snapshot", description="ci-runner-04 baseline 2024-06-20", labels={"role": "ci-runner", "kind": "baseline"}),
                  mcp_text({"image": snap_new, "action": {"id": 1582957716, "command": "create_image", "status": "running", "progress": 0, "started": "2024-06-20T10:19:31+00:00", "finished": None, "resources": [{"id": 46612873, "type": "server"}, {"id": 158937214, "type": "image"}], "error": None}})))
    snaps = [
        {"id": 139402275, "type": "snapshot", "status": "available", "name": None, "description": "ci-runner-01 pre-docker-25 upgrade", "image_size": 3.18, "disk_size": 160, "created": "2024-02-02T16:48:10+00:00", "created_from": {"id": 41833067, "name": "ci-runner-01"}, "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04", "rapid_deploy": False, "protection": {"delete": False}, "deprecated": None, "deleted": None, "labels": {"role": "ci-runner"}, "architecture": "x86"},
        {"id": 148775130, "type": "snapshot", "status": "available", "name": None, "description": "ci-runner-03 after cache warmup", "image_size": 11.73, "disk_size": 240, "created": "2024-04-11T08:02:44+00:00", "created_from": {"id": 44209518, "name": "ci-runner-03"}, "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04", "rapid_deploy": False, "protection": {"delete": True}, "deprecated": None, "deleted": None, "labels": {"role": "ci-runner", "kind": "warm-cache"}, "architecture": "x86"},
        {**snap_new, "status": "available", "image_size": 1.94},
    ]
    turns.append((call("list_images", type="snapshot", sort="created:asc"), mcp_text({"images": snaps, "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 3}}})))
    s1b = {**s1, "outgoing_traffic": 318791633920, "ingoing_traffic": 1984702347264}
    s2b = {**s2, "outgoing_traffic": 297160417280, "ingoing_traffic": 1871525117952}
    s3b = {**s3, "outgoing_traffic": 122458136576, "ingoing_traffic": 905173413888}
    s4b = {**s4r, "outgoing_traffic": 1203347, "ingoing_traffic": 96350211}
    turns.append((call("list_servers", label_selector="role=ci-runner"), mcp_text({"servers": [s1b, s2b, s3b, s4b], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 4}}})))
    rs.add(task="mcp", tid="h36-mcp-03", system=system, turns=turns, state=state, bad=False)


# Airtable: bad
def t04(rs: RowSet) -> None:
    system = mcp_system("airtable", "Airtable bases of the Lumora marketing team", [
        tool("list_bases", "List bases the token can access.", {}, []),
        tool("describe_table", "List tables of a base with their fields.", {"baseId": S}, ["baseId"]),
        tool("list_records", "List records of a table, optionally from a view, filtered and sorted.", {"baseId": S, "tableId": S, "view": S, "filterByFormula": S, "sort": A, "maxRecords": INT, "fields": A}, ["baseId", "tableId"]),
        tool("get_record", "Get one record.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_record", "Create a record.", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
        tool("update_records", "Patch up to 10 records.", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("search_records", "Search records whose fields contain a text.", {"baseId": S, "tableId": S, "searchTerm": S}, ["baseId", "tableId", "searchTerm"]),
    ])
    state = ("Airtable personal access token for the Lumora workspace (scopes data.records:read/write, schema.bases:read). "
             "Task: in the Q3 content calendar, mark the cold-start post as Ready and push it one week to 18 July, add a draft "
             "for the roadmap AMA recap on 25 July, then hand the Kubernetes cost post to Rafael.")
    base, posts = "appQ7dLm2Xk9Rt4Ws", "tblH3kR9mZ2vQ8nLp"
    turns: list[tuple[str, str]] = []
    turns.append((call("list_bases"), pj({"bases": [
        {"id": "appQ7dLm2Xk9Rt4Ws", "name": "Content Calendar Q3", "permissionLevel": "create"},
        {"id": "appK2vN8pR4tY6wZa", "name": "Content Calendar Q2 (archive)", "permissionLevel": "read"},
        {"id": "appB9mT3cX7qL1dFe", "name": "Webinar Pipeline", "permissionLevel": "edit"},
        {"id": "appW4hJ6sD2gP8kVr", "name": "Brand Assets Tracker", "permissionLevel": "comment"},
    ]})))
    turns.append((call("describe_table", baseId=base), pj({"tables": [
        {"id": posts, "name": "Posts", "primaryFieldId": "fldT1tLe9xQ2mR4vA", "fields": [
            {"id": "fldT1tLe9xQ2mR4vA", "name": "Title", "type": "singleLineText"},
            {"id": "fldSt4tU5kP8nW2cB", "name": "Status", "type": "singleSelect", "options": {"choices": [{"name": "Idea"}, {"name": "Drafting"}, {"name": "In Review"}, {"name": "Ready"}, {"name": "Published"}]}},
            {"id": "fldPuBd7zR3xK9mQe", "name": "Publish Date", "type": "date", "options": {"dateFormat": {"name": "iso", "format": "YYYY-MM-DD"}}},
            {"id": "fldOwN2rJ6vH4tY8s", "name": "Owner", "type": "singleCollaborator"},
            {"id": "fldChN5lE1wQ7pZ3d", "name": "Channel", "type": "multipleSelects", "options": {"choices": [{"name": "Blog"}, {"name": "Newsletter"}, {"name": "LinkedIn"}, {"name": "Dev.to"}]}},
            {"id": "fldWc9nT4bM2xR6kF", "name": "Word Count", "type": "number", "options": {"precision": 0}},
            {"id": "fldCmP3gN8sL5vJ1h", "name": "Campaign", "type": "multipleRecordLinks", "options": {"linkedTableId": "tblC4mP9gX2nR7vWs"}},
        ], "views": [{"id": "viwSch3dL8kR2mQ5x", "name": "Scheduled", "type": "grid"}, {"id": "viwKnB4nQ7vT9pL2c", "name": "Kanban", "type": "kanban"}, {"id": "viwCal6rD1xH3mW8y", "name": "Calendar", "type": "calendar"}]},
        {"id": "tblC4mP9gX2nR7vWs", "name": "Campaigns", "primaryFieldId": "fldCnM1aP5xR8kQ2w", "fields": [
            {"id": "fldCnM1aP5xR8kQ2w", "name": "Name", "type": "singleLineText"},
            {"id": "fldStD4tE9mL2vX6p", "name": "Start", "type": "date"},
            {"id": "fldEnD7dN3qK8wR1t", "name": "End", "type": "date"}]},
        {"id": "tblA8uT3hR6kM1qZx", "name": "Authors", "primaryFieldId": "fldNm5eQ2wL9rT4vB", "fields": [
            {"id": "fldNm5eQ2wL9rT4vB", "name": "Name", "type": "singleLineText"},
            {"id": "fldEm4aI7lK1pX3nC", "name": "Email", "type": "email"},
            {"id": "fldTm8eA2mS6gH9jD", "name": "Team", "type": "singleSelect"}]},
    ]})))
    people = {
        "Ines": {"id": "usrI9n3sD4kL7mQ2w", "email": "ines.duarte@lumora.io", "name": "Inês Duarte"},
        "Rafael": {"id": "usrR4fA8lT2nK6pX1", "email": "rafael.moreno@lumora.io", "name": "Rafael Moreno"},
        "Hana": {"id": "usrH2aN7aQ5vB9cE3", "email": "hana.sato@lumora.io", "name": "Hana Sato"},
        "Owen": {"id": "usrO6wE1nM8tR3kZ4", "email": "owen.blake@lumora.io", "name": "Owen Blake"},
    }

    def rec(i: str, created: str, title: str, status: str, date: str, owner: str, ch: list[str], wc: int | None, camp: list[str]) -> dict[str, Any]:
        f: dict[str, Any] = {"Title": title, "Status": status, "Publish Date": date, "Owner": people[owner], "Channel": ch}
        if wc is not None:
            f["Word Count"] = wc
        if camp:
            f["Campaign"] = camp
        return {"id": i, "createdTime": created, "fields": f}

    r = {
        "summer": rec("recM2sN7kQ4vX9tLp", "2024-05-21T09:14:08.000Z", "Summer release: what's new in Lumora 4.2", "Ready", "2024-07-02", "Ines", ["Blog", "Newsletter"], 1380, ["recCpQ3r4nL8xK2mW"]),
        "otel": rec("recT5oE1lW8cR3nYz", "2024-05-23T13:40:55.000Z", "Tracing queue consumers with OpenTelemetry", "In Review", "2024-07-04", "Hana", ["Blog", "Dev.to"], 2210, []),
        "cold": rec("recB8vT2kQ9mXc4Lz", "2024-05-24T10:02:31.000Z", "How we cut cold-start time by 40%", "In Review", "2024-07-11", "Owen", ["Blog", "LinkedIn"], 1845, ["recCpQ3r4nL8xK2mW"]),
        "case": rec("recC3sA6eT1uD7yQm", "2024-05-28T08:22:47.000Z", "Customer story: Fernhill Logistics", "Drafting", "2024-07-09", "Ines", ["Blog", "LinkedIn"], 960, ["recCpQ3r4nL8xK2mW"]),
        "k8s": rec("recK8sC4oS7tP2wNx", "2024-05-30T15:51:12.000Z", "Kubernetes cost allocation without a FinOps team", "Drafting", "2024-07-16", "Owen", ["Blog", "Dev.to"], 640, []),
        "news": rec("recN3wS7lT1rJ5vKq", "2024-06-03T07:30:00.000Z", "July newsletter", "Idea", "2024-07-23", "Hana", ["Newsletter"], None, []),
        "sdk": rec("recS9dK2pY6vB4mXe", "2024-06-04T11:05:39.000Z", "Python SDK 3.0 migration guide", "Drafting", "2024-07-18", "Rafael", ["Blog"], 2975, ["recCpQ3r4nL8xK2mW"]),
        "hiring": rec("recH1rG5nW8kL3qZt", "2024-06-06T16:44:20.000Z", "We're hiring: Staff SRE (remote EU)", "Ready", "2024-07-08", "Rafael", ["LinkedIn"], 410, []),
        "bench": rec("recB4eN9cH2mT7kRv", "2024-06-10T09:58:03.000Z", "Benchmarking Postgres 16 logical replication", "Idea", "2024-07-30", "Hana", ["Blog", "Dev.to"], None, []),
    }
    order1 = ["summer", "otel", "hiring", "case", "cold", "k8s", "sdk", "news", "bench"]
    turns.append((call("list_records", baseId=base, tableId=posts, view="Scheduled", sort=[{"field": "Publish Date", "direction": "asc"}], maxRecords=50),
                  pj({"records": [r[k] for k in order1]})))
    cold2 = {"id": r["cold"]["id"], "createdTime": r["cold"]["createdTime"], "fields": {**r["cold"]["fields"], "Status": "Ready", "Publish Date": "2024-07-18"}}
    turns.append((call("update_records", baseId=base, tableId=posts, records=[{"id": "recB8vT2kQ9mXc4Lz", "fields": {"Status": "Ready", "Publish Date": "2024-07-18"}}]),
                  pj({"records": [cold2]})))
    ama = {"id": "recA7mQ3rX1vN8kTw", "createdTime": "2024-06-25T14:37:52.000Z",
           "fields": {"Title": "Q3 roadmap AMA recap", "Status": "Drafting", "Publish Date": "2024-07-25", "Owner": people["Ines"], "Channel": ["Blog", "Newsletter"]}}
    turns.append((call("create_record", baseId=base, tableId=posts, fields={"Title": "Q3 roadmap AMA recap", "Status": "Drafting", "Publish Date": "2024-07-25", "Owner": {"id": "usrI9n3sD4kL7mQ2w"}, "Channel": ["Blog", "Newsletter"]}),
                  pj(ama)))
    cold_bad = {"id": r["cold"]["id"], "createdTime": r["cold"]["createdTime"], "fields": {**r["cold"]["fields"], "Status": "Ready"}}
    r2 = {**r, "cold": cold_bad, "ama": ama}
    order2 = ["summer", "otel", "hiring", "case", "cold", "k8s", "sdk", "news", "ama", "bench"]
    turns.append((call("list_records", baseId=base, tableId=posts, view="Scheduled", sort=[{"field": "Publish Date", "direction": "asc"}], maxRecords=50),
                  pj({"records": [r2[k] for k in order2]})))
    k8s2 = {"id": r["k8s"]["id"], "createdTime": r["k8s"]["createdTime"], "fields": {**r["k8s"]["fields"], "Owner": people["Rafael"]}}
    turns.append((call("update_records", baseId=base, tableId=posts, records=[{"id": "recK8sC4oS7tP2wNx", "fields": {"Owner": {"id": "usrR4fA8lT2nK6pX1"}}}]),
                  pj({"records": [k8s2]})))
    rs.add(task="mcp", tid="h36-mcp-04", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="publish date set to 2024-07-18 reads back as the old 2024-07-11")


# Google Calendar: clean
def t05(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar for priya.raman@helixbio.com", [
        tool("list_calendars", "List calendars on the user's calendar list.", {}, []),
        tool("list_events", "List events of a calendar between timeMin and timeMax (RFC 3339), single events ordered by start time.", {"calendarId": S, "timeMin": S, "timeMax": S, "q": S, "maxResults": INT}, ["calendarId"]),
        tool("get_event", "Get one event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("create_event", "Create an event and optionally email the guests.", {"calendarId": S, "summary": S, "description": S, "location": S, "start": OBJ, "end": OBJ, "attendees": A, "sendUpdates": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event.", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "summary": S, "description": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("query_freebusy", "Busy intervals of calendars in a time range (returned in UTC).", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
    ])
    state = ("Google Workspace account priya.raman@helixbio.com (calendar time zone America/Los_Angeles). Today is Friday 12 July 2024, "
             "about 11:20 local. Task for next week: book a one-hour 'Q3 vendor review: Lonza' with Marcus Hill and Anika Bose on Thursday "
             "when all three are free, move the Tuesday 1:1 with Marcus to Thursday 16:00, and remove the Kappa Reagents sync the vendor cancelled.")
    me = "priya.raman@helixbio.com"
    tz = "America/Los_Angeles"

    def ev(i: str, etag: str, summary: str, start: str, end: str, created: str, updated: str, *, attendees: list[dict[str, Any]] | None = None,
           organizer: str = me, recurring: str | None = None, seq: int = 0, desc: str | None = None, loc: str | None = None,
           transp: str | None = None, etype: str = "default") -> dict[str, Any]:
        e: dict[str, Any] = {"kind": "calendar#event", "etag": etag, "id": i, "status": "confirmed",
                             "htmlLink": f"https://www.google.com/calendar/event?eid={i[:22]}", "created": created, "updated": updated,
                             "summary": summary}
        if desc:
            e["description"] = desc
        if loc:
            e["location"] = loc
        e["creator"] = {"email": organizer}
        e["organizer"] = {"email": organizer, **({"self": True} if organizer == me else {})}
        e["start"] = {"dateTime": start, "timeZone": tz}
        e["end"] = {"dateTime": end, "timeZone": tz}
        if recurring:
            e["recurringEventId"] = recurring
            e["originalStartTime"] = {"dateTime": start, "timeZone": tz}
        if transp:
            e["transparency"] = transp
        e["iCalUID"] = f"{recurring or i}@google.com"
        e["sequence"] = seq
        if attendees:
            e["attendees"] = attendees
        e["reminders"] = {"useDefault": True}
        e["eventType"] = etype
        return e

    def att(email: str, status: str, **kw: Any) -> dict[str, Any]:
        return {"email": email, **kw, "responseStatus": status}

    stand = "4k2v9rbn1q8mj3hc6l0tfs7d5e"
    team = [att(me, "accepted", self=True), att("marcus.hill@helixbio.com", "accepted"), att("dev.patel@helixbio.com", "accepted"), att("lena.kovac@helixbio.com", "tentative")]

    def standup(day: int) -> dict[str, Any]:
        return ev(f"{stand}_202407{day:02d}T160000Z", "\"3401177648812000\"", "Lab ops standup", f"2024-07-{day:02d}T09:00:00-07:00",
                  f"2024-07-{day:02d}T09:15:00-07:00", "2023-12-04T17:02:11.000Z", "2023-12-04T17:04:24.406Z",
                  attendees=[att("dev.patel@helixbio.com", "accepted", organizer=True), *team[:1], *team[1:2], att("lena.kovac@helixbio.com", "tentative")],
                  organizer="dev.patel@helixbio.com", recurring=stand, loc="Bay 3 / Meet: meet.google.com/qhx-rtnd-kpw")

    one = ev("7hqm3c2d8vn1r6t0plk9a4sbe2", "\"3436812907214000\"", "1:1 Priya / Marcus", "2024-07-16T14:00:00-07:00", "2024-07-16T14:30:00-07:00",
             "2024-07-01T16:40:53.000Z", "2024-07-03T22:47:33.607Z", attendees=[att(me, "accepted", organizer=True, self=True), att("marcus.hill@helixbio.com", "accepted")],
             loc="Priya's office (B2-114)")
    assay = ev("0d5j2k8p3r9s6t1v4w7x0yzab1", "\"3437290144058000\"", "Assay validation review", "2024-07-16T10:00:00-07:00", "2024-07-16T11:00:00-07:00",
               "2024-07-05T15:10:27.000Z", "2024-07-05T15:14:32.029Z", organizer="anika.bose@helixbio.com",
               attendees=[att("anika.bose@helixbio.com", "accepted", organizer=True), att(me, "accepted", self=True), att("yusuf.demir@helixbio.com", "needsAction")],
               loc="Conf Room Curie")
    kappa = ev("2rc8s0v4k9d1m7pqh3bl6tja5n", "\"3436105518862000\"", "Kappa Reagents sync", "2024-07-17T13:00:00-07:00", "2024-07-17T13:45:00-07:00",
               "2024-06-27T19:02:16.000Z", "2024-07-11T20:15:59.431Z", desc="Vendor cancelled on 11 Jul (email from j.holt@kappareagents.com) — please remove.",
               attendees=[att(me, "accepted", organizer=True, self=True), att("j.holt@kappareagents.com", "declined"), att("marcus.hill@helixbio.com", "accepted")],
               loc="https://helixbio.zoom.us/j/83120457761")
    focus = ev("9m1n3b5v7c9x1z3a5s7d9f1g3h", "\"3437015092640000\"", "Focus time", "2024-07-17T15:00:00-07:00", "2024-07-17T17:00:00-07:00",
               "2024-07-04T08:49:10.000Z", "2024-07-04T08:49:10.320Z", etype="focusTime")
    bio = ev("5p7o9i1u3y5t7r9e1w3q5a7s9d", "\"3435550983410000\"", "Biosafety level 2 refresher (mandatory)", "2024-07-18T09:30:00-07:00", "2024-07-18T11:00:00-07:00",
             "2024-06-20T21:31:45.000Z", "2024-06-24T17:28:41.705Z", organizer="ehs-training@helixbio.com",
             attendees=[att("ehs-training@helixbio.com", "accepted", organizer=True), att(me, "accepted", self=True)], loc="Training Room A")
    lunch = ev("3h5j7k9l1z3x5c7v9b1n3m5q7w", "\"3437466351198000\"", "Team lunch (Farmhouse Kitchen)", "2024-07-19T12:00:00-07:00", "2024-07-19T13:00:00-07:00",
               "2024-07-08T18:05:41.000Z", "2024-07-08T18:12:55.599Z", organizer="lena.kovac@helixbio.com",
               attendees=[att("lena.kovac@helixbio.com", "accepted", organizer=True), att(me, "accepted", self=True), att("dev.patel@helixbio.com", "accepted"), att("marcus.hill@helixbio.com", "needsAction")])
    week1 = [standup(15), standup(16), assay, one, standup(17), kappa, focus, standup(18), bio, standup(19), lunch]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_calendars"), pj({"kind": "calendar#calendarList", "etag": "\"p32ofplf0vf1o80g\"", "items": [
        {"id": me, "summary": me, "timeZone": tz, "accessRole": "owner", "primary": True, "backgroundColor": "#9fe1e7", "selected": True},
        {"id": "helixbio.com_3k9q2r7s1t0v@group.calendar.google.com", "summary": "Lab equipment bookings", "timeZone": tz, "accessRole": "writer", "backgroundColor": "#fbe983", "selected": True},
        {"id": "helixbio.com_8m1n4b6v2c5x@group.calendar.google.com", "summary": "Helix Bio holidays", "timeZone": tz, "accessRole": "reader", "backgroundColor": "#a47ae2", "selected": True},
        {"id": "en.usa#holiday@group.v.calendar.google.com", "summary": "Holidays in United States", "timeZone": tz, "accessRole": "reader", "backgroundColor": "#16a765", "selected": False},
    ]})))
    tmin, tmax = "2024-07-15T00:00:00-07:00", "2024-07-20T00:00:00-07:00"
    turns.append((call("list_events", calendarId="primary", timeMin=tmin, timeMax=tmax, maxResults=50), pj({
        "kind": "calendar#events", "etag": "\"p33c9t2lr2vf1o0g\"", "summary": me, "updated": "2024-07-11T20:15:59.431Z", "timeZone": tz,
        "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "items": week1})))
    turns.append((call("query_freebusy", timeMin="2024-07-18T16:00:00Z", timeMax="2024-07-19T01:00:00Z", items=[{"id": me}, {"id": "marcus.hill@helixbio.com"}, {"id": "anika.bose@helixbio.com"}]), pj({
        "kind": "calendar#freeBusy", "timeMin": "2024-07-18T16:00:00.000Z", "timeMax": "2024-07-19T01:00:00.000Z", "calendars": {
            me: {"busy": [{"start": "2024-07-18T16:00:00Z", "end": "2024-07-18T16:15:00Z"}, {"start": "2024-07-18T16:30:00Z", "end": "2024-07-18T18:00:00Z"}]},
            "marcus.hill@helixbio.com": {"busy": [{"start": "2024-07-18T16:00:00Z", "end": "2024-07-18T16:15:00Z"}, {"start": "2024-07-18T20:00:00Z", "end": "2024-07-18T21:00:00Z"}]},
            "anika.bose@helixbio.com": {"busy": [{"start": "2024-07-18T17:00:00Z", "end": "2024-07-18T19:00:00Z"}, {"start": "2024-07-18T22:00:00Z", "end": "2024-07-18T22:30:00Z"}]},
        }})))
    vid = "q5n8e1t3b7c0v2m4k6h9j1l3p5"
    vendor = ev(vid, "\"3438476923148000\"", "Q3 vendor review: Lonza", "2024-07-18T14:00:00-07:00", "2024-07-18T15:00:00-07:00",
                "2024-07-12T18:22:41.000Z", "2024-07-12T18:22:41.574Z",
                desc="Agenda: Q2 delivery performance, cell-culture media pricing for FY25, backup supplier plan.",
                loc="Conf Room Franklin", attendees=[att(me, "accepted", organizer=True, self=True), att("marcus.hill@helixbio.com", "needsAction"), att("anika.bose@helixbio.com", "needsAction")])
    turns.append((call("create_event", calendarId="primary", summary="Q3 vendor review: Lonza",
                       description="Agenda: Q2 delivery performance, cell-culture media pricing for FY25, backup supplier plan.", location="Conf Room Franklin",
                       start={"dateTime": "2024-07-18T14:00:00", "timeZone": tz}, end={"dateTime": "2024-07-18T15:00:00", "timeZone": tz},
                       attendees=[{"email": "marcus.hill@helixbio.com"}, {"email": "anika.bose@helixbio.com"}], sendUpdates="all"), pj(vendor)))
    one2 = {**one, "etag": "\"3438477021830000\"", "updated": "2024-07-12T18:23:30.915Z", "sequence": 1,
            "start": {"dateTime": "2024-07-18T16:00:00-07:00", "timeZone": tz}, "end": {"dateTime": "2024-07-18T16:30:00-07:00", "timeZone": tz}}
    turns.append((call("update_event", calendarId="primary", eventId="7hqm3c2d8vn1r6t0plk9a4sbe2",
                       start={"dateTime": "2024-07-18T16:00:00", "timeZone": tz}, end={"dateTime": "2024-07-18T16:30:00", "timeZone": tz}, sendUpdates="all"), pj(one2)))
    turns.append((call("delete_event", calendarId="primary", eventId="2rc8s0v4k9d1m7pqh3bl6tja5n", sendUpdates="none"),
                  mcp_text("Event 2rc8s0v4k9d1m7pqh3bl6tja5n deleted from calendar primary.")))
    vendor2 = {**vendor, "etag": "\"3438477318606000\"", "updated": "2024-07-12T18:26:05.303Z",
               "attendees": [att(me, "accepted", organizer=True, self=True), att("marcus.hill@helixbio.com", "accepted"), att("anika.bose@helixbio.com", "needsAction")]}
    turns.append((call("get_event", calendarId="primary", eventId=vid), pj(vendor2)))
    week2 = [standup(15), standup(16), assay, standup(17), focus, standup(18), bio, vendor2, one2, standup(19), lunch]
    turns.append((call("list_events", calendarId="primary", timeMin=tmin, timeMax=tmax, maxResults=50), pj({
        "kind": "calendar#events", "etag": "\"p32sbf4lr4vf1o0g\"", "summary": me, "updated": "2024-07-12T18:26:05.303Z", "timeZone": tz,
        "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "items": week2})))
    audit = ev("6t8y0u2i4o6p8a0s2d4f6g8h0j", "\"3438102274390000\"", "Vendor audit prep — Sartorius", "2024-08-06T13:30:00-07:00", "2024-08-06T14:30:00-07:00",
               "2024-07-10T16:18:47.000Z", "2024-07-10T16:19:17.195Z", organizer="anika.bose@helixbio.com",
               attendees=[att("anika.bose@helixbio.com", "accepted", organizer=True), att(me, "needsAction", self=True)], loc="Conf Room Curie")
    turns.append((call("list_events", calendarId="primary", timeMin="2024-07-12T11:25:00-07:00", q="vendor", maxResults=10), pj({
        "kind": "calendar#events", "etag": "\"p33a7d5lr6vf1o0g\"", "summary": me, "updated": "2024-07-12T18:26:05.303Z", "timeZone": tz,
        "accessRole": "owner", "defaultReminders": [{"method": "popup", "minutes": 10}], "items": [vendor2, audit]})))
    rs.add(task="mcp", tid="h36-mcp-05", system=system, turns=turns, state=state, bad=False)


# PagerDuty: bad
def t06(rs: RowSet) -> None:
    system = mcp_system("pagerduty", "PagerDuty REST API for the brightpay account", [
        tool("list_oncalls", "List current on-call entries, optionally for escalation policies.", {"escalation_policy_ids": A, "earliest": B}, []),
        tool("list_incidents", "List incidents filtered by status, service or urgency.", {"statuses": A, "service_ids": A, "urgencies": A, "limit": INT, "sort_by": S}, []),
        tool("get_incident", "Get one incident by id or number.", {"id": S}, ["id"]),
        tool("manage_incident", "Acknowledge, resolve, escalate or reassign an incident.", {"id": S, "status": S, "assignee_ids": A, "escalation_level": INT}, ["id"]),
        tool("create_incident_note", "Add a note to an incident.", {"id": S, "content": S}, ["id", "content"]),
        tool("list_incident_notes", "List notes of an incident.", {"id": S}, ["id"]),
        tool("list_log_entries", "List log entries of an incident, oldest first.", {"id": S, "include": A}, ["id"]),
    ])
    state = ("PagerDuty account 'brightpay' (brightpay.pagerduty.com), API key of Sam Whitfield (user PT8XK2M), who is on call for "
             "'Payments Primary'. It is 2 August 2024, 06:4x UTC. Task: take the payments latency page, note the suspected cause "
             "(the 06:30 ledger index migration), and hand the Kafka lag incident to Ravi Menon.")
    sam = {"id": "PT8XK2M", "type": "user_reference", "summary": "Sam Whitfield", "html_url": "https://brightpay.pagerduty.com/users/PT8XK2M"}
    ravi = {"id": "PR3VN7Q", "type": "user_reference", "summary": "Ravi Menon", "html_url": "https://brightpay.pagerduty.com/users/PR3VN7Q"}
    ep_pay = {"id": "P4K9D2Z", "type": "escalation_policy_reference", "summary": "Payments Primary", "html_url": "https://brightpay.pagerduty.com/escalation_policies/P4K9D2Z"}
    ep_data = {"id": "PD6W1LB", "type": "escalation_policy_reference", "summary": "Data Platform", "html_url": "https://brightpay.pagerduty.com/escalation_policies/PD6W1LB"}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_oncalls", escalation_policy_ids=["P4K9D2Z", "PD6W1LB"], earliest=True), pj({"oncalls": [
        {"escalation_policy": ep_pay, "escalation_level": 1, "schedule": {"id": "PSP1WK7", "type": "schedule_reference", "summary": "Payments weekly"}, "user": sam, "start": "2024-07-29T08:00:00Z", "end": "2024-08-05T08:00:00Z"},
        {"escalation_policy": ep_pay, "escalation_level": 2, "schedule": {"id": "PSP2MGR", "type": "schedule_reference", "summary": "Payments managers"}, "user": {"id": "PL5QJ8H", "type": "user_reference", "summary": "Leah Brennan"}, "start": "2024-07-01T08:00:00Z", "end": "2024-08-12T08:00:00Z"},
        {"escalation_policy": ep_data, "escalation_level": 1, "schedule": {"id": "PDT3RTN", "type": "schedule_reference", "summary": "Data platform rotation"}, "user": ravi, "start": "2024-08-01T17:00:00Z", "end": "2024-08-02T17:00:00Z"},
        {"escalation_policy": ep_data, "escalation_level": 2, "schedule": None, "user": {"id": "PK2ZC9F", "type": "user_reference", "summary": "Katarzyna Wolska"}, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False, "total": None})))

    def svc(i: str, name: str) -> dict[str, Any]:
        return {"id": i, "type": "service_reference", "summary": name, "html_url": f"https://brightpay.pagerduty.com/service-directory/{i}"}

    def inc(i: str, num: int, title: str, status: str, urgency: str, service: dict[str, Any], ep: dict[str, Any], created: str, updated: str,
            assignee: dict[str, Any], prio: str | None, alerts: tuple[int, int, int], ack: list[dict[str, Any]] | None = None,
            key: str | None = None) -> dict[str, Any]:
        return {"id": i, "type": "incident", "summary": f"[#{num}] {title}", "self": f"https://api.pagerduty.com/incidents/{i}",
                "html_url": f"https://brightpay.pagerduty.com/incidents/{i}", "incident_number": num, "title": title,
                "created_at": created, "updated_at": updated, "status": status, "incident_key": key or f"{num:x}c0{i[-6:].lower()}",
                "service": service, "assignments": [{"at": created, "assignee": assignee}], "acknowledgements": ack or [],
                "last_status_change_at": updated, "last_status_change_by": (ack[0]["acknowledger"] if ack else service),
                "escalation_policy": ep, "teams": [{"id": "PTM8PAY" if ep is ep_pay else "PTM2DAT", "type": "team_reference", "summary": "Payments" if ep is ep_pay else "Data Platform"}],
                "priority": ({"id": {"P1": "PPRI1XX", "P2": "PPRI2XX", "P3": "PPRI3XX"}[prio], "type": "priority", "summary": prio} if prio else None),
                "urgency": urgency, "alert_counts": {"all": alerts[0], "triggered": alerts[1], "resolved": alerts[2]}}

    payapi, ledger, checkout, kafka = svc("PX7R2QA", "Payments API"), svc("PL3DGRB", "Ledger DB"), svc("PC9KW4T", "Checkout Web"), svc("PK4FKA8", "Settlements Kafka")
    lat = inc("Q3F9KX1T7WZP2M", 48213, "[FIRING:1] PaymentsAPIHighLatency p99 > 1.5s (payments-api, prod-eu)", "triggered", "high", payapi, ep_pay,
              "2024-08-02T06:41:18Z", "2024-08-02T06:41:18Z", sam, "P2", (1, 1, 0), key="a7f3c21e9b044d5f8e6a1c3b7d920f44")
    disk = inc("Q1B7MNC4XH8R0A", 48211, "Disk usage above 90% on pg-ledger-02 (/var/lib/postgresql)", "acknowledged", "high", ledger, ep_data,
               "2024-08-02T06:22:47Z", "2024-08-02T06:25:03Z", ravi, "P3", (2, 2, 0),
               ack=[{"at": "2024-08-02T06:25:03Z", "acknowledger": ravi}])
    synth = inc("Q0ZT6VY2LJ3E9S", 48207, "Synthetic check failed: checkout-eu /health (3/5 locations)", "acknowledged", "low", checkout, ep_pay,
                "2024-08-02T03:58:31Z", "2024-08-02T04:06:12Z", sam, None, (1, 1, 0), ack=[{"at": "2024-08-02T04:06:12Z", "acknowledger": sam}])
    lag = inc("Q2DL8WQ5RP7N4K", 48214, "Kafka consumer lag > 50k on settlements-consumer (group settle-v3)", "triggered", "low", kafka, ep_pay,
              "2024-08-02T06:43:55Z", "2024-08-02T06:43:55Z", sam, None, (1, 1, 0))
    cert = inc("Q4HC1TS9BM6X3F", 48198, "Certificate expires in 7 days: api.brightpay.eu", "acknowledged", "low", payapi, ep_pay,
               "2024-08-01T09:00:04Z", "2024-08-01T09:47:29Z", sam, None, (1, 1, 0), ack=[{"at": "2024-08-01T09:47:29Z", "acknowledger": sam}])
    turns.append((call("list_incidents", statuses=["triggered", "acknowledged"], limit=25, sort_by="created_at:desc"), pj({
        "incidents": [lag, lat, disk, synth, cert], "limit": 25, "offset": 0, "total": None, "more": False})))
    detail = {**lat, "description": lat["title"], "body": {"type": "incident_body", "details": {
        "alertname": "PaymentsAPIHighLatency", "severity": "page", "namespace": "payments", "cluster": "prod-eu",
        "summary": "p99 latency of POST /v1/payments is 2.31s (threshold 1.5s) for 5m",
        "runbook_url": "https://runbooks.brightpay.internal/payments/high-latency",
        "grafana": "https://grafana.brightpay.internal/d/pay-api/payments-api?from=1722579600000&to=1722581100000"}},
        "conference_bridge": None, "resolve_reason": None, "pending_actions": [{"type": "escalate", "at": "2024-08-02T07:11:18Z"}]}
    turns.append((call("get_incident", id="Q3F9KX1T7WZP2M"), pj({"incident": detail})))
    ack_entry = [{"at": "2024-08-02T06:46:37Z", "acknowledger": sam}]
    acked = {**lat, "status": "acknowledged", "urgency": "low", "updated_at": "2024-08-02T06:46:37Z", "last_status_change_at": "2024-08-02T06:46:37Z",
             "last_status_change_by": sam, "acknowledgements": ack_entry}
    turns.append((call("manage_incident", id="Q3F9KX1T7WZP2M", status="acknowledged"), pj({"incident": acked})))
    note_txt = ("Likely cause: ledger index migration 2024_08_02_0630_add_idx_ledger_entries_account_ts started 06:30 UTC and is "
                "holding a lock on ledger_entries; payments-api p99 climbed from 06:38. Pausing the migration via "
                "`migrator pause 2024_08_02_0630` and watching p99.")
    turns.append((call("create_incident_note", id="Q3F9KX1T7WZP2M", content=note_txt), pj({"note": {
        "id": "PNT4Q8ZK2W1R7YJ0CX", "user": sam, "channel": {"summary": "The PagerDuty REST API", "type": "api"}, "content": note_txt, "created_at": "2024-08-02T06:48:02Z"}})))
    turns.append((call("list_incident_notes", id="Q3F9KX1T7WZP2M"), pj({"notes": [
        {"id": "PNT4Q8ZK2W1R7YJ0CX", "user": sam, "channel": {"summary": "The PagerDuty REST API", "type": "api"}, "content": note_txt, "created_at": "2024-08-02T06:48:02Z"},
        {"id": "PNT9H3LM6B2T5VE1QA", "user": {"id": "PL5QJ8H", "type": "user_reference", "summary": "Leah Brennan"}, "channel": {"summary": "Slack", "type": "slack"},
         "content": "Seeing elevated 504s from the EU edge too, mostly POST /v1/payments. Status page not updated yet.", "created_at": "2024-08-02T06:47:21Z"},
    ]})))
    new_trig = inc("Q5RV2JN8TA4M1C", 48215, "[FIRING:2] PaymentsAPI5xxRate > 2% (payments-api, prod-eu)", "triggered", "high", payapi, ep_pay,
                   "2024-08-02T06:48:40Z", "2024-08-02T06:48:40Z", sam, None, (2, 2, 0))
    turns.append((call("list_incidents", statuses=["triggered"], limit=25, sort_by="created_at:desc"), pj({
        "incidents": [new_trig, lag], "limit": 25, "offset": 0, "total": None, "more": False})))
    turns.append((call("list_log_entries", id="Q3F9KX1T7WZP2M", include=["channels"]), pj({"log_entries": [
        {"id": "R3L8TQ1ZJ6N0WM5B2YV4XK7C", "type": "trigger_log_entry", "summary": "Triggered through the API.", "created_at": "2024-08-02T06:41:18Z",
         "agent": {"id": "PAM9X2E", "type": "events_api_v2_inbound_integration_reference", "summary": "Alertmanager prod-eu"}, "channel": {"type": "api", "summary": "PaymentsAPIHighLatency p99 > 1.5s"}},
        {"id": "R0C5VH2KD8P4QS1NA7LY3EF9", "type": "assign_log_entry", "summary": "Assigned to Sam Whitfield.", "created_at": "2024-08-02T06:41:18Z",
         "agent": {"id": "P4K9D2Z", "type": "escalation_policy_reference", "summary": "Payments Primary"}, "assignees": [sam]},
        {"id": "R7W1MB4XG9T2JK6DZ0QC8RN5", "type": "notify_log_entry", "summary": "Notified Sam Whitfield by push notification.", "created_at": "2024-08-02T06:41:19Z",
         "user": sam, "channel": {"type": "push_notification", "notification": {"type": "push_notification", "status": "delivered", "address": "Pixel 8 (Sam)"}}},
        {"id": "R2Y9FK6TB1L5NV3QH8MW0SD4", "type": "notify_log_entry", "summary": "Notified Sam Whitfield by SMS.", "created_at": "2024-08-02T06:42:19Z",
         "user": sam, "channel": {"type": "sms", "notification": {"type": "sms", "status": "delivered", "address": "+44 7700 900412"}}},
        {"id": "R8N4BG1VL7X3ZD9KT2QJ5MC0", "type": "acknowledge_log_entry", "summary": "Acknowledged by Sam Whitfield.", "created_at": "2024-08-02T06:46:37Z",
         "agent": sam, "channel": {"type": "api"}, "acknowledgement_timeout": 1800},
        {"id": "R5QA3ZC8HJ0W7TM1KB6EX9PL", "type": "annotate_log_entry", "summary": "Note added", "created_at": "2024-08-02T06:47:21Z",
         "agent": {"id": "PL5QJ8H", "type": "user_reference", "summary": "Leah Brennan"}, "channel": {"type": "note", "summary": "Seeing elevated 504s from the EU edge too, mostly POST /v1/payments. Status page not updated yet."}},
        {"id": "R1T6DK9XW3H8QB5ZM0NC2VF7", "type": "annotate_log_entry", "summary": "Note added", "created_at": "2024-08-02T06:48:02Z",
         "agent": sam, "channel": {"type": "note", "summary": note_txt}},
    ], "limit": 25, "offset": 0, "more": False, "total": None})))
    lag2 = {**lag, "assignments": [{"at": "2024-08-02T06:49:26Z", "assignee": ravi}], "updated_at": "2024-08-02T06:49:26Z"}
    turns.append((call("manage_incident", id="Q2DL8WQ5RP7N4K", assignee_ids=["PR3VN7Q"]), pj({"incident": lag2})))
    rs.add(task="mcp", tid="h36-mcp-06", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="incident urgency reads low after acknowledge, shown high before; nothing changed it")


# Cloudflare R2: bad
def t07(rs: RowSet) -> None:
    system = mcp_system("cloudflare-r2", "Cloudflare R2 object storage for account Lumen Media", [
        tool("r2_list_buckets", "List R2 buckets in the account.", {}, []),
        tool("r2_list_objects", "List objects in a bucket under a prefix.", {"bucket": S, "prefix": S, "delimiter": S, "cursor": S, "limit": INT}, ["bucket"]),
        tool("r2_head_object", "Get metadata of one object.", {"bucket": S, "key": S}, ["bucket", "key"]),
        tool("r2_delete_objects", "Delete up to 1000 objects by key.", {"bucket": S, "keys": A}, ["bucket", "keys"]),
        tool("r2_copy_object", "Server-side copy of an object.", {"bucket": S, "source_key": S, "destination_key": S, "destination_bucket": S}, ["bucket", "source_key", "destination_key"]),
        tool("r2_put_object", "Upload a small object from text content.", {"bucket": S, "key": S, "content": S, "content_type": S}, ["bucket", "key", "content"]),
    ])
    state = ("Cloudflare account 'Lumen Media' (account id 9c4e1f7a2b3d4c5e6f708192a3b4c5d6), API token with R2 read/write. "
             "Today is 14 September 2024, about 09:50 UTC. Task: in bucket lumen-backups keep only the nine most recent nightly "
             "Postgres dumps under db/nightly/ (delete the older ones after checking the oldest is really a nightly dump), and "
             "copy the newest dump to archive/2024-09/ as the month's archive copy.")
    turns: list[tuple[str, str]] = []
    turns.append((call("r2_list_buckets"), pj({"buckets": [
        {"name": "lumen-backups", "creation_date": "2023-03-08T11:42:17.031Z", "location": "WEUR", "storage_class": "Standard"},
        {"name": "lumen-logs", "creation_date": "2023-05-19T07:15:40.882Z", "location": "WEUR", "storage_class": "InfrequentAccess"},
        {"name": "lumen-media-originals", "creation_date": "2022-11-02T16:08:55.410Z", "location": "ENAM", "storage_class": "Standard"},
        {"name": "lumen-thumbs", "creation_date": "2022-11-02T16:09:21.764Z", "location": "ENAM", "storage_class": "Standard"},
    ]})))
    dumps = [
        (3, 4398046511, "b1e0c4f2a97d3e58c6a2d4b9e1f07a36-84", "02:17:44.512"),
        (4, 4402311936, "7c3f9a1e4d28b6c0e5a7f2d9c4b13e81-84", "02:17:39.207"),
        (5, 4406771302, "e2a8d5c1f4b79e30a6c2d8f1b5e47c92-85", "02:18:02.934"),
        (6, 4409503744, "3f7b1d9e6c2a48f0b5d3e9a7c1f26d04-85", "02:17:51.661"),
        (7, 4396519424, "9d4c2e8a1f6b3d70c5e9a2f8d4b16e37-84", "02:17:35.118"),
        (8, 4395077632, "a6e1f3c9d2b84a57e0c6f1d3a9b25c68-84", "02:17:29.845"),
        (9, 4413726720, "5b8d2f4a1e9c6d03b7a5e2c8f4d19a70-85", "02:18:11.302"),
        (10, 4418957312, "c9f3a7e2d5b14c86a0e4f9d2b7c35e19-85", "02:18:19.476"),
        (11, 4421623808, "2e6a9c4f1d7b3e05c8a2f6d4e9b71c53-85", "02:18:07.059"),
        (12, 4425818112, "f4d1b8e3a6c92f74d0b5e8a1c3f69d26-85", "02:18:24.733"),
        (13, 4429160448, "8a2c5f9d3e1b4a67c9e3d7f2a5b08e41-85", "02:18:15.988"),
        (14, 4433354752, "d7e3a1c6f9b25d80e4a7c2f5d1b93a68-85", "02:18:31.204"),
    ]

    def obj(day: int, size: int, etag: str, t: str) -> dict[str, Any]:
        return {"key": f"db/nightly/lumen-prod-2024-09-{day:02d}.dump.zst", "size": size, "etag": etag,
                "uploaded": f"2024-09-{day:02d}T{t}Z", "storage_class": "Standard",
                "http_metadata": {"contentType": "application/zstd"}}

    allobjs = [obj(*d) for d in dumps]
    turns.append((call("r2_list_objects", bucket="lumen-backups", prefix="db/nightly/", limit=1000),
                  pj({"objects": allobjs, "truncated": False, "delimited_prefixes": []})))
    turns.append((call("r2_head_object", bucket="lumen-backups", key="db/nightly/lumen-prod-2024-09-03.dump.zst"), pj({
        "key": "db/nightly/lumen-prod-2024-09-03.dump.zst", "size": 4398046511, "etag": "b1e0c4f2a97d3e58c6a2d4b9e1f07a36-84",
        "uploaded": "2024-09-03T02:17:44.512Z", "storage_class": "Standard", "version": "7e3b0a91d4c2f58e6a1b9d3c7f20e4a8",
        "http_metadata": {"contentType": "application/zstd", "contentDisposition": "attachment; filename=\"lumen-prod-2024-09-03.dump.zst\""},
        "custom_metadata": {"pg-version": "16.4", "database": "lumen_prod", "dump-format": "custom", "compression": "zstd-9",
                            "source-host": "pg-prod-primary-1", "job": "nightly-pgdump", "started-at": "2024-09-03T02:00:01Z",
                            "sha256": "3c9e5a7f1b2d4068e8a6c4f2b0d9e7a5c3b1f9d7e5a3c1b0f8e6d4a2c0b9e7f5"},
        "range": None, "checksums": {}})))
    old = [f"db/nightly/lumen-prod-2024-09-{d:02d}.dump.zst" for d in (3, 4, 5)]
    turns.append((call("r2_delete_objects", bucket="lumen-backups", keys=old), pj({
        "deleted": [{"key": k} for k in old], "errors": []})))
    turns.append((call("r2_copy_object", bucket="lumen-backups", source_key="db/nightly/lumen-prod-2024-09-14.dump.zst", destination_key="archive/2024-09/lumen-prod-2024-09-14.dump.zst"), pj({
        "key": "archive/2024-09/lumen-prod-2024-09-14.dump.zst", "size": 4433354752, "etag": "d7e3a1c6f9b25d80e4a7c2f5d1b93a68-85",
        "uploaded": "2024-09-14T09:52:06.418Z", "storage_class": "Standard", "http_metadata": {"contentType": "application/zstd"}})))
    turns.append((call("r2_list_objects", bucket="lumen-backups", prefix="archive/", limit=1000), pj({"objects": [
        {"key": "archive/2024-06/lumen-prod-2024-06-30.dump.zst", "size": 4172281856, "etag": "4e8b2d6f0a3c5e79b1d4f8a2c6e03b97-80", "uploaded": "2024-07-01T08:14:52.377Z", "storage_class": "InfrequentAccess", "http_metadata": {"contentType": "application/zstd"}},
        {"key": "archive/2024-07/lumen-prod-2024-07-31.dump.zst", "size": 4269801472, "etag": "0c5f8a3e2d7b9146c3e8a0f5d2b74c19-82", "uploaded": "2024-08-01T07:58:20.915Z", "storage_class": "InfrequentAccess", "http_metadata": {"contentType": "application/zstd"}},
        {"key": "archive/2024-08/lumen-prod-2024-08-31.dump.zst", "size": 4361613312, "etag": "6d1a9e4c7f3b2085d6a1c9e4f7b30d52-84", "uploaded": "2024-09-01T08:03:47.602Z", "storage_class": "Standard", "http_metadata": {"contentType": "application/zstd"}},
        {"key": "archive/2024-09/lumen-prod-2024-09-14.dump.zst", "size": 4433354752, "etag": "d7e3a1c6f9b25d80e4a7c2f5d1b93a68-85", "uploaded": "2024-09-14T09:52:06.418Z", "storage_class": "Standard", "http_metadata": {"contentType": "application/zstd"}},
        {"key": "archive/README.txt", "size": 412, "etag": "9a0e3c7f5b1d2e4a6c8f0b3d5e7a9c1f", "uploaded": "2023-03-08T12:01:33.150Z", "storage_class": "Standard", "http_metadata": {"contentType": "text/plain"}},
    ], "truncated": False, "delimited_prefixes": []})))
    remaining = [o for o in allobjs if not o["key"].endswith(("09-03.dump.zst", "09-05.dump.zst"))]
    turns.append((call("r2_list_objects", bucket="lumen-backups", prefix="db/nightly/", limit=1000),
                  pj({"objects": remaining, "truncated": False, "delimited_prefixes": []})))
    rs.add(task="mcp", tid="h36-mcp-07", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="deleted dump lumen-prod-2024-09-04 listed again after the delete")


# Smartsheet: clean
def t08(rs: RowSet) -> None:
    system = mcp_system("smartsheet", "Smartsheet API for the Facilities Ops workspace", [
        tool("list_sheets", "List sheets the user can access.", {"includeAll": B}, []),
        tool("get_sheet", "Get a sheet with its columns and a page of rows.", {"sheetId": INT, "pageSize": INT, "page": INT, "rowIds": A}, ["sheetId"]),
        tool("update_rows", "Update cells of existing rows.", {"sheetId": INT, "rows": A}, ["sheetId", "rows"]),
        tool("add_rows", "Add rows to a sheet.", {"sheetId": INT, "rows": A, "toBottom": B, "toTop": B}, ["sheetId", "rows"]),
        tool("delete_rows", "Delete rows by id.", {"sheetId": INT, "rowIds": A}, ["sheetId", "rowIds"]),
        tool("search_sheet", "Search a sheet for text.", {"sheetId": INT, "query": S}, ["sheetId", "query"]),
    ])
    state = ("Smartsheet account of Colm Byrne (colm.byrne@northquay-fm.ie), Facilities Ops workspace. Task: in 'Facilities Work Orders 2024' "
             "close WO-2024-0142 (the loading-dock door repair, finished this morning, final cost 1,840.00) and log two new work "
             "orders that came in by phone, then confirm the sheet.")
    sid = 4583173393803140
    cols = [
        (7318219143743364, "Work Order", "TEXT_NUMBER", True),
        (1688719609530244, "Site", "PICKLIST", False),
        (6192319236900740, "Description", "TEXT_NUMBER", False),
        (3940519423215492, "Assigned To", "CONTACT_LIST", False),
        (8444119050585988, "Status", "PICKLIST", False),
        (1125769656108932, "% Complete", "TEXT_NUMBER", False),
        (5629369283479428, "Due Date", "DATE", False),
        (3377569469794180, "Cost (EUR)", "TEXT_NUMBER", False),
    ]
    columns = [{"id": c[0], "index": i, "title": c[1], "type": c[2], **({"primary": True} if c[3] else {}),
                **({"options": {"Site": ["Dublin HQ", "Cork Depot", "Galway Office", "Limerick Warehouse"],
                                "Status": ["Open", "In Progress", "On Hold", "Complete"]}[c[1]]} if c[2] == "PICKLIST" else {}),
                "validation": False, "width": [110, 130, 320, 150, 110, 90, 100, 100][i]} for i, c in enumerate(cols)]

    def row(rid: int, num: int, wo: str, site: str, desc: str, who: str, status: str, pct: int, due: str, cost: float | None,
            created: str, modified: str) -> dict[str, Any]:
        vals: list[Any] = [wo, site, desc, who, status, pct, due, cost]
        cells = []
        for c, v in zip(cols, vals):
            if v is None:
                cells.append({"columnId": c[0]})
            elif c[1] == "% Complete":
                cells.append({"columnId": c[0], "value": v / 100, "displayValue": f"{v}%"})
            elif c[1] == "Cost (EUR)":
                cells.append({"columnId": c[0], "value": v, "displayValue": f"€{v:,.2f}"})
            else:
                cells.append({"columnId": c[0], "value": v, "displayValue": v})
        return {"id": rid, "rowNumber": num, "expanded": True, "createdAt": created, "modifiedAt": modified, "cells": cells}

    data = [
        (2215870133610372, "WO-2024-0131", "Dublin HQ", "Replace ceiling tiles, 3rd floor east (water damage)", "aoife.walsh@northquay-fm.ie", "Complete", 100, "2024-04-30", 1260.00, "2024-04-02T08:11:40Z", "2024-04-26T15:02:17Z"),
        (6719469760980868, "WO-2024-0142", "Cork Depot", "Loading dock door #2 — spring and cable replacement", "tadhg.murphy@northquay-fm.ie", "In Progress", 60, "2024-05-31", None, "2024-04-15T10:27:05Z", "2024-05-22T09:48:33Z"),
        (4467669947295620, "WO-2024-0147", "Galway Office", "Annual fire alarm panel inspection", "niamh.kelly@northquay-fm.ie", "Open", 0, "2024-06-14", None, "2024-04-19T13:55:21Z", "2024-04-19T13:55:21Z"),
        (8971269574666116, "WO-2024-0150", "Dublin HQ", "Lift 2 intermittent door fault (Otis ticket 88127)", "aoife.walsh@northquay-fm.ie", "On Hold", 20, "2024-05-24", 380.00, "2024-04-23T07:40:58Z", "2024-05-17T11:21:09Z"),
        (430019342329732, "WO-2024-0153", "Limerick Warehouse", "LED retrofit, racking aisles 4–9", "seamus.ryan@northquay-fm.ie", "In Progress", 45, "2024-06-28", 7925.50, "2024-04-29T12:03:36Z", "2024-05-27T14:12:09Z"),
        (4933618969700228, "WO-2024-0158", "Cork Depot", "Yard drainage gully blocked by gate 3", "tadhg.murphy@northquay-fm.ie", "Complete", 100, "2024-05-10", 540.00, "2024-05-02T09:14:12Z", "2024-05-09T14:50:26Z"),
        (2681819156014980, "WO-2024-0161", "Dublin HQ", "Meeting room 2.04 AV panel not powering on", "niamh.kelly@northquay-fm.ie", "Open", 0, "2024-06-07", None, "2024-05-06T15:29:47Z", "2024-05-06T15:29:47Z"),
        (7185418783385476, "WO-2024-0163", "Galway Office", "Kitchen extractor fan noisy / vibrating", "niamh.kelly@northquay-fm.ie", "In Progress", 30, "2024-06-07", 95.00, "2024-05-08T10:46:03Z", "2024-05-23T08:12:55Z"),
    ]
    rows1 = [row(d[0], i + 1, *d[1:]) for i, d in enumerate(data)]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_sheets"), pj({"pageNumber": 1, "pageSize": 100, "totalPages": 1, "totalCount": 4, "data": [
        {"id": sid, "name": "Facilities Work Orders 2024", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.eu/sheets/x7Gq3Rp2mVc9WfJh4XkP8bQ5tL6nC1", "createdAt": "2024-01-08T09:02:14Z", "modifiedAt": "2024-05-27T16:37:44Z"},
        {"id": 7210478123415428, "name": "HVAC PM Schedule", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.eu/sheets/Fp2Rw8Xk5Ny3Qc7Hm1Vt6Jz4Lb9Dg0", "createdAt": "2023-11-20T14:33:51Z", "modifiedAt": "2024-05-21T07:55:02Z"},
        {"id": 1864392873572228, "name": "Vendor Contacts", "accessLevel": "VIEWER", "permalink": "https://app.smartsheet.eu/sheets/Qm5Wc1Zr7Kp3Xv9Hd2Bt8Ny6Gf4Js0", "createdAt": "2022-06-01T10:18:26Z", "modifiedAt": "2024-03-04T12:40:39Z"},
        {"id": 3046571928495940, "name": "Office Moves Q3", "accessLevel": "OWNER", "permalink": "https://app.smartsheet.eu/sheets/Lh8Xb3Vq6Zm1Rc4Kt9Wp2Nf7Jd5Gs0", "createdAt": "2024-05-13T08:47:10Z", "modifiedAt": "2024-05-24T17:05:33Z"},
    ]})))
    turns.append((call("get_sheet", sheetId=sid, pageSize=8, page=1), pj({
        "id": sid, "name": "Facilities Work Orders 2024", "version": 141, "totalRowCount": 23, "accessLevel": "EDITOR",
        "effectiveAttachmentOptions": ["FILE", "ONEDRIVE", "GOOGLE_DRIVE"], "ganttEnabled": False, "dependenciesEnabled": False,
        "permalink": "https://app.smartsheet.eu/sheets/x7Gq3Rp2mVc9WfJh4XkP8bQ5tL6nC1", "createdAt": "2024-01-08T09:02:14Z", "modifiedAt": "2024-05-27T16:37:44Z",
        "columns": columns, "rows": rows1})))
    wo142 = row(6719469760980868, 2, "WO-2024-0142", "Cork Depot", "Loading dock door #2 — spring and cable replacement", "tadhg.murphy@northquay-fm.ie",
                "Complete", 100, "2024-05-31", 1840.00, "2024-04-15T10:27:05Z", "2024-05-28T10:05:19Z")
    turns.append((call("update_rows", sheetId=sid, rows=[{"id": 6719469760980868, "cells": [
        {"columnId": 8444119050585988, "value": "Complete"}, {"columnId": 1125769656108932, "value": 1}, {"columnId": 3377569469794180, "value": 1840}]}]),
        pj({"message": "SUCCESS", "resultCode": 0, "version": 142, "result": [wo142]})))
    new1 = row(3598156392474500, 24, "WO-2024-0177", "Dublin HQ", "Front entrance automatic door sensor fault", "aoife.walsh@northquay-fm.ie", "Open", 0, "2024-06-04", None, "2024-05-28T10:07:42Z", "2024-05-28T10:07:42Z")
    new2 = row(8101756019844996, 25, "WO-2024-0178", "Limerick Warehouse", "Forklift charging bay — tripped RCD, investigate", "seamus.ryan@northquay-fm.ie", "Open", 0, "2024-05-30", None, "2024-05-28T10:07:42Z", "2024-05-28T10:07:42Z")
    turns.append((call("add_rows", sheetId=sid, toBottom=True, rows=[
        {"cells": [{"columnId": 7318219143743364, "value": "WO-2024-0177"}, {"columnId": 1688719609530244, "value": "Dublin HQ"}, {"columnId": 6192319236900740, "value": "Front entrance automatic door sensor fault"}, {"columnId": 3940519423215492, "value": "aoife.walsh@northquay-fm.ie"}, {"columnId": 8444119050585988, "value": "Open"}, {"columnId": 1125769656108932, "value": 0}, {"columnId": 5629369283479428, "value": "2024-06-04"}]},
        {"cells": [{"columnId": 7318219143743364, "value": "WO-2024-0178"}, {"columnId": 1688719609530244, "value": "Limerick Warehouse"}, {"columnId": 6192319236900740, "value": "Forklift charging bay — tripped RCD, investigate"}, {"columnId": 3940519423215492, "value": "seamus.ryan@northquay-fm.ie"}, {"columnId": 8444119050585988, "value": "Open"}, {"columnId": 1125769656108932, "value": 0}, {"columnId": 5629369283479428, "value": "2024-05-30"}]},
    ]), pj({"message": "SUCCESS", "resultCode": 0, "version": 143, "result": [new1, new2]})))
    tail = [
        row(5347918596700036, 21, "WO-2024-0170", "Galway Office", "Replace worn carpet tiles at reception", "niamh.kelly@northquay-fm.ie", "Open", 0, "2024-06-21", None, "2024-05-20T11:38:27Z", "2024-05-20T11:38:27Z"),
        row(1281169032908676, 22, "WO-2024-0172", "Cork Depot", "Roller shutter #4 motor overheating", "tadhg.murphy@northquay-fm.ie", "In Progress", 25, "2024-06-05", 210.00, "2024-05-22T08:19:50Z", "2024-05-24T13:44:08Z"),
        row(5784768660279172, 23, "WO-2024-0175", "Limerick Warehouse", "Dock leveller hydraulic leak, bay 2", "seamus.ryan@northquay-fm.ie", "Open", 0, "2024-06-03", None, "2024-05-27T16:37:44Z", "2024-05-27T16:37:44Z"),
        new1, new2,
    ]
    turns.append((call("get_sheet", sheetId=sid, pageSize=10, page=3), pj({
        "id": sid, "name": "Facilities Work Orders 2024", "version": 143, "totalRowCount": 25, "accessLevel": "EDITOR",
        "effectiveAttachmentOptions": ["FILE", "ONEDRIVE", "GOOGLE_DRIVE"], "ganttEnabled": False, "dependenciesEnabled": False,
        "permalink": "https://app.smartsheet.eu/sheets/x7Gq3Rp2mVc9WfJh4XkP8bQ5tL6nC1", "createdAt": "2024-01-08T09:02:14Z", "modifiedAt": "2024-05-28T10:07:42Z",
        "columns": columns, "rows": tail})))
    turns.append((call("list_sheets"), pj({"pageNumber": 1, "pageSize": 100, "totalPages": 1, "totalCount": 4, "data": [
        {"id": sid, "name": "Facilities Work Orders 2024", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.eu/sheets/x7Gq3Rp2mVc9WfJh4XkP8bQ5tL6nC1", "createdAt": "2024-01-08T09:02:14Z", "modifiedAt": "2024-05-28T10:07:42Z"},
        {"id": 7210478123415428, "name": "HVAC PM Schedule", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.eu/sheets/Fp2Rw8Xk5Ny3Qc7Hm1Vt6Jz4Lb9Dg0", "createdAt": "2023-11-20T14:33:51Z", "modifiedAt": "2024-05-21T07:55:02Z"},
        {"id": 1864392873572228, "name": "Vendor Contacts", "accessLevel": "VIEWER", "permalink": "https://app.smartsheet.eu/sheets/Qm5Wc1Zr7Kp3Xv9Hd2Bt8Ny6Gf4Js0", "createdAt": "2022-06-01T10:18:26Z", "modifiedAt": "2024-03-04T12:40:39Z"},
        {"id": 3046571928495940, "name": "Office Moves Q3", "accessLevel": "OWNER", "permalink": "https://app.smartsheet.eu/sheets/Lh8Xb3Vq6Zm1Rc4Kt9Wp2Nf7Jd5Gs0", "createdAt": "2024-05-13T08:47:10Z", "modifiedAt": "2024-05-24T17:05:33Z"},
    ]})))
    rs.add(task="mcp", tid="h36-mcp-08", system=system, turns=turns, state=state, bad=False)


# Vercel: bad
def t09(rs: RowSet) -> None:
    system = mcp_system("vercel", "Vercel REST API for the team orbit-studio", [
        tool("list_projects", "List projects of the team.", {"teamId": S, "limit": INT}, ["teamId"]),
        tool("list_deployments", "List deployments, newest first.", {"teamId": S, "projectId": S, "target": S, "limit": INT, "state": S}, ["teamId"]),
        tool("get_deployment", "Get a deployment by id or url.", {"teamId": S, "idOrUrl": S}, ["teamId", "idOrUrl"]),
        tool("get_deployment_events", "Get build log events of a deployment.", {"teamId": S, "idOrUrl": S, "limit": INT}, ["teamId", "idOrUrl"]),
        tool("create_deployment", "Create a deployment, or redeploy an existing one with deploymentId.", {"teamId": S, "name": S, "deploymentId": S, "target": S, "gitSource": OBJ}, ["teamId", "name"]),
        tool("list_env_vars", "List environment variables of a project (values of secrets hidden).", {"teamId": S, "projectId": S}, ["teamId", "projectId"]),
        tool("create_env_var", "Create an environment variable.", {"teamId": S, "projectId": S, "key": S, "value": S, "target": A, "type": S}, ["teamId", "projectId", "key", "value", "target"]),
        tool("list_project_domains", "List domains of a project.", {"teamId": S, "projectId": S}, ["teamId", "projectId"]),
    ])
    team, proj = "team_5Kq8LzR2vN7xW3pT9mYc4hJd", "prj_9XhT2kLm4QvR7sNc1WpZ8yBd"
    state = ("Vercel team 'orbit-studio' (team_5Kq8LzR2vN7xW3pT9mYc4hJd), token of Elif Yilmaz (user id u_Ey7Kd2Qp9Lm3Xv). It is "
             "8 October 2024, about 13:05 UTC. Task: turn on the new site search in production by adding "
             "NEXT_PUBLIC_FEATURE_SEARCH=true for production and preview, then redeploy the current production deployment of orbit-web "
             "so the variable is inlined, and make sure it goes live on the production domains.")
    turns: list[tuple[str, str]] = []
    turns.append((call("list_projects", teamId=team, limit=10), pj({"projects": [
        {"id": proj, "name": "orbit-web", "framework": "nextjs", "nodeVersion": "20.x", "createdAt": _ms("2023-05-16T09:12:44.120"), "updatedAt": _ms("2024-10-07T16:44:02.518"), "link": {"type": "github", "org": "orbit-studio", "repo": "orbit-web", "productionBranch": "main"}, "latestDeployments": [{"id": "dpl_8fKq2ZtWm4Lx9RbN3cYv7HsJ", "readyState": "READY"}]},
        {"id": "prj_2LpQ8vXn5Rt1Kw7Mz4Hc9BdF", "name": "orbit-docs", "framework": "docusaurus-2", "nodeVersion": "20.x", "createdAt": _ms("2023-08-02T14:30:05.660"), "updatedAt": _ms("2024-10-03T10:21:37.004"), "link": {"type": "github", "org": "orbit-studio", "repo": "orbit-docs", "productionBranch": "main"}, "latestDeployments": [{"id": "dpl_Hq3Nw8Zk1Ty6Rv2Lp9Xm5Jc4", "readyState": "READY"}]},
        {"id": "prj_7VrK1mZq4Wx8Nt2Lc6Hp3YbJ", "name": "orbit-admin", "framework": "vite", "nodeVersion": "18.x", "createdAt": _ms("2024-01-22T11:48:19.377"), "updatedAt": _ms("2024-09-30T08:15:52.941"), "link": {"type": "github", "org": "orbit-studio", "repo": "orbit-admin", "productionBranch": "release"}, "latestDeployments": [{"id": "dpl_Mz6Tq1Wk9Lx4Rb7Nv2Hc8YpD", "readyState": "READY"}]},
    ], "pagination": {"count": 3, "next": None, "prev": None}})))
    elif_ = {"uid": "u_Ey7Kd2Qp9Lm3Xv", "username": "elif-yilmaz", "email": "elif@orbit.studio"}
    bora = {"uid": "u_Bo4Nt8Wz1Kq6Rc", "username": "bora-aksoy", "email": "bora@orbit.studio"}
    mei = {"uid": "u_Mc2Hx7Lp5Vt9Qj", "username": "mei-chen", "email": "mei@orbit.studio"}

    def dep(uid: str, url: str, created: str, building: str, ready: str | None, st: str, target: str | None, creator: dict[str, str],
            ref: str, sha: str, msg: str) -> dict[str, Any]:
        d: dict[str, Any] = {"uid": uid, "name": "orbit-web", "url": url, "created": _ms(created), "createdAt": _ms(created),
                             "buildingAt": _ms(building), "state": st, "readyState": st, "type": "LAMBDAS", "target": target,
                             "creator": creator, "source": "git",
                             "meta": {"githubCommitRef": ref, "githubCommitSha": sha, "githubCommitMessage": msg, "githubCommitOrg": "orbit-studio", "githubCommitRepo": "orbit-web"},
                             "inspectorUrl": f"https://vercel.com/orbit-studio/orbit-web/{uid[4:]}"}
        if ready:
            d["ready"] = _ms(ready)
        return d

    deps = [
        dep("dpl_8fKq2ZtWm4Lx9RbN3cYv7HsJ", "orbit-web-k2v9xq4lm-orbit-studio.vercel.app", "2024-10-08T12:05:12.403", "2024-10-08T12:05:14.011", "2024-10-08T12:06:58.772", "READY", None, mei, "feat/search-facets", "b83e0d71c4f2a9e65d1b7c3f08a24e96d5c1b7a3", "search: facet chips for tags and authors"),
        dep("dpl_3Gh7VnP1xQ5kM8rT2wLz6JyD", "orbit-web-7tq3nb8wd-orbit-studio.vercel.app", "2024-10-07T16:42:10.095", "2024-10-07T16:42:11.830", "2024-10-07T16:44:02.518", "READY", "production", bora, "main", "4e1c9a2f7b3d5e08a6c1f9d2b4e7a3c05d8f1b6e", "Merge pull request #318 from orbit-studio/search-backend"),
        dep("dpl_Cw4R9mXt2Bp6Lk1Nz8Qv5Hs3", "orbit-web-p8rm2kx7c-orbit-studio.vercel.app", "2024-10-07T09:29:05.612", "2024-10-07T09:29:07.204", None, "ERROR", None, elif_, "fix/og-image", "9a2d4f6b8c0e1a3c5e7f9b1d3f5a7c9e0b2d4f6a", "og: render titles with Inter Display"),
        dep("dpl_Vn2Lx8Qk5Tz1Wm4Rb7Hc3JpF", "orbit-web-f4nw9tz2h-orbit-studio.vercel.app", "2024-10-05T18:11:47.338", "2024-10-05T18:11:49.061", "2024-10-05T18:13:21.905", "READY", None, mei, "feat/search-facets", "1f3b5d7a9c2e4b6d8f0a1c3e5a7b9d1f3c5e7a9b", "search: wire Typesense client"),
        dep("dpl_5Tn1Jb8Wq3Zx6Mc9Rk2Lv7Pf4", "orbit-web-2hx6vr1mq-orbit-studio.vercel.app", "2024-10-04T15:00:18.020", "2024-10-04T15:00:19.742", "2024-10-04T15:01:55.130", "READY", "production", bora, "main", "7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e", "Merge pull request #311 from orbit-studio/pricing-page-copy"),
        dep("dpl_Rk8Wp3Nz6Lq1Xt4Mv9Hb2JcY", "orbit-web-9mb3pz7wk-orbit-studio.vercel.app", "2024-10-03T11:36:40.981", "2024-10-03T11:36:42.507", None, "CANCELED", None, elif_, "chore/deps-oct", "3e5a7c9b1d3f5e7a9c1b3d5f7e9a1c3b5d7f9e1a", "chore: bump next to 14.2.13"),
        dep("dpl_Lq5Tz9Wk2Nb6Xr1Mc8Hv4JpD", "orbit-web-c7kw1qz5n-orbit-studio.vercel.app", "2024-10-03T11:38:02.664", "2024-10-03T11:38:04.219", "2024-10-03T11:39:47.093", "READY", None, elif_, "chore/deps-oct", "5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f", "chore: bump next to 14.2.13 (lockfile)"),
        dep("dpl_Jx3Nm7Wq1Kz5Rt9Lb2Vc6HpF", "orbit-web-q1xz8tm4r-orbit-studio.vercel.app", "2024-10-02T08:20:33.150", "2024-10-02T08:20:34.876", "2024-10-02T08:22:10.412", "READY", "production", bora, "main", "2b4d6f8a0c1e3a5c7e9b0d2f4a6c8e1b3d5f7a9c", "Merge pull request #305 from orbit-studio/blog-rss"),
    ]
    deps_sorted = sorted(deps, key=lambda d: -d["created"])
    turns.append((call("list_deployments", teamId=team, projectId=proj, limit=8), pj({"deployments": deps_sorted, "pagination": {"count": 8, "next": _ms("2024-10-02T08:20:33.150"), "prev": _ms("2024-10-08T12:05:12.403")}})))
    envs = [
        {"id": "env_Q7kW2mX9pL4vR1tN", "key": "DATABASE_URL", "type": "encrypted", "target": ["production"], "gitBranch": None, "createdAt": _ms("2023-05-16T09:20:11.042"), "updatedAt": _ms("2024-06-12T10:03:57.318"), "decrypted": False},
        {"id": "env_T3nZ8bC5kH1wY6qJ", "key": "DATABASE_URL", "type": "encrypted", "target": ["preview", "development"], "gitBranch": None, "createdAt": _ms("2023-05-16T09:21:40.775"), "updatedAt": _ms("2023-05-16T09:21:40.775"), "decrypted": False},
        {"id": "env_M9xV4rK2nB7cL5pD", "key": "TYPESENSE_API_KEY", "type": "sensitive", "target": ["production", "preview"], "gitBranch": None, "createdAt": _ms("2024-10-04T09:45:29.617"), "updatedAt": _ms("2024-10-04T09:45:29.617"), "decrypted": False},
        {"id": "env_H6wP1tL8zQ3mF9sX", "key": "NEXT_PUBLIC_TYPESENSE_HOST", "type": "plain", "value": "search.orbit.studio", "target": ["production", "preview", "development"], "gitBranch": None, "createdAt": _ms("2024-10-04T09:46:02.140"), "updatedAt": _ms("2024-10-04T09:46:02.140"), "decrypted": True},
        {"id": "env_B2cN7vJ4xK9hR5wT", "key": "NEXT_PUBLIC_PLAUSIBLE_DOMAIN", "type": "plain", "value": "orbit.studio", "target": ["production"], "gitBranch": None, "createdAt": _ms("2023-06-01T13:55:48.903"), "updatedAt": _ms("2023-06-01T13:55:48.903"), "decrypted": True},
        {"id": "env_Z5tG8mQ1wD6kL3yV", "key": "REVALIDATE_SECRET", "type": "encrypted", "target": ["production", "preview"], "gitBranch": None, "createdAt": _ms("2023-09-19T17:12:06.228"), "updatedAt": _ms("2024-02-27T08:40:33.561"), "decrypted": False},
    ]
    turns.append((call("list_env_vars", teamId=team, projectId=proj), pj({"envs": envs, "pagination": {"count": 6, "next": None, "prev": None}})))
    turns.append((call("create_env_var", teamId=team, projectId=proj, key="NEXT_PUBLIC_FEATURE_SEARCH", value="true", target=["production", "preview"], type="plain"), pj({
        "created": {"id": "env_R8kX3nW6qT1mZ4pB", "key": "NEXT_PUBLIC_FEATURE_SEARCH", "type": "plain", "value": "true", "target": ["production", "preview"],
                    "gitBranch": None, "configurationId": None, "createdAt": _ms("2024-10-08T13:06:12.487"), "updatedAt": _ms("2024-10-08T13:06:12.487"),
                    "createdBy": "u_Ey7Kd2Qp9Lm3Xv", "updatedBy": None, "decrypted": True},
        "failed": []})))
    new_uid = "dpl_Ad6Wz1Nq8Kt3Lm5Xr9Hv2BcJ"
    new_url = "orbit-web-w5hn2kq8x-orbit-studio.vercel.app"
    base_new = {"id": new_uid, "url": new_url, "name": "orbit-web", "projectId": proj, "target": "production", "source": "redeploy",
                "creator": elif_, "createdAt": _ms("2024-10-08T13:06:41.250"), "regions": ["fra1"], "plan": "pro", "public": False,
                "meta": {"githubCommitRef": "main", "githubCommitSha": "4e1c9a2f7b3d5e08a6c1f9d2b4e7a3c05d8f1b6e", "githubCommitMessage": "Merge pull request #318 from orbit-studio/search-backend",
                         "githubCommitOrg": "orbit-studio", "githubCommitRepo": "orbit-web", "action": "redeploy", "originalDeploymentId": "dpl_3Gh7VnP1xQ5kM8rT2wLz6JyD"},
                "inspectorUrl": f"https://vercel.com/orbit-studio/orbit-web/{new_uid[4:]}"}
    turns.append((call("create_deployment", teamId=team, name="orbit-web", deploymentId="dpl_3Gh7VnP1xQ5kM8rT2wLz6JyD", target="production"), pj({
        **base_new, "readyState": "QUEUED", "status": "QUEUED", "alias": [], "aliasAssigned": False, "buildingAt": None, "ready": None})))
    turns.append((call("get_deployment", teamId=team, idOrUrl=new_uid), pj({
        **base_new, "readyState": "BUILDING", "status": "BUILDING", "alias": [], "aliasAssigned": False, "buildingAt": _ms("2024-10-08T13:06:43.018"), "ready": None,
        "build": {"env": ["NEXT_PUBLIC_FEATURE_SEARCH", "NEXT_PUBLIC_TYPESENSE_HOST", "NEXT_PUBLIC_PLAUSIBLE_DOMAIN", "DATABASE_URL", "TYPESENSE_API_KEY", "REVALIDATE_SECRET"]}})))
    logs = [
        ("13:06:43.102", "Running build in Frankfurt, Germany (West) – fra1"),
        ("13:06:43.240", "Build machine configuration: 4 cores, 8 GB"),
        ("13:06:43.611", "Cloning github.com/orbit-studio/orbit-web (Branch: main, Commit: 4e1c9a2)"),
        ("13:06:44.935", "Cloning completed: 1.324s"),
        ("13:06:45.402", "Restored build cache from previous deployment (3Gh7VnP1xQ5kM8rT2wLz6JyD)"),
        ("13:06:45.877", "Running \"vercel build\""),
        ("13:06:46.390", "Vercel CLI 37.6.3"),
        ("13:06:47.015", "Installing dependencies..."),
        ("13:06:51.722", "up to date in 4s"),
        ("13:06:51.790", "212 packages are looking for funding"),
        ("13:06:51.902", "Detected Next.js version: 14.2.13"),
        ("13:06:51.930", "Running \"npm run build\""),
        ("13:06:53.288", "  ▲ Next.js 14.2.13"),
        ("13:06:53.289", "  - Environments: .env.production"),
        ("13:06:53.301", "   Creating an optimized production build ..."),
        ("13:07:31.644", " ✓ Compiled successfully"),
        ("13:07:31.702", "   Linting and checking validity of types ..."),
        ("13:07:44.158", "   Collecting page data ..."),
        ("13:07:49.923", "   Generating static pages (0/42) ..."),
        ("13:07:56.311", " ✓ Generating static pages (42/42)"),
        ("13:07:57.870", "   Finalizing page optimization ..."),
        ("13:07:58.402", "Route (app)                              Size     First Load JS"),
        ("13:07:58.403", "┌ ○ /                                    6.12 kB         112 kB"),
        ("13:07:58.403", "├ ○ /blog                                2.84 kB         104 kB"),
        ("13:07:58.404", "├ ● /blog/[slug]                         3.37 kB         109 kB"),
        ("13:07:58.404", "├ ƒ /search                              9.51 kB         121 kB"),
        ("13:07:58.405", "└ ○ /pricing                             4.08 kB         106 kB"),
        ("13:08:02.517", "Build Completed in /vercel/output [1m]"),
        ("13:08:03.180", "Deploying outputs..."),
        ("13:08:17.944", "Deployment completed"),
        ("13:08:18.660", "Uploading build cache [148.32 MB]..."),
    ]
    turns.append((call("get_deployment_events", teamId=team, idOrUrl=new_uid, limit=100), pj([
        {"type": "stdout", "created": _ms(f"2024-10-08T{t}"), "payload": {"deploymentId": new_uid, "text": txt, "date": _ms(f"2024-10-08T{t}"), "id": f"{_ms(f'2024-10-08T{t}')}{i:04d}"}}
        for i, (t, txt) in enumerate(logs)])))
    aliases = ["orbit.studio", "www.orbit.studio", "orbit-web-orbit-studio.vercel.app", "orbit-web-git-main-orbit-studio.vercel.app"]
    turns.append((call("get_deployment", teamId=team, idOrUrl=new_uid), pj({
        **base_new, "readyState": "READY", "status": "READY", "alias": aliases, "aliasAssigned": True, "buildingAt": _ms("2024-10-08T13:06:43.018"),
        "ready": _ms("2024-10-08T13:08:19.402"), "readySubstate": "PROMOTED",
        "build": {"env": ["NEXT_PUBLIC_FEATURE_SEARCH", "NEXT_PUBLIC_TYPESENSE_HOST", "NEXT_PUBLIC_PLAUSIBLE_DOMAIN", "DATABASE_URL", "TYPESENSE_API_KEY", "REVALIDATE_SECRET"]}})))
    newd = dep(new_uid, new_url, "2024-10-08T12:16:41.250", "2024-10-08T13:06:43.018", "2024-10-08T13:08:19.402", "READY", "production", elif_, "main",
               "4e1c9a2f7b3d5e08a6c1f9d2b4e7a3c05d8f1b6e", "Merge pull request #318 from orbit-studio/search-backend")
    newd["source"] = "redeploy"
    top5 = [newd, *deps_sorted[:4]]
    turns.append((call("list_deployments", teamId=team, projectId=proj, limit=5), pj({"deployments": top5, "pagination": {"count": 5, "next": _ms("2024-10-05T18:11:47.338"), "prev": _ms("2024-10-08T12:16:41.250")}})))
    turns.append((call("list_project_domains", teamId=team, projectId=proj), pj({"domains": [
        {"name": "orbit.studio", "apexName": "orbit.studio", "projectId": proj, "redirect": None, "redirectStatusCode": None, "gitBranch": None, "verified": True, "createdAt": _ms("2023-05-16T10:02:31.551"), "updatedAt": _ms("2023-05-16T10:02:31.551")},
        {"name": "www.orbit.studio", "apexName": "orbit.studio", "projectId": proj, "redirect": "orbit.studio", "redirectStatusCode": 308, "gitBranch": None, "verified": True, "createdAt": _ms("2023-05-16T10:02:58.017"), "updatedAt": _ms("2023-05-16T10:05:12.903")},
        {"name": "staging.orbit.studio", "apexName": "orbit.studio", "projectId": proj, "redirect": None, "redirectStatusCode": None, "gitBranch": "staging", "verified": True, "createdAt": _ms("2023-11-08T15:44:20.336"), "updatedAt": _ms("2023-11-08T15:44:20.336")},
        {"name": "orbit-web-orbit-studio.vercel.app", "apexName": "vercel.app", "projectId": proj, "redirect": None, "redirectStatusCode": None, "gitBranch": None, "verified": True, "createdAt": _ms("2023-05-16T09:12:44.120"), "updatedAt": _ms("2023-05-16T09:12:44.120")},
    ], "pagination": {"count": 4, "next": None, "prev": None}})))
    rs.add(task="mcp", tid="h36-mcp-09", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="redeploy's created time reads 12:16:41, 50 minutes before it was created (13:06:41)")


# LaunchDarkly: clean
def t10(rs: RowSet) -> None:
    system = mcp_system("launchdarkly", "LaunchDarkly feature management for project checkout", [
        tool("list_environments", "List environments of a project.", {"projectKey": S}, ["projectKey"]),
        tool("list_flags", "List feature flags, with the state in one environment.", {"projectKey": S, "env": S, "filter": S, "limit": INT}, ["projectKey"]),
        tool("get_flag", "Get a feature flag with its targeting in one environment.", {"projectKey": S, "featureFlagKey": S, "env": S}, ["projectKey", "featureFlagKey"]),
        tool("patch_flag", "Update a flag with semantic-patch instructions in one environment.", {"projectKey": S, "featureFlagKey": S, "environmentKey": S, "instructions": A, "comment": S}, ["projectKey", "featureFlagKey", "instructions"]),
        tool("create_flag", "Create a feature flag.", {"projectKey": S, "key": S, "name": S, "description": S, "kind": S, "variations": A, "tags": A, "temporary": B}, ["projectKey", "key", "name"]),
        tool("get_flag_status", "Evaluation status of a flag in an environment.", {"projectKey": S, "featureFlagKey": S, "environmentKey": S}, ["projectKey", "featureFlagKey", "environmentKey"]),
    ])
    state = ("LaunchDarkly account of Helga Sørensen (helga.sorensen@parcelkit.com), API token with writer role. Project 'checkout'. "
             "It is 19 November 2024, about 10:30 UTC. Task: release the new payment sheet: switch it on in staging, then in production "
             "with 10% of users getting the new sheet; check it is being evaluated; create the flag for the upcoming address autocomplete.")
    pk = "checkout"
    turns: list[tuple[str, str]] = []
    turns.append((call("list_environments", projectKey=pk), pj({"items": [
        {"_id": "6512f0c3a1b2c3d4e5f60718", "key": "production", "name": "Production", "color": "417505", "defaultTtl": 0, "secureMode": False, "requireComments": True, "confirmChanges": True, "critical": True, "tags": []},
        {"_id": "6512f0c3a1b2c3d4e5f60719", "key": "staging", "name": "Staging", "color": "F5A623", "defaultTtl": 0, "secureMode": False, "requireComments": False, "confirmChanges": False, "critical": False, "tags": []},
        {"_id": "6512f0c3a1b2c3d4e5f6071a", "key": "test", "name": "Test", "color": "9B9B9B", "defaultTtl": 5, "secureMode": False, "requireComments": False, "confirmChanges": False, "critical": False, "tags": ["ci"]},
    ], "totalCount": 3})))
    # key, name, kind, version, created, tags, temporary, staging(on, lastmod), production(on, lastmod)
    flags = [
        ("cart-upsell-carousel", "Cart upsell carousel", "boolean", 31, "2023-04-11T09:22:05", ["checkout", "growth"], True, (False, "2024-11-12T15:40:19"), (True, "2024-10-02T08:14:51")),
        ("express-checkout-button", "Express checkout button", "boolean", 22, "2023-01-30T13:05:47", ["checkout", "payments"], False, (True, "2024-06-18T11:02:36"), (True, "2024-06-20T07:45:12")),
        ("guest-checkout", "Guest checkout", "boolean", 40, "2022-08-15T10:11:29", ["checkout"], False, (True, "2023-02-07T16:20:44"), (True, "2023-02-09T09:03:18")),
        ("klarna-pay-later", "Klarna pay later", "boolean", 18, "2024-02-26T14:48:33", ["checkout", "payments", "bnpl"], True, (True, "2024-09-05T10:27:58"), (True, "2024-09-16T12:31:07")),
        ("legacy-cart-api", "Legacy cart API", "boolean", 57, "2021-11-03T08:00:12", ["cart", "deprecated"], False, (False, "2024-08-01T13:15:40"), (True, "2023-05-22T09:41:03")),
        ("new-payment-sheet", "New payment sheet", "boolean", 14, "2024-09-30T12:17:41", ["checkout", "payments"], True, (False, "2024-11-14T16:02:27"), (False, "2024-11-14T16:05:50")),
        ("promo-code-field-position", "Promo code field position", "multivariate", 6, "2024-07-08T15:33:20", ["checkout", "experiment"], True, (True, "2024-10-21T09:50:11"), (False, "2024-07-08T15:33:20")),
        ("shipping-estimate-v2", "Shipping estimate v2", "multivariate", 9, "2024-05-13T11:26:02", ["checkout", "shipping"], True, (True, "2024-11-06T14:07:39"), (False, "2024-05-13T11:26:02")),
        ("tax-service-fallback", "Tax service fallback", "boolean", 4, "2024-03-19T07:55:16", ["checkout", "ops"], False, (False, "2024-03-19T07:55:16"), (False, "2024-04-02T22:18:45")),
    ]

    def item(f: tuple[Any, ...], env: str, over: dict[str, Any] | None = None) -> dict[str, Any]:
        on, lm = f[7] if env == "staging" else f[8]
        d = {"key": f[0], "name": f[1], "kind": f[2], "_version": f[3], "creationDate": _ms(f[4]), "tags": f[5], "temporary": f[6], "archived": False,
             "environments": {env: {"on": on, "archived": False, "_lastModified": _ms(lm), "_site": {"href": f"/checkout/{env}/features/{f[0]}"}}}}
        if over:
            d["_version"] = over.get("_version", d["_version"])
            d["environments"][env].update(over.get("env", {}))
        return d

    turns.append((call("list_flags", projectKey=pk, env="staging", limit=20), pj({"items": [item(f, "staging") for f in flags], "totalCount": 9,
                                                                               "_links": {"self": {"href": "/api/v2/flags/checkout?env=staging&limit=20", "type": "application/json"}}})))
    var_true, var_false = "a1f3c9e2-7b4d-4e58-9c06-2d8f1b7a3e54", "e6b2d8f4-1c9a-4f37-8e25-7a0c3d9b6f12"
    base = {"key": "new-payment-sheet", "name": "New payment sheet", "kind": "boolean",
            "description": "Stripe Payment Element based sheet replacing the legacy card form (CHK-1184).",
            "creationDate": _ms("2024-09-30T12:17:41"), "tags": ["checkout", "payments"], "temporary": True, "archived": False,
            "variations": [{"_id": var_true, "value": True, "name": "New sheet"}, {"_id": var_false, "value": False, "name": "Legacy sheet"}],
            "defaults": {"onVariation": 0, "offVariation": 1},
            "_maintainer": {"_id": "5f1c2a9e8b7d6c4a3e2f1b0d", "email": "helga.sorensen@parcelkit.com", "firstName": "Helga", "lastName": "Sørensen", "role": "writer"},
            "clientSideAvailability": {"usingMobileKey": True, "usingEnvironmentId": True}}
    prod0 = {"on": False, "archived": False, "salt": "7d3a9c1e5f2b4068", "sel": "b81e4c2a7f90d35e16c8a2f4b7d09e3c", "lastModified": _ms("2024-11-14T16:05:50"),
             "version": 6, "targets": [{"values": ["qa-user-1042", "qa-user-1043", "helga.sorensen"], "variation": 0}], "contextTargets": [],
             "rules": [{"_id": "4f2e8a1c-6b3d-4c97-a05e-9d1b7f3c2e68", "variation": 0, "clauses": [{"attribute": "email", "op": "endsWith", "values": ["@parcelkit.com"], "negate": False, "contextKind": "user"}], "trackEvents": False, "description": "Employees"}],
             "fallthrough": {"variation": 1}, "offVariation": 1, "prerequisites": [], "trackEvents": False, "trackEventsFallthrough": False,
             "_summary": {"variations": {"0": {"rules": 1, "nullRules": 0, "targets": 3, "contextTargets": 0}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True, "isOff": True}}, "prerequisites": 0}}
    turns.append((call("get_flag", projectKey=pk, featureFlagKey="new-payment-sheet", env="production"), pj({**base, "_version": 14, "environments": {"production": prod0}})))
    stag1 = {"on": True, "archived": False, "salt": "c52e0b7a9d1f3846", "sel": "0f7c3e9a1b5d28e4c6a0f2b8d4e61c97", "lastModified": _ms("2024-11-19T10:31:07.448"),
             "version": 5, "targets": [], "contextTargets": [], "rules": [], "fallthrough": {"variation": 0}, "offVariation": 1, "prerequisites": [],
             "trackEvents": False, "trackEventsFallthrough": False,
             "_summary": {"variations": {"0": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isOff": True}}, "prerequisites": 0}}
    turns.append((call("patch_flag", projectKey=pk, featureFlagKey="new-payment-sheet", environmentKey="staging", instructions=[{"kind": "turnFlagOn"}], comment="Enable new payment sheet in staging"),
                  pj({**base, "_version": 15, "environments": {"staging": stag1}})))
    prod1 = {**prod0, "on": True, "lastModified": _ms("2024-11-19T10:33:52.106"), "version": 7,
             "fallthrough": {"rollout": {"variations": [{"variation": 0, "weight": 10000, "_untracked": False}, {"variation": 1, "weight": 90000, "_untracked": False}], "bucketBy": "key", "contextKind": "user"}},
             "_summary": {"variations": {"0": {"rules": 1, "nullRules": 0, "targets": 3, "contextTargets": 0, "rollout": 10000}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "rollout": 90000, "isOff": True}}, "prerequisites": 0}}
    turns.append((call("patch_flag", projectKey=pk, featureFlagKey="new-payment-sheet", environmentKey="production",
                       instructions=[{"kind": "turnFlagOn"}, {"kind": "updateFallthroughVariationOrRollout", "rolloutWeights": {var_true: 10000, var_false: 90000}, "rolloutBucketBy": "key"}],
                       comment="CHK-1184: start 10% rollout of the new payment sheet"),
                  pj({**base, "_version": 16, "environments": {"production": prod1}})))
    turns.append((call("get_flag_status", projectKey=pk, featureFlagKey="new-payment-sheet", environmentKey="production"), pj({
        "name": "active", "lastRequested": "2024-11-19T10:34:18.552Z", "default": False,
        "_links": {"parent": {"href": "/api/v2/flag-statuses/checkout/production", "type": "application/json"},
                   "self": {"href": "/api/v2/flag-statuses/checkout/production/new-payment-sheet", "type": "application/json"}}})))
    turns.append((call("create_flag", projectKey=pk, key="checkout-address-autocomplete", name="Checkout address autocomplete",
                       description="Google Places autocomplete on the shipping address step (CHK-1230).", kind="boolean",
                       variations=[{"value": True, "name": "Autocomplete"}, {"value": False, "name": "Manual entry"}], tags=["checkout", "shipping"], temporary=True), pj({
        "key": "checkout-address-autocomplete", "name": "Checkout address autocomplete", "kind": "boolean", "_version": 1,
        "description": "Google Places autocomplete on the shipping address step (CHK-1230).", "creationDate": _ms("2024-11-19T10:35:40.913"),
        "tags": ["checkout", "shipping"], "temporary": True, "archived": False,
        "variations": [{"_id": "3c8e1a5f-9d2b-4f60-b7a4-e1c9d5f3a820", "value": True, "name": "Autocomplete"}, {"_id": "f0a6d2c8-4e1b-4b93-a5d7-6c2e8a0f4b19", "value": False, "name": "Manual entry"}],
        "defaults": {"onVariation": 0, "offVariation": 1},
        "_maintainer": {"_id": "5f1c2a9e8b7d6c4a3e2f1b0d", "email": "helga.sorensen@parcelkit.com", "firstName": "Helga", "lastName": "Sørensen", "role": "writer"},
        "environments": {
            "production": {"on": False, "archived": False, "lastModified": _ms("2024-11-19T10:35:40.913"), "version": 1, "fallthrough": {"variation": 0}, "offVariation": 1, "targets": [], "rules": []},
            "staging": {"on": False, "archived": False, "lastModified": _ms("2024-11-19T10:35:40.913"), "version": 1, "fallthrough": {"variation": 0}, "offVariation": 1, "targets": [], "rules": []},
            "test": {"on": False, "archived": False, "lastModified": _ms("2024-11-19T10:35:40.913"), "version": 1, "fallthrough": {"variation": 0}, "offVariation": 1, "targets": [], "rules": []}}})))
    newf = ("checkout-address-autocomplete", "Checkout address autocomplete", "boolean", 1, "2024-11-19T10:35:40.913", ["checkout", "shipping"], True, (False, "2024-11-19T10:35:40.913"), (False, "2024-11-19T10:35:40.913"))
    prod_items = []
    for f in sorted([*flags, newf], key=lambda x: x[0]):
        if "checkout" not in f[5]:
            continue
        if f[0] == "new-payment-sheet":
            prod_items.append(item(f, "production", {"_version": 16, "env": {"on": True, "_lastModified": _ms("2024-11-19T10:33:52.106")}}))
        else:
            prod_items.append(item(f, "production"))
    turns.append((call("list_flags", projectKey=pk, env="production", filter="tags:checkout", limit=20), pj({"items": prod_items, "totalCount": len(prod_items),
                                                                                                             "_links": {"self": {"href": "/api/v2/flags/checkout?env=production&filter=tags%3Acheckout&limit=20", "type": "application/json"}}})))
    rs.add(task="mcp", tid="h36-mcp-10", system=system, turns=turns, state=state, bad=False)


# Dropbox: bad
def t11(rs: RowSet) -> None:
    system = mcp_system("dropbox", "Dropbox Business team space of Bellini Architettura", [
        tool("get_space_usage", "Space used by the account and its allocation.", {}, []),
        tool("list_folder", "List the contents of a folder.", {"path": S, "recursive": B, "limit": INT}, ["path"]),
        tool("get_metadata", "Metadata of a file or folder.", {"path": S}, ["path"]),
        tool("create_folder", "Create a folder.", {"path": S, "autorename": B}, ["path"]),
        tool("move", "Move or rename a file or folder.", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("copy", "Copy a file or folder.", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("delete", "Delete a file or folder.", {"path": S}, ["path"]),
        tool("create_shared_link", "Create a shared link with settings.", {"path": S, "settings": OBJ}, ["path"]),
    ])
    state = ("Dropbox Business account of Marco Bellini (marco@bellini-architettura.it), team 'Bellini Architettura'. Today is 12 June 2024. "
             "Task: in the Villa Serena project folder, put the client-facing files into a new 'Client Deliverables' folder (elevations "
             "as VS_Elevations_v7.pdf and a copy of the garden render), rename the sections drawing from draft to v3, and make a "
             "view-only link to the deliverables folder for the client.")
    root = "/Projects/2024/Villa Serena"

    def f(name: str, fid: str, size: int, cm: str, sm: str, rev: str, h: str, folder: str = root) -> dict[str, Any]:
        p = f"{folder}/{name}"
        return {".tag": "file", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid, "client_modified": cm, "server_modified": sm,
                "rev": rev, "size": size, "is_downloadable": True, "content_hash": h}

    def d(name: str, fid: str, folder: str = root) -> dict[str, Any]:
        p = f"{folder}/{name}"
        return {".tag": "folder", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid}

    used0 = 1187324551168
    alloc = {".tag": "team", "used": 3904180338688, "allocated": 5497558138880, "user_within_team_space_allocated": 0,
             "user_within_team_space_limit_type": {".tag": "off"}, "user_within_team_space_used_cached": used0}
    turns: list[tuple[str, str]] = []
    turns.append((call("get_space_usage"), pj({"used": used0, "allocation": alloc})))
    renders = d("Renders", "id:Kq3vT8xZr2AAAAAAAAAFbw")
    photos = d("Site Photos", "id:Kq3vT8xZr2AAAAAAAAAFcA")
    struct = d("Structural (from Studio Rinaldi)", "id:Kq3vT8xZr2AAAAAAAAAFcQ")
    elev = f("VS_Elevations_v7_FINAL.pdf", "id:Kq3vT8xZr2AAAAAAAAAGxg", 18442761, "2024-06-10T16:48:02Z", "2024-06-10T16:49:37Z", "0161a3f0c2b9e1d00000002a7c3e5f1", "4b1e9c2a7d5f3086e2c4a9b1d7f5e3c0a8b6d4f2e0c8a6b4d2f0e8c6a4b2d0f9")
    plans = f("VS_Floorplans_v12.pdf", "id:Kq3vT8xZr2AAAAAAAAAGwQ", 24118902, "2024-06-07T11:20:15Z", "2024-06-07T11:22:40Z", "01619e2b4d7a0c500000002a7c3e5f1", "e7c5a3f1d9b7e5c3a1f9d7b5e3c1a9f7d5b3e1c9a7f5d3b1e9c7a5f3d1b9e7c5")
    sect = f("VS_Sections_draft.dwg", "id:Kq3vT8xZr2AAAAAAAAAGyA", 6204488, "2024-06-11T09:05:51Z", "2024-06-11T09:06:30Z", "0161b27e9a3c5d100000002a7c3e5f1", "1a3c5e7f9b2d4f6a8c0e2b4d6f8a1c3e5a7c9e1b3d5f7a9c2e4b6d8f0a2c4e6b")
    model = f("VS_Model_2024-05-30.rvt", "id:Kq3vT8xZr2AAAAAAAAAGrw", 287440128, "2024-05-30T18:12:44Z", "2024-05-30T18:31:09Z", "01614c9d2e5f8a300000002a7c3e5f1", "9f7d5b3a1e9c7f5d3b1a9e7c5f3d1b9a7e5c3f1d9b7a5e3c1f9d7b5a3e1c9f7d")
    notes = f("Meeting notes 2024-06-03.docx", "id:Kq3vT8xZr2AAAAAAAAAGtA", 48213, "2024-06-03T17:40:26Z", "2024-06-03T17:40:58Z", "016162f1a8c3b7e00000002a7c3e5f1", "3d5f7a9c1e3b5d7f9a2c4e6b8d0f2a4c6e8b1d3f5a7c9e2b4d6f8a1c3e5b7d9f")
    brief = f("Client brief (signed).pdf", "id:Kq3vT8xZr2AAAAAAAAAFdA", 1305770, "2024-02-19T10:02:33Z", "2024-02-19T10:03:11Z", "0160e5c7b2a9d4f00000002a7c3e5f1", "c2e4a6f8b1d3e5c7a9f2b4d6e8c1a3f5b7d9e2c4a6f8b1d3e5c7a9f2b4d6e8c1")
    mats = f("VS_Material_schedule.xlsx", "id:Kq3vT8xZr2AAAAAAAAAGvQ", 92884, "2024-06-06T14:55:19Z", "2024-06-06T14:55:47Z", "016191a0e3c6b8d00000002a7c3e5f1", "5e7a9c1b3d5f7e9a2c4b6d8f1a3c5e7b9d2f4a6c8e1b3d5f7a9c2e4b6d8f0a1c")
    listing1 = [renders, photos, struct, brief, notes, elev, plans, mats, model, sect]
    turns.append((call("list_folder", path=root), pj({"entries": listing1, "cursor": "AAGq8uJ3mT5vXr0zLk2Wd9YbNc4hPf7sEa1Rg6QyTi8KoV3jUw5Mn2Ld0Zx9Cb4Hp7Fe1Sa6Gt3Jq8Yr5Vk", "has_more": False})))
    deliv = d("Client Deliverables", "id:Kq3vT8xZr2AAAAAAAAAHAg")
    turns.append((call("create_folder", path=f"{root}/Client Deliverables", autorename=False), pj({"metadata": {**deliv, "name": "Client Deliverables"}})))
    dpath = f"{root}/Client Deliverables"
    elev2 = {**elev, "name": "VS_Elevations_v7.pdf", "path_lower": f"{dpath}/VS_Elevations_v7.pdf".lower(), "path_display": f"{dpath}/VS_Elevations_v7.pdf"}
    turns.append((call("move", from_path=f"{root}/VS_Elevations_v7_FINAL.pdf", to_path=f"{dpath}/VS_Elevations_v7.pdf", autorename=False), pj({"metadata": elev2})))
    sect2 = {**sect, "name": "VS_Sections_v3.dwg", "path_lower": f"{root}/VS_Sections_v3.dwg".lower(), "path_display": f"{root}/VS_Sections_v3.dwg"}
    turns.append((call("move", from_path=f"{root}/VS_Sections_draft.dwg", to_path=f"{root}/VS_Sections_v3.dwg", autorename=False), pj({"metadata": sect2})))
    listing2 = [renders, photos, struct, deliv, brief, notes, plans, mats, model, sect]
    turns.append((call("list_folder", path=root), pj({"entries": listing2, "cursor": "AAHx2pL9qW4tZm7vNc1Kr8YdBs3jFg6Ue0Ta5Hk9Xo2Mi7Rw4Lb1Pz8Cv3Qn6Je5Sy0Df7Gt2Ka9Vh4Wm1Nx", "has_more": False})))
    turns.append((call("list_folder", path=dpath), pj({"entries": [elev2], "cursor": "AAFm7kR2xT9wZq4vLc8Nd1YbJs6hPg3Ea0Uf5Ki2Xo7Mt4Rw9Lb6Pz1Cv8Qn3Je2Sy5Df0Gt7Ka4Vh9Wm6Nx", "has_more": False})))
    render_size = 14880317
    garden = f("VS_Render_Garden_02.jpg", "id:Kq3vT8xZr2AAAAAAAAAHBQ", render_size, "2024-06-08T20:14:37Z", "2024-06-12T08:41:22Z", "0161b4f2c8e1a3d00000002a7c3e5f1", "8c0e2a4f6b8d1c3e5a7f9b2d4c6e8a0f3b5d7c9e1a4f6b8d0c2e5a7f9b1d3c6e", folder=dpath)
    turns.append((call("copy", from_path=f"{root}/Renders/VS_Render_Garden_02.jpg", to_path=f"{dpath}/VS_Render_Garden_02.jpg", autorename=False), pj({"metadata": garden})))
    turns.append((call("create_shared_link", path=dpath, settings={"audience": "public", "access": "viewer", "allow_download": True, "expires": "2024-07-12T23:59:59Z"}), pj({
        ".tag": "folder", "url": "https://www.dropbox.com/scl/fo/p3k8vz2qx7m1rj5wt9nbl/h?rlkey=4tq8m2xz7vk1nc9rp5wj3bh6d&dl=0", "name": "Client Deliverables",
        "path_lower": dpath.lower(), "id": "id:Kq3vT8xZr2AAAAAAAAAHAg", "expires": "2024-07-12T23:59:59Z",
        "link_permissions": {"resolved_visibility": {".tag": "public"}, "requested_visibility": {".tag": "public"}, "can_revoke": True,
                             "visibility_policies": [{"policy": {".tag": "public"}, "resolved_policy": {".tag": "public"}, "allowed": True}],
                             "can_set_expiry": True, "can_remove_expiry": True, "allow_download": True, "can_allow_download": True, "can_disallow_download": True,
                             "allow_comments": True, "team_restricts_comments": False, "audience_options": [{"audience": {".tag": "public"}, "allowed": True}, {"audience": {".tag": "team"}, "allowed": True}, {"audience": {".tag": "no_one"}, "allowed": True}],
                             "can_set_password": True, "can_remove_password": True, "require_password": False, "can_use_extended_sharing_controls": True},
        "team_member_info": {"team_info": {"id": "dbtid:AADbR7vT2kXq9Lm4Wz8Nc1Yd", "name": "Bellini Architettura"}, "display_name": "Marco Bellini", "member_id": "dbmid:AAC3pK8vZ1xQ7mT2wR9nL4cY"}})))
    turns.append((call("list_folder", path=dpath), pj({"entries": [elev2, garden], "cursor": "AAEn4wT7xK2vZq9mLc5Rd8YbJs1hPg6Ea3Uf0Ki7Xo2Mt9Rw4Lb1Pz6Cv3Qn8Je5Sy2Df7Gt0Ka9Vh4Wm1Nx", "has_more": False})))
    used1 = used0 + render_size
    turns.append((call("get_space_usage"), pj({"used": used1, "allocation": {**alloc, "used": 3904180338688 + render_size, "user_within_team_space_used_cached": used1}})))
    rs.add(task="mcp", tid="h36-mcp-11", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="renamed drawing listed again under its old name VS_Sections_draft.dwg")


# Fly.io: clean
def t12(rs: RowSet) -> None:
    system = mcp_system("flyio", "Fly.io Machines API and logs for the tidewater organization", [
        tool("apps_list", "List apps in an organization.", {"org_slug": S}, ["org_slug"]),
        tool("machines_list", "List Machines of an app.", {"app_name": S, "include_deleted": B, "region": S}, ["app_name"]),
        tool("machine_get", "Get one Machine with its recent events.", {"app_name": S, "machine_id": S}, ["app_name", "machine_id"]),
        tool("machine_update", "Update a Machine's config (e.g. image); the Machine is replaced in place.", {"app_name": S, "machine_id": S, "config": OBJ}, ["app_name", "machine_id", "config"]),
        tool("machine_restart", "Restart a Machine.", {"app_name": S, "machine_id": S, "signal": S, "timeout": S}, ["app_name", "machine_id"]),
        tool("get_logs", "Recent log lines of an app, optionally of one Machine.", {"app_name": S, "machine_id": S, "limit": INT}, ["app_name"]),
    ])
    state = ("Fly.io organization 'tidewater', token of Kofi Mensah (kofi@tidewater.dev). It is 29 May 2024, about 14:10 UTC. Task: roll the "
             "canary Machine of tidewater-api (the one in ams named little-sun-4821) to image deployment-01HZ2P8K3M6Q9T1V4X7B0D5FGA, "
             "check it comes up healthy, restart the other ams Machine (it has been leaking memory) and look at its logs.")
    app = "tidewater-api"
    old_img = {"registry": "registry.fly.io", "repository": "tidewater-api", "tag": "deployment-01HYK3B6W2QZ8M7N4T5V1C9XRE", "digest": "sha256:7c2e9a4f1b8d3e6a0c5f2b9d4e7a1c3f6b8d0e2a4c7f9b1d3e5a8c0f2b4d6e9a", "labels": {"fly.pg-version": None}}
    new_img = {"registry": "registry.fly.io", "repository": "tidewater-api", "tag": "deployment-01HZ2P8K3M6Q9T1V4X7B0D5FGA", "digest": "sha256:e1b4d7a0c3f6e9b2d5a8c1f4e7b0d3a6c9f2e5b8d1a4c7f0e3b6d9a2c5f8e1b4", "labels": {"fly.pg-version": None}}
    guest = {"cpu_kind": "shared", "cpus": 2, "memory_mb": 1024}

    def mach(mid: str, name: str, region: str, inst: str, ip: str, img: dict[str, Any], created: str, updated: str, st: str,
             checks_at: str, checks: str = "passing") -> dict[str, Any]:
        return {"id": mid, "name": name, "state": st, "region": region, "instance_id": inst, "private_ip": ip,
                "config": {"init": {}, "env": {"NODE_ENV": "production", "PRIMARY_REGION": "ams", "FLY_PROCESS_GROUP": "app"},
                           "image": f"registry.fly.io/tidewater-api:{img['tag']}", "guest": guest,
                           "services": [{"protocol": "tcp", "internal_port": 8080, "autostop": "off", "autostart": True, "min_machines_running": 2,
                                         "ports": [{"port": 80, "handlers": ["http"], "force_https": True}, {"port": 443, "handlers": ["http", "tls"]}],
                                         "concurrency": {"type": "requests", "hard_limit": 250, "soft_limit": 200}}],
                           "checks": {"health": {"type": "http", "port": 8080, "method": "GET", "path": "/healthz", "interval": "15s", "timeout": "5s"}},
                           "metadata": {"fly_platform_version": "v2", "fly_process_group": "app", "fly_release_id": "Dy8Ve2W0nN3kRq9TzP5xJl1Mb", "fly_release_version": "147"}},
                "image_ref": img, "created_at": created, "updated_at": updated,
                "checks": [{"name": "servicecheck-00-http-8080", "status": checks, "output": "200 OK" if checks == "passing" else "connect: connection refused", "updated_at": checks_at}],
                "host_status": "ok"}

    m1 = mach("3d8d9016b7e389", "little-sun-4821", "ams", "01HYK3CZ9T4M2Q8W6V1B7N5XRE", "fdaa:2:71c4:a7b:1a3:5e8c:9f2d:2", old_img, "2024-05-22T09:14:03Z", "2024-05-28T16:02:41Z", "started", "2024-05-28T16:03:07.118Z")
    m2 = mach("e2865013c1e4d8", "weathered-frost-77", "ams", "01HYK3D4P7R2W5Z8B1E4H7K0MQ", "fdaa:2:71c4:a7b:1a3:9b41:6e07:2", old_img, "2024-05-22T09:14:11Z", "2024-05-28T16:03:29Z", "started", "2024-05-28T16:03:52.604Z")
    m3 = mach("148e21ea654089", "old-tree-3312", "lhr", "01HYK3DB2F5J8M1Q4T7W0Z3C6G", "fdaa:2:71c4:a7b:c0f:2d8a:41b3:2", old_img, "2024-05-22T09:14:19Z", "2024-05-28T16:04:12Z", "started", "2024-05-28T16:04:35.992Z")
    turns: list[tuple[str, str]] = []
    turns.append((call("apps_list", org_slug="tidewater"), pj({"total_apps": 4, "apps": [
        {"id": "tidewater-api", "name": "tidewater-api", "machine_count": 3, "network": "default", "organization": {"name": "Tidewater", "slug": "tidewater"}, "status": "deployed", "hostname": "tidewater-api.fly.dev"},
        {"id": "tidewater-worker", "name": "tidewater-worker", "machine_count": 2, "network": "default", "organization": {"name": "Tidewater", "slug": "tidewater"}, "status": "deployed", "hostname": "tidewater-worker.fly.dev"},
        {"id": "tidewater-db", "name": "tidewater-db", "machine_count": 3, "network": "default", "organization": {"name": "Tidewater", "slug": "tidewater"}, "status": "deployed", "hostname": "tidewater-db.fly.dev"},
        {"id": "tidewater-web", "name": "tidewater-web", "machine_count": 2, "network": "default", "organization": {"name": "Tidewater", "slug": "tidewater"}, "status": "suspended", "hostname": "tidewater-web.fly.dev"},
    ]})))
    turns.append((call("machines_list", app_name=app), pj([m1, m2, m3])))
    new_inst = "01HZ2PC7V3Y6B9E2H5K8N1Q4TW"
    m1u = mach("3d8d9016b7e389", "little-sun-4821", "ams", new_inst, "fdaa:2:71c4:a7b:1a3:5e8c:9f2d:2", new_img, "2024-05-22T09:14:03Z", "2024-05-29T14:11:26Z", "replacing", "2024-05-28T16:03:07.118Z")
    turns.append((call("machine_update", app_name=app, machine_id="3d8d9016b7e389", config={"image": "registry.fly.io/tidewater-api:deployment-01HZ2P8K3M6Q9T1V4X7B0D5FGA"}), pj(m1u)))
    m1s = mach("3d8d9016b7e389", "little-sun-4821", "ams", new_inst, "fdaa:2:71c4:a7b:1a3:5e8c:9f2d:2", new_img, "2024-05-22T09:14:03Z", "2024-05-29T14:11:34Z", "started", "2024-05-29T14:11:49.731Z")
    events = [
        {"id": "01HZ2PCKQ8T1W4Z7C0F3J6M9RV", "type": "start", "status": "started", "source": "flyd", "timestamp": 1716991894112},
        {"id": "01HZ2PCD4X7A0D3G6K9N2R5V8Y", "type": "update", "status": "replacing", "source": "user", "timestamp": 1716991886402},
        {"id": "01HYXJ8E1H4M7Q0T3W6Z9C2F5K", "type": "start", "status": "started", "source": "flyd", "timestamp": 1716912161871},
        {"id": "01HYXJ7Z6B9E2H5L8P1S4V7Y0D", "type": "exit", "status": "stopped", "source": "flyd", "timestamp": 1716912159203, "request": {"exit_event": {"exit_code": 0, "oom_killed": False, "requested_stop": True, "restarting": True}}},
        {"id": "01HYXJ7S3V6Y9B2E5H8L1P4S7W", "type": "restart", "status": "stopping", "source": "user", "timestamp": 1716912157488},
    ]
    turns.append((call("machine_get", app_name=app, machine_id="3d8d9016b7e389"), pj({**m1s, "events": events})))
    turns.append((call("machine_restart", app_name=app, machine_id="e2865013c1e4d8", signal="SIGINT", timeout="30s"), pj({"ok": True})))
    logs = [
        ("2024-05-29T14:12:40.118Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991960117,\"pid\":318,\"msg\":\"request completed\",\"req\":{\"method\":\"GET\",\"url\":\"/v1/tides/NL-HVH?days=3\"},\"res\":{\"statusCode\":200},\"responseTime\":41.7}"),
        ("2024-05-29T14:12:41.402Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"warn\",\"time\":1716991961401,\"pid\":318,\"msg\":\"heap used 884MB of 1024MB\"}"),
        ("2024-05-29T14:12:44.006Z", "runner[e2865013c1e4d8] ams [info]Machine restart requested (signal SIGINT, timeout 30s)"),
        ("2024-05-29T14:12:44.019Z", "app[e2865013c1e4d8] ams [info] INFO Sending signal SIGINT to main child process w/ PID 318"),
        ("2024-05-29T14:12:44.233Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991964232,\"pid\":318,\"msg\":\"SIGINT received, draining 7 open connections\"}"),
        ("2024-05-29T14:12:45.871Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991965870,\"pid\":318,\"msg\":\"server closed\"}"),
        ("2024-05-29T14:12:45.902Z", "app[e2865013c1e4d8] ams [info] INFO Main child exited normally with code: 0"),
        ("2024-05-29T14:12:45.917Z", "app[e2865013c1e4d8] ams [info] INFO Starting clean up."),
        ("2024-05-29T14:12:46.930Z", "app[e2865013c1e4d8] ams [info] WARN could not unmount /rootfs: EINVAL: Invalid argument"),
        ("2024-05-29T14:12:46.931Z", "app[e2865013c1e4d8] ams [info][   17.402118] reboot: Restarting system"),
        ("2024-05-29T14:12:48.366Z", "app[e2865013c1e4d8] ams [info][    0.041306] PCI: Fatal: No config space access function found"),
        ("2024-05-29T14:12:48.610Z", "app[e2865013c1e4d8] ams [info] INFO Starting init (commit: a1f8c3b)..."),
        ("2024-05-29T14:12:48.634Z", "app[e2865013c1e4d8] ams [info] INFO Preparing to run: `docker-entrypoint.sh node dist/server.js` as node"),
        ("2024-05-29T14:12:48.641Z", "app[e2865013c1e4d8] ams [info] INFO [fly api proxy] listening at /.fly/api"),
        ("2024-05-29T14:12:48.702Z", "app[e2865013c1e4d8] ams [info]2024/05/29 14:12:48 INFO SSH listening listen_address=[fdaa:2:71c4:a7b:1a3:9b41:6e07:2]:22 dns_server=[fdaa::3]:53"),
        ("2024-05-29T14:12:48.795Z", "runner[e2865013c1e4d8] ams [info]Machine started in 1.184s"),
        ("2024-05-29T14:12:49.914Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991969913,\"pid\":313,\"msg\":\"connected to postgres tidewater-db.flycast:5432 (pool 10)\"}"),
        ("2024-05-29T14:12:50.027Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991970026,\"pid\":313,\"msg\":\"Server listening at http://0.0.0.0:8080\"}"),
        ("2024-05-29T14:12:51.388Z", "proxy[e2865013c1e4d8] ams [info]machine became reachable in 2.592s"),
        ("2024-05-29T14:12:58.204Z", "health[e2865013c1e4d8] ams [info]Health check on port 8080 is now passing."),
        ("2024-05-29T14:13:02.561Z", "app[e2865013c1e4d8] ams [info]{\"level\":\"info\",\"time\":1716991982560,\"pid\":313,\"msg\":\"request completed\",\"req\":{\"method\":\"GET\",\"url\":\"/v1/stations?country=NL\"},\"res\":{\"statusCode\":200},\"responseTime\":12.3}"),
    ]
    turns.append((call("get_logs", app_name=app, machine_id="e2865013c1e4d8", limit=30), "\n".join(f"{t} {line}" for t, line in logs)))
    m2b = {**m2, "updated_at": "2024-05-29T14:12:48Z",
           "checks": [{"name": "servicecheck-00-http-8080", "status": "passing", "output": "200 OK", "updated_at": "2024-05-29T14:12:58.204Z"}]}
    turns.append((call("machines_list", app_name=app), pj([m1s, m2b, m3])))
    rs.add(task="mcp", tid="h36-mcp-12", system=system, turns=turns, state=state, bad=False)


# ClickUp: bad
def t13(rs: RowSet) -> None:
    system = mcp_system("clickup", "ClickUp workspace Kestrel Marketing", [
        tool("get_spaces", "List spaces of a workspace.", {"team_id": S, "archived": B}, ["team_id"]),
        tool("get_lists", "List the lists in a folder with their task counts.", {"folder_id": S, "archived": B}, ["folder_id"]),
        tool("get_tasks", "List tasks of a list.", {"list_id": S, "statuses": A, "include_closed": B, "page": INT, "order_by": S}, ["list_id"]),
        tool("get_task", "Get a task.", {"task_id": S}, ["task_id"]),
        tool("create_task", "Create a task in a list.", {"list_id": S, "name": S, "description": S, "assignees": A, "status": S, "priority": INT, "due_date": INT, "tags": A}, ["list_id", "name"]),
        tool("update_task", "Update a task.", {"task_id": S, "name": S, "status": S, "priority": INT, "due_date": INT, "assignees": OBJ}, ["task_id"]),
        tool("delete_task", "Delete a task.", {"task_id": S}, ["task_id"]),
    ])
    state = ("ClickUp workspace 'Kestrel Marketing' (team_id 9015482736), token of Zara Whitmore (user 84120377). It is Monday 22 July 2024, "
             "about 09:40 UTC. Task: in Q3 Campaigns > Website Relaunch, add tasks for the 301 redirects and the blog image migration, "
             "remove the duplicated 'QA forms on staging' task, and close the hero video task that was signed off on Friday.")
    turns: list[tuple[str, str]] = []
    turns.append((call("get_spaces", team_id="9015482736", archived=False), pj({"spaces": [
        {"id": "90152718340", "name": "Marketing", "private": False, "color": "#7b68ee", "avatar": None, "admin_can_manage": True, "archived": False,
         "statuses": [{"status": "to do", "type": "open", "orderindex": 0, "color": "#d3d3d3"}, {"status": "in progress", "type": "custom", "orderindex": 1, "color": "#4194f6"},
                      {"status": "review", "type": "custom", "orderindex": 2, "color": "#a875ff"}, {"status": "complete", "type": "closed", "orderindex": 3, "color": "#6bc950"}],
         "features": {"due_dates": {"enabled": True, "start_date": True}, "time_tracking": {"enabled": False}, "tags": {"enabled": True}, "time_estimates": {"enabled": True}, "priorities": {"enabled": True}}},
        {"id": "90152718356", "name": "Brand & Design", "private": False, "color": "#e5484d", "avatar": None, "admin_can_manage": True, "archived": False, "statuses": [], "features": {}},
        {"id": "90152718371", "name": "Sales Enablement", "private": True, "color": "#1090e0", "avatar": None, "admin_can_manage": False, "archived": False, "statuses": [], "features": {}},
    ]})))

    def lst(i: str, name: str, count: int, due: int | None, order: int) -> dict[str, Any]:
        return {"id": i, "name": name, "orderindex": order, "content": "", "status": None, "priority": None, "assignee": None,
                "task_count": count, "due_date": (str(due) if due else None), "start_date": None,
                "folder": {"id": "90158830215", "name": "Q3 Campaigns", "hidden": False, "access": True},
                "space": {"id": "90152718340", "name": "Marketing", "access": True}, "archived": False, "override_statuses": False, "permission_level": "create"}

    turns.append((call("get_lists", folder_id="90158830215", archived=False), pj({"lists": [
        lst("901512447809", "Website Relaunch", 11, 1724932800000, 0), lst("901512447815", "Autumn Webinar Series", 7, 1727352000000, 1),
        lst("901512447822", "Paid Social — Sept", 14, 1727697600000, 2), lst("901512447837", "Partner Co-marketing", 5, None, 3)]})))
    people = {
        "zara": {"id": 84120377, "username": "Zara Whitmore", "color": "#0388d1", "initials": "ZW", "email": "zara@kestrel.agency"},
        "finn": {"id": 84120391, "username": "Finn O'Hara", "color": "#e65100", "initials": "FO", "email": "finn@kestrel.agency"},
        "priya": {"id": 84120402, "username": "Priya Shah", "color": "#7cb342", "initials": "PS", "email": "priya@kestrel.agency"},
        "leo": {"id": 84120418, "username": "Leo Marchetti", "color": "#8e24aa", "initials": "LM", "email": "leo@kestrel.agency"},
    }
    stc = {"to do": ("#d3d3d3", "open", 0), "in progress": ("#4194f6", "custom", 1), "review": ("#a875ff", "custom", 2), "complete": ("#6bc950", "closed", 3)}
    prio = {1: "urgent", 2: "high", 3: "normal", 4: "low"}

    def task(i: str, name: str, status: str, who: list[str], p: int | None, due: str | None, created: str, updated: str,
             tags: list[str], closed: str | None = None) -> dict[str, Any]:
        c, t, o = stc[status]
        return {"id": i, "custom_id": None, "name": name, "status": {"status": status, "color": c, "type": t, "orderindex": o},
                "date_created": str(_ms(created)), "date_updated": str(_ms(updated)), "date_closed": (str(_ms(closed)) if closed else None),
                "date_done": (str(_ms(closed)) if closed else None), "archived": False, "creator": {"id": 84120377, "username": "Zara Whitmore"},
                "assignees": [{"id": people[w]["id"], "username": people[w]["username"], "initials": people[w]["initials"]} for w in who],
                "tags": [{"name": g, "tag_fg": "#ffffff", "tag_bg": "#2ea52c"} for g in tags],
                "priority": ({"id": str(p), "priority": prio[p]} if p else None), "due_date": (str(_ms(due)) if due else None),
                "list": {"id": "901512447809", "name": "Website Relaunch"}, "url": f"https://app.clickup.com/t/{i}"}

    t = [
        task("86b0wx3k1", "Sitemap & IA sign-off", "complete", ["zara"], 2, "2024-06-28T16:00:00", "2024-06-10T08:31:12", "2024-06-27T14:05:40", ["ia"], closed="2024-06-27T14:05:40"),
        task("86b0wx8p4", "New homepage copy", "review", ["finn"], 2, "2024-07-24T16:00:00", "2024-06-10T08:33:45", "2024-07-19T15:22:08", ["copy"]),
        task("86b0wy2d9", "Design system tokens in Webflow", "in progress", ["leo"], 3, "2024-07-31T16:00:00", "2024-06-12T10:04:27", "2024-07-18T11:47:33", ["design", "webflow"]),
        task("86b0wy9e2", "Hero video edit (30s + 6s cutdowns)", "review", ["priya"], 2, "2024-07-19T16:00:00", "2024-06-14T13:20:51", "2024-07-19T16:41:19", ["video"]),
        task("86b0wz1m6", "Case study pages x4", "in progress", ["finn", "leo"], 3, "2024-08-07T16:00:00", "2024-06-17T09:12:38", "2024-07-17T08:30:02", ["copy", "webflow"]),
        task("86b0wz4t1", "QA forms on staging", "to do", ["priya"], 3, "2024-08-14T16:00:00", "2024-06-18T15:48:10", "2024-06-18T15:48:10", ["qa"]),
        task("86b0wz4t7", "QA forms on staging", "to do", [], 3, "2024-08-14T16:00:00", "2024-06-18T15:48:14", "2024-06-18T15:48:14", ["qa"]),
        task("86b0wzb90", "HubSpot form embeds + UTM passthrough", "to do", ["leo"], 2, "2024-08-09T16:00:00", "2024-06-20T11:06:55", "2024-07-02T09:14:48", ["martech"]),
        task("86b0x0c57", "Cookie banner: legal copy review", "to do", ["zara"], 4, "2024-08-16T16:00:00", "2024-06-24T14:39:21", "2024-06-24T14:39:21", ["legal"]),
        task("86b0x1g82", "Analytics: GA4 events spec", "complete", ["priya"], 3, "2024-07-12T16:00:00", "2024-06-26T10:55:03", "2024-07-11T17:20:36", ["analytics"], closed="2024-07-11T17:20:36"),
        task("86b0x3r15", "Launch checklist & rollback plan", "to do", ["zara"], 1, "2024-08-28T16:00:00", "2024-07-03T08:02:47", "2024-07-03T08:02:47", ["launch"]),
    ]
    turns.append((call("get_tasks", list_id="901512447809", include_closed=True, page=0, order_by="created"), pj({"tasks": t, "last_page": True})))
    n1 = task("86b0xa1q3", "Set up 301 redirects from old blog URLs", "to do", ["leo"], 2, "2024-08-21T16:00:00", "2024-07-22T09:41:18.204", "2024-07-22T09:41:18.204", ["seo", "launch"])
    turns.append((call("create_task", list_id="901512447809", name="Set up 301 redirects from old blog URLs",
                       description="Export old /blog/* URLs from Search Console (last 16 months), map to new slugs, load into Webflow 301 table.",
                       assignees=[84120418], status="to do", priority=2, due_date=_ms("2024-08-21T16:00:00"), tags=["seo", "launch"]),
                  pj({**n1, "description": "Export old /blog/* URLs from Search Console (last 16 months), map to new slugs, load into Webflow 301 table.", "team_id": "9015482736"})))
    n2 = task("86b0xa1r8", "Migrate blog images to new CDN", "to do", ["leo"], 3, "2024-08-14T16:00:00", "2024-07-22T09:42:03.551", "2024-07-22T09:42:03.551", ["webflow"])
    turns.append((call("create_task", list_id="901512447809", name="Migrate blog images to new CDN",
                       description="~1,900 images under /wp-content/uploads; rewrite src in the 212 migrated posts.",
                       assignees=[84120418], status="to do", priority=3, due_date=_ms("2024-08-14T16:00:00"), tags=["webflow"]),
                  pj({**n2, "description": "~1,900 images under /wp-content/uploads; rewrite src in the 212 migrated posts.", "team_id": "9015482736"})))
    turns.append((call("delete_task", task_id="86b0wz4t7"), pj({})))
    vid = task("86b0wy9e2", "Hero video edit (30s + 6s cutdowns)", "complete", ["priya"], 2, "2024-07-19T16:00:00", "2024-06-14T13:20:51", "2024-07-22T09:43:27.890", ["video"], closed="2024-07-22T09:43:27.890")
    turns.append((call("update_task", task_id="86b0wy9e2", status="complete"), pj({**vid, "team_id": "9015482736"})))
    turns.append((call("get_lists", folder_id="90158830215", archived=False), pj({"lists": [
        lst("901512447809", "Website Relaunch", 13, 1724932800000, 0), lst("901512447815", "Autumn Webinar Series", 7, 1727352000000, 1),
        lst("901512447822", "Paid Social — Sept", 14, 1727697600000, 2), lst("901512447837", "Partner Co-marketing", 5, None, 3)]})))
    turns.append((call("get_tasks", list_id="901512447809", statuses=["complete"], include_closed=True, page=0, order_by="created"), pj({"tasks": [t[0], vid, t[9]], "last_page": True})))
    rs.add(task="mcp", tid="h36-mcp-13", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="list task_count 13 after 11 tasks +2 created -1 deleted (should be 12)")


# Datadog: clean
def t14(rs: RowSet) -> None:
    system = mcp_system("datadog", "Datadog API (site datadoghq.eu) for the Parcelwise organization", [
        tool("list_monitors", "List monitors filtered by tags or state.", {"monitor_tags": S, "group_states": S, "name": S}, []),
        tool("get_monitor", "Get a monitor with its group states.", {"monitor_id": INT, "group_states": S}, ["monitor_id"]),
        tool("mute_monitor", "Mute a monitor, optionally until a POSIX time.", {"monitor_id": INT, "scope": S, "end": INT}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points between from and to (POSIX seconds).", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("search_logs", "Search logs.", {"query": S, "from": S, "to": S, "limit": INT, "sort": S}, ["query"]),
        tool("list_hosts", "List hosts reporting to Datadog.", {"filter": S, "count": INT}, []),
        tool("post_event", "Post an event to the event stream.", {"title": S, "text": S, "tags": A, "alert_type": S}, ["title", "text"]),
    ])
    state = ("Datadog organization 'Parcelwise' (datadoghq.eu), application key of Jonas Becker (on call). It is 6 March 2024, 14:20 UTC. "
             "label-renderer v2024.03.06.1 went out at 13:48 and latency paged. Task: look at the latency monitor, metrics and error logs, "
             "mute the page while rolling back (rollback is started by CI), record the rollback in the event stream, and confirm recovery.")

    def ts(iso: str) -> int:
        return _ms(iso) // 1000

    def mon(i: int, name: str, q: str, st: str, mtype: str, modified: str, prio: int, silenced: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"id": i, "name": name, "type": mtype, "query": q, "overall_state": st, "priority": prio,
                "tags": ["service:label-renderer", "team:shipping-core", "env:prod"], "created": "2023-09-12T10:41:27.331204+00:00",
                "modified": modified, "creator": {"name": "Anna Kowalski", "handle": "anna.kowalski@parcelwise.eu"},
                "options": {"notify_no_data": False, "renotify_interval": 30, "include_tags": True, "silenced": silenced or {}},
                "multi": ("by {host}" in q or "by {queue}" in q)}

    q_lat = "avg(last_5m):p95:trace.http.request{service:label-renderer,env:prod} by {host} > 0.8"
    mons = [
        mon(142918375, "[label-renderer] p95 latency > 800ms", q_lat, "Alert", "query alert", "2024-02-21T09:12:40.118233+00:00", 2),
        mon(142918402, "[label-renderer] Error rate > 2%", "sum(last_10m):sum:trace.http.request.errors{service:label-renderer,env:prod}.as_count() / sum:trace.http.request.hits{service:label-renderer,env:prod}.as_count() > 0.02", "Warn", "query alert", "2024-01-15T13:30:02.550917+00:00", 2),
        mon(142918433, "[label-renderer] Pod restarts", "change(sum(last_10m),last_10m):sum:kubernetes.containers.restarts{kube_deployment:label-renderer} > 3", "OK", "query alert", "2023-12-04T08:47:19.002614+00:00", 3),
        mon(131204587, "[label-renderer] Queue depth (labels.render) > 5k", "avg(last_5m):max:rabbitmq.queue.messages{queue:labels.render} by {queue} > 5000", "Alert", "query alert", "2023-10-30T16:05:44.471036+00:00", 2),
        mon(131204611, "[label-renderer] APM Apdex < 0.85", "avg(last_15m):apdex.trace.http.request{service:label-renderer,env:prod} < 0.85", "Warn", "query alert", "2023-10-30T16:08:12.913550+00:00", 3),
        mon(128870042, "[label-renderer] Synthetic: /render smoke test", "\"synthetics.http.response.time\".over(\"check_id:abc-4kd-92x\").last(3).count_by_status()", "OK", "synthetics alert", "2023-09-12T10:41:27.331204+00:00", 3),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_monitors", monitor_tags="service:label-renderer"), pj(mons)))
    hosts = ["ip-10-4-12-87", "ip-10-4-13-21", "ip-10-4-14-09"]
    grp = {
        "host:ip-10-4-12-87": {"status": "Alert", "last_triggered_ts": ts("2024-03-06T13:56:00"), "last_resolved_ts": ts("2024-03-04T02:15:00"), "last_nodata_ts": None, "last_notified_ts": ts("2024-03-06T13:56:00")},
        "host:ip-10-4-13-21": {"status": "Alert", "last_triggered_ts": ts("2024-03-06T14:01:00"), "last_resolved_ts": ts("2024-02-27T19:40:00"), "last_nodata_ts": None, "last_notified_ts": ts("2024-03-06T14:01:00")},
        "host:ip-10-4-14-09": {"status": "OK", "last_triggered_ts": ts("2024-02-27T19:22:00"), "last_resolved_ts": ts("2024-02-27T19:37:00"), "last_nodata_ts": None, "last_notified_ts": ts("2024-02-27T19:37:00")},
    }
    turns.append((call("get_monitor", monitor_id=142918375, group_states="all"), pj({
        **mons[0], "message": "p95 latency of label-renderer on {{host.name}} is {{value}}s.\n{{#is_alert}}@pagerduty-shipping-core @slack-shipping-alerts{{/is_alert}}\nRunbook: https://wiki.parcelwise.eu/runbooks/label-renderer#latency",
        "options": {**mons[0]["options"], "thresholds": {"critical": 0.8, "warning": 0.6}, "evaluation_delay": 60, "new_group_delay": 300},
        "state": {"groups": {k: {"name": k, **v} for k, v in grp.items()}}, "overall_state_modified": "2024-03-06T13:56:00+00:00"})))
    t0 = ts("2024-03-06T13:20:00")
    vals = {
        "ip-10-4-12-87": [0.412, 0.398, 0.421, 0.405, 0.417, 0.433, 0.592, 0.874, 1.046, 1.187, 1.254, 1.312],
        "ip-10-4-13-21": [0.389, 0.402, 0.394, 0.411, 0.399, 0.408, 0.447, 0.681, 0.903, 1.118, 1.206, 1.241],
        "ip-10-4-14-09": [0.361, 0.358, 0.372, 0.366, 0.354, 0.369, 0.371, 0.363, 0.377, 0.368, 0.374, 0.379],
    }
    series = [{"metric": "trace.http.request.duration.by.service.95p", "display_name": "p95:trace.http.request", "scope": f"env:prod,host:{h},service:label-renderer",
               "expression": f"p95:trace.http.request{{env:prod,host:{h},service:label-renderer}}", "unit": [{"family": "time", "name": "second", "short_name": "s"}, None],
               "interval": 300, "length": 12, "start": t0 * 1000, "end": (t0 + 11 * 300) * 1000 + 299000,
               "pointlist": [[float((t0 + i * 300) * 1000), v] for i, v in enumerate(vals[h])], "aggr": "p95", "tag_set": [f"host:{h}"]} for h in hosts]
    qm = "p95:trace.http.request{service:label-renderer,env:prod} by {host}"
    turns.append((call("query_metrics", query=qm, **{"from": t0, "to": ts("2024-03-06T14:20:00")}), pj({
        "status": "ok", "res_type": "time_series", "query": qm, "from_date": t0 * 1000, "to_date": ts("2024-03-06T14:20:00") * 1000, "group_by": ["host"], "series": series})))
    logs = []
    lt = ["14:19:52.318", "14:19:47.005", "14:19:31.662", "14:19:12.940", "14:18:58.401", "14:18:40.077", "14:18:21.593", "14:18:03.236", "14:17:49.812", "14:17:22.150"]
    lh = ["ip-10-4-12-87", "ip-10-4-13-21", "ip-10-4-12-87", "ip-10-4-12-87", "ip-10-4-13-21", "ip-10-4-12-87", "ip-10-4-13-21", "ip-10-4-13-21", "ip-10-4-12-87", "ip-10-4-13-21"]
    lm = ["render timeout after 5000ms: page.pdf() did not resolve (template=dhl-express-4x6, dpi=300)",
          "render timeout after 5000ms: page.pdf() did not resolve (template=ups-ground-4x6, dpi=203)",
          "browser pool exhausted: 8/8 pages busy, waited 3000ms",
          "render timeout after 5000ms: page.pdf() did not resolve (template=dpd-classic-a6, dpi=300)",
          "browser pool exhausted: 8/8 pages busy, waited 3000ms",
          "font fallback loop: 'Noto Sans Arabic' not found in /usr/share/fonts (new base image?)",
          "render timeout after 5000ms: page.pdf() did not resolve (template=dhl-express-4x6, dpi=300)",
          "font fallback loop: 'Noto Sans Arabic' not found in /usr/share/fonts (new base image?)",
          "browser pool exhausted: 8/8 pages busy, waited 3000ms",
          "render timeout after 5000ms: page.pdf() did not resolve (template=gls-euro-a6, dpi=203)"]
    for i in range(10):
        logs.append({"id": f"AY4{['k2', 'x9', 'm1', 'q7', 'z3', 'b8', 'w5', 'n0', 't6', 'r4'][i]}Vd9fTqL8mXz{i:02d}Jc", "type": "log", "attributes": {
            "timestamp": f"2024-03-06T{lt[i]}Z", "host": lh[i], "service": "label-renderer", "status": "error", "message": lm[i],
            "tags": ["env:prod", "version:2024.03.06.1", "kube_deployment:label-renderer", f"pod_name:label-renderer-6c9f7d8b54-{['h2kxq', 'p7vtn'][lh[i] == 'ip-10-4-13-21']}"]}})
    turns.append((call("search_logs", query="service:label-renderer status:error env:prod", **{"from": "now-15m", "to": "now"}, limit=10, sort="-timestamp"), pj({
        "data": logs, "meta": {"page": {"after": "eyJhZnRlciI6WyIxNzA5NzM0NjQyMTUwIiwiQVk0cjRWZDlmVHFMOG1YejA5SmMiXX0"}, "status": "done", "elapsed": 184, "request_id": "pddv1ChZVT2tDcHN5QjJ1NkJLc2Z3Vg"}})))
    host_list = [
        {"name": "ip-10-4-12-87", "id": 8129034471, "up": True, "is_muted": False, "last_reported_time": ts("2024-03-06T14:20:41"), "apps": ["agent", "docker", "kubernetes", "ntp"],
         "sources": ["aws", "agent"], "tags_by_source": {"Datadog": ["env:prod", "kube_cluster_name:eu-prod-1", "availability-zone:eu-central-1a"]}, "meta": {"agent_version": "7.51.0", "cpuCores": 4, "platform": "linux"},
         "metrics": {"cpu": 91.4, "iowait": 0.6, "load": 6.82}, "aws_name": "eks-eu-prod-1-ng-render-a", "host_name": "ip-10-4-12-87.eu-central-1.compute.internal"},
        {"name": "ip-10-4-13-21", "id": 8129034502, "up": True, "is_muted": False, "last_reported_time": ts("2024-03-06T14:20:38"), "apps": ["agent", "docker", "kubernetes", "ntp"],
         "sources": ["aws", "agent"], "tags_by_source": {"Datadog": ["env:prod", "kube_cluster_name:eu-prod-1", "availability-zone:eu-central-1b"]}, "meta": {"agent_version": "7.51.0", "cpuCores": 4, "platform": "linux"},
         "metrics": {"cpu": 88.7, "iowait": 0.9, "load": 6.15}, "aws_name": "eks-eu-prod-1-ng-render-b", "host_name": "ip-10-4-13-21.eu-central-1.compute.internal"},
        {"name": "ip-10-4-14-09", "id": 8129034538, "up": True, "is_muted": False, "last_reported_time": ts("2024-03-06T14:20:44"), "apps": ["agent", "docker", "kubernetes", "ntp"],
         "sources": ["aws", "agent"], "tags_by_source": {"Datadog": ["env:prod", "kube_cluster_name:eu-prod-1", "availability-zone:eu-central-1c"]}, "meta": {"agent_version": "7.50.3", "cpuCores": 4, "platform": "linux"},
         "metrics": {"cpu": 34.2, "iowait": 0.3, "load": 1.48}, "aws_name": "eks-eu-prod-1-ng-render-c", "host_name": "ip-10-4-14-09.eu-central-1.compute.internal"},
    ]
    turns.append((call("list_hosts", filter="service:label-renderer", count=50), pj({"host_list": host_list, "total_returned": 3, "total_matching": 3})))
    end = ts("2024-03-06T15:30:00")
    muted = {**mons[0], "options": {**mons[0]["options"], "silenced": {"*": end}}, "modified": "2024-03-06T14:21:37.604719+00:00"}
    turns.append((call("mute_monitor", monitor_id=142918375, end=end), pj(muted)))
    turns.append((call("post_event", title="Rollback: label-renderer 2024.03.06.1 -> 2024.03.05.2",
                       text="Rolled back label-renderer in eu-prod-1 after p95 latency page (render timeouts, missing Noto Sans Arabic in new base image). CI pipeline #58213. Monitor 142918375 muted until 15:30 UTC.",
                       tags=["service:label-renderer", "env:prod", "team:shipping-core", "event_type:rollback"], alert_type="warning"), pj({
        "status": "ok", "event": {"id": 7524381906518842411, "id_str": "7524381906518842411", "title": "Rollback: label-renderer 2024.03.06.1 -> 2024.03.05.2",
                                  "text": "Rolled back label-renderer in eu-prod-1 after p95 latency page (render timeouts, missing Noto Sans Arabic in new base image). CI pipeline #58213. Monitor 142918375 muted until 15:30 UTC.",
                                  "date_happened": ts("2024-03-06T14:22:15"), "handle": "jonas.becker@parcelwise.eu", "priority": "normal", "alert_type": "warning",
                                  "tags": ["service:label-renderer", "env:prod", "team:shipping-core", "event_type:rollback"],
                                  "url": "https://app.datadoghq.eu/event/event?id=7524381906518842411"}})))
    t1 = ts("2024-03-06T14:20:00")
    vals2 = {"ip-10-4-12-87": [1.288, 0.703, 0.436], "ip-10-4-13-21": [1.197, 0.655, 0.418], "ip-10-4-14-09": [0.381, 0.366, 0.359]}
    series2 = [{"metric": "trace.http.request.duration.by.service.95p", "display_name": "p95:trace.http.request", "scope": f"env:prod,host:{h},service:label-renderer",
                "expression": f"p95:trace.http.request{{env:prod,host:{h},service:label-renderer}}", "unit": [{"family": "time", "name": "second", "short_name": "s"}, None],
                "interval": 300, "length": 3, "start": t1 * 1000, "end": (t1 + 2 * 300) * 1000 + 299000,
                "pointlist": [[float((t1 + i * 300) * 1000), v] for i, v in enumerate(vals2[h])], "aggr": "p95", "tag_set": [f"host:{h}"]} for h in hosts]
    turns.append((call("query_metrics", query=qm, **{"from": t1, "to": ts("2024-03-06T14:35:00")}), pj({
        "status": "ok", "res_type": "time_series", "query": qm, "from_date": t1 * 1000, "to_date": ts("2024-03-06T14:35:00") * 1000, "group_by": ["host"], "series": series2})))
    grp2 = {
        "host:ip-10-4-12-87": {**grp["host:ip-10-4-12-87"], "status": "OK", "last_resolved_ts": ts("2024-03-06T14:33:00")},
        "host:ip-10-4-13-21": {**grp["host:ip-10-4-13-21"], "status": "OK", "last_resolved_ts": ts("2024-03-06T14:32:00")},
        "host:ip-10-4-14-09": grp["host:ip-10-4-14-09"],
    }
    turns.append((call("get_monitor", monitor_id=142918375, group_states="all"), pj({
        **muted, "overall_state": "OK", "message": "p95 latency of label-renderer on {{host.name}} is {{value}}s.\n{{#is_alert}}@pagerduty-shipping-core @slack-shipping-alerts{{/is_alert}}\nRunbook: https://wiki.parcelwise.eu/runbooks/label-renderer#latency",
        "options": {**muted["options"], "thresholds": {"critical": 0.8, "warning": 0.6}, "evaluation_delay": 60, "new_group_delay": 300},
        "state": {"groups": {k: {"name": k, **v} for k, v in grp2.items()}}, "overall_state_modified": "2024-03-06T14:33:00+00:00"})))
    mons2 = [
        {**muted, "overall_state": "OK"},
        {**mons[1], "overall_state": "OK"},
        mons[2],
        {**mons[3], "overall_state": "Warn"},
        {**mons[4], "overall_state": "OK"},
        mons[5],
    ]
    turns.append((call("list_monitors", monitor_tags="service:label-renderer"), pj(mons2)))
    rs.add(task="mcp", tid="h36-mcp-14", system=system, turns=turns, state=state, bad=False)


# Unleash: bad
def t15(rs: RowSet) -> None:
    system = mcp_system("unleash", "Unleash admin API at https://unleash.internal.finlo.io", [
        tool("list_features", "List feature toggles of a project with their environments.", {"projectId": S}, ["projectId"]),
        tool("get_feature", "Get a feature toggle with its environments and strategies.", {"projectId": S, "featureName": S}, ["projectId", "featureName"]),
        tool("create_feature", "Create a feature toggle in a project.", {"projectId": S, "name": S, "type": S, "description": S, "impressionData": B}, ["projectId", "name"]),
        tool("add_strategy", "Add an activation strategy to a feature in one environment.", {"projectId": S, "featureName": S, "environment": S, "name": S, "title": S, "parameters": OBJ, "constraints": A}, ["projectId", "featureName", "environment", "name"]),
        tool("toggle_environment", "Turn a feature on or off in one environment.", {"projectId": S, "featureName": S, "environment": S, "enabled": B}, ["projectId", "featureName", "environment", "enabled"]),
        tool("archive_feature", "Archive a feature toggle.", {"projectId": S, "featureName": S}, ["projectId", "featureName"]),
    ])
    state = ("Unleash 5.11 at https://unleash.internal.finlo.io, admin API token of Greta Lindqvist (mobile platform lead). Project 'mobile-banking'. "
             "It is 4 April 2024, about 11:00 CEST. Task: create the release toggle card-freeze-v2, give it a 25% gradual rollout in development "
             "for app versions 5.12.0 and later, enable it in development only, and check the result.")
    proj = "mobile-banking"

    def env(n: str, on: bool, sort: int) -> dict[str, Any]:
        return {"name": n, "enabled": on, "type": n, "sortOrder": sort}

    def feat(name: str, ftype: str, desc: str, created: str, seen: str | None, dev: bool, prod: bool, stale: bool = False) -> dict[str, Any]:
        return {"name": name, "type": ftype, "description": desc, "project": proj, "stale": stale, "impressionData": False,
                "createdAt": created, "lastSeenAt": seen, "favorite": False, "archivedAt": None,
                "environments": [env("development", dev, 100), env("production", prod, 200)], "tags": []}

    fl = [
        feat("biometric-login-v2", "release", "Face ID / BiometricPrompt login with device binding", "2023-11-07T09:14:33.508Z", "2024-04-04T08:57:12.000Z", True, True),
        feat("card-freeze", "release", "Freeze/unfreeze card from card detail screen", "2023-03-22T12:40:02.117Z", "2024-04-04T08:58:40.000Z", True, True, stale=True),
        feat("dark-mode", "permission", "Dark theme for beta testers group", "2023-06-01T07:22:51.930Z", "2024-04-04T08:41:03.000Z", True, False),
        feat("instant-savings-roundup", "experiment", "Round up card payments into savings pot (A/B 50/50)", "2024-01-15T15:05:17.362Z", "2024-04-04T08:58:02.000Z", True, True),
        feat("legacy-statements-pdf", "kill-switch", "Fall back to legacy PDF statement renderer", "2022-10-11T10:00:48.275Z", "2024-03-12T17:20:55.000Z", False, False),
        feat("new-onboarding-kyc", "release", "Onfido-based KYC in onboarding", "2024-02-28T13:47:09.884Z", "2024-04-04T08:52:26.000Z", True, False),
        feat("p2p-qr-payments", "release", "Pay contacts by scanning a QR code", "2024-03-18T08:31:44.020Z", "2024-04-03T16:10:38.000Z", True, False),
        feat("push-spending-insights", "experiment", "Weekly push with spending insights", "2023-12-05T11:19:26.741Z", "2024-04-04T08:55:47.000Z", True, True),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_features", projectId=proj), pj({"version": 1, "features": fl})))
    created = "2024-04-04T09:02:18.655Z"
    desc = "Card freeze v2: temporary freeze with auto-unfreeze timer and merchant-category blocks (MB-2291)"
    turns.append((call("create_feature", projectId=proj, name="card-freeze-v2", type="release", description=desc, impressionData=True), pj({
        "name": "card-freeze-v2", "description": desc, "type": "release", "project": proj, "stale": False, "impressionData": True,
        "createdAt": created, "lastSeenAt": None, "archivedAt": None, "variants": [], "tags": [],
        "environments": [{"name": "development", "enabled": False, "type": "development", "sortOrder": 100, "strategies": []},
                         {"name": "production", "enabled": False, "type": "production", "sortOrder": 200, "strategies": []}]})))
    strat = {"id": "6b3f9e2a-4c71-4d85-9a0e-1f7c2b8d5e36", "name": "flexibleRollout", "title": "25% of app 5.12+",
             "constraints": [{"contextName": "appVersion", "operator": "SEMVER_GT", "value": "5.11.99", "values": [], "caseInsensitive": False, "inverted": False}],
             "parameters": {"rollout": "25", "stickiness": "userId", "groupId": "card-freeze-v2"}, "variants": [], "segments": [], "sortOrder": 0, "disabled": False}
    turns.append((call("add_strategy", projectId=proj, featureName="card-freeze-v2", environment="development", name="flexibleRollout", title="25% of app 5.12+",
                       parameters={"rollout": "25", "stickiness": "userId", "groupId": "card-freeze-v2"},
                       constraints=[{"contextName": "appVersion", "operator": "SEMVER_GT", "value": "5.11.99"}]), pj(strat)))
    turns.append((call("toggle_environment", projectId=proj, featureName="card-freeze-v2", environment="development", enabled=True),
                  mcp_text("Feature card-freeze-v2 enabled in environment development (HTTP 200).")))
    turns.append((call("get_feature", projectId=proj, featureName="card-freeze-v2"), pj({
        "name": "card-freeze-v2", "description": desc, "type": "release", "project": proj, "stale": False, "impressionData": True,
        "createdAt": created, "lastSeenAt": None, "archived": False, "archivedAt": None, "variants": [], "tags": [], "dependencies": [], "children": [],
        "createdBy": {"id": 14, "name": "Greta Lindqvist", "imageUrl": "https://gravatar.com/avatar/5c2e9f1a7b3d?s=42&d=retro&r=g"},
        "environments": [{"name": "development", "enabled": True, "type": "development", "sortOrder": 100, "variants": [], "lastSeenAt": None, "strategies": []},
                         {"name": "production", "enabled": False, "type": "production", "sortOrder": 200, "variants": [], "lastSeenAt": None, "strategies": []}]})))
    new = feat("card-freeze-v2", "release", desc, created, None, True, False)
    new["impressionData"] = True
    fl2 = sorted([*fl, new], key=lambda x: x["name"])
    turns.append((call("list_features", projectId=proj), pj({"version": 1, "features": fl2})))
    rs.add(task="mcp", tid="h36-mcp-15", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="strategy added in development is missing from the feature (strategies: [])")


# Box: clean
def t16(rs: RowSet) -> None:
    system = mcp_system("box", "Box content API for Harbor Legal LLP", [
        tool("get_folder_items", "List items in a folder.", {"folder_id": S, "limit": INT, "offset": INT, "sort": S, "direction": S, "fields": A}, ["folder_id"]),
        tool("get_file_info", "Get information about a file.", {"file_id": S, "fields": A}, ["file_id"]),
        tool("upload_file_version", "Upload a new version of an existing file from a local path.", {"file_id": S, "local_path": S, "name": S}, ["file_id", "local_path"]),
        tool("update_file", "Update a file's name, description or parent.", {"file_id": S, "name": S, "description": S, "parent_id": S}, ["file_id"]),
        tool("list_file_versions", "List previous versions of a file.", {"file_id": S}, ["file_id"]),
        tool("create_folder", "Create a folder.", {"name": S, "parent_id": S}, ["name", "parent_id"]),
        tool("create_shared_link", "Create or update a file's shared link.", {"file_id": S, "access": S, "can_download": B, "unshared_at": S}, ["file_id", "access"]),
    ])
    state = ("Box enterprise 'Harbor Legal LLP', user Nina Alvarez (nalvarez@harborlegal.com, user id 20731984655). Local time 18 April 2024, 09:30 PDT. "
             "Task: in the Delgado v. Corbin matter folder, upload the redlined settlement agreement (~/Downloads/Settlement_Agreement_v5.docx) as a new "
             "version of the draft, rename it to v5, add an 'Executed' subfolder, and share the agreement with the firm (company link).")
    fid_folder = "261883410552"
    tom = {"type": "user", "id": "20731988102", "name": "Tom Reid", "login": "treid@harborlegal.com"}
    nina = {"type": "user", "id": "20731984655", "name": "Nina Alvarez", "login": "nalvarez@harborlegal.com"}

    def fo(i: str, name: str, mod: str, etag: str = "0") -> dict[str, Any]:
        return {"type": "folder", "id": i, "sequence_id": etag, "etag": etag, "name": name, "modified_at": mod}

    def fi(i: str, name: str, size: int, mod: str, etag: str, sha1: str, ver: str, by: dict[str, str]) -> dict[str, Any]:
        return {"type": "file", "id": i, "file_version": {"type": "file_version", "id": ver, "sha1": sha1}, "sequence_id": etag, "etag": etag,
                "sha1": sha1, "name": name, "size": size, "modified_at": mod, "modified_by": {"type": "user", "id": by["id"], "name": by["name"]}}

    corr = fo("261883512017", "Correspondence", "2024-04-15T11:02:48-07:00", "2")
    disc = fo("261883498835", "Discovery", "2024-04-09T16:44:10-07:00", "1")
    plead = fo("261883505310", "Pleadings", "2024-03-28T10:17:35-07:00", "1")
    intake = fi("1468232907114", "Client intake memo.pdf", 284611, "2024-02-12T14:05:21-08:00", "0", "3f1c8e2a9b7d5c4e6a0f2b8d1c3e5a7f9b0d2e4c", "1596004417810", tom)
    eng = fi("1468229981305", "Engagement letter (signed).pdf", 412930, "2024-02-12T13:51:09-08:00", "0", "8b2d4f6a0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d", "1596001356402", nina)
    expert = fi("1502447720913", "Expert report - Dr. Hale.pdf", 2871446, "2024-04-11T08:26:57-07:00", "1", "c7e9a1b3d5f7e2c4a6b8d0f1e3c5a7b9d2f4e6a8", "1618830127544", tom)
    sa = fi("1471550273640", "Settlement_Agreement_draft.docx", 88214, "2024-04-16T15:20:11-07:00", "3", "a5b9e3c7d1f2a4b6c8e0d2f4a6b8c0e2d4f6a8b0", "1621402785520", tom)
    timeline = fi("1469801145277", "Timeline of events.xlsx", 57302, "2024-04-02T17:48:33-07:00", "5", "e1f3a5c7b9d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0", "1609733405186", nina)
    wit = fi("1498310076358", "Witness list.docx", 23945, "2024-04-05T12:11:49-07:00", "2", "6d8f0a2c4e6b8d1f3a5c7e9b2d4f6a8c0e1b3d5f", "1612559870231", nina)
    items1 = [corr, disc, plead, intake, eng, expert, sa, timeline, wit]
    turns: list[tuple[str, str]] = []
    turns.append((call("get_folder_items", folder_id=fid_folder, limit=100, offset=0, sort="name", direction="ASC",
                       fields=["type", "id", "name", "size", "modified_at", "modified_by", "etag", "sequence_id", "sha1", "file_version"]),
                  pj({"total_count": 9, "entries": items1, "offset": 0, "limit": 100, "order": [{"by": "type", "direction": "ASC"}, {"by": "name", "direction": "ASC"}]})))
    parent = {"type": "folder", "id": fid_folder, "sequence_id": "4", "etag": "4", "name": "Matter 2024-117 Delgado v. Corbin"}
    path = {"total_count": 3, "entries": [{"type": "folder", "id": "0", "sequence_id": None, "etag": None, "name": "All Files"},
                                          {"type": "folder", "id": "198450021733", "sequence_id": "12", "etag": "12", "name": "Litigation"}, parent]}
    sa_full = {**sa, "description": "Draft v4 from opposing counsel (received 16 Apr)", "created_at": "2024-03-21T10:04:38-07:00", "content_created_at": "2024-03-21T10:01:12-07:00",
               "content_modified_at": "2024-04-16T15:19:44-07:00", "created_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]},
               "modified_by": tom, "owned_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]}, "shared_link": None,
               "parent": parent, "path_collection": path, "item_status": "active", "version_number": "4", "comment_count": 2, "extension": "docx",
               "lock": None, "permissions": {"can_download": True, "can_preview": True, "can_upload": True, "can_comment": True, "can_rename": True, "can_delete": True, "can_share": True, "can_set_share_access": True}}
    turns.append((call("get_file_info", file_id="1471550273640"), pj(sa_full)))
    new_sha = "0c4e8a2f6b1d5c9e3a7f0b4d8c2e6a1f5b9d3c7e"
    up_mod = "2024-04-18T09:32:47-07:00"
    sa_v5 = {**sa_full, "file_version": {"type": "file_version", "id": "1623780011294", "sha1": new_sha}, "sha1": new_sha, "size": 91877,
             "etag": "4", "sequence_id": "4", "modified_at": up_mod, "content_modified_at": "2024-04-18T09:28:05-07:00",
             "modified_by": {"type": "user", "id": nina["id"], "name": nina["name"], "login": nina["login"]}, "version_number": "5"}
    turns.append((call("upload_file_version", file_id="1471550273640", local_path="~/Downloads/Settlement_Agreement_v5.docx"), pj({"total_count": 1, "entries": [sa_v5]})))
    ren_mod = "2024-04-18T09:33:12-07:00"
    sa_ren = {**sa_v5, "name": "Settlement_Agreement_v5.docx", "etag": "5", "sequence_id": "5", "modified_at": ren_mod}
    turns.append((call("update_file", file_id="1471550273640", name="Settlement_Agreement_v5.docx"), pj(sa_ren)))
    exe = {"type": "folder", "id": "263017745820", "sequence_id": "0", "etag": "0", "name": "Executed", "created_at": "2024-04-18T09:34:10-07:00",
           "modified_at": "2024-04-18T09:34:10-07:00", "description": "", "size": 0,
           "path_collection": {"total_count": 3, "entries": [*path["entries"][:2], parent]},
           "created_by": {"type": "user", "id": nina["id"], "name": nina["name"], "login": nina["login"]},
           "modified_by": {"type": "user", "id": nina["id"], "name": nina["name"], "login": nina["login"]},
           "owned_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]}, "shared_link": None,
           "parent": parent, "item_status": "active", "item_collection": {"total_count": 0, "entries": [], "offset": 0, "limit": 100}}
    turns.append((call("create_folder", name="Executed", parent_id=fid_folder), pj(exe)))
    turns.append((call("list_file_versions", file_id="1471550273640"), pj({"total_count": 4, "entries": [
        {"type": "file_version", "id": "1621402785520", "sha1": "a5b9e3c7d1f2a4b6c8e0d2f4a6b8c0e2d4f6a8b0", "name": "Settlement_Agreement_draft.docx", "size": 88214,
         "created_at": "2024-04-16T15:20:11-07:00", "modified_at": "2024-04-16T15:20:11-07:00", "modified_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]},
         "trashed_at": None, "purged_at": None, "version_number": "4"},
        {"type": "file_version", "id": "1617226408915", "sha1": "d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9", "name": "Settlement_Agreement_draft.docx", "size": 86730,
         "created_at": "2024-04-10T18:02:37-07:00", "modified_at": "2024-04-10T18:02:37-07:00", "modified_by": {"type": "user", "id": nina["id"], "name": nina["name"], "login": nina["login"]},
         "trashed_at": None, "purged_at": None, "version_number": "3"},
        {"type": "file_version", "id": "1611093352748", "sha1": "7a9c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c", "name": "Settlement_Agreement_draft.docx", "size": 81402,
         "created_at": "2024-04-03T09:45:20-07:00", "modified_at": "2024-04-03T09:45:20-07:00", "modified_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]},
         "trashed_at": None, "purged_at": None, "version_number": "2"},
        {"type": "file_version", "id": "1603558921034", "sha1": "b4d6f8a0c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1", "name": "Settlement_Agreement.docx", "size": 74188,
         "created_at": "2024-03-21T10:04:38-07:00", "modified_at": "2024-03-21T10:04:38-07:00", "modified_by": {"type": "user", "id": tom["id"], "name": tom["name"], "login": tom["login"]},
         "trashed_at": None, "purged_at": None, "version_number": "1"},
    ], "limit": 1000, "offset": 0})))
    sl_mod = "2024-04-18T09:35:02-07:00"
    sa_sl = {**sa_ren, "etag": "6", "sequence_id": "6", "modified_at": sl_mod, "shared_link": {
        "url": "https://harborlegal.app.box.com/s/x8k2vq9m4tz7rw1nc5pj3hb6ld0fy2ga", "download_url": "https://harborlegal.app.box.com/shared/static/x8k2vq9m4tz7rw1nc5pj3hb6ld0fy2ga.docx",
        "vanity_url": None, "vanity_name": None, "effective_access": "company", "effective_permission": "can_download", "is_password_enabled": False,
        "unshared_at": None, "download_count": 0, "preview_count": 0, "access": "company",
        "permissions": {"can_download": True, "can_preview": True, "can_edit": False}}}
    turns.append((call("create_shared_link", file_id="1471550273640", access="company", can_download=True), pj(sa_sl)))
    sa_item = fi("1471550273640", "Settlement_Agreement_v5.docx", 91877, sl_mod, "6", new_sha, "1623780011294", nina)
    exe_item = fo("263017745820", "Executed", "2024-04-18T09:34:10-07:00", "0")
    items2 = [sa_item, exe_item, corr, expert, disc]
    turns.append((call("get_folder_items", folder_id=fid_folder, limit=5, offset=0, sort="date", direction="DESC",
                       fields=["type", "id", "name", "size", "modified_at", "modified_by", "etag", "sequence_id", "sha1", "file_version"]),
                  pj({"total_count": 10, "entries": items2, "offset": 0, "limit": 5, "order": [{"by": "date", "direction": "DESC"}]})))
    rs.add(task="mcp", tid="h36-mcp-16", system=system, turns=turns, state=state, bad=False)


# Opsgenie: bad
def t17(rs: RowSet) -> None:
    system = mcp_system("opsgenie", "Opsgenie Alert API (EU instance) for Vantorix", [
        tool("list_alerts", "List alerts matching a search query.", {"query": S, "limit": INT, "sort": S, "order": S}, []),
        tool("get_alert", "Get an alert by id, tiny id or alias.", {"identifier": S, "identifierType": S}, ["identifier"]),
        tool("acknowledge_alert", "Acknowledge an alert (asynchronous; returns a requestId).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier"]),
        tool("close_alert", "Close an alert (asynchronous).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier"]),
        tool("add_note", "Add a note to an alert (asynchronous).", {"identifier": S, "identifierType": S, "user": S, "note": S}, ["identifier", "note"]),
        tool("list_alert_notes", "List notes of an alert.", {"identifier": S, "identifierType": S, "order": S}, ["identifier"]),
        tool("get_request_status", "Status of an asynchronous request.", {"requestId": S}, ["requestId"]),
        tool("who_is_on_call", "Current on-call participants of a schedule.", {"scheduleIdentifier": S, "flat": B}, ["scheduleIdentifier"]),
    ])
    state = ("Opsgenie (api.eu.opsgenie.com), API key of the 'Core Infra' team integration, acting as li.wei@vantorix.io. It is 24 September 2024, "
             "08:02 UTC. Task: acknowledge the etcd fsync alert and note that the etcd disks are being moved to io2, check who is on call for "
             "Core Infra, and close the backup-job alert since the re-run succeeded at 07:55.")
    team = [{"id": "3f6a1d92-8c47-4b2e-a5d0-9e7b2c4f8a13"}]

    def al(i: str, tiny: str, alias: str, msg: str, prio: str, created: str, updated: str, last: str, count: int, ack: bool, seen: bool,
           tags: list[str], source: str, integ: str, owner: str = "") -> dict[str, Any]:
        return {"id": i, "tinyId": tiny, "alias": alias, "message": msg, "status": "open", "acknowledged": ack, "isSeen": seen, "tags": tags,
                "snoozed": False, "count": count, "lastOccurredAt": last, "createdAt": created, "updatedAt": updated, "source": source,
                "owner": owner, "priority": prio, "responders": [{"type": "team", "id": team[0]["id"]}],
                "integration": {"id": {"prom": "a81c5e3f-2d97-4b60-8e14-c7f9b2a05d36", "cw": "d42b7f19-6e30-4a85-b1c2-9f8e3d7a6c04", "hb": "5e9a2c71-b384-4f06-92d1-a6c0e8f4b273", "api": "0c7d3e58-a1f4-49b2-86e7-2b5f9d1c4a80"}[integ],
                                "name": {"prom": "Prometheus eu-core", "cw": "CloudWatch prod", "hb": "Heartbeats", "api": "Default API"}[integ],
                                "type": {"prom": "Prometheus", "cw": "CloudWatch", "hb": "Heartbeat", "api": "API"}[integ]},
                "report": ({"ackTime": 412000, "acknowledgedBy": owner} if ack else {}), "teams": team}

    a1 = al("e17b9c04-2f6d-4a83-9b5e-0c8d7a1f3e92-1727164268031", "1484", "kube-crashloop-ingest-worker-7c5d9f", "[Prometheus] KubePodCrashLooping: ingest/ingest-worker-7c5d9f-qk2lm", "P2",
            "2024-09-24T07:51:08.031Z", "2024-09-24T08:01:38.270Z", "2024-09-24T08:01:38.270Z", 3, False, True, ["eu-core-2", "ingest", "k8s"], "Prometheus", "prom")
    a2 = al("4b8e2a67-9d13-4c5f-a0e7-6f2b1d9c8a45-1727163551907", "1483", "cpu-high-es-data-03", "CPU > 90% on es-data-03", "P3",
            "2024-09-24T07:39:11.907Z", "2024-09-24T07:59:12.114Z", "2024-09-24T07:59:12.114Z", 3, False, False, ["elasticsearch", "cpu"], "CloudWatch", "cw")
    a3 = al("9c2f4e71-5a3b-4d08-b6e1-7f0a2c9d3b58-1727163904512", "1482", "etcd-fsync-eu-core-2", "[Prometheus] EtcdHighFsyncDurations: etcd cluster eu-core-2 p99 fsync 0.61s", "P1",
            "2024-09-24T07:45:04.512Z", "2024-09-24T07:57:04.806Z", "2024-09-24T07:57:04.806Z", 5, False, True, ["eu-core-2", "etcd", "control-plane"], "Prometheus", "prom")
    a4 = al("71d5a3e8-0b6c-4f29-8d41-c3e9a7b5f260-1727154005338", "1479", "backup-vault-snapshot-daily", "Backup job failed: vault-snapshot-daily (exit 2)", "P3",
            "2024-09-24T05:00:05.338Z", "2024-09-24T07:24:51.702Z", "2024-09-24T05:00:05.338Z", 1, True, True, ["backup", "vault"], "Default API", "api", owner="marta.nowak@vantorix.io")
    a5 = al("2a9f6d31-c7e4-4b18-95a0-d8b3f1e6c742-1727082000417", "1476", "cert-expiry-grafana.vantorix.io", "SSL certificate for grafana.vantorix.io expires in 14 days", "P4",
            "2024-09-23T09:00:00.417Z", "2024-09-23T09:41:16.559Z", "2024-09-23T09:00:00.417Z", 1, True, True, ["tls", "grafana"], "Default API", "api", owner="li.wei@vantorix.io")
    a6 = al("c83e1f57-4a29-4d6b-b0f8-1e7c5a9d2b64-1727071543880", "1471", "heartbeat-cron-reporter", "Heartbeat expired: cron-reporter", "P3",
            "2024-09-23T06:05:43.880Z", "2024-09-23T06:05:43.880Z", "2024-09-23T06:05:43.880Z", 1, False, True, ["heartbeat"], "Heartbeats", "hb")
    a7 = al("58b2d9e6-1f74-4c30-a8e5-9b0d3c7f1a28-1727010919264", "1468", "cw-nat-errorportallocation-eu-central-1a", "[CloudWatch] NAT Gateway nat-0a7c3e91 ErrorPortAllocation > 0", "P3",
            "2024-09-22T13:15:19.264Z", "2024-09-24T06:48:02.991Z", "2024-09-24T06:48:02.991Z", 14, False, True, ["aws", "nat", "eu-central-1"], "CloudWatch", "cw")
    turns: list[tuple[str, str]] = []
    turns.append((call("list_alerts", query="status:open AND teams:\"Core Infra\"", limit=20, sort="createdAt", order="desc"), pj({
        "data": [a1, a2, a3, a4, a5, a6, a7], "paging": {"first": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc", "last": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc"},
        "took": 0.038, "requestId": "6e1c9a4f-3b72-4d85-a0e9-7f2d5c8b1a36"})))
    ack_note = "Acking. etcd volumes on eu-core-2 are gp3 at 3k IOPS; moving members to io2 (CHG-8841) now, one member at a time."
    turns.append((call("acknowledge_alert", identifier="1482", identifierType="tiny", user="li.wei@vantorix.io", note=ack_note), pj({
        "result": "Request will be processed", "took": 0.011, "requestId": "b2e4d6f8-1a3c-4e5b-9d7f-0c2a4e6b8d13"})))
    turns.append((call("get_request_status", requestId="b2e4d6f8-1a3c-4e5b-9d7f-0c2a4e6b8d13"), pj({"data": {
        "success": True, "action": "Acknowledge", "processedAt": "2024-09-24T08:03:11.472Z", "integrationId": "0c7d3e58-a1f4-49b2-86e7-2b5f9d1c4a80",
        "isSuccess": True, "status": "Acknowledged alert", "alertId": "9c2f4e71-5a3b-4d08-b6e1-7f0a2c9d3b85-1727163904512", "alias": "etcd-fsync-eu-core-2"},
        "took": 0.004, "requestId": "f07a3c5e-8b19-4d26-b4e0-6a1c9e3d7f52"})))
    note2 = "Member etcd-eu-core-2-b migrated to io2 (16k IOPS); p99 fsync on it down to 4ms. Doing -c next, -a last (leader)."
    turns.append((call("add_note", identifier="1482", identifierType="tiny", user="li.wei@vantorix.io", note=note2), pj({
        "result": "Request will be processed", "took": 0.009, "requestId": "8d3f1b6a-7c52-4e90-a1d4-3b9e5f2c7a08"})))
    turns.append((call("list_alert_notes", identifier="1482", identifierType="tiny", order="desc"), pj({"data": [
        {"note": note2, "owner": "li.wei@vantorix.io", "createdAt": "2024-09-24T08:19:42.615Z", "offset": "1727165982615_1727165982615046913"},
        {"note": ack_note, "owner": "li.wei@vantorix.io", "createdAt": "2024-09-24T08:03:11.472Z", "offset": "1727164991472_1727164991472208571"},
        {"note": "Grafana: fsync p99 went 8ms -> 600ms at 07:41 right after the nightly defrag cron. Not the first time.", "owner": "marta.nowak@vantorix.io", "createdAt": "2024-09-24T07:52:30.118Z", "offset": "1727164350118_1727164350118730442"},
    ], "paging": {"first": "https://api.eu.opsgenie.com/v2/alerts/1482/notes?identifierType=tiny&order=desc&direction=next"}, "took": 0.012, "requestId": "c41e7a9b-5d23-4f68-8b0c-2e9a6d1f3b75"})))
    turns.append((call("who_is_on_call", scheduleIdentifier="core-infra-primary", flat=False), pj({"data": {
        "_parent": {"id": "d9e3b715-2c48-4a6f-8e01-5b7c3a9f2d64", "name": "core-infra-primary", "enabled": True},
        "onCallParticipants": [
            {"id": "7a2c5e91-4b36-4d08-a1f7-9e3b6d2c8f40", "name": "li.wei@vantorix.io", "type": "user", "escalationTime": 0, "notifyType": "default",
             "forwardedFrom": None},
            {"id": "e4b8d2f6-1a37-4c95-b0e2-6d9f3a7c5b18", "name": "core-infra-escalation", "type": "escalation", "escalationTime": 0, "notifyType": "default",
             "onCallParticipants": [{"id": "0f6d3b9e-5c21-4a87-92e4-b1a7c5d8e362", "name": "marta.nowak@vantorix.io", "type": "user", "escalationTime": 15, "notifyType": "next"}]},
        ]}, "took": 0.021, "requestId": "19b6e4a2-d70c-4f35-8e1b-a3c9f5d2b047"})))
    turns.append((call("close_alert", identifier="1479", identifierType="tiny", user="li.wei@vantorix.io", note="vault-snapshot-daily re-run at 07:55 finished OK (snapshot 2024-09-24T07:55Z, 1.8 GiB, uploaded to s3://vtx-vault-backups)."), pj({
        "result": "Request will be processed", "took": 0.01, "requestId": "2c9f5a17-e3b8-4d60-a4f1-7b0e6c3d9a25"})))
    a2b = {**a2, "count": 4, "updatedAt": "2024-09-24T08:19:12.367Z", "lastOccurredAt": "2024-09-24T08:19:12.367Z"}
    a1b = {**a1, "count": 5, "updatedAt": "2024-09-24T08:16:41.904Z", "lastOccurredAt": "2024-09-24T08:16:41.904Z"}
    a8 = al("f3a6c8e0-7d15-4b92-a4e8-2c0f6b9d1e57-1727165547650", "1485", "disk-pg-analytics-01-data", "Disk usage > 85% on pg-analytics-01 (/data)", "P3",
            "2024-09-24T08:12:27.650Z", "2024-09-24T08:12:27.650Z", "2024-09-24T08:12:27.650Z", 1, False, False, ["postgres", "disk"], "CloudWatch", "cw")
    turns.append((call("list_alerts", query="status:open AND acknowledged:false AND teams:\"Core Infra\"", limit=20, sort="createdAt", order="desc"), pj({
        "data": [a8, a1b, a2b, a6, a7], "paging": {"first": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc", "last": "https://api.eu.opsgenie.com/v2/alerts?limit=20&sort=createdAt&offset=0&order=desc"},
        "took": 0.029, "requestId": "a5d0e2b8-6f41-4c97-b3e5-8d1a7c4f0e69"})))
    rs.add(task="mcp", tid="h36-mcp-17", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="alert id in the request status differs from the listed id of tiny 1482 (...3b58 -> ...3b85)")


# Miro: clean
def t18(rs: RowSet) -> None:
    system = mcp_system("miro", "Miro REST API v2 for the Payments Squad team", [
        tool("get_board_items", "List items on a board, optionally of one type; cursor-paginated.", {"board_id": S, "type": S, "limit": INT, "cursor": S}, ["board_id"]),
        tool("get_item", "Get one item.", {"board_id": S, "item_id": S}, ["board_id", "item_id"]),
        tool("create_sticky_note", "Create a sticky note.", {"board_id": S, "content": S, "fillColor": S, "position": OBJ, "parent_id": S}, ["board_id", "content"]),
        tool("update_item", "Update an item's position, parent or content.", {"board_id": S, "item_id": S, "position": OBJ, "parent_id": S, "content": S}, ["board_id", "item_id"]),
        tool("delete_item", "Delete an item.", {"board_id": S, "item_id": S}, ["board_id", "item_id"]),
        tool("create_connector", "Connect two items.", {"board_id": S, "start_item_id": S, "end_item_id": S, "shape": S, "caption": S}, ["board_id", "start_item_id", "end_item_id"]),
    ])
    board = "uXjVKz4Q9mE="
    state = ("Miro board 'Q3 Retro — Payments Squad' (board id uXjVKz4Q9mE=), OAuth token of Ama Owusu (facilitator, user id 3458764559102847331). "
             "The retro ended at 16:00 on 26 September 2024. Task: tidy the board: add the retry-budget action to the Actions frame, move the "
             "'pin Postgres minor version' note from To improve into Actions, remove the duplicated code-review note, and link the retry problem to its action.")
    frames = {"well": "3458764601237758210", "improve": "3458764601237758231", "actions": "3458764601237758254"}
    users = {"ama": "3458764559102847331", "jon": "3458764559102847402", "sofia": "3458764559102847518", "raj": "3458764559102847645", "lin": "3458764559102847790"}

    def note(i: str, text: str, color: str, frame: str, x: float, y: float, by: str, created: str, modified: str, mby: str | None = None) -> dict[str, Any]:
        return {"id": i, "type": "sticky_note", "data": {"content": f"<p>{text}</p>", "shape": "square"},
                "style": {"fillColor": color, "textAlign": "center", "textAlignVertical": "top"},
                "position": {"x": x, "y": y, "origin": "center", "relativeTo": "parent_top_left"},
                "geometry": {"width": 199.0, "height": 228.0}, "parent": {"id": frames[frame], "links": {"self": f"https://api.miro.com/v2/boards/{board}/frames/{frames[frame]}"}},
                "createdAt": created, "createdBy": {"id": users[by], "type": "user"}, "modifiedAt": modified, "modifiedBy": {"id": users[mby or by], "type": "user"},
                "links": {"self": f"https://api.miro.com/v2/boards/{board}/items/{i}"}}

    ns = [
        note("3458764601241193501", "Zero-downtime migration of the ledger DB went smoothly", "light_green", "well", 140.0, 160.0, "jon", "2024-09-26T15:02:11Z", "2024-09-26T15:02:11Z"),
        note("3458764601241193522", "On-call handover doc actually got used", "light_green", "well", 380.0, 160.0, "sofia", "2024-09-26T15:02:47Z", "2024-09-26T15:03:05Z"),
        note("3458764601241193548", "SEPA instant launch hit the date", "light_green", "well", 620.0, 160.0, "raj", "2024-09-26T15:03:20Z", "2024-09-26T15:03:20Z"),
        note("3458764601241193567", "Pairing with the fraud team on rules engine", "light_green", "well", 140.0, 420.0, "lin", "2024-09-26T15:04:02Z", "2024-09-26T15:04:02Z"),
        note("3458764601241193590", "Fewer pages this quarter (31 vs 52)", "light_green", "well", 380.0, 420.0, "ama", "2024-09-26T15:04:39Z", "2024-09-26T15:04:39Z"),
        note("3458764601241193614", "Code reviews wait > 1 day too often", "light_pink", "improve", 140.0, 160.0, "jon", "2024-09-26T15:06:15Z", "2024-09-26T15:06:15Z"),
        note("3458764601241193637", "Code reviews wait more than a day", "light_pink", "improve", 380.0, 160.0, "raj", "2024-09-26T15:06:22Z", "2024-09-26T15:06:22Z"),
        note("3458764601241193659", "Flaky e2e suite blocks merges (payout-flow spec)", "light_pink", "improve", 620.0, 160.0, "sofia", "2024-09-26T15:07:01Z", "2024-09-26T15:07:44Z"),
        note("3458764601241193682", "Ledger sync retries hammer the bank API during outages", "light_pink", "improve", 140.0, 420.0, "lin", "2024-09-26T15:07:53Z", "2024-09-26T15:07:53Z"),
        note("3458764601241193706", "Too many ad-hoc data requests from finance", "light_pink", "improve", 380.0, 420.0, "ama", "2024-09-26T15:08:30Z", "2024-09-26T15:08:30Z"),
        note("3458764601241193729", "Staging data is 6 months stale", "light_pink", "improve", 620.0, 420.0, "jon", "2024-09-26T15:09:12Z", "2024-09-26T15:09:12Z"),
        note("3458764601241193751", "Pin Postgres minor version in CI images", "light_pink", "improve", 140.0, 680.0, "raj", "2024-09-26T15:09:48Z", "2024-09-26T15:09:48Z"),
        note("3458764601241193774", "Action: review SLA bot pings after 4h (owner: Jon)", "light_yellow", "actions", 180.0, 160.0, "ama", "2024-09-26T15:48:20Z", "2024-09-26T15:49:02Z"),
        note("3458764601241193796", "Action: quarantine payout-flow spec, fix by 10 Oct (owner: Sofia)", "light_yellow", "actions", 180.0, 290.0, "ama", "2024-09-26T15:50:37Z", "2024-09-26T15:50:37Z"),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("get_board_items", board_id=board, type="sticky_note", limit=10), pj({
        "data": ns[:10], "total": 14, "size": 10, "limit": 10, "cursor": "MzQ1ODc2NDYwMTI0MTE5MzcwNn4=",
        "links": {"self": f"https://api.miro.com/v2/boards/{board}/items?limit=10&type=sticky_note",
                  "next": f"https://api.miro.com/v2/boards/{board}/items?limit=10&type=sticky_note&cursor=MzQ1ODc2NDYwMTI0MTE5MzcwNn4="}, "type": "cursor-list"})))
    turns.append((call("get_board_items", board_id=board, type="sticky_note", limit=10, cursor="MzQ1ODc2NDYwMTI0MTE5MzcwNn4="), pj({
        "data": ns[10:], "total": 14, "size": 4, "limit": 10,
        "links": {"self": f"https://api.miro.com/v2/boards/{board}/items?limit=10&type=sticky_note&cursor=MzQ1ODc2NDYwMTI0MTE5MzcwNn4="}, "type": "cursor-list"})))
    new = note("3458764601298845127", "Action: add a retry budget + jitter to ledger sync (owner: Lin)", "light_yellow", "actions", 180.0, 420.0, "ama", "2024-09-26T16:07:34Z", "2024-09-26T16:07:34Z")
    turns.append((call("create_sticky_note", board_id=board, content="<p>Action: add a retry budget + jitter to ledger sync (owner: Lin)</p>", fillColor="light_yellow",
                       position={"x": 180, "y": 420}, parent_id=frames["actions"]), pj(new)))
    moved = note("3458764601241193751", "Pin Postgres minor version in CI images", "light_pink", "actions", 180.0, 550.0, "raj", "2024-09-26T15:09:48Z", "2024-09-26T16:08:12Z", mby="ama")
    turns.append((call("update_item", board_id=board, item_id="3458764601241193751", position={"x": 180, "y": 550}, parent_id=frames["actions"]), pj(moved)))
    turns.append((call("delete_item", board_id=board, item_id="3458764601241193637"), mcp_text("Item 3458764601241193637 deleted (HTTP 204).")))
    turns.append((call("create_connector", board_id=board, start_item_id="3458764601241193682", end_item_id="3458764601298845127", shape="curved", caption="action"), pj({
        "id": "3458764601299012883", "type": "connector", "shape": "curved",
        "startItem": {"id": "3458764601241193682", "links": {"self": f"https://api.miro.com/v2/boards/{board}/items/3458764601241193682"}},
        "endItem": {"id": "3458764601298845127", "links": {"self": f"https://api.miro.com/v2/boards/{board}/items/3458764601298845127"}},
        "captions": [{"content": "action", "position": "50%", "textAlignVertical": "middle"}],
        "style": {"color": "#1a1a1a", "endStrokeCap": "stealth", "startStrokeCap": "none", "strokeColor": "#1a1a1a", "strokeStyle": "normal", "strokeWidth": "1.0", "fontSize": "14", "textOrientation": "horizontal"},
        "createdAt": "2024-09-26T16:09:05Z", "createdBy": {"id": users["ama"], "type": "user"}, "modifiedAt": "2024-09-26T16:09:05Z", "modifiedBy": {"id": users["ama"], "type": "user"},
        "links": {"self": f"https://api.miro.com/v2/boards/{board}/connectors/3458764601299012883"}})))
    final = [n for n in ns if n["id"] != "3458764601241193637"]
    final = [moved if n["id"] == moved["id"] else n for n in final] + [new]
    turns.append((call("get_board_items", board_id=board, type="sticky_note", limit=50), pj({
        "data": final, "total": 14, "size": 14, "limit": 50,
        "links": {"self": f"https://api.miro.com/v2/boards/{board}/items?limit=50&type=sticky_note"}, "type": "cursor-list"})))
    rs.add(task="mcp", tid="h36-mcp-18", system=system, turns=turns, state=state, bad=False)


# DigitalOcean: bad
def t19(rs: RowSet) -> None:
    system = mcp_system("digitalocean", "DigitalOcean API v2 for team Quillstack", [
        tool("list_droplets", "List Droplets, optionally by tag.", {"tag_name": S, "per_page": INT}, []),
        tool("get_droplet", "Get one Droplet.", {"droplet_id": INT}, ["droplet_id"]),
        tool("list_firewalls", "List cloud firewalls.", {}, []),
        tool("get_firewall", "Get one cloud firewall.", {"firewall_id": S}, ["firewall_id"]),
        tool("create_firewall", "Create a cloud firewall.", {"name": S, "inbound_rules": A, "outbound_rules": A, "droplet_ids": A, "tags": A}, ["name"]),
        tool("add_droplets_to_firewall", "Assign Droplets to a firewall.", {"firewall_id": S, "droplet_ids": A}, ["firewall_id", "droplet_ids"]),
        tool("droplet_action", "Run an action on a Droplet (snapshot, reboot, power_cycle, shutdown, power_on, resize).", {"droplet_id": INT, "type": S, "name": S}, ["droplet_id", "type"]),
        tool("get_action", "Get an action.", {"action_id": INT}, ["action_id"]),
        tool("list_snapshots", "List snapshots.", {"resource_type": S, "per_page": INT}, []),
    ])
    state = ("DigitalOcean team 'Quillstack', personal access token of Dmitri Volkov (read/write). It is 9 July 2024, about 10:15 UTC. Task: put the four "
             "web Droplets behind a new cloud firewall 'web-public' (HTTP/HTTPS from anywhere, SSH only from the office 203.0.113.24), then take a "
             "snapshot of web-01 before tonight's PHP 8.3 upgrade.")
    vpc = "5b2e8f14-7c9a-4d31-b6e0-a3f9d1c7e285"

    def drop(i: int, name: str, created: str, pub: str, priv: str, snaps: list[int], gw: str) -> dict[str, Any]:
        return {"id": i, "name": name, "memory": 4096, "vcpus": 2, "disk": 80, "locked": False, "status": "active", "kernel": None, "created_at": created,
                "features": ["monitoring", "droplet_agent", "private_networking"], "backup_ids": [], "next_backup_window": None, "snapshot_ids": snaps,
                "image": {"id": 155235471, "name": "24.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-24-04-x64", "public": True, "regions": ["fra1", "ams3", "lon1", "nyc3"], "type": "base", "min_disk_size": 7, "size_gigabytes": 2.87, "created_at": "2024-04-24T21:07:18Z"},
                "volume_ids": [], "size": {"slug": "s-2vcpu-4gb", "memory": 4096, "vcpus": 2, "disk": 80, "transfer": 4.0, "price_monthly": 24.0, "price_hourly": 0.03571, "available": True},
                "size_slug": "s-2vcpu-4gb",
                "networks": {"v4": [{"ip_address": priv, "netmask": "255.255.240.0", "gateway": "10.114.0.1", "type": "private"},
                                    {"ip_address": pub, "netmask": "255.255.240.0", "gateway": gw, "type": "public"}], "v6": []},
                "region": {"name": "Frankfurt 1", "slug": "fra1", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"], "available": True},
                "tags": ["prod", "web"], "vpc_uuid": vpc}

    w1 = drop(412587301, "web-01", "2024-03-14T09:22:41Z", "164.90.187.22", "10.114.0.2", [148802117], "164.90.176.1")
    w2 = drop(412587318, "web-02", "2024-03-14T09:23:05Z", "164.90.190.105", "10.114.0.3", [], "164.90.176.1")
    w3 = drop(428940115, "web-03", "2024-06-02T14:48:19Z", "46.101.205.71", "10.114.0.5", [], "46.101.192.1")
    w4 = drop(428940133, "web-04", "2024-06-02T14:48:33Z", "46.101.212.9", "10.114.0.6", [], "46.101.208.1")
    turns: list[tuple[str, str]] = []
    turns.append((call("list_droplets", tag_name="web", per_page=50), pj({"droplets": [w1, w2, w3, w4], "links": {}, "meta": {"total": 4}})))
    dbfw = {"id": "b7d9e0f1-3a2c-4e5d-8f61-7c2a9b4d0e13", "name": "db-only", "status": "succeeded", "created_at": "2024-03-14T09:40:12Z",
            "inbound_rules": [{"protocol": "tcp", "ports": "5432", "sources": {"tags": ["web"]}}, {"protocol": "tcp", "ports": "22", "sources": {"addresses": ["203.0.113.24/32"]}}],
            "outbound_rules": [{"protocol": "tcp", "ports": "all", "destinations": {"addresses": ["0.0.0.0/0", "::/0"]}}, {"protocol": "udp", "ports": "53", "destinations": {"addresses": ["0.0.0.0/0", "::/0"]}}],
            "droplet_ids": [401223876], "tags": [], "pending_changes": []}
    turns.append((call("list_firewalls"), pj({"firewalls": [dbfw], "links": {}, "meta": {"total": 1}})))
    inbound = [{"protocol": "tcp", "ports": "80", "sources": {"addresses": ["0.0.0.0/0", "::/0"]}},
               {"protocol": "tcp", "ports": "443", "sources": {"addresses": ["0.0.0.0/0", "::/0"]}},
               {"protocol": "tcp", "ports": "22", "sources": {"addresses": ["203.0.113.24/32"]}}]
    outbound = [{"protocol": "tcp", "ports": "all", "destinations": {"addresses": ["0.0.0.0/0", "::/0"]}},
                {"protocol": "udp", "ports": "all", "destinations": {"addresses": ["0.0.0.0/0", "::/0"]}},
                {"protocol": "icmp", "destinations": {"addresses": ["0.0.0.0/0", "::/0"]}}]
    fw_id = "e4a1c7f2-9b3d-4f58-a06e-2d8c5b1f7a94"
    fw0 = {"id": fw_id, "name": "web-public", "status": "waiting", "created_at": "2024-07-09T10:16:03Z", "inbound_rules": inbound, "outbound_rules": outbound,
           "droplet_ids": [412587301, 412587318], "tags": [],
           "pending_changes": [{"droplet_id": 412587301, "removing": False, "status": "waiting"}, {"droplet_id": 412587318, "removing": False, "status": "waiting"}]}
    turns.append((call("create_firewall", name="web-public", inbound_rules=inbound, outbound_rules=outbound, droplet_ids=[412587301, 412587318]), pj({"firewall": fw0})))
    turns.append((call("add_droplets_to_firewall", firewall_id=fw_id, droplet_ids=[428940115, 428940133]), mcp_text("HTTP 204 No Content: 2 droplet(s) assigned to firewall e4a1c7f2-9b3d-4f58-a06e-2d8c5b1f7a94.")))
    fw1 = {**fw0, "status": "succeeded", "droplet_ids": [412587301, 412587318, 428940115, 428940133], "pending_changes": []}
    turns.append((call("get_firewall", firewall_id=fw_id), pj({"firewall": fw1})))
    snap_name = "web-01-pre-php83-2024-07-09"
    act = {"id": 2201938475, "status": "in-progress", "type": "snapshot", "started_at": "2024-07-09T10:18:27Z", "completed_at": None,
           "resource_id": 412587301, "resource_type": "droplet", "region": {"name": "Frankfurt 1", "slug": "fra1"}, "region_slug": "fra1"}
    turns.append((call("droplet_action", droplet_id=412587301, type="snapshot", name=snap_name), pj({"action": act})))
    turns.append((call("get_action", action_id=2201938475), pj({"action": act})))
    turns.append((call("get_action", action_id=2201938475), pj({"action": {**act, "status": "completed", "completed_at": "2024-07-09T10:22:51Z"}})))
    snaps = [
        {"id": "148802117", "name": "web-01-base-2024-03-14", "regions": ["fra1"], "created_at": "2024-03-14T10:05:37Z", "resource_id": "412587301", "resource_type": "droplet", "min_disk_size": 80, "size_gigabytes": 3.91, "tags": []},
        {"id": "152660934", "name": "db-01-pre-pg16", "regions": ["fra1"], "created_at": "2024-05-07T21:14:02Z", "resource_id": "401223876", "resource_type": "droplet", "min_disk_size": 160, "size_gigabytes": 27.35, "tags": ["db"]},
        {"id": "159204388", "name": snap_name, "regions": ["fra1"], "created_at": "2024-07-09T10:18:27Z", "resource_id": "412587301", "resource_type": "droplet", "min_disk_size": 80, "size_gigabytes": 6.42, "tags": []},
    ]
    turns.append((call("list_snapshots", resource_type="droplet", per_page=50), pj({"snapshots": snaps, "links": {}, "meta": {"total": 3}})))
    fw_bad = {**fw1, "id": "e4a1c7f2-9b3d-4f58-a06e-2d8c5b1f7a49"}
    turns.append((call("list_firewalls"), pj({"firewalls": [dbfw, fw_bad], "links": {}, "meta": {"total": 2}})))
    w1b = {**w1, "snapshot_ids": [148802117, 159204388]}
    turns.append((call("get_droplet", droplet_id=412587301), pj({"droplet": w1b})))
    turns.append((call("list_droplets", tag_name="web", per_page=50), pj({"droplets": [w1b, w2, w3, w4], "links": {}, "meta": {"total": 4}})))
    rs.add(task="mcp", tid="h36-mcp-19", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="firewall web-public listed with a different id (...1f7a94 -> ...1f7a49)")


# PostHog: clean
def t20(rs: RowSet) -> None:
    system = mcp_system("posthog", "PostHog product analytics (EU cloud) for project Driftly App", [
        tool("query", "Run a HogQL query and return columns and rows.", {"project_id": INT, "query": S}, ["project_id", "query"]),
        tool("list_feature_flags", "List feature flags of a project.", {"project_id": INT, "active": B, "limit": INT}, ["project_id"]),
        tool("get_feature_flag", "Get a feature flag.", {"project_id": INT, "flag_id": INT}, ["project_id", "flag_id"]),
        tool("update_feature_flag", "Update a feature flag (filters, active, name).", {"project_id": INT, "flag_id": INT, "filters": OBJ, "active": B}, ["project_id", "flag_id"]),
        tool("list_events", "List recent events, newest first.", {"project_id": INT, "event": S, "properties": A, "limit": INT}, ["project_id"]),
        tool("get_insight", "Get a saved insight by short id; refresh=true recomputes it.", {"project_id": INT, "short_id": S, "refresh": B}, ["project_id", "short_id"]),
    ])
    state = ("PostHog EU cloud, personal API key of Camille Fournier (growth PM). Project 'Driftly App' (id 48213). It is 14 May 2024, about 10:30 UTC. "
             "Task: get a feel for the last day's traffic, raise the new paywall copy flag from 20% to 50%, confirm the flag is being evaluated with "
             "both variants, and refresh the paywall funnel.")
    pid = 48213
    hq = "SELECT event, count() AS c FROM events WHERE timestamp > now() - INTERVAL 1 DAY GROUP BY event ORDER BY c DESC LIMIT 10"
    rows1 = [["$pageview", 184212], ["$autocapture", 152907], ["$screen", 98341], ["$pageleave", 71520], ["workout_started", 18844],
             ["workout_completed", 14390], ["$feature_flag_called", 12067], ["paywall_viewed", 6210], ["onboarding_completed", 1337], ["subscription_started", 412]]
    turns: list[tuple[str, str]] = []
    turns.append((call("query", project_id=pid, query=hq), pj({"columns": ["event", "c"], "types": [["event", "String"], ["c", "UInt64"]], "results": rows1,
                                                              "hasMore": False, "limit": 10, "offset": 0, "timings": [{"k": "./clickhouse_execute", "t": 0.8114}, {"k": ".", "t": 0.9402}],
                                                              "hogql": hq, "modifiers": {"personsOnEventsMode": "person_id_override_properties_on_events"}})))
    camille = {"id": 301877, "uuid": "018b7e2c-4a51-0000-93d4-6f1c8e2a7b35", "distinct_id": "wQ5kT2mZx8Lp3Nv7Rc1Hd9Yb", "first_name": "Camille", "email": "camille@driftly.app"}
    theo = {"id": 301902, "uuid": "018b7e2f-1c93-0000-5e7a-2d8b4f6c9a01", "distinct_id": "Jr4Nw8Qx1Zt6Kv3Lm9Pc2Hb", "first_name": "Théo", "email": "theo@driftly.app"}

    def flag(i: int, key: str, name: str, active: bool, groups: list[dict[str, Any]], created: str, by: dict[str, Any], variants: dict[str, Any] | None = None,
             version: int = 1) -> dict[str, Any]:
        filters: dict[str, Any] = {"groups": groups, "payloads": {}}
        if variants:
            filters["multivariate"] = variants
        return {"id": i, "key": key, "name": name, "filters": filters, "deleted": False, "active": active, "created_by": by, "created_at": created,
                "is_simple_flag": (len(groups) == 1 and not groups[0]["properties"]), "rollout_percentage": (groups[0]["rollout_percentage"] if len(groups) == 1 and not groups[0]["properties"] else None),
                "ensure_experience_continuity": False, "experiment_set": [], "tags": [], "version": version}

    paywall_var = {"variants": [{"key": "control", "name": "Current copy", "rollout_percentage": 50}, {"key": "benefit-led", "name": "Benefit-led copy", "rollout_percentage": 50}]}
    pw = flag(88231, "new-paywall-copy", "Benefit-led paywall copy (A/B)", True, [{"properties": [], "rollout_percentage": 20, "variant": None}], "2024-05-06T13:22:40.118204Z", camille, paywall_var, version=3)
    flags = [
        pw,
        flag(88102, "workout-streaks", "Workout streak badges", True, [{"properties": [], "rollout_percentage": 100, "variant": None}], "2024-04-29T09:05:11.550913Z", theo, version=5),
        flag(87955, "ai-coach-beta", "AI coach (beta testers)", True, [{"properties": [{"key": "beta_tester", "type": "person", "value": ["true"], "operator": "exact"}], "rollout_percentage": 100, "variant": None},
                                                                      {"properties": [{"key": "email", "type": "person", "value": "@driftly.app", "operator": "icontains"}], "rollout_percentage": 100, "variant": None}],
             "2024-04-18T16:47:02.009377Z", theo, version=2),
        flag(87610, "offline-mode", "Offline workout mode", True, [{"properties": [{"key": "$app_version", "type": "person", "value": "3.8.0", "operator": "gte"}], "rollout_percentage": 30, "variant": None}],
             "2024-04-03T11:30:26.774061Z", theo, version=4),
        flag(86987, "legacy-onboarding", "Legacy 7-step onboarding", False, [{"properties": [], "rollout_percentage": 0, "variant": None}], "2024-02-20T08:14:55.302418Z", camille, version=7),
    ]
    turns.append((call("list_feature_flags", project_id=pid, limit=20), pj({"count": 5, "next": None, "previous": None, "results": flags})))
    turns.append((call("get_feature_flag", project_id=pid, flag_id=88231), pj({**pw, "updated_at": "2024-05-07T08:41:19.605127Z", "last_modified_by": camille,
                                                                             "usage_dashboard": 1120584, "analytics_dashboards": [], "has_enriched_analytics": False,
                                                                             "can_edit": True, "surveys": [], "features": []})))
    pw2 = {**pw, "filters": {**pw["filters"], "groups": [{"properties": [], "rollout_percentage": 50, "variant": None}]}, "rollout_percentage": 50, "version": 4}
    turns.append((call("update_feature_flag", project_id=pid, flag_id=88231, filters={"groups": [{"properties": [], "rollout_percentage": 50}], "multivariate": paywall_var}),
                  pj({**pw2, "updated_at": "2024-05-14T10:33:48.220931Z", "last_modified_by": camille, "usage_dashboard": 1120584, "analytics_dashboards": [],
                      "has_enriched_analytics": False, "can_edit": True, "surveys": [], "features": []})))
    rows2 = [["$pageview", 184655], ["$autocapture", 153290], ["$screen", 98512], ["$pageleave", 71688], ["workout_started", 18871],
             ["workout_completed", 14402], ["$feature_flag_called", 12149], ["paywall_viewed", 6237], ["onboarding_completed", 1341], ["subscription_started", 413]]
    turns.append((call("query", project_id=pid, query=hq), pj({"columns": ["event", "c"], "types": [["event", "String"], ["c", "UInt64"]], "results": rows2,
                                                              "hasMore": False, "limit": 10, "offset": 0, "timings": [{"k": "./clickhouse_execute", "t": 0.7528}, {"k": ".", "t": 0.8833}],
                                                              "hogql": hq, "modifiers": {"personsOnEventsMode": "person_id_override_properties_on_events"}})))
    hq2 = "SELECT toDate(timestamp) AS day, count() AS c FROM events WHERE event = 'onboarding_completed' AND timestamp >= toStartOfDay(now()) - INTERVAL 6 DAY GROUP BY day ORDER BY day"
    turns.append((call("query", project_id=pid, query=hq2), pj({"columns": ["day", "c"], "types": [["day", "Date"], ["c", "UInt64"]],
                                                               "results": [["2024-05-08", 1288], ["2024-05-09", 1315], ["2024-05-10", 1197], ["2024-05-11", 1546], ["2024-05-12", 1623], ["2024-05-13", 1402], ["2024-05-14", 598]],
                                                               "hasMore": False, "limit": 100, "offset": 0, "timings": [{"k": "./clickhouse_execute", "t": 0.2216}, {"k": ".", "t": 0.3057}], "hogql": hq2})))
    evs = [
        ("018f76ab-aa74-7f41-a9d6-3e5c1b7f20a8", "2024-05-14T10:35:12.884000+00:00", "u_7f3k92mx", "benefit-led", "ios", "3.9.1"),
        ("018f76ab-9c75-7c20-8b13-f4a26d9e5c71", "2024-05-14T10:35:09.301000+00:00", "u_2q8vn4lt", "control", "android", "3.9.0"),
        ("018f76ab-8835-7d85-b2e0-9c4f81a3d6e2", "2024-05-14T10:35:04.117000+00:00", "u_9w1zr6pe", "benefit-led", "ios", "3.9.1"),
        ("018f76ab-72d2-7a13-94f7-2d8b5e0c1f39", "2024-05-14T10:34:58.642000+00:00", "u_4m6ks0ya", None, "android", "3.9.1"),
        ("018f76ab-5552-7e96-a1c8-6f0e3d9b4a57", "2024-05-14T10:34:51.090000+00:00", "u_8h2tq7cn", "control", "ios", "3.8.4"),
        ("018f76ab-2c3d-7b02-8e5a-1c7d4f2b6e80", "2024-05-14T10:34:40.573000+00:00", "u_1c5xw3jd", "benefit-led", "android", "3.9.0"),
        ("018f76aa-ffea-7f57-b6d1-4e9a0c8f3d12", "2024-05-14T10:34:29.226000+00:00", "u_6p9bm2vr", None, "ios", "3.9.1"),
        ("018f76aa-c446-7c38-9f04-8b2d6e1a5c63", "2024-05-14T10:34:13.958000+00:00", "u_3n7fy5gk", "control", "web", "3.9.1"),
    ]
    turns.append((call("list_events", project_id=pid, event="$feature_flag_called", properties=[{"key": "$feature_flag", "value": "new-paywall-copy", "operator": "exact", "type": "event"}], limit=8), pj({
        "next": "https://eu.posthog.com/api/projects/48213/events/?event=%24feature_flag_called&limit=8&before=2024-05-14T10%3A34%3A13.958000%2B00%3A00",
        "results": [{"id": e[0], "distinct_id": e[2], "event": "$feature_flag_called", "timestamp": e[1],
                     "properties": {"$feature_flag": "new-paywall-copy", "$feature_flag_response": (e[3] if e[3] else False), "$os": {"ios": "iOS", "android": "Android", "web": "Mac OS X"}[e[4]],
                                    "$lib": {"ios": "posthog-ios", "android": "posthog-android", "web": "web"}[e[4]], "$app_version": e[5], "locked_flag_called": False},
                     "elements": [], "elements_chain": ""} for e in evs]})))
    funnel_q = {"kind": "InsightVizNode", "source": {"kind": "FunnelsQuery", "series": [{"kind": "EventsNode", "event": "paywall_viewed"}, {"kind": "EventsNode", "event": "subscription_started"}],
                                                     "dateRange": {"date_from": "-7d"}, "funnelsFilter": {"funnelWindowInterval": 1, "funnelWindowIntervalUnit": "day", "funnelVizType": "steps"},
                                                     "breakdownFilter": {"breakdown": "$feature/new-paywall-copy", "breakdown_type": "event"}}}

    def funnel(c: list[tuple[str, int, int]]) -> list[list[dict[str, Any]]]:
        return [[{"action_id": "paywall_viewed", "name": "paywall_viewed", "order": 0, "count": a, "breakdown_value": [b], "average_conversion_time": None},
                 {"action_id": "subscription_started", "name": "subscription_started", "order": 1, "count": s, "breakdown_value": [b], "average_conversion_time": 1843.6}] for b, a, s in c]

    base_ins = {"id": 2204718, "short_id": "k3T9xQ2m", "name": "Paywall → subscription (7d, by paywall variant)", "derived_name": None, "query": funnel_q,
                "created_at": "2024-05-06T13:40:05.992318Z", "created_by": camille, "favorited": True, "saved": True, "dashboards": [1120584], "tags": ["growth"]}
    res1 = funnel([("control", 28411, 2034), ("benefit-led", 7122, 561), ("", 5697, 279)])
    turns.append((call("get_insight", project_id=pid, short_id="k3T9xQ2m"), pj({**base_ins, "result": res1, "last_refresh": "2024-05-14T08:02:11.409855Z", "is_cached": True,
                                                                               "next_allowed_client_refresh": "2024-05-14T08:17:11.409855Z", "timezone": "Europe/Paris"})))
    res2 = funnel([("control", 28506, 2038), ("benefit-led", 7219, 568), ("", 5712, 279)])
    turns.append((call("get_insight", project_id=pid, short_id="k3T9xQ2m", refresh=True), pj({**base_ins, "result": res2, "last_refresh": "2024-05-14T10:36:40.117602Z", "is_cached": False,
                                                                                             "next_allowed_client_refresh": "2024-05-14T10:51:40.117602Z", "timezone": "Europe/Paris"})))
    rs.add(task="mcp", tid="h36-mcp-20", system=system, turns=turns, state=state, bad=False)


# Monday.com: bad
def t21(rs: RowSet) -> None:
    system = mcp_system("monday", "monday.com GraphQL API for account Sunbird Events", [
        tool("get_boards", "List boards in the account.", {"limit": INT, "workspace_ids": A}, []),
        tool("get_groups", "List the groups of a board.", {"board_id": S}, ["board_id"]),
        tool("get_board_items", "List items of a board with their column values.", {"board_id": S, "limit": INT, "cursor": S}, ["board_id"]),
        tool("get_item", "Get one item with its column values and updates.", {"item_id": S}, ["item_id"]),
        tool("change_column_value", "Change one column value of an item.", {"board_id": S, "item_id": S, "column_id": S, "value": S}, ["board_id", "item_id", "column_id", "value"]),
        tool("create_item", "Create an item in a group.", {"board_id": S, "group_id": S, "item_name": S, "column_values": S}, ["board_id", "item_name"]),
        tool("create_update", "Post an update (comment) on an item.", {"item_id": S, "body": S}, ["item_id", "body"]),
        tool("move_item_to_group", "Move an item to another group.", {"item_id": S, "group_id": S}, ["item_id", "group_id"]),
        tool("archive_item", "Archive an item.", {"item_id": S}, ["item_id"]),
    ])
    state = ("monday.com account 'Sunbird Events' (account id 18233045), API token of Ines Kraus (user 51820447). It is 5 August 2024, about 14:00 CEST. "
             "Task on the 'Summit 2024 — Vendor Tracker' board: AV rental contract is signed (mark Done and move to Completed), the catering "
             "numbers deadline moves to 6 September (note why), add a photo booth rental to Pending, and archive the superseded shuttle bus quote.")
    bid = "6612047385"
    groups = {"topics": "Pending", "new_group38291": "Confirmed", "new_group55107": "Completed"}
    owners = {"Sara": ("Sara Lindner", 51820462), "Tobias": ("Tobias Wenger", 51820479), "Ines": ("Ines Kraus", 51820447)}
    turns: list[tuple[str, str]] = []
    turns.append((call("get_boards", limit=10), pj({"data": {"boards": [
        {"id": bid, "name": "Summit 2024 — Vendor Tracker", "state": "active", "board_kind": "public", "items_count": 12, "workspace": {"id": "3391820", "name": "Events Ops"}, "updated_at": "2024-08-02T15:47:22Z"},
        {"id": "6612047122", "name": "Summit 2024 — Speakers", "state": "active", "board_kind": "public", "items_count": 27, "workspace": {"id": "3391820", "name": "Events Ops"}, "updated_at": "2024-08-05T09:12:03Z"},
        {"id": "6612046890", "name": "Summit 2024 — Budget", "state": "active", "board_kind": "private", "items_count": 41, "workspace": {"id": "3391820", "name": "Events Ops"}, "updated_at": "2024-08-01T17:30:55Z"},
        {"id": "5804431177", "name": "Winter Gala 2023 — Vendors", "state": "archived", "board_kind": "public", "items_count": 16, "workspace": {"id": "3391820", "name": "Events Ops"}, "updated_at": "2024-01-19T10:04:41Z"},
    ]}, "account_id": 18233045})))
    turns.append((call("get_groups", board_id=bid), pj({"data": {"boards": [{"groups": [
        {"id": "topics", "title": "Pending", "color": "#fdab3d", "position": "65536", "archived": False},
        {"id": "new_group38291", "title": "Confirmed", "color": "#579bfc", "position": "98304", "archived": False},
        {"id": "new_group55107", "title": "Completed", "color": "#00c875", "position": "131072", "archived": False},
    ]}]}, "account_id": 18233045})))

    def it(i: str, name: str, grp: str, status: str, owner: str, due: str, budget: int, contact: str, cat: str) -> dict[str, Any]:
        return {"id": i, "name": name, "group": {"id": grp, "title": groups[grp]}, "column_values": [
            {"id": "status", "type": "status", "text": status},
            {"id": "person", "type": "people", "text": owners[owner][0]},
            {"id": "date4", "type": "date", "text": due},
            {"id": "numbers", "type": "numbers", "text": str(budget)},
            {"id": "text", "type": "text", "text": contact},
            {"id": "dropdown", "type": "dropdown", "text": cat}]}

    items = {
        "av": it("1472839101", "AV rental — main stage", "new_group38291", "Working on it", "Sara", "2024-08-30", 18500, "Lumos AV / k.berg@lumosav.de", "AV"),
        "cat": it("1472839117", "Catering — day 1 & 2", "new_group38291", "Working on it", "Tobias", "2024-08-23", 42300, "Gastro Rhein / events@gastro-rhein.de", "Catering"),
        "light": it("1472839132", "Stage lighting", "new_group38291", "Working on it", "Sara", "2024-08-30", 9800, "Lumos AV / k.berg@lumosav.de", "AV"),
        "venue": it("1472839150", "Venue deposit", "new_group55107", "Done", "Ines", "2024-06-14", 25000, "Rheinhalle / booking@rheinhalle.de", "Venue"),
        "badge": it("1472839168", "Badge printing", "topics", "Not started", "Tobias", "2024-09-02", 2100, "Druckwerk 24 / hallo@druckwerk24.de", "Print"),
        "shold": it("1472839183", "Shuttle bus (old quote)", "topics", "Stuck", "Ines", "2024-08-15", 6400, "CityBus GmbH / info@citybus-gmbh.de", "Transport"),
        "snew": it("1472839201", "Shuttle bus — Rheinbus", "new_group38291", "Working on it", "Ines", "2024-08-20", 5900, "Rheinbus / gruppen@rheinbus.de", "Transport"),
        "swag": it("1472839219", "Swag bags", "topics", "Working on it", "Tobias", "2024-08-26", 3750, "Merchlab / team@merchlab.eu", "Merch"),
        "live": it("1472839236", "Livestream crew", "topics", "Stuck", "Sara", "2024-08-28", 7200, "Streamhaus / produktion@streamhaus.tv", "AV"),
        "sec": it("1472839254", "Security staff", "new_group38291", "Working on it", "Ines", "2024-09-01", 4600, "Secura Events / dispo@secura-events.de", "Staffing"),
        "photo": it("1472839270", "Photographer", "topics", "Not started", "Tobias", "2024-08-30", 2400, "Lena Ruiz / lena@ruiz-foto.de", "Media"),
        "wifi": it("1472839288", "Wi-Fi upgrade (venue)", "new_group38291", "Done", "Sara", "2024-07-31", 3100, "Rheinhalle IT / it@rheinhalle.de", "Venue"),
    }
    order = ["av", "cat", "light", "venue", "badge", "shold", "snew", "swag", "live", "sec", "photo", "wifi"]
    turns.append((call("get_board_items", board_id=bid, limit=50), pj({"data": {"boards": [{"items_page": {"cursor": None, "items": [items[k] for k in order]}}]}, "account_id": 18233045})))
    turns.append((call("change_column_value", board_id=bid, item_id="1472839101", column_id="status", value="{\"label\": \"Done\"}"),
                  pj({"data": {"change_column_value": {"id": "1472839101", "name": "AV rental — main stage", "updated_at": "2024-08-05T12:01:14Z",
                                                       "column_values": [{"id": "status", "type": "status", "text": "Done"}]}}, "account_id": 18233045})))
    turns.append((call("change_column_value", board_id=bid, item_id="1472839117", column_id="date4", value="{\"date\": \"2024-09-06\"}"),
                  pj({"data": {"change_column_value": {"id": "1472839117", "name": "Catering — day 1 & 2", "updated_at": "2024-08-05T12:01:40Z",
                                                       "column_values": [{"id": "date4", "type": "date", "text": "2024-09-06"}]}}, "account_id": 18233045})))
    booth = it("1490215573", "Photo booth rental", "topics", "Not started", "Tobias", "2024-09-04", 1800, "Snapbox / hallo@snapbox.de", "Media")
    turns.append((call("create_item", board_id=bid, group_id="topics", item_name="Photo booth rental",
                       column_values="{\"status\": {\"label\": \"Not started\"}, \"person\": {\"personsAndTeams\": [{\"id\": 51820479, \"kind\": \"person\"}]}, \"date4\": {\"date\": \"2024-09-04\"}, \"numbers\": \"1800\", \"text\": \"Snapbox / hallo@snapbox.de\", \"dropdown\": {\"labels\": [\"Media\"]}}"),
                  pj({"data": {"create_item": {**booth, "board": {"id": bid}, "created_at": "2024-08-05T12:02:26Z", "creator_id": "51820447"}}, "account_id": 18233045})))
    upd_body = "Gastro Rhein agreed to take final headcount and dietary numbers on 6 Sept (was 23 Aug) because registration closes 5 Sept. Menu is final."
    turns.append((call("create_update", item_id="1472839117", body=upd_body), pj({"data": {"create_update": {
        "id": "3271940586", "item_id": "1472839117", "body": f"<p>{upd_body}</p>", "text_body": upd_body, "created_at": "2024-08-05T12:03:05Z",
        "creator": {"id": "51820447", "name": "Ines Kraus"}}}, "account_id": 18233045})))
    turns.append((call("move_item_to_group", item_id="1472839101", group_id="new_group55107"), pj({"data": {"move_item_to_group": {
        "id": "1472839101", "name": "AV rental — main stage", "group": {"id": "new_group55107", "title": "Completed"}}}, "account_id": 18233045})))
    turns.append((call("archive_item", item_id="1472839183"), pj({"data": {"archive_item": {"id": "1472839183", "name": "Shuttle bus (old quote)", "state": "archived"}}, "account_id": 18233045})))
    cat2 = it("1472839117", "Catering — day 1 & 2", "new_group38291", "Working on it", "Tobias", "2024-09-06", 42300, "Gastro Rhein / events@gastro-rhein.de", "Catering")
    turns.append((call("get_item", item_id="1472839117"), pj({"data": {"items": [{**cat2, "state": "active", "created_at": "2024-05-21T08:44:19Z", "updated_at": "2024-08-05T12:03:05Z",
                                                                              "updates": [{"id": "3271940586", "text_body": upd_body, "created_at": "2024-08-05T12:03:05Z", "creator": {"name": "Ines Kraus"}},
                                                                                          {"id": "3188457021", "text_body": "Tasting booked for 24 July, 15:00 at their kitchen in Deutz.", "created_at": "2024-07-12T09:20:47Z", "creator": {"name": "Tobias Wenger"}}]}]},
                                                                    "account_id": 18233045})))
    turns.append((call("get_item", item_id="1490215573"), pj({"data": {"items": [{**booth, "state": "active", "created_at": "2024-08-05T12:02:26Z", "updated_at": "2024-08-05T12:02:26Z", "updates": []}]}, "account_id": 18233045})))
    av2 = it("1472839101", "AV rental — main stage", "new_group55107", "Done", "Sara", "2024-08-30", 18500, "Lumos AV / k.berg@lumosav.de", "AV")
    light_bad = it("1472839132", "Stage lighting", "new_group38291", "Stuck", "Sara", "2024-08-30", 9800, "Lumos AV / k.berg@lumosav.de", "AV")
    final = [av2, cat2, light_bad, items["venue"], items["badge"], items["snew"], items["swag"], items["live"], items["sec"], items["photo"], items["wifi"], booth]
    turns.append((call("get_board_items", board_id=bid, limit=50), pj({"data": {"boards": [{"items_page": {"cursor": None, "items": final}}]}, "account_id": 18233045})))
    rs.add(task="mcp", tid="h36-mcp-21", system=system, turns=turns, state=state, bad=True, turn=12,
           kind="untouched item Stage lighting shows status Stuck, was Working on it; no action changed it")


# Statuspage: clean
def t22(rs: RowSet) -> None:
    system = mcp_system("statuspage", "Atlassian Statuspage API for the Tallyfront status page", [
        tool("list_components", "List components of a page.", {"page_id": S}, ["page_id"]),
        tool("update_component", "Update a component's status or description.", {"page_id": S, "component_id": S, "status": S, "description": S}, ["page_id", "component_id"]),
        tool("list_incidents", "List incidents of a page, newest first.", {"page_id": S, "q": S, "limit": INT}, ["page_id"]),
        tool("get_incident", "Get an incident.", {"page_id": S, "incident_id": S}, ["page_id", "incident_id"]),
        tool("create_incident", "Create a realtime incident.", {"page_id": S, "name": S, "status": S, "impact_override": S, "body": S, "components": OBJ, "component_ids": A, "deliver_notifications": B}, ["page_id", "name"]),
        tool("update_incident", "Post an update to an incident, optionally changing its status and component statuses.", {"page_id": S, "incident_id": S, "status": S, "body": S, "components": OBJ, "component_ids": A, "deliver_notifications": B}, ["page_id", "incident_id"]),
    ])
    page = "kctbh9vrtdwd"
    state = ("Statuspage page 'Tallyfront Status' (page id kctbh9vrtdwd, status.tallyfront.com), API key of Owen Fitzgerald (support lead). "
             "It is 27 November 2024, 08:13 UTC. Bank feed imports are delayed for many customers; Xero sync is slow as a knock-on. Task: open "
             "an incident, keep it updated through identification and monitoring, resolve it once imports have caught up, and leave all components operational.")
    comps = [
        ("8k2v5m1q9x3c", "API", "4n7z1b8w2p6d", 1, "Public REST API and OAuth"),
        ("yq5t0r3n6w8e", "Web app", "4n7z1b8w2p6d", 2, "app.tallyfront.com"),
        ("b1d4g7j0m3p5", "Invoicing engine", "4n7z1b8w2p6d", 3, "Invoice generation, reminders and PDF rendering"),
        ("s9v2y5b8e1h4", "Payments processing", "4n7z1b8w2p6d", 4, "Card and direct debit collection"),
        ("c3f6i9l2o5r8", "Bank feeds", "h2k5n8q1t4w7", 1, "Daily and intraday bank transaction imports"),
        ("u7x0a3d6g9j2", "Xero sync", "h2k5n8q1t4w7", 2, "Two-way sync with Xero"),
        ("e5h8k1n4q7t0", "QuickBooks sync", "h2k5n8q1t4w7", 3, "Two-way sync with QuickBooks Online"),
        ("m4p7s0v3y6b9", "Email delivery", "h2k5n8q1t4w7", 4, "Outbound invoice and notification email"),
        ("w8z1c4f7i0l3", "Webhooks", "h2k5n8q1t4w7", 5, "Outbound webhooks to customer endpoints"),
    ]
    upd0 = {"8k2v5m1q9x3c": "2024-10-30T16:42:08.114Z", "yq5t0r3n6w8e": "2024-10-30T16:42:08.131Z", "b1d4g7j0m3p5": "2024-09-12T07:55:41.602Z",
            "s9v2y5b8e1h4": "2024-11-04T11:20:37.918Z", "c3f6i9l2o5r8": "2024-11-18T06:31:10.447Z", "u7x0a3d6g9j2": "2024-08-21T13:09:52.360Z",
            "e5h8k1n4q7t0": "2024-08-21T13:09:52.377Z", "m4p7s0v3y6b9": "2024-10-02T19:44:15.085Z", "w8z1c4f7i0l3": "2024-06-17T10:02:29.731Z"}

    def comp(c: tuple[str, str, str, int, str], status: str, updated: str) -> dict[str, Any]:
        return {"id": c[0], "page_id": page, "group_id": c[2], "created_at": "2022-04-06T09:18:44.200Z", "updated_at": updated, "group": False,
                "name": c[1], "description": c[4], "position": c[3], "status": status, "showcase": True, "only_show_if_degraded": False,
                "automation_email": f"component+{c[0]}@notifications.statuspage.io", "start_date": "2022-04-06"}

    groups = [
        {"id": "4n7z1b8w2p6d", "page_id": page, "group_id": None, "created_at": "2022-04-06T09:17:02.510Z", "updated_at": "2022-04-06T09:17:02.510Z", "group": True, "name": "Core platform", "description": None, "position": 1, "status": "operational", "showcase": False, "only_show_if_degraded": False, "components": [c[0] for c in comps[:4]]},
        {"id": "h2k5n8q1t4w7", "page_id": page, "group_id": None, "created_at": "2022-04-06T09:17:21.884Z", "updated_at": "2022-04-06T09:17:21.884Z", "group": True, "name": "Integrations", "description": None, "position": 2, "status": "operational", "showcase": False, "only_show_if_degraded": False, "components": [c[0] for c in comps[4:]]},
    ]
    turns: list[tuple[str, str]] = []
    turns.append((call("list_components", page_id=page), pj([groups[0], *[comp(c, "operational", upd0[c[0]]) for c in comps[:4]], groups[1], *[comp(c, "operational", upd0[c[0]]) for c in comps[4:]]])))

    def past(i: str, name: str, impact: str, created: str, resolved: str, short: str) -> dict[str, Any]:
        return {"id": i, "name": name, "status": "resolved", "impact": impact, "created_at": created, "updated_at": resolved, "monitoring_at": None,
                "resolved_at": resolved, "shortlink": f"https://stspg.io/{short}", "page_id": page, "scheduled_for": None}

    turns.append((call("list_incidents", page_id=page, limit=4), pj([
        past("t2w5z8c1f4i7", "Bank feeds delayed for Barclays and Lloyds accounts", "minor", "2024-11-18T05:12:40.330Z", "2024-11-18T06:31:22.018Z", "k8v2qz3x9"),
        past("g6j9m2p5s8v1", "Elevated card payment failures", "major", "2024-11-04T10:02:15.774Z", "2024-11-04T11:20:49.502Z", "p3m7tw1c4"),
        past("x1a4d7g0j3m6", "Intermittent errors loading the web app", "minor", "2024-10-30T15:51:03.219Z", "2024-10-30T16:42:19.886Z", "b9n4ks6r2"),
        past("q5t8w1z4c7f0", "Delayed invoice reminder emails", "minor", "2024-10-02T18:20:47.600Z", "2024-10-02T19:44:27.341Z", "f5d8hq0y7"),
    ])))
    iid = "p8q1s4v7y0b3"
    bank, xero = comps[4], comps[5]

    def iu(uid: str, status: str, body: str, at: str, affected: list[dict[str, str]]) -> dict[str, Any]:
        return {"id": uid, "status": status, "body": body, "incident_id": iid, "created_at": at, "updated_at": at, "display_at": at,
                "affected_components": affected, "deliver_notifications": True, "custom_tweet": None, "tweet_id": None}

    b1 = "We are investigating delays in bank feed imports. New transactions from some banks may take several hours to appear. Existing data is not affected."
    t1 = "2024-11-27T08:14:22.509Z"
    u1 = iu("r3v6y9b2e5h8", "investigating", b1, t1, [{"code": bank[0], "name": "Bank feeds", "old_status": "operational", "new_status": "degraded_performance"}])
    inc1 = {"id": iid, "name": "Delayed bank feed imports", "status": "investigating", "impact": "minor", "impact_override": "minor",
            "created_at": t1, "updated_at": t1, "monitoring_at": None, "resolved_at": None, "started_at": t1, "shortlink": "https://stspg.io/w2c6jn8f1",
            "page_id": page, "scheduled_for": None, "incident_updates": [u1], "components": [comp(bank, "degraded_performance", t1)]}
    turns.append((call("create_incident", page_id=page, name="Delayed bank feed imports", status="investigating", impact_override="minor", body=b1,
                       components={bank[0]: "degraded_performance"}, component_ids=[bank[0]], deliver_notifications=True), pj(inc1)))
    t2 = "2024-11-27T08:16:05.872Z"
    turns.append((call("update_component", page_id=page, component_id=xero[0], status="degraded_performance"), pj(comp(xero, "degraded_performance", t2))))
    b2 = ("We have identified the cause: our bank data aggregator is rate-limiting import requests after a configuration change on their side. "
          "Xero sync is slower than usual because it waits for bank transactions. We are working with the provider.")
    t3 = "2024-11-27T08:41:37.205Z"
    u2 = iu("k7n0q3t6w9z2", "identified", b2, t3, [])
    inc2 = {**inc1, "status": "identified", "updated_at": t3, "incident_updates": [u2, u1],
            "components": [comp(bank, "degraded_performance", t1), comp(xero, "degraded_performance", t2)]}
    turns.append((call("update_incident", page_id=page, incident_id=iid, status="identified", body=b2,
                       components={bank[0]: "degraded_performance", xero[0]: "degraded_performance"}, component_ids=[bank[0], xero[0]], deliver_notifications=True), pj(inc2)))
    b3 = "The provider has restored our rate limits. Queued imports are being processed (about 70% done). We are monitoring until all feeds have caught up."
    t4 = "2024-11-27T09:26:50.918Z"
    u3 = iu("d1g4j7m0p3s6", "monitoring", b3, t4, [{"code": bank[0], "name": "Bank feeds", "old_status": "degraded_performance", "new_status": "operational"},
                                                   {"code": xero[0], "name": "Xero sync", "old_status": "degraded_performance", "new_status": "operational"}])
    inc3 = {**inc2, "status": "monitoring", "updated_at": t4, "monitoring_at": t4, "incident_updates": [u3, u2, u1],
            "components": [comp(bank, "operational", t4), comp(xero, "operational", t4)]}
    turns.append((call("update_incident", page_id=page, incident_id=iid, status="monitoring", body=b3,
                       components={bank[0]: "operational", xero[0]: "operational"}, component_ids=[bank[0], xero[0]], deliver_notifications=True), pj(inc3)))
    b4 = "All queued bank transactions have been imported and Xero sync is back to normal latency. This incident is resolved. Transactions delayed this morning are dated correctly."
    t5 = "2024-11-27T10:05:13.446Z"
    u4 = iu("v5y8b1e4h7k0", "resolved", b4, t5, [])
    inc4 = {**inc3, "status": "resolved", "updated_at": t5, "resolved_at": t5, "incident_updates": [u4, u3, u2, u1]}
    turns.append((call("update_incident", page_id=page, incident_id=iid, status="resolved", body=b4, deliver_notifications=True), pj(inc4)))
    upd1 = {**upd0, bank[0]: t4, xero[0]: t4}
    grp2 = {**groups[1], "updated_at": groups[1]["updated_at"]}
    turns.append((call("list_components", page_id=page), pj([groups[0], *[comp(c, "operational", upd1[c[0]]) for c in comps[:4]], grp2, *[comp(c, "operational", upd1[c[0]]) for c in comps[4:]]])))
    rs.add(task="mcp", tid="h36-mcp-22", system=system, turns=turns, state=state, bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
