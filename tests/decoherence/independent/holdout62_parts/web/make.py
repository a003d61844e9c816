# ruff: noqa: E501
"""Held-out set 62, domain ``web``: 22 BrowserGym trajectories over accessibility trees with bids.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes (edits, deletions, renames, re-sorts, live counters, clocks moving forward).
Pages are rendered from small state dictionaries so that untouched details stay verbatim across turns.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model** - a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given the historical context (previous interactions in this session), the current page state (the page's accessibility tree, each interactive element tagged with its bid) and a browser action, predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

noop(wait_ms), scroll(delta_x, delta_y), click(bid, button='left', modifiers=[]), keyboard_press(key), keyboard_type(text), fill(bid, value), hover(bid), tab_focus(index), new_tab(), go_back(), go_forward(), goto(url), tab_close(), select_option(bid, options), send_msg_to_user(text), report_infeasible(reason)

# Content Requirements

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly (URL line, RootWebArea, tab-indented nodes, [bid] role 'name', properties).
Do not rewrite the page state into a different format or a richer internal schema, and do not add fields, metadata or browser internals that the current page state does not show.
Representation mismatch is a correctness error, not a stylistic preference.
Prefer a complete conservative page state over a partial or truncated one. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def q(s: str) -> str:
    return repr(s)


class Page:
    """An accessibility tree under construction; bids are numbered in document order from ``start``."""

    def __init__(self, title: str, url: str, start: int) -> None:
        self.title, self.url, self.n = title, url, start
        self.lines: list[str] = []
        self.b: dict[str, str] = {}

    def e(self, d: int, role: str, name: str = "", *props: str, key: str | None = None) -> str:
        bid = str(self.n)
        self.n += 1
        s = "\t" * d + f"[{bid}] {role} {q(name)}"
        if props:
            s += ", " + ", ".join(props)
        self.lines.append(s)
        if key:
            self.b[key] = bid
        return bid

    def t(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText {q(text)}")

    def __str__(self) -> str:
        return axtree(self.title, self.lines, self.url)


def money(x: float) -> str:
    return f"${x:,.2f}"


def val(v: str) -> str:
    return f"value={q(v)}"


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, v: str) -> str:
    return f"fill('{bid}', {q(v)})"


def select(bid: str, v: str) -> str:
    return f"select_option('{bid}', {q(v)})"


def goto(url: str) -> str:
    return f"goto('{url}')"


# ---------------------------------------------------------------- 01 OneStopShop store (clean)
SHOP = "http://localhost:7770"
STER_URL = SHOP + "/sterilite-6-qt-storage-box-white-lid-12-pack.html"
SHOP_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_header(p: Page, cart: int) -> None:
    p.e(0, "link", "Skip to Content")
    p.e(0, "link", "My Account")
    p.e(0, "link", "My Wish List")
    p.e(0, "link", "Sign Out")
    p.t(0, "Welcome to One Stop Market")
    p.e(0, "link", "store logo")
    p.e(1, "img", "one_stop_market_logo")
    p.e(0, "link", f"\ue611 My Cart {cart} {cart}items", key="cart")
    p.e(0, "Section", "")
    p.e(1, "combobox", "\ue615 Search", "autocomplete='both'", "hasPopup='listbox'", "expanded=False")
    p.e(1, "link", "Advanced Search")
    p.e(1, "button", "Search", "disabled=True")
    p.e(0, "tablist", "", "multiselectable=False", "orientation='horizontal'")
    p.e(1, "tabpanel", "")
    p.e(2, "menu", "", "orientation='vertical'")
    for m in SHOP_MENU:
        p.e(3, "menuitem", f"\ue622 {m}", "hasPopup='menu'")


def shop_footer(p: Page) -> None:
    p.e(0, "contentinfo", "")
    p.e(1, "textbox", "Sign Up for Our Newsletter:")
    p.e(1, "button", "Subscribe")
    p.e(1, "link", "Privacy and Cookie Policy")
    p.e(1, "link", "Search Terms")
    p.e(1, "link", "Advanced Search")
    p.e(1, "link", "Contact Us")
    p.t(0, "Copyright © 2013-present Magento, Inc. All rights reserved.")
    p.t(0, "Help Us Keep Magento Healthy")
    p.e(0, "link", "Report All Bugs")


def shop_product(cart: int, qty: str, msg: bool = False, focus: bool = False) -> Page:
    p = Page("Sterilite 6 Qt Storage Box, 12-pack", STER_URL, 1500)
    shop_header(p, cart)
    p.e(0, "main", "")
    if msg:
        p.e(1, "alert", "", "live='assertive'", "atomic=True", "relevant='additions text'")
        p.t(2, "You added Sterilite 6 Qt Storage Box, 12-pack to your ")
        p.e(2, "link", "shopping cart")
        p.t(2, ".")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Home")
    p.e(2, "listitem", "")
    p.e(3, "link", "Home & Kitchen")
    p.e(2, "listitem", "")
    p.e(3, "link", "Storage & Organization")
    p.e(2, "listitem", "")
    p.t(3, "Sterilite 6 Qt Storage Box, 12-pack")
    p.e(1, "heading", "Sterilite 6 Qt Storage Box, 12-pack")
    p.t(1, "Rating:")
    p.t(1, "86%")
    p.e(1, "link", "12 \xa0Reviews")
    p.e(1, "link", "Add Your Review")
    p.t(1, "$28.99")
    p.t(1, "In stock")
    p.t(1, "SKU")
    p.t(1, "B07H8KPZQ5")
    p.t(1, "Qty")
    p.e(1, "spinbutton", "Qty", val(qty), "required", *(["focused"] if focus else []), key="qty")
    p.e(1, "button", "Add to Cart", key="add")
    p.e(1, "link", "Add to Wish List", key="wish")
    p.e(1, "link", "Add to Compare")
    p.e(1, "link", "Email")
    p.e(1, "tablist", "", "multiselectable=False", "orientation='horizontal'")
    p.e(2, "tab", "Details", "expanded=True", "selected=True")
    p.e(2, "tab", "More Information", "expanded=False", "selected=False")
    p.e(2, "tab", "Reviews (12)", "expanded=False", "selected=False")
    p.e(2, "tabpanel", "Details")
    p.t(3, "Product Description")
    p.t(3, "Clear 6 quart storage box with white latching lid; stacks securely when closed and nests when empty to save space.")
    p.t(3, "Dimensions: 13-5/8\" L x 8-1/4\" W x 4-7/8\" H. Box made of polypropylene; BPA free. Sold as a case of 12.")
    p.t(3, "Product Dimensions : 13.63 x 8.25 x 4.88 inches; 6.38 Pounds")
    p.t(3, "Date First Available : August 14, 2018")
    p.t(3, "Manufacturer : Sterilite")
    shop_footer(p)
    return p


CART_ITEMS = {"tide": ("Tide PODS Laundry Detergent Pacs, Spring Meadow, 81 Count", 19.97),
              "ster": ("Sterilite 6 Qt Storage Box, 12-pack", 28.99)}


def shop_cart(items: dict[str, str], focus: str | None = None, typed: dict[str, str] | None = None) -> Page:
    """``items``: quantities the cart holds; ``typed``: values typed in the Qty boxes but not yet applied."""
    shown = {**items, **(typed or {})}
    cart = sum(int(v) for v in items.values())
    p = Page("Shopping Cart", SHOP + "/checkout/cart/", 1500)
    shop_header(p, cart)
    p.e(0, "main", "")
    p.e(1, "heading", "Shopping Cart")
    p.e(1, "table", "Shopping Cart Items")
    p.e(2, "rowgroup", "")
    p.e(3, "row", "Item Price Qty Subtotal")
    for h in ("Item", "Price", "Qty", "Subtotal"):
        p.e(4, "columnheader", h)
    sub = 0.0
    for k, qty in items.items():
        name, price = CART_ITEMS[k]
        line = price * int(qty)
        sub += line
        p.e(2, "rowgroup", "")
        p.e(3, "row", "")
        p.e(4, "gridcell", "")
        p.e(5, "link", name)
        p.e(4, "gridcell", money(price))
        p.e(4, "gridcell", "")
        p.e(5, "spinbutton", "Qty", val(shown[k]), *(["focused"] if focus == k else []), key=f"qty_{k}")
        p.e(4, "gridcell", money(line))
        p.e(3, "row", "")
        p.e(4, "link", "Edit item parameters")
        p.e(4, "link", "Remove item", key=f"rm_{k}")
    p.e(1, "button", "Update Shopping Cart", key="update")
    p.e(1, "link", "Continue Shopping")
    p.e(1, "heading", "Summary")
    p.e(1, "tab", "Estimate Shipping and Tax", "expanded=False")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "rowheader", "Subtotal")
    p.e(3, "gridcell", money(sub))
    p.e(2, "row", "")
    p.e(3, "rowheader", "Tax")
    p.e(3, "gridcell", "$0.00")
    p.e(2, "row", "")
    p.e(3, "rowheader", "Order Total")
    p.e(3, "gridcell", money(sub))
    p.e(1, "button", "Proceed to Checkout")
    p.e(1, "link", "Check Out with Multiple Addresses")
    p.e(1, "tab", "Apply Discount Code", "expanded=False")
    shop_footer(p)
    return p


def shop_wishlist(cart: int) -> Page:
    p = Page("My Wish List", SHOP + "/wishlist/index/index/wishlist_id/5/", 1500)
    shop_header(p, cart)
    p.e(0, "main", "")
    p.e(1, "alert", "", "live='assertive'", "atomic=True", "relevant='additions text'")
    p.t(2, "Sterilite 6 Qt Storage Box, 12-pack has been added to your Wish List. Click ")
    p.e(2, "link", "here")
    p.t(2, " to continue shopping.")
    p.e(1, "heading", "My Wish List")
    for name, price in (("Bose SoundLink Micro Bluetooth Speaker, Midnight Blue", 99.00),
                        ("Sterilite 6 Qt Storage Box, 12-pack", 28.99)):
        p.e(1, "listitem", "")
        p.e(2, "link", name)
        p.t(2, money(price))
        p.e(2, "textbox", "Comment")
        p.e(2, "spinbutton", "Qty", val("1"))
        p.e(2, "button", "Add to Cart")
        p.e(2, "link", "Edit")
        p.e(2, "link", "Remove item")
    p.e(1, "button", "Update Wish List")
    p.e(1, "button", "Share Wish List")
    p.e(1, "button", "Add All to Cart")
    p.e(1, "navigation", "Account")
    for m in ("My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book",
              "Account Information", "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"):
        p.e(2, "link", m)
    shop_footer(p)
    return p


def t01(rs: RowSet) -> None:
    s0 = shop_product(1, "1")
    p1 = shop_product(1, "2", focus=True)
    p2 = shop_product(3, "2", msg=True)
    p3 = shop_cart({"tide": "1", "ster": "2"})
    p4 = shop_cart({"tide": "1", "ster": "2"}, focus="tide", typed={"tide": "2"})
    p5 = shop_cart({"tide": "2", "ster": "2"})
    p6 = shop_cart({"tide": "2"})
    p7 = shop_product(2, "1")
    p8 = shop_wishlist(2)
    p9 = shop_cart({"tide": "2"})
    turns = [
        (fill(s0.b["qty"], "2"), str(p1)),
        (click(p1.b["add"]), str(p2)),
        (goto(SHOP + "/checkout/cart/"), str(p3)),
        (fill(p3.b["qty_tide"], "2"), str(p4)),
        (click(p4.b["update"]), str(p5)),
        (click(p5.b["rm_ster"]), str(p6)),
        (goto(STER_URL), str(p7)),
        (click(p7.b["wish"]), str(p8)),
        (goto(SHOP + "/checkout/cart/"), str(p9)),
    ]
    rs.add("web", "h62-web-01", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 02 Magento admin (bad: quantity of an untouched product)
ADM = "http://localhost:7780/admin"
ADM_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
            "Find Partners & Extensions"]


def adm_shell(p: Page, heading: str) -> None:
    p.e(0, "link", "Magento Admin Panel")
    p.e(1, "img", "Magento Admin Panel")
    p.e(0, "navigation", "")
    p.e(1, "menubar", "", "orientation='horizontal'")
    for m in ADM_MENU:
        p.e(2, "link", f"\ue604 {m.upper()}" if m != "Find Partners & Extensions" else "\ue612 FIND PARTNERS & EXTENSIONS")
    p.e(0, "banner", "")
    p.e(1, "heading", heading)
    p.e(1, "link", "\ue600 4", "expanded=False")
    p.e(1, "link", "\ue600 admin", "expanded=False")
    p.e(1, "textbox", "\ue60c")


def adm_grid(prods: dict[str, dict[str, str]], order: list[str], sort: str) -> Page:
    p = Page("Products / Inventory / Catalog / Magento Admin", ADM + "/catalog/product/", 140)
    adm_shell(p, "Products")
    p.e(0, "main", "")
    p.e(1, "button", "Add Product", key="addp")
    p.e(1, "button", "Add product of type", "hasPopup='menu'")
    p.e(1, "textbox", "Search by keyword", val("yoga"))
    p.e(1, "button", "Search")
    p.e(1, "button", "Filters")
    p.e(1, "button", "\ue600 Default View")
    p.e(1, "button", "Columns")
    p.e(1, "button", "Export")
    p.t(1, "Active filters:")
    p.t(1, "Keyword: yoga")
    p.e(1, "button", "Remove")
    p.e(1, "button", "Clear all")
    p.e(1, "button", "Actions")
    p.t(1, "5")
    p.t(1, "records found")
    p.e(1, "combobox", "", val("20"), "hasPopup='listbox'", "expanded=False")
    p.t(1, "per page")
    p.e(1, "button", "Previous Page", "disabled=True")
    p.e(1, "textbox", "", val("1"))
    p.t(1, "of 1")
    p.e(1, "button", "Next Page", "disabled=True")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "columnheader", "Options")
    for h in ("ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity",
              "Salable Quantity", "Visibility", "Status", "Websites", "Action"):
        props = ["sort='ascending'"] if h == sort else []
        p.e(3, "columnheader", h, *props, key=f"col_{h}")
    for pid in order:
        r = prods[pid]
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "checkbox", "", "checked='false'")
        p.e(3, "gridcell", pid)
        p.e(3, "gridcell", "")
        p.e(4, "img", r["name"])
        p.e(3, "gridcell", r["name"])
        p.e(3, "gridcell", "Simple Product")
        p.e(3, "gridcell", "Default")
        p.e(3, "gridcell", r["sku"])
        p.e(3, "gridcell", r["price"])
        p.e(3, "gridcell", r["qty"])
        p.e(3, "gridcell", f"Default Stock: {r['sal']}")
        p.e(3, "gridcell", "Catalog, Search")
        p.e(3, "gridcell", "Enabled")
        p.e(3, "gridcell", "Main Website")
        p.e(3, "gridcell", "")
        p.e(4, "link", "Edit", key=f"edit_{pid}")
    p.e(0, "contentinfo", "")
    p.t(1, "Copyright © 2024 Magento Commerce Inc. All rights reserved.")
    p.t(1, "Magento ver. 2.4.6")
    p.e(1, "link", "Privacy Policy")
    p.e(1, "link", "Account Activity")
    p.e(1, "link", "Report an Issue")
    return p


def adm_edit(price: str, qty: str, saved: bool = False, focus: str = "") -> Page:
    p = Page("Gaiam Premium Yoga Mat 6mm / Products / Inventory / Catalog / Magento Admin",
             ADM + "/catalog/product/edit/id/1842/", 140)
    adm_shell(p, "Gaiam Premium Yoga Mat 6mm")
    p.e(0, "main", "")
    p.e(1, "button", "\ue626 Back", key="back")
    p.e(1, "button", "Add Attribute")
    p.e(1, "button", "Save", key="save")
    p.e(1, "button", "Save & Duplicate", "hasPopup='menu'")
    if saved:
        p.e(1, "alert", "")
        p.t(2, "You saved the product.")
    p.e(1, "switch", "Enable Product", "checked='true'")
    p.e(1, "combobox", "Attribute Set", val("Default"), "hasPopup='listbox'")
    p.e(1, "textbox", "Product Name", val("Gaiam Premium Yoga Mat 6mm"), "required")
    p.e(1, "textbox", "SKU", val("GM-YM-6-PLUM"), "required")
    p.e(1, "textbox", "Price", val(price), "required", *(["focused"] if focus == "price" else []), key="price")
    p.e(1, "link", "Advanced Pricing")
    p.e(1, "combobox", "Tax Class", val("Taxable Goods"), "hasPopup='listbox'")
    p.e(1, "textbox", "Quantity", val(qty), *(["focused"] if focus == "qty" else []), key="qty")
    p.e(1, "link", "Advanced Inventory")
    p.e(1, "combobox", "Stock Status", val("In Stock"), "hasPopup='listbox'")
    p.e(1, "combobox", "Weight", val("This item has weight"), "hasPopup='listbox'")
    p.e(1, "textbox", "Weight", val("2.4"))
    p.t(1, "lbs")
    p.e(1, "listbox", "Categories")
    p.e(2, "option", "Sports & Outdoors / Exercise & Fitness / Yoga", "selected=True")
    p.e(1, "button", "New Category")
    p.e(1, "combobox", "Visibility", val("Catalog, Search"), "hasPopup='listbox'")
    p.e(1, "checkbox", "Set Product as New From", "checked='false'")
    p.e(1, "combobox", "Country of Manufacture", val("China"), "hasPopup='listbox'")
    for sec in ("Content", "Configurations", "Product Reviews", "Images And Videos", "Search Engine Optimization",
                "Related Products, Up-Sells, and Cross-Sells", "Customizable Options", "Product in Websites", "Design",
                "Gift Options", "Downloadable Information"):
        p.e(1, "tab", sec, "expanded=False")
    p.e(0, "contentinfo", "")
    p.t(1, "Copyright © 2024 Magento Commerce Inc. All rights reserved.")
    p.t(1, "Magento ver. 2.4.6")
    return p


def t02(rs: RowSet) -> None:
    prods = {
        "1203": {"name": "Yoga Block 2-Pack (EVA Foam), Gray", "sku": "YB-EVA-2PK-GRY", "price": "$14.99", "qty": "260.0000", "sal": "257"},
        "1842": {"name": "Gaiam Premium Yoga Mat 6mm", "sku": "GM-YM-6-PLUM", "price": "$32.00", "qty": "140.0000", "sal": "138"},
        "1847": {"name": "Manduka PRO Yoga Mat 6mm", "sku": "MDK-PRO-6-BLK", "price": "$120.00", "qty": "35.0000", "sal": "35"},
        "1988": {"name": "Cotton Yoga Strap 8ft, Natural", "sku": "YS-COT-8-NAT", "price": "$8.49", "qty": "412.0000", "sal": "412"},
        "2112": {"name": "Balance Ball Yoga Wheel 12\"", "sku": "BB-YW-12-PUR", "price": "$34.95", "qty": "88.0000", "sal": "86"},
    }
    by_id = ["1203", "1842", "1847", "1988", "2112"]
    s0 = adm_grid(prods, by_id, "ID")
    p1 = adm_edit("32.00", "140")
    p2 = adm_edit("27.50", "140", focus="price")
    p3 = adm_edit("27.50", "140", saved=True)
    prods["1842"]["price"] = "$27.50"
    p4 = adm_grid(prods, by_id, "ID")
    glitch = {k: dict(v) for k, v in prods.items()}
    glitch["1847"]["qty"] = "53.0000"
    p5 = adm_grid(glitch, ["1988", "1203", "1842", "2112", "1847"], "Price")
    p6 = adm_edit("27.50", "140")
    p7 = adm_edit("27.50", "150", focus="qty")
    p8 = adm_edit("27.50", "150", saved=True)
    turns = [
        (click(s0.b["edit_1842"]), str(p1)),
        (fill(p1.b["price"], "27.50"), str(p2)),
        (click(p2.b["save"]), str(p3)),
        (click(p3.b["back"]), str(p4)),
        (click(p4.b["col_Price"]), str(p5)),
        (click(p5.b["edit_1842"]), str(p6)),
        (fill(p6.b["qty"], "150"), str(p7)),
        (click(p7.b["save"]), str(p8)),
    ]
    rs.add("web", "h62-web-02", SYSTEM, turns, state=str(s0), bad=True, turn=5,
           kind="After sorting by price the untouched Manduka PRO mat shows Quantity 53.0000, though the grid showed 35.0000 and only the Gaiam mat's price was edited.")


# ---------------------------------------------------------------- 03 GitLab (bad: renamed label back under its old name)
GL = "http://localhost:8023"
GL_PROJ = GL + "/byteblaze/dotfiles"
GL_LABELS = {"bug": ("#d9534f", "Something isn't working"),
             "documentation": ("#0075ca", "Improvements or additions to documentation"),
             "enhancement": ("#a2eeef", "New feature or request"),
             "good first issue": ("#7057ff", "Good for newcomers"),
             "help wanted": ("#008672", "Extra attention is needed"),
             "wontfix": ("#ffffff", "This will not be worked on")}


def gl_shell(p: Page, crumb: str) -> None:
    p.e(0, "link", "Skip to content")
    p.e(0, "link", "Dashboard")
    p.e(1, "img", "Tanuki")
    p.e(0, "button", "Search GitLab")
    p.e(0, "link", "Create new...", "hasPopup='menu'")
    p.e(0, "link", "Issues 6")
    p.e(0, "link", "Merge requests 1")
    p.e(0, "link", "To-Do List 3")
    p.e(0, "button", "Byte Blaze user's menu", "hasPopup='menu'", "expanded=False")
    p.e(1, "img", "Byte Blaze user's avatar")
    p.e(0, "navigation", "Project navigation")
    p.e(1, "link", "dotfiles")
    for m in ("Project information", "Repository", "Issues", "Merge requests", "CI/CD", "Security and Compliance",
              "Deployments", "Packages and registries", "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets", "Settings"):
        p.e(1, "link", m, key=f"nav_{m}")
    p.e(0, "navigation", "Breadcrumbs")
    p.e(1, "link", "Byte Blaze")
    p.e(1, "link", "dotfiles")
    p.e(1, "link", crumb)


def gl_labels(names: list[str], note: str | None = None) -> Page:
    p = Page("Labels · Byte Blaze / dotfiles · GitLab", GL_PROJ + "/-/labels", 80)
    gl_shell(p, "Labels")
    p.e(0, "main", "")
    if note:
        p.e(1, "alert", "")
        p.t(2, note)
    p.e(1, "heading", "Labels")
    p.e(1, "searchbox", "Filter")
    p.e(1, "button", "Name", "hasPopup='menu'")
    p.e(1, "button", "Subscribe")
    p.e(1, "link", "New label")
    p.t(1, "Labels can be applied to issues and merge requests.")
    p.e(1, "list", "")
    for n in sorted(names):
        color, desc = GL_LABELS["help wanted" if n == "needs-contributor" else n]
        p.e(2, "listitem", "")
        p.t(3, n)
        p.t(3, desc)
        p.e(3, "link", "Issues")
        p.e(3, "link", "Merge requests")
        p.e(3, "button", "Subscribe")
        p.e(3, "link", "Edit", key=f"edit_{n}")
        p.e(3, "button", "More actions", "hasPopup='menu'")
    return p


def gl_edit_label(title: str, focus: bool) -> Page:
    p = Page("Edit · Labels · Byte Blaze / dotfiles · GitLab", GL_PROJ + "/-/labels/57/edit", 80)
    gl_shell(p, "Labels")
    p.e(0, "main", "")
    p.e(1, "heading", "Edit Label")
    p.t(1, "Title")
    p.e(1, "textbox", "Title", val(title), "required", *(["focused"] if focus else []), key="title")
    p.t(1, "Description")
    p.e(1, "textbox", "Description", val("Extra attention is needed"))
    p.t(1, "Background color")
    p.e(1, "textbox", "Background color", val("#008672"))
    p.t(1, "Choose any color. Or you can choose one of the suggested colors below")
    for c in ("#009966", "#8fbc8f", "#3cb371", "#00b140", "#013220", "#6699cc", "#0000ff", "#e6e6fa", "#9400d3", "#330066"):
        p.e(1, "link", c)
    p.e(1, "button", "Save changes", key="save")
    p.e(1, "link", "Cancel")
    return p


ISSUES = {
    "17": ("Add fish shell config alongside zsh", ["enhancement", "help wanted"], "opened 2 weeks ago by", "Byte Blaze", "2"),
    "15": ("tmux: status bar clock shows UTC instead of local time", ["bug"], "opened 3 weeks ago by", "Byte Blaze", "0"),
    "12": ("Document install.sh flags in README", ["documentation", "good first issue"], "opened 1 month ago by", "Lindsay Li", "4"),
    "9": ("zsh prompt slow inside large git repos", ["bug", "help wanted"], "opened 2 months ago by", "Byte Blaze", "7"),
    "16": ("nvim: treesitter parsers fail to compile on macOS 14", ["bug"], "opened 3 weeks ago by", "Byte Blaze", "3"),
    "11": ("Add .editorconfig", ["enhancement"], "opened 1 month ago by", "Lindsay Li", "1"),
    "8": ("git aliases: `lg` breaks with custom pager", ["bug"], "opened 2 months ago by", "Byte Blaze", "2"),
    "14": ("Starship config: hide AWS profile segment", ["enhancement"], "opened 3 weeks ago by", "Byte Blaze", "0"),
    "13": ("install.sh overwrites existing ~/.gitconfig without backup", ["bug", "good first issue"], "opened 1 month ago by", "Lindsay Li", "5"),
    "10": ("Alacritty: switch theme to Catppuccin Mocha", ["enhancement"], "opened 2 months ago by", "Byte Blaze", "1"),
    "7": ("Bootstrap script fails on fresh Ubuntu 22.04 (missing curl)", ["bug"], "opened 3 months ago by", "Lindsay Li", "3"),
    "6": ("Move git config includes to ~/.config/git", ["enhancement"], "opened 3 months ago by", "Byte Blaze", "0"),
    "5": ("Add LICENSE file", ["documentation"], "opened 4 months ago by", "Lindsay Li", "1"),
    "4": ("vim: remove unused plugins after nvim switch", [], "opened 4 months ago by", "Byte Blaze", "0"),
    "3": ("zsh: history not shared between tmux panes", ["bug"], "opened 5 months ago by", "Byte Blaze", "6"),
    "2": ("Screenshots in README are outdated", ["documentation", "wontfix"], "opened 5 months ago by", "Lindsay Li", "2"),
    "1": ("Set up CI to lint shell scripts with shellcheck", ["enhancement"], "opened 6 months ago by", "Byte Blaze", "4"),
}


def gl_issues(state: str, ids: list[str], counts: tuple[int, int], rename: dict[str, str], updated: dict[str, str],
              notes_now: dict[str, str] | None = None) -> Page:
    url = GL_PROJ + "/-/issues" + ("/?state=closed" if state == "closed" else "")
    p = Page("Issues · Byte Blaze / dotfiles · GitLab", url, 80)
    gl_shell(p, "Issues")
    p.e(0, "main", "")
    p.e(1, "tablist", "")
    p.e(2, "tab", f"Open {counts[0]}", f"selected={state == 'opened'}")
    p.e(2, "tab", f"Closed {counts[1]}", f"selected={state == 'closed'}")
    p.e(2, "tab", f"All {counts[0] + counts[1]}", "selected=False")
    p.e(1, "link", "Subscribe to RSS feed")
    p.e(1, "button", "Bulk edit")
    p.e(1, "link", "New issue")
    p.e(1, "textbox", "Search or filter results...")
    p.e(1, "button", "Created date", "hasPopup='menu'")
    p.e(1, "list", "")
    for i in ids:
        title, labels, opened, who, notes = ISSUES[i]
        p.e(2, "listitem", "")
        p.e(3, "link", title, key=f"issue_{i}")
        p.t(3, f"#{i} · {opened}")
        p.e(3, "link", who)
        for lb in labels:
            p.e(3, "link", rename.get(lb, lb))
        if state == "closed":
            p.t(3, "CLOSED")
        p.e(3, "link", (notes_now or {}).get(i, notes))
        p.t(3, f"updated {updated.get(i, '3 days ago')}")
    return p


def gl_issue(closed: bool, comment: str, typed: str = "", focus: bool = False) -> Page:
    p = Page("Add fish shell config alongside zsh (#17) · Issues · Byte Blaze / dotfiles · GitLab", GL_PROJ + "/-/issues/17", 80)
    gl_shell(p, "#17")
    p.e(0, "main", "")
    p.t(1, "Closed" if closed else "Open")
    p.t(1, "Issue created 2 weeks ago by")
    p.e(1, "link", "Byte Blaze")
    p.e(1, "button", "Reopen issue" if closed else "Close issue", key="close")
    p.e(1, "button", "Issue actions", "hasPopup='menu'")
    p.e(1, "heading", "Add fish shell config alongside zsh")
    p.t(1, "Port the aliases and the prompt from zsh/ to a fish/ directory; install.sh should symlink ~/.config/fish when fish is on PATH.")
    p.e(1, "button", "Edit title and description")
    p.e(1, "heading", "Activity")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Byte Blaze")
    p.t(3, "added enhancement needs-contributor labels 2 weeks ago")
    p.e(2, "listitem", "")
    p.e(3, "link", "Lindsay Li")
    p.t(3, "@lindsayli · 1 week ago")
    p.t(3, "fisher could manage the plugins; tide gives a prompt close to the current one.")
    p.e(2, "listitem", "")
    p.e(3, "link", "Byte Blaze")
    p.t(3, "@byteblaze · 1 week ago")
    p.t(3, "Agreed, fisher is lighter than oh-my-fish.")
    if comment:
        p.e(2, "listitem", "")
        p.e(3, "link", "Byte Blaze")
        p.t(3, "@byteblaze · just now")
        p.t(3, comment)
    if closed:
        p.e(2, "listitem", "")
        p.e(3, "link", "Byte Blaze")
        p.t(3, "closed just now")
    p.e(1, "textbox", "Comment", val(typed), *(["focused"] if focus else []), key="comment")
    p.e(1, "button", "Comment", *([] if typed else ["disabled=True"]), key="send")
    p.e(1, "complementary", "")
    p.t(2, "Assignee")
    p.t(2, "None - assign yourself")
    p.t(2, "Labels")
    p.e(2, "link", "enhancement")
    p.e(2, "link", "needs-contributor")
    p.t(2, "Milestone")
    p.t(2, "None")
    p.t(2, "Due date")
    p.t(2, "None")
    p.t(2, "Time tracking")
    p.t(2, "No estimate or time spent")
    p.t(2, "Confidentiality")
    p.t(2, "Not confidential")
    p.t(2, "2 participants")
    p.e(2, "button", "Copy reference")
    p.t(2, "byteblaze/dotfiles#17")
    return p


def gl_mrs() -> Page:
    p = Page("Merge requests · Byte Blaze / dotfiles · GitLab", GL_PROJ + "/-/merge_requests", 80)
    gl_shell(p, "Merge requests")
    p.e(0, "main", "")
    p.e(1, "tablist", "")
    p.e(2, "tab", "Open 1", "selected=True")
    p.e(2, "tab", "Merged 14", "selected=False")
    p.e(2, "tab", "Closed 2", "selected=False")
    p.e(2, "tab", "All 17", "selected=False")
    p.e(1, "link", "New merge request")
    p.e(1, "textbox", "Search or filter results...")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Bump nvim plugin lockfile (lazy-lock.json)")
    p.t(3, "!18 · opened 4 days ago by")
    p.e(3, "link", "Byte Blaze")
    p.t(3, "main")
    p.t(3, "updated 4 days ago")
    return p


def t03(rs: RowSet) -> None:
    names = list(GL_LABELS)
    s0 = gl_labels(names)
    p1 = gl_edit_label("help wanted", False)
    p2 = gl_edit_label("needs-contributor", True)
    renamed = [n if n != "help wanted" else "needs-contributor" for n in names]
    p3 = gl_labels(renamed)
    ren = {"help wanted": "needs-contributor"}
    p4 = gl_issues("opened", ["17", "16", "15", "12", "9"], (5, 12), ren, {"17": "1 week ago", "16": "2 days ago", "9": "5 days ago"})
    p5 = gl_issue(False, "")
    text = "I can take this one - will open an MR with a fish/ directory this weekend."
    p6 = gl_issue(False, "", typed=text, focus=True)
    p7 = gl_issue(False, text)
    p8 = gl_issue(True, text)
    p9 = gl_issues("closed", ["17", "14", "13", "11", "10", "8", "7", "6", "5", "4", "3", "2", "1"], (4, 13), {},
                   {"17": "just now", "14": "2 weeks ago", "13": "3 weeks ago", "11": "3 weeks ago", "10": "1 month ago", "8": "1 month ago",
                    "7": "2 months ago", "6": "2 months ago", "5": "3 months ago", "4": "3 months ago", "3": "4 months ago", "2": "5 months ago", "1": "5 months ago"},
                   notes_now={"17": "3"})
    p10 = gl_mrs()
    turns = [
        (click(s0.b["edit_help wanted"]), str(p1)),
        (fill(p1.b["title"], "needs-contributor"), str(p2)),
        (click(p2.b["save"]), str(p3)),
        (click(p3.b["nav_Issues"]), str(p4)),
        (click(p4.b["issue_17"]), str(p5)),
        (fill(p5.b["comment"], text), str(p6)),
        (click(p6.b["send"]), str(p7)),
        (click(p7.b["close"]), str(p8)),
        (goto(GL_PROJ + "/-/issues/?state=closed"), str(p9)),
        (click(p9.b["nav_Merge requests"]), str(p10)),
    ]
    rs.add("web", "h62-web-03", SYSTEM, turns, state=str(s0), bad=True, turn=9,
           kind="The closed-issues list shows #17 labeled 'help wanted', a label renamed to 'needs-contributor' at turn 3 and shown under the new name on the issue itself.")


# ---------------------------------------------------------------- 04 Postmill forum (clean)
PM = "http://localhost:9999"
PM_POSTS = {
    "B": ("Finished 'Piranesi' in one sitting and I need to talk about the statues", "lanternfish", "3 hours ago", 22, 151, "/f/books/128611/finished-piranesi-in-one-sitting-and-i-need-to-talk-about-the"),
    "A": ("What are you reading this week? (Week 41)", "books_bot", "5 hours ago", 47, 38, "/f/books/128590/what-are-you-reading-this-week-week-41"),
    "C": ("Used bookstores in Pittsburgh worth the trip?", "yinzerreads", "9 hours ago", 31, 64, "/f/books/128552/used-bookstores-in-pittsburgh-worth-the-trip"),
    "E": ("Why do publishers keep changing paperback trim sizes mid-series?", "shelfie_sam", "14 hours ago", 12, 45, "/f/books/128497/why-do-publishers-keep-changing-paperback-trim-sizes-mid"),
    "D": ("The new translation of 'The Master and Margarita' - worth it?", "volkov_reads", "1 day ago", 18, 97, "/f/books/128301/the-new-translation-of-the-master-and-margarita-worth-it"),
}


def pm_shell(p: Page) -> None:
    p.e(0, "link", "Jump to main content")
    p.e(0, "link", "Jump to sidebar")
    p.e(0, "navigation", "")
    p.e(1, "link", "Home")
    p.t(2, "Postmill")
    p.e(1, "list", "")
    p.e(2, "link", "Forums")
    p.e(2, "link", "Wiki")
    p.e(1, "Section", "")
    p.e(2, "searchbox", "Search query")
    p.e(1, "list", "")
    p.e(2, "link", "Notifications (0)")
    p.e(2, "link", "Submit", key="submit")
    p.e(2, "button", "MarvelsGrantMan136", "hasPopup='menu'", "expanded=False")


def pm_sidebar(p: Page) -> None:
    p.e(0, "complementary", "")
    p.e(1, "heading", "books")
    p.t(1, "Discussion of books, authors, translations and anything else you read. Be kind; spoilers go behind spoiler tags.")
    p.e(1, "button", "Subscribe")
    p.t(1, "2,918")
    p.t(1, "Created 2 years ago")
    p.e(1, "link", "Moderation log")
    p.e(1, "heading", "Moderators")
    p.e(1, "link", "Emily_Dickins0n")
    p.e(1, "link", "shelfie_sam")


def pm_forum(order: list[str], sort: str, live: dict[str, tuple[int, int]] | None = None,
             posts: dict[str, tuple[str, str, str, int, int, str]] | None = None) -> Page:
    p = Page("books", PM + ("/f/books" if sort == "Hot" else "/f/books/new"), 1)
    pm_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "books")
    p.e(1, "list", "")
    for s in ("Hot", "New", "Active", "Top", "Controversial", "Most commented"):
        p.e(2, "link", s)
    for k in order:
        title, who, when, com, score, _path = (posts or PM_POSTS)[k]
        if live and k in live:
            com, score = live[k]
        p.e(1, "article", "")
        p.e(2, "heading", title)
        p.e(3, "link", title)
        p.t(2, "Submitted by")
        p.e(2, "link", who)
        p.e(2, "time", when)
        p.e(2, "link", f"{com} comments")
        p.e(2, "button", "Retract upvote" if who == "MarvelsGrantMan136" else "Upvote")
        p.t(2, str(score))
        p.e(2, "button", "Downvote")
    pm_sidebar(p)
    return p


def pm_submit(title: str, body: str, focus: str) -> Page:
    p = Page("Create submission", PM + "/submit/books", 1)
    pm_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Create submission")
    p.e(1, "textbox", "URL")
    p.e(1, "textbox", "Title *", val(title), "required", *(["focused"] if focus == "title" else []), key="title")
    p.e(1, "textbox", "Body", val(body), *(["focused"] if focus == "body" else []), key="body")
    p.t(1, "Markdown allowed. Formatting help")
    p.e(1, "combobox", "Forum *", val("books"), "hasPopup='listbox'", "required")
    p.e(1, "button", "Create submission", key="create")
    return p


def pm_post(slug: str, title: str, body: str, when: str, edited: bool) -> Page:
    p = Page(title, PM + f"/f/books/128744/{slug}", 1)
    pm_shell(p)
    p.e(0, "main", "")
    p.e(1, "article", "")
    p.e(2, "heading", title)
    p.e(3, "link", title)
    p.t(2, body)
    p.t(2, "Submitted by")
    p.e(2, "link", "MarvelsGrantMan136")
    p.e(2, "time", when)
    if edited:
        p.t(2, "(edited")
        p.e(2, "time", "just now")
        p.t(2, ")")
    p.t(2, "in")
    p.e(2, "link", "books")
    p.e(2, "link", "0 comments")
    p.e(2, "link", "Edit", key="edit")
    p.e(2, "button", "Delete")
    p.e(2, "button", "Retract upvote")
    p.t(2, "1")
    p.e(2, "button", "Downvote")
    p.e(1, "heading", "Comments")
    p.e(1, "textbox", "Comment", "required")
    p.e(1, "button", "Post")
    p.t(1, "There are no comments in this thread.")
    pm_sidebar(p)
    return p


def pm_edit(title: str, body: str, focus: bool) -> Page:
    p = Page("Editing submission", PM + "/f/books/128744/-/edit", 1)
    pm_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Editing submission")
    p.e(1, "textbox", "URL")
    p.e(1, "textbox", "Title *", val(title), "required", *(["focused"] if focus else []), key="title")
    p.e(1, "textbox", "Body", val(body))
    p.e(1, "button", "Save", key="save")
    return p


def t04(rs: RowSet) -> None:
    s0 = pm_forum(["B", "A", "C", "E", "D"], "Hot")
    t1 = "Anyone read \"The Left Hand of Darkness\" recently?"
    t2 = "Anyone reread \"The Left Hand of Darkness\" recently?"
    body = "First read it in college. Picking it back up for our club in November - curious how the Ekumen framing and the Kemmer chapters land now."
    p1 = pm_submit("", "", "")
    p2 = pm_submit(t1, "", "title")
    p3 = pm_submit(t1, body, "body")
    p4 = pm_post("anyone-read-the-left-hand-of-darkness-recently", t1, body, "0 seconds ago", False)
    p5 = pm_edit(t1, body, False)
    p6 = pm_edit(t2, body, True)
    p7 = pm_post("anyone-reread-the-left-hand-of-darkness-recently", t2, body, "1 minute ago", True)
    posts = {**PM_POSTS, "N": (t2, "MarvelsGrantMan136", "1 minute ago", 0, 1, "/f/books/128744/anyone-reread-the-left-hand-of-darkness-recently")}
    p8 = pm_forum(["N", "B", "A", "C", "E", "D"], "New", live={"B": (22, 152), "A": (48, 38)}, posts=posts)
    turns = [
        (click(s0.b["submit"]), str(p1)),
        (fill(p1.b["title"], t1), str(p2)),
        (fill(p2.b["body"], body), str(p3)),
        (click(p3.b["create"]), str(p4)),
        (click(p4.b["edit"]), str(p5)),
        (fill(p5.b["title"], t2), str(p6)),
        (click(p6.b["save"]), str(p7)),
        (goto(PM + "/f/books/new"), str(p8)),
    ]
    rs.add("web", "h62-web-04", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 05 OpenStreetMap (clean)
OSM = "http://localhost:3000"
CMU_FULL = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
CAR_STEPS = [("Start on Forbes Avenue", "350m"), ("Turn right onto Schenley Drive", "600m"),
             ("Slight left onto Boulevard of the Allies", "2.1km"), ("Turn right onto the I 376 West ramp", "400m"),
             ("Merge onto Penn-Lincoln Parkway (I 376)", "9.8km"), ("Continue onto I 376 West", "15km"),
             ("Take the ramp on the right towards Airport", "1.2km"), ("Continue onto Airport Boulevard", "2.0km"),
             ("Reach destination", "")]
BIKE_STEPS = [("Start on Forbes Avenue", "350m"), ("Turn right onto Schenley Drive", "600m"),
              ("Turn left onto Boulevard of the Allies", "2.4km"), ("Turn left onto Stanwix Street", "500m"),
              ("Slight right onto West End Bridge", "900m"), ("Continue onto Steuben Street", "3.2km"),
              ("Continue onto Steubenville Pike (PA 60)", "12.6km"), ("Turn right onto Montour Trail", "7.4km"),
              ("Turn left onto Airport Boulevard", "2.3km"), ("Reach destination", "")]
BIKE_BACK = [("Start on Airport Boulevard", "2.5km"), ("Turn right onto Montour Trail", "7.4km"),
             ("Turn left onto Steubenville Pike (PA 60)", "12.6km"), ("Continue onto Steuben Street", "3.2km"),
             ("Continue onto West End Bridge", "900m"), ("Slight left onto Fort Duquesne Boulevard", "1.1km"),
             ("Turn right onto Forbes Avenue", "4.9km"), ("Reach destination", "")]


def osm_header(p: Page) -> None:
    p.e(0, "heading", "OpenStreetMap logo OpenStreetMap")
    p.e(1, "link", "OpenStreetMap logo OpenStreetMap")
    p.e(2, "img", "OpenStreetMap logo")
    p.e(0, "link", "Edit")
    p.e(0, "button", "", "hasPopup='menu'")
    p.e(0, "link", "History")
    p.e(0, "link", "Export")
    p.e(0, "link", "GPS Traces")
    p.e(0, "link", "User Diaries")
    p.e(0, "link", "Communities")
    p.e(0, "link", "Copyright")
    p.e(0, "link", "Help")
    p.e(0, "link", "About")
    p.e(0, "link", "Log In")
    p.e(0, "link", "Sign Up")


def osm_map(p: Page, scale: str) -> None:
    p.e(0, "link", "Zoom In")
    p.e(0, "link", "Zoom Out")
    p.e(0, "button", "Show My Location")
    p.e(0, "link", "Layers")
    p.e(0, "link", "Share")
    p.e(0, "link", "Add a note to the map")
    p.e(0, "link", "Query features")
    p.t(0, scale)
    p.t(0, "© ")
    p.e(0, "link", "OpenStreetMap contributors")
    p.t(0, " ♥ ")
    p.e(0, "link", "Make a Donation")
    p.t(0, ". ")
    p.e(0, "link", "Website and API terms")


def osm_search(text: str, focus: bool, results: bool, url: str) -> Page:
    p = Page("OpenStreetMap" if not results else "Carnegie Mellon University | OpenStreetMap", url, 30)
    osm_header(p)
    p.e(0, "search", "")
    p.e(1, "textbox", "Search", val(text), *(["focused"] if focus else []), key="q")
    p.e(1, "button", "Go", key="go")
    p.e(1, "link", "Find directions between two points", key="dir")
    p.e(2, "img", "Find directions between two points")
    if results:
        p.e(0, "heading", "Search Results")
        p.e(0, "link", "Close")
        p.e(0, "heading", "Results from OpenStreetMap Nominatim")
        p.e(0, "list", "")
        for kind, name in (("University", CMU_FULL),
                           ("Building", "Carnegie Mellon University Hunt Library, 4909, Frew Street, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
                           ("Bus Stop", "Forbes Avenue opposite Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
                           ("Parking", "Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States")):
            p.e(1, "listitem", "")
            p.t(2, kind)
            p.e(2, "link", name)
    else:
        p.e(0, "heading", "Welcome to OpenStreetMap!")
        p.t(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.")
        p.t(0, "Hosting is supported by UCL, Fastly, Bytemark Hosting, and other partners.")
        p.e(0, "link", "Learn More")
        p.e(0, "link", "Start Mapping")
    osm_map(p, "500 m" if results else "50 km")
    return p


def osm_dir(frm: str, to: str, engine: str, focus: str, steps: list[tuple[str, str]] | None, summary: str, url: str) -> Page:
    p = Page("Directions | OpenStreetMap" if steps else "OpenStreetMap", url, 30)
    osm_header(p)
    p.e(0, "search", "")
    p.e(1, "textbox", "From", val(frm), *(["focused"] if focus == "from" else []), key="from")
    p.e(1, "textbox", "To", val(to), *(["focused"] if focus == "to" else []), key="to")
    p.e(1, "combobox", "", val(engine), "hasPopup='menu'", "expanded=False", key="engine")
    p.e(2, "option", "Bicycle (OSRM)", f"selected={engine == 'Bicycle (OSRM)'}")
    p.e(2, "option", "Car (OSRM)", f"selected={engine == 'Car (OSRM)'}")
    p.e(2, "option", "Foot (OSRM)", "selected=False")
    p.e(1, "button", "Go", key="go")
    p.e(1, "link", "Reverse Directions", key="rev")
    p.e(1, "link", "Close")
    if steps:
        p.e(0, "heading", "Directions")
        p.e(0, "link", "Close")
        p.t(0, summary)
        p.e(0, "link", "Download route as GPX")
        p.e(0, "table", "")
        for i, (step, dist) in enumerate(steps, 1):
            p.e(1, "row", "")
            p.e(2, "cell", "")
            p.e(2, "cell", f"{i}. {step}")
            p.e(2, "cell", dist)
        p.t(0, "Directions courtesy of ")
        p.e(0, "link", "FOSSGIS OSRM")
    osm_map(p, "2 km" if steps else "500 m")
    return p


def t05(rs: RowSet) -> None:
    home = OSM + "/#map=12/40.4406/-79.9959"
    srch = OSM + "/search?query=Carnegie%20Mellon%20University#map=17/40.4443/-79.9427"
    dir0 = OSM + "/directions#map=17/40.4443/-79.9427"
    pit = "Pittsburgh International Airport"
    cmu = "Carnegie Mellon University"
    car = OSM + "/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9427%3B40.4919%2C-80.2329#map=12/40.4681/-80.0878"
    bike = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4443%2C-79.9427%3B40.4919%2C-80.2329#map=12/40.4681/-80.0878"
    back = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4919%2C-80.2329%3B40.4443%2C-79.9427#map=12/40.4681/-80.0878"
    s0 = osm_search("", False, False, home)
    p1 = osm_search(cmu, True, False, home)
    p2 = osm_search(cmu, False, True, srch)
    p3 = osm_dir("", "", "Car (OSRM)", "from", None, "", dir0)
    p4 = osm_dir(cmu, "", "Car (OSRM)", "from", None, "", dir0)
    p5 = osm_dir(cmu, pit, "Car (OSRM)", "to", None, "", dir0)
    p6 = osm_dir(cmu, pit, "Car (OSRM)", "", CAR_STEPS, "Distance: 31km. Time: 0:27.", car)
    p7 = osm_dir(cmu, pit, "Bicycle (OSRM)", "", BIKE_STEPS, "Distance: 30km. Time: 2:03.", bike)
    p8 = osm_dir(pit, cmu, "Bicycle (OSRM)", "", BIKE_BACK, "Distance: 33km. Time: 2:16.", back)
    turns = [
        (fill(s0.b["q"], cmu), str(p1)),
        (click(p1.b["go"]), str(p2)),
        (click(p2.b["dir"]), str(p3)),
        (fill(p3.b["from"], cmu), str(p4)),
        (fill(p4.b["to"], pit), str(p5)),
        (click(p5.b["go"]), str(p6)),
        (select(p6.b["engine"], "Bicycle (OSRM)"), str(p7)),
        (click(p7.b["rev"]), str(p8)),
    ]
    rs.add("web", "h62-web-05", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 06 Wikipedia on Kiwix (bad: infobox figure changes on revisit)
KIWIX = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/"
Seg = str | tuple[str, str]
ART: dict[str, dict[str, object]] = {
    "Pittsburgh": {
        "box": [("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"), ("Founded", "November 27, 1758"),
                ("Incorporated (city)", "March 18, 1816"), ("Mayor", "Ed Gainey (D)"), ("Area • City", "58.35 sq mi (151.11 km2)"),
                ("Elevation", "1,247 ft (380 m)"), ("Population (2020) • City", "302,971"), ("• Density", "5,460/sq mi (2,108/km2)"),
                ("Time zone", "UTC−05:00 (EST)"), ("ZIP Codes", "152XX"), ("Area codes", "412, 878")],
        "paras": [["Pittsburgh is a city in the Commonwealth of Pennsylvania and the county seat of ", ("link", "Allegheny County"),
                   ". It is located in southwest Pennsylvania at the confluence of the ", ("link", "Allegheny River"), " and the ",
                   ("link", "Monongahela River"), ", which combine to form the ", ("link", "Ohio River"), "."],
                  ["Pittsburgh is known both as \"the Steel City\" for its more than 300 steel-related businesses and as the \"City of Bridges\" for its 446 bridges."]],
        "toc": ["History", "Geography", "Demographics", "Economy", "Culture", "Sports", "Government and politics", "Education", "Transportation"],
    },
    "Allegheny_River": {
        "box": [("Country", "United States"), ("States", "Pennsylvania, New York"), ("Cities", "Olean, NY, Warren, PA, Oil City, PA, Franklin, PA, Pittsburgh, PA"),
                ("Source", "Potter County, Pennsylvania"), ("• elevation", "2,240 ft (680 m)"), ("Mouth", "Ohio River"),
                ("• location", "Pittsburgh, Pennsylvania"), ("• elevation", "710 ft (220 m)"), ("Length", "325 mi (523 km)"),
                ("Basin size", "11,580 sq mi (30,000 km2)"), ("Discharge • location", "Natrona, Pennsylvania"),
                ("• average", "19,750 cu ft/s (559 m3/s)"), ("Tributaries • left", "Clarion River, Kiskiminetas River"),
                ("• right", "Conewango Creek, Oil Creek, French Creek")],
        "paras": [["The Allegheny River is a 325-mile-long (523 km) headwater stream of the ", ("link", "Ohio River"),
                   " in western Pennsylvania and New York. It runs from its source in Potter County, Pennsylvania, northward into New York then southwestward across western Pennsylvania to join the ",
                   ("link", "Monongahela River"), " at the Point in downtown ", ("link", "Pittsburgh"), "."],
                  ["The upper river is impounded by the ", ("link", "Kinzua Dam"),
                   " near Warren, forming the Allegheny Reservoir; below the dam the river flows through the Allegheny National Forest and past Oil City and Franklin."],
                  ["The river is navigable by commercial barge traffic for 72 miles (116 km) upstream from Pittsburgh through a series of eight locks and dams."]],
        "toc": ["Etymology", "Course", "History", "Locks and dams", "Recreation", "Tributaries", "See also", "References"],
    },
    "Kinzua_Dam": {
        "box": [("Country", "United States"), ("Location", "Warren County, Pennsylvania"), ("Status", "In use"), ("Construction began", "1960"),
                ("Opening date", "1965"), ("Construction cost", "$108 million"), ("Owner(s)", "U.S. Army Corps of Engineers"),
                ("Type of dam", "Concrete gravity and earth-fill"), ("Impounds", "Allegheny River"), ("Height", "179 ft (55 m)"),
                ("Length", "1,897 ft (578 m)"), ("Creates", "Allegheny Reservoir"), ("Total capacity", "1,180,000 acre⋅ft (1.46 km3)"),
                ("Installed capacity", "435 MW (Seneca Pumped Storage)")],
        "paras": [["The Kinzua Dam is a concrete gravity dam on the ", ("link", "Allegheny River"),
                   " in Warren County, Pennsylvania, built by the U.S. Army Corps of Engineers for flood control on the Allegheny and ",
                   ("link", "Ohio River"), " basins."],
                  ["Construction of the dam flooded about 10,000 acres of Seneca Nation land guaranteed by the Treaty of Canandaigua, forcing the relocation of some 600 Seneca people."]],
        "toc": ["History", "Seneca Nation displacement", "Hydroelectric power", "Recreation", "References"],
    },
    "Ohio_River": {
        "box": [("Country", "United States"), ("States", "Pennsylvania, Ohio, West Virginia, Kentucky, Indiana, Illinois"),
                ("Source", "Confluence of Allegheny River and Monongahela River"), ("• location", "Pittsburgh, Pennsylvania"),
                ("Mouth", "Mississippi River"), ("• location", "Cairo, Illinois"), ("Length", "981 mi (1,579 km)"),
                ("Basin size", "189,422 sq mi (490,600 km2)"), ("Discharge • average", "281,500 cu ft/s (7,970 m3/s)")],
        "paras": [["The Ohio River is a 981-mile (1,579 km) long river in the United States. It flows from the confluence of the ",
                   ("link", "Allegheny River"), " and the ", ("link", "Monongahela River"), " at ", ("link", "Pittsburgh"),
                   " to its mouth on the Mississippi River at Cairo, Illinois."],
                  ["By discharge volume it is the third largest river in the United States and the largest tributary of the Mississippi."]],
        "toc": ["Etymology", "Geography", "Geology", "History", "Navigation", "Cities and towns along the river", "References"],
    },
    "Monongahela_River": {
        "box": [("Country", "United States"), ("States", "West Virginia, Pennsylvania"), ("Source", "Confluence of West Fork River and Tygart Valley River"),
                ("• location", "Fairmont, West Virginia"), ("Mouth", "Ohio River"), ("• location", "Pittsburgh, Pennsylvania"),
                ("Length", "130 mi (210 km)"), ("Basin size", "7,340 sq mi (19,000 km2)"), ("Discharge • average", "12,650 cu ft/s (358 m3/s)")],
        "paras": [["The Monongahela River is a 130-mile-long (210 km) river on the Allegheny Plateau in north-central West Virginia and southwestern Pennsylvania. It joins the ",
                   ("link", "Allegheny River"), " to form the ", ("link", "Ohio River"), " at ", ("link", "Pittsburgh"), "."],
                  ["The river is navigable along its entire length through a system of nine locks and dams maintained by the U.S. Army Corps of Engineers."]],
        "toc": ["Etymology", "Course", "History", "Locks and dams", "Pollution", "References"],
    },
}


def wiki(slug: str, search: str = "", focus: bool = False, box_fix: dict[str, str] | None = None) -> Page:
    a = ART[slug]
    title = slug.replace("_", " ")
    p = Page(title, KIWIX + slug, 1)
    p.e(0, "link", "Go to welcome page")
    p.e(1, "button", "🏠")
    p.e(0, "link", "Go to the main page of 'Wikipedia'")
    p.e(1, "button", "Wikipedia")
    p.e(0, "link", "Go to a randomly selected page")
    p.e(1, "button", "🎲")
    p.e(0, "textbox", "Search 'Wikipedia'", val(search), *(["focused"] if focus else []), key="search")
    p.e(0, "article", "")
    p.e(1, "heading", title)
    p.t(1, "From Wikipedia, the free encyclopedia")
    p.e(1, "table", "")
    for k, v in a["box"]:  # type: ignore[union-attr]
        v = (box_fix or {}).get(k, v)
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "cell", v)
    for para in a["paras"]:  # type: ignore[union-attr]
        p.e(1, "paragraph", "")
        for seg in para:
            if isinstance(seg, tuple):
                p.e(2, "link", seg[1], key=f"to_{seg[1]}")
            else:
                p.t(2, seg)
    p.e(1, "navigation", "Contents")
    for i, h in enumerate(a["toc"], 1):  # type: ignore[arg-type]
        p.e(2, "link", f"{i} {h}")
    return p


def t06(rs: RowSet) -> None:
    s0 = wiki("Pittsburgh")
    p1 = wiki("Pittsburgh", "Allegheny River", True)
    p2 = wiki("Allegheny_River")
    p3 = wiki("Kinzua_Dam")
    p4 = wiki("Allegheny_River", box_fix={"Basin size": "11,850 sq mi (30,000 km2)"})
    p5 = wiki("Ohio_River")
    p6 = wiki("Ohio_River", "Monongahela River", True)
    p7 = wiki("Monongahela_River")
    turns = [
        (fill(s0.b["search"], "Allegheny River"), str(p1)),
        ("keyboard_press('Enter')", str(p2)),
        (click(p2.b["to_Kinzua Dam"]), str(p3)),
        ("go_back()", str(p4)),
        (click(p4.b["to_Ohio River"]), str(p5)),
        (fill(p5.b["search"], "Monongahela River"), str(p6)),
        ("keyboard_press('Enter')", str(p7)),
    ]
    rs.add("web", "h62-web-06", SYSTEM, turns, state=str(s0), bad=True, turn=4,
           kind="Back on the Allegheny River article the infobox gives a basin size of 11,850 sq mi where the same static article said 11,580 sq mi two turns earlier.")


# ---------------------------------------------------------------- 07 Cloud storage console (clean)
GCS = "https://console.cloud.google.com/storage/browser/lumen-press-assets"
GCS_ROOT = [("brand/", "—", "Folder", "—", "—"), ("campaigns/", "—", "Folder", "—", "—"), ("press-kit/", "—", "Folder", "—", "—"),
            ("README.txt", "2.1 KB", "text/plain", "Sep 3, 2024, 10:22:05 AM", "Sep 3, 2024, 10:22:05 AM"),
            ("logo-final.png", "184.3 KB", "image/png", "Oct 14, 2024, 9:12:40 AM", "Oct 14, 2024, 9:12:40 AM"),
            ("logo-final-v2.png", "191.7 KB", "image/png", "Oct 14, 2024, 4:55:18 PM", "Oct 14, 2024, 4:55:18 PM"),
            ("q3-report-draft.pdf", "4.6 MB", "application/pdf", "Oct 28, 2024, 11:03:51 AM", "Oct 28, 2024, 11:03:51 AM")]
GCS_KIT = [("bios/", "—", "Folder", "—", "—"),
           ("fact-sheet.pdf", "312.4 KB", "application/pdf", "Oct 2, 2024, 3:18:44 PM", "Oct 2, 2024, 3:18:44 PM"),
           ("founders-photo.jpg", "2.3 MB", "image/jpeg", "Oct 2, 2024, 3:19:02 PM", "Oct 2, 2024, 3:19:02 PM")]


def gcs_shell(p: Page) -> None:
    p.e(0, "button", "Main menu")
    p.e(0, "link", "Google Cloud")
    p.e(0, "button", "lumen-press-prod", "hasPopup='dialog'")
    p.e(0, "combobox", "Search (/) for resources, docs, products, and more", "hasPopup='listbox'", "expanded=False")
    p.e(0, "button", "Activate Cloud Shell")
    p.e(0, "button", "Notifications: 2 unread")
    p.e(0, "button", "Help for current page")
    p.e(0, "button", "Settings and utilities")
    p.e(0, "button", "Google Account: Rosa Delgado (rosa@lumenpress.co)")
    p.e(0, "navigation", "Cloud Storage")
    for m in ("Overview", "Buckets", "Monitoring", "Settings"):
        p.e(1, "link", m, *(["selected=True"] if m == "Buckets" else []))
    p.e(1, "link", "Marketplace")
    p.e(1, "link", "Release Notes")


def gcs_browser(rows: list[tuple[str, str, str, str, str]], folder: str = "", checked: str = "", toast: str = "",
                menu: str = "", dialog: str = "", typed: str = "") -> Page:
    p = Page("Bucket details – Cloud Storage – lumen-press-prod – Google Cloud console",
             GCS + (f"/{folder}" if folder else "") + "?project=lumen-press-prod", 400)
    gcs_shell(p)
    p.e(0, "main", "")
    p.e(1, "button", "Go back")
    p.e(1, "heading", "Bucket details")
    p.e(1, "button", "Refresh")
    p.e(1, "button", "Help assistant")
    p.e(1, "navigation", "Breadcrumb")
    p.e(2, "link", "Buckets")
    p.e(2, "link", "lumen-press-assets", key="crumb")
    if folder:
        p.e(2, "link", folder.rstrip("/"))
    p.t(1, "Location")
    p.t(1, "us-central1 (Iowa)")
    p.t(1, "Storage class")
    p.t(1, "Standard")
    p.t(1, "Public access")
    p.t(1, "Not public")
    p.t(1, "Protection")
    p.t(1, "Soft Delete")
    p.e(1, "tablist", "")
    for tb in ("OBJECTS", "CONFIGURATION", "PERMISSIONS", "PROTECTION", "LIFECYCLE", "OBSERVABILITY", "INVENTORY REPORTS", "OPERATIONS"):
        p.e(2, "tab", tb, f"selected={tb == 'OBJECTS'}")
    p.e(1, "button", "Upload", "hasPopup='menu'")
    p.e(1, "button", "Create folder")
    p.e(1, "button", "Transfer data", "hasPopup='menu'")
    p.e(1, "button", "Other services", "hasPopup='menu'")
    p.e(1, "button", "Download", *([] if checked else ["disabled=True"]))
    p.e(1, "button", "Delete", *([] if checked else ["disabled=True"]), key="delete")
    p.e(1, "textbox", "Filter by name prefix only")
    p.e(1, "combobox", "Show", val("Live objects only"), "hasPopup='listbox'")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "columnheader", "")
    p.e(4, "checkbox", "Select all rows", "checked='mixed'" if checked else "checked='false'")
    for h in ("Name", "Size", "Type", "Created", "Storage class", "Last modified", "Public access", "Version history"):
        p.e(3, "columnheader", h, *(["sort='ascending'"] if h == "Name" else []))
    for name, size, typ, created, mod in rows:
        isdir = typ == "Folder"
        p.e(2, "row", "")
        p.e(3, "cell", "")
        p.e(4, "checkbox", f"Select {name}", f"checked='{'true' if checked == name else 'false'}'", key=f"chk_{name}")
        p.e(3, "cell", "")
        p.e(4, "link", name, key=f"open_{name}")
        p.e(3, "cell", size)
        p.e(3, "cell", typ)
        p.e(3, "cell", created)
        p.e(3, "cell", "—" if isdir else "Standard")
        p.e(3, "cell", mod)
        p.e(3, "cell", "—" if isdir else "Not public")
        p.e(3, "cell", "—")
        p.e(3, "cell", "")
        p.e(4, "button", f"More actions for {name}", "hasPopup='menu'", *(["expanded=True"] if menu == name else []), key=f"more_{name}")
    p.t(1, "Rows per page:")
    p.e(1, "combobox", "Rows per page:", val("50"), "hasPopup='listbox'")
    p.t(1, f"1 – {len(rows)} of {len(rows)}")
    p.e(1, "button", "Previous page", "disabled=True")
    p.e(1, "button", "Next page", "disabled=True")
    if menu:
        p.e(0, "menu", "")
        for it in ("Open in browser", "Download", "Copy", "Move", "Rename", "Edit metadata", "Edit access", "Copy gsutil URI", "Delete"):
            p.e(1, "menuitem", it, key=f"mi_{it}")
    if dialog == "delete":
        p.e(0, "dialog", "Delete 1 object?", "modal=True")
        p.e(1, "heading", "Delete 1 object?")
        p.t(1, "logo-final.png will be soft-deleted. Soft-deleted objects can be restored for 7 days, after which they are permanently deleted.")
        p.e(1, "textbox", "To confirm deletion, type DELETE", val(typed), *(["focused"] if typed else []), key="confirm_text")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Delete", *([] if typed == "DELETE" else ["disabled=True"]), key="confirm")
    if dialog == "rename":
        p.e(0, "dialog", "Rename object", "modal=True")
        p.e(1, "heading", "Rename object")
        p.t(1, "Renaming copies the object to the new name and deletes the original. The new object gets a new creation time and generation.")
        p.e(1, "textbox", "New name", val(typed or "logo-final-v2.png"), "required", "focused", key="newname")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Rename", key="do_rename")
    if toast:
        p.e(0, "status", "", "live='polite'")
        p.t(1, toast)
        p.e(1, "button", "Dismiss")
    return p


def gcs_details() -> Page:
    p = Page("Object details – Cloud Storage – lumen-press-prod – Google Cloud console",
             "https://console.cloud.google.com/storage/browser/_details/lumen-press-assets/logo-primary.png;tab=live_object?project=lumen-press-prod", 400)
    gcs_shell(p)
    p.e(0, "main", "")
    p.e(1, "button", "Go back")
    p.e(1, "heading", "Object details")
    p.e(1, "navigation", "Breadcrumb")
    p.e(2, "link", "Buckets")
    p.e(2, "link", "lumen-press-assets")
    p.e(2, "link", "logo-primary.png")
    p.e(1, "button", "Download")
    p.e(1, "button", "Edit metadata")
    p.e(1, "button", "Edit access")
    p.e(1, "button", "Delete")
    p.e(1, "tablist", "")
    p.e(2, "tab", "LIVE OBJECT", "selected=True")
    p.e(2, "tab", "VERSION HISTORY", "selected=False")
    p.e(1, "heading", "Overview")
    p.e(1, "table", "")
    for k, v in (("Type", "image/png"), ("Size", "191.7 KB"), ("Created", "Nov 4, 2024, 2:37:15 PM"),
                 ("Last modified", "Nov 4, 2024, 2:37:15 PM"), ("Storage class", "Standard"), ("Custom time", "—"),
                 ("Public URL", "Not applicable"),
                 ("Authenticated URL", "https://storage.cloud.google.com/lumen-press-assets/logo-primary.png"),
                 ("gsutil URI", "gs://lumen-press-assets/logo-primary.png")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "cell", v)
    p.e(1, "heading", "Protection")
    p.e(1, "table", "")
    for k, v in (("Hold status", "None"), ("Version history", "—"), ("Soft delete retention", "7 days"), ("Generation", "1730759835412908")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "cell", v)
    p.e(1, "heading", "Hash and encryption")
    p.e(1, "table", "")
    for k, v in (("Encryption type", "Google-managed"), ("MD5 hash", "kq3Rj0w1mC8y0xG7e5pT9A=="), ("CRC32C hash", "Xk1fQw==")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "cell", v)
    p.e(1, "heading", "Custom metadata")
    p.t(1, "No custom metadata")
    return p


def t07(rs: RowSet) -> None:
    root = list(GCS_ROOT)
    s0 = gcs_browser(root)
    p1 = gcs_browser(root, checked="logo-final.png")
    p2 = gcs_browser(root, checked="logo-final.png", dialog="delete")
    p3 = gcs_browser(root, checked="logo-final.png", dialog="delete", typed="DELETE")
    root = [r for r in root if r[0] != "logo-final.png"]
    p4 = gcs_browser(root, toast="Deleted 1 object")
    p5 = gcs_browser(root, menu="logo-final-v2.png")
    p6 = gcs_browser(root, dialog="rename")
    p7 = gcs_browser(root, dialog="rename", typed="logo-primary.png")
    now = "Nov 4, 2024, 2:37:15 PM"
    root = [r for r in root if r[0] != "logo-final-v2.png"]
    root.insert(4, ("logo-primary.png", "191.7 KB", "image/png", now, now))
    p8 = gcs_browser(root, toast="Renamed logo-final-v2.png to logo-primary.png")
    p9 = gcs_browser(GCS_KIT, folder="press-kit/")
    p10 = gcs_browser(root)
    p11 = gcs_details()
    turns = [
        (click(s0.b["chk_logo-final.png"]), str(p1)),
        (click(p1.b["delete"]), str(p2)),
        (fill(p2.b["confirm_text"], "DELETE"), str(p3)),
        (click(p3.b["confirm"]), str(p4)),
        (click(p4.b["more_logo-final-v2.png"]), str(p5)),
        (click(p5.b["mi_Rename"]), str(p6)),
        (fill(p6.b["newname"], "logo-primary.png"), str(p7)),
        (click(p7.b["do_rename"]), str(p8)),
        (click(p8.b["open_press-kit/"]), str(p9)),
        (click(p9.b["crumb"]), str(p10)),
        (click(p10.b["open_logo-primary.png"]), str(p11)),
    ]
    rs.add("web", "h62-web-07", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 08 Job board applications (bad: withdrawn application back under review)
JH = "https://www.jobharbor.com"
APPS = [("sda", "Senior Data Analyst", "Northwind Health", "Pittsburgh, PA · Hybrid", "Applied Sep 28, 2024", "Under review", "APP-88410273"),
        ("ae", "Analytics Engineer", "Brightline Logistics", "Remote (US)", "Applied Sep 30, 2024", "Interview scheduled · Wed, Oct 9, 2:00 PM EDT", "APP-88433190"),
        ("bi", "BI Developer", "Keystone Credit Union", "Harrisburg, PA · On-site", "Applied Oct 1, 2024", "Application viewed", "APP-88441728"),
        ("da2", "Data Analyst II", "Ridgeway Foods", "Cranberry Township, PA · Hybrid", "Applied Oct 3, 2024", "Submitted", "APP-88467002"),
        ("ra", "Reporting Analyst", "Allegheny County Parks Department", "Pittsburgh, PA · On-site", "Applied Oct 4, 2024", "Submitted", "APP-88475561")]


def jh_shell(p: Page) -> None:
    p.e(0, "link", "JobHarbor home")
    p.e(0, "navigation", "")
    p.e(1, "link", "Find jobs")
    p.e(1, "link", "Company reviews")
    p.e(1, "link", "Salary guide")
    p.e(1, "link", "My applications", key="myapps")
    p.e(1, "link", "Messages")
    p.e(1, "button", "Notifications")
    p.e(1, "button", "Account: Dana Kim", "hasPopup='menu'")


def jh_list(withdrawn: set[str]) -> Page:
    p = Page("My applications | JobHarbor", JH + "/myjobs/applications", 200)
    jh_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My applications")
    active = [a for a in APPS if a[0] not in withdrawn]
    p.e(1, "tablist", "")
    p.e(2, "tab", f"Active ({len(active)})", "selected=True")
    p.e(2, "tab", f"Withdrawn ({len(withdrawn)})", "selected=False")
    p.e(2, "tab", "Archived (3)", "selected=False")
    p.e(1, "combobox", "Sort by", val("Date applied (newest)"), "hasPopup='listbox'")
    p.e(1, "list", "")
    for key, title, co, loc, when, status, _ in reversed(active):
        p.e(2, "listitem", "")
        p.e(3, "link", title, key=f"app_{key}")
        p.t(3, co)
        p.t(3, loc)
        p.t(3, when)
        p.t(3, f"Status: {status}")
        p.e(3, "link", "View application")
    p.t(1, "Applications older than 90 days are moved to Archived automatically.")
    return p


def jh_sda(withdrawn: bool, dialog: bool = False, reason: str = "Select a reason") -> Page:
    p = Page("Senior Data Analyst - Northwind Health | My applications | JobHarbor", JH + "/myjobs/applications/APP-88410273", 200)
    jh_shell(p)
    p.e(0, "main", "")
    p.e(1, "link", "← Back to applications", key="back")
    if withdrawn:
        p.e(1, "alert", "")
        p.t(2, "Your application was withdrawn. Northwind Health has been notified.")
    p.e(1, "heading", "Senior Data Analyst")
    p.t(1, "Northwind Health")
    p.t(1, "Pittsburgh, PA · Hybrid")
    p.t(1, "Job ID NWH-24-0917 · Application APP-88410273")
    p.t(1, "Status: Withdrawn" if withdrawn else "Status: Under review")
    p.e(1, "heading", "Timeline")
    p.e(1, "list", "")
    for ev in ("Submitted — Sep 28, 2024, 10:14 AM", "Viewed by employer — Oct 2, 2024, 3:41 PM", "Under review — Oct 5, 2024, 9:07 AM") + (
            ("Withdrawn by you — Oct 8, 2024, 11:02 AM",) if withdrawn else ()):
        p.e(2, "listitem", "")
        p.t(3, ev)
    p.e(1, "heading", "What you sent")
    p.e(1, "link", "Dana_Kim_Resume_2024.pdf (148 KB)")
    p.t(1, "Cover letter (typed, 1,912 characters)")
    p.e(1, "button", "Show cover letter", "expanded=False")
    p.e(1, "heading", "Screening questions")
    p.t(1, "How many years of SQL experience do you have? 6")
    p.t(1, "Are you authorized to work in the United States? Yes")
    p.t(1, "Desired annual salary: $105,000")
    if not withdrawn:
        p.e(1, "button", "Withdraw application", key="withdraw")
    p.e(1, "link", "View original job posting")
    if dialog:
        p.e(0, "dialog", "Withdraw your application?", "modal=True")
        p.e(1, "heading", "Withdraw your application?")
        p.t(1, "Northwind Health will be notified. You can't undo this, but you can apply again if the job is still open.")
        p.e(1, "combobox", "Reason (optional)", val(reason), "hasPopup='listbox'", "expanded=False", key="reason")
        for o in ("Select a reason", "Accepted another offer", "No longer interested", "Salary does not meet expectations", "Location or schedule", "Other"):
            p.e(2, "option", o, f"selected={o == reason}")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Withdraw", key="confirm")
    return p


AE_MSG = "Thanks Priya - confirmed for Wednesday at 2:00 PM EDT. I'll have the dbt lineage example ready to screen-share."


def jh_ae(typed: str = "", sent: bool = False) -> Page:
    p = Page("Analytics Engineer - Brightline Logistics | My applications | JobHarbor", JH + "/myjobs/applications/APP-88433190", 200)
    jh_shell(p)
    p.e(0, "main", "")
    p.e(1, "link", "← Back to applications")
    p.e(1, "heading", "Analytics Engineer")
    p.t(1, "Brightline Logistics")
    p.t(1, "Remote (US)")
    p.t(1, "Job ID BLX-3381 · Application APP-88433190")
    p.t(1, "Status: Interview scheduled")
    p.e(1, "region", "Upcoming interview")
    p.t(2, "Video interview · Wed, Oct 9, 2024, 2:00 – 2:45 PM EDT")
    p.t(2, "With Priya Natarajan, Hiring Manager")
    p.e(2, "link", "Join link (Google Meet)")
    p.e(2, "button", "Add to calendar", "hasPopup='menu'")
    p.e(1, "heading", "Timeline")
    p.e(1, "list", "")
    for ev in ("Submitted — Sep 30, 2024, 8:47 PM", "Viewed by employer — Oct 1, 2024, 10:15 AM", "Interview scheduled — Oct 4, 2024, 1:30 PM"):
        p.e(2, "listitem", "")
        p.t(3, ev)
    p.e(1, "heading", "Messages")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.t(3, "Priya Natarajan · Oct 4, 2024, 1:32 PM")
    p.t(3, "Hi Dana, looking forward to speaking Wednesday. We'll spend most of the time on a modeling exercise, so feel free to bring an example of your dbt work.")
    if sent:
        p.e(2, "listitem", "")
        p.t(3, "You · Oct 8, 2024, 11:06 AM")
        p.t(3, AE_MSG)
    p.e(1, "textbox", "Write a message to Brightline Logistics", val(typed), *(["focused"] if typed else []), key="msg")
    p.e(1, "button", "Send", *([] if typed else ["disabled=True"]), key="send")
    p.e(1, "button", "Withdraw application")
    return p


def t08(rs: RowSet) -> None:
    s0 = jh_list(set())
    p1 = jh_sda(False)
    p2 = jh_sda(False, dialog=True)
    p3 = jh_sda(False, dialog=True, reason="No longer interested")
    p4 = jh_sda(True)
    p5 = jh_list({"sda"})
    p6 = jh_ae()
    p7 = jh_ae(typed=AE_MSG)
    p8 = jh_ae(sent=True)
    p9 = jh_list(set())
    turns = [
        (click(s0.b["app_sda"]), str(p1)),
        (click(p1.b["withdraw"]), str(p2)),
        (select(p2.b["reason"], "No longer interested"), str(p3)),
        (click(p3.b["confirm"]), str(p4)),
        (click(p4.b["back"]), str(p5)),
        (click(p5.b["app_ae"]), str(p6)),
        (fill(p6.b["msg"], AE_MSG), str(p7)),
        (click(p7.b["send"]), str(p8)),
        (click(p8.b["myapps"]), str(p9)),
    ]
    rs.add("web", "h62-web-08", SYSTEM, turns, state=str(s0), bad=True, turn=9,
           kind="The applications list again shows the Northwind Health Senior Data Analyst application as active and 'Under review' (Active (5), Withdrawn (0)), though it was withdrawn at turn 4.")


# ---------------------------------------------------------------- 09 Event registration (bad: order number changes)
EB = "https://www.eventbrite.com"
EV_URL = EB + "/e/three-rivers-python-meetup-async-in-practice-tickets-1039827716447"
EV_TITLE = "Three Rivers Python Meetup: Async in Practice"


def eb_shell(p: Page) -> None:
    p.e(0, "link", "Eventbrite")
    p.e(0, "searchbox", "Search events")
    p.e(0, "link", "Find Events")
    p.e(0, "link", "Create Events")
    p.e(0, "link", "Help Center", "hasPopup='menu'")
    p.e(0, "link", "Tickets", key="tickets")
    p.e(0, "link", "Likes")
    p.e(0, "button", "dana.kim@example.com", "hasPopup='menu'")


def eb_event(registered: bool, remaining: int, checkout: bool = False) -> Page:
    p = Page(f"{EV_TITLE} Tickets, Thu, Nov 14, 2024 at 6:30 PM | Eventbrite", EV_URL, 60)
    eb_shell(p)
    p.e(0, "main", "")
    p.e(1, "img", "Three Rivers Python Meetup banner")
    p.t(1, "Thursday, November 14")
    p.e(1, "heading", EV_TITLE)
    p.t(1, "Structured concurrency with asyncio TaskGroups, plus a lightning round on trio and anyio. Pizza from Mineo's.")
    p.e(1, "link", "By PyPGH", key="org")
    p.t(1, "1,284 followers")
    p.e(1, "button", "Follow")
    if registered:
        p.e(1, "status", "")
        p.t(2, "You're registered · 1 ticket")
        p.e(2, "link", "View your tickets")
    p.e(1, "heading", "Date and time")
    p.t(1, "Thursday, November 14 · 6:30 - 8:30pm EST")
    p.e(1, "heading", "Location")
    p.t(1, "Codeworks Pittsburgh")
    p.t(1, "412 Smithfield Street, Pittsburgh, PA 15222")
    p.e(1, "button", "Show map")
    p.e(1, "heading", "Refund Policy")
    p.t(1, "No Refunds")
    p.e(1, "heading", "About this event")
    p.t(1, "2 hours · In person")
    p.t(1, "6:30 doors and pizza · 7:00 main talk (Mara Jensen, 35 min) · 7:45 lightning talks · 8:15 open discussion.")
    p.t(1, "Bring a laptop if you want to follow the TaskGroup examples; the repo link goes out the morning of the event.")
    p.e(1, "heading", "Tags")
    for tg in ("United States Events", "Pennsylvania Events", "Things to do in Pittsburgh, PA", "Pittsburgh Seminars", "#python", "#asyncio"):
        p.e(1, "link", tg)
    p.e(1, "region", "Tickets")
    p.t(2, "General Admission")
    p.t(2, "Free")
    p.t(2, "Sales end on Nov 14, 2024")
    p.t(2, f"{remaining} remaining")
    p.e(2, "button", "Reserve a spot", key="reserve")
    if checkout:
        p.e(0, "dialog", "Checkout", "modal=True")
        p.e(1, "heading", "Checkout")
        p.t(1, "Time left 19:48")
        p.e(1, "heading", "Contact information")
        p.t(1, "Logged in as dana.kim@example.com.")
        p.e(1, "textbox", "First name *", val("Dana"), "required")
        p.e(1, "textbox", "Last name *", val("Kim"), "required")
        p.e(1, "textbox", "Email address *", val("dana.kim@example.com"), "required")
        p.e(1, "checkbox", "Keep me updated on more events and news from this event organizer.", "checked='true'")
        p.e(1, "checkbox", "Send me emails about the best events happening nearby or online.", "checked='false'")
        p.e(1, "heading", "Order summary")
        p.t(1, "1 x General Admission")
        p.t(1, "$0.00")
        p.t(1, "Total")
        p.t(1, "$0.00")
        p.e(1, "button", "Register", key="register")
    return p


def eb_confirm() -> Page:
    p = Page("Order confirmation | Eventbrite", EB + "/checkout-external?eid=1039827716447&oid=10438827391", 60)
    eb_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Thanks for your order! #10438827391")
    p.t(1, f"You're going to {EV_TITLE}")
    p.t(1, "1 ticket sent to dana.kim@example.com")
    p.t(1, "Order date: Nov 8, 2024 11:20 AM · Free order")
    p.e(1, "link", "Go to My Tickets", key="mytickets")
    p.e(1, "button", "Add to calendar", "hasPopup='menu'")
    p.e(1, "heading", "Thursday, November 14 · 6:30 - 8:30pm EST")
    p.t(1, "Codeworks Pittsburgh · 412 Smithfield Street, Pittsburgh, PA 15222")
    p.e(1, "heading", "More events from PyPGH")
    p.e(1, "link", "PyPGH Sprint Night: Contributing to CPython")
    p.t(1, "Tue, Dec 3 · 6:00 PM EST")
    p.e(1, "link", "Three Rivers Python Meetup: Packaging in 2025")
    p.t(1, "Thu, Jan 16 · 6:30 PM EST")
    return p


def eb_tickets(order: str) -> Page:
    p = Page("Tickets | Eventbrite", EB + "/mytickets/", 60)
    eb_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Dana Kim")
    p.t(1, "2 orders · 1 like · 4 following")
    p.e(1, "tablist", "")
    p.e(2, "tab", "Upcoming", "selected=True")
    p.e(2, "tab", "Past", "selected=False")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.t(3, "NOV 14")
    p.e(3, "link", EV_TITLE, key="event")
    p.t(3, "Thu, Nov 14, 6:30 PM · Codeworks Pittsburgh")
    p.t(3, f"Order #{order} · 1 ticket · General Admission · Free order")
    p.e(3, "link", "View order")
    p.e(2, "listitem", "")
    p.t(3, "NOV 19")
    p.e(3, "link", "Steel City Data Science Happy Hour")
    p.t(3, "Tue, Nov 19, 5:30 PM · Cobra Karaoke Bar, 4305 Butler St")
    p.t(3, "Order #10421193876 · 1 ticket · Early Bird · $12.00")
    p.e(3, "link", "View order")
    p.e(1, "link", "See past orders")
    return p


def eb_org(following: bool) -> Page:
    p = Page("PyPGH Events | Eventbrite", EB + "/o/pypgh-17736582210", 60)
    eb_shell(p)
    p.e(0, "main", "")
    p.e(1, "img", "PyPGH")
    p.e(1, "heading", "PyPGH")
    p.t(1, "1,285 followers" if following else "1,284 followers")
    p.t(1, "61 total events hosted")
    p.e(1, "button", "Following" if following else "Follow", key="follow")
    p.e(1, "button", "Contact")
    p.t(1, "Pittsburgh's Python user group since 2009. Monthly talks, sprint nights and a yearly PyData-style mini conference.")
    p.e(1, "tablist", "")
    p.e(2, "tab", "Upcoming (3)", "selected=True")
    p.e(2, "tab", "Past (58)", "selected=False")
    p.e(1, "list", "")
    for title, when in ((EV_TITLE, "Thu, Nov 14 · 6:30 PM EST"), ("PyPGH Sprint Night: Contributing to CPython", "Tue, Dec 3 · 6:00 PM EST"),
                        ("Three Rivers Python Meetup: Packaging in 2025", "Thu, Jan 16 · 6:30 PM EST")):
        p.e(2, "listitem", "")
        p.e(3, "link", title)
        p.t(3, when)
        p.t(3, "Codeworks Pittsburgh")
        p.t(3, "Free")
    if following:
        p.e(0, "status", "")
        p.t(1, "You're now following PyPGH")
    return p


def t09(rs: RowSet) -> None:
    s0 = eb_event(False, 42)
    p1 = eb_event(False, 42, checkout=True)
    p2 = eb_confirm()
    p3 = eb_tickets("10438872391")
    p4 = eb_event(True, 41)
    p5 = eb_org(False)
    p6 = eb_org(True)
    turns = [
        (click(s0.b["reserve"]), str(p1)),
        (click(p1.b["register"]), str(p2)),
        (click(p2.b["mytickets"]), str(p3)),
        (click(p3.b["event"]), str(p4)),
        (click(p4.b["org"]), str(p5)),
        (click(p5.b["follow"]), str(p6)),
    ]
    rs.add("web", "h62-web-09", SYSTEM, turns, state=str(s0), bad=True, turn=3,
           kind="The Tickets page lists the new registration as Order #10438872391, while the confirmation just before gave #10438827391.")


# ---------------------------------------------------------------- 10 Movie theater seat booking (clean)
MQ = "https://www.marqueecinemas.com"
MQ_SEATS_URL = MQ + "/showtimes/dune-part-two/seats?session=AUD6-20240309-1915"
TAKEN0 = {"A3", "A4", "B5", "B6", "B7", "C1", "C2", "D6", "D7", "D8", "E4", "E5", "E9", "E10", "F1", "F2", "F3", "F11", "F12",
          "G9", "G10", "H5", "H6", "H7", "H8"}
TTYPES = {"Adult": 14.50, "Child (2-11)": 11.00, "Senior (60+)": 11.50, "Military": 12.00}


def mq_shell(p: Page) -> None:
    p.e(0, "link", "Marquee Cinemas home")
    p.e(0, "navigation", "")
    p.e(1, "link", "Movies")
    p.e(1, "link", "Theatres")
    p.e(1, "link", "Food & Drinks")
    p.e(1, "link", "Gift Cards")
    p.e(1, "link", "Marquee Rewards")
    p.e(0, "button", "Sign in")
    p.e(0, "button", "Marquee Cinemas Southside Works", "hasPopup='menu'")


def mq_show(p: Page) -> None:
    p.e(1, "heading", "Dune: Part Two")
    p.t(1, "PG-13 · 2 hr 46 min · Standard")
    p.t(1, "Sat, Mar 9, 2024 · 7:15 PM · Auditorium 6")


def mq_seats(selected: list[str], taken: set[str]) -> Page:
    p = Page("Select Seats - Dune: Part Two | Marquee Cinemas", MQ_SEATS_URL, 300)
    mq_shell(p)
    p.e(0, "main", "")
    mq_show(p)
    p.t(1, "SCREEN")
    p.e(1, "grid", "Seat map")
    for row in "ABCDEFGH":
        p.e(2, "row", f"Row {row}")
        for n in range(1, 13):
            sid = f"{row}{n}"
            if row == "H" and n <= 2:
                p.e(3, "button", f"{sid} Wheelchair space", *(["pressed=False"]), key=f"s_{sid}")
            elif sid in taken:
                p.e(3, "button", f"{sid} Unavailable", "disabled=True", key=f"s_{sid}")
            elif sid in selected:
                p.e(3, "button", f"{sid} Selected", "pressed=True", key=f"s_{sid}")
            else:
                p.e(3, "button", f"{sid} Available", "pressed=False", key=f"s_{sid}")
    p.t(1, "Legend: Available · Selected · Unavailable · Wheelchair space · Companion seat")
    p.e(1, "region", "Your selection")
    if selected:
        p.t(2, "Seats: " + ", ".join(sorted(selected, key=lambda s: (s[0], int(s[1:])))))
        p.t(2, f"{len(selected)} ticket{'s' if len(selected) > 1 else ''} · from {money(14.50 * len(selected))}")
    else:
        p.t(2, "No seats selected")
    p.e(2, "button", "Continue", *([] if selected else ["disabled=True"]), key="continue")
    return p


def mq_tickets(seats: dict[str, str], timer: str) -> Page:
    p = Page("Choose Tickets - Dune: Part Two | Marquee Cinemas", MQ + "/checkout/tickets?session=AUD6-20240309-1915", 300)
    mq_shell(p)
    p.e(0, "main", "")
    p.e(1, "link", "← Change seats")
    mq_show(p)
    p.e(1, "timer", f"Your seats are held for {timer}")
    p.e(1, "heading", "Ticket types")
    for sid, tt in seats.items():
        p.t(1, f"Seat {sid}")
        p.e(1, "combobox", f"Ticket type for {sid}", val(f"{tt} - {money(TTYPES[tt])}"), "hasPopup='listbox'", "expanded=False", key=f"tt_{sid}")
        for name, price in TTYPES.items():
            p.e(2, "option", f"{name} - {money(price)}", f"selected={name == tt}")
    sub = sum(TTYPES[t] for t in seats.values())
    fee = 1.89 * len(seats)
    p.e(1, "region", "Order summary")
    for sid, tt in seats.items():
        p.t(2, f"{sid} · {tt}")
        p.t(2, money(TTYPES[tt]))
    p.t(2, "Tickets subtotal")
    p.t(2, money(sub))
    p.t(2, f"Convenience fee ({len(seats)} × $1.89)")
    p.t(2, money(fee))
    p.t(2, "Total")
    p.t(2, money(sub + fee))
    p.e(2, "button", "Continue to payment", key="pay")
    return p


def mq_payment(seats: dict[str, str], timer: str) -> Page:
    p = Page("Payment - Dune: Part Two | Marquee Cinemas", MQ + "/checkout/payment?session=AUD6-20240309-1915", 300)
    mq_shell(p)
    p.e(0, "main", "")
    p.e(1, "link", "← Back to tickets")
    mq_show(p)
    p.e(1, "timer", f"Your seats are held for {timer}")
    p.e(1, "heading", "Payment")
    p.e(1, "textbox", "Email for tickets *", "required")
    p.e(1, "textbox", "Card number *", "required")
    p.e(1, "textbox", "Expiration (MM/YY) *", "required")
    p.e(1, "textbox", "Security code *", "required")
    p.e(1, "textbox", "ZIP code *", "required")
    p.e(1, "checkbox", "Join Marquee Rewards and earn points on this order", "checked='false'")
    sub = sum(TTYPES[t] for t in seats.values())
    fee = 1.89 * len(seats)
    p.e(1, "region", "Order summary")
    p.t(2, "Seats " + ", ".join(seats))
    for sid, tt in seats.items():
        p.t(2, f"{sid} · {tt}")
        p.t(2, money(TTYPES[tt]))
    p.t(2, "Tickets subtotal")
    p.t(2, money(sub))
    p.t(2, f"Convenience fee ({len(seats)} × $1.89)")
    p.t(2, money(fee))
    p.t(2, "Total")
    p.t(2, money(sub + fee))
    p.e(2, "button", f"Pay {money(sub + fee)}")
    return p


def t10(rs: RowSet) -> None:
    taken = set(TAKEN0)
    s0 = mq_seats([], taken)
    p1 = mq_seats(["F7"], taken)
    p2 = mq_seats(["F7", "F8"], taken)
    p3 = mq_tickets({"F7": "Adult", "F8": "Adult"}, "9:12")
    p4 = mq_tickets({"F7": "Adult", "F8": "Senior (60+)"}, "8:55")
    taken.add("G5")  # bought by someone else meanwhile
    p5 = mq_seats(["F7", "F8"], taken)
    p6 = mq_seats(["F7"], taken)
    p7 = mq_seats(["F6", "F7"], taken)
    p8 = mq_tickets({"F6": "Adult", "F7": "Adult"}, "7:40")
    p9 = mq_tickets({"F6": "Adult", "F7": "Senior (60+)"}, "7:21")
    p10 = mq_payment({"F6": "Adult", "F7": "Senior (60+)"}, "7:02")
    turns = [
        (click(s0.b["s_F7"]), str(p1)),
        (click(p1.b["s_F8"]), str(p2)),
        (click(p2.b["continue"]), str(p3)),
        (select(p3.b["tt_F8"], "Senior (60+) - $11.50"), str(p4)),
        ("go_back()", str(p5)),
        (click(p5.b["s_F8"]), str(p6)),
        (click(p6.b["s_F6"]), str(p7)),
        (click(p7.b["continue"]), str(p8)),
        (select(p8.b["tt_F7"], "Senior (60+) - $11.50"), str(p9)),
        (click(p9.b["pay"]), str(p10)),
    ]
    rs.add("web", "h62-web-10", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 11 Wedding registry (clean)
ZO = "https://www.zola.com"
GIFTS = {
    "lc": ("Le Creuset 5.5 qt Round Dutch Oven, Marseille", 420.00, 1, 0),
    "cb": ("Acacia Wood Cheese Board with Knife Set", 48.00, 1, 0),
    "bl": ("Brooklinen Luxe Sateen Sheet Set, Queen", 229.00, 2, 1),
    "hf": ("Honeymoon fund: Lisbon food tour", 280.00, 0, 0),
    "rd": ("Riedel Vinum Cabernet Glasses, Set of 4", 99.00, 3, 2),
    "ka": ("KitchenAid Artisan Stand Mixer, Matte Black", 449.99, 1, 1),
    "vm": ("Vitamix E310 Explorian Blender", 349.95, 1, 0),
}


def zo_shell(p: Page) -> None:
    p.e(0, "link", "Zola")
    p.e(0, "navigation", "")
    for m in ("Planning", "Vendors", "Registry", "Wedding Website", "Guest List", "Invitations", "Shop"):
        p.e(1, "link", m)
    p.e(0, "button", "Priya & Marcus", "hasPopup='menu'")


def zo_manage(order: list[str], req: dict[str, int], items: int, toast: str = "", edit: str = "", qty: str = "",
              confirm: bool = False) -> Page:
    p = Page("Manage Your Registry | Zola", ZO + "/registry/manage", 500)
    zo_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Your registry")
    total_req = sum(req.values()) + 22  # 22 more requested across gifts beyond this page
    p.t(1, f"{items} items · {total_req} requested · 9 purchased · $1,842.00 received")
    p.e(1, "link", "View as guest", key="guest")
    p.e(1, "button", "Add gifts")
    p.e(1, "combobox", "Sort", val("Recently added"), "hasPopup='listbox'")
    p.e(1, "list", "")
    for k in order[:6]:
        name, price, _, bought = GIFTS[k]
        p.e(2, "listitem", "")
        p.e(3, "img", name)
        p.e(3, "link", name)
        if k == "hf":
            p.t(3, "Goal $280.00 · $140.00 raised · 4 contributions")
        else:
            p.t(3, money(price))
            p.t(3, f"Requested {req[k]} · Purchased {bought}")
            if bought >= req[k]:
                p.t(3, "Fulfilled")
        p.e(3, "button", f"Edit {name}", key=f"edit_{k}")
        p.e(3, "button", f"Remove {name}", key=f"rm_{k}")
    p.t(1, f"Showing 6 of {items}")
    p.e(1, "button", "Show more")
    if edit:
        name = GIFTS[edit][0]
        p.e(0, "dialog", "Edit gift", "modal=True")
        p.e(1, "heading", name)
        p.e(1, "spinbutton", "Quantity requested", val(qty), *(["focused"] if qty != str(req[edit]) else []), key="qty")
        p.e(1, "checkbox", "Mark as Most Wanted", "checked='false'")
        p.e(1, "textbox", "Note to guests", val("We cook a lot of soup!"))
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Save", key="save")
    if confirm:
        p.e(0, "dialog", "Remove Acacia Wood Cheese Board with Knife Set?", "modal=True")
        p.t(1, "Guests will no longer see this gift. Gifts you already received are not affected.")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Remove", key="confirm")
    if toast:
        p.e(0, "status", "")
        p.t(1, toast)
    return p


def zo_guest(order: list[str], req: dict[str, int], detail: bool = False) -> Page:
    p = Page("Priya & Marcus's Wedding Registry | Zola", ZO + "/registry/priyaandmarcus", 500)
    zo_shell(p)
    p.e(0, "main", "")
    p.e(1, "status", "")
    p.t(2, "You're viewing your registry as a guest.")
    p.e(2, "link", "Back to manage")
    p.e(1, "heading", "Priya & Marcus")
    p.t(1, "June 14, 2025 · Asheville, NC")
    p.t(1, "23 gifts")
    p.e(1, "combobox", "Sort by", val("Featured"), "hasPopup='listbox'")
    p.e(1, "checkbox", "Hide purchased gifts", "checked='false'")
    p.e(1, "list", "")
    for k in order[:6]:
        name, price, _, bought = GIFTS[k]
        p.e(2, "listitem", "")
        p.e(3, "link", name, key=f"g_{k}")
        if k == "hf":
            p.t(3, "$140 of $280 raised")
            p.e(3, "button", "Contribute")
        elif bought >= req[k]:
            p.t(3, money(price))
            p.t(3, "Fulfilled")
        else:
            p.t(3, money(price))
            p.t(3, f"Still needs {req[k] - bought}")
            p.e(3, "button", "Add to cart")
    p.t(1, "Page 1 of 4")
    p.e(1, "link", "Next page")
    if detail:
        p.e(0, "dialog", GIFTS["lc"][0], "modal=True")
        p.e(1, "heading", GIFTS["lc"][0])
        p.t(1, "$420.00")
        p.t(1, f"Requested {req['lc']} · Still needs {req['lc']}")
        p.t(1, "Note from Priya & Marcus: We cook a lot of soup!")
        p.t(1, "Enameled cast iron, 5.5 quart, oven safe to 500°F. Ships free from Zola in 5-7 business days.")
        p.e(1, "spinbutton", "Quantity", val("1"))
        p.e(1, "button", "Add to cart")
        p.e(1, "button", "Close")
    return p


def t11(rs: RowSet) -> None:
    order = ["lc", "cb", "bl", "hf", "rd", "ka", "vm"]
    req = {k: v[2] for k, v in GIFTS.items()}
    s0 = zo_manage(order, req, 24)
    p1 = zo_manage(order, req, 24, edit="lc", qty="1")
    p2 = zo_manage(order, req, 24, edit="lc", qty="2")
    req["lc"] = 2
    p3 = zo_manage(order, req, 24, toast="Gift updated")
    p4 = zo_manage(order, req, 24, confirm=True)
    order.remove("cb")
    del req["cb"]
    p5 = zo_manage(order, req, 23, toast="Acacia Wood Cheese Board with Knife Set was removed from your registry")
    p6 = zo_guest(order, req)
    p7 = zo_guest(order, req, detail=True)
    turns = [
        (click(s0.b["edit_lc"]), str(p1)),
        (fill(p1.b["qty"], "2"), str(p2)),
        (click(p2.b["save"]), str(p3)),
        (click(p3.b["rm_cb"]), str(p4)),
        (click(p4.b["confirm"]), str(p5)),
        (click(p5.b["guest"]), str(p6)),
        (click(p6.b["g_lc"]), str(p7)),
    ]
    rs.add("web", "h62-web-11", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 12 Vet clinic appointments (bad: pet's date of birth changes)
VET = "https://portal.maplehillvet.com"


def vet_shell(p: Page) -> None:
    p.e(0, "link", "Maple Hill Veterinary Hospital")
    p.e(0, "navigation", "")
    p.e(1, "link", "Dashboard")
    p.e(1, "link", "My pets")
    p.e(1, "link", "Appointments")
    p.e(1, "link", "Messages")
    p.e(1, "link", "Billing")
    p.e(0, "button", "Owen Reyes", "hasPopup='menu'")
    p.e(0, "link", "Call (412) 555-0186")


def vet_dashboard() -> Page:
    p = Page("Dashboard | Maple Hill Veterinary Hospital", VET + "/dashboard", 100)
    vet_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Welcome back, Owen")
    p.e(1, "heading", "Your pets")
    p.e(1, "link", "Biscuit · Beagle · 5 yrs", key="biscuit")
    p.e(1, "link", "Juniper · Domestic Shorthair · 3 yrs")
    p.e(1, "heading", "Upcoming appointments")
    p.t(1, "Biscuit — Annual wellness exam — Tue, Oct 15, 2024, 9:00 AM — Dr. Elena Alvarez")
    p.e(1, "link", "Manage")
    p.e(1, "heading", "Reminders")
    p.t(1, "Biscuit: Rabies (3-year) due Oct 20, 2024")
    p.t(1, "Biscuit: DHPP due Nov 2, 2024")
    p.t(1, "Juniper: FVRCP due Jan 9, 2025")
    p.e(1, "heading", "Account")
    p.t(1, "Balance: $0.00 · Last payment $186.40 on Aug 12, 2024")
    p.e(1, "button", "Request appointment")
    return p


def vet_pet(tab: str, dob: str = "Mar 14, 2019 (5 yrs)", nxt: str = "Tue, Oct 15, 2024, 9:00 AM", refill: str = "") -> Page:
    slug = {"Overview": "", "Appointments": "/appointments", "Prescriptions": "/prescriptions"}[tab]
    p = Page(f"Biscuit - {tab} | Maple Hill Veterinary Hospital", VET + "/pets/P-20931" + slug, 100)
    vet_shell(p)
    p.e(0, "main", "")
    p.e(1, "img", "Biscuit")
    p.e(1, "heading", "Biscuit")
    p.t(1, "Beagle · Male (neutered) · Patient ID P-20931")
    p.e(1, "tablist", "")
    for tb in ("Overview", "Appointments", "Vaccines", "Prescriptions", "Records"):
        p.e(2, "tab", tb, f"selected={tb == tab}", key=f"tab_{tb}")
    if tab == "Overview":
        p.e(1, "table", "Details")
        for k, v in (("Species", "Canine"), ("Breed", "Beagle"), ("Sex", "Male (neutered)"), ("Color", "Tricolor"),
                     ("Date of birth", dob), ("Weight", "28.4 lb (Aug 12, 2024)"), ("Microchip", "985112004387216"),
                     ("Primary veterinarian", "Dr. Elena Alvarez"), ("Allergies", "Chicken (food)"),
                     ("Next appointment", f"Annual wellness exam — {nxt}")):
            p.e(2, "row", "")
            p.e(3, "rowheader", k)
            p.e(3, "cell", v)
        p.e(1, "heading", "Vaccines")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ("Vaccine", "Last given", "Next due", "Status"):
            p.e(3, "columnheader", h)
        for row in (("Rabies (3-year)", "Oct 20, 2021", "Oct 20, 2024", "Due soon"), ("DHPP", "Nov 2, 2023", "Nov 2, 2024", "Due soon"),
                    ("Leptospirosis", "Nov 2, 2023", "Nov 2, 2024", "Due soon"), ("Bordetella", "May 6, 2024", "May 6, 2025", "Current")):
            p.e(2, "row", "")
            for c in row:
                p.e(3, "cell", c)
    if tab == "Appointments":
        p.e(1, "heading", "Upcoming")
        p.e(1, "list", "")
        p.e(2, "listitem", "")
        p.t(3, "Annual wellness exam — Tue, Oct 15, 2024, 9:00 AM — Dr. Elena Alvarez — 30 min")
        p.e(3, "button", "Reschedule", key="resched")
        p.e(3, "button", "Cancel appointment")
        p.e(1, "heading", "Past")
        p.e(1, "list", "")
        for ev in ("Aug 12, 2024 — Ear infection recheck — Dr. Elena Alvarez — $68.00",
                   "Jul 29, 2024 — Sick visit: otitis externa (left ear) — Dr. Sam Okafor — $118.40",
                   "Oct 19, 2023 — Annual wellness exam — Dr. Elena Alvarez — $254.75",
                   "May 6, 2023 — Bordetella booster — Nurse visit — $38.00"):
            p.e(2, "listitem", "")
            p.t(3, ev)
            p.e(3, "link", "Visit summary")
    if tab == "Prescriptions":
        p.e(1, "table", "Prescriptions")
        p.e(2, "row", "")
        for h in ("Medication", "Directions", "Prescribed", "Refills remaining", "Last filled", "Status", ""):
            p.e(3, "columnheader", h)
        p.e(2, "row", "")
        p.e(3, "cell", "Apoquel (oclacitinib) 16 mg tablets, #30")
        p.e(3, "cell", "Give 1 tablet by mouth once daily")
        p.e(3, "cell", "Aug 12, 2024 — Dr. Elena Alvarez")
        p.e(3, "cell", "2")
        p.e(3, "cell", "Sep 20, 2024")
        p.e(3, "cell", refill or "Active")
        p.e(3, "cell", "")
        if not refill:
            p.e(4, "button", "Request refill", key="refill")
        p.e(2, "row", "")
        p.e(3, "cell", "Otomax ointment 15 g")
        p.e(3, "cell", "Apply 4 drops in left ear twice daily for 7 days")
        p.e(3, "cell", "Jul 29, 2024 — Dr. Sam Okafor")
        p.e(3, "cell", "0")
        p.e(3, "cell", "Jul 29, 2024")
        p.e(3, "cell", "Completed")
        p.e(3, "cell", "")
    return p


def vet_resched(day: str, slot: str = "") -> Page:
    p = Page("Reschedule appointment | Maple Hill Veterinary Hospital", VET + "/appointments/A-771045/reschedule", 100)
    vet_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Reschedule appointment")
    p.t(1, "Annual wellness exam for Biscuit (30 min) with Dr. Elena Alvarez")
    p.t(1, "Currently: Tue, Oct 15, 2024, 9:00 AM")
    p.e(1, "group", "Choose a day")
    for d in ("Mon, Oct 14", "Tue, Oct 15", "Wed, Oct 16", "Thu, Oct 17", "Fri, Oct 18"):
        p.e(2, "button", d, f"pressed={d == day}", key=f"day_{d}")
    p.e(2, "button", "Next week")
    slots = {"Tue, Oct 15": ["9:00 AM (current)", "11:30 AM", "2:00 PM"], "Thu, Oct 17": ["8:30 AM", "10:30 AM", "1:15 PM", "3:45 PM"]}[day]
    p.e(1, "group", f"Available times on {day}")
    for s in slots:
        p.e(2, "radio", s, f"checked={s == slot}", key=f"slot_{s}")
    p.e(1, "textbox", "Anything we should know? (optional)")
    p.e(1, "button", "Confirm reschedule", *([] if slot else ["disabled=True"]), key="confirm")
    p.e(1, "link", "Keep current time")
    return p


def vet_done() -> Page:
    p = Page("Appointment rescheduled | Maple Hill Veterinary Hospital", VET + "/appointments/A-771045/confirmed", 100)
    vet_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Appointment rescheduled")
    p.t(1, "Biscuit — Annual wellness exam")
    p.t(1, "Thu, Oct 17, 2024, 10:30 AM · 30 min · Dr. Elena Alvarez")
    p.t(1, "Previously Tue, Oct 15, 2024, 9:00 AM")
    p.t(1, "A confirmation was sent to owen.reyes@example.com. Appointment ID A-771045.")
    p.t(1, "Please arrive 10 minutes early and bring a fresh stool sample for the annual fecal test.")
    p.e(1, "button", "Add to calendar", "hasPopup='menu'")
    p.e(1, "link", "Back to Biscuit", key="back")
    return p


def t12(rs: RowSet) -> None:
    s0 = vet_dashboard()
    p1 = vet_pet("Overview")
    p2 = vet_pet("Appointments")
    p3 = vet_resched("Tue, Oct 15")
    p4 = vet_resched("Thu, Oct 17")
    p5 = vet_resched("Thu, Oct 17", "10:30 AM")
    p6 = vet_done()
    p7 = vet_pet("Overview", dob="Mar 14, 2018 (6 yrs)", nxt="Thu, Oct 17, 2024, 10:30 AM")
    p8 = vet_pet("Prescriptions")
    pp = Page("Request refill | Maple Hill Veterinary Hospital", VET + "/pets/P-20931/prescriptions/RX-55102/refill", 100)

    def refill_form(method: str) -> Page:
        f = Page(pp.title, pp.url, 100)
        vet_shell(f)
        f.e(0, "main", "")
        f.e(1, "heading", "Request a refill")
        f.t(1, "Apoquel (oclacitinib) 16 mg tablets, #30 for Biscuit")
        f.t(1, "Refills remaining: 2 · Last filled Sep 20, 2024")
        f.e(1, "combobox", "Pickup method", val(method), "hasPopup='listbox'", "expanded=False", key="method")
        for o in ("Pick up at front desk", "Curbside pickup", "Ship to home (+$9.95)"):
            f.e(2, "option", o, f"selected={o == method}")
        f.e(1, "textbox", "Notes for the pharmacy (optional)")
        f.t(1, "Refill requests are reviewed within 1 business day. We'll text (412) 555-0143 when it's ready.")
        f.e(1, "button", "Cancel")
        f.e(1, "button", "Submit request", key="submit")
        return f

    p9 = refill_form("Pick up at front desk")
    p10 = refill_form("Curbside pickup")
    p11 = vet_pet("Prescriptions", refill="Refill requested Oct 9, 2024, 4:12 PM — pending approval (curbside)")
    turns = [
        (click(s0.b["biscuit"]), str(p1)),
        (click(p1.b["tab_Appointments"]), str(p2)),
        (click(p2.b["resched"]), str(p3)),
        (click(p3.b["day_Thu, Oct 17"]), str(p4)),
        (click(p4.b["slot_10:30 AM"]), str(p5)),
        (click(p5.b["confirm"]), str(p6)),
        (click(p6.b["back"]), str(p7)),
        (click(p7.b["tab_Prescriptions"]), str(p8)),
        (click(p8.b["refill"]), str(p9)),
        (select(p9.b["method"], "Curbside pickup"), str(p10)),
        (click(p10.b["submit"]), str(p11)),
    ]
    rs.add("web", "h62-web-12", SYSTEM, turns, state=str(s0), bad=True, turn=7,
           kind="Biscuit's profile now gives date of birth Mar 14, 2018 (6 yrs), where the same profile showed Mar 14, 2019 (5 yrs) at turn 1 and only an appointment was rescheduled.")


# ---------------------------------------------------------------- 13 Freelancer invoicing (clean)
LG = "https://app.ledgerly.io"
INV_ROWS = [("INV-0041", "Oakridge Dental", "Oct 3, 2024", "Nov 2, 2024", 1250.00, 0.00, "Paid"),
            ("INV-0040", "Harbor & Finch Design", "Sep 1, 2024", "Oct 1, 2024", 3400.00, 3400.00, "Overdue"),
            ("INV-0039", "Kettle Lane Bakery", "Aug 20, 2024", "Sep 19, 2024", 980.00, 0.00, "Paid"),
            ("INV-0038", "Slate River Films", "Aug 2, 2024", "Sep 1, 2024", 2150.00, 750.00, "Overdue · partially paid"),
            ("INV-0037", "Harbor & Finch Design", "Jul 15, 2024", "Aug 14, 2024", 2600.00, 0.00, "Paid")]
ITEM = "Color grading - \"Low Water\" teaser, 8 hrs"


def lg_shell(p: Page) -> None:
    p.e(0, "link", "Ledgerly")
    p.e(0, "navigation", "")
    for m in ("Dashboard", "Invoices", "Estimates", "Clients", "Expenses", "Time", "Reports"):
        p.e(1, "link", m, key=f"nav_{m}")
    p.e(0, "button", "Mara Chen Studio", "hasPopup='menu'")


def lg_list(rows: list[tuple[str, str, str, str, float, float, str]], cards: tuple[float, float, int, float], total: int) -> Page:
    p = Page("Invoices | Ledgerly", LG + "/invoices", 40)
    lg_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Invoices")
    p.e(1, "button", "New invoice", key="new")
    for label, v in (("Outstanding", money(cards[0])), ("Overdue", money(cards[1])), ("Drafts", str(cards[2])), ("Paid (last 30 days)", money(cards[3]))):
        p.e(1, "region", label)
        p.t(2, v)
    p.e(1, "combobox", "Status", val("All"), "hasPopup='listbox'")
    p.e(1, "searchbox", "Search invoices")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Number", "Client", "Issued", "Due", "Total", "Balance", "Status"):
        p.e(3, "columnheader", h, *(["sort='descending'"] if h == "Number" else []))
    for num, cl, iss, due, tot, bal, st in rows:
        p.e(2, "row", "")
        p.e(3, "cell", "")
        p.e(4, "link", num)
        p.e(3, "cell", cl)
        p.e(3, "cell", iss)
        p.e(3, "cell", due)
        p.e(3, "cell", money(tot))
        p.e(3, "cell", money(bal))
        p.e(3, "cell", st)
    p.e(1, "combobox", "Rows per page", val("5"), "hasPopup='listbox'")
    p.t(1, f"1–{len(rows)} of {total}")
    p.e(1, "button", "Next page")
    return p


def lg_form(client: str, desc: str, qty: str, rate: str, tax: str, focus: str) -> Page:
    p = Page("New invoice | Ledgerly", LG + "/invoices/new", 40)
    lg_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "New invoice")
    p.e(1, "textbox", "Invoice number", val("INV-0042"))
    p.e(1, "combobox", "Client", val(client or "Select a client"), "hasPopup='listbox'", "expanded=False", key="client")
    for c in ("Harbor & Finch Design", "Kettle Lane Bakery", "Oakridge Dental", "Slate River Films"):
        p.e(2, "option", c, f"selected={c == client}")
    if client:
        p.t(1, "Slate River Films · 2100 Smallman St, Suite 3, Pittsburgh, PA 15222 · billing@slateriverfilms.com")
    p.e(1, "textbox", "Issue date", val("2024-10-21"))
    p.e(1, "combobox", "Payment terms", val("Net 30"), "hasPopup='listbox'")
    p.e(1, "textbox", "Due date", val("2024-11-20"))
    p.e(1, "table", "Line items")
    p.e(2, "row", "")
    for h in ("Description", "Qty", "Rate", "Amount", ""):
        p.e(3, "columnheader", h)
    amount = float(qty or 0) * float(rate or 0)
    p.e(2, "row", "")
    p.e(3, "cell", "")
    p.e(4, "textbox", "Description", val(desc), *(["focused"] if focus == "desc" else []), key="desc")
    p.e(3, "cell", "")
    p.e(4, "spinbutton", "Qty", val(qty), *(["focused"] if focus == "qty" else []), key="qty")
    p.e(3, "cell", "")
    p.e(4, "textbox", "Rate", val(rate), *(["focused"] if focus == "rate" else []), key="rate")
    p.e(3, "cell", money(amount))
    p.e(3, "cell", "")
    p.e(4, "button", "Remove line")
    p.e(1, "button", "Add line")
    p.e(1, "button", "Add discount")
    p.e(1, "spinbutton", "Tax rate (%)", val(tax), *(["focused"] if focus == "tax" else []), key="tax")
    taxv = round(amount * float(tax) / 100, 2)
    p.t(1, "Subtotal")
    p.t(1, money(amount))
    p.t(1, f"Tax ({tax}%)")
    p.t(1, money(taxv))
    p.t(1, "Total")
    p.t(1, money(amount + taxv))
    p.e(1, "textbox", "Notes to client", val("Thank you! Payment by ACH preferred; details on the PDF."))
    p.e(1, "button", "Cancel")
    p.e(1, "button", "Save draft", key="save")
    p.e(1, "button", "Save and send")
    return p


def lg_view(status: str, paid: float, activity: list[str], dialog: str = "") -> Page:
    p = Page("INV-0042 · Slate River Films | Ledgerly", LG + "/invoices/INV-0042", 40)
    lg_shell(p)
    p.e(0, "main", "")
    p.e(1, "link", "← All invoices")
    p.e(1, "heading", "Invoice INV-0042")
    p.t(1, status)
    p.e(1, "button", "Edit")
    if status == "Draft":
        p.e(1, "button", "Mark as sent", key="sent")
    p.e(1, "button", "Send by email")
    p.e(1, "button", "Download PDF")
    p.e(1, "button", "Record payment", key="pay")
    p.t(1, "Bill to: Slate River Films · 2100 Smallman St, Suite 3, Pittsburgh, PA 15222")
    p.t(1, "Issued Oct 21, 2024 · Due Nov 20, 2024 (Net 30)")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Description", "Qty", "Rate", "Amount"):
        p.e(3, "columnheader", h)
    p.e(2, "row", "")
    for c in (ITEM, "8", "$95.00", "$760.00"):
        p.e(3, "cell", c)
    for k, v in (("Subtotal", 760.00), ("Tax (7%)", 53.20), ("Total", 813.20), ("Amount paid", paid), ("Balance due", 813.20 - paid)):
        p.t(1, k)
        p.t(1, money(v))
    if paid:
        p.e(1, "heading", "Payments")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for c in ("Oct 21, 2024", "Bank transfer (ACH)", "—", money(paid)):
            p.e(3, "cell", c)
    p.e(1, "heading", "Activity")
    p.e(1, "list", "")
    for a in activity:
        p.e(2, "listitem", "")
        p.t(3, a)
    if dialog:
        p.e(0, "dialog", "Record payment", "modal=True")
        p.e(1, "heading", "Record payment")
        p.t(1, "Balance due $813.20")
        p.e(1, "textbox", "Amount", val(dialog), *(["focused"] if dialog != "813.20" else []), key="amount")
        p.e(1, "textbox", "Payment date", val("2024-10-21"))
        p.e(1, "combobox", "Method", val("Bank transfer (ACH)"), "hasPopup='listbox'")
        p.e(1, "textbox", "Reference (optional)", val(""))
        p.e(1, "checkbox", "Email a receipt to billing@slateriverfilms.com", "checked='true'")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Save payment", key="save_pay")
    return p


def t13(rs: RowSet) -> None:
    s0 = lg_list(INV_ROWS, (4150.00, 4150.00, 0, 1250.00), 41)
    p1 = lg_form("", "", "1", "", "0", "")
    p2 = lg_form("Slate River Films", "", "1", "", "0", "")
    p3 = lg_form("Slate River Films", ITEM, "1", "", "0", "desc")
    p4 = lg_form("Slate River Films", ITEM, "1", "95", "0", "rate")
    p5 = lg_form("Slate River Films", ITEM, "8", "95", "0", "qty")
    p6 = lg_form("Slate River Films", ITEM, "8", "95", "7", "tax")
    a1 = ["Created by Mara Chen · Oct 21, 2024, 10:04 AM"]
    p7 = lg_view("Draft", 0.0, a1)
    a2 = a1 + ["Marked as sent by Mara Chen · Oct 21, 2024, 10:06 AM"]
    p8 = lg_view("Sent", 0.0, a2)
    p9 = lg_view("Sent", 0.0, a2, dialog="813.20")
    p10 = lg_view("Sent", 0.0, a2, dialog="400")
    a3 = a2 + ["Payment of $400.00 recorded (Bank transfer (ACH)) · Oct 21, 2024, 10:09 AM", "Receipt emailed to billing@slateriverfilms.com · Oct 21, 2024, 10:09 AM"]
    p11 = lg_view("Partially paid", 400.0, a3)
    rows = [("INV-0042", "Slate River Films", "Oct 21, 2024", "Nov 20, 2024", 813.20, 413.20, "Partially paid")] + INV_ROWS[:4]
    p12 = lg_list(rows, (4563.20, 4150.00, 0, 1650.00), 42)
    turns = [
        (click(s0.b["new"]), str(p1)),
        (select(p1.b["client"], "Slate River Films"), str(p2)),
        (fill(p2.b["desc"], ITEM), str(p3)),
        (fill(p3.b["rate"], "95"), str(p4)),
        (fill(p4.b["qty"], "8"), str(p5)),
        (fill(p5.b["tax"], "7"), str(p6)),
        (click(p6.b["save"]), str(p7)),
        (click(p7.b["sent"]), str(p8)),
        (click(p8.b["pay"]), str(p9)),
        (fill(p9.b["amount"], "400"), str(p10)),
        (click(p10.b["save_pay"]), str(p11)),
        (click(p11.b["nav_Invoices"]), str(p12)),
    ]
    rs.add("web", "h62-web-13", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 14 Home energy dashboard (bad: untouched Storm Guard setting flips)
HE = "https://home.heliosolar.app"


def he_shell(p: Page) -> None:
    p.e(0, "link", "Helio Home")
    p.e(0, "navigation", "")
    for m in ("Dashboard", "Energy", "Devices", "Settings", "Support"):
        p.e(1, "link", m, key=f"nav_{m}")
    p.t(0, "Reyes residence · System ID 4418207 · 7.6 kW solar · 13.5 kWh battery")
    p.e(0, "button", "Account", "hasPopup='menu'")


def he_dash(at: str, solar: str, home: str, batt: str, today: tuple[str, str, str, str, str]) -> Page:
    p = Page("Dashboard | Helio Home", HE + "/systems/4418207/dashboard", 20)
    he_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Live status")
    p.t(1, f"Updated {at} · refreshes every 60 s")
    for label, v in (("Solar", solar), ("Home", home), ("Battery", batt), ("Grid", "0.00 kW · idle")):
        p.e(1, "region", label)
        p.t(2, v)
    p.e(1, "heading", "Today")
    for label, v in zip(("Produced", "Consumed", "Exported to grid", "Imported from grid", "Self-powered"), today):
        p.t(1, label)
        p.t(1, v)
    p.e(1, "heading", "Alerts")
    p.t(1, "No active alerts. Last firmware update: IQ Gateway D8.2.4425, Sep 27, 2024.")
    return p


def he_settings(profile: str, reserve: str, storm: bool, status: str, focus: bool = False, saved: bool = False) -> Page:
    p = Page("Battery settings | Helio Home", HE + "/systems/4418207/settings/battery", 20)
    he_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Battery settings")
    if saved:
        p.e(1, "alert", "")
        p.t(2, "Settings saved. Changes can take up to 15 minutes to reach your system.")
    p.t(1, f"Profile status: {status}")
    p.e(1, "radiogroup", "Battery profile")
    for name, desc in (("Self-consumption", "Use solar and battery to power your home first; export excess."),
                       ("Time of use", "Save battery energy for peak-rate hours set by your utility plan."),
                       ("Full backup", "Keep the battery full for outages; solar covers the home.")):
        p.e(2, "radio", name, f"checked={name == profile}", key=f"r_{name}")
        p.t(2, desc)
    if profile == "Time of use":
        p.e(1, "combobox", "Utility rate plan", val("Duquesne Light RS-TOU"), "hasPopup='listbox'")
        p.t(1, "Peak: weekdays 4:00 PM – 9:00 PM ($0.2841/kWh) · Off-peak: all other hours ($0.0987/kWh)")
    p.e(1, "spinbutton", "Battery reserve (%)", val(reserve), "valuemin=10", "valuemax=100", *(["focused"] if focus else []), key="reserve")
    p.t(1, "Energy kept in the battery for outages. Minimum 10%.")
    p.e(1, "switch", "Storm Guard", f"checked='{'true' if storm else 'false'}'")
    p.t(1, "Charges the battery to 100% when the National Weather Service issues a severe weather alert for your area.")
    p.e(1, "switch", "Charge battery from grid", "checked='false'")
    p.e(1, "spinbutton", "Export limit (kW)", val("7.6"))
    p.e(1, "button", "Cancel")
    p.e(1, "button", "Save", key="save")
    return p


HOURS = [("12 AM – 6 AM", "0.0", "3.6"), ("6 AM – 7 AM", "0.1", "0.5"), ("7 AM – 8 AM", "0.6", "1.2"), ("8 AM – 9 AM", "1.5", "0.9"),
         ("9 AM – 10 AM", "2.6", "0.7"), ("10 AM – 11 AM", "3.4", "1.1"), ("11 AM – 12 PM", "3.9", "1.6"), ("12 PM – 1 PM", "4.1", "1.8"),
         ("1 PM – 2 PM (so far)", "2.8", "1.3")]
DAYS = [("Thu, Oct 3", "31.2", "22.8"), ("Fri, Oct 4", "28.7", "24.1"), ("Sat, Oct 5", "12.4", "26.9"), ("Sun, Oct 6", "33.0", "21.5"),
        ("Mon, Oct 7", "30.6", "23.3"), ("Tue, Oct 8", "29.8", "22.0"), ("Wed, Oct 9 (today)", "19.0", "12.7")]


def he_energy(period: str) -> Page:
    p = Page("Energy | Helio Home", HE + f"/systems/4418207/energy?period={period.lower()}", 20)
    he_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Energy")
    p.e(1, "combobox", "Period", val(period), "hasPopup='listbox'", "expanded=False", key="period")
    for o in ("Day", "Week", "Month", "Year", "Lifetime"):
        p.e(2, "option", o, f"selected={o == period}")
    p.e(1, "button", "Previous")
    p.e(1, "button", "Next", "disabled=True")
    rows = HOURS if period == "Day" else DAYS
    p.t(1, "Wed, Oct 9, 2024 · as of 1:49 PM" if period == "Day" else "Oct 3 – Oct 9, 2024 · as of 1:49 PM")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Hour" if period == "Day" else "Day", "Produced (kWh)", "Consumed (kWh)"):
        p.e(3, "columnheader", h)
    for a, b, c in rows:
        p.e(2, "row", "")
        p.e(3, "cell", a)
        p.e(3, "cell", b)
        p.e(3, "cell", c)
    prod = sum(float(r[1]) for r in rows)
    cons = sum(float(r[2]) for r in rows)
    p.e(2, "row", "")
    p.e(3, "cell", "Total")
    p.e(3, "cell", f"{prod:.1f}")
    p.e(3, "cell", f"{cons:.1f}")
    p.e(1, "button", "Download CSV")
    return p


def t14(rs: RowSet) -> None:
    s0 = he_dash("1:42 PM", "4.12 kW", "1.87 kW", "78% · charging 2.25 kW", ("18.6 kWh", "12.4 kWh", "3.1 kWh", "0.4 kWh", "96%"))
    applied = "Applied Oct 2, 2024, 8:15 AM"
    p1 = he_settings("Self-consumption", "20", True, applied)
    p2 = he_settings("Time of use", "20", True, applied)
    p3 = he_settings("Time of use", "30", True, applied, focus=True)
    p4 = he_settings("Time of use", "30", True, "Updating… (requested 1:45 PM)", saved=True)
    p5 = he_dash("1:47 PM", "4.05 kW", "2.31 kW", "79% · charging 1.74 kW", ("18.9 kWh", "12.6 kWh", "3.1 kWh", "0.4 kWh", "96%"))
    p6 = he_settings("Time of use", "30", False, "Applied 1:48 PM")
    p7 = he_energy("Day")
    p8 = he_energy("Week")
    turns = [
        (click(s0.b["nav_Settings"]), str(p1)),
        (click(p1.b["r_Time of use"]), str(p2)),
        (fill(p2.b["reserve"], "30"), str(p3)),
        (click(p3.b["save"]), str(p4)),
        (click(p4.b["nav_Dashboard"]), str(p5)),
        (click(p5.b["nav_Settings"]), str(p6)),
        (click(p6.b["nav_Energy"]), str(p7)),
        (select(p7.b["period"], "Week"), str(p8)),
    ]
    rs.add("web", "h62-web-14", SYSTEM, turns, state=str(s0), bad=True, turn=6,
           kind="Back on Battery settings the Storm Guard switch is off, though it was on at turns 1-4 and only the profile and the reserve were changed and saved.")


# ---------------------------------------------------------------- 15 Book club reading lists (clean)
BC = "https://chapterandverse.club"
BOOKS = {
    "pir": ("Piranesi", "Susanna Clarke", "Clarke", "Jan 14", "Finished"),
    "rem": ("The Remains of the Day", "Kazuo Ishiguro", "Ishiguro", "Feb 11", "Finished"),
    "dem": ("Demon Copperhead", "Barbara Kingsolver", "Kingsolver", "Mar 11", "Finished"),
    "tom": ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Zevin", "Apr 8", "Reading · p. 212 of 416"),
    "ove": ("The Overstory", "Richard Powers", "Powers", "May 13", "Not started"),
    "kla": ("Klara and the Sun", "Kazuo Ishiguro", "Ishiguro", "Jun 10", "Not started"),
    "les": ("Lessons in Chemistry", "Bonnie Garmus", "Garmus", "Unscheduled · 4 votes", "Not started"),
    "bra": ("Braiding Sweetgrass", "Robin Wall Kimmerer", "Kimmerer", "Unscheduled · 0 votes", "Not started"),
}


def bc_shell(p: Page) -> None:
    p.e(0, "link", "Chapter & Verse")
    p.e(0, "navigation", "")
    p.e(1, "link", "My clubs")
    p.e(1, "link", "Discover")
    p.e(1, "link", "Calendar")
    p.e(0, "button", "Notifications (1)")
    p.e(0, "button", "Ines Park", "hasPopup='menu'")
    p.e(0, "heading", "Northside Readers")
    p.e(0, "tablist", "")
    for tb in ("Lists", "Meetings", "Discussion", "Members"):
        p.e(1, "tab", tb, f"selected={tb == 'Lists'}", key=f"tab_{tb}")


def bc_list(order: list[str], status: dict[str, str], sort: str = "List order", query: str = "", toast: str = "") -> Page:
    p = Page("2025 Picks · Northside Readers | Chapter & Verse", BC + "/clubs/northside-readers/lists/2025-picks" + ("?sort=author" if sort != "List order" else ""), 300)
    bc_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "2025 Picks")
    fin = sum(1 for k in order if status[k] == "Finished")
    p.t(1, f"{len(order)} books · {fin} finished · curated by Ines Park and Daniel Cho")
    p.e(1, "combobox", "Sort", val(sort), "hasPopup='listbox'", "expanded=False", key="sort")
    for o in ("List order", "Author (A–Z)", "Title (A–Z)", "Most votes"):
        p.e(2, "option", o, f"selected={o == sort}")
    rows = order if sort == "List order" else sorted(order, key=lambda k: (BOOKS[k][2], BOOKS[k][0]))
    p.e(1, "list", "")
    for i, k in enumerate(rows, 1):
        title, author, _, meet, _ = BOOKS[k]
        p.e(2, "listitem", "")
        if sort == "List order":
            p.t(3, f"{i}.")
        p.e(3, "link", title)
        p.e(3, "link", author)
        p.t(3, f"Meeting: {meet}" if not meet.startswith("Unscheduled") else meet)
        p.t(3, status[k])
        p.e(3, "button", "Mark unfinished" if status[k] == "Finished" else "Mark finished", key=f"fin_{k}")
        p.e(3, "button", f"Remove {title}", key=f"rm_{k}")
    p.e(1, "combobox", "Add a book", val(query), "autocomplete='list'", "hasPopup='listbox'", f"expanded={bool(query)}",
        *(["focused"] if query else []), key="add")
    if query:
        p.e(2, "listbox", "")
        for o in ("Braiding Sweetgrass — Robin Wall Kimmerer (2013)",
                  "Braiding Sweetgrass for Young Adults — Robin Wall Kimmerer, Monique Gray Smith (2022)",
                  "Gathering Moss — Robin Wall Kimmerer (2003)"):
            p.e(3, "option", o, "selected=False", key=f"opt_{o[:12]}")
    if toast:
        p.e(0, "status", "")
        p.t(1, toast)
        if toast.startswith("Removed"):
            p.e(1, "button", "Undo")
    return p


def bc_members() -> Page:
    p = Page("Members · Northside Readers | Chapter & Verse", BC + "/clubs/northside-readers/members", 300)
    bc_shell(p)
    p.lines = [ln.replace("selected=True", "selected=False") if "tab 'Lists'" in ln else
               ln.replace("selected=False", "selected=True") if "tab 'Members'" in ln else ln for ln in p.lines]
    p.e(0, "main", "")
    p.e(1, "heading", "Members (11)")
    p.e(1, "button", "Invite members")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Name", "Role", "Joined", "Last active"):
        p.e(3, "columnheader", h)
    for row in (("Ines Park", "Organizer", "Mar 2021", "now"), ("Daniel Cho", "Co-organizer", "Mar 2021", "2 hours ago"),
                ("Ruth Abernathy", "Member", "May 2021", "yesterday"), ("Tomás Herrera", "Member", "Sep 2021", "3 days ago"),
                ("Priya Raman", "Member", "Jan 2022", "yesterday"), ("Gwen Holloway", "Member", "Jan 2022", "1 week ago"),
                ("Marcus Bell", "Member", "Jun 2022", "4 days ago"), ("Ada Okonkwo", "Member", "Feb 2023", "today"),
                ("Leah Sandoval", "Member", "Feb 2023", "2 weeks ago"), ("Sam Whitcomb", "Member", "Oct 2023", "yesterday"),
                ("June Tanaka", "Member", "Jan 2025", "5 days ago")):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "cell", c)
    return p


def t15(rs: RowSet) -> None:
    order = ["pir", "rem", "dem", "tom", "ove", "kla", "les"]
    status = {k: v[4] for k, v in BOOKS.items()}
    s0 = bc_list(order, status)
    status["tom"] = "Finished"
    p1 = bc_list(order, status)
    order.remove("les")
    p2 = bc_list(order, status, toast="Removed \"Lessons in Chemistry\" from 2025 Picks")
    p3 = bc_list(order, status, query="Braiding Sweetgrass")
    order.append("bra")
    p4 = bc_list(order, status, toast="Added \"Braiding Sweetgrass\" to 2025 Picks")
    p5 = bc_list(order, status, sort="Author (A–Z)")
    p6 = bc_members()
    turns = [
        (click(s0.b["fin_tom"]), str(p1)),
        (click(p1.b["rm_les"]), str(p2)),
        (fill(p2.b["add"], "Braiding Sweetgrass"), str(p3)),
        (click(p3.b["opt_Braiding Swe"]), str(p4)),
        (select(p4.b["sort"], "Author (A–Z)"), str(p5)),
        (click(p5.b["tab_Members"]), str(p6)),
    ]
    rs.add("web", "h62-web-15", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 16 School district lunch payments (clean)
LL = "https://riversideusd.lunchledger.com"
KIDS = {"ava": ("Ava Martinez", "Lincoln Elementary", "Grade 3", "204418"), "leo": ("Leo Martinez", "Jefferson Middle School", "Grade 7", "198072")}


def ll_shell(p: Page) -> None:
    p.e(0, "link", "LunchLedger · Riverside Unified School District")
    p.e(0, "navigation", "")
    for m in ("Dashboard", "Cart", "Payment history", "Low balance alerts", "Meal applications", "Help"):
        p.e(1, "link", m, key=f"nav_{m}")
    p.e(0, "button", "Carla Martinez", "hasPopup='menu'")


def ll_dash(bal: dict[str, float], asof: str, amounts: dict[str, str], focus: str = "") -> Page:
    p = Page("Dashboard | LunchLedger", LL + "/parent/dashboard", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My students")
    p.t(1, f"Balances as of {asof}")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Student", "School", "Balance", "Amount to add"):
        p.e(3, "columnheader", h)
    for k, (name, school, grade, sid) in KIDS.items():
        p.e(2, "row", "")
        p.e(3, "cell", "")
        p.e(4, "link", name, key=f"kid_{k}")
        p.t(4, f"{grade} · Student ID {sid}")
        p.e(3, "cell", school)
        p.e(3, "cell", money(bal[k]) + (" · Low balance" if bal[k] < 5 else ""))
        p.e(3, "cell", "")
        p.e(4, "textbox", f"Amount to add for {name}", val(amounts.get(k, "")), *(["focused"] if focus == k else []), key=f"amt_{k}")
    p.e(1, "button", "Add to cart", key="add")
    p.t(1, "A $2.49 program fee applies per online payment, regardless of the number of students.")
    return p


def ll_cart(lines: dict[str, float]) -> Page:
    p = Page("Cart | LunchLedger", LL + "/parent/cart", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Cart")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Student", "Item", "Amount", ""):
        p.e(3, "columnheader", h)
    for k, amt in lines.items():
        p.e(2, "row", "")
        p.e(3, "cell", KIDS[k][0])
        p.e(3, "cell", "Meal account deposit")
        p.e(3, "cell", money(amt))
        p.e(3, "cell", "")
        p.e(4, "button", f"Remove {KIDS[k][0]}", key=f"rm_{k}")
    sub = sum(lines.values())
    for k, v in (("Subtotal", sub), ("Program fee", 2.49), ("Total", sub + 2.49)):
        p.t(1, k)
        p.t(1, money(v))
    p.e(1, "button", "Continue shopping")
    p.e(1, "button", "Checkout", key="checkout")
    return p


def ll_pay() -> Page:
    p = Page("Checkout | LunchLedger", LL + "/parent/checkout", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Checkout")
    p.t(1, "Ava Martinez · Meal account deposit · $30.00")
    p.t(1, "Program fee · $2.49")
    p.t(1, "Total · $32.49")
    p.e(1, "radiogroup", "Payment method")
    p.e(2, "radio", "Visa ending 4821 (exp 08/27)", "checked=True")
    p.e(2, "radio", "Use a new card", "checked=False")
    p.e(2, "radio", "Checking account (ACH)", "checked=False")
    p.e(1, "checkbox", "Email a receipt to carla.martinez@example.net", "checked='true'")
    p.e(1, "button", "Pay $32.49", key="pay")
    return p


def ll_receipt() -> Page:
    p = Page("Payment receipt | LunchLedger", LL + "/parent/receipt/MP-7731905", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Thank you! Your payment was received.")
    p.e(1, "table", "")
    for k, v in (("Confirmation", "MP-7731905"), ("Date", "Sep 23, 2024, 7:12 AM"), ("Ava Martinez (ID 204418)", "$30.00"),
                 ("Program fee", "$2.49"), ("Total charged", "$32.49"), ("Paid with", "Visa ending 4821")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "cell", v)
    p.t(1, "Deposits usually post to the student account within 5 minutes. A receipt was emailed to carla.martinez@example.net.")
    p.e(1, "button", "Print receipt")
    return p


def ll_history() -> Page:
    p = Page("Ava Martinez · Account activity | LunchLedger", LL + "/parent/students/204418/activity", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Ava Martinez")
    p.t(1, "Lincoln Elementary · Grade 3 · Student ID 204418 · Meal status: Paid")
    p.t(1, "Current balance $34.35")
    p.e(1, "combobox", "Show", val("Last 7 days"), "hasPopup='listbox'")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Description", "Amount", "Balance"):
        p.e(3, "columnheader", h)
    for row in (("Sep 23, 2024, 7:12 AM", "Online deposit (MP-7731905)", "+$30.00", "$34.35"),
                ("Sep 20, 2024, 11:48 AM", "Lunch — Lincoln Elementary", "−$3.10", "$4.35"),
                ("Sep 20, 2024, 7:52 AM", "Breakfast — Lincoln Elementary", "−$1.75", "$7.45"),
                ("Sep 19, 2024, 11:46 AM", "Lunch — Lincoln Elementary", "−$3.10", "$9.20"),
                ("Sep 19, 2024, 11:46 AM", "Milk (à la carte)", "−$0.65", "$12.30"),
                ("Sep 18, 2024, 11:51 AM", "Lunch — Lincoln Elementary", "−$3.10", "$12.95"),
                ("Sep 17, 2024, 6:40 PM", "Online deposit (MP-7702218)", "+$15.00", "$16.05")):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "cell", c)
    p.e(1, "button", "Download statement (CSV)")
    return p


def ll_alerts() -> Page:
    p = Page("Low balance alerts | LunchLedger", LL + "/parent/alerts", 600)
    ll_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Low balance alerts")
    p.t(1, "We'll notify you when a student's balance falls below the amount you choose.")
    for name, *_rest in KIDS.values():
        p.e(1, "group", name)
        p.e(2, "textbox", f"Alert threshold for {name}", val("5.00"))
        p.e(2, "checkbox", "Email", "checked='true'")
        p.e(2, "checkbox", "Text message to (412) 555-0177", "checked='false'")
    p.e(1, "button", "Save alerts")
    return p


def t16(rs: RowSet) -> None:
    bal = {"ava": 4.35, "leo": 12.80}
    s0 = ll_dash(bal, "Sep 23, 2024, 7:05 AM", {})
    p1 = ll_dash(bal, "Sep 23, 2024, 7:05 AM", {"ava": "30.00"}, "ava")
    p2 = ll_dash(bal, "Sep 23, 2024, 7:05 AM", {"ava": "30.00", "leo": "20.00"}, "leo")
    p3 = ll_cart({"ava": 30.00, "leo": 20.00})
    p4 = ll_cart({"ava": 30.00})
    p5 = ll_pay()
    p6 = ll_receipt()
    p7 = ll_dash({"ava": 34.35, "leo": 12.80}, "Sep 23, 2024, 7:13 AM", {})
    p8 = ll_history()
    p9 = ll_alerts()
    turns = [
        (fill(s0.b["amt_ava"], "30.00"), str(p1)),
        (fill(p1.b["amt_leo"], "20.00"), str(p2)),
        (click(p2.b["add"]), str(p3)),
        (click(p3.b["rm_leo"]), str(p4)),
        (click(p4.b["checkout"]), str(p5)),
        (click(p5.b["pay"]), str(p6)),
        (click(p6.b["nav_Dashboard"]), str(p7)),
        (click(p7.b["kid_ava"]), str(p8)),
        (click(p8.b["nav_Low balance alerts"]), str(p9)),
    ]
    rs.add("web", "h62-web-16", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 17 Nonprofit volunteer shifts (bad: new signup missing from My shifts)
VH = "https://volunteer.riverbendfoodbank.org"
SHIFTS = {
    "mon": ("Mon, Nov 11", "Warehouse Sorting", "9:00 AM – 12:00 PM", 10),
    "tue": ("Tue, Nov 12", "Mobile Pantry – Carrick", "3:00 – 6:00 PM", 8),
    "wed": ("Wed, Nov 13", "Client Intake (bilingual Spanish)", "10:00 AM – 2:00 PM", 3),
    "thu": ("Thu, Nov 14", "Warehouse Sorting", "5:30 – 8:30 PM", 10),
    "sat": ("Sat, Nov 16", "Warehouse Sorting", "9:00 AM – 12:00 PM", 10),
    "sat2": ("Sat, Nov 16", "Youth Packing (ages 12+)", "1:00 – 4:00 PM", 20),
    "sun": ("Sun, Nov 17", "Community Garden Harvest", "10:00 AM – 1:00 PM", 6),
    "dec": ("Sat, Dec 7", "Holiday Meal Packing", "9:00 AM – 1:00 PM", 25),
}
ROSTER = {"sat": ["Alicia M.", "Ben T.", "Chidi O.", "Dana W.", "Evan R.", "Farah S."],
          "tue": ["Gina L.", "Hassan K.", "Ivy N."],
          "dec": ["Kofi A.", "Lena B.", "Marta C.", "Nate D.", "Olga E.", "Pete F.", "Quinn G.", "Rosa H.", "Sunil I.", "Tara J.",
                  "Uma K.", "Victor L.", "Wes M."]}


def vh_shell(p: Page) -> None:
    p.e(0, "link", "Riverbend Food Bank · Volunteer Hub")
    p.e(0, "navigation", "")
    p.e(1, "link", "Browse shifts", key="browse")
    p.e(1, "link", "My shifts", key="mine")
    p.e(1, "link", "Hours log")
    p.e(1, "link", "Trainings")
    p.e(0, "button", "Jordan Patel", "hasPopup='menu'")


def vh_list(filled: dict[str, int], mine: set[str]) -> Page:
    p = Page("Browse shifts | Riverbend Volunteer Hub", VH + "/shifts?week=2024-11-11", 700)
    vh_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Upcoming shifts")
    p.e(1, "button", "Previous week")
    p.t(1, "Nov 11 – Nov 17, 2024")
    p.e(1, "button", "Next week")
    p.e(1, "combobox", "Location", val("All locations"), "hasPopup='listbox'")
    p.e(1, "list", "")
    for k in ("mon", "tue", "wed", "thu", "sat", "sat2", "sun"):
        day, name, hours, cap = SHIFTS[k]
        p.e(2, "listitem", "")
        p.t(3, day)
        p.e(3, "link", name, key=f"s_{k}")
        p.t(3, hours)
        p.t(3, f"{filled[k]} of {cap} spots filled" + (" · Full" if filled[k] >= cap else ""))
        if k in mine:
            p.t(3, "You're signed up")
    return p


def vh_shift(k: str, roster: list[str], me: bool, alert: str = "", dialog: str = "", shoes: bool = False) -> Page:
    day, name, hours, cap = SHIFTS[k]
    p = Page(f"{name} · {day} | Riverbend Volunteer Hub", VH + f"/shifts/{ {'sat': 'S-40412', 'tue': 'S-40388', 'dec': 'S-40977'}[k] }", 700)
    vh_shell(p)
    p.e(0, "main", "")
    if alert:
        p.e(1, "alert", "")
        p.t(2, alert)
    p.e(1, "heading", name)
    p.t(1, f"{day}, 2024 · {hours}")
    info = {"sat": ("Riverbend Food Bank Warehouse, 1187 Saw Mill Run Blvd, Pittsburgh, PA 15226 · Dock B", "Terri Vukovich",
                    "Sort and inspect donated food for the Thanksgiving distribution. Closed-toe shoes required; ages 16+."),
            "tue": ("Carrick Presbyterian Church parking lot, 2100 Brownsville Rd, Pittsburgh, PA 15210", "Marcus Ellery",
                    "Set up tables, hand out produce boxes and help clients load cars. Dress for the weather."),
            "dec": ("Riverbend Food Bank Warehouse, 1187 Saw Mill Run Blvd, Pittsburgh, PA 15226 · Main floor", "Terri Vukovich",
                    "Pack holiday meal boxes (turkey voucher, stuffing, canned vegetables, pie mix). Ages 12+ with an adult.")}[k]
    p.t(1, info[0])
    p.t(1, f"Shift lead: {info[1]}")
    p.t(1, info[2])
    everyone = roster + (["Jordan P. (you)"] if me else [])
    p.t(1, f"{len(everyone)} of {cap} spots filled")
    p.e(1, "list", "Volunteers")
    for v in everyone:
        p.e(2, "listitem", v)
    if me:
        p.e(1, "button", "Cancel my signup", key="cancel")
        p.e(1, "button", "Add to calendar", "hasPopup='menu'", *(["expanded=True"] if dialog == "cal" else ["expanded=False"]), key="cal")
    else:
        p.e(1, "button", "Sign up", key="signup")
    if dialog == "signup":
        p.e(0, "dialog", "Sign up for this shift", "modal=True")
        p.e(1, "heading", f"{name} · {day}")
        p.e(1, "textbox", "Note for the shift lead (optional)")
        p.e(1, "checkbox", "I'll wear closed-toe shoes", f"checked='{'true' if shoes else 'false'}'", "required", *(["focused"] if shoes else []), key="shoes")
        p.e(1, "checkbox", "Text me a reminder the day before", "checked='true'")
        p.e(1, "button", "Back")
        p.e(1, "button", "Confirm", *([] if shoes else ["disabled=True"]), key="confirm")
    if dialog == "cancel":
        p.e(0, "dialog", "Cancel your signup?", "modal=True")
        p.t(1, f"Cancel your signup for {name} on {day}? The spot will open to other volunteers.")
        p.e(1, "button", "Keep my spot")
        p.e(1, "button", "Yes, cancel", key="yes")
    if dialog == "cal":
        p.e(0, "menu", "")
        for it in ("Google Calendar", "Outlook.com", "Apple / iCal (.ics)", "Yahoo Calendar"):
            p.e(1, "menuitem", it)
    return p


def vh_mine(upcoming: list[str]) -> Page:
    p = Page("My shifts | Riverbend Volunteer Hub", VH + "/me/shifts", 700)
    vh_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My shifts")
    p.t(1, "38.5 hours logged in 2024 · 14 shifts completed")
    p.e(1, "heading", f"Upcoming ({len(upcoming)})")
    p.e(1, "list", "")
    for k in upcoming:
        day, name, hours, _ = SHIFTS[k]
        p.e(2, "listitem", "")
        p.t(3, day)
        p.e(3, "link", name, key=f"m_{k}")
        p.t(3, hours)
    p.e(1, "heading", "Recent")
    p.e(1, "list", "")
    for ev in ("Sat, Nov 2 · Warehouse Sorting · 3.0 hrs · verified", "Tue, Oct 29 · Mobile Pantry – Carrick · 3.0 hrs · verified",
               "Sat, Oct 19 · Youth Packing (ages 12+) · 3.0 hrs · verified"):
        p.e(2, "listitem", "")
        p.t(3, ev)
    p.e(1, "link", "See full hours log")
    return p


def t17(rs: RowSet) -> None:
    filled = {"mon": 8, "tue": 4, "wed": 2, "thu": 10, "sat": 6, "sat2": 12, "sun": 3}
    s0 = vh_list(filled, {"tue"})
    p1 = vh_shift("sat", ROSTER["sat"], False)
    p2 = vh_shift("sat", ROSTER["sat"], False, dialog="signup")
    p3 = vh_shift("sat", ROSTER["sat"], False, dialog="signup", shoes=True)
    p4 = vh_shift("sat", ROSTER["sat"], True, alert="You're signed up! A confirmation was emailed to jordan.patel@example.org.")
    p5 = vh_mine(["tue", "sat", "dec"])
    p6 = vh_shift("tue", ROSTER["tue"], True)
    p7 = vh_shift("tue", ROSTER["tue"], True, dialog="cancel")
    p8 = vh_shift("tue", ROSTER["tue"], False, alert="Your signup was cancelled. We've let the shift lead know.")
    filled.update({"mon": 9, "tue": 3, "sat": 7})
    p9 = vh_list(filled, {"sat"})
    p10 = vh_mine(["dec"])
    p11 = vh_shift("dec", ROSTER["dec"], True)
    p12 = vh_shift("dec", ROSTER["dec"], True, dialog="cal")
    turns = [
        (click(s0.b["s_sat"]), str(p1)),
        (click(p1.b["signup"]), str(p2)),
        (click(p2.b["shoes"]), str(p3)),
        (click(p3.b["confirm"]), str(p4)),
        (click(p4.b["mine"]), str(p5)),
        (click(p5.b["m_tue"]), str(p6)),
        (click(p6.b["cancel"]), str(p7)),
        (click(p7.b["yes"]), str(p8)),
        (click(p8.b["browse"]), str(p9)),
        (click(p9.b["mine"]), str(p10)),
        (click(p10.b["m_dec"]), str(p11)),
        (click(p11.b["cal"]), str(p12)),
    ]
    rs.add("web", "h62-web-17", SYSTEM, turns, state=str(s0), bad=True, turn=10,
           kind="My shifts lists only the Dec 7 shift; the Sat, Nov 16 Warehouse Sorting signup made at turn 4 (still shown as signed up at turn 9) is missing with nothing cancelling it.")


# ---------------------------------------------------------------- 18 Community garden plot log (bad: deleted entry shows again)
PL = "https://greenfield.plotline.garden"
LOG = [("tom1", "Tomato", "Cherokee Purple", "Apr 27, 2024", "4 plants", "Staked, north edge"),
       ("tom2", "Tomato", "Sungold", "Apr 27, 2024", "2 plants", "Cages"),
       ("zuc", "Zucchini", "Black Beauty", "May 4, 2024", "2 hills", "Squash vine borer found Jul 8"),
       ("bas", "Basil", "Genovese", "May 11, 2024", "6 plants", ""),
       ("bea", "Bush bean", "Provider", "May 18, 2024", "1 row (10 ft)", "Second sowing Jun 15"),
       ("kal", "Kale", "Lacinato", "Aug 10, 2024", "8 plants", "Fall crop"),
       ("gar", "Garlic", "", "Oct 12, 2024", "", "")]


def pl_shell(p: Page, tab: str) -> None:
    p.e(0, "link", "Plotline · Greenfield Community Garden")
    p.e(0, "navigation", "")
    for m in ("My plot", "Garden map", "Work days", "Tool shed", "Announcements"):
        p.e(1, "link", m)
    p.e(0, "button", "Noor Haddad", "hasPopup='menu'")
    p.e(0, "heading", "Plot B-14")
    p.t(0, "10 × 20 ft · In-ground · Nearest spigot: B-row east · Gardeners: Noor Haddad, Eli Haddad")
    p.t(0, "Season 2024 · Dues $45.00 paid Mar 2, 2024")
    p.e(0, "tablist", "")
    for tb in ("Planting log", "Watering", "Harvests", "Notes"):
        p.e(1, "tab", tb, f"selected={tb == tab}", key=f"tab_{tb}")


def pl_log(keys: list[str], alert: str = "", dialog: str = "", crop: str = "") -> Page:
    p = Page("Plot B-14 · Planting log | Plotline", PL + "/plots/B-14/log", 900)
    pl_shell(p, "Planting log")
    p.e(0, "main", "")
    if alert:
        p.e(1, "alert", "")
        p.t(2, alert)
    p.e(1, "heading", f"Planting log ({len(keys)} entries)")
    p.e(1, "button", "Add entry", key="add")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Crop", "Variety", "Planted", "Quantity", "Notes", ""):
        p.e(3, "columnheader", h)
    for k, c, v, d, qn, n in LOG:
        if k not in keys:
            continue
        p.e(2, "row", "")
        for x in (c, v, d, qn, n):
            p.e(3, "cell", x)
        p.e(3, "cell", "")
        p.e(4, "button", f"Edit {c} ({v})" if v else f"Edit {c}")
        p.e(4, "button", f"Delete {c} ({v})" if v else f"Delete {c}", key=f"del_{k}")
    if dialog == "delete":
        p.e(0, "dialog", "Delete this log entry?", "modal=True")
        p.t(1, "Zucchini (Black Beauty), planted May 4, 2024. This can't be undone.")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Delete entry", key="confirm")
    if dialog == "add":
        p.e(0, "dialog", "Add planting", "modal=True")
        p.e(1, "textbox", "Crop *", val(crop), "required", *(["focused"] if crop else []), key="crop")
        p.e(1, "textbox", "Variety")
        p.e(1, "textbox", "Planted on", val("2024-10-12"))
        p.e(1, "textbox", "Quantity")
        p.e(1, "textbox", "Notes")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Save entry", key="save")
    return p


def pl_water(dialog: bool = False) -> Page:
    p = Page("Plot B-14 · Watering | Plotline", PL + "/plots/B-14/watering", 900)
    pl_shell(p, "Watering")
    p.e(0, "main", "")
    p.e(1, "heading", "B-row watering rota")
    p.t(1, "Each plot in B-row waters the whole row on its assigned day. The rota ends Oct 31; spigots are shut off Nov 1.")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Plot", "Gardener", ""):
        p.e(3, "columnheader", h)
    for d, plot, who in (("Sun, Oct 13", "B-11", "Walt Kaminski"), ("Tue, Oct 15", "B-12", "Jia Liu"), ("Thu, Oct 17", "B-13", "Rafa Ortiz"),
                         ("Sat, Oct 19", "B-14", "Noor Haddad"), ("Mon, Oct 21", "B-15", "Bea Sandler"), ("Wed, Oct 23", "B-16", "Tom Greer")):
        p.e(2, "row", "")
        p.e(3, "cell", d)
        p.e(3, "cell", plot)
        p.e(3, "cell", who)
        p.e(3, "cell", "")
        if plot == "B-14":
            p.e(4, "button", "Request swap", key="swap")
    if dialog:
        p.e(0, "dialog", "Request a swap", "modal=True")
        p.t(1, "Your turn: Sat, Oct 19 · B-row")
        p.e(1, "combobox", "Swap with", val("Choose a gardener"), "hasPopup='listbox'", "expanded=False")
        for o in ("Walt Kaminski (B-11, Sun Oct 13)", "Jia Liu (B-12, Tue Oct 15)", "Rafa Ortiz (B-13, Thu Oct 17)",
                  "Bea Sandler (B-15, Mon Oct 21)", "Tom Greer (B-16, Wed Oct 23)"):
            p.e(2, "option", o, "selected=False")
        p.e(1, "textbox", "Message (optional)")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Send request")
    return p


def t18(rs: RowSet) -> None:
    keys = ["tom1", "tom2", "zuc", "bas", "bea", "kal"]
    s0 = pl_log(keys)
    p1 = pl_log(keys, dialog="delete")
    keys.remove("zuc")
    p2 = pl_log(keys, alert="Entry deleted.")
    p3 = pl_log(keys, dialog="add")
    p4 = pl_log(keys, dialog="add", crop="Garlic")
    p5 = pl_log(keys + ["zuc", "gar"], alert="Entry added.")
    p6 = pl_water()
    p7 = pl_water(dialog=True)
    turns = [
        (click(s0.b["del_zuc"]), str(p1)),
        (click(p1.b["confirm"]), str(p2)),
        (click(p2.b["add"]), str(p3)),
        (fill(p3.b["crop"], "Garlic"), str(p4)),
        (click(p4.b["save"]), str(p5)),
        (click(p5.b["tab_Watering"]), str(p6)),
        (click(p6.b["swap"]), str(p7)),
    ]
    rs.add("web", "h62-web-18", SYSTEM, turns, state=str(s0), bad=True, turn=5,
           kind="After adding Garlic the log shows 7 entries including Zucchini (Black Beauty), the entry deleted at turn 2.")


# ---------------------------------------------------------------- 19 Makerspace tool checkout (clean)
FM = "https://members.foundrymakerspace.org"


def fm_shell(p: Page, mine: int) -> None:
    p.e(0, "link", "Foundry Makerspace")
    p.e(0, "navigation", "")
    p.e(1, "link", "Tool library", key="lib")
    p.e(1, "link", f"My checkouts ({mine})", key="mine")
    p.e(1, "link", "Reservations")
    p.e(1, "link", "Trainings")
    p.e(1, "link", "Membership")
    p.e(0, "button", "Alex Rivera · M-1187", "hasPopup='menu'")


def fm_lib(drill: int, track: int, mine: int) -> Page:
    p = Page("Tool library · Power tools | Foundry Makerspace", FM + "/tools?category=power-tools", 800)
    fm_shell(p, mine)
    p.e(0, "main", "")
    p.e(1, "heading", "Tool library")
    p.e(1, "combobox", "Category", val("Power tools"), "hasPopup='listbox'")
    p.e(1, "searchbox", "Search tools")
    p.t(1, f"Your checkouts: {mine} of 3")
    p.e(1, "list", "")
    for key, name, units, avail, extra in (
            ("drill", "DeWalt 20V Cordless Drill/Driver (DCD791)", 3, drill, ""),
            ("track", "Festool TS 55 Track Saw", 1, track, "" if track else "checked out by you · due Oct 22"),
            ("circ", "Makita 7-1/4\" Circular Saw (5007MG)", 1, 1, ""),
            ("jig", "Bosch JS470 Jigsaw", 2, 0, "next due back Oct 24"),
            ("sand", "Ryobi 5\" Random Orbit Sander", 2, 1, ""),
            ("imp", "Milwaukee M18 Impact Driver", 2, 2, "")):
        p.e(2, "listitem", "")
        p.e(3, "link", name, key=f"t_{key}")
        p.t(3, f"{units} unit{'s' if units > 1 else ''} · {avail} available" + (f" · {extra}" if extra else ""))
    return p


def fm_drill(unit1: str, mine: int, alert: str = "", period: str = "") -> Page:
    p = Page("DeWalt 20V Cordless Drill/Driver (DCD791) | Foundry Makerspace", FM + "/tools/dewalt-dcd791", 800)
    fm_shell(p, mine)
    p.e(0, "main", "")
    if alert:
        p.e(1, "alert", "")
        p.t(2, alert)
    p.e(1, "heading", "DeWalt 20V Cordless Drill/Driver (DCD791)")
    p.t(1, "Brushless, 1/2\" chuck, 2 speeds. Each unit ships with two 2.0 Ah batteries and a charger.")
    p.t(1, "Required training: Power Tools Basics — completed Feb 10, 2024")
    p.t(1, "Loan rules: 3 days by default, up to 7 days; late returns pause borrowing for 14 days.")
    avail = sum(1 for u in (unit1, "out", "Available") if u == "Available")
    p.t(1, f"{avail} of 3 available")
    p.e(1, "table", "Units")
    p.e(2, "row", "")
    for h in ("Asset", "Condition", "Status", ""):
        p.e(3, "columnheader", h)
    for asset, cond, st in (("FM-0231", "Good", unit1), ("FM-0232", "Good", "Checked out · due Oct 25"), ("FM-0233", "Fair — chuck slips at high torque", "Available")):
        p.e(2, "row", "")
        p.e(3, "cell", asset)
        p.e(3, "cell", cond)
        p.e(3, "cell", st + (" · Shelf P-3" if st == "Available" else ""))
        p.e(3, "cell", "")
        if st == "Available":
            p.e(4, "button", f"Check out {asset}", key=f"co_{asset}")
    if period:
        due = {"3 days": "Thu, Oct 24, 2024 by 9:00 PM", "7 days": "Mon, Oct 28, 2024 by 9:00 PM"}[period]
        p.e(0, "dialog", "Check out FM-0231", "modal=True")
        p.e(1, "heading", "Check out FM-0231")
        p.e(1, "combobox", "Loan period", val(period), "hasPopup='listbox'", "expanded=False", key="period")
        for o in ("1 day", "3 days", "5 days", "7 days"):
            p.e(2, "option", o, f"selected={o == period}")
        p.t(1, f"Due back: {due}")
        p.t(1, "Pick up FM-0231 from shelf P-3 and scan it at the front desk kiosk.")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Confirm checkout", key="confirm")
    return p


def fm_mine(track_out: bool, dialog: bool = False) -> Page:
    n = 2 if track_out else 1
    p = Page("My checkouts | Foundry Makerspace", FM + "/me/checkouts", 800)
    fm_shell(p, n)
    p.e(0, "main", "")
    p.e(1, "heading", "My checkouts")
    p.t(1, f"{n} of 3 checkout slots used")
    p.e(1, "table", "Current")
    p.e(2, "row", "")
    for h in ("Tool", "Asset", "Checked out", "Due back", ""):
        p.e(3, "columnheader", h)
    rows = ([("Festool TS 55 Track Saw", "FM-0410", "Sat, Oct 19, 2024", "Tue, Oct 22, 2024 by 9:00 PM")] if track_out else []) + [
        ("DeWalt 20V Cordless Drill/Driver (DCD791)", "FM-0231", "Mon, Oct 21, 2024", "Mon, Oct 28, 2024 by 9:00 PM")]
    for tool, asset, out, due in rows:
        p.e(2, "row", "")
        for c in (tool, asset, out, due):
            p.e(3, "cell", c)
        p.e(3, "cell", "")
        p.e(4, "button", f"Return {asset}", key=f"ret_{asset}")
        p.e(4, "button", f"Renew {asset}")
    p.e(1, "heading", "History")
    p.e(1, "list", "")
    hist = ([] if track_out else ["Festool TS 55 Track Saw (FM-0410) · Oct 19 – Oct 21, 2024, 4:18 PM · Returned"]) + [
        "Bosch JS470 Jigsaw (FM-0377) · Oct 5 – Oct 8, 2024 · Returned",
        "Makita 7-1/4\" Circular Saw (FM-0402) · Sep 14 – Sep 16, 2024 · Returned"]
    for h in hist:
        p.e(2, "listitem", "")
        p.t(3, h)
    if dialog:
        p.e(0, "dialog", "Return FM-0410?", "modal=True")
        p.t(1, "Put the track saw and its rail on the return shelf by the front desk. Staff will inspect it within a day.")
        p.e(1, "checkbox", "Blade guard and splinter strip are intact", "checked='false'")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Confirm return", key="confirm")
    return p


def t19(rs: RowSet) -> None:
    s0 = fm_lib(2, 0, 1)
    p1 = fm_drill("Available", 1)
    p2 = fm_drill("Available", 1, period="3 days")
    p3 = fm_drill("Available", 1, period="7 days")
    p4 = fm_drill("Checked out by you · due Oct 28", 2, alert="Checked out FM-0231 to you. Due back Mon, Oct 28, 2024 by 9:00 PM.")
    p5 = fm_mine(True)
    p6 = fm_mine(True, dialog=True)
    p7 = fm_mine(False)
    p8 = fm_lib(1, 1, 1)
    turns = [
        (click(s0.b["t_drill"]), str(p1)),
        (click(p1.b["co_FM-0231"]), str(p2)),
        (select(p2.b["period"], "7 days"), str(p3)),
        (click(p3.b["confirm"]), str(p4)),
        (click(p4.b["mine"]), str(p5)),
        (click(p5.b["ret_FM-0410"]), str(p6)),
        (click(p6.b["confirm"]), str(p7)),
        (click(p7.b["lib"]), str(p8)),
    ]
    rs.add("web", "h62-web-19", SYSTEM, turns, state=str(s0))


# ---------------------------------------------------------------- 20 Ham radio net control log (bad: UTC clock goes backwards)
NC = "https://netcontrol.skywave.radio/nets/tri-county-ares-20240313"
CHECKINS = [("KD3ABC", "Ray", "Butler, PA", "00:30Z", "None", "NCS"), ("W3PGH", "Linda", "Pittsburgh, PA", "00:31Z", "None", ""),
            ("KC3QRT", "Mike", "Cranberry Twp, PA", "00:32Z", "None", ""), ("N3LLM", "Sue", "Mars, PA", "00:34Z", "None", "Mobile"),
            ("WA3DMV", "Gary", "Zelienople, PA", "00:36Z", "None", ""), ("KB3ZZT", "Tony", "Evans City, PA", "00:38Z", "None", ""),
            ("AC3EL", "Jen", "Gibsonia, PA", "00:40Z", "None", ""), ("N3XYZ", "Marcia", "Butler, PA", "00:41Z", "None", ""),
            ("W3KTR", "Kathy", "Cabot, PA", "00:42Z", "Priority", "")]


def nc_page(tab: str, n: int, clock: str, form: tuple[str, str, str, str] = ("", "", "", "None"), focus: str = "",
            traffic: str = "", closed: bool = False) -> Page:
    h, m, s = (int(x) for x in clock.split(":"))
    dur = (h * 3600 + m * 60 + s) - 30 * 60
    p = Page("Tri-County ARES Weekly Net | Skywave Net Control", NC + ("" if tab == "Check-ins" else "/" + tab.lower().replace(" ", "-")), 50)
    p.e(0, "link", "Skywave Net Control")
    p.e(0, "navigation", "")
    p.e(1, "link", "My nets")
    p.e(1, "link", "Schedule")
    p.e(1, "link", "Callbook")
    p.e(0, "button", "KD3ABC · Ray Dombrowski", "hasPopup='menu'")
    p.e(0, "heading", "Tri-County ARES Weekly Net")
    p.t(0, "146.940 MHz (−0.6 MHz, PL 131.8) · NCS KD3ABC")
    p.e(0, "timer", f"UTC {clock}")
    if closed:
        p.t(0, f"Net closed at {clock}Z · Duration {dur // 3600:02d}:{dur % 3600 // 60:02d}:{dur % 60:02d}")
    else:
        p.t(0, f"Net open since 00:30:00Z · Duration {dur // 3600:02d}:{dur % 3600 // 60:02d}:{dur % 60:02d}")
    pending = 1 if n >= 9 and traffic != "handled" else 0
    p.e(0, "tablist", "")
    for tb, label in (("Check-ins", f"Check-ins ({n})"), ("Traffic", f"Traffic ({pending} pending)"), ("Net info", "Net info")):
        p.e(1, "tab", label, f"selected={tb == tab}", key=f"tab_{tb}")
    p.e(0, "main", "")
    if closed:
        p.e(1, "heading", "Net summary")
        p.t(1, f"{n} check-ins · 1 traffic item (handled) · 1 mobile/portable station")
        p.e(1, "button", "Export log (CSV)")
        p.e(1, "button", "Email summary to EC")
        return p
    if tab == "Check-ins":
        call, name, loc, tr = form
        p.e(1, "group", "New check-in")
        p.e(2, "textbox", "Callsign", val(call), *(["focused"] if focus == "call" else []), key="call")
        p.e(2, "textbox", "Name", val(name))
        p.e(2, "textbox", "Location", val(loc))
        p.e(2, "combobox", "Traffic", val(tr), "hasPopup='listbox'", "expanded=False", *(["focused"] if focus == "traffic" else []), key="traffic")
        for o in ("None", "Routine", "Priority", "Emergency"):
            p.e(3, "option", o, f"selected={o == tr}")
        p.e(2, "checkbox", "Mobile/portable", "checked='false'")
        p.e(2, "button", "Log check-in", *([] if call else ["disabled=True"]), key="log")
        if name:
            p.t(2, f"Callbook: {call} · {name} · {loc} · General class")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for hd in ("#", "Call", "Name", "Location", "Time (UTC)", "Traffic", "Remarks"):
            p.e(3, "columnheader", hd)
        for i, row in enumerate(CHECKINS[:n], 1):
            p.e(2, "row", "")
            p.e(3, "cell", str(i))
            for c in row:
                p.e(3, "cell", c)
        p.e(1, "button", "Close net", key="close")
    if tab == "Traffic":
        p.e(1, "table", "")
        p.e(2, "row", "")
        for hd in ("From", "Precedence", "Logged", "For", "Status", ""):
            p.e(3, "columnheader", hd)
        p.e(2, "row", "")
        for c in ("W3KTR (Kathy)", "Priority", "00:42Z", "Butler County EMA duty officer", "Handled 00:43Z" if traffic == "handled" else "Pending"):
            p.e(3, "cell", c)
        p.e(3, "cell", "")
        if traffic != "handled":
            p.e(4, "button", "Mark handled", key="handled")
        p.t(1, "Radiogram: Cabot Fire Hall shelter needs 40 cots by 1400 local Wednesday; contact the EMA duty officer.")
    return p


def t20(rs: RowSet) -> None:
    s0 = nc_page("Check-ins", 7, "00:41:12")
    p1 = nc_page("Check-ins", 7, "00:41:20", ("N3XYZ", "Marcia", "Butler, PA", "None"), "call")
    p2 = nc_page("Check-ins", 8, "00:41:37")
    p3 = nc_page("Check-ins", 8, "00:41:55", ("W3KTR", "Kathy", "Cabot, PA", "None"), "call")
    p4 = nc_page("Check-ins", 8, "00:42:04", ("W3KTR", "Kathy", "Cabot, PA", "Priority"), "traffic")
    p5 = nc_page("Check-ins", 9, "00:42:20")
    p6 = nc_page("Traffic", 9, "00:39:54")
    p7 = nc_page("Traffic", 9, "00:43:05", traffic="handled")
    p8 = nc_page("Check-ins", 9, "00:43:31", traffic="handled")
    p9 = nc_page("Check-ins", 9, "00:43:48", traffic="handled", closed=True)
    turns = [
        (fill(s0.b["call"], "N3XYZ"), str(p1)),
        (click(p1.b["log"]), str(p2)),
        (fill(p2.b["call"], "W3KTR"), str(p3)),
        (select(p3.b["traffic"], "Priority"), str(p4)),
        (click(p4.b["log"]), str(p5)),
        (click(p5.b["tab_Traffic"]), str(p6)),
        (click(p6.b["handled"]), str(p7)),
        (click(p7.b["tab_Check-ins"]), str(p8)),
        (click(p8.b["close"]), str(p9)),
    ]
    rs.add("web", "h62-web-20", SYSTEM, turns, state=str(s0), bad=True, turn=6,
           kind="The net clock reads UTC 00:39:54 (duration 00:09:54) on the Traffic tab, earlier than the 00:42:20 shown one action before and than the 00:42Z time of the traffic it lists.")


# ---------------------------------------------------------------- 21 Public library account (bad: balance does not follow from the payment)
CV = "https://catalog.cedarvalleylibrary.org"


def cv_shell(p: Page) -> None:
    p.e(0, "link", "Cedar Valley Public Library")
    p.e(0, "searchbox", "Search the catalog")
    p.e(0, "button", "Search")
    p.e(0, "navigation", "My account")
    for m in ("Account summary", "Checked out", "Holds", "Fines and fees", "Interlibrary loan", "Reading history", "Settings"):
        p.e(1, "link", m, key=f"nav_{m}")
    p.e(0, "button", "Sam Okafor", "hasPopup='menu'")


def cv_summary(fines: str, next_due: str) -> Page:
    p = Page("Account summary | Cedar Valley Public Library", CV + "/account", 1000)
    cv_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Account summary")
    p.t(1, "Library card ending 4471 · expires Jun 30, 2026 · Home branch: Main Library")
    for label, v in (("Checked out", f"4 items · next due {next_due}"),
                     ("Holds", "2 · 1 ready for pickup"), ("Fines and fees", fines), ("Interlibrary loan", "1 open request")):
        p.e(1, "link", label, key=f"tile_{label}")
        p.t(2, v)
    p.t(1, "Accounts owing $10.00 or more cannot borrow or place holds.")
    return p


FINES = [("atlas", "Overdue — Atlas of Remote Islands (Judith Schalansky)", "Returned Oct 3, 2024 · 10 days late", 2.50),
         ("over", "Overdue — The Overstory (Richard Powers)", "Returned Oct 9, 2024 · 7 days late", 1.75),
         ("label", "Replacement barcode label — card ending 4471", "Sep 12, 2024", 2.50)]


def cv_fines(checked: set[str]) -> Page:
    p = Page("Fines and fees | Cedar Valley Public Library", CV + "/account/fines", 1000)
    cv_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Fines and fees")
    p.t(1, "Total owed: $6.75")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("", "Charge", "Details", "Amount"):
        p.e(3, "columnheader", h)
    for k, name, det, amt in FINES:
        p.e(2, "row", "")
        p.e(3, "cell", "")
        p.e(4, "checkbox", f"Select {name}", f"checked='{'true' if k in checked else 'false'}'", key=f"chk_{k}")
        p.e(3, "cell", name)
        p.e(3, "cell", det)
        p.e(3, "cell", money(amt))
    sel = sum(a for k, _, _, a in FINES if k in checked)
    p.t(1, f"Selected: {money(sel)}")
    p.e(1, "button", "Pay selected", *([] if checked else ["disabled=True"]), key="paysel")
    p.e(1, "button", "Pay all $6.75")
    return p


def cv_pay(done: bool) -> Page:
    p = Page("Pay fines | Cedar Valley Public Library", CV + ("/account/fines/receipt/CVPL-PAY-558201" if done else "/account/fines/pay"), 1000)
    cv_shell(p)
    p.e(0, "main", "")
    if done:
        p.e(1, "heading", "Payment received")
        p.e(1, "table", "")
        for k, v in (("Transaction", "CVPL-PAY-558201"), ("Date", "Oct 21, 2024, 3:26 PM"),
                     ("Paid", "$2.50 — Overdue: Atlas of Remote Islands"), ("Card", "Visa ending 1093"), ("Remaining balance", "$4.25")):
            p.e(2, "row", "")
            p.e(3, "rowheader", k)
            p.e(3, "cell", v)
        p.e(1, "button", "Print receipt")
    else:
        p.e(1, "heading", "Pay $2.50")
        p.t(1, "Overdue — Atlas of Remote Islands (Judith Schalansky) · $2.50")
        p.e(1, "radiogroup", "Payment method")
        p.e(2, "radio", "Visa ending 1093", "checked=True")
        p.e(2, "radio", "New card", "checked=False")
        p.e(1, "textbox", "Email receipt to", val("sam.okafor@example.com"))
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Submit payment", key="submit")
    return p


def cv_checked(renewed: bool) -> Page:
    p = Page("Checked out | Cedar Valley Public Library", CV + "/account/checkedout", 1000)
    cv_shell(p)
    p.e(0, "main", "")
    if renewed:
        p.e(1, "alert", "")
        p.t(2, "Renewed 1 item. Braiding Sweetgrass is now due Nov 14, 2024.")
    p.e(1, "heading", "Checked out (4)")
    p.e(1, "combobox", "Sort by", val("Due date"), "hasPopup='listbox'")
    items = [("bra", "Braiding Sweetgrass", "Robin Wall Kimmerer · Book", "Nov 14, 2024" if renewed else "Oct 24, 2024", "1 of 3" if renewed else "0 of 3"),
             ("phm", "Project Hail Mary", "Andy Weir · Audiobook CD", "Oct 28, 2024", "0 of 2"),
             ("kla", "Klara and the Sun", "Kazuo Ishiguro · Book", "Oct 30, 2024", "1 of 3"),
             ("pnw", "Pittsburgh Neighborhood Walks", "Cheryl Taylor · Book", "Nov 4, 2024", "0 of 3")]
    items.sort(key=lambda r: (r[3][:3] != "Oct", int(r[3].split()[1].rstrip(","))))
    p.e(1, "list", "")
    for k, title, by, due, ren in items:
        p.e(2, "listitem", "")
        p.e(3, "link", title)
        p.t(3, by)
        p.t(3, f"Due {due} · Renewals used {ren}")
        p.e(3, "button", f"Renew {title}", key=f"renew_{k}")
    p.e(1, "button", "Renew all")
    return p


def cv_ill() -> Page:
    p = Page("Interlibrary loan | Cedar Valley Public Library", CV + "/account/ill", 1000)
    cv_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Interlibrary loan")
    p.e(1, "button", "New request")
    p.t(1, "Up to 5 open requests. Most items arrive in 1–3 weeks; there is no fee for ILL.")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Title", "Requested", "Status", "Pickup"):
        p.e(3, "columnheader", h)
    p.e(2, "row", "")
    for c in ("The Dawn of Everything: A New History of Humanity — David Graeber, David Wengrow", "Oct 2, 2024",
              "Searching for a lender (2 libraries contacted)", "Main Library"):
        p.e(3, "cell", c)
    p.e(1, "heading", "Past requests")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.t(3, "The Power Broker — Robert A. Caro · Received Aug 19, 2024 from Carnegie Library of Pittsburgh · Returned Sep 16, 2024")
    return p


def cv_holds(dialog: bool = False) -> Page:
    p = Page("Holds | Cedar Valley Public Library", CV + "/account/holds", 1000)
    cv_shell(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Holds (2)")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Lessons in Chemistry")
    p.t(3, "Bonnie Garmus · Book")
    p.t(3, "Ready for pickup at Main Library · Pick up by Oct 25, 2024 · Shelf H-112")
    p.e(3, "button", "Cancel hold")
    p.e(2, "listitem", "")
    p.e(3, "link", "Intermezzo")
    p.t(3, "Sally Rooney · Book")
    p.t(3, "#3 in line · 7 holds on 4 copies · Pickup at Main Library")
    p.e(3, "button", "Pause hold", key="pause")
    p.e(3, "button", "Cancel hold")
    if dialog:
        p.e(0, "dialog", "Pause hold on Intermezzo", "modal=True")
        p.t(1, "You keep your place in line while the hold is paused; it won't be filled until the pause ends.")
        p.e(1, "textbox", "Pause until", val("2024-11-15"))
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Pause hold")
    return p


def t21(rs: RowSet) -> None:
    s0 = cv_summary("$6.75", "Oct 24, 2024")
    p1 = cv_fines(set())
    p2 = cv_fines({"atlas"})
    p3 = cv_pay(False)
    p4 = cv_pay(True)
    p5 = cv_checked(False)
    p6 = cv_checked(True)
    p7 = cv_ill()
    p8 = cv_summary("$4.75", "Oct 28, 2024")
    p9 = cv_holds()
    p10 = cv_holds(dialog=True)
    turns = [
        (click(s0.b["tile_Fines and fees"]), str(p1)),
        (click(p1.b["chk_atlas"]), str(p2)),
        (click(p2.b["paysel"]), str(p3)),
        (click(p3.b["submit"]), str(p4)),
        (click(p4.b["nav_Checked out"]), str(p5)),
        (click(p5.b["renew_bra"]), str(p6)),
        (click(p6.b["nav_Interlibrary loan"]), str(p7)),
        (click(p7.b["nav_Account summary"]), str(p8)),
        (click(p8.b["tile_Holds"]), str(p9)),
        (click(p9.b["pause"]), str(p10)),
    ]
    rs.add("web", "h62-web-21", SYSTEM, turns, state=str(s0), bad=True, turn=8,
           kind="The account summary shows fines of $4.75, but $6.75 less the $2.50 payment is $4.25, the remaining balance the receipt gave at turn 4.")


# ---------------------------------------------------------------- 22 Brewery tap list admin (clean)
TB = "https://admin.tapboard.app/venues/ironbound-brewing/taps"
TAPS0 = {1: ("Ironbound Lager", "Helles", "4.8%", "$6.00", "1/2 bbl", 62, "Oct 1"),
         2: ("Riverside Pils", "German Pilsner", "5.1%", "$6.50", "1/2 bbl", 41, "Oct 4"),
         3: ("Foundry Stout", "Oatmeal Stout", "5.9%", "$7.00", "1/2 bbl", 77, "Oct 8"),
         4: ("Cinder Block IPA", "West Coast IPA", "6.8%", "$7.00", "1/2 bbl", 18, "Sep 27"),
         5: ("Hazy Daze IPA", "New England IPA", "6.5%", "$7.50", "1/2 bbl", 3, "Sep 29"),
         6: ("Orchard Row Cider (guest)", "Dry Cider", "6.0%", "$7.00", "1/6 bbl", 55, "Oct 6"),
         7: ("Kettle Sour: Raspberry", "Berliner Weisse", "4.2%", "$6.50", "1/6 bbl", 88, "Oct 10"),
         8: ("Nitro Coffee Porter", "Porter (nitro)", "5.5%", "$7.50", "1/6 bbl", 33, "Oct 2")}
INVENTORY = [("Copper Kettle Red Ale", "Irish Red Ale", "5.8%", "2 × 1/2 bbl"), ("Night Shift Porter", "Robust Porter", "6.4%", "1 × 1/6 bbl"),
             ("Solstice Saison", "Saison", "6.1%", "1 × 1/2 bbl")]


def tb_page(taps: dict[int, tuple[str, str, str, str, str, int, str] | None], synced: str, levels_at: str, alert: str = "",
            dialog: str = "", name: str = "") -> Page:
    p = Page("Taps · Ironbound Brewing Co. | TapBoard", TB, 120)
    p.e(0, "link", "TapBoard")
    p.e(0, "navigation", "")
    for m in ("Taps", "Inventory", "Menu boards", "Untappd sync", "Reports"):
        p.e(1, "link", m)
    p.e(0, "button", "Ironbound Brewing Co. · Nadia (manager)", "hasPopup='menu'")
    p.e(0, "main", "")
    if alert:
        p.e(1, "alert", "")
        p.t(2, alert)
    p.e(1, "heading", "Taps")
    p.t(1, f"Menu boards: 2 screens · last synced {synced} · Keg levels from flow meters, updated every 10 minutes (last {levels_at})")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Tap", "Beer", "Style", "ABV", "Price (16 oz)", "Keg", "Level", "On since", ""):
        p.e(3, "columnheader", h)
    for n in range(1, 9):
        t = taps[n]
        p.e(2, "row", "")
        p.e(3, "cell", str(n))
        if t is None:
            p.e(3, "cell", "Empty")
            for _ in range(6):
                p.e(3, "cell", "—")
            p.e(3, "cell", "")
            p.e(4, "button", f"Select beer for tap {n}", key=f"sel_{n}")
            continue
        beer, style, abv, price, keg, level, since = t
        for c in (beer, style, abv, price, keg, f"{level}%", since):
            p.e(3, "cell", c)
        p.e(3, "cell", "")
        p.e(4, "button", f"Edit tap {n}", key=f"edit_{n}")
        p.e(4, "button", f"Kick keg on tap {n}", key=f"kick_{n}")
    if dialog == "kick":
        p.e(0, "dialog", "Kick the keg on Tap 5?", "modal=True")
        p.t(1, "Hazy Daze IPA will be marked as finished. The remaining 3% is logged as waste and the beer is removed from the menu boards.")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Kick keg", key="confirm")
    if dialog == "select":
        p.e(0, "dialog", "Put a keg on Tap 5", "modal=True")
        p.t(1, "Cold storage")
        p.e(1, "list", "")
        for beer, style, abv, kegs in INVENTORY:
            p.e(2, "listitem", "")
            p.e(3, "button", beer, key=f"inv_{beer}")
            p.t(3, f"{style} · {abv} · {kegs}")
        p.e(1, "button", "Cancel")
    if dialog == "edit":
        p.e(0, "dialog", "Edit tap 2", "modal=True")
        p.e(1, "textbox", "Beer name", val(name), "required", *(["focused"] if name != "Riverside Pils" else []), key="name")
        p.e(1, "textbox", "Style", val("German Pilsner"))
        p.e(1, "textbox", "ABV (%)", val("5.1"))
        p.e(1, "textbox", "Price (16 oz)", val("6.50"))
        p.e(1, "combobox", "Glassware", val("16 oz shaker"), "hasPopup='listbox'")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Save", key="save")
    return p


def t22(rs: RowSet) -> None:
    taps: dict[int, tuple[str, str, str, str, str, int, str] | None] = dict(TAPS0)
    s0 = tb_page(taps, "3:02 PM", "3:00 PM")
    p1 = tb_page(taps, "3:02 PM", "3:00 PM", dialog="kick")
    taps[5] = None
    p2 = tb_page(taps, "3:07 PM", "3:00 PM", alert="Tap 5 kicked. Hazy Daze IPA removed from the menu boards.")
    p3 = tb_page(taps, "3:07 PM", "3:00 PM", dialog="select")
    taps[5] = ("Night Shift Porter", "Robust Porter", "6.4%", "$7.00", "1/6 bbl", 100, "Oct 12")
    p4 = tb_page(taps, "3:08 PM", "3:00 PM", alert="Night Shift Porter is now on Tap 5.")
    p5 = tb_page(taps, "3:08 PM", "3:00 PM", dialog="edit", name="Riverside Pils")
    p6 = tb_page(taps, "3:08 PM", "3:00 PM", dialog="edit", name="Ironbound Pils")
    levels = {1: 60, 2: 39, 3: 76, 4: 16, 5: 98, 6: 54, 7: 88, 8: 31}
    after: dict[int, tuple[str, str, str, str, str, int, str] | None] = {}
    for n, t in taps.items():
        assert t is not None
        beer = "Ironbound Pils" if n == 2 else t[0]
        after[n] = (beer, t[1], t[2], t[3], t[4], levels[n], t[6])
    p7 = tb_page(after, "3:11 PM", "3:10 PM", alert="Tap 2 updated. Menu boards refreshed.")
    turns = [
        (click(s0.b["kick_5"]), str(p1)),
        (click(p1.b["confirm"]), str(p2)),
        (click(p2.b["sel_5"]), str(p3)),
        (click(p3.b["inv_Night Shift Porter"]), str(p4)),
        (click(p4.b["edit_2"]), str(p5)),
        (fill(p5.b["name"], "Ironbound Pils"), str(p6)),
        (click(p6.b["save"]), str(p7)),
    ]
    rs.add("web", "h62-web-22", SYSTEM, turns, state=str(s0))


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
