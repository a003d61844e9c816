# ruff: noqa: E501
"""Held-out set h54, domain web: 22 BrowserGym trajectories (accessibility trees with bids), 11 with one contradiction.

Written blind for the decoherence checker. Each trajectory is about a different site: WebArena's own
(OneStopShop, its Magento admin, GitLab, Postmill, OpenStreetMap, the Kiwix Wikipedia) and others (a project
tracker, a CRM, a parent portal, a gym, a car rental, real estate, grocery delivery, a benefits portal, a
charity dashboard, a conference submission system, a library catalog, a parking permit portal, a vet clinic,
a helpdesk, a community garden and a homebrew competition). Pages are rendered from a small state per
trajectory, so that clean ones change only what the actions change; bad ones alter one detail at one turn.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (the page URL and its accessibility tree, one node per line, interactive nodes prefixed with their element bid in square brackets)
3. **Browser Action**: A BrowserGym action on element bids

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

---

# Action Space

```text
noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str)
hover(bid: str)
select_option(bid: str, options: str | list[str])
new_tab()
tab_focus(index: int)
tab_close()
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)
```

---

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

Before producing the final answer, do this checklist:
1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def n(d: int, bid: int | str, role: str, name: str = "", *props: str) -> str:
    """One accessibility node with its bid, at depth d below the root."""
    line = "\t" * d + f"[{bid}] {role} {name!r}"
    return line + (", " + ", ".join(props) if props else "")


def s(d: int, text: str) -> str:
    """A StaticText node (no bid)."""
    return "\t" * d + f"StaticText {text!r}"


def page(url: str, title: str, lines: list[str]) -> str:
    return f"URL: {url}\nRootWebArea {title!r}, focused\n" + "\n".join("\t" + ln for ln in lines)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------------------
# 01 OneStopShop storefront (WebArena shopping), clean: search, re-sort, product page, qty, add to cart.
# ---------------------------------------------------------------------------------------------------------

SHOP = "http://localhost:7770"
SHOP_REL = [
    ("Tribit StormBox Micro 2 Portable Speaker, Bluetooth 5.3, IP67 Waterproof & Dustproof, Built-in Bike Strap", 49.99, 85, 4),
    ("JBL Clip 4 - Portable Mini Bluetooth Speaker, Big Audio and Punchy Bass, Integrated Carabiner, IP67 Waterproof, 10 Hours of Playtime, Blue", 59.95, 92, 12),
    ("Anker Soundcore 2 Portable Bluetooth Speaker with 12W Stereo Sound, IPX7 Waterproof, 24-Hour Playtime", 39.99, 88, 9),
    ("Ultimate Ears WONDERBOOM 3, Small Portable Wireless Bluetooth Speaker, Big Bass 360-Degree Sound, Waterproof, Floatable", 79.99, 80, 3),
    ("EBODA Shower Speaker, IP67 Waterproof Bluetooth Speaker with Suction Cup, Loud HD Sound", 22.99, 74, 6),
    ("Bose SoundLink Flex Bluetooth Portable Speaker, Wireless Waterproof Speaker for Outdoor Travel - Black", 149.00, 90, 7),
    ("W-KING 50W Portable Bluetooth Speaker, IPX6 Waterproof Outdoor Speaker with Deep Bass", 69.99, 82, 5),
    ("Sony SRS-XB13 Extra BASS Wireless Bluetooth Portable Lightweight Compact Travel Speaker, IP67 Waterproof", 48.00, 86, 11),
    ("OontZ Angle 3 Bluetooth Portable Speaker, 10W Crystal Clear Stereo Sound, IPX5 Water Resistant", 27.99, 84, 8),
    ("LENRUE Portable Wireless Bluetooth Speaker with Built-in-Mic, Handsfree Call, AUX Line", 12.99, 70, 2),
    ("Tronsmart T7 Lite Portable Bluetooth Speaker, 24W Outdoor Speaker, IPX7 Waterproof", 45.99, 87, 4),
    ("DOSS SoundBox Pro+ Wireless Bluetooth Speaker with 24W Immersive Sound, IPX6 Waterproof", 59.99, 83, 5),
]
SHOP_CHEAP = [
    ("Mini Bluetooth Shower Speaker with Hook, IPX4 Splash Proof, Pink", 8.49, 60, 1),
    ("Floating Duck Waterproof Bluetooth Speaker with LED Lights for Kids Bath", 9.99, 65, 3),
    ("Portable Bike Bluetooth Speaker with Handlebar Mount, IPX5 Water Resistant", 11.50, 72, 2),
    ("LENRUE Portable Wireless Bluetooth Speaker with Built-in-Mic, Handsfree Call, AUX Line", 12.99, 70, 2),
    ("INSMY Portable Shower Speaker IPX7 Waterproof, 5W Bluetooth 5.0 with Suction Cup", 15.99, 78, 5),
    ("Coleman Waterproof Bluetooth Lantern Speaker, 200 Lumens, Camping", 17.95, 68, 2),
    ("AOMAIS Sport II Portable Wireless Bluetooth Speaker, IPX7 Waterproof Floating", 19.99, 81, 6),
    ("EBODA Shower Speaker, IP67 Waterproof Bluetooth Speaker with Suction Cup, Loud HD Sound", 22.99, 74, 6),
    ("Sharper Image Waterproof Floating Pool Speaker with Color-Changing Lights", 24.99, 66, 4),
    ("OontZ Angle 3 Bluetooth Portable Speaker, 10W Crystal Clear Stereo Sound, IPX5 Water Resistant", 27.99, 84, 8),
    ("Raycon Everyday Bluetooth Speaker, IPX7 Waterproof, 12-Hour Battery", 29.99, 76, 3),
    ("Tribit XSound Go Bluetooth Speaker with 16W Loud Stereo Sound, IPX7 Waterproof", 32.99, 89, 10),
]


def shop_header(cart: int, base: int = 227) -> list[str]:
    cart_name = "\ue611 My Cart" if cart == 0 else f"\ue611 My Cart {cart} {cart} items"
    return [
        n(0, base, "banner", ""),
        n(1, base + 3, "list", ""),
        n(2, base + 4, "listitem", ""),
        n(3, base + 5, "link", "My Account"),
        n(2, base + 6, "listitem", ""),
        n(3, base + 7, "link", "My Wish List"),
        n(2, base + 8, "listitem", ""),
        n(3, base + 9, "link", "Sign Out"),
        s(2, "Welcome, Emma Lopez!"),
        n(1, base + 12, "link", "store logo"),
        n(2, base + 13, "img", "one_stop_market_logo"),
        n(1, base + 14, "link", cart_name),
        n(1, base + 20, "Section", ""),
        n(2, base + 26, "combobox", "\ue615 Search", "autocomplete='both'", "hasPopup='listbox'", "required=False", "expanded=False"),
        n(2, base + 29, "link", "Advanced Search"),
        n(2, base + 30, "button", "Search", "disabled=True"),
    ]


def shop_menu(base: int = 261) -> list[str]:
    cats = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen", "Office Products",
            "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden", "Electronics", "Cell Phones & Accessories",
            "Video Games", "Grocery & Gourmet Food"]
    out = [n(0, base, "tablist", "", "multiselectable=False", "orientation='horizontal'"), n(1, base + 2, "tabpanel", ""),
           n(2, base + 3, "menu", "", "orientation='vertical'")]
    for i, c in enumerate(cats):
        out.append(n(3, base + 5 + 2 * i, "menuitem", f"\ue622 {c}", "hasPopup='menu'"))
    return out


def shop_footer(base: int) -> list[str]:
    return [
        n(0, base, "contentinfo", ""),
        n(1, base + 1, "textbox", "Sign Up for Our Newsletter:", "required=False"),
        n(1, base + 2, "button", "Subscribe"),
        n(1, base + 3, "link", "Privacy and Cookie Policy"),
        n(1, base + 4, "link", "Search Terms"),
        n(1, base + 5, "link", "Advanced Search"),
        n(1, base + 6, "link", "Contact Us"),
        s(1, "Copyright © 2013-present Magento, Inc. All rights reserved."),
        s(1, "Help Us Keep Magento Healthy"),
        n(1, base + 8, "link", "Report All Bugs"),
    ]


def shop_home(query: str = "") -> str:
    head = shop_header(0)
    if query:
        head[13] = n(2, 253, "combobox", "\ue615 Search", "focused", "autocomplete='both'", "hasPopup='listbox'", "required=False", "expanded=False")
        head.insert(14, s(3, query))
        head[16] = n(2, 257, "button", "Search")
    lines = head + shop_menu() + [
        n(0, 1530, "main", ""),
        n(1, 1531, "heading", "One Stop Market"),
        s(1, "Product Showcases"),
    ]
    showcase = [
        ("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99, 20, 1),
        ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", 14.47, 57, 12),
        ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36, 95, 4),
        ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", 23.50, 63, 12),
        ("So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub", 15.62, 78, 12),
    ]
    lines += [n(1, 1540, "list", "")]
    for i, (name, price, rate, rev) in enumerate(showcase):
        b = 1541 + 12 * i
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", "Image"), n(4, b + 2, "img", "Image"), n(3, b + 3, "link", name),
                  s(3, "Rating:"), s(3, f"{rate}%"), n(3, b + 5, "link", f"{rev} \xa0Reviews"), s(3, money(price)),
                  n(3, b + 7, "button", "Add to Cart"), n(3, b + 8, "button", "Add to Wish List"), n(3, b + 9, "button", "Add to Compare")]
    return page(f"{SHOP}/", "One Stop Market", lines + shop_footer(1680))


def shop_results(products: list[tuple[str, float, int, int]], order: str) -> str:
    q = "waterproof bluetooth speaker"
    title = f"Search results for: '{q}'"
    url = f"{SHOP}/catalogsearch/result/?q=waterproof+bluetooth+speaker" + ("&product_list_order=price" if order == "Price" else "")
    lines = shop_header(0) + shop_menu() + [
        n(0, 1530, "main", ""),
        n(1, 1531, "heading", title),
        s(1, "Related search terms"),
        n(1, 1533, "link", "waterproof speaker"),
        n(1, 1534, "link", "bluetooth speaker"),
        n(1, 1535, "link", "shower speaker"),
        n(1, 1537, "link", "\ue60d Grid"),
        s(1, "\ue60b List"),
        s(1, "Items 1-12 of 87"),
        s(1, "Sort By"),
        n(1, 1541, "combobox", "Sort By", "hasPopup='menu'", "expanded=False"),
        n(2, 1542, "menuitem", "Relevance", f"selected={order == 'Relevance'}"),
        n(2, 1543, "menuitem", "Product Name", "selected=False"),
        n(2, 1544, "menuitem", "Price", f"selected={order == 'Price'}"),
        n(1, 1545, "link", "\ue613 Set Descending Direction"),
        n(1, 1550, "list", ""),
    ]
    for i, (name, price, rate, rev) in enumerate(products):
        b = 1551 + 12 * i
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", "Image"), n(4, b + 2, "img", "Image"), n(3, b + 3, "link", name),
                  s(3, "Rating:"), s(3, f"{rate}%"), n(3, b + 5, "link", f"{rev} \xa0Reviews"), s(3, money(price)),
                  n(3, b + 7, "button", "Add to Cart"), n(3, b + 8, "button", "Add to Wish List"), n(3, b + 9, "button", "Add to Compare")]
    lines += [
        n(1, 1700, "list", ""),
        n(2, 1701, "listitem", ""), s(3, "Page"), s(3, "1"),
        n(2, 1703, "listitem", ""), n(3, 1704, "link", "Page 2"),
        n(2, 1705, "listitem", ""), n(3, 1706, "link", "Page 3"),
        n(2, 1707, "listitem", ""), n(3, 1708, "link", "Page 4"),
        n(2, 1709, "listitem", ""), n(3, 1710, "link", "Page 5"),
        n(2, 1711, "listitem", ""), n(3, 1712, "link", "\ue608 Page Next"),
        s(1, "Show"),
        n(1, 1714, "combobox", "Show", "hasPopup='menu'", "expanded=False"),
        s(1, "per page"),
    ]
    return page(url, title, lines + shop_footer(1820))


TRIBIT = SHOP_REL[0][0]


def shop_product(qty: str, cart: int, added: bool, qty_focus: bool = False, minicart: bool = False) -> str:
    lines = shop_header(cart)
    if minicart:
        lines[11] = n(1, 241, "link", f"\ue611 My Cart {cart} {cart} items", "expanded=True")
        lines[12:12] = [
            n(1, 1480, "dialog", "", "modal=False"),
            n(2, 1481, "button", "Close"),
            s(2, f"{cart}"), s(2, "Items in Cart"),
            s(2, "Cart Subtotal"), s(2, money(49.99 * cart)),
            n(2, 1486, "button", "Proceed to Checkout"),
            n(2, 1488, "list", ""),
            n(3, 1489, "listitem", ""),
            n(4, 1490, "link", "Product Image"), n(5, 1491, "img", TRIBIT),
            n(4, 1492, "link", TRIBIT),
            s(4, "See Details"),
            s(4, money(49.99)),
            s(4, "Qty"),
            n(4, 1496, "spinbutton", "Qty", "valuemin=0", "valuemax=0", f"valuetext='{cart}'"),
            n(4, 1498, "link", "Edit item"),
            n(4, 1499, "button", "Remove item"),
            n(2, 1501, "link", "View and Edit Cart"),
        ]
    lines += shop_menu()
    main = [n(0, 1530, "main", "")]
    if added:
        main += [n(1, 1532, "alert", "", "live='assertive'", "atomic=True", "relevant='additions text'"),
                 s(2, f"You added {TRIBIT} to your "), n(2, 1534, "link", "shopping cart"), s(2, ".")]
    focus = ["focused"] if qty_focus else []
    main += [
        n(1, 1536, "heading", TRIBIT),
        s(1, "Rating:"), s(1, "85%"),
        n(1, 1539, "link", "4 \xa0Reviews"),
        n(1, 1540, "link", "Add Your Review"),
        s(1, "$49.99"),
        s(1, "In stock"),
        s(1, "SKU"),
        s(1, "B0B1N6L6SV"),
        s(1, "Qty"),
        n(1, 1547, "spinbutton", "Qty", *focus, "required=False", "valuemin=0", "valuemax=0", f"valuetext='{qty}'"),
        n(1, 1548, "button", "Add to Cart"),
        n(1, 1550, "link", "\ue600 Add to Wish List"),
        n(1, 1551, "link", "\ue61e Add to Compare"),
        n(1, 1552, "link", "\ue61d Email"),
        n(1, 1555, "tablist", "", "multiselectable=False", "orientation='horizontal'"),
        n(2, 1556, "tab", "Details", "expanded=True", "selected=True", "controls='description'"),
        n(3, 1557, "link", "Details"),
        n(2, 1558, "tab", "More Information", "expanded=False", "selected=False", "controls='additional'"),
        n(3, 1559, "link", "More Information"),
        n(2, 1560, "tab", "Reviews (4)", "expanded=False", "selected=False", "controls='reviews'"),
        n(3, 1561, "link", "Reviews (4)"),
        n(2, 1562, "tabpanel", "Details"),
        s(3, "LOUD & RICH SOUND: 10W output with a custom-designed driver delivers clear sound and punchy bass from a palm-sized speaker."),
        s(3, "IP67 WATERPROOF & DUSTPROOF: Submersible up to 1 m for 30 minutes; rinse it off after the beach or the trail."),
        s(3, "BUILT-IN STRAP: The removable silicone strap fits bike handlebars, backpacks and shower heads."),
        s(3, "12-HOUR PLAYTIME: 2600 mAh battery, USB-C charging in about 3 hours; Bluetooth 5.3 with a 120 ft range."),
        s(3, "PAIR TWO SPEAKERS: Party mode links two StormBox Micro 2 for stereo sound."),
        n(1, 1570, "heading", "Related Products"),
        s(1, "Check items to add to the cart or"),
        n(1, 1572, "button", "select all"),
        n(1, 1574, "link", "Tribit XSound Go Bluetooth Speaker with 16W Loud Stereo Sound, IPX7 Waterproof"),
        s(1, "$32.99"),
        n(1, 1577, "link", "Anker Soundcore 2 Portable Bluetooth Speaker with 12W Stereo Sound, IPX7 Waterproof, 24-Hour Playtime"),
        s(1, "$39.99"),
    ]
    url = f"{SHOP}/tribit-stormbox-micro-2-portable-speaker-bluetooth-5-3-ip67-waterproof-dustproof-built-in-bike-strap.html"
    return page(url, TRIBIT, lines + main + shop_footer(1820))


def shop_cart() -> str:
    lines = shop_header(2) + shop_menu() + [
        n(0, 1530, "main", ""),
        n(1, 1531, "heading", "Shopping Cart"),
        n(1, 1533, "table", "Shopping Cart Items"),
        n(2, 1534, "rowgroup", ""),
        n(3, 1535, "row", ""),
        n(4, 1536, "columnheader", "Item"), n(4, 1537, "columnheader", "Price"),
        n(4, 1538, "columnheader", "Qty"), n(4, 1539, "columnheader", "Subtotal"),
        n(2, 1540, "rowgroup", ""),
        n(3, 1541, "row", ""),
        n(4, 1542, "gridcell", ""),
        n(5, 1543, "link", "Product Image"), n(6, 1544, "img", TRIBIT),
        n(5, 1545, "link", TRIBIT),
        n(4, 1546, "gridcell", "$49.99"),
        n(4, 1547, "gridcell", "Qty"),
        n(5, 1548, "spinbutton", "Qty", "required=False", "valuemin=0", "valuemax=0", "valuetext='2'"),
        n(4, 1549, "gridcell", "$99.98"),
        n(3, 1550, "row", ""),
        n(4, 1551, "gridcell", ""),
        n(5, 1552, "link", "Move to Wish List"),
        n(5, 1553, "link", "Edit item parameters"),
        n(5, 1554, "link", "Remove item"),
        n(1, 1556, "link", "Continue Shopping"),
        n(1, 1557, "button", "Update Shopping Cart"),
        n(1, 1559, "tab", "Apply Discount Code \ue622", "expanded=False", "selected=False"),
        n(1, 1561, "heading", "Summary"),
        n(1, 1562, "tab", "Estimate Shipping and Tax \ue622", "expanded=False", "selected=False"),
        n(1, 1564, "table", "Order Total"),
        n(2, 1565, "row", ""), n(3, 1566, "rowheader", "Subtotal"), n(3, 1567, "gridcell", "$99.98"),
        n(2, 1568, "row", ""), n(3, 1569, "rowheader", "Shipping (Flat Rate - Fixed)"), n(3, 1570, "gridcell", "$10.00"),
        n(2, 1571, "row", ""), n(3, 1572, "rowheader", "Order Total"), n(3, 1573, "gridcell", "$109.98"),
        n(1, 1575, "button", "Proceed to Checkout"),
        n(1, 1576, "link", "Check Out with Multiple Addresses"),
    ]
    return page(f"{SHOP}/checkout/cart/", "Shopping Cart", lines + shop_footer(1820))


def t01(rs: RowSet) -> None:
    cheap_sorted = sorted(SHOP_CHEAP, key=lambda p: p[1])
    turns = [
        ("fill('253', 'waterproof bluetooth speaker')", shop_home("waterproof bluetooth speaker")),
        ("keyboard_press('Enter')", shop_results(SHOP_REL, "Relevance")),
        ("select_option('1541', 'Price')", shop_results(cheap_sorted, "Price")),
        ("go_back()", shop_results(SHOP_REL, "Relevance")),
        ("click('1554')", shop_product("1", 0, False)),
        ("fill('1547', '2')", shop_product("2", 0, False, qty_focus=True)),
        ("click('1548')", shop_product("2", 2, True)),
        ("click('241')", shop_product("2", 2, True, minicart=True)),
        ("click('1501')", shop_cart()),
    ]
    rs.add("web", "h54-web-01", SYSTEM, turns, state=shop_home())


# ---------------------------------------------------------------------------------------------------------
# 02 Magento admin (WebArena shopping_admin), bad: the parent SKU WT08 shows as WT09 on its edit page.
# ---------------------------------------------------------------------------------------------------------

ADMIN = "http://localhost:7780/admin"


def admin_nav(catalog_open: bool = False) -> list[str]:
    items = [("\ue604 DASHBOARD", 57), ("\ue60b SALES", 60), ("\ue608 CATALOG", 63), ("\ue603 CUSTOMERS", 66),
             ("\ue609 MARKETING", 69), ("\ue602 CONTENT", 72), ("\ue60a REPORTS", 75), ("\ue60d STORES", 78),
             ("\ue610 SYSTEM", 81), ("\ue612 FIND PARTNERS & EXTENSIONS", 84)]
    out = [n(0, 52, "link", "Magento Admin Panel"), n(1, 53, "img", "Magento Admin Panel"),
           n(0, 54, "navigation", ""), n(1, 55, "menubar", "", "orientation='horizontal'")]
    for name, bid in items:
        if bid == 63 and catalog_open:
            out += [n(2, bid, "link", name, "focused"), n(2, 64, "menu", "", "orientation='vertical'"),
                    n(3, 380, "heading", "Catalog"), n(3, 381, "button", "\ue62f Close"),
                    n(3, 382, "menuitem", "Inventory"), n(4, 384, "link", "Products"), n(4, 386, "link", "Categories")]
        else:
            out.append(n(2, bid, "link", name))
    return out


def admin_banner(heading: str) -> list[str]:
    return [n(0, 92, "banner", ""), n(1, 95, "heading", heading), n(1, 98, "link", "\ue600 admin"),
            n(1, 100, "link", "\ue607 4"), n(1, 103, "textbox", "\ue60c", "required=False")]


def admin_dashboard(catalog_open: bool = False) -> str:
    lines = admin_nav(catalog_open) + admin_banner("Dashboard") + [
        n(0, 106, "main", ""),
        s(1, "Scope:"), n(1, 110, "button", "All Store Views", "hasPopup='menu'"),
        n(1, 114, "link", "\ue633 What is this?"),
        n(1, 118, "button", "Reload Data"),
        n(1, 125, "heading", "Advanced Reporting"),
        s(1, "Gain new insights and take command of your business' performance, using our dynamic product, order, and customer reports tailored to your customer data."),
        n(1, 128, "link", "Go to Advanced Reporting \ue644"),
        s(1, "Chart is disabled. To enable the chart, click"), n(1, 131, "link", "here"),
        s(1, "Revenue"), s(1, "$0.00"), s(1, "Tax"), s(1, "$0.00"), s(1, "Shipping"), s(1, "$0.00"), s(1, "Quantity"), s(1, "0"),
        n(1, 150, "tablist", "", "multiselectable=False", "orientation='horizontal'"),
        n(2, 152, "tab", "The information in this tab has been changed. This tab contains invalid data. Please resolve this before saving. Loading... Bestsellers", "expanded=True", "selected=True", "controls='grid_tab_ordered_products_content'"),
        n(2, 155, "tab", "Most Viewed Products", "expanded=False", "selected=False"),
        n(2, 158, "tab", "New Customers", "expanded=False", "selected=False"),
        n(2, 161, "tab", "Customers", "expanded=False", "selected=False"),
        n(1, 165, "table", ""),
        n(2, 166, "row", ""), n(3, 167, "columnheader", "Product"), n(3, 168, "columnheader", "Price"), n(3, 169, "columnheader", "Quantity"),
        n(2, 170, "row", "http://localhost:7780/admin/catalog/product/edit/id/16/"), n(3, 171, "gridcell", "Sprite Stasis Ball 65 cm"), n(3, 172, "gridcell", "$27.00"), n(3, 173, "gridcell", "6"),
        n(2, 174, "row", "http://localhost:7780/admin/catalog/product/edit/id/14/"), n(3, 175, "gridcell", "Brite Strap"), n(3, 176, "gridcell", "$14.00"), n(3, 177, "gridcell", "6"),
        n(2, 178, "row", "http://localhost:7780/admin/catalog/product/edit/id/1867/"), n(3, 179, "gridcell", "Antonia Racer Tank"), n(3, 180, "gridcell", "$34.00"), n(3, 181, "gridcell", "5"),
        n(2, 182, "row", "http://localhost:7780/admin/catalog/product/edit/id/13/"), n(3, 183, "gridcell", "Overnight Duffle"), n(3, 184, "gridcell", "$45.00"), n(3, 185, "gridcell", "4"),
        n(2, 186, "row", "http://localhost:7780/admin/catalog/product/edit/id/1428/"), n(3, 187, "gridcell", "Quest Lumaflex™ Band"), n(3, 188, "gridcell", "$19.00"), n(3, 189, "gridcell", "4"),
        s(1, "Lifetime Sales"), s(1, "$0.00"), s(1, "Average Order"), s(1, "$0.00"),
        s(1, "Last Orders"),
        n(1, 200, "table", ""),
        n(2, 201, "row", ""), n(3, 202, "columnheader", "Customer"), n(3, 203, "columnheader", "Items"), n(3, 204, "columnheader", "Total"),
        n(2, 205, "row", "http://localhost:7780/admin/sales/order/view/order_id/299/"), n(3, 206, "gridcell", "Sarah Miller"), n(3, 207, "gridcell", "5"), n(3, 208, "gridcell", "$194.40"),
        n(2, 209, "row", "http://localhost:7780/admin/sales/order/view/order_id/65/"), n(3, 210, "gridcell", "Grace Nguyen"), n(3, 211, "gridcell", "4"), n(3, 212, "gridcell", "$190.00"),
        n(2, 213, "row", "http://localhost:7780/admin/sales/order/view/order_id/125/"), n(3, 214, "gridcell", "Matt Baker"), n(3, 215, "gridcell", "3"), n(3, 216, "gridcell", "$151.40"),
        n(2, 217, "row", "http://localhost:7780/admin/sales/order/view/order_id/136/"), n(3, 218, "gridcell", "Lily Potter"), n(3, 219, "gridcell", "4"), n(3, 220, "gridcell", "$194.80"),
        n(2, 221, "row", "http://localhost:7780/admin/sales/order/view/order_id/230/"), n(3, 222, "gridcell", "Ava Brown"), n(3, 223, "gridcell", "2"), n(3, 224, "gridcell", "$83.40"),
        s(1, "Last Search Terms"),
        n(1, 230, "table", ""),
        n(2, 231, "row", ""), n(3, 232, "columnheader", "Search Term"), n(3, 233, "columnheader", "Results"), n(3, 234, "columnheader", "Uses"),
        n(2, 235, "row", ""), n(3, 236, "gridcell", "tanks"), n(3, 237, "gridcell", "23"), n(3, 238, "gridcell", "1"),
        n(2, 239, "row", ""), n(3, 240, "gridcell", "nike"), n(3, 241, "gridcell", "0"), n(3, 242, "gridcell", "3"),
        n(2, 243, "row", ""), n(3, 244, "gridcell", "Joust Bag"), n(3, 245, "gridcell", "10"), n(3, 246, "gridcell", "4"),
        n(0, 260, "contentinfo", ""),
        n(1, 261, "link", "\ue606"), s(1, "Copyright © 2024 Magento Commerce Inc. All rights reserved."),
        s(1, "Magento ver. 2.4.6"), n(1, 264, "link", "Privacy Policy"), n(1, 265, "link", "Account Activity"), n(1, 266, "link", "Report an Issue"),
    ]
    return page(f"{ADMIN}/admin/dashboard/", "Dashboard / Magento Admin", lines)


BAGS = [
    (1, "Joust Duffle Bag", "Simple Product", "Bag", "24-MB01", 34.00, 100, "Catalog, Search"),
    (2, "Strive Shoulder Pack", "Simple Product", "Bag", "24-MB04", 32.00, 100, "Catalog, Search"),
    (3, "Crown Summit Backpack", "Simple Product", "Bag", "24-MB03", 38.00, 100, "Catalog, Search"),
    (4, "Wayfarer Messenger Bag", "Simple Product", "Bag", "24-MB05", 45.00, 100, "Catalog, Search"),
    (5, "Rival Field Messenger", "Simple Product", "Bag", "24-MB06", 45.00, 100, "Catalog, Search"),
    (6, "Fusion Backpack", "Simple Product", "Bag", "24-MB02", 59.00, 100, "Catalog, Search"),
    (7, "Impulse Duffle", "Simple Product", "Bag", "24-UB02", 74.00, 100, "Catalog, Search"),
    (8, "Voyage Yoga Bag", "Simple Product", "Bag", "24-WB01", 32.00, 100, "Catalog, Search"),
    (9, "Compete Track Tote", "Simple Product", "Bag", "24-WB02", 32.00, 100, "Catalog, Search"),
    (10, "Savvy Shoulder Tote", "Simple Product", "Bag", "24-WB05", 32.00, 100, "Catalog, Search"),
    (11, "Endeavor Daytrip Backpack", "Simple Product", "Bag", "24-WB06", 33.00, 100, "Catalog, Search"),
    (12, "Driven Backpack", "Simple Product", "Bag", "24-WB03", 36.00, 100, "Catalog, Search"),
    (13, "Overnight Duffle", "Simple Product", "Bag", "24-WB07", 45.00, 100, "Catalog, Search"),
    (14, "Brite Strap", "Simple Product", "Gear", "24-WG085", 14.00, 100, "Catalog, Search"),
    (15, "Sprite Stasis Ball 55 cm", "Simple Product", "Gear", "24-WG081-gray", 23.00, 100, "Catalog, Search"),
    (16, "Sprite Stasis Ball 65 cm", "Simple Product", "Gear", "24-WG082-gray", 27.00, 100, "Catalog, Search"),
    (17, "Sprite Stasis Ball 75 cm", "Simple Product", "Gear", "24-WG083-gray", 32.00, 100, "Catalog, Search"),
    (18, "Sprite Foam Yoga Brick", "Simple Product", "Gear", "24-WG084", 5.00, 100, "Catalog, Search"),
    (19, "Sprite Foam Roller", "Simple Product", "Gear", "24-WG088", 19.00, 100, "Catalog, Search"),
    (20, "Sprite Yoga Companion Kit", "Bundle Product", "Gear", "24-WG080", 61.00, 0, "Catalog, Search"),
]


def antonia(parent_price: float) -> list[tuple]:
    rows = []
    pid = 1852
    for color in ("Black", "Purple", "Yellow"):
        for size in ("XS", "S", "M", "L", "XL"):
            rows.append((pid, f"Antonia Racer Tank-{size}-{color}", "Simple Product", "Top", f"WT08-{size}-{color}", 34.00, 100, "Not Visible Individually"))
            pid += 1
    rows.append((1867, "Antonia Racer Tank", "Configurable Product", "Top", "WT08", parent_price, None, "Catalog, Search"))
    return rows


def admin_grid(rows: list[tuple], keyword: str, typed: str = "", total: int = 2040) -> str:
    pages = (total + 19) // 20
    lines = admin_nav() + admin_banner("Products") + [
        n(0, 106, "main", ""),
        n(1, 1150, "button", "Add Product"), n(1, 1151, "button", "Add product of type", "hasPopup='menu'"),
        s(1, "Scope:"), n(1, 1156, "button", "All Store Views", "hasPopup='menu'"),
        n(1, 1160, "textbox", "Search by keyword", *(["focused"] if typed else []), "required=False"),
    ]
    if typed or keyword:
        lines.append(s(2, typed or keyword))
    lines += [n(1, 1161, "button", "Search"), n(1, 1164, "button", "Filters"),
              n(1, 1165, "button", "\ue605 Default View", "hasPopup='menu'"),
              n(1, 1166, "button", "Columns", "hasPopup='menu'"),
              n(1, 1167, "button", "Export", "hasPopup='menu'")]
    if keyword:
        lines += [s(1, "Active filters:"), s(1, "Keyword:"), s(1, keyword), n(1, 1171, "button", "Remove Keyword: " + keyword),
                  n(1, 1172, "button", "Clear all")]
    lines += [
        n(1, 1175, "button", "Actions", "hasPopup='menu'"),
        s(1, f"{total:,}"), s(1, "records found"),
        n(1, 1178, "combobox", "", "hasPopup='menu'", "expanded=False"), s(2, "20"), s(1, "per page"),
        n(1, 1181, "button", "Previous Page", "disabled=True"),
        n(1, 1182, "textbox", "", "required=False"), s(2, "1"), s(1, f"of {pages}"),
        n(1, 1184, "button", "Next Page", *(["disabled=True"] if pages == 1 else [])),
        n(1, 1190, "table", ""),
        n(2, 1191, "row", ""),
        n(3, 1192, "columnheader", "", "clickable"), n(4, 1193, "checkbox", "", "checked='false'"),
        n(3, 1194, "columnheader", "ID", "clickable"), n(3, 1195, "columnheader", "Thumbnail"),
        n(3, 1196, "columnheader", "Name", "clickable"), n(3, 1197, "columnheader", "Type", "clickable"),
        n(3, 1198, "columnheader", "Attribute Set", "clickable"), n(3, 1199, "columnheader", "SKU", "clickable"),
        n(3, 1200, "columnheader", "Price", "clickable"), n(3, 1201, "columnheader", "Quantity", "clickable"),
        n(3, 1202, "columnheader", "Salable Quantity"), n(3, 1203, "columnheader", "Visibility", "clickable"),
        n(3, 1204, "columnheader", "Status", "clickable"), n(3, 1205, "columnheader", "Websites", "clickable"),
        n(3, 1206, "columnheader", "Action"),
    ]
    for i, (pid, name, typ, aset, sku, price, qty, vis) in enumerate(rows):
        b = 1210 + 18 * i
        qcell = "" if qty is None else f"{qty:.4f}"
        sal = "" if qty is None or typ == "Bundle Product" else f"Default Stock: {qty}"
        lines += [n(2, b, "row", ""), n(3, b + 1, "gridcell", ""), n(4, b + 2, "checkbox", "", "checked='false'"),
                  n(3, b + 3, "gridcell", str(pid)), n(3, b + 4, "gridcell", ""), n(4, b + 5, "img", ""),
                  n(3, b + 6, "gridcell", name), n(3, b + 7, "gridcell", typ), n(3, b + 8, "gridcell", aset),
                  n(3, b + 9, "gridcell", sku), n(3, b + 10, "gridcell", money(price)), n(3, b + 11, "gridcell", qcell),
                  n(3, b + 12, "gridcell", sal), n(3, b + 13, "gridcell", vis), n(3, b + 14, "gridcell", "Enabled"),
                  n(3, b + 15, "gridcell", "Main Website"), n(3, b + 16, "gridcell", ""), n(4, b + 17, "link", "Edit")]
    return page(f"{ADMIN}/catalog/product/", "Products / Inventory / Catalog / Magento Admin", lines)


def admin_edit(sku: str, price: str, saved: bool, price_focus: bool = False) -> str:
    lines = admin_nav() + admin_banner("Antonia Racer Tank") + [
        n(0, 106, "main", ""),
    ]
    if saved:
        lines += [n(1, 1110, "alert", "", "live='assertive'", "atomic=True"), s(2, "You saved the product.")]
    lines += [
        n(1, 1120, "button", "\ue626 Back"), n(1, 1121, "button", "Add Attribute"), n(1, 1122, "button", "Customer View"),
        n(1, 1123, "button", "Save"), n(1, 1124, "button", "Select menu", "hasPopup='menu'"),
        s(1, "Scope:"), n(1, 1127, "button", "Default Config", "hasPopup='menu'"),
        n(1, 1130, "switch", "Enable Product", "checked='true'"), s(2, "Yes"),
        s(1, "Attribute Set"), n(1, 1133, "combobox", "Attribute Set", "hasPopup='listbox'", "expanded=False"), s(2, "Top"),
        s(1, "Product Name"), s(1, "*"), n(1, 1137, "textbox", "Product Name", "required=True"), s(2, "Antonia Racer Tank"),
        s(1, "[STORE VIEW]"),
        s(1, "SKU"), s(1, "*"), n(1, 1141, "textbox", "SKU", "required=True"), s(2, sku),
        s(1, "[GLOBAL]"),
        s(1, "Price"), s(1, "*"), s(1, "$"), n(1, 1146, "textbox", "Price", *(["focused"] if price_focus else []), "required=True"), s(2, price),
        s(1, "[GLOBAL]"), n(1, 1148, "button", "Advanced Pricing"),
        s(1, "Tax Class"), n(1, 1150, "combobox", "Tax Class", "hasPopup='menu'", "expanded=False"), s(2, "Taxable Goods"),
        s(1, "Quantity"), s(1, "The quantity is defined by the product's variations."),
        s(1, "Stock Status"), n(1, 1155, "combobox", "Stock Status", "hasPopup='menu'", "expanded=False"), s(2, "In Stock"),
        s(1, "Weight"), n(1, 1158, "combobox", "", "hasPopup='menu'", "expanded=False"), s(2, "This item has weight"),
        n(1, 1160, "textbox", "Weight", "required=False"), s(2, "1"), s(1, "lbs"),
        s(1, "Categories"), n(1, 1164, "button", "Bras & Tanks Tops Women", "hasPopup='listbox'"),
        n(1, 1166, "button", "New Category"),
        s(1, "Visibility"), n(1, 1168, "combobox", "Visibility", "hasPopup='menu'", "expanded=False"), s(2, "Catalog, Search"),
        n(1, 1170, "checkbox", "Set Product as New From", "checked='false'"),
        s(1, "Country of Manufacture"), n(1, 1172, "combobox", "Country of Manufacture", "hasPopup='menu'", "expanded=False"),
        s(1, "Activity"), n(1, 1175, "button", "Yoga Recreational Gym", "hasPopup='listbox'"),
        s(1, "Material"), n(1, 1177, "listbox", "Material", "multiselectable=True"),
        n(2, 1178, "option", "Cotton", "selected=True"), n(2, 1179, "option", "LumaTech™", "selected=True"), n(2, 1180, "option", "Spandex", "selected=False"),
        s(1, "Pattern"), n(1, 1182, "combobox", "Pattern", "hasPopup='menu'", "expanded=False"), s(2, "Solid"),
        n(1, 1190, "heading", "Configurations"), s(1, "Configurable products allow customers to choose options (Ex: shirt color). You need to create a simple product for each configuration (Ex: a product for each color)."),
        n(1, 1192, "button", "Edit Configurations"),
        n(1, 1200, "tab", "Content", "expanded=False"),
        n(1, 1202, "tab", "Images And Videos", "expanded=False"),
        n(1, 1204, "tab", "Search Engine Optimization", "expanded=False"),
        n(1, 1206, "tab", "Related Products, Up-Sells, and Cross-Sells", "expanded=False"),
        n(1, 1208, "tab", "Customizable Options", "expanded=False"),
        n(1, 1210, "tab", "Product in Websites", "expanded=False"),
        n(1, 1212, "tab", "Design", "expanded=False"),
        n(1, 1214, "tab", "Gift Options", "expanded=False"),
    ]
    return page(f"{ADMIN}/catalog/product/edit/id/1867/", "Antonia Racer Tank / Products / Inventory / Catalog / Magento Admin", lines)


def t02(rs: RowSet) -> None:
    kw = "Antonia Racer Tank"
    turns = [
        ("click('63')", admin_dashboard(catalog_open=True)),
        ("click('384')", admin_grid(BAGS, "")),
        ("fill('1160', 'Antonia Racer Tank')", admin_grid(BAGS, "", typed=kw)),
        ("keyboard_press('Enter')", admin_grid(antonia(34.00), kw, total=16)),
        ("click('1497')", admin_edit("WT09", "34.00", False)),
        ("fill('1146', '29.00')", admin_edit("WT09", "29.00", False, price_focus=True)),
        ("click('1123')", admin_edit("WT08", "29.00", True)),
        ("click('1120')", admin_grid(antonia(29.00), kw, total=16)),
    ]
    rs.add("web", "h54-web-02", SYSTEM, turns, state=admin_dashboard(), bad=True, turn=5,
           kind="the configurable product listed with SKU WT08 in the filtered grid shows SKU WT09 on its own edit page")


# ---------------------------------------------------------------------------------------------------------
# 03 GitLab (WebArena), bad: the commit diff adds a different version string than the blob and blame show.
# ---------------------------------------------------------------------------------------------------------

GL = "http://localhost:8023"
GLP = "byteblaze/accessible-html-content-patterns"
PKG = [
    "{",
    '  "name": "accessible-html-content-patterns",',
    '  "version": "1.4.0",',
    '  "description": "The full HTML5 Doctor Element Index as well as common markup patterns for quick reference.",',
    '  "main": "index.js",',
    '  "scripts": {',
    '    "start": "eleventy --serve",',
    '    "build": "eleventy",',
    '    "test": "pa11y-ci --sitemap http://localhost:8080/sitemap.xml"',
    "  },",
    '  "author": "Scott O\'Hara",',
    '  "license": "MIT",',
    '  "devDependencies": {',
    '    "@11ty/eleventy": "^2.0.1",',
    '    "pa11y-ci": "^3.0.1",',
    '    "prettier": "^2.8.8"',
    "  },",
    '  "repository": {',
    '    "type": "git",',
    '    "url": "git+https://github.com/scottaohara/accessible_html5_content_patterns.git"',
    "  }",
    "}",
]
# blame groups: (sha, title, date, first line, last line)
BLAME = [
    ("0f8e3d21", "Initial commit", "Jul 12, 2022", 1, 8),
    ("5c02a8f7", "Add pa11y-ci accessibility checks", "Jan 30, 2023", 9, 9),
    ("0f8e3d21", "Initial commit", "Jul 12, 2022", 10, 13),
    ("7d41be09", "Bump @11ty/eleventy to 2.0.1", "Feb 14, 2023", 14, 14),
    ("5c02a8f7", "Add pa11y-ci accessibility checks", "Jan 30, 2023", 15, 15),
    ("a3f9c1e2", "Bump prettier to 2.8.8", "Mar 02, 2023", 16, 16),
    ("0f8e3d21", "Initial commit", "Jul 12, 2022", 17, 22),
]


def gl_chrome(section: str) -> list[str]:
    top = [
        n(0, 91, "link", "Skip to content"),
        n(0, 92, "navigation", ""),
        n(1, 93, "link", "Dashboard"), n(1, 94, "button", "", "hasPopup='menu'", "expanded=False"),
        n(1, 96, "textbox", "Search GitLab", "required=False"),
        n(1, 98, "link", "Create new...", "hasPopup='menu'"),
        n(1, 99, "link", "Issues"), n(1, 100, "link", "Merge requests"), n(1, 101, "link", "To-Do List"),
        n(1, 102, "link", "Help"), n(1, 103, "link", "Byte Blaze user’s menu", "hasPopup='menu'"),
        n(0, 120, "complementary", "Project navigation"),
        n(1, 121, "list", ""),
        n(2, 122, "link", "accessible-html-content-patterns"),
    ]
    items = [("Project information", 124), ("Repository", 126), ("Issues 3", 128), ("Merge requests 0", 130),
             ("CI/CD", 132), ("Security & Compliance", 134), ("Deployments", 136), ("Packages and registries", 138),
             ("Infrastructure", 140), ("Monitor", 142), ("Analytics", 144), ("Wiki", 146), ("Snippets", 148), ("Settings", 150)]
    for name, bid in items:
        top.append(n(2, bid, "link", name, *(["focused"] if name.startswith(section) and section else [])))
        if name == "Repository" and section == "Repository":
            top += [n(3, 160, "link", "Files"), n(3, 161, "link", "Commits"), n(3, 162, "link", "Branches"),
                    n(3, 163, "link", "Tags"), n(3, 164, "link", "Contributors"), n(3, 165, "link", "Graph"),
                    n(3, 166, "link", "Compare"), n(3, 167, "link", "Locked Files")]
        if name.startswith("Issues") and section == "Issues":
            top += [n(3, 170, "link", "List"), n(3, 171, "link", "Boards"), n(3, 172, "link", "Service Desk"),
                    n(3, 173, "link", "Milestones")]
    top.append(n(1, 155, "button", "Collapse sidebar"))
    return top


def gl_crumbs(*trail: str) -> list[str]:
    out = [n(0, 200, "navigation", "Breadcrumbs")]
    for i, t in enumerate(("Byte Blaze", "accessible-html-content-patterns") + trail):
        out.append(n(1, 201 + i, "link", t))
    return out


FILES = [
    ("src", "Add landmarks and sectioning patterns", "10 months ago"),
    (".eleventy.js", "Initial commit", "1 year ago"),
    (".gitignore", "Initial commit", "1 year ago"),
    (".nvmrc", "Pin node 18 for netlify builds", "7 months ago"),
    (".pa11yci.json", "Add pa11y-ci accessibility checks", "5 months ago"),
    ("LICENSE", "Initial commit", "1 year ago"),
    ("README.md", "Document the test script", "5 months ago"),
    ("netlify.toml", "Pin node 18 for netlify builds", "7 months ago"),
    ("package-lock.json", "Bump prettier to 2.8.8", "3 months ago"),
    ("package.json", "Bump prettier to 2.8.8", "3 months ago"),
]


def gl_tree(ref: str, files: list[tuple[str, str, str]], head_title: str, head_sha: str, head_when: str) -> str:
    lines = gl_chrome("Repository") + gl_crumbs("Repository") + [
        n(0, 230, "main", ""),
        n(1, 231, "button", ref, "hasPopup='menu'", "expanded=False"),
        n(1, 233, "link", "accessible-html-content-patterns"), s(1, "/"),
        n(1, 235, "button", "Add to tree", "hasPopup='menu'"),
        n(1, 236, "link", "History"), n(1, 237, "link", "Find file"), n(1, 238, "link", "Web IDE"),
        n(1, 239, "button", "Download", "hasPopup='menu'"), n(1, 240, "button", "Clone", "hasPopup='menu'"),
        n(1, 242, "img", "Byte Blaze's avatar"), n(1, 243, "link", head_title), n(1, 244, "link", "Byte Blaze"),
        s(1, f"authored {head_when}"), s(1, head_sha), n(1, 247, "button", "Copy commit SHA"),
        n(1, 250, "table", "Files, directories, and submodules in the path / for commit reference " + ref),
        n(2, 251, "row", ""), n(3, 252, "columnheader", "Name"), n(3, 253, "columnheader", "Last commit"), n(3, 254, "columnheader", "Last update"),
    ]
    for i, (name, msg, when) in enumerate(files):
        b = 260 + 5 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", name), n(4, b + 2, "link", name), n(3, b + 3, "cell", msg), n(4, b + 4, "link", msg), s(3, when)]
    lines += [n(1, 320, "heading", "README.md"),
              n(1, 322, "heading", "Accessible HTML Content Patterns"),
              s(1, "The full HTML5 Doctor Element Index as well as common markup patterns for quick reference."),
              s(1, "Run npm start for a local server on port 8080 and npm test to run pa11y-ci against the sitemap.")]
    return page(f"{GL}/{GLP}/-/tree/{ref}", f"Files · {ref} · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_blob() -> str:
    lines = gl_chrome("Repository") + gl_crumbs("Repository") + [
        n(0, 230, "main", ""),
        n(1, 231, "button", "main", "hasPopup='menu'", "expanded=False"),
        n(1, 233, "link", "accessible-html-content-patterns"), s(1, "/"), s(1, "package.json"),
        n(1, 235, "button", "Copy file path"),
        n(1, 236, "link", "Find file"), n(1, 237, "link", "Blame"), n(1, 238, "link", "History"), n(1, 239, "link", "Permalink"),
        n(1, 242, "img", "Byte Blaze's avatar"), n(1, 243, "link", "Bump prettier to 2.8.8"), n(1, 244, "link", "Byte Blaze"),
        s(1, "authored 3 months ago"), s(1, "a3f9c1e2"), n(1, 247, "button", "Copy commit SHA"),
        s(1, "package.json"), s(1, "688 B"),
        n(1, 250, "button", "Open in Web IDE"), n(1, 251, "button", "Replace"), n(1, 252, "button", "Delete"),
        n(1, 253, "button", "Copy file contents"), n(1, 254, "link", "Open raw"), n(1, 255, "link", "Download"),
        n(1, 260, "table", ""),
    ]
    for i, text in enumerate(PKG, 1):
        lines += [n(2, 260 + 2 * i, "link", str(i)), s(2, text)]
    return page(f"{GL}/{GLP}/-/blob/main/package.json", "package.json · main · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_history() -> str:
    commits = [
        ("02 Mar, 2023", "a3f9c1e2", "Bump prettier to 2.8.8", "authored 3 months ago"),
        ("14 Feb, 2023", "7d41be09", "Bump @11ty/eleventy to 2.0.1", "authored 4 months ago"),
        ("30 Jan, 2023", "5c02a8f7", "Add pa11y-ci accessibility checks", "authored 5 months ago"),
        ("12 Jul, 2022", "0f8e3d21", "Initial commit", "authored 1 year ago"),
    ]
    lines = gl_chrome("Repository") + gl_crumbs("Repository", "Commits") + [
        n(0, 230, "main", ""),
        n(1, 231, "button", "main", "hasPopup='menu'", "expanded=False"),
        n(1, 233, "link", "accessible-html-content-patterns"), s(1, "/"), s(1, "package.json"),
        n(1, 236, "searchbox", "Search by message", "required=False"),
        n(1, 237, "link", "Commits feed"), n(1, 238, "link", "Create merge request"),
    ]
    for i, (day, sha, msg, ago) in enumerate(commits):
        b = 250 + 10 * i
        lines += [s(1, day), s(1, "1 commit"), n(1, b, "img", "Byte Blaze's avatar"), n(1, b + 1, "link", msg),
                  n(1, b + 2, "link", "Byte Blaze"), s(1, ago), s(1, sha), n(1, b + 5, "button", "Copy commit SHA"),
                  n(1, b + 6, "link", "Browse Files")]
    return page(f"{GL}/{GLP}/-/commits/main/package.json", "Commits · main · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_blame() -> str:
    lines = gl_chrome("Repository") + gl_crumbs("Repository") + [
        n(0, 230, "main", ""),
        n(1, 231, "button", "main", "hasPopup='menu'", "expanded=False"),
        n(1, 233, "link", "accessible-html-content-patterns"), s(1, "/"), s(1, "package.json"),
        n(1, 236, "link", "Find file"), n(1, 237, "link", "Normal view"), n(1, 238, "link", "History"), n(1, 239, "link", "Permalink"),
        s(1, "package.json"), s(1, "688 B"),
        n(1, 244, "link", "Open raw"), n(1, 245, "link", "Download"),
        n(1, 250, "table", ""),
    ]
    bid = 252
    for sha, title, date, a, b in BLAME:
        lines += [n(2, bid, "row", ""), n(3, bid + 1, "cell", ""), n(4, bid + 2, "img", "Byte Blaze's avatar"),
                  n(4, bid + 3, "link", title), n(4, bid + 4, "link", "Byte Blaze"), s(4, f"committed {date}"),
                  n(4, bid + 5, "link", sha), n(4, bid + 6, "link", "View blame prior to this change")]
        bid += 8
        lines.append(n(3, bid, "cell", ""))
        bid += 1
        for k in range(a, b + 1):
            lines += [n(4, bid, "link", str(k)), s(4, PKG[k - 1])]
            bid += 1
    return page(f"{GL}/{GLP}/-/blame/main/package.json", "Blame · package.json · main · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_commit() -> str:
    diff = [
        (11, 11, " ", '  "author": "Scott O\'Hara",'),
        (12, 12, " ", '  "license": "MIT",'),
        (13, 13, " ", '  "devDependencies": {'),
        (14, None, "-", '    "@11ty/eleventy": "^1.0.2",'),
        (None, 14, "+", '    "@11ty/eleventy": "^2.0.0",'),
        (15, 15, " ", '    "pa11y-ci": "^3.0.1",'),
        (16, 16, " ", '    "prettier": "^2.8.4"'),
        (17, 17, " ", "  },"),
    ]
    lines = gl_chrome("Repository") + gl_crumbs("Repository", "Commits", "7d41be09") + [
        n(0, 230, "main", ""),
        s(1, "Commit"), s(1, "7d41be09"), n(1, 233, "button", "Copy commit SHA"),
        s(1, "authored 4 months ago by"), n(1, 235, "link", "Byte Blaze"),
        n(1, 236, "button", "Options", "hasPopup='menu'"), n(1, 237, "link", "Browse files"),
        n(1, 240, "heading", "Bump @11ty/eleventy to 2.0.1"),
        s(1, "1 parent"), n(1, 242, "link", "5c02a8f7"),
        s(1, "No related merge requests found"),
        s(1, "Showing"), n(1, 245, "button", "2 changed files", "hasPopup='menu'"),
        s(1, "with"), s(1, "1,412 additions"), s(1, "and"), s(1, "1,288 deletions"),
        n(1, 250, "button", "Hide whitespace changes"), n(1, 251, "button", "Inline"), n(1, 252, "button", "Side-by-side"),
        n(1, 260, "button", "Hide file contents"), n(1, 261, "link", "package-lock.json"), n(1, 262, "button", "Copy file path"),
        s(1, "+1411 −1287"), n(1, 264, "button", "View file @ 7d41be09"),
        s(1, "File suppressed by a .gitattributes entry or the file's encoding is unsupported."),
        n(1, 270, "button", "Hide file contents"), n(1, 271, "link", "package.json"), n(1, 272, "button", "Copy file path"),
        s(1, "+1 −1"), n(1, 274, "button", "View file @ 7d41be09"),
        n(1, 280, "table", ""),
        n(2, 281, "row", ""), s(3, "@@ -11,7 +11,7 @@"),
    ]
    bid = 283
    for old, new, sign, text in diff:
        lines += [n(2, bid, "row", ""), n(3, bid + 1, "link", "" if old is None else str(old)),
                  n(3, bid + 2, "link", "" if new is None else str(new)), s(3, f"{sign}{text}")]
        bid += 3
    lines += [n(1, 320, "heading", "0 comments on commit 7d41be09"),
              n(1, 322, "textbox", "Write a comment or drag your files here…", "required=False"),
              n(1, 323, "button", "Comment")]
    return page(f"{GL}/{GLP}/-/commit/7d41be09e5b2c6a1f9d07344c21ab86e5f10c3d2", "Bump @11ty/eleventy to 2.0.1 (7d41be09) · Commits · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_issues() -> str:
    issues = [
        ("#12", "Table pattern: caption is announced twice in NVDA", "opened 2 weeks ago by", "Roshan Jossy", "Bug", "updated 3 days ago", "2"),
        ("#11", "Add a disclosure widget example using details/summary", "opened 1 month ago by", "Byte Blaze", "enhancement", "updated 1 month ago", "0"),
        ("#9", "pa11y-ci fails on /patterns/forms/ because of missing label", "opened 4 months ago by", "Byte Blaze", "Bug", "updated 4 months ago", "5"),
    ]
    lines = gl_chrome("Issues") + gl_crumbs("Issues") + [
        n(0, 230, "main", ""),
        n(1, 231, "tablist", ""), n(2, 232, "tab", "Open 3", "selected=True"), n(2, 233, "tab", "Closed 8", "selected=False"), n(2, 234, "tab", "All 11", "selected=False"),
        n(1, 236, "link", "Subscribe to RSS feed"), n(1, 237, "button", "Edit issues"), n(1, 238, "link", "New issue"),
        n(1, 240, "button", "Recent searches", "hasPopup='menu'"), n(1, 241, "textbox", "Search or filter results…", "required=False"),
        n(1, 243, "button", "Created date", "hasPopup='menu'"), n(1, 244, "button", "Sort direction: Descending"),
        n(1, 250, "list", ""),
    ]
    for i, (num, title, opened, who, label, upd, comments) in enumerate(issues):
        b = 251 + 8 * i
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", title), s(3, num), s(3, opened), n(3, b + 3, "link", who),
                  n(3, b + 4, "link", label), s(3, upd), n(3, b + 6, "link", comments)]
    return page(f"{GL}/{GLP}/-/issues", "Issues · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_new_issue() -> str:
    lines = gl_chrome("Issues") + gl_crumbs("Issues", "New") + [
        n(0, 230, "main", ""),
        n(1, 231, "heading", "New Issue"),
        s(1, "Title (required)"), n(1, 233, "textbox", "Title (required)", "focused", "required=True"),
        s(1, "Type"), n(1, 235, "button", "Issue", "hasPopup='listbox'"),
        s(1, "Description"), n(1, 237, "combobox", "Choose a template", "hasPopup='listbox'", "expanded=False"),
        n(1, 238, "tab", "Write", "selected=True"), n(1, 239, "tab", "Preview", "selected=False"),
        n(1, 240, "textbox", "Description", "required=False"),
        n(1, 242, "checkbox", "This issue is confidential and should only be visible to team members with at least Reporter access.", "checked='false'"),
        s(1, "Assignee"), n(1, 244, "button", "Unassigned", "hasPopup='menu'"), n(1, 245, "link", "Assign to me"),
        s(1, "Milestone"), n(1, 247, "button", "Milestone", "hasPopup='menu'"),
        s(1, "Labels"), n(1, 249, "button", "Labels", "hasPopup='menu'"),
        s(1, "Due date"), n(1, 251, "textbox", "Select due date", "required=False"),
        n(1, 253, "button", "Create issue"), n(1, 254, "link", "Cancel"),
    ]
    return page(f"{GL}/{GLP}/-/issues/new", "New Issue · Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def gl_home() -> str:
    lines = gl_chrome("") + gl_crumbs() + [
        n(0, 230, "main", ""),
        n(1, 231, "img", "A"), n(1, 232, "heading", "accessible-html-content-patterns"),
        s(1, "Project ID: 186"), n(1, 234, "button", "Copy project ID"),
        n(1, 235, "button", "Notification setting - Global", "hasPopup='menu'"),
        n(1, 236, "button", "Star"), n(1, 237, "link", "3"), n(1, 238, "link", "Fork"), n(1, 239, "link", "0"),
        n(1, 241, "link", "43 Commits"), n(1, 242, "link", "2 Branches"), n(1, 243, "link", "1 Tag"), s(1, "1.1 MB Project Storage"),
        s(1, "The full HTML5 Doctor Element Index as well as common markup patterns for quick reference."),
        n(1, 250, "button", "main", "hasPopup='menu'", "expanded=False"),
        n(1, 252, "link", "History"), n(1, 253, "link", "Find file"), n(1, 254, "button", "Clone", "hasPopup='menu'"),
        n(1, 256, "link", "README"), n(1, 257, "link", "MIT License"), n(1, 258, "link", "CI/CD configuration"),
    ]
    return page(f"{GL}/{GLP}", "Byte Blaze / accessible-html-content-patterns · GitLab", lines)


def t03(rs: RowSet) -> None:
    at_commit = [(name, msg, when) for name, msg, when in FILES]
    at_commit[8] = ("package-lock.json", "Bump @11ty/eleventy to 2.0.1", "4 months ago")
    at_commit[9] = ("package.json", "Bump @11ty/eleventy to 2.0.1", "4 months ago")
    turns = [
        ("click('126')", gl_tree("main", FILES, "Bump prettier to 2.8.8", "a3f9c1e2", "3 months ago")),
        ("click('307')", gl_blob()),
        ("click('238')", gl_history()),
        ("go_back()", gl_blob()),
        ("click('237')", gl_blame()),
        ("click('297')", gl_commit()),
        ("click('237')", gl_tree("7d41be09e5b2c6a1f9d07344c21ab86e5f10c3d2", at_commit, "Bump @11ty/eleventy to 2.0.1", "7d41be09", "4 months ago")),
        ("click('128')", gl_issues()),
        ("click('238')", gl_new_issue()),
    ]
    rs.add("web", "h54-web-03", SYSTEM, turns, state=gl_home(), bad=True, turn=6,
           kind="the commit that blame credits for package.json line 14 adds \"@11ty/eleventy\": \"^2.0.0\" while the blob and blame show \"^2.0.1\"")


# ---------------------------------------------------------------------------------------------------------
# 04 Postmill forum (WebArena reddit), clean: upvote, comment, edit the comment, counters of others move, re-sort.
# ---------------------------------------------------------------------------------------------------------

PM = "http://localhost:9999"
PM_POSTS = {
    "D": dict(id=41512, title="Monthly 'What are you reading?' thread — March", user="AutoModerator", score=66, comments=212,
              when="March 1, 2024 at 12:00:00 AM EST", ago="11 days ago", slug="monthly-what-are-you-reading-thread-march", sticky=True),
    "B": dict(id=41860, title="Finished Piranesi in one sitting and I need to talk about the House", user="lanternfish_reads", score=128, comments=57,
              when="March 12, 2024 at 5:02:41 AM EDT", ago="9 hours ago", slug="finished-piranesi-in-one-sitting-and-i-need-to-talk-about-the", sticky=False),
    "A": dict(id=41877, title="What's the best English translation of The Brothers Karamazov?", user="quietmarginalia", score=41, comments=6,
              when="March 12, 2024 at 9:14:03 AM EDT", ago="5 hours ago", slug="whats-the-best-english-translation-of-the-brothers-karamazov", sticky=False),
    "F": dict(id=41851, title="Is it worth reading the Dune sequels?", user="spicebaron", score=33, comments=41,
              when="March 12, 2024 at 12:27:55 AM EDT", ago="14 hours ago", slug="is-it-worth-reading-the-dune-sequels", sticky=False),
    "C": dict(id=41889, title="Libraries in my county are cutting Sunday hours — what's happening where you live?", user="stacks_and_stacks", score=17, comments=9,
              when="March 12, 2024 at 12:02:19 PM EDT", ago="2 hours ago", slug="libraries-in-my-county-are-cutting-sunday-hours-whats", sticky=False),
    "E": dict(id=41893, title="Books that changed how you think about time?", user="ordinaryfolio", score=9, comments=14,
              when="March 12, 2024 at 1:05:47 PM EDT", ago="1 hour ago", slug="books-that-changed-how-you-think-about-time", sticky=False),
    "G": dict(id=41902, title="Anyone else keep a commonplace book?", user="marginalia_moth", score=1, comments=0,
              when="March 12, 2024 at 2:19:30 PM EDT", ago="3 minutes ago", slug="anyone-else-keep-a-commonplace-book", sticky=False),
}


def pm_nav(user_focus: bool = False) -> list[str]:
    return [
        n(0, 20, "link", "Jump to main content"), n(0, 21, "link", "Jump to sidebar"),
        n(0, 24, "navigation", ""), n(1, 27, "link", "Home"), s(2, "Postmill"),
        n(1, 31, "list", ""), n(2, 32, "listitem", ""), n(3, 33, "link", "Forums"), n(2, 34, "listitem", ""), n(3, 35, "link", "Wiki"),
        n(1, 40, "searchbox", "Search query", "required=False"),
        n(1, 41, "list", ""), n(2, 42, "listitem", ""), n(3, 43, "link", "Notifications (0)"),
        n(2, 44, "listitem", ""), n(3, 45, "link", "Submit"),
        n(2, 46, "listitem", ""), n(3, 47, "button", "MarvelsGrantMan136", "hasPopup='menu'", *(["focused"] if user_focus else []), "expanded=False"),
    ]


def pm_forum(order: list[str], scores: dict[str, int], counts: dict[str, int], voted: set[str], sort: str) -> str:
    lines = pm_nav() + [
        n(0, 50, "main", ""),
        n(1, 52, "heading", "/f/books"), n(2, 53, "link", "/f/books"),
        n(1, 55, "button", f"Sort by: {sort}", "hasPopup='menu'", "expanded=False"),
        n(1, 56, "button", "From: All time", "hasPopup='menu'", "expanded=False"),
    ]
    for i, key in enumerate(order):
        p = PM_POSTS[key]
        b = 60 + 14 * i
        url = f"{PM}/f/books/{p['id']}/{p['slug']}"
        lines += [n(1, b, "article", "")]
        if p["sticky"]:
            lines.append(s(2, "Sticky"))
        lines += [n(2, b + 1, "heading", p["title"]), n(3, b + 2, "link", p["title"]), s(2, "Submitted by"),
                  n(2, b + 4, "link", p["user"]), s(2, "t3_" + format(p["id"], "x")),
                  n(2, b + 6, "time", p["when"]), s(3, p["ago"]),
                  n(2, b + 8, "link", f"{counts[key]} comment" + ("" if counts[key] == 1 else "s")),
                  n(2, b + 9, "button", "Save"), n(2, b + 10, "link", "Share", f"url='{url}'"),
                  n(2, b + 11, "button", "Retract upvote" if key in voted else "Upvote"), s(2, str(scores[key])),
                  n(2, b + 13, "button", "Downvote")]
    lines += [
        n(1, 200, "link", "More"),
        n(0, 210, "complementary", ""),
        n(1, 211, "heading", "books"), n(2, 212, "link", "books"),
        s(1, "Discussion of books, reading and the people who write them. Be kind; no piracy links."),
        n(1, 214, "button", "Unsubscribe"), s(1, "14,902"),
        s(1, "Created"), n(1, 216, "time", "January 22, 2018 at 3:41:12 PM EST"), s(2, "6 years ago"),
        n(1, 218, "heading", "Moderators"), n(1, 219, "link", "pagebreaker"), n(1, 220, "link", "dogeared_dana"),
        n(1, 222, "link", "Forum bans"), n(1, 223, "link", "Moderation log"),
    ]
    suffix = "" if sort == "Hot" else "/new"
    return page(f"{PM}/f/books{suffix}", "books", lines)


PM_COMMENTS = [
    (512201, 0, "slavlit_nerd", 18, "4 hours ago", "Pevear & Volokhonsky is the one everyone recommends, but I bounced off their prose. Try a chapter of each before committing."),
    (512207, 1, "quietmarginalia", 6, "4 hours ago", "That's fair — which chapter would you use as the test? I was thinking The Grand Inquisitor."),
    (512219, 2, "slavlit_nerd", 5, "3 hours ago", "Grand Inquisitor is good, but also compare the first page of Book One; the tone differences show up immediately."),
    (512230, 0, "bookwyrm_77", 11, "3 hours ago", "I read Constance Garnett first. Dated in places, but she keeps the momentum going better than anyone."),
    (512244, 0, "ferny", 3, "2 hours ago", "Michael Katz's 2023 translation is worth a look too."),
    (512261, 1, "quietmarginalia", 2, "1 hour ago", "Oh, I hadn't heard of that one. Adding it to the list."),
]
MY_CID = 512318


def pm_submission(score: int, voted: bool, mine: str | None, draft: str = "", edited: bool = False) -> str:
    p = PM_POSTS["A"]
    comments = list(PM_COMMENTS)
    if mine is not None:
        comments.append((MY_CID, 0, "MarvelsGrantMan136", 1, "1 minute ago" if edited else "1 second ago", mine))
    total = len(comments)
    lines = pm_nav() + [
        n(0, 50, "main", ""),
        n(1, 52, "heading", "/f/books"), n(2, 53, "link", "/f/books"),
        n(1, 60, "article", ""),
        n(2, 61, "heading", p["title"]), n(3, 62, "link", p["title"]),
        s(2, "Submitted by"), n(2, 64, "link", p["user"]), s(2, "t3_" + format(p["id"], "x")),
        n(2, 66, "time", p["when"]), s(3, p["ago"]),
        s(2, "I'm finally tackling it this spring. I've seen people argue for Pevear & Volokhonsky, Garnett, McDuff and a newer one I can't remember. If you've read more than one, which did you prefer and why?"),
        n(2, 68, "link", f"{total} comments"), n(2, 69, "button", "Save"), n(2, 70, "link", "Share"),
        n(2, 71, "button", "Retract upvote" if voted else "Upvote"), s(2, str(score)), n(2, 73, "button", "Downvote"),
        n(1, 80, "heading", f"{total} comments"),
        n(1, 82, "button", "Sort by: Top", "hasPopup='menu'", "expanded=False"),
        s(1, "Comment"),
        n(1, 84, "textbox", "Comment", *(["focused"] if draft else []), "required=True"),
    ]
    if draft:
        lines.append(s(2, draft))
    lines += [n(1, 85, "checkbox", "Subscribe to replies", "checked='true'"), n(1, 86, "button", "Post")]
    for cid, depth, user, pts, ago, text in comments:
        b = 90 + (cid % 1000 - 200) * 10
        lines += [n(1 + depth, b, "article", ""), n(2 + depth, b + 1, "link", user), s(2 + depth, ago)]
        if edited and cid == MY_CID:
            lines.append(s(2 + depth, "(edited 8 seconds ago)"))
        lines += [s(2 + depth, text), n(2 + depth, b + 3, "link", "Reply"), n(2 + depth, b + 4, "link", "Permalink")]
        if user == "MarvelsGrantMan136":
            lines += [n(2 + depth, b + 5, "link", "Edit"), n(2 + depth, b + 6, "button", "Delete")]
        lines += [n(2 + depth, b + 7, "button", "Retract upvote" if user == "MarvelsGrantMan136" else "Upvote"), s(2 + depth, str(pts)),
                  n(2 + depth, b + 9, "button", "Downvote")]
    anchor = f"#comment_{MY_CID}" if mine is not None else ""
    return page(f"{PM}/f/books/{p['id']}/{p['slug']}{anchor}", p["title"], lines)


def pm_edit(text: str, focused: bool) -> str:
    lines = pm_nav() + [
        n(0, 50, "main", ""),
        n(1, 52, "heading", "Editing comment"),
        s(1, "Replying to"), n(1, 54, "link", PM_POSTS["A"]["title"]),
        s(1, "Comment"), n(1, 56, "textbox", "Comment", *(["focused"] if focused else []), "required=True"), s(2, text),
        n(1, 57, "button", "Formatting help", "expanded=False"),
        n(1, 58, "button", "Save"),
    ]
    return page(f"{PM}/f/books/41877/-/comment/{MY_CID}/edit", "Editing comment", lines)


def t04(rs: RowSet) -> None:
    hot = ["D", "B", "A", "F", "C", "E"]
    base_scores = {k: v["score"] for k, v in PM_POSTS.items()}
    base_counts = {k: v["comments"] for k, v in PM_POSTS.items()}
    up = dict(base_scores, A=42)
    first = "Seconding the McDuff translation for Penguin — the notes on Orthodox liturgy helped a lot."
    second = "Seconding the McDuff translation (Penguin Classics, 1993) — the endnotes on Orthodox liturgy helped a lot."
    later_scores = dict(up, C=19, B=131, E=10)
    later_counts = dict(base_counts, A=7, C=11, B=59)
    turns = [
        ("click('99')", pm_forum(hot, up, base_counts, {"A"}, "Hot")),
        ("click('96')", pm_submission(42, True, None)),
        ("fill('84', " + repr(first) + ")", pm_submission(42, True, None, draft=first)),
        ("click('86')", pm_submission(42, True, first)),
        ("click('1275')", pm_edit(first, False)),
        ("fill('56', " + repr(second) + ")", pm_edit(second, True)),
        ("click('58')", pm_submission(42, True, second, edited=True)),
        ("click('53')", pm_forum(hot, later_scores, later_counts, {"A"}, "Hot")),
        ("goto('http://localhost:9999/f/books/new')", pm_forum(["D", "G", "E", "C", "A", "B", "F"], later_scores, later_counts, {"A"}, "New")),
    ]
    rs.add("web", "h54-web-04", SYSTEM, turns, state=pm_forum(hot, base_scores, base_counts, set(), "Hot"))


# ---------------------------------------------------------------------------------------------------------
# 05 OpenStreetMap (WebArena map), clean: directions by car, then on foot, then reversed, then zoom.
# ---------------------------------------------------------------------------------------------------------

OSM = "http://localhost:3000"
CAR_STEPS = [
    ("1. Start on Forbes Avenue", "350m"), ("2. Turn right onto Morewood Avenue", "400m"),
    ("3. Turn left onto Fifth Avenue", "1.9km"), ("4. Turn right onto Bellefield Avenue", "300m"),
    ("5. Slight left onto Bigelow Boulevard", "2.4km"), ("6. Take the ramp on the left towards I 279 North: I 376 West: Airport", "900m"),
    ("7. Merge onto Penn Lincoln Parkway (I 376)", "17km"), ("8. Take exit 53 towards Business 376: Airport", "1.1km"),
    ("9. Continue onto Airport Boulevard", "3.2km"), ("10. Slight right onto Arrivals Road", "3.4km"),
    ("11. Reach destination", "0m"),
]
FOOT_STEPS = [
    ("1. Start on Forbes Avenue", "1.3km"), ("2. Turn right onto Boulevard of the Allies", "3.6km"),
    ("3. Turn left onto Grant Street", "500m"), ("4. Turn right onto Fort Pitt Boulevard", "1.1km"),
    ("5. Turn left onto Smithfield Street Bridge", "300m"), ("6. Turn right onto West Carson Street", "2.8km"),
    ("7. Turn left onto Steuben Street", "2.2km"), ("8. Continue onto Noblestown Road", "4.7km"),
    ("9. Turn right onto Steubenville Pike", "6.9km"), ("10. Turn left onto McClaren Road", "1.9km"),
    ("11. Turn right onto Airport Boulevard", "1.6km"), ("12. Reach destination", "0m"),
]
FOOT_BACK = [
    ("1. Start on Arrivals Road", "300m"), ("2. Turn left onto Airport Boulevard", "1.6km"),
    ("3. Turn left onto McClaren Road", "1.9km"), ("4. Turn right onto Steubenville Pike", "6.9km"),
    ("5. Continue onto Noblestown Road", "4.7km"), ("6. Continue onto Steuben Street", "2.2km"),
    ("7. Turn right onto West Carson Street", "2.8km"), ("8. Turn left onto Smithfield Street Bridge", "300m"),
    ("9. Turn left onto Fort Pitt Boulevard", "1.1km"), ("10. Turn left onto Grant Street", "500m"),
    ("11. Turn right onto Fifth Avenue", "4.1km"), ("12. Turn right onto Morewood Avenue", "500m"),
    ("13. Reach destination", "0m"),
]


def osm_top() -> list[str]:
    return [
        n(0, 35, "heading", "OpenStreetMap logo OpenStreetMap"), n(1, 36, "link", "OpenStreetMap logo OpenStreetMap"), n(2, 37, "img", "OpenStreetMap logo"),
        n(0, 42, "link", "Edit"), n(0, 43, "button", "", "hasPopup='menu'"),
        n(0, 50, "link", "History"), n(0, 51, "link", "Export"), n(0, 52, "link", "GPS Traces"), n(0, 53, "link", "User Diaries"),
        n(0, 54, "link", "Communities"), n(0, 55, "link", "Copyright"), n(0, 56, "link", "Help"), n(0, 57, "link", "About"),
        n(0, 60, "link", "Log In"), n(0, 61, "link", "Sign Up"),
    ]


def osm_controls(scale: str) -> list[str]:
    return [
        n(0, 300, "link", "Zoom In"), n(0, 301, "link", "Zoom Out"), n(0, 302, "button", "Show My Location"),
        n(0, 304, "link", "Layers"), n(0, 305, "link", "Share"), n(0, 307, "link", "Add a note to the map"), n(0, 308, "link", "Map Data"),
        n(0, 309, "link", "Query features"),
        s(0, scale[0]), s(0, scale[1]),
        s(0, "©"), n(0, 312, "link", "OpenStreetMap contributors"), s(0, "♥"), n(0, 313, "link", "Make a Donation"),
        s(0, "."), n(0, 314, "link", "Website and API terms"),
    ]


def osm_home() -> str:
    lines = osm_top() + [
        n(0, 70, "search", ""),
        n(1, 71, "textbox", "Search", "focused", "required=False"),
        n(1, 72, "button", "Where is this?"), n(1, 73, "button", "Go"),
        n(1, 74, "link", "Find directions between two points"),
        n(0, 80, "heading", "Welcome to OpenStreetMap!"), n(0, 81, "button", "Close"),
        s(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license."),
        s(0, "Hosting is supported by"), n(0, 84, "link", "UCL"), n(0, 85, "link", "Fastly"), n(0, 86, "link", "Bytemark Hosting"),
        s(0, ", and other"), n(0, 87, "link", "partners"), s(0, "."),
        n(0, 88, "link", "Learn More"), n(0, 89, "link", "Start Mapping"),
    ] + osm_controls(("2 km", "1 mi"))
    return page(f"{OSM}/#map=13/40.4443/-79.9436", "OpenStreetMap", lines)


def osm_dir(engine: str, frm: str, to: str, focus: str = "", result: tuple[str, list[tuple[str, str]]] | None = None,
            url: str = f"{OSM}/directions", scale: tuple[str, str] = ("2 km", "1 mi")) -> str:
    engines = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)"]
    lines = osm_top() + [
        n(0, 148, "complementary", ""),
        n(1, 149, "combobox", "", "hasPopup='menu'", "expanded=False"),
    ]
    for i, e in enumerate(engines):
        lines.append(n(2, 160 + i, "option", e, f"selected={e == engine}"))
    lines += [
        n(1, 152, "textbox", "From", *(["focused"] if focus == "from" else []), "required=False"),
    ]
    if frm:
        lines.append(s(2, frm))
    lines.append(n(1, 153, "textbox", "To", *(["focused"] if focus == "to" else []), "required=False"))
    if to:
        lines.append(s(2, to))
    lines += [n(1, 155, "button", "Go"), n(1, 157, "link", "Reverse Directions"), n(1, 158, "button", "Close")]
    if result:
        summary, steps = result
        lines += [n(0, 200, "heading", "Directions"), n(0, 201, "link", "Close"), s(0, summary),
                  n(0, 203, "table", "")]
        for i, (txt, dist) in enumerate(steps):
            b = 204 + 4 * i
            lines += [n(1, b, "row", ""), n(2, b + 1, "cell", ""), n(2, b + 2, "cell", txt), n(2, b + 3, "cell", dist)]
        lines += [s(0, "Directions courtesy of"), n(0, 290, "link", "OSRM (FOSSGIS)")]
    return page(url, "OpenStreetMap", lines + osm_controls(scale))


def t05(rs: RowSet) -> None:
    cmu, pit = "Carnegie Mellon University", "Pittsburgh International Airport"
    route = "route=40.4443%2C-79.9436%3B40.4958%2C-80.2413"
    back = "route=40.4958%2C-80.2413%3B40.4443%2C-79.9436"
    car = ("Distance: 31km. Time: 0:29.", CAR_STEPS)
    foot = ("Distance: 27km. Time: 5:31.", FOOT_STEPS)
    foot_back = ("Distance: 27km. Time: 5:34.", FOOT_BACK)
    turns = [
        ("click('74')", osm_dir("Car (OSRM)", "", "", focus="from")),
        ("fill('152', 'Carnegie Mellon University')", osm_dir("Car (OSRM)", cmu, "", focus="from")),
        ("fill('153', 'Pittsburgh International Airport')", osm_dir("Car (OSRM)", cmu, pit, focus="to")),
        ("click('155')", osm_dir("Car (OSRM)", cmu, pit, result=car, url=f"{OSM}/directions?engine=fossgis_osrm_car&{route}#map=12/40.4700/-80.0925", scale=("3 km", "2 mi"))),
        ("select_option('149', 'Foot (OSRM)')", osm_dir("Foot (OSRM)", cmu, pit, result=foot, url=f"{OSM}/directions?engine=fossgis_osrm_foot&{route}#map=12/40.4552/-80.0871", scale=("3 km", "2 mi"))),
        ("click('157')", osm_dir("Foot (OSRM)", pit, cmu, result=foot_back, url=f"{OSM}/directions?engine=fossgis_osrm_foot&{back}#map=12/40.4552/-80.0871", scale=("3 km", "2 mi"))),
        ("click('300')", osm_dir("Foot (OSRM)", pit, cmu, result=foot_back, url=f"{OSM}/directions?engine=fossgis_osrm_foot&{back}#map=13/40.4552/-80.0871", scale=("2 km", "1 mi"))),
    ]
    rs.add("web", "h54-web-05", SYSTEM, turns, state=osm_home())


# ---------------------------------------------------------------------------------------------------------
# 06 Wikipedia in Kiwix (WebArena), bad: back on the Ohio River article, the infobox discharge has changed.
# ---------------------------------------------------------------------------------------------------------

KIWIX = "http://localhost:8888"
WIKI = f"{KIWIX}/wikipedia_en_all_maxi_2022-05/A"


def kiwix_bar(query: str = "", suggestions: list[str] | None = None) -> list[str]:
    out = [
        n(0, 17, "link", "Go to welcome page"), n(1, 18, "button", "🏠"),
        n(0, 19, "link", "Go to the main page of 'Wikipedia'"), n(1, 20, "button", "Wikipedia"),
        n(0, 21, "link", "Go to a randomly selected page"), n(1, 22, "button", "🎲"),
        n(0, 25, "searchbox", "Search 'Wikipedia'", *(["focused"] if query else []), "autocomplete='list'", "hasPopup='listbox'",
          f"expanded={bool(suggestions)}"),
    ]
    if query:
        out.append(s(1, query))
    if suggestions:
        out.append(n(0, 26, "listbox", ""))
        for i, sug in enumerate(suggestions):
            out.append(n(1, 27 + i, "option", sug, "selected=False"))
    return out


def wiki_article(slug: str, title: str, base: int, infobox: list[tuple[str, str]], body: list[tuple[str, list]],
                 query: str = "") -> str:
    lines = kiwix_bar(query) + [n(0, base, "article", ""), n(1, base + 1, "heading", title)]
    bid = base + 2
    lines.append(n(1, bid, "table", ""))
    bid += 1
    for head, val in infobox:
        lines.append(n(2, bid, "row", ""))
        bid += 1
        if val is None:
            lines.append(n(3, bid, "columnheader", head))
        else:
            lines += [n(3, bid, "rowheader", head), n(3, bid + 1, "cell", val)]
            bid += 1
        bid += 1
    for heading, paras in body:
        if heading:
            lines.append(n(1, bid, "heading", heading))
            bid += 1
        for para in paras:
            for seg in para:
                if isinstance(seg, tuple):
                    lines.append(n(1, seg[0], "link", seg[1]))
                else:
                    lines.append(s(1, seg))
    return page(f"{WIKI}/{slug}", title, lines)


ALLEGHENY_BOX = [
    ("Allegheny River", None), ("Country", "United States"), ("States", "Pennsylvania, New York"),
    ("Cities", "Pittsburgh, Pennsylvania; Warren, Pennsylvania; Oil City, Pennsylvania; Franklin, Pennsylvania; Olean, New York"),
    ("Physical characteristics", None), ("Source", "Potter County, Pennsylvania"),
    ("• location", "near Coudersport, Pennsylvania"), ("• elevation", "2,490 ft (760 m)"),
    ("Mouth", "Ohio River"), ("• location", "Pittsburgh, Pennsylvania"), ("• elevation", "709 ft (216 m)"),
    ("Length", "325 mi (523 km)"), ("Basin size", "11,580 sq mi (30,000 km2)"),
    ("Discharge", None), ("• location", "Natrona, Pennsylvania"), ("• average", "19,750 cu ft/s (559 m3/s)"),
    ("Basin features", None), ("• left", "Potato Creek, Conewango Creek, Brokenstraw Creek, Oil Creek, French Creek"),
    ("• right", "Tionesta Creek, Clarion River, Redbank Creek, Mahoning Creek, Crooked Creek, Kiskiminetas River"),
]
ALLEGHENY_BODY = [
    ("", [[
        "The Allegheny River is a 325-mile-long (523 km) headwater stream of the",
        (1940, "Ohio River"),
        "in western Pennsylvania and New York. The Allegheny River runs from its headwaters just below the middle of Pennsylvania's northern border, northwesterly into New York then in a zigzag southwesterly across the border and through Western Pennsylvania to join the",
        (1941, "Monongahela River"),
        "at the",
        (1942, "Point"),
        "of Point State Park in Downtown",
        (1943, "Pittsburgh"),
        ", where the two rivers form the Ohio.",
    ]]),
    ("Course", [[
        "The river rises in Potter County, flows north into Cattaraugus County, New York, then turns back south into Warren County, Pennsylvania, where it is impounded by the",
        (1944, "Kinzua Dam"),
        "to form the Allegheny Reservoir. Below Warren it passes Tidioute, Tionesta, Oil City and Franklin, where it receives French Creek.",
    ]]),
    ("Navigation", [[
        "Eight locks and dams maintained by the U.S. Army Corps of Engineers make the lower 72 miles (116 km) navigable from Pittsburgh upstream to East Brady.",
    ]]),
    ("History", [[
        "The name Allegheny comes from the Lenape word welhik hane or oolikhanna, which means 'best flowing river of the hills'. Seneca and Lenape peoples treated the Allegheny and the Ohio as a single river.",
    ]]),
]
OHIO_BOX = [
    ("Ohio River", None), ("Country", "United States"),
    ("States", "Pennsylvania, Ohio, West Virginia, Kentucky, Indiana, Illinois"),
    ("Cities", "Pittsburgh, PA; Wheeling, WV; Huntington, WV; Cincinnati, OH; Louisville, KY; Evansville, IN; Cairo, IL"),
    ("Physical characteristics", None), ("Source", "Allegheny River and Monongahela River"),
    ("• location", "Pittsburgh, Pennsylvania"), ("• elevation", "709 ft (216 m)"),
    ("Mouth", "Mississippi River"), ("• location", "Cairo, Illinois"), ("• elevation", "290 ft (88 m)"),
    ("Length", "981 mi (1,579 km)"), ("Basin size", "189,422 sq mi (490,600 km2)"),
    ("Discharge", None), ("• location", "Cairo, Illinois"), ("• average", "281,500 cu ft/s (7,970 m3/s)"),
    ("• minimum", "5,000 cu ft/s (140 m3/s)"), ("• maximum", "1,850,000 cu ft/s (52,000 m3/s)"),
    ("Basin features", None), ("• left", "Beaver River, Muskingum River, Scioto River, Great Miami River, Wabash River"),
    ("• right", "Kanawha River, Big Sandy River, Licking River, Kentucky River, Green River, Cumberland River, Tennessee River"),
]
OHIO_BODY = [
    ("", [[
        "The Ohio River is a 981-mile (1,579 km) long river in the United States. It is located at the boundary of the Midwestern and Southern United States, flowing southwesterly from western Pennsylvania to its mouth on the",
        (2060, "Mississippi River"),
        "at the southern tip of Illinois. It is the third largest river by discharge volume in the United States. The river begins at the confluence of the",
        (2061, "Allegheny"),
        "and",
        (2062, "Monongahela"),
        "rivers in",
        (2063, "Pittsburgh"),
        ".",
    ]]),
    ("Geography", [[
        "The Ohio River is a naturally shallow river that was artificially deepened by a series of dams. The natural depth of the river varied from about 3 to 20 feet (1 to 6 m); the dams raise the water level and maintain a minimum depth of 9 feet (2.7 m).",
    ]]),
    ("History", [[
        "The river was a primary transportation route during the westward expansion of the early United States, and it formed the southern boundary of the Northwest Territory.",
    ]]),
]
PITT_BOX = [
    ("Pittsburgh", None), ("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"),
    ("Founded", "November 27, 1758"), ("Incorporated (borough)", "April 22, 1794"), ("Incorporated (city)", "March 18, 1816"),
    ("Government", None), ("• Mayor", "Ed Gainey (D)"),
    ("Area", None), ("• City", "58.35 sq mi (151.13 km2)"), ("• Land", "55.38 sq mi (143.42 km2)"), ("• Water", "2.97 sq mi (7.70 km2)"),
    ("Elevation", "1,223 ft (373 m)"),
    ("Population (2020)", None), ("• City", "302,971"), ("• Rank", "68th in the United States 2nd in Pennsylvania"),
    ("• Density", "5,471/sq mi (2,112/km2)"), ("• Metro", "2,370,930 (US: 26th)"),
    ("Time zone", "UTC−05:00 (EST)"), ("ZIP Code", "152XX"), ("Area codes", "412, 878"),
]
PITT_BODY = [
    ("", [[
        "Pittsburgh is a city in the Commonwealth of Pennsylvania and the county seat of Allegheny County. It is located in southwest Pennsylvania at the confluence of the",
        (2100, "Allegheny River"),
        "and the",
        (2101, "Monongahela River"),
        ", which combine to form the",
        (2102, "Ohio River"),
        ". Pittsburgh is known as 'the Steel City' for its dominant role in the history of the U.S. steel industry, and as the 'City of Bridges' for its 446 bridges.",
    ]]),
    ("History", [[
        "Fort Pitt was built on the site of Fort Duquesne in 1758 by British forces under General John Forbes, who named the settlement after William Pitt the Elder.",
    ]]),
]
KINZUA_BOX = [
    ("Kinzua Dam", None), ("Location", "Warren County, Pennsylvania"), ("Purpose", "Flood control, hydroelectric power, recreation"),
    ("Construction began", "1960"), ("Opening date", "1965"), ("Owner(s)", "U.S. Army Corps of Engineers"),
    ("Dam and spillways", None), ("Impounds", "Allegheny River"), ("Height", "179 ft (55 m)"), ("Length", "1,897 ft (578 m)"),
    ("Reservoir", None), ("Creates", "Allegheny Reservoir"), ("Total capacity", "1,180,000 acre⋅ft (1.46 km3)"),
    ("Surface area", "21,180 acres (8,570 ha)"),
]
KINZUA_BODY = [
    ("", [[
        "The Kinzua Dam is a concrete gravity dam on the",
        (2290, "Allegheny River"),
        "in Warren County, Pennsylvania, 6 miles (9.7 km) east of the city of Warren. Construction of the dam displaced about 600 Seneca people from land guaranteed by the Treaty of Canandaigua of 1794.",
    ]]),
    ("Power generation", [[
        "The Seneca Pumped Storage Generating Station, completed in 1970, uses the Allegheny Reservoir as its lower reservoir and has a capacity of 451 MW.",
    ]]),
]


def kiwix_home(query: str = "") -> str:
    sugg = ["Allegheny River", "Allegheny River Lock and Dam No. 2", "Allegheny River Bridge", "Allegheny River Boulevard", "Allegheny River Trail"] if query else None
    lines = kiwix_bar(query, sugg) + [
        n(0, 40, "article", ""),
        n(1, 41, "heading", "Welcome to Wikipedia"),
        s(1, "the free encyclopedia that anyone can edit."),
        s(1, "6,489,052 articles in English"),
        n(1, 44, "heading", "From today's featured article"),
        s(1, "The Battle of Fort Necessity took place on July 3, 1754, in what is now Farmington in Fayette County, Pennsylvania."),
        n(1, 46, "link", "Full article..."),
        n(1, 48, "heading", "Did you know ..."),
        s(1, "... that the Smithfield Street Bridge is the oldest steel lenticular truss bridge in the United States?"),
        n(1, 50, "heading", "On this day"),
        s(1, "May 12: 1937 – The coronation of George VI and Elizabeth took place at Westminster Abbey."),
    ]
    return page(f"{KIWIX}/wikipedia_en_all_maxi_2022-05/A/User:The_other_Kiwix_guy/Landing", "Wikipedia, the free encyclopedia", lines)


def kiwix_search() -> str:
    results = [
        ("Allegheny River", "The Allegheny River is a 325-mile-long (523 km) headwater stream of the Ohio River in western Pennsylvania and New York...", "4,218 words"),
        ("Allegheny River Lock and Dam No. 2", "Allegheny River Lock and Dam No. 2 is a lock and dam on the Allegheny River in Pittsburgh, Pennsylvania...", "612 words"),
        ("Kinzua Dam", "The Kinzua Dam is a concrete gravity dam on the Allegheny River in Warren County, Pennsylvania...", "2,305 words"),
        ("Allegheny Reservoir", "The Allegheny Reservoir is a reservoir created by the Kinzua Dam on the Allegheny River...", "1,140 words"),
        ("Allegheny River Bridge", "The Allegheny River Bridge carries the Pennsylvania Turnpike across the Allegheny River...", "934 words"),
        ("Conewango Creek", "Conewango Creek is a tributary of the Allegheny River in western New York and Pennsylvania...", "1,027 words"),
        ("Oil City, Pennsylvania", "Oil City is a city in Venango County, Pennsylvania, at the confluence of Oil Creek and the Allegheny River...", "3,410 words"),
        ("Clarion River", "The Clarion River is a 110-mile-long (177 km) tributary of the Allegheny River in northwestern Pennsylvania...", "1,662 words"),
    ]
    lines = kiwix_bar() + [n(0, 40, "main", ""), s(1, 'Results 1-25 of 1,203 for "Allegheny River"'), n(1, 42, "list", "")]
    for i, (t, snip, words) in enumerate(results):
        b = 43 + 3 * i
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", t), s(3, snip), s(3, words)]
    lines += [n(1, 80, "link", "2"), n(1, 81, "link", "3"), n(1, 82, "link", "4"), n(1, 83, "link", "5"), n(1, 84, "link", "▶")]
    return page(f"{KIWIX}/search?content=wikipedia_en_all_maxi_2022-05&pattern=Allegheny+River", 'Search: "Allegheny River"', lines)


def t06(rs: RowSet) -> None:
    alle = wiki_article("Allegheny_River", "Allegheny River", 1800, ALLEGHENY_BOX, ALLEGHENY_BODY)
    ohio = wiki_article("Ohio_River", "Ohio River", 1900, OHIO_BOX, OHIO_BODY)
    ohio_bad_box = [(h, "218,500 cu ft/s (6,190 m3/s)" if v == "281,500 cu ft/s (7,970 m3/s)" else v) for h, v in OHIO_BOX]
    ohio_bad = wiki_article("Ohio_River", "Ohio River", 1900, ohio_bad_box, OHIO_BODY)
    pitt = wiki_article("Pittsburgh", "Pittsburgh", 2000, PITT_BOX, PITT_BODY)
    kinzua = wiki_article("Kinzua_Dam", "Kinzua Dam", 2180, KINZUA_BOX, KINZUA_BODY)
    kinzua_typed = wiki_article("Kinzua_Dam", "Kinzua Dam", 2180, KINZUA_BOX, KINZUA_BODY, query="Monongahela River")
    turns = [
        ("fill('25', 'Allegheny River')", kiwix_home("Allegheny River")),
        ("keyboard_press('Enter')", kiwix_search()),
        ("click('44')", alle),
        ("scroll(0, 1200)", alle),
        ("click('1940')", ohio),
        ("click('2063')", pitt),
        ("go_back()", ohio_bad),
        ("go_back()", alle),
        ("click('1944')", kinzua),
        ("fill('25', 'Monongahela River')", kinzua_typed),
    ]
    rs.add("web", "h54-web-06", SYSTEM, turns, state=kiwix_home(), bad=True, turn=7,
           kind="returning to the static Ohio River article, its infobox average discharge reads 218,500 cu ft/s (6,190 m3/s) instead of the 281,500 cu ft/s (7,970 m3/s) shown before")


# ---------------------------------------------------------------------------------------------------------
# 07 Jira Software board, clean: assign and transition one issue, rename another; column counts follow.
# ---------------------------------------------------------------------------------------------------------

JIRA = "https://northwind-web.atlassian.net"
JIRA_ISSUES = {
    "WEB-418": dict(summary="Add rate limiting to /api/search endpoint", type="Story", pts=3, who="Unassigned", prio="Medium", col="TO DO",
                    reporter="Hana Kobayashi", labels="api, backend", created="March 4, 2024 at 10:12 AM", updated="March 8, 2024 at 4:47 PM",
                    desc="Bots hit /api/search at up to 900 req/min from a handful of IPs. Add a token bucket per client IP (60 req/min, burst 20) and return 429 with Retry-After."),
    "WEB-421": dict(summary="Checkout button misaligned on Safari 17", type="Bug", pts=1, who="Unassigned", prio="High", col="TO DO",
                    reporter="Devon Clarke", labels="checkout, safari", created="March 6, 2024 at 2:31 PM", updated="March 6, 2024 at 2:31 PM",
                    desc="On Safari 17.3 the 'Place order' button overlaps the order summary when the viewport is between 768 and 820 px wide."),
    "WEB-423": dict(summary="Migrate image CDN config to Terraform", type="Task", pts=5, who="Marco Ventura", prio="Medium", col="TO DO"),
    "WEB-425": dict(summary="Update cookie banner copy for EU", type="Task", pts=1, who="Hana Kobayashi", prio="Low", col="TO DO"),
    "WEB-427": dict(summary="Spike: evaluate Playwright component tests", type="Story", pts=2, who="Priya Natarajan", prio="Medium", col="TO DO"),
    "WEB-409": dict(summary="Search results pagination returns duplicates", type="Bug", pts=3, who="Priya Natarajan", prio="High", col="IN PROGRESS"),
    "WEB-412": dict(summary="Dark mode tokens for settings pages", type="Story", pts=5, who="Hana Kobayashi", prio="Medium", col="IN PROGRESS"),
    "WEB-415": dict(summary="Upgrade Next.js to 14.1", type="Task", pts=3, who="Marco Ventura", prio="Medium", col="IN PROGRESS"),
    "WEB-404": dict(summary="Add aria-live region to cart updates", type="Story", pts=2, who="Priya Natarajan", prio="Medium", col="IN REVIEW"),
    "WEB-406": dict(summary="Fix flaky checkout e2e test", type="Task", pts=1, who="Devon Clarke", prio="Medium", col="IN REVIEW"),
    "WEB-398": dict(summary="Remove legacy jQuery from product page", type="Task", pts=3, who="Marco Ventura", prio="Low", col="DONE"),
    "WEB-399": dict(summary="Password reset email uses wrong locale", type="Bug", pts=1, who="Devon Clarke", prio="High", col="DONE"),
    "WEB-400": dict(summary="Lazy-load reviews widget", type="Story", pts=2, who="Hana Kobayashi", prio="Medium", col="DONE"),
    "WEB-401": dict(summary="Add Sentry release tagging to CI", type="Task", pts=1, who="Devon Clarke", prio="Medium", col="DONE"),
    "WEB-402": dict(summary="Wishlist count not updating after removal", type="Bug", pts=2, who="Priya Natarajan", prio="Medium", col="DONE"),
    "WEB-403": dict(summary="Footer links audit", type="Task", pts=1, who="Hana Kobayashi", prio="Low", col="DONE"),
    "WEB-405": dict(summary="Cache category tree in Redis", type="Story", pts=5, who="Marco Ventura", prio="Medium", col="DONE"),
}
JIRA_ORDER = ["WEB-418", "WEB-421", "WEB-423", "WEB-425", "WEB-427", "WEB-409", "WEB-412", "WEB-415", "WEB-404", "WEB-406",
              "WEB-398", "WEB-399", "WEB-400", "WEB-401", "WEB-402", "WEB-403", "WEB-405"]
JIRA_BID = {k: 400 + 12 * i for i, k in enumerate(JIRA_ORDER)}
COLS = ["TO DO", "IN PROGRESS", "IN REVIEW", "DONE"]


def jira_chrome() -> list[str]:
    return [
        n(0, 30, "navigation", "Primary"),
        n(1, 31, "link", "Go to your Jira homepage"), n(1, 33, "button", "Your work", "expanded=False"),
        n(1, 34, "button", "Projects", "expanded=False"), n(1, 35, "button", "Filters", "expanded=False"),
        n(1, 36, "button", "Dashboards", "expanded=False"), n(1, 37, "button", "Teams", "expanded=False"),
        n(1, 38, "button", "Apps", "expanded=False"), n(1, 39, "button", "Create"),
        n(1, 40, "combobox", "Search", "expanded=False"), n(1, 41, "button", "Notifications"),
        n(1, 42, "button", "Help"), n(1, 43, "button", "Settings"), n(1, 44, "button", "Your profile and settings"),
        n(0, 50, "navigation", "Project sidebar"),
        n(1, 51, "button", "Web Platform (WEB) Software project"), s(1, "PLANNING"),
        n(1, 53, "link", "Timeline"), n(1, 54, "link", "Backlog"), n(1, 55, "link", "Board", "current='page'"),
        n(1, 56, "link", "Reports"), n(1, 57, "link", "Issues"), n(1, 58, "link", "Components"),
        s(1, "DEVELOPMENT"), n(1, 60, "link", "Code"), n(1, 61, "link", "Releases"),
        n(1, 63, "link", "Project pages"), n(1, 64, "link", "Add shortcut"), n(1, 65, "link", "Project settings"),
    ]


def jira_board(state: dict[str, dict]) -> list[str]:
    lines = [
        n(0, 80, "main", ""),
        n(1, 81, "navigation", "Breadcrumbs"), n(2, 82, "link", "Projects"), n(2, 83, "link", "Web Platform"),
        n(1, 85, "heading", "WEB Sprint 34"),
        n(1, 86, "button", "Sprint details"), s(1, "5 days remaining"), n(1, 88, "button", "Complete sprint"),
        n(1, 89, "button", "Share"), n(1, 90, "button", "More actions"),
        n(1, 92, "textbox", "Search this board", "required=False"),
        n(1, 93, "button", "Devon Clarke", "pressed=False"), n(1, 94, "button", "Hana Kobayashi", "pressed=False"),
        n(1, 95, "button", "Marco Ventura", "pressed=False"), n(1, 96, "button", "Priya Natarajan", "pressed=False"),
        n(1, 97, "button", "Epic", "hasPopup='menu'"), n(1, 98, "button", "Type", "hasPopup='menu'"),
        n(1, 99, "button", "Only My Issues", "pressed=False"), n(1, 100, "button", "Recently Updated", "pressed=False"),
        n(1, 101, "button", "Group by None", "hasPopup='menu'"), n(1, 102, "button", "Insights"),
    ]
    for ci, col in enumerate(COLS):
        keys = [k for k in JIRA_ORDER if state[k]["col"] == col]
        lines += [n(1, 110 + 10 * ci, "region", col), n(2, 111 + 10 * ci, "heading", f"{col} {len(keys)} ISSUES" if len(keys) != 1 else f"{col} 1 ISSUE")]
        if col == "DONE":
            lines.append(s(2, "✓"))
        for k in keys:
            it = state[k]
            b = JIRA_BID[k]
            lines += [n(2, b, "button", f"{k} {it['summary']}"), s(3, it["summary"]),
                      n(3, b + 2, "img", it["type"]), s(3, k), n(3, b + 4, "img", f"{it['prio']} priority"),
                      n(3, b + 5, "generic", f"Story Points: {it['pts']}"), s(4, str(it["pts"])),
                      n(3, b + 7, "img", "Assignee: " + it["who"] if it["who"] != "Unassigned" else "Unassigned")]
        if col == "TO DO":
            lines.append(n(2, 109, "button", "Create issue"))
    return lines


def jira_issue(state: dict[str, dict], key: str, picker: bool = False, transitions: bool = False, editing: str | None = None,
               edit_focus: bool = False) -> list[str]:
    it = state[key]
    out = [n(0, 800, "dialog", f"{key} {it['summary']}", "modal=True"),
           n(1, 801, "navigation", "Breadcrumbs"), n(2, 802, "link", "Web Platform"), n(2, 803, "link", key),
           n(1, 804, "button", "Watch options: You are watching this issue, 1 person watching"), n(1, 805, "button", "Actions"),
           n(1, 806, "button", "Close")]
    if editing is None:
        out.append(n(1, 810, "heading", it["summary"], "clickable"))
    else:
        out += [n(1, 811, "textbox", "Summary", *(["focused"] if edit_focus else []), "required=True"), s(2, editing),
                n(1, 812, "button", "Confirm"), n(1, 813, "button", "Cancel")]
    status = {"TO DO": "To Do", "IN PROGRESS": "In Progress", "IN REVIEW": "In Review", "DONE": "Done"}[it["col"]]
    out += [n(1, 815, "button", "Add attachment"), n(1, 816, "button", "Add a child issue"), n(1, 817, "button", "Link issue"),
            n(1, 820, "button", status, "hasPopup='menu'", f"expanded={transitions}")]
    if transitions:
        out += [n(2, 821, "menu", ""), n(3, 822, "menuitem", "In Progress"), n(3, 823, "menuitem", "In Review"),
                n(3, 824, "menuitem", "Done"), n(3, 825, "menuitem", "View workflow")]
    out += [n(1, 830, "heading", "Description"), s(1, it["desc"]),
            n(1, 840, "heading", "Details"),
            s(1, "Assignee"), n(1, 842, "button", "Edit Assignee", f"expanded={picker}"), s(2, it["who"])]
    if picker:
        out += [n(2, 844, "combobox", "Assignee", "focused", "expanded=True"), n(2, 845, "listbox", ""),
                n(3, 846, "option", "Devon Clarke (Assign to me)", "selected=False"), n(3, 847, "option", "Unassigned", "selected=True"),
                n(3, 848, "option", "Automatic", "selected=False"), n(3, 849, "option", "Hana Kobayashi", "selected=False"),
                n(3, 850, "option", "Marco Ventura", "selected=False"), n(3, 851, "option", "Priya Natarajan", "selected=False")]
    if it["who"] == "Unassigned":
        out.append(n(1, 843, "button", "Assign to me"))
    out += [s(1, "Labels"), s(1, it["labels"]), s(1, "Sprint"), n(1, 856, "link", "WEB Sprint 34"),
            s(1, "Story point estimate"), s(1, str(it["pts"])), s(1, "Priority"), s(1, it["prio"]),
            s(1, "Reporter"), s(1, it["reporter"]),
            s(1, f"Created {it['created']}"), s(1, f"Updated {it['updated']}"),
            n(1, 870, "heading", "Activity"), n(1, 871, "tab", "Comments", "selected=True"), n(1, 872, "tab", "History", "selected=False"),
            n(1, 874, "textbox", "Add a comment…", "required=False"), s(1, "Pro tip: press M to comment")]
    return out


def jira_page(state: dict[str, dict], modal: list[str] | None = None, key: str = "") -> str:
    url = f"{JIRA}/jira/software/projects/WEB/boards/12" + (f"?selectedIssue={key}" if key else "")
    return page(url, "WEB board - Web Platform - Jira", jira_chrome() + jira_board(state) + (modal or []))


def t07(rs: RowSet) -> None:
    st = {k: dict(v) for k, v in JIRA_ISSUES.items()}
    pages = []
    pages.append(("click('400')", jira_page(st, jira_issue(st, "WEB-418"), "WEB-418")))
    pages.append(("click('842')", jira_page(st, jira_issue(st, "WEB-418", picker=True), "WEB-418")))
    st["WEB-418"].update(who="Priya Natarajan", updated="March 12, 2024 at 11:06 AM")
    pages.append(("click('851')", jira_page(st, jira_issue(st, "WEB-418"), "WEB-418")))
    pages.append(("click('820')", jira_page(st, jira_issue(st, "WEB-418", transitions=True), "WEB-418")))
    st["WEB-418"].update(col="IN PROGRESS", updated="March 12, 2024 at 11:07 AM")
    pages.append(("click('822')", jira_page(st, jira_issue(st, "WEB-418"), "WEB-418")))
    pages.append(("click('806')", jira_page(st)))
    pages.append(("click('412')", jira_page(st, jira_issue(st, "WEB-421"), "WEB-421")))
    old = st["WEB-421"]["summary"]
    new = "Checkout button overlaps order summary on Safari 17.3 (768–820 px)"
    pages.append(("click('810')", jira_page(st, jira_issue(st, "WEB-421", editing=old, edit_focus=True), "WEB-421")))
    pages.append(("fill('811', " + repr(new) + ")", jira_page(st, jira_issue(st, "WEB-421", editing=new, edit_focus=True), "WEB-421")))
    st["WEB-421"].update(summary=new, updated="March 12, 2024 at 11:09 AM")
    pages.append(("keyboard_press('Enter')", jira_page(st, jira_issue(st, "WEB-421"), "WEB-421")))
    pages.append(("click('806')", jira_page(st)))
    start = {k: dict(v) for k, v in JIRA_ISSUES.items()}
    rs.add("web", "h54-web-07", SYSTEM, pages, state=jira_page(start))


# ---------------------------------------------------------------------------------------------------------
# 08 Pipedrive CRM, bad: after one deal moves to Negotiations Started, that column's total does not add up.
# ---------------------------------------------------------------------------------------------------------

PD = "https://harborline.pipedrive.com"
PD_STAGES = ["Qualified", "Contact Made", "Proposal Made", "Negotiations Started"]
PD_DEALS = [
    (1851, "Harbor & Pine Dental – Annual plan", 12800, "Harbor & Pine Dental", "Meera Shah", "Qualified"),
    (1857, "Brightwater Schools – Pilot", 9500, "Brightwater School District", "Tom Alvarez", "Qualified"),
    (1860, "Kestrel Foods – Route optimization", 27300, "Kestrel Foods", "Ines Duarte", "Qualified"),
    (1833, "Oakridge Clinics – Expansion", 18200, "Oakridge Clinics", "Paul Ng", "Contact Made"),
    (1846, "Velo Couriers – Fleet tracking", 22400, "Velo Couriers", "Sasha Petrov", "Contact Made"),
    (1842, "Northwind Logistics – Fleet telematics", 48500, "Northwind Logistics", "Dana Whitfield", "Proposal Made"),
    (1829, "Summit Outfitters – POS integration", 36000, "Summit Outfitters", "Greg Holloway", "Proposal Made"),
    (1838, "Lumen Labs – Data retention add-on", 27700, "Lumen Labs", "Aiko Tanaka", "Proposal Made"),
    (1840, "Cedar & Rye Bakery – Starter", 19000, "Cedar & Rye Bakery", "Luis Romero", "Proposal Made"),
    (1817, "Pioneer Health – Renewal 2024", 33400, "Pioneer Health", "Karen Wu", "Negotiations Started"),
    (1825, "Atlas Freight – API access", 17600, "Atlas Freight", "Jonah Eberly", "Negotiations Started"),
]


def pd_nav(active: str) -> list[str]:
    items = [("Leads", 21), ("Deals", 22), ("Mail", 23), ("Activities", 24), ("Contacts", 25), ("Insights", 26), ("Products", 27)]
    out = [n(0, 20, "navigation", "Main menu")]
    for name, bid in items:
        out.append(n(1, bid, "link", name, *(["current='page'"] if name == active else [])))
    out += [n(0, 30, "banner", ""), n(1, 31, "combobox", "Search Pipedrive", "expanded=False"), n(1, 32, "button", "Quick add"),
            n(1, 33, "button", "Sales Assistant"), n(1, 34, "button", "Notifications 3"), n(1, 35, "button", "Rafael Ortiz Harborline Systems")]
    return out


def pd_pipeline(deals: list[tuple], won: set[int], override: dict[str, int] | None = None) -> str:
    open_deals = [d for d in deals if d[0] not in won]
    total = sum(d[2] for d in open_deals)
    lines = pd_nav("Deals") + [
        n(0, 40, "main", ""),
        n(1, 41, "button", "Pipeline view", "pressed=True"), n(1, 42, "button", "List view", "pressed=False"),
        n(1, 43, "button", "Forecast view", "pressed=False"),
        n(1, 44, "button", "+ Deal"),
        s(1, f"${total:,} · {len(open_deals)} deals"),
        n(1, 46, "button", "Sales pipeline", "hasPopup='menu'"), n(1, 47, "button", "Everyone", "hasPopup='menu'"),
        n(1, 48, "button", "Sort by: Deal title", "hasPopup='menu'"),
    ]
    for si, stage in enumerate(PD_STAGES):
        ds = [d for d in open_deals if d[5] == stage]
        amount = sum(d[2] for d in ds)
        if override and stage in override:
            amount = override[stage]
        b = 60 + 10 * si
        lines += [n(1, b, "region", stage), n(2, b + 1, "heading", stage),
                  s(2, f"${amount:,} · {len(ds)} deal" + ("" if len(ds) == 1 else "s"))]
        for did, title, value, org, person, _ in ds:
            c = 200 + 6 * (did - 1800)
            lines += [n(2, c, "link", title), s(3, f"{org}, {person}"), s(3, f"${value:,}"),
                      n(3, c + 3, "button", "Schedule an activity")]
    return page(f"{PD}/pipeline/1/user/everyone", "Deals | Pipedrive", lines)


def pd_deal(did: int, stage: str, history: list[tuple[str, str]], days: str, won_at: str = "") -> str:
    d = next(x for x in PD_DEALS if x[0] == did)
    _, title, value, org, person, _ = d
    info = {
        1842: ("dana.whitfield@northwindlogistics.com", "+1 617-555-0142", "April 30, 2024", "Fleet telematics · 140 vehicles"),
        1851: ("meera@harborpinedental.com", "+1 617-555-0188", "March 29, 2024", "Annual plan · 3 locations"),
    }[did]
    lines = pd_nav("Deals") + [
        n(0, 40, "main", ""),
        n(1, 41, "heading", title),
        n(1, 42, "button", "Edit title"),
        s(1, f"${value:,}"), n(1, 44, "button", "Add products"),
        n(1, 45, "button", person), n(1, 46, "button", org),
    ]
    if won_at:
        lines += [s(1, "WON"), s(1, f"Won on {won_at}"), n(1, 52, "button", "Reopen")]
    else:
        lines += [n(1, 50, "button", "Won"), n(1, 51, "button", "Lost")]
    lines += [n(1, 53, "button", "More actions"), n(1, 55, "navigation", "Pipeline stages")]
    for i, sname in enumerate(PD_STAGES):
        cur = sname == stage
        lines.append(n(2, 56 + i, "button", sname + (f" {days}" if cur else ""), f"pressed={cur}"))
    lines += [
        n(1, 70, "heading", "Summary"),
        s(1, "Pipeline"), s(1, "Sales pipeline"), s(1, "Expected close date"), s(1, info[2]),
        s(1, "Owner"), s(1, "Rafael Ortiz"), s(1, "Label"), s(1, info[3]),
        n(1, 80, "heading", "Person"), n(1, 81, "link", person), s(1, info[0]), s(1, info[1]),
        n(1, 84, "heading", "Organization"), n(1, 85, "link", org),
        n(1, 90, "tablist", ""), n(2, 91, "tab", "Notes", "selected=True"), n(2, 92, "tab", "Activity", "selected=False"),
        n(2, 93, "tab", "Call", "selected=False"), n(2, 94, "tab", "Email", "selected=False"), n(2, 95, "tab", "Files", "selected=False"),
        n(1, 96, "textbox", "Take a note, @name...", "required=False"),
        n(1, 100, "heading", "History"),
    ]
    for i, (when, what) in enumerate(history):
        lines += [n(1, 101 + i, "article", ""), s(2, what), s(2, when)]
    return page(f"{PD}/deal/{did}", f"{title} | Deal | Pipedrive", lines)


def pd_contacts() -> str:
    people = [
        ("Aiko Tanaka", "Lumen Labs", "aiko@lumenlabs.io", "+1 415-555-0117", 1),
        ("Dana Whitfield", "Northwind Logistics", "dana.whitfield@northwindlogistics.com", "+1 617-555-0142", 1),
        ("Greg Holloway", "Summit Outfitters", "greg.holloway@summitoutfitters.com", "+1 303-555-0190", 1),
        ("Ines Duarte", "Kestrel Foods", "ines.duarte@kestrelfoods.com", "+1 512-555-0163", 1),
        ("Jonah Eberly", "Atlas Freight", "jeberly@atlasfreight.com", "+1 216-555-0104", 1),
        ("Karen Wu", "Pioneer Health", "karen.wu@pioneerhealth.org", "+1 206-555-0131", 1),
        ("Luis Romero", "Cedar & Rye Bakery", "luis@cedarandrye.com", "+1 503-555-0176", 1),
        ("Meera Shah", "Harbor & Pine Dental", "meera@harborpinedental.com", "+1 617-555-0188", 1),
        ("Paul Ng", "Oakridge Clinics", "paul.ng@oakridgeclinics.com", "+1 312-555-0155", 1),
        ("Sasha Petrov", "Velo Couriers", "sasha@velocouriers.co", "+1 718-555-0129", 1),
        ("Tom Alvarez", "Brightwater School District", "talvarez@brightwater.k12.us", "+1 480-555-0170", 1),
    ]
    lines = pd_nav("Contacts") + [
        n(0, 40, "main", ""),
        n(1, 41, "tablist", ""), n(2, 42, "tab", "People", "selected=True"), n(2, 43, "tab", "Organizations", "selected=False"),
        n(1, 44, "button", "+ Person"), s(1, "11 people"), n(1, 46, "button", "Filter", "hasPopup='menu'"),
        n(1, 50, "table", ""),
        n(2, 51, "row", ""), n(3, 52, "columnheader", "Name"), n(3, 53, "columnheader", "Organization"),
        n(3, 54, "columnheader", "Email"), n(3, 55, "columnheader", "Phone"), n(3, 56, "columnheader", "Open deals"),
        n(3, 57, "columnheader", "Owner"),
    ]
    for i, (name, org, mail, ph, od) in enumerate(people):
        b = 60 + 8 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", name), n(4, b + 2, "link", name), n(3, b + 3, "cell", org),
                  n(3, b + 4, "cell", mail), n(3, b + 5, "cell", ph), n(3, b + 6, "cell", str(od)), n(3, b + 7, "cell", "Rafael Ortiz")]
    return page(f"{PD}/persons/list/user/everyone", "People | Pipedrive", lines)


def t08(rs: RowSet) -> None:
    deals = list(PD_DEALS)
    hist_nw = [("March 1, 2024 at 3:20 PM · Rafael Ortiz", "Stage changed: Contact Made → Proposal Made"),
               ("February 20, 2024 at 9:05 AM · Rafael Ortiz", "Stage changed: Qualified → Contact Made"),
               ("February 12, 2024 at 11:48 AM · Rafael Ortiz", "Deal created")]
    hist_nw2 = [("Today at 10:42 AM · Rafael Ortiz", "Stage changed: Proposal Made → Negotiations Started")] + hist_nw
    moved = [d if d[0] != 1842 else d[:5] + ("Negotiations Started",) for d in deals]
    moved = [d for d in moved if d[0] != 1842] + [d for d in moved if d[0] == 1842]
    hist_hp = [("March 7, 2024 at 1:12 PM · Rafael Ortiz", "Deal created")]
    hist_hp2 = [("Today at 10:44 AM · Rafael Ortiz", "Deal won")] + hist_hp
    turns = [
        ("click('452')", pd_deal(1842, "Proposal Made", hist_nw, "12 days")),
        ("click('59')", pd_deal(1842, "Negotiations Started", hist_nw2, "0 days")),
        ("click('25')", pd_contacts()),
        ("click('22')", pd_pipeline(moved, set(), override={"Negotiations Started": 96000})),
        ("click('506')", pd_deal(1851, "Qualified", hist_hp, "5 days")),
        ("click('50')", pd_deal(1851, "Qualified", hist_hp2, "5 days", won_at="March 12, 2024")),
        ("click('22')", pd_pipeline(moved, {1851})),
    ]
    rs.add("web", "h54-web-08", SYSTEM, turns, state=pd_pipeline(deals, set()), bad=True, turn=4,
           kind="after the $48,500 deal moves in, Negotiations Started shows $96,000 for 3 deals although its $51,000 plus $48,500 is $99,500")


# ---------------------------------------------------------------------------------------------------------
# 09 ParentVUE parent portal, bad: the Algebra I teacher's surname changes on the class schedule.
# ---------------------------------------------------------------------------------------------------------

PV = "https://parentvue.clearwaterusd.org"
PV_CLASSES = [
    (1, "Algebra I", "MA1101", "214", "Adaeze Okafor", "aokafor@clearwaterusd.org", "B+", "88.4%"),
    (2, "English 8", "EN0801", "118", "Erik Lindqvist", "elindqvist@clearwaterusd.org", "A-", "91.2%"),
    (3, "Physical Science", "SC0801", "302", "Tamsin Reyes-Whitaker", "treyeswhitaker@clearwaterusd.org", "A", "95.0%"),
    (4, "US History", "SS0801", "121", "Harold Boateng", "hboateng@clearwaterusd.org", "B", "84.7%"),
    (5, "Spanish I", "WL1101", "207", "Lucía Ferrer", "lferrer@clearwaterusd.org", "A", "96.3%"),
    (6, "Band 8", "FA0831", "010", "Nathan Pryor", "npryor@clearwaterusd.org", "A", "98.0%"),
    (7, "PE 8", "PE0801", "GYM", "Colleen Maddox", "cmaddox@clearwaterusd.org", "A", "94.5%"),
]


def pv_chrome(active: str) -> list[str]:
    items = ["Home", "Attendance", "Class Schedule", "Course History", "Grade Book", "Health", "Report Card",
             "School Information", "Student Info", "Synergy Mail", "Test History"]
    out = [n(0, 12, "banner", ""), n(1, 13, "link", "ParentVUE"), s(1, "Clearwater Unified School District"),
           n(1, 15, "button", "Rosa Ruiz", "hasPopup='menu'"), n(1, 16, "link", "Log Out"),
           n(0, 18, "region", "Student"), n(1, 19, "img", "Maya Ruiz"), s(1, "Maya Ruiz"), s(1, "Grade 8"),
           s(1, "Lakeview Middle School"), s(1, "Student ID: 2041187"), n(1, 24, "button", "Change Student", "hasPopup='menu'"),
           n(0, 26, "navigation", "")]
    for i, it in enumerate(items):
        out.append(n(1, 27 + i, "link", it, *(["current='page'"] if it == active else [])))
    return out


def pv_home() -> str:
    lines = pv_chrome("Home") + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", "Recent Activity"),
        s(1, "03/11/2024"), s(1, "New assignment score posted: Physical Science – Lab 14: Density Columns (19/20)"),
        s(1, "03/09/2024"), s(1, "New message from Adaeze Okafor: Unit 6 retake window"),
        s(1, "03/08/2024"), s(1, "New assignment score posted: Algebra I – Unit 6 Test: Systems of Equations (41/50)"),
        s(1, "03/07/2024"), s(1, "New message from Erik Lindqvist: Book report due date moved"),
        s(1, "03/05/2024"), s(1, "Attendance: Tardy – Period 1"),
        n(1, 62, "heading", "Calendar"),
        s(1, "03/15/2024 – Early release (12:10 PM)"), s(1, "03/18/2024 – 03/22/2024 – Spring conferences"),
        s(1, "03/29/2024 – End of Quarter 3"),
        n(0, 70, "contentinfo", ""), s(1, "Synergy® Education Platform · © 2024 Edupoint Educational Systems"),
        s(1, "Last login: 03/11/2024 7:52 PM"),
    ]
    return page(f"{PV}/Home_PXP2.aspx", "ParentVUE - Home", lines)


def pv_gradebook() -> str:
    lines = pv_chrome("Grade Book") + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", "Grade Book"),
        n(1, 52, "combobox", "Grading period", "hasPopup='menu'", "expanded=False"), s(2, "Quarter 3 (01/22/2024 - 03/29/2024)"),
        n(1, 54, "table", ""),
        n(2, 55, "row", ""), n(3, 56, "columnheader", "Period"), n(3, 57, "columnheader", "Course Title"),
        n(3, 58, "columnheader", "Room"), n(3, 59, "columnheader", "Teacher"), n(3, 60, "columnheader", "Grade"),
    ]
    for per, title, code, room, teacher, _mail, mark, pct in PV_CLASSES:
        b = 60 + 10 * per
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", str(per)), n(3, b + 2, "cell", ""), n(4, b + 3, "link", f"{title} ({code})"),
                  n(3, b + 4, "cell", room), n(3, b + 5, "cell", teacher), n(3, b + 6, "cell", f"{mark} {pct}")]
    return page(f"{PV}/PXP2_GradeBook.aspx?AGU=0", "ParentVUE - Grade Book", lines)


def pv_course() -> str:
    cats = [("Tests", "40%", "84.2%"), ("Quizzes", "25%", "89.5%"), ("Homework", "20%", "94.0%"), ("Classwork", "15%", "90.0%")]
    assignments = [
        ("03/08/2024", "Unit 6 Test: Systems of Equations", "Tests", "41 / 50", "82.0%"),
        ("03/06/2024", "6.4 Homework: Elimination", "Homework", "10 / 10", "100.0%"),
        ("03/04/2024", "Quiz 6B: Substitution", "Quizzes", "17 / 20", "85.0%"),
        ("03/01/2024", "6.3 Classwork: Word problems", "Classwork", "9 / 10", "90.0%"),
        ("02/28/2024", "6.2 Homework: Graphing systems", "Homework", "9 / 10", "90.0%"),
        ("02/26/2024", "Quiz 6A: Graphing systems", "Quizzes", "19 / 20", "95.0%"),
        ("02/16/2024", "Unit 5 Test: Linear Inequalities", "Tests", "43 / 50", "86.0%"),
    ]
    lines = pv_chrome("Grade Book") + [
        n(0, 50, "main", ""),
        n(1, 51, "link", "« Back to Grade Book"),
        n(1, 52, "heading", "Algebra I (MA1101)"),
        s(1, "Period 1 · Room 214"), s(1, "Teacher:"), n(1, 55, "link", "Adaeze Okafor"),
        s(1, "Quarter 3 (01/22/2024 - 03/29/2024)"),
        s(1, "Current grade:"), s(1, "B+ 88.4%"),
        n(1, 60, "table", "Grade calculation summary"),
        n(2, 61, "row", ""), n(3, 62, "columnheader", "Assignment Type"), n(3, 63, "columnheader", "Weight"), n(3, 64, "columnheader", "Score"),
    ]
    for i, (c, w, sc) in enumerate(cats):
        b = 65 + 4 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", c), n(3, b + 2, "cell", w), n(3, b + 3, "cell", sc)]
    lines += [n(1, 90, "table", "Assignments"), n(2, 91, "row", ""), n(3, 92, "columnheader", "Date"), n(3, 93, "columnheader", "Assignment"),
              n(3, 94, "columnheader", "Type"), n(3, 95, "columnheader", "Points"), n(3, 96, "columnheader", "Score")]
    for i, (d, a, t, p, sc) in enumerate(assignments):
        b = 100 + 6 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", d), n(3, b + 2, "cell", a), n(3, b + 3, "cell", t), n(3, b + 4, "cell", p), n(3, b + 5, "cell", sc)]
    return page(f"{PV}/PXP2_GradeBook.aspx?AGU=0&DGU=0&courseIndex=0", "ParentVUE - Grade Book", lines)


def pv_schedule(swap: dict[str, str]) -> str:
    times = ["7:55 AM - 8:47 AM", "8:52 AM - 9:44 AM", "9:49 AM - 10:41 AM", "10:46 AM - 11:38 AM", "12:13 PM - 1:05 PM",
             "1:10 PM - 2:02 PM", "2:07 PM - 2:59 PM"]
    lines = pv_chrome("Class Schedule") + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", "Class Schedule"),
        n(1, 52, "tablist", ""), n(2, 53, "tab", "Today's Schedule", "selected=False"), n(2, 54, "tab", "Term Schedule", "selected=True"),
        n(1, 55, "combobox", "Term", "hasPopup='menu'", "expanded=False"), s(2, "Semester 2"),
        n(1, 57, "table", ""),
        n(2, 58, "row", ""), n(3, 59, "columnheader", "Period"), n(3, 60, "columnheader", "Course Title"),
        n(3, 61, "columnheader", "Room"), n(3, 62, "columnheader", "Teacher"), n(3, 63, "columnheader", "Time"),
    ]
    for (per, title, code, room, teacher, _mail, _m, _p), tm in zip(PV_CLASSES, times):
        b = 60 + 10 * per
        shown = swap.get(teacher, teacher)
        lines += [n(2, b + 5, "row", ""), n(3, b + 6, "cell", str(per)), n(3, b + 7, "cell", f"{title} ({code})"),
                  n(3, b + 8, "cell", room), n(3, b + 9, "cell", ""), n(4, b + 10, "link", shown), n(3, b + 11, "cell", tm)]
    lines += [s(1, "Lunch: 11:38 AM - 12:08 PM (8th grade)"), s(1, "Homeroom: Room 214")]
    return page(f"{PV}/PXP2_ClassSchedule.aspx?AGU=0", "ParentVUE - Class Schedule", lines)


def pv_attendance() -> str:
    rows = [("03/05/2024", "Tardy", "Period 1", "Unexcused", "Arrived 8:03 AM"),
            ("02/14/2024", "Excused Absence", "Periods 1-7", "Illness", "Parent phone call 7:31 AM"),
            ("01/30/2024", "Early Dismissal", "Periods 6-7", "Medical appointment", "Signed out 12:58 PM")]
    lines = pv_chrome("Attendance") + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", "Attendance"),
        n(1, 52, "button", "‹ February 2024"), s(1, "March 2024"), n(1, 54, "button", "April 2024 ›"),
        n(1, 56, "grid", "March 2024"),
        s(2, "Legend: Excused Absence · Unexcused Absence · Tardy · Activity · Early Dismissal"),
        s(1, "Totals this year: Absences 4 · Tardies 3 · Activities 2"),
        n(1, 60, "table", "Absences and tardies"),
        n(2, 61, "row", ""), n(3, 62, "columnheader", "Date"), n(3, 63, "columnheader", "Type"), n(3, 64, "columnheader", "Periods"),
        n(3, 65, "columnheader", "Reason"), n(3, 66, "columnheader", "Note"),
    ]
    for i, r in enumerate(rows):
        b = 70 + 6 * i
        lines += [n(2, b, "row", "")] + [n(3, b + 1 + j, "cell", v) for j, v in enumerate(r)]
    return page(f"{PV}/PXP2_Attendance.aspx?AGU=0", "ParentVUE - Attendance", lines)


PV_MAIL = [("Adaeze Okafor", "Unit 6 retake window", "03/09/2024 4:18 PM", True),
           ("Erik Lindqvist", "Book report due date moved", "03/07/2024 3:02 PM", False),
           ("Lakeview Middle School", "Spring conferences sign-up is open", "03/04/2024 8:00 AM", False),
           ("Nathan Pryor", "Band concert call time – March 21", "02/29/2024 5:45 PM", False),
           ("Clearwater USD", "Early release on Friday, March 15", "02/26/2024 9:30 AM", False)]


def pv_mail(compose: bool = False) -> str:
    lines = pv_chrome("Synergy Mail") + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", "Synergy Mail"),
        n(1, 52, "button", "Compose"), n(1, 53, "link", "Inbox (1)"), n(1, 54, "link", "Sent"), n(1, 55, "link", "Deleted"),
    ]
    if compose:
        lines += [n(1, 200, "dialog", "New Message", "modal=True"), n(2, 201, "heading", "New Message"),
                  s(2, "To"), n(2, 203, "combobox", "To", "focused", "hasPopup='listbox'", "expanded=True"), n(2, 204, "listbox", "")]
        for i, c in enumerate(PV_CLASSES):
            lines.append(n(3, 205 + i, "option", f"{c[4]} – {c[1]} (Period {c[0]})", "selected=False"))
        lines += [n(3, 212, "option", "Lakeview Middle School – Front Office", "selected=False"),
                  n(3, 213, "option", "Marisol Vega – Counselor", "selected=False"),
                  s(2, "Subject"), n(2, 215, "textbox", "Subject", "required=True"),
                  s(2, "Message"), n(2, 217, "textbox", "Message", "required=True"),
                  n(2, 218, "button", "Send"), n(2, 219, "button", "Cancel")]
    lines += [n(1, 60, "table", "Inbox"), n(2, 61, "row", ""), n(3, 62, "columnheader", "From"), n(3, 63, "columnheader", "Subject"),
              n(3, 64, "columnheader", "Received")]
    for i, (frm, subj, when, unread) in enumerate(PV_MAIL):
        b = 70 + 5 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", frm), n(3, b + 2, "cell", ""), n(4, b + 3, "link", subj)]
        if unread:
            lines.append(s(4, "Unread"))
        lines.append(n(3, b + 4, "cell", when))
    return page(f"{PV}/PXP2_SynergyMail.aspx?AGU=0", "ParentVUE - Synergy Mail", lines)


def t09(rs: RowSet) -> None:
    turns = [
        ("click('31')", pv_gradebook()),
        ("click('73')", pv_course()),
        ("click('29')", pv_schedule({"Adaeze Okafor": "Adaeze Okonkwo"})),
        ("click('28')", pv_attendance()),
        ("click('36')", pv_mail()),
        ("click('52')", pv_mail(compose=True)),
    ]
    rs.add("web", "h54-web-09", SYSTEM, turns, state=pv_home(), bad=True, turn=3,
           kind="the Algebra I teacher shown as Adaeze Okafor in the grade book and course page is listed as Adaeze Okonkwo on the class schedule")


# ---------------------------------------------------------------------------------------------------------
# 10 Gym class bookings (Ironbark Fitness member portal), clean: book, cancel another, credits and spots follow.
# ---------------------------------------------------------------------------------------------------------

GYM = "https://members.ironbarkfitness.com.au"
GYM_CLASSES = [
    ("wed-hiit", "Wed 13 Mar", "6:00 am", "HIIT 45", "Mel Darby", 16, 11),
    ("wed-lunch", "Wed 13 Mar", "12:15 pm", "Lunch Express Strength", "Tane Rihari", 14, 6),
    ("wed-box", "Wed 13 Mar", "6:30 pm", "Boxing Conditioning", "Sione Fifita", 16, 16),
    ("thu-sf", "Thu 14 Mar", "6:00 am", "Strength Foundations", "Jarrah Whitlock", 12, 8),
    ("thu-oly", "Thu 14 Mar", "6:00 pm", "Olympic Lifting", "Jarrah Whitlock", 12, 10),
    ("thu-yoga", "Thu 14 Mar", "7:15 pm", "Yoga Flow", "Priya Raman", 20, 9),
    ("fri-hiit", "Fri 15 Mar", "6:30 am", "HIIT 45", "Mel Darby", 16, 12),
    ("sat-mob", "Sat 16 Mar", "8:00 am", "Mobility & Recovery", "Priya Raman", 18, 9),
    ("sat-wod", "Sat 16 Mar", "9:15 am", "Saturday Team WOD", "Tane Rihari", 24, 21),
]


def gym_chrome(active: str, credits: int) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Ironbark Fitness"), n(1, 12, "navigation", "")]
    for i, it in enumerate(["Schedule", "My bookings", "Memberships", "Account"]):
        out.append(n(2, 13 + i, "link", it, *(["current='page'"] if it == active else [])))
    out += [s(1, f"Class pack: {credits} credits remaining"), s(1, "Expires 30 Apr 2024"), n(1, 19, "button", "Lachlan Byrne", "hasPopup='menu'")]
    return out


def gym_schedule(taken: dict[str, int], mine: set[str], credits: int, updated: str, toast: str = "", dialog: list[str] | None = None) -> str:
    lines = gym_chrome("Schedule", credits) + [n(0, 30, "main", "")]
    if toast:
        lines += [n(1, 31, "status", ""), s(2, toast)]
    lines += [n(1, 32, "heading", "Class schedule"), n(1, 33, "button", "‹ Previous week"), s(1, "11 – 17 March 2024"),
              n(1, 35, "button", "Next week ›"), n(1, 36, "combobox", "Location", "hasPopup='menu'", "expanded=False"), s(2, "Ironbark Fitness – Brunswick"),
              n(1, 38, "combobox", "Class type", "hasPopup='menu'", "expanded=False"), s(2, "All classes"),
              s(1, f"Spots updated {updated}")]
    day = ""
    for i, (cid, d, t, name, coach, cap, _t0) in enumerate(GYM_CLASSES):
        if d != day:
            lines.append(n(1, 40 + i, "heading", d))
            day = d
        b = 100 + 10 * i
        left = cap - taken[cid]
        lines += [n(1, b, "article", f"{name} {t}"), s(2, t), n(2, b + 1, "link", name), s(2, f"Coach {coach} · 60 min" if "HIIT" not in name else f"Coach {coach} · 45 min")]
        if cid in mine:
            lines += [s(2, "Booked ✓"), s(2, f"{left} of {cap} spots left"), n(2, b + 5, "button", "Cancel booking")]
        elif left == 0:
            lines += [s(2, "Class full · 3 on waitlist"), n(2, b + 6, "button", "Join waitlist")]
        else:
            lines += [s(2, f"{left} of {cap} spots left"), n(2, b + 7, "button", "Book")]
    return page(f"{GYM}/schedule?week=2024-03-11", "Schedule · Ironbark Fitness", lines + (dialog or []))


def gym_bookings(upcoming: list[tuple[str, str, str, str, str]], history: list[tuple[str, str, str, str]], credits: int,
                 toast: str = "", dialog: list[str] | None = None) -> str:
    lines = gym_chrome("My bookings", credits) + [n(0, 30, "main", "")]
    if toast:
        lines += [n(1, 31, "status", ""), s(2, toast)]
    lines += [n(1, 32, "heading", "My bookings"), n(1, 33, "heading", f"Upcoming ({len(upcoming)})")]
    for d, t, name, coach, booked in upcoming:
        b = 300 if name == "Olympic Lifting" else 320
        lines += [n(1, b, "article", f"{name} {d}"), s(2, f"{d} · {t}"), n(2, b + 1, "link", name), s(2, f"Coach {coach}"),
                  s(2, f"Booked {booked}"), n(2, b + 3, "button", "Add to calendar"), n(2, b + 4, "button", "Cancel")]
    lines += [n(1, 360, "heading", "History"), n(1, 361, "table", ""), n(2, 362, "row", ""), n(3, 363, "columnheader", "Class"),
              n(3, 364, "columnheader", "Date"), n(3, 365, "columnheader", "Status"), n(3, 366, "columnheader", "Credits")]
    for i, (name, d, status, cr) in enumerate(history):
        b = 370 + 5 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", name), n(3, b + 2, "cell", d), n(3, b + 3, "cell", status), n(3, b + 4, "cell", cr)]
    return page(f"{GYM}/bookings", "My bookings · Ironbark Fitness", lines + (dialog or []))


def t10(rs: RowSet) -> None:
    taken = {c[0]: c[6] for c in GYM_CLASSES}
    mine = {"sat-mob"}
    start = gym_schedule(taken, mine, 7, "6:41 pm")
    book_dialog = [n(0, 500, "dialog", "Book Olympic Lifting?", "modal=True"), n(1, 501, "heading", "Book Olympic Lifting?"),
                   s(1, "Thu 14 Mar · 6:00 pm – 7:00 pm · Coach Jarrah Whitlock"), s(1, "This booking uses 1 credit. You have 7 credits."),
                   s(1, "Free cancellation up to 12 hours before class."),
                   n(1, 505, "button", "Confirm booking"), n(1, 506, "button", "Cancel")]
    t1 = gym_schedule(taken, mine, 7, "6:41 pm", dialog=book_dialog)
    taken2 = dict(taken, **{"thu-oly": 11, "wed-hiit": 12})
    mine2 = {"sat-mob", "thu-oly"}
    t2 = gym_schedule(taken2, mine2, 6, "6:42 pm", toast="You're booked in! See you Thursday.")
    history = [("Strength Foundations", "Mon 11 Mar · 6:00 am", "Attended", "−1"),
               ("HIIT 45", "Fri 8 Mar · 6:30 am", "Attended", "−1"),
               ("Class pack purchased (10 credits)", "Tue 5 Mar", "Paid $220.00", "+10")]
    up = [("Thu 14 Mar", "6:00 pm", "Olympic Lifting", "Jarrah Whitlock", "12 Mar, 6:42 pm"),
          ("Sat 16 Mar", "8:00 am", "Mobility & Recovery", "Priya Raman", "9 Mar, 10:15 am")]
    t3 = gym_bookings(up, history, 6)
    cancel_dialog = [n(0, 520, "dialog", "Cancel booking?", "modal=True"), n(1, 521, "heading", "Cancel booking?"),
                     s(1, "Mobility & Recovery · Sat 16 Mar · 8:00 am"),
                     s(1, "You're cancelling more than 12 hours before class, so your credit will be returned."),
                     n(1, 524, "button", "Yes, cancel"), n(1, 525, "button", "Keep booking")]
    t4 = gym_bookings(up, history, 6, dialog=cancel_dialog)
    history5 = [("Mobility & Recovery", "Sat 16 Mar · 8:00 am", "Cancelled 12 Mar, 6:44 pm", "+1")] + history
    t5 = gym_bookings(up[:1], history5, 7, toast="Booking cancelled. 1 credit returned to your class pack.")
    taken6 = dict(taken2, **{"sat-mob": 8})
    t6 = gym_schedule(taken6, {"thu-oly"}, 7, "6:44 pm")
    turns = [("click('147')", t1), ("click('505')", t2), ("click('14')", t3), ("click('324')", t4), ("click('524')", t5), ("click('13')", t6)]
    rs.add("web", "h54-web-10", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 11 Enterprise car rental, clean: browse, re-sort, pick an SUV, add a waiver, shorten the rental; totals follow.
# ---------------------------------------------------------------------------------------------------------

ENT = "https://www.enterprise.com/en"
CARS = [
    ("Economy", "Mitsubishi Mirage or similar", 41.27, 4, 2),
    ("Compact", "Nissan Versa or similar", 43.90, 5, 2),
    ("Intermediate", "Toyota Corolla or similar", 46.15, 5, 3),
    ("Standard", "Volkswagen Jetta or similar", 48.62, 5, 3),
    ("Full Size", "Toyota Camry or similar", 52.80, 5, 4),
    ("Intermediate SUV", "Toyota RAV4 or similar", 61.35, 5, 4),
    ("Standard SUV", "Jeep Grand Cherokee or similar", 67.90, 5, 5),
    ("Minivan", "Chrysler Pacifica or similar", 84.45, 7, 5),
]
PROTECTIONS = [("Damage Waiver", 32.99, "You pay nothing for damage to or theft of the rental vehicle."),
               ("Supplemental Liability Protection", 18.99, "Up to $1,000,000 in third-party liability coverage."),
               ("Personal Accident Insurance", 7.99, "Accidental death and medical expense benefits for you and your passengers."),
               ("Roadside Plus", 7.99, "Covers lockouts, lost keys, jump starts, flat tires and fuel delivery.")]


def ent_header() -> list[str]:
    return [n(0, 10, "banner", ""), n(1, 11, "link", "Enterprise Rent-A-Car"), n(1, 12, "link", "Reservations"),
            n(1, 13, "link", "Vehicles"), n(1, 14, "link", "Locations"), n(1, 15, "link", "Car Sales"),
            n(1, 16, "link", "Enterprise Plus"), n(1, 17, "button", "Sign In / Join", "hasPopup='menu'")]


def trip_summary(ret: str, days: int, modify: bool = False, new_ret: str = "", focus: bool = False) -> list[str]:
    out = [n(0, 40, "region", "Trip summary"), s(1, "Pick-up & Return"), s(1, "Denver International Airport (DEN)"),
           s(1, "Fri, Jun 14, 2024 @ 10:00 AM"), s(1, f"{ret} @ 10:00 AM"), s(1, f"{days} days"),
           n(1, 46, "button", "Modify")]
    if modify:
        out += [n(1, 47, "textbox", "Return date", *(["focused"] if focus else []), "required=True"), s(2, new_ret),
                n(1, 48, "combobox", "Return time", "hasPopup='listbox'", "expanded=False"), s(2, "10:00 AM"),
                n(1, 49, "button", "Update")]
    return out


def ent_start() -> str:
    lines = ent_header() + [
        n(0, 20, "main", ""), n(1, 21, "heading", "Find a Vehicle"),
        s(1, "Pick-up & Return Location (ZIP, City or Airport)"), n(1, 23, "combobox", "Pick-up & Return Location (ZIP, City or Airport)", "expanded=False"),
        s(2, "Denver International Airport (DEN)"),
        n(1, 24, "checkbox", "Return to a different location", "checked='false'"),
        s(1, "Pick-up Date"), n(1, 26, "button", "Pick-up Date Fri, Jun 14, 2024"), n(1, 27, "combobox", "Pick-up Time", "expanded=False"), s(2, "10:00 AM"),
        s(1, "Return Date"), n(1, 29, "button", "Return Date Wed, Jun 19, 2024"), n(1, 30, "combobox", "Return Time", "expanded=False"), s(2, "10:00 AM"),
        s(1, "Renter Age"), n(1, 32, "combobox", "Renter Age", "expanded=False"), s(2, "25+"),
        n(1, 33, "textbox", "Corporate Account Number or Promotion Code", "required=False"),
        n(1, 34, "button", "Browse Vehicles"),
    ]
    return page(f"{ENT}/home.html", "Car Rental with Great Rates & Customer Service | Enterprise Rent-A-Car", lines)


def ent_list(order: str) -> str:
    cars = sorted(CARS, key=lambda c: c[2], reverse=(order == "Price: High to Low"))
    lines = ent_header() + trip_summary("Wed, Jun 19, 2024", 5) + [
        n(0, 60, "main", ""), n(1, 61, "heading", "Choose a Vehicle Class"),
        s(1, f"{len(cars)} vehicles available"),
        n(1, 63, "combobox", "Sort by", "hasPopup='menu'", "expanded=False"), s(2, order),
        n(1, 64, "button", "Filter: Vehicle Type", "hasPopup='menu'"), n(1, 65, "button", "Filter: Passengers", "hasPopup='menu'"),
        s(1, "Rates shown are base rates. Taxes and fees are calculated at the next step."),
    ]
    for cls, model, rate, pax, bags in cars:
        b = 100 + 10 * CARS.index((cls, model, rate, pax, bags))
        lines += [n(1, b, "article", cls), n(2, b + 1, "heading", cls), s(2, model), s(2, "Automatic"),
                  s(2, f"{pax} People"), s(2, f"{bags} Bags"), s(2, "Unlimited Mileage"),
                  s(2, f"${rate:.2f} /day"), s(2, f"${rate * 5:,.2f} Total"), n(2, b + 9, "button", f"Select {cls}")]
    return page(f"{ENT}/reserve.html#vehicles", "Choose a Vehicle | Enterprise Rent-A-Car", lines)


def charges(days: int, dw: bool) -> dict[str, float]:
    base = round(67.90 * days, 2)
    prot = round(32.99 * days, 2) if dw else 0.0
    crf = round(base * 0.1111, 2)
    cfc = round(6.00 * days, 2)
    tax = round((base + prot + crf) * 0.08, 2)
    return dict(base=base, prot=prot, crf=crf, cfc=cfc, tax=tax, total=round(base + prot + crf + cfc + tax, 2))


def price_box(days: int, dw: bool) -> list[str]:
    c = charges(days, dw)
    out = [n(0, 700, "region", "Price summary"), n(1, 701, "heading", "Estimated Total"),
           s(1, "Vehicle"), s(1, f"{days} days @ $67.90/day"), s(1, money(c["base"]))]
    if dw:
        out += [s(1, "Damage Waiver"), s(1, f"{days} days @ $32.99/day"), s(1, money(c["prot"]))]
    out += [s(1, "Taxes & Fees"), s(1, "Concession Recovery Fee (11.11%)"), s(1, money(c["crf"])),
            s(1, f"Customer Facility Charge ({days} days @ $6.00/day)"), s(1, money(c["cfc"])),
            s(1, "Sales Tax (8.00%)"), s(1, money(c["tax"])),
            s(1, "Estimated Total"), s(1, money(c["total"])),
            s(1, "Pay at the counter. A deposit of $200.00 will be held on your card.")]
    return out


def ent_extras(days: int, ret: str, dw: bool, modify: bool = False, new_ret: str = "", focus: bool = False) -> str:
    lines = ent_header() + trip_summary(ret, days, modify, new_ret, focus) + [
        n(0, 60, "main", ""), n(1, 61, "heading", "Add Protections & Coverages"),
        s(1, "Standard SUV · Jeep Grand Cherokee or similar · Automatic · 5 People · 5 Bags"),
        n(1, 63, "button", "Change vehicle"),
    ]
    for i, (name, rate, desc) in enumerate(PROTECTIONS):
        b = 600 + 6 * i
        on = dw and i == 0
        lines += [n(1, b, "group", name), n(2, b + 1, "checkbox", f"{name} ${rate:.2f}/day", f"checked='{str(on).lower()}'"),
                  s(2, desc), n(2, b + 3, "link", "Learn more")]
    lines += price_box(days, dw) + [n(0, 760, "button", "Continue to Review")]
    return page(f"{ENT}/reserve.html#extras", "Add Protections | Enterprise Rent-A-Car", lines)


def ent_review(first: str = "") -> str:
    lines = ent_header() + trip_summary("Tue, Jun 18, 2024", 4) + [
        n(0, 60, "main", ""), n(1, 61, "heading", "Review & Reserve"),
        s(1, "Standard SUV · Jeep Grand Cherokee or similar"), s(1, "Damage Waiver included"),
        n(1, 64, "heading", "Renter Details"),
        s(1, "First Name"), n(1, 66, "textbox", "First Name", *(["focused"] if first else []), "required=True"),
    ]
    if first:
        lines.append(s(2, first))
    lines += [s(1, "Last Name"), n(1, 68, "textbox", "Last Name", "required=True"),
              s(1, "Email Address"), n(1, 70, "textbox", "Email Address", "required=True"),
              s(1, "Phone Number"), n(1, 72, "textbox", "Phone Number", "required=True"),
              n(1, 73, "checkbox", "Sign me up for Enterprise Plus", "checked='false'"),
              s(1, "Flight Information (optional)"), n(1, 75, "textbox", "Airline", "required=False"), n(1, 76, "textbox", "Flight Number", "required=False")]
    lines += price_box(4, True) + [n(0, 770, "checkbox", "I have read and agree to the Rental Policies", "checked='false'"),
                                   n(0, 771, "button", "Reserve Now", "disabled=True")]
    return page(f"{ENT}/reserve.html#review", "Review & Reserve | Enterprise Rent-A-Car", lines)


def t11(rs: RowSet) -> None:
    turns = [
        ("click('34')", ent_list("Price: Low to High")),
        ("select_option('63', 'Price: High to Low')", ent_list("Price: High to Low")),
        ("click('169')", ent_extras(5, "Wed, Jun 19, 2024", False)),
        ("click('601')", ent_extras(5, "Wed, Jun 19, 2024", True)),
        ("click('46')", ent_extras(5, "Wed, Jun 19, 2024", True, modify=True, new_ret="06/19/2024")),
        ("fill('47', '06/18/2024')", ent_extras(5, "Wed, Jun 19, 2024", True, modify=True, new_ret="06/18/2024", focus=True)),
        ("click('49')", ent_extras(4, "Tue, Jun 18, 2024", True)),
        ("click('760')", ent_review()),
        ("fill('66', 'Jordan')", ent_review("Jordan")),
    ]
    rs.add("web", "h54-web-11", SYSTEM, turns, state=ent_start())


# ---------------------------------------------------------------------------------------------------------
# 12 Zillow, bad: a home removed from Saved Homes is listed again, saved, after a status filter.
# ---------------------------------------------------------------------------------------------------------

ZW = "https://www.zillow.com"
HOMES = {
    "brook": ("18 Brookdale Rd, Asheville, NC 28804", 649000, "3 bds", "2 ba", "1,862 sqft", "House for sale", "3 days on Zillow", "Keller Williams Professionals", "/homedetails/18-Brookdale-Rd-Asheville-NC-28804/66094113_zpid/"),
    "kimb": ("42 Kimberly Ave, Asheville, NC 28804", 899000, "4 bds", "3 ba", "2,740 sqft", "House for sale", "12 days on Zillow", "Beverly-Hanks & Associates", "/homedetails/42-Kimberly-Ave-Asheville-NC-28804/66093870_zpid/"),
    "hay": ("77 Haywood Rd APT 2, Asheville, NC 28806", 415000, "2 bds", "2 ba", "1,104 sqft", "Condo for sale", "6 days on Zillow", "Mosaic Community Lifestyle Realty", ""),
    "edge": ("9 Edgewood Rd, Asheville, NC 28804", 1150000, "5 bds", "4 ba", "3,608 sqft", "House for sale", "21 days on Zillow", "Ivester Jackson Blackstream", ""),
    "hill": ("215 Hillside St, Asheville, NC 28801", 529900, "3 bds", "2 ba", "1,520 sqft", "House for sale", "Price cut: $15,000 (3/8)", "Allen Tate Realtors", ""),
    "chest": ("31 Chestnut St, Asheville, NC 28801", 725000, "3 bds", "3 ba", "2,100 sqft", "House for sale", "9 days on Zillow", "Town and Mountain Realty", ""),
    "merr": ("560 Merrimon Ave, Asheville, NC 28804", 575000, "3 bds", "2 ba", "1,688 sqft", "House for sale", "34 days on Zillow", "Nest Realty", ""),
    "bilt": ("Unit 3B, 12 Biltmore Ave, Asheville, NC 28801", 489000, "2 bds", "2 ba", "1,210 sqft", "Condo for sale", "48 days on Zillow", "Greybeard Realty", ""),
}
ZBID = {k: 300 + 12 * i for i, k in enumerate(HOMES)}
SAVED_ON = {"kimb": "Saved Mar 12", "brook": "Saved Mar 12", "merr": "Saved Feb 27", "bilt": "Saved Feb 11"}


def zw_header() -> list[str]:
    return [n(0, 10, "banner", ""), n(1, 11, "link", "Buy"), n(1, 12, "link", "Rent"), n(1, 13, "link", "Sell"),
            n(1, 14, "link", "Home Loans"), n(1, 15, "link", "Agent finder"), n(1, 16, "link", "Zillow"),
            n(1, 17, "link", "Manage Rentals"), n(1, 18, "link", "Advertise"), n(1, 19, "link", "Help"),
            n(1, 20, "link", "Saved Homes"), n(1, 21, "button", "Open user menu", "hasPopup='menu'")]


def zw_card(key: str, saved: bool, d: int = 2) -> list[str]:
    addr, price, bd, ba, sq, kind, badge, broker, _ = HOMES[key]
    b = ZBID[key]
    return [n(d, b, "article", ""), n(d + 1, b + 1, "link", addr), s(d + 1, badge), s(d + 1, f"${price:,}"),
            s(d + 1, f"{bd} {ba} {sq} - {kind}"), s(d + 1, f"Listing by: {broker}"),
            n(d + 1, b + 6, "button", "Saved" if saved else "Save", f"pressed={str(saved).lower()}")]


def zw_results(saved: set[str]) -> str:
    order = ["brook", "kimb", "hay", "edge", "hill", "chest"]
    lines = zw_header() + [
        n(0, 30, "search", ""), n(1, 31, "combobox", "Address, neighborhood, city, ZIP", "expanded=False"), s(2, "Asheville, NC"),
        n(1, 32, "button", "For Sale", "hasPopup='menu'"), n(1, 33, "button", "Price", "hasPopup='menu'"),
        n(1, 34, "button", "Beds & Baths", "hasPopup='menu'"), n(1, 35, "button", "Home Type", "hasPopup='menu'"),
        n(1, 36, "button", "More", "hasPopup='menu'"), n(1, 37, "button", "Save search"),
        n(0, 40, "main", ""), n(1, 41, "heading", "Asheville NC Real Estate & Homes For Sale"), s(1, "148 results"),
        n(1, 43, "button", "Sort: Homes for You", "hasPopup='menu'"),
        n(1, 44, "list", ""),
    ]
    for k in order:
        lines += zw_card(k, k in saved)
    lines += [n(1, 400, "navigation", "Pagination"), n(2, 401, "link", "1", "current='page'"), n(2, 402, "link", "2"),
              n(2, 403, "link", "3"), s(2, "..."), n(2, 404, "link", "8"), n(2, 405, "link", "Next page"),
              n(0, 410, "region", "Map"), s(1, "Map data ©2024 Google")]
    return page(f"{ZW}/asheville-nc/", "Asheville NC Real Estate & Homes For Sale | Zillow", lines)


def zw_detail(key: str, saved: bool, contact: str | None = None, focus: bool = False) -> str:
    addr, price, bd, ba, sq, kind, badge, broker, path = HOMES[key]
    facts = {
        "kimb": ("$912,400", "$5,714/mo", "Built in 1927", "0.38 Acres lot", "$328/sqft",
                 [("3/1/2024", "Listed for sale", "$899,000"), ("6/14/2016", "Sold", "$512,000"), ("5/2/2016", "Pending sale", "$529,000")]),
        "brook": ("$661,800", "$4,126/mo", "Built in 1958", "0.52 Acres lot", "$349/sqft",
                  [("3/9/2024", "Listed for sale", "$649,000"), ("8/30/2019", "Sold", "$402,500")]),
    }[key]
    zest, pay, built, lot, psf, hist = facts
    lines = zw_header() + [
        n(0, 40, "main", ""),
        n(1, 41, "button", "Saved" if saved else "Save", f"pressed={str(saved).lower()}"), n(1, 42, "button", "Share"),
        n(1, 43, "button", "Hide"), n(1, 44, "button", "More"),
        s(1, f"${price:,}"), s(1, bd), s(1, ba), s(1, sq), n(1, 49, "heading", addr),
        s(1, f"Est. payment: {pay}"), n(1, 51, "link", "Get pre-qualified"),
        s(1, kind.replace(" for sale", "") if kind.startswith("Condo") else "Single Family Residence"), s(1, built), s(1, lot),
        s(1, psf), s(1, "No HOA"), s(1, f"Zestimate®: {zest}"),
        n(1, 60, "heading", "Price history"), n(1, 61, "table", ""),
        n(2, 62, "row", ""), n(3, 63, "columnheader", "Date"), n(3, 64, "columnheader", "Event"), n(3, 65, "columnheader", "Price"),
    ]
    for i, (d, e, p) in enumerate(hist):
        b = 66 + 4 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", d), n(3, b + 2, "cell", e), n(3, b + 3, "cell", p)]
    lines += [n(1, 90, "region", "Contact"), s(2, f"Listed by: {broker}")]
    if contact is None:
        lines += [n(2, 92, "button", "Contact agent"), n(2, 93, "button", "Request a tour")]
    else:
        lines += [n(2, 94, "textbox", "Name", "required=True"), s(3, "Dana Mercer"),
                  n(2, 95, "textbox", "Phone", "required=True"), s(3, "(828) 555-0137"),
                  n(2, 96, "textbox", "Email", "required=True"), s(3, "dana.mercer@fastmail.com"),
                  n(2, 97, "textbox", "Message", *(["focused"] if focus else []), "required=False"), s(3, contact),
                  n(2, 98, "checkbox", "I want financing information", "checked='false'"),
                  n(2, 99, "button", "Contact agent")]
    return page(f"{ZW}{path}", f"{addr} | Zillow", lines)


def zw_saved(keys: list[str], sort: str, status: str, toast: str = "") -> str:
    lines = zw_header() + [n(0, 40, "main", "")]
    if toast:
        lines += [n(1, 41, "alert", ""), s(2, toast), n(2, 42, "button", "Undo")]
    lines += [n(1, 45, "heading", "Saved homes"), n(1, 46, "tablist", ""), n(2, 47, "tab", "Homes", "selected=True"),
              n(2, 48, "tab", "Searches", "selected=False"), n(2, 49, "tab", "Updates", "selected=False"),
              s(1, f"{len(keys)} saved homes"),
              n(1, 51, "combobox", "Sort", "hasPopup='menu'", "expanded=False"), s(2, sort),
              n(1, 53, "combobox", "Listing status", "hasPopup='menu'", "expanded=False"), s(2, status),
              n(1, 55, "list", "")]
    for k in keys:
        lines += zw_card(k, True)
        lines.insert(len(lines) - 1, s(3, SAVED_ON[k]))
    return page(f"{ZW}/myzillow/favorites", "Saved Homes | Zillow", lines)


def t12(rs: RowSet) -> None:
    msg = "Hi, I'd like to see 18 Brookdale Rd this Saturday morning if possible. Is the basement finished?"
    turns = [
        ("click('306')", zw_results({"brook"})),
        ("click('313')", zw_detail("kimb", False)),
        ("click('41')", zw_detail("kimb", True)),
        ("go_back()", zw_results({"brook", "kimb"})),
        ("click('20')", zw_saved(["kimb", "brook", "merr", "bilt"], "Date saved (newest)", "All")),
        ("click('390')", zw_saved(["kimb", "brook", "merr"], "Date saved (newest)", "All", toast="Home removed from Saved Homes.")),
        ("select_option('51', 'Price (High to Low)')", zw_saved(["kimb", "brook", "merr"], "Price (High to Low)", "All")),
        ("select_option('53', 'For sale')", zw_saved(["kimb", "brook", "merr", "bilt"], "Price (High to Low)", "For sale")),
        ("click('301')", zw_detail("brook", True)),
        ("click('92')", zw_detail("brook", True, contact="I am interested in 18 Brookdale Rd, Asheville, NC 28804.")),
        ("fill('97', " + repr(msg) + ")", zw_detail("brook", True, contact=msg, focus=True)),
    ]
    rs.add("web", "h54-web-12", SYSTEM, turns, state=zw_results(set()), bad=True, turn=8,
           kind="Unit 3B, 12 Biltmore Ave, removed from Saved Homes two turns earlier, is listed again as a saved home (4 saved) after only a status filter")


# ---------------------------------------------------------------------------------------------------------
# 13 Instacart grocery delivery, clean: add and change quantities across two searches; cart math follows.
# ---------------------------------------------------------------------------------------------------------

IC = "https://www.instacart.com/store/wegmans"
OAT = [("oatly", "Oatly Oat Milk, Original", "64 fl oz", 5.49), ("oatlyff", "Oatly Oat Milk, Full Fat", "64 fl oz", 5.49),
       ("planet", "Planet Oat Extra Creamy Oatmilk", "52 fl oz", 3.99), ("califia", "Califia Farms Oat Barista Blend", "32 fl oz", 4.79),
       ("wegoat", "Wegmans Organic Oat Milk, Original", "64 fl oz", 3.49), ("chobani", "Chobani Oat Plain Extra Creamy", "52 fl oz", 4.29)]
BAN = [("orgban", "Organic Bananas, Bunch", "about 2.5 lb · $0.89/lb", 2.24), ("ban", "Bananas", "1 each", 0.25),
       ("chips", "Wegmans Organic Banana Chips", "7 oz", 3.99), ("plant", "Plantains", "1 each", 0.69)]
IC_BID = {k: 200 + 10 * i for i, k in enumerate([p[0] for p in OAT + BAN])}
PRICE = {p[0]: p[3] for p in OAT + BAN}
NAME = {p[0]: p[1] for p in OAT + BAN}


def ic_header(query: str, cart: dict[str, int], focus: bool = False) -> list[str]:
    count = sum(cart.values())
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Instacart home"), n(1, 12, "button", "Delivery", "pressed=true"),
           n(1, 13, "button", "Pickup", "pressed=false"), n(1, 14, "button", "Deliver to 14 Linden St", "hasPopup='dialog'"),
           n(1, 15, "combobox", "Search Wegmans...", *(["focused"] if focus else []), "autocomplete='list'", "expanded=False")]
    if query:
        out.append(s(2, query))
    out += [n(1, 16, "button", f"View Cart. Items in cart: {count}")]
    return out


def ic_item(key: str, size: str, qty: int) -> list[str]:
    b = IC_BID[key]
    price = PRICE[key]
    out = [n(2, b, "group", NAME[key]), s(3, f"${price:.2f}" + (" each (est.)" if key == "orgban" else "")), n(3, b + 1, "link", NAME[key]), s(3, size)]
    if qty == 0:
        out.append(n(3, b + 3, "button", f"Add 1 item {NAME[key]}"))
    else:
        out += [n(3, b + 4, "button", "Decrement quantity" if qty > 1 else "Remove"), s(3, f"{qty} ct"), n(3, b + 6, "button", "Increment quantity")]
    return out


def ic_results(query: str, items: list[tuple[str, str, str, float]], cart: dict[str, int], eta: str, typed: str | None = None) -> str:
    lines = ic_header(query if typed is None else typed, cart, focus=typed is not None) + [
        n(0, 40, "main", ""), s(1, f"Delivery by {eta}"), n(1, 42, "heading", f"Results for \u201c{query}\u201d"),
        n(1, 43, "button", "Sort: Best match", "hasPopup='menu'"), n(1, 44, "button", "Brands", "hasPopup='menu'"),
        n(1, 45, "button", "Organic", "pressed=false"), n(1, 46, "list", ""),
    ]
    for key, _name, size, _price in items:
        lines += ic_item(key, size, cart.get(key, 0))
    return page(f"{IC}/s?k={query.replace(' ', '%20')}", f"{query} | Wegmans | Instacart", lines)


def ic_storefront(query: str) -> str:
    lines = ic_header(query, {}, focus=bool(query)) + [
        n(0, 40, "main", ""), n(1, 41, "heading", "Wegmans"), s(1, "Delivery by 3:40pm"), s(1, "In-store prices"),
        n(1, 44, "link", "View pricing policy"), n(1, 45, "heading", "Buy it again"), n(1, 46, "link", "Wegmans Large Brown Eggs, 12 ct"),
        n(1, 47, "link", "Wegmans Sourdough Bread"), n(1, 48, "heading", "Produce"), n(1, 49, "link", "Organic Strawberries, 1 lb"),
        n(1, 50, "link", "Hass Avocados"), n(1, 51, "heading", "Dairy & Eggs"), n(1, 52, "link", "Wegmans Vitamin D Whole Milk, 1 gal"),
    ]
    return page(f"{IC}/storefront", "Wegmans Delivery or Pickup Near Me | Instacart", lines)


def ic_cart_drawer(cart: dict[str, int]) -> list[str]:
    sub = round(sum(PRICE[k] * q for k, q in cart.items()), 2)
    out = [n(0, 600, "dialog", "Cart", "modal=True"), n(1, 601, "button", "Close"), n(1, 602, "heading", "Personal Wegmans Cart"),
           s(1, "Shopping in 14201"), s(1, f"Add ${35 - sub:.2f} to get $3.99 delivery")]
    for k, q in cart.items():
        b = 610 + IC_BID[k] - 200
        out += [n(1, b, "group", NAME[k]), n(2, b + 1, "link", NAME[k]), s(2, f"${PRICE[k] * q:.2f}"),
                n(2, b + 3, "button", "Decrement quantity" if q > 1 else "Remove"), s(2, f"{q} ct"), n(2, b + 5, "button", "Increment quantity")]
    out += [n(1, 700, "button", f"Go to checkout ${sub:.2f}")]
    return out


def ic_checkout(cart: dict[str, int]) -> str:
    sub = round(sum(PRICE[k] * q for k, q in cart.items()), 2)
    total = round(sub + 7.99 + 1.99, 2)
    lines = [n(0, 10, "banner", ""), n(1, 11, "link", "Instacart home"), n(1, 12, "link", "Back to store"),
             n(0, 40, "main", ""), n(1, 41, "heading", "Checkout"),
             n(1, 42, "heading", "Delivery address"), s(1, "14 Linden St, Buffalo, NY 14201"), n(1, 44, "button", "Change"),
             n(1, 45, "heading", "Delivery time"), n(1, 46, "radiogroup", ""),
             n(2, 47, "radio", "Priority 25-45 min $2.99", "checked='false'"), n(2, 48, "radio", "Standard 45 min-1 hr 50 min", "checked='true'"),
             n(2, 49, "radio", "Schedule Today 4pm-6pm", "checked='false'"),
             n(1, 50, "heading", "Payment"), s(1, "Visa •••• 4417"),
             n(1, 52, "region", "Order summary"), s(2, f"{sum(cart.values())} item" + ("s" if sum(cart.values()) != 1 else "")),
             s(2, "Item subtotal"), s(2, f"${sub:.2f}"), s(2, "Delivery fee (orders under $35)"), s(2, "$7.99"),
             s(2, "Service fee"), s(2, "$1.99"), s(2, "Estimated taxes"), s(2, "$0.00"),
             s(2, "Total"), s(2, f"${total:.2f}"), n(1, 70, "button", "Place order")]
    return page("https://www.instacart.com/store/checkout_v3", "Checkout | Instacart", lines)


def t13(rs: RowSet) -> None:
    c1 = {"oatly": 1}
    c2 = {"oatly": 2}
    c3 = {"oatly": 2, "orgban": 1}
    c4 = {"oatly": 1, "orgban": 1}
    turns = [
        ("fill('15', 'oat milk')", ic_storefront("oat milk")),
        ("keyboard_press('Enter')", ic_results("oat milk", OAT, {}, "3:40pm")),
        ("click('203')", ic_results("oat milk", OAT, c1, "3:40pm")),
        ("click('206')", ic_results("oat milk", OAT, c2, "3:40pm")),
        ("fill('15', 'bananas')", ic_results("oat milk", OAT, c2, "3:40pm", typed="bananas")),
        ("keyboard_press('Enter')", ic_results("bananas", BAN, c2, "3:45pm")),
        ("click('263')", ic_results("bananas", BAN, c3, "3:45pm")),
        ("click('16')", ic_results("bananas", BAN, c3, "3:45pm") + "\n" + "\n".join("\t" + ln for ln in ic_cart_drawer(c3))),
        ("click('613')", ic_results("bananas", BAN, c4, "3:45pm") + "\n" + "\n".join("\t" + ln for ln in ic_cart_drawer(c4))),
        ("click('700')", ic_checkout(c4)),
    ]
    rs.add("web", "h54-web-13", SYSTEM, turns, state=ic_storefront(""))


# ---------------------------------------------------------------------------------------------------------
# 14 Washington ESD eServices (unemployment benefits), clean: file a weekly claim; the new week is pending.
# ---------------------------------------------------------------------------------------------------------

ESD = "https://secure.esd.wa.gov/eservices"
PAID = [("03/02/2024", "03/05/2024"), ("02/24/2024", "02/27/2024"), ("02/17/2024", "02/21/2024"), ("02/10/2024", "02/13/2024"),
        ("02/03/2024", "02/06/2024"), ("01/27/2024", "01/30/2024"), ("01/20/2024", "01/23/2024")]


def esd_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Employment Security Department - Washington State"),
           s(1, "Morgan Ellery"), n(1, 13, "link", "Log out"), n(0, 14, "navigation", "")]
    for i, it in enumerate(["Home", "File weekly claim", "Payment history", "Messages (2)", "Account settings", "Help"]):
        out.append(n(1, 15 + i, "link", it, *(["current='page'"] if it == active else [])))
    return out


def esd_home(after: bool) -> str:
    lines = esd_chrome("Home") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Welcome, Morgan"),
        s(1, "Last login: 03/03/2024 10:02 AM"),
        n(1, 33, "region", "Claim summary"), n(2, 34, "heading", "Unemployment claim"),
        s(2, "Claim ID: 000-418-227-01"), s(2, "Benefit year: 01/07/2024 – 01/04/2025"),
        s(2, "Weekly benefit amount"), s(2, "$612.00"), s(2, "Maximum benefit amount"), s(2, "$15,912.00"),
        s(2, "Remaining balance"), s(2, "$11,628.00"),
    ]
    if after:
        lines += [s(2, "Pending payment"), s(2, "$612.00 for week ending 03/09/2024"),
                  n(1, 50, "region", "Weekly claims"), s(2, "Your claim for week ending 03/09/2024 was received on 03/10/2024."),
                  s(2, "Next weekly claim: week ending 03/16/2024, available Sunday, 03/17/2024."),
                  n(2, 53, "button", "File weekly claim", "disabled=True")]
    else:
        lines += [n(1, 50, "region", "Weekly claims"), s(2, "You can file your weekly claim for week ending 03/09/2024 now. Deadline: 03/23/2024."),
                  n(2, 53, "button", "File weekly claim")]
    lines += [n(1, 60, "region", "Job search"), s(2, "Required job search activities per week: 3"),
              n(2, 62, "link", "Open job search log"), n(1, 63, "region", "Messages"), s(2, "You have 2 unread messages."),
              n(2, 65, "link", "View messages")]
    return page(f"{ESD}/home", "Home | ESD eServices", lines)


def esd_weekly(ans: dict[str, str], jobs: str = "", focus: str = "") -> str:
    qs = [("work", "Did you work or earn any money during the week ending 03/09/2024?"),
          ("able", "Were you physically able to work and available to accept work each day?"),
          ("refuse", "Did you refuse any work or job offers?")]
    lines = esd_chrome("File weekly claim") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Weekly claim"), s(1, "Week ending 03/09/2024 (03/03/2024 – 03/09/2024)"),
        s(1, "Answer every question. Questions marked * are required."),
    ]
    for i, (k, q) in enumerate(qs):
        b = 40 + 6 * i
        lines += [n(1, b, "radiogroup", q + " *"), n(2, b + 1, "radio", "Yes", f"checked='{str(ans.get(k) == 'Yes').lower()}'"),
                  n(2, b + 2, "radio", "No", f"checked='{str(ans.get(k) == 'No').lower()}'")]
    lines += [s(1, "How many job search activities did you complete this week? *"),
              n(1, 60, "spinbutton", "Job search activities", *(["focused"] if focus == "jobs" else []), "required=True")]
    if jobs:
        lines.append(s(2, jobs))
    lines += [n(1, 61, "link", "Open job search log (3 activities logged for this week)"),
              n(1, 62, "checkbox", "I certify that my answers are true and complete.", "checked='true'"),
              n(1, 63, "button", "Submit"), n(1, 64, "button", "Save and finish later")]
    return page(f"{ESD}/weekly-claim/2024-03-09", "Weekly claim | ESD eServices", lines)


def esd_confirm() -> str:
    lines = esd_chrome("File weekly claim") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Weekly claim submitted"),
        s(1, "We received your weekly claim for week ending 03/09/2024 on 03/10/2024 at 9:14 AM."),
        s(1, "Confirmation number: 7F3K-22Q9-WX81"),
        n(1, 34, "table", ""),
        n(2, 35, "row", ""), n(3, 36, "rowheader", "Worked or earned money"), n(3, 37, "cell", "No"),
        n(2, 38, "row", ""), n(3, 39, "rowheader", "Able and available"), n(3, 40, "cell", "Yes"),
        n(2, 41, "row", ""), n(3, 42, "rowheader", "Refused work"), n(3, 43, "cell", "No"),
        n(2, 44, "row", ""), n(3, 45, "rowheader", "Job search activities"), n(3, 46, "cell", "3"),
        s(1, "Payment status: Processing. If approved, $612.00 is usually deposited within 2 business days."),
        n(1, 48, "button", "Print confirmation"), n(1, 49, "link", "Return to home"),
    ]
    return page(f"{ESD}/weekly-claim/2024-03-09/confirmation", "Weekly claim submitted | ESD eServices", lines)


def esd_payments() -> str:
    lines = esd_chrome("Payment history") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Payment history"),
        s(1, "Total paid this benefit year: $4,284.00 (7 weeks)"), s(1, "Remaining balance: $11,628.00"),
        s(1, "Pending payments are deducted from the balance when they are issued."),
        n(1, 35, "table", ""), n(2, 36, "row", ""), n(3, 37, "columnheader", "Week ending"), n(3, 38, "columnheader", "Amount"),
        n(3, 39, "columnheader", "Status"), n(3, 40, "columnheader", "Issued"), n(3, 41, "columnheader", "Method"),
        n(2, 42, "row", ""), n(3, 43, "cell", "03/09/2024"), n(3, 44, "cell", "$612.00"), n(3, 45, "cell", "Pending"),
        n(3, 46, "cell", "—"), n(3, 47, "cell", "Direct deposit ••••2209"),
    ]
    for i, (wk, issued) in enumerate(PAID):
        b = 50 + 6 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", wk), n(3, b + 2, "cell", "$612.00"), n(3, b + 3, "cell", "Paid"),
                  n(3, b + 4, "cell", issued), n(3, b + 5, "cell", "Direct deposit ••••2209")]
    lines += [n(2, 100, "row", ""), n(3, 101, "cell", "01/13/2024"), n(3, 102, "cell", "$0.00"), n(3, 103, "cell", "Waiting week"),
              n(3, 104, "cell", "—"), n(3, 105, "cell", "—")]
    return page(f"{ESD}/payments", "Payment history | ESD eServices", lines)


def t14(rs: RowSet) -> None:
    turns = [
        ("click('53')", esd_weekly({})),
        ("click('42')", esd_weekly({"work": "No"})),
        ("click('47')", esd_weekly({"work": "No", "able": "Yes"})),
        ("click('54')", esd_weekly({"work": "No", "able": "Yes", "refuse": "No"})),
        ("fill('60', '3')", esd_weekly({"work": "No", "able": "Yes", "refuse": "No"}, jobs="3", focus="jobs")),
        ("click('63')", esd_confirm()),
        ("click('17')", esd_payments()),
        ("click('15')", esd_home(True)),
    ]
    rs.add("web", "h54-web-14", SYSTEM, turns, state=esd_home(False))


# ---------------------------------------------------------------------------------------------------------
# 15 Givebutter charity dashboard, bad: a saved setting (recurring reminder emails off) is back on later.
# ---------------------------------------------------------------------------------------------------------

GB = "https://dashboard.givebutter.com"
GB_SETTINGS = [
    ("receipts", "Automatically email tax receipts", True),
    ("fees", "Prompt donors to cover processing fees", True),
    ("reminders", "Send recurring donation reminder emails (3 days before each charge)", True),
    ("every", "Notify me of every new donation", False),
    ("weekly", "Weekly summary email", True),
]


def gb_chrome(active: str) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "Givebutter"), s(1, "Riverbend Food Pantry")]
    for i, it in enumerate(["Dashboard", "Campaigns", "Donations", "Contacts", "Payouts", "Settings"]):
        out.append(n(1, 12 + i, "link", it, *(["current='page'"] if it == active else [])))
    out += [n(1, 19, "button", "Anita Ferreira", "hasPopup='menu'")]
    return out


def gb_dashboard() -> str:
    lines = gb_chrome("Dashboard") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Dashboard"),
        n(1, 32, "combobox", "Date range", "hasPopup='menu'", "expanded=False"), s(2, "This month (Mar 1 – Mar 12, 2024)"),
        s(1, "Raised"), s(1, "$8,420.50"), s(1, "Donations"), s(1, "137"), s(1, "Average gift"), s(1, "$61.46"),
        s(1, "Recurring donors"), s(1, "46 ($1,985.00/mo)"),
        n(1, 45, "heading", "Recent donations"),
        s(1, "Marcus Lee gave $50.00 to Spring Pantry Drive 2024 · 12 minutes ago"),
        s(1, "Anonymous gave $250.00 to General Fund · 1 hour ago"),
        s(1, "Priscilla Onwudiwe gave $25.00 (monthly) to General Fund · 3 hours ago"),
        n(1, 49, "link", "View all donations"),
    ]
    return page(f"{GB}/dashboard", "Dashboard · Givebutter", lines)


def gb_settings(vals: dict[str, bool], dirty: bool = False, saved: bool = False) -> str:
    lines = gb_chrome("Settings") + [n(0, 30, "main", ""), n(1, 31, "heading", "Settings")]
    lines += [n(1, 32, "tablist", ""), n(2, 33, "tab", "General", "selected=True"), n(2, 34, "tab", "Receipts", "selected=False"),
              n(2, 35, "tab", "Team", "selected=False"), n(2, 36, "tab", "Integrations", "selected=False")]
    if saved:
        lines += [n(1, 37, "status", ""), s(2, "Settings saved")]
    lines += [s(1, "Organization name"), n(1, 39, "textbox", "Organization name", "required=True"), s(2, "Riverbend Food Pantry"),
              s(1, "EIN"), n(1, 41, "textbox", "EIN", "required=False"), s(2, "84-2719305"),
              s(1, "Default currency"), n(1, 43, "combobox", "Default currency", "hasPopup='menu'", "expanded=False"), s(2, "USD – US Dollar"),
              s(1, "Receipt signature"), n(1, 45, "textbox", "Receipt signature", "required=False"), s(2, "Anita Ferreira, Executive Director"),
              n(1, 50, "heading", "Donor communications")]
    for i, (k, label, _d) in enumerate(GB_SETTINGS):
        lines.append(n(1, 51 + i, "switch", label, f"checked='{str(vals[k]).lower()}'"))
    if dirty:
        lines += [n(1, 60, "status", ""), s(2, "You have unsaved changes")]
    lines += [n(1, 61, "button", "Save changes", *([] if dirty else ["disabled=True"])), n(1, 62, "button", "Discard")]
    return page(f"{GB}/settings/general", "Settings · Givebutter", lines)


GB_DONATIONS = [
    ("Mar 12, 2024 2:41 PM", "Marcus Lee", "$50.00", "Spring Pantry Drive 2024", "One-time", "Yes"),
    ("Mar 12, 2024 1:53 PM", "Anonymous", "$250.00", "General Fund", "One-time", "No"),
    ("Mar 12, 2024 11:20 AM", "Priscilla Onwudiwe", "$25.00", "General Fund", "Monthly", "Yes"),
    ("Mar 11, 2024 7:02 PM", "Hollis Grant", "$100.00", "Spring Pantry Drive 2024", "One-time", "Yes"),
    ("Mar 11, 2024 9:15 AM", "Ruth & Dan Abernathy", "$500.00", "Spring Pantry Drive 2024", "One-time", "No"),
    ("Mar 10, 2024 4:48 PM", "Keiko Tan", "$20.00", "General Fund", "Monthly", "Yes"),
    ("Mar 10, 2024 10:33 AM", "Samuel Ortiz", "$35.00", "Spring Pantry Drive 2024", "One-time", "Yes"),
    ("Mar 9, 2024 6:12 PM", "Anonymous", "$15.00", "General Fund", "One-time", "No"),
]


def gb_donations(toast: str = "") -> str:
    lines = gb_chrome("Donations") + [n(0, 30, "main", ""), n(1, 31, "heading", "Donations")]
    if toast:
        lines += [n(1, 32, "status", ""), s(2, toast)]
    lines += [n(1, 33, "searchbox", "Search donations", "required=False"), n(1, 34, "button", "Filters", "hasPopup='menu'"),
              n(1, 35, "button", "Export"), n(1, 36, "button", "+ Add offline donation"), s(1, "1,284 donations"),
              n(1, 40, "table", ""), n(2, 41, "row", "")]
    for j, h in enumerate(["Date", "Donor", "Amount", "Campaign", "Frequency", "Fee covered"]):
        lines.append(n(3, 42 + j, "columnheader", h))
    for i, row in enumerate(GB_DONATIONS):
        b = 50 + 7 * i
        lines.append(n(2, b, "row", ""))
        lines += [n(3, b + 1 + j, "cell", v) for j, v in enumerate(row)]
    lines += [s(1, "1–8 of 1,284"), n(1, 120, "button", "Previous page", "disabled=True"), n(1, 121, "button", "Next page")]
    return page(f"{GB}/transactions", "Donations · Givebutter", lines)


def gb_campaigns() -> str:
    camps = [("Spring Pantry Drive 2024", "Fundraising page", "$9,112.00 of $15,000.00", "152 supporters", "Active · ends Apr 15, 2024"),
             ("General Fund", "Donation form", "$41,306.75 raised", "611 supporters", "Active"),
             ("Thanksgiving Turkey Drive 2023", "Fundraising page", "$12,640.00 of $12,000.00", "204 supporters", "Ended Nov 20, 2023"),
             ("Volunteer Appreciation Dinner", "Event", "$1,980.00 raised", "66 tickets", "Ended Jan 27, 2024")]
    lines = gb_chrome("Campaigns") + [n(0, 30, "main", ""), n(1, 31, "heading", "Campaigns"), n(1, 32, "button", "+ New campaign"),
                                      n(1, 33, "list", "")]
    for i, (name, typ, money_s, sup, status) in enumerate(camps):
        b = 40 + 6 * i
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", name), s(3, typ), s(3, money_s), s(3, sup), s(3, status)]
    return page(f"{GB}/campaigns", "Campaigns · Givebutter", lines)


def gb_campaign() -> str:
    lines = gb_chrome("Campaigns") + [
        n(0, 30, "main", ""), n(1, 31, "link", "‹ Campaigns"), n(1, 32, "heading", "Spring Pantry Drive 2024"),
        s(1, "givebutter.com/riverbend-spring24"), n(1, 34, "button", "Copy link"), n(1, 35, "button", "Edit page"),
        s(1, "Raised"), s(1, "$9,112.00"), s(1, "Goal"), s(1, "$15,000.00"), s(1, "61% of goal"),
        s(1, "Supporters"), s(1, "152"), s(1, "Started Feb 15, 2024 · ends Apr 15, 2024 (34 days left)"),
        n(1, 45, "tablist", ""), n(2, 46, "tab", "Overview", "selected=True"), n(2, 47, "tab", "Transactions", "selected=False"),
        n(2, 48, "tab", "Teams", "selected=False"), n(2, 49, "tab", "Settings", "selected=False"),
        n(1, 50, "heading", "Top teams"), s(1, "St. Brendan's Youth Group · $2,340.00"), s(1, "Riverbend Rotary · $1,875.00"),
        s(1, "Lincoln Elementary PTA · $960.00"),
    ]
    return page(f"{GB}/campaigns/riverbend-spring24", "Spring Pantry Drive 2024 · Givebutter", lines)


def t15(rs: RowSet) -> None:
    base = {k: d for k, _l, d in GB_SETTINGS}
    off = dict(base, reminders=False)
    turns = [
        ("click('17')", gb_settings(base)),
        ("click('53')", gb_settings(off, dirty=True)),
        ("click('61')", gb_settings(off, saved=True)),
        ("click('14')", gb_donations()),
        ("click('35')", gb_donations(toast="Your export is being prepared. We'll email it to anita@riverbendpantry.org when it's ready.")),
        ("click('17')", gb_settings(base)),
        ("click('13')", gb_campaigns()),
        ("click('41')", gb_campaign()),
    ]
    rs.add("web", "h54-web-15", SYSTEM, turns, state=gb_dashboard(), bad=True, turn=6,
           kind="the recurring donation reminder emails switch, turned off and saved at turn 3, is checked again when Settings is reopened")


# ---------------------------------------------------------------------------------------------------------
# 16 HotCRP submission system, bad: the retitled paper #213 is back under its old title on the home list.
# ---------------------------------------------------------------------------------------------------------

HC = "https://euromlsys25.hotcrp.com"
OLD213 = "Scheduling Sparse Attention Kernels on Heterogeneous Accelerators"
NEW213 = "SparseSched: Scheduling Sparse Attention Kernels on Heterogeneous Accelerators"
T219 = "Memory-Aware Checkpointing for Pipeline-Parallel Fine-Tuning"
HC_TOPICS = ["Distributed training", "Hardware accelerators", "ML compilers", "Scheduling", "Systems for LLM inference"]
ABSTRACT = ("Sparse attention patterns make transformer inference memory-bound in ways that differ across GPUs, NPUs and CPUs. "
            "We present a cost-model-driven scheduler that partitions block-sparse attention kernels across heterogeneous "
            "accelerators on one host and overlaps transfers with compute. On three platforms it reduces end-to-end latency "
            "by 1.7x to 2.4x against a GPU-only baseline at 32k context.")


def hc_chrome() -> list[str]:
    return [n(0, 10, "banner", ""), n(1, 11, "link", "EuroMLSys 2025"), n(1, 12, "link", "Home"), n(1, 13, "link", "Search"),
            s(1, "ilse.kramer@tudelft.nl"), n(1, 15, "link", "Profile"), n(1, 16, "link", "Help"), n(1, 17, "link", "Sign out")]


def hc_home(title213: str) -> str:
    lines = hc_chrome() + [
        n(0, 30, "main", ""), n(1, 31, "heading", "EuroMLSys 2025"),
        s(1, "The 5th Workshop on Machine Learning and Systems, co-located with EuroSys 2025, Rotterdam."),
        n(1, 33, "heading", "Submissions"),
        s(1, "The submission deadline is Feb 1, 2025 11:59:59pm AoE (in 15 days). Submissions may be updated until the deadline."),
        n(1, 35, "link", "New submission"),
        n(1, 36, "heading", "Your submissions"),
        n(1, 37, "table", ""), n(2, 38, "row", ""), n(3, 39, "columnheader", "ID"), n(3, 40, "columnheader", "Title"),
        n(3, 41, "columnheader", "Status"),
        n(2, 42, "row", ""), n(3, 43, "cell", ""), n(4, 44, "link", "#213"), n(3, 45, "cell", ""), n(4, 46, "link", title213),
        n(3, 47, "cell", "Submitted"),
        n(2, 48, "row", ""), n(3, 49, "cell", ""), n(4, 50, "link", "#219"), n(3, 51, "cell", ""), n(4, 52, "link", T219),
        n(3, 53, "cell", "Draft (not ready for review)"),
        s(1, "HotCRP v3.0b3 · Times are in UTC"),
    ]
    return page(f"{HC}/", "EuroMLSys 2025", lines)


def hc_paper213(title: str, topics: set[str], updated: str, msg: bool = False) -> str:
    lines = hc_chrome() + [n(0, 30, "main", "")]
    if msg:
        lines += [n(1, 31, "status", ""), s(2, "Updated submission. A confirmation email has been sent to all contact authors.")]
    lines += [
        n(1, 32, "heading", f"#213 {title}"),
        s(1, "Submitted"), s(1, f"Submission updated {updated}"),
        n(1, 35, "link", "Edit submission"),
        n(1, 36, "heading", "Submission"), n(1, 37, "link", "PDF, 1.4MB, 12pp"), s(1, "PDF uploaded 14 Jan 2025 9:02:33am UTC · sha256 9c41e0…b27a"),
        n(1, 39, "heading", "Abstract"), s(1, ABSTRACT),
        n(1, 41, "heading", "Authors"), s(1, "Ilse Kramer (TU Delft) <ilse.kramer@tudelft.nl>"),
        s(1, "Rohan Mehta (TU Delft) <r.mehta@tudelft.nl>"), s(1, "Yuki Sato (Preferred Networks) <ysato@preferred.jp>"),
        n(1, 45, "heading", "Topics"),
    ]
    for t in HC_TOPICS:
        if t in topics:
            lines.append(s(1, t))
    lines += [n(1, 60, "heading", "Contacts"), s(1, "Ilse Kramer, Rohan Mehta"),
              n(1, 62, "heading", "Conflicts"), s(1, "TU Delft (all); Preferred Networks (all); Jan Vermeulen (advisor)")]
    return page(f"{HC}/paper/213", f"#213 {title} - EuroMLSys 2025", lines)


def hc_edit(title: str, topics: set[str], focus: str = "") -> str:
    lines = hc_chrome() + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Edit submission #213"),
        s(1, "Title *"), n(1, 33, "textbox", "Title", *(["focused"] if focus == "title" else []), "required=True"), s(2, title),
        s(1, "Submission (PDF)"), n(1, 35, "link", "PDF, 1.4MB, 12pp"), n(1, 36, "button", "Replace"),
        s(1, "Abstract *"), n(1, 38, "textbox", "Abstract", "required=True"), s(2, ABSTRACT),
        s(1, "Authors *"),
        n(1, 40, "textbox", "Author 1 name", "required=True"), s(2, "Ilse Kramer"), n(1, 41, "textbox", "Author 1 affiliation", "required=False"), s(2, "TU Delft"),
        n(1, 42, "textbox", "Author 2 name", "required=False"), s(2, "Rohan Mehta"), n(1, 43, "textbox", "Author 2 affiliation", "required=False"), s(2, "TU Delft"),
        n(1, 44, "textbox", "Author 3 name", "required=False"), s(2, "Yuki Sato"), n(1, 45, "textbox", "Author 3 affiliation", "required=False"), s(2, "Preferred Networks"),
        n(1, 46, "button", "Add author"),
        s(1, "Topics"),
    ]
    for i, t in enumerate(HC_TOPICS):
        lines.append(n(1, 50 + i, "checkbox", t, *(["focused"] if focus == t else []), f"checked='{str(t in topics).lower()}'"))
    lines += [n(1, 60, "checkbox", "The submission is ready for review.", "checked='true'"),
              n(1, 61, "button", "Save changes"), n(1, 62, "button", "Cancel")]
    return page(f"{HC}/paper/213/edit", f"Edit #213 {title} - EuroMLSys 2025", lines)


def hc_paper219() -> str:
    lines = hc_chrome() + [
        n(0, 30, "main", ""), n(1, 32, "heading", f"#219 {T219}"),
        s(1, "Draft (not ready for review)"), s(1, "Submission updated 16 Jan 2025 6:40:12pm UTC"),
        n(1, 35, "link", "Edit submission"),
        n(1, 36, "heading", "Submission"), s(1, "No PDF uploaded yet."),
        n(1, 39, "heading", "Abstract"),
        s(1, "Activation checkpointing trades compute for memory, but pipeline-parallel fine-tuning leaves stage-level memory imbalance unexploited. We choose per-stage checkpointing policies with a small ILP and cut peak memory by 31% at equal throughput."),
        n(1, 41, "heading", "Authors"), s(1, "Ilse Kramer (TU Delft) <ilse.kramer@tudelft.nl>"), s(1, "Femke de Wit (TU Delft) <f.dewit@tudelft.nl>"),
        n(1, 45, "heading", "Topics"), s(1, "Distributed training"), s(1, "Scheduling"),
    ]
    return page(f"{HC}/paper/219", f"#219 {T219} - EuroMLSys 2025", lines)


def t16(rs: RowSet) -> None:
    t0 = {"Hardware accelerators", "ML compilers"}
    t1 = t0 | {"Scheduling"}
    upd0 = "14 Jan 2025 9:02:33am UTC"
    upd1 = "17 Jan 2025 2:23:41pm UTC"
    turns = [
        ("click('44')", hc_paper213(OLD213, t0, upd0)),
        ("click('35')", hc_edit(OLD213, t0)),
        ("fill('33', " + repr(NEW213) + ")", hc_edit(NEW213, t0, focus="title")),
        ("scroll(0, 800)", hc_edit(NEW213, t0, focus="title")),
        ("click('53')", hc_edit(NEW213, t1, focus="Scheduling")),
        ("click('61')", hc_paper213(NEW213, t1, upd1, msg=True)),
        ("click('12')", hc_home(NEW213)),
        ("click('50')", hc_paper219()),
        ("click('12')", hc_home(OLD213)),
        ("click('44')", hc_paper213(NEW213, t1, upd1)),
        ("click('35')", hc_edit(NEW213, t1)),
        ("click('62')", hc_paper213(NEW213, t1, upd1)),
    ]
    rs.add("web", "h54-web-16", SYSTEM, turns, state=hc_home(OLD213), bad=True, turn=9,
           kind="paper #213, retitled 'SparseSched: …' and shown so on the home list at turn 7, is listed again under its old title at turn 9")


# ---------------------------------------------------------------------------------------------------------
# 17 Koha OPAC (public library catalog), clean: renew a loan, search, place a hold; due date and holds follow.
# ---------------------------------------------------------------------------------------------------------

KOHA = "https://catalog.harwell-library.org/cgi-bin/koha"


def koha_top(query: str = "", focus: bool = False) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Harwell Public Library"), n(1, 12, "button", "Cart", "hasPopup='menu'"),
           n(1, 13, "button", "Lists", "hasPopup='menu'"), n(1, 14, "link", "Welcome, Ellen Marsh"), n(1, 15, "link", "Log out"),
           n(0, 20, "search", ""), n(1, 21, "combobox", "Search type:", "hasPopup='menu'", "expanded=False"), s(2, "Library catalog"),
           n(1, 22, "textbox", "Search the catalog", *(["focused"] if focus else []), "required=False")]
    if query:
        out.append(s(2, query))
    out += [n(1, 23, "combobox", "Library:", "hasPopup='menu'", "expanded=False"), s(2, "All libraries"), n(1, 24, "button", "Go"),
            n(1, 25, "link", "Advanced search"), n(1, 26, "link", "Course reserves"), n(1, 27, "link", "Most popular")]
    return out


def koha_side() -> list[str]:
    items = ["Your summary", "Your charges", "Your personal details", "Your tags", "Change your password", "Your search history",
             "Your reading history", "Your privacy", "Your messaging", "Your lists"]
    out = [n(0, 40, "navigation", "Your account")]
    for i, it in enumerate(items):
        out.append(n(1, 41 + i, "link", it))
    return out


def koha_summary(overstory_due: str, renewals: str, holds: list[tuple[str, str, str, str]], tab: str, alert: str = "") -> str:
    loans = [("The overstory : a novel", "Powers, Richard", overstory_due, "FIC POWERS", renewals),
             ("Project Hail Mary", "Weir, Andy", "03/18/2024", "CD FIC WEIR", "Not renewable (on hold for another patron)"),
             ("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", "03/21/2024", "581.6 KIM", "3 of 3 renewals remaining")]
    lines = koha_top() + koha_side() + [n(0, 60, "main", "")]
    if alert:
        lines += [n(1, 61, "alert", ""), s(2, alert)]
    lines += [n(1, 62, "heading", "Hello, Ellen Marsh"), s(1, "Click here if you're not Ellen Marsh"),
              n(1, 64, "tablist", ""), n(2, 65, "tab", "Checked out (3)", f"selected={tab == 'out'}"),
              n(2, 66, "tab", "Overdue (0)", "selected=False"), n(2, 67, "tab", f"Holds ({len(holds)})", f"selected={tab == 'holds'}"),
              n(2, 68, "tab", "Charges ($0.00)", "selected=False")]
    if tab == "out":
        lines += [n(1, 70, "tabpanel", "Checked out (3)"), n(2, 71, "table", ""), n(3, 72, "row", "")]
        for j, h in enumerate(["Title", "Author", "Due", "Call number", "Renew"]):
            lines.append(n(4, 73 + j, "columnheader", h))
        for i, (t, a, due, call, ren) in enumerate(loans):
            b = 80 + 8 * i
            lines += [n(3, b, "row", ""), n(4, b + 1, "cell", ""), n(5, b + 2, "link", t), n(4, b + 3, "cell", a),
                      n(4, b + 4, "cell", due), n(4, b + 5, "cell", call), n(4, b + 6, "cell", "")]
            if ren.startswith("Not"):
                lines.append(s(5, ren))
            else:
                lines += [n(5, b + 7, "link", "Renew"), s(5, f"({ren})")]
        lines += [n(2, 110, "button", "Renew all"), n(2, 111, "button", "Download as iCal / .ics file")]
    else:
        lines += [n(1, 70, "tabpanel", f"Holds ({len(holds)})"), n(2, 120, "table", ""), n(3, 121, "row", "")]
        for j, h in enumerate(["Title", "Placed on", "Pick up location", "Status", "Modify"]):
            lines.append(n(4, 122 + j, "columnheader", h))
        for i, (t, placed, loc, status) in enumerate(holds):
            b = 130 + 8 * i
            lines += [n(3, b, "row", ""), n(4, b + 1, "cell", ""), n(5, b + 2, "link", t), n(4, b + 3, "cell", placed),
                      n(4, b + 4, "cell", loc), n(4, b + 5, "cell", status), n(4, b + 6, "cell", ""), n(5, b + 7, "button", "Cancel")]
    return page(f"{KOHA}/opac-user.pl" + ("#opac-user-holds" if tab == "holds" else ""), "Your library home › Harwell Public Library catalog", lines)


def koha_results() -> str:
    lines = koha_top("klara and the sun") + [
        n(0, 60, "main", ""), n(1, 61, "navigation", "Breadcrumb"), n(2, 62, "link", "Home"), s(2, "Results of search for 'klara and the sun'"),
        s(1, "Your search returned 2 results."), n(1, 64, "combobox", "Sort", "hasPopup='menu'", "expanded=False"), s(2, "Relevance"),
        n(1, 70, "table", ""),
        n(2, 71, "row", ""), n(3, 72, "cell", "1."), n(3, 73, "cell", ""), n(4, 74, "link", "Klara and the sun /"), s(4, "by Ishiguro, Kazuo,"),
        s(4, "Material type: Text; Format: print; Publisher: New York : Alfred A. Knopf, 2021"),
        s(4, "Availability: No items available: Checked out (3)."), s(4, "Holds: 4"),
        n(4, 79, "link", "Place hold"), n(4, 80, "link", "Add to cart"), n(4, 81, "link", "Save to lists"),
        n(2, 82, "row", ""), n(3, 83, "cell", "2."), n(3, 84, "cell", ""), n(4, 85, "link", "Klara and the sun [sound recording] /"),
        s(4, "by Ishiguro, Kazuo, ; Sura Siu (narrator)"), s(4, "Material type: Sound; Format: CD; Publisher: Random House Audio, 2021"),
        s(4, "Availability: Items available for loan: Harwell Main (1) [CD FIC ISHIGURO]."), s(4, "Holds: 0"),
        n(4, 90, "link", "Place hold"), n(4, 91, "link", "Add to cart"), n(4, 92, "link", "Save to lists"),
    ]
    return page(f"{KOHA}/opac-search.pl?q=klara+and+the+sun", "Results of search for 'klara and the sun' › Harwell Public Library catalog", lines)


def koha_hold() -> str:
    lines = koha_top() + [
        n(0, 60, "main", ""), n(1, 61, "heading", "Confirm holds for: Ellen Marsh (23190004418127)"),
        n(1, 62, "heading", "Klara and the sun / by Ishiguro, Kazuo"), s(1, "Your priority: 5"), s(1, "Number of holds: 4"),
        s(1, "Pick up location:"), n(1, 65, "combobox", "Pick up location:", "hasPopup='menu'", "expanded=False"), s(2, "Harwell Main"),
        n(1, 66, "button", "Show more options"), n(1, 67, "button", "Confirm hold"),
    ]
    return page(f"{KOHA}/opac-reserve.pl?biblionumber=281734", "Placing a hold › Harwell Public Library catalog", lines)


def koha_history() -> str:
    rows = [("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", "02/29/2024", "Checked out"),
            ("Project Hail Mary", "Weir, Andy", "02/26/2024", "Checked out"),
            ("The overstory : a novel", "Powers, Richard", "02/22/2024", "Checked out"),
            ("Piranesi", "Clarke, Susanna", "01/30/2024", "02/19/2024"),
            ("The Mountains sing", "Nguyễn, Phan Quế Mai", "01/09/2024", "01/27/2024"),
            ("Demon Copperhead : a novel", "Kingsolver, Barbara", "12/14/2023", "01/09/2024")]
    lines = koha_top() + koha_side() + [
        n(0, 60, "main", ""), n(1, 61, "heading", "Reading history"), s(1, "6 items"),
        n(1, 63, "combobox", "Sort by:", "hasPopup='menu'", "expanded=False"), s(2, "Most recent"),
        n(1, 64, "tablist", ""), n(2, 65, "tab", "All", "selected=True"), n(2, 66, "tab", "Checkouts", "selected=False"),
        n(2, 67, "tab", "On-site checkouts", "selected=False"),
        n(1, 70, "table", ""), n(2, 71, "row", ""),
    ]
    for j, h in enumerate(["Title", "Author", "Checked out on", "Date returned"]):
        lines.append(n(3, 72 + j, "columnheader", h))
    for i, (t, a, out, ret) in enumerate(rows):
        b = 80 + 6 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", ""), n(4, b + 2, "link", t), n(3, b + 3, "cell", a), n(3, b + 4, "cell", out), n(3, b + 5, "cell", ret)]
    return page(f"{KOHA}/opac-readingrecord.pl", "Your reading history › Harwell Public Library catalog", lines)


def t17(rs: RowSet) -> None:
    h0 = [("Tomorrow, and tomorrow, and tomorrow", "02/20/2024", "Harwell Main", "Pending (priority 3)")]
    h1 = h0 + [("Klara and the sun", "03/12/2024", "Harwell Main", "Pending (priority 5)")]
    start = koha_summary("03/14/2024", "3 of 3 renewals remaining", h0, "out")
    renewed = koha_summary("04/02/2024", "2 of 3 renewals remaining", h0, "out", alert="Renewed: The overstory : a novel is now due 04/02/2024.")
    turns = [
        ("click('87')", renewed),
        ("fill('22', 'klara and the sun')", renewed.replace("\t\t[22] textbox 'Search the catalog', required=False",
                                                             "\t\t[22] textbox 'Search the catalog', focused, required=False\n\t\t\tStaticText 'klara and the sun'")),
        ("keyboard_press('Enter')", koha_results()),
        ("click('79')", koha_hold()),
        ("click('67')", koha_summary("04/02/2024", "2 of 3 renewals remaining", h1, "holds", alert="Your hold on Klara and the sun was placed.")),
        ("click('65')", koha_summary("04/02/2024", "2 of 3 renewals remaining", h1, "out")),
        ("click('47')", koha_history()),
    ]
    rs.add("web", "h54-web-17", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 18 City residential parking permit portal, clean: fix a plate, buy a prorated permit, see it in the list.
# ---------------------------------------------------------------------------------------------------------

RPP = "https://permits.cityofmadison.com/rpp"


def rpp_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "City of Madison Parking Utility"), s(1, "Residential Parking Permits"),
           n(1, 13, "button", "Tomasz Wierzbicki", "hasPopup='menu'"), n(0, 14, "navigation", "")]
    for i, it in enumerate(["Dashboard", "Vehicles", "Buy a permit", "My permits", "Account"]):
        out.append(n(1, 15 + i, "link", it, *(["current='page'"] if it == active else [])))
    return out


def rpp_dashboard() -> str:
    lines = rpp_chrome("Dashboard") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Dashboard"),
        s(1, "Permit address: 1204 Jenifer St, Madison, WI 53703"), s(1, "Residential Parking Permit Area 3 (Marquette)"),
        n(1, 34, "region", "Active permits"), n(2, 35, "heading", "Active permits (1)"),
        s(2, "RP3-24-018822 · Annual residential · HLT 4021 (WI) · 2019 Subaru Outback · expires 08/31/2024"),
        n(1, 37, "region", "Vehicles"), s(2, "2 vehicles on file"), n(2, 39, "link", "Manage vehicles"),
        n(1, 40, "region", "Notices"), s(2, "Area 3 street sweeping resumes April 1. Move vehicles on posted days."),
    ]
    return page(f"{RPP}/dashboard", "Dashboard | Residential Parking Permits", lines)


def rpp_vehicles(fit_plate: str, notice: str = "") -> str:
    lines = rpp_chrome("Vehicles") + [n(0, 30, "main", "")]
    if notice:
        lines += [n(1, 31, "status", ""), s(2, notice)]
    lines += [n(1, 32, "heading", "Vehicles"), n(1, 33, "button", "Add vehicle"), n(1, 34, "table", ""), n(2, 35, "row", "")]
    for j, h in enumerate(["Vehicle", "Plate", "State", "Permit", "Actions"]):
        lines.append(n(3, 36 + j, "columnheader", h))
    rows = [("2019 Subaru Outback · Green", "HLT 4021", "WI", "RP3-24-018822 (active)", False),
            ("2015 Honda Fit · Blue", fit_plate, "WI", "None", True)]
    for i, (v, p, st, pm, removable) in enumerate(rows):
        b = 50 + 10 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", v), n(3, b + 2, "cell", p), n(3, b + 3, "cell", st), n(3, b + 4, "cell", pm),
                  n(3, b + 5, "cell", ""), n(4, b + 6, "link", "Edit")]
        if removable:
            lines.append(n(4, b + 7, "button", "Remove"))
    return page(f"{RPP}/vehicles", "Vehicles | Residential Parking Permits", lines)


def rpp_edit(plate: str, focus: bool = False) -> str:
    lines = rpp_chrome("Vehicles") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Edit vehicle"),
        s(1, "Make"), n(1, 33, "textbox", "Make", "required=True"), s(2, "Honda"),
        s(1, "Model"), n(1, 35, "textbox", "Model", "required=True"), s(2, "Fit"),
        s(1, "Year"), n(1, 37, "textbox", "Year", "required=True"), s(2, "2015"),
        s(1, "Color"), n(1, 39, "textbox", "Color", "required=True"), s(2, "Blue"),
        s(1, "License plate"), n(1, 41, "textbox", "License plate", *(["focused"] if focus else []), "required=True"), s(2, plate),
        s(1, "Plate state"), n(1, 43, "combobox", "Plate state", "hasPopup='menu'", "expanded=False"), s(2, "Wisconsin"),
        n(1, 45, "button", "Save"), n(1, 46, "link", "Cancel"),
    ]
    return page(f"{RPP}/vehicles/20417/edit", "Edit vehicle | Residential Parking Permits", lines)


def rpp_buy(kind: str, fit_checked: bool) -> str:
    opts = ["Annual residential permit — $45.00 (valid through 08/31/2024)", "Visitor pass book, 10 one-day passes — $25.00",
            "Temporary two-week permit — $10.00"]
    lines = rpp_chrome("Buy a permit") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Buy a permit"), s(1, "Step 1 of 3 · Choose permit"),
        s(1, "Annual permits bought on or after March 1 are half price."), n(1, 34, "radiogroup", "Permit type")]
    for i, o in enumerate(opts):
        lines.append(n(2, 35 + i, "radio", o, f"checked='{str(o == kind).lower()}'"))
    lines += [n(1, 40, "group", "Vehicle"),
              n(2, 41, "checkbox", "2019 Subaru Outback · HLT 4021 (WI) — already has an active annual permit", "disabled=True", "checked='false'"),
              n(2, 42, "checkbox", "2015 Honda Fit · DKR 1178 (WI)", f"checked='{str(fit_checked).lower()}'"),
              n(1, 44, "button", "Next", *([] if kind and fit_checked else ["disabled=True"]))]
    return page(f"{RPP}/buy", "Buy a permit | Residential Parking Permits", lines)


def rpp_fees() -> list[str]:
    return [s(1, "Annual fee"), s(1, "$45.00"), s(1, "Half-year discount (bought on or after March 1)"), s(1, "−$22.50"),
            s(1, "Processing fee"), s(1, "$1.50"), s(1, "Total due"), s(1, "$24.00")]


def rpp_review() -> str:
    lines = rpp_chrome("Buy a permit") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Buy a permit"), s(1, "Step 2 of 3 · Review"),
        s(1, "Permit: Annual residential — Area 3 (Marquette)"), s(1, "Vehicle: 2015 Honda Fit · DKR 1178 (WI)"),
        s(1, "Valid: 03/12/2024 – 08/31/2024"), s(1, "Address: 1204 Jenifer St"),
    ] + rpp_fees() + [n(1, 50, "button", "Back"), n(1, 51, "button", "Continue to payment")]
    return page(f"{RPP}/buy/review", "Review | Residential Parking Permits", lines)


def rpp_pay(card: str = "") -> str:
    lines = rpp_chrome("Buy a permit") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Buy a permit"), s(1, "Step 3 of 3 · Payment"), s(1, "Amount due: $24.00"),
        s(1, "Card number"), n(1, 35, "textbox", "Card number", *(["focused"] if card else []), "required=True"),
    ]
    if card:
        lines.append(s(2, card))
    lines += [s(1, "Expiration (MM/YY)"), n(1, 37, "textbox", "Expiration (MM/YY)", "required=True"), s(2, "09/27"),
              s(1, "Security code"), n(1, 39, "textbox", "Security code", "required=True"), s(2, "•••"),
              s(1, "Name on card"), n(1, 41, "textbox", "Name on card", "required=True"), s(2, "Tomasz Wierzbicki"),
              s(1, "Billing ZIP"), n(1, 43, "textbox", "Billing ZIP", "required=True"), s(2, "53703"),
              n(1, 45, "button", "Pay $24.00"), n(1, 46, "button", "Back")]
    return page(f"{RPP}/buy/pay", "Payment | Residential Parking Permits", lines)


def rpp_receipt() -> str:
    lines = rpp_chrome("Buy a permit") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Payment received"),
        s(1, "Receipt #MAD-PK-0318842"), s(1, "Paid 03/12/2024 10:47 AM · Visa ending 1111"),
        s(1, "Permit number: RP3-24-031507"), s(1, "Annual residential — Area 3 (Marquette)"),
        s(1, "Vehicle: 2015 Honda Fit · DKR 1178 (WI)"), s(1, "Valid: 03/12/2024 – 08/31/2024"),
    ] + rpp_fees() + [
        s(1, "Your permit is virtual: enforcement reads your plate. No sticker will be mailed."),
        n(1, 50, "button", "Print receipt"), n(1, 51, "link", "Go to My permits"),
    ]
    return page(f"{RPP}/buy/receipt/MAD-PK-0318842", "Receipt | Residential Parking Permits", lines)


def rpp_permits() -> str:
    rows = [("RP3-24-031507", "Annual residential", "DKR 1178", "03/12/2024 – 08/31/2024", "Active", "$24.00"),
            ("RP3-24-018822", "Annual residential", "HLT 4021", "09/01/2023 – 08/31/2024", "Active", "$46.50"),
            ("VP3-23-004410", "Visitor pass book", "—", "Bought 11/04/2023 · 4 of 10 used", "Active", "$26.50"),
            ("RP3-23-011907", "Annual residential", "HLT 4021", "09/01/2022 – 08/31/2023", "Expired", "$46.50")]
    lines = rpp_chrome("My permits") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "My permits"),
        n(1, 32, "combobox", "Show", "hasPopup='menu'", "expanded=False"), s(2, "All permits"),
        n(1, 34, "table", ""), n(2, 35, "row", "")]
    for j, h in enumerate(["Permit #", "Type", "Plate", "Validity", "Status", "Paid"]):
        lines.append(n(3, 36 + j, "columnheader", h))
    for i, r in enumerate(rows):
        b = 50 + 8 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", ""), n(4, b + 2, "link", r[0])] + [n(3, b + 3 + j, "cell", v) for j, v in enumerate(r[1:])]
    lines += [s(1, "Showing 1–4 of 4")]
    return page(f"{RPP}/permits", "My permits | Residential Parking Permits", lines)


def t18(rs: RowSet) -> None:
    annual = "Annual residential permit — $45.00 (valid through 08/31/2024)"
    turns = [
        ("click('16')", rpp_vehicles("DKR 1187")),
        ("click('66')", rpp_edit("DKR 1187")),
        ("fill('41', 'DKR 1178')", rpp_edit("DKR 1178", focus=True)),
        ("click('45')", rpp_vehicles("DKR 1178", notice="Vehicle updated.")),
        ("click('17')", rpp_buy("", False)),
        ("click('35')", rpp_buy(annual, False)),
        ("click('42')", rpp_buy(annual, True)),
        ("click('44')", rpp_review()),
        ("click('51')", rpp_pay()),
        ("fill('35', '4111 1111 1111 1111')", rpp_pay("4111 1111 1111 1111")),
        ("click('45')", rpp_receipt()),
        ("click('18')", rpp_permits()),
    ]
    rs.add("web", "h54-web-18", SYSTEM, turns, state=rpp_dashboard())


# ---------------------------------------------------------------------------------------------------------
# 19 Vet clinic client portal, bad: the appointment booked for 10:30 AM is listed at 11:30 AM.
# ---------------------------------------------------------------------------------------------------------

VET = "https://portal.maplegroveanimalhospital.com"


def vet_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Maple Grove Animal Hospital"), s(1, "(612) 555-0194"),
           n(1, 13, "button", "Hannah Brooks", "hasPopup='menu'"), n(0, 14, "navigation", "")]
    for i, it in enumerate(["My pets", "Appointments", "Reminders", "Medical records", "Prescriptions", "Messages"]):
        out.append(n(1, 15 + i, "link", it, *(["current='page'"] if it == active else [])))
    return out


def vet_pets() -> str:
    lines = vet_chrome("My pets") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "My pets"),
        n(1, 32, "article", "Biscuit"), n(2, 33, "img", "Biscuit"), n(2, 34, "heading", "Biscuit"),
        s(2, "Beagle · Male (neutered) · 6 years"), s(2, "Weight: 28.4 lb (09/14/2023)"), s(2, "Patient ID: 40217"),
        n(2, 38, "button", "Book appointment"),
        n(1, 40, "article", "Clementine"), n(2, 41, "img", "Clementine"), n(2, 42, "heading", "Clementine"),
        s(2, "Domestic Shorthair · Female (spayed) · 3 years"), s(2, "Weight: 9.1 lb (10/03/2023)"), s(2, "Patient ID: 44862"),
        n(2, 46, "button", "Book appointment"),
    ]
    return page(f"{VET}/pets", "My pets · Maple Grove Animal Hospital", lines)


def vet_book(reason: str, day: str) -> str:
    reasons = ["Select a reason", "Annual wellness exam + vaccines", "Sick visit", "Recheck", "Dental consultation", "Nail trim"]
    days = ["Mon, Mar 11", "Tue, Mar 12", "Wed, Mar 13", "Thu, Mar 14", "Fri, Mar 15"]
    lines = vet_chrome("Appointments") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Book an appointment"),
        s(1, "Pet"), n(1, 33, "combobox", "Pet", "hasPopup='menu'", "expanded=False"), s(2, "Biscuit"),
        s(1, "Reason for visit"), n(1, 35, "combobox", "Reason for visit", "hasPopup='menu'", "expanded=False"), s(2, reason or reasons[0]),
        s(1, "Doctor"), n(1, 37, "combobox", "Doctor", "hasPopup='menu'", "expanded=False"), s(2, "Any available doctor"),
        n(1, 40, "group", "Choose a day"), n(2, 41, "button", "‹ Previous week", "disabled=True"), s(2, "March 11 – 15, 2024"),
        n(2, 43, "button", "Next week ›")]
    for i, d in enumerate(days):
        lines.append(n(2, 44 + i, "button", d, f"pressed={str(d == day).lower()}", *([] if reason else ["disabled=True"])))
    if day:
        slots = [("9:00 AM", "Dr. Farah Siddiqui"), ("10:30 AM", "Dr. Farah Siddiqui"), ("11:15 AM", "Dr. Owen Lachance"),
                 ("2:45 PM", "Dr. Owen Lachance"), ("4:00 PM", "Dr. Farah Siddiqui")]
        lines += [n(1, 60, "group", "Available times"), s(2, "Tuesday, March 12 · 30-minute visit")]
        for i, (t, dr) in enumerate(slots):
            lines.append(n(2, 62 + i, "button", f"{t} – {dr}"))
    else:
        lines.append(s(1, "Choose a reason and a day to see available times."))
    return page(f"{VET}/appointments/new?pet=40217", "Book an appointment · Maple Grove Animal Hospital", lines)


def vet_confirm() -> str:
    lines = vet_chrome("Appointments") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "You're booked!"),
        s(1, "Tuesday, March 12, 2024 at 10:30 AM"), s(1, "Biscuit · Annual wellness exam + vaccines"),
        s(1, "with Dr. Farah Siddiqui"), s(1, "Confirmation number: VG-58213"),
        s(1, "Please arrive 10 minutes early (10:20 AM). Bring Biscuit on a leash and a fresh stool sample if you can."),
        s(1, "We'll text a reminder to (612) 555-0128 the day before."),
        n(1, 38, "button", "Add to calendar", "hasPopup='menu'"), n(1, 39, "link", "View my appointments"),
        n(1, 40, "link", "Book another appointment"),
    ]
    return page(f"{VET}/appointments/VG-58213/confirmation", "Appointment confirmed · Maple Grove Animal Hospital", lines)


def vet_appointments(time: str) -> str:
    rows = [("Tue, Mar 12, 2024", time, "Biscuit", "Annual wellness exam + vaccines", "Dr. Farah Siddiqui", "Confirmed", "VG-58213"),
            ("Tue, Apr 2, 2024", "3:15 PM", "Clementine", "Dental cleaning (drop-off 7:30 AM)", "Dr. Owen Lachance", "Confirmed", "VG-57706")]
    lines = vet_chrome("Appointments") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Appointments"), n(1, 32, "button", "Book appointment"),
        n(1, 33, "tablist", ""), n(2, 34, "tab", "Upcoming (2)", "selected=True"), n(2, 35, "tab", "Past", "selected=False"),
        n(1, 36, "table", ""), n(2, 37, "row", "")]
    for j, h in enumerate(["Date", "Time", "Pet", "Reason", "Doctor", "Status", "Confirmation"]):
        lines.append(n(3, 38 + j, "columnheader", h))
    for i, r in enumerate(rows):
        b = 50 + 10 * i
        lines += [n(2, b, "row", "")] + [n(3, b + 1 + j, "cell", v) for j, v in enumerate(r)] + [
            n(3, b + 8, "button", "Reschedule"), n(3, b + 9, "button", "Cancel")]
    return page(f"{VET}/appointments", "Appointments · Maple Grove Animal Hospital", lines)


def vet_reminders() -> str:
    rows = [("Biscuit", "Bordetella (kennel cough)", "02/20/2024", "Overdue"),
            ("Biscuit", "DHPP booster", "03/14/2024", "Due soon"),
            ("Biscuit", "Heartworm test", "03/14/2024", "Due soon"),
            ("Biscuit", "Rabies (3-year)", "03/28/2024", "Due soon"),
            ("Clementine", "FVRCP booster", "08/10/2024", "Upcoming")]
    lines = vet_chrome("Reminders") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Reminders"),
        s(1, "Vaccines and tests due in the next 6 months. Items covered by an upcoming appointment are marked."),
        n(1, 33, "table", ""), n(2, 34, "row", "")]
    for j, h in enumerate(["Pet", "Service", "Due", "Status"]):
        lines.append(n(3, 35 + j, "columnheader", h))
    for i, r in enumerate(rows):
        b = 40 + 6 * i
        lines += [n(2, b, "row", "")] + [n(3, b + 1 + j, "cell", v) for j, v in enumerate(r)]
        if r[0] == "Biscuit":
            lines.append(s(3, "Scheduled: Mar 12 appointment"))
    return page(f"{VET}/reminders", "Reminders · Maple Grove Animal Hospital", lines)


def vet_records() -> str:
    rows = [("09/14/2023", "Biscuit", "Wellness exam", "Dr. Owen Lachance", "Weight 28.4 lb · nail trim · dental tartar grade 1 noted"),
            ("06/02/2023", "Biscuit", "Sick visit – ear infection (otitis externa)", "Dr. Farah Siddiqui", "Otic drops 10 days · recheck not needed"),
            ("10/03/2023", "Clementine", "Wellness exam", "Dr. Owen Lachance", "Weight 9.1 lb · FVRCP given"),
            ("03/14/2023", "Biscuit", "Wellness exam + vaccines", "Dr. Farah Siddiqui", "DHPP booster given · heartworm test negative · weight 27.9 lb")]
    lines = vet_chrome("Medical records") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Medical records"),
        n(1, 32, "combobox", "Pet", "hasPopup='menu'", "expanded=False"), s(2, "All pets"),
        n(1, 34, "table", ""), n(2, 35, "row", "")]
    for j, h in enumerate(["Date", "Pet", "Visit", "Doctor", "Summary"]):
        lines.append(n(3, 36 + j, "columnheader", h))
    for i, r in enumerate(rows):
        b = 45 + 7 * i
        lines += [n(2, b, "row", "")] + [n(3, b + 1 + j, "cell", v) for j, v in enumerate(r)] + [n(3, b + 6, "link", "View PDF")]
    return page(f"{VET}/records", "Medical records · Maple Grove Animal Hospital", lines)


def t19(rs: RowSet) -> None:
    reason = "Annual wellness exam + vaccines"
    turns = [
        ("click('38')", vet_book("", "")),
        ("select_option('35', 'Annual wellness exam + vaccines')", vet_book(reason, "")),
        ("click('45')", vet_book(reason, "Tue, Mar 12")),
        ("click('63')", vet_confirm()),
        ("click('39')", vet_appointments("11:30 AM")),
        ("click('17')", vet_reminders()),
        ("click('18')", vet_records()),
    ]
    rs.add("web", "h54-web-19", SYSTEM, turns, state=vet_pets(), bad=True, turn=5,
           kind="the appointment confirmed for Tuesday, March 12 at 10:30 AM (VG-58213) is listed at 11:30 AM under My appointments")


# ---------------------------------------------------------------------------------------------------------
# 20 Zammad helpdesk, bad: the ticket history stamps the new note 10:49, before the 10:56 owner change, not 11:04.
# ---------------------------------------------------------------------------------------------------------

ZM = "https://helpdesk.kestrel-it.com"
ZM_UNASSIGNED = [
    ("31047", "VPN client disconnects every 20 minutes", "Jonas Richter", "Service Desk", "03/11/2024 09:12"),
    ("31049", "Shared mailbox 'Einkauf' not visible in Outlook", "Petra Hahn", "Service Desk", "03/11/2024 09:40"),
    ("31050", "Label printer in warehouse prints blank pages", "Emre Yilmaz", "Field Service", "03/11/2024 09:58"),
    ("31052", "New hire laptop for Mia Brandt (starts 03/18)", "Karin Vogel", "Onboarding", "03/11/2024 10:14"),
    ("31053", "MFA prompt loops on phone after reset", "Tobias Keller", "Service Desk", "03/11/2024 10:21"),
    ("31054", "Teams meeting room display stuck on boot logo", "Sven Maier", "Field Service", "03/11/2024 10:33"),
    ("31038", "Request: access to SharePoint site 'Projekte 2024'", "Anna Schulte", "Service Desk", "03/08/2024 16:05"),
    ("31041", "Invoice PDF export from ERP takes >5 min", "Felix Wagner", "Applications", "03/08/2024 17:22"),
    ("31043", "Scanner on 2nd floor sends to wrong folder", "Petra Hahn", "Service Desk", "03/10/2024 08:47"),
    ("31044", "Password expiry emails in English instead of German", "Nora Becker", "Service Desk", "03/10/2024 11:30"),
    ("31045", "Replace battery: UPS rack B", "Emre Yilmaz", "Field Service", "03/10/2024 13:02"),
    ("31046", "Phone extension 214 forwards to voicemail immediately", "Jana Roth", "Telephony", "03/10/2024 15:49"),
    ("31048", "Guest Wi-Fi voucher printer offline", "Lukas Frank", "Field Service", "03/11/2024 09:31"),
    ("31051", "Excel add-in 'DATEV Connect' missing after update", "Felix Wagner", "Applications", "03/11/2024 10:02"),
]
ZM_MINE = [
    ("31031", "Laptop fan noise after BIOS update", "Anna Schulte", "Service Desk", "open", "03/07/2024 10:11"),
    ("31033", "Restore deleted folder 'Angebote Q1' on file server", "Karin Vogel", "Service Desk", "pending reminder", "03/07/2024 14:26"),
    ("31035", "VPN certificate expires 03/31", "Tobias Keller", "Service Desk", "open", "03/08/2024 08:05"),
    ("31036", "Outlook search returns no results", "Nora Becker", "Service Desk", "open", "03/08/2024 09:44"),
    ("31037", "Docking station: second monitor flickers", "Jana Roth", "Service Desk", "open", "03/08/2024 11:15"),
    ("31039", "Bulk license reassignment for sales team", "Sven Maier", "Service Desk", "pending reminder", "03/08/2024 16:40"),
    ("31040", "Printer driver rollout to branch Kassel", "Lukas Frank", "Service Desk", "open", "03/08/2024 17:01"),
    ("31042", "OneDrive sync conflicts on shared notebook", "Mia Brandt", "Service Desk", "open", "03/09/2024 10:52"),
    ("31034", "Set up out-of-office for shared mailbox 'Info'", "Petra Hahn", "Service Desk", "open", "03/07/2024 15:03"),
]


def zm_nav(counts: dict[str, int], active: str) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "Overviews"), n(1, 12, "link", "Dashboard"), n(1, 13, "link", "Customer"),
           n(1, 14, "button", "New"), n(1, 15, "searchbox", "Search…", "required=False"), n(1, 16, "button", "Lena Vogt", "hasPopup='menu'"),
           n(0, 20, "navigation", "Overviews")]
    for i, name in enumerate(["My Assigned Tickets", "Unassigned & Open Tickets", "My Pending Reached Tickets", "Open Tickets", "Escalated Tickets"]):
        out.append(n(1, 21 + i, "link", f"{name} {counts[name]}", *(["current='page'"] if name == active else [])))
    return out


def zm_overview(counts: dict[str, int], name: str, rows: list[tuple], stated: bool) -> str:
    lines = zm_nav(counts, name) + [
        n(0, 40, "main", ""), n(1, 41, "heading", name), n(1, 42, "button", "Options", "hasPopup='menu'"),
        n(1, 43, "table", ""), n(2, 44, "row", ""), n(3, 45, "columnheader", ""), n(4, 46, "checkbox", "", "checked='false'")]
    heads = ["#", "Title", "Customer", "Group"] + (["State"] if stated else []) + ["Created at"]
    for j, h in enumerate(heads):
        lines.append(n(3, 47 + j, "columnheader", h))
    for r in rows:
        b = 100 + 10 * (int(r[0]) - 31030)
        cells = list(r)
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", ""), n(4, b + 2, "checkbox", "", "checked='false'"),
                  n(3, b + 3, "cell", cells[0]), n(3, b + 4, "cell", ""), n(4, b + 5, "link", cells[1])]
        lines += [n(3, b + 6 + j, "cell", v) for j, v in enumerate(cells[2:])]
    lines.append(s(1, f"{len(rows)} tickets"))
    return page(f"{ZM}/#ticket/view/" + ("my_assigned" if name.startswith("My") else "all_unassigned"), f"{name} - Zammad", lines)


ZM_ARTICLES = [
    ("Jonas Richter", "email", "03/11/2024 09:12", "Hello, since yesterday's client update (GlobalProtect 6.2.1) my VPN drops every 20 minutes or so and I have to log in again. Colleagues in the Kassel office have the same problem. Jonas"),
    ("System", "internal note", "03/11/2024 09:12", "Trigger 'Auto-categorize': category set to Network / VPN."),
    ("Jonas Richter", "email", "03/11/2024 10:03", "Attached the client logs from this morning, the drops are at 08:21, 08:42 and 09:03. Attachment: GlobalProtect-log-0311.zip (184 KB)"),
]


def zm_ticket(owner: str, state: str, note_draft: str = "", articles: list[tuple] | None = None, toast: str = "",
              pending: str = "", dirty: bool = False, menu: bool = False, history: list[tuple[str, str]] | None = None) -> str:
    counts = {"My Assigned Tickets": 9, "Unassigned & Open Tickets": 14, "My Pending Reached Tickets": 2, "Open Tickets": 31, "Escalated Tickets": 3}
    if owner == "Lena Vogt":
        counts.update({"My Assigned Tickets": 10, "Unassigned & Open Tickets": 13})
    lines = zm_nav(counts, "") + [n(0, 40, "main", "")]
    if toast:
        lines += [n(1, 41, "status", ""), s(2, toast)]
    lines += [n(1, 42, "link", "#31047"), n(1, 43, "heading", "VPN client disconnects every 20 minutes"),
              s(1, "Jonas Richter · Lindqvist Bau GmbH"), s(1, "created 03/11/2024 09:12"),
              n(1, 46, "button", "Ticket actions", "hasPopup='menu'", f"expanded={str(menu)}")]
    if menu:
        lines += [n(2, 47, "menu", ""), n(3, 48, "menuitem", "Merge"), n(3, 49, "menuitem", "Change customer"),
                  n(3, 50, "menuitem", "History"), n(3, 51, "menuitem", "Split")]
    for i, (who, kind, when, body) in enumerate(articles or ZM_ARTICLES):
        b = 60 + 5 * i
        lines += [n(1, b, "article", ""), n(2, b + 1, "link", who), s(2, kind), n(2, b + 2, "time", when), s(2, body)]
    lines += [n(1, 90, "group", "Reply"), n(2, 91, "button", "internal", "pressed=true"),
              n(2, 92, "textbox", "Add an internal note", *(["focused"] if note_draft else []), "required=False")]
    if note_draft:
        lines.append(s(3, note_draft))
    lines += [n(0, 100, "complementary", "Ticket"), s(1, "Group"), n(1, 102, "combobox", "Group", "hasPopup='menu'", "expanded=False"), s(2, "Service Desk"),
              s(1, "Owner"), n(1, 104, "combobox", "Owner", "hasPopup='menu'", "expanded=False"), s(2, owner),
              s(1, "State"), n(1, 106, "combobox", "State", "hasPopup='menu'", "expanded=False"), s(2, state)]
    if pending:
        lines += [s(1, "Pending till"), n(1, 108, "textbox", "Pending till", "required=True"), s(2, pending)]
    lines += [s(1, "Priority"), n(1, 110, "combobox", "Priority", "hasPopup='menu'", "expanded=False"), s(2, "2 normal"),
              s(1, "Tags"), n(1, 112, "button", "vpn"), n(1, 113, "button", "kassel"),
              s(1, "Customer"), n(1, 115, "link", "Jonas Richter"), s(1, "j.richter@lindqvist-bau.de · +49 561 7734 120"),
              n(0, 120, "button", "Update", *(["focused"] if dirty else []))]
    if history is not None:
        lines += [n(0, 130, "dialog", "History", "modal=True"), n(1, 131, "heading", "History"), n(1, 132, "button", "Close")]
        for i, (when, what) in enumerate(history):
            lines += [n(1, 140 + i, "listitem", ""), s(2, when), s(2, what)]
    return page(f"{ZM}/#ticket/zoom/1047", "#31047 - VPN client disconnects every 20 minutes - Zammad", lines)


def t20(rs: RowSet) -> None:
    c0 = {"My Assigned Tickets": 9, "Unassigned & Open Tickets": 14, "My Pending Reached Tickets": 2, "Open Tickets": 31, "Escalated Tickets": 3}
    c1 = dict(c0, **{"My Assigned Tickets": 10, "Unassigned & Open Tickets": 13})
    note = "Asked Jonas to test with split tunneling disabled; checking GP portal logs for idle-timeout (currently 20 min?)."
    arts = ZM_ARTICLES + [("Lena Vogt", "internal note", "03/11/2024 11:04", note)]
    hist = [("03/11/2024 09:12", "Jonas Richter created Ticket #31047"),
            ("03/11/2024 09:12", "System created Article (internal note)"),
            ("03/11/2024 09:12", "System updated Ticket Tags: vpn, kassel"),
            ("03/11/2024 10:03", "Jonas Richter created Article (email)"),
            ("03/11/2024 10:56", "Lena Vogt updated Ticket Owner: - → Lena Vogt"),
            ("03/11/2024 10:49", "Lena Vogt created Article (internal note)"),
            ("03/11/2024 10:49", "Lena Vogt updated Ticket State: open → pending reminder"),
            ("03/11/2024 10:49", "Lena Vogt updated Ticket Pending till: - → 03/12/2024 11:00")]
    mine = [r[:4] + (r[4], r[5]) for r in ZM_MINE] + [("31047", "VPN client disconnects every 20 minutes", "Jonas Richter", "Service Desk", "pending reminder", "03/11/2024 09:12")]
    mine.sort(key=lambda r: r[5])
    turns = [
        ("click('275')", zm_ticket("-", "open")),
        ("select_option('104', 'Lena Vogt')", zm_ticket("Lena Vogt", "open", dirty=True).replace("My Assigned Tickets 10", "My Assigned Tickets 9").replace("Unassigned & Open Tickets 13", "Unassigned & Open Tickets 14")),
        ("click('120')", zm_ticket("Lena Vogt", "open", toast="Ticket #31047 updated.")),
        ("fill('92', " + repr(note) + ")", zm_ticket("Lena Vogt", "open", note_draft=note)),
        ("select_option('106', 'pending reminder')", zm_ticket("Lena Vogt", "pending reminder", note_draft=note, pending="03/12/2024 11:00", dirty=True)),
        ("click('120')", zm_ticket("Lena Vogt", "pending reminder", articles=arts, pending="03/12/2024 11:00", toast="Ticket #31047 updated.")),
        ("click('46')", zm_ticket("Lena Vogt", "pending reminder", articles=arts, pending="03/12/2024 11:00", menu=True)),
        ("click('50')", zm_ticket("Lena Vogt", "pending reminder", articles=arts, pending="03/12/2024 11:00", history=hist)),
        ("click('132')", zm_ticket("Lena Vogt", "pending reminder", articles=arts, pending="03/12/2024 11:00")),
        ("click('21')", zm_overview(c1, "My Assigned Tickets", mine, True)),
    ]
    rs.add("web", "h54-web-20", SYSTEM, turns, state=zm_overview(c0, "Unassigned & Open Tickets", ZM_UNASSIGNED, False), bad=True, turn=8,
           kind="the ticket history stamps the internal note posted at 11:04 as 10:49, earlier than the 10:56 owner change made before it")


# ---------------------------------------------------------------------------------------------------------
# 21 Community garden plot reservations, clean: page to section B, reserve a plot, rename its nickname.
# ---------------------------------------------------------------------------------------------------------

GDN = "https://eastsidegarden.org"
SEC_A = [("A-01", "Reserved"), ("A-02", "Reserved"), ("A-03", "Reserved"), ("A-04", "Waitlist (2)"), ("A-05", "Reserved"),
         ("A-06", "Reserved"), ("A-07", "Available"), ("A-08", "Reserved"), ("A-09", "Reserved"), ("A-10", "Reserved")]
SEC_B = [("B-01", "Reserved"), ("B-02", "Available"), ("B-03", "Reserved"), ("B-04", "Reserved"), ("B-05", "Reserved"),
         ("B-06", "Reserved"), ("B-07", "Available"), ("B-08", "Reserved"), ("B-09", "Accessible – reserved"), ("B-10", "Available")]


def gdn_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Eastside Community Garden"), n(0, 12, "navigation", "")]
    for i, it in enumerate(["Plots", "My plots", "Workdays", "Garden rules", "Contact"]):
        out.append(n(1, 13 + i, "link", it, *(["current='page'"] if it == active else [])))
    out += [s(0, "Signed in as Rosa Delgado-Park"), n(0, 19, "link", "Sign out")]
    return out


def gdn_plots(page_no: int) -> str:
    plots = SEC_A if page_no == 1 else SEC_B
    sec = "Section A (north beds, full sun)" if page_no == 1 else "Section B (raised beds by the shed)"
    lines = gdn_chrome("Plots") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Plots for the 2024 season"),
        s(1, "Season: April 1 – October 31, 2024 · Fee: $35 per plot + $10 water share"),
        n(1, 33, "heading", sec), n(1, 34, "table", ""), n(2, 35, "row", ""),
        n(3, 36, "columnheader", "Plot"), n(3, 37, "columnheader", "Size"), n(3, 38, "columnheader", "Type"),
        n(3, 39, "columnheader", "Status"), n(3, 40, "columnheader", ""),
    ]
    for i, (pid, status) in enumerate(plots):
        b = 50 + 7 * i
        typ = "In-ground" if page_no == 1 else ("Raised bed, wheelchair height" if pid == "B-09" else "Raised bed")
        size = "10 × 20 ft" if page_no == 1 else "10 × 10 ft"
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", pid), n(3, b + 2, "cell", size), n(3, b + 3, "cell", typ), n(3, b + 4, "cell", status),
                  n(3, b + 5, "cell", "")]
        if status == "Available":
            lines.append(n(4, b + 6, "button", f"Reserve {pid}"))
        elif status.startswith("Waitlist"):
            lines.append(n(4, b + 6, "button", f"Join waitlist for {pid}"))
    start = (page_no - 1) * 10 + 1
    lines += [s(1, f"Showing {start}–{start + 9} of 28 plots"), n(1, 130, "navigation", "Pagination")]
    if page_no > 1:
        lines.append(n(2, 131, "link", "Previous page"))
    lines += [n(2, 132, "link", "1", *(["current='page'"] if page_no == 1 else [])), n(2, 133, "link", "2", *(["current='page'"] if page_no == 2 else [])),
              n(2, 134, "link", "3"), n(2, 135, "link", "Next page")]
    return page(f"{GDN}/plots?page={page_no}", "Plots · Eastside Community Garden", lines)


def gdn_reserve(nick: str = "") -> str:
    lines = gdn_chrome("Plots") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Reserve plot B-07"),
        s(1, "Section B (raised beds by the shed) · 10 × 10 ft raised bed · 2024 season"),
        s(1, "Plot nickname (optional)"), n(1, 34, "textbox", "Plot nickname (optional)", *(["focused"] if nick else []), "required=False"),
    ]
    if nick:
        lines.append(s(2, nick))
    lines += [s(1, "Plot fee"), s(1, "$35.00"), s(1, "Water share"), s(1, "$10.00"), s(1, "Total"), s(1, "$45.00"),
              s(1, "Payment is due by March 31, 2024. Pay online or at the April 6 workday."),
              s(1, "By reserving you agree to the"), n(1, 44, "link", "Garden rules"),
              n(1, 45, "button", "Confirm reservation"), n(1, 46, "link", "Back to plots")]
    return page(f"{GDN}/plots/B-07/reserve", "Reserve B-07 · Eastside Community Garden", lines)


def gdn_mine(nick: str, typed: str | None = None, notice: str = "") -> str:
    lines = gdn_chrome("My plots") + [n(0, 30, "main", "")]
    if notice:
        lines += [n(1, 31, "status", ""), s(2, notice)]
    lines += [n(1, 32, "heading", "My plots"), n(1, 33, "article", "B-07"), n(2, 34, "heading", f"B-07 · {nick}"),
              s(2, "Reservation #GR-2024-0193 · reserved March 12, 2024"), s(2, "Section B · 10 × 10 ft raised bed"),
              s(2, "Season: April 1 – October 31, 2024"), s(2, "Balance due: $45.00 (by March 31, 2024)"),
              n(2, 39, "button", "Pay $45.00"),
              s(2, "Nickname"), n(2, 41, "textbox", "Nickname", *(["focused"] if typed is not None else []), "required=False"),
              s(3, nick if typed is None else typed), n(2, 42, "button", "Save"),
              n(2, 43, "button", "Release plot"),
              n(1, 50, "heading", "Workday hours"), s(1, "0 of 6 required hours logged for 2024"), n(1, 52, "link", "Sign up for a workday")]
    return page(f"{GDN}/my-plots", "My plots · Eastside Community Garden", lines)


def t21(rs: RowSet) -> None:
    turns = [
        ("click('135')", gdn_plots(2)),
        ("click('98')", gdn_reserve()),
        ("fill('34', 'Tomato Alley')", gdn_reserve("Tomato Alley")),
        ("click('45')", gdn_mine("Tomato Alley", notice="Plot B-07 is reserved for the 2024 season.")),
        ("fill('41', 'Salsa Garden')", gdn_mine("Tomato Alley", typed="Salsa Garden", notice="Plot B-07 is reserved for the 2024 season.")),
        ("click('42')", gdn_mine("Salsa Garden", notice="Nickname updated.")),
    ]
    rs.add("web", "h54-web-21", SYSTEM, turns, state=gdn_plots(1))


# ---------------------------------------------------------------------------------------------------------
# 22 BCOE&M homebrew competition, bad: back on the home page the judging date has moved by a week.
# ---------------------------------------------------------------------------------------------------------

BC = "https://cascadecup.brewcomp.com"


def bc_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Cascade Cup 2024"), n(0, 12, "navigation", "")]
    for i, it in enumerate(["Home", "Info", "Entry Info", "Volunteers", "Sponsors", "Contact", "My Account", "Log Out"]):
        out.append(n(1, 13 + i, "link", it, *(["current='page'"] if it == active else [])))
    return out


def bc_home(judging: str, entries: int = 1) -> str:
    lines = bc_chrome("Home") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Cascade Cup 2024 Homebrew Competition"),
        s(1, "Hosted by Puget Sound Homebrewers · BJCP sanctioned (Competition ID 240318-07)"),
        s(1, f"Welcome back, Dmitri Halvorsen. You have {entries} entr" + ("y" if entries == 1 else "ies") + " logged."),
        n(1, 34, "heading", "Important dates"), n(1, 35, "list", ""),
        n(2, 36, "listitem", ""), s(3, "Account registration: February 15 – April 5, 2024"),
        n(2, 37, "listitem", ""), s(3, "Entry registration: March 1 – April 5, 2024, 11:59 PM PDT"),
        n(2, 38, "listitem", ""), s(3, "Entry drop-off: March 25 – April 5, 2024"),
        n(2, 39, "listitem", ""), s(3, f"Judging: {judging}, 9:00 AM, Reuben's Brews (Ballard)"),
        n(2, 40, "listitem", ""), s(3, "Awards ceremony: Saturday, May 4, 2024, 4:00 PM"),
        s(1, "Entries received so far: 214 of 400"),
        n(1, 42, "link", "Add an Entry"), n(1, 43, "link", "Drop-Off Locations"), n(1, 44, "link", "Judge or steward sign-up"),
        n(0, 50, "contentinfo", ""), s(1, "Brew Competition Online Entry & Management (BCOE&M) 2.6.2 · Times are Pacific"),
    ]
    return page(f"{BC}/index.php", "Cascade Cup 2024 Homebrew Competition - Home", lines)


def bc_account(entries: list[tuple[str, str, str, str, str]], alert: str = "") -> str:
    paid = sum(12 for e in entries if e[3] == "Yes")
    total = 12 * len(entries)
    lines = bc_chrome("My Account") + [n(0, 30, "main", "")]
    if alert:
        lines += [n(1, 31, "alert", ""), s(2, alert)]
    lines += [n(1, 32, "heading", "My Account"), s(1, "Dmitri Halvorsen · dmitri.h@fastmail.com · Puget Sound Homebrewers"),
              n(1, 34, "link", "Edit Account"), n(1, 35, "link", "Add an Entry"), n(1, 36, "link", "Pay My Fees"),
              n(1, 37, "link", "Print Entry Forms & Bottle Labels"),
              n(1, 40, "heading", "My Entries"), n(1, 41, "table", ""), n(2, 42, "row", "")]
    for j, h in enumerate(["Entry #", "Name", "Style", "Paid", "Received", "Actions"]):
        lines.append(n(3, 43 + j, "columnheader", h))
    for i, (num, name, style, pd, rec) in enumerate(entries):
        b = 60 + 9 * i
        lines += [n(2, b, "row", ""), n(3, b + 1, "cell", num), n(3, b + 2, "cell", name), n(3, b + 3, "cell", style),
                  n(3, b + 4, "cell", pd), n(3, b + 5, "cell", rec), n(3, b + 6, "cell", ""), n(4, b + 7, "link", "Edit"), n(4, b + 8, "link", "Delete")]
    lines += [s(1, f"Total entry fees: ${total:.2f} · Paid: ${paid:.2f} · Due: ${total - paid:.2f}"),
              s(1, "Entry fee: $12.00 per entry · Limit 6 entries per entrant")]
    return page(f"{BC}/index.php?section=list", "Cascade Cup 2024 Homebrew Competition - My Account", lines)


def bc_add(name: str = "", style: str = "", info: str = "", focus: str = "") -> str:
    styles = ["Choose a style", "17D English Barley Wine", "18B American Pale Ale", "21A American IPA", "21B Specialty IPA", "22A Double IPA"]
    lines = bc_chrome("My Account") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Add an Entry"),
        s(1, "Entry Name *"), n(1, 33, "textbox", "Entry Name", *(["focused"] if focus == "name" else []), "required=True")]
    if name:
        lines.append(s(2, name))
    lines += [s(1, "Style *"), n(1, 35, "combobox", "Style", "hasPopup='menu'", "expanded=False"), s(2, style or styles[0]),
              s(1, "Optional Information for Judges"), n(1, 37, "textbox", "Optional Information for Judges", *(["focused"] if focus == "info" else []), "required=False")]
    if info:
        lines.append(s(2, info))
    lines += [s(1, "Brewing notes (not shown to judges)"), n(1, 39, "textbox", "Brewing notes", "required=False"),
              n(1, 40, "checkbox", "This entry is eligible for the Pro-Am (brewed on a homebrew system, under 10 gal)", "checked='false'"),
              n(1, 41, "button", "Submit Entry"), n(1, 42, "link", "Cancel")]
    return page(f"{BC}/index.php?section=brew&action=add", "Cascade Cup 2024 Homebrew Competition - Add an Entry", lines)


def bc_pay() -> str:
    lines = bc_chrome("My Account") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Pay Entry Fees"),
        s(1, "Unpaid entries:"), n(1, 33, "list", ""), n(2, 34, "listitem", ""), s(3, "0587 · Drizzle Season · 21A American IPA · $12.00"),
        s(1, "Total due: $12.00"),
        n(1, 36, "button", "Pay with PayPal ($12.00 + $0.65 processing fee)"),
        s(1, "Or pay by cash or check at a drop-off location. Checks payable to Puget Sound Homebrewers."),
        n(1, 38, "link", "Drop-Off Locations"),
    ]
    return page(f"{BC}/index.php?section=pay", "Cascade Cup 2024 Homebrew Competition - Pay Entry Fees", lines)


def bc_info() -> str:
    lines = bc_chrome("Info") + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Competition Info"),
        n(1, 32, "heading", "Contact"), s(1, "Competition organizer: Carla Benedetti · organizer@cascadecup.org"),
        n(1, 34, "heading", "Dates"),
        s(1, "Entry registration: March 1 – April 5, 2024, 11:59 PM PDT"),
        s(1, "Drop-off window: March 25 – April 5, 2024"),
        s(1, "Judging: Saturday, April 20, 2024, 9:00 AM – 5:00 PM"),
        s(1, "Awards ceremony: Saturday, May 4, 2024, 4:00 PM"),
        n(1, 39, "heading", "Location"), s(1, "Reuben's Brews (Ballard), 5010 14th Ave NW, Seattle, WA 98107"),
        n(1, 41, "heading", "Entry fees"), s(1, "$12.00 per entry. Limit 6 entries per entrant, 400 entries total."),
        n(1, 43, "heading", "Bottle requirements"),
        s(1, "Two bottles per entry, 10 to 16 oz, brown or clear glass, no embossing or labels other than the bottle label."),
        n(1, 45, "heading", "Best of Show"), s(1, "Best of Show winner brews a scaled-up batch with Reuben's Brews for the Pro-Am release."),
    ]
    return page(f"{BC}/index.php?section=info", "Cascade Cup 2024 Homebrew Competition - Info", lines)


def bc_dropoff() -> str:
    locs = [("Sound Homebrew Supply", "6505 5th Pl S, Seattle, WA 98108", "Tue–Sat 11 AM – 6 PM"),
            ("Bader Beer & Wine Supply", "711 Grand Blvd, Vancouver, WA 98661", "Mon–Sat 10 AM – 6 PM"),
            ("Larry's Brewing Supply", "7405 S 212th St #103, Kent, WA 98032", "Mon–Sat 9 AM – 5 PM")]
    lines = bc_chrome("Entry Info") + [n(0, 30, "main", ""), n(1, 31, "heading", "Drop-Off Locations"),
                                       s(1, "Drop-off window: March 25 – April 5, 2024. Shipped entries are not accepted this year.")]
    for i, (nm, addr, hrs) in enumerate(locs):
        b = 40 + 4 * i
        lines += [n(1, b, "article", nm), n(2, b + 1, "heading", nm), s(2, addr), s(2, hrs), n(2, b + 3, "link", "Map")]
    return page(f"{BC}/index.php?section=entry#dropoff", "Cascade Cup 2024 Homebrew Competition - Drop-Off Locations", lines)


def t22(rs: RowSet) -> None:
    e1 = [("0412", "Old Fog", "17D English Barley Wine", "Yes", "No")]
    e2 = e1 + [("0587", "Drizzle Season", "21A American IPA", "No", "No")]
    info = "Citra, Mosaic and Nelson Sauvin; dry-hopped twice. 6.8% ABV."
    turns = [
        ("click('19')", bc_account(e1)),
        ("click('35')", bc_add()),
        ("fill('33', 'Drizzle Season')", bc_add("Drizzle Season", focus="name")),
        ("select_option('35', '21A American IPA')", bc_add("Drizzle Season", "21A American IPA")),
        ("fill('37', " + repr(info) + ")", bc_add("Drizzle Season", "21A American IPA", info, focus="info")),
        ("click('41')", bc_account(e2, alert="Entry 0587 (Drizzle Season) was added. Entry fees are due by April 5, 2024.")),
        ("click('36')", bc_pay()),
        ("click('14')", bc_info()),
        ("click('15')", bc_dropoff()),
        ("click('13')", bc_home("Saturday, April 27, 2024", 2)),
    ]
    rs.add("web", "h54-web-22", SYSTEM, turns, state=bc_home("Saturday, April 20, 2024"), bad=True, turn=10,
           kind="the home page's judging date reads Saturday, April 27, 2024 while the same page and the Info page gave Saturday, April 20, 2024")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    t01(rs)
    t02(rs)
    t03(rs)
    t04(rs)
    t05(rs)
    t06(rs)
    t07(rs)
    t08(rs)
    t09(rs)
    t10(rs)
    t11(rs)
    t12(rs)
    t13(rs)
    t14(rs)
    t15(rs)
    t16(rs)
    t17(rs)
    t18(rs)
    t19(rs)
    t20(rs)
    t21(rs)
    t22(rs)
    rs.write()


if __name__ == "__main__":
    main()
