# ruff: noqa: E501
"""Held-out set 53, domain mcp: 22 MCP-server trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory simulates one commerce, support, people or messaging server (Shopify, Chargebee, Zendesk,
Greenhouse, Stripe Billing, Freshdesk, Twilio, BambooHR, Calendly, WooCommerce, DocuSign, Help Scout,
Intercom, Gusto, Square, Lever, SendGrid, Recurly, Workday, Gorgias, Mailchimp, Postmark). The system prompt
is a shortened form of the official AgentWorldBench MCP prompt with the server's tools filled in; actions are
tool calls and observations are the results the server returns. Written blind, deterministic, standard
library plus rowkit2 only.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_text, pj, tool

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

The tool execution environment maintains session context, resource state (records created or modified by tools), variable bindings (IDs, tokens, references established in prior interactions) and accumulated knowledge. Query/Read tools retrieve information without modifying state; Create/Write tools create resources; Update/Modify tools change existing resources and the change is reflected in subsequent queries; Delete/Remove tools remove resources, and later access returns appropriate errors.

### Logical Consistency

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
| Human-readable Formatters | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: argument validation errors (pydantic-style `Error calling tool 'tool_name': N validation errors ...`), `404 Not Found` for missing resources, `403 Forbidden` for permission problems, `status: error` service failures and timeouts. Infer the error format from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON)
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings
3. **Realistic Details**: Include plausible values for resource identifiers, timestamps, counts, measurements and generated content
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context

Write the tool response after **Environment Observation:**."""


def sysp(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return (SYS_HEAD + f"You are simulating the MCP server `{server}` ({purpose}). You can simulate the following tools:\n\n"
            + json.dumps(tools, indent=2, ensure_ascii=False) + SYS_TAIL)


def T(name: str, desc: str, req: list[str], /, **props: Any) -> dict[str, Any]:
    return tool(name, desc, props, req)


def d(obj: Any) -> str:
    return pj(obj)


# ---------------------------------------------------------------------------------------------------------
# 01 Shopify (mainstream) - bad at turn 7: line item variant / SKU of order #1044 changes after a fulfillment


def t01(rs: RowSet) -> None:
    tools = [
        T("list_locations", "List the shop's inventory locations.", [], first=INT),
        T("search_orders", "Search orders with Shopify search syntax. Returns a page of orders.", ["query"], query=S, first=INT, sortKey=S, reverse=B),
        T("get_order", "Get one order by GID, with line items, totals, fulfillment orders and fulfillments.", ["id"], id=S),
        T("get_product", "Get a product by GID with its variants and inventory levels per location.", ["id"], id=S),
        T("adjust_inventory", "Adjust the available quantity of an inventory item at a location by a delta.", ["inventoryItemId", "locationId", "delta"], inventoryItemId=S, locationId=S, delta=INT, reason=S),
        T("create_fulfillment", "Fulfill all open line items of a fulfillment order, optionally with tracking.", ["fulfillmentOrderId"], fulfillmentOrderId=S, trackingNumber=S, trackingCompany=S, notifyCustomer=B),
    ]
    system = sysp("shopify-admin", "Shopify Admin API for the store fernleaf-goods.myshopify.com, API version 2024-04", tools)
    loc_bk = "gid://shopify/Location/71234568321"
    loc_wb = "gid://shopify/Location/71234601089"
    locs = {"locations": [
        {"id": loc_bk, "name": "Brooklyn Warehouse", "isActive": True, "fulfillsOnlineOrders": True, "shipsInventory": True,
         "address": {"address1": "141 Flushing Ave", "address2": "Unit 4B", "city": "Brooklyn", "provinceCode": "NY", "zip": "11205", "countryCode": "US", "phone": "+17185550142"}},
        {"id": loc_wb, "name": "Retail – Williamsburg", "isActive": True, "fulfillsOnlineOrders": False, "shipsInventory": False,
         "address": {"address1": "287 Bedford Ave", "address2": None, "city": "Brooklyn", "provinceCode": "NY", "zip": "11211", "countryCode": "US", "phone": "+17185550198"}},
    ], "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo3MTIzNDYwMTA4OSwibGFzdF92YWx1ZSI6IjcxMjM0NjAxMDg5In0="}}
    orders = {"orders": [
        {"id": "gid://shopify/Order/5873266983061", "name": "#1046", "createdAt": "2024-05-15T09:12:31Z", "email": "devon.hale@outlook.com", "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED", "totalPrice": "58.11", "currencyCode": "USD", "lineItemsCount": 1, "customer": {"displayName": "Devon Hale"}},
        {"id": "gid://shopify/Order/5873240211605", "name": "#1045", "createdAt": "2024-05-14T22:47:05Z", "email": "r.castellanos@gmail.com", "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED", "totalPrice": "214.65", "currencyCode": "USD", "lineItemsCount": 3, "customer": {"displayName": "Ruth Castellanos"}},
        {"id": "gid://shopify/Order/5873201447061", "name": "#1044", "createdAt": "2024-05-14T16:22:48Z", "email": "maya.okafor@gmail.com", "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "UNFULFILLED", "totalPrice": "162.77", "currencyCode": "USD", "lineItemsCount": 2, "customer": {"displayName": "Maya Okafor"}},
        {"id": "gid://shopify/Order/5872988323989", "name": "#1041", "createdAt": "2024-05-13T11:05:59Z", "email": "theo.brandt@proton.me", "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "PARTIALLY_FULFILLED", "totalPrice": "96.36", "currencyCode": "USD", "lineItemsCount": 2, "customer": {"displayName": "Theo Brandt"}},
    ], "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo1ODcyOTg4MzIzOTg5fQ=="}}

    def order(fulfilled: bool, variant: str, sku: str) -> dict[str, Any]:
        o: dict[str, Any] = {
            "id": "gid://shopify/Order/5873201447061", "name": "#1044", "createdAt": "2024-05-14T16:22:48Z",
            "updatedAt": "2024-05-15T13:06:53Z" if fulfilled else "2024-05-14T16:22:51Z",
            "email": "maya.okafor@gmail.com", "phone": None,
            "displayFinancialStatus": "PAID", "displayFulfillmentStatus": "FULFILLED" if fulfilled else "UNFULFILLED",
            "customer": {"id": "gid://shopify/Customer/7402219651221", "displayName": "Maya Okafor", "numberOfOrders": "3"},
            "shippingAddress": {"name": "Maya Okafor", "address1": "312 Halsey St", "address2": "Apt 3R", "city": "Brooklyn", "provinceCode": "NY", "zip": "11216", "countryCode": "US"},
            "shippingLine": {"title": "USPS Ground Advantage", "originalPriceSet": {"shopMoney": {"amount": "9.50", "currencyCode": "USD"}}},
            "lineItems": [
                {"id": "gid://shopify/LineItem/14392017764501", "title": "Linen Apron", "variantTitle": variant, "sku": sku, "quantity": 2,
                 "variant": {"id": "gid://shopify/ProductVariant/44120938561621"}, "originalUnitPriceSet": {"shopMoney": {"amount": "38.00", "currencyCode": "USD"}},
                 "unfulfilledQuantity": 0 if fulfilled else 2},
                {"id": "gid://shopify/LineItem/14392017797269", "title": "Waxed Canvas Tote", "variantTitle": "Olive", "sku": "TOT-WAX-OLV", "quantity": 1,
                 "variant": {"id": "gid://shopify/ProductVariant/44120955732053"}, "originalUnitPriceSet": {"shopMoney": {"amount": "64.00", "currencyCode": "USD"}},
                 "unfulfilledQuantity": 0 if fulfilled else 1},
            ],
            "subtotalPriceSet": {"shopMoney": {"amount": "140.00", "currencyCode": "USD"}},
            "totalShippingPriceSet": {"shopMoney": {"amount": "9.50", "currencyCode": "USD"}},
            "totalTaxSet": {"shopMoney": {"amount": "13.27", "currencyCode": "USD"}},
            "taxLines": [{"title": "NY State + NYC Sales Tax", "rate": 0.08875, "priceSet": {"shopMoney": {"amount": "13.27"}}}],
            "totalPriceSet": {"shopMoney": {"amount": "162.77", "currencyCode": "USD"}},
            "fulfillmentOrders": [{"id": "gid://shopify/FulfillmentOrder/6781239051413", "status": "CLOSED" if fulfilled else "OPEN",
                                   "assignedLocation": {"name": "Brooklyn Warehouse", "location": {"id": loc_bk}}}],
            "fulfillments": [],
        }
        if fulfilled:
            o["fulfillments"] = [{"id": "gid://shopify/Fulfillment/5120448315541", "status": "SUCCESS", "createdAt": "2024-05-15T13:06:52Z",
                                  "trackingInfo": [{"company": "USPS", "number": "9400111899223345678901", "url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223345678901"}]}]
        return o

    def product(bk: tuple[int, int, int], wb: int) -> dict[str, Any]:
        def lv(on_hand: int, committed: int, avail: int, loc: str, name: str) -> dict[str, Any]:
            return {"location": {"id": loc, "name": name}, "quantities": {"available": avail, "committed": committed, "on_hand": on_hand}}
        return {"product": {
            "id": "gid://shopify/Product/8011240931413", "title": "Linen Apron", "handle": "linen-apron", "status": "ACTIVE", "vendor": "Fernleaf Goods",
            "productType": "Kitchen Textiles", "totalInventory": bk[2] + wb + 23 + 11 + 6 + 9 + 2 + 0,
            "variants": [
                {"id": "gid://shopify/ProductVariant/44120938528853", "title": "Natural / S", "sku": "APR-LIN-NAT-S", "price": "38.00",
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/46211873292373", "inventoryLevels": [lv(23, 0, 23, loc_bk, "Brooklyn Warehouse"), lv(6, 0, 6, loc_wb, "Retail – Williamsburg")]}},
                {"id": "gid://shopify/ProductVariant/44120938561621", "title": "Natural / M", "sku": "APR-LIN-NAT-M", "price": "38.00",
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/46211873325141", "inventoryLevels": [lv(*bk, loc_bk, "Brooklyn Warehouse"), lv(wb, 0, wb, loc_wb, "Retail – Williamsburg")]}},
                {"id": "gid://shopify/ProductVariant/44120938594389", "title": "Natural / L", "sku": "APR-LIN-NAT-L", "price": "38.00",
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/46211873357909", "inventoryLevels": [lv(11, 0, 11, loc_bk, "Brooklyn Warehouse"), lv(9, 0, 9, loc_wb, "Retail – Williamsburg")]}},
                {"id": "gid://shopify/ProductVariant/44120938627157", "title": "Charcoal / M", "sku": "APR-LIN-CHR-M", "price": "42.00",
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/46211873390677", "inventoryLevels": [lv(2, 0, 2, loc_bk, "Brooklyn Warehouse"), lv(0, 0, 0, loc_wb, "Retail – Williamsburg")]}},
            ]}}

    turns = [
        (call("list_locations", first=10), d(locs)),
        (call("search_orders", query="fulfillment_status:unfulfilled,partial financial_status:paid", first=10, sortKey="CREATED_AT", reverse=True), d(orders)),
        (call("get_order", id="gid://shopify/Order/5873201447061"), d({"order": order(False, "Natural / M", "APR-LIN-NAT-M")})),
        (call("get_product", id="gid://shopify/Product/8011240931413"), d(product((16, 2, 14), 3))),
        (call("adjust_inventory", inventoryItemId="gid://shopify/InventoryItem/46211873325141", locationId=loc_wb, delta=6, reason="received"),
         d({"inventoryAdjustQuantities": {"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/30117764022421", "createdAt": "2024-05-15T13:04:17Z", "reason": "received",
            "changes": [{"name": "available", "delta": 6, "quantityAfterChange": 9, "item": {"id": "gid://shopify/InventoryItem/46211873325141", "sku": "APR-LIN-NAT-M"}, "location": {"name": "Retail – Williamsburg"}}]}, "userErrors": []}})),
        (call("create_fulfillment", fulfillmentOrderId="gid://shopify/FulfillmentOrder/6781239051413", trackingNumber="9400111899223345678901", trackingCompany="USPS", notifyCustomer=True),
         d({"fulfillmentCreateV2": {"fulfillment": {"id": "gid://shopify/Fulfillment/5120448315541", "status": "SUCCESS", "createdAt": "2024-05-15T13:06:52Z",
            "trackingInfo": [{"company": "USPS", "number": "9400111899223345678901", "url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223345678901"}],
            "fulfillmentLineItems": {"nodes": [{"lineItem": {"title": "Linen Apron", "sku": "APR-LIN-NAT-M"}, "quantity": 2}, {"lineItem": {"title": "Waxed Canvas Tote", "sku": "TOT-WAX-OLV"}, "quantity": 1}]}},
            "userErrors": []}})),
        (call("get_order", id="gid://shopify/Order/5873201447061"), d({"order": order(True, "Natural / L", "APR-LIN-NAT-L")})),
        (call("get_product", id="gid://shopify/Product/8011240931413"), d(product((14, 0, 14), 9))),
    ]
    rs.add("mcp", "h53-mcp-01", system, turns, bad=True, turn=7,
           kind="after only a fulfillment, order #1044's apron line item comes back as variant Natural / L (SKU APR-LIN-NAT-L) though turn 3 and the fulfillment showed Natural / M (APR-LIN-NAT-M)")
def g_run(cmd: str, out: str, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)") -> str:
    """Gemini CLI run_shell_command result with stderr and background PIDs."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def stat(files: list[tuple[str, int, int]]) -> str:
    """git diff --stat for (path, insertions, deletions) rows."""
    w = max(len(p) for p, _, _ in files)
    cw = max(len(str(a + d)) for _, a, d in files)
    rows = [f" {p.ljust(w)} | {str(a + d).rjust(cw)} {'+' * a}{'-' * d}" for p, a, d in files]
    ins, dels = sum(a for _, a, _ in files), sum(d for _, _, d in files)
    n = len(files)
    summary = f" {n} file{'s' if n > 1 else ''} changed"
    if ins:
        summary += f", {ins} insertion{'s' if ins > 1 else ''}(+)"
    if dels:
        summary += f", {dels} deletion{'s' if dels > 1 else ''}(-)"
    return "\n".join(rows + [summary])



# ---------------------------------------------------------------------------------------------------------
# 02 Chargebee (less common) - clean: seat change with proration invoice, credit note, new counters


def t02(rs: RowSet) -> None:
    tools = [
        T("list_subscriptions", "List subscriptions, filtered by customer and status.", [], customer_id=S, status=S, limit=INT),
        T("retrieve_subscription", "Retrieve a subscription with its customer and card.", ["subscription_id"], subscription_id=S),
        T("list_invoices", "List invoices, newest first, with optional filters.", [], subscription_id=S, status=S, limit=INT, offset=S),
        T("update_subscription_for_items", "Change item prices or quantities of a subscription (Product Catalog 2.0).", ["subscription_id", "subscription_items"], subscription_id=S, subscription_items=A, prorate=B, invoice_immediately=B),
        T("create_credit_note", "Create a credit note against an invoice.", ["reference_invoice_id", "type", "total"], reference_invoice_id=S, type=S, total=INT, create_reason_code=S, customer_notes=S),
        T("retrieve_customer", "Retrieve a customer with balances and credits.", ["customer_id"], customer_id=S),
    ]
    system = sysp("chargebee", "Chargebee Billing API v2 for the site northwind-test, Product Catalog 2.0, amounts in cents", tools)
    cust = "AzZlGkTy7qB2f1"
    sid = "16BjpLU0c9kXq3Hd"

    def sub(seats: int, updated: int, rv: int) -> dict[str, Any]:
        return {"id": sid, "billing_period": 1, "billing_period_unit": "month", "customer_id": cust, "status": "active",
                "current_term_start": 1717200000, "current_term_end": 1719792000, "next_billing_at": 1719792000,
                "created_at": 1704902400, "started_at": 1704902400, "activated_at": 1704902400, "updated_at": updated,
                "has_scheduled_changes": False, "channel": "web", "resource_version": rv, "deleted": False, "object": "subscription",
                "currency_code": "USD", "auto_collection": "on", "due_invoices_count": 0, "mrr": 49900 + 1500 * seats,
                "subscription_items": [
                    {"item_price_id": "Growth-USD-Monthly", "item_type": "plan", "quantity": 1, "unit_price": 49900, "amount": 49900, "free_quantity": 0, "object": "subscription_item"},
                    {"item_price_id": "Extra-Seats-USD-Monthly", "item_type": "addon", "quantity": seats, "unit_price": 1500, "amount": 1500 * seats, "object": "subscription_item"}]}

    def customer(refundable: int, updated: int, rv: int) -> dict[str, Any]:
        return {"id": cust, "first_name": "Helena", "last_name": "Brandt", "email": "billing@northwindlabs.io", "company": "Northwind Labs",
                "auto_collection": "on", "net_term_days": 0, "allow_direct_debit": False, "created_at": 1702339190, "taxability": "taxable",
                "updated_at": updated, "pii_cleared": "active", "channel": "web", "resource_version": rv, "deleted": False, "object": "customer",
                "billing_address": {"first_name": "Helena", "last_name": "Brandt", "line1": "2200 Mission College Blvd", "city": "Santa Clara", "state_code": "CA", "zip": "95054", "country": "US", "validation_status": "valid", "object": "billing_address"},
                "card_status": "valid", "primary_payment_source_id": "pm_169vujSUE5gP3a1c", "payment_method": {"type": "card", "reference_id": "cus_Q0vR5kNw2sLm9T/card_1PA8xK2eZvKYlo2C", "gateway": "stripe", "status": "valid", "object": "payment_method"},
                "promotional_credits": 0, "refundable_credits": refundable, "excess_payments": 0, "unbilled_charges": 0, "preferred_currency_code": "USD", "mrr": 0}

    card = {"status": "valid", "gateway": "stripe", "first_name": "Helena", "last_name": "Brandt", "iin": "411111", "last4": "1881", "card_type": "visa",
            "funding_type": "credit", "expiry_month": 11, "expiry_year": 2026, "masked_number": "************1881", "customer_id": cust, "payment_source_id": "pm_169vujSUE5gP3a1c", "object": "card"}

    def inv(num: str, date: int, total: int, items: list[dict[str, Any]], cns: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        return {"invoice": {"id": num, "customer_id": cust, "subscription_id": sid, "recurring": num != "INV-2024-0671", "status": "paid", "price_type": "tax_exclusive",
                            "date": date, "due_date": date, "net_term_days": 0, "exchange_rate": 1.0, "total": total, "amount_paid": total, "amount_adjusted": 0,
                            "write_off_amount": 0, "credits_applied": 0, "amount_due": 0, "paid_at": date + 2, "updated_at": date + 2, "currency_code": "USD",
                            "line_items": items, "issued_credit_notes": cns or [], "linked_payments": [{"txn_id": "txn_" + num[-4:] + "Qx7Lm2", "applied_amount": total, "txn_status": "success", "txn_date": date + 2, "txn_amount": total}],
                            "object": "invoice"}}

    def recur(start: int, end: int) -> list[dict[str, Any]]:
        return [{"date_from": start, "date_to": end, "unit_amount": 49900, "quantity": 1, "amount": 49900, "description": "Growth - USD Monthly", "entity_type": "plan_item_price", "entity_id": "Growth-USD-Monthly", "object": "line_item"},
                {"date_from": start, "date_to": end, "unit_amount": 1500, "quantity": 6, "amount": 9000, "description": "Extra Seats - USD Monthly", "entity_type": "addon_item_price", "entity_id": "Extra-Seats-USD-Monthly", "object": "line_item"}]

    i0633 = inv("INV-2024-0633", 1717200013, 58900, recur(1717200000, 1719792000))
    i0518 = inv("INV-2024-0518", 1714521611, 58900, recur(1714521600, 1717200000))
    i0412 = inv("INV-2024-0412", 1711929605, 58900, recur(1711929600, 1714521600))
    pr_items = [{"date_from": 1718724160, "date_to": 1719792000, "unit_amount": 1500, "quantity": 4, "amount": 2472, "description": "Extra Seats - USD Monthly - Prorated Charges", "entity_type": "addon_item_price", "entity_id": "Extra-Seats-USD-Monthly", "object": "line_item"}]
    i0671 = inv("INV-2024-0671", 1718724160, 2472, pr_items)
    i0671cn = inv("INV-2024-0671", 1718724160, 2472, pr_items, [{"cn_id": "CN-2024-0058", "cn_reason_code": "service_unsatisfactory", "cn_date": 1718724433, "cn_total": 1000, "cn_status": "refund_due"}])
    i0671cn["invoice"]["updated_at"] = 1718724433
    cancelled = {"id": "6oB2xT1Qm9aZ1", "customer_id": cust, "status": "cancelled", "billing_period": 1, "billing_period_unit": "month", "created_at": 1702339200,
                 "started_at": 1702339200, "cancelled_at": 1704902380, "cancel_reason_code": "Plan Change", "updated_at": 1704902380, "currency_code": "USD", "mrr": 0,
                 "subscription_items": [{"item_price_id": "Starter-USD-Monthly", "item_type": "plan", "quantity": 1, "unit_price": 14900, "amount": 14900, "object": "subscription_item"}], "object": "subscription"}
    turns = [
        (call("list_subscriptions", customer_id=cust, limit=10),
         d({"list": [{"subscription": sub(6, 1717200013, 1717200013412)}, {"subscription": cancelled}], "next_offset": None})),
        (call("retrieve_subscription", subscription_id=sid),
         d({"subscription": sub(6, 1717200013, 1717200013412), "customer": customer(0, 1711929611, 1711929611205), "card": card})),
        (call("list_invoices", subscription_id=sid, limit=3), d({"list": [i0633, i0518, i0412], "next_offset": "[\"1711929605000\",\"264000000412\"]"})),
        (call("update_subscription_for_items", subscription_id=sid, subscription_items=[{"item_price_id": "Extra-Seats-USD-Monthly", "quantity": 10}], prorate=True, invoice_immediately=True),
         d({"subscription": sub(10, 1718724160, 1718724160877), "customer": customer(0, 1711929611, 1711929611205), "card": card, "invoice": i0671["invoice"]})),
        (call("list_invoices", subscription_id=sid, limit=4), d({"list": [i0671, i0633, i0518, i0412], "next_offset": "[\"1711929605000\",\"264000000412\"]"})),
        (call("create_credit_note", reference_invoice_id="INV-2024-0671", type="refundable", total=1000, create_reason_code="service_unsatisfactory", customer_notes="Goodwill credit for the delayed seat provisioning on 18 June."),
         d({"credit_note": {"id": "CN-2024-0058", "customer_id": cust, "subscription_id": sid, "reference_invoice_id": "INV-2024-0671", "type": "refundable",
                            "reason_code": "service_unsatisfactory", "create_reason_code": "service_unsatisfactory", "status": "refund_due", "date": 1718724433, "price_type": "tax_exclusive",
                            "currency_code": "USD", "total": 1000, "amount_allocated": 0, "amount_refunded": 0, "amount_available": 1000, "sub_total": 1000,
                            "customer_notes": "Goodwill credit for the delayed seat provisioning on 18 June.", "generated_at": 1718724433, "updated_at": 1718724433,
                            "resource_version": 1718724433150, "deleted": False, "object": "credit_note",
                            "line_items": [{"date_from": 1718724160, "date_to": 1719792000, "unit_amount": 1000, "quantity": 1, "amount": 1000, "description": "Extra Seats - USD Monthly - Prorated Charges", "entity_type": "addon_item_price", "entity_id": "Extra-Seats-USD-Monthly", "object": "line_item"}]},
            "invoice": i0671cn["invoice"]})),
        (call("retrieve_customer", customer_id=cust), d({"customer": customer(1000, 1718724433, 1718724433162), "card": card})),
        (call("retrieve_subscription", subscription_id=sid),
         d({"subscription": sub(10, 1718724160, 1718724160877), "customer": customer(1000, 1718724433, 1718724433162), "card": card})),
        (call("list_invoices", status="paid", subscription_id=sid, limit=2), d({"list": [i0671cn, i0633], "next_offset": "[\"1717200013000\",\"264000000633\"]"})),
    ]
    rs.add("mcp", "h53-mcp-02", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 03 Zendesk (mainstream) - clean: ticket assigned, re-prioritised, pending then solved; search results move


def t03(rs: RowSet) -> None:
    tools = [
        T("search_tickets", "Search tickets with the Zendesk search syntax.", ["query"], query=S, sort_by=S, sort_order=S),
        T("get_ticket", "Get a ticket by id.", ["ticket_id"], ticket_id=INT),
        T("get_ticket_comments", "List the comments (public replies and internal notes) of a ticket.", ["ticket_id"], ticket_id=INT),
        T("update_ticket", "Update ticket fields and optionally add a comment.", ["ticket_id"], ticket_id=INT, status=S, priority=S, assignee_id=INT, tags=A, comment=OBJ),
    ]
    system = sysp("zendesk", "Zendesk Support API for tallgrass-help.zendesk.com; results are MCP text content", tools)
    base = "https://tallgrass-help.zendesk.com/api/v2/tickets/"

    def brief(tid: int, subject: str, status: str, prio: str, created: str, updated: str, req: int, tags: list[str]) -> dict[str, Any]:
        return {"url": f"{base}{tid}.json", "id": tid, "subject": subject, "status": status, "priority": prio, "type": "question" if tid != 48227 else "problem",
                "requester_id": req, "assignee_id": None, "group_id": 360011234567, "created_at": created, "updated_at": updated, "tags": tags, "result_type": "ticket"}

    s1 = {"results": [
        brief(48213, "Invoice PDF missing VAT number", "open", "low", "2024-05-28T09:18:44Z", "2024-05-29T11:02:19Z", 1522871140, ["billing", "invoice", "vat"]),
        brief(48227, "Charged twice for May invoice", "open", "normal", "2024-05-29T14:02:11Z", "2024-05-29T15:47:03Z", 1523009871, ["billing", "double_charge", "plan_pro"]),
        brief(48240, "Update card on file before renewal", "open", "normal", "2024-05-30T08:05:39Z", "2024-05-30T08:05:39Z", 1523144502, ["billing", "payment_method"]),
    ], "facets": None, "next_page": None, "previous_page": None, "count": 3}

    def ticket(status: str, prio: str, assignee: int | None, tags: list[str], updated: str) -> dict[str, Any]:
        return {"ticket": {"url": f"{base}48227.json", "id": 48227, "external_id": None, "via": {"channel": "web", "source": {"from": {}, "to": {}, "rel": None}},
                           "created_at": "2024-05-29T14:02:11Z", "updated_at": updated, "type": "problem", "subject": "Charged twice for May invoice",
                           "raw_subject": "Charged twice for May invoice",
                           "description": "Hi, my card was charged $249.00 twice on May 28 for the Pro plan renewal (invoice INV-2024-05-7731). Please refund the duplicate charge.",
                           "priority": prio, "status": status, "recipient": None, "requester_id": 1523009871, "submitter_id": 1523009871, "assignee_id": assignee,
                           "organization_id": 9012377412, "group_id": 360011234567, "collaborator_ids": [], "follower_ids": [], "email_cc_ids": [], "forum_topic_id": None,
                           "problem_id": None, "has_incidents": False, "is_public": True, "due_at": None, "tags": tags,
                           "custom_fields": [{"id": 360041122334, "value": "INV-2024-05-7731"}, {"id": 360041122398, "value": "pro_annual"}],
                           "satisfaction_rating": {"score": "offered"} if status == "solved" else {"score": "unoffered"}, "sharing_agreement_ids": [],
                           "brand_id": 360002870911, "allow_channelback": False, "allow_attachments": True, "from_messaging_channel": False}}

    c1 = {"id": 19938204411, "type": "Comment", "author_id": 1523009871, "public": True, "created_at": "2024-05-29T14:02:11Z",
          "body": "Hi, my card was charged $249.00 twice on May 28 for the Pro plan renewal (invoice INV-2024-05-7731). Please refund the duplicate charge.",
          "via": {"channel": "web"}, "attachments": [{"id": 21455320911, "file_name": "bank_statement_may.png", "content_type": "image/png", "size": 184233}]}
    c2 = {"id": 19938772105, "type": "Comment", "author_id": 388410552, "public": False, "created_at": "2024-05-29T15:47:03Z",
          "body": "Internal: Stripe shows two successful charges ch_3PLx8qE2aVbT0k1N and ch_3PLx9AE2aVbT0k1N 41s apart; the second came from the renewal retry webhook.",
          "via": {"channel": "web"}, "attachments": []}
    c3 = {"id": 19952113870, "type": "Comment", "author_id": 389201774, "public": True, "created_at": "2024-05-30T10:12:37Z",
          "body": "Hi Priya, thanks for the screenshot. We confirmed the duplicate charge and have started a refund of $249.00; it should show on your statement within 5-10 business days.",
          "via": {"channel": "api"}, "attachments": []}
    tags4 = ["billing", "double_charge", "plan_pro", "refund_requested"]
    s2 = {"results": [
        brief(48213, "Invoice PDF missing VAT number", "open", "low", "2024-05-28T09:18:44Z", "2024-05-29T11:02:19Z", 1522871140, ["billing", "invoice", "vat"]),
        brief(48240, "Update card on file before renewal", "open", "normal", "2024-05-30T08:05:39Z", "2024-05-30T08:05:39Z", 1523144502, ["billing", "payment_method"]),
        brief(48262, "Charged for seats we removed", "open", "normal", "2024-05-30T10:14:26Z", "2024-05-30T10:14:26Z", 1523170388, ["billing", "seats"]),
    ], "facets": None, "next_page": None, "previous_page": None, "count": 3}
    upd1 = ticket("pending", "high", 389201774, tags4, "2024-05-30T10:12:37Z")
    upd1["audit"] = {"id": 19952113862, "ticket_id": 48227, "created_at": "2024-05-30T10:12:37Z", "author_id": 389201774,
                     "events": [{"type": "Comment", "id": 19952113870, "public": True}, {"type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"},
                                {"type": "Change", "field_name": "priority", "value": "high", "previous_value": "normal"},
                                {"type": "Change", "field_name": "assignee_id", "value": "389201774", "previous_value": None},
                                {"type": "Change", "field_name": "tags", "value": tags4, "previous_value": ["billing", "double_charge", "plan_pro"]}]}
    upd2 = ticket("solved", "high", 389201774, tags4, "2024-05-30T10:31:05Z")
    upd2["audit"] = {"id": 19952870014, "ticket_id": 48227, "created_at": "2024-05-30T10:31:05Z", "author_id": 389201774,
                     "events": [{"type": "Comment", "id": 19952870022, "public": False}, {"type": "Change", "field_name": "status", "value": "solved", "previous_value": "pending"}]}
    q = "type:ticket status:open tags:billing"
    turns = [
        (call("search_tickets", query=q, sort_by="created_at", sort_order="asc"), mcp_text(s1)),
        (call("get_ticket", ticket_id=48227), mcp_text(ticket("open", "normal", None, ["billing", "double_charge", "plan_pro"], "2024-05-29T15:47:03Z"))),
        (call("get_ticket_comments", ticket_id=48227), mcp_text({"comments": [c1, c2], "next_page": None, "previous_page": None, "count": 2})),
        (call("update_ticket", ticket_id=48227, status="pending", priority="high", assignee_id=389201774, tags=tags4,
              comment={"body": c3["body"], "public": True}), mcp_text(upd1)),
        (call("get_ticket_comments", ticket_id=48227), mcp_text({"comments": [c1, c2, c3], "next_page": None, "previous_page": None, "count": 3})),
        (call("search_tickets", query=q, sort_by="created_at", sort_order="asc"), mcp_text(s2)),
        (call("update_ticket", ticket_id=48227, status="solved", comment={"body": "Refund re_3PM0b1E2aVbT0k1N0c4Xq2Lh issued for ch_3PLx9AE2aVbT0k1N.", "public": False}), mcp_text(upd2)),
        (call("get_ticket", ticket_id=48227), mcp_text(ticket("solved", "high", 389201774, tags4, "2024-05-30T10:31:05Z"))),
    ]
    rs.add("mcp", "h53-mcp-03", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 04 Greenhouse (less common) - bad at turn 8: the phone-screen interviewer panel swaps a member


def t04(rs: RowSet) -> None:
    tools = [
        T("list_jobs", "List jobs (Harvest API).", [], status=S, department_id=INT, per_page=INT),
        T("list_applications", "List applications for a job.", ["job_id"], job_id=INT, status=S),
        T("list_scheduled_interviews", "List scheduled interviews for an application.", ["application_id"], application_id=INT),
        T("get_candidate", "Get a candidate by id.", ["candidate_id"], candidate_id=INT),
        T("list_scorecards", "List submitted scorecards for an application.", ["application_id"], application_id=INT),
        T("move_application_stage", "Move an application to another stage of the same job.", ["application_id", "from_stage_id", "to_stage_id"], application_id=INT, from_stage_id=INT, to_stage_id=INT),
        T("add_note", "Add a note to a candidate's activity feed.", ["candidate_id", "user_id", "body", "visibility"], candidate_id=INT, user_id=INT, body=S, visibility=S),
        T("get_application", "Get an application by id.", ["application_id"], application_id=INT),
    ]
    system = sysp("greenhouse-harvest", "Greenhouse Harvest API v1 for Lumenpay, acting as user 4081123003", tools)
    team = {"hiring_managers": [{"id": 4081123003, "first_name": "Dana", "last_name": "Whitfield", "name": "Dana Whitfield", "employee_id": "E-1187", "responsible": False}],
            "recruiters": [{"id": 4079001003, "first_name": "Sofia", "last_name": "Brennan", "name": "Sofia Brennan", "employee_id": "E-0942", "responsible": True}],
            "coordinators": [{"id": 4079388003, "first_name": "Theo", "last_name": "Marchetti", "name": "Theo Marchetti", "employee_id": "E-1310", "responsible": True}]}
    jobs = [
        {"id": 4512087003, "name": "Senior Backend Engineer (Payments)", "requisition_id": "ENG-231", "status": "open", "confidential": False,
         "created_at": "2024-06-18T15:04:11.882Z", "opened_at": "2024-06-18T15:04:11.882Z", "closed_at": None, "updated_at": "2024-09-11T08:30:52.114Z",
         "departments": [{"id": 4009221003, "name": "Engineering"}], "offices": [{"id": 4011560003, "name": "Lisbon"}, {"id": 4011561003, "name": "Remote - EU"}],
         "openings": [{"id": 4730011003, "opening_id": "ENG-231-1", "status": "open", "opened_at": "2024-06-18T15:04:11.882Z"}], "hiring_team": team},
        {"id": 4512091003, "name": "Staff Data Engineer", "requisition_id": "ENG-236", "status": "open", "confidential": False,
         "created_at": "2024-07-02T10:19:47.301Z", "opened_at": "2024-07-02T10:19:47.301Z", "closed_at": None, "updated_at": "2024-09-09T16:02:13.640Z",
         "departments": [{"id": 4009221003, "name": "Engineering"}], "offices": [{"id": 4011560003, "name": "Lisbon"}],
         "openings": [{"id": 4730188003, "opening_id": "ENG-236-1", "status": "open", "opened_at": "2024-07-02T10:19:47.301Z"}], "hiring_team": {"hiring_managers": [{"id": 4081777003, "name": "Rui Carvalho"}], "recruiters": [{"id": 4079001003, "name": "Sofia Brennan"}], "coordinators": []}},
        {"id": 4520113003, "name": "Engineering Manager, Platform", "requisition_id": "ENG-240", "status": "open", "confidential": True,
         "created_at": "2024-08-05T09:00:02.015Z", "opened_at": "2024-08-05T09:00:02.015Z", "closed_at": None, "updated_at": "2024-09-10T12:44:31.902Z",
         "departments": [{"id": 4009221003, "name": "Engineering"}], "offices": [{"id": 4011561003, "name": "Remote - EU"}],
         "openings": [{"id": 4731020003, "opening_id": "ENG-240-1", "status": "open", "opened_at": "2024-08-05T09:00:02.015Z"}], "hiring_team": {"hiring_managers": [{"id": 4081456003, "name": "Kenji Mori"}], "recruiters": [{"id": 4079001003, "name": "Sofia Brennan"}], "coordinators": []}},
    ]

    def app(aid: int, cid: int, stage: tuple[int, str], last: str, applied: str, source: str) -> dict[str, Any]:
        return {"id": aid, "candidate_id": cid, "prospect": False, "applied_at": applied, "rejected_at": None, "last_activity_at": last,
                "location": None, "source": {"id": 4000013003 if source == "Referral" else 4000004003, "public_name": source},
                "credited_to": {"id": 4079001003, "first_name": "Sofia", "last_name": "Brennan", "name": "Sofia Brennan", "employee_id": "E-0942"},
                "rejection_reason": None, "rejection_details": None, "jobs": [{"id": 4512087003, "name": "Senior Backend Engineer (Payments)"}],
                "job_post_id": 4601933003, "status": "active", "current_stage": {"id": stage[0], "name": stage[1]}, "answers": [], "prospective_office": None,
                "prospective_department": None, "prospect_detail": {"prospect_pool": None, "prospect_stage": None, "prospect_owner": None}, "attachments": []}

    phone = (7712034003, "Technical Phone Screen")
    onsite = (7712035003, "Onsite Interview")
    a_seun = app(98120453003, 71203348003, onsite, "2024-09-09T14:22:06.517Z", "2024-07-21T18:40:55.102Z", "LinkedIn (Prospecting)")
    a_clara = app(98120877003, 71203911003, phone, "2024-09-10T17:20:04.331Z", "2024-08-02T07:13:29.845Z", "Referral")
    a_marcus = app(98131002003, 71214550003, (7712032003, "Application Review"), "2024-09-06T09:51:40.008Z", "2024-09-06T09:51:40.008Z", "Jobs page on your website")
    a_clara2 = app(98120877003, 71203911003, onsite, "2024-09-11T09:14:27.660Z", "2024-08-02T07:13:29.845Z", "Referral")

    def interviews(panel: list[tuple[int, str, str, int | None]]) -> list[dict[str, Any]]:
        return [{"id": 31877120003, "application_id": 98120877003, "external_event_id": "7q3lgd1v0n2ke9f8a4s6t5u1bc", "created_at": "2024-09-03T11:26:40.227Z",
                 "updated_at": "2024-09-10T17:20:04.331Z", "start": {"date_time": "2024-09-10T16:00:00.000Z"}, "end": {"date_time": "2024-09-10T16:45:00.000Z"},
                 "location": "https://lumenpay.zoom.us/j/86120447731", "video_conferencing_url": "https://lumenpay.zoom.us/j/86120447731", "status": "awaiting_feedback",
                 "interview": {"id": 8820411003, "name": "Technical Phone Screen"},
                 "organizer": {"id": 4079388003, "first_name": "Theo", "last_name": "Marchetti", "name": "Theo Marchetti", "employee_id": "E-1310"},
                 "interviewers": [{"id": i, "employee_id": None, "name": n, "email": e, "response_status": "accepted", "scorecard_id": sc} for i, n, e, sc in panel]}]

    panel1 = [(4081123003, "Dana Whitfield", "dana.whitfield@lumenpay.eu", 51230091003), (4081456003, "Kenji Mori", "kenji.mori@lumenpay.eu", None)]
    panel2 = [(4081123003, "Dana Whitfield", "dana.whitfield@lumenpay.eu", 51230091003), (4081502003, "Rachel Ng", "rachel.ng@lumenpay.eu", None)]
    cand = {"id": 71203911003, "first_name": "Clara", "last_name": "Jiménez", "company": "Cobalt Ledger", "title": "Backend Engineer II",
            "created_at": "2024-08-02T07:13:29.792Z", "updated_at": "2024-09-10T17:20:04.331Z", "last_activity": "2024-09-10T17:20:04.331Z", "is_private": False,
            "photo_url": None, "attachments": [{"filename": "Clara_Jimenez_CV_2024.pdf", "url": "https://prod-heroku.s3.amazonaws.com/person_attachments/data/711/039/110/original/Clara_Jimenez_CV_2024.pdf", "type": "resume", "created_at": "2024-08-02T07:13:30.114Z"}],
            "application_ids": [98120877003], "phone_numbers": [{"value": "+351 912 448 307", "type": "mobile"}], "addresses": [{"value": "Porto, Portugal", "type": "home"}],
            "email_addresses": [{"value": "clara.jimenez.dev@gmail.com", "type": "personal"}], "website_addresses": [{"value": "https://github.com/clarajmz", "type": "personal"}],
            "social_media_addresses": [], "recruiter": {"id": 4079001003, "name": "Sofia Brennan"}, "coordinator": {"id": 4079388003, "name": "Theo Marchetti"},
            "can_email": True, "tags": ["payments", "referral", "EU-timezone"], "custom_fields": {"notice_period": "30 days", "referred_by": "Miguel Sousa"}}
    scorecards = [{"id": 51230091003, "updated_at": "2024-09-10T17:20:04.331Z", "created_at": "2024-09-10T17:20:04.331Z", "interview": "Technical Phone Screen",
                   "interview_step": {"id": 8820411003, "name": "Technical Phone Screen"}, "candidate_id": 71203911003, "application_id": 98120877003,
                   "interviewed_at": "2024-09-10T16:00:00.000Z", "submitted_by": {"id": 4081123003, "name": "Dana Whitfield"},
                   "interviewer": {"id": 4081123003, "name": "Dana Whitfield"}, "submitted_at": "2024-09-10T17:20:04.331Z", "overall_recommendation": "yes",
                   "attributes": [{"name": "API design", "type": "Skills", "note": None, "rating": "yes"}, {"name": "Idempotency & retries", "type": "Skills", "note": "Solid on outbox pattern", "rating": "strong_yes"},
                                  {"name": "SQL", "type": "Skills", "note": None, "rating": "mixed"}, {"name": "Communication", "type": "Personality Traits", "note": None, "rating": "yes"}],
                   "ratings": {"definitely_not": [], "no": [], "mixed": ["SQL"], "yes": ["API design", "Communication"], "strong_yes": ["Idempotency & retries"]},
                   "questions": [{"id": None, "question": "Key Take-Aways", "answer": "Strong on payment-state machines; refresh SQL window functions before onsite."}]}]
    note = {"id": 1188204611003, "created_at": "2024-09-11T09:16:02.418Z", "body": "Moving Clara to onsite. Kenji's scorecard still outstanding - Theo to chase before scheduling the loop.",
            "user": {"id": 4081123003, "first_name": "Dana", "last_name": "Whitfield", "name": "Dana Whitfield", "employee_id": "E-1187"}, "private": True, "visiblity": "private", "visibility": "private"}
    turns = [
        (call("list_jobs", status="open", department_id=4009221003, per_page=50), d(jobs)),
        (call("list_applications", job_id=4512087003, status="active"), d([a_seun, a_clara, a_marcus])),
        (call("list_scheduled_interviews", application_id=98120877003), d(interviews(panel1))),
        (call("get_candidate", candidate_id=71203911003), d(cand)),
        (call("list_scorecards", application_id=98120877003), d(scorecards)),
        (call("move_application_stage", application_id=98120877003, from_stage_id=7712034003, to_stage_id=7712035003),
         d({"success": True, "message": "Moved application 98120877003 from Technical Phone Screen to Onsite Interview", "application": a_clara2})),
        (call("add_note", candidate_id=71203911003, user_id=4081123003, body=note["body"], visibility="private"), d(note)),
        (call("list_scheduled_interviews", application_id=98120877003), d(interviews(panel2))),
        (call("get_application", application_id=98120877003), d(a_clara2)),
        (call("list_applications", job_id=4512087003, status="active"), d([a_clara2, a_seun, a_marcus])),
    ]
    rs.add("mcp", "h53-mcp-04", system, turns, bad=True, turn=8,
           kind="the phone-screen interview's second interviewer is Rachel Ng in turn 8 though turn 3 listed Kenji Mori (and the turn-7 note names him), with no interview change in between")


# ---------------------------------------------------------------------------------------------------------
# 05 Stripe Billing (mainstream) - bad at turn 3: upcoming invoice starts from a balance the customer does not have


def t05(rs: RowSet) -> None:
    tools = [
        T("retrieve_customer", "Retrieve a Stripe customer.", ["customer"], customer=S),
        T("list_subscriptions", "List subscriptions of a customer.", ["customer"], customer=S, status=S, limit=INT),
        T("retrieve_upcoming_invoice", "Preview the next invoice of a subscription.", ["customer"], customer=S, subscription=S),
        T("update_subscription", "Update a subscription's items.", ["subscription", "items"], subscription=S, items=A, proration_behavior=S),
        T("list_invoices", "List invoices of a customer, newest first.", ["customer"], customer=S, limit=INT, status=S),
    ]
    system = sysp("stripe", "Stripe API 2024-04-10, live mode, account acct_1Lq8ZxB4cQ2vXk9L; amounts in cents", tools)
    cus = "cus_Q2fXkLm8vRt1Zp"
    customer = {"id": cus, "object": "customer", "address": {"city": "Portland", "country": "US", "line1": "1550 NW Marshall St", "line2": "Suite 210", "postal_code": "97209", "state": "OR"},
                "balance": -2500, "created": 1696935223, "currency": "usd", "default_source": None, "delinquent": False, "description": "Harborview Dental Group",
                "discount": None, "email": "ap@harborviewdental.com", "invoice_prefix": "6F1C2B9A",
                "invoice_settings": {"custom_fields": None, "default_payment_method": "pm_1OyR7nB4cQ2vXk9LrT0aZ3eS", "footer": None, "rendering_options": None},
                "livemode": True, "metadata": {"crm_id": "0015e00000XqTzA", "seats_contract": "up to 12"}, "name": "Harborview Dental Group", "next_invoice_sequence": 10,
                "phone": "+15035550177", "preferred_locales": ["en-US"], "shipping": None, "tax_exempt": "none", "test_clock": None}
    price = {"id": "price_1OvT4pB4cQ2vXk9LhN3u7Yzq", "object": "price", "active": True, "billing_scheme": "per_unit", "currency": "usd", "nickname": "Team (monthly)",
             "product": "prod_PkT1x9Yq3ZwA", "recurring": {"aggregate_usage": None, "interval": "month", "interval_count": 1, "usage_type": "licensed"},
             "type": "recurring", "unit_amount": 12000, "unit_amount_decimal": "12000", "tax_behavior": "exclusive"}

    def sub(qty: int) -> dict[str, Any]:
        return {"id": "sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", "object": "subscription", "billing_cycle_anchor": 1714521600, "cancel_at": None, "cancel_at_period_end": False,
                "collection_method": "charge_automatically", "created": 1714488123, "currency": "usd", "current_period_end": 1719792000, "current_period_start": 1717200000,
                "customer": cus, "days_until_due": None, "default_payment_method": None, "discount": None,
                "items": {"object": "list", "data": [{"id": "si_Q6BnR1sHk2pLxA", "object": "subscription_item", "created": 1714488124, "price": price, "quantity": qty,
                                                       "subscription": "sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", "tax_rates": []}], "has_more": False, "total_count": 1,
                          "url": "/v1/subscription_items?subscription=sub_1PGxZ2B4cQ2vXk9L8dWm0nQe"},
                "latest_invoice": "in_1PMlQ3B4cQ2vXk9LwZ4t8KcA", "livemode": True, "metadata": {}, "pending_update": None, "schedule": None, "start_date": 1714488123,
                "status": "active", "trial_end": None, "trial_start": None}

    def upcoming(qty: int, start_bal: int) -> dict[str, Any]:
        total = 12000 * qty
        due = total + start_bal
        return {"object": "invoice", "account_country": "US", "account_name": "Clearbite Software, Inc.", "amount_due": due, "amount_paid": 0, "amount_remaining": due,
                "attempt_count": 0, "attempted": False, "billing_reason": "upcoming", "collection_method": "charge_automatically", "created": 1719792000, "currency": "usd",
                "customer": cus, "customer_email": "ap@harborviewdental.com", "customer_name": "Harborview Dental Group", "ending_balance": 0,
                "lines": {"object": "list", "data": [{"id": "il_tmp_1PTa9sB4cQ2vXk9L3fQ8", "object": "line_item", "amount": total, "currency": "usd",
                                                      "description": f"{qty} × Team (at $120.00 / month)", "period": {"end": 1722470400, "start": 1719792000},
                                                      "price": {"id": "price_1OvT4pB4cQ2vXk9LhN3u7Yzq", "unit_amount": 12000}, "proration": False, "quantity": qty,
                                                      "subscription": "sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", "subscription_item": "si_Q6BnR1sHk2pLxA", "type": "subscription"}],
                          "has_more": False, "total_count": 1, "url": "/v1/invoices/upcoming/lines?customer=" + cus},
                "next_payment_attempt": 1719795600, "number": None, "paid": False, "period_end": 1719792000, "period_start": 1717200000,
                "starting_balance": start_bal, "status": "draft", "subscription": "sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", "subtotal": total, "subtotal_excluding_tax": total,
                "tax": None, "total": total, "total_excluding_tax": total, "total_tax_amounts": []}

    def paid(iid: str, num: str, created: int, amount: int, start: int, end: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoice", "amount_due": amount, "amount_paid": amount, "amount_remaining": 0, "billing_reason": "subscription_cycle",
                "charge": "ch_" + iid[3:], "created": created, "currency": "usd", "customer": cus, "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Lq8ZxB4cQ2vXk9L/live_" + iid[-10:],
                "number": num, "paid": True, "period_end": end, "period_start": start, "status": "paid", "subscription": "sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", "total": amount,
                "status_transitions": {"finalized_at": created + 3600, "paid_at": created + 3602}}

    updated = sub(10)
    turns = [
        (call("retrieve_customer", customer=cus), d(customer)),
        (call("list_subscriptions", customer=cus, status="active", limit=10),
         d({"object": "list", "data": [sub(8)], "has_more": False, "url": "/v1/subscriptions"})),
        (call("retrieve_upcoming_invoice", customer=cus, subscription="sub_1PGxZ2B4cQ2vXk9L8dWm0nQe"), d(upcoming(8, -1500))),
        (call("update_subscription", subscription="sub_1PGxZ2B4cQ2vXk9L8dWm0nQe", items=[{"id": "si_Q6BnR1sHk2pLxA", "quantity": 10}], proration_behavior="none"), d(updated)),
        (call("retrieve_upcoming_invoice", customer=cus, subscription="sub_1PGxZ2B4cQ2vXk9L8dWm0nQe"), d(upcoming(10, -2500))),
        (call("list_invoices", customer=cus, limit=3),
         d({"object": "list", "data": [paid("in_1PMlQ3B4cQ2vXk9LwZ4t8KcA", "6F1C2B9A-0009", 1717200000, 96000, 1714521600, 1717200000),
                                       paid("in_1PBkY0B4cQ2vXk9Lq1Hc5RzE", "6F1C2B9A-0008", 1714521600, 96000, 1714488123, 1714521600),
                                       dict(paid("in_1OzF2aB4cQ2vXk9LmS8d0UjV", "6F1C2B9A-0007", 1714488123, 1240, 1714488123, 1714488123), billing_reason="subscription_create")],
            "has_more": True, "url": "/v1/invoices"})),
    ]
    rs.add("mcp", "h53-mcp-05", system, turns, bad=True, turn=3,
           kind="the upcoming invoice applies a starting_balance of -1500 though turn 1 showed the customer's balance as -2500 and nothing changed it")


def hexid(prefix: str, seed: str, n: int = 32) -> str:
    """A deterministic hex id in the style of Twilio SIDs and similar."""
    return prefix + hashlib.md5(seed.encode()).hexdigest()[:n]


# ---------------------------------------------------------------------------------------------------------
# 06 Freshdesk (less common) - clean: priority raised to urgent recomputes SLA due dates; reply; pending


def t06(rs: RowSet) -> None:
    tools = [
        T("list_tickets", "List tickets, optionally with a predefined filter.", [], filter=S, order_by=S, order_type=S, per_page=INT, include=S),
        T("view_ticket", "View a ticket. include may be requester, stats, conversations, company.", ["id"], id=INT, include=S),
        T("list_conversations", "List the conversations (replies and notes) of a ticket.", ["id"], id=INT),
        T("update_ticket", "Update a ticket. status: 2 Open, 3 Pending, 4 Resolved, 5 Closed; priority: 1 Low, 2 Medium, 3 High, 4 Urgent.", ["id"], id=INT, status=INT, priority=INT, responder_id=INT, tags=A),
        T("reply_ticket", "Send a public reply on a ticket.", ["id", "body"], id=INT, body=S, cc_emails=A),
    ]
    system = sysp("freshdesk", "Freshdesk API v2 for orbitline.freshdesk.com", tools)
    req = {"id": 8012345678, "name": "Gareth Pugh", "email": "gareth.pugh@btinternet.com", "mobile": None, "phone": "+44 29 2048 7712"}
    desc = "Since the router updated itself to firmware 3.2.1 on Saturday the connection drops every 20-30 minutes. Lights go amber then back to white. Model OX-AX3000, serial OXA3K-22-014773."

    def ticket(prio: int, status: int, responder: int | None, tags: list[str], updated: str, fr_due: str, due: str, stats: dict[str, Any] | None) -> dict[str, Any]:
        t: dict[str, Any] = {
            "cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "ticket_cc_emails": [], "fr_escalated": False, "spam": False, "email_config_id": 80000123451,
            "group_id": 80000456712, "priority": prio, "requester_id": 8012345678, "responder_id": responder, "source": 1, "company_id": None, "status": status,
            "subject": "Router keeps dropping connection after firmware 3.2.1", "association_type": None, "support_email": "help@orbitline.co.uk",
            "to_emails": ["help@orbitline.co.uk"], "product_id": 80000011209, "id": 18834, "type": "Incident", "due_by": due, "fr_due_by": fr_due,
            "is_escalated": False, "description": f"<div>{desc}</div>", "description_text": desc,
            "custom_fields": {"cf_account_number": "OL-2291-5540", "cf_router_model": "OX-AX3000", "cf_region": "Cardiff"},
            "created_at": "2024-07-01T09:14:22Z", "updated_at": updated, "tags": tags, "attachments": [], "source_additional_info": None, "structured_description": None,
            "form_id": 80000209331, "nr_due_by": None, "nr_escalated": False}
        if stats is not None:
            t["requester"] = req
            t["stats"] = stats
        return t

    st0 = {"agent_responded_at": None, "requester_responded_at": "2024-07-01T09:41:08Z", "first_responded_at": None, "status_updated_at": "2024-07-01T09:14:22Z",
           "reopened_at": None, "resolved_at": None, "closed_at": None, "pending_since": None}
    st1 = {"agent_responded_at": "2024-07-01T10:05:31Z", "requester_responded_at": "2024-07-01T09:41:08Z", "first_responded_at": "2024-07-01T10:05:31Z",
           "status_updated_at": "2024-07-01T10:06:02Z", "reopened_at": None, "resolved_at": None, "closed_at": None, "pending_since": "2024-07-01T10:06:02Z"}
    others = [
        {"id": 18841, "subject": "Change of address for billing", "status": 2, "priority": 1, "requester_id": 8012399015, "responder_id": None, "type": "Question",
         "created_at": "2024-07-01T09:52:40Z", "updated_at": "2024-07-01T09:52:40Z", "due_by": "2024-07-04T09:52:40Z", "fr_due_by": "2024-07-02T09:52:40Z", "tags": ["billing"]},
        {"id": 18838, "subject": "No dial tone on VoIP line", "status": 2, "priority": 3, "requester_id": 8012387221, "responder_id": 8004412230, "type": "Incident",
         "created_at": "2024-07-01T09:30:05Z", "updated_at": "2024-07-01T09:47:13Z", "due_by": "2024-07-01T17:30:05Z", "fr_due_by": "2024-07-01T13:30:05Z", "tags": ["voip"]},
    ]
    t0 = ticket(2, 2, None, ["firmware", "connectivity"], "2024-07-01T09:41:08Z", "2024-07-01T17:14:22Z", "2024-07-03T09:14:22Z", None)
    brief0 = {k: t0[k] for k in ("id", "subject", "status", "priority", "requester_id", "responder_id", "type", "created_at", "updated_at", "due_by", "fr_due_by", "tags")}
    notes = [
        {"body": "<div>Customer sent router logs, see below.</div>", "body_text": "Customer sent router logs, see below.", "id": 80031244012, "incoming": True, "private": False,
         "user_id": 8012345678, "support_email": "help@orbitline.co.uk", "source": 0, "category": 3, "to_emails": ["help@orbitline.co.uk"], "from_email": "gareth.pugh@btinternet.com",
         "cc_emails": [], "bcc_emails": None, "email_failure_count": None, "outgoing_failures": None, "thread_id": None, "thread_message_id": None, "created_at": "2024-07-01T09:41:08Z",
         "updated_at": "2024-07-01T09:41:08Z", "last_edited_at": None, "last_edited_user_id": None,
         "attachments": [{"id": 80015522019, "content_type": "text/plain", "size": 48211, "name": "oxa3k_syslog_0701.txt", "created_at": "2024-07-01T09:41:07Z", "updated_at": "2024-07-01T09:41:08Z"}],
         "ticket_id": 18834},
        {"body": "<div>3.2.1 has a known DHCP lease renewal bug on OX-AX3000 (FW-1182). Rollback to 3.1.9 via remote mgmt is approved.</div>",
         "body_text": "3.2.1 has a known DHCP lease renewal bug on OX-AX3000 (FW-1182). Rollback to 3.1.9 via remote mgmt is approved.", "id": 80031244387, "incoming": False, "private": True,
         "user_id": 8004410017, "support_email": None, "source": 2, "category": 2, "to_emails": [], "from_email": None, "cc_emails": [], "bcc_emails": None,
         "created_at": "2024-07-01T09:58:50Z", "updated_at": "2024-07-01T09:58:50Z", "last_edited_at": None, "last_edited_user_id": None, "attachments": [], "ticket_id": 18834},
    ]
    reply_body = "Hi Gareth, thanks for the logs. Firmware 3.2.1 has a known issue with DHCP lease renewal on the OX-AX3000. We have scheduled a remote rollback to 3.1.9 tonight between 01:00 and 03:00; the router will restart once. Please let us know tomorrow whether the drops have stopped."
    reply = {"body": f"<div>{reply_body}</div>", "body_text": reply_body, "id": 80031247719, "incoming": False, "private": False, "user_id": 8004412230,
             "support_email": "help@orbitline.co.uk", "source": 0, "category": 3, "ticket_id": 18834, "to_emails": ["gareth.pugh@btinternet.com"],
             "from_email": "Orbitline Support <help@orbitline.co.uk>", "cc_emails": [], "bcc_emails": [], "attachments": [], "created_at": "2024-07-01T10:05:31Z", "updated_at": "2024-07-01T10:05:31Z"}
    tags2 = ["firmware", "connectivity", "FW-1182", "rollback-scheduled"]
    turns = [
        (call("list_tickets", filter="new_and_my_open", order_by="created_at", order_type="desc", per_page=5), d([others[0], others[1], brief0])),
        (call("view_ticket", id=18834, include="requester,stats"), d(ticket(2, 2, None, ["firmware", "connectivity"], "2024-07-01T09:41:08Z", "2024-07-01T17:14:22Z", "2024-07-03T09:14:22Z", st0))),
        (call("list_conversations", id=18834), d(notes)),
        (call("update_ticket", id=18834, priority=4, responder_id=8004412230, tags=tags2),
         d(ticket(4, 2, 8004412230, tags2, "2024-07-01T10:02:45Z", "2024-07-01T10:14:22Z", "2024-07-01T13:14:22Z", None))),
        (call("reply_ticket", id=18834, body=reply_body), d(reply)),
        (call("update_ticket", id=18834, status=3),
         d(ticket(4, 3, 8004412230, tags2, "2024-07-01T10:06:02Z", "2024-07-01T10:14:22Z", "2024-07-01T13:14:22Z", None))),
        (call("view_ticket", id=18834, include="requester,stats"),
         d(ticket(4, 3, 8004412230, tags2, "2024-07-01T10:06:02Z", "2024-07-01T10:14:22Z", "2024-07-01T13:14:22Z", st1))),
    ]
    rs.add("mcp", "h53-mcp-06", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 07 Twilio (mainstream) - bad at turn 5: a renamed phone number is listed under its old friendly name


def t07(rs: RowSet) -> None:
    tools = [
        T("list_incoming_phone_numbers", "List the account's incoming phone numbers.", [], page_size=INT, friendly_name=S),
        T("fetch_account_balance", "Fetch the account balance.", []),
        T("update_incoming_phone_number", "Update an incoming phone number's configuration.", ["sid"], sid=S, friendly_name=S, sms_url=S, voice_url=S),
        T("send_message", "Send an SMS.", ["from_", "to", "body"], from_=S, to=S, body=S, status_callback=S),
        T("fetch_message", "Fetch a message by SID.", ["sid"], sid=S),
    ]
    system = sysp("twilio", "Twilio REST API 2010-04-01 for the LumenFit production account", tools)
    ac = hexid("AC", "lumenfit-prod")
    base = f"/2010-04-01/Accounts/{ac}"
    flow = hexid("FW", "support-flow")

    def num(key: str, phone: str, name: str, sms: str, voice: str, created: str, updated: str, caps: dict[str, bool], bundle: str | None) -> dict[str, Any]:
        pn = hexid("PN", key)
        return {"account_sid": ac, "address_requirements": "none" if phone.startswith("+1") else "any", "address_sid": None if phone.startswith("+1") else hexid("AD", key),
                "api_version": "2010-04-01", "beta": False, "capabilities": caps, "date_created": created, "date_updated": updated, "emergency_address_sid": None,
                "emergency_status": "Inactive", "friendly_name": name, "identity_sid": None, "origin": "twilio", "phone_number": phone, "sid": pn,
                "sms_application_sid": "", "sms_fallback_method": "POST", "sms_fallback_url": "", "sms_method": "POST", "sms_url": sms,
                "status_callback": "", "status_callback_method": "POST", "trunk_sid": None, "uri": f"{base}/IncomingPhoneNumbers/{pn}.json",
                "voice_application_sid": None, "voice_caller_id_lookup": False, "voice_fallback_method": "POST", "voice_fallback_url": "", "voice_method": "POST",
                "voice_url": voice, "bundle_sid": bundle, "voice_receive_mode": "voice", "status": "in-use",
                "subresource_uris": {"assigned_add_ons": f"{base}/IncomingPhoneNumbers/{pn}/AssignedAddOns.json"}}

    full = {"voice": True, "sms": True, "mms": False, "fax": False}
    flow_url = f"https://webhooks.twilio.com/v1/Accounts/{ac}/Flows/{flow}"
    bundle = hexid("BU", "uk-bundle")

    def support(name: str, sms: str, updated: str) -> dict[str, Any]:
        return num("support-uk", "+442038085521", name, sms, flow_url, "Mon, 04 Mar 2024 10:12:09 +0000", updated, full, bundle)

    sales = num("sales-us", "+14155230143", "Sales US", "https://hooks.lumenfit.app/twilio/sms/sales", "https://hooks.lumenfit.app/twilio/voice/sales",
                "Thu, 11 Jan 2024 17:45:30 +0000", "Thu, 11 Jan 2024 17:52:02 +0000", {"voice": True, "sms": True, "mms": True, "fax": False}, None)
    alerts = num("alerts-us", "+13125480188", "Alerts (SMS only)", "", "", "Wed, 22 May 2024 08:03:41 +0000", "Wed, 22 May 2024 08:03:41 +0000",
                 {"voice": False, "sms": True, "mms": False, "fax": False}, None)

    def page(nums: list[dict[str, Any]]) -> dict[str, Any]:
        return {"end": len(nums) - 1, "first_page_uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0", "incoming_phone_numbers": nums,
                "next_page_uri": None, "page": 0, "page_size": 20, "previous_page_uri": None, "start": 0, "uri": f"{base}/IncomingPhoneNumbers.json?PageSize=20&Page=0"}

    old = support("Support Line", "https://hooks.lumenfit.app/twilio/sms", "Mon, 04 Mar 2024 10:20:51 +0000")
    new = support("Support Line - EU", "https://hooks.lumenfit.app/twilio/sms/eu", "Tue, 16 Jul 2024 09:41:12 +0000")
    bad = support("Support Line", "https://hooks.lumenfit.app/twilio/sms/eu", "Tue, 16 Jul 2024 09:41:12 +0000")
    sm = hexid("SM", "msg-eu-1")
    body = "LumenFit: your class pass renewal failed because the card on file expired. Update it at https://lumen.fit/b/7Qk2 - reply STOP to opt out."

    def msg(status: str, sent: str | None, updated: str, price: str | None) -> dict[str, Any]:
        return {"account_sid": ac, "api_version": "2010-04-01", "body": body, "date_created": "Tue, 16 Jul 2024 09:42:03 +0000", "date_sent": sent, "date_updated": updated,
                "direction": "outbound-api", "error_code": None, "error_message": None, "from": "+442038085521", "messaging_service_sid": None, "num_media": "0",
                "num_segments": "1", "price": price, "price_unit": "USD", "sid": sm, "status": status, "to": "+447700918244", "uri": f"{base}/Messages/{sm}.json",
                "subresource_uris": {"media": f"{base}/Messages/{sm}/Media.json", "feedback": f"{base}/Messages/{sm}/Feedback.json"}}

    turns = [
        (call("list_incoming_phone_numbers", page_size=20), d(page([sales, old, alerts]))),
        (call("fetch_account_balance"), d({"currency": "USD", "balance": "48.22150", "account_sid": ac})),
        (call("update_incoming_phone_number", sid=old["sid"], friendly_name="Support Line - EU", sms_url="https://hooks.lumenfit.app/twilio/sms/eu"), d(new)),
        (call("send_message", from_="+442038085521", to="+447700918244", body=body), d(msg("queued", None, "Tue, 16 Jul 2024 09:42:03 +0000", None))),
        (call("list_incoming_phone_numbers", page_size=20), d(page([sales, bad, alerts]))),
        (call("fetch_message", sid=sm), d(msg("delivered", "Tue, 16 Jul 2024 09:42:04 +0000", "Tue, 16 Jul 2024 09:42:06 +0000", "-0.04000"))),
        (call("fetch_account_balance"), d({"currency": "USD", "balance": "48.18150", "account_sid": ac})),
    ]
    rs.add("mcp", "h53-mcp-07", system, turns, bad=True, turn=5,
           kind="number +442038085521 is listed as 'Support Line' in turn 5 though turn 3 renamed it to 'Support Line - EU' (its new sms_url and date_updated do show)")


# ---------------------------------------------------------------------------------------------------------
# 08 BambooHR (less common) - clean: approving time off lowers the projected balance; a title change


def t08(rs: RowSet) -> None:
    tools = [
        T("get_employees_directory", "Get the company directory.", []),
        T("get_time_off_requests", "List time off requests in a date range.", ["start", "end"], start=S, end=S, status=S, employeeId=S),
        T("get_time_off_balances", "Estimate an employee's time off balances as of an end date.", ["employeeId", "end"], employeeId=S, end=S),
        T("change_time_off_request_status", "Approve, deny or cancel a time off request.", ["requestId", "status"], requestId=S, status=S, note=S),
        T("update_employee", "Update fields of an employee.", ["employeeId", "fields"], employeeId=S, fields=OBJ),
        T("get_employee", "Get selected fields of an employee.", ["employeeId", "fields"], employeeId=S, fields=S),
    ]
    system = sysp("bamboohr", "BambooHR API v1 for the company subdomain tessellate; the API key belongs to user 2231 (Nadia Petrov)", tools)
    people = [
        ("112", "Jordan", "Alvarez", "Product Designer", "Design", "Denver, CO", "Nadia Petrov"),
        ("118", "Mei", "Chen", "Data Analyst", "Analytics", "Remote - US", "Rahul Iyer"),
        ("121", "Tomás", "Rivera", "Account Executive", "Sales", "Austin, TX", "Grace Whitaker"),
        ("124", "Nadia", "Petrov", "Head of Design", "Design", "Denver, CO", "Owen Fraser"),
        ("127", "Rahul", "Iyer", "Analytics Manager", "Analytics", "Denver, CO", "Owen Fraser"),
        ("130", "Mei-Lin", "Cheng", "Customer Success Manager", "Customer Success", "Remote - US", "Grace Whitaker"),
        ("133", "Owen", "Fraser", "COO", "Operations", "Denver, CO", None),
    ]
    directory = {"fields": [{"id": f, "type": t, "name": n} for f, t, n in [
        ("displayName", "text", "Display name"), ("firstName", "text", "First name"), ("lastName", "text", "Last name"), ("jobTitle", "list", "Job title"),
        ("workEmail", "email", "Work Email"), ("department", "list", "Department"), ("location", "list", "Location"), ("supervisor", "employee", "Supervisor")]],
        "employees": [{"id": i, "displayName": f"{fn} {ln}", "firstName": fn, "lastName": ln, "preferredName": None, "jobTitle": jt,
                       "workEmail": f"{fn.lower().replace('á', 'a')}.{ln.lower()}@tessellate.io", "department": dep, "location": loc, "supervisor": sup,
                       "photoUploaded": i in ("112", "124", "130"), "photoUrl": f"https://images7.bamboohr.com/581204/photos/{i}-2-1.jpg"} for i, fn, ln, jt, dep, loc, sup in people]}

    def req(rid: str, emp: str, name: str, start: str, end: str, created: str, typ: tuple[str, str, str], amount: int, status: str, changed: str, by: str, note: str, dates: list[str]) -> dict[str, Any]:
        return {"id": rid, "employeeId": emp, "status": {"lastChanged": changed, "lastChangedByUserId": by, "status": status}, "name": name,
                "start": start, "end": end, "created": created, "type": {"id": typ[0], "name": typ[1], "icon": typ[2]},
                "amount": {"unit": "days", "amount": str(amount)}, "actions": {"view": True, "edit": status == "requested", "cancel": status in ("requested", "approved"),
                                                                             "approve": status == "requested", "deny": status == "requested", "bypass": False},
                "dates": {x: "1" for x in dates}, "notes": {"employee": note} if note else {}}

    vac = ("78", "Vacation", "palm-trees")
    per = ("83", "Personal", "hand")
    wk = ["2024-07-15", "2024-07-16", "2024-07-17", "2024-07-18", "2024-07-19"]
    r4821 = req("4821", "112", "Jordan Alvarez", "2024-07-15", "2024-07-19", "2024-06-24", vac, 5, "requested", "2024-06-24", "3012", "Family trip to Oaxaca", wk)
    r4821a = req("4821", "112", "Jordan Alvarez", "2024-07-15", "2024-07-19", "2024-06-24", vac, 5, "approved", "2024-06-27", "2231", "Family trip to Oaxaca", wk)
    r4827 = req("4827", "130", "Mei-Lin Cheng", "2024-07-08", "2024-07-08", "2024-06-25", per, 1, "requested", "2024-06-25", "3044", "Moving day", ["2024-07-08"])
    r4833 = req("4833", "121", "Tomás Rivera", "2024-08-05", "2024-08-09", "2024-06-26", vac, 5, "requested", "2024-06-26", "3019", "",
                ["2024-08-05", "2024-08-06", "2024-08-07", "2024-08-08", "2024-08-09"])
    r4602 = req("4602", "112", "Jordan Alvarez", "2024-02-12", "2024-02-13", "2024-01-29", vac, 2, "approved", "2024-01-30", "2231", "", ["2024-02-12", "2024-02-13"])
    r4719 = req("4719", "112", "Jordan Alvarez", "2024-05-20", "2024-05-23", "2024-04-30", vac, 4, "approved", "2024-05-02", "2231", "Long weekend + 2",
                ["2024-05-20", "2024-05-21", "2024-05-22", "2024-05-23"])

    def bal(vac_bal: str, vac_used: str) -> list[dict[str, Any]]:
        return [{"timeOffType": "78", "name": "Vacation", "units": "days", "balance": vac_bal, "end": "2024-07-31", "policyType": "accruing", "usedYearToDate": vac_used},
                {"timeOffType": "80", "name": "Sick", "units": "days", "balance": "7.5", "end": "2024-07-31", "policyType": "accruing", "usedYearToDate": "2.5"},
                {"timeOffType": "83", "name": "Personal", "units": "days", "balance": "2.0", "end": "2024-07-31", "policyType": "manual", "usedYearToDate": "1.0"}]

    turns = [
        (call("get_employees_directory"), d(directory)),
        (call("get_time_off_requests", start="2024-07-01", end="2024-08-31", status="requested"), d([r4827, r4821, r4833])),
        (call("get_time_off_balances", employeeId="112", end="2024-07-31"), d(bal("12.0", "6.0"))),
        (call("change_time_off_request_status", requestId="4821", status="approved", note="Enjoy Oaxaca! Coverage: Nadia."),
         d({"success": True, "requestId": "4821", "status": "approved", "message": "Time off request status updated."})),
        (call("get_time_off_balances", employeeId="112", end="2024-07-31"), d(bal("7.0", "11.0"))),
        (call("get_time_off_requests", start="2024-07-01", end="2024-08-31", status="requested"), d([r4827, r4833])),
        (call("update_employee", employeeId="118", fields={"jobTitle": "Senior Data Analyst"}),
         d({"success": True, "employeeId": "118", "updatedFields": ["jobTitle"], "message": "Employee updated."})),
        (call("get_employee", employeeId="118", fields="firstName,lastName,jobTitle,department,supervisor,workEmail,lastChanged"),
         d({"id": "118", "firstName": "Mei", "lastName": "Chen", "jobTitle": "Senior Data Analyst", "department": "Analytics", "supervisor": "Rahul Iyer",
            "workEmail": "mei.chen@tessellate.io", "lastChanged": "2024-06-27T15:08:44+00:00"})),
        (call("get_time_off_requests", start="2024-01-01", end="2024-12-31", status="approved", employeeId="112"), d([r4602, r4719, r4821a])),
    ]
    rs.add("mcp", "h53-mcp-08", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 09 Calendly (mainstream) - clean: paginated events, a cancellation shifts the next page up, new link


def t09(rs: RowSet) -> None:
    tools = [
        T("get_current_user", "Get the authenticated user.", []),
        T("list_event_types", "List a user's event types.", ["user"], user=S, active=B),
        T("list_scheduled_events", "List a user's scheduled events (paginated).", ["user"], user=S, status=S, min_start_time=S, count=INT, sort=S, page_token=S),
        T("get_event_invitees", "List invitees of a scheduled event.", ["event_uuid"], event_uuid=S),
        T("cancel_event", "Cancel a scheduled event.", ["event_uuid"], event_uuid=S, reason=S),
        T("create_scheduling_link", "Create a single-use scheduling link for an event type.", ["owner", "max_event_count"], owner=S, max_event_count=INT),
    ]
    system = sysp("calendly", "Calendly API v2 with a personal access token of Elena Marsh", tools)
    api = "https://api.calendly.com"
    user = f"{api}/users/BDHF4KQ2ZLXGHC7M"
    org = f"{api}/organizations/EBGC2YN3RPOMLWQ5"
    me = {"resource": {"uri": user, "name": "Elena Marsh", "slug": "elena-marsh", "email": "elena@marshadvisory.com", "scheduling_url": "https://calendly.com/elena-marsh",
                       "timezone": "America/Chicago", "avatar_url": None, "created_at": "2022-03-14T17:21:09.416127Z", "updated_at": "2024-06-30T21:04:55.902541Z",
                       "current_organization": org, "resource_type": "User", "locale": "en"}}
    et = {"disc": f"{api}/event_types/FBHD2PLQ7SYXK3ZD", "onb": f"{api}/event_types/GKJ7RMNW4TQZB2XA", "chk": f"{api}/event_types/HLM8SNPX5UR3C1YB"}

    def etype(key: str, name: str, slug: str, dur: int, active: bool, color: str, updated: str) -> dict[str, Any]:
        return {"uri": et[key], "name": name, "active": active, "booking_method": "instant", "slug": slug, "scheduling_url": f"https://calendly.com/elena-marsh/{slug}",
                "duration": dur, "duration_options": None, "kind": "solo", "pooling_type": None, "type": "StandardEventType", "color": color,
                "created_at": "2022-03-14T17:40:22.118304Z", "updated_at": updated, "internal_note": None, "description_plain": None, "description_html": None,
                "profile": {"type": "User", "name": "Elena Marsh", "owner": user}, "secret": False, "deleted_at": None, "admin_managed": False, "locations": [{"kind": "zoom_conference"}],
                "position": 0, "custom_questions": [{"name": "Company size", "type": "single_select", "position": 0, "enabled": True, "required": True,
                                                      "answer_choices": ["1-10", "11-50", "51-200", "200+"], "include_other": False}]}

    types = {"collection": [etype("disc", "30 Minute Discovery Call", "discovery-30", 30, True, "#0069ff", "2024-02-01T15:11:40.552310Z"),
                            etype("onb", "60 Minute Onboarding", "onboarding-60", 60, True, "#8247f5", "2024-05-19T09:30:02.004871Z"),
                            etype("chk", "15 Minute Check-in", "check-in-15", 15, False, "#17e885", "2023-11-07T20:02:13.771240Z")],
             "pagination": {"count": 3, "next_page": None, "previous_page": None, "next_page_token": None, "previous_page_token": None}}

    def ev(uuid: str, key: str, name: str, start: str, end: str, created: str, zoom: str) -> dict[str, Any]:
        return {"uri": f"{api}/scheduled_events/{uuid}", "name": name, "meeting_notes_plain": None, "meeting_notes_html": None, "status": "active",
                "start_time": start, "end_time": end, "event_type": et[key],
                "location": {"type": "zoom", "status": "pushed", "join_url": f"https://us06web.zoom.us/j/{zoom}", "data": {"id": int(zoom), "settings": {"global_dial_in_numbers": []}}},
                "invitees_counter": {"total": 1, "active": 1, "limit": 1}, "created_at": created, "updated_at": created,
                "event_memberships": [{"user": user, "user_email": "elena@marshadvisory.com", "user_name": "Elena Marsh"}], "event_guests": [], "calendar_event": {"kind": "google", "external_id": uuid.lower() + "_g"}}

    e1 = ev("AEB7KQ2J1LXXN4YC", "disc", "30 Minute Discovery Call", "2024-07-08T15:00:00.000000Z", "2024-07-08T15:30:00.000000Z", "2024-07-01T18:22:41.090113Z", "81244937105")
    e2 = ev("BFC3MP8R2TYYQ6ZD", "onb", "60 Minute Onboarding", "2024-07-09T14:00:00.000000Z", "2024-07-09T15:00:00.000000Z", "2024-06-27T08:05:13.662519Z", "83390152214")
    e3 = ev("CGD4NQ9S3UZZR7AE", "disc", "30 Minute Discovery Call", "2024-07-09T19:30:00.000000Z", "2024-07-09T20:00:00.000000Z", "2024-07-03T14:47:09.410076Z", "84011763590")
    e4 = ev("DHE5PR1T4VAAS8BF", "disc", "30 Minute Discovery Call", "2024-07-10T16:00:00.000000Z", "2024-07-10T16:30:00.000000Z", "2024-07-05T11:13:58.201994Z", "85529014467")
    e5 = ev("EJF6QS2U5WBBT9CG", "onb", "60 Minute Onboarding", "2024-07-11T18:00:00.000000Z", "2024-07-11T19:00:00.000000Z", "2024-07-06T22:40:31.775208Z", "86603318842")
    q = f"{api}/scheduled_events?count=3&min_start_time=2024-07-08T00%3A00%3A00Z&sort=start_time%3Aasc&status=active&user={user.replace(':', '%3A').replace('/', '%2F')}"
    p1 = {"collection": [e1, e2, e3], "pagination": {"count": 3, "next_page": q + "&page_token=Ai6dE3XvR2cQpL0wK9m", "previous_page": None,
                                                   "next_page_token": "Ai6dE3XvR2cQpL0wK9m", "previous_page_token": None}}
    p2 = {"collection": [e4, e5], "pagination": {"count": 2, "next_page": None, "previous_page": q + "&page_token=Bx7eF4YwS3dRqM1xL0n",
                                               "next_page_token": None, "previous_page_token": "Bx7eF4YwS3dRqM1xL0n"}}
    p1b = {"collection": [e1, e3, e4], "pagination": {"count": 3, "next_page": q + "&page_token=Cy8fG5ZxT4eSrN2yM1o", "previous_page": None,
                                                    "next_page_token": "Cy8fG5ZxT4eSrN2yM1o", "previous_page_token": None}}
    invitees = {"collection": [{"uri": f"{api}/scheduled_events/BFC3MP8R2TYYQ6ZD/invitees/F1A2B3C4D5E6F7G8", "email": "tomasz@kestrelops.pl", "first_name": "Tomasz",
                                "last_name": "Wierzbicki", "name": "Tomasz Wierzbicki", "status": "active", "questions_and_answers": [{"question": "Company size", "answer": "51-200", "position": 0}],
                                "timezone": "Europe/Warsaw", "event": f"{api}/scheduled_events/BFC3MP8R2TYYQ6ZD", "created_at": "2024-06-27T08:05:13.662519Z",
                                "updated_at": "2024-06-27T08:05:14.101284Z", "tracking": {"utm_campaign": None, "utm_source": "newsletter", "utm_medium": "email", "utm_content": None, "utm_term": None, "salesforce_uuid": None},
                                "text_reminder_number": None, "rescheduled": False, "old_invitee": None, "new_invitee": None,
                                "cancel_url": "https://calendly.com/cancellations/F1A2B3C4D5E6F7G8", "reschedule_url": "https://calendly.com/reschedulings/F1A2B3C4D5E6F7G8",
                                "routing_form_submission": None, "cancellation": None, "payment": None, "no_show": None, "reconfirmation": None, "scheduling_method": None, "invitee_scheduled_by": None}],
                "pagination": {"count": 1, "next_page": None, "previous_page": None, "next_page_token": None, "previous_page_token": None}}
    ufilter = dict(user=user, status="active", min_start_time="2024-07-08T00:00:00Z", count=3, sort="start_time:asc")
    turns = [
        (call("get_current_user"), d(me)),
        (call("list_event_types", user=user), d(types)),
        (call("list_scheduled_events", **ufilter), d(p1)),
        (call("list_scheduled_events", **ufilter, page_token="Ai6dE3XvR2cQpL0wK9m"), d(p2)),
        (call("get_event_invitees", event_uuid="BFC3MP8R2TYYQ6ZD"), d(invitees)),
        (call("cancel_event", event_uuid="BFC3MP8R2TYYQ6ZD", reason="Tomasz asked to move onboarding to the week of 15 July."),
         d({"resource": {"canceled_by": "Elena Marsh", "reason": "Tomasz asked to move onboarding to the week of 15 July.", "canceler_type": "host", "created_at": "2024-07-08T13:12:40.221014Z"}})),
        (call("list_scheduled_events", **ufilter), d(p1b)),
        (call("create_scheduling_link", owner=et["onb"], max_event_count=1),
         d({"resource": {"booking_url": "https://calendly.com/d/ck7t-3qm-9zp/60-minute-onboarding", "owner": et["onb"], "owner_type": "EventType"}})),
    ]
    rs.add("mcp", "h53-mcp-09", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 10 WooCommerce (less common) - bad at turn 10: a product's regular price changes though only its stock was touched


def t10(rs: RowSet) -> None:
    tools = [
        T("wc_list_orders", "List orders.", [], status=S, per_page=INT, orderby=S, order=S),
        T("wc_get_order", "Get an order by id.", ["id"], id=INT),
        T("wc_get_product", "Get a product by id.", ["id"], id=INT),
        T("wc_update_product", "Update a product.", ["id"], id=INT, regular_price=S, sale_price=S, stock_quantity=INT),
        T("wc_list_products", "List products.", [], search=S, per_page=INT, status=S),
        T("wc_create_refund", "Create a refund for an order.", ["order_id", "amount"], order_id=INT, amount=S, reason=S, line_items=A, api_refund=B, restock_items=B),
        T("wc_update_order", "Update an order.", ["id"], id=INT, status=S),
    ]
    system = sysp("woocommerce", "WooCommerce REST API wc/v3 for hiveandwick.co.uk, currency GBP", tools)
    site = "https://hiveandwick.co.uk"

    def product(pid: int, name: str, slug: str, sku: str, reg: str, sale: str, stock: int, sales: int, modified: str, cat: tuple[int, str, str], weight: str, created: str) -> dict[str, Any]:
        return {"id": pid, "name": name, "slug": slug, "permalink": f"{site}/product/{slug}/", "date_created": created, "date_created_gmt": created,
                "date_modified": modified, "date_modified_gmt": modified, "type": "simple", "status": "publish", "featured": False, "catalog_visibility": "visible",
                "sku": sku, "price": sale or reg, "regular_price": reg, "sale_price": sale, "date_on_sale_from": None, "date_on_sale_to": None, "on_sale": bool(sale),
                "purchasable": True, "total_sales": sales, "virtual": False, "downloadable": False, "tax_status": "taxable", "tax_class": "", "manage_stock": True,
                "stock_quantity": stock, "stock_status": "instock", "backorders": "no", "low_stock_amount": 5, "sold_individually": False, "weight": weight,
                "dimensions": {"length": "", "width": "", "height": ""}, "shipping_required": True, "shipping_class": "standard-parcel", "reviews_allowed": True,
                "average_rating": "4.81" if pid == 388 else "4.62", "rating_count": 43 if pid == 388 else 17, "parent_id": 0,
                "categories": [{"id": cat[0], "name": cat[1], "slug": cat[2]}], "tags": [],
                "images": [{"id": pid + 1, "src": f"{site}/wp-content/uploads/2023/09/{slug}.jpg", "name": slug, "alt": name}], "menu_order": 0, "meta_data": []}

    p388 = dict(pid=388, name="Wildflower Honey 500g", slug="wildflower-honey-500g", sku="HNY-WLD-500", cat=(17, "Honey", "honey"), weight="0.62", created="2023-09-14T11:20:05")
    p412 = dict(pid=412, name="Beeswax Candle Set", slug="beeswax-candle-set", sku="CND-BWX-3", cat=(21, "Candles", "candles"), weight="0.48", created="2023-11-02T15:47:31")

    def order(status: str, modified: str, refunds: list[dict[str, Any]], completed: str | None) -> dict[str, Any]:
        return {"id": 5127, "parent_id": 0, "status": status, "currency": "GBP", "version": "9.1.4", "prices_include_tax": False,
                "date_created": "2024-08-18T20:14:52", "date_modified": modified, "discount_total": "0.00", "discount_tax": "0.00", "shipping_total": "5.95", "shipping_tax": "0.00",
                "cart_tax": "0.00", "total": "50.95", "total_tax": "0.00", "customer_id": 211, "order_key": "wc_order_Xq8LmZ2pT4vRk",
                "billing": {"first_name": "Imogen", "last_name": "Hartley", "company": "", "address_1": "14 Rosebery Road", "address_2": "", "city": "Harrogate", "state": "North Yorkshire",
                            "postcode": "HG1 4NE", "country": "GB", "email": "imogen.hartley@gmail.com", "phone": "07700 915 204"},
                "shipping": {"first_name": "Imogen", "last_name": "Hartley", "company": "", "address_1": "14 Rosebery Road", "address_2": "", "city": "Harrogate", "state": "North Yorkshire", "postcode": "HG1 4NE", "country": "GB", "phone": ""},
                "payment_method": "stripe", "payment_method_title": "Credit / Debit Card", "transaction_id": "ch_3PoT2aLk8ZwQ1vX01mD9sY4e", "date_paid": "2024-08-18T20:15:03",
                "date_completed": completed, "customer_note": "Gift - no invoice in the box please.",
                "line_items": [
                    {"id": 915, "name": "Beeswax Candle Set", "product_id": 412, "variation_id": 0, "quantity": 2, "tax_class": "", "subtotal": "33.00", "subtotal_tax": "0.00",
                     "total": "33.00", "total_tax": "0.00", "taxes": [], "meta_data": [], "sku": "CND-BWX-3", "price": 16.5},
                    {"id": 916, "name": "Wildflower Honey 500g", "product_id": 388, "variation_id": 0, "quantity": 1, "tax_class": "", "subtotal": "12.00", "subtotal_tax": "0.00",
                     "total": "12.00", "total_tax": "0.00", "taxes": [], "meta_data": [], "sku": "HNY-WLD-500", "price": 12}],
                "shipping_lines": [{"id": 917, "method_title": "Royal Mail Tracked 48", "method_id": "flat_rate", "instance_id": "3", "total": "5.95", "total_tax": "0.00", "taxes": []}],
                "fee_lines": [], "coupon_lines": [], "refunds": refunds, "payment_url": f"{site}/checkout/order-pay/5127/?pay_for_order=true&key=wc_order_Xq8LmZ2pT4vRk",
                "is_editable": False, "needs_payment": False, "needs_processing": True}

    def brief(oid: int, name: str, total: str, created: str, items: int) -> dict[str, Any]:
        return {"id": oid, "status": "processing", "currency": "GBP", "date_created": created, "total": total, "customer_id": 0 if oid == 5131 else 211 if oid == 5127 else 187,
                "billing": {"first_name": name.split()[0], "last_name": name.split()[1]}, "line_items_count": items, "payment_method_title": "Credit / Debit Card"}

    refunds = [{"id": 5139, "reason": "Candle arrived cracked", "total": "-16.50"}]
    refund = {"id": 5139, "date_created": "2024-08-20T09:31:44", "date_created_gmt": "2024-08-20T08:31:44", "amount": "16.50", "reason": "Candle arrived cracked",
              "refunded_by": 1, "refunded_payment": True, "meta_data": [],
              "line_items": [{"id": 921, "name": "Beeswax Candle Set", "product_id": 412, "variation_id": 0, "quantity": -1, "tax_class": "", "subtotal": "-16.50",
                              "subtotal_tax": "0.00", "total": "-16.50", "total_tax": "0.00", "taxes": [], "meta_data": [{"id": 8811, "key": "_refunded_item_id", "value": "915"}],
                              "sku": "CND-BWX-3", "price": -16.5}],
              "shipping_lines": [], "tax_lines": [], "fee_lines": []}
    listed = [product(**p388, reg="12.00", sale="10.80", stock=37, sales=214, modified="2024-08-20T09:27:10"),
              product(pid=391, name="Raw Honeycomb 400g", slug="raw-honeycomb-400g", sku="HNY-CMB-400", reg="15.50", sale="", stock=9, sales=58, modified="2024-07-30T16:02:44",
                      cat=(17, "Honey", "honey"), weight="0.55", created="2023-09-14T11:41:19"),
              product(pid=402, name="Honey Dipper (Olive Wood)", slug="honey-dipper-olive-wood", sku="ACC-DIP-OLV", reg="6.00", sale="", stock=44, sales=131, modified="2024-06-11T10:15:08",
                      cat=(23, "Accessories", "accessories"), weight="0.04", created="2023-10-20T09:02:57")]
    turns = [
        (call("wc_list_orders", status="processing", per_page=5, orderby="date", order="desc"),
         d([brief(5131, "Callum Reid", "27.95", "2024-08-19T22:05:16", 2), brief(5129, "Aisha Khan", "41.45", "2024-08-19T13:48:09", 3), brief(5127, "Imogen Hartley", "50.95", "2024-08-18T20:14:52", 2)])),
        (call("wc_get_order", id=5127), d(order("processing", "2024-08-18T20:15:03", [], None))),
        (call("wc_get_product", id=388), d(product(**p388, reg="12.00", sale="", stock=37, sales=214, modified="2024-08-18T20:15:03"))),
        (call("wc_get_product", id=412), d(product(**p412, reg="16.50", sale="", stock=18, sales=96, modified="2024-08-18T20:15:03"))),
        (call("wc_update_product", id=388, sale_price="10.80"), d(product(**p388, reg="12.00", sale="10.80", stock=37, sales=214, modified="2024-08-20T09:27:10"))),
        (call("wc_list_products", search="honey", per_page=10, status="publish"), d(listed)),
        (call("wc_create_refund", order_id=5127, amount="16.50", reason="Candle arrived cracked", line_items=[{"id": 915, "quantity": 1, "refund_total": 16.5}], api_refund=True, restock_items=True), d(refund)),
        (call("wc_get_order", id=5127), d(order("processing", "2024-08-20T09:31:44", refunds, None))),
        (call("wc_update_order", id=5127, status="completed"), d(order("completed", "2024-08-20T09:33:02", refunds, "2024-08-20T09:33:02"))),
        (call("wc_get_product", id=412), d(product(**p412, reg="18.50", sale="", stock=19, sales=96, modified="2024-08-20T09:31:44"))),
    ]
    rs.add("mcp", "h53-mcp-10", system, turns, bad=True, turn=10,
           kind="product 412's regular_price is 18.50 in turn 10 though turn 4 showed 16.50 and only its stock was changed since (the refund restock 18 -> 19)")


# ---------------------------------------------------------------------------------------------------------
# 11 DocuSign (mainstream) - clean: recipient email corrected and resent, first signer signs, routing moves on


def t11(rs: RowSet) -> None:
    tools = [
        T("list_templates", "List templates matching a search text.", [], search_text=S),
        T("create_envelope_from_template", "Create and optionally send an envelope from a template.", ["templateId", "templateRoles", "status"], templateId=S, emailSubject=S, templateRoles=A, status=S),
        T("list_recipients", "List the recipients of an envelope with their status.", ["envelopeId"], envelopeId=S),
        T("get_envelope", "Get an envelope's status and metadata.", ["envelopeId"], envelopeId=S),
        T("update_recipient", "Correct a recipient's name or email; optionally resend.", ["envelopeId", "recipientId"], envelopeId=S, recipientId=S, email=S, name=S, resend_envelope=B),
        T("get_envelope_audit_events", "Get the audit trail of an envelope.", ["envelopeId"], envelopeId=S),
    ]
    system = sysp("docusign-esign", "DocuSign eSignature REST API v2.1, account 7d3b1f02-5a6e-4c91-8e27-b04f6c9a1d35 (Brightpath Consulting)", tools)
    env = "4b7e19d2-0c6a-4f53-9e1b-a2d84c7f3e10"
    tpl = "8f3c2a71-5d4e-4b9a-a0c2-7e1f3d9b6a24"
    subject = "Please sign: Consulting Services Agreement – Ridgeline Capital"
    templates = {"resultSetSize": "2", "startPosition": "0", "endPosition": "1", "totalSetSize": "2", "envelopeTemplates": [
        {"templateId": tpl, "uri": f"/templates/{tpl}", "name": "Consulting Services Agreement v3", "shared": "true", "passwordProtected": "false",
         "description": "MSA with 30-day termination clause; two signers (client first).", "created": "2024-02-12T18:22:05.1130000Z", "lastModified": "2024-05-30T09:41:17.5570000Z",
         "lastUsed": "2024-08-28T15:03:12.2400000Z", "folderName": "Legal", "folderId": "e2a61c47-93bd-4f0e-8d51-0c7b2f9e4a88", "pageCount": 7, "emailSubject": "Please sign: Consulting Services Agreement",
         "owner": {"userName": "Ana Kovač", "userId": "c5f10e8b-2b77-4a3c-9d14-6e0a7f2b91d3", "email": "ana.kovac@brightpath.io"}},
        {"templateId": "1e9d7a44-0f2b-4c6d-b3a8-5f7e2c1d0b96", "uri": "/templates/1e9d7a44-0f2b-4c6d-b3a8-5f7e2c1d0b96", "name": "Consulting SOW – Short Form", "shared": "true", "passwordProtected": "false",
         "description": "Single-signer statement of work.", "created": "2023-10-03T13:10:44.8000000Z", "lastModified": "2024-01-22T11:05:29.0930000Z", "lastUsed": "2024-08-30T08:19:50.6170000Z",
         "folderName": "Legal", "folderId": "e2a61c47-93bd-4f0e-8d51-0c7b2f9e4a88", "pageCount": 3, "emailSubject": "Please sign: Statement of Work",
         "owner": {"userName": "Ana Kovač", "userId": "c5f10e8b-2b77-4a3c-9d14-6e0a7f2b91d3", "email": "ana.kovac@brightpath.io"}}]}
    ben_guid = "9a0c3e5f-7b21-4d8e-a6f4-31c2b8d7e905"
    ana_guid = "2d6f8b10-4c3a-4e97-b5d2-8f1e0a9c7b64"

    def signer(rid: str, guid: str, name: str, email: str, role: str, order: str, status: str, **times: str) -> dict[str, Any]:
        s = {"creationReason": "sender", "isBulkRecipient": "false", "requireUploadSignature": "false", "name": name, "email": email, "recipientId": rid,
             "recipientIdGuid": guid, "requireIdLookup": "false", "userId": hexid("", guid, 8) + "-" + guid[9:], "routingOrder": order, "roleName": role,
             "status": status, "completedCount": "1" if status == "completed" else "0", "deliveryMethod": "email", "recipientType": "signer"}
        s.update(times)
        return s

    def recips(ben: dict[str, Any], ana: dict[str, Any], cur: str) -> dict[str, Any]:
        return {"signers": [ben, ana], "agents": [], "editors": [], "intermediaries": [], "carbonCopies": [], "certifiedDeliveries": [], "inPersonSigners": [],
                "seals": [], "witnesses": [], "notaries": [], "recipientCount": "2", "currentRoutingOrder": cur}

    bad_mail = "b.hollis@ridgline-capital.com"
    good_mail = "b.hollis@ridgeline-capital.com"
    r1 = recips(signer("1", ben_guid, "Ben Hollis", bad_mail, "Client Signer", "1", "sent", sentDateTime="2024-09-03T14:05:23.1270000Z"),
                signer("2", ana_guid, "Ana Kovač", "ana.kovac@brightpath.io", "Company Signer", "2", "created"), "1")
    r2 = recips(signer("1", ben_guid, "Ben Hollis", good_mail, "Client Signer", "1", "sent", sentDateTime="2024-09-03T14:11:47.6030000Z"),
                signer("2", ana_guid, "Ana Kovač", "ana.kovac@brightpath.io", "Company Signer", "2", "created"), "1")
    r3 = recips(signer("1", ben_guid, "Ben Hollis", good_mail, "Client Signer", "1", "completed", sentDateTime="2024-09-03T14:11:47.6030000Z",
                       deliveredDateTime="2024-09-03T14:29:10.3800000Z", signedDateTime="2024-09-03T14:33:58.0470000Z"),
                signer("2", ana_guid, "Ana Kovač", "ana.kovac@brightpath.io", "Company Signer", "2", "sent", sentDateTime="2024-09-03T14:33:59.2100000Z"), "2")

    def envelope(modified: str) -> dict[str, Any]:
        return {"envelopeId": env, "status": "sent", "emailSubject": subject, "emailBlurb": "Hi Ben, please review and sign the attached agreement.",
                "envelopeUri": f"/envelopes/{env}", "signingLocation": "online", "customFieldsUri": f"/envelopes/{env}/custom_fields",
                "notificationUri": f"/envelopes/{env}/notification", "enableWetSign": "true", "allowMarkup": "false", "allowReassign": "true",
                "createdDateTime": "2024-09-03T14:05:22.4870000Z", "lastModifiedDateTime": modified, "initialSentDateTime": "2024-09-03T14:05:23.1270000Z",
                "sentDateTime": "2024-09-03T14:05:23.1270000Z", "statusChangedDateTime": "2024-09-03T14:05:23.1270000Z",
                "documentsUri": f"/envelopes/{env}/documents", "recipientsUri": f"/envelopes/{env}/recipients", "attachmentsUri": f"/envelopes/{env}/attachments",
                "templatesUri": f"/envelopes/{env}/templates", "expireEnabled": "true", "expireDateTime": "2024-12-02T14:05:23.1270000Z", "expireAfter": "90",
                "sender": {"userName": "Ana Kovač", "userId": "c5f10e8b-2b77-4a3c-9d14-6e0a7f2b91d3", "accountId": "48211703", "email": "ana.kovac@brightpath.io"},
                "purgeState": "unpurged", "envelopeIdStamping": "true", "is21CFRPart11": "false", "signerCanSignOnMobile": "true", "autoNavigation": "true",
                "isSignatureProviderEnvelope": "false", "hasFormDataChanged": "false", "allowComments": "true", "hasComments": "false", "allowViewHistory": "true",
                "envelopeMetadata": {"allowAdvancedCorrect": "true", "enableSignWithNotary": "false", "allowCorrect": "true"}, "anySigner": None, "envelopeLocation": "current_site", "isDynamicEnvelope": "false"}

    def ev(name: str, when: str, user: str, detail: str) -> dict[str, Any]:
        return {"eventFields": [{"name": "logTime", "value": when}, {"name": "Source", "value": "web" if "Ben" in user else "api"}, {"name": "UserName", "value": user},
                                {"name": "Action", "value": name}, {"name": "Message", "value": detail}, {"name": "EnvelopeStatus", "value": "sent"},
                                {"name": "ClientIPAddress", "value": "81.92.204.17" if "Ben" in user else "52.34.117.208"}, {"name": "GeoLocation", "value": ""}]}

    audit = {"auditEvents": [
        ev("Registered", "2024-09-03T14:05:22.4870000Z", "Ana Kovač", "The envelope was created by Ana Kovač"),
        ev("Sent Invitations", "2024-09-03T14:05:23.1270000Z", "Ana Kovač", f"Ana Kovač sent an invitation to Ben Hollis [{bad_mail}]"),
        ev("Correct", "2024-09-03T14:11:46.9880000Z", "Ana Kovač", f"Ana Kovač corrected the envelope: recipient 1 email changed from {bad_mail} to {good_mail}"),
        ev("Sent Invitations", "2024-09-03T14:11:47.6030000Z", "Ana Kovač", f"Ana Kovač sent an invitation to Ben Hollis [{good_mail}]"),
        ev("Viewed", "2024-09-03T14:29:10.3800000Z", "Ben Hollis", f"Ben Hollis [{good_mail}] viewed the envelope [documents: Consulting Services Agreement v3]"),
        ev("Signed", "2024-09-03T14:33:58.0470000Z", "Ben Hollis", f"Ben Hollis [{good_mail}] signed the envelope"),
        ev("Sent Invitations", "2024-09-03T14:33:59.2100000Z", "DocuSign System", "Envelope host sent an invitation to Ana Kovač [ana.kovac@brightpath.io]"),
    ]}
    turns = [
        (call("list_templates", search_text="Consulting"), d(templates)),
        (call("create_envelope_from_template", templateId=tpl, emailSubject=subject, status="sent",
              templateRoles=[{"roleName": "Client Signer", "name": "Ben Hollis", "email": bad_mail}, {"roleName": "Company Signer", "name": "Ana Kovač", "email": "ana.kovac@brightpath.io"}]),
         d({"envelopeId": env, "uri": f"/envelopes/{env}", "statusDateTime": "2024-09-03T14:05:22.4870000Z", "status": "sent"})),
        (call("list_recipients", envelopeId=env), d(r1)),
        (call("get_envelope", envelopeId=env), d(envelope("2024-09-03T14:05:23.1270000Z"))),
        (call("update_recipient", envelopeId=env, recipientId="1", email=good_mail, resend_envelope=True),
         d({"recipientUpdateResults": [{"recipientId": "1", "recipientIdGuid": ben_guid, "errorDetails": {"errorCode": "SUCCESS", "message": ""}}]})),
        (call("list_recipients", envelopeId=env), d(r2)),
        (call("get_envelope_audit_events", envelopeId=env), d(audit)),
        (call("list_recipients", envelopeId=env), d(r3)),
        (call("get_envelope", envelopeId=env), d(envelope("2024-09-03T14:33:59.2100000Z"))),
    ]
    rs.add("mcp", "h53-mcp-11", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 12 Help Scout (less common) - bad at turn 4: the customer's email on the threads differs from the conversation's


def t12(rs: RowSet) -> None:
    tools = [
        T("list_mailboxes", "List mailboxes.", []),
        T("list_conversations", "List conversations of a mailbox.", ["mailbox"], mailbox=INT, status=S, sortField=S, sortOrder=S),
        T("get_conversation", "Get a conversation by id.", ["conversation_id"], conversation_id=INT),
        T("list_threads", "List the threads of a conversation, newest first.", ["conversation_id"], conversation_id=INT),
        T("create_reply", "Reply to the customer on a conversation.", ["conversation_id", "customer_id", "text"], conversation_id=INT, customer_id=INT, text=S, status=S),
        T("update_conversation", "Patch a conversation (op/path/value).", ["conversation_id", "op", "path", "value"], conversation_id=INT, op=S, path=S, value=S),
        T("update_tags", "Replace the tags of a conversation.", ["conversation_id", "tags"], conversation_id=INT, tags=A),
    ]
    system = sysp("helpscout", "Help Scout Mailbox API 2.0 for Quillboard; authenticated as Aarav Mehta (user 551203)", tools)
    api = "https://api.helpscout.net/v2"
    email = "hannah.l@lindqvist-design.se"
    mailboxes = {"_embedded": {"mailboxes": [
        {"id": 214877, "name": "Support", "slug": "8f2d41c6a0b7e935", "email": "support@quillboard.app", "createdAt": "2021-02-08T10:15:32Z", "updatedAt": "2024-06-03T13:40:11Z",
         "_links": {"fields": {"href": f"{api}/mailboxes/214877/fields/"}, "folders": {"href": f"{api}/mailboxes/214877/folders/"}, "self": {"href": f"{api}/mailboxes/214877"}}},
        {"id": 214903, "name": "Billing", "slug": "c41e9b7f2d6a8053", "email": "billing@quillboard.app", "createdAt": "2021-02-08T10:22:07Z", "updatedAt": "2023-11-20T09:02:45Z",
         "_links": {"fields": {"href": f"{api}/mailboxes/214903/fields/"}, "folders": {"href": f"{api}/mailboxes/214903/folders/"}, "self": {"href": f"{api}/mailboxes/214903"}}}]},
        "_links": {"first": {"href": f"{api}/mailboxes?page=1"}, "last": {"href": f"{api}/mailboxes?page=1"}, "page": {"href": f"{api}/mailboxes{{?page}}", "templated": True}, "self": {"href": f"{api}/mailboxes"}},
        "page": {"size": 50, "totalElements": 2, "totalPages": 1, "number": 1}}
    cust = {"id": 603119874, "type": "customer", "first": "Hannah", "last": "Lindqvist", "photoUrl": "https://d33v4339jhl8k0.cloudfront.net/customer-avatar/09.png", "email": email}
    tag_export = {"id": 8812, "color": "#929499", "tag": "export"}
    tag_bug = {"id": 9304, "color": "#929499", "tag": "bug-4.12"}
    aarav = {"id": 551203, "type": "user", "first": "Aarav", "last": "Mehta", "email": "aarav@quillboard.app"}
    reply_text = "Hi Hannah, thanks for your patience. We reproduced the stuck CSV export on 4.12.1 for boards with more than 50k cards; a fix is going out in 4.12.2 this Thursday. In the meantime you can export per column from Board > Export > Column CSV."

    def conv(status: str, threads: int, preview: str, updated: str, tags: list[dict[str, Any]], assignee: dict[str, Any] | None) -> dict[str, Any]:
        c: dict[str, Any] = {"id": 2418830671, "number": 18342, "threads": threads, "type": "email", "folderId": 6655102 if status == "active" else 6655104,
                             "status": status, "state": "published", "subject": "Export to CSV stuck at 99%", "preview": preview, "mailboxId": 214877,
                             "createdBy": {"id": 603119874, "type": "customer", "email": email}, "createdAt": "2024-08-12T07:41:09Z", "closedBy": 0, "closedByUser": None,
                             "userUpdatedAt": updated, "customerWaitingSince": {"time": "2024-08-12T10:15:47Z", "friendly": "Aug 12"},
                             "source": {"type": "email", "via": "customer"}, "tags": tags, "cc": [], "bcc": [], "primaryCustomer": cust,
                             "customFields": [{"id": 17730, "name": "Plan", "value": "Team", "text": "Team"}, {"id": 17731, "name": "App version", "value": "4.12.1", "text": "4.12.1"}],
                             "_embedded": {"threads": []}, "_links": {"mailbox": {"href": f"{api}/mailboxes/214877"}, "primaryCustomer": {"href": f"{api}/customers/603119874"},
                                                                      "self": {"href": f"{api}/conversations/2418830671"}, "threads": {"href": f"{api}/conversations/2418830671/threads/"}}}
        if assignee:
            c["assignee"] = assignee
        return c

    def brief(cid: int, number: int, subject: str, first: str, last: str, mail: str, created: str, updated: str, threads: int, tags: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": cid, "number": number, "threads": threads, "type": "email", "status": "active", "state": "published", "subject": subject, "mailboxId": 214877,
                "createdAt": created, "userUpdatedAt": updated, "tags": tags, "primaryCustomer": {"first": first, "last": last, "email": mail}}

    c18339 = brief(2418796530, 18339, "SSO login loop on Safari", "Marco", "Bellini", "marco@studiobellini.it", "2024-08-11T16:20:44Z", "2024-08-12T09:03:18Z", 2, [{"id": 8790, "color": "#929499", "tag": "sso"}])
    c18331 = brief(2418702211, 18331, "Can we get an invoice in EUR?", "Julia", "Nowak", "j.nowak@kora.pl", "2024-08-09T12:51:30Z", "2024-08-09T13:20:02Z", 2, [])
    c18342 = brief(2418830671, 18342, "Export to CSV stuck at 99%", "Hannah", "Lindqvist", email, "2024-08-12T07:41:09Z", "2024-08-12T10:15:47Z", 3, [tag_export])

    def page(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"_embedded": {"conversations": items}, "_links": {"self": {"href": f"{api}/conversations?mailbox=214877&status=active&sortField=modifiedAt&sortOrder=desc"}},
                "page": {"size": 25, "totalElements": len(items), "totalPages": 1, "number": 1}}

    wrong = "hannah@lindqvist-design.se"
    wc = dict(cust, email=wrong)

    def th(tid: int, typ: str, body: str, created: str, who: dict[str, Any], attach: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": tid, "type": typ, "status": "active", "state": "published", "action": None, "body": body,
                "source": {"type": "email" if typ == "customer" else "web", "via": "customer" if typ == "customer" else "user"},
                "customer": wc, "createdBy": who, "assignedTo": None, "savedReplyId": 0, "to": [], "cc": [], "bcc": [], "attachments": attach, "openedAt": None, "createdAt": created,
                "_links": {"createdByCustomer" if typ == "customer" else "createdByUser": {"href": f"{api}/customers/603119874" if typ == "customer" else f"{api}/users/551203"}}}

    threads = {"_embedded": {"threads": [
        th(7719246032, "customer", "Any update? Our month-end close depends on this export and the team is blocked.", "2024-08-12T10:15:47Z", {"id": 603119874, "type": "customer", "email": wrong}, []),
        th(7719210588, "note", "Repro'd on 4.12.1 with a 62k-card board: export worker OOMs at the attachment-URL step. Linked to ENG-5517.", "2024-08-12T08:02:33Z", aarav, []),
        th(7719201145, "customer", "Hi, exporting our 'Client Pipeline' board to CSV sits at 99% forever. Tried Chrome and Firefox. Screenshot attached.", "2024-08-12T07:41:09Z",
           {"id": 603119874, "type": "customer", "email": wrong}, [{"id": 1204477310, "filename": "export-99.png", "mimeType": "image/png", "width": 1280, "height": 720, "size": 142311}]),
    ]}, "_links": {"self": {"href": f"{api}/conversations/2418830671/threads"}}, "page": {"size": 50, "totalElements": 3, "totalPages": 1, "number": 1}}
    turns = [
        (call("list_mailboxes"), d(mailboxes)),
        (call("list_conversations", mailbox=214877, status="active", sortField="modifiedAt", sortOrder="desc"), d(page([c18342, c18339, c18331]))),
        (call("get_conversation", conversation_id=2418830671), d(conv("active", 3, "Any update? Our month-end close depends on this export and the team is blocked.", "2024-08-12T10:15:47Z", [tag_export], None))),
        (call("list_threads", conversation_id=2418830671), d(threads)),
        (call("create_reply", conversation_id=2418830671, customer_id=603119874, text=reply_text, status="pending"),
         d({"status": 201, "resourceId": 7719283354, "location": f"{api}/conversations/2418830671/threads/7719283354"})),
        (call("update_conversation", conversation_id=2418830671, op="replace", path="/assignTo", value="551203"), d({"status": 204, "body": ""})),
        (call("update_tags", conversation_id=2418830671, tags=["export", "bug-4.12"]), d({"status": 204, "body": ""})),
        (call("get_conversation", conversation_id=2418830671), d(conv("pending", 4, reply_text[:100], "2024-08-12T12:25:02Z", [tag_export, tag_bug], aarav))),
        (call("list_conversations", mailbox=214877, status="active", sortField="modifiedAt", sortOrder="desc"), d(page([c18339, c18331]))),
    ]
    rs.add("mcp", "h53-mcp-12", system, turns, bad=True, turn=4,
           kind="the threads give customer 603119874's email as hannah@lindqvist-design.se though turns 2-3 showed hannah.l@lindqvist-design.se for the same customer")


# ---------------------------------------------------------------------------------------------------------
# 13 Intercom (mainstream) - bad at turn 6: the tag just applied to the contact is missing from the contact


def t13(rs: RowSet) -> None:
    tools = [
        T("search_contacts", "Search contacts.", ["query"], query=OBJ),
        T("list_tags", "List the workspace's tags.", []),
        T("create_or_update_tag", "Create a tag or rename one.", ["name"], name=S, id=S),
        T("tag_contact", "Attach a tag to a contact.", ["contact_id", "tag_id"], contact_id=S, tag_id=S),
        T("search_conversations", "Search conversations.", ["query"], query=OBJ),
        T("get_contact", "Get a contact by id.", ["contact_id"], contact_id=S),
        T("get_conversation", "Get a conversation with its parts.", ["conversation_id"], conversation_id=S),
        T("reply_conversation", "Reply to a conversation as an admin.", ["conversation_id", "admin_id", "body"], conversation_id=S, admin_id=S, body=S, message_type=S),
        T("assign_conversation", "Assign a conversation to an admin or team.", ["conversation_id", "admin_id", "assignee_id"], conversation_id=S, admin_id=S, assignee_id=S),
        T("snooze_conversation", "Snooze a conversation until a unix time.", ["conversation_id", "admin_id", "snoozed_until"], conversation_id=S, admin_id=S, snoozed_until=INT),
    ]
    system = sysp("intercom", "Intercom REST API 2.11, workspace h7kq2xlm (Veridian Health support)", tools)
    cid = "6650e3b1c9a2f14d2e8b7a13"

    def tagref(t: str) -> dict[str, Any]:
        return {"type": "tag", "id": t, "url": f"/tags/{t}"}

    def contact(tags: list[str], updated: int, seen: int) -> dict[str, Any]:
        return {"type": "contact", "id": cid, "workspace_id": "h7kq2xlm", "external_id": "usr_88213", "role": "user", "email": "r.okonkwo@veridianhealth.com", "phone": None,
                "name": "Rita Okonkwo", "avatar": None, "owner_id": 5521904, "social_profiles": {"type": "list", "data": []}, "has_hard_bounced": False,
                "marked_email_as_spam": False, "unsubscribed_from_emails": False, "created_at": 1716577201, "updated_at": updated, "signed_up_at": 1716577200,
                "last_seen_at": seen, "last_replied_at": 1720011940, "last_contacted_at": 1719840055, "last_email_opened_at": 1719841210, "last_email_clicked_at": None,
                "language_override": None, "browser": "chrome", "browser_version": "126.0.0.0", "browser_language": "en-GB", "os": "Windows 10",
                "location": {"type": "location", "country": "United Kingdom", "region": "England", "city": "Leeds", "country_code": "GBR", "continent_code": "EU"},
                "custom_attributes": {"plan": "Enterprise", "seats": 140, "renewal_date": "2024-09-30", "account_owner": "Jules Bernard"},
                "tags": {"type": "list", "data": [tagref(t) for t in tags], "url": f"/contacts/{cid}/tags", "total_count": len(tags), "has_more": False},
                "notes": {"type": "list", "data": [], "url": f"/contacts/{cid}/notes", "total_count": 0, "has_more": False},
                "companies": {"type": "list", "data": [{"type": "company", "id": "6650e3b0f1c24a5e9d7b3c01", "url": "/companies/6650e3b0f1c24a5e9d7b3c01"}], "url": f"/contacts/{cid}/companies", "total_count": 1, "has_more": False},
                "opted_out_subscription_types": {"type": "list", "data": [], "url": f"/contacts/{cid}/subscriptions", "total_count": 0, "has_more": False},
                "opted_in_subscription_types": {"type": "list", "data": [], "url": f"/contacts/{cid}/subscriptions", "total_count": 0, "has_more": False},
                "utm_campaign": None, "utm_content": None, "utm_medium": None, "utm_source": None, "utm_term": None, "referrer": None, "enabled_push_messaging": None}

    tags = [("8123341", "enterprise", 1689003112), ("8123399", "beta-tester", 1689003540), ("8124410", "NPS-detractor", 1701251022), ("8130087", "onboarding-2024", 1704712290)]

    def taglist(extra: bool) -> dict[str, Any]:
        items = [{"type": "tag", "id": i, "name": n, "applied_at": None} for i, n, _ in tags]
        if extra:
            items.append({"type": "tag", "id": "8141562", "name": "churn-risk", "applied_at": None})
        return {"type": "list", "data": items}

    author = {"type": "user", "id": cid, "name": "Rita Okonkwo", "email": "r.okonkwo@veridianhealth.com"}
    samira = {"type": "admin", "id": "5530118", "name": "Samira Aziz", "email": "samira@veridianhealth.io"}
    src_body = "<p>Our SSO users are getting logged out every hour since yesterday's release. 140 clinicians affected, this is urgent.</p>"
    reply_body = "<p>Hi Rita, thanks for flagging. We rolled back the session-token change from release 24.27 at 14:05 UTC; could you ask two clinicians to sign in again and confirm whether they stay logged in?</p>"

    def part(pid: str, ptype: str, body: str | None, created: int, who: dict[str, Any], assigned: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"type": "conversation_part", "id": pid, "part_type": ptype, "body": body, "created_at": created, "updated_at": created, "notified_at": created,
                "assigned_to": assigned, "author": who, "attachments": [], "external_id": None, "redacted": False}

    p1 = part("24817730201", "assignment", None, 1720009216, {"type": "bot", "id": "5500001", "name": "Fin", "email": "operator+h7kq2xlm@intercom.io"}, {"type": "team", "id": "7712203"})
    p2 = part("24817741865", "comment", "<p>Also: it only happens for users on the Okta tenant, not Google.</p>", 1720011940, author)
    p3 = part("24817820044", "comment", reply_body, 1720013118, samira)
    p4 = part("24817821390", "assignment", None, 1720013145, samira, {"type": "admin", "id": "5521904"})
    p5 = part("24817822517", "snoozed", None, 1720013170, samira)

    def conv(parts: list[dict[str, Any]], state: str, admin: int | None, updated: int, snoozed: int | None, waiting: int | None, full: bool) -> dict[str, Any]:
        c = {"type": "conversation", "id": "189220004512", "title": None, "created_at": 1720009214, "updated_at": updated, "waiting_since": waiting, "snoozed_until": snoozed,
             "source": {"type": "conversation", "id": "2231887410", "delivered_as": "customer_initiated", "subject": "", "body": src_body, "author": author, "attachments": [], "url": None, "redacted": False},
             "contacts": {"type": "contact.list", "contacts": [{"type": "contact", "id": cid, "external_id": "usr_88213"}]}, "teammates": None,
             "admin_assignee_id": admin, "team_assignee_id": 7712203, "custom_attributes": {"Category": "Authentication"}, "open": True, "state": state, "read": True,
             "tags": {"type": "tag.list", "tags": []}, "priority": "priority", "sla_applied": {"type": "conversation_sla_summary", "sla_name": "Enterprise P1", "sla_status": "active"},
             "statistics": {"type": "conversation_statistics", "time_to_assignment": 2, "time_to_admin_reply": 3904 if len(parts) >= 3 else None,
                            "first_contact_reply_at": 1720009214, "count_reopens": 0, "count_assignments": 2 if admin else 1, "count_conversation_parts": len(parts)},
             "conversation_rating": None}
        if full:
            c["conversation_parts"] = {"type": "conversation_part.list", "conversation_parts": parts, "total_count": len(parts)}
        return c

    other = {"type": "conversation", "id": "189220004477", "title": "Invoice for Q3 seats", "created_at": 1719998100, "updated_at": 1719998310, "waiting_since": 1719998310, "snoozed_until": None,
             "source": {"type": "conversation", "id": "2231880992", "delivered_as": "customer_initiated", "subject": "", "body": "<p>Can you send the Q3 true-up invoice with our PO number 4500-22817 on it?</p>", "author": author},
             "contacts": {"type": "contact.list", "contacts": [{"type": "contact", "id": cid, "external_id": "usr_88213"}]}, "admin_assignee_id": 5521904, "team_assignee_id": None,
             "open": True, "state": "open", "read": False, "priority": "not_priority", "tags": {"type": "tag.list", "tags": []}}

    def results(c: dict[str, Any]) -> dict[str, Any]:
        return {"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": 2, "conversations": [c, other]}

    q_contact = {"field": "contact_ids", "operator": "=", "value": cid}
    turns = [
        (call("search_contacts", query={"field": "email", "operator": "=", "value": "r.okonkwo@veridianhealth.com"}),
         d({"type": "list", "data": [contact(["8123341", "8123399"], 1720011941, 1720011822)], "total_count": 1, "pages": {"type": "pages", "page": 1, "per_page": 50, "total_pages": 1}})),
        (call("list_tags"), d(taglist(False))),
        (call("create_or_update_tag", name="churn-risk"), d({"type": "tag", "id": "8141562", "name": "churn-risk"})),
        (call("tag_contact", contact_id=cid, tag_id="8141562"), d({"type": "tag", "id": "8141562", "name": "churn-risk"})),
        (call("search_conversations", query=q_contact), d(results(conv([p1, p2], "open", None, 1720011940, None, 1720011940, False)))),
        (call("get_contact", contact_id=cid), d(contact(["8123341", "8123399"], 1720012877, 1720012790))),
        (call("get_conversation", conversation_id="189220004512"), d(conv([p1, p2], "open", None, 1720011940, None, 1720011940, True))),
        (call("reply_conversation", conversation_id="189220004512", admin_id="5530118", body=reply_body, message_type="comment"),
         d(conv([p1, p2, p3], "open", None, 1720013118, None, None, True))),
        (call("assign_conversation", conversation_id="189220004512", admin_id="5530118", assignee_id="5521904"),
         d(conv([p1, p2, p3, p4], "open", 5521904, 1720013145, None, None, True))),
        (call("snooze_conversation", conversation_id="189220004512", admin_id="5530118", snoozed_until=1720098000),
         d(conv([p1, p2, p3, p4, p5], "snoozed", 5521904, 1720013170, 1720098000, None, True))),
        (call("search_conversations", query=q_contact), d(results(conv([p1, p2, p3, p4, p5], "snoozed", 5521904, 1720013170, 1720098000, None, False)))),
    ]
    rs.add("mcp", "h53-mcp-13", system, turns, bad=True, turn=6,
           kind="the contact's tags list only enterprise and beta-tester (total_count 2) in turn 6 though turn 4 attached tag 8141562 churn-risk to it")


# ---------------------------------------------------------------------------------------------------------
# 14 Gusto (less common) - clean: hours edited, payroll calculated then submitted; totals appear and follow


def t14(rs: RowSet) -> None:
    tools = [
        T("list_pay_schedules", "List the company's pay schedules.", ["company_uuid"], company_uuid=S),
        T("get_payroll", "Get a payroll with employee compensations (and totals once calculated).", ["company_uuid", "payroll_uuid"], company_uuid=S, payroll_uuid=S, include=S),
        T("update_payroll", "Update hours/compensations of an unprocessed payroll. Requires the current version.", ["company_uuid", "payroll_uuid", "version", "employee_compensations"],
          company_uuid=S, payroll_uuid=S, version=S, employee_compensations=A),
        T("calculate_payroll", "Queue calculation of gross-up, taxes and net pay.", ["company_uuid", "payroll_uuid"], company_uuid=S, payroll_uuid=S),
        T("submit_payroll", "Submit a calculated payroll for processing.", ["company_uuid", "payroll_uuid"], company_uuid=S, payroll_uuid=S),
        T("list_employees", "List the company's employees with jobs and compensations.", ["company_uuid"], company_uuid=S, terminated=B),
    ]
    system = sysp("gusto", "Gusto Embedded Payroll API v1 (X-Gusto-API-Version 2024-04-01) for Copperleaf Bakery LLC", tools)
    co = "c44d66dc-c41b-4a60-9e25-5e93ff8583f2"
    pr = "b50e611d-8f7a-4e4b-a2c1-6d0f9e3a7c55"
    ps = "4f0b2e6c-91d3-4a7f-b8e5-2c6d0a9f1e73"
    emps = {"rosa": ("e1a7c3d9-2b4f-4e8a-9c61-7d5b3f0e2a18", "7c1e2a90-5d3b-4f6e-8a24-b9c0d1e3f456", "Rosa", "Delgado", "Lead Baker", "24.00", "Hour"),
            "sam": ("f2b8d4e0-3c5a-4f9b-8d72-8e6c4a1f3b29", "8d2f3b01-6e4c-4a7f-9b35-c0d1e2f4a567", "Sam", "Whitaker", "Counter Associate", "22.50", "Hour"),
            "ivy": ("a3c9e5f1-4d6b-4a0c-9e83-9f7d5b2a4c30", "9e3a4c12-7f5d-4b80-8c46-d1e2f3a5b678", "Ivy", "Tran", "Operations Manager", "68000.00", "Year")}
    schedules = [{"uuid": ps, "frequency": "Every other week", "anchor_pay_date": "2024-01-12", "anchor_end_of_pay_period": "2024-01-06", "day_1": None, "day_2": None,
                  "name": "Biweekly - Hourly & Salaried", "custom_name": "Biweekly", "auto_pilot": False, "active": True, "version": "7a6c1f0e2d8b94a3c5e1"}]

    def hourly(key: str, reg: str, ot: str, gross: str | None = None, net: str | None = None, ver: str = "") -> dict[str, Any]:
        uuid, job, first, last, *_ = emps[key]
        c: dict[str, Any] = {"employee_uuid": uuid, "first_name": first, "last_name": last, "excluded": False, "payment_method": "Direct Deposit", "version": ver,
                             "fixed_compensations": [{"name": "Bonus", "amount": "0.00", "job_uuid": job}, {"name": "Cash Tips", "amount": "0.00", "job_uuid": job}],
                             "hourly_compensations": [{"name": "Regular Hours", "hours": reg, "job_uuid": job, "compensation_multiplier": 1.0},
                                                      {"name": "Overtime", "hours": ot, "job_uuid": job, "compensation_multiplier": 1.5},
                                                      {"name": "Double overtime", "hours": "0.000", "job_uuid": job, "compensation_multiplier": 2.0}],
                             "paid_time_off": [{"name": "Vacation Hours", "hours": "0.000"}, {"name": "Sick Hours", "hours": "0.000"}],
                             "gross_pay": gross, "net_pay": net}
        return c

    def salaried(gross: str | None = None, net: str | None = None, ver: str = "") -> dict[str, Any]:
        uuid, job, first, last, *_ = emps["ivy"]
        return {"employee_uuid": uuid, "first_name": first, "last_name": last, "excluded": False, "payment_method": "Direct Deposit", "version": ver,
                "fixed_compensations": [{"name": "Bonus", "amount": "0.00", "job_uuid": job}, {"name": "Reimbursement", "amount": "0.00", "job_uuid": job}],
                "hourly_compensations": [{"name": "Overtime", "hours": "0.000", "job_uuid": job, "compensation_multiplier": 1.5}],
                "paid_time_off": [{"name": "Vacation Hours", "hours": "0.000"}, {"name": "Sick Hours", "hours": "0.000"}], "gross_pay": gross, "net_pay": net}

    totals = {"company_debit": "7012.94", "net_pay_debit": "4898.31", "tax_debit": "2114.63", "reimbursement_debit": "0.00", "child_support_debit": "0.00",
              "reimbursements": "0.00", "net_pay": "4898.31", "gross_pay": "6436.63", "employee_bonuses": "0.00", "employee_commissions": "0.00",
              "employee_cash_tips": "0.00", "employee_paycheck_tips": "0.00", "additional_earnings": "0.00", "owners_draw": "0.00", "check_amount": "0.00",
              "employer_taxes": "756.31", "employee_taxes": "1358.32", "benefits": "0.00", "employee_benefits_deductions": "180.00", "deferred_payroll_taxes": "0.00", "other_deductions": "0.00"}

    def payroll(version: str, sam_ot: str, calc: str | None, processed: bool, comps_calc: bool) -> dict[str, Any]:
        p: dict[str, Any] = {"payroll_uuid": pr, "company_uuid": co, "off_cycle": False, "external": False, "processed": processed,
                             "processed_date": "2024-09-16" if processed else None, "calculated_at": calc, "payroll_status_meta": {"cancellable": processed, "expected_check_date": "2024-09-20",
                                                                                                                                  "initial_check_date": "2024-09-20", "expected_debit_time": "2024-09-18T23:00:00Z", "payroll_late": False, "initial_debit_cutoff_time": "2024-09-18T23:00:00Z"},
                             "pay_period": {"start_date": "2024-09-01", "end_date": "2024-09-14", "pay_schedule_uuid": ps}, "check_date": "2024-09-20",
                             "payroll_deadline": "2024-09-18T23:00:00Z", "version": version, "totals": totals if comps_calc else None,
                             "employee_compensations": [
                                 hourly("rosa", "80.000", "0.000", "1920.00" if comps_calc else None, "1511.70" if comps_calc else None, "d13e"),
                                 hourly("sam", "80.000" if sam_ot != "0.000" else "76.000", sam_ot, "1901.25" if comps_calc else None, "1510.24" if comps_calc else None, "e24f" if sam_ot == "0.000" else "5a90"),
                                 salaried("2615.38" if comps_calc else None, "1876.37" if comps_calc else None, "f35a")]}
        if processed:
            p["submission_blockers"] = []
            p["credit_blockers"] = []
        return p

    staff = []
    hires = {"rosa": "2021-04-05", "sam": "2023-06-12", "ivy": "2020-09-14"}
    depts = {"rosa": "Kitchen", "sam": "Front of House", "ivy": "Operations"}
    for key, (uuid, job, first, last, title, rate, per) in emps.items():
        comp = hexid("", title, 8) + job[8:]
        staff.append({"uuid": uuid, "first_name": first, "middle_initial": None, "last_name": last, "email": f"{first.lower()}@copperleafbakery.com", "company_uuid": co,
                      "manager_uuid": emps["ivy"][0] if key != "ivy" else None, "department": depts[key], "terminated": False, "two_percent_shareholder": False,
                      "onboarded": True, "onboarding_status": "onboarding_completed", "payment_method": "Direct Deposit", "current_employment_status": "full_time",
                      "date_of_birth": None, "has_ssn": True, "version": hexid("", uuid, 20),
                      "jobs": [{"uuid": job, "version": hexid("", job, 20), "employee_uuid": uuid, "current_compensation_uuid": comp, "payment_unit": per, "primary": True,
                                "title": title, "rate": rate, "hire_date": hires[key], "location_uuid": "7d2e9a41-0c5b-4f83-b6e1-3a9f2c8d0e54",
                                "compensations": [{"uuid": comp, "payment_unit": per, "flsa_status": "Exempt" if per == "Year" else "Nonexempt",
                                                   "rate": rate, "job_uuid": job, "effective_date": "2024-01-01"}]}]})
    turns = [
        (call("list_pay_schedules", company_uuid=co), d(schedules)),
        (call("get_payroll", company_uuid=co, payroll_uuid=pr, include="benefits,deductions,taxes"), d(payroll("3b8f12ae7c40d96e51b2", "0.000", None, False, False))),
        (call("update_payroll", company_uuid=co, payroll_uuid=pr, version="3b8f12ae7c40d96e51b2",
              employee_compensations=[{"employee_uuid": emps["sam"][0], "hourly_compensations": [{"name": "Regular Hours", "hours": "80.000", "job_uuid": emps["sam"][1]},
                                                                                                  {"name": "Overtime", "hours": "3.000", "job_uuid": emps["sam"][1]}]}]),
         d(payroll("9c04e7d15a2bf8360c4e", "3.000", None, False, False))),
        (call("calculate_payroll", company_uuid=co, payroll_uuid=pr), d({"status": 202, "message": "Accepted. Payroll calculation has been queued; poll GET /payrolls/{payroll_uuid} for calculated_at."})),
        (call("get_payroll", company_uuid=co, payroll_uuid=pr, include="benefits,deductions,taxes"), d(payroll("6e1a93c2f05b7d48a913", "3.000", "2024-09-16T15:42:08Z", False, True))),
        (call("submit_payroll", company_uuid=co, payroll_uuid=pr), d({"status": 202, "message": "Accepted. Payroll submitted for processing."})),
        (call("get_payroll", company_uuid=co, payroll_uuid=pr, include="benefits,deductions,taxes"), d(payroll("0d5b28f4e1c6a7930b52", "3.000", "2024-09-16T15:42:08Z", True, True))),
        (call("list_employees", company_uuid=co, terminated=False), d(staff)),
    ]
    rs.add("mcp", "h53-mcp-14", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 15 Square (mainstream) - clean: restock, price change with new version, a live sale, a transfer


def t15(rs: RowSet) -> None:
    tools = [
        T("list_locations", "List the seller's locations.", []),
        T("search_catalog_objects", "Search catalog objects by type and text.", ["object_types"], object_types=A, query=OBJ, include_related_objects=B),
        T("batch_retrieve_inventory_counts", "Retrieve current inventory counts.", ["catalog_object_ids"], catalog_object_ids=A, location_ids=A, states=A),
        T("batch_change_inventory", "Apply inventory adjustments, physical counts or transfers.", ["idempotency_key", "changes"], idempotency_key=S, changes=A),
        T("upsert_catalog_object", "Create or update a catalog object (optimistic concurrency via version).", ["idempotency_key", "object"], idempotency_key=S, object=OBJ),
        T("search_orders", "Search orders at locations.", ["location_ids"], location_ids=A, query=OBJ, limit=INT),
        T("retrieve_inventory_changes", "List the inventory history of a variation at a location, newest first.", ["catalog_object_id", "location_ids"], catalog_object_id=S, location_ids=A, limit=INT),
        T("retrieve_catalog_object", "Retrieve one catalog object.", ["object_id"], object_id=S),
    ]
    system = sysp("square", "Square Connect API 2024-06-04 for the seller Fernhill Coffee Roasters, production", tools)
    pearl, alberta = "L8R4QW2Y7NK3E", "LJ6T1XZQ9B2VA"
    item = "7QHZ3FQOKEYV2CTQ5MNRBX4A"
    orig, van = "M4WGF2ZKJNBEYX7RPOQ3DC6L", "R2DKLZ9A5QW3UXN8EYPJ4TVB"
    locs = {"locations": [
        {"id": pearl, "name": "Fernhill Coffee – Pearl St", "address": {"address_line_1": "1122 NW Glisan St", "locality": "Portland", "administrative_district_level_1": "OR", "postal_code": "97209", "country": "US"},
         "timezone": "America/Los_Angeles", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2019-05-02T17:40:11.000Z",
         "merchant_id": "ML5QW0ZQ3H8K2", "country": "US", "language_code": "en-US", "currency": "USD", "business_name": "Fernhill Coffee Roasters", "type": "PHYSICAL", "mcc": "5814"},
        {"id": alberta, "name": "Fernhill Coffee – Alberta", "address": {"address_line_1": "2915 NE Alberta St", "locality": "Portland", "administrative_district_level_1": "OR", "postal_code": "97211", "country": "US"},
         "timezone": "America/Los_Angeles", "capabilities": ["CREDIT_CARD_PROCESSING", "AUTOMATIC_TRANSFERS"], "status": "ACTIVE", "created_at": "2021-08-16T19:02:55.000Z",
         "merchant_id": "ML5QW0ZQ3H8K2", "country": "US", "language_code": "en-US", "currency": "USD", "business_name": "Fernhill Coffee Roasters", "type": "PHYSICAL", "mcc": "5814"}]}

    def var(vid: str, name: str, sku: str, price: int, ordinal: int, ver: int, upd: str) -> dict[str, Any]:
        return {"type": "ITEM_VARIATION", "id": vid, "updated_at": upd, "created_at": "2024-06-19T15:52:25.678Z", "version": ver, "is_deleted": False, "present_at_all_locations": True,
                "item_variation_data": {"item_id": item, "name": name, "sku": sku, "ordinal": ordinal, "pricing_type": "FIXED_PRICING", "price_money": {"amount": price, "currency": "USD"},
                                        "track_inventory": True, "sellable": True, "stockable": True, "location_overrides": [{"location_id": pearl, "track_inventory": True}, {"location_id": alberta, "track_inventory": True}]}}

    v_orig = var(orig, "Original", "CBC-32-ORIG", 1800, 1, 1718812345678, "2024-06-19T15:52:25.678Z")
    v_van0 = var(van, "Vanilla", "CBC-32-VAN", 1950, 2, 1718812345678, "2024-06-19T15:52:25.678Z")
    v_van1 = var(van, "Vanilla", "CBC-32-VAN", 2100, 2, 1718899473514, "2024-06-20T16:04:33.514Z")

    def catalog(vv: dict[str, Any]) -> dict[str, Any]:
        big = {"type": "ITEM", "id": item, "updated_at": "2024-06-19T15:52:25.678Z", "created_at": "2024-06-19T15:52:25.678Z", "version": 1718812345678, "is_deleted": False,
               "present_at_all_locations": True, "item_data": {"name": "Cold Brew Concentrate 32oz", "description": "Slow-steeped 18 hours. Dilute 1:1. Keep refrigerated.",
                                                               "is_taxable": False, "variations": [v_orig, vv], "product_type": "REGULAR", "skip_modifier_screen": True,
                                                               "categories": [{"id": "DN4QZP7YB2TXWAK5M3RL6C8E", "ordinal": -2251799813685248}], "is_archived": False}}
        cup = {"type": "ITEM", "id": "Q9XJ3MTRB6WZ2NKD5HPL7YCA", "updated_at": "2024-03-02T18:11:09.302Z", "created_at": "2022-05-10T16:20:44.118Z", "version": 1709403069302, "is_deleted": False,
               "present_at_all_locations": True, "item_data": {"name": "Cold Brew (16oz, in-store)", "is_taxable": False, "product_type": "REGULAR",
                                                               "variations": [{"type": "ITEM_VARIATION", "id": "H6TB2WQ9PLZX4MNC7RKD3EYA", "version": 1709403069302,
                                                                               "item_variation_data": {"item_id": "Q9XJ3MTRB6WZ2NKD5HPL7YCA", "name": "Regular", "ordinal": 1, "pricing_type": "FIXED_PRICING",
                                                                                                       "price_money": {"amount": 525, "currency": "USD"}, "track_inventory": False, "sellable": True, "stockable": True}}]}}
        return {"objects": [big, cup], "latest_time": "2024-06-20T16:04:33.514Z" if vv is v_van1 else "2024-06-19T15:52:25.678Z"}

    def cnt(vid: str, loc: str, qty: int, at: str) -> dict[str, Any]:
        return {"catalog_object_id": vid, "catalog_object_type": "ITEM_VARIATION", "state": "IN_STOCK", "location_id": loc, "quantity": str(qty), "calculated_at": at}

    c0 = [cnt(orig, pearl, 12, "2024-06-20T15:31:07.214Z"), cnt(orig, alberta, 7, "2024-06-20T13:58:40.902Z"),
          cnt(van, pearl, 4, "2024-06-20T15:12:54.660Z"), cnt(van, alberta, 9, "2024-06-20T14:00:00.517Z")]
    c1 = [cnt(orig, pearl, 20, "2024-06-20T16:02:01.833Z"), cnt(orig, alberta, 7, "2024-06-20T13:58:40.902Z"),
          cnt(van, pearl, 4, "2024-06-20T15:12:54.660Z"), cnt(van, alberta, 8, "2024-06-20T16:09:12.911Z")]
    adj = {"type": "ADJUSTMENT", "adjustment": {"id": "5YQWXN3D7KZ2PLB4TRM6HCA8", "reference_id": "PO-2024-0620-PEARL", "from_state": "NONE", "to_state": "IN_STOCK",
                                                "location_id": pearl, "catalog_object_id": orig, "catalog_object_type": "ITEM_VARIATION", "quantity": "8",
                                                "occurred_at": "2024-06-20T16:02:00.000Z", "created_at": "2024-06-20T16:02:01.833Z",
                                                "source": {"product": "EXTERNAL_API", "application_id": "sq0idp-Fh3xQ2kL9zR7vN1mW5tY8c", "name": "Fernhill Ops MCP"}}}
    transfer = {"type": "TRANSFER", "transfer": {"id": "8BWMR2KQ5XZT7NLD3PYC4HJA", "reference_id": "XFER-0620-01", "state": "IN_STOCK", "from_location_id": pearl, "to_location_id": alberta,
                                                 "catalog_object_id": orig, "catalog_object_type": "ITEM_VARIATION", "quantity": "3", "occurred_at": "2024-06-20T16:21:30.000Z",
                                                 "created_at": "2024-06-20T16:21:31.207Z", "source": {"product": "EXTERNAL_API", "application_id": "sq0idp-Fh3xQ2kL9zR7vN1mW5tY8c", "name": "Fernhill Ops MCP"}}}

    def order(oid: str, at: str, lines: list[tuple[str, str, str, int, int]], tip: int) -> dict[str, Any]:
        items = [{"uid": hexid("", oid + n, 22), "catalog_object_id": v, "catalog_version": ver, "quantity": str(q), "name": n, "variation_name": vn,
                  "base_price_money": {"amount": p, "currency": "USD"}, "gross_sales_money": {"amount": p * q, "currency": "USD"},
                  "total_money": {"amount": p * q, "currency": "USD"}, "total_tax_money": {"amount": 0, "currency": "USD"}, "item_type": "ITEM"}
                 for n, vn, v, q, p, ver in [(a, b, c, q, p, 1718899473514 if c == van else 1709403069302) for a, b, c, q, p in lines]]
        sub = sum(int(i["total_money"]["amount"]) for i in items)
        return {"id": oid, "location_id": alberta, "line_items": items, "created_at": at, "updated_at": at, "closed_at": at, "state": "COMPLETED", "version": 4,
                "source": {"name": "Square Point of Sale"}, "total_money": {"amount": sub + tip, "currency": "USD"}, "total_tax_money": {"amount": 0, "currency": "USD"},
                "total_discount_money": {"amount": 0, "currency": "USD"}, "total_tip_money": {"amount": tip, "currency": "USD"},
                "tenders": [{"id": hexid("", oid + "t", 24).upper(), "type": "CARD", "amount_money": {"amount": sub, "currency": "USD"}, "tip_money": {"amount": tip, "currency": "USD"},
                             "card_details": {"status": "CAPTURED", "card": {"card_brand": "VISA" if tip else "MASTERCARD", "last_4": "6614" if tip else "0287"}, "entry_method": "CONTACTLESS"}}],
                "net_amounts": {"total_money": {"amount": sub + tip, "currency": "USD"}, "tip_money": {"amount": tip, "currency": "USD"}}}

    o1 = order("Xk4hR3sT9bYwQ2mLpN8vZ1cDeF", "2024-06-20T16:09:12.480Z", [("Cold Brew Concentrate 32oz", "Vanilla", van, 1, 2100)], 0)
    o2 = order("Wj3gQ2rS8aXvP1lKoM7uY0bCdE", "2024-06-20T16:01:47.115Z", [("Cold Brew (16oz, in-store)", "Regular", "H6TB2WQ9PLZX4MNC7RKD3EYA", 2, 525)], 200)
    sale = {"type": "ADJUSTMENT", "adjustment": {"id": "3KDP8WZQ2TXN5LYB7RMC4HAJ", "from_state": "IN_STOCK", "to_state": "SOLD", "location_id": alberta, "catalog_object_id": van,
                                                 "catalog_object_type": "ITEM_VARIATION", "quantity": "1", "total_price_money": {"amount": 2100, "currency": "USD"},
                                                 "occurred_at": "2024-06-20T16:09:12.480Z", "created_at": "2024-06-20T16:09:12.911Z",
                                                 "source": {"product": "SQUARE_POS", "application_id": "sq0idp-wGVapF8sNt9PLrdj5znuKA", "name": "Square Point of Sale 6.44"},
                                                 "transaction_id": "Xk4hR3sT9bYwQ2mLpN8vZ1cDeF"}}
    count9 = {"type": "PHYSICAL_COUNT", "physical_count": {"id": "6NQXB2WKZ5TRP3LMD7YC8HJA", "reference_id": "open-count-0620", "catalog_object_id": van, "catalog_object_type": "ITEM_VARIATION",
                                                          "state": "IN_STOCK", "location_id": alberta, "quantity": "9", "occurred_at": "2024-06-20T14:00:00.000Z", "created_at": "2024-06-20T14:00:00.517Z",
                                                          "source": {"product": "SQUARE_DASHBOARD", "name": "Square Dashboard"}, "team_member_id": "TMqX2Lw9RcZ7bN4k"}}
    recv = {"type": "ADJUSTMENT", "adjustment": {"id": "2HZT5QWN8KXB3PLD7YMC4RJA", "from_state": "NONE", "to_state": "IN_STOCK", "location_id": alberta, "catalog_object_id": van,
                                                 "catalog_object_type": "ITEM_VARIATION", "quantity": "12", "occurred_at": "2024-06-19T16:30:00.000Z", "created_at": "2024-06-19T16:30:02.044Z",
                                                 "source": {"product": "SQUARE_DASHBOARD", "name": "Square Dashboard"}}}
    turns = [
        (call("list_locations"), d(locs)),
        (call("search_catalog_objects", object_types=["ITEM"], query={"text_query": {"keywords": ["cold", "brew"]}}), d(catalog(v_van0))),
        (call("batch_retrieve_inventory_counts", catalog_object_ids=[orig, van], location_ids=[pearl, alberta]), d({"counts": c0})),
        (call("batch_change_inventory", idempotency_key="restock-pearl-20240620-cbc32", changes=[{"type": "ADJUSTMENT", "adjustment": {
            "reference_id": "PO-2024-0620-PEARL", "from_state": "NONE", "to_state": "IN_STOCK", "location_id": pearl, "catalog_object_id": orig, "quantity": "8", "occurred_at": "2024-06-20T16:02:00Z"}}]),
         d({"counts": [c1[0]], "changes": [adj]})),
        (call("upsert_catalog_object", idempotency_key="price-van-2100-0620", object={"type": "ITEM_VARIATION", "id": van, "version": 1718812345678,
                                                                                     "item_variation_data": {"item_id": item, "name": "Vanilla", "sku": "CBC-32-VAN", "pricing_type": "FIXED_PRICING", "price_money": {"amount": 2100, "currency": "USD"}, "track_inventory": True}}),
         d({"catalog_object": v_van1, "id_mappings": []})),
        (call("search_catalog_objects", object_types=["ITEM"], query={"text_query": {"keywords": ["cold", "brew"]}}), d(catalog(v_van1))),
        (call("batch_retrieve_inventory_counts", catalog_object_ids=[orig, van], location_ids=[pearl, alberta]), d({"counts": c1})),
        (call("search_orders", location_ids=[alberta], query={"filter": {"date_time_filter": {"created_at": {"start_at": "2024-06-20T16:00:00Z"}}, "state_filter": {"states": ["COMPLETED"]}},
                                                             "sort": {"sort_field": "CREATED_AT", "sort_order": "DESC"}}, limit=10), d({"orders": [o1, o2]})),
        (call("retrieve_inventory_changes", catalog_object_id=van, location_ids=[alberta], limit=3), d({"changes": [sale, count9, recv], "cursor": "CAASEAoKMjAyNC0wNi0xORIEEAEYAw"})),
        (call("batch_change_inventory", idempotency_key="xfer-orig-pearl-alberta-3", changes=[{"type": "TRANSFER", "transfer": {
            "reference_id": "XFER-0620-01", "state": "IN_STOCK", "from_location_id": pearl, "to_location_id": alberta, "catalog_object_id": orig, "quantity": "3", "occurred_at": "2024-06-20T16:21:30Z"}}]),
         d({"counts": [cnt(orig, pearl, 17, "2024-06-20T16:21:31.207Z"), cnt(orig, alberta, 10, "2024-06-20T16:21:31.207Z")], "changes": [transfer]})),
        (call("batch_retrieve_inventory_counts", catalog_object_ids=[orig], location_ids=[pearl, alberta]),
         d({"counts": [cnt(orig, pearl, 17, "2024-06-20T16:21:31.207Z"), cnt(orig, alberta, 10, "2024-06-20T16:21:31.207Z")]})),
        (call("retrieve_catalog_object", object_id=van), d({"object": v_van1, "related_objects": []})),
    ]
    rs.add("mcp", "h53-mcp-15", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 16 Lever (less common) - bad at turn 9: a tag removed in turn 6 is back on the opportunity


def t16(rs: RowSet) -> None:
    tools = [
        T("list_stages", "List pipeline stages.", []),
        T("list_opportunities", "List opportunities, filtered by posting and stage.", [], posting_id=S, stage_id=S, limit=INT),
        T("get_opportunity", "Get an opportunity.", ["opportunity_id"], opportunity_id=S),
        T("list_feedback", "List feedback forms of an opportunity.", ["opportunity_id"], opportunity_id=S),
        T("update_opportunity_stage", "Move an opportunity to a stage.", ["opportunity_id", "stage"], opportunity_id=S, stage=S, perform_as=S),
        T("remove_tags", "Remove tags from an opportunity.", ["opportunity_id", "tags"], opportunity_id=S, tags=A, perform_as=S),
        T("add_tags", "Add tags to an opportunity.", ["opportunity_id", "tags"], opportunity_id=S, tags=A, perform_as=S),
        T("add_note", "Add a note to an opportunity.", ["opportunity_id", "value"], opportunity_id=S, value=S, perform_as=S),
        T("list_notes", "List notes of an opportunity.", ["opportunity_id"], opportunity_id=S),
    ]
    system = sysp("lever", "Lever Data API v1 for Parcelwise; perform_as defaults to Camille Roux", tools)
    stage_ids = {"lead-new": "New lead", "lead-reached-out": "Reached out", "applicant-new": "New applicant",
                 "8a1c5f2e-3b7d-4e90-a1c6-5f2e8d4b7a03": "Recruiter screen", "b7e40d91-6c2a-4f58-9e13-0d7a4c2b8f16": "Phone interview",
                 "c3a9e6f0-2d4b-4c71-8a5e-9b1f0e6d3c27": "On-site interview", "f21d8b47-5e9c-4a36-b0d2-7c4e1a8f5b39": "Offer"}
    rscreen, phone = "8a1c5f2e-3b7d-4e90-a1c6-5f2e8d4b7a03", "b7e40d91-6c2a-4f58-9e13-0d7a4c2b8f16"
    camille = "c41f7a2e-9b3d-4c08-a6e1-2f5d8b0c7e94"
    posting = "5e9b1c3a-7d2f-4a86-b0e4-8c1d6f3a9b27"
    oid = "8d2f61b7-4c3e-4a1a-9f0e-27b6c8e5d413"
    ch0 = [{"toStageId": "applicant-new", "toStageIndex": 2, "updatedAt": 1721304000000, "userId": None},
           {"toStageId": rscreen, "toStageIndex": 3, "updatedAt": 1722254400000, "userId": camille}]
    ch1 = ch0 + [{"toStageId": phone, "toStageIndex": 4, "updatedAt": 1723542110000, "userId": camille}]

    def opp(stage: str, changes: list[dict[str, Any]], tags: list[str], updated: int, inter: int, adv: int) -> dict[str, Any]:
        return {"id": oid, "name": "Noor Haddad", "headline": "Cobalt Systems, Mapbox", "contact": "1c7e0b94-3a5d-4f62-8e17-b9d0c2a4f651", "emails": ["noor.haddad@fastmail.com"],
                "phones": [{"type": "mobile", "value": "+49 1512 3384901"}], "confidentiality": "non-confidential", "location": "Berlin", "links": ["https://github.com/nhaddad"],
                "createdAt": 1721304000000, "updatedAt": updated, "lastInteractionAt": inter, "lastAdvancedAt": adv, "snoozedUntil": None, "archivedAt": None, "archiveReason": None,
                "stage": stage, "stageChanges": changes, "owner": camille, "tags": tags, "sources": ["Referral"], "origin": "referred", "sourcedBy": None,
                "applications": ["0a6e3c1d-5b8f-4e29-a7c0-d3f1b9e6a482"], "resume": None, "followers": [camille, "e83b5d10-4f2a-4c97-b1e6-0a9d7c3f5e28"],
                "urls": {"list": "https://hire.lever.co/candidates", "show": f"https://hire.lever.co/candidates/{oid}"}, "dataProtection": None, "isAnonymized": False}

    def other(i: str, name: str, stage: str, tags: list[str], created: int, adv: int, loc: str) -> dict[str, Any]:
        return {"id": i, "name": name, "headline": "", "emails": [name.lower().replace(" ", ".") + "@gmail.com"], "location": loc, "createdAt": created, "updatedAt": adv,
                "lastInteractionAt": adv, "lastAdvancedAt": adv, "stage": stage, "owner": camille, "tags": tags, "sources": ["LinkedIn"], "origin": "applied", "archivedAt": None,
                "applications": [hexid("", i, 8) + i[8:]], "urls": {"show": f"https://hire.lever.co/candidates/{i}"}}

    lukas = other("31b0e7c5-2d9a-4f18-8c63-e4a1b7d0f925", "Lukas Brandt", rscreen, ["Go", "Remote-EU"], 1721822400000, 1722513600000, "Hamburg")
    aiko = other("72c4a9e1-6f3b-4d05-9a28-b5e0c3d7f184", "Aiko Tanaka", rscreen, ["Python"], 1722340800000, 1723032000000, "Amsterdam")
    ines = other("a95d3f20-1c7e-4b86-8d49-f6b2e0a4c731", "Ines Moreau", phone, ["Python", "Remote-EU"], 1720872000000, 1723104000000, "Lyon")
    tags0 = ["Referral-pending", "Python", "Remote-EU"]
    tags1 = ["Python", "Remote-EU"]
    tags2 = ["Python", "Remote-EU", "Referral-confirmed"]
    tags_bad = ["Referral-pending", "Python", "Remote-EU", "Referral-confirmed"]
    fb = {"id": "f0c2b7e9-4a1d-4e63-b58c-7d9e2f0a3b16", "type": "interview", "text": "Recruiter Screen Scorecard", "instructions": "Cover motivation, notice period, salary band.",
          "fields": [{"type": "score-system", "text": "Rating", "description": "", "required": True, "value": "4 - Hire"},
                     {"type": "textarea", "text": "Notes", "description": "", "required": False, "value": "Built routing service at Cobalt; strong async Python. Notice 2 months. Band B fits."},
                     {"type": "dropdown", "text": "Referral verified?", "description": "", "required": False, "value": "Pending - referrer (Jonas Weber) not yet confirmed"}],
          "baseTemplateId": "0d4e8a2f-6b9c-4317-a5e0-c2f1d7b9e384", "user": camille, "panel": None, "interview": None,
          "createdAt": 1722254400000, "completedAt": 1722258120000, "deletedAt": None}
    n1 = {"id": "6a3f9e12-0b7c-4d58-91e4-c8d2a5f0b763", "text": "Referral from Jonas Weber (Platform team) - awaiting confirmation in the referral form.",
          "fields": [{"type": "text", "text": "note", "value": "Referral from Jonas Weber (Platform team) - awaiting confirmation in the referral form."}],
          "user": camille, "secret": False, "completedAt": 1722255000000, "createdAt": 1722255000000, "deletedAt": None}
    n2_text = "Jonas confirmed the referral on Slack (13 Aug). Moved to phone interview with Malte; please book 45 min this week."
    n2 = {"id": "d71b4c08-9e2a-4f35-a6d0-3b8e1c7f4a92", "text": n2_text, "fields": [{"type": "text", "text": "note", "value": n2_text}],
          "user": camille, "secret": False, "completedAt": 1723542300000, "createdAt": 1723542300000, "deletedAt": None}
    turns = [
        (call("list_stages"), d({"data": [{"id": k, "text": v} for k, v in stage_ids.items()], "hasNext": False})),
        (call("list_opportunities", posting_id=posting, stage_id=rscreen, limit=20),
         d({"data": [opp(rscreen, ch0, tags0, 1722258120000, 1722258120000, 1722254400000), lukas, aiko], "hasNext": False})),
        (call("get_opportunity", opportunity_id=oid), d({"data": opp(rscreen, ch0, tags0, 1722258120000, 1722258120000, 1722254400000)})),
        (call("list_feedback", opportunity_id=oid), d({"data": [fb], "hasNext": False})),
        (call("update_opportunity_stage", opportunity_id=oid, stage=phone, perform_as=camille), d({"data": opp(phone, ch1, tags0, 1723542110000, 1723542110000, 1723542110000)})),
        (call("remove_tags", opportunity_id=oid, tags=["Referral-pending"], perform_as=camille), d({"data": opp(phone, ch1, tags1, 1723542171000, 1723542110000, 1723542110000)})),
        (call("add_tags", opportunity_id=oid, tags=["Referral-confirmed"], perform_as=camille), d({"data": opp(phone, ch1, tags2, 1723542190000, 1723542110000, 1723542110000)})),
        (call("add_note", opportunity_id=oid, value=n2_text, perform_as=camille), d({"data": {"noteId": n2["id"]}})),
        (call("get_opportunity", opportunity_id=oid), d({"data": opp(phone, ch1, tags_bad, 1723542300000, 1723542300000, 1723542110000)})),
        (call("list_notes", opportunity_id=oid), d({"data": [n2, n1], "hasNext": False})),
        (call("list_opportunities", posting_id=posting, stage_id=phone, limit=20),
         d({"data": [opp(phone, ch1, tags2, 1723542300000, 1723542300000, 1723542110000), ines], "hasNext": False})),
        (call("list_feedback", opportunity_id=oid), d({"data": [fb], "hasNext": False})),
    ]
    rs.add("mcp", "h53-mcp-16", system, turns, bad=True, turn=9,
           kind="the opportunity's tags include Referral-pending again in turn 9 though turn 6 removed it and nothing re-added it")


# ---------------------------------------------------------------------------------------------------------
# 17 SendGrid (mainstream) - clean: new template version activated, stats counters grow, a bounce removed


def t17(rs: RowSet) -> None:
    tools = [
        T("list_templates", "List dynamic transactional templates.", [], generations=S, page_size=INT),
        T("get_template", "Get a template with its versions.", ["template_id"], template_id=S),
        T("create_template_version", "Create a new version of a template.", ["template_id", "name", "subject"], template_id=S, name=S, subject=S, html_content=S, active=INT),
        T("activate_template_version", "Make a version the active one.", ["template_id", "version_id"], template_id=S, version_id=S),
        T("get_stats", "Global email statistics.", ["start_date"], start_date=S, end_date=S, aggregated_by=S),
        T("list_bounces", "List the bounce suppression list.", [], start_time=INT, limit=INT),
        T("delete_bounce", "Remove an address from the bounce list.", ["email"], email=S),
    ]
    system = sysp("sendgrid", "Twilio SendGrid Web API v3 for the Parcelwise transactional subuser", tools)
    tid = "d-4f8e2c1a9b7d4e3f8a6c5b2d1e0f9a87"
    thumb = "//us-east-2-production-thumbnail-bucket.s3.amazonaws.com/"

    def ver(vid: str, name: str, active: int, subject: str, updated: str, tpl: str = tid) -> dict[str, Any]:
        return {"id": vid, "template_id": tpl, "active": active, "name": name, "generate_plain_content": True, "subject": subject, "updated_at": updated, "editor": "code",
                "thumbnail_url": thumb + hexid("", vid, 40) + ".png"}

    subj = "Your order {{order_number}} is on its way"
    v2 = ver("5b2a9c7e-1f4d-4a3b-9e6c-2d8f0a1b7c43", "v2", 0, "Your order {{order_number}} has shipped", "2024-03-02 16:40:19")
    v3a = ver("7e1c4a2b-3d5f-4e6a-8b9c-0d1e2f3a4b5c", "v3 – June refresh", 1, subj, "2024-06-11 09:14:52")
    v3b = ver("7e1c4a2b-3d5f-4e6a-8b9c-0d1e2f3a4b5c", "v3 – June refresh", 0, subj, "2024-07-02 13:21:40")
    v4a = ver("c0a9e8f7-6b5d-4c3a-8e1f-2a3b4c5d6e7f", "v4 – carrier link", 0, subj, "2024-07-02 13:20:08")
    v4b = ver("c0a9e8f7-6b5d-4c3a-8e1f-2a3b4c5d6e7f", "v4 – carrier link", 1, subj, "2024-07-02 13:21:40")
    reset = {"id": "d-1a2b3c4d5e6f47089a1b2c3d4e5f6a7b", "name": "Password Reset", "generation": "dynamic", "updated_at": "2024-01-15 11:02:37",
             "versions": [ver("0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f", "v1", 1, "Reset your Parcelwise password", "2024-01-15 11:02:37", "d-1a2b3c4d5e6f47089a1b2c3d4e5f6a7b")]}
    digest = {"id": "d-9c8d7e6f5a4b43c2d1e0f9a8b7c6d5e4", "name": "Weekly Digest", "generation": "dynamic", "updated_at": "2024-05-27 08:00:03",
              "versions": [ver("3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98", "May layout", 1, "Your week on Parcelwise", "2024-05-27 08:00:03", "d-9c8d7e6f5a4b43c2d1e0f9a8b7c6d5e4")]}
    shipped0 = {"id": tid, "name": "Order Shipped", "generation": "dynamic", "updated_at": "2024-06-11 09:14:52", "versions": [v3a, v2]}
    html = "<html><body><h1>Order {{order_number}} is on its way</h1><p>Carrier: {{carrier}} - <a href=\"{{tracking_url}}\">track your parcel</a></p></body></html>"

    def stats(m: dict[str, int]) -> list[dict[str, Any]]:
        base = {"blocks": 3, "bounce_drops": 1, "bounces": 6, "invalid_emails": 0, "spam_report_drops": 0, "spam_reports": 1, "unsubscribe_drops": 0, "unsubscribes": 2}
        base.update(m)
        return [{"date": "2024-07-02", "stats": [{"metrics": dict(sorted(base.items()))}]}]

    bounces = [{"created": 1719903133, "email": "d.kaminski@outlook.com", "reason": "452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://aka.ms/mailboxquota", "status": "4.2.2"},
               {"created": 1719911740, "email": "maria.lopez@protonmail.con", "reason": "Unable to resolve MX host protonmail.con", "status": "5.1.2"},
               {"created": 1719915502, "email": "orders@bramblefarm.co.uk", "reason": "550 5.1.1 <orders@bramblefarm.co.uk>: Recipient address rejected: User unknown in virtual mailbox table", "status": "5.1.1"}]
    turns = [
        (call("list_templates", generations="dynamic", page_size=10), d({"result": [shipped0, reset, digest], "_metadata": {"self": "https://api.sendgrid.com/v3/templates?generations=dynamic&page_size=10", "count": 3}})),
        (call("get_template", template_id=tid), d(shipped0)),
        (call("create_template_version", template_id=tid, name="v4 – carrier link", subject=subj, html_content=html, active=0), d(dict(v4a, html_content=html, plain_content="Order {{order_number}} is on its way\n\nCarrier: {{carrier}} - track your parcel ( {{tracking_url}} )", test_data="{\"order_number\":\"PW-104233\",\"carrier\":\"DPD\",\"tracking_url\":\"https://track.dpd.co.uk/p/15501234567890\"}"))),
        (call("activate_template_version", template_id=tid, version_id=v4a["id"]), d(v4b)),
        (call("get_stats", start_date="2024-07-02", aggregated_by="day"),
         d(stats({"requests": 1842, "processed": 1841, "delivered": 1815, "deferred": 11, "opens": 1120, "unique_opens": 903, "clicks": 214, "unique_clicks": 188}))),
        (call("list_bounces", start_time=1719878400, limit=50), d(bounces)),
        (call("delete_bounce", email="d.kaminski@outlook.com"), d({"status": 204, "message": "No Content"})),
        (call("get_template", template_id=tid), d({"id": tid, "name": "Order Shipped", "generation": "dynamic", "updated_at": "2024-07-02 13:21:40", "versions": [v4b, v3b, v2]})),
        (call("get_stats", start_date="2024-07-02", aggregated_by="day"),
         d(stats({"requests": 1907, "processed": 1906, "delivered": 1879, "deferred": 12, "opens": 1163, "unique_opens": 938, "clicks": 226, "unique_clicks": 197}))),
    ]
    rs.add("mcp", "h53-mcp-17", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 18 Recurly (less common) - bad at turn 5: the past-due invoice's total changes from 149.00 to 194.00


def t18(rs: RowSet) -> None:
    tools = [
        T("get_account", "Get an account by id or code (code-<code>).", ["account_id"], account_id=S),
        T("list_account_invoices", "List an account's invoices.", ["account_id"], account_id=S, limit=INT, order=S, sort=S),
        T("get_subscription", "Get a subscription.", ["subscription_id"], subscription_id=S),
        T("list_account_transactions", "List an account's transactions.", ["account_id"], account_id=S, limit=INT, order=S),
        T("get_invoice", "Get an invoice by id or number (number-<n>).", ["invoice_id"], invoice_id=S),
        T("update_billing_info", "Update an account's billing info with a Recurly.js token.", ["account_id", "token_id"], account_id=S, token_id=S),
        T("collect_invoice", "Force a collection attempt on a past-due invoice.", ["invoice_id"], invoice_id=S),
    ]
    system = sysp("recurly", "Recurly API v2021-02-25 for the site kinetik (USD)", tools)
    acc = {"id": "o2k9x4bq7z1m", "object": "account", "code": "acct-5530-kinetik", "email": "finance@kinetikstudios.com", "company": "Kinetik Studios"}
    sub_id = "p8n3c1v7x5z2"

    def billing(last4: str, first6: str, exp: tuple[int, int], brand: str, updated: str) -> dict[str, Any]:
        return {"id": "bq7x2m9k4n1p" if last4 == "0341" else "c5r8t1w3y6z0", "object": "billing_info", "account_id": "o2k9x4bq7z1m", "first_name": "Dara", "last_name": "Quinlan",
                "company": "Kinetik Studios", "address": {"street1": "88 Wythe Ave", "street2": "Floor 3", "city": "Brooklyn", "region": "NY", "postal_code": "11249", "country": "US", "phone": "+1 347 555 0190"},
                "valid": True, "payment_method": {"object": "credit_card", "card_type": brand, "first_six": first6, "last_four": last4, "exp_month": exp[0], "exp_year": exp[1],
                                                  "gateway_code": "stripe-main", "card_network_preference": None, "funding_source": "credit"},
                "fraud": None, "primary_payment_method": True, "backup_payment_method": False, "created_at": "2023-03-08T14:22:58Z" if last4 == "0341" else updated, "updated_at": updated,
                "updated_by": {"ip": "73.214.80.19", "country": "US"}}

    def account(past_due: bool, bi: dict[str, Any], updated: str) -> dict[str, Any]:
        return {"id": "o2k9x4bq7z1m", "object": "account", "state": "active", "hosted_login_token": "Xq7b2Lp9mZt4WcR8vKn3Fd6Hs1Yj", "has_live_subscription": True,
                "has_active_subscription": True, "has_future_subscription": False, "has_canceled_subscription": False, "has_paused_subscription": False,
                "has_past_due_invoice": past_due, "created_at": "2023-03-08T14:22:51Z", "updated_at": updated, "deleted_at": None, "code": "acct-5530-kinetik",
                "username": None, "email": "finance@kinetikstudios.com", "override_business_entity_id": None, "preferred_locale": "en-US", "preferred_time_zone": "America/New_York",
                "cc_emails": "dara@kinetikstudios.com", "first_name": "Dara", "last_name": "Quinlan", "company": "Kinetik Studios", "vat_number": None, "tax_exempt": False,
                "bill_to": "self", "dunning_campaign_id": "dc-7f2k9x1m", "address": bi["address"], "billing_info": bi, "custom_fields": [{"name": "crm_id", "value": "HS-402281"}]}

    bi0 = billing("0341", "545454", (7, 2026), "MasterCard", "2023-03-08T14:22:58Z")
    bi1 = billing("8210", "411111", (4, 2028), "Visa", "2024-08-20T10:14:05Z")

    def txn(tid: str, inv: str, num: str, when: str, ok: bool, origin: str) -> dict[str, Any]:
        t = {"id": tid, "object": "transaction", "uuid": hexid("", tid), "original_transaction_id": None, "account": acc,
             "invoice": {"id": inv, "object": "invoice", "number": num, "type": "charge", "state": "paid" if ok else "past_due"},
             "type": "purchase", "origin": origin, "currency": "USD", "amount": 149.0, "status": "success" if ok else "declined", "success": ok, "refunded": False,
             "collection_method": "automatic", "payment_method": {"object": "credit_card", "card_type": "Visa" if tid == "tx9c4v2b7n1m" else "MasterCard",
                                                                  "last_four": "8210" if tid == "tx9c4v2b7n1m" else "0341"},
             "status_code": None if ok else "insufficient_funds",
             "status_message": None if ok else "The transaction was declined due to insufficient funds in the account. Please use a different card or contact your bank.",
             "customer_message": None if ok else "Your card was declined. Please use a different card.", "gateway_reference": "ch_" + hexid("", tid, 24),
             "created_at": when, "updated_at": when, "collected_at": when if ok else None}
        return t

    inv_id = "rq5m0x8b2k4p"
    t1 = txn("tx3f8k1p0w5z", inv_id, "1192", "2024-08-15T00:00:09Z", False, "recurring")
    t2 = txn("tx6h2q4r8y1c", inv_id, "1192", "2024-08-18T09:00:12Z", False, "recurring")
    t3 = txn("tx9c4v2b7n1m", inv_id, "1192", "2024-08-20T10:14:31Z", True, "force_collect")
    t0 = txn("tx1a7d3g5j9l", "mw2t6y0c4e8g", "1187", "2024-07-15T00:00:08Z", True, "recurring")

    def invoice(num: str, iid: str, state: str, total: float, balance: float, created: str, sub: float, txns: list[dict[str, Any]], closed: str | None, plan: str = "Studio Pro (Monthly)", full: bool = True) -> dict[str, Any]:
        i: dict[str, Any] = {"id": iid, "object": "invoice", "type": "charge", "origin": "renewal", "state": state, "account": acc, "billing_info_id": bi0["id"],
                             "subscription_ids": [sub_id], "previous_invoice_id": None, "number": num, "collection_method": "automatic", "po_number": None, "net_terms": 0,
                             "currency": "USD", "balance": balance, "paid": round(total - balance, 2), "total": total, "subtotal": sub, "discount": 0.0, "tax": 0.0,
                             "refundable_amount": round(total - balance, 2), "created_at": created, "updated_at": closed or created, "due_at": created, "closed_at": closed}
        if full:
            i["line_items"] = {"object": "list", "has_more": False, "data": [{"id": hexid("li", iid, 10), "object": "line_item", "type": "charge", "state": "invoiced",
                                                                              "description": plan, "subscription_id": sub_id, "plan_code": "studio-pro-monthly",
                                                                              "quantity": 1, "unit_amount": sub, "subtotal": sub, "amount": sub, "tax": 0.0,
                                                                              "start_date": created[:10] + "T00:00:00Z", "end_date": None}]}
            i["transactions"] = txns
            i["dunning_campaign_id"] = "dc-7f2k9x1m"
        return i

    listing = [invoice("1192", inv_id, "past_due", 149.0, 149.0, "2024-08-15T00:00:07Z", 149.0, [], None, full=False),
               invoice("1187", "mw2t6y0c4e8g", "paid", 149.0, 0.0, "2024-07-15T00:00:06Z", 149.0, [], "2024-07-15T00:00:08Z", full=False),
               invoice("1176", "kj8h3n6p1s5v", "paid", 149.0, 0.0, "2024-06-15T00:00:05Z", 149.0, [], "2024-06-15T00:00:07Z", full=False),
               invoice("1163", "dz4q7w1e9r3t", "paid", 129.0, 0.0, "2024-05-15T00:00:06Z", 129.0, [], "2024-05-15T00:00:09Z", full=False)]
    sub = {"id": sub_id, "object": "subscription", "uuid": "6d1e0f2a3b4c5d6e7f8091a2b3c4d5e6", "account": acc,
           "plan": {"id": "pl4k8m2n6q0s", "object": "plan", "code": "studio-pro-monthly", "name": "Studio Pro (Monthly)"}, "state": "active",
           "current_period_started_at": "2024-08-15T00:00:00Z", "current_period_ends_at": "2024-09-15T00:00:00Z", "current_term_started_at": "2024-05-15T00:00:00Z",
           "current_term_ends_at": "2025-05-15T00:00:00Z", "trial_started_at": None, "trial_ends_at": None, "remaining_billing_cycles": None, "total_billing_cycles": None,
           "renewal_billing_cycles": None, "auto_renew": True, "paused_at": None, "remaining_pause_cycles": None, "currency": "USD", "revenue_schedule_type": "evenly",
           "unit_amount": 149.0, "tax_inclusive": False, "quantity": 1, "add_ons": [], "add_ons_total": 0.0, "subtotal": 149.0, "collection_method": "automatic",
           "po_number": None, "net_terms": 0, "terms_and_conditions": None, "customer_notes": None, "expiration_reason": None, "custom_fields": [],
           "created_at": "2023-03-08T14:23:02Z", "updated_at": "2024-05-15T10:41:19Z", "activated_at": "2023-03-08T14:23:02Z", "canceled_at": None, "expires_at": None,
           "bank_account_authorized_at": None, "gateway_code": "stripe-main", "billing_info_id": bi0["id"], "active_invoice_id": inv_id}
    paid = invoice("1192", inv_id, "paid", 149.0, 0.0, "2024-08-15T00:00:07Z", 149.0, [t3, t2, t1], "2024-08-20T10:14:31Z")
    paid["billing_info_id"] = bi1["id"]
    turns = [
        (call("get_account", account_id="code-acct-5530-kinetik"), d(account(True, bi0, "2024-08-18T09:00:12Z"))),
        (call("list_account_invoices", account_id="o2k9x4bq7z1m", limit=4, order="desc", sort="created_at"),
         d({"object": "list", "has_more": True, "next": "/accounts/o2k9x4bq7z1m/invoices?cursor=dz4q7w1e9r3t%3A1715731206&limit=4&order=desc&sort=created_at", "data": listing})),
        (call("get_subscription", subscription_id=sub_id), d(sub)),
        (call("list_account_transactions", account_id="o2k9x4bq7z1m", limit=3, order="desc"), d({"object": "list", "has_more": True, "next": "/accounts/o2k9x4bq7z1m/transactions?cursor=tx1a7d3g5j9l&limit=3", "data": [t2, t1, t0]})),
        (call("get_invoice", invoice_id="number-1192"), d(invoice("1192", inv_id, "past_due", 194.0, 194.0, "2024-08-15T00:00:07Z", 149.0, [t2, t1], None))),
        (call("update_billing_info", account_id="o2k9x4bq7z1m", token_id="tok_8QwZ2kLp5XvR1mTn"), d(bi1)),
        (call("collect_invoice", invoice_id=inv_id), d(paid)),
        (call("get_account", account_id="code-acct-5530-kinetik"), d(account(False, bi1, "2024-08-20T10:14:31Z"))),
    ]
    rs.add("mcp", "h53-mcp-18", system, turns, bad=True, turn=5,
           kind="invoice 1192 shows total and balance 194.00 in turn 5 though turn 2 listed it at 149.00 (its one line item is still 149.00) with nothing changed in between")


# ---------------------------------------------------------------------------------------------------------
# 19 Workday (mainstream) - clean: time off pending then approved, projected balance, title change vs job profile


def t19(rs: RowSet) -> None:
    tools = [
        T("search_workers", "Search workers by name or id.", ["query"], query=S, limit=INT),
        T("get_worker", "Get a worker's job and personal summary.", ["worker_id"], worker_id=S),
        T("get_time_off_plan_balances", "Time off plan balances of a worker as of a date.", ["worker_id"], worker_id=S, as_of=S),
        T("request_time_off", "Submit a time off request (starts the Request Time Off business process).", ["worker_id", "days"], worker_id=S, days=A, comment=S),
        T("get_business_process_status", "Status of a business process event.", ["event_id"], event_id=S),
        T("change_business_title", "Change a worker's business title.", ["worker_id", "proposed_business_title", "effective_date"], worker_id=S, proposed_business_title=S, effective_date=S, reason=S),
    ]
    system = sysp("workday-hcm", "Workday REST API v1 (tenant northbeam_prod), results as MCP text content", tools)
    nair = "3aa5550b7fe348b98d7b5741afc65534"
    shah = "7c1d0e9f2a3b4c5d6e7f80912a3b4c5d"
    okafor = "b2e4f6a8c0d24e6f8a0b2c4d6e8f0a1b"
    ev_to = "e9c8d7f6a5b44c3d2e1f0a9b8c7d6e5f"
    ev_bt = "f0a1b2c3d4e54f6a7b8c9d0e1f2a3b4c"

    def brief(wid: str, name: str, emp: str, title: str, email: str, loc: str, org: str) -> dict[str, Any]:
        return {"id": wid, "descriptor": name, "href": f"https://wd5-impl-services1.workday.com/ccx/api/v1/northbeam_prod/workers/{wid}", "workerId": emp,
                "businessTitle": title, "primaryWorkEmail": email, "location": {"descriptor": loc}, "supervisoryOrganization": {"descriptor": org}, "isManager": False}

    def search(nair_title: str) -> dict[str, Any]:
        return {"total": 2, "data": [brief(nair, "Priyanka Nair", "21457", nair_title, "priyanka.nair@northbeam.com", "San Francisco - Market St", "Core Platform Product (Daniel Okafor)"),
                                     brief(shah, "Priyanka Shah", "22890", "Payroll Analyst", "priyanka.shah@northbeam.com", "Austin - Domain", "Payroll Operations (Lena Fischer)")]}

    def worker(title: str) -> dict[str, Any]:
        w = brief(nair, "Priyanka Nair", "21457", title, "priyanka.nair@northbeam.com", "San Francisco - Market St", "Core Platform Product (Daniel Okafor)")
        w.update({"jobProfile": {"id": "4d7e9a1c2b3f4e5d8c6a7b9e0f1d2c3a", "descriptor": "Product Manager - Senior"}, "jobType": {"descriptor": "Regular"},
                  "timeType": {"descriptor": "Full time"}, "workerType": {"descriptor": "Employee"}, "managementLevel": {"descriptor": "7 Individual Contributor"},
                  "hireDate": "2019-03-11", "originalHireDate": "2019-03-11", "continuousServiceDate": "2019-03-11", "costCenter": {"descriptor": "CC-4410 Product Management"},
                  "company": {"descriptor": "Northbeam Inc."}, "manager": {"id": okafor, "descriptor": "Daniel Okafor"}, "payGroup": {"descriptor": "US Semi-Monthly"},
                  "workPhone": "+1 (415) 555-0162", "yearsOfService": 5})
        return w

    def plans(as_of: str, vac: tuple[float, float, float, float, float]) -> dict[str, Any]:
        b, a, t, p, bal = vac
        return {"worker": {"id": nair, "descriptor": "Priyanka Nair"}, "asOfDate": as_of, "total": 3, "data": [
            {"timeOffPlan": {"id": "9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d", "descriptor": "US Vacation"}, "unitOfTime": {"descriptor": "Hours"}, "beginningYearBalance": b,
             "accruedYearToDate": a, "takenYearToDate": t, "pendingApproval": p, "balance": bal, "accrualRate": "5 hours per semi-monthly period", "maximumBalance": 160.0},
            {"timeOffPlan": {"id": "1b2c3d4e5f6a4b7c8d9e0f1a2b3c4d5e", "descriptor": "US Sick"}, "unitOfTime": {"descriptor": "Hours"}, "beginningYearBalance": 0.0,
             "accruedYearToDate": 40.0, "takenYearToDate": 16.0, "pendingApproval": 0.0, "balance": 24.0, "accrualRate": "40 hours granted on January 1", "maximumBalance": 40.0},
            {"timeOffPlan": {"id": "2c3d4e5f6a7b4c8d9e0f1a2b3c4d5e6f", "descriptor": "Floating Holiday"}, "unitOfTime": {"descriptor": "Hours"}, "beginningYearBalance": 0.0,
             "accruedYearToDate": 16.0, "takenYearToDate": 8.0, "pendingApproval": 0.0, "balance": 8.0, "accrualRate": "16 hours granted on January 1", "maximumBalance": 16.0}]}

    days = [{"date": x, "timeOffType": "Vacation", "quantity": 8, "unit": "Hours"} for x in ("2024-11-25", "2024-11-26", "2024-11-27")]
    comment = "Thanksgiving week - back Monday 12/2."

    def bp(status: str, step: str | None, history: list[dict[str, Any]], completed: str | None) -> dict[str, Any]:
        return {"id": ev_to, "descriptor": "Time Off Request: Priyanka Nair on 11/25/2024 (24 Hours)", "businessProcessType": {"descriptor": "Request Time Off"},
                "overallStatus": status, "initiated": "2024-10-14T17:03:22.000Z", "initiator": {"descriptor": "Priyanka Nair"}, "completedOn": completed,
                "awaitingAction": step, "subject": {"id": nair, "descriptor": "Priyanka Nair"}, "effectiveDate": "2024-11-25", "processHistory": history}

    h1 = [{"step": "Initiation", "status": "Successfully Completed", "person": "Priyanka Nair", "completedOn": "2024-10-14T17:03:22.000Z"},
          {"step": "Manager approval", "status": "Awaiting Action", "person": "Daniel Okafor", "completedOn": None}]
    h2 = [h1[0], {"step": "Manager approval", "status": "Approved", "person": "Daniel Okafor", "completedOn": "2024-10-14T17:48:05.000Z", "comment": "Approved - enjoy the holiday."},
          {"step": "Time Off Event Completed", "status": "Successfully Completed", "person": "Workday System", "completedOn": "2024-10-14T17:48:06.000Z"}]
    bt = {"businessProcess": {"id": ev_bt, "descriptor": "Change Business Title: Priyanka Nair", "businessProcessType": {"descriptor": "Change Business Title"},
                              "overallStatus": "Successfully Completed", "effectiveDate": "2024-10-14", "initiated": "2024-10-14T17:12:39.000Z", "completedOn": "2024-10-14T17:12:40.000Z",
                              "reason": {"descriptor": "Change Business Title > Change Business Title > Role Expansion"}},
          "worker": {"id": nair, "descriptor": "Priyanka Nair"}, "currentBusinessTitle": "Senior Product Manager", "proposedBusinessTitle": "Group Product Manager"}
    turns = [
        (call("search_workers", query="Priyanka", limit=10), mcp_text(search("Senior Product Manager"))),
        (call("get_worker", worker_id=nair), mcp_text(worker("Senior Product Manager"))),
        (call("get_time_off_plan_balances", worker_id=nair, as_of="2024-10-14"), mcp_text(plans("2024-10-14", (58.5, 90.0, 56.0, 0.0, 92.5)))),
        (call("request_time_off", worker_id=nair, days=days, comment=comment),
         mcp_text({"businessProcess": bp("In Progress", "Manager approval - Daniel Okafor", h1, None), "days": [dict(x, status="Submitted") for x in days], "comment": comment})),
        (call("get_time_off_plan_balances", worker_id=nair, as_of="2024-10-14"), mcp_text(plans("2024-10-14", (58.5, 90.0, 56.0, 24.0, 92.5)))),
        (call("get_business_process_status", event_id=ev_to), mcp_text(bp("In Progress", "Manager approval - Daniel Okafor", h1, None))),
        (call("change_business_title", worker_id=nair, proposed_business_title="Group Product Manager", effective_date="2024-10-14", reason="Role Expansion"), mcp_text(bt)),
        (call("get_business_process_status", event_id=ev_to), mcp_text(bp("Successfully Completed", None, h2, "2024-10-14T17:48:06.000Z"))),
        (call("get_time_off_plan_balances", worker_id=nair, as_of="2024-11-30"), mcp_text(plans("2024-11-30", (58.5, 110.0, 80.0, 0.0, 88.5)))),
        (call("get_worker", worker_id=nair), mcp_text(worker("Group Product Manager"))),
        (call("search_workers", query="Priyanka", limit=10), mcp_text(search("Group Product Manager"))),
    ]
    rs.add("mcp", "h53-mcp-19", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 20 Gorgias (less common) - bad at turn 7: the ticket's updated_datetime goes back before earlier updates


def t20(rs: RowSet) -> None:
    tools = [
        T("list_tickets", "List tickets of a view.", [], view_id=INT, limit=INT, order_by=S),
        T("get_ticket", "Get a ticket.", ["ticket_id"], ticket_id=INT),
        T("get_customer", "Get a customer with integration data.", ["customer_id"], customer_id=INT),
        T("update_ticket", "Update a ticket (status, assignee_user, tags).", ["ticket_id"], ticket_id=INT, status=S, assignee_user=OBJ, tags=A),
        T("create_message", "Send a message on a ticket.", ["ticket_id", "channel", "body_text"], ticket_id=INT, channel=S, body_text=S, sender=OBJ, receiver=OBJ),
    ]
    system = sysp("gorgias", "Gorgias REST API for hiveandgrove.gorgias.com (Shopify store Hive & Grove)", tools)
    marco = {"id": 331209, "email": "marco@hiveandgrove.de", "name": "Marco Vitale", "firstname": "Marco", "lastname": "Vitale", "meta": None}
    cust = {"id": 48120993, "email": "lena.fischer@web.de", "name": "Lena Fischer", "firstname": "Lena", "lastname": "Fischer", "meta": {"name_set_via": "shopify"}}
    wismo = {"id": 771204, "name": "WISMO", "uri": "/api/tags/771204/", "decoration": {"color": "#f5a623"}}
    delay = {"id": 771266, "name": "shipping-delay", "uri": "/api/tags/771266/", "decoration": {"color": "#d0021b"}}
    body1 = "Hallo, my order #GRV-20931 was marked shipped on 28 Oct but DHL shows no movement since. Can you check? Danke, Lena"
    body2 = "Hi Lena, thanks for your patience. DHL confirmed parcel 00340434292135100186 was held at the Leipzig hub after a scanner outage; it is moving again and should reach you by Wednesday 6 Nov. If it hasn't arrived by Thursday, reply here and we'll send a replacement right away. Marco"

    def msg(mid: int, body: str, sender: dict[str, Any], from_agent: bool, created: str, sent: str) -> dict[str, Any]:
        return {"id": mid, "uri": f"/api/tickets/51027733/messages/{mid}/", "ticket_id": 51027733, "channel": "email", "via": "api" if from_agent else "email",
                "source": {"type": "email", "from": {"name": sender["name"], "address": sender["email"]}, "to": [{"name": "Lena Fischer" if from_agent else "Hive & Grove", "address": "lena.fischer@web.de" if from_agent else "support@hiveandgrove.de"}]},
                "sender": sender, "receiver": cust if from_agent else None, "subject": "Re: Where is my order #GRV-20931?" if from_agent else "Where is my order #GRV-20931?",
                "body_text": body, "body_html": f"<div>{body}</div>", "from_agent": from_agent, "public": True, "attachments": [], "created_datetime": created,
                "sent_datetime": sent, "opened_datetime": None, "failed_datetime": None, "external_id": None}

    m1 = msg(1287612334, body1, cust, False, "2024-11-04T08:12:40.118000+00:00", "2024-11-04T08:12:40.118000+00:00")
    m2 = msg(1287700421, body2, marco, True, "2024-11-04T09:05:52.310000+00:00", "2024-11-04T09:05:53.004000+00:00")

    def ticket(status: str, assignee: dict[str, Any] | None, tags: list[dict[str, Any]], msgs: list[dict[str, Any]], updated: str, closed: str | None, last_msg: str, last_agent: str | None) -> dict[str, Any]:
        return {"id": 51027733, "uri": "/api/tickets/51027733/", "external_id": None, "language": "en", "status": status, "priority": "normal", "channel": "email", "via": "email",
                "from_agent": False, "customer": cust, "assignee_user": assignee, "assignee_team": {"id": 1204, "name": "Tier 1", "decoration": None},
                "subject": "Where is my order #GRV-20931?", "excerpt": msgs[-1]["body_text"][:80], "integrations": [{"type": "shopify", "name": "hiveandgrove"}],
                "meta": None, "tags": tags, "messages_count": len(msgs), "messages": msgs, "is_unread": False, "spam": False,
                "created_datetime": "2024-11-04T08:12:40.118000+00:00", "opened_datetime": "2024-11-04T08:57:11.402000+00:00", "last_received_message_datetime": "2024-11-04T08:12:40.118000+00:00",
                "last_message_datetime": last_msg, "last_sent_message_not_delivered": False, "updated_datetime": updated, "closed_datetime": closed,
                "snooze_datetime": None, "trashed_datetime": None, "satisfaction_survey": None, "reply_options": {"email": {"answerable": True}}, "first_agent_message_datetime": last_agent}

    t_open = ticket("open", None, [wismo], [m1], "2024-11-04T08:12:41.502000+00:00", None, "2024-11-04T08:12:40.118000+00:00", None)
    listing = {"data": [
        {"id": 51028810, "uri": "/api/tickets/51028810/", "status": "open", "channel": "chat", "subject": "Discount code GROVE15 not working", "customer": {"id": 48133027, "name": "Jonas Albrecht", "email": "j.albrecht@gmx.de"},
         "assignee_user": None, "tags": [{"id": 771230, "name": "discount"}], "messages_count": 3, "created_datetime": "2024-11-04T08:40:02.771000+00:00", "updated_datetime": "2024-11-04T08:44:15.090000+00:00"},
        {"id": 51027733, "uri": "/api/tickets/51027733/", "status": "open", "channel": "email", "subject": "Where is my order #GRV-20931?", "customer": {"id": 48120993, "name": "Lena Fischer", "email": "lena.fischer@web.de"},
         "assignee_user": None, "tags": [{"id": 771204, "name": "WISMO"}], "messages_count": 1, "created_datetime": "2024-11-04T08:12:40.118000+00:00", "updated_datetime": "2024-11-04T08:12:41.502000+00:00"},
        {"id": 51025119, "uri": "/api/tickets/51025119/", "status": "open", "channel": "contact_form", "subject": "Wholesale enquiry - 40 jars", "customer": {"id": 48119442, "name": "Café Amsel", "email": "hallo@cafe-amsel.de"},
         "assignee_user": None, "tags": [{"id": 771251, "name": "wholesale"}], "messages_count": 1, "created_datetime": "2024-11-03T19:27:33.610000+00:00", "updated_datetime": "2024-11-03T19:27:34.001000+00:00"}],
        "meta": {"prev_cursor": None, "next_cursor": "eyJ2IjoiMjAyNC0xMS0wM1QxOToyNzozNCIsImlkIjo1MTAyNTExOX0"}, "object": "list", "uri": "/api/views/88120/items?limit=3&order_by=updated_datetime%3Adesc"}
    customer = {"id": 48120993, "external_id": "7390214455351", "active": True, "email": "lena.fischer@web.de", "name": "Lena Fischer", "firstname": "Lena", "lastname": "Fischer",
                "language": "de", "timezone": "Europe/Berlin", "created_datetime": "2023-12-02T17:44:09.512000+00:00", "updated_datetime": "2024-11-04T08:12:41.120000+00:00",
                "channels": [{"id": 60233118, "type": "email", "address": "lena.fischer@web.de", "preferred": True}],
                "integrations": {"shopify": {"customer": {"id": 7390214455351, "orders_count": 4, "total_spent": "186.40", "currency": "EUR", "tags": "repeat"},
                                             "orders": [{"id": 5912004411575, "name": "#GRV-20931", "created_at": "2024-10-26T15:02:18+02:00", "financial_status": "paid", "fulfillment_status": "fulfilled",
                                                         "total_price": "54.90", "currency": "EUR",
                                                         "fulfillments": [{"tracking_company": "DHL", "tracking_number": "00340434292135100186", "shipment_status": "in_transit", "created_at": "2024-10-28T10:31:44+01:00"}],
                                                         "line_items": [{"title": "Linden Blossom Honey 500g", "quantity": 2, "price": "14.50"}, {"title": "Beeswax Wraps (Set of 3)", "quantity": 1, "price": "19.90"}],
                                                         "shipping_lines": [{"title": "DHL Paket", "price": "6.00"}]}]}},
                "meta": {"name_set_via": "shopify"}, "note": None}
    turns = [
        (call("list_tickets", view_id=88120, limit=3, order_by="updated_datetime:desc"), d(listing)),
        (call("get_ticket", ticket_id=51027733), d(t_open)),
        (call("get_customer", customer_id=48120993), d(customer)),
        (call("update_ticket", ticket_id=51027733, assignee_user={"id": 331209}, tags=["WISMO", "shipping-delay"]),
         d(ticket("open", marco, [wismo, delay], [m1], "2024-11-04T09:03:17.640000+00:00", None, "2024-11-04T08:12:40.118000+00:00", None))),
        (call("create_message", ticket_id=51027733, channel="email", body_text=body2, sender={"id": 331209}, receiver={"id": 48120993}), d(m2)),
        (call("update_ticket", ticket_id=51027733, status="closed"),
         d(ticket("closed", marco, [wismo, delay], [m1, m2], "2024-11-04T09:06:20.044000+00:00", "2024-11-04T09:06:20.044000+00:00", "2024-11-04T09:05:52.310000+00:00", "2024-11-04T09:05:52.310000+00:00"))),
        (call("get_ticket", ticket_id=51027733),
         d(ticket("closed", marco, [wismo, delay], [m1, m2], "2024-11-04T08:58:37.215000+00:00", "2024-11-04T09:06:20.044000+00:00", "2024-11-04T09:05:52.310000+00:00", "2024-11-04T09:05:52.310000+00:00"))),
    ]
    rs.add("mcp", "h53-mcp-20", system, turns, bad=True, turn=7,
           kind="the ticket's updated_datetime is 08:58:37 in turn 7, earlier than the 09:03:17 and 09:06:20 updates shown in turns 4 and 6, with no change in between")


# ---------------------------------------------------------------------------------------------------------
# 21 Mailchimp (mainstream) - bad at turn 4: the sent campaign's emails_sent differs between campaign and report


def t21(rs: RowSet) -> None:
    tools = [
        T("list_campaigns", "List campaigns.", [], status=S, count=INT, sort_field=S, sort_dir=S),
        T("get_campaign", "Get a campaign.", ["campaign_id"], campaign_id=S),
        T("get_list", "Get an audience (list) with stats.", ["list_id"], list_id=S),
        T("get_campaign_report", "Get the report of a sent campaign.", ["campaign_id"], campaign_id=S),
        T("add_or_update_member", "Add or update a list member (PUT by subscriber hash).", ["list_id", "email_address", "status_if_new"], list_id=S, email_address=S, status_if_new=S, merge_fields=OBJ),
        T("add_member_tags", "Add or remove tags on a member.", ["list_id", "subscriber_hash", "tags"], list_id=S, subscriber_hash=S, tags=A),
        T("get_member", "Get a list member.", ["list_id", "subscriber_hash"], list_id=S, subscriber_hash=S),
        T("create_campaign", "Create a campaign.", ["type", "recipients", "settings"], type=S, recipients=OBJ, settings=OBJ),
    ]
    system = sysp("mailchimp-marketing", "Mailchimp Marketing API 3.0, data center us21, account Fernleaf Studio", tools)
    lid = "b7e2a91c04"
    cid = "9f2c7d41e8"
    rec = {"list_id": lid, "list_is_active": True, "list_name": "Fernleaf Newsletter", "segment_text": "", "recipient_count": 4790}
    settings = {"subject_line": "Your July picks are here", "preview_text": "Linen, honey and a little something for the garden", "title": "July Picks 2024",
                "from_name": "Fernleaf Studio", "reply_to": "hello@fernleafstudio.co", "use_conversation": False, "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True,
                "auto_footer": False, "inline_css": False, "auto_tweet": False, "fb_comments": True, "timewarp": False, "template_id": 10045, "drag_and_drop": True}
    campaign = {"id": cid, "web_id": 10483221, "parent_campaign_id": "", "type": "regular", "create_time": "2024-07-09T13:22:05+00:00",
                "archive_url": "http://eepurl.com/iRk4Tz", "long_archive_url": f"https://us21.campaign-archive.com/?u=3b1f60c2a9e84d7f5c21e0b7a&id={cid}", "status": "sent",
                "emails_sent": 4790, "send_time": "2024-07-11T15:00:00+00:00", "content_type": "template", "needs_block_refresh": False, "resendable": True,
                "recipients": rec, "settings": settings,
                "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "july_picks_2024", "clicktale": ""},
                "report_summary": {"opens": 2411, "unique_opens": 1912, "open_rate": 0.4001674340728338, "clicks": 633, "subscriber_clicks": 412, "click_rate": 0.08622854751988279,
                                   "ecommerce": {"total_orders": 37, "total_spent": 2214.6, "total_revenue": 2214.6}},
                "delivery_status": {"enabled": False}}
    june = {"id": "3ad0b6f7c2", "web_id": 10420977, "type": "regular", "create_time": "2024-06-11T09:40:18+00:00", "status": "sent", "emails_sent": 4705,
            "send_time": "2024-06-13T15:00:00+00:00", "recipients": dict(rec, recipient_count=4705), "settings": {"subject_line": "June picks: long evenings edition", "title": "June Picks 2024", "from_name": "Fernleaf Studio"},
            "report_summary": {"opens": 2290, "unique_opens": 1851, "open_rate": 0.3946695095948827, "clicks": 575, "subscriber_clicks": 371, "click_rate": 0.07910447761194029}}
    sale = {"id": "e1c84b2a93", "web_id": 10398452, "type": "regular", "create_time": "2024-05-28T16:02:51+00:00", "status": "sent", "emails_sent": 4689,
            "send_time": "2024-05-30T07:30:00+00:00", "recipients": dict(rec, recipient_count=4689), "settings": {"subject_line": "Summer sale: 20% off linen", "title": "Summer Sale 2024", "from_name": "Fernleaf Studio"},
            "report_summary": {"opens": 2512, "unique_opens": 2044, "open_rate": 0.43698097477015184, "clicks": 902, "subscriber_clicks": 598, "click_rate": 0.12785118665811418}}
    brief = {k: campaign[k] for k in ("id", "web_id", "type", "create_time", "status", "emails_sent", "send_time", "recipients", "report_summary")}
    brief["settings"] = {"subject_line": settings["subject_line"], "title": settings["title"], "from_name": settings["from_name"]}

    def audience(members: int, since: int, last_sub: str) -> dict[str, Any]:
        return {"id": lid, "web_id": 201883, "name": "Fernleaf Newsletter",
                "contact": {"company": "Fernleaf Studio Ltd", "address1": "Unit 6, Cobden Works", "address2": "Cobden Street", "city": "Bristol", "state": "", "zip": "BS2 9LB", "country": "GB", "phone": ""},
                "permission_reminder": "You are receiving this email because you signed up at fernleafstudio.co or in our Bristol shop.", "use_archive_bar": True,
                "campaign_defaults": {"from_name": "Fernleaf Studio", "from_email": "hello@fernleafstudio.co", "subject": "", "language": "en"}, "notify_on_subscribe": "", "notify_on_unsubscribe": "",
                "date_created": "2021-03-02T10:11:41+00:00", "list_rating": 4, "email_type_option": False, "subscribe_url_short": "http://eepurl.com/hq9ZsT",
                "subscribe_url_long": "https://fernleafstudio.us21.list-manage.com/subscribe?u=3b1f60c2a9e84d7f5c21e0b7a&id=b7e2a91c04", "beamer_address": "us21-5f0a1e2d3c-8b7a6c5d4e@inbound.mailchimp.com",
                "visibility": "pub", "double_optin": True, "has_welcome": True, "marketing_permissions": False, "modules": [],
                "stats": {"member_count": members, "total_contacts": members + 311 + 97, "unsubscribe_count": 311, "cleaned_count": 97, "member_count_since_send": since,
                          "unsubscribe_count_since_send": 9, "cleaned_count_since_send": 5, "campaign_count": 38, "campaign_last_sent": "2024-07-11T15:00:00+00:00",
                          "merge_field_count": 5, "avg_sub_rate": 61, "avg_unsub_rate": 4, "target_sub_rate": 8, "open_rate": 41.23, "click_rate": 7.94,
                          "last_sub_date": last_sub, "last_unsub_date": "2024-07-14T07:20:19+00:00"}}

    report = {"id": cid, "campaign_title": "July Picks 2024", "type": "regular", "list_id": lid, "list_is_active": True, "list_name": "Fernleaf Newsletter",
              "subject_line": "Your July picks are here", "preview_text": "Linen, honey and a little something for the garden", "emails_sent": 4970, "abuse_reports": 1,
              "unsubscribed": 9, "send_time": "2024-07-11T15:00:00+00:00", "rss_last_send": "", "bounces": {"hard_bounces": 5, "soft_bounces": 7, "syntax_errors": 0},
              "forwards": {"forwards_count": 3, "forwards_opens": 2}, "opens": {"opens_total": 2416, "unique_opens": 1913, "open_rate": 0.4003767266639807, "last_open": "2024-07-16T08:41:27+00:00"},
              "clicks": {"clicks_total": 634, "unique_clicks": 389, "unique_subscriber_clicks": 412, "click_rate": 0.08622854751988279, "last_click": "2024-07-15T21:17:50+00:00"},
              "facebook_likes": {"recipient_likes": 0, "unique_likes": 0, "facebook_likes": 0},
              "industry_stats": {"type": "Retail", "open_rate": 0.3348, "click_rate": 0.0184, "bounce_rate": 0.0051, "unopen_rate": 0.6652, "unsub_rate": 0.0021, "abuse_rate": 0.0001},
              "list_stats": {"sub_rate": 8.4, "unsub_rate": 2.3, "open_rate": 41.23, "click_rate": 7.94},
              "ecommerce": {"total_orders": 37, "total_spent": 2214.6, "total_revenue": 2214.6, "currency_code": "GBP"},
              "delivery_status": {"enabled": False}}
    email = "ines.carvalho@sapo.pt"
    h = hashlib.md5(email.encode()).hexdigest()

    def member(tags: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": h, "email_address": email, "unique_email_id": "a91f0c2e7b", "contact_id": "d41c7e09b2a58f3e6c1d0a9b8e7f6c5d", "full_name": "Inês Carvalho", "web_id": 551280433,
                "email_type": "html", "status": "subscribed", "consents_to_one_to_one_messaging": True, "sms_phone_number": "", "sms_subscription_status": "", "sms_subscription_last_updated": "",
                "merge_fields": {"FNAME": "Inês", "LNAME": "Carvalho", "ADDRESS": "", "PHONE": "", "BIRTHDAY": ""},
                "interests": {"4a1b2c3d4e": False, "5f6a7b8c9d": True}, "stats": {"avg_open_rate": 0, "avg_click_rate": 0}, "ip_signup": "", "timestamp_signup": "",
                "ip_opt": "", "timestamp_opt": "2024-07-16T09:12:44+00:00", "member_rating": 2, "last_changed": "2024-07-16T09:12:44+00:00", "language": "", "vip": False,
                "email_client": "", "location": {"latitude": 0, "longitude": 0, "gmtoff": 0, "dstoff": 0, "country_code": "", "timezone": "", "region": ""},
                "source": "API - Generic", "tags_count": len(tags), "tags": tags, "list_id": lid}

    draft = {"id": "c41d9e07ab", "web_id": 10512877, "parent_campaign_id": "", "type": "regular", "create_time": "2024-07-16T09:20:31+00:00", "archive_url": "http://eepurl.com/iSb2Qx",
             "status": "save", "emails_sent": 0, "send_time": "", "content_type": "template", "needs_block_refresh": False, "resendable": False,
             "recipients": {"list_id": lid, "list_is_active": True, "list_name": "Fernleaf Newsletter", "segment_text": "", "recipient_count": 4813},
             "settings": {"subject_line": "August picks are here", "preview_text": "", "title": "August Picks 2024", "from_name": "Fernleaf Studio", "reply_to": "hello@fernleafstudio.co",
                          "use_conversation": False, "to_name": "*|FNAME|*", "folder_id": "", "authenticate": True, "auto_footer": False, "inline_css": False, "auto_tweet": False,
                          "fb_comments": True, "timewarp": False, "template_id": 0, "drag_and_drop": False},
             "tracking": {"opens": True, "html_clicks": True, "text_clicks": False, "goal_tracking": False, "ecomm360": True, "google_analytics": "", "clicktale": ""},
             "delivery_status": {"enabled": False}}
    dbrief = {k: draft[k] for k in ("id", "web_id", "type", "create_time", "status", "emails_sent", "send_time", "recipients")}
    dbrief["settings"] = {"subject_line": "August picks are here", "title": "August Picks 2024", "from_name": "Fernleaf Studio"}
    june_b = {k: june[k] for k in ("id", "web_id", "type", "create_time", "status", "emails_sent", "send_time", "recipients", "settings", "report_summary")}
    turns = [
        (call("list_campaigns", status="sent", count=3, sort_field="send_time", sort_dir="DESC"),
         d({"campaigns": [brief, june, sale], "total_items": 38, "_links": [{"rel": "self", "href": "https://us21.api.mailchimp.com/3.0/campaigns", "method": "GET"}]})),
        (call("get_campaign", campaign_id=cid), d(campaign)),
        (call("get_list", list_id=lid), d(audience(4812, 22, "2024-07-15T19:44:02+00:00"))),
        (call("get_campaign_report", campaign_id=cid), d(report)),
        (call("add_or_update_member", list_id=lid, email_address=email, status_if_new="subscribed", merge_fields={"FNAME": "Inês", "LNAME": "Carvalho"}), d(member([]))),
        (call("add_member_tags", list_id=lid, subscriber_hash=h, tags=[{"name": "vip-2024", "status": "active"}]), d({"status": 204, "body": ""})),
        (call("get_member", list_id=lid, subscriber_hash=h), d(member([{"id": 8812345, "name": "vip-2024"}]))),
        (call("get_list", list_id=lid), d(audience(4813, 23, "2024-07-16T09:12:44+00:00"))),
        (call("create_campaign", type="regular", recipients={"list_id": lid}, settings={"subject_line": "August picks are here", "title": "August Picks 2024", "from_name": "Fernleaf Studio", "reply_to": "hello@fernleafstudio.co"}),
         d(draft)),
        (call("list_campaigns", count=3, sort_field="create_time", sort_dir="DESC"),
         d({"campaigns": [dbrief, brief, june_b], "total_items": 39, "_links": [{"rel": "self", "href": "https://us21.api.mailchimp.com/3.0/campaigns", "method": "GET"}]})),
    ]
    rs.add("mcp", "h53-mcp-21", system, turns, bad=True, turn=4,
           kind="the report of sent campaign 9f2c7d41e8 gives emails_sent 4970 though turns 1-2 showed 4790 sent (recipient_count 4790) and a sent campaign's count cannot change")


# ---------------------------------------------------------------------------------------------------------
# 22 Postmark (less common) - clean: bounce reactivated, resend delivered, server renamed and open tracking on


def t22(rs: RowSet) -> None:
    tools = [
        T("get_server", "Get the current server's settings.", []),
        T("list_bounces", "List bounces.", ["count", "offset"], count=INT, offset=INT, type=S, inactive=B),
        T("activate_bounce", "Reactivate a bounced address.", ["bounce_id"], bounce_id=INT),
        T("send_email", "Send a single email.", ["From", "To", "Subject"], From=S, To=S, Subject=S, TextBody=S, Tag=S, MessageStream=S, Metadata=OBJ),
        T("get_outbound_message_details", "Get details and events of a sent message.", ["message_id"], message_id=S),
        T("edit_server", "Edit the current server's settings.", [], Name=S, TrackOpens=B, TrackLinks=S),
    ]
    system = sysp("postmark", "Postmark Server API with the server token of server 11902231", tools)

    def server(name: str, opens: bool) -> dict[str, Any]:
        return {"ID": 11902231, "Name": name, "ApiTokens": ["b3f1e2a4-7c9d-4e8f-a0b1-c2d3e4f5a6b7"], "Color": "Blue", "SmtpApiActivated": True, "RawEmailEnabled": False,
                "DeliveryType": "Live", "ServerLink": "https://account.postmarkapp.com/servers/11902231/streams", "InboundAddress": "8c4e2b1f9a7d3e5c0b6a@inbound.postmarkapp.com",
                "InboundHookUrl": "", "BounceHookUrl": "https://api.harborlane.io/hooks/postmark/bounce", "OpenHookUrl": "", "DeliveryHookUrl": "", "PostFirstOpenOnly": False,
                "InboundDomain": "", "InboundHash": "8c4e2b1f9a7d3e5c0b6a", "InboundSpamThreshold": 5, "TrackOpens": opens, "TrackLinks": "None",
                "IncludeBounceContentInHook": True, "ClickHookUrl": "", "EnableSmtpApiErrorHooks": False}

    def bounce(bid: int, email: str, subject: str, at: str, mid: str, inactive: bool) -> dict[str, Any]:
        return {"RecordType": "Bounce", "ID": bid, "Type": "HardBounce", "TypeCode": 1, "Name": "Hard bounce", "Tag": "invoice", "MessageID": mid, "ServerID": 11902231,
                "MessageStream": "outbound", "Description": "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
                "Details": "smtp;550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces.",
                "Email": email, "From": "billing@harborlane.io", "BouncedAt": at, "DumpAvailable": True, "Inactive": inactive, "CanActivate": inactive, "Subject": subject, "Content": None}

    b1 = bounce(3418827710, "accounts@brennan-ortho.com", "Invoice HL-20418", "2024-10-22T08:14:51.0000000-04:00", "0f7c2d91-3e4b-4a58-b6c1-9d8e7f6a5b40", True)
    b2 = bounce(3418790215, "ap@tidewaterdental.net", "Invoice HL-20377", "2024-10-18T11:02:07.0000000-04:00", "6a1b9e04-2c7d-4f35-8e90-1d3c5b7a9f26", True)
    text = "Hello,\n\nPlease find invoice HL-20418 (USD 1,240.00, due 5 Nov 2024) at https://pay.harborlane.io/i/HL-20418.\n\nHarborlane Billing"
    mid = "b2f9c1e4-7a3d-4f62-9e85-0c1d3a7b6e92"
    details = {"TextBody": text, "HtmlBody": "", "Body": text, "Tag": "invoice", "MessageID": mid, "MessageStream": "outbound",
               "To": [{"Email": "accounts@brennan-ortho.com", "Name": None}], "Cc": [], "Bcc": [], "Recipients": ["accounts@brennan-ortho.com"],
               "ReceivedAt": "2024-10-23T10:02:17.4821911-04:00", "From": "\"Harborlane Billing\" <billing@harborlane.io>", "Subject": "Invoice HL-20418 (resend)", "Attachments": [],
               "Status": "Sent", "TrackOpens": False, "TrackLinks": "None", "Metadata": {"invoice": "HL-20418"}, "Sandboxed": False,
               "MessageEvents": [{"Recipient": "accounts@brennan-ortho.com", "Type": "Delivered", "ReceivedAt": "2024-10-23T10:02:19.1200000-04:00",
                                  "Details": {"DeliveryMessage": "smtp;250 2.6.0 <b2f9c1e4-7a3d-4f62-9e85-0c1d3a7b6e92@mtasv.net> [InternalId=41205881] Queued mail for delivery",
                                              "DestinationServer": "brennanortho-com.mail.protection.outlook.com (52.101.40.12)", "DestinationIP": "52.101.40.12"}}]}
    turns = [
        (call("get_server"), d(server("harborlane-prod", False))),
        (call("list_bounces", count=3, offset=0, type="HardBounce", inactive=True), d({"TotalCount": 2, "Bounces": [b1, b2]})),
        (call("activate_bounce", bounce_id=3418827710), d({"Message": "OK", "Bounce": dict(b1, Inactive=False, CanActivate=False)})),
        (call("send_email", From="\"Harborlane Billing\" <billing@harborlane.io>", To="accounts@brennan-ortho.com", Subject="Invoice HL-20418 (resend)", TextBody=text,
              Tag="invoice", MessageStream="outbound", Metadata={"invoice": "HL-20418"}),
         d({"To": "accounts@brennan-ortho.com", "SubmittedAt": "2024-10-23T10:02:17.4821911-04:00", "MessageID": mid, "ErrorCode": 0, "Message": "OK"})),
        (call("get_outbound_message_details", message_id=mid), d(details)),
        (call("edit_server", Name="harborlane-production", TrackOpens=True), d(server("harborlane-production", True))),
    ]
    rs.add("mcp", "h53-mcp-22", system, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
