# ruff: noqa: E501
"""Held-out set holdout41, domain web: 22 BrowserGym trajectories on self-hosted web apps.

Each trajectory is a browser session driven by BrowserGym actions on element bids; every observation
is the page's accessibility tree. Eleven trajectories carry exactly one observation that contradicts
an earlier observation or action; the other eleven are coherent.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (an accessibility tree; interactive elements carry their bid in brackets)
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
hover(bid: str)
go_back()
go_forward()
goto(url: str)
select_option(bid: str, options: str | list[str])
send_msg_to_user(text: str)

# Content Requirements

A page-changing action (link click, menu selection, tab switch, pagination, search submission, modal opening, navigation) updates the page identity, title, heading and main content. A local-edit action preserves the full page state and only modifies the directly affected nodes, field values, focus and immediately dependent UI. Preserve untouched subtrees verbatim whenever possible.

# Format Requirements

Preserve the current page state representation exactly: same schema, structure and level of detail. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Tree:
    """Builds a BrowserGym-style accessibility tree, numbering bids in document order."""

    def __init__(self, start: int = 1) -> None:
        self.lines: list[str] = []
        self.bid = start
        self.ids: dict[str, str] = {}

    def n(self, d: int, role: str, name: str = "", *props: str, key: str | None = None,
          value: str | None = None, bid: int | None = None) -> str:
        if bid is None:
            b = str(self.bid)
            self.bid += 1
        else:
            b = str(bid)
        s = f"[{b}] {role} {name!r}"
        if value is not None:
            s += f" value={value!r}"
        if props:
            s += ", " + ", ".join(props)
        self.lines.append("\t" * d + s)
        if key:
            self.ids[key] = b
        return b

    def t(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText {text!r}")

    def at(self, start: int) -> None:
        self.bid = start

    def page(self, title: str, url: str) -> str:
        return axtree(title, self.lines, url)


# Magento admin, sales orders: clean
def magento_orders(rs: RowSet) -> None:
    base = "https://shop-admin.northwind-outfitters.com/admin"
    pp = "Main Website Main Website Store Default Store View"
    orders = [
        ("000000318", "Mar 12, 2024 4:18:51 PM", "Veronica Costello", "211.00", "Pending"),
        ("000000317", "Mar 12, 2024 2:07:33 PM", "Jason Kimura", "64.00", "Processing"),
        ("000000316", "Mar 12, 2024 11:46:09 AM", "Priya Raman", "148.50", "Processing"),
        ("000000315", "Mar 11, 2024 9:55:21 PM", "Grace Nguyen", "39.00", "Pending"),
        ("000000314", "Mar 11, 2024 6:12:40 PM", "Marcus Holt", "292.75", "Complete"),
        ("000000313", "Mar 11, 2024 3:30:02 PM", "Alex Martin", "87.00", "Complete"),
        ("000000312", "Mar 11, 2024 10:04:57 AM", "Sophie Laurent", "121.40", "Processing"),
        ("000000311", "Mar 10, 2024 8:41:13 PM", "Daniel Osei", "54.00", "Canceled"),
        ("000000310", "Mar 10, 2024 5:17:36 PM", "Emma Lopez", "176.00", "Complete"),
        ("000000309", "Mar 10, 2024 1:59:48 PM", "Lily Potter", "45.00", "Complete"),
        ("000000308", "Mar 10, 2024 9:22:15 AM", "Jennifer Miller", "233.10", "Closed"),
        ("000000307", "Mar 9, 2024 7:48:29 PM", "Bob Jones", "98.00", "Complete"),
        ("000000306", "Mar 9, 2024 4:35:44 PM", "Adam Garcia", "312.60", "Processing"),
        ("000000305", "Mar 9, 2024 12:10:05 PM", "Samantha Wu", "67.25", "Complete"),
        ("000000304", "Mar 8, 2024 10:27:51 PM", "Olivia Jackson", "142.00", "Complete"),
        ("000000303", "Mar 8, 2024 3:44:18 PM", "Matt Baker", "29.00", "Complete"),
        ("000000302", "Mar 8, 2024 11:02:39 AM", "Katie Wong", "188.45", "Holded"),
        ("000000301", "Mar 7, 2024 8:19:26 PM", "Julia Williams", "74.00", "Complete"),
        ("000000300", "Mar 7, 2024 2:56:07 PM", "Ethan Brooks", "256.30", "Complete"),
        ("000000299", "Mar 7, 2024 9:31:54 AM", "Nina Petrova", "112.00", "Processing"),
    ]
    orders = [(i, d, n, g, "On Hold" if s == "Holded" else s) for i, d, n, g, s in orders]
    costello = [
        ("000000318", "Mar 12, 2024 4:18:51 PM", "Veronica Costello", "211.00", "Pending"),
        ("000000297", "Feb 27, 2024 9:03:12 AM", "Veronica Costello", "87.00", "Complete"),
        ("000000241", "Jan 19, 2024 6:40:33 PM", "Veronica Costello", "154.25", "Complete"),
        ("000000198", "Dec 22, 2023 10:15:08 AM", "Veronica Costello", "39.00", "Canceled"),
        ("000000142", "Nov 3, 2023 1:27:46 PM", "Veronica Costello", "301.80", "Closed"),
        ("000000009", "Apr 2, 2023 8:52:19 PM", "Veronica Costello", "74.00", "Complete"),
    ]

    def chrome(t: Tree, heading: str) -> None:
        t.n(0, "link", "Magento Admin Panel")
        t.n(1, "image", "Magento Admin Panel")
        t.n(0, "navigation", "")
        t.n(1, "menubar", "", "orientation='horizontal'")
        for m in ["\ue604 DASHBOARD", "\ue60b SALES", "\ue608 CATALOG", "\ue603 CUSTOMERS", "\ue609 MARKETING",
                  "\ue602 CONTENT", "\ue60a REPORTS", "\ue60d STORES", "\ue610 SYSTEM", "\ue612 FIND PARTNERS & EXTENSIONS"]:
            t.n(2, "link", m)
        t.n(0, "banner", "")
        t.n(1, "heading", heading)
        t.n(1, "link", "\ue600 admin")
        t.n(1, "link", "\ue607 4")
        t.n(1, "textbox", "\ue60c", "clickable")
        t.n(0, "main", "")

    def grid(rows: list[tuple[str, str, str, str, str]], keyword: str, typed: str, total: int) -> Tree:
        t = Tree()
        chrome(t, "Orders")
        t.n(1, "button", "Create New Order", key="create")
        t.n(1, "textbox", "Search by keyword", "clickable", value=typed, key="search")
        t.n(1, "button", "Search", key="go")
        t.n(1, "button", "Filters")
        t.n(1, "button", "\ue620 Default View")
        t.n(1, "button", "Columns")
        t.n(1, "button", "Export")
        if keyword:
            t.t(1, "Active filters:")
            t.t(1, "Keyword:")
            t.t(1, keyword)
            t.n(1, "button", "Remove")
            t.n(1, "button", "Clear all")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Actions")
        t.t(1, f"{total} records found")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="20")
        t.t(1, "per page")
        t.n(1, "button", "Previous Page", "disabled=True")
        t.n(1, "textbox", "", "clickable", value="1")
        t.t(1, f"of {(total + 19) // 20}")
        t.n(1, "button", "Next Page", *(["disabled=True"] if total <= 20 else []))
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "Options")
        t.n(3, "columnheader", "ID", "clickable", key="h_id")
        t.n(3, "columnheader", "Purchase Point", "clickable")
        t.n(3, "columnheader", "Purchase Date", "clickable", key="h_date")
        t.n(3, "columnheader", "Bill-to Name", "clickable")
        t.n(3, "columnheader", "Ship-to Name", "clickable")
        t.n(3, "columnheader", "Grand Total (Base)", "clickable")
        t.n(3, "columnheader", "Grand Total (Purchased)", "clickable", key="h_total")
        t.n(3, "columnheader", "Status", "clickable")
        t.n(3, "columnheader", "Action")
        for oid, date, name, gt, st in rows:
            t.n(2, "row", "")
            t.n(3, "gridcell", "", "clickable")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "gridcell", oid)
            t.n(3, "gridcell", pp)
            t.n(3, "gridcell", date)
            t.n(3, "gridcell", name)
            t.n(3, "gridcell", name)
            t.n(3, "gridcell", f"${gt}")
            t.n(3, "gridcell", f"${gt}")
            t.n(3, "gridcell", st)
            t.n(3, "gridcell", "View")
            t.n(4, "link", "View", key=f"view_{oid}")
        t.n(0, "contentinfo", "")
        t.t(1, "Copyright \u00a9 2024 Magento Commerce Inc. All rights reserved.")
        t.t(1, "Magento ver. 2.4.6-p4")
        t.n(1, "link", "Privacy Policy")
        t.n(1, "link", "Account Activity")
        t.n(1, "link", "Report an Issue")
        return t

    def view(status: str, message: str, comment_typed: str, history: list[tuple[str, str, str, str]]) -> Tree:
        t = Tree()
        chrome(t, "# 000000318")
        t.n(1, "button", "\ue626 Back", key="back")
        t.n(1, "button", "Login as Customer")
        if status == "Pending":
            t.n(1, "button", "Cancel")
        t.n(1, "button", "Send Email")
        if status == "Pending":
            t.n(1, "button", "Hold", key="hold")
        else:
            t.n(1, "button", "Unhold", key="unhold")
        if status == "Pending":
            t.n(1, "button", "Invoice")
            t.n(1, "button", "Ship")
        t.n(1, "button", "Reorder")
        t.n(1, "button", "Edit")
        if message:
            t.n(1, "alert", "")
            t.t(2, message)
        t.n(1, "tablist", "", "multiselectable=False", "orientation='vertical'")
        t.t(2, "ORDER VIEW")
        for tab in ["Information", "Invoices", "Credit Memos", "Shipments", "Comments History", "Transactions"]:
            t.n(2, "tab", tab, *(["selected=True"] if tab == "Information" else ["selected=False"]))
        t.n(1, "tabpanel", "Information")
        t.n(2, "heading", "Order & Account Information")
        t.n(2, "link", "Order # 000000318")
        t.t(2, "(The order confirmation email was sent)")
        t.n(2, "table", "")
        for k, v in [("Order Date", "Mar 12, 2024, 4:18:51 PM"), ("Order Status", status), ("Purchased From", pp),
                     ("Placed from IP", "73.162.18.44")]:
            t.n(3, "row", "")
            t.n(4, "rowheader", k)
            t.n(4, "cell", v)
        t.n(2, "heading", "Account Information")
        t.n(2, "link", "Edit Customer")
        t.n(2, "table", "")
        for k, v in [("Customer Name", "Veronica Costello"), ("Email", "roni_cost@example.com"), ("Customer Group", "General")]:
            t.n(3, "row", "")
            t.n(4, "rowheader", k)
            t.n(4, "cell", v)
        t.n(2, "heading", "Address Information")
        t.n(2, "heading", "Billing Address")
        t.n(2, "link", "Edit")
        t.t(2, "Veronica Costello")
        t.t(2, "6146 Honey Bluff Parkway")
        t.t(2, "Calder, Michigan, 49628-7978")
        t.t(2, "United States")
        t.t(2, "T: (555) 229-3326")
        t.n(2, "heading", "Shipping Address")
        t.n(2, "link", "Edit")
        t.t(2, "Veronica Costello")
        t.t(2, "6146 Honey Bluff Parkway")
        t.t(2, "Calder, Michigan, 49628-7978")
        t.t(2, "United States")
        t.t(2, "T: (555) 229-3326")
        t.n(2, "heading", "Payment & Shipping Method")
        t.t(2, "Check / Money order")
        t.t(2, "The order was placed using USD.")
        t.t(2, "Flat Rate - Fixed $20.00")
        t.t(2, "Total Shipping Charges: $20.00")
        t.n(2, "heading", "Items Ordered")
        t.n(2, "table", "")
        t.n(3, "row", "")
        for h in ["Product", "Item Status", "Original Price", "Price", "Qty", "Subtotal", "Tax Amount",
                  "Tax Percent", "Discount Amount", "Row Total"]:
            t.n(4, "columnheader", h)
        for prod, sku, price, qty, sub in [("Erika Running Short-28-Purple", "WSH12-28-Purple", "$45.00", "2", "$90.00"),
                                           ("Juno Jacket-M-Blue", "WJ06-M-Blue", "$77.00", "1", "$77.00"),
                                           ("Sprite Yoga Strap 8 foot", "24-UG04", "$24.00", "1", "$24.00")]:
            t.n(3, "row", "")
            t.n(4, "cell", f"{prod} SKU: {sku}")
            t.n(4, "cell", "Ordered")
            t.n(4, "cell", price)
            t.n(4, "cell", f"Excl. Tax: {price}")
            t.n(4, "cell", f"Ordered {qty}")
            t.n(4, "cell", f"Excl. Tax: {sub}")
            t.n(4, "cell", "$0.00")
            t.n(4, "cell", "0%")
            t.n(4, "cell", "$0.00")
            t.n(4, "cell", sub)
        t.n(2, "heading", "Order Total")
        t.n(2, "heading", "Notes for this Order")
        t.n(2, "combobox", "Status", "hasPopup='menu'", "expanded=False", value=status, key="status")
        t.n(2, "textbox", "Comment", "clickable", value=comment_typed, key="comment")
        t.n(2, "checkbox", "Notify Customer by Email", "checked='false'")
        t.n(2, "checkbox", "Visible on Storefront", "checked='false'")
        t.n(2, "button", "Submit Comment", key="submit")
        t.n(2, "list", "")
        for idx, (when, st, notified, text) in enumerate(history):
            t.n(3, "listitem", "", bid=400 + len(history) - 1 - idx if idx < len(history) - 1 else None)
            t.t(4, when)
            t.t(4, "|")
            t.t(4, st)
            t.t(4, "|")
            t.t(4, notified)
            if text:
                t.t(4, text)
        t.n(2, "heading", "Order Totals")
        t.n(2, "table", "")
        for k, v in [("Subtotal", "$191.00"), ("Shipping & Handling", "$20.00"), ("Grand Total", "$211.00"),
                     ("Total Paid", "$0.00"), ("Total Refunded", "$0.00"), ("Total Due", "$211.00")]:
            t.n(3, "row", "")
            t.n(4, "rowheader", k)
            t.n(4, "cell", v)
        t.n(0, "contentinfo", "")
        t.t(1, "Copyright \u00a9 2024 Magento Commerce Inc. All rights reserved.")
        t.t(1, "Magento ver. 2.4.6-p4")
        return t

    grid_url = f"{base}/sales/order/"
    view_url = f"{base}/sales/order/view/order_id/318/"
    title_grid = "Orders / Operations / Sales / Magento Admin"
    title_view = "# 000000318 / Orders / Operations / Sales / Magento Admin"
    g1 = grid(orders, "", "", 318)
    g2 = grid(orders, "", "Costello", 318)
    g3 = grid(costello, "Costello", "Costello", 6)
    by_total = sorted(costello, key=lambda r: float(r[3]))
    g4 = grid(by_total, "Costello", "Costello", 6)
    hist0 = [("Mar 12, 2024 4:18:52 PM", "Pending", "Customer Notified", "")]
    v5 = view("Pending", "", "", hist0)
    v6 = view("On Hold", "You put the order on hold.", "", hist0)
    note = "Customer called: hold until she confirms the new shipping address (moving end of March)."
    v7 = view("On Hold", "You put the order on hold.", note, hist0)
    hist1 = [("Mar 14, 2024 10:42:17 AM", "On Hold", "Customer Not Notified", note)] + hist0
    v8 = view("On Hold", "You put the order on hold.", "", hist1)
    after = [(i, d, n, g, "On Hold" if i == "000000318" else s) for i, d, n, g, s in by_total]
    g9 = grid(after, "Costello", "Costello", 6)
    turns = [
        (f"goto('{grid_url}')", g1.page(title_grid, grid_url)),
        (f"fill('{g1.ids['search']}', 'Costello')", g2.page(title_grid, grid_url)),
        ("keyboard_press('Enter')", g3.page(title_grid, grid_url)),
        (f"click('{g3.ids['h_total']}')", g4.page(title_grid, grid_url)),
        (f"click('{g4.ids['view_000000318']}')", v5.page(title_view, view_url)),
        (f"click('{v5.ids['hold']}')", v6.page(title_view, view_url)),
        (f"fill('{v6.ids['comment']}', '{note}')", v7.page(title_view, view_url)),
        (f"click('{v7.ids['submit']}')", v8.page(title_view, view_url)),
        (f"click('{v8.ids['back']}')", g9.page(title_grid, grid_url)),
    ]
    rs.add(task="web", tid="h41-web-01", system=SYSTEM, turns=turns,
           state=f"Magento 2.4 admin, logged in as 'admin'. Browser at {base}/admin/dashboard/. Goal: find Veronica Costello's open order, put it on hold and record why.")


# WooCommerce products: bad
def woocommerce_products(rs: RowSet) -> None:
    site = "https://shop.alpenwolle.de"
    products = [
        (1203, "Alpaca Blend Scarf", "ACC-SCA-021", "In stock (22)", "$39.00", "Accessories, Winter", "alpaca", "Published 2024/03/11 at 9:14 am"),
        (1199, "Trail Running Tee", "TOP-TEE-088", "In stock (64)", "$29.00", "Tops", "running, summer", "Published 2024/03/06 at 4:51 pm"),
        (1194, "Organic Cotton Hoodie", "TOP-HOO-031", "In stock (17)", "$68.00", "Tops", "organic", "Published 2024/02/28 at 11:02 am"),
        (1190, "Felted Wool Slippers", "ACC-SLI-006", "Out of stock", "$45.00", "Accessories", "wool", "Published 2024/02/19 at 3:37 pm"),
        (1187, "Merino Wool Beanie", "ACC-BEA-014", "In stock (38)", "$24.00", "Accessories, Winter", "wool", "Published 2024/01/09 at 2:22 pm"),
        (1182, "Merino Base Layer Leggings", "BOT-LEG-009", "In stock (25)", "$59.00", "Bottoms, Winter", "merino, wool", "Published 2024/01/04 at 10:48 am"),
        (1176, "Loden Field Jacket", "OUT-JAC-012", "In stock (6)", "$249.00", "Outerwear", "loden", "Published 2023/12/14 at 5:19 pm"),
        (1171, "Chunky Knit Mittens", "ACC-MIT-003", "In stock (41)", "$32.00", "Accessories, Winter", "wool", "Published 2023/12/01 at 8:30 am"),
        (1165, "Linen Button Shirt", "TOP-SHI-044", "In stock (12)", "$74.00", "Tops", "linen, summer", "Published 2023/11/22 at 1:05 pm"),
        (1160, "Waxed Canvas Tote", "ACC-TOT-017", "In stock (53)", "$48.00", "Accessories", "canvas", "Published 2023/11/15 at 6:42 pm"),
        (1154, "Merino Crew Sweater", "TOP-SWE-027", "On backorder", "$119.00", "Tops, Winter", "merino, wool", "Published 2023/11/02 at 9:58 am"),
        (1149, "Corduroy Trousers", "BOT-TRO-015", "In stock (19)", "$89.00", "Bottoms", "corduroy", "Published 2023/10/24 at 2:26 pm"),
        (1143, "Down Vest", "OUT-VES-004", "In stock (9)", "$139.00", "Outerwear, Winter", "down", "Published 2023/10/12 at 11:11 am"),
        (1138, "Wool Hiking Socks (3-pack)", "ACC-SOC-030", "In stock (120)", "$27.00", "Accessories", "wool, hiking", "Published 2023/10/03 at 7:44 am"),
        (1132, "Flannel Overshirt", "TOP-OVE-019", "In stock (28)", "$84.00", "Tops", "flannel", "Published 2023/09/21 at 3:03 pm"),
        (1127, "Rain Shell Jacket", "OUT-JAC-010", "In stock (14)", "$179.00", "Outerwear", "rain", "Published 2023/09/08 at 10:37 am"),
        (1121, "Striped Breton Top", "TOP-BRE-052", "In stock (33)", "$49.00", "Tops", "cotton", "Published 2023/08/29 at 4:15 pm"),
        (1116, "Cashmere Cuffed Hat", "ACC-HAT-011", "In stock (11)", "$79.00", "Accessories, Winter", "cashmere", "Published 2023/08/17 at 12:20 pm"),
        (1110, "Chino Shorts", "BOT-SHO-022", "In stock (46)", "$44.00", "Bottoms", "summer", "Published 2023/08/02 at 9:09 am"),
        (1104, "Quilted Liner Jacket", "OUT-JAC-008", "In stock (7)", "$129.00", "Outerwear", "quilted", "Published 2023/07/19 at 5:55 pm"),
    ]
    tops_extra = [
        (1098, "Henley Long Sleeve", "TOP-HEN-061", "In stock (21)", "$39.00", "Tops", "cotton", "Published 2023/07/05 at 10:12 am"),
        (1085, "Merino Tank Top", "TOP-TAN-014", "In stock (30)", "$45.00", "Tops, Summer", "merino", "Published 2023/06/14 at 1:40 pm"),
    ]

    def menu(t: Tree) -> None:
        t.n(0, "navigation", "Main menu")
        t.n(1, "link", "Dashboard")
        t.n(1, "link", "Posts")
        t.n(1, "link", "Media")
        t.n(1, "link", "Pages")
        t.n(1, "link", "WooCommerce")
        t.n(1, "link", "Products")
        t.n(2, "link", "All Products", key="all")
        t.n(2, "link", "Add New Product")
        t.n(2, "link", "Categories")
        t.n(2, "link", "Tags")
        t.n(2, "link", "Attributes")
        t.n(2, "link", "Reviews")
        t.n(1, "link", "Payments 1")
        t.n(1, "link", "Analytics")
        t.n(1, "link", "Marketing")
        t.n(1, "link", "Appearance")
        t.n(1, "link", "Plugins 2")
        t.n(1, "link", "Users")
        t.n(1, "link", "Tools")
        t.n(1, "link", "Settings")
        t.n(1, "button", "Collapse Main menu", "expanded=True")
        t.n(0, "navigation", "Toolbar")
        t.n(1, "link", "Alpenwolle")
        t.n(1, "link", "0 Comments in moderation")
        t.n(1, "link", "New")
        t.n(1, "link", "Howdy, shopadmin")

    def listing(rows: list[tuple], total: int, cat: str, filtered: bool) -> Tree:
        t = Tree()
        menu(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Products", "level=1")
        t.n(1, "link", "Add New Product")
        t.n(1, "link", "Import")
        t.n(1, "link", "Export")
        t.n(1, "list", "")
        t.n(2, "link", "All (64)")
        t.n(2, "link", "Published (61)")
        t.n(2, "link", "Drafts (3)")
        t.n(2, "link", "Sorting")
        t.n(1, "searchbox", "Search products:", value="")
        t.n(1, "button", "Search products")
        t.n(1, "combobox", "Select bulk action", "hasPopup='menu'", "expanded=False", value="Bulk actions")
        t.n(1, "button", "Apply")
        t.n(1, "combobox", "Filter by category", "hasPopup='menu'", "expanded=False", value=cat, key="cat")
        t.n(1, "combobox", "Filter by product type", "hasPopup='menu'", "expanded=False", value="Filter by product type")
        t.n(1, "combobox", "Filter by stock status", "hasPopup='menu'", "expanded=False", value="Filter by stock status")
        t.n(1, "button", "Filter", key="filter")
        t.t(1, f"{total} items")
        if total > 20:
            t.t(1, "1 of 4")
            t.n(1, "link", "Next page")
            t.n(1, "link", "Last page")
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "Select All")
        for h in ["Image", "Name", "SKU", "Stock", "Price", "Categories", "Tags", "Featured", "Date"]:
            t.n(3, "columnheader", h, "clickable")
        for pid, name, sku, stock, price, cats, tags, date in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", f"Select {name}", "checked='false'")
            t.n(3, "cell", "")
            t.n(4, "image", "")
            t.n(3, "cell", "")
            t.n(4, "link", name, key=f"p{pid}")
            t.t(4, f"ID: {pid}")
            t.n(4, "link", "Edit")
            t.n(4, "button", "Quick Edit")
            t.n(4, "link", "Trash")
            t.n(4, "link", "View")
            t.n(4, "link", "Duplicate")
            t.n(3, "cell", sku)
            t.n(3, "cell", stock)
            t.n(3, "cell", price)
            t.n(3, "cell", cats)
            t.n(3, "cell", tags)
            t.n(3, "cell", "")
            t.n(4, "link", "Toggle featured")
            t.n(3, "cell", date)
        t.n(0, "contentinfo", "")
        t.t(1, "Thank you for creating with WordPress.")
        t.t(1, "Version 6.4.3")
        return t

    def edit(tab: str, price: str, notice: bool, edited: str) -> Tree:
        t = Tree()
        menu(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Edit product", "level=1")
        t.n(1, "link", "Add New Product")
        if notice:
            t.n(1, "status", "")
            t.t(2, "Product updated.")
            t.n(2, "link", "View Product")
            t.n(2, "button", "Dismiss this notice.")
        t.n(1, "textbox", "Product name", "clickable", value="Merino Wool Beanie")
        t.t(1, "Permalink:")
        t.n(1, "link", f"{site}/product/merino-wool-beanie/")
        t.n(1, "button", "Edit permalink")
        t.n(1, "button", "Add Media")
        t.n(1, "tab", "Visual", "selected=True")
        t.n(1, "tab", "Text", "selected=False")
        t.n(1, "Iframe", "Rich Text Area")
        t.t(2, "A close-fitting ribbed beanie knitted from 100% extra-fine merino (18.5 micron). Naturally temperature-regulating, itch-free and machine washable at 30\u00b0C.")
        t.t(1, f"Word count: 19 {edited}")
        t.n(1, "heading", "Product data \u2014", "level=2")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Simple product")
        t.n(1, "checkbox", "Virtual:", "checked='false'")
        t.n(1, "checkbox", "Downloadable:", "checked='false'")
        t.n(1, "list", "")
        for tb in ["General", "Inventory", "Shipping", "Linked Products", "Attributes", "Advanced", "Get more options"]:
            t.n(2, "link", tb, key=f"tab_{tb}")
        b0 = t.bid
        if tab == "General":
            t.n(1, "textbox", "Regular price ($)", "clickable", value=price, key="regular")
            t.n(1, "textbox", "Sale price ($)", "clickable", value="")
            t.n(1, "link", "Schedule")
            t.n(1, "combobox", "Tax status", "hasPopup='menu'", "expanded=False", value="Taxable")
            t.n(1, "combobox", "Tax class", "hasPopup='menu'", "expanded=False", value="Standard")
        else:
            t.at(b0 + 5)
            t.n(1, "textbox", "SKU", "clickable", value="ACC-BEA-014")
            t.n(1, "textbox", "GTIN, UPC, EAN, or ISBN", "clickable", value="4260719382145")
            t.n(1, "checkbox", "Track stock quantity for this product", "checked='true'")
            t.n(1, "spinbutton", "Quantity", "clickable", value="38")
            t.t(1, "Allow backorders?")
            t.n(1, "radio", "Do not allow", "checked='true'")
            t.n(1, "radio", "Allow, but notify customer", "checked='false'")
            t.n(1, "radio", "Allow", "checked='false'")
            t.n(1, "spinbutton", "Low stock threshold", "clickable", value="")
            t.t(1, "Store-wide threshold (5)")
            t.n(1, "checkbox", "Limit purchases to 1 item per order", "checked='false'")
        t.at(b0 + 20)
        t.n(1, "heading", "Product short description", "level=2")
        t.t(1, "Extra-fine merino, ribbed, one size.")
        t.n(0, "complementary", "")
        t.n(1, "heading", "Publish", "level=2")
        t.n(1, "button", "Preview Changes")
        t.t(1, "Status: Published")
        t.n(1, "link", "Edit status")
        t.t(1, "Visibility: Public")
        t.n(1, "link", "Edit visibility")
        t.t(1, "Published on: Jan 9, 2024 at 14:22")
        t.n(1, "link", "Edit date and time")
        t.t(1, "Catalog visibility: Shop and search results")
        t.n(1, "link", "Edit")
        t.n(1, "link", "Move to Trash")
        t.n(1, "button", "Update", key="update")
        t.n(1, "heading", "Product categories", "level=2")
        for c, on in [("Accessories", True), ("Bottoms", False), ("Outerwear", False), ("Tops", False),
                      ("Uncategorized", False), ("Winter", True)]:
            t.n(1, "checkbox", c, f"checked='{'true' if on else 'false'}'")
        t.n(1, "link", "+ Add new category")
        t.n(1, "heading", "Product tags", "level=2")
        t.n(1, "textbox", "Add new tag", "clickable", value="")
        t.n(1, "button", "Add")
        t.n(1, "button", "Remove term: wool")
        t.t(1, "wool")
        t.n(1, "heading", "Product image", "level=2")
        t.n(1, "link", "Edit or update the image")
        t.n(2, "image", "beanie-charcoal-front")
        t.n(1, "link", "Remove product image")
        return t

    list_url = f"{site}/wp-admin/edit.php?post_type=product"
    edit_url = f"{site}/wp-admin/post.php?post=1187&action=edit"
    tl = "Products \u2039 Alpenwolle \u2014 WordPress"
    te = "Edit product \u201cMerino Wool Beanie\u201d \u2039 Alpenwolle \u2014 WordPress"
    l1 = listing(products, 64, "Select a category", False)
    old = "Last edited by shopadmin on January 9, 2024 at 2:22 pm"
    e2 = edit("General", "24.00", False, old)
    e3 = edit("General", "27.50", False, old)
    e4 = edit("Inventory", "27.50", False, old)
    e5 = edit("General", "27.50", True, "Last edited by shopadmin on March 14, 2024 at 11:05 am")
    # the listing after the update still prints the old regular price
    l6 = listing(products, 64, "Select a category", False)
    l7 = listing(products, 64, "Tops", False)
    tops = [p for p in products + tops_extra if "Tops" in p[5]]
    l8 = listing(tops, len(tops), "Tops", True)
    turns = [
        (f"goto('{list_url}')", l1.page(tl, list_url)),
        (f"click('{l1.ids['p1187']}')", e2.page(te, edit_url)),
        (f"fill('{e2.ids['regular']}', '27.50')", e3.page(te, edit_url)),
        (f"click('{e3.ids['tab_Inventory']}')", e4.page(te, edit_url)),
        (f"click('{e4.ids['update']}')", e5.page(te, f"{site}/wp-admin/post.php?post=1187&action=edit&message=1")),
        (f"click('{e5.ids['all']}')", l6.page(tl, list_url)),
        (f"select_option('{l6.ids['cat']}', 'Tops')", l7.page(tl, list_url)),
        (f"click('{l7.ids['filter']}')", l8.page(tl, f"{list_url}&product_cat=tops&product_type&stock_status&paged=1")),
    ]
    rs.add(task="web", tid="h41-web-02", system=SYSTEM, turns=turns,
           state=f"WordPress 6.4 with WooCommerce 8.6, logged in as shopadmin. Browser on {site}/wp-admin/. Goal: raise the regular price of the Merino Wool Beanie to $27.50, then review the Tops category.",
           bad=True, turn=6, kind="product price set to 27.50 lists as the old 24.00")


# Paperless-ngx documents: bad
def paperless_documents(rs: RowSet) -> None:
    site = "https://paperless.heimserver.lan"
    recent = [
        ("", "Techniker Krankenkasse", "Beitragsbescheinigung 2023", "Health, Inbox", "Letter", "Mar 13, 2024", "Mar 13, 2024", "", "2"),
        ("229", "Finanzamt M\u00fcnchen", "Vorauszahlungsbescheid Q2 2024", "tax-2024, Inbox", "Tax notice", "Mar 11, 2024", "Mar 12, 2024", "", "3"),
        ("228", "ING", "Kontoauszug Februar 2024", "Bank", "Statement", "Mar 1, 2024", "Mar 4, 2024", "", "4"),
        ("", "Amazon", "Rechnung Bosch Akkuschrauber", "Warranty", "Invoice", "Feb 28, 2024", "Feb 28, 2024", "", "1"),
        ("227", "HUK-COBURG", "Beitragsrechnung Kfz 2024", "Car, Insurance", "Invoice", "Feb 26, 2024", "Feb 27, 2024", "", "2"),
        ("226", "Vodafone", "Rechnung Februar 2024", "Utilities", "Invoice", "Feb 23, 2024", "Feb 23, 2024", "", "3"),
        ("", "Hausverwaltung Brandl", "Einladung Eigent\u00fcmerversammlung", "Inbox", "Letter", "Feb 20, 2024", "Feb 21, 2024", "1", "2"),
        ("225", "ADAC", "Mitgliedsausweis 2024", "Car", "Letter", "Feb 16, 2024", "Feb 19, 2024", "", "1"),
        ("224", "Deutsche Rentenversicherung", "Renteninformation 2024", "", "Letter", "Feb 14, 2024", "Feb 15, 2024", "", "4"),
        ("223", "ING", "Jahressteuerbescheinigung 2023", "Bank, tax-2023", "Tax certificate", "Feb 9, 2024", "Feb 12, 2024", "", "2"),
        ("222", "Arbeitgeber: Kinetik GmbH", "Lohnsteuerbescheinigung 2023", "tax-2023", "Tax certificate", "Feb 7, 2024", "Feb 8, 2024", "", "1"),
        ("", "Zahnarztpraxis Dr. Yilmaz", "Rechnung Prophylaxe", "Health", "Invoice", "Feb 5, 2024", "Feb 6, 2024", "", "1"),
        ("221", "Vodafone", "Rechnung Januar 2024", "Utilities", "Invoice", "Jan 24, 2024", "Jan 25, 2024", "", "3"),
        ("220", "Allianz", "Hausratversicherung Nachtrag", "Insurance", "Contract", "Jan 23, 2024", "Jan 24, 2024", "", "5"),
        ("219", "Trade Republic", "Jahresabschluss Depot 2023", "Bank, tax-2023", "Statement", "Jan 22, 2024", "Jan 22, 2024", "", "6"),
    ]
    hits = [
        ("214", "Stadtwerke M\u00fcnchen", "Jahresabrechnung 2023 Strom und Gas", "Utilities, Inbox", "Invoice", "Jan 17, 2024", "Jan 18, 2024", "2", "4"),
        ("213", "Stadtwerke M\u00fcnchen", "Abschlagsplan 2024", "Utilities", "Letter", "Jan 17, 2024", "Jan 18, 2024", "", "2"),
        ("156", "Stadtwerke M\u00fcnchen", "Jahresabrechnung 2022 Strom und Gas", "Utilities, tax-2022", "Invoice", "Jan 20, 2023", "Jan 23, 2023", "", "4"),
        ("131", "Stadtwerke M\u00fcnchen", "Preisanpassung Fernw\u00e4rme 01.10.2022", "Utilities", "Letter", "Aug 26, 2022", "Aug 29, 2022", "", "2"),
        ("", "Stadtwerke M\u00fcnchen", "Vertragsbest\u00e4tigung M-\u00d6kostrom", "Contracts", "Contract", "Mar 2, 2021", "Jun 11, 2022", "", "3"),
    ]

    def nav(t: Tree, opened: bool = False) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Paperless-ngx")
        t.n(1, "textbox", "Search", "clickable", value="")
        t.n(1, "button", "paperless-admin", "hasPopup='menu'", "expanded=False")
        t.n(1, "link", "Dashboard")
        t.n(1, "link", "Documents")
        t.n(1, "link", "Saved views")
        t.n(1, "link", "Inbox 14")
        t.n(1, "link", "Open documents")
        if opened:
            t.n(2, "link", "Jahresabrechnung 2023 Strom und Gas")
            t.n(2, "button", "Close")
        t.n(1, "link", "Tags")
        t.n(1, "link", "Correspondents")
        t.n(1, "link", "Document types")
        t.n(1, "link", "Storage paths")
        t.n(1, "link", "Custom fields")
        t.n(1, "link", "Mail")
        t.n(1, "link", "Settings")
        t.n(1, "link", "File Tasks")
        t.t(1, "2.5.3")

    def listing(rows: list[tuple[str, ...]], typed: str, total: str) -> Tree:
        t = Tree()
        nav(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Documents", "level=4")
        t.n(1, "button", "Select", "hasPopup='menu'")
        t.n(1, "radio", "Table", "checked='true'")
        t.n(1, "radio", "Small cards", "checked='false'")
        t.n(1, "radio", "Large cards", "checked='false'")
        t.n(1, "button", "Sort", "hasPopup='menu'")
        t.n(1, "button", "Views", "hasPopup='menu'")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Title & content")
        t.n(1, "textbox", "", "clickable", value=typed, key="q")
        for f in ["Tags", "Correspondent", "Document type", "Storage path", "Custom fields", "Owner", "Created", "Added"]:
            t.n(1, "button", f, "hasPopup='menu'")
        if typed:
            t.n(1, "button", "Reset filters")
        t.t(1, total)
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["", "ASN", "Correspondent", "Title", "Document type", "Created", "Added", "Notes", "Pages"]:
            t.n(3, "columnheader", h, "clickable")
        for asn, corr, title, tags, dtype, created, added, notes, pages in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "cell", asn and f"#{asn}")
            t.n(3, "cell", "")
            t.n(4, "link", corr)
            t.n(3, "cell", "")
            t.n(4, "link", title, key=title)
            for tag in [x for x in tags.split(", ") if x]:
                t.n(4, "link", tag)
            t.n(3, "cell", "")
            t.n(4, "link", dtype)
            t.n(3, "cell", created)
            t.n(3, "cell", added)
            t.n(3, "cell", notes)
            t.n(3, "cell", pages)
        return t

    def detail(asn: str, tags: list[str], dirty: bool, tab: str, dropdown: bool, note_typed: str,
               notes: list[tuple[str, str, str]]) -> Tree:
        t = Tree()
        nav(t, True)
        t.n(0, "main", "")
        t.n(1, "heading", "Jahresabrechnung 2023 Strom und Gas", "level=4")
        t.n(1, "button", "Delete")
        t.n(1, "button", "Download")
        t.n(1, "button", "Actions", "hasPopup='menu'")
        t.n(1, "button", "Send", "hasPopup='menu'")
        t.n(1, "button", "Previous")
        t.n(1, "button", "Next")
        t.n(1, "button", "Close")
        t.n(1, "tablist", "")
        for tb in ["Details", "Content", "Metadata", f"Notes {len(notes)}", "Permissions", "History"]:
            t.n(2, "tab", tb, f"selected={'True' if tb.startswith(tab) else 'False'}", key=f"tab_{tb.split()[0]}")
        t.n(1, "tabpanel", tab)
        b0 = t.bid
        if tab == "Details":
            t.n(2, "textbox", "Title", "clickable", value="Jahresabrechnung 2023 Strom und Gas")
            t.n(2, "spinbutton", "Archive serial number", "clickable", value=asn)
            t.n(2, "button", "+1")
            t.n(2, "textbox", "Date created", "clickable", value="2024-01-17")
            t.n(2, "combobox", "Correspondent", "expanded=False", value="Stadtwerke M\u00fcnchen")
            t.n(2, "combobox", "Document type", "expanded=False", value="Invoice")
            t.n(2, "combobox", "Storage path", "expanded=False", value="Default")
            t.n(2, "combobox", "Tags", "clickable", f"expanded={dropdown}", key="tags")
            bt = t.bid
            for i, tg in enumerate(tags):
                t.n(3, "button", f"\u00d7 {tg}", bid=bt + i)
            if dropdown:
                t.n(3, "listbox", "", bid=bt + 5)
                for i, opt in enumerate(["Bank", "Car", "Contracts", "Health", "Inbox", "Insurance", "tax-2022", "tax-2023",
                                         "tax-2024", "Travel", "Utilities", "Warranty"]):
                    t.n(4, "option", opt, f"selected={opt in tags}", key=f"opt_{opt}", bid=bt + 6 + i)
            t.at(bt + 20)
            t.n(2, "textbox", "Amount", "clickable", value="EUR1312.40")
            t.n(2, "button", "Add field", "hasPopup='menu'")
        else:
            t.at(b0 + 40)
            t.n(2, "textbox", "Enter note", "clickable", value=note_typed, key="note")
            t.n(2, "button", "Add note", *([] if note_typed else ["disabled=True"]), key="addnote")
            for k, (who, when, text) in enumerate(notes):
                nb = b0 + 50 + 2 * (len(notes) - 1 - k)
                t.n(2, "article", "", bid=nb)
                t.t(3, text)
                t.t(3, f"{when} by {who}")
                t.n(3, "button", "Delete note", bid=nb + 1)
        t.at(b0 + 80)
        t.n(1, "button", "Discard", *([] if dirty else ["disabled=True"]))
        t.n(1, "button", "Save & next", *([] if dirty else ["disabled=True"]))
        t.n(1, "button", "Save & close", *([] if dirty else ["disabled=True"]))
        t.n(1, "button", "Save", *([] if dirty else ["disabled=True"]))
        t.n(1, "region", "Preview")
        t.n(2, "button", "Previous page")
        t.n(2, "spinbutton", "", value="1")
        t.t(2, "of 4")
        t.n(2, "button", "Next page")
        t.n(2, "button", "Zoom out")
        t.n(2, "combobox", "", value="Page Width")
        t.n(2, "button", "Zoom in")
        t.n(2, "document", "")
        t.t(3, "Stadtwerke M\u00fcnchen GmbH \u00b7 Emmy-Noether-Stra\u00dfe 2 \u00b7 80992 M\u00fcnchen")
        t.t(3, "Jahresabrechnung Strom und Erdgas 01.01.2023 \u2013 31.12.2023")
        t.t(3, "Vertragskonto 2004 1187 3360")
        t.t(3, "Rechnungsbetrag gesamt 1.312,40 EUR")
        return t

    notes0 = [("paperless-admin", "Jan 18, 2024, 9:41 AM", "Gutschrift Strom 86,20 \u20ac wird mit Abschlag M\u00e4rz verrechnet."),
              ("paperless-admin", "Jan 18, 2024, 9:39 AM", "Z\u00e4hlerstand Strom 31.12.: 48213 kWh (Foto im Ordner Haus)")]
    typed = "Steuer 2023: Nebenkosten anteilig Arbeitszimmer 12 %, Rechnungsbetrag 1.312,40 \u20ac"
    lst = f"{site}/documents?sort=created&reverse=1"
    flt = f"{site}/documents?sort=created&reverse=1&title_content=Stadtwerke"
    det = f"{site}/documents/1482/details"
    l1 = listing(recent, "", "1,284 documents")
    l2 = listing(hits, "Stadtwerke", "5 documents")
    d3 = detail("214", ["Utilities", "Inbox"], False, "Details", False, "", notes0)
    d4 = detail("214", ["Utilities", "Inbox"], False, "Details", True, "", notes0)
    d5 = detail("241", ["Utilities", "Inbox", "tax-2023"], True, "Details", False, "", notes0)
    d6 = detail("241", ["Utilities", "Inbox", "tax-2023"], True, "Notes", False, "", notes0)
    d7 = detail("241", ["Utilities", "Inbox", "tax-2023"], True, "Notes", False, typed, notes0)
    d8 = detail("241", ["Utilities", "Inbox", "tax-2023"], True, "Notes", False, "",
                [("paperless-admin", "Mar 14, 2024, 11:12 AM", typed)] + notes0)
    tt = "Documents - Paperless-ngx"
    td = "Jahresabrechnung 2023 Strom und Gas - Paperless-ngx"
    turns = [
        (f"goto('{lst}')", l1.page(tt, lst)),
        (f"fill('{l1.ids['q']}', 'Stadtwerke')", l2.page(tt, flt)),
        (f"click('{l2.ids['Jahresabrechnung 2023 Strom und Gas']}')", d3.page(td, det)),
        (f"click('{d3.ids['tags']}')", d4.page(td, det)),
        (f"click('{d4.ids['opt_tax-2023']}')", d5.page(td, det)),
        (f"click('{d5.ids['tab_Notes']}')", d6.page(td, f"{site}/documents/1482/notes")),
        (f"fill('{d6.ids['note']}', '{typed}')", d7.page(td, f"{site}/documents/1482/notes")),
        (f"click('{d7.ids['addnote']}')", d8.page(td, f"{site}/documents/1482/notes")),
    ]
    rs.add(task="web", tid="h41-web-03", system=SYSTEM, turns=turns,
           state=f"Paperless-ngx 2.5 on the home server, logged in as paperless-admin. Browser at {site}/dashboard. Goal: tag the 2023 Stadtwerke annual bill for the 2023 tax return and leave a note about it.",
           bad=True, turn=5, kind="archive serial number of the open document changes from 214 to 241 on a tag edit")


# PrestaShop catalog: clean
def prestashop_catalog(rs: RowSet) -> None:
    site = "https://boutique.ateliermarin.fr"
    token = "5c0d8e3a91f7b2e64a1d09c7f3e8b215"
    names = [
        (487, "Linen tea towel set (3)", "TT-LIN-03", "Home Accessories", 18.00, 64, True),
        (486, "Recycled glass carafe 1 L", "CAR-RG-1000", "Home Accessories", 24.90, 37, True),
        (485, "Striped marini\u00e8re - navy", "MAR-NAV", "Women", 49.00, 21, True),
        (484, "Striped marini\u00e8re - red", "MAR-RED", "Women", 49.00, 0, True),
        (483, "Oilskin fisherman hat", "HAT-OIL-01", "Accessories", 34.50, 15, True),
        (482, "Rope key ring", "KR-ROPE", "Accessories", 6.90, 210, True),
        (481, "Canvas beach bag XL", "BAG-CNV-XL", "Accessories", 39.00, 26, True),
        (480, "Lighthouse poster 50x70", "POS-LH-5070", "Art", 29.00, 44, True),
        (479, "Tide clock oak", "CLK-TIDE-OAK", "Home Accessories", 89.00, 8, True),
        (478, "Sailcloth cushion cover", "CUS-SAIL-45", "Home Accessories", 27.50, 52, True),
        (477, "Wool sailor sweater", "SWE-WOOL-NV", "Men", 119.00, 11, True),
        (476, "Ceramic soap dish wave", "SOAP-WAVE", "Home Accessories", 12.00, 73, False),
        (475, "Brass compass keepsake", "CMP-BRS", "Gifts", 45.00, 19, True),
        (474, "Seagull print notebook A5", "NB-A5-GULL", "Stationery", 9.50, 140, True),
        (473, "Organic cotton kids tee - anchor", "KID-TEE-ANC", "Kids", 19.00, 58, True),
        (472, "Driftwood photo frame 13x18", "FRM-DW-1318", "Home Accessories", 22.00, 31, True),
        (471, "Yellow rain jacket", "JKT-RAIN-YL", "Women", 95.00, 17, True),
        (470, "Yellow rain jacket - kids", "JKT-RAIN-YL-K", "Kids", 65.00, 23, True),
        (469, "Sea salt caramel 200 g", "FOOD-CAR-200", "Food", 7.90, 96, True),
        (468, "Fleur de sel de Gu\u00e9rande 250 g", "FOOD-FDS-250", "Food", 8.40, 84, True),
        (467, "Buckwheat galette mix 500 g", "FOOD-GAL-500", "Food", 5.90, 61, True),
        (466, "Breton butter biscuits tin", "FOOD-BIS-TIN", "Food", 11.50, 47, True),
        (465, "Cotton rope basket medium", "BSK-RP-M", "Home Accessories", 32.00, 29, True),
        (464, "Navy canvas apron", "APR-NVY", "Home Accessories", 26.00, 38, True),
        (463, "Sardine tin magnet set", "MAG-SAR-6", "Gifts", 14.00, 122, True),
        (462, "Shell-embossed napkins (20)", "NAP-SHL-20", "Home Accessories", 4.90, 300, True),
        (461, "Mariner cap denim", "CAP-DNM", "Men", 29.00, 34, True),
        (460, "Sunrise watercolor print A3", "PRT-SUN-A3", "Art", 24.00, 18, True),
        (459, "Knotted bracelet - blue", "BR-KNT-BL", "Accessories", 12.50, 88, True),
        (458, "Knotted bracelet - red", "BR-KNT-RD", "Accessories", 12.50, 0, False),
        (457, "Sailing knots poster", "POS-KNOTS", "Art", 19.00, 27, True),
        (456, "Harbor map tea towel", "TT-MAP-HRB", "Home Accessories", 14.00, 66, True),
        (455, "Enamel camping mug 300 ml", "EN-300-GRN", "Home Accessories", 8.50, 12, True),
        (454, "Linen shirt - sand", "SHI-LIN-SND", "Men", 69.00, 14, True),
        (453, "Linen shirt - white", "SHI-LIN-WHT", "Men", 69.00, 9, True),
        (452, "Beach towel stripes", "TWL-STR", "Home Accessories", 35.00, 42, True),
        (451, "Wooden sailboat toy", "TOY-SAIL-W", "Kids", 28.00, 13, True),
        (450, "Cork coasters set (4)", "CST-CORK-4", "Home Accessories", 12.00, 77, True),
        (449, "Anchor cufflinks", "CUF-ANC", "Gifts", 39.00, 22, True),
        (448, "Navy espadrilles", "ESP-NVY", "Women", 42.00, 30, True),
    ]
    mugs = [
        (402, "Ceramic mug Sunrise 350 ml", "CM-350-SUN", "Home Accessories", 9.90, 124, True),
        (311, "Travel mug stainless steel 450 ml", "TM-450-SS", "Home Accessories", 19.90, 58, True),
        (19, "Customizable mug", "demo_15", "Home Accessories", 13.90, 300, True),
        (8, "Mug Today is a good day", "demo_14", "Home Accessories", 11.90, 300, True),
        (7, "Mug The adventure begins", "demo_13", "Home Accessories", 11.90, 300, True),
        (6, "Mug The best is yet to come", "demo_12", "Home Accessories", 11.90, 300, True),
    ]
    cat = {p[0]: list(p) for p in names + mugs}

    def eur(x: float) -> str:
        return f"\u20ac{x:,.2f}"

    def side(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "PrestaShop")
        for m in ["Dashboard", "Orders", "Catalog", "Customers", "Customer Service", "Stats", "Modules", "Design",
                  "Shipping", "Payment", "International", "Shop Parameters", "Advanced Parameters"]:
            t.n(1, "link", m)
            if m == "Catalog":
                for s in ["Products", "Categories", "Monitoring", "Attributes & Features", "Brands & Suppliers",
                          "Files", "Discounts", "Stock"]:
                    t.n(2, "link", s)
        t.n(0, "banner", "")
        t.n(1, "link", "Quick Access", "hasPopup='menu'")
        t.n(1, "textbox", "Search (e.g.: product reference, customer name\u2026)", "clickable", value="")
        t.n(1, "link", "View my shop")
        t.n(1, "button", "Notifications 3")
        t.n(1, "button", "Employee: Camille L.")

    def listing(ids: list[int], typed: str, applied: str, total: int, page: int, msg: str = "") -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.n(2, "link", "Catalog")
        t.t(2, "Products")
        t.n(1, "heading", "Products", "level=1")
        t.n(1, "link", "Add new product")
        t.n(1, "button", "Tools", "hasPopup='menu'")
        if msg:
            t.n(1, "alert", "")
            t.t(2, msg)
            t.n(2, "button", "\u00d7")
        t.n(1, "button", "Filter by categories", "hasPopup='menu'")
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "")
        for h in ["ID", "Image", "Name", "Reference", "Category", "Price (tax excl.)", "Price (tax incl.)",
                  "Quantity", "Status", "Actions"]:
            t.n(3, "columnheader", h, *(["clickable"] if h not in ("Image", "Actions") else []))
        t.n(2, "row", "")
        t.n(3, "cell", "")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Min", "clickable", value="")
        t.n(4, "textbox", "Max", "clickable", value="")
        t.n(3, "cell", "")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Search name", "clickable", value=typed, key="fname")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Search ref.", "clickable", value="")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Search category", "clickable", value="")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Min", "clickable", value="")
        t.n(4, "textbox", "Max", "clickable", value="")
        t.n(3, "cell", "")
        t.n(3, "cell", "")
        t.n(4, "textbox", "Min", "clickable", value="")
        t.n(4, "textbox", "Max", "clickable", value="")
        t.n(3, "cell", "")
        t.n(4, "combobox", "", "hasPopup='menu'", "expanded=False", value="All")
        t.n(3, "cell", "")
        t.n(4, "button", "Search", key="search")
        if applied:
            t.n(4, "button", "Reset", key="reset")
        for pid in ids:
            _, name, ref, ctg, price, qty, on = cat[pid]
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "cell", str(pid))
            t.n(3, "cell", "")
            t.n(4, "image", name)
            t.n(3, "cell", "")
            t.n(4, "link", name, key=f"name{pid}")
            t.n(3, "cell", ref)
            t.n(3, "cell", ctg)
            t.n(3, "cell", eur(price))
            t.n(3, "cell", eur(round(price * 1.2, 2)))
            t.n(3, "cell", str(qty))
            t.n(3, "cell", "")
            t.n(4, "link", "check" if on else "clear", key=f"status{pid}")
            t.n(3, "cell", "")
            t.n(4, "link", "Edit")
            t.n(4, "button", "", "hasPopup='menu'")
        pages = (total + 19) // 20
        first = (page - 1) * 20 + 1
        t.t(1, f"Showing {first} - {min(total, page * 20)} of {total} items")
        if pages > 1:
            t.n(1, "navigation", "Pagination")
            t.n(2, "link", "Previous", *(["disabled=True"] if page == 1 else []))
            for p in range(1, 4):
                t.n(2, "link", str(p), *(["current=True"] if p == page else []))
            t.t(2, "\u2026")
            t.n(2, "link", str(pages))
            t.n(2, "link", "Next", key="next")
        t.n(1, "combobox", "Items per page", "hasPopup='menu'", "expanded=False", value="20")
        return t

    def edit(qty: str, msg: bool) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.n(2, "link", "Catalog")
        t.n(2, "link", "Products")
        t.n(1, "textbox", "Product name", "clickable", value="Customizable mug")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Standard product")
        t.n(1, "tablist", "")
        for tb in ["Basic settings", "Quantities", "Shipping", "Pricing", "SEO", "Options"]:
            t.n(2, "tab", tb, f"selected={'True' if tb == 'Basic settings' else 'False'}")
        t.n(1, "tabpanel", "Basic settings")
        t.n(2, "image", "Customizable mug - cover")
        t.t(2, "Summary")
        t.n(2, "textbox", "Summary", "clickable", value="Customize your mug with the text of your choice. A mood, a message, a quote... It's up to you! Maximum number of characters: ---")
        t.t(2, "Description")
        t.n(2, "textbox", "Description", "clickable", value="White Ceramic Mug. 325ml.")
        t.n(2, "heading", "Features", "level=2")
        t.n(2, "button", "Add a feature")
        t.n(2, "heading", "Brand", "level=2")
        t.n(2, "button", "Add a brand")
        t.n(2, "heading", "Related product", "level=2")
        t.n(2, "button", "Add a related product")
        t.n(1, "complementary", "")
        t.n(2, "textbox", "Reference", "clickable", value="demo_15")
        t.n(2, "spinbutton", "Quantity", "clickable", value=qty, key="qty")
        t.n(2, "textbox", "Tax excluded", "clickable", value="13.90")
        t.n(2, "textbox", "Tax included", "clickable", value="16.68")
        t.n(2, "combobox", "Tax rule", "hasPopup='menu'", "expanded=False", value="FR Taux standard (20%)")
        t.n(2, "heading", "Categories", "level=2")
        t.n(2, "button", "\u00d7 Home Accessories")
        t.n(2, "radio", "Main category", "checked='true'")
        t.n(2, "link", "Create a category")
        t.n(1, "contentinfo", "")
        t.n(2, "button", "Delete")
        t.n(2, "link", "Product page")
        t.n(2, "link", "Product list", key="tolist")
        t.n(2, "checkbox", "Online", "checked='true'")
        t.n(2, "button", "Preview")
        t.n(2, "button", "Save", key="save")
        t.n(2, "button", "", "hasPopup='menu'")
        if msg:
            t.n(1, "alert", "", bid=2611)
            t.t(2, "Settings updated.")
        return t

    lurl = f"{site}/admin-4f2x9k/index.php/sell/catalog/products?_token={token}"
    eurl = f"{site}/admin-4f2x9k/index.php/sell/catalog/products/19?_token={token}"
    tl = "Products \u2022 Atelier Marin"
    te = "Customizable mug \u2022 Products \u2022 Atelier Marin"
    p1 = [p[0] for p in names[:20]]
    p2 = [p[0] for p in names[20:40]]
    mug_ids = [455, 402, 311, 19, 8, 7, 6]
    l1 = listing(p1, "", "", 487, 1)
    l2 = listing(p1, "mug", "", 487, 1)
    l3 = listing(mug_ids, "mug", "mug", 7, 1)
    e4 = edit("300", False)
    e5 = edit("450", False)
    e6 = edit("450", True)
    cat[19][5] = 450
    l7 = listing(mug_ids, "mug", "mug", 7, 1)
    cat[7][6] = False
    l8 = listing(mug_ids, "mug", "mug", 7, 1, "The status has been successfully updated.")
    l9 = listing(p1, "", "", 487, 1)
    l10 = listing(p2, "", "", 487, 2)
    turns = [
        (f"goto('{lurl}')", l1.page(tl, lurl)),
        (f"fill('{l1.ids['fname']}', 'mug')", l2.page(tl, lurl)),
        (f"click('{l2.ids['search']}')", l3.page(tl, lurl)),
        (f"click('{l3.ids['name19']}')", e4.page(te, eurl)),
        (f"fill('{e4.ids['qty']}', '450')", e5.page(te, eurl)),
        (f"click('{e5.ids['save']}')", e6.page(te, eurl)),
        (f"click('{e6.ids['tolist']}')", l7.page(tl, lurl)),
        (f"click('{l7.ids['status7']}')", l8.page(tl, lurl)),
        (f"click('{l8.ids['reset']}')", l9.page(tl, lurl)),
        (f"click('{l9.ids['next']}')", l10.page(tl, f"{lurl}&product[offset]=20&product[limit]=20")),
    ]
    rs.add(task="web", tid="h41-web-04", system=SYSTEM, turns=turns,
           state=f"PrestaShop 8.1 back office of the shop Atelier Marin, logged in as Camille L. Browser at {site}/admin-4f2x9k/index.php/sell/catalog/products. Goal: restock the Customizable mug to 450 units, take 'Mug The adventure begins' offline, then check the second catalog page.")


# Redmine issues: clean
def redmine_issues(rs: RowSet) -> None:
    site = "https://redmine.ledgerline.io"
    issues = [
        (4309, "Bug", "New", "Normal", "Webhook retries ignore Retry-After header", "", "03/14/2024 09:58 AM"),
        (4305, "Feature", "In Progress", "Normal", "Expose proration preview endpoint", "Sara Lindholm", "03/13/2024 05:41 PM"),
        (4302, "Bug", "Feedback", "High", "Duplicate invoice numbers after failover", "Alex Moreau", "03/13/2024 03:12 PM"),
        (4298, "Task", "New", "Low", "Rotate staging Stripe restricted keys", "Tomasz Wr\u00f3bel", "03/13/2024 11:07 AM"),
        (4297, "Bug", "In Progress", "Urgent", "Tax lines missing on credit notes for EU B2B", "Alex Moreau", "03/13/2024 10:26 AM"),
        (4291, "Support", "New", "Normal", "Customer asks for CSV export of usage records", "", "03/12/2024 04:55 PM"),
        (4288, "Feature", "New", "Normal", "Dunning: configurable grace period per plan", "", "03/12/2024 02:18 PM"),
        (4284, "Bug", "Resolved", "Normal", "Coupon with 100% discount produces negative tax", "Sara Lindholm", "03/12/2024 09:44 AM"),
        (4279, "Task", "In Progress", "Normal", "Upgrade pg driver to 3.1", "Tomasz Wr\u00f3bel", "03/11/2024 06:03 PM"),
        (4275, "Bug", "New", "High", "Timezone drift in monthly usage aggregation", "", "03/11/2024 01:30 PM"),
        (4270, "Feature", "Feedback", "Normal", "Invoice template: show PO number", "Mei Chen", "03/11/2024 10:15 AM"),
        (4266, "Bug", "In Progress", "Normal", "Rate limiter counts OPTIONS preflight requests", "Mei Chen", "03/08/2024 04:49 PM"),
        (4261, "Task", "New", "Normal", "Document idempotency keys in API reference", "", "03/08/2024 11:22 AM"),
        (4255, "Bug", "New", "Low", "Typo in German reminder email subject", "", "03/07/2024 03:37 PM"),
        (4251, "Feature", "In Progress", "High", "SEPA mandate revocation flow", "Sara Lindholm", "03/07/2024 09:08 AM"),
        (4246, "Bug", "Resolved", "Normal", "Trial end date off by one for leap day signups", "Alex Moreau", "03/06/2024 05:56 PM"),
        (4240, "Support", "Feedback", "Normal", "Partner asks why MRR differs from finance report", "Mei Chen", "03/06/2024 02:01 PM"),
        (4236, "Task", "New", "Normal", "Remove deprecated /v1/charges endpoints", "", "03/05/2024 10:40 AM"),
        (4231, "Bug", "In Progress", "High", "Refund webhook fires twice for partial refunds", "Tomasz Wr\u00f3bel", "03/04/2024 04:14 PM"),
        (4227, "Feature", "New", "Normal", "Per-seat pricing with volume tiers", "", "03/04/2024 11:53 AM"),
        (4220, "Bug", "Feedback", "Normal", "Currency symbol misplaced for fr-CH locale", "Mei Chen", "03/01/2024 03:26 PM"),
        (4216, "Task", "In Progress", "Normal", "Load test invoice rendering at 500 rps", "Alex Moreau", "03/01/2024 09:47 AM"),
        (4211, "Bug", "New", "Normal", "Pagination cursor breaks on equal created_at", "", "02/29/2024 05:08 PM"),
        (4207, "Feature", "New", "Low", "Dark mode for customer portal", "", "02/29/2024 10:32 AM"),
        (4203, "Bug", "Resolved", "High", "Webhook signature fails with non-ASCII payloads", "Sara Lindholm", "02/28/2024 06:19 PM"),
    ]
    new = (4312, "Bug", "New", "High", "Invoice PDF totals rounded twice for CHF currency", "", "03/14/2024 11:20 AM")

    def top(t: Tree) -> None:
        t.n(0, "navigation", "")
        for m in ["Home", "My page", "Projects", "Administration", "Help"]:
            t.n(1, "link", m)
        t.t(1, "Logged in as")
        t.n(1, "link", "amoreau")
        t.n(1, "link", "My account")
        t.n(1, "link", "Sign out")
        t.n(0, "banner", "")
        t.n(1, "heading", "Billing API", "level=1")
        t.n(1, "searchbox", "Search:", value="")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Jump to a project...")
        t.n(1, "navigation", "")
        for m in ["Overview", "Activity", "Roadmap", "Issues", "Gantt", "Calendar", "News", "Wiki", "Files", "Settings"]:
            t.n(2, "link", m, key=f"tab_{m}")

    def listing(rows: list[tuple], total: int) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "link", "New issue", key="new")
        t.n(1, "heading", "Issues", "level=2")
        t.n(1, "group", "Filters")
        t.n(2, "checkbox", "Status", "checked='true'")
        t.n(2, "combobox", "", value="open")
        t.n(2, "combobox", "Add filter", "hasPopup='menu'", "expanded=False", value="")
        t.n(1, "group", "Options", "expanded=False")
        t.n(1, "link", "Apply")
        t.n(1, "link", "Clear")
        t.n(1, "link", "Save")
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "")
        for h in ["#", "Tracker", "Status", "Priority", "Subject", "Assignee", "Updated"]:
            t.n(3, "columnheader", h, "clickable")
        for iid, tr, st, pr, subj, who, upd in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "cell", "")
            t.n(4, "link", str(iid), key=f"i{iid}")
            t.n(3, "cell", tr)
            t.n(3, "cell", st)
            t.n(3, "cell", pr)
            t.n(3, "cell", "")
            t.n(4, "link", subj)
            t.n(3, "cell", "")
            if who:
                t.n(4, "link", who)
            t.n(3, "cell", upd)
        t.n(1, "navigation", "")
        t.t(2, "\u00ab Previous")
        t.t(2, "1")
        for p in range(2, (total + 24) // 25 + 1):
            t.n(2, "link", str(p))
        t.n(2, "link", "Next \u00bb")
        t.t(2, f"(1-25/{total})")
        t.t(2, "Per page: 25,")
        t.n(2, "link", "50")
        t.n(2, "link", "100")
        t.t(1, "Also available in:")
        for f in ["Atom", "CSV", "PDF"]:
            t.n(1, "link", f)
        t.n(0, "complementary", "")
        t.n(1, "heading", "Issues", "level=3")
        t.n(1, "link", "View all issues")
        t.n(1, "link", "Summary")
        t.n(1, "link", "Calendar")
        t.n(1, "link", "Gantt")
        t.n(1, "heading", "Custom queries", "level=3")
        t.n(1, "link", "Open bugs by priority")
        t.n(1, "link", "My open issues")
        t.n(0, "contentinfo", "")
        t.t(1, "Powered by Redmine \u00a9 2006-2024 Jean-Philippe Lang")
        return t

    def form(subject: str, prio: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "heading", "New issue", "level=2")
        t.n(1, "combobox", "Tracker *", "hasPopup='menu'", "expanded=False", value="Bug")
        t.n(1, "textbox", "Subject *", "clickable", "required", value=subject, key="subject")
        t.n(1, "textbox", "Description", "clickable", value="")
        t.n(1, "link", "Edit")
        t.n(1, "link", "Preview")
        t.n(1, "combobox", "Status *", "hasPopup='menu'", "expanded=False", value="New")
        t.n(1, "combobox", "Priority *", "hasPopup='menu'", "expanded=False", value=prio, key="prio")
        t.n(1, "combobox", "Assignee", "hasPopup='menu'", "expanded=False", value="")
        t.n(1, "link", "Assign to me")
        t.n(1, "combobox", "Category", "hasPopup='menu'", "expanded=False", value="")
        t.n(1, "combobox", "Target version", "hasPopup='menu'", "expanded=False", value="")
        t.n(1, "textbox", "Parent task", "clickable", value="")
        t.n(1, "textbox", "Start date", "clickable", value="2024-03-14")
        t.n(1, "textbox", "Due date", "clickable", value="")
        t.n(1, "textbox", "Estimated time", "clickable", value="")
        t.t(1, "Hours")
        t.n(1, "combobox", "% Done", "hasPopup='menu'", "expanded=False", value="0 %")
        t.t(1, "Files")
        t.n(1, "button", "Choose Files")
        t.t(1, "(Maximum size: 5 MB)")
        t.t(1, "Watchers")
        for w in ["Alex Moreau", "Mei Chen", "Sara Lindholm", "Tomasz Wr\u00f3bel"]:
            t.n(1, "checkbox", w, "checked='false'")
        t.n(1, "button", "Create", key="create")
        t.n(1, "button", "Create and add another")
        t.n(0, "contentinfo", "")
        t.t(1, "Powered by Redmine \u00a9 2006-2024 Jean-Philippe Lang")
        return t

    def issue(flash: bool, age: str, nav: bool) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        if flash:
            t.n(1, "status", "")
            t.t(2, "Issue")
            t.n(2, "link", "#4312")
            t.t(2, "created.")
        for b in ["Edit", "Log time", "Watch", "Copy", "Delete"]:
            t.n(1, "link", b)
        t.n(1, "heading", "Bug #4312", "level=2")
        if nav:
            t.t(1, "\u00ab Previous")
            t.t(1, "|")
            t.t(1, "1 of 144")
            t.t(1, "|")
            t.n(1, "link", "Next \u00bb")
        t.n(1, "heading", new[4], "level=3")
        t.t(1, "Added by")
        t.n(1, "link", "Alex Moreau")
        t.n(1, "link", age)
        t.t(1, "ago.")
        t.n(1, "table", "")
        for k, v in [("Status:", "New"), ("Start date:", "03/14/2024"), ("Priority:", "High"), ("Due date:", ""),
                     ("Assignee:", "-"), ("% Done:", "0%"), ("Category:", "-"), ("Estimated time:", ""),
                     ("Target version:", "-"), ("Spent time:", "-")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "heading", "Subtasks", "level=3")
        t.n(1, "link", "Add")
        t.n(1, "heading", "Related issues", "level=3")
        t.n(1, "link", "Add")
        t.n(1, "link", "Edit")
        t.n(1, "link", "Log time")
        t.n(1, "link", "Watch")
        t.n(0, "contentinfo", "")
        t.t(1, "Powered by Redmine \u00a9 2006-2024 Jean-Philippe Lang")
        return t

    lurl = f"{site}/projects/billing-api/issues"
    tl = "Issues - Billing API - Redmine"
    l1 = listing(issues, 143)
    f2 = form("", "Normal")
    f3 = form(new[4], "Normal")
    f4 = form(new[4], "High")
    i5 = issue(True, "less than a minute", False)
    l6 = listing([new] + issues[:24], 144)
    i7 = issue(False, "2 minutes", True)
    ti = f"Bug #4312: {new[4]} - Billing API - Redmine"
    turns = [
        (f"goto('{lurl}')", l1.page(tl, lurl)),
        (f"click('{l1.ids['new']}')", f2.page("New issue - Billing API - Redmine", f"{site}/projects/billing-api/issues/new")),
        (f"fill('{f2.ids['subject']}', '{new[4]}')", f3.page("New issue - Billing API - Redmine", f"{site}/projects/billing-api/issues/new")),
        (f"select_option('{f3.ids['prio']}', 'High')", f4.page("New issue - Billing API - Redmine", f"{site}/projects/billing-api/issues/new")),
        (f"click('{f4.ids['create']}')", i5.page(ti, f"{site}/issues/4312")),
        (f"click('{i5.ids['tab_Issues']}')", l6.page(tl, lurl)),
        (f"click('{l6.ids['i4312']}')", i7.page(ti, f"{site}/issues/4312")),
    ]
    rs.add(task="web", tid="h41-web-05", system=SYSTEM, turns=turns,
           state=f"Redmine 5.1, logged in as amoreau (Alex Moreau), member of project Billing API. Browser at {site}/projects/billing-api. Goal: file a high-priority bug about CHF invoice totals being rounded twice.")


# Discourse topics: bad
def discourse_topics(rs: RowSet) -> None:
    site = "https://forum.driftsync.org"
    old = "Sync stops after 2.3 upgrade"
    newt = "Sync stops after 2.3 upgrade (fixed in 2.3.1)"
    latest = [
        ("Pinned: Welcome to the DriftSync forum \u2014 read this first", "Announcements", "", "0", "4.1k", "Jan 2023"),
        ("DriftSync 2.3.1 released", "Announcements", "release", "9", "612", "1h"),
        (old, "Support", "sync, upgrade", "14", "312", "2h"),
        ("Ignore patterns not applied to subfolders on Windows", "Support", "windows, ignore", "6", "88", "3h"),
        ("Feature idea: per-folder bandwidth limits", "Ideas", "bandwidth", "21", "540", "4h"),
        ("Backup restore fails with S3-compatible storage", "Support", "backup, s3", "8", "143", "5h"),
        ("Running DriftSync on a Raspberry Pi 5 \u2014 benchmarks", "Show & Tell", "arm, performance", "12", "701", "7h"),
        ("Relay server keeps dropping connections after 30 min", "Support", "relay", "4", "61", "9h"),
        ("Translations: Portuguese (Brazil) needs reviewers", "Contributing", "i18n", "3", "47", "11h"),
        ("Conflict files piling up with Obsidian vault", "Support", "conflicts", "17", "455", "14h"),
        ("Android app drains battery when on metered Wi-Fi", "Support", "android", "10", "263", "17h"),
        ("Docker image 2.3.0 healthcheck always unhealthy", "Support", "docker", "7", "190", "20h"),
        ("How do you structure folders for family sharing?", "General", "", "25", "889", "1d"),
        ("Proposal: deprecate legacy discovery protocol v1", "Development", "protocol", "15", "377", "1d"),
        ("Web UI shows 'Out of Sync' but all files match", "Support", "ui", "9", "214", "1d"),
        ("Synology package update to 2.3", "Support", "synology, upgrade", "5", "176", "2d"),
        ("Encrypted untrusted devices \u2014 real world experience?", "General", "encryption", "19", "1.2k", "2d"),
        ("Setting up DriftSync behind Caddy reverse proxy", "Guides", "proxy", "8", "932", "2d"),
        ("Large file (40 GB) sync stalls at 99%", "Support", "large-files", "11", "305", "3d"),
        ("Monthly community call \u2014 March 2024 notes", "Announcements", "community", "2", "158", "3d"),
        ("Selective sync on iOS via Files app", "Ideas", "ios", "13", "402", "4d"),
        ("Ext4 vs Btrfs for the receiving node", "General", "filesystems", "16", "520", "5d"),
        ("Error: folder marker missing after disk swap", "Support", "errors", "6", "233", "5d"),
        ("Writing a plugin to push events to Home Assistant", "Show & Tell", "home-assistant", "4", "298", "6d"),
        ("CLI: 'driftsync status --json' output changed in 2.3", "Development", "cli, upgrade", "3", "129", "Mar 7"),
        ("Inotify watch limit reached on Ubuntu 22.04", "Support", "linux, inotify", "8", "611", "Mar 6"),
        ("Why is my introducer adding random devices?", "Support", "introducer", "5", "144", "Mar 5"),
        ("Community spotlight: the Pi cluster of @k_oyelaran", "Show & Tell", "", "7", "356", "Mar 4"),
        ("Versioning: staggered vs simple for photos", "General", "versioning", "10", "487", "Mar 2"),
        ("Design: new device-pairing flow mockups", "Development", "ui, design", "22", "640", "Mar 1"),
    ]

    def header(t: Tree, docked: str = "") -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "DriftSync Community")
        t.n(2, "image", "DriftSync Community")
        if docked:
            t.n(1, "heading", docked, "level=1", bid=990)
            t.n(1, "link", "Support", bid=991)
        t.n(1, "button", "Search", "hasPopup='menu'")
        t.n(1, "button", "Menu", "hasPopup='menu'")
        t.n(1, "button", "Profile, notifications and settings \u2013 mod_jules")

    def sidebar(t: Tree) -> None:
        t.n(0, "navigation", "Sidebar")
        for s in ["Topics", "My Posts", "Review 2", "Admin", "More"]:
            t.n(1, "link", s)
        t.n(1, "button", "Categories", "expanded=True")
        for c in ["Announcements", "Support", "Ideas", "Guides", "Show & Tell", "Development"]:
            t.n(2, "link", c, key=f"side_{c}")

    def listing(rows: list[tuple], heading: str, catval: str) -> Tree:
        t = Tree()
        header(t)
        sidebar(t)
        t.n(0, "main", "")
        if heading:
            t.n(1, "heading", heading, "level=1")
            t.t(1, "Installation problems, errors and unexpected behaviour. Please include your version and OS.")
        t.n(1, "button", catval, "hasPopup='menu'", "expanded=False")
        t.n(1, "button", "all tags", "hasPopup='menu'", "expanded=False")
        t.n(1, "list", "")
        for s in ["Latest", "New (3)", "Unread (2)", "Top", "Categories", "Hot"]:
            t.n(2, "link", s, key=f"nav_{s}")
        t.n(1, "button", "New Topic")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["Topic", "Replies", "Views", "Activity"]:
            t.n(3, "columnheader", h, "clickable")
        for title, cat, tags, rep, views, act in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", title, key=title)
            if not heading:
                t.n(4, "link", cat)
            for tg in [x for x in tags.split(", ") if x]:
                t.n(4, "link", tg)
            t.n(3, "cell", rep)
            t.n(3, "cell", views)
            t.n(3, "cell", "")
            t.n(4, "link", act)
        return t

    posts = [
        ("rthiele", "Rolf Thiele", "Mar 12", "After upgrading two nodes from 2.2.4 to 2.3.0, sync between them stops after a few minutes. Both show 'Up to Date' but new files never arrive. Logs show: 'puller: index handler: protocol error: unknown message type 14'. Restarting helps for ~5 minutes.", "3"),
        ("amira_k", "Amira Khalil", "Mar 12", "Same here on a Debian 12 box talking to a Windows 11 laptop. Both on 2.3.0. Downgrading one side to 2.2.4 made it worse (no connection at all).", "2"),
        ("rthiele", "Rolf Thiele", "Mar 12", "Do you also use compression = 'always' on that device? Mine do.", ""),
        ("amira_k", "Amira Khalil", "Mar 12", "Yes, compression 'always' on the laptop side.", ""),
        ("devtobias", "Tobias Wendt", "Mar 13", "Thanks for the reports. Reproduced: with compression 'always' the new index-update batching in 2.3.0 sends a message type that older framing code rejects. Fix is in #2291, will ship in 2.3.1.", "7"),
        ("h_varga", "Hanna Varga", "Mar 13", "Workaround until then: set compression to 'metadata' on both sides and restart. Worked for me.", "5"),
        ("rthiele", "Rolf Thiele", "Mar 13", "Confirmed the workaround, sync has been running for 6 hours now.", "1"),
        ("mod_jules", "Jules Fontaine", "Mar 13", "Pinned the workaround in the 2.3.0 release notes thread.", ""),
        ("amira_k", "Amira Khalil", "Mar 14", "Upgraded both to 2.3.1 this morning and switched compression back to 'always'. All good.", "2"),
        ("devtobias", "Tobias Wendt", "Mar 14", "Great, thanks for confirming. 2.3.1 is out on all channels now.", "3"),
        ("mkrause", "Markus Krause", "Mar 14", "Synology package still offers 2.3.0 only. Any ETA?", ""),
        ("devtobias", "Tobias Wendt", "Mar 14", "The Synology build is waiting for package center review, usually 1-2 days. Use the compression workaround until then.", "1"),
        ("mkrause", "Markus Krause", "Mar 14", "Workaround applied, thanks.", ""),
        ("j_oduya", "Joseph Oduya", "Mar 14", "Docker image 2.3.1 fixed it here as well (linuxserver and official image both).", "2"),
        ("rthiele", "Rolf Thiele", "Mar 14", "Marking this solved from my side. Thanks everyone.", "4"),
    ]

    def post(t: Tree, i: int, user: str, name: str, date: str, body: str, likes: str) -> None:
        b = 300 + 10 * i
        t.n(1, "article", f"post #{i} by @{user}", bid=b)
        t.n(2, "link", user, bid=b + 1)
        t.t(2, name)
        t.n(2, "link", date, bid=b + 2)
        t.t(2, body)
        if likes:
            t.n(2, "button", f"{likes} people liked this post", bid=b + 3)
        t.n(2, "button", "like this post", bid=b + 4)
        t.n(2, "button", "copy a link to this post to clipboard", bid=b + 5)
        t.n(2, "button", "show more", bid=b + 6)
        t.n(2, "button", "Reply", bid=b + 7)

    def topic(title: str, editing: bool, typed: str, pos: int, last: int, docked: bool) -> Tree:
        t = Tree()
        header(t, title if docked else "")
        sidebar(t)
        t.n(0, "main", "")
        b0 = t.bid
        if editing:
            t.n(1, "textbox", "Type title, or paste a link here", "clickable", "focused", value=typed, key="title", bid=b0 + 20)
            t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Support", bid=b0 + 21)
            t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="sync, upgrade", bid=b0 + 22)
            t.n(1, "button", "\u2713", key="ok", bid=b0 + 23)
            t.n(1, "button", "\u2717", bid=b0 + 24)
        else:
            t.n(1, "heading", title, "level=1", bid=b0 + (30 if title == newt else 0))
            t.n(2, "link", title, bid=b0 + (31 if title == newt else 1))
            t.n(1, "button", "Edit the title and category of this topic", key="pencil", bid=b0 + 2)
            t.n(1, "link", "Support", key="cat", bid=b0 + 3)
            t.n(1, "link", "sync", bid=b0 + 4)
            t.n(1, "link", "upgrade", bid=b0 + 5)
        for i, (user, name, date, body, likes) in enumerate(posts[:last], 1):
            post(t, i, user, name, date, body, likes)
        t.at(b0 + 40)
        t.n(1, "navigation", "Topic progress")
        t.t(2, "Mar 12")
        t.t(2, f"{pos} / 15")
        t.t(2, "2h")
        t.n(2, "button", "Reply")
        t.n(2, "button", "Bookmark")
        t.n(2, "button", "Share")
        t.n(2, "button", "Admin actions", "hasPopup='menu'")
        return t

    l1 = listing(latest, "", "all categories")
    t2 = topic(old, False, "", 1, 7, False)
    t3 = topic(old, True, old, 1, 7, False)
    t4 = topic(old, True, newt, 1, 7, False)
    t5 = topic(newt, False, "", 1, 7, False)
    t6 = topic(newt, False, "", 5, 11, True)
    support = [r for r in latest if r[1] == "Support"]
    l7 = listing(support, "Support", "Support")
    backup_posts = [
        ("nkowalczyk", "Nina Kowalczyk", "Mar 13", "Restoring a versioned folder from a MinIO bucket fails with 'SignatureDoesNotMatch' on every object larger than 5 MB. Smaller files restore fine.", "1"),
        ("devtobias", "Tobias Wendt", "Mar 13", "Multipart downloads use a different signing path. Which MinIO version and is the bucket behind a proxy?", ""),
        ("nkowalczyk", "Nina Kowalczyk", "Mar 13", "RELEASE.2024-02-26, behind nginx with proxy_set_header Host $host.", ""),
        ("h_varga", "Hanna Varga", "Mar 13", "nginx is rewriting the Range header for me too. Try proxy_request_buffering off and pass Host unchanged.", "4"),
        ("nkowalczyk", "Nina Kowalczyk", "Mar 14", "proxy_request_buffering off fixed the 5 MB+ files. Restore of 38 GB completed.", "2"),
        ("devtobias", "Tobias Wendt", "Mar 14", "Good to know. I will add this to the S3 backup guide.", "1"),
        ("mod_jules", "Jules Fontaine", "Mar 14", "Marked the nginx reply as the solution.", ""),
        ("pdelacroix", "Paul Delacroix", "Mar 14", "Same setup with Garage instead of MinIO, the buffering change fixed it too.", "1"),
        ("nkowalczyk", "Nina Kowalczyk", "Mar 14", "Also worth checking client_max_body_size if you back up to it through the same proxy.", ""),
    ]

    def btopic(first: int) -> Tree:
        t = Tree()
        header(t, "Backup restore fails with S3-compatible storage" if first > 1 else "")
        sidebar(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Backup restore fails with S3-compatible storage", "level=1")
        t.n(1, "button", "Edit the title and category of this topic")
        t.n(1, "link", "Support")
        t.n(1, "link", "backup")
        t.n(1, "link", "s3")
        for i, (user, name, date, body, likes) in enumerate(backup_posts, 1):
            post(t, i, user, name, date, body, likes)
        if first > 1:
            t.n(1, "heading", "Suggested Topics", "level=3", bid=800)
            t.n(1, "table", "", bid=801)
            t.n(2, "row", "", bid=802)
            for k, h in enumerate(["Topic", "Replies", "Views", "Activity"]):
                t.n(3, "columnheader", h, bid=803 + k)
            for k, (title, cat, _tags, rep, views, act) in enumerate([latest[7], latest[11], latest[18], latest[22], latest[25]]):
                b = 810 + 10 * k
                t.n(2, "row", "", bid=b)
                t.n(3, "cell", "", bid=b + 1)
                t.n(4, "link", title, bid=b + 2)
                t.n(4, "link", cat, bid=b + 3)
                t.n(3, "cell", rep, bid=b + 4)
                t.n(3, "cell", views, bid=b + 5)
                t.n(3, "cell", act, bid=b + 6)
        t.n(1, "navigation", "Topic progress")
        t.t(2, "Mar 13")
        t.t(2, f"{first} / 9")
        t.t(2, "5h")
        t.n(2, "button", "Reply")
        return t

    b8 = btopic(1)
    b9 = btopic(4)
    turl = f"{site}/t/sync-stops-after-2-3-upgrade/4817"
    turl2 = f"{site}/t/sync-stops-after-2-3-upgrade-fixed-in-2-3-1/4817"
    burl = f"{site}/t/backup-restore-fails-with-s3-compatible-storage/4809"
    turns = [
        (f"goto('{site}/latest')", l1.page("DriftSync Community - Latest topics", f"{site}/latest")),
        (f"click('{l1.ids[old]}')", t2.page(f"{old} - Support - DriftSync Community", turl)),
        (f"click('{t2.ids['pencil']}')", t3.page(f"{old} - Support - DriftSync Community", turl)),
        (f"fill('{t3.ids['title']}', '{newt}')", t4.page(f"{old} - Support - DriftSync Community", turl)),
        (f"click('{t4.ids['ok']}')", t5.page(f"{newt} - Support - DriftSync Community", turl2)),
        ("scroll(0, 1400)", t6.page(f"{newt} - Support - DriftSync Community", f"{turl2}/5")),
        (f"click('{t6.ids['side_Support']}')", l7.page("Latest Support topics - DriftSync Community", f"{site}/c/support/5")),
        (f"click('{l7.ids['Backup restore fails with S3-compatible storage']}')", b8.page("Backup restore fails with S3-compatible storage - Support - DriftSync Community", burl)),
        ("scroll(0, 900)", b9.page("Backup restore fails with S3-compatible storage - Support - DriftSync Community", f"{burl}/4")),
    ]
    rs.add(task="web", tid="h41-web-06", system=SYSTEM, turns=turns,
           state=f"Discourse 3.2 forum of the DriftSync project, logged in as moderator mod_jules. Browser at {site}/latest. Goal: mark the 2.3 sync bug thread as fixed in 2.3.1 by editing its title, then look at the S3 backup thread.",
           bad=True, turn=7, kind="topic renamed in turn 5 listed under its old title in the category list")


# Ghost posts: clean
def ghost_posts(rs: RowSet) -> None:
    site = "https://blog.selfhosted-notes.net"
    target = "Self-hosting email in 2024: a reality check"
    scheduled = [("What we learned from 12 months of Postgres on ZFS", "Jonas Bauer", "Databases", "Scheduled", "in 2 days")]
    drafts = [
        (target, "Emma Lindqvist", "Guides", "Draft", "58 minutes ago"),
        ("Notes from FOSDEM 2024", "Jonas Bauer", "Events", "Draft", "3 days ago"),
        ("Backups you can actually restore", "Emma Lindqvist", "Guides", "Draft", "2 weeks ago"),
        ("(Untitled)", "Jonas Bauer", "", "Draft", "1 month ago"),
    ]
    published = [
        ("Tailscale ACLs for a family network", "Jonas Bauer", "Networking", "Published", "2 days ago"),
        ("Migrating from Nextcloud to Seafile, one year later", "Emma Lindqvist", "Reviews", "Published", "6 days ago"),
        ("A cheap UPS setup for a homelab", "Jonas Bauer", "Hardware", "Published", "2 weeks ago"),
        ("Reverse proxies compared: Caddy, Traefik, nginx", "Emma Lindqvist", "Networking", "Published", "3 weeks ago"),
        ("Immich after six months", "Emma Lindqvist", "Reviews", "Published", "1 month ago"),
        ("Why we stopped running Kubernetes at home", "Jonas Bauer", "Opinion", "Published", "1 month ago"),
        ("Monitoring a homelab with Prometheus and 5 alerts", "Jonas Bauer", "Guides", "Published", "2 months ago"),
        ("Paperless-ngx: our document workflow", "Emma Lindqvist", "Guides", "Published", "2 months ago"),
        ("Year in review: 2023", "Jonas Bauer", "", "Published", "2 months ago"),
        ("Energy use of a 4-bay NAS, measured", "Jonas Bauer", "Hardware", "Published", "3 months ago"),
    ]

    def side(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Self-Hosted Notes")
        t.n(1, "button", "Search site")
        for m in ["View site", "Explore", "Posts", "Drafts", "Scheduled", "Published", "Pages", "Tags", "Members 1,204", "Offers"]:
            t.n(1, "link", m, key=f"nav_{m}")
        t.n(1, "link", "Settings")
        t.n(1, "button", "Emma Lindqvist", "hasPopup='menu'")

    def listing(items: list[tuple[str, str, str, str, str]], kind: str) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Posts", "level=2")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value=kind, key="kind")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="All access")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="All authors")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="All tags")
        t.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Newest first")
        t.n(1, "link", "New post")
        t.n(1, "list", "")
        for title, author, tag, status, when in items:
            t.n(2, "listitem", "")
            t.n(3, "link", title, key=title)
            t.t(3, f"By {author}" + (f" in {tag}" if tag else "") + f" \u2022 {when}")
            t.t(3, status)
        return t

    body = [
        "Every few months someone on a forum asks whether it is still reasonable to run your own mail server. We ran one for four years, for three domains and eleven mailboxes, and this is what it actually cost us.",
        "The short version: receiving mail is easy, sending mail that lands in an inbox is a part-time job.",
        "What you need before you start",
        "A static IPv4 address with a reverse DNS entry you control, a provider that does not block port 25, and the patience to watch blocklists for the first few weeks.",
        "SPF, DKIM, DMARC \u2014 and then some",
    ]

    def editor(state: str, modal: str) -> Tree:
        t = Tree()
        t.n(0, "link", "Posts", key="posts")
        t.t(0, state)
        t.n(0, "button", "Preview")
        b0 = t.bid
        if state == "Published":
            t.n(0, "button", "Unpublish", bid=b0 + 1)
            t.n(0, "button", "Update", "disabled=True", bid=b0 + 2)
        else:
            t.n(0, "button", "Publish", key="publish", bid=b0)
        t.at(b0 + 3)
        t.n(0, "button", "Settings")
        t.n(0, "main", "")
        t.n(1, "button", "Add feature image")
        t.n(1, "textbox", "Post title", "clickable", value=target)
        t.n(1, "textbox", "Add a subtitle (optional)", "clickable", value="")
        t.n(1, "textbox", "Editor content", "clickable", "multiline")
        for i, p in enumerate(body):
            if i in (2, 4):
                t.n(2, "heading", p, "level=2")
            else:
                t.n(2, "paragraph", "")
                t.t(3, p)
        t.t(1, "1,842 words")
        t.n(1, "button", "Help")
        if modal == "settings":
            t.n(0, "dialog", "", "modal=True", bid=1400)
            t.n(1, "heading", "Ready, set, publish. Share it with the world.", "level=1", bid=1401)
            t.n(1, "button", "Publish \u2014 Right now", bid=1402)
            t.n(1, "button", "Continue, final review \u2192", bid=1403, key="continue")
            t.n(1, "button", "Close", bid=1404)
        elif modal == "confirm":
            t.n(0, "dialog", "", "modal=True", bid=1400)
            t.n(1, "heading", "Ready, set, publish.", "level=1", bid=1405)
            t.t(1, "Your post will be published on your site.")
            t.n(1, "button", "Publish post, right now", bid=1406, key="confirm")
            t.n(1, "button", "\u2190 Back to settings", bid=1407)
        elif modal == "done":
            t.n(0, "dialog", "", "modal=True", bid=1400)
            t.n(1, "heading", "Boom. It\u2019s out there.", "level=1", bid=1408)
            t.t(1, "That\u2019s 38 posts published, keep going!")
            t.n(1, "link", target, bid=1409)
            t.n(1, "link", "View Post", bid=1410)
            t.n(1, "button", "Back to editor", bid=1411, key="back")
        return t

    allp = scheduled + drafts + published
    l1 = listing(allp, "All posts")
    l2 = listing(drafts, "Drafts")
    e3 = editor("Draft - Saved", "")
    e4 = editor("Draft - Saved", "settings")
    e5 = editor("Draft - Saved", "confirm")
    e6 = editor("Draft - Saved", "done")
    e7 = editor("Published", "")
    l8 = listing(drafts[1:], "Drafts")
    pub_now = (target, "Emma Lindqvist", "Guides", "Published", "2 minutes ago")
    l9 = listing(scheduled + drafts[1:] + [pub_now] + published, "All posts")
    eu = f"{site}/ghost/#/editor/post/65f2b1c4e8a91d0001c3a7f2"
    te = "Editor - Self-Hosted Notes"
    tp = "Posts - Self-Hosted Notes"
    turns = [
        (f"goto('{site}/ghost/#/posts')", l1.page(tp, f"{site}/ghost/#/posts")),
        (f"select_option('{l1.ids['kind']}', 'Drafts')", l2.page(tp, f"{site}/ghost/#/posts?type=draft")),
        (f"click('{l2.ids[target]}')", e3.page(te, eu)),
        (f"click('{e3.ids['publish']}')", e4.page(te, eu)),
        (f"click('{e4.ids['continue']}')", e5.page(te, eu)),
        (f"click('{e5.ids['confirm']}')", e6.page(te, eu)),
        (f"click('{e6.ids['back']}')", e7.page(te, eu)),
        (f"click('{e7.ids['posts']}')", l8.page(tp, f"{site}/ghost/#/posts?type=draft")),
        (f"select_option('{l8.ids['kind']}', 'All posts')", l9.page(tp, f"{site}/ghost/#/posts")),
    ]
    rs.add(task="web", tid="h41-web-07", system=SYSTEM, turns=turns,
           state=f"Ghost 5.80 admin of the blog Self-Hosted Notes (newsletter sending disabled), logged in as Emma Lindqvist (Administrator). Browser at {site}/ghost/#/dashboard. Goal: publish the finished draft about self-hosting email.")


# Odoo inventory: bad
def odoo_inventory(rs: RowSet) -> None:
    site = "https://erp.brightdesk.co"

    def top(t: Tree, menu: str = "") -> None:
        t.n(0, "navigation", "")
        t.n(1, "button", "Home Menu")
        t.n(1, "link", "Inventory")
        t.n(1, "button", "Overview")
        t.n(1, "button", "Operations", "hasPopup='menu'", f"expanded={menu == 'ops'}", key="ops")
        if menu == "ops":
            t.n(2, "menu", "", bid=300)
            t.t(3, "Transfers")
            t.n(3, "menuitem", "Receipts", key="receipts", bid=301)
            t.n(3, "menuitem", "Deliveries", bid=302)
            t.t(3, "Adjustments")
            t.n(3, "menuitem", "Physical Inventory", bid=303)
            t.n(3, "menuitem", "Scrap", bid=304)
            t.t(3, "Procurement")
            t.n(3, "menuitem", "Replenishment", bid=305)
        t.n(1, "button", "Products", "hasPopup='menu'", f"expanded={menu == 'prod'}", key="prodmenu")
        if menu == "prod":
            t.n(2, "menu", "", bid=310)
            t.n(3, "menuitem", "Products", key="products", bid=311)
            t.n(3, "menuitem", "Lots/Serial Numbers", bid=312)
            t.n(3, "menuitem", "Packagings", bid=313)
        t.n(1, "button", "Reporting", "hasPopup='menu'")
        t.n(1, "button", "Configuration", "hasPopup='menu'")
        t.n(1, "button", "Activities 3")
        t.n(1, "button", "Messages 1")
        t.n(1, "button", "BrightDesk Inc.")
        t.n(1, "button", "User: Mitchell Admin")

    def product(menu: str, name: str, ref: str, onhand: str, forecast: str, sold: str, bought: str, price: str,
                cost: str, minmax: str) -> Tree:
        t = Tree()
        top(t, menu)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.n(2, "link", "Products")
        t.t(2, name)
        t.n(1, "button", "Gear actions", "hasPopup='menu'")
        t.t(1, "1 / 1")
        t.n(1, "button", "Update Quantity")
        t.n(1, "button", "Replenish")
        t.n(1, "button", "Print Labels")
        t.n(1, "button", f"On Hand {onhand} Units", key="onhand")
        t.n(1, "button", f"Forecasted {forecast} Units", key="forecast")
        t.n(1, "button", "In / Out")
        t.n(1, "button", f"Min / Max {minmax}")
        t.n(1, "button", f"Sold {sold} Units")
        t.n(1, "button", f"Purchased {bought} Units")
        t.n(1, "button", "Product Moves")
        t.n(1, "textbox", "Product Name", "clickable", value=name)
        t.n(1, "checkbox", "Can be Sold", "checked='true'")
        t.n(1, "checkbox", "Can be Purchased", "checked='true'")
        t.n(1, "tablist", "")
        for tb in ["General Information", "Attributes & Variants", "Sales", "Purchase", "Inventory", "Accounting"]:
            t.n(2, "tab", tb, f"selected={tb == 'General Information'}")
        t.n(1, "tabpanel", "General Information")
        for k, v in [("Product Type", "Storable Product"), ("Invoicing Policy", "Ordered quantities"),
                     ("Unit of Measure", "Units"), ("Purchase UoM", "Units")]:
            t.n(2, "combobox", k, "expanded=False", value=v)
        t.n(2, "textbox", "Sales Price", "clickable", value=price)
        t.n(2, "textbox", "Customer Taxes", "clickable", value="15%")
        t.n(2, "textbox", "Cost", "clickable", value=cost)
        t.n(2, "combobox", "Product Category", "expanded=False", value="All / Saleable / Office Furniture")
        t.n(2, "textbox", "Internal Reference", "clickable", value=ref)
        t.n(2, "textbox", "Barcode", "clickable", value="")
        t.n(2, "textbox", "Internal Notes", "clickable", value="")
        t.n(1, "complementary", "Chatter")
        t.n(2, "button", "Send message")
        t.n(2, "button", "Log note")
        t.n(2, "button", "Activities")
        t.t(2, "Today")
        t.t(2, "Mitchell Admin - 2 hours ago")
        t.t(2, "Cost: 88.50 \u2192 90.00 (Cost)" if ref == "FURN_5555" else "Product Template created")
        return t

    receipts = [
        ("WH/IN/00047", "Partners/Vendors", "WH/Stock", "Wood Corner", "03/14/2024 10:00:00", "P00052", "Ready"),
        ("WH/IN/00046", "Partners/Vendors", "WH/Stock", "Azure Interior", "03/14/2024 15:00:00", "P00051", "Ready"),
        ("WH/IN/00045", "Partners/Vendors", "WH/Stock", "Gemini Furniture", "03/15/2024 09:00:00", "P00049", "Ready"),
        ("WH/IN/00043", "Partners/Vendors", "WH/Stock", "Ready Mat", "03/18/2024 11:00:00", "P00046", "Waiting"),
        ("WH/IN/00041", "Partners/Vendors", "WH/Stock", "Lumber Inc", "03/20/2024 08:30:00", "P00044", "Waiting"),
    ]

    def rlist(rows: list[tuple], menu: str) -> Tree:
        t = Tree()
        top(t, menu)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.t(2, "Receipts")
        t.n(1, "button", "New")
        t.n(1, "button", "Gear actions", "hasPopup='menu'")
        t.n(1, "searchbox", "Search...", value="")
        t.t(1, "Receipts")
        t.n(1, "button", "Remove")
        t.t(1, "To Do")
        t.n(1, "button", "Remove")
        t.n(1, "button", "Toggle Search Panel", "hasPopup='menu'")
        t.t(1, f"1-{len(rows)} / {len(rows)}")
        t.n(1, "button", "Previous", "disabled=True")
        t.n(1, "button", "Next", "disabled=True")
        t.n(1, "button", "List", "pressed=True")
        t.n(1, "button", "Kanban")
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "")
        for h in ["Reference", "From", "To", "Contact", "Scheduled Date", "Source Document", "Status"]:
            t.n(3, "columnheader", h, "clickable")
        for ref, src, dst, who, when, doc, st in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "cell", ref, key=ref)
            t.n(3, "cell", src)
            t.n(3, "cell", dst)
            t.n(3, "cell", who)
            t.n(3, "cell", when)
            t.n(3, "cell", doc)
            t.n(3, "cell", st)
        return t

    def receipt(done: bool) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.n(2, "link", "Receipts", key="crumb")
        t.t(2, "WH/IN/00047")
        t.n(1, "button", "Gear actions", "hasPopup='menu'")
        t.t(1, "1 / 5")
        t.n(1, "button", "Previous")
        t.n(1, "button", "Next")
        if done:
            t.n(1, "button", "Print")
            t.n(1, "button", "Return")
        else:
            t.n(1, "button", "Validate", key="validate")
            t.n(1, "button", "Print")
            t.n(1, "button", "Cancel")
        t.n(1, "radiogroup", "Status")
        for s in ["Draft", "Waiting", "Ready", "Done"]:
            t.n(2, "radio", s, f"checked='{'true' if s == ('Done' if done else 'Ready') else 'false'}'", "disabled=True")
        t.n(1, "heading", "WH/IN/00047", "level=1")
        t.n(1, "textbox", "Receive From", "clickable", value="Wood Corner")
        t.n(1, "textbox", "Operation Type", "clickable", value="BrightDesk: Receipts")
        t.n(1, "textbox", "Scheduled Date", "clickable", value="03/14/2024 10:00:00")
        if done:
            t.n(1, "textbox", "Effective Date", "clickable", "readonly", value="03/14/2024 11:31:07")
        t.n(1, "textbox", "Source Document", "clickable", value="P00052")
        t.n(1, "tablist", "")
        t.n(2, "tab", "Operations", "selected=True")
        t.n(2, "tab", "Additional Info", "selected=False")
        t.n(2, "tab", "Note", "selected=False")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["Product", "Demand", "Quantity", "Unit"]:
            t.n(3, "columnheader", h)
        for p, q in [("[FURN_5555] Cable Management Box", "24.00"), ("[FURN_0789] Individual Workplace", "4.00")]:
            t.n(2, "row", "")
            t.n(3, "cell", p)
            t.n(3, "cell", q)
            t.n(3, "cell", q)
            t.n(3, "cell", "Units")
        if not done:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", "Add a line")
        t.n(1, "complementary", "Chatter")
        t.n(2, "button", "Send message")
        t.n(2, "button", "Log note")
        t.n(2, "button", "Activities")
        t.t(2, "Today")
        if done:
            t.t(2, "Mitchell Admin - now")
            t.t(2, "Ready \u2192 Done (Status)")
        t.t(2, "Mitchell Admin - 2 days ago")
        t.t(2, "Transfer created from P00052")
        return t

    kanban = [
        ("Acoustic Bloc Screens", "FURN_6666", "$ 295.00", "16.00"),
        ("Cabinet with Doors", "E-COM11", "$ 140.00", "8.00"),
        ("Cable Management Box", "FURN_5555", "$ 100.00", "16.00"),
        ("Conference Chair", "E-COM06", "$ 33.00", "26.00"),
        ("Corner Desk Left Sit", "FURN_1118", "$ 85.00", "2.00"),
        ("Corner Desk Right Sit", "E-COM09", "$ 147.00", "5.00"),
        ("Customizable Desk", "FURN_0096", "$ 750.00", "60.00"),
        ("Desk Combination", "FURN_7800", "$ 450.00", "14.00"),
        ("Desk Organizer", "FURN_0001", "$ 5.10", "8.00"),
        ("Drawer", "FURN_8855", "$ 110.50", "11.00"),
        ("Drawer Black", "FURN_8900", "$ 25.00", "0.00"),
        ("Flipover", "FURN_9001", "$ 1,950.00", "3.00"),
        ("Four Person Desk", "FURN_8220", "$ 2,350.00", "4.00"),
        ("Individual Workplace", "FURN_0789", "$ 885.00", "7.00"),
        ("Large Cabinet", "E-COM07", "$ 320.00", "250.00"),
        ("Large Desk", "E-COM08", "$ 1,799.00", "22.00"),
        ("Large Meeting Table", "FURN_6741", "$ 4,000.00", "1.00"),
        ("Magnetic Board", "FURN_8621", "$ 1.98", "12.00"),
        ("Monitor Stand", "FURN_7888", "$ 3.19", "45.00"),
        ("Office Chair", "FURN_7777", "$ 70.00", "30.00"),
    ]

    def kb(menu: str) -> Tree:
        t = Tree()
        top(t, menu)
        t.n(0, "main", "")
        t.n(1, "navigation", "Breadcrumb")
        t.t(2, "Products")
        t.n(1, "button", "New")
        t.n(1, "button", "Gear actions", "hasPopup='menu'")
        t.n(1, "searchbox", "Search...", value="")
        t.n(1, "button", "Toggle Search Panel", "hasPopup='menu'")
        t.t(1, "1-20 / 34")
        t.n(1, "button", "Previous")
        t.n(1, "button", "Next")
        t.n(1, "button", "Kanban", "pressed=True")
        t.n(1, "button", "List")
        for name, ref, price, onhand in kanban:
            t.n(1, "article", "")
            t.n(2, "image", name)
            t.n(2, "link", name, key=name)
            t.t(2, f"[{ref}]")
            t.t(2, f"Price: {price}")
            t.t(2, f"On hand: {onhand} Units")
        return t

    purl = f"{site}/odoo/action-stock.product_template_action_product/41"
    p1 = product("", "Cable Management Box", "FURN_5555", "16.00", "40.00", "31.00", "48.00", "$ 100.00", "$ 90.00", "10.00 / 50.00")
    p2 = product("ops", "Cable Management Box", "FURN_5555", "16.00", "40.00", "31.00", "48.00", "$ 100.00", "$ 90.00", "10.00 / 50.00")
    r3 = rlist(receipts, "")
    f4 = receipt(False)
    f5 = receipt(True)
    r6 = rlist(receipts[1:], "")
    r7 = rlist(receipts[1:], "prod")
    # the kanban card of the received product still shows the pre-receipt quantity
    k8 = kb("")
    p9 = product("", "Desk Organizer", "FURN_0001", "8.00", "5.00", "143.00", "160.00", "$ 5.10", "$ 4.20", "5.00 / 20.00")
    fc = Tree()
    top(fc)
    fc.n(0, "main", "")
    fc.n(1, "navigation", "Breadcrumb")
    fc.n(2, "link", "Products")
    fc.n(2, "link", "Desk Organizer")
    fc.t(2, "Forecasted Report")
    fc.n(1, "button", "Print")
    fc.n(1, "button", "Replenish")
    fc.n(1, "combobox", "Warehouse", "expanded=False", value="BrightDesk")
    for k, v in [("On Hand", "8.00 Units"), ("Incoming", "0.00 Units"), ("Outgoing", "-3.00 Units"), ("Forecasted", "5.00 Units")]:
        fc.t(1, k)
        fc.t(1, v)
    fc.n(1, "table", "")
    fc.n(2, "row", "")
    for h in ["Replenishment", "Receipt", "Expected Delivery", "Quantity", "Unit", "Reserved", "Used by", "Delivery Date"]:
        fc.n(3, "columnheader", h)
    fc.n(2, "row", "")
    fc.n(3, "cell", "Inventory On Hand")
    fc.n(3, "cell", "")
    fc.n(3, "cell", "")
    fc.n(3, "cell", "3.00")
    fc.n(3, "cell", "Units")
    fc.n(3, "cell", "Reserved")
    fc.n(3, "cell", "WH/OUT/00118")
    fc.n(3, "cell", "03/15/2024")
    fc.n(2, "row", "")
    fc.n(3, "cell", "Inventory On Hand")
    fc.n(3, "cell", "")
    fc.n(3, "cell", "")
    fc.n(3, "cell", "5.00")
    fc.n(3, "cell", "Units")
    fc.n(3, "cell", "Free Stock")
    fc.n(3, "cell", "")
    fc.n(3, "cell", "")
    turns = [
        (f"goto('{purl}')", p1.page("Cable Management Box - Odoo", purl)),
        (f"click('{p1.ids['ops']}')", p2.page("Cable Management Box - Odoo", purl)),
        (f"click('{p2.ids['receipts']}')", r3.page("Receipts - Odoo", f"{site}/odoo/action-stock.action_picking_tree_incoming")),
        (f"click('{r3.ids['WH/IN/00047']}')", f4.page("WH/IN/00047 - Odoo", f"{site}/odoo/action-stock.action_picking_tree_incoming/112")),
        (f"click('{f4.ids['validate']}')", f5.page("WH/IN/00047 - Odoo", f"{site}/odoo/action-stock.action_picking_tree_incoming/112")),
        (f"click('{f5.ids['crumb']}')", r6.page("Receipts - Odoo", f"{site}/odoo/action-stock.action_picking_tree_incoming")),
        (f"click('{r6.ids['prodmenu']}')", r7.page("Receipts - Odoo", f"{site}/odoo/action-stock.action_picking_tree_incoming")),
        (f"click('{r7.ids['products']}')", k8.page("Products - Odoo", f"{site}/odoo/action-stock.product_template_action_product")),
        (f"click('{k8.ids['Desk Organizer']}')", p9.page("Desk Organizer - Odoo", f"{site}/odoo/action-stock.product_template_action_product/9")),
        (f"click('{p9.ids['forecast']}')", fc.page("Forecasted Report - Odoo", f"{site}/odoo/action-stock.product_template_action_product/9/action-stock.stock_forecasted_product_template_action")),
    ]
    rs.add(task="web", tid="h41-web-08", system=SYSTEM, turns=turns,
           state=f"Odoo 17 Inventory, logged in as Mitchell Admin, single warehouse. Browser at {purl}. Goal: receive the 24 Cable Management Boxes from Wood Corner (WH/IN/00047), then check Desk Organizer availability.",
           bad=True, turn=8, kind="on-hand quantity of the received product not increased after the receipt was validated")


# Mastodon admin: bad
def mastodon_admin(rs: RowSet) -> None:
    site = "https://social.hafenstadt.net"
    acct_id = "111982734520117341"
    unresolved = [
        ("spamdeals_99", "Best Deals \U0001f525", "1187", "Spam", "lucia_m", "3 posts", "2 hours ago", ""),
        ("hotcoinz@crypto.social", "HotCoinz", "1186", "Spam", "mastodon.social", "1 post", "3 hours ago", ""),
        ("angryuncle", "Uncle Ralf", "1184", "Rule violation", "tomasz", "5 posts", "5 hours ago", "admin_lena"),
        ("bot_reposter@botsin.space", "Repost Bot", "1183", "Other", "kai_wz", "0 posts", "9 hours ago", ""),
        ("n_volkova@kolektiva.social", "Nadia V.", "1181", "Legal", "kolektiva.social", "1 post", "1 day ago", "mod_piet"),
        ("deals4u", "Deals 4 U", "1179", "Spam", "hanne", "2 posts", "1 day ago", ""),
        ("memes_daily@mstdn.party", "Daily Memes", "1176", "Other", "jorge_r", "2 posts", "2 days ago", ""),
        ("k.rivers", "Kay Rivers", "1172", "Rule violation", "lucia_m", "3 posts", "3 days ago", "mod_piet"),
    ]
    resolved = [
        ("spamdeals_99", "Best Deals \U0001f525", "1187", "Spam", "lucia_m", "3 posts", "Limited by admin_lena", "just now"),
        ("gr4ce_h", "Grace H.", "1185", "Rule violation", "tomasz", "1 post", "Resolved by mod_piet", "4 hours ago"),
        ("cheapwatches@spam.land", "Watches", "1182", "Spam", "mastodon.social", "4 posts", "Suspended by admin_lena", "8 hours ago"),
        ("ferryfan", "Ferry Fan \u26f4", "1180", "Other", "kai_wz", "0 posts", "Resolved by mod_piet", "1 day ago"),
        ("l0tto_w1n@mas.to", "Lotto Winner", "1178", "Spam", "hanne", "2 posts", "Suspended by mod_piet", "2 days ago"),
        ("marco_b", "Marco B.", "1175", "Rule violation", "lucia_m", "6 posts", "Warned by admin_lena", "2 days ago"),
    ]

    def side(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Mastodon")
        t.n(1, "link", "Back to Mastodon")
        for m in ["Profile", "Preferences", "Follows and followers", "Filters", "Automated post deletion",
                  "Account", "Import and export", "Development"]:
            t.n(1, "link", m)
        t.n(1, "link", "Moderation")
        for m in ["Reports", "Accounts", "Invites", "Follow recommendations", "Federation", "Blocked email domains", "IP rules"]:
            t.n(2, "link", m, key=f"m_{m}")
        t.n(1, "link", "Administration")
        t.n(1, "link", "Logout")

    def rlist(items: list[tuple], tab: str, flash: str) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Reports", "level=2")
        if flash:
            t.n(1, "status", "")
            t.t(2, flash)
        t.t(1, "Status")
        t.n(1, "link", "Unresolved", *(["current='page'"] if tab == "Unresolved" else []), key="unres")
        t.n(1, "link", "Resolved", *(["current='page'"] if tab == "Resolved" else []), key="res")
        t.t(1, "Origin")
        t.n(1, "link", "All", "current='page'")
        t.n(1, "link", "Local")
        t.n(1, "link", "Remote")
        t.n(1, "textbox", "Target origin", "clickable", value="")
        t.n(1, "button", "Search")
        t.n(1, "list", "")
        for user, disp, rid, cat, by, posts, when, extra in items:
            t.n(2, "listitem", "")
            t.n(3, "link", f"@{user}", key=f"u_{user}")
            t.t(3, disp)
            t.n(3, "link", f"Report #{rid}", key=f"r{rid}")
            t.t(3, cat)
            t.t(3, f"Reported by @{by}" if "." not in by else f"Reported by {by}")
            t.t(3, posts)
            if tab == "Resolved":
                t.t(3, when)
                t.t(3, extra)
            else:
                t.t(3, when)
                t.t(3, f"Assigned moderator: {extra}" if extra else "Assigned moderator: \u2014")
        return t

    def account(limited: bool, login: str, audit: list[tuple[str, str]]) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Best Deals \U0001f525", "level=2")
        t.t(1, "@spamdeals_99")
        if limited:
            t.t(1, "Limited")
        for k, v in [("Posts", "47"), ("Follows", "812"), ("Followers", "3"), ("Storage", "38.2 MB"),
                     ("Reports", "2"), ("Followers from other servers", "1"), ("Blocked by", "9")]:
            t.n(1, "link", f"{v} {k}")
        t.n(1, "table", "")
        rows = [("Username", "spamdeals_99"), ("Display name", "Best Deals \U0001f525"),
                ("Role", "User"), ("Email", "bestdeals.2024@mailinator.com"), ("Email status", "Confirmed"),
                ("Most recent IP", "185.220.101.47"), ("Most recent activity", "Mar 14, 2024"),
                ("Sign up date", "Mar 2, 2024"), ("Invited by", "\u2014"),
                ("Login status", login), ("Account status", "Limited" if limited else "No limits")]
        for k, v in rows:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
            if k == "Role":
                t.n(3, "link", "Change role")
            if k == "Email":
                t.n(3, "link", "Change email")
            if k == "Login status":
                t.n(3, "link", "Enable" if login == "Disabled" else "Disable")
            if k == "Account status" and limited:
                t.n(3, "link", "Undo limit")
        t.n(1, "link", "Perform moderation action")
        t.n(1, "link", "Send email confirmation")
        t.n(1, "heading", "Moderation notes", "level=3")
        t.n(1, "textbox", "Moderation note", "clickable", value="")
        t.n(1, "button", "Add note")
        t.n(1, "heading", "Audit history", "level=3")
        t.n(1, "list", "")
        for text, when in audit:
            t.n(2, "listitem", "")
            t.t(3, text)
            t.t(3, when)
        return t

    def report() -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Report #1187", "level=2")
        t.n(1, "link", "@spamdeals_99")
        t.t(1, "Best Deals \U0001f525")
        t.t(1, "47 Posts \u00b7 3 Followers \u00b7 Joined Mar 2, 2024")
        t.n(1, "table", "")
        for k, v in [("Category", "Spam"), ("Reported by", "@lucia_m"), ("Reported", "2 hours ago"),
                     ("Forwarded", "No"), ("Status", "Unresolved"), ("Assigned moderator", "\u2014")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "link", "Assign to me")
        t.n(1, "heading", "Additional comment", "level=3")
        t.t(1, "Posting the same 'free crypto giveaway' link under every trending hashtag, 30+ times today.")
        t.n(1, "heading", "Reported posts", "level=3")
        for when, text in [("Mar 14, 2024, 08:12", "\U0001f381 FREE 500 USDT for the first 100 followers!! claim now \u2192 bit.ly/3xGv9aQ #Hamburg #Fediverse"),
                           ("Mar 14, 2024, 08:47", "\U0001f381 FREE 500 USDT for the first 100 followers!! claim now \u2192 bit.ly/3xGv9aQ #Photography"),
                           ("Mar 14, 2024, 09:05", "Last chance \u23f0 500 USDT giveaway ends tonight \u2192 bit.ly/3xGv9aQ #caturday")]:
            t.n(1, "article", "")
            t.n(2, "checkbox", "", "checked='true'")
            t.t(2, text)
            t.t(2, when)
            t.t(2, "Public")
        t.n(1, "heading", "Take action", "level=3")
        t.n(1, "button", "Mark as resolved")
        t.t(1, "Choose this if the report does not need action.")
        t.n(1, "button", "Delete posts")
        t.n(1, "button", "Limit", key="limit")
        t.t(1, "Use this to reduce visibility of the account without deleting its content.")
        t.n(1, "button", "Suspend")
        t.n(1, "button", "Custom")
        t.n(1, "heading", "Moderation notes", "level=3")
        t.n(1, "textbox", "Note", "clickable", value="")
        t.n(1, "button", "Add note")
        return t

    conf = Tree()
    side(conf)
    conf.n(0, "main", "")
    conf.n(1, "heading", "Are you sure?", "level=2")
    conf.t(1, "You are about to limit @spamdeals_99's account.")
    conf.n(1, "list", "")
    for line in ["Their posts will only be visible to people who already follow them or manually look them up.",
                 "Their profile and posts will not appear in public timelines, search or recommendations.",
                 "The report will be marked as resolved."]:
        conf.n(2, "listitem", "")
        conf.t(3, line)
    conf.n(1, "checkbox", "Notify the user per e-mail", "checked='true'")
    conf.n(1, "textbox", "Custom warning", "clickable", value="")
    conf.n(1, "button", "Limit", key="go")
    conf.n(1, "link", "Cancel")

    audit0 = [("lucia_m reported @spamdeals_99", "2 hours ago")]
    l1 = rlist(unresolved, "Unresolved", "")
    a2 = account(False, "Enabled", audit0)
    l3 = rlist(unresolved, "Unresolved", "")
    r4 = report()
    l6 = rlist(unresolved[1:], "Unresolved", "Action taken successfully")
    l7 = rlist(resolved, "Resolved", "")
    a8 = account(True, "Disabled", [("admin_lena limited @spamdeals_99", "just now")] + audit0)
    aurl = f"{site}/admin/accounts/{acct_id}"
    turns = [
        (f"goto('{site}/admin/reports')", l1.page("Reports - Hafenstadt Social", f"{site}/admin/reports")),
        (f"click('{l1.ids['u_spamdeals_99']}')", a2.page("spamdeals_99 - Hafenstadt Social", aurl)),
        ("go_back()", l3.page("Reports - Hafenstadt Social", f"{site}/admin/reports")),
        (f"click('{l3.ids['r1187']}')", r4.page("Report #1187 - Hafenstadt Social", f"{site}/admin/reports/1187")),
        (f"click('{r4.ids['limit']}')", conf.page("Are you sure? - Hafenstadt Social", f"{site}/admin/reports/1187/actions/preview?silence=Limit")),
        (f"click('{conf.ids['go']}')", l6.page("Reports - Hafenstadt Social", f"{site}/admin/reports")),
        (f"click('{l6.ids['res']}')", l7.page("Reports - Hafenstadt Social", f"{site}/admin/reports?resolved=1")),
        (f"click('{l7.ids['u_spamdeals_99']}')", a8.page("spamdeals_99 - Hafenstadt Social", aurl)),
    ]
    rs.add(task="web", tid="h41-web-09", system=SYSTEM, turns=turns,
           state=f"Mastodon 4.2 admin interface of social.hafenstadt.net, logged in as admin_lena (Owner). Browser at {site}/admin/dashboard. Goal: deal with the spam report against the local account @spamdeals_99 by limiting it, without locking the owner out.",
           bad=True, turn=8, kind="account login status reads Disabled though only a limit was applied")


# Jellyfin libraries: clean
def jellyfin_libraries(rs: RowSet) -> None:
    site = "http://jf-media.lan:8096"

    def drawer(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Home")
        t.t(1, "Server")
        for m in ["Dashboard", "General", "Users", "Libraries", "Display", "Metadata", "NFO Settings"]:
            t.n(1, "link", m, key=f"nav_{m}")
        t.t(1, "Playback")
        for m in ["Transcoding", "Resume", "Streaming"]:
            t.n(1, "link", m)
        t.t(1, "Devices")
        for m in ["Devices", "Activity", "DLNA"]:
            t.n(1, "link", m)
        t.t(1, "Advanced")
        for m in ["Networking", "API Keys", "Logs", "Notifications", "Plugins", "Scheduled Tasks"]:
            t.n(1, "link", m)

    def dash(pos: str, pct: str, ago: tuple[str, str, str], task: str) -> Tree:
        t = Tree()
        drawer(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Dashboard", "level=1")
        t.n(1, "heading", "Server", "level=2")
        t.t(1, "Server name: jf-media")
        t.t(1, "Version: 10.8.13")
        t.n(1, "button", "Scan All Libraries")
        t.n(1, "button", "Restart")
        t.n(1, "button", "Shutdown")
        if task:
            t.n(1, "heading", "Running Tasks", "level=2")
            t.t(1, "Scan Media Library")
            t.n(1, "progressbar", "", f"valuenow={task}", "valuemin=0", "valuemax=100")
            t.t(1, f"{task}%")
            t.n(1, "button", "Stop")
        t.n(1, "heading", "Active Devices", "level=2")
        t.n(1, "article", "")
        t.t(2, "Living room TV")
        t.t(2, "Jellyfin Android TV 0.16.5")
        t.t(2, "maya")
        t.t(2, "The Grand Budapest Hotel")
        t.n(2, "progressbar", "", f"valuenow={pct}", "valuemin=0", "valuemax=100")
        t.t(2, f"{pos} / 1:39:33")
        t.t(2, "Direct playing")
        t.n(2, "button", "Pause")
        t.n(2, "button", "Stop")
        t.n(2, "button", "Send message")
        t.n(1, "article", "")
        t.t(2, "Firefox")
        t.t(2, "Jellyfin Web 10.8.13")
        t.t(2, "admin")
        t.n(1, "heading", "Latest Activity", "level=2")
        t.n(1, "list", "")
        for text, when in [("maya is playing The Grand Budapest Hotel on Living room TV", ago[0]),
                           ("maya has been successfully authenticated", ago[1]),
                           ("admin has been successfully authenticated", ago[2]),
                           ("jonas has finished playing Severance - S01E04 on iPhone", "3 hours ago"),
                           ("Scan Media Library failed: The network path was not found (Music)", "yesterday")]:
            t.n(2, "listitem", "")
            t.t(3, text)
            t.t(3, when)
        t.n(1, "heading", "Paths", "level=2")
        for k, v in [("Cache", "/var/cache/jellyfin"), ("Logs", "/var/log/jellyfin"), ("Metadata", "/var/lib/jellyfin/metadata"),
                     ("Transcodes", "/var/lib/jellyfin/transcodes"), ("Web", "/usr/share/jellyfin/web")]:
            t.t(1, f"{k}: {v}")
        return t

    libs = [("Movies", "/mnt/media/movies"), ("Shows", "/mnt/media/tv"), ("Music", "/mnt/media/music")]

    def libpage(items: list[tuple[str, str]], scanning: str, dialog: str, ctype: str, name: str, folder: str,
                picker: str = "") -> Tree:
        t = Tree()
        drawer(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Libraries", "level=1")
        t.n(1, "button", "Add Media Library", key="add")
        t.n(1, "button", "Scan All Libraries")
        for lib, path in items:
            t.n(1, "article", "")
            t.n(2, "button", lib)
            t.t(2, lib)
            t.t(2, f"Folders: {path}")
            if lib == "Documentaries" and scanning:
                t.n(2, "progressbar", "", f"valuenow={scanning}")
                t.t(2, f"{scanning}%")
            t.n(2, "button", "Menu", "hasPopup='menu'")
        if dialog:
            t.n(0, "dialog", "Add Media Library", "modal=True", bid=700)
            t.n(1, "button", "Close", bid=701)
            t.n(1, "combobox", "Content type:", "hasPopup='menu'", "expanded=False", value=ctype, bid=702, key="ctype")
            t.n(1, "textbox", "Display name:", "clickable", value=name, bid=703, key="name")
            t.t(1, "Folders")
            t.n(1, "button", "Add", bid=704, key="plus")
            if folder:
                t.t(1, folder)
                t.n(1, "button", "Remove", bid=705)
            if ctype:
                t.n(1, "heading", "Library Settings", "level=2", bid=706)
                t.n(1, "checkbox", "Enable the library", "checked='true'", bid=707)
                t.n(1, "combobox", "Preferred download language:", value="English", bid=708)
                t.n(1, "combobox", "Country/Region:", value="Germany", bid=709)
                t.n(1, "checkbox", "Prefer embedded titles over filenames", "checked='false'", bid=710)
                t.n(1, "checkbox", "Enable real time monitoring", "checked='true'", bid=711)
                t.n(1, "heading", "Metadata downloaders (Movies):", "level=3", bid=712)
                t.n(1, "checkbox", "TheMovieDb", "checked='true'", bid=713)
                t.n(1, "checkbox", "The Open Movie Database", "checked='true'", bid=714)
                t.n(1, "heading", "Image fetchers (Movies):", "level=3", bid=715)
                t.n(1, "checkbox", "TheMovieDb", "checked='true'", bid=716)
                t.n(1, "checkbox", "Embedded Image Extractor", "checked='true'", bid=717)
                t.n(1, "checkbox", "Screen Grabber", "checked='false'", bid=718)
                t.n(1, "checkbox", "Automatically refresh metadata from the internet", "checked='false'", bid=719)
            t.n(1, "button", "OK", bid=720, key="ok")
        if picker:
            t.n(0, "dialog", "Select Path", "modal=True", bid=800)
            t.n(1, "button", "Close", bid=801)
            t.n(1, "textbox", "Folder:", "clickable", value=picker, bid=802)
            t.n(1, "textbox", "Shared network folder (optional):", "clickable", value="", bid=803)
            t.n(1, "list", "", bid=804)
            if picker == "/mnt/media":
                entries = ["..", "documentaries", "inbox", "movies", "music", "tv"]
            else:
                entries = ["..", "Free Solo (2018)", "Honeyland (2019)", "My Octopus Teacher (2020)",
                           "Icarus (2017)", "Jiro Dreams of Sushi (2011)", "Man on Wire (2008)", "Searching for Sugar Man (2012)"]
            for i, e in enumerate(entries):
                t.n(2, "listitem", e, "clickable", bid=805 + i, key=f"dir_{e}")
            t.n(1, "button", "OK", bid=830, key="pick_ok")
        return t

    lurl = f"{site}/web/index.html#!/dashboard/libraries"
    durl = f"{site}/web/index.html#!/dashboard"
    d1 = dash("1:12:40", "73", ("21 minutes ago", "22 minutes ago", "24 minutes ago"), "")
    p2 = libpage(libs, "", "", "", "", "")
    p3 = libpage(libs, "", "open", "", "", "")
    p4 = libpage(libs, "", "open", "Movies", "", "")
    p5 = libpage(libs, "", "open", "Movies", "Documentaries", "")
    p6 = libpage(libs, "", "open", "Movies", "Documentaries", "", "/mnt/media")
    p7 = libpage(libs, "", "open", "Movies", "Documentaries", "", "/mnt/media/documentaries")
    p8 = libpage(libs, "", "open", "Movies", "Documentaries", "/mnt/media/documentaries")
    p9 = libpage(libs + [("Documentaries", "/mnt/media/documentaries")], "12", "", "", "", "")
    d10 = dash("1:14:57", "75", ("23 minutes ago", "25 minutes ago", "26 minutes ago"), "64")
    d11 = dash("1:15:29", "76", ("24 minutes ago", "25 minutes ago", "27 minutes ago"), "")
    tl = "Libraries - Jellyfin"
    turns = [
        (f"goto('{durl}')", d1.page("Dashboard - Jellyfin", durl)),
        (f"click('{d1.ids['nav_Libraries']}')", p2.page(tl, lurl)),
        (f"click('{p2.ids['add']}')", p3.page(tl, lurl)),
        (f"select_option('{p3.ids['ctype']}', 'Movies')", p4.page(tl, lurl)),
        (f"fill('{p4.ids['name']}', 'Documentaries')", p5.page(tl, lurl)),
        (f"click('{p5.ids['plus']}')", p6.page(tl, lurl)),
        (f"click('{p6.ids['dir_documentaries']}')", p7.page(tl, lurl)),
        (f"click('{p7.ids['pick_ok']}')", p8.page(tl, lurl)),
        (f"click('{p8.ids['ok']}')", p9.page(tl, lurl)),
        (f"click('{p9.ids['nav_Dashboard']}')", d10.page("Dashboard - Jellyfin", durl)),
        ("noop(30000)", d11.page("Dashboard - Jellyfin", durl)),
    ]
    rs.add(task="web", tid="h41-web-10", system=SYSTEM, turns=turns,
           state=f"Jellyfin 10.8.13 web client, logged in as admin; a family member is streaming a movie on the TV. Browser at {site}/web/index.html#!/home. Goal: add /mnt/media/documentaries as a new Movies library called Documentaries and let the first scan finish.")


# NocoDB grid: bad
def nocodb_grid(rs: RowSet) -> None:
    site = "https://nocodb.acme-procure.com"
    base_id = "p_k3v9x2m1a8q4wz"
    vendors = [
        ("Baltic Timber Supply", "orders@baltictimber.lv", "Latvia", "Net 30", True, "2023-02-14 09:12"),
        ("Cartonnages Dupr\u00e9 SARL", "commandes@dupre-cartons.fr", "France", "Net 45", True, "2023-02-14 09:15"),
        ("Delta Fasteners Ltd", "sales@deltafasteners.co.uk", "United Kingdom", "Net 30", True, "2023-03-02 14:40"),
        ("Eurolabel GmbH", "vertrieb@eurolabel.de", "Germany", "Net 14", True, "2023-03-20 11:05"),
        ("Fj\u00e4llpack AB", "order@fjallpack.se", "Sweden", "Net 30", False, "2023-05-08 16:22"),
        ("Gdansk Pallets Sp. z o.o.", "biuro@gdanskpallets.pl", "Poland", "Prepaid", True, "2023-06-11 08:47"),
        ("Hollandse Tape BV", "info@hollandsetape.nl", "Netherlands", "Net 30", True, "2023-07-19 13:30"),
        ("Iberfilm S.L.", "pedidos@iberfilm.es", "Spain", "Net 60", True, "2023-09-04 10:18"),
        ("Kobe Desiccants Co.", "export@kobe-desiccant.jp", "Japan", "Prepaid", True, "2023-10-27 02:55"),
        ("Lumen Print Services", "hello@lumenprint.ie", "Ireland", "Net 14", True, "2023-12-01 15:09"),
        ("Mercurio Imballaggi S.p.A.", "ordini@mercurio-imb.it", "Italy", "Net 45", True, "2024-01-22 09:41"),
        ("Ostrava Steel Strapping s.r.o.", "obchod@ostravastrap.cz", "Czechia", "Net 30", False, "2024-02-29 12:03"),
    ]
    pos = [
        ("PO-2024-0131", "Mercurio Imballaggi S.p.A.", "2024-03-13", "\u20ac4,820.00", "Sent"),
        ("PO-2024-0130", "Eurolabel GmbH", "2024-03-12", "\u20ac612.50", "Confirmed"),
        ("PO-2024-0129", "Baltic Timber Supply", "2024-03-11", "\u20ac9,340.00", "Confirmed"),
        ("PO-2024-0128", "Hollandse Tape BV", "2024-03-08", "\u20ac1,185.60", "Received"),
        ("PO-2024-0127", "Delta Fasteners Ltd", "2024-03-06", "\u20ac2,204.00", "Received"),
        ("PO-2024-0126", "Cartonnages Dupr\u00e9 SARL", "2024-03-04", "\u20ac6,075.00", "Received"),
        ("PO-2024-0125", "Iberfilm S.L.", "2024-02-28", "\u20ac3,410.40", "Partially received"),
        ("PO-2024-0124", "Gdansk Pallets Sp. z o.o.", "2024-02-26", "\u20ac1,960.00", "Received"),
        ("PO-2024-0123", "Lumen Print Services", "2024-02-21", "\u20ac845.00", "Invoiced"),
        ("PO-2024-0122", "Eurolabel GmbH", "2024-02-19", "\u20ac1,225.00", "Invoiced"),
        ("PO-2024-0121", "Kobe Desiccants Co.", "2024-02-14", "\u20ac2,980.00", "Invoiced"),
        ("PO-2024-0120", "Mercurio Imballaggi S.p.A.", "2024-02-09", "\u20ac5,130.00", "Invoiced"),
        ("PO-2024-0119", "Baltic Timber Supply", "2024-02-05", "\u20ac8,760.00", "Invoiced"),
        ("PO-2024-0118", "Delta Fasteners Ltd", "2024-01-30", "\u20ac1,412.00", "Invoiced"),
    ]

    def side(t: Tree, active: str) -> None:
        t.n(0, "navigation", "")
        t.n(1, "button", "Acme Procurement", "hasPopup='menu'")
        t.n(1, "textbox", "Search table", "clickable", value="")
        t.n(1, "tree", "")
        t.n(2, "treeitem", "Procurement", "expanded=True")
        for tb in ["Vendors", "Purchase Orders", "Items", "Contracts", "Shipments"]:
            t.n(3, "treeitem", tb, f"selected={tb == active}", key=f"tbl_{tb}")
        t.n(1, "button", "Create Table")
        t.n(1, "link", "Team & Settings")
        t.n(1, "button", "Logged in as m.lindqvist@acme-procure.com")

    def toolbar(t: Tree, name: str, filt: bool) -> None:
        t.n(0, "main", "")
        t.t(1, name)
        t.n(1, "tab", "Data", "selected=True")
        t.n(1, "tab", "Details", "selected=False")
        t.n(1, "button", "Default View", "hasPopup='menu'")
        t.n(1, "button", "Fields")
        t.n(1, "button", "Filter", "hasPopup='menu'", f"expanded={filt}", key="filter")
        t.n(1, "button", "Sort")
        t.n(1, "button", "Group")
        t.n(1, "button", "Row height")
        t.n(1, "textbox", "Search in Title" if name == "Vendors" else "Search in PO Number", "clickable", value="")
        t.n(1, "button", "Share")

    def vgrid(form: bool, title: str) -> Tree:
        t = Tree()
        side(t, "Vendors")
        toolbar(t, "Vendors", False)
        t.n(1, "grid", "")
        t.n(2, "row", "")
        for h in ["#", "Title", "Contact Email", "Country", "Payment Terms", "Active", "Created At"]:
            t.n(3, "columnheader", h)
        t.n(3, "button", "Add field")
        for i, (name, mail, country, terms, active, created) in enumerate(vendors, 1):
            t.n(2, "row", "")
            t.n(3, "gridcell", str(i))
            t.n(3, "gridcell", name)
            t.n(3, "gridcell", mail)
            t.n(3, "gridcell", country)
            t.n(3, "gridcell", terms)
            t.n(3, "gridcell", "")
            t.n(4, "checkbox", "", f"checked='{str(active).lower()}'")
            t.n(3, "gridcell", created)
        t.n(1, "button", "New Record", key="new")
        t.n(1, "button", "", "hasPopup='menu'")
        t.t(1, f"{len(vendors)} records")
        if form:
            t.n(0, "dialog", "New record", "modal=True", bid=500)
            t.t(1, "Vendors")
            t.t(1, "New record")
            t.n(1, "button", "Close", bid=501)
            t.t(1, "Title")
            t.n(1, "textbox", "Title", "clickable", "focused", value=title, bid=502, key="title")
            t.t(1, "Contact Email")
            t.n(1, "textbox", "Contact Email", "clickable", value="", bid=503)
            t.t(1, "Country")
            t.n(1, "combobox", "Country", "hasPopup='listbox'", "expanded=False", value="", bid=504)
            t.t(1, "Payment Terms")
            t.n(1, "combobox", "Payment Terms", "hasPopup='listbox'", "expanded=False", value="", bid=505)
            t.t(1, "Active")
            t.n(1, "checkbox", "Active", "checked='false'", bid=506)
            t.t(1, "Notes")
            t.n(1, "textbox", "Notes", "clickable", value="", bid=507)
            t.n(1, "button", "Discard", bid=508)
            t.n(1, "button", "Save", bid=509, key="save")
        return t

    def pgrid(filt: int) -> Tree:
        t = Tree()
        side(t, "Purchase Orders")
        toolbar(t, "Purchase Orders", filt > 0)
        if filt:
            t.n(1, "dialog", "", bid=600)
            if filt == 2:
                t.n(2, "combobox", "", "hasPopup='listbox'", value="PO Number", bid=601)
                t.n(2, "combobox", "", "hasPopup='listbox'", value="is equal", bid=602)
                t.n(2, "textbox", "Enter a value", "clickable", "focused", value="", bid=603)
                t.n(2, "button", "Delete filter", bid=604)
            t.n(2, "button", "+ Add Filter", bid=605, key="addf")
            t.n(2, "button", "+ Add Filter Group", bid=606)
        t.n(1, "grid", "")
        t.n(2, "row", "")
        for h in ["#", "PO Number", "Vendor", "Order Date", "Amount", "Status"]:
            t.n(3, "columnheader", h)
        t.n(3, "button", "Add field")
        for i, (po, vendor, date, amount, status) in enumerate(pos, 1):
            t.n(2, "row", "")
            t.n(3, "gridcell", str(i))
            t.n(3, "gridcell", po)
            t.n(3, "gridcell", "")
            t.n(4, "button", vendor)
            t.n(3, "gridcell", date)
            t.n(3, "gridcell", amount)
            t.n(3, "gridcell", status)
        t.n(1, "button", "New Record")
        t.t(1, "131 records")
        return t

    vurl = f"{site}/#/nc/{base_id}/md_vj0w4t8s2nq1rb"
    purl = f"{site}/#/nc/{base_id}/md_pq7x1m5c9e3lhd"
    title = "Nordlicht Packaging GmbH"
    g1 = vgrid(False, "")
    g2 = vgrid(True, "")
    g3 = vgrid(True, title)
    # after Save the grid still lists the same 12 vendors
    g4 = vgrid(False, "")
    p5 = pgrid(0)
    p6 = pgrid(1)
    p7 = pgrid(2)
    tv = "Vendors | NocoDB"
    tp = "Purchase Orders | NocoDB"
    turns = [
        (f"goto('{vurl}')", g1.page(tv, vurl)),
        (f"click('{g1.ids['new']}')", g2.page(tv, vurl)),
        (f"fill('{g2.ids['title']}', '{title}')", g3.page(tv, vurl)),
        (f"click('{g3.ids['save']}')", g4.page(tv, vurl)),
        (f"click('{g4.ids['tbl_Purchase Orders']}')", p5.page(tp, purl)),
        (f"click('{p5.ids['filter']}')", p6.page(tp, purl)),
        (f"click('{p6.ids['addf']}')", p7.page(tp, purl)),
    ]
    rs.add(task="web", tid="h41-web-11", system=SYSTEM, turns=turns,
           state=f"NocoDB 0.204 workspace of Acme Procurement, logged in as m.lindqvist@acme-procure.com (Editor). Browser at {site}/#/nc/{base_id}. Goal: register the new vendor Nordlicht Packaging GmbH, then look up purchase orders by number.",
           bad=True, turn=4, kind="record created with Save missing from the grid, count unchanged")


# Firefly III transactions: clean
def firefly_transactions(rs: RowSet) -> None:
    site = "https://money.wohnung-kai.de"
    tx = [
        ("Lidl Filiale 4471", -23.61, "2024-03-13", "Lidl", "Groceries", "Groceries"),
        ("Stadtwerke Abschlag M\u00e4rz", -96.00, "2024-03-12", "Stadtwerke M\u00fcnchen", "Utilities", "Energy"),
        ("Netflix", -13.99, "2024-03-11", "Netflix", "Subscriptions", "Streaming"),
        ("DB Fernverkehr Ticket", -59.90, "2024-03-11", "Deutsche Bahn", "Travel", "Train"),
        ("B\u00e4ckerei Schmidt", -8.40, "2024-03-10", "B\u00e4ckerei Schmidt", "Groceries", "Bakery"),
        ("Rewe Markt", -41.27, "2024-03-09", "Rewe", "Groceries", "Groceries"),
        ("Amazon.de Marketplace", -34.99, "2024-03-08", "Amazon", "Shopping", "Household items"),
        ("dm-drogerie markt", -18.45, "2024-03-07", "dm", "Household", "Drugstore"),
        ("Aral Tankstelle", -67.32, "2024-03-05", "Aral", "Car", "Fuel"),
        ("Miete M\u00e4rz", -890.00, "2024-03-04", "Hausverwaltung Brandl", "Rent", "Rent"),
        ("Rossmann", -12.80, "2024-03-03", "Rossmann", "Household", "Drugstore"),
        ("Spotify", -10.99, "2024-03-02", "Spotify", "Subscriptions", "Streaming"),
        ("Telekom Mobilfunk", -29.95, "2024-03-01", "Telekom", "Subscriptions", "Phone"),
        ("Gehalt Februar", 3412.00, "2024-03-01", "Kinetik GmbH", "", "Salary"),
    ]
    balance0 = 2318.42

    def eur(x: float) -> str:
        s = f"\u20ac{abs(x):,.2f}"
        return "-" + s if x < 0 else s

    def side(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Firefly III")
        t.n(1, "link", "Dashboard")
        t.t(1, "FINANCIAL CONTROL")
        for m in ["Budgets", "Bills", "Piggy banks"]:
            t.n(1, "link", m)
        t.t(1, "ACCOUNTING")
        t.n(1, "link", "Transactions", "expanded=False")
        t.n(1, "link", "Automation", "expanded=False")
        t.t(1, "OTHERS")
        t.n(1, "link", "Accounts", "expanded=True")
        for m in ["Asset accounts", "Expense accounts", "Revenue accounts", "Liabilities"]:
            t.n(2, "link", m)
        t.n(1, "link", "Classification", "expanded=False")
        t.n(1, "link", "Reports")
        t.n(0, "banner", "")
        t.n(1, "button", "Toggle navigation")
        t.n(1, "textbox", "Search...", "clickable", value="")
        t.n(1, "button", "March 1, 2024 - March 31, 2024")
        t.n(1, "button", "Create new stuff", "hasPopup='menu'")
        t.n(1, "link", "kai@wohnung-kai.de")
        t.n(1, "link", "Logout")

    def account(rows: list[tuple]) -> Tree:
        t = Tree()
        side(t)
        spent = -sum(r[1] for r in rows if r[1] < 0)
        earned = sum(r[1] for r in rows if r[1] > 0)
        bal = balance0 + sum(r[1] for r in rows if r not in tx)
        t.n(0, "main", "")
        t.n(1, "heading", "ING Girokonto", "level=1")
        t.t(1, "Asset account \u00bb Default asset account")
        t.n(1, "link", "Edit")
        t.n(1, "link", "Delete")
        t.n(1, "link", "Reconcile")
        t.n(1, "link", "Create new transaction", key="create")
        t.n(1, "heading", "Chart for ING Girokonto (March 1, 2024 - March 31, 2024)", "level=3")
        t.n(1, "image", "Balance chart")
        t.n(1, "table", "")
        for k, v in [("IBAN", "DE89 5001 0517 5407 3249 31"), ("Account number", "5407324931"), ("Current balance", eur(bal - 0.0)),
                     ("Spent this period", eur(-spent)), ("Earned this period", eur(earned))]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "heading", "Transactions", "level=3")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["", "Description", "Amount", "Date", "Source account", "Destination account", "Category", "Budget", ""]:
            t.n(3, "columnheader", h)
        for desc, amt, date, other, cat, bud in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "image", "Withdrawal" if amt < 0 else "Deposit")
            t.n(3, "cell", "")
            t.n(4, "link", desc, key=desc)
            t.n(3, "cell", eur(amt))
            t.n(3, "cell", date)
            t.n(3, "cell", "")
            t.n(4, "link", "ING Girokonto" if amt < 0 else other)
            t.n(3, "cell", "")
            t.n(4, "link", other if amt < 0 else "ING Girokonto")
            t.n(3, "cell", "")
            if cat:
                t.n(4, "link", cat)
            t.n(3, "cell", "")
            if amt < 0 and bud:
                t.n(4, "link", bud)
            t.n(3, "cell", "")
            t.n(4, "button", "Actions", "hasPopup='menu'")
        t.n(1, "link", "Show all transactions")
        t.n(0, "contentinfo", "")
        t.t(1, "Firefly III v6.1.10 \u00a9 James Cole, AGPL-3.0-or-later")
        return t

    def form(desc: str, dest: str, amount: str, suggest: bool, edit: bool) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Edit withdrawal \"Rewe Markt 14.03.\"" if edit else "Create a new withdrawal", "level=1")
        t.n(1, "heading", "Basic transaction information", "level=3")
        t.n(1, "textbox", "Description", "clickable", value=desc, key="desc")
        t.n(1, "textbox", "Source account", "clickable", value="ING Girokonto")
        t.t(1, "DE89 5001 0517 5407 3249 31")
        t.n(1, "textbox", "Destination account", "clickable", value=dest, key="dest")
        if suggest:
            t.n(1, "listbox", "", bid=900)
            t.n(2, "option", "Rewe", "selected=False", bid=901)
            t.n(2, "option", "Rewe To Go", "selected=False", bid=902)
        t.n(1, "textbox", "Date", "clickable", value="2024-03-14")
        t.n(1, "textbox", "Time", "clickable", value="00:00")
        t.n(1, "textbox", "Amount", "clickable", value=amount, key="amount")
        t.t(1, "EUR")
        t.n(1, "combobox", "Foreign currency", "expanded=False", value="(none)")
        t.n(1, "heading", "Meta information", "level=3")
        t.n(1, "combobox", "Budget", "expanded=False", value="(no budget)")
        t.n(1, "textbox", "Category", "clickable", value="")
        t.n(1, "textbox", "Tags", "clickable", value="")
        t.n(1, "combobox", "Bill", "expanded=False", value="(no bill)")
        t.n(1, "textbox", "Notes", "clickable", value="")
        if edit:
            t.n(1, "checkbox", "Return here after updating", "checked='false'")
            t.n(1, "button", "Update transaction", key="submit")
        else:
            t.n(1, "checkbox", "Return here to create another one", "checked='false'")
            t.n(1, "checkbox", "Reset form after submission", "checked='false'")
            t.n(1, "button", "Submit", key="submit")
        return t

    def show(amount: float, msg: str, cat: bool) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "alert", "")
        t.t(2, msg)
        t.n(2, "button", "\u00d7")
        t.n(1, "heading", "Withdrawal \"Rewe Markt 14.03.\"", "level=1")
        t.n(1, "link", "Edit", key="edit")
        t.n(1, "link", "Delete")
        t.n(1, "button", "Actions", "hasPopup='menu'")
        t.n(1, "table", "")
        for k, v in [("Type", "Withdrawal"), ("Description", "Rewe Markt 14.03."), ("Date", "Thursday, March 14, 2024"),
                     ("Amount", eur(amount)), ("Category", "Groceries" if cat else ""), ("Budget", "Groceries" if cat else ""),
                     ("Transaction journal ID", "4821"), ("Transaction group ID", "4697")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "link", "ING Girokonto", key="acct")
        t.t(1, "\u2192")
        t.n(1, "link", "Rewe")
        t.n(1, "heading", "Transaction audit log", "level=3")
        t.n(1, "list", "")
        t.n(2, "listitem", "")
        t.t(3, "Thursday, March 14, 2024 @ 11:37:02 \u2014 Created by kai@wohnung-kai.de")
        if msg.startswith("Updated"):
            t.n(2, "listitem", "")
            t.t(3, "Thursday, March 14, 2024 @ 11:38:49 \u2014 Amount changed from \u20ac47.80 to \u20ac48.70")
        return t

    aurl = f"{site}/accounts/show/1"
    ta = "Firefly III \u00bb Accounts \u00bb ING Girokonto"
    a1 = account(tx)
    f2 = form("", "", "", False, False)
    d = "Rewe Markt 14.03."
    f3 = form(d, "", "", False, False)
    f4 = form(d, "Rewe", "", True, False)
    f5 = form(d, "Rewe", "47.80", False, False)
    s6 = show(-47.80, f"Successfully created new transaction \"{d}\".", False)
    f7 = form(d, "Rewe", "47.80", False, True)
    f8 = form(d, "Rewe", "48.70", False, True)
    s9 = show(-48.70, f"Updated transaction \"{d}\".", False)
    a10 = account([(d, -48.70, "2024-03-14", "Rewe", "", "")] + tx)
    curl = f"{site}/transactions/create/withdrawal?source=1"
    surl = f"{site}/transactions/show/4697"
    eurl = f"{site}/transactions/edit/4697"
    turns = [
        (f"goto('{aurl}')", a1.page(ta, aurl)),
        (f"click('{a1.ids['create']}')", f2.page("Firefly III \u00bb Transactions \u00bb Create a new withdrawal", curl)),
        (f"fill('{f2.ids['desc']}', '{d}')", f3.page("Firefly III \u00bb Transactions \u00bb Create a new withdrawal", curl)),
        (f"fill('{f3.ids['dest']}', 'Rewe')", f4.page("Firefly III \u00bb Transactions \u00bb Create a new withdrawal", curl)),
        (f"fill('{f4.ids['amount']}', '47.80')", f5.page("Firefly III \u00bb Transactions \u00bb Create a new withdrawal", curl)),
        (f"click('{f5.ids['submit']}')", s6.page(f"Firefly III \u00bb Transactions \u00bb {d}", surl)),
        (f"click('{s6.ids['edit']}')", f7.page(f"Firefly III \u00bb Transactions \u00bb Edit {d}", eurl)),
        (f"fill('{f7.ids['amount']}', '48.70')", f8.page(f"Firefly III \u00bb Transactions \u00bb Edit {d}", eurl)),
        (f"click('{f8.ids['submit']}')", s9.page(f"Firefly III \u00bb Transactions \u00bb {d}", surl)),
        (f"click('{s9.ids['acct']}')", a10.page(ta, aurl)),
    ]
    rs.add(task="web", tid="h41-web-12", system=SYSTEM, turns=turns,
           state=f"Firefly III v6.1.10, logged in as kai@wohnung-kai.de, period March 2024. Browser at {site}/. Goal: record today's Rewe receipt (47.80, later corrected to 48.70) against the ING checking account.")


# OpenProject work packages: clean
def openproject_work_packages(rs: RowSet) -> None:
    site = "https://pm.fernweh-digital.de"
    wps = [
        (1931, "Task", "Migrate blog posts from WordPress export", "In progress", "Luc\u00eda Ortega", "Normal"),
        (1929, "Bug", "Hero image blurry on retina displays", "New", "", "Normal"),
        (1927, "Feature", "Newsletter signup with double opt-in", "Specified", "Pieter de Vries", "High"),
        (1924, "Task", "Set up redirects for old product URLs", "In progress", "Ikaika Kahale", "High"),
        (1922, "Bug", "Search returns drafts to anonymous users", "Confirmed", "Dana Kowalski", "Immediate"),
        (1919, "User story", "As an editor I can schedule landing pages", "In specification", "Pieter de Vries", "Normal"),
        (1917, "Task", "Accessibility audit of checkout flow", "Scheduled", "Luc\u00eda Ortega", "High"),
        (1915, "Bug", "Footer language switcher loses query string", "In testing", "Ikaika Kahale", "Normal"),
        (1912, "Milestone", "Content freeze", "New", "", "Normal"),
        (1910, "Task", "Create OG images for top 50 pages", "New", "", "Low"),
        (1907, "Feature", "Store locator with map clustering", "In progress", "Dana Kowalski", "Normal"),
        (1905, "Bug", "404 page not tracked in analytics", "Tested", "Ikaika Kahale", "Low"),
        (1902, "Task", "Write copy for pricing page", "Developed", "Luc\u00eda Ortega", "Normal"),
        (1899, "Epic", "Multilingual content (DE/FR/IT)", "In progress", "Pieter de Vries", "High"),
        (1896, "Task", "Configure CDN cache rules", "On hold", "Ikaika Kahale", "Normal"),
        (1893, "Bug", "Form validation messages not translated", "New", "", "Normal"),
        (1890, "Task", "Cookie consent vendor evaluation", "Tested", "Dana Kowalski", "Normal"),
        (1887, "Phase", "Implementation", "In progress", "", "Normal"),
        (1884, "Phase", "Design", "Developed", "", "Normal"),
        (1881, "Task", "Kick-off workshop follow-ups", "On hold", "Pieter de Vries", "Low"),
    ]
    subj = "Cookie banner overlaps footer links on mobile"
    desc = "On viewports below 400 px the consent banner covers the footer links (Imprint, Privacy). Reproduced on iOS Safari 17 and Chrome Android 122."

    def top(t: Tree) -> None:
        t.n(0, "banner", "")
        t.n(1, "button", "Open main menu")
        t.n(1, "link", "OpenProject")
        t.n(1, "button", "Website Relaunch", "hasPopup='menu'")
        t.n(1, "textbox", "Search", "clickable", value="")
        t.n(1, "button", "Create", "hasPopup='menu'")
        t.n(1, "button", "Help", "hasPopup='menu'")
        t.n(1, "link", "Notification center 4")
        t.n(1, "button", "Dana Kowalski", "hasPopup='menu'")
        t.n(0, "navigation", "Project menu")
        for m in ["Overview", "Activity", "Roadmap", "Work packages", "Gantt charts", "Team planner", "Boards",
                  "Backlogs", "News", "Wiki", "Members", "Project settings"]:
            t.n(1, "link", m)

    def table(t: Tree, rows: list[tuple], total: int, create_menu: bool) -> None:
        t.n(0, "main", "")
        t.n(1, "heading", "All open", "level=2")
        t.n(1, "button", "Create", "hasPopup='menu'", f"expanded={create_menu}", key="create")
        if create_menu:
            t.n(2, "menu", "", bid=950)
            for i, ty in enumerate(["Task", "Milestone", "Phase", "Feature", "Epic", "User story", "Bug"]):
                t.n(3, "menuitem", ty, bid=951 + i, key=f"type_{ty}")
        t.n(1, "button", "Filter 1")
        t.n(1, "button", "Activate details view")
        t.n(1, "button", "Activate zen mode")
        t.n(1, "button", "More actions", "hasPopup='menu'")
        t.n(1, "table", "")
        t.n(2, "row", "")
        t.n(3, "columnheader", "")
        for h in ["ID", "Subject", "Type", "Status", "Assignee", "Priority"]:
            t.n(3, "columnheader", h, "clickable")
        for wid, ty, s, st, who, pr in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "checkbox", "", "checked='false'")
            t.n(3, "cell", "")
            t.n(4, "link", str(wid), key=f"wp{wid}")
            t.n(3, "cell", s)
            t.n(3, "cell", ty.upper())
            t.n(3, "cell", st)
            t.n(3, "cell", who or "-")
            t.n(3, "cell", pr)
            t.n(3, "cell", "")
            t.n(4, "button", "Open details view")
        t.n(1, "navigation", "pagination")
        for p in range(1, (total + 19) // 20 + 1):
            t.n(2, "link", str(p), *(["current=True"] if p == 1 else []))
        t.t(2, f"(1 - 20/{total})")
        t.t(2, "Per page:")
        t.t(2, "20")
        t.n(2, "link", "100")

    def split(t: Tree, mode: str, subject: str, description: str, status: str, assignee: str, msg: str,
              status_menu: bool = False, assignee_menu: bool = False) -> None:
        t.n(0, "complementary", "Details view")
        if mode == "new":
            t.t(1, "New")
            t.t(1, "BUG")
            t.n(1, "textbox", "Subject", "clickable", "required", value=subject, key="subject")
            t.n(1, "button", "New", "hasPopup='menu'", "disabled=True")
            t.n(1, "textbox", "Description", "clickable", "multiline", value=description, key="desc")
        else:
            t.n(1, "button", "Close details view", key="close")
            t.n(1, "link", "Open fullscreen view")
            t.t(1, "BUG")
            t.t(1, "#1934")
            t.n(1, "heading", subject, "level=2")
            t.n(1, "button", status, "hasPopup='menu'", f"expanded={status_menu}", key="status")
            if status_menu:
                t.n(2, "menu", "", bid=980)
                for i, s in enumerate(["New", "In specification", "Specified", "Confirmed", "To be scheduled", "Scheduled",
                                       "In progress", "Developed", "In testing", "Tested", "Test failed", "Closed",
                                       "On hold", "Rejected"]):
                    t.n(3, "menuitem", s, bid=981 + i, key=f"st_{s}")
            t.n(1, "tablist", "")
            for tb in ["Overview", "Activity", "Files", "Relations", "Watchers"]:
                t.n(2, "tab", tb, f"selected={tb == 'Overview'}")
            t.n(1, "tabpanel", "Overview")
            t.t(2, "Description")
            t.t(2, description)
        t.n(1, "heading", "Details", "level=3")
        t.t(1, "Assignee")
        if assignee_menu:
            t.n(1, "combobox", "Assignee", "focused", "expanded=True", value="", key="assignee")
            t.n(2, "listbox", "", bid=1000)
            for i, who in enumerate(["Dana Kowalski", "Ikaika Kahale", "Luc\u00eda Ortega", "Pieter de Vries", "Frontend team"]):
                t.n(3, "option", who, "selected=False", bid=1001 + i, key=f"as_{who}")
        else:
            t.n(1, "button", assignee or "-", key="assignee")
        for k, v in [("Accountable", "-"), ("Priority", "Normal"), ("Version", "-"), ("Category", "-")]:
            t.t(1, k)
            t.n(1, "button", v)
        t.n(1, "heading", "Estimates and progress", "level=3")
        for k in ["Work", "Remaining work", "% Complete"]:
            t.t(1, k)
            t.n(1, "button", "-" if k != "% Complete" else "0%")
        t.n(1, "heading", "Costs", "level=3")
        t.t(1, "Spent time")
        t.n(1, "button", "0 h")
        if mode == "new":
            t.n(1, "button", "Cancel")
            t.n(1, "button", "Save", key="save")
        if msg:
            t.n(0, "alert", "", bid=1100)
            t.t(1, msg)
            t.n(1, "button", "Close", bid=1101)

    def page(rows: list[tuple], total: int, **kw: object) -> Tree:
        t = Tree()
        top(t)
        table(t, rows, total, bool(kw.pop("create_menu", False)))
        if kw:
            split(t, **kw)  # type: ignore[arg-type]
        return t

    new_row = (1934, "Bug", subj, "New", "", "Normal")
    rows59 = [new_row] + wps[:19]
    lurl = f"{site}/projects/website-relaunch/work_packages"
    tl = "All open | Website Relaunch | OpenProject"
    p1 = page(wps, 58)
    p2 = page(wps, 58, create_menu=True)
    kw_new = {"mode": "new", "status": "New", "assignee": "", "msg": ""}
    p3 = page(wps, 58, subject="", description="", **kw_new)
    p4 = page(wps, 58, subject=subj, description="", **kw_new)
    p5 = page(wps, 58, subject=subj, description=desc, **kw_new)
    p6 = page(rows59, 59, mode="view", subject=subj, description=desc, status="New", assignee="", msg="Successful creation.")
    p7 = page(rows59, 59, mode="view", subject=subj, description=desc, status="New", assignee="", msg="", status_menu=True)
    rows_ip = [(1934, "Bug", subj, "In progress", "", "Normal")] + wps[:19]
    p8 = page(rows_ip, 59, mode="view", subject=subj, description=desc, status="In progress", assignee="", msg="Successful update.")
    p9 = page(rows_ip, 59, mode="view", subject=subj, description=desc, status="In progress", assignee="", msg="", assignee_menu=True)
    rows_as = [(1934, "Bug", subj, "In progress", "Dana Kowalski", "Normal")] + wps[:19]
    p10 = page(rows_as, 59, mode="view", subject=subj, description=desc, status="In progress", assignee="Dana Kowalski", msg="Successful update.")
    p11 = page(rows_as, 59)
    full = Tree()
    top(full)
    full.n(0, "main", "")
    full.n(1, "link", "Back")
    full.t(1, "BUG")
    full.t(1, "#1934")
    full.n(1, "heading", subj, "level=2")
    full.n(1, "button", "In progress", "hasPopup='menu'")
    full.n(1, "button", "Watch")
    full.n(1, "button", "More", "hasPopup='menu'")
    full.t(1, "Created by Dana Kowalski 3 minutes ago. Last updated 1 minute ago.")
    full.t(1, "Description")
    full.t(1, desc)
    full.n(1, "heading", "Details", "level=3")
    for k, v in [("Assignee", "Dana Kowalski"), ("Accountable", "-"), ("Priority", "Normal"), ("Version", "-"),
                 ("Category", "-"), ("Date", "no start date - no finish date"), ("Work", "-"), ("% Complete", "0%")]:
        full.t(1, k)
        full.n(1, "button", v)
    full.n(0, "complementary", "")
    full.n(1, "tablist", "")
    for tb in ["Activity", "Files", "Relations", "Watchers 1"]:
        full.n(2, "tab", tb, f"selected={tb == 'Activity'}")
    full.n(1, "tabpanel", "Activity")
    full.n(2, "article", "")
    full.t(3, "Dana Kowalski")
    full.t(3, "created on 03/14/2024 11:48 AM")
    full.t(3, "3 minutes ago")
    full.n(2, "article", "")
    full.t(3, "Dana Kowalski")
    full.t(3, "updated on 03/14/2024 11:50 AM")
    full.t(3, "1 minute ago")
    full.t(3, "Status changed from New to In progress")
    full.t(3, "Assignee set to Dana Kowalski")
    full.n(2, "textbox", "Comment", "clickable", value="")
    turns = [
        (f"goto('{lurl}')", p1.page(tl, lurl)),
        (f"click('{p1.ids['create']}')", p2.page(tl, lurl)),
        (f"click('{p2.ids['type_Bug']}')", p3.page("New work package | Website Relaunch | OpenProject", f"{lurl}/details/new?type=4")),
        (f"fill('{p3.ids['subject']}', '{subj}')", p4.page("New work package | Website Relaunch | OpenProject", f"{lurl}/details/new?type=4")),
        (f"fill('{p4.ids['desc']}', '{desc}')", p5.page("New work package | Website Relaunch | OpenProject", f"{lurl}/details/new?type=4")),
        (f"click('{p5.ids['save']}')", p6.page(f"#1934: {subj} | OpenProject", f"{lurl}/details/1934/overview")),
        (f"click('{p6.ids['status']}')", p7.page(f"#1934: {subj} | OpenProject", f"{lurl}/details/1934/overview")),
        (f"click('{p7.ids['st_In progress']}')", p8.page(f"#1934: {subj} | OpenProject", f"{lurl}/details/1934/overview")),
        (f"click('{p8.ids['assignee']}')", p9.page(f"#1934: {subj} | OpenProject", f"{lurl}/details/1934/overview")),
        (f"click('{p9.ids['as_Dana Kowalski']}')", p10.page(f"#1934: {subj} | OpenProject", f"{lurl}/details/1934/overview")),
        (f"click('{p10.ids['close']}')", p11.page(tl, lurl)),
        (f"click('{p11.ids['wp1934']}')", full.page(f"#1934: {subj} | OpenProject", f"{site}/projects/website-relaunch/work_packages/1934/activity")),
    ]
    rs.add(task="web", tid="h41-web-13", system=SYSTEM, turns=turns,
           state=f"OpenProject 13.3 (Community), logged in as Dana Kowalski, project Website Relaunch. Browser at {site}/projects/website-relaunch. Goal: report the mobile cookie-banner bug, start work on it and assign it to yourself.")


# Immich albums: bad
def immich_albums(rs: RowSet) -> None:
    site = "https://photos.kowalczyk.family"
    mar3 = ["3f1c9a2e-7b4d-4e8a-9c61-0d2f5b8e1a47", "a82d10f6-3c5e-4b19-8e27-6f4a9d0c2b83",
            "5e7b3c91-0a4f-4d62-b8e3-17c2d9f6a054", "c0f49d27-8e13-4a5b-9d76-2b81e4f3c6a9",
            "71a2e5d8-4f60-4c3b-a1e9-8d5c0b7f2e36", "e94b6c03-2d7a-4f8e-b5c1-0a3f9e6d4712",
            "2b8d4f1e-9c35-4a07-8f62-d1e7a0c5b948", "9d36a7c5-1e84-4b2f-a0d9-5c8e3f7b1260"]
    album = "b7e0d3a4-5c21-4f9e-8d6b-2a19c4e7f350"
    groups = [("Sun, Mar 3, 2024", "March 3, 2024", 8), ("Sat, Mar 2, 2024", "March 2, 2024", 6),
              ("Fri, Mar 1, 2024", "March 1, 2024", 4), ("Wed, Feb 28, 2024", "February 28, 2024", 3)]

    def side(t: Tree) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "Immich")
        t.n(1, "textbox", "Search your photos", "clickable", value="")
        t.n(1, "button", "Show search options")
        t.n(1, "link", "Upload")
        t.n(1, "button", "Administration")
        t.n(1, "button", "Nina Kowalczyk", "hasPopup='menu'")
        t.n(0, "navigation", "")
        for m in ["Photos", "Explore", "Map", "Sharing", "Favorites", "Albums", "Utilities", "Archive", "Trash"]:
            t.n(1, "link", m)
        t.t(1, "Storage space")
        t.t(1, "132.4 GiB of 916.8 GiB used")

    def timeline(selected: bool, modal: bool) -> Tree:
        t = Tree()
        if selected:
            t.n(0, "toolbar", "", bid=500)
            t.n(1, "button", "Clear", bid=501)
            t.t(1, "8 Selected")
            t.n(1, "button", "Share", bid=502)
            t.n(1, "button", "Add to album", key="add", bid=503)
            t.n(1, "button", "Favorite", bid=504)
            t.n(1, "button", "Download", bid=505)
            t.n(1, "button", "Delete", bid=506)
            t.n(1, "button", "More", "hasPopup='menu'", bid=507)
        side(t)
        t.n(0, "main", "")
        month = ""
        for label, long, count in groups:
            m = "March 2024" if "Mar" in label else "February 2024"
            if m != month:
                t.n(1, "heading", m, "level=2")
                month = m
            t.n(1, "group", label)
            t.n(2, "checkbox", f"Select all in {label}", f"checked='{'true' if selected and label.startswith('Sun') else 'false'}'", key=f"grp_{label}")
            t.t(2, label)
            place = "Munich, Germany" if "Feb" in label else ("Sintra, Portugal" if "Mar 2" in label else "Lisbon, Portugal")
            for i in range(count):
                t.n(2, "link", f"Image taken in {place} on {long}", key=f"ph_{label}_{i}")
        t.n(1, "navigation", "Timeline scrubber")
        t.t(2, "2024")
        t.t(2, "2023")
        t.t(2, "2022")
        if modal:
            t.n(0, "dialog", "Add to album", "modal=True", bid=600)
            t.n(1, "heading", "Add to album", "level=1", bid=601)
            t.n(1, "textbox", "Search", "clickable", value="", bid=602)
            t.n(1, "button", "New album", bid=603, key="newalbum")
            t.t(1, "RECENT")
            for i, (name, items) in enumerate([("Porto 2023", "214 items"), ("Garden", "58 items"), ("Kids 2023", "1,302 items"),
                                               ("Zofia 4th birthday", "96 items")]):
                t.n(1, "button", f"{name} {items}", bid=604 + i)
            t.n(1, "button", "Close", bid=620)
        return t

    def viewer(info: bool, in_album: bool) -> Tree:
        t = Tree()
        t.n(0, "main", "")
        t.n(1, "button", "Go back", key="back")
        t.n(1, "button", "Share")
        t.n(1, "button", "Zoom in")
        t.n(1, "button", "Info", key="info")
        t.n(1, "button", "Favorite")
        t.n(1, "button", "Delete")
        t.n(1, "button", "More", "hasPopup='menu'")
        t.n(1, "image", "Image taken in Lisbon, Portugal on March 3, 2024")
        t.n(1, "button", "View previous asset")
        t.n(1, "button", "View next asset")
        if info:
            t.n(0, "complementary", "")
            t.n(1, "heading", "Info", "level=2")
            t.n(1, "button", "Close")
            t.n(1, "textbox", "Add a description", "clickable", value="")
            t.t(1, "DETAILS")
            for line in ["Mar 3, 2024", "Sun, 6:42 PM GMT+00:00", "IMG_4821.HEIC", "12.2 MP", "4032 x 3024", "2.8 MiB",
                         "Apple iPhone 14 Pro", "\u0192/1.78", "1/120", "6.86 mm", "ISO 80",
                         "iPhone 14 Pro back triple camera 6.86mm f/1.78", "Lisbon", "Lisbon, Portugal"]:
                t.t(1, line)
            t.n(1, "image", "Map")
            if in_album:
                t.t(1, "APPEARS IN")
                t.n(1, "link", "Lisbon 2024")
                t.t(1, "8 items")
        return t

    def albumpage(title: str, focused: bool) -> Tree:
        t = Tree()
        t.n(0, "banner", "")
        t.n(1, "button", "Go back")
        t.n(1, "button", "Add photos")
        t.n(1, "button", "Share")
        t.n(1, "button", "Download")
        t.n(1, "button", "Album options", "hasPopup='menu'")
        t.n(0, "main", "")
        t.n(1, "textbox", "Add a title", "clickable", *(["focused"] if focused else []), value=title, key="title")
        t.t(1, "Mar 3, 2024")
        t.t(1, "\u2022")
        t.t(1, "8 items")
        t.n(1, "button", "Add a description")
        t.n(1, "group", "Sun, Mar 3, 2024")
        for i in range(8):
            t.n(2, "link", "Image taken in Lisbon, Portugal on March 3, 2024", key=f"ph{i}")
        return t

    p1 = mar3[0]
    drift = "3f1c9a2e-7b4d-4e8a-9c16-0d2f5b8e1a47"
    tl = "Photos - Immich"
    t1 = timeline(False, False)
    v2 = viewer(False, False)
    v3 = viewer(True, False)
    t4 = timeline(False, False)
    t5 = timeline(True, False)
    t6 = timeline(True, True)
    a7 = albumpage("", True)
    a8 = albumpage("Lisbon 2024", True)
    v9 = viewer(False, True)
    v10 = viewer(True, True)
    a11 = albumpage("Lisbon 2024", False)
    aurl = f"{site}/albums/{album}"
    turns = [
        (f"goto('{site}/photos')", t1.page(tl, f"{site}/photos")),
        (f"click('{t1.ids['ph_Sun, Mar 3, 2024_0']}')", v2.page(tl, f"{site}/photos/{p1}")),
        (f"click('{v2.ids['info']}')", v3.page(tl, f"{site}/photos/{p1}")),
        (f"click('{v3.ids['back']}')", t4.page(tl, f"{site}/photos")),
        (f"click('{t4.ids['grp_Sun, Mar 3, 2024']}')", t5.page(tl, f"{site}/photos")),
        (f"click('{t5.ids['add']}')", t6.page(tl, f"{site}/photos")),
        (f"click('{t6.ids['newalbum']}')", a7.page("Untitled - Immich", aurl)),
        (f"fill('{a7.ids['title']}', 'Lisbon 2024')", a8.page("Untitled - Immich", aurl)),
        (f"click('{a8.ids['ph0']}')", v9.page("Lisbon 2024 - Immich", f"{aurl}/photos/{p1}")),
        (f"click('{v9.ids['info']}')", v10.page("Lisbon 2024 - Immich", f"{aurl}/photos/{drift}")),
        (f"click('{v10.ids['back']}')", a11.page("Lisbon 2024 - Immich", aurl)),
    ]
    rs.add(task="web", tid="h41-web-14", system=SYSTEM, turns=turns,
           state=f"Immich v1.99 web app, logged in as Nina Kowalczyk. Browser at {site}/photos. Goal: check the details of the last Lisbon photo from March 3 and collect that day's photos in a new album called Lisbon 2024.",
           bad=True, turn=10, kind="asset UUID in the viewer URL changes when only the info panel is opened")


# Vikunja tasks: clean
def vikunja_tasks(rs: RowSet) -> None:
    site = "https://tasks.hausprojekt.org"
    tasks = [
        (14, "Ask landlord about balcony drain", [], "", "Mira"),
        (13, "Pick paint color for kids room", ["decision"], "Due in 3 days", "Mira"),
        (12, "Book electrician for kitchen sockets", ["urgent"], "Due tomorrow", "Tobi"),
        (11, "Sand and oil the oak windowsills", [], "", ""),
        (10, "Buy silicone and caulking gun", ["shopping"], "", "Tobi"),
        (9, "Remove old wallpaper in hallway", [], "Due today", "Mira"),
        (8, "Measure bathroom for new tiles", ["bathroom"], "Overdue by 2 days", "Tobi"),
        (6, "Get quotes for floor sanding", ["decision"], "Due in 6 days", ""),
        (5, "Replace door handles upstairs", [], "", "Tobi"),
        (3, "Fix squeaky stair no. 7", [], "", ""),
    ]

    def top(t: Tree) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "Vikunja")
        t.n(1, "button", "Search")
        t.n(1, "button", "Notifications")
        t.n(1, "button", "mira", "hasPopup='menu'")
        t.n(0, "navigation", "")
        for m in ["Overview", "Upcoming", "Projects", "Labels", "Teams"]:
            t.n(1, "link", m)
        t.n(1, "link", "Home Renovation", key="proj")
        t.n(1, "link", "Garden 2024")
        t.n(1, "link", "Inbox")

    def listing(rows: list[tuple], typed: str, msg: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Home Renovation", "level=1")
        t.n(1, "button", "Project options", "hasPopup='menu'")
        for v in ["List", "Gantt", "Table", "Kanban"]:
            t.n(1, "link", v, *(["current='page'"] if v == "List" else []))
        t.n(1, "button", "Filters")
        t.n(1, "textbox", "Add a task\u2026", "clickable", *(["focused"] if typed else []), value=typed, key="add")
        t.n(1, "button", "Add")
        t.n(1, "list", "")
        for num, title, labels, due, who in rows:
            b = 100 + 8 * num
            t.n(2, "listitem", "", bid=b)
            t.n(3, "checkbox", "", "checked='false'", key=f"done{num}", bid=b + 1)
            t.n(3, "link", f"#{num} {title}", key=f"t{num}", bid=b + 2)
            for lb in labels:
                t.t(3, lb)
            if due:
                t.t(3, due)
            if who:
                t.n(3, "image", who, bid=b + 3)
            t.n(3, "button", "Mark as favorite", bid=b + 4)
        if msg:
            t.n(0, "status", "", bid=800)
            t.t(1, msg)
            if "done" in msg:
                t.n(1, "button", "Undo", bid=801)
        return t

    def detail(due: str, picker: bool, msg: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "link", "Home Renovation", key="back")
        t.n(1, "heading", "#15", "level=1")
        t.n(1, "textbox", "Task title", "clickable", value="Order grout for bathroom tiles")
        t.t(1, "in Home Renovation")
        if due:
            t.t(1, "Due Date")
            t.n(1, "button", due, bid=890)
        if picker:
            t.n(1, "dialog", "", bid=900)
            for i, o in enumerate(["Today", "Tomorrow", "Next Monday", "This Weekend", "Later This Week", "Next Week"]):
                t.n(2, "button", o, bid=901 + i, key=f"pick_{o}")
            t.n(2, "textbox", "", "clickable", value="", bid=910)
            t.n(2, "button", "Confirm", bid=911)
        t.n(1, "heading", "Description", "level=3")
        t.t(1, "Click here to enter a description\u2026")
        t.n(1, "heading", "Comments", "level=3")
        t.n(1, "textbox", "Add your comment\u2026", "clickable", value="")
        t.n(1, "button", "Comment")
        t.n(0, "complementary", "")
        t.n(1, "button", "Mark task done!")
        for b in ["Assign this task", "Add labels", "Set priority", "Set due date", "Set start date", "Set end date",
                  "Set reminders", "Set repeating interval", "Add attachments", "Add relation", "Move", "Set color",
                  "Set percent done", "Delete"]:
            t.n(1, "button", b, key=f"side_{b}")
        t.t(1, "Created 1 minute ago by mira \u00b7 Updated now" if msg else "Created now by mira")
        if msg:
            t.n(0, "status", "", bid=920)
            t.t(1, msg)
        return t

    new = (15, "Order grout for bathroom tiles", [], "", "")
    lurl = f"{site}/projects/7/1"
    durl = f"{site}/tasks/388"
    tl = "Home Renovation | Vikunja"
    td = "Order grout for bathroom tiles | Vikunja"
    l1 = listing(tasks, "", "")
    l2 = listing(tasks, "Order grout for bathroom tiles", "")
    l3 = listing([new] + tasks, "", "The task was successfully created.")
    l4 = listing([new] + [x for x in tasks if x[0] != 9], "", "The task was successfully marked as done.")
    d5 = detail("", False, "")
    d6 = detail("", True, "")
    d7 = detail("Fri, Mar 15, 2024 12:00", False, "The task was saved successfully.")
    l8 = listing([(15, "Order grout for bathroom tiles", [], "Due tomorrow", "")] + [x for x in tasks if x[0] != 9], "", "")
    turns = [
        (f"goto('{lurl}')", l1.page(tl, lurl)),
        (f"fill('{l1.ids['add']}', 'Order grout for bathroom tiles')", l2.page(tl, lurl)),
        ("keyboard_press('Enter')", l3.page(tl, lurl)),
        (f"click('{l3.ids['done9']}')", l4.page(tl, lurl)),
        (f"click('{l4.ids['t15']}')", d5.page(td, durl)),
        (f"click('{d5.ids['side_Set due date']}')", d6.page(td, durl)),
        (f"click('{d6.ids['pick_Tomorrow']}')", d7.page(td, durl)),
        (f"click('{d7.ids['back']}')", l8.page(tl, lurl)),
    ]
    rs.add(task="web", tid="h41-web-15", system=SYSTEM, turns=turns,
           state=f"Vikunja 0.22 web app, logged in as mira, project Home Renovation (done tasks hidden in the list view). Today is Thu, Mar 14, 2024. Browser at {site}/. Goal: add a grout task due tomorrow and tick off the finished wallpaper task.")


# Grocy stock: bad
def grocy_stock(rs: RowSet) -> None:
    site = "https://grocy.wg-lindenstrasse.de"
    stock = [
        ["Apples", "Fruit & vegetables", 6, "Pieces", 0.45, "2024-03-21"],
        ["Bananas", "Fruit & vegetables", 5, "Pieces", 0.25, "2024-03-16"],
        ["Basmati rice", "Pasta & rice", 2, "Packs", 2.99, "2025-02-14"],
        ["Black tea", "Beverages", 1, "Box", 2.49, "2025-12-31"],
        ["Butter", "Dairy & eggs", 2, "Packs", 2.29, "2024-04-02"],
        ["Canned tomatoes", "Canned goods", 6, "Cans", 0.79, "2026-01-31"],
        ["Chickpeas", "Canned goods", 3, "Cans", 0.89, "2025-11-30"],
        ["Coffee beans", "Beverages", 2, "Packs", 12.99, "2024-09-15"],
        ["Dark chocolate", "Snacks", 3, "Bars", 1.79, "2024-12-31"],
        ["Dish soap", "Household", 1, "Bottle", 1.95, "never"],
        ["Eggs", "Dairy & eggs", 4, "Pieces", 0.32, "2024-03-21"],
        ["Flour", "Baking", 1, "Pack", 0.99, "2024-10-31"],
        ["Frozen peas", "Frozen", 1, "Bag", 1.79, "2024-11-30"],
        ["Frozen pizza", "Frozen", 2, "Pieces", 3.49, "2024-08-31"],
        ["Gouda slices", "Dairy & eggs", 1, "Pack", 2.49, "2024-03-19"],
        ["Greek yogurt", "Dairy & eggs", 3, "Cups", 0.89, "2024-03-18"],
        ["Oat milk", "Beverages", 5, "Packs", 1.49, "2024-04-21"],
        ["Olive oil", "Oils & sauces", 1, "Bottle", 8.99, "2025-03-31"],
        ["Onions", "Fruit & vegetables", 8, "Pieces", 0.15, "2024-04-10"],
        ["Peanut butter", "Snacks", 1, "Jar", 3.29, "2024-09-30"],
        ["Soy sauce", "Oils & sauces", 1, "Bottle", 2.79, "2025-09-30"],
        ["Spaghetti", "Pasta & rice", 4, "Packs", 1.19, "2025-06-30"],
        ["Sugar", "Baking", 1, "Pack", 1.29, "2025-07-31"],
        ["Toilet paper", "Household", 12, "Rolls", 0.42, "never"],
    ]

    def eur(x: float) -> str:
        return f"{x:.2f} \u20ac"

    def nav(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "grocy")
        for m in ["Stock overview", "Shopping list", "Recipes", "Meal plan", "Chores", "Batteries", "Equipment",
                  "Calendar", "Purchase", "Consume", "Transfer", "Inventory", "Manage master data"]:
            t.n(1, "link", m, key=f"nav_{m}")
        t.n(1, "button", "WG Lindenstra\u00dfe", "hasPopup='menu'")
        t.n(1, "button", "Settings", "hasPopup='menu'")

    def overview(rows: list[list]) -> Tree:
        t = Tree()
        nav(t)
        total = sum(r[2] * r[4] for r in rows)
        t.n(0, "main", "")
        t.n(1, "heading", "Stock overview", "level=2")
        t.t(1, f"{len(rows)} Products with a total value of {eur(total)}")
        t.n(1, "link", "Journal")
        t.n(1, "link", "Stock entries")
        t.n(1, "link", "Locations")
        t.n(1, "button", "3 products are due within the next 5 days")
        t.n(1, "button", "0 products are overdue")
        t.n(1, "button", "0 products are expired")
        t.n(1, "button", "2 products are below defined min. stock amount")
        t.n(1, "searchbox", "Search", value="")
        t.n(1, "combobox", "Location", "hasPopup='menu'", "expanded=False", value="All")
        t.n(1, "combobox", "Product group", "hasPopup='menu'", "expanded=False", value="All")
        t.n(1, "combobox", "Status", "hasPopup='menu'", "expanded=False", value="All")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["", "Product", "Product group", "Amount", "Value", "Next due date"]:
            t.n(3, "columnheader", h, "clickable")
        for name, group, amount, unit, price, due in rows:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", f"Consume 1 {unit.rstrip('s') if amount != 1 else unit} of {name}")
            t.n(4, "link", f"Consume all {unit if amount != 1 else unit} of {name}")
            t.n(4, "link", f"Mark 1 {unit.rstrip('s') if amount != 1 else unit} of {name} as open")
            t.n(4, "button", "", "hasPopup='menu'")
            t.n(3, "cell", "")
            t.n(4, "link", name)
            t.n(3, "cell", group)
            t.n(3, "cell", f"{amount} {unit}")
            t.n(3, "cell", eur(amount * price))
            t.n(3, "cell", due)
        return t

    cards = {
        "Oat milk": [("Stock amount", "5 Packs"), ("Stock value", "7.45 \u20ac"), ("Default location", "Pantry"),
                     ("Last purchased", "2024-03-09"), ("Last used", "2024-03-13"), ("Last price", "1.49 \u20ac per Pack"),
                     ("Average shelf life", "42 days"), ("Spoil rate", "0 %")],
        "Eggs": [("Stock amount", "4 Pieces"), ("Stock value", "1.28 \u20ac"), ("Default location", "Fridge"),
                 ("Last purchased", "2024-03-07"), ("Last used", "2024-03-13"), ("Last price", "0.32 \u20ac per Piece"),
                 ("Average shelf life", "14 days"), ("Spoil rate", "4 %")],
    }

    def form(kind: str, product: str, amount: str, msg: str) -> Tree:
        t = Tree()
        nav(t)
        t.n(0, "main", "")
        t.n(1, "heading", kind, "level=2")
        t.n(1, "combobox", "Product", "clickable", "hasPopup='listbox'", "expanded=False", value=product, key="product")
        t.n(1, "button", "Barcode scanner")
        if kind == "Purchase":
            t.n(1, "textbox", "Due date", "clickable", value="2024-03-28" if product else "")
            t.n(1, "checkbox", "Never overdue", "checked='false'")
        t.n(1, "spinbutton", "Amount", "clickable", value=amount, key="amount")
        t.t(1, {"Oat milk": "Packs", "Eggs": "Pieces"}.get(product, ""))
        if kind == "Purchase":
            t.n(1, "spinbutton", "Price", "clickable", value="0.32" if product else "")
            t.n(1, "radio", "Unit price", "checked='true'")
            t.n(1, "radio", "Total price", "checked='false'")
            t.n(1, "combobox", "Store", "hasPopup='menu'", "expanded=False", value="Edeka Lindenplatz" if product else "")
            t.n(1, "combobox", "Location", "hasPopup='menu'", "expanded=False", value="Fridge" if product else "")
        else:
            t.n(1, "combobox", "Location", "hasPopup='menu'", "expanded=False", value="Pantry" if product else "")
            t.n(1, "combobox", "Stock entry", "hasPopup='menu'", "expanded=False", value="Use a specific stock item")
            t.n(1, "checkbox", "Spoiled", "checked='false'")
            t.n(1, "checkbox", "Consume for recipe", "checked='false'")
        t.n(1, "button", "OK", key="ok")
        t.n(1, "region", "Product overview")
        if product:
            t.n(2, "heading", product, "level=3")
            for k, v in cards[product]:
                t.t(2, f"{k}: {v}")
        if msg:
            t.n(0, "status", "", bid=700)
            t.t(1, msg)
            t.n(1, "link", "Undo", bid=701)
        return t

    shop = Tree()
    nav(shop)
    shop.n(0, "main", "")
    shop.n(1, "heading", "Shopping list", "level=2")
    shop.n(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="Weekly shop")
    shop.n(1, "button", "Add item")
    shop.n(1, "button", "Add products that are below defined min. stock amount")
    shop.n(1, "button", "Clear list")
    shop.t(1, "5 items")
    shop.n(1, "table", "")
    shop.n(2, "row", "")
    for h in ["", "Product / Note", "Amount", "Product group", "Last price (Unit)", "Last price (Total)"]:
        shop.n(3, "columnheader", h)
    for prod, amt, grp, unit_p, tot in [("Gouda slices", "2 Packs", "Dairy & eggs", "2.49 \u20ac", "4.98 \u20ac"),
                                        ("Greek yogurt", "4 Cups", "Dairy & eggs", "0.89 \u20ac", "3.56 \u20ac"),
                                        ("Dish soap", "1 Bottle", "Household", "1.95 \u20ac", "1.95 \u20ac"),
                                        ("Baking paper", "1 Roll", "Household", "1.29 \u20ac", "1.29 \u20ac"),
                                        ("Lemons", "3 Pieces", "Fruit & vegetables", "0.39 \u20ac", "1.17 \u20ac")]:
        shop.n(2, "row", "")
        shop.n(3, "cell", "")
        shop.n(4, "link", "Mark this item as done")
        shop.n(4, "link", "Edit this item")
        shop.n(4, "link", "Delete this item")
        shop.n(3, "cell", prod)
        shop.n(3, "cell", amt)
        shop.n(3, "cell", grp)
        shop.n(3, "cell", unit_p)
        shop.n(3, "cell", tot)

    o1 = overview(stock)
    c2 = form("Consume", "", "1", "")
    c3 = form("Consume", "Oat milk", "1", "")
    c4 = form("Consume", "Oat milk", "2", "")
    c5 = form("Consume", "", "1", "Removed 2 Packs of Oat milk from stock")
    pu6 = form("Purchase", "", "1", "")
    pu7 = form("Purchase", "Eggs", "1", "")
    pu8 = form("Purchase", "Eggs", "10", "")
    pu9 = form("Purchase", "", "1", "Added 10 Pieces of Eggs to stock")
    after = [list(r) for r in stock]
    for r in after:
        if r[0] == "Oat milk":
            r[2] = 3
        if r[0] == "Eggs":
            r[2] = 12
    o10 = overview(after)
    tu = {"o": "Stock overview | grocy", "c": "Consume | grocy", "p": "Purchase | grocy"}
    turns = [
        (f"goto('{site}/stockoverview')", o1.page(tu["o"], f"{site}/stockoverview")),
        (f"click('{o1.ids['nav_Consume']}')", c2.page(tu["c"], f"{site}/consume")),
        (f"fill('{c2.ids['product']}', 'Oat milk')", c3.page(tu["c"], f"{site}/consume")),
        (f"fill('{c3.ids['amount']}', '2')", c4.page(tu["c"], f"{site}/consume")),
        (f"click('{c4.ids['ok']}')", c5.page(tu["c"], f"{site}/consume")),
        (f"click('{c5.ids['nav_Purchase']}')", pu6.page(tu["p"], f"{site}/purchase")),
        (f"fill('{pu6.ids['product']}', 'Eggs')", pu7.page(tu["p"], f"{site}/purchase")),
        (f"fill('{pu7.ids['amount']}', '10')", pu8.page(tu["p"], f"{site}/purchase")),
        (f"click('{pu8.ids['ok']}')", pu9.page(tu["p"], f"{site}/purchase")),
        (f"click('{pu9.ids['nav_Stock overview']}')", o10.page(tu["o"], f"{site}/stockoverview")),
        (f"click('{o10.ids['nav_Shopping list']}')", shop.page("Shopping list | grocy", f"{site}/shoppinglist")),
    ]
    rs.add(task="web", tid="h41-web-16", system=SYSTEM, turns=turns,
           state=f"Grocy 4.0 of a shared flat, logged in as user jana. Browser at {site}/stockoverview. Goal: book out the 2 packs of oat milk used this morning, book in the 10 eggs just bought, and check the stock and shopping list.",
           bad=True, turn=10, kind="egg stock shows 12 after 4 in stock plus 10 purchased")


# Saleor dashboard orders: bad
def saleor_orders(rs: RowSet) -> None:
    site = "https://dashboard.nordkind-store.com"
    orders = [
        ("#2748", "Mar 14, 2024", "Henrik Aalto", "Fully paid", "Unfulfilled", "$64.90"),
        ("#2747", "Mar 14, 2024", "Sofia Marques", "Fully paid", "Unfulfilled", "$112.00"),
        ("#2746", "Mar 14, 2024", "Jonas Weber", "Not paid", "Unconfirmed", "$39.50"),
        ("#2745", "Mar 13, 2024", "Emily Carter", "Fully paid", "Partially fulfilled", "$248.30"),
        ("#2744", "Mar 13, 2024", "Lukas Novak", "Fully paid", "Unfulfilled", "$75.80"),
        ("#2743", "Mar 13, 2024", "Aisha Bello", "Fully refunded", "Canceled", "$58.00"),
        ("#2742", "Mar 13, 2024", "Mateo Rossi", "Fully paid", "Fulfilled", "$141.60"),
        ("#2741", "Mar 13, 2024", "Clara Jensen", "Fully paid", "Unfulfilled", "$186.40"),
        ("#2740", "Mar 12, 2024", "Oliver Smith", "Fully paid", "Fulfilled", "$92.00"),
        ("#2739", "Mar 12, 2024", "Yuki Tanaka", "Fully paid", "Fulfilled", "$33.90"),
        ("#2738", "Mar 12, 2024", "Noah M\u00fcller", "Partially refunded", "Returned", "$120.00"),
        ("#2737", "Mar 11, 2024", "Ava Johansson", "Fully paid", "Fulfilled", "$214.75"),
        ("#2736", "Mar 11, 2024", "Liam O'Connor", "Fully paid", "Fulfilled", "$49.00"),
        ("#2735", "Mar 11, 2024", "Mia Kowalski", "Fully paid", "Fulfilled", "$87.20"),
        ("#2734", "Mar 10, 2024", "Ethan Brown", "Fully paid", "Fulfilled", "$160.40"),
        ("#2733", "Mar 10, 2024", "Zoe Laurent", "Fully paid", "Fulfilled", "$28.00"),
        ("#2732", "Mar 10, 2024", "Felix Schmidt", "Fully paid", "Fulfilled", "$301.10"),
        ("#2731", "Mar 9, 2024", "Isla Murphy", "Fully paid", "Fulfilled", "$54.60"),
        ("#2730", "Mar 9, 2024", "Leo Fischer", "Fully paid", "Fulfilled", "$96.00"),
        ("#2729", "Mar 9, 2024", "Nora Berg", "Fully paid", "Fulfilled", "$43.50"),
    ]
    lines = [("Dash Force / 42", "DF-42-BLK", "42 / Black", 1, "$49.00", "$49.00"),
             ("Blue Hoodie / M", "HD-M-BLU", "M / Blue", 2, "$38.50", "$77.00"),
             ("Cubes Fine Art Poster", "PST-CUBES-50", "50x70 cm", 1, "$21.00", "$21.00")]
    tracking = "1Z999AA10123456784"
    note = "Shipped via UPS Ground, customer informed by phone about the 2-day delay."

    def side(t: Tree) -> None:
        t.n(0, "navigation", "")
        t.n(1, "link", "Saleor")
        for m in ["Home", "Products", "Orders", "Customers", "Discounts", "Content", "Translations", "Apps", "Configuration"]:
            t.n(1, "link", m, key=f"nav_{m}")
        t.n(1, "button", "lena.hofer@nordkind-store.com", "hasPopup='menu'")

    def olist(rows: list[tuple]) -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Orders", "level=1")
        t.n(1, "button", "Create order")
        t.n(1, "button", "More actions", "hasPopup='menu'")
        t.n(1, "button", "Filters", "hasPopup='menu'")
        t.n(1, "textbox", "Search orders...", "clickable", value="")
        t.n(1, "grid", "")
        t.n(2, "row", "")
        for h in ["Number", "Date", "Customer", "Payment", "Status", "Total"]:
            t.n(3, "columnheader", h, "clickable")
        for num, date, cust, pay, st, tot in rows:
            t.n(2, "row", "", key=num)
            t.n(3, "gridcell", num)
            t.n(3, "gridcell", date)
            t.n(3, "gridcell", cust)
            t.n(3, "gridcell", pay)
            t.n(3, "gridcell", st)
            t.n(3, "gridcell", tot)
        t.n(1, "combobox", "Number of rows", "hasPopup='menu'", "expanded=False", value="20")
        t.n(1, "button", "Previous page", "disabled=True")
        t.n(1, "button", "Next page")
        return t

    def detail(stage: str, history: list[tuple[str, str]], note_typed: str, dialog: str = "", track_typed: str = "") -> Tree:
        t = Tree()
        side(t)
        t.n(0, "main", "")
        t.n(1, "link", "Orders")
        t.n(1, "heading", "Order #2741", "level=1")
        t.t(1, "Fulfilled" if stage != "open" else "Unfulfilled")
        t.t(1, "Mar 13, 2024, 9:14 PM")
        t.n(1, "button", "Order actions", "hasPopup='menu'")
        if stage == "open":
            t.n(1, "heading", "Unfulfilled 4", "level=2")
        else:
            t.n(1, "heading", "Fulfilled (4)", "level=2")
            t.t(1, "#2741-1")
            t.t(1, "Fulfilled from Europe Warehouse")
            if stage == "tracked":
                t.t(1, f"Tracking number: {tracking}")
            t.n(1, "button", "Fulfillment actions", "hasPopup='menu'")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["Product", "SKU", "Variant", "Quantity", "Price", "Total"]:
            t.n(3, "columnheader", h)
        for prod, sku, var, qty, price, tot in lines:
            t.n(2, "row", "")
            t.n(3, "cell", prod)
            t.n(3, "cell", sku)
            t.n(3, "cell", var)
            t.n(3, "cell", str(qty))
            t.n(3, "cell", price)
            t.n(3, "cell", tot)
        if stage == "open":
            t.n(1, "button", "Fulfill", key="fulfill")
        elif stage == "fulfilled":
            t.n(1, "button", "Add tracking", key="track")
        else:
            t.n(1, "button", "Edit tracking")
        t.n(1, "heading", "Payment summary", "level=2")
        t.t(1, "Fully paid")
        for k, v in [("Subtotal", "$147.00"), ("Shipping", "UPS Ground $12.40"), ("Taxes", "$27.00"), ("Total", "$186.40"),
                     ("Preauthorized amount", "$0.00"), ("Captured amount", "$186.40"), ("Outstanding balance", "$0.00")]:
            t.t(1, k)
            t.t(1, v)
        t.n(1, "button", "Refund")
        t.n(1, "heading", "Order History", "level=2")
        t.n(1, "textbox", "Note", "clickable", value=note_typed, key="note")
        t.n(1, "button", "Send", key="send")
        t.n(1, "list", "")
        for k, (when, text) in enumerate(history):
            t.n(2, "listitem", "", bid=400 + len(history) - 1 - k)
            t.t(3, text)
            t.t(3, when)
        t.n(0, "complementary", "")
        t.n(1, "heading", "Customer", "level=2")
        t.n(1, "link", "clara.jensen@example.dk")
        t.n(1, "link", "View profile")
        t.n(1, "link", "View orders")
        t.n(1, "heading", "Shipping Address", "level=3")
        for line in ["Clara Jensen", "Vesterbrogade 112, 3. th.", "1620 K\u00f8benhavn V", "Denmark", "+45 28 41 77 03"]:
            t.t(1, line)
        t.n(1, "heading", "Billing Address", "level=3")
        t.t(1, "Same as shipping address")
        t.n(1, "heading", "Sales channel", "level=2")
        t.t(1, "Nordkind EU (USD)")
        if dialog == "track":
            t.n(0, "dialog", "Add tracking code", "modal=True", bid=900)
            t.n(1, "textbox", "Tracking number", "clickable", "focused", value=track_typed, bid=901, key="trackno")
            t.n(1, "button", "Back", bid=902)
            t.n(1, "button", "Confirm", bid=903, key="confirm")
        return t

    fpage = Tree()
    side(fpage)
    fpage.n(0, "main", "")
    fpage.n(1, "link", "Order #2741")
    fpage.n(1, "heading", "Fulfill Order #2741", "level=1")
    fpage.n(1, "table", "")
    fpage.n(2, "row", "")
    for h in ["Product name", "SKU", "Variant", "Quantity to fulfill", "Warehouse"]:
        fpage.n(3, "columnheader", h)
    for prod, sku, var, qty, _, _ in lines:
        fpage.n(2, "row", "")
        fpage.n(3, "cell", prod)
        fpage.n(3, "cell", sku)
        fpage.n(3, "cell", var)
        fpage.n(3, "cell", "")
        fpage.n(4, "spinbutton", "", "clickable", value=str(qty))
        fpage.t(4, f"/ {qty}")
        fpage.n(3, "cell", "")
        fpage.n(4, "button", "Europe Warehouse", "hasPopup='menu'")
    fpage.n(1, "checkbox", "Send shipment details to customer", "checked='true'")
    fpage.n(1, "button", "Back")
    fpage.n(1, "button", "Fulfill", key="confirm")

    h0 = [("Mar 13, 2024, 9:15 PM", "Order was fully paid"),
          ("Mar 13, 2024, 9:14 PM", "Order confirmation was sent to customer"),
          ("Mar 13, 2024, 9:14 PM", "Order was placed")]
    h1 = [("Mar 14, 2024, 11:41 AM", "Fulfilled 4 items"),
          ("Mar 14, 2024, 11:41 AM", "Shipping details were sent to clara.jensen@example.dk")] + h0
    h2 = [("Mar 14, 2024, 11:43 AM", f"Fulfillment tracking number was updated to {tracking}")] + h1
    # the note is logged with a time before the fulfillment and tracking events it follows
    h3 = [("Mar 14, 2024, 11:39 AM", f"Note was added to the order: {note}")] + h2
    d2 = detail("open", h0, "")
    d4 = detail("fulfilled", h1, "")
    d5 = detail("fulfilled", h1, "", "track", "")
    d6 = detail("fulfilled", h1, "", "track", tracking)
    d7 = detail("tracked", h2, "")
    d8 = detail("tracked", h2, note)
    d9 = detail("tracked", h3, "")
    after = [(n, d, c, p, "Fulfilled" if n == "#2741" else s, tt) for n, d, c, p, s, tt in orders]
    l10 = olist(after)
    cust = Tree()
    side(cust)
    cust.n(0, "main", "")
    cust.n(1, "heading", "Customers", "level=1")
    cust.n(1, "button", "Create customer")
    cust.n(1, "textbox", "Search customers...", "clickable", value="")
    cust.n(1, "grid", "")
    cust.n(2, "row", "")
    for h in ["Customer name", "Customer email", "No. of orders"]:
        cust.n(3, "columnheader", h, "clickable")
    for name, mail, cnt in [("Aisha Bello", "aisha.bello@example.ng", "2"), ("Ava Johansson", "ava.j@example.se", "5"),
                            ("Clara Jensen", "clara.jensen@example.dk", "3"), ("Emily Carter", "emily.carter@example.com", "1"),
                            ("Ethan Brown", "ebrown@example.com", "4"), ("Felix Schmidt", "felix.schmidt@example.de", "2"),
                            ("Henrik Aalto", "henrik.aalto@example.fi", "1"), ("Isla Murphy", "isla.m@example.ie", "3"),
                            ("Jonas Weber", "j.weber@example.de", "1"), ("Leo Fischer", "leo.fischer@example.at", "6"),
                            ("Liam O'Connor", "liam.oconnor@example.ie", "2"), ("Lukas Novak", "lukas.novak@example.cz", "1"),
                            ("Mateo Rossi", "mateo.rossi@example.it", "2"), ("Mia Kowalski", "mia.k@example.pl", "1"),
                            ("Noah M\u00fcller", "noah.mueller@example.ch", "3"), ("Nora Berg", "nora.berg@example.no", "2"),
                            ("Oliver Smith", "oliver.smith@example.co.uk", "7"), ("Sofia Marques", "sofia.marques@example.pt", "1"),
                            ("Yuki Tanaka", "yuki.tanaka@example.jp", "2"), ("Zoe Laurent", "zoe.laurent@example.fr", "1")]:
        cust.n(2, "row", "")
        cust.n(3, "gridcell", name)
        cust.n(3, "gridcell", mail)
        cust.n(3, "gridcell", cnt)
    ourl = f"{site}/dashboard/orders/"
    durl = f"{site}/dashboard/orders/T3JkZXI6YjVlNzJkMGQtNGM5Ny00YjFiLWE4MGItOWY0ZGQ1NjZmYzAx"
    to = "Orders | Saleor Dashboard"
    td = "Order #2741 | Saleor Dashboard"
    l1 = olist(orders)
    turns = [
        (f"goto('{ourl}')", l1.page(to, ourl)),
        (f"click('{l1.ids['#2741']}')", d2.page(td, durl)),
        (f"click('{d2.ids['fulfill']}')", fpage.page("Fulfill Order #2741 | Saleor Dashboard", f"{durl}/fulfill")),
        (f"click('{fpage.ids['confirm']}')", d4.page(td, durl)),
        (f"click('{d4.ids['track']}')", d5.page(td, durl)),
        (f"fill('{d5.ids['trackno']}', '{tracking}')", d6.page(td, durl)),
        (f"click('{d6.ids['confirm']}')", d7.page(td, durl)),
        (f"fill('{d7.ids['note']}', '{note}')", d8.page(td, durl)),
        (f"click('{d8.ids['send']}')", d9.page(td, durl)),
        (f"click('{d9.ids['nav_Orders']}')", l10.page(to, ourl)),
        (f"click('{l10.ids['nav_Customers']}')", cust.page("Customers | Saleor Dashboard", f"{site}/dashboard/customers/")),
    ]
    rs.add(task="web", tid="h41-web-17", system=SYSTEM, turns=turns,
           state=f"Saleor Dashboard 3.19, logged in as lena.hofer@nordkind-store.com (staff, full access). Browser at {site}/dashboard/. Goal: ship order #2741 with UPS tracking 1Z999AA10123456784 and leave a note about the delay.",
           bad=True, turn=9, kind="order history note timestamped before the fulfillment and tracking events that preceded it")


# Linkding bookmarks: clean
def linkding_bookmarks(rs: RowSet) -> None:
    site = "https://links.ohmann.dev"
    marks = [
        ("Tailscale: How NAT traversal works", "tailscale.com", "A deep dive into how Tailscale gets through NATs and firewalls.", ["networking", "reference"], "Yesterday"),
        ("Things I wish I knew before building a homelab", "danluu.com", "", ["homelab"], "2 days ago"),
        ("Git: Rebasing vs merging, a practical guide", "git-scm.com", "Official book chapter on rebasing.", ["git"], "3 days ago"),
        ("SQLite is not a toy database", "antonz.org", "Why SQLite is a great fit for many production workloads.", ["databases", "sqlite"], "5 days ago"),
        ("The Architecture of Open Source Applications", "aosabook.org", "", ["architecture", "books"], "1 week ago"),
        ("Dangit, Git!?!", "dangitgit.com", "Fixes for common git mess-ups in plain English.", ["git", "reference"], "1 week ago"),
        ("Postgres: the partial index trick", "postgresweekly.com", "", ["databases", "postgres"], "2 weeks ago"),
        ("Caddy v2 reverse proxy quick-start", "caddyserver.com", "Minimal Caddyfile examples for reverse proxying.", ["homelab", "networking"], "2 weeks ago"),
        ("A visual guide to SSH tunnels", "iximiuz.com", "Local and remote port forwarding explained with diagrams.", ["networking", "ssh"], "3 weeks ago"),
        ("Oh Shit, Git!?!", "ohshitgit.com", "", ["git"], "3 weeks ago"),
        ("How to write a good commit message", "cbea.ms", "Seven rules of a great Git commit message.", ["git", "writing"], "1 month ago"),
        ("Makefile tutorial by example", "makefiletutorial.com", "", ["build", "reference"], "1 month ago"),
        ("Systemd by example", "systemd-by-example.com", "Learn systemd by running examples in containers.", ["linux", "reference"], "1 month ago"),
        ("htmx: high power tools for HTML", "htmx.org", "", ["web"], "2 months ago"),
        ("The Twelve-Factor App", "12factor.net", "Methodology for building software-as-a-service apps.", ["architecture"], "2 months ago"),
        ("Learn X in Y minutes: Bash", "learnxinyminutes.com", "", ["linux", "reference"], "2 months ago"),
        ("Pro Git book", "git-scm.com", "The entire Pro Git book, free.", ["git", "books"], "3 months ago"),
        ("ZFS for dummies", "ikrima.dev", "", ["homelab", "storage"], "3 months ago"),
        ("Designing Data-Intensive Applications notes", "github.com", "", ["books", "databases"], "4 months ago"),
        ("Conventional Commits", "conventionalcommits.org", "A specification for adding meaning to commit messages.", ["git", "writing"], "5 months ago"),
    ]
    url = "https://jvns.ca/blog/2024/02/16/popular-git-config-options/"
    t_auto = "Popular git config options"
    d_auto = "Hello! I always wish that command line tools came with data about how popular their various options are."
    t_edit = "Popular git config options (Julia Evans)"

    def nav(t: Tree) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "linkding")
        t.n(1, "link", "Add bookmark", key="addbm")
        t.n(1, "link", "Bookmarks")
        t.n(1, "link", "Archived")
        t.n(1, "link", "Shared")
        t.n(1, "link", "Unread")
        t.n(1, "link", "Untagged")
        t.n(1, "link", "Settings")
        t.n(1, "link", "Logout")

    def listing(rows: list[tuple], query: str, heading: str) -> Tree:
        t = Tree()
        nav(t)
        t.n(0, "main", "")
        t.n(1, "heading", heading, "level=2")
        t.n(1, "searchbox", "Search for words or #tags", value=query)
        t.n(1, "button", "Search")
        t.n(1, "button", "Search preferences", "hasPopup='menu'")
        t.n(1, "list", "")
        for title, dom, desc, tags, age in rows:
            t.n(2, "listitem", "")
            t.n(3, "checkbox", "", "checked='false'")
            t.n(3, "link", title)
            t.n(3, "image", "")
            for tg in tags:
                t.n(3, "link", f"#{tg}")
            if desc:
                t.t(3, desc)
            t.t(3, dom)
            t.t(3, "|")
            t.t(3, age)
            t.t(3, "|")
            t.n(3, "link", "Edit", key=f"edit_{title}")
            t.n(3, "button", "Archive")
            t.n(3, "button", "Remove")
        if not query:
            t.n(1, "navigation", "")
            t.t(2, "Previous")
            t.t(2, "1")
            t.n(2, "link", "2")
            t.n(2, "link", "3")
            t.n(2, "link", "Next")
        t.n(0, "complementary", "")
        t.n(1, "heading", "Tags", "level=2")
        if query:
            t.n(1, "link", "-git")
        tagset = sorted({tg for m in rows for tg in m[4 - 1]} | ({"git"} if query else set()))
        if not query:
            tagset = sorted({tg for m in all_marks for tg in m[3]} | {"ansible", "cooking", "docker", "kubernetes", "music", "python", "rust", "security", "selfhosted", "travel"})
        letter = ""
        for tg in tagset:
            if query and tg == "git":
                continue
            if tg[0].upper() != letter:
                letter = tg[0].upper()
                t.t(1, letter)
            t.n(1, "link", tg, key=f"tag_{tg}")
        return t

    def form(edit: bool, u: str, title: str, desc: str, tags: str) -> Tree:
        t = Tree()
        nav(t)
        t.n(0, "main", "")
        t.n(1, "heading", "Edit bookmark" if edit else "New bookmark", "level=2")
        t.n(1, "textbox", "URL", "clickable", "required", value=u, key="url")
        t.n(1, "textbox", "Tags", "clickable", value=tags, key="tags")
        t.t(1, "Enter any number of tags separated by space and without the hash (#).")
        t.n(1, "textbox", "Title", "clickable", value=title, key="title")
        t.n(1, "textbox", "Description", "clickable", value=desc)
        t.n(1, "textbox", "Notes", "clickable", value="")
        t.n(1, "checkbox", "Mark as unread", "checked='false'")
        t.n(1, "checkbox", "Share", "checked='false'")
        t.n(1, "button", "Save", key="save")
        t.n(1, "link", "Nevermind")
        return t

    all_marks = list(marks)
    l1 = listing(marks, "", "Bookmarks")
    f2 = form(False, "", "", "", "")
    f3 = form(False, url, t_auto, d_auto, "")
    f4 = form(False, url, t_auto, d_auto, "git config reference")
    new = (t_auto, "jvns.ca", d_auto, ["git", "config", "reference"], "Today")
    all_marks = [new] + marks
    l5 = listing([new] + marks[:19], "", "Bookmarks")
    f6 = form(True, url, t_auto, d_auto, "git config reference")
    f7 = form(True, url, t_edit, d_auto, "git config reference")
    new2 = (t_edit, "jvns.ca", d_auto, ["git", "config", "reference"], "Today")
    all_marks = [new2] + marks
    l8 = listing([new2] + marks[:19], "", "Bookmarks")
    gits = [m for m in all_marks if "git" in m[3]]
    l9 = listing(gits, "#git", "Bookmarks")
    burl = f"{site}/bookmarks"
    tb = "Bookmarks - Linkding"
    turns = [
        (f"goto('{burl}')", l1.page(tb, burl)),
        (f"click('{l1.ids['addbm']}')", f2.page("New bookmark - Linkding", f"{burl}/new")),
        (f"fill('{f2.ids['url']}', '{url}')", f3.page("New bookmark - Linkding", f"{burl}/new")),
        (f"fill('{f3.ids['tags']}', 'git config reference')", f4.page("New bookmark - Linkding", f"{burl}/new")),
        (f"click('{f4.ids['save']}')", l5.page(tb, burl)),
        (f"click('{l5.ids['edit_' + t_auto]}')", f6.page("Edit bookmark - Linkding", f"{burl}/412/edit")),
        (f"fill('{f6.ids['title']}', '{t_edit}')", f7.page("Edit bookmark - Linkding", f"{burl}/412/edit")),
        (f"click('{f7.ids['save']}')", l8.page(tb, burl)),
        (f"click('{l8.ids['tag_git']}')", l9.page(tb, f"{burl}?q=%23git")),
    ]
    rs.add(task="web", tid="h41-web-18", system=SYSTEM, turns=turns,
           state=f"linkding 1.25 bookmark manager, logged in as pohmann. Browser at {burl}. Goal: save Julia Evans' post on popular git config options with tags git, config and reference, put her name in the title, then review everything tagged git.")


# Dolibarr third parties: bad
def dolibarr_thirdparty(rs: RowSet) -> None:
    site = "https://erp.atelier-kerjean.fr"
    name = "Brasserie du Port"

    def top(t: Tree) -> None:
        t.n(0, "navigation", "")
        for m in ["Home", "Members", "Third parties", "Products | Services", "Commerce", "Billing | Payment", "Banks | Cash",
                  "Accounting", "Projects", "HRM", "Tools"]:
            t.n(1, "link", m)
        t.n(1, "textbox", "Search", "clickable", value="")
        t.n(1, "link", "admin")
        t.n(0, "navigation", "Left menu")
        for m in ["New third party", "List", "List of prospects", "List of customers", "List of vendors", "Contacts/Addresses",
                  "New contact/address", "Tags/Categories"]:
            t.n(1, "link", m)

    def banner(t: Tree, tab: str, code: str) -> None:
        t.n(1, "tablist", "")
        for tb in ["Third party", "Contacts/Addresses 2", "Customer", "Projects", "Bank accounts", "Documents",
                   "Notes", "Events/Agenda"]:
            t.n(2, "tab", tb, f"selected={tb.startswith(tab)}", key=f"tab_{tb.split()[0]}")
        t.n(1, "link", "Back to list")
        t.n(1, "image", "Logo")
        t.n(1, "heading", name, "level=1")
        t.t(1, "12 Quai de la Fosse")
        t.t(1, "44000 Nantes")
        t.t(1, "France")
        t.t(1, "Open")
        t.n(1, "link", "Previous")
        t.n(1, "link", "Next")
        t.n(1, "table", "")
        for k, v in [("Prospect / Customer", "Customer"), ("Customer code", code), ("Vendor", "No")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)

    invoices = [("FA2403-0112", "03/04/2024", "1 248,00", "Unpaid"), ("FA2402-0093", "02/05/2024", "1 170,60", "Unpaid"),
                ("FA2401-0061", "01/08/2024", "986,40", "Paid"), ("FA2312-0148", "12/04/2023", "1 512,00", "Paid")]

    def card() -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        banner(t, "Third party", "CU2311-00058")
        t.n(1, "table", "")
        for k, v in [("Alias name", "Le Port"), ("Barcode", ""), ("Email", "contact@brasseriedupport.fr"),
                     ("Phone", "02 40 48 17 62"), ("Web", "brasseriedupport.fr"), ("Prof Id 1 (SIREN)", "852 741 963"),
                     ("Prof Id 2 (SIRET)", "852 741 963 00017"), ("Prof Id 3 (NAF-APE)", "5630Z"),
                     ("VAT ID", "FR40852741963"), ("Third-party type", "Small company"), ("Workforce", "6 - 10"),
                     ("Legal Entity Type", "SARL"), ("Capital", "10 000,00 \u20ac"), ("Default language", "French"),
                     ("Sales representatives", "Julien Mercier"), ("Tags/Categories", "HoReCa, Nantes")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "link", "Send email")
        t.n(1, "link", "Modify")
        t.n(1, "link", "Merge")
        t.n(1, "link", "Delete")
        t.n(1, "heading", "Last 4 customer invoices", "level=3")
        t.n(1, "table", "")
        for ref, date, amt, st in invoices:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", ref)
            t.n(3, "cell", date)
            t.n(3, "cell", f"{amt} \u20ac")
            t.n(3, "cell", st)
        t.n(1, "link", "All (27)")
        return t

    def customer() -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        banner(t, "Customer", "CU2311-00058")
        t.n(1, "table", "")
        for k, v in [("Customer discount (relative)", "5 %"), ("Customer discount (absolute)", "None"),
                     ("Payment terms", "30 days end of month"), ("Payment type", "Bank transfer"),
                     ("Default bank account", "CIC Nantes Commerce"), ("Shipping method", "Own delivery"),
                     ("Outstanding bill", "2 418,60 \u20ac"), ("Max. for outstanding bill", "5 000,00 \u20ac")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "heading", "Last 3 proposals", "level=3")
        t.n(1, "table", "")
        for ref, date, amt, st in [("PR2403-0041", "03/11/2024", "2 160,00", "Open"), ("PR2401-0012", "01/15/2024", "840,00", "Signed"),
                                   ("PR2311-0077", "11/20/2023", "3 300,00", "Billed")]:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", ref)
            t.n(3, "cell", date)
            t.n(3, "cell", f"{amt} \u20ac")
            t.n(3, "cell", st)
        t.n(1, "heading", "Last 4 customer invoices", "level=3")
        t.n(1, "table", "")
        for ref, date, amt, st in invoices:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", ref)
            t.n(3, "cell", date)
            t.n(3, "cell", f"{amt} \u20ac")
            t.n(3, "cell", st)
        for b in ["Create proposal", "Create order", "Create invoice", "Create intervention"]:
            t.n(1, "link", b)
        return t

    def contacts(code: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        banner(t, "Contacts/Addresses", code)
        t.n(1, "heading", "Contacts/Addresses for this third party", "level=3")
        t.n(1, "link", "Create contact/address", key="create")
        t.n(1, "table", "")
        t.n(2, "row", "")
        for h in ["Name", "Job position", "Phone", "Mobile", "Email", "Status", ""]:
            t.n(3, "columnheader", h)
        for nm, job, ph, mob, mail in [("Marc Le Goff", "G\u00e9rant", "02 40 48 17 62", "06 12 84 55 30", "marc@brasseriedupport.fr"),
                                       ("Sophie Tanguy", "Comptabilit\u00e9", "02 40 48 17 60", "", "compta@brasseriedupport.fr")]:
            t.n(2, "row", "")
            t.n(3, "cell", "")
            t.n(4, "link", nm)
            t.n(3, "cell", job)
            t.n(3, "cell", ph)
            t.n(3, "cell", mob)
            t.n(3, "cell", mail)
            t.n(3, "cell", "Enabled")
            t.n(3, "cell", "")
            t.n(4, "link", "Modify")
        return t

    def newcontact(last: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "heading", "New contact/address", "level=1")
        t.n(1, "textbox", "Last name / Label", "clickable", "required", value=last, key="last")
        t.n(1, "textbox", "First name", "clickable", value="")
        t.n(1, "combobox", "Third party", "hasPopup='menu'", "expanded=False", value=name)
        t.n(1, "combobox", "Title", "hasPopup='menu'", "expanded=False", value="")
        t.n(1, "textbox", "Job position", "clickable", value="")
        t.n(1, "link", "Copy address from third-party")
        t.n(1, "textbox", "Address", "clickable", value="")
        t.n(1, "textbox", "Zip", "clickable", value="")
        t.n(1, "textbox", "Town", "clickable", value="")
        t.n(1, "combobox", "Country", "hasPopup='menu'", "expanded=False", value="France (FR)")
        t.n(1, "textbox", "Phone pro.", "clickable", value="")
        t.n(1, "textbox", "Mobile", "clickable", value="")
        t.n(1, "textbox", "Email", "clickable", value="")
        t.n(1, "combobox", "Visibility", "hasPopup='menu'", "expanded=False", value="Public")
        t.n(1, "checkbox", "No email", "checked='false'")
        t.n(1, "button", "Create contact/address", key="go")
        t.n(1, "button", "Cancel")
        return t

    made = Tree()
    top(made)
    made.n(0, "main", "")
    made.n(1, "tablist", "")
    for tb in ["Contact/Address", "Personal information", "Related items", "Documents", "Notes", "Events/Agenda"]:
        made.n(2, "tab", tb, f"selected={tb == 'Contact/Address'}")
    made.n(1, "link", "Back to list")
    made.n(1, "heading", "Morvan", "level=1")
    made.t(1, "Ref. 143")
    made.t(1, "Enabled")
    made.n(1, "table", "")
    for k, v in [("Third party", name), ("Title", ""), ("Job position", ""), ("Address", ""), ("Country", "France"),
                 ("Phone pro.", ""), ("Mobile", ""), ("Email", ""), ("Visibility", "Public"), ("No email", "No")]:
        made.n(2, "row", "")
        made.n(3, "rowheader", k)
        made.n(3, "cell", v)
    for b in ["Send email", "Modify", "Create a user", "Disable", "Delete"]:
        made.n(1, "link", b)
    c1 = card()
    c2 = customer()
    c3 = contacts("CU2311-00085")
    n4 = newcontact("")
    n5 = newcontact("Morvan")
    turns = [
        (f"goto('{site}/societe/card.php?socid=214')", c1.page(f"{name} - Card", f"{site}/societe/card.php?socid=214")),
        (f"click('{c1.ids['tab_Customer']}')", c2.page(f"{name} - Customer", f"{site}/comm/card.php?socid=214")),
        (f"click('{c2.ids['tab_Contacts/Addresses']}')", c3.page(f"{name} - Contacts/Addresses", f"{site}/societe/contact.php?socid=214")),
        (f"click('{c3.ids['create']}')", n4.page("New contact/address", f"{site}/contact/card.php?socid=214&action=create&backtopage=%2Fsociete%2Fcontact.php%3Fsocid%3D214")),
        (f"fill('{n4.ids['last']}', 'Morvan')", n5.page("New contact/address", f"{site}/contact/card.php?socid=214&action=create&backtopage=%2Fsociete%2Fcontact.php%3Fsocid%3D214")),
        (f"click('{n5.ids['go']}')", made.page("Morvan - Contact/Address", f"{site}/contact/card.php?id=143")),
    ]
    rs.add(task="web", tid="h41-web-19", system=SYSTEM, turns=turns,
           state=f"Dolibarr 18.0 ERP, logged in as admin. Browser at {site}/societe/card.php?socid=214. Goal: check the customer terms of Brasserie du Port and add the new bar manager, M. Morvan, as a contact.",
           bad=True, turn=3, kind="customer code of the same third party drifts between tabs")


# Miniflux feeds: clean
def miniflux_feeds(rs: RowSet) -> None:
    site = "https://rss.vkrause.net"
    feeds = [("Hacker News: Front Page", 21, 1210, 2), ("Tagesschau - Die Nachrichten", 14, 980, 3), ("LWN.net", 12, 418, 4),
             ("heise online News", 11, 1044, 1), ("Ars Technica - All content", 9, 640, 5), ("The Register", 8, 702, 2),
             ("Simon Willison's Weblog", 6, 355, 7), ("Planet Debian", 3, 530, 9), ("xkcd.com", 2, 96, 11),
             ("Julia Evans", 1, 211, 14)]
    entries = [
        ("heise online News", "Microsoft patcht 61 L\u00fccken, zwei davon kritisch", 6),
        ("Hacker News: Front Page", "Show HN: I built a tiny PaaS on a single Hetzner box", 9),
        ("LWN.net", "Security updates for Thursday", 11),
        ("Tagesschau - Die Nachrichten", "Bundestag debattiert \u00fcber Taurus-Lieferung", 14),
        ("The Register", "Fujitsu says it found malware on its corporate network", 17),
        ("Hacker News: Front Page", "The case for SQLite in production, revisited", 21),
        ("Ars Technica - All content", "NASA\u2019s Europa Clipper gets its solar arrays", 26),
        ("LWN.net", "[$] Toward safer GNU C Library tunable handling", 32),
        ("Simon Willison's Weblog", "Weeknotes: datasette-enrichments and a new LLM plugin", 38),
        ("heise online News", "Chrome 123: Google schlie\u00dft 12 L\u00fccken", 44),
        ("Hacker News: Front Page", "Why I still use Make in 2024", 51),
        ("Tagesschau - Die Nachrichten", "Streik bei der Lufthansa: Was Reisende wissen m\u00fcssen", 57),
        ("LWN.net", "Stable kernel updates: 6.7.10, 6.6.22, 6.1.82", 66),
        ("The Register", "Linux Foundation survey: open source funding still lopsided", 78),
        ("Hacker News: Front Page", "A visual guide to Git internals", 85),
        ("Ars Technica - All content", "Vision Pro teardown reveals a surprisingly repairable headband", 97),
        ("LWN.net", "[$] A look at the 6.8 release", 110),
        ("heise online News", "Deutsche Bahn testet KI-gest\u00fctzte Zugdisposition", 118),
        ("Tagesschau - Die Nachrichten", "Inflationsrate sinkt auf 2,5 Prozent", 131),
        ("Hacker News: Front Page", "Ask HN: What\u2019s your backup strategy for a home server?", 140),
        ("Simon Willison's Weblog", "Claude 3 Haiku is now available", 152),
        ("LWN.net", "Rust for filesystems (LSFMM+BPF topic)", 171),
        ("The Register", "Europe's AI Act passes its final vote", 185),
        ("Hacker News: Front Page", "Postgres is eating the database world", 196),
        ("heise online News", "Raspberry Pi 5 bekommt offizielles M.2-HAT", 204),
        ("Tagesschau - Die Nachrichten", "Neue Regeln f\u00fcr E-Scooter in Paris", 219),
        ("LWN.net", "[$] Development statistics for 6.8", 233),
        ("Ars Technica - All content", "The Framework Laptop 16 review, part two", 247),
        ("Hacker News: Front Page", "The hardest part of building software is not coding", 258),
        ("xkcd.com", "Eclipse Coolness", 270),
        ("Planet Debian", "Reproducible Builds: Debian bookworm progress report", 284),
        ("heise online News", "Glasfaserausbau: Telekom und Vodafone vereinbaren Open Access", 296),
        ("LWN.net", "[$] The state of the page in 2024", 310),
    ]

    def fmt(m: int) -> str:
        if m < 60:
            return f"{m} minutes ago"
        h = m // 60
        return "1 hour ago" if h == 1 else f"{h} hours ago"

    def head(t: Tree, unread: int) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "Miniflux")
        t.n(1, "navigation", "")
        t.n(2, "link", f"Unread ({unread})", key="unread")
        t.n(2, "link", "Starred")
        t.n(2, "link", "History", key="history")
        t.n(2, "link", "Feeds", key="feeds")
        t.n(2, "link", "Categories")
        t.n(2, "link", "Settings")
        t.n(2, "link", "Logout")
        t.n(1, "searchbox", "Search...", value="")

    def elist(t: Tree, rows: list[tuple[str, str, int]], read: bool = False) -> None:
        t.n(1, "list", "")
        for feed, title, age in rows:
            t.n(2, "article", "")
            t.n(3, "link", title)
            t.n(3, "link", feed)
            t.t(3, fmt(age))
            t.n(3, "button", "Mark as unread" if read else "Mark as read")
            t.n(3, "button", "Star")
            t.n(3, "button", "Save")
            t.n(3, "link", "Original")

    def unread_page(rows: list[tuple[str, str, int]], count: int) -> Tree:
        t = Tree()
        head(t, count)
        t.n(0, "main", "")
        t.n(1, "heading", f"Unread ({count})", "level=1")
        t.n(1, "link", "Mark this page as read")
        t.n(1, "link", "Refresh all feeds")
        elist(t, rows[:25])
        t.n(1, "navigation", "")
        t.t(2, "Previous")
        t.n(2, "link", "Next")
        return t

    def feeds_page(counts: dict[str, tuple[int, int]], checks: dict[str, str], unread: int) -> Tree:
        t = Tree()
        head(t, unread)
        t.n(0, "main", "")
        t.n(1, "heading", f"Feeds ({len(feeds)})", "level=1")
        t.n(1, "link", "Add feed")
        t.n(1, "link", "Export")
        t.n(1, "link", "Import")
        t.n(1, "link", "Refresh all feeds")
        t.n(1, "list", "")
        for name, _, _, _ in feeds:
            u, tot = counts[name]
            t.n(2, "article", "")
            t.n(3, "link", name, key=f"f_{name}")
            t.t(3, f"({u}/{tot})")
            t.t(3, f"Last check: {checks[name]}")
            t.n(3, "link", "Refresh")
            t.n(3, "link", "Edit")
            t.n(3, "link", "Remove")
            t.n(3, "link", "Mark all as read")
        return t

    lwn = [e for e in entries if e[0] == "LWN.net"]
    lwn_more = [("LWN.net", "[$] Ubuntu 24.04 drops 32-bit time_t on armhf", 340),
                ("LWN.net", "Debian 12.5 released", 371), ("LWN.net", "Security updates for Wednesday", 1450),
                ("LWN.net", "[$] Memory-management: the shrinker rework", 1520),
                ("LWN.net", "[$] Zapping pointers out of thin air", 1600)]
    lwn_all = lwn + lwn_more
    assert len(lwn_all) == 12

    def feed_page(rows: list[tuple[str, str, int]], unread: int, check: str, count: int) -> Tree:
        t = Tree()
        head(t, unread)
        t.n(0, "main", "")
        t.n(1, "heading", f"LWN.net ({count})", "level=1")
        t.n(1, "link", "Mark this page as read", key="markpage")
        t.n(1, "link", "Refresh", key="refresh")
        t.n(1, "link", "Edit")
        t.n(1, "link", "Remove")
        t.t(1, f"Last check: {check}")
        if rows:
            elist(t, rows)
        else:
            t.t(1, "There are no unread articles.")
        return t

    counts = {n: (u, tot) for n, u, tot, _ in feeds}
    checks = {n: f"{m} minutes ago" if m > 1 else "1 minute ago" for n, _, _, m in feeds}
    u1 = unread_page(entries, 87)
    f2 = feeds_page(counts, checks, 87)
    lw3 = feed_page(lwn_all, 87, "5 minutes ago", 12)
    lw4 = feed_page([], 75, "5 minutes ago", 0)
    fresh = ("LWN.net", "[$] The first half of the 6.9 merge window", 3)
    lw5 = feed_page([fresh], 76, "just now", 1)
    counts2 = dict(counts)
    counts2["LWN.net"] = (1, 419)
    checks2 = {n: f"{m + 1} minutes ago" for n, _, _, m in feeds}
    checks2["LWN.net"] = "1 minute ago"
    f6 = feeds_page(counts2, checks2, 76)
    later = sorted([(f, ti, a + 2) for f, ti, a in entries if f != "LWN.net"] + [(fresh[0], fresh[1], fresh[2] + 1)], key=lambda e: e[2])
    u7 = unread_page(later, 76)
    hist = Tree()
    head(hist, 76)
    hist.n(0, "main", "")
    hist.n(1, "heading", "History (3,917)", "level=1")
    hist.n(1, "link", "Flush history")
    elist(hist, [(f, ti, a + 2) for f, ti, a in lwn_all] + [
        ("Julia Evans", "Some Git poll results", 2900), ("Simon Willison's Weblog", "Building files-to-prompt", 3100),
        ("The Register", "Intel's 14th-gen laptop chips benchmarked", 3300)], read=True)
    hist.n(1, "navigation", "")
    hist.t(2, "Previous")
    hist.n(2, "link", "Next")
    turns = [
        (f"goto('{site}/unread')", u1.page("Unread (87) - Miniflux", f"{site}/unread")),
        (f"click('{u1.ids['feeds']}')", f2.page("Feeds (10) - Miniflux", f"{site}/feeds")),
        (f"click('{f2.ids['f_LWN.net']}')", lw3.page("LWN.net - Miniflux", f"{site}/feed/4/entries")),
        (f"click('{lw3.ids['markpage']}')", lw4.page("LWN.net - Miniflux", f"{site}/feed/4/entries")),
        (f"click('{lw4.ids['refresh']}')", lw5.page("LWN.net - Miniflux", f"{site}/feed/4/entries")),
        (f"click('{lw5.ids['feeds']}')", f6.page("Feeds (10) - Miniflux", f"{site}/feeds")),
        (f"click('{f6.ids['unread']}')", u7.page("Unread (76) - Miniflux", f"{site}/unread")),
        (f"click('{u7.ids['history']}')", hist.page("History - Miniflux", f"{site}/history")),
    ]
    rs.add(task="web", tid="h41-web-20", system=SYSTEM, turns=turns,
           state=f"Miniflux 2.1 reader, logged in as vkrause (25 entries per page, unread-only feed view). Browser at {site}/unread. Goal: clear the LWN.net backlog, pull the feed once more, and confirm the read entries landed in History.")


# Mealie recipes: clean
def mealie_recipes(rs: RowSet) -> None:
    site = "https://mealie.familie-horn.de"
    ingredients = [(6, "", "eggs", ""), (2, "tablespoon", "olive oil", ""), (1, "", "onion", "diced"),
                   (1, "", "red bell pepper", "diced"), (3, "clove", "garlic", "minced"), (1, "teaspoon", "ground cumin", ""),
                   (1, "teaspoon", "smoked paprika", ""), (800, "gram", "canned tomatoes", ""), (100, "gram", "feta", "crumbled"),
                   (1, "handful", "fresh parsley", "chopped")]

    def qty(x: float) -> str:
        whole = int(x)
        frac = x - whole
        sym = {0.25: "\u00bc", 0.5: "\u00bd", 0.75: "\u00be"}.get(round(frac, 2), "")
        if not sym:
            return str(whole)
        return f"{whole} {sym}" if whole else sym

    def lines(servings: int) -> list[str]:
        out = []
        for q, unit, food, note in ingredients:
            s = qty(q * servings / 4)
            out.append(" ".join(x for x in [s, unit, food] if x) + (f", {note}" if note else ""))
        return out

    def top(t: Tree) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "Mealie")
        t.n(1, "textbox", "Search", "clickable", value="")
        t.n(1, "button", "Create", "hasPopup='menu'")
        t.n(1, "button", "Anna Horn", "hasPopup='menu'")
        t.n(0, "navigation", "")
        for m in ["Recipes", "Meal Planner", "Shopping Lists", "Categories", "Tags", "Tools", "Cookbooks"]:
            t.n(1, "link", m, key=f"nav_{m}")

    def recipe(servings: int, menu: bool, dialog: str, toast: str) -> Tree:
        t = Tree()
        top(t)
        t.n(0, "main", "")
        t.n(1, "image", "Shakshuka")
        t.n(1, "heading", "Shakshuka", "level=1")
        t.n(1, "radiogroup", "Rating")
        t.t(2, "4 of 5 stars")
        t.t(1, "Eggs poached in a spiced tomato and pepper sauce, finished with feta and parsley.")
        for k, v in [("Prep Time", "10 minutes"), ("Cook Time", "25 minutes"), ("Total Time", "35 minutes")]:
            t.t(1, k)
            t.t(1, v)
        t.n(1, "button", "Favorite")
        t.n(1, "button", "Edit")
        t.n(1, "button", "Recipe actions", "hasPopup='menu'", f"expanded={menu}", key="actions")
        if menu:
            t.n(2, "menu", "", bid=600)
            for i, m in enumerate(["Delete", "Duplicate", "Share", "Print", "Add to Shopping List", "Add to Plan", "Last Made"]):
                t.n(3, "menuitem", m, bid=601 + i, key=f"m_{m}")
        t.n(1, "button", "Decrease servings", key="minus")
        t.t(1, f"{servings} servings")
        t.n(1, "button", "Increase servings", key="plus")
        t.n(1, "heading", "Ingredients", "level=2")
        t.n(1, "list", "")
        for ln in lines(servings):
            t.n(2, "listitem", "")
            t.n(3, "checkbox", ln, "checked='false'")
        t.n(1, "heading", "Instructions", "level=2")
        for i, step in enumerate(["Heat the oil in a cast iron skillet over medium heat. Cook onion and pepper for 6-8 minutes until soft.",
                                  "Add garlic, cumin and paprika and cook for 1 minute until fragrant.",
                                  "Pour in the tomatoes, season with salt and pepper and simmer for 10 minutes until thickened.",
                                  "Make wells in the sauce, crack in the eggs, cover and cook for 5-7 minutes until the whites are set.",
                                  "Top with feta and parsley and serve straight from the pan with bread."], 1):
            t.n(1, "checkbox", f"Step {i}", "checked='false'")
            t.t(1, step)
        t.n(1, "heading", "Categories", "level=3")
        t.n(1, "link", "Brunch")
        t.n(1, "heading", "Tags", "level=3")
        t.n(1, "link", "Breakfast")
        t.n(1, "link", "Vegetarian")
        t.n(1, "link", "One pan")
        t.n(1, "heading", "Required Tools", "level=3")
        t.n(1, "checkbox", "Cast iron skillet", "checked='false'")
        t.t(1, "Last made: 2024-03-02")
        if dialog == "lists":
            t.n(0, "dialog", "Add to list", "modal=True", bid=700)
            t.t(1, "Select a shopping list")
            t.n(1, "button", "Weekly groceries", bid=701, key="weekly")
            t.n(1, "button", "Costco run", bid=702)
            t.n(1, "button", "Cancel", bid=703)
        elif dialog == "items":
            t.n(0, "dialog", "Add to list", "modal=True", bid=700)
            t.t(1, "Shakshuka")
            t.n(1, "checkbox", "Select all", "checked='true'", bid=710)
            for i, ln in enumerate(lines(servings)):
                t.n(1, "checkbox", ln, "checked='true'", bid=711 + i)
            t.n(1, "button", "Cancel", bid=730)
            t.n(1, "button", "Add", bid=731, key="add")
        if toast:
            t.n(0, "status", "", bid=740)
            t.t(1, toast)
        return t

    existing = [("Dairy", "1 liter milk"), ("Dairy", "500 gram greek yogurt"), ("Bakery", "1 sourdough bread"),
                ("Produce", "6 bananas"), ("Produce", "1 kilogram potatoes"), ("Pantry", "500 gram spaghetti"),
                ("Household", "1 dish soap")]
    added = lines(6)
    label_of = {"eggs": "Dairy", "olive oil": "Pantry", "onion": "Produce", "red bell pepper": "Produce", "garlic": "Produce",
                "ground cumin": "Spices", "smoked paprika": "Spices", "canned tomatoes": "Pantry", "feta": "Dairy",
                "fresh parsley": "Produce"}
    shop = Tree()
    top(shop)
    shop.n(0, "main", "")
    shop.n(1, "heading", "Weekly groceries", "level=1")
    shop.n(1, "button", "Copy", "hasPopup='menu'")
    shop.n(1, "button", "Reorder labels")
    shop.n(1, "button", "Settings")
    items: dict[str, list[tuple[str, str]]] = {}
    for lab, txt in existing:
        items.setdefault(lab, []).append((txt, ""))
    for (_q, _unit, food, _note), txt in zip(ingredients, added):
        items.setdefault(label_of[food], []).append((txt, "Shakshuka"))
    for lab in ["Bakery", "Dairy", "Household", "Pantry", "Produce", "Spices"]:
        shop.n(1, "heading", lab, "level=3")
        for txt, src in items[lab]:
            shop.n(1, "checkbox", txt, "checked='false'")
            if src:
                shop.t(1, src)
            shop.n(1, "button", "Edit")
    shop.n(1, "button", "Add")
    shop.n(1, "heading", "Linked Recipes", "level=3")
    shop.n(1, "link", "Shakshuka")
    shop.t(1, "6 servings")
    shop.t(1, f"{len(existing) + len(added)} items")
    rurl = f"{site}/g/home/r/shakshuka"
    tr = "Shakshuka | Mealie"
    r1 = recipe(4, False, "", "")
    r2 = recipe(5, False, "", "")
    r3 = recipe(6, False, "", "")
    r4 = recipe(6, True, "", "")
    r5 = recipe(6, False, "lists", "")
    r6 = recipe(6, False, "items", "")
    r7 = recipe(6, False, "", "Recipe added to list")
    turns = [
        (f"goto('{rurl}')", r1.page(tr, rurl)),
        (f"click('{r1.ids['plus']}')", r2.page(tr, rurl)),
        (f"click('{r2.ids['plus']}')", r3.page(tr, rurl)),
        (f"click('{r3.ids['actions']}')", r4.page(tr, rurl)),
        (f"click('{r4.ids['m_Add to Shopping List']}')", r5.page(tr, rurl)),
        (f"click('{r5.ids['weekly']}')", r6.page(tr, rurl)),
        (f"click('{r6.ids['add']}')", r7.page(tr, rurl)),
        (f"click('{r7.ids['nav_Shopping Lists']}')", shop.page("Weekly groceries | Mealie", f"{site}/shopping-lists/6f1d2c84-93b0-4e57-a8c2-51d7e09b3a6f")),
    ]
    rs.add(task="web", tid="h41-web-21", system=SYSTEM, turns=turns,
           state=f"Mealie v1.3 of the Horn household, logged in as Anna Horn. Browser at {site}/g/home. Goal: scale the shakshuka to 6 servings for Saturday's brunch and put its ingredients on the weekly grocery list.")


# Kanboard board: bad
def kanboard_board(rs: RowSet) -> None:
    site = "https://kanban.opsteam.io"
    tasks = {
        212: ("Remove legacy FTP upload path", "Backlog", "mkrause", "Cleanup", "03/22/2024", 0),
        219: ("Document new DNS zones", "Backlog", "aoyelaran", "Docs", "", 0),
        222: ("Decommission old Nagios host", "Backlog", "", "Cleanup", "03/29/2024", 1),
        225: ("Evaluate restic vs borg for offsite backups", "Backlog", "tnguyen", "Research", "", 3),
        227: ("Replace self-signed certs on staging", "Backlog", "", "Security", "03/20/2024", 0),
        218: ("Migrate cron jobs to systemd timers", "Ready", "mkrause", "Migration", "03/18/2024", 0),
        221: ("Move Grafana to new VM", "Ready", "tnguyen", "Migration", "", 2),
        224: ("Rotate SSH host keys", "Ready", "aoyelaran", "Security", "03/15/2024", 0),
        215: ("PostgreSQL 15 upgrade on db-02", "Work in progress", "mkrause", "Migration", "03/16/2024", 5),
        223: ("Terraform state to S3 backend", "Work in progress", "tnguyen", "Infra as code", "", 1),
        205: ("Set up Uptime Kuma", "Done", "aoyelaran", "Monitoring", "", 2),
        208: ("Migrate Gitea to new host", "Done", "mkrause", "Migration", "", 4),
        210: ("Inventory all VMs", "Done", "tnguyen", "Docs", "", 1),
        213: ("Enable automatic security updates", "Done", "aoyelaran", "Security", "", 0),
    }
    cols = ["Backlog", "Ready", "Work in progress", "Done"]

    def header(t: Tree, view: str) -> None:
        t.n(0, "banner", "")
        t.n(1, "link", "Kanboard")
        t.t(1, "Infra Migration")
        t.n(1, "button", "Project menu", "hasPopup='menu'")
        t.n(1, "textbox", "Filter", "clickable", value="status:open")
        t.n(1, "button", "Filters", "hasPopup='menu'")
        for v in ["Overview", "Board", "Calendar", "List", "Gantt"]:
            t.n(1, "link", v, *(["current='page'"] if v == view else []), key=f"view_{v}")
        t.n(1, "link", "Notifications 2")
        t.n(1, "button", "mkrause", "hasPopup='menu'")

    def board(data: dict[int, tuple], toast: str = "") -> Tree:
        t = Tree()
        header(t, "Board")
        t.n(0, "main", "")
        if toast:
            t.n(1, "alert", "")
            t.t(2, toast)
        t.n(1, "table", "")
        t.n(2, "row", "")
        for c in cols:
            n = sum(1 for v in data.values() if v[1] == c)
            t.n(3, "columnheader", f"{c} ({n})")
            t.n(4, "button", "Add a new task")
        t.n(2, "row", "")
        for c in cols:
            t.n(3, "cell", "")
            for tid in sorted(k for k, v in data.items() if v[1] == c):
                title, _, who, cat, due, com = data[tid]
                t.n(4, "article", "")
                t.n(5, "link", f"#{tid}", key=f"id{tid}")
                if who:
                    t.t(5, who)
                t.n(5, "link", title, key=f"t{tid}")
                t.t(5, cat)
                if due:
                    t.t(5, due)
                if com:
                    t.t(5, f"{com} comments" if com > 1 else "1 comment")
        return t

    def view(tid: int, comments: list[tuple[str, str, str]], modal: str = "", typed: str = "") -> Tree:
        title, col, who, cat, due, _ = tasks[tid]
        t = Tree()
        header(t, "")
        t.n(0, "navigation", "")
        t.n(1, "link", "Infra Migration", key="project")
        t.n(1, "link", "Back to the board")
        t.n(0, "complementary", "")
        for s in ["Summary", "Activity stream", "Transitions", "Analytics", "Time tracking"]:
            t.n(1, "link", s)
        t.t(1, "Actions")
        for a in ["Edit the task", "Edit the description", "Add a sub-task", "Add internal link", "Add external link",
                  "Add a comment", "Attach a document", "Add a screenshot", "Duplicate", "Duplicate to another project",
                  "Move to another project", "Send by email", "Close this task", "Remove"]:
            t.n(1, "link", a, key=f"a_{a}")
        t.n(0, "main", "")
        t.n(1, "heading", f"#{tid} {title}", "level=2")
        t.n(1, "table", "")
        for k, v in [("Status:", "open"), ("Priority:", "0"), ("Column:", col), ("Swimlane:", "Default swimlane"),
                     ("Category:", cat), ("Assignee:", who or "not assigned"), ("Creator:", "mkrause"),
                     ("Due date:", due or "not defined"), ("Created:", "03/01/2024 10:12" if tid == 212 else "03/05/2024 16:40"),
                     ("Modified:", "03/11/2024 09:27" if tid == 212 else "03/13/2024 14:05")]:
            t.n(2, "row", "")
            t.n(3, "rowheader", k)
            t.n(3, "cell", v)
        t.n(1, "heading", "Description", "level=3")
        t.t(1, {212: "The old /srv/ftp/uploads path and the vsftpd unit are still there on web-01. Remove both after confirming nothing writes to it (check logs for 7 days).",
                218: "List all entries in /etc/cron.d and user crontabs on app-01..03, convert each to a .service + .timer pair, keep cron disabled for one week before removal."}[tid])
        t.n(1, "heading", "Comments", "level=3")
        for author, when, text in comments:
            t.n(1, "article", "")
            t.t(2, author)
            t.t(2, when)
            t.t(2, text)
            t.n(2, "link", "Edit")
            t.n(2, "link", "Remove")
        if not comments:
            t.t(1, "There is no comment.")
        if modal == "remove":
            t.n(0, "dialog", "Remove a task", "modal=True", bid=900)
            t.t(1, f"Do you really want to remove this task: \"{title}\"?")
            t.n(1, "button", "Yes", bid=901, key="yes")
            t.t(1, "or")
            t.n(1, "link", "cancel", bid=902)
        elif modal == "comment":
            t.n(0, "dialog", "Add a comment", "modal=True", bid=900)
            t.n(1, "tab", "Write", "selected=True", bid=903)
            t.n(1, "tab", "Preview", "selected=False", bid=904)
            t.n(1, "textbox", "", "clickable", "focused", value=typed, bid=905, key="text")
            t.n(1, "combobox", "Visibility", value="Standard users", bid=906)
            t.n(1, "button", "Save", bid=907, key="save")
            t.t(1, "or")
            t.n(1, "link", "cancel", bid=908)
        return t

    note = "Converted 14 of 17 jobs; the three backup jobs on app-02 need the NFS mount as a dependency, doing those tomorrow."
    after = {k: v for k, v in tasks.items() if k != 212}
    after[218] = tasks[218][:5] + (1,)
    b1 = board(tasks)
    v2 = view(212, [])
    v3 = view(212, [], "remove")
    b4 = board(after | {218: tasks[218]}, "Task removed successfully.")
    v5 = view(218, [])
    v6 = view(218, [], "comment")
    v7 = view(218, [], "comment", note)
    v8 = view(218, [("mkrause", "03/14/2024 11:58", note)])
    b9 = board(after)
    ov = Tree()
    header(ov, "Overview")
    ov.n(0, "main", "")
    ov.n(1, "heading", "Infra Migration", "level=2")
    ov.t(1, "Move all services from the 2016 rack to the new Proxmox cluster before the end of Q1.")
    for c in cols:
        ov.t(1, c)
        ov.t(1, str(sum(1 for v in after.values() if v[1] == c)))
    ov.n(1, "heading", "Last activity", "level=3")
    for _who, text, when in [("mkrause", "mkrause commented the task #218", "03/14/2024 11:58"),
                            ("tnguyen", "tnguyen moved the task #223 to the column \"Work in progress\"", "03/13/2024 17:22"),
                            ("aoyelaran", "aoyelaran moved the task #213 to the column \"Done\"", "03/13/2024 10:05"),
                            ("tnguyen", "tnguyen commented the task #221", "03/12/2024 15:48"),
                            ("mkrause", "mkrause updated the task #215", "03/12/2024 09:31")]:
        ov.n(1, "article", "")
        ov.t(2, text)
        ov.t(2, when)
    # the list view brings back the removed task
    shown = dict(after)
    shown[212] = tasks[212]
    lv = Tree()
    header(lv, "List")
    lv.n(0, "main", "")
    lv.n(1, "table", "")
    lv.n(2, "row", "")
    for h in ["Id", "Column", "Category", "Title", "Assignee", "Due date", "Status"]:
        lv.n(3, "columnheader", h, "clickable")
    for tid in sorted(shown, reverse=True):
        title, col, who, cat, due, _ = shown[tid]
        lv.n(2, "row", "")
        lv.n(3, "cell", "")
        lv.n(4, "link", f"#{tid}", key=f"l{tid}")
        lv.n(3, "cell", col)
        lv.n(3, "cell", cat)
        lv.n(3, "cell", "")
        lv.n(4, "link", title)
        lv.n(3, "cell", who)
        lv.n(3, "cell", due)
        lv.n(3, "cell", "Open")
    lv.t(1, f"{len(shown)} tasks")
    v12 = Tree()
    header(v12, "")
    v12.n(0, "main", "")
    v12.n(1, "heading", "#221 Move Grafana to new VM", "level=2")
    v12.n(1, "table", "")
    for k, v in [("Status:", "open"), ("Priority:", "0"), ("Column:", "Ready"), ("Swimlane:", "Default swimlane"),
                 ("Category:", "Migration"), ("Assignee:", "tnguyen"), ("Creator:", "tnguyen"), ("Due date:", "not defined"),
                 ("Created:", "03/06/2024 11:02"), ("Modified:", "03/12/2024 15:48")]:
        v12.n(2, "row", "")
        v12.n(3, "rowheader", k)
        v12.n(3, "cell", v)
    v12.n(1, "heading", "Description", "level=3")
    v12.t(1, "Provision grafana-01 on pve-02, restore dashboards from the JSON export, switch the DNS record.")
    v12.n(1, "heading", "Comments", "level=3")
    for author, when, text in [("tnguyen", "03/11/2024 10:20", "VM is up, 2 vCPU / 4 GB. Dashboards exported."),
                               ("tnguyen", "03/12/2024 15:48", "Waiting for the LDAP bind account before the switch.")]:
        v12.n(1, "article", "")
        v12.t(2, author)
        v12.t(2, when)
        v12.t(2, text)
    burl = f"{site}/board/3"
    tb = "Infra Migration - Kanboard"
    turns = [
        (f"goto('{burl}')", b1.page(tb, burl)),
        (f"click('{b1.ids['t212']}')", v2.page("#212 Remove legacy FTP upload path - Kanboard", f"{site}/task/212")),
        (f"click('{v2.ids['a_Remove']}')", v3.page("#212 Remove legacy FTP upload path - Kanboard", f"{site}/task/212")),
        (f"click('{v3.ids['yes']}')", b4.page(tb, burl)),
        (f"click('{b4.ids['t218']}')", v5.page("#218 Migrate cron jobs to systemd timers - Kanboard", f"{site}/task/218")),
        (f"click('{v5.ids['a_Add a comment']}')", v6.page("#218 Migrate cron jobs to systemd timers - Kanboard", f"{site}/task/218")),
        (f"fill('{v6.ids['text']}', '{note}')", v7.page("#218 Migrate cron jobs to systemd timers - Kanboard", f"{site}/task/218")),
        (f"click('{v7.ids['save']}')", v8.page("#218 Migrate cron jobs to systemd timers - Kanboard", f"{site}/task/218")),
        (f"click('{v8.ids['project']}')", b9.page(tb, burl)),
        (f"click('{b9.ids['view_Overview']}')", ov.page(tb, f"{site}/project/3")),
        (f"click('{ov.ids['view_List']}')", lv.page(tb, f"{site}/list/3")),
        (f"click('{lv.ids['l221']}')", v12.page("#221 Move Grafana to new VM - Kanboard", f"{site}/task/221")),
    ]
    rs.add(task="web", tid="h41-web-22", system=SYSTEM, turns=turns,
           state=f"Kanboard 1.2.35, logged in as mkrause, project Infra Migration. Browser at {site}/dashboard. Goal: drop the obsolete FTP cleanup task, log progress on the cron migration, then review the open tasks.",
           bad=True, turn=11, kind="removed task #212 listed again in the list view")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (magento_orders, woocommerce_products, paperless_documents, prestashop_catalog, redmine_issues,
                  discourse_topics, ghost_posts, odoo_inventory, mastodon_admin, jellyfin_libraries, nocodb_grid,
                  firefly_transactions, openproject_work_packages, immich_albums, vikunja_tasks, grocy_stock,
                  saleor_orders, linkding_bookmarks, dolibarr_thirdparty, miniflux_feeds, mealie_recipes, kanboard_board):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
