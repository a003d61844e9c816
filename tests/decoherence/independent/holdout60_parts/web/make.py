# ruff: noqa: E501
"""Held-out set h60, domain ``web``: 22 browser trajectories (BrowserGym actions on element bids).

Each observation is the page's accessibility tree as BrowserGym flattens it for WebArena-style sites
(``[bid] role 'name'`` lines, tab-indented, StaticText without bids), preceded by the page URL.
Eleven trajectories hold exactly one contradiction (labelled with the first turn whose observation
conflicts with an earlier one); the other eleven are clean but full of legitimate changes.
Pages are rendered from a small per-trajectory state so that everything not deliberately broken stays
consistent between turns.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (URL and accessibility tree with element bids)
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
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly (a `URL:` line, then the accessibility tree: `[bid] role 'name'` nodes, tab-indented, with properties after commas).
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Tree:
    """An accessibility tree in BrowserGym's flattened notation, with sequential bids from ``base``."""

    def __init__(self, base: int) -> None:
        self.n = base
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def e(self, d: int, role: str, name: str = "", *props: str, key: str | None = None,
          value: str | None = None, bid: int | None = None) -> str:
        if bid is None:
            b = str(self.n)
            self.n += 1
        else:
            b = str(bid)
        s = "\t" * d + f"[{b}] {role} {name!r}"
        if value is not None:
            s += f" value={value!r}"
        if props:
            s += ", " + ", ".join(props)
        self.lines.append(s)
        if key:
            self.ids[key] = b
        return b

    def t(self, d: int, *texts: str) -> None:
        for x in texts:
            self.lines.append("\t" * d + f"StaticText {x!r}")

    def page(self, title: str, url: str) -> str:
        body = "\n".join("\t" + ln for ln in self.lines)
        return f"URL: {url}\nRootWebArea {title!r}, focused\n{body}"


def money(x: float) -> str:
    return f"${x:,.2f}"


def r2(x: float) -> float:
    """Round half up to cents, as billing code does."""
    return int(x * 100 + 0.5 + 1e-9) / 100


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


# --------------------------------------------------------------------------- 01 OneStopShop (clean)
SHOP = "http://localhost:7770"
SHOP_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_chrome(t: Tree, cart_n: int, query: str | None = None, focused: bool = False) -> None:
    t.e(0, "link", "My Account")
    t.e(0, "link", "My Wish List")
    t.e(0, "link", "Sign Out")
    t.t(0, "Welcome, Emma Lopez!")
    t.e(0, "link", "Skip to Content")
    t.e(0, "link", "store logo")
    t.e(1, "img", "one_stop_market_logo")
    t.e(0, "link", f"\ue611 My Cart {cart_n} {cart_n} items", key="cart")
    t.e(0, "Section", "")
    props = ["autocomplete='both'", "hasPopup='listbox'", "required"] + (["focused"] if focused else [])
    t.e(1, "combobox", "\ue615 Search", *props, value=query if query else None, key="search")
    t.e(1, "link", "Advanced Search")
    t.e(1, "button", "Search", *([] if query else ["disabled=True"]))
    t.e(0, "tablist", "", "multiselectable=False", "orientation='horizontal'")
    t.e(1, "tabpanel", "")
    t.e(2, "menu", "", "orientation='vertical'")
    for m in SHOP_MENU:
        t.e(3, "menuitem", f"\ue622 {m}", "hasPopup='menu'")


def shop_footer(t: Tree) -> None:
    t.e(0, "contentinfo", "")
    t.e(1, "textbox", "Sign Up for Our Newsletter:")
    t.e(1, "button", "Subscribe")
    t.e(1, "link", "Privacy and Cookie Policy")
    t.e(1, "link", "Search Terms")
    t.e(1, "link", "Advanced Search")
    t.e(1, "link", "Contact Us")
    t.t(0, "Copyright © 2013-present Magento, Inc. All rights reserved.")
    t.t(0, "Help Us Keep Magento Healthy")
    t.e(0, "link", "Report All Bugs")


TEA_REL = [("Twinings Green Tea Bags, Pure Green, 100 Count (Pack of 1)", 12.49, 88, 6),
           ("Bigelow Green Tea with Peach, 20 Count Box (Pack of 6)", 17.94, 90, 12),
           ("Yamamotoyama Genmaicha Green Tea, 16 Count", 4.99, 80, 3),
           ("Tazo Zen Green Tea, 20 Count (Pack of 6)", 22.68, 85, 9),
           ("Matcha Green Tea Powder, Organic Culinary Grade, 4oz", 14.95, 78, 11),
           ("Lipton Green Tea Citrus, 40 Count Box", 6.39, 74, 2),
           ("Harney & Sons Japanese Sencha Loose Leaf, 4 oz Tin", 9.50, 92, 5),
           ("ITO EN Oi Ocha Unsweetened Green Tea, 16.9 Fl Oz (Pack of 12)", 23.88, 86, 7),
           ("Stash Tea Decaf Green Tea, 100 Count", 11.25, 80, 4),
           ("Celestial Seasonings Green Tea Honey Lemon Ginseng, 20 Count (Pack of 6)", 19.14, 84, 8),
           ("Pure Leaf Unsweetened Green Tea, 18.5 fl oz (Pack of 12)", 21.99, 76, 3),
           ("Numi Organic Gunpowder Green Tea, 18 Tea Bags", 6.99, 88, 2)]
TEA_PRICE = [("AriZona Green Tea with Ginseng and Honey, 23 fl oz Can", 1.19, 0, 0),
             ("Snapple Green Tea, 16 fl oz Bottle", 1.89, 70, 1),
             ("Green Tea & Cucumber Scented Candle Tin, 4 oz", 2.99, 60, 2),
             ("Lipton Green Tea Bags Decaffeinated, 20 Count", 3.49, 80, 1),
             ("Ahmad Tea Green Tea Jasmine Dream, 20 Foil Envelopes", 3.99, 100, 1),
             ("Yamamotoyama Genmaicha Green Tea, 16 Count", 4.99, 80, 3),
             ("Salada Green Tea, Decaf, 40 Count", 5.29, 0, 0),
             ("Lipton Green Tea Citrus, 40 Count Box", 6.39, 74, 2),
             ("Numi Organic Gunpowder Green Tea, 18 Tea Bags", 6.99, 88, 2),
             ("Uncle Lee's Tea Organic Green Tea, 100 Count", 7.45, 84, 5),
             ("Good Earth Green Tea Sweet & Spicy, 18 Count", 8.10, 0, 0),
             ("Harney & Sons Japanese Sencha Loose Leaf, 4 oz Tin", 9.50, 92, 5)]


def t01(rs: RowSet) -> None:
    def home(query: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(120)
        shop_chrome(t, 2, query, focused=query is not None)
        t.e(0, "main", "")
        t.e(1, "heading", "One Stop Market")
        t.t(1, "Product Showcases")
        for name, price, rating, rev in [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99, 20, 1),
                                         ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", 14.47, 57, 12),
                                         ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36, 95, 4),
                                         ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", 23.50, 63, 12),
                                         ("Q Mixers Premium Ginger Ale: Real Ingredients & Less Sweet, 6.7 Fl Oz (24 Bottles)", 68.50, 0, 0)]:
            t.e(1, "link", f"Image {name}")
            t.e(1, "link", name)
            if rev:
                t.t(1, "Rating:", f"{rating}%")
                t.e(1, "link", f"{rev} \xa0Review{'s' if rev > 1 else ''}")
            t.t(1, money(price))
            t.e(1, "button", "Add to Cart")
            t.e(1, "button", "Add to Wish List")
            t.e(1, "button", "Add to Compare")
        shop_footer(t)
        return t.page("One Stop Market", SHOP + "/"), t.ids

    def results(items: list[tuple[str, float, int, int]], sort: str, cart_n: int, added: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        shop_chrome(t, cart_n, "green tea")
        t.e(0, "main", "")
        t.e(1, "heading", "Search results for: 'green tea'")
        if added:
            t.e(1, "alert", "", bid=911)
            t.t(2, f"You added {added} to your ")
            t.e(2, "link", "shopping cart", bid=912)
            t.t(2, ".")
        t.t(1, "Related search terms")
        t.e(1, "link", "green tea bags")
        t.e(1, "link", "matcha")
        t.e(1, "link", "sencha")
        t.t(1, "Items 1-12 of 86")
        t.e(1, "combobox", "Sort By", "hasPopup='menu'", "expanded=False", value=sort, key="sort")
        t.e(1, "link", "\ue613 Set Descending Direction")
        for i, (name, price, rating, rev) in enumerate(items):
            t.e(1, "link", f"Image {name}")
            t.e(1, "link", name)
            if rev:
                t.t(1, "Rating:", f"{rating}%")
                t.e(1, "link", f"{rev} \xa0Review{'s' if rev > 1 else ''}")
            t.t(1, money(price))
            t.e(1, "button", "Add to Cart", key=f"add{i}")
            t.e(1, "button", "Add to Wish List")
            t.e(1, "button", "Add to Compare")
        t.e(1, "link", "Page 1", "current")
        for p in range(2, 6):
            t.e(1, "link", f"Page {p}")
        t.e(1, "link", "\ue608 Page Next")
        t.e(1, "combobox", "Show", "hasPopup='menu'", "expanded=False", value="12")
        t.t(1, "per page")
        t.e(0, "complementary", "")
        t.e(1, "heading", "Shop By")
        t.t(1, "Shopping Options")
        t.e(1, "tab", "Category", "expanded=False")
        t.e(1, "tab", "Price", "expanded=False")
        shop_footer(t)
        return t.page("Search results for: 'green tea'", SHOP + "/catalogsearch/result/?q=green+tea" + ("&product_list_order=price" if sort == "Price" else "")), t.ids

    def cart(lines: list[tuple[str, float, int]], qty_edit: dict[int, str], msg: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(700)
        n = sum(q for _, _, q in lines)
        shop_chrome(t, n, None)
        t.e(0, "main", "")
        t.e(1, "heading", "Shopping Cart")
        if msg:
            t.e(1, "alert", "", bid=991)
            t.t(2, msg)
        t.e(1, "table", "Shopping Cart Items")
        t.e(2, "row", "Item Price Qty Subtotal")
        for h in ("Item", "Price", "Qty", "Subtotal"):
            t.e(3, "columnheader", h)
        sub = 0.0
        for i, (name, price, q) in enumerate(lines):
            sub += price * q
            t.e(2, "row", "")
            t.e(3, "cell", name)
            t.e(4, "link", name)
            t.e(3, "cell", money(price))
            t.e(3, "cell", "Qty")
            t.e(4, "spinbutton", "Qty", value=qty_edit.get(i, str(q)), key=f"qty{i}")
            t.e(3, "cell", money(price * q))
            t.e(2, "row", "")
            t.e(3, "link", "Edit item parameters")
            t.e(3, "link", "Remove item", key=f"rm{i}")
        t.e(1, "link", "Continue Shopping")
        t.e(1, "button", "Update Shopping Cart", key="update")
        t.e(1, "tab", "Apply Discount Code \ue622", "expanded=False")
        t.e(1, "heading", "Summary")
        t.e(1, "tab", "Estimate Shipping and Tax \ue622", "expanded=False")
        t.e(1, "table", "")
        t.e(2, "row", f"Subtotal {money(sub)}")
        t.e(2, "row", f"Shipping (Flat Rate - Fixed) {money(5 * n)}")
        t.e(2, "row", f"Order Total {money(sub + 5 * n)}")
        t.e(1, "button", "Proceed to Checkout")
        t.e(1, "link", "Check Out with Multiple Addresses")
        shop_footer(t)
        return t.page("Shopping Cart", SHOP + "/checkout/cart/"), t.ids

    state, ids = home(None)
    turns = []
    o1, ids1 = home("green tea")
    turns.append((fill(ids["search"], "green tea"), o1))
    o2, ids2 = results(TEA_REL, "Relevance", 2, None)
    turns.append(("keyboard_press('Enter')", o2))
    o3, ids3 = results(TEA_PRICE, "Price", 2, None)
    turns.append((select(ids2["sort"], "Price"), o3))
    o4, _ = results(TEA_PRICE, "Price", 3, TEA_PRICE[11][0])
    turns.append((click(ids3["add11"]), o4))
    base = [("Kellogg's Rice Krispies Treats, Original Marshmallow, Crispy Rice Snacks, 0.78oz Bars, 60ct", 19.99, 1),
            ("Cuisinart CPK-17 PerfecTemp 1.7-Liter Stainless Steel Cordless Electric Kettle", 34.95, 1),
            (TEA_PRICE[11][0], 9.50, 1)]
    o5, ids5 = cart(base, {}, None)
    turns.append((f"goto('{SHOP}/checkout/cart/')", o5))
    o6, _ = cart(base, {2: "2"}, None)
    turns.append((fill(ids5["qty2"], "2"), o6))
    upd = base[:2] + [(base[2][0], 9.50, 2)]
    o7, ids7 = cart(upd, {}, None)
    turns.append((click(ids5["update"]), o7))
    o8, _ = cart([upd[0], upd[2]], {}, None)
    turns.append((click(ids7["rm1"]), o8))
    rs.add("web", "h60-web-01", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 02 Magento admin (bad: renamed product back under old name)
ADMIN = "http://localhost:7780/admin"
ADMIN_MENU = [("\ue604", "DASHBOARD"), ("\ue60b", "SALES"), ("\ue608", "CATALOG"), ("\ue603", "CUSTOMERS"),
              ("\ue609", "MARKETING"), ("\ue602", "CONTENT"), ("\ue60a", "REPORTS"), ("\ue60d", "STORES"),
              ("\ue610", "SYSTEM"), ("\ue612", "FIND PARTNERS & EXTENSIONS")]
LUMA = [(1, "Joust Duffle Bag", "24-MB01", 34, "Bag"), (2, "Strive Shoulder Pack", "24-MB04", 32, "Bag"),
        (3, "Crown Summit Backpack", "24-MB03", 38, "Bag"), (4, "Wayfarer Messenger Bag", "24-MB05", 45, "Bag"),
        (5, "Rival Field Messenger", "24-MB06", 45, "Bag"), (6, "Fusion Backpack", "24-MB02", 59, "Bag"),
        (7, "Impulse Duffle", "24-UB02", 74, "Bag"), (8, "Voyage Yoga Bag", "24-WB01", 32, "Bag"),
        (9, "Compete Track Tote", "24-WB02", 32, "Bag"), (10, "Savvy Shoulder Tote", "24-WB05", 32, "Bag"),
        (11, "Endeavor Daytrip Backpack", "24-WB06", 33, "Bag"), (12, "Driven Backpack", "24-WB03", 36, "Bag"),
        (13, "Overnight Duffle", "24-WB07", 45, "Bag"), (14, "Push It Messenger Bag", "24-WB04", 45, "Bag"),
        (15, "Affirm Water Bottle ", "24-UG06", 7, "Gear"), (16, "Dual Handle Cardio Ball", "24-UG07", 12, "Gear"),
        (17, "Zing Jump Rope", "24-UG04", 12, "Gear"), (18, "Pursuit Lumaflex&trade; Tone Band", "24-UG02", 16, "Gear"),
        (19, "Go-Get'r Pushup Grips", "24-UG05", 19, "Gear"), (20, "Quest Lumaflex&trade; Band", "24-UG01", 19, "Gear")]


def admin_chrome(t: Tree, heading: str, open_menu: str | None = None) -> None:
    t.e(0, "link", "Magento Admin Panel")
    t.e(1, "img", "Magento Admin Panel")
    t.e(0, "navigation", "")
    t.e(1, "menubar", "", "orientation='horizontal'")
    for icon, name in ADMIN_MENU:
        t.e(2, "link", f"{icon} {name}", key=name.lower())
        if name == open_menu == "CATALOG":
            t.e(3, "strong", "Catalog", bid=1801)
            t.e(3, "link", "\ue62f", bid=1802)
            t.e(3, "menu", "", "orientation='vertical'", bid=1803)
            t.e(4, "menuitem", "Products", bid=1804, key="products")
            t.e(4, "menuitem", "Categories", bid=1805)
    t.e(0, "banner", "")
    t.e(1, "heading", heading)
    t.e(1, "link", "\ue600 admin")
    t.e(1, "link", "\ue607 4")
    t.e(1, "textbox", "\ue60c")


def t02(rs: RowSet) -> None:
    old, new = "Ana Running Short", "Ana Running Short - Final Sale"
    kids = [(1830 + i, f"{old}-{s}-{c}", f"WSH11-{s}-{c}", q) for i, (s, c, q) in enumerate(
        [("28", "Black", 100), ("28", "Orange", 100), ("28", "White", 97), ("29", "Black", 100), ("29", "Orange", 99), ("29", "White", 100)])]

    def dashboard(menu: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(100)
        admin_chrome(t, "Dashboard", menu)
        t.e(0, "main", "")
        t.t(1, "Scope:")
        t.e(1, "button", "All Store Views", "hasPopup='menu'")
        t.e(1, "link", "\ue633 What is this?")
        t.e(1, "button", "Reload Data")
        t.e(1, "heading", "Advanced Reporting")
        t.t(1, "Gain new insights and take command of your business' performance, using our dynamic product, order, and customer reports tailored to your customer data.")
        t.e(1, "link", "Go to Advanced Reporting \ue644")
        t.t(1, "Chart is disabled. To enable the chart, click")
        t.e(1, "link", "here")
        t.t(1, "Lifetime Sales", "$0.00", "Average Order", "$0.00", "Last Orders")
        t.e(1, "table", "")
        t.e(2, "row", "Customer Items Total")
        for cust, items, total in [("Sarah Miller", 5, "$194.40"), ("Grace Nguyen", 4, "$190.00"), ("Matt Baker", 3, "$151.40"),
                                   ("Lily Potter", 4, "$188.20"), ("Ava Brown", 2, "$83.40")]:
            t.e(2, "row", f"{cust} {items} {total}")
            t.e(3, "cell", cust)
            t.e(3, "cell", str(items))
            t.e(3, "cell", total)
        t.t(1, "Last Search Terms")
        t.e(1, "table", "")
        t.e(2, "row", "Search Term Results Uses")
        for term, res, uses in [("tanks", 23, 1), ("nike", 0, 3), ("Joust Bag", 10, 4), ("hollister", 1, 19), ("Antonia Racer Tank", 23, 2)]:
            t.e(2, "row", f"{term} {res} {uses}")
        t.e(1, "tablist", "", "multiselectable=False", "orientation='horizontal'")
        for tab in ("Bestsellers", "Most Viewed Products", "New Customers", "Customers"):
            t.e(2, "tab", tab, *(["selected=True"] if tab == "Bestsellers" else ["selected=False"]))
        t.e(1, "tabpanel", "Bestsellers")
        t.e(2, "table", "")
        t.e(3, "row", "Product Price Quantity")
        for prod, price, q in [("Quest Lumaflex&trade; Band", "$19.00", 6), ("Sprite Yoga Strap 6 foot", "$14.00", 6),
                               (f"{old}-28-White", "$40.00", 3), ("Overnight Duffle", "$45.00", 5), ("Sprite Stasis Ball 65 cm", "$27.00", 5)]:
            t.e(3, "row", f"{prod} {price} {q}")
        t.e(0, "contentinfo", "")
        t.e(1, "link", "\ue606")
        t.t(1, "Copyright © 2025 Magento Commerce Inc. All rights reserved.")
        t.t(1, "Magento ver. 2.4.6")
        return t.page("Dashboard / Magento Admin", ADMIN + "/admin/dashboard/"), t.ids

    def grid(keyword: str | None, typed: str | None, parent_name: str) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        admin_chrome(t, "Products")
        t.e(0, "main", "")
        t.e(1, "button", "Add Product", key="addp")
        t.e(1, "button", "Add product of type", "hasPopup='menu'")
        t.e(1, "textbox", "Search by keyword", value=typed if typed is not None else (keyword or ""), key="kw")
        t.e(1, "button", "Search")
        t.e(1, "button", "Filters")
        t.e(1, "button", "Default View", "hasPopup='menu'")
        t.e(1, "button", "Columns", "hasPopup='menu'")
        t.e(1, "button", "Export", "hasPopup='menu'")
        if keyword:
            t.t(1, "Active filters:")
            t.t(1, "Keyword:", keyword)
            t.e(1, "button", "Remove")
            t.e(1, "button", "Clear all")
        rows: list[tuple[int, str, str, str, str, str, str, str]] = []
        if keyword:
            for pid, name, sku, q in kids:
                rows.append((pid, name, "Simple Product", "Bottom", sku, "$40.00", f"{q}.0000", "Not Visible Individually"))
            rows.append((1836, parent_name, "Configurable Product", "Bottom", "WSH11", "$40.00", "", "Catalog, Search"))
        else:
            for pid, name, sku, price, aset in LUMA:
                rows.append((pid, name, "Simple Product", aset, sku, f"${price}.00", "100.0000", "Catalog, Search"))
        t.t(1, f"{len(rows) if keyword else '2040'} records found")
        t.e(1, "combobox", "", "hasPopup='menu'", "expanded=False", value="20")
        t.t(1, "per page")
        t.e(1, "button", "Previous Page", "disabled=True")
        t.e(1, "textbox", "", value="1")
        t.t(1, f"of {1 if keyword else 102}")
        t.e(1, "button", "Next Page", *(["disabled=True"] if keyword else []))
        t.e(1, "table", "")
        t.e(2, "row", "")
        for h in ("Options", "ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility", "Status", "Websites", "Action"):
            t.e(3, "columnheader", h, *(["sort='ascending'"] if h == "ID" else []))
        for pid, name, typ, aset, sku, price, qty, vis in rows:
            t.e(2, "row", "")
            t.e(3, "gridcell", "")
            t.e(4, "checkbox", "", "checked='false'")
            t.e(3, "gridcell", str(pid))
            t.e(3, "gridcell", "")
            t.e(4, "img", "")
            t.e(3, "gridcell", name)
            t.e(3, "gridcell", typ)
            t.e(3, "gridcell", aset)
            t.e(3, "gridcell", sku)
            t.e(3, "gridcell", price)
            t.e(3, "gridcell", qty)
            t.e(3, "gridcell", f"Default Stock: {int(float(qty))}" if qty else "")
            t.e(3, "gridcell", vis)
            t.e(3, "gridcell", "Enabled")
            t.e(3, "gridcell", "Main Website")
            t.e(3, "gridcell", "Edit")
            t.e(4, "link", "Edit", key=f"edit{pid}")
        url = ADMIN + "/catalog/product/"
        return t.page("Products / Inventory / Catalog / Magento Admin", url), t.ids

    def edit(name: str, field: str, saved: bool, custom_open: bool = False) -> tuple[str, dict[str, str]]:
        t = Tree(900)
        admin_chrome(t, name)
        t.e(0, "main", "")
        t.e(1, "button", "\ue626 Back", key="back")
        t.e(1, "button", "Add Attribute")
        t.e(1, "button", "Save", key="save")
        t.e(1, "button", "\ue61c", "hasPopup='menu'")
        if saved:
            t.e(1, "alert", "", bid=1901)
            t.t(2, "You saved the product.")
        t.e(1, "switch", "Enable Product", "checked='true'")
        t.e(1, "combobox", "Attribute Set", "hasPopup='listbox'", value="Bottom")
        t.e(1, "textbox", "Product Name \ue601", "required", value=field, key="name")
        t.e(1, "textbox", "SKU \ue601", "required", value="WSH11")
        t.e(1, "textbox", "Price", "disabled=True", value="40.00")
        t.e(1, "combobox", "Tax Class", value="Taxable Goods")
        t.t(1, "Quantity")
        t.t(1, "Stock Status")
        t.e(1, "combobox", "Stock Status", value="In Stock")
        t.e(1, "textbox", "Weight", value="1")
        t.e(1, "combobox", "Weight", value="This item has weight")
        t.t(1, "Categories", "Shorts", "Women Sale", "Performance Fabrics")
        t.e(1, "combobox", "Visibility", value="Catalog, Search")
        t.e(1, "textbox", "Set Product as New From", value="")
        t.e(1, "combobox", "Country of Manufacture", value="")
        t.e(1, "combobox", "Activity", value="Running, Gym")
        t.e(1, "combobox", "Material", value="Polyester, Spandex")
        t.e(1, "heading", "Configurations")
        t.t(1, "Configurable products allow customers to choose options (Ex: shirt color). You need to create a simple product for each configuration (Ex: a product for each color).")
        t.e(1, "button", "Edit Configurations")
        t.e(1, "table", "")
        t.e(2, "row", "Image Name SKU Price Quantity Weight Status Attributes Actions")
        for _pid, kname, sku, q in kids:
            t.e(2, "row", "")
            t.e(3, "cell", kname)
            t.e(3, "cell", sku)
            t.e(3, "cell", "$40.00")
            t.e(3, "cell", str(q))
            t.e(3, "cell", "1")
            t.e(3, "cell", "Enabled")
            sz, col = sku.split("-")[1:]
            t.e(3, "cell", f"Size: {sz}, Color: {col}")
            t.e(3, "button", "Select")
        for sec in ("Content", "Bundle Items", "Images And Videos", "Search Engine Optimization", "Related Products, Up-Sells, and Cross-Sells"):
            t.e(1, "heading", sec)
            t.e(2, "tab", sec, "expanded=False")
        t.e(1, "heading", "Customizable Options")
        t.e(2, "tab", "Customizable Options", f"expanded={custom_open}", key="custom")
        if custom_open:
            t.t(2, "Custom options let shoppers choose the product variations they want.")
            t.e(2, "button", "Import Options", bid=1951)
            t.e(2, "button", "Add Option", bid=1952)
        for sec in ("Product in Websites", "Design", "Gift Options", "Downloadable Information"):
            t.e(1, "heading", sec)
            t.e(2, "tab", sec, "expanded=False")
        return t.page(f"{name} / Products / Inventory / Catalog / Magento Admin", ADMIN + "/catalog/product/edit/id/1836/"), t.ids

    state, ids = dashboard(None)
    turns = []
    o, ids1 = dashboard("CATALOG")
    turns.append((click(ids["catalog"]), o))
    o, ids2 = grid(None, None, old)
    turns.append((click(ids1["products"]), o))
    o, _ = grid(None, old, old)
    turns.append((fill(ids2["kw"], old), o))
    o, ids4 = grid(old, None, old)
    turns.append(("keyboard_press('Enter')", o))
    o, ids5 = edit(old, old, False)
    turns.append((click(ids4["edit1836"]), o))
    o, _ = edit(old, new, False)
    turns.append((fill(ids5["name"], new), o))
    o, ids7 = edit(new, new, True)
    turns.append((click(ids5["save"]), o))
    o, ids8 = grid(old, None, old)  # contradiction: the parent row is back under its old name
    turns.append((click(ids7["back"]), o))
    o, ids9 = edit(new, new, False)
    turns.append((click(ids8["edit1836"]), o))
    o, _ = edit(new, new, False, custom_open=True)
    turns.append((click(ids9["custom"]), o))
    rs.add("web", "h60-web-02", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="After the product was renamed and saved as 'Ana Running Short - Final Sale', the product grid lists ID 1836 (SKU WSH11) under its old name 'Ana Running Short'.")


# --------------------------------------------------------------------------- 03 GitLab (bad: a file's line differs in blame view)
GL = "http://localhost:8023"
SETTINGS_YML = """# Relay service settings (defaults; override per environment in config/<env>.yml)
service:
  name: relay-service
  listen_host: 0.0.0.0
  listen_port: 8085

database:
  driver: postgres
  max_connections: 50
  pool_timeout: 30
  statement_timeout_ms: 15000
  ssl_mode: require

redis:
  url: redis://cache.internal:6379/2
  key_prefix: "relay:"
  ttl_seconds: 900

logging:
  level: info
  format: json

features:
  batch_forwarding: true
  retry_backoff_ms: [250, 1000, 4000]""".split("\n")
SETTINGS_SIZE = f"{len(chr(10).join(SETTINGS_YML)) + 1} B"
GL_COMMITS = {"a3f9c21d": ("Raise default DB pool size to 50", "3 days ago", "Mar 10, 2025 4:12pm", "7e01b4aa"),
              "7e01b4aa": ("Add pool_timeout and statement timeout", "3 weeks ago", "Feb 20, 2025 11:03am", "5b8d90e3"),
              "5b8d90e3": ("Move redis settings out of env", "2 months ago", "Jan 8, 2025 9:47am", "19c4d2e0"),
              "19c4d2e0": ("Initial settings", "5 months ago", "Oct 14, 2024 2:31pm", "")}


def gl_chrome(t: Tree, section: str) -> None:
    t.e(0, "link", "Skip to content")
    t.e(0, "banner", "")
    t.e(1, "link", "Dashboard")
    t.e(2, "img", "Tanuki")
    t.e(1, "button", "Main menu")
    t.e(1, "textbox", "Search GitLab")
    t.e(1, "link", "Create new...")
    t.e(1, "link", "Issues")
    t.e(1, "link", "Merge requests")
    t.e(1, "link", "To-Do List")
    t.e(1, "link", "Help")
    t.e(1, "link", "Byte Blaze user’s menu")
    t.e(2, "img", "Byte Blaze user’s menu")
    t.e(0, "complementary", "Project navigation")
    t.e(1, "link", "relay-service")
    for item in ("Project information", "Repository", "Issues 7", "Merge requests 2", "CI/CD", "Security & Compliance",
                 "Deployments", "Packages and registries", "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets", "Settings"):
        t.e(1, "link", item)
        if item == "Repository":
            for sub in ("Files", "Commits", "Branches", "Tags", "Contributors", "Graph", "Compare"):
                t.e(2, "link", sub, *(["current"] if sub == section else []))
    t.e(1, "button", "Collapse sidebar")


def gl_crumbs(t: Tree, last: str) -> None:
    t.e(1, "navigation", "Breadcrumbs")
    t.e(2, "link", "Byte Blaze")
    t.e(2, "link", "relay-service")
    t.e(2, "link", last)


def t03(rs: RowSet) -> None:
    proj = GL + "/byteblaze/relay-service"

    def overview() -> tuple[str, dict[str, str]]:
        t = Tree(200)
        gl_chrome(t, "")
        t.e(0, "main", "")
        gl_crumbs(t, "relay-service")
        t.e(1, "heading", "relay-service")
        t.t(1, "Project ID: 196")
        t.e(1, "button", "Copy project ID")
        t.e(1, "button", "Star")
        t.e(1, "link", "4")
        t.e(1, "button", "Fork")
        t.e(1, "link", "1")
        t.e(1, "link", "142 Commits")
        t.e(1, "link", "6 Branches")
        t.e(1, "link", "4 Tags")
        t.t(1, "1.2 MB Project Storage")
        t.t(1, "Forwards webhook batches from the ingest queue to partner endpoints with retry and backoff.")
        t.e(1, "button", "main", "hasPopup='menu'")
        t.e(1, "link", "relay-service")
        t.e(1, "link", "Find file")
        t.e(1, "link", "Web IDE")
        t.e(1, "button", "Download", "hasPopup='menu'")
        t.e(1, "button", "Clone", "hasPopup='menu'")
        t.e(1, "link", "Raise default DB pool size to 50")
        t.e(1, "link", "Byte Blaze's avatar")
        t.e(1, "link", "Byte Blaze")
        t.t(1, "authored 3 days ago")
        t.t(1, "a3f9c21d")
        t.e(1, "button", "Copy commit SHA")
        for b in ("README", "MIT License", "CHANGELOG", "CI/CD configuration", "Add CONTRIBUTING", "Add Kubernetes cluster"):
            t.e(1, "link", b)
        t.e(1, "table", "Files, directories, and submodules in the path / for commit reference main")
        t.e(2, "row", "Name Last commit Last update")
        for name, msg, when in [(".gitlab", "Add MR template", "4 months ago"), ("config", "Raise default DB pool size to 50", "3 days ago"),
                                ("relay", "Retry partner 429s with Retry-After", "1 week ago"), ("tests", "Retry partner 429s with Retry-After", "1 week ago"),
                                (".gitignore", "Initial commit", "5 months ago"), (".gitlab-ci.yml", "Cache pip downloads in CI", "6 weeks ago"),
                                ("CHANGELOG.md", "Release 1.4.0", "2 weeks ago"), ("LICENSE", "Initial commit", "5 months ago"),
                                ("README.md", "Document RELAY_ENV override", "1 month ago"), ("requirements.txt", "Pin httpx to 0.27", "2 weeks ago")]:
            t.e(2, "row", f"{name} {msg} {when}")
            t.e(3, "cell", name)
            t.e(4, "link", name, key=f"f:{name}")
            t.e(3, "cell", msg)
            t.e(4, "link", msg)
            t.e(3, "cell", when)
        return t.page("Byte Blaze / relay-service · GitLab", proj), t.ids

    def tree_config() -> tuple[str, dict[str, str]]:
        t = Tree(500)
        gl_chrome(t, "Files")
        t.e(0, "main", "")
        gl_crumbs(t, "Repository")
        t.e(1, "button", "main", "hasPopup='menu'")
        t.e(1, "link", "relay-service")
        t.e(1, "link", "config")
        t.e(1, "button", "Add to tree", "hasPopup='menu'")
        t.e(1, "link", "History")
        t.e(1, "link", "Find file")
        t.e(1, "link", "Raise default DB pool size to 50")
        t.t(1, "Byte Blaze authored 3 days ago", "a3f9c21d")
        t.e(1, "table", "Files, directories, and submodules in the path config for commit reference main")
        t.e(2, "row", "Name Last commit Last update")
        t.e(2, "row", "..")
        for name, msg, when in [("logging.yml", "Switch log format to json", "6 weeks ago"), ("production.yml", "Release 1.4.0", "2 weeks ago"),
                                ("settings.yml", "Raise default DB pool size to 50", "3 days ago"), ("staging.yml", "Point staging at new redis", "2 months ago")]:
            t.e(2, "row", f"{name} {msg} {when}")
            t.e(3, "cell", name)
            t.e(4, "link", name, key=f"f:{name}")
            t.e(3, "cell", msg)
            t.e(4, "link", msg)
            t.e(3, "cell", when)
        return t.page("config · main · Byte Blaze / relay-service · GitLab", proj + "/-/tree/main/config"), t.ids

    def blob(ref: str) -> tuple[str, dict[str, str]]:
        t = Tree(700)
        gl_chrome(t, "Files")
        t.e(0, "main", "")
        gl_crumbs(t, "Repository")
        t.e(1, "button", ref, "hasPopup='menu'")
        t.e(1, "link", "relay-service")
        t.e(1, "link", "config")
        t.e(1, "link", "settings.yml")
        t.e(1, "button", "Copy file path")
        t.e(1, "link", "Raise default DB pool size to 50")
        t.t(1, "Byte Blaze authored 3 days ago")
        t.t(1, "a3f9c21d")
        t.e(1, "button", "Copy commit SHA")
        t.t(1, "settings.yml", SETTINGS_SIZE)
        t.e(1, "button", "Edit", "hasPopup='menu'")
        t.e(1, "button", "Replace")
        t.e(1, "button", "Delete")
        t.e(1, "link", "Blame", key="blame")
        t.e(1, "link", "History", key="history")
        t.e(1, "link", "Permalink")
        t.e(1, "button", "Copy file contents")
        t.e(1, "link", "Open raw")
        t.e(1, "link", "Download")
        for i, line in enumerate(SETTINGS_YML, 1):
            t.e(1, "link", str(i))
            if line:
                t.t(1, line)
        return t.page(f"config/settings.yml · {ref} · Byte Blaze / relay-service · GitLab", proj + f"/-/blob/{'a3f9c21d5e0b7c4f19a2d83e6b0c5f71d24a9e08' if ref != 'main' else 'main'}/config/settings.yml"), t.ids

    def history() -> tuple[str, dict[str, str]]:
        t = Tree(950)
        gl_chrome(t, "Commits")
        t.e(0, "main", "")
        gl_crumbs(t, "Commits")
        t.e(1, "button", "main", "hasPopup='menu'")
        t.e(1, "link", "relay-service")
        t.e(1, "link", "config")
        t.e(1, "link", "settings.yml")
        t.e(1, "textbox", "Search by message")
        t.e(1, "link", "Browse files")
        for sha, (msg, when, stamp, _par) in GL_COMMITS.items():
            t.t(1, stamp.rsplit(" ", 1)[0])
            t.e(1, "link", "Byte Blaze's avatar")
            t.e(1, "link", msg, key=f"c:{sha}")
            t.e(1, "link", "Byte Blaze")
            t.t(1, f"authored {when}")
            t.t(1, sha)
            t.e(1, "button", "Copy commit SHA")
            t.e(1, "link", "Browse Files")
        return t.page("Commits · main · Byte Blaze / relay-service · GitLab", proj + "/-/commits/main/config/settings.yml"), t.ids

    def commit(sha: str) -> tuple[str, dict[str, str]]:
        msg, ago, date, par = GL_COMMITS[sha]
        t = Tree(1100)
        gl_chrome(t, "Commits")
        t.e(0, "main", "")
        gl_crumbs(t, sha)
        t.t(1, "Commit", sha)
        t.e(1, "button", "Copy commit SHA")
        t.t(1, f"authored {ago} by")
        t.e(1, "link", "Byte Blaze")
        t.e(1, "button", "Browse files")
        t.e(1, "button", "Options", "hasPopup='menu'")
        t.e(1, "heading", msg)
        t.t(1, "1 parent")
        t.e(1, "link", par)
        t.t(1, "No related merge requests found")
        if sha == "a3f9c21d":
            t.t(1, "Showing 1 changed file with 1 addition and 1 deletion")
            diff = [("6", "6", " ", ""), ("7", "7", " ", "database:"), ("8", "8", " ", "  driver: postgres"),
                    ("9", "", "-", "  max_connections: 40"), ("", "9", "+", "  max_connections: 50"),
                    ("10", "10", " ", "  pool_timeout: 30"), ("11", "11", " ", "  statement_timeout_ms: 15000"), ("12", "12", " ", "  ssl_mode: require")]
            hunk = "@@ -6,7 +6,7 @@ service:"
        else:
            t.t(1, "Showing 1 changed file with 2 additions and 0 deletions")
            diff = [("6", "6", " ", ""), ("7", "7", " ", "database:"), ("8", "8", " ", "  driver: postgres"),
                    ("9", "9", " ", "  max_connections: 40"), ("", "10", "+", "  pool_timeout: 30"),
                    ("", "11", "+", "  statement_timeout_ms: 15000"), ("10", "12", " ", "  ssl_mode: require")]
            hunk = "@@ -6,5 +6,7 @@ service:"
        t.e(1, "button", "Hide file browser")
        t.e(1, "button", "Compare", "hasPopup='menu'")
        t.e(1, "link", "config/settings.yml")
        t.e(1, "button", "Copy file path")
        t.e(1, "link", f"View file @ {sha}", key="viewfile")
        t.e(1, "table", "")
        t.e(2, "row", hunk)
        for a, b, sign, text in diff:
            t.e(2, "row", "")
            t.e(3, "cell", a)
            t.e(3, "cell", b)
            t.e(3, "cell", f"{sign}{text}".rstrip())
        t.t(1, "0 comments on commit", sha)
        t.e(1, "textbox", "Write a comment or drag your files here…")
        t.e(1, "button", "Comment")
        return t.page(f"{msg} ({sha}) · Commits · Byte Blaze / relay-service · GitLab", proj + f"/-/commit/{sha}"), t.ids

    def blame(timeout_line: str) -> tuple[str, dict[str, str]]:
        t = Tree(1300)
        gl_chrome(t, "Files")
        t.e(0, "main", "")
        gl_crumbs(t, "Repository")
        t.e(1, "button", "a3f9c21d", "hasPopup='menu'")
        t.e(1, "link", "relay-service")
        t.e(1, "link", "config")
        t.e(1, "link", "settings.yml")
        t.t(1, "settings.yml", SETTINGS_SIZE)
        t.e(1, "link", "Normal view")
        t.e(1, "link", "History")
        t.e(1, "link", "Permalink")
        t.e(1, "link", "Open raw")
        groups = [("19c4d2e0", 1, 8), ("a3f9c21d", 9, 9), ("7e01b4aa", 10, 11), ("19c4d2e0", 12, 13),
                  ("5b8d90e3", 14, 17), ("19c4d2e0", 18, 25)]
        lines = list(SETTINGS_YML)
        lines[9] = timeout_line
        t.e(1, "table", "")
        for sha, a, b in groups:
            msg, ago, _date, _par = GL_COMMITS[sha]
            t.e(2, "row", "")
            t.e(3, "cell", "")
            t.e(4, "link", "Byte Blaze's avatar")
            t.e(4, "link", msg, key=f"b:{sha}" if a != 12 and a != 18 else None)
            t.t(4, f"Byte Blaze authored {ago}")
            t.e(4, "link", sha)
            t.e(4, "link", "View blame prior to this change")
            t.e(3, "cell", "")
            for i in range(a, b + 1):
                t.e(4, "link", str(i))
            t.e(3, "cell", "")
            for i in range(a, b + 1):
                if lines[i - 1]:
                    t.t(4, lines[i - 1])
        return t.page("config/settings.yml · Blame · a3f9c21d · Byte Blaze / relay-service · GitLab",
                      proj + "/-/blame/a3f9c21d5e0b7c4f19a2d83e6b0c5f71d24a9e08/config/settings.yml"), t.ids

    state, ids = overview()
    turns = []
    o, i1 = tree_config()
    turns.append((click(ids["f:config"]), o))
    o, i2 = blob("main")
    turns.append((click(i1["f:settings.yml"]), o))
    o, i3 = history()
    turns.append((click(i2["history"]), o))
    o, i4 = commit("a3f9c21d")
    turns.append((click(i3["c:a3f9c21d"]), o))
    o, i5 = blob("a3f9c21d")
    turns.append((click(i4["viewfile"]), o))
    o, i6 = blame("  pool_timeout: 45")  # contradiction: the file showed pool_timeout: 30 everywhere before
    turns.append((click(i5["blame"]), o))
    o, _ = commit("7e01b4aa")
    turns.append((click(i6["b:7e01b4aa"]), o))
    rs.add("web", "h60-web-03", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="The blame view of config/settings.yml at a3f9c21d shows line 10 as 'pool_timeout: 45', while the same file at the same commit showed 'pool_timeout: 30' in the blob view and the diff context.")


# --------------------------------------------------------------------------- 04 Postmill forum (clean)
PM = "http://localhost:9999"


def clock12(minute: int, seconds: int = 0) -> str:
    """Minutes after midnight -> '3:41:26 PM'."""
    h, m = divmod(minute % 1440, 60)
    return f"{(h % 12) or 12}:{m:02d}:{seconds:02d} {'AM' if h < 12 else 'PM'}"


def ago(now: int, then: int) -> str:
    d = now - then
    if d < 1:
        return "just now"
    for unit, size in (("day", 1440), ("hour", 60), ("minute", 1)):
        if d >= size:
            k = d // size
            return f"{k} {unit}{'s' if k > 1 else ''} ago"
    return "just now"


def pm_chrome(t: Tree, notes: int = 0) -> None:
    t.e(0, "link", "Jump to main content")
    t.e(0, "link", "Jump to sidebar")
    t.e(0, "navigation", "")
    t.e(1, "link", "Home")
    t.t(2, "Postmill")
    t.e(1, "list", "")
    t.e(2, "listitem", "")
    t.e(3, "link", "Forums")
    t.e(2, "listitem", "")
    t.e(3, "link", "Wiki")
    t.e(1, "Section", "")
    t.e(2, "searchbox", "Search query")
    t.e(1, "list", "")
    t.e(2, "listitem", "")
    t.e(3, "link", "Submit", key="submit")
    t.e(2, "listitem", "")
    t.e(3, "link", f"Notifications ({notes})")
    t.e(2, "listitem", "")
    t.e(3, "button", "MarvelsGrantMan136", "hasPopup='menu'", "expanded=False")


def t04(rs: RowSet) -> None:
    day = 1440 * 3  # Mar 7, 2025 as minute offset (Mar 4 = 0)
    # (title, author, minute posted, score, comments, post id)
    posts = [("My Pixel 8 Pro battery is down to 81% health after 14 months — normal?", "techno_tina", day + 682, 156, 42, 1088),
             ("PSA: the cheap USB-C cables from the dollar store only do USB 2.0 speeds", "cable_guy_88", day + 806, 203, 31, 1091),
             ("What's your favorite e-ink device for reading manga?", "inkfan", day + 376, 88, 19, 1083),
             ("Finally upgraded from a 2015 MacBook Air. The speakers alone…", "retro_rob", day + 571, 241, 57, 1086),
             ("Is the Steam Deck OLED worth it over the LCD model at $399?", "deckard", day + 137, 190, 64, 1079),
             ("Review: Anker 737 power bank after six months of daily use", "watt_ever", day - 398, 134, 22, 1072),
             ("Smart plugs that don't need a cloud account?", "homebody", day + 874, 12, 9, 1093),
             ("Found my grandfather's Sony Walkman WM-2 in the attic", "analog_annie", day - 1822, 412, 45, 1061)]
    me = "MarvelsGrantMan136"
    t1 = "Anyone tried the new Kobo Libra Colour for PDFs?"
    t2 = "Anyone tried the Kobo Libra Colour for reading PDFs?"
    body = "Thinking of replacing my old Kindle Paperwhite. I mostly read two-column papers and scanned manuals. How does the 7\" screen handle PDFs, and is the stylus worth the extra $69?"
    posted = day + 941  # 3:41 PM

    def fmt_time(minute: int, sec: int) -> str:
        d = 4 + minute // 1440
        return f"March {d}, 2025 at {clock12(minute, sec)} EST"

    def listing(now: int, order: str, rows: list[tuple[str, str, int, int, int, int]]) -> tuple[str, dict[str, str]]:
        t = Tree(50)
        pm_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "/f/gadgets")
        t.e(1, "navigation", "")
        for s in ("Hot", "New", "Active", "Top", "Controversial", "Most commented"):
            t.e(2, "link", s, *(["current"] if s == order else []), key=f"sort:{s}")
        for title, author, when, score, ncom, pid in rows:
            t.e(1, "article", "")
            t.e(2, "link", title, key=f"p:{pid}")
            t.t(2, "Submitted by")
            t.e(2, "link", author)
            t.e(2, "time", fmt_time(when, (pid * 7) % 60))
            t.t(3, ago(now, when))
            t.e(2, "link", f"{ncom} comment{'s' if ncom != 1 else ''}")
            t.e(2, "button", "Upvote", *(["pressed=True"] if author == me else []))
            t.t(2, str(score))
            t.e(2, "button", "Downvote")
        t.e(1, "link", "More")
        t.e(0, "complementary", "")
        t.e(1, "heading", "gadgets")
        t.t(1, "Phones, laptops, e-readers, audio and everything with a battery. No sales links, no referral codes.")
        t.e(1, "button", "Unsubscribe")
        t.t(1, "1,288")
        t.t(1, "Created", "March 1, 2023")
        t.e(1, "heading", "Toolbox")
        t.e(1, "link", "Bans")
        t.e(1, "link", "Moderation log")
        return t.page("/f/gadgets" if order == "Hot" else f"{order} submissions in /f/gadgets", PM + "/f/gadgets" + ("" if order == "Hot" else "/" + order.lower())), t.ids

    def form(title: str, text: str, editing: bool) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        pm_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Editing submission" if editing else "Create submission")
        t.e(1, "textbox", "URL", value="")
        t.e(1, "textbox", "Title *", "required", value=title, key="title")
        t.e(1, "textbox", "Body", value=text, key="body")
        t.e(1, "button", "Formatting help", "expanded=False")
        t.t(1, "Markdown allowed.")
        if not editing:
            t.e(1, "combobox", "Forum *", "hasPopup='menu'", "expanded=False", "required", value="gadgets")
        t.e(1, "checkbox", "Post as moderator", "checked='false'", "disabled=True")
        t.e(1, "button", "Save" if editing else "Create submission", key="go")
        url = PM + ("/f/gadgets/1094/-/edit" if editing else "/submit/gadgets")
        return t.page("Editing submission" if editing else "Create submission", url), t.ids

    def submission(title: str, score: int, now: int, edited: int | None, comments: list[tuple[str, int, str, int]]) -> tuple[str, dict[str, str]]:
        t = Tree(420)
        pm_chrome(t, notes=len(comments))
        t.e(0, "main", "")
        t.e(1, "article", "")
        t.e(2, "heading", title)
        t.t(2, "Submitted by")
        t.e(2, "link", me)
        t.e(2, "time", fmt_time(posted, 26))
        t.t(3, ago(now, posted))
        if edited is not None:
            t.t(2, "(edited")
            t.e(2, "time", fmt_time(edited, 12))
            t.t(3, ago(now, edited) + ")")
        t.t(2, "in")
        t.e(2, "link", "gadgets", key="forum")
        t.t(2, body)
        t.e(2, "link", f"{len(comments)} comment{'s' if len(comments) != 1 else ''}")
        t.e(2, "link", "Edit", key="edit")
        t.e(2, "button", "Delete")
        t.e(2, "button", "Upvote", "pressed=True")
        t.t(2, str(score))
        t.e(2, "button", "Downvote")
        t.e(1, "heading", "Comments")
        t.e(1, "textbox", "Comment", value="")
        t.e(1, "button", "Post")
        for author, when, text, up in comments:
            t.e(1, "article", "")
            t.e(2, "link", author)
            t.e(2, "time", fmt_time(when, 48))
            t.t(3, ago(now, when))
            t.t(2, text)
            t.e(2, "button", "Upvote")
            t.t(2, str(up))
            t.e(2, "button", "Downvote")
            t.e(2, "link", "Reply")
            t.e(2, "link", "Permalink")
        if not comments:
            t.t(1, "There are no comments.")
        t.e(0, "complementary", "")
        t.e(1, "heading", "gadgets")
        t.e(1, "button", "Unsubscribe")
        t.t(1, "1,288")
        slug = title.lower().replace("?", "").replace(" ", "-")
        return t.page(title, PM + f"/f/gadgets/1094/{slug}"), t.ids

    now0 = day + 940
    state, ids = listing(now0, "Hot", posts)
    turns = []
    o, i1 = form("", "", False)
    turns.append((click(ids["submit"]), o))
    o, _ = form(t1, "", False)
    turns.append((fill(i1["title"], t1), o))
    o, _ = form(t1, body, False)
    turns.append((fill(i1["body"], body), o))
    o, i4 = submission(t1, 1, posted, None, [])
    turns.append((click(i1["go"]), o))
    o, i5 = form(t1, body, True)
    turns.append((click(i4["edit"]), o))
    o, _ = form(t2, body, True)
    turns.append((fill(i5["title"], t2), o))
    com = [("inkfan", posted + 1, "I use mine for two-column papers. Landscape + zoom to column width works, but page turns are slow on big scans. Stylus is handy for margin notes, not essential.", 1)]
    o, i7 = submission(t2, 2, posted + 2, posted + 2, com)
    turns.append((click(i5["go"]), o))
    mine = (t2, me, posted, 2, 1, 1094)
    live = [(a, b, c, s + d, n + e, p) for (a, b, c, s, n, p), (d, e) in zip(posts, [(2, 1), (1, 0), (0, 0), (0, 1), (1, 0), (0, 0), (1, 1), (0, 0)])]
    hot = live[:2] + [mine] + live[2:]
    o, i8 = listing(posted + 3, "Hot", hot)
    turns.append((click(i7["forum"]), o))
    new = sorted(hot, key=lambda p: -p[2])
    o, _ = listing(posted + 3, "New", new)
    turns.append((click(i8["sort:New"]), o))
    rs.add("web", "h60-web-04", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 05 OpenStreetMap (bad: a tag value reverts on revisit)
OSM = "http://localhost:3000"
CAFE_V6 = [("addr:city", "Pittsburgh"), ("addr:housenumber", "5827"), ("addr:postcode", "15217"), ("addr:state", "PA"),
           ("addr:street", "Forbes Avenue"), ("amenity", "cafe"), ("cuisine", "coffee_shop"), ("internet_access", "wlan"),
           ("name", "Commonplace Coffee"), ("opening_hours", "Mo-Fr 07:00-18:00; Sa,Su 08:00-18:00"), ("outdoor_seating", "no"),
           ("phone", "+1 412 422 0404"), ("website", "https://commonplacecoffee.com"), ("wheelchair", "yes")]


def osm_chrome(t: Tree) -> None:
    t.e(0, "banner", "")
    t.e(1, "heading", "OpenStreetMap")
    t.e(2, "link", "OpenStreetMap logo OpenStreetMap")
    t.e(1, "link", "Edit")
    t.e(1, "button", "Choose the editor to use", "hasPopup='menu'")
    t.e(1, "link", "History")
    t.e(1, "link", "Export")
    t.e(1, "link", "GPS Traces")
    t.e(1, "link", "User Diaries")
    t.e(1, "link", "Communities")
    t.e(1, "link", "Copyright")
    t.e(1, "link", "Help")
    t.e(1, "link", "About")
    t.e(1, "link", "Log In")
    t.e(1, "link", "Sign Up")


def osm_map(t: Tree) -> None:
    t.e(0, "region", "Map")
    for b in ("Zoom In", "Zoom Out", "Show My Location", "Layers", "Legend", "Share", "Add a note to the map", "Query features"):
        t.e(1, "link", b)
    t.t(1, "50 m", "200 ft")
    t.t(1, "© ")
    t.e(1, "link", "OpenStreetMap contributors")
    t.e(1, "link", "Make a Donation")
    t.e(1, "link", "Website and API terms")


def t05(rs: RowSet) -> None:
    q = "Commonplace Coffee Squirrel Hill"

    def search_page(value: str, results: bool) -> tuple[str, dict[str, str]]:
        t = Tree(100)
        osm_chrome(t)
        t.e(0, "search", "")
        t.e(1, "textbox", "Search", *(["focused"] if value and not results else []), value=value, key="q")
        t.e(1, "button", "Go")
        t.e(1, "link", "Find directions between two points")
        if results:
            t.e(0, "heading", "Search Results")
            t.e(0, "link", "Close")
            t.t(0, "Results from")
            t.e(0, "link", "OpenStreetMap Nominatim")
            t.e(0, "list", "")
            t.e(1, "listitem", "")
            t.t(2, "Cafe")
            t.e(2, "link", "Commonplace Coffee, 5827, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15217, United States", key="hit")
            t.e(1, "listitem", "")
            t.t(2, "Cafe")
            t.e(2, "link", "Commonplace Coffee, 3935, Butler Street, Lawrenceville, Pittsburgh, Allegheny County, Pennsylvania, 15201, United States")
            t.e(0, "link", "More results")
        else:
            t.e(0, "heading", "Welcome to OpenStreetMap!")
            t.t(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.")
            t.e(0, "link", "Learn More")
            t.e(0, "link", "Start Mapping")
        osm_map(t)
        url = OSM + "/search?query=Commonplace%20Coffee%20Squirrel%20Hill#map=19/40.43816/-79.92239" if results else OSM + "/#map=13/40.4411/-79.9427"
        return t.page("OpenStreetMap", url), t.ids

    def node(tags: list[tuple[str, str]]) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        osm_chrome(t)
        t.e(0, "search", "")
        t.e(1, "textbox", "Search", value=q)
        t.e(1, "button", "Go")
        t.e(1, "link", "Find directions between two points")
        t.e(0, "heading", "Node: Commonplace Coffee (4620917183)")
        t.e(0, "link", "Close")
        t.t(0, "Version #6")
        t.t(0, "Edited")
        t.e(0, "time", "Created: 2024-02-11 18:42:07 UTC")
        t.t(1, "about 1 year ago")
        t.t(0, "by")
        t.e(0, "link", "steelcitymapper", key="user")
        t.e(0, "link", "Changeset #147218844")
        t.e(0, "heading", f"Tags ({len(tags)})")
        t.e(0, "table", "")
        for k, v in tags:
            t.e(1, "row", f"{k} {v}")
            t.e(2, "cell", k)
            t.e(2, "cell", v)
        t.t(0, "Location:")
        t.e(0, "link", "40.4381630, -79.9223917")
        t.e(0, "link", "Download XML")
        t.e(0, "link", "View History", key="history")
        osm_map(t)
        return t.page("Node: Commonplace Coffee (4620917183) | OpenStreetMap", OSM + "/node/4620917183"), t.ids

    def history() -> tuple[str, dict[str, str]]:
        base = dict(CAFE_V6)
        v5 = {k: v for k, v in base.items() if k != "wheelchair"}
        v4 = dict(v5, opening_hours="Mo-Fr 07:00-17:00; Sa,Su 08:00-17:00")
        v3 = {k: v for k, v in v4.items() if k not in ("phone", "website")}
        v2 = {k: v3[k] for k in ("addr:housenumber", "addr:street", "amenity", "cuisine", "internet_access", "name")}
        v1 = {k: v3[k] for k in ("amenity", "name")}
        versions = [(6, "2024-02-11 18:42:07", "about 1 year ago", "steelcitymapper", 147218844, base),
                    (5, "2023-01-29 15:10:55", "about 2 years ago", "pgh_mapper", 132710552, v5),
                    (4, "2022-01-17 21:03:41", "about 3 years ago", "JohnnyMapz", 116402377, v4),
                    (3, "2021-03-02 13:27:19", "about 4 years ago", "steelcitymapper", 99184530, v3),
                    (2, "2018-09-06 02:51:33", "over 6 years ago", "allegheny_walker", 62010937, v2),
                    (1, "2017-01-23 16:08:12", "about 8 years ago", "walkable_pgh", 45411872, v1)]
        t = Tree(600)
        osm_chrome(t)
        t.e(0, "search", "")
        t.e(1, "textbox", "Search", value=q)
        t.e(1, "button", "Go")
        t.e(1, "link", "Find directions between two points")
        t.e(0, "heading", "Node History: Commonplace Coffee")
        t.e(0, "link", "Close")
        for num, stamp, rel, user, cs, tags in versions:
            t.e(0, "heading", f"Version #{num}")
            t.t(0, "Edited")
            t.e(0, "time", f"Created: {stamp} UTC")
            t.t(1, rel)
            t.t(0, "by")
            t.e(0, "link", user)
            t.e(0, "link", f"Changeset #{cs}")
            t.e(0, "heading", f"Tags ({len(tags)})")
            t.e(0, "table", "")
            for k in sorted(tags):
                t.e(1, "row", f"{k} {tags[k]}")
                t.e(2, "cell", k)
                t.e(2, "cell", tags[k])
            t.t(0, "Location:")
            t.e(0, "link", "40.4381630, -79.9223917")
        t.e(0, "link", "Download XML")
        t.e(0, "link", "View Details")
        osm_map(t)
        return t.page("Node History: Commonplace Coffee (4620917183) | OpenStreetMap", OSM + "/node/4620917183/history"), t.ids

    def user() -> tuple[str, dict[str, str]]:
        t = Tree(900)
        osm_chrome(t)
        t.e(0, "main", "")
        t.e(1, "img", "steelcitymapper")
        t.e(1, "heading", "steelcitymapper")
        t.e(1, "link", "Edits 4812")
        t.e(1, "link", "Notes 37")
        t.e(1, "link", "Traces 12")
        t.e(1, "link", "Diary 3")
        t.e(1, "link", "Comments 9")
        t.t(1, "Mapped since:", "March 14, 2016")
        t.e(1, "heading", "Description")
        t.t(1, "Mostly East End Pittsburgh: addresses, opening hours, sidewalks and curb ramps. Message me before mass edits in 15217.")
        t.e(1, "heading", "Active Blocks")
        t.t(1, "0")
        t.e(1, "heading", "Received Blocks")
        t.t(1, "0")
        return t.page("steelcitymapper | OpenStreetMap", OSM + "/user/steelcitymapper"), t.ids

    state, ids = search_page("", False)
    turns = []
    o, _ = search_page(q, False)
    turns.append((fill(ids["q"], q), o))
    o, i2 = search_page(q, True)
    turns.append(("keyboard_press('Enter')", o))
    o, i3 = node(CAFE_V6)
    turns.append((click(i2["hit"]), o))
    o, _ = history()
    turns.append((click(i3["history"]), o))
    bad = [(k, "Mo-Fr 07:00-17:00; Sa,Su 08:00-17:00" if k == "opening_hours" else v) for k, v in CAFE_V6]
    o, i5 = node(bad)  # contradiction: version #6 with version #4's opening hours
    turns.append(("go_back()", o))
    o, _ = user()
    turns.append((click(i5["user"]), o))
    rs.add("web", "h60-web-05", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="Back on node 4620917183 (still Version #6), opening_hours reads 'Mo-Fr 07:00-17:00; Sa,Su 08:00-17:00' although the node page and the history's version #6 showed '... 07:00-18:00; Sa,Su 08:00-18:00' and nothing was edited.")


# --------------------------------------------------------------------------- 06 Wikipedia (kiwix) (clean)
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05"


def kiwix_bar(t: Tree, value: str = "", focused: bool = False) -> None:
    t.e(0, "link", "Go to welcome page")
    t.e(1, "button", "🏠")
    t.e(0, "link", "Go to the main page of 'Wikipedia'")
    t.e(1, "button", "Wikipedia")
    t.e(0, "link", "Go to a randomly selected page")
    t.e(1, "button", "🎲")
    t.e(0, "searchbox", "Search 'Wikipedia'", *(["focused"] if focused else []), value=value, key="q")


def t06(rs: RowSet) -> None:
    def main_page(value: str) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        kiwix_bar(t, value, focused=bool(value))
        t.e(0, "heading", "Welcome to Wikipedia")
        t.t(0, "The free encyclopedia that anyone can edit.")
        t.t(0, "6,489,052 articles in English")
        for h in ("From today's featured article", "Did you know ...", "In the news", "On this day", "Today's featured picture"):
            t.e(0, "heading", h)
        t.e(0, "link", "Arts")
        t.e(0, "link", "Geography")
        t.e(0, "link", "History")
        t.e(0, "link", "Science")
        return t.page("Wikipedia, the free encyclopedia", WIKI + "/A/User:The_other_Kiwix_guy/Landing"), t.ids

    def results() -> tuple[str, dict[str, str]]:
        t = Tree(120)
        kiwix_bar(t, "Pittsburgh")
        t.e(0, "heading", 'Results 1-10 of 12,462 for "Pittsburgh"')
        for title, snip, words in [("Pittsburgh", "...Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of Allegheny County...", "21,904"),
                                   ("Pittsburgh Steelers", "...The Pittsburgh Steelers are a professional American football team based in Pittsburgh...", "17,311"),
                                   ("University of Pittsburgh", "...The University of Pittsburgh (Pitt) is a public state-related research university in Pittsburgh...", "12,086"),
                                   ("Pittsburgh Penguins", "...The Pittsburgh Penguins (colloquially known as the Pens) are a professional ice hockey team...", "15,772"),
                                   ("Pittsburgh metropolitan area", "...The Pittsburgh metropolitan area, or Greater Pittsburgh, is the metropolitan area surrounding the city of Pittsburgh...", "3,418"),
                                   ("History of Pittsburgh", "...The history of Pittsburgh began with centuries of Native American civilization...", "9,957"),
                                   ("Pittsburgh Pirates", "...The Pittsburgh Pirates are an American professional baseball team based in Pittsburgh...", "14,203"),
                                   ("Downtown Pittsburgh", "...Downtown Pittsburgh, colloquially referred to as the Golden Triangle...", "4,660"),
                                   ("Pittsburgh International Airport", "...Pittsburgh International Airport (IATA: PIT, ICAO: KPIT, FAA LID: PIT) is a civil-military airport...", "5,121"),
                                   ("Carnegie Mellon University", "...Carnegie Mellon University (CMU) is a private research university in Pittsburgh, Pennsylvania...", "11,840")]:
            t.e(0, "link", title, key=f"r:{title}")
            t.t(0, snip)
            t.t(0, f"{words} words")
        for p in ("1", "2", "3", "4", "5", "▶"):
            t.e(0, "link", p)
        return t.page('Search: Pittsburgh', WIKI + "/search?content=wikipedia_en_all_maxi_2022-05&pattern=Pittsburgh"), t.ids

    def pittsburgh(anchor: str) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        kiwix_bar(t)
        t.e(0, "heading", "Pittsburgh")
        t.t(0, "Pittsburgh (/ˈpɪtsbɜːrɡ/ PITS-burg) is a city in the Commonwealth of Pennsylvania, United States, and the county seat of")
        t.e(0, "link", "Allegheny County", key="county")
        t.t(0, ". It is the most populous city in both Allegheny County and")
        t.e(0, "link", "Western Pennsylvania")
        t.t(0, ", the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-largest city in the U.S. with a population of 302,971 as of the 2020 census. The city is the anchor of the")
        t.e(0, "link", "Pittsburgh metropolitan area", key="metro")
        t.t(0, ", which had a population of 2.37 million residents and is the largest in both the Ohio Valley and Appalachia.")
        t.e(0, "table", "")
        for row in ["Country United States", "State Pennsylvania", "County Allegheny", "Founded November 27, 1758",
                    "Incorporated April 22, 1794 (borough) March 18, 1816 (city)", "Mayor Ed Gainey (D)",
                    "City 58.35 sq mi (151.1 km2)", "Land 55.38 sq mi (143.4 km2)", "Water 2.97 sq mi (7.7 km2)",
                    "Elevation 1,223 ft (373 m)", "Population (2020)", "City 302,971", "Rank 68th in the United States 2nd in Pennsylvania",
                    "Density 5,471/sq mi (2,112/km2)", "Urban 1,745,039 (US: 27th)", "Metro 2,370,930 (US: 26th)",
                    "Demonym(s) Pittsburgher", "Time zone UTC−5 (EST)", "Summer (DST) UTC−4 (EDT)", "ZIP Code 152XX", "Area code(s) 412, 878"]:
            t.e(1, "row", row)
        t.e(0, "heading", "Contents")
        for i, sec in enumerate(["History", "Geography", "Demographics", "Economy", "Culture", "Sports", "Government and politics", "Education", "Transportation"], 1):
            t.e(1, "link", f"{i} {sec}", key=f"toc:{sec}")
        t.e(0, "heading", "History")
        t.t(0, "Pittsburgh was named in 1758 by General John Forbes, in honor of British statesman William Pitt, 1st Earl of Chatham.")
        t.e(0, "heading", "Geography")
        t.t(0, "Pittsburgh has an area of 58.35 square miles (151.1 km2), of which 55.38 square miles (143.4 km2) is land and 2.97 square miles (7.7 km2), or 5.1%, is water.")
        t.e(0, "heading", "Demographics", *(["focused"] if anchor == "Demographics" else []))
        t.e(0, "table", "Historical population")
        t.e(1, "row", "Census Pop. %±")
        prev = 0
        for yr, pop in [(1800, 1565), (1850, 46601), (1900, 321616), (1950, 676806), (1970, 520117), (1990, 369879), (2000, 334563), (2010, 305704), (2020, 302971)]:
            pct = "—" if not prev else f"{(pop - prev) / prev * 100:+.1f}%".replace("-", "−")
            t.e(1, "row", f"{yr} {pop:,} {pct}")
            prev = pop
        t.t(0, "U.S. Decennial Census")
        t.t(0, "As of the 2020 census, the city's population was 302,971, a decrease of 0.9% from 305,704 in 2010. Its peak was 676,806 in 1950.")
        t.e(0, "heading", "Economy")
        t.t(0, "Pittsburgh has adapted since the collapse of its century-long steel and electronics industries.")
        url = WIKI + "/A/Pittsburgh" + (f"#{anchor}" if anchor else "")
        return t.page("Pittsburgh", url), t.ids

    def county() -> tuple[str, dict[str, str]]:
        t = Tree(600)
        kiwix_bar(t)
        t.e(0, "heading", "Allegheny County, Pennsylvania")
        t.t(0, "Allegheny County is a county in the southwestern part of the U.S. state of Pennsylvania. As of the 2020 census, the population was 1,250,578, making it the state's second-most populous county, following Philadelphia County. Its county seat is")
        t.e(0, "link", "Pittsburgh", key="city")
        t.t(0, ".")
        t.e(0, "table", "")
        for row in ["Country United States", "State Pennsylvania", "Founded September 24, 1788", "Named for Allegheny River",
                    "Seat Pittsburgh", "Largest city Pittsburgh", "Total 745 sq mi (1,930 km2)", "Land 730 sq mi (1,900 km2)",
                    "Water 14 sq mi (40 km2) 1.9%", "Population (2020)", "Total 1,250,578", "Density 1,713/sq mi (661/km2)",
                    "Time zone UTC−5 (Eastern)", "Summer (DST) UTC−4 (EDT)", "Congressional districts 12th, 17th"]:
            t.e(1, "row", row)
        t.e(0, "heading", "Contents")
        for i, sec in enumerate(["History", "Geography", "Demographics", "Government and politics", "Education", "Communities"], 1):
            t.e(1, "link", f"{i} {sec}")
        t.e(0, "heading", "Demographics")
        t.t(0, "As of the 2020 census, there were 1,250,578 people living in the county. The county's population had been 1,223,348 in 2010.")
        return t.page("Allegheny County, Pennsylvania", WIKI + "/A/Allegheny_County,_Pennsylvania"), t.ids

    def metro() -> tuple[str, dict[str, str]]:
        t = Tree(800)
        kiwix_bar(t)
        t.e(0, "heading", "Pittsburgh metropolitan area")
        t.t(0, "The Pittsburgh metropolitan area, or Greater Pittsburgh, is the metropolitan area surrounding the city of Pittsburgh in Western Pennsylvania. The Pittsburgh metropolitan statistical area (MSA) comprises seven counties and had a population of 2,370,930 at the 2020 census; the wider Pittsburgh–Weirton–Steubenville combined statistical area had 2,767,801.")
        t.e(0, "table", "")
        t.e(1, "row", "County 2020 Census 2010 Census Change")
        for c, p20, p10 in [("Allegheny County", 1250578, 1223348), ("Westmoreland County", 354663, 365169), ("Washington County", 209349, 207820),
                            ("Butler County", 193763, 183862), ("Beaver County", 168215, 170539), ("Fayette County", 128804, 136606),
                            ("Armstrong County", 65558, 68941)]:
            t.e(1, "row", f"{c} {p20:,} {p10:,} {(p20 - p10) / p10 * 100:+.2f}%".replace("-", "−"))
        t.e(1, "row", "Total 2,370,930 2,356,285 +0.62%")
        t.e(0, "heading", "Contents")
        for i, sec in enumerate(["Counties", "Principal cities", "Economy", "Transportation", "Sports"], 1):
            t.e(1, "link", f"{i} {sec}")
        return t.page("Pittsburgh metropolitan area", WIKI + "/A/Pittsburgh_metropolitan_area"), t.ids

    state, ids = main_page("")
    turns = []
    o, _ = main_page("Pittsburgh")
    turns.append((fill(ids["q"], "Pittsburgh"), o))
    o, i2 = results()
    turns.append(("keyboard_press('Enter')", o))
    o, i3 = pittsburgh("")
    turns.append((click(i2["r:Pittsburgh"]), o))
    o, i4 = pittsburgh("Demographics")
    turns.append((click(i3["toc:Demographics"]), o))
    o, _ = county()
    turns.append((click(i4["county"]), o))
    o, i6 = pittsburgh("Demographics")
    turns.append(("go_back()", o))
    o, _ = metro()
    turns.append((click(i6["metro"]), o))
    rs.add("web", "h60-web-06", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 07 Hotel booking (clean)
HOTEL = "https://www.tidewaterhotels.com"
HOTELS = [("Tidewater Pearl District", "Pearl District", "0.8 mi", "4.6", "2,013", 188),
          ("Tidewater Riverside", "South Waterfront", "1.9 mi", "4.3", "1,148", 179),
          ("Tidewater Airport", "Parkrose", "9.6 mi", "4.1", "3,402", 139),
          ("Tidewater Downtown Portland", "Downtown", "0.2 mi", "4.4", "2,877", 249),
          ("Tidewater Lloyd Center", "Lloyd District", "1.6 mi", "4.0", "986", 159),
          ("Tidewater Suites Beaverton", "Beaverton", "7.4 mi", "4.2", "744", 149),
          ("Tidewater Nob Hill", "Northwest District", "1.5 mi", "4.7", "512", 229),
          ("Tidewater Vancouver Waterfront", "Vancouver, WA", "8.1 mi", "4.5", "1,390", 199)]


def hotel_chrome(t: Tree) -> None:
    t.e(0, "banner", "")
    t.e(1, "link", "Tidewater Hotels home")
    t.e(1, "link", "Hotels")
    t.e(1, "link", "Deals")
    t.e(1, "link", "Tidewater Rewards")
    t.e(1, "link", "My trips")
    t.e(1, "button", "Jordan K. · Silver · 12,480 pts", "hasPopup='menu'")


def hotel_footer(t: Tree) -> None:
    t.e(0, "contentinfo", "")
    for f in ("Customer support", "Cancellation options", "Privacy", "Terms of use", "Accessibility"):
        t.e(1, "link", f)
    t.t(1, "© 2025 Tidewater Hospitality Group, LLC")


def t07(rs: RowSet) -> None:
    def home() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        hotel_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Where to next, Jordan?")
        t.e(1, "combobox", "Destination", "hasPopup='listbox'", value="Portland, OR")
        t.e(1, "button", "Check-in Fri, Apr 18, 2025")
        t.e(1, "button", "Check-out Sun, Apr 20, 2025")
        t.e(1, "button", "Guests and rooms 2 adults · 1 room")
        t.e(1, "checkbox", "Use points", "checked='false'")
        t.e(1, "button", "Find hotels", key="find")
        t.e(1, "heading", "Member deals")
        t.t(1, "Spring getaway: save up to 15% on 3+ nights with code SPRING15. Valid for stays Mar 20 – May 31, 2025.")
        hotel_footer(t)
        return t.page("Tidewater Hotels | Book direct and save", HOTEL + "/"), t.ids

    def results(sort: str) -> tuple[str, dict[str, str]]:
        t = Tree(100)
        hotel_chrome(t)
        t.e(0, "main", "")
        t.e(1, "button", "Portland, OR · Apr 18 – Apr 20 · 2 adults, 1 room")
        t.e(1, "heading", "8 hotels in Portland, OR")
        t.t(1, "Prices are per night for 2 nights, before taxes and fees.")
        t.e(1, "combobox", "Sort by", "hasPopup='menu'", "expanded=False", value=sort, key="sort")
        t.e(1, "button", "Filters")
        rows = HOTELS if sort == "Recommended" else sorted(HOTELS, key=lambda h: h[5])
        for name, area, dist, score, revs, price in rows:
            t.e(1, "article", "")
            t.e(2, "heading", name)
            t.t(2, f"{area} · {dist} from city center")
            t.t(2, f"{score} · {revs} reviews")
            t.t(2, f"from ${price}/night", f"${price * 2:,} total for 2 nights")
            t.e(2, "link", "View rooms", key=f"v:{name}")
        t.e(1, "region", "Map of results")
        hotel_footer(t)
        return t.page("Hotels in Portland, OR | Tidewater Hotels", HOTEL + f"/search?dest=portland-or&in=2025-04-18&out=2025-04-20&adults=2&rooms=1&sort={'recommended' if sort == 'Recommended' else 'price_asc'}"), t.ids

    def hotel_page() -> tuple[str, dict[str, str]]:
        t = Tree(300)
        hotel_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Tidewater Pearl District")
        t.t(1, "1021 NW Glisan St, Portland, OR 97209", "4.6 · 2,013 reviews")
        t.t(1, "Check-in 3:00 PM · Check-out 11:00 AM")
        t.t(1, "Free Wi‑Fi", "Fitness center", "Pet friendly ($45/stay)", "Valet parking $42/night", "Rooftop bar")
        t.e(1, "heading", "Choose your room · Apr 18 – Apr 20 · 2 nights")
        for room, beds, size, rates in [("Standard King", "1 king bed", "285 sq ft", [("Flexible rate", 209, "Free cancellation until Apr 16"), ("Non-refundable", 188, "Pay now, no refunds")]),
                                        ("Two Queens", "2 queen beds", "360 sq ft", [("Flexible rate", 229, "Free cancellation until Apr 16")]),
                                        ("King Suite", "1 king bed + sofa bed", "520 sq ft", [("Flexible rate", 319, "Free cancellation until Apr 16")])]:
            t.e(1, "article", "")
            t.e(2, "heading", room)
            t.t(2, f"{beds} · {size} · Sleeps {4 if 'Suite' in room or 'Queens' in room else 2}")
            for rate, price, note in rates:
                t.t(2, rate, note, f"${price}/night", f"${price * 2} total")
                t.e(2, "button", f"Select {room} – {rate}", key=f"s:{room}:{rate}")
        hotel_footer(t)
        return t.page("Tidewater Pearl District – Rooms | Tidewater Hotels", HOTEL + "/portland/pearl-district/rooms?in=2025-04-18&out=2025-04-20&adults=2"), t.ids

    def review(nights: list[tuple[str, int]], promo_text: str, promo: bool, dialog: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(500)
        hotel_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Review your stay")
        t.t(1, "Tidewater Pearl District · Standard King · Flexible rate")
        out = {2: "Sun, Apr 20, 2025", 3: "Mon, Apr 21, 2025"}[len(nights)]
        t.t(1, "Check-in Fri, Apr 18, 2025", f"Check-out {out}", f"{len(nights)} nights · 2 adults")
        t.e(1, "button", "Change dates", key="change")
        t.e(1, "table", "Nightly rates")
        for night, price in nights:
            t.e(2, "row", f"{night} ${price:.2f}")
        room = float(sum(p for _, p in nights))
        t.e(1, "textbox", "Promo code", value=promo_text, key="promo")
        t.e(1, "button", "Apply", key="apply_promo")
        t.e(1, "table", "Price summary")
        t.e(2, "row", f"Room ({len(nights)} nights) {money(room)}")
        if promo:
            disc = r2(room * 0.15)
            t.e(2, "row", f"Promo SPRING15 (15% off room) −{money(disc)}")
            room = r2(room - disc)
            t.e(2, "row", f"Room after discount {money(room)}")
        tax = r2(room * 0.16)
        t.e(2, "row", f"Taxes and fees (16.0%) {money(tax)}")
        t.e(2, "row", f"Total due at hotel {money(room + tax)}")
        if promo:
            t.e(1, "status", "", bid=961)
            t.t(2, "Code SPRING15 applied.")
        t.t(1, "Free cancellation until 11:59 PM local time, Apr 16, 2025.")
        t.e(1, "button", "Continue to guest details", key="cont")
        if dialog:
            t.e(0, "dialog", "Change dates", "modal=True", bid=990)
            t.e(1, "heading", "April 2025", bid=991)
            for d in range(1, 31):
                sel = d == 18 or (dialog == "21" and d == 21) or (dialog == "20" and d == 20)
                t.e(1, "gridcell", str(d), *(["selected=True"] if sel else []), bid=1000 + d, key=f"d{d}")
            t.t(1, "Fri, Apr 18 – Sun, Apr 20 · 2 nights" if dialog == "20" else "Fri, Apr 18 – Mon, Apr 21 · 3 nights")
            t.e(1, "button", "Cancel", bid=1040)
            t.e(1, "button", "Apply", bid=1041, key="apply_dates")
        hotel_footer(t)
        q = f"in=2025-04-18&out=2025-04-{18 + len(nights)}"
        return t.page("Review your stay | Tidewater Hotels", HOTEL + f"/book/review?hotel=PDX-PEARL&room=STK&rate=FLEX&{q}"), t.ids

    def guest(total: float) -> tuple[str, dict[str, str]]:
        t = Tree(800)
        hotel_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Guest details")
        t.e(1, "textbox", "First name", "required", value="Jordan")
        t.e(1, "textbox", "Last name", "required", value="Kowalski")
        t.e(1, "textbox", "Email", "required", value="jordan.kowalski@fastmail.com")
        t.e(1, "textbox", "Mobile phone", value="(503) 555-0148")
        t.e(1, "combobox", "Estimated arrival time", value="3:00 PM – 4:00 PM")
        t.e(1, "textbox", "Special requests (optional)", value="")
        t.e(1, "checkbox", "Earn 12 points per $1 with Tidewater Rewards", "checked='true'")
        t.e(1, "complementary", "Your stay")
        t.t(2, "Tidewater Pearl District", "Fri, Apr 18 – Mon, Apr 21, 2025 · 3 nights", "Standard King · Flexible rate", "Promo SPRING15 applied")
        t.t(2, f"Total {money(total)}")
        t.e(1, "button", "Continue to payment")
        hotel_footer(t)
        return t.page("Guest details | Tidewater Hotels", HOTEL + "/book/guest?hotel=PDX-PEARL&room=STK&rate=FLEX&in=2025-04-18&out=2025-04-21&promo=SPRING15"), t.ids

    two = [("Fri, Apr 18", 209), ("Sat, Apr 19", 209)]
    three = two + [("Sun, Apr 20", 179)]
    state, ids = home()
    turns = []
    o, i1 = results("Recommended")
    turns.append((click(ids["find"]), o))
    o, i2 = results("Price (low to high)")
    turns.append((select(i1["sort"], "Price (low to high)"), o))
    o, i3 = hotel_page()
    turns.append((click(i2["v:Tidewater Pearl District"]), o))
    o, i4 = review(two, "", False, None)
    turns.append((click(i3["s:Standard King:Flexible rate"]), o))
    o, i5 = review(two, "", False, "20")
    turns.append((click(i4["change"]), o))
    o, i6 = review(two, "", False, "21")
    turns.append((click(i5["d21"]), o))
    o, i7 = review(three, "", False, None)
    turns.append((click(i6["apply_dates"]), o))
    o, _ = review(three, "SPRING15", False, None)
    turns.append((fill(i7["promo"], "SPRING15"), o))
    o, i9 = review(three, "SPRING15", True, None)
    turns.append((click(i7["apply_promo"]), o))
    room = r2(597 - r2(597 * 0.15))
    o, _ = guest(room + r2(room * 0.16))
    turns.append((click(i9["cont"]), o))
    rs.add("web", "h60-web-07", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 08 Car rental (bad: tax line does not follow the removal)
CAR = "https://www.northpointcarrental.com"
CARS = [("Economy", "Mitsubishi Mirage or similar", 4, 1, 41.99), ("Compact", "Nissan Versa or similar", 5, 2, 44.50),
        ("Midsize", "Toyota Corolla or similar", 5, 2, 48.99), ("Standard", "Volkswagen Jetta or similar", 5, 3, 52.25),
        ("Full-size", "Toyota Camry or similar", 5, 3, 55.80), ("Compact SUV", "Ford Escape or similar", 5, 3, 62.75),
        ("Minivan", "Chrysler Pacifica or similar", 7, 4, 89.00)]
CAR_EXTRAS = [("ldw", "Loss Damage Waiver (LDW)", 29.99, "Covers damage to or theft of the rental car. Deductible $0."),
              ("seat", "Child safety seat", 13.99, "Forward-facing, for children 22–65 lbs."),
              ("gps", "GPS navigation", 11.99, "Portable unit with North America maps."),
              ("driver", "Additional driver", 13.00, "Spouses and domestic partners are free in CA."),
              ("fuel", "Prepaid fuel", 67.50, "Return at any level; one-time charge.")]


def car_chrome(t: Tree) -> None:
    t.e(0, "banner", "")
    t.e(1, "link", "Northpoint Car Rental")
    t.e(1, "link", "Reservations")
    t.e(1, "link", "Locations")
    t.e(1, "link", "Deals")
    t.e(1, "link", "Northpoint Plus")
    t.e(1, "button", "Sam Ortega", "hasPopup='menu'")
    t.e(0, "navigation", "Booking steps")
    t.t(1, "Pick-up: Los Angeles Intl Airport (LAX) · Thu, Jun 12, 2025, 10:00 AM")
    t.t(1, "Return: Los Angeles Intl Airport (LAX) · Mon, Jun 16, 2025, 10:00 AM")
    t.t(1, "Rental length: 4 days")
    t.e(1, "link", "Modify")


def t08(rs: RowSet) -> None:
    days, rate = 4, 48.99
    base = r2(days * rate)

    def lines(chosen: list[str], tax_override: float | None = None) -> list[tuple[str, float]]:
        out = [(f"Time & mileage (4 days × ${rate:.2f})", base)]
        for k, label, per, _ in CAR_EXTRAS:
            if k in chosen:
                out.append((f"{label} (4 days × ${per:.2f})", r2(days * per)))
        sub = r2(sum(v for _, v in out))
        fees = [("Concession recovery fee (11.11% of time & mileage)", r2(base * 0.1111)),
                ("Tourism commission assessment (3.5% of time & mileage)", r2(base * 0.035)),
                ("Customer facility charge ($9.00/day)", 36.00),
                ("Sales tax (9.5% of subtotal)", tax_override if tax_override is not None else r2(sub * 0.095))]
        return out + [("Subtotal", sub)] + fees

    def total(ls: list[tuple[str, float]]) -> float:
        return r2(sum(v for k, v in ls if k != "Subtotal" and not k.startswith(("Time", "Loss", "Child", "GPS", "Additional", "Prepaid"))) + dict(ls)["Subtotal"])

    def summary(t: Tree, ls: list[tuple[str, float]], d: int) -> None:
        t.e(d, "complementary", "Price summary")
        t.e(d + 1, "heading", "Midsize · Toyota Corolla or similar")
        t.e(d + 1, "table", "")
        for k, v in ls:
            t.e(d + 2, "row", f"{k} {money(v)}")
        t.e(d + 1, "heading", f"Estimated total {money(total(ls))}")
        t.t(d + 1, "Pay at counter. Taxes and fees are estimated and may change with your final rental details.")

    def vehicles() -> tuple[str, dict[str, str]]:
        t = Tree(100)
        car_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Choose a vehicle")
        t.t(1, "7 vehicles available · prices include unlimited miles")
        t.e(1, "combobox", "Sort by", value="Price: low to high")
        for cls, model, seats, bags, price in CARS:
            t.e(1, "article", "")
            t.e(2, "heading", cls)
            t.t(2, model, f"{seats} seats · {bags} bags · Automatic · A/C", "Unlimited miles")
            t.t(2, f"${price:.2f}/day", f"{money(r2(price * 4))} base for 4 days")
            t.e(2, "button", f"Select {cls}", key=f"sel:{cls}")
        return t.page("Choose a vehicle | Northpoint Car Rental", CAR + "/reserve/vehicles?loc=LAX&pu=2025-06-12T10:00&do=2025-06-16T10:00"), t.ids

    def extras(chosen: list[str]) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        car_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Protection & extras")
        for k, label, per, desc in CAR_EXTRAS:
            t.e(1, "article", "")
            t.e(2, "heading", label)
            t.t(2, desc)
            t.t(2, "$67.50 one time" if k == "fuel" else f"${per:.2f}/day")
            if k in chosen:
                t.t(2, "✓ Added")
                t.e(2, "button", f"Remove {label}", key=f"x:{k}")
            else:
                t.e(2, "button", f"Add {label}", key=f"a:{k}")
        t.e(1, "button", "Continue", key="cont")
        summary(t, lines(chosen), 0)
        return t.page("Protection & extras | Northpoint Car Rental", CAR + "/reserve/extras?loc=LAX&class=ICAR"), t.ids

    def review(chosen: list[str], tax_override: float | None, removed: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(500)
        car_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Review and book")
        if removed:
            t.e(1, "status", "", bid=681)
            t.t(2, f"{removed} removed from your reservation.")
        t.e(1, "heading", "Midsize · Toyota Corolla or similar")
        t.t(1, "Automatic · 5 seats · 2 bags · Unlimited miles")
        t.e(1, "heading", "Your extras")
        for k, label, per, _ in CAR_EXTRAS:
            if k in chosen:
                t.t(1, f"{label} · ${per:.2f}/day")
                t.e(1, "button", f"Remove {label}", key=f"x:{k}")
        t.e(1, "link", "Add or change extras")
        t.e(1, "heading", "Driver")
        t.t(1, "Sam Ortega · sam.ortega@proton.me · Northpoint Plus #NP-44718206")
        ls = lines(chosen, tax_override)
        t.e(1, "table", "Charges")
        for k, v in ls:
            t.e(2, "row", f"{k} {money(v)}")
        t.e(1, "heading", f"Estimated total {money(total(ls))}")
        t.e(1, "button", "Continue to payment", key="pay")
        return t.page("Review and book | Northpoint Car Rental", CAR + "/reserve/review?loc=LAX&class=ICAR"), t.ids

    def payment(ls: list[tuple[str, float]], name: str) -> tuple[str, dict[str, str]]:
        t = Tree(700)
        car_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Payment")
        t.e(1, "radio", "Pay at counter", "checked='true'")
        t.e(1, "radio", "Pay now and save 8%", "checked='false'")
        t.t(1, "A card is required to hold the reservation. You won't be charged until pick-up.")
        t.e(1, "textbox", "Name on card", "required", value=name, key="name")
        t.e(1, "textbox", "Card number", "required", value="")
        t.e(1, "textbox", "Expiration (MM/YY)", "required", value="")
        t.e(1, "textbox", "Security code", "required", value="")
        t.e(1, "textbox", "Billing ZIP code", "required", value="")
        t.e(1, "checkbox", "I agree to the rental terms and the cancellation policy", "checked='false'")
        t.e(1, "button", "Book now")
        summary(t, ls, 0)
        return t.page("Payment | Northpoint Car Rental", CAR + "/reserve/payment?loc=LAX&class=ICAR"), t.ids

    state, ids = vehicles()
    turns = []
    o, i1 = extras([])
    turns.append((click(ids["sel:Midsize"]), o))
    o, i2 = extras(["seat"])
    turns.append((click(i1["a:seat"]), o))
    o, i3 = extras(["seat", "gps"])
    turns.append((click(i2["a:gps"]), o))
    o, i4 = extras(["ldw", "seat", "gps"])
    turns.append((click(i3["a:ldw"]), o))
    o, i5 = review(["ldw", "seat", "gps"], None, None)
    turns.append((click(i4["cont"]), o))
    stale = dict(lines(["ldw", "seat", "gps"]))["Sales tax (9.5% of subtotal)"]
    o, i6 = review(["ldw", "seat"], stale, "GPS navigation")  # contradiction: tax still computed on the old subtotal
    turns.append((click(i5["x:gps"]), o))
    o, i7 = payment(lines(["ldw", "seat"], stale), "")
    turns.append((click(i6["pay"]), o))
    o, _ = payment(lines(["ldw", "seat"], stale), "Samuel Ortega")
    turns.append((fill(i7["name"], "Samuel Ortega"), o))
    rs.add("web", "h60-web-08", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="After removing GPS the subtotal falls from $419.84 to $371.88 but the 9.5% sales tax line stays at $39.88 (9.5% of the old subtotal) and the estimated total only drops by $47.96, so the charges no longer follow from the change.")


# --------------------------------------------------------------------------- 09 Online auction (bad: own max bid shown with a different amount)
LOT = "https://www.lotmarket.com"
LOT_TITLE = "Vintage Seiko 6139-6002 'Pogue' Chronograph Automatic Yellow Dial 1970s Serviced"
LOT_END = 1440 + 1182  # Sat Jun 14, 7:42 PM, in minutes from Fri Jun 13 00:00


def lot_left(now: int) -> str:
    d = LOT_END - now
    return f"{d // 1440}d {d % 1440 // 60}h {d % 60}m"


def lot_chrome(t: Tree) -> None:
    t.e(0, "banner", "")
    t.t(1, "Hi")
    t.e(1, "link", "kestrel_m")
    t.t(1, "!")
    t.e(1, "link", "Daily Deals")
    t.e(1, "link", "Help & Contact")
    t.e(1, "link", "Sell")
    t.e(1, "link", "Watchlist", key="watchlist")
    t.e(1, "link", "My LotMarket", key="mylot")
    t.e(1, "link", "LotMarket Home")
    t.e(1, "combobox", "Search for anything", "autocomplete='list'", "hasPopup='listbox'")
    t.e(1, "combobox", "Select a category for search", value="All Categories")
    t.e(1, "button", "Search")


def t09(rs: RowSet) -> None:
    hist0 = [("o***r (112)", 24.99, "Jun 8, 2025 9:14:02 AM"), ("d***2 (48)", 30.00, "Jun 9, 2025 6:51:37 PM"),
             ("w***t (1,204)", 35.00, "Jun 10, 2025 11:20:15 AM"), ("o***r (112)", 41.00, "Jun 10, 2025 8:03:49 PM"),
             ("a***n (9)", 45.00, "Jun 11, 2025 7:12:26 AM"), ("o***r (112)", 46.00, "Jun 11, 2025 7:12:26 AM"),
             ("w***t (1,204)", 52.00, "Jun 11, 2025 10:47:58 PM"), ("b***e (330)", 55.00, "Jun 12, 2025 12:31:09 PM"),
             ("w***t (1,204)", 61.00, "Jun 12, 2025 9:05:44 PM"), ("d***2 (48)", 66.00, "Jun 13, 2025 8:19:30 AM"),
             ("b***e (330)", 71.00, "Jun 13, 2025 11:46:03 AM"), ("d***2 (48)", 78.00, "Jun 13, 2025 1:58:40 PM")]
    mine = ("kestrel_m (54)", 79.00, "Jun 13, 2025 3:37:04 PM")
    later = [("h***k (7)", 84.00, "Jun 13, 2025 3:41:12 PM"), ("kestrel_m (54)", 85.00, "Jun 13, 2025 3:41:12 PM")]

    def item(now: int, hist: list[tuple[str, float, str]], watching: bool, watchers: int, dialog: str | None,
             typed: str = "", alert: bool = False) -> tuple[str, dict[str, str]]:
        t = Tree(100)
        lot_chrome(t)
        t.e(0, "main", "")
        t.e(1, "navigation", "Breadcrumb")
        for c in ("Jewelry & Watches", "Watches, Parts & Accessories", "Watches", "Wristwatches"):
            t.e(2, "link", c)
        if alert:
            t.e(1, "alert", "", bid=880)
            t.t(2, "You're the highest bidder on this item. Your max bid: US $86.00")
        t.e(1, "heading", LOT_TITLE)
        t.t(1, f"{watchers} watchers")
        t.t(1, "Condition:", "Pre-owned")
        cur = hist[-1][1]
        mine_top = hist[-1][0].startswith("kestrel")
        if mine_top:
            t.t(1, "You're the highest bidder")
        t.t(1, "Current bid:", f"US ${cur:.2f}")
        t.e(1, "link", f"{len(hist)} bids", key="bids")
        t.t(1, "Time left:", lot_left(now), "| Saturday, 07:42 PM")
        t.e(1, "button", "Place bid", key="bid")
        t.e(1, "button", "Watching" if watching else "Add to Watchlist", *(["pressed=True"] if watching else []), key="watch")
        t.t(1, "Shipping:", "US $9.50 USPS Priority Mail®.", "Located in: Tucson, Arizona, United States")
        t.t(1, "Delivery:", "Estimated between Wed, Jun 18 and Fri, Jun 20")
        t.t(1, "Returns:", "Seller does not accept returns.")
        t.e(1, "heading", "About this item")
        t.t(1, "Seller assumes all responsibility for this listing.", "Item number: 284719365120")
        t.e(1, "table", "Item specifics")
        for k, v in [("Condition", "Pre-owned"), ("Brand", "Seiko"), ("Model", "6139-6002"), ("Movement", "Automatic"),
                     ("Case Size", "40 mm"), ("Year Manufactured", "1972"), ("Dial Color", "Yellow"), ("Band Material", "Stainless Steel"),
                     ("Features", "Chronograph, Day/Date"), ("Service History", "Serviced May 2025")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "heading", "About this seller")
        t.e(1, "link", "tickworks_restore")
        t.t(1, "(412)", "99.6% positive feedback", "Joined Mar 2014")
        t.e(1, "button", "Contact seller")
        if dialog:
            t.e(0, "dialog", "Place bid", "modal=True", bid=950)
            t.e(1, "button", "Close", bid=951)
            if dialog == "enter":
                t.e(1, "heading", "Place your bid", bid=952)
                t.t(1, f"US ${cur:.2f}", f"{len(hist)} bids · {lot_left(now)} left")
                for j, b in enumerate(("79.00", "80.00", "82.00")):
                    t.e(1, "button", f"Bid US ${b}", bid=953 + j)
                t.e(1, "textbox", "Your max bid", value=typed, bid=956, key="max")
                t.t(1, "Enter US $79.00 or more")
                t.e(1, "button", "Bid", *([] if typed else ["disabled=True"]), bid=957, key="go")
            else:
                t.e(1, "heading", "Confirm your bid", bid=958)
                t.t(1, "Your max bid", "US $86.00", "+ US $9.50 shipping")
                t.t(1, "When you bid, you're committing to buy this item if you win. We'll bid for you in the smallest increments, up to your max.")
                t.e(1, "button", "Confirm bid", bid=959, key="confirm")
        return t.page(f"{LOT_TITLE} | LotMarket", LOT + "/itm/284719365120"), t.ids

    def history(now: int, hist: list[tuple[str, float, str]]) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        lot_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Bid history")
        t.e(1, "link", LOT_TITLE)
        t.t(1, "Item number: 284719365120")
        bidders = len({b for b, _, _ in hist})
        t.t(1, f"Bidders: {bidders}", f"Bids: {len(hist)}", f"Time left: {lot_left(now)}", "Duration: 7 days")
        t.e(1, "table", "")
        t.e(2, "row", "Bidder Bid Amount Bid Time")
        for b, amt, when in reversed(hist):
            t.e(2, "row", f"{b} US ${amt:.2f} {when}")
        t.e(2, "row", "Starting Price US $24.99 Jun 7, 2025 7:42:10 PM")
        t.t(1, "Only the winning bidder's maximum bid is revealed when the auction ends. Automatic bids placed for a bidder appear at the same time as the competing bid.")
        return t.page("Bid history | LotMarket", LOT + "/bfl/viewbids/284719365120"), t.ids

    others = [("Casio F-91W Original 1990s NOS Japan Module 593", "US $34.99", "Buy It Now", "Free shipping"),
              ("Timex Marlin Hand-Wound 34mm Reissue, Box & Papers", "US $118.00", "6 bids · 2d 19h left", "+US $6.00 shipping"),
              ("Seiko 7T32-7C80 Chronograph Alarm, Running", "US $56.00", "3 bids · 5d 2h left", "+US $8.25 shipping")]

    def mylot(now: int, hist: list[tuple[str, float, str]]) -> tuple[str, dict[str, str]]:
        t = Tree(600)
        lot_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My LotMarket")
        t.e(1, "navigation", "")
        for s in ("Summary", "Recently viewed", "Bids & offers", "Watchlist", "Purchases", "Saved searches"):
            t.e(2, "link", s, *(["current"] if s == "Summary" else []), key=f"tab:{s}")
        t.e(1, "heading", "Bidding (1)")
        t.e(1, "link", LOT_TITLE, key="item")
        t.t(1, f"Current bid: US ${hist[-1][1]:.2f}", f"{len(hist)} bids", f"Time left: {lot_left(now)}", "You're the highest bidder", "Your max bid: US $86.00")
        t.e(1, "heading", "Watching (4)")
        t.e(1, "link", LOT_TITLE)
        for name, _, _, _ in others:
            t.e(1, "link", name)
        t.e(1, "heading", "Purchases (2)")
        t.t(1, "Seiko SKX007 Jubilee Bracelet Replacement 22mm · Delivered May 29", "Bergeon 6767-F Spring Bar Tool · Delivered Apr 11")
        return t.page("My LotMarket: Summary", LOT + "/mye/myebay/summary"), t.ids

    def watchlist(now: int, hist: list[tuple[str, float, str]], max_bid: str) -> tuple[str, dict[str, str]]:
        t = Tree(700)
        lot_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Watchlist")
        t.t(1, "4 items")
        t.e(1, "combobox", "Sort", value="Ending soonest")
        t.e(1, "combobox", "Filter", value="All")
        t.e(1, "article", "")
        t.e(2, "link", LOT_TITLE, key="item")
        t.t(2, f"US ${hist[-1][1]:.2f}", f"{len(hist)} bids · {lot_left(now)} left", "+US $9.50 shipping")
        t.t(2, "You're the highest bidder", f"Your max bid: US ${max_bid}")
        t.e(2, "button", "Increase max bid")
        t.e(2, "button", "Remove")
        for name, price, status, ship in sorted(others, key=lambda o: o[2]):
            t.e(1, "article", "")
            t.e(2, "link", name)
            t.t(2, price, status, ship)
            t.e(2, "button", "Buy It Now" if status == "Buy It Now" else "Bid")
            t.e(2, "button", "Remove")
        return t.page("Watchlist | LotMarket", LOT + "/mye/myebay/watchlist"), t.ids

    h1 = hist0 + [mine]
    h2 = h1 + later
    state, ids = item(936, hist0, False, 31, None)
    turns = []
    o, i1 = item(936, hist0, False, 31, "enter")
    turns.append((click(ids["bid"]), o))
    o, _ = item(936, hist0, False, 31, "enter", typed="86.00")
    turns.append((fill(i1["max"], "86.00"), o))
    o, i3 = item(937, hist0, False, 31, "confirm")
    turns.append((click(i1["go"]), o))
    o, i4 = item(937, h1, False, 31, None, alert=True)
    turns.append((click(i3["confirm"]), o))
    o, _ = history(937, h1)
    turns.append((click(i4["bids"]), o))
    o, i6 = item(938, h1, False, 31, None)
    turns.append(("go_back()", o))
    o, i7 = item(938, h1, True, 32, None)
    turns.append((click(i6["watch"]), o))
    o, i8 = mylot(939, h1)
    turns.append((click(i7["mylot"]), o))
    o, i9 = watchlist(939, h1, "68.00")  # contradiction: max bid was US $86.00
    turns.append((click(i8["tab:Watchlist"]), o))
    o, i10 = item(941, h2, True, 33, None)
    turns.append((click(i9["item"]), o))
    o, _ = history(942, h2)
    turns.append((click(i10["bids"]), o))
    rs.add("web", "h60-web-09", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="The watchlist shows 'Your max bid: US $68.00' for the Seiko auction, but the bid was confirmed with a max of US $86.00 (also shown on the item and summary pages) and never changed.")


# --------------------------------------------------------------------------- 10 Recipe sharing (clean)
RECIPE = "https://www.hearthtable.com"
SALMON = [("4", "(6 ounce) salmon fillets"), ("4", "tablespoons butter, melted"), ("3", "cloves garlic, minced"),
          ("1", "lemon, juiced"), ("2", "tablespoons chopped fresh parsley"), ("1/2", "teaspoon salt"),
          ("1/4", "teaspoon ground black pepper"), ("1/2", "teaspoon paprika")]
SALMON_6 = [("6", "(6 ounce) salmon fillets"), ("6", "tablespoons butter, melted"), ("4 1/2", "cloves garlic, minced"),
            ("1 1/2", "lemons, juiced"), ("3", "tablespoons chopped fresh parsley"), ("3/4", "teaspoon salt"),
            ("3/8", "teaspoon ground black pepper"), ("3/4", "teaspoon paprika")]


def t10(rs: RowSet) -> None:
    def page(servings: int, panel: str | None, typed: str, saved: int, save_modal: bool, toast: str | None,
             review: str | None, posted: bool) -> tuple[str, dict[str, str]]:
        dist = [968 + (1 if posted else 0), 210, 58, 26, 22]
        n = sum(dist)
        avg = sum(c * s for c, s in zip(dist, (5, 4, 3, 2, 1))) / n
        t = Tree(60)
        t.e(0, "banner", "")
        t.e(1, "link", "HearthTable")
        t.e(1, "searchbox", "Find a recipe or ingredient")
        for m in ("Dinners", "Meals", "Ingredients", "Occasions", "Cuisines", "Community"):
            t.e(1, "button", m, "hasPopup='menu'")
        t.e(1, "link", "My Profile: Priya S.")
        t.e(0, "main", "")
        t.e(1, "navigation", "Breadcrumb")
        for c in ("Recipes", "Seafood", "Fish", "Salmon"):
            t.e(2, "link", c)
        t.e(1, "heading", "Lemon Garlic Butter Salmon")
        t.t(1, f"{avg:.1f}", f"({n:,})")
        t.e(1, "link", f"{863 + (1 if posted else 0)} Reviews")
        t.t(1, "12 Photos")
        t.t(1, "Bright, buttery salmon that goes from fridge to table in 25 minutes. A weeknight staple in our house.")
        t.t(1, "Submitted by")
        t.e(1, "link", "Marisol V.")
        t.t(1, "Published on January 14, 2023")
        t.e(1, "button", "Saved" if saved > 9812 else "Save", *(["pressed=True"] if saved > 9812 else []), key="save")
        t.t(1, f"Saved {saved:,} times")
        t.e(1, "button", "Rate")
        t.e(1, "button", "Print")
        t.e(1, "button", "Share")
        t.t(1, "Prep Time:", "10 mins", "Cook Time:", "15 mins", "Total Time:", "25 mins", "Servings:", str(servings))
        t.e(1, "heading", "Ingredients")
        t.e(1, "button", "Scale", "expanded=" + str(panel is not None), key="scale")
        if panel is not None:
            for j, f in enumerate(("1/2x", "1x", "2x")):
                t.e(2, "button", f, bid=1201 + j)
            t.e(2, "spinbutton", "Servings", value=typed, bid=1204, key="serv")
            t.e(2, "button", "Apply", bid=1205, key="apply")
        if servings != 4:
            t.t(1, f"Original recipe (1X) yields 4 servings. Showing {servings} servings ({servings / 4:g}X).")
            t.t(1, "Ingredient amounts are automatically adjusted, but cooking times and steps remain unchanged.")
        else:
            t.t(1, "Original recipe (1X) yields 4 servings")
        t.e(1, "list", "")
        for qty, item in (SALMON if servings == 4 else SALMON_6):
            t.e(2, "listitem", f"{qty} {item}")
        t.e(1, "heading", "Directions")
        for i, step in enumerate(["Preheat the oven to 400 degrees F (200 degrees C). Line a baking sheet with foil.",
                                  "Stir melted butter, garlic, lemon juice, salt, pepper, and paprika together in a small bowl.",
                                  "Place salmon fillets skin-side down on the prepared baking sheet and brush generously with the butter mixture.",
                                  "Bake until salmon flakes easily with a fork, 12 to 15 minutes. Sprinkle with parsley and serve."], 1):
            t.t(1, f"Step {i}", step)
        t.e(1, "heading", "Nutrition Facts (per serving)")
        t.t(1, "412", "Calories", "28g", "Fat", "2g", "Carbs", "36g", "Protein")
        t.e(1, "heading", f"Reviews ({863 + (1 if posted else 0)})")
        t.t(1, f"{avg:.1f} out of 5", f"{n:,} Ratings")
        for s, c in zip((5, 4, 3, 2, 1), dist):
            t.t(1, f"{s} star values: {c:,}")
        if posted:
            t.e(1, "heading", "Your review")
            t.t(1, "Priya S.", "Rated 5 out of 5 stars", "Just now", review or "")
            t.e(1, "button", "Edit")
        elif review is not None:
            t.e(1, "heading", "Your rating", bid=1301)
            t.e(1, "radiogroup", "Rating", bid=1302)
            for j in range(5):
                t.e(2, "radio", f"{j + 1} star", f"checked='{'true' if j == 4 else 'false'}'", bid=1303 + j)
            t.e(1, "textbox", "Your review (optional)", value=review, bid=1308, key="rtext")
            t.e(1, "button", "Submit", bid=1309, key="submit")
        else:
            t.e(1, "radiogroup", "Rate this recipe")
            for j in range(5):
                t.e(2, "radio", f"{j + 1} star", "checked='false'", key=f"star{j + 1}")
        t.e(1, "combobox", "Sort reviews", value="Most helpful")
        for who, stars, when, text, helpful in [("GaryInDenver", 5, "02/02/2025", "Family favorite. I add a pinch of red pepper flakes and broil for the last minute.", 214),
                                                ("beth_cooks", 4, "11/19/2024", "Great flavor. Cut the butter to 3 tbsp and it was still plenty rich.", 97),
                                                ("Ramona T.", 5, "08/03/2024", "Made it on the grill in a foil packet, 14 minutes. Perfect.", 58)]:
            t.e(1, "article", "")
            t.t(2, who, f"Rated {stars} out of 5 stars", when, text)
            t.e(2, "button", f"Helpful ({helpful})")
        if save_modal:
            t.e(0, "dialog", "Save to collection", "modal=True", bid=1401)
            t.e(1, "button", "Close", bid=1402)
            for j, (c, k) in enumerate((("Weeknight Dinners", 23), ("Seafood", 8), ("Meal prep", 14), ("Holiday table", 5))):
                t.e(1, "button", f"{c} ({k})", bid=1403 + j, key=f"col:{c}")
            t.e(1, "button", "+ New collection", bid=1407)
        if toast:
            t.e(0, "status", "", bid=1410)
            t.t(1, toast)
            t.e(1, "link", "View collection", bid=1411)
        return t.page("Lemon Garlic Butter Salmon Recipe | HearthTable", RECIPE + "/recipe/48217/lemon-garlic-butter-salmon/"), t.ids

    text = "Scaled it to 6 for a dinner party and it worked perfectly. 13 minutes at 400 was right for thick fillets."
    state, ids = page(4, None, "", 9812, False, None, None, False)
    turns = []
    o, i1 = page(4, "open", "4", 9812, False, None, None, False)
    turns.append((click(ids["scale"]), o))
    o, _ = page(4, "open", "6", 9812, False, None, None, False)
    turns.append((fill(i1["serv"], "6"), o))
    o, i3 = page(6, None, "", 9812, False, None, None, False)
    turns.append((click(i1["apply"]), o))
    o, i4 = page(6, None, "", 9812, True, None, None, False)
    turns.append((click(i3["save"]), o))
    o, i5 = page(6, None, "", 9814, False, "Saved to Seafood (9 recipes)", None, False)
    turns.append((click(i4["col:Seafood"]), o))
    o, i6 = page(6, None, "", 9814, False, None, "", False)
    turns.append((click(i5["star5"]), o))
    o, _ = page(6, None, "", 9814, False, None, text, False)
    turns.append((fill(i6["rtext"], text), o))
    o, _ = page(6, None, "", 9814, False, "Thanks! Your review has been posted.", text, True)
    turns.append((click(i6["submit"]), o))
    rs.add("web", "h60-web-10", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 11 University course registration (clean)
REG = "https://register.northfield.edu"
# subject, number, title, crn, sec, credits, days, time, room, instructor
CS2110 = ("CS", "2110", "Data Structures & Algorithms", "40517", "001", 4, "MWF", "10:10 AM – 11:00 AM", "Kessler Hall 214", "Hwang, Min-Jun")
MATH2210 = ("MATH", "2210", "Linear Algebra", "40892", "003", 3, "TR", "9:30 AM – 10:45 AM", "Barton Hall 105", "Alvarez, Teresa")
PSYC1010 = ("PSYC", "1010", "Introduction to Psychology", "41822", "001", 3, "MWF", "9:05 AM – 9:55 AM", "Lindell Auditorium", "Brennan, Kate")
PSYC2300 = ("PSYC", "2300", "Developmental Psychology", "41907", "001", 3, "TR", "1:00 PM – 2:15 PM", "Hollis Hall 310", "Osei, Ama")
PSYC_ALL = [PSYC1010, ("PSYC", "1010", "Introduction to Psychology", "41823", "002", 3, "TR", "11:00 AM – 12:15 PM", "Lindell Auditorium", "Kowalczyk, Piotr"),
            PSYC2300, ("PSYC", "2410", "Research Methods in Psychology", "41955", "001", 3, "MW", "3:00 PM – 4:15 PM", "Hollis Hall 122", "Nakamura, Eri"),
            ("PSYC", "3150", "Cognitive Psychology", "42018", "001", 3, "TR", "9:30 AM – 10:45 AM", "Hollis Hall 204", "Brennan, Kate")]


def reg_chrome(t: Tree, tab: str) -> None:
    t.e(0, "banner", "")
    t.e(1, "link", "Northfield State University")
    t.t(1, "Daniel Okafor · N00841937")
    t.e(1, "link", "Sign out")
    t.e(0, "navigation", "")
    for s in ("Registration home", "Find classes", "Schedule", "Schedule Details", "Holds", "Degree audit"):
        t.e(1, "link", s, *(["current"] if s == tab else []), key=f"nav:{s}")
    t.t(0, "Term: Fall 2025")


def t11(rs: RowSet) -> None:
    def home(courses: list[tuple], wl_pos: int | None) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        reg_chrome(t, "Registration home")
        t.e(0, "main", "")
        t.e(1, "heading", "Registration · Fall 2025")
        t.t(1, "Registration status: Open", "Your time ticket: Apr 14, 2025 8:00 AM – Aug 29, 2025 11:59 PM", "Holds: None", "Class standing: Sophomore", "Maximum hours: 18")
        t.e(1, "heading", "Current schedule")
        t.e(1, "table", "")
        t.e(2, "row", "Course Title CRN Credits Status")
        for c in courses:
            t.e(2, "row", f"{c[0]} {c[1]} {c[2]} {c[3]} {c[5]} Registered")
        t.t(1, f"Total registered hours: {sum(c[5] for c in courses)}")
        if wl_pos is not None:
            t.e(1, "heading", "Waitlists")
            t.t(1, f"PSYC 2300 Developmental Psychology · CRN 41907 · Waitlist position {wl_pos} (waitlist capacity 15)", "Position last updated Jun 3, 2025 2:31 PM")
            t.t(1, "You will be emailed if a seat opens; you then have 24 hours to register.")
        t.e(1, "link", "Find classes")
        return t.page("Registration | Northfield State University", REG + "/StudentRegistration/home"), t.ids

    def search(subject: str, results: bool, seats: dict[str, str], added: dict[str, str], submitted: bool, note: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(100)
        reg_chrome(t, "Find classes")
        t.e(0, "main", "")
        t.e(1, "heading", "Find classes")
        t.e(1, "combobox", "Subject", "hasPopup='listbox'", value=subject, key="subject")
        t.e(1, "textbox", "Course number", value="")
        t.e(1, "combobox", "Campus", value="Main Campus")
        t.e(1, "checkbox", "Open sections only", "checked='false'")
        t.e(1, "button", "Search", key="search")
        if results:
            t.t(1, "Search results — 5 sections")
            t.e(1, "table", "")
            t.e(2, "row", "Course Title CRN Section Hours Meeting times Instructor Seats Waitlist Action")
            for c in PSYC_ALL:
                crn = c[3]
                t.e(2, "row", "")
                t.e(3, "cell", f"{c[0]} {c[1]}")
                t.e(3, "cell", c[2])
                t.e(3, "cell", crn)
                t.e(3, "cell", c[4])
                t.e(3, "cell", str(c[5]))
                t.e(3, "cell", f"{c[6]} {c[7]} · {c[8]}")
                t.e(3, "cell", c[9])
                s, w = seats[crn].split("|")
                t.e(3, "cell", s)
                t.e(3, "cell", w)
                t.e(3, "cell", "")
                if crn in added:
                    t.e(4, "button", added[crn], "disabled=True")
                else:
                    t.e(4, "button", f"Add {crn}", key=f"add:{crn}")
        t.e(1, "heading", "Summary")
        if note:
            t.e(1, "status", "", bid=451)
            t.t(2, note)
        t.e(1, "table", "")
        t.e(2, "row", "Course CRN Hours Status Action")
        rows = [(CS2110, "Registered"), (MATH2210, "Registered")]
        for crn in added:
            c = PSYC1010 if crn == "41822" else PSYC2300
            if submitted:
                rows.append((c, "Registered" if crn == "41822" else "Waitlisted (position 5)"))
            else:
                rows.append((c, "Pending" if crn == "41822" else "Pending — waitlist"))
        for c, status in rows:
            t.e(2, "row", f"{c[0]} {c[1]} {c[3]} {c[5]} {status}")
        reg = sum(c[5] for c, s in rows if s == "Registered")
        pend = sum(c[5] for c, s in rows if s.startswith("Pending"))
        t.t(1, f"Total hours | Registered: {reg} | Pending: {pend} | Waitlisted: {3 if submitted and '41907' in added else 0} | Max: 18")
        t.e(1, "button", "Submit", *([] if pend else ["disabled=True"]), key="submit")
        return t.page("Find classes | Northfield State University", REG + "/StudentRegistration/classSearch" + ("?subject=PSYC&term=202590" if results else "")), t.ids

    def grid(courses: list[tuple]) -> tuple[str, dict[str, str]]:
        t = Tree(500)
        reg_chrome(t, "Schedule")
        t.e(0, "main", "")
        t.e(1, "heading", "Schedule · Fall 2025 (Aug 25 – Dec 12, 2025)")
        t.e(1, "table", "Weekly schedule")
        t.e(2, "row", "Time Monday Tuesday Wednesday Thursday Friday")
        slots = sorted({(c[7], c[6]) for c in courses}, key=lambda x: (("PM" in x[0].split("–")[0]), int(x[0].split(":")[0]) % 12, x[0]))
        for time, _days in slots:
            cells = []
            for d in ("M", "T", "W", "R", "F"):
                hit = [c for c in courses if c[7] == time and d in c[6]]
                cells.append(f"{hit[0][0]} {hit[0][1]} · {hit[0][8]}" if hit else "—")
            t.e(2, "row", time.split(" – ")[0] + " " + " | ".join(cells))
        t.t(1, f"Total credit hours: {sum(c[5] for c in courses)}")
        t.t(1, "Waitlisted sections are not shown on the schedule.")
        return t.page("Schedule | Northfield State University", REG + "/StudentRegistration/schedule?term=202590&view=week"), t.ids

    def details(rows: list[tuple[tuple, str]], choice: dict[str, str], note: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(700)
        reg_chrome(t, "Schedule Details")
        t.e(0, "main", "")
        t.e(1, "heading", "Schedule details · Fall 2025")
        if note:
            t.e(1, "status", "", bid=791)
            t.t(2, note)
        for c, status in rows:
            t.e(1, "article", "")
            t.e(2, "heading", f"{c[0]} {c[1]} – {c[2]}")
            t.t(2, f"CRN {c[3]} · Section {c[4]} · {c[5]} credit hours", f"Status: {status}", f"Instructor: {c[9]}", f"{c[6]} {c[7]} · {c[8]}")
            if status.startswith("Registered"):
                t.e(2, "combobox", f"Action for CRN {c[3]}", "hasPopup='listbox'", value=choice.get(c[3], "None"), key=f"act:{c[3]}")
        reg = sum(c[5] for c, s in rows if s.startswith("Registered"))
        t.t(1, f"Registered hours: {reg}")
        t.e(1, "button", "Submit", key="submit")
        return t.page("Schedule Details | Northfield State University", REG + "/StudentRegistration/schedule?term=202590&view=detail"), t.ids

    seats0 = {"41822": "12 of 180|0 of 30", "41823": "0 of 120|4 of 30", "41907": "0 of 45|4 of 15", "41955": "6 of 35|0 of 10", "42018": "9 of 40|0 of 10"}
    seats1 = dict(seats0, **{"41822": "10 of 180|0 of 30", "41907": "0 of 45|5 of 15", "42018": "8 of 40|0 of 10"})
    state, ids = home([CS2110, MATH2210], None)
    turns = []
    o, i1 = search("", False, seats0, {}, False, None)
    turns.append((click(ids["nav:Find classes"]), o))
    o, _ = search("Psychology (PSYC)", False, seats0, {}, False, None)
    turns.append((select(i1["subject"], "Psychology (PSYC)"), o))
    o, i3 = search("Psychology (PSYC)", True, seats0, {}, False, None)
    turns.append((click(i1["search"]), o))
    o, i4 = search("Psychology (PSYC)", True, seats0, {"41822": "Added"}, False, "PSYC 1010 (CRN 41822) added to your summary. Click Submit to register.")
    turns.append((click(i3["add:41822"]), o))
    o, i5 = search("Psychology (PSYC)", True, seats0, {"41822": "Added", "41907": "Added"}, False, "CRN 41907 is full. It will be submitted as a waitlist request.")
    turns.append((click(i4["add:41907"]), o))
    o, i6 = search("Psychology (PSYC)", True, seats1, {"41822": "Registered", "41907": "Waitlisted"}, True, "Save successful. 1 section registered, 1 waitlisted.")
    turns.append((click(i5["submit"]), o))
    o, i7 = grid([PSYC1010, CS2110, MATH2210])
    turns.append((click(i6["nav:Schedule"]), o))
    rows = [(CS2110, "Registered on Apr 14, 2025"), (MATH2210, "Registered on Apr 14, 2025"), (PSYC1010, "Registered on Jun 3, 2025"), (PSYC2300, "Waitlisted on Jun 3, 2025 (position 5)")]
    o, i8 = details(rows, {}, None)
    turns.append((click(i7["nav:Schedule Details"]), o))
    o, i9 = details(rows, {"40892": "Drop (Web)"}, None)
    turns.append((select(i8["act:40892"], "Drop (Web)"), o))
    rows2 = [(CS2110, "Registered on Apr 14, 2025"), (MATH2210, "Dropped (Web) on Jun 3, 2025"), (PSYC1010, "Registered on Jun 3, 2025"), (PSYC2300, "Waitlisted on Jun 3, 2025 (position 5)")]
    o, i10 = details(rows2, {}, "Save successful. MATH 2210 (CRN 40892) dropped.")
    turns.append((click(i9["submit"]), o))
    o, i11 = grid([PSYC1010, CS2110])
    turns.append((click(i10["nav:Schedule"]), o))
    o, _ = home([CS2110, PSYC1010], 4)
    turns.append((click(i11["nav:Registration home"]), o))
    rs.add("web", "h60-web-11", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 12 Public library catalog and holds (bad: an unrenewed item's due date changes)
LIB = "https://catalog.riverbendlibrary.org"


def lib_chrome(t: Tree, query: str = "", focused: bool = False) -> None:
    t.e(0, "banner", "")
    t.e(1, "link", "Riverbend Public Library")
    t.e(1, "combobox", "Search by", value="Keyword")
    t.e(1, "searchbox", "Search the catalog", *(["focused"] if focused else []), value=query, key="q")
    t.e(1, "button", "Search")
    t.e(1, "link", "Advanced search")
    t.e(1, "link", "My Account", key="acct")
    t.t(1, "Alex Moreno")
    t.e(1, "link", "Log out")
    t.e(0, "navigation", "")
    for s in ("Browse", "eBooks & eAudio", "Events", "Locations & Hours", "Get a Card"):
        t.e(1, "link", s)


def t12(rs: RowSet) -> None:
    q = "James Percival Everett"

    def home(value: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        lib_chrome(t, value, focused=bool(value))
        t.e(0, "main", "")
        t.e(1, "heading", "New & noteworthy")
        for b in ("The Ministry of Time", "Intermezzo", "Orbital", "The God of the Woods", "Martyr!"):
            t.e(1, "link", b)
        t.e(1, "heading", "Library news")
        t.t(1, "All branches closed Monday, May 26 for Memorial Day.", "Eastside Branch reopens after renovation — new teen room and 12 study rooms.")
        return t.page("Riverbend Public Library Catalog", LIB + "/"), t.ids

    def results() -> tuple[str, dict[str, str]]:
        t = Tree(100)
        lib_chrome(t, q)
        t.e(0, "main", "")
        t.e(1, "heading", f"Showing 1–6 of 6 results for “{q}”")
        t.e(1, "combobox", "Sort by", value="Relevance")
        for i, (title, fmt, year, status, hold) in enumerate([
                ("James: A Novel", "Book", "2024", "All copies in use", "Holds: 46 on 12 copies"),
                ("James [eBook]", "eBook", "2024", "Available on Libby", "Holds: 31 on 8 copies"),
                ("James [Audiobook CD]", "Audiobook CD", "2024", "Available at 2 of 9 branches", "Holds: 0"),
                ("Erasure", "Book", "2001", "Available at 5 of 9 branches", "Holds: 0"),
                ("The Trees", "Book", "2021", "Available at 7 of 9 branches", "Holds: 0"),
                ("Dr. No", "Book", "2022", "Available at 3 of 9 branches", "Holds: 0")]):
            t.e(1, "article", "")
            t.e(2, "link", title)
            t.t(2, "Everett, Percival", f"{fmt} · {year}", status, hold)
            t.e(2, "button", f"Place hold on {title}", key=f"hold{i}")
        return t.page(f"Search results for {q} | Riverbend Public Library", LIB + "/search?query=James+Percival+Everett&searchType=keyword"), t.ids

    def hold_form(loc: str) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        lib_chrome(t, q)
        t.e(0, "main", "")
        t.e(1, "heading", "Place hold: James: A Novel")
        t.t(1, "Everett, Percival · Book · 2024", "All copies in use · 46 holds on 12 copies")
        t.e(1, "combobox", "Pickup location", "hasPopup='listbox'", value=loc, key="loc")
        t.e(1, "combobox", "Notify me by", value="Email (a.moreno@riverbend.net)")
        t.e(1, "checkbox", "Suspend this hold until a later date", "checked='false'")
        t.e(1, "button", "Confirm hold", key="confirm")
        t.e(1, "link", "Cancel")
        return t.page("Place hold | Riverbend Public Library", LIB + "/holds/place?bib=S117C2403991"), t.ids

    def placed() -> tuple[str, dict[str, str]]:
        t = Tree(400)
        lib_chrome(t, q)
        t.e(0, "main", "")
        t.e(1, "alert", "")
        t.t(2, "Hold placed.")
        t.e(1, "heading", "James: A Novel")
        t.t(1, "You are #47 in line for 12 copies.", "Pickup location: Eastside Branch", "We'll email a.moreno@riverbend.net when your copy is ready.", "Hold placed Mar 7, 2025 at 4:18 PM")
        t.e(1, "link", "My holds")
        t.e(1, "link", "Back to search results")
        return t.page("Hold placed | Riverbend Public Library", LIB + "/holds/confirmation?bib=S117C2403991"), t.ids

    def checked_out(items: list[tuple[str, str, str, str, str]], note: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(500)
        lib_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My Account")
        t.t(1, "Alex Moreno · Card ending 4471 · Expires Oct 31, 2026")
        t.e(1, "tablist", "")
        t.e(2, "tab", "Checked out (3)", "selected=True")
        t.e(2, "tab", "Holds (2)", "selected=False", key="holds")
        t.e(2, "tab", "Fines & fees ($0.00)", "selected=False")
        t.e(2, "tab", "Reading history", "selected=False")
        if note:
            t.e(1, "status", "", bid=591)
            t.t(2, note)
        t.e(1, "combobox", "Sort by", value="Due date")
        t.e(1, "button", "Renew all")
        t.e(1, "table", "")
        t.e(2, "row", "Title Format Due Renewals")
        for title, author, fmt, due, ren in sorted(items, key=lambda x: int(x[3].split()[1].rstrip(","))):
            t.e(2, "row", "")
            t.e(3, "cell", f"{title} — {author}")
            t.e(3, "cell", fmt)
            t.e(3, "cell", f"Due {due}")
            t.e(3, "cell", f"Renewed {ren}")
            t.e(3, "button", f"Renew {title}", key=f"renew:{title}")
        t.t(1, "Items renew for 14 days (DVDs: 7 days) unless another patron has a hold.")
        return t.page("My Account: Checked out | Riverbend Public Library", LIB + "/account/checkouts"), t.ids

    def holds() -> tuple[str, dict[str, str]]:
        t = Tree(600)
        lib_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My Account")
        t.t(1, "Alex Moreno · Card ending 4471 · Expires Oct 31, 2026")
        t.e(1, "tablist", "")
        t.e(2, "tab", "Checked out (3)", "selected=False")
        t.e(2, "tab", "Holds (2)", "selected=True")
        t.e(2, "tab", "Fines & fees ($0.00)", "selected=False")
        t.e(2, "tab", "Reading history", "selected=False")
        t.e(1, "heading", "Ready for pickup (1)")
        t.e(1, "link", "Orbital", key="orbital")
        t.t(1, "Harvey, Samantha · Book", "Ready at Central Library · Pick up by Mar 12, 2025", "Hold shelf #B-118")
        t.e(1, "heading", "In line (1)")
        t.e(1, "link", "James: A Novel")
        t.t(1, "Everett, Percival · Book", "#47 in line · 12 copies", "Pickup: Eastside Branch", "Placed Mar 7, 2025")
        t.e(1, "button", "Change pickup location")
        t.e(1, "button", "Suspend")
        t.e(1, "button", "Cancel hold")
        return t.page("My Account: Holds | Riverbend Public Library", LIB + "/account/holds"), t.ids

    def orbital() -> tuple[str, dict[str, str]]:
        t = Tree(700)
        lib_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Orbital")
        t.t(1, "Harvey, Samantha", "Book · 2023 · 207 pages", "Winner of the 2024 Booker Prize")
        t.t(1, "Your hold is ready at Central Library. Pick up by Mar 12, 2025.")
        t.e(1, "heading", "Availability")
        t.e(1, "table", "")
        t.e(2, "row", "Location Call number Status")
        for loc, status in [("Central Library", "On hold shelf"), ("Eastside Branch", "Checked out · Due Mar 14, 2025"),
                            ("Northgate Branch", "Available"), ("Riverside Branch", "Checked out · Due Mar 20, 2025")]:
            t.e(2, "row", f"{loc} FIC HARVEY {status}")
        t.e(1, "heading", "Summary")
        t.t(1, "A single day in the lives of six astronauts aboard the International Space Station, orbiting the Earth sixteen times.")
        return t.page("Orbital | Riverbend Public Library", LIB + "/item/show/S117C2301877"), t.ids

    a = ("Intermezzo", "Rooney, Sally", "Book", "Mar 11, 2025", "0 of 3")
    b = ("The Anxious Generation", "Haidt, Jonathan", "Book", "Mar 18, 2025", "1 of 3")
    c = ("Dune: Part Two", "Villeneuve, Denis", "DVD", "Mar 9, 2025", "0 of 1")
    state, ids = home("")
    turns = []
    o, _ = home(q)
    turns.append((fill(ids["q"], q), o))
    o, i2 = results()
    turns.append(("keyboard_press('Enter')", o))
    o, i3 = hold_form("Central Library")
    turns.append((click(i2["hold0"]), o))
    o, _ = hold_form("Eastside Branch")
    turns.append((select(i3["loc"], "Eastside Branch"), o))
    o, i5 = placed()
    turns.append((click(i3["confirm"]), o))
    o, i6 = checked_out([a, b, c], None)
    turns.append((click(i5["acct"]), o))
    a2 = ("Intermezzo", "Rooney, Sally", "Book", "Mar 25, 2025", "1 of 3")
    b_bad = ("The Anxious Generation", "Haidt, Jonathan", "Book", "Mar 13, 2025", "1 of 3")  # contradiction: was due Mar 18
    o, i7 = checked_out([a2, b_bad, c], "Intermezzo renewed. New due date: Mar 25, 2025.")
    turns.append((click(i6["renew:Intermezzo"]), o))
    o, i8 = holds()
    turns.append((click(i7["holds"]), o))
    o, _ = orbital()
    turns.append((click(i8["orbital"]), o))
    rs.add("web", "h60-web-12", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="After renewing only Intermezzo, 'The Anxious Generation' (still Renewed 1 of 3) shows Due Mar 13, 2025 instead of the Mar 18, 2025 shown one turn earlier.")


# --------------------------------------------------------------------------- 13 Pet adoption shelter (clean)
PETS = "https://adopt.maplewoodanimalshelter.org"
DOGS = [("Pepper", "A-2298710", "Border Collie mix", "2 yrs", "Female", "Medium", 38, (3, 5)),
        ("Moose", "A-2298544", "Great Pyrenees mix", "4 yrs", "Male", "X-Large", 104, (3, 3)),
        ("Tater", "A-2297902", "Beagle", "6 yrs", "Male", "Small", 27, (2, 26)),
        ("Sadie", "A-2297311", "Pit Bull Terrier mix", "1 yr", "Female", "Large", 58, (2, 20)),
        ("Rocco", "A-2296850", "German Shepherd", "5 yrs", "Male", "Large", 77, (2, 16)),
        ("Lulu", "A-2296012", "Chihuahua mix", "8 yrs", "Female", "Small", 9, (2, 10)),
        ("Bear", "A-2295580", "Labrador Retriever / Chow Chow mix", "3 yrs", "Male", "Large", 71, (2, 6)),
        ("Daisy", "A-2294477", "Australian Cattle Dog", "2 yrs", "Female", "Medium", 41, (2, 1)),
        ("Juniper", "A-2291847", "Labrador Retriever mix", "3 yrs", "Female", "Large", 62, (1, 28)),
        ("Ziggy", "A-2290336", "Terrier mix", "10 mos", "Male", "Small", 18, (1, 22)),
        ("Hank", "A-2288109", "Boxer mix", "7 yrs", "Male", "Large", 66, (1, 12)),
        ("Nova", "A-2286675", "Siberian Husky", "3 yrs", "Female", "Medium", 48, (1, 5)),
        ("Duke", "A-2283420", "Rottweiler mix", "4 yrs", "Male", "Large", 88, (-12, 19)),
        ("Maple", "A-2279901", "Anatolian Shepherd mix", "2 yrs", "Female", "Large", 79, (-12, 2)),
        ("Otis", "A-2268450", "Labrador Retriever / Coonhound mix", "5 yrs", "Male", "Large", 73, (-11, 14)),
        ("Koda", "A-2260032", "Akita mix", "6 yrs", "Male", "Large", 81, (-10, 3))]


def shelter_days(md: tuple[int, int]) -> int:
    """Days from intake (month, day; negative month = that month of 2024) to Mar 7, 2025."""
    m, d = md
    return (datetime.date(2025, 3, 7) - datetime.date(2024 if m < 0 else 2025, abs(m), d)).days


def t13(rs: RowSet) -> None:
    biscuit = ("Biscuit", "A-2299035", "Pembroke Welsh Corgi mix", "1 yr", "Male", "Small", 24, (3, 7))

    def chrome(t: Tree, favs: int) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Maplewood Animal Shelter")
        for s in ("Adopt a dog", "Adopt a cat", "Foster", "Volunteer", "Donate", "Lost & Found"):
            t.e(1, "link", s, key=f"nav:{s}")
        t.e(1, "link", f"Favorites ({favs})")
        t.e(1, "link", "My applications", key="apps")
        t.e(1, "button", "Chris Whitaker", "hasPopup='menu'")

    def listing(size: str, dogs: list[tuple], total: int, favs: int, pending: set[str]) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t, favs)
        t.e(0, "main", "")
        t.e(1, "heading", "Adoptable dogs")
        t.e(1, "combobox", "Size", "hasPopup='listbox'", value=size, key="size")
        t.e(1, "combobox", "Age", value="Any")
        t.e(1, "combobox", "Sex", value="Any")
        t.e(1, "checkbox", "Good with kids", "checked='false'")
        t.e(1, "checkbox", "Good with cats", "checked='false'")
        t.e(1, "combobox", "Sort", value="Newest arrivals")
        shown = dogs[:12]
        t.t(1, f"{total} dogs" + ("" if size != "Any" else f" · Showing 1–{len(shown)} of {total}"))
        for name, aid, breed, age, sex, sz, lbs, md in shown:
            t.e(1, "article", "")
            t.e(2, "link", name, key=f"dog:{name}")
            if aid in pending:
                t.t(2, "Adoption pending")
            t.t(2, f"{breed} · {age} · {sex}", f"{sz} · {lbs} lbs", f"ID {aid}", "Arrived today" if md == (3, 7) else f"In shelter {shelter_days(md)} days")
            t.e(2, "button", f"Favorite {name}", *(["pressed=True"] if name == "Juniper" and favs else []))
        if size == "Any":
            t.e(1, "navigation", "Pagination")
            for p in ("1", "2", "3", "Next"):
                t.e(2, "link", p)
        return t.page("Adoptable dogs | Maplewood Animal Shelter", PETS + ("/dogs?size=large" if size != "Any" else "/dogs")), t.ids

    def profile(fav: bool) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        chrome(t, 1 if fav else 0)
        t.e(0, "main", "")
        t.e(1, "heading", "Juniper")
        t.t(1, "ID A-2291847 · Labrador Retriever mix · Female · 3 yrs · Large · 62 lbs")
        t.e(1, "button", "Favorited" if fav else "Add to favorites", *(["pressed=True"] if fav else []), key="fav")
        t.e(1, "button", "Start adoption application", key="apply")
        t.e(1, "table", "")
        for k, v in [("Status", "Available"), ("Intake date", "Jan 28, 2025"), ("Days in shelter", "38"), ("Spayed", "Yes"),
                     ("Vaccinations", "Rabies, DHPP, Bordetella — current"), ("Microchip", "Yes"), ("Good with dogs", "Yes (slow intros)"),
                     ("Good with cats", "Unknown"), ("Good with kids", "Yes, 8+"), ("Location", "Kennel B-14"), ("Adoption fee", "$150")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "heading", "About Juniper")
        t.t(1, "Juniper came in as a stray from the Elm Street corridor. She knows sit and down, walks well on a harness and loves tennis balls. She gets anxious when left alone for long stretches.")
        t.e(1, "heading", "Meet her")
        t.t(1, "Visiting hours: Tue–Sun 12:00–6:00 PM. Applications are reviewed in the order received, usually within 2 business days.")
        return t.page("Juniper (A-2291847) | Maplewood Animal Shelter", PETS + "/dogs/A-2291847"), t.ids

    def form() -> tuple[str, dict[str, str]]:
        t = Tree(500)
        chrome(t, 1)
        t.e(0, "main", "")
        t.e(1, "heading", "Adoption application")
        t.e(1, "textbox", "Pet", "readonly", value="Juniper (A-2291847)")
        t.e(1, "textbox", "Full name", "required", value="Chris Whitaker")
        t.e(1, "textbox", "Email", "required", value="chris.whitaker@outlook.com")
        t.e(1, "textbox", "Phone", "required", value="(614) 555-0192")
        t.e(1, "textbox", "Address", "required", value="2207 Alder Ct, Columbus, OH 43215")
        t.e(1, "combobox", "Housing", value="Rent")
        t.e(1, "checkbox", "My landlord allows dogs over 50 lbs", "checked='true'")
        t.e(1, "combobox", "Yard", value="Fenced yard")
        t.e(1, "textbox", "Other pets in the home", value="None")
        t.e(1, "textbox", "Hours the dog would be alone on a typical weekday", value="4")
        t.e(1, "checkbox", "I agree to a home check if requested", "checked='true'")
        t.e(1, "button", "Submit application", key="submit")
        return t.page("Adoption application | Maplewood Animal Shelter", PETS + "/apply?animal=A-2291847"), t.ids

    def confirm() -> tuple[str, dict[str, str]]:
        t = Tree(600)
        chrome(t, 1)
        t.e(0, "main", "")
        t.e(1, "heading", "Application received")
        t.t(1, "Application #APP-58213", "Pet: Juniper (A-2291847)", "Submitted: Mar 7, 2025, 2:14 PM", "Status: Received — pending review")
        t.t(1, "An adoption counselor will contact you within 2 business days. While your application is under review, Juniper is marked as adoption pending.")
        t.e(1, "link", "Back to adoptable dogs", key="back")
        return t.page("Application received | Maplewood Animal Shelter", PETS + "/apply/confirmation/APP-58213"), t.ids

    def apps() -> tuple[str, dict[str, str]]:
        t = Tree(700)
        chrome(t, 1)
        t.e(0, "main", "")
        t.e(1, "heading", "My applications")
        t.e(1, "table", "")
        t.e(2, "row", "Application Pet Submitted Status")
        t.e(2, "row", "APP-58213 Juniper (A-2291847) Mar 7, 2025, 2:14 PM Received — pending review")
        t.e(3, "link", "APP-58213")
        t.e(2, "row", "APP-55190 Otis (A-2268450) Jan 30, 2025, 6:02 PM Withdrawn Feb 2, 2025")
        t.e(3, "link", "APP-55190")
        return t.page("My applications | Maplewood Animal Shelter", PETS + "/account/applications"), t.ids

    large = [d for d in DOGS if d[5] == "Large"]
    state, ids = listing("Any", DOGS, 32, 0, set())
    turns = []
    o, i1 = listing("Large", large, len(large), 0, set())
    turns.append((select(ids["size"], "Large"), o))
    o, i2 = profile(False)
    turns.append((click(i1["dog:Juniper"]), o))
    o, i3 = profile(True)
    turns.append((click(i2["fav"]), o))
    o, i4 = form()
    turns.append((click(i3["apply"]), o))
    o, i5 = confirm()
    turns.append((click(i4["submit"]), o))
    o, i6 = listing("Any", [biscuit] + DOGS, 33, 1, {"A-2291847"})
    turns.append((click(i5["back"]), o))
    o, _ = apps()
    turns.append((click(i6["apps"]), o))
    rs.add("web", "h60-web-13", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 14 Gym class schedule (bad: a booked class reverts to bookable)
GYM = "https://members.ironvalefitness.com"
GYM_DAYS = {"Mon 10": [("5:45 AM", "Bootcamp 45", "Luis M.", "Turf", None), ("9:30 AM", "Gentle Yoga 60", "Priya N.", "Studio A", None),
                       ("12:00 PM", "Spin 30", "Marcus T.", "Cycle Studio", None), ("5:30 PM", "Body Pump 60", "Ana S.", "Studio B", None),
                       ("7:00 PM", "Boxing Basics 45", "Dre K.", "Studio B", None), ("8:30 PM", "Stretch & Roll 30", "Priya N.", "Studio A", (14, 20))],
            "Tue 11": [("6:00 AM", "HIIT 45", "Dana R.", "Studio B", (4, 20)), ("6:30 AM", "Spin 45", "Marcus T.", "Cycle Studio", (7, 24)),
                       ("9:30 AM", "Yoga Flow 60", "Priya N.", "Studio A", (11, 30)), ("12:00 PM", "Core Express 30", "Dana R.", "Studio B", (15, 20)),
                       ("5:30 PM", "Barbell Strength 60", "Luis M.", "Strength Zone", (2, 12)), ("6:45 PM", "Spin 30", "Keisha W.", "Cycle Studio", (0, 24)),
                       ("7:30 PM", "Pilates Mat 45", "Ana S.", "Studio A", (0, 18))],
            "Wed 12": [("6:00 AM", "Rowing Intervals 45", "Keisha W.", "Row Room", (9, 14)), ("7:00 AM", "Yoga Sculpt 45", "Ana S.", "Studio A", (6, 30)),
                       ("12:15 PM", "Spin 45", "Marcus T.", "Cycle Studio", (18, 24)), ("5:45 PM", "Kettlebell 45", "Luis M.", "Strength Zone", (3, 12)),
                       ("7:00 PM", "Zumba 60", "Carla V.", "Studio B", (21, 35))]}


def t14(rs: RowSet) -> None:
    def schedule(day: str, booked: dict[str, str], spots: dict[str, int], upcoming: int, bike_dialog: bool = False, toast: str | None = None) -> tuple[str, dict[str, str]]:
        t = Tree(80)
        t.e(0, "banner", "")
        t.e(1, "link", "Ironvale Fitness")
        t.e(1, "link", "Schedule", "current")
        t.e(1, "link", f"My bookings ({upcoming})", key="mine")
        t.e(1, "link", "Membership")
        t.e(1, "button", "Tess Galloway", "hasPopup='menu'")
        t.e(0, "main", "")
        t.e(1, "heading", "Class schedule · Ironvale Fitness – Riverside")
        t.e(1, "tablist", "Days")
        for d in ("Mon 10", "Tue 11", "Wed 12", "Thu 13", "Fri 14", "Sat 15", "Sun 16"):
            t.e(2, "tab", d, f"selected={d == day}", key=f"day:{d}")
        t.e(1, "tabpanel", day)
        for time, name, coach, room, cap in GYM_DAYS[day]:
            cid = f"{day}|{time}"
            t.e(2, "article", "")
            t.e(3, "heading", f"{time} · {name}")
            t.t(3, f"{coach} · {room}")
            if cap is None:
                t.t(3, "Class ended")
                continue
            left, total = spots.get(cid, cap[0]), cap[1]
            if cid in booked:
                t.t(3, f"Booked · {booked[cid]}", f"{left} of {total} spots left")
                t.e(3, "button", f"Cancel booking {time} {name}", key=f"cancel:{cid}")
            elif left == 0:
                t.t(3, "Class full", "Waitlist: 3")
                t.e(3, "button", f"Join waitlist {time} {name}")
            else:
                t.t(3, f"{left} of {total} spots left")
                t.e(3, "button", f"Book {time} {name}", key=f"book:{cid}")
        if bike_dialog:
            t.e(0, "dialog", "Choose your bike · Spin 45 · Tue, Mar 11, 6:30 AM", "modal=True", bid=700)
            t.t(1, "7 bikes open")
            for j, b in enumerate((2, 5, 9, 14, 17, 20, 23)):
                t.e(1, "button", f"Bike {b}", bid=701 + j, key=f"bike{b}")
            t.e(1, "button", "Cancel", bid=708)
        if toast:
            t.e(0, "status", "", bid=720)
            t.t(1, toast)
        return t.page("Class schedule | Ironvale Fitness", GYM + f"/schedule?club=riverside&date=2025-03-{day.split()[1]}"), t.ids

    def mine(rows: list[tuple[str, str, str, str, str]], note: str | None, cancelled: list[tuple[str, str]]) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        t.e(0, "banner", "")
        t.e(1, "link", "Ironvale Fitness")
        t.e(1, "link", "Schedule", key="schedule")
        t.e(1, "link", f"My bookings ({len(rows)})", "current")
        t.e(1, "link", "Membership")
        t.e(1, "button", "Tess Galloway", "hasPopup='menu'")
        t.e(0, "main", "")
        t.e(1, "heading", "My bookings")
        if note:
            t.e(1, "status", "", bid=490)
            t.t(2, note)
        t.e(1, "heading", f"Upcoming ({len(rows)})")
        for when, name, where, spot, ref in rows:
            t.e(1, "article", "")
            t.e(2, "heading", name)
            t.t(2, when, where, spot, f"Ref {ref}")
            t.e(2, "button", f"Cancel {ref}", key=f"cancel:{ref}")
            t.e(2, "button", f"Add {ref} to calendar")
        if cancelled:
            t.e(1, "heading", "Recently cancelled")
            for name, info in cancelled:
                t.t(1, name, info)
        t.t(1, "Membership: All Access · Bookings open 7 days ahead · Cancel at least 12 hours before class to avoid a $10 late-cancel fee.")
        return t.page("My bookings | Ironvale Fitness", GYM + "/account/bookings"), t.ids

    spin = "Tue 11|6:30 AM"
    toast = "You're booked! Spin 45 · Tue, Mar 11 · 6:30–7:15 AM · Bike 14 · Ref BK-771204"
    state, ids = schedule("Mon 10", {}, {}, 2)
    turns = []
    o, i1 = schedule("Tue 11", {}, {}, 2)
    turns.append((click(ids["day:Tue 11"]), o))
    o, i2 = schedule("Tue 11", {}, {}, 2, bike_dialog=True)
    turns.append((click(i1[f"book:{spin}"]), o))
    o, i3 = schedule("Tue 11", {spin: "Bike 14"}, {spin: 6}, 3, toast=toast)
    turns.append((click(i2["bike14"]), o))
    o, i4 = schedule("Wed 12", {}, {}, 3)
    turns.append((click(i3["day:Wed 12"]), o))
    o, i5 = schedule("Tue 11", {}, {spin: 6}, 3)  # contradiction: the booked Spin 45 is offered for booking again
    turns.append((click(i4["day:Tue 11"]), o))
    rows = [("Tue, Mar 11 · 6:30–7:15 AM", "Spin 45 with Marcus T.", "Cycle Studio", "Bike 14", "BK-771204"),
            ("Thu, Mar 13 · 9:30–10:30 AM", "Yoga Flow 60 with Priya N.", "Studio A", "Mat spot 8", "BK-770988"),
            ("Sat, Mar 15 · 9:00–10:00 AM", "Barbell Strength 60 with Luis M.", "Strength Zone", "Rack 3", "BK-769514")]
    o, i6 = mine(rows, None, [])
    turns.append((click(i5["mine"]), o))
    o, i7 = mine([rows[0], rows[2]], "Booking BK-770988 cancelled. No fee applies.", [("Yoga Flow 60 · Thu, Mar 13 · 9:30 AM", "Cancelled Mon, Mar 10 at 8:16 PM")])
    turns.append((click(i6["cancel:BK-770988"]), o))
    o, _ = schedule("Mon 10", {}, {}, 2)
    turns.append((click(i7["schedule"]), o))
    rs.add("web", "h60-web-14", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="Back on Tuesday, the Spin 45 class booked on bike 14 (BK-771204) shows a 'Book' button and no booking again, although nothing was cancelled and the booking list still counts it.")


# --------------------------------------------------------------------------- 15 Municipal parking permits (bad: plate digits swapped)
PERMITS = "https://permits.cityofashford.gov"


def permit_chrome(t: Tree) -> None:
    t.e(0, "banner", "")
    t.e(1, "link", "City of Ashford · Parking Services")
    t.e(1, "link", "Dashboard", key="dash")
    t.e(1, "link", "Permits")
    t.e(1, "link", "Citations")
    t.e(1, "link", "Help")
    t.e(1, "button", "Maria Delgado", "hasPopup='menu'")


def t15(rs: RowSet) -> None:
    good, bad = "7KDR512", "7KDR152"

    def dashboard(new_app: bool) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Welcome back, Maria")
        t.t(1, "Household: 418 Linden St, Apt 2 · Residential Permit Zone R7", "Account #PK-0045219")
        t.e(1, "button", "Apply for a residential permit", key="apply")
        t.e(1, "button", "Buy visitor passes")
        t.e(1, "heading", "My permits and applications")
        t.e(1, "table", "")
        t.e(2, "row", "Number Type Vehicle Valid Status")
        if new_app:
            t.e(2, "row", f"PA-2025-018734 Residential (annual) · Zone R7 {good} · 2019 Honda CR-V Apr 1, 2025 – Mar 31, 2026 Under review")
            t.e(3, "link", "PA-2025-018734", key="app")
        t.e(2, "row", "RP-2024-011582 Residential (annual) · Zone R7 8MNT224 · 2016 Toyota Prius Apr 1, 2024 – Mar 31, 2025 Active · expires in 24 days")
        t.e(3, "link", "RP-2024-011582")
        t.e(3, "button", "Renew RP-2024-011582")
        t.e(2, "row", "V-20931 Visitor (20 daily passes) · Zone R7 — Jan 1, 2024 – Dec 31, 2024 Expired")
        t.e(3, "link", "V-20931")
        t.e(1, "heading", "Citations")
        t.t(1, "No open citations.")
        return t.page("Dashboard | Ashford Parking Services", PERMITS + "/parking/dashboard"), t.ids

    def step1(plate: str, looked: bool) -> tuple[str, dict[str, str]]:
        t = Tree(200)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Residential permit application")
        t.t(1, "Step 1 of 3 · Vehicle")
        t.e(1, "textbox", "License plate", "required", value=plate, key="plate")
        t.e(1, "combobox", "State", value="California")
        t.e(1, "button", "Look up vehicle", key="lookup")
        if looked:
            t.e(1, "region", "DMV record", bid=290)
            t.e(2, "table", "", bid=291)
            for j, (k, v) in enumerate([("Plate", f"{good} (CA)"), ("Vehicle", "2019 Honda CR-V EX"), ("Color", "Gray"), ("VIN", "•••••••••••••48213"),
                                        ("Registered owner", "MARIA L DELGADO"), ("Registration expires", "11/30/2025"),
                                        ("Registration address", "418 LINDEN ST APT 2, ASHFORD CA — matches account")]):
                t.e(3, "row", f"{k} {v}", bid=292 + j)
            t.t(2, "✓ Vehicle eligible for Zone R7")
            t.e(1, "button", "Continue", bid=300, key="cont")
        t.e(1, "link", "Cancel application")
        return t.page("Vehicle · Residential permit application | Ashford Parking Services", PERMITS + "/parking/apply/residential/vehicle"), t.ids

    def summary(t: Tree, plate: str) -> None:
        t.e(0, "complementary", "Application summary")
        t.t(1, "Permit: Residential (annual) · Zone R7", "Address: 418 Linden St, Apt 2", f"Vehicle: 2019 Honda CR-V · {plate} (CA)", "Valid: Apr 1, 2025 – Mar 31, 2026")

    def step2(plate: str, proof: str, chosen: bool) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Residential permit application")
        t.t(1, "Step 2 of 3 · Proof of residency")
        t.t(1, "Upload a document dated within the last 90 days, or use a document already on file if it is still valid.")
        t.e(1, "combobox", "Document type", "hasPopup='listbox'", value=proof, key="proof")
        t.e(1, "radio", "Use document on file: Lease_418Linden_2024.pdf (lease, uploaded Aug 14, 2024, valid through Jul 31, 2025)", f"checked='{'true' if chosen else 'false'}'", key="onfile")
        t.e(1, "radio", "Upload a new document", "checked='false'")
        t.e(1, "button", "Back")
        t.e(1, "button", "Continue", *([] if chosen else ["disabled=True"]), key="cont")
        summary(t, plate)
        return t.page("Proof of residency · Residential permit application | Ashford Parking Services", PERMITS + "/parking/apply/residential/residency"), t.ids

    def step3() -> tuple[str, dict[str, str]]:
        t = Tree(500)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Residential permit application")
        t.t(1, "Step 3 of 3 · Review and pay")
        t.e(1, "table", "")
        for k, v in [("Permit", "Residential (annual) · Zone R7"), ("Address", "418 Linden St, Apt 2"), ("Vehicle", f"2019 Honda CR-V EX · Gray · {good} (CA)"),
                     ("Proof of residency", "Lease_418Linden_2024.pdf (on file)"), ("Valid", "Apr 1, 2025 – Mar 31, 2026")]:
            t.e(2, "row", f"{k} {v}")
        t.t(1, "Your household has 1 active residential permit. Permits 1–2 are $42.00 each; 3rd and later are $96.00.")
        t.e(1, "table", "Fees")
        t.e(2, "row", "Residential permit (2nd vehicle) $42.00")
        t.e(2, "row", "Card processing fee $1.50")
        t.e(2, "row", "Total $43.50")
        t.e(1, "radio", "Visa •••• 4417 (exp 09/27)", "checked='true'")
        t.e(1, "radio", "Add a new card", "checked='false'")
        t.e(1, "checkbox", "I certify the information above is true and correct.", "checked='true'")
        t.e(1, "button", "Pay $43.50 and submit", key="pay")
        return t.page("Review and pay · Residential permit application | Ashford Parking Services", PERMITS + "/parking/apply/residential/review"), t.ids

    def confirmation() -> tuple[str, dict[str, str]]:
        t = Tree(600)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Application submitted")
        t.t(1, "Application PA-2025-018734", "Submitted Mar 7, 2025, 10:21 AM", "Receipt R-88310462 · $43.50 charged to Visa •••• 4417",
            "Status: Submitted — under review (3–5 business days)", f"Vehicle: 2019 Honda CR-V · {good} (CA)")
        t.t(1, "Your permit is digital: enforcement reads your plate. No sticker will be mailed.")
        t.e(1, "link", "Download receipt (PDF)")
        t.e(1, "link", "Back to dashboard")
        return t.page("Application submitted | Ashford Parking Services", PERMITS + "/parking/apply/residential/confirmation/PA-2025-018734"), t.ids

    def detail() -> tuple[str, dict[str, str]]:
        t = Tree(700)
        permit_chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Application PA-2025-018734")
        t.t(1, "Status: Under review")
        t.e(1, "table", "")
        for k, v in [("Permit", "Residential (annual) · Zone R7"), ("Vehicle", f"2019 Honda CR-V EX · Gray · {good} (CA)"), ("Valid", "Apr 1, 2025 – Mar 31, 2026"),
                     ("Fee paid", "$43.50 · Receipt R-88310462")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "heading", "Timeline")
        t.e(1, "list", "")
        for item in ("Mar 7, 2025, 10:21 AM · Application submitted", "Mar 7, 2025, 10:21 AM · Payment received ($43.50)",
                     "Mar 7, 2025, 10:22 AM · Queued for residency verification"):
            t.e(2, "listitem", item)
        t.e(1, "button", "Withdraw application")
        return t.page("Application PA-2025-018734 | Ashford Parking Services", PERMITS + "/parking/applications/PA-2025-018734"), t.ids

    state, ids = dashboard(False)
    turns = []
    o, i1 = step1("", False)
    turns.append((click(ids["apply"]), o))
    o, _ = step1(good, False)
    turns.append((fill(i1["plate"], good), o))
    o, i3 = step1(good, True)
    turns.append((click(i1["lookup"]), o))
    o, i4 = step2(bad, "Select a document type", False)  # contradiction: plate 7KDR512 became 7KDR152
    turns.append((click(i3["cont"]), o))
    o, i5 = step2(bad, "Lease or rental agreement", False)
    turns.append((select(i4["proof"], "Lease or rental agreement"), o))
    o, i6 = step2(bad, "Lease or rental agreement", True)
    turns.append((click(i5["onfile"]), o))
    o, i7 = step3()
    turns.append((click(i6["cont"]), o))
    o, i8 = confirmation()
    turns.append((click(i7["pay"]), o))
    o, i9 = dashboard(True)
    turns.append((click(i8["dash"]), o))
    o, _ = detail()
    turns.append((click(i9["app"]), o))
    rs.add("web", "h60-web-15", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="The application summary on step 2 lists the vehicle as plate 7KDR152, but the plate entered and confirmed by the DMV lookup was 7KDR512.")


# --------------------------------------------------------------------------- 16 Co-working desk booking (clean)
LOFT = "https://book.commonloft.work"
DESKS = [("D-01", "Fixed-height desk · 24\" monitor", "Available"), ("D-02", "Fixed-height desk · 24\" monitor", "Booked"),
         ("D-03", "Sit-stand desk · no monitor", "Available"), ("D-04", "Sit-stand desk · 27\" monitor", "Booked"),
         ("D-05", "Fixed-height desk · no monitor · Quiet zone", "Available"), ("D-06", "Fixed-height desk · no monitor · Quiet zone", "Booked"),
         ("D-07", "Sit-stand desk · 27\" monitor · Window", "Available"), ("D-08", "Sit-stand desk · 27\" monitor · Window", "Booked"),
         ("D-09", "Fixed-height desk · 24\" monitor", "Booked"), ("D-10", "Fixed-height desk · 24\" monitor", "Available"),
         ("D-11", "Sit-stand desk · dual 24\" monitors", "Available"), ("D-12", "Sit-stand desk · dual 24\" monitors", "Booked"),
         ("D-13", "Fixed-height desk · no monitor", "Available"), ("D-14", "Fixed-height desk · 24\" monitor", "Available"),
         ("D-15", "Phone booth-adjacent desk · no monitor", "Available"), ("D-16", "Fixed-height desk · 24\" monitor", "Booked")]


def t16(rs: RowSet) -> None:
    def chrome(t: Tree, credits: int) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Common Loft")
        t.e(1, "link", "Book a desk", key="book")
        t.e(1, "link", "Meeting rooms")
        t.e(1, "link", "My bookings", key="mine")
        t.t(1, f"{credits} credits")
        t.e(1, "button", "Noah Brandt", "hasPopup='menu'")

    def floor(status: dict[str, str], panel: bool, toast: str | None, credits: int) -> tuple[str, dict[str, str]]:
        t = Tree(60)
        chrome(t, credits)
        t.e(0, "main", "")
        t.e(1, "heading", "Book a desk · Common Loft Market Street")
        t.e(1, "button", "Date: Tue, Mar 11, 2025")
        t.e(1, "combobox", "Floor", value="Floor 2 · Open studio")
        t.e(1, "checkbox", "Show available only", "checked='false'")
        avail = sum(1 for d, _, s in DESKS if status.get(d, s) == "Available")
        t.t(1, f"{avail} of {len(DESKS)} desks available · 2 credits per desk-day")
        t.e(1, "grid", "Floor 2 map")
        for d, feat, s in DESKS:
            s = status.get(d, s)
            t.e(2, "button", f"{d} · {s}", *(["disabled=True"] if s == "Booked" else []), key=f"desk:{d}")
            t.t(3, feat)
        if panel:
            t.e(1, "region", "D-07", bid=140)
            t.e(2, "heading", "Desk D-07", bid=141)
            t.t(2, "Sit-stand desk · 27\" monitor (USB-C, 65 W) · Window seat · Near kitchen", "2 credits for the full day (8:00 AM – 8:00 PM)")
            t.e(2, "button", "Book D-07 for Tue, Mar 11", bid=142, key="confirm")
            t.e(2, "button", "Close", bid=143)
        if toast:
            t.e(0, "status", "", bid=150)
            t.t(1, toast)
        return t.page("Book a desk | Common Loft", LOFT + "/desks?location=market-st&date=2025-03-11&floor=2"), t.ids

    def mine(rows: list[tuple[str, str, str, int, str]], credits: int, dialog: bool, note: str | None, cancelled: list[str]) -> tuple[str, dict[str, str]]:
        t = Tree(200)
        chrome(t, credits)
        t.e(0, "main", "")
        t.e(1, "heading", "My bookings")
        t.t(1, f"Credits: {credits} remaining · Plan: Flex (40 credits/month) · Renews Apr 1, 2025")
        if note:
            t.e(1, "status", "", bid=280)
            t.t(2, note)
        t.e(1, "heading", f"Upcoming ({len(rows)})")
        t.e(1, "table", "")
        t.e(2, "row", "Date Space Time Credits Reference")
        for day, space, time, cr, ref in rows:
            t.e(2, "row", f"{day} {space} {time} {cr} {ref}")
            t.e(3, "button", f"Cancel {ref}", key=f"cancel:{ref}")
        if cancelled:
            t.e(1, "heading", "Cancelled")
            for c in cancelled:
                t.t(1, c)
        t.e(1, "heading", "Credit history (March)")
        t.e(1, "table", "")
        hist = [("Mar 1", "Monthly credits", "+40"), ("Mar 3", "Meeting room Cedar · CL-30791", "−8"), ("Mar 4", "Desk D-03 · CL-30802", "−2"),
                ("Mar 5", "Desk D-10 · CL-30815", "−2"), ("Mar 6", "Meeting room Juniper · CL-30840", "−4"),
                ("Mar 10", "Desk D-14 · CL-30877 (Mar 13)", "−2"), ("Mar 10", "Meeting room Juniper · CL-30902 (Mar 14)", "−4")]
        if credits != 18:
            hist.append(("Mar 10", "Desk D-07 · CL-30931 (Mar 11)", "−2"))
        if cancelled:
            hist.append(("Mar 10", "Refund · CL-30902 cancelled", "+4"))
        for when, what, delta in hist:
            t.e(2, "row", f"{when} {what} {delta}")
        if dialog:
            t.e(0, "dialog", "Cancel booking?", "modal=True", bid=300)
            t.t(1, "Meeting room Juniper · Fri, Mar 14 · 10:00–11:00 AM · CL-30902", "You're cancelling more than 24 hours ahead, so 4 credits will be refunded.")
            t.e(1, "button", "Keep booking", bid=301)
            t.e(1, "button", "Yes, cancel booking", bid=302, key="yes")
        return t.page("My bookings | Common Loft", LOFT + "/account/bookings"), t.ids

    r_desk = ("Tue, Mar 11", "Desk D-07 · Floor 2", "All day", 2, "CL-30931")
    r14 = ("Thu, Mar 13", "Desk D-14 · Floor 2", "All day", 2, "CL-30877")
    rjun = ("Fri, Mar 14", "Meeting room Juniper (6 seats)", "10:00–11:00 AM", 4, "CL-30902")
    state, ids = mine([r14, rjun], 18, False, None, [])
    turns = []
    o, i1 = floor({}, False, None, 18)
    turns.append((click(ids["book"]), o))
    o, i2 = floor({}, True, None, 18)
    turns.append((click(i1["desk:D-07"]), o))
    o, i3 = floor({"D-07": "Yours", "D-11": "Booked"}, False, "Booked D-07 for Tue, Mar 11 · Ref CL-30931 · 2 credits used", 16)
    turns.append((click(i2["confirm"]), o))
    o, i4 = mine([r_desk, r14, rjun], 16, False, None, [])
    turns.append((click(i3["mine"]), o))
    o, i5 = mine([r_desk, r14, rjun], 16, True, None, [])
    turns.append((click(i4["cancel:CL-30902"]), o))
    o, _ = mine([r_desk, r14], 20, False, "CL-30902 cancelled. 4 credits refunded.", ["Fri, Mar 14 · Meeting room Juniper · 10:00–11:00 AM · CL-30902 · cancelled Mar 10, 2025, 4:52 PM · 4 credits refunded"])
    turns.append((click(i5["yes"]), o))
    rs.add("web", "h60-web-16", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 17 Charity donation portal (clean)
GIVE = "https://give.clearwaterliteracy.org"
GIFTS = [("Feb 15, 2025", "Monthly", 25.00, "General fund", "DN-2025-0391004"), ("Jan 15, 2025", "Monthly", 25.00, "General fund", "DN-2025-0312877"),
         ("Dec 15, 2024", "Monthly", 25.00, "General fund", "DN-2024-0277410"), ("Dec 2, 2024", "One-time", 100.00, "Giving Tuesday 2024", "DN-2024-0264119"),
         ("Nov 15, 2024", "Monthly", 25.00, "General fund", "DN-2024-0231056"), ("Oct 15, 2024", "Monthly", 25.00, "General fund", "DN-2024-0198842")]


def t17(rs: RowSet) -> None:
    mine = ("Mar 7, 2025", "One-time", 51.50, "Spring Book Drive 2025", "DN-2025-0448127")

    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Clearwater Literacy Project")
        t.e(1, "link", "Campaigns", key="camp")
        t.e(1, "link", "My giving", key="giving")
        t.e(1, "link", "Tax receipts", key="tax")
        t.e(1, "button", "Helen Park", "hasPopup='menu'")

    def campaign(amount: int | None, cover: bool, raised: float, donors: int, recent: list[tuple[str, str, str]]) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Spring Book Drive 2025")
        t.t(1, "Every $10 puts two new books in a second-grader's backpack. Books go to 14 partner elementary schools in Clearwater County.")
        t.e(1, "progressbar", f"{raised / 25000 * 100:.0f}% funded", f"valuemin=0, valuemax=25000, valuenow={raised:g}")
        t.t(1, f"{money(raised)} raised of $25,000 goal", f"{donors} donors", "23 days left")
        t.e(1, "heading", "Make a gift")
        t.e(1, "radio", "One-time", "checked='true'")
        t.e(1, "radio", "Monthly", "checked='false'")
        for a in (25, 50, 100, 250):
            t.e(1, "button", f"${a}", *(["pressed=True"] if amount == a else []), key=f"amt{a}")
        t.e(1, "textbox", "Other amount", value="")
        fee = r2(amount * 0.03) if amount else 0.0
        t.e(1, "checkbox", f"Cover the 3% processing fee{f' ({money(fee)})' if amount else ''}", f"checked='{'true' if cover else 'false'}'", key="cover")
        t.t(1, "Payment method: Visa •••• 0932")
        label = f"Donate {money(amount + (fee if cover else 0))}" if amount else "Donate"
        t.e(1, "button", label, *([] if amount else ["disabled=True"]), key="donate")
        t.e(1, "heading", "Recent donors")
        t.e(1, "list", "")
        for who, amt, when in recent:
            t.e(2, "listitem", f"{who} · {amt} · {when}")
        return t.page("Spring Book Drive 2025 | Clearwater Literacy Project", GIVE + "/campaigns/spring-book-drive-2025"), t.ids

    def thanks() -> tuple[str, dict[str, str]]:
        t = Tree(200)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Thank you, Helen!")
        t.t(1, "Your gift to Spring Book Drive 2025 has been received.")
        t.e(1, "table", "")
        for k, v in [("Donation ID", "DN-2025-0448127"), ("Date", "Mar 7, 2025, 11:02 AM"), ("Gift", "$50.00"), ("Processing fee covered", "$1.50"),
                     ("Total charged", "$51.50 · Visa •••• 0932"), ("Tax-deductible amount", "$51.50")]:
            t.e(2, "row", f"{k} {v}")
        t.t(1, "Clearwater Literacy Project is a 501(c)(3) nonprofit, EIN 84-2216039. No goods or services were provided in exchange for this gift.")
        t.e(1, "link", "Back to campaign", key="back")
        t.e(1, "link", "Download receipt (PDF)")
        return t.page("Thank you | Clearwater Literacy Project", GIVE + "/donations/DN-2025-0448127/thanks"), t.ids

    def giving(monthly: float, note: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My giving")
        if note:
            t.e(1, "status", "", bid=390)
            t.t(2, note)
        t.e(1, "heading", "Recurring gift")
        t.t(1, f"{money(monthly)} monthly to General fund · charged on the 15th · Visa •••• 0932", "Started Oct 15, 2024 · Next charge: Mar 15, 2025")
        t.e(1, "button", "Edit recurring gift", key="edit")
        t.e(1, "button", "Pause")
        t.e(1, "heading", "Gift history")
        t.e(1, "table", "")
        t.e(2, "row", "Date Type Amount Designation Donation ID")
        for when, kind, amt, des, did in [mine] + GIFTS:
            t.e(2, "row", f"{when} {kind} {money(amt)} {des} {did}")
        t.t(1, "2025 year to date: $101.50 (3 gifts)", "2024 total: $175.00 (4 gifts)")
        return t.page("My giving | Clearwater Literacy Project", GIVE + "/account/giving"), t.ids

    def edit(value: str) -> tuple[str, dict[str, str]]:
        t = Tree(450)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Edit recurring gift")
        t.e(1, "textbox", "Monthly amount (USD)", "required", value=value, key="amt")
        t.e(1, "combobox", "Charge on day", value="15")
        t.e(1, "combobox", "Designation", value="General fund")
        t.e(1, "combobox", "Payment method", value="Visa •••• 0932")
        t.t(1, "Changes apply from your next charge on Mar 15, 2025. Past gifts are not affected.")
        t.e(1, "button", "Save changes", key="save")
        t.e(1, "link", "Cancel")
        return t.page("Edit recurring gift | Clearwater Literacy Project", GIVE + "/account/recurring/RG-10477/edit"), t.ids

    def receipts() -> tuple[str, dict[str, str]]:
        t = Tree(550)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Tax receipts")
        t.e(1, "table", "")
        t.e(2, "row", "Year Gifts Total Receipt")
        t.e(2, "row", "2025 (year to date) 3 $101.50 Available January 2026")
        t.e(2, "row", "2024 4 $175.00")
        t.e(3, "link", "Download 2024 annual receipt (PDF)")
        t.t(1, "Annual receipts list every gift made in the calendar year. Individual receipts are on each gift in My giving.")
        return t.page("Tax receipts | Clearwater Literacy Project", GIVE + "/account/receipts"), t.ids

    recent0 = [("Marcus L.", "$100", "8 min ago"), ("Anonymous", "$25", "21 min ago"), ("The Ortiz Family", "$250", "1 hr ago"),
               ("Deb K.", "$20", "2 hrs ago"), ("Anonymous", "$50", "3 hrs ago")]
    recent1 = [("Anonymous", "$55", "just now"), ("Helen P.", "$51.50", "1 min ago"), ("Marcus L.", "$100", "9 min ago"),
               ("Anonymous", "$25", "22 min ago"), ("The Ortiz Family", "$250", "1 hr ago")]
    state, ids = campaign(None, False, 18420, 312, recent0)
    turns = []
    o, i1 = campaign(50, False, 18420, 312, recent0)
    turns.append((click(ids["amt50"]), o))
    o, i2 = campaign(50, True, 18420, 312, recent0)
    turns.append((click(i1["cover"]), o))
    o, i3 = thanks()
    turns.append((click(i2["donate"]), o))
    o, i4 = campaign(None, False, 18526.50, 314, recent1)
    turns.append((click(i3["back"]), o))
    o, i5 = giving(25.00, None)
    turns.append((click(i4["giving"]), o))
    o, i6 = edit("25.00")
    turns.append((click(i5["edit"]), o))
    o, _ = edit("30.00")
    turns.append((fill(i6["amt"], "30.00"), o))
    o, i8 = giving(30.00, "Your monthly gift is now $30.00. Next charge: Mar 15, 2025.")
    turns.append((click(i6["save"]), o))
    o, _ = receipts()
    turns.append((click(i8["tax"]), o))
    rs.add("web", "h60-web-17", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 18 Community garden plot (bad: plot size changes)
GARDEN = "https://gardens.elmhurstparks.org"


def t18(rs: RowSet) -> None:
    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Elmhurst Parks · Community Gardens")
        t.e(1, "link", "My plot", key="plot")
        t.e(1, "link", "Plot map", key="map")
        t.e(1, "link", "Work days", key="work")
        t.e(1, "link", "Garden rules")
        t.e(1, "button", "Ruth Adebayo", "hasPopup='menu'")

    def my_plot(renewed: bool) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My plot: B-12")
        t.e(1, "table", "")
        rows = [("Garden", "Oak Street Community Garden · Section B"), ("Size", "10 ft × 20 ft (200 sq ft)"), ("Type", "In-ground"),
                ("Nearest water", "Spigot W-3, about 15 ft"), ("Gardening since", "2021"), ("2024 season", "Fee $45.00 paid Mar 4, 2024"),
                ("2025 season", "Renewed Mar 7, 2025 · Apr 1 – Nov 15, 2025" if renewed else "Not renewed yet · renewal window Mar 1 – Mar 21, 2025"),
                ("Raised bed waitlist", "Position 14 of 14 (joined Mar 7, 2025)" if renewed else "Not on list")]
        for k, v in rows:
            t.e(2, "row", f"{k} {v}")
        if not renewed:
            t.e(1, "button", "Renew for 2025 season", key="renew")
            t.t(1, "Plots not renewed by Mar 21 are offered to the next person on the waitlist (37 households).")
        else:
            t.e(1, "link", "View receipt RCPT-2025-00931")
        return t.page("My plot | Elmhurst Community Gardens", GARDEN + "/account/plot"), t.ids

    def renew_form(waitlist: bool) -> tuple[str, dict[str, str]]:
        t = Tree(150)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Renew plot B-12 for 2025")
        t.t(1, "Oak Street Community Garden · Section B · 10 ft × 20 ft (200 sq ft) · In-ground", "Season: Apr 1 – Nov 15, 2025", "Fee: $45.00 (Elmhurst resident rate)")
        t.e(1, "checkbox", "Add me to the raised bed waitlist (you keep B-12 until a raised bed is offered)", f"checked='{'true' if waitlist else 'false'}'", key="wl")
        t.e(1, "checkbox", "I have read and agree to the 2025 garden rules, including 4 volunteer hours per season", "checked='true'")
        t.e(1, "button", "Continue to payment", key="cont")
        t.e(1, "link", "Release my plot instead")
        return t.page("Renew plot | Elmhurst Community Gardens", GARDEN + "/account/plot/renew"), t.ids

    def pay(size: str) -> tuple[str, dict[str, str]]:
        t = Tree(250)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Payment")
        t.e(1, "table", "Order summary")
        for k, v in [("Plot", f"B-12 · Section B · {size}"), ("Season", "Apr 1 – Nov 15, 2025"), ("Plot fee (resident)", "$45.00"),
                     ("Raised bed waitlist", "Yes · no charge"), ("Total", "$45.00")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "radio", "Mastercard •••• 6620", "checked='true'")
        t.e(1, "radio", "Pay in person at the Parks office (plot held until Mar 21)", "checked='false'")
        t.e(1, "button", "Pay $45.00", key="pay")
        return t.page("Payment | Elmhurst Community Gardens", GARDEN + "/account/plot/renew/pay"), t.ids

    def receipt() -> tuple[str, dict[str, str]]:
        t = Tree(350)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "You're renewed for 2025!")
        t.t(1, "Receipt RCPT-2025-00931 · Mar 7, 2025, 9:46 AM", "Plot B-12 · Oak Street Community Garden · Section B", "Paid $45.00 · Mastercard •••• 6620",
            "Raised bed waitlist: position 14 of 14", "Gates open Apr 1. Spring cleanup work day: Sat, Apr 5, 9:00 AM.")
        t.e(1, "link", "Download receipt (PDF)")
        return t.page("Renewal complete | Elmhurst Community Gardens", GARDEN + "/account/plot/renew/receipt/RCPT-2025-00931"), t.ids

    def plot_map() -> tuple[str, dict[str, str]]:
        t = Tree(450)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Oak Street Community Garden · Section B")
        t.e(1, "combobox", "Section", value="B")
        t.e(1, "table", "")
        t.e(2, "row", "Plot Size Type 2025 status")
        for p, size, typ, status in [("B-09", "10 ft × 10 ft", "In-ground", "Renewed"), ("B-10", "10 ft × 10 ft", "In-ground", "Not renewed yet"),
                                     ("B-11", "10 ft × 20 ft", "In-ground", "Renewed"), ("B-12", "10 ft × 20 ft", "In-ground", "Yours · Renewed"),
                                     ("B-13", "4 ft × 8 ft", "Raised bed", "Renewed"), ("B-14", "4 ft × 8 ft", "Raised bed", "Renewed"),
                                     ("B-15", "4 ft × 8 ft", "Raised bed (accessible)", "Reserved for ADA waitlist"), ("B-16", "10 ft × 12 ft", "In-ground", "Not renewed yet")]:
            t.e(2, "row", f"{p} {size} {typ} {status}")
        t.t(1, "Section B: 8 plots · 5 renewed for 2025 · renewal window closes Mar 21")
        return t.page("Plot map · Section B | Elmhurst Community Gardens", GARDEN + "/gardens/oak-street/map?section=B"), t.ids

    def work() -> tuple[str, dict[str, str]]:
        t = Tree(550)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Work days")
        t.t(1, "Required: 4 volunteer hours per season · 2025 logged: 0 of 4")
        t.e(1, "table", "")
        t.e(2, "row", "Date Time Task Spots")
        for d, tm, task, spots in [("Sat, Apr 5, 2025", "9:00 AM – 12:00 PM", "Spring cleanup and path mulching", "18 of 30 open"),
                                   ("Sat, May 3, 2025", "9:00 AM – 11:00 AM", "Compost turning", "9 of 12 open"),
                                   ("Wed, Jun 11, 2025", "6:00 PM – 8:00 PM", "Shared herb bed weeding", "10 of 10 open")]:
            t.e(2, "row", f"{d} {tm} {task} {spots}")
            t.e(3, "button", f"Sign up {d}")
        return t.page("Work days | Elmhurst Community Gardens", GARDEN + "/gardens/oak-street/workdays"), t.ids

    state, ids = my_plot(False)
    turns = []
    o, i1 = renew_form(False)
    turns.append((click(ids["renew"]), o))
    o, _ = renew_form(True)
    turns.append((click(i1["wl"]), o))
    o, i3 = pay("10 ft × 12 ft (120 sq ft)")  # contradiction: plot B-12 is 10 ft × 20 ft
    turns.append((click(i1["cont"]), o))
    o, i4 = receipt()
    turns.append((click(i3["pay"]), o))
    o, i5 = my_plot(True)
    turns.append((click(i4["plot"]), o))
    o, i6 = plot_map()
    turns.append((click(i5["map"]), o))
    o, _ = work()
    turns.append((click(i6["work"]), o))
    rs.add("web", "h60-web-18", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="The payment summary gives plot B-12 as 10 ft × 12 ft (120 sq ft), while the plot page and the renewal form showed it as 10 ft × 20 ft (200 sq ft).")


# --------------------------------------------------------------------------- 19 HOA maintenance requests (clean)
HOA = "https://portal.willowcreekhoa.com"
HOA_OLD = [("MR-1240", "Pool gate latch not closing", "Amenities", "In progress", "Feb 24, 2025", "Mar 3, 2025"),
           ("MR-1182", "Garage door sensor misaligned (Bldg C garage)", "Common area", "Closed", "Jan 6, 2025", "Jan 9, 2025"),
           ("MR-1107", "Hallway light out, 3rd floor", "Electrical", "Closed", "Nov 18, 2024", "Nov 20, 2024")]


def t19(rs: RowSet) -> None:
    desc = "Water is pooling around the irrigation valve box on the east lawn by Building B. The ground stays soggy all day and the sidewalk edge is starting to ice overnight."
    comment = "The valve box lid is cracked too. Side path gate code for the vendor is 4417#."

    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Willow Creek HOA Resident Portal")
        t.e(1, "link", "Home")
        t.e(1, "link", "Payments")
        t.e(1, "link", "Maintenance", key="maint")
        t.e(1, "link", "Documents")
        t.e(1, "link", "Amenity reservations")
        t.e(1, "button", "Gloria Chen · 2318 Willow Creek Dr #14B", "hasPopup='menu'")

    def listing(rows: list[tuple[str, str, str, str, str, str]], status: str) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Maintenance requests")
        t.e(1, "button", "New request", key="new")
        t.e(1, "combobox", "Status", "hasPopup='listbox'", value=status, key="status")
        t.e(1, "combobox", "Sort", value="Newest first")
        if status == "Open":
            shown = [r for r in rows if r[3] != "Closed"]
        elif status == "Closed":
            shown = [r for r in rows if r[3] == "Closed"]
        else:
            shown = rows
        t.t(1, f"{len(shown)} request{'s' if len(shown) != 1 else ''}")
        t.e(1, "table", "")
        t.e(2, "row", "Request Title Category Status Submitted Last updated")
        for rid, title, cat, st, sub, upd in shown:
            t.e(2, "row", f"{rid} {title} {cat} {st} {sub} {upd}")
            t.e(3, "link", rid, key=f"r:{rid}")
        return t.page("Maintenance requests | Willow Creek HOA", HOA + "/maintenance" + ("" if status == "All" else f"?status={status.lower()}")), t.ids

    def form(cat: str, text: str) -> tuple[str, dict[str, str]]:
        t = Tree(200)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "New maintenance request")
        t.e(1, "combobox", "Category", "hasPopup='listbox'", "required", value=cat, key="cat")
        t.e(1, "combobox", "Location", value="Common area – grounds")
        t.e(1, "textbox", "Describe the problem", "required", value=text, key="desc")
        t.e(1, "radio", "Permission to enter my unit: Not needed", "checked='true'")
        t.e(1, "radio", "Permission to enter my unit: Yes", "checked='false'")
        t.e(1, "button", "Add photos")
        t.t(1, "For emergencies (flooding, gas smell, no heat) call the 24/7 line: (555) 013-2290.")
        t.e(1, "button", "Submit request", *([] if cat != "Select a category" and text else ["disabled=True"]), key="submit")
        return t.page("New maintenance request | Willow Creek HOA", HOA + "/maintenance/new"), t.ids

    def detail(status: str, timeline: list[str], typed: str, banner: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "link", "All requests", key="all")
        if banner:
            t.e(1, "alert", "", bid=399)
            t.t(2, banner)
        t.e(1, "heading", "MR-1311 · Irrigation valve box leaking (east lawn, Bldg B)")
        t.e(1, "table", "")
        rows = [("Status", status), ("Category", "Plumbing / irrigation"), ("Location", "Common area – grounds"), ("Submitted", "Mar 7, 2025, 9:14 AM")]
        if status == "Assigned":
            rows.append(("Vendor", "Aqua Pro Irrigation · visit scheduled Mon, Mar 10, 2025, 8:00 AM – 12:00 PM"))
        for k, v in rows:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "heading", "Description")
        t.t(1, desc)
        t.e(1, "heading", "Activity")
        t.e(1, "list", "")
        for item in timeline:
            t.e(2, "listitem", item)
        t.e(1, "textbox", "Add a comment", value=typed, key="comment")
        t.e(1, "button", "Post comment", key="post")
        return t.page("MR-1311 | Willow Creek HOA", HOA + "/maintenance/MR-1311"), t.ids

    new_row = ("MR-1311", "Irrigation valve box leaking (east lawn, Bldg B)", "Plumbing / irrigation", "Submitted", "Mar 7, 2025", "Mar 7, 2025")
    tl0 = ["Mar 7, 2025, 9:14 AM · Request submitted by Gloria Chen"]
    tl1 = tl0 + ["Mar 7, 2025, 9:19 AM · Status changed to Assigned by Dana Whitfield (Community Manager) · Vendor: Aqua Pro Irrigation",
                 f"Mar 7, 2025, 9:21 AM · Gloria Chen: {comment}"]
    state, ids = listing(HOA_OLD, "All")
    turns = []
    o, i1 = form("Select a category", "")
    turns.append((click(ids["new"]), o))
    o, _ = form("Plumbing / irrigation", "")
    turns.append((select(i1["cat"], "Plumbing / irrigation"), o))
    o, i3 = form("Plumbing / irrigation", desc)
    turns.append((fill(i1["desc"], desc), o))
    o, i4 = detail("Submitted", tl0, "", "Request MR-1311 submitted. You'll get an email when its status changes.")
    turns.append((click(i3["submit"]), o))
    o, i5 = listing([new_row] + HOA_OLD, "All")
    turns.append((click(i4["all"]), o))
    o, i6 = detail("Submitted", tl0, "", None)
    turns.append((click(i5["r:MR-1311"]), o))
    o, _ = detail("Submitted", tl0, comment, None)
    turns.append((fill(i6["comment"], comment), o))
    o, i8 = detail("Assigned", tl1, "", None)
    turns.append((click(i6["post"]), o))
    assigned = new_row[:3] + ("Assigned",) + new_row[4:]
    o, i9 = listing([assigned] + HOA_OLD, "All")
    turns.append((click(i8["all"]), o))
    o, i10 = listing([assigned] + HOA_OLD, "Closed")
    turns.append((select(i9["status"], "Closed"), o))
    o, _ = listing([assigned] + HOA_OLD, "Open")
    turns.append((select(i10["status"], "Open"), o))
    rs.add("web", "h60-web-19", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 20 Food bank volunteer shifts (bad: cancelled shift listed again)
VOL = "https://volunteer.tricountyfoodbank.org"
MAIN_WH = "Main Warehouse, 1400 Industrial Pkwy"
# key, day, time, role, place, hours, open, capacity
VOL_SHIFTS = [("w12", "Wed, Mar 12", "9:00 AM – 12:00 PM", "Warehouse Sorting (AM)", MAIN_WH, 3.0, 4, 20),
              ("t13", "Thu, Mar 13", "4:00 – 7:00 PM", "Senior Box Packing", MAIN_WH, 3.0, 6, 12),
              ("f14", "Fri, Mar 14", "10:00 AM – 1:00 PM", "Client Choice Pantry", "Westside Pantry, 88 Grove St", 3.0, 2, 8),
              ("s15a", "Sat, Mar 15", "8:30 – 11:30 AM", "Warehouse Sorting (AM)", MAIN_WH, 3.0, 7, 20),
              ("s15p", "Sat, Mar 15", "12:00 – 3:00 PM", "Warehouse Sorting (PM)", MAIN_WH, 3.0, 3, 20),
              ("t18", "Tue, Mar 18", "5:00 – 7:30 PM", "Mobile Pantry – Eastgate", "Eastgate Plaza parking lot", 2.5, 1, 10),
              ("w19", "Wed, Mar 19", "9:00 AM – 12:00 PM", "Warehouse Sorting (AM)", MAIN_WH, 3.0, 11, 20),
              ("r20", "Thu, Mar 20", "4:00 – 7:00 PM", "Senior Box Packing", MAIN_WH, 3.0, 9, 12),
              ("s22", "Sat, Mar 22", "8:30 – 11:30 AM", "Warehouse Sorting (AM)", MAIN_WH, 3.0, 5, 20)]
VOL_REFS = {"t13": "VS-55342", "s15a": "VS-55120", "t18": "VS-55287", "s22": "VS-55301"}


def t20(rs: RowSet) -> None:
    by = {s[0]: s for s in VOL_SHIFTS}

    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Tri-County Food Bank Volunteers")
        t.e(1, "link", "Find shifts", key="find")
        t.e(1, "link", "My shifts", key="mine")
        t.e(1, "link", "Hours log", key="hours")
        t.e(1, "link", "Profile", key="profile")
        t.e(1, "button", "Omar Haddad", "hasPopup='menu'")

    def find(mine: set[str], opens: dict[str, int], location: str, dialog: bool, toast: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(50)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Find shifts")
        t.e(1, "combobox", "Location", "hasPopup='listbox'", value=location, key="loc")
        t.e(1, "combobox", "Role", value="All roles")
        t.e(1, "button", "Dates: Mar 10 – Mar 23, 2025")
        shown = [s for s in VOL_SHIFTS if location == "All locations" or s[4].startswith(location)]
        t.t(1, f"{len(shown)} shifts")
        for key, day, time, role, place, hrs, op, cap in shown:
            op = opens.get(key, op)
            t.e(1, "article", "")
            t.e(2, "heading", f"{day} · {time}")
            t.t(2, role, place, f"{hrs:g} hours", f"{op} of {cap} spots open")
            if key in mine:
                t.t(2, "✓ You're signed up")
            else:
                t.e(2, "button", f"Sign up {day} {role}", key=f"sign:{key}")
        if dialog:
            key, day, time, role, place, hrs, _op, _cap = by["t13"]
            t.e(0, "dialog", "Confirm sign-up", "modal=True", bid=400)
            t.t(1, f"{role} · {day}, {time}", place, "Closed-toe shoes required. Minimum age 16. Please arrive 10 minutes early to check in at the volunteer desk.")
            t.e(1, "button", "Confirm", bid=401, key="confirm")
            t.e(1, "button", "Cancel", bid=402)
        if toast:
            t.e(0, "status", "", bid=410)
            t.t(1, toast)
        return t.page("Find shifts | Tri-County Food Bank", VOL + "/shifts" + ("" if location == "All locations" else "?location=main-warehouse")), t.ids

    def my_shifts(keys: list[str], dialog: str | None, reason: str, toast: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "My shifts")
        t.t(1, "Hours this year: 22.5 completed")
        rows = [by[k] for k in VOL_SHIFTS_ORDER if k in keys]
        t.e(1, "heading", f"Upcoming ({len(rows)}) · {sum(r[5] for r in rows):.1f} scheduled hours")
        for key, day, time, role, place, hrs, _op, _cap in rows:
            t.e(1, "article", "")
            t.e(2, "heading", f"{day} · {time}")
            t.t(2, role, place, f"{hrs:g} hours", f"Ref {VOL_REFS[key]}")
            t.e(2, "button", f"Cancel {VOL_REFS[key]}", key=f"cancel:{key}")
        if toast:
            t.e(0, "status", "", bid=590)
            t.t(1, toast)
        if dialog:
            key, day, time, role, place, hrs, _op, _cap = by[dialog]
            t.e(0, "dialog", "Cancel this shift?", "modal=True", bid=600)
            t.t(1, f"{role} · {day}, {time} · Ref {VOL_REFS[key]}")
            t.e(1, "combobox", "Reason", "hasPopup='listbox'", value=reason, bid=601, key="reason")
            t.e(1, "button", "Keep shift", bid=602)
            t.e(1, "button", "Cancel shift", bid=603, key="yes")
        return t.page("My shifts | Tri-County Food Bank", VOL + "/me/shifts"), t.ids

    def hours() -> tuple[str, dict[str, str]]:
        t = Tree(700)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Hours log · 2025")
        t.e(1, "table", "")
        t.e(2, "row", "Date Role Location Hours Verified by")
        log = [("Mar 1", "Warehouse Sorting (AM)", 2.5, "J. Ruiz"), ("Feb 22", "Warehouse Sorting (AM)", 3.0, "J. Ruiz"),
               ("Feb 8", "Mobile Pantry – Eastgate", 2.5, "T. Okoye"), ("Feb 1", "Senior Box Packing", 3.0, "M. Castillo"),
               ("Jan 25", "Warehouse Sorting (AM)", 3.0, "J. Ruiz"), ("Jan 18", "Mobile Pantry – Eastgate", 2.5, "T. Okoye"),
               ("Jan 11", "Warehouse Sorting (AM)", 3.0, "J. Ruiz"), ("Jan 4", "Warehouse Sorting (AM)", 3.0, "A. Benson")]
        for d, role, hrs, who in log:
            place = "Eastgate Plaza" if "Eastgate" in role else "Main Warehouse"
            t.e(2, "row", f"{d}, 2025 {role} {place} {hrs:.1f} {who}")
        t.t(1, f"Total: {sum(x[2] for x in log):.1f} hours · 8 shifts")
        t.e(1, "button", "Download CSV")
        t.e(1, "link", "2024 hours")
        return t.page("Hours log | Tri-County Food Bank", VOL + "/me/hours?year=2025"), t.ids

    def profile() -> tuple[str, dict[str, str]]:
        t = Tree(800)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Profile")
        t.e(1, "table", "")
        for k, v in [("Name", "Omar Haddad"), ("Email", "omar.haddad@gmail.com"), ("Phone", "(412) 555-0177"), ("Volunteer since", "Sep 2023"),
                     ("Background check", "Cleared Jan 16, 2024 · renews Jan 2026"), ("Hours this year", "22.5"), ("Lifetime hours", "146.0"),
                     ("Preferred roles", "Warehouse Sorting, Mobile Pantry")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "button", "Edit profile")
        return t.page("Profile | Tri-County Food Bank", VOL + "/me/profile"), t.ids

    mine0 = ["s15a", "t18", "s22"]
    state, ids = my_shifts(mine0, None, "", None)
    turns = []
    o, i1 = find(set(mine0), {}, "All locations", False, None)
    turns.append((click(ids["find"]), o))
    o, i2 = find(set(mine0), {}, "All locations", True, None)
    turns.append((click(i1["sign:t13"]), o))
    mine1 = ["t13"] + mine0
    o, i3 = find(set(mine1), {"t13": 5}, "All locations", False, "Signed up: Senior Box Packing · Thu, Mar 13, 4:00 – 7:00 PM · Ref VS-55342")
    turns.append((click(i2["confirm"]), o))
    o, i4 = my_shifts(mine1, None, "", None)
    turns.append((click(i3["mine"]), o))
    o, i5 = my_shifts(mine1, "t18", "Select a reason", None)
    turns.append((click(i4["cancel:t18"]), o))
    o, _ = my_shifts(mine1, "t18", "Schedule conflict", None)
    turns.append((select(i5["reason"], "Schedule conflict"), o))
    mine2 = ["t13", "s15a", "s22"]
    o, i7 = my_shifts(mine2, None, "", "Shift VS-55287 cancelled. Thanks for letting us know in advance.")
    turns.append((click(i5["yes"]), o))
    opens = {"t13": 4, "t18": 2, "w12": 3}
    o, i8 = find(set(mine2), opens, "All locations", False, None)
    turns.append((click(i7["find"]), o))
    o, i9 = find(set(mine2), opens, "Main Warehouse", False, None)
    turns.append((select(i8["loc"], "Main Warehouse"), o))
    o, i10 = my_shifts(mine1, None, "", None)  # contradiction: cancelled VS-55287 is listed again
    turns.append((click(i9["mine"]), o))
    o, i11 = hours()
    turns.append((click(i10["hours"]), o))
    o, _ = profile()
    turns.append((click(i11["profile"]), o))
    rs.add("web", "h60-web-20", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="My shifts lists the Tue, Mar 18 Mobile Pantry – Eastgate shift (VS-55287) again among 4 upcoming shifts, although it was cancelled at turn 7 and Find shifts still offered it as open.")


VOL_SHIFTS_ORDER = [s[0] for s in VOL_SHIFTS]


# --------------------------------------------------------------------------- 21 School lunch account (bad: "as of" clock goes backwards)
LUNCH = "https://www.lunchpayk12.com"
LUNCH_TX = [("02/28/2025 11:49 AM", "Lunch", -3.10), ("03/03/2025 11:50 AM", "Lunch", -3.10), ("03/04/2025 11:47 AM", "Lunch", -3.10),
            ("03/05/2025 11:51 AM", "Lunch", -3.10), ("03/06/2025 9:02 AM", "Milk (a la carte)", -0.60), ("03/06/2025 11:48 AM", "Lunch", -3.10)]


def t21(rs: RowSet) -> None:
    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "LunchPay K12")
        t.e(1, "link", "Dashboard", key="dash")
        t.e(1, "link", "Add money", key="add")
        t.e(1, "link", "Transaction history", key="hist")
        t.e(1, "link", "Alerts")
        t.e(1, "button", "Rosa Navarro", "hasPopup='menu'")

    def ledger(deposit: bool) -> list[tuple[str, str, float, float]]:
        bal = 16.85
        out = []
        txs = LUNCH_TX + ([("03/07/2025 7:36 AM", "Deposit · Order LP-7730915", 40.00)] if deposit else [])
        for when, what, amt in txs:
            bal = r2(bal + amt)
            out.append((when, what, amt, bal))
        return out

    def dashboard(deposit: bool, asof: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Eli Navarro")
        t.t(1, "Westbrook Elementary · Grade 3 · Student ID 20417")
        led = ledger(deposit)
        bal = led[-1][3]
        t.t(1, "Meal balance", money(bal), f"as of 03/07/2025 {asof}")
        if bal < 10:
            t.t(1, "Low balance: below your $10.00 alert threshold")
        t.e(1, "button", "Add money", key="addbtn")
        t.e(1, "heading", "Recent activity")
        t.e(1, "table", "")
        t.e(2, "row", "Date Description Amount Balance")
        for when, what, amt, b in reversed(led[-5:]):
            t.e(2, "row", f"{when} {what} {'+' if amt > 0 else '−'}{money(abs(amt))} {money(b)}")
        t.e(1, "link", "View all transactions")
        return t.page("Dashboard | LunchPay K12", LUNCH + "/parent/dashboard"), t.ids

    def add(value: str) -> tuple[str, dict[str, str]]:
        t = Tree(150)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Add money")
        t.e(1, "combobox", "Student", value="Eli Navarro · Westbrook Elementary")
        t.e(1, "textbox", "Amount ($5.00 – $300.00)", "required", value=value, key="amt")
        if value:
            amt = float(value)
            t.t(1, f"Deposit {money(amt)}", "Program fee $2.49", f"Total {money(amt + 2.49)}")
        else:
            t.t(1, "A $2.49 program fee is added to each payment.")
        t.e(1, "button", "Continue", *([] if value else ["disabled=True"]), key="cont")
        return t.page("Add money | LunchPay K12", LUNCH + "/parent/deposit"), t.ids

    def review() -> tuple[str, dict[str, str]]:
        t = Tree(250)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Review payment")
        t.e(1, "table", "")
        for k, v in [("Student", "Eli Navarro"), ("Deposit", "$40.00"), ("Program fee", "$2.49"), ("Total", "$42.49"), ("Pay with", "Visa •••• 1182")]:
            t.e(2, "row", f"{k} {v}")
        t.e(1, "button", "Place order", key="place")
        t.e(1, "link", "Back")
        return t.page("Review payment | LunchPay K12", LUNCH + "/parent/deposit/review"), t.ids

    def confirm() -> tuple[str, dict[str, str]]:
        t = Tree(300)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Payment complete")
        t.t(1, "Order #LP-7730915", "03/07/2025 7:36 AM", "Deposit $40.00 to Eli Navarro", "Program fee $2.49", "Total charged $42.49 to Visa •••• 1182")
        t.t(1, "Funds are available immediately in the cafeteria.")
        t.e(1, "link", "Print receipt")
        return t.page("Payment complete | LunchPay K12", LUNCH + "/parent/deposit/confirmation/LP-7730915"), t.ids

    def history(asof: str) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Transaction history")
        led = ledger(True)
        t.t(1, f"Eli Navarro · Current balance: {money(led[-1][3])} (as of 03/07/2025 {asof})")
        t.e(1, "combobox", "Period", value="Last 30 days")
        t.e(1, "table", "")
        t.e(2, "row", "Date Description Amount Balance")
        for when, what, amt, b in reversed(led):
            t.e(2, "row", f"{when} {what} {'+' if amt > 0 else '−'}{money(abs(amt))} {money(b)}")
        t.e(2, "row", "02/27/2025 Starting balance $16.85")
        t.e(1, "button", "Export CSV")
        return t.page("Transaction history | LunchPay K12", LUNCH + "/parent/transactions?period=30d"), t.ids

    state, ids = dashboard(False, "7:31 AM")
    turns = []
    o, i1 = add("")
    turns.append((click(ids["addbtn"]), o))
    o, _ = add("40.00")
    turns.append((fill(i1["amt"], "40.00"), o))
    o, i3 = review()
    turns.append((click(i1["cont"]), o))
    o, i4 = confirm()
    turns.append((click(i3["place"]), o))
    o, i5 = dashboard(True, "7:37 AM")
    turns.append((click(i4["dash"]), o))
    o, _ = history("7:29 AM")  # contradiction: the balance time goes backwards
    turns.append((click(i5["hist"]), o))
    rs.add("web", "h60-web-21", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="Transaction history gives the balance $43.85 'as of 03/07/2025 7:29 AM', earlier than the 7:31 AM and 7:37 AM stamps already shown and earlier than the 7:36 AM deposit it includes.")


# --------------------------------------------------------------------------- 22 Museum timed-entry tickets (clean)
MUSEUM = "https://tickets.harwoodmuseum.org"
SLOTS = [("10:00 AM", 42), ("10:30 AM", 18), ("11:00 AM", 0), ("11:30 AM", 7), ("12:00 PM", 55), ("12:30 PM", 31),
         ("1:00 PM", 12), ("2:00 PM", 60), ("3:00 PM", 48)]
PRICES = [("Adult", 22.00), ("Senior (65+)", 18.00), ("Student (with ID)", 12.00), ("Child (under 12)", 0.00)]


def t22(rs: RowSet) -> None:
    def chrome(t: Tree) -> None:
        t.e(0, "banner", "")
        t.e(1, "link", "Harwood Museum of Art")
        t.e(1, "link", "Visit")
        t.e(1, "link", "Exhibitions")
        t.e(1, "link", "Membership")
        t.e(1, "link", "Cart")

    def select_page(slot: str | None, qty: dict[str, int]) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "General Admission · Timed entry")
        t.t(1, "Special exhibition 'Light on Water: Coastal Painters 1880–1930' is included with admission.")
        t.e(1, "heading", "March 2025")
        t.e(1, "grid", "Choose a date")
        for d in range(10, 24):
            t.e(2, "gridcell", str(d), *(["selected=True"] if d == 15 else []), *(["disabled=True"] if d in (10, 17) else []))
        t.t(1, "Closed Mondays")
        t.e(1, "heading", "Saturday, March 15, 2025")
        for s, left in SLOTS:
            label = f"{s} · Sold out" if left == 0 else f"{s} · {left} left"
            t.e(1, "button", label, *(["disabled=True"] if left == 0 else []), *(["pressed=True"] if s == slot else []), key=f"slot:{s}")
        if slot:
            t.e(1, "heading", f"Tickets for {slot}", bid=300)
            for j, (kind, price) in enumerate(PRICES):
                t.t(1, kind, "Free" if price == 0 else f"${price:.2f}")
                t.e(1, "combobox", f"{kind} quantity", "hasPopup='listbox'", value=str(qty.get(kind, 0)), bid=301 + j, key=f"q:{kind}")
            n = sum(qty.values())
            sub = sum(p * qty.get(k, 0) for k, p in PRICES)
            t.t(1, f"{n} ticket{'s' if n != 1 else ''} · Subtotal {money(sub)}")
            t.e(1, "button", "Add to cart", *([] if n else ["disabled=True"]), bid=305, key="add")
        return t.page("Tickets | Harwood Museum of Art", MUSEUM + "/ga?date=2025-03-15"), t.ids

    def cart(slot: str, timer: str, member_typed: str, member: bool, picker: bool, note: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(400)
        chrome(t)
        t.e(0, "main", "")
        t.e(1, "heading", "Your cart")
        t.e(1, "timer", "", bid=401)
        t.t(2, f"Your tickets are held for {timer}")
        if note:
            t.e(1, "status", "", bid=402)
            t.t(2, note)
        t.e(1, "heading", f"General Admission · Sat, Mar 15, 2025 · {slot}")
        t.e(1, "button", "Change time", key="change")
        adult = 0.0 if member else 44.00
        t.e(1, "table", "")
        t.e(2, "row", f"2 × Adult{' (member)' if member else ''} {money(adult)}")
        t.e(2, "row", "1 × Child (under 12) $0.00")
        fee = 0.0 if member else 3.00
        t.e(2, "row", f"Subtotal {money(adult)}")
        t.e(2, "row", f"Service fee ($1.50 per paid ticket) {money(fee)}")
        t.e(2, "row", f"Total {money(adult + fee)}")
        t.e(1, "heading", "Members")
        if member:
            t.t(1, "Dual membership HM-004512 · Lena & Tomas Ruiz · expires Oct 31, 2025", "2 free adult admissions applied. Service fees waived for members.")
            t.e(1, "button", "Remove membership")
            t.e(1, "button", "Complete free order")
        else:
            t.e(1, "textbox", "Member ID", value=member_typed, key="mid")
            t.e(1, "button", "Apply", key="apply")
            t.e(1, "button", "Checkout")
        if picker:
            t.e(0, "dialog", "Change time · Sat, Mar 15", "modal=True", bid=480)
            for j, (s, left) in enumerate(SLOTS):
                if s == slot:
                    label = f"{s} · your current time"
                else:
                    label = f"{s} · Sold out" if left == 0 else f"{s} · {left} left"
                t.e(1, "button", label, *(["disabled=True"] if left == 0 and s != slot else []), bid=481 + j, key=f"slot:{s}")
            t.t(1, "Changing the time releases your current seats and holds new ones for 15:00.")
            t.e(1, "button", "Cancel", bid=495)
        return t.page("Cart | Harwood Museum of Art", MUSEUM + "/cart"), t.ids

    state, ids = select_page(None, {})
    turns = []
    o, i1 = select_page("11:30 AM", {})
    turns.append((click(ids["slot:11:30 AM"]), o))
    o, _ = select_page("11:30 AM", {"Adult": 2})
    turns.append((select(i1["q:Adult"], "2"), o))
    o, i3 = select_page("11:30 AM", {"Adult": 2, "Child (under 12)": 1})
    turns.append((select(i1["q:Child (under 12)"], "1"), o))
    o, i4 = cart("11:30 AM", "14:52", "", False, False, None)
    turns.append((click(i3["add"]), o))
    o, i5 = cart("11:30 AM", "13:40", "", False, True, None)
    turns.append((click(i4["change"]), o))
    o, i6 = cart("12:00 PM", "14:59", "", False, False, "Your tickets were moved to 12:00 PM and re-held for 15:00.")
    turns.append((click(i5["slot:12:00 PM"]), o))
    o, _ = cart("12:00 PM", "14:31", "HM-004512", False, False, None)
    turns.append((fill(i6["mid"], "HM-004512"), o))
    o, _ = cart("12:00 PM", "14:05", "", True, False, "Membership HM-004512 applied.")
    turns.append((click(i6["apply"]), o))
    rs.add("web", "h60-web-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
