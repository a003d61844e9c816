# ruff: noqa: E501
"""Held-out set h56, domain ``mcp``: 22 simulated MCP-server trajectories on commerce and money services.

Eleven are clean (full of legitimate state changes: edits, payments, refunds, pagination, live counters,
new ids from adjustments) and eleven hold exactly one contradiction (an observation that conflicts with
an earlier one with no action in between that could explain it). Labels give the 1-based turn of the
first contradicting observation. Written blind against the checker; deterministic, standard library only.
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
    mcp_text,
    pj,
    tool,
)

HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

In this session you simulate the `{server}` MCP server ({purpose}).

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

# Environment Management

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Resources must be created before they can be queried or modified; changes made in earlier turns must be reflected in later queries; operations on deleted resources return errors; return values match each tool's schema.

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{{"type":"text","text":"..."}}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: argument validation errors (pydantic style), `404 Not Found`, `403 Forbidden`, `status: error\\nmessage: Service temporarily unavailable. Please try again later.`, `Connection timed out after Xs`. Infer the exact format from the tool's domain.

# Input Definitions & Action Space

You can simulate the following tools:

"""

TAIL = """

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance; text vs JSON; CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Reply with the tool response only, after **Environment Observation:**."""


def sysp(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return HEAD.format(server=server, purpose=purpose) + json.dumps(tools, indent=2, ensure_ascii=False) + TAIL


def state(server: str, version: str, detail: str) -> str:
    return (f"MCP session initialized with server `{server}` (serverInfo.version {version}). {detail} "
            "No tool has been called yet in this session.")


def cents(x: float) -> str:
    return f"{x:.2f}"


# ---------------------------------------------------------------- 01 Stripe (bad: event log goes backwards)
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "List Stripe customers, optionally filtered by email.", {"email": S, "limit": INT}, []),
        tool("list_payment_intents", "List PaymentIntents for a customer.", {"customer": S, "limit": INT}, []),
        tool("list_events", "List account events, newest first.", {"limit": INT, "type": S}, []),
        tool("retrieve_charge", "Retrieve a Charge by id.", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund a charge, fully or partially (amount in the smallest currency unit).", {"charge": S, "amount": INT, "reason": S}, ["charge"]),
        tool("retrieve_balance", "Retrieve the current account balance.", {}, []),
    ]
    cus = "cus_PxR4bT8mQe2LdA"
    ch = "ch_3PAbXk2eZvKYlo2C1Hc0Qm4L"
    pi = "pi_3PAbXk2eZvKYlo2C1yT0nR6q"
    customer = {"id": cus, "object": "customer", "address": {"city": "Portland", "country": "US", "line1": "2210 SE Clinton St", "line2": None, "postal_code": "97202", "state": "OR"},
                "balance": 0, "created": 1712855102, "currency": "usd", "default_source": None, "delinquent": False, "description": "Wholesale – café account",
                "discount": None, "email": "dana.whitfield@lumenbrew.co", "invoice_prefix": "B7E41C2A", "invoice_settings": {"custom_fields": None, "default_payment_method": "pm_1PAbXi2eZvKYlo2CqLrT9mZe", "footer": None, "rendering_options": None},
                "livemode": False, "metadata": {"crm_id": "HS-20418"}, "name": "Dana Whitfield", "phone": "+15035550142", "preferred_locales": ["en-US"], "shipping": None, "tax_exempt": "none", "test_clock": None}
    t1 = pj({"object": "list", "data": [customer], "has_more": False, "url": "/v1/customers"})
    pis = [
        {"id": pi, "object": "payment_intent", "amount": 12900, "amount_received": 12900, "currency": "usd", "customer": cus, "created": 1745998611, "description": "Order #LB-30871",
         "latest_charge": ch, "payment_method": "pm_1PAbXi2eZvKYlo2CqLrT9mZe", "status": "succeeded", "canceled_at": None, "cancellation_reason": None, "metadata": {"order_id": "LB-30871"}},
        {"id": "pi_3P9wQe2eZvKYlo2C0mB4xK1d", "object": "payment_intent", "amount": 4500, "amount_received": 4500, "currency": "usd", "customer": cus, "created": 1745571223, "description": "Order #LB-30412",
         "latest_charge": "ch_3P9wQe2eZvKYlo2C0fD2aL7s", "payment_method": "pm_1PAbXi2eZvKYlo2CqLrT9mZe", "status": "succeeded", "canceled_at": None, "cancellation_reason": None, "metadata": {"order_id": "LB-30412"}},
        {"id": "pi_3P7kTz2eZvKYlo2C1u8Lw3Ya", "object": "payment_intent", "amount": 12900, "amount_received": 0, "currency": "usd", "customer": cus, "created": 1744890417, "description": "Order #LB-29988",
         "latest_charge": None, "payment_method": None, "status": "canceled", "canceled_at": 1744976817, "cancellation_reason": "abandoned", "metadata": {"order_id": "LB-29988"}},
    ]
    t2 = pj({"object": "list", "data": pis, "has_more": False, "url": "/v1/payment_intents"})
    ev_old = [
        {"id": "evt_1PAcB42eZvKYlo2CkQ9sZt1e", "object": "event", "api_version": "2024-06-20", "created": 1746003412, "data": {"object": {"id": cus, "object": "customer", "phone": "+15035550142"}, "previous_attributes": {"phone": "+15035550199"}}, "livemode": False, "pending_webhooks": 0, "request": {"id": "req_Vd3kLq8TzRb1Hx", "idempotency_key": "7a1f0c2e-55b9-4d0e-9b8e-2f3c1d6a4e91"}, "type": "customer.updated"},
        {"id": "evt_3PAbXk2eZvKYlo2C1q0lWm8C", "object": "event", "api_version": "2024-06-20", "created": 1745998613, "data": {"object": {"id": ch, "object": "charge", "amount": 12900, "status": "succeeded"}}, "livemode": False, "pending_webhooks": 0, "request": {"id": "req_a8QmZ2rPcY0vNs", "idempotency_key": "b41e2a9d-0c7f-4f62-8d15-93a7e6c0b2d4"}, "type": "charge.succeeded"},
        {"id": "evt_3PAbXk2eZvKYlo2C1kR7vP3n", "object": "event", "api_version": "2024-06-20", "created": 1745998613, "data": {"object": {"id": pi, "object": "payment_intent", "amount": 12900, "status": "succeeded"}}, "livemode": False, "pending_webhooks": 0, "request": {"id": "req_a8QmZ2rPcY0vNs", "idempotency_key": "b41e2a9d-0c7f-4f62-8d15-93a7e6c0b2d4"}, "type": "payment_intent.succeeded"},
        {"id": "evt_1PAb9r2eZvKYlo2C8dN2hLfW", "object": "event", "api_version": "2024-06-20", "created": 1745990104, "data": {"object": {"id": "in_1PAb8m2eZvKYlo2CtE5gH0sQ", "object": "invoice", "amount_paid": 38000, "status": "paid"}}, "livemode": False, "pending_webhooks": 0, "request": {"id": None, "idempotency_key": None}, "type": "invoice.paid"},
        {"id": "evt_1PAb9q2eZvKYlo2CfE3uVb6T", "object": "event", "api_version": "2024-06-20", "created": 1745990103, "data": {"object": {"id": "in_1PAb8m2eZvKYlo2CtE5gH0sQ", "object": "invoice", "amount_paid": 38000, "status": "paid"}}, "livemode": False, "pending_webhooks": 0, "request": {"id": None, "idempotency_key": None}, "type": "invoice.payment_succeeded"},
    ]
    t3 = pj({"object": "list", "data": ev_old, "has_more": True, "url": "/v1/events"})

    def charge(refunded: int, refunds: list[dict[str, Any]]) -> str:
        return pj({"id": ch, "object": "charge", "amount": 12900, "amount_captured": 12900, "amount_refunded": refunded, "balance_transaction": "txn_3PAbXk2eZvKYlo2C1mV2wQ7b",
                   "billing_details": {"address": {"city": "Portland", "country": "US", "line1": "2210 SE Clinton St", "line2": None, "postal_code": "97202", "state": "OR"}, "email": "dana.whitfield@lumenbrew.co", "name": "Dana Whitfield", "phone": None},
                   "captured": True, "created": 1745998612, "currency": "usd", "customer": cus, "description": "Order #LB-30871", "disputed": False, "failure_code": None, "failure_message": None,
                   "livemode": False, "metadata": {"order_id": "LB-30871"},
                   "outcome": {"network_status": "approved_by_network", "reason": None, "risk_level": "normal", "risk_score": 23, "seller_message": "Payment complete.", "type": "authorized"},
                   "paid": True, "payment_intent": pi, "payment_method": "pm_1PAbXi2eZvKYlo2CqLrT9mZe",
                   "payment_method_details": {"card": {"brand": "visa", "checks": {"address_line1_check": "pass", "address_postal_code_check": "pass", "cvc_check": "pass"}, "country": "US", "exp_month": 8, "exp_year": 2027, "fingerprint": "Xt5EWLLDS7FJjR1c", "funding": "credit", "last4": "4242", "network": "visa", "three_d_secure": None, "wallet": None}, "type": "card"},
                   "receipt_email": "dana.whitfield@lumenbrew.co", "receipt_number": None, "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xT3FUN3ZMa2Q5M0pzUHFBKJLmx7EGMgbJ8yQ2nWk6LBZ",
                   "refunded": False, "refunds": {"object": "list", "data": refunds, "has_more": False, "total_count": len(refunds), "url": f"/v1/charges/{ch}/refunds"},
                   "shipping": None, "statement_descriptor": "LUMEN BREW", "statement_descriptor_suffix": None, "status": "succeeded"})
    refund = {"id": "re_3PAbXk2eZvKYlo2C1Zp9bG2r", "object": "refund", "amount": 4300, "balance_transaction": "txn_3PAbXk2eZvKYlo2C1aV4sN8e", "charge": ch, "created": 1746003795,
              "currency": "usd", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
              "metadata": {}, "payment_intent": pi, "reason": "requested_by_customer", "receipt_number": None, "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    ev_new = [
        {"id": "evt_3PAbXk2eZvKYlo2C1Wq2cR5y", "object": "event", "api_version": "2024-06-20", "created": 1746002710, "data": {"object": {"id": ch, "object": "charge", "amount": 12900, "amount_refunded": 4300, "refunded": False}, "previous_attributes": {"amount_refunded": 0}}, "livemode": False, "pending_webhooks": 0, "request": {"id": "req_Hn2pR7cXw4KqLm", "idempotency_key": "e3c9a8f1-2b47-4d6c-a0e5-7f18b93d2c60"}, "type": "charge.refunded"},
    ] + ev_old[:3]
    t8 = pj({"object": "balance", "available": [{"amount": 1843210, "currency": "usd", "source_types": {"card": 1843210}}],
             "connect_reserved": [{"amount": 0, "currency": "usd"}], "livemode": False,
             "pending": [{"amount": 61480, "currency": "usd", "source_types": {"card": 61480}}]})
    turns = [
        (call("list_customers", email="dana.whitfield@lumenbrew.co", limit=3), t1),
        (call("list_payment_intents", customer=cus, limit=10), t2),
        (call("list_events", limit=5), t3),
        (call("retrieve_charge", charge=ch), charge(0, [])),
        (call("create_refund", charge=ch, amount=4300, reason="requested_by_customer"), pj(refund)),
        (call("retrieve_charge", charge=ch), charge(4300, [refund])),
        (call("list_events", limit=4), pj({"object": "list", "data": ev_new, "has_more": True, "url": "/v1/events"})),
        (call("retrieve_balance"), t8),
    ]
    rs.add("mcp", "h56-mcp-01", sysp("stripe", "Stripe API, test mode", tools), turns,
           state=state("stripe", "0.9.2", "Stripe API version 2024-06-20, test mode, account acct_1OqT7vLkd93JsPqA (Lumen Brew Co.)."),
           bad=True, turn=7, kind="The charge.refunded event for the 43.00 refund created at 1746003795 (turn 5) is stamped 1746002710, earlier than the refund itself and than the customer.updated event (1746003412) already listed at turn 3.")


# ---------------------------------------------------------------- 02 PayPal invoicing (clean)
def t02(rs: RowSet) -> None:
    tools = [
        tool("search_invoices", "Search PayPal invoices by status with pagination (page is 1-based).", {"status": A, "page": INT, "page_size": INT}, []),
        tool("create_draft_invoice", "Create a draft invoice.", {"recipient_email": S, "recipient_name": S, "items": A, "payment_term": S, "note": S}, ["recipient_email", "items"]),
        tool("send_invoice", "Send a draft invoice to its recipient.", {"invoice_id": S, "send_to_recipient": B}, ["invoice_id"]),
        tool("get_invoice", "Show invoice details.", {"invoice_id": S}, ["invoice_id"]),
        tool("record_payment", "Record an external (non-PayPal) payment against an invoice.", {"invoice_id": S, "method": S, "amount": S, "payment_date": S, "note": S}, ["invoice_id", "method", "amount"]),
    ]
    inv = {
        "0138": ("INV2-5GZP-7YKD-3RMC-9HVE", "Brightside Clinic", "accounts@brightsideclinic.org", "1900.00", "SENT", "2025-04-16", "2025-05-01"),
        "0140": ("INV2-1QSW-9EKR-2ZHT-6MYB", "Salt & Sail Co", "ops@saltandsail.co", "2480.00", "PAID", "2025-04-18", "2025-05-03"),
        "0141": ("INV2-7QXK-4L9B-WJ3M-2CZD", "Halvorsen Design", "kari@halvorsen.design", "640.00", "DRAFT", "2025-04-22", "2025-05-07"),
        "0142": ("INV2-2WLA-6CQJ-9FTB-4NXR", "Tidewater Books", "orders@tidewaterbooks.com", "480.00", "SENT", "2025-04-23", "2025-05-08"),
        "0143": ("INV2-8KHV-3PBZ-7MEQ-1DWS", "Copperleaf Farm", "billing@copperleaffarm.com", "3360.00", "SENT", "2025-04-25", "2025-05-25"),
        "0144": ("INV2-3UJN-5WCX-8PRD-4GAE", "Redfern Yoga", "studio@redfernyoga.com", "560.00", "PAID", "2025-04-28", "2025-05-13"),
        "0145": ("INV2-9RTN-2HPE-6VJC-8KQA", "Marlow & Finch", "ap@marlowfinch.com", "2150.00", "DRAFT", "2025-04-29", "2025-05-29"),
        "0146": ("INV2-6TYE-1NJG-4SKU-5LFM", "Northbend Rowing Club", "treasurer@northbendrowing.org", "720.00", "SENT", "2025-05-01", "2025-05-16"),
        "0147": ("INV2-3DMF-8XWA-5NQL-7BTY", "Oakridge PTA", "pta@oakridge-elem.org", "275.00", "DRAFT", "2025-05-02", "2025-05-17"),
    }

    def summary(num: str, status: str | None = None) -> dict[str, Any]:
        iid, name, email, amt, st, d, due = inv[num]
        row: dict[str, Any] = {"id": iid, "status": status or st,
                               "detail": {"invoice_number": num, "reference": "", "invoice_date": d, "currency_code": "USD", "payment_term": {"due_date": due}},
                               "invoicer": {"email_address": "billing@junipervale.studio"},
                               "primary_recipients": [{"billing_info": {"name": {"full_name": name}, "email_address": email}}],
                               "amount": {"currency_code": "USD", "value": amt},
                               "links": [{"href": f"https://api-m.sandbox.paypal.com/v2/invoicing/invoices/{iid}", "rel": "self", "method": "GET"}]}
        if (status or st) == "PAID":
            row["payments"] = {"paid_amount": {"currency_code": "USD", "value": amt}}
        return row

    def page(nums: list[str], page_no: int, total: int, pages: int, statuses: dict[str, str] | None = None) -> str:
        statuses = statuses or {}
        return pj({"total_items": total, "total_pages": pages, "items": [summary(n, statuses.get(n)) for n in nums],
                   "links": [{"href": f"https://api-m.sandbox.paypal.com/v2/invoicing/search-invoices?page={page_no}&page_size={5 if pages == 2 and total == 7 else len(nums)}&total_required=true", "rel": "self", "method": "POST"}]})

    new_id = "INV2-4MBS-2XQF-8GLP-6EWN"
    inv["0148"] = (new_id, "Maya Ortiz", "hello@ashgroveroasters.com", "1380.00", "DRAFT", "2025-05-06", "2025-05-21")
    items = [{"name": "Brand workshop (half-day)", "description": "On-site, 4 hours, up to 6 participants", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "900.00"}, "unit_of_measure": "QUANTITY"},
             {"name": "Follow-up session", "description": "Remote, 60 min", "quantity": "4", "unit_amount": {"currency_code": "USD", "value": "120.00"}, "unit_of_measure": "QUANTITY"}]

    def full(status: str, updated: str, extra: dict[str, Any] | None = None) -> str:
        body: dict[str, Any] = {
            "id": new_id, "status": status,
            "detail": {"invoice_number": "0148", "invoice_date": "2025-05-06", "currency_code": "USD",
                       "note": "Thank you for the workshop booking!", "payment_term": {"term_type": "NET_15", "due_date": "2025-05-21"},
                       "metadata": {"create_time": "2025-05-06T15:02:41Z", "created_by": "billing@junipervale.studio", "last_update_time": updated, "last_updated_by": "billing@junipervale.studio",
                                    "recipient_view_url": f"https://www.sandbox.paypal.com/invoice/p/#{new_id[5:].replace('-', '')}", "invoicer_view_url": f"https://www.sandbox.paypal.com/invoice/details/{new_id}"}},
            "invoicer": {"business_name": "Juniper Vale Studio", "email_address": "billing@junipervale.studio"},
            "primary_recipients": [{"billing_info": {"name": {"given_name": "Maya", "surname": "Ortiz"}, "email_address": "hello@ashgroveroasters.com"}}],
            "items": items,
            "configuration": {"partial_payment": {"allow_partial_payment": False}, "allow_tip": False, "tax_calculated_after_discount": True, "tax_inclusive": False},
            "amount": {"currency_code": "USD", "value": "1380.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "1380.00"}, "discount": {"invoice_discount": {"amount": {"currency_code": "USD", "value": "0.00"}}}, "tax_total": {"currency_code": "USD", "value": "0.00"}}},
            "due_amount": {"currency_code": "USD", "value": "1380.00"},
        }
        if extra:
            body.update(extra)
        return pj(body)

    paid_extra = {"payments": {"paid_amount": {"currency_code": "USD", "value": "1380.00"},
                               "transactions": [{"payment_id": "EXTR-86F38350LX4353815", "note": "ACH from Ashgrove Roasters", "type": "EXTERNAL", "payment_date": "2025-05-06", "method": "BANK_TRANSFER", "amount": {"currency_code": "USD", "value": "1380.00"}}]},
                  "due_amount": {"currency_code": "USD", "value": "0.00"}}
    turns = [
        (call("search_invoices", status=["DRAFT", "SENT"], page=1, page_size=5), page(["0147", "0146", "0145", "0143", "0142"], 1, 7, 2)),
        (call("search_invoices", status=["DRAFT", "SENT"], page=2, page_size=5), page(["0141", "0138"], 2, 7, 2)),
        (call("create_draft_invoice", recipient_email="hello@ashgroveroasters.com", recipient_name="Maya Ortiz", payment_term="NET_15", note="Thank you for the workshop booking!",
              items=[{"name": "Brand workshop (half-day)", "quantity": 1, "unit_amount": "900.00"}, {"name": "Follow-up session", "quantity": 4, "unit_amount": "120.00"}]),
         full("DRAFT", "2025-05-06T15:02:41Z")),
        (call("send_invoice", invoice_id=new_id, send_to_recipient=True),
         pj({"href": f"https://www.sandbox.paypal.com/invoice/p/#{new_id[5:].replace('-', '')}", "rel": "payer-view", "method": "GET"})),
        (call("get_invoice", invoice_id=new_id), full("SENT", "2025-05-06T15:04:09Z")),
        (call("search_invoices", status=["SENT"], page=1, page_size=10),
         pj({"total_items": 5, "total_pages": 1, "items": [summary("0148", "SENT"), summary("0146"), summary("0143"), summary("0142"), summary("0138")],
             "links": [{"href": "https://api-m.sandbox.paypal.com/v2/invoicing/search-invoices?page=1&page_size=10&total_required=true", "rel": "self", "method": "POST"}]})),
        (call("record_payment", invoice_id=new_id, method="BANK_TRANSFER", amount="1380.00", payment_date="2025-05-06", note="ACH from Ashgrove Roasters"),
         pj({"payment_id": "EXTR-86F38350LX4353815"})),
        (call("get_invoice", invoice_id=new_id), full("PAID", "2025-05-06T16:21:37Z", paid_extra)),
        (call("search_invoices", status=["PAID"], page=1, page_size=3),
         pj({"total_items": 23, "total_pages": 8, "items": [summary("0148", "PAID"), summary("0144"), summary("0140")],
             "links": [{"href": "https://api-m.sandbox.paypal.com/v2/invoicing/search-invoices?page=1&page_size=3&total_required=true", "rel": "self", "method": "POST"},
                       {"href": "https://api-m.sandbox.paypal.com/v2/invoicing/search-invoices?page=2&page_size=3&total_required=true", "rel": "next", "method": "POST"}]})),
    ]
    rs.add("mcp", "h56-mcp-02", sysp("paypal", "PayPal Invoicing API v2, sandbox", tools), turns,
           state=state("paypal", "1.4.0", "PayPal REST sandbox, invoicer billing@junipervale.studio (Juniper Vale Studio)."))


# ---------------------------------------------------------------- 03 Brex (clean)
def t03(rs: RowSet) -> None:
    tools = [
        tool("list_cards", "List Brex cards for a user (amounts in cents).", {"user_id": S, "cursor": S}, ["user_id"]),
        tool("update_card", "Update a card's spend controls.", {"card_id": S, "spend_limit": INT, "spend_duration": S, "reason": S}, ["card_id"]),
        tool("list_expenses", "List card expenses; filter by card and receipt status (MISSING, ATTACHED).", {"card_id": S, "receipt_status": S, "limit": INT}, []),
        tool("update_expense", "Update an expense's memo or category.", {"expense_id": S, "memo": S, "category": S}, ["expense_id"]),
        tool("upload_receipt", "Upload a receipt file and match it to an expense.", {"expense_id": S, "file_name": S, "file_base64": S}, ["expense_id", "file_name"]),
        tool("get_expense", "Get one expense by id.", {"expense_id": S}, ["expense_id"]),
    ]
    uid = "cuuser_clx8k2m1p00063l08f4rq9w7z"
    travel = "card_clx9a0b7c000e08l5d2kf8h3m"

    def card(cid: str, name: str, last4: str, ctype: str, status: str, limit: int, avail: int, created: str) -> dict[str, Any]:
        return {"id": cid, "owner": {"type": "USER", "user_id": uid}, "status": status, "last_four": last4, "card_name": name, "card_type": ctype,
                "limit_type": "CARD", "spend_controls": {"spend_limit": {"amount": limit, "currency": "USD"}, "spend_available": {"amount": avail, "currency": "USD"},
                                                          "spend_duration": "MONTHLY", "reason": None, "lock_after_date": None, "parent_budget_id": "budget_clx7z9q4e000208mk1c5a2b3d"},
                "billing_address": {"line1": "50 W 23rd St", "line2": "Fl 7", "city": "New York", "state": "NY", "country": "US", "postal_code": "10010"},
                "mailing_address": None, "expiration_date": {"month": 11, "year": 2028}, "created_at": created}
    cards0 = [card(travel, "Priya – Travel", "4417", "PHYSICAL", "ACTIVE", 150000, 121340, "2024-06-03T14:22:09.118Z"),
              card("card_clx9a0b7c000f08l5gq1n2r8t", "Priya – SaaS", "8802", "VIRTUAL", "ACTIVE", 50000, 11201, "2024-06-03T14:25:51.402Z"),
              card("card_clx9a0b7c001008l5h7v3w6yx", "Offsite 2025", "3190", "VIRTUAL", "LOCKED", 400000, 400000, "2025-02-11T09:03:17.775Z")]

    def exp(eid: str, merchant: str, amt: int, date: str, cat: str, memo: str | None, receipts: list[dict[str, Any]], updated: str) -> dict[str, Any]:
        return {"id": eid, "memo": memo, "location_id": None, "department_id": "dept_clw1c2d3e000108jz6k7l8m9n", "category": cat,
                "merchant": {"raw_descriptor": merchant.upper()[:22], "mcc": {"TRAVEL": "3058", "LODGING": "3665", "GROUND_TRANSPORTATION": "4121", "RESTAURANTS": "5812"}[cat], "country": "USA", "name": merchant},
                "budget_id": "budget_clx7z9q4e000208mk1c5a2b3d", "original_amount": {"amount": amt, "currency": "USD"}, "billing_amount": {"amount": amt, "currency": "USD"},
                "purchased_at": date, "updated_at": updated, "payment_status": "CLEARED", "expense_type": "CARD", "status": "SUBMITTED" if receipts else "OUT_OF_POLICY",
                "payment_posted_at": date[:10] + "T00:00:00Z", "card_id": travel, "user_id": uid, "receipts": receipts}
    e_delta = exp("expense_clxa4f1d2000108l6b0a1c2d3", "Delta Air Lines", 48620, "2025-04-22T18:41:02Z", "TRAVEL", None, [], "2025-04-23T06:12:44Z")
    e_hilton = exp("expense_clxa4f1d2000208l6c9e8f7g6", "Hilton Garden Inn Austin", 61418, "2025-04-25T15:07:33Z", "LODGING", None, [], "2025-04-26T06:10:19Z")
    e_uber = exp("expense_clxa4f1d2000308l6d4h5j6k7", "Uber", 3744, "2025-04-25T23:18:50Z", "GROUND_TRANSPORTATION", None, [], "2025-04-26T06:10:19Z")
    e_taco = exp("expense_clxa4f1d2000408l6e1m2n3p4", "Torchy's Tacos", 2186, "2025-04-26T19:52:11Z", "RESTAURANTS", None, [], "2025-04-27T06:09:58Z")
    memo = "Customer onsite – Austin (Hearthstone Foods), 2 nights"
    e_h2 = dict(e_hilton, memo=memo, updated_at="2025-05-06T13:47:05Z")
    rec = {"id": "receipt_clxb2k7m9000308l7q4r5s6t7", "download_uris": ["https://brex-receipts.s3.amazonaws.com/r/clxb2k7m9000308l7q4r5s6t7/hilton_folio_0425.pdf?X-Amz-Expires=900&X-Amz-Signature=6f0e2d…"]}
    e_h3 = dict(e_hilton, memo=memo, updated_at="2025-05-06T13:49:22Z", receipts=[rec], status="SUBMITTED")
    turns = [
        (call("list_cards", user_id=uid), pj({"next_cursor": None, "items": cards0})),
        (call("update_card", card_id=travel, spend_limit=250000, spend_duration="MONTHLY", reason="Q2 customer onsite travel"),
         pj(dict(card(travel, "Priya – Travel", "4417", "PHYSICAL", "ACTIVE", 250000, 221340, "2024-06-03T14:22:09.118Z"),
                 spend_controls={"spend_limit": {"amount": 250000, "currency": "USD"}, "spend_available": {"amount": 221340, "currency": "USD"}, "spend_duration": "MONTHLY",
                                 "reason": "Q2 customer onsite travel", "lock_after_date": None, "parent_budget_id": "budget_clx7z9q4e000208mk1c5a2b3d"}))),
        (call("list_expenses", card_id=travel, receipt_status="MISSING", limit=25), pj({"next_cursor": None, "items": [e_delta, e_hilton, e_uber, e_taco]})),
        (call("update_expense", expense_id=e_hilton["id"], memo=memo, category="LODGING"), pj(e_h2)),
        (call("upload_receipt", expense_id=e_hilton["id"], file_name="hilton_folio_0425.pdf", file_base64="JVBERi0xLjcKJeLjz9MK…(48,211 bytes)"),
         mcp_text(f"Receipt receipt_clxb2k7m9000308l7q4r5s6t7 (hilton_folio_0425.pdf, 48,211 bytes) uploaded and matched to expense {e_hilton['id']} (Hilton Garden Inn Austin, $614.18).")),
        (call("get_expense", expense_id=e_hilton["id"]), pj(e_h3)),
        (call("list_expenses", card_id=travel, receipt_status="MISSING", limit=25), pj({"next_cursor": None, "items": [e_delta, e_uber, e_taco]})),
    ]
    rs.add("mcp", "h56-mcp-03", sysp("brex", "Brex Team and Expenses API", tools), turns,
           state=state("brex", "0.3.7", "Brex API (production), acting as admin for Priya Raman; amounts are in cents."))


# ---------------------------------------------------------------- 04 Shopify (bad: renamed product back under old title)
def t04(rs: RowSet) -> None:
    tools = [
        tool("search_products", "Search products in the Shopify Admin GraphQL API by query string.", {"query": S, "first": INT}, ["query"]),
        tool("get_product", "Get one product with variants.", {"id": S}, ["id"]),
        tool("update_product", "Update product fields (title, tags, descriptionHtml, status).", {"id": S, "title": S, "tags": A}, ["id"]),
        tool("adjust_inventory", "Adjust available inventory for an inventory item at a location.", {"inventoryItemId": S, "locationId": S, "delta": INT, "reason": S}, ["inventoryItemId", "locationId", "delta"]),
        tool("get_inventory_levels", "Inventory levels of an inventory item at every location.", {"inventoryItemId": S}, ["inventoryItemId"]),
        tool("create_discount_code", "Create a basic percentage discount code.", {"title": S, "code": S, "percentage": {"type": "number"}, "productIds": A, "startsAt": S, "usageLimit": INT}, ["title", "code", "percentage"]),
        tool("get_discount_code", "Get a code discount by id.", {"id": S}, ["id"]),
        tool("list_orders", "List recent orders.", {"first": INT, "query": S}, []),
    ]
    pid = "gid://shopify/Product/8123456780321"
    ml_item = "gid://shopify/InventoryItem/47650012340002"
    bk = "gid://shopify/Location/71234560001"
    old_title, new_title = "Linen Apron — Natural", "Washed Linen Apron — Natural"

    def node(p: str, title: str, handle: str, inv: int, lo: str, hi: str, ptype: str) -> dict[str, Any]:
        return {"node": {"id": p, "title": title, "handle": handle, "status": "ACTIVE", "vendor": "Field & Thread", "productType": ptype, "totalInventory": inv,
                         "priceRangeV2": {"minVariantPrice": {"amount": lo, "currencyCode": "USD"}, "maxVariantPrice": {"amount": hi, "currencyCode": "USD"}}}}
    t1 = pj({"data": {"products": {"edges": [node(pid, old_title, "linen-apron-natural", 57, "48.0", "48.0", "Aprons"),
                                             node("gid://shopify/Product/8123456780355", "Linen Napkin Set (4)", "linen-napkin-set-4", 112, "36.0", "36.0", "Table Linens"),
                                             node("gid://shopify/Product/8123456780412", "Stonewashed Linen Throw", "stonewashed-linen-throw", 19, "128.0", "128.0", "Throws")],
                                   "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4MTIzNDU2NzgwNDEyLCJsYXN0X3ZhbHVlIjoiODEyMzQ1Njc4MDQxMiJ9"}}},
             "extensions": {"cost": {"requestedQueryCost": 32, "actualQueryCost": 8, "throttleStatus": {"maximumAvailable": 2000.0, "currentlyAvailable": 1992, "restoreRate": 100.0}}}})
    tags0 = ["apron", "kitchen", "linen", "spring-2025"]
    variants = {"edges": [
        {"node": {"id": "gid://shopify/ProductVariant/45120098760001", "title": "S/M", "sku": "LA-NAT-SM", "price": "48.00", "compareAtPrice": None, "inventoryQuantity": 31, "inventoryItem": {"id": "gid://shopify/InventoryItem/47650012340001"}}},
        {"node": {"id": "gid://shopify/ProductVariant/45120098760002", "title": "M/L", "sku": "LA-NAT-ML", "price": "48.00", "compareAtPrice": None, "inventoryQuantity": 26, "inventoryItem": {"id": ml_item}}}]}
    t2 = pj({"data": {"product": {"id": pid, "title": old_title, "handle": "linen-apron-natural", "status": "ACTIVE", "vendor": "Field & Thread", "productType": "Aprons",
                                  "descriptionHtml": "<p>Cross-back apron in 100% European flax linen, 185 gsm. Two deep front pockets, adjustable neck loop.</p>",
                                  "tags": tags0, "totalInventory": 57, "createdAt": "2024-09-18T16:02:11Z", "updatedAt": "2025-04-30T09:41:57Z",
                                  "onlineStoreUrl": "https://fieldandthread.com/products/linen-apron-natural", "variants": variants}}})
    tags1 = ["apron", "bestseller", "kitchen", "linen", "spring-2025"]
    t3 = pj({"data": {"productUpdate": {"product": {"id": pid, "title": new_title, "handle": "linen-apron-natural", "tags": tags1, "updatedAt": "2025-05-06T10:14:33Z"}, "userErrors": []}}})
    t4 = pj({"data": {"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/58120399667201", "createdAt": "2025-05-06T10:16:02Z", "reason": "received",
                                                                                 "referenceDocumentUri": None, "changes": [{"name": "available", "delta": 24, "quantityAfterChange": 44, "item": {"id": ml_item, "sku": "LA-NAT-ML"}, "location": {"id": bk, "name": "Brooklyn Warehouse"}}]},
                                                    "userErrors": []}}})
    t5 = pj({"data": {"inventoryItem": {"id": ml_item, "sku": "LA-NAT-ML", "tracked": True, "inventoryLevels": {"edges": [
        {"node": {"id": "gid://shopify/InventoryLevel/118923400017?inventory_item_id=47650012340002", "location": {"id": bk, "name": "Brooklyn Warehouse"},
                  "quantities": [{"name": "available", "quantity": 44}, {"name": "committed", "quantity": 3}, {"name": "incoming", "quantity": 0}, {"name": "on_hand", "quantity": 47}], "updatedAt": "2025-05-06T10:16:02Z"}},
        {"node": {"id": "gid://shopify/InventoryLevel/118923400018?inventory_item_id=47650012340002", "location": {"id": "gid://shopify/Location/71234560002", "name": "Storefront – Hudson"},
                  "quantities": [{"name": "available", "quantity": 6}, {"name": "committed", "quantity": 0}, {"name": "incoming", "quantity": 0}, {"name": "on_hand", "quantity": 6}], "updatedAt": "2025-05-02T17:33:40Z"}}]}}}})
    did = "gid://shopify/DiscountCodeNode/1481273950321"
    disc = {"id": did, "codeDiscount": {"__typename": "DiscountCodeBasic", "title": "Apron 15% off", "status": "ACTIVE", "startsAt": "2025-05-06T00:00:00Z", "endsAt": None, "usageLimit": 300,
                                        "asyncUsageCount": 0, "codes": {"nodes": [{"code": "APRON15"}]},
                                        "customerGets": {"value": {"percentage": 0.15}, "items": {"products": {"nodes": [{"id": pid}]}}}, "combinesWith": {"orderDiscounts": False, "productDiscounts": False, "shippingDiscounts": True}}}
    t6 = pj({"data": {"discountCodeBasicCreate": {"codeDiscountNode": disc, "userErrors": []}}})
    t7 = pj({"data": {"products": {"edges": [node(pid, old_title, "linen-apron-natural", 81, "48.0", "48.0", "Aprons"),
                                             node("gid://shopify/Product/8123456779988", "Canvas Work Apron — Charcoal", "canvas-work-apron-charcoal", 44, "58.0", "58.0", "Aprons")],
                                   "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4MTIzNDU2Nzc5OTg4LCJsYXN0X3ZhbHVlIjoiODEyMzQ1Njc3OTk4OCJ9"}}},
             "extensions": {"cost": {"requestedQueryCost": 22, "actualQueryCost": 6, "throttleStatus": {"maximumAvailable": 2000.0, "currentlyAvailable": 1994, "restoreRate": 100.0}}}})
    t8 = pj({"data": {"codeDiscountNode": disc}})
    orders = [("gid://shopify/Order/6021145510001", "#1391", "2025-05-06T09:58:21Z", "96.00", "PAID", "UNFULFILLED"),
              ("gid://shopify/Order/6021145480001", "#1390", "2025-05-05T22:14:09Z", "164.00", "PAID", "UNFULFILLED"),
              ("gid://shopify/Order/6021145390001", "#1389", "2025-05-05T15:40:52Z", "36.00", "PAID", "FULFILLED")]
    t9 = pj({"data": {"orders": {"edges": [{"node": {"id": o, "name": n, "createdAt": c, "totalPriceSet": {"shopMoney": {"amount": a, "currencyCode": "USD"}}, "displayFinancialStatus": f, "displayFulfillmentStatus": ff}} for o, n, c, a, f, ff in orders],
                                 "pageInfo": {"hasNextPage": True}}}})
    turns = [
        (call("search_products", query="linen", first=10), t1),
        (call("get_product", id=pid), t2),
        (call("update_product", id=pid, title=new_title, tags=tags1), t3),
        (call("adjust_inventory", inventoryItemId=ml_item, locationId=bk, delta=24, reason="received"), t4),
        (call("get_inventory_levels", inventoryItemId=ml_item), t5),
        (call("create_discount_code", title="Apron 15% off", code="APRON15", percentage=0.15, productIds=[pid], startsAt="2025-05-06T00:00:00Z", usageLimit=300), t6),
        (call("search_products", query="apron", first=10), t7),
        (call("get_discount_code", id=did), t8),
        (call("list_orders", first=3), t9),
    ]
    rs.add("mcp", "h56-mcp-04", sysp("shopify-admin", "Shopify Admin GraphQL API 2025-01", tools), turns,
           state=state("shopify-admin", "1.2.3", "Store field-and-thread.myshopify.com, Admin API 2025-01."),
           bad=True, turn=7, kind="Product 8123456780321 was renamed to 'Washed Linen Apron — Natural' at turn 3, but the apron search at turn 7 lists it under its old title 'Linen Apron — Natural'.")


# ---------------------------------------------------------------- 05 Ramp (bad: suspended card back to ACTIVE)
def t05(rs: RowSet) -> None:
    tools = [
        tool("list_users", "List Ramp users, optionally by department.", {"department_id": S, "page_size": INT}, []),
        tool("list_cards", "List cards, optionally for one user.", {"user_id": S}, []),
        tool("suspend_card", "Suspend (lock) a card. Runs as a deferred task.", {"card_id": S}, ["card_id"]),
        tool("get_deferred_task", "Status of a deferred card task.", {"task_id": S}, ["task_id"]),
        tool("get_card", "Get one card.", {"card_id": S}, ["card_id"]),
        tool("list_transactions", "List card transactions.", {"card_id": S, "from_date": S}, []),
    ]
    dept = "4c1e7a22-8b0d-4f6e-9a35-2d7b1c9e0f48"
    uid = "a7f3d2c9-1e4b-4c8a-b6d0-93e2f5a17c64"
    fuel = "e2b9c4d1-7a36-4f0e-8c52-1d9a6b3f7e20"
    users = [{"id": uid, "first_name": "Marco", "last_name": "Delgado", "email": "marco.delgado@greystoneroofing.com", "role": "BUSINESS_USER", "department_id": dept,
              "location_id": "9b0e3f71-22c4-4d8a-a1f6-5e7c3b2d9f10", "manager_id": "0d6a9c3e-5f21-4b7d-8e94-c2a1f7b3e586", "status": "USER_ACTIVE", "employee_id": "GR-0417", "phone": "+15125550188"},
             {"id": "f1c82e47-9d3a-4b6e-a0c5-7e2d9b4f1a33", "first_name": "Tamsin", "last_name": "Okafor", "email": "tamsin.okafor@greystoneroofing.com", "role": "BUSINESS_USER", "department_id": dept,
              "location_id": "9b0e3f71-22c4-4d8a-a1f6-5e7c3b2d9f10", "manager_id": "0d6a9c3e-5f21-4b7d-8e94-c2a1f7b3e586", "status": "USER_ACTIVE", "employee_id": "GR-0452", "phone": "+15125550107"}]

    def card(cid: str, name: str, last4: str, phys: bool, st: str, amt: int, cats: list[int]) -> dict[str, Any]:
        return {"id": cid, "display_name": name, "last_four": last4, "is_physical": phys, "state": st, "cardholder_id": uid, "cardholder_name": "Marco Delgado",
                "card_program_id": "3e8f1b2a-6c4d-4a9e-b7f0-2d5c8e1a9b36" if phys else None, "entity_id": "5a2c9e1f-8b3d-4f7a-9c60-e4d1b7a2f853", "expiration": "0928" if phys else "0327",
                "spending_restrictions": {"amount": amt, "interval": "MONTHLY", "transaction_amount_limit": None, "categories": cats, "blocked_categories": [], "lock_date": None, "suspended": False},
                "fulfillment": {"fulfillment_status": "DELIVERED", "shipping_date": "2024-11-04", "shipping_tracking_url": None} if phys else None}
    tools_card = card("71d4a8e3-0c5b-4e92-b1f7-6a3d9c2e8f05", "Marco – Tools", "0954", False, "ACTIVE", 800, [13, 22])
    t2 = pj({"data": [card(fuel, "Marco – Fleet fuel", "6621", True, "ACTIVE", 1200, [9]), tools_card], "page": {"next": None}})
    task = "b83f0d6e-4a17-4c29-9e5d-1f7a2c6b3e94"
    t4 = pj({"id": task, "status": "SUCCESS", "data": {"card_id": fuel, "error": None}, "context": {"acting_user_id": "0d6a9c3e-5f21-4b7d-8e94-c2a1f7b3e586"}})
    t5 = pj(card(fuel, "Marco – Fleet fuel", "6621", True, "ACTIVE", 1200, [9]))
    txns = [("0f3b9e71-6d2a-4c85-b1e4-7a9c2d5f3e10", "SHELL OIL 57442189102", 84.37, "2025-05-05T13:02:44Z", "CLEARED"),
            ("8c2a6f14-3e9b-4d70-a5c1-2b8e7d4f9a63", "BUC-EE'S #34", 112.90, "2025-05-03T16:47:09Z", "CLEARED"),
            ("5e7d1a93-b4c6-4f28-9e03-6c1a8b2d7f45", "CHEVRON 0204818", 67.15, "2025-05-01T07:55:31Z", "CLEARED")]
    t6 = pj({"data": [{"id": i, "amount": a, "currency_code": "USD", "card_id": fuel, "card_holder": {"user_id": uid, "first_name": "Marco", "last_name": "Delgado", "department_name": "Field Ops"},
                       "merchant_name": m, "merchant_category_code": "5542", "sk_category_name": "Gas Stations", "user_transaction_time": t, "state": s, "memo": None, "receipts": []} for i, m, a, t, s in txns],
             "page": {"next": None}})
    turns = [
        (call("list_users", department_id=dept, page_size=25), pj({"data": users, "page": {"next": None}})),
        (call("list_cards", user_id=uid), t2),
        (call("suspend_card", card_id=fuel), pj({"id": task})),
        (call("get_deferred_task", task_id=task), t4),
        (call("get_card", card_id=fuel), t5),
        (call("list_transactions", card_id=fuel, from_date="2025-05-01"), t6),
    ]
    rs.add("mcp", "h56-mcp-05", sysp("ramp", "Ramp Developer API v1", tools), turns,
           state=state("ramp", "0.6.1", "Ramp Developer API, business Greystone Roofing LLC, token scopes cards:read cards:write users:read transactions:read."),
           bad=True, turn=5, kind="The fuel card's suspension task finished with SUCCESS at turn 4, yet get_card at turn 5 shows it ACTIVE and not suspended.")


# ---------------------------------------------------------------- 06 QuickBooks Online (clean)
def t06(rs: RowSet) -> None:
    tools = [
        tool("query", "Run a QuickBooks Online query (SQL-like) and return the QueryResponse.", {"query": S}, ["query"]),
        tool("create_invoice", "Create an invoice.", {"CustomerRef": S, "Line": A, "SalesTermRef": S, "BillEmail": S}, ["CustomerRef", "Line"]),
        tool("get_customer", "Read a customer by Id.", {"id": S}, ["id"]),
        tool("update_invoice", "Sparse-update an invoice (requires current SyncToken).", {"Id": S, "SyncToken": S, "DueDate": S, "CustomerMemo": S}, ["Id", "SyncToken"]),
        tool("send_invoice", "Email an invoice to the customer.", {"id": S, "sendTo": S}, ["id"]),
        tool("create_payment", "Receive a payment and apply it to invoices.", {"CustomerRef": S, "TotalAmt": {"type": "number"}, "LinkedInvoices": A, "PaymentMethodRef": S}, ["CustomerRef", "TotalAmt"]),
        tool("get_invoice", "Read an invoice by Id.", {"id": S}, ["id"]),
    ]
    meta = lambda c, u: {"CreateTime": c, "LastUpdatedTime": u}  # noqa: E731

    def cust(bal: float, upd: str) -> dict[str, Any]:
        return {"Taxable": False, "BillAddr": {"Id": "112", "Line1": "418 Harbor Blvd", "City": "Ventura", "CountrySubDivisionCode": "CA", "PostalCode": "93001"},
                "Job": False, "BillWithParent": False, "Balance": bal, "BalanceWithJobs": bal, "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                "PreferredDeliveryMethod": "Email", "IsProject": False, "domain": "QBO", "sparse": False, "Id": "58", "SyncToken": "4",
                "MetaData": meta("2023-08-14T10:22:51-07:00", upd), "FullyQualifiedName": "Harbor Light Dental", "CompanyName": "Harbor Light Dental Group",
                "DisplayName": "Harbor Light Dental", "PrintOnCheckName": "Harbor Light Dental Group", "Active": True, "PrimaryPhone": {"FreeFormNumber": "(805) 555-0163"},
                "PrimaryEmailAddr": {"Address": "office@harborlightdental.com"}, "SalesTermRef": {"value": "3"}}
    other = {"Taxable": False, "Job": False, "Balance": 0, "BalanceWithJobs": 0, "CurrencyRef": {"value": "USD", "name": "United States Dollar"}, "domain": "QBO", "sparse": False,
             "Id": "71", "SyncToken": "1", "MetaData": meta("2024-02-02T09:11:05-08:00", "2025-03-28T15:40:12-07:00"), "FullyQualifiedName": "Harborview Property Mgmt",
             "DisplayName": "Harborview Property Mgmt", "Active": True, "PrimaryEmailAddr": {"Address": "ap@harborviewpm.com"}}
    t1 = pj({"QueryResponse": {"Customer": [cust(2310.0, "2025-04-21T11:05:33-07:00"), other], "startPosition": 1, "maxResults": 2}, "time": "2025-05-06T08:11:04.227-07:00"})
    items = [("12", "IT Support Retainer", 1450.0, "Monthly managed IT support, up to 20 h"), ("14", "On-site Visit (hourly)", 95.0, "Technician on-site, billed per hour"),
             ("19", "Workstation Setup", 180.0, "Imaging and setup of one workstation")]
    t2 = pj({"QueryResponse": {"Item": [{"Id": i, "Name": n, "UnitPrice": p, "Description": d} for i, n, p, d in items], "startPosition": 1, "maxResults": 3}, "time": "2025-05-06T08:11:39.902-07:00"})
    lines = [{"Id": "1", "LineNum": 1, "Description": "Monthly managed IT support, up to 20 h – May 2025", "Amount": 1450.0, "DetailType": "SalesItemLineDetail",
              "SalesItemLineDetail": {"ItemRef": {"value": "12", "name": "IT Support Retainer"}, "UnitPrice": 1450, "Qty": 1, "TaxCodeRef": {"value": "NON"}}},
             {"Id": "2", "LineNum": 2, "Description": "On-site visit 05/02 – network switch replacement", "Amount": 285.0, "DetailType": "SalesItemLineDetail",
              "SalesItemLineDetail": {"ItemRef": {"value": "14", "name": "On-site Visit (hourly)"}, "UnitPrice": 95, "Qty": 3, "TaxCodeRef": {"value": "NON"}}},
             {"Amount": 1735.0, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}]

    def invoice(sync: str, due: str, bal: float, upd: str, memo: str | None, email_status: str, linked: list[dict[str, str]], delivery: dict[str, Any] | None) -> dict[str, Any]:
        inv: dict[str, Any] = {"AllowIPNPayment": False, "AllowOnlinePayment": False, "AllowOnlineCreditCardPayment": True, "AllowOnlineACHPayment": True,
                               "domain": "QBO", "sparse": False, "Id": "1043", "SyncToken": sync, "MetaData": meta("2025-05-06T08:12:47-07:00", upd),
                               "CustomField": [], "DocNumber": "1043", "TxnDate": "2025-05-06", "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                               "LinkedTxn": linked, "Line": lines, "TxnTaxDetail": {"TotalTax": 0}, "CustomerRef": {"value": "58", "name": "Harbor Light Dental"},
                               "BillAddr": {"Id": "112", "Line1": "418 Harbor Blvd", "City": "Ventura", "CountrySubDivisionCode": "CA", "PostalCode": "93001"},
                               "SalesTermRef": {"value": "3", "name": "Net 30"}, "DueDate": due, "TotalAmt": 1735.0, "ApplyTaxAfterDiscount": False,
                               "PrintStatus": "NeedToPrint", "EmailStatus": email_status, "BillEmail": {"Address": "office@harborlightdental.com"}, "Balance": bal}
        if memo:
            inv["CustomerMemo"] = {"value": memo}
        if delivery:
            inv["DeliveryInfo"] = delivery
        return inv
    memo = "Thank you! Remit by 5/31 to keep the retainer rate."
    deliv = {"DeliveryType": "Email", "DeliveryTime": "2025-05-06T08:15:58-07:00"}
    pay_link = [{"TxnId": "1051", "TxnType": "Payment"}]
    t3 = pj({"Invoice": invoice("0", "2025-06-05", 1735.0, "2025-05-06T08:12:47-07:00", None, "NotSet", [], None), "time": "2025-05-06T08:12:47.551-07:00"})
    t4 = pj({"Customer": cust(4045.0, "2025-05-06T08:12:47-07:00"), "time": "2025-05-06T08:13:20.118-07:00"})
    t5 = pj({"Invoice": invoice("1", "2025-05-31", 1735.0, "2025-05-06T08:14:22-07:00", memo, "NotSet", [], None), "time": "2025-05-06T08:14:22.903-07:00"})
    t6 = pj({"Invoice": invoice("2", "2025-05-31", 1735.0, "2025-05-06T08:15:58-07:00", memo, "EmailSent", [], deliv), "time": "2025-05-06T08:15:58.337-07:00"})
    pay = {"CustomerRef": {"value": "58", "name": "Harbor Light Dental"}, "DepositToAccountRef": {"value": "4"}, "PaymentMethodRef": {"value": "7"}, "TotalAmt": 1000.0, "UnappliedAmt": 0,
           "ProcessPayment": False, "domain": "QBO", "sparse": False, "Id": "1051", "SyncToken": "0", "MetaData": meta("2025-05-06T08:31:09-07:00", "2025-05-06T08:31:09-07:00"),
           "TxnDate": "2025-05-06", "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
           "Line": [{"Amount": 1000.0, "LinkedTxn": [{"TxnId": "1043", "TxnType": "Invoice"}], "LineEx": {"any": [{"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue", "scope": "javax.xml.bind.JAXBElement$GlobalScope", "value": {"Name": "txnOpenBalance", "Value": "1735.00"}, "nil": False, "globalScope": True, "typeSubstituted": False}]}}]}
    t7 = pj({"Payment": pay, "time": "2025-05-06T08:31:09.664-07:00"})
    t8 = pj({"Invoice": invoice("3", "2025-05-31", 735.0, "2025-05-06T08:31:09-07:00", memo, "EmailSent", pay_link, deliv), "time": "2025-05-06T08:31:52.010-07:00"})
    t9 = pj({"Customer": cust(3045.0, "2025-05-06T08:31:09-07:00"), "time": "2025-05-06T08:32:15.487-07:00"})
    open_inv = [{"Id": "1029", "DocNumber": "1029", "TxnDate": "2025-03-31", "DueDate": "2025-04-30", "TotalAmt": 1410.0, "Balance": 1410.0, "CustomerRef": {"value": "58", "name": "Harbor Light Dental"}, "EmailStatus": "EmailSent"},
                {"Id": "1036", "DocNumber": "1036", "TxnDate": "2025-04-18", "DueDate": "2025-05-18", "TotalAmt": 1350.0, "Balance": 900.0, "CustomerRef": {"value": "58", "name": "Harbor Light Dental"}, "EmailStatus": "EmailSent"},
                {"Id": "1043", "DocNumber": "1043", "TxnDate": "2025-05-06", "DueDate": "2025-05-31", "TotalAmt": 1735.0, "Balance": 735.0, "CustomerRef": {"value": "58", "name": "Harbor Light Dental"}, "EmailStatus": "EmailSent"}]
    t10 = pj({"QueryResponse": {"Invoice": open_inv, "startPosition": 1, "maxResults": 3, "totalCount": 3}, "time": "2025-05-06T08:33:02.771-07:00"})
    line_args = [{"ItemRef": "12", "Qty": 1, "Description": "Monthly managed IT support, up to 20 h – May 2025"}, {"ItemRef": "14", "Qty": 3, "Description": "On-site visit 05/02 – network switch replacement"}]
    turns = [
        (call("query", query="select * from Customer where DisplayName like 'Harbor%'"), t1),
        (call("query", query="select Id, Name, UnitPrice, Description from Item where Type = 'Service' and Active = true"), t2),
        (call("create_invoice", CustomerRef="58", Line=line_args, SalesTermRef="3", BillEmail="office@harborlightdental.com"), t3),
        (call("get_customer", id="58"), t4),
        (call("update_invoice", Id="1043", SyncToken="0", DueDate="2025-05-31", CustomerMemo=memo), t5),
        (call("send_invoice", id="1043", sendTo="office@harborlightdental.com"), t6),
        (call("create_payment", CustomerRef="58", TotalAmt=1000.0, LinkedInvoices=[{"TxnId": "1043", "Amount": 1000.0}], PaymentMethodRef="7"), t7),
        (call("get_invoice", id="1043"), t8),
        (call("get_customer", id="58"), t9),
        (call("query", query="select Id, DocNumber, TxnDate, DueDate, TotalAmt, Balance, EmailStatus from Invoice where CustomerRef = '58' and Balance > '0' orderby TxnDate"), t10),
    ]
    rs.add("mcp", "h56-mcp-06", sysp("quickbooks-online", "Intuit QuickBooks Online Accounting API v3", tools), turns,
           state=state("quickbooks-online", "2.1.0", "Company realm 9341452781203345 (Coastal Byte IT Services), minorversion 73."))


# ---------------------------------------------------------------- 07 Chargebee (bad: renewal estimate does not follow the new items)
def t07(rs: RowSet) -> None:
    tools = [
        tool("retrieve_subscription", "Retrieve a subscription with its items (Product Catalog 2.0).", {"subscription_id": S}, ["subscription_id"]),
        tool("list_item_prices", "List item prices, filtered by item type and currency.", {"item_type": S, "currency_code": S, "limit": INT}, []),
        tool("retrieve_customer", "Retrieve a customer.", {"customer_id": S}, ["customer_id"]),
        tool("estimate_update_subscription", "Estimate the effect of changing a subscription's items.", {"subscription_id": S, "subscription_items": A, "prorate": B, "invoice_immediately": B}, ["subscription_id", "subscription_items"]),
        tool("update_subscription_for_items", "Change a subscription's items.", {"subscription_id": S, "subscription_items": A, "prorate": B, "invoice_immediately": B}, ["subscription_id", "subscription_items"]),
        tool("list_invoices", "List invoices of a subscription, newest first.", {"subscription_id": S, "limit": INT}, []),
        tool("retrieve_renewal_estimate", "Estimate of the subscription's next renewal invoice.", {"subscription_id": S}, ["subscription_id"]),
        tool("create_comment", "Add a comment to an entity.", {"entity_type": S, "entity_id": S, "notes": S}, ["entity_type", "entity_id", "notes"]),
    ]
    sid, cid = "AzZlrCTb1x9Q2Fq", "AzyhWqTb1x6nL3c"

    def sub_items(seats: int, support: bool) -> list[dict[str, Any]]:
        it = [{"item_price_id": "growth-USD-Monthly", "item_type": "plan", "quantity": 1, "unit_price": 24900, "amount": 24900, "free_quantity": 0, "object": "subscription_item"},
              {"item_price_id": "extra-seats-USD-Monthly", "item_type": "addon", "quantity": seats, "unit_price": 1500, "amount": 1500 * seats, "object": "subscription_item"}]
        if support:
            it.append({"item_price_id": "priority-support-USD-Monthly", "item_type": "addon", "quantity": 1, "unit_price": 9900, "amount": 9900, "object": "subscription_item"})
        return it

    def sub(seats: int, support: bool, mrr: int, upd: int, rv: int) -> dict[str, Any]:
        return {"subscription": {"id": sid, "billing_period": 1, "billing_period_unit": "month", "customer_id": cid, "status": "active", "current_term_start": 1745452800,
                                 "current_term_end": 1748044800, "next_billing_at": 1748044800, "created_at": 1713916800, "started_at": 1713916800, "activated_at": 1713916800,
                                 "updated_at": upd, "has_scheduled_changes": False, "channel": "web", "resource_version": rv, "deleted": False, "object": "subscription",
                                 "currency_code": "USD", "subscription_items": sub_items(seats, support), "due_invoices_count": 0, "mrr": mrr, "has_scheduled_advance_invoices": False,
                                 "auto_collection": "on", "meta_data": {"salesforce_opp": "0065e00000Qk8vXAAR"}},
                "customer": {"id": cid, "first_name": "Lena", "last_name": "Sørensen", "email": "lena@trailmarkmaps.io", "company": "Trailmark Maps ApS", "auto_collection": "on",
                             "net_term_days": 0, "taxability": "exempt", "vat_number": "DK38147520", "preferred_currency_code": "USD", "object": "customer"}}
    t1 = pj(sub(5, False, 32400, 1745452811, 1745452811214))
    prices = [("growth-USD-Monthly", "growth", "plan", 24900, "Growth Monthly"), ("scale-USD-Monthly", "scale", "plan", 59900, "Scale Monthly"),
              ("extra-seats-USD-Monthly", "extra-seats", "addon", 1500, "Extra seat"), ("priority-support-USD-Monthly", "priority-support", "addon", 9900, "Priority support"),
              ("sso-addon-USD-Monthly", "sso", "addon", 4900, "SAML SSO")]
    t2 = pj({"list": [{"item_price": {"id": i, "name": f"{n} USD Monthly", "item_family_id": "trailmark-cloud", "item_id": item, "status": "active", "external_name": n,
                                      "pricing_model": "per_unit" if t == "addon" else "flat_fee", "price": p, "period": 1, "period_unit": "month", "currency_code": "USD",
                                      "item_type": t, "free_quantity": 0, "created_at": 1701388800, "updated_at": 1736121600, "object": "item_price"}}
                      for i, item, t, p, n in prices if t == "addon"], "next_offset": None})
    t3 = pj({"customer": {"id": cid, "first_name": "Lena", "last_name": "Sørensen", "email": "lena@trailmarkmaps.io", "company": "Trailmark Maps ApS", "auto_collection": "on",
                          "offline_payment_method": "no_preference", "net_term_days": 0, "allow_direct_debit": False, "created_at": 1713916795, "taxability": "exempt",
                          "vat_number": "DK38147520", "vat_number_validated_time": 1713916799, "vat_number_status": "valid", "updated_at": 1740127310, "locale": "en",
                          "resource_version": 1740127310882, "deleted": False, "object": "customer", "billing_address": {"first_name": "Lena", "last_name": "Sørensen", "company": "Trailmark Maps ApS", "line1": "Ryesgade 31", "city": "København N", "zip": "2200", "country": "DK", "validation_status": "not_validated", "object": "billing_address"},
                          "card_status": "valid", "primary_payment_source_id": "pm_AzqHyqTb1x6r9Q1", "payment_method": {"object": "payment_method", "type": "card", "reference_id": "cus_QmB0xT9fLr2aKz/card_1P3k2LBq8r", "gateway": "stripe", "gateway_account_id": "gw_AzZlr5Tb1w0J7Xa", "status": "valid"},
                          "promotional_credits": 0, "refundable_credits": 0, "excess_payments": 0, "unbilled_charges": 0, "preferred_currency_code": "USD", "mrr": 32400}})
    new_items = [{"item_price_id": "extra-seats-USD-Monthly", "quantity": 8}, {"item_price_id": "priority-support-USD-Monthly", "quantity": 1}]

    def line(desc: str, ip: str, et: str, q: int, u: int) -> dict[str, Any]:
        return {"date_from": 1748044800, "date_to": 1750723200, "unit_amount": u, "quantity": q, "amount": u * q, "pricing_model": "per_unit" if et == "addon_item_price" else "flat_fee",
                "is_taxed": False, "tax_amount": 0, "object": "line_item", "subscription_id": sid, "customer_id": cid, "description": desc, "entity_type": et, "entity_id": ip, "discount_amount": 0, "item_level_discount_amount": 0}
    est_lines = [line("Growth Monthly", "growth-USD-Monthly", "plan_item_price", 1, 24900), line("Extra seat", "extra-seats-USD-Monthly", "addon_item_price", 8, 1500),
                 line("Priority support", "priority-support-USD-Monthly", "addon_item_price", 1, 9900)]
    t4 = pj({"estimate": {"created_at": 1746527402, "object": "estimate",
                          "subscription_estimate": {"id": sid, "status": "active", "next_billing_at": 1748044800, "object": "subscription_estimate", "currency_code": "USD"},
                          "next_invoice_estimate": {"recurring": True, "date": 1748044800, "price_type": "tax_exclusive", "sub_total": 46800, "total": 46800, "credits_applied": 0,
                                                    "amount_paid": 0, "amount_due": 46800, "object": "invoice_estimate", "line_items": est_lines, "taxes": [], "line_item_taxes": [],
                                                    "currency_code": "USD", "round_off_amount": 0, "customer_id": cid}}})
    t5 = pj(sub(8, True, 46800, 1746527461, 1746527461377))
    invs = [("1187", 1745452800, 1745452813), ("1094", 1742774400, 1742774412), ("1003", 1740355200, 1740355209)]
    t6 = pj({"list": [{"invoice": {"id": i, "customer_id": cid, "subscription_id": sid, "recurring": True, "status": "paid", "price_type": "tax_exclusive", "date": d, "due_date": d,
                                   "net_term_days": 0, "exchange_rate": 1.0, "total": 32400, "amount_paid": 32400, "amount_adjusted": 0, "write_off_amount": 0, "credits_applied": 0,
                                   "amount_due": 0, "paid_at": p, "updated_at": p, "resource_version": p * 1000 + 517, "deleted": False, "object": "invoice", "first_invoice": False,
                                   "amount_to_collect": 0, "round_off_amount": 0, "has_advance_charges": False, "currency_code": "USD", "base_currency_code": "USD",
                                   "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0, "sub_total": 32400}} for i, d, p in invs], "next_offset": "[\"1740355200000\",\"148001422\"]"})
    t7 = pj(sub(8, True, 46800, 1746527461, 1746527461377))
    bad_lines = [line("Growth Monthly", "growth-USD-Monthly", "plan_item_price", 1, 24900), line("Extra seat", "extra-seats-USD-Monthly", "addon_item_price", 8, 1500),
                 line("Priority support", "priority-support-USD-Monthly", "addon_item_price", 1, 9900)]
    t8 = pj({"estimate": {"created_at": 1746527588, "object": "estimate",
                          "subscription_estimate": {"id": sid, "status": "active", "next_billing_at": 1748044800, "object": "subscription_estimate", "currency_code": "USD"},
                          "invoice_estimate": {"recurring": True, "date": 1748044800, "price_type": "tax_exclusive", "sub_total": 43800, "total": 43800, "credits_applied": 0,
                                               "amount_paid": 0, "amount_due": 43800, "object": "invoice_estimate", "line_items": bad_lines, "taxes": [], "line_item_taxes": [],
                                               "currency_code": "USD", "round_off_amount": 0, "customer_id": cid}}})
    note = "Upgraded to 8 seats + priority support per call with Lena 2025-05-06 (no proration, effective next renewal)."
    t9 = pj({"comment": {"id": "cmt_AzZlrCTb1xB7Rk2", "entity_type": "subscription", "entity_id": sid, "notes": note, "added_by": "ops@trailmarkmaps.io",
                         "type": "user", "created_at": 1746527642, "object": "comment"}})
    turns = [
        (call("retrieve_subscription", subscription_id=sid), t1),
        (call("list_item_prices", item_type="addon", currency_code="USD", limit=10), t2),
        (call("retrieve_customer", customer_id=cid), t3),
        (call("estimate_update_subscription", subscription_id=sid, subscription_items=new_items, prorate=False, invoice_immediately=False), t4),
        (call("update_subscription_for_items", subscription_id=sid, subscription_items=new_items, prorate=False, invoice_immediately=False), t5),
        (call("list_invoices", subscription_id=sid, limit=3), t6),
        (call("retrieve_subscription", subscription_id=sid), t7),
        (call("retrieve_renewal_estimate", subscription_id=sid), t8),
        (call("create_comment", entity_type="subscription", entity_id=sid, notes=note), t9),
        (call("list_item_prices", item_type="plan", currency_code="USD", limit=10),
         pj({"list": [{"item_price": {"id": i, "name": f"{n} USD Monthly", "item_family_id": "trailmark-cloud", "item_id": item, "status": "active", "external_name": n, "pricing_model": "flat_fee",
                                      "price": p, "period": 1, "period_unit": "month", "currency_code": "USD", "item_type": t, "free_quantity": 0, "created_at": 1701388800, "updated_at": 1736121600, "object": "item_price"}}
                      for i, item, t, p, n in prices if t == "plan"], "next_offset": None})),
    ]
    rs.add("mcp", "h56-mcp-07", sysp("chargebee", "Chargebee Billing API v2, Product Catalog 2.0", tools), turns,
           state=state("chargebee", "0.8.4", "Site trailmark-test.chargebee.com; amounts are in cents."),
           bad=True, turn=8, kind="The renewal estimate at turn 8 totals 43800 for the same plan 24900 + 8 seats x 1500 + priority support 9900 that the turn-4 estimate and the updated subscription's MRR (turn 5/7) put at 46800.")


def xdate(iso: str, ms_extra: int = 0) -> str:
    """Xero's /Date(ms+0000)/ for an ISO date or datetime (UTC)."""
    from datetime import datetime, timezone
    fmt = "%Y-%m-%dT%H:%M:%S" if "T" in iso else "%Y-%m-%d"
    dt = datetime.strptime(iso, fmt).replace(tzinfo=timezone.utc)
    return f"/Date({int(dt.timestamp()) * 1000 + ms_extra}+0000)/"


# ---------------------------------------------------------------- 08 Xero (clean)
def t08(rs: RowSet) -> None:
    tools = [
        tool("list_contacts", "Search contacts by name, email or account number.", {"searchTerm": S, "page": INT}, []),
        tool("create_invoice", "Create a sales invoice (ACCREC) or bill (ACCPAY).", {"Type": S, "ContactID": S, "LineItems": A, "Date": S, "DueDate": S, "Reference": S, "Status": S, "LineAmountTypes": S}, ["Type", "ContactID", "LineItems"]),
        tool("update_invoice", "Update an invoice's status, dates or reference.", {"InvoiceID": S, "Status": S, "DueDate": S}, ["InvoiceID"]),
        tool("list_invoices", "List invoices with a where filter and order.", {"where": S, "order": S, "page": INT}, []),
        tool("create_payment", "Apply a payment from a bank account to an invoice.", {"InvoiceID": S, "AccountCode": S, "Amount": {"type": "number"}, "Date": S, "Reference": S}, ["InvoiceID", "AccountCode", "Amount"]),
        tool("get_invoice", "Get one invoice by InvoiceID.", {"InvoiceID": S}, ["InvoiceID"]),
    ]
    cid = "3f1b7c2e-9d84-4a6f-b0e5-71c2d8a9f364"
    iid = "b7e24c91-5a3f-4d18-9c06-2e8f1a7d4b53"

    def env(key: str, val: Any, t: str, ms: int) -> str:
        return pj({"Id": f"{abs(hash_str(t)) % 10**8:08d}-77c1-4b2e-9f30-5d8a1c6e2b4f", "Status": "OK", "ProviderName": "Ridgeback Landscapes MCP", "DateTimeUTC": xdate(t, ms), key: val})
    contact = {"ContactID": cid, "ContactNumber": "SUP-0042", "AccountNumber": "KAIMAI01", "ContactStatus": "ACTIVE", "Name": "Kaimai Timber Supplies Ltd",
               "EmailAddress": "accounts@kaimaitimber.co.nz", "BankAccountDetails": "03-0458-0291784-00", "TaxNumber": "112-904-663",
               "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 3127", "City": "Tauranga", "PostalCode": "3140", "Country": "New Zealand"}],
               "Phones": [{"PhoneType": "DEFAULT", "PhoneNumber": "578 2290", "PhoneAreaCode": "07", "PhoneCountryCode": "64"}],
               "UpdatedDateUTC": xdate("2025-02-17T03:41:09", 873), "IsSupplier": True, "IsCustomer": False, "DefaultCurrency": "NZD", "HasAttachments": False}
    lines = [{"LineItemID": "c41d0e7a-2b85-4f93-a6c1-8e2d5b7f9a04", "Description": "Macrocarpa sleeper 200x75 2.4m", "Quantity": 40.0, "UnitAmount": 38.50, "ItemCode": "MAC-SLP-2475",
              "AccountCode": "310", "TaxType": "INPUT2", "TaxAmount": 231.00, "LineAmount": 1540.00, "Tracking": [{"Name": "Job", "Option": "Ōhope retaining wall"}]},
             {"LineItemID": "5e9a3c1f-7d42-4b06-b8e3-1f0c6a2d9e75", "Description": "Delivery – Tauranga to Ōhope", "Quantity": 1.0, "UnitAmount": 95.00,
              "AccountCode": "425", "TaxType": "INPUT2", "TaxAmount": 14.25, "LineAmount": 95.00, "Tracking": [{"Name": "Job", "Option": "Ōhope retaining wall"}]}]

    def bill(status: str, due: str, paid: float, upd: str, ms: int, payments: list[dict[str, Any]], fully: str | None = None) -> dict[str, Any]:
        b: dict[str, Any] = {"Type": "ACCPAY", "InvoiceID": iid, "InvoiceNumber": "KTS-INV-58817", "Reference": "PO-2291", "Contact": {"ContactID": cid, "Name": "Kaimai Timber Supplies Ltd"},
                             "Date": xdate("2025-05-06"), "DateString": "2025-05-06T00:00:00", "DueDate": xdate(due), "DueDateString": f"{due}T00:00:00",
                             "Status": status, "LineAmountTypes": "Exclusive", "LineItems": lines, "SubTotal": 1635.00, "TotalTax": 245.25, "Total": 1880.25,
                             "AmountDue": round(1880.25 - paid, 2), "AmountPaid": paid, "AmountCredited": 0.00, "CurrencyCode": "NZD", "CurrencyRate": 1.0,
                             "UpdatedDateUTC": xdate(upd, ms), "HasAttachments": False, "IsDiscounted": False, "Payments": payments, "Prepayments": [], "Overpayments": [], "CreditNotes": []}
        if fully:
            b["FullyPaidOnDate"] = xdate(fully)
        return b
    p1 = {"PaymentID": "9a6e2d14-3c7b-4f58-8e01-b4d7c2a9f6e3", "Date": xdate("2025-05-07"), "Amount": 1000.00, "Reference": "Part pmt PO-2291", "CurrencyRate": 1.0, "HasAccount": False, "HasValidationErrors": False}
    p2 = {"PaymentID": "2d8f5b70-e1a4-4c93-b6f2-7a0c3e9d1b58", "Date": xdate("2025-05-07"), "Amount": 880.25, "Reference": "Final pmt PO-2291", "CurrencyRate": 1.0, "HasAccount": False, "HasValidationErrors": False}

    def payment(p: dict[str, Any], upd: str, ms: int) -> dict[str, Any]:
        return dict(p, BankAmount=p["Amount"], PaymentType="ACCPAYPAYMENT", Status="AUTHORISED", IsReconciled=False, UpdatedDateUTC=xdate(upd, ms),
                    Account={"AccountID": "ce8b1f4a-2d73-4e96-a0c5-9f1e7b3d2a68", "Code": "090", "Name": "Business Cheque Account"},
                    Invoice={"Type": "ACCPAY", "InvoiceID": iid, "InvoiceNumber": "KTS-INV-58817", "Contact": {"ContactID": cid, "Name": "Kaimai Timber Supplies Ltd"}, "CurrencyCode": "NZD"})
    others = [{"Type": "ACCPAY", "InvoiceID": "e3a91f5c-4b27-4d80-9c6e-1d2f8b7a5c30", "InvoiceNumber": "BF-118204", "Reference": "Fuel Apr", "Contact": {"ContactID": "71c6e9a2-0f3d-4b58-a7e4-2c9d1b8f6a05", "Name": "Bay Fuels Ltd"},
               "DueDateString": "2025-05-12T00:00:00", "Status": "AUTHORISED", "Total": 412.78, "AmountDue": 412.78, "AmountPaid": 0.00, "CurrencyCode": "NZD"},
              {"Type": "ACCPAY", "InvoiceID": "0b5d2e8f-6a19-4c73-8d41-f7e3a2c9b156", "InvoiceNumber": "SE-2025-0331", "Reference": "Garden lighting – Matua", "Contact": {"ContactID": "d28f4a6c-91e5-4b03-b7d2-5e0a3c8f1b79", "Name": "Spark Electrical Contractors"},
               "DueDateString": "2025-05-31T00:00:00", "Status": "AUTHORISED", "Total": 2070.00, "AmountDue": 2070.00, "AmountPaid": 0.00, "CurrencyCode": "NZD"}]
    mine = {k: v for k, v in bill("AUTHORISED", "2025-06-20", 0.0, "2025-05-07T01:18:44", 120, []).items() if k in ("Type", "InvoiceID", "InvoiceNumber", "Reference", "Contact", "DueDateString", "Status", "Total", "AmountDue", "AmountPaid", "CurrencyCode")}
    turns = [
        (call("list_contacts", searchTerm="Kaimai"), env("Contacts", [contact], "2025-05-07T01:12:03", 441)),
        (call("create_invoice", Type="ACCPAY", ContactID=cid, Date="2025-05-06", DueDate="2025-05-20", Reference="PO-2291", Status="DRAFT", LineAmountTypes="Exclusive",
              LineItems=[{"Description": "Macrocarpa sleeper 200x75 2.4m", "Quantity": 40, "UnitAmount": 38.50, "ItemCode": "MAC-SLP-2475", "AccountCode": "310", "TaxType": "INPUT2"},
                         {"Description": "Delivery – Tauranga to Ōhope", "Quantity": 1, "UnitAmount": 95.00, "AccountCode": "425", "TaxType": "INPUT2"}]),
         env("Invoices", [bill("DRAFT", "2025-05-20", 0.0, "2025-05-07T01:14:27", 903, [])], "2025-05-07T01:14:27", 951)),
        (call("update_invoice", InvoiceID=iid, Status="AUTHORISED", DueDate="2025-06-20"), env("Invoices", [bill("AUTHORISED", "2025-06-20", 0.0, "2025-05-07T01:18:44", 120, [])], "2025-05-07T01:18:44", 177)),
        (call("list_invoices", where='Type=="ACCPAY" AND Status=="AUTHORISED"', order="DueDate ASC"), env("Invoices", [others[0], others[1], mine], "2025-05-07T01:19:30", 662)),
        (call("create_payment", InvoiceID=iid, AccountCode="090", Amount=1000.00, Date="2025-05-07", Reference="Part pmt PO-2291"), env("Payments", [payment(p1, "2025-05-07T01:22:08", 335)], "2025-05-07T01:22:08", 402)),
        (call("get_invoice", InvoiceID=iid), env("Invoices", [bill("AUTHORISED", "2025-06-20", 1000.00, "2025-05-07T01:22:08", 335, [p1])], "2025-05-07T01:22:51", 18)),
        (call("create_payment", InvoiceID=iid, AccountCode="090", Amount=880.25, Date="2025-05-07", Reference="Final pmt PO-2291"), env("Payments", [payment(p2, "2025-05-07T01:40:16", 790)], "2025-05-07T01:40:16", 843)),
        (call("get_invoice", InvoiceID=iid), env("Invoices", [bill("PAID", "2025-06-20", 1880.25, "2025-05-07T01:40:16", 790, [p1, p2], "2025-05-07")], "2025-05-07T01:41:02", 260)),
    ]
    rs.add("mcp", "h56-mcp-08", sysp("xero", "Xero Accounting API 2.0", tools), turns,
           state=state("xero", "1.0.9", "Tenant 'Ridgeback Landscapes Ltd' (NZD, GST registered), OAuth2 scopes accounting.transactions accounting.contacts."))


def hash_str(s: str) -> int:
    """A small deterministic string hash (Python's hash() is salted per process)."""
    h = 2166136261
    for ch in s.encode():
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


# ---------------------------------------------------------------- 09 Recurly (clean)
def t09(rs: RowSet) -> None:
    tools = [
        tool("get_account", "Fetch an account by id or code (code-<code>).", {"account_id": S}, ["account_id"]),
        tool("list_account_subscriptions", "List an account's subscriptions.", {"account_id": S, "state": S}, ["account_id"]),
        tool("pause_subscription", "Pause a subscription for a number of billing cycles, starting at the next renewal.", {"subscription_id": S, "remaining_pause_cycles": INT}, ["subscription_id", "remaining_pause_cycles"]),
        tool("resume_subscription", "Resume a paused (or pause-scheduled) subscription.", {"subscription_id": S}, ["subscription_id"]),
        tool("get_subscription", "Fetch a subscription.", {"subscription_id": S}, ["subscription_id"]),
        tool("create_account_note", "Add a note to an account.", {"account_id": S, "message": S}, ["account_id", "message"]),
        tool("list_account_notes", "List an account's notes, newest first.", {"account_id": S}, ["account_id"]),
        tool("list_account_invoices", "List an account's invoices.", {"account_id": S, "limit": INT, "sort": S, "order": S}, ["account_id"]),
    ]
    aid, sid = "o1x2k9v3p7qd", "q7m4b2x9k1vz"
    acct_ref = {"id": aid, "object": "account", "code": "acct-88412", "email": "noor@halftonepress.com", "first_name": "Noor", "last_name": "Haddad", "company": "Halftone Press"}
    t1 = pj(dict(acct_ref, state="active", hosted_login_token="9c2fd7a18b4e4a06b1d3e5f7a9c0b2d4", username=None, preferred_locale="en-US", cc_emails="billing@halftonepress.com",
                 bill_to="self", tax_exempt=False, vat_number=None, created_at="2023-11-02T19:44:08Z", updated_at="2025-03-21T10:02:57Z", deleted_at=None,
                 address={"phone": "+1 412 555 0117", "street1": "3128 Penn Ave", "street2": "Studio 4", "city": "Pittsburgh", "region": "PA", "postal_code": "15201", "country": "US"},
                 billing_info={"id": "n3w8c5z1t6yb", "object": "billing_info", "valid": True, "payment_method": {"object": "payment_method", "card_type": "Mastercard", "first_six": "545454", "last_four": "5454", "exp_month": 3, "exp_year": 2028},
                               "fraud": None, "primary_payment_method": True, "backup_payment_method": False, "created_at": "2023-11-02T19:44:10Z", "updated_at": "2025-03-21T10:02:57Z"},
                 custom_fields=[{"name": "segment", "value": "smb-print"}], has_live_subscription=True, has_active_subscription=True, has_future_subscription=False,
                 has_canceled_subscription=False, has_paused_subscription=False, has_past_due_invoice=False))

    def sub(paused_at: str | None, cycles: int | None, upd: str) -> dict[str, Any]:
        return {"id": sid, "object": "subscription", "uuid": "6f1e2a9c0b3d4e5f8a7b6c5d4e3f2a1b", "account": acct_ref,
                "plan": {"id": "p2s6d8f0h4jk", "object": "plan", "code": "studio-pro-monthly", "name": "Studio Pro (Monthly)"},
                "state": "active", "shipping": None, "coupon_redemptions": [], "pending_change": None,
                "current_period_started_at": "2025-04-18T00:00:00Z", "current_period_ends_at": "2025-05-18T00:00:00Z",
                "current_term_started_at": "2025-04-18T00:00:00Z", "current_term_ends_at": "2025-05-18T00:00:00Z", "trial_started_at": None, "trial_ends_at": None,
                "remaining_billing_cycles": None, "total_billing_cycles": None, "renewal_billing_cycles": None, "auto_renew": True, "ramp_intervals": [],
                "paused_at": paused_at, "remaining_pause_cycles": cycles, "currency": "USD", "revenue_schedule_type": "evenly", "unit_amount": 49.0, "tax_inclusive": False,
                "quantity": 1, "add_ons": [], "add_ons_total": 0.0, "subtotal": 49.0, "tax": 4.29, "tax_info": {"type": "usst", "region": "PA", "rate": 0.0875}, "total": 53.29,
                "collection_method": "automatic", "po_number": None, "net_terms": 0, "net_terms_type": "net", "terms_and_conditions": None, "customer_notes": None,
                "expiration_reason": None, "custom_fields": [], "created_at": "2024-02-18T15:27:34Z", "updated_at": upd, "activated_at": "2024-02-18T15:27:34Z",
                "canceled_at": None, "expires_at": None, "bank_account_authorized_at": None, "gateway_code": None, "billing_info_id": "n3w8c5z1t6yb", "active_invoice_id": None, "started_with_gift": False}
    old_note = {"id": "h5j7k9m2p4r6", "object": "account_note", "account_id": aid, "user": {"id": "u8b3d5f7h9k1", "object": "user", "email": "sam@halftonepress-billing.io", "first_name": "Sam", "last_name": "Ito"},
                "message": "Customer asked for invoices to be cc'd to billing@. Added 2025-03-21.", "created_at": "2025-03-21T10:03:40Z"}
    note_msg = "Customer requested a 2-cycle pause for studio renovation (May–June). Will confirm dates by phone before the 18th."
    new_note = {"id": "w2y4a6c8e0g3", "object": "account_note", "account_id": aid, "user": {"id": "u8b3d5f7h9k1", "object": "user", "email": "sam@halftonepress-billing.io", "first_name": "Sam", "last_name": "Ito"},
                "message": note_msg, "created_at": "2025-05-06T17:21:40Z"}
    invs = [("24817", "2025-04-18T00:03:11Z"), ("23906", "2025-03-18T00:02:47Z"), ("23011", "2025-02-18T00:02:59Z")]
    t8 = pj({"object": "list", "has_more": True, "next": f"/accounts/{aid}/invoices?cursor=b3l4m5n6o7p8%3A1739836979.0&limit=3&order=desc&sort=created_at",
             "data": [{"id": f"x{n}k2z7q", "object": "invoice", "type": "charge", "origin": "renewal", "state": "paid", "account": acct_ref, "billing_info_id": "n3w8c5z1t6yb",
                       "subscription_ids": [sid], "number": n, "collection_method": "automatic", "net_terms": 0, "currency": "USD", "discount": 0.0, "subtotal": 49.0, "tax": 4.29,
                       "total": 53.29, "refundable_amount": 53.29, "paid": 53.29, "balance": 0.0, "created_at": c, "updated_at": c, "due_at": c, "closed_at": c} for n, c in invs]})
    turns = [
        (call("get_account", account_id="code-acct-88412"), t1),
        (call("list_account_subscriptions", account_id=aid, state="live"), pj({"object": "list", "has_more": False, "next": None, "data": [sub(None, None, "2025-04-18T00:03:11Z")]})),
        (call("pause_subscription", subscription_id=sid, remaining_pause_cycles=2), pj(sub("2025-05-18T00:00:00Z", 2, "2025-05-06T17:20:11Z"))),
        (call("create_account_note", account_id=aid, message=note_msg), pj(new_note)),
        (call("get_subscription", subscription_id=sid), pj(sub("2025-05-18T00:00:00Z", 2, "2025-05-06T17:20:11Z"))),
        (call("resume_subscription", subscription_id=sid), pj(sub(None, None, "2025-05-06T17:26:03Z"))),
        (call("list_account_notes", account_id=aid), pj({"object": "list", "has_more": False, "next": None, "data": [new_note, old_note]})),
        (call("list_account_invoices", account_id=aid, limit=3, sort="created_at", order="desc"), t8),
    ]
    rs.add("mcp", "h56-mcp-09", sysp("recurly", "Recurly API v2021-02-25", tools), turns,
           state=state("recurly", "0.5.0", "Recurly site halftone-press (API v2021-02-25), region us."))


# ---------------------------------------------------------------- 10 Mailchimp (bad: deleted campaign listed again)
def t10(rs: RowSet) -> None:
    tools = [
        tool("list_audiences", "List audiences (lists) with stats.", {"count": INT}, []),
        tool("get_audience", "Get one audience with stats.", {"list_id": S}, ["list_id"]),
        tool("list_campaigns", "List campaigns, filterable by status.", {"status": S, "sort_field": S, "sort_dir": S, "count": INT}, []),
        tool("delete_campaign", "Delete a campaign (drafts only).", {"campaign_id": S}, ["campaign_id"]),
        tool("create_campaign", "Create a regular campaign.", {"type": S, "list_id": S, "subject_line": S, "preview_text": S, "title": S, "from_name": S, "reply_to": S}, ["type", "list_id"]),
        tool("set_campaign_content", "Set a campaign's HTML content.", {"campaign_id": S, "html": S}, ["campaign_id", "html"]),
        tool("send_test_email", "Send a test email.", {"campaign_id": S, "test_emails": A, "send_type": S}, ["campaign_id", "test_emails", "send_type"]),
        tool("get_campaign", "Get one campaign.", {"campaign_id": S}, ["campaign_id"]),
        tool("schedule_campaign", "Schedule a campaign (UTC, quarter-hour).", {"campaign_id": S, "schedule_time": S}, ["campaign_id", "schedule_time"]),
    ]
    lid = "a91c3e5f02"

    def stats(mc: int) -> dict[str, Any]:
        return {"member_count": mc, "total_contacts": mc + 311 + 57, "unsubscribe_count": 311, "cleaned_count": 57, "member_count_since_send": 38, "unsubscribe_count_since_send": 4,
                "cleaned_count_since_send": 1, "campaign_count": 64, "campaign_last_sent": "2025-04-24T14:00:00+00:00", "merge_field_count": 6, "avg_sub_rate": 61, "avg_unsub_rate": 3,
                "target_sub_rate": 9, "open_rate": 41.27, "click_rate": 3.86, "last_sub_date": "2025-05-06T07:41:19+00:00", "last_unsub_date": "2025-05-04T21:10:52+00:00"}
    aud = {"id": lid, "web_id": 318822, "name": "Ashgrove Roasters Newsletter", "contact": {"company": "Ashgrove Roasters", "address1": "77 Foundry Ln", "city": "Burlington", "state": "VT", "zip": "05401", "country": "US"},
           "permission_reminder": "You signed up at ashgroveroasters.com or in our café.", "use_archive_bar": True, "campaign_defaults": {"from_name": "Ashgrove Roasters", "from_email": "hello@ashgroveroasters.com", "subject": "", "language": "en"},
           "date_created": "2019-09-03T15:21:44+00:00", "list_rating": 4, "email_type_option": False, "subscribe_url_short": "http://eepurl.com/gB7xQz", "visibility": "pub", "double_optin": True,
           "has_welcome": True, "marketing_permissions": False, "stats": stats(4812)}
    aud2 = {"id": "7d0b44e1c9", "web_id": 402215, "name": "Wholesale Partners", "contact": {"company": "Ashgrove Roasters", "address1": "77 Foundry Ln", "city": "Burlington", "state": "VT", "zip": "05401", "country": "US"},
            "date_created": "2022-01-12T18:05:09+00:00", "list_rating": 3, "visibility": "prv", "double_optin": False,
            "stats": {"member_count": 186, "unsubscribe_count": 9, "cleaned_count": 2, "campaign_count": 21, "campaign_last_sent": "2025-04-02T15:00:00+00:00", "open_rate": 58.11, "click_rate": 12.40, "last_sub_date": "2025-04-28T16:22:03+00:00"}}

    def camp(cid: str, web: int, title: str, subj: str, created: str, status: str = "save", send_time: str = "", content: str = "template") -> dict[str, Any]:
        return {"id": cid, "web_id": web, "type": "regular", "create_time": created, "archive_url": f"http://eepurl.com/j{cid[:5]}", "long_archive_url": f"https://us21.campaign-archive.com/?u=6c0e2f1a9b4d8e7c3a5f2b1d0&id={cid}",
                "status": status, "emails_sent": 0, "send_time": send_time, "content_type": content, "needs_block_refresh": False, "resendable": False,
                "recipients": {"list_id": lid, "list_is_active": True, "list_name": "Ashgrove Roasters Newsletter", "segment_text": "", "recipient_count": 4812},
                "settings": {"subject_line": subj, "preview_text": "", "title": title, "from_name": "Ashgrove Roasters", "reply_to": "hello@ashgroveroasters.com", "use_conversation": False,
                             "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True, "auto_footer": False, "inline_css": False, "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 10027441, "drag_and_drop": True},
                "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
                "delivery_status": {"enabled": False}}
    old = camp("8f2b71d9e4", 10482211, "April Flash Sale (old)", "48 hours only: 20% off all whole-bean", "2025-03-28T16:44:10+00:00")
    look = camp("c04e55a1b7", 10519873, "Spring Lookbook", "New spring single-origins are here", "2025-04-21T13:02:37+00:00")
    reng = camp("e6d13a90f8", 10530015, "Re-engagement v2", "We miss you — here's a free bag", "2025-04-29T09:18:55+00:00")
    new_id = "2b7c9e0d51"
    subj = "Mother's Day: 15% off gift boxes"
    new = camp(new_id, 10547762, "Mother's Day 2025", subj, "2025-05-06T18:03:26+00:00")
    new["settings"]["preview_text"] = "Ships by May 9 — order with code MOM15"
    new_html = dict(new, content_type="html")
    new_html["settings"] = dict(new["settings"], template_id=0, drag_and_drop=False)
    html = "<html><body><h1>Treat Mom to fresh coffee</h1><p>Gift boxes 15% off with code <b>MOM15</b> until May 11.</p><a href=\"https://ashgroveroasters.com/gifts\">Shop gift boxes</a></body></html>"
    sched = dict(new_html, status="schedule", send_time="2025-05-08T13:00:00+00:00")
    turns = [
        (call("list_audiences", count=10), pj({"lists": [aud, aud2], "total_items": 2, "constraints": {"may_create": True, "max_instances": 5, "current_total_instances": 2}})),
        (call("list_campaigns", status="save", sort_field="create_time", sort_dir="DESC", count=10), pj({"campaigns": [reng, look, old], "total_items": 3})),
        (call("delete_campaign", campaign_id="8f2b71d9e4"), mcp_text("Campaign 8f2b71d9e4 deleted (HTTP 204 No Content).")),
        (call("create_campaign", type="regular", list_id=lid, subject_line=subj, preview_text="Ships by May 9 — order with code MOM15", title="Mother's Day 2025", from_name="Ashgrove Roasters", reply_to="hello@ashgroveroasters.com"), pj(new)),
        (call("set_campaign_content", campaign_id=new_id, html=html),
         pj({"plain_text": "Treat Mom to fresh coffee\n\nGift boxes 15% off with code MOM15 until May 11.\n\nShop gift boxes (https://ashgroveroasters.com/gifts)\n\n============================================================\n** unsubscribe from this list (*|UNSUB|*)\n** update subscription preferences (*|UPDATE_PROFILE|*)\n*|LIST:ADDRESSLINE|*",
             "html": html})),
        (call("list_campaigns", status="save", sort_field="create_time", sort_dir="DESC", count=10), pj({"campaigns": [new_html, reng, look, old], "total_items": 4})),
        (call("send_test_email", campaign_id=new_id, test_emails=["maya@ashgroveroasters.com", "ops@ashgroveroasters.com"], send_type="html"), mcp_text("Test email for campaign 2b7c9e0d51 sent to 2 recipients (HTTP 204 No Content).")),
        (call("get_campaign", campaign_id=new_id), pj(new_html)),
        (call("schedule_campaign", campaign_id=new_id, schedule_time="2025-05-08T13:00:00Z"), mcp_text("Campaign 2b7c9e0d51 scheduled for 2025-05-08T13:00:00+00:00 (HTTP 204 No Content).")),
        (call("get_campaign", campaign_id=new_id), pj(sched)),
        (call("get_audience", list_id=lid), pj(aud)),
    ]
    rs.add("mcp", "h56-mcp-10", sysp("mailchimp", "Mailchimp Marketing API 3.0", tools), turns,
           state=state("mailchimp", "0.4.2", "Mailchimp account 'Ashgrove Roasters', data center us21."),
           bad=True, turn=6, kind="Draft campaign 8f2b71d9e4 'April Flash Sale (old)' was deleted at turn 3 but is listed again among the drafts (total_items 4) at turn 6.")


# ---------------------------------------------------------------- 11 Avalara AvaTax (clean)
def t11(rs: RowSet) -> None:
    tools = [
        tool("resolve_address", "Validate and normalize an address; returns coordinates and tax authorities.", {"line1": S, "city": S, "region": S, "postalCode": S, "country": S}, ["line1", "country"]),
        tool("create_transaction", "Create a sales transaction and calculate tax.", {"companyCode": S, "type": S, "code": S, "customerCode": S, "date": S, "addresses": OBJ, "lines": A, "commit": B}, ["companyCode", "type", "lines"]),
        tool("get_transaction", "Get a transaction by company code and document code.", {"companyCode": S, "transactionCode": S, "include": S}, ["companyCode", "transactionCode"]),
        tool("adjust_transaction", "Adjust (replace) an uncommitted or committed transaction; creates a new version.", {"companyCode": S, "transactionCode": S, "adjustmentReason": S, "adjustmentDescription": S, "newTransaction": OBJ}, ["companyCode", "transactionCode", "adjustmentReason", "newTransaction"]),
        tool("commit_transaction", "Commit a transaction for reporting.", {"companyCode": S, "transactionCode": S, "commit": B}, ["companyCode", "transactionCode"]),
        tool("list_transactions", "List a company's transactions with an OData filter.", {"companyCode": S, "filter": S, "top": INT, "orderBy": S}, ["companyCode"]),
    ]
    cc = "CHARLOTTERACK"
    rate = {"STA": 0.0475, "CTY": 0.02, "STJ": 0.005}
    juris = {"STA": ("NORTH CAROLINA", "37", "AGAM", "State"), "CTY": ("MECKLENBURG", "119", "AOQA", "County"), "STJ": ("MECKLENBURG COUNTY TRANSIT", "119-MTA", "BHWB", "Special")}

    def tax(amount: float) -> float:
        return round(amount * 0.0725 + 1e-9, 2)

    def line(no: str, item: str, desc: str, qty: int, unit: float, lid: int, tid: int) -> dict[str, Any]:
        amt = round(qty * unit, 2)
        return {"id": lid, "transactionId": tid, "lineNumber": no, "itemCode": item, "description": desc, "quantity": qty, "lineAmount": amt, "taxableAmount": amt,
                "tax": tax(amt), "taxCalculated": tax(amt), "exemptAmount": 0.0, "discountAmount": 0.0, "taxCode": "P0000000", "taxCodeId": 8087, "isItemTaxable": True,
                "reportingDate": "2025-05-06", "taxDate": "2025-05-06", "taxIncluded": False, "sourcing": "Destination", "hsCode": "", "vatCode": "",
                "details": [{"jurisType": k, "jurisCode": juris[k][1], "jurisName": juris[k][0], "taxName": f"NC {juris[k][3].upper()} TAX", "rate": r, "taxableAmount": amt,
                             "tax": round(amt * r + 1e-9, 2), "taxType": "Sales", "stateAssignedNo": "" if k == "STA" else juris[k][1]} for k, r in rate.items()]}

    def txn(tid: int, qty2: int, status: str, version: int, modified: str, reason: str, lines_base: int) -> dict[str, Any]:
        lines = [line("1", "SRV-RACK-42U", "42U server rack enclosure, 1070 mm deep", 2, 480.00, lines_base, tid),
                 line("2", "CBL-CAT6A-50", "Cat6A patch cable, 1 m, 50-pack", qty2, 140.00, lines_base + 1, tid)]
        total = round(sum(ln["lineAmount"] for ln in lines), 2)
        ttax = round(sum(ln["tax"] for ln in lines), 2)
        summary = [{"country": "US", "region": "NC", "jurisType": juris[k][3], "jurisCode": juris[k][1], "jurisName": juris[k][0], "taxAuthorityType": 45, "stateAssignedNo": "" if k == "STA" else juris[k][1],
                    "taxType": "Sales", "taxName": f"NC {juris[k][3].upper()} TAX", "rateType": "General", "taxable": total, "rate": r, "tax": round(total * r + 1e-9, 2),
                    "taxCalculated": round(total * r + 1e-9, 2), "nonTaxable": 0.0, "exemption": 0.0} for k, r in rate.items()]
        return {"id": tid, "code": "INV-20931", "companyId": 1184201, "date": "2025-05-06", "paymentDate": "1900-01-01", "status": status, "type": "SalesInvoice", "batchCode": "",
                "currencyCode": "USD", "exchangeRateCurrencyCode": "USD", "customerUsageType": "", "entityUseCode": "", "customerVendorCode": "CUST-3391", "customerCode": "CUST-3391",
                "exemptNo": "", "reconciled": False, "locationCode": "", "reportingLocationCode": "", "purchaseOrderNo": "PO-77310", "referenceCode": "", "salespersonCode": "",
                "totalAmount": total, "totalExempt": 0.0, "totalDiscount": 0.0, "totalTax": ttax, "totalTaxable": total, "totalTaxCalculated": ttax,
                "adjustmentReason": reason, "adjustmentDescription": "Customer added one more cable pack before shipment" if reason != "NotAdjusted" else "",
                "locked": False, "region": "NC", "country": "US", "version": version, "softwareVersion": "25.4.1.0", "originAddressId": 91230551, "destinationAddressId": 91230552,
                "exchangeRateEffectiveDate": "2025-05-06", "exchangeRate": 1.0, "modifiedDate": modified, "modifiedUserId": 402177, "taxDate": "2025-05-06",
                "lines": lines, "addresses": [{"id": 91230551, "boundaryLevel": "Address", "line1": "2200 Distribution St", "city": "CHARLOTTE", "region": "NC", "country": "US", "postalCode": "28203-5012"},
                                              {"id": 91230552, "boundaryLevel": "Address", "line1": "1421 N TRYON ST", "city": "CHARLOTTE", "region": "NC", "country": "US", "postalCode": "28206-2834"}],
                "summary": summary}
    t1 = pj({"address": {"textCase": "Upper", "line1": "1421 North Tryon Street", "city": "Charlotte", "region": "NC", "country": "US", "postalCode": "28206"},
             "validatedAddresses": [{"addressType": "StreetOrResidentialAddress", "line1": "1421 N TRYON ST", "line2": "", "line3": "", "city": "CHARLOTTE", "region": "NC", "country": "US",
                                     "postalCode": "28206-2834", "latitude": 35.236614, "longitude": -80.825327}],
             "coordinates": {"latitude": 35.236614, "longitude": -80.825327}, "resolutionQuality": "Rooftop",
             "taxAuthorities": [{"avalaraId": juris[k][2], "jurisdictionName": juris[k][0], "jurisdictionType": juris[k][3], "signatureCode": juris[k][2]} for k in rate]})
    new_tx = {"type": "SalesInvoice", "code": "INV-20931", "customerCode": "CUST-3391", "date": "2025-05-06", "purchaseOrderNo": "PO-77310",
              "lines": [{"number": "1", "itemCode": "SRV-RACK-42U", "quantity": 2, "amount": 960.00}, {"number": "2", "itemCode": "CBL-CAT6A-50", "quantity": 3, "amount": 420.00}]}
    v2c = txn(8590415021, 3, "Committed", 2, "2025-05-06T19:36:48.2230911Z", "PriceAdjusted", 27711934)
    others = [{"id": 8590398812, "code": "INV-20928", "date": "2025-05-05", "status": "Committed", "type": "SalesInvoice", "customerCode": "CUST-2210", "totalAmount": 3150.00, "totalTax": 228.38, "modifiedDate": "2025-05-05T21:04:17.551Z"},
              {"id": 8590401745, "code": "INV-20929", "date": "2025-05-05", "status": "Committed", "type": "SalesInvoice", "customerCode": "CUST-0087", "totalAmount": 612.40, "totalTax": 44.40, "modifiedDate": "2025-05-05T22:41:09.012Z"},
              {"id": 8590409020, "code": "INV-20930", "date": "2025-05-06", "status": "Saved", "type": "SalesInvoice", "customerCode": "CUST-3077", "totalAmount": 89.99, "totalTax": 6.52, "modifiedDate": "2025-05-06T15:12:55.874Z"}]
    mine = {k: v2c[k] for k in ("id", "code", "date", "status", "type", "customerCode", "totalAmount", "totalTax", "modifiedDate")}
    turns = [
        (call("resolve_address", line1="1421 North Tryon Street", city="Charlotte", region="NC", postalCode="28206", country="US"), t1),
        (call("create_transaction", companyCode=cc, type="SalesInvoice", code="INV-20931", customerCode="CUST-3391", date="2025-05-06", commit=False,
              addresses={"shipFrom": {"line1": "2200 Distribution St", "city": "Charlotte", "region": "NC", "postalCode": "28203", "country": "US"},
                         "shipTo": {"line1": "1421 N Tryon St", "city": "Charlotte", "region": "NC", "postalCode": "28206-2834", "country": "US"}},
              lines=[{"number": "1", "itemCode": "SRV-RACK-42U", "quantity": 2, "amount": 960.00}, {"number": "2", "itemCode": "CBL-CAT6A-50", "quantity": 2, "amount": 280.00}]),
         pj(txn(8590412337, 2, "Saved", 1, "2025-05-06T19:31:02.9984412Z", "NotAdjusted", 27711870))),
        (call("get_transaction", companyCode=cc, transactionCode="INV-20931", include="Lines,Summary"), pj(txn(8590412337, 2, "Saved", 1, "2025-05-06T19:31:02.9984412Z", "NotAdjusted", 27711870))),
        (call("adjust_transaction", companyCode=cc, transactionCode="INV-20931", adjustmentReason="PriceAdjusted", adjustmentDescription="Customer added one more cable pack before shipment", newTransaction=new_tx),
         pj(txn(8590415021, 3, "Saved", 2, "2025-05-06T19:35:20.4471208Z", "PriceAdjusted", 27711934))),
        (call("commit_transaction", companyCode=cc, transactionCode="INV-20931", commit=True), pj(v2c)),
        (call("get_transaction", companyCode=cc, transactionCode="INV-20931", include="Summary"), pj({k: v for k, v in v2c.items() if k != "lines"})),
        (call("list_transactions", companyCode=cc, filter="date ge '2025-05-05'", top=10, orderBy="code"), pj({"@recordsetCount": 4, "value": others + [mine]})),
    ]
    rs.add("mcp", "h56-mcp-11", sysp("avalara-avatax", "Avalara AvaTax REST v2, sandbox", tools), turns,
           state=state("avalara-avatax", "0.7.3", "AvaTax sandbox account 2001844120, company CHARLOTTERACK (id 1184201), nexus NC."))


# ---------------------------------------------------------------- 12 Plaid (bad: posted transaction amount changes)
def t12(rs: RowSet) -> None:
    tools = [
        tool("accounts_get", "Plaid /accounts/get: accounts of the linked Item with cached balances.", {"account_ids": A}, []),
        tool("transactions_get", "Plaid /transactions/get for a date range.", {"start_date": S, "end_date": S, "account_ids": A, "count": INT, "offset": INT}, ["start_date", "end_date"]),
        tool("item_get", "Plaid /item/get: Item metadata and status.", {}, []),
        tool("transactions_refresh", "Plaid /transactions/refresh: request an on-demand refresh.", {}, []),
        tool("institutions_get_by_id", "Plaid /institutions/get_by_id.", {"institution_id": S, "country_codes": A}, ["institution_id", "country_codes"]),
        tool("accounts_balance_get", "Plaid /accounts/balance/get: real-time balances.", {"account_ids": A}, []),
    ]
    chk, sav, cc = "BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp", "dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK", "5Nq1E3ZJPqcgJ7xEbjQQsmKbwAjkvdSXkPL6z"
    item = "eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6"

    def acct(aid: str, mask: str, name: str, off: str, typ: str, sub: str, avail: float | None, cur: float, limit: float | None) -> dict[str, Any]:
        return {"account_id": aid, "balances": {"available": avail, "current": cur, "iso_currency_code": "USD", "limit": limit, "unofficial_currency_code": None},
                "mask": mask, "name": name, "official_name": off, "persistent_account_id": f"8cfb8beb89b774ee43b090625f0d61d0814322b43bff984eaf60386e{mask}", "subtype": sub, "type": typ}
    accts = [acct(chk, "0931", "Everyday Checking", "BLAKE EVERYDAY CHECKING", "depository", "checking", 3912.44, 4087.61, None),
             acct(sav, "2280", "High Yield Savings", "HIGH YIELD SAVINGS", "depository", "savings", 18250.00, 18250.00, None),
             acct(cc, "7734", "Sapphire Preferred", "CHASE SAPPHIRE PREFERRED", "credit", "credit card", 13657.82, 1342.18, 15000.00)]
    item_obj = {"available_products": ["balance", "identity", "investments"], "billed_products": ["auth", "transactions"], "consent_expiration_time": None, "error": None,
                "institution_id": "ins_56", "item_id": item, "update_type": "background", "webhook": "https://hooks.tallybook.app/plaid/webhook", "products": ["auth", "transactions"]}

    def tx(tid: str, aid: str, amt: float, date: str, auth: str, merchant: str | None, name: str, channel: str, pfc: tuple[str, str], city: str | None, cat: list[str]) -> dict[str, Any]:
        return {"account_id": aid, "account_owner": None, "amount": amt, "authorized_date": auth, "authorized_datetime": None, "category": cat, "category_id": "13005000" if "Groceries" in pfc[1] else "22009000",
                "check_number": None, "counterparties": [{"name": merchant, "type": "merchant", "confidence_level": "VERY_HIGH"}] if merchant else [], "date": date, "datetime": None,
                "iso_currency_code": "USD", "location": {"address": None, "city": city, "country": "US" if city else None, "lat": None, "lon": None, "postal_code": None, "region": "NY" if city else None, "store_number": None},
                "logo_url": None, "merchant_entity_id": None, "merchant_name": merchant, "name": name, "payment_channel": channel, "payment_meta": {"by_order_of": None, "payee": None, "payer": None, "payment_method": None, "payment_processor": None, "ppd_id": None, "reason": None, "reference_number": None},
                "pending": False, "pending_transaction_id": None, "personal_finance_category": {"primary": pfc[0], "detailed": pfc[1], "confidence_level": "VERY_HIGH"},
                "transaction_code": None, "transaction_id": tid, "transaction_type": "place" if channel == "in store" else "special", "unofficial_currency_code": None, "website": None}
    txs = [
        ("lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje", cc, 84.17, "2025-04-12", "2025-04-11", "Whole Foods Market", "WHOLEFDS BKN 10231", "in store", ("FOOD_AND_DRINK", "FOOD_AND_DRINK_GROCERIES"), "Brooklyn", ["Shops", "Supermarkets and Groceries"]),
        ("8Jb4mWvE1pUx3rRkq0Aw6nBzYcKdGfLhTs2oP", chk, -2840.15, "2025-04-11", "2025-04-11", None, "ORBITAL LABS PAYROLL PPD ID: 9113345567", "other", ("INCOME", "INCOME_WAGES"), None, ["Transfer", "Payroll"]),
        ("Zq7yXkP2aDnM0vWbE4rT9sLcU1oGhJf3iQ5eN", cc, 52.30, "2025-04-09", "2025-04-08", "Shell", "SHELL OIL 57442411802", "in store", ("TRANSPORTATION", "TRANSPORTATION_GAS"), "Brooklyn", ["Travel", "Gas Stations"]),
        ("r3Tg6hYu8iOp1aSd5fGh7jKl9zXc2vBn4mQw0", chk, 118.64, "2025-04-07", "2025-04-07", "Con Edison", "CON ED OF NY INTELL CK", "online", ("RENT_AND_UTILITIES", "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY"), None, ["Service", "Utilities"]),
        ("Hk2Lm4Nn6Pp8Qq0Rr1Ss3Tt5Uu7Vv9Ww2Xx4Y", cc, 15.49, "2025-04-05", "2025-04-05", "Netflix", "NETFLIX.COM", "online", ("ENTERTAINMENT", "ENTERTAINMENT_TV_AND_MOVIES"), None, ["Service", "Subscription"]),
        ("9aB8cD7eF6gH5iJ4kL3mN2oP1qR0sT9uV8wX7", cc, 61.02, "2025-04-03", "2025-04-02", "Trader Joe's", "TRADER JOE'S #558", "in store", ("FOOD_AND_DRINK", "FOOD_AND_DRINK_GROCERIES"), "Brooklyn", ["Shops", "Supermarkets and Groceries"]),
    ]
    all_tx = [tx(*t) for t in txs]
    t2 = pj({"accounts": accts, "item": item_obj, "request_id": "kT4pWz0sQ9bLmN3", "total_transactions": 6, "transactions": all_tx})
    cc_tx = [t for t in all_tx if t["account_id"] == cc]
    cc_tx_bad = [dict(cc_tx[0], amount=81.47)] + cc_tx[1:]
    t3 = pj({"accounts": [accts[2]], "item": item_obj, "request_id": "Xr8vJd2fHq6cYw1", "total_transactions": 4, "transactions": cc_tx_bad})
    t4 = pj({"item": dict(item_obj, created_at="2024-10-19T22:04:51Z"), "request_id": "p0LmA7zW3nKx5Qe",
             "status": {"investments": None, "last_webhook": {"code_sent": "DEFAULT_UPDATE", "sent_at": "2025-05-06T11:42:09Z"},
                        "transactions": {"last_failed_update": None, "last_successful_update": "2025-05-06T11:42:07.123Z"}}})
    t6 = pj({"institution": {"country_codes": ["US"], "institution_id": "ins_56", "name": "Chase", "oauth": True, "products": ["assets", "auth", "balance", "transactions", "credit_details", "income", "identity", "investments", "liabilities", "signal", "transfer"],
                             "routing_numbers": ["021000021", "021100361", "044000037", "071000013"], "url": "https://www.chase.com", "primary_color": "#095aa6", "logo": None,
                             "status": {"item_logins": {"status": "HEALTHY", "last_status_change": "2025-05-02T08:10:22Z", "breakdown": {"success": 0.97, "error_plaid": 0.01, "error_institution": 0.02}}}},
             "request_id": "G5nR1tY8uI2oP4a"})
    turns = [
        (call("accounts_get"), pj({"accounts": accts, "item": item_obj, "request_id": "bW9dC3kLx2PqZ7s"})),
        (call("transactions_get", start_date="2025-04-01", end_date="2025-04-15", count=100, offset=0), t2),
        (call("transactions_get", start_date="2025-04-01", end_date="2025-04-15", account_ids=[cc], count=100, offset=0), t3),
        (call("item_get"), t4),
        (call("transactions_refresh"), pj({"request_id": "Sm6yE0vB9rTqW2h"})),
        (call("institutions_get_by_id", institution_id="ins_56", country_codes=["US"]), t6),
        (call("accounts_balance_get", account_ids=[chk, cc]), pj({"accounts": [accts[0], accts[2]], "item": item_obj, "request_id": "Lc1nV7xJ4kPd8Gf"})),
    ]
    rs.add("mcp", "h56-mcp-12", sysp("plaid", "Plaid API 2020-09-14, development environment", tools), turns,
           state=state("plaid", "0.3.0", "Plaid development environment, one linked Item (Chase) for user tallybook-user-5821."),
           bad=True, turn=3, kind="The posted Whole Foods transaction lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje was 84.17 at turn 2 but shows 81.47 in the credit-card-only query of the same date range at turn 3.")


# ---------------------------------------------------------------- 13 ShipStation (bad: an order line item disappears)
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_warehouses", "List ship-from locations.", {}, []),
        tool("list_orders", "List orders by status with paging.", {"orderStatus": S, "sortBy": S, "sortDir": S, "page": INT, "pageSize": INT}, []),
        tool("get_order", "Get one order.", {"orderId": INT}, ["orderId"]),
        tool("list_carriers", "List connected carriers with balances.", {}, []),
        tool("get_rates", "Get shipping rates for a package.", {"carrierCode": S, "fromPostalCode": S, "toPostalCode": S, "toCountry": S, "weight": OBJ, "dimensions": OBJ, "confirmation": S}, ["carrierCode", "fromPostalCode", "toPostalCode", "toCountry", "weight"]),
        tool("add_tag_to_order", "Add a tag to an order.", {"orderId": INT, "tagId": INT}, ["orderId", "tagId"]),
        tool("create_label_for_order", "Create a shipping label for an existing order.", {"orderId": INT, "carrierCode": S, "serviceCode": S, "packageCode": S, "confirmation": S, "shipDate": S, "weight": OBJ, "testLabel": B}, ["orderId", "carrierCode", "serviceCode", "packageCode", "shipDate"]),
        tool("list_shipments", "List shipments, optionally for one order.", {"orderId": INT, "includeShipmentItems": B}, []),
        tool("list_tags", "List the account's order tags.", {}, []),
    ]
    oid = 412987331
    wh = [{"warehouseId": 588121, "warehouseName": "Cascade Bottle Co – Tacoma", "originAddress": {"name": "Shipping Dept", "company": "Cascade Bottle Co", "street1": "2910 S Tacoma Way", "street2": "Unit B", "city": "Tacoma", "state": "WA", "postalCode": "98409", "country": "US", "phone": "253-555-0144", "residential": False},
           "returnAddress": {"name": "Returns", "company": "Cascade Bottle Co", "street1": "2910 S Tacoma Way", "street2": "Unit B", "city": "Tacoma", "state": "WA", "postalCode": "98409", "country": "US", "phone": "253-555-0144", "residential": False},
           "createDate": "2022-06-14T10:21:33.5130000", "isDefault": True},
          {"warehouseId": 601457, "warehouseName": "Overflow – Fife 3PL", "originAddress": {"name": "Cascade Bottle Co c/o Pacific Fulfill", "company": "Pacific Fulfill", "street1": "5002 Pacific Hwy E", "street2": "", "city": "Fife", "state": "WA", "postalCode": "98424", "country": "US", "phone": "253-555-0181", "residential": False},
           "returnAddress": None, "createDate": "2024-03-02T08:47:10.2270000", "isDefault": False}]

    def item(i: int, sku: str, name: str, qty: int, price: float, oz: float) -> dict[str, Any]:
        return {"orderItemId": i, "lineItemKey": f"gid://shopify/LineItem/{i + 15012000000}", "sku": sku, "name": name, "imageUrl": f"https://cdn.shopify.com/s/files/1/0612/cascade/{sku.lower()}.jpg",
                "weight": {"value": oz, "units": "ounces", "WeightUnits": 1}, "quantity": qty, "unitPrice": price, "taxAmount": None, "shippingAmount": None, "warehouseLocation": None,
                "options": [], "productId": None, "fulfillmentSku": None, "adjustment": False, "upc": None, "createDate": "2025-05-05T21:14:09.8730000", "modifyDate": "2025-05-05T21:14:09.8730000"}
    ship_to = {"name": "Rosa Lindqvist", "company": None, "street1": "1187 Larkspur Ln", "street2": "", "street3": None, "city": "Boise", "state": "ID", "postalCode": "83702-4411", "country": "US", "phone": "208-555-0193", "residential": True, "addressVerified": "Address validated successfully"}
    items_full = [item(708114501, "CB-12OZ-BLK", "Ceramic Travel Cup 12oz – Black", 2, 24.00, 11.0), item(708114502, "CB-LID-BAM", "Bamboo Lid", 2, 6.00, 2.0), item(708114503, "CB-BRUSH", "Cup Cleaning Brush", 1, 5.00, 2.0)]

    def order(o: int, num: str, date: str, items: list[dict[str, Any]], total: float, paid: float, tax: float, shipamt: float, oz: float, to: dict[str, Any], status: str = "awaiting_shipment",
              tags: list[int] | None = None, ship: tuple[str | None, str | None, str | None, str | None] = (None, None, None, None), modify: str | None = None) -> dict[str, Any]:
        return {"orderId": o, "orderNumber": num, "orderKey": f"5{o}88", "orderDate": date, "createDate": date.replace(".0000000", ".1270000"), "modifyDate": modify or date.replace(".0000000", ".4430000"),
                "paymentDate": date, "shipByDate": None, "orderStatus": status, "customerId": 190887000 + o % 1000, "customerUsername": to["name"].lower().replace(" ", "."), "customerEmail": to["name"].lower().replace(" ", ".") + "@example.net",
                "billTo": {"name": to["name"]}, "shipTo": to, "items": items, "orderTotal": total, "amountPaid": paid, "taxAmount": tax, "shippingAmount": shipamt, "customerNotes": None,
                "internalNotes": None, "gift": False, "giftMessage": None, "paymentMethod": "shopify_payments", "requestedShippingService": "Standard Shipping",
                "carrierCode": ship[0], "serviceCode": ship[1], "packageCode": ship[2], "confirmation": "delivery" if ship[0] else "none", "shipDate": ship[3], "holdUntilDate": None,
                "weight": {"value": oz, "units": "ounces", "WeightUnits": 1}, "dimensions": None, "insuranceOptions": {"provider": None, "insureShipment": False, "insuredValue": 0.0},
                "internationalOptions": {"contents": None, "customsItems": None, "nonDelivery": None}, "advancedOptions": {"warehouseId": 588121, "nonMachinable": False, "saturdayDelivery": False,
                "containsAlcohol": False, "storeId": 301556, "customField1": None, "customField2": None, "customField3": None, "source": "web", "billToParty": None}, "tagIds": tags, "userId": None, "externallyFulfilled": False, "externallyFulfilledBy": None, "labelMessages": None}
    to2 = {"name": "Dev Patel", "company": None, "street1": "44 Orchard St", "street2": "Apt 3", "street3": None, "city": "Portland", "state": "ME", "postalCode": "04101", "country": "US", "phone": None, "residential": True, "addressVerified": "Address validated successfully"}
    to3 = {"name": "Hana Mori", "company": "Mori Design", "street1": "600 Congress Ave", "street2": "Ste 1400", "street3": None, "city": "Austin", "state": "TX", "postalCode": "78701", "country": "US", "phone": "512-555-0162", "residential": False, "addressVerified": "Address validated successfully"}
    to4 = {"name": "Ellis Grant", "company": None, "street1": "9 Harbor View Rd", "street2": "", "street3": None, "city": "Mystic", "state": "CT", "postalCode": "06355", "country": "US", "phone": "860-555-0128", "residential": True, "addressVerified": "Address validated successfully"}
    to5 = {"name": "Sofia Quintero", "company": None, "street1": "2120 W Division St", "street2": "", "street3": None, "city": "Chicago", "state": "IL", "postalCode": "60622", "country": "US", "phone": None, "residential": True, "addressVerified": "Address validated successfully"}
    to6 = {"name": "Owen Baptiste", "company": None, "street1": "318 Magnolia Ave", "street2": "", "street3": None, "city": "Savannah", "state": "GA", "postalCode": "31401", "country": "US", "phone": "912-555-0175", "residential": True, "addressVerified": "Address validated successfully"}
    o1 = order(412987120, "CB-10437", "2025-05-05T09:02:44.0000000", [item(708113990, "CB-20OZ-SAGE", "Insulated Bottle 20oz – Sage", 1, 32.00, 14.0)], 39.95, 39.95, 0.0, 7.95, 14.0, to2)
    o2 = order(412987205, "CB-10439", "2025-05-05T14:37:19.0000000", [item(708114207, "CB-12OZ-BLK", "Ceramic Travel Cup 12oz – Black", 4, 24.00, 11.0)], 110.38, 110.38, 6.43, 7.95, 44.0, to3)
    mine = order(oid, "CB-10442", "2025-05-05T21:14:09.0000000", items_full, 77.50, 77.50, 4.55, 7.95, 28.0, ship_to)
    o4 = order(412987402, "CB-10443", "2025-05-06T06:51:30.0000000", [item(708114650, "CB-LID-BAM", "Bamboo Lid", 6, 6.00, 2.0), item(708114651, "CB-BRUSH", "Cup Cleaning Brush", 2, 5.00, 2.0)], 53.95, 53.95, 0.0, 7.95, 16.0, to4)
    o5 = order(412987466, "CB-10445", "2025-05-06T08:20:02.0000000", [item(708114733, "CB-20OZ-SAGE", "Insulated Bottle 20oz – Sage", 2, 32.00, 14.0)], 74.43, 74.43, 2.48, 7.95, 28.0, to5)
    o6 = order(412987590, "CB-10447", "2025-05-06T10:05:48.0000000", [item(708114861, "CB-12OZ-BLK", "Ceramic Travel Cup 12oz – Black", 1, 24.00, 11.0)], 31.95, 31.95, 0.0, 7.95, 11.0, to6)
    carriers = lambda bal: [  # noqa: E731
        {"name": "Stamps.com", "code": "stamps_com", "accountNumber": "cascadebottle", "requiresFundedAccount": True, "balance": bal, "nickname": None, "shippingProviderId": 488210, "primary": True},
        {"name": "UPS by ShipStation", "code": "ups_walleted", "accountNumber": "Y29V84", "requiresFundedAccount": True, "balance": bal, "nickname": None, "shippingProviderId": 488211, "primary": False},
        {"name": "FedEx", "code": "fedex", "accountNumber": "7033-4418-2", "requiresFundedAccount": False, "balance": 0.0, "nickname": "Cascade FedEx", "shippingProviderId": 502774, "primary": False}]
    rates = [{"serviceName": "USPS Ground Advantage - Package", "serviceCode": "usps_ground_advantage", "shipmentCost": 8.12, "otherCost": 0.0},
             {"serviceName": "USPS Priority Mail - Package", "serviceCode": "usps_priority_mail", "shipmentCost": 9.35, "otherCost": 0.0},
             {"serviceName": "USPS Priority Mail Express - Package", "serviceCode": "usps_priority_mail_express", "shipmentCost": 41.70, "otherCost": 0.0}]
    label = {"shipmentId": 309144872, "orderId": oid, "orderKey": f"5{oid}88", "userId": "c4a91f0e-2b7d-4e38-9d16-5f3a8c2e7b41", "customerEmail": "rosa.lindqvist@example.net", "orderNumber": "CB-10442",
             "createDate": "2025-05-06T11:02:37.4070000", "shipDate": "2025-05-06", "shipmentCost": 9.35, "insuranceCost": 0.0, "trackingNumber": "9405511206213648810273",
             "isReturnLabel": False, "batchNumber": None, "carrierCode": "stamps_com", "serviceCode": "usps_priority_mail", "packageCode": "package", "confirmation": "delivery",
             "warehouseId": 588121, "voided": False, "voidDate": None, "marketplaceNotified": False, "notifyErrorMessage": None, "shipTo": ship_to,
             "weight": {"value": 28.0, "units": "ounces", "WeightUnits": 1}, "dimensions": {"units": "inches", "length": 10.0, "width": 8.0, "height": 6.0},
             "insuranceOptions": {"provider": None, "insureShipment": False, "insuredValue": 0.0}, "advancedOptions": None, "shipmentItems": None,
             "labelData": "JVBERi0xLjQKJeLjz9MKMiAwIG9iago8PC9MZW5ndGggNjIgMCBSL0ZpbHRlci9GbGF0ZURlY29kZT4+CnN0cmVhbQp4nO1dW2/bOBZ+968Q8rQLrD0iqevjTpvs7mBmkG0y…", "formData": None}
    shipped = order(oid, "CB-10442", "2025-05-05T21:14:09.0000000", items_full[:2], 77.50, 77.50, 4.55, 7.95, 28.0, ship_to, status="shipped", tags=[14822],
                    ship=("stamps_com", "usps_priority_mail", "package", "2025-05-06"), modify="2025-05-06T11:02:38.1900000")
    ship_list = dict(label, labelData=None, shipmentItems=[{"orderItemId": i["orderItemId"], "lineItemKey": i["lineItemKey"], "sku": i["sku"], "name": i["name"], "quantity": i["quantity"], "unitPrice": i["unitPrice"]} for i in items_full])
    tags = [{"tagId": 14822, "name": "Gift", "color": "#E91E63"}, {"tagId": 14823, "name": "Wholesale", "color": "#3F51B5"}, {"tagId": 15107, "name": "Fragile", "color": "#FF9800"}]
    turns = [
        (call("list_warehouses"), pj(wh)),
        (call("list_orders", orderStatus="awaiting_shipment", sortBy="OrderDate", sortDir="ASC", page=1, pageSize=5), pj({"orders": [o1, o2, mine, o4, o5], "total": 14, "page": 1, "pages": 3})),
        (call("get_order", orderId=oid), pj(mine)),
        (call("list_carriers"), pj(carriers(186.40))),
        (call("get_rates", carrierCode="stamps_com", fromPostalCode="98409", toPostalCode="83702", toCountry="US", weight={"value": 28, "units": "ounces"},
              dimensions={"units": "inches", "length": 10, "width": 8, "height": 6}, confirmation="delivery"), pj(rates)),
        (call("add_tag_to_order", orderId=oid, tagId=14822), pj({"success": True, "message": "Tag added successfully."})),
        (call("create_label_for_order", orderId=oid, carrierCode="stamps_com", serviceCode="usps_priority_mail", packageCode="package", confirmation="delivery", shipDate="2025-05-06",
              weight={"value": 28, "units": "ounces"}, testLabel=False), pj(label)),
        (call("list_shipments", orderId=oid, includeShipmentItems=True), pj({"shipments": [ship_list], "total": 1, "page": 1, "pages": 1})),
        (call("get_order", orderId=oid), pj(shipped)),
        (call("list_orders", orderStatus="awaiting_shipment", sortBy="OrderDate", sortDir="ASC", page=1, pageSize=5), pj({"orders": [o1, o2, o4, o5, o6], "total": 13, "page": 1, "pages": 3})),
        (call("list_tags"), pj(tags)),
        (call("list_carriers"), pj(carriers(177.05))),
    ]
    rs.add("mcp", "h56-mcp-13", sysp("shipstation", "ShipStation API v1", tools), turns,
           state=state("shipstation", "0.2.8", "ShipStation account 'Cascade Bottle Co', store 301556 (Shopify)."),
           bad=True, turn=9, kind="Order 412987331 had three line items at turns 2-3 (and the shipment at turn 8 lists all three), but get_order at turn 9 shows only two: the CB-BRUSH line is gone though no action edited the items.")


# ---------------------------------------------------------------- 14 Square (clean)
def t14(rs: RowSet) -> None:
    tools = [
        tool("list_locations", "List the seller's locations.", {}, []),
        tool("search_catalog_objects", "Search catalog objects by type and text.", {"object_types": A, "query": OBJ, "include_related_objects": B}, []),
        tool("retrieve_inventory_count", "Current inventory counts of a catalog object at a location.", {"catalog_object_id": S, "location_ids": S}, ["catalog_object_id"]),
        tool("create_order", "Create an order.", {"location_id": S, "line_items": A, "taxes": A, "idempotency_key": S}, ["location_id", "line_items"]),
        tool("create_payment", "Take a payment for an order.", {"source_id": S, "amount_money": OBJ, "order_id": S, "location_id": S, "autocomplete": B, "idempotency_key": S}, ["source_id", "amount_money", "idempotency_key"]),
        tool("retrieve_order", "Retrieve an order.", {"order_id": S}, ["order_id"]),
        tool("list_payments", "List payments in a time range.", {"begin_time": S, "location_id": S, "sort_order": S, "limit": INT}, []),
    ]
    loc = "L8R2QH3ZJ1X7P"
    locs = [{"id": loc, "name": "Hollow Oak Coffee – Gowanus", "address": {"address_line_1": "302 Bond St", "locality": "Brooklyn", "administrative_district_level_1": "NY", "postal_code": "11231", "country": "US"},
             "timezone": "America/New_York", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2021-08-09T15:12:44.000Z",
             "merchant_id": "MLK3T9XWQ2F7B", "country": "US", "language_code": "en-US", "currency": "USD", "business_name": "Hollow Oak Coffee", "type": "PHYSICAL", "mcc": "5814"},
            {"id": "LQ7M0D9B5T2YC", "name": "Hollow Oak Roastery", "address": {"address_line_1": "55 Dobbin St", "locality": "Brooklyn", "administrative_district_level_1": "NY", "postal_code": "11222", "country": "US"},
             "timezone": "America/New_York", "capabilities": ["CREDIT_CARD_PROCESSING"], "status": "ACTIVE", "created_at": "2023-02-17T13:40:09.000Z",
             "merchant_id": "MLK3T9XWQ2F7B", "country": "US", "language_code": "en-US", "currency": "USD", "business_name": "Hollow Oak Coffee", "type": "PHYSICAL", "mcc": "5499"}]
    grow_item, grow_var = "VZ3WQ5XJK2L7HNBGYFDU4T6P", "Q6H4KDXM2B7N5RJ3WTYC8PLA"
    conc_item, conc_var = "M2P8T5QX7CJ4KLN6R3WBYHD9", "7B2YHN4QKX6M3TR5PWCDJ8LZ"

    def item(iid: str, vid: str, name: str, vname: str, price: int, sku: str, ver: int) -> dict[str, Any]:
        return {"type": "ITEM", "id": iid, "updated_at": "2025-03-14T19:22:07.118Z", "created_at": "2022-05-02T14:08:51.604Z", "version": ver, "is_deleted": False, "present_at_all_locations": True,
                "item_data": {"name": name, "description": "Small-batch cold brew, steeped 18 hours.", "is_taxable": True, "tax_ids": ["NYCTAX5P3KWQ8ZL2M7H4D6"], "product_type": "REGULAR", "skip_modifier_screen": False,
                              "variations": [{"type": "ITEM_VARIATION", "id": vid, "updated_at": "2025-03-14T19:22:07.118Z", "version": ver, "is_deleted": False, "present_at_all_locations": True,
                                              "item_variation_data": {"item_id": iid, "name": vname, "sku": sku, "ordinal": 0, "pricing_type": "FIXED_PRICING", "price_money": {"amount": price, "currency": "USD"},
                                                                      "location_overrides": [{"location_id": loc, "track_inventory": True}], "sellable": True, "stockable": True}}]}}
    t2 = pj({"objects": [item(grow_item, grow_var, "Cold Brew Growler Fill", "32 oz", 1400, "CB-GROW-32", 1741980127118), item(conc_item, conc_var, "Cold Brew Concentrate", "16 oz", 950, "CB-CONC-16", 1741980127118)],
             "related_objects": [{"type": "TAX", "id": "NYCTAX5P3KWQ8ZL2M7H4D6", "version": 1628522100211, "is_deleted": False, "present_at_all_locations": True,
                                  "tax_data": {"name": "NYC Sales Tax", "calculation_phase": "TAX_SUBTOTAL_PHASE", "inclusion_type": "ADDITIVE", "percentage": "8.875", "applies_to_custom_amounts": True, "enabled": True}}],
             "latest_time": "2025-05-06T16:31:40.225Z"})

    def count(qty: str, calc: str) -> str:
        return pj({"counts": [{"catalog_object_id": grow_var, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": loc, "quantity": qty, "calculated_at": calc}]})
    oid = "Sp7oTkQ1vJk3hYbS9EDm4GvWx2ZZY"
    lines = [{"uid": "8uJ1nK3QpX5", "catalog_object_id": grow_var, "catalog_version": 1741980127118, "quantity": "2", "name": "Cold Brew Growler Fill", "variation_name": "32 oz",
              "base_price_money": {"amount": 1400, "currency": "USD"}, "gross_sales_money": {"amount": 2800, "currency": "USD"}, "total_tax_money": {"amount": 249, "currency": "USD"},
              "total_discount_money": {"amount": 0, "currency": "USD"}, "total_money": {"amount": 3049, "currency": "USD"}, "variation_total_price_money": {"amount": 2800, "currency": "USD"},
              "applied_taxes": [{"uid": "tx-9Lm2", "tax_uid": "nyc-sales-tax", "applied_money": {"amount": 249, "currency": "USD"}}], "item_type": "ITEM"},
             {"uid": "3vR7cW0yHs2", "catalog_object_id": conc_var, "catalog_version": 1741980127118, "quantity": "1", "name": "Cold Brew Concentrate", "variation_name": "16 oz",
              "base_price_money": {"amount": 950, "currency": "USD"}, "gross_sales_money": {"amount": 950, "currency": "USD"}, "total_tax_money": {"amount": 84, "currency": "USD"},
              "total_discount_money": {"amount": 0, "currency": "USD"}, "total_money": {"amount": 1034, "currency": "USD"}, "variation_total_price_money": {"amount": 950, "currency": "USD"},
              "applied_taxes": [{"uid": "tx-4Qp8", "tax_uid": "nyc-sales-tax", "applied_money": {"amount": 84, "currency": "USD"}}], "item_type": "ITEM"}]
    pid = "bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY"

    def order(state_: str, ver: int, upd: str, tenders: list[dict[str, Any]] | None, due: int) -> str:
        o: dict[str, Any] = {"id": oid, "location_id": loc, "line_items": lines, "taxes": [{"uid": "nyc-sales-tax", "catalog_object_id": "NYCTAX5P3KWQ8ZL2M7H4D6", "catalog_version": 1628522100211,
                                                                                     "name": "NYC Sales Tax", "percentage": "8.875", "type": "ADDITIVE", "applied_money": {"amount": 333, "currency": "USD"}, "scope": "ORDER"}],
                             "fulfillments": [], "created_at": "2025-05-06T16:38:52.601Z", "updated_at": upd, "state": state_, "version": ver, "reference_id": "pickup-0506-17",
                             "total_money": {"amount": 4083, "currency": "USD"}, "total_tax_money": {"amount": 333, "currency": "USD"}, "total_discount_money": {"amount": 0, "currency": "USD"},
                             "total_tip_money": {"amount": 0, "currency": "USD"}, "total_service_charge_money": {"amount": 0, "currency": "USD"},
                             "net_amounts": {"total_money": {"amount": 4083, "currency": "USD"}, "tax_money": {"amount": 333, "currency": "USD"}, "discount_money": {"amount": 0, "currency": "USD"}, "tip_money": {"amount": 0, "currency": "USD"}, "service_charge_money": {"amount": 0, "currency": "USD"}},
                             "source": {"name": "Hollow Oak MCP"}, "net_amount_due_money": {"amount": due, "currency": "USD"}}
        if tenders:
            o["tenders"] = tenders
            o["closed_at"] = upd
        return pj({"order": o})
    card = {"status": "CAPTURED", "card": {"card_brand": "VISA", "last_4": "1111", "exp_month": 11, "exp_year": 2027, "fingerprint": "sq-1-Hn7x0YwqR8vE2kPz5cL3mB9tJ4dF6gA1sU0oI7yT2rW", "card_type": "CREDIT", "prepaid_type": "NOT_PREPAID", "bin": "411111"},
            "entry_method": "KEYED", "cvv_status": "CVV_ACCEPTED", "avs_status": "AVS_ACCEPTED", "statement_description": "SQ *HOLLOW OAK COFFEE",
            "card_payment_timeline": {"authorized_at": "2025-05-06T16:40:11.902Z", "captured_at": "2025-05-06T16:40:12.077Z"}}
    pay = {"id": pid, "created_at": "2025-05-06T16:40:11.822Z", "updated_at": "2025-05-06T16:40:12.077Z", "amount_money": {"amount": 4083, "currency": "USD"}, "status": "COMPLETED",
           "delay_duration": "PT168H", "source_type": "CARD", "card_details": card, "location_id": loc, "order_id": oid, "risk_evaluation": {"created_at": "2025-05-06T16:40:11.902Z", "risk_level": "NORMAL"},
           "total_money": {"amount": 4083, "currency": "USD"}, "approved_money": {"amount": 4083, "currency": "USD"}, "receipt_number": "bP9m",
           "receipt_url": f"https://squareup.com/receipt/preview/{pid}", "delay_action": "CANCEL", "delayed_until": "2025-05-13T16:40:11.822Z", "application_details": {"square_product": "ECOMMERCE_API", "application_id": "sq0idp-Hk2mXw9Q4rT7vB1nZ8cL5p"}, "version_token": "Yx3oP0dGv7qHk2sW9nMb4tC1rLzF8eJ6uA5iN"}
    tender = {"id": pid, "location_id": loc, "transaction_id": oid, "created_at": "2025-05-06T16:40:11Z", "amount_money": {"amount": 4083, "currency": "USD"}, "type": "CARD",
              "card_details": {"status": "CAPTURED", "card": {"card_brand": "VISA", "last_4": "1111", "fingerprint": "sq-1-Hn7x0YwqR8vE2kPz5cL3mB9tJ4dF6gA1sU0oI7yT2rW"}, "entry_method": "KEYED"}, "payment_id": pid}
    earlier = [{"id": "rT5kWqN8mZ2yXvB4cL7jH1gF9dS0", "created_at": "2025-05-06T15:12:03.441Z", "updated_at": "2025-05-06T15:12:03.981Z", "amount_money": {"amount": 1306, "currency": "USD"}, "status": "COMPLETED", "source_type": "CARD",
                "card_details": {"status": "CAPTURED", "card": {"card_brand": "MASTERCARD", "last_4": "4444", "card_type": "DEBIT"}, "entry_method": "CONTACTLESS"}, "location_id": loc, "order_id": "Mx8vPw3QkN6tYcR1oLb7JzH2dF5ZY", "receipt_number": "rT5k",
                "total_money": {"amount": 1306, "currency": "USD"}},
               {"id": "gH2dS6aP9fK3lJ8qW1eR5tY7uI0o", "created_at": "2025-05-06T13:47:29.117Z", "updated_at": "2025-05-06T13:47:29.602Z", "amount_money": {"amount": 544, "currency": "USD"}, "status": "COMPLETED", "source_type": "WALLET",
                "wallet_details": {"status": "CAPTURED", "brand": "APPLE_PAY"}, "location_id": loc, "order_id": "Qa4cE9rT2yU6iO1pL8kJ3hG7fD5ZY", "receipt_number": "gH2d", "total_money": {"amount": 544, "currency": "USD"}}]
    pay_short = {k: pay[k] for k in ("id", "created_at", "updated_at", "amount_money", "status", "source_type", "card_details", "location_id", "order_id", "receipt_number", "total_money")}
    turns = [
        (call("list_locations"), pj({"locations": locs})),
        (call("search_catalog_objects", object_types=["ITEM"], query={"text_query": {"keywords": ["cold", "brew"]}}, include_related_objects=True), t2),
        (call("retrieve_inventory_count", catalog_object_id=grow_var, location_ids=loc), count("42", "2025-05-06T16:05:17.330Z")),
        (call("create_order", location_id=loc, idempotency_key="c1f0a3e8-7b52-4d9e-a61c-2e4f8b9d0c37",
              line_items=[{"catalog_object_id": grow_var, "quantity": "2"}, {"catalog_object_id": conc_var, "quantity": "1"}],
              taxes=[{"uid": "nyc-sales-tax", "catalog_object_id": "NYCTAX5P3KWQ8ZL2M7H4D6", "scope": "ORDER"}]), order("OPEN", 1, "2025-05-06T16:38:52.601Z", None, 4083)),
        (call("create_payment", source_id="cnon:card-nonce-ok", amount_money={"amount": 4083, "currency": "USD"}, order_id=oid, location_id=loc, autocomplete=True, idempotency_key="5d2b8e41-9a07-4c3f-b1e6-7f0a2c9d4e18"),
         pj({"payment": pay})),
        (call("retrieve_order", order_id=oid), order("COMPLETED", 4, "2025-05-06T16:40:12.000Z", [tender], 0)),
        (call("retrieve_inventory_count", catalog_object_id=grow_var, location_ids=loc), count("40", "2025-05-06T16:40:13.512Z")),
        (call("list_payments", begin_time="2025-05-06T04:00:00Z", location_id=loc, sort_order="DESC", limit=10), pj({"payments": [pay_short] + earlier})),
    ]
    rs.add("mcp", "h56-mcp-14", sysp("square", "Square Connect API 2025-04-16, sandbox", tools), turns,
           state=state("square", "0.11.0", "Square sandbox seller 'Hollow Oak Coffee' (merchant MLK3T9XWQ2F7B), API version 2025-04-16."))


# ---------------------------------------------------------------- 15 EasyPost (clean)
def t15(rs: RowSet) -> None:
    tools = [
        tool("create_address", "Create an address, optionally verifying it (delivery, zip4).", {"name": S, "street1": S, "street2": S, "city": S, "state": S, "zip": S, "country": S, "verify": A}, ["street1", "country"]),
        tool("create_shipment", "Create a shipment and fetch rates.", {"to_address": S, "from_address": S, "parcel": OBJ, "reference": S}, ["to_address", "from_address", "parcel"]),
        tool("buy_shipment", "Buy postage for a shipment with one of its rates.", {"shipment_id": S, "rate_id": S}, ["shipment_id", "rate_id"]),
        tool("retrieve_tracker", "Retrieve a tracker.", {"tracker_id": S}, ["tracker_id"]),
        tool("list_shipments", "List shipments, newest first.", {"page_size": INT, "purchased": B}, []),
        tool("refund_shipment", "Request a refund of an unused label.", {"shipment_id": S}, ["shipment_id"]),
        tool("retrieve_shipment", "Retrieve a shipment.", {"shipment_id": S}, ["shipment_id"]),
    ]
    to_id, from_id = "adr_6f3c1e9a2b8d11f0a4c1ac1f6bc539ae", "adr_1a9e0c44b2f111efb8d7ac1f6b0a0a1f"
    sid, trk = "shp_2c7b4e1f9a8d4b3e8f60d1c5a7e2b914", "trk_8d1e5f3a2c9b4a70b6e4f2d8c1a3e5b7"
    to_addr = {"id": to_id, "object": "Address", "created_at": "2025-05-06T17:05:12Z", "updated_at": "2025-05-06T17:05:12Z", "name": "MARGUERITE OLSEN", "company": None,
               "street1": "2219 N LINCOLN AVE", "street2": "APT 3F", "city": "CHICAGO", "state": "IL", "zip": "60614-3413", "country": "US", "phone": None, "email": None, "mode": "test",
               "carrier_facility": None, "residential": True, "federal_tax_id": None, "state_tax_id": None,
               "verifications": {"zip4": {"success": True, "errors": [], "details": None}, "delivery": {"success": True, "errors": [], "details": {"latitude": 41.92148, "longitude": -87.64563, "time_zone": "America/Chicago"}}}}
    from_addr = {"id": from_id, "object": "Address", "name": "Northwind Candle Co", "street1": "1120 SE MORRISON ST", "street2": None, "city": "PORTLAND", "state": "OR", "zip": "97214-2436", "country": "US", "phone": "5035550176", "residential": False, "mode": "test"}
    parcel = {"id": "prcl_5b0e8c2d7f4a4e91a3c6b9d2e1f07a48", "object": "Parcel", "created_at": "2025-05-06T17:06:40Z", "updated_at": "2025-05-06T17:06:40Z", "length": 10.0, "width": 8.0, "height": 4.0, "predefined_package": None, "weight": 22.0, "mode": "test"}

    def rate(rid: str, carrier: str, service: str, amt: str, days: int, acct: str) -> dict[str, Any]:
        return {"id": rid, "object": "Rate", "created_at": "2025-05-06T17:06:41Z", "updated_at": "2025-05-06T17:06:41Z", "mode": "test", "service": service, "carrier": carrier, "rate": amt,
                "currency": "USD", "retail_rate": None, "list_rate": amt, "delivery_days": days, "delivery_date": None, "delivery_date_guaranteed": False, "est_delivery_days": days,
                "shipment_id": sid, "carrier_account_id": acct}
    usps, ups = "ca_7a3f1e9c4b2d4e8a9f0c6b1d3e5a7c92", "ca_0e4b8d2f6a1c4e3b9d7f5a2c8e1b6d40"
    rates = [rate("rate_4f1a9c2e7b3d4e8f", "USPS", "GroundAdvantage", "7.42", 4, usps), rate("rate_9b2e6d1f3a8c4b7e", "USPS", "Priority", "9.85", 2, usps),
             rate("rate_1c7e3a9f5d2b4c6a", "UPS", "Ground", "11.06", 3, ups), rate("rate_6d4b8f2a1e9c4d3f", "UPS", "2ndDayAir", "24.73", 2, ups)]
    label = {"object": "PostageLabel", "id": "pl_3e9a1c7f5b2d4e6a8c0f2b4d6e8a1c3e", "created_at": "2025-05-06T17:07:58Z", "updated_at": "2025-05-06T17:07:58Z", "date_advance": 0, "integrated_form": "none",
             "label_date": "2025-05-06T17:07:58Z", "label_resolution": 300, "label_size": "4x6", "label_type": "default", "label_file_type": "image/png",
             "label_url": "https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250506/e8a41c7f2b9d4e0a8c6f1b3d5e7a9c2f.png", "label_pdf_url": None, "label_zpl_url": None, "label_epl2_url": None, "label_file": None}
    tcode = "9400100208303109871622"

    def tracker(status: str, details: list[dict[str, Any]], upd: str, est: str | None) -> dict[str, Any]:
        return {"id": trk, "object": "Tracker", "mode": "test", "tracking_code": tcode, "status": status, "status_detail": {"pre_transit": "label_created", "in_transit": "arrived_at_facility", "unknown": "unknown"}[status],
                "created_at": "2025-05-06T17:07:59Z", "updated_at": upd, "signed_by": None, "weight": 22.0, "est_delivery_date": est, "shipment_id": sid, "carrier": "USPS",
                "tracking_details": details, "fees": [], "carrier_detail": {"object": "CarrierDetail", "origin_location": "PORTLAND OR, 97214", "destination_location": "CHICAGO IL, 60614", "service": "USPS Ground Advantage"},
                "public_url": f"https://track.easypost.com/djE6dHJrXz{trk[4:20]}"}

    def det(msg: str, status: str, dt: str, city: str, st: str, z: str | None) -> dict[str, Any]:
        return {"object": "TrackingDetail", "message": msg, "description": None, "status": status, "status_detail": "status_update", "datetime": dt, "source": "USPS",
                "carrier_code": None, "tracking_location": {"object": "TrackingLocation", "city": city, "state": st, "country": None, "zip": z}}
    d1 = det("Shipping Label Created, USPS Awaiting Item", "pre_transit", "2025-05-06T17:08:00Z", "PORTLAND", "OR", "97214")
    d2 = det("Accepted at USPS Origin Facility", "in_transit", "2025-05-06T23:41:00Z", "PORTLAND", "OR", "97218")
    d3 = det("Departed USPS Regional Facility", "in_transit", "2025-05-07T04:12:00Z", "PORTLAND OR DISTRIBUTION CENTER", "OR", None)

    def shipment(status: str, tr: dict[str, Any] | None, upd: str, bought: bool) -> dict[str, Any]:
        return {"id": sid, "object": "Shipment", "created_at": "2025-05-06T17:06:41Z", "updated_at": upd, "mode": "test", "reference": "NW-58213", "status": status,
                "to_address": to_addr, "from_address": from_addr, "return_address": from_addr, "buyer_address": to_addr, "parcel": parcel, "customs_info": None, "insurance": None,
                "is_return": False, "options": {"currency": "USD", "label_date": None, "date_advance": 0}, "rates": rates, "messages": [],
                "selected_rate": rates[0] if bought else None, "postage_label": label if bought else None, "tracking_code": tcode if bought else None, "tracker": tr,
                "refund_status": None, "usps_zone": 8, "batch_id": None, "batch_status": None, "batch_message": None, "forms": [], "fees": [
                    {"object": "Fee", "type": "LabelFee", "amount": "0.00000", "charged": True, "refunded": False},
                    {"object": "Fee", "type": "PostageFee", "amount": "7.42000", "charged": True, "refunded": False}] if bought else []}
    tr0 = tracker("unknown", [], "2025-05-06T17:07:59Z", None)
    tr1 = tracker("pre_transit", [d1], "2025-05-06T17:08:03Z", None)
    tr2 = tracker("in_transit", [d1, d2, d3], "2025-05-07T04:15:27Z", "2025-05-10T00:00:00Z")
    old_c = {"id": "shp_9e3a7c1b5d2f4a8e9c0b6d4f2a1e7c35", "object": "Shipment", "created_at": "2025-05-05T21:10:33Z", "updated_at": "2025-05-05T21:11:02Z", "mode": "test", "reference": "NW-58197",
             "status": "unknown", "tracking_code": "9400100208303109866517", "refund_status": None, "selected_rate": {"id": "rate_2a8c6e4f1b9d4c7a", "carrier": "USPS", "service": "GroundAdvantage", "rate": "6.18"},
             "to_address": {"id": "adr_4b2d9f7e3c1a11f0bc25ac1f6bc539ae", "name": "TOMAS REYES", "city": "BOULDER", "state": "CO", "zip": "80302-5714"}, "from_address": {"id": from_id, "name": "Northwind Candle Co"}}
    old_b = {"id": "shp_4d8b2f6a9c1e4b3d7a5f0e2c8b6d1a93", "object": "Shipment", "created_at": "2025-05-02T16:44:19Z", "updated_at": "2025-05-05T19:02:47Z", "mode": "test", "reference": "NW-58140",
             "status": "delivered", "tracking_code": "9400100208303109850224", "refund_status": None, "selected_rate": {"id": "rate_7e1c5a3f9b2d4e8c", "carrier": "USPS", "service": "Priority", "rate": "9.12"},
             "to_address": {"id": "adr_8c6a2e0f4d9b11efa31dac1f6b0a0a1f", "name": "JUNE HOLLIS", "city": "ASHEVILLE", "state": "NC", "zip": "28801-3309"}, "from_address": {"id": from_id, "name": "Northwind Candle Co"}}
    mine_short = {"id": sid, "object": "Shipment", "created_at": "2025-05-06T17:06:41Z", "updated_at": "2025-05-06T17:08:03Z", "mode": "test", "reference": "NW-58213", "status": "pre_transit",
                  "tracking_code": tcode, "refund_status": None, "selected_rate": {"id": rates[0]["id"], "carrier": "USPS", "service": "GroundAdvantage", "rate": "7.42"},
                  "to_address": {"id": to_id, "name": "MARGUERITE OLSEN", "city": "CHICAGO", "state": "IL", "zip": "60614-3413"}, "from_address": {"id": from_id, "name": "Northwind Candle Co"}}
    refunded_c = dict(old_c, refund_status="submitted", updated_at="2025-05-06T17:12:26Z")
    turns = [
        (call("create_address", name="Marguerite Olsen", street1="2219 north lincoln avenue", street2="apt 3f", city="chicago", state="il", zip="60614", country="US", verify=["delivery", "zip4"]), pj(to_addr)),
        (call("create_shipment", to_address=to_id, from_address=from_id, parcel={"length": 10, "width": 8, "height": 4, "weight": 22}, reference="NW-58213"), pj(shipment("unknown", None, "2025-05-06T17:06:41Z", False))),
        (call("buy_shipment", shipment_id=sid, rate_id=rates[0]["id"]), pj(shipment("unknown", tr0, "2025-05-06T17:07:59Z", True))),
        (call("retrieve_tracker", tracker_id=trk), pj(tr1)),
        (call("list_shipments", page_size=3, purchased=True), pj({"shipments": [mine_short, old_c, old_b], "has_more": True})),
        (call("refund_shipment", shipment_id=old_c["id"]), pj(refunded_c)),
        (call("retrieve_shipment", shipment_id=old_c["id"]), pj(refunded_c)),
        (call("retrieve_tracker", tracker_id=trk), pj(tr2)),
        (call("retrieve_shipment", shipment_id=sid), pj(shipment("in_transit", tr2, "2025-05-07T04:15:28Z", True))),
    ]
    rs.add("mcp", "h56-mcp-15", sysp("easypost", "EasyPost API v2, test mode", tools), turns,
           state=state("easypost", "0.4.5", "EasyPost test-mode key for 'Northwind Candle Co'; default from address adr_1a9e0c44b2f111efb8d7ac1f6b0a0a1f."))


# ---------------------------------------------------------------- 16 WooCommerce (bad: created coupon missing from the list)
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_products", "List products (WooCommerce REST API v3).", {"category": INT, "per_page": INT, "page": INT, "orderby": S}, []),
        tool("get_product", "Retrieve a product.", {"id": INT}, ["id"]),
        tool("update_product", "Update a product.", {"id": INT, "sale_price": S, "regular_price": S, "stock_quantity": INT}, ["id"]),
        tool("list_coupons", "List coupons; returns the JSON body and the X-WP-Total / X-WP-TotalPages headers.", {"per_page": INT, "page": INT, "orderby": S, "order": S}, []),
        tool("create_coupon", "Create a coupon.", {"code": S, "discount_type": S, "amount": S, "product_ids": A, "usage_limit": INT, "date_expires": S, "individual_use": B}, ["code"]),
        tool("list_orders", "List orders.", {"status": S, "per_page": INT}, []),
        tool("create_order_note", "Add a note to an order.", {"order_id": INT, "note": S, "customer_note": B}, ["order_id", "note"]),
    ]
    base = "https://kettleandcrane.com"

    def prod(pid: int, name: str, slug: str, reg: str, sale: str, stock: int, sales: int, created: str, modified: str) -> dict[str, Any]:
        return {"id": pid, "name": name, "slug": slug, "permalink": f"{base}/product/{slug}/", "date_created": created, "date_created_gmt": created, "date_modified": modified, "date_modified_gmt": modified,
                "type": "simple", "status": "publish", "featured": False, "catalog_visibility": "visible", "sku": f"KC-{pid}", "price": sale or reg, "regular_price": reg, "sale_price": sale,
                "date_on_sale_from": None, "date_on_sale_to": None, "on_sale": bool(sale), "purchasable": True, "total_sales": sales, "virtual": False, "downloadable": False,
                "tax_status": "taxable", "tax_class": "", "manage_stock": True, "stock_quantity": stock, "stock_status": "instock", "backorders": "no", "weight": "0.9",
                "categories": [{"id": 27, "name": "Brewing Gear", "slug": "brewing-gear"}], "tags": [], "images": [{"id": pid + 3000, "src": f"{base}/wp-content/uploads/2024/11/{slug}.jpg", "name": slug, "alt": name}],
                "_links": {"self": [{"href": f"{base}/wp-json/wc/v3/products/{pid}"}], "collection": [{"href": f"{base}/wp-json/wc/v3/products"}]}}
    kettle = prod(1184, "Pour-Over Kettle 1L", "pour-over-kettle-1l", "38.00", "", 23, 412, "2023-10-02T11:20:45", "2025-04-18T09:03:11")
    plist = [kettle,
             prod(1190, "Ceramic Dripper V02", "ceramic-dripper-v02", "24.00", "", 61, 903, "2023-10-02T11:31:02", "2025-03-30T14:12:56"),
             prod(1203, "Hand Grinder Pro", "hand-grinder-pro", "89.00", "", 9, 157, "2023-11-15T16:47:20", "2025-04-29T10:44:09"),
             prod(1211, "Glass Carafe 600ml", "glass-carafe-600ml", "29.00", "", 40, 288, "2024-01-08T13:05:37", "2025-02-21T08:19:30"),
             prod(1222, "Paper Filters (100)", "paper-filters-100", "7.50", "", 212, 2715, "2024-01-08T13:09:58", "2025-05-01T17:55:12")]
    kettle2 = prod(1184, "Pour-Over Kettle 1L", "pour-over-kettle-1l", "38.00", "34.00", 23, 412, "2023-10-02T11:20:45", "2025-05-06T12:31:07")

    def coupon(cid: int, code: str, dtype: str, amt: str, created: str, used: int, limit: int | None, pids: list[int], expires: str | None, free: bool = False, minimum: str = "0.00", desc: str = "") -> dict[str, Any]:
        return {"id": cid, "code": code, "amount": amt, "status": "publish", "date_created": created, "date_created_gmt": created, "date_modified": created, "date_modified_gmt": created,
                "discount_type": dtype, "description": desc, "date_expires": expires, "date_expires_gmt": expires, "usage_count": used, "individual_use": True, "product_ids": pids,
                "excluded_product_ids": [], "usage_limit": limit, "usage_limit_per_user": 1, "limit_usage_to_x_items": None, "free_shipping": free, "product_categories": [],
                "excluded_product_categories": [], "exclude_sale_items": False, "minimum_amount": minimum, "maximum_amount": "0.00", "email_restrictions": [], "used_by": [],
                "meta_data": [], "_links": {"self": [{"href": f"{base}/wp-json/wc/v3/coupons/{cid}"}], "collection": [{"href": f"{base}/wp-json/wc/v3/coupons"}]}}
    old = [coupon(5519, "grinder20", "fixed_product", "20.00", "2025-04-14T10:02:33", 14, 50, [1203], "2025-05-15T23:59:59", desc="Grinder launch promo"),
           coupon(5467, "freeship50", "percent", "0.00", "2025-02-03T08:40:12", 321, None, [], None, free=True, minimum="50.00", desc="Free shipping over $50"),
           coupon(5402, "welcome10", "percent", "10.00", "2024-11-20T15:27:48", 188, None, [], None, desc="Newsletter welcome")]
    new = coupon(5531, "brewday10", "percent", "10.00", "2025-05-06T12:34:50", 0, 200, [1184, 1190], "2025-05-31T23:59:59", desc="Brew Day weekend")

    def listing(body: list[dict[str, Any]]) -> str:
        return json.dumps({"headers": {"X-WP-Total": str(len(body)), "X-WP-TotalPages": "1"}, "body": body}, indent=2, ensure_ascii=False)
    orders = [{"id": 8841, "parent_id": 0, "number": "8841", "order_key": "wc_order_Qm3xT7vKp2aLz", "status": "processing", "currency": "USD", "date_created": "2025-05-06T11:52:18", "total": "74.86", "total_tax": "5.86",
               "shipping_total": "0.00", "customer_id": 3312, "billing": {"first_name": "Ines", "last_name": "Carvalho", "email": "ines.carvalho@example.org"}, "payment_method": "stripe", "payment_method_title": "Credit Card (Stripe)",
               "line_items": [{"id": 20177, "name": "Hand Grinder Pro", "product_id": 1203, "quantity": 1, "subtotal": "89.00", "total": "69.00", "sku": "KC-1203", "price": 69}], "coupon_lines": [{"id": 20178, "code": "grinder20", "discount": "20.00"}]},
              {"id": 8838, "parent_id": 0, "number": "8838", "order_key": "wc_order_Hk8pW2nRz5cYv", "status": "processing", "currency": "USD", "date_created": "2025-05-06T08:17:40", "total": "58.68", "total_tax": "4.68",
               "shipping_total": "1.00", "customer_id": 0, "billing": {"first_name": "Glen", "last_name": "Abernathy", "email": "glen.a@example.com"}, "payment_method": "ppcp-gateway", "payment_method_title": "PayPal",
               "line_items": [{"id": 20165, "name": "Ceramic Dripper V02", "product_id": 1190, "quantity": 1, "subtotal": "24.00", "total": "24.00", "sku": "KC-1190", "price": 24}, {"id": 20166, "name": "Glass Carafe 600ml", "product_id": 1211, "quantity": 1, "subtotal": "29.00", "total": "29.00", "sku": "KC-1211", "price": 29}], "coupon_lines": []}]
    note = "Your order has been packed and will ship with USPS today. Thanks for brewing with us!"
    turns = [
        (call("list_products", category=27, per_page=5, page=1, orderby="id"), listing(plist)),
        (call("update_product", id=1184, sale_price="34.00"), pj(kettle2)),
        (call("list_coupons", per_page=10, page=1, orderby="date", order="desc"), listing(old)),
        (call("create_coupon", code="BREWDAY10", discount_type="percent", amount="10", product_ids=[1184, 1190], usage_limit=200, date_expires="2025-05-31T23:59:59", individual_use=True), pj(new)),
        (call("list_coupons", per_page=10, page=1, orderby="date", order="desc"), listing(old)),
        (call("get_product", id=1184), pj(kettle2)),
        (call("list_orders", status="processing", per_page=2), pj(orders)),
        (call("create_order_note", order_id=8841, note=note, customer_note=True),
         pj({"id": 48112, "author": "Kettle & Crane", "date_created": "2025-05-06T12:41:03", "date_created_gmt": "2025-05-06T16:41:03", "note": note, "customer_note": True,
             "_links": {"self": [{"href": f"{base}/wp-json/wc/v3/orders/8841/notes/48112"}], "collection": [{"href": f"{base}/wp-json/wc/v3/orders/8841/notes"}], "up": [{"href": f"{base}/wp-json/wc/v3/orders/8841"}]}})),
    ]
    rs.add("mcp", "h56-mcp-16", sysp("woocommerce", "WooCommerce REST API v3 for kettleandcrane.com", tools), turns,
           state=state("woocommerce", "1.1.2", "Store https://kettleandcrane.com (WooCommerce 9.8, WordPress 6.8), consumer key with read_write scope."),
           bad=True, turn=5, kind="Coupon 5531 'brewday10' was created at turn 4, but the same date-sorted coupon list at turn 5 shows only the three older coupons (X-WP-Total 3).")


# ---------------------------------------------------------------- 17 Klaviyo (clean)
def t17(rs: RowSet) -> None:
    tools = [
        tool("get_lists", "Get lists (JSON:API); additional_fields may include profile_count.", {"additional_fields": A, "filter": S}, []),
        tool("create_profile", "Create a profile.", {"email": S, "first_name": S, "last_name": S, "location": OBJ, "properties": OBJ}, ["email"]),
        tool("subscribe_profiles", "Bulk-subscribe profiles to email marketing on a list (async job).", {"list_id": S, "profiles": A, "custom_source": S}, ["list_id", "profiles"]),
        tool("get_profile", "Get a profile; additional_fields may include subscriptions.", {"id": S, "additional_fields": A}, ["id"]),
        tool("update_profile", "Update a profile's attributes.", {"id": S, "location": OBJ, "properties": OBJ}, ["id"]),
        tool("create_event", "Create (track) an event for a profile.", {"metric_name": S, "profile_email": S, "properties": OBJ, "value": {"type": "number"}, "time": S}, ["metric_name", "profile_email"]),
        tool("get_metrics", "Get metrics, filterable by name.", {"filter": S}, []),
        tool("get_list_profiles", "Profiles in a list.", {"list_id": S, "page_size": INT, "sort": S}, ["list_id"]),
    ]
    api = "https://a.klaviyo.com/api"
    pid = "01JTQ3X8Z5K9B2M4N6P7R1S3V5"
    news = "Xa9kPq"

    def lst(lid: str, name: str, created: str, updated: str, count: int, optin: str) -> dict[str, Any]:
        return {"type": "list", "id": lid, "attributes": {"name": name, "created": created, "updated": updated, "opt_in_process": optin, "profile_count": count},
                "relationships": {"profiles": {"links": {"self": f"{api}/lists/{lid}/relationships/profiles/", "related": f"{api}/lists/{lid}/profiles/"}},
                                  "tags": {"links": {"self": f"{api}/lists/{lid}/relationships/tags/", "related": f"{api}/lists/{lid}/tags/"}}},
                "links": {"self": f"{api}/lists/{lid}/"}}

    def lists(n: int) -> str:
        return pj({"data": [lst(news, "Newsletter", "2021-03-11T17:40:02+00:00", "2024-08-19T12:03:55+00:00", n, "single_opt_in"),
                            lst("Rt4mWz", "VIP Customers", "2022-06-01T09:15:47+00:00", "2025-01-07T10:22:31+00:00", 611, "single_opt_in"),
                            lst("Jd7hLs", "Back in Stock", "2023-02-14T20:05:13+00:00", "2023-02-14T20:05:13+00:00", 2290, "single_opt_in")],
                   "links": {"self": f"{api}/lists/?additional-fields%5Blist%5D=profile_count", "next": None, "prev": None}})

    def profile(roast: str, city: str, zipc: str, updated: str, last_event: str | None, subs: bool) -> str:
        attrs: dict[str, Any] = {"email": "theo.marchetti@example.com", "phone_number": None, "external_id": None, "anonymous_id": None, "first_name": "Theo", "last_name": "Marchetti",
                                 "organization": None, "locale": None, "title": None, "image": None, "created": "2025-05-06T18:20:14+00:00", "updated": updated, "last_event_date": last_event,
                                 "location": {"address1": None, "address2": None, "city": city, "country": "United States", "latitude": None, "longitude": None, "region": "RI", "zip": zipc, "timezone": None, "ip": None},
                                 "properties": {"preferred_roast": roast, "signup_source": "popup-spring25"}}
        if subs:
            attrs["subscriptions"] = {"email": {"marketing": {"can_receive_email_marketing": True, "consent": "SUBSCRIBED", "consent_timestamp": "2025-05-06T18:20:41+00:00", "last_updated": "2025-05-06T18:20:41+00:00",
                                                              "method": "API", "method_detail": "popup-spring25", "custom_method_detail": None, "double_optin": None, "suppression": [], "list_suppressions": []}},
                                      "sms": None, "mobile_push": None}
        return pj({"data": {"type": "profile", "id": pid, "attributes": attrs,
                            "relationships": {"lists": {"links": {"self": f"{api}/profiles/{pid}/relationships/lists/", "related": f"{api}/profiles/{pid}/lists/"}},
                                              "segments": {"links": {"self": f"{api}/profiles/{pid}/relationships/segments/", "related": f"{api}/profiles/{pid}/segments/"}}},
                            "links": {"self": f"{api}/profiles/{pid}/"}}})
    metrics = {"data": [{"type": "metric", "id": "SxV2bN", "attributes": {"name": "Viewed Product", "created": "2021-03-11T18:02:44+00:00", "updated": "2021-03-11T18:02:44+00:00",
                                                                        "integration": {"object": "integration", "id": "0eMvjm", "key": "shopify", "name": "Shopify", "category": "eCommerce"}}, "links": {"self": f"{api}/metrics/SxV2bN/"}},
                        {"type": "metric", "id": "UqL7cT", "attributes": {"name": "Viewed Product", "created": "2025-05-06T18:26:57+00:00", "updated": "2025-05-06T18:26:57+00:00",
                                                                        "integration": {"object": "integration", "id": "7FtS4J", "key": "api", "name": "API", "category": "API"}}, "links": {"self": f"{api}/metrics/UqL7cT/"}}],
               "links": {"self": f"{api}/metrics/?filter=equals(name,%22Viewed%20Product%22)", "next": None, "prev": None}}

    def member(p: str, email: str, fn: str, ln: str, created: str, joined: str) -> dict[str, Any]:
        return {"type": "profile", "id": p, "attributes": {"email": email, "first_name": fn, "last_name": ln, "created": created, "joined_group_at": joined}, "links": {"self": f"{api}/profiles/{p}/"}}
    members = [member(pid, "theo.marchetti@example.com", "Theo", "Marchetti", "2025-05-06T18:20:14+00:00", "2025-05-06T18:20:41+00:00"),
               member("01JTPZ4W2Q8R6T0V1X3Y5A7C9E", "amara.osei@example.net", "Amara", "Osei", "2025-05-06T16:02:37+00:00", "2025-05-06T16:02:39+00:00"),
               member("01JTNR7K5M3P1Q9S2U4W6Y8A0B", "lukas.brandt@example.de", "Lukas", "Brandt", "2025-05-05T21:48:10+00:00", "2025-05-05T21:48:12+00:00")]
    turns = [
        (call("get_lists", additional_fields=["profile_count"]), lists(8412)),
        (call("create_profile", email="theo.marchetti@example.com", first_name="Theo", last_name="Marchetti", location={"city": "Providence", "region": "RI", "zip": "02906", "country": "United States"},
              properties={"preferred_roast": "dark", "signup_source": "popup-spring25"}), profile("dark", "Providence", "02906", "2025-05-06T18:20:14+00:00", None, False)),
        (call("subscribe_profiles", list_id=news, profiles=[{"email": "theo.marchetti@example.com"}], custom_source="popup-spring25"),
         mcp_text("202 Accepted: profile-subscription-bulk-create-job 01JTQ3Y1C4E6G8J0L2N4Q6S8U0 queued for list Xa9kPq (1 profile).")),
        (call("get_profile", id=pid, additional_fields=["subscriptions"]), profile("dark", "Providence", "02906", "2025-05-06T18:20:41+00:00", None, True)),
        (call("update_profile", id=pid, location={"city": "Cranston", "zip": "02910"}, properties={"preferred_roast": "medium"}), profile("medium", "Cranston", "02910", "2025-05-06T18:24:09+00:00", None, False)),
        (call("get_lists", additional_fields=["profile_count"]), lists(8413)),
        (call("create_event", metric_name="Viewed Product", profile_email="theo.marchetti@example.com", properties={"ProductName": "Ethiopia Guji Natural", "ProductID": "EG-250", "Price": 19.0}, value=19.0, time="2025-05-06T18:26:55+00:00"),
         mcp_text("202 Accepted: event queued for profile theo.marchetti@example.com (metric 'Viewed Product').")),
        (call("get_metrics", filter='equals(name,"Viewed Product")'), pj(metrics)),
        (call("get_profile", id=pid, additional_fields=["subscriptions"]), profile("medium", "Cranston", "02910", "2025-05-06T18:26:58+00:00", "2025-05-06T18:26:55+00:00", True)),
        (call("get_list_profiles", list_id=news, page_size=3, sort="-joined_group_at"),
         pj({"data": members, "links": {"self": f"{api}/lists/{news}/profiles/?page%5Bsize%5D=3&sort=-joined_group_at", "next": f"{api}/lists/{news}/profiles/?page%5Bcursor%5D=bmV4dDo6am9pbmVkX2dyb3VwX2F0OjoxNzQ2NDgxNjky&page%5Bsize%5D=3&sort=-joined_group_at", "prev": None}})),
    ]
    rs.add("mcp", "h56-mcp-17", sysp("klaviyo", "Klaviyo API revision 2025-04-15", tools), turns,
           state=state("klaviyo", "0.2.1", "Klaviyo account 'Foundry Lane Coffee' (public key RcT8pQ), private key with profiles/lists/events/metrics scopes."))


# ---------------------------------------------------------------- 18 GoCardless (bad: payment's mandate id changes)
def t18(rs: RowSet) -> None:
    tools = [
        tool("list_customers", "List customers, filterable by email.", {"email": S, "limit": INT}, []),
        tool("list_mandates", "List mandates of a customer.", {"customer": S, "status": A}, []),
        tool("create_payment", "Create a payment against a mandate (amount in pence/cents).", {"amount": INT, "currency": S, "mandate": S, "charge_date": S, "description": S, "reference": S, "metadata": OBJ}, ["amount", "currency", "mandate"]),
        tool("get_payment", "Get a single payment.", {"payment_id": S}, ["payment_id"]),
        tool("list_payments", "List payments, filterable by mandate.", {"mandate": S, "limit": INT}, []),
        tool("list_events", "List events for a resource.", {"payment": S, "limit": INT}, []),
    ]
    cu, md, cba = "CU000T7K2W9QDX", "MD000A1B2C3D4E", "BA000R8M3N5P7Q"
    pm = "PM00B4C7XK9W2T"
    t1 = pj({"customers": [{"id": cu, "created_at": "2024-09-12T08:41:27.551Z", "email": "accounts@fernleighbakery.co.uk", "given_name": "Harriet", "family_name": "Pryce",
                            "company_name": "Fernleigh Bakery Ltd", "address_line1": "14 Cathedral Road", "address_line2": None, "address_line3": None, "city": "Cardiff", "region": None,
                            "postal_code": "CF11 9LJ", "country_code": "GB", "language": "en", "swedish_identity_number": None, "danish_identity_number": None, "phone_number": None,
                            "metadata": {"xero_contact": "FERN-0091"}}],
             "meta": {"cursors": {"before": None, "after": None}, "limit": 50}})
    mandate = {"id": md, "created_at": "2024-09-12T08:43:02.118Z", "reference": "FERNLEIGHBAK-8Q2W", "status": "active", "scheme": "bacs", "next_possible_charge_date": "2025-05-12",
               "payments_require_approval": False, "metadata": {}, "verified_at": None, "funds_settlement": "managed", "consent_type": None, "authorisation_source": "web",
               "links": {"customer_bank_account": cba, "creditor": "CR00005P3HK7QW", "customer": cu}}
    old_mandate = {"id": "MD0009Z8Y7X6W5", "created_at": "2023-02-01T10:12:45.002Z", "reference": "FERNLEIGHBAK-3J7K", "status": "cancelled", "scheme": "bacs", "next_possible_charge_date": None,
                   "payments_require_approval": False, "metadata": {}, "verified_at": None, "funds_settlement": "managed", "consent_type": None, "authorisation_source": "paper",
                   "links": {"customer_bank_account": "BA0006F2D9H1JK", "creditor": "CR00005P3HK7QW", "customer": cu}}
    t2 = pj({"mandates": [mandate, old_mandate], "meta": {"cursors": {"before": None, "after": None}, "limit": 50}})

    def payment(status: str, mandate_id: str) -> dict[str, Any]:
        return {"id": pm, "created_at": "2025-05-06T10:17:44.902Z", "charge_date": "2025-05-12", "amount": 4500, "description": "Wholesale flour account – May", "currency": "GBP",
                "status": status, "amount_refunded": 0, "reference": "FB-MAY25", "metadata": {"invoice": "INV-2025-0418"}, "fx": {"fx_currency": None, "fx_amount": None, "exchange_rate": None, "estimated_exchange_rate": None},
                "retry_if_possible": True, "scheme": "bacs", "faster_ach": False,
                "links": {"mandate": mandate_id, "creditor": "CR00005P3HK7QW"}}
    older = [{"id": "PM00A9R4TZ2M8L", "created_at": "2025-04-04T09:58:11.301Z", "charge_date": "2025-04-10", "amount": 4500, "description": "Wholesale flour account – April", "currency": "GBP",
              "status": "paid_out", "amount_refunded": 0, "reference": "FB-APR25", "metadata": {"invoice": "INV-2025-0347"}, "retry_if_possible": True, "scheme": "bacs",
              "links": {"mandate": md, "creditor": "CR00005P3HK7QW", "payout": "PO000Z2K8W4R3B"}},
             {"id": "PM00A2K6QW7N1C", "created_at": "2025-03-05T10:03:47.884Z", "charge_date": "2025-03-11", "amount": 3820, "description": "Wholesale flour account – March", "currency": "GBP",
              "status": "paid_out", "amount_refunded": 0, "reference": "FB-MAR25", "metadata": {"invoice": "INV-2025-0261"}, "retry_if_possible": True, "scheme": "bacs",
              "links": {"mandate": md, "creditor": "CR00005P3HK7QW", "payout": "PO000Y7H3D1M9F"}}]
    ev = {"events": [{"id": "EV01K7T2M4W9QZ", "created_at": "2025-05-06T10:17:45.087Z", "resource_type": "payments", "action": "created", "links": {"payment": pm},
                      "details": {"origin": "api", "cause": "payment_created", "description": "Payment created via the API."}, "metadata": {}, "resource_metadata": {"invoice": "INV-2025-0418"}}],
          "meta": {"cursors": {"before": None, "after": None}, "limit": 10}}
    turns = [
        (call("list_customers", email="accounts@fernleighbakery.co.uk", limit=50), t1),
        (call("list_mandates", customer=cu, status=["active", "cancelled"]), t2),
        (call("create_payment", amount=4500, currency="GBP", mandate=md, charge_date="2025-05-12", description="Wholesale flour account – May", reference="FB-MAY25", metadata={"invoice": "INV-2025-0418"}),
         pj({"payments": payment("pending_submission", md)})),
        (call("get_payment", payment_id=pm), pj({"payments": payment("pending_submission", "MD000A1B3C2D4E")})),
        (call("list_payments", mandate=md, limit=3), pj({"payments": [payment("pending_submission", md)] + older, "meta": {"cursors": {"before": None, "after": "PM00A2K6QW7N1C"}, "limit": 3}})),
        (call("list_events", payment=pm, limit=10), pj(ev)),
    ]
    rs.add("mcp", "h56-mcp-18", sysp("gocardless", "GoCardless Pro API 2015-07-06, sandbox", tools), turns,
           state=state("gocardless", "0.1.6", "GoCardless sandbox, creditor CR00005P3HK7QW (Harvest Mill Supplies Ltd)."),
           bad=True, turn=4, kind="Payment PM00B4C7XK9W2T was created at turn 3 on mandate MD000A1B2C3D4E, but get_payment at turn 4 links it to MD000A1B3C2D4E.")


# ---------------------------------------------------------------- 19 Wise (clean)
def t19(rs: RowSet) -> None:
    tools = [
        tool("list_profiles", "List the user's profiles.", {}, []),
        tool("get_balances", "Balances of a profile (v4).", {"profile_id": INT, "types": S}, ["profile_id"]),
        tool("get_exchange_rate", "Current mid-market rate.", {"source": S, "target": S}, ["source", "target"]),
        tool("create_quote", "Create an authenticated quote (v3).", {"profile_id": INT, "sourceCurrency": S, "targetCurrency": S, "sourceAmount": {"type": "number"}, "preferredPayIn": S}, ["profile_id", "sourceCurrency", "targetCurrency"]),
        tool("create_recipient", "Create a recipient account.", {"profile": INT, "accountHolderName": S, "currency": S, "type": S, "details": OBJ}, ["profile", "accountHolderName", "currency", "type", "details"]),
        tool("create_transfer", "Create a transfer from a quote.", {"targetAccount": INT, "quoteUuid": S, "customerTransactionId": S, "details": OBJ}, ["targetAccount", "quoteUuid", "customerTransactionId"]),
        tool("fund_transfer", "Fund a transfer from the multi-currency balance.", {"profile_id": INT, "transfer_id": INT, "type": S}, ["profile_id", "transfer_id"]),
        tool("get_transfer", "Get a transfer by id.", {"transfer_id": INT}, ["transfer_id"]),
    ]
    biz = 1749388
    qid = "11144c35-9fe8-4c32-b7fd-d05c2a7734bf"
    tid, rid = 1023847561, 701923445
    t1 = pj([{"id": 1749203, "type": "PERSONAL", "fullName": "Kadri Tamm", "publicId": "P-8d41c0", "currentState": "VISIBLE", "contactDetails": {"email": "kadri.tamm@balticloom.ee", "phoneNumber": "+3725551982"},
              "address": {"addressFirstLine": "Telliskivi 60a", "city": "Tallinn", "countryIso2Code": "EE", "postCode": "10412"}, "createdAt": "2021-04-19T07:33:12", "updatedAt": "2024-12-02T15:09:48"},
             {"id": biz, "type": "BUSINESS", "businessName": "Baltic Loom Textiles OÜ", "registrationNumber": "16482317", "companyType": "LIMITED", "publicId": "B-2f97aa", "currentState": "VISIBLE",
              "contactDetails": {"email": "finance@balticloom.ee", "phoneNumber": "+3725550440"}, "address": {"addressFirstLine": "Telliskivi 60a", "city": "Tallinn", "countryIso2Code": "EE", "postCode": "10412"},
              "createdAt": "2022-01-10T11:02:57", "updatedAt": "2025-03-18T08:44:21"}])

    def balances(eur: float, mod: str) -> str:
        def bal(bid: int, cur: str, v: float, m: str) -> dict[str, Any]:
            return {"id": bid, "currency": cur, "type": "STANDARD", "name": None, "icon": None, "investmentState": "NOT_INVESTED", "amount": {"value": v, "currency": cur},
                    "reservedAmount": {"value": 0, "currency": cur}, "cashAmount": {"value": v, "currency": cur}, "totalWorth": {"value": v, "currency": cur},
                    "creationTime": "2022-01-10T11:20:03.114Z", "modificationTime": m, "visible": True}
        return pj([bal(104521, "EUR", eur, mod), bal(104522, "USD", 3206.10, "2025-04-29T13:12:40.557Z"), bal(118830, "GBP", 918.44, "2025-03-07T09:51:18.090Z")])

    def opt(payin: str, fee: float, target: float, disabled: bool = False) -> dict[str, Any]:
        return {"disabled": disabled, "estimatedDelivery": "2025-05-06T14:00:00Z", "formattedEstimatedDelivery": "by today", "estimatedDeliveryDelays": [],
                "fee": {"transferwise": fee, "payIn": 0.0, "discount": 0, "partner": 0.0, "total": fee},
                "price": {"priceSetId": 238, "total": {"type": "TOTAL", "label": "Total fees", "value": {"amount": fee, "currency": "EUR", "label": f"{fee:.2f} EUR"}}},
                "sourceAmount": 2500, "targetAmount": target, "sourceCurrency": "EUR", "targetCurrency": "PLN", "payIn": payin, "payOut": "BANK_TRANSFER",
                "allowedProfileTypes": ["PERSONAL", "BUSINESS"], "payInProduct": payin, "feePercentage": round(fee / 2500, 4)}
    quote = {"id": qid, "sourceCurrency": "EUR", "targetCurrency": "PLN", "sourceAmount": 2500, "payOut": "BANK_TRANSFER", "preferredPayIn": "BALANCE", "rate": 4.2573,
             "createdTime": "2025-05-06T09:13:20Z", "user": 6034512, "profile": biz, "rateType": "FIXED", "rateExpirationTime": "2025-05-08T09:13:20Z",
             "guaranteedTargetAmountAllowed": True, "targetAmountAllowed": True, "guaranteedTargetAmount": False, "providedAmountType": "SOURCE",
             "paymentOptions": [opt("BALANCE", 5.87, 10618.26), opt("BANK_TRANSFER", 6.02, 10617.62), opt("CARD", 33.18, 10501.99, disabled=True)],
             "status": "PENDING", "expirationTime": "2025-05-06T09:43:20Z", "notices": [], "payInCountry": "EE", "funding": "POST"}
    recip = {"id": rid, "business": biz, "profile": biz, "accountHolderName": "Tkalnia Wełny Sp. z o.o.", "type": "iban", "country": "PL", "currency": "PLN",
             "details": {"legalType": "BUSINESS", "IBAN": "PL61109010140000071219812874", "BIC": None, "address": {"country": "PL", "city": "Łódź", "postCode": "90-136", "firstLine": "ul. Piotrkowska 148"}, "email": "ksiegowosc@tkalniawelny.pl"},
             "user": 6034512, "active": True, "ownedByCustomer": False, "confirmations": None}

    def transfer(status: str) -> str:
        return pj({"id": tid, "user": 6034512, "targetAccount": rid, "sourceAccount": None, "quote": None, "quoteUuid": qid, "status": status, "reference": "PO 2025-118",
                   "rate": 4.2573, "created": "2025-05-06 09:15:02", "business": biz, "transferRequest": None, "details": {"reference": "PO 2025-118"}, "hasActiveIssues": False,
                   "sourceCurrency": "EUR", "sourceValue": 2500.0, "targetCurrency": "PLN", "targetValue": 10618.26, "customerTransactionId": "6d1c8e7a-34f2-4b09-9a5e-c7f1b2d80e63"})
    turns = [
        (call("list_profiles"), t1),
        (call("get_balances", profile_id=biz, types="STANDARD"), balances(12480.33, "2025-05-02T10:31:07.224Z")),
        (call("get_exchange_rate", source="EUR", target="PLN"), pj([{"rate": 4.2581, "source": "EUR", "target": "PLN", "time": "2025-05-06T09:12:04+0000"}])),
        (call("create_quote", profile_id=biz, sourceCurrency="EUR", targetCurrency="PLN", sourceAmount=2500, preferredPayIn="BALANCE"), pj(quote)),
        (call("create_recipient", profile=biz, accountHolderName="Tkalnia Wełny Sp. z o.o.", currency="PLN", type="iban",
              details={"legalType": "BUSINESS", "IBAN": "PL61109010140000071219812874", "address": {"country": "PL", "city": "Łódź", "postCode": "90-136", "firstLine": "ul. Piotrkowska 148"}}), pj(recip)),
        (call("create_transfer", targetAccount=rid, quoteUuid=qid, customerTransactionId="6d1c8e7a-34f2-4b09-9a5e-c7f1b2d80e63", details={"reference": "PO 2025-118"}), transfer("incoming_payment_waiting")),
        (call("fund_transfer", profile_id=biz, transfer_id=tid, type="BALANCE"), pj({"type": "BALANCE", "status": "COMPLETED", "errorCode": None, "errorMessage": None, "balanceTransactionId": 3849221047})),
        (call("get_balances", profile_id=biz, types="STANDARD"), balances(9980.33, "2025-05-06T09:15:41.806Z")),
        (call("get_transfer", transfer_id=tid), transfer("processing")),
        (call("get_exchange_rate", source="EUR", target="PLN"), pj([{"rate": 4.2566, "source": "EUR", "target": "PLN", "time": "2025-05-06T09:17:33+0000"}])),
    ]
    rs.add("mcp", "h56-mcp-19", sysp("wise", "Wise Platform API, sandbox", tools), turns,
           state=state("wise", "0.9.0", "Wise sandbox, user 6034512 (Kadri Tamm) with a personal and a business profile."))


# ---------------------------------------------------------------- 20 Lago (bad: plan setting flips)
def t20(rs: RowSet) -> None:
    tools = [
        tool("list_plans", "List plans.", {"page": INT, "per_page": INT}, []),
        tool("get_plan", "Get a plan by code.", {"code": S}, ["code"]),
        tool("get_customer", "Get a customer by external id.", {"external_id": S}, ["external_id"]),
        tool("create_subscription", "Assign a plan to a customer.", {"external_customer_id": S, "plan_code": S, "external_id": S, "name": S, "billing_time": S}, ["external_customer_id", "plan_code", "external_id"]),
        tool("send_event", "Send a usage event.", {"transaction_id": S, "external_subscription_id": S, "code": S, "timestamp": INT, "properties": OBJ}, ["transaction_id", "external_subscription_id", "code"]),
        tool("get_customer_current_usage", "Current period usage of a customer's subscription.", {"external_customer_id": S, "external_subscription_id": S}, ["external_customer_id", "external_subscription_id"]),
        tool("list_invoices", "List invoices, filterable by customer.", {"external_customer_id": S, "status": S}, []),
    ]
    cust_ext, sub_ext = "northstar-geo-0192", "sub_northstar_scale_2025_05"
    api_bm, sto_bm = "6a1f3c9e-2b7d-4e58-9f04-3c8a1e5b7d92", "b4e8d2a6-1c9f-4a37-8e65-0d7f3b2c9a14"
    api_ch, sto_ch = "e1c7a9f3-5d2b-4b86-a0e4-7f9c3d1b8e25", "27d5b3f1-9e8a-4c02-b6d7-4a1e9c5f3b80"

    def plan(code: str, name: str, lid: str, amount: int, customers: int, active: int, advance: bool, charges: list[dict[str, Any]], created: str) -> dict[str, Any]:
        return {"lago_id": lid, "name": name, "invoice_display_name": f"{name} plan", "created_at": created, "code": code, "interval": "monthly",
                "description": f"{name} tier, billed monthly", "amount_cents": amount, "amount_currency": "USD", "trial_period": 0.0, "pay_in_advance": advance,
                "bill_charges_monthly": None, "customers_count": customers, "active_subscriptions_count": active, "draft_invoices_count": 0, "parent_id": None,
                "charges": charges, "taxes": [], "minimum_commitment": None, "usage_thresholds": []}
    charges = [{"lago_id": api_ch, "lago_billable_metric_id": api_bm, "billable_metric_code": "api_calls", "invoice_display_name": "API calls", "created_at": "2024-11-04T15:20:11Z",
                "charge_model": "graduated", "invoiceable": True, "regroup_paid_fees": None, "pay_in_advance": False, "prorated": False, "min_amount_cents": 0,
                "properties": {"graduated_ranges": [{"from_value": 0, "to_value": 100000, "flat_amount": "0", "per_unit_amount": "0"},
                                                    {"from_value": 100001, "to_value": None, "flat_amount": "0", "per_unit_amount": "0.0004"}]}, "filters": [], "taxes": []},
               {"lago_id": sto_ch, "lago_billable_metric_id": sto_bm, "billable_metric_code": "storage_gb", "invoice_display_name": "Tile storage (GB, monthly peak)", "created_at": "2024-11-04T15:20:11Z",
                "charge_model": "standard", "invoiceable": True, "regroup_paid_fees": None, "pay_in_advance": False, "prorated": False, "min_amount_cents": 0,
                "properties": {"amount": "0.25"}, "filters": [], "taxes": []}]
    scale_id = "9c4e2a7f-1b3d-4f86-8e52-6d0a9b3c7f41"
    starter = plan("starter_monthly", "Starter", "3f8b1d6e-7a2c-4e91-b5d3-0c6e8a4f2b17", 9900, 112, 104, True, [], "2024-06-12T09:41:33Z")
    scale0 = plan("scale_monthly", "Scale", scale_id, 49000, 37, 35, False, charges, "2024-11-04T15:20:11Z")
    ent = plan("enterprise_monthly", "Enterprise", "d7a3e9c1-4f6b-4d28-9a05-2e8c1b7f3d69", 250000, 6, 6, False, [], "2024-11-04T15:31:52Z")
    meta = {"current_page": 1, "next_page": None, "prev_page": None, "total_pages": 1, "total_count": 3}
    cust = {"lago_id": "5b2e8f1a-9c4d-4e73-b0a6-1f7d3c9e2b58", "external_id": cust_ext, "name": "Northstar Geodata Inc.", "firstname": None, "lastname": None, "account_type": "customer",
            "sequential_id": 214, "slug": "LAG-9C4E-214", "created_at": "2025-04-28T16:09:44Z", "updated_at": "2025-04-28T16:09:44Z", "country": "US", "address_line1": "1600 Wynkoop St",
            "address_line2": "Suite 300", "state": "CO", "zipcode": "80202", "city": "Denver", "email": "billing@northstargeo.io", "phone": None, "legal_name": "Northstar Geodata, Inc.",
            "legal_number": None, "tax_identification_number": "84-3391027", "currency": "USD", "timezone": "America/Denver", "applicable_timezone": "America/Denver",
            "net_payment_term": 15, "billing_configuration": {"invoice_grace_period": 3, "payment_provider": "stripe", "payment_provider_code": "stripe-us", "provider_customer_id": "cus_Q4kLm8NvXz2Rt7", "sync": True, "sync_with_provider": True, "document_locale": "en"},
            "metadata": [], "taxes": []}
    sub = {"lago_id": "c8f2d6a4-3e1b-4a97-9d50-7b4e2f8c1a36", "external_id": sub_ext, "lago_customer_id": cust["lago_id"], "external_customer_id": cust_ext, "name": "Northstar – Scale",
           "plan_code": "scale_monthly", "status": "active", "billing_time": "calendar", "subscription_at": "2025-05-06T16:02:11Z", "started_at": "2025-05-06T16:02:11Z",
           "trial_ended_at": None, "ending_at": None, "terminated_at": None, "canceled_at": None, "created_at": "2025-05-06T16:02:11Z", "previous_plan_code": None,
           "next_plan_code": None, "downgrade_plan_date": None, "current_billing_period_started_at": "2025-05-06T00:00:00Z", "current_billing_period_ending_at": "2025-05-31T23:59:59Z"}

    def event(tx: str, code: str, ts: int, props: dict[str, Any], lid: str, created: str) -> str:
        return pj({"event": {"lago_id": lid, "transaction_id": tx, "lago_customer_id": cust["lago_id"], "code": code, "timestamp": ts, "precise_total_amount_cents": None,
                             "properties": props, "lago_subscription_id": sub["lago_id"], "external_subscription_id": sub_ext, "created_at": created}})
    usage = {"customer_usage": {"from_datetime": "2025-05-06T00:00:00Z", "to_datetime": "2025-05-31T23:59:59Z", "issuing_date": "2025-06-01", "currency": "USD",
                                "amount_cents": 9400, "taxes_amount_cents": 0, "total_amount_cents": 9400, "lago_invoice_id": None,
                                "charges_usage": [
                                    {"units": "135000.0", "events_count": 2, "amount_cents": 1400, "amount_currency": "USD",
                                     "charge": {"lago_id": api_ch, "charge_model": "graduated", "invoice_display_name": "API calls"},
                                     "billable_metric": {"lago_id": api_bm, "name": "API calls", "code": "api_calls", "aggregation_type": "sum_agg"}, "filters": [], "grouped_usage": []},
                                    {"units": "320.0", "events_count": 1, "amount_cents": 8000, "amount_currency": "USD",
                                     "charge": {"lago_id": sto_ch, "charge_model": "standard", "invoice_display_name": "Tile storage (GB, monthly peak)"},
                                     "billable_metric": {"lago_id": sto_bm, "name": "Tile storage", "code": "storage_gb", "aggregation_type": "max_agg"}, "filters": [], "grouped_usage": []}]}}
    turns = [
        (call("list_plans", page=1, per_page=20), pj({"plans": [starter, scale0, ent], "meta": meta})),
        (call("get_plan", code="scale_monthly"), pj({"plan": scale0})),
        (call("get_customer", external_id=cust_ext), pj({"customer": cust})),
        (call("create_subscription", external_customer_id=cust_ext, plan_code="scale_monthly", external_id=sub_ext, name="Northstar – Scale", billing_time="calendar"), pj({"subscription": sub})),
        (call("send_event", transaction_id="ns-api-20250506-001", external_subscription_id=sub_ext, code="api_calls", timestamp=1746547500, properties={"calls": 60000}),
         event("ns-api-20250506-001", "api_calls", 1746547500, {"calls": 60000}, "f3a91c5e-7b2d-4e08-a6c4-9d1e5f7b3a20", "2025-05-06T16:05:02Z")),
        (call("send_event", transaction_id="ns-api-20250506-002", external_subscription_id=sub_ext, code="api_calls", timestamp=1746548100, properties={"calls": 75000}),
         event("ns-api-20250506-002", "api_calls", 1746548100, {"calls": 75000}, "0b7e3d9a-2c5f-4a81-b3e6-8f4d1a9c7e52", "2025-05-06T16:15:03Z")),
        (call("send_event", transaction_id="ns-sto-20250506-001", external_subscription_id=sub_ext, code="storage_gb", timestamp=1746548400, properties={"gb": 320}),
         event("ns-sto-20250506-001", "storage_gb", 1746548400, {"gb": 320}, "8d2c6f4b-1a9e-4d37-9b05-3e7a2c8f6d14", "2025-05-06T16:20:01Z")),
        (call("get_customer_current_usage", external_customer_id=cust_ext, external_subscription_id=sub_ext), pj(usage)),
        (call("list_invoices", external_customer_id=cust_ext), pj({"invoices": [], "meta": {"current_page": 1, "next_page": None, "prev_page": None, "total_pages": 0, "total_count": 0}})),
        (call("get_plan", code="scale_monthly"), pj({"plan": plan("scale_monthly", "Scale", scale_id, 49000, 38, 36, True, charges, "2024-11-04T15:20:11Z")})),
    ]
    rs.add("mcp", "h56-mcp-20", sysp("lago", "Lago open-source billing API v1, self-hosted", tools), turns,
           state=state("lago", "0.3.2", "Self-hosted Lago at https://billing.northstar-ops.internal/api/v1, organization 'Northstar Geodata'."),
           bad=True, turn=10, kind="Plan scale_monthly had pay_in_advance false at turns 1-2 (and no invoice was issued on subscribing, turn 9), but get_plan at turn 10 shows pay_in_advance true with no plan update in between.")


# ---------------------------------------------------------------- 21 Invoice Ninja (clean)
def t21(rs: RowSet) -> None:
    tools = [
        tool("list_clients", "List clients (Invoice Ninja v5), filterable by text.", {"filter": S, "per_page": INT}, []),
        tool("create_invoice", "Create an invoice (starts as a draft).", {"client_id": S, "line_items": A, "date": S, "due_date": S, "tax_name1": S, "tax_rate1": {"type": "number"}, "public_notes": S}, ["client_id", "line_items"]),
        tool("mark_invoice_sent", "Mark an invoice as sent without emailing it.", {"invoice_id": S}, ["invoice_id"]),
        tool("create_payment", "Enter a payment and apply it to invoices.", {"client_id": S, "amount": {"type": "number"}, "date": S, "type_id": S, "transaction_reference": S, "invoices": A}, ["client_id", "amount"]),
        tool("get_invoice", "Show an invoice.", {"invoice_id": S}, ["invoice_id"]),
        tool("update_invoice", "Update an invoice.", {"invoice_id": S, "po_number": S, "due_date": S}, ["invoice_id"]),
        tool("list_invoices", "List invoices, filterable by client and client_status (all, paid, unpaid, overdue).", {"client_id": S, "client_status": S, "per_page": INT}, []),
    ]
    cid, iid = "VolejRejNm", "xYRdG7dDzO"

    def client(bal: float, paid: float, upd: int) -> dict[str, Any]:
        return {"id": cid, "user_id": "VolejRejNm", "assigned_user_id": "", "name": "Fjordline Studio AS", "website": "https://fjordline.studio", "private_notes": "",
                "balance": bal, "group_settings_id": "", "paid_to_date": paid, "payment_balance": 0, "credit_balance": 0, "last_login": 0, "size_id": "", "industry_id": "",
                "address1": "Bryggen 11", "address2": "", "city": "Bergen", "state": "", "postal_code": "5003", "country_id": "578", "phone": "+47 55 30 11 42",
                "shipping_address1": "", "shipping_city": "", "shipping_country_id": "578", "settings": {"currency_id": "14", "language_id": "12"}, "is_deleted": False,
                "vat_number": "NO 924 118 305 MVA", "id_number": "924118305", "number": "0012", "updated_at": upd, "archived_at": 0, "created_at": 1681726352,
                "display_name": "Fjordline Studio AS", "contacts": [{"id": "Wpmbk5ezJn", "first_name": "Ingrid", "last_name": "Solheim", "email": "ingrid@fjordline.studio", "is_primary": True, "send_email": True, "phone": ""}]}

    def clist(c: dict[str, Any]) -> str:
        return pj({"data": [c], "meta": {"pagination": {"total": 1, "count": 1, "per_page": 20, "current_page": 1, "total_pages": 1, "links": []}}})
    items = [{"product_key": "Design hours", "notes": "UI design sprint – booking flow redesign (April 14 – May 2)", "cost": 125, "product_cost": 0, "quantity": 50, "discount": 0, "is_amount_discount": True,
              "tax_name1": "", "tax_rate1": 0, "tax_name2": "", "tax_rate2": 0, "tax_name3": "", "tax_rate3": 0, "sort_id": "0", "line_total": 6250, "gross_line_total": 6250, "tax_amount": 0,
              "date": "", "custom_value1": "", "custom_value2": "", "custom_value3": "", "custom_value4": "", "type_id": "1", "tax_id": "1"}]

    def invoice(status: str, bal: float, paid: float, upd: int, due: str = "2025-05-20", po: str = "", payments: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        inv = {"id": iid, "user_id": "VolejRejNm", "project_id": "", "assigned_user_id": "", "amount": 7812.5, "balance": bal, "client_id": cid, "vendor_id": "", "status_id": status,
               "design_id": "Wpmbk5ezJn", "recurring_id": "", "created_at": 1746541902, "updated_at": upd, "archived_at": 0, "is_deleted": False, "number": "0087", "discount": 0,
               "po_number": po, "date": "2025-05-06", "last_sent_date": "" if status == "1" else "2025-05-06", "next_send_date": None, "due_date": due, "terms": "Payment within 14 days.",
               "public_notes": "Thanks for the great collaboration!", "private_notes": "", "uses_inclusive_taxes": False, "tax_name1": "MVA", "tax_rate1": 25, "tax_name2": "", "tax_rate2": 0,
               "tax_name3": "", "tax_rate3": 0, "total_taxes": 1562.5, "is_amount_discount": True, "footer": "", "partial": 0, "partial_due_date": None, "has_tasks": False, "has_expenses": False,
               "custom_surcharge1": 0, "custom_surcharge2": 0, "exchange_rate": 1, "paid_to_date": paid, "subscription_id": "", "auto_bill_enabled": False,
               "line_items": items, "invitations": [{"id": "kQBeX6mbyK", "client_contact_id": "Wpmbk5ezJn", "key": "NhS0wY3uzv8aXdq2FpO5Hc7tRmLbKe1j", "link": "https://invoicing.nordlys-digital.no/client/invoice/NhS0wY3uzv8aXdq2FpO5Hc7tRmLbKe1j",
                                                       "sent_date": "" if status == "1" else "2025-05-06 14:32:18", "viewed_date": "", "opened_date": ""}]}
        if payments is not None:
            inv["payments"] = payments
        return inv
    pay = {"id": "Opnel5aKBz", "user_id": "VolejRejNm", "assigned_user_id": "", "amount": 4000, "refunded": 0, "applied": 4000, "transaction_reference": "NO-BANK-20250506-7731",
           "date": "2025-05-06", "is_manual": True, "created_at": 1746542711, "updated_at": 1746542711, "archived_at": 0, "is_deleted": False, "type_id": "1", "number": "0031",
           "private_notes": "", "exchange_rate": 1, "exchange_currency_id": "", "client_id": cid, "status_id": "4", "project_id": "", "vendor_id": "", "currency_id": "14",
           "paymentables": [{"id": "Wpmbk5ezJn", "invoice_id": iid, "amount": 4000, "refunded": 0, "created_at": 1746542711, "updated_at": 1746542711, "archived_at": 0}],
           "invoices": [{"id": iid, "number": "0087", "amount": 7812.5, "balance": 3812.5, "status_id": "3"}]}
    pay_ref = [{"id": "Opnel5aKBz", "amount": 4000, "applied": 4000, "refunded": 0, "date": "2025-05-06", "number": "0031", "type_id": "1", "status_id": "4", "transaction_reference": "NO-BANK-20250506-7731"}]
    turns = [
        (call("list_clients", filter="Fjord", per_page=20), clist(client(0, 18400, 1743151020))),
        (call("create_invoice", client_id=cid, date="2025-05-06", due_date="2025-05-20", tax_name1="MVA", tax_rate1=25, public_notes="Thanks for the great collaboration!",
              line_items=[{"product_key": "Design hours", "notes": "UI design sprint – booking flow redesign (April 14 – May 2)", "cost": 125, "quantity": 50}]),
         pj({"data": invoice("1", 0, 0, 1746541902)})),
        (call("mark_invoice_sent", invoice_id=iid), pj({"data": invoice("2", 7812.5, 0, 1746541938)})),
        (call("list_clients", filter="Fjord", per_page=20), clist(client(7812.5, 18400, 1746541938))),
        (call("create_payment", client_id=cid, amount=4000, date="2025-05-06", type_id="1", transaction_reference="NO-BANK-20250506-7731", invoices=[{"invoice_id": iid, "amount": 4000}]), pj({"data": pay})),
        (call("get_invoice", invoice_id=iid), pj({"data": invoice("3", 3812.5, 4000, 1746542711, payments=pay_ref)})),
        (call("update_invoice", invoice_id=iid, po_number="FJ-PO-5521", due_date="2025-05-27"), pj({"data": invoice("3", 3812.5, 4000, 1746543066, due="2025-05-27", po="FJ-PO-5521", payments=pay_ref)})),
        (call("list_invoices", client_id=cid, client_status="unpaid", per_page=20),
         pj({"data": [invoice("3", 3812.5, 4000, 1746543066, due="2025-05-27", po="FJ-PO-5521", payments=pay_ref)], "meta": {"pagination": {"total": 1, "count": 1, "per_page": 20, "current_page": 1, "total_pages": 1, "links": []}}})),
        (call("list_clients", filter="Fjord", per_page=20), clist(client(3812.5, 22400, 1746542711))),
    ]
    rs.add("mcp", "h56-mcp-21", sysp("invoiceninja", "Invoice Ninja v5 API, self-hosted", tools), turns,
           state=state("invoiceninja", "0.2.0", "Self-hosted Invoice Ninja 5.11 at https://invoicing.nordlys-digital.no, company 'Nordlys Digital AS' (NOK)."))


# ---------------------------------------------------------------- 22 Shippo (bad: pickup date moves)
def t22(rs: RowSet) -> None:
    tools = [
        tool("validate_address", "Create and validate an address.", {"name": S, "company": S, "street1": S, "city": S, "state": S, "zip": S, "country": S, "phone": S, "email": S}, ["street1", "country"]),
        tool("create_shipment", "Create a shipment and return rates (async=false).", {"address_from": S, "address_to": S, "parcels": A, "metadata": S}, ["address_from", "address_to", "parcels"]),
        tool("purchase_label", "Buy a label for a rate (creates a transaction).", {"rate": S, "label_file_type": S, "metadata": S}, ["rate"]),
        tool("create_pickup", "Schedule a carrier pickup for purchased labels.", {"carrier_account": S, "location": OBJ, "transactions": A, "requested_start_time": S, "requested_end_time": S}, ["carrier_account", "location", "transactions", "requested_start_time", "requested_end_time"]),
        tool("get_transaction", "Retrieve a transaction (label).", {"transaction_id": S}, ["transaction_id"]),
        tool("list_transactions", "List transactions, newest first.", {"results": INT, "page": INT}, []),
        tool("track_shipment", "Get tracking status for a carrier and tracking number.", {"carrier": S, "tracking_number": S}, ["carrier", "tracking_number"]),
        tool("get_pickup", "Retrieve a pickup.", {"pickup_id": S}, ["pickup_id"]),
        tool("list_carrier_accounts", "List carrier accounts.", {"carrier": S}, []),
    ]
    owner = "ops@prairieforge.com"
    from_id, to_id = "0b4f3d2c1a9e4f8b7c6d5e4f3a2b1c0d", "d799c2679e644279b59fe661ac8fa488"
    sid, tx = "5e40ead7cffe4cc1ad45108696162e42", "70ae8117ee1749e393f249d5b77c45e0"
    ups = "1f3c5e7a9b2d4f6a8c0e2b4d6f8a0c2e"
    usps_acct = "a7c9e1b3d5f74a9c8e2b6d0f4a8c2e6b"
    to_addr = {"object_created": "2025-05-06T19:02:14.381Z", "object_updated": "2025-05-06T19:02:14.427Z", "object_id": to_id, "is_complete": True,
               "validation_results": {"is_valid": True, "messages": [{"source": "Shippo Address Validator", "code": "Unit Standardized", "type": "address_correction", "text": "The unit has been standardized."}]},
               "object_owner": owner, "name": "Rafael Quiroga", "company": "Quiroga Ironworks", "street_no": "", "street1": "4410 S BROADWAY", "street2": "STE 12", "street3": "",
               "city": "ENGLEWOOD", "state": "CO", "zip": "80113-5720", "country": "US", "longitude": -104.98751, "latitude": 39.63487, "phone": "3035550159", "email": "rafael@quiroga-iron.com",
               "is_residential": False, "metadata": "", "test": True}
    parcel = {"object_state": "VALID", "object_created": "2025-05-06T19:03:40.902Z", "object_updated": "2025-05-06T19:03:40.902Z", "object_id": "c2e8a4f06b1d4d39a7e5f3b1c9d7a5e3",
              "object_owner": owner, "template": None, "extra": {}, "length": "18.0000", "width": "12.0000", "height": "8.0000", "distance_unit": "in", "weight": "14.5000", "mass_unit": "lb", "metadata": "", "line_items": [], "test": True}

    def rate(rid: str, provider: str, name: str, token: str, amt: str, days: int, acct: str, attrs: list[str]) -> dict[str, Any]:
        return {"object_created": "2025-05-06T19:03:41.556Z", "object_id": rid, "object_owner": owner, "shipment": sid, "attributes": attrs, "amount": amt, "currency": "USD",
                "amount_local": amt, "currency_local": "USD", "provider": provider, "provider_image_75": f"https://shippo-static.s3.amazonaws.com/providers/75/{provider}.png",
                "servicelevel": {"name": name, "token": token, "terms": "", "extended_token": token, "parent_servicelevel": None}, "estimated_days": days, "arrives_by": None,
                "duration_terms": f"Delivery in {days} business days.", "messages": [], "carrier_account": acct, "test": True, "zone": "5"}
    rates = [rate("545ab0a1a6ea4c9f9adb2512a57d6d8b", "USPS", "Ground Advantage", "usps_ground_advantage", "21.36", 4, usps_acct, ["CHEAPEST"]),
             rate("8f1d3b5c7e9a4b2d6f0c8e2a4b6d8f0a", "UPS", "Ground", "ups_ground", "23.02", 3, ups, ["BESTVALUE"]),
             rate("3c5e7a9b1d2f4a6c8e0b2d4f6a8c0e1b", "USPS", "Priority Mail", "usps_priority", "41.85", 2, usps_acct, ["FASTEST"])]
    from_addr = {"object_id": from_id, "name": "Shipping", "company": "Prairie Forge Supply", "street1": "2815 N Sheridan Rd", "city": "Tulsa", "state": "OK", "zip": "74115", "country": "US", "phone": "9185550102", "is_residential": False}
    shipment = {"carrier_accounts": [], "object_created": "2025-05-06T19:03:41.128Z", "object_updated": "2025-05-06T19:03:41.904Z", "object_id": sid, "object_owner": owner, "status": "SUCCESS",
                "address_from": from_addr, "address_to": {k: to_addr[k] for k in ("object_id", "name", "company", "street1", "street2", "city", "state", "zip", "country")},
                "parcels": [parcel], "shipment_date": "2025-05-06T19:03:41.128Z", "address_return": from_addr, "alternate_address_to": None, "customs_declaration": None,
                "extra": {}, "rates": rates, "messages": [], "metadata": "Order PF-2291", "test": True, "order": None}
    tnum = "1Z8A49W70392817705"

    def txn(track: str, upd: str) -> dict[str, Any]:
        return {"object_state": "VALID", "status": "SUCCESS", "object_created": "2025-05-06T19:05:02.117Z", "object_updated": upd, "object_id": tx, "object_owner": owner, "test": True,
                "rate": rates[1]["object_id"], "tracking_number": tnum, "tracking_status": track, "eta": None, "tracking_url_provider": f"https://www.ups.com/track?tracknum={tnum}",
                "label_url": "https://deliver.goshippo.com/70ae8117ee1749e393f249d5b77c45e0.pdf?Expires=1778094302&Signature=Qm9x...&Key-Pair-Id=APKAJRICFXQ2S4YUQRSQ",
                "commercial_invoice_url": None, "messages": [], "order": None, "metadata": "Order PF-2291", "parcel": parcel["object_id"], "billing": {"payments": []}, "qr_code_url": None}

    def pickup(day: str, upd: str) -> dict[str, Any]:
        return {"object_id": "9e7b4e6a5c1b4e8f8a3d2c1b0f9e8d7c", "object_created": "2025-05-06T19:07:33.640Z", "object_updated": upd, "carrier_account": ups,
                "location": {"building_location_type": "Loading Dock", "building_type": "building", "instructions": "Dock door 3, ring bell at the side entrance.",
                             "address": {k: from_addr[k] for k in ("name", "company", "street1", "city", "state", "zip", "country", "phone")}},
                "transactions": [tx], "requested_start_time": f"{day}T14:00:00Z", "requested_end_time": f"{day}T21:00:00Z",
                "confirmed_start_time": f"{day}T14:00:00Z", "confirmed_end_time": f"{day}T21:00:00Z", "cancel_by_time": f"{day}T12:00:00Z",
                "status": "CONFIRMED", "confirmation_code": "2929602E9CP", "timezone": "America/Chicago", "messages": [], "metadata": "", "is_test": True}
    older = [{"object_state": "VALID", "status": "SUCCESS", "object_created": "2025-05-05T15:41:27.902Z", "object_id": "4b2d6f8a0c1e4a3b5d7f9e1c3a5b7d9f", "tracking_number": "9400111206213859102274",
              "tracking_status": "TRANSIT", "rate": "e1f3a5c7b9d24e6f8a0c2e4b6d8f1a3c", "metadata": "Order PF-2288", "test": True},
             {"object_state": "VALID", "status": "SUCCESS", "object_created": "2025-05-02T20:13:55.318Z", "object_id": "a9c1e3b5d7f94b2a6c8e0d2f4b6a8c1e", "tracking_number": "1Z8A49W70391144093",
              "tracking_status": "DELIVERED", "rate": "6d8f0a2c4e1b4d3f5a7c9e1b3d5f7a9c", "metadata": "Order PF-2279", "test": True}]
    track = {"tracking_number": tnum, "carrier": "ups", "servicelevel": {"token": "ups_ground", "name": "Ground"},
             "address_from": {"city": "Tulsa", "state": "OK", "zip": "74115", "country": "US"}, "address_to": {"city": "Englewood", "state": "CO", "zip": "80113", "country": "US"},
             "eta": "2025-05-19T23:59:00Z", "original_eta": "2025-05-19T23:59:00Z", "metadata": None, "test": True, "transaction": tx,
             "tracking_status": {"object_created": "2025-05-06T19:21:08.552Z", "object_updated": "2025-05-06T19:21:08.552Z", "object_id": "f5a7c9e1b3d54f7a9c1e3b5d7f9a1c3e",
                                 "status": "PRE_TRANSIT", "status_details": "Shipper created a label, UPS has not received the package yet.", "status_date": "2025-05-06T19:05:00Z", "substatus": None,
                                 "location": {"city": "Tulsa", "state": "OK", "zip": "74115", "country": "US"}},
             "tracking_history": [{"object_created": "2025-05-06T19:21:08.552Z", "object_id": "f5a7c9e1b3d54f7a9c1e3b5d7f9a1c3e", "status": "PRE_TRANSIT",
                                   "status_details": "Shipper created a label, UPS has not received the package yet.", "status_date": "2025-05-06T19:05:00Z", "location": {"city": "Tulsa", "state": "OK", "zip": "74115", "country": "US"}}],
             "messages": []}
    accts = {"next": None, "previous": None, "results": [
        {"object_id": ups, "object_owner": owner, "carrier": "ups", "carrier_name": "UPS", "account_id": "8A49W7", "parameters": {"account_number": "8A49W7", "billing_address_zip": "74115", "billing_address_country_iso2": "US"}, "test": True, "active": True, "is_shippo_account": False, "metadata": "", "carrier_images": {"75": "https://shippo-static.s3.amazonaws.com/providers/75/UPS.png"}, "service_levels": [{"token": "ups_ground", "name": "Ground"}, {"token": "ups_second_day_air", "name": "2nd Day Air®"}]},
        {"object_id": usps_acct, "object_owner": owner, "carrier": "usps", "carrier_name": "USPS", "account_id": "shippo_usps_account", "parameters": {}, "test": True, "active": True, "is_shippo_account": True, "metadata": "", "carrier_images": {"75": "https://shippo-static.s3.amazonaws.com/providers/75/USPS.png"}, "service_levels": [{"token": "usps_ground_advantage", "name": "Ground Advantage"}, {"token": "usps_priority", "name": "Priority Mail"}]}]}
    turns = [
        (call("validate_address", name="Rafael Quiroga", company="Quiroga Ironworks", street1="4410 South Broadway", city="Englewood", state="CO", zip="80113", country="US", phone="303-555-0159", email="rafael@quiroga-iron.com"), pj(to_addr)),
        (call("create_shipment", address_from=from_id, address_to=to_id, parcels=[{"length": "18", "width": "12", "height": "8", "distance_unit": "in", "weight": "14.5", "mass_unit": "lb"}], metadata="Order PF-2291"), pj(shipment)),
        (call("purchase_label", rate=rates[1]["object_id"], label_file_type="PDF_4x6", metadata="Order PF-2291"), pj(txn("UNKNOWN", "2025-05-06T19:05:03.884Z"))),
        (call("create_pickup", carrier_account=ups, transactions=[tx], requested_start_time="2025-05-14T14:00:00Z", requested_end_time="2025-05-14T21:00:00Z",
              location={"building_location_type": "Loading Dock", "building_type": "building", "instructions": "Dock door 3, ring bell at the side entrance.", "address": from_id}),
         pj(pickup("2025-05-14", "2025-05-06T19:07:35.118Z"))),
        (call("get_transaction", transaction_id=tx), pj(txn("PRE_TRANSIT", "2025-05-06T19:20:47.306Z"))),
        (call("list_transactions", results=3, page=1), pj({"next": "https://api.goshippo.com/transactions/?page=2&results=3", "previous": None,
                                                          "results": [{k: v for k, v in txn("PRE_TRANSIT", "2025-05-06T19:20:47.306Z").items() if k in older[0]}] + older})),
        (call("track_shipment", carrier="ups", tracking_number=tnum), pj(track)),
        (call("get_pickup", pickup_id="9e7b4e6a5c1b4e8f8a3d2c1b0f9e8d7c"), pj(pickup("2025-05-13", "2025-05-06T19:07:35.118Z"))),
        (call("list_carrier_accounts"), pj(accts)),
    ]
    rs.add("mcp", "h56-mcp-22", sysp("shippo", "Shippo API 2018-02-08, test mode", tools), turns,
           state=state("shippo", "0.6.3", "Shippo test token for 'Prairie Forge Supply' (Tulsa, OK)."),
           bad=True, turn=8, kind="The UPS pickup 9e7b4e6a… was requested and confirmed for 2025-05-14 at turn 4, but get_pickup at turn 8 shows every window on 2025-05-13 with no change made.")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in ALL:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
