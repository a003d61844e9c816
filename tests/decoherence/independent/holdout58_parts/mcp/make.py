# ruff: noqa: E501
"""Held-out set 58, domain mcp: 22 commerce, finance and operations MCP server trajectories.

Eleven are clean (full of legitimate state changes: edits, removals, restocks, renames, new entries,
moving clocks and counters, different views of the same record) and eleven hold exactly one
contradiction: an observation that conflicts with an earlier one with no action in between that
could explain it. Labels give the 1-based turn of the first contradicting observation.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, RowSet, S, call, mcp_text, pj, tool

TEMPLATE = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

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

Track across turns: entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters). Keep causal coherence (resources exist before they are queried), state persistence (earlier changes show in later queries), appropriate errors for deleted or missing resources, and type consistency with each tool's schema.

# Environment Execution

- Data retrieval tools return structured data matching the query parameters, with realistic values, and respect pagination, filtering and sorting.
- Data modification tools confirm the operation, return the created or updated resource where the API does, and generate realistic IDs, timestamps and metadata.
- Communication/API tools simulate realistic API response structures, status codes and metadata.

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: argument validation errors (pydantic style), resource not found (`404 Not Found`), service unavailable, permission denied (`403 Forbidden`) and timeouts, in the format the tool's implementation would use.

# Input Definitions & Action Space

You can simulate the following tools ({server}):

{tool_definitions}

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type; if a tool returns a specific JSON structure, strictly adhere to it.
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context.
3. **Realistic Details**: Include plausible identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.
"""


def system(server: str, tools: list[dict[str, Any]]) -> str:
    return TEMPLATE.replace("{server}", server).replace("{tool_definitions}", json.dumps(tools, indent=2, ensure_ascii=False))


def money(x: float) -> str:
    return f"{x:.2f}"


def d(obj: Any) -> Any:
    """A deep copy of a JSON-like value."""
    return json.loads(json.dumps(obj))


NUM: dict[str, Any] = {"type": "number"}


# --------------------------------------------------------------------------------------------
# 01 Shopify (clean): order edit that adds one line and removes another, then tags and restock view
# --------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    tools = [
        tool("get_order", "Fetch one order by GraphQL id, with line items, totals and tags.", {"id": S}, ["id"]),
        tool("search_products", "Search products by keyword; returns variants with price and inventory.", {"query": S, "first": INT}, ["query"]),
        tool("order_edit_begin", "Start an order edit; returns a CalculatedOrder.", {"id": S}, ["id"]),
        tool("order_edit_add_variant", "Add a variant to a calculated order.", {"id": S, "variantId": S, "quantity": INT}, ["id", "variantId", "quantity"]),
        tool("order_edit_set_quantity", "Set the quantity of a calculated line item (0 removes it).", {"id": S, "lineItemId": S, "quantity": INT, "restock": B}, ["id", "lineItemId", "quantity"]),
        tool("order_edit_commit", "Commit an order edit.", {"id": S, "notifyCustomer": B, "staffNote": S}, ["id"]),
        tool("update_order_tags", "Add and remove tags on an order.", {"id": S, "tagsAdd": A, "tagsRemove": A}, ["id"]),
    ]
    oid = "gid://shopify/Order/5832114290745"
    sock = {"id": "gid://shopify/LineItem/14012877332537", "title": "Merino Crew Sock", "variantTitle": "Charcoal / M", "sku": "MCS-CHR-M",
            "quantity": 2, "currentQuantity": 2, "originalUnitPrice": "18.00", "discountedTotal": "36.00",
            "variant": {"id": "gid://shopify/ProductVariant/44810291052601"}}
    insole = {"id": "gid://shopify/LineItem/14012877365305", "title": "Trail Runner Insole", "variantTitle": "Size 9-10", "sku": "TRI-0910",
              "quantity": 1, "currentQuantity": 1, "originalUnitPrice": "34.00", "discountedTotal": "34.00",
              "variant": {"id": "gid://shopify/ProductVariant/44810291380281"}}
    ship = {"firstName": "Priya", "lastName": "Raman", "address1": "2218 N Williams Ave", "address2": "Unit 304", "city": "Portland",
            "province": "Oregon", "provinceCode": "OR", "zip": "97227", "country": "United States", "phone": "+15035550148"}
    base = {"id": oid, "name": "#1487", "createdAt": "2024-10-17T14:22:09Z", "updatedAt": "2024-10-17T14:22:31Z",
            "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED",
            "customer": {"id": "gid://shopify/Customer/7391025561401", "displayName": "Priya Raman", "email": "priya.raman@fastmail.com", "numberOfOrders": "4"},
            "email": "priya.raman@fastmail.com", "tags": ["wholesale-review"], "note": None, "shippingAddress": ship,
            "shippingLine": {"title": "Standard (3-5 business days)", "code": "STANDARD", "price": "6.95"},
            "lineItems": {"nodes": [d(sock), d(insole)]},
            "subtotalPrice": "70.00", "totalTax": "6.16", "totalShippingPrice": "6.95", "totalPrice": "83.11",
            "totalReceived": "83.11", "totalOutstanding": "0.00", "currencyCode": "USD",
            "taxLines": [{"title": "OR Multnomah Metro Tax", "rate": 0.088, "price": "6.16"}]}
    turns: list[tuple[str, str]] = []
    turns.append((call("get_order", id=oid), pj({"data": {"order": base}})))

    def products(oat_inv: int) -> str:
        return pj({"data": {"products": {"nodes": [
            {"id": "gid://shopify/Product/8931174531129", "title": "Ribbed Wool Beanie", "status": "ACTIVE", "vendor": "Northfold Knits", "totalInventory": oat_inv + 0 + 17,
             "variants": {"nodes": [
                 {"id": "gid://shopify/ProductVariant/44810293117241", "title": "Oat", "sku": "RWB-OAT", "price": "26.00", "inventoryQuantity": oat_inv, "availableForSale": True},
                 {"id": "gid://shopify/ProductVariant/44810293150009", "title": "Navy", "sku": "RWB-NVY", "price": "26.00", "inventoryQuantity": 0, "availableForSale": False},
                 {"id": "gid://shopify/ProductVariant/44810293182777", "title": "Rust", "sku": "RWB-RST", "price": "26.00", "inventoryQuantity": 17, "availableForSale": True}]}},
            {"id": "gid://shopify/Product/8931174629433", "title": "Wool Beanie Care Kit", "status": "ACTIVE", "vendor": "Northfold Knits", "totalInventory": 63,
             "variants": {"nodes": [
                 {"id": "gid://shopify/ProductVariant/44810293346617", "title": "Default Title", "sku": "WBC-KIT", "price": "12.50", "inventoryQuantity": 63, "availableForSale": True}]}}],
            "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4OTMxMTc0NjI5NDMzLCJsYXN0X3ZhbHVlIjoiOTgifQ=="}}},
            "extensions": {"cost": {"requestedQueryCost": 23, "actualQueryCost": 9, "throttleStatus": {"maximumAvailable": 2000.0, "currentlyAvailable": 1991, "restoreRate": 100.0}}}})
    turns.append((call("search_products", query="wool beanie", first=5), products(41)))
    coid = "gid://shopify/CalculatedOrder/1093817346105"
    csock = {"id": "gid://shopify/CalculatedLineItem/14012877332537", "title": "Merino Crew Sock", "variantTitle": "Charcoal / M", "quantity": 2, "editableSubtotalSet": {"shopMoney": {"amount": "36.00", "currencyCode": "USD"}}, "restockable": True}
    cins = {"id": "gid://shopify/CalculatedLineItem/14012877365305", "title": "Trail Runner Insole", "variantTitle": "Size 9-10", "quantity": 1, "editableSubtotalSet": {"shopMoney": {"amount": "34.00", "currencyCode": "USD"}}, "restockable": True}
    turns.append((call("order_edit_begin", id=oid), pj({"data": {"orderEditBegin": {"calculatedOrder": {
        "id": coid, "originalOrder": {"id": oid, "name": "#1487"}, "lineItems": {"nodes": [csock, cins]},
        "subtotalPriceSet": {"shopMoney": {"amount": "70.00", "currencyCode": "USD"}},
        "totalOutstandingSet": {"shopMoney": {"amount": "0.00", "currencyCode": "USD"}}}, "userErrors": []}}})))
    cbeanie = {"id": "gid://shopify/CalculatedLineItem/2d6e0f0b-4a6b-4f4c-9a57-6e8b3c2f1d90", "title": "Ribbed Wool Beanie", "variantTitle": "Oat", "quantity": 1,
               "editableSubtotalSet": {"shopMoney": {"amount": "26.00", "currencyCode": "USD"}}, "restockable": True}
    turns.append((call("order_edit_add_variant", id=coid, variantId="gid://shopify/ProductVariant/44810293117241", quantity=1), pj({"data": {"orderEditAddVariant": {
        "calculatedLineItem": cbeanie,
        "calculatedOrder": {"id": coid, "subtotalPriceSet": {"shopMoney": {"amount": "96.00", "currencyCode": "USD"}},
                            "totalOutstandingSet": {"shopMoney": {"amount": "28.29", "currencyCode": "USD"}},
                            "addedLineItems": {"nodes": [{"id": cbeanie["id"], "quantity": 1}]}},
        "userErrors": []}}})))
    cins0 = d(cins)
    cins0["quantity"] = 0
    cins0["editableSubtotalSet"]["shopMoney"]["amount"] = "0.00"
    turns.append((call("order_edit_set_quantity", id=coid, lineItemId="gid://shopify/CalculatedLineItem/14012877365305", quantity=0, restock=True), pj({"data": {"orderEditSetQuantity": {
        "calculatedLineItem": cins0,
        "calculatedOrder": {"id": coid, "subtotalPriceSet": {"shopMoney": {"amount": "62.00", "currencyCode": "USD"}},
                            "totalOutstandingSet": {"shopMoney": {"amount": "-8.70", "currencyCode": "USD"}},
                            "lineItems": {"nodes": [csock, cins0, cbeanie]}},
        "userErrors": []}}})))
    after = d(base)
    ins_after = d(insole)
    ins_after["currentQuantity"] = 0
    ins_after["discountedTotal"] = "0.00"
    beanie = {"id": "gid://shopify/LineItem/14013290176825", "title": "Ribbed Wool Beanie", "variantTitle": "Oat", "sku": "RWB-OAT",
              "quantity": 1, "currentQuantity": 1, "originalUnitPrice": "26.00", "discountedTotal": "26.00",
              "variant": {"id": "gid://shopify/ProductVariant/44810293117241"}}
    after["lineItems"]["nodes"] = [d(sock), ins_after, beanie]
    after.update({"updatedAt": "2024-10-21T16:05:48Z", "subtotalPrice": "62.00", "totalTax": "5.46", "totalPrice": "74.41", "totalOutstanding": "-8.70",
                  "taxLines": [{"title": "OR Multnomah Metro Tax", "rate": 0.088, "price": "5.46"}]})
    turns.append((call("order_edit_commit", id=coid, notifyCustomer=False, staffNote="Swapped insole for beanie per customer chat 10/21"), pj({"data": {"orderEditCommit": {
        "order": {"id": oid, "name": "#1487", "updatedAt": "2024-10-21T16:05:48Z", "lineItems": after["lineItems"],
                  "subtotalPrice": "62.00", "totalTax": "5.46", "totalPrice": "74.41", "totalOutstanding": "-8.70"},
        "userErrors": []}}})))
    after2 = d(after)
    after2["tags"] = ["edited-by-cs"]
    after2["updatedAt"] = "2024-10-21T16:06:20Z"
    turns.append((call("update_order_tags", id=oid, tagsAdd=["edited-by-cs"], tagsRemove=["wholesale-review"]), pj({"data": {
        "tagsAdd": {"node": {"id": oid}, "userErrors": []}, "tagsRemove": {"node": {"id": oid, "tags": ["edited-by-cs"], "updatedAt": "2024-10-21T16:06:20Z"}, "userErrors": []}}})))
    turns.append((call("get_order", id=oid), pj({"data": {"order": after2}})))
    turns.append((call("search_products", query="wool beanie", first=5), products(40)))
    rs.add("mcp", "h58-mcp-01", system("shopify-admin MCP server, store northfold-outfitters.myshopify.com, Admin API 2024-10", tools), turns,
           state="Connected to northfold-outfitters.myshopify.com (Admin GraphQL API 2024-10). Staff account: cs-lead@northfold.co.")


# --------------------------------------------------------------------------------------------
# 02 Stripe (bad, turn 8): the finalized invoice still totals the deleted freight item
# --------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    tools = [
        tool("retrieve_customer", "Retrieve a Stripe customer.", {"customer": S}, ["customer"]),
        tool("create_invoice", "Create a draft invoice for a customer.", {"customer": S, "collection_method": S, "days_until_due": INT, "description": S}, ["customer"]),
        tool("create_invoice_item", "Add an invoice item to a draft invoice.", {"customer": S, "invoice": S, "description": S, "unit_amount": INT, "quantity": INT, "currency": S}, ["customer", "invoice", "unit_amount"]),
        tool("delete_invoice_item", "Delete an invoice item from a draft invoice.", {"invoiceitem": S}, ["invoiceitem"]),
        tool("retrieve_invoice", "Retrieve an invoice with its lines.", {"invoice": S}, ["invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S, "auto_advance": B}, ["invoice"]),
    ]
    cus = "cus_QvR8m2LkT0aZ9c"
    inv = "in_1QCk7rHb2xT0aZ9cQe3LmP0w"
    turns: list[tuple[str, str]] = []
    turns.append((call("retrieve_customer", customer=cus), pj({
        "id": cus, "object": "customer", "address": {"city": "Duluth", "country": "US", "line1": "418 W Superior St", "line2": "Suite 200", "postal_code": "55802", "state": "MN"},
        "balance": 0, "created": 1712066541, "currency": "usd", "default_source": None, "delinquent": False, "description": "Wholesale - net 30",
        "discount": None, "email": "ap@halvorsenbakerysupply.com", "invoice_prefix": "6F2B91C4", "invoice_settings": {"custom_fields": None, "default_payment_method": None, "footer": "Thank you for your business.", "rendering_options": None},
        "livemode": True, "metadata": {"erp_account": "HBS-00417", "region": "north"}, "name": "Halvorsen Bakery Supply", "next_invoice_sequence": 42,
        "phone": "+12185550193", "preferred_locales": ["en-US"], "shipping": None, "tax_exempt": "exempt", "test_clock": None})))
    turns.append((call("create_invoice", customer=cus, collection_method="send_invoice", days_until_due=30, description="Silo sensor retrofit - Duluth plant"), pj({
        "id": inv, "object": "invoice", "account_country": "US", "account_name": "Lakehead Automation, Inc.", "amount_due": 0, "amount_paid": 0, "amount_remaining": 0,
        "attempt_count": 0, "attempted": False, "auto_advance": False, "collection_method": "send_invoice", "created": 1729526113, "currency": "usd",
        "customer": cus, "customer_email": "ap@halvorsenbakerysupply.com", "customer_name": "Halvorsen Bakery Supply", "customer_tax_exempt": "exempt",
        "description": "Silo sensor retrofit - Duluth plant", "due_date": 1732118113, "hosted_invoice_url": None, "invoice_pdf": None,
        "lines": {"object": "list", "data": [], "has_more": False, "total_count": 0, "url": f"/v1/invoices/{inv}/lines"},
        "livemode": True, "number": None, "period_end": 1729526113, "period_start": 1729526113, "status": "draft", "subtotal": 0, "tax": None, "total": 0})))

    def item(iid: str, desc: str, unit: int, qty: int, created: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoiceitem", "amount": unit * qty, "currency": "usd", "customer": cus, "date": created, "description": desc,
                "discountable": True, "invoice": inv, "livemode": True, "metadata": {}, "period": {"end": created, "start": created},
                "price": {"id": "price_" + iid[3:17], "object": "price", "active": False, "currency": "usd", "product": "prod_" + iid[5:19], "type": "one_time", "unit_amount": unit, "unit_amount_decimal": str(unit)},
                "proration": False, "quantity": qty, "tax_rates": [], "test_clock": None, "unit_amount": unit, "unit_amount_decimal": str(unit)}
    ii1 = item("ii_1QCk8aHb2xT0aZ9c4RnWq1Xs", "Flour silo level sensor kit (4x radar, 1x gateway)", 48000, 1, 1729526170)
    ii2 = item("ii_1QCk9DHb2xT0aZ9cK7uVbE2m", "Installation labor (technician day)", 9500, 3, 1729526209)
    ii3 = item("ii_1QCk9mHb2xT0aZ9cpZ3sYh8d", "Expedited freight - LTL", 6200, 1, 1729526244)
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, description=ii1["description"], unit_amount=48000, quantity=1, currency="usd"), pj(ii1)))
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, description=ii2["description"], unit_amount=9500, quantity=3, currency="usd"), pj(ii2)))
    turns.append((call("create_invoice_item", customer=cus, invoice=inv, description=ii3["description"], unit_amount=6200, quantity=1, currency="usd"), pj(ii3)))
    turns.append((call("delete_invoice_item", invoiceitem=ii3["id"]), pj({"id": ii3["id"], "object": "invoiceitem", "deleted": True})))

    def line(ii: dict[str, Any], lid: str) -> dict[str, Any]:
        return {"id": lid, "object": "line_item", "amount": ii["amount"], "currency": "usd", "description": ii["description"], "discountable": True,
                "invoice_item": ii["id"], "livemode": True, "metadata": {}, "period": ii["period"], "price": ii["price"], "proration": False,
                "quantity": ii["quantity"], "type": "invoiceitem"}
    lines = [line(ii1, "il_1QCk8aHb2xT0aZ9cXb0Ty7Qe"), line(ii2, "il_1QCk9DHb2xT0aZ9c2Wd5Rr1k")]
    draft = {"id": inv, "object": "invoice", "account_country": "US", "account_name": "Lakehead Automation, Inc.", "amount_due": 76500, "amount_paid": 0, "amount_remaining": 76500,
             "attempt_count": 0, "attempted": False, "auto_advance": False, "collection_method": "send_invoice", "created": 1729526113, "currency": "usd",
             "customer": cus, "customer_email": "ap@halvorsenbakerysupply.com", "customer_name": "Halvorsen Bakery Supply", "customer_tax_exempt": "exempt",
             "description": "Silo sensor retrofit - Duluth plant", "due_date": 1732118113, "hosted_invoice_url": None, "invoice_pdf": None,
             "lines": {"object": "list", "data": lines, "has_more": False, "total_count": 2, "url": f"/v1/invoices/{inv}/lines"},
             "livemode": True, "number": None, "status": "draft", "subtotal": 76500, "subtotal_excluding_tax": 76500, "tax": None, "total": 76500, "total_excluding_tax": 76500,
             "total_tax_amounts": [], "webhooks_delivered_at": 1729526114}
    turns.append((call("retrieve_invoice", invoice=inv), pj(draft)))
    fin = d(draft)
    fin.update({"amount_due": 82700, "amount_remaining": 82700, "subtotal": 82700, "subtotal_excluding_tax": 82700, "total": 82700, "total_excluding_tax": 82700,
                "number": "6F2B91C4-0042", "status": "open", "auto_advance": True, "effective_at": 1729526391,
                "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1LkT0aHb2xT0aZ9c/live_YWNjdF8xTGtUMGFIYjJ4VDBhWjljLF9RNHNqSm1QZ0V6NHp6WnRxYkx2UjlRb2NpR2ZvVTBhLDEyMDA2NjM5MQ0200Wd1vKp2s",
                "invoice_pdf": "https://pay.stripe.com/invoice/acct_1LkT0aHb2xT0aZ9c/live_YWNjdF8xTGtUMGFIYjJ4VDBhWjljLF9RNHNqSm1QZ0V6NHp6WnRxYkx2UjlRb2NpR2ZvVTBhLDEyMDA2NjM5MQ0200Wd1vKp2s/pdf?s=ap",
                "status_transitions": {"finalized_at": 1729526391, "marked_uncollectible_at": None, "paid_at": None, "voided_at": None}})
    turns.append((call("finalize_invoice", invoice=inv, auto_advance=True), pj(fin)))
    rs.add("mcp", "h58-mcp-02", system("stripe MCP server (Stripe API 2024-06-20, live mode)", tools), turns, bad=True, turn=8,
           kind="The finalized invoice totals 827.00 with the same two lines (480.00 + 285.00) that summed to 765.00 after the 62.00 freight item was deleted.")


# --------------------------------------------------------------------------------------------
# 03 PayPal (bad, turn 6): the transaction search shows the capture under a different invoice_id
# --------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    tools = [
        tool("get_order", "Show details for a PayPal Checkout order.", {"order_id": S}, ["order_id"]),
        tool("capture_order", "Capture payment for an approved order.", {"order_id": S}, ["order_id"]),
        tool("refund_capture", "Refund a captured payment, fully or partially.", {"capture_id": S, "amount": OBJ, "note_to_payer": S}, ["capture_id"]),
        tool("get_capture", "Show details for a captured payment.", {"capture_id": S}, ["capture_id"]),
        tool("get_refund", "Show details for a refund.", {"refund_id": S}, ["refund_id"]),
        tool("list_transactions", "Search the account's transactions (Transaction Search API; data can lag up to 3 hours, live here).", {"start_date": S, "end_date": S, "fields": S, "page_size": INT}, ["start_date", "end_date"]),
    ]
    oid = "5O190127TN364715T"
    cap = "3C679366HH908993F"
    ref = "1JU08902781691411"
    items = [{"name": "Hand-bound Sketchbook A5", "sku": "SKB-A5-NAT", "quantity": "2", "unit_amount": {"currency_code": "USD", "value": "24.00"}, "category": "PHYSICAL_GOODS"},
             {"name": "Fountain Pen Ink 50ml - Oxblood", "sku": "INK-50-OXB", "quantity": "3", "unit_amount": {"currency_code": "USD", "value": "18.00"}, "category": "PHYSICAL_GOODS"},
             {"name": "Brass Pen Clip", "sku": "CLP-BRS", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "30.00"}, "category": "PHYSICAL_GOODS"}]
    amount = {"currency_code": "USD", "value": "148.50", "breakdown": {"item_total": {"currency_code": "USD", "value": "132.00"},
              "shipping": {"currency_code": "USD", "value": "9.00"}, "tax_total": {"currency_code": "USD", "value": "7.50"}}}
    payer = {"name": {"given_name": "Tomas", "surname": "Lindqvist"}, "email_address": "t.lindqvist@protonmail.com", "payer_id": "QYR5Z8XDVJNXQ", "address": {"country_code": "US"}}
    shipping = {"name": {"full_name": "Tomas Lindqvist"}, "address": {"address_line_1": "77 Garden St", "address_line_2": "Apt 2", "admin_area_2": "Somerville", "admin_area_1": "MA", "postal_code": "02143", "country_code": "US"}}
    pu = {"reference_id": "default", "invoice_id": "HBK-20241021-0837", "custom_id": "cart_88213", "soft_descriptor": "HOLLOWBOOK", "amount": amount, "payee": {"email_address": "payments@hollowbookbindery.com", "merchant_id": "7HTK9NQ2LZC4E"},
          "items": items, "shipping": shipping}
    links = [{"href": f"https://api-m.paypal.com/v2/checkout/orders/{oid}", "rel": "self", "method": "GET"}]
    turns: list[tuple[str, str]] = []
    turns.append((call("get_order", order_id=oid), pj({"id": oid, "intent": "CAPTURE", "status": "APPROVED", "payment_source": {"paypal": {"email_address": payer["email_address"], "account_id": "QYR5Z8XDVJNXQ", "account_status": "VERIFIED", "name": payer["name"]}},
                                                      "purchase_units": [pu], "payer": payer, "create_time": "2024-10-21T17:09:02Z",
                                                      "links": links + [{"href": f"https://api-m.paypal.com/v2/checkout/orders/{oid}", "rel": "update", "method": "PATCH"},
                                                                        {"href": f"https://api-m.paypal.com/v2/checkout/orders/{oid}/capture", "rel": "capture", "method": "POST"}]})))
    capture = {"id": cap, "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "148.50"}, "final_capture": True, "invoice_id": "HBK-20241021-0837", "custom_id": "cart_88213",
               "seller_protection": {"status": "ELIGIBLE", "dispute_categories": ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"]},
               "seller_receivable_breakdown": {"gross_amount": {"currency_code": "USD", "value": "148.50"}, "paypal_fee": {"currency_code": "USD", "value": "5.67"}, "net_amount": {"currency_code": "USD", "value": "142.83"}},
               "create_time": "2024-10-21T17:12:44Z", "update_time": "2024-10-21T17:12:44Z",
               "links": [{"href": f"https://api-m.paypal.com/v2/payments/captures/{cap}", "rel": "self", "method": "GET"},
                         {"href": f"https://api-m.paypal.com/v2/payments/captures/{cap}/refund", "rel": "refund", "method": "POST"},
                         {"href": f"https://api-m.paypal.com/v2/checkout/orders/{oid}", "rel": "up", "method": "GET"}]}
    pu_cap = d(pu)
    pu_cap["payments"] = {"captures": [capture]}
    turns.append((call("capture_order", order_id=oid), pj({"id": oid, "status": "COMPLETED", "payment_source": {"paypal": {"email_address": payer["email_address"], "account_id": "QYR5Z8XDVJNXQ", "account_status": "VERIFIED"}},
                                                          "purchase_units": [{"reference_id": "default", "shipping": shipping, "payments": {"captures": [capture]}}], "payer": payer, "links": links})))
    turns.append((call("get_order", order_id=oid), pj({"id": oid, "intent": "CAPTURE", "status": "COMPLETED", "purchase_units": [pu_cap], "payer": payer,
                                                      "create_time": "2024-10-21T17:09:02Z", "update_time": "2024-10-21T17:12:44Z", "links": links})))
    refund = {"id": ref, "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "40.00"}, "invoice_id": "HBK-20241021-0837", "custom_id": "cart_88213",
              "note_to_payer": "Partial refund - Brass Pen Clip backordered",
              "seller_payable_breakdown": {"gross_amount": {"currency_code": "USD", "value": "40.00"}, "paypal_fee": {"currency_code": "USD", "value": "0.00"},
                                           "net_amount": {"currency_code": "USD", "value": "40.00"}, "total_refunded_amount": {"currency_code": "USD", "value": "40.00"}},
              "payer": {"email_address": "payments@hollowbookbindery.com", "merchant_id": "7HTK9NQ2LZC4E"},
              "create_time": "2024-10-21T10:31:07-07:00", "update_time": "2024-10-21T10:31:07-07:00",
              "links": [{"href": f"https://api-m.paypal.com/v2/payments/refunds/{ref}", "rel": "self", "method": "GET"},
                        {"href": f"https://api-m.paypal.com/v2/payments/captures/{cap}", "rel": "up", "method": "GET"}]}
    turns.append((call("refund_capture", capture_id=cap, amount={"value": "40.00", "currency_code": "USD"}, note_to_payer="Partial refund - Brass Pen Clip backordered"),
                  pj({"id": ref, "status": "COMPLETED", "links": refund["links"]})))
    cap2 = d(capture)
    cap2["status"] = "PARTIALLY_REFUNDED"
    cap2["update_time"] = "2024-10-21T17:31:07Z"
    cap2["supplementary_data"] = {"related_ids": {"order_id": oid}}
    turns.append((call("get_capture", capture_id=cap), pj(cap2)))

    def tx(tid: str, code: str, status: str, init: str, upd: str, gross: str, fee: str | None, inv: str, custom: str, extra: dict[str, Any]) -> dict[str, Any]:
        info: dict[str, Any] = {"paypal_account_id": "QYR5Z8XDVJNXQ" if inv.startswith("HBK-20241021-08") and custom == "cart_88213" else extra.get("acct", "9LKC2RVT8XWFN"),
                                "transaction_id": tid, "transaction_event_code": code, "transaction_initiation_date": init, "transaction_updated_date": upd,
                                "transaction_amount": {"currency_code": "USD", "value": gross}, "transaction_status": status, "invoice_id": inv, "custom_field": custom,
                                "protection_eligibility": "01"}
        if fee is not None:
            info["fee_amount"] = {"currency_code": "USD", "value": fee}
        if "ref" in extra:
            info["paypal_reference_id"] = extra["ref"]
            info["paypal_reference_id_type"] = "TXN"
        return {"transaction_info": info, "payer_info": {"account_id": info["paypal_account_id"], "email_address": extra.get("email", "t.lindqvist@protonmail.com"), "address_status": "Y", "payer_status": "Y"}}
    details = [
        tx("8WJ46213AN5560839", "T0006", "S", "2024-10-21T15:48:10+0000", "2024-10-21T15:48:10+0000", "62.00", "-2.65", "HBK-20241021-0829", "cart_88190", {"acct": "B7XHQ2MN9KDPW", "email": "junie.park@gmail.com"}),
        tx(cap, "T0006", "S", "2024-10-21T17:12:44+0000", "2024-10-21T17:12:44+0000", "148.50", "-5.67", "HBK-20241021-0873", "cart_88213", {}),
        tx(ref, "T1107", "S", "2024-10-21T17:31:07+0000", "2024-10-21T17:31:07+0000", "-40.00", "0.00", "HBK-20241021-0837", "cart_88213", {"ref": cap}),
    ]
    turns.append((call("list_transactions", start_date="2024-10-21T00:00:00-0000", end_date="2024-10-21T23:59:59-0000", fields="transaction_info,payer_info", page_size=100), pj({
        "transaction_details": details, "account_number": "7HTK9NQ2LZC4E", "start_date": "2024-10-21T00:00:00+0000", "end_date": "2024-10-21T23:59:59+0000",
        "last_refreshed_datetime": "2024-10-21T17:32:14+0000", "page": 1, "total_items": 3, "total_pages": 1,
        "links": [{"href": "https://api-m.paypal.com/v1/reporting/transactions?start_date=2024-10-21T00%3A00%3A00-0000&end_date=2024-10-21T23%3A59%3A59-0000&fields=transaction_info%2Cpayer_info&page_size=100&page=1", "rel": "self", "method": "GET"}]})))
    turns.append((call("get_refund", refund_id=ref), pj(refund)))
    rs.add("mcp", "h58-mcp-03", system("paypal MCP server (REST v2 Orders/Payments, v1 Reporting; merchant 7HTK9NQ2LZC4E)", tools), turns,
           state="Order 5O190127TN364715T was approved by the buyer in PayPal Checkout; the merchant has not captured it yet.",
           bad=True, turn=6, kind="The transaction search lists capture 3C679366HH908993F with invoice_id HBK-20241021-0873, but the order and capture carried invoice_id HBK-20241021-0837.")


# --------------------------------------------------------------------------------------------
# 04 Square (clean): order built, one line swapped, paid, stock decremented, other registers busy, partial refund
# --------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_locations", "List the seller's business locations.", {}, []),
        tool("search_catalog_objects", "Search catalog items by text.", {"object_types": A, "text": S}, ["text"]),
        tool("create_order", "Create an order at a location.", {"location_id": S, "line_items": A, "reference_id": S, "idempotency_key": S}, ["location_id", "line_items"]),
        tool("update_order", "Sparse-update an open order (add lines, clear fields).", {"order_id": S, "version": INT, "line_items": A, "fields_to_clear": A, "idempotency_key": S}, ["order_id", "version"]),
        tool("retrieve_inventory_count", "Current inventory counts for a catalog object.", {"catalog_object_id": S, "location_ids": S}, ["catalog_object_id"]),
        tool("create_payment", "Take a payment for an order.", {"source_id": S, "amount_money": OBJ, "order_id": S, "location_id": S, "idempotency_key": S}, ["source_id", "amount_money"]),
        tool("retrieve_order", "Retrieve an order by id.", {"order_id": S}, ["order_id"]),
        tool("list_payments", "List payments taken in a time range.", {"location_id": S, "begin_time": S, "sort_order": S, "limit": INT}, []),
        tool("refund_payment", "Refund all or part of a payment.", {"payment_id": S, "amount_money": OBJ, "reason": S, "idempotency_key": S}, ["payment_id", "amount_money"]),
    ]
    loc = "L8K2W0Q1R9T3Z"
    oid = "Wq3vL9pNxY8KbR2mT6cJzF4aHdEeX"
    pay = "pY7kQ2mN9xRfV3tB8wLc4zHdJsAGe"
    latte16, croiss, scone = "H2K7WQZP4N6BXJ3FD5RMTY9C", "ZP6Q2MXY7DK4R8NBJC3WFTHL", "B9WTK4QZ6XMJ2P7DHN3CRL5F"
    taxid = "TXB4N3K7RZ2QW9DP6MJ5YHCF"

    def m(a: int) -> dict[str, Any]:
        return {"amount": a, "currency": "USD"}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_locations"), pj({"locations": [
        {"id": loc, "name": "Bluebird Coffee - Pearl St", "address": {"address_line_1": "1646 Pearl St", "locality": "Boulder", "administrative_district_level_1": "CO", "postal_code": "80302", "country": "US"},
         "timezone": "America/Denver", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2021-05-03T16:22:41.000Z",
         "merchant_id": "MLX2RQ8N4P0DT", "country": "US", "language_code": "en-US", "currency": "USD", "phone_number": "+1 720-555-0112", "business_name": "Bluebird Coffee Co.", "type": "PHYSICAL", "mcc": "5814"},
        {"id": "LQ7M4PZ2B6D1X", "name": "Bluebird Coffee - DEN Concourse B", "address": {"address_line_1": "8500 Pena Blvd", "address_line_2": "Concourse B, Gate B31", "locality": "Denver", "administrative_district_level_1": "CO", "postal_code": "80249", "country": "US"},
         "timezone": "America/Denver", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2023-02-14T19:05:10.000Z",
         "merchant_id": "MLX2RQ8N4P0DT", "country": "US", "language_code": "en-US", "currency": "USD", "phone_number": "+1 303-555-0187", "business_name": "Bluebird Coffee Co.", "type": "PHYSICAL", "mcc": "5814"}]})))

    def var(vid: str, item: str, name: str, price: int, ver: int) -> dict[str, Any]:
        return {"type": "ITEM_VARIATION", "id": vid, "updated_at": "2024-09-30T21:14:08.113Z", "version": ver, "is_deleted": False, "present_at_all_locations": True,
                "item_variation_data": {"item_id": item, "name": name, "ordinal": 1, "pricing_type": "FIXED_PRICING", "price_money": m(price), "track_inventory": vid == scone or vid == croiss, "sellable": True, "stockable": True}}
    turns.append((call("search_catalog_objects", object_types=["ITEM"], text="oat latte croissant scone"), pj({"objects": [
        {"type": "ITEM", "id": "Q3XHNWJ6B2KQZ5D4YF7TLRPA", "updated_at": "2024-09-30T21:14:08.113Z", "version": 1727730848113, "is_deleted": False, "present_at_all_locations": True,
         "item_data": {"name": "Oat Latte", "tax_ids": [taxid], "product_type": "FOOD_AND_BEV", "categories": [{"id": "CATCOFFEE7R2M", "ordinal": 0}],
                       "variations": [var("7LMPFXQ2HKN3DZJ6W4CYVAB8", "Q3XHNWJ6B2KQZ5D4YF7TLRPA", "12 oz", 525, 1727730848113), var(latte16, "Q3XHNWJ6B2KQZ5D4YF7TLRPA", "16 oz", 575, 1727730848113)]}},
        {"type": "ITEM", "id": "P4MZ7KXQ2WD9HN3RB6TJC8LF", "updated_at": "2024-10-02T13:40:51.208Z", "version": 1727876451208, "is_deleted": False, "present_at_all_locations": True,
         "item_data": {"name": "Almond Croissant", "tax_ids": [taxid], "product_type": "FOOD_AND_BEV", "categories": [{"id": "CATPASTRY4K9D", "ordinal": 1}],
                       "variations": [var(croiss, "P4MZ7KXQ2WD9HN3RB6TJC8LF", "Regular", 450, 1727876451208)]}},
        {"type": "ITEM", "id": "K8NB3XQZ5TW2MD7RJ4HCP9LY", "updated_at": "2024-10-02T13:40:51.208Z", "version": 1727876451208, "is_deleted": False, "present_at_all_locations": True,
         "item_data": {"name": "Blueberry Scone", "tax_ids": [taxid], "product_type": "FOOD_AND_BEV", "categories": [{"id": "CATPASTRY4K9D", "ordinal": 1}],
                       "variations": [var(scone, "K8NB3XQZ5TW2MD7RJ4HCP9LY", "Regular", 425, 1727876451208)]}}],
        "latest_time": "2024-10-21T14:31:02.775Z"})))

    def li(uid: str, vid: str, name: str, vname: str, qty: int, price: int, tax: int) -> dict[str, Any]:
        return {"uid": uid, "catalog_object_id": vid, "catalog_version": 1727876451208 if vid != latte16 else 1727730848113, "quantity": str(qty), "name": name, "variation_name": vname,
                "base_price_money": m(price), "variation_total_price_money": m(price * qty), "gross_sales_money": m(price * qty),
                "total_tax_money": m(tax), "total_discount_money": m(0), "total_money": m(price * qty + tax),
                "applied_taxes": [{"uid": uid[:6] + "-tax", "tax_uid": "boulder-tax", "applied_money": m(tax)}], "item_type": "ITEM", "total_service_charge_money": m(0)}
    l_latte = li("8uSwfzvUImn3IRrvQxxEaB", latte16, "Oat Latte", "16 oz", 2, 575, 98)
    l_cro = li("ATXJtQn4cBmkEbRYRnXUGD", croiss, "Almond Croissant", "Regular", 1, 450, 38)
    l_sco = li("4KcZ0vB7HwQ2rT9nYmX5dL", scone, "Blueberry Scone", "Regular", 1, 425, 36)

    def order(lines: list[dict[str, Any]], version: int, updated: str, state: str = "OPEN", tenders: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        sub = sum(x["gross_sales_money"]["amount"] for x in lines)
        tax = sum(x["total_tax_money"]["amount"] for x in lines)
        paid = sum(t["amount_money"]["amount"] for t in (tenders or []))
        o: dict[str, Any] = {"id": oid, "location_id": loc, "reference_id": "reg2-ticket-118", "source": {"name": "Bluebird Register (MCP)"}, "line_items": lines,
                             "taxes": [{"uid": "boulder-tax", "catalog_object_id": taxid, "catalog_version": 1714499920311, "name": "Boulder Combined Sales Tax", "percentage": "8.5", "type": "ADDITIVE", "applied_money": m(tax), "scope": "LINE_ITEM"}],
                             "net_amounts": {"total_money": m(sub + tax), "tax_money": m(tax), "discount_money": m(0), "tip_money": m(0), "service_charge_money": m(0)},
                             "created_at": "2024-10-21T14:38:27.412Z", "updated_at": updated, "state": state, "version": version,
                             "total_money": m(sub + tax), "total_tax_money": m(tax), "total_discount_money": m(0), "total_tip_money": m(0), "total_service_charge_money": m(0),
                             "net_amount_due_money": m(sub + tax - paid)}
        if tenders:
            o["tenders"] = tenders
            o["closed_at"] = updated
        return o
    turns.append((call("create_order", location_id=loc, reference_id="reg2-ticket-118", idempotency_key="b1f0e6a4-reg2-118-create",
                       line_items=[{"catalog_object_id": latte16, "quantity": "2"}, {"catalog_object_id": croiss, "quantity": "1"}]),
                  pj({"order": order([l_latte, l_cro], 1, "2024-10-21T14:38:27.412Z")})))
    turns.append((call("update_order", order_id=oid, version=1, idempotency_key="b1f0e6a4-reg2-118-upd1", fields_to_clear=["line_items[ATXJtQn4cBmkEbRYRnXUGD]"],
                       line_items=[{"catalog_object_id": scone, "quantity": "1"}]),
                  pj({"order": order([l_latte, l_sco], 2, "2024-10-21T14:39:03.918Z")})))
    turns.append((call("retrieve_inventory_count", catalog_object_id=scone, location_ids=loc), pj({"counts": [
        {"catalog_object_id": scone, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": loc, "quantity": "7", "calculated_at": "2024-10-21T14:12:55.041Z"}]})))
    payment = {"id": pay, "created_at": "2024-10-21T14:40:31.507Z", "updated_at": "2024-10-21T14:40:33.180Z", "amount_money": m(1709), "total_money": m(1709), "approved_money": m(1709),
               "status": "COMPLETED", "delay_duration": "PT168H", "source_type": "CARD",
               "card_details": {"status": "CAPTURED", "card": {"card_brand": "VISA", "last_4": "4417", "exp_month": 8, "exp_year": 2027, "fingerprint": "sq-1-Hc9vD2mQ7kXwY0tLp3RbZ8nJfA", "card_type": "DEBIT", "prepaid_type": "NOT_PREPAID", "bin": "414720"},
                                "entry_method": "CONTACTLESS", "cvv_status": "CVV_NOT_CHECKED", "avs_status": "AVS_NOT_CHECKED", "auth_result_code": "52213B", "statement_description": "SQ *BLUEBIRD COFFEE"},
               "location_id": loc, "order_id": oid, "processing_fee": [{"effective_at": "2024-10-21T16:40:33.000Z", "type": "INITIAL", "amount_money": m(59)}],
               "receipt_number": "pY7k", "receipt_url": f"https://squareup.com/receipt/preview/{pay}", "version_token": "Hk3vQ9mZ2rB7xW1nL5tC8yF0dJ4sP6gA"}
    turns.append((call("create_payment", source_id="cnon:card-nonce-ok-terminal-reg2", amount_money={"amount": 1709, "currency": "USD"}, order_id=oid, location_id=loc, idempotency_key="b1f0e6a4-reg2-118-pay"),
                  pj({"payment": {k: v for k, v in payment.items() if k != "processing_fee"}})))
    tender = {"id": "tVxM2qR8kB4nZ7wL1cF9hJ3dGs", "location_id": loc, "transaction_id": oid, "created_at": "2024-10-21T14:40:31Z", "amount_money": m(1709), "type": "CARD",
              "card_details": {"status": "CAPTURED", "card": {"card_brand": "VISA", "last_4": "4417", "fingerprint": "sq-1-Hc9vD2mQ7kXwY0tLp3RbZ8nJfA"}, "entry_method": "CONTACTLESS"}, "payment_id": pay}
    turns.append((call("retrieve_order", order_id=oid), pj({"order": order([l_latte, l_sco], 4, "2024-10-21T14:40:33.000Z", "COMPLETED", [tender])})))
    turns.append((call("retrieve_inventory_count", catalog_object_id=scone, location_ids=loc), pj({"counts": [
        {"catalog_object_id": scone, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": loc, "quantity": "6", "calculated_at": "2024-10-21T14:40:34.602Z"}]})))

    def p_short(pid: str, created: str, amt: int, last4: str, brand: str, oid_: str, fee: int) -> dict[str, Any]:
        return {"id": pid, "created_at": created, "updated_at": created, "amount_money": m(amt), "total_money": m(amt), "status": "COMPLETED", "source_type": "CARD",
                "card_details": {"status": "CAPTURED", "card": {"card_brand": brand, "last_4": last4}, "entry_method": "CONTACTLESS"},
                "location_id": loc, "order_id": oid_, "processing_fee": [{"effective_at": created, "type": "INITIAL", "amount_money": m(fee)}], "receipt_number": pid[:4]}
    mine = {k: payment[k] for k in ("id", "created_at", "updated_at", "amount_money", "total_money", "status", "source_type", "location_id", "order_id", "processing_fee", "receipt_number")}
    mine["card_details"] = {"status": "CAPTURED", "card": {"card_brand": "VISA", "last_4": "4417"}, "entry_method": "CONTACTLESS"}
    turns.append((call("list_payments", location_id=loc, begin_time="2024-10-21T14:30:00Z", sort_order="DESC", limit=10), pj({"payments": [
        p_short("zR4nT8bWq2LxK6cV1mF9yHdJsPe", "2024-10-21T14:44:18.220Z", 1163, "0092", "MASTERCARD", "Fj8kW2nQ5xR7vB3mL9tZ1cYpHdA", 45),
        mine,
        p_short("cN2wX7kR4tB9mQ1zL6vF3hJ8yDs", "2024-10-21T14:36:52.904Z", 575, "8831", "AMERICAN_EXPRESS", "Tg5hV2mK8qN4xB7wR1zL3cF9pYe", 30)]})))
    turns.append((call("refund_payment", payment_id=pay, amount_money={"amount": 461, "currency": "USD"}, reason="Scone returned - stale", idempotency_key="b1f0e6a4-reg2-118-ref1"),
                  pj({"refund": {"id": f"{pay}_dK7mQ2xR9bW4nT8vL1zF6cHj3Y", "status": "PENDING", "amount_money": m(461), "payment_id": pay, "order_id": "aN3xK7qW2mR9tB5vL8zC1fHdJ0s",
                                 "created_at": "2024-10-21T14:47:09.330Z", "updated_at": "2024-10-21T14:47:09.330Z", "location_id": loc, "reason": "Scone returned - stale",
                                 "processing_fee": []}})))
    rs.add("mcp", "h58-mcp-04", system("square MCP server (Square API 2024-10-17, production, merchant MLX2RQ8N4P0DT)", tools), turns)


# --------------------------------------------------------------------------------------------
# 05 QuickBooks Online (clean): invoice line added, partial payment, balances follow
# --------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    tools = [
        tool("qbo_query", "Run a QuickBooks Online query (SQL-like) against the company file.", {"query": S}, ["query"]),
        tool("get_invoice", "Read an invoice by Id.", {"invoice_id": S}, ["invoice_id"]),
        tool("update_invoice", "Sparse update of an invoice (Id and SyncToken required; Line replaces all lines).", {"invoice": OBJ}, ["invoice"]),
        tool("create_payment", "Record a customer payment and apply it to invoices.", {"payment": OBJ}, ["payment"]),
    ]
    cust = {"Taxable": False, "BillAddr": {"Id": "112", "Line1": "4120 Cedar Hollow Rd", "City": "Chattanooga", "CountrySubDivisionCode": "TN", "PostalCode": "37415"},
            "Job": False, "BillWithParent": False, "Balance": 2340.00, "BalanceWithJobs": 2340.00, "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
            "PreferredDeliveryMethod": "Email", "IsProject": False, "domain": "QBO", "sparse": False, "Id": "58", "SyncToken": "11",
            "MetaData": {"CreateTime": "2022-03-14T09:12:40-07:00", "LastUpdatedTime": "2024-10-09T15:47:02-07:00"},
            "FullyQualifiedName": "Ridgeback Landscaping LLC", "CompanyName": "Ridgeback Landscaping LLC", "DisplayName": "Ridgeback Landscaping LLC",
            "PrintOnCheckName": "Ridgeback Landscaping LLC", "Active": True, "PrimaryPhone": {"FreeFormNumber": "(423) 555-0176"},
            "PrimaryEmailAddr": {"Address": "billing@ridgebackland.com"}, "SalesTermRef": {"value": "3", "name": "Net 30"}}
    turns: list[tuple[str, str]] = []
    q1 = "select * from Customer where DisplayName like 'Ridgeback%'"
    turns.append((call("qbo_query", query=q1), mcp_text({"QueryResponse": {"Customer": [cust], "startPosition": 1, "maxResults": 1}, "time": "2024-10-21T09:02:17.311-07:00"})))

    def line(i: int, desc: str, item: tuple[str, str], price: float, qty: float) -> dict[str, Any]:
        return {"Id": str(i), "LineNum": i, "Description": desc, "Amount": round(price * qty, 2), "DetailType": "SalesItemLineDetail",
                "SalesItemLineDetail": {"ItemRef": {"value": item[0], "name": item[1]}, "UnitPrice": price, "Qty": qty, "ItemAccountRef": {"value": "79", "name": "Services"}, "TaxCodeRef": {"value": "NON"}}}
    l1 = line(1, "Hardwood mulch - delivered & spread (cu yd)", ("14", "Materials:Mulch - Hardwood"), 45, 12)
    l2 = line(2, "Hedge trimming - crew labor (hrs)", ("7", "Labor:Hedge Trimming"), 65, 6)
    l3 = line(3, "Irrigation repair - zone 4 valve replacement", ("22", "Labor:Irrigation Repair"), 180, 1)

    def invoice(lines: list[dict[str, Any]], sync: str, updated: str, balance: float, linked: list[dict[str, Any]]) -> dict[str, Any]:
        total = round(sum(x["Amount"] for x in lines), 2)
        return {"AllowIPNPayment": False, "AllowOnlinePayment": False, "AllowOnlineCreditCardPayment": True, "AllowOnlineACHPayment": True,
                "domain": "QBO", "sparse": False, "Id": "1187", "SyncToken": sync, "MetaData": {"CreateTime": "2024-10-14T11:20:55-07:00", "LastModifiedByRef": {"value": "9130354966281046"}, "LastUpdatedTime": updated},
                "CustomField": [{"DefinitionId": "1", "Name": "Crew", "Type": "StringType", "StringValue": "Crew B"}], "DocNumber": "1043", "TxnDate": "2024-10-14",
                "CurrencyRef": {"value": "USD", "name": "United States Dollar"}, "LinkedTxn": linked,
                "Line": lines + [{"Amount": total, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}],
                "TxnTaxDetail": {"TotalTax": 0}, "CustomerRef": {"value": "58", "name": "Ridgeback Landscaping LLC"},
                "BillAddr": {"Id": "112", "Line1": "4120 Cedar Hollow Rd", "City": "Chattanooga", "CountrySubDivisionCode": "TN", "PostalCode": "37415"},
                "SalesTermRef": {"value": "3", "name": "Net 30"}, "DueDate": "2024-11-13", "TotalAmt": total, "ApplyTaxAfterDiscount": False,
                "PrintStatus": "NotSet", "EmailStatus": "EmailSent", "BillEmail": {"Address": "billing@ridgebackland.com"}, "Balance": balance,
                "DeliveryInfo": {"DeliveryType": "Email", "DeliveryTime": "2024-10-14T11:21:30-07:00"}}
    turns.append((call("get_invoice", invoice_id="1187"), mcp_text({"Invoice": invoice([l1, l2], "2", "2024-10-14T11:21:30-07:00", 930.00, []), "time": "2024-10-21T09:02:41.870-07:00"})))
    upd = {"Id": "1187", "SyncToken": "2", "sparse": True, "Line": [
        {"Id": "1", "Amount": 540.00, "DetailType": "SalesItemLineDetail", "SalesItemLineDetail": {"ItemRef": {"value": "14"}, "UnitPrice": 45, "Qty": 12}},
        {"Id": "2", "Amount": 390.00, "DetailType": "SalesItemLineDetail", "SalesItemLineDetail": {"ItemRef": {"value": "7"}, "UnitPrice": 65, "Qty": 6}},
        {"Amount": 180.00, "Description": "Irrigation repair - zone 4 valve replacement", "DetailType": "SalesItemLineDetail", "SalesItemLineDetail": {"ItemRef": {"value": "22"}, "UnitPrice": 180, "Qty": 1}}]}
    turns.append((call("update_invoice", invoice=upd), mcp_text({"Invoice": invoice([l1, l2, l3], "3", "2024-10-21T09:04:12-07:00", 1110.00, []), "time": "2024-10-21T09:04:12.455-07:00"})))
    pay = {"CustomerRef": {"value": "58"}, "TotalAmt": 500.00, "PaymentRefNum": "CHK 20817", "TxnDate": "2024-10-21",
           "Line": [{"Amount": 500.00, "LinkedTxn": [{"TxnId": "1187", "TxnType": "Invoice"}]}]}
    turns.append((call("create_payment", payment=pay), mcp_text({"Payment": {
        "DepositToAccountRef": {"value": "4", "name": "Undeposited Funds"}, "PaymentMethodRef": {"value": "2", "name": "Check"}, "PaymentRefNum": "CHK 20817",
        "TotalAmt": 500.00, "UnappliedAmt": 0, "ProcessPayment": False, "domain": "QBO", "sparse": False, "Id": "2214", "SyncToken": "0",
        "MetaData": {"CreateTime": "2024-10-21T09:05:38-07:00", "LastModifiedByRef": {"value": "9130354966281046"}, "LastUpdatedTime": "2024-10-21T09:05:38-07:00"},
        "TxnDate": "2024-10-21", "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
        "Line": [{"Amount": 500.00, "LinkedTxn": [{"TxnId": "1187", "TxnType": "Invoice"}],
                  "LineEx": {"any": [{"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue", "scope": "javax.xml.bind.JAXBElement$GlobalScope",
                                      "value": {"Name": "txnOpenBalance", "Value": "1110.00"}, "nil": False, "globalScope": True, "typeSubstituted": False},
                                     {"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue", "scope": "javax.xml.bind.JAXBElement$GlobalScope",
                                      "value": {"Name": "txnReferenceNumber", "Value": "1043"}, "nil": False, "globalScope": True, "typeSubstituted": False}]}}],
        "CustomerRef": {"value": "58", "name": "Ridgeback Landscaping LLC"}}, "time": "2024-10-21T09:05:38.902-07:00"})))
    turns.append((call("get_invoice", invoice_id="1187"), mcp_text({"Invoice": invoice([l1, l2, l3], "4", "2024-10-21T09:05:38-07:00", 610.00, [{"TxnId": "2214", "TxnType": "Payment"}]),
                                                                    "time": "2024-10-21T09:06:02.137-07:00"})))
    c2 = d(cust)
    c2.update({"Balance": 2020.00, "BalanceWithJobs": 2020.00, "SyncToken": "13", "MetaData": {"CreateTime": "2022-03-14T09:12:40-07:00", "LastUpdatedTime": "2024-10-21T09:05:38-07:00"}})
    turns.append((call("qbo_query", query="select Id, DisplayName, Balance, BalanceWithJobs, SyncToken, MetaData from Customer where Id = '58'"), mcp_text({
        "QueryResponse": {"Customer": [{k: c2[k] for k in ("domain", "sparse", "Id", "SyncToken", "MetaData", "DisplayName", "Balance", "BalanceWithJobs")} | {"sparse": True}],
                          "startPosition": 1, "maxResults": 1}, "time": "2024-10-21T09:06:30.508-07:00"})))
    rs.add("mcp", "h58-mcp-05", system("quickbooks-online MCP server (realm 4620816365291843710, minor version 73)", tools), turns,
           state="Authenticated to QuickBooks Online company 'Greenline Grounds Co.' (realmId 4620816365291843710).")


# --------------------------------------------------------------------------------------------
# 06 Xero (bad, turn 4): the approved invoice reads back as DRAFT with no action in between
# --------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    tools = [
        tool("list_contacts", "Search contacts by name.", {"searchTerm": S, "page": INT}, []),
        tool("create_invoice", "Create a sales (ACCREC) or bill (ACCPAY) invoice.", {"invoice": OBJ}, ["invoice"]),
        tool("update_invoice", "Update an invoice (status, lines, reference).", {"invoiceId": S, "invoice": OBJ}, ["invoiceId", "invoice"]),
        tool("get_invoice", "Get one invoice by InvoiceID or number.", {"invoiceId": S}, ["invoiceId"]),
        tool("email_invoice", "Email an approved sales invoice to the contact.", {"invoiceId": S}, ["invoiceId"]),
        tool("create_payment", "Apply a payment to an invoice.", {"invoiceId": S, "accountCode": S, "amount": NUM, "date": S, "reference": S}, ["invoiceId", "accountCode", "amount"]),
        tool("list_invoices", "List invoices filtered by status and contact.", {"statuses": A, "contactIds": A, "order": S}, []),
        tool("get_online_invoice", "Get the online invoice URL of a sales invoice.", {"invoiceId": S}, ["invoiceId"]),
        tool("get_contact", "Get a contact with its balances.", {"contactId": S}, ["contactId"]),
    ]
    cid = "b7e4c1d2-58a3-4f0e-9c6b-1a2d3e4f5a60"
    iid = "3f7a1c2e-9b84-4d61-a0f5-2c8e71d4b913"
    hdr = {"Id": "", "Status": "OK", "ProviderName": "Kaitiaki Ops MCP"}

    def env(i: str, ts: int, **kw: Any) -> str:
        h = dict(hdr)
        h["Id"] = i
        h["DateTimeUTC"] = f"/Date({ts}000)/"
        h.update(kw)
        return pj(h)
    contact_short = {"ContactID": cid, "Name": "Tamarind & Co Catering", "EmailAddress": "accounts@tamarindco.co.nz"}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_contacts", searchTerm="Tamarind"), env("5c2b9e71-0d3a-4b8f-a1e6-7f90c3d2b415", 1729546170, Contacts=[
        {"ContactID": cid, "ContactNumber": "CUS-0142", "AccountNumber": "TAM001", "ContactStatus": "ACTIVE", "Name": "Tamarind & Co Catering", "FirstName": "Mereana", "LastName": "Tuhiwai",
         "EmailAddress": "accounts@tamarindco.co.nz", "TaxNumber": "118-204-557", "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD",
         "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 11094", "City": "Wellington", "PostalCode": "6142", "Country": "New Zealand"}],
         "Phones": [{"PhoneType": "DEFAULT", "PhoneNumber": "384 2217", "PhoneAreaCode": "04", "PhoneCountryCode": "64"}], "UpdatedDateUTC": "/Date(1723152410000+0000)/", "HasAttachments": False},
        {"ContactID": "0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b", "ContactNumber": "CUS-0177", "ContactStatus": "ACTIVE", "Name": "Tamarind Tree Early Learning", "EmailAddress": "office@tamarindtree.nz",
         "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD", "UpdatedDateUTC": "/Date(1719830022000+0000)/", "HasAttachments": False}])))
    li = [{"LineItemID": "a1c4e7f0-2b5d-4e8a-9c1f-3d6b8e0a2c4e", "Description": "Event tableware hire - 120 guest package", "Quantity": 1.0, "UnitAmount": 850.00, "ItemCode": "HIRE-TW120",
           "AccountCode": "200", "TaxType": "OUTPUT2", "TaxAmount": 127.50, "LineAmount": 850.00, "Tracking": [{"Name": "Region", "Option": "Wellington"}]},
          {"LineItemID": "b2d5f8a1-3c6e-4f9b-8d2a-4e7c9f1b3d5f", "Description": "Linen package - ivory (per 30 covers)", "Quantity": 4.0, "UnitAmount": 35.00, "ItemCode": "LIN-IV30",
           "AccountCode": "200", "TaxType": "OUTPUT2", "TaxAmount": 21.00, "LineAmount": 140.00, "Tracking": [{"Name": "Region", "Option": "Wellington"}]}]

    def inv(status: str, upd: int, paid: float = 0.0, sent: bool = False, payments: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        x: dict[str, Any] = {"Type": "ACCREC", "InvoiceID": iid, "InvoiceNumber": "INV-0318", "Reference": "Ngaio wedding 16 Nov", "Contact": contact_short,
                             "Date": "/Date(1729555200000+0000)/", "DateString": "2024-10-22T00:00:00", "DueDate": "/Date(1732060800000+0000)/", "DueDateString": "2024-11-20T00:00:00",
                             "Status": status, "LineAmountTypes": "Exclusive", "LineItems": li, "SubTotal": 990.00, "TotalTax": 148.50, "Total": 1138.50,
                             "AmountDue": round(1138.50 - paid, 2), "AmountPaid": paid, "AmountCredited": 0.00, "CurrencyCode": "NZD", "CurrencyRate": 1.0,
                             "BrandingThemeID": "5d4dd402-c851-497e-aae1-9ff265c0d15a", "SentToContact": sent, "IsDiscounted": False, "HasAttachments": False, "HasErrors": False,
                             "UpdatedDateUTC": f"/Date({upd}000+0000)/"}
        if payments is not None:
            x["Payments"] = payments
        return x
    turns.append((call("create_invoice", invoice={"Type": "ACCREC", "Contact": {"ContactID": cid}, "Date": "2024-10-22", "DueDate": "2024-11-20", "Reference": "Ngaio wedding 16 Nov",
                                                  "LineAmountTypes": "Exclusive", "Status": "DRAFT",
                                                  "LineItems": [{"ItemCode": "HIRE-TW120", "Quantity": 1, "UnitAmount": 850.00, "AccountCode": "200", "TaxType": "OUTPUT2"},
                                                                {"ItemCode": "LIN-IV30", "Quantity": 4, "UnitAmount": 35.00, "AccountCode": "200", "TaxType": "OUTPUT2"}]}),
                  env("9a1e6f3c-7b2d-4c8e-b5a4-0d9f8e7c6b5a", 1729546211, Invoices=[inv("DRAFT", 1729546211)])))
    turns.append((call("update_invoice", invoiceId=iid, invoice={"Status": "AUTHORISED"}), env("e4d3c2b1-a0f9-4e8d-9c7b-6a5f4e3d2c1b", 1729546265, Invoices=[inv("AUTHORISED", 1729546265)])))
    turns.append((call("get_invoice", invoiceId=iid), env("71c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e", 1729546288, Invoices=[inv("DRAFT", 1729546265, payments=[])])))
    turns.append((call("email_invoice", invoiceId=iid), mcp_text("Invoice INV-0318 (3f7a1c2e-9b84-4d61-a0f5-2c8e71d4b913) was emailed to accounts@tamarindco.co.nz. Xero returned 204 No Content.")))
    pay = {"PaymentID": "c8b7a6f5-e4d3-4c2b-a1f0-9e8d7c6b5a49", "Date": "/Date(1729555200000+0000)/", "BankAmount": 500.00, "Amount": 500.00, "Reference": "Deposit - Ngaio wedding",
           "CurrencyRate": 1.0, "PaymentType": "ACCRECPAYMENT", "Status": "AUTHORISED", "UpdatedDateUTC": "/Date(1729546390000+0000)/", "HasAccount": True, "IsReconciled": False,
           "Account": {"AccountID": "13918178-849a-4823-9a31-57b7eac713d7", "Code": "090"}}
    turns.append((call("create_payment", invoiceId=iid, accountCode="090", amount=500.00, date="2024-10-22", reference="Deposit - Ngaio wedding"),
                  env("2b3c4d5e-6f70-4812-93a4-b5c6d7e8f901", 1729546390, Payments=[pay | {"Invoice": {"InvoiceID": iid, "InvoiceNumber": "INV-0318", "Type": "ACCREC", "Contact": contact_short,
                                                                                                     "Total": 1138.50, "AmountDue": 638.50, "AmountPaid": 500.00, "Status": "AUTHORISED", "CurrencyCode": "NZD"}}])))
    pshort = {k: pay[k] for k in ("PaymentID", "Date", "Amount", "Reference", "CurrencyRate", "HasAccount")}
    turns.append((call("get_invoice", invoiceId=iid), env("8e9f0a1b-2c3d-4e5f-a6b7-c8d9e0f1a2b3", 1729546412, Invoices=[inv("AUTHORISED", 1729546390, 500.00, True, [pshort])])))
    old = {"Type": "ACCREC", "InvoiceID": "6d5c4b3a-2918-4f7e-8d6c-5b4a39281706", "InvoiceNumber": "INV-0301", "Reference": "Staff lunch 2 Oct", "Contact": contact_short,
           "DateString": "2024-09-30T00:00:00", "DueDateString": "2024-10-15T00:00:00", "Status": "AUTHORISED", "LineAmountTypes": "Exclusive",
           "SubTotal": 365.22, "TotalTax": 54.78, "Total": 420.00, "AmountDue": 420.00, "AmountPaid": 0.00, "CurrencyCode": "NZD", "SentToContact": True,
           "UpdatedDateUTC": "/Date(1727670031000+0000)/"}
    cur = {k: v for k, v in inv("AUTHORISED", 1729546390, 500.00, True).items() if k != "LineItems"}
    turns.append((call("list_invoices", statuses=["AUTHORISED"], contactIds=[cid], order="DueDate ASC"), env("0f1e2d3c-4b5a-4697-8877-665544332211", 1729546437, Invoices=[old, cur])))
    turns.append((call("get_online_invoice", invoiceId=iid), env("aa11bb22-cc33-4d44-8e55-ff6677889900", 1729546459,
                                                                 OnlineInvoices=[{"OnlineInvoiceUrl": "https://in.xero.com/8kRfT2vQxLmZ9aWc3YpN1dHs6EbJ4uGo7iKlP0nBq"}])))
    turns.append((call("get_contact", contactId=cid), env("c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", 1729546481, Contacts=[
        {"ContactID": cid, "ContactNumber": "CUS-0142", "AccountNumber": "TAM001", "ContactStatus": "ACTIVE", "Name": "Tamarind & Co Catering", "EmailAddress": "accounts@tamarindco.co.nz",
         "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD", "SalesDefaultAccountCode": "200",
         "Balances": {"AccountsReceivable": {"Outstanding": 1058.50, "Overdue": 420.00}, "AccountsPayable": {"Outstanding": 0.00, "Overdue": 0.00}},
         "UpdatedDateUTC": "/Date(1723152410000+0000)/", "HasAttachments": False}])))
    rs.add("mcp", "h58-mcp-06", system("xero MCP server (Accounting API 2.0, organisation 'Kaitiaki Event Hire Ltd', NZD)", tools), turns, bad=True, turn=4,
           kind="Invoice INV-0318 reads back with Status DRAFT right after the update turned it AUTHORISED, with nothing in between.")


# --------------------------------------------------------------------------------------------
# 07 Mailchimp (bad, turn 5): the removed member is listed in the static segment again
# --------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_segments", "List segments and tags of an audience.", {"list_id": S, "count": INT}, ["list_id"]),
        tool("list_segment_members", "List members of a segment.", {"list_id": S, "segment_id": S, "count": INT, "offset": INT}, ["list_id", "segment_id"]),
        tool("batch_segment_members", "Add or remove members of a static segment.", {"list_id": S, "segment_id": S, "members_to_add": A, "members_to_remove": A}, ["list_id", "segment_id"]),
        tool("get_member", "Get an audience member by email or subscriber hash.", {"list_id": S, "subscriber": S}, ["list_id", "subscriber"]),
        tool("update_member_tags", "Add or remove tags on a member.", {"list_id": S, "subscriber": S, "tags": A}, ["list_id", "subscriber", "tags"]),
        tool("create_campaign", "Create a regular campaign.", {"type": S, "recipients": OBJ, "settings": OBJ}, ["type", "recipients", "settings"]),
    ]
    lid = "a3f9c21b8e"

    def h(email: str) -> str:
        return hashlib.md5(email.lower().encode()).hexdigest()
    people = [("dana.okafor@outlook.com", "Dana", "Okafor", 4, "2022-11-02T18:40:12+00:00", 0.61, 0.18, 712004),
              ("m.brennan@kestrelmail.com", "Maeve", "Brennan", 5, "2021-06-19T09:02:55+00:00", 0.83, 0.34, 712031),
              ("hollis.wade@gmail.com", "Hollis", "Wade", 3, "2023-03-28T22:15:40+00:00", 0.47, 0.09, 712058),
              ("rsantos@fieldnotes.co", "Rafael", "Santos", 4, "2022-01-07T14:31:09+00:00", 0.72, 0.21, 712085),
              ("yuki.tanabe@icloud.com", "Yuki", "Tanabe", 5, "2020-10-11T03:48:27+00:00", 0.91, 0.40, 712112),
              ("ines.carvalho@sapo.pt", "Inês", "Carvalho", 3, "2024-02-14T11:20:03+00:00", 0.55, 0.12, 712139)]

    def member(p: tuple[str, str, str, int, str, float, float, int], tags: list[dict[str, Any]] | None = None, last: str | None = None) -> dict[str, Any]:
        email, fn, ln, rating, signup, opens, clicks, web = p
        return {"id": h(email), "email_address": email, "unique_email_id": h(email)[7:17], "contact_id": h(email + "#c")[:26], "full_name": f"{fn} {ln}", "web_id": web,
                "email_type": "html", "status": "subscribed", "merge_fields": {"FNAME": fn, "LNAME": ln, "ADDRESS": "", "PHONE": ""},
                "stats": {"avg_open_rate": opens, "avg_click_rate": clicks}, "ip_signup": "", "timestamp_signup": signup, "ip_opt": "203.0.113." + str(web % 200),
                "timestamp_opt": signup, "member_rating": rating, "last_changed": last or signup, "language": "en" if not email.endswith(".pt") else "pt",
                "vip": rating == 5, "email_client": "", "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "", "timezone": ""},
                "source": "Hosted Signup Form", "tags_count": len(tags or []), "tags": tags or [], "list_id": lid}
    turns: list[tuple[str, str]] = []

    def segs(vip_count: int, vip_updated: str) -> str:
        return pj({"segments": [
            {"id": 41287, "name": "Spring Preorder VIPs", "member_count": vip_count, "type": "static", "created_at": "2024-09-03T16:02:11+00:00", "updated_at": vip_updated,
             "options": {"match": "any", "conditions": []}, "list_id": lid},
            {"id": 41290, "name": "Opened last 30 days", "member_count": 1824, "type": "saved", "created_at": "2024-09-03T16:09:48+00:00", "updated_at": "2024-09-03T16:09:48+00:00",
             "options": {"match": "all", "conditions": [{"condition_type": "Aim", "field": "aim", "op": "open", "value": "last30"}]}, "list_id": lid},
            {"id": 39902, "name": "glaze-workshop-waitlist", "member_count": 212, "type": "static", "created_at": "2024-05-20T08:30:00+00:00", "updated_at": "2024-10-01T12:44:19+00:00",
             "options": {"match": "any", "conditions": []}, "list_id": lid}],
            "list_id": lid, "total_items": 3})
    turns.append((call("list_segments", list_id=lid, count=10), segs(5, "2024-10-14T10:27:36+00:00")))
    vip_tag = [{"id": 41287, "name": "Spring Preorder VIPs"}]
    first5 = [member(p, vip_tag) for p in people[:5]]
    turns.append((call("list_segment_members", list_id=lid, segment_id="41287", count=10, offset=0), pj({"members": first5, "total_items": 5})))
    ines = member(people[5], vip_tag, "2024-10-22T08:12:40+00:00")
    turns.append((call("batch_segment_members", list_id=lid, segment_id="41287", members_to_add=["ines.carvalho@sapo.pt"]), pj({
        "members_added": [ines], "members_removed": [], "errors": [], "total_added": 1, "total_removed": 0, "error_count": 0,
        "_links": [{"rel": "parent", "href": f"https://us14.api.mailchimp.com/3.0/lists/{lid}/segments/41287", "method": "GET"}]})))
    dana_out = member(people[0], [], "2024-10-22T08:13:05+00:00")
    turns.append((call("batch_segment_members", list_id=lid, segment_id="41287", members_to_remove=["dana.okafor@outlook.com"]), pj({
        "members_added": [], "members_removed": [dana_out], "errors": [], "total_added": 0, "total_removed": 1, "error_count": 0,
        "_links": [{"rel": "parent", "href": f"https://us14.api.mailchimp.com/3.0/lists/{lid}/segments/41287", "method": "GET"}]})))
    shown = [member(people[0], vip_tag)] + first5[1:] + [ines]
    turns.append((call("list_segment_members", list_id=lid, segment_id="41287", count=10, offset=0), pj({"members": shown, "total_items": 6})))
    turns.append((call("get_member", list_id=lid, subscriber="ines.carvalho@sapo.pt"), pj(ines | {"interests": {"5b2f9a1c04": True, "7d8e3c2a61": False}, "last_note": None})))
    turns.append((call("update_member_tags", list_id=lid, subscriber=h("ines.carvalho@sapo.pt"), tags=[{"name": "preorder-2025", "status": "active"}]), "204 No Content"))
    turns.append((call("list_segments", list_id=lid, count=10), segs(5, "2024-10-22T08:13:05+00:00")))
    turns.append((call("create_campaign", type="regular", recipients={"list_id": lid, "segment_opts": {"saved_segment_id": 41287}},
                       settings={"subject_line": "Your spring preorder window opens Friday", "from_name": "Kettle & Kiln", "reply_to": "hello@kettleandkiln.com", "title": "VIP preorder - spring 2025"}),
                  pj({"id": "b9d41c7e2a", "web_id": 10482233, "type": "regular", "create_time": "2024-10-22T08:15:51+00:00", "archive_url": "http://eepurl.com/iXq2Rk", "long_archive_url": "https://us14.campaign-archive.com/?u=5f1c2b9e7a3d40c8e6b1a9f02&id=b9d41c7e2a",
                      "status": "save", "emails_sent": 0, "send_time": "", "content_type": "template", "needs_block_refresh": False, "resendable": False,
                      "recipients": {"list_id": lid, "list_is_active": True, "list_name": "Kettle & Kiln Newsletter", "segment_text": "Contacts in saved segment <strong>Spring Preorder VIPs</strong>",
                                     "recipient_count": 5, "segment_opts": {"saved_segment_id": 41287, "match": "any"}},
                      "settings": {"subject_line": "Your spring preorder window opens Friday", "title": "VIP preorder - spring 2025", "from_name": "Kettle & Kiln", "reply_to": "hello@kettleandkiln.com",
                                   "use_conversation": False, "to_name": "", "folder_id": "", "authenticate": True, "auto_footer": False, "inline_css": False, "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 0, "drag_and_drop": False},
                      "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
                      "delivery_status": {"enabled": False}})))
    rs.add("mcp", "h58-mcp-07", system("mailchimp-marketing MCP server (Marketing API 3.0, datacenter us14, audience 'Kettle & Kiln Newsletter')", tools), turns, bad=True, turn=5,
           kind="dana.okafor@outlook.com, removed from segment 41287 the turn before, is listed again among its members (total_items 6).")


# --------------------------------------------------------------------------------------------
# 08 HubSpot deals (clean): line items edited, added and removed, deal renamed and closed won, re-sorted search
# --------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    tools = [
        tool("search_deals", "Search deals (CRM v3 search) with a query and sort.", {"query": S, "properties": A, "sorts": A, "limit": INT}, []),
        tool("get_deal", "Read a deal with properties and associations.", {"dealId": S, "properties": A, "associations": A}, ["dealId"]),
        tool("list_deal_line_items", "List the line items associated with a deal.", {"dealId": S}, ["dealId"]),
        tool("update_line_item", "Update line item properties.", {"lineItemId": S, "properties": OBJ}, ["lineItemId", "properties"]),
        tool("create_line_item", "Create a line item and associate it with a deal.", {"properties": OBJ, "dealId": S}, ["properties"]),
        tool("delete_line_item", "Archive a line item.", {"lineItemId": S}, ["lineItemId"]),
        tool("update_deal", "Update deal properties.", {"dealId": S, "properties": OBJ}, ["dealId", "properties"]),
        tool("get_associations", "List associations from a deal to another object type (v4).", {"dealId": S, "toObjectType": S}, ["dealId", "toObjectType"]),
    ]
    did = "18342907715"
    turns: list[tuple[str, str]] = []

    def deal(did_: str, name: str, amount: str, stage: str, close: str, mod: str, created: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        props = {"amount": amount, "closedate": close, "createdate": created, "dealname": name, "dealstage": stage, "hs_lastmodifieddate": mod, "hs_object_id": did_,
                 "pipeline": "default", "hubspot_owner_id": "512873904"}
        props.update(extra or {})
        return {"id": did_, "properties": props, "createdAt": created, "updatedAt": mod, "archived": False}
    exp = deal("18342910233", "Northwind Clinics - Expansion (Denver)", "9500", "qualifiedtobuy", "2025-01-31T17:00:00Z", "2024-10-09T13:44:02.117Z", "2024-09-25T18:11:40.251Z")
    ren0 = deal(did, "Northwind Clinics - Annual Renewal", "42000", "contractsent", "2024-11-29T17:00:00Z", "2024-10-18T21:03:11.902Z", "2024-08-12T15:20:33.418Z")
    turns.append((call("search_deals", query="Northwind", properties=["dealname", "amount", "dealstage", "closedate"], sorts=[{"propertyName": "amount", "direction": "DESCENDING"}], limit=10),
                  pj({"total": 2, "results": [ren0, exp]})))
    full0 = deal(did, "Northwind Clinics - Annual Renewal", "42000", "contractsent", "2024-11-29T17:00:00Z", "2024-10-18T21:03:11.902Z", "2024-08-12T15:20:33.418Z",
                 {"hs_deal_stage_probability": "0.900000000000000022", "hs_is_closed": "false", "hs_is_closed_won": "false", "hs_num_of_associated_line_items": "2",
                  "hs_forecast_amount": "37800", "deal_currency_code": "USD", "hs_priority": "high", "description": "FY25 renewal, 50 seats + premium support"})
    full0["associations"] = {"line items": {"results": [{"id": "6120034981", "type": "deal_to_line_item"}, {"id": "6120034982", "type": "deal_to_line_item"}]},
                             "contacts": {"results": [{"id": "90211345", "type": "deal_to_contact"}, {"id": "90211398", "type": "deal_to_contact"}]},
                             "companies": {"results": [{"id": "21048813377", "type": "deal_to_company"}]}}
    turns.append((call("get_deal", dealId=did, properties=["dealname", "amount", "dealstage", "closedate", "hs_deal_stage_probability", "hs_is_closed_won", "hs_num_of_associated_line_items", "hs_forecast_amount", "description"],
                       associations=["line_items", "contacts", "companies"]), pj(full0)))

    def li(lid: str, name: str, sku: str, qty: int, price: int, prod: str, created: str, mod: str) -> dict[str, Any]:
        return {"id": lid, "properties": {"amount": f"{qty * price}.00", "createdate": created, "hs_lastmodifieddate": mod, "hs_object_id": lid, "hs_product_id": prod,
                                          "hs_sku": sku, "name": name, "price": f"{price}.00", "quantity": str(qty), "hs_recurring_billing_period": "P12M", "recurringbillingfrequency": "annually"},
                "createdAt": created, "updatedAt": mod, "archived": False}
    seat50 = li("6120034981", "Platform license (per seat, annual)", "PLT-SEAT-A", 50, 720, "1487201933", "2024-08-12T15:24:09.730Z", "2024-08-12T15:24:09.730Z")
    supp = li("6120034982", "Premium support (annual)", "SUP-PREM-A", 1, 6000, "1487202211", "2024-08-12T15:24:10.118Z", "2024-08-12T15:24:10.118Z")
    turns.append((call("list_deal_line_items", dealId=did), pj({"status": "COMPLETE", "results": [seat50, supp], "startedAt": "2024-10-22T14:11:02.307Z", "completedAt": "2024-10-22T14:11:02.344Z"})))
    seat55 = li("6120034981", "Platform license (per seat, annual)", "PLT-SEAT-A", 55, 720, "1487201933", "2024-08-12T15:24:09.730Z", "2024-10-22T14:11:40.519Z")
    turns.append((call("update_line_item", lineItemId="6120034981", properties={"quantity": "55"}), pj(seat55)))
    work = li("6120041177", "Onboarding workshop (remote, 2 sessions)", "SVC-ONB-2", 1, 2500, "1487209940", "2024-10-22T14:12:18.004Z", "2024-10-22T14:12:18.004Z")
    work["properties"]["hs_recurring_billing_period"] = None
    work["properties"]["recurringbillingfrequency"] = None
    turns.append((call("create_line_item", properties={"name": "Onboarding workshop (remote, 2 sessions)", "hs_product_id": "1487209940", "quantity": "1", "price": "2500"}, dealId=did), pj(work)))
    turns.append((call("delete_line_item", lineItemId="6120034982"), "204 No Content"))
    turns.append((call("list_deal_line_items", dealId=did), pj({"status": "COMPLETE", "results": [seat55, work], "startedAt": "2024-10-22T14:13:05.662Z", "completedAt": "2024-10-22T14:13:05.690Z"})))
    new_props = {"dealname": "Northwind Clinics - FY25 Renewal", "amount": "42100", "dealstage": "closedwon", "closedate": "2024-10-22T14:14:00Z"}
    ren1 = deal(did, "Northwind Clinics - FY25 Renewal", "42100", "closedwon", "2024-10-22T14:14:00Z", "2024-10-22T14:14:07.281Z", "2024-08-12T15:20:33.418Z")
    turns.append((call("update_deal", dealId=did, properties=new_props), pj(ren1)))
    full1 = deal(did, "Northwind Clinics - FY25 Renewal", "42100", "closedwon", "2024-10-22T14:14:00Z", "2024-10-22T14:14:09.840Z", "2024-08-12T15:20:33.418Z",
                 {"hs_deal_stage_probability": "1", "hs_is_closed": "true", "hs_is_closed_won": "true", "hs_num_of_associated_line_items": "2", "hs_closed_amount": "42100",
                  "hs_forecast_amount": "42100", "days_to_close": "71", "deal_currency_code": "USD", "hs_priority": "high", "description": "FY25 renewal, 50 seats + premium support"})
    turns.append((call("get_deal", dealId=did, properties=["dealname", "amount", "dealstage", "closedate", "hs_deal_stage_probability", "hs_is_closed_won", "hs_num_of_associated_line_items",
                                                         "hs_forecast_amount", "hs_closed_amount", "days_to_close", "description"]), pj(full1)))
    turns.append((call("search_deals", query="Northwind", properties=["dealname", "amount", "dealstage", "closedate"], sorts=[{"propertyName": "closedate", "direction": "ASCENDING"}], limit=10),
                  pj({"total": 2, "results": [deal(did, "Northwind Clinics - FY25 Renewal", "42100", "closedwon", "2024-10-22T14:14:00Z", "2024-10-22T14:14:09.840Z", "2024-08-12T15:20:33.418Z"), exp]})))
    turns.append((call("get_associations", dealId=did, toObjectType="contacts"), pj({"results": [
        {"toObjectId": 90211345, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 3, "label": None}, {"category": "USER_DEFINED", "typeId": 41, "label": "Decision maker"}]},
        {"toObjectId": 90211398, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 3, "label": None}]}]})))
    rs.add("mcp", "h58-mcp-08", system("hubspot MCP server (CRM API v3/v4, portal 44102873)", tools), turns)


# --------------------------------------------------------------------------------------------
# 09 Salesforce opportunities (clean): product line swapped, stage advanced, roll-ups and history follow
# --------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    tools = [
        tool("soql_query", "Run a SOQL query.", {"query": S}, ["query"]),
        tool("create_record", "Create a record of an sObject type.", {"sobject": S, "fields": OBJ}, ["sobject", "fields"]),
        tool("update_record", "Update fields of a record.", {"sobject": S, "id": S, "fields": OBJ}, ["sobject", "id", "fields"]),
        tool("delete_record", "Delete a record.", {"sobject": S, "id": S}, ["sobject", "id"]),
    ]
    oid = "0065g00000XyZ3mAAF"
    base = "/services/data/v61.0/sobjects"

    def opp(amount: float, stage: str, prob: float, mod: str, fc: str = "Pipeline") -> dict[str, Any]:
        return {"attributes": {"type": "Opportunity", "url": f"{base}/Opportunity/{oid}"}, "Id": oid, "Name": "Kestrel Freight - Telematics Rollout",
                "Account": {"attributes": {"type": "Account", "url": f"{base}/Account/0015g00000LmN8qAAB"}, "Name": "Kestrel Freight Lines"},
                "StageName": stage, "Amount": amount, "Probability": prob, "ExpectedRevenue": round(amount * prob / 100, 1), "CloseDate": "2024-12-13",
                "ForecastCategoryName": fc, "HasOpportunityLineItem": True, "Pricebook2Id": "01s5g00000FlEetAAF", "OwnerId": "0055g00000JqR2wAAF",
                "LastModifiedDate": mod, "LastModifiedById": "0055g00000JqR2wAAF"}
    q_opp = f"SELECT Id, Name, Account.Name, StageName, Amount, Probability, ExpectedRevenue, CloseDate, ForecastCategoryName, HasOpportunityLineItem, Pricebook2Id, OwnerId, LastModifiedDate, LastModifiedById FROM Opportunity WHERE Id = '{oid}'"
    turns: list[tuple[str, str]] = []
    turns.append((call("soql_query", query=q_opp), pj({"totalSize": 1, "done": True, "records": [opp(184000.0, "Proposal/Price Quote", 75.0, "2024-10-16T19:42:08.000+0000")]})))

    def oli(lid: str, pbe: str, name: str, code: str, qty: float, price: float, listp: float, created: str) -> dict[str, Any]:
        return {"attributes": {"type": "OpportunityLineItem", "url": f"{base}/OpportunityLineItem/{lid}"}, "Id": lid, "PricebookEntryId": pbe,
                "Product2": {"attributes": {"type": "Product2", "url": f"{base}/Product2/01t5g{pbe[5:]}"}, "Name": name, "ProductCode": code},
                "Quantity": qty, "UnitPrice": price, "ListPrice": listp, "TotalPrice": qty * price, "ServiceDate": None, "CreatedDate": created}
    l1 = oli("00k5g00000AbC1xAAF", "01u5g00000Tx400AAA", "Telematics Unit TX-400", "TX-400", 120.0, 1200.0, 1350.0, "2024-09-27T16:05:31.000+0000")
    l2 = oli("00k5g00000AbC1yAAF", "01u5g00000FdAnnAAA", "Fleet Dashboard License (annual)", "FD-ANN", 120.0, 300.0, 300.0, "2024-09-27T16:05:31.000+0000")
    l3 = oli("00k5g00000AbC1zAAF", "01u5g00000InStdAAA", "Installation - Standard", "INST-STD", 1.0, 4000.0, 4000.0, "2024-09-27T16:05:32.000+0000")
    q_li = f"SELECT Id, PricebookEntryId, Product2.Name, Product2.ProductCode, Quantity, UnitPrice, ListPrice, TotalPrice, ServiceDate, CreatedDate FROM OpportunityLineItem WHERE OpportunityId = '{oid}' ORDER BY CreatedDate"
    turns.append((call("soql_query", query=q_li), pj({"totalSize": 3, "done": True, "records": [l1, l2, l3]})))
    turns.append((call("delete_record", sobject="OpportunityLineItem", id="00k5g00000AbC1zAAF"), pj({"id": "00k5g00000AbC1zAAF", "success": True, "errors": [], "statusCode": 204})))
    turns.append((call("create_record", sobject="OpportunityLineItem", fields={"OpportunityId": oid, "PricebookEntryId": "01u5g00000InPrmAAA", "Quantity": 1, "UnitPrice": 6500,
                                                                               "Description": "On-site install, 3 depots (Reno, Sparks, Elko)"}),
                  pj({"id": "00k5g00000AbD7QAAV", "success": True, "errors": []})))
    turns.append((call("update_record", sobject="Opportunity", id=oid, fields={"StageName": "Negotiation/Review", "NextStep": "Legal redlines due 10/29"}),
                  pj({"id": oid, "success": True, "errors": [], "statusCode": 204})))
    q_opp2 = q_opp.replace("LastModifiedById FROM", "LastModifiedById, NextStep FROM")
    o2 = opp(186500.0, "Negotiation/Review", 90.0, "2024-10-22T15:07:31.000+0000")
    o2["NextStep"] = "Legal redlines due 10/29"
    turns.append((call("soql_query", query=q_opp2), pj({"totalSize": 1, "done": True, "records": [o2]})))

    def hist(hid: str, created: str, stage: str, amount: float, prob: float) -> dict[str, Any]:
        return {"attributes": {"type": "OpportunityHistory", "url": f"{base}/OpportunityHistory/{hid}"}, "Id": hid, "CreatedDate": created, "StageName": stage,
                "Amount": amount, "Probability": prob, "ExpectedRevenue": round(amount * prob / 100, 1), "CloseDate": "2024-12-13", "ForecastCategory": "Pipeline",
                "CreatedBy": {"attributes": {"type": "User", "url": f"{base}/User/0055g00000JqR2wAAF"}, "Name": "Renee Aldana"}}
    q_h = f"SELECT Id, CreatedDate, StageName, Amount, Probability, ExpectedRevenue, CloseDate, ForecastCategory, CreatedBy.Name FROM OpportunityHistory WHERE OpportunityId = '{oid}' ORDER BY CreatedDate DESC LIMIT 5"
    turns.append((call("soql_query", query=q_h), pj({"totalSize": 5, "done": True, "records": [
        hist("0085g00001Qw7ZrAAJ", "2024-10-22T15:07:31.000+0000", "Negotiation/Review", 186500.0, 90.0),
        hist("0085g00001Qw7ZmAAJ", "2024-10-22T15:06:48.000+0000", "Proposal/Price Quote", 186500.0, 75.0),
        hist("0085g00001Qw7ZhAAJ", "2024-10-22T15:06:12.000+0000", "Proposal/Price Quote", 180000.0, 75.0),
        hist("0085g00001Pk3XaAAJ", "2024-10-16T19:42:08.000+0000", "Proposal/Price Quote", 184000.0, 75.0),
        hist("0085g00001Ob9DfAAJ", "2024-09-27T16:05:32.000+0000", "Value Proposition", 184000.0, 50.0)]})))
    rs.add("mcp", "h58-mcp-09", system("salesforce MCP server (REST API v61.0, org 00D5g00000Lq8YzEAJ)", tools), turns,
           state="Connected to Salesforce org 00D5g00000Lq8YzEAJ as renee.aldana@kestrel-sales.com.")


# --------------------------------------------------------------------------------------------
# 10 WooCommerce (clean): quantities changed, item added, completed, partial refund with restock, new orders arrive
# --------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    tools = [
        tool("list_orders", "List orders (WC REST v3).", {"status": S, "per_page": INT, "page": INT, "_fields": S}, []),
        tool("get_order", "Retrieve an order.", {"id": INT}, ["id"]),
        tool("update_order", "Update an order (status, line_items, notes).", {"id": INT, "status": S, "line_items": A}, ["id"]),
        tool("create_order_note", "Add a note to an order.", {"order_id": INT, "note": S, "customer_note": B}, ["order_id", "note"]),
        tool("list_order_notes", "List the notes of an order.", {"order_id": INT}, ["order_id"]),
        tool("create_refund", "Create a refund for an order.", {"order_id": INT, "amount": S, "reason": S, "line_items": A, "api_refund": B, "api_restock": B}, ["order_id", "amount"]),
        tool("get_product", "Retrieve a product.", {"id": INT}, ["id"]),
    ]
    turns: list[tuple[str, str]] = []
    fields = "id,number,status,date_created,total,customer_id,payment_method_title"

    def brief(i: int, created: str, total: str, cust: int, pm: str = "Credit Card (Stripe)", status: str = "processing") -> dict[str, Any]:
        return {"id": i, "number": str(i), "status": status, "date_created": created, "total": total, "customer_id": cust, "payment_method_title": pm}
    o27 = brief(4827, "2024-10-21T16:02:44", "31.50", 0, "PayPal")
    o24 = brief(4824, "2024-10-21T08:47:19", "142.00", 2291)
    o21 = brief(4821, "2024-10-20T19:14:52", "80.50", 1873)
    turns.append((call("list_orders", status="processing", per_page=5, page=1, _fields=fields), pj([o27, o24, o21])))

    def item(iid: int, name: str, pid: int, qty: int, price: float, sku: str) -> dict[str, Any]:
        return {"id": iid, "name": name, "product_id": pid, "variation_id": 0, "quantity": qty, "tax_class": "", "subtotal": money(qty * price), "subtotal_tax": "0.00",
                "total": money(qty * price), "total_tax": "0.00", "taxes": [], "meta_data": [], "sku": sku, "price": price, "image": {"id": pid + 1000, "src": f"https://brewhausgoods.com/wp-content/uploads/2024/03/{sku.lower()}.jpg"}, "parent_name": None}
    i912 = item(912, "Ceramic Pour-Over Set", 311, 1, 48.0, "CPO-SET-WHT")
    i913 = item(913, "Paper Filters (100ct)", 318, 3, 8.5, "PF-100")
    i913b = item(913, "Paper Filters (100ct)", 318, 2, 8.5, "PF-100")
    i921 = item(921, "Kettle Descaler Tablets (12pk)", 325, 1, 12.0, "DSC-12")
    addr = {"first_name": "Owen", "last_name": "Achterberg", "company": "", "address_1": "1309 Vine St", "address_2": "", "city": "Cincinnati", "state": "OH", "postcode": "45202", "country": "US"}

    def order(items: list[dict[str, Any]], status: str, modified: str, completed: str | None = None, refunds: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        sub = sum(float(x["total"]) for x in items)
        return {"id": 4821, "parent_id": 0, "status": status, "currency": "USD", "version": "9.3.3", "prices_include_tax": False,
                "date_created": "2024-10-20T19:14:52", "date_modified": modified, "discount_total": "0.00", "discount_tax": "0.00", "shipping_total": "7.00", "shipping_tax": "0.00",
                "cart_tax": "0.00", "total": money(sub + 7.0), "total_tax": "0.00", "customer_id": 1873, "order_key": "wc_order_kQ8vN2xTzR4mP",
                "billing": addr | {"email": "owen.achterberg@gmail.com", "phone": "513-555-0164"}, "shipping": addr | {"phone": ""},
                "payment_method": "stripe", "payment_method_title": "Credit Card (Stripe)", "transaction_id": "ch_3Q7xYpK2vR9mNb4T1cW8aZqL",
                "customer_ip_address": "172.58.114.27", "created_via": "checkout", "customer_note": "", "date_completed": completed, "date_paid": "2024-10-20T19:14:58",
                "cart_hash": "9f2c1a7e6b4d3058a1c2e9f7d6b5a403", "number": "4821",
                "line_items": items, "tax_lines": [], "shipping_lines": [{"id": 914, "method_title": "Flat rate", "method_id": "flat_rate", "instance_id": "2", "total": "7.00", "total_tax": "0.00", "taxes": [], "meta_data": [{"id": 8811, "key": "Items", "value": "Ceramic Pour-Over Set &times; 1, Paper Filters (100ct) &times; 3", "display_key": "Items", "display_value": "Ceramic Pour-Over Set &times; 1, Paper Filters (100ct) &times; 3"}]}],
                "fee_lines": [], "coupon_lines": [], "refunds": refunds or [], "payment_url": "https://brewhausgoods.com/checkout/order-pay/4821/?pay_for_order=true&key=wc_order_kQ8vN2xTzR4mP",
                "is_editable": status in ("pending", "on-hold"), "needs_payment": False, "needs_processing": True,
                "_links": {"self": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders/4821"}], "collection": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders"}], "customer": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/customers/1873"}]}}
    turns.append((call("get_order", id=4821), pj(order([i912, i913], "processing", "2024-10-20T19:14:58"))))
    turns.append((call("update_order", id=4821, line_items=[{"id": 913, "quantity": 2, "subtotal": "17.00", "total": "17.00"}]), pj(order([i912, i913b], "processing", "2024-10-22T10:18:33"))))
    turns.append((call("update_order", id=4821, line_items=[{"product_id": 325, "quantity": 1}]), pj(order([i912, i913b, i921], "processing", "2024-10-22T10:19:02"))))
    turns.append((call("create_order_note", order_id=4821, note="Customer called: reduce filters to 2 packs, add descaler tablets.", customer_note=False), pj({
        "id": 5532, "author": "Mira Chen", "date_created": "2024-10-22T10:19:47", "date_created_gmt": "2024-10-22T14:19:47", "note": "Customer called: reduce filters to 2 packs, add descaler tablets.",
        "customer_note": False, "_links": {"self": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders/4821/notes/5532"}], "up": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders/4821"}]}})))
    turns.append((call("update_order", id=4821, status="completed"), pj(order([i912, i913b, i921], "completed", "2024-10-22T10:21:09", "2024-10-22T10:21:09"))))

    def product(stock: int, modified: str, sales: int) -> str:
        return pj({"id": 325, "name": "Kettle Descaler Tablets (12pk)", "slug": "kettle-descaler-tablets-12pk", "permalink": "https://brewhausgoods.com/product/kettle-descaler-tablets-12pk/",
                   "date_created": "2024-03-11T12:40:07", "date_modified": modified, "type": "simple", "status": "publish", "featured": False, "catalog_visibility": "visible",
                   "sku": "DSC-12", "price": "12.00", "regular_price": "12.00", "sale_price": "", "on_sale": False, "purchasable": True, "total_sales": sales, "virtual": False,
                   "downloadable": False, "tax_status": "taxable", "tax_class": "", "manage_stock": True, "stock_quantity": stock, "backorders": "no", "backorders_allowed": False,
                   "backordered": False, "low_stock_amount": 5, "sold_individually": False, "weight": "0.3", "dimensions": {"length": "12", "width": "8", "height": "3"},
                   "shipping_required": True, "reviews_allowed": True, "average_rating": "4.62", "rating_count": 13, "categories": [{"id": 41, "name": "Care & Cleaning", "slug": "care-cleaning"}],
                   "stock_status": "instock", "has_options": False, "post_password": "", "global_unique_id": "",
                   "_links": {"self": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/products/325"}], "collection": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/products"}]}})
    turns.append((call("get_product", id=325), product(29, "2024-10-22T10:19:02", 113)))
    refund_li = {"id": 934, "name": "Kettle Descaler Tablets (12pk)", "product_id": 325, "variation_id": 0, "quantity": -1, "tax_class": "", "subtotal": "-12.00", "subtotal_tax": "0.00",
                 "total": "-12.00", "total_tax": "0.00", "taxes": [], "meta_data": [{"id": 8840, "key": "_refunded_item_id", "value": "921", "display_key": "_refunded_item_id", "display_value": "921"}],
                 "sku": "DSC-12", "price": -12, "refund_total": 12}
    turns.append((call("create_refund", order_id=4821, amount="12.00", reason="Descaler not needed after all", line_items=[{"id": 921, "quantity": 1, "refund_total": 12}], api_refund=False, api_restock=True),
                  pj({"id": 4830, "date_created": "2024-10-22T10:23:40", "date_created_gmt": "2024-10-22T14:23:40", "amount": "12.00", "reason": "Descaler not needed after all",
                      "refunded_by": 7, "refunded_payment": False, "meta_data": [], "line_items": [refund_li], "shipping_lines": [], "tax_lines": [], "fee_lines": [],
                      "_links": {"self": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders/4821/refunds/4830"}], "up": [{"href": "https://brewhausgoods.com/wp-json/wc/v3/orders/4821"}]}})))
    turns.append((call("get_product", id=325), product(30, "2024-10-22T10:23:40", 113)))

    def note(i: int, when: str, text: str, author: str = "WooCommerce", cust: bool = False) -> dict[str, Any]:
        hh = int(when[11:13]) + 4
        return {"id": i, "author": author, "date_created": when, "date_created_gmt": f"{when[:11]}{hh:02d}{when[13:]}", "note": text, "customer_note": cust}
    turns.append((call("list_order_notes", order_id=4821), pj([
        note(5541, "2024-10-22T10:23:40", "Item DSC-12 stock increased from 29 to 30.", "Mira Chen"),
        note(5540, "2024-10-22T10:23:40", "Refunded $12.00 &ndash; Descaler not needed after all", "Mira Chen"),
        note(5536, "2024-10-22T10:21:09", "Order status changed from Processing to Completed.", "Mira Chen"),
        note(5532, "2024-10-22T10:19:47", "Customer called: reduce filters to 2 packs, add descaler tablets.", "Mira Chen"),
        note(5529, "2024-10-22T10:19:02", "Added line items: Kettle Descaler Tablets (12pk)<br>Adjusted stock: Kettle Descaler Tablets (12pk) (DSC-12) 30&rarr;29", "Mira Chen"),
        note(5527, "2024-10-22T10:18:33", "Adjusted stock: Paper Filters (100ct) (PF-100) 212&rarr;213", "Mira Chen"),
        note(5501, "2024-10-20T19:14:58", "Stripe charge complete (Charge ID: ch_3Q7xYpK2vR9mNb4T1cW8aZqL)"),
        note(5500, "2024-10-20T19:14:58", "Order status changed from Pending payment to Processing.")])))
    refunds = [{"id": 4830, "reason": "Descaler not needed after all", "total": "-12.00"}]
    turns.append((call("get_order", id=4821), pj(order([i912, i913b, i921], "completed", "2024-10-22T10:23:40", "2024-10-22T10:21:09", refunds))))
    o33 = brief(4833, "2024-10-22T10:22:15", "58.75", 3310)
    turns.append((call("list_orders", status="processing", per_page=5, page=1, _fields=fields), pj([o33, o27, o24])))
    rs.add("mcp", "h58-mcp-10", system("woocommerce MCP server (WC REST API v3, brewhausgoods.com, WooCommerce 9.3.3)", tools), turns)


# --------------------------------------------------------------------------------------------
# 11 BigCommerce (bad, turn 9): the renamed product comes back under its old name in the search
# --------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    tools = [
        tool("get_products", "List catalog products (V3) with filters.", {"keyword": S, "include_fields": S, "limit": INT}, []),
        tool("get_product", "Get a product by id.", {"product_id": INT, "include": S}, ["product_id"]),
        tool("update_product", "Update a product.", {"product_id": INT, "fields": OBJ}, ["product_id", "fields"]),
        tool("delete_variant", "Delete a product variant.", {"product_id": INT, "variant_id": INT}, ["product_id", "variant_id"]),
        tool("create_variant", "Create a product variant.", {"product_id": INT, "variant": OBJ}, ["product_id", "variant"]),
        tool("update_variant", "Update a product variant.", {"product_id": INT, "variant_id": INT, "fields": OBJ}, ["product_id", "variant_id", "fields"]),
        tool("get_variants", "List the variants of a product.", {"product_id": INT}, ["product_id"]),
        tool("get_product_metafields", "List the metafields of a product.", {"product_id": INT}, ["product_id"]),
        tool("get_categories", "List categories by id.", {"ids": S}, ["ids"]),
    ]
    turns: list[tuple[str, str]] = []
    fields = "name,sku,price,inventory_level,is_visible"

    def search(name: str, price: float, inv: int) -> str:
        return pj({"data": [
            {"id": 1142, "name": name, "sku": "ATB-45", "price": price, "inventory_level": inv, "is_visible": True},
            {"id": 1150, "name": "Alpine Trek Rain Cover (35-50L)", "sku": "ATB-RC", "price": 24.0, "inventory_level": 57, "is_visible": True}],
            "meta": {"pagination": {"total": 2, "count": 2, "per_page": 50, "current_page": 1, "total_pages": 1, "links": {"current": "?keyword=trek&include_fields=name%2Csku%2Cprice%2Cinventory_level%2Cis_visible&limit=50&page=1"}}}})
    turns.append((call("get_products", keyword="trek", include_fields=fields, limit=50), search("Alpine Trek 45L Backpack", 189.0, 20)))

    def var(vid: int, sku: str, label: str, ovid: int, inv: int, price: float, upc: str) -> dict[str, Any]:
        return {"id": vid, "product_id": 1142, "sku": sku, "sku_id": vid + 2107, "price": None, "calculated_price": price, "sale_price": None, "retail_price": None,
                "map_price": None, "weight": None, "calculated_weight": 3.1, "width": None, "height": None, "depth": None, "is_free_shipping": False, "fixed_cost_shipping_price": None,
                "purchasing_disabled": False, "purchasing_disabled_message": "", "image_url": "", "cost_price": 0, "upc": upc, "mpn": "", "gtin": "", "inventory_level": inv,
                "inventory_warning_level": 3, "bin_picking_number": "B-14", "option_values": [{"id": ovid, "label": label, "option_id": 77, "option_display_name": "Color"}]}
    v1 = var(3381, "ATB-45-SLT", "Slate", 118, 14, 189.0, "810044731125")
    v2 = var(3382, "ATB-45-MOS", "Moss", 119, 6, 189.0, "810044731132")
    v3 = var(3383, "ATB-45-RST", "Rust", 120, 0, 189.0, "810044731149")

    def prod(name: str, price: float, inv: int, modified: str, featured: bool = False, sort: int = 0, variants: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        p: dict[str, Any] = {"id": 1142, "name": name, "type": "physical", "sku": "ATB-45", "description": "<p>45-litre top-loading trekking pack with adjustable torso and hip-belt pockets.</p>",
                             "weight": 3.1, "width": 13, "depth": 11, "height": 26, "price": price, "cost_price": 92.4, "retail_price": 0, "sale_price": 0, "map_price": 0,
                             "tax_class_id": 0, "product_tax_code": "", "calculated_price": price, "categories": [23, 41], "brand_id": 7, "option_set_id": None,
                             "inventory_level": inv, "inventory_warning_level": 5, "inventory_tracking": "variant", "is_free_shipping": False, "is_visible": True,
                             "is_featured": featured, "sort_order": sort, "availability": "available", "condition": "New", "is_condition_shown": False,
                             "date_created": "2023-08-14T17:02:45+00:00", "date_modified": modified, "view_count": 4127, "total_sold": 318,
                             "custom_url": {"url": "/alpine-trek-45l-backpack/", "is_customized": False}, "base_variant_id": None, "open_graph_use_product_name": True}
        if variants is not None:
            p["variants"] = variants
        return p
    turns.append((call("get_product", product_id=1142, include="variants"), pj({"data": prod("Alpine Trek 45L Backpack", 189.0, 20, "2024-10-02T11:40:18+00:00", variants=[v1, v2, v3]), "meta": {}})))
    turns.append((call("update_product", product_id=1142, fields={"name": "Alpine Trek 45L Pack", "price": 179.0}), pj({"data": prod("Alpine Trek 45L Pack", 179.0, 20, "2024-10-22T15:31:04+00:00"), "meta": {}})))
    turns.append((call("delete_variant", product_id=1142, variant_id=3383), "204 No Content"))
    v4 = var(3419, "ATB-45-GLB", "Glacier Blue", 131, 20, 179.0, "810044731187")
    turns.append((call("create_variant", product_id=1142, variant={"sku": "ATB-45-GLB", "inventory_level": 20, "upc": "810044731187", "option_values": [{"option_display_name": "Color", "label": "Glacier Blue"}]}),
                  pj({"data": v4, "meta": {}})))
    v2b = d(v2)
    v2b["inventory_level"] = 11
    v2b["calculated_price"] = 179.0
    turns.append((call("update_variant", product_id=1142, variant_id=3382, fields={"inventory_level": 11}), pj({"data": v2b, "meta": {}})))
    v1b = d(v1)
    v1b["calculated_price"] = 179.0
    turns.append((call("get_variants", product_id=1142), pj({"data": [v1b, v2b, v4], "meta": {"pagination": {"total": 3, "count": 3, "per_page": 50, "current_page": 1, "total_pages": 1, "links": {"current": "?page=1&limit=50"}}}})))
    turns.append((call("update_product", product_id=1142, fields={"is_featured": True, "sort_order": 5}), pj({"data": prod("Alpine Trek 45L Pack", 179.0, 45, "2024-10-22T15:34:47+00:00", True, 5), "meta": {}})))
    turns.append((call("get_products", keyword="trek", include_fields=fields, limit=50), search("Alpine Trek 45L Backpack", 179.0, 45)))
    turns.append((call("get_product_metafields", product_id=1142), pj({"data": [
        {"id": 5521, "key": "torso_range_cm", "value": "43-53", "namespace": "specs", "permission_set": "read_and_sf_access", "resource_type": "product", "resource_id": 1142, "description": "", "date_created": "2023-08-14T17:05:10+00:00", "date_modified": "2023-08-14T17:05:10+00:00", "owner_client_id": "q8k2vx71nd0e3mzr4b6tlp9wc5yhs1"},
        {"id": 5522, "key": "warranty", "value": "Lifetime against manufacturing defects", "namespace": "specs", "permission_set": "read_and_sf_access", "resource_type": "product", "resource_id": 1142, "description": "", "date_created": "2023-08-14T17:05:10+00:00", "date_modified": "2024-01-09T09:31:55+00:00", "owner_client_id": "q8k2vx71nd0e3mzr4b6tlp9wc5yhs1"}],
        "meta": {"pagination": {"total": 2, "count": 2, "per_page": 50, "current_page": 1, "total_pages": 1}}})))
    turns.append((call("get_categories", ids="23,41"), pj({"data": [
        {"id": 23, "parent_id": 0, "name": "Backpacks", "description": "", "views": 18822, "sort_order": 2, "page_title": "", "meta_keywords": [], "meta_description": "", "layout_file": "category.html", "image_url": "", "is_visible": True, "search_keywords": "", "default_product_sort": "use_store_settings", "custom_url": {"url": "/backpacks/", "is_customized": False}},
        {"id": 41, "parent_id": 23, "name": "Multi-day Packs", "description": "", "views": 5310, "sort_order": 1, "page_title": "", "meta_keywords": [], "meta_description": "", "layout_file": "category.html", "image_url": "", "is_visible": True, "search_keywords": "", "default_product_sort": "use_store_settings", "custom_url": {"url": "/backpacks/multi-day-packs/", "is_customized": False}}],
        "meta": {"pagination": {"total": 2, "count": 2, "per_page": 50, "current_page": 1, "total_pages": 1}}})))
    rs.add("mcp", "h58-mcp-11", system("bigcommerce MCP server (Catalog API V3, store hash s7k2qv9x1m)", tools), turns, bad=True, turn=9,
           kind="The product search lists product 1142 as 'Alpine Trek 45L Backpack' after it was renamed 'Alpine Trek 45L Pack' (and shown so at turn 8).")


# --------------------------------------------------------------------------------------------
# 12 Plaid (bad, turn 3): a settled transaction comes back with a different posted date
# --------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    tools = [
        tool("accounts_get", "List the accounts of an Item (cached balances).", {"access_token": S}, ["access_token"]),
        tool("transactions_get", "Get transactions for a date range.", {"access_token": S, "start_date": S, "end_date": S, "options": OBJ}, ["access_token", "start_date", "end_date"]),
        tool("accounts_balance_get", "Real-time balances for accounts.", {"access_token": S, "options": OBJ}, ["access_token"]),
        tool("institutions_get_by_id", "Get an institution by id.", {"institution_id": S, "country_codes": A}, ["institution_id", "country_codes"]),
        tool("item_get", "Get information about an Item.", {"access_token": S}, ["access_token"]),
    ]
    tok = "access-production-5c1e9a7b-42d8-4f0e-b3a6-9d2c7e81f054"
    chk = "BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp"
    sav = "dVzbVMLjrxTnLjX4G66XUp5GLklm4oiZy88yK"
    crd = "9kXo3Nw7QMsqJ2E6rVZyC8pYbgRdL1fKmTa0u"
    item_id = "eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6"

    def accounts(ts: str | None) -> list[dict[str, Any]]:
        def bal(av: float | None, cur: float, lim: float | None) -> dict[str, Any]:
            return {"available": av, "current": cur, "iso_currency_code": "USD", "limit": lim, "unofficial_currency_code": None, "last_updated_datetime": ts}
        return [
            {"account_id": chk, "balances": bal(4602.36, 4812.36, None), "mask": "0742", "name": "Adv Plus Banking", "official_name": "Advantage Plus Banking", "persistent_account_id": "8cfb8beb89b774ee43b090625f0d61d0814322b43bff984eaf60386e", "subtype": "checking", "type": "depository"},
            {"account_id": sav, "balances": bal(18250.00, 18250.00, None), "mask": "1190", "name": "Advantage Savings", "official_name": "Advantage Savings", "persistent_account_id": "2f9d8a1c7b6e5d4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b", "subtype": "savings", "type": "depository"},
            {"account_id": crd, "balances": bal(6672.56, 1327.44, 8000.00), "mask": "5531", "name": "Customized Cash Rewards Visa", "official_name": "Customized Cash Rewards Visa Signature", "persistent_account_id": "6e5d4c3b2a19f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3", "subtype": "credit card", "type": "credit"}]
    item = {"available_products": ["balance", "identity", "investments", "recurring_transactions"], "billed_products": ["auth", "transactions"], "consent_expiration_time": None,
            "error": None, "institution_id": "ins_1", "institution_name": "Bank of America", "item_id": item_id, "products": ["auth", "transactions"], "update_type": "background",
            "webhook": "https://hooks.ledgerly.app/plaid/webhook"}
    turns: list[tuple[str, str]] = []
    turns.append((call("accounts_get", access_token=tok), pj({"accounts": accounts(None), "item": item, "request_id": "bkVE1BHWMAZ9Rnr"})))

    def tx(tid: str, date: str, auth: str, name: str, merchant: str | None, amount: float, channel: str, cat: tuple[str, str], pay: str = "") -> dict[str, Any]:
        return {"account_id": chk, "account_owner": None, "amount": amount, "authorized_date": auth, "authorized_datetime": None, "category": None, "category_id": None,
                "check_number": None, "counterparties": [] if merchant is None else [{"name": merchant, "type": "merchant", "confidence_level": "VERY_HIGH", "entity_id": None, "logo_url": None, "website": None}],
                "date": date, "datetime": None, "iso_currency_code": "USD", "location": {"address": None, "city": None, "country": None, "lat": None, "lon": None, "postal_code": None, "region": None, "store_number": None},
                "logo_url": None, "merchant_entity_id": None, "merchant_name": merchant, "name": name, "payment_channel": channel,
                "payment_meta": {"by_order_of": None, "payee": None, "payer": None, "payment_method": None, "payment_processor": None, "ppd_id": None, "reason": None, "reference_number": pay or None},
                "pending": False, "pending_transaction_id": None, "personal_finance_category": {"primary": cat[0], "detailed": cat[1], "confidence_level": "VERY_HIGH"},
                "transaction_code": None, "transaction_id": tid, "transaction_type": "place" if channel == "in store" else "special", "unofficial_currency_code": None, "website": None}
    txs = [
        tx("lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje", "2024-10-14", "2024-10-13", "WHOLEFDS SFO 10388 SAN FRANCISCO CA", "Whole Foods Market", 87.42, "in store", ("FOOD_AND_DRINK", "FOOD_AND_DRINK_GROCERIES")),
        tx("4z7Bn6ZJqLsR3xKvYp2WdT9cHmA1oEfGuN8jQ", "2024-10-11", "2024-10-11", "PGANDE WEB ONLINE PAYMENT", "Pacific Gas & Electric", 142.18, "online", ("RENT_AND_UTILITIES", "RENT_AND_UTILITIES_GAS_AND_ELECTRICITY")),
        tx("Xq9Wm2Lk7Rv4Tn1Bc8Hs5Jd3Fp6Gy0ZaEuNo", "2024-10-10", "2024-10-10", "LUMEN LABS INC DES:PAYROLL ID:XXXXX4471", None, -3215.77, "other", ("INCOME", "INCOME_WAGES"), "PPD4471"),
        tx("Vb3Nc8Mx1Zl6Kq9Wr4Tj7Hy2Gf5Ds0PaEoUi", "2024-10-08", "2024-10-07", "SHELL OIL 57444102 DALY CITY CA", "Shell", 48.90, "in store", ("TRANSPORTATION", "TRANSPORTATION_GAS")),
        tx("Jr6Tp1Wz8Qm3Xc5Vn9Bk2Lh7Gd4Fs0YaEoUy", "2024-10-06", "2024-10-06", "VENMO DES:PAYMENT ID:1038827715", "Venmo", 60.00, "online", ("TRANSFER_OUT", "TRANSFER_OUT_ACCOUNT_TRANSFER")),
        tx("Hk2Lm9Nb4Vc7Xz1Qw5Er8Ty3Ui6Op0AsDfGj", "2024-10-04", "2024-10-03", "TRADER JOE S #236 SAN FRANCISCO CA", "Trader Joe's", 63.15, "in store", ("FOOD_AND_DRINK", "FOOD_AND_DRINK_GROCERIES")),
        tx("Pz5Xc2Vb8Nm1Lk4Jh7Gf3Ds6Aq9Wr0EtYuIo", "2024-10-02", "2024-10-02", "PARKLINE APTS DES:RENT ID:U-1204", None, 2150.00, "other", ("RENT_AND_UTILITIES", "RENT_AND_UTILITIES_RENT"), "U-1204"),
        tx("Qa1Ws2Ed3Rf4Tg5Yh6Uj7Ik8Ol9Pz0XcVbNm", "2024-10-01", "2024-09-30", "Spotify USA", "Spotify", 11.99, "online", ("ENTERTAINMENT", "ENTERTAINMENT_MUSIC_AND_AUDIO"))]
    acc_chk = accounts(None)[:1]
    turns.append((call("transactions_get", access_token=tok, start_date="2024-10-01", end_date="2024-10-15", options={"account_ids": [chk], "count": 10, "offset": 0, "include_personal_finance_category": True}),
                  pj({"accounts": acc_chk, "item": item, "request_id": "Wq7vN2pX9kLm4Tz", "total_transactions": 8, "transactions": txs})))
    first3 = d(txs[:3])
    first3[0]["date"] = "2024-10-12"
    turns.append((call("transactions_get", access_token=tok, start_date="2024-10-01", end_date="2024-10-15", options={"account_ids": [chk], "count": 3, "offset": 0, "include_personal_finance_category": True}),
                  pj({"accounts": acc_chk, "item": item, "request_id": "Hc3bR8yT1wQz5Nm", "total_transactions": 8, "transactions": first3})))
    turns.append((call("accounts_balance_get", access_token=tok, options={"account_ids": [chk, sav, crd]}), pj({"accounts": accounts("2024-10-22T16:40:07Z"), "item": item, "request_id": "Lk9fD2sA6gH3jXc"})))
    turns.append((call("institutions_get_by_id", institution_id="ins_1", country_codes=["US"]), pj({"institution": {
        "country_codes": ["US"], "institution_id": "ins_1", "name": "Bank of America", "oauth": True, "products": ["assets", "auth", "balance", "transactions", "identity", "investments", "liabilities", "recurring_transactions"],
        "routing_numbers": ["011000138", "011200365", "011400495", "121000358", "026009593"], "dtc_numbers": ["0773"], "url": "https://www.bankofamerica.com", "primary_color": "#e31837", "logo": None},
        "request_id": "Mn5bV8cX2zL7kJh"})))
    turns.append((call("item_get", access_token=tok), pj({"item": item | {"created_at": "2024-02-03T19:21:47Z", "consented_products": ["auth", "transactions"], "consent_expiration_time": None},
                                                         "status": {"investments": None, "last_webhook": {"code_sent": "SYNC_UPDATES_AVAILABLE", "sent_at": "2024-10-22T11:02:19Z"},
                                                                    "transactions": {"last_failed_update": None, "last_successful_update": "2024-10-22T11:02:14Z"}},
                                                         "request_id": "Ty4uI7oP1aS8dFg"})))
    rs.add("mcp", "h58-mcp-12", system("plaid MCP server (Plaid API 2020-09-14, production)", tools), turns, bad=True, turn=3,
           kind="The settled Whole Foods transaction lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDje is dated 2024-10-12, but the same query range showed it dated 2024-10-14 one turn earlier.")


# --------------------------------------------------------------------------------------------
# 13 ShipStation (clean): address fixed, label bought, voided, re-bought with another carrier
# --------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_orders", "List orders by status with paging.", {"orderStatus": S, "page": INT, "pageSize": INT, "sortBy": S, "sortDir": S}, []),
        tool("get_order", "Get an order by orderId.", {"orderId": INT}, ["orderId"]),
        tool("create_update_order", "Create or update an order (matched on orderKey).", {"order": OBJ}, ["order"]),
        tool("get_rates", "Get shipping rates for a package.", {"carrierCode": S, "fromPostalCode": S, "toPostalCode": S, "toCountry": S, "weight": OBJ, "residential": B}, ["carrierCode", "fromPostalCode", "toPostalCode", "toCountry", "weight"]),
        tool("create_label_for_order", "Create a shipping label for an order.", {"orderId": INT, "carrierCode": S, "serviceCode": S, "packageCode": S, "shipDate": S, "testLabel": B}, ["orderId", "carrierCode", "serviceCode", "packageCode", "shipDate"]),
        tool("void_label", "Void a shipping label.", {"shipmentId": INT}, ["shipmentId"]),
        tool("list_shipments", "List shipments, optionally by order number.", {"orderNumber": S, "includeShipmentItems": B}, []),
    ]
    ship_to = {"name": "Camille Ortega", "company": None, "street1": "88 Lenox Ave", "street2": None, "street3": None, "city": "New York", "state": "NY", "postalCode": "10026-2403",
               "country": "US", "phone": "646-555-0139", "residential": True, "addressVerified": "Address validated successfully"}
    items = [{"orderItemId": 301552871, "lineItemKey": "11820433518797", "sku": "GLZ-CEL-500", "name": "Celadon Glaze 500ml", "imageUrl": None, "weight": {"value": 12.0, "units": "ounces", "WeightUnits": 1},
              "quantity": 2, "unitPrice": 24.00, "taxAmount": None, "shippingAmount": None, "warehouseLocation": "A3-07", "options": [], "productId": 22910447, "fulfillmentSku": None, "adjustment": False, "upc": None,
              "createDate": "2024-10-21T09:14:31.63", "modifyDate": "2024-10-21T09:14:31.63"},
             {"orderItemId": 301552872, "lineItemKey": "11820433551565", "sku": "BRSH-HK-3", "name": "Hake Brush Set (3)", "imageUrl": None, "weight": {"value": 5.0, "units": "ounces", "WeightUnits": 1},
              "quantity": 1, "unitPrice": 19.50, "taxAmount": None, "shippingAmount": None, "warehouseLocation": "C1-12", "options": [], "productId": 22910583, "fulfillmentSku": None, "adjustment": False, "upc": None,
              "createDate": "2024-10-21T09:14:31.63", "modifyDate": "2024-10-21T09:14:31.63"}]

    def order(st: dict[str, Any], weight: float, modified: str, status: str = "awaiting_shipment") -> dict[str, Any]:
        return {"orderId": 188423551, "orderNumber": "WS-20931", "orderKey": "e3b0c8a1f49d4e2a9c7b6f5e4d3c2b1a", "orderDate": "2024-10-21T09:14:22.0000000", "createDate": "2024-10-21T09:14:31.6300000",
                "modifyDate": modified, "paymentDate": "2024-10-21T09:14:22.0000000", "shipByDate": "2024-10-23T00:00:00.0000000", "orderStatus": status, "customerId": 117204588,
                "customerUsername": "camille.ortega@gmail.com", "customerEmail": "camille.ortega@gmail.com",
                "billTo": {"name": "Camille Ortega", "company": None, "street1": None, "street2": None, "city": None, "state": None, "postalCode": None, "country": None, "phone": None, "residential": None},
                "shipTo": st, "items": items, "orderTotal": 74.95, "amountPaid": 74.95, "taxAmount": 0.00, "shippingAmount": 7.45, "customerNotes": None, "internalNotes": None, "gift": False,
                "paymentMethod": "Shopify Payments", "requestedShippingService": "Standard Shipping", "carrierCode": None, "serviceCode": None, "packageCode": None, "confirmation": "none",
                "shipDate": None, "holdUntilDate": None, "weight": {"value": weight, "units": "ounces", "WeightUnits": 1},
                "dimensions": {"units": "inches", "length": 10.0, "width": 8.0, "height": 6.0}, "insuranceOptions": {"provider": None, "insureShipment": False, "insuredValue": 0.0},
                "advancedOptions": {"warehouseId": 508812, "nonMachinable": False, "saturdayDelivery": False, "containsAlcohol": False, "storeId": 412087, "source": "web", "billToParty": None},
                "tagIds": None, "userId": None, "externallyFulfilled": False, "externallyFulfilledBy": None}
    turns: list[tuple[str, str]] = []
    other1 = order(ship_to, 0, "x")
    o1 = {k: other1[k] for k in ("orderId", "orderNumber", "orderDate", "orderStatus", "orderTotal")}
    listing = [
        {"orderId": 188419920, "orderNumber": "WS-20927", "orderDate": "2024-10-21T07:02:51.0000000", "orderStatus": "awaiting_shipment", "orderTotal": 112.40, "shipTo": {"name": "Devon Pike", "city": "Asheville", "state": "NC", "postalCode": "28801"}, "weight": {"value": 48.0, "units": "ounces"}},
        o1 | {"shipTo": {"name": "Camille Ortega", "city": "New York", "state": "NY", "postalCode": "10026-2403"}, "weight": {"value": 30.0, "units": "ounces"}},
        {"orderId": 188431207, "orderNumber": "WS-20936", "orderDate": "2024-10-21T13:40:05.0000000", "orderStatus": "awaiting_shipment", "orderTotal": 38.00, "shipTo": {"name": "Ravi Menon", "city": "Austin", "state": "TX", "postalCode": "78704-1150"}, "weight": {"value": 14.0, "units": "ounces"}}]
    turns.append((call("list_orders", orderStatus="awaiting_shipment", page=1, pageSize=3, sortBy="OrderDate", sortDir="ASC"), pj({"orders": listing, "total": 17, "page": 1, "pages": 6})))
    turns.append((call("get_order", orderId=188423551), pj(order(ship_to, 30.0, "2024-10-21T09:14:31.6300000"))))
    st2 = d(ship_to)
    st2["street2"] = "Apt 4B"
    turns.append((call("create_update_order", order={"orderKey": "e3b0c8a1f49d4e2a9c7b6f5e4d3c2b1a", "orderNumber": "WS-20931", "orderDate": "2024-10-21T09:14:22.0000000", "orderStatus": "awaiting_shipment",
                                                     "shipTo": {k: v for k, v in st2.items() if k != "addressVerified"}, "billTo": {"name": "Camille Ortega"}, "weight": {"value": 34, "units": "ounces"}}),
                  pj(order(st2, 34.0, "2024-10-22T08:51:17.4870000"))))
    rates = [{"serviceName": "USPS Ground Advantage - Package", "serviceCode": "usps_ground_advantage", "shipmentCost": 9.35, "otherCost": 0.0},
             {"serviceName": "USPS Priority Mail - Package", "serviceCode": "usps_priority_mail", "shipmentCost": 11.24, "otherCost": 0.0},
             {"serviceName": "USPS Priority Mail Express - Package", "serviceCode": "usps_priority_mail_express", "shipmentCost": 38.60, "otherCost": 0.0}]
    turns.append((call("get_rates", carrierCode="stamps_com", fromPostalCode="19123", toPostalCode="10026-2403", toCountry="US", weight={"value": 34, "units": "ounces"}, residential=True), pj(rates)))
    label1 = {"shipmentId": 94451207, "orderId": 188423551, "orderKey": "e3b0c8a1f49d4e2a9c7b6f5e4d3c2b1a", "userId": "5e1b7a2c-93d4-4f08-b6e1-0c7d2a9f3b85", "orderNumber": "WS-20931",
              "createDate": "2024-10-22T08:52:40.1630000", "shipDate": "2024-10-22", "shipmentCost": 9.35, "insuranceCost": 0.0, "trackingNumber": "9400111899223856312741",
              "isReturnLabel": False, "batchNumber": None, "carrierCode": "stamps_com", "serviceCode": "usps_ground_advantage", "packageCode": "package", "confirmation": "none",
              "warehouseId": 508812, "voided": False, "voidDate": None, "marketplaceNotified": False, "notifyErrorMessage": None, "shipTo": None, "weight": None, "dimensions": None,
              "insuranceOptions": None, "advancedOptions": None, "shipmentItems": None,
              "labelData": "JVBERi0xLjQKJeLjz9MKMSAwIG9iago8PC9UeXBlL1hPYmplY3QvU3VidHlwZS9JbWFnZS9XaWR0aCA4MDAvSGVpZ2h0IDEyMDAvQ29sb3JTcGFjZS9EZXZpY2VHcmF5L0JpdHNQZXJDb21wb25lbnQgMS9MZW5ndGggMjE0NzIvRmlsdGVyL0NDSVRURmF4RGVjb2RlL0RlY29kZVBhcm1zPDwvSyAtMS9Db2x1bW5zIDgwMD4+Pj5zdHJlYW0K...[truncated 28114 chars]",
              "formData": None}
    turns.append((call("create_label_for_order", orderId=188423551, carrierCode="stamps_com", serviceCode="usps_ground_advantage", packageCode="package", shipDate="2024-10-22", testLabel=False), pj(label1)))
    turns.append((call("void_label", shipmentId=94451207), pj({"approved": True, "message": "Label voided successfully"})))
    label2 = d(label1)
    label2.update({"shipmentId": 94451322, "createDate": "2024-10-22T08:55:03.9020000", "shipmentCost": 11.82, "trackingNumber": "1ZA4V1290398275512", "carrierCode": "ups_walleted", "serviceCode": "ups_ground",
                   "labelData": "JVBERi0xLjQKJeLjz9MKMSAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCAyODggNDMyXS9Db250ZW50cyAzIDAgUi9SZXNvdXJjZXM8PC9YT2JqZWN0PDwvSW0wIDQgMCBSPj4+Pj4+CmVuZG9iago...[truncated 31862 chars]"})
    turns.append((call("create_label_for_order", orderId=188423551, carrierCode="ups_walleted", serviceCode="ups_ground", packageCode="package", shipDate="2024-10-22", testLabel=False), pj(label2)))

    def shipment(lbl: dict[str, Any], voided: bool, void_date: str | None) -> dict[str, Any]:
        s = {k: v for k, v in lbl.items() if k not in ("labelData", "formData")}
        s.update({"voided": voided, "voidDate": void_date, "shipTo": {k: v for k, v in st2.items() if k != "addressVerified"}, "weight": {"value": 34.0, "units": "ounces", "WeightUnits": 1},
                  "dimensions": {"units": "inches", "length": 10.0, "width": 8.0, "height": 6.0}, "insuranceOptions": {"provider": None, "insureShipment": False, "insuredValue": 0.0},
                  "advancedOptions": {"billToParty": None, "billToAccount": None, "billToPostalCode": None, "billToCountryCode": None, "storeId": 412087}, "customerEmail": "camille.ortega@gmail.com"})
        return s
    turns.append((call("list_shipments", orderNumber="WS-20931", includeShipmentItems=False), pj({"shipments": [shipment(label2, False, None), shipment(label1, True, "2024-10-22T08:53:26.5100000")],
                                                                                                   "total": 2, "page": 1, "pages": 1})))
    rs.add("mcp", "h58-mcp-13", system("shipstation MCP server (ShipStation API v1, account 'Riverkiln Supply')", tools), turns)


# --------------------------------------------------------------------------------------------
# 14 Shippo (clean): address corrected to ZIP+4, label bought, refunded, replaced by a faster service
# --------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    tools = [
        tool("create_address", "Create (and optionally validate) an address.", {"name": S, "street1": S, "street2": S, "city": S, "state": S, "zip": S, "country": S, "email": S, "validate": B}, ["street1", "city", "state", "zip", "country"]),
        tool("create_shipment", "Create a shipment and get rates.", {"address_from": S, "address_to": S, "parcels": A, "async": B}, ["address_from", "address_to", "parcels"]),
        tool("purchase_label", "Purchase a label for a rate (creates a transaction).", {"rate": S, "label_file_type": S, "async": B}, ["rate"]),
        tool("get_track", "Get tracking status for a carrier and tracking number.", {"carrier": S, "tracking_number": S}, ["carrier", "tracking_number"]),
        tool("create_refund", "Request a refund for an unused label.", {"transaction": S}, ["transaction"]),
        tool("get_refund", "Retrieve a refund.", {"refund_id": S}, ["refund_id"]),
        tool("list_transactions", "List label transactions.", {"results": INT, "page": INT}, []),
    ]
    frm = "5d2b8f1e09c34a7d8e6f1b2c3a4d5e6f"
    to = "a91c7e3b2d4f4e6a8b0c1d2e3f4a5b6c"
    shp = "7c4e9a2b1f3d4c5e8a6b0d9f2e1c3a4b"
    r_ga, r_pm, r_ups, r_exp = "e1a3c5f7b9d14e2a8c6b4d2f0e9a7c5b", "f2b4d6e8a0c24f3b9d7c5e3a1f0b8d6c", "03c5e7a9b1d34a4c8e6f2b0d9c7e5a3f", "14d6f8b0c2e44b5d9f7a3c1e0d8b6f4a"
    t1, t2 = "b8e2f4a6c0d24e8f9a1b3c5d7e9f0a2b", "c9f3a5b7d1e34f9a0b2c4d6e8f0a1b3c"
    ref = "d0a4b6c8e2f44a0b1c3d5e7f9a0b2c4d"
    turns: list[tuple[str, str]] = []
    turns.append((call("create_address", name="Lena Fischer", street1="1220 NW Marshall St", street2="Unit 512", city="Portland", state="OR", zip="97209", country="US", email="lena.fischer@posteo.net", validate=True), pj({
        "object_id": to, "is_complete": True, "validation_results": {"is_valid": True, "messages": [{"source": "Shippo Address Validator", "code": "component_corrected", "type": "address_correction", "text": "ZIP+4 added to postal code."}]},
        "object_created": "2024-10-22T18:02:11.418Z", "object_updated": "2024-10-22T18:02:11.418Z", "object_owner": "ops@loomandlathe.com", "name": "Lena Fischer", "company": "",
        "street_no": "", "street1": "1220 NW MARSHALL ST", "street2": "UNIT 512", "street3": "", "city": "PORTLAND", "state": "OR", "zip": "97209-3418", "country": "US",
        "longitude": -122.6855, "latitude": 45.5311, "phone": "", "email": "lena.fischer@posteo.net", "is_residential": True, "metadata": "", "test": False})))

    def rate(rid: str, provider: str, token: str, name: str, amount: str, days: int, attrs: list[str]) -> dict[str, Any]:
        return {"object_created": "2024-10-22T18:02:40.902Z", "object_id": rid, "object_owner": "ops@loomandlathe.com", "shipment": shp, "attributes": attrs,
                "amount": amount, "currency": "USD", "amount_local": amount, "currency_local": "USD", "provider": provider,
                "provider_image_75": f"https://shippo-static.s3.amazonaws.com/providers/75/{provider}.png", "provider_image_200": f"https://shippo-static.s3.amazonaws.com/providers/200/{provider}.png",
                "servicelevel": {"name": name, "token": token, "terms": "", "extended_token": token, "parent_servicelevel": None}, "estimated_days": days, "arrives_by": None,
                "duration_terms": f"Delivery in {days} business day{'s' if days > 1 else ''}.", "messages": [], "carrier_account": "9c2e1f4b7a3d4e8c9b6f0a1d2c3e4f5a" if provider == "USPS" else "2b7d4e1a9c3f4b6e8d0a5c7f1e3b9d2a",
                "test": False, "zone": "2"}
    rates = [rate(r_ga, "USPS", "usps_ground_advantage", "Ground Advantage", "6.12", 4, ["CHEAPEST"]),
             rate(r_pm, "USPS", "usps_priority", "Priority Mail", "8.74", 2, []),
             rate(r_ups, "UPS", "ups_ground", "Ground", "11.90", 3, []),
             rate(r_exp, "USPS", "usps_priority_express", "Priority Mail Express", "31.45", 1, ["FASTEST"])]
    parcel = {"length": "12", "width": "9", "height": "4", "distance_unit": "in", "weight": "2.2", "mass_unit": "lb"}
    turns.append((call("create_shipment", address_from=frm, address_to=to, parcels=[parcel]), pj({
        "carrier_accounts": [], "object_created": "2024-10-22T18:02:40.655Z", "object_updated": "2024-10-22T18:02:40.933Z", "object_id": shp, "object_owner": "ops@loomandlathe.com", "status": "SUCCESS",
        "address_from": {"object_id": frm, "is_complete": True, "name": "Loom & Lathe Studio", "street1": "2145 W 6TH AVE", "city": "EUGENE", "state": "OR", "zip": "97402-4722", "country": "US", "validation_results": {}},
        "address_to": {"object_id": to, "is_complete": True, "name": "Lena Fischer", "street1": "1220 NW MARSHALL ST", "street2": "UNIT 512", "city": "PORTLAND", "state": "OR", "zip": "97209-3418", "country": "US", "validation_results": {"is_valid": True, "messages": []}},
        "address_return": {"object_id": frm}, "parcels": [parcel | {"object_id": "6e8a0c2e4f6a4b8c0d2e4f6a8b0c2d4e", "object_state": "VALID", "template": None, "extra": {}, "test": False}],
        "shipment_date": "2024-10-22T18:02:40.655Z", "extra": {}, "customs_declaration": None, "rates": rates, "messages": [], "metadata": "Order LL-5527", "test": False, "order": None})))

    def txn(tid: str, r: str, tracking: str, status: str, created: str, updated: str, url_tail: str, tstatus: str = "UNKNOWN") -> dict[str, Any]:
        return {"object_state": "VALID", "status": status, "object_created": created, "object_updated": updated, "object_id": tid, "object_owner": "ops@loomandlathe.com", "test": False,
                "rate": r, "tracking_number": tracking, "tracking_status": tstatus, "eta": None,
                "tracking_url_provider": f"https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum={tracking}",
                "label_url": f"https://deliver.goshippo.com/{url_tail}.pdf?Expires=1761156160&Signature=Qm2vT9xKcR4pLw7Z~nB3yHf8Ds1Ga6Je0Uo5Ik2&Key-Pair-Id=APKAJRICFXQ2S4YUQRSQ",
                "commercial_invoice_url": None, "messages": [], "order": None, "metadata": "Order LL-5527", "parcel": "6e8a0c2e4f6a4b8c0d2e4f6a8b0c2d4e", "billing": {"payments": []}, "qr_code_url": None}
    tx1 = txn(t1, r_ga, "9205590164917312751089", "SUCCESS", "2024-10-22T18:03:05.221Z", "2024-10-22T18:03:06.804Z", "b8e2f4a6c0d24e8f9a1b3c5d7e9f0a2b")
    turns.append((call("purchase_label", rate=r_ga, label_file_type="PDF_4x6"), pj(tx1)))

    def track(num: str, sl: str, status_date: str, hist_date: str, obj: str) -> str:
        ev = {"object_created": hist_date, "object_updated": hist_date, "object_id": obj, "status": "PRE_TRANSIT", "status_details": "Shipping Label Created, USPS Awaiting Item",
              "status_date": status_date, "substatus": {"code": "information_received", "text": "Information about the package received.", "action_required": False},
              "location": {"city": "Eugene", "state": "OR", "zip": "97402", "country": "US"}}
        return pj({"carrier": "usps", "tracking_number": num, "address_from": {"city": "Eugene", "state": "OR", "zip": "97402", "country": "US"},
                   "address_to": {"city": "Portland", "state": "OR", "zip": "97209", "country": "US"}, "transaction": None, "original_eta": None, "eta": None,
                   "servicelevel": {"token": sl, "name": None}, "metadata": None, "tracking_status": ev, "tracking_history": [ev], "messages": []})
    turns.append((call("get_track", carrier="usps", tracking_number="9205590164917312751089"), track("9205590164917312751089", "usps_ground_advantage", "2024-10-22T18:03:06Z", "2024-10-22T18:03:41.117Z", "1f3e5a7c9b0d4e2f8a6c4b2d0e8f6a4c")))
    turns.append((call("create_refund", transaction=t1), pj({"object_created": "2024-10-22T18:04:12.530Z", "object_id": ref, "object_owner": "ops@loomandlathe.com", "object_updated": "2024-10-22T18:04:12.530Z",
                                                              "status": "QUEUED", "test": False, "transaction": t1})))
    tx2 = txn(t2, r_pm, "9405511899223197428490", "SUCCESS", "2024-10-22T18:04:30.017Z", "2024-10-22T18:04:31.662Z", "c9f3a5b7d1e34f9a0b2c4d6e8f0a1b3c")
    turns.append((call("purchase_label", rate=r_pm, label_file_type="PDF_4x6"), pj(tx2)))
    turns.append((call("get_refund", refund_id=ref), pj({"object_created": "2024-10-22T18:04:12.530Z", "object_id": ref, "object_owner": "ops@loomandlathe.com", "object_updated": "2024-10-22T18:05:02.880Z",
                                                         "status": "SUCCESS", "test": False, "transaction": t1})))
    turns.append((call("get_track", carrier="usps", tracking_number="9405511899223197428490"), track("9405511899223197428490", "usps_priority", "2024-10-22T18:04:31Z", "2024-10-22T18:05:19.640Z", "2a4c6e8f0b1d4c3e9f7a5b3d1c0e8a6f")))
    tx1r = d(tx1)
    tx1r["status"] = "REFUNDED"
    tx1r["object_updated"] = "2024-10-22T18:05:02.880Z"
    tx1r["tracking_status"] = "PRE_TRANSIT"
    tx2b = d(tx2)
    tx2b["tracking_status"] = "PRE_TRANSIT"
    tx2b["object_updated"] = "2024-10-22T18:05:19.655Z"
    turns.append((call("list_transactions", results=25, page=1), pj({"next": None, "previous": None, "results": [tx2b, tx1r]})))
    rs.add("mcp", "h58-mcp-14", system("shippo MCP server (Shippo API 2018-02-08, live token)", tools), turns)


# --------------------------------------------------------------------------------------------
# 15 Katana MRP inventory (bad, turn 7): the workshop count ignores the -5 damage adjustment again
# --------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_locations", "List inventory locations.", {}, []),
        tool("get_inventory", "Inventory levels of a variant per location.", {"variant_id": INT, "location_id": INT}, ["variant_id"]),
        tool("create_stock_adjustment", "Adjust stock at a location.", {"location_id": INT, "stock_adjustment_rows": A, "reason": S, "stock_adjustment_number": S}, ["location_id", "stock_adjustment_rows"]),
        tool("create_stock_transfer", "Transfer stock between locations.", {"source_location_id": INT, "target_location_id": INT, "stock_transfer_rows": A, "stock_transfer_number": S, "status": S}, ["source_location_id", "target_location_id", "stock_transfer_rows"]),
        tool("create_sales_order", "Create a sales order.", {"customer_id": INT, "location_id": INT, "order_no": S, "sales_order_rows": A, "delivery_date": S}, ["customer_id", "sales_order_rows"]),
        tool("list_stock_adjustments", "List stock adjustments.", {"location_id": INT, "limit": INT}, []),
        tool("update_sales_order", "Update a sales order (status, dates).", {"id": INT, "status": S}, ["id"]),
        tool("get_product", "Get a product with its variants.", {"id": INT}, ["id"]),
        tool("list_stock_transfers", "List stock transfers.", {"limit": INT}, []),
    ]
    vid, main, tpl = 28811704, 102918, 102955
    turns: list[tuple[str, str]] = []
    turns.append((call("list_locations"), pj({"data": [
        {"id": main, "name": "Main Workshop", "legal_name": "Ridgegrain Woodworks LLC", "address_id": 77101, "address": {"line_1": "51 Riverside Dr", "line_2": "Bldg C", "city": "Asheville", "state": "NC", "zip": "28801", "country": "US"},
         "is_primary": True, "sales_allowed": True, "purchase_allowed": True, "manufacturing_allowed": True, "created_at": "2022-06-01T13:20:44.102Z", "updated_at": "2024-02-11T15:09:30.887Z", "deleted_at": None},
        {"id": tpl, "name": "Portland 3PL", "legal_name": "Ridgegrain Woodworks LLC", "address_id": 77164, "address": {"line_1": "6320 NE 82nd Ave", "line_2": "Dock 9", "city": "Portland", "state": "OR", "zip": "97220", "country": "US"},
         "is_primary": False, "sales_allowed": True, "purchase_allowed": False, "manufacturing_allowed": False, "created_at": "2023-04-17T18:44:02.519Z", "updated_at": "2023-04-17T18:44:02.519Z", "deleted_at": None}]})))

    def inv(rows: list[tuple[int, int, int, int]]) -> str:
        out = []
        for loc, stock, comm, exp in rows:
            out.append({"variant_id": vid, "location_id": loc, "reorder_point": "15" if loc == main else "10", "average_cost": "38.40", "value_in_stock": f"{stock * 38.4:.2f}",
                        "quantity_in_stock": f"{stock}.00", "quantity_committed": f"{comm}.00", "quantity_expected": f"{exp}.00", "quantity_missing_or_excess": f"{stock + exp - comm}.00",
                        "quantity_potential": "0.00", "variant": {"id": vid, "sku": "WCB-L", "product_id": 9140221, "type": "product"}})
        return pj({"data": out})
    turns.append((call("get_inventory", variant_id=vid), inv([(main, 64, 12, 20), (tpl, 18, 4, 0)])))
    turns.append((call("create_stock_adjustment", location_id=main, stock_adjustment_number="SA-118", reason="Damaged - cracked seam after oiling", stock_adjustment_rows=[{"variant_id": vid, "quantity": -5, "cost_per_unit": 38.40}]), pj({
        "id": 4417820, "stock_adjustment_number": "SA-118", "stock_adjustment_date": "2024-10-22T13:05:41.000Z", "location_id": main, "reason": "Damaged - cracked seam after oiling",
        "additional_info": "", "stock_adjustment_rows": [{"id": 9921134, "variant_id": vid, "quantity": -5, "cost_per_unit": 38.4, "batch_transactions": []}],
        "created_at": "2024-10-22T13:05:41.622Z", "updated_at": "2024-10-22T13:05:41.622Z", "deleted_at": None})))
    turns.append((call("create_stock_transfer", source_location_id=main, target_location_id=tpl, stock_transfer_number="ST-0042", status="received", stock_transfer_rows=[{"variant_id": vid, "quantity": 20}]), pj({
        "id": 66120, "stock_transfer_number": "ST-0042", "source_location_id": main, "target_location_id": tpl, "transfer_date": "2024-10-22T13:07:02.000Z", "expected_arrival_date": None,
        "status": "received", "additional_info": "", "stock_transfer_rows": [{"id": 218804, "variant_id": vid, "quantity": 20, "cost_per_unit": 38.4, "batch_transactions": []}],
        "created_at": "2024-10-22T13:07:02.381Z", "updated_at": "2024-10-22T13:07:02.381Z", "deleted_at": None})))
    turns.append((call("get_inventory", variant_id=vid), inv([(main, 39, 12, 20), (tpl, 38, 4, 0)])))
    so_row = {"id": 51177302, "quantity": 6, "variant_id": vid, "tax_rate_id": None, "location_id": tpl, "price_per_unit": 89.0, "total_discount": "0.00", "price_per_unit_in_base_currency": 89.0,
              "conversion_rate": None, "conversion_date": None, "product_availability": "IN_STOCK", "product_expected_date": None, "linked_manufacturing_order_id": None, "attributes": []}

    def so(status: str, updated: str, delivered: str | None) -> dict[str, Any]:
        return {"id": 30118842, "customer_id": 5520931, "order_no": "SO-1307", "source": "API", "order_created_date": "2024-10-22T13:09:15.000Z", "delivery_date": "2024-10-25T00:00:00.000Z",
                "picked_date": delivered, "location_id": tpl, "status": status, "currency": "USD", "conversion_rate": None, "total": "534.00", "total_in_base_currency": "534.00",
                "additional_info": "Blue Ridge Kitchen Co. - holiday restock", "customer_ref": "PO-77812", "sales_order_rows": [so_row], "ecommerce_order_type": None,
                "invoicing_status": "NOT_INVOICED", "product_availability": "IN_STOCK", "ingredient_availability": None, "production_status": "NONE", "tracking_number": None,
                "created_at": "2024-10-22T13:09:15.744Z", "updated_at": updated, "delivered_date": delivered}
    turns.append((call("create_sales_order", customer_id=5520931, location_id=tpl, order_no="SO-1307", delivery_date="2024-10-25", sales_order_rows=[{"variant_id": vid, "quantity": 6, "price_per_unit": 89.0}]),
                  pj(so("NOT_SHIPPED", "2024-10-22T13:09:15.744Z", None))))
    turns.append((call("get_inventory", variant_id=vid), inv([(main, 44, 12, 20), (tpl, 38, 10, 0)])))
    turns.append((call("list_stock_adjustments", location_id=main, limit=3), pj({"data": [
        {"id": 4417820, "stock_adjustment_number": "SA-118", "stock_adjustment_date": "2024-10-22T13:05:41.000Z", "location_id": main, "reason": "Damaged - cracked seam after oiling",
         "stock_adjustment_rows": [{"id": 9921134, "variant_id": vid, "quantity": -5, "cost_per_unit": 38.4}], "created_at": "2024-10-22T13:05:41.622Z", "updated_at": "2024-10-22T13:05:41.622Z"},
        {"id": 4401177, "stock_adjustment_number": "SA-117", "stock_adjustment_date": "2024-10-09T16:30:00.000Z", "location_id": main, "reason": "Cycle count Q4 wk2",
         "stock_adjustment_rows": [{"id": 9890412, "variant_id": 28811731, "quantity": 3, "cost_per_unit": 24.1}], "created_at": "2024-10-09T16:31:12.004Z", "updated_at": "2024-10-09T16:31:12.004Z"},
        {"id": 4388025, "stock_adjustment_number": "SA-116", "stock_adjustment_date": "2024-09-27T10:12:00.000Z", "location_id": main, "reason": "Sample to trade show",
         "stock_adjustment_rows": [{"id": 9861550, "variant_id": vid, "quantity": -2, "cost_per_unit": 37.95}], "created_at": "2024-09-27T10:13:40.551Z", "updated_at": "2024-09-27T10:13:40.551Z"}]})))
    turns.append((call("update_sales_order", id=30118842, status="DELIVERED"), pj(so("DELIVERED", "2024-10-22T13:14:58.203Z", "2024-10-22T13:14:58.000Z"))))
    turns.append((call("get_inventory", variant_id=vid), inv([(main, 39, 12, 20), (tpl, 32, 4, 0)])))
    turns.append((call("get_product", id=9140221), pj({
        "id": 9140221, "name": "Walnut Cutting Board", "uom": "pcs", "category_name": "Boards", "is_sellable": True, "is_producible": True, "is_purchasable": False, "is_auto_assembly": False,
        "default_supplier_id": None, "additional_info": "End-grain black walnut, food-safe oil finish", "batch_tracked": False, "serial_tracked": False, "operations_in_sequence": True,
        "purchase_uom": None, "purchase_uom_conversion_rate": None, "lead_time": 9, "minimum_order_quantity": None, "custom_field_collection_id": None,
        "variants": [{"id": 28811690, "sku": "WCB-M", "sales_price": 64.0, "product_id": 9140221, "purchase_price": None, "type": "product", "created_at": "2022-06-03T09:41:07.219Z", "updated_at": "2024-05-02T12:18:44.031Z",
                      "config_attributes": [{"config_name": "Size", "config_value": "Medium"}], "internal_barcode": "2000000118116", "registered_barcode": "860011223340", "supplier_item_codes": []},
                     {"id": vid, "sku": "WCB-L", "sales_price": 89.0, "product_id": 9140221, "purchase_price": None, "type": "product", "created_at": "2022-06-03T09:41:07.219Z", "updated_at": "2024-05-02T12:18:44.031Z",
                      "config_attributes": [{"config_name": "Size", "config_value": "Large"}], "internal_barcode": "2000000118123", "registered_barcode": "860011223357", "supplier_item_codes": []}],
        "configs": [{"id": 402211, "name": "Size", "values": ["Medium", "Large"], "product_id": 9140221}],
        "created_at": "2022-06-03T09:41:07.219Z", "updated_at": "2024-05-02T12:18:44.031Z", "archived_at": None})))
    turns.append((call("list_stock_transfers", limit=2), pj({"data": [
        {"id": 66120, "stock_transfer_number": "ST-0042", "source_location_id": main, "target_location_id": tpl, "transfer_date": "2024-10-22T13:07:02.000Z", "status": "received",
         "stock_transfer_rows": [{"id": 218804, "variant_id": vid, "quantity": 20, "cost_per_unit": 38.4}], "created_at": "2024-10-22T13:07:02.381Z", "updated_at": "2024-10-22T13:07:02.381Z"},
        {"id": 65871, "stock_transfer_number": "ST-0041", "source_location_id": main, "target_location_id": tpl, "transfer_date": "2024-10-03T11:20:00.000Z", "status": "received",
         "stock_transfer_rows": [{"id": 217990, "variant_id": vid, "quantity": 12, "cost_per_unit": 37.95}, {"id": 217991, "variant_id": 28811690, "quantity": 24, "cost_per_unit": 24.1}],
         "created_at": "2024-10-03T11:21:47.090Z", "updated_at": "2024-10-05T16:02:13.518Z"}]})))
    rs.add("mcp", "h58-mcp-15", system("katana MCP server (Katana MRP API v1, factory 'Ridgegrain Woodworks')", tools), turns, bad=True, turn=7,
           kind="Main Workshop shows 44 in stock for WCB-L after it was already 39 (64 - 5 damaged - 20 transferred); only a 3PL sales order came in between.")


# --------------------------------------------------------------------------------------------
# 16 Loyverse POS (bad, turn 10): the refund receipt's timestamp moves 27 minutes into the past
# --------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_stores", "List stores.", {}, []),
        tool("list_items", "List items, optionally filtered by name.", {"search": S, "limit": INT}, []),
        tool("get_customer", "Find a customer by phone number or id.", {"phone_number": S, "customer_id": S}, []),
        tool("create_receipt", "Create a sale receipt.", {"store_id": S, "pos_device_id": S, "customer_id": S, "line_items": A, "payments": A}, ["store_id", "line_items", "payments"]),
        tool("refund_receipt", "Refund lines of a receipt (creates a REFUND receipt).", {"receipt_number": S, "line_items": A, "reason": S}, ["receipt_number", "line_items"]),
        tool("get_inventory", "Inventory levels for variants at a store.", {"variant_ids": S, "store_ids": S}, ["variant_ids"]),
        tool("list_receipts", "List receipts, newest first.", {"store_id": S, "limit": INT}, []),
    ]
    store = "f3b8d2a1-6c4e-4b9f-a7d5-2e1c0b9a8f76"
    dev = "0a7e4c91-3b2d-4f68-9e15-c7d8a6b4f203"
    cust = "c1d93e7a-52f0-4b8c-a6e1-9f0d2b7c4e58"
    v_cb16, v_conc, v_bun = "6e2f9a10-4c8b-4d3e-b1a7-58c0e2d9f461", "9b4d1c77-2e6a-4f05-8c3b-a1f7e0d5c982", "2d8a5f33-9c1e-4b72-a6d0-e4b3f7c1a815"
    tax = {"id": "5f1e8c2d-7a4b-4c9e-b3d6-0e2a9f8c7b14", "type": "ADDED", "name": "WA Sales Tax", "rate": 8.25}
    turns: list[tuple[str, str]] = []
    turns.append((call("list_stores"), pj({"stores": [
        {"id": store, "name": "Harbor Brew - Wharf St", "address": "1150 Wharf St", "city": "Bellingham", "state": "WA", "postal_code": "98225", "country_code": "US", "phone_number": "+13605550177",
         "description": "Main cafe", "created_at": "2021-09-12T16:04:51.000Z", "updated_at": "2024-03-02T10:17:09.000Z", "deleted_at": None},
        {"id": "8c6a2e09-1d4f-4a7b-9e35-b0c2d8f1e647", "name": "Harbor Brew - Farmers Market Cart", "address": "1100 Railroad Ave", "city": "Bellingham", "state": "WA", "postal_code": "98225", "country_code": "US", "phone_number": None,
         "description": "Saturdays Apr-Dec", "created_at": "2023-04-01T14:20:00.000Z", "updated_at": "2023-04-01T14:20:00.000Z", "deleted_at": None}]})))

    def variant(vid: str, item: str, sku: str, opt: str | None, price: float, track: bool) -> dict[str, Any]:
        return {"variant_id": vid, "item_id": item, "sku": sku, "reference_variant_id": None, "option1_value": opt, "option2_value": None, "option3_value": None, "barcode": None,
                "cost": round(price * 0.28, 2), "purchase_cost": None, "default_pricing_type": "FIXED", "default_price": price,
                "stores": [{"store_id": store, "pricing_type": "FIXED", "price": price, "available_for_sale": True, "optimal_stock": 24 if track else None, "low_stock": 6 if track else None}],
                "created_at": "2022-05-18T12:00:31.000Z", "updated_at": "2024-08-30T09:44:12.000Z", "deleted_at": None}
    turns.append((call("list_items", search="cold brew", limit=10), pj({"items": [
        {"id": "41c7e2b9-0f3a-4d6e-8a25-b9c1d7e3f046", "handle": "cold-brew", "reference_id": None, "item_name": "Cold Brew", "description": None, "track_stock": False, "sold_by_weight": False,
         "is_composite": False, "use_production": False, "category_id": "a6d2f8e1-3c9b-4e07-b5a4-1f8e2d0c7b93", "components": [], "primary_supplier_id": None, "tax_ids": [tax["id"]],
         "modifier_ids": ["7e3b0c5a-2f9d-4b1e-a8c6-d4e0f2b9a357"], "form": "SQUARE", "color": "BLUE", "image_url": None, "option1_name": "Size", "option2_name": None, "option3_name": None,
         "created_at": "2022-05-18T12:00:31.000Z", "updated_at": "2024-08-30T09:44:12.000Z", "deleted_at": None,
         "variants": [variant("c58e1a2f-6b3d-4c90-9f47-e2a8b1d6c034", "41c7e2b9-0f3a-4d6e-8a25-b9c1d7e3f046", "10021", "12 oz", 4.25, False),
                      variant(v_cb16, "41c7e2b9-0f3a-4d6e-8a25-b9c1d7e3f046", "10022", "16 oz", 4.95, False)]},
        {"id": "e8f1b3d5-7a2c-4e96-b0d4-3c5a7e9f1b28", "handle": "cold-brew-concentrate-32oz", "reference_id": None, "item_name": "Cold Brew Concentrate 32oz", "description": "Bottled, 1:1 dilution", "track_stock": True,
         "sold_by_weight": False, "is_composite": False, "use_production": False, "category_id": "d0b7c3e9-5f1a-4a82-9c6e-8b2f4d1e7a50", "components": [], "primary_supplier_id": None, "tax_ids": [tax["id"]],
         "modifier_ids": [], "form": "CIRCLE", "color": "GREY", "image_url": None, "option1_name": None, "option2_name": None, "option3_name": None,
         "created_at": "2022-11-04T15:12:09.000Z", "updated_at": "2024-08-30T09:44:12.000Z", "deleted_at": None,
         "variants": [variant(v_conc, "e8f1b3d5-7a2c-4e96-b0d4-3c5a7e9f1b28", "20031", None, 18.50, True)]}], "cursor": None})))

    def customer(visits: int, spent: float, points: float, last: str, updated: str) -> str:
        return pj({"customers": [{"id": cust, "name": "Ana Whitlock", "email": "ana.whitlock@gmail.com", "phone_number": "+13605550142", "address": None, "city": "Bellingham", "region": "WA",
                                  "postal_code": "98226", "country_code": "US", "note": "Oat milk", "customer_code": "HB-0457", "first_visit": "2023-01-14T17:22:05.000Z", "last_visit": last,
                                  "total_visits": visits, "total_spent": round(spent, 2), "total_points": round(points, 2), "permanent_deletion_at": None,
                                  "created_at": "2023-01-14T17:22:05.000Z", "updated_at": updated, "deleted_at": None}], "cursor": None})
    turns.append((call("get_customer", phone_number="+13605550142"), customer(23, 611.40, 142.00, "2024-10-15T16:02:47.000Z", "2024-10-15T16:02:47.000Z")))

    def line(lid: str, item: str, vid: str, name: str, vname: str | None, sku: str, qty: int, price: float) -> dict[str, Any]:
        gross = round(qty * price, 2)
        t = round(gross * 0.0825 + 1e-9, 2)
        return {"id": lid, "item_id": item, "variant_id": vid, "item_name": name, "variant_name": vname, "sku": sku, "quantity": qty, "price": price, "gross_total_money": gross,
                "total_money": gross, "cost": round(price * 0.28, 2), "cost_total": round(price * 0.28 * qty, 2), "line_note": None, "line_taxes": [{"id": tax["id"], "type": "ADDED", "name": "WA Sales Tax", "rate": 8.25, "money_amount": t}],
                "total_discount": 0, "line_discounts": [], "line_modifiers": []}
    l1 = line("3a9e7c1b-5d2f-4e86-a0b4-c7f1e3d9b562", "41c7e2b9-0f3a-4d6e-8a25-b9c1d7e3f046", v_cb16, "Cold Brew", "16 oz", "10022", 1, 4.95)
    l2 = line("8f2d4b6a-0c1e-4a93-b7d5-e9a3c1f7b084", "e8f1b3d5-7a2c-4e96-b0d4-3c5a7e9f1b28", v_conc, "Cold Brew Concentrate 32oz", None, "20031", 1, 18.50)

    def receipt(num: str, rtype: str, created: str, lines: list[dict[str, Any]], total: float, taxm: float, cust_id: str | None, earned: float, deducted: float, balance: float | None, refund_for: str | None = None) -> dict[str, Any]:
        return {"receipt_number": num, "note": None, "receipt_type": rtype, "refund_for": refund_for, "order": None, "created_at": created, "updated_at": created, "source": "point of sale",
                "receipt_date": created, "cancelled_at": None, "total_money": total, "total_tax": taxm, "points_earned": earned, "points_deducted": deducted, "points_balance": balance,
                "customer_id": cust_id, "total_discount": 0, "employee_id": "b2e4f6a8-1c3d-4e5f-9a7b-0d2c4e6f8a13", "store_id": store, "pos_device_id": dev, "dining_option": "To go",
                "total_discounts": [], "total_taxes": [{"id": tax["id"], "type": "ADDED", "name": "WA Sales Tax", "rate": 8.25, "money_amount": taxm}], "tip": 0, "surcharge": 0,
                "line_items": lines, "payments": [{"payment_type_id": "4c1e9a7b-2d5f-4b03-8e6a-f0c2d4b8e971", "name": "Card", "type": "CARD", "money_amount": total, "paid_at": created, "payment_details": None}]}
    r1 = receipt("2-1048", "SALE", "2024-10-22T15:38:20.000Z", [l1, l2], 25.39, 1.94, cust, 1.27, 0, 143.27)
    turns.append((call("create_receipt", store_id=store, pos_device_id=dev, customer_id=cust, line_items=[{"variant_id": v_cb16, "quantity": 1}, {"variant_id": v_conc, "quantity": 1}],
                       payments=[{"payment_type_id": "4c1e9a7b-2d5f-4b03-8e6a-f0c2d4b8e971", "money_amount": 25.39}]), pj(r1)))
    turns.append((call("get_customer", customer_id=cust), customer(24, 636.79, 143.27, "2024-10-22T15:38:20.000Z", "2024-10-22T15:38:20.000Z")))

    def stock(n: int, upd: str) -> str:
        return pj({"inventory_levels": [{"variant_id": v_conc, "store_id": store, "in_stock": n, "updated_at": upd}], "cursor": None})
    turns.append((call("get_inventory", variant_ids=v_conc, store_ids=store), stock(11, "2024-10-22T15:38:20.000Z")))
    l2r = d(l2)
    l2r["id"] = "e1c3a5f7-9b0d-4e2f-8a6c-4b2d0f8e6a19"
    r2 = receipt("2-1049", "REFUND", "2024-10-22T15:41:52.000Z", [l2r], 20.03, 1.53, cust, 0, 1.00, 142.27, "2-1048")
    r2["note"] = "Bottle cap cracked"
    turns.append((call("refund_receipt", receipt_number="2-1048", line_items=[{"line_item_id": l2["id"], "quantity": 1}], reason="Bottle cap cracked"), pj(r2)))
    b = line("5b7d9f1a-3c5e-4a70-9b2d-6f8a0c2e4b37", "f4a6c8e0-2b4d-4f61-8a3c-5e7a9c1b3d52", v_bun, "Cardamom Bun", None, "30011", 2, 3.75)
    r3 = receipt("2-1050", "SALE", "2024-10-22T15:44:09.000Z", [b], 8.12, 0.62, None, 0, 0, None)
    turns.append((call("create_receipt", store_id=store, pos_device_id=dev, line_items=[{"variant_id": v_bun, "quantity": 2}],
                       payments=[{"payment_type_id": "4c1e9a7b-2d5f-4b03-8e6a-f0c2d4b8e971", "money_amount": 8.12}]), pj(r3)))
    turns.append((call("get_inventory", variant_ids=v_conc, store_ids=store), stock(12, "2024-10-22T15:41:52.000Z")))
    r2_bad = d(r2)
    for k in ("created_at", "updated_at", "receipt_date"):
        r2_bad[k] = "2024-10-22T15:14:52.000Z"
    r2_bad["payments"][0]["paid_at"] = "2024-10-22T15:14:52.000Z"
    older = receipt("2-1047", "SALE", "2024-10-22T15:22:10.000Z", [line("0d2f4a6c-8e1b-4c3d-a5f7-9b1d3f5a7c90", "41c7e2b9-0f3a-4d6e-8a25-b9c1d7e3f046", "c58e1a2f-6b3d-4c90-9f47-e2a8b1d6c034", "Cold Brew", "12 oz", "10021", 2, 4.25)],
                    9.20, 0.70, None, 0, 0, None)
    turns.append((call("list_receipts", store_id=store, limit=4), pj({"receipts": [r3, r2_bad, r1, older], "cursor": "eyJyZWNlaXB0X251bWJlciI6IjItMTA0NyJ9"})))
    rs.add("mcp", "h58-mcp-16", system("loyverse MCP server (Loyverse API v1.0, merchant 'Harbor Brew Coffee')", tools), turns, bad=True, turn=10,
           kind="Refund receipt 2-1049, created at 15:41:52 after sale 2-1048 (15:38:20), is listed with created_at 15:14:52, before the sale it refunds.")


# --------------------------------------------------------------------------------------------
# 17 Klaviyo (clean): two profiles added to a list, one removed, one renamed, count follows
# --------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    tools = [
        tool("get_lists", "Get lists, with an optional filter.", {"filter": S}, []),
        tool("get_list_profiles", "Get the profiles in a list.", {"list_id": S, "page_size": INT}, ["list_id"]),
        tool("add_profiles_to_list", "Add profiles to a list by profile id.", {"list_id": S, "profile_ids": A}, ["list_id", "profile_ids"]),
        tool("remove_profiles_from_list", "Remove profiles from a list by profile id.", {"list_id": S, "profile_ids": A}, ["list_id", "profile_ids"]),
        tool("update_profile", "Update profile attributes and custom properties.", {"profile_id": S, "attributes": OBJ}, ["profile_id", "attributes"]),
        tool("get_list", "Get a list, optionally with profile_count.", {"list_id": S, "additional_fields": A}, ["list_id"]),
    ]
    lid = "XyZ9aB"
    base = "https://a.klaviyo.com/api"
    turns: list[tuple[str, str]] = []
    lst = {"type": "list", "id": lid, "attributes": {"name": "VIP Early Access", "created": "2024-03-05T19:22:41+00:00", "updated": "2024-09-18T14:02:10+00:00", "opt_in_process": "single_opt_in"},
           "relationships": {"profiles": {"links": {"self": f"{base}/lists/{lid}/relationships/profiles/", "related": f"{base}/lists/{lid}/profiles/"}},
                             "tags": {"links": {"self": f"{base}/lists/{lid}/relationships/tags/", "related": f"{base}/lists/{lid}/tags/"}}},
           "links": {"self": f"{base}/lists/{lid}/"}}
    turns.append((call("get_lists", filter='equals(name,"VIP Early Access")'), pj({"data": [lst], "links": {"self": f"{base}/lists/?filter=equals%28name%2C%22VIP+Early+Access%22%29", "next": None, "prev": None}})))

    def prof(pid: str, email: str, fn: str, ln: str, created: str, updated: str, joined: str, city: str, region: str, props: dict[str, Any]) -> dict[str, Any]:
        return {"type": "profile", "id": pid, "attributes": {"email": email, "phone_number": None, "external_id": None, "anonymous_id": None, "first_name": fn, "last_name": ln,
                                                              "organization": None, "locale": "en-US", "title": None, "image": None, "created": created, "updated": updated,
                                                              "last_event_date": "2024-10-19T02:14:07+00:00" if email.startswith("marisol") else "2024-10-08T21:40:33+00:00",
                                                              "location": {"address1": None, "address2": None, "city": city, "country": "United States", "latitude": None, "longitude": None, "region": region, "zip": None, "timezone": "America/Chicago" if region == "Texas" else "America/New_York", "ip": None},
                                                              "properties": props, "joined_group_at": joined},
                "relationships": {"lists": {"links": {"self": f"{base}/profiles/{pid}/relationships/lists/", "related": f"{base}/profiles/{pid}/lists/"}},
                                  "segments": {"links": {"self": f"{base}/profiles/{pid}/relationships/segments/", "related": f"{base}/profiles/{pid}/segments/"}}},
                "links": {"self": f"{base}/profiles/{pid}/"}}
    A_ = prof("01HF8Z3K2M9QW4R7T6Y5X1V0BC", "marisol.vega@hey.com", "Marisol", "Vega", "2023-11-14T16:30:02+00:00", "2024-10-19T02:14:09+00:00", "2024-03-05T19:25:10+00:00", "Austin", "Texas", {"lifetime_orders": 14, "vip_tier": "gold"})
    B_ = prof("01HG2P7N4C8RD1S5V3W9Y6T2QA", "theo.banks@gmail.com", "Theo", "Banks", "2023-12-01T09:12:44+00:00", "2024-09-30T11:05:51+00:00", "2024-03-05T19:25:10+00:00", "Raleigh", "North Carolina", {"lifetime_orders": 9, "vip_tier": "silver"})
    C_ = prof("01HJ5R9T2V6XB3N8M1Q4W7K0ZD", "priyanka.d@outlook.com", "Priyanka", "Desai", "2024-01-06T22:48:19+00:00", "2024-08-14T17:20:03+00:00", "2024-04-11T08:00:37+00:00", "Edison", "New Jersey", {"lifetime_orders": 6, "vip_tier": "silver"})
    turns.append((call("get_list_profiles", list_id=lid, page_size=20), pj({"data": [A_, B_, C_], "links": {"self": f"{base}/lists/{lid}/profiles/?page%5Bsize%5D=20", "next": None, "prev": None}})))
    D_id, E_id = "01HK7W3Y5A9CE2F6H8J1L4N0PR", "01HM0B4D6F8GJ1K3N5P7R9T2VX"
    turns.append((call("add_profiles_to_list", list_id=lid, profile_ids=[D_id, E_id]), "HTTP 204 No Content"))
    turns.append((call("remove_profiles_from_list", list_id=lid, profile_ids=["01HJ5R9T2V6XB3N8M1Q4W7K0ZD"]), "HTTP 204 No Content"))
    D_ = prof(D_id, "oscar.lindahl@proton.me", "Oscar", "Lindahl", "2024-02-02T13:09:55+00:00", "2024-10-02T18:41:26+00:00", "2024-10-22T19:03:12+00:00", "Boston", "Massachusetts", {"lifetime_orders": 11})
    E_ = prof(E_id, "grace.okonkwo@yahoo.com", "Grace", "Okonkwo", "2024-02-27T07:35:18+00:00", "2024-10-11T06:58:40+00:00", "2024-10-22T19:03:12+00:00", "Atlanta", "Georgia", {"lifetime_orders": 12})
    turns.append((call("get_list_profiles", list_id=lid, page_size=20), pj({"data": [A_, B_, D_, E_], "links": {"self": f"{base}/lists/{lid}/profiles/?page%5Bsize%5D=20", "next": None, "prev": None}})))
    D2 = d(D_)
    D2["attributes"]["last_name"] = "Lindahl-Berg"
    D2["attributes"]["properties"] = {"lifetime_orders": 11, "vip_tier": "gold"}
    D2["attributes"]["updated"] = "2024-10-22T19:05:47+00:00"
    del D2["attributes"]["joined_group_at"]
    turns.append((call("update_profile", profile_id=D_id, attributes={"last_name": "Lindahl-Berg", "properties": {"vip_tier": "gold"}}), pj({"data": D2, "links": {"self": f"{base}/profiles/{D_id}/"}})))
    lst2 = d(lst)
    lst2["attributes"]["profile_count"] = 4
    turns.append((call("get_list", list_id=lid, additional_fields=["profile_count"]), pj({"data": lst2, "links": {"self": f"{base}/lists/{lid}/?additional-fields%5Blist%5D=profile_count"}})))
    rs.add("mcp", "h58-mcp-17", system("klaviyo MCP server (Klaviyo API revision 2024-10-15)", tools), turns)


# --------------------------------------------------------------------------------------------
# 18 Pipedrive (clean): deal products discounted, removed and added (value follows), stage moved, activity added
# --------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    tools = [
        tool("search_deals", "Search deals by term.", {"term": S, "status": S}, ["term"]),
        tool("get_deal", "Get details of a deal.", {"id": INT}, ["id"]),
        tool("list_deal_products", "List products attached to a deal.", {"id": INT}, ["id"]),
        tool("update_deal_product", "Update a product attached to a deal.", {"id": INT, "product_attachment_id": INT, "item_price": NUM, "quantity": INT, "discount": NUM, "discount_type": S}, ["id", "product_attachment_id"]),
        tool("delete_deal_product", "Delete a product attachment from a deal.", {"id": INT, "product_attachment_id": INT}, ["id", "product_attachment_id"]),
        tool("add_deal_product", "Attach a product to a deal.", {"id": INT, "product_id": INT, "item_price": NUM, "quantity": INT}, ["id", "product_id", "item_price", "quantity"]),
        tool("update_deal", "Update a deal.", {"id": INT, "stage_id": INT, "title": S}, ["id"]),
        tool("add_activity", "Add an activity.", {"subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "deal_id": INT}, ["subject", "type"]),
    ]
    turns: list[tuple[str, str]] = []
    owner = {"id": 14220871, "name": "Sanne de Vries", "email": "sanne@trackwise.eu", "has_pic": 0, "pic_hash": None, "active_flag": True, "value": 14220871}
    person = {"active_flag": True, "name": "Joris Verbeek", "email": [{"label": "work", "value": "joris@verdantroofing.nl", "primary": True}], "phone": [{"label": "work", "value": "+31 30 555 0143", "primary": True}], "owner_id": 14220871, "value": 5521}
    org = {"name": "Verdant Roofing BV", "people_count": 3, "owner_id": 14220871, "address": "Kanaalweg 14, 3526 KL Utrecht, Netherlands", "active_flag": True, "cc_email": "trackwise-eu@pipedrivemail.com", "label_ids": [], "owner_name": "Sanne de Vries", "value": 812}
    turns.append((call("search_deals", term="Verdant", status="open"), pj({"success": True, "data": {"items": [{"result_score": 1.21, "item": {
        "id": 3307, "type": "deal", "title": "Verdant Roofing - fleet GPS", "value": 12600, "currency": "EUR", "status": "open", "visible_to": 3, "owner": {"id": 14220871},
        "stage": {"id": 4, "name": "Proposal made"}, "person": {"id": 5521, "name": "Joris Verbeek"}, "organization": {"id": 812, "name": "Verdant Roofing BV", "address": None},
        "custom_fields": [], "notes": []}}]}, "additional_data": {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}})))

    def deal(value: int, stage: int, upd: str, stage_change: str, acts: int, undone: int, nxt: tuple[str, str, str, int], products: int = 3) -> dict[str, Any]:
        return {"id": 3307, "creator_user_id": owner, "user_id": owner, "person_id": person, "org_id": org, "stage_id": stage, "title": "Verdant Roofing - fleet GPS", "value": value,
                "acv": None, "mrr": None, "arr": None, "currency": "EUR", "add_time": "2024-09-02 08:41:19", "update_time": upd, "stage_change_time": stage_change, "active": True,
                "deleted": False, "status": "open", "probability": None, "next_activity_date": nxt[0], "next_activity_time": nxt[1], "next_activity_id": nxt[3], "last_activity_id": 88107,
                "last_activity_date": "2024-10-17", "lost_reason": None, "visible_to": "3", "close_time": None, "pipeline_id": 1, "won_time": None, "first_won_time": None, "lost_time": None,
                "products_count": products, "files_count": 2, "notes_count": 5, "followers_count": 1, "email_messages_count": 14, "activities_count": acts, "done_activities_count": acts - undone,
                "undone_activities_count": undone, "participants_count": 1, "expected_close_date": "2024-11-15", "last_incoming_mail_time": "2024-10-17 15:22:08",
                "last_outgoing_mail_time": "2024-10-18 09:12:40", "label": "7", "local_won_date": None, "local_lost_date": None, "local_close_date": None,
                "stage_order_nr": stage, "person_name": "Joris Verbeek", "org_name": "Verdant Roofing BV", "next_activity_subject": nxt[2], "next_activity_type": "call" if nxt[3] == 88412 else "task",
                "next_activity_duration": "00:30:00" if nxt[3] == 88412 else None, "next_activity_note": None, "formatted_value": f"€{value:,}", "weighted_value": value,
                "formatted_weighted_value": f"€{value:,}", "weighted_value_currency": "EUR", "rotten_time": None, "owner_name": "Sanne de Vries", "cc_email": "trackwise-eu+deal3307@pipedrivemail.com", "org_hidden": False, "person_hidden": False}
    nxt0 = ("2024-10-24", None, "Send revised quote", 88291)
    turns.append((call("get_deal", id=3307), pj({"success": True, "data": deal(12600, 4, "2024-10-18 09:12:44", "2024-10-10 14:03:21", 4, 1, nxt0),
                                                 "additional_data": {"dropbox_email": "trackwise-eu+deal3307@pipedrivemail.com"}, "related_objects": {"user": {"14220871": owner}}})))

    def dp(aid: int, pid: int, name: str, code: str, price: float, qty: int, disc: float, added: str, upd: str, order: int) -> dict[str, Any]:
        s = round(price * qty * (1 - disc / 100), 2)
        return {"id": aid, "deal_id": 3307, "order_nr": order, "product_id": pid, "product_variation_id": None, "item_price": price, "discount": disc, "discount_type": "percentage",
                "sum": s, "currency": "EUR", "enabled_flag": True, "add_time": added, "last_edit": upd, "comments": None, "active_flag": True, "tax": 0, "tax_method": "exclusive",
                "quantity": qty, "sum_formatted": f"€{s:,.2f}", "quantity_formatted": str(qty), "product_attachment_id": aid, "name": name, "code": code,
                "billing_frequency": "one-time" if pid != 58 else "annually", "billing_frequency_cycles": None, "billing_start_date": None}
    p1 = dp(9901, 51, "GPS tracker G7", "TW-G7", 450, 18, 0, "2024-09-12 10:20:31", "2024-09-12 10:20:31", 1)
    p2 = dp(9902, 54, "Install & calibration (per vehicle)", "TW-INST", 150, 18, 0, "2024-09-12 10:20:31", "2024-09-12 10:20:31", 2)
    p3 = dp(9903, 58, "Annual data plan (per vehicle)", "TW-DATA-Y", 100, 18, 0, "2024-09-12 10:20:32", "2024-09-12 10:20:32", 3)

    def plist(items: list[dict[str, Any]]) -> str:
        return pj({"success": True, "data": items, "additional_data": {"products_quantity_total": sum(x["quantity"] for x in items), "products_sum_total": round(sum(x["sum"] for x in items), 2),
                                                                        "products_quantity_total_formatted": str(sum(x["quantity"] for x in items)), "products_sum_total_formatted": f"€{sum(x['sum'] for x in items):,.2f}",
                                                                        "pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}})
    turns.append((call("list_deal_products", id=3307), plist([p1, p2, p3])))
    p1b = dp(9901, 51, "GPS tracker G7", "TW-G7", 450, 18, 10, "2024-09-12 10:20:31", "2024-10-22 13:02:17", 1)
    turns.append((call("update_deal_product", id=3307, product_attachment_id=9901, discount=10, discount_type="percentage"), pj({"success": True, "data": p1b})))
    turns.append((call("delete_deal_product", id=3307, product_attachment_id=9903), pj({"success": True, "data": {"id": 9903}})))
    p4 = dp(9917, 61, "Dashcam add-on DC2", "TW-DC2", 120, 6, 0, "2024-10-22 13:03:40", "2024-10-22 13:03:40", 4)
    turns.append((call("add_deal_product", id=3307, product_id=61, item_price=120, quantity=6), pj({"success": True, "data": p4})))
    turns.append((call("get_deal", id=3307), pj({"success": True, "data": deal(10710, 4, "2024-10-22 13:03:40", "2024-10-10 14:03:21", 4, 1, nxt0),
                                                 "additional_data": {"dropbox_email": "trackwise-eu+deal3307@pipedrivemail.com"}, "related_objects": {"user": {"14220871": owner}}})))
    turns.append((call("update_deal", id=3307, stage_id=5), pj({"success": True, "data": deal(10710, 5, "2024-10-22 13:04:55", "2024-10-22 13:04:55", 4, 1, nxt0),
                                                              "related_objects": {"user": {"14220871": owner}}})))
    turns.append((call("add_activity", subject="Negotiation call - fleet GPS", type="call", due_date="2024-10-23", due_time="09:00", duration="00:30", deal_id=3307), pj({"success": True, "data": {
        "id": 88412, "company_id": 7730118, "user_id": 14220871, "done": False, "type": "call", "reference_type": None, "reference_id": None, "conference_meeting_client": None,
        "conference_meeting_url": None, "due_date": "2024-10-23", "due_time": "09:00", "duration": "00:30", "busy_flag": True, "add_time": "2024-10-22 13:05:31", "marked_as_done_time": "",
        "last_notification_time": None, "last_notification_user_id": None, "notification_language_id": None, "subject": "Negotiation call - fleet GPS", "public_description": "",
        "calendar_sync_include_context": None, "location": None, "org_id": 812, "person_id": 5521, "deal_id": 3307, "lead_id": None, "project_id": None, "active_flag": True,
        "update_time": "2024-10-22 13:05:31", "update_user_id": None, "source_timezone": None, "rec_rule": None, "rec_rule_extension": None, "rec_master_activity_id": None,
        "note": None, "created_by_user_id": 14220871, "location_subpremise": None, "attendees": None, "participants": [{"person_id": 5521, "primary_flag": True}],
        "org_name": "Verdant Roofing BV", "person_name": "Joris Verbeek", "deal_title": "Verdant Roofing - fleet GPS", "owner_name": "Sanne de Vries", "person_dropbox_bcc": "trackwise-eu@pipedrivemail.com",
        "deal_dropbox_bcc": "trackwise-eu+deal3307@pipedrivemail.com", "assigned_to_user_id": 14220871, "type_name": "Call", "lead": None, "file": None},
        "additional_data": {"updates_story_id": 1904417}, "related_objects": {"user": {"14220871": owner}}})))
    nxt1 = ("2024-10-23", "09:00", "Negotiation call - fleet GPS", 88412)
    turns.append((call("get_deal", id=3307), pj({"success": True, "data": deal(10710, 5, "2024-10-22 13:05:31", "2024-10-22 13:04:55", 5, 2, nxt1),
                                                 "additional_data": {"dropbox_email": "trackwise-eu+deal3307@pipedrivemail.com"}, "related_objects": {"user": {"14220871": owner}}})))
    rs.add("mcp", "h58-mcp-18", system("pipedrive MCP server (Pipedrive API v1, company 'Trackwise EU')", tools), turns)


# --------------------------------------------------------------------------------------------
# 19 Cin7 Core (bad, turn 5): the purchase order just created is missing from the supplier's purchase list
# --------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    tools = [
        tool("get_product_availability", "Stock availability of a product per location.", {"sku": S, "location": S}, ["sku"]),
        tool("get_suppliers", "Search suppliers by name.", {"name": S}, []),
        tool("create_purchase", "Create a purchase (header).", {"purchase": OBJ}, ["purchase"]),
        tool("save_purchase_order", "Save the order lines of a purchase, optionally changing its status (DRAFT/AUTHORISED).", {"taskId": S, "status": S, "lines": A}, ["taskId", "lines"]),
        tool("get_purchase_list", "List purchases, filtered by search text and status.", {"search": S, "status": S, "page": INT, "limit": INT}, []),
        tool("get_purchase", "Get a purchase by ID.", {"id": S}, ["id"]),
    ]
    pid = "7a2c9e41-5b3d-4f8a-9c06-e1d4b7a2f953"
    sup = "d41e8b27-3c9a-4f15-b6e0-72a5c8d1f394"
    po = "e6b3f1a9-2d84-4c57-8e0b-9f1a3c5d7e28"
    turns: list[tuple[str, str]] = []

    def avail(on_order: int, next_date: str | None) -> str:
        return pj({"Total": 2, "Page": 1, "ProductAvailabilityList": [
            {"ID": pid, "SKU": "TEA-ASM-250", "Name": "Assam Breakfast Loose Leaf 250g", "Barcode": "9351234005817", "Location": "Main Warehouse", "Bin": "R2-B04", "Batch": None, "ExpiryDate": None,
             "OnHand": 84.0, "Allocated": 31.0, "Available": 53.0, "OnOrder": float(on_order), "StockOnHand": 823.2, "InTransit": 0.0, "NextDeliveryDate": next_date},
            {"ID": pid, "SKU": "TEA-ASM-250", "Name": "Assam Breakfast Loose Leaf 250g", "Barcode": "9351234005817", "Location": "Fitzroy Shopfront", "Bin": None, "Batch": None, "ExpiryDate": None,
             "OnHand": 12.0, "Allocated": 0.0, "Available": 12.0, "OnOrder": 0.0, "StockOnHand": 117.6, "InTransit": 0.0, "NextDeliveryDate": None}]})
    turns.append((call("get_product_availability", sku="TEA-ASM-250"), avail(0, None)))
    turns.append((call("get_suppliers", name="Hillcrest"), pj({"Total": 1, "Page": 1, "SupplierList": [{
        "ID": sup, "Name": "Hillcrest Tea Imports Pty Ltd", "Currency": "AUD", "PaymentTerm": "30 days after EOM", "Discount": 0.0, "TaxRule": "GST on Expenses", "AccountPayable": "800",
        "TaxNumber": "51 824 753 556", "Status": "Active", "Comments": "MOQ 100 units per SKU", "AttributeSet": None,
        "Contacts": [{"ID": "2b8d4f60-91a3-4c7e-b5d2-0e6f8a1c3b47", "Name": "Anjali Rao", "Phone": "+61 3 9555 0192", "Email": "orders@hillcresttea.com.au", "Default": True, "IncludeInEmail": True}],
        "Addresses": [{"ID": "5c1e7a93-2f4b-4d8e-a6c0-b3d9e1f7a254", "Line1": "22 Dock Rd", "Line2": "Unit 6", "City": "Port Melbourne", "State": "VIC", "Postcode": "3207", "Country": "Australia", "Type": "Business", "DefaultForType": True}],
        "LastModifiedOn": "2024-07-30T03:12:44.117Z"}]})))
    header = {"ID": po, "Supplier": "Hillcrest Tea Imports Pty Ltd", "SupplierID": sup, "ContactPerson": "Anjali Rao", "Phone": "+61 3 9555 0192", "Email": "orders@hillcresttea.com.au",
              "InventoryAccount": "630", "BlindReceipt": False, "Type": "Simple Purchase", "Approach": "INVOICE", "OrderNumber": "PO-00391", "Status": "DRAFT",
              "OrderDate": "2024-10-23T00:00:00", "InvoiceDate": None, "InvoiceDueDate": None, "RequiredBy": "2024-11-06T00:00:00", "CurrencyRate": 1.0, "Terms": "30 days after EOM",
              "TaxRule": "GST on Expenses", "TaxCalculation": "Exclusive", "Note": "Restock for Nov gift hampers", "Location": "Main Warehouse", "BaseCurrency": "AUD", "SupplierCurrency": "AUD",
              "LastUpdatedDate": "2024-10-23T02:41:07.552Z"}
    turns.append((call("create_purchase", purchase={"SupplierID": sup, "Location": "Main Warehouse", "Approach": "INVOICE", "TaxRule": "GST on Expenses", "RequiredBy": "2024-11-06", "Note": "Restock for Nov gift hampers"}),
                  pj(header | {"Order": {"TaskID": po, "CombineAdditionalCharges": False, "Memo": None, "Status": "DRAFT", "Lines": [], "AdditionalCharges": [], "TotalBeforeTax": 0.0, "Tax": 0.0, "Total": 0.0}})))
    line = {"ProductID": pid, "SKU": "TEA-ASM-250", "Name": "Assam Breakfast Loose Leaf 250g", "Quantity": 120.0, "Price": 9.80, "Discount": 0.0, "Tax": 117.60, "TaxRule": "GST on Expenses",
            "SupplierSKU": "HT-ASM-250", "Comment": None, "Total": 1176.00}
    order_draft = {"TaskID": po, "CombineAdditionalCharges": False, "Memo": None, "Status": "DRAFT", "Lines": [line], "AdditionalCharges": [], "TotalBeforeTax": 1176.00, "Tax": 117.60, "Total": 1293.60}
    turns.append((call("save_purchase_order", taskId=po, status="DRAFT", lines=[{"ProductID": pid, "Quantity": 120, "Price": 9.80, "TaxRule": "GST on Expenses", "Total": 1176.00}]), pj(order_draft)))

    def plist(rows: list[dict[str, Any]]) -> str:
        return pj({"Total": len(rows), "Page": 1, "PurchaseList": rows})
    old = [{"ID": "b0c7e5d3-1a9f-4e28-8b64-c3d1f9a7e512", "BlindReceipt": False, "OrderNumber": "PO-00388", "Status": "COMPLETED", "OrderDate": "2024-09-18T00:00:00", "InvoiceDate": "2024-09-30T00:00:00",
            "Supplier": "Hillcrest Tea Imports Pty Ltd", "SupplierID": sup, "InvoiceNumber": "HTI-22418", "InvoiceAmount": 2871.20, "PaidAmount": 2871.20, "InvoiceDueDate": "2024-10-31T00:00:00",
            "RequiredBy": "2024-10-02T00:00:00", "BaseCurrency": "AUD", "SupplierCurrency": "AUD", "CreditNoteNumber": None, "OrderStatus": "AUTHORISED", "StockReceivedStatus": "AUTHORISED",
            "UnstockStatus": "NOT AVAILABLE", "InvoiceStatus": "PAID", "CreditNoteStatus": "NOT AVAILABLE", "LastUpdatedDate": "2024-10-01T05:20:13.880Z", "Type": "Simple Purchase", "CombinedInvoiceStatus": "PAID", "DropShipTaskID": None},
           {"ID": "a9f6d4c2-0e8b-4d17-9a53-b2c0e8f6d401", "BlindReceipt": False, "OrderNumber": "PO-00385", "Status": "COMPLETED", "OrderDate": "2024-08-27T00:00:00", "InvoiceDate": "2024-09-09T00:00:00",
            "Supplier": "Hillcrest Tea Imports Pty Ltd", "SupplierID": sup, "InvoiceNumber": "HTI-22301", "InvoiceAmount": 1540.00, "PaidAmount": 1540.00, "InvoiceDueDate": "2024-10-31T00:00:00",
            "RequiredBy": "2024-09-10T00:00:00", "BaseCurrency": "AUD", "SupplierCurrency": "AUD", "CreditNoteNumber": None, "OrderStatus": "AUTHORISED", "StockReceivedStatus": "AUTHORISED",
            "UnstockStatus": "NOT AVAILABLE", "InvoiceStatus": "PAID", "CreditNoteStatus": "NOT AVAILABLE", "LastUpdatedDate": "2024-09-10T01:02:55.301Z", "Type": "Simple Purchase", "CombinedInvoiceStatus": "PAID", "DropShipTaskID": None}]
    turns.append((call("get_purchase_list", search="Hillcrest", page=1, limit=25), plist(old)))
    order_auth = d(order_draft)
    order_auth["Status"] = "AUTHORISED"
    turns.append((call("save_purchase_order", taskId=po, status="AUTHORISED", lines=[{"ProductID": pid, "Quantity": 120, "Price": 9.80, "TaxRule": "GST on Expenses", "Total": 1176.00}]), pj(order_auth)))
    full = header | {"Status": "ORDERED", "LastUpdatedDate": "2024-10-23T02:43:30.019Z", "Order": order_auth, "StockReceived": [], "Invoice": None, "CreditNote": None,
                     "ManualJournals": None, "Attachments": [], "InventoryMovements": []}
    turns.append((call("get_purchase", id=po), pj(full)))
    turns.append((call("get_product_availability", sku="TEA-ASM-250"), avail(120, "2024-11-06T00:00:00")))
    rs.add("mcp", "h58-mcp-19", system("cin7-core MCP server (Cin7 Core / DEAR Inventory API v2, AUD)", tools), turns, bad=True, turn=5,
           kind="The purchase list for supplier Hillcrest shows only PO-00388 and PO-00385 (Total 2), omitting PO-00391 created for that supplier two turns earlier.")


# --------------------------------------------------------------------------------------------
# 20 Chargebee (bad, turn 6): the customer's auto_collection is back to "on" after it was switched off
# --------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    tools = [
        tool("retrieve_customer", "Retrieve a customer.", {"customer_id": S}, ["customer_id"]),
        tool("update_customer", "Update a customer (billing settings included).", {"customer_id": S, "auto_collection": S, "net_term_days": INT}, ["customer_id"]),
        tool("retrieve_subscription", "Retrieve a subscription.", {"subscription_id": S}, ["subscription_id"]),
        tool("update_subscription_for_items", "Change subscription items with proration.", {"subscription_id": S, "subscription_items": A, "replace_items_list": B, "prorate": B, "invoice_immediately": B}, ["subscription_id"]),
        tool("list_invoices", "List invoices of a customer.", {"customer_id": S, "limit": INT, "sort_by": S}, []),
        tool("list_credit_notes", "List credit notes of a customer.", {"customer_id": S, "limit": INT}, []),
        tool("record_invoice_payment", "Record an offline payment against an invoice.", {"invoice_id": S, "amount": INT, "payment_method": S, "reference_number": S, "date": INT}, ["invoice_id", "payment_method"]),
        tool("retrieve_invoice", "Retrieve an invoice.", {"invoice_id": S}, ["invoice_id"]),
    ]
    cid, sid = "AzZlq8UHhR2kP1Bw", "16BjsmUHhR35N2Bb"
    t_start, t_end = 1709251200, 1740787200
    term = t_end - t_start

    def prorate(amount: int, at: int) -> int:
        return int(amount * (t_end - at) / term + 0.5)

    def customer(auto: str, net: int, upd: int) -> dict[str, Any]:
        return {"id": cid, "first_name": "Helena", "last_name": "Moraes", "email": "billing@orbitfield.io", "company": "Orbitfield Analytics", "auto_collection": auto, "net_term_days": net,
                "offline_payment_method": "bank_transfer" if auto == "off" or net else "no_preference", "allow_direct_debit": False, "created_at": 1709216822, "created_from_ip": "81.2.69.142",
                "taxability": "taxable", "updated_at": upd, "pii_cleared": "active", "channel": "web", "resource_version": upd * 1000 + 412, "deleted": False, "object": "customer",
                "billing_address": {"first_name": "Helena", "last_name": "Moraes", "company": "Orbitfield Analytics", "line1": "88 Charlotte St", "line2": "Floor 3", "city": "London",
                                    "zip": "W1T 4QX", "country": "GB", "validation_status": "not_validated", "object": "billing_address"},
                "card_status": "valid", "promotional_credits": 0, "refundable_credits": 0, "excess_payments": 0, "unbilled_charges": 0, "preferred_currency_code": "USD", "mrr": 0,
                "primary_payment_source_id": "pm_169vujUHhR0lk2Bn", "payment_method": {"object": "payment_method", "type": "card", "reference_id": "cus_PmX4rT2vLq9KzW/card_1OuB7rLkQ3mN8vYe", "gateway": "stripe", "gateway_account_id": "gw_AzyzZ5UHhQz3a1A9", "status": "valid"},
                "tax_providers_fields": [], "business_entity_id": "16CHT0Ua9mOkx2Bb", "cf_account_tier": "Growth"}
    turns: list[tuple[str, str]] = []
    turns.append((call("retrieve_customer", customer_id=cid), pj({"customer": customer("on", 0, 1729001411)})))
    turns.append((call("update_customer", customer_id=cid, auto_collection="off", net_term_days=30), pj({"customer": customer("off", 30, 1729521032)})))

    def item(pid: str, itype: str, qty: int, unit: int) -> dict[str, Any]:
        x: dict[str, Any] = {"item_price_id": pid, "item_type": itype, "quantity": qty, "unit_price": unit, "amount": qty * unit, "free_quantity": 0, "object": "subscription_item"}
        if itype == "addon":
            x["billing_cycles"] = None
        return x

    def sub(items: list[dict[str, Any]], upd: int) -> dict[str, Any]:
        total = sum(x["amount"] for x in items)
        return {"id": sid, "billing_period": 1, "billing_period_unit": "year", "customer_id": cid, "status": "active", "current_term_start": t_start, "current_term_end": t_end,
                "next_billing_at": t_end, "created_at": 1709251198, "started_at": t_start, "activated_at": t_start, "updated_at": upd, "has_scheduled_changes": False,
                "channel": "web", "resource_version": upd * 1000 + 87, "deleted": False, "object": "subscription", "currency_code": "USD", "subscription_items": items,
                "due_invoices_count": 0, "mrr": total // 12, "has_scheduled_advance_invoices": False, "create_pending_invoices": False, "auto_close_invoices": True,
                "business_entity_id": "16CHT0Ua9mOkx2Bb", "cf_contract_ref": "MSA-2024-0117"}
    plan = item("growth-annual-USD-Yearly", "plan", 1, 480000)
    seats12, seats15 = item("extra-seats-USD-Yearly", "addon", 12, 12000), item("extra-seats-USD-Yearly", "addon", 15, 12000)
    supp = item("priority-support-USD-Yearly", "addon", 1, 90000)
    turns.append((call("retrieve_subscription", subscription_id=sid), pj({"subscription": sub([plan, seats12, supp], 1726140077), "customer": customer("off", 30, 1729521032)})))
    t4 = 1729521185
    charge = prorate(36000, t4)

    def invoice(status: str, paid: int, upd: int, payments: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": "ORB-2291", "customer_id": cid, "subscription_id": sid, "recurring": False, "status": status, "price_type": "tax_exclusive", "date": t4, "due_date": t4 + 30 * 86400,
                "net_term_days": 30, "exchange_rate": 1.0, "total": charge, "amount_paid": paid, "amount_adjusted": 0, "write_off_amount": 0, "credits_applied": 0, "amount_due": charge - paid,
                "paid_at": upd if status == "paid" else None, "dunning_status": None, "updated_at": upd, "resource_version": upd * 1000 + 5, "deleted": False, "object": "invoice",
                "first_invoice": False, "amount_to_collect": charge - paid, "round_off_amount": 0, "new_sales_amount": charge, "has_advance_charges": False, "currency_code": "USD",
                "base_currency_code": "USD", "generated_at": t4, "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0, "sub_total": charge,
                "line_items": [{"id": "li_AzyvVEUHhRAv43Cm", "date_from": t4, "date_to": t_end, "unit_amount": 12000, "quantity": 3, "amount": charge, "pricing_model": "per_unit",
                                "is_taxed": False, "tax_amount": 0, "object": "line_item", "subscription_id": sid, "customer_id": cid, "description": "Extra seats - Prorated Charges",
                                "entity_type": "addon_item_price", "entity_id": "extra-seats-USD-Yearly", "tax_exempt_reason": "export", "discount_amount": 0, "item_level_discount_amount": 0}],
                "linked_payments": payments, "billing_address": {"company": "Orbitfield Analytics", "line1": "88 Charlotte St", "line2": "Floor 3", "city": "London", "zip": "W1T 4QX", "country": "GB", "validation_status": "not_validated", "object": "billing_address"}}
    inv0 = invoice("payment_due", 0, t4, [])
    turns.append((call("update_subscription_for_items", subscription_id=sid, subscription_items=[{"item_price_id": "extra-seats-USD-Yearly", "quantity": 15}], prorate=True, invoice_immediately=True),
                  pj({"subscription": sub([plan, seats15, supp], t4), "customer": customer("off", 30, 1729521032), "invoice": inv0})))
    annual = {"id": "ORB-2107", "customer_id": cid, "subscription_id": sid, "recurring": True, "status": "paid", "price_type": "tax_exclusive", "date": t_start, "due_date": t_start,
              "net_term_days": 0, "total": 714000, "amount_paid": 714000, "amount_due": 0, "paid_at": t_start + 14, "updated_at": t_start + 14, "object": "invoice", "currency_code": "USD", "sub_total": 714000, "tax": 0}
    turns.append((call("list_invoices", customer_id=cid, limit=10, sort_by="date[desc]"), pj({"list": [{"invoice": {k: v for k, v in inv0.items() if k not in ("line_items", "billing_address")}}, {"invoice": annual}], "next_offset": None})))
    turns.append((call("retrieve_customer", customer_id=cid), pj({"customer": customer("on", 30, 1729521032)})))
    t7 = 1729521290
    credit = prorate(90000, t7)
    cn = {"id": "ORB-CN-0118", "customer_id": cid, "subscription_id": sid, "reference_invoice_id": "ORB-2107", "type": "refundable", "reason_code": "subscription_change",
          "status": "refund_due", "date": t7, "price_type": "tax_exclusive", "exchange_rate": 1.0, "total": credit, "amount_allocated": 0, "amount_refunded": 0, "amount_available": credit,
          "generated_at": t7, "updated_at": t7, "channel": "web", "resource_version": t7 * 1000 + 33, "deleted": False, "object": "credit_note", "create_reason_code": "Subscription Change",
          "currency_code": "USD", "round_off_amount": 0, "fractional_correction": 0, "base_currency_code": "USD", "sub_total": credit,
          "line_items": [{"id": "li_AzyvVEUHhRCq51Dn", "date_from": t7, "date_to": t_end, "unit_amount": 90000, "quantity": 1, "amount": credit, "pricing_model": "flat_fee", "is_taxed": False, "tax_amount": 0,
                          "object": "line_item", "subscription_id": sid, "customer_id": cid, "description": "Priority support - Prorated Credits", "entity_type": "addon_item_price",
                          "entity_id": "priority-support-USD-Yearly", "discount_amount": 0, "item_level_discount_amount": 0}]}
    turns.append((call("update_subscription_for_items", subscription_id=sid, subscription_items=[{"item_price_id": "growth-annual-USD-Yearly", "quantity": 1}, {"item_price_id": "extra-seats-USD-Yearly", "quantity": 15}],
                       replace_items_list=True, prorate=True, invoice_immediately=True),
                  pj({"subscription": sub([plan, seats15], t7), "customer": customer("off", 30, 1729521032), "credit_notes": [cn]})))
    turns.append((call("retrieve_subscription", subscription_id=sid), pj({"subscription": sub([plan, seats15], t7), "customer": customer("off", 30, 1729521032)})))
    turns.append((call("list_credit_notes", customer_id=cid, limit=10), pj({"list": [{"credit_note": cn}], "next_offset": None})))
    t10 = 1729521433
    txn = {"id": "txn_AzyvVEUHhRFm72Ep", "customer_id": cid, "subscription_id": sid, "payment_method": "bank_transfer", "reference_number": "BACS 4471-2291", "date": 1729468800,
           "amount": charge, "id_at_gateway": None, "status": "success", "type": "payment", "updated_at": t10, "resource_version": t10 * 1000 + 9, "deleted": False, "object": "transaction",
           "currency_code": "USD", "base_currency_code": "USD", "amount_unused": 0, "linked_invoices": [{"invoice_id": "ORB-2291", "applied_amount": charge, "applied_at": t10, "invoice_date": t4, "invoice_total": charge, "invoice_status": "paid"}]}
    paid_inv = invoice("paid", charge, t10, [{"txn_id": txn["id"], "applied_amount": charge, "applied_at": t10, "txn_status": "success", "txn_date": 1729468800, "txn_amount": charge}])
    turns.append((call("record_invoice_payment", invoice_id="ORB-2291", amount=charge, payment_method="bank_transfer", reference_number="BACS 4471-2291", date=1729468800), pj({"invoice": paid_inv, "transaction": txn})))
    turns.append((call("retrieve_invoice", invoice_id="ORB-2291"), pj({"invoice": paid_inv})))
    rs.add("mcp", "h58-mcp-20", system("chargebee MCP server (Chargebee API v2, site orbitfield, Product Catalog 2.0)", tools), turns, bad=True, turn=6,
           kind="The customer reads back with auto_collection 'on' (same updated_at) after update_customer set it to 'off', with no customer update in between.")


# --------------------------------------------------------------------------------------------
# 21 Lightspeed Retail X-Series (clean): sale, product renamed and repriced, return, the old sale keeps its old price
# --------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    tools = [
        tool("get_register", "Get a register by id.", {"register_id": S}, ["register_id"]),
        tool("search_products", "Search products by text; includes outlet inventory.", {"query": S, "outlet_id": S}, ["query"]),
        tool("create_sale", "Create (register) a sale, return or layby.", {"register_id": S, "user_id": S, "status": S, "note": S, "register_sale_products": A, "register_sale_payments": A}, ["register_id", "register_sale_products"]),
        tool("get_inventory", "Inventory of a product at each outlet.", {"product_id": S}, ["product_id"]),
        tool("update_product", "Update product details.", {"product_id": S, "fields": OBJ}, ["product_id", "fields"]),
        tool("get_sale", "Get a sale by id.", {"sale_id": S}, ["sale_id"]),
    ]
    reg, outlet, user = "0adfd74a-153e-11ef-e7e2-9a3b1c0f2d41", "06e94082-ed4a-11ee-f485-a47c2b9e3d10", "0a6f6e36-8b3f-11ee-ef42-5c2d7e1a9b08"
    cel, ten = "06e94082-ed4a-11ee-f61c-c8d3a1b5e702", "06e94082-ed4a-11ee-f61c-c8d3a1c0f913"
    tax_id = "0adfd74a-153e-11ef-f0c1-2b7e9d4a6c35"
    turns: list[tuple[str, str]] = []
    turns.append((call("get_register", register_id=reg), pj({"data": {
        "id": reg, "name": "Main Register", "outlet_id": outlet, "is_open": True, "register_open_time": "2024-10-22T16:00:41+00:00", "register_close_time": None,
        "register_open_count_sequence": 412, "invoice_prefix": "MAIN-", "invoice_suffix": "", "invoice_sequence": 2290, "print_receipt": True, "email_receipt": True,
        "ask_for_note_on_save": 1, "print_note_on_receipt": True, "ask_for_user_on_sale": False, "show_discounts_on_receipts": True, "cash_managed_payment_type_id": "0adfd74a-153e-11ef-ef0a-7d5e3c1b9a24",
        "version": 20944381225, "deleted_at": None}})))

    def prod(pid: str, name: str, sku: str, price: float, inv: int, ver: int, upd: str) -> dict[str, Any]:
        return {"id": pid, "source_id": None, "variant_source_id": None, "handle": "celadonglaze500" if pid == cel else "tenmokuglaze500", "has_variants": False, "variant_parent_id": None,
                "name": name, "variant_name": name, "sku": sku, "supplier_code": "AMC-" + sku, "active": True, "brand": {"id": "0adfd74a-153e-11ef-e9b3-1f4a8c2d6e50", "name": "Amaco"},
                "supplier": {"id": "0adfd74a-153e-11ef-e9b3-1f4a8c6b2a71", "name": "Clayworks Supply"}, "product_type": {"id": "06e94082-ed4a-11ee-f2d8-3e9b7c1a4d62", "name": "Glazes"},
                "price_excluding_tax": price, "supply_price": 10.80, "tax_id": tax_id, "loyalty_amount": None, "tag_ids": ["0adfd74a-153e-11ef-e9b3-1f4a8c7d9e02"],
                "inventory": [{"outlet_id": outlet, "outlet_name": "Fremont Studio Store", "inventory_level": inv, "reorder_point": 3, "reorder_amount": 12, "average_cost": 10.80}],
                "created_at": "2024-04-02T19:11:27+00:00", "updated_at": upd, "deleted_at": None, "version": ver}
    c0 = prod(cel, "Celadon Glaze 500 ml", "10233", 24.00, 9, 20944102711, "2024-10-18T22:40:05+00:00")
    t0 = prod(ten, "Tenmoku Glaze 500 ml", "10234", 24.00, 4, 20944102748, "2024-10-18T22:40:05+00:00")
    turns.append((call("search_products", query="glaze", outlet_id=outlet), pj({"data": [c0, t0], "version": {"min": 20944102711, "max": 20944102748}})))

    def line(lid: str, pid: str, qty: int, price: float, seq: int) -> dict[str, Any]:
        tax = round(price * 0.1025 + 1e-9, 2)
        return {"id": lid, "product_id": pid, "register_id": reg, "sequence": seq, "handle": None, "sku": None, "name": None, "quantity": qty, "price": price, "cost": 10.80,
                "price_set": False, "discount": 0, "loyalty_value": 0, "tax": tax, "tax_id": tax_id, "tax_name": "WA Seattle 10.25%", "tax_rate": 0.1025,
                "tax_total": round(tax * qty, 2), "price_total": round(price * qty, 2), "display_retail_price_tax_inclusive": "0", "status": "CONFIRMED", "attributes": [{"name": "line_note", "value": ""}]}
    l1 = line("0adfd74a-153e-11ef-f8a2-6d1e3b9c5a07", cel, 2, 24.00, 0)
    l2 = line("0adfd74a-153e-11ef-f8a2-6d1e3bb4c218", ten, 1, 24.00, 1)

    def sale(sid: str, inv: str, seq: int, lines: list[dict[str, Any]], created: str, note: str, pay_type: str, return_for: str | None = None) -> dict[str, Any]:
        total_price = round(sum(x["price_total"] for x in lines), 2)
        total_tax = round(sum(x["tax_total"] for x in lines), 2)
        return {"id": sid, "outlet_id": outlet, "register_id": reg, "user_id": user, "customer_id": None, "invoice_number": inv, "invoice_sequence": seq, "source": "USER", "source_id": None,
                "status": "CLOSED", "state": "closed", "note": note, "short_code": sid[-6:], "return_for": return_for, "total_price": total_price, "total_tax": total_tax,
                "total_loyalty": 0, "created_at": created, "updated_at": created, "sale_date": created, "deleted_at": None, "version": 20944390000 + seq,
                "line_items": lines, "payments": [{"id": sid[:-4] + "p001", "register_id": reg, "retailer_payment_type_id": "0adfd74a-153e-11ef-ef0a-7d5e3c1b9a24" if pay_type == "Cash" else "0adfd74a-153e-11ef-ef0a-7d5e3c2c1b37",
                                                   "name": pay_type, "amount": round(total_price + total_tax, 2), "payment_date": created}],
                "taxes": [{"id": tax_id, "name": "WA Seattle 10.25%", "rate": 0.1025, "amount": total_tax}], "totals": {"total_price": total_price, "total_tax": total_tax, "total_payment": round(total_price + total_tax, 2), "total_to_pay": 0}}
    s1id = "0adfd74a-153e-11ef-f8a2-6d1e3b8f2c90"
    s1 = sale(s1id, "MAIN-2291", 2291, [l1, l2], "2024-10-22T17:14:38+00:00", "", "Credit Card")
    turns.append((call("create_sale", register_id=reg, user_id=user, status="CLOSED", note="", register_sale_products=[{"product_id": cel, "quantity": 2, "price": 24.00, "tax": 2.46, "tax_id": tax_id},
                                                                                                          {"product_id": ten, "quantity": 1, "price": 24.00, "tax": 2.46, "tax_id": tax_id}],
                       register_sale_payments=[{"retailer_payment_type_id": "0adfd74a-153e-11ef-ef0a-7d5e3c2c1b37", "amount": 79.38}]), pj({"data": s1})))

    def inventory(level: int, ver: int) -> str:
        return pj({"data": [{"id": "0adfd74a-153e-11ef-f0c1-2b7e9d8a1f64", "outlet_id": outlet, "product_id": cel, "inventory_level": level, "current_amount": level,
                             "version": ver, "average_cost": 10.80, "reorder_amount": 12, "reorder_point": 3}], "version": {"min": ver, "max": ver}})
    turns.append((call("get_inventory", product_id=cel), inventory(7, 20944390611)))
    t1 = prod(ten, "Tenmoku Glaze 500 ml - Iron Brown", "10234", 26.00, 3, 20944391042, "2024-10-22T17:16:02+00:00")
    turns.append((call("update_product", product_id=ten, fields={"name": "Tenmoku Glaze 500 ml - Iron Brown", "price_excluding_tax": 26.00}), pj({"data": t1})))
    r1 = line("0adfd74a-153e-11ef-f8a2-6d1e3c7a9e41", cel, -1, 24.00, 0)
    s2 = sale("0adfd74a-153e-11ef-f8a2-6d1e3c6d5b13", "MAIN-2292", 2292, [r1], "2024-10-22T17:18:51+00:00", "Return of MAIN-2291 - customer bought wrong glaze", "Credit Card", s1id)
    turns.append((call("create_sale", register_id=reg, user_id=user, status="CLOSED", note="Return of MAIN-2291 - customer bought wrong glaze",
                       register_sale_products=[{"product_id": cel, "quantity": -1, "price": 24.00, "tax": 2.46, "tax_id": tax_id}],
                       register_sale_payments=[{"retailer_payment_type_id": "0adfd74a-153e-11ef-ef0a-7d5e3c2c1b37", "amount": -26.46}]), pj({"data": s2})))
    turns.append((call("get_inventory", product_id=cel), inventory(8, 20944391377)))
    turns.append((call("get_sale", sale_id=s1id), pj({"data": s1})))
    c1 = prod(cel, "Celadon Glaze 500 ml", "10233", 24.00, 8, 20944391377, "2024-10-22T17:18:51+00:00")
    turns.append((call("search_products", query="glaze", outlet_id=outlet), pj({"data": [c1, t1], "version": {"min": 20944391042, "max": 20944391377}})))
    rs.add("mcp", "h58-mcp-21", system("lightspeed-retail MCP server (Lightspeed Retail X-Series API 2.0, retailer 'fremontclay')", tools), turns)


# --------------------------------------------------------------------------------------------
# 22 Ordoro (bad, turn 4): the ship-to ZIP comes back as 80304-4417 instead of 80302-4417
# --------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    tools = [
        tool("get_order", "Get an order by order number.", {"order_number": S}, ["order_number"]),
        tool("add_order_tag", "Apply a tag to an order.", {"order_number": S, "tag": S}, ["order_number", "tag"]),
        tool("add_internal_note", "Add an internal note to an order.", {"order_number": S, "note": S}, ["order_number", "note"]),
        tool("get_rates", "Rate-shop an order's package with a shipper.", {"order_number": S, "shipper_id": INT, "packages": A}, ["order_number", "shipper_id", "packages"]),
        tool("create_label", "Buy a label for an order.", {"order_number": S, "shipper_id": INT, "shipping_method": S, "packages": A, "ship_date": S}, ["order_number", "shipper_id", "shipping_method", "packages"]),
    ]
    num = "1-48213"
    addr = {"name": "Noor Haddad", "company": "", "street1": "2830 Pine St", "street2": "", "city": "Boulder", "state": "CO", "zip": "80302-4417", "country": "US",
            "email": "noor.haddad@fastmail.com", "phone": "720-555-0128", "validation": {"status": "validated", "suggested": [], "additional_text": None}}
    lines = [{"id": 7731002, "quantity": 3, "item_price": 22.00, "total_price": 66.00, "product_name": "Soy Candle 8oz - Fig & Cedar", "sku": "CND-SOY-08-FC", "product_serial_numbers": [],
              "cart_order_item_id": "13511920124", "details": "", "product": {"sku": "CND-SOY-08-FC", "name": "Soy Candle 8oz - Fig & Cedar", "is_kit_parent": False, "available_on_hand": 41}},
             {"id": 7731003, "quantity": 1, "item_price": 4.50, "total_price": 4.50, "product_name": "Matchbox - Cloud Print", "sku": "MTC-BOX-CLD", "product_serial_numbers": [],
              "cart_order_item_id": "13511920157", "details": "", "product": {"sku": "MTC-BOX-CLD", "name": "Matchbox - Cloud Print", "is_kit_parent": False, "available_on_hand": 188}}]

    def order(status: str, a: dict[str, Any], tags: list[dict[str, Any]], notes: list[dict[str, Any]], updated: str, shipping: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"order_number": num, "order_id": 2290417, "cart_order_id": "5914827703", "status": status, "order_placed_date": "2024-10-21T18:40:12.000000-06:00",
                "created_date": "2024-10-21T18:41:03.512044-06:00", "updated_date": updated, "cart": {"id": 1, "name": "Ember & Wick Shopify", "vendor": "shopify"},
                "shipping_address": a, "billing_address": a | {"validation": {"status": "unvalidated", "suggested": [], "additional_text": None}},
                "lines": lines, "financial": {"product_amount": 70.50, "shipping_amount": 6.95, "tax_amount": 0.00, "discount_amount": 0.00, "grand_total": 77.45, "credit_card_issuer": "visa"},
                "requested_shipping_method": "Standard Shipping", "weight": 52.0, "notes_from_customer": "It's a gift for my sister!", "internal_notes": notes, "tags": tags,
                "shipping_info": shipping, "return_shipping_info": None, "warehouse": {"id": 11804, "name": "Ember & Wick Studio", "address": {"city": "Longmont", "state": "CO", "zip": "80501"}},
                "dropshipping_info": None, "parent_order_number": None, "sibling_order_numbers": [], "audit_label": [], "link": f"/order/{num}"}
    turns: list[tuple[str, str]] = []
    turns.append((call("get_order", order_number=num), pj(order("awaiting_fulfillment", addr, [], [], "2024-10-21T18:41:03.512044-06:00"))))
    tag = {"id": 40117, "text": "Gift wrap", "color": "#E5A800", "link": "/tag/40117"}
    turns.append((call("add_order_tag", order_number=num, tag="Gift wrap"), pj({"order_number": num, "tags": [tag], "updated_date": "2024-10-22T08:12:44.209731-06:00"})))
    note = {"id": 318822, "created_date": "2024-10-22T08:13:20.447105-06:00", "text": "Wrap candles individually, kraft paper + twine. Include handwritten card.", "user": {"id": 5720, "name": "Jess Arroyo"}}
    turns.append((call("add_internal_note", order_number=num, note=note["text"]), pj(note)))
    bad_addr = d(addr)
    bad_addr["zip"] = "80304-4417"
    turns.append((call("get_order", order_number=num), pj(order("awaiting_fulfillment", bad_addr, [tag], [note], "2024-10-22T08:13:20.447105-06:00"))))
    pkg = [{"box_shape": "Parcel", "length": 10, "width": 8, "height": 6, "weight": 52}]
    turns.append((call("get_rates", order_number=num, shipper_id=3301, packages=pkg), pj({"rates": [
        {"service": "USPS Ground Advantage", "service_type": "GroundAdvantage", "rate": 7.41, "carrier": "usps", "delivery_days": 2, "delivery_date": "2024-10-24", "est_delivery_date_guaranteed": False, "rate_id": "rate_5b9d2e7c41f84a30"},
        {"service": "USPS Priority Mail", "service_type": "Priority", "rate": 9.87, "carrier": "usps", "delivery_days": 1, "delivery_date": "2024-10-23", "est_delivery_date_guaranteed": False, "rate_id": "rate_6c0e3f8d52a94b41"},
        {"service": "USPS Priority Mail Express", "service_type": "Express", "rate": 31.20, "carrier": "usps", "delivery_days": 1, "delivery_date": "2024-10-23", "est_delivery_date_guaranteed": True, "rate_id": "rate_7d1f4a9e63b05c52"}],
        "shipper": {"id": 3301, "vendor": "pitney", "name": "USPS (Pitney Bowes)"}, "from_zip": "80501", "to_zip": "80302-4417", "weight": 52, "packages": pkg})))
    ship = {"carrier": {"id": 3301, "name": "USPS (Pitney Bowes)", "vendor": "pitney"}, "shipping_method": "GroundAdvantage", "display_shipping_method": "USPS Ground Advantage",
            "tracking_number": "9434650206217071839226", "tracking_url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9434650206217071839226", "ship_date": "2024-10-22T08:15:37.118523-06:00",
            "cost": 7.41, "insurance_cost": 0.0, "delivery_confirmation": "NONE", "packages": pkg, "ship_to": {k: addr[k] for k in ("name", "street1", "street2", "city", "state", "zip", "country")},
            "label_image_link": f"/label_image/{num}/9434650206217071839226.pdf", "has_label": True, "estimated_delivery_date": "2024-10-24"}
    turns.append((call("create_label", order_number=num, shipper_id=3301, shipping_method="GroundAdvantage", packages=pkg, ship_date="2024-10-22"), pj({"order_number": num, "status": "shipped", "shipping_info": ship})))
    turns.append((call("get_order", order_number=num), pj(order("shipped", addr, [tag], [note], "2024-10-22T08:15:37.118523-06:00", ship))))
    rs.add("mcp", "h58-mcp-22", system("ordoro MCP server (Ordoro API v3, company 'Ember & Wick')", tools), turns, bad=True, turn=4,
           kind="The order's validated shipping ZIP reads 80304-4417 at turn 4 although it was 80302-4417 and only a tag and a note were added since.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
