# ruff: noqa: E501
"""Held-out set holdout31, domain ``mcp``: 22 trajectories of an agent calling one MCP server each.

Mainstream servers (Linear, Stripe, Elasticsearch, Google Calendar, Dropbox, Confluence, Twilio, MySQL,
Vercel, Microsoft Teams, GitHub) and less common ones (vineyard harvest log, food bank pantry, drone fleet,
brewery fermentation tracker, marina slips, telescope queue, theatre box office, makerspace print farm,
water meters, cold-storage warehouse, lab equipment booking). Written by hand, deterministic, stdlib only.
Run: ``python -m tests.decoherence.independent.holdout31_parts.mcp.make``.
"""

from __future__ import annotations

import calendar
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = "mcp"
NUM = {"type": "number"}


def grid(headers: list[str], rows: list[list[str]]) -> str:
    """A mysql-client style table (left-aligned cells)."""
    w = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    sep = "+" + "+".join("-" * (n + 2) for n in w) + "+"
    line = lambda cells: "| " + " | ".join(str(c).ljust(n) for c, n in zip(cells, w)) + " |"  # noqa: E731
    return "\n".join([sep, line(headers), sep, *[line(r) for r in rows], sep])


# ---------------------------------------------------------------- 01 Linear (clean)
def t01(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear issue tracking for the Acme engineering workspace", [
        tool("list_issues", "List issues of a team, optionally filtered by free text, workflow state or assignee.",
             {"team": S, "query": S, "state": S, "assignee": S, "orderBy": S, "limit": INT}, ["team"]),
        tool("get_issue", "Get one issue by its identifier, with comments and relations.", {"id": S}, ["id"]),
        tool("create_issue", "Create an issue in a team.",
             {"team": S, "title": S, "description": S, "priority": INT, "labels": A}, ["team", "title"]),
        tool("update_issue", "Update fields of an issue.",
             {"id": S, "state": S, "assignee": S, "priority": INT, "cycle": S, "relatedTo": A}, ["id"]),
        tool("create_comment", "Add a markdown comment to an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("get_cycle", "Get a team's cycle with its progress counters.", {"team": S, "cycle": S}, ["team"]),
    ])
    url = "https://linear.app/acme/issue/ENG-1432/checkout-500-on-safari-17-after-closing-the-3-d-secure-challenge"
    desc = ("Safari 17.5 (macOS 14.6 and iOS 17.6): when the shopper closes the 3-D Secure challenge modal with the X "
            "instead of completing it, `POST /api/checkout/confirm` returns 500 and the cart is left locked for 15 minutes.\n\n"
            "Sentry: CHECKOUT-API-2F1 (312 events / 24h). Chrome and Firefox return 402 `authentication_required` as expected.")
    turns = [
        (call("list_issues", team="ENG", query="checkout safari", limit=10), mcp_text({
            "issues": [
                {"identifier": "ENG-1411", "title": "Checkout: 500 when coupon and gift card are combined", "state": "Backlog",
                 "priority": 3, "priorityLabel": "Medium", "assignee": None, "labels": ["bug", "checkout"],
                 "createdAt": "2024-09-09T15:22:40.118Z", "updatedAt": "2024-09-10T08:14:22.507Z"},
                {"identifier": "ENG-1398", "title": "Safari: Apple Pay button misaligned on checkout summary", "state": "Done",
                 "priority": 4, "priorityLabel": "Low", "assignee": "Tomás Reyes", "labels": ["bug", "safari"],
                 "createdAt": "2024-08-28T10:05:11.902Z", "completedAt": "2024-09-04T16:40:03.220Z", "updatedAt": "2024-09-04T16:40:03.220Z"},
                {"identifier": "ENG-1376", "title": "Checkout: Safari autofill overwrites the postcode field", "state": "Canceled",
                 "priority": 4, "priorityLabel": "Low", "assignee": None, "labels": ["bug", "checkout", "safari"],
                 "createdAt": "2024-08-12T09:47:30.004Z", "canceledAt": "2024-08-20T11:02:58.761Z", "updatedAt": "2024-08-20T11:02:58.761Z"},
            ],
            "pageInfo": {"hasNextPage": False, "endCursor": "ZW5nLTEzNzY"},
        })),
        (call("get_cycle", team="ENG", cycle="current"), mcp_text({
            "id": "b1e7a9c4-3d52-4f0b-8f3e-2a6c0d9e5b11", "number": 38, "name": "Cycle 38", "team": "ENG",
            "startsAt": "2024-09-16T00:00:00.000Z", "endsAt": "2024-09-30T00:00:00.000Z",
            "scope": 46, "completed": 29, "started": 9, "unstarted": 8, "progress": 0.63,
            "issueCountHistory": [41, 44, 46], "completedIssueCountHistory": [22, 27, 29],
            "updatedAt": "2024-09-18T12:58:07.330Z",
        })),
        (call("create_issue", team="ENG", title="Checkout: 500 on Safari 17 after closing the 3-D Secure challenge",
              description=desc, priority=2, labels=["bug", "checkout", "safari"]), mcp_text({
            "success": True,
            "issue": {"id": "6f1c2d3e-8a44-4b7e-9c0d-51e2f7a3b908", "identifier": "ENG-1432",
                      "title": "Checkout: 500 on Safari 17 after closing the 3-D Secure challenge", "state": "Triage",
                      "priority": 2, "priorityLabel": "High", "labels": ["bug", "checkout", "safari"], "team": "ENG",
                      "creator": "Dana Whitfield", "assignee": None, "cycle": None, "estimate": None,
                      "createdAt": "2024-09-18T13:02:51.118Z", "updatedAt": "2024-09-18T13:02:51.118Z", "url": url},
        })),
        (call("update_issue", id="ENG-1432", state="In Progress", assignee="Priya Natarajan", cycle="Cycle 38"), mcp_text({
            "success": True,
            "issue": {"identifier": "ENG-1432", "title": "Checkout: 500 on Safari 17 after closing the 3-D Secure challenge",
                      "state": "In Progress", "priority": 2, "priorityLabel": "High", "assignee": "Priya Natarajan",
                      "cycle": {"number": 38, "name": "Cycle 38"}, "labels": ["bug", "checkout", "safari"],
                      "startedAt": "2024-09-18T13:03:40.562Z", "updatedAt": "2024-09-18T13:03:40.562Z"},
        })),
        (call("create_comment", issueId="ENG-1432",
              body="Repro on BrowserStack (Safari 17.5 / macOS 14.6): add any item, pay with 4000 0027 6000 3184, close the 3DS modal with X. "
                   "Server log shows `TypeError: Cannot read properties of undefined (reading 'status')` in `confirmHandler`. @priya"), mcp_text({
            "success": True,
            "comment": {"id": "c9a1b7e2-0f4d-4e61-a3b5-7d28e6c1f044", "issue": "ENG-1432", "user": "Dana Whitfield",
                        "body": "Repro on BrowserStack (Safari 17.5 / macOS 14.6): add any item, pay with 4000 0027 6000 3184, close the 3DS modal with X. "
                                "Server log shows `TypeError: Cannot read properties of undefined (reading 'status')` in `confirmHandler`. @priya",
                        "createdAt": "2024-09-18T13:05:03.904Z", "url": url + "#comment-c9a1b7e2"},
        })),
        (call("update_issue", id="ENG-1411", priority=2, relatedTo=["ENG-1432"]), mcp_text({
            "success": True,
            "issue": {"identifier": "ENG-1411", "title": "Checkout: 500 when coupon and gift card are combined", "state": "Backlog",
                      "priority": 2, "priorityLabel": "High", "assignee": None, "labels": ["bug", "checkout"],
                      "relations": [{"type": "related", "issue": "ENG-1432"}], "updatedAt": "2024-09-18T13:06:18.331Z"},
        })),
        (call("list_issues", team="ENG", state="In Progress", orderBy="updatedAt", limit=6), mcp_text({
            "issues": [
                {"identifier": "ENG-1432", "title": "Checkout: 500 on Safari 17 after closing the 3-D Secure challenge", "assignee": "Priya Natarajan",
                 "priority": 2, "priorityLabel": "High", "state": "In Progress", "updatedAt": "2024-09-18T13:06:18.331Z"},
                {"identifier": "ENG-1402", "title": "Orders API: paginate /v2/orders with opaque cursors", "assignee": "Jonas Albrecht",
                 "priority": 3, "priorityLabel": "Medium", "state": "In Progress", "updatedAt": "2024-09-18T12:57:44.019Z"},
                {"identifier": "ENG-1427", "title": "Search: debounce typeahead requests to 150 ms", "assignee": "Mei Lin",
                 "priority": 3, "priorityLabel": "Medium", "state": "In Progress", "updatedAt": "2024-09-18T12:51:09.876Z"},
                {"identifier": "ENG-1419", "title": "Migrate session store from Redis 6 to Valkey 7.2", "assignee": "Tomás Reyes",
                 "priority": 2, "priorityLabel": "High", "state": "In Progress", "updatedAt": "2024-09-18T11:36:52.440Z"},
                {"identifier": "ENG-1425", "title": "Emails: render order confirmation with MJML 4", "assignee": "Aisha Bello",
                 "priority": 4, "priorityLabel": "Low", "state": "In Progress", "updatedAt": "2024-09-18T09:20:13.658Z"},
                {"identifier": "ENG-1390", "title": "Feature flags: remove stale `checkout_v1_fallback`", "assignee": "Priya Natarajan",
                 "priority": 4, "priorityLabel": "Low", "state": "In Progress", "updatedAt": "2024-09-17T17:48:30.201Z"},
            ],
            "pageInfo": {"hasNextPage": True, "endCursor": "ZW5nLTEzOTA"},
        })),
        (call("get_cycle", team="ENG", cycle="current"), mcp_text({
            "id": "b1e7a9c4-3d52-4f0b-8f3e-2a6c0d9e5b11", "number": 38, "name": "Cycle 38", "team": "ENG",
            "startsAt": "2024-09-16T00:00:00.000Z", "endsAt": "2024-09-30T00:00:00.000Z",
            "scope": 47, "completed": 30, "started": 9, "unstarted": 8, "progress": 0.64,
            "issueCountHistory": [41, 44, 47], "completedIssueCountHistory": [22, 27, 30],
            "recentlyCompleted": [{"identifier": "ENG-1402", "completedBy": "Jonas Albrecht", "completedAt": "2024-09-18T13:07:55.612Z"}],
            "updatedAt": "2024-09-18T13:07:55.612Z",
        })),
        (call("get_issue", id="ENG-1432"), mcp_text({
            "id": "6f1c2d3e-8a44-4b7e-9c0d-51e2f7a3b908", "identifier": "ENG-1432",
            "title": "Checkout: 500 on Safari 17 after closing the 3-D Secure challenge", "description": desc,
            "state": "In Progress", "priority": 2, "priorityLabel": "High", "assignee": "Priya Natarajan", "creator": "Dana Whitfield",
            "team": "ENG", "cycle": {"number": 38, "name": "Cycle 38"}, "labels": ["bug", "checkout", "safari"], "estimate": None,
            "relations": [{"type": "related", "issue": "ENG-1411"}],
            "comments": [{"id": "c9a1b7e2-0f4d-4e61-a3b5-7d28e6c1f044", "user": "Dana Whitfield", "createdAt": "2024-09-18T13:05:03.904Z"}],
            "history": [
                {"at": "2024-09-18T13:02:51.118Z", "actor": "Dana Whitfield", "change": "created in Triage"},
                {"at": "2024-09-18T13:03:40.562Z", "actor": "Dana Whitfield", "change": "Triage → In Progress; assigned to Priya Natarajan; added to Cycle 38"},
                {"at": "2024-09-18T13:06:18.331Z", "actor": "Dana Whitfield", "change": "marked related to ENG-1411"},
            ],
            "createdAt": "2024-09-18T13:02:51.118Z", "startedAt": "2024-09-18T13:03:40.562Z", "updatedAt": "2024-09-18T13:06:18.331Z",
            "url": url,
        })),
    ]
    rs.add(task=T, tid="h31-mcp-01", system=system, turns=turns,
           state="Workspace 'acme', team ENG (Engineering). Agent acts as Dana Whitfield (triage rotation).")


# ---------------------------------------------------------------- 02 vineyard harvest log (bad)
def t02(rs: RowSet) -> None:
    system = mcp_system("vinelog", "harvest log of Larkspur Ridge Vineyard: blocks, picks, bins and vintage totals", [
        tool("list_blocks", "List vineyard blocks with picking status and tonnes picked this vintage.", {"vintage": INT}, ["vintage"]),
        tool("get_block", "Get one block with its latest maturity samples.", {"block": S, "vintage": INT}, ["block"]),
        tool("record_pick", "Record a machine or hand pick for a block; returns updated block and vintage totals.",
             {"block": S, "date": S, "tonnes": NUM, "bins": INT, "brix": NUM, "ph": NUM, "ta_gl": NUM, "crew": S}, ["block", "date", "tonnes"]),
        tool("harvest_summary", "Vintage summary by block and by variety.", {"vintage": INT}, ["vintage"]),
        tool("list_bins", "List bins received at the winery for a date, grouped by pick.", {"date": S}, ["date"]),
    ])
    blocks = [
        {"block": "A1", "variety": "Pinot Noir", "clone": "777", "hectares": 2.40, "status": "picked", "tonnes": 9.84, "picks": 2, "last_pick": "2024-09-12"},
        {"block": "A2", "variety": "Pinot Noir", "clone": "Pommard", "hectares": 1.80, "status": "partial", "tonnes": 4.10, "picks": 1, "last_pick": "2024-09-14"},
        {"block": "B1", "variety": "Chardonnay", "clone": "Dijon 96", "hectares": 3.10, "status": "picked", "tonnes": 12.62, "picks": 2, "last_pick": "2024-09-17"},
        {"block": "B3", "variety": "Chardonnay", "clone": "Wente", "hectares": 2.20, "status": "unpicked", "tonnes": 0.00, "picks": 0, "last_pick": None},
        {"block": "C2", "variety": "Syrah", "clone": "Tablas Creek", "hectares": 1.60, "status": "unpicked", "tonnes": 0.00, "picks": 0, "last_pick": None},
    ]
    turns = [
        (call("list_blocks", vintage=2024), pj({"vintage": 2024, "blocks": blocks, "vintage_total_tonnes": 26.56, "as_of": "2024-09-21T06:12:00-07:00"})),
        (call("record_pick", block="A2", date="2024-09-21", tonnes=3.36, bins=8, brix=23.1, ph=3.38, ta_gl=7.2, crew="Ortega hand crew"), pj({
            "pick_id": "P-24-0187", "block": "A2", "variety": "Pinot Noir", "date": "2024-09-21", "tonnes": 3.36, "bins": 8,
            "avg_bin_kg": 420, "brix": 23.1, "ph": 3.38, "ta_gl": 7.2, "crew": "Ortega hand crew",
            "block_totals": {"tonnes": 7.46, "picks": 2, "t_per_ha": 4.14, "status": "picked"},
            "vintage_total_tonnes": 29.92, "recorded_at": "2024-09-21T11:48:26-07:00"})),
        (call("record_pick", block="B3", date="2024-09-21", tonnes=5.05, bins=12, brix=21.8, ph=3.22, ta_gl=8.1, crew="Machine harvester #2"), pj({
            "pick_id": "P-24-0188", "block": "B3", "variety": "Chardonnay", "date": "2024-09-21", "tonnes": 5.05, "bins": 12,
            "avg_bin_kg": 421, "brix": 21.8, "ph": 3.22, "ta_gl": 8.1, "crew": "Machine harvester #2",
            "block_totals": {"tonnes": 5.05, "picks": 1, "t_per_ha": 2.30, "status": "partial"},
            "vintage_total_tonnes": 34.97, "recorded_at": "2024-09-21T12:20:03-07:00"})),
        (call("harvest_summary", vintage=2024), pj({
            "vintage": 2024, "as_of": "2024-09-21T12:21:40-07:00",
            "by_block": [
                {"block": "A1", "variety": "Pinot Noir", "tonnes": 9.84, "t_per_ha": 4.10, "picks": 2, "status": "picked"},
                {"block": "A2", "variety": "Pinot Noir", "tonnes": 7.46, "t_per_ha": 4.14, "picks": 2, "status": "picked"},
                {"block": "B1", "variety": "Chardonnay", "tonnes": 12.62, "t_per_ha": 4.07, "picks": 2, "status": "picked"},
                {"block": "B3", "variety": "Chardonnay", "tonnes": 5.05, "t_per_ha": 2.30, "picks": 1, "status": "partial"},
                {"block": "C2", "variety": "Syrah", "tonnes": 0.00, "t_per_ha": 0.00, "picks": 0, "status": "unpicked"},
            ],
            "by_variety": [
                {"variety": "Pinot Noir", "tonnes": 17.30, "blocks": ["A1", "A2"]},
                {"variety": "Chardonnay", "tonnes": 17.67, "blocks": ["B1", "B3"]},
                {"variety": "Syrah", "tonnes": 0.00, "blocks": ["C2"]},
            ],
            "picks_total": 7, "hectares_total": 11.10, "vintage_total_tonnes": 35.79,
            "remaining_blocks": ["B3", "C2"]})),
        (call("get_block", block="C2", vintage=2024), pj({
            "block": "C2", "variety": "Syrah", "clone": "Tablas Creek", "rootstock": "101-14", "hectares": 1.60, "rows": 58,
            "status": "unpicked", "tonnes": 0.00, "crop_estimate_tonnes": 4.0,
            "samples": [
                {"date": "2024-09-13", "brix": 22.7, "ph": 3.51, "ta_gl": 6.4, "berry_weight_g": 1.21},
                {"date": "2024-09-17", "brix": 23.9, "ph": 3.58, "ta_gl": 6.0, "berry_weight_g": 1.24},
                {"date": "2024-09-20", "brix": 24.6, "ph": 3.63, "ta_gl": 5.7, "berry_weight_g": 1.22},
            ],
            "note": "Seeds browning, stems lignifying on the west rows. Winemaker OK to pick this afternoon."})),
        (call("record_pick", block="C2", date="2024-09-21", tonnes=4.22, bins=10, brix=24.9, ph=3.64, ta_gl=5.6, crew="Ortega hand crew"), pj({
            "pick_id": "P-24-0189", "block": "C2", "variety": "Syrah", "date": "2024-09-21", "tonnes": 4.22, "bins": 10,
            "avg_bin_kg": 422, "brix": 24.9, "ph": 3.64, "ta_gl": 5.6, "crew": "Ortega hand crew",
            "block_totals": {"tonnes": 4.22, "picks": 1, "t_per_ha": 2.64, "status": "picked"},
            "vintage_total_tonnes": 39.19, "recorded_at": "2024-09-21T16:05:52-07:00"})),
        (call("list_bins", date="2024-09-21"), pj({
            "date": "2024-09-21",
            "picks": [
                {"pick_id": "P-24-0187", "block": "A2", "bins": 8, "net_tonnes": 3.36, "received": "11:40", "destination": "sorting table → open-top T4"},
                {"pick_id": "P-24-0188", "block": "B3", "bins": 12, "net_tonnes": 5.05, "received": "12:15", "destination": "whole-cluster press 1"},
                {"pick_id": "P-24-0189", "block": "C2", "bins": 10, "net_tonnes": 4.22, "received": "15:58", "destination": "destemmer → T7"},
            ],
            "bins_total": 30, "net_tonnes_total": 12.63})),
    ]
    rs.add(task=T, tid="h31-mcp-02", system=system, turns=turns,
           state="Larkspur Ridge Vineyard, vintage 2024, harvest day 2024-09-21. Five blocks, 26.56 t picked before today.",
           bad=True, turn=4, kind="vintage grand total does not equal the sum of the block and variety tonnages just reported")


# ---------------------------------------------------------------- 03 Stripe (bad)
def t03(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe API for the Northwind billing account, live mode", [
        tool("search_customers", "Search customers with Stripe search query syntax.", {"query": S, "limit": INT}, ["query"]),
        tool("retrieve_customer", "Retrieve a customer.", {"customer": S}, ["customer"]),
        tool("update_customer", "Update a customer.", {"customer": S, "email": S, "metadata": OBJ}, ["customer"]),
        tool("list_payment_intents", "List PaymentIntents of a customer.", {"customer": S, "limit": INT}, []),
        tool("create_refund", "Refund a PaymentIntent in full or in part.", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
        tool("retrieve_charge", "Retrieve a charge.", {"charge": S}, ["charge"]),
        tool("list_invoices", "List invoices of a customer.", {"customer": S, "limit": INT, "status": S}, []),
        tool("list_refunds", "List refunds, optionally for one PaymentIntent.", {"payment_intent": S, "limit": INT}, []),
        tool("list_charges", "List charges of a customer.", {"customer": S, "limit": INT}, []),
    ])
    cus = "cus_QmR8vT2kLx9aZe"
    old, new = "m.okafor@northwind-labs.io", "michael.okafor@northwindlabs.com"
    pi1, pi2 = "pi_3PqXa1LkR2bN7c0e1TgW4sZq", "pi_3PqXb7LkR2bN7c0e0Hd9uYkM"
    ch1, ch2 = "ch_3PqXa1LkR2bN7c0e1Kq8rVnB", "ch_3PqXb7LkR2bN7c0e0Jt5wPfX"
    re = "re_3PqXb7LkR2bN7c0e0Zc1mQ8e"
    addr = {"city": "Chicago", "country": "US", "line1": "1871 W Fulton St", "line2": "Suite 400", "postal_code": "60612", "state": "IL"}

    def customer(email: str, meta: dict) -> dict:
        return {"id": cus, "object": "customer", "address": addr, "balance": 0, "created": 1697040113, "currency": "usd",
                "default_source": None, "delinquent": False, "description": "Northwind Labs - Growth plan (annual billing off)",
                "discount": None, "email": email, "invoice_prefix": "7C1D9E2A",
                "invoice_settings": {"custom_fields": None, "default_payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K", "footer": None},
                "livemode": True, "metadata": meta, "name": "Michael Okafor", "phone": "+13125550147",
                "preferred_locales": ["en-US"], "shipping": None, "tax_exempt": "none", "test_clock": None}

    meta0 = {"account_id": "nw-20931", "crm": "hubspot:18840211"}
    meta1 = {**meta0, "email_changed_by": "support-ticket-88431"}
    turns = [
        (call("search_customers", query=f"email:'{old}'", limit=5), pj({
            "object": "search_result", "data": [customer(old, meta0)], "has_more": False, "next_page": None, "url": "/v1/customers/search"})),
        (call("list_payment_intents", customer=cus, limit=4), pj({
            "object": "list", "url": "/v1/payment_intents", "has_more": True, "data": [
                {"id": pi2, "object": "payment_intent", "amount": 24900, "amount_received": 24900, "currency": "usd", "created": 1726148167,
                 "customer": cus, "description": "Invoice 7C1D9E2A-0012", "latest_charge": ch2, "payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K",
                 "status": "succeeded"},
                {"id": pi1, "object": "payment_intent", "amount": 24900, "amount_received": 24900, "currency": "usd", "created": 1726148122,
                 "customer": cus, "description": "Invoice 7C1D9E2A-0012", "latest_charge": ch1, "payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K",
                 "status": "succeeded"},
                {"id": "pi_3PmC02LkR2bN7c0e1aE6nVb3", "object": "payment_intent", "amount": 24900, "amount_received": 24900, "currency": "usd",
                 "created": 1723469522, "customer": cus, "description": "Invoice 7C1D9E2A-0011", "latest_charge": "ch_3PmC02LkR2bN7c0e1wQ2hLp0",
                 "payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K", "status": "succeeded"},
                {"id": "pi_3Pbl9kLkR2bN7c0e0sR4tXy8", "object": "payment_intent", "amount": 24900, "amount_received": 24900, "currency": "usd",
                 "created": 1720791121, "customer": cus, "description": "Invoice 7C1D9E2A-0010", "latest_charge": "ch_3Pbl9kLkR2bN7c0e0dF7gHq1",
                 "payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K", "status": "succeeded"},
            ]})),
        (call("create_refund", payment_intent=pi2, reason="duplicate"), pj({
            "id": re, "object": "refund", "amount": 24900, "balance_transaction": "txn_3PqXb7LkR2bN7c0e0Wm2aD5r", "charge": ch2,
            "created": 1726677540, "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "type": "refund"}, "type": "card"},
            "metadata": {}, "payment_intent": pi2, "reason": "duplicate", "receipt_number": None, "source_transfer_reversal": None,
            "status": "succeeded", "transfer_reversal": None})),
        (call("update_customer", customer=cus, email=new, metadata={"email_changed_by": "support-ticket-88431"}), pj(customer(new, meta1))),
        (call("list_invoices", customer=cus, limit=3), pj({
            "object": "list", "url": "/v1/invoices", "has_more": True, "data": [
                {"id": "in_1PqXZzLkR2bN7c0eRk2f9TnA", "object": "invoice", "number": "7C1D9E2A-0012", "amount_due": 24900, "amount_paid": 24900,
                 "amount_remaining": 0, "attempt_count": 1, "billing_reason": "subscription_cycle", "created": 1726144512, "currency": "usd",
                 "customer": cus, "paid": True, "payment_intent": pi1, "period_start": 1723466112, "period_end": 1726144512, "status": "paid",
                 "subscription": "sub_1NzQ4sLkR2bN7c0eP8hYw3Ld", "total": 24900},
                {"id": "in_1PmBz8LkR2bN7c0eT1vC7uQk", "object": "invoice", "number": "7C1D9E2A-0011", "amount_due": 24900, "amount_paid": 24900,
                 "amount_remaining": 0, "attempt_count": 1, "billing_reason": "subscription_cycle", "created": 1723466112, "currency": "usd",
                 "customer": cus, "paid": True, "payment_intent": "pi_3PmC02LkR2bN7c0e1aE6nVb3", "period_start": 1720787712, "period_end": 1723466112,
                 "status": "paid", "subscription": "sub_1NzQ4sLkR2bN7c0eP8hYw3Ld", "total": 24900},
                {"id": "in_1Pbl7hLkR2bN7c0eGa4kE0sZ", "object": "invoice", "number": "7C1D9E2A-0010", "amount_due": 24900, "amount_paid": 24900,
                 "amount_remaining": 0, "attempt_count": 1, "billing_reason": "subscription_cycle", "created": 1720787712, "currency": "usd",
                 "customer": cus, "paid": True, "payment_intent": "pi_3Pbl9kLkR2bN7c0e0sR4tXy8", "period_start": 1718109312, "period_end": 1720787712,
                 "status": "paid", "subscription": "sub_1NzQ4sLkR2bN7c0eP8hYw3Ld", "total": 24900},
            ]})),
        (call("retrieve_charge", charge=ch2), pj({
            "id": ch2, "object": "charge", "amount": 24900, "amount_captured": 24900, "amount_refunded": 24900, "captured": True,
            "created": 1726148168, "currency": "usd", "customer": cus, "description": "Invoice 7C1D9E2A-0012", "disputed": False,
            "outcome": {"network_status": "approved_by_network", "risk_level": "normal", "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
            "paid": True, "payment_intent": pi2, "payment_method": "pm_1OqTr4LkR2bN7c0eVx3sHj2K",
            "payment_method_details": {"card": {"brand": "visa", "country": "US", "exp_month": 4, "exp_year": 2027, "funding": "credit", "last4": "4417"}, "type": "card"},
            "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTjBhM0xrUjJiTjdjMGUo5Kz7twYyBk0x",
            "refunded": True, "refunds": {"object": "list", "data": [{"id": re, "amount": 24900, "status": "succeeded", "reason": "duplicate", "created": 1726677540}],
                                          "has_more": False, "total_count": 1},
            "status": "succeeded"})),
        (call("retrieve_customer", customer=cus), pj(customer(old, meta1))),
        (call("list_refunds", payment_intent=pi2, limit=10), pj({
            "object": "list", "url": "/v1/refunds", "has_more": False, "data": [
                {"id": re, "object": "refund", "amount": 24900, "charge": ch2, "created": 1726677540, "currency": "usd",
                 "payment_intent": pi2, "reason": "duplicate", "status": "succeeded"}]})),
        (call("list_charges", customer=cus, limit=3), pj({
            "object": "list", "url": "/v1/charges", "has_more": True, "data": [
                {"id": ch2, "amount": 24900, "amount_refunded": 24900, "refunded": True, "created": 1726148168, "description": "Invoice 7C1D9E2A-0012",
                 "payment_intent": pi2, "status": "succeeded", "payment_method_details": {"card": {"brand": "visa", "last4": "4417"}}},
                {"id": ch1, "amount": 24900, "amount_refunded": 0, "refunded": False, "created": 1726148123, "description": "Invoice 7C1D9E2A-0012",
                 "payment_intent": pi1, "status": "succeeded", "payment_method_details": {"card": {"brand": "visa", "last4": "4417"}}},
                {"id": "ch_3PmC02LkR2bN7c0e1wQ2hLp0", "amount": 24900, "amount_refunded": 0, "refunded": False, "created": 1723469523,
                 "description": "Invoice 7C1D9E2A-0011", "payment_intent": "pi_3PmC02LkR2bN7c0e1aE6nVb3", "status": "succeeded",
                 "payment_method_details": {"card": {"brand": "visa", "last4": "4417"}}},
            ]})),
    ]
    rs.add(task=T, tid="h31-mcp-03", system=system, turns=turns,
           state="Support ticket #88431: customer Michael Okafor was charged twice for invoice 7C1D9E2A-0012 and asks to change his billing email.",
           bad=True, turn=7, kind="customer email reads back the old address after it was updated (metadata from the same update is present)")


# ---------------------------------------------------------------- 04 food bank pantry (clean)
def t04(rs: RowSet) -> None:
    system = mcp_system("pantrytrack", "inventory and distribution system of the Eastside Community Food Bank", [
        tool("search_inventory", "Search stock items by category or text; paginated.",
             {"category": S, "query": S, "sort": S, "page": INT, "page_size": INT}, []),
        tool("get_item", "Get one stock item with its lots (FEFO order).", {"sku": S}, ["sku"]),
        tool("record_intake", "Record donated or purchased stock; cases are converted to units.",
             {"sku": S, "cases": INT, "units_per_case": INT, "donor": S, "best_by": S}, ["sku"]),
        tool("record_distribution", "Record items handed to a household at a pantry visit (FEFO lot picking).",
             {"household": S, "household_size": INT, "items": A}, ["household", "items"]),
        tool("low_stock_report", "Items below their reorder point, with days of supply at the 14-day average outflow.",
             {"category": S}, []),
    ])
    item = {
        "CP-101": ("Black beans, canned 15 oz", 0.94, 150), "CP-104": ("Chicken breast, canned 12.5 oz", 0.78, 120),
        "CP-107": ("Chickpeas, canned 15.5 oz", 0.97, 120), "CP-110": ("Kidney beans, canned 15.5 oz", 0.97, 120),
        "CP-112": ("Peanut butter, creamy 16 oz jar", 1.00, 100), "CP-115": ("Pinto beans, canned 15 oz", 0.94, 150),
        "CP-118": ("Salmon, pink, canned 14.75 oz", 0.92, 60), "CP-121": ("Tuna, chunk light in water 5 oz", 0.31, 200),
    }

    def row(sku: str, qty: int, moved: str) -> dict:
        name, lb, rop = item[sku]
        return {"sku": sku, "name": name, "on_hand": qty, "unit": "jar" if sku == "CP-112" else "can", "reorder_point": rop,
                "below_reorder": qty < rop, "last_movement": moved}

    t0 = "2024-11-19T"
    turns = [
        (call("search_inventory", category="canned protein", sort="name", page=1, page_size=5), pj({
            "category": "canned protein", "page": 1, "page_size": 5, "total_items": 8, "total_pages": 2, "items": [
                row("CP-101", 312, t0 + "08:41:17-05:00"), row("CP-104", 86, "2024-11-18T16:02:45-05:00"),
                row("CP-107", 205, "2024-11-18T15:37:09-05:00"), row("CP-110", 178, "2024-11-16T11:20:33-05:00"),
                row("CP-112", 64, "2024-11-18T16:02:45-05:00")]})),
        (call("search_inventory", category="canned protein", sort="name", page=2, page_size=5), pj({
            "category": "canned protein", "page": 2, "page_size": 5, "total_items": 8, "total_pages": 2, "items": [
                row("CP-115", 240, "2024-11-15T10:12:58-05:00"), row("CP-118", 41, "2024-11-18T14:25:40-05:00"),
                row("CP-121", 96, "2024-11-18T16:02:45-05:00")]})),
        (call("record_intake", sku="CP-121", cases=6, units_per_case=24, donor="Kroger #512 food rescue", best_by="2026-08-31"), pj({
            "intake_id": "IN-24-3377", "sku": "CP-121", "name": "Tuna, chunk light in water 5 oz", "cases": 6, "units_per_case": 24,
            "units_received": 144, "lot": "L-24-3377", "best_by": "2026-08-31", "donor": "Kroger #512 food rescue",
            "weight_lb": 45.0, "on_hand_before": 96, "on_hand_after": 240, "recorded_by": "volunteer:jmarsh",
            "recorded_at": t0 + "09:07:22-05:00"})),
        (call("record_distribution", household="HH-2291", household_size=4, items=[
            {"sku": "CP-121", "qty": 4}, {"sku": "CP-101", "qty": 3}, {"sku": "CP-112", "qty": 1}, {"sku": "CP-104", "qty": 2}]), pj({
            "visit_id": "V-24-11-0412", "household": "HH-2291", "household_size": 4, "visit_number_this_month": 2,
            "lines": [
                {"sku": "CP-121", "qty": 4, "lot": "L-24-2981", "weight_lb": 1.25, "on_hand_after": 236},
                {"sku": "CP-101", "qty": 3, "lot": "L-24-3102", "weight_lb": 2.81, "on_hand_after": 309},
                {"sku": "CP-112", "qty": 1, "lot": "L-24-3015", "weight_lb": 1.00, "on_hand_after": 63},
                {"sku": "CP-104", "qty": 2, "lot": "L-24-2877", "weight_lb": 1.56, "on_hand_after": 84},
            ],
            "total_weight_lb": 6.63, "recorded_at": t0 + "09:15:48-05:00"})),
        (call("get_item", sku="CP-121"), pj({
            "sku": "CP-121", "name": "Tuna, chunk light in water 5 oz", "category": "canned protein", "unit": "can",
            "unit_weight_oz": 5.0, "on_hand": 236, "on_hand_weight_lb": 73.75, "reorder_point": 200, "below_reorder": False,
            "location": "Aisle 3, bay C", "lots": [
                {"lot": "L-24-2981", "best_by": "2025-11-30", "on_hand": 92, "received": "2024-10-02"},
                {"lot": "L-24-3377", "best_by": "2026-08-31", "on_hand": 144, "received": "2024-11-19"},
            ],
            "avg_daily_outflow_14d": 11.4, "days_of_supply": 20.7, "last_movement": t0 + "09:15:48-05:00"})),
        (call("low_stock_report", category="canned protein"), pj({
            "generated_at": t0 + "09:17:05-05:00", "category": "canned protein", "basis": "14-day average outflow",
            "items": [
                {"sku": "CP-104", "name": "Chicken breast, canned 12.5 oz", "on_hand": 84, "reorder_point": 120, "shortfall": 36,
                 "avg_daily_outflow": 9.3, "days_of_supply": 9.0, "on_hand_weight_lb": 65.6},
                {"sku": "CP-112", "name": "Peanut butter, creamy 16 oz jar", "on_hand": 63, "reorder_point": 100, "shortfall": 37,
                 "avg_daily_outflow": 6.1, "days_of_supply": 10.3, "on_hand_weight_lb": 63.0},
                {"sku": "CP-118", "name": "Salmon, pink, canned 14.75 oz", "on_hand": 41, "reorder_point": 60, "shortfall": 19,
                 "avg_daily_outflow": 2.4, "days_of_supply": 17.1, "on_hand_weight_lb": 37.8},
            ],
            "cleared_since_last_report": [{"sku": "CP-121", "reason": "intake IN-24-3377 brought on_hand above reorder point"}]})),
        (call("record_distribution", household="HH-0874", household_size=2, items=[
            {"sku": "CP-118", "qty": 2}, {"sku": "CP-107", "qty": 2}, {"sku": "CP-121", "qty": 2}]), pj({
            "visit_id": "V-24-11-0413", "household": "HH-0874", "household_size": 2, "visit_number_this_month": 1,
            "lines": [
                {"sku": "CP-118", "qty": 2, "lot": "L-24-2730", "weight_lb": 1.84, "on_hand_after": 39},
                {"sku": "CP-107", "qty": 2, "lot": "L-24-3120", "weight_lb": 1.94, "on_hand_after": 203},
                {"sku": "CP-121", "qty": 2, "lot": "L-24-2981", "weight_lb": 0.63, "on_hand_after": 234},
            ],
            "total_weight_lb": 4.41, "recorded_at": t0 + "09:26:31-05:00"})),
        (call("search_inventory", category="canned protein", sort="on_hand_desc", page=1, page_size=8), pj({
            "category": "canned protein", "page": 1, "page_size": 8, "total_items": 8, "total_pages": 1, "items": [
                row("CP-101", 309, t0 + "09:15:48-05:00"), row("CP-115", 240, "2024-11-15T10:12:58-05:00"),
                row("CP-121", 234, t0 + "09:26:31-05:00"), row("CP-107", 203, t0 + "09:26:31-05:00"),
                row("CP-110", 178, "2024-11-16T11:20:33-05:00"), row("CP-104", 84, t0 + "09:15:48-05:00"),
                row("CP-112", 63, t0 + "09:15:48-05:00"), row("CP-118", 39, t0 + "09:26:31-05:00")]})),
    ]
    rs.add(task=T, tid="h31-mcp-04", system=system, turns=turns,
           state="Tuesday morning pantry shift, 2024-11-19. A tuna donation has arrived; two households are being served.")


# ---------------------------------------------------------------- 05 Elasticsearch (clean)
def t05(rs: RowSet) -> None:
    system = mcp_system("elasticsearch", "Elasticsearch 8.13 cluster 'logs-prod'", [
        tool("cluster_health", "GET _cluster/health", {}, []),
        tool("cat_indices", "GET _cat/indices with optional pattern and sort", {"index": S, "s": S, "v": B}, []),
        tool("search", "POST <index>/_search with a query DSL body", {"index": S, "body": OBJ}, ["index", "body"]),
        tool("count", "GET <index>/_count", {"index": S, "body": OBJ}, ["index"]),
        tool("close_index", "POST <index>/_close", {"index": S}, ["index"]),
    ])
    hdr = "health status index               uuid                   pri rep docs.count docs.deleted store.size pri.store.size dataset.size"
    cat1 = "\n".join([
        hdr,
        "green  open   logs-app-2024.08.19 kQ3vTz8dR0uW1xYbNfE2aA   3   1    3912440            0      3.1gb          1.5gb        1.5gb",
        "green  open   logs-app-2024.09.15 Hn7pLq2sT9eV4cJ0mRk5Bg   3   1    4020118            0      3.3gb          1.6gb        1.6gb",
        "green  open   logs-app-2024.09.16 Wd1fXy6uQ3aZ8bM2nPv7Lw   3   1    5102773            0      4.1gb          2.0gb        2.0gb",
        "yellow open   logs-app-2024.09.17 Tc5gRk0hJ8sN2vB6xQe3Yu   3   1    5288406            0      3.2gb          2.1gb        2.1gb",
        "green  open   logs-app-2024.09.18 Ps9mAe4kD7tL1yH5wZc0Ov   3   1    4801377            0      3.7gb          1.8gb        1.8gb",
    ])
    cat2 = "\n".join([
        hdr,
        "green  open   logs-app-2024.09.17 Tc5gRk0hJ8sN2vB6xQe3Yu   3   1    5288406            0      4.2gb          2.1gb        2.1gb",
        "green  open   logs-app-2024.09.16 Wd1fXy6uQ3aZ8bM2nPv7Lw   3   1    5102773            0      4.1gb          2.0gb        2.0gb",
        "green  open   logs-app-2024.09.18 Ps9mAe4kD7tL1yH5wZc0Ov   3   1    4830551            0      3.8gb          1.9gb        1.9gb",
        "green  open   logs-app-2024.09.15 Hn7pLq2sT9eV4cJ0mRk5Bg   3   1    4020118            0      3.3gb          1.6gb        1.6gb",
        "green  close  logs-app-2024.08.19 kQ3vTz8dR0uW1xYbNfE2aA   3   1",
    ])

    def hit(i: str, ts: str, svc: str, msg: str, trace: str) -> dict:
        return {"_index": "logs-app-2024.09.18", "_id": i, "_score": None,
                "_source": {"@timestamp": ts, "level": "ERROR", "service": svc, "host": {"name": f"{svc}-7d9f8b6c5-x2kq4"},
                            "message": msg, "trace.id": trace, "kubernetes": {"namespace": "shop", "node": "ip-10-42-17-203"}},
                "sort": [ts]}

    q15 = {"bool": {"filter": [{"term": {"level": "ERROR"}}, {"range": {"@timestamp": {"gte": "now-15m"}}}]}}
    turns = [
        (call("cluster_health"), pj({
            "cluster_name": "logs-prod", "status": "yellow", "timed_out": False, "number_of_nodes": 5, "number_of_data_nodes": 3,
            "active_primary_shards": 84, "active_shards": 164, "relocating_shards": 0, "initializing_shards": 2, "unassigned_shards": 2,
            "unassigned_primary_shards": 0, "delayed_unassigned_shards": 0, "number_of_pending_tasks": 1, "number_of_in_flight_fetch": 0,
            "task_max_waiting_in_queue_millis": 0, "active_shards_percent_as_number": 97.61904761904762})),
        (call("cat_indices", index="logs-app-*", s="index", v=True), cat1),
        (call("search", index="logs-app-2024.09.18", body={"size": 3, "query": q15, "sort": [{"@timestamp": "desc"}]}), pj({
            "took": 38, "timed_out": False, "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0},
            "hits": {"total": {"value": 1284, "relation": "eq"}, "max_score": None, "hits": [
                hit("m1vX5ZIBq3kT0cYd8aRz", "2024-09-18T14:21:57.412Z", "checkout-api",
                    "POST /api/checkout/confirm 500: upstream payments-gateway timed out after 3000ms", "4bf92f3577b34da6a3ce929d0e0e4736"),
                hit("l9vX5ZIBq3kT0cYd7ZQx", "2024-09-18T14:21:56.980Z", "payments-gateway",
                    "PSP call failed: connect ETIMEDOUT 52.18.44.201:443 (attempt 3/3)", "4bf92f3577b34da6a3ce929d0e0e4736"),
                hit("k2vX5ZIBq3kT0cYd6YPa", "2024-09-18T14:21:55.303Z", "cart-svc",
                    "lock release failed for cart c_81f2e0: key not found", "a3ce929d0e0e47364bf92f3577b34da6"),
            ]}})),
        (call("count", index="logs-app-2024.09.18"), pj({"count": 4812990, "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0}})),
        (call("close_index", index="logs-app-2024.08.19"), pj({
            "acknowledged": True, "shards_acknowledged": True, "indices": {"logs-app-2024.08.19": {"closed": True}}})),
        (call("search", index="logs-app-2024.09.18", body={"size": 0, "query": q15, "aggs": {"by_service": {"terms": {"field": "service", "size": 3}}}}), pj({
            "took": 52, "timed_out": False, "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0},
            "hits": {"total": {"value": 1301, "relation": "eq"}, "max_score": None, "hits": []},
            "aggregations": {"by_service": {"doc_count_error_upper_bound": 0, "sum_other_doc_count": 70, "buckets": [
                {"key": "checkout-api", "doc_count": 702}, {"key": "payments-gateway", "doc_count": 388}, {"key": "cart-svc", "doc_count": 141}]}}})),
        (call("cluster_health"), pj({
            "cluster_name": "logs-prod", "status": "green", "timed_out": False, "number_of_nodes": 5, "number_of_data_nodes": 3,
            "active_primary_shards": 84, "active_shards": 168, "relocating_shards": 0, "initializing_shards": 0, "unassigned_shards": 0,
            "unassigned_primary_shards": 0, "delayed_unassigned_shards": 0, "number_of_pending_tasks": 0, "number_of_in_flight_fetch": 0,
            "task_max_waiting_in_queue_millis": 0, "active_shards_percent_as_number": 100.0})),
        (call("cat_indices", index="logs-app-*", s="docs.count:desc", v=True), cat2),
    ]
    rs.add(task=T, tid="h31-mcp-05", system=system, turns=turns,
           state="Cluster logs-prod; data node es-data-2 rejoined a few minutes ago and replicas are recovering. logs-app-* receives live ingest.")


# ---------------------------------------------------------------- 06 drone fleet (bad)
def t06(rs: RowSet) -> None:
    system = mcp_system("skyhive-fleet", "drone fleet controller of Westfield Ag Survey", [
        tool("list_drones", "List drones with status, dock and battery.", {}, []),
        tool("get_drone", "Get one drone's live status.", {"drone_id": S}, ["drone_id"]),
        tool("create_mission", "Plan a mission for a drone.",
             {"drone_id": S, "type": S, "area": S, "altitude_m": INT, "speed_ms": NUM, "overlap": OBJ}, ["drone_id", "type", "area"]),
        tool("launch_mission", "Launch a planned mission.", {"mission_id": S}, ["mission_id"]),
        tool("get_mission", "Get a mission's progress.", {"mission_id": S}, ["mission_id"]),
        tool("get_telemetry", "Latest telemetry frame of a drone.", {"drone_id": S}, ["drone_id"]),
        tool("recall_drone", "Send a drone home and pause its mission.", {"drone_id": S, "reason": S}, ["drone_id"]),
        tool("list_missions", "List missions by status.", {"status": S}, []),
    ])
    turns = [
        (call("list_drones"), mcp_text({"fleet": "Westfield Ag Survey", "as_of": "2024-06-12T09:37:58Z", "drones": [
            {"drone_id": "D-03", "name": "Osprey", "model": "Matrice 350 RTK", "status": "airborne", "mission_id": "M-5512",
             "battery_pct": 34, "altitude_m": 80.1, "home_dock": "Dock-1", "airborne_since": "2024-06-12T09:12:40Z"},
            {"drone_id": "D-07", "name": "Kestrel", "model": "Matrice 350 RTK", "status": "docked", "mission_id": None,
             "battery_pct": 98, "home_dock": "Dock-2", "firmware": "09.01.0300", "last_flight_end": "2024-06-11T16:22:31Z"},
            {"drone_id": "D-11", "name": "Harrier", "model": "Mavic 3M", "status": "maintenance", "mission_id": None,
             "battery_pct": None, "home_dock": "Dock-3", "note": "rear-left arm replacement, ticket MX-208"},
            {"drone_id": "D-14", "name": "Merlin", "model": "Mavic 3M", "status": "docked", "mission_id": None,
             "battery_pct": 64, "charging": True, "home_dock": "Dock-4", "last_flight_end": "2024-06-12T08:58:07Z"},
        ]})),
        (call("create_mission", drone_id="D-07", type="multispectral_survey", area="Field N-4 (38.2 ha)", altitude_m=60, speed_ms=9.0,
              overlap={"front": 75, "side": 70}), mcp_text({
            "mission_id": "M-5520", "drone_id": "D-07", "type": "multispectral_survey", "area": "Field N-4 (38.2 ha)", "status": "planned",
            "altitude_m": 60, "speed_ms": 9.0, "overlap": {"front": 75, "side": 70}, "waypoints": 14, "est_duration_min": 23,
            "est_battery_use_pct": 61, "gsd_cm": 2.8, "created_at": "2024-06-12T09:38:44Z"})),
        (call("launch_mission", mission_id="M-5520"), mcp_text({
            "mission_id": "M-5520", "drone_id": "D-07", "status": "launching", "launched_at": "2024-06-12T09:41:10Z",
            "preflight": {"compass": "ok", "imu": "ok", "rtk": "fix", "battery_pct": 98, "wind_ms": 4.2, "geofence": "loaded"},
            "airspace_authorization": "LAANC-2406-77Q3K9"})),
        (call("get_telemetry", drone_id="D-07"), mcp_text({
            "drone_id": "D-07", "ts": "2024-06-12T09:42:02Z", "state": "climbing", "mission_id": "M-5520",
            "lat": 41.873902, "lon": -88.301177, "altitude_m": 38.2, "ground_speed_ms": 2.1, "heading_deg": 12,
            "battery_pct": 96, "battery_temp_c": 31.4, "flight_time": "00:00:52", "gps_sats": 21, "rtk": "fix", "link_rssi_dbm": -58})),
        (call("get_mission", mission_id="M-5520"), mcp_text({
            "mission_id": "M-5520", "drone_id": "D-07", "status": "in_progress", "started_at": "2024-06-12T09:41:10Z",
            "waypoints_reached": 3, "waypoints_total": 14, "progress_pct": 21, "images_captured": 118, "area_covered_ha": 7.9,
            "est_remaining_min": 18})),
        (call("get_drone", drone_id="D-07"), mcp_text({
            "drone_id": "D-07", "name": "Kestrel", "model": "Matrice 350 RTK", "serial": "1581F5FHD23C400B7K", "status": "airborne",
            "mission_id": "M-5520", "home_dock": "Dock-2", "airborne_since": "2024-06-12T09:36:02Z", "ts": "2024-06-12T09:47:50Z",
            "flight_time_s": 400, "battery_pct": 84, "altitude_m": 60.0, "ground_speed_ms": 9.0, "rtk": "fix",
            "firmware": "09.01.0300", "payload": "Zenmuse P1 + MS600 Pro"})),
        (call("get_telemetry", drone_id="D-03"), mcp_text({
            "drone_id": "D-03", "ts": "2024-06-12T09:48:15Z", "state": "mission", "mission_id": "M-5512",
            "lat": 41.861044, "lon": -88.284530, "altitude_m": 80.0, "ground_speed_ms": 10.0, "heading_deg": 271,
            "battery_pct": 22, "battery_temp_c": 38.9, "flight_time": "00:35:35", "gps_sats": 19, "rtk": "fix", "link_rssi_dbm": -71,
            "warnings": ["battery below return-to-home reserve (25%)"]})),
        (call("recall_drone", drone_id="D-03", reason="battery below RTH reserve"), mcp_text({
            "drone_id": "D-03", "status": "returning", "home_dock": "Dock-1", "eta_s": 170, "mission_id": "M-5512",
            "mission_status": "paused", "paused_at_waypoint": 31, "waypoints_total": 40, "resume_token": "M-5512@31"})),
        (call("list_missions", status="active"), mcp_text({"as_of": "2024-06-12T09:52:31Z", "missions": [
            {"mission_id": "M-5520", "drone_id": "D-07", "status": "in_progress", "waypoints_reached": 9, "waypoints_total": 14,
             "progress_pct": 64, "started_at": "2024-06-12T09:41:10Z"},
            {"mission_id": "M-5512", "drone_id": "D-03", "status": "paused", "waypoints_reached": 31, "waypoints_total": 40,
             "progress_pct": 78, "started_at": "2024-06-12T09:12:40Z", "drone_state": "returning"},
        ]})),
    ]
    rs.add(task=T, tid="h31-mcp-06", system=system, turns=turns,
           state="Morning survey window at Westfield Ag; D-03 already flying mission M-5512.",
           bad=True, turn=6, kind="drone's airborne-since time is earlier than the mission's launch (and its creation)")


# ---------------------------------------------------------------- 07 Google Calendar (clean)
def t07(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar API v3 for sam.rivera@brightline-logistics.com", [
        tool("list_events", "List events of a calendar.", {"calendarId": S, "timeMin": S, "timeMax": S, "maxResults": INT,
                                                             "singleEvents": B, "orderBy": S, "pageToken": S}, ["calendarId"]),
        tool("freebusy", "Query free/busy for several calendars.", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
        tool("create_event", "Insert an event.", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S},
             ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Patch an event.", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "attendees": A,
                                                 "conferenceData": OBJ, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get_event", "Get an event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
    ])
    me = "sam.rivera@brightline-logistics.com"
    tz = "America/Chicago"

    def ev(eid: str, summary: str, start: str, end: str, *, status: str = "confirmed", etag: str = "3449012277104000",
           updated: str = "2024-10-02T14:11:05.552Z", extra: dict | None = None) -> dict:
        d = {"kind": "calendar#event", "etag": f'"{etag}"', "id": eid, "status": status, "summary": summary,
             "start": {"dateTime": start, "timeZone": tz}, "end": {"dateTime": end, "timeZone": tz},
             "organizer": {"email": me, "self": True}, "updated": updated}
        d.update(extra or {})
        return d

    staff = ev("7kq2v1b0ohl8r3m9t5c6d4e2f0_20241014T150000Z", "Weekly staff", "2024-10-14T10:00:00-05:00", "2024-10-14T10:30:00-05:00",
               extra={"recurringEventId": "7kq2v1b0ohl8r3m9t5c6d4e2f0", "organizer": {"email": "dana.cho@brightline-logistics.com"}})
    sync = ev("2h8m5q0r3t6v9x1z4b7d0f2g5j", "Design sync (tentative)", "2024-10-16T13:00:00-05:00", "2024-10-16T14:00:00-05:00",
              status="tentative", etag="3449870412336000", updated="2024-10-07T20:40:06.168Z")
    pre = ev("9c3e6g1j4l7n0p2r5t8v1x3z6b", "Quarterly planning pre-read", "2024-10-16T16:00:00-05:00", "2024-10-16T17:00:00-05:00",
             etag="3449921005448000", updated="2024-10-08T09:05:02.724Z", extra={"transparency": "opaque"})
    eid = "4d9s2f0k7q1m3v5b8c6n0p2r4t"
    link = "https://www.google.com/calendar/event?eid=NGQ5czJmMGs3cTFtM3Y1YjhjNm4wcDJyNHQgc2FtLnJpdmVyYUBicmlnaHRsaW5lLWxvZ2lzdGljcy5jb20"
    desc = "Review the renewal terms from Hollis Carriers (rate card v7, fuel surcharge cap, detention fees)."

    def att(alex: str, rosa: str, li: str | None) -> list:
        a = [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"},
             {"email": "alex.kim@brightline-logistics.com", "responseStatus": alex},
             {"email": "rosa.delgado@brightline-logistics.com", "responseStatus": rosa}]
        if li:
            a.append({"email": "li.wei@brightline-logistics.com", "responseStatus": li})
        return a

    meet = {"conferenceData": {"entryPoints": [{"entryPointType": "video", "uri": "https://meet.google.com/qkv-hzra-xpe", "label": "meet.google.com/qkv-hzra-xpe"}],
                               "conferenceSolution": {"key": {"type": "hangoutsMeet"}, "name": "Google Meet"}, "conferenceId": "qkv-hzra-xpe"},
            "hangoutLink": "https://meet.google.com/qkv-hzra-xpe"}
    created = {"htmlLink": link, "created": "2024-10-11T19:20:14.000Z", "description": desc, "sequence": 0, "attendees": att("needsAction", "needsAction", None),
               "reminders": {"useDefault": True}, "eventType": "default"}
    turns = [
        (call("list_events", calendarId="primary", timeMin="2024-10-14T00:00:00-05:00", timeMax="2024-10-19T00:00:00-05:00", maxResults=5,
              singleEvents=True, orderBy="startTime"), pj({
            "kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-10-11T19:02:47.913Z",
            "nextPageToken": "CigKGjBtZ3NhcTZuNmxrNWZ1Y2M0OGhsZ2xmaXZ2GAEggICAz5Tz1xoaDQgAEgAYyNLw5LCmiQM=",
            "items": [
                staff,
                ev("5b1d8f3h6k9m2p4r7t0w3y5a8c", "1:1 Sam / Jordan", "2024-10-14T14:00:00-05:00", "2024-10-14T14:30:00-05:00", etag="3448101993712000",
                   updated="2024-09-27T16:33:16.856Z"),
                ev("0e2g4i6k8m1o3q5s7u9w2y4a6c", "Vendor call: Hollis Carriers", "2024-10-15T09:00:00-05:00", "2024-10-15T09:45:00-05:00",
                   etag="3449655020982000", updated="2024-10-06T10:50:10.491Z", extra={"location": "Zoom (link in description)"}),
                sync, pre,
            ]})),
        (call("list_events", calendarId="primary", timeMin="2024-10-14T00:00:00-05:00", timeMax="2024-10-19T00:00:00-05:00", maxResults=5,
              singleEvents=True, orderBy="startTime", pageToken="CigKGjBtZ3NhcTZuNmxrNWZ1Y2M0OGhsZ2xmaXZ2GAEggICAz5Tz1xoaDQgAEgAYyNLw5LCmiQM="), pj({
            "kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-10-11T19:02:47.913Z",
            "items": [
                ev("3f5h7j9l1n3p5r7t9v1x3z5b7d", "Focus block", "2024-10-17T09:00:00-05:00", "2024-10-17T11:00:00-05:00", etag="3447550402016000",
                   updated="2024-09-24T07:20:01.008Z", extra={"recurringEventId": "3f5h7j9l1n3p5r7t9v1x3z5b7d"}),
                ev("8a0c2e4g6i8k0m2o4q6s8u0w2y", "Dentist", "2024-10-17T15:30:00-05:00", "2024-10-17T16:30:00-05:00", etag="3446012250870000",
                   updated="2024-09-15T13:37:05.435Z", extra={"visibility": "private"}),
                ev("6y8a0c2e4g6i8k0m2o4q6s8u0w", "Team lunch (Pho Saigon)", "2024-10-18T12:00:00-05:00", "2024-10-18T13:30:00-05:00",
                   etag="3449988120544000", updated="2024-10-08T18:24:20.272Z", extra={"organizer": {"email": "dana.cho@brightline-logistics.com"}}),
            ]})),
        (call("freebusy", timeMin="2024-10-16T13:00:00-05:00", timeMax="2024-10-16T18:00:00-05:00",
              items=[{"id": me}, {"id": "alex.kim@brightline-logistics.com"}, {"id": "rosa.delgado@brightline-logistics.com"}]), pj({
            "kind": "calendar#freeBusy", "timeMin": "2024-10-16T18:00:00.000Z", "timeMax": "2024-10-16T23:00:00.000Z", "calendars": {
                me: {"busy": [{"start": "2024-10-16T18:00:00Z", "end": "2024-10-16T19:00:00Z"}, {"start": "2024-10-16T21:00:00Z", "end": "2024-10-16T22:00:00Z"}]},
                "alex.kim@brightline-logistics.com": {"busy": [{"start": "2024-10-16T18:30:00Z", "end": "2024-10-16T19:30:00Z"}]},
                "rosa.delgado@brightline-logistics.com": {"busy": [{"start": "2024-10-16T19:00:00Z", "end": "2024-10-16T19:45:00Z"},
                                                                   {"start": "2024-10-16T22:00:00Z", "end": "2024-10-16T23:00:00Z"}]},
            }})),
        (call("create_event", calendarId="primary", summary="Carrier contract review", start={"dateTime": "2024-10-16T15:00:00-05:00", "timeZone": tz},
              end={"dateTime": "2024-10-16T15:45:00-05:00", "timeZone": tz},
              attendees=[{"email": "alex.kim@brightline-logistics.com"}, {"email": "rosa.delgado@brightline-logistics.com"}], description=desc),
         pj(ev(eid, "Carrier contract review", "2024-10-16T15:00:00-05:00", "2024-10-16T15:45:00-05:00", etag="3450566429024000",
               updated="2024-10-11T19:20:14.512Z", extra=created))),
        (call("update_event", calendarId="primary", eventId=eid, start={"dateTime": "2024-10-16T14:45:00-05:00", "timeZone": tz},
              end={"dateTime": "2024-10-16T15:30:00-05:00", "timeZone": tz},
              attendees=[{"email": "alex.kim@brightline-logistics.com"}, {"email": "rosa.delgado@brightline-logistics.com"}, {"email": "li.wei@brightline-logistics.com"}],
              conferenceData={"createRequest": {"requestId": "ccr-20241011-01", "conferenceSolutionKey": {"type": "hangoutsMeet"}}}, sendUpdates="all"),
         pj(ev(eid, "Carrier contract review", "2024-10-16T14:45:00-05:00", "2024-10-16T15:30:00-05:00", etag="3450566524660000",
               updated="2024-10-11T19:21:02.330Z", extra={**created, "sequence": 1, "attendees": att("needsAction", "needsAction", "needsAction"), **meet}))),
        (call("delete_event", calendarId="primary", eventId="2h8m5q0r3t6v9x1z4b7d0f2g5j", sendUpdates="none"), "HTTP 204 No Content (event 2h8m5q0r3t6v9x1z4b7d0f2g5j deleted)"),
        (call("get_event", calendarId="primary", eventId=eid),
         pj(ev(eid, "Carrier contract review", "2024-10-16T14:45:00-05:00", "2024-10-16T15:30:00-05:00", etag="3450568094236000",
               updated="2024-10-11T19:34:47.118Z", extra={**created, "sequence": 1, "attendees": att("accepted", "tentative", "needsAction"), **meet}))),
        (call("list_events", calendarId="primary", timeMin="2024-10-16T00:00:00-05:00", timeMax="2024-10-17T00:00:00-05:00",
              singleEvents=True, orderBy="startTime"), pj({
            "kind": "calendar#events", "summary": me, "timeZone": tz, "updated": "2024-10-11T19:34:47.118Z",
            "items": [
                ev("1q3s5u7w9y1a3c5e7g9i1k3m5o", "Ops incident review (INC-2291 late pickups)", "2024-10-16T09:30:00-05:00", "2024-10-16T10:00:00-05:00",
                   etag="3450567710118000", updated="2024-10-11T19:31:35.059Z",
                   extra={"organizer": {"email": "marcus.lee@brightline-logistics.com"}, "created": "2024-10-11T19:31:34.000Z",
                          "attendees": [{"email": me, "self": True, "responseStatus": "needsAction"}]}),
                ev(eid, "Carrier contract review", "2024-10-16T14:45:00-05:00", "2024-10-16T15:30:00-05:00", etag="3450568094236000",
                   updated="2024-10-11T19:34:47.118Z", extra={"hangoutLink": "https://meet.google.com/qkv-hzra-xpe"}),
                pre,
            ]})),
    ]
    rs.add(task=T, tid="h31-mcp-07", system=system, turns=turns,
           state="Friday 2024-10-11, ~14:00 CDT. Sam plans next week: set up a carrier contract review with Alex and Rosa; drop the tentative design sync.")


# ---------------------------------------------------------------- 08 Dropbox (bad)
def t08(rs: RowSet) -> None:
    system = mcp_system("dropbox", "Dropbox API v2 for the Fjordline Consulting team space", [
        tool("list_folder", "List a folder's entries.", {"path": S, "recursive": B, "limit": INT}, ["path"]),
        tool("get_metadata", "Get a file or folder's metadata.", {"path": S}, ["path"]),
        tool("upload", "Upload a local file to a path.", {"path": S, "local_file": S, "mode": S, "autorename": B}, ["path", "local_file"]),
        tool("create_shared_link_with_settings", "Create a shared link.", {"path": S, "settings": OBJ}, ["path"]),
        tool("search", "Search files by name or content.", {"query": S, "path": S, "max_results": INT}, ["query"]),
        tool("get_shared_link_metadata", "Metadata of what a shared link points to.", {"url": S}, ["url"]),
        tool("get_space_usage", "Team space usage.", {}, []),
    ])
    base = "/Clients/Halvorsen Marine/2024-Q3"
    files = {
        "Q3_report_draft.docx": ("id:a4ZrX0kq9WAAAAAAAAAB3w", "0161f7c2e4b8a9d000000028d7c1a40", 2841306, "2024-10-02T15:40:51Z", "2024-10-02T15:41:09Z",
                                 "9f2c4e71a0b35d86c7e1f4a29b0d6e3c58a7f1b2d4c6e8a0b3d5f7a9c1e3b5d7"),
        "budget_2024Q3.xlsx": ("id:a4ZrX0kq9WAAAAAAAAAB4A", "0161f6e1d09a3bc000000028d7c1a40", 188412, "2024-09-30T11:02:18Z", "2024-09-30T11:02:40Z",
                               "3b8d1f5a7c9e2b4d6f8a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d"),
        "invoice_0829.pdf": ("id:a4ZrX0kq9WAAAAAAAAAB1Q", "0161e20a77c3f1e000000028d7c1a40", 94877, "2024-08-29T17:25:03Z", "2024-08-29T17:25:10Z",
                             "c4e6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6"),
        "meeting_notes_0919.md": ("id:a4ZrX0kq9WAAAAAAAAAB2g", "0161f1b3c50e7d2000000028d7c1a40", 6120, "2024-09-19T14:58:47Z", "2024-09-19T14:58:49Z",
                                  "e1c3a5b7d9f1e3c5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7f9e1c3"),
    }

    def fmeta(name: str, hash_override: str | None = None) -> dict:
        fid, rev, size, cm, sm, ch = files[name]
        return {".tag": "file", "name": name, "path_lower": f"{base}/{name}".lower(), "path_display": f"{base}/{name}", "id": fid,
                "client_modified": cm, "server_modified": sm, "rev": rev, "size": size, "is_downloadable": True,
                "content_hash": hash_override or ch}

    folder = {".tag": "folder", "name": "photos", "path_lower": f"{base}/photos".lower(), "path_display": f"{base}/photos",
              "id": "id:a4ZrX0kq9WAAAAAAAAAB0w"}
    files["invoice_0912.pdf"] = ("id:a4ZrX0kq9WAAAAAAAAAB5Q", "0161f8a09b2c4de000000028d7c1a40", 96214, "2024-09-12T10:31:44Z", "2024-10-03T09:14:52Z",
                                 "7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c")
    link = "https://www.dropbox.com/scl/fi/7h2kq9v0w3x5z8b1d4f6g/Q3_report_draft.docx?rlkey=k3m5p7r9t1v3x5z7b9d1f3h5j&dl=0"
    turns = [
        (call("list_folder", path=base, recursive=False, limit=100), pj({
            "entries": [fmeta("Q3_report_draft.docx"), fmeta("budget_2024Q3.xlsx"), fmeta("invoice_0829.pdf"), fmeta("meeting_notes_0919.md"), folder],
            "cursor": "AAGj7kxQ2v0Y5bW1n3Lh8r0t2Zc6Pq4MdS9fUe1xGk7yJb3Rw5Vn0Ts2Ha8Lo4Ci6Eu", "has_more": False})),
        (call("get_metadata", path=f"{base}/budget_2024Q3.xlsx"), pj(fmeta("budget_2024Q3.xlsx"))),
        (call("upload", path=f"{base}/invoice_0912.pdf", local_file="~/Downloads/Halvorsen_INV-2024-0912.pdf", mode="add", autorename=True),
         pj(fmeta("invoice_0912.pdf"))),
        (call("create_shared_link_with_settings", path=f"{base}/Q3_report_draft.docx",
              settings={"audience": "team", "access": "viewer", "expires": "2024-10-17T23:59:59Z", "allow_download": True}), pj({
            ".tag": "file", "url": link, "name": "Q3_report_draft.docx", "id": "id:a4ZrX0kq9WAAAAAAAAAB3w",
            "path_lower": f"{base}/Q3_report_draft.docx".lower(), "expires": "2024-10-17T23:59:59Z",
            "link_permissions": {"resolved_visibility": {".tag": "team_only"}, "can_revoke": True, "allow_download": True,
                                 "link_access_level": {".tag": "viewer"}, "audience_options": [{"audience": {".tag": "team"}, "allowed": True}]},
            "client_modified": "2024-10-02T15:40:51Z", "server_modified": "2024-10-02T15:41:09Z", "rev": "0161f7c2e4b8a9d000000028d7c1a40",
            "size": 2841306})),
        (call("get_metadata", path=f"{base}/budget_2024Q3.xlsx"),
         pj(fmeta("budget_2024Q3.xlsx", hash_override="3b8d1f5a7c9e2b4d6f8a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e4d6f"))),
        (call("search", query="invoice", path=base, max_results=20), pj({
            "matches": [
                {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": fmeta("invoice_0912.pdf")}},
                {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": fmeta("invoice_0829.pdf")}},
            ], "has_more": False})),
        (call("get_shared_link_metadata", url=link), pj({
            ".tag": "file", "url": link, "name": "Q3_report_draft.docx", "id": "id:a4ZrX0kq9WAAAAAAAAAB3w", "expires": "2024-10-17T23:59:59Z",
            "link_permissions": {"resolved_visibility": {".tag": "team_only"}, "can_revoke": True, "allow_download": True},
            "client_modified": "2024-10-02T15:40:51Z", "server_modified": "2024-10-02T15:41:09Z", "rev": "0161f7c2e4b8a9d000000028d7c1a40",
            "size": 2841306, "team_member_info": {"display_name": "Ingrid Solberg", "member_id": "dbmid:AAD3k8x0Lq2Vn5Yb7Rw1Tc4Ef6Gh9Jk0Mn"}})),
        (call("get_space_usage"), pj({
            "used": 1847203915776, "allocation": {".tag": "team", "used": 1847203915776, "allocated": 15000000000000,
                                                  "user_within_team_space_allocated": 0, "user_within_team_space_limit_type": {".tag": "off"},
                                                  "user_within_team_space_used_cached": 212640118784}})),
    ]
    rs.add(task=T, tid="h31-mcp-08", system=system, turns=turns,
           state="Team folder /Clients/Halvorsen Marine/2024-Q3. Agent files the September invoice and shares the draft report with the team.",
           bad=True, turn=5, kind="content_hash of an untouched file differs from the two earlier reads (same rev, size and modified time)")


# ---------------------------------------------------------------- 09 brewery fermentation tracker (clean)
def t09(rs: RowSet) -> None:
    system = mcp_system("brewlog", "fermentation tracker of Copper Kettle Brewing (Tacoma)", [
        tool("list_tanks", "All tanks with contents, gravity, temperature and status.", {}, []),
        tool("get_tank", "One tank's live sensor values.", {"tank": S}, ["tank"]),
        tool("get_batch", "A batch with its gravity log; gravity in SG (default) or Plato.", {"batch": S, "units": S}, ["batch"]),
        tool("log_reading", "Log a manual hydrometer reading for a batch.", {"batch": S, "sg": NUM, "temp_c": NUM, "note": S}, ["batch", "sg"]),
        tool("set_temperature", "Change a tank's temperature setpoint.", {"tank": S, "setpoint_c": NUM, "reason": S}, ["tank", "setpoint_c"]),
        tool("transfer_batch", "Record a transfer of a batch between tanks.", {"batch": S, "from_tank": S, "to_tank": S, "volume_hl": NUM}, ["batch", "from_tank", "to_tank"]),
    ])
    sg_log = [("2024-03-01 09:30", 0, 1.064, 18.5), ("2024-03-02 08:15", 1, 1.052, 19.0), ("2024-03-03 08:05", 2, 1.036, 19.6),
              ("2024-03-04 08:20", 3, 1.026, 19.5), ("2024-03-05 08:00", 4, 1.021, 19.5), ("2024-03-06 08:10", 5, 1.018, 19.6)]
    plato = {1.064: 15.6, 1.052: 12.8, 1.036: 9.0, 1.026: 6.6, 1.021: 5.3, 1.018: 4.6, 1.014: 3.6}
    turns = [
        (call("list_tanks"), mcp_text({"as_of": "2024-03-07T08:02:11-08:00", "tanks": [
            {"tank": "FV1", "capacity_hl": 30, "batch": "B-241", "beer": "Fog Lantern (hazy IPA)", "day": 6, "status": "fermenting",
             "last_sg": 1.018, "last_reading": "23 h ago", "temp_c": 19.6, "setpoint_c": 19.5, "pressure_bar": 0.4},
            {"tank": "FV2", "capacity_hl": 20, "batch": "B-243", "beer": "Nordlicht (pilsner)", "day": 24, "status": "lagering - ready to transfer",
             "last_sg": 1.009, "last_reading": "2 d ago", "temp_c": 1.2, "setpoint_c": 1.0, "pressure_bar": 0.9},
            {"tank": "FV3", "capacity_hl": 30, "batch": None, "status": "CIP in progress", "cip_step": "caustic 2/4", "cip_eta": "08:40"},
            {"tank": "BBT1", "capacity_hl": 20, "batch": None, "status": "clean & sanitized", "sanitized_at": "2024-03-06T17:45:00-08:00", "temp_c": 1.6},
        ]})),
        (call("get_batch", batch="B-241"), mcp_text({
            "batch": "B-241", "beer": "Fog Lantern (hazy IPA)", "tank": "FV1", "brewed": "2024-03-01", "volume_hl": 28.5, "yeast": "London Ale III (1318)",
            "og": 1.064, "target_fg": 1.013, "units": "SG",
            "readings": [{"at": at, "day": d, "sg": sg, "temp_c": tc} for at, d, sg, tc in sg_log],
            "abv_est_pct": 6.0, "apparent_attenuation_pct": 71.9,
            "dry_hop": [{"day": 2, "hops": "Citra 6 kg", "done": True}, {"day": 7, "hops": "Mosaic 5 kg + Nelson 3 kg", "done": False}]})),
        (call("log_reading", batch="B-241", sg=1.014, temp_c=19.4, note="day 6 hydrometer, slight sulfur gone"), mcp_text({
            "reading_id": "RD-24-1187", "batch": "B-241", "at": "2024-03-07T08:05:37-08:00", "day": 6, "sg": 1.014, "temp_c": 19.4,
            "abv_est_pct": 6.6, "apparent_attenuation_pct": 78.1, "points_to_target_fg": 1,
            "note": "day 6 hydrometer, slight sulfur gone"})),
        (call("set_temperature", tank="FV1", setpoint_c=21.0, reason="diacetyl rest before dry hop #2"), mcp_text({
            "tank": "FV1", "setpoint_c": 21.0, "previous_setpoint_c": 19.5, "mode": "free rise", "glycol_valve": "closed",
            "temp_c": 19.5, "changed_at": "2024-03-07T08:07:02-08:00", "changed_by": "api:brewlog-agent"})),
        (call("get_tank", tank="FV1"), mcp_text({
            "tank": "FV1", "batch": "B-241", "ts": "2024-03-07T08:49:30-08:00", "temp_c": 20.3, "setpoint_c": 21.0, "mode": "free rise",
            "glycol_valve": "closed", "pressure_bar": 0.5, "level_hl": 28.1, "temp_trend_c_per_h": 1.1, "est_at_setpoint": "09:30"})),
        (call("get_batch", batch="B-241", units="plato"), mcp_text({
            "batch": "B-241", "beer": "Fog Lantern (hazy IPA)", "tank": "FV1", "brewed": "2024-03-01", "volume_hl": 28.5, "yeast": "London Ale III (1318)",
            "og_plato": 15.6, "target_fg_plato": 3.3, "units": "°P",
            "readings": [{"at": at, "day": d, "plato": plato[sg], "temp_c": tc} for at, d, sg, tc in sg_log]
            + [{"at": "2024-03-07 08:05", "day": 6, "plato": 3.6, "temp_c": 19.4}],
            "abv_est_pct": 6.6, "apparent_attenuation_pct": 78.1,
            "dry_hop": [{"day": 2, "hops": "Citra 6 kg", "done": True}, {"day": 7, "hops": "Mosaic 5 kg + Nelson 3 kg", "done": False}]})),
        (call("transfer_batch", batch="B-243", from_tank="FV2", to_tank="BBT1", volume_hl=19.5), mcp_text({
            "transfer_id": "TR-24-0093", "batch": "B-243", "from_tank": "FV2", "to_tank": "BBT1", "volume_requested_hl": 19.5,
            "volume_transferred_hl": 19.2, "loss_hl": 0.3, "started": "2024-03-07T09:02:10-08:00", "completed": "2024-03-07T09:31:48-08:00",
            "from_tank_status": "dirty - needs CIP", "to_tank_status": "conditioning"})),
        (call("list_tanks"), mcp_text({"as_of": "2024-03-07T09:38:55-08:00", "tanks": [
            {"tank": "FV1", "capacity_hl": 30, "batch": "B-241", "beer": "Fog Lantern (hazy IPA)", "day": 6, "status": "diacetyl rest",
             "last_sg": 1.014, "last_reading": "1 h 33 min ago", "temp_c": 21.0, "setpoint_c": 21.0, "pressure_bar": 0.5},
            {"tank": "FV2", "capacity_hl": 20, "batch": None, "status": "dirty - needs CIP", "emptied_at": "2024-03-07T09:31:48-08:00"},
            {"tank": "FV3", "capacity_hl": 30, "batch": None, "status": "clean & sanitized", "sanitized_at": "2024-03-07T08:41:20-08:00"},
            {"tank": "BBT1", "capacity_hl": 20, "batch": "B-243", "beer": "Nordlicht (pilsner)", "status": "conditioning",
             "volume_hl": 19.2, "temp_c": 1.4, "setpoint_c": 1.0, "co2_vols": 1.1, "target_co2_vols": 2.6},
        ]})),
    ]
    rs.add(task=T, tid="h31-mcp-09", system=system, turns=turns,
           state="Thursday 2024-03-07 morning at Copper Kettle Brewing. FV3 is running a CIP cycle.")


# ---------------------------------------------------------------- 10 Confluence (bad)
def t10(rs: RowSet) -> None:
    system = mcp_system("confluence", "Confluence Cloud for northpeak.atlassian.net", [
        tool("search", "Search content with CQL.", {"cql": S, "limit": INT}, ["cql"]),
        tool("get_page", "Get a page by id.", {"page_id": S, "expand": S}, ["page_id"]),
        tool("create_page", "Create a page.", {"space": S, "parent_id": S, "title": S, "body": S}, ["space", "title", "body"]),
        tool("update_page", "Update a page (version must be current + 1).", {"page_id": S, "title": S, "body": S, "version": INT}, ["page_id", "version"]),
        tool("delete_page", "Move a page to the trash.", {"page_id": S}, ["page_id"]),
        tool("get_page_children", "List child pages.", {"page_id": S}, ["page_id"]),
        tool("add_labels", "Add labels to a page.", {"page_id": S, "labels": A}, ["page_id", "labels"]),
    ])
    site = "https://northpeak.atlassian.net/wiki"
    pages = {
        "884700011": ("Runbooks", "2024-08-01T09:12:44.180Z", "Index of operational runbooks for the platform team."),
        "884736021": ("Runbook: Kafka broker restart (2021)", "2021-11-03T16:40:02.733Z", "Stop the broker with kafka-server-stop.sh, wait for ZooKeeper session expiry..."),
        "884736455": ("Runbook: ZooKeeper ensemble (deprecated)", "2022-02-14T11:08:51.017Z", "Deprecated: ZooKeeper was removed with the KRaft migration..."),
        "884741190": ("Runbook: PostgreSQL failover (Patroni)", "2024-05-22T13:27:39.640Z", "patronictl -c /etc/patroni.yml switchover --master pg-01 ..."),
        "884741532": ("Runbook: Redis cache flush", "2023-08-09T08:55:16.402Z", "Only flush the session DB (db 2) after announcing in #ops..."),
        "884745018": ("Runbook: Certificate rotation (cert-manager)", "2024-07-30T15:02:27.905Z", "kubectl cert-manager renew --namespace ingress ..."),
        "884748800": ("Runbook: Kafka consumer lag alerts", "2024-03-11T10:19:48.221Z", "When KafkaConsumerLagHigh fires, check the group with kafka-consumer-groups.sh..."),
        "918552117": ("Runbook: Kafka broker rolling restart (KRaft)", "2024-09-24T10:16:40.077Z", "Restart one broker at a time; wait until UnderReplicatedPartitions is 0..."),
    }

    def res(pid: str) -> dict:
        title, mod, exc = pages[pid]
        return {"content": {"id": pid, "type": "page", "status": "current", "title": title, "_links": {"webui": f"/spaces/OPS/pages/{pid}"}},
                "title": title, "excerpt": exc, "url": f"/spaces/OPS/pages/{pid}", "lastModified": mod, "entityType": "content"}

    cql = 'space = OPS and type = page and title ~ "runbook"'
    new_body1 = ("<h2>Scope</h2><p>Kafka 3.7 brokers in KRaft mode (kafka-0..kafka-5, namespace streaming).</p>"
                 "<h2>Steps</h2><ol><li>Check UnderReplicatedPartitions = 0 in Grafana.</li><li>kubectl delete pod kafka-N -n streaming</li>"
                 "<li>Wait for the pod to be Ready and URP back to 0 before the next broker.</li></ol>")
    new_body2 = new_body1 + ("<h2>Verification</h2><p>kafka-topics.sh --bootstrap-server kafka:9092 --describe --under-replicated-partitions "
                             "returns nothing; consumer lag dashboard flat for 10 min.</p>")
    anc = [{"id": "884600003", "title": "Operations"}, {"id": "884700011", "title": "Runbooks"}]
    turns = [
        (call("search", cql=cql, limit=25), mcp_text({"results": [res(p) for p in ["884736021", "884736455", "884741190", "884741532", "884745018", "884748800", "884700011"]],
                                                      "start": 0, "limit": 25, "size": 7, "totalSize": 7, "cqlQuery": cql, "searchDuration": 41})),
        (call("get_page", page_id="884736021", expand="body.storage,version,ancestors"), mcp_text({
            "id": "884736021", "type": "page", "status": "current", "title": "Runbook: Kafka broker restart (2021)", "space": {"key": "OPS", "name": "Operations"},
            "version": {"number": 7, "when": "2021-11-03T16:40:02.733Z", "by": {"displayName": "Gustavo Pinheiro"}, "message": "ZK timeout values"},
            "ancestors": anc,
            "body": {"storage": {"value": "<p>Stop the broker with kafka-server-stop.sh, wait for ZooKeeper session expiry (zookeeper.session.timeout.ms=18000), "
                                          "then start it and check the ISR for every partition.</p>", "representation": "storage"}},
            "_links": {"webui": "/spaces/OPS/pages/884736021", "base": site}})),
        (call("delete_page", page_id="884736021"), mcp_text("Page 884736021 'Runbook: Kafka broker restart (2021)' moved to trash (status: trashed). HTTP 204.")),
        (call("create_page", space="OPS", parent_id="884700011", title="Runbook: Kafka broker rolling restart (KRaft)", body=new_body1), mcp_text({
            "id": "918552117", "type": "page", "status": "current", "title": "Runbook: Kafka broker rolling restart (KRaft)", "space": {"key": "OPS"},
            "version": {"number": 1, "when": "2024-09-24T10:14:08.512Z", "by": {"displayName": "Ops Automation"}},
            "ancestors": anc, "_links": {"webui": "/spaces/OPS/pages/918552117", "base": site}})),
        (call("update_page", page_id="918552117", title="Runbook: Kafka broker rolling restart (KRaft)", body=new_body2, version=2), mcp_text({
            "id": "918552117", "type": "page", "status": "current", "title": "Runbook: Kafka broker rolling restart (KRaft)",
            "version": {"number": 2, "when": "2024-09-24T10:16:40.077Z", "by": {"displayName": "Ops Automation"}, "minorEdit": False},
            "_links": {"webui": "/spaces/OPS/pages/918552117", "base": site}})),
        (call("get_page_children", page_id="884700011"), mcp_text({"results": [
            {"id": p, "type": "page", "status": "current", "title": pages[p][0]} for p in
            ["884736455", "884741190", "884741532", "884745018", "884748800", "918552117"]], "start": 0, "limit": 25, "size": 6})),
        (call("delete_page", page_id="884736455"), mcp_text("Page 884736455 'Runbook: ZooKeeper ensemble (deprecated)' moved to trash (status: trashed). HTTP 204.")),
        (call("search", cql=cql, limit=25), mcp_text({"results": [res(p) for p in ["918552117", "884745018", "884741190", "884748800", "884741532", "884736021", "884700011"]],
                                                      "start": 0, "limit": 25, "size": 7, "totalSize": 7, "cqlQuery": cql, "searchDuration": 37})),
        (call("add_labels", page_id="918552117", labels=["runbook", "kafka", "kraft"]), mcp_text({"results": [
            {"prefix": "global", "name": "runbook", "id": "1146880"}, {"prefix": "global", "name": "kafka", "id": "1146881"},
            {"prefix": "global", "name": "kraft", "id": "1213447"}], "size": 3})),
        (call("get_page", page_id="918552117", expand="version,ancestors,metadata.labels"), mcp_text({
            "id": "918552117", "type": "page", "status": "current", "title": "Runbook: Kafka broker rolling restart (KRaft)", "space": {"key": "OPS", "name": "Operations"},
            "version": {"number": 2, "when": "2024-09-24T10:16:40.077Z", "by": {"displayName": "Ops Automation"}},
            "ancestors": anc, "metadata": {"labels": {"results": [{"name": "runbook"}, {"name": "kafka"}, {"name": "kraft"}], "size": 3}},
            "_links": {"webui": "/spaces/OPS/pages/918552117", "base": site}})),
    ]
    rs.add(task=T, tid="h31-mcp-10", system=system, turns=turns,
           state="Confluence space OPS (Operations). Task: retire outdated Kafka/ZooKeeper runbooks and publish a KRaft rolling-restart runbook.",
           bad=True, turn=8, kind="page moved to trash earlier shows up again as a current page in a later search")


# ---------------------------------------------------------------- 11 Twilio (clean)
def t11(rs: RowSet) -> None:
    system = mcp_system("twilio", "Twilio REST API for the Hearthline Home Services account", [
        tool("list_phone_numbers", "List incoming phone numbers of the account.", {}, []),
        tool("send_message", "Send an SMS.", {"to": S, "from": S, "body": S, "status_callback": S}, ["to", "from", "body"]),
        tool("get_message", "Fetch a message by SID.", {"sid": S}, ["sid"]),
        tool("list_messages", "List messages, newest first.", {"from": S, "to": S, "page_size": INT}, []),
        tool("make_call", "Start an outbound call.", {"to": S, "from": S, "url": S}, ["to", "from", "url"]),
        tool("get_call", "Fetch a call by SID.", {"sid": S}, ["sid"]),
    ])
    ac = "AC5e1f9a07c3b24d68e0a4f7b2c9d1e3a6"
    frm, to = "+13125550199", "+17735550123"
    sm1, sm2, ca = "SM8b2e4d6f0a1c3e5b7d9f1a3c5e7b9d0f", "SM1c3e5a7b9d0f2a4c6e8b1d3f5a7c9e2b", "CA4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e"
    b1 = "Hi Marisol, this is Hearthline. Your technician Dev is on the way, ETA 2:40 PM. Reply STOP to opt out."
    b2 = ("Hearthline job #HL-55210 (furnace tune-up): please clear about 3 ft around the furnace and keep pets in another room. "
          "Job details and checklist: https://hearthline.co/j/55210 - questions? Call 312-555-0199.")

    def msg(sid: str, body: str, status: str, created: str, sent: str | None, updated: str, price: str | None, segs: str) -> dict:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": body, "date_created": created, "date_sent": sent, "date_updated": updated,
                "direction": "outbound-api", "error_code": None, "error_message": None, "from": frm, "messaging_service_sid": None,
                "num_media": "0", "num_segments": segs, "price": price, "price_unit": "USD", "sid": sid, "status": status, "to": to,
                "uri": f"/2010-04-01/Accounts/{ac}/Messages/{sid}.json"}

    def callr(status: str, start: str | None, end: str | None, dur: str | None, price: str | None, updated: str) -> dict:
        return {"account_sid": ac, "answered_by": None if status == "queued" else "human", "api_version": "2010-04-01", "caller_name": None,
                "date_created": "Tue, 08 Oct 2024 19:12:20 +0000", "date_updated": updated, "direction": "outbound-api", "duration": dur,
                "end_time": end, "forwarded_from": None, "from": frm, "from_formatted": "(312) 555-0199", "parent_call_sid": None,
                "phone_number_sid": "PN7d9f1b3a5c7e9d0b2f4a6c8e0d1b3f5a", "price": price, "price_unit": "USD", "sid": ca,
                "start_time": start, "status": status, "to": to, "to_formatted": "(773) 555-0123",
                "uri": f"/2010-04-01/Accounts/{ac}/Calls/{ca}.json"}

    twiml = "https://hearthline.co/twiml/eta-reminder.xml"
    turns = [
        (call("list_phone_numbers"), pj({"incoming_phone_numbers": [
            {"sid": "PN7d9f1b3a5c7e9d0b2f4a6c8e0d1b3f5a", "phone_number": frm, "friendly_name": "Dispatch line",
             "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False}, "sms_url": "https://hearthline.co/hooks/sms",
             "voice_url": "https://hearthline.co/hooks/voice", "date_created": "Mon, 04 Mar 2024 15:20:11 +0000"},
            {"sid": "PN2a4c6e8b0d1f3a5c7e9b2d4f6a8c0e1b", "phone_number": "+18885550142", "friendly_name": "Toll-free billing",
             "capabilities": {"voice": True, "sms": True, "mms": False, "fax": False}, "sms_url": "", "voice_url": "https://hearthline.co/hooks/billing",
             "date_created": "Thu, 11 Apr 2024 18:02:45 +0000"}],
            "page": 0, "page_size": 50, "start": 0, "end": 1})),
        (call("send_message", to=to, **{"from": frm}, body=b1), pj(msg(sm1, b1, "queued", "Tue, 08 Oct 2024 19:12:04 +0000", None,
                                                                        "Tue, 08 Oct 2024 19:12:04 +0000", None, "1"))),
        (call("make_call", to=to, **{"from": frm}, url=twiml), pj(callr("queued", None, None, None, None, "Tue, 08 Oct 2024 19:12:20 +0000"))),
        (call("get_message", sid=sm1), pj(msg(sm1, b1, "delivered", "Tue, 08 Oct 2024 19:12:04 +0000", "Tue, 08 Oct 2024 19:12:05 +0000",
                                             "Tue, 08 Oct 2024 19:12:08 +0000", "-0.00790", "1"))),
        (call("get_call", sid=ca), pj(callr("in-progress", "Tue, 08 Oct 2024 19:12:27 +0000", None, None, None, "Tue, 08 Oct 2024 19:12:27 +0000"))),
        (call("send_message", to=to, **{"from": frm}, body=b2), pj(msg(sm2, b2, "queued", "Tue, 08 Oct 2024 19:13:02 +0000", None,
                                                                        "Tue, 08 Oct 2024 19:13:02 +0000", None, "2"))),
        (call("get_call", sid=ca), pj(callr("completed", "Tue, 08 Oct 2024 19:12:27 +0000", "Tue, 08 Oct 2024 19:13:14 +0000", "47", "-0.01400",
                                           "Tue, 08 Oct 2024 19:13:15 +0000"))),
        (call("list_messages", **{"from": frm}, to=to, page_size=5), pj({
            "messages": [
                msg(sm2, b2, "delivered", "Tue, 08 Oct 2024 19:13:02 +0000", "Tue, 08 Oct 2024 19:13:03 +0000", "Tue, 08 Oct 2024 19:13:06 +0000", "-0.01580", "2"),
                msg(sm1, b1, "delivered", "Tue, 08 Oct 2024 19:12:04 +0000", "Tue, 08 Oct 2024 19:12:05 +0000", "Tue, 08 Oct 2024 19:12:08 +0000", "-0.00790", "1"),
                msg("SM0d2f4b6a8c1e3d5f7b9a0c2e4d6f8b1a", "Hearthline: your appointment for Tue Oct 8 between 2-4 PM is confirmed. Reply C to cancel.",
                    "delivered", "Mon, 07 Oct 2024 21:30:00 +0000", "Mon, 07 Oct 2024 21:30:01 +0000", "Mon, 07 Oct 2024 21:30:04 +0000", "-0.00790", "1"),
            ],
            "page": 0, "page_size": 5, "first_page_uri": f"/2010-04-01/Accounts/{ac}/Messages.json?From=%2B13125550199&To=%2B17735550123&PageSize=5&Page=0",
            "next_page_uri": None, "previous_page_uri": None, "start": 0, "end": 2})),
    ]
    rs.add(task=T, tid="h31-mcp-11", system=system, turns=turns,
           state="Dispatcher workflow for job HL-55210 on 2024-10-08: text the customer an ETA, place a reminder call, then send the job summary.")


# ---------------------------------------------------------------- 12 marina slip manager (bad)
def t12(rs: RowSet) -> None:
    system = mcp_system("harborline-slips", "slip and reservation manager of Harbor Point Marina, Sturgeon Bay WI", [
        tool("list_slips", "Available slips on a dock for a stay.", {"dock": S, "min_length_ft": INT, "arrive": S, "depart": S}, ["arrive", "depart"]),
        tool("get_slip", "Slip details and rate.", {"slip": S}, ["slip"]),
        tool("create_reservation", "Reserve a slip.", {"slip": S, "guest": S, "email": S, "vessel": S, "loa_ft": NUM, "beam_ft": NUM,
                                                        "arrive": S, "depart": S}, ["slip", "guest", "vessel", "loa_ft", "arrive", "depart"]),
        tool("update_reservation", "Change services or dates of a reservation.", {"reservation_id": S, "add_services": A}, ["reservation_id"]),
        tool("check_in", "Check a guest in.", {"reservation_id": S}, ["reservation_id"]),
        tool("cancel_reservation", "Cancel a reservation (policy fee applies).", {"reservation_id": S, "reason": S}, ["reservation_id"]),
        tool("list_reservations", "List reservations by dock, arrival window and status.",
             {"dock": S, "arriving_from": S, "arriving_to": S, "status": S}, []),
        tool("send_confirmation", "Email the confirmation for a reservation.", {"reservation_id": S}, ["reservation_id"]),
    ])
    turns = [
        (call("list_slips", dock="C", min_length_ft=40, arrive="2024-07-12", depart="2024-07-15"),
         "Harbor Point Marina - dock C - available 2024-07-12 -> 2024-07-15 (3 nights), slips >= 40 ft\n"
         "\n"
         "SLIP   LENGTH  BEAM   DEPTH(MLLW)  POWER          RATE/FT/NIGHT  NOTES\n"
         "C-14   50 ft   17 ft  10 ft        50A 125/250V   $3.50          end tie, easy in/out\n"
         "C-17   45 ft   16 ft   9 ft        50A 125/250V   $3.25          near C-dock restrooms\n"
         "C-22   42 ft   15 ft   9 ft        30A 125V       $3.25          finger pier port side\n"
         "\n"
         "3 available of 18 slips >= 40 ft on dock C (15 occupied or reserved for part of the stay)."),
        (call("get_slip", slip="C-17"), pj({
            "slip": "C-17", "dock": "C", "length_ft": 45, "beam_ft": 16, "depth_mllw_ft": 9, "power": ["50A 125/250V"], "water": True,
            "wifi": "HarborPoint-C", "pumpout": "at fuel dock, $25 per service", "rate_per_ft_night": 3.25, "billing_length": "greater of LOA or 35 ft",
            "tax_rate": 0.06, "status_next_7_days": {"2024-07-11": "open", "2024-07-12": "open", "2024-07-13": "open", "2024-07-14": "open",
                                                     "2024-07-15": "open", "2024-07-16": "reserved", "2024-07-17": "reserved"}})),
        (call("create_reservation", slip="C-17", guest="Hannah Ebersole", email="h.ebersole@lakemail.net", vessel="Sea Lark", loa_ft=42, beam_ft=14,
              arrive="2024-07-12", depart="2024-07-15"), pj({
            "reservation_id": "R-30418", "status": "confirmed", "slip": "C-17", "guest": "Hannah Ebersole", "vessel": "Sea Lark",
            "loa_ft": 42, "beam_ft": 14, "arrive": "2024-07-12", "depart": "2024-07-15", "nights": 3, "nightly": 136.50,
            "services": [], "subtotal": 409.50, "tax": 24.57, "total": 434.07, "deposit_due": 136.50, "created_at": "2024-07-11T10:22:47-05:00"})),
        (call("create_reservation", slip="C-22", guest="Raj Patel", email="raj.patel@northshore.io", vessel="Blue Heron II", loa_ft=40, beam_ft=13,
              arrive="2024-07-13", depart="2024-07-14"), pj({
            "reservation_id": "R-30419", "status": "confirmed", "slip": "C-22", "guest": "Raj Patel", "vessel": "Blue Heron II",
            "loa_ft": 40, "beam_ft": 13, "arrive": "2024-07-13", "depart": "2024-07-14", "nights": 1, "nightly": 130.00,
            "services": [], "subtotal": 130.00, "tax": 7.80, "total": 137.80, "deposit_due": 130.00, "created_at": "2024-07-11T10:25:13-05:00"})),
        (call("check_in", reservation_id="R-30377"), pj({
            "reservation_id": "R-30377", "status": "checked_in", "slip": "C-09", "guest": "Colm Daly", "vessel": "Wayfarer", "loa_ft": 38,
            "arrive": "2024-07-11", "depart": "2024-07-14", "checked_in_at": "2024-07-11T10:31:09-05:00", "gate_code": "4471#",
            "balance_due": 0.00})),
        (call("update_reservation", reservation_id="R-30418", add_services=["pumpout"]), pj({
            "reservation_id": "R-30418", "status": "confirmed", "slip": "C-17", "arrive": "2024-07-12", "depart": "2024-07-15", "nights": 3,
            "services": [{"code": "pumpout", "description": "Pump-out at fuel dock", "price": 25.00}],
            "subtotal": 434.50, "tax": 26.07, "total": 460.57, "deposit_due": 136.50, "updated_at": "2024-07-11T10:33:40-05:00"})),
        (call("list_slips", dock="C", min_length_ft=40, arrive="2024-07-12", depart="2024-07-15"),
         "Harbor Point Marina - dock C - available 2024-07-12 -> 2024-07-15 (3 nights), slips >= 40 ft\n"
         "\n"
         "SLIP   LENGTH  BEAM   DEPTH(MLLW)  POWER          RATE/FT/NIGHT  NOTES\n"
         "C-14   50 ft   17 ft  10 ft        50A 125/250V   $3.50          end tie, easy in/out\n"
         "\n"
         "1 available of 18 slips >= 40 ft on dock C (17 occupied or reserved for part of the stay)."),
        (call("cancel_reservation", reservation_id="R-30402", reason="guest weather cancellation (called 10:35)"), pj({
            "reservation_id": "R-30402", "status": "cancelled", "slip": "C-05", "guest": "Terri Nguyen", "vessel": "Kittiwake",
            "arrive": "2024-07-13", "depart": "2024-07-16", "paid": 117.00, "cancellation_fee": 25.00, "refund": 92.00,
            "cancelled_at": "2024-07-11T10:36:22-05:00"})),
        (call("list_reservations", dock="C", arriving_from="2024-07-12", arriving_to="2024-07-14", status="confirmed"), pj({
            "dock": "C", "arriving_from": "2024-07-12", "arriving_to": "2024-07-14", "status": "confirmed", "count": 3, "reservations": [
                {"reservation_id": "R-30391", "slip": "C-03", "guest": "Dale Forsberg", "vessel": "Second Wind", "loa_ft": 34,
                 "arrive": "2024-07-12", "depart": "2024-07-14", "total": 222.60},
                {"reservation_id": "R-30419", "slip": "C-22", "guest": "Raj Patel", "vessel": "Blue Heron II", "loa_ft": 40,
                 "arrive": "2024-07-13", "depart": "2024-07-14", "total": 137.80},
                {"reservation_id": "R-30407", "slip": "C-11", "guest": "Ana Lucia Ortiz", "vessel": "Mariposa", "loa_ft": 36,
                 "arrive": "2024-07-14", "depart": "2024-07-17", "total": 372.06},
            ]})),
        (call("send_confirmation", reservation_id="R-30418"), pj({
            "reservation_id": "R-30418", "sent_to": "h.ebersole@lakemail.net", "template": "reservation_confirmed_v3",
            "summary": "Slip C-17, Sea Lark (42 ft), arrive Fri Jul 12 after 2 PM, depart Mon Jul 15 by 11 AM, total $460.57 (deposit $136.50 due)",
            "message_id": "<20240711153801.8f2c4a@harborpointmarina.com>", "sent_at": "2024-07-11T10:38:01-05:00"})),
    ]
    rs.add(task=T, tid="h31-mcp-12", system=system, turns=turns,
           state="Harbor Point Marina front desk, Thursday 2024-07-11 morning.",
           bad=True, turn=9, kind="reservation created earlier (arriving inside the window, still confirmed) is missing from the reservation list")


# ---------------------------------------------------------------- 13 telescope queue scheduler (clean)
def t13(rs: RowSet) -> None:
    system = mcp_system("skyqueue", "queue scheduler of the 1.0 m telescope at Sierra Vista Ridge Observatory (lat +31.958, lon -111.600)", [
        tool("get_conditions", "Current site conditions, UTC and local sidereal time.", {}, []),
        tool("list_queue", "Tonight's observing queue in execution order.", {}, []),
        tool("submit_observation", "Add an observation request to tonight's queue.",
             {"target": S, "ra": S, "dec": S, "filters": A, "exposure_s": INT, "n_exposures": INT, "priority": S, "pi": S},
             ["target", "ra", "dec", "filters", "exposure_s", "n_exposures", "priority"]),
        tool("get_observation", "One observation request with live visibility.", {"obs_id": S}, ["obs_id"]),
        tool("cancel_observation", "Remove a queued request.", {"obs_id": S, "reason": S}, ["obs_id"]),
    ])

    def q(obs: str, target: str, pri: str, status: str, start: str, dur: int, **kw) -> dict:
        return {"obs_id": obs, "target": target, "priority": pri, "status": status, "est_start_utc": start, "est_duration_min": dur, **kw}

    turns = [
        (call("get_conditions"), mcp_text(
            "Sierra Vista Ridge Observatory - conditions\n"
            "UTC 2024-10-05 03:12:40   LST 20:43:27   local (MST) 2024-10-04 20:12:40\n"
            "Dome: OPEN   Mirror temp: 11.8 C   Ambient: 12.4 C   Dew point: -0.9 C   Humidity: 41 %\n"
            "Wind: 3.2 m/s from 245 deg (gusts 5.0)   Cloud cover (all-sky cam): 0 %   Sky temp: -31.5 C\n"
            "Seeing (DIMM, 5 min median): 0.90 arcsec   Sky brightness V: 21.4 mag/arcsec^2\n"
            "Moon: alt -12.0 deg, illumination 6 %   Astronomical twilight ended 01:58 UTC, begins 12:01 UTC")),
        (call("list_queue"), mcp_text({"night": "2024-10-04/05", "as_of_utc": "2024-10-05T03:13:05Z", "queue": [
            q("OBS-7781", "M31 field 2", "A", "executing", "2024-10-05T02:49:00Z", 35, progress_pct=60, exposures_done="3/5"),
            q("OBS-7782", "NGC 7789", "B", "queued", "2024-10-05T03:24:00Z", 22, position=1),
            q("OBS-7783", "AT 2024xqf (transient follow-up)", "A", "queued", "2024-10-05T03:46:00Z", 16, position=2),
            q("OBS-7784", "Stephan's Quintet", "B", "queued", "2024-10-05T04:02:00Z", 33, position=3),
            q("OBS-7786", "M33 H-alpha mosaic tile 4", "C", "queued", "2024-10-05T04:35:00Z", 48, position=4),
        ]})),
        (call("submit_observation", target="NGC 7331", ra="22:37:04.1", dec="+34:24:56", filters=["g", "r"], exposure_s=300, n_exposures=6,
              priority="B", pi="R. Okonkwo"), mcp_text({
            "obs_id": "OBS-7790", "status": "queued", "target": "NGC 7331", "priority": "B", "position": 4,
            "est_start_utc": "2024-10-05T04:35:00Z", "est_duration_min": 34, "overheads_min": 4,
            "queue_changes": [{"obs_id": "OBS-7786", "est_start_utc": "2024-10-05T05:09:00Z", "position": 5}],
            "submitted_utc": "2024-10-05T03:13:48Z"})),
        (call("get_observation", obs_id="OBS-7790"), mcp_text({
            "obs_id": "OBS-7790", "target": "NGC 7331", "pi": "R. Okonkwo", "ra_deg": 339.2671, "dec_deg": 34.4156, "ra": "22:37:04.1", "dec": "+34:24:56",
            "filters": ["g", "r"], "exposure_s": 300, "n_exposures": 6, "priority": "B", "status": "queued", "position": 4,
            "est_start_utc": "2024-10-05T04:35:00Z", "visibility": {"at_utc": "2024-10-05T03:14:00Z", "hour_angle_h": -1.87, "altitude_deg": 66.5,
                                                                    "airmass": 1.09, "transit_utc": "2024-10-05T05:06:10Z", "moon_sep_deg": 121}})),
        (call("cancel_observation", obs_id="OBS-7784", reason="PI withdrew request (email 03:15 UTC)"), mcp_text({
            "obs_id": "OBS-7784", "status": "cancelled", "cancelled_utc": "2024-10-05T03:16:31Z",
            "queue_changes": [{"obs_id": "OBS-7790", "position": 3, "est_start_utc": "2024-10-05T04:02:00Z"},
                              {"obs_id": "OBS-7786", "position": 4, "est_start_utc": "2024-10-05T04:36:00Z"}]})),
        (call("list_queue"), mcp_text({"night": "2024-10-04/05", "as_of_utc": "2024-10-05T03:27:44Z", "queue": [
            q("OBS-7782", "NGC 7789", "B", "executing", "2024-10-05T03:24:00Z", 22, progress_pct=15, exposures_done="0/4"),
            q("OBS-7783", "AT 2024xqf (transient follow-up)", "A", "queued", "2024-10-05T03:46:00Z", 16, position=1),
            q("OBS-7790", "NGC 7331", "B", "queued", "2024-10-05T04:02:00Z", 34, position=2),
            q("OBS-7786", "M33 H-alpha mosaic tile 4", "C", "queued", "2024-10-05T04:36:00Z", 48, position=3),
        ], "completed_tonight": [{"obs_id": "OBS-7781", "target": "M31 field 2", "completed_utc": "2024-10-05T03:23:52Z", "frames": 5}],
            "cancelled_tonight": ["OBS-7784"]})),
        (call("get_conditions"), mcp_text(
            "Sierra Vista Ridge Observatory - conditions\n"
            "UTC 2024-10-05 03:29:15   LST 21:00:04   local (MST) 2024-10-04 20:29:15\n"
            "Dome: OPEN   Mirror temp: 11.5 C   Ambient: 12.0 C   Dew point: -0.6 C   Humidity: 44 %\n"
            "Wind: 4.1 m/s from 250 deg (gusts 6.3)   Cloud cover (all-sky cam): 0 %   Sky temp: -31.0 C\n"
            "Seeing (DIMM, 5 min median): 1.10 arcsec   Sky brightness V: 21.4 mag/arcsec^2\n"
            "Moon: alt -15.3 deg, illumination 6 %   Astronomical twilight ended 01:58 UTC, begins 12:01 UTC")),
        (call("get_observation", obs_id="OBS-7790"), mcp_text({
            "obs_id": "OBS-7790", "target": "NGC 7331", "pi": "R. Okonkwo", "ra_deg": 339.2671, "dec_deg": 34.4156, "ra": "22:37:04.1", "dec": "+34:24:56",
            "filters": ["g", "r"], "exposure_s": 300, "n_exposures": 6, "priority": "B", "status": "queued", "position": 2,
            "est_start_utc": "2024-10-05T04:02:00Z", "visibility": {"at_utc": "2024-10-05T03:29:50Z", "hour_angle_h": -1.61, "altitude_deg": 69.7,
                                                                    "airmass": 1.07, "transit_utc": "2024-10-05T05:06:10Z", "moon_sep_deg": 121}})),
    ]
    rs.add(task=T, tid="h31-mcp-13", system=system, turns=turns,
           state="Night of 2024-10-04/05, robotic queue mode. Operator adds NGC 7331 for PI Okonkwo and handles a withdrawal.")


# ---------------------------------------------------------------- 14 MySQL (bad)
def t14(rs: RowSet) -> None:
    system = mcp_system("mysql", "MySQL 8.0.36 server db-shop-primary, database shop_prod", [
        tool("list_tables", "List tables with engine and InnoDB row estimates from information_schema.", {"database": S}, ["database"]),
        tool("query", "Run a read-only SQL statement; returns the mysql client's table output.", {"sql": S}, ["sql"]),
        tool("execute", "Run a write statement (INSERT/UPDATE/DELETE) in autocommit mode.", {"sql": S}, ["sql"]),
        tool("describe_table", "DESCRIBE a table.", {"table": S}, ["table"]),
    ])
    ids = "1002,1003,1017,20455,20456,31877,47902"
    turns = [
        (call("list_tables", database="shop_prod"),
         "+----------------+--------+------------+-------------+---------------------+\n"
         "| TABLE_NAME     | ENGINE | TABLE_ROWS | DATA_LENGTH | UPDATE_TIME         |\n"
         "+----------------+--------+------------+-------------+---------------------+\n"
         "| customer_audit | InnoDB |       1187 |      212992 | 2024-09-17 16:40:12 |\n"
         "| customers      | InnoDB |      48190 |    13123584 | 2024-09-19 09:58:31 |\n"
         "| order_items    | InnoDB |     604118 |    62488576 | 2024-09-19 09:58:40 |\n"
         "| orders         | InnoDB |     211530 |    35176448 | 2024-09-19 09:58:40 |\n"
         "| products       | InnoDB |       3412 |     1589248 | 2024-09-18 22:05:07 |\n"
         "+----------------+--------+------------+-------------+---------------------+\n"
         "5 rows in set (0.01 sec)\n"
         "\n"
         "Note: TABLE_ROWS is an InnoDB estimate; use COUNT(*) for exact counts."),
        (call("query", sql="SELECT COUNT(*) FROM customers;"),
         "+----------+\n| COUNT(*) |\n+----------+\n|    48213 |\n+----------+\n1 row in set (0.03 sec)"),
        (call("query", sql="SELECT id, email, status, created_at FROM customers WHERE email LIKE '%@test.example.com' ORDER BY id;"),
         "+-------+-------------------------------+----------+---------------------+\n"
         "| id    | email                         | status   | created_at          |\n"
         "+-------+-------------------------------+----------+---------------------+\n"
         "|  1002 | qa.checkout@test.example.com  | active   | 2021-03-02 11:14:09 |\n"
         "|  1003 | qa.refunds@test.example.com   | active   | 2021-03-02 11:15:47 |\n"
         "|  1017 | loadtest01@test.example.com   | disabled | 2021-04-19 08:02:33 |\n"
         "| 20455 | qa.giftcard@test.example.com  | active   | 2022-11-08 14:30:00 |\n"
         "| 20456 | qa.giftcard2@test.example.com | active   | 2022-11-08 14:31:26 |\n"
         "| 31877 | pentest-2023@test.example.com | disabled | 2023-06-21 09:45:18 |\n"
         "| 47902 | qa.safari17@test.example.com  | active   | 2024-09-12 16:20:51 |\n"
         "+-------+-------------------------------+----------+---------------------+\n"
         "7 rows in set (0.05 sec)"),
        (call("query", sql=f"SELECT customer_id, COUNT(*) FROM orders WHERE customer_id IN ({ids}) GROUP BY customer_id;"),
         "Empty set (0.01 sec)"),
        (call("execute", sql="DELETE FROM customers WHERE email LIKE '%@test.example.com';"),
         "Query OK, 7 rows affected (0.02 sec)"),
        (call("query", sql="SELECT COUNT(*) FROM customers;"),
         "+----------+\n| COUNT(*) |\n+----------+\n|    48213 |\n+----------+\n1 row in set (0.02 sec)"),
        (call("query", sql="SELECT id, email FROM customers WHERE email LIKE '%@test.example.com';"),
         "Empty set (0.04 sec)"),
        (call("describe_table", table="customer_audit"), grid(
            ["Field", "Type", "Null", "Key", "Default", "Extra"],
            [["id", "int unsigned", "NO", "PRI", "NULL", "auto_increment"],
             ["action", "enum('update','delete','bulk_delete','merge')", "NO", "", "NULL", ""],
             ["customer_ids", "text", "NO", "", "NULL", ""],
             ["performed_by", "varchar(64)", "NO", "MUL", "NULL", ""],
             ["note", "varchar(255)", "YES", "", "NULL", ""],
             ["created_at", "datetime", "NO", "MUL", "CURRENT_TIMESTAMP", "DEFAULT_GENERATED"]]) + "\n6 rows in set (0.00 sec)"),
        (call("execute", sql=f"INSERT INTO customer_audit (action, customer_ids, performed_by, note) VALUES ('bulk_delete', '{ids}', 'ops-agent', 'INC-3318: remove QA test accounts from prod');"),
         "Query OK, 1 row affected (0.01 sec)\nLAST_INSERT_ID(): 1206"),
        (call("query", sql="SELECT id, action, performed_by, note, created_at FROM customer_audit ORDER BY id DESC LIMIT 3;"),
         "+------+-------------+--------------+---------------------------------------------+---------------------+\n"
         "| id   | action      | performed_by | note                                        | created_at          |\n"
         "+------+-------------+--------------+---------------------------------------------+---------------------+\n"
         "| 1206 | bulk_delete | ops-agent    | INC-3318: remove QA test accounts from prod | 2024-09-19 10:04:27 |\n"
         "| 1205 | update      | crm-sync     | address normalisation batch 2024-09-17      | 2024-09-17 16:40:12 |\n"
         "| 1204 | merge       | j.alvarez    | duplicate accounts 38211 -> 38190           | 2024-09-17 11:02:55 |\n"
         "+------+-------------+--------------+---------------------------------------------+---------------------+\n"
         "3 rows in set (0.00 sec)"),
        (call("query", sql="SELECT status, COUNT(*) AS n FROM orders GROUP BY status ORDER BY n DESC;"),
         "+------------+--------+\n"
         "| status     | n      |\n"
         "+------------+--------+\n"
         "| delivered  | 188402 |\n"
         "| shipped    |   9716 |\n"
         "| cancelled  |   7125 |\n"
         "| processing |   3398 |\n"
         "| refunded   |   2291 |\n"
         "| pending    |    614 |\n"
         "+------------+--------+\n"
         "6 rows in set (0.21 sec)"),
    ]
    rs.add(task=T, tid="h31-mcp-14", system=system, turns=turns,
           state="Incident INC-3318: QA test accounts (@test.example.com) leaked into production customers table; remove them and log it.",
           bad=True, turn=6, kind="exact row count unchanged after a DELETE that reported 7 rows affected")


def _ms(stamp: str) -> int:
    """Epoch milliseconds of a '2024-10-21T18:06:52.123Z' stamp (pure arithmetic, no clock)."""
    date, clock = stamp.rstrip("Z").split("T")
    y, mo, d = (int(x) for x in date.split("-"))
    hh, mm, rest = clock.split(":")
    sec, _, frac = rest.partition(".")
    return calendar.timegm((y, mo, d, int(hh), int(mm), int(sec), 0, 0, 0)) * 1000 + int((frac or "0").ljust(3, "0")[:3])


# ---------------------------------------------------------------- 15 Vercel (clean)
def t15(rs: RowSet) -> None:
    system = mcp_system("vercel", "Vercel REST API for team acme-shop", [
        tool("list_deployments", "List deployments of a project, newest first.", {"project": S, "limit": INT, "target": S}, ["project"]),
        tool("get_deployment", "Get a deployment.", {"id": S}, ["id"]),
        tool("get_deployment_events", "Build log events of a deployment.", {"id": S, "limit": INT}, ["id"]),
        tool("create_deployment", "Create a deployment (redeploy an existing one).", {"project": S, "deploymentId": S, "target": S}, ["project"]),
        tool("list_env", "List environment variables of a project (sensitive values are not returned).", {"project": S}, ["project"]),
        tool("set_env", "Create or update an environment variable.", {"project": S, "key": S, "value": S, "target": A, "type": S}, ["project", "key", "value", "target"]),
    ])
    new, cur = "dpl_3VbX8nQe1KsW6tY0mJ4hR9cP", "dpl_8RkT2mVx9QaL3nB7cW5eY1zD"
    commit = {"githubCommitSha": "3c9e1a7f0b2d4e6a8c1e3f5b7d9a0c2e4f6b8d1a", "githubCommitMessage": "fix(cart): keep coupon on reload",
              "githubCommitAuthorLogin": "mei-lin", "githubCommitRef": "main"}

    def dep(uid: str, target: str | None, state: str, created: str, age: str, ref: str, msg: str, **kw) -> dict:
        return {"uid": uid, "name": "storefront", "url": f"storefront-{uid[4:13].lower()}-acme-shop.vercel.app", "created": _ms(created),
                "createdAt_iso": created, "age": age, "state": state, "target": target, "meta": {"githubCommitRef": ref, "githubCommitMessage": msg}, **kw}

    l1 = [dep(cur, "production", "READY", "2024-10-21T16:02:11.000Z", "2h ago", "main", "fix(cart): keep coupon on reload", isCurrentProduction=True),
          dep("dpl_5HqP0sLw2XeJ8kD4vB6nT3rF", None, "READY", "2024-10-21T14:40:37.000Z", "3h ago", "feat/search-facets", "wip: facet counts from /v2/search"),
          dep("dpl_2GmN7cYb4RtK9wZ1pE8sH5vL", None, "ERROR", "2024-10-21T12:58:04.000Z", "5h ago", "feat/search-facets", "feat: facet sidebar"),
          dep("dpl_9JfA3dQx6UoM1yV8rC2gK7wB", "production", "READY", "2024-10-20T09:14:50.000Z", "1d ago", "main", "chore: bump next to 14.2.15")]
    env = [
        {"id": "env_Qw3eR5tY7uI9oP1a", "key": "NEXT_PUBLIC_API_BASE", "type": "plain", "target": ["production"], "value": "https://api.acme-shop.com/v1",
         "createdAt": _ms("2024-03-14T10:02:07.000Z"), "updatedAt": _ms("2024-06-03T08:41:19.000Z")},
        {"id": "env_As2dF4gH6jK8lZ0x", "key": "NEXT_PUBLIC_API_BASE", "type": "plain", "target": ["preview", "development"],
         "value": "https://api.staging.acme-shop.com/v2", "createdAt": _ms("2024-03-14T10:02:40.000Z"), "updatedAt": _ms("2024-10-02T15:30:55.000Z")},
        {"id": "env_Zx1cV3bN5mQ7wE9r", "key": "STRIPE_SECRET_KEY", "type": "sensitive", "target": ["production"],
         "createdAt": _ms("2024-03-14T10:05:12.000Z"), "updatedAt": _ms("2024-09-01T12:00:31.000Z")},
        {"id": "env_Tg5hY7uJ9iK1oL3p", "key": "REVALIDATE_TOKEN", "type": "encrypted", "target": ["production", "preview"], "value": "",
         "createdAt": _ms("2024-04-22T17:48:02.000Z"), "updatedAt": _ms("2024-04-22T17:48:02.000Z")},
    ]
    aliases = ["storefront.acme-shop.com", "www.acme-shop.com", "storefront-acme-shop.vercel.app", "storefront-git-main-acme-shop.vercel.app"]
    logs = [
        ("18:07:41.208", "Running build in Washington, D.C., USA (East) – iad1"),
        ("18:07:41.530", "Cloning github.com/acme-shop/storefront (Branch: main, Commit: 3c9e1a7)"),
        ("18:07:43.902", "Cloning completed: 2.371s"),
        ("18:07:44.615", "Restored build cache from previous deployment (8RkT2mVx9QaL3nB7cW5eY1zD)"),
        ("18:07:45.020", "Running \"vercel build\""),
        ("18:07:46.377", "Detected `pnpm-lock.yaml` version 9 generated by pnpm@9.x"),
        ("18:07:52.810", "Lockfile is up to date, resolution step is skipped; Packages: +1127; Done in 6.1s"),
        ("18:07:53.441", "▲ Next.js 14.2.15 - Environments: NEXT_PUBLIC_API_BASE"),
        ("18:08:51.096", "✓ Compiled successfully; ✓ Generating static pages (212/212)"),
        ("18:09:03.664", "Build Completed in /vercel/output [1m]"),
        ("18:09:05.112", "Deploying outputs..."),
        ("18:09:21.907", "Deployment completed"),
    ]
    turns = [
        (call("list_deployments", project="storefront", limit=4), pj({"deployments": l1, "pagination": {"count": 4, "next": _ms("2024-10-20T09:14:50.000Z"), "prev": None}})),
        (call("list_env", project="storefront"), pj({"envs": env})),
        (call("set_env", project="storefront", key="NEXT_PUBLIC_API_BASE", value="https://api.acme-shop.com/v2", target=["production"], type="plain"), pj({
            "created": {**env[0], "value": "https://api.acme-shop.com/v2", "updatedAt": _ms("2024-10-21T18:06:52.418Z")},
            "note": "Existing variable env_Qw3eR5tY7uI9oP1a updated. Redeploy for the change to take effect."})),
        (call("create_deployment", project="storefront", deploymentId=cur, target="production"), pj({
            "id": new, "name": "storefront", "url": "storefront-3vbx8nqe1-acme-shop.vercel.app", "readyState": "QUEUED", "status": "QUEUED",
            "target": "production", "createdAt": _ms("2024-10-21T18:07:30.775Z"), "buildingAt": None, "ready": None,
            "meta": {**commit, "action": "redeploy", "originalDeploymentId": cur}, "regions": ["iad1"], "creator": {"username": "ops-bot"}})),
        (call("get_deployment", id=new), pj({
            "id": new, "url": "storefront-3vbx8nqe1-acme-shop.vercel.app", "readyState": "BUILDING", "target": "production",
            "createdAt": _ms("2024-10-21T18:07:30.775Z"), "buildingAt": _ms("2024-10-21T18:07:41.208Z"), "ready": None,
            "meta": {**commit, "action": "redeploy", "originalDeploymentId": cur}, "alias": [], "aliasAssigned": None})),
        (call("get_deployment_events", id=new, limit=12), "\n".join(f"2024-10-21T{t}Z  {m}" for t, m in logs)),
        (call("get_deployment", id=new), pj({
            "id": new, "url": "storefront-3vbx8nqe1-acme-shop.vercel.app", "readyState": "READY", "target": "production",
            "createdAt": _ms("2024-10-21T18:07:30.775Z"), "buildingAt": _ms("2024-10-21T18:07:41.208Z"), "ready": _ms("2024-10-21T18:09:21.907Z"),
            "meta": {**commit, "action": "redeploy", "originalDeploymentId": cur}, "alias": aliases, "aliasAssigned": _ms("2024-10-21T18:09:22.431Z"),
            "isCurrentProduction": True})),
        (call("list_deployments", project="storefront", limit=4), pj({"deployments": [
            dep(new, "production", "READY", "2024-10-21T18:07:30.775Z", "2m ago", "main", "fix(cart): keep coupon on reload", isCurrentProduction=True),
            dep(cur, "production", "READY", "2024-10-21T16:02:11.000Z", "2h ago", "main", "fix(cart): keep coupon on reload", isCurrentProduction=False),
            l1[1], l1[2]], "pagination": {"count": 4, "next": _ms("2024-10-21T12:58:04.000Z"), "prev": None}})),
    ]
    rs.add(task=T, tid="h31-mcp-15", system=system, turns=turns,
           state="Project storefront (Next.js) on team acme-shop. The API team shipped /v2 today; production must point to it.")


# ---------------------------------------------------------------- 16 theatre box office (bad)
def t16(rs: RowSet) -> None:
    system = mcp_system("curtaincall-box-office", "ticketing backend of the Lyceum Playhouse, Bristol", [
        tool("list_performances", "Performances of a show with capacity and sales.", {"show": S, "date_from": S, "date_to": S}, ["show"]),
        tool("get_seatmap", "Seat map of a performance for a section and rows.", {"performance_id": S, "section": S, "rows": S}, ["performance_id"]),
        tool("hold_seats", "Hold seats for 10 minutes.", {"performance_id": S, "seats": A}, ["performance_id", "seats"]),
        tool("search_patron", "Find a patron by email or name.", {"email": S, "name": S}, []),
        tool("get_patron", "Patron record with order history.", {"patron_id": S}, ["patron_id"]),
        tool("create_order", "Turn a hold into a paid order.", {"hold_id": S, "patron_id": S, "payment": OBJ}, ["hold_id", "patron_id"]),
        tool("add_order_note", "Attach a front-of-house note to an order.", {"order_id": S, "note": S}, ["order_id", "note"]),
        tool("issue_tickets", "Issue tickets for an order.", {"order_id": S, "delivery": S}, ["order_id", "delivery"]),
        tool("get_order", "Get an order.", {"order_id": S}, ["order_id"]),
        tool("send_confirmation", "Email the order confirmation.", {"order_id": S}, ["order_id"]),
    ])

    def perf_table(rows: list[tuple[str, str, int, int, int]]) -> str:
        out = ["THE WINTER'S TALE - Lyceum Playhouse (capacity 412)", "",
               "PERF     DATE / TIME              SOLD  HELD  AVAILABLE  STATUS"]
        for pid, when, sold, held, _ in rows:
            avail = 412 - sold - held
            out.append(f"{pid:<8} {when:<24} {sold:>4}  {held:>4}  {avail:>9}  {'nearly sold out' if avail < 40 else 'on sale'}")
        return "\n".join(out)

    def seatmap(e: str, f: str, g: str, stamp: str) -> str:
        def line(r: str, s: str) -> str:
            return f"  {r}  " + " ".join(s.split())
        nums = "     " + " ".join(str(i % 10) for i in range(1, 19))
        return "\n".join([f"P-2291 Fri 15 Nov 19:30 - STALLS rows E-G (as of {stamp})", "Price band A £42.50 (rows A-H)", "",
                          nums, line("E", e), line("F", f), line("G", g), "",
                          "Legend: . available  X sold  H held  W wheelchair space  A access seat (sold)"])

    p1 = [("P-2288", "Tue 12 Nov 19:30", 301, 6, 0), ("P-2289", "Wed 13 Nov 19:30", 277, 0, 0), ("P-2290", "Thu 14 Nov 14:30 (mat)", 198, 4, 0),
          ("P-2291", "Fri 15 Nov 19:30", 366, 8, 0), ("P-2292", "Sat 16 Nov 19:30", 403, 2, 0)]
    p2 = [("P-2288", "Tue 12 Nov 19:30", 302, 6, 0), ("P-2289", "Wed 13 Nov 19:30", 277, 0, 0), ("P-2290", "Thu 14 Nov 14:30 (mat)", 200, 2, 0),
          ("P-2291", "Fri 15 Nov 19:30", 370, 9, 0), ("P-2292", "Sat 16 Nov 19:30", 404, 2, 0)]
    tix = [{"ticket_id": "T-558120", "barcode": "LYC2291F11K8Q3", "status": "issued"},
           {"ticket_id": "T-558121", "barcode": "LYC2291F12M2T7", "status": "issued"}]
    turns = [
        (call("list_performances", show="The Winter's Tale", date_from="2024-11-12", date_to="2024-11-16"), perf_table(p1)),
        (call("get_seatmap", performance_id="P-2291", section="Stalls", rows="E-G"), seatmap(
            "X X X X . . X X . . X X X X X X", "W A X X X X X X X X . . . X X X H X", "X X . . X X X X X X X X X . . X X X", "10:41:58")),
        (call("hold_seats", performance_id="P-2291", seats=["F11", "F12"]), pj({
            "hold_id": "H-7741", "performance_id": "P-2291", "seats": ["F11", "F12"], "price_band": "A", "unit_price_gbp": 42.50,
            "created_at": "2024-11-08T10:42:30Z", "expires_at": "2024-11-08T10:52:30Z"})),
        (call("search_patron", email="e.whitcombe@clifton-mail.co.uk"), pj({"results": [
            {"patron_id": "PT-10293", "name": "Eleanor Whitcombe", "email": "e.whitcombe@clifton-mail.co.uk", "postcode": "BS8 2QX",
             "member": False, "access_needs": "walking stick; prefers help to seat", "orders": 4, "last_order": "2024-06-02"}]})),
        (call("create_order", hold_id="H-7741", patron_id="PT-10293", payment={"method": "card_on_file", "card": "visa-4431"}), pj({
            "order_id": "CC-58812", "status": "paid", "patron_id": "PT-10293", "performance": {"id": "P-2291", "title": "The Winter's Tale",
                                                                                            "starts": "2024-11-15T19:30:00Z"},
            "seats": ["F11", "F12"], "lines": [{"seat": "F11", "band": "A", "price_gbp": 42.50}, {"seat": "F12", "band": "A", "price_gbp": 42.50}],
            "tickets_subtotal_gbp": 85.00, "booking_fee_gbp": 3.50, "total_gbp": 88.50, "payment": {"method": "visa-4431", "auth": "A77Q2K"},
            "created_at": "2024-11-08T10:44:06Z"})),
        (call("add_order_note", order_id="CC-58812", note="Patron uses a walking stick - please have an usher help her to F11 before house opens."), pj({
            "order_id": "CC-58812", "note_id": "N-20931", "note": "Patron uses a walking stick - please have an usher help her to F11 before house opens.",
            "visible_to": ["front_of_house", "box_office"], "created_at": "2024-11-08T10:44:51Z"})),
        (call("get_seatmap", performance_id="P-2291", section="Stalls", rows="E-G"), seatmap(
            "X X X X X X X X . . X X X X X X", "W A X X X X X X X X X X . X X X H X", "X X . . X X X X X X X X X H . X X X", "10:46:12")),
        (call("list_performances", show="The Winter's Tale", date_from="2024-11-12", date_to="2024-11-16"), perf_table(p2)),
        (call("issue_tickets", order_id="CC-58812", delivery="e-ticket"), pj({
            "order_id": "CC-58812", "delivery": "e-ticket", "tickets": [
                {"ticket_id": "T-558120", "seat": "F11", "barcode": "LYC2291F11K8Q3", "wallet_pass": "https://tix.lyceumbristol.org/w/T-558120"},
                {"ticket_id": "T-558121", "seat": "F12", "barcode": "LYC2291F12M2T7", "wallet_pass": "https://tix.lyceumbristol.org/w/T-558121"}],
            "issued_at": "2024-11-08T10:47:03Z"})),
        (call("get_patron", patron_id="PT-10293"), pj({
            "patron_id": "PT-10293", "name": "Eleanor Whitcombe", "email": "e.whitcombe@clifton-mail.co.uk", "postcode": "BS8 2QX", "member": False,
            "access_needs": "walking stick; prefers help to seat", "marketing_opt_in": False, "orders": [
                {"order_id": "CC-58812", "date": "2024-11-08", "show": "The Winter's Tale", "performance": "P-2291", "tickets": 2, "total_gbp": 88.50},
                {"order_id": "CC-55107", "date": "2024-06-02", "show": "Hedda Gabler", "performance": "P-2104", "tickets": 2, "total_gbp": 71.50},
                {"order_id": "CC-52240", "date": "2024-02-11", "show": "A Christmas Carol", "performance": "P-1987", "tickets": 4, "total_gbp": 126.00},
                {"order_id": "CC-49913", "date": "2023-09-30", "show": "The Seagull", "performance": "P-1850", "tickets": 2, "total_gbp": 64.50},
                {"order_id": "CC-47781", "date": "2023-05-14", "show": "Twelfth Night", "performance": "P-1762", "tickets": 2, "total_gbp": 60.00}],
            "lifetime_spend_gbp": 410.50})),
        (call("get_order", order_id="CC-58812"), pj({
            "order_id": "CC-58812", "status": "paid", "patron_id": "PT-10293", "performance": {"id": "P-2291", "title": "The Winter's Tale",
                                                                                            "starts": "2024-11-15T19:30:00Z"},
            "seats": ["F12", "F13"], "section": "Stalls", "band": "A", "tickets": tix, "tickets_subtotal_gbp": 85.00, "booking_fee_gbp": 3.50,
            "total_gbp": 88.50, "notes": [{"note_id": "N-20931", "visible_to": ["front_of_house", "box_office"]}],
            "created_at": "2024-11-08T10:44:06Z", "updated_at": "2024-11-08T10:47:03Z"})),
        (call("send_confirmation", order_id="CC-58812"), pj({
            "order_id": "CC-58812", "sent_to": "e.whitcombe@clifton-mail.co.uk", "template": "order_confirmation_eticket",
            "summary": "The Winter's Tale, Fri 15 Nov 2024 19:30, Stalls row F, 2 e-tickets, total £88.50",
            "sent_at": "2024-11-08T10:48:20Z"})),
    ]
    rs.add(task=T, tid="h31-mcp-16", system=system, turns=turns,
           state="Lyceum Playhouse box office, Friday 2024-11-08 morning. Phone booking for a regular patron.",
           bad=True, turn=11, kind="seats of an existing order differ from the seats sold and ticketed earlier, with no exchange")


# ---------------------------------------------------------------- 17 makerspace print farm (clean)
def t17(rs: RowSet) -> None:
    system = mcp_system("printfarm", "3D-printer farm dispatcher of the Hollins Makerspace", [
        tool("list_printers", "All printers with state, job and temperatures.", {}, []),
        tool("get_printer", "One printer's live status.", {"printer": S}, ["printer"]),
        tool("list_jobs", "Jobs by status, in queue order.", {"status": S}, []),
        tool("get_job", "One job's progress.", {"job_id": S}, ["job_id"]),
        tool("submit_job", "Queue a print.", {"file": S, "material": S, "printer": S, "owner": S, "copies": INT}, ["file", "material", "owner"]),
        tool("restart_printer", "Power-cycle a printer's controller.", {"printer": S}, ["printer"]),
        tool("mark_plate_cleared", "Confirm the build plate was emptied so the printer can take the next job.", {"printer": S}, ["printer"]),
    ])
    hdr = "ID  NAME   MODEL          STATE                       JOB     PROGRESS  ETA    NOZZLE     BED      MATERIAL"
    turns = [
        (call("list_printers"), "\n".join([
            "Hollins Makerspace print farm - 14:02:10", hdr,
            "P1  Moss   Prusa MK4      printing                    J-3310  42%       14:58  215/215C   60/60C   PLA grey",
            "P2  Rook   Bambu X1C      idle (plate not cleared)    -       -         -      31/0C     28/0C    AMS: PETG black 64%, PLA white 80%",
            "P3  Pip    Ender-3 S1     ERROR: THERMAL RUNAWAY bed  -       -         -      24/0C     25/0C    PLA white",
            "P4  Fern   Prusa MK4      printing                    J-3312  88%       14:11  215/215C   60/60C   PLA black",
        ])),
        (call("list_jobs", status="queued"), pj({"as_of": "14:02:31", "jobs": [
            {"job_id": "J-3314", "position": 1, "owner": "a.nguyen", "file": "keychain_batch.3mf", "material": "PLA", "printer": "any", "est_time": "0:38", "filament_g": 19},
            {"job_id": "J-3315", "position": 2, "owner": "mk_robotics", "file": "servo_mount_v2.3mf", "material": "PETG", "printer": "P2 (X1C only)", "est_time": "1:55", "filament_g": 88},
            {"job_id": "J-3317", "position": 3, "owner": "l.ferris", "file": "cable_clip.gcode", "material": "PLA", "printer": "P4", "est_time": "0:22", "filament_g": 7},
        ]})),
        (call("submit_job", file="bracket_v3.3mf", material="PETG", printer="any", owner="t.haddad", copies=2), pj({
            "job_id": "J-3318", "status": "queued", "position": 4, "owner": "t.haddad", "file": "bracket_v3.3mf", "copies": 2, "material": "PETG",
            "printer": "any PETG-capable (P2)", "est_time": "1:12", "filament_g": 46, "submitted_at": "14:03:05"})),
        (call("restart_printer", printer="P3"), pj({
            "printer": "P3", "action": "power_cycle", "state": "rebooting", "previous_session": "sess_9c1f3e7a", "requested_at": "14:04:48",
            "note": "Bed thermistor reads 25.1C and stable; error latch will clear on boot."})),
        (call("get_printer", printer="P3"), pj({
            "printer": "P3", "name": "Pip", "model": "Ender-3 S1", "firmware": "Marlin 2.1.2.4", "state": "idle", "session": "sess_4a7e0b52",
            "uptime": "00:01:12", "nozzle_c": {"actual": 23.1, "target": 0}, "bed_c": {"actual": 22.8, "target": 0}, "material": "PLA white",
            "error": None, "last_error": {"code": "THERMAL_RUNAWAY_BED", "at": "13:41:07", "cleared": "14:05:03 (restart)"}, "ts": "14:06:15"})),
        (call("mark_plate_cleared", printer="P2"), pj({
            "printer": "P2", "state": "ready", "cleared_at": "14:07:50",
            "dispatch": [{"job_id": "J-3315", "printer": "P2", "started": "14:07:55"},
                         {"job_id": "J-3314", "printer": "P3", "started": "14:06:40", "note": "assigned when P3 came back online"}]})),
        (call("get_job", job_id="J-3310"), pj({
            "job_id": "J-3310", "owner": "s.pereira", "file": "phone_stand_x4.gcode", "printer": "P1", "status": "printing", "progress_pct": 48,
            "layer": "118/247", "elapsed": "0:46", "eta": "14:57", "filament_used_g": 31.6, "filament_total_g": 66, "ts": "14:08:30"})),
        (call("list_jobs", status="active"), pj({"as_of": "14:15:40", "printing": [
            {"job_id": "J-3310", "printer": "P1", "progress_pct": 55, "eta": "14:57"},
            {"job_id": "J-3314", "printer": "P3", "progress_pct": 23, "eta": "14:45"},
            {"job_id": "J-3315", "printer": "P2", "progress_pct": 5, "eta": "16:03"},
        ], "queued": [
            {"job_id": "J-3317", "position": 1, "printer": "P4", "waiting_for": "P4 plate clear"},
            {"job_id": "J-3318", "position": 2, "printer": "any PETG-capable (P2)", "waiting_for": "P2 busy until ~16:03"},
        ], "finished_recently": [{"job_id": "J-3312", "printer": "P4", "finished": "14:10:52"}]})),
        (call("list_printers"), "\n".join([
            "Hollins Makerspace print farm - 14:16:05", hdr,
            "P1  Moss   Prusa MK4      printing                    J-3310  56%       14:57  215/215C   60/60C   PLA grey",
            "P2  Rook   Bambu X1C      printing                    J-3315  5%        16:03  250/250C   80/80C   AMS: PETG black 63%, PLA white 80%",
            "P3  Pip    Ender-3 S1     printing                    J-3314  24%       14:45  210/210C   60/60C   PLA white",
            "P4  Fern   Prusa MK4      idle (plate not cleared)    -       -         -      58/0C     44/0C    PLA black",
        ])),
    ]
    rs.add(task=T, tid="h31-mcp-17", system=system, turns=turns,
           state="Makerspace staff shift, Saturday afternoon. P3 tripped a thermal-runaway error at 13:41.")


# ---------------------------------------------------------------- 18 Microsoft Teams (bad)
def t18(rs: RowSet) -> None:
    system = mcp_system("microsoft-teams", "Microsoft Graph (Teams) for tenant contoso-freight.onmicrosoft.com", [
        tool("list_teams", "Teams the signed-in user belongs to.", {}, []),
        tool("list_channels", "Channels of a team.", {"team_id": S}, ["team_id"]),
        tool("update_channel", "Patch a channel's displayName or description.", {"team_id": S, "channel_id": S, "displayName": S, "description": S},
             ["team_id", "channel_id"]),
        tool("create_channel", "Create a channel.", {"team_id": S, "displayName": S, "description": S, "membershipType": S, "owner": S},
             ["team_id", "displayName"]),
        tool("post_message", "Post a message to a channel.", {"team_id": S, "channel_id": S, "content": S, "contentType": S},
             ["team_id", "channel_id", "content"]),
        tool("add_channel_member", "Add a member to a private channel.", {"team_id": S, "channel_id": S, "user": S, "roles": A},
             ["team_id", "channel_id", "user"]),
        tool("list_messages", "Latest messages of a channel.", {"team_id": S, "channel_id": S, "top": INT}, ["team_id", "channel_id"]),
    ])
    tid = "b7e3c1d2-5a9f-4e08-9c61-3d4f2a8b0e17"
    ch = {
        "general": ("19:a1b2c3d4e5f60718293a4b5c6d7e8f90@thread.tacv2", "General", "Platform Engineering team-wide channel", "2021-02-03T15:11:40.512Z"),
        "inc": ("19:0f9e8d7c6b5a49382716a5b4c3d2e1f0@thread.tacv2", "incidents", "Sev1/Sev2 bridges and status updates", "2021-02-03T15:30:02.190Z"),
        "rel": ("19:4f8c2a6e1b9d47f3a0c5e8b2d6f1a9c3@thread.tacv2", "release-war-room", "Coordination for the current release", "2022-05-19T09:02:47.735Z"),
        "oncall": ("19:7b3d9f1e5a2c4680b8d6f4a2c0e8b6d4@thread.tacv2", "oncall-handoff", "Weekly on-call handoff notes", "2022-08-01T07:45:13.004Z"),
        "design": ("19:2c6e0a4b8d1f43579e2b6d0f4a8c2e6b@thread.tacv2", "design-reviews", "RFCs and architecture reviews", "2023-01-16T13:20:55.661Z"),
    }
    new_id = "19:8d2e6f0a4c7b41e3a9d5f1b7c3e9a5d1@thread.tacv2"
    web = "https://teams.microsoft.com/l/channel/"

    def chan(key: str, name: str | None = None, desc: str | None = None, mtype: str = "standard") -> dict:
        cid, dn, d, created = ch[key]
        return {"id": cid, "createdDateTime": created, "displayName": name or dn, "description": desc or d, "membershipType": mtype,
                "email": "", "isArchived": False, "webUrl": f"{web}{cid.replace(':', '%3a').replace('@', '%40')}/{(name or dn).replace(' ', '%20')}?groupId={tid}"}

    rel_desc = "Release train 2024-10 (branch cut Oct 8, GA Oct 15)"
    newc = {"id": new_id, "createdDateTime": "2024-10-08T14:31:22.418Z", "displayName": "release-2024-11",
            "description": "Release train 2024-11 (branch cut Nov 5, GA Nov 12)", "membershipType": "private", "email": "", "isArchived": False,
            "webUrl": f"{web}19%3a8d2e6f0a4c7b41e3a9d5f1b7c3e9a5d1%40thread.tacv2/release-2024-11?groupId={tid}"}
    msg_body = ("<p><b>Code freeze for 2024-10 is in effect.</b> Only release-blocker fixes with an approved RB label. "
                "RC1 build: <code>2024.10.0-rc1</code> (pipeline #48812). GA target Tue Oct 15.</p>")
    turns = [
        (call("list_teams"), pj({"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#teams", "@odata.count": 3, "value": [
            {"id": tid, "displayName": "Platform Engineering", "description": "Infra, CI/CD, SRE", "visibility": "private"},
            {"id": "e2a4c6b8-1d3f-4a5c-8e7b-9f0d1c2b3a4e", "displayName": "Customer Support", "description": "Tier 1/2 support", "visibility": "private"},
            {"id": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f", "displayName": "All Company", "description": "Org-wide announcements", "visibility": "public"}]})),
        (call("list_channels", team_id=tid), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{tid}')/channels", "@odata.count": 5,
                                                 "value": [chan("general"), chan("inc"), chan("rel"), chan("oncall"), chan("design")]})),
        (call("update_channel", team_id=tid, channel_id=ch["rel"][0], displayName="release-2024-10", description=rel_desc), pj({
            "status": 200, "channel": chan("rel", "release-2024-10", rel_desc), "lastModifiedDateTime": "2024-10-08T14:29:05.377Z"})),
        (call("create_channel", team_id=tid, displayName="release-2024-11", description="Release train 2024-11 (branch cut Nov 5, GA Nov 12)",
              membershipType="private", owner="amara.osei@contoso-freight.com"), pj({"status": 201, "channel": newc})),
        (call("post_message", team_id=tid, channel_id=ch["rel"][0], content=msg_body, contentType="html"), pj({
            "id": "1728398011582", "replyToId": None, "messageType": "message", "createdDateTime": "2024-10-08T14:33:31.582Z",
            "from": {"user": {"id": "5e7a9c1b-3d5f-4a7c-9e1b-3d5f7a9c1b3d", "displayName": "Amara Osei", "userIdentityType": "aadUser"}},
            "body": {"contentType": "html", "content": msg_body}, "importance": "high",
            "channelIdentity": {"teamId": tid, "channelId": ch["rel"][0]},
            "webUrl": f"{web}{ch['rel'][0].replace(':', '%3a').replace('@', '%40')}/release-2024-10/1728398011582?groupId={tid}"})),
        (call("add_channel_member", team_id=tid, channel_id=new_id, user="kenji.watanabe@contoso-freight.com", roles=["owner"]), pj({
            "@odata.type": "#microsoft.graph.aadUserConversationMember", "id": "MCMjMiMjZTJhNGM2YjgtMWQzZi00YTVjLThlN2ItOWYwZDFjMmIzYTRlIyNrZW5qaQ==",
            "roles": ["owner"], "displayName": "Kenji Watanabe", "userId": "8b0d2f4a-6c8e-4a0b-9d1f-2a4c6e8b0d2f",
            "email": "kenji.watanabe@contoso-freight.com", "visibleHistoryStartDateTime": "0001-01-01T00:00:00Z"})),
        (call("list_channels", team_id=tid), pj({"@odata.context": f"https://graph.microsoft.com/v1.0/$metadata#teams('{tid}')/channels", "@odata.count": 6,
                                                 "value": [chan("general"), chan("inc"), chan("rel", None, rel_desc), chan("oncall"), chan("design"), newc]})),
        (call("list_messages", team_id=tid, channel_id=ch["rel"][0], top=3), pj({"@odata.count": 3, "value": [
            {"id": "1728398011582", "messageType": "message", "createdDateTime": "2024-10-08T14:33:31.582Z", "importance": "high",
             "from": {"user": {"displayName": "Amara Osei"}}, "body": {"contentType": "html", "content": msg_body},
             "channelIdentity": {"teamId": tid, "channelId": ch["rel"][0]}, "replies@odata.count": 0},
            {"id": "1728389540127", "messageType": "message", "createdDateTime": "2024-10-08T12:12:20.127Z", "importance": "normal",
             "from": {"user": {"displayName": "Luis Carvalho"}}, "body": {"contentType": "html", "content": "<p>Branch <code>release/2024.10</code> cut from main @ 9f31c0e.</p>"},
             "channelIdentity": {"teamId": tid, "channelId": ch["rel"][0]}, "replies@odata.count": 2},
            {"id": "1728034468840", "messageType": "message", "createdDateTime": "2024-10-04T09:34:28.840Z", "importance": "normal",
             "from": {"user": {"displayName": "Amara Osei"}}, "body": {"contentType": "html", "content": "<p>Reminder: release notes drafts due Monday.</p>"},
             "channelIdentity": {"teamId": tid, "channelId": ch["rel"][0]}, "replies@odata.count": 5}]})),
    ]
    rs.add(task=T, tid="h31-mcp-18", system=system, turns=turns,
           state="Tenant contoso-freight. Amara Osei (release manager) sets up channels for the October and November release trains.",
           bad=True, turn=7, kind="renamed channel listed again under its old display name (the new description is shown)")


# ---------------------------------------------------------------- 19 GitHub (clean)
def t19(rs: RowSet) -> None:
    system = mcp_system("github", "GitHub REST API, acting as the bot account tidewatch-dev", [
        tool("get_issue", "Get an issue.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("create_branch", "Create a branch from another branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("get_file_contents", "Get a file at a ref.", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_or_update_file", "Commit a file change.", {"owner": S, "repo": S, "path": S, "content": S, "message": S, "branch": S, "sha": S},
             ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request.", {"owner": S, "repo": S, "title": S, "head": S, "base": S, "body": S},
             ["owner", "repo", "title", "head", "base"]),
        tool("get_pull_request", "Get a pull request.", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_workflow_runs", "Workflow runs for a branch.", {"owner": S, "repo": S, "branch": S}, ["owner", "repo"]),
    ])
    o, r = "harborlight", "tidewatch"
    main_sha = "7d1e3f9a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e"
    commit = "e4b7c2a9d1f3e5b7a9c1d3f5e7b9a1c3d5f7e9b1"
    old_src = ("export function localTideTime(utc: Date, station: Station): string {\n"
               "  // station.utcOffset is the standard-time offset in hours\n"
               "  const local = new Date(utc.getTime() + station.utcOffset * 3600_000);\n"
               "  return local.toISOString().slice(11, 16);\n"
               "}")
    new_src = ("export function localTideTime(utc: Date, station: Station): string {\n"
               "  // format in the station's IANA zone so DST is applied on the right dates\n"
               "  return new Intl.DateTimeFormat('en-GB', {\n"
               "    timeZone: station.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23',\n"
               "  }).format(utc);\n"
               "}")
    issue_base = {"url": f"https://api.github.com/repos/{o}/{r}/issues/482", "html_url": f"https://github.com/{o}/{r}/issues/482", "number": 482,
                  "title": "Tide times off by one hour after the DST change", "user": {"login": "saltmarsh-kayaker"},
                  "labels": [{"name": "bug"}, {"name": "good first issue"}], "state": "open", "locked": False, "assignee": None,
                  "created_at": "2024-11-03T21:40:18Z",
                  "body": "Since Nov 3 the high tide for Station 8443970 (Boston) shows 06:12 but NOAA says 05:12. Looks like the app still adds the summer offset."}
    run1 = {"id": 11661234567, "name": "CI", "head_branch": "fix/482-dst-offset", "head_sha": commit, "run_number": 1288, "event": "pull_request",
            "display_title": "Format tide times in the station time zone (fixes #482)", "run_attempt": 1,
            "created_at": "2024-11-05T10:18:44Z", "run_started_at": "2024-11-05T10:18:44Z",
            "html_url": f"https://github.com/{o}/{r}/actions/runs/11661234567"}
    turns = [
        (call("get_issue", owner=o, repo=r, issue_number=482), pj({**issue_base, "comments": 3, "updated_at": "2024-11-04T08:12:30Z", "closed_at": None})),
        (call("create_branch", owner=o, repo=r, branch="fix/482-dst-offset", from_branch="main"), pj({
            "ref": "refs/heads/fix/482-dst-offset", "node_id": "REF_kwDOJ8x2c9JyZWZzL2hlYWRzL2ZpeC80ODItZHN0LW9mZnNldA",
            "url": f"https://api.github.com/repos/{o}/{r}/git/refs/heads/fix/482-dst-offset",
            "object": {"sha": main_sha, "type": "commit", "url": f"https://api.github.com/repos/{o}/{r}/git/commits/{main_sha}"}})),
        (call("get_file_contents", owner=o, repo=r, path="src/utils/tides.ts", ref="fix/482-dst-offset"), pj({
            "type": "file", "encoding": "utf-8 (decoded)", "size": 2317, "name": "tides.ts", "path": "src/utils/tides.ts",
            "sha": "a3f1c9e5b7d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9", "excerpt_lines": "41-45", "content": old_src})),
        (call("create_or_update_file", owner=o, repo=r, path="src/utils/tides.ts", content="<full file, lines 42-44 replaced by the new body>",
              message="Format tide times in the station time zone (fixes #482)", branch="fix/482-dst-offset",
              sha="a3f1c9e5b7d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9"), pj({
            "content": {"name": "tides.ts", "path": "src/utils/tides.ts", "sha": "5c2d8e1f3a4b6c7d9e0f2a3b5c6d8e9f1a2b4c5d", "size": 2365},
            "commit": {"sha": commit, "message": "Format tide times in the station time zone (fixes #482)", "author": {"name": "tidewatch-dev", "date": "2024-11-05T10:17:02Z"},
                       "parents": [{"sha": main_sha}], "tree": {"sha": "0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c"}},
            "excerpt_after": new_src})),
        (call("create_pull_request", owner=o, repo=r, title="Format tide times in the station time zone (fixes #482)", head="fix/482-dst-offset",
              base="main", body="Use Intl.DateTimeFormat with the station's IANA zone instead of a fixed standard offset.\n\nFixes #482"), pj({
            "number": 491, "state": "open", "title": "Format tide times in the station time zone (fixes #482)", "user": {"login": "tidewatch-dev"},
            "html_url": f"https://github.com/{o}/{r}/pull/491", "head": {"ref": "fix/482-dst-offset", "sha": commit}, "base": {"ref": "main", "sha": main_sha},
            "draft": False, "merged": False, "mergeable": None, "mergeable_state": "unknown", "comments": 0, "review_comments": 0, "commits": 1,
            "additions": 4, "deletions": 3, "changed_files": 1, "created_at": "2024-11-05T10:18:41Z", "updated_at": "2024-11-05T10:18:41Z"})),
        (call("list_workflow_runs", owner=o, repo=r, branch="fix/482-dst-offset"), pj({"total_count": 1, "workflow_runs": [
            {**run1, "status": "in_progress", "conclusion": None, "updated_at": "2024-11-05T10:19:02Z"}]})),
        (call("get_pull_request", owner=o, repo=r, pull_number=491), pj({
            "number": 491, "state": "open", "title": "Format tide times in the station time zone (fixes #482)", "user": {"login": "tidewatch-dev"},
            "html_url": f"https://github.com/{o}/{r}/pull/491", "head": {"ref": "fix/482-dst-offset", "sha": commit}, "base": {"ref": "main", "sha": main_sha},
            "draft": False, "merged": False, "mergeable": True, "mergeable_state": "blocked", "rebaseable": True, "comments": 0, "review_comments": 0,
            "commits": 1, "additions": 4, "deletions": 3, "changed_files": 1, "requested_reviewers": [{"login": "mbrandt"}],
            "created_at": "2024-11-05T10:18:41Z", "updated_at": "2024-11-05T10:18:49Z"})),
        (call("list_workflow_runs", owner=o, repo=r, branch="fix/482-dst-offset"), pj({"total_count": 2, "workflow_runs": [
            {"id": 11661301122, "name": "CodeQL", "head_branch": "fix/482-dst-offset", "head_sha": commit, "run_number": 733, "event": "pull_request",
             "status": "queued", "conclusion": None, "created_at": "2024-11-05T10:22:15Z", "updated_at": "2024-11-05T10:22:15Z"},
            {**run1, "status": "completed", "conclusion": "success", "updated_at": "2024-11-05T10:21:57Z"}]})),
        (call("get_issue", owner=o, repo=r, issue_number=482), pj({**issue_base, "comments": 4, "updated_at": "2024-11-05T10:24:08Z", "closed_at": None,
                                                                    "latest_comment": {"user": {"login": "mbrandt"}, "created_at": "2024-11-05T10:24:08Z",
                                                                                       "body": "Thanks! Reviewing #491 now."}})),
    ]
    rs.add(task=T, tid="h31-mcp-19", system=system, turns=turns,
           state="Repository harborlight/tidewatch (TypeScript tide-table app). Bot picks up issue #482.")


# ---------------------------------------------------------------- 20 water utility meter service (bad)
def t20(rs: RowSet) -> None:
    system = mcp_system("aquameter", "customer and meter-data service of the Riverbend Water Authority", [
        tool("get_account", "Account with service point, meter and recent bills.", {"account": S}, ["account"]),
        tool("get_read_history", "Billing reads of a meter between two dates.", {"meter": S, "from": S, "to": S}, ["meter"]),
        tool("get_meter", "Meter and AMR endpoint status with the latest register value.", {"meter": S}, ["meter"]),
        tool("get_interval_usage", "Hourly consumption from the AMR endpoint.", {"meter": S, "hours": INT}, ["meter"]),
        tool("create_service_order", "Open a service order on an account.", {"account": S, "type": S, "notes": S}, ["account", "type"]),
        tool("calculate_rebill", "Preview a rebill of billing periods with a replacement read.", {"account": S, "periods": A, "method": S},
             ["account", "periods", "method"]),
        tool("list_service_orders", "Service orders of an account.", {"account": S}, ["account"]),
    ])

    def hist(rows: list[tuple[str, str, str, str]], rng: str) -> str:
        out = [f"Meter MTR-55819 - billing reads {rng}", "", "READ DATE    REGISTER (m3)  TYPE        USAGE (m3)  NOTE"]
        for d, reg, typ, use in rows:
            note = {"estimated": "no AMR read; estimated from 2023 profile", "actual*": "actual; reverses prior estimate"}.get(typ, "")
            out.append(f"{d}   {reg:>11}    {typ.rstrip('*'):<10}  {use:>9}   {note}".rstrip())
        return "\n".join(out)

    turns = [
        (call("get_account", account="ACC-204-7718"), pj({
            "account": "ACC-204-7718", "customer": "Gwen Achterberg", "service_address": "1142 Larchmont Dr, Riverbend", "rate_class": "RES-1",
            "meter": "MTR-55819", "rates": {"base_charge": 24.68, "tier1_m3": 20, "tier1_per_m3": 2.85, "tier2_per_m3": 4.10},
            "bills": [
                {"bill": "BL-24-09-77181", "period": "2024-08-01..2024-09-02", "usage_m3": -6.5, "amount": 6.15, "note": "estimate reversal"},
                {"bill": "BL-24-08-77181", "period": "2024-07-01..2024-08-01", "usage_m3": 43.4, "amount": 177.62, "read_type": "estimated"},
                {"bill": "BL-24-07-77181", "period": "2024-06-03..2024-07-01", "usage_m3": 17.8, "amount": 75.41, "read_type": "actual"},
            ],
            "balance_due": 183.77, "complaint": "CASE-5531 high bill August"})),
        (call("get_read_history", meter="MTR-55819", **{"from": "2024-03-01", "to": "2024-09-30"}), hist([
            ("2024-03-01", "1 284.6", "actual", "-"), ("2024-04-01", "1 301.9", "actual", "17.3"), ("2024-05-01", "1 318.7", "actual", "16.8"),
            ("2024-06-03", "1 337.2", "actual", "18.5"), ("2024-07-01", "1 355.0", "actual", "17.8"), ("2024-08-01", "1 398.4", "estimated", "43.4"),
            ("2024-09-02", "1 391.9", "actual*", "-6.5")], "2024-03-01 .. 2024-09-30")),
        (call("get_meter", meter="MTR-55819"), pj({
            "meter": "MTR-55819", "size": "5/8 in", "make": "Badger M25", "installed": "2016-05-12", "register_m3": 1401.48,
            "register_at": "2024-09-18T06:00:00-05:00", "endpoint": {"id": "ORION-8821937", "type": "Orion CE", "last_comm": "14 min ago",
                                                                     "battery": "ok (replaced 2024-08-14)", "comm_gaps_90d": [{"from": "2024-07-29", "to": "2024-08-14", "cause": "endpoint battery low"}]},
            "alarms": {"continuous_flow": False, "leak_24h": False, "backflow": False, "tamper": False}})),
        (call("get_interval_usage", meter="MTR-55819", hours=48), "\n".join([
            "MTR-55819 usage (m3) in 2-hour buckets, 2024-09-16 08:00 .. 2024-09-18 06:00",
            "day         00   02   04   06   08   10   12   14   16   18   20   22   total",
            "09-16        -    -    -    -  .082 .044 .036 .060 .050 .122 .144 .038   0.58 (from 08:00)",
            "09-17      .000 .000 .000 .018 .096 .040 .030 .054 .068 .116 .132 .026   0.58",
            "09-18      .000 .000 .000    -    -    -    -    -    -    -    -    -   0.00 (to 06:00)",
            "Minimum night flow 01:00-05:00: 0.000 m3/h - no continuous flow detected"])),
        (call("get_read_history", meter="MTR-55819", **{"from": "2024-06-01", "to": "2024-09-30"}), hist([
            ("2024-06-03", "1 337.2", "actual", "18.5"), ("2024-07-01", "1 335.0", "actual", "17.8"), ("2024-08-01", "1 398.4", "estimated", "43.4"),
            ("2024-09-02", "1 391.9", "actual*", "-6.5")], "2024-06-01 .. 2024-09-30")),
        (call("create_service_order", account="ACC-204-7718", type="bill_review_estimated_read",
              notes="Aug bill used estimate 1 398.4 during endpoint outage; Sep actual 1 391.9 is lower. Rebill Jul-Aug/Aug-Sep with prorated read."), pj({
            "service_order": "SO-88120", "account": "ACC-204-7718", "type": "bill_review_estimated_read", "status": "open", "priority": "normal",
            "linked_case": "CASE-5531", "created_at": "2024-09-18T10:22:40-05:00", "due": "2024-09-25"})),
        (call("calculate_rebill", account="ACC-204-7718", periods=["2024-07-01..2024-08-01", "2024-08-01..2024-09-02"], method="prorated_actual"), pj({
            "method": "prorated_actual", "basis": {"from_read": {"date": "2024-07-01", "register_m3": 1355.0}, "to_read": {"date": "2024-09-02", "register_m3": 1391.9},
                                                   "days": 63, "usage_m3": 36.9},
            "replacement_read": {"date": "2024-08-01", "register_m3": 1373.2},
            "periods": [
                {"period": "2024-07-01..2024-08-01", "old_usage_m3": 43.4, "new_usage_m3": 18.2, "old_amount": 177.62, "new_amount": 76.55},
                {"period": "2024-08-01..2024-09-02", "old_usage_m3": -6.5, "new_usage_m3": 18.7, "old_amount": 6.15, "new_amount": 77.98},
            ],
            "old_total": 183.77, "new_total": 154.53, "credit": 29.24, "status": "preview - apply via SO-88120"})),
        (call("list_service_orders", account="ACC-204-7718"), pj({"account": "ACC-204-7718", "service_orders": [
            {"service_order": "SO-88120", "type": "bill_review_estimated_read", "status": "open", "created_at": "2024-09-18T10:22:40-05:00", "linked_case": "CASE-5531"},
            {"service_order": "SO-87011", "type": "amr_endpoint_battery", "status": "closed", "created_at": "2024-08-09T13:05:11-05:00",
             "closed_at": "2024-08-14T11:40:00-05:00", "resolution": "Orion CE battery replaced; endpoint reporting"},
            {"service_order": "SO-80452", "type": "meter_reread", "status": "closed", "created_at": "2023-12-04T09:12:57-06:00",
             "closed_at": "2023-12-06T15:20:00-06:00", "resolution": "read confirmed"}]})),
    ]
    rs.add(task=T, tid="h31-mcp-20", system=system, turns=turns,
           state="Riverbend Water Authority billing desk, 2024-09-18. Customer disputes a high August bill (CASE-5531).",
           bad=True, turn=5, kind="a historic billing read (July 1 register value) differs between two history listings")


# ---------------------------------------------------------------- 21 cold-storage warehouse (clean)
def t21(rs: RowSet) -> None:
    system = mcp_system("frostline-wms", "temperature monitoring and pallet management of Frostline Cold Logistics, Joliet DC", [
        tool("list_zones", "All zones with setpoint, current temperature, door and alarm state.", {}, []),
        tool("list_alarms", "Alarms by state.", {"state": S}, []),
        tool("ack_alarm", "Acknowledge an alarm with a note.", {"alarm_id": S, "note": S}, ["alarm_id"]),
        tool("get_pallet", "Pallet location, product and temperature probes.", {"pallet_id": S}, ["pallet_id"]),
        tool("move_pallet", "Create a forklift move task.", {"pallet_id": S, "to_location": S, "priority": S}, ["pallet_id", "to_location"]),
        tool("get_zone_readings", "Zone temperature readings at 5-minute intervals.", {"zone": S, "minutes": INT, "units": S}, ["zone"]),
    ])
    hdr = "ZONE  NAME        SETPOINT   CURRENT   DOOR               STATUS"
    turns = [
        (call("list_zones"), "\n".join([
            "Frostline Joliet DC - zones @ 2024-01-23 10:06:30 CST", hdr,
            "Z1    Freezer A   -23.0 C    -22.4 C   closed             normal",
            "Z2    Freezer B   -21.0 C    -17.6 C   OPEN (4m19s)       ALARM high temp, door",
            "Z3    Cooler C      2.0 C      2.9 C   closed             normal",
            "Z4    Cooler D      3.0 C      3.4 C   closed             normal",
            "DOCK  Dock         10.0 C      8.1 C   2 of 6 doors open  normal"])),
        (call("list_alarms", state="active"), pj({"as_of": "2024-01-23T10:06:41-06:00", "alarms": [
            {"alarm_id": "ALM-9931", "zone": "Z2", "type": "door_open_over_limit", "limit": "2 min", "raised_at": "2024-01-23T10:04:11-06:00",
             "severity": "high", "state": "active", "acked": False},
            {"alarm_id": "ALM-9932", "zone": "Z2", "type": "temp_high", "limit": "> -18.0 C", "raised_at": "2024-01-23T10:05:40-06:00",
             "severity": "critical", "state": "active", "acked": False, "value_at_raise": -17.9}]})),
        (call("ack_alarm", alarm_id="ALM-9931", note="FL-07 stalled in Z2 doorway; driver clearing it, door will close in ~2 min"), pj({
            "alarm_id": "ALM-9931", "state": "active", "acked": True, "acked_by": "ops.kpatel", "acked_at": "2024-01-23T10:07:15-06:00",
            "note": "FL-07 stalled in Z2 doorway; driver clearing it, door will close in ~2 min"})),
        (call("get_pallet", pallet_id="PLT-00418822"), pj({
            "pallet_id": "PLT-00418822", "location": "Z2-R04-L2", "customer": "Prairie Creamery", "sku": "PC-ICV-3G", "description": "Ice cream, vanilla, 3 gal tubs",
            "cases": 48, "lot": "L24015-B", "received": "2024-01-16", "spec_max_c": -20.0, "hold": None,
            "probe": {"sensor": "TP-Z2-R04-2", "temp_c": -19.2, "at": "2024-01-23T10:05:00-06:00"}})),
        (call("move_pallet", pallet_id="PLT-00418822", to_location="Z1-R11-L1", priority="high"), pj({
            "task_id": "MT-55073", "pallet_id": "PLT-00418822", "from": "Z2-R04-L2", "to": "Z1-R11-L1", "priority": "high", "status": "pending",
            "assigned_to": "FL-03", "created_at": "2024-01-23T10:08:02-06:00"})),
        (call("get_zone_readings", zone="Z2", minutes=30, units="F"), "\n".join([
            "Z2 Freezer B - setpoint -5.8 F (-21.0 C) - readings in F, sensor avg of 4",
            "09:40  -6.2", "09:45  -5.8", "09:50  -6.0", "09:55  -5.8", "10:00  -5.4",
            "10:05  -0.2   door open since 10:02:11", "10:10   0.7   door closed 10:09:02; recovery started"])),
        (call("list_alarms", state="active"), pj({"as_of": "2024-01-23T10:19:12-06:00", "alarms": [
            {"alarm_id": "ALM-9934", "zone": "Z4", "type": "sensor_battery_low", "sensor": "S-Z4-02", "raised_at": "2024-01-23T10:14:05-06:00",
             "severity": "low", "state": "active", "acked": False}],
            "recently_cleared": [
                {"alarm_id": "ALM-9931", "cleared_at": "2024-01-23T10:09:02-06:00", "cleared_by": "auto (door closed)"},
                {"alarm_id": "ALM-9932", "cleared_at": "2024-01-23T10:17:30-06:00", "cleared_by": "auto (temp back below -18.0 C)", "peak_c": -17.3}]})),
        (call("get_pallet", pallet_id="PLT-00418822"), pj({
            "pallet_id": "PLT-00418822", "location": "Z1-R11-L1", "customer": "Prairie Creamery", "sku": "PC-ICV-3G", "description": "Ice cream, vanilla, 3 gal tubs",
            "cases": 48, "lot": "L24015-B", "received": "2024-01-16", "spec_max_c": -20.0,
            "hold": {"type": "QA", "reason": "product temp above spec during Z2 excursion", "placed_by": "rule TEMP-EXC-02", "placed_at": "2024-01-23T10:16:44-06:00"},
            "last_move": {"task_id": "MT-55073", "completed_at": "2024-01-23T10:16:44-06:00", "by": "FL-03"},
            "probe": {"sensor": "TP-Z1-R11-1", "temp_c": -19.6, "at": "2024-01-23T10:18:00-06:00"}})),
        (call("list_zones"), "\n".join([
            "Frostline Joliet DC - zones @ 2024-01-23 10:20:05 CST", hdr,
            "Z1    Freezer A   -23.0 C    -22.1 C   closed             normal",
            "Z2    Freezer B   -21.0 C    -18.7 C   closed             recovering",
            "Z3    Cooler C      2.0 C      3.0 C   closed             normal",
            "Z4    Cooler D      3.0 C      3.3 C   closed             normal (sensor S-Z4-02 battery low)",
            "DOCK  Dock         10.0 C      8.4 C   3 of 6 doors open  normal"])),
    ]
    rs.add(task=T, tid="h31-mcp-21", system=system, turns=turns,
           state="Frostline Joliet DC control room, 2024-01-23 ~10:06. A forklift stalled in the Freezer B doorway.")


# ---------------------------------------------------------------- 22 university lab equipment booking (bad)
def t22(rs: RowSet) -> None:
    system = mcp_system("labslot", "equipment booking service of the Halden University Core Imaging Facility", [
        tool("search_equipment", "Search bookable instruments.", {"query": S}, ["query"]),
        tool("get_equipment", "Instrument details.", {"equipment_id": S}, ["equipment_id"]),
        tool("get_training_status", "Which instruments a user is authorised on.", {"user": S}, ["user"]),
        tool("check_availability", "Bookings and free slots of an instrument on a date.", {"equipment_id": S, "date": S}, ["equipment_id", "date"]),
        tool("create_booking", "Book an instrument.", {"equipment_id": S, "date": S, "start": S, "end": S, "project_code": S, "purpose": S},
             ["equipment_id", "date", "start", "end", "project_code"]),
        tool("cancel_booking", "Cancel a booking (late-cancellation policy applies).", {"booking_id": S}, ["booking_id"]),
        tool("list_my_bookings", "The signed-in user's bookings.", {"from": S}, []),
    ])
    user = "r.mbeki"
    proj = "BBSRC-BB/X01234/1"
    turns = [
        (call("search_equipment", query="confocal"), mcp_text({"results": [
            {"equipment_id": "EQ-CF-02", "name": "Zeiss LSM 980 with Airyscan 2", "room": "B2.14", "status": "available", "rate_internal_gbp_h": 38.00},
            {"equipment_id": "EQ-CF-01", "name": "Leica TCS SP8", "room": "B2.12", "status": "out_of_service", "until": "2024-11-20", "reason": "561 nm laser replacement",
             "rate_internal_gbp_h": 32.00},
            {"equipment_id": "EQ-SD-01", "name": "Nikon Ti2 + Yokogawa CSU-W1 spinning disk", "room": "B2.16", "status": "available", "rate_internal_gbp_h": 30.00}]})),
        (call("get_training_status", user=user), mcp_text({"user": user, "name": "Rethabile Mbeki", "group": "Kowalczyk lab (Cell Biology)", "authorisations": [
            {"equipment_id": "EQ-CF-02", "level": "independent", "expires": "2025-06-30"},
            {"equipment_id": "EQ-CF-01", "level": "independent", "expires": "2024-09-30", "status": "expired"},
            {"equipment_id": "EQ-CR-05", "level": "independent", "expires": "2025-02-28"}]})),
        (call("check_availability", equipment_id="EQ-CF-02", date="2024-11-14"), mcp_text(
            "EQ-CF-02 Zeiss LSM 980 - Thu 14 Nov 2024 (staffed hours 08:00-17:00; 17:00-22:00 after-hours, badge required)\n"
            "  08:00-10:00  free\n"
            "  10:00-13:30  booked  J. Lindqvist (BK-61172)\n"
            "  13:30-17:00  free\n"
            "  17:00-22:00  free (after-hours)")),
        (call("create_booking", equipment_id="EQ-CF-02", date="2024-11-14", start="14:00", end="16:30", project_code=proj,
              purpose="Airyscan imaging of fixed HeLa, mitochondrial network (MitoTracker + TOM20)"), mcp_text({
            "booking_id": "BK-61207", "status": "confirmed", "equipment_id": "EQ-CF-02", "user": user, "date": "2024-11-14", "start": "14:00", "end": "16:30",
            "hours": 2.5, "rate_gbp_h": 38.00, "cost_gbp": 95.00, "project_code": proj, "free_cancellation_until": "2024-11-13T14:00:00Z",
            "created_at": "2024-11-06T10:52:18Z"})),
        (call("search_equipment", query="cryostat"), mcp_text({"results": [
            {"equipment_id": "EQ-CR-05", "name": "Leica CM1950 cryostat", "room": "B1.07", "status": "available", "rate_internal_gbp_h": 12.00},
            {"equipment_id": "EQ-CR-03", "name": "Leica CM3050 S cryostat", "room": "B1.07", "status": "available", "rate_internal_gbp_h": 14.00,
             "note": "training required"}]})),
        (call("check_availability", equipment_id="EQ-CR-05", date="2024-11-14"), mcp_text(
            "EQ-CR-05 Leica CM1950 cryostat - Thu 14 Nov 2024 (staffed hours 08:00-17:00)\n"
            "  08:00-09:00  booked  M. Haddad (BK-61188)\n"
            "  09:00-12:00  free\n"
            "  12:00-13:00  booked  facility (blade change + defrost)\n"
            "  13:00-17:00  booked  S. Oyelaran (BK-61190)")),
        (call("create_booking", equipment_id="EQ-CR-05", date="2024-11-14", start="09:30", end="11:00", project_code=proj,
              purpose="10 um sections of mouse liver for the same study"), mcp_text({
            "booking_id": "BK-61208", "status": "confirmed", "equipment_id": "EQ-CR-05", "user": user, "date": "2024-11-14", "start": "09:30", "end": "11:00",
            "hours": 1.5, "rate_gbp_h": 12.00, "cost_gbp": 18.00, "project_code": proj, "free_cancellation_until": "2024-11-13T09:30:00Z",
            "created_at": "2024-11-06T10:55:41Z"})),
        (call("cancel_booking", booking_id="BK-61150"), mcp_text({
            "booking_id": "BK-61150", "status": "cancelled", "equipment_id": "EQ-CF-02", "date": "2024-11-07", "start": "09:00", "end": "11:00",
            "original_cost_gbp": 76.00, "late_cancellation": True, "fee_gbp": 38.00, "policy": "less than 24 h notice: 50% charged",
            "cancelled_at": "2024-11-06T10:57:09Z"})),
        (call("check_availability", equipment_id="EQ-CF-02", date="2024-11-14"), mcp_text(
            "EQ-CF-02 Zeiss LSM 980 - Thu 14 Nov 2024 (staffed hours 08:00-17:00; 17:00-22:00 after-hours, badge required)\n"
            "  08:00-10:00  free\n"
            "  10:00-13:30  booked  J. Lindqvist (BK-61172)\n"
            "  13:30-14:00  free\n"
            "  14:00-16:30  booked  R. Mbeki (BK-61207)\n"
            "  16:30-17:00  free\n"
            "  17:00-22:00  free (after-hours)")),
        (call("list_my_bookings", **{"from": "2024-11-01"}), mcp_text({"user": user, "bookings": [
            {"booking_id": "BK-61093", "equipment_id": "EQ-CF-02", "date": "2024-11-04", "start": "13:00", "end": "15:00", "status": "completed", "cost_gbp": 76.00},
            {"booking_id": "BK-61150", "equipment_id": "EQ-CF-02", "date": "2024-11-07", "start": "09:00", "end": "11:00", "status": "cancelled", "cost_gbp": 38.00,
             "note": "late-cancellation fee"},
            {"booking_id": "BK-61208", "equipment_id": "EQ-CR-05", "date": "2024-11-14", "start": "09:30", "end": "11:00", "status": "confirmed", "cost_gbp": 18.00},
            {"booking_id": "BK-61207", "equipment_id": "EQ-CF-02", "date": "2024-11-14", "start": "13:00", "end": "15:30", "status": "confirmed", "cost_gbp": 95.00}],
            "month_to_date_gbp": 227.00, "project_code": proj})),
        (call("get_equipment", equipment_id="EQ-CF-02"), mcp_text({
            "equipment_id": "EQ-CF-02", "name": "Zeiss LSM 980 with Airyscan 2", "room": "B2.14", "building": "Brenner Building",
            "lasers_nm": [405, 445, 488, 514, 561, 639], "objectives": ["10x/0.45", "20x/0.8", "40x/1.3 oil", "63x/1.4 oil"],
            "incubation": "37 C / 5% CO2 stage-top", "contact": "Dr. Ines Ferreira (facility manager), ext. 4417",
            "rules": "Switch off lasers at the end unless the next user is within 1 h; log every session in the paper book."}))
    ]
    rs.add(task=T, tid="h31-mcp-22", system=system, turns=turns,
           state="Core Imaging Facility booking portal, Wednesday 2024-11-06, signed in as r.mbeki.",
           bad=True, turn=10, kind="a booking's time slot reads back an hour earlier than booked and than the availability view shows")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
