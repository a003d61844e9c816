# ruff: noqa: E501
"""Held-out set h63, domain ``web``: 22 BrowserGym trajectories over accessibility trees (11 with one contradiction).

Each trajectory drives a browser with BrowserGym calls on element bids; every observation is the page's
accessibility tree as WebArena prints it. Pages are built from a per-trajectory state so that revisited
pages stay identical except where the state legitimately changed (or, in the labeled trajectories, where
one detail was deliberately altered).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (the accessibility tree, one node per line, interactive nodes prefixed with their [bid])
3. **Browser Action**: A BrowserGym action on element bids

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

```text
noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
hover(bid: str)
tab_focus(index: int)
new_tab()
go_back()
go_forward()
goto(url: str)
tab_close()
select_option(bid: str, options: str | list[str])
send_msg_to_user(text: str)
report_infeasible(reason: str)
```

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly (the `URL:` line, then `RootWebArea` and its tab-indented subtree).
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Page:
    """An accessibility tree under construction: bids are handed out in document order from ``base``."""

    def __init__(self, base: int) -> None:
        self.n = base
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def e(self, d: int, role: str, name: str = "", extra: str = "", key: str | None = None) -> str:
        bid = str(self.n)
        self.n += 1
        self.lines.append("\t" * d + f"[{bid}] {role} {name!r}" + (f", {extra}" if extra else ""))
        if key:
            self.ids[key] = bid
        return bid

    def t(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText {text!r}")

    def gap(self, k: int) -> None:
        self.n += k

    def done(self, title: str, url: str) -> tuple[str, dict[str, str]]:
        return tree(title, self.lines, url), self.ids


def tree(title: str, lines: list[str], url: str) -> str:
    """The page as BrowserGym flattens it: the URL line, the root, then the tab-indented nodes."""
    return f"URL: {url}\nRootWebArea {title!r}, focused\n" + "\n".join("\t" + ln for ln in lines)


def val(v: str) -> str:
    return f"value={v!r}"


def money(x: float) -> str:
    return f"${x:,.2f}"


def act(name: str, *args: Any) -> str:
    return f"{name}(" + ", ".join(repr(a) for a in args) + ")"


# ---------------------------------------------------------------- 01 OneStopShop (bad: cart subtotal)
SHOP = "http://localhost:7770"
CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
        "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
        "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]
HUBS = [
    ("anker", "Anker USB C Hub, 7-in-1 USB C Adapter with 4K HDMI, 100W Power Delivery, USB-C Data Port, microSD/SD Card Reader", 35.99, "87%", 12, "B087QTVCHH"),
    ("ugreen", "UGREEN USB C Hub 4 Ports USB 3.0 Adapter Slim Data Hub for MacBook Pro, iPad Pro, Surface", 18.49, "80%", 5, "B07ZVKTP53"),
    ("hyper", "HyperDrive 6-in-1 USB-C Hub for iPad Pro 2018-2021, 4K60Hz HDMI, 60W PD, 3.5mm Audio Jack", 89.99, "93%", 3, "B07KMC36ZW"),
    ("satechi", "Satechi Aluminum Type-C Multi-Port Adapter V2 - 4K HDMI, Gigabit Ethernet, USB-C Charging Port", 79.99, "75%", 2, "B07QB2P3ZF"),
    ("dock", "Dockteck USB C Hub 7 in 1, 4K 60Hz HDMI, 100W PD, Gigabit Ethernet, 2 USB 3.0 Ports", 29.99, "90%", 8, "B09GK8Q6SJ"),
    ("cm", "Cable Matters 4 Port USB C Hub with 2 USB C and 2 USB A Ports - Space Gray", 22.99, "", 0, "B08PD3Y3ZX"),
    ("tp", "TP-Link USB C Hub 7-in-1 UH720 with 4K HDMI, 3 USB 3.0, SD/TF Card Reader", 32.49, "60%", 4, "B0B9HMBG9D"),
    ("belkin", "Belkin USB C Hub, 4-in-1 Multiport Adapter with 4K HDMI, 100W PD Pass-Through", 39.99, "100%", 1, "B08D3MWJDM"),
]
HUB = {h[0]: h for h in HUBS}
HUB_DETAILS = {
    "anker": ["The Ultimate Connectivity: 7-in-1 hub with a 4K HDMI port, 100W Power Delivery input, USB-C and 2 USB-A data ports, and microSD and SD card slots.",
              "Stunning Visuals: mirror or extend your screen to a 4K@30Hz display through the HDMI port.",
              "High-Speed Data: transfer files at up to 5Gbps through the USB-C and USB-A data ports.",
              "What You Get: Anker 341 USB-C Hub (7-in-1), travel pouch, welcome guide, 18-month warranty."],
    "ugreen": ["4 USB 3.0 ports transfer data at up to 5Gbps; a 1GB file takes about 3 seconds.",
               "Slim aluminum shell, 0.35 inch thick, with a 0.5 ft braided cable.",
               "Plug and play on Windows, macOS, Linux, ChromeOS and iPadOS; no driver needed.",
               "Note: data hub only, does not support charging the laptop or video output."],
}


def shop_top(p: Page, cart: int, search: str = "", focused: bool = False) -> None:
    p.e(0, "link", "My Account")
    p.e(0, "link", "My Wish List")
    p.e(0, "link", "Sign Out")
    p.t(0, "Welcome, Emma Lopez!")
    p.e(0, "link", "Skip to Content")
    p.e(0, "link", "store logo")
    p.e(1, "img", "one_stop_market_logo")
    p.e(0, "link", f"\ue611 My Cart {cart} {cart}items" if cart else "\ue611 My Cart", key="cart")
    p.e(0, "Section", "")
    extra = ("focused, " if focused else "") + "autocomplete='both', hasPopup='listbox', expanded=False"
    if search:
        extra += ", " + val(search)
    p.e(1, "combobox", "\ue615 Search", extra, key="search")
    p.e(0, "link", "Advanced Search")
    p.e(0, "button", "Search", "" if search else "disabled=True", key="go")
    p.e(0, "tablist", "", "multiselectable=False, orientation='horizontal'")
    p.e(1, "tabpanel", "")
    p.e(2, "menu", "", "orientation='vertical'")
    for c in CATS:
        p.e(3, "menuitem", "\ue622 " + c, "hasPopup='menu'")


def shop_foot(p: Page) -> None:
    p.e(0, "contentinfo", "")
    p.e(1, "textbox", "Sign Up for Our Newsletter:")
    p.e(1, "button", "Subscribe", "disabled=True")
    for ln in ("Privacy and Cookie Policy", "Search Terms", "Advanced Search", "Contact Us"):
        p.e(1, "link", ln)
    p.t(1, "Copyright © 2013-present Magento, Inc. All rights reserved.")
    p.t(1, "Help Us Keep Magento Healthy")
    p.e(1, "link", "Report All Bugs")


def shop_home(cart: int, search: str = "", focused: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(227)
    shop_top(p, cart, search, focused)
    p.e(0, "main", "")
    p.e(1, "heading", "One Stop Market")
    p.t(1, "Product Showcases")
    show = [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", "$19.99", "20%", 1),
            ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", "$14.47", "57%", 12),
            ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", "$19.36", "95%", 4),
            ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", "$23.50", "63%", 12),
            ("So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub", "$15.62", "78%", 12)]
    for name, price, pct, rev in show:
        p.e(1, "link", "Image")
        p.e(2, "img", "Image")
        p.e(1, "link", name)
        p.t(1, "Rating:")
        p.e(1, "generic", pct)
        p.e(1, "link", f"{rev} \xa0Reviews")
        p.t(1, price)
        p.e(1, "button", "Add to Cart")
        p.e(1, "button", "Wish List")
        p.e(1, "button", "Compare")
    shop_foot(p)
    return p.done("One Stop Market", SHOP + "/")


def shop_results(cart: int, q: str) -> tuple[str, dict[str, str]]:
    p = Page(227)
    shop_top(p, cart, q)
    p.e(0, "main", "")
    p.e(1, "heading", f"Search results for: '{q}'")
    p.t(1, f"Items 1-{len(HUBS)} of {len(HUBS)}")
    p.e(1, "combobox", "Sort By", "hasPopup='menu', expanded=False")
    p.t(2, "Relevance")
    p.e(1, "link", "\ue613 Set Descending Direction")
    for key, name, price, pct, rev, _sku in HUBS:
        p.e(1, "link", "Image")
        p.e(2, "img", "Image")
        p.e(1, "link", name, key=key)
        if rev:
            p.t(1, "Rating:")
            p.e(1, "generic", pct)
            p.e(1, "link", f"{rev} \xa0Reviews")
        p.t(1, money(price))
        p.e(1, "button", "Add to Cart")
        p.e(1, "button", "Add to Wish List")
        p.e(1, "button", "Add to Compare")
    p.e(1, "complementary", "")
    p.e(2, "heading", "Shopping Options")
    p.t(2, "Category")
    p.e(2, "link", "Electronics 6")
    p.e(2, "link", "Cell Phones & Accessories 2")
    p.t(2, "Price")
    p.e(2, "link", "$0.00 - $99.99 8")
    p.e(2, "heading", "Related search terms")
    for s in ("usb c", "usb hub", "hub"):
        p.e(2, "link", s)
    shop_foot(p)
    return p.done(f"Search results for: '{q}'", SHOP + "/catalogsearch/result/?q=" + q.replace(" ", "+"))


def shop_product(key: str, cart: int, qty: str = "1", added: bool = False) -> tuple[str, dict[str, str]]:
    _k, name, price, pct, rev, sku = HUB[key]
    p = Page(227)
    shop_top(p, cart)
    if added:
        p.e(0, "alert", "")
        p.t(1, f"You added {name} to your ")
        p.e(1, "link", "shopping cart")
        p.t(1, ".")
    p.e(0, "main", "")
    p.e(1, "list", "")
    for crumb in ("Home", "Electronics", "Computers & Accessories", "Computer Accessories & Peripherals"):
        p.e(2, "listitem", "")
        p.e(3, "link", crumb)
    p.e(1, "heading", name)
    p.t(1, "Rating:")
    p.e(1, "generic", pct)
    p.e(1, "link", f"{rev} \xa0Reviews")
    p.e(1, "link", "Add Your Review")
    p.t(1, money(price))
    p.t(1, "In stock")
    p.t(1, "SKU")
    p.t(1, sku)
    p.t(1, "Qty")
    p.e(1, "spinbutton", "Qty", f"required, valuemin=0, valuemax=0, valuetext='', {val(qty)}", key="qty")
    p.e(1, "button", "Add to Cart", key="add")
    p.e(1, "link", "\ue600 Add to Wish List")
    p.e(1, "link", "\ue61e Add to Compare")
    p.e(1, "link", "\ue61d Email")
    p.e(1, "tablist", "", "multiselectable=False, orientation='horizontal'")
    p.e(2, "tab", "Details", "selected=True")
    p.e(2, "tab", f"Reviews ({rev})", "selected=False")
    p.e(1, "tabpanel", "Details")
    for b in HUB_DETAILS.get(key, []):
        p.t(2, b)
    shop_foot(p)
    slug = name.lower().split(",")[0].replace(" ", "-")
    return p.done(name, f"{SHOP}/{slug}.html")


def shop_cart(lines: list[tuple[str, int]], subtotal: float) -> tuple[str, dict[str, str]]:
    p = Page(227)
    shop_top(p, sum(q for _k, q in lines))
    p.e(0, "main", "")
    p.e(1, "heading", "Shopping Cart")
    p.e(1, "table", "Shopping Cart Items")
    p.e(2, "row", "")
    for h in ("Item", "Price", "Qty", "Subtotal"):
        p.e(3, "columnheader", h)
    for k, q in lines:
        _k, name, price, _pct, _rev, _sku = HUB[k]
        p.e(2, "row", "")
        p.e(3, "gridcell", name)
        p.e(4, "link", name)
        p.e(3, "gridcell", money(price))
        p.e(3, "gridcell", "")
        p.e(4, "spinbutton", "Qty", val(str(q)))
        p.e(3, "gridcell", money(price * q))
        p.e(2, "row", "")
        p.e(3, "link", "Move to Wish List")
        p.e(3, "link", "Edit item parameters")
        p.e(3, "link", "Remove item")
    p.e(1, "link", "Continue Shopping")
    p.e(1, "button", "Update Shopping Cart")
    p.e(1, "heading", "Summary")
    p.e(1, "tab", "Estimate Shipping and Tax", "expanded=False, selected=False")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "rowheader", "Subtotal")
    p.e(3, "gridcell", money(subtotal))
    p.e(2, "row", "")
    p.e(3, "rowheader", "Tax")
    p.e(3, "gridcell", "$0.00")
    p.e(2, "row", "")
    p.e(3, "rowheader", "Order Total")
    p.e(3, "gridcell", money(subtotal))
    p.e(1, "button", "Proceed to Checkout", key="checkout")
    p.e(1, "link", "Check Out with Multiple Addresses")
    p.e(1, "tab", "Apply Discount Code", "expanded=False, selected=False")
    shop_foot(p)
    return p.done("Shopping Cart", SHOP + "/checkout/cart/")


def shop_checkout(items: int) -> tuple[str, dict[str, str]]:
    p = Page(1910)
    p.e(0, "link", "store logo")
    p.e(1, "img", "one_stop_market_logo")
    p.e(0, "list", "")
    p.e(1, "listitem", "Shipping")
    p.e(1, "listitem", "Review & Payments")
    p.e(0, "main", "")
    p.e(1, "heading", "Shipping Address")
    p.e(1, "group", "")
    p.t(2, "Emma Lopez")
    p.t(2, "101 S San Mateo Dr")
    p.t(2, "San Mateo, California 94010")
    p.t(2, "United States")
    p.e(2, "link", "6505551212")
    p.e(1, "button", "New Address")
    p.e(1, "heading", "Shipping Methods")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "gridcell", "")
    p.e(4, "radio", "", "checked=True")
    p.e(3, "gridcell", money(5.0 * items))
    p.e(3, "gridcell", "Fixed")
    p.e(3, "gridcell", "Flat Rate")
    p.e(1, "button", "Next")
    p.e(1, "complementary", "")
    p.e(2, "heading", "Order Summary")
    p.e(2, "tab", f"{items} Items in Cart", "expanded=False, selected=False")
    return p.done("Checkout", SHOP + "/checkout/#shipping")


def step(turns: list[tuple[str, str]], action: str, page: tuple[str, dict[str, str]]) -> dict[str, str]:
    """Append one turn (the action, then the page it leads to) and return the new page's bids."""
    turns.append((action, page[0]))
    return page[1]


def t01(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = shop_home(0)
    ids = step(tt, act("fill", ids["search"], "usb c hub"), shop_home(0, "usb c hub", True))
    ids = step(tt, act("click", ids["go"]), shop_results(0, "usb c hub"))
    ids = step(tt, act("click", ids["anker"]), shop_product("anker", 0))
    ids = step(tt, act("fill", ids["qty"], "2"), shop_product("anker", 0, "2"))
    ids = step(tt, act("click", ids["add"]), shop_product("anker", 2, "2", added=True))
    ids = step(tt, act("go_back"), shop_results(2, "usb c hub"))
    ids = step(tt, act("click", ids["ugreen"]), shop_product("ugreen", 2))
    ids = step(tt, act("click", ids["add"]), shop_product("ugreen", 3, added=True))
    ids = step(tt, act("goto", SHOP + "/checkout/cart/"), shop_cart([("anker", 2), ("ugreen", 1)], 92.47))  # true 90.47
    step(tt, act("click", ids["checkout"]), shop_checkout(3))
    rs.add("web", "h63-web-01", SYSTEM, tt, state=start, bad=True, turn=9,
           kind="cart Subtotal and Order Total read $92.47 although the lines are 2 x $35.99 = $71.98 and 1 x $18.49, which sum to $90.47")


# ---------------------------------------------------------------- 02 Magento admin (clean)
ADMIN = "http://localhost:7780/admin"
ADMIN_MENU = ["\ue604 DASHBOARD", "\ue60b SALES", "\ue608 CATALOG", "\ue603 CUSTOMERS", "\ue609 MARKETING",
              "\ue602 CONTENT", "\ue60a REPORTS", "\ue60d STORES", "\ue610 SYSTEM", "\ue612 FIND PARTNERS & EXTENSIONS"]


def admin_top(p: Page, heading: str) -> None:
    p.e(0, "link", "Magento Admin Panel")
    p.e(1, "img", "Magento Admin Panel")
    p.e(0, "navigation", "")
    p.e(1, "menubar", "", "orientation='horizontal'")
    for m in ADMIN_MENU:
        p.e(2, "link", m)
    p.e(0, "banner", "")
    p.e(1, "heading", heading)
    p.e(1, "link", "\ue600 admin")
    p.e(1, "link", "\ue607 4")
    p.e(1, "textbox", "\ue60c")


def admin_grid(prods: dict[int, dict[str, Any]], order: list[int], sort: str = "") -> tuple[str, dict[str, str]]:
    p = Page(118)
    admin_top(p, "Products")
    p.e(0, "main", "")
    p.e(1, "button", "Add Product")
    p.e(1, "button", "\ue615", "hasPopup='menu'")
    p.e(1, "textbox", "Search by keyword", val("hoodie"))
    p.e(1, "button", "Search")
    p.e(1, "button", "Filters")
    p.e(1, "button", "Default View")
    p.e(1, "button", "Columns")
    p.e(1, "button", "Export")
    p.t(1, "Active filters:")
    p.t(1, "Keyword: hoodie")
    p.e(1, "button", "Remove")
    p.e(1, "button", "Clear all")
    p.e(1, "button", "Actions")
    p.t(1, f"{len(prods)} records found")
    p.e(1, "combobox", "", val("20"))
    p.t(1, "per page")
    p.e(1, "button", "Previous Page", "disabled=True")
    p.e(1, "textbox", "", val("1"))
    p.t(1, "of 1")
    p.e(1, "button", "Next Page", "disabled=True")
    p.e(1, "table", "")
    p.e(2, "row", "")
    p.e(3, "columnheader", "", "")
    for h in ("ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity",
              "Salable Quantity", "Visibility", "Status", "Websites", "Action"):
        sorted_h = {"ID": "ID" if not sort else "", "Price": "Price" if sort == "price" else ""}.get(h)
        extra = "sort='ascending'" if sorted_h else ""
        p.e(3, "columnheader", h, extra, key="h_" + h)
    for pid in order:
        r = prods[pid]
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "checkbox", "", "checked=False")
        p.e(3, "gridcell", str(pid))
        p.e(3, "gridcell", "")
        p.e(4, "img", r["name"])
        p.e(3, "gridcell", r["name"])
        p.e(3, "gridcell", "Simple Product")
        p.e(3, "gridcell", "Top")
        p.e(3, "gridcell", r["sku"])
        p.e(3, "gridcell", money(r["price"]))
        p.e(3, "gridcell", f"{r['qty']}.0000")
        p.e(3, "gridcell", f"Default Stock: {r['qty']}")
        p.e(3, "gridcell", "Catalog, Search")
        p.e(3, "gridcell", "Enabled" if r["on"] else "Disabled")
        p.e(3, "gridcell", "Main Website")
        p.e(3, "gridcell", "")
        p.e(4, "link", "Edit", key=f"edit{pid}")
    p.e(0, "contentinfo", "")
    p.t(1, "Copyright © 2024 Magento Commerce Inc. All rights reserved.")
    p.t(1, "ver. 2.4.6")
    return p.done("Products / Inventory / Catalog / Magento Admin", ADMIN + "/catalog/product/")


def admin_edit(pid: int, r: dict[str, Any], name: str | None = None, price: str | None = None,
               saved: bool = False, on: bool | None = None) -> tuple[str, dict[str, str]]:
    p = Page(118)
    admin_top(p, r["name"])
    p.e(0, "main", "")
    if saved:
        p.e(1, "alert", "")
        p.t(2, "You saved the product.")
    p.e(1, "button", "\ue626 Back", key="back")
    p.e(1, "button", "Add Attribute")
    p.e(1, "button", "Save", key="save")
    p.e(1, "button", "\ue616", "hasPopup='menu'")
    on = r["on"] if on is None else on
    p.e(1, "switch", "Enable Product", f"checked={on}", key="enable")
    p.t(1, "Yes" if on else "No")
    p.e(1, "combobox", "Attribute Set", "hasPopup='listbox', expanded=False")
    p.t(2, "Top")
    p.e(1, "textbox", "Product Name *", "required, " + val(name if name is not None else r["name"]), key="name")
    p.e(1, "textbox", "SKU *", "required, " + val(r["sku"]))
    p.t(1, "$")
    p.e(1, "textbox", "Price *", "required, " + val(price if price is not None else f"{r['price']:.2f}"), key="price")
    p.e(1, "button", "Advanced Pricing")
    p.e(1, "combobox", "Tax Class", "hasPopup='menu', expanded=False")
    p.t(2, "Taxable Goods")
    p.e(1, "textbox", "Quantity", val(str(r["qty"])))
    p.e(1, "button", "Advanced Inventory")
    p.e(1, "combobox", "Stock Status", "hasPopup='menu', expanded=False")
    p.t(2, "In Stock" if r["qty"] else "Out of Stock")
    p.e(1, "combobox", "Weight", "hasPopup='menu', expanded=False")
    p.t(2, "This item has weight")
    p.e(1, "textbox", "Weight", val("1"))
    p.t(1, "lbs")
    p.e(1, "combobox", "Visibility", "hasPopup='menu', expanded=False")
    p.t(2, "Catalog, Search")
    p.e(1, "listbox", "Categories")
    p.t(2, "Hoodies & Sweatshirts" if r["sku"].startswith("M") else "Hoodies & Sweatshirts (Women)")
    p.e(1, "checkbox", "Set Product as New From", "checked=False")
    p.e(1, "combobox", "Country of Manufacture", "hasPopup='menu', expanded=False")
    p.t(2, "")
    for sec in ("Content", "Configurations", "Product Reviews", "Images And Videos", "Search Engine Optimization",
                "Related Products, Up-Sells, and Cross-Sells", "Customizable Options", "Product in Websites", "Design",
                "Schedule Design Update", "Gift Options", "Downloadable Information"):
        p.e(1, "heading", sec)
    p.e(0, "contentinfo", "")
    p.t(1, "Copyright © 2024 Magento Commerce Inc. All rights reserved.")
    p.t(1, "ver. 2.4.6")
    return p.done(f"{r['name']} / Products / Inventory / Catalog / Magento Admin", f"{ADMIN}/catalog/product/edit/id/{pid}/")


def t02(rs: RowSet) -> None:
    prods: dict[int, dict[str, Any]] = {
        1: {"name": "Chaz Kangeroo Hoodie", "sku": "MH01", "price": 52.0, "qty": 166, "on": True},
        17: {"name": "Bruno Compete Hoodie", "sku": "MH03", "price": 63.0, "qty": 94, "on": True},
        33: {"name": "Teton Pullover Hoodie", "sku": "MH02", "price": 70.0, "qty": 130, "on": True},
        97: {"name": "Marco Lightweight Active Hoodie", "sku": "MH13", "price": 74.0, "qty": 78, "on": True},
        1114: {"name": "Hera Pullover Hoodie", "sku": "WH04", "price": 48.0, "qty": 210, "on": True},
        1146: {"name": "Mona Pullover Hoodlie", "sku": "WH03", "price": 57.0, "qty": 142, "on": True},
        1162: {"name": "Helena Hooded Fleece", "sku": "WH02", "price": 55.0, "qty": 0, "on": False},
    }
    tt: list[tuple[str, str]] = []
    order = sorted(prods)
    start, ids = admin_grid(prods, order)
    ids = step(tt, act("click", ids["edit17"]), admin_edit(17, prods[17]))
    ids = step(tt, act("fill", ids["price"], "58.00"), admin_edit(17, prods[17], price="58.00"))
    new = "Bruno Compete Performance Hoodie"
    ids = step(tt, act("fill", ids["name"], new), admin_edit(17, prods[17], name=new, price="58.00"))
    prods[17] = dict(prods[17], name=new, price=58.0)
    ids = step(tt, act("click", ids["save"]), admin_edit(17, prods[17], saved=True))
    ids = step(tt, act("click", ids["back"]), admin_grid(prods, order))
    by_price = sorted(prods, key=lambda k: prods[k]["price"])
    ids = step(tt, act("click", ids["h_Price"]), admin_grid(prods, by_price, "price"))
    ids = step(tt, act("click", ids["edit1162"]), admin_edit(1162, prods[1162]))
    step(tt, act("click", ids["enable"]), admin_edit(1162, prods[1162], on=True))
    rs.add("web", "h63-web-02", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 03 GitLab issues (clean)
GL = "http://localhost:8023"
GL_PROJ = GL + "/a11yproject/a11yproject.com"


def gl_top(p: Page, open_n: int, crumb: list[str]) -> None:
    p.e(0, "link", "Skip to content")
    p.e(0, "link", "Dashboard")
    p.e(1, "img", "")
    p.e(0, "button", "", "hasPopup='menu', expanded=False")
    p.e(0, "textbox", "Search GitLab")
    p.e(0, "generic", "Use the shortcut key / to start a search")
    p.e(0, "link", "Create new...")
    p.e(0, "link", "Issues")
    p.e(1, "generic", "13 assigned issues")
    p.e(0, "link", "Merge requests")
    p.e(1, "generic", "8 merge requests")
    p.e(0, "link", "To-Do List")
    p.e(1, "generic", "Todos count")
    p.e(0, "link", "Help")
    p.e(0, "link", "Byte Blaze")
    p.e(1, "img", "Byte Blaze")
    p.e(0, "complementary", "Project navigation")
    p.e(1, "listitem", "a11yproject.com")
    p.e(2, "link", "a11yproject.com")
    for item in ("Project information", "Repository"):
        p.e(1, "link", item)
    p.e(1, "link", "Issues")
    p.e(2, "generic", str(open_n))
    for item in ("Merge requests", "CI/CD", "Security & Compliance", "Deployments", "Packages and registries",
                 "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets", "Settings"):
        p.e(1, "link", item)
    p.e(0, "navigation", "Breadcrumbs")
    for c in crumb:
        p.e(1, "link", c)


GL_ISSUES = [
    (1512, "Skip link is hidden behind the sticky header on mobile", "Eric Bailey", "2 weeks ago", ["bug"], 2),
    (1509, "Add resource: WCAG 2.2 focus appearance explainer", "Kate Luo", "2 weeks ago", ["content"], 0),
    (1503, "Dark mode toggle has insufficient contrast in Firefox", "Sakura Miyamoto", "3 weeks ago", ["bug", "design"], 5),
    (1498, "Post: How to write alt text for charts and graphs", "Jessica Rodriguez", "1 month ago", ["content", "post"], 3),
    (1487, "Update Node to 18 in the CI pipeline", "Byte Blaze", "1 month ago", ["maintenance"], 1),
    (1479, "Spanish translation for the checklist page", "Mateo Herrera", "1 month ago", ["help wanted", "i18n"], 7),
    (1466, "Broken links in resources/screen-readers", "Kate Luo", "2 months ago", ["bug"], 2),
    (1452, "Improve focus order on the newsletter signup form", "Sarah Nguyen", "2 months ago", ["accessibility"], 4),
    (1441, "Checklist: add guidance for reduced motion", "Eric Bailey", "3 months ago", ["content", "enhancement"], 6),
]
GL_CLOSED = [
    (1511, "Typo in the color contrast post", "Jessica Rodriguez", "2 weeks ago", ["content"], 1, "1 week ago"),
    (1507, "Footer links wrap badly at 320px", "Sakura Miyamoto", "2 weeks ago", ["bug"], 3, "1 week ago"),
    (1505, "Remove deprecated Twitter embed", "Byte Blaze", "3 weeks ago", ["maintenance"], 0, "2 weeks ago"),
    (1500, "Heading levels skip on the About page", "Sarah Nguyen", "3 weeks ago", ["accessibility", "bug"], 2, "2 weeks ago"),
]


def gl_list(open_issues: list[int], closed_extra: list[tuple[int, str, list[str], int]], tab: str = "Open") -> tuple[str, dict[str, str]]:
    p = Page(500)
    n_open = 41 - (9 - len(open_issues))
    n_closed = 1162 + len(closed_extra)
    gl_top(p, n_open, ["The A11Y Project", "a11yproject.com", "Issues"])
    p.e(0, "main", "")
    p.e(1, "tablist", "", "multiselectable=False, orientation='horizontal'")
    p.e(2, "tab", f"Open {n_open}", f"selected={tab == 'Open'}", key="open")
    p.e(2, "tab", f"Closed {n_closed}", f"selected={tab == 'Closed'}", key="closed")
    p.e(2, "tab", f"All {n_open + n_closed}", "selected=False")
    p.e(1, "link", "Subscribe to RSS feed")
    p.e(1, "button", "Bulk edit")
    p.e(1, "link", "New issue")
    p.e(1, "textbox", "Search or filter results...")
    p.e(1, "button", "Created date" if tab == "Open" else "Updated date", "hasPopup='menu', expanded=False")
    if tab == "Open":
        rows = [i for i in GL_ISSUES if i[0] in open_issues][:8]
        for num, title, who, when, labels, comments in rows:
            p.e(1, "link", title, key=f"i{num}")
            p.t(1, f"#{num} · created {when} by ")
            p.e(1, "link", who)
            for lab in labels:
                p.e(1, "link", lab)
            p.e(1, "link", str(comments))
            p.t(1, "updated " + {1512: "3 days ago", 1503: "5 days ago", 1479: "1 week ago"}.get(num, when))
    else:
        rows2 = [(n, t, w, c, lab, k, cw) for (n, cw, lab, k), (_, t, w, c, _l, _k) in
                 zip(closed_extra, [i for i in GL_ISSUES if i[0] in {x[0] for x in closed_extra}])]
        rows2 += list(GL_CLOSED)
        for num, title, who, when, labels, comments, cwhen in rows2:
            p.e(1, "link", title, key=f"i{num}")
            p.t(1, f"#{num} · created {when} by ")
            p.e(1, "link", who)
            for lab in labels:
                p.e(1, "link", lab)
            p.t(1, "CLOSED")
            p.e(1, "link", str(comments))
            p.t(1, "updated " + cwhen)
    p.e(1, "navigation", "Pagination")
    p.e(2, "link", "Prev", "disabled=True")
    p.e(2, "link", "1")
    p.e(2, "link", "2")
    p.e(2, "link", "3")
    p.e(2, "link", "Next")
    title = "Issues · The A11Y Project / a11yproject.com · GitLab"
    return p.done(title, GL_PROJ + "/-/issues" + ("" if tab == "Open" else "/?state=closed"))


def gl_issue(st: dict[str, Any], dropdown: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(900)
    gl_top(p, st["open_n"], ["The A11Y Project", "a11yproject.com", "Issues", "#1512"])
    p.e(0, "main", "")
    p.t(1, "Closed" if st["closed"] else "Open")
    p.t(1, "Issue created ")
    p.t(1, "2 weeks ago")
    p.t(1, " by ")
    p.e(1, "link", "Eric Bailey")
    p.e(1, "button", "Issue actions", "hasPopup='menu', expanded=False")
    p.e(1, "heading", "Skip link is hidden behind the sticky header on mobile")
    p.t(1, "On viewports narrower than 768px the skip link receives focus but renders underneath the sticky site header (z-index 10 vs 100), so sighted keyboard users cannot see it.")
    p.t(1, "Steps to reproduce:")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.t(3, "Open https://www.a11yproject.com/ at 375px wide")
    p.e(2, "listitem", "")
    p.t(3, "Press Tab once")
    p.e(2, "listitem", "")
    p.t(3, "The focus outline is not visible; the skip link sits behind the header")
    p.e(1, "button", "Add reaction")
    p.e(1, "heading", "Activity")
    p.e(1, "button", "Sort or filter", "hasPopup='menu', expanded=False")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Sakura Miyamoto")
    p.t(3, "@sakura · 1 week ago")
    p.t(3, "Confirmed on iOS Safari 17.2 and Chrome for Android 120. Raising the skip link to z-index 200 fixes it locally.")
    p.e(2, "listitem", "")
    p.e(3, "link", "Eric Bailey")
    p.t(3, "@ericwbailey · 3 days ago")
    p.t(3, "Thanks! Would you like to open an MR?")
    for note in st["notes"]:
        p.e(2, "listitem", "")
        p.e(3, "link", "Byte Blaze")
        p.t(3, note)
    p.e(1, "textbox", "Comment", val(st["draft"]) if st["draft"] else "", key="comment")
    p.e(1, "button", "Comment")
    p.e(1, "button", "Comment & close issue" if st["draft"] and not st["closed"] else ("Reopen issue" if st["closed"] else "Close issue"), key="close")
    p.e(0, "complementary", "issue sidebar")
    p.e(1, "button", "To Do", "")
    p.t(1, "Assignee")
    p.t(1, "None - ")
    p.e(1, "button", "assign yourself")
    p.t(1, "Labels")
    p.e(1, "button", "Edit", key="labels_edit")
    if dropdown:
        p.e(1, "textbox", "Search labels", "focused")
        p.e(1, "listbox", "")
        for lab in ("accessibility", "bug", "content", "design", "enhancement", "help wanted", "i18n", "maintenance", "post"):
            p.e(2, "option", lab, f"selected={lab in st['labels']}", key="lab_" + lab)
        p.e(1, "link", "Create project label")
        p.e(1, "link", "Manage project labels")
    else:
        for lab in st["labels"]:
            p.e(1, "link", lab)
            p.e(1, "button", "Remove label")
    p.t(1, "Milestone")
    p.t(1, "None")
    p.t(1, "Due date")
    p.t(1, "None")
    p.t(1, "Time tracking")
    p.t(1, "No estimate or time spent")
    p.t(1, "Confidentiality")
    p.t(1, "Not confidential")
    p.t(1, f"{3 if st['closed'] else 2} participants")
    p.e(1, "button", "Notifications", "checked=True")
    p.t(1, "Reference: a11yproject/a11yproject.com#1512")
    p.e(1, "button", "Copy reference")
    title = "Skip link is hidden behind the sticky header on mobile (#1512) · Issues · The A11Y Project / a11yproject.com · GitLab"
    return p.done(title, GL_PROJ + "/-/issues/1512")


def t03(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    all_open = [i[0] for i in GL_ISSUES]
    start, ids = gl_list(all_open, [])
    st: dict[str, Any] = {"open_n": 41, "closed": False, "labels": ["bug"], "notes": [], "draft": ""}
    ids = step(tt, act("click", ids["i1512"]), gl_issue(st))
    ids = step(tt, act("click", ids["labels_edit"]), gl_issue(st, dropdown=True))
    st["labels"] = ["accessibility", "bug"]
    ids = step(tt, act("click", ids["lab_accessibility"]), gl_issue(st, dropdown=True))
    st["notes"] = ["@byteblaze · just now · added accessibility label"]
    ids = step(tt, act("keyboard_press", "Escape"), gl_issue(st))
    st["draft"] = "Fixed by !1519 (skip link now uses z-index: 200). Closing."
    ids = step(tt, act("fill", ids["comment"], st["draft"]), gl_issue(st))
    st.update(closed=True, open_n=40, draft="",
              notes=st["notes"] + ["@byteblaze · just now · Fixed by !1519 (skip link now uses z-index: 200). Closing.",
                                   "@byteblaze · just now · closed"])
    ids = step(tt, act("click", ids["close"]), gl_issue(st))
    open_now = [n for n in all_open if n != 1512]
    ids = step(tt, act("goto", GL_PROJ + "/-/issues"), gl_list(open_now, [(1512, "just now", st["labels"], 3)]))
    ids = step(tt, act("click", ids["closed"]), gl_list(open_now, [(1512, "1 minute ago", st["labels"], 3)], tab="Closed"))
    st["notes"] = [n.replace("just now", "2 minutes ago") for n in st["notes"]]
    step(tt, act("click", ids["i1512"]), gl_issue(st))
    rs.add("web", "h63-web-03", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 04 Postmill forum (bad: post id)
FORUM = "http://localhost:9999"
BOOKS = [
    # id, title, author, time title, ago, score, comments, hot rank
    (119866, "What's the best translation of The Brothers Karamazov?", "dostoyevskyfan", "March 12, 2024 at 5:02:51 AM EDT", "9 hours ago", 112, 64),
    (119874, "Looking for sci-fi with unreliable narrators", "bookworm_42", "March 12, 2024 at 9:14:03 AM EDT", "5 hours ago", 37, 6),
    (119851, "I finished all 14 Wheel of Time books this weekend", "randland_rider", "March 11, 2024 at 8:47:30 PM EDT", "17 hours ago", 88, 41),
    (119879, "Anyone else read slower in winter?", "pagesandpines", "March 12, 2024 at 12:06:19 PM EDT", "2 hours ago", 4, 3),
    (119838, "[Discussion] Piranesi and the House as a character", "clarke_reader", "March 11, 2024 at 2:31:44 PM EDT", "1 day ago", 54, 22),
    (119829, "Library book sale haul (23 books for $11)", "thriftedshelves", "March 11, 2024 at 10:15:08 AM EDT", "1 day ago", 201, 37),
]


def forum_top(p: Page, menu: bool = False) -> None:
    p.e(0, "link", "Jump to main content")
    p.e(0, "link", "Jump to sidebar")
    p.e(0, "navigation", "")
    p.e(1, "link", "Home")
    p.t(2, "Postmill")
    p.e(0, "list", "")
    p.e(1, "link", "Forums")
    p.e(1, "link", "Wiki")
    p.e(0, "Section", "")
    p.e(1, "searchbox", "Search query")
    p.e(0, "list", "")
    p.e(1, "link", "Submit")
    p.e(1, "link", "Notifications (0)")
    p.e(1, "button", "MarvelsGrantMan136", f"hasPopup='menu', expanded={menu}", key="user")
    if menu:
        p.e(2, "list", "")
        for item in ("Profile", "My forums", "Preferences", "Log out"):
            p.e(3, "link", item, key="m_" + item)


def forum_side(p: Page) -> None:
    p.e(0, "complementary", "")
    p.e(1, "heading", "books")
    p.t(1, "The place for book discussions, recommendations and reading challenges.")
    p.e(1, "button", "Unsubscribe")
    p.t(1, "12,339 subscribers")
    p.t(1, "Created March 3, 2018")
    p.e(1, "link", "Moderation log")


def forum_list(comments: dict[int, int], sort: str = "Hot", menu: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(60)
    forum_top(p, menu)
    p.e(0, "main", "")
    p.e(1, "heading", "books")
    p.e(1, "list", "")
    for s in ("Hot", "New", "Active", "Top", "Controversial", "Most commented"):
        p.e(2, "link", s, "current='page'" if s == sort else "", key="sort_" + s)
    posts = list(BOOKS)
    if sort == "New":
        posts.sort(key=lambda b: b[0], reverse=True)
    for pid, title, who, ts, ago, score, _n in posts:
        p.e(1, "article", "")
        p.e(2, "heading", "")
        p.e(3, "link", title, key=f"p{pid}")
        p.t(2, "Submitted by ")
        p.e(2, "link", who)
        p.e(2, "time", ts)
        p.t(3, ago)
        n = comments.get(pid, _n)
        p.e(2, "link", f"{n} comments")
        p.e(2, "button", "Upvote")
        p.t(2, str(score))
        p.e(2, "button", "Downvote")
    forum_side(p)
    return p.done("books", FORUM + "/f/books" + ("" if sort == "Hot" else "/new"))


POST_COMMENTS = [
    ("gallifreyan_tea", "March 12, 2024 at 9:40:12 AM EDT", "5 hours ago", 21, "Gene Wolfe, The Book of the New Sun. Severian claims a perfect memory and still manages to mislead you for four volumes."),
    ("kazuo_fan", "March 12, 2024 at 9:58:37 AM EDT", "4 hours ago", 15, "Never Let Me Go is borderline sci-fi but Kathy's narration is a masterclass in what a narrator chooses not to say."),
    ("orbitalmechanic", "March 12, 2024 at 10:21:05 AM EDT", "4 hours ago", 9, "Blindsight by Peter Watts. Siri Keeton literally cannot model other minds, which colors everything he reports."),
    ("bookworm_42", "March 12, 2024 at 10:33:48 AM EDT", "4 hours ago", 6, "Oh, Blindsight is on my shelf already. Bumping it up the list, thanks!"),
    ("lem_solaris", "March 12, 2024 at 11:02:19 AM EDT", "3 hours ago", 5, "Solaris, sort of: Kelvin is honest, but he is reporting on something no one can understand."),
    ("quietreader88", "March 12, 2024 at 12:47:51 PM EDT", "1 hour ago", 2, "Ancillary Justice! Breq is one mind spread over many bodies and it makes the narration wonderfully slippery."),
]
MY_COMMENT = "Seconding Gene Wolfe. Also try The Fifth Head of Cerberus, which is shorter and just as sly about who is telling the story."


def forum_post(pid: int, draft: str = "", mine: bool = False, anchor: str = "") -> tuple[str, dict[str, str]]:
    p = Page(60)
    forum_top(p)
    p.e(0, "main", "")
    p.e(1, "article", "")
    p.e(2, "heading", "")
    p.e(3, "link", "Looking for sci-fi with unreliable narrators")
    p.t(2, "Submitted by ")
    p.e(2, "link", "bookworm_42")
    p.e(2, "time", "March 12, 2024 at 9:14:03 AM EDT")
    p.t(3, "5 hours ago")
    p.t(2, " in ")
    p.e(2, "link", "books", key="forum")
    p.t(2, "Just finished The Remains of the Day and loved how much Stevens hides from himself. Any science fiction that does the same? Bonus points for anything where the reveal recontextualises the whole book.")
    p.e(2, "link", f"{7 if mine else 6} comments")
    p.e(2, "button", "Upvote")
    p.t(2, "37")
    p.e(2, "button", "Downvote")
    p.e(1, "heading", "Comments")
    p.e(1, "textbox", "Comment", val(draft) if draft else "", key="comment")
    p.e(1, "button", "Post", key="post")
    rows = list(POST_COMMENTS)
    if mine:
        rows.append(("MarvelsGrantMan136", "March 12, 2024 at 2:19:36 PM EDT", "just now", 1, MY_COMMENT))
    for who, ts, ago, score, text in rows:
        p.e(1, "article", "")
        p.e(2, "link", who)
        p.e(2, "time", ts)
        p.t(3, ago)
        p.t(2, text)
        p.e(2, "link", "Reply")
        p.e(2, "link", "Permalink")
        p.e(2, "button", "Upvote")
        p.t(2, str(score))
        p.e(2, "button", "Downvote")
    forum_side(p)
    return p.done("Looking for sci-fi with unreliable narrators : books",
                  f"{FORUM}/f/books/{pid}/looking-for-sci-fi-with-unreliable-narrators" + anchor)


def forum_profile() -> tuple[str, dict[str, str]]:
    p = Page(60)
    forum_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "MarvelsGrantMan136")
    p.e(1, "list", "")
    for s in ("Overview", "Submissions", "Comments"):
        p.e(2, "link", s)
    p.e(1, "article", "")
    p.e(2, "link", "MarvelsGrantMan136")
    p.t(2, " commented on ")
    p.e(2, "link", "Looking for sci-fi with unreliable narrators")
    p.t(2, " in ")
    p.e(2, "link", "books")
    p.e(2, "time", "March 12, 2024 at 2:19:36 PM EDT")
    p.t(3, "2 minutes ago")
    p.t(2, MY_COMMENT)
    p.e(2, "link", "Permalink")
    p.e(1, "article", "")
    p.e(2, "link", "MarvelsGrantMan136")
    p.t(2, " commented on ")
    p.e(2, "link", "Which Marvel run should I start with?")
    p.t(2, " in ")
    p.e(2, "link", "comicbooks")
    p.e(2, "time", "March 9, 2024 at 7:52:10 PM EST")
    p.t(3, "3 days ago")
    p.t(2, "Start with Kieron Gillen's Young Avengers, it is self-contained and a lot of fun.")
    p.e(2, "link", "Permalink")
    p.e(1, "article", "")
    p.e(2, "link", "Best hiking trails near Pittsburgh with waterfalls")
    p.t(2, "Submitted by MarvelsGrantMan136 in ")
    p.e(2, "link", "pittsburgh")
    p.e(2, "time", "March 2, 2024 at 11:20:44 AM EST")
    p.t(3, "10 days ago")
    p.e(2, "link", "14 comments")
    p.e(0, "complementary", "")
    p.e(1, "heading", "MarvelsGrantMan136")
    p.t(1, "Registered 2 years ago")
    p.e(1, "link", "Send message")
    return p.done("MarvelsGrantMan136", FORUM + "/user/MarvelsGrantMan136")


def t04(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = forum_list({})
    ids = step(tt, act("click", ids["p119874"]), forum_post(119874))
    ids = step(tt, act("fill", ids["comment"], MY_COMMENT), forum_post(119874, draft=MY_COMMENT))
    ids = step(tt, act("click", ids["post"]), forum_post(119847, mine=True, anchor="#comment_2211903"))  # truth 119874
    ids = step(tt, act("click", ids["forum"]), forum_list({119874: 7}))
    ids = step(tt, act("click", ids["sort_New"]), forum_list({119874: 7}, "New"))
    ids = step(tt, act("click", ids["user"]), forum_list({119874: 7}, "New", menu=True))
    step(tt, act("click", ids["m_Profile"]), forum_profile())
    rs.add("web", "h63-web-04", SYSTEM, tt, state=start, bad=True, turn=3,
           kind="after posting the comment the submission's URL carries id 119847, but the same post opened at turn 1 was /f/books/119874/")


# ---------------------------------------------------------------- 05 Public library catalog and holds (bad: pickup reverts)
LIB = "https://catalog.millbrooklibrary.org"
HOLDS0 = [
    ("Tomorrow, and Tomorrow, and Tomorrow", "Zevin, Gabrielle", "Book", "#12 of 31 holds on 9 copies", "Eastside Branch", "01/28/2024", "tomorrow"),
    ("The Covenant of Water", "Verghese, Abraham", "Book", "Ready for pickup until 03/19/2024", "Central Library", "02/02/2024", "covenant"),
    ("Demon Copperhead", "Kingsolver, Barbara", "Large Print", "#4 of 9 holds on 3 copies", "Eastside Branch", "02/14/2024", "demon"),
]
OVERSTORY_HOLD = ("The Overstory", "Powers, Richard", "Book", "#3 of 3 holds on 4 copies", "Central Library", "03/12/2024", "overstory")


def lib_top(p: Page, search: str = "", holds: int = 3, focused: bool = False) -> None:
    p.e(0, "link", "Millbrook Public Library")
    p.e(1, "img", "Millbrook Public Library logo")
    p.e(0, "search", "")
    p.e(1, "combobox", "Search by", "hasPopup='menu', expanded=False")
    p.t(2, "Keyword")
    p.e(1, "textbox", "Search the catalog", ("focused, " if focused else "") + val(search), key="q")
    p.e(1, "button", "Search", key="go")
    p.e(0, "navigation", "My account")
    p.t(1, "Hi, Rosa Delgado")
    p.e(1, "link", "Checked Out (2)", key="checked")
    p.e(1, "link", f"Holds ({holds})", key="holds")
    p.e(1, "link", "Fines ($0.00)")
    p.e(1, "link", "Log out")


def lib_holds(holds: list[tuple[str, ...]], msg: str = "", confirm: str = "") -> tuple[str, dict[str, str]]:
    p = Page(40)
    lib_top(p, holds=len(holds))
    p.e(0, "main", "")
    p.e(1, "heading", "My Holds")
    p.t(1, "Library card: ●●●● ●●●● 4471")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Title", "Format", "Status", "Pickup location", "Placed", "Actions"):
        p.e(3, "columnheader", h)
    for title, author, fmt, status, pickup, placed, key in holds:
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "link", title)
        p.t(4, "by " + author)
        p.e(3, "gridcell", fmt)
        p.e(3, "gridcell", status)
        p.e(3, "gridcell", pickup)
        p.e(3, "gridcell", placed)
        p.e(3, "gridcell", "")
        if "Ready" not in status:
            p.e(4, "button", "Change pickup")
            p.e(4, "button", "Suspend")
        p.e(4, "button", "Cancel hold", key="cancel_" + key)
    if confirm:
        p.e(0, "dialog", "Cancel hold", "modal=True")
        p.e(1, "heading", "Cancel hold?")
        p.t(1, f"Cancel your hold on \u201c{confirm}\u201d? You will lose your place in the queue.")
        p.e(1, "button", "Yes, cancel hold", key="yes")
        p.e(1, "button", "Keep hold")
    return p.done("My Holds | Millbrook Public Library", LIB + "/MyAccount/Holds")


def lib_results(q: str) -> tuple[str, dict[str, str]]:
    p = Page(40)
    lib_top(p, q)
    p.e(0, "main", "")
    p.e(1, "heading", f"Search results for \u201c{q}\u201d")
    p.t(1, "Showing 1 - 5 of 5")
    p.e(1, "combobox", "Sort by", "hasPopup='menu', expanded=False")
    p.t(2, "Relevance")
    res = [("The Overstory : a novel", "Powers, Richard, 1957-", "Book · 2018", "0 of 4 copies available · 2 holds", "book"),
           ("The Overstory [electronic resource]", "Powers, Richard, 1957-", "eBook (Libby) · 2018", "Wait list: 3 weeks", "ebook"),
           ("The Overstory [sound recording]", "Powers, Richard, 1957-", "Audiobook CD · 2018", "1 of 1 copy available", "cd"),
           ("The Overstory (large print)", "Powers, Richard, 1957-", "Large Print · 2019", "1 of 2 copies available", "lp"),
           ("Bewilderment : a novel", "Powers, Richard, 1957-", "Book · 2021", "3 of 5 copies available", "bew")]
    for title, who, fmt, avail, key in res:
        p.e(1, "article", "")
        p.e(2, "link", title, key=key)
        p.t(2, who)
        p.t(2, fmt)
        p.t(2, avail)
        p.e(2, "button", "Place Hold")
    p.e(1, "complementary", "Refine results")
    p.t(2, "Format")
    for f in ("Book (1)", "eBook (1)", "Audiobook CD (1)", "Large Print (1)"):
        p.e(2, "checkbox", f, "checked=False")
    return p.done(f"Search results for {q} | Millbrook Public Library", LIB + "/Search/Results?lookfor=the+overstory&type=Keyword")


def lib_record(form: bool = False, pickup: str = "Eastside Branch") -> tuple[str, dict[str, str]]:
    p = Page(40)
    lib_top(p, "the overstory")
    p.e(0, "main", "")
    p.e(1, "heading", "The Overstory : a novel")
    p.t(1, "by ")
    p.e(1, "link", "Powers, Richard, 1957-")
    p.t(1, "Published: New York : W. W. Norton & Company, [2018]")
    p.t(1, "Physical description: 502 pages ; 25 cm")
    p.t(1, "ISBN: 9780393635522")
    p.t(1, "Call number: FIC POWERS")
    p.t(1, "Awards: Pulitzer Prize for Fiction, 2019")
    p.t(1, "An impassioned novel of activism and natural-world power presented in interlocking fables about nine remarkable strangers who are summoned in different ways by trees.")
    p.e(1, "button", "Place Hold", key="hold")
    p.e(1, "button", "Add to list")
    p.e(1, "heading", "Availability")
    p.t(1, "0 of 4 copies available · 2 holds")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Location", "Collection", "Call number", "Status"):
        p.e(3, "columnheader", h)
    for loc, due in (("Central Library", "Due 03/29/2024"), ("Eastside Branch", "Due 04/02/2024"),
                     ("Northgate Branch", "Due 03/25/2024"), ("Riverside Branch", "Due 03/21/2024")):
        p.e(2, "row", "")
        p.e(3, "gridcell", loc)
        p.e(3, "gridcell", "Adult Fiction")
        p.e(3, "gridcell", "FIC POWERS")
        p.e(3, "gridcell", due)
    if form:
        p.e(0, "dialog", "Place Hold", "modal=True")
        p.e(1, "heading", "Place a hold on The Overstory : a novel")
        p.e(1, "combobox", "Pickup location", f"hasPopup='menu', expanded=False, {val(pickup)}", key="pickup")
        p.e(1, "checkbox", "I don't need this item until a later date", "checked=False")
        p.t(1, "Holds not picked up within 7 days of notification are cancelled.")
        p.e(1, "button", "Submit hold", key="submit")
        p.e(1, "button", "Cancel")
    return p.done("The Overstory : a novel | Millbrook Public Library", LIB + "/Record/b2718834")


def lib_placed() -> tuple[str, dict[str, str]]:
    p = Page(40)
    lib_top(p, "the overstory", holds=4)
    p.e(0, "main", "")
    p.e(1, "alert", "")
    p.t(2, "Hold placed successfully.")
    p.e(1, "heading", "The Overstory : a novel")
    p.t(1, "Format: Book")
    p.t(1, "Pickup location: Central Library")
    p.t(1, "Your position: #3 of 3 holds on 4 copies")
    p.t(1, "We'll email rosa.delgado@fastmail.com when your item is ready.")
    p.e(1, "link", "View my holds", key="view")
    p.e(1, "link", "Back to search results")
    return p.done("Hold placed | Millbrook Public Library", LIB + "/Record/b2718834/Hold?placed=1")


def lib_checkouts() -> tuple[str, dict[str, str]]:
    p = Page(40)
    lib_top(p, holds=3)
    p.e(0, "main", "")
    p.e(1, "heading", "Checked Out Items")
    p.e(1, "button", "Renew all")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Title", "Format", "Checked out", "Due", "Renewals", "Actions"):
        p.e(3, "columnheader", h)
    for title, who, out, due, ren in (("Braiding Sweetgrass", "Kimmerer, Robin Wall", "02/07/2024", "03/20/2024", "1 of 2"),
                                      ("The Lincoln Highway", "Towles, Amor", "02/27/2024", "03/26/2024", "0 of 2")):
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "link", title)
        p.t(4, "by " + who)
        p.e(3, "gridcell", "Book")
        p.e(3, "gridcell", out)
        p.e(3, "gridcell", due)
        p.e(3, "gridcell", ren)
        p.e(3, "gridcell", "")
        p.e(4, "button", "Renew")
    return p.done("Checked Out | Millbrook Public Library", LIB + "/MyAccount/CheckedOut")


def t05(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = lib_holds(HOLDS0)
    ids = step(tt, act("fill", ids["q"], "the overstory"), lib_holds_search_focus())
    ids = step(tt, act("keyboard_press", "Enter"), lib_results("the overstory"))
    ids = step(tt, act("click", ids["book"]), lib_record())
    ids = step(tt, act("click", ids["hold"]), lib_record(form=True))
    ids = step(tt, act("select_option", ids["pickup"], "Central Library"), lib_record(form=True, pickup="Central Library"))
    ids = step(tt, act("click", ids["submit"]), lib_placed())
    wrong = OVERSTORY_HOLD[:4] + ("Eastside Branch",) + OVERSTORY_HOLD[5:]
    ids = step(tt, act("click", ids["view"]), lib_holds(HOLDS0 + [wrong]))  # truth: Central Library
    four = HOLDS0 + [OVERSTORY_HOLD]
    ids = step(tt, act("click", ids["cancel_tomorrow"]), lib_holds(four, confirm="Tomorrow, and Tomorrow, and Tomorrow"))
    rest = [h for h in four if h[6] != "tomorrow"]
    ids = step(tt, act("click", ids["yes"]), lib_holds(rest, msg="Your hold on Tomorrow, and Tomorrow, and Tomorrow was cancelled."))
    step(tt, act("click", ids["checked"]), lib_checkouts())
    rs.add("web", "h63-web-05", SYSTEM, tt, state=start, bad=True, turn=7,
           kind="My Holds lists The Overstory with pickup Eastside Branch, but Central Library was selected and confirmed at turns 5-6")


def lib_holds_search_focus() -> tuple[str, dict[str, str]]:
    """The holds page with the catalog search box filled in (a local edit)."""
    text, ids = lib_holds(HOLDS0)
    typed, plain = Page(40), Page(40)
    lib_top(typed, "the overstory", focused=True)
    lib_top(plain)
    old = "\n".join("\t" + ln for ln in plain.lines)
    new = "\n".join("\t" + ln for ln in typed.lines)
    assert old in text
    return text.replace(old, new, 1), ids


# ---------------------------------------------------------------- 06 Pet adoption shelter (clean)
PETS = "https://adopt.harborvalleyshelter.org"
DOGS = [
    # name, id, breed, sex, age, weight, size, days
    ("Tank", "A2279315", "American Pit Bull Terrier mix", "Neutered male", "6 years", "62 lb", "Large", 88),
    ("Hazel", "A2285512", "Basset Hound mix", "Spayed female", "10 years", "48 lb", "Medium", 61),
    ("Rocco", "A2288901", "Boxer mix", "Neutered male", "7 years", "58 lb", "Large", 52),
    ("Juniper", "A2287730", "German Shepherd Dog mix", "Spayed female", "4 years", "68 lb", "Large", 41),
    ("Luna", "A2290058", "Border Collie mix", "Spayed female", "1 year 8 months", "36 lb", "Medium", 33),
    ("Biscuit", "A2291847", "Labrador Retriever mix", "Neutered male", "2 years 4 months", "41 lb", "Medium", 30),
    ("Otis", "A2292740", "Cocker Spaniel", "Neutered male", "8 years", "29 lb", "Medium", 24),
    ("Maple", "A2293377", "Australian Cattle Dog mix", "Spayed female", "5 years", "44 lb", "Medium", 19),
    ("Pickles", "A2294402", "Beagle", "Neutered male", "3 years", "27 lb", "Medium", 12),
    ("Sadie", "A2295821", "Shepherd mix", "Female", "4 months", "26 lb", "Medium", 6),
    ("Cooper", "A2296034", "Labrador Retriever mix", "Male", "1 year", "45 lb", "Medium", 3),
    ("Bean", "A2296210", "Terrier mix", "Spayed female", "2 years", "25 lb", "Medium", 1),
]


def pets_top(p: Page, favs: int, apps: int = 0) -> None:
    p.e(0, "link", "Harbor Valley Animal Shelter")
    p.e(1, "img", "Harbor Valley Animal Shelter")
    p.e(0, "navigation", "Main")
    for item in ("Adopt", "Foster", "Lost & Found", "Volunteer", "Donate"):
        p.e(1, "link", item)
    p.e(1, "link", f"\u2661 Favorites ({favs})", key="favs")
    p.e(1, "link", f"My applications ({apps} active)" if apps else "My applications", key="apps")
    p.e(1, "button", "Dana W.", "hasPopup='menu', expanded=False")


def pets_list(size: str, favs: int) -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, favs)
    p.e(0, "main", "")
    p.e(1, "heading", "Adoptable dogs")
    p.e(1, "combobox", "Species", "hasPopup='menu', expanded=False, value='Dogs'")
    p.e(1, "combobox", "Size", f"hasPopup='menu', expanded=False, {val(size)}", key="size")
    p.e(1, "combobox", "Age", "hasPopup='menu', expanded=False, value='Any age'")
    p.e(1, "checkbox", "Good with kids", "checked=False")
    p.e(1, "combobox", "Sort", "hasPopup='menu', expanded=False, value='Longest stay'")
    rows = [d for d in DOGS if size == "Any size" or d[6] == size.split(" ")[0]]
    total = 23 if size == "Any size" else len(rows)
    shown = rows[:8]
    p.t(1, f"Showing {len(shown)} of {total} dogs")
    for name, aid, breed, sex, age, wt, sz, days in shown:
        p.e(1, "article", "")
        p.e(2, "link", name, key=name)
        p.e(3, "img", f"Photo of {name}")
        p.t(2, f"{breed} · {sex} · {age} · {wt}")
        p.t(2, f"ID {aid} · {sz} · {days} days at the shelter")
        p.e(2, "button", "Remove from favorites" if name == "Juniper" else "Add to favorites", f"pressed={name == 'Juniper'}")
    if total > len(shown):
        p.e(1, "button", "Load more")
    return p.done("Adoptable dogs | Harbor Valley Animal Shelter", PETS + "/dogs" + ("" if size == "Any size" else "?size=medium"))


def pets_biscuit(favs: int, fav: bool) -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, favs)
    p.e(0, "main", "")
    p.e(1, "link", "\u2039 Back to results")
    p.e(1, "heading", "Biscuit")
    p.e(1, "img", "Biscuit, a yellow Labrador mix, sitting on grass")
    p.e(1, "table", "")
    for k, v in (("Animal ID", "A2291847"), ("Breed", "Labrador Retriever / Mix"), ("Sex", "Neutered male"),
                 ("Age", "2 years 4 months"), ("Weight", "41 lb"), ("Color", "Yellow"), ("Intake date", "02/11/2024"),
                 ("Location", "Kennel B-12, Main campus"), ("Good with dogs", "Yes"), ("Good with cats", "Unknown"),
                 ("Good with kids", "Yes (8+)"), ("House-trained", "Mostly"), ("Adoption fee", "$150")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, "Biscuit is a goofy, food-motivated boy who knows sit, down and paw. He walks nicely on a leash once the first five minutes of excitement wear off, and he would love a family that enjoys long walks and fetch.")
    p.e(1, "button", "Remove from favorites" if fav else "Add to favorites", f"pressed={fav}", key="fav")
    p.e(1, "button", "Start adoption application", key="apply")
    p.e(1, "link", "Ask about Biscuit")
    return p.done("Biscuit (A2291847) | Harbor Valley Animal Shelter", PETS + "/animals/A2291847")


def pets_form(housing: str = "Select one", landlord_phone: str = "") -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, 2)
    p.e(0, "main", "")
    p.e(1, "heading", "Adoption application: Biscuit (A2291847)")
    p.t(1, "Step 1 of 1 · Takes about 10 minutes")
    p.e(1, "textbox", "Full name *", "required, value='Dana Whitfield'")
    p.e(1, "textbox", "Email *", "required, value='dana.whitfield@proton.me'")
    p.e(1, "textbox", "Phone *", "required, value='(503) 555-0148'")
    p.e(1, "textbox", "Street address *", "required, value='2217 SE Harrison St'")
    p.e(1, "textbox", "City, State ZIP *", "required, value='Portland, OR 97214'")
    p.e(1, "combobox", "Housing *", f"required, hasPopup='menu', expanded=False, {val(housing)}", key="housing")
    if housing.startswith("Rent"):
        p.t(1, "We will contact your landlord to confirm that dogs are allowed.")
        p.e(1, "textbox", "Landlord or property manager name *", "required, value='Alder Property Group'")
        p.e(1, "textbox", "Landlord phone *", "required, " + val(landlord_phone), key="ll_phone")
    p.e(1, "textbox", "Other pets in the home", val("One 9-year-old cat (spayed, indoor)"))
    p.t(1, "Do you have a fenced yard? *")
    p.e(1, "radio", "Yes", "checked=True")
    p.e(1, "radio", "No", "checked=False")
    p.e(1, "combobox", "Hours the dog would be alone on a typical day *", "hasPopup='menu', expanded=False, value='4-6 hours'")
    p.e(1, "checkbox", "I confirm the information above is accurate", "checked=True")
    p.e(1, "button", "Submit application", key="submit")
    return p.done("Apply to adopt Biscuit | Harbor Valley Animal Shelter", PETS + "/apply/A2291847")


def pets_done() -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, 2, 1)
    p.e(0, "main", "")
    p.e(1, "heading", "Application received")
    p.t(1, "Application number: APP-2024-03817")
    p.t(1, "Animal: Biscuit (A2291847)")
    p.t(1, "Submitted: Mar 12, 2024, 10:46 AM")
    p.t(1, "Status: Received \u2014 awaiting review")
    p.e(1, "heading", "What happens next")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.t(3, "An adoption counselor will call you within 2 business days.")
    p.e(2, "listitem", "")
    p.t(3, "We will contact Alder Property Group to confirm your lease allows dogs.")
    p.e(2, "listitem", "")
    p.t(3, "If approved, you will book a meet-and-greet with Biscuit and your cat.")
    p.t(1, "Adoption fee: $150, due at adoption (includes neuter, microchip and vaccinations).")
    p.e(1, "link", "View my applications", key="view")
    return p.done("Application received | Harbor Valley Animal Shelter", PETS + "/apply/A2291847/done")


def pets_apps() -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, 2, 1)
    p.e(0, "main", "")
    p.e(1, "heading", "My applications")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Application", "Animal", "Submitted", "Status", ""):
        p.e(3, "columnheader", h)
    for app, animal, sub, status, action in (("APP-2024-03817", "Biscuit (A2291847), dog", "03/12/2024", "Received \u2014 awaiting review", "Withdraw"),
                                             ("APP-2023-11452", "Pepper (A2241095), cat", "10/27/2023", "Withdrawn 11/02/2023", "")):
        p.e(2, "row", "")
        p.e(3, "gridcell", app)
        p.e(3, "gridcell", animal)
        p.e(3, "gridcell", sub)
        p.e(3, "gridcell", status)
        p.e(3, "gridcell", "")
        if action:
            p.e(4, "button", action)
    return p.done("My applications | Harbor Valley Animal Shelter", PETS + "/account/applications")


def pets_favs() -> tuple[str, dict[str, str]]:
    p = Page(20)
    pets_top(p, 2, 1)
    p.e(0, "main", "")
    p.e(1, "heading", "Favorites")
    p.e(1, "article", "")
    p.e(2, "link", "Juniper")
    p.t(2, "German Shepherd Dog mix · Spayed female · 4 years · 68 lb · ID A2287730")
    p.t(2, "Added to favorites 03/04/2024")
    p.t(2, "Adoption pending")
    p.t(2, "Another adopter's application for Juniper is being processed. We'll email you if Juniper becomes available again.")
    p.e(2, "button", "Remove from favorites", "pressed=True")
    p.e(1, "article", "")
    p.e(2, "link", "Biscuit")
    p.t(2, "Labrador Retriever mix · Neutered male · 2 years 4 months · 41 lb · ID A2291847")
    p.t(2, "Added to favorites 03/12/2024")
    p.t(2, "Application submitted (APP-2024-03817)")
    p.e(2, "button", "Remove from favorites", "pressed=True")
    return p.done("Favorites | Harbor Valley Animal Shelter", PETS + "/account/favorites")


def t06(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = pets_list("Any size", 1)
    ids = step(tt, act("select_option", ids["size"], "Medium (25-50 lb)"), pets_list("Medium (25-50 lb)", 1))
    ids = step(tt, act("click", ids["Biscuit"]), pets_biscuit(1, False))
    ids = step(tt, act("click", ids["fav"]), pets_biscuit(2, True))
    ids = step(tt, act("click", ids["apply"]), pets_form())
    ids = step(tt, act("select_option", ids["housing"], "Rent - house"), pets_form("Rent - house"))
    ids = step(tt, act("fill", ids["ll_phone"], "(503) 555-0192"), pets_form("Rent - house", "(503) 555-0192"))
    ids = step(tt, act("click", ids["submit"]), pets_done())
    ids = step(tt, act("click", ids["view"]), pets_apps())
    step(tt, act("click", ids["favs"]), pets_favs())
    rs.add("web", "h63-web-06", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 07 OpenStreetMap (bad: postcode tag)
OSM = "http://localhost:3000"
COL_TAGS = [("addr:city", "Pittsburgh"), ("addr:housenumber", "4200"), ("addr:postcode", "15260"),
            ("addr:street", "Fifth Avenue"), ("building", "university"), ("building:levels", "42"),
            ("height", "163"), ("name", "Cathedral of Learning"), ("operator", "University of Pittsburgh"),
            ("start_date", "1937"), ("wikidata", "Q1051587"), ("wikipedia", "en:Cathedral of Learning")]
COL_V26 = [t for t in COL_TAGS if t[0] not in ("building:levels", "height")]
COL_V25 = [t for t in COL_V26 if t[0] not in ("wikidata", "start_date")]


def osm_top(p: Page, search: str = "", focused: bool = False) -> None:
    p.e(0, "link", "OpenStreetMap logo OpenStreetMap")
    p.e(1, "img", "OpenStreetMap logo")
    p.e(0, "link", "Edit")
    p.e(0, "button", "")
    for item in ("History", "Export", "GPS Traces", "User Diaries", "Communities", "Copyright", "Help", "About", "Log In", "Sign Up"):
        p.e(0, "link", item)
    p.e(0, "textbox", "Search", ("focused, " if focused else "") + "required" + (", " + val(search) if search else ""), key="q")
    p.e(0, "button", "Go", key="go")
    p.e(0, "link", "Find directions between two points")


def osm_map(p: Page) -> None:
    for b in ("Zoom In", "Zoom Out", "Show My Location", "Layers", "Legend", "Share", "Add a note to the map", "Query features"):
        p.e(0, "button" if b != "Legend" else "link", b)
    p.t(0, "50 m")
    p.t(0, "200 ft")
    p.e(0, "link", "\u00a9 OpenStreetMap contributors")
    p.e(0, "link", "\u2665 Make a Donation")
    p.e(0, "link", "Website and API terms")


def osm_home(search: str = "", focused: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p, search, focused)
    p.e(0, "heading", "Welcome to OpenStreetMap!")
    p.t(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.")
    p.t(0, "Hosting is supported by ")
    p.e(0, "link", "UCL")
    p.e(0, "link", "Fastly")
    p.e(0, "link", "Learn More")
    p.e(0, "link", "Start Mapping")
    osm_map(p)
    return p.done("OpenStreetMap", OSM + "/#map=16/40.4443/-79.9532")


def osm_results() -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p, "Cathedral of Learning")
    p.e(0, "heading", "Search Results")
    p.e(0, "link", "Close")
    p.e(0, "heading", "Results from OpenStreetMap Nominatim")
    p.e(0, "list", "")
    p.e(1, "listitem", "")
    p.t(2, "University Building ")
    p.e(2, "link", "Cathedral of Learning, 4200, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15260, United States", key="r1")
    p.e(1, "listitem", "")
    p.t(2, "Bus Stop ")
    p.e(2, "link", "Fifth Ave at Cathedral of Learning, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States")
    p.e(1, "listitem", "")
    p.t(2, "Footway ")
    p.e(2, "link", "Cathedral of Learning Lawn Path, North Oakland, Pittsburgh, Allegheny County, 15260, United States")
    p.e(0, "link", "More results")
    osm_map(p)
    return p.done("OpenStreetMap", OSM + "/search?query=Cathedral%20of%20Learning#map=17/40.44425/-79.95316")


def osm_tags(p: Page, d: int, tags: list[tuple[str, str]]) -> None:
    p.e(d, "table", "")
    for k, v in tags:
        p.e(d + 1, "row", "")
        p.e(d + 2, "cell", "")
        p.e(d + 3, "link", k)
        p.e(d + 2, "cell", v)


def osm_way(tags: list[tuple[str, str]]) -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p)
    p.e(0, "heading", "Way: Cathedral of Learning (24393442)")
    p.e(0, "link", "Close")
    p.t(0, "Version #27")
    p.t(0, "Oakland buildings: levels and heights from Pitt facilities data")
    p.t(0, "Edited about 1 year ago by ")
    p.e(0, "link", "JonBerk")
    p.e(0, "link", "Changeset #131244918", key="cs")
    p.e(0, "heading", "Tags (12)")
    osm_tags(p, 0, tags)
    p.e(0, "heading", "Nodes (68)")
    p.e(0, "list", "")
    for nid in ("263712044", "263712046", "263712049", "263712051", "263712054", "4462187720", "263712057", "263712060"):
        p.e(1, "listitem", "")
        p.e(2, "link", nid)
    p.e(0, "link", "60 more nodes")
    p.e(0, "link", "Download XML")
    p.e(0, "link", "View History", key="hist")
    osm_map(p)
    return p.done("Way: Cathedral of Learning (24393442) | OpenStreetMap", OSM + "/way/24393442")


def osm_history() -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p)
    p.e(0, "heading", "Way History: Cathedral of Learning (24393442)")
    p.e(0, "link", "Close")
    for ver, comment, when, who, cs, tags in (
            (27, "Oakland buildings: levels and heights from Pitt facilities data", "about 1 year ago", "JonBerk", "131244918", COL_TAGS),
            (26, "add wikidata and start_date", "over 2 years ago", "pitt_mapper", "114902233", COL_V26),
            (25, "Pitt campus addresses", "almost 4 years ago", "Rub21", "86532117", COL_V25)):
        p.e(0, "heading", f"Version #{ver}")
        p.t(0, comment)
        p.t(0, f"Edited {when} by ")
        p.e(0, "link", who)
        p.e(0, "link", f"Changeset #{cs}", key=f"cs{ver}")
        p.e(0, "heading", f"Tags ({len(tags)})")
        osm_tags(p, 0, tags)
    p.e(0, "link", "Download XML")
    p.e(0, "link", "View Details")
    osm_map(p)
    return p.done("Way History: Cathedral of Learning (24393442) | OpenStreetMap", OSM + "/way/24393442/history")


def osm_changeset() -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p)
    p.e(0, "heading", "Changeset: 131244918")
    p.e(0, "link", "Close")
    p.t(0, "Oakland buildings: levels and heights from Pitt facilities data")
    p.t(0, "Closed about 1 year ago by ")
    p.e(0, "link", "JonBerk")
    osm_tags(p, 0, [("created_by", "JOSM/1.5 (18622 en)"), ("source", "University of Pittsburgh Facilities Management, 2022"),
                    ("imagery_used", "PASDA Allegheny County 2017")])
    p.e(0, "heading", "Discussion")
    p.t(0, "No comments yet.")
    p.e(0, "heading", "Ways (7)")
    p.e(0, "list", "")
    for name, wid, ver in (("Cathedral of Learning", "24393442", 27), ("Heinz Memorial Chapel", "24393464", 12),
                           ("Stephen Foster Memorial", "24393487", 9), ("Thaw Hall", "24393398", 14),
                           ("Clapp Hall", "24393405", 11), ("Alumni Hall", "24393512", 8), ("Posvar Hall", "24393371", 16)):
        p.e(1, "listitem", "")
        p.e(2, "link", f"{name} ({wid})", key=f"w{wid}")
        p.t(2, f", v{ver}")
    p.e(0, "link", "Download XML")
    p.e(0, "link", "Download osmChange")
    osm_map(p)
    return p.done("Changeset: 131244918 | OpenStreetMap", OSM + "/changeset/131244918")


def osm_chapel() -> tuple[str, dict[str, str]]:
    p = Page(35)
    osm_top(p)
    p.e(0, "heading", "Way: Heinz Memorial Chapel (24393464)")
    p.e(0, "link", "Close")
    p.t(0, "Version #12")
    p.t(0, "Oakland buildings: levels and heights from Pitt facilities data")
    p.t(0, "Edited about 1 year ago by ")
    p.e(0, "link", "JonBerk")
    p.e(0, "link", "Changeset #131244918")
    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "4200"), ("addr:postcode", "15260"), ("addr:street", "Fifth Avenue"),
            ("amenity", "place_of_worship"), ("building", "church"), ("building:levels", "1"), ("height", "77"),
            ("name", "Heinz Memorial Chapel"), ("religion", "christian"), ("start_date", "1938"), ("wikidata", "Q5699947")]
    p.e(0, "heading", f"Tags ({len(tags)})")
    osm_tags(p, 0, tags)
    p.e(0, "heading", "Nodes (41)")
    p.e(0, "list", "")
    for nid in ("263712301", "263712303", "263712306", "263712310", "263712312"):
        p.e(1, "listitem", "")
        p.e(2, "link", nid)
    p.e(0, "link", "36 more nodes")
    p.e(0, "link", "Download XML")
    p.e(0, "link", "View History")
    osm_map(p)
    return p.done("Way: Heinz Memorial Chapel (24393464) | OpenStreetMap", OSM + "/way/24393464")


def t07(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = osm_home()
    ids = step(tt, act("fill", ids["q"], "Cathedral of Learning"), osm_home("Cathedral of Learning", True))
    ids = step(tt, act("click", ids["go"]), osm_results())
    ids = step(tt, act("click", ids["r1"]), osm_way(COL_TAGS))
    ids = step(tt, act("click", ids["hist"]), osm_history())
    ids = step(tt, act("click", ids["cs27"]), osm_changeset())
    ids = step(tt, act("click", ids["w24393464"]), osm_chapel())
    ids = step(tt, act("go_back"), osm_changeset())
    wrong = [(k, "15213" if k == "addr:postcode" else v) for k, v in COL_TAGS]
    step(tt, act("click", ids["w24393442"]), osm_way(wrong))
    rs.add("web", "h63-web-07", SYSTEM, tt, state=start, bad=True, turn=8,
           kind="the current (v27) Cathedral of Learning way shows addr:postcode 15213, but the same version showed 15260 at turn 3 and in its history")


# ---------------------------------------------------------------- 08 Gym class schedule (clean)
GYM = "https://members.riversidefitness.co/portal"
WEEK1 = [
    ("mon6", "Mon, Mar 11", "6:00 AM", "HIIT 45", "Marcus Bell", "Studio A", 16, 16),
    ("mon17", "Mon, Mar 11", "5:30 PM", "Spin 45", "Ana Ortiz", "Cycle Room", 20, 20),
    ("tue7", "Tue, Mar 12", "7:00 AM", "HIIT 45", "Marcus Bell", "Studio A", 14, 16),
    ("tue18", "Tue, Mar 12", "6:00 PM", "Barbell Strength", "Jordan Kim", "Studio B", 9, 12),
    ("wed12", "Wed, Mar 13", "12:15 PM", "Yoga Flow", "Priya Shah", "Studio C", 20, 20),
    ("wed18", "Wed, Mar 13", "6:30 PM", "Spin 45", "Ana Ortiz", "Cycle Room", 15, 20),
    ("thu7", "Thu, Mar 14", "7:00 AM", "HIIT 45", "Marcus Bell", "Studio A", 10, 16),
    ("thu18", "Thu, Mar 14", "6:30 PM", "Spin 45", "Ana Ortiz", "Cycle Room", 17, 20),
    ("fri12", "Fri, Mar 15", "12:15 PM", "Yoga Flow", "Priya Shah", "Studio C", 12, 20),
    ("sat9", "Sat, Mar 16", "9:00 AM", "Bootcamp", "Marcus Bell", "Studio A", 11, 24),
    ("sun10", "Sun, Mar 17", "10:00 AM", "Restorative Yoga", "Priya Shah", "Studio C", 8, 20),
]
WEEK2 = [
    ("mon7b", "Mon, Mar 18", "7:00 AM", "HIIT 45", "Marcus Bell", "Studio A", 11, 16),
    ("mon17b", "Mon, Mar 18", "5:30 PM", "Spin 45", "Ana Ortiz", "Cycle Room", 9, 20),
    ("tue7b", "Tue, Mar 19", "7:00 AM", "HIIT 45", "Marcus Bell", "Studio A", 6, 16),
    ("wed12b", "Wed, Mar 20", "12:15 PM", "Yoga Flow", "Priya Shah", "Studio C", 14, 20),
    ("wed18b", "Wed, Mar 20", "6:30 PM", "Spin 45", "Luis Ferreira (sub)", "Cycle Room", 5, 20),
    ("thu18b", "Thu, Mar 21", "6:30 PM", "Spin 45", "Ana Ortiz", "Cycle Room", 7, 20),
    ("sat9b", "Sat, Mar 23", "9:00 AM", "Bootcamp", "Marcus Bell", "Studio A", 4, 24),
    ("sun10b", "Sun, Mar 24", "10:00 AM", "Restorative Yoga", "Priya Shah", "Studio C", 3, 20),
]


def gym_top(p: Page, credits: int, nbook: int, now: str) -> None:
    p.e(0, "link", "Riverside Fitness")
    p.e(1, "img", "Riverside Fitness")
    p.e(0, "navigation", "")
    p.e(1, "link", "Schedule", key="schedule")
    p.e(1, "link", f"My bookings ({nbook})", key="bookings")
    p.e(1, "link", "Account", key="account")
    p.t(0, f"Theo Marsh \u00b7 {credits} class credits")
    p.t(0, f"Mon, Mar 11, 2024 {now} PM")


def gym_sched(week: int, st: dict[str, Any], dialog: str = "", alert: str = "") -> tuple[str, dict[str, str]]:
    p = Page(300)
    gym_top(p, st["credits"], len(st["mine"]), st["now"])
    p.e(0, "main", "")
    p.e(1, "heading", "Class schedule")
    p.e(1, "button", "\u2039 Previous week", "disabled=True" if week == 1 else "", key="prev")
    p.t(1, "Mar 11 \u2013 Mar 17, 2024" if week == 1 else "Mar 18 \u2013 Mar 24, 2024")
    p.e(1, "button", "Next week \u203a", key="next")
    if alert:
        p.e(1, "status", "")
        p.t(2, alert)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Time", "Class", "Instructor", "Room", "Spots", ""):
        p.e(3, "columnheader", h)
    for key, day, tm, cls, coach, room, taken, cap in (WEEK1 if week == 1 else WEEK2):
        taken = st["spots"].get(key, taken)
        p.e(2, "row", "")
        for c in (day, tm, cls, coach, room):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", f"{taken}/{cap}" + (f" \u00b7 waitlist {st['wait'][key]}" if key in st["wait"] else ""))
        p.e(3, "gridcell", "")
        if key in ("mon6", "mon17"):
            p.t(4, "Ended")
        elif key in st["mine"]:
            p.t(4, "Booked \u2713")
        elif taken >= cap:
            p.e(4, "button", "Join waitlist")
        else:
            p.e(4, "button", "Book", key="book_" + key)
    if dialog:
        row = next(r for r in WEEK1 + WEEK2 if r[0] == dialog)
        p.e(0, "dialog", "Confirm booking", "modal=True")
        p.e(1, "heading", "Confirm booking")
        p.t(1, f"Book {row[3]} with {row[4]} on {row[1]} at {row[2]}?")
        p.t(1, f"This uses 1 class credit. You have {st['credits']}.")
        p.t(1, "Cancel at least 12 hours before the class starts to get your credit back.")
        p.e(1, "button", "Confirm", key="confirm")
        p.e(1, "button", "Cancel")
    return p.done("Class schedule | Riverside Fitness", GYM + "/schedule" + ("" if week == 1 else "?week=2024-03-18"))


def gym_bookings(st: dict[str, Any], dialog: str = "", alert: str = "") -> tuple[str, dict[str, str]]:
    p = Page(300)
    gym_top(p, st["credits"], len(st["mine"]), st["now"])
    p.e(0, "main", "")
    p.e(1, "heading", "My bookings")
    if alert:
        p.e(1, "status", "")
        p.t(2, alert)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Time", "Class", "Instructor", "Room", ""):
        p.e(3, "columnheader", h)
    rows = {r[0]: r for r in WEEK1 + WEEK2}
    for key in st["mine"]:
        _k, day, tm, cls, coach, room, _t, _c = rows[key]
        p.e(2, "row", "")
        for c in (day, tm, cls, coach, room):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        p.e(4, "button", "Cancel", key="cancel_" + key)
    p.t(1, "Cancel at least 12 hours before the class starts to get your credit back.")
    if dialog:
        row = rows[dialog]
        p.e(0, "dialog", "Cancel booking", "modal=True")
        p.t(1, f"Cancel {row[3]} on {row[1]} at {row[2]}? Your credit will be returned.")
        p.e(1, "button", "Yes, cancel", key="yes")
        p.e(1, "button", "Keep booking")
    return p.done("My bookings | Riverside Fitness", GYM + "/bookings")


def gym_account(now: str) -> tuple[str, dict[str, str]]:
    p = Page(300)
    gym_top(p, 7, 3, now)
    p.e(0, "main", "")
    p.e(1, "heading", "Account")
    p.t(1, "Membership: 10-Class Pack")
    p.t(1, "Purchased: Mar 8, 2024 \u00b7 Expires: Jun 8, 2024")
    p.t(1, "Credits remaining: 7 of 10")
    p.e(1, "heading", "Credit history")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Description", "Change", "Balance"):
        p.e(3, "columnheader", h)
    for d, desc, ch, bal in (("Mar 8, 2024", "Purchased 10-Class Pack ($180.00)", "+10", "10"),
                             ("Mar 8, 2024", "Booked HIIT 45, Tue Mar 12 7:00 AM", "\u22121", "9"),
                             ("Mar 9, 2024", "Booked Yoga Flow, Wed Mar 13 12:15 PM", "\u22121", "8"),
                             ("Mar 11, 2024", "Booked Spin 45, Thu Mar 14 6:30 PM", "\u22121", "7"),
                             ("Mar 11, 2024", "Cancelled Yoga Flow, Wed Mar 13 12:15 PM (refund)", "+1", "8"),
                             ("Mar 11, 2024", "Booked HIIT 45, Mon Mar 18 7:00 AM", "\u22121", "7")):
        p.e(2, "row", "")
        for c in (d, desc, ch, bal):
            p.e(3, "gridcell", c)
    p.e(1, "button", "Buy more credits")
    return p.done("Account | Riverside Fitness", GYM + "/account")


def t08(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    st: dict[str, Any] = {"credits": 8, "mine": ["tue7", "wed12"], "spots": {}, "wait": {"wed12": 2}, "now": "8:05"}
    start, ids = gym_sched(1, st)
    ids = step(tt, act("click", ids["book_thu18"]), gym_sched(1, st, dialog="thu18"))
    st.update(credits=7, mine=["tue7", "wed12", "thu18"], spots={"thu18": 19}, now="8:06")
    ids = step(tt, act("click", ids["confirm"]), gym_sched(1, st, alert="You're booked: Spin 45, Thu, Mar 14 at 6:30 PM."))
    ids = step(tt, act("click", ids["bookings"]), gym_bookings(st))
    ids = step(tt, act("click", ids["cancel_wed12"]), gym_bookings(st, dialog="wed12"))
    st.update(credits=8, mine=["tue7", "thu18"], now="8:07")
    ids = step(tt, act("click", ids["yes"]), gym_bookings(st, alert="Booking cancelled. 1 credit was returned to your account."))
    st.update(spots={"thu18": 20, "tue18": 10}, wait={"wed12": 1}, now="8:08")
    ids = step(tt, act("click", ids["schedule"]), gym_sched(1, st))
    ids = step(tt, act("click", ids["next"]), gym_sched(2, st))
    ids = step(tt, act("click", ids["book_mon7b"]), gym_sched(2, st, dialog="mon7b"))
    st.update(credits=7, mine=["tue7", "thu18", "mon7b"], spots=dict(st["spots"], mon7b=12), now="8:09")
    ids = step(tt, act("click", ids["confirm"]), gym_sched(2, st, alert="You're booked: HIIT 45, Mon, Mar 18 at 7:00 AM."))
    ids = step(tt, act("click", ids["account"]), gym_account("8:10"))
    st["now"] = "8:11"
    step(tt, act("click", ids["bookings"]), gym_bookings(st))
    rs.add("web", "h63-web-08", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 09 Hotel booking (clean)
BK = "https://www.booking.com"
HOTELS = {
    "pessoa": ("Lisboa Pessoa Hotel", "Chiado, Lisbon", "9.1", "Superb", "2,874", "0.4 km from centre", 204),
    "alegria": ("Hotel Alegria Baixa", "Baixa, Lisbon", "8.4", "Very Good", "1,936", "0.2 km from centre", 89),
    "memmo": ("Memmo Alfama", "Alfama, Lisbon", "9.2", "Superb", "3,410", "0.8 km from centre", 247),
    "lostinn": ("Lost Inn Lisbon", "Bairro Alto, Lisbon", "8.7", "Excellent", "5,122", "0.6 km from centre", 57),
    "sana": ("Sana Metropolitan", "Avenidas Novas, Lisbon", "8.3", "Very Good", "4,007", "3.1 km from centre", 106),
    "flor": ("Residencial Florescente", "Restauradores, Lisbon", "7.9", "Good", "2,318", "0.5 km from centre", 73),
    "duque": ("Hostel Duque da Terra", "Mouraria, Lisbon", "8.0", "Very Good", "1,207", "1.1 km from centre", 32),
    "goodm": ("Goodmorning Solo Traveller Hostel", "Restauradores, Lisbon", "9.0", "Superb", "6,388", "0.6 km from centre", 38),
}


def bk_top(p: Page) -> None:
    p.e(0, "link", "Booking.com")
    p.e(0, "button", "Prices in Euro", "hasPopup='dialog'")
    p.e(0, "button", "Language: English (UK)")
    p.e(0, "link", "List your property")
    p.e(0, "button", "Your account: Marta Kowalska, Genius Level 2", "hasPopup='menu', expanded=False")
    p.e(0, "navigation", "")
    for item in ("Stays", "Flights", "Car rental", "Attractions", "Airport taxis"):
        p.e(1, "link", item)


def bk_form(p: Page, dest: str, cin: str, cout: str) -> None:
    p.e(1, "combobox", "Where are you going?", f"autocomplete='list', hasPopup='listbox', expanded=False, {val(dest)}", key="dest")
    p.e(1, "textbox", "Check-in date", val(cin), key="cin")
    p.e(1, "textbox", "Check-out date", val(cout), key="cout")
    p.e(1, "button", "2 adults \u00b7 0 children \u00b7 1 room", "hasPopup='dialog'")
    p.e(1, "button", "Search", key="search")


def bk_home(dest: str = "", cin: str = "", cout: str = "") -> tuple[str, dict[str, str]]:
    p = Page(50)
    bk_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Find your next stay")
    p.t(1, "Search deals on hotels, homes, and much more...")
    bk_form(p, dest, cin, cout)
    p.e(1, "checkbox", "I'm travelling for work", "checked=False")
    p.e(1, "heading", "Offers")
    p.t(1, "Promotions, deals and special offers for you")
    p.e(1, "link", "Find Late Escape Deals")
    p.e(1, "heading", "Your recent searches")
    p.e(1, "link", "Porto, 21 Jun-24 Jun, 2 adults")
    return p.done("Booking.com | Official site | The best hotels, flights, car rentals & accommodations", BK + "/index.en-gb.html")


def bk_results(order: list[str], sort: str, menu: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(50)
    bk_top(p)
    p.e(0, "main", "")
    bk_form(p, "Lisbon", "Thu 9 May 2024", "Sun 12 May 2024")
    p.e(1, "heading", "Lisbon: 1,284 properties found")
    p.e(1, "button", f"Sort by: {sort}", f"hasPopup='listbox', expanded={menu}", key="sort")
    if menu:
        p.e(2, "listbox", "")
        for o in ("Our top picks", "Homes & apartments first", "Price (lowest first)", "Price (highest first)",
                  "Best reviewed & lowest price", "Property rating (high to low)", "Distance from city centre"):
            p.e(3, "option", o, f"selected={o == sort}", key="opt_" + o)
    for k in order:
        name, area, score, label, reviews, dist, night = HOTELS[k]
        p.e(1, "article", "")
        p.e(2, "link", name, key=k)
        p.e(2, "link", area)
        p.t(2, dist)
        p.t(2, f"Scored {score}")
        p.t(2, label)
        p.t(2, f"{reviews} reviews")
        p.t(2, "3 nights, 2 adults")
        p.t(2, f"\u20ac{night * 3}")
        p.t(2, "+\u20ac12 taxes and charges")
        p.e(2, "link", "See availability")
    p.e(1, "navigation", "Pagination")
    for n in ("1", "2", "3", "...", "43"):
        p.e(2, "button", n)
    return p.done("Booking.com : Hotels in Lisbon . Book your hotel now!",
                  BK + "/searchresults.en-gb.html?ss=Lisbon&checkin=2024-05-09&checkout=2024-05-12&group_adults=2&no_rooms=1"
                  + ("&order=price" if sort.startswith("Price") else ""))


ROOMS = [("double", "Double Room with City View", 2, 89, "Free cancellation before 6 May 2024"),
         ("twin", "Superior Twin Room", 2, 104, "Free cancellation before 6 May 2024"),
         ("family", "Family Room with Balcony", 4, 143, "Non-refundable")]


def bk_hotel(nights: int, pick: int = 0, cout_field: str | None = None) -> tuple[str, dict[str, str]]:
    p = Page(50)
    bk_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Hotel Alegria Baixa")
    p.t(1, "Rua dos Douradores 154, Baixa, 1100-207 Lisbon, Portugal")
    p.t(1, "Scored 8.4 \u00b7 Very Good \u00b7 1,936 reviews")
    p.t(1, "Most popular facilities: Free WiFi \u00b7 Non-smoking rooms \u00b7 24-hour front desk \u00b7 Elevator \u00b7 Very good breakfast")
    p.e(1, "heading", "Availability")
    cout = "Sun 12 May 2024" if nights == 3 else "Mon 13 May 2024"
    p.e(1, "textbox", "Check-in date", val("Thu 9 May 2024"))
    p.e(1, "textbox", "Check-out date", val(cout_field if cout_field is not None else cout), key="cout")
    p.e(1, "button", "Apply changes", key="apply")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Room type", "Number of guests", f"Price for {nights} nights", "Your choices", "Select rooms"):
        p.e(3, "columnheader", h)
    for k, name, guests, night, cancel in ROOMS:
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "link", name)
        p.e(3, "gridcell", f"Max. people: {guests}")
        p.e(3, "gridcell", f"\u20ac{night * nights}")
        p.t(4, f"+\u20ac{2 * min(guests, 2) * nights} taxes and charges")
        p.e(3, "gridcell", cancel)
        p.e(3, "gridcell", "")
        chosen = "1" if (pick and k == "double") else "0"
        p.e(4, "combobox", "Select rooms", f"hasPopup='menu', expanded=False, value={chosen!r}", key="sel_" + k)
    if pick:
        p.t(1, "1 room for")
        p.t(1, f"\u20ac{89 * nights}")
        p.t(1, f"+\u20ac{4 * nights} taxes and charges")
    p.e(1, "button", "I'll reserve", "" if pick else "disabled=True", key="reserve")
    p.t(1, "You won't be charged yet")
    p.e(1, "heading", "Guest reviews")
    p.t(1, "Staff 9.0 \u00b7 Facilities 8.1 \u00b7 Cleanliness 8.7 \u00b7 Comfort 8.3 \u00b7 Value for money 8.2 \u00b7 Location 9.6")
    return p.done("Hotel Alegria Baixa, Lisbon \u2013 Updated 2024 Prices",
                  BK + f"/hotel/pt/alegria-baixa.en-gb.html?checkin=2024-05-09&checkout=2024-05-{12 if nights == 3 else 13}")


def bk_details() -> tuple[str, dict[str, str]]:
    p = Page(50)
    p.e(0, "link", "Booking.com")
    p.e(0, "list", "")
    for s in ("Your selection", "Your details", "Final step"):
        p.e(1, "listitem", s)
    p.e(0, "main", "")
    p.e(1, "heading", "Hotel Alegria Baixa")
    p.t(1, "Rua dos Douradores 154, Baixa, 1100-207 Lisbon, Portugal")
    p.e(1, "heading", "Your booking details")
    p.t(1, "Check-in")
    p.t(1, "Thu 9 May 2024")
    p.t(1, "14:00 \u2013 23:00")
    p.t(1, "Check-out")
    p.t(1, "Mon 13 May 2024")
    p.t(1, "Until 11:00")
    p.t(1, "Total length of stay:")
    p.t(1, "4 nights")
    p.t(1, "You selected")
    p.t(1, "1 room for 2 adults")
    p.t(1, "1 x Double Room with City View")
    p.e(1, "link", "Change your selection")
    p.e(1, "heading", "Your price summary")
    p.t(1, "Price")
    p.t(1, "\u20ac356")
    p.t(1, "+\u20ac16 taxes and charges")
    p.t(1, "Excluded charges: City tax \u20ac2 per person per night")
    p.t(1, "Total \u20ac372")
    p.t(1, "Free cancellation before 6 May 2024")
    p.e(1, "heading", "Enter your details")
    p.e(1, "textbox", "First name *", "required, value='Marta'")
    p.e(1, "textbox", "Last name *", "required, value='Kowalska'")
    p.e(1, "textbox", "Email address *", "required, value='marta.kowalska@poczta.onet.pl'")
    p.e(1, "combobox", "Country/region *", "hasPopup='menu', expanded=False, value='Poland'")
    p.e(1, "textbox", "Telephone (mobile number preferred) *", "required, value='+48 601 234 877'")
    p.e(1, "button", "Next: Final details \u203a")
    return p.done("Booking.com: Your details", BK + "/book.html?hotel_id=2281904&stage=1")


def t09(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = bk_home()
    ids = step(tt, act("fill", ids["dest"], "Lisbon"), bk_home("Lisbon"))
    ids = step(tt, act("fill", ids["cin"], "Thu 9 May 2024"), bk_home("Lisbon", "Thu 9 May 2024"))
    ids = step(tt, act("fill", ids["cout"], "Sun 12 May 2024"), bk_home("Lisbon", "Thu 9 May 2024", "Sun 12 May 2024"))
    top = ["pessoa", "alegria", "memmo", "lostinn", "sana", "flor"]
    ids = step(tt, act("click", ids["search"]), bk_results(top, "Our top picks"))
    ids = step(tt, act("click", ids["sort"]), bk_results(top, "Our top picks", menu=True))
    cheap = ["duque", "goodm", "lostinn", "flor", "alegria", "sana"]
    ids = step(tt, act("click", ids["opt_Price (lowest first)"]), bk_results(cheap, "Price (lowest first)"))
    ids = step(tt, act("click", ids["alegria"]), bk_hotel(3))
    ids = step(tt, act("select_option", ids["sel_double"], "1"), bk_hotel(3, pick=1))
    ids = step(tt, act("fill", ids["cout"], "Mon 13 May 2024"), bk_hotel(3, pick=1, cout_field="Mon 13 May 2024"))
    ids = step(tt, act("click", ids["apply"]), bk_hotel(4))
    ids = step(tt, act("select_option", ids["sel_double"], "1"), bk_hotel(4, pick=1))
    step(tt, act("click", ids["reserve"]), bk_details())
    rs.add("web", "h63-web-09", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 10 Municipal parking permits (clean)
PARK = "https://permits.fairhaven.gov/parking"


def park_top(p: Page) -> None:
    p.e(0, "link", "City of Fairhaven")
    p.e(1, "img", "City of Fairhaven seal")
    p.t(0, "Residential Parking Permits")
    p.e(0, "navigation", "")
    for item in ("Dashboard", "Vehicles", "Guest passes", "Payment history", "Help"):
        p.e(1, "link", item, key="nav_" + item)
    p.e(0, "button", "Priya Nandakumar", "hasPopup='menu', expanded=False")


def park_dash(st: dict[str, Any], msg: str = "") -> tuple[str, dict[str, str]]:
    p = Page(70)
    park_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Dashboard")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.t(1, "Permit address: 418 Alder St, Apt 2 \u00b7 Zone 4 (Eastbank)")
    p.e(1, "heading", "Vehicles")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Plate", "State", "Vehicle", "Color", ""):
        p.e(3, "columnheader", h)
    for key, (plate, state, veh, color) in st["vehicles"].items():
        p.e(2, "row", "")
        for c in (plate, state, veh, color):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        p.e(4, "button", "Edit", key="edit_" + key)
        p.e(4, "button", "Remove")
    p.e(1, "button", "Add vehicle")
    p.e(1, "heading", "Permits")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Permit", "Plate", "Type", "Valid", "Status", ""):
        p.e(3, "columnheader", h)
    for pid, vkey, ptype, valid, status in st["permits"]:
        p.e(2, "row", "")
        p.e(3, "gridcell", pid)
        p.e(3, "gridcell", st["vehicles"][vkey][0])
        p.e(3, "gridcell", ptype)
        p.e(3, "gridcell", valid)
        p.e(3, "gridcell", status)
        p.e(3, "gridcell", "")
        if status.startswith("Expires soon"):
            p.e(4, "button", "Renew", key="renew_" + pid)
        p.e(4, "link", "View")
    p.e(1, "heading", "Guest passes")
    p.t(1, "12 of 20 day passes used in 2024")
    p.e(1, "link", "Buy guest passes")
    return p.done("Dashboard \u2013 Residential Parking Permits \u2013 City of Fairhaven", PARK + "/dashboard")


def park_vehicle(plate: str) -> tuple[str, dict[str, str]]:
    p = Page(70)
    park_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Edit vehicle")
    p.t(1, "Linked permit: RPP-4-018234")
    p.e(1, "textbox", "License plate *", "required, " + val(plate), key="plate")
    p.e(1, "combobox", "State *", "hasPopup='menu', expanded=False, value='CA'")
    p.e(1, "textbox", "Make *", "required, value='Subaru'")
    p.e(1, "textbox", "Model *", "required, value='Outback'")
    p.e(1, "textbox", "Year *", "required, value='2021'")
    p.e(1, "textbox", "Color", "value='Autumn Green'")
    p.t(1, "If your plate number changed, upload the new registration within 30 days.")
    p.e(1, "button", "Upload registration (PDF or JPG)")
    p.e(1, "button", "Save vehicle", key="save")
    p.e(1, "link", "Cancel")
    return p.done("Edit vehicle \u2013 Residential Parking Permits \u2013 City of Fairhaven", PARK + "/vehicles/v-55231/edit")


def park_renew() -> tuple[str, dict[str, str]]:
    p = Page(70)
    park_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Renew permit RPP-4-018234")
    p.t(1, "Vehicle: 2021 Subaru Outback \u00b7 9BDX905 (CA)")
    p.t(1, "Zone 4 (Eastbank) \u00b7 Resident, second vehicle")
    p.t(1, "New permit period: 04/01/2024 \u2013 03/31/2025")
    p.e(1, "table", "")
    for k, v in (("Permit fee (second vehicle)", "$72.00"), ("Online processing fee", "$2.50"), ("Total due", "$74.50")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, "Pay with: Visa \u2022\u2022\u2022\u2022 6621 (exp 09/26)")
    p.e(1, "link", "Use a different card")
    p.e(1, "button", "Pay $74.50", key="pay")
    return p.done("Renew permit \u2013 Residential Parking Permits \u2013 City of Fairhaven", PARK + "/permits/RPP-4-018234/renew")


def park_receipt() -> tuple[str, dict[str, str]]:
    p = Page(70)
    park_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Payment received")
    p.e(1, "table", "")
    for k, v in (("Transaction", "FH-PRK-2024-0312-55871"), ("Date", "03/12/2024 2:18 PM"), ("Amount", "$74.50"),
                 ("Card", "Visa \u2022\u2022\u2022\u2022 6621"), ("Permit", "RPP-4-018234"), ("Plate", "9BDX905 (CA)"),
                 ("Valid", "04/01/2024 \u2013 03/31/2025")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, "Your permit is virtual: enforcement officers check your plate, so there is no sticker to display.")
    p.e(1, "link", "Back to dashboard", key="back")
    p.e(1, "button", "Email receipt")
    return p.done("Payment received \u2013 Residential Parking Permits \u2013 City of Fairhaven", PARK + "/payments/FH-PRK-2024-0312-55871")


def park_guest(n: str = "1") -> tuple[str, dict[str, str]]:
    p = Page(70)
    park_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Guest passes")
    p.t(1, "Day passes let a visitor park in Zone 4 from 6:00 AM to 11:59 PM on one date. $3.00 each, 20 per household per year.")
    p.t(1, "Used in 2024: 12 of 20 \u00b7 Remaining: 8")
    p.e(1, "textbox", "Guest plate", "value=''")
    p.e(1, "textbox", "First date", "value='03/16/2024'")
    p.e(1, "spinbutton", "Number of consecutive days", f"valuemin=1, valuemax=8, {val(n)}", key="n")
    p.t(1, f"Total: ${3 * int(n)}.00")
    p.e(1, "button", f"Buy {n} pass" + ("es" if n != "1" else ""), key="buy")
    p.e(1, "heading", "Recent guest passes")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Guest plate", "Pass"):
        p.e(3, "columnheader", h)
    for d, plate, gp in (("03/02/2024", "6TRW118", "GP-4-77120"), ("02/24/2024", "6TRW118", "GP-4-76433"),
                         ("02/10/2024", "4MHC907", "GP-4-75981"), ("01/27/2024", "8ZZL240", "GP-4-75102")):
        p.e(2, "row", "")
        for c in (d, plate, gp):
            p.e(3, "gridcell", c)
    return p.done("Guest passes \u2013 Residential Parking Permits \u2013 City of Fairhaven", PARK + "/guest-passes")


def t10(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    st: dict[str, Any] = {
        "vehicles": {"v1": ("7KQM214", "CA", "2017 Honda Fit", "Silver"), "v2": ("8BDX905", "CA", "2021 Subaru Outback", "Autumn Green")},
        "permits": [("RPP-4-018233", "v1", "Resident", "07/01/2023 \u2013 06/30/2024", "Active"),
                    ("RPP-4-018234", "v2", "Resident (2nd vehicle)", "04/01/2023 \u2013 03/31/2024", "Expires soon \u2013 renewal open")]}
    start, ids = park_dash(st)
    ids = step(tt, act("click", ids["edit_v2"]), park_vehicle("8BDX905"))
    ids = step(tt, act("fill", ids["plate"], "9BDX905"), park_vehicle("9BDX905"))
    st["vehicles"]["v2"] = ("9BDX905", "CA", "2021 Subaru Outback", "Autumn Green")
    ids = step(tt, act("click", ids["save"]), park_dash(st, "Vehicle updated. Permit RPP-4-018234 is now linked to plate 9BDX905."))
    ids = step(tt, act("click", ids["renew_RPP-4-018234"]), park_renew())
    ids = step(tt, act("click", ids["pay"]), park_receipt())
    st["permits"][1] = ("RPP-4-018234", "v2", "Resident (2nd vehicle)", "04/01/2024 \u2013 03/31/2025", "Active (renewed 03/12/2024)")
    ids = step(tt, act("click", ids["back"]), park_dash(st))
    ids = step(tt, act("click", ids["nav_Guest passes"]), park_guest())
    step(tt, act("fill", ids["n"], "2"), park_guest("2"))
    rs.add("web", "h63-web-10", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 11 Wikipedia via Kiwix (bad: founding date)
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/"


def wiki_top(p: Page, search: str = "") -> None:
    p.e(0, "link", "Go to welcome page")
    p.e(1, "button", "\U0001f3e0")
    p.e(0, "link", "Go to the main page of 'Wikipedia'")
    p.e(1, "button", "Wikipedia")
    p.e(0, "textbox", "Search 'Wikipedia'", "required" + (", " + val(search) if search else ""), key="q")
    p.e(0, "link", "Go to a randomly selected page")
    p.e(1, "button", "\U0001f3b2")


def wiki_pgh(founded: str, anchor: str = "") -> tuple[str, dict[str, str]]:
    p = Page(10)
    wiki_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Pittsburgh")
    p.t(1, "Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of Allegheny County. It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-most populous city in the U.S. with a population of 302,971 as of the 2020 census.")
    p.e(1, "table", "")
    for k, v in (("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"),
                 ("Founded", founded), ("Incorporated (borough)", "April 22, 1794"), ("Incorporated (city)", "March 18, 1816"),
                 ("Named for", "William Pitt, 1st Earl of Chatham"), ("Mayor", "Ed Gainey (D)"),
                 ("Area \u2022 City", "58.35 sq mi (151.12 km2)"), ("\u2022 Land", "55.38 sq mi (143.42 km2)"),
                 ("\u2022 Water", "2.97 sq mi (7.70 km2)"), ("Highest elevation", "1,370 ft (420 m)"),
                 ("Lowest elevation", "710 ft (220 m)"), ("Population (2020) \u2022 City", "302,971"),
                 ("\u2022 Rank", "68th in the United States 2nd in Pennsylvania"), ("\u2022 Density", "5,471/sq mi (2,112/km2)"),
                 ("\u2022 Urban", "1,745,039 (US: 27th)"), ("\u2022 Metro", "2,370,930 (US: 26th)"), ("Demonym", "Pittsburgher"),
                 ("Time zone", "UTC\u22125 (EST)"), ("ZIP Codes", "152XX"), ("Area codes", "412, 878"),
                 ("FIPS code", "42-61000"), ("Website", "pittsburghpa.gov")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "heading", "Contents")
    p.e(1, "list", "")
    for i, sec in enumerate(("History", "Geography", "Demographics", "Economy", "Culture", "Sports", "Government and politics",
                             "Education", "Transportation", "Notable people"), 1):
        p.e(2, "listitem", "")
        p.e(3, "link", f"{i} {sec}", key="toc_" + sec)
    p.e(1, "heading", "History")
    p.t(1, "The area of the headwaters of the Ohio River was inhabited by the Shawnee and several other settled groups of Native Americans. The French built ")
    p.e(1, "link", "Fort Duquesne", key="duquesne")
    p.t(1, " in 1754 at the confluence of the Allegheny and Monongahela rivers. During the French and Indian War, the Forbes Expedition under British General John Forbes forced the French to abandon the fort, and the British built ")
    p.e(1, "link", "Fort Pitt")
    p.t(1, " on the site, naming it after Secretary of State William Pitt. The village that grew around the fort became known as Pittsburgh.")
    p.e(1, "heading", "Demographics")
    p.e(1, "table", "Historical population")
    p.e(2, "row", "")
    for h in ("Census", "Pop.", "%\u00b1"):
        p.e(3, "columnheader", h)
    for yr, pop, ch in (("1800", "1,565", "\u2014"), ("1850", "46,601", "\u2014"), ("1900", "321,616", "35.9%"),
                        ("1950", "676,806", "0.8%"), ("1970", "520,117", "\u221213.9%"), ("2000", "334,563", "\u22129.6%"),
                        ("2010", "305,704", "\u22128.6%"), ("2020", "302,971", "\u22120.9%")):
        p.e(2, "row", "")
        for c in (yr, pop, ch):
            p.e(3, "gridcell", c)
    p.t(1, "As of the 2020 census, there were 302,971 people and 140,489 households in the city. The racial makeup was 62.7% White, 22.8% Black or African American and 6.4% Asian; Hispanic or Latino residents of any race were 3.2% of the population.")
    p.e(1, "link", "Allegheny County", key="county")
    return p.done("Pittsburgh", WIKI + "Pittsburgh" + anchor)


def wiki_duquesne() -> tuple[str, dict[str, str]]:
    p = Page(10)
    wiki_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Fort Duquesne")
    p.t(1, "Fort Duquesne (French: Fort Duquesne) was a fort established by the French in 1754, at the confluence of the Allegheny and Monongahela rivers. It was later taken over by the British, and later the Americans, and developed as Pittsburgh in the U.S. state of Pennsylvania.")
    p.e(1, "table", "")
    for k, v in (("Type", "Fort"), ("Built", "1754"), ("Built by", "New France"), ("In use", "1754\u20131758"),
                 ("Materials", "Earth, logs"), ("Demolished", "November 24, 1758"), ("Battles/wars", "French and Indian War")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "heading", "British capture")
    p.t(1, "As the Forbes Expedition approached, the outnumbered French garrison under Fran\u00e7ois-Marie Le Marchand de Lignery blew up the fort's magazine and burned the works on November 24, 1758. Forbes's advance guard occupied the smoking ruins on November 25, 1758, and the British soon began building a much larger fortification nearby, ")
    p.e(1, "link", "Fort Pitt", key="pitt")
    p.t(1, ".")
    p.e(1, "heading", "Legacy")
    p.t(1, "The outline of Fort Duquesne is marked with paving stones in Point State Park.")
    return p.done("Fort Duquesne", WIKI + "Fort_Duquesne")


def wiki_fortpitt() -> tuple[str, dict[str, str]]:
    p = Page(10)
    wiki_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Fort Pitt (Pennsylvania)")
    p.t(1, "Fort Pitt was a fort built by the British between 1759 and 1761 during the French and Indian War at the site of Fort Duquesne, at the confluence of the Allegheny and Monongahela rivers (the source of the Ohio River) in western Pennsylvania. It was named after William Pitt the Elder.")
    p.e(1, "table", "")
    for k, v in (("Type", "Fort"), ("Built", "1759\u20131761"), ("Built by", "British Army"), ("In use", "1761\u20131792"),
                 ("Battles/wars", "Pontiac's War (Siege of Fort Pitt, 1763)")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "heading", "Siege of Fort Pitt")
    p.t(1, "In June 1763, during Pontiac's War, Native American warriors besieged the fort; the siege was lifted after the Battle of Bushy Run in August 1763.")
    p.e(1, "heading", "Today")
    p.t(1, "The Fort Pitt Blockhouse, built in 1764, is the oldest extant structure in Western Pennsylvania. The Fort Pitt Museum stands in Point State Park.")
    return p.done("Fort Pitt (Pennsylvania)", WIKI + "Fort_Pitt_(Pennsylvania)")


def wiki_county(search: str = "") -> tuple[str, dict[str, str]]:
    p = Page(10)
    wiki_top(p, search)
    p.e(0, "main", "")
    p.e(1, "heading", "Allegheny County, Pennsylvania")
    p.t(1, "Allegheny County is a county in the southwestern part of the U.S. state of Pennsylvania. As of the 2020 census the population was 1,250,578, making it the state's second-most populous county, after Philadelphia County. Its county seat is Pittsburgh.")
    p.e(1, "table", "")
    for k, v in (("Founded", "September 24, 1788"), ("Named for", "Allegheny River"), ("Seat", "Pittsburgh"),
                 ("Largest city", "Pittsburgh"), ("Area \u2022 Total", "745 sq mi (1,930 km2)"),
                 ("Population (2020)", "1,250,578"), ("\u2022 Density", "1,676/sq mi (647/km2)"),
                 ("Time zone", "UTC\u22125 (Eastern)"), ("Congressional districts", "12th, 17th"), ("Website", "www.alleghenycounty.us")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "heading", "History")
    p.t(1, "Allegheny County was created on September 24, 1788, from parts of Washington and Westmoreland counties. Pittsburgh was incorporated as a borough in 1794 and as a city in 1816.")
    return p.done("Allegheny County, Pennsylvania", WIKI + "Allegheny_County,_Pennsylvania")


def t11(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = wiki_pgh("November 27, 1758")
    ids = step(tt, act("click", ids["duquesne"]), wiki_duquesne())
    ids = step(tt, act("click", ids["pitt"]), wiki_fortpitt())
    ids = step(tt, act("go_back"), wiki_duquesne())
    ids = step(tt, act("go_back"), wiki_pgh("November 27, 1758"))
    ids = step(tt, act("click", ids["toc_Demographics"]), wiki_pgh("November 25, 1758", "#Demographics"))  # truth Nov 27
    ids = step(tt, act("click", ids["county"]), wiki_county())
    step(tt, act("fill", ids["q"], "Pittsburgh population"), wiki_county("Pittsburgh population"))
    rs.add("web", "h63-web-11", SYSTEM, tt, state=start, bad=True, turn=5,
           kind="jumping to #Demographics on the same Pittsburgh article shows the infobox 'Founded' as November 25, 1758 instead of November 27, 1758 shown at the start and at turn 4")


# ---------------------------------------------------------------- 12 Co-working desk booking (bad: desk renamed back)
CW = "https://book.thefoundrycowork.eu"
DESKS = [("D-10", "Window \u00b7 24\" monitor"), ("D-11", "Window \u00b7 24\" monitor"), ("D-12", "Sit-stand \u00b7 27\" monitor"),
         ("D-13", "Sit-stand"), ("D-14", "Window \u00b7 sit-stand \u00b7 27\" monitor"), ("D-15", "Quiet zone"),
         ("D-16", "Quiet zone \u00b7 dual 24\" monitors"), ("D-17", "Quiet zone"), ("D-18", "Next to phone booths")]


def cw_top(p: Page, passes: int) -> None:
    p.e(0, "link", "The Foundry Cowork")
    p.e(0, "navigation", "")
    for item in ("Floor plan", "My bookings", "Passes", "Meeting rooms"):
        p.e(1, "link", item, key="nav_" + item)
    p.t(0, f"Day passes: {passes}")
    p.e(0, "button", "Sanne de Vries", "hasPopup='menu', expanded=False")


def cw_floor(status: dict[str, str], passes: int, panel: str = "", end: str = "17:00") -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, passes)
    p.e(0, "main", "")
    p.e(1, "heading", "Floor 3 \u00b7 Hot desks")
    p.e(1, "combobox", "Date", "hasPopup='menu', expanded=False, value='Thu 14 Mar 2024'")
    p.e(1, "combobox", "Floor", "hasPopup='menu', expanded=False, value='Floor 3'")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Desk", "Features", "Status", ""):
        p.e(3, "columnheader", h)
    for desk, feat in DESKS:
        s = status[desk]
        p.e(2, "row", "")
        p.e(3, "gridcell", desk)
        p.e(3, "gridcell", feat)
        p.e(3, "gridcell", s)
        p.e(3, "gridcell", "")
        if s == "Available":
            p.e(4, "button", "Book", key="book_" + desk)
    if panel:
        feat = dict(DESKS)[panel]
        p.e(0, "dialog", f"Book {panel}", "modal=True")
        p.e(1, "heading", f"Book desk {panel}")
        p.t(1, f"{feat} \u00b7 Floor 3")
        p.t(1, "Thu 14 Mar 2024")
        p.e(1, "combobox", "From", "hasPopup='menu', expanded=False, value='09:00'")
        p.e(1, "combobox", "Until", f"hasPopup='menu', expanded=False, {val(end)}", key="until")
        p.t(1, f"Uses 1 day pass \u00b7 you have {passes}")
        p.e(1, "button", "Confirm booking", key="confirm")
        p.e(1, "button", "Cancel")
    return p.done("Floor plan \u00b7 The Foundry Cowork", CW + "/floor/3?date=2024-03-14")


def cw_confirm() -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, 5)
    p.e(0, "main", "")
    p.e(1, "heading", "Booking confirmed")
    p.e(1, "table", "")
    for k, v in (("Reference", "FD-88213"), ("Desk", "D-14 \u00b7 Window \u00b7 sit-stand \u00b7 27\" monitor"), ("Floor", "3"),
                 ("Date", "Thu 14 Mar 2024"), ("Time", "09:00 \u2013 18:00"), ("Passes used", "1 (5 left)")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, "Check in at reception or scan the QR code on the desk by 10:30, or the desk is released.")
    p.e(1, "link", "Add to calendar (.ics)")
    p.e(1, "link", "Go to My bookings", key="mine")
    return p.done("Booking confirmed \u00b7 The Foundry Cowork", CW + "/bookings/FD-88213/confirmed")


def cw_mine(desk: str, msg: str = "") -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, 5)
    p.e(0, "main", "")
    p.e(1, "heading", "My bookings")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Reference", "What", "When", ""):
        p.e(3, "columnheader", h)
    for ref, what, when in (("FD-88213", f"Desk {desk} \u00b7 Floor 3", "Thu 14 Mar 2024, 09:00 \u2013 18:00"),
                            ("FD-87940", "Meeting room Orion (6 seats) \u00b7 Floor 2", "Fri 15 Mar 2024, 10:00 \u2013 11:00")):
        p.e(2, "row", "")
        p.e(3, "gridcell", ref)
        p.e(3, "gridcell", what)
        p.e(3, "gridcell", when)
        p.e(3, "gridcell", "")
        p.e(4, "button", "Change", key="change_" + ref)
        p.e(4, "button", "Cancel")
    p.e(1, "link", "Past bookings")
    return p.done("My bookings \u00b7 The Foundry Cowork", CW + "/bookings")


def cw_edit(desk: str) -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, 5)
    p.e(0, "main", "")
    p.e(1, "heading", "Change booking FD-88213")
    p.e(1, "combobox", "Date", "hasPopup='menu', expanded=False, value='Thu 14 Mar 2024'")
    p.e(1, "combobox", "From", "hasPopup='menu', expanded=False, value='09:00'")
    p.e(1, "combobox", "Until", "hasPopup='menu', expanded=False, value='18:00'")
    p.e(1, "combobox", "Desk", f"hasPopup='menu', expanded=False, {val(desk)}", key="desk")
    p.t(1, "Desks free for this slot: D-13, D-14 (current), D-16, D-17")
    p.t(1, "Changing the desk on the same day does not use another pass.")
    p.e(1, "button", "Save changes", key="save")
    p.e(1, "link", "Back")
    return p.done("Change booking \u00b7 The Foundry Cowork", CW + "/bookings/FD-88213/edit")


def cw_passes() -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, 5)
    p.e(0, "main", "")
    p.e(1, "heading", "Passes")
    p.t(1, "Day passes left: 5 \u00b7 Meeting-room hours this month: 3 of 4 left")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Description", "Change", "Balance"):
        p.e(3, "columnheader", h)
    for d, desc, ch, bal in (("19 Feb 2024 11:02", "Purchased 10-day pack (\u20ac170.00)", "+10", "10"),
                             ("21 Feb 2024 08:51", "Desk booking FD-86102 (Thu 22 Feb)", "\u22121", "9"),
                             ("27 Feb 2024 17:30", "Desk booking FD-86655 (Wed 28 Feb)", "\u22121", "8"),
                             ("4 Mar 2024 09:12", "Desk booking FD-87201 (Tue 5 Mar)", "\u22121", "7"),
                             ("7 Mar 2024 18:44", "Desk booking FD-87519 (Fri 8 Mar)", "\u22121", "6"),
                             ("11 Mar 2024 14:22", "Desk booking FD-88213 (Thu 14 Mar)", "\u22121", "5")):
        p.e(2, "row", "")
        for c in (d, desc, ch, bal):
            p.e(3, "gridcell", c)
    p.e(1, "link", "Buy passes", key="buy")
    return p.done("Passes \u00b7 The Foundry Cowork", CW + "/passes")


def cw_buy() -> tuple[str, dict[str, str]]:
    p = Page(400)
    cw_top(p, 5)
    p.e(0, "main", "")
    p.e(1, "heading", "Buy passes")
    p.t(1, "Current balance: 5 day passes")
    for name, price, note in (("1 day pass", "\u20ac22.00", ""), ("5-day pack", "\u20ac95.00", "\u20ac19.00 per day"),
                              ("10-day pack", "\u20ac170.00", "\u20ac17.00 per day \u00b7 valid 6 months")):
        p.e(1, "radio", f"{name} \u2013 {price}", "checked=False")
        if note:
            p.t(1, note)
    p.e(1, "button", "Continue to payment", "disabled=True")
    return p.done("Buy passes \u00b7 The Foundry Cowork", CW + "/passes/buy")


def t12(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    status = {"D-10": "Booked (Amira K.)", "D-11": "Available", "D-12": "Booked (Luc\u00eda M.)", "D-13": "Available",
              "D-14": "Available", "D-15": "Booked (Ravi S.)", "D-16": "Available", "D-17": "Available",
              "D-18": "Unavailable (maintenance)"}
    start, ids = cw_floor(status, 6)
    ids = step(tt, act("click", ids["book_D-14"]), cw_floor(status, 6, panel="D-14"))
    ids = step(tt, act("select_option", ids["until"], "18:00"), cw_floor(status, 6, panel="D-14", end="18:00"))
    ids = step(tt, act("click", ids["confirm"]), cw_confirm())
    ids = step(tt, act("click", ids["mine"]), cw_mine("D-14"))
    ids = step(tt, act("click", ids["change_FD-88213"]), cw_edit("D-14"))
    ids = step(tt, act("select_option", ids["desk"], "D-16"), cw_edit("D-16"))
    ids = step(tt, act("click", ids["save"]), cw_mine("D-16", "Booking FD-88213 updated: now desk D-16."))
    status.update({"D-14": "Available", "D-16": "Booked by you", "D-11": "Booked (Jonas P.)"})
    ids = step(tt, act("click", ids["nav_Floor plan"]), cw_floor(status, 5))
    ids = step(tt, act("click", ids["nav_My bookings"]), cw_mine("D-14"))  # truth: D-16
    ids = step(tt, act("click", ids["nav_Passes"]), cw_passes())
    step(tt, act("click", ids["buy"]), cw_buy())
    rs.add("web", "h63-web-12", SYSTEM, tt, state=start, bad=True, turn=9,
           kind="My bookings lists FD-88213 as desk D-14 again, though it was changed to D-16 at turn 7 and the floor plan at turn 8 shows D-16 booked by you")


# ---------------------------------------------------------------- 13 Car rental (clean)
HZ = "https://www.hertz.com/rentacar/reservation"
CARS = {
    "suv": ("Standard SUV", "Toyota RAV4 or similar", "5 seats \u00b7 3 bags \u00b7 Automatic", 62.99),
    "mid": ("Midsize", "Toyota Corolla or similar", "5 seats \u00b7 2 bags \u00b7 Automatic", 47.99),
    "full": ("Full-size", "Chevrolet Malibu or similar", "5 seats \u00b7 2 bags \u00b7 Automatic", 52.49),
    "comp": ("Compact", "Nissan Versa or similar", "5 seats \u00b7 1 bag \u00b7 Automatic", 44.49),
    "eco": ("Economy", "Kia Rio or similar", "4 seats \u00b7 1 bag \u00b7 Automatic", 41.99),
    "van": ("Minivan", "Chrysler Pacifica or similar", "7 seats \u00b7 3 bags \u00b7 Automatic", 89.99),
}
EXTRAS = [("seat", "Child Safety Seat", 13.99), ("gps", "NeverLost\u00ae GPS", 14.99), ("driver", "Additional Driver", 13.50),
          ("ldw", "Loss Damage Waiver", 32.99)]
DAYS = 4


def cents(x: float) -> float:
    return float(int(x * 100 + 0.5)) / 100


def hz_sum(extras: list[str], promo: bool) -> list[tuple[str, float]]:
    base = cents(47.99 * DAYS)
    rows = [("Base rate: 4 days x $47.99", base)]
    disc = cents(base * 0.15) if promo else 0.0
    if promo:
        rows.append(("Promo SPRING15 (15% off base rate)", -disc))
    ext = 0.0
    for k, name, day in EXTRAS:
        if k in extras:
            amt = cents(day * DAYS)
            ext += amt
            rows.append((f"{name}: 4 days x ${day:.2f}", amt))
    taxable = cents(base - disc + ext)
    crf = cents(taxable * 0.1111)
    cfc = 24.00
    tax = cents((taxable + crf) * 0.0831)
    rows += [("Concession Recovery Fee (11.11%)", crf), ("Customer Facility Charge ($6.00/day)", cfc), ("Sales tax (8.31%)", tax)]
    rows.append(("Estimated total", cents(taxable + crf + cfc + tax)))
    return rows


def hz_top(p: Page) -> None:
    p.e(0, "link", "Hertz")
    p.e(1, "img", "Hertz logo")
    p.e(0, "navigation", "")
    for item in ("Reservations", "Deals", "Vehicles", "Locations", "Gold Plus Rewards"):
        p.e(1, "link", item)
    p.e(0, "button", "Hi, Daniel", "hasPopup='menu', expanded=False")


def hz_itin(p: Page) -> None:
    p.e(1, "region", "Your itinerary")
    p.t(2, "Pick-up: Denver International Airport (DEN) \u00b7 Thu, Apr 18, 2024 10:00 AM")
    p.t(2, "Return: Denver International Airport (DEN) \u00b7 Mon, Apr 22, 2024 10:00 AM")
    p.e(2, "link", "Modify")


def hz_start() -> tuple[str, dict[str, str]]:
    p = Page(120)
    hz_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Reserve a car")
    p.e(1, "combobox", "Pick-up location", "autocomplete='list', hasPopup='listbox', expanded=False, value='Denver International Airport (DEN)'")
    p.e(1, "checkbox", "Return to a different location", "checked=False")
    p.e(1, "textbox", "Pick-up date", "value='04/18/2024'")
    p.e(1, "combobox", "Pick-up time", "hasPopup='menu', expanded=False, value='10:00 AM'")
    p.e(1, "textbox", "Return date", "value='04/22/2024'")
    p.e(1, "combobox", "Return time", "hasPopup='menu', expanded=False, value='10:00 AM'")
    p.e(1, "combobox", "Driver's age", "hasPopup='menu', expanded=False, value='25+'")
    p.e(1, "textbox", "Discount code (CDP)", "value=''")
    p.e(1, "button", "View Vehicles", key="view")
    return p.done("Car Rental: Reserve a car | Hertz", HZ + "/")


def hz_list(order: list[str], sort: str) -> tuple[str, dict[str, str]]:
    p = Page(120)
    hz_top(p)
    p.e(0, "main", "")
    hz_itin(p)
    p.e(1, "heading", "Choose a vehicle")
    p.t(1, "6 vehicles available")
    p.e(1, "combobox", "Sort by", f"hasPopup='menu', expanded=False, {val(sort)}", key="sort")
    for k in order:
        cls, model, spec, day = CARS[k]
        p.e(1, "article", "")
        p.e(2, "heading", cls)
        p.t(2, model)
        p.t(2, spec)
        p.t(2, f"${day:.2f}/day")
        p.t(2, f"${cents(day * DAYS):.2f} base rate for 4 days")
        p.t(2, "Pay Later \u00b7 free cancellation")
        p.e(2, "button", f"Select {cls}", key="sel_" + k)
    return p.done("Choose a vehicle | Hertz", HZ + "/vehicles" + ("" if sort == "Recommended" else "?sort=price_asc"))


def hz_summary(p: Page, extras: list[str], promo: bool) -> None:
    p.e(1, "complementary", "Price summary")
    p.e(2, "heading", "Midsize \u00b7 Toyota Corolla or similar")
    p.e(2, "table", "")
    for label, amt in hz_sum(extras, promo):
        p.e(3, "row", "")
        p.e(4, "rowheader", label)
        p.e(4, "gridcell", ("\u2212" if amt < 0 else "") + money(abs(amt)))


def hz_extras(extras: list[str], promo: bool, code: str = "", applied: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(120)
    hz_top(p)
    p.e(0, "main", "")
    hz_itin(p)
    p.e(1, "heading", "Add extras")
    for k, name, day in EXTRAS:
        p.e(1, "group", name)
        p.t(2, f"${day:.2f}/day")
        p.e(2, "button", "Remove" if k in extras else "Add", key="x_" + k)
        if k in extras:
            p.t(2, "Added")
    p.e(1, "textbox", "Promo code", val(code), key="code")
    p.e(1, "button", "Apply", key="apply")
    if applied:
        p.e(1, "status", "")
        p.t(2, "Promo code SPRING15 applied: 15% off the base rate.")
    hz_summary(p, extras, promo)
    p.e(1, "button", "Continue to Review & Book", key="cont")
    return p.done("Add extras | Hertz", HZ + "/extras")


def hz_review(email: str = "") -> tuple[str, dict[str, str]]:
    p = Page(120)
    hz_top(p)
    p.e(0, "main", "")
    hz_itin(p)
    p.e(1, "heading", "Review & Book")
    p.e(1, "textbox", "First name *", "required, value='Daniel'")
    p.e(1, "textbox", "Last name *", "required, value='Okafor'")
    p.e(1, "textbox", "Email *", "required, " + val(email), key="email")
    p.e(1, "textbox", "Phone *", "required, value='(720) 555-0177'")
    p.e(1, "textbox", "Gold Plus Rewards number", "value='48213377'")
    p.e(1, "textbox", "Flight number (optional)", "value='UA 1184'")
    p.e(1, "radio", "Pay Later at the counter", "checked=True")
    p.e(1, "radio", "Pay Now and save", "checked=False")
    p.e(1, "checkbox", "I agree to the rental qualifications and terms", "checked=True")
    hz_summary(p, ["seat"], True)
    p.e(1, "button", "Book Now", key="book")
    return p.done("Review & Book | Hertz", HZ + "/review")


def hz_conf(manage: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(120)
    hz_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Manage your reservation" if manage else "Your reservation is confirmed")
    p.t(1, "Confirmation number: K4271893650")
    if manage:
        p.t(1, "Status: Confirmed \u00b7 Pay Later")
    else:
        p.t(1, "A confirmation was sent to daniel.okafor@fastmail.com")
    hz_itin(p)
    p.t(1, "Vehicle: Midsize \u00b7 Toyota Corolla or similar")
    p.t(1, "Extras: Child Safety Seat")
    p.t(1, "Driver: Daniel Okafor \u00b7 Gold Plus Rewards 48213377 \u00b7 Flight UA 1184")
    hz_summary(p, ["seat"], True)
    if manage:
        p.e(1, "button", "Modify reservation")
        p.e(1, "button", "Cancel reservation")
    else:
        p.e(1, "link", "Manage reservation", key="manage")
        p.e(1, "button", "Print")
    return p.done("Reservation confirmed | Hertz" if not manage else "Manage reservation | Hertz",
                  HZ + ("/manage?conf=K4271893650" if manage else "/confirmation"))


def t13(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = hz_start()
    rec = ["suv", "mid", "full", "comp", "eco", "van"]
    ids = step(tt, act("click", ids["view"]), hz_list(rec, "Recommended"))
    cheap = sorted(CARS, key=lambda k: CARS[k][3])
    ids = step(tt, act("select_option", ids["sort"], "Price: Low to High"), hz_list(cheap, "Price: Low to High"))
    ids = step(tt, act("click", ids["sel_mid"]), hz_extras([], False))
    ids = step(tt, act("click", ids["x_seat"]), hz_extras(["seat"], False))
    ids = step(tt, act("click", ids["x_gps"]), hz_extras(["seat", "gps"], False))
    ids = step(tt, act("click", ids["x_gps"]), hz_extras(["seat"], False))
    ids = step(tt, act("fill", ids["code"], "SPRING15"), hz_extras(["seat"], False, "SPRING15"))
    ids = step(tt, act("click", ids["apply"]), hz_extras(["seat"], True, "SPRING15", applied=True))
    ids = step(tt, act("click", ids["cont"]), hz_review())
    ids = step(tt, act("fill", ids["email"], "daniel.okafor@fastmail.com"), hz_review("daniel.okafor@fastmail.com"))
    ids = step(tt, act("click", ids["book"]), hz_conf())
    step(tt, act("click", ids["manage"]), hz_conf(manage=True))
    rs.add("web", "h63-web-13", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 14 University course registration (bad: registered course missing)
REG = "https://reg.lakeshore.edu/StudentRegistrationSsb/ssb"
CS_SECTIONS = [
    ("CS 2110", "Object-Oriented Programming and Data Structures", "001", "40102", 3, "MWF 11:15 AM-12:05 PM", "Keller Hall 110", "Halvorsen, Kirsten", "37 of 300 remaining"),
    ("CS 3110", "Data Structures and Functional Programming", "001", "40188", 4, "TR 10:10-11:25 AM", "Ostrander Hall G01", "Obi, Nnamdi", "FULL: 0 of 220 \u00b7 Waitlist 12 of 50"),
    ("CS 3410", "Computer System Organization and Programming", "001", "40213", 4, "MWF 10:10-11:00 AM", "Hollister Hall B14", "Weatherby, Hal", "12 of 120 remaining"),
    ("CS 3410", "Computer System Organization and Programming", "002", "40214", 4, "TR 1:25-2:40 PM", "Olin Hall 155", "Sato, Akiko", "FULL: 0 of 60 \u00b7 Waitlist 4 of 20"),
    ("CS 4410", "Operating Systems", "001", "40287", 4, "MW 2:55-4:10 PM", "Ostrander Hall 114", "Agarwal, Rohan", "18 of 150 remaining"),
]
ENGL = ("Academic Writing II", "ENGL 2100, 004", 3, "81402", "Lecture", "MW 1:25-2:40 PM", "Rand Hall 203", "Pike, Marisol")
CS3410 = ("Computer System Organization and Programming", "CS 3410, 001", 4, "40213", "Lecture", "MWF 10:10-11:00 AM", "Hollister Hall B14", "Weatherby, Hal")
MATH = ("Linear Algebra for Engineers", "MATH 2940, 001", 4, "52118", "Lecture", "MWF 9:05-9:55 AM", "Malott Hall 251", "Lindqvist, Eva")


def reg_top(p: Page, tab: str) -> None:
    p.e(0, "link", "Lakeshore State University")
    p.e(0, "button", "Jordan Avery", "hasPopup='menu', expanded=False")
    p.e(0, "navigation", "breadcrumb")
    for c in ("Student", "Registration", "Select a Term", "Register for Classes"):
        p.e(1, "link", c)
    p.e(0, "heading", "Register for Classes")
    p.t(0, "Term: Fall 2024")
    p.e(0, "tablist", "")
    for t in ("Find Classes", "Enter CRNs", "Plans", "Schedule and Options"):
        p.e(1, "tab", t, f"selected={t == tab}", key="tab_" + t)


def reg_summary(p: Page, rows: list[tuple[Any, str, str]], msg: str = "") -> None:
    p.e(0, "region", "Summary")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Title", "Details", "Hours", "CRN", "Schedule Type", "Status", "Action"):
        p.e(3, "columnheader", h)
    for c, status, action in rows:
        p.e(2, "row", "")
        for v in (c[0], c[1], str(c[2]), c[3], c[4], status):
            p.e(3, "gridcell", v)
        p.e(3, "gridcell", "")
        p.e(4, "combobox", "Action", f"hasPopup='menu', expanded=False, {val(action)}")
    reg = sum(c[2] for c, s, _a in rows if s == "Registered")
    p.t(1, f"Total Hours | Registered: {reg} | Billing: {reg} | CEU: 0 | Min: 12 | Max: 19")
    p.e(1, "button", "Submit", key="submit")


def reg_find(subject: str, rows: list[tuple[Any, str, str]]) -> tuple[str, dict[str, str]]:
    p = Page(600)
    reg_top(p, "Find Classes")
    p.e(0, "main", "")
    p.e(1, "combobox", "Subject", f"hasPopup='listbox', expanded=False, {val(subject)}", key="subject")
    p.e(1, "textbox", "Course Number", "value=''")
    p.e(1, "textbox", "Keyword", "value=''")
    p.e(1, "button", "Search", key="search")
    p.e(1, "button", "Clear")
    p.e(1, "link", "Advanced Search")
    reg_summary(p, rows)
    return p.done("Register for Classes", REG + "/classRegistration/classRegistration")


def reg_results(rows: list[tuple[Any, str, str]]) -> tuple[str, dict[str, str]]:
    p = Page(600)
    reg_top(p, "Find Classes")
    p.e(0, "main", "")
    p.t(1, "Search Results \u2014 5 Classes")
    p.t(1, "Term: Fall 2024 Subject: Computer Science")
    p.e(1, "button", "Search Again", key="again")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Title", "Subject Description", "Course Number", "Section", "Hours", "CRN", "Meeting Times", "Instructor", "Status", ""):
        p.e(3, "columnheader", h)
    pending = {c[3] for c, _s, _a in rows}
    for code, title, sec, crn, hrs, when, room, who, seats in CS_SECTIONS:
        p.e(2, "row", "")
        for v in (title, "Computer Science", code.split()[1], sec, str(hrs), crn, f"{when} \u00b7 {room}", who, seats):
            p.e(3, "gridcell", v)
        p.e(3, "gridcell", "")
        if crn not in pending and not seats.startswith("FULL"):
            p.e(4, "button", "Add", key="add_" + crn)
        elif crn in pending:
            p.t(4, "Added")
    reg_summary(p, rows)
    return p.done("Register for Classes", REG + "/classRegistration/classRegistration")


def reg_crn(rows: list[tuple[Any, str, str]], crn: str = "") -> tuple[str, dict[str, str]]:
    p = Page(600)
    reg_top(p, "Enter CRNs")
    p.e(0, "main", "")
    p.t(1, "Enter Course Reference Numbers (CRNs) to Register")
    p.e(1, "textbox", "CRN", val(crn), key="crn")
    if crn == "52118":
        p.t(1, "Linear Algebra for Engineers \u00b7 MATH 2940, 001 \u00b7 4 hours")
    p.e(1, "button", "+ Add Another CRN")
    p.e(1, "button", "Add to Summary", key="add")
    reg_summary(p, rows)
    return p.done("Register for Classes", REG + "/classRegistration/classRegistration")


def reg_sched(courses: list[Any]) -> tuple[str, dict[str, str]]:
    p = Page(600)
    reg_top(p, "Schedule and Options")
    p.e(0, "main", "")
    p.e(1, "heading", "Class Schedule for Fall 2024")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Class", "CRN", "Hours", "Meeting Times", "Location", "Instructor", "Status"):
        p.e(3, "columnheader", h)
    for c in courses:
        p.e(2, "row", "")
        for v in (f"{c[1]} \u00b7 {c[0]}", c[3], str(c[2]), c[5], c[6], c[7], "Registered"):
            p.e(3, "gridcell", v)
    p.t(1, f"Total Hours: {sum(c[2] for c in courses)}")
    p.e(1, "link", "View Registration Information", key="info")
    p.e(1, "button", "Print")
    return p.done("Register for Classes", REG + "/classRegistration/classRegistration")


def reg_info() -> tuple[str, dict[str, str]]:
    p = Page(600)
    p.e(0, "link", "Lakeshore State University")
    p.e(0, "heading", "View Registration Information")
    p.t(0, "Term: Fall 2024")
    p.e(0, "table", "")
    p.e(1, "row", "")
    for h in ("Title", "Details", "Hours", "CRN", "Registration Status", "Status Date"):
        p.e(2, "columnheader", h)
    for c, d in ((ENGL, "03/27/2024"), (CS3410, "04/02/2024"), (MATH, "04/02/2024")):
        p.e(1, "row", "")
        for v in (c[0], c[1], str(c[2]), c[3], "**Web Registered**", d):
            p.e(2, "gridcell", v)
    p.t(0, "Total Hours | Registered: 11 | Billing: 11 | CEU: 0 | Min: 12 | Max: 19")
    return p.done("View Registration Information", REG + "/registrationHistory/registrationHistory")


def t14(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    rows: list[tuple[Any, str, str]] = [(ENGL, "Registered", "None")]
    start, ids = reg_find("", rows)
    ids = step(tt, act("select_option", ids["subject"], "Computer Science"), reg_find("Computer Science", rows))
    ids = step(tt, act("click", ids["search"]), reg_results(rows))
    rows = rows + [(CS3410, "Pending", "Web Registered")]
    ids = step(tt, act("click", ids["add_40213"]), reg_results(rows))
    ids = step(tt, act("click", ids["tab_Enter CRNs"]), reg_crn(rows))
    ids = step(tt, act("fill", ids["crn"], "52118"), reg_crn(rows, "52118"))
    rows = rows + [(MATH, "Pending", "Web Registered")]
    ids = step(tt, act("click", ids["add"]), reg_crn(rows))
    done = [(ENGL, "Registered", "None"), (CS3410, "Registered", "None"), (MATH, "Registered", "None")]
    p = Page(600)
    reg_top(p, "Enter CRNs")
    p.e(0, "main", "")
    p.t(1, "Enter Course Reference Numbers (CRNs) to Register")
    p.e(1, "textbox", "CRN", "value=''")
    p.e(1, "button", "+ Add Another CRN")
    p.e(1, "button", "Add to Summary")
    reg_summary(p, done, "Save Successful")
    ids = step(tt, act("click", ids["submit"]), p.done("Register for Classes", REG + "/classRegistration/classRegistration"))
    ids = step(tt, act("click", ids["tab_Schedule and Options"]), reg_sched([ENGL, CS3410]))  # truth: MATH 2940 too
    step(tt, act("click", ids["info"]), reg_info())
    rs.add("web", "h63-web-14", SYSTEM, tt, state=start, bad=True, turn=8,
           kind="the Fall 2024 schedule omits MATH 2940 (CRN 52118), which turn 7 showed as Registered, and totals 7 hours instead of 11")


# ---------------------------------------------------------------- 15 Recipe sharing site (clean)
AR = "https://www.allrecipes.com"
INGR = [(2, "tablespoons olive oil"), (1, "medium onion, diced"), (1, "red bell pepper, seeded and diced"),
        (3, "cloves garlic, minced"), (1, "teaspoon smoked paprika"), (1, "teaspoon ground cumin"),
        (0.25, "teaspoon red pepper flakes"), (1, "(28 ounce) can whole peeled tomatoes"), (6, "large eggs"),
        (0.25, "cup crumbled feta cheese"), (2, "tablespoons chopped fresh parsley")]


def frac(x: float) -> str:
    whole, rest = int(x), x - int(x)
    part = {0.25: "\u00bc", 0.5: "\u00bd", 0.75: "\u00be"}.get(round(rest, 2), "")
    return (str(whole) if whole else "") + part


def ar_top(p: Page, search: str = "", focused: bool = False) -> None:
    p.e(0, "link", "Allrecipes")
    p.e(0, "search", "")
    p.e(1, "searchbox", "Find a recipe or ingredient", ("focused, " if focused else "") + val(search), key="q")
    p.e(1, "button", "Search", key="go")
    p.e(0, "navigation", "")
    for item in ("Dinners", "Meals", "Ingredients", "Occasions", "Cuisines", "Kitchen Tips"):
        p.e(1, "link", item)
    p.e(0, "link", "My Account (Nadia)")


def ar_home(search: str = "") -> tuple[str, dict[str, str]]:
    p = Page(30)
    ar_top(p, search, bool(search))
    p.e(0, "main", "")
    p.e(1, "heading", "The Allrecipes Allstars")
    for t in ("Our 25 Best Weeknight Pasta Recipes", "15 Spring Salads That Are Anything But Boring", "How to Make Perfect Hard-Boiled Eggs"):
        p.e(1, "link", t)
    return p.done("Allrecipes | Recipes, How-Tos, Videos and More", AR + "/")


def ar_results() -> tuple[str, dict[str, str]]:
    p = Page(30)
    ar_top(p, "shakshuka")
    p.e(0, "main", "")
    p.e(1, "heading", "shakshuka")
    p.t(1, "34 results")
    for name, rating, n, key in (("Shakshuka", "4.7", "1,204", "classic"), ("Easy Shakshuka", "4.6", "212", "easy"),
                                 ("Green Shakshuka", "4.5", "187", "green"), ("Shakshuka with Chickpeas and Spinach", "4.4", "63", "chick"),
                                 ("Sheet Pan Shakshuka", "4.3", "41", "sheet")):
        p.e(1, "article", "")
        p.e(2, "link", name, key=key)
        p.t(2, f"{rating} out of 5 stars")
        p.t(2, f"{n} Ratings")
    return p.done("shakshuka Search Results | Allrecipes", AR + "/search?q=shakshuka")


def ar_recipe(st: dict[str, Any]) -> tuple[str, dict[str, str]]:
    p = Page(30)
    ar_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Easy Shakshuka")
    p.t(1, f"{st['rating']} out of 5 stars")
    p.e(1, "link", f"{st['n']} Ratings")
    p.t(1, "41 Photos")
    p.t(1, "Submitted by Lena R. \u00b7 Updated on January 19, 2024")
    p.e(1, "button", "Saved" if st["saved"] else "Save", f"pressed={st['saved']}", key="save")
    p.t(1, f"{st['saves']:,} saves")
    p.e(1, "button", "Rate & review", key="rate")
    p.t(1, "Prep Time: 10 mins \u00b7 Cook Time: 25 mins \u00b7 Total Time: 35 mins")
    p.t(1, f"Servings: {4 * st['scale']}")
    p.e(1, "heading", "Ingredients")
    for s in (1, 2):
        lbl = "1x" if s == 1 else "2x"
        p.e(1, "button", lbl, f"pressed={st['scale'] == s}", key="x" + str(s))
    p.e(1, "button", "\u00bdx", "pressed=False")
    p.t(1, "Original recipe (1X) yields 4 servings" + ("" if st["scale"] == 1 else " \u00b7 2X yields 8 servings"))
    p.e(1, "list", "")
    for q, what in INGR:
        qq = q * st["scale"]
        if what.startswith("(28"):
            what2 = what.replace("can ", "cans ") if qq > 1 else what
        elif qq > 1 and what.startswith("medium onion"):
            what2 = "medium onions, diced"
        elif qq > 1 and what.startswith("red bell pepper"):
            what2 = "red bell peppers, seeded and diced"
        elif qq > 1 and what.startswith("teaspoon "):
            what2 = "teaspoons " + what[len("teaspoon "):]
        else:
            what2 = what
        p.e(2, "listitem", f"{frac(qq)} {what2}")
    p.e(1, "heading", "Directions")
    for i, d in enumerate(("Heat olive oil in a large skillet over medium heat. Cook onion and bell pepper until soft, about 6 minutes.",
                           "Stir in garlic, paprika, cumin and red pepper flakes; cook 1 minute. Add tomatoes, crushing them with a spoon, and simmer until thickened, about 10 minutes.",
                           "Make wells in the sauce and crack in the eggs. Cover and cook until whites are set, 5 to 8 minutes.",
                           "Sprinkle with feta and parsley and serve with crusty bread."), 1):
        p.t(1, f"Step {i}")
        p.t(1, d)
    p.e(1, "heading", "Nutrition Facts (per serving)")
    p.t(1, "248 Calories \u00b7 16g Fat \u00b7 14g Carbs \u00b7 13g Protein")
    p.e(1, "heading", f"Reviews ({st['n']})")
    if st["mine"]:
        p.e(1, "article", "Your review")
        p.t(2, "Nadia K. \u00b7 4 out of 5 stars \u00b7 03/12/2024")
        p.t(2, st["mine"])
        p.e(2, "button", "Edit")
        p.e(2, "button", "Delete", key="delete")
    if st.get("msg"):
        p.e(1, "status", "")
        p.t(2, st["msg"])
    for who, stars, date, text in (("Hank", "5", "02/28/2024", "Made this for a lazy Sunday brunch. I added a pinch of cinnamon and it was perfect."),
                                   ("Marisol", "4", "02/11/2024", "Great base recipe. I needed about 5 extra minutes for the sauce to thicken."),
                                   ("Ben T.", "5", "01/30/2024", "Doubled it in a 14-inch pan for six people, worked great.")):
        p.e(1, "article", "")
        p.t(2, f"{who} \u00b7 {stars} out of 5 stars \u00b7 {date}")
        p.t(2, text)
        p.e(2, "button", "Helpful")
    if st.get("modal"):
        m = st["modal"]
        p.e(0, "dialog", "Easy Shakshuka", "modal=True")
        p.e(1, "heading", "Easy Shakshuka")
        p.t(1, "My Rating (required)")
        for s in range(1, 6):
            p.e(1, "radio", f"{s} star" + ("s" if s > 1 else ""), f"checked={m['stars'] == s}", key=f"star{s}")
        p.e(1, "textbox", "My Review (optional)", val(m["text"]), key="text")
        p.e(1, "button", "Submit", "" if m["stars"] else "disabled=True", key="submit")
        p.e(1, "button", "Cancel")
    return p.done("Easy Shakshuka Recipe", AR + "/recipe/274108/easy-shakshuka/")


def t15(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = ar_home()
    ids = step(tt, act("fill", ids["q"], "shakshuka"), ar_home("shakshuka"))
    ids = step(tt, act("keyboard_press", "Enter"), ar_results())
    st: dict[str, Any] = {"rating": "4.6", "n": 212, "saved": False, "saves": 1031, "scale": 1, "mine": ""}
    ids = step(tt, act("click", ids["easy"]), ar_recipe(st))
    st["scale"] = 2
    ids = step(tt, act("click", ids["x2"]), ar_recipe(st))
    st.update(saved=True, saves=1032)
    ids = step(tt, act("click", ids["save"]), ar_recipe(st))
    st["modal"] = {"stars": 0, "text": ""}
    ids = step(tt, act("click", ids["rate"]), ar_recipe(st))
    st["modal"] = {"stars": 4, "text": ""}
    ids = step(tt, act("click", ids["star4"]), ar_recipe(st))
    review = "Doubled it for friends. Great flavor, but I'd use a little less cumin next time."
    st["modal"] = {"stars": 4, "text": review}
    ids = step(tt, act("fill", ids["text"], review), ar_recipe(st))
    st.update(modal=None, n=213, mine=review, msg="Thanks! Your review was posted.")
    ids = step(tt, act("click", ids["submit"]), ar_recipe(st))
    st.update(n=212, mine="", msg="Your review was deleted.")
    step(tt, act("click", ids["delete"]), ar_recipe(st))
    rs.add("web", "h63-web-15", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 16 Online auction (bad: time left goes up)
EB = "https://www.ebay.com"
ITEM = "Vintage 1966 Omega Seamaster De Ville Automatic Cal. 552 Men's Watch 34mm Steel"


def eb_top(p: Page) -> None:
    p.e(0, "link", "eBay Home")
    p.e(0, "combobox", "Search for anything", "autocomplete='list', hasPopup='listbox', expanded=False")
    p.e(0, "button", "Search")
    p.e(0, "link", "Watchlist")
    p.e(0, "link", "My eBay", key="myebay")
    p.t(0, "Hi Greg!")


def eb_item(st: dict[str, Any], left: str, bid: str = "", review: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(700)
    eb_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", ITEM)
    if st["status"]:
        p.e(1, "status", "")
        p.t(2, st["status"])
    p.t(1, "Current bid:")
    p.t(1, f"US ${st['price']:.2f}")
    p.e(1, "link", f"{st['bids']} bids", key="bids")
    p.t(1, f"Time left: {left}")
    p.t(1, "Ends: Sun, Mar 17, 05:42 PM PDT")
    p.e(1, "textbox", f"Enter US ${st['price'] + 5:.2f} or more", val(bid), key="bid")
    p.e(1, "button", "Place bid", key="place")
    p.e(1, "button", "Watching" if st["watching"] else "Add to Watchlist", f"pressed={st['watching']}", key="watch")
    p.t(1, f"{st['watchers']} watchers")
    p.t(1, "Condition: Pre-owned: An item that has been used or worn previously.")
    p.t(1, "Shipping: US $18.00 USPS Priority Mail\u00ae. Located in: Asheville, North Carolina, United States")
    p.t(1, "Delivery: Estimated between Wed, Mar 20 and Fri, Mar 22")
    p.t(1, "Returns: Seller does not accept returns.")
    p.e(1, "heading", "About this item")
    p.t(1, "eBay item number: 296175402318")
    p.e(1, "table", "")
    for k, v in (("Brand", "OMEGA"), ("Model", "Seamaster De Ville"), ("Reference Number", "165.020"), ("Movement", "Automatic"),
                 ("Caliber", "552"), ("Case Size", "34 mm"), ("Year Manufactured", "1966"), ("Case Material", "Stainless Steel")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "heading", "About this seller")
    p.e(1, "link", "tickandtock_vintage (1847)")
    p.t(1, "99.6% positive feedback")
    if review:
        p.e(0, "dialog", "Review your bid", "modal=True")
        p.e(1, "heading", "Review your bid")
        p.t(1, f"Your max bid: US ${float(bid):.2f}")
        p.t(1, "+ US $18.00 shipping")
        p.t(1, "When you confirm your bid, it means you're committing to buy this item if you're the winning bidder.")
        p.e(1, "button", "Confirm bid", key="confirm")
        p.e(1, "button", "Cancel")
    return p.done(f"{ITEM} | eBay", EB + "/itm/296175402318")


def eb_history(left: str) -> tuple[str, dict[str, str]]:
    p = Page(700)
    eb_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Bid History")
    p.e(1, "link", ITEM)
    p.t(1, "Bidders: 9 \u00b7 Bids: 23 \u00b7 Time left: " + left + " \u00b7 Duration: 7 days")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Bidder", "Bid Amount", "Bid Time"):
        p.e(3, "columnheader", h)
    for who, amt, t in (("x***r (212)", "US $412.00", "Mar 17, 2024 at 1:19:44 PM PDT"),
                        ("2***a (48)", "US $407.00", "Mar 17, 2024 at 1:19:44 PM PDT"),
                        ("2***a (48)", "US $400.00", "Mar 17, 2024 at 11:02:10 AM PDT"),
                        ("x***r (212)", "US $385.00", "Mar 16, 2024 at 9:47:31 PM PDT"),
                        ("k***n (1034)", "US $360.00", "Mar 16, 2024 at 4:12:08 PM PDT"),
                        ("b***e (7)", "US $301.00", "Mar 15, 2024 at 8:55:52 AM PDT"),
                        ("Starting Price", "US $99.00", "Mar 10, 2024 at 5:42:10 PM PDT")):
        p.e(2, "row", "")
        for c in (who, amt, t):
            p.e(3, "gridcell", c)
    p.e(1, "link", "Show automatic bids")
    return p.done("eBay Bid History", EB + "/bfl/viewbids/296175402318")


def eb_myebay(left: str) -> tuple[str, dict[str, str]]:
    p = Page(700)
    eb_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My eBay: Bids & offers")
    p.e(1, "article", "")
    p.e(2, "link", ITEM, key="item")
    p.t(2, "You're the highest bidder")
    p.t(2, "Current bid: US $417.00 (24 bids)")
    p.t(2, "Your max bid: US $430.00")
    p.t(2, f"Time left: {left} (Sun, 05:42 PM)")
    p.t(2, "Shipping: US $18.00")
    p.e(2, "button", "Increase max bid")
    p.e(1, "heading", "Didn't win")
    p.e(1, "article", "")
    p.e(2, "link", "Seiko 6139-6002 Pogue Chronograph 1970s Yellow Dial")
    p.t(2, "Ended Mar 3, 2024 \u00b7 Sold for US $680.00 \u00b7 Your max bid: US $640.00")
    return p.done("My eBay: Bids & offers", EB + "/mye/myebay/bidsoffers")


def t16(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    st: dict[str, Any] = {"price": 412.0, "bids": 23, "watching": False, "watchers": 31, "status": ""}
    start, ids = eb_item(st, "2h 14m")
    ids = step(tt, act("click", ids["bids"]), eb_history("2h 13m"))
    ids = step(tt, act("go_back"), eb_item(st, "2h 12m"))
    ids = step(tt, act("fill", ids["bid"], "430"), eb_item(st, "2h 12m", "430"))
    ids = step(tt, act("click", ids["place"]), eb_item(st, "2h 11m", "430", review=True))
    st.update(price=417.0, bids=24, status="You're the highest bidder. Your max bid: US $430.00")
    ids = step(tt, act("click", ids["confirm"]), eb_item(st, "2h 09m"))
    st.update(watching=True, watchers=32)
    ids = step(tt, act("click", ids["watch"]), eb_item(st, "2h 16m"))  # truth: about 2h 08m
    ids = step(tt, act("click", ids["myebay"]), eb_myebay("2h 07m"))
    st.update(price=435.0, bids=26, status="You've been outbid by an automatic bid. Your max bid: US $430.00")
    ids = step(tt, act("click", ids["item"]), eb_item(st, "2h 03m"))
    step(tt, act("fill", ids["bid"], "450"), eb_item(st, "2h 03m", "450"))
    rs.add("web", "h63-web-16", SYSTEM, tt, state=start, bad=True, turn=6,
           kind="time left rises to 2h 16m after it had counted down to 2h 09m, while the end time stays Sun, Mar 17, 05:42 PM PDT")


# ---------------------------------------------------------------- h63-web-18: charity donation portal (clean)
GIVE = "https://give.riverbendfood.org"


def give_top(p: Page) -> None:
    p.e(0, "link", "Riverbend Food Alliance")
    p.e(1, "img", "Riverbend Food Alliance logo")
    p.e(0, "navigation", "")
    for item in ("Campaigns", "My giving", "Volunteer", "About"):
        p.e(1, "link", item, key="nav_" + item)
    p.e(0, "button", "Tom\u00e1s Ferreira", "hasPopup='menu', expanded=False")


def give_campaign(st: dict[str, Any], freq: str = "One-time", amount: int = 0, fees: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(80)
    give_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Spring Pantry Drive 2024")
    p.t(1, "Every $1 helps us distribute 3 meals through 42 partner pantries across the Riverbend valley.")
    p.e(1, "progressbar", "", f"valuemin=0, valuemax=100, valuetext='{st['pct']}%'")
    p.t(1, f"${st['raised']:,} raised of $75,000 goal")
    p.t(1, f"{st['donors']} donors \u00b7 19 days left")
    p.e(1, "heading", "Make a gift")
    for f in ("One-time", "Monthly"):
        p.e(1, "radio", f, f"checked={freq == f}", key="f_" + f)
    for a in (25, 50, 100, 250):
        p.e(1, "button", f"${a}", f"pressed={amount == a}", key=f"a{a}")
    p.e(1, "textbox", "Other amount", "value=''")
    p.e(1, "checkbox", "Add 3% to cover card processing fees", f"checked={fees}", key="fees")
    total = amount * (1.03 if fees else 1.0)
    label = "Donate" if not amount else f"Donate ${total:.2f}" + ("/month" if freq == "Monthly" else "")
    p.e(1, "button", label, "" if amount else "disabled=True", key="donate")
    p.e(1, "heading", "Recent donors")
    p.e(1, "list", "")
    for who, amt, ago in st["recent"]:
        p.e(2, "listitem", "")
        p.t(3, f"{who} \u00b7 {amt} \u00b7 {ago}")
    return p.done("Spring Pantry Drive 2024 \u00b7 Riverbend Food Alliance", GIVE + "/campaign/spring-pantry-2024")


def give_details() -> tuple[str, dict[str, str]]:
    p = Page(80)
    give_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Your monthly gift")
    p.e(1, "table", "")
    for k, v in (("Monthly gift", "$50.00"), ("Processing fees covered (3%)", "$1.50"), ("Charged monthly", "$51.50"),
                 ("First charge", "Today, Mar 12, 2024")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "textbox", "Full name", "value='Tom\u00e1s Ferreira'")
    p.e(1, "textbox", "Email", "value='tomas.ferreira@riseup.net'")
    p.e(1, "radio", "Visa \u2022\u2022\u2022\u2022 0381 (exp 07/27)", "checked=True")
    p.e(1, "radio", "Use a new card", "checked=False")
    p.e(1, "checkbox", "Dedicate this gift in honor or memory of someone", "checked=False")
    p.e(1, "checkbox", "Keep my name private on the donor wall", "checked=False")
    p.e(1, "button", "Complete monthly donation", key="complete")
    return p.done("Checkout \u00b7 Riverbend Food Alliance", GIVE + "/campaign/spring-pantry-2024/checkout")


def give_thanks() -> tuple[str, dict[str, str]]:
    p = Page(80)
    give_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Thank you, Tom\u00e1s!")
    p.t(1, "Your monthly gift to the Spring Pantry Drive 2024 is set up.")
    p.e(1, "table", "")
    for k, v in (("Receipt", "RFA-24-031207"), ("Date", "Mar 12, 2024, 11:18 AM"), ("Amount charged", "$51.50"),
                 ("Of which fees covered", "$1.50"), ("Card", "Visa \u2022\u2022\u2022\u2022 0381"), ("Next charge", "Apr 12, 2024"),
                 ("Tax-deductible amount", "$51.50")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, "Riverbend Food Alliance is a 501(c)(3) nonprofit, EIN 84-2219037. No goods or services were provided in exchange for this gift.")
    p.e(1, "link", "Back to the campaign", key="back")
    p.e(1, "link", "Download receipt (PDF)")
    return p.done("Thank you \u00b7 Riverbend Food Alliance", GIVE + "/receipt/RFA-24-031207")


def give_mine(amount: float, msg: str = "", dialog: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(80)
    give_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My giving")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "heading", "Recurring gifts")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Campaign", "Amount", "Next charge", "Card", "Status", ""):
        p.e(3, "columnheader", h)
    p.e(2, "row", "")
    for c in ("Spring Pantry Drive 2024", f"${amount:.2f}/month", "Apr 12, 2024", "Visa \u2022\u2022\u2022\u2022 0381", "Active"):
        p.e(3, "gridcell", c)
    p.e(3, "gridcell", "")
    p.e(4, "button", "Edit", key="edit")
    p.e(4, "button", "Cancel", key="cancel")
    p.e(1, "heading", "Giving history")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Campaign", "Type", "Amount", "Receipt"):
        p.e(3, "columnheader", h)
    for row in (("Mar 12, 2024", "Spring Pantry Drive 2024", "Monthly", "$51.50", "RFA-24-031207"),
                ("Dec 14, 2023", "Holiday Meals 2023", "One-time", "$100.00", "RFA-23-120944")):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "gridcell", c)
    p.t(1, "Given in 2024: $51.50 \u00b7 All time: $151.50")
    if dialog:
        p.e(0, "dialog", "Cancel recurring gift", "modal=True")
        p.t(1, f"Cancel your monthly gift of ${amount:.2f} to Spring Pantry Drive 2024? No further charges will be made.")
        p.e(1, "button", "Yes, cancel my gift")
        p.e(1, "button", "Keep my gift")
    return p.done("My giving \u00b7 Riverbend Food Alliance", GIVE + "/account/giving")


def give_edit(amount: str) -> tuple[str, dict[str, str]]:
    p = Page(80)
    give_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Edit monthly gift")
    p.t(1, "Spring Pantry Drive 2024 \u00b7 next charge Apr 12, 2024")
    p.e(1, "textbox", "Monthly amount ($)", val(amount), key="amount")
    p.e(1, "checkbox", "Add 3% to cover card processing fees", "checked=True")
    p.t(1, f"New monthly total: ${float(amount) * 1.03:.2f}")
    p.e(1, "button", "Save changes", key="save")
    p.e(1, "link", "Back")
    return p.done("Edit monthly gift \u00b7 Riverbend Food Alliance", GIVE + "/account/recurring/RG-55810/edit")


def t17(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    st: dict[str, Any] = {"raised": 48210, "pct": 64, "donors": 612,
                          "recent": [("Anonymous", "$100", "12 minutes ago"), ("Keisha W.", "$25 monthly", "40 minutes ago"),
                                     ("The Alvarez Family", "$250", "1 hour ago"), ("Omar S.", "$50", "2 hours ago")]}
    start, ids = give_campaign(st)
    ids = step(tt, act("click", ids["f_Monthly"]), give_campaign(st, "Monthly"))
    ids = step(tt, act("click", ids["a50"]), give_campaign(st, "Monthly", 50))
    ids = step(tt, act("click", ids["fees"]), give_campaign(st, "Monthly", 50, True))
    ids = step(tt, act("click", ids["donate"]), give_details())
    ids = step(tt, act("click", ids["complete"]), give_thanks())
    st.update(raised=48336, donors=614,
              recent=[("Tom\u00e1s F.", "$51.50 monthly", "just now"), ("Anonymous", "$75", "1 minute ago"),
                      ("Anonymous", "$100", "16 minutes ago"), ("Keisha W.", "$25 monthly", "44 minutes ago"),
                      ("The Alvarez Family", "$250", "1 hour ago"), ("Omar S.", "$50", "2 hours ago")])
    ids = step(tt, act("click", ids["back"]), give_campaign(st))
    ids = step(tt, act("click", ids["nav_My giving"]), give_mine(51.50))
    ids = step(tt, act("click", ids["edit"]), give_edit("50.00"))
    ids = step(tt, act("fill", ids["amount"], "40"), give_edit("40"))
    ids = step(tt, act("click", ids["save"]), give_mine(41.20, "Your monthly gift is now $41.20. The change applies from your next charge on Apr 12, 2024."))
    step(tt, act("click", ids["cancel"]), give_mine(41.20, "Your monthly gift is now $41.20. The change applies from your next charge on Apr 12, 2024.", dialog=True))
    rs.add("web", "h63-web-18", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- h63-web-17: community garden plots (bad: water access flips)
GARDEN = "https://eastwoodgardens.org/plots"
PLOTS = [
    ("A-01", "In-ground", "10 \u00d7 20 ft", "Full sun", "Yes (spigot 1)", "$45", "Allocated"),
    ("A-02", "In-ground", "10 \u00d7 20 ft", "Full sun", "Yes (spigot 1)", "$45", "Allocated"),
    ("A-05", "In-ground", "10 \u00d7 10 ft", "Partial shade", "Yes (spigot 1)", "$30", "Available"),
    ("B-03", "Raised bed", "4 \u00d7 12 ft", "Full sun", "Yes (spigot 2)", "$30", "Allocated"),
    ("B-07", "Raised bed", "4 \u00d7 12 ft", "Full sun", "Yes (spigot 2)", "$30", "Available"),
    ("B-08", "Raised bed", "4 \u00d7 12 ft", "Partial shade", "No", "$30", "Available"),
    ("B-11", "Raised bed", "4 \u00d7 8 ft", "Full sun", "No", "$20", "Available"),
    ("C-02", "Accessible raised bed", "3 \u00d7 8 ft", "Full sun", "Yes (spigot 3)", "$20", "Reserved for accessible-bed applicants"),
    ("C-04", "Accessible raised bed", "3 \u00d7 8 ft", "Full sun", "Yes (spigot 3)", "$20", "Available"),
]


def gd_top(p: Page) -> None:
    p.e(0, "link", "Eastwood Community Gardens")
    p.e(0, "navigation", "")
    for item in ("Plots", "My applications", "Garden rules", "Work days"):
        p.e(1, "link", item, key="nav_" + item)
    p.t(0, "Signed in as Wen Li")


def gd_list(apps: dict[str, int]) -> tuple[str, dict[str, str]]:
    p = Page(150)
    gd_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "2024 plot allocation")
    p.t(1, "Applications close Mar 28, 2024. Plots are allocated by lottery on Mar 30, 2024; a plot stays available until it is allocated.")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Plot", "Type", "Size", "Sun", "Water", "Season fee", "Status"):
        p.e(3, "columnheader", h)
    for plot, typ, size, sun, water, fee, status in PLOTS:
        p.e(2, "row", "")
        p.e(3, "gridcell", "")
        p.e(4, "link", plot, key=plot)
        for c in (typ, size, sun, water, fee):
            p.e(3, "gridcell", c)
        n = apps.get(plot, 0)
        p.e(3, "gridcell", status + (f" \u00b7 {n} application" + ("s" if n > 1 else "") if n else ""))
    return p.done("Plots \u00b7 Eastwood Community Gardens", GARDEN)


def gd_plot(plot: str) -> tuple[str, dict[str, str]]:
    p = Page(150)
    gd_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", f"Plot {plot}")
    if plot == "B-07":
        rows = (("Type", "Raised bed (cedar, built 2023)"), ("Size", "4 \u00d7 12 ft (48 sq ft)"), ("Sun", "Full sun (8+ hours)"),
                ("Water access", "Yes \u2014 spigot 2, about 12 ft away"), ("Soil", "Tested Oct 2023: pH 6.7, lead below 100 ppm"),
                ("Season", "Apr 1 \u2013 Nov 15, 2024"), ("Season fee", "$30 (sliding scale available)"), ("Status", "Available \u00b7 1 application"))
        note = "Previous gardener: grew tomatoes and basil; the north end drains slowly after heavy rain."
    else:
        rows = (("Type", "Raised bed (cedar, built 2023)"), ("Size", "4 \u00d7 12 ft (48 sq ft)"), ("Sun", "Partial shade (4\u20135 hours)"),
                ("Water access", "No \u2014 nearest spigot 2 is about 60 ft away; bring your own hose"),
                ("Soil", "Tested Oct 2023: pH 6.5, lead below 100 ppm"), ("Season", "Apr 1 \u2013 Nov 15, 2024"),
                ("Season fee", "$30 (sliding scale available)"), ("Status", "Available \u00b7 1 application"))
        note = "Good for leafy greens; shaded by the maple after 2 PM."
    p.e(1, "table", "")
    for k, v in rows:
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.t(1, note)
    p.e(1, "button", "Apply for this plot", key="apply")
    p.e(1, "link", "Back to all plots")
    return p.done(f"Plot {plot} \u00b7 Eastwood Community Gardens", f"{GARDEN}/{plot}")


def gd_form(second: str, agree: bool, water: str) -> tuple[str, dict[str, str]]:
    p = Page(150)
    gd_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Apply for a 2024 plot")
    p.e(1, "region", "First choice")
    p.t(2, f"B-07 \u00b7 Raised bed \u00b7 4 \u00d7 12 ft \u00b7 Full sun \u00b7 Water: {water} \u00b7 $30/season")
    p.e(1, "textbox", "Name", "value='Wen Li'")
    p.e(1, "textbox", "Address in Eastwood", "value='88 Linden Ave, Apt 3'")
    p.e(1, "combobox", "Household size", "hasPopup='menu', expanded=False, value='2'")
    p.e(1, "combobox", "Second choice (optional)", f"hasPopup='menu', expanded=False, {val(second)}", key="second")
    p.e(1, "textbox", "Anything we should know?", "value=''")
    p.e(1, "checkbox", "I have read the garden rules and will give 4 volunteer hours this season", f"checked={agree}", key="agree")
    p.e(1, "button", "Submit application", "" if agree else "disabled=True", key="submit")
    return p.done("Apply \u00b7 Eastwood Community Gardens", GARDEN + "/B-07/apply")


def gd_done() -> tuple[str, dict[str, str]]:
    p = Page(150)
    gd_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Application submitted")
    p.e(1, "table", "")
    for k, v in (("Application", "GA-2024-0157"), ("First choice", "B-07 \u00b7 Raised bed \u00b7 4 \u00d7 12 ft \u00b7 water: spigot 2"),
                 ("Second choice", "B-08"), ("Submitted", "Mar 12, 2024, 7:42 PM"), ("Lottery", "Mar 30, 2024"),
                 ("Fee", "$30, due only if a plot is allocated")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "link", "View my applications", key="mine")
    return p.done("Application submitted \u00b7 Eastwood Community Gardens", GARDEN + "/applications/GA-2024-0157")


def gd_mine() -> tuple[str, dict[str, str]]:
    p = Page(150)
    gd_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My applications")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Application", "Season", "Choices", "Submitted", "Status", ""):
        p.e(3, "columnheader", h)
    for row, can in ((("GA-2024-0157", "2024", "B-07, then B-08", "03/12/2024", "Submitted \u2014 lottery Mar 30"), True),
                     (("GA-2023-0088", "2023", "A-05", "03/02/2023", "Allocated A-05 (season ended)"), False)):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        if can:
            p.e(4, "button", "Withdraw")
    return p.done("My applications \u00b7 Eastwood Community Gardens", GARDEN + "/applications")


def t18(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = gd_list({"B-07": 1})
    ids = step(tt, act("click", ids["B-07"]), gd_plot("B-07"))
    ids = step(tt, act("click", ids["apply"]), gd_form("No second choice", False, "spigot 2"))
    ids = step(tt, act("select_option", ids["second"], "B-08"), gd_form("B-08", False, "spigot 2"))
    ids = step(tt, act("click", ids["agree"]), gd_form("B-08", True, "none"))  # truth: spigot 2
    ids = step(tt, act("click", ids["submit"]), gd_done())
    ids = step(tt, act("click", ids["mine"]), gd_mine())
    ids = step(tt, act("click", ids["nav_Plots"]), gd_list({"B-07": 2, "B-08": 1}))
    step(tt, act("click", ids["B-08"]), gd_plot("B-08"))
    rs.add("web", "h63-web-17", SYSTEM, tt, state=start, bad=True, turn=4,
           kind="ticking the rules checkbox changes the first-choice card for B-07 to 'Water: none', but B-07 was shown with water from spigot 2 (list, plot page, same card at turns 2-3)")


# ---------------------------------------------------------------- 19 Webmail, Roundcube (clean)
RC = "https://mail.mailbox.example/"
INBOX = [
    (1, "Your March statement is ready", "Northwind Credit Union", "Today 07:14", "18 KB"),
    (2, "Re: Saturday hike carpool", "Jonas Becker", "Today 06:52", "6 KB"),
    (3, "[lena-h/trailmap] Run failed: CI - main (a41c9e2)", "GitHub", "Yesterday 22:31", "12 KB"),
    (4, "Ihre Ausleihe ist bald f\u00e4llig", "Stadtbibliothek", "Yesterday 09:10", "9 KB"),
    (5, "Photos from Lisbon", "Mara Lindqvist", "Mon 18:40", "4.2 MB"),
    (6, "Ihre Buchungsbest\u00e4tigung (Auftrag 6R3K9Q)", "DB Fernverkehr", "Mon 11:05", "142 KB"),
    (7, "Invoice R0021904412", "Hetzner Online", "Sun 03:00", "88 KB"),
    (8, "Saturday hike carpool", "Jonas Becker", "2024-03-09 17:26", "5 KB"),
    (9, "Your weekly digest", "Figma", "2024-03-08 08:00", "61 KB"),
    (10, "Dinner next week?", "Anna Weber", "2024-03-07 19:03", "3 KB"),
    (11, "Your boarding pass: FRA \u2192 LIS", "Lufthansa", "2024-03-06 05:12", "210 KB"),
]
RECEIPTS = [
    ("Ihre Bestellung wurde versandt", "Amazon.de", "2024-03-10 15:41", "54 KB", True),
    ("Your Tuesday morning ride with Bolt", "Bolt", "2024-03-05 08:37", "31 KB", True),
    ("Your receipt from Apple", "Apple", "2024-03-01 02:14", "44 KB", False),
    ("Ihre Rechnung f\u00fcr Februar 2024", "Vodafone", "2024-02-28 06:00", "97 KB", False),
    ("Order confirmation #4471-2290", "IKEA", "2024-02-21 12:09", "73 KB", False),
    ("Your February statement is ready", "Northwind Credit Union", "2024-02-12 07:10", "18 KB", False),
    ("Invoice R0021733095", "Hetzner Online", "2024-02-11 03:00", "88 KB", False),
    ("Payment received", "Stadtwerke", "2024-02-05 10:22", "21 KB", False),
    ("Your trip receipt", "FreeNow", "2024-01-30 23:48", "29 KB", False),
]


def rc_frame(p: Page, folder: str, inbox_unread: int, menu: bool = False) -> None:
    p.e(0, "link", "Roundcube Webmail")
    p.e(0, "navigation", "")
    for item in ("Mail", "Contacts", "Settings", "About", "Logout"):
        p.e(1, "link", item)
    p.t(0, "lena@mailbox.example")
    p.e(0, "navigation", "Folder list")
    for f, n in (("Inbox", inbox_unread), ("Drafts", 0), ("Sent", 0), ("Junk", 3), ("Trash", 0), ("Receipts", 2), ("Archive", 0)):
        p.e(1, "link", f + (f" {n}" if n else ""), "current='page'" if f == folder else "", key="f_" + f)
    p.e(0, "toolbar", "")
    for b in ("Compose", "Reply", "Reply all", "Forward", "Delete", "Archive", "Junk", "Mark"):
        p.e(1, "button", b, key="b_" + b)
    p.e(1, "button", "More", f"hasPopup='menu', expanded={menu}", key="more")
    if menu:
        p.e(2, "menu", "")
        for item in ("Print this message", "Download (.eml)", "Edit as new", "View source", "Move to...", "Copy to...", "Open in new window"):
            p.e(3, "menuitem", item, key="m_" + item)
    p.e(0, "searchbox", "Search...")


def rc_inbox(msgs: list[int], unread: set[int], sel: int = 0, menu: bool = False, dialog: bool = False, toast: str = "") -> tuple[str, dict[str, str]]:
    p = Page(10)
    rc_frame(p, "Inbox", len(unread), menu)
    p.e(0, "table", "Message list")
    p.e(1, "row", "")
    for h in ("Subject", "From", "Date", "Size"):
        p.e(2, "columnheader", h)
    by = {m[0]: m for m in INBOX}
    shown = msgs[:10]
    for mid in shown:
        _m, subj, frm, date, size = by[mid]
        p.e(1, "row", "", f"selected={mid == sel}")
        p.e(2, "gridcell", "")
        p.e(3, "link", subj, key=f"msg{mid}")
        if mid in unread:
            p.t(3, "Unread")
        if mid == 5:
            p.t(3, "With attachment")
        p.e(2, "gridcell", frm)
        p.e(2, "gridcell", date)
        p.e(2, "gridcell", size)
    p.t(0, f"Messages 1 to {len(shown)} of {45 + len(msgs)}")
    p.e(0, "region", "Message preview")
    if sel == 1:
        p.e(1, "heading", "Your March statement is ready")
        p.t(1, "From: Northwind Credit Union <statements@northwindcu.example>")
        p.t(1, "To: lena@mailbox.example")
        p.t(1, "Date: 2024-03-12 07:14")
        p.t(1, "Dear Lena Hoffmann, your statement for checking account ending 7731 (period 02/12/2024 \u2013 03/11/2024) is now available in online banking. Closing balance: \u20ac2,418.06.")
        p.e(1, "link", "Sign in to online banking")
    else:
        p.t(1, "No message selected")
    if dialog:
        p.e(0, "dialog", "Move to...", "modal=True")
        p.e(1, "list", "")
        for f in ("Inbox", "Drafts", "Sent", "Junk", "Trash", "Receipts", "Archive"):
            p.e(2, "link", f, key="d_" + f)
        p.e(1, "button", "Cancel")
    if toast:
        p.e(0, "alert", "")
        p.t(1, toast)
    return p.done("Roundcube Webmail :: Inbox", RC + "?_task=mail&_mbox=INBOX")


def rc_compose(to: str = "", subject: str = "") -> tuple[str, dict[str, str]]:
    p = Page(10)
    p.e(0, "link", "Roundcube Webmail")
    p.e(0, "toolbar", "")
    for b in ("Save", "Spell", "Attach", "Signature", "Responses"):
        p.e(1, "button", b)
    p.e(0, "main", "")
    p.e(1, "combobox", "From", "hasPopup='menu', expanded=False, value='Lena Hoffmann <lena@mailbox.example>'")
    p.e(1, "textbox", "To", val(to), key="to")
    p.e(1, "link", "Cc")
    p.e(1, "link", "Bcc")
    p.e(1, "link", "Reply-To")
    p.e(1, "textbox", "Subject", val(subject), key="subject")
    p.e(1, "textbox", "Message body", "multiline, value=''")
    p.e(1, "combobox", "Editor type", "hasPopup='menu', expanded=False, value='Plain text'")
    p.e(1, "button", "Send", key="send")
    return p.done("Roundcube Webmail :: Compose", RC + "?_task=mail&_action=compose&_id=11842365ef0a7c2d")


def rc_receipts() -> tuple[str, dict[str, str]]:
    p = Page(10)
    rc_frame(p, "Receipts", 3)
    p.e(0, "table", "Message list")
    p.e(1, "row", "")
    for h in ("Subject", "From", "Date", "Size"):
        p.e(2, "columnheader", h)
    rows = [("Your March statement is ready", "Northwind Credit Union", "Today 07:14", "18 KB", False)] + RECEIPTS
    for subj, frm, date, size, unread in rows[:10]:
        p.e(1, "row", "", "selected=False")
        p.e(2, "gridcell", "")
        p.e(3, "link", subj)
        if unread:
            p.t(3, "Unread")
        p.e(2, "gridcell", frm)
        p.e(2, "gridcell", date)
        p.e(2, "gridcell", size)
    p.t(0, "Messages 1 to 10 of 13")
    p.e(0, "region", "Message preview")
    p.t(1, "No message selected")
    return p.done("Roundcube Webmail :: Receipts", RC + "?_task=mail&_mbox=Receipts")


def t19(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    allm = [m[0] for m in INBOX]
    start, ids = rc_inbox(allm, {1, 2, 3, 4})
    ids = step(tt, act("click", ids["msg1"]), rc_inbox(allm, {2, 3, 4}, sel=1))
    ids = step(tt, act("click", ids["more"]), rc_inbox(allm, {2, 3, 4}, sel=1, menu=True))
    ids = step(tt, act("click", ids["m_Move to..."]), rc_inbox(allm, {2, 3, 4}, sel=1, dialog=True))
    rest = allm[1:]
    ids = step(tt, act("click", ids["d_Receipts"]), rc_inbox(rest, {2, 3, 4}, toast="Successfully moved."))
    ids = step(tt, act("click", ids["b_Compose"]), rc_compose())
    ids = step(tt, act("fill", ids["to"], "jonas.becker@posteo.de"), rc_compose("jonas.becker@posteo.de"))
    ids = step(tt, act("fill", ids["subject"], "Trail map for Saturday"), rc_compose("jonas.becker@posteo.de", "Trail map for Saturday"))
    ids = step(tt, act("click", ids["send"]), rc_inbox(rest, {2, 3, 4}, toast="Message sent successfully."))
    step(tt, act("click", ids["f_Receipts"]), rc_receipts())
    rs.add("web", "h63-web-19", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- 20 Water utility billing (bad: meter reading changes)
WATER = "https://myaccount.cedarfallswater.gov"
READS = [("03/04/2024", "4512", "4530", 18, 31), ("02/02/2024", "4495", "4512", 17, 30), ("01/03/2024", "4476", "4495", 19, 30),
         ("12/04/2023", "4458", "4476", 18, 32), ("11/02/2023", "4437", "4458", 21, 30), ("10/03/2023", "4414", "4437", 23, 29)]


def bill(u: int) -> float:
    return cents(12.75 + 8.50 + 3.05 + u * 2.30 + u * 1.15)


def w_top(p: Page) -> None:
    p.e(0, "link", "Cedar Falls Water & Sewer")
    p.e(0, "navigation", "")
    for item in ("Account overview", "Usage history", "Bills", "Pay bill", "AutoPay", "Service requests"):
        p.e(1, "link", item, key="nav_" + item)
    p.t(0, "Account 40-11782-03 \u00b7 1907 Walnut St")
    p.e(0, "link", "Sign out")


def w_overview(paid: bool) -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Account overview")
    p.e(1, "table", "")
    rows = [("Current balance", "$0.00" if paid else "$86.40"), ("Due date", "\u2014" if paid else "03/25/2024"),
            ("Last payment", "$86.40 on 03/12/2024" if paid else "$82.95 on 02/20/2024"), ("AutoPay", "Off"),
            ("Paperless billing", "On"), ("Meter", "71840235 (5/8 in., read monthly)")]
    for k, v in rows:
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    if not paid:
        p.e(1, "button", "Pay $86.40", key="pay")
    p.e(1, "link", "Set up AutoPay")
    return p.done("Account overview \u00b7 Cedar Falls Water & Sewer", WATER + "/overview")


def w_usage(reads: list[tuple[str, str, str, int, int]]) -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Usage history")
    p.t(1, "Meter 71840235 \u00b7 1 CCF = 748 gallons")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Read date", "Previous read", "Current read", "Usage (CCF)", "Days", "Avg gal/day", "Bill", ""):
        p.e(3, "columnheader", h)
    for date, prev, cur, u, days in reads:
        p.e(2, "row", "")
        for c in (date, prev, cur, str(u), str(days), str(round(u * 748 / days)), money(bill(u))):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        p.e(4, "link", "View bill", key="bill_" + date)
    p.t(1, "Your 6-month average: 19.3 CCF per billing period")
    return p.done("Usage history \u00b7 Cedar Falls Water & Sewer", WATER + "/usage")


def w_bill() -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Bill dated 03/04/2024")
    p.t(1, "Service period 02/02/2024 \u2013 03/04/2024 (31 days) \u00b7 Usage 18 CCF")
    p.e(1, "table", "")
    for k, v in (("Water base charge", "$12.75"), ("Water usage: 18 CCF x $2.30", "$41.40"), ("Sewer base charge", "$8.50"),
                 ("Sewer usage: 18 CCF x $1.15", "$20.70"), ("Stormwater fee", "$3.05"), ("Total current charges", "$86.40"),
                 ("Previous balance", "$82.95"), ("Payment received 02/20/2024", "\u2212$82.95"), ("Amount due by 03/25/2024", "$86.40")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "button", "Pay this bill", key="pay")
    p.e(1, "link", "Download PDF")
    return p.done("Bill 03/04/2024 \u00b7 Cedar Falls Water & Sewer", WATER + "/bills/2024-03-04")


def w_pay(review: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Review payment" if review else "Pay bill")
    if review:
        for k, v in (("Amount", "$86.40"), ("From", "Checking \u2022\u2022\u2022\u20222290 (Cedar Valley Credit Union)"),
                     ("Payment date", "03/12/2024"), ("Account", "40-11782-03")):
            p.t(1, f"{k}: {v}")
        p.t(1, "Payments submitted before 5:00 PM post the same business day.")
        p.e(1, "button", "Submit payment", key="submit")
        p.e(1, "button", "Back")
    else:
        p.e(1, "radio", "Current balance $86.40", "checked=True")
        p.e(1, "radio", "Other amount", "checked=False")
        p.e(1, "combobox", "Pay from", "hasPopup='menu', expanded=False, value='Checking \u2022\u2022\u2022\u20222290 (Cedar Valley Credit Union)'")
        p.e(1, "textbox", "Payment date", "value='03/12/2024'")
        p.e(1, "button", "Continue", key="continue")
    return p.done("Pay bill \u00b7 Cedar Falls Water & Sewer", WATER + "/pay" + ("/review" if review else ""))


def w_paid() -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Payment submitted")
    p.e(1, "table", "")
    for k, v in (("Confirmation", "CFW-PMT-7739201"), ("Amount", "$86.40"), ("Date", "03/12/2024 3:04 PM"),
                 ("From", "Checking \u2022\u2022\u2022\u20222290"), ("Remaining balance", "$0.00")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "link", "Print confirmation")
    return p.done("Payment submitted \u00b7 Cedar Falls Water & Sewer", WATER + "/pay/confirmation")


def w_autopay(when: str = "Select", on: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(90)
    w_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "AutoPay")
    if on:
        p.e(1, "status", "")
        p.t(2, "AutoPay is on. Your next bill (around 04/03/2024) will be paid on its due date from Checking \u2022\u2022\u2022\u20222290.")
        p.e(1, "button", "Turn off AutoPay")
    else:
        p.t(1, "AutoPay pays your full balance automatically each month.")
        p.e(1, "combobox", "Pay from", "hasPopup='menu', expanded=False, value='Checking \u2022\u2022\u2022\u20222290 (Cedar Valley Credit Union)'")
        p.e(1, "combobox", "When", f"hasPopup='menu', expanded=False, {val(when)}", key="when")
        p.e(1, "checkbox", "I authorize Cedar Falls Water & Sewer to debit this account", "checked=True")
        p.e(1, "button", "Enroll in AutoPay", "" if when != "Select" else "disabled=True", key="enroll")
    return p.done("AutoPay \u00b7 Cedar Falls Water & Sewer", WATER + "/autopay")


def t20(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    start, ids = w_overview(False)
    ids = step(tt, act("click", ids["nav_Usage history"]), w_usage(READS))
    ids = step(tt, act("click", ids["bill_03/04/2024"]), w_bill())
    ids = step(tt, act("click", ids["pay"]), w_pay())
    ids = step(tt, act("click", ids["continue"]), w_pay(review=True))
    ids = step(tt, act("click", ids["submit"]), w_paid())
    ids = step(tt, act("click", ids["nav_Account overview"]), w_overview(True))
    wrong = [(d, "4485" if d == "12/04/2023" else pr, c, u, n) for d, pr, c, u, n in READS]
    ids = step(tt, act("click", ids["nav_Usage history"]), w_usage(wrong))  # truth: 4458
    ids = step(tt, act("click", ids["nav_AutoPay"]), w_autopay())
    ids = step(tt, act("select_option", ids["when"], "On the due date"), w_autopay("On the due date"))
    step(tt, act("click", ids["enroll"]), w_autopay(on=True))
    rs.add("web", "h63-web-20", SYSTEM, tt, state=start, bad=True, turn=7,
           kind="the 12/04/2023 meter row now has previous read 4485 instead of 4458 (turn 1), which no longer matches the 18 CCF usage or the prior row's 4458 current read")


# ---------------------------------------------------------------- h63-web-22: food bank volunteer shifts (clean)
VOL = "https://volunteer.harvesthope.org"
SHIFTS = [
    ("wed", "Wed, Mar 13", "9:00 AM \u2013 12:00 PM", "Warehouse sorting", "Main Warehouse", 8),
    ("thu", "Thu, Mar 14", "4:00 \u2013 7:00 PM", "Client intake", "Northside Pantry", 4),
    ("fri", "Fri, Mar 15", "1:00 \u2013 4:00 PM", "Mobile pantry loading", "Main Warehouse", 6),
    ("sat", "Sat, Mar 16", "9:00 AM \u2013 12:00 PM", "Warehouse sorting", "Main Warehouse", 6),
    ("satn", "Sat, Mar 16", "10:00 AM \u2013 1:00 PM", "Grocery distribution", "Northside Pantry", 10),
    ("sun", "Sun, Mar 17", "12:00 \u2013 3:00 PM", "Garden harvest", "Eastside Community Garden", 5),
]


def vol_top(p: Page) -> None:
    p.e(0, "link", "Harvest Hope Food Bank \u00b7 Volunteer Hub")
    p.e(0, "navigation", "")
    for item in ("Find shifts", "My shifts", "Hours log"):
        p.e(1, "link", item, key="nav_" + item)
    p.t(0, "Hi, Marcus \u00b7 18.5 hours in 2024")


def vol_list(loc: str, filled: dict[str, int], mine: set[str], msg: str = "") -> tuple[str, dict[str, str]]:
    p = Page(200)
    vol_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Open shifts \u00b7 Mar 11 \u2013 Mar 17, 2024")
    p.e(1, "combobox", "Location", f"hasPopup='menu', expanded=False, {val(loc)}", key="loc")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Time", "Role", "Location", "Filled", ""):
        p.e(3, "columnheader", h)
    for key, day, tm, role, place, cap in SHIFTS:
        if loc != "All locations" and place != loc:
            continue
        p.e(2, "row", "")
        for c in (day, tm, role, place, f"{filled[key]}/{cap}"):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        if key in mine:
            p.t(4, "Signed up \u2713")
            p.e(4, "button", "Cancel")
        else:
            p.e(4, "button", "Sign up", key="sign_" + key)
    return p.done("Find shifts \u00b7 Harvest Hope Volunteer Hub", VOL + "/shifts" + ("" if loc == "All locations" else "?location=northside"))


def vol_mine(mine: list[str], msg: str = "") -> tuple[str, dict[str, str]]:
    p = Page(200)
    vol_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "My shifts")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    p.e(1, "heading", "Upcoming")
    p.e(1, "table", "")
    by = {s[0]: s for s in SHIFTS}
    for key in mine:
        _k, day, tm, role, place, _c = by[key]
        p.e(2, "row", "")
        for c in (day, tm, role, place):
            p.e(3, "gridcell", c)
        p.e(3, "gridcell", "")
        p.e(4, "button", "Cancel", key="cancel_" + key)
    p.e(1, "heading", "Recent")
    p.e(1, "table", "")
    for row in (("Sat, Mar 9", "Warehouse sorting", "3.0 h", "Approved"), ("Sat, Mar 2", "Grocery distribution", "1.0 h", "Approved (left early)"),
                ("Sat, Feb 24", "Warehouse sorting", "3.0 h", "Approved")):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "gridcell", c)
    return p.done("My shifts \u00b7 Harvest Hope Volunteer Hub", VOL + "/me/shifts")


def vol_hours() -> tuple[str, dict[str, str]]:
    p = Page(200)
    vol_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Hours log \u00b7 2024")
    p.e(1, "table", "")
    p.e(2, "row", "")
    for h in ("Date", "Shift", "Check-in", "Check-out", "Hours"):
        p.e(3, "columnheader", h)
    for row in (("Mar 9", "Warehouse sorting", "8:58 AM", "12:01 PM", "3.0"), ("Mar 2", "Grocery distribution", "10:02 AM", "11:04 AM", "1.0"),
                ("Feb 24", "Warehouse sorting", "9:00 AM", "12:00 PM", "3.0"), ("Feb 17", "Garden bed prep", "1:05 PM", "3:35 PM", "2.5"),
                ("Feb 3", "Mobile pantry loading", "12:55 PM", "4:02 PM", "3.0"), ("Jan 20", "Grocery distribution", "9:57 AM", "1:00 PM", "3.0"),
                ("Jan 6", "Warehouse sorting", "9:01 AM", "12:00 PM", "3.0")):
        p.e(2, "row", "")
        for c in row:
            p.e(3, "gridcell", c)
    p.t(1, "Total: 18.5 hours. Upcoming shifts are added after you check out.")
    p.e(1, "link", "Download volunteer letter (PDF)")
    return p.done("Hours log \u00b7 Harvest Hope Volunteer Hub", VOL + "/me/hours")


def t21(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    filled = {"wed": 5, "thu": 2, "fri": 3, "sat": 4, "satn": 6, "sun": 1}
    start, ids = vol_list("All locations", filled, set())
    filled["sat"] = 5
    ids = step(tt, act("click", ids["sign_sat"]), vol_list("All locations", filled, {"sat"}, "You're signed up for Warehouse sorting on Sat, Mar 16, 9:00 AM."))
    ids = step(tt, act("select_option", ids["loc"], "Northside Pantry"), vol_list("Northside Pantry", filled, {"sat"}))
    filled["thu"] = 3
    ids = step(tt, act("click", ids["sign_thu"]), vol_list("Northside Pantry", filled, {"sat", "thu"}, "You're signed up for Client intake on Thu, Mar 14, 4:00 PM."))
    ids = step(tt, act("click", ids["nav_My shifts"]), vol_mine(["thu", "sat"]))
    ids = step(tt, act("click", ids["cancel_sat"]), vol_mine(["thu"], "Your Warehouse sorting shift on Sat, Mar 16 was cancelled."))
    filled.update(sat=5, wed=6)  # another volunteer took the freed spot; one more joined Wednesday
    ids = step(tt, act("click", ids["nav_Find shifts"]), vol_list("All locations", filled, {"thu"}))
    step(tt, act("click", ids["nav_Hours log"]), vol_hours())
    rs.add("web", "h63-web-22", SYSTEM, tt, state=start)


# ---------------------------------------------------------------- h63-web-21: bike share account (bad: removed card returns)
BIKE = "https://account.tidewatercycleshare.org"


def bike_top(p: Page) -> None:
    p.e(0, "link", "Tidewater Cycle Share")
    p.e(0, "navigation", "Account")
    for item in ("Rides", "Membership", "Payment methods", "Profile"):
        p.e(1, "link", item, key="nav_" + item)
    p.t(0, "Ride credit: $12.40")


def bike_cards(cards: list[tuple[str, str, bool]], msg: str = "", confirm: str = "") -> tuple[str, dict[str, str]]:
    p = Page(60)
    bike_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Payment methods")
    if msg:
        p.e(1, "status", "")
        p.t(2, msg)
    for name, exp, default in cards:
        key = name[-4:]
        p.e(1, "article", "")
        p.t(2, name)
        p.t(2, f"Expires {exp}")
        if default:
            p.t(2, "Default")
        else:
            p.e(2, "button", "Make default", key="def_" + key)
        p.e(2, "button", "Remove", key="rm_" + key)
    p.e(1, "button", "Add payment method")
    if confirm:
        p.e(0, "dialog", "Remove card", "modal=True")
        p.t(1, f"Remove {confirm}? Active rides and renewals will use your default card.")
        p.e(1, "button", "Remove card", key="yes")
        p.e(1, "button", "Keep card")
    return p.done("Payment methods \u00b7 Tidewater Cycle Share", BIKE + "/payment-methods")


def bike_membership() -> tuple[str, dict[str, str]]:
    p = Page(60)
    bike_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Membership")
    p.e(1, "table", "")
    for k, v in (("Plan", "Annual member"), ("Member since", "04/01/2021"), ("Current period", "04/01/2023 \u2013 03/31/2024"),
                 ("Auto-renew", "Off"), ("Rides this period", "143 (first 45 minutes of each ride included)"), ("Overtime charges this period", "$6.75")):
        p.e(2, "row", "")
        p.e(3, "rowheader", k)
        p.e(3, "gridcell", v)
    p.e(1, "button", "Renew for $90.00", key="renew")
    p.e(1, "link", "Switch to monthly ($15/month)")
    return p.done("Membership \u00b7 Tidewater Cycle Share", BIKE + "/membership")


def bike_checkout(opened: bool, options: list[str]) -> tuple[str, dict[str, str]]:
    p = Page(60)
    bike_top(p)
    p.e(0, "main", "")
    p.e(1, "heading", "Renew annual membership")
    p.t(1, "New period: 04/01/2024 \u2013 03/31/2025")
    p.t(1, "Annual membership: $90.00")
    p.e(1, "checkbox", "Apply ride credit ($12.40)", "checked=False")
    p.t(1, "Total: $90.00")
    p.e(1, "combobox", "Pay with", f"hasPopup='listbox', expanded={opened}, value='Mastercard \u2022\u2022\u2022\u2022 9052'", key="paywith")
    if opened:
        p.e(2, "listbox", "")
        for o in options:
            p.e(3, "option", o, f"selected={o.startswith('Mastercard')}")
    p.e(1, "checkbox", "Turn on auto-renew", "checked=False")
    p.e(1, "button", "Pay $90.00")
    return p.done("Renew membership \u00b7 Tidewater Cycle Share", BIKE + "/membership/renew")


def t22(rs: RowSet) -> None:
    tt: list[tuple[str, str]] = []
    visa, mc = "Visa \u2022\u2022\u2022\u2022 4417", "Mastercard \u2022\u2022\u2022\u2022 9052"
    start, ids = bike_cards([(visa, "08/25", True), (mc, "11/26", False)])
    ids = step(tt, act("click", ids["def_9052"]), bike_cards([(visa, "08/25", False), (mc, "11/26", True)], f"{mc} is now your default payment method."))
    ids = step(tt, act("click", ids["rm_4417"]), bike_cards([(visa, "08/25", False), (mc, "11/26", True)], f"{mc} is now your default payment method.", confirm=visa))
    ids = step(tt, act("click", ids["yes"]), bike_cards([(mc, "11/26", True)], "Card removed."))
    ids = step(tt, act("click", ids["nav_Membership"]), bike_membership())
    ids = step(tt, act("click", ids["renew"]), bike_checkout(False, []))
    step(tt, act("click", ids["paywith"]), bike_checkout(True, [mc + " (default)", visa + " (exp 08/25)", "Add a new card"]))  # truth: no Visa
    rs.add("web", "h63-web-21", SYSTEM, tt, state=start, bad=True, turn=6,
           kind="the Pay with list offers Visa \u2022\u2022\u2022\u2022 4417, the card removed at turn 3 (the payment methods page then listed only the Mastercard)")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t18, t17, t19, t20, t22, t21):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
