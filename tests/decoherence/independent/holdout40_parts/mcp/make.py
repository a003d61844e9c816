# ruff: noqa: E501
"""Held-out set holdout40, domain mcp: 22 trajectories against MCP servers, 11 with one contradiction.

Written blind in the official AgentWorldBench row format; the rows only measure a decoherence detector.
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout40_parts.mcp.make``.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool



def table(headers: list[str], rows: list[list[Any]]) -> str:
    """A plain fixed-width table, as text-returning servers print them."""
    cells = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) if cells else len(h) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip()
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    return "\n".join([line, sep, *body])


# Gmail: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("gmail", "Gmail API access for the shared mailbox ops@brightloom.co", [
        tool("list_labels", "List all labels in the mailbox with message and thread counts.", {}, []),
        tool("search_emails", "Search messages with Gmail query syntax. Returns message metadata.", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Get one message by id: headers, decoded text body, label ids and attachment metadata.", {"messageId": S}, ["messageId"]),
        tool("create_label", "Create a user label.", {"name": S, "messageListVisibility": S, "labelListVisibility": S}, ["name"]),
        tool("batch_modify", "Add or remove labels on up to 1000 messages at once.", {"messageIds": A, "addLabelIds": A, "removeLabelIds": A}, ["messageIds"]),
        tool("modify_labels", "Add or remove labels on a single message.", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("send_email", "Send a message, optionally as a reply inside an existing thread.", {"to": A, "cc": A, "subject": S, "body": S, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("delete_email", "Move a message to the trash.", {"messageId": S}, ["messageId"]),
    ])
    state = ("Mailbox ops@brightloom.co (Brightloom Home Goods, accounts payable). Local time Tue 18 Mar 2025 09:42 UTC. "
             "Task: find every Northwind Freight invoice from the last 30 days, file them under a new label AP/Northwind and out "
             "of the inbox, and reply to the newest invoice confirming receipt.")

    def labels(inbox: tuple[int, int, int, int], sent: tuple[int, int], unread: int, upd: tuple[int, int], extra: list[dict[str, Any]]) -> str:
        ls = [
            {"id": "CHAT", "name": "CHAT", "type": "system", "messagesTotal": 0, "messagesUnread": 0, "threadsTotal": 0, "threadsUnread": 0},
            {"id": "SENT", "name": "SENT", "type": "system", "messagesTotal": sent[0], "messagesUnread": 0, "threadsTotal": sent[1], "threadsUnread": 0},
            {"id": "INBOX", "name": "INBOX", "type": "system", "messagesTotal": inbox[0], "messagesUnread": inbox[1], "threadsTotal": inbox[2], "threadsUnread": inbox[3]},
            {"id": "IMPORTANT", "name": "IMPORTANT", "type": "system", "messagesTotal": 2210, "messagesUnread": 19, "threadsTotal": 1987, "threadsUnread": 18},
            {"id": "TRASH", "name": "TRASH", "type": "system", "messagesTotal": 188, "messagesUnread": 4, "threadsTotal": 171, "threadsUnread": 4},
            {"id": "DRAFT", "name": "DRAFT", "type": "system", "messagesTotal": 6, "messagesUnread": 0, "threadsTotal": 6, "threadsUnread": 0},
            {"id": "SPAM", "name": "SPAM", "type": "system", "messagesTotal": 23, "messagesUnread": 23, "threadsTotal": 23, "threadsUnread": 23},
            {"id": "CATEGORY_FORUMS", "name": "CATEGORY_FORUMS", "type": "system", "messagesTotal": 0, "messagesUnread": 0, "threadsTotal": 0, "threadsUnread": 0},
            {"id": "CATEGORY_UPDATES", "name": "CATEGORY_UPDATES", "type": "system", "messagesTotal": upd[0], "messagesUnread": upd[1], "threadsTotal": upd[0] - 211, "threadsUnread": upd[1]},
            {"id": "CATEGORY_PERSONAL", "name": "CATEGORY_PERSONAL", "type": "system", "messagesTotal": 5902, "messagesUnread": 22, "threadsTotal": 4410, "threadsUnread": 20},
            {"id": "CATEGORY_PROMOTIONS", "name": "CATEGORY_PROMOTIONS", "type": "system", "messagesTotal": 731, "messagesUnread": 9, "threadsTotal": 729, "threadsUnread": 9},
            {"id": "STARRED", "name": "STARRED", "type": "system", "messagesTotal": 41, "messagesUnread": 2, "threadsTotal": 39, "threadsUnread": 2},
            {"id": "UNREAD", "name": "UNREAD", "type": "system", "messagesTotal": unread, "messagesUnread": unread, "threadsTotal": unread - 3, "threadsUnread": unread - 3},
            {"id": "Label_3", "name": "AP", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow", "messagesTotal": 612, "messagesUnread": 0, "threadsTotal": 540, "threadsUnread": 0},
            {"id": "Label_7", "name": "AP/Pending", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow", "messagesTotal": 18, "messagesUnread": 3, "threadsTotal": 16, "threadsUnread": 3},
            {"id": "Label_12", "name": "Vendors", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow", "messagesTotal": 944, "messagesUnread": 6, "threadsTotal": 801, "threadsUnread": 6},
            {"id": "Label_19", "name": "Receipts", "type": "user", "messageListVisibility": "hide", "labelListVisibility": "labelShowIfUnread", "messagesTotal": 1570, "messagesUnread": 0, "threadsTotal": 1566, "threadsUnread": 0},
            {"id": "Label_21", "name": "Payroll", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow", "messagesTotal": 96, "messagesUnread": 0, "threadsTotal": 96, "threadsUnread": 0},
            *extra,
        ]
        return pj({"labels": ls, "count": len(ls)})

    m1 = {"id": "1958a7c2e4f03b11", "threadId": "1958a7c2e4f03b11", "date": "Fri, 14 Mar 2025 16:02:19 +0000", "from": "Northwind Freight Billing <billing@northwindfreight.com>",
          "subject": "Invoice INV-NWF-20250314 – Shipment NWF-88412", "snippet": "Hello Brightloom team, Please find attached invoice INV-NWF-20250314 for shipment NWF-88412 (Chicago, IL → Columbus, OH, 6 pallets). Amount due: $2,416.50. Terms: Net 30 …",
          "sizeEstimate": 184233, "hasAttachments": True}
    m2 = {"id": "1955f0e1b7a2c9d4", "threadId": "1955f0e1b7a2c9d4", "date": "Tue, 04 Mar 2025 15:47:52 +0000", "from": "Northwind Freight Billing <billing@northwindfreight.com>",
          "subject": "Invoice INV-NWF-20250304 – Shipment NWF-88107", "snippet": "Hello Brightloom team, Please find attached invoice INV-NWF-20250304 for shipment NWF-88107 (Chicago, IL → Indianapolis, IN, 4 pallets). Amount due: $1,688.00. Terms: Net 30 …",
          "sizeEstimate": 179604, "hasAttachments": True}
    m3 = {"id": "19535d86a9e1f207", "threadId": "19535d86a9e1f207", "date": "Mon, 24 Feb 2025 17:11:05 +0000", "from": "Northwind Freight Billing <billing@northwindfreight.com>",
          "subject": "Invoice INV-NWF-20250224 – Shipment NWF-87790", "snippet": "Hello Brightloom team, Please find attached invoice INV-NWF-20250224 for shipment NWF-87790 (Chicago, IL → Detroit, MI, 8 pallets). Amount due: $3,102.75. Terms: Net 30 …",
          "sizeEstimate": 181977, "hasAttachments": True}
    m4 = {"id": "1951a2b77c40e8f5", "threadId": "1951a2b77c40e8f5", "date": "Tue, 18 Feb 2025 09:30:44 +0000", "from": "Northwind Freight Billing <billing@northwindfreight.com>",
          "subject": "Statement of account – February 2025 (Brightloom Home Goods)", "snippet": "Your statement of account for February 2025 is attached. Open balance as of 02/17/2025: $4,790.75 across 2 invoices. Please remit to …",
          "sizeEstimate": 96412, "hasAttachments": True}

    def listing(msgs: list[tuple[dict[str, Any], list[str]]], query: str) -> str:
        return pj({"messages": [{**m, "labelIds": lab} for m, lab in msgs], "resultSizeEstimate": len(msgs), "query": query})

    q = "from:billing@northwindfreight.com newer_than:30d"
    turns = [
        (call("list_labels"), labels((1284, 37, 1102, 35), (4127, 3890), 61, (3318, 12), [])),
        (call("search_emails", query=q, maxResults=25), listing([
            (m1, ["INBOX", "UNREAD", "IMPORTANT", "CATEGORY_UPDATES"]), (m2, ["INBOX", "IMPORTANT", "CATEGORY_UPDATES"]),
            (m3, ["INBOX", "IMPORTANT", "CATEGORY_UPDATES"]), (m4, ["INBOX", "CATEGORY_UPDATES"])], q)),
        (call("create_label", name="AP/Northwind", messageListVisibility="show", labelListVisibility="labelShow"),
         pj({"id": "Label_24", "name": "AP/Northwind", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow"})),
        (call("batch_modify", messageIds=[m1["id"], m2["id"], m3["id"], m4["id"]], addLabelIds=["Label_24"], removeLabelIds=["INBOX"]),
         mcp_text("Successfully modified 4 messages.\nAdded labels: Label_24 (AP/Northwind)\nRemoved labels: INBOX")),
        (call("list_labels"), labels((1282, 38, 1100, 36), (4127, 3890), 63, (3319, 13), [
            {"id": "Label_24", "name": "AP/Northwind", "type": "user", "messageListVisibility": "show", "labelListVisibility": "labelShow", "messagesTotal": 4, "messagesUnread": 1, "threadsTotal": 4, "threadsUnread": 1}])),
        (call("read_email", messageId=m1["id"]), pj({
            "id": m1["id"], "threadId": m1["threadId"], "labelIds": ["UNREAD", "IMPORTANT", "CATEGORY_UPDATES", "Label_24"],
            "headers": {"From": m1["from"], "To": "ops@brightloom.co", "Cc": "ar@northwindfreight.com", "Date": m1["date"], "Subject": m1["subject"],
                        "Message-ID": "<20250314160219.7f3a91c2.INV-NWF-20250314@mail.northwindfreight.com>", "Reply-To": "billing@northwindfreight.com"},
            "body": ("Hello Brightloom team,\n\nPlease find attached invoice INV-NWF-20250314 for shipment NWF-88412.\n\n"
                     "  Route:        Chicago, IL (ORD dock 14) → Columbus, OH\n  Pickup date:  03/11/2025\n  Delivered:    03/12/2025 14:36 EDT (POD signed: R. Alvarez)\n"
                     "  Pallets:      6 (4,820 lb)\n  Linehaul:     $2,080.00\n  Fuel surch.:  $291.20\n  Liftgate:     $45.30\n  ---------------------------\n"
                     "  Amount due:   $2,416.50\n  Due date:     04/13/2025 (Net 30)\n\nRemit by ACH to Northwind Freight LLC, routing 071000013, account ending 4471, "
                     "or pay online at https://pay.northwindfreight.com/i/INV-NWF-20250314.\n\nPlease reply to confirm receipt.\n\nThank you,\nKaren Liu\nBilling Specialist, Northwind Freight LLC\n(312) 555-0148"),
            "attachments": [{"filename": "INV-NWF-20250314.pdf", "mimeType": "application/pdf", "size": 171204, "attachmentId": "ANGjdJ9x3vQ7kT2mZpW8eR1yLc0uFh4sBn6aXo"}],
            "sizeEstimate": 184233, "internalDate": "1741968139000"})),
        (call("send_email", to=["billing@northwindfreight.com"], cc=["ar@northwindfreight.com"], subject="Re: Invoice INV-NWF-20250314 – Shipment NWF-88412",
              body="Hi Karen,\n\nConfirming receipt of invoice INV-NWF-20250314 ($2,416.50, due 04/13/2025). It has been entered for payment in our next ACH run.\n\nBest,\nBrightloom Accounts Payable",
              threadId=m1["threadId"], inReplyTo="<20250314160219.7f3a91c2.INV-NWF-20250314@mail.northwindfreight.com>"),
         pj({"id": "1959a3f08d21c6e7", "threadId": "1958a7c2e4f03b11", "labelIds": ["SENT"], "message": "Email sent successfully to billing@northwindfreight.com (cc: ar@northwindfreight.com)"})),
        (call("modify_labels", messageId=m1["id"], removeLabelIds=["UNREAD"]),
         pj({"id": m1["id"], "threadId": m1["threadId"], "labelIds": ["IMPORTANT", "CATEGORY_UPDATES", "Label_24"]})),
        (call("search_emails", query="label:AP/Northwind", maxResults=25), listing([
            (m1, ["IMPORTANT", "CATEGORY_UPDATES", "Label_24"]), (m2, ["IMPORTANT", "CATEGORY_UPDATES", "Label_24"]),
            (m3, ["IMPORTANT", "CATEGORY_UPDATES", "Label_24"]), (m4, ["CATEGORY_UPDATES", "Label_24"])], "label:AP/Northwind")),
    ]
    rs.add(task="mcp", tid="h40-mcp-01", system=system, turns=turns, state=state)


# Shopify Inventory: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("shopify-inventory", "Shopify Admin GraphQL inventory tools for the store alder-and-ash.myshopify.com", [
        tool("list_locations", "List the store's locations with address and fulfillment flags.", {"includeInactive": B}, []),
        tool("search_products", "Search products by title, SKU or tag; returns variants with inventory item ids.", {"query": S, "first": INT}, ["query"]),
        tool("get_product", "Get one product with its variants and inventory totals.", {"id": S}, ["id"]),
        tool("get_inventory_levels", "Quantities (available, committed, incoming, on_hand) of inventory items per location.", {"inventoryItemIds": A, "locationIds": A}, ["inventoryItemIds"]),
        tool("get_inventory_item", "Get one inventory item: SKU, tracking, cost, origin, HS code and its levels.", {"id": S}, ["id"]),
        tool("adjust_inventory_quantities", "Apply deltas to a quantity name (available or on_hand) at locations (inventoryAdjustQuantities).", {"reason": S, "name": S, "referenceDocumentUri": S, "changes": A}, ["reason", "name", "changes"]),
        tool("set_inventory_quantities", "Set absolute quantities, with an optional compare-and-set check (inventorySetQuantities).", {"reason": S, "name": S, "quantities": A}, ["reason", "name", "quantities"]),
    ])
    state = ("Store alder-and-ash.myshopify.com (Alder & Ash, leather and canvas goods). 2025-03-18, 11:00 America/New_York. "
             "Task: book in a supplier delivery of 24 Waxed Canvas Tote – Olive at the Brooklyn Warehouse (PO-3318), send 6 of them on "
             "to the SoHo Store, and correct the SoHo count of the Charcoal tote, which a cycle count found to be 2, not 4.")
    L = {"bk": ("gid://shopify/Location/68421533921", "Brooklyn Warehouse"), "soho": ("gid://shopify/Location/68421599457", "SoHo Store"),
         "pdx": ("gid://shopify/Location/71033086177", "Portland Pop-up")}
    olv, chr_, snd = "gid://shopify/InventoryItem/48620371099841", "gid://shopify/InventoryItem/48620371132609", "gid://shopify/InventoryItem/48620371165377"
    sku = {olv: "AA-TOTE-WC-OLV", chr_: "AA-TOTE-WC-CHR", snd: "AA-TOTE-WC-SND"}
    name = {olv: "Waxed Canvas Tote / Olive", chr_: "Waxed Canvas Tote / Charcoal", snd: "Waxed Canvas Tote / Sand"}

    def levels(q: dict[str, dict[str, tuple[int, int, str]]]) -> str:
        rows, tot = [], []
        for item in (olv, chr_, snd):
            a = c = h = 0
            for loc in ("bk", "soho", "pdx"):
                av, cm, upd = q[item][loc]
                rows.append([item.rsplit("/", 1)[1], sku[item], L[loc][1], av, cm, 0, av + cm, upd])
                a, c, h = a + av, c + cm, h + av + cm
            tot.append(f"  {sku[item]}: available {a}, committed {c}, on_hand {h}")
        return mcp_text("Inventory levels for 3 inventory items at 3 active locations\n\n"
                        + table(["inventory_item", "sku", "location", "available", "committed", "incoming", "on_hand", "updated_at"], rows)
                        + "\n\nTotals across locations:\n" + "\n".join(tot))

    before = {olv: {"bk": (8, 2, "2025-03-11T14:20:07Z"), "soho": (3, 0, "2025-03-16T21:03:55Z"), "pdx": (1, 0, "2025-03-09T18:44:12Z")},
              chr_: {"bk": (15, 1, "2025-03-14T10:02:31Z"), "soho": (4, 0, "2025-03-15T19:27:40Z"), "pdx": (0, 0, "2025-03-02T20:15:09Z")},
              snd: {"bk": (5, 0, "2025-03-12T13:48:26Z"), "soho": (2, 1, "2025-03-17T22:10:03Z"), "pdx": (2, 0, "2025-03-09T18:44:12Z")}}
    after = {olv: {"bk": (26, 2, "2025-03-18T15:07:48Z"), "soho": (9, 0, "2025-03-18T15:07:48Z"), "pdx": (1, 0, "2025-03-09T18:44:12Z")},
             chr_: {"bk": (15, 1, "2025-03-14T10:02:31Z"), "soho": (2, 0, "2025-03-18T15:09:20Z"), "pdx": (0, 0, "2025-03-02T20:15:09Z")},
             snd: before[snd]}

    def variant(vid: str, title: str, item: str, qty: int, barcode: str) -> dict[str, Any]:
        return {"id": f"gid://shopify/ProductVariant/{vid}", "title": title, "sku": sku.get(item, ""), "barcode": barcode, "price": "128.00",
                "compareAtPrice": None, "inventoryPolicy": "DENY", "inventoryQuantity": qty,
                "inventoryItem": {"id": item, "tracked": True, "requiresShipping": True}}

    prod_variants = [variant("46530120613057", "Olive", olv, 12, "0810042337182"), variant("46530120645825", "Charcoal", chr_, 19, "0810042337199"),
                     variant("46530120678593", "Sand", snd, 9, "0810042337205")]
    mini = {"id": "gid://shopify/Product/8812274188481", "title": "Waxed Canvas Tote Mini", "handle": "waxed-canvas-tote-mini", "status": "ACTIVE", "vendor": "Alder & Ash",
            "productType": "Bags", "totalInventory": 23, "tracksInventory": True, "variants": [
                {"id": "gid://shopify/ProductVariant/46530121007297", "title": "Olive", "sku": "AA-TOTE-WCM-OLV", "price": "84.00", "inventoryQuantity": 11,
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/48620371493057", "tracked": True}},
                {"id": "gid://shopify/ProductVariant/46530121040065", "title": "Charcoal", "sku": "AA-TOTE-WCM-CHR", "price": "84.00", "inventoryQuantity": 12,
                 "inventoryItem": {"id": "gid://shopify/InventoryItem/48620371525825", "tracked": True}}]}

    def change(nm: str, delta: int, after_q: int, item: str, loc: str) -> dict[str, Any]:
        return {"name": nm, "delta": delta, "quantityAfterChange": after_q, "item": {"id": item, "sku": sku[item]}, "location": {"id": L[loc][0], "name": L[loc][1]}}

    def product(q: list[int], total: int, updated: str) -> str:
        vs = [dict(v, inventoryQuantity=n) for v, n in zip(prod_variants, q)]
        return pj({"product": {"id": "gid://shopify/Product/8812274122945", "title": "Waxed Canvas Tote", "handle": "waxed-canvas-tote", "status": "ACTIVE",
                               "vendor": "Alder & Ash", "productType": "Bags", "tags": ["canvas", "core", "spring-25", "totes"], "createdAt": "2023-09-05T16:21:44Z",
                               "updatedAt": updated, "totalInventory": total, "tracksInventory": True, "hasOnlyDefaultVariant": False,
                               "options": [{"name": "Color", "values": ["Olive", "Charcoal", "Sand"]}], "variants": vs}})

    turns = [
        (call("list_locations", includeInactive=True), pj({"locations": [
            {"id": L["bk"][0], "name": "Brooklyn Warehouse", "isActive": True, "fulfillsOnlineOrders": True, "shipsInventory": True,
             "address": {"address1": "140 58th St", "address2": "Bldg B, Unit 7G", "city": "Brooklyn", "provinceCode": "NY", "zip": "11220", "countryCode": "US"}},
            {"id": L["soho"][0], "name": "SoHo Store", "isActive": True, "fulfillsOnlineOrders": False, "shipsInventory": False,
             "address": {"address1": "77 Greene St", "address2": None, "city": "New York", "provinceCode": "NY", "zip": "10012", "countryCode": "US"}},
            {"id": L["pdx"][0], "name": "Portland Pop-up", "isActive": True, "fulfillsOnlineOrders": False, "shipsInventory": False,
             "address": {"address1": "1025 SW Washington St", "address2": None, "city": "Portland", "provinceCode": "OR", "zip": "97205", "countryCode": "US"}},
            {"id": "gid://shopify/Location/60117303521", "name": "Legacy 3PL (Secaucus)", "isActive": False, "fulfillsOnlineOrders": False, "shipsInventory": False,
             "address": {"address1": "400 Castle Rd", "address2": None, "city": "Secaucus", "provinceCode": "NJ", "zip": "07094", "countryCode": "US"}}]})),
        (call("search_products", query="Waxed Canvas Tote", first=10), pj({"products": [
            {"id": "gid://shopify/Product/8812274122945", "title": "Waxed Canvas Tote", "handle": "waxed-canvas-tote", "status": "ACTIVE", "vendor": "Alder & Ash",
             "productType": "Bags", "totalInventory": 40, "tracksInventory": True, "variants": prod_variants}, mini], "pageInfo": {"hasNextPage": False, "endCursor": "eyJsYXN0X2lkIjo4ODEyMjc0MTg4NDgxfQ=="}})),
        (call("get_inventory_levels", inventoryItemIds=[olv, chr_, snd]), levels(before)),
        (call("adjust_inventory_quantities", reason="received", name="available", referenceDocumentUri="gid://alder-ash/PurchaseOrder/PO-3318",
              changes=[{"inventoryItemId": olv, "locationId": L["bk"][0], "delta": 24}]),
         pj({"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/41820573761729", "createdAt": "2025-03-18T15:06:12Z", "reason": "Inventory received",
                                          "referenceDocumentUri": "gid://alder-ash/PurchaseOrder/PO-3318",
                                          "changes": [change("available", 24, 32, olv, "bk"), change("on_hand", 24, 34, olv, "bk")]}, "userErrors": []})),
        (call("adjust_inventory_quantities", reason="movement_created", name="available", referenceDocumentUri="gid://alder-ash/Transfer/TR-0917",
              changes=[{"inventoryItemId": olv, "locationId": L["bk"][0], "delta": -6}, {"inventoryItemId": olv, "locationId": L["soho"][0], "delta": 6}]),
         pj({"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/41820573794497", "createdAt": "2025-03-18T15:07:48Z", "reason": "Inventory movement created",
                                          "referenceDocumentUri": "gid://alder-ash/Transfer/TR-0917",
                                          "changes": [change("available", -6, 26, olv, "bk"), change("on_hand", -6, 28, olv, "bk"),
                                                      change("available", 6, 9, olv, "soho"), change("on_hand", 6, 9, olv, "soho")]}, "userErrors": []})),
        (call("set_inventory_quantities", reason="correction", name="available", quantities=[{"inventoryItemId": chr_, "locationId": L["soho"][0], "quantity": 2, "compareQuantity": 4}]),
         pj({"inventoryAdjustmentGroup": {"id": "gid://shopify/InventoryAdjustmentGroup/41820573859905", "createdAt": "2025-03-18T15:09:20Z", "reason": "Inventory correction",
                                          "referenceDocumentUri": None,
                                          "changes": [change("available", -2, 2, chr_, "soho"), change("on_hand", -2, 2, chr_, "soho")]}, "userErrors": []})),
        (call("get_inventory_levels", inventoryItemIds=[olv, chr_, snd]), levels(after)),
        (call("get_inventory_item", id=olv), pj({"inventoryItem": {
            "id": olv, "sku": "AA-TOTE-WC-OLV", "tracked": True, "requiresShipping": True, "unitCost": {"amount": "41.20", "currencyCode": "USD"},
            "countryCodeOfOrigin": "US", "provinceCodeOfOrigin": "NY", "harmonizedSystemCode": "420222", "measurement": {"weight": {"value": 0.86, "unit": "KILOGRAMS"}},
            "createdAt": "2023-09-05T16:21:44Z", "updatedAt": "2025-03-18T15:07:48Z", "variant": {"id": "gid://shopify/ProductVariant/46530120613057", "displayName": name[olv]},
            "inventoryLevels": [
                {"location": {"id": L["bk"][0], "name": "Brooklyn Warehouse"}, "quantities": {"available": 26, "committed": 2, "incoming": 0, "on_hand": 28, "reserved": 0}},
                {"location": {"id": L["soho"][0], "name": "SoHo Store"}, "quantities": {"available": 9, "committed": 0, "incoming": 0, "on_hand": 9, "reserved": 0}},
                {"location": {"id": L["pdx"][0], "name": "Portland Pop-up"}, "quantities": {"available": 1, "committed": 0, "incoming": 0, "on_hand": 1, "reserved": 0}}]}})),
        (call("get_product", id="gid://shopify/Product/8812274122945"), product([30, 17, 9], 56, "2025-03-18T15:09:20Z")),
    ]
    rs.add(task="mcp", tid="h40-mcp-02", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="product totals count the Brooklyn-to-SoHo move as stock leaving the store (Olive 30, total 56)")


# Zendesk Support: bad
def t03(rs: RowSet) -> None:
    system = mcp_system("zendesk", "Zendesk Support API for lumenpeak.zendesk.com, acting as agent Jordan Ellery", [
        tool("search_tickets", "Search tickets with Zendesk search syntax.", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Get a ticket by id.", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update ticket fields and optionally add a comment (public or internal).", {"ticket_id": INT, "status": S, "priority": S, "type": S, "group_id": INT, "assignee_id": INT, "tags": A, "comment": OBJ}, ["ticket_id"]),
        tool("list_ticket_comments", "List the comments of a ticket, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_user", "Get a user by id.", {"user_id": INT}, ["user_id"]),
        tool("list_macros", "List active macros, optionally filtered by a title query.", {"query": S}, []),
        tool("apply_macro", "Preview the changes a macro would make to a ticket (does not save them).", {"ticket_id": INT, "macro_id": INT}, ["ticket_id", "macro_id"]),
    ])
    state = ("Zendesk lumenpeak.zendesk.com (Lumen Peak Lighting). Agent: Jordan Ellery (user 381920044512, Billing group 360004518812). "
             "2025-03-18 09:10 America/New_York. Task: pick up the damaged-lamp refund request for order #10443, triage it to Billing, "
             "approve the refund with the standard macro reply and leave the ticket pending the carrier return.")
    base = "https://lumenpeak.zendesk.com/api/v2/tickets"
    desc = ("Hi, my Arc Floor Lamp (brass) from order #10443 arrived yesterday with the base crushed on one corner and the shade dented. "
            "The box had a big hole in it. Photos attached. I'd like a refund please, I don't want a replacement. Thanks, Priya")

    def ticket(status: str, priority: Any, typ: Any, group: Any, assignee: Any, tags: list[str], updated: str) -> dict[str, Any]:
        return {"url": f"{base}/48213.json", "id": 48213, "external_id": None,
                "via": {"channel": "email", "source": {"from": {"address": "priya.natarajan@fastmail.com", "name": "Priya Natarajan"},
                                                       "to": {"name": "Lumen Peak Support", "address": "support@lumenpeak.com"}, "rel": None}},
                "created_at": "2025-03-17T21:48:03Z", "updated_at": updated, "type": typ,
                "subject": "Refund for order #10443 – lamp arrived damaged", "raw_subject": "Refund for order #10443 – lamp arrived damaged",
                "description": desc, "priority": priority, "status": status, "recipient": "support@lumenpeak.com",
                "requester_id": 9184520377, "submitter_id": 9184520377, "assignee_id": assignee, "organization_id": None, "group_id": group,
                "collaborator_ids": [], "follower_ids": [], "email_cc_ids": [], "forum_topic_id": None, "problem_id": None, "has_incidents": False,
                "is_public": True, "due_at": None, "tags": tags,
                "custom_fields": [{"id": 360041822211, "value": "10443"}, {"id": 360041822231, "value": "damaged_in_transit"}, {"id": 360041822251, "value": None}],
                "satisfaction_rating": None, "sharing_agreement_ids": [], "followup_ids": [], "brand_id": 360002214771,
                "allow_channelback": False, "allow_attachments": True, "from_messaging_channel": False}

    note = ("Photos show crushed corner on the lamp base (SKU LP-ARC-BRS) and dented shade; outer carton punctured. Order #10443 shipped UPS "
            "1Z8V2E770391284466, delivered 03/16. Eligible for full refund under damaged-on-arrival policy; carrier claim to be filed.")
    reply = ("Hi Priya,\n\nI'm so sorry your Arc Floor Lamp arrived damaged. I've approved a full refund of $289.00 for order #10443. "
             "We've emailed you a prepaid UPS return label – once the carrier scans the package, the refund is released to your original "
             "payment method within 3–5 business days.\n\nThere's no need to repack it perfectly; the original box is fine.\n\nBest,\nJordan\nLumen Peak Support")
    t_open = ticket("open", "high", "incident", 360004518812, 381920044512, ["damaged_item", "refund_request", "web_order"], "2025-03-18T13:12:44Z")
    t_pend = ticket("pending", "high", "incident", 360004518812, 381920044512, ["damaged_item", "refund_approved", "refund_request", "web_order"], "2025-03-18T13:15:02Z")
    t_bad = ticket("hold", "high", "incident", 360004518812, 381920044512, ["damaged_item", "refund_approved", "refund_request", "web_order"], "2025-03-18T13:15:02Z")

    def hit(i: int, subject: str, status: str, prio: Any, req: int, asg: Any, created: str, updated: str) -> dict[str, Any]:
        return {"url": f"{base}/{i}.json", "id": i, "result_type": "ticket", "subject": subject, "status": status, "priority": prio,
                "requester_id": req, "assignee_id": asg, "group_id": None if asg is None else 360004518812, "created_at": created, "updated_at": updated,
                "tags": ["refund_request"] if asg else ["web_order"]}

    turns = [
        (call("search_tickets", query="refund status<solved created>2025-03-10", sort_by="created_at", sort_order="desc"), pj({"results": [
            hit(48213, "Refund for order #10443 – lamp arrived damaged", "new", None, 9184520377, None, "2025-03-17T21:48:03Z", "2025-03-17T21:48:03Z"),
            hit(48188, "Refund not received yet (order 10391)", "open", "normal", 9180077126, 381920044512, "2025-03-17T14:05:29Z", "2025-03-17T19:41:10Z"),
            hit(48140, "Can I get a partial refund for the missing bulb?", "pending", "low", 9175530018, 381920066730, "2025-03-15T10:22:47Z", "2025-03-16T08:03:55Z"),
            hit(48102, "Return + refund for wrong shade color", "open", "normal", 9168840295, 381920066730, "2025-03-13T18:59:02Z", "2025-03-17T16:30:18Z"),
            hit(48077, "refund?", "new", None, 9181224470, None, "2025-03-12T23:14:36Z", "2025-03-12T23:14:36Z")],
            "facets": None, "next_page": None, "previous_page": None, "count": 5})),
        (call("get_ticket", ticket_id=48213), pj({"ticket": ticket("new", None, None, None, None, ["damaged_item", "web_order"], "2025-03-17T21:48:03Z")})),
        (call("get_user", user_id=9184520377), pj({"user": {
            "id": 9184520377, "url": "https://lumenpeak.zendesk.com/api/v2/users/9184520377.json", "name": "Priya Natarajan", "email": "priya.natarajan@fastmail.com",
            "created_at": "2023-08-02T17:40:11Z", "updated_at": "2025-03-17T21:48:04Z", "time_zone": "Eastern Time (US & Canada)", "iana_time_zone": "America/New_York",
            "phone": "+16175550134", "locale": "en-US", "role": "end-user", "verified": True, "active": True, "suspended": False, "organization_id": None,
            "tags": ["repeat_customer"], "notes": "", "details": "", "last_login_at": None,
            "user_fields": {"lifetime_orders": 7, "lifetime_value": "1184.50", "shopify_customer_id": "6204418830513"}}})),
        (call("update_ticket", ticket_id=48213, priority="high", type="incident", group_id=360004518812, assignee_id=381920044512,
              tags=["damaged_item", "web_order", "refund_request"], comment={"body": note, "public": False}),
         pj({"ticket": t_open, "audit": {"id": 27719930014851, "ticket_id": 48213, "created_at": "2025-03-18T13:12:44Z", "author_id": 381920044512, "events": [
             {"id": 27719930014979, "type": "Comment", "body": note, "public": False, "author_id": 381920044512, "attachments": []},
             {"id": 27719930015107, "type": "Change", "field_name": "priority", "value": "high", "previous_value": None},
             {"id": 27719930015235, "type": "Change", "field_name": "type", "value": "incident", "previous_value": None},
             {"id": 27719930015363, "type": "Change", "field_name": "group_id", "value": "360004518812", "previous_value": None},
             {"id": 27719930015491, "type": "Change", "field_name": "assignee_id", "value": "381920044512", "previous_value": None},
             {"id": 27719930015619, "type": "Change", "field_name": "status", "value": "open", "previous_value": "new"},
             {"id": 27719930015747, "type": "Change", "field_name": "tags", "value": ["damaged_item", "refund_request", "web_order"], "previous_value": ["damaged_item", "web_order"]}]}})),
        (call("list_macros", query="refund"), pj({"macros": [
            {"id": 360187334411, "title": "Refund::Approved – damaged on arrival", "active": True, "position": 4, "restriction": {"type": "Group", "id": 360004518812},
             "actions": [{"field": "status", "value": "pending"}, {"field": "current_tags", "value": "refund_approved"}, {"field": "comment_mode_is_public", "value": "true"}, {"field": "comment_value_html", "value": "<p>Hi {{ticket.requester.first_name}}, I'm so sorry …</p>"}],
             "updated_at": "2024-11-04T15:20:31Z"},
            {"id": 360187334431, "title": "Refund::Need photos of damage", "active": True, "position": 5, "restriction": None,
             "actions": [{"field": "status", "value": "pending"}, {"field": "current_tags", "value": "awaiting_photos"}], "updated_at": "2024-06-19T12:02:44Z"},
            {"id": 360187334451, "title": "Refund::Outside 30-day window", "active": True, "position": 6, "restriction": None,
             "actions": [{"field": "status", "value": "solved"}, {"field": "current_tags", "value": "refund_denied"}], "updated_at": "2024-06-19T12:04:09Z"},
            {"id": 360201778812, "title": "Refund::Escalate to finance (> $500)", "active": True, "position": 7, "restriction": {"type": "Group", "id": 360004518812},
             "actions": [{"field": "status", "value": "hold"}, {"field": "group_id", "value": "360006630091"}], "updated_at": "2025-01-08T09:41:57Z"}],
            "next_page": None, "previous_page": None, "count": 4})),
        (call("apply_macro", ticket_id=48213, macro_id=360187334411), pj({"result": {"ticket": {
            "id": 48213, "url": f"{base}/48213.json", "status": "pending", "tags": ["damaged_item", "refund_approved", "refund_request", "web_order"],
            "fields": [], "assignee_id": 381920044512, "group_id": 360004518812},
            "comment": {"body": reply, "html_body": "<p>" + reply.replace("\n\n", "</p><p>").replace("\n", "<br>") + "</p>", "scoped_body": [["channel:all", reply]], "public": True}}})),
        (call("update_ticket", ticket_id=48213, status="pending", tags=["damaged_item", "refund_approved", "refund_request", "web_order"], comment={"body": reply, "public": True}),
         pj({"ticket": t_pend, "audit": {"id": 27720011873297, "ticket_id": 48213, "created_at": "2025-03-18T13:15:02Z", "author_id": 381920044512, "events": [
             {"id": 27720011873425, "type": "Comment", "body": reply, "public": True, "author_id": 381920044512, "attachments": []},
             {"id": 27720011873553, "type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"},
             {"id": 27720011873681, "type": "Change", "field_name": "tags", "value": ["damaged_item", "refund_approved", "refund_request", "web_order"], "previous_value": ["damaged_item", "refund_request", "web_order"]},
             {"id": 27720011873809, "type": "Notification", "subject": "[Lumen Peak] Re: {{ticket.title}}", "recipients": [9184520377], "via": {"channel": "rule", "source": {"rel": "trigger", "from": {"title": "Notify requester of comment update"}}}}]}})),
        (call("get_ticket", ticket_id=48213), pj({"ticket": t_bad})),
        (call("list_ticket_comments", ticket_id=48213), pj({"comments": [
            {"id": 27719842210067, "type": "Comment", "author_id": 9184520377, "body": desc, "public": True, "created_at": "2025-03-17T21:48:03Z",
             "via": {"channel": "email"}, "attachments": [
                 {"id": 27719842209939, "file_name": "IMG_4471.jpeg", "content_type": "image/jpeg", "size": 2418830, "width": 3024, "height": 4032},
                 {"id": 27719842210195, "file_name": "IMG_4472.jpeg", "content_type": "image/jpeg", "size": 2201456, "width": 3024, "height": 4032}]},
            {"id": 27719930014979, "type": "Comment", "author_id": 381920044512, "body": note, "public": False, "created_at": "2025-03-18T13:12:44Z",
             "via": {"channel": "api"}, "attachments": []},
            {"id": 27720011873425, "type": "Comment", "author_id": 381920044512, "body": reply, "public": True, "created_at": "2025-03-18T13:15:02Z",
             "via": {"channel": "api"}, "attachments": []}], "next_page": None, "previous_page": None, "count": 3})),
    ]
    rs.add(task="mcp", tid="h40-mcp-03", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="ticket status reads hold though it was set to pending and nothing changed it since")


# Slack: clean
def t04(rs: RowSet) -> None:
    system = mcp_system("slack", "Slack Web API for the Halyard Labs workspace, bot user Halyard Ops Assistant", [
        tool("list_channels", "List public and private channels the bot is in.", {"types": S, "limit": INT, "cursor": S}, []),
        tool("get_channel_history", "Messages of a channel, newest first.", {"channel_id": S, "limit": INT, "cursor": S}, ["channel_id"]),
        tool("get_thread_replies", "The parent message and replies of a thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("post_message", "Post a message to a channel or thread.", {"channel_id": S, "text": S, "thread_ts": S, "reply_broadcast": B}, ["channel_id", "text"]),
        tool("update_message", "Edit a message the bot posted.", {"channel_id": S, "ts": S, "text": S}, ["channel_id", "ts", "text"]),
        tool("add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "name": S}, ["channel_id", "timestamp", "name"]),
        tool("get_user_profile", "Get a user's profile.", {"user_id": S}, ["user_id"]),
    ])
    state = ("Slack workspace Halyard Labs (halyardlabs.slack.com). Bot user U07K3D9TQ2B (Halyard Ops Assistant). 2025-03-18, about 12:32 UTC. "
             "Task: read the open INC-2291 thread in #ops-incidents, post a status update into the thread (also to the channel), mark the "
             "incident as in progress, then send a short summary to #ops-leads.")
    ch = "C04L0B8T3F2"
    parent_ts = "1742299862.104529"
    parent_text = (":rotating_light: *INC-2291* — elevated 5xx on `api-gateway` in eu-west-1 since 11:58 UTC (~6% of requests). "
                   "Investigating. Updates in thread :thread:")
    replies = [
        {"type": "message", "user": "U05H8M2LQ3T", "text": "Seeing it too — 5xx at 7.8% on gw-eu-west-1a and 1b, 1c looks clean.", "ts": "1742300010.228609", "thread_ts": parent_ts, "parent_user_id": "U03JQ2N8W4K"},
        {"type": "message", "user": "U03JQ2N8W4K", "text": "Suspect the 11:52 deploy of gateway v2.41.0 (see #deploys). <@U05H8M2LQ3T> can you check the connection pool config?", "ts": "1742300377.492019", "thread_ts": parent_ts, "parent_user_id": "U03JQ2N8W4K"},
        {"type": "message", "user": "U05H8M2LQ3T", "text": "Yep — `upstream.pool.max` dropped from 256 to 64 in the new chart values. Preparing rollback.", "ts": "1742300642.116839", "thread_ts": parent_ts, "parent_user_id": "U03JQ2N8W4K"},
        {"type": "message", "user": "U04PZ1V6C2R", "text": "Rollback to v2.40.3 started via Argo, ETA ~5 min.", "ts": "1742300915.338209", "thread_ts": parent_ts, "parent_user_id": "U03JQ2N8W4K"},
    ]
    typo = ("*Status update 12:33 UTC* — rollback of `api-gateway` to v2.430.3 is in progress (Argo). Suspected cause: `upstream.pool.max` lowered "
            "from 256 to 64 in the v2.41.0 chart values. Next update by 12:45 UTC.")
    fixed = typo.replace("v2.430.3", "v2.40.3")
    bot = {"bot_id": "B07K3D8S1QX", "app_id": "A07K3C1PL5N", "user": "U07K3D9TQ2B", "bot_profile": {"id": "B07K3D8S1QX", "name": "Halyard Ops Assistant", "app_id": "A07K3C1PL5N", "deleted": False, "team_id": "T02HLYRD9"}}
    eyes5 = {"name": "eyes", "users": ["U05H8M2LQ3T", "U04PZ1V6C2R", "U02QW8E6B1M", "U06D4LK9Z7A", "U03TX7H5N2C"], "count": 5}
    eyes6 = {"name": "eyes", "users": ["U05H8M2LQ3T", "U04PZ1V6C2R", "U02QW8E6B1M", "U06D4LK9Z7A", "U03TX7H5N2C", "U01RB6V3M8S"], "count": 6}
    hourglass = {"name": "hourglass_flowing_sand", "users": ["U07K3D9TQ2B"], "count": 1}

    def parent(count: int, users: list[str], latest: str, reactions: list[dict[str, Any]]) -> dict[str, Any]:
        return {"type": "message", "user": "U03JQ2N8W4K", "text": parent_text, "ts": parent_ts, "thread_ts": parent_ts, "reply_count": count,
                "reply_users_count": len(users), "reply_users": users, "latest_reply": latest, "is_locked": False, "subscribed": True,
                "last_read": latest, "team": "T02HLYRD9", "reactions": reactions}

    older = [
        {"type": "message", "subtype": "bot_message", "bot_id": "B02PD9UTY4K", "username": "PagerDuty", "text": ":white_check_mark: Resolved: *INC-2288* disk pressure on search-indexer-3 (eu-central-1). Resolved by Aiko Tanaka.", "ts": "1742297410.883119"},
        {"type": "message", "user": "U06D4LK9Z7A", "text": "Post-mortem for INC-2284 (Kafka consumer lag, 14 Mar) is up for review: https://halyard.atlassian.net/wiki/x/QYB2Lg — comments by Thursday please.", "ts": "1742291845.219909", "reactions": [{"name": "+1", "users": ["U03JQ2N8W4K", "U04PZ1V6C2R"], "count": 2}]},
        {"type": "message", "subtype": "bot_message", "bot_id": "B02PD9UTY4K", "username": "PagerDuty", "text": ":rotating_light: Triggered: *INC-2288* disk pressure on search-indexer-3 (eu-central-1) — 91% used on /var/lib/indexer", "ts": "1742288403.551239"},
        {"type": "message", "user": "U05H8M2LQ3T", "text": "Handing over on-call to <@U04PZ1V6C2R>. Nothing open, one flaky alert on `billing-cron` that I've silenced till Wed.", "ts": "1742237122.760449"},
        {"type": "message", "user": "U03TX7H5N2C", "text": "Reminder: game day for the eu-west-1 failover runbook is Friday 10:00 UTC. Sign-ups in the thread.", "ts": "1742233507.114879", "thread_ts": "1742233507.114879", "reply_count": 3, "reply_users_count": 3, "latest_reply": "1742236090.004219"},
    ]
    mine = {"type": "message", "subtype": "thread_broadcast", "text": fixed, "ts": "1742301207.559129", "thread_ts": parent_ts, "root": {"ts": parent_ts, "user": "U03JQ2N8W4K", "reply_count": 6},
            "edited": {"user": "U07K3D9TQ2B", "ts": "1742301241.000000"}, **bot}
    aiko = {"type": "message", "user": "U04PZ1V6C2R", "text": "Argo shows v2.40.3 healthy on all 12 pods, 5xx down to 0.2% and dropping.", "ts": "1742301388.672909", "thread_ts": parent_ts, "parent_user_id": "U03JQ2N8W4K"}
    turns = [
        (call("list_channels", types="public_channel,private_channel", limit=100), pj({"ok": True, "channels": [
            {"id": "C04KZ7Q2M1P", "name": "general", "is_private": False, "is_archived": False, "is_member": True, "num_members": 312, "topic": {"value": "Company-wide announcements"}, "created": 1614087311},
            {"id": ch, "name": "ops-incidents", "is_private": False, "is_archived": False, "is_member": True, "num_members": 58, "topic": {"value": "Live incidents only. Sev1/Sev2 → page via /pd"}, "created": 1615209552},
            {"id": "C04M3HXJ2K8", "name": "deploys", "is_private": False, "is_archived": False, "is_member": True, "num_members": 74, "topic": {"value": "Argo + GitHub deploy feed"}, "created": 1615740020},
            {"id": "C06F1PZ4R9N", "name": "customer-escalations", "is_private": False, "is_archived": False, "is_member": True, "num_members": 31, "topic": {"value": "Escalations from Support (Zendesk)"}, "created": 1668522817},
            {"id": "C05R7TN8D0C", "name": "random", "is_private": False, "is_archived": False, "is_member": True, "num_members": 298, "topic": {"value": ""}, "created": 1614087311},
            {"id": "C05A9WQ6E7H", "name": "ops-leads", "is_private": True, "is_archived": False, "is_member": True, "num_members": 9, "topic": {"value": "Ops leadership – incident summaries"}, "created": 1649933170}],
            "response_metadata": {"next_cursor": ""}})),
        (call("get_channel_history", channel_id=ch, limit=6), pj({"ok": True, "messages": [
            parent(4, ["U05H8M2LQ3T", "U03JQ2N8W4K", "U04PZ1V6C2R"], "1742300915.338209", [eyes5]), *older],
            "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQyMjMzNTA3MTE0ODc5"}})),
        (call("get_thread_replies", channel_id=ch, thread_ts=parent_ts), pj({"ok": True, "messages": [
            parent(4, ["U05H8M2LQ3T", "U03JQ2N8W4K", "U04PZ1V6C2R"], "1742300915.338209", [eyes5]), *replies], "has_more": False, "response_metadata": {"next_cursor": ""}})),
        (call("post_message", channel_id=ch, text=typo, thread_ts=parent_ts, reply_broadcast=True), pj({"ok": True, "channel": ch, "ts": "1742301207.559129", "message": {
            "type": "message", "subtype": "thread_broadcast", "text": typo, "ts": "1742301207.559129", "thread_ts": parent_ts, "root": {"ts": parent_ts, "user": "U03JQ2N8W4K", "reply_count": 5}, **bot}})),
        (call("update_message", channel_id=ch, ts="1742301207.559129", text=fixed), pj({"ok": True, "channel": ch, "ts": "1742301207.559129", "text": fixed, "message": {
            "type": "message", "subtype": "thread_broadcast", "text": fixed, "ts": "1742301207.559129", "thread_ts": parent_ts, "edited": {"user": "U07K3D9TQ2B", "ts": "1742301241.000000"}, **bot}})),
        (call("add_reaction", channel_id=ch, timestamp=parent_ts, name="hourglass_flowing_sand"), pj({"ok": True})),
        (call("get_thread_replies", channel_id=ch, thread_ts=parent_ts), pj({"ok": True, "messages": [
            parent(6, ["U05H8M2LQ3T", "U03JQ2N8W4K", "U04PZ1V6C2R", "U07K3D9TQ2B"], "1742301388.672909", [eyes6, hourglass]), *replies, mine, aiko],
            "has_more": False, "response_metadata": {"next_cursor": ""}})),
        (call("get_channel_history", channel_id=ch, limit=4), pj({"ok": True, "messages": [
            mine, parent(6, ["U05H8M2LQ3T", "U03JQ2N8W4K", "U04PZ1V6C2R", "U07K3D9TQ2B"], "1742301388.672909", [eyes6, hourglass]), *older[:2]],
            "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzQyMjkxODQ1MjE5OTA5"}})),
        (call("get_user_profile", user_id="U04PZ1V6C2R"), pj({"ok": True, "profile": {
            "title": "Site Reliability Engineer", "phone": "+353 87 555 0192", "real_name": "Aiko Tanaka", "display_name": "aiko", "status_text": "On call until Wed 09:00",
            "status_emoji": ":pager:", "status_expiration": 1742461200, "email": "aiko.tanaka@halyardlabs.io", "first_name": "Aiko", "last_name": "Tanaka",
            "tz": "Europe/Dublin", "image_72": "https://avatars.slack-edge.com/2023-05-02/5183360194417_6c1d5be0e2a4b7c91f3d_72.jpg", "team": "T02HLYRD9"}})),
        (call("post_message", channel_id="C05A9WQ6E7H", text="INC-2291 (eu-west-1 gateway 5xx, from 11:58 UTC): caused by gateway v2.41.0 lowering the upstream pool max 256→64. Rolled back to v2.40.3; Aiko reports 5xx at 0.2% and falling. Monitoring 30 min before resolve. Thread: https://halyardlabs.slack.com/archives/C04L0B8T3F2/p1742299862104529"),
         pj({"ok": True, "channel": "C05A9WQ6E7H", "ts": "1742301460.201389", "message": {"type": "message", "text": "INC-2291 (eu-west-1 gateway 5xx, from 11:58 UTC): caused by gateway v2.41.0 lowering the upstream pool max 256→64. Rolled back to v2.40.3; Aiko reports 5xx at 0.2% and falling. Monitoring 30 min before resolve. Thread: <https://halyardlabs.slack.com/archives/C04L0B8T3F2/p1742299862104529>", "ts": "1742301460.201389", **bot}})),
    ]
    rs.add(task="mcp", tid="h40-mcp-04", system=system, turns=turns, state=state)


# ShipStation: bad
def t05(rs: RowSet) -> None:
    system = mcp_system("shipstation", "ShipStation V1 API for the Fernhill Tea Co. account", [
        tool("list_orders", "List orders, filtered by status, store or order number.", {"orderStatus": S, "orderNumber": S, "pageSize": INT, "page": INT}, []),
        tool("get_order", "Get one order by orderId.", {"orderId": INT}, ["orderId"]),
        tool("get_rates", "Get shipping rates for a carrier and package.", {"carrierCode": S, "fromPostalCode": S, "toState": S, "toCountry": S, "toPostalCode": S, "toCity": S, "weight": OBJ, "dimensions": OBJ, "confirmation": S, "residential": B}, ["carrierCode", "fromPostalCode", "toCountry", "toPostalCode", "weight"]),
        tool("create_label", "Create a shipping label for an order (marks it shipped).", {"orderId": INT, "carrierCode": S, "serviceCode": S, "packageCode": S, "confirmation": S, "shipDate": S, "weight": OBJ, "dimensions": OBJ, "testLabel": B}, ["orderId", "carrierCode", "serviceCode", "packageCode", "shipDate"]),
        tool("list_shipments", "List shipments (labels), filtered by order number, tracking number or date.", {"orderNumber": S, "trackingNumber": S, "shipDateStart": S, "includeShipmentItems": B}, []),
        tool("void_label", "Void a label by shipmentId.", {"shipmentId": INT}, ["shipmentId"]),
    ])
    state = ("ShipStation account for Fernhill Tea Co. (warehouse 104822, 2210 SE Division St, Portland OR 97202; store 318445 = Shopify). "
             "2025-03-18 08:40 America/Los_Angeles. Task: ship the oldest Priority orders today: FT-10882 first (compare USPS rates, use Priority "
             "with delivery confirmation), then FT-10884.")

    def addr(name: str, street: str, city: str, st: str, zip_: str, phone: str) -> dict[str, Any]:
        return {"name": name, "company": None, "street1": street, "street2": None, "street3": None, "city": city, "state": st, "postalCode": zip_,
                "country": "US", "phone": phone, "residential": True, "addressVerified": "Address validated successfully"}

    o = [
        (512884031, "FT-10882", "2025-03-17T19:42:11.0000000", addr("Helena Ortiz", "27 Haywood St Apt 4B", "Asheville", "NC", "28801-3836", "828-555-0162"), 64.50, 38.4, "USPS Priority Mail"),
        (512884187, "FT-10883", "2025-03-17T20:05:37.0000000", addr("Tomasz Wielgus", "1845 W Chicago Ave Unit 2", "Chicago", "IL", "60622-5342", "312-555-0119"), 27.00, 12.0, "USPS Ground Advantage"),
        (512885902, "FT-10884", "2025-03-17T22:31:50.0000000", addr("Rachel Adeyemi", "3920 Park Blvd", "Oakland", "CA", "94602-1217", "510-555-0177"), 118.75, 54.2, "USPS Priority Mail"),
        (512886044, "FT-10886", "2025-03-18T01:12:09.0000000", addr("Jun Park", "4412 Fremont Ave N", "Seattle", "WA", "98103-7204", "206-555-0140"), 42.00, 16.8, "USPS Ground Advantage"),
        (512886570, "FT-10887", "2025-03-18T06:48:33.0000000", addr("Claire Dubois", "88 Pine St", "Burlington", "VT", "05401-4716", "802-555-0103"), 89.90, 31.0, "USPS Priority Mail"),
    ]

    def summary(r: tuple[Any, ...]) -> dict[str, Any]:
        oid, num, date, to, total, wt, svc = r
        return {"orderId": oid, "orderNumber": num, "orderKey": f"shopify-{5932110000000 + oid % 100000}", "orderDate": date, "createDate": date.replace(".0000000", ".4170000"),
                "paymentDate": date, "shipByDate": None, "orderStatus": "awaiting_shipment", "customerEmail": f"{to['name'].split()[0].lower()}@example-mail.com",
                "shipTo": {k: to[k] for k in ("name", "city", "state", "postalCode", "country")}, "orderTotal": total, "amountPaid": total, "taxAmount": 0.0, "shippingAmount": 0.0,
                "requestedShippingService": svc, "weight": {"value": wt, "units": "ounces", "WeightUnits": 1}, "carrierCode": None, "serviceCode": None,
                "tagIds": [48831] if total > 100 else None}

    items_10882 = [
        {"orderItemId": 801552310, "lineItemKey": "14921877561521", "sku": "FT-OOL-250", "name": "Oolong – Dong Ding, 250 g tin", "quantity": 2, "unitPrice": 18.00, "weight": {"value": 9.8, "units": "ounces"}, "warehouseLocation": "A-03-2"},
        {"orderItemId": 801552311, "lineItemKey": "14921877594289", "sku": "FT-GEN-100", "name": "Genmaicha, 100 g pouch", "quantity": 1, "unitPrice": 9.50, "weight": {"value": 4.2, "units": "ounces"}, "warehouseLocation": "A-01-5"},
        {"orderItemId": 801552312, "lineItemKey": "14921877627057", "sku": "FT-KYU-350", "name": "Tokoname kyusu teapot, 350 ml", "quantity": 1, "unitPrice": 19.00, "weight": {"value": 14.6, "units": "ounces"}, "warehouseLocation": "C-11-1"},
    ]
    items_10884 = [
        {"orderItemId": 801553904, "lineItemKey": "14921881067697", "sku": "FT-MAT-030", "name": "Ceremonial matcha, 30 g tin", "quantity": 3, "unitPrice": 24.00, "weight": {"value": 3.1, "units": "ounces"}, "warehouseLocation": "B-02-4"},
        {"orderItemId": 801553905, "lineItemKey": "14921881100465", "sku": "FT-CHW-80", "name": "Bamboo chasen whisk, 80 prong", "quantity": 1, "unitPrice": 16.75, "weight": {"value": 1.9, "units": "ounces"}, "warehouseLocation": "B-05-1"},
        {"orderItemId": 801553906, "lineItemKey": "14921881133233", "sku": "FT-CHA-BWL", "name": "Matcha bowl (chawan), speckled", "quantity": 1, "unitPrice": 30.00, "weight": {"value": 43.0, "units": "ounces"}, "warehouseLocation": "C-14-2"},
    ]

    def full(r: tuple[Any, ...], items: list[dict[str, Any]], dims: dict[str, Any], status: str = "awaiting_shipment", ship_date: Any = None) -> dict[str, Any]:
        d = summary(r)
        d.update({"orderStatus": status, "shipTo": r[3], "billTo": {**r[3], "residential": None, "addressVerified": None}, "items": items, "shipDate": ship_date,
                  "packageCode": "package", "confirmation": "none", "dimensions": dims, "insuranceOptions": {"provider": None, "insureShipment": False, "insuredValue": 0.0},
                  "internationalOptions": {"contents": None, "customsItems": None, "nonDelivery": None},
                  "advancedOptions": {"warehouseId": 104822, "nonMachinable": False, "saturdayDelivery": False, "containsAlcohol": False, "storeId": 318445, "source": "shopify", "billToParty": None},
                  "gift": False, "giftMessage": None, "customerNotes": None, "internalNotes": None, "modifyDate": "2025-03-18T08:39:02.1030000"})
        return d

    dims1 = {"length": 10.0, "width": 8.0, "height": 6.0, "units": "inches"}
    dims3 = {"length": 12.0, "width": 10.0, "height": 8.0, "units": "inches"}
    label_common = {"userId": "a1f0c7d2-3b9e-4e61-8d54-9c2e7b1a6f30", "customerEmail": None, "isReturnLabel": False, "batchNumber": None, "voided": False, "voidDate": None,
                    "marketplaceNotified": False, "notifyErrorMessage": None, "insuranceCost": 0.0, "carrierCode": "stamps_com", "serviceCode": "usps_priority_mail",
                    "packageCode": "package", "confirmation": "delivery", "warehouseId": 104822, "advancedOptions": {"billToParty": None, "billToAccount": None}}

    def shipment(sid: int, r: tuple[Any, ...], tracking: str, cost: float, created: str, dims: dict[str, Any], label: bool) -> dict[str, Any]:
        d = {"shipmentId": sid, "orderId": r[0], "orderKey": summary(r)["orderKey"], "orderNumber": r[1], "createDate": created, "shipDate": "2025-03-18",
             "shipmentCost": cost, "trackingNumber": tracking, **label_common, "shipTo": r[3], "weight": {"value": r[5], "units": "ounces", "WeightUnits": 1},
             "dimensions": dims, "shipmentItems": None}
        if label:
            d["labelData"] = "JVBERi0xLjQKJeLjz9MKMiAwIG9iago8PC9MZW5ndGggNjIgMCBSL0ZpbHRlci9GbGF0ZURlY29kZT4+c3RyZWFtCnicK+RyCuEyNDZRMDIwMTBUcArhsjQ3UjBQMFIwNDQ2UQhJ4XINAQB1tQZqCmVuZHN0cmVhbQplbmRvYmoK…(truncated, 48312 bytes)"
            d["formData"] = None
        return d

    rates = [
        {"serviceName": "USPS Ground Advantage - Package", "serviceCode": "usps_ground_advantage", "shipmentCost": 11.42, "otherCost": 0.0},
        {"serviceName": "USPS Priority Mail - Package", "serviceCode": "usps_priority_mail", "shipmentCost": 13.87, "otherCost": 0.0},
        {"serviceName": "USPS Priority Mail - Package (Delivery Confirmation)", "serviceCode": "usps_priority_mail", "shipmentCost": 13.87, "otherCost": 0.0},
        {"serviceName": "USPS Priority Mail Express - Package", "serviceCode": "usps_priority_mail_express", "shipmentCost": 52.35, "otherCost": 0.0},
        {"serviceName": "USPS Parcel Select Ground - Package", "serviceCode": "usps_parcel_select", "shipmentCost": 14.08, "otherCost": 0.0},
        {"serviceName": "USPS Priority Mail - Medium Flat Rate Box", "serviceCode": "usps_priority_mail", "shipmentCost": 16.10, "otherCost": 0.0},
    ]
    turns = [
        (call("list_orders", orderStatus="awaiting_shipment", pageSize=50), pj({"orders": [summary(r) for r in o], "total": 5, "page": 1, "pages": 1})),
        (call("get_order", orderId=512884031), pj(full(o[0], items_10882, dims1))),
        (call("get_rates", carrierCode="stamps_com", fromPostalCode="97202", toState="NC", toCountry="US", toPostalCode="28801", toCity="Asheville",
              weight={"value": 38.4, "units": "ounces"}, dimensions=dims1, confirmation="delivery", residential=True), pj(rates)),
        (call("create_label", orderId=512884031, carrierCode="stamps_com", serviceCode="usps_priority_mail", packageCode="package", confirmation="delivery",
              shipDate="2025-03-18", weight={"value": 38.4, "units": "ounces"}, dimensions=dims1, testLabel=False),
         pj(shipment(298844172, o[0], "9405511206213847261934", 13.87, "2025-03-18T08:41:57.4030000", dims1, True))),
        (call("list_shipments", orderNumber="FT-10882", includeShipmentItems=False),
         pj({"shipments": [shipment(298844172, o[0], "9405511206213847261943", 13.87, "2025-03-18T08:41:57.4030000", dims1, False)], "total": 1, "page": 1, "pages": 1})),
        (call("list_orders", orderStatus="awaiting_shipment", pageSize=50), pj({"orders": [summary(r) for r in o[1:]], "total": 4, "page": 1, "pages": 1})),
        (call("get_order", orderId=512885902), pj(full(o[2], items_10884, dims3))),
        (call("create_label", orderId=512885902, carrierCode="stamps_com", serviceCode="usps_priority_mail", packageCode="package", confirmation="delivery",
              shipDate="2025-03-18", weight={"value": 54.2, "units": "ounces"}, dimensions=dims3, testLabel=False),
         pj(shipment(298844319, o[2], "9405511206213847305518", 17.64, "2025-03-18T08:47:12.8870000", dims3, True))),
    ]
    rs.add(task="mcp", tid="h40-mcp-05", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="tracking number of the label just created comes back with its last two digits swapped")


# Mews: clean
def t06(rs: RowSet) -> None:
    system = mcp_system("mews-connector", "Mews Connector API for Hotel Kaleidoskop Wien (enterprise 3a1f7c0e-92d4-4b58-8e1a-5d6c2f0b9e47)", [
        tool("reservations_get_all", "Get reservations by ids, states or a scheduled-start interval (reservations/getAll/2023-06-06).", {"ReservationIds": A, "States": A, "ScheduledStartUtc": OBJ, "Limitation": OBJ}, []),
        tool("customers_get_all", "Get customers by ids (customers/getAll).", {"CustomerIds": A}, ["CustomerIds"]),
        tool("resources_get_all", "Get rooms and their housekeeping state, optionally by resource category (resources/getAll).", {"ResourceCategoryIds": A, "Extent": OBJ}, []),
        tool("reservations_update", "Update reservation fields such as the assigned room (reservations/update).", {"ReservationUpdates": A, "Reason": S}, ["ReservationUpdates"]),
        tool("reservations_start", "Check in a reservation (reservations/start).", {"ReservationId": S}, ["ReservationId"]),
        tool("orders_add", "Post a charge to a customer account, linked to a reservation (orders/add).", {"ServiceId": S, "AccountId": S, "LinkedReservationId": S, "Items": A, "ConsumptionUtc": S}, ["ServiceId", "AccountId", "Items"]),
        tool("orderitems_get_all", "Get order items (revenue) for service orders (orderItems/getAll).", {"ServiceOrderIds": A, "Currency": S}, ["ServiceOrderIds"]),
    ])
    state = ("Mews, Hotel Kaleidoskop Wien (Europe/Vienna, EUR). Wed 2025-05-14 14:45 local (12:45 UTC). Front desk task: guest Lukas Brenner "
             "has arrived for reservation 52318 (2 nights, Superior Double). Assign an inspected room (he prefers a high floor), check him in, "
             "and post garage parking for both nights (EUR 28.00 gross per night, 20% VAT), then confirm what is on his folio.")
    acc = "bd26d8db-86da-4f96-9efc-e5a4654a4a94"
    cat = "773d5e42-de1e-43a0-9ce6-f940faf2303f"
    res_id, cust = "6f1d2c9a-3b4e-4c7f-9e21-a0b8d5e3f412", "b3e9f7a2-5c1d-4e8b-a6f0-2d7c9e4b1a83"
    room306 = "0ef3a9b1-7c24-4d8e-b5f6-18a2e9c74d05"
    adult = "1f67644f-052d-4863-acdf-ae1600c60ca0"

    def resv(rid: str, num: str, acct: str, st: str, created: str, updated: str, start: str, end: str, catid: str, room: Any, adults: int,
             actual: Any = None, origin: str = "Distributor", rate: str = "ed4b660b-19d0-434b-9360-a4de2ea42eda") -> dict[str, Any]:
        return {"Id": rid, "ServiceId": acc, "AccountId": acct, "AccountType": "Customer", "CreatorProfileId": "c5f2a1e0-34b8-4d9a-9e7c-0b1d6f3a2e58",
                "UpdaterProfileId": "e7d9b3c1-2a4f-4e6b-8c0d-5f1a9e2b7c34" if updated > created else "c5f2a1e0-34b8-4d9a-9e7c-0b1d6f3a2e58",
                "BookerId": acct, "Number": num, "State": st, "Origin": origin, "CommanderOrigin": "BookingEngine" if origin == "Distributor" else "Connector",
                "CreatedUtc": created, "UpdatedUtc": updated, "CancelledUtc": None, "ScheduledStartUtc": start, "ActualStartUtc": actual, "ScheduledEndUtc": end,
                "ActualEndUtc": None, "RequestedResourceCategoryId": catid, "AssignedResourceId": room, "AssignedResourceLocked": False,
                "BusinessSegmentId": "a0c9e2f4-7b3d-4e51-9f86-2d1b5c7a3e09", "CompanyId": None, "TravelAgencyId": None, "RateId": rate, "Purpose": "Leisure",
                "PersonCounts": [{"AgeCategoryId": adult, "Count": adults}], "QrCodeData": None,
                "Options": {"OwnerCheckedIn": actual is not None, "AllCompanionsCheckedIn": actual is not None, "AnyCompanionCheckedIn": actual is not None, "ConnectorCheckIn": False}}

    arrivals = [
        resv("2c8e4b1f-6a3d-4f70-b9e2-7d5c1a0e3f96", "52296", "0d4a7f2e-8b1c-4e39-a6d5-3f9c2b7e1a04", "Started", "2025-04-02T09:14:51Z", "2025-05-14T10:05:22Z",
             "2025-05-14T12:00:00Z", "2025-05-17T09:00:00Z", "5e0b7a4c-2d19-4f83-b6e1-9c7a3d5f0e28", "9a1c3e5f-7b2d-4a60-8e9f-1d3b5c7a9e02", 1, actual="2025-05-14T10:05:22Z"),
        resv(res_id, "52318", cust, "Confirmed", "2025-04-11T17:32:08Z", "2025-05-13T08:20:44Z", "2025-05-14T12:00:00Z", "2025-05-16T09:00:00Z", cat, None, 2),
        resv("a7f3c9e1-0b5d-4e28-8f64-3c1e7a9d5b20", "52324", "f2b8d6a4-1c3e-4f57-9a0b-6e4d2c8f1a37", "Confirmed", "2025-04-14T12:47:36Z", "2025-04-14T12:47:36Z",
             "2025-05-14T12:00:00Z", "2025-05-15T09:00:00Z", cat, None, 2),
        resv("4d9b1e7f-3a6c-4f02-b8e5-0c2a7d9f4e61", "52341", "7e1a5c3f-9d2b-4e86-a0f4-8b6c1e3d5a97", "Confirmed", "2025-04-20T06:58:13Z", "2025-05-10T15:31:02Z",
             "2025-05-14T12:00:00Z", "2025-05-18T09:00:00Z", "3b6f9d2c-8e1a-4c75-9d0b-4a2f7e6c1b83", None, 2, origin="Connector"),
        resv("e5c2a8f0-7d4b-4e19-9c3a-1f6e0b8d2a54", "52377", "3c7e1b9d-5f2a-4d80-b6c4-0e8a2f5d7b13", "Confirmed", "2025-05-09T19:03:27Z", "2025-05-09T19:03:27Z",
             "2025-05-14T12:00:00Z", "2025-05-15T09:00:00Z", "5e0b7a4c-2d19-4f83-b6e1-9c7a3d5f0e28", "6b8d0f2a-4c6e-4a17-9e3b-5d7f9b1c3e80", 1),
    ]

    def room(rid: str, name: str, st: str, floor: str) -> dict[str, Any]:
        return {"Id": rid, "EnterpriseId": "3a1f7c0e-92d4-4b58-8e1a-5d6c2f0b9e47", "IsActive": True, "Name": name, "ParentResourceId": None, "State": st,
                "Descriptions": {}, "CreatedUtc": "2021-02-18T09:30:12Z", "UpdatedUtc": "2025-05-14T11:52:40Z" if st != "OutOfService" else "2025-05-12T07:15:03Z",
                "Data": {"Discriminator": "Space", "Value": {"FloorNumber": floor, "LocationNotes": None}}}

    rooms = [room("c32386aa-1cd2-414a-a823-489325842fbe", "214", "Inspected", "2"), room("5a7c9e1b-3d5f-4a82-b0c4-6e8a1c3e5f70", "215", "Dirty", "2"),
             room("8d0f2b4a-6c8e-4e13-a5b7-9d1f3b5d7a26", "302", "Clean", "3"), room(room306, "306", "Inspected", "3"),
             room("1e3a5c7d-9f1b-4d36-8a0c-2e4a6c8e0b59", "311", "OutOfService", "3"), room("7b9d1f3e-5a7c-4e90-b2d4-8f0a2c4e6a18", "408", "Dirty", "4")]
    parking_order = "9c2e5a7f-1b3d-4e68-a0c2-6f8b3d1e5a94"

    def amount(net: float, tax: float, gross: float, code: Any) -> dict[str, Any]:
        return {"Currency": "EUR", "NetValue": net, "GrossValue": gross, "TaxValues": [{"Code": code, "Value": tax}] if code else [],
                "Breakdown": {"Items": [{"TaxRateCode": code, "NetValue": net, "TaxValue": tax}]}}

    def item(iid: str, order: str, cat_id: str, units: int, unit: dict[str, Any], total: dict[str, Any], typ: str, consumed: str, data: dict[str, Any]) -> dict[str, Any]:
        return {"Id": iid, "EnterpriseId": "3a1f7c0e-92d4-4b58-8e1a-5d6c2f0b9e47", "AccountId": cust, "AccountType": "Customer", "ServiceId": acc if order == res_id else "f41b3d7e-2c9a-4e50-8b6d-1a3f5c7e9b02",
                "ServiceOrderId": order, "BillId": None, "AccountingCategoryId": cat_id, "UnitCount": units, "UnitAmount": unit, "Amount": total,
                "OriginalAmount": total, "RevenueType": "Service" if typ != "CityTax" else "Additional", "CreatorProfileId": "e7d9b3c1-2a4f-4e6b-8c0d-5f1a9e2b7c34",
                "CreatedUtc": "2025-05-14T12:50:14Z" if order == parking_order else "2025-04-11T17:32:08Z", "ConsumedUtc": consumed, "ClosedUtc": None,
                "AccountingState": "Open", "Type": typ, "Data": data}

    night = amount(171.82, 17.18, 189.00, "AT-2020-R")
    ctax = amount(5.50, 0.0, 5.50, None)
    turns = [
        (call("reservations_get_all", States=["Confirmed", "Started"], ScheduledStartUtc={"StartUtc": "2025-05-13T22:00:00Z", "EndUtc": "2025-05-14T22:00:00Z"}, Limitation={"Count": 50}),
         pj({"Reservations": arrivals, "Cursor": "e5c2a8f0-7d4b-4e19-9c3a-1f6e0b8d2a54"})),
        (call("customers_get_all", CustomerIds=[cust]), pj({"Customers": [{
            "Id": cust, "Number": "88412", "Title": "Mister", "Sex": "Male", "FirstName": "Lukas", "LastName": "Brenner", "SecondLastName": None,
            "NationalityCode": "DE", "LanguageCode": "de-DE", "BirthDate": "1986-09-03", "Email": "lukas.brenner@posteo.de", "Phone": "+49 170 5550193",
            "LoyaltyCode": None, "Notes": "Prefers high floor, quiet side (Hof). Stayed 3x since 2022.", "Classifications": ["Returning", "Cashlist"],
            "Options": ["SendMarketingEmails"], "CreatedUtc": "2022-06-20T14:03:51Z", "UpdatedUtc": "2025-05-13T08:20:44Z",
            "Address": {"Line1": "Lychener Str. 41", "Line2": None, "City": "Berlin", "PostalCode": "10437", "CountryCode": "DE", "CountrySubdivisionCode": None},
            "IdentityCard": None, "Passport": None, "CompanyId": None}], "Documents": [], "Cursor": cust})),
        (call("resources_get_all", ResourceCategoryIds=[cat], Extent={"Resources": True, "ResourceCategoryAssignments": True}),
         pj({"Resources": rooms, "ResourceCategoryAssignments": [{"Id": f"{i:02d}f1c3a5-7e9b-4d21-8c4e-6a8c0e2a4c6e", "ResourceId": r["Id"], "CategoryId": cat, "IsActive": True,
                                                                 "CreatedUtc": "2021-02-18T09:31:44Z", "UpdatedUtc": "2021-02-18T09:31:44Z"} for i, r in enumerate(rooms, 10)], "Cursor": None})),
        (call("reservations_update", ReservationUpdates=[{"ReservationId": res_id, "AssignedResourceId": {"Value": room306}}], Reason="Room assignment at arrival – high floor request"),
         pj({"Reservations": [resv(res_id, "52318", cust, "Confirmed", "2025-04-11T17:32:08Z", "2025-05-14T12:46:07Z", "2025-05-14T12:00:00Z", "2025-05-16T09:00:00Z", cat, room306, 2)]})),
        (call("reservations_start", ReservationId=res_id), "{}"),
        (call("orders_add", ServiceId="f41b3d7e-2c9a-4e50-8b6d-1a3f5c7e9b02", AccountId=cust, LinkedReservationId=res_id,
              Items=[{"Name": "Garage parking (per night)", "UnitCount": 2, "UnitAmount": {"Currency": "EUR", "GrossValue": 28.00, "TaxCodes": ["AT-2020-S"]},
                      "AccountingCategoryId": "2d4f6a8c-0e2b-4d57-9f1a-3c5e7a9c1e35"}]),
         pj({"OrderId": parking_order})),
        (call("orderitems_get_all", ServiceOrderIds=[res_id, parking_order], Currency="EUR"), pj({"OrderItems": [
            item("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41", res_id, "6c8e0a2c-4e6a-4c91-b3d5-7f9b1d3f5a02", 1, night, night, "SpaceOrder", "2025-05-14T22:00:00Z", {"Discriminator": "Rebate", "Value": None}),
            item("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42", res_id, "6c8e0a2c-4e6a-4c91-b3d5-7f9b1d3f5a02", 1, night, night, "SpaceOrder", "2025-05-15T22:00:00Z", {"Discriminator": "Rebate", "Value": None}),
            item("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43", res_id, "8e0a2c4e-6a8c-4e13-b5d7-9f1b3d5f7a24", 1, ctax, ctax, "CityTax", "2025-05-14T22:00:00Z", {"Discriminator": "CityTax", "Value": None}),
            item("0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c44", res_id, "8e0a2c4e-6a8c-4e13-b5d7-9f1b3d5f7a24", 1, ctax, ctax, "CityTax", "2025-05-15T22:00:00Z", {"Discriminator": "CityTax", "Value": None}),
            item("7f3b9d1e-5c2a-4e84-b6f0-2a8c4e6b0d15", parking_order, "2d4f6a8c-0e2b-4d57-9f1a-3c5e7a9c1e35", 2, amount(23.33, 4.67, 28.00, "AT-2020-S"),
                 amount(46.67, 9.33, 56.00, "AT-2020-S"), "CustomItem", "2025-05-14T12:50:14Z", {"Discriminator": "Product", "Value": {"ProductId": None, "AgeCategoryId": None}})],
            "Cursor": "7f3b9d1e-5c2a-4e84-b6f0-2a8c4e6b0d15"})),
        (call("reservations_get_all", ReservationIds=[res_id]), pj({"Reservations": [
            resv(res_id, "52318", cust, "Started", "2025-04-11T17:32:08Z", "2025-05-14T12:48:31Z", "2025-05-14T12:00:00Z", "2025-05-16T09:00:00Z", cat, room306, 2, actual="2025-05-14T12:48:31Z")],
            "Cursor": res_id})),
    ]
    rs.add(task="mcp", tid="h40-mcp-06", system=system, turns=turns, state=state)


# Duffel: bad
def t07(rs: RowSet) -> None:
    system = mcp_system("duffel", "Duffel Flights API (live mode) for the Verdant Studio travel desk", [
        tool("create_offer_request", "Search flights: create an offer request for slices and passengers.", {"slices": A, "passengers": A, "cabin_class": S, "return_offers": B}, ["slices", "passengers"]),
        tool("list_offers", "List the offers of an offer request.", {"offer_request_id": S, "sort": S, "limit": INT, "max_connections": INT}, ["offer_request_id"]),
        tool("get_offer", "Get one offer, optionally with available extra services.", {"offer_id": S, "return_available_services": B}, ["offer_id"]),
        tool("get_seat_maps", "Seat maps for the segments of an offer.", {"offer_id": S}, ["offer_id"]),
        tool("create_order", "Book an offer for the given passengers (instant order paid from balance).", {"type": S, "selected_offers": A, "passengers": A, "services": A, "payments": A, "metadata": OBJ}, ["selected_offers", "passengers"]),
        tool("get_order", "Get an order.", {"order_id": S}, ["order_id"]),
    ])
    state = ("Duffel, Verdant Studio travel desk (balance account in GBP). 2025-03-18 10:15 UTC. Task: book Sofia Lindqvist London Heathrow → "
             "Amsterdam on Mon 14 Apr 2025, cheapest morning economy flight, window seat if cheap, and the return Amsterdam → Heathrow on Thu 17 Apr, "
             "late afternoon. Traveller: Ms Sofia Lindqvist, born 1989-07-22, sofia.lindqvist@verdant-studio.com, +447700900417.")
    pax1 = "pas_0000AoB7x3kVt1QmR2Yc9a"
    orq1 = "orq_0000AoB7x3kVt1QmR2Yc9Z"
    kl = {"iata_code": "KL", "name": "KLM", "id": "arl_00009VME7DCOaPRQvNhcMu", "logo_symbol_url": "https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/KL.svg", "conditions_of_carriage_url": "https://www.klm.com/information/legal/conditions-carriage"}
    ba = {"iata_code": "BA", "name": "British Airways", "id": "arl_00009VME7DAGiJjwomhv32", "logo_symbol_url": "https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/BA.svg", "conditions_of_carriage_url": "https://www.britishairways.com/en-gb/information/legal/british-airways/general-conditions-of-carriage"}
    lhr = {"iata_code": "LHR", "name": "Heathrow Airport", "city_name": "London", "time_zone": "Europe/London", "type": "airport"}
    ams = {"iata_code": "AMS", "name": "Amsterdam Airport Schiphol", "city_name": "Amsterdam", "time_zone": "Europe/Amsterdam", "type": "airport"}

    def seg(sid: str, carrier: dict[str, Any], num: str, o: dict[str, Any], d: dict[str, Any], dep: str, arr: str, dur: str, aircraft: str, pax: str, t_o: str, t_d: str, seat: Any = None) -> dict[str, Any]:
        return {"id": sid, "origin": o, "destination": d, "origin_terminal": t_o, "destination_terminal": t_d, "departing_at": dep, "arriving_at": arr, "duration": dur,
                "marketing_carrier": {"iata_code": carrier["iata_code"], "name": carrier["name"]}, "marketing_carrier_flight_number": num,
                "operating_carrier": {"iata_code": carrier["iata_code"], "name": carrier["name"]}, "operating_carrier_flight_number": num,
                "aircraft": {"name": aircraft}, "distance": "370.6", "stops": [],
                "passengers": [{"passenger_id": pax, "cabin_class": "economy", "cabin_class_marketing_name": "Economy", "fare_basis_code": "VSRGB" if carrier["iata_code"] == "KL" else "OLNNLGB",
                                "baggages": [{"type": "carry_on", "quantity": 1}], "seat": seat}]}

    def offer(oid: str, owner: dict[str, Any], sl_id: str, seg_: dict[str, Any], total: str, base: str, tax: str, expires: str, pax: str) -> dict[str, Any]:
        return {"id": oid, "live_mode": True, "owner": owner, "total_amount": total, "total_currency": "GBP", "base_amount": base, "base_currency": "GBP",
                "tax_amount": tax, "tax_currency": "GBP", "created_at": "2025-03-18T10:15:42.208Z", "updated_at": "2025-03-18T10:15:42.208Z", "expires_at": expires,
                "passenger_identity_documents_required": False, "supported_passenger_identity_document_types": [],
                "passengers": [{"id": pax, "type": "adult", "age": None, "given_name": None, "family_name": None, "loyalty_programme_accounts": []}],
                "slices": [{"id": sl_id, "origin": seg_["origin"], "destination": seg_["destination"], "duration": seg_["duration"], "fare_brand_name": "Economy Light" if owner["iata_code"] == "KL" else "Basic",
                            "segments": [seg_]}],
                "conditions": {"change_before_departure": {"allowed": True, "penalty_amount": "70.00", "penalty_currency": "GBP"} if owner["iata_code"] == "KL" else {"allowed": False, "penalty_amount": None, "penalty_currency": None},
                               "refund_before_departure": {"allowed": False, "penalty_amount": None, "penalty_currency": None}},
                "payment_requirements": {"requires_instant_payment": False, "price_guarantee_expires_at": expires, "payment_required_by": "2025-03-20T10:15:42Z"}}

    o_out = [
        offer("off_0000AoB80GqTnB4sLxW1Dd", kl, "sli_0000AoB80GqTnB4sLxW1Dd", seg("seg_0000AoB80GqTnB4sLxW1De", kl, "1000", lhr, ams, "2025-04-14T06:30:00", "2025-04-14T08:55:00", "PT1H25M", "Boeing 737-800", pax1, "4", "1"),
              "118.60", "74.00", "44.60", "2025-03-18T10:45:42.208Z", pax1),
        offer("off_0000AoB80HxP2eZq7nV3Kg", kl, "sli_0000AoB80HxP2eZq7nV3Kg", seg("seg_0000AoB80HxP2eZq7nV3Kh", kl, "1008", lhr, ams, "2025-04-14T14:20:00", "2025-04-14T16:40:00", "PT1H20M", "Embraer 195-E2", pax1, "4", "1"),
              "121.35", "76.75", "44.60", "2025-03-18T10:45:42.208Z", pax1),
        offer("off_0000AoB80JbW4kTm9cR6Ys", ba, "sli_0000AoB80JbW4kTm9cR6Ys", seg("seg_0000AoB80JbW4kTm9cR6Yt", ba, "428", lhr, ams, "2025-04-14T07:15:00", "2025-04-14T09:35:00", "PT1H20M", "Airbus A320neo", pax1, "5", "1"),
              "131.90", "62.40", "69.50", "2025-03-18T10:45:42.208Z", pax1),
        offer("off_0000AoB80KqL8dFs2xH5Np", kl, "sli_0000AoB80KqL8dFs2xH5Np", seg("seg_0000AoB80KqL8dFs2xH5Nq", kl, "1002", lhr, ams, "2025-04-14T09:40:00", "2025-04-14T12:00:00", "PT1H20M", "Boeing 737-800", pax1, "4", "1"),
              "142.10", "97.50", "44.60", "2025-03-18T10:45:42.208Z", pax1),
        offer("off_0000AoB80MvC3gJw6pZ1Bt", ba, "sli_0000AoB80MvC3gJw6pZ1Bt", seg("seg_0000AoB80MvC3gJw6pZ1Bu", ba, "430", lhr, ams, "2025-04-14T10:55:00", "2025-04-14T13:15:00", "PT1H20M", "Airbus A320", pax1, "5", "1"),
              "159.40", "89.90", "69.50", "2025-03-18T10:45:42.208Z", pax1),
    ]
    chosen = o_out[0]
    bag_svc = {"id": "ase_0000AoB81P7tYc2WqZk4Lm", "type": "baggage", "total_amount": "30.00", "total_currency": "GBP", "maximum_quantity": 1,
               "passenger_ids": [pax1], "segment_ids": ["seg_0000AoB80GqTnB4sLxW1De"], "metadata": {"type": "checked", "maximum_weight_kg": 23, "maximum_length_cm": None}}

    def seat(des: str, avail: bool, price: str, sid: str) -> dict[str, Any]:
        e = {"type": "seat", "designator": des, "name": None, "disclosures": [], "available_services": []}
        if avail:
            e["available_services"] = [{"id": sid, "passenger_id": pax1, "total_amount": price, "total_currency": "GBP"}]
        return e

    rows = []
    taken = {"10A", "10B", "10F", "11C", "11D", "12B", "12C", "12E", "13A", "13D", "13F", "14B", "14C", "14D", "14E"}
    for r in range(10, 15):
        left, right = [], []
        for i, letter in enumerate("ABCDEF"):
            des = f"{r}{letter}"
            price = "12.00" if letter in "AF" else ("9.00" if letter in "CD" else "7.00")
            s = seat(des, des not in taken, price, f"ase_0000AoB82S{r}{letter}x4Tq9Vb")
            (left if i < 3 else right).append(s)
        rows.append({"sections": [{"elements": left}, {"elements": []}, {"elements": right}]})
    seat_svc = "ase_0000AoB82S12Ax4Tq9Vb"
    order1 = "ord_0000AoB8V1ZpXq3nHc7Tf2"

    def order(oid: str, ref: str, off: dict[str, Any], pax: str, total: str, services: list[dict[str, Any]], created: str, synced: str, ticket: str, seat_des: Any, person: dict[str, Any]) -> str:
        sl = off["slices"][0]
        sg = dict(sl["segments"][0])
        sg["passengers"] = [dict(sg["passengers"][0], seat={"designator": seat_des, "name": None, "disclosures": []} if seat_des else None)]
        return pj({"data": {"id": oid, "live_mode": True, "type": "instant", "booking_reference": ref, "owner": off["owner"], "total_amount": total, "total_currency": "GBP",
                            "base_amount": off["base_amount"], "base_currency": "GBP", "tax_amount": off["tax_amount"], "tax_currency": "GBP", "created_at": created, "synced_at": synced,
                            "cancelled_at": None, "cancellation": None, "content": "managed", "available_actions": ["cancel", "change", "update"],
                            "passengers": [{"id": pax, "type": "adult", **person, "loyalty_programme_accounts": [], "infant_passenger_id": None}],
                            "slices": [{"id": sl["id"], "origin": sl["origin"], "destination": sl["destination"], "duration": sl["duration"], "fare_brand_name": sl["fare_brand_name"],
                                        "changeable": True, "conditions": {"change_before_departure": off["conditions"]["change_before_departure"]}, "segments": [sg]}],
                            "services": services, "conditions": off["conditions"],
                            "documents": [{"type": "electronic_ticket", "unique_identifier": ticket, "passenger_ids": [pax]}],
                            "payment_status": {"awaiting_payment": False, "payment_required_by": None, "price_guarantee_expires_at": None, "paid_at": created},
                            "metadata": {"cost_centre": "CLIENT-ACME-Q2"}, "users": [], "changes": []}})

    person = {"title": "ms", "given_name": "Sofia", "family_name": "Lindqvist", "born_on": "1989-07-22", "gender": "f", "email": "sofia.lindqvist@verdant-studio.com", "phone_number": "+447700900417"}
    svc1 = [{"id": "ser_0000AoB8V2cRfT6kYp1Ws3", "type": "seat", "total_amount": "12.00", "total_currency": "GBP", "quantity": 1, "passenger_ids": [pax1],
             "segment_ids": ["seg_0000AoB80GqTnB4sLxW1De"], "metadata": {"designator": "12A", "name": None, "disclosures": []}}]
    pax2 = "pas_0000AoB9Fq2LmT7vXc4Rk8"
    orq2 = "orq_0000AoB9Fq2LmT7vXc4Rk7"
    o_ret = [
        offer("off_0000AoB9Hk4RcW8uPf2Lm6", kl, "sli_0000AoB9Hk4RcW8uPf2Lm6", seg("seg_0000AoB9Hk4RcW8uPf2Lm7", kl, "1021", ams, lhr, "2025-04-17T16:30:00", "2025-04-17T16:50:00", "PT1H20M", "Boeing 737-800", pax2, "1", "4"),
              "104.25", "62.10", "42.15", "2025-03-18T10:54:19.644Z", pax2),
        offer("off_0000AoB9Gx1NbV5sQe8Tj3", ba, "sli_0000AoB9Gx1NbV5sQe8Tj3", seg("seg_0000AoB9Gx1NbV5sQe8Tj4", ba, "441", ams, lhr, "2025-04-17T17:05:00", "2025-04-17T17:25:00", "PT1H20M", "Airbus A320neo", pax2, "1", "5"),
              "109.90", "52.75", "57.15", "2025-03-18T10:54:19.644Z", pax2),
        offer("off_0000AoB9JmQ7eY3wNg5Pv9", kl, "sli_0000AoB9JmQ7eY3wNg5Pv9", seg("seg_0000AoB9JmQ7eY3wNg5Pw0", kl, "1025", ams, lhr, "2025-04-17T18:55:00", "2025-04-17T19:15:00", "PT1H20M", "Embraer 195-E2", pax2, "1", "4"),
              "117.80", "75.65", "42.15", "2025-03-18T10:54:19.644Z", pax2),
        offer("off_0000AoB9KnS2fZ6xMh8Qw1", ba, "sli_0000AoB9KnS2fZ6xMh8Qw1", seg("seg_0000AoB9KnS2fZ6xMh8Qw2", ba, "443", ams, lhr, "2025-04-17T19:40:00", "2025-04-17T20:00:00", "PT1H20M", "Airbus A320", pax2, "1", "5"),
              "126.30", "69.15", "57.15", "2025-03-18T10:54:19.644Z", pax2),
    ]
    ret = o_ret[0]
    turns = [
        (call("create_offer_request", slices=[{"origin": "LHR", "destination": "AMS", "departure_date": "2025-04-14"}], passengers=[{"type": "adult"}], cabin_class="economy", return_offers=False),
         pj({"data": {"id": orq1, "live_mode": True, "created_at": "2025-03-18T10:15:41.903Z", "cabin_class": "economy", "client_key": "SFMyNTY.g2gDbQAAACRvcnFfMDAwMEFvQjd4M2tWdDFRbVIyWWM5Wm4GAPC3RKqVAWIAAVGA.5r1fLh3yR0nUo2p4kT7Jz6vX8wQ1cB9eA3dG5sH0mYk",
                      "slices": [{"origin_type": "airport", "origin": lhr, "destination_type": "airport", "destination": ams, "departure_date": "2025-04-14"}],
                      "passengers": [{"id": pax1, "type": "adult", "age": None, "given_name": None, "family_name": None, "loyalty_programme_accounts": []}],
                      "offers": []}})),
        (call("list_offers", offer_request_id=orq1, sort="total_amount", limit=5, max_connections=0), pj({"data": o_out, "meta": {"limit": 5, "after": "g3QAAAABZAACaWRtAAAAGm9mZl8wMDAwQW9CODBNdkMzZ0p3NnBaMUJ0", "before": None}})),
        (call("get_offer", offer_id=chosen["id"], return_available_services=True), pj({"data": {**chosen, "available_services": [bag_svc]}})),
        (call("get_seat_maps", offer_id=chosen["id"]), pj({"data": [{"id": "sea_0000AoB82RmZ8kT1qXc6Vb", "slice_id": chosen["slices"][0]["id"], "segment_id": "seg_0000AoB80GqTnB4sLxW1De",
                                                                    "cabins": [{"cabin_class": "economy", "deck": 0, "aisles": 1, "wings": {"first_row_index": 3, "last_row_index": 4}, "rows": rows}]}]})),
        (call("create_order", type="instant", selected_offers=[chosen["id"]], passengers=[{"id": pax1, **person}], services=[{"id": seat_svc, "quantity": 1}],
              payments=[{"type": "balance", "currency": "GBP", "amount": "130.60"}], metadata={"cost_centre": "CLIENT-ACME-Q2"}),
         order(order1, "QW7PZK", chosen, pax1, "130.60", svc1, "2025-03-18T10:22:48.113Z", "2025-03-18T10:22:48.113Z", "0742183906511", "12A", person)),
        (call("get_order", order_id=order1), order(order1, "QW7PKZ", chosen, pax1, "130.60", svc1, "2025-03-18T10:22:48.113Z", "2025-03-18T10:52:31.770Z", "0742183906511", "12A", person)),
        (call("create_offer_request", slices=[{"origin": "AMS", "destination": "LHR", "departure_date": "2025-04-17"}], passengers=[{"type": "adult"}], cabin_class="economy", return_offers=False),
         pj({"data": {"id": orq2, "live_mode": True, "created_at": "2025-03-18T10:54:19.318Z", "cabin_class": "economy", "client_key": "SFMyNTY.g2gDbQAAACRvcnFfMDAwMEFvQjlGcTJMbVQ3dlhjNFJrN24GAKb9S6qVAWIAAVGA.Qm2c8Zr5Tt0wLx7Ka1Vn4Pe9Hs3Dy6Bf2Ju8Go5Ri1E",
                      "slices": [{"origin_type": "airport", "origin": ams, "destination_type": "airport", "destination": lhr, "departure_date": "2025-04-17"}],
                      "passengers": [{"id": pax2, "type": "adult", "age": None, "given_name": None, "family_name": None, "loyalty_programme_accounts": []}],
                      "offers": []}})),
        (call("list_offers", offer_request_id=orq2, sort="total_amount", limit=5, max_connections=0), pj({"data": o_ret, "meta": {"limit": 5, "after": None, "before": None}})),
        (call("create_order", type="instant", selected_offers=[ret["id"]], passengers=[{"id": pax2, **person}], payments=[{"type": "balance", "currency": "GBP", "amount": "104.25"}],
              metadata={"cost_centre": "CLIENT-ACME-Q2"}),
         order("ord_0000AoB9Lp5TdX9yRj3Sv4", "MX4T2R", ret, pax2, "104.25", [], "2025-03-18T10:56:02.487Z", "2025-03-18T10:56:02.487Z", "0742183907148", None, person)),
        (call("get_order", order_id="ord_0000AoB9Lp5TdX9yRj3Sv4"),
         order("ord_0000AoB9Lp5TdX9yRj3Sv4", "MX4T2R", ret, pax2, "104.25", [], "2025-03-18T10:56:02.487Z", "2025-03-18T10:56:40.015Z", "0742183907148", None, person)),
    ]
    rs.add(task="mcp", tid="h40-mcp-07", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="booking reference of the order created a turn earlier reads with two letters swapped")


# Odoo XML-RPC: clean
def t08(rs: RowSet) -> None:
    system = mcp_system("odoo", "Odoo 17 external API (XML-RPC) on https://erp.kettleworks.eu, database kettleworks-prod, user api-sales@kettleworks.eu", [
        tool("search_read", "execute_kw(model, 'search_read', [domain], {fields, limit, order}).", {"model": S, "domain": A, "fields": A, "limit": INT, "order": S}, ["model", "domain"]),
        tool("read", "execute_kw(model, 'read', [ids], {fields}).", {"model": S, "ids": A, "fields": A}, ["model", "ids"]),
        tool("create", "execute_kw(model, 'create', [values]); returns the new record id.", {"model": S, "values": OBJ}, ["model", "values"]),
        tool("write", "execute_kw(model, 'write', [ids, values]); returns true.", {"model": S, "ids": A, "values": OBJ}, ["model", "ids", "values"]),
        tool("execute_method", "execute_kw(model, method, [ids], kwargs) for a public model method such as action_confirm.", {"model": S, "method": S, "ids": A, "kwargs": OBJ}, ["model", "method", "ids"]),
    ])
    state = ("Odoo 17 for Kettleworks GmbH (Hamburg, EUR, 19% USt). Times from the API are UTC. 2025-06-03 11:13 Europe/Berlin. Task: a new café "
             "customer, Café Hartmann & Söhne KG (Karl-Liebknecht-Str. 62, 04275 Leipzig, USt-IdNr. DE318845207, bestellung@cafe-hartmann.de), "
             "ordered 1 Duetto 2-group espresso machine, 2 grinders and 12 descaler bottles on 30-day terms, with a 4% discount on the machine. "
             "Create the customer if it does not exist, enter and confirm the order, and check that a delivery was generated.")
    so_fields = ["name", "state", "partner_id", "date_order", "validity_date", "payment_term_id", "pricelist_id", "order_line", "amount_untaxed", "amount_tax", "amount_total",
                 "currency_id", "invoice_status", "picking_ids", "delivery_count", "user_id", "create_date", "write_date"]

    def so(st: str, date_order: str, untaxed: float, tax: float, total: float, picks: list[int], write: str, inv: str) -> dict[str, Any]:
        return {"id": 1904, "name": "S02261", "state": st, "partner_id": [3128, "Café Hartmann & Söhne KG"], "date_order": date_order, "validity_date": "2025-07-03",
                "payment_term_id": [4, "30 Days"], "pricelist_id": [1, "Public Pricelist (EUR)"], "order_line": [7311, 7312, 7313], "amount_untaxed": untaxed,
                "amount_tax": tax, "amount_total": total, "currency_id": [1, "EUR"], "invoice_status": inv, "picking_ids": picks, "delivery_count": len(picks),
                "user_id": [9, "API Sales"], "create_date": "2025-06-03 09:14:27", "write_date": write}

    turns = [
        (call("search_read", model="res.partner", domain=[["name", "ilike", "hartmann"]], fields=["id", "name", "is_company", "email", "city", "country_id", "vat", "customer_rank", "supplier_rank", "property_payment_term_id"], limit=20),
         pj([{"id": 2417, "name": "Hartmann Gastro GmbH", "is_company": True, "email": "einkauf@hartmann-gastro.de", "city": "Köln", "country_id": [57, "Germany"], "vat": "DE287441902",
              "customer_rank": 4, "supplier_rank": 0, "property_payment_term_id": [4, "30 Days"]},
             {"id": 2418, "name": "Hartmann Gastro GmbH, Miriam Hartmann", "is_company": False, "email": "m.hartmann@hartmann-gastro.de", "city": "Köln", "country_id": [57, "Germany"], "vat": "DE287441902",
              "customer_rank": 0, "supplier_rank": 0, "property_payment_term_id": [4, "30 Days"]},
             {"id": 2988, "name": "Jens Hartmann Metallbau", "is_company": True, "email": "info@hartmann-metallbau.de", "city": "Bremen", "country_id": [57, "Germany"], "vat": "DE301992114",
              "customer_rank": 0, "supplier_rank": 3, "property_payment_term_id": False}])),
        (call("create", model="res.partner", values={"name": "Café Hartmann & Söhne KG", "company_type": "company", "street": "Karl-Liebknecht-Str. 62", "zip": "04275", "city": "Leipzig",
                                                     "country_id": 57, "vat": "DE318845207", "email": "bestellung@cafe-hartmann.de", "property_payment_term_id": 4, "lang": "de_DE"}), "3128"),
        (call("search_read", model="product.product", domain=[["default_code", "in", ["KW-ESP-2G", "KW-GRN-64", "KW-DESC-1L"]]], fields=["id", "default_code", "name", "list_price", "qty_available", "virtual_available", "uom_id", "taxes_id", "type"]),
         pj([{"id": 611, "default_code": "KW-ESP-2G", "name": "Duetto Espresso Machine, 2 Groups", "list_price": 4890.0, "qty_available": 7.0, "virtual_available": 5.0, "uom_id": [1, "Units"], "taxes_id": [1], "type": "product"},
             {"id": 618, "default_code": "KW-GRN-64", "name": "Conical Burr Grinder 64 mm", "list_price": 1290.0, "qty_available": 14.0, "virtual_available": 12.0, "uom_id": [1, "Units"], "taxes_id": [1], "type": "product"},
             {"id": 642, "default_code": "KW-DESC-1L", "name": "Descaler Concentrate 1 L", "list_price": 14.9, "qty_available": 320.0, "virtual_available": 296.0, "uom_id": [1, "Units"], "taxes_id": [1], "type": "product"}])),
        (call("create", model="sale.order", values={"partner_id": 3128, "payment_term_id": 4, "order_line": [[0, 0, {"product_id": 611, "product_uom_qty": 1}], [0, 0, {"product_id": 618, "product_uom_qty": 2}], [0, 0, {"product_id": 642, "product_uom_qty": 12}]]}),
         "1904"),
        (call("read", model="sale.order", ids=[1904], fields=so_fields), pj([so("draft", "2025-06-03 09:14:27", 7648.8, 1453.27, 9102.07, [], "2025-06-03 09:14:27", "no")])),
        (call("read", model="sale.order.line", ids=[7311, 7312, 7313], fields=["id", "product_id", "name", "product_uom_qty", "price_unit", "discount", "tax_id", "price_subtotal", "price_total"]),
         pj([{"id": 7311, "product_id": [611, "[KW-ESP-2G] Duetto Espresso Machine, 2 Groups"], "name": "[KW-ESP-2G] Duetto Espresso Machine, 2 Groups", "product_uom_qty": 1.0, "price_unit": 4890.0, "discount": 0.0, "tax_id": [1], "price_subtotal": 4890.0, "price_total": 5819.1},
             {"id": 7312, "product_id": [618, "[KW-GRN-64] Conical Burr Grinder 64 mm"], "name": "[KW-GRN-64] Conical Burr Grinder 64 mm", "product_uom_qty": 2.0, "price_unit": 1290.0, "discount": 0.0, "tax_id": [1], "price_subtotal": 2580.0, "price_total": 3070.2},
             {"id": 7313, "product_id": [642, "[KW-DESC-1L] Descaler Concentrate 1 L"], "name": "[KW-DESC-1L] Descaler Concentrate 1 L", "product_uom_qty": 12.0, "price_unit": 14.9, "discount": 0.0, "tax_id": [1], "price_subtotal": 178.8, "price_total": 212.77}])),
        (call("write", model="sale.order", ids=[1904], values={"order_line": [[1, 7311, {"discount": 4.0}]]}), "true"),
        (call("execute_method", model="sale.order", method="action_confirm", ids=[1904], kwargs={}), "true"),
        (call("read", model="sale.order", ids=[1904], fields=so_fields), pj([so("sale", "2025-06-03 09:15:52", 7453.2, 1416.11, 8869.31, [5521], "2025-06-03 09:15:52", "to invoice")])),
        (call("search_read", model="stock.picking", domain=[["origin", "=", "S02261"]], fields=["id", "name", "state", "picking_type_id", "partner_id", "scheduled_date", "origin", "move_ids", "location_id", "location_dest_id"]),
         pj([{"id": 5521, "name": "WH/OUT/03318", "state": "assigned", "picking_type_id": [2, "Kettleworks GmbH: Delivery Orders"], "partner_id": [3128, "Café Hartmann & Söhne KG"],
              "scheduled_date": "2025-06-03 09:15:52", "origin": "S02261", "move_ids": [19840, 19841, 19842], "location_id": [8, "WH/Stock"], "location_dest_id": [5, "Partners/Customers"]}])),
    ]
    rs.add(task="mcp", tid="h40-mcp-08", system=system, turns=turns, state=state)


# Expensify: bad
def t09(rs: RowSet) -> None:
    system = mcp_system("expensify", "Expensify Integration Server for the Corvid Analytics policy, acting for marcus.hale@corvid-analytics.com", [
        tool("list_expenses", "List the expenses on a report.", {"reportID": S}, ["reportID"]),
        tool("get_report", "Get a report with its expenses and totals.", {"reportID": S}, ["reportID"]),
        tool("get_policy_categories", "List the categories of a policy.", {"policyID": S}, ["policyID"]),
        tool("update_expense", "Update fields of an expense (category, tag, merchant, comment).", {"transactionID": S, "category": S, "tag": S, "merchant": S, "comment": S}, ["transactionID"]),
        tool("create_expense", "Create an expense on a report; amounts in cents of the given currency.", {"reportID": S, "created": S, "merchant": S, "amount": INT, "currency": S, "category": S, "comment": S}, ["reportID", "created", "merchant", "amount", "currency"]),
        tool("attach_receipt", "Attach a receipt image to an expense and run SmartScan.", {"transactionID": S, "file": S}, ["transactionID", "file"]),
        tool("submit_report", "Submit an open report for approval.", {"reportID": S}, ["reportID"]),
    ])
    state = ("Expensify, policy Corvid Analytics (9A3F27B61C0D45E8, output currency USD). User marcus.hale@corvid-analytics.com. 2025-03-18 09:02 America/Los_Angeles. "
             "Task: clean up report R00bQ3xZ7K1m 'Berlin client visit – Mar 2025' before submitting: the hotel was coded as a meal, and the 13 March taxi "
             "to BER airport (EUR 41.00, receipt /Users/marcus/Downloads/taxi_berlin_0313.jpg) is missing. Then submit it.")
    rid = "R00bQ3xZ7K1m"

    def exp(tid: str, created: str, merchant: str, amt: int, orig: Any, cat: str, comment: str, receipt: bool, modified: str) -> dict[str, Any]:
        d = {"transactionID": tid, "created": created, "merchant": merchant, "amount": amt, "currency": "USD", "category": cat, "tag": "Client:Zalando",
             "comment": comment, "reimbursable": True, "billable": True, "receipt": {"receiptID": int(tid[-6:]) + 90000000, "smartscan": "complete"} if receipt else None,
             "modified": modified, "mcc": None}
        if orig:
            d.update({"originalAmount": orig[0], "originalCurrency": "EUR", "exchangeRate": 1.0863})
        return d

    hotel = ("4471938261550128311", "2025-03-10", "Hotel Oderberger", 48721, (44850,), "Hotel Oderberger Berlin, 2 nights (10–12 Mar)", True, "2025-03-13 07:41:09")
    rest = [
        exp("4471938261550128544", "2025-03-10", "Lufthansa", 81240, None, "Travel: Airfare", "SFO–BER return, booked 02/27", True, "2025-02-27 16:20:33"),
        exp("4471938261550128702", "2025-03-11", "Uber BV", 2585, (2380,), "Travel: Ground Transportation", "Hotel → Zalando HQ", True, "2025-03-11 09:14:52"),
        exp("4471938261550128933", "2025-03-11", "Mogg Deli", 10472, (9640,), "Meals & Entertainment", "Dinner w/ K. Brandt, T. Weiss (Zalando)", True, "2025-03-12 08:03:17"),
        exp("4471938261550129107", "2025-03-12", "BVG Berlin", 1075, (990,), "Travel: Ground Transportation", "Day ticket AB", False, "2025-03-12 10:44:01"),
        exp("4471938261550129260", "2025-03-12", "WeWork Sony Center", 3802, (3500,), "Office: Coworking", "Day pass – workshop prep", True, "2025-03-12 18:30:26"),
    ]

    def h(cat: str, modified: str) -> dict[str, Any]:
        return exp(hotel[0], hotel[1], hotel[2], hotel[3], hotel[4], cat, hotel[5], hotel[6], modified)

    cats = [("Advertising", "6010", True), ("Meals & Entertainment", "6420", True), ("Office: Coworking", "6215", True), ("Office: Supplies", "6210", True),
            ("Software & Subscriptions", "6530", True), ("Training & Conferences", "6610", True), ("Travel: Airfare", "6310", True), ("Travel: Ground Transportation", "6330", True),
            ("Travel: Lodging", "6320", True), ("Travel: Per Diem", "6340", False), ("Travel: Mileage", "6350", True), ("Phone & Internet", "6440", True)]
    turns = [
        (call("list_expenses", reportID=rid), pj({"responseCode": 200, "reportID": rid, "expenses": [h("Meals & Entertainment", "2025-03-13 07:41:09"), *rest], "count": 6})),
        (call("get_policy_categories", policyID="9A3F27B61C0D45E8"), pj({"responseCode": 200, "policyID": "9A3F27B61C0D45E8", "policyName": "Corvid Analytics",
                                                                        "categories": [{"name": n, "glCode": g, "enabled": e, "areCommentsRequired": n == "Meals & Entertainment", "maxExpenseAmount": 100000 if n == "Travel: Lodging" else None} for n, g, e in cats]})),
        (call("update_expense", transactionID=hotel[0], category="Travel: Lodging"), pj({"responseCode": 200, "transactionID": hotel[0], "updated": {"category": "Travel: Lodging"},
                                                                                      "modified": "2025-03-18 16:04:12", "reportID": rid})),
        (call("get_report", reportID=rid), pj({"responseCode": 200, "report": {
            "reportID": rid, "reportName": "Berlin client visit – Mar 2025", "policyID": "9A3F27B61C0D45E8", "status": "Open", "stateNum": 0, "currency": "USD",
            "total": 147895, "reimbursableTotal": 147895, "expenseCount": 6, "created": "2025-03-10 06:12:44", "submitted": None, "approver": "dana.ko@corvid-analytics.com",
            "managerEmail": "dana.ko@corvid-analytics.com", "reportURL": f"https://www.expensify.com/reports?param={{\"pageReportID\":\"{rid}\"}}",
            "expenses": [h("Meals & Entertainment", "2025-03-18 16:04:12"), *rest], "violations": []}})),
        (call("create_expense", reportID=rid, created="2025-03-13", merchant="Taxi Berlin Funk", amount=4100, currency="EUR", category="Travel: Ground Transportation", comment="Hotel → BER airport"),
         pj({"responseCode": 200, "transactionID": "4471938261550131874", "reportID": rid, "created": "2025-03-13", "merchant": "Taxi Berlin Funk", "amount": 4454, "currency": "USD",
             "originalAmount": 4100, "originalCurrency": "EUR", "exchangeRate": 1.0863, "category": "Travel: Ground Transportation", "tag": "", "comment": "Hotel → BER airport",
             "receipt": None, "modified": "2025-03-18 16:05:31"})),
        (call("attach_receipt", transactionID="4471938261550131874", file="/Users/marcus/Downloads/taxi_berlin_0313.jpg"),
         pj({"responseCode": 200, "transactionID": "4471938261550131874", "receipt": {"receiptID": 90881273, "filename": "taxi_berlin_0313.jpg", "type": "image/jpeg", "size": 812466,
                                                                                     "url": "https://www.expensify.com/receipts/w_3e9c1a72b5f04d18a6e2c0b7d94f1a53.jpg", "smartscan": "complete",
                                                                                     "smartscanResult": {"merchant": "Taxi Berlin Funk", "amount": "41.00", "currency": "EUR", "date": "2025-03-13"}}})),
        (call("submit_report", reportID=rid), pj({"responseCode": 200, "reportID": rid, "status": "Processing", "stateNum": 1, "total": 152349, "currency": "USD", "expenseCount": 7,
                                                  "submitted": "2025-03-18 16:06:40", "nextStep": "Waiting for dana.ko@corvid-analytics.com to approve"})),
    ]
    rs.add(task="mcp", tid="h40-mcp-09", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="hotel expense recategorized to Travel: Lodging still reads Meals & Entertainment on the report")


# Telegram Bot API: clean
def t10(rs: RowSet) -> None:
    system = mcp_system("telegram-bot", "Telegram Bot API for @HarborHostelBot (admin in the staff group)", [
        tool("getMe", "Basic information about the bot.", {}, []),
        tool("getUpdates", "Receive incoming updates (long polling).", {"offset": INT, "limit": INT, "timeout": INT, "allowed_updates": A}, []),
        tool("sendMessage", "Send a text message.", {"chat_id": INT, "text": S, "parse_mode": S, "reply_to_message_id": INT, "disable_notification": B}, ["chat_id", "text"]),
        tool("editMessageText", "Edit the text of a message sent by the bot.", {"chat_id": INT, "message_id": INT, "text": S, "parse_mode": S}, ["chat_id", "message_id", "text"]),
        tool("pinChatMessage", "Pin a message in a chat.", {"chat_id": INT, "message_id": INT, "disable_notification": B}, ["chat_id", "message_id"]),
        tool("getChatMemberCount", "Number of members in a chat.", {"chat_id": INT}, ["chat_id"]),
    ])
    state = ("Bot @HarborHostelBot, admin of the supergroup 'Harbor Hostel – Staff' (chat_id -1002214873301). Last processed update_id 581203343. "
             "2025-07-09 around 07:40 UTC. Task: read the new staff messages, post a pinned shift-swap call for Dev's Thursday night desk shift, "
             "update the post once someone claims it, and note the group's member count before and after.")
    chat = {"id": -1002214873301, "title": "Harbor Hostel – Staff", "type": "supergroup"}
    marta = {"id": 5520381167, "is_bot": False, "first_name": "Marta", "last_name": "Silva", "username": "marta_hh", "language_code": "pt-br"}
    dev = {"id": 6128845530, "is_bot": False, "first_name": "Dev", "last_name": "Raman", "username": "devr", "language_code": "en"}
    ines = {"id": 1984407721, "is_bot": False, "first_name": "Ines", "username": "ines_night", "language_code": "es"}
    kofi = {"id": 7310294418, "is_bot": False, "first_name": "Kofi", "last_name": "Mensah", "username": "kofi_m", "language_code": "en"}
    botu = {"id": 7093318842, "is_bot": True, "first_name": "Harbor Hostel Desk", "username": "HarborHostelBot"}
    m1843 = {"message_id": 1843, "from": dev, "chat": chat, "date": 1752046233, "text": "Can someone cover Thursday night desk 22–06? I have an exam Friday morning 😬"}
    text = ("🔁 Shift swap needed\nThursday 10 Jul, night desk 22:00–06:00 (Dev)\nReply to this message to claim it. First reply gets it; Dev confirms with the manager.")
    ent = [{"offset": 3, "length": 17, "type": "bold"}]
    sent = {"message_id": 1846, "from": botu, "chat": chat, "date": 1752046840, "reply_to_message": m1843, "text": text, "entities": ent}
    claimed = text.replace("Reply to this message to claim it. First reply gets it; Dev confirms with the manager.", "✅ Claimed by Ines (@ines_night) – Dev, please confirm with the manager.")
    turns = [
        (call("getMe"), pj({"ok": True, "result": {**botu, "can_join_groups": True, "can_read_all_group_messages": False, "supports_inline_queries": False,
                                                   "can_connect_to_business": False, "has_main_web_app": False}})),
        (call("getChatMemberCount", chat_id=-1002214873301), pj({"ok": True, "result": 14})),
        (call("getUpdates", offset=581203344, limit=100, timeout=0), pj({"ok": True, "result": [
            {"update_id": 581203344, "message": {"message_id": 1842, "from": marta, "chat": chat, "date": 1752045912, "text": "Room 12 shower is leaking again, I put towels down. Guests moved to 14 for now."}},
            {"update_id": 581203345, "message": m1843},
            {"update_id": 581203346, "message": {"message_id": 1844, "from": ines, "chat": chat, "date": 1752046410, "text": "/linen@HarborHostelBot",
                                                 "entities": [{"offset": 0, "length": 22, "type": "bot_command"}]}},
            {"update_id": 581203347, "message": {"message_id": 1845, "from": marta, "chat": chat, "date": 1752046581, "text": "Plumber booked for 14:00 👍 Ricardo will let him in.",
                                                 "reply_to_message": {"message_id": 1842, "from": marta, "chat": chat, "date": 1752045912, "text": "Room 12 shower is leaking again, I put towels down. Guests moved to 14 for now."}}}]})),
        (call("sendMessage", chat_id=-1002214873301, text=text, reply_to_message_id=1843), pj({"ok": True, "result": sent})),
        (call("pinChatMessage", chat_id=-1002214873301, message_id=1846, disable_notification=False), pj({"ok": True, "result": True})),
        (call("getUpdates", offset=581203348, limit=100, timeout=0), pj({"ok": True, "result": [
            {"update_id": 581203348, "message": {"message_id": 1848, "from": ines, "chat": chat, "date": 1752047015, "text": "I'll take Thursday 🙋‍♀️",
                                                 "reply_to_message": sent}},
            {"update_id": 581203349, "message": {"message_id": 1849, "from": kofi, "chat": chat, "date": 1752047102, "new_chat_participant": kofi,
                                                 "new_chat_member": kofi, "new_chat_members": [kofi]}}]})),
        (call("editMessageText", chat_id=-1002214873301, message_id=1846, text=claimed), pj({"ok": True, "result": {
            "message_id": 1846, "from": botu, "chat": chat, "date": 1752046840, "edit_date": 1752047160, "reply_to_message": m1843, "text": claimed, "entities": ent}})),
        (call("getChatMemberCount", chat_id=-1002214873301), pj({"ok": True, "result": 15})),
    ]
    rs.add(task="mcp", tid="h40-mcp-10", system=system, turns=turns, state=state)


# Cloudbeds: bad
def t11(rs: RowSet) -> None:
    system = mcp_system("cloudbeds", "Cloudbeds API v1.2 for The Saltmarsh Inn (propertyID 218466)", [
        tool("getReservations", "List reservations filtered by check-in dates and status.", {"checkInFrom": S, "checkInTo": S, "status": S, "pageSize": INT}, []),
        tool("getReservation", "Get one reservation with guests, rooms and balance.", {"reservationID": S}, ["reservationID"]),
        tool("getReservationNotes", "List the notes of a reservation.", {"reservationID": S}, ["reservationID"]),
        tool("postReservationNote", "Add a note to a reservation.", {"reservationID": S, "reservationNote": S}, ["reservationID", "reservationNote"]),
        tool("deleteReservationNote", "Delete a reservation note.", {"reservationID": S, "reservationNoteID": S}, ["reservationID", "reservationNoteID"]),
        tool("getRoomsUnassigned", "Rooms free of any assignment for the property today.", {"propertyIDs": S}, []),
        tool("postRoomAssign", "Assign a room to a reservation room.", {"reservationID": S, "reservationRoomID": S, "newRoomID": S, "roomTypeID": S}, ["reservationID", "newRoomID"]),
        tool("putReservation", "Update a reservation's status or estimated arrival time.", {"reservationID": S, "status": S, "estimatedArrivalTime": S}, ["reservationID"]),
        tool("postCustomItem", "Post custom items (add-ons) to a reservation folio.", {"reservationID": S, "items": A}, ["reservationID", "items"]),
    ])
    state = ("Cloudbeds, The Saltmarsh Inn (Chatham, MA; America/New_York). Fri 2025-05-02 15:05. Front desk task: Omar Haddad is at the desk for his "
             "Booking.com stay. Tidy up the reservation notes (the failed pre-auth note is obsolete – he gave a new card, pre-auth approved yesterday), "
             "give him a quiet King room, check him in, and add 2 nights of parking (USD 25/night).")
    rid = "6612093847215"

    def r(res: str, created: str, modified: str, guest: str, gid: str, start: str, end: str, adults: str, bal: float, src: str, third: Any) -> dict[str, Any]:
        return {"propertyID": "218466", "reservationID": res, "dateCreated": created, "dateModified": modified, "status": "confirmed", "guestID": gid,
                "profileID": str(int(gid) + 11000000), "guestName": guest, "startDate": start, "endDate": end, "adults": adults, "children": "0",
                "balance": bal, "sourceName": src, "thirdPartyIdentifier": third, "origin": src}

    notes_base = [
        {"reservationNoteID": "3302117", "userName": "Booking.com", "dateCreated": "2025-03-30 19:22:44", "dateModified": "2025-03-30 19:22:44",
         "reservationNote": "Special request from OTA: \"Quiet room please, away from the elevator. We arrive around 3pm.\""},
        {"reservationNoteID": "3301884", "userName": "Lena Gray", "dateCreated": "2025-04-21 10:14:33", "dateModified": "2025-04-21 10:14:33",
         "reservationNote": "Guest emailed asking for early check-in ~11am – told him not guaranteed, will try."},
    ]
    failed = {"reservationNoteID": "3307560", "userName": "Tom Reyes", "dateCreated": "2025-04-28 16:40:02", "dateModified": "2025-04-28 16:40:02",
              "reservationNote": "Pre-auth FAILED on Visa ending 4421 (do not honor). Emailed guest 4/28 for a new card. Do not check in without valid card."}
    new_note = {"reservationNoteID": "3311942", "userName": "Sam Whitaker", "dateCreated": "2025-05-02 15:05:48", "dateModified": "2025-05-02 15:05:48",
                "reservationNote": "New Visa ending 0093 on file; pre-auth USD 250.00 approved 5/1 (auth 04412Z). Card issue resolved."}

    def resv(status: str, modified: str, assigned: bool) -> str:
        room = {"reservationRoomID": "88104412", "roomTypeName": "King – Marsh View", "roomTypeNameShort": "KMV", "roomTypeID": "487211", "roomTypeIsVirtual": False,
                "adults": "2", "children": "0", "dailyRates": [{"date": "2025-05-02", "rate": 270}, {"date": "2025-05-03", "rate": 270}], "roomTotal": 540,
                "startDate": "2025-05-02", "endDate": "2025-05-04"}
        d = {"propertyID": "218466", "guestName": "Omar Haddad", "guestEmail": "omar.haddad@gmail.com", "isAnonymized": False,
             "guestList": {"101884203": {"guestID": "101884203", "guestFirstName": "Omar", "guestLastName": "Haddad", "guestGender": "N/A", "guestEmail": "omar.haddad@gmail.com",
                                         "guestPhone": "+1 617 555 0188", "guestCellPhone": "", "guestAddress": "48 Pleasant St", "guestCity": "Cambridge", "guestState": "MA",
                                         "guestCountry": "US", "guestZip": "02139", "isMainGuest": True, "isAnonymized": False, "roomID": "487211-7" if assigned else None,
                                         "roomName": "207" if assigned else None, "roomTypeName": "King – Marsh View"}},
             "reservationID": rid, "dateCreated": "2025-03-30 19:22:41", "dateModified": modified, "estimatedArrivalTime": "15:00",
             "source": {"name": "Booking.com", "paymentCollect": "hotel", "sourceID": "s-2-1"}, "sourceName": "Booking.com", "thirdPartyIdentifier": "4418220931",
             "status": status, "total": 618.03, "balance": 618.03,
             "balanceDetailed": {"suggestedDeposit": "0.00", "subTotal": 540.00, "additionalItems": 0, "taxesFees": 78.03, "grandTotal": 618.03, "paid": 0},
             "assigned": [dict(room, roomID="487211-7", roomName="207")] if assigned else [], "unassigned": [] if assigned else [room],
             "cardsOnFile": [{"cardID": "71049925", "cardNumber": "0093", "cardType": "visa"}], "customFields": [], "startDate": "2025-05-02", "endDate": "2025-05-04",
             "allotmentBlockCode": None, "channelProvidedCreditCard": False}
        return pj({"success": True, "data": d})

    def notes(ns: list[dict[str, Any]]) -> str:
        return pj({"success": True, "data": ns, "count": len(ns)})

    def room(rid_: str, name: str, desc: str, tid: str, tname: str, short: str, maxg: int) -> dict[str, Any]:
        return {"roomID": rid_, "roomName": name, "dormRoomName": "", "roomDescription": desc, "maxGuests": maxg, "isPrivate": True, "roomBlocked": False,
                "roomTypeID": tid, "roomTypeName": tname, "roomTypeNameShort": short}

    turns = [
        (call("getReservations", checkInFrom="2025-05-02", checkInTo="2025-05-02", status="confirmed", pageSize=50), pj({"success": True, "data": [
            r("6608114229730", "2025-02-14 08:51:09", "2025-04-30 12:02:57", "Grace Whitfield", "101662950", "2025-05-02", "2025-05-05", "2", 921.45, "Website/Booking Engine", None),
            r(rid, "2025-03-30 19:22:41", "2025-05-01 17:33:26", "Omar Haddad", "101884203", "2025-05-02", "2025-05-04", "2", 618.03, "Booking.com", "4418220931"),
            r("6613370418852", "2025-04-06 21:10:40", "2025-04-06 21:10:40", "Beatriz and Leo Santos", "101907718", "2025-05-02", "2025-05-03", "2", 309.02, "Expedia", "73291840554"),
            r("6615902274416", "2025-04-19 11:37:18", "2025-04-27 09:15:44", "Henrik Dahl", "101955031", "2025-05-02", "2025-05-06", "1", 0.00, "Website/Booking Engine", None),
            r("6617255083319", "2025-04-29 15:48:02", "2025-04-29 15:48:02", "Chloe Martin", "101990284", "2025-05-02", "2025-05-03", "1", 247.20, "Phone", None)],
            "count": 5, "total": 5})),
        (call("getReservation", reservationID=rid), resv("confirmed", "2025-05-01 17:33:26", False)),
        (call("getReservationNotes", reservationID=rid), notes([*notes_base, failed])),
        (call("deleteReservationNote", reservationID=rid, reservationNoteID="3307560"), pj({"success": True})),
        (call("postReservationNote", reservationID=rid, reservationNote=new_note["reservationNote"]), pj({"success": True, "reservationNoteID": "3311942"})),
        (call("getRoomsUnassigned", propertyIDs="218466"), pj({"success": True, "data": [{"propertyID": "218466", "rooms": [
            room("487211-4", "204", "Marsh view, 2nd floor, ice machine alcove opposite", "487211", "King – Marsh View", "KMV", 2),
            room("487211-7", "207", "Marsh view, 2nd floor, end of corridor", "487211", "King – Marsh View", "KMV", 2),
            room("487211-11", "211", "Marsh view, 2nd floor, next to elevator", "487211", "King – Marsh View", "KMV", 2),
            room("487211-15", "305", "Marsh view, 3rd floor, balcony", "487211", "King – Marsh View", "KMV", 2),
            room("487209-2", "102", "Garden side, ground floor, accessible", "487209", "Queen – Garden", "QG", 2),
            room("487209-6", "106", "Garden side, ground floor", "487209", "Queen – Garden", "QG", 2),
            room("487215-1", "401", "Suite, top floor, kitchenette", "487215", "Lighthouse Suite", "LS", 4)]}]})),
        (call("postRoomAssign", reservationID=rid, reservationRoomID="88104412", newRoomID="487211-7", roomTypeID="487211"), pj({"success": True, "message": "Room assigned"})),
        (call("putReservation", reservationID=rid, status="checked_in"), pj({"success": True, "data": {"reservationID": rid, "status": "checked_in", "dateModified": "2025-05-02 15:07:19"}})),
        (call("getReservation", reservationID=rid), resv("checked_in", "2025-05-02 15:07:19", True)),
        (call("getReservationNotes", reservationID=rid), notes([*notes_base, failed, new_note])),
        (call("postCustomItem", reservationID=rid, items=[{"itemID": "PARK-NIGHT", "itemName": "Parking (per night)", "itemQuantity": 2, "itemPrice": "25.00", "itemNote": "Lot B, plate MA 7XK-192"}]),
         pj({"success": True, "data": {"soldProductID": "58120044", "transactionID": "220938811", "notice": None}})),
    ]
    rs.add(task="mcp", tid="h40-mcp-11", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="the failed pre-auth note deleted earlier is listed again")


# Etsy Open API: clean
def t12(rs: RowSet) -> None:
    system = mcp_system("etsy", "Etsy Open API v3 for the shop KilnAndCo (shop_id 31847726)", [
        tool("getListingsByShop", "Listings of a shop by state.", {"shop_id": INT, "state": S, "limit": INT, "sort_on": S, "sort_order": S}, ["shop_id"]),
        tool("getListing", "Get one listing.", {"listing_id": INT}, ["listing_id"]),
        tool("getListingInventory", "Products, offerings and variation values of a listing.", {"listing_id": INT}, ["listing_id"]),
        tool("updateListingInventory", "Replace the products/offerings of a listing.", {"listing_id": INT, "products": A, "price_on_property": A, "quantity_on_property": A, "sku_on_property": A}, ["listing_id", "products"]),
        tool("getShopReceipts", "Receipts (orders) of a shop.", {"shop_id": INT, "was_shipped": B, "was_paid": B, "min_created": INT, "limit": INT}, ["shop_id"]),
        tool("createReceiptShipment", "Add tracking to a receipt and mark it shipped.", {"shop_id": INT, "receipt_id": INT, "tracking_code": S, "carrier_name": S, "send_bcc": B}, ["shop_id", "receipt_id"]),
    ])
    state = ("Etsy shop KilnAndCo (handmade stoneware, USD), owner user 884120573. 2025-02-24 17:00 UTC. Task: the 12 oz speckled mug gets a price rise "
             "from USD 34 to 36 in all glazes and 4 more Sea Glass mugs were fired; update the inventory, then mark the 20 Feb order as shipped "
             "(USPS 9400111206214518273645).")
    lid = 1623904871

    def price(c: int) -> dict[str, Any]:
        return {"amount": c, "divisor": 100, "currency_code": "USD"}

    def listing(l_id: int, title: str, qty: int, cents: int, views: int, favs: int, modified: int, tags: list[str], section: int, var: bool, created: int) -> dict[str, Any]:
        return {"listing_id": l_id, "user_id": 884120573, "shop_id": 31847726, "title": title, "state": "active", "creation_timestamp": created, "created_timestamp": created,
                "ending_timestamp": created + 10540800 * (1 + (1740416400 - created) // 10540800), "original_creation_timestamp": created - 31536000 if l_id != lid else 1693822811,
                "last_modified_timestamp": modified, "updated_timestamp": modified, "state_timestamp": created, "quantity": qty, "shop_section_id": section,
                "featured_rank": 1 if l_id == lid else -1, "url": f"https://www.etsy.com/listing/{l_id}/{title.lower().split(' –')[0].replace(' ', '-')}", "num_favorers": favs,
                "non_taxable": False, "is_taxable": True, "is_customizable": False, "is_personalizable": False, "listing_type": "physical", "tags": tags,
                "materials": ["stoneware", "glaze"], "shipping_profile_id": 201883460112, "processing_min": 1, "processing_max": 3, "who_made": "i_did",
                "when_made": "made_to_order" if not var else "2020_2025", "is_supply": False, "item_weight": 14 if l_id == lid else 22, "item_weight_unit": "oz",
                "has_variations": var, "should_auto_renew": True, "language": "en-US", "price": price(cents), "taxonomy_id": 1063, "views": views}

    others = [
        listing(1588410263, "Speckled Stoneware Bowl – Ramen Size – Handmade", 9, 5200, 1433, 204, 1739203380, ["ramen bowl", "stoneware bowl", "speckled"], 47110382, False, 1737390604),
        listing(1601177539, "Pour-Over Coffee Dripper – Stoneware – V60 Size", 6, 4800, 3977, 612, 1738772145, ["pour over", "coffee dripper", "v60"], 47110390, False, 1736944281),
        listing(1619562048, "Set of 2 Espresso Cups – Speckled White", 11, 3800, 880, 97, 1740058823, ["espresso cup", "demitasse", "gift set"], 47110382, False, 1738420017),
        listing(1572290614, "Stoneware Bud Vase – Small – Matte Black", 15, 2200, 612, 88, 1738101544, ["bud vase", "minimalist", "matte black"], 47110395, False, 1735290900),
    ]
    mug_title = "Speckled Stoneware Mug – 12 oz – Handmade"
    mug_tags = ["handmade mug", "stoneware mug", "speckled mug", "coffee mug", "ceramic mug", "pottery mug", "12 oz mug", "gift for her"]

    def prods(ids: list[tuple[int, int]], qty: list[int], cents: int) -> list[dict[str, Any]]:
        out = []
        for (pid, oid), q, (color, vid, sku) in zip(ids, qty, [("Oatmeal", 1213, "KC-MUG12-OAT"), ("Sea Glass", 1215, "KC-MUG12-SEA"), ("Charcoal", 1219, "KC-MUG12-CHR")]):
            out.append({"product_id": pid, "sku": sku, "is_deleted": False, "offerings": [{"offering_id": oid, "quantity": q, "is_enabled": True, "is_deleted": False, "price": price(cents)}],
                        "property_values": [{"property_id": 200, "property_name": "Primary color", "scale_id": None, "scale_name": None, "value_ids": [vid], "values": [color]}]})
        return out

    def inv(ids: list[tuple[int, int]], qty: list[int], cents: int) -> str:
        return pj({"products": prods(ids, qty, cents), "price_on_property": [], "quantity_on_property": [200], "sku_on_property": [200],
                   "listing": {"listing_id": lid, "state": "active"}})

    old_ids = [(14928833120, 15601228841), (14928833122, 15601228843), (14928833124, 15601228845)]
    new_ids = [(15104477281, 15780392211), (15104477283, 15780392213), (15104477285, 15780392215)]

    def receipt(rid: int, created: int, buyer: str, email: str, addr: tuple[str, str, str, str], tx: list[dict[str, Any]], ship: int, tax: int, shipped: Any = None) -> dict[str, Any]:
        sub = sum(t["price"]["amount"] * t["quantity"] for t in tx)
        return {"receipt_id": rid, "receipt_type": 0, "seller_user_id": 884120573, "seller_email": "hello@kilnandco.com", "buyer_user_id": rid % 1000000007, "buyer_email": email,
                "name": buyer, "first_line": addr[0], "second_line": None, "city": addr[1], "state": addr[2], "zip": addr[3], "status": "Completed" if shipped else "Paid",
                "formatted_address": f"{buyer}\n{addr[0]}\n{addr[1]}, {addr[2]} {addr[3]}\nUnited States", "country_iso": "US", "payment_method": "cc", "payment_email": "",
                "message_from_seller": None, "message_from_buyer": None, "message_from_payment": None, "is_paid": True, "is_shipped": bool(shipped),
                "create_timestamp": created, "created_timestamp": created, "update_timestamp": shipped["shipment_notification_timestamp"] if shipped else created,
                "updated_timestamp": shipped["shipment_notification_timestamp"] if shipped else created, "is_gift": False, "gift_message": "",
                "grandtotal": price(sub + ship + tax), "subtotal": price(sub), "total_price": price(sub), "total_shipping_cost": price(ship), "total_tax_cost": price(tax),
                "total_vat_cost": price(0), "discount_amt": price(0), "gift_wrap_price": price(0), "shipments": [shipped] if shipped else [], "transactions": tx}

    def tx(tid: int, rid: int, l_id: int, title: str, pid: int, cents: int, qty: int, created: int, color: Any) -> dict[str, Any]:
        return {"transaction_id": tid, "title": title, "description": "", "seller_user_id": 884120573, "buyer_user_id": rid % 1000000007, "create_timestamp": created,
                "created_timestamp": created, "paid_timestamp": created, "shipped_timestamp": None, "quantity": qty, "listing_image_id": 6120448817 + l_id % 1000,
                "receipt_id": rid, "is_digital": False, "file_data": "", "listing_id": l_id, "transaction_type": "listing", "product_id": pid, "sku": "",
                "price": price(cents), "shipping_cost": price(0),
                "variations": [{"property_id": 200, "value_id": None, "formatted_name": "Primary color", "formatted_value": color}] if color else [],
                "product_data": [], "shipping_profile_id": 201883460112, "min_processing_days": 1, "max_processing_days": 3, "shipping_method": None, "shipping_upgrade": None,
                "expected_ship_date": created + 259200, "buyer_coupon": 0, "shop_coupon": 0}

    r_old = (3487712019, 1740061448, "Linnea Berg", "linnea.berg@outlook.com", ("2231 N Kedzie Blvd", "Chicago", "IL", "60647"),
             [tx(4299187730, 3487712019, lid, mug_title, 14928833124, 3400, 1, 1740061448, "Charcoal")], 895, 350)
    r_mid = (3488021746, 1740236902, "Danielle Okafor", "dokafor.home@gmail.com", ("77 Ridgewood Ave", "Glen Ridge", "NJ", "07028"),
             [tx(4299633105, 3488021746, 1588410263, "Speckled Stoneware Bowl – Ramen Size – Handmade", 14612200981, 5200, 2, 1740236902, None)], 1250, 689)
    r_new = (3488103557, 1740416790, "Marcus Oyelaran", "m.oyelaran@icloud.com", ("1408 E Pike St Apt 512", "Seattle", "WA", "98122"),
             [tx(4299761842, 3488103557, lid, mug_title, 15104477283, 3600, 1, 1740416790, "Sea Glass")], 895, 372)
    shipped = {"receipt_shipping_id": 1102277305113, "shipment_notification_timestamp": 1740417012, "carrier_name": "USPS", "tracking_code": "9400111206214518273645"}
    turns = [
        (call("getListingsByShop", shop_id=31847726, state="active", limit=25, sort_on="updated", sort_order="desc"), pj({"count": 5, "results": [
            others[2], listing(lid, mug_title, 14, 3400, 2281, 318, 1739981022, mug_tags, 47110382, True, 1734720011), others[0], others[1], others[3]]})),
        (call("getListingInventory", listing_id=lid), inv(old_ids, [6, 5, 3], 3400)),
        (call("updateListingInventory", listing_id=lid, products=[
            {"sku": "KC-MUG12-OAT", "property_values": [{"property_id": 200, "value_ids": [1213], "values": ["Oatmeal"]}], "offerings": [{"price": 36.00, "quantity": 6, "is_enabled": True}]},
            {"sku": "KC-MUG12-SEA", "property_values": [{"property_id": 200, "value_ids": [1215], "values": ["Sea Glass"]}], "offerings": [{"price": 36.00, "quantity": 9, "is_enabled": True}]},
            {"sku": "KC-MUG12-CHR", "property_values": [{"property_id": 200, "value_ids": [1219], "values": ["Charcoal"]}], "offerings": [{"price": 36.00, "quantity": 3, "is_enabled": True}]}],
            price_on_property=[], quantity_on_property=[200], sku_on_property=[200]), inv(new_ids, [6, 9, 3], 3600)),
        (call("getListing", listing_id=lid), pj(listing(lid, mug_title, 18, 3600, 2290, 319, 1740416682, mug_tags, 47110382, True, 1734720011))),
        (call("getShopReceipts", shop_id=31847726, was_shipped=False, was_paid=True, limit=25), pj({"count": 3, "results": [receipt(*r_new), receipt(*r_mid), receipt(*r_old)]})),
        (call("getListingInventory", listing_id=lid), inv(new_ids, [6, 8, 3], 3600)),
        (call("createReceiptShipment", shop_id=31847726, receipt_id=3487712019, tracking_code="9400111206214518273645", carrier_name="usps", send_bcc=True),
         pj(receipt(*r_old, shipped=shipped))),
        (call("getShopReceipts", shop_id=31847726, was_shipped=False, was_paid=True, limit=25), pj({"count": 2, "results": [receipt(*r_new), receipt(*r_mid)]})),
    ]
    rs.add(task="mcp", tid="h40-mcp-12", system=system, turns=turns, state=state)


# Twilio Conversations: bad
def t13(rs: RowSet) -> None:
    system = mcp_system("twilio-conversations", "Twilio Conversations API for the Brightside Appliance Delivery dispatch service", [
        tool("list_conversations", "List conversations of the service, newest first.", {"state": S, "page_size": INT}, []),
        tool("get_conversation", "Fetch one conversation.", {"conversation_sid": S}, ["conversation_sid"]),
        tool("update_conversation", "Update friendly name, attributes, state or timers.", {"conversation_sid": S, "friendly_name": S, "attributes": S, "state": S}, ["conversation_sid"]),
        tool("add_participant", "Add a chat (identity) or SMS/WhatsApp (messaging_binding) participant.", {"conversation_sid": S, "identity": S, "messaging_binding_address": S, "messaging_binding_proxy_address": S, "attributes": S}, ["conversation_sid"]),
        tool("list_participants", "List the participants of a conversation.", {"conversation_sid": S}, ["conversation_sid"]),
        tool("send_message", "Send a message into a conversation.", {"conversation_sid": S, "author": S, "body": S, "attributes": S}, ["conversation_sid", "body"]),
    ])
    state = ("Twilio Conversations, account AC8d1f4e2a7b9c03e5d6f1a2b3c4d5e6f7, service IS2b7e4c19d5a8f3e0b6c1d7a9e2f4b8c3. 2025-06-10 17:21 UTC. Task: customer Daniel "
             "Whitmore (order A-55120) stopped answering on WhatsApp; add his mobile +1 503 555 0186 as an SMS participant (proxy +1 971 555 0142) to the "
             "existing conversation, send the reschedule options as dispatcher dispatch.maria, and tag the conversation for the reschedule queue.")
    ac, isv = "AC8d1f4e2a7b9c03e5d6f1a2b3c4d5e6f7", "IS2b7e4c19d5a8f3e0b6c1d7a9e2f4b8c3"
    cid = "CH7f3c2a9e41d84b0f9a6e5d21c08b3e47"
    base = "https://conversations.twilio.com/v1"

    def conv(sid: str, name: str, unique: Any, attrs: str, created: str, updated: str, st: str = "active") -> dict[str, Any]:
        return {"sid": sid, "account_sid": ac, "chat_service_sid": isv, "messaging_service_sid": "MG4e9a2c7b1d5f8e3a0c6b9d2e7f1a4c58", "friendly_name": name,
                "unique_name": unique, "attributes": attrs, "date_created": created, "date_updated": updated, "state": st,
                "timers": {"date_inactive": None, "date_closed": None}, "url": f"{base}/Conversations/{sid}",
                "links": {"participants": f"{base}/Conversations/{sid}/Participants", "messages": f"{base}/Conversations/{sid}/Messages", "webhooks": f"{base}/Conversations/{sid}/Webhooks"},
                "bindings": None}

    def part(sid: str, identity: Any, binding: Any, attrs: str, created: str, updated: str, last_read: Any, role: str = "RL1a9c3e5b7d2f4a6c8e0b1d3f5a7c9e2b") -> dict[str, Any]:
        return {"account_sid": ac, "chat_service_sid": isv, "conversation_sid": cid, "sid": sid, "identity": identity, "attributes": attrs, "messaging_binding": binding,
                "role_sid": role, "date_created": created, "date_updated": updated, "url": f"{base}/Conversations/{cid}/Participants/{sid}",
                "last_read_message_index": last_read, "last_read_timestamp": None if last_read is None else "2025-06-10T17:02:44Z"}

    maria = part("MBa41d7c2e9f3b0a5d8c6e1f4b7a2d9c03", "dispatch.maria", None, "{\"role\":\"dispatcher\"}", "2025-06-10T16:58:41Z", "2025-06-10T17:02:44Z", 6)
    wa = part("MB6c0e8a2f4d1b9c7e3a5f0d2b8e6c4a19", None, {"type": "whatsapp", "address": "whatsapp:+15035550173", "proxy_address": "whatsapp:+19715550142"},
              "{\"name\":\"Daniel Whitmore\"}", "2025-06-10T16:12:09Z", "2025-06-10T16:12:09Z", None, role="RL7e3b1d9f5c2a8e4b0d6f3a1c9e5b7d2f")
    sms = part("MB2e9d71c45a0f4e38b1c6a7d9e3f05b12", None, {"type": "sms", "address": "+15035550186", "proxy_address": "+19715550142"},
               "{\"name\":\"Daniel Whitmore\",\"channel\":\"sms-fallback\"}", "2025-06-10T17:22:05Z", "2025-06-10T17:22:05Z", None, role="RL7e3b1d9f5c2a8e4b0d6f3a1c9e5b7d2f")
    body = ("Hi Daniel, this is Maria from Brightside Delivery about your fridge (order A-55120). We missed you today. Reply 1 for Thu 12 Jun 8–12, "
            "2 for Thu 12 Jun 12–4, or 3 for Sat 14 Jun 9–1. Reply STOP to opt out of texts.")
    attrs = "{\"order_id\":\"A-55120\",\"queue\":\"reschedule\",\"priority\":\"normal\",\"channels\":[\"whatsapp\",\"sms\"]}"
    turns = [
        (call("list_conversations", state="active", page_size=5), pj({"conversations": [
            conv("CH0b5d2f8a4c6e1b3d9f7a0c2e4b6d8f1a", "Order #A-55133 – access code", None, "{\"order_id\":\"A-55133\"}", "2025-06-10T17:05:30Z", "2025-06-10T17:14:02Z"),
            conv(cid, "Order #A-55120 – delivery reschedule", "order-A-55120", "{\"order_id\":\"A-55120\"}", "2025-06-10T16:12:08Z", "2025-06-10T17:02:44Z"),
            conv("CHe4a6c8b0d2f1e3a5c7b9d1f0a2c4e6b8", "Order #A-55098 – damaged door panel", "order-A-55098", "{\"order_id\":\"A-55098\",\"queue\":\"claims\"}", "2025-06-10T14:40:51Z", "2025-06-10T16:55:19Z"),
            conv("CH9d1b3f5a7c0e2d4b6f8a1c3e5d7b9f2a", "Order #A-55087 – haul-away question", None, "{\"order_id\":\"A-55087\"}", "2025-06-10T11:08:22Z", "2025-06-10T12:31:47Z"),
            conv("CH3f7a9c1e5b2d8f4a6c0e3b7d1f9a5c2e", "Order #A-55041 – install follow-up", "order-A-55041", "{\"order_id\":\"A-55041\"}", "2025-06-09T20:15:36Z", "2025-06-10T09:02:10Z")],
            "meta": {"page": 0, "page_size": 5, "first_page_url": f"{base}/Conversations?State=active&PageSize=5&Page=0", "previous_page_url": None,
                     "url": f"{base}/Conversations?State=active&PageSize=5&Page=0",
                     "next_page_url": f"{base}/Conversations?State=active&PageSize=5&Page=1&PageToken=PTCH3f7a9c1e5b2d8f4a6c0e3b7d1f9a5c2e", "key": "conversations"}})),
        (call("add_participant", conversation_sid=cid, messaging_binding_address="+15035550186", messaging_binding_proxy_address="+19715550142",
              attributes="{\"name\":\"Daniel Whitmore\",\"channel\":\"sms-fallback\"}"), pj(sms)),
        (call("list_participants", conversation_sid=cid), pj({"participants": [wa, maria], "meta": {
            "page": 0, "page_size": 50, "first_page_url": f"{base}/Conversations/{cid}/Participants?PageSize=50&Page=0", "previous_page_url": None,
            "url": f"{base}/Conversations/{cid}/Participants?PageSize=50&Page=0", "next_page_url": None, "key": "participants"}})),
        (call("send_message", conversation_sid=cid, author="dispatch.maria", body=body, attributes="{\"template\":\"reschedule_v3\"}"), pj({
            "account_sid": ac, "chat_service_sid": isv, "conversation_sid": cid, "sid": "IM5c8e1a3d7f9b2c4e6a0d8f1b3e5c7a9d", "index": 7, "author": "dispatch.maria",
            "body": body, "media": None, "attributes": "{\"template\":\"reschedule_v3\"}", "participant_sid": maria["sid"], "date_created": "2025-06-10T17:23:11Z",
            "date_updated": "2025-06-10T17:23:11Z", "delivery": None, "content_sid": None, "url": f"{base}/Conversations/{cid}/Messages/IM5c8e1a3d7f9b2c4e6a0d8f1b3e5c7a9d",
            "links": {"delivery_receipts": f"{base}/Conversations/{cid}/Messages/IM5c8e1a3d7f9b2c4e6a0d8f1b3e5c7a9d/Receipts",
                      "channel_metadata": f"{base}/Conversations/{cid}/Messages/IM5c8e1a3d7f9b2c4e6a0d8f1b3e5c7a9d/ChannelMetadata"}})),
        (call("update_conversation", conversation_sid=cid, friendly_name="Order #A-55120 – delivery reschedule", attributes=attrs),
         pj(conv(cid, "Order #A-55120 – delivery reschedule", "order-A-55120", attrs, "2025-06-10T16:12:08Z", "2025-06-10T17:23:40Z"))),
        (call("get_conversation", conversation_sid=cid), pj(conv(cid, "Order #A-55120 – delivery reschedule", "order-A-55120", attrs, "2025-06-10T16:12:08Z", "2025-06-10T17:23:40Z"))),
    ]
    rs.add(task="mcp", tid="h40-mcp-13", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="SMS participant added the turn before is missing from the participant list")


# Fastmail JMAP: clean
def t14(rs: RowSet) -> None:
    system = mcp_system("fastmail-jmap", "JMAP (RFC 8620/8621) access to the Fastmail account of nadia@quillfeather.net", [
        tool("mailbox_get", "Mailbox/get: mailboxes with counts (all when ids is null).", {"ids": A, "properties": A}, []),
        tool("mailbox_set", "Mailbox/set: create, update or destroy mailboxes.", {"create": OBJ, "update": OBJ, "destroy": A}, []),
        tool("email_query", "Email/query: ids of emails matching a filter, sorted.", {"filter": OBJ, "sort": A, "position": INT, "limit": INT, "calculateTotal": B}, ["filter"]),
        tool("email_get", "Email/get: emails by id with the requested properties.", {"ids": A, "properties": A, "fetchTextBodyValues": B}, ["ids"]),
        tool("email_set", "Email/set: update keywords/mailboxIds of emails, or destroy them.", {"update": OBJ, "destroy": A}, []),
    ])
    state = ("Fastmail account u8a3f2c1d (nadia@quillfeather.net, freelance designer). 2025-03-18 10:20 UTC. Task: create a '2025' folder under Receipts "
             "(next to '2024'), move this year's receipts out of the Inbox into it and mark them read.")
    acct = "u8a3f2c1d"
    rights = {"mayReadItems": True, "mayAddItems": True, "mayRemoveItems": True, "maySetSeen": True, "maySetKeywords": True, "mayCreateChild": True,
              "mayRename": True, "mayDelete": True, "maySubmit": True}

    def mb(mid: str, name: str, parent: Any, role: Any, order: int, te: int, ue: int, tt: int, ut: int) -> dict[str, Any]:
        r = dict(rights)
        if role in ("inbox", "trash", "sent", "drafts", "junk", "archive"):
            r.update(mayRename=False, mayDelete=False)
        return {"id": mid, "name": name, "parentId": parent, "role": role, "sortOrder": order, "totalEmails": te, "unreadEmails": ue, "totalThreads": tt,
                "unreadThreads": ut, "myRights": r, "isSubscribed": True}

    inbox = "Mf1c9a7e2"
    new = "M3d81f4be"
    all_mb = [mb(inbox, "Inbox", None, "inbox", 1, 2318, 41, 1977, 39), mb("Ma2b4c6d8", "Archive", None, "archive", 3, 18420, 0, 12873, 0),
              mb("Md3e5f7a9", "Drafts", None, "drafts", 4, 4, 0, 4, 0), mb("Ms9b8a7c6", "Sent", None, "sent", 5, 5211, 0, 4388, 0),
              mb("Mj5k4l3m2", "Spam", None, "junk", 6, 37, 37, 37, 37), mb("Mt1r2e3w4", "Trash", None, "trash", 7, 402, 2, 377, 2),
              mb("M0a9e3c57", "Receipts", None, None, 10, 733, 0, 729, 0), mb("M5e7c1b33", "2024", "M0a9e3c57", None, 10, 211, 0, 211, 0),
              mb("Mc4d6e8f0", "2023", "M0a9e3c57", None, 10, 198, 0, 197, 0), mb("Mn8q2w4e6", "Newsletters", None, None, 10, 1290, 112, 1288, 112),
              mb("Mk2l4m6n8", "Clients", None, None, 10, 3306, 3, 1512, 3)]

    def resp(method: str, args: dict[str, Any], tag: str = "0") -> str:
        return pj({"methodResponses": [[method, {"accountId": acct, **args}, tag]], "sessionState": "cyrus-0;p-2b4c9e7a1f;vfs-0"})

    def frm(name: str, email: str) -> list[dict[str, str]]:
        return [{"name": name, "email": email}]

    mails = [
        ("Eb3c81f0a2d4e6f8a0b2c4d6e", "Tb3c81f0a2d4e6f8a", frm("Apple", "no_reply@email.apple.com"), "Your receipt from Apple.", "2025-03-15T04:12:09Z", 48211, False,
         "Apple Account: nadia@quillfeather.net Billed to Visa •••• 2291 Date Mar 15, 2025 Order ID MT9KQ2XR4P iCloud+ with 200 GB (Monthly) €2.99 …"),
        ("Ec7d92a1b3e5f7a9b1c3d5e7f", "Tc7d92a1b3e5f7a9b", frm("Uber Receipts", "noreply@uber.com"), "Your Friday evening trip receipt", "2025-03-07T21:44:52Z", 96630, True,
         "Total €18.40 Thanks for riding, Nadia. We hope you enjoyed your ride this evening. Trip fare €16.10 Booking fee €2.30 …"),
        ("Ed1e03b2c4f6a8b0c2d4e6f8a", "Td1e03b2c4f6a8b0c", frm("Figma", "receipts+acct_1Nq7hY@stripe.com"), "Your receipt from Figma #2381-9920", "2025-03-01T08:03:31Z", 31504, True,
         "Receipt from Figma $180.00 Paid March 1, 2025 Receipt number 2381-9920 Professional plan, 1 editor × 12 months …"),
        ("Ee5f14c3d5a7b9c1d3e5f7a9b", "Te5f14c3d5a7b9c1d", frm("DB Vertrieb GmbH", "buchungsbestaetigung@bahn.de"), "Ihr Buchungsbeleg / Your receipt – Auftrag 482917733", "2025-02-18T13:27:40Z", 212977, False,
         "Vielen Dank für Ihre Buchung. Auftragsnummer 482917733, Berlin Hbf → Hamburg Hbf, 21.02.2025, ICE 1507, Flexpreis 2. Klasse, 89,90 € …"),
        ("Ef9a25d4e6b8c0d2e4f6a8b0c", "Tf9a25d4e6b8c0d2e", frm("service@paypal.de", "service@paypal.de"), "Receipt for your payment to Hetzner Online GmbH", "2025-02-03T06:15:22Z", 40318, True,
         "You sent a payment of €6.42 EUR to Hetzner Online GmbH. Transaction ID 7KD4418290LX3353W …"),
        ("Ea0b36e5f7c9d1e3f5a7b9c1d", "Ta0b36e5f7c9d1e3f", frm("Notion", "team@makenotion.com"), "Your receipt from Notion Labs, Inc. #1843-2271", "2025-01-09T17:50:03Z", 29876, True,
         "Receipt from Notion Labs, Inc. $120.00 Paid January 9, 2025 Plus plan (annual) …"),
    ]

    def email(m: tuple[Any, ...], boxes: dict[str, bool], seen: bool) -> dict[str, Any]:
        return {"id": m[0], "threadId": m[1], "mailboxIds": boxes, "keywords": {"$seen": True} if seen else {}, "from": m[2], "subject": m[3], "receivedAt": m[4],
                "size": m[5], "preview": m[7]}

    upd = {m[0]: {f"mailboxIds/{inbox}": None, f"mailboxIds/{new}": True, "keywords/$seen": True} for m in mails}
    props = ["id", "threadId", "mailboxIds", "keywords", "from", "subject", "receivedAt", "size", "preview"]
    turns = [
        (call("mailbox_get", ids=None), resp("Mailbox/get", {"state": "J7412", "list": all_mb, "notFound": []})),
        (call("mailbox_set", create={"k1": {"name": "2025", "parentId": "M0a9e3c57", "isSubscribed": True}}),
         resp("Mailbox/set", {"oldState": "J7412", "newState": "J7413", "created": {"k1": {"id": new, "sortOrder": 10, "totalEmails": 0, "unreadEmails": 0, "totalThreads": 0,
                                                                                             "unreadThreads": 0, "myRights": rights, "role": None}},
                              "updated": None, "destroyed": None, "notCreated": None, "notUpdated": None, "notDestroyed": None})),
        (call("email_query", filter={"inMailbox": inbox, "subject": "receipt", "after": "2025-01-01T00:00:00Z"}, sort=[{"property": "receivedAt", "isAscending": False}], limit=50, calculateTotal=True),
         resp("Email/query", {"filter": {"inMailbox": inbox, "subject": "receipt", "after": "2025-01-01T00:00:00Z"}, "queryState": "E20931:0", "canCalculateChanges": True,
                              "position": 0, "collapseThreads": False, "ids": [m[0] for m in mails], "total": 6})),
        (call("email_get", ids=[m[0] for m in mails], properties=props), resp("Email/get", {"state": "E20931", "list": [email(m, {inbox: True}, m[6]) for m in mails], "notFound": []})),
        (call("email_set", update=upd), resp("Email/set", {"oldState": "E20931", "newState": "E20938", "created": None, "updated": {m[0]: None for m in mails}, "destroyed": None,
                                                          "notCreated": None, "notUpdated": None, "notDestroyed": None})),
        (call("mailbox_get", ids=[inbox, new]), resp("Mailbox/get", {"state": "J7419", "list": [mb(inbox, "Inbox", None, "inbox", 1, 2313, 40, 1972, 38), mb(new, "2025", "M0a9e3c57", None, 10, 6, 0, 6, 0)], "notFound": []})),
        (call("email_get", ids=[mails[0][0]], properties=props), resp("Email/get", {"state": "E20940", "list": [email(mails[0], {new: True}, True)], "notFound": []})),
    ]
    rs.add(task="mcp", tid="h40-mcp-14", system=system, turns=turns, state=state)


# Jane App: bad
def t15(rs: RowSet) -> None:
    system = mcp_system("jane-app", "Jane practice-management API for Harbourview Physiotherapy & Massage (harbourview.janeapp.com)", [
        tool("search_patients", "Search patients by name, email or phone.", {"query": S}, ["query"]),
        tool("get_patient", "Get one patient profile.", {"patient_id": INT}, ["patient_id"]),
        tool("list_availability", "Open slots for a practitioner and treatment in a date range.", {"practitioner_id": INT, "treatment_id": INT, "location_id": INT, "start_date": S, "end_date": S}, ["practitioner_id", "treatment_id", "start_date", "end_date"]),
        tool("book_appointment", "Book an appointment in an open slot.", {"patient_id": INT, "practitioner_id": INT, "treatment_id": INT, "location_id": INT, "start_at": S, "notes": S}, ["patient_id", "practitioner_id", "treatment_id", "start_at"]),
        tool("get_appointment", "Get one appointment.", {"appointment_id": INT}, ["appointment_id"]),
        tool("reschedule_appointment", "Move an appointment to another open slot.", {"appointment_id": INT, "start_at": S, "notify_patient": B}, ["appointment_id", "start_at"]),
        tool("list_appointments", "A patient's appointments in a date range.", {"patient_id": INT, "start_date": S, "end_date": S}, ["patient_id"]),
    ])
    state = ("Jane, Harbourview Physiotherapy & Massage, Vancouver (America/Vancouver, PDT). Wed 2025-04-09 10:12. Front desk task: Tomasz Kowalczyk "
             "(knee rehab) needs a 30-minute physio follow-up with Nadia Brooks next week, as early as possible on Tue 15 Apr; he may call back to change the time.")

    def slot(start: str, end: str, room: str) -> dict[str, Any]:
        return {"start_at": f"2025-04-{start}:00-07:00", "end_at": f"2025-04-{end}:00-07:00", "room": room}

    slots_before = [slot("14T11:00", "14T11:30", "Treatment Room 2"), slot("14T16:30", "14T17:00", "Treatment Room 1"),
                    slot("15T09:30", "15T10:00", "Treatment Room 2"), slot("15T10:00", "15T10:30", "Treatment Room 2"), slot("15T13:30", "15T14:00", "Treatment Room 1"),
                    slot("15T15:00", "15T15:30", "Treatment Room 1"), slot("15T15:30", "15T16:00", "Treatment Room 1"),
                    slot("16T08:00", "16T08:30", "Treatment Room 3"), slot("16T12:30", "16T13:00", "Treatment Room 2")]
    pr = {"id": 27, "full_name": "Nadia Brooks, PT", "discipline": "Physiotherapy"}
    tr = {"id": 112, "name": "Physiotherapy Follow-up (30 min)", "duration_minutes": 30, "price": "105.00", "billing_code": "PT-FU30"}

    def appt(start: str, end: str, room: str, updated: str, state_: str = "booked") -> dict[str, Any]:
        return {"id": 904517, "patient_id": 18842, "patient_name": "Tomasz Kowalczyk", "practitioner": pr, "treatment": tr,
                "location": {"id": 3, "name": "Harbourview – Coal Harbour", "address": "1155 W Pender St, Suite 410, Vancouver, BC V6E 2P4"},
                "room": room, "start_at": start, "end_at": end, "state": state_, "booked_online": False, "booked_by": "Front Desk (Alex Moreau)",
                "notes": "Knee rehab – week 6 review, bring exercise log", "invoice_id": None, "arrived_at": None,
                "created_at": "2025-04-09T10:14:08-07:00", "updated_at": updated, "reminder": {"email": True, "sms": True, "sent_at": None}}

    turns = [
        (call("search_patients", query="Kowalczyk"), pj({"patients": [
            {"id": 18842, "first_name": "Tomasz", "last_name": "Kowalczyk", "preferred_name": "Tom", "birth_date": "1979-11-02", "email": "tkowalczyk79@gmail.com", "mobile_phone": "+1 604-555-0147",
             "last_visit": "2025-04-01", "primary_practitioner_id": 27, "archived": False},
            {"id": 21306, "first_name": "Agnieszka", "last_name": "Kowalczyk", "preferred_name": None, "birth_date": "1984-03-19", "email": "aga.kowalczyk@shaw.ca", "mobile_phone": "+1 604-555-0162",
             "last_visit": "2024-10-22", "primary_practitioner_id": 31, "archived": False}], "total": 2})),
        (call("get_patient", patient_id=18842), pj({"patient": {
            "id": 18842, "first_name": "Tomasz", "last_name": "Kowalczyk", "preferred_name": "Tom", "pronouns": "he/him", "birth_date": "1979-11-02", "sex": "male",
            "email": "tkowalczyk79@gmail.com", "mobile_phone": "+1 604-555-0147", "home_phone": None, "address": {"street": "2250 Triumph St", "city": "Vancouver", "province": "BC", "postal_code": "V5L 1K8"},
            "personal_health_number": "9876 543 210", "insurance_policies": [{"insurer": "Pacific Blue Cross", "policy_number": "PBC-0081-44172", "coverage_remaining": "420.00"}],
            "primary_practitioner_id": 27, "referral_source": "Dr. Ellen Marsh (GP)", "balance_owing": "0.00", "created_at": "2025-02-11T15:40:27-08:00",
            "visits": {"total": 6, "last": "2025-04-01", "no_shows": 0, "late_cancellations": 1}, "communication_preferences": {"email_reminders": True, "sms_reminders": True, "marketing": False}}})),
        (call("list_availability", practitioner_id=27, treatment_id=112, location_id=3, start_date="2025-04-14", end_date="2025-04-16"),
         pj({"practitioner": pr, "treatment": tr, "location_id": 3, "time_zone": "America/Vancouver", "slots": slots_before})),
        (call("book_appointment", patient_id=18842, practitioner_id=27, treatment_id=112, location_id=3, start_at="2025-04-15T09:30:00-07:00", notes="Knee rehab – week 6 review, bring exercise log"),
         pj({"appointment": appt("2025-04-15T09:30:00-07:00", "2025-04-15T10:00:00-07:00", "Treatment Room 2", "2025-04-09T10:14:08-07:00")})),
        (call("list_availability", practitioner_id=27, treatment_id=112, location_id=3, start_date="2025-04-15", end_date="2025-04-15"),
         pj({"practitioner": pr, "treatment": tr, "location_id": 3, "time_zone": "America/Vancouver", "slots": [s for s in slots_before if s["start_at"].startswith("2025-04-15") and "T09:30" not in s["start_at"]]})),
        (call("reschedule_appointment", appointment_id=904517, start_at="2025-04-15T15:00:00-07:00", notify_patient=True),
         pj({"appointment": appt("2025-04-15T15:00:00-07:00", "2025-04-15T15:30:00-07:00", "Treatment Room 1", "2025-04-09T10:16:55-07:00"),
             "notification": {"email": "queued", "sms": "queued"}})),
        (call("get_appointment", appointment_id=904517), pj({"appointment": appt("2025-04-15T15:00:00-07:00", "2025-04-15T15:30:00-07:00", "Treatment Room 1", "2025-04-09T10:06:55-07:00")})),
        (call("list_appointments", patient_id=18842, start_date="2025-04-09", end_date="2025-05-31"), pj({"appointments": [
            {"id": 904517, "start_at": "2025-04-15T15:00:00-07:00", "end_at": "2025-04-15T15:30:00-07:00", "practitioner": "Nadia Brooks, PT", "treatment": "Physiotherapy Follow-up (30 min)", "room": "Treatment Room 1", "state": "booked"},
            {"id": 899043, "start_at": "2025-04-29T08:30:00-07:00", "end_at": "2025-04-29T09:00:00-07:00", "practitioner": "Nadia Brooks, PT", "treatment": "Physiotherapy Follow-up (30 min)", "room": "Treatment Room 3", "state": "booked"},
            {"id": 899044, "start_at": "2025-05-13T08:30:00-07:00", "end_at": "2025-05-13T09:00:00-07:00", "practitioner": "Nadia Brooks, PT", "treatment": "Physiotherapy Follow-up (30 min)", "room": "Treatment Room 3", "state": "booked"}],
            "total": 3})),
    ]
    rs.add(task="mcp", tid="h40-mcp-15", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="appointment updated_at goes back before the reschedule (and before its creation)")


# Sage Intacct: clean
def t16(rs: RowSet) -> None:
    system = mcp_system("sage-intacct", "Sage Intacct Web Services (XML API, results as JSON) for company northfork-foods, entity US-OPS", [
        tool("query", "readByQuery on an object with a filter expression.", {"object": S, "fields": S, "query": S, "pagesize": INT}, ["object", "query"]),
        tool("read", "read records of an object by RECORDNO keys.", {"object": S, "keys": S, "fields": S}, ["object", "keys"]),
        tool("get_vendor", "Read one vendor by VENDORID with balance fields.", {"vendorid": S}, ["vendorid"]),
        tool("create_apbill", "Create an AP bill (create APBILL).", {"VENDORID": S, "RECORDID": S, "WHENCREATED": S, "TERMNAME": S, "DESCRIPTION": S, "APBILLITEMS": A}, ["VENDORID", "WHENCREATED", "APBILLITEMS"]),
        tool("update_apbill", "Update an AP bill (update APBILL); line list replaces the existing lines.", {"RECORDNO": S, "DESCRIPTION": S, "APBILLITEMS": A}, ["RECORDNO"]),
        tool("create_appayment", "Create an AP payment applied to bills (create APPYMT).", {"FINANCIALENTITY": S, "PAYMENTMETHOD": S, "VENDORID": S, "PAYMENTDATE": S, "DESCRIPTION": S, "APPYMTDETAILS": A}, ["FINANCIALENTITY", "PAYMENTMETHOD", "VENDORID", "PAYMENTDATE", "APPYMTDETAILS"]),
    ])
    state = ("Sage Intacct, Northfork Foods, entity US-OPS (USD). Fri 2025-03-21 10:40 America/Los_Angeles. AP task for vendor Brightline Packaging: "
             "enter their new invoice BPL-31276 (mailers, USD 2,214.75 to 5010 Packaging Materials, dept OPS, location PDX, plus USD 86.40 freight-in to 5060), "
             "then pay BPL-30911 in full and USD 1,000.00 toward BPL-31044 by EFT from BOA-OPS-1932.")

    def ok(fn: str, data: dict[str, Any], ctrl: str) -> str:
        return pj({"control": {"controlid": ctrl, "status": "success"}, "operation": {"authentication": {"status": "success", "userid": "api_ap", "companyid": "northfork-foods",
                                                                                                          "locationid": "US-OPS", "sessiontimeout": "2025-03-21T19:40:02-07:00"},
                                                                                       "result": {"status": "success", "function": fn, "controlid": ctrl, "data": data}}})

    def bill(no: str, rid: str, created: str, due: str, entered: str, paid: str, tdue: str, st: str, desc: str, mod: str, paid_date: Any = None) -> dict[str, Any]:
        return {"RECORDNO": no, "RECORDID": rid, "VENDORID": "V-00482", "VENDORNAME": "Brightline Packaging LLC", "WHENCREATED": created, "WHENDUE": due,
                "TOTALENTERED": entered, "TOTALPAID": paid, "TOTALDUE": tdue, "STATE": st, "DESCRIPTION": desc, "WHENPAID": paid_date, "WHENMODIFIED": mod}

    b1 = ("11842", "BPL-30911", "02/14/2025", "03/16/2025")
    b2 = ("11907", "BPL-31044", "03/03/2025", "04/02/2025")
    lines_v1 = [{"LINE_NO": "1", "ACCOUNTNO": "5010", "ACCOUNTTITLE": "Packaging Materials", "AMOUNT": "2214.75", "MEMO": "Corrugated mailers 12x9x4, 5,000 ct", "LOCATIONID": "PDX", "DEPARTMENTID": "OPS"}]
    q2 = "VENDORID = 'V-00482' AND STATE IN ('Posted','Partially Paid','Paid') AND WHENCREATED >= '02/01/2025'"
    flds = "RECORDNO,RECORDID,VENDORID,VENDORNAME,WHENCREATED,WHENDUE,TOTALENTERED,TOTALPAID,TOTALDUE,STATE,DESCRIPTION,WHENPAID,WHENMODIFIED"

    def vendor(due: str, mod: str, last_pay: Any) -> dict[str, Any]:
        return {"RECORDNO": "1187", "VENDORID": "V-00482", "NAME": "Brightline Packaging LLC", "STATUS": "active", "VENDTYPE": "Packaging", "TERMNAME": "Net 30",
                "TOTALDUE": due, "CURRENCY": "USD", "PAYMETHODKEY": "EFT", "DISPLAYCONTACT.EMAIL1": "ar@brightlinepkg.com", "DISPLAYCONTACT.PHONE1": "(503) 555-0131",
                "DISPLAYCONTACT.MAILADDRESS.ADDRESS1": "8800 NE Columbia Blvd", "DISPLAYCONTACT.MAILADDRESS.CITY": "Portland", "DISPLAYCONTACT.MAILADDRESS.STATE": "OR",
                "DISPLAYCONTACT.MAILADDRESS.ZIP": "97220", "CREDITLIMIT": "25000.00", "ONHOLD": "false", "LASTPAYMENTDATE": last_pay, "WHENMODIFIED": mod}

    turns = [
        (call("query", object="VENDOR", fields="RECORDNO,VENDORID,NAME,STATUS,TERMNAME,TOTALDUE,CURRENCY,PAYMETHODKEY,WHENMODIFIED", query="NAME LIKE 'Brightline%'", pagesize=100),
         ok("readByQuery", {"@listtype": "vendor", "@count": "1", "@totalcount": "1", "@numremaining": "0", "@resultId": "7765YZx2Kc9QqvBn",
                            "VENDOR": [{k: v for k, v in vendor("4210.00", "03/03/2025 14:22:09", "02/28/2025").items() if k in ("RECORDNO", "VENDORID", "NAME", "STATUS", "TERMNAME", "TOTALDUE", "CURRENCY", "PAYMETHODKEY", "WHENMODIFIED")}]}, "q-vendor-1")),
        (call("query", object="APBILL", fields=flds, query=q2, pagesize=100),
         ok("readByQuery", {"@listtype": "apbill", "@count": "2", "@totalcount": "2", "@numremaining": "0", "@resultId": "7765YZx2Kc9QqwCp", "APBILL": [
             bill(*b1, "2630.00", "0.00", "2630.00", "Posted", "Shrink film + pallet wrap, Feb", "02/14/2025 09:12:40"),
             bill(*b2, "1580.00", "0.00", "1580.00", "Posted", "Kraft void fill, 40 rolls", "03/03/2025 14:22:09")]}, "q-apbill-1")),
        (call("create_apbill", VENDORID="V-00482", RECORDID="BPL-31276", WHENCREATED="03/21/2025", TERMNAME="Net 30", DESCRIPTION="Corrugated mailers",
              APBILLITEMS=[{"ACCOUNTNO": "5010", "TRX_AMOUNT": "2214.75", "ENTRYDESCRIPTION": "Corrugated mailers 12x9x4, 5,000 ct", "LOCATIONID": "PDX", "DEPARTMENTID": "OPS"}]),
         ok("create", {"@listtype": "objects", "@count": "1", "apbill": [{"RECORDNO": "12016"}]}, "c-apbill-1")),
        (call("read", object="APBILL", keys="12016", fields="*"), ok("read", {"@listtype": "apbill", "@count": "1", "APBILL": [{
            **bill("12016", "BPL-31276", "03/21/2025", "04/20/2025", "2214.75", "0.00", "2214.75", "Posted", "Corrugated mailers", "03/21/2025 10:41:18"),
            "WHENPOSTED": "03/21/2025", "TERMNAME": "Net 30", "RAWSTATE": "A", "CURRENCY": "USD", "BASECURR": "USD", "CREATEDBY": "api_ap", "WHENCREATEDTIME": "03/21/2025 10:41:18",
            "PRBATCH": "Bills: 2025/03 Batch", "APBILLITEMS": {"apbillitem": lines_v1}}]}, "r-apbill-1")),
        (call("update_apbill", RECORDNO="12016", DESCRIPTION="Corrugated mailers + freight",
              APBILLITEMS=[{"ACCOUNTNO": "5010", "TRX_AMOUNT": "2214.75", "ENTRYDESCRIPTION": "Corrugated mailers 12x9x4, 5,000 ct", "LOCATIONID": "PDX", "DEPARTMENTID": "OPS"},
                           {"ACCOUNTNO": "5060", "TRX_AMOUNT": "86.40", "ENTRYDESCRIPTION": "Freight – BPL-31276", "LOCATIONID": "PDX", "DEPARTMENTID": "OPS"}]),
         ok("update", {"@listtype": "objects", "@count": "1", "apbill": [{"RECORDNO": "12016"}]}, "u-apbill-1")),
        (call("create_appayment", FINANCIALENTITY="BOA-OPS-1932", PAYMENTMETHOD="EFT", VENDORID="V-00482", PAYMENTDATE="03/21/2025", DESCRIPTION="Brightline – BPL-30911 full, BPL-31044 partial",
              APPYMTDETAILS=[{"RECORDKEY": "11842", "TRX_PAYMENTAMOUNT": "2630.00"}, {"RECORDKEY": "11907", "TRX_PAYMENTAMOUNT": "1000.00"}]),
         ok("create", {"@listtype": "objects", "@count": "1", "appymt": [{"RECORDNO": "12019"}]}, "c-appymt-1")),
        (call("query", object="APBILL", fields=flds, query=q2, pagesize=100),
         ok("readByQuery", {"@listtype": "apbill", "@count": "3", "@totalcount": "3", "@numremaining": "0", "@resultId": "7765YZx2Kc9QqyDr", "APBILL": [
             bill(*b1, "2630.00", "2630.00", "0.00", "Paid", "Shrink film + pallet wrap, Feb", "03/21/2025 10:44:52", paid_date="03/21/2025"),
             bill(*b2, "1580.00", "1000.00", "580.00", "Partially Paid", "Kraft void fill, 40 rolls", "03/21/2025 10:44:52"),
             bill("12016", "BPL-31276", "03/21/2025", "04/20/2025", "2301.15", "0.00", "2301.15", "Posted", "Corrugated mailers + freight", "03/21/2025 10:43:05")]}, "q-apbill-2")),
        (call("get_vendor", vendorid="V-00482"), ok("read", {"@listtype": "vendor", "@count": "1", "VENDOR": [vendor("2881.15", "03/21/2025 10:44:52", "03/21/2025")]}, "r-vendor-1")),
        (call("read", object="APPYMT", keys="12019", fields="*"), ok("read", {"@listtype": "appymt", "@count": "1", "APPYMT": [{
            "RECORDNO": "12019", "RECORDTYPE": "pp", "FINANCIALENTITY": "BOA-OPS-1932", "PAYMENTMETHOD": "EFT", "VENDORID": "V-00482", "VENDORNAME": "Brightline Packaging LLC",
            "PAYMENTDATE": "03/21/2025", "WHENPAID": "03/21/2025", "DESCRIPTION": "Brightline – BPL-30911 full, BPL-31044 partial", "CURRENCY": "USD",
            "TOTALENTERED": "3630.00", "TOTALPAID": "3630.00", "STATE": "Complete", "CLEARED": "false", "DOCNUMBER": "EFT-0004417", "WHENCREATED": "03/21/2025 10:44:52",
            "CREATEDBY": "api_ap", "APPYMTDETAILS": {"appymtdetail": [
                {"RECORDKEY": "11842", "RECORDID": "BPL-30911", "TRX_PAYMENTAMOUNT": "2630.00", "PAYMENTAMOUNT": "2630.00"},
                {"RECORDKEY": "11907", "RECORDID": "BPL-31044", "TRX_PAYMENTAMOUNT": "1000.00", "PAYMENTAMOUNT": "1000.00"}]}}]}, "r-appymt-1")),
    ]
    rs.add(task="mcp", tid="h40-mcp-16", system=system, turns=turns, state=state)


def snowflake(iso: str, low: int) -> str:
    """A Discord snowflake for a UTC timestamp (ms precision) and low 22 bits."""
    ms = int(datetime.fromisoformat(iso).replace(tzinfo=timezone.utc).timestamp() * 1000)
    return str(((ms - 1420070400000) << 22) | low)


# Discord: bad
def t17(rs: RowSet) -> None:
    system = mcp_system("discord", "Discord REST API v10 as the bot 'Tidewater Bot' in the Tidewater Modding Collective server", [
        tool("list_guild_channels", "List the channels of a guild.", {"guild_id": S}, ["guild_id"]),
        tool("list_roles", "List the roles of a guild.", {"guild_id": S}, ["guild_id"]),
        tool("modify_channel", "Modify a channel (name, topic, rate limit, parent).", {"channel_id": S, "name": S, "topic": S, "rate_limit_per_user": INT, "reason": S}, ["channel_id"]),
        tool("create_channel", "Create a guild channel.", {"guild_id": S, "name": S, "type": INT, "parent_id": S, "topic": S, "permission_overwrites": A, "reason": S}, ["guild_id", "name"]),
        tool("delete_channel", "Delete a channel.", {"channel_id": S, "reason": S}, ["channel_id"]),
        tool("get_channel_messages", "Get recent messages of a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("send_message", "Send a message to a channel.", {"channel_id": S, "content": S}, ["channel_id", "content"]),
        tool("pin_message", "Pin a message in a channel.", {"channel_id": S, "message_id": S}, ["channel_id", "message_id"]),
        tool("edit_channel_permissions", "Create or edit a permission overwrite for a role or member.", {"channel_id": S, "overwrite_id": S, "type": INT, "allow": S, "deny": S}, ["channel_id", "overwrite_id", "type"]),
        tool("create_invite", "Create an invite for a channel.", {"channel_id": S, "max_age": INT, "max_uses": INT, "unique": B}, ["channel_id"]),
    ])
    state = ("Discord guild 'Tidewater Modding Collective' (id 1098734519622451200); the bot has Manage Channels and Manage Roles. 2025-03-18 ~20:10 UTC. "
             "Task from the mods: rename #general-chat to #lounge with a new topic, replace the archived #old-announcements with a new announcement channel "
             "#release-notes (only Moderators may post) carrying over the latest release post pinned, let Modders attach files in #lounge, "
             "make a 7-day welcome invite, and tell #lounge about the changes.")
    g = "1098734519622451200"
    mod_role, modder, botrole = "1098741122036846713", "1112983301876506725", "1098745530188415036"
    cat_text, cat_voice, cat_staff = "1098734520113418301", "1098734520113418303", "1156614920337104936"
    gen, welcome, showcase, old, bugs = "1098734520113418305", "1098734520113418302", "1098734520113418307", "1101229874551930951", "1128870331904217129"
    bot = {"id": "1098744873140412456", "username": "Tidewater Bot", "discriminator": "0000", "global_name": None, "avatar": "5c1e9b7d3a0f2e4c6b8d1a3f5e7c9b0d", "bot": True, "public_flags": 0}
    harrow = {"id": "301558842201047041", "username": "harrow", "discriminator": "0", "global_name": "Harrow", "avatar": "a_9f1d3b5e7c2a4f6d8b0e1c3a5f7d9b2e", "public_flags": 64}
    ev_deny_send = {"id": g, "type": 0, "allow": "0", "deny": "2048"}

    def chan(cid: str, typ: int, name: str, pos: int, parent: Any, topic: Any = None, last: Any = None, ow: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
        c = {"id": cid, "type": typ, "guild_id": g, "name": name, "position": pos, "flags": 0, "parent_id": parent, "permission_overwrites": ow or []}
        if typ in (0, 5, 15):
            c.update({"topic": topic, "nsfw": False, "rate_limit_per_user": extra.pop("rate", 0), "last_message_id": last})
        if typ == 2:
            c.update({"bitrate": 64000, "user_limit": extra.pop("limit", 0), "rtc_region": None, "last_message_id": None, "rate_limit_per_user": 0, "nsfw": False})
        c.update(extra)
        return c

    staff_ow = [{"id": g, "type": 0, "allow": "0", "deny": "1024"}, {"id": mod_role, "type": 0, "allow": "1024", "deny": "0"}]
    pin_old = snowflake("2025-03-08T19:04:33.117", 3125284)
    gen_last1 = snowflake("2025-03-18T20:02:51.406", 1114112)
    gen_last2 = snowflake("2025-03-18T20:14:08.772", 524288)
    rn = snowflake("2025-03-18T20:11:02.955", 2097152)
    post = snowflake("2025-03-18T20:11:40.318", 3407872)
    pin_sys = snowflake("2025-03-18T20:11:44.070", 65536)
    topic_new = "Off-topic hangout – keep it friendly. Modding help goes in #bug-reports or the Modding Help voice channel."
    forum_extra = {"available_tags": [{"id": "1128870774109921301", "name": "crash", "moderated": False, "emoji_id": None, "emoji_name": "💥"},
                                      {"id": "1128870774109921302", "name": "fixed", "moderated": True, "emoji_id": None, "emoji_name": "✅"}],
                   "default_reaction_emoji": None, "default_sort_order": 0, "default_forum_layout": 1, "default_thread_rate_limit_per_user": 0}

    def channels(after: bool, gen_name: str) -> str:
        cs = [chan(cat_text, 4, "Text Channels", 0, None),
              chan(welcome, 0, "welcome", 0, cat_text, "Rules & roles – read first", snowflake("2025-02-27T16:40:12.500", 1048576), [ev_deny_send]),
              chan(gen, 0, gen_name if after else "general-chat", 1, cat_text, topic_new if after else "Talk about anything modding-adjacent", gen_last2 if after else gen_last1,
                   [{"id": modder, "type": 0, "allow": "49152", "deny": "0"}] if after else []),
              chan(showcase, 0, "mod-showcase", 2, cat_text, "Show off your mods – screenshots & links", snowflake("2025-03-17T22:48:19.004", 2228224), [], rate=30)]
        if not after:
            cs.append(chan(old, 5, "old-announcements", 3, cat_text, "Announcements (archived March 2025)", pin_old, [ev_deny_send]))
        cs.append(chan(bugs, 15, "bug-reports", 4, cat_text, "One post per bug. Include game version + modpack version.", snowflake("2025-03-18T17:55:40.281", 1376256), [], **forum_extra))
        if after:
            cs.append(chan(rn, 5, "release-notes", 5, cat_text, "Mod pack releases & patch notes", pin_sys, [ev_deny_send, {"id": mod_role, "type": 0, "allow": "2048", "deny": "0"}]))
        cs += [chan(cat_voice, 4, "Voice Channels", 1, None), chan("1098734520113418304", 2, "General", 0, cat_voice),
               chan("1143002761359253544", 2, "Modding Help", 1, cat_voice, limit=8),
               chan(cat_staff, 4, "Staff", 2, None, ow=staff_ow),
               chan("1156615078201876551", 0, "mod-log", 0, cat_staff, "Automod + audit relay", snowflake("2025-03-18T19:58:03.640", 1703936), staff_ow)]
        return pj(cs)

    release = ("**Tidewater Modpack v3.2 is out!** 🎉\n\n• New: Harbor Expansion (12 new buildings, 3 boats)\n• Fixed: save corruption when loading with >40 mods\n"
               "• Fixed: fishing nets despawning after reload\n• Requires game version 1.18.4+\n\nDownload: <https://tidewater.gg/modpack/3.2>  •  Changelog: <https://tidewater.gg/changelog#3-2>")

    def msg(mid: str, cid: str, author: dict[str, Any], content: str, ts: str, pinned: bool = False) -> dict[str, Any]:
        return {"type": 0, "channel_id": cid, "content": content, "attachments": [], "embeds": [], "timestamp": ts, "edited_timestamp": None, "flags": 0, "components": [],
                "id": mid, "author": author, "mentions": [], "mention_roles": [], "pinned": pinned, "mention_everyone": False, "tts": False}

    lounge_msg = ("📢 Channel changes: #general-chat is now <#1098734520113418305> (same place, new name). Release posts now live in <#" + rn + "> – "
                  "#old-announcements has been retired. Modders can now attach files here. Invite friends with https://discord.gg/tWdmR7kq (valid 7 days).")
    turns = [
        (call("list_guild_channels", guild_id=g), channels(False, "general-chat")),
        (call("list_roles", guild_id=g), pj([
            {"id": g, "name": "@everyone", "color": 0, "hoist": False, "position": 0, "permissions": "1071698660929", "managed": False, "mentionable": False, "flags": 0},
            {"id": "1131009887211806791", "name": "Muted", "color": 9807270, "hoist": False, "position": 1, "permissions": "0", "managed": False, "mentionable": False, "flags": 0},
            {"id": modder, "name": "Modder", "color": 3447003, "hoist": True, "position": 2, "permissions": "1071698660929", "managed": False, "mentionable": True, "flags": 0},
            {"id": "1120338804127293541", "name": "Server Booster", "color": 15277667, "hoist": False, "position": 3, "permissions": "1071698660929", "managed": True, "mentionable": False, "flags": 0, "tags": {"premium_subscriber": None}},
            {"id": mod_role, "name": "Moderator", "color": 15844367, "hoist": True, "position": 4, "permissions": "1099511627775", "managed": False, "mentionable": True, "flags": 0},
            {"id": botrole, "name": "Tidewater Bot", "color": 0, "hoist": False, "position": 5, "permissions": "268504080", "managed": True, "mentionable": False, "flags": 0, "tags": {"bot_id": bot["id"]}}])),
        (call("modify_channel", channel_id=gen, name="lounge", topic=topic_new, reason="Channel reorg requested by mods"),
         pj(chan(gen, 0, "lounge", 1, cat_text, topic_new, gen_last1, []))),
        (call("create_channel", guild_id=g, name="release-notes", type=5, parent_id=cat_text, topic="Mod pack releases & patch notes",
              permission_overwrites=[{"id": g, "type": 0, "allow": "0", "deny": "2048"}, {"id": mod_role, "type": 0, "allow": "2048", "deny": "0"}], reason="Replaces #old-announcements"),
         pj(chan(rn, 5, "release-notes", 5, cat_text, "Mod pack releases & patch notes", None, [ev_deny_send, {"id": mod_role, "type": 0, "allow": "2048", "deny": "0"}]))),
        (call("get_channel_messages", channel_id=old, limit=3), pj([
            msg(pin_old, old, harrow, release, "2025-03-08T19:04:33.117000+00:00", True),
            msg(snowflake("2025-02-21T18:30:02.881", 2490368), old, harrow, "**Modpack v3.1.2 hotfix** – fixes the crash on world load introduced in 3.1.1. Please update. <https://tidewater.gg/modpack/3.1.2>", "2025-02-21T18:30:02.881000+00:00"),
            msg(snowflake("2025-02-09T15:12:47.390", 917504), old, harrow, "**Modpack v3.1.1** – new ferry routes, balance tweaks to the market. Full notes: <https://tidewater.gg/changelog#3-1-1>", "2025-02-09T15:12:47.390000+00:00")])),
        (call("send_message", channel_id=rn, content=release), pj(msg(post, rn, bot, release, "2025-03-18T20:11:40.318000+00:00"))),
        (call("pin_message", channel_id=rn, message_id=post), "204 No Content"),
        (call("delete_channel", channel_id=old, reason="Replaced by #release-notes"), pj(chan(old, 5, "old-announcements", 3, cat_text, "Announcements (archived March 2025)", pin_old, [ev_deny_send]))),
        (call("create_invite", channel_id=welcome, max_age=604800, max_uses=0, unique=True), pj({
            "type": 0, "code": "tWdmR7kq", "inviter": bot, "max_age": 604800, "created_at": "2025-03-18T20:12:26.515000+00:00", "expires_at": "2025-03-25T20:12:26.515000+00:00",
            "guild": {"id": g, "name": "Tidewater Modding Collective", "splash": None, "banner": None, "description": None, "icon": "c4e8a2f6b0d1e3a5c7f9b2d4e6a8c0f1",
                      "features": ["COMMUNITY", "NEWS", "INVITE_SPLASH"], "verification_level": 2, "vanity_url_code": None, "nsfw_level": 0, "premium_subscription_count": 7},
            "guild_id": g, "channel": {"id": welcome, "type": 0, "name": "welcome"}, "uses": 0, "max_uses": 0, "temporary": False})),
        (call("edit_channel_permissions", channel_id=gen, overwrite_id=modder, type=0, allow="49152", deny="0"), "204 No Content"),
        (call("list_guild_channels", guild_id=g), channels(True, "general-chat")),
        (call("send_message", channel_id=gen, content=lounge_msg), pj(msg(snowflake("2025-03-18T20:14:31.209", 1441792), gen, bot, lounge_msg, "2025-03-18T20:14:31.209000+00:00"))),
    ]
    rs.add(task="mcp", tid="h40-mcp-17", system=system, turns=turns, state=state, bad=True, turn=11,
           kind="channel renamed to lounge is listed under its old name general-chat")


# EasyPost: clean
def t18(rs: RowSet) -> None:
    system = mcp_system("easypost", "EasyPost API (production key) for Loom & Ladle, Austin TX", [
        tool("verify_address", "Create an address with strict delivery verification.", {"name": S, "street1": S, "street2": S, "city": S, "state": S, "zip": S, "country": S, "phone": S}, ["street1", "city", "state", "zip", "country"]),
        tool("create_shipment", "Create a shipment and get rates.", {"to_address": OBJ, "from_address": OBJ, "parcel": OBJ, "reference": S}, ["to_address", "from_address", "parcel"]),
        tool("buy_shipment", "Buy a rate for a shipment, optionally with insurance.", {"shipment_id": S, "rate_id": S, "insurance": S}, ["shipment_id", "rate_id"]),
        tool("get_shipment", "Retrieve a shipment.", {"shipment_id": S}, ["shipment_id"]),
        tool("list_shipments", "List recent shipments.", {"page_size": INT, "purchased": B, "start_datetime": S}, []),
        tool("get_tracker", "Retrieve a tracker.", {"tracker_id": S}, ["tracker_id"]),
    ])
    state = ("EasyPost, Loom & Ladle (hand-woven textiles), ships from 2317 E Cesar Chavez St, Austin TX 78702 (address adr_2b91d0f45c8a11ef9f0e3cecef1b359e). "
             "Mon 2025-04-07 18:38 America/Chicago. Task: ship order LL-20931 (two table runners, 14x10x6 in, 52 oz) to Priya Raman, 4418 N Winchester Ave "
             "Apt 2, Chicago IL 60640, +1 773 555 0139 — verify the address, take USPS Priority, insure for USD 150 — and keep an eye on the tracking; the "
             "parcel goes into tonight's 19:00 collection at the post office.")
    frm = {"id": "adr_2b91d0f45c8a11ef9f0e3cecef1b359e", "object": "Address", "created_at": "2024-11-02T16:20:44Z", "updated_at": "2024-11-02T16:20:44Z", "name": "Loom & Ladle",
           "company": "Loom & Ladle LLC", "street1": "2317 E CESAR CHAVEZ ST", "street2": None, "city": "AUSTIN", "state": "TX", "zip": "78702-4509", "country": "US",
           "phone": "5125550177", "email": "orders@loomandladle.com", "mode": "production", "carrier_facility": None, "residential": False, "federal_tax_id": None,
           "state_tax_id": None, "verifications": {}}
    to = {"id": "adr_7c1e4f2a143f11f0b6b83cecef1b359e", "object": "Address", "created_at": "2025-04-07T23:38:50Z", "updated_at": "2025-04-07T23:38:50Z", "name": "PRIYA RAMAN",
          "company": None, "street1": "4418 N WINCHESTER AVE", "street2": "APT 2", "city": "CHICAGO", "state": "IL", "zip": "60640-5231", "country": "US", "phone": "7735550139",
          "email": None, "mode": "production", "carrier_facility": None, "residential": True, "federal_tax_id": None, "state_tax_id": None,
          "verifications": {"zip4": {"success": True, "errors": [], "details": None},
                            "delivery": {"success": True, "errors": [], "details": {"latitude": 41.96183, "longitude": -87.67992, "time_zone": "America/Chicago"}}}}
    parcel = {"id": "prcl_4f8a1c2e143f11f0a9d23cecef1b359e", "object": "Parcel", "created_at": "2025-04-07T23:39:24Z", "updated_at": "2025-04-07T23:39:24Z",
              "length": 14.0, "width": 10.0, "height": 6.0, "predefined_package": None, "weight": 52.0, "mode": "production"}
    shp = "shp_9e3b7a1d4c6f4e2a8b0d5f7c1e3a9b64"

    def rate(rid: str, carrier: str, ca: str, svc: str, amt: str, retail: str, days: int) -> dict[str, Any]:
        return {"id": rid, "object": "Rate", "created_at": "2025-04-07T23:39:25Z", "updated_at": "2025-04-07T23:39:25Z", "mode": "production", "service": svc, "carrier": carrier,
                "rate": amt, "currency": "USD", "retail_rate": retail, "retail_currency": "USD", "list_rate": retail, "list_currency": "USD", "billing_type": "easypost",
                "delivery_days": days, "delivery_date": None, "delivery_date_guaranteed": False, "est_delivery_days": days, "shipment_id": shp, "carrier_account_id": ca}

    usps, ups, fedex = "ca_3f1b8d2e6a9c4e71b5d0a2c4e6f8b1d3", "ca_8e2c4a6f0b1d4c93a7e5f1b3d5c7e9a2", "ca_1d5f9b3e7c2a4f86b0d2e4a6c8e0b2f4"
    rates = [rate("rate_0a2c4e6b8d1f4a3c9e5b7d1f3a5c7e90", "USPS", usps, "GroundAdvantage", "10.84", "16.15", 3),
             rate("rate_1b3d5f7a9c2e4b6d8f0a2c4e6b8d0f12", "USPS", usps, "Priority", "13.96", "19.40", 2),
             rate("rate_2c4e6a8b0d3f4c5e7a9b1d3f5c7e9a24", "USPS", usps, "Express", "49.45", "58.30", 1),
             rate("rate_3d5f7b9c1e4a4d6f8b0c2e4a6d8f0b36", "UPS", ups, "Ground", "15.77", "21.95", 3),
             rate("rate_4e6a8c0d2f5b4e7a9c1d3f5b7e9a1c48", "UPS", ups, "2ndDayAir", "36.42", "48.10", 2),
             rate("rate_5f7b9d1e3a6c4f8b0d2e4a6c8f0b2d5a", "FedEx", fedex, "FEDEX_GROUND", "16.05", "22.60", 3)]
    prio = rates[1]
    trk = "trk_6a8c0e2b4d6f4a1c8e3b5d7f9a1c3e57"
    code = "9405536206221587314482"
    label = {"object": "PostageLabel", "id": "pl_7b9d1f3a5c8e4b2d9f4a6c8e0b2d4f68", "created_at": "2025-04-07T23:40:02Z", "updated_at": "2025-04-07T23:40:02Z",
             "date_advance": 0, "integrated_form": "none", "label_date": "2025-04-07T23:40:02Z", "label_resolution": 300, "label_size": "4x6", "label_type": "default",
             "label_file_type": "image/png", "label_url": "https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20250407/e8a4c1f0b7d2493e8a6c5b1f0d3e7a92.png",
             "label_pdf_url": None, "label_zpl_url": None, "label_epl2_url": None, "label_file": None}
    fees = [{"object": "Fee", "type": "LabelFee", "amount": "0.00000", "charged": True, "refunded": False},
            {"object": "Fee", "type": "PostageFee", "amount": "13.96000", "charged": True, "refunded": False},
            {"object": "Fee", "type": "InsuranceFee", "amount": "1.00000", "charged": True, "refunded": False}]
    ev_created = {"object": "TrackingDetail", "message": "Shipping Label Created, USPS Awaiting Item", "description": "", "status": "pre_transit", "status_detail": "label_created",
                  "datetime": "2025-04-07T23:40:00Z", "source": "USPS", "carrier_code": "GX",
                  "tracking_location": {"object": "TrackingLocation", "city": "AUSTIN", "state": "TX", "country": "US", "zip": "78702"}}
    ev_accept = {"object": "TrackingDetail", "message": "USPS in possession of item", "description": "", "status": "in_transit", "status_detail": "arrived_at_facility",
                 "datetime": "2025-04-08T00:06:00Z", "source": "USPS", "carrier_code": "03",
                 "tracking_location": {"object": "TrackingLocation", "city": "AUSTIN", "state": "TX", "country": "US", "zip": "78702"}}

    def tracker(st: str, detail: str, events: list[dict[str, Any]], est: Any, updated: str) -> dict[str, Any]:
        return {"id": trk, "object": "Tracker", "mode": "production", "tracking_code": code, "status": st, "status_detail": detail, "created_at": "2025-04-07T23:40:03Z",
                "updated_at": updated, "signed_by": None, "weight": None, "est_delivery_date": est, "shipment_id": shp, "carrier": "USPS", "tracking_details": events,
                "fees": [], "carrier_detail": {"object": "CarrierDetail", "service": "Priority Mail", "container_type": None, "est_delivery_date_local": None,
                                               "origin_location": "AUSTIN TX, 78702", "destination_location": "CHICAGO IL, 60640"},
                "public_url": "https://track.easypost.com/djE6dHJrXzZhOGMwZTJiNGQ2ZjRhMWM4ZTNiNWQ3ZjlhMWMzZTU3"}

    def shipment(bought: bool, st: str, trk_obj: Any, updated: str) -> dict[str, Any]:
        return {"id": shp, "object": "Shipment", "mode": "production", "created_at": "2025-04-07T23:39:24Z", "updated_at": updated, "reference": "LL-20931", "status": st,
                "tracking_code": code if bought else None, "to_address": to, "from_address": frm, "return_address": frm, "buyer_address": to, "parcel": parcel,
                "customs_info": None, "scan_form": None, "forms": [], "insurance": "150.00" if bought else None, "rates": rates,
                "selected_rate": prio if bought else None, "postage_label": label if bought else None, "messages": [], "options": {"currency": "USD", "label_format": "PNG", "date_advance": 0},
                "is_return": False, "usps_zone": 6, "return_label": None, "batch_id": None, "batch_status": None, "batch_message": None, "refund_status": None,
                "tracker": trk_obj, "fees": fees if bought else []}

    t_new = tracker("unknown", "unknown", [], None, "2025-04-07T23:40:03Z")
    t_pre = tracker("pre_transit", "label_created", [ev_created], "2025-04-09T00:00:00Z", "2025-04-07T23:41:17Z")
    t_in = tracker("in_transit", "arrived_at_facility", [ev_created, ev_accept], "2025-04-10T00:00:00Z", "2025-04-08T00:19:42Z")
    older = {"id": "shp_5c7e9a1b3d5f4c2e8a0b2d4f6a8c0e13", "object": "Shipment", "created_at": "2025-04-07T15:12:08Z", "reference": "LL-20928", "status": "in_transit",
             "tracking_code": "1Z9X4W710369228451", "selected_rate": {"carrier": "UPS", "service": "Ground", "rate": "12.31"}, "to_address": {"name": "GRACE LIN", "city": "DENVER", "state": "CO", "zip": "80205-2811"}}
    turns = [
        (call("verify_address", name="Priya Raman", street1="4418 N Winchester Ave", street2="Apt 2", city="Chicago", state="IL", zip="60640", country="US", phone="+1 773 555 0139"), pj(to)),
        (call("create_shipment", to_address={"id": to["id"]}, from_address={"id": frm["id"]}, parcel={"length": 14, "width": 10, "height": 6, "weight": 52}, reference="LL-20931"),
         pj(shipment(False, "unknown", None, "2025-04-07T23:39:25Z"))),
        (call("buy_shipment", shipment_id=shp, rate_id=prio["id"], insurance="150.00"), pj(shipment(True, "unknown", t_new, "2025-04-07T23:40:03Z"))),
        (call("get_tracker", tracker_id=trk), pj(t_pre)),
        (call("get_shipment", shipment_id=shp), pj(shipment(True, "pre_transit", t_pre, "2025-04-07T23:41:17Z"))),
        (call("list_shipments", page_size=5, purchased=True, start_datetime="2025-04-07T00:00:00Z"), pj({"shipments": [
            {"id": shp, "object": "Shipment", "created_at": "2025-04-07T23:39:24Z", "reference": "LL-20931", "status": "pre_transit", "tracking_code": code,
             "selected_rate": {"carrier": "USPS", "service": "Priority", "rate": "13.96"}, "to_address": {"name": "PRIYA RAMAN", "city": "CHICAGO", "state": "IL", "zip": "60640-5231"}},
            older], "has_more": False})),
        (call("get_tracker", tracker_id=trk), pj(t_in)),
        (call("get_shipment", shipment_id=shp), pj(shipment(True, "in_transit", t_in, "2025-04-08T00:19:42Z"))),
    ]
    rs.add(task="mcp", tid="h40-mcp-18", system=system, turns=turns, state=state)


# Toast: bad
def t19(rs: RowSet) -> None:
    system = mcp_system("toast-pos", "Toast POS APIs (orders, menus) for Basalt & Brine, Seattle (restaurant a3f1c2d4-5b6e-4f70-8a91-2b3c4d5e6f70)", [
        tool("list_orders", "Orders of a business date (yyyymmdd), optionally only open ones.", {"businessDate": S, "openOnly": B, "table": S}, ["businessDate"]),
        tool("get_order", "Get an order with its checks and selections.", {"orderGuid": S}, ["orderGuid"]),
        tool("get_check", "Get one check of an order.", {"orderGuid": S, "checkGuid": S}, ["orderGuid", "checkGuid"]),
        tool("void_selection", "Void a selection on a check (manager permission).", {"orderGuid": S, "checkGuid": S, "selectionGuid": S, "voidReason": S}, ["orderGuid", "checkGuid", "selectionGuid"]),
        tool("search_menu_items", "Search the published menu for items.", {"query": S}, ["query"]),
        tool("add_selections", "Add menu item selections to a check.", {"orderGuid": S, "checkGuid": S, "selections": A}, ["orderGuid", "checkGuid", "selections"]),
        tool("send_to_kitchen", "Fire selections to the kitchen display / printers.", {"orderGuid": S, "selectionGuids": A}, ["orderGuid", "selectionGuids"]),
    ])
    state = ("Toast, Basalt & Brine (Seattle, America/Los_Angeles; 10.35% sales tax). Fri 2025-04-18 19:40, business date 20250418. Manager task: table 14 "
             "was rung in Halibut Tacos by mistake – the guest ordered the Halibut Plate with broccolini. Void the tacos, add the plate and fire it.")
    og, cg = "8c2e4a6b-0d1f-4e3a-9b5c-7d9f1b3d5e70", "1f3b5d7e-9a2c-4f4e-8a6b-0c2e4a6c8e91"

    def mod(guid: str, name: str, price: float, opt_group: str) -> dict[str, Any]:
        return {"guid": guid, "entityType": "MenuItemSelection", "item": {"guid": guid[::-1][:8] + guid[8:], "entityType": "MenuItem"},
                "optionGroup": {"guid": opt_group, "entityType": "MenuOptionGroup"}, "displayName": name, "quantity": 1, "price": price, "preDiscountPrice": price,
                "voided": False, "modifiers": []}

    def sel(guid: str, item: str, name: str, qty: int, price: float, tax: float, created: str, fire: str, mods: list[dict[str, Any]], cat: str, seat: int,
            voided: bool = False, modified: Any = None) -> dict[str, Any]:
        d = {"guid": guid, "entityType": "MenuItemSelection", "itemGroup": {"guid": "5d7f9b1c-3e5a-4c7e-9f1b-3d5f7a9c1e02" if cat != "Beverage" else "6e8a0c2d-4f6b-4d8f-a0c2-4e6a8b0d2f13",
                                                                              "entityType": "MenuGroup"},
             "item": {"guid": item, "entityType": "MenuItem"}, "displayName": name, "quantity": qty, "unitOfMeasure": "NONE", "price": price, "preDiscountPrice": price,
             "tax": [{"guid": "0b2d4f6a-8c1e-4a3c-9e5b-7d9f1a3c5e24", "entityType": "AppliedTaxRate", "taxRate": {"guid": "c4e6a8b0-2d3f-4b5d-8f7a-9c1e3b5d7f36"}, "name": "WA Sales Tax (Seattle)",
                      "rate": 0.1035, "taxAmount": tax, "type": "PERCENT"}],
             "taxInclusion": "NOT_INCLUDED", "voided": voided, "voidDate": modified if voided else None, "voidBusinessDate": 20250418 if voided else None,
             "voidReason": {"guid": "e1a3c5e7-9b2d-4f6a-8c0e-2b4d6f8a0c57", "entityType": "VoidReason", "name": "Entered in error"} if voided else None,
             "modifiers": mods, "fireStatus": fire, "seatNumber": seat, "createdDate": created, "modifiedDate": modified or created, "deferred": False,
             "selectionType": "NONE", "salesCategory": {"guid": "7f9b1d3e-5a7c-4e9b-b1d3-5f7a9c1e3b68" if cat != "Beverage" else "8a0c2e4f-6b8d-4f0a-c2e4-6a8c0e2f4a79", "name": cat},
             "appliedDiscounts": []}
        return d

    t0 = "2025-04-19T02:18:44.107+0000"
    octo = sel("2a4c6e8b-0d2f-4a4c-9e6b-8d0f2b4d6f81", "b1d3f5a7-c9e2-4b4d-8f6a-0c2e4b6d8f92", "Grilled Octopus", 1, 19.00, 1.97, t0, "SENT", [], "Food", 1)
    burger = sel("3b5d7f9c-1e3a-4b5d-af7c-9e1a3c5e7a02", "c2e4a6b8-d0f3-4c5e-9a7b-1d3f5c7e9a13", "Smash Burger", 1, 19.50, 2.02, t0, "SENT",
                 [mod("4c6e8a0d-2f4b-4c6e-b0a8-0f2b4d6f8b13", "Add Bacon", 2.50, "9b1d3f5a-7c9e-4b1d-83f5-a7c9e1b3d524")], "Food", 2)
    tacos = ("4d6f8b0e-3a5c-4d6f-c1b9-1a3c5e7a9c24", "d3f5b7c9-e1a4-4d6f-ab8c-2e4a6c8e0b35", "Halibut Tacos (3)", 1, 22.00, 2.28, t0, "SENT", [], "Food", 3)
    fries = sel("5e7a9c1f-4b6d-4e7a-d2ca-2b4d6f8b0d35", "e4a6c8d0-f2b5-4e7a-bc9d-3f5b7d9f1c46", "Fries – Truffle", 1, 9.00, 0.93, t0, "SENT", [], "Food", 0)
    beer = sel("6f8b0d2a-5c7e-4f8b-e3db-3c5e7a9c1e46", "f5b7d9e1-a3c6-4f8b-cd0e-4a6c8e0a2d57", "Draft – Pilsner", 2, 16.00, 1.66, "2025-04-19T02:13:05.662+0000", "SENT", [], "Beverage", 0)
    void_t = "2025-04-19T02:41:07.512+0000"
    plate_t = "2025-04-19T02:42:30.228+0000"
    plate = sel("7a9c1e3b-6d8f-4a9c-f4ec-4d6f8b0d2f57", "a6c8e0f2-b4d7-4a9c-de1f-5b7d9f1b3e68", "Halibut Plate", 1, 31.00, 3.21, plate_t, "NEW",
                [mod("8b0d2f4c-7e9a-4b0d-a5fd-5e7a9c1e3a68", "Side: Charred Broccolini", 0.00, "0c2e4a6d-8f0b-4c2e-b6ae-6f8b0d2f4b79")], "Food", 3)

    def check(sels: list[dict[str, Any]], amount: float, tax: float, modified: str) -> dict[str, Any]:
        return {"guid": cg, "entityType": "Check", "externalId": None, "displayNumber": "84", "openedDate": "2025-04-19T02:12:31.940+0000", "modifiedDate": modified,
                "createdDate": "2025-04-19T02:12:31.940+0000", "closedDate": None, "paidDate": None, "voided": False, "deleted": False,
                "amount": amount, "taxAmount": tax, "totalAmount": round(amount + tax, 2), "taxExempt": False, "tabName": None, "customer": None,
                "selections": sels, "appliedDiscounts": [], "appliedServiceCharges": [], "payments": [], "paymentStatus": "OPEN", "appliedLoyaltyInfo": None}

    def order(ch: dict[str, Any]) -> dict[str, Any]:
        return {"guid": og, "entityType": "Order", "externalId": None, "displayNumber": "84", "source": "In Store", "businessDate": 20250418, "numberOfGuests": 3,
                "openedDate": "2025-04-19T02:12:31.940+0000", "modifiedDate": ch["modifiedDate"], "createdDate": "2025-04-19T02:12:31.940+0000", "closedDate": None, "paidDate": None,
                "promisedDate": None, "voided": False, "deleted": False, "approvalStatus": "APPROVED", "duration": 0,
                "diningOption": {"guid": "2b4d6f8a-0c2e-4b4d-8f6a-0c2e4b6d8f80", "entityType": "DiningOption", "name": "Dine In"},
                "table": {"guid": "3c5e7a9b-1d3f-4c5e-9a7b-1d3f5c7e9a91", "entityType": "Table", "name": "14"},
                "serviceArea": {"guid": "4d6f8b0c-2e4a-4d6f-ab8c-2e4a6d8f0ba2", "entityType": "ServiceArea", "name": "Main Dining"},
                "server": {"guid": "5e7a9c1d-3f5b-4e7a-bc9d-3f5b7e9a1cb3", "entityType": "RestaurantUser", "name": "Jess Moreno"},
                "revenueCenter": {"guid": "6f8b0d2e-4a6c-4f8b-cdae-4a6c8f0b2dc4", "entityType": "RevenueCenter", "name": "Dining Room"},
                "checks": [ch]}

    c0 = check([octo, burger, sel(*tacos), fries, beer], 85.50, 8.86, "2025-04-19T02:18:44.107+0000")
    c1 = check([octo, burger, sel(*tacos, voided=True, modified=void_t), fries, beer], 63.50, 6.58, void_t)
    c2 = check([octo, burger, sel(*tacos, voided=True, modified=void_t), fries, beer, plate], 94.50, 9.79, plate_t)
    c_bad = check([octo, burger, sel(*tacos, voided=True, modified=void_t), fries, beer, plate], 116.50, 12.07, plate_t)

    def item(guid: str, name: str, price: float, group: str, desc: str, mods: list[str]) -> dict[str, Any]:
        return {"guid": guid, "name": name, "price": price, "pricingStrategy": "BASE_PRICE", "menuGroup": group, "description": desc, "visibility": ["POS", "TOAST_ONLINE_ORDERING"],
                "outOfStock": False, "modifierGroups": mods, "salesCategory": "Food"}

    turns = [
        (call("list_orders", businessDate="20250418", openOnly=True), pj({"orders": [
            {"guid": "7a9c1e3f-5b7d-4a9c-de1f-5b7d9a1c3ed5", "displayNumber": "79", "table": "6", "server": "Luis Ortega", "numberOfGuests": 2, "openedDate": "2025-04-19T01:58:12.003+0000", "checks": 1, "checkAmount": 71.00, "paymentStatus": "OPEN"},
            {"guid": "9c1e3a5b-7d9f-4c1e-f0b3-7d9f1c3e5af6", "displayNumber": "82", "table": "Bar 3", "server": "Ana Kim", "numberOfGuests": 1, "openedDate": "2025-04-19T02:05:40.518+0000", "checks": 1, "checkAmount": 24.00, "paymentStatus": "OPEN"},
            {"guid": og, "displayNumber": "84", "table": "14", "server": "Jess Moreno", "numberOfGuests": 3, "openedDate": "2025-04-19T02:12:31.940+0000", "checks": 1, "checkAmount": 85.50, "paymentStatus": "OPEN"},
            {"guid": "0d2f4b6c-8e1a-4d2f-a1c4-8e1a2d4f6b07", "displayNumber": "86", "table": "21", "server": "Luis Ortega", "numberOfGuests": 4, "openedDate": "2025-04-19T02:26:09.771+0000", "checks": 2, "checkAmount": 142.75, "paymentStatus": "OPEN"},
            {"guid": "1e3a5c7d-9f2b-4e3a-b2d5-9f2b3e5a7c18", "displayNumber": "87", "table": "9", "server": "Jess Moreno", "numberOfGuests": 2, "openedDate": "2025-04-19T02:31:55.206+0000", "checks": 1, "checkAmount": 38.00, "paymentStatus": "OPEN"}],
            "businessDate": 20250418, "count": 5})),
        (call("get_order", orderGuid=og), pj(order(c0))),
        (call("void_selection", orderGuid=og, checkGuid=cg, selectionGuid=tacos[0], voidReason="Entered in error"), pj(c1)),
        (call("search_menu_items", query="halibut"), pj({"items": [
            item("a6c8e0f2-b4d7-4a9c-de1f-5b7d9f1b3e68", "Halibut Plate", 31.00, "Mains", "Pan-seared Alaskan halibut, beurre blanc, choice of side", ["Side (required)"]),
            item("d3f5b7c9-e1a4-4d6f-ab8c-2e4a6c8e0b35", "Halibut Tacos (3)", 22.00, "Handhelds", "Beer-battered halibut, cabbage slaw, chipotle crema", []),
            item("b7d9f1a3-c5e8-4b0d-ef2a-6c8e0a2c4f79", "Halibut & Chips", 26.00, "Mains", "Two pieces, tartar, lemon, house fries", ["Fries upgrade"])],
            "menu": "Dinner", "lastUpdated": "2025-04-15T17:02:11.000+0000"})),
        (call("add_selections", orderGuid=og, checkGuid=cg, selections=[{"item": {"guid": "a6c8e0f2-b4d7-4a9c-de1f-5b7d9f1b3e68"}, "quantity": 1, "seatNumber": 3,
                                                                         "modifiers": [{"optionGroup": "Side (required)", "name": "Charred Broccolini"}]}]), pj(c2)),
        (call("get_check", orderGuid=og, checkGuid=cg), pj(c_bad)),
        (call("send_to_kitchen", orderGuid=og, selectionGuids=[plate["guid"]]), pj({"orderGuid": og, "fired": [
            {"selectionGuid": plate["guid"], "displayName": "Halibut Plate", "modifiers": ["Side: Charred Broccolini"], "seatNumber": 3, "fireStatus": "SENT",
             "kitchenTicket": "T-2210", "stations": ["Hot Line", "Expo"], "firedDate": "2025-04-19T02:43:02.815+0000"}]})),
    ]
    rs.add(task="mcp", tid="h40-mcp-19", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="check subtotal and tax count the voided Halibut Tacos again")


# Gorgias: clean
def t20(rs: RowSet) -> None:
    system = mcp_system("gorgias", "Gorgias REST API for northbeamcoffee.gorgias.com, acting as agent Sam Alvarez", [
        tool("list_tickets", "List tickets, filtered by status and channel, newest update first.", {"status": S, "channel": S, "limit": INT, "cursor": S}, []),
        tool("get_ticket", "Get a ticket with its messages.", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_customer", "Get a customer with integration data (Shopify, Recharge).", {"customer_id": INT}, ["customer_id"]),
        tool("create_message", "Send a message on a ticket (email reply or internal note).", {"ticket_id": INT, "channel": S, "body_text": S, "public": B}, ["ticket_id", "channel", "body_text"]),
        tool("update_ticket", "Update status, tags or assignee of a ticket.", {"ticket_id": INT, "status": S, "tags": A, "assignee_user_id": INT}, ["ticket_id"]),
    ])
    state = ("Gorgias helpdesk of Northbeam Coffee Roasters. Agent Sam Alvarez (user 412887). 2025-03-05 14:15 UTC. Task: handle Owen Castillo's double-charge "
             "complaint: check his orders, reply that the duplicate subscription charge (already refunded in Shopify) will show in 5–10 days, tag and close the ticket.")
    base = "https://northbeamcoffee.gorgias.com/api"
    owen = {"id": 91284410, "email": "owen.castillo@protonmail.com", "name": "Owen Castillo", "firstname": "Owen", "lastname": "Castillo"}
    sam = {"id": 412887, "email": "sam@northbeamcoffee.com", "name": "Sam Alvarez", "firstname": "Sam", "lastname": "Alvarez"}
    tag_sub = {"id": 40211, "name": "subscription", "decoration": {"color": "#7a5cfa"}}
    tags_done = [tag_sub, {"id": 40233, "name": "billing", "decoration": {"color": "#e0a100"}}, {"id": 41870, "name": "refund-issued", "decoration": {"color": "#23a26d"}}]

    def tk(tid: int, cust: dict[str, Any], subject: str, excerpt: str, st: str, tags: list[dict[str, Any]], n: int, created: str, last_recv: str, last_msg: str, updated: str,
           closed: Any = None, assignee: Any = None, unread: bool = True) -> dict[str, Any]:
        return {"id": tid, "uri": f"/api/tickets/{tid}/", "external_id": None, "language": "en", "status": st, "priority": "normal", "channel": "email", "via": "email",
                "from_agent": False, "customer": cust, "assignee_user": assignee, "assignee_team": None, "subject": subject, "excerpt": excerpt, "integrations": [],
                "meta": None, "tags": tags, "messages_count": n, "is_unread": unread, "spam": False, "created_datetime": created, "opened_datetime": created,
                "last_received_message_datetime": last_recv, "last_message_datetime": last_msg, "updated_datetime": updated, "closed_datetime": closed,
                "snooze_datetime": None, "trashed_datetime": None}

    other = [
        tk(38822431, {"id": 91301177, "email": "b.akande@gmail.com", "name": "Bola Akande", "firstname": "Bola", "lastname": "Akande"}, "Grinder setting for the Ethiopia Guji?",
           "Hi! What grind would you recommend for the Guji on a Hario V60…", "open", [{"id": 40290, "name": "brew-help", "decoration": {"color": "#2b8cbe"}}], 1,
           "2025-03-05T13:58:20Z", "2025-03-05T13:58:20Z", "2025-03-05T13:58:20Z", "2025-03-05T13:58:21Z"),
        tk(38821956, {"id": 90877342, "email": "kate.mbeki@outlook.com", "name": "Kate Mbeki", "firstname": "Kate", "lastname": "Mbeki"}, "Where is my order #NB-44790?",
           "Tracking hasn't moved since Saturday, is it lost?", "open", [{"id": 40250, "name": "wismo", "decoration": {"color": "#c0392b"}}], 3,
           "2025-03-04T18:20:45Z", "2025-03-05T11:02:13Z", "2025-03-05T11:02:13Z", "2025-03-05T11:02:14Z"),
        tk(38821702, {"id": 88410293, "email": "jmw@fastmail.fm", "name": "James Whitley", "firstname": "James", "lastname": "Whitley"}, "Pause subscription for April",
           "I'll be travelling all of April, can I skip the next two deliveries…", "open", [tag_sub], 1,
           "2025-03-04T16:44:09Z", "2025-03-04T16:44:09Z", "2025-03-04T16:44:09Z", "2025-03-04T16:44:10Z"),
    ]
    m1 = {"id": 411902276, "uri": "/api/tickets/38822107/messages/411902276/", "ticket_id": 38822107, "channel": "email", "via": "email",
          "source": {"type": "email", "from": {"name": "Owen Castillo", "address": "owen.castillo@protonmail.com"}, "to": [{"name": "Northbeam Coffee", "address": "support@northbeamcoffee.com"}]},
          "sender": owen, "receiver": None, "from_agent": False, "public": True, "subject": "Charged twice for March subscription",
          "body_text": "Hi, I was charged twice for my March subscription (two $24.00 charges on March 2 on my Amex). Only one bag arrived. Can you refund one of them? Thanks, Owen",
          "attachments": [{"url": "https://uploads.gorgias.io/northbeam/8c1f2e4a/amex-statement.png", "name": "amex-statement.png", "size": 148220, "content_type": "image/png"}],
          "created_datetime": "2025-03-04T15:02:11Z", "sent_datetime": "2025-03-04T15:02:11Z", "failed_datetime": None, "opened_datetime": None,
          "message_id": "<CAFx7q2Nd0=K4m9pZ@mail.protonmail.com>"}
    m2 = dict(m1, id=411955043, uri="/api/tickets/38822107/messages/411955043/", subject="Re: Charged twice for March subscription",
              body_text="Following up on this – still see both charges. Owen", attachments=[], created_datetime="2025-03-05T09:47:38Z", sent_datetime="2025-03-05T09:47:38Z",
              message_id="<CAFx7q2Nd0=W1r8sY@mail.protonmail.com>")
    reply = ("Hi Owen,\n\nSorry about that! Our subscription app ran your March renewal twice on March 2 (orders #NB-44781 and #NB-44812). We've refunded the duplicate "
             "$24.00 charge (#NB-44812) – it should appear on your Amex within 5–10 business days. Your next renewal on April 2 is unaffected.\n\nSam @ Northbeam")

    def m_agent(sent: Any) -> dict[str, Any]:
        return {"id": 412230981, "uri": "/api/tickets/38822107/messages/412230981/", "ticket_id": 38822107, "channel": "email", "via": "api",
                "source": {"type": "email", "from": {"name": "Northbeam Coffee", "address": "support@northbeamcoffee.com"}, "to": [{"name": "Owen Castillo", "address": "owen.castillo@protonmail.com"}]},
                "sender": sam, "receiver": owen, "from_agent": True, "public": True, "subject": "Re: Charged twice for March subscription", "body_text": reply, "attachments": [],
                "created_datetime": "2025-03-05T14:18:22Z", "sent_datetime": sent, "failed_datetime": None, "opened_datetime": None,
                "message_id": "<01000195671a.c3d9.4e2f@email.gorgias.com>" if sent else None}

    m4 = dict(m1, id=412241590, uri="/api/tickets/38822107/messages/412241590/", subject="Re: Charged twice for March subscription",
              body_text="Thanks so much, Sam! That was quick. Owen", attachments=[], created_datetime="2025-03-05T14:27:40Z", sent_datetime="2025-03-05T14:27:40Z",
              message_id="<CAFx7q2Nd0=Hq5tLe@mail.protonmail.com>")
    subj = "Charged twice for March subscription"
    ex1 = "Following up on this – still see both charges. Owen"
    ex_agent = "Hi Owen, Sorry about that! Our subscription app ran your March renewal twice on March 2…"
    ex_thanks = "Thanks so much, Sam! That was quick. Owen"
    t_open0 = tk(38822107, owen, subj, ex1, "open", [tag_sub], 2, "2025-03-04T15:02:11Z", "2025-03-05T09:47:38Z", "2025-03-05T09:47:38Z", "2025-03-05T09:47:39Z")
    t_closed1 = tk(38822107, owen, subj, ex_agent, "closed", tags_done, 3, "2025-03-04T15:02:11Z", "2025-03-05T09:47:38Z", "2025-03-05T14:18:22Z", "2025-03-05T14:19:03Z",
                   closed="2025-03-05T14:19:03Z", assignee=sam, unread=False)
    t_reopen = tk(38822107, owen, subj, ex_thanks, "open", tags_done, 4, "2025-03-04T15:02:11Z", "2025-03-05T14:27:40Z", "2025-03-05T14:27:40Z", "2025-03-05T14:27:41Z",
                  assignee=sam, unread=True)
    t_closed2 = tk(38822107, owen, subj, ex_thanks, "closed", tags_done, 4, "2025-03-04T15:02:11Z", "2025-03-05T14:27:40Z", "2025-03-05T14:27:40Z", "2025-03-05T14:29:10Z",
                   closed="2025-03-05T14:29:10Z", assignee=sam, unread=False)
    new_t = tk(38822519, {"id": 91302284, "email": "lena.fischer@gmx.net", "name": "Lena Fischer", "firstname": "Lena", "lastname": "Fischer"}, "Wholesale pricing for a café?",
               "Hello, we're opening a small café in Portland in May and would love to…", "open", [], 1, "2025-03-05T14:20:37Z", "2025-03-05T14:20:37Z", "2025-03-05T14:20:37Z", "2025-03-05T14:20:38Z")
    closed_others = [
        tk(38822302, {"id": 90114758, "email": "dre.pham@icloud.com", "name": "Andre Pham", "firstname": "Andre", "lastname": "Pham"}, "Change shipping address",
           "Thanks, all sorted!", "closed", [{"id": 40262, "name": "address-change", "decoration": None}], 3, "2025-03-05T10:12:50Z", "2025-03-05T12:40:19Z", "2025-03-05T12:40:19Z",
           "2025-03-05T12:41:02Z", closed="2025-03-05T12:41:02Z", assignee=sam, unread=False),
        tk(38821588, {"id": 87702911, "email": "priscilla.o@yahoo.com", "name": "Priscilla Osei", "firstname": "Priscilla", "lastname": "Osei"}, "Decaf options?",
           "Great, I'll try the Colombia decaf.", "closed", [{"id": 40290, "name": "brew-help", "decoration": {"color": "#2b8cbe"}}], 4, "2025-03-03T19:05:27Z", "2025-03-05T08:15:44Z",
           "2025-03-05T08:15:44Z", "2025-03-05T09:30:11Z", closed="2025-03-05T09:30:11Z", assignee={"id": 412903, "email": "mia@northbeamcoffee.com", "name": "Mia Chen", "firstname": "Mia", "lastname": "Chen"}, unread=False),
    ]
    turns = [
        (call("list_tickets", status="open", channel="email", limit=5), pj({"data": [other[0], other[1], t_open0, other[2]], "object": "list", "uri": "/api/tickets?status=open&channel=email&limit=5",
                                                                          "meta": {"prev_cursor": None, "next_cursor": None}})),
        (call("get_ticket", ticket_id=38822107), pj({**t_open0, "messages": [m1, m2], "events": None})),
        (call("get_customer", customer_id=91284410), pj({**owen, "uri": f"{base}/customers/91284410/", "language": "en", "timezone": "America/Denver", "external_id": "6921044082735",
                                                          "note": "", "created_datetime": "2024-05-18T22:41:09Z", "updated_datetime": "2025-03-05T09:47:39Z",
                                                          "channels": [{"id": 1055382211, "type": "email", "address": "owen.castillo@protonmail.com", "preferred": True}],
                                                          "integrations": {"88214": {"__integration_type__": "shopify", "customer": {"id": 6921044082735, "orders_count": 11, "total_spent": "264.00", "currency": "USD"},
                                                                                     "orders": [
                                                                                         {"id": 5902213447983, "name": "#NB-44812", "created_at": "2025-03-02T06:00:19Z", "total_price": "24.00", "financial_status": "refunded", "fulfillment_status": None,
                                                                                          "tags": "Subscription, Subscription Recurring Order", "refunds": [{"created_at": "2025-03-05T13:51:02Z", "amount": "24.00"}]},
                                                                                         {"id": 5902213382447, "name": "#NB-44781", "created_at": "2025-03-02T06:00:14Z", "total_price": "24.00", "financial_status": "paid", "fulfillment_status": "fulfilled",
                                                                                          "tags": "Subscription, Subscription Recurring Order", "refunds": []},
                                                                                         {"id": 5861720948527, "name": "#NB-43977", "created_at": "2025-02-02T06:00:11Z", "total_price": "24.00", "financial_status": "paid", "fulfillment_status": "fulfilled",
                                                                                          "tags": "Subscription, Subscription Recurring Order", "refunds": []}]}}})),
        (call("create_message", ticket_id=38822107, channel="email", body_text=reply, public=True), pj(m_agent(None))),
        (call("update_ticket", ticket_id=38822107, status="closed", tags=["subscription", "billing", "refund-issued"], assignee_user_id=412887), pj(t_closed1)),
        (call("list_tickets", status="open", channel="email", limit=5), pj({"data": [new_t, other[0], *other[1:]], "object": "list", "uri": "/api/tickets?status=open&channel=email&limit=5",
                                                                          "meta": {"prev_cursor": None, "next_cursor": None}})),
        (call("get_ticket", ticket_id=38822107), pj({**t_reopen, "messages": [m1, m2, m_agent("2025-03-05T14:18:25Z"), m4], "events": None})),
        (call("update_ticket", ticket_id=38822107, status="closed"), pj(t_closed2)),
        (call("list_tickets", status="closed", channel="email", limit=3), pj({"data": [t_closed2, *closed_others], "object": "list", "uri": "/api/tickets?status=closed&channel=email&limit=3",
                                                                            "meta": {"prev_cursor": None, "next_cursor": "WzE3NDExNjYyMTEwMDAsIDM4ODIxNTg4XQ=="}})),
    ]
    rs.add(task="mcp", tid="h40-mcp-20", system=system, turns=turns, state=state)


# NetSuite: bad
def t21(rs: RowSet) -> None:
    system = mcp_system("netsuite", "NetSuite SuiteTalk REST (record v1 + SuiteQL) for account 5512904, role AP Clerk", [
        tool("run_suiteql", "Run a SuiteQL query.", {"query": S, "limit": INT, "offset": INT}, ["query"]),
        tool("get_record", "Get a record by type and internal id.", {"type": S, "id": S, "expandSubResources": B}, ["type", "id"]),
        tool("transform_record", "Transform a record into another type (e.g. purchaseOrder → vendorBill).", {"fromType": S, "id": S, "toType": S, "values": OBJ}, ["fromType", "id", "toType"]),
        tool("update_record", "Update fields of a record (PATCH).", {"type": S, "id": S, "values": OBJ}, ["type", "id", "values"]),
    ])
    state = ("NetSuite account 5512904 (Ridgeline Manufacturing, subsidiary 'Ridgeline Mfg : US', USD). 2025-04-07 09:30 America/Los_Angeles. AP task: Cascadia "
             "Fasteners (vendor 1873) sent invoices CF-INV-77310 and CF-INV-77342 for their two open POs. Bill each PO for what was received, check the "
             "bills, and approve the second one (the first waits for the buyer's sign-off).")
    host = "https://5512904.suitetalk.api.netsuite.com/services/rest"

    def ref(kind: str, i: str, name: str) -> dict[str, Any]:
        return {"links": [{"rel": "self", "href": f"{host}/record/v1/{kind}/{i}"}], "id": i, "refName": name}

    vend = ref("vendor", "1873", "Cascadia Fasteners Inc.")
    common = {"currency": ref("currency", "1", "USA"), "subsidiary": ref("subsidiary", "2", "Ridgeline Mfg : US"), "location": ref("location", "5", "Tacoma Plant"),
              "terms": ref("term", "2", "Net 30"), "exchangeRate": 1.0, "entity": vend}

    def line(n: int, item: tuple[str, str, str], qty: float, rec: float, billed: float, rate: float, kind: str, order: Any = None) -> dict[str, Any]:
        d = {"line": n, "item": ref("inventoryItem", item[0], item[1]), "description": item[2], "quantity": qty, "rate": rate, "amount": round(qty * rate, 2),
             "units": ref("unitsType", "1", "Each"), "location": ref("location", "5", "Tacoma Plant"), "department": ref("department", "7", "Production")}
        if kind == "po":
            d.update({"quantityReceived": rec, "quantityBilled": billed, "isClosed": False, "expectedReceiptDate": "2025-03-31"})
        else:
            d.update({"orderDoc": ref("purchaseOrder", order[0], f"Purchase Order #{order[1]}"), "orderLine": n, "account": ref("account", "212", "13100 Inventory Received Not Billed")})
        return d

    bolt8 = ("812", "HX-BOLT-M8-40", "Hex bolt M8 x 40 mm, zinc, 8.8")
    nut8 = ("815", "NUT-M8-NYLOC", "Nylon-insert lock nut M8, zinc")
    wsh8 = ("819", "WSH-M8-FLAT", "Flat washer M8, DIN 125, zinc")
    bolt10 = ("826", "HX-BOLT-M10-60", "Hex bolt M10 x 60 mm, zinc, 8.8")
    wsh10 = ("831", "WSH-M10-FLAT", "Flat washer M10, DIN 125, zinc")

    def po(i: str, tran: str, date: str, st: tuple[str, str], lines: list[dict[str, Any]], memo: str) -> str:
        return pj({"links": [{"rel": "self", "href": f"{host}/record/v1/purchaseOrder/{i}"}], "id": i, "tranId": tran, "tranDate": date, "status": {"id": st[0], "refName": st[1]},
                   **common, "employee": ref("employee", "344", "Marisol Vega"), "memo": memo, "subtotal": sum(x["amount"] for x in lines), "total": sum(x["amount"] for x in lines),
                   "createdDate": f"{date}T16:12:40Z", "lastModifiedDate": "2025-04-03T22:05:17Z", "approvalStatus": {"id": "2", "refName": "Approved"},
                   "item": {"links": [{"rel": "self", "href": f"{host}/record/v1/purchaseOrder/{i}/item"}], "items": lines, "totalResults": len(lines)}})

    def bill(i: str, tran: str, order: tuple[str, str], lines: list[dict[str, Any]], created: str, approval: tuple[str, str], st: tuple[str, str], modified: str) -> str:
        tot = round(sum(x["amount"] for x in lines), 2)
        return pj({"links": [{"rel": "self", "href": f"{host}/record/v1/vendorBill/{i}"}], "id": i, "tranId": tran, "tranDate": "2025-04-07", "dueDate": "2025-05-07",
                   "postingPeriod": ref("accountingPeriod", "171", "Apr 2025"), **common, "createdFrom": ref("purchaseOrder", order[0], f"Purchase Order #{order[1]}"),
                   "account": ref("account", "111", "20000 Accounts Payable"), "approvalStatus": {"id": approval[0], "refName": approval[1]}, "status": {"id": st[0], "refName": st[1]},
                   "userTotal": tot, "total": tot, "balance": tot, "memo": None, "createdDate": created, "lastModifiedDate": modified,
                   "item": {"links": [{"rel": "self", "href": f"{host}/record/v1/vendorBill/{i}/item"}], "items": lines, "totalResults": len(lines)}})

    po1 = [line(1, bolt8, 2000, 2000, 0, 0.118, "po"), line(2, nut8, 2000, 2000, 0, 0.064, "po"), line(3, wsh8, 4000, 4000, 0, 0.021, "po")]
    po2 = [line(1, bolt10, 5000, 5000, 0, 0.186, "po"), line(2, wsh10, 5000, 2500, 0, 0.0765, "po")]
    o1, o2 = ("48211", "PO-2025-0418"), ("48230", "PO-2025-0421")
    b1 = [line(1, bolt8, 2000, 0, 0, 0.118, "bill", o1), line(2, nut8, 2000, 0, 0, 0.064, "bill", o1), line(3, wsh8, 4000, 0, 0, 0.021, "bill", o1)]
    b2 = [line(1, bolt10, 5000, 0, 0, 0.186, "bill", o2), line(2, wsh10, 2500, 0, 0, 0.0765, "bill", o2)]
    q1 = ("SELECT t.id, t.tranid, t.trandate, BUILTIN.DF(t.status) AS status, t.foreigntotal FROM transaction t WHERE t.type = 'PurchOrd' AND t.entity = 1873 "
          "AND t.status IN ('PurchOrd:E', 'PurchOrd:F') ORDER BY t.trandate")
    q5 = ("SELECT t.id, t.tranid, BUILTIN.DF(t.approvalstatus) AS approval, BUILTIN.DF(t.status) AS status, t.foreigntotal FROM transaction t WHERE t.type = 'VendBill' "
          "AND t.id IN (SELECT DISTINCT tl.transaction FROM transactionline tl WHERE tl.createdfrom = {po})")

    def ql(items: list[dict[str, Any]], q: str) -> str:
        return pj({"links": [{"rel": "self", "href": f"{host}/query/v1/suiteql?limit=1000&offset=0"}], "count": len(items), "hasMore": False,
                   "items": [{"links": [], **x} for x in items], "offset": 0, "totalResults": len(items)})

    turns = [
        (call("run_suiteql", query=q1, limit=1000), ql([
            {"id": "48211", "tranid": "PO-2025-0418", "trandate": "3/28/2025", "status": "Purchase Order : Pending Billing", "foreigntotal": "448"},
            {"id": "48230", "tranid": "PO-2025-0421", "trandate": "3/31/2025", "status": "Purchase Order : Pending Billing/Partially Received", "foreigntotal": "1312.5"}], q1)),
        (call("get_record", type="purchaseOrder", id="48211", expandSubResources=True), po("48211", "PO-2025-0418", "2025-03-28", ("F", "Pending Billing"), po1, "Q2 fastener restock – line 3")),
        (call("transform_record", fromType="purchaseOrder", id="48211", toType="vendorBill", values={"tranId": "CF-INV-77310", "tranDate": "2025-04-07"}),
         pj({"status": 204, "location": f"{host}/record/v1/vendorBill/48977", "id": "48977"})),
        (call("get_record", type="vendorBill", id="48977", expandSubResources=True), bill("48977", "CF-INV-77310", o1, b1, "2025-04-07T16:31:52Z", ("1", "Pending Approval"), ("D", "Pending Approval"), "2025-04-07T16:31:52Z")),
        (call("run_suiteql", query=q5.format(po="48211"), limit=1000), ql([
            {"id": "48979", "tranid": "CF-INV-77310", "approval": "Pending Approval", "status": "Bill : Pending Approval", "foreigntotal": "448"}], q5)),
        (call("get_record", type="purchaseOrder", id="48230", expandSubResources=True),
         po("48230", "PO-2025-0421", "2025-03-31", ("E", "Pending Billing/Partially Received"), po2, "M10 hardware – press line retrofit")),
        (call("transform_record", fromType="purchaseOrder", id="48230", toType="vendorBill", values={"tranId": "CF-INV-77342", "tranDate": "2025-04-07"}),
         pj({"status": 204, "location": f"{host}/record/v1/vendorBill/48985", "id": "48985"})),
        (call("get_record", type="vendorBill", id="48985", expandSubResources=True), bill("48985", "CF-INV-77342", o2, b2, "2025-04-07T16:34:10Z", ("1", "Pending Approval"), ("D", "Pending Approval"), "2025-04-07T16:34:10Z")),
        (call("update_record", type="vendorBill", id="48985", values={"approvalStatus": {"id": "2"}}), pj({"status": 204, "location": f"{host}/record/v1/vendorBill/48985", "id": "48985"})),
        (call("run_suiteql", query=q5.format(po="48230"), limit=1000), ql([
            {"id": "48985", "tranid": "CF-INV-77342", "approval": "Approved", "status": "Bill : Open", "foreigntotal": "1121.25"}], q5)),
    ]
    rs.add(task="mcp", tid="h40-mcp-21", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="internal id of the vendor bill created from PO-2025-0418 comes back as 48979 instead of 48977")


# Apple Calendar (CalDAV): clean
def t22(rs: RowSet) -> None:
    system = mcp_system("apple-calendar", "iCloud CalDAV access for jordan.pike@icloud.com", [
        tool("list_calendars", "List calendars with display name, color, ctag and supported components.", {}, []),
        tool("list_events", "Events of a calendar in a time range (recurrences expanded), times in the given time zone.", {"calendar": S, "start": S, "end": S, "timezone": S}, ["calendar", "start", "end"]),
        tool("get_event", "Fetch an event resource: href, ETag and raw iCalendar data.", {"calendar": S, "uid": S}, ["calendar", "uid"]),
        tool("create_event", "Create an event (PUT with If-None-Match: *).", {"calendar": S, "summary": S, "start": S, "end": S, "timezone": S, "location": S, "description": S, "alarm_minutes": INT}, ["calendar", "summary", "start", "end"]),
        tool("update_event", "Update an event (PUT with If-Match).", {"calendar": S, "uid": S, "if_match": S, "start": S, "end": S, "timezone": S, "location": S, "url": S, "description": S}, ["calendar", "uid", "if_match"]),
        tool("delete_event", "Delete an event (DELETE with If-Match).", {"calendar": S, "uid": S, "if_match": S}, ["calendar", "uid"]),
    ])
    state = ("iCloud calendars of Jordan Pike (Chicago, America/Chicago, CDT = UTC-5). Fri 2025-04-18 11:34. Task: move next week's quarterly review with Tessa from "
             "Tuesday 14:00 to Thursday 10:00 and make it a Zoom call (https://meridianhq.zoom.us/j/84412093377), remove the duplicated Wednesday team lunch, and put "
             "Mila's dentist appointment (Fri 25 Apr 15:30–16:15, Lakeview Pediatric Dental, 2835 N Sheffield Ave) on the Family calendar with a 1-hour alert.")
    root = "https://p52-caldav.icloud.com/16834412097/calendars"
    work, fam, home = f"{root}/5D1E0B8A-3C2F-4B7E-9A41-6E2D8F0C1B93/", f"{root}/A8C3F1E2-7D4B-4C9A-8E5F-2B1D0C9E7A64/", f"{root}/home/"

    def cals(ctag_work: str, ctag_fam: str, tok_work: str, tok_fam: str) -> str:
        return pj({"calendars": [
            {"href": home, "displayname": "Home", "color": "#34AADCFF", "ctag": "HwoQEgwAAGJ9hR3c1QAAAAEYARgAIhUI8cmz2N6k/9KOARCvqcy9lMin7PoBKAA=", "sync_token": f"{home}sync/0x1a7f3", "components": ["VEVENT"], "shared": False, "read_only": False},
            {"href": work, "displayname": "Work", "color": "#FF9500FF", "ctag": ctag_work, "sync_token": tok_work, "components": ["VEVENT"], "shared": False, "read_only": False},
            {"href": fam, "displayname": "Family", "color": "#CC73E1FF", "ctag": ctag_fam, "sync_token": tok_fam, "components": ["VEVENT"], "shared": True,
             "owner": "mailto:sam.pike@icloud.com", "read_only": False},
            {"href": f"{root}/tasks/", "displayname": "Reminders ⚠️", "color": "#B14BC9FF", "ctag": "HwoQEgwAAACJ2mQpUQAAAAEYARgAIhUIjY7t2+/v7+a8ARDB2/b06a/v+rABKAA=", "sync_token": f"{root}/tasks/sync/0x0009c", "components": ["VTODO"], "shared": False, "read_only": True}]})

    standup = "0B7F2C9E-5A1D-4E83-B6C4-91D2E7F0A358"
    qr = "7C1E9A2F-4B3D-4E8A-9F61-2D5C8B0A7E14"
    lunch1, lunch2 = "C4A9E7D2-1B5F-4A38-8E6C-3F0D9B2A1E75", "E2B8F4A1-6C3D-4F9E-A7B5-0D1C8E3F2A96"
    one, demo = "3F6D1A8C-9E2B-4C7F-B5A0-7E4D2C1B9F08", "5A2C8E1F-0D7B-4A9C-8F3E-6B1D4C7A2E59"
    zoom = "https://meridianhq.zoom.us/j/84412093377"

    def ev(uid: str, summary: str, start: str, end: str, etag: str, cal: str, location: Any = None, rid: Any = None, url: Any = None) -> dict[str, Any]:
        return {"uid": uid, "href": f"{cal}{uid}.ics", "etag": etag, "summary": summary, "start": start, "end": end, "all_day": False,
                "location": location, "url": url, "recurrence_id": rid, "status": "CONFIRMED"}

    def work_events(utc: bool, moved: bool, dup: bool) -> list[dict[str, Any]]:
        def t(day: int, hh: int, mm: int) -> str:
            if utc:
                return f"2025-04-{day:02d}T{hh + 5:02d}:{mm:02d}:00Z"
            return f"2025-04-{day:02d}T{hh:02d}:{mm:02d}:00-05:00"
        out = []
        for day in range(21, 26):
            out.append(ev(standup, "Standup", t(day, 9, 15), t(day, 9, 30), "\"lzm3e1o2\"", work, "Zoom (recurring)", rid=f"2025-04-{day:02d}T14:15:00Z"))
        if not moved:
            out.append(ev(qr, "Quarterly review with Tessa", t(22, 14, 0), t(22, 15, 0), "\"m1ev4j2x\"", work, "Conf Rm Lakeview (4F)"))
        out.append(ev(lunch1, "Team lunch – Nando's", t(23, 12, 0), t(23, 13, 0), "\"m0qx8a5c\"", work, "Nando's, 953 W Randolph St"))
        if dup:
            out.append(ev(lunch2, "Team lunch – Nando's", t(23, 12, 0), t(23, 13, 0), "\"m1a2n7rk\"", work, "Nando's, 953 W Randolph St"))
        if moved:
            out.append(ev(qr, "Quarterly review with Tessa", t(24, 10, 0), t(24, 11, 0), "\"m8bq2n6d\"", work, "Zoom", url=zoom))
        out.append(ev(one, "1:1 Priya", t(24, 16, 0), t(24, 16, 30), "\"lzq0c4h8\"", work, None))
        out.append(ev(demo, "Vendor demo: Lattice", t(25, 11, 0), t(25, 12, 0), "\"m0c7w2ts\"", work, "Conf Rm Wrigley (3F)"))
        out.sort(key=lambda e: e["start"])
        return out

    vtz = ("BEGIN:VTIMEZONE\nTZID:America/Chicago\nBEGIN:DAYLIGHT\nDTSTART:20070311T020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\nTZNAME:CDT\nTZOFFSETFROM:-0600\n"
           "TZOFFSETTO:-0500\nEND:DAYLIGHT\nBEGIN:STANDARD\nDTSTART:20071104T020000\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\nTZNAME:CST\nTZOFFSETFROM:-0500\n"
           "TZOFFSETTO:-0600\nEND:STANDARD\nEND:VTIMEZONE")

    def ics(day: str, start: str, end: str, stamp: str, modified: str, seq: int, location: str, extra: list[str]) -> str:
        lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//macOS 15.3.2//EN", "CALSCALE:GREGORIAN", vtz, "BEGIN:VEVENT",
                 "ATTENDEE;CN=Tessa Greenfield;CUTYPE=INDIVIDUAL;EMAIL=tessa.greenfield@meridianhq.com;PARTSTAT=" + ("NEEDS-ACTION" if seq else "ACCEPTED") + ";ROLE=REQ-PARTICIPANT:mailto:tessa.greenfield@meridianhq.com",
                 "ATTENDEE;CN=Jordan Pike;CUTYPE=INDIVIDUAL;EMAIL=jordan.pike@meridianhq.com;PARTSTAT=ACCEPTED;ROLE=CHAIR:mailto:jordan.pike@meridianhq.com",
                 "CREATED:20250311T154402Z", *extra, f"DTEND;TZID=America/Chicago:{day}T{end}", f"DTSTAMP:{stamp}", f"DTSTART;TZID=America/Chicago:{day}T{start}",
                 f"LAST-MODIFIED:{modified}", f"LOCATION:{location}", "ORGANIZER;CN=Jordan Pike;EMAIL=jordan.pike@meridianhq.com:mailto:jordan.pike@meridianhq.com",
                 f"SEQUENCE:{seq}", "SUMMARY:Quarterly review with Tessa", "TRANSP:OPAQUE", f"UID:{qr}", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
                 "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "UID:1D3F5A7C-9E2B-4D6F-8A1C-3E5B7D9F2A4C", "X-WR-ALARMUID:1D3F5A7C-9E2B-4D6F-8A1C-3E5B7D9F2A4C",
                 "END:VALARM", "END:VEVENT", "END:VCALENDAR"]
        return "\r\n".join("\r\n".join(x.split("\n")) for x in lines) + "\r\n"

    ics0 = ics("20250422", "140000", "150000", "20250311T154409Z", "20250311T154409Z", 0, "Conf Rm Lakeview (4F)", [])
    ics1 = ics("20250424", "100000", "110000", "20250418T163512Z", "20250418T163512Z", 1, "Zoom",
               ["DESCRIPTION:Join Zoom: https://meridianhq.zoom.us/j/84412093377\\nMeeting ID: 844 1209 3377"])
    ics1 = ics1.replace("UID:7C1E9A2F", f"URL;VALUE=URI:{zoom}\r\nUID:7C1E9A2F")
    dentist = "9D4E2B7A-1F3C-4E6D-8B5A-C7E0F2D1A384"
    turns = [
        (call("list_calendars"), cals("HwoQEgwAAGWq3b0vLQAAAAEYARgAIhUIqfnv0dP19/u/ARCm3eKf1bfy9OgBKAA=", "HwoQEgwAAE1bqZ0eXwAAAAEYARgAIhUIt7rH1uaB/a+JARDy6rS0gqTU+Y8BKAA=",
                                      f"{work}sync/0x2c41e", f"{fam}sync/0x0b7d2")),
        (call("list_events", calendar="Work", start="2025-04-21T00:00:00", end="2025-04-27T00:00:00", timezone="America/Chicago"),
         pj({"calendar": work, "timezone": "America/Chicago", "events": work_events(False, False, True), "count": 10})),
        (call("get_event", calendar="Work", uid=qr), pj({"href": f"{work}{qr}.ics", "etag": "\"m1ev4j2x\"", "calendar_data": ics0})),
        (call("update_event", calendar="Work", uid=qr, if_match="\"m1ev4j2x\"", start="2025-04-24T10:00:00", end="2025-04-24T11:00:00", timezone="America/Chicago",
              location="Zoom", url=zoom, description="Join Zoom: https://meridianhq.zoom.us/j/84412093377\nMeeting ID: 844 1209 3377"),
         pj({"status": 204, "href": f"{work}{qr}.ics", "etag": "\"m8bq2n6d\"", "schedule_tag": "\"m8bq2n6d\"", "itip_sent_to": ["mailto:tessa.greenfield@meridianhq.com"]})),
        (call("get_event", calendar="Work", uid=qr), pj({"href": f"{work}{qr}.ics", "etag": "\"m8bq2n6d\"", "calendar_data": ics1})),
        (call("delete_event", calendar="Work", uid=lunch2, if_match="\"m1a2n7rk\""), pj({"status": 204, "href": f"{work}{lunch2}.ics"})),
        (call("create_event", calendar="Family", summary="Dentist – Mila", start="2025-04-25T15:30:00", end="2025-04-25T16:15:00", timezone="America/Chicago",
              location="Lakeview Pediatric Dental, 2835 N Sheffield Ave, Chicago, IL 60657", description="6-month check-up + cleaning", alarm_minutes=60),
         pj({"status": 201, "href": f"{fam}{dentist}.ics", "etag": "\"m8bq4t0x\"", "uid": dentist})),
        (call("list_events", calendar="Work", start="2025-04-21T05:00:00Z", end="2025-04-27T05:00:00Z", timezone="UTC"),
         pj({"calendar": work, "timezone": "UTC", "events": work_events(True, True, False), "count": 9})),
        (call("list_calendars"), cals("HwoQEgwAAGWq3b0vLQAAAAEYARgAIhUIsr2GiNuu/9uFARCm3eKf1bfy9OgBKAA=", "HwoQEgwAAE1bqZ0eXwAAAAEYARgAIhUI3OOvsoe0/b+OARDy6rS0gqTU+Y8BKAA=",
                                      f"{work}sync/0x2c447", f"{fam}sync/0x0b7d5")),
        (call("list_events", calendar="Family", start="2025-04-21T00:00:00", end="2025-04-27T00:00:00", timezone="America/Chicago"), pj({"calendar": fam, "timezone": "America/Chicago", "events": [
            ev("6B3E9D1A-2F7C-4A5E-B8D0-1C4F7A2E9B63", "Soccer practice – Mila", "2025-04-22T17:30:00-05:00", "2025-04-22T18:45:00-05:00", "\"lyw8h2kd\"", fam, "Gill Park field 2", rid="2025-04-22T22:30:00Z"),
            ev("6B3E9D1A-2F7C-4A5E-B8D0-1C4F7A2E9B63", "Soccer practice – Mila", "2025-04-24T17:30:00-05:00", "2025-04-24T18:45:00-05:00", "\"lyw8h2kd\"", fam, "Gill Park field 2", rid="2025-04-24T22:30:00Z"),
            ev(dentist, "Dentist – Mila", "2025-04-25T15:30:00-05:00", "2025-04-25T16:15:00-05:00", "\"m8bq4t0x\"", fam, "Lakeview Pediatric Dental, 2835 N Sheffield Ave, Chicago, IL 60657"),
            ev("F1A7C3E9-4B2D-4E8F-9C6A-5D0B8E2F1A47", "Date night 🍝", "2025-04-26T19:00:00-05:00", "2025-04-26T21:30:00-05:00", "\"m0k5s9vb\"", fam, "Monteverde, 1020 W Madison St")],
            "count": 4})),
    ]
    rs.add(task="mcp", tid="h40-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
