# ruff: noqa: E501
"""Held-out web trajectories h14-web-01 .. h14-web-22 (BrowserGym actions, accessibility-tree observations)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]
Row = dict[str, Any]


def page(title: str, url: str, *blocks: list[str]) -> str:
    lines: list[str] = []
    for b in blocks:
        lines.extend(b)
    return axtree(title, lines, url)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------
# 01 Harbor & Pine storefront (Magento-like)
# ---------------------------------------------------------------------------------------------

HP = "http://shop.harborpine.test"


def hp_top(cart: int, q: str = "", mini: list[str] | None = None) -> list[str]:
    out = [
        "[101] banner ''",
        "\t[102] link 'Skip to Content'",
        "\tStaticText 'Welcome, Rosalind Achterberg!'",
        "\t[104] link 'My Account'",
        "\t[105] link 'My Wish List'",
        "\t[106] link 'Sign Out'",
        "\t[108] link 'Harbor & Pine Outfitters store logo'",
        "\t[110] link 'My Cart'" + (", expanded=True" if mini else ""),
    ]
    if cart:
        out += [f"\t\tStaticText '{cart}'", f"\t\tStaticText '{'item' if cart == 1 else 'items'}'"]
    if mini:
        out += mini
    out += [
        f"\t[118] searchbox 'Search entire store here...' value='{q}'" if q else "\t[118] searchbox 'Search entire store here...'",
        "\t[119] button 'Search'" + ("" if q else ", disabled=True"),
        "[121] navigation 'Main menu'",
        "\t[122] menuitem 'Hike & Camp'",
        "\t[123] menuitem 'Climb'",
        "\t[124] menuitem 'Paddle'",
        "\t[125] menuitem 'Footwear'",
        "\t[126] menuitem 'Apparel'",
        "\t[127] menuitem 'Sale'",
    ]
    return out


HP_FOOT = [
    "[1900] contentinfo ''",
    "\t[1901] link 'Shipping & Returns'",
    "\t[1902] link 'Gear Warranty'",
    "\t[1903] link 'Store Locator'",
    "\t[1904] textbox 'Enter your email address'",
    "\t[1905] button 'Subscribe'",
    "\tStaticText 'Copyright © 2013-present Harbor & Pine Outfitters. All rights reserved.'",
]

HP_HOME = [
    "[200] main ''",
    "\t[201] heading 'Gear that goes the distance'",
    "\tStaticText 'Members earn double points on footwear through Sunday.'",
    "\t[204] link 'Shop the Fall Layering Guide'",
    "\t[210] heading 'Hot Sellers'",
    "\t[211] list ''",
    "\t\t[212] listitem ''",
    "\t\t\t[213] link 'Basalt Trekking Poles (pair)'",
    "\t\t\tStaticText '$79.00'",
    "\t\t\t[215] button 'Add to Cart'",
    "\t\t[216] listitem ''",
    "\t\t\t[217] link 'Ember Titanium Spork'",
    "\t\t\tStaticText '$11.95'",
    "\t\t\t[219] button 'Add to Cart'",
    "\t\t[220] listitem ''",
    "\t\t\t[221] link 'Gale Packable Wind Shell'",
    "\t\t\tStaticText 'As low as $98.00'",
    "\t\t\t[223] button 'Add to Cart'",
    "\t\t[224] listitem ''",
    "\t\t\t[225] link 'Cinder 400 Lumen Rechargeable Headlamp'",
    "\t\t\tStaticText '$34.00'",
    "\t\t\t[227] button 'Add to Cart'",
]


def hp_socks_results() -> list[str]:
    items = [
        ("1402", "Ridgeline Merino Hiker Crew Sock 2-Pack", "$27.50", "87%", "14"),
        ("1408", "Trailhead Lightweight Merino Quarter Sock", "$16.95", "92%", "31"),
        ("1414", "Ridgeline Merino Hiker Crew Sock (single pair)", "$15.00", "85%", "9"),
        ("1420", "Summit Expedition Merino Over-the-Calf Sock", "$24.00", "90%", "6"),
        ("1426", "Kids Merino Hiker Sock 3-Pack", "$31.00", "80%", "4"),
        ("1432", "Merino Toe Sock Liner", "$13.25", "74%", "11"),
    ]
    out = [
        "[1300] main ''",
        "\t[1301] heading \"Search results for: 'merino hiking socks'\"",
        "\tStaticText 'Items 1-6 of 6'",
        "\t[1304] combobox 'Sort By' value='Relevance'",
        "\t[1305] link 'Set Descending Direction'",
        "\t[1310] list ''",
    ]
    for bid, name, price, rating, reviews in items:
        b = int(bid)
        out += [
            f"\t\t[{b - 1}] listitem ''",
            f"\t\t\t[{b}] link '{name}'",
            f"\t\t\tStaticText 'Rating: {rating}'",
            f"\t\t\t[{b + 2}] link '{reviews} Reviews'",
            f"\t\t\tStaticText '{price}'",
            f"\t\t\t[{b + 4}] button 'Add to Cart'",
        ]
    out += [
        "\t[1440] complementary ''",
        "\t\t[1441] heading 'Shop By'",
        "\t\t[1442] button 'Category'",
        "\t\t[1443] button 'Price'",
        "\t\t[1444] button 'Material'",
    ]
    return out


def hp_product(size: str | None, msg: bool) -> list[str]:
    out = ["[1500] main ''"]
    if msg:
        out += [
            "\t[1501] alert ''",
            "\t\tStaticText 'You added Ridgeline Merino Hiker Crew Sock 2-Pack to your '",
            "\t\t[1503] link 'shopping cart'",
            "\t\tStaticText '.'",
        ]
    out += [
        "\t[1505] heading 'Ridgeline Merino Hiker Crew Sock 2-Pack'",
        "\tStaticText 'Rating: 87%'",
        "\t[1507] link '14 Reviews'",
        "\t[1508] link 'Add Your Review'",
        "\tStaticText '$27.50'",
        "\tStaticText 'In stock'",
        "\tStaticText 'SKU'",
        "\tStaticText 'HP-RMH-2PK'",
        "\tStaticText 'Size'",
        f"\tStaticText '{size}'" if size else "\tStaticText 'Choose a size'",
        "\t[1520] combobox 'Size' value='" + (size or "Choose an Option...") + "', required",
        "\t\t[1521] option 'Choose an Option...'" + ("" if size else ", selected=True"),
        "\t\t[1522] option 'S'",
        "\t\t[1523] option 'M'",
        "\t\t[1525] option 'L'" + (", selected=True" if size == "L" else ""),
        "\t\t[1526] option 'XL'",
        "\t[1527] spinbutton 'Qty' value='1'",
        "\t[1524] button 'Add to Cart'",
        "\t[1530] link 'Add to Wish List'",
        "\t[1531] link 'Add to Compare'",
        "\t[1535] tablist ''",
        "\t\t[1536] tab 'Details', selected=True",
        "\t\t[1537] tab 'More Information'",
        "\t\t[1538] tab 'Reviews 14'",
        "\t[1540] tabpanel 'Details'",
        "\t\tStaticText 'Two pairs of our best-selling crew sock: 71% merino wool, 26% nylon, 3% spandex, with a cushioned footbed and a seamless toe. Machine wash cold, tumble dry low.'",
    ]
    return out


def hp_lamp_results(msg: bool) -> list[str]:
    out = ["[1600] main ''"]
    if msg:
        out += [
            "\t[1601] alert ''",
            "\t\tStaticText 'You added Cinder 400 Lumen Rechargeable Headlamp to your '",
            "\t\t[1603] link 'shopping cart'",
            "\t\tStaticText '.'",
        ]
    out += [
        "\t[1605] heading \"Search results for: 'rechargeable headlamp'\"",
        "\tStaticText 'Items 1-4 of 4'",
        "\t[1607] combobox 'Sort By' value='Relevance'",
        "\t[1608] list ''",
        "\t\t[1609] listitem ''",
        "\t\t\t[1610] link 'Cinder 400 Lumen Rechargeable Headlamp'",
        "\t\t\tStaticText 'Rating: 94%'",
        "\t\t\tStaticText '$34.00'",
        "\t\t\t[1611] button 'Add to Cart'",
        "\t\t[1613] listitem ''",
        "\t\t\t[1614] link 'Lumen Peak 600 Rechargeable Headlamp'",
        "\t\t\tStaticText 'Rating: 88%'",
        "\t\t\tStaticText '$54.99'",
        "\t\t\t[1615] button 'Add to Cart'",
        "\t\t[1617] listitem ''",
        "\t\t\t[1618] link 'Cinder 250 Lumen Headlamp (AAA)'",
        "\t\t\tStaticText 'Rating: 81%'",
        "\t\t\tStaticText '$22.00'",
        "\t\t\t[1619] button 'Add to Cart'",
        "\t\t[1621] listitem ''",
        "\t\t\t[1622] link 'Trail Runner Rechargeable Chest Light'",
        "\t\t\tStaticText 'Rating: 76%'",
        "\t\t\tStaticText '$39.00'",
        "\t\t\t[1623] button 'Add to Cart'",
    ]
    return out


def hp_mini(sock: str) -> list[str]:
    return [
        "\t[130] dialog 'Minicart'",
        "\t\tStaticText '2 Items in Cart'",
        "\t\tStaticText 'Cart Subtotal :'",
        "\t\tStaticText '$61.50'",
        "\t\t[133] button 'Proceed to Checkout'",
        "\t\t[134] list ''",
        "\t\t\t[135] listitem ''",
        "\t\t\t\t[136] link 'Cinder 400 Lumen Rechargeable Headlamp'",
        "\t\t\t\tStaticText '$34.00'",
        "\t\t\t\t[138] spinbutton 'Qty' value='1'",
        "\t\t\t\t[139] link 'Remove'",
        "\t\t\t[140] listitem ''",
        "\t\t\t\t[141] link 'Ridgeline Merino Hiker Crew Sock 2-Pack'",
        "\t\t\t\tStaticText 'See Details'",
        "\t\t\t\tStaticText 'Size: L'",
        f"\t\t\t\tStaticText '{sock}'",
        "\t\t\t\t[144] spinbutton 'Qty' value='1'",
        "\t\t\t\t[145] link 'Remove'",
        "\t\t[146] link 'View and Edit Cart'",
    ]


def hp_cart(sock: float, lamp_qty: int, lamp_field: str, msg: bool) -> list[str]:
    lamp_sub = 34.00 * lamp_qty
    sub = sock + lamp_sub
    out = ["[1700] main ''"]
    if msg:
        out += ["\t[1701] alert ''", "\t\tStaticText 'Your shopping cart has been updated.'"]
    out += [
        "\t[1702] heading 'Shopping Cart'",
        "\t[1703] table 'Shopping Cart Items'",
        "\t\t[1704] row ''",
        "\t\t\t[1705] columnheader 'Item'",
        "\t\t\t[1706] columnheader 'Price'",
        "\t\t\t[1707] columnheader 'Qty'",
        "\t\t\t[1708] columnheader 'Subtotal'",
        "\t\t[1710] row ''",
        "\t\t\t[1711] cell 'Ridgeline Merino Hiker Crew Sock 2-Pack Size L'",
        "\t\t\t\t[1712] link 'Ridgeline Merino Hiker Crew Sock 2-Pack'",
        "\t\t\t\tStaticText 'Size'",
        "\t\t\t\tStaticText 'L'",
        f"\t\t\t[1715] cell '{money(sock)}'",
        "\t\t\t[1716] cell ''",
        "\t\t\t\t[1717] spinbutton 'Qty' value='1'",
        f"\t\t\t[1718] cell '{money(sock)}'",
        "\t\t\t[1719] link 'Edit item parameters'",
        "\t\t\t[1720] link 'Remove item'",
        "\t\t[1722] row ''",
        "\t\t\t[1723] cell 'Cinder 400 Lumen Rechargeable Headlamp'",
        "\t\t\t\t[1724] link 'Cinder 400 Lumen Rechargeable Headlamp'",
        "\t\t\t[1725] cell '$34.00'",
        "\t\t\t[1726] cell ''",
        f"\t\t\t\t[1727] spinbutton 'Qty' value='{lamp_field}'",
        f"\t\t\t[1728] cell '{money(lamp_sub)}'",
        "\t\t\t[1729] link 'Edit item parameters'",
        "\t\t\t[1730] link 'Remove item'",
        "\t[1732] link 'Continue Shopping'",
        "\t[1733] button 'Update Shopping Cart'",
        "\t[1735] complementary 'Summary'",
        "\t\t[1736] heading 'Summary'",
        "\t\t[1737] button 'Estimate Shipping and Tax'",
        "\t\t[1738] table ''",
        "\t\t\t[1739] row 'Subtotal'",
        f"\t\t\t\tStaticText '{money(sub)}'",
        "\t\t\t[1741] row 'Shipping (Ground - Flat Rate)'",
        "\t\t\t\tStaticText '$7.95'",
        "\t\t\t[1743] row 'Order Total'",
        f"\t\t\t\tStaticText '{money(sub + 7.95)}'",
        "\t\t[1745] button 'Proceed to Checkout'",
        "\t\t[1746] link 'Check Out with Multiple Addresses'",
        "\t[1748] button 'Apply Discount Code'",
    ]
    return out


def t01() -> Row:
    # bad: storefront cart; turn 10's cart table prices the sock 2-pack at $29.50 though turns 2-5 and the turn-9 minicart showed $27.50 (no option changes price).
    u_home, u_s1 = f"{HP}/", f"{HP}/catalogsearch/result/?q=merino+hiking+socks"
    u_prod = f"{HP}/ridgeline-merino-hiker-crew-sock-2-pack.html"
    u_s2, u_cart = f"{HP}/catalogsearch/result/?q=rechargeable+headlamp", f"{HP}/checkout/cart/"
    T_HOME, T_PROD = "Harbor & Pine Outfitters", "Ridgeline Merino Hiker Crew Sock 2-Pack"
    turns: Turns = [
        ("fill('118', 'merino hiking socks')", page(T_HOME, u_home, hp_top(0, "merino hiking socks"), HP_HOME, HP_FOOT)),
        ("press('118', 'Enter')", page("Search results for: ‘merino hiking socks’", u_s1, hp_top(0, "merino hiking socks"), hp_socks_results(), HP_FOOT)),
        ("click('1402')", page(T_PROD, u_prod, hp_top(0), hp_product(None, False), HP_FOOT)),
        ("select_option('1520', 'L')", page(T_PROD, u_prod, hp_top(0), hp_product("L", False), HP_FOOT)),
        ("click('1524')", page(T_PROD, u_prod, hp_top(1), hp_product("L", True), HP_FOOT)),
        ("fill('118', 'rechargeable headlamp')", page(T_PROD, u_prod, hp_top(1, "rechargeable headlamp"), hp_product("L", True), HP_FOOT)),
        ("press('118', 'Enter')", page("Search results for: ‘rechargeable headlamp’", u_s2, hp_top(1, "rechargeable headlamp"), hp_lamp_results(False), HP_FOOT)),
        ("click('1611')", page("Search results for: ‘rechargeable headlamp’", u_s2, hp_top(2, "rechargeable headlamp"), hp_lamp_results(True), HP_FOOT)),
        ("click('110')", page("Search results for: ‘rechargeable headlamp’", u_s2, hp_top(2, "rechargeable headlamp", hp_mini("$27.50")), hp_lamp_results(True), HP_FOOT)),
        ("click('146')", page("Shopping Cart", u_cart, hp_top(2), hp_cart(29.50, 1, "1", False), HP_FOOT)),
        ("fill('1727', '2')", page("Shopping Cart", u_cart, hp_top(2), hp_cart(29.50, 1, "2", False), HP_FOOT)),
        ("click('1733')", page("Shopping Cart", u_cart, hp_top(3), hp_cart(29.50, 2, "2", True), HP_FOOT)),
    ]
    state = page(T_HOME, u_home, hp_top(0), HP_HOME, HP_FOOT)
    return dict(tid="h14-web-01", turns=turns, state=state, bad=True, turn=10,
                kind="cart table shows a product's unit price different from the price on its product page and in the minicart")


# ---------------------------------------------------------------------------------------------
# 02 Fernleaf Botanicals shop admin: orders (Magento-like)
# ---------------------------------------------------------------------------------------------

FB = "http://admin.fernleaf.test/admin"


def mg_nav(brand: str, open_menu: str | None = None, sub: list[str] | None = None) -> list[str]:
    out = [
        "[100] navigation ''",
        f"\t[101] link '{brand} Admin Panel'",
        "\t[102] menubar ''",
    ]
    for bid, name in [("103", "Dashboard"), ("104", "Sales"), ("105", "Catalog"), ("106", "Customers"),
                      ("107", "Marketing"), ("108", "Content"), ("109", "Reports"), ("110", "Stores"), ("111", "System")]:
        out.append(f"\t\t[{bid}] menuitem '{name}'" + (", expanded=True" if name == open_menu else ""))
        if name == open_menu and sub:
            out += ["\t\t\t" + s for s in sub]
    out += ["[115] banner ''", "\t[116] link 'admin_user'", "\t[117] link 'Notifications 3'", "\t[118] searchbox 'Search by keyword'"]
    return out


FB_DASH = [
    "[300] main ''",
    "\t[301] heading 'Dashboard'",
    "\t[302] button 'Reload Data'",
    "\tStaticText 'Lifetime Sales'",
    "\tStaticText '$14,423.60'",
    "\tStaticText 'Average Order'",
    "\tStaticText '$67.40'",
    "\t[306] tablist ''",
    "\t\t[307] tab 'Orders', selected=True",
    "\t\t[308] tab 'Amounts'",
    "\t[310] heading 'Last Orders'",
    "\t[311] table ''",
    "\t\t[312] row 'Customer Items Total'",
    "\t\t[313] row 'Maren Lindqvist 1 $29.95'",
    "\t\t[314] row 'Chidi Okonkwo 2 $58.40'",
    "\t\t[315] row 'Teodor Vasile 4 $96.10'",
    "\t\t[316] row 'Paloma Riquelme 1 $64.00'",
    "\t\t[317] row 'Gwendolyn Asare 3 $71.85'",
]

FB_FOOT = ["[1990] contentinfo ''", "\tStaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'", "\tStaticText 'Magento ver. 2.4.6'"]


def fb_grid(keyword: str, typed: str, rows: list[tuple[str, str, str, str, str]], status_filter: str | None,
            panel: str | None, msg: str | None = None) -> list[str]:
    n = len(rows)
    out = ["[400] main ''"]
    if msg:
        out += ["\t[401] alert ''", f"\t\tStaticText '{msg}'"]
    out += [
        "\t[402] heading 'Orders'",
        "\t[403] button 'Create New Order'",
        f"\t[405] textbox 'Search by keyword' value='{typed}'" if typed else "\t[405] textbox 'Search by keyword'",
        "\t[406] button 'Search'",
        "\t[407] button 'Filters'" + (", expanded=True" if panel is not None else ""),
        "\t[408] button 'Default View'",
        "\t[409] button 'Columns'",
        "\t[410] button 'Export'",
    ]
    if panel is not None:
        out += [
            "\t[411] group 'Filters'",
            "\t\t[412] textbox 'Purchase Date from'",
            "\t\t[413] textbox 'Purchase Date to'",
            "\t\t[414] textbox 'Grand Total (Purchased) from'",
            "\t\t[415] textbox 'Grand Total (Purchased) to'",
            "\t\t[416] combobox 'Purchase Point' value='All Store Views'",
            f"\t\t[417] combobox 'Status' value='{panel}'",
            "\t\t\t[418] option ' '" + (", selected=True" if panel == " " else ""),
            "\t\t\t[419] option 'Canceled'",
            "\t\t\t[420] option 'Closed'",
            "\t\t\t[421] option 'Complete'",
            "\t\t\t[422] option 'On Hold'",
            "\t\t\t[423] option 'Pending'" + (", selected=True" if panel == "Pending" else ""),
            "\t\t\t[424] option 'Processing'",
            "\t\t[425] button 'Cancel'",
            "\t\t[426] button 'Apply Filters'",
        ]
    if keyword or status_filter:
        out.append("\tStaticText 'Active filters:'")
        if keyword:
            out += [f"\tStaticText 'Keyword: {keyword}'", "\t[428] button 'Remove Keyword filter'"]
        if status_filter:
            out += [f"\tStaticText 'Status: {status_filter}'", "\t[429] button 'Remove Status filter'"]
        out.append("\t[430] button 'Clear all'")
    total = n if (keyword or status_filter) else 214
    pages = 1 if keyword or status_filter else 11
    out += [
        f"\tStaticText '{total} records found'",
        "\t[432] combobox 'per page' value='20'",
        "\t[433] button 'Previous Page', disabled=True",
        "\t[434] spinbutton 'Page' value='1'",
        f"\tStaticText 'of {pages}'",
        "\t[436] button 'Next Page'" + (", disabled=True" if pages == 1 else ""),
        "\t[440] table ''",
        "\t\t[441] row ''",
        "\t\t\t[442] columnheader 'ID', sort=descending",
        "\t\t\t[443] columnheader 'Purchase Point'",
        "\t\t\t[444] columnheader 'Purchase Date'",
        "\t\t\t[445] columnheader 'Bill-to Name'",
        "\t\t\t[446] columnheader 'Ship-to Name'",
        "\t\t\t[447] columnheader 'Grand Total (Purchased)'",
        "\t\t\t[448] columnheader 'Status'",
        "\t\t\t[449] columnheader 'Action'",
    ]
    bid = 450
    for oid, date, name, total_s, status in rows:
        out += [
            f"\t\t[{bid}] row ''",
            f"\t\t\t[{bid + 1}] gridcell '{oid}'",
            f"\t\t\t[{bid + 2}] gridcell 'Main Website Fernleaf Botanicals Default Store View'",
            f"\t\t\t[{bid + 3}] gridcell '{date}'",
            f"\t\t\t[{bid + 4}] gridcell '{name}'",
            f"\t\t\t[{bid + 5}] gridcell '{name}'",
            f"\t\t\t[{bid + 6}] gridcell '{total_s}'",
            f"\t\t\t[{bid + 7}] gridcell '{status}'",
            f"\t\t\t[{bid + 8}] link 'View'",
        ]
        bid += 10
    return out


FB_ALL = [
    ("000000432", "Sep 3, 2024 4:52:09 PM", "Maren Lindqvist", "$29.95", "Pending"),
    ("000000431", "Sep 3, 2024 2:18:44 PM", "Chidi Okonkwo", "$58.40", "Pending"),
    ("000000430", "Sep 3, 2024 11:07:51 AM", "Teodor Vasile", "$96.10", "Processing"),
    ("000000429", "Sep 2, 2024 8:33:16 PM", "Paloma Riquelme", "$64.00", "Processing"),
    ("000000428", "Sep 2, 2024 3:14:40 PM", "Gwendolyn Asare", "$71.85", "Complete"),
    ("000000427", "Sep 2, 2024 9:58:02 AM", "Ishaan Bhattacharya", "$112.30", "Complete"),
    ("000000426", "Sep 1, 2024 7:21:45 PM", "Maren Lindqvist", "$18.50", "Complete"),
    ("000000425", "Sep 1, 2024 1:46:27 PM", "Odalys Fuentes", "$43.90", "Canceled"),
    ("000000424", "Aug 31, 2024 6:12:33 PM", "Benedikt Kowalczyk", "$87.25", "Complete"),
    ("000000423", "Aug 31, 2024 10:40:05 AM", "Rhiannon Pryce", "$24.95", "Complete"),
    ("000000422", "Aug 30, 2024 9:27:58 PM", "Tariq Al-Mansouri", "$156.40", "Complete"),
    ("000000421", "Aug 30, 2024 2:03:19 PM", "Jun Watanabe", "$39.90", "Closed"),
    ("000000420", "Aug 30, 2024 8:45:41 AM", "Svetlana Orlova", "$66.85", "Complete"),
    ("000000419", "Aug 29, 2024 5:59:12 PM", "Delphine Marchetti", "$31.95", "Complete"),
    ("000000418", "Aug 29, 2024 9:05:12 AM", "Adaeze Okonkwo", "$142.85", "Pending"),
    ("000000417", "Aug 28, 2024 10:31:47 PM", "Callum Rourke", "$52.00", "Complete"),
    ("000000416", "Aug 28, 2024 4:16:08 PM", "Ifeoma Nwosu", "$77.40", "Complete"),
    ("000000415", "Aug 28, 2024 11:52:36 AM", "Mateus Carvalho", "$19.99", "Complete"),
    ("000000414", "Aug 27, 2024 7:08:24 PM", "Hana Kovač", "$104.70", "Complete"),
    ("000000413", "Aug 27, 2024 1:37:50 PM", "Lowell Pettigrew", "$45.15", "Complete"),
]


def fb_okon(status418: str) -> list[tuple[str, str, str, str, str]]:
    return [
        ("000000431", "Sep 3, 2024 2:18:44 PM", "Chidi Okonkwo", "$58.40", "Pending"),
        ("000000418", "Aug 29, 2024 9:05:12 AM", "Adaeze Okonkwo", "$142.85", status418),
        ("000000377", "Aug 2, 2024 6:41:30 PM", "Adaeze Okonkwo", "$36.00", "Complete"),
    ]


def fb_order(status: str, msg: bool) -> list[str]:
    out = ["[600] main ''", "\t[601] heading '# 000000418'"]
    buttons = ["Back", "Login as Customer", "Cancel", "Send Email"]
    buttons += ["Unhold"] if status == "On Hold" else ["Hold", "Invoice", "Ship"]
    buttons += ["Reorder", "Edit"]
    for i, b in enumerate(buttons):
        out.append(f"\t[{602 + i}] button '{b}'")
    if msg:
        out += ["\t[615] alert ''", "\t\tStaticText 'You put the order on hold.'"]
    out += [
        "\t[616] tablist 'Order View'",
        "\t\t[617] tab 'Information', selected=True",
        "\t\t[618] tab 'Invoices'",
        "\t\t[619] tab 'Credit Memos'",
        "\t\t[620] tab 'Shipments'",
        "\t\t[621] tab 'Comments History'",
        "\t[622] heading 'Order & Account Information'",
        "\t[623] heading 'Order # 000000418 (The order confirmation email was sent)'",
        "\t[624] table ''",
        "\t\t[625] row 'Order Date Aug 29, 2024 9:05:12 AM'",
        f"\t\t[626] row 'Order Status {status}'",
        "\t\t[627] row 'Purchased From Main Website Fernleaf Botanicals Default Store View'",
        "\t\t[628] row 'Placed from IP 73.201.44.18'",
        "\t[629] heading 'Account Information'",
        "\t[630] table ''",
        "\t\t[631] row 'Customer Name Adaeze Okonkwo'",
        "\t\t[632] row 'Email adaeze.okonkwo@mailbay.test'",
        "\t\t[633] row 'Customer Group General'",
        "\t[634] heading 'Address Information'",
        "\tStaticText 'Billing Address: Adaeze Okonkwo, 2715 Larkspur Terrace, Apt 4C, Raleigh, North Carolina, 27607, United States, T: (919) 555-0148'",
        "\tStaticText 'Shipping Address: Adaeze Okonkwo, 2715 Larkspur Terrace, Apt 4C, Raleigh, North Carolina, 27607, United States, T: (919) 555-0148'",
        "\t[637] heading 'Payment & Shipping Method'",
        "\tStaticText 'Check / Money order'",
        "\tStaticText 'Flat Rate - Fixed $16.00'",
        "\t[640] heading 'Items Ordered'",
        "\t[641] table ''",
        "\t\t[642] row 'Product Item Status Original Price Price Qty Subtotal Row Total'",
        "\t\t[643] row 'Fiddle Leaf Fig, 10in nursery pot SKU: FB-FLF-10 Ordered $64.00 $64.00 Ordered 1 $64.00 $64.00'",
        "\t\t[644] row 'Terracotta Self-Watering Planter, 8in SKU: FB-TSW-08 Ordered $24.95 $24.95 Ordered 2 $49.90 $49.90'",
        "\t\t[645] row 'Organic Indoor Plant Food 8oz SKU: FB-OPF-08 Ordered $12.95 $12.95 Ordered 1 $12.95 $12.95'",
        "\t[646] heading 'Order Totals'",
        "\t[647] table ''",
        "\t\t[648] row 'Subtotal $126.85'",
        "\t\t[649] row 'Shipping & Handling $16.00'",
        "\t\t[650] row 'Grand Total $142.85'",
        "\t\t[651] row 'Total Paid $0.00'",
        "\t\t[652] row 'Total Refunded $0.00'",
        "\t\t[653] row 'Total Due $142.85'",
    ]
    return out


def t02() -> Row:
    # clean: shop admin; keyword search, put an order on hold (status changes by action), then a status filter hides it.
    u_dash, u_grid, u_view = f"{FB}/dashboard/", f"{FB}/sales/order/", f"{FB}/sales/order/view/order_id/418/"
    sales_sub = ["[120] link 'Orders'", "[121] link 'Invoices'", "[122] link 'Shipments'", "[123] link 'Credit Memos'",
                 "[124] link 'Billing Agreements'", "[125] link 'Transactions'"]
    nav = mg_nav("Fernleaf Botanicals")
    TG, TV = "Orders / Operations / Sales / Magento Admin", "# 000000418 / Orders / Operations / Sales / Magento Admin"
    turns: Turns = [
        ("click('104')", page("Dashboard / Magento Admin", u_dash, mg_nav("Fernleaf Botanicals", "Sales", sales_sub), FB_DASH, FB_FOOT)),
        ("click('120')", page(TG, u_grid, nav, fb_grid("", "", FB_ALL, None, None), FB_FOOT)),
        ("fill('405', 'Okonkwo')", page(TG, u_grid, nav, fb_grid("", "Okonkwo", FB_ALL, None, None), FB_FOOT)),
        ("press('405', 'Enter')", page(TG, u_grid, nav, fb_grid("Okonkwo", "Okonkwo", fb_okon("Pending"), None, None), FB_FOOT)),
        ("click('468')", page(TV, u_view, nav, fb_order("Pending", False), FB_FOOT)),
        ("click('606')", page(TV, u_view, nav, fb_order("On Hold", True), FB_FOOT)),
        ("click('602')", page(TG, u_grid, nav, fb_grid("Okonkwo", "Okonkwo", fb_okon("On Hold"), None, None), FB_FOOT)),
        ("click('407')", page(TG, u_grid, nav, fb_grid("Okonkwo", "Okonkwo", fb_okon("On Hold"), None, " "), FB_FOOT)),
        ("select_option('417', 'Pending')", page(TG, u_grid, nav, fb_grid("Okonkwo", "Okonkwo", fb_okon("On Hold"), None, "Pending"), FB_FOOT)),
        ("click('426')", page(TG, u_grid, nav, fb_grid("Okonkwo", "Okonkwo", fb_okon("On Hold")[:1], "Pending", None), FB_FOOT)),
    ]
    state = page("Dashboard / Magento Admin", u_dash, nav, FB_DASH, FB_FOOT)
    return dict(tid="h14-web-02", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 03 Postmill forum f/homebrewing
# ---------------------------------------------------------------------------------------------

PM = "http://forum.brewlab.test"


def pm_nav(user: str) -> list[str]:
    return [
        "[20] navigation ''",
        "\t[21] link 'Home'",
        "\t[22] link 'Forums'",
        "\t[23] link 'Wiki'",
        "\t[24] searchbox 'Search query'",
        "\t[25] link 'Notifications (0)'",
        f"\t[26] button '{user}', hasPopup=menu",
    ]


def pm_post_entry(bid: int, title: str, by: str, ago: str, score: int, comments: int, voted: bool, forum: str = "homebrewing") -> list[str]:
    cword = "comment" if comments == 1 else "comments"
    return [
        f"\t\t[{bid}] article ''",
        f"\t\t\t[{bid + 1}] heading '{title}'",
        f"\t\t\t\t[{bid + 2}] link '{title}'",
        "\t\t\tStaticText 'Submitted by'",
        f"\t\t\t[{bid + 4}] link '{by}'",
        f"\t\t\tStaticText '{ago} in'",
        f"\t\t\t[{bid + 6}] link '{forum}'",
        f"\t\t\t[{bid + 7}] link '{comments} {cword}'",
        f"\t\t\t[{bid + 8}] button '{'Retract upvote' if voted else 'Upvote'}'" + (", pressed=True" if voted else ""),
        f"\t\t\tStaticText '{score}'",
        f"\t\t\t[{bid + 9}] button 'Downvote'",
    ]


HB_SIDE = [
    "\t[90] complementary ''",
    "\t\t[91] heading 'homebrewing'",
    "\t\tStaticText 'All-grain, extract, mead, cider, kombucha. Be kind to newbies; search before asking about off-flavours.'",
    "\t\t[93] button 'Unsubscribe'",
    "\t\tStaticText '18,406 subscribers'",
    "\t\t[95] link 'Forum rules'",
    "\t\t[96] heading 'Moderators'",
    "\t\t[97] link 'brewmaiden_ks'",
    "\t\t[98] link 'copperkettle'",
]


def pm_hot(b_score: int, b_voted: bool, b_comments: int) -> list[str]:
    out = [
        "[30] main ''",
        "\t[31] heading 'homebrewing'",
        "\t[32] link 'Submit'",
        "\t[33] link 'Hot'",
        "\t[34] link 'New'",
        "\t[35] link 'Active'",
        "\t[36] link 'Top'",
        "\t[37] link 'Controversial'",
        "\t[38] link 'Most commented'",
        "\t[40] feed ''",
    ]
    out += pm_post_entry(200, "My first decoction mash: lessons learned (long)", "brewmaiden_ks", "9 hours ago", 112, 41, False)
    out += pm_post_entry(220, "Stuck fermentation at 1.020 - repitch or wait?", "hopsandhollers", "5 hours ago", b_score, b_comments, b_voted)
    out += pm_post_entry(240, "PSA: check your keg PRV o-rings", "copperkettle", "14 hours ago", 88, 19, False)
    out += pm_post_entry(260, "Water profile for a Dortmunder export", "lagerlout", "7 hours ago", 21, 8, False)
    out += pm_post_entry(280, "Weekly: what are you brewing? (Sept 9)", "AutoModerator", "1 day ago", 35, 62, False)
    out += pm_post_entry(300, "Stuck fermentation at 1.030 with kveik at 38C?", "fermentorum", "2 hours ago", 3, 2, False)
    out += ["\t[330] link 'More'"]
    return out + HB_SIDE


def pm_new() -> list[str]:
    out = [
        "[30] main ''",
        "\t[31] heading 'homebrewing'",
        "\t[32] link 'Submit'",
        "\t[33] link 'Hot'",
        "\t[34] link 'New'",
        "\t[35] link 'Active'",
        "\t[36] link 'Top'",
        "\t[37] link 'Controversial'",
        "\t[38] link 'Most commented'",
        "\t[40] feed ''",
    ]
    out += pm_post_entry(400, "Pellet vs whole-leaf for first-wort hopping?", "sparge_sam", "40 minutes ago", 2, 0, False)
    out += pm_post_entry(420, "Anyone tried Verdant IPA yeast in a stout?", "nitro_nell", "1 hour ago", 4, 1, False)
    out += pm_post_entry(440, "Stuck fermentation at 1.030 with kveik at 38C?", "fermentorum", "2 hours ago", 3, 2, False)
    out += pm_post_entry(460, "Stuck fermentation at 1.020 - repitch or wait?", "hopsandhollers", "5 hours ago", 48, 24, True)
    out += pm_post_entry(480, "Water profile for a Dortmunder export", "lagerlout", "7 hours ago", 21, 8, False)
    out += pm_post_entry(500, "My first decoction mash: lessons learned (long)", "brewmaiden_ks", "9 hours ago", 112, 41, False)
    out += ["\t[530] link 'More'"]
    return out + HB_SIDE


def pm_comment(bid: int, user: str, ago: str, pts: int, text: str, depth: int = 0) -> list[str]:
    t = "\t" * (2 + depth)
    return [
        f"{t}[{bid}] article ''",
        f"{t}\t[{bid + 1}] link '{user}'",
        f"{t}\tStaticText '{pts} point{'s' if pts != 1 else ''}'",
        f"{t}\tStaticText '{ago}'",
        f"{t}\tStaticText '{text}'",
        f"{t}\t[{bid + 2}] button 'Upvote'",
        f"{t}\t[{bid + 3}] button 'Downvote'",
        f"{t}\t[{bid + 4}] link 'Reply'",
        f"{t}\t[{bid + 5}] link 'Permalink'",
    ]


MY_COMMENT = ("At 1.020 with S-04 I would rouse it and raise to 20C for two days before repitching. If it still will not move, "
              "pitch a rehydrated packet of US-05 rather than more S-04.")


def pm_post_b(draft: str, posted: bool) -> list[str]:
    n = 24 if posted else 23
    out = [
        "[30] main ''",
        "\t[600] article ''",
        "\t\t[601] heading 'Stuck fermentation at 1.020 - repitch or wait?'",
        "\t\tStaticText 'Submitted by'",
        "\t\t[603] link 'hopsandhollers'",
        "\t\tStaticText '5 hours ago in'",
        "\t\t[605] link 'homebrewing'",
        "\t\tStaticText 'Brewed an 1.058 English bitter with S-04 on Saturday, pitched at 18C. It dropped to 1.020 by Tuesday and has not moved in three days. Mash was 67C for 60 min. Do I repitch, warm it up, or just give it more time? Sample tastes sweet and a bit thin.'",
        "\t\t[607] button 'Retract upvote', pressed=True",
        "\t\tStaticText '48'",
        "\t\t[608] button 'Downvote'",
        f"\t\t[609] link '{n} comments'",
        "\t\t[610] button 'Save'",
        "\t\t[611] link 'Report'",
        "\t[620] heading 'Comments'",
        "\t[621] combobox 'Sort comments' value='Top'",
        f"\t[622] textbox 'Comment' value='{draft}'" if draft else "\t[622] textbox 'Comment'",
        "\t[623] button 'Post'",
    ]
    if posted:
        out += ["\t[624] status ''", "\t\tStaticText 'Your comment was posted.'"]
    out += ["\t[630] list ''"]
    out += pm_comment(640, "copperkettle", "4 hours ago", 19, "S-04 is notorious for dropping out early. Rouse the yeast and bump the temp to 20-21C before anything else.")
    out += pm_comment(650, "hopsandhollers", "4 hours ago", 6, "Thanks, swirling it now and moving it off the basement floor.", 1)
    out += pm_comment(660, "lagerlout", "3 hours ago", 11, "67C for an hour with a lot of crystal malt can just finish high. What was in the grain bill?")
    out += pm_comment(670, "brewmaiden_ks", "3 hours ago", 8, "Check your hydrometer in plain water first. Mine read 1.004 in water for a year.")
    if posted:
        out += pm_comment(680, "MaltMonk_77", "just now", 1, MY_COMMENT)
    out += ["\t[700] link 'Load more comments (18)'"]
    return out


def pm_post_e() -> list[str]:
    return [
        "[30] main ''",
        "\t[600] article ''",
        "\t\t[601] heading 'Stuck fermentation at 1.030 with kveik at 38C?'",
        "\t\tStaticText 'Submitted by'",
        "\t\t[603] link 'fermentorum'",
        "\t\tStaticText '2 hours ago in'",
        "\t\t[605] link 'homebrewing'",
        "\t\tStaticText 'Voss kveik in a 1.072 farmhouse ale, held at 38C with a heat belt. It blew through to 1.030 in 20 hours and stopped. Is that normal for kveik or did I cook it?'",
        "\t\t[607] button 'Upvote'",
        "\t\tStaticText '3'",
        "\t\t[608] button 'Downvote'",
        "\t\t[609] link '2 comments'",
        "\t\t[610] button 'Save'",
        "\t\t[611] link 'Report'",
        "\t[620] heading 'Comments'",
        "\t[621] combobox 'Sort comments' value='Top'",
        "\t[622] textbox 'Comment'",
        "\t[623] button 'Post'",
        "\t[630] list ''",
        *pm_comment(640, "nitro_nell", "1 hour ago", 2, "38C is fine for Voss. 1.030 sounds like a mash or recipe issue, not the yeast."),
        *pm_comment(650, "fermentorum", "58 minutes ago", 1, "Mash was 70C, so that is probably it.", 1),
    ]


def t03() -> Row:
    # clean: forum; own upvote (+1), own comment (+1 comment), Hot vs New ordering, and a similarly titled different post.
    T_HB, T_B = "homebrewing", "Stuck fermentation at 1.020 - repitch or wait? : homebrewing"
    u_hb, u_new = f"{PM}/f/homebrewing", f"{PM}/f/homebrewing/new"
    u_b, u_e = f"{PM}/f/homebrewing/88213/stuck-fermentation-at-1-020-repitch-or-wait", f"{PM}/f/homebrewing/88251/stuck-fermentation-at-1-030-with-kveik-at-38c"
    nav = pm_nav("MaltMonk_77")
    front = [
        "[30] main ''",
        "\t[31] heading 'Your front page'",
        "\t[40] feed ''",
        *pm_post_entry(200, "My first decoction mash: lessons learned (long)", "brewmaiden_ks", "9 hours ago", 112, 41, False),
        *pm_post_entry(220, "Rain gauge build from a 3D-printed funnel", "wx_tinker", "6 hours ago", 64, 12, False, "weatherstations"),
        *pm_post_entry(240, "PSA: check your keg PRV o-rings", "copperkettle", "14 hours ago", 88, 19, False),
        "\t[90] complementary ''",
        "\t\t[91] heading 'Subscribed forums'",
        "\t\t[92] link 'homebrewing'",
        "\t\t[93] link 'weatherstations'",
        "\t\t[94] link 'sourdough'",
    ]
    turns: Turns = [
        ("click('92')", page(T_HB, u_hb, nav, pm_hot(47, False, 23))),
        ("click('228')", page(T_HB, u_hb, nav, pm_hot(48, True, 23))),
        ("click('222')", page(T_B, u_b, nav, pm_post_b("", False))),
        (f"fill('622', '{MY_COMMENT}')", page(T_B, u_b, nav, pm_post_b(MY_COMMENT, False))),
        ("click('623')", page(T_B, u_b, nav, pm_post_b("", True))),
        ("click('605')", page(T_HB, u_hb, nav, pm_hot(48, True, 24))),
        ("click('34')", page("homebrewing (new)", u_new, nav, pm_new())),
        ("click('442')", page("Stuck fermentation at 1.030 with kveik at 38C? : homebrewing", u_e, nav, pm_post_e())),
        ("go_back()", page("homebrewing (new)", u_new, nav, pm_new())),
    ]
    state = page("Postmill", f"{PM}/", nav, front)
    return dict(tid="h14-web-03", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 04 GitLab issue triage (kestrel-labs/tilemapper)
# ---------------------------------------------------------------------------------------------

GL = "http://gitlab.kestrel.test"


def gl_top(user: str) -> list[str]:
    return [
        "[10] navigation 'Primary'",
        "\t[11] link 'Homepage'",
        "\t[12] button 'Search or go to…'",
        "\t[13] link 'Issues 6'",
        "\t[14] link 'Merge requests 2'",
        "\t[15] link 'To-Do List 4'",
        f"\t[16] button '{user} user’s menu', hasPopup=menu",
    ]


def gl_side(project: str, active: str) -> list[str]:
    items = ["Project overview", "Pinned", "Manage", "Plan", "Issues", "Issue boards", "Labels", "Milestones", "Code",
             "Merge requests", "Repository", "Branches", "Commits", "Build", "Deploy", "Operate", "Monitor", "Analyze", "Settings"]
    out = ["[40] navigation 'Project navigation'", f"\t[41] link '{project}'"]
    for i, it in enumerate(items):
        out.append(f"\t[{42 + i}] link '{it}'" + (", current=page" if it == active else ""))
    return out


TM_ISSUES = [
    ("#214", "Vector layer z-order wrong when two sources share a name", "Kwame Adjei", "1 day ago", "bug, rendering", "2"),
    ("#213", "Add PMTiles v3 reader", "Priya Raman", "2 days ago", "enhancement", "5"),
    ("#212", "Tile cache not invalidated after style reload", "Priya Raman", "3 days ago", "", "1"),
    ("#209", "Docs: the --max-zoom flag is undocumented", "Lena Vogt", "6 days ago", "docs, good first issue", "0"),
    ("#205", "Memory spike when panning at z18 on low-end Android", "Tomás Ferreira", "1 week ago", "performance", "7"),
    ("#198", "Tile cache eviction ignores maxBytes on Safari", "Tomás Ferreira", "2 weeks ago", "bug, web", "4"),
]


def gl_issue_list(typed: str, applied: str) -> list[str]:
    rows = [r for r in TM_ISSUES if not applied or applied.lower() in r[1].lower()]
    out = [
        "[100] main ''",
        "\t[101] heading 'Issues'",
        "\t[102] link 'New issue'",
        "\t[103] tablist ''",
        f"\t\t[104] tab 'Open {2 if applied else 6}', selected=True",
        f"\t\t[105] tab 'Closed {1 if applied else 57}'",
        f"\t\t[106] tab 'All {3 if applied else 63}'",
        f"\t[108] textbox 'Search or filter results…' value='{typed}'" if typed else "\t[108] textbox 'Search or filter results…'",
        "\t[109] combobox 'Sort' value='Created date'",
        "\t[110] list ''",
    ]
    bid = 120
    for iid, title, who, ago, labels, comments in rows:
        out += [
            f"\t\t[{bid}] listitem ''",
            f"\t\t\t[{bid + 1}] link '{title}'",
            f"\t\t\tStaticText '{iid} · created {ago} by'",
            f"\t\t\t[{bid + 3}] link '{who}'",
        ]
        for j, lab in enumerate([x for x in labels.split(", ") if x]):
            out.append(f"\t\t\t[{bid + 4 + j}] link '{lab}'")
        out.append(f"\t\t\tStaticText '{comments}'")
        bid += 10
    if not rows:
        out.append("\tStaticText 'Sorry, your filter produced no results'")
    return out


GL_LABELS = ["backend", "bug", "cache", "docs", "enhancement", "frontend", "good first issue", "performance", "rendering", "web"]
REPRO = "Reproduced on v2.8.1 in Firefox 129: after setStyle() the old raster tiles are served from IndexedDB until a hard reload. The cache key does not include the style revision."


def gl_issue(iid: str, dropdown: set[str] | None, labels: list[str], assigned: bool, draft: str, posted: bool) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'kestrel-labs'",
        "\t\t[103] link 'tilemapper'",
        "\t\t[104] link 'Issues'",
        f"\t\t[105] link '#{iid}'",
        "\t[106] heading 'Tile cache not invalidated after style reload'",
        "\tStaticText 'Open'",
        "\tStaticText 'Issue created 3 days ago by'",
        "\t[109] link 'Priya Raman'",
        "\t[110] button 'Edit title and description'",
        "\t[111] button 'Close issue'",
        "\t[112] button 'Issue actions', hasPopup=menu",
        "\tStaticText 'Switching from the default style to dark-v3 with map.setStyle() keeps showing tiles rendered with the old style until the page is hard-reloaded. Expected: tiles re-render with the new style. Happens in Chrome and Firefox; not tested in Safari.'",
        "\t[114] heading 'Activity'",
        "\t[115] list ''",
        "\t\t[116] listitem ''",
        "\t\t\t[117] link 'Tomás Ferreira'",
        "\t\t\tStaticText '@tferreira · 2 days ago'",
        "\t\t\tStaticText 'Could be the same root cause as #198?'",
    ]
    b = 120
    if labels:
        out += [f"\t\t[{b}] listitem ''", "\t\t\t[121] link 'Dana Whitfield'",
                "\t\t\tStaticText 'added " + " ".join(labels) + " labels just now'"]
    if assigned:
        out += ["\t\t[123] listitem ''", "\t\t\t[124] link 'Dana Whitfield'", "\t\t\tStaticText 'assigned to @dwhitfield just now'"]
    if posted:
        out += ["\t\t[126] listitem ''", "\t\t\t[127] link 'Dana Whitfield'", "\t\t\tStaticText '@dwhitfield · just now'",
                f"\t\t\tStaticText '{REPRO}'", "\t\t\t[129] button 'Add reaction'", "\t\t\t[130] button 'Reply to comment'"]
    out += [
        f"\t[140] textbox 'Comment' value='{draft}'" if draft else "\t[140] textbox 'Comment'",
        "\t[141] checkbox 'Make this an internal note', checked=False",
        "\t[142] button 'Comment'" + ("" if draft else ", disabled=True"),
        "\t[143] button 'Close issue'",
        "[150] complementary 'Issue sidebar'",
        "\tStaticText 'Assignee'",
        "\t[151] button 'Edit'",
    ]
    out += ["\t[152] link 'Dana Whitfield'", "\tStaticText '@dwhitfield'"] if assigned else ["\tStaticText 'None -'", "\t[153] button 'assign yourself'"]
    out += ["\tStaticText 'Labels'", "\t[155] button 'Edit'" + (", expanded=True" if dropdown is not None else "")]
    if dropdown is not None:
        out += ["\t[156] listbox 'Select labels'", "\t\t[157] searchbox 'Search labels'"]
        for j, lab in enumerate(GL_LABELS):
            out.append(f"\t\t[{158 + j}] option '{lab}', selected={lab in dropdown}")
        out += ["\t\t[170] button 'Create project label'", "\t\t[171] button 'Manage project labels'"]
    if labels:
        for j, lab in enumerate(labels):
            out.append(f"\t[{175 + j}] link '{lab}'")
    else:
        out.append("\tStaticText 'None'")
    out += [
        "\tStaticText 'Milestone'", "\t[180] button 'Edit'", "\tStaticText 'None'",
        "\tStaticText 'Due date'", "\t[182] button 'Edit'", "\tStaticText 'None'",
        "\tStaticText 'Time tracking'", "\tStaticText 'No estimate or time spent'",
        "\tStaticText 'Confidentiality'", "\tStaticText 'Not confidential'",
        f"\tStaticText 'Participants {3 if (labels or assigned or posted) else 2}'",
        "\tStaticText 'Notifications'", "\t[186] switch 'Notifications', checked=" + ("True" if (labels or assigned or posted) else "False"),
        f"\tStaticText 'Reference: kestrel-labs/tilemapper#{iid}'",
        "\t[188] button 'Copy Reference'",
        "\tStaticText 'Issue email'",
        "\t[189] button 'Copy email address'",
    ]
    return out


def t04() -> Row:
    # bad: GitLab issue triage; turn 10 shows the issue's number as #221 in the breadcrumb and Reference line, while turns 2-9 showed #212 (only a comment was posted).
    u_list = f"{GL}/kestrel-labs/tilemapper/-/issues"
    u_iss = f"{GL}/kestrel-labs/tilemapper/-/issues/212"
    T_L, T_I = "Issues · kestrel-labs / tilemapper · GitLab", "Tile cache not invalidated after style reload (#212) · Issues · kestrel-labs / tilemapper · GitLab"
    top, side = gl_top("Dana Whitfield"), gl_side("tilemapper", "Issues")
    turns: Turns = [
        ("fill('108', 'tile cache')", page(T_L, u_list, top, side, gl_issue_list("tile cache", ""))),
        ("press('108', 'Enter')", page(T_L, u_list + "?search=tile+cache&state=opened", top, side, gl_issue_list("tile cache", "tile cache"))),
        ("click('121')", page(T_I, u_iss, top, side, gl_issue("212", None, [], False, "", False))),
        ("click('155')", page(T_I, u_iss, top, side, gl_issue("212", set(), [], False, "", False))),
        ("click('159')", page(T_I, u_iss, top, side, gl_issue("212", {"bug"}, [], False, "", False))),
        ("click('160')", page(T_I, u_iss, top, side, gl_issue("212", {"bug", "cache"}, [], False, "", False))),
        ("click('155')", page(T_I, u_iss, top, side, gl_issue("212", None, ["bug", "cache"], False, "", False))),
        ("click('153')", page(T_I, u_iss, top, side, gl_issue("212", None, ["bug", "cache"], True, "", False))),
        (f"fill('140', '{REPRO}')", page(T_I, u_iss, top, side, gl_issue("212", None, ["bug", "cache"], True, REPRO, False))),
        ("click('142')", page(T_I, u_iss, top, side, gl_issue("221", None, ["bug", "cache"], True, "", True))),
    ]
    state = page(T_L, u_list, top, side, gl_issue_list("", ""))
    return dict(tid="h14-web-04", turns=turns, state=state, bad=True, turn=10,
                kind="issue number in breadcrumb and reference changes after posting a comment")


# ---------------------------------------------------------------------------------------------
# 05 GitLab: rename a project, change its path, create a branch
# ---------------------------------------------------------------------------------------------

DH = "http://gitlab.datahub.test"


def dh_side(name: str, active: str, settings_open: bool = False) -> list[str]:
    out = gl_side(name, active)
    if settings_open:
        out[-1] = out[-1] + ", expanded=True"
        subs = ["General", "Integrations", "Webhooks", "Access tokens", "Repository", "Merge requests", "CI/CD", "Packages and registries", "Monitor", "Usage quotas"]
        out += [f"\t\t[{70 + i}] link '{s}'" + (", current=page" if s == active == "General" else "") for i, s in enumerate(subs)]
    return out


DH_FILES = [
    "\t[230] table 'Files'",
    "\t\t[231] row 'Name Last commit Last update'",
    "\t\t[232] row '.gitlab Add MR template 3 months ago'",
    "\t\t[233] row 'dags Nightly ledger export: split by region 5 days ago'",
    "\t\t[234] row 'scheduler Handle DST transitions in cron parser 2 days ago'",
    "\t\t[235] row 'tests Handle DST transitions in cron parser 2 days ago'",
    "\t\t[236] row '.gitlab-ci.yml Cache pip wheels between jobs 3 weeks ago'",
    "\t\t[237] row 'README.md Document backfill flags 1 month ago'",
    "\t\t[238] row 'pyproject.toml Bump croniter to 2.0.5 2 weeks ago'",
]


def dh_overview(name: str, branches: int) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'data-platform'",
        f"\t\t[103] link '{name}'",
        f"\t[104] heading '{name}'",
        "\tStaticText 'Project ID: 4417'",
        "\t[106] button 'Copy project ID'",
        "\t[107] button 'Star 9'",
        "\t[108] button 'Fork 2'",
        "\tStaticText 'Airflow-free DAG scheduler for the nightly ETL jobs.'",
        "\t[110] link '312 Commits'",
        f"\t[111] link '{branches} Branches'",
        "\t[112] link '14 Tags'",
        "\t[113] link '18.4 MiB Project Storage'",
        "\t[120] combobox 'Switch branch/tag' value='main'",
        "\t[121] link 'Merge branch fix/cron-tz into main'",
        "\tStaticText 'Yusuf Demir authored 2 days ago'",
        "\t[123] button 'Copy commit SHA'",
        "\tStaticText 'a3f9c2e1'",
        *DH_FILES,
    ]


def dh_general(name_field: str, saved: bool, advanced: bool, path_field: str, heading_name: str) -> list[str]:
    out = ["[100] main ''"]
    if saved:
        out += ["\t[99] alert ''", f"\t\tStaticText \"Project '{heading_name}' was successfully updated.\"", "\t\t[98] button 'Dismiss'"]
    out += [
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'data-platform'",
        f"\t\t[103] link '{heading_name}'",
        "\t\t[104] link 'Settings'",
        "\t\t[105] link 'General'",
        "\t[130] heading 'Naming, topics, avatar'",
        "\t[131] button 'Collapse'",
        f"\t[132] textbox 'Project name' value='{name_field}'",
        "\t[133] textbox 'Project ID' value='4417', readonly",
        "\t[134] textbox 'Topics' value='etl, scheduler, python'",
        "\t[135] textbox 'Project description (optional)' value='Airflow-free DAG scheduler for the nightly ETL jobs.'",
        "\t[136] button 'Choose file…'",
        "\t[137] button 'Save changes'",
        "\t[140] heading 'Visibility, project features, permissions'",
        "\t[141] button 'Expand'",
        "\t[142] heading 'Badges'",
        "\t[143] button 'Expand'",
        "\t[144] heading 'Default description template for issues'",
        "\t[145] button 'Expand'",
        "\t[146] heading 'Service Desk'",
        "\t[147] button 'Expand'",
        "\t[150] heading 'Advanced'",
        "\t[151] button " + ("'Collapse'" if advanced else "'Expand'"),
    ]
    if advanced:
        out += [
            "\t[152] heading 'Housekeeping'",
            "\t[153] button 'Run housekeeping'",
            "\t[154] heading 'Archive project'",
            "\t[155] button 'Archive project'",
            "\t[156] heading 'Change path'",
            "\tStaticText 'A project’s repository name defines its URL (the one you use to access the project via a browser) and its place on the file disk where GitLab is installed.'",
            "\tStaticText 'http://gitlab.datahub.test/data-platform/'",
            f"\t[158] textbox 'Path' value='{path_field}'",
            "\t[159] button 'Change path'",
            "\t[160] heading 'Transfer project'",
            "\t[161] combobox 'Select a namespace'",
            "\t[162] button 'Transfer project', disabled=True",
            "\t[163] heading 'Delete this project'",
            "\t[164] button 'Delete project'",
        ]
    return out


DH_BRANCHES = [
    ("main", "default, protected", "Merge branch fix/cron-tz into main", "a3f9c2e1", "2 days ago", ""),
    ("feat/sensor-api", "", "Expose sensor polling interval in config", "77d1e0b4", "4 days ago", "3 | 9"),
    ("fix/cron-tz", "merged", "Handle DST transitions in cron parser", "5c02ab9f", "2 days ago", "0 | 2"),
    ("chore/py312", "", "Run CI matrix on 3.12", "e41b6d08", "1 week ago", "12 | 1"),
    ("feat/backfill-ui", "", "WIP: backfill progress bar", "9a8830c7", "2 weeks ago", "25 | 6"),
    ("hotfix/2.3.1", "merged", "Pin croniter < 2.1", "0fd2c615", "1 month ago", "41 | 0"),
    ("spike/duckdb-sink", "stale", "Try duckdb as a staging sink", "c3b97e52", "4 months ago", "118 | 3"),
]


def dh_branches() -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'data-platform'",
        "\t\t[103] link 'dagrunner'",
        "\t\t[104] link 'Branches'",
        "\t[170] tablist ''",
        "\t\t[171] tab 'Overview', selected=True",
        "\t\t[172] tab 'Active'",
        "\t\t[173] tab 'Stale'",
        "\t\t[174] tab 'All'",
        "\t[175] searchbox 'Filter by branch name'",
        "\t[176] link 'New branch'",
        "\t[177] heading 'Active branches'",
        "\t[178] list ''",
    ]
    for i, (br, tag, msg, sha, ago, ab) in enumerate([b for b in DH_BRANCHES if b[1] != "stale"]):
        out += [f"\t\t[{180 + 5 * i}] listitem ''", f"\t\t\t[{181 + 5 * i}] link '{br}'"]
        if tag:
            out.append(f"\t\t\tStaticText '{tag}'")
        out.append(f"\t\t\tStaticText '{sha} · {msg} · {ago}'")
        if ab:
            out.append(f"\t\t\tStaticText '{ab}'")
    out += ["\t[220] heading 'Stale branches'", "\t[221] list ''", "\t\t[222] listitem ''", "\t\t\t[223] link 'spike/duckdb-sink'",
            "\t\t\tStaticText 'c3b97e52 · Try duckdb as a staging sink · 4 months ago'", "\t\t\tStaticText '118 | 3'", "\t[225] link 'View all branches'"]
    return out


def dh_new_branch(name: str) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'data-platform'",
        "\t\t[103] link 'dagrunner'",
        "\t\t[104] link 'Branches'",
        "\t\t[105] link 'New'",
        "\t[190] heading 'New branch'",
        f"\t[191] textbox 'Branch name' value='{name}', required" if name else "\t[191] textbox 'Branch name', required",
        "\t[192] combobox 'Create from' value='main'",
        "\tStaticText 'Existing branch name, tag, or commit SHA'",
        "\t[194] button 'Create branch'",
        "\t[195] link 'Cancel'",
    ]


def dh_tree() -> list[str]:
    return [
        "[100] main ''",
        "\t[99] alert ''",
        "\t\tStaticText 'Branch feat/retry-backoff was created.'",
        "\t\t[97] link 'Create merge request'",
        "\t[101] navigation 'Breadcrumbs'",
        "\t\t[102] link 'data-platform'",
        "\t\t[103] link 'dagrunner'",
        "\t\t[104] link 'Repository'",
        "\t[120] combobox 'Switch branch/tag' value='feat/retry-backoff'",
        "\t[125] link 'dagrunner'",
        "\t[126] button 'Find file'",
        "\t[127] link 'Web IDE'",
        "\t[128] button 'Code'",
        "\t[121] link 'Merge branch fix/cron-tz into main'",
        "\tStaticText 'Yusuf Demir authored 2 days ago'",
        "\t[123] button 'Copy commit SHA'",
        "\tStaticText 'a3f9c2e1'",
        *DH_FILES,
    ]


def t05() -> Row:
    # clean: GitLab; project renamed then path changed (URL and headings change by the agent's actions), a new branch raises the branch count 7 -> 8.
    old, new = f"{DH}/data-platform/etl-scheduler", f"{DH}/data-platform/dagrunner"
    top = gl_top("Lucía Paredes")
    T_GEN_OLD, T_GEN_NEW = "General · Settings · data-platform / etl-scheduler · GitLab", "General · Settings · data-platform / dagrunner · GitLab"
    turns: Turns = [
        ("click('60')", page("data-platform / etl-scheduler · GitLab", old, top, dh_side("etl-scheduler", "Project overview", True), dh_overview("etl-scheduler", 7))),
        ("click('70')", page(T_GEN_OLD, old + "/edit", top, dh_side("etl-scheduler", "General", True), dh_general("etl-scheduler", False, False, "etl-scheduler", "etl-scheduler"))),
        ("fill('132', 'dagrunner')", page(T_GEN_OLD, old + "/edit", top, dh_side("etl-scheduler", "General", True), dh_general("dagrunner", False, False, "etl-scheduler", "etl-scheduler"))),
        ("click('137')", page(T_GEN_NEW, old + "/edit", top, dh_side("dagrunner", "General", True), dh_general("dagrunner", True, False, "etl-scheduler", "dagrunner"))),
        ("click('151')", page(T_GEN_NEW, old + "/edit", top, dh_side("dagrunner", "General", True), dh_general("dagrunner", True, True, "etl-scheduler", "dagrunner"))),
        ("fill('158', 'dagrunner')", page(T_GEN_NEW, old + "/edit", top, dh_side("dagrunner", "General", True), dh_general("dagrunner", True, True, "dagrunner", "dagrunner"))),
        ("click('159')", page(T_GEN_NEW, new + "/edit", top, dh_side("dagrunner", "General", True), dh_general("dagrunner", True, False, "dagrunner", "dagrunner"))),
        ("click('53')", page("Branches · data-platform / dagrunner · GitLab", new + "/-/branches", top, dh_side("dagrunner", "Branches", True), dh_branches())),
        ("click('176')", page("New branch · data-platform / dagrunner · GitLab", new + "/-/branches/new", top, dh_side("dagrunner", "Branches", True), dh_new_branch(""))),
        ("fill('191', 'feat/retry-backoff')", page("New branch · data-platform / dagrunner · GitLab", new + "/-/branches/new", top, dh_side("dagrunner", "Branches", True), dh_new_branch("feat/retry-backoff"))),
        ("click('194')", page("data-platform / dagrunner · GitLab", new + "/-/tree/feat/retry-backoff", top, dh_side("dagrunner", "Repository", True), dh_tree())),
        ("click('42')", page("data-platform / dagrunner · GitLab", new, top, dh_side("dagrunner", "Project overview", True), dh_overview("dagrunner", 8))),
    ]
    state = page("data-platform / etl-scheduler · GitLab", old, top, dh_side("etl-scheduler", "Project overview"), dh_overview("etl-scheduler", 7))
    return dict(tid="h14-web-05", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 06 OpenStreetMap directions (Denver)
# ---------------------------------------------------------------------------------------------

OSM = "https://www.openstreetmap.org"

OSM_HEAD = [
    "[5] banner ''",
    "\t[6] link 'OpenStreetMap logo OpenStreetMap'",
    "\t[7] link 'Edit'",
    "\t[8] button 'Choose Editor', hasPopup=menu",
    "\t[9] link 'History'",
    "\t[10] link 'Export'",
    "\t[11] link 'GPS Traces'",
    "\t[12] link 'User Diaries'",
    "\t[13] link 'Communities'",
    "\t[14] link 'Copyright'",
    "\t[15] link 'Help'",
    "\t[16] link 'About'",
    "\t[17] link 'Log In'",
    "\t[18] link 'Sign Up'",
]

OSM_MAPCTL = [
    "[300] region 'Map'",
    "\t[301] button 'Zoom In'",
    "\t[302] button 'Zoom Out'",
    "\t[303] button 'Show My Location'",
    "\t[304] button 'Layers'",
    "\t[305] button 'Map Key'",
    "\t[306] button 'Share'",
    "\t[307] button 'Add a note to the map'",
    "\t[308] button 'Query features'",
    "\tStaticText '500 m'",
    "\tStaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'",
]

MODES = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]

ROUTES = {
    "car": ("6.1km", "0:12", [("Start on Wynkoop Street", "160m"), ("Turn right onto 17th Street", "1.3km"), ("Continue onto East 17th Avenue", "3.1km"),
                              ("Turn right onto York Street", "1.5km"), ("Reach destination", "")]),
    "bike": ("5.4km", "0:24", [("Start on Wynkoop Street", "160m"), ("Turn right onto 18th Street", "1.1km"), ("Continue onto East 16th Avenue", "2.6km"),
                               ("Turn right onto York Street", "1.5km"), ("Reach destination", "")]),
    "foot": ("5.2km", "1:09", [("Start on Wynkoop Street", "90m"), ("Turn right onto 16th Street Mall", "1.2km"), ("Continue onto East 16th Avenue", "2.4km"),
                               ("Turn right onto York Street", "1.5km"), ("Reach destination", "")]),
    "car_rev": ("6.4km", "0:13", [("Start on York Street", "1.4km"), ("Turn left onto East 18th Avenue", "3.0km"), ("Continue onto 18th Street", "1.5km"),
                                  ("Turn left onto Wynkoop Street", "450m"), ("Reach destination", "")]),
}
UNION, GARDENS = "Union Station, Denver", "Denver Botanic Gardens, York Street"


def osm_dir(frm: str, to: str, mode: str, route: str | None, dist_override: str | None = None) -> list[str]:
    out = [
        "[200] complementary 'Directions'",
        "\t[201] heading 'Directions'",
        "\t[202] button 'Close'",
        f"\t[203] textbox 'From' value='{frm}'" if frm else "\t[203] textbox 'From'",
        f"\t[204] textbox 'To' value='{to}'" if to else "\t[204] textbox 'To'",
        f"\t[205] combobox 'Directions engine' value='{mode}'",
    ]
    out += [f"\t\t[{206 + i}] option '{m}'" + (", selected=True" if m == mode else "") for i, m in enumerate(MODES)]
    out += ["\t[216] button 'Go'", "\t[217] button 'Reverse Directions'"]
    if route:
        dist, time, steps = ROUTES[route]
        out += [f"\tStaticText 'Distance: {dist_override or dist}. Time: {time}.'", "\t[218] link 'Download route as GPX'", "\t[220] table ''"]
        for i, (txt, d) in enumerate(steps, 1):
            out.append(f"\t\t[{220 + i}] row '{i}. {txt}" + (f" {d}'" if d else "'"))
        out.append("\tStaticText 'Directions courtesy of FOSSGIS OSRM (" + {"car": "car", "car_rev": "car", "bike": "bike", "foot": "foot"}[route] + ")'")
    return out


def t06() -> Row:
    # bad: OSM directions; turn 7 switches back to Car (OSRM) for the same endpoints and lists the identical steps as turn 4, but the distance reads 6.8km instead of 6.1km.
    base = f"{OSM}/directions"
    q = "route=39.7531%2C-104.9998%3B39.7323%2C-104.9597#map=14/39.7427/-104.9797"
    u_car, u_bike, u_foot = f"{base}?engine=fossgis_osrm_car&{q}", f"{base}?engine=fossgis_osrm_bike&{q}", f"{base}?engine=fossgis_osrm_foot&{q}"
    u_rev = f"{base}?engine=fossgis_osrm_car&route=39.7323%2C-104.9597%3B39.7531%2C-104.9998#map=14/39.7427/-104.9797"
    T = "OpenStreetMap"
    home = [
        "[100] search ''",
        "\t[101] textbox 'Search'",
        "\t[102] button 'Go'",
        "\t[103] button 'Find directions between two points'",
        "[110] complementary ''",
        "\t[111] heading 'Welcome to OpenStreetMap!'",
        "\tStaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
        "\t[113] link 'Learn More'",
        "\t[114] link 'Start Mapping'",
    ]
    turns: Turns = [
        ("click('103')", page(T, f"{base}#map=13/39.7392/-104.9903", OSM_HEAD, osm_dir("", "", "Car (OSRM)", None), OSM_MAPCTL)),
        (f"fill('203', '{UNION}')", page(T, f"{base}#map=13/39.7392/-104.9903", OSM_HEAD, osm_dir(UNION, "", "Car (OSRM)", None), OSM_MAPCTL)),
        (f"fill('204', '{GARDENS}')", page(T, f"{base}#map=13/39.7392/-104.9903", OSM_HEAD, osm_dir(UNION, GARDENS, "Car (OSRM)", None), OSM_MAPCTL)),
        ("click('216')", page(T, u_car, OSM_HEAD, osm_dir(UNION, GARDENS, "Car (OSRM)", "car"), OSM_MAPCTL)),
        ("select_option('205', 'Bicycle (OSRM)')", page(T, u_bike, OSM_HEAD, osm_dir(UNION, GARDENS, "Bicycle (OSRM)", "bike"), OSM_MAPCTL)),
        ("select_option('205', 'Foot (OSRM)')", page(T, u_foot, OSM_HEAD, osm_dir(UNION, GARDENS, "Foot (OSRM)", "foot"), OSM_MAPCTL)),
        ("select_option('205', 'Car (OSRM)')", page(T, u_car, OSM_HEAD, osm_dir(UNION, GARDENS, "Car (OSRM)", "car", "6.8km"), OSM_MAPCTL)),
        ("click('217')", page(T, u_rev, OSM_HEAD, osm_dir(GARDENS, UNION, "Car (OSRM)", "car_rev"), OSM_MAPCTL)),
    ]
    state = page(T, f"{OSM}/#map=13/39.7392/-104.9903", OSM_HEAD, home, OSM_MAPCTL)
    return dict(tid="h14-web-06", turns=turns, state=state, bad=True, turn=7,
                kind="same car route between the same endpoints reports a different distance with identical steps")


# ---------------------------------------------------------------------------------------------
# 07 Kiwix Wikipedia: Tasman articles
# ---------------------------------------------------------------------------------------------

KW = "http://wiki.localhost:8888"
KWC = f"{KW}/content/wikipedia_en_all_maxi_2024-01/A"


def kw_bar(q: str = "") -> list[str]:
    return [
        "[10] banner ''",
        "\t[11] link 'Go to welcome page'",
        "\t[12] link 'Go to the main page of Wikipedia'",
        "\t[13] button 'Go to a randomly selected page'",
        f"\t[14] searchbox \"Search 'Wikipedia'\" value='{q}'" if q else "\t[14] searchbox \"Search 'Wikipedia'\"",
        "\t[15] button 'Search'",
    ]


KW_HOME = [
    "[20] main ''",
    "\t[21] heading 'Welcome to Wikipedia'",
    "\tStaticText 'the free encyclopedia that anyone can edit.'",
    "\tStaticText '6,810,237 articles in English'",
    "\t[24] heading 'From today’s featured article'",
    "\tStaticText 'The Hawaiian crow is a species of bird in the crow family, Corvidae, that is currently extinct in the wild...'",
    "\t[26] link 'Full article...'",
    "\t[27] heading 'In the news'",
    "\t[28] heading 'On this day'",
]


def kw_results(q: str, total: str, items: list[tuple[str, str, str]]) -> list[str]:
    out = ["[20] main ''", f"\tStaticText 'Results 1-20 of {total} for \"{q}\"'", "\t[22] list ''"]
    for i, (title, snippet, words) in enumerate(items):
        b = 30 + 4 * i
        out += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{title}'", f"\t\t\tStaticText '{snippet}'", f"\t\t\tStaticText '{words} words'"]
    out += ["\t[190] link 'Next page'"]
    return out


TASMAN_RESULTS = [
    ("Abel Tasman", "Abel Janszoon Tasman (1603 – 10 October 1659) was a Dutch seafarer and explorer, best known for his voyages of 1642 and 1644...", "4,212"),
    ("Tasman Sea", "The Tasman Sea is a marginal sea of the South Pacific Ocean, situated between Australia and New Zealand...", "2,968"),
    ("Tasman District", "Tasman District is a local government district in the north of the South Island of New Zealand...", "3,105"),
    ("Abel Tasman National Park", "Abel Tasman National Park is a wilderness reserve at the north end of the South Island of New Zealand...", "1,874"),
    ("Tasman Bridge", "The Tasman Bridge is a five-lane bridge crossing the Derwent River, near the central business district of Hobart...", "2,340"),
    ("Tasman Glacier", "The Tasman Glacier is the largest glacier in New Zealand, flowing south and then south-west from the Southern Alps...", "1,296"),
    ("Tasmania", "Tasmania is an island state of Australia. It is located 240 km to the south of the Australian mainland...", "18,550"),
    ("Tasman Peninsula", "The Tasman Peninsula is a peninsula located about 75 km by road south-east of Hobart, Tasmania...", "2,455"),
    ("Tasman Highway", "The Tasman Highway is a 410-kilometre highway in Tasmania, Australia, running from Hobart to Launceston via the east coast...", "1,188"),
    ("Tasman Lake", "Tasman Lake is a proglacial lake formed by the retreat of the Tasman Glacier in the Southern Alps...", "812"),
    ("Tasman Bay / Te Tai-o-Aorere", "Tasman Bay / Te Tai-o-Aorere is a large V-shaped bay at the north end of the South Island of New Zealand...", "1,402"),
    ("Tasman Fold Belt", "The Tasman Fold Belt or Tasman Orogen is a geological feature making up the eastern third of Australia...", "960"),
    ("Tasman Island", "Tasman Island is a small island lying close to the south-eastern coast of Tasmania...", "1,057"),
    ("Tasman Line", "The Tasman Line is a hypothesised boundary in the crust of eastern Australia...", "574"),
    ("Tasman Front", "The Tasman Front is an east-west oceanic front in the Tasman Sea...", "488"),
    ("Mount Tasman", "Mount Tasman is the second-highest mountain in New Zealand, in the Southern Alps...", "906"),
    ("Tasman (New Zealand electorate)", "Tasman was a parliamentary electorate in the Nelson region of New Zealand...", "1,322"),
    ("Tasman Empire Airways Limited", "Tasman Empire Airways Limited (TEAL) was the predecessor of Air New Zealand...", "3,014"),
    ("Tasman Map", "The Tasman Map is a map drawn around 1644 recording the voyages of Abel Tasman...", "1,145"),
    ("Tasman Spirit", "Tasman Spirit was a Greek-registered oil tanker that ran aground near Karachi in 2003...", "1,633"),
]

BRIDGE_RESULTS = [
    ("Tasman Bridge", "The Tasman Bridge is a five-lane bridge crossing the Derwent River, near the central business district of Hobart...", "2,340"),
    ("Tasman Bridge disaster", "The Tasman Bridge disaster occurred on the evening of 5 January 1975, in Hobart, when the bulk ore carrier Lake Illawarra...", "1,710"),
    ("Bowen Bridge", "The Bowen Bridge is a concrete box girder bridge across the River Derwent in Hobart, built in response to the Tasman Bridge disaster...", "642"),
    ("Tasman Highway", "The Tasman Highway is a 410-kilometre highway in Tasmania, Australia, running from Hobart to Launceston via the east coast...", "1,188"),
    ("Hobart", "Hobart is the capital and most populous city of the Australian island state of Tasmania...", "14,027"),
    ("Derwent River (Tasmania)", "The Derwent River is a major river in Tasmania, Australia, rising in Lake St Clair...", "3,220"),
    ("Lake Illawarra (ship)", "Lake Illawarra was a bulk carrier that struck the Tasman Bridge in Hobart on 5 January 1975...", "905"),
    ("Hobart Bridge", "The Hobart Bridge was a floating bridge across the River Derwent, replaced by the Tasman Bridge in 1964...", "688"),
    ("Bridgewater Bridge (Tasmania)", "The Bridgewater Bridge is a road and rail bridge that crosses the River Derwent at Bridgewater...", "1,503"),
    ("Rosny, Tasmania", "Rosny is a suburb of the City of Clarence, on the eastern shore of the Derwent, at the eastern end of the Tasman Bridge...", "402"),
    ("Montagu Bay, Tasmania", "Montagu Bay is a suburb on the eastern shore of the Derwent, where two cars were left hanging over the gap in 1975...", "377"),
    ("Eastern Shore (Hobart)", "The Eastern Shore is the collective name for the suburbs of Hobart on the eastern bank of the River Derwent...", "611"),
    ("Transport in Hobart", "Transport in Hobart consists of roads, buses and ferries; the Tasman Bridge carries most traffic across the Derwent...", "2,118"),
    ("Derwent River ferry services", "Ferry services on the River Derwent expanded greatly after the Tasman Bridge disaster of 1975...", "744"),
    ("List of bridges in Australia", "This is a list of bridges in Australia, sorted by state, including the Tasman Bridge...", "6,890"),
    ("Sydney Harbour Bridge", "The Sydney Harbour Bridge is a steel through arch bridge in Sydney, spanning Sydney Harbour...", "9,412"),
    ("Hobart Airport", "Hobart International Airport is 17 km north-east of the Hobart CBD; from the city it is reached over the Tasman Bridge...", "2,007"),
    ("City of Clarence", "The City of Clarence is a local government body on the eastern shore of the Derwent estuary...", "1,560"),
    ("1975 in Australia", "The following lists events that happened during 1975 in Australia, including the Tasman Bridge disaster on 5 January...", "3,980"),
    ("Queens Domain, Hobart", "The Queens Domain is a parkland near the western approaches of the Tasman Bridge...", "1,214"),
]


def kw_abel() -> list[str]:
    return [
        "[20] main ''",
        "\t[21] heading 'Abel Tasman'",
        "\t[22] table ''",
        "\t\t[23] row 'Born 1603 Lutjegast, Dutch Republic'",
        "\t\t[24] row 'Died 10 October 1659 (aged 55–56) Batavia, Dutch East Indies'",
        "\t\t[25] row 'Occupation Seafarer, explorer, merchant'",
        "\t\t[26] row 'Known for First European expeditions to reach Van Diemen’s Land (Tasmania), New Zealand and Fiji'",
        "\t\t[27] row 'Spouses Claesgie Meyndrix, Joanna Tiercx'",
        "\tStaticText 'Abel Janszoon Tasman (1603 – 10 October 1659) was a Dutch seafarer and explorer, best known for his voyages of 1642 and 1644 in the service of the Dutch East India Company (VOC).'",
        "\t[29] heading 'Contents'",
        "\t[30] link '1 Early life'",
        "\t[31] link '2 1642 voyage'",
        "\t[32] link '3 1644 voyage'",
        "\t[33] link '4 Later life'",
        "\t[34] link '5 Legacy'",
        "\t[40] heading 'Legacy'",
        "\tStaticText 'Many places are named after him, including the island of'",
        "\t[42] link 'Tasmania'",
        "\tStaticText ', the'",
        "\t[44] link 'Tasman Sea'",
        "\tStaticText ', the'",
        "\t[46] link 'Tasman Glacier'",
        "\tStaticText 'and'",
        "\t[48] link 'Abel Tasman National Park'",
        "\tStaticText 'in New Zealand. His 1642 journal survives in the Nationaal Archief in The Hague.'",
    ]


KW_SEA = [
    "[20] main ''",
    "\t[21] heading 'Tasman Sea'",
    "\t[22] table ''",
    "\t\t[23] row 'Location Oceania'",
    "\t\t[24] row 'Coordinates 40°S 160°E'",
    "\t\t[25] row 'Type Sea'",
    "\t\t[26] row 'Max. length 2,800 km (1,700 mi)'",
    "\t\t[27] row 'Max. width 2,000 km (1,200 mi)'",
    "\t\t[28] row 'Surface area 2,300,000 km² (890,000 sq mi)'",
    "\tStaticText 'The Tasman Sea is a marginal sea of the South Pacific Ocean, situated between Australia and New Zealand. It measures about 2,000 km (1,200 mi) across and about 2,800 km (1,700 mi) from north to south. The sea was named after the Dutch explorer'",
    "\t[30] link 'Abel Janszoon Tasman'",
    "\tStaticText ', who was the first recorded European to encounter New Zealand and Tasmania.'",
    "\t[32] link '1 Geography'",
    "\t[33] link '2 History'",
    "\t[34] link '3 Ecology'",
]

KW_PARK = [
    "[20] main ''",
    "\t[21] heading 'Abel Tasman National Park'",
    "\t[22] table ''",
    "\t\t[23] row 'Location Tasman District, New Zealand'",
    "\t\t[24] row 'Nearest city Motueka'",
    "\t\t[25] row 'Area 237.1 km² (91.5 sq mi)'",
    "\t\t[26] row 'Established 16 December 1942'",
    "\t\t[27] row 'Governing body Department of Conservation'",
    "\tStaticText 'Abel Tasman National Park is a wilderness reserve at the north end of the South Island of New Zealand. Founded in 1942, it is the smallest national park in the country and is named after'",
    "\t[29] link 'Abel Tasman'",
    "\tStaticText ', who in December 1642 became the first European to sight New Zealand, anchoring nearby in Golden Bay.'",
    "\t[31] link '1 History'",
    "\t[32] link '2 Abel Tasman Coast Track'",
    "\t[33] link '3 Access'",
]

KW_BRIDGE = [
    "[20] main ''",
    "\t[21] heading 'Tasman Bridge'",
    "\t[22] table ''",
    "\t\t[23] row 'Carries Tasman Highway, five lanes, pedestrians and bicycles'",
    "\t\t[24] row 'Crosses River Derwent'",
    "\t\t[25] row 'Locale Hobart, Tasmania, Australia'",
    "\t\t[26] row 'Total length 1,395 m (4,577 ft)'",
    "\t\t[27] row 'Opened 18 August 1964'",
    "\tStaticText 'The Tasman Bridge is a five-lane bridge crossing the Derwent River, near the central business district of Hobart, Tasmania, Australia. On the evening of 5 January 1975 the bulk ore carrier'",
    "\t[29] link 'Lake Illawarra'",
    "\tStaticText 'struck the bridge, bringing down two piers and a section of the deck and killing twelve people. See'",
    "\t[31] link 'Tasman Bridge disaster'",
    "\tStaticText '.'",
    "\t[33] link '1 Construction'",
    "\t[34] link '2 1975 disaster'",
    "\t[35] link '3 Reconstruction'",
]


def t07() -> Row:
    # clean: Kiwix Wikipedia; several different articles that share a name (person, sea, park, bridge) with their own figures, back navigation, two searches with different hit counts.
    u_s1 = f"{KW}/search?content=wikipedia_en_all_maxi_2024-01&pattern=Tasman"
    u_s2 = f"{KW}/search?content=wikipedia_en_all_maxi_2024-01&pattern=Tasman+Bridge"
    turns: Turns = [
        ("fill('14', 'Tasman')", page("Wikipedia", f"{KWC}/Main_Page", kw_bar("Tasman"), KW_HOME)),
        ("press('14', 'Enter')", page("Search: Tasman", u_s1, kw_bar("Tasman"), kw_results("Tasman", "1,384", TASMAN_RESULTS))),
        ("click('31')", page("Abel Tasman", f"{KWC}/Abel_Tasman", kw_bar(), kw_abel())),
        ("click('44')", page("Tasman Sea", f"{KWC}/Tasman_Sea", kw_bar(), KW_SEA)),
        ("go_back()", page("Abel Tasman", f"{KWC}/Abel_Tasman", kw_bar(), kw_abel())),
        ("click('48')", page("Abel Tasman National Park", f"{KWC}/Abel_Tasman_National_Park", kw_bar(), KW_PARK)),
        ("fill('14', 'Tasman Bridge')", page("Abel Tasman National Park", f"{KWC}/Abel_Tasman_National_Park", kw_bar("Tasman Bridge"), KW_PARK)),
        ("press('14', 'Enter')", page("Search: Tasman Bridge", u_s2, kw_bar("Tasman Bridge"), kw_results("Tasman Bridge", "212", BRIDGE_RESULTS))),
        ("click('31')", page("Tasman Bridge", f"{KWC}/Tasman_Bridge", kw_bar(), KW_BRIDGE)),
    ]
    state = page("Wikipedia", f"{KWC}/Main_Page", kw_bar(), KW_HOME)
    return dict(tid="h14-web-07", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 08 Tallgrass Supply shop admin: edit a customer (Magento-like)
# ---------------------------------------------------------------------------------------------

TS = "http://admin.tallgrass.test/admin"
OLD_MAIL, NEW_MAIL, SHOWN_MAIL = "marisol.v@postbox.test", "m.ventura@quillandcask.com", "mventura@quillandcask.com"

TS_CUST_ALL = [
    ("581", "Declan Murtagh", "dmurtagh@corkline.test", "General", "(617) 555-0132", "02139", "Massachusetts", "Oct 29, 2022 8:14:02 AM"),
    ("582", "Yuki Hanamura", "yuki.h@lanternmail.test", "Retailer", "(206) 555-0117", "98122", "Washington", "Oct 29, 2022 1:40:37 PM"),
    ("583", "Beatriz Caldeira", "bcaldeira@riverpost.test", "General", "(401) 555-0164", "02906", "Rhode Island", "Oct 30, 2022 9:02:51 AM"),
    ("584", "Anselm Okafor", "anselm.okafor@brightwire.test", "Wholesale", "(312) 555-0185", "60614", "Illinois", "Oct 31, 2022 4:25:13 PM"),
    ("585", "Priscilla Dunmore", "pdunmore@stonegate.test", "General", "(803) 555-0101", "29201", "South Carolina", "Nov 1, 2022 11:58:44 AM"),
    ("586", "Halvard Rimstad", "halvard@fjordnet.test", "General", "(651) 555-0149", "55105", "Minnesota", "Nov 1, 2022 7:09:20 PM"),
    ("587", "Marisol Ventura", "marisol.v@postbox.test", "General", "(512) 555-0176", "78704", "Texas", "Nov 2, 2022 10:47:55 AM"),
    ("588", "Ottoline Fairbanks", "ofairbanks@meadowline.test", "General", "(802) 555-0127", "05401", "Vermont", "Nov 3, 2022 8:20:14 AM"),
    ("589", "Kwabena Mensah", "kwabena.m@goldcoastmail.test", "Retailer", "(404) 555-0158", "30309", "Georgia", "Nov 3, 2022 2:55:40 PM"),
    ("590", "Linnea Sjöberg", "linnea.sjoberg@northmail.test", "General", "(218) 555-0190", "55802", "Minnesota", "Nov 4, 2022 10:11:09 AM"),
    ("591", "Rafael Quintero", "rquintero@desertpost.test", "Wholesale", "(602) 555-0142", "85004", "Arizona", "Nov 4, 2022 5:47:31 PM"),
    ("592", "Imogen Thistlewood", "imogen.t@harrowmail.test", "General", "(503) 555-0113", "97209", "Oregon", "Nov 5, 2022 9:30:52 AM"),
    ("593", "Darnell Whitaker", "dwhitaker@riverbend.test", "General", "(901) 555-0171", "38103", "Tennessee", "Nov 6, 2022 12:04:26 PM"),
    ("594", "Sunniva Aasen", "sunniva.aasen@fjellpost.test", "Retailer", "(907) 555-0136", "99501", "Alaska", "Nov 6, 2022 7:19:03 PM"),
    ("595", "Mehmet Yildiz", "myildiz@bosporusmail.test", "General", "(973) 555-0184", "07102", "New Jersey", "Nov 7, 2022 11:42:48 AM"),
    ("596", "Clementine Abara", "c.abara@lagoonmail.test", "General", "(225) 555-0129", "70802", "Louisiana", "Nov 8, 2022 3:26:15 PM"),
    ("597", "Fergus McAllister", "fergus.mca@glenpost.test", "Wholesale", "(406) 555-0162", "59601", "Montana", "Nov 9, 2022 8:58:37 AM"),
    ("598", "Anneliese Brandt", "abrandt@lindenmail.test", "General", "(414) 555-0105", "53202", "Wisconsin", "Nov 9, 2022 6:33:21 PM"),
    ("599", "Tobias Nakamura-Reyes", "tnreyes@pacificrim.test", "General", "(808) 555-0147", "96813", "Hawaii", "Nov 10, 2022 1:07:44 PM"),
    ("600", "Wilhelmina Osei", "w.osei@kumasimail.test", "Retailer", "(313) 555-0193", "48226", "Michigan", "Nov 11, 2022 10:49:12 AM"),
]


def ts_ventura(email: str, group: str) -> list[tuple[str, ...]]:
    return [
        ("587", "Marisol Ventura", email, group, "(512) 555-0176", "78704", "Texas", "Nov 2, 2022 10:47:55 AM"),
        ("902", "Ramon Ventura", "ramon.ventura@fastmail.test", "General", "(505) 555-0193", "87102", "New Mexico", "Jun 18, 2024 3:12:09 PM"),
    ]


def ts_grid(typed: str, keyword: str, rows: list[tuple[str, ...]], msg: bool) -> list[str]:
    out = ["[400] main ''"]
    if msg:
        out += ["\t[401] alert ''", "\t\tStaticText 'You saved the customer.'"]
    out += [
        "\t[402] heading 'Customers'",
        "\t[403] button 'Add New Customer'",
        f"\t[405] textbox 'Search by keyword' value='{typed}'" if typed else "\t[405] textbox 'Search by keyword'",
        "\t[406] button 'Search'",
        "\t[407] button 'Filters'",
        "\t[408] button 'Default View'",
        "\t[409] button 'Columns'",
        "\t[410] button 'Export'",
        "\t[411] combobox 'Actions'",
    ]
    if keyword:
        out += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {keyword}'", "\t[413] button 'Remove Keyword filter'", "\t[414] button 'Clear all'"]
    total = str(len(rows)) if keyword else "1,132"
    out += [
        f"\tStaticText '{total} records found'",
        "\t[416] combobox 'per page' value='20'",
        "\t[417] spinbutton 'Page' value='" + ("1" if keyword else "30") + "'",
        f"\tStaticText 'of {1 if keyword else 57}'",
        "\t[420] table ''",
        "\t\t[421] row ''",
        "\t\t\t[422] columnheader 'ID', sort=ascending",
        "\t\t\t[423] columnheader 'Name'",
        "\t\t\t[424] columnheader 'Email'",
        "\t\t\t[425] columnheader 'Group'",
        "\t\t\t[426] columnheader 'Phone'",
        "\t\t\t[427] columnheader 'ZIP'",
        "\t\t\t[428] columnheader 'Country'",
        "\t\t\t[429] columnheader 'State/Province'",
        "\t\t\t[430] columnheader 'Customer Since'",
        "\t\t\t[431] columnheader 'Action'",
    ]
    bid = 440
    for cid, name, email, group, phone, zipc, st, since in rows:
        out += [
            f"\t\t[{bid}] row ''",
            f"\t\t\t[{bid + 1}] checkbox 'Select {cid}', checked=False",
            f"\t\t\t[{bid + 2}] gridcell '{cid}'",
            f"\t\t\t[{bid + 3}] gridcell '{name}'",
            f"\t\t\t[{bid + 4}] gridcell '{email}'",
            f"\t\t\t[{bid + 5}] gridcell '{group}'",
            f"\t\t\t[{bid + 6}] gridcell '{phone}'",
            f"\t\t\t[{bid + 7}] gridcell '{zipc}'",
            "\t\t\t[{}] gridcell 'United States'".format(bid + 8),
            f"\t\t\t[{bid + 9}] gridcell '{st}'",
            f"\t\t\t[{bid + 10}] gridcell '{since}'",
            f"\t\t\t[{bid + 11}] link 'Edit'",
        ]
        bid += 15
    return out


def ts_cust(tab: str, email: str, group: str) -> list[str]:
    out = ["[500] main ''", "\t[501] heading 'Marisol Ventura'"]
    for i, b in enumerate(["Back", "Delete Customer", "Reset Password", "Create Order", "Login as Customer", "Save and Continue Edit", "Save Customer"]):
        out.append(f"\t[{502 + i}] button '{b}'")
    out.append("\t[510] tablist 'Customer Information'")
    for i, t in enumerate(["Customer View", "Account Information", "Addresses", "Orders", "Returns", "Shopping cart", "Newsletter", "Billing Agreements", "Product Reviews", "Wish List"]):
        out.append(f"\t\t[{511 + i}] tab '{t}'" + (", selected=True" if t == tab else ""))
    if tab == "Customer View":
        out += [
            "\t[530] tabpanel 'Customer View'",
            "\t\t[531] heading 'Personal Information'",
            "\t\t[532] table ''",
            "\t\t\t[533] row 'Last Logged In: Sep 4, 2024 6:31:18 PM (Offline)'",
            "\t\t\t[534] row 'Account Lock: Unlocked'",
            "\t\t\t[535] row 'Confirmed email: Confirmed'",
            "\t\t\t[536] row 'Account Created: Nov 2, 2022 10:47:55 AM'",
            "\t\t\t[537] row 'Account Created in: Default Store View'",
            f"\t\t\t[538] row 'Customer Group: {group}'",
            "\t\t[539] heading 'Default Billing Address'",
            "\t\tStaticText 'Marisol Ventura, 1408 Barton Springs Rd, Austin, Texas, 78704, United States, T: (512) 555-0176'",
            "\t\t[541] heading 'Reward Points'",
            "\t\tStaticText 'Balance 1,240 points ($12.40)'",
        ]
    else:
        out += [
            "\t[530] tabpanel 'Account Information'",
            "\t\t[531] combobox 'Associate to Website' value='Main Website', disabled=True",
            f"\t\t[532] combobox 'Group' value='{group}'",
            "\t\t\t[533] option 'General'" + (", selected=True" if group == "General" else ""),
            "\t\t\t[534] option 'Wholesale'" + (", selected=True" if group == "Wholesale" else ""),
            "\t\t\t[535] option 'Retailer'",
            "\t\t[536] checkbox 'Disable Automatic Group Change Based on VAT ID', checked=False",
            "\t\t[537] textbox 'Name Prefix'",
            "\t\t[538] textbox 'First Name' value='Marisol', required",
            "\t\t[539] textbox 'Middle Name/Initial'",
            "\t\t[540] textbox 'Last Name' value='Ventura', required",
            "\t\t[541] textbox 'Name Suffix'",
            f"\t\t[542] textbox 'Email' value='{email}', required",
            "\t\t[543] textbox 'Date of Birth' value='03/14/1986'",
            "\t\t[544] textbox 'Tax/VAT Number'",
            "\t\t[545] combobox 'Gender' value='Female'",
            "\t\t[546] combobox 'Send Welcome Email From' value='Default Store View'",
        ]
    return out


def t08() -> Row:
    # bad: shop admin; turn 9's customer grid shows the email just saved as 'mventura@quillandcask.com' though turn 7 typed 'm.ventura@quillandcask.com' and nothing else edited it.
    u_dash, u_grid, u_edit = f"{TS}/dashboard/", f"{TS}/customer/index/", f"{TS}/customer/index/edit/id/587/"
    cust_sub = ["[130] link 'All Customers'", "[131] link 'Now Online'", "[132] link 'Login as Customer Log'", "[133] link 'Customer Groups'", "[134] link 'Segments'"]
    nav = mg_nav("Tallgrass Supply")
    dash = [
        "[300] main ''",
        "\t[301] heading 'Dashboard'",
        "\t[302] button 'Reload Data'",
        "\tStaticText 'Lifetime Sales'",
        "\tStaticText '$212,604.80'",
        "\tStaticText 'Average Order'",
        "\tStaticText '$143.17'",
        "\t[310] heading 'Last Search Terms'",
        "\t[311] table ''",
        "\t\t[312] row 'Search Term Results Uses'",
        "\t\t[313] row 'canvas tarp 14 37'",
        "\t\t[314] row 'ratchet strap 9 22'",
        "\t\t[315] row 'wool work socks 6 18'",
    ]
    foot = ["[1990] contentinfo ''", "\tStaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'", "\tStaticText 'Magento ver. 2.4.6-p4'"]
    T_G, T_C = "Customers / Customers / Magento Admin", "Marisol Ventura / Customers / Customers / Magento Admin"
    turns: Turns = [
        ("click('106')", page("Dashboard / Magento Admin", u_dash, mg_nav("Tallgrass Supply", "Customers", cust_sub), dash, foot)),
        ("click('130')", page(T_G, u_grid, nav, ts_grid("", "", TS_CUST_ALL, False), foot)),
        ("fill('405', 'Ventura')", page(T_G, u_grid, nav, ts_grid("Ventura", "", TS_CUST_ALL, False), foot)),
        ("press('405', 'Enter')", page(T_G, u_grid, nav, ts_grid("Ventura", "Ventura", ts_ventura(OLD_MAIL, "General"), False), foot)),
        ("click('451')", page(T_C, u_edit, nav, ts_cust("Customer View", OLD_MAIL, "General"), foot)),
        ("click('512')", page(T_C, u_edit, nav, ts_cust("Account Information", OLD_MAIL, "General"), foot)),
        (f"fill('542', '{NEW_MAIL}')", page(T_C, u_edit, nav, ts_cust("Account Information", NEW_MAIL, "General"), foot)),
        ("select_option('532', 'Wholesale')", page(T_C, u_edit, nav, ts_cust("Account Information", NEW_MAIL, "Wholesale"), foot)),
        ("click('508')", page(T_G, u_grid, nav, ts_grid("Ventura", "Ventura", ts_ventura(SHOWN_MAIL, "Wholesale"), True), foot)),
        ("click('451')", page(T_C, u_edit, nav, ts_cust("Customer View", SHOWN_MAIL, "Wholesale"), foot)),
        ("click('512')", page(T_C, u_edit, nav, ts_cust("Account Information", SHOWN_MAIL, "Wholesale"), foot)),
    ]
    state = page("Dashboard / Magento Admin", u_dash, nav, dash, foot)
    return dict(tid="h14-web-08", turns=turns, state=state, bad=True, turn=9,
                kind="email saved on a customer reads back in the grid with a character dropped")


# ---------------------------------------------------------------------------------------------
# 09 Kettle & Crate storefront: sort, paginate, compare, filter
# ---------------------------------------------------------------------------------------------

KC = "http://shop.kettlecrate.test"
KC_PRODUCTS = [
    ("Forge 10in Cast Iron Skillet", 34.95, "Cast Iron", "KC-FRG-10", "10 in", "5.3 lb", "500°F"),
    ("Forge 12in Cast Iron Skillet", 44.95, "Cast Iron", "KC-FRG-12", "12 in", "7.6 lb", "500°F"),
    ("Forge 8in Cast Iron Skillet", 24.95, "Cast Iron", "KC-FRG-08", "8 in", "3.4 lb", "500°F"),
    ("Halden 10in Carbon Steel Fry Pan", 49.00, "Carbon Steel", "KC-HAL-10", "10 in", "3.1 lb", "600°F"),
    ("Halden 12in Carbon Steel Fry Pan", 59.00, "Carbon Steel", "KC-HAL-12", "12 in", "4.2 lb", "600°F"),
    ("Halden 8in Carbon Steel Fry Pan", 39.00, "Carbon Steel", "KC-HAL-08", "8 in", "2.2 lb", "600°F"),
    ("Brightline 10in Tri-Ply Skillet", 89.00, "Stainless Steel", "KC-BRT-10", "10 in", "2.6 lb", "550°F"),
    ("Brightline 12in Tri-Ply Skillet", 109.00, "Stainless Steel", "KC-BRT-12", "12 in", "3.3 lb", "550°F"),
    ("Brightline 8in Tri-Ply Skillet", 69.00, "Stainless Steel", "KC-BRT-08", "8 in", "1.9 lb", "550°F"),
    ("Everglaze 10in Ceramic Nonstick Pan", 42.50, "Ceramic Nonstick", "KC-EVG-10", "10 in", "2.0 lb", "450°F"),
    ("Everglaze 12in Ceramic Nonstick Pan", 52.50, "Ceramic Nonstick", "KC-EVG-12", "12 in", "2.7 lb", "450°F"),
    ("Everglaze 2-Piece Nonstick Set", 79.95, "Ceramic Nonstick", "KC-EVG-SET2", "8 in + 10 in", "3.6 lb", "450°F"),
    ("Quarry Carbon Steel Paella Pan 15in", 64.00, "Carbon Steel", "KC-QRY-P15", "15 in", "3.9 lb", "600°F"),
    ("Quarry Carbon Steel Crepe Pan 10in", 36.00, "Carbon Steel", "KC-QRY-C10", "10 in", "2.4 lb", "600°F"),
    ("Halden Carbon Steel Wok 14in", 54.00, "Carbon Steel", "KC-HAL-W14", "14 in", "3.8 lb", "600°F"),
    ("Forge Cast Iron Grill Pan 10.5in", 39.95, "Cast Iron", "KC-FRG-G10", "10.5 in", "6.1 lb", "500°F"),
    ("Forge Enameled Cast Iron Braiser 3.5qt", 129.00, "Enameled Cast Iron", "KC-FRG-B35", "12 in", "11.0 lb", "500°F"),
    ("Brightline Copper-Core Saute Pan 3qt", 189.00, "Stainless Steel", "KC-BRT-S3", "11 in", "4.4 lb", "550°F"),
    ("Everglaze Hard-Anodized Nonstick Skillet 10in", 46.00, "Hard-Anodized Nonstick", "KC-EVH-10", "10 in", "2.3 lb", "500°F"),
    ("Everglaze Hard-Anodized Nonstick Skillet 12in", 58.00, "Hard-Anodized Nonstick", "KC-EVH-12", "12 in", "3.0 lb", "500°F"),
    ("Pantry Basics 8in Nonstick Fry Pan", 14.99, "Aluminum Nonstick", "KC-PB-08", "8 in", "1.1 lb", "350°F"),
    ("Pantry Basics 10in Nonstick Fry Pan", 19.99, "Aluminum Nonstick", "KC-PB-10", "10 in", "1.5 lb", "350°F"),
    ("Pantry Basics 12in Nonstick Fry Pan", 24.99, "Aluminum Nonstick", "KC-PB-12", "12 in", "2.0 lb", "350°F"),
    ("Forge Cast Iron Mini Skillet 6in", 16.95, "Cast Iron", "KC-FRG-06", "6 in", "1.9 lb", "500°F"),
    ("Halden Carbon Steel Egg Pan 7in", 29.00, "Carbon Steel", "KC-HAL-E07", "7 in", "1.6 lb", "600°F"),
    ("Brightline Tri-Ply Everyday Pan 11in", 99.00, "Stainless Steel", "KC-BRT-E11", "11 in", "3.5 lb", "550°F"),
    ("Oxbow Lightweight Cast Iron Skillet 10in", 74.00, "Cast Iron", "KC-OXB-10", "10 in", "3.9 lb", "600°F"),
    ("Oxbow Lightweight Cast Iron Skillet 12in", 94.00, "Cast Iron", "KC-OXB-12", "12 in", "5.2 lb", "600°F"),
    ("Everglaze Ceramic Nonstick Omelet Pan 8in", 32.00, "Ceramic Nonstick", "KC-EVG-08", "8 in", "1.4 lb", "450°F"),
]
KC_MATERIALS = ["Aluminum Nonstick", "Carbon Steel", "Cast Iron", "Ceramic Nonstick", "Enameled Cast Iron", "Hard-Anodized Nonstick", "Stainless Steel"]


def kc_top() -> list[str]:
    return [
        "[101] banner ''",
        "\tStaticText 'Welcome, Theo Brandvold!'",
        "\t[103] link 'My Account'",
        "\t[104] link 'Sign Out'",
        "\t[105] link 'Kettle & Crate store logo'",
        "\t[106] link 'My Cart'",
        "\t[107] searchbox 'Search entire store here...'",
        "\t[108] button 'Search', disabled=True",
        "[110] navigation 'Main menu'",
        "\t[111] menuitem 'Cookware'",
        "\t[112] menuitem 'Skillets & Frying Pans'",
        "\t[113] menuitem 'Bakeware'",
        "\t[114] menuitem 'Knives'",
        "\t[115] menuitem 'Small Appliances'",
        "\t[116] menuitem 'Clearance'",
    ]


def kc_compare_box(items: list[str]) -> list[str]:
    if not items:
        return ["\t[900] complementary 'Compare Products'", "\t\t[901] heading 'Compare Products'", "\t\tStaticText 'You have no items to compare.'"]
    out = ["\t[900] complementary 'Compare Products'", "\t\t[901] heading 'Compare Products'",
           f"\t\tStaticText '{len(items)} item{'s' if len(items) != 1 else ''}'", "\t\t[903] list ''"]
    for i, name in enumerate(items):
        out += [f"\t\t\t[{904 + 3 * i}] listitem ''", f"\t\t\t\t[{905 + 3 * i}] link '{name}'", f"\t\t\t\t[{906 + 3 * i}] button 'Remove This Item'"]
    out += ["\t\t[915] link 'Compare'", "\t\t[916] link 'Clear All'"]
    return out


def kc_list(order: str, direction: str, pg: int, material: str | None, compare: list[str], msg: str | None) -> list[str]:
    prods = [p for p in KC_PRODUCTS if material is None or p[2] == material]
    if order == "price":
        prods = sorted(prods, key=lambda p: p[1], reverse=(direction == "desc"))
    n = len(prods)
    lo, hi = (pg - 1) * 12, min(pg * 12, n)
    out = ["[200] main ''"]
    if msg:
        out += ["\t[201] alert ''", f"\t\tStaticText '{msg}'", "\t\t[202] link 'comparison list'"]
    out += [
        "\t[203] navigation 'Breadcrumbs'",
        "\t\t[204] link 'Home'",
        "\t\t[205] link 'Cookware'",
        "\t\tStaticText 'Skillets & Frying Pans'",
        "\t[207] heading 'Skillets & Frying Pans'",
        f"\tStaticText 'Items {lo + 1}-{hi} of {n}'" if n > 12 else f"\tStaticText '{n} Items'",
        "\t[209] combobox 'Sort By' value='" + {"position": "Position", "price": "Price"}[order] + "'",
        "\t\t[210] option 'Position'" + (", selected=True" if order == "position" else ""),
        "\t\t[211] option 'Product Name'",
        "\t\t[212] option 'Price'" + (", selected=True" if order == "price" else ""),
        "\t[213] link " + ("'Set Ascending Direction'" if direction == "desc" else "'Set Descending Direction'"),
        "\t[214] list ''",
    ]
    for i, (name, price, *_rest) in enumerate(prods[lo:hi]):
        b = 220 + 6 * i
        out += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{name}'", f"\t\t\tStaticText '{money(price)}'",
                f"\t\t\t[{b + 3}] button 'Add to Cart'", f"\t\t\t[{b + 4}] link 'Add to Wish List'", f"\t\t\t[{b + 5}] link 'Add to Compare'"]
    if n > 12:
        out += ["\t[300] navigation 'Pages'"]
        for p in range(1, (n + 11) // 12 + 1):
            out.append(f"\t\t[{300 + p}] link 'Page {p}'" + (", current=page" if p == pg else ""))
        if pg < (n + 11) // 12:
            out.append("\t\t[309] link 'Page Next'")
    out += ["\t[310] combobox 'Show' value='12'", "[800] complementary 'Shop By'", "\t[801] heading 'Shop By'"]
    if material:
        out += ["\t[802] heading 'Now Shopping by'", f"\tStaticText 'Material: {material}'", "\t[804] link 'Remove This Item'", "\t[805] link 'Clear All'"]
    else:
        out += ["\t[806] heading 'Material'", "\t[807] list ''"]
        for i, m in enumerate(KC_MATERIALS):
            cnt = sum(1 for p in KC_PRODUCTS if p[2] == m)
            out.append(f"\t\t[{810 + i}] link '{m} {cnt} {'item' if cnt == 1 else 'items'}'")
    out += ["\t[820] button 'Price'", "\t[821] button 'Brand'"]
    return out + kc_compare_box(compare)


def kc_compare_page(names: list[str], msg: str | None) -> list[str]:
    prods = [p for n in names for p in KC_PRODUCTS if p[0] == n]
    out = ["[200] main ''"]
    if msg:
        out += ["\t[201] alert ''", f"\t\tStaticText '{msg}'"]
    out += ["\t[230] heading 'Compare Products'", "\t[231] link 'Print This Page'", "\t[232] table 'Compare Products'", "\t\t[233] row ''"]
    for i, p in enumerate(prods):
        out += [f"\t\t\t[{234 + 4 * i}] cell '{p[0]} {money(p[1])}'", f"\t\t\t\t[{235 + 4 * i}] link '{p[0]}'",
                f"\t\t\t\t[{236 + 4 * i}] button 'Add to Cart'", f"\t\t\t\t[{237 + 4 * i}] button 'Remove Product'"]
    for j, (label, idx) in enumerate([("SKU", 3), ("Material", 2), ("Diameter", 4), ("Weight", 5), ("Oven safe to", 6)]):
        out.append(f"\t\t[{250 + j}] row '{label} " + " ".join(str(p[idx]) for p in prods) + "'")
    return out


def t09() -> Row:
    # clean: storefront category; re-sorting and paging change which products are listed, compare list grows then shrinks by actions, a material filter narrows the count.
    base = f"{KC}/cookware/skillets.html"
    T = "Skillets & Frying Pans"
    h10, f12 = "Halden 10in Carbon Steel Fry Pan", "Forge 12in Cast Iron Skillet"
    added = "You added product {} to the comparison list."
    home = [
        "[200] main ''",
        "\t[201] heading 'Cook more, fuss less'",
        "\t[202] link 'Shop carbon steel'",
        "\tStaticText 'Free seasoning kit with any cast iron or carbon steel pan over $40.'",
    ]
    turns: Turns = [
        ("click('112')", page(T, base, kc_top(), kc_list("position", "asc", 1, None, [], None))),
        ("select_option('209', 'Price')", page(T, base + "?product_list_order=price", kc_top(), kc_list("price", "asc", 1, None, [], None))),
        ("click('213')", page(T, base + "?product_list_dir=desc&product_list_order=price", kc_top(), kc_list("price", "desc", 1, None, [], None))),
        ("click('302')", page(T, base + "?p=2&product_list_dir=desc&product_list_order=price", kc_top(), kc_list("price", "desc", 2, None, [], None))),
        ("click('237')", page(T, base + "?p=2&product_list_dir=desc&product_list_order=price", kc_top(), kc_list("price", "desc", 2, None, [h10], added.format(h10)))),
        ("click('249')", page(T, base + "?p=2&product_list_dir=desc&product_list_order=price", kc_top(), kc_list("price", "desc", 2, None, [h10, f12], added.format(f12)))),
        ("click('811')", page(T, base + "?material=carbon-steel&product_list_dir=desc&product_list_order=price", kc_top(), kc_list("price", "desc", 1, "Carbon Steel", [h10, f12], None))),
        ("click('915')", page("Products Comparison List - Kettle & Crate", f"{KC}/catalog/product_compare/", kc_top(), kc_compare_page([h10, f12], None))),
        ("click('241')", page("Products Comparison List - Kettle & Crate", f"{KC}/catalog/product_compare/", kc_top(), kc_compare_page([h10], f"You removed product {f12} from the comparison list."))),
    ]
    state = page("Kettle & Crate", f"{KC}/", kc_top(), home)
    return dict(tid="h14-web-09", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 10 Postmill forum f/birding: submit then delete a post
# ---------------------------------------------------------------------------------------------

BF = "http://forum.fieldnotes.test"
HERON_T = "Pair of Black-crowned Night Herons at Milldam Pond (Sept 9)"
HERON_B = ("Two adults roosting in the willows on the east bank around 7:15 pm. Parking lot is off Mill St. "
           "Please keep your distance, they flushed once when a dog came through.")

BIRD_SIDE = [
    "\t[90] complementary ''",
    "\t\t[91] heading 'birding'",
    "\t\tStaticText 'Sightings, ID help, gear and trip reports. Sensitive species: no exact locations for nests or roosts of listed species.'",
    "\t\t[93] button 'Unsubscribe'",
    "\t\tStaticText '7,219 subscribers'",
    "\t\t[95] link 'Forum rules'",
    "\t\t[96] heading 'Moderators'",
    "\t\t[97] link 'kestrelkeeper'",
]


def bf_tabs() -> list[str]:
    return [
        "[30] main ''",
        "\t[31] heading 'birding'",
        "\t[32] link 'Submit'",
        "\t[33] link 'Hot'",
        "\t[34] link 'New'",
        "\t[35] link 'Active'",
        "\t[36] link 'Top'",
        "\t[37] link 'Controversial'",
        "\t[38] link 'Most commented'",
    ]


def bf_list(order: str, mine: str | None, merlin_ago: str, merlin_vote: bool = False, flash: bool = False) -> list[str]:
    out = bf_tabs()
    if flash:
        out += ["\t[39] status ''", "\t\tStaticText 'The submission was deleted.'"]
    out += ["\t[40] feed ''"]
    merlin = ("First fall Merlin of the season over the Tinicum marsh", "kestrelkeeper", merlin_ago, 7 if merlin_vote else 6, 2, merlin_vote)
    wigeon = ("Eurasian Wigeon still at Turtle Creek Reservoir this morning", "redhead_rob", "1 hour ago", 14, 5, False)
    flyc = ("ID help: small flycatcher, eye ring, Sept 7", "pewee_pending", "3 hours ago", 3, 9, False)
    harness = ("Best binocular harness for hot weather?", "sweatybins", "5 hours ago", 8, 12, False)
    hawk = ("Hawk watch counts thread - week of Sept 2", "AutoModerator", "1 day ago", 22, 31, False)
    heron = (HERON_T, "ledger_owl", mine or "", 1, 0, True)
    if order == "new":
        posts = ([heron] if mine else []) + [merlin, wigeon, flyc, harness, hawk]
    else:
        posts = [wigeon, hawk, merlin] + ([heron] if mine else []) + [harness, flyc]
    for i, (title, by, ago, score, com, voted) in enumerate(posts):
        out += pm_post_entry(200 + 20 * i, title, by, ago, score, com, voted, "birding")
    return out + BIRD_SIDE


def bf_form(title: str, body: str) -> list[str]:
    return [
        "[30] main ''",
        "\t[31] heading 'Create submission'",
        f"\t[50] textbox 'Title' value='{title}', required" if title else "\t[50] textbox 'Title', required",
        "\t[51] textbox 'URL'",
        f"\t[52] textbox 'Body' value='{body}'" if body else "\t[52] textbox 'Body'",
        "\tStaticText 'Formatting help'",
        "\t[54] button 'Upload image'",
        "\t[55] combobox 'Forum' value='birding', required",
        "\t[56] checkbox 'Mark as NSFW', checked=False",
        "\t[57] button 'Submit'",
    ]


def bf_mine(dialog: bool) -> list[str]:
    out = [
        "[30] main ''",
        "\t[600] article ''",
        f"\t\t[601] heading '{HERON_T}'",
        "\t\tStaticText 'Submitted by'",
        "\t\t[603] link 'ledger_owl'",
        "\t\tStaticText 'just now in'",
        "\t\t[605] link 'birding'",
        f"\t\tStaticText '{HERON_B}'",
        "\t\t[607] button 'Retract upvote', pressed=True",
        "\t\tStaticText '1'",
        "\t\t[608] button 'Downvote'",
        "\t\t[609] link '0 comments'",
        "\t\t[610] link 'Edit'",
        "\t\t[611] button 'Delete'",
        "\t\t[612] button 'Save'",
        "\t[620] heading 'Comments'",
        "\t[622] textbox 'Comment'",
        "\t[623] button 'Post'",
        "\tStaticText 'There are no comments yet.'",
    ]
    if dialog:
        out += ["[700] dialog 'Delete submission', modal=True", "\tStaticText 'Are you sure you want to delete this submission? This cannot be undone.'",
                "\t[702] button 'Cancel'", "\t[703] button 'Delete'"]
    return out


def t10() -> Row:
    # bad: forum; a post is created (turn 4) and deleted (turn 6, absent from Hot at 6 and New at 7), but turn 8's Hot listing shows it again with score 1.
    u_f, u_new, u_sub = f"{BF}/f/birding", f"{BF}/f/birding/new", f"{BF}/submit/birding"
    u_post = f"{BF}/f/birding/41877/pair-of-black-crowned-night-herons-at-milldam-pond-sept-9"
    nav = pm_nav("ledger_owl")
    T_POST = f"{HERON_T} : birding"
    turns: Turns = [
        ("click('32')", page("Create submission", u_sub, nav, bf_form("", ""))),
        (f"fill('50', '{HERON_T}')", page("Create submission", u_sub, nav, bf_form(HERON_T, ""))),
        (f"fill('52', '{HERON_B}')", page("Create submission", u_sub, nav, bf_form(HERON_T, HERON_B))),
        ("click('57')", page(T_POST, u_post, nav, bf_mine(False))),
        ("click('611')", page(T_POST, u_post, nav, bf_mine(True))),
        ("click('703')", page("birding", u_f, nav, bf_list("hot", None, "28 minutes ago", flash=True))),
        ("click('34')", page("birding (new)", u_new, nav, bf_list("new", None, "28 minutes ago"))),
        ("click('33')", page("birding", u_f + "/hot", nav, bf_list("hot", "3 minutes ago", "30 minutes ago"))),
        ("click('248')", page("birding", u_f + "/hot", nav, bf_list("hot", "3 minutes ago", "30 minutes ago", merlin_vote=True))),
    ]
    state = page("birding (new)", u_new, nav, bf_list("new", None, "25 minutes ago"))
    return dict(tid="h14-web-10", turns=turns, state=state, bad=True, turn=8,
                kind="submission deleted by the user is listed again in the forum listing")


# ---------------------------------------------------------------------------------------------
# 11 GitLab labels and milestone progress (harborlight/ops-runbooks)
# ---------------------------------------------------------------------------------------------

HL = "http://gitlab.harborlight.test/harborlight/ops-runbooks"
HL_LABELS = [
    ("access-request", "Requests for VPN and SSO access", 4, "#5843ad"),
    ("bastion", "Bastion host runbooks", 6, "#34495e"),
    ("certificates", "TLS and internal PKI", 5, "#f0ad4e"),
    ("database", "Postgres and Redis operations", 9, "#428bca"),
    ("documentation", "Runbook text only, no infra change", 12, "#8fbc8f"),
    ("incident-followup", "Action items from postmortems", 7, "#a8d695"),
    ("kubernetes", "Cluster upgrades and workloads", 11, "#336699"),
    ("monitoring", "Alerts, dashboards, SLOs", 8, "#009966"),
    ("on-call", "Rotation and paging policy", 3, "#ad4363"),
    ("security", "Hardening and audit findings", 10, "#cc0033"),
    ("wontfix-legacy", "Legacy items we will not fix", 2, "#7f8c8d"),
]
NEEDS = ("needs-triage", "", 0, "#d9534f")


def hl_labels(labels: list[tuple[str, str, int, str]], flash: str | None) -> list[str]:
    out = ["[100] main ''"]
    if flash:
        out += ["\t[99] alert ''", f"\t\tStaticText '{flash}'"]
    out += [
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'harborlight'", "\t\t[103] link 'ops-runbooks'", "\t\t[104] link 'Labels'",
        "\t[105] searchbox 'Filter'", "\t[106] combobox 'Sort by' value='Name'", "\t[107] link 'Subscribe'", "\t[108] link 'New label'",
        "\t[109] heading 'Prioritized labels'", "\tStaticText 'No prioritized labels yet!'",
        "\t[111] heading 'Other labels'", "\t[112] list ''",
    ]
    for i, (name, desc, n, _color) in enumerate(sorted(labels)):
        b = 120 + 6 * i
        out += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{name}'"]
        if desc:
            out.append(f"\t\t\tStaticText '{desc}'")
        out += [f"\t\t\t[{b + 2}] link 'Issues {n}'", f"\t\t\t[{b + 3}] link 'Merge requests'", f"\t\t\t[{b + 4}] link 'Edit'", f"\t\t\t[{b + 5}] button 'Delete'"]
    return out


def hl_new_label(title: str, color: str) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'harborlight'", "\t\t[103] link 'ops-runbooks'", "\t\t[104] link 'Labels'", "\t\t[105] link 'New'",
        "\t[190] heading 'New label'",
        f"\t[191] textbox 'Title' value='{title}', required" if title else "\t[191] textbox 'Title', required",
        "\t[192] textbox 'Description'",
        f"\t[193] textbox 'Background color' value='{color}'",
        "\t[194] group 'Suggested colors'",
        "\t\t[195] button '#009966'", "\t\t[196] button '#8fbc8f'", "\t\t[197] button '#3cb371'", "\t\t[198] button '#d9534f'", "\t\t[199] button '#ed9121'",
        "\t[200] button 'Create label'" + ("" if title else ", disabled=True"),
        "\t[201] link 'Cancel'",
    ]


def hl_milestones(q3_open: int) -> list[str]:
    closed = 13 - q3_open
    return [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'harborlight'", "\t\t[103] link 'ops-runbooks'", "\t\t[104] link 'Milestones'",
        "\t[105] tablist ''", "\t\t[106] tab 'Open 2', selected=True", "\t\t[107] tab 'Closed 5'", "\t\t[108] tab 'All 7'",
        "\t[109] combobox 'Sort by' value='Due soon'", "\t[110] link 'New milestone'",
        "\t[111] list ''",
        "\t\t[112] listitem ''", "\t\t\t[113] link 'Q3 Hardening'", "\t\t\tStaticText 'Jul 1, 2024–Sep 30, 2024'",
        "\t\t\tStaticText '13 Issues · 0 Merge requests'", f"\t\t\tStaticText '{closed * 100 // 13}% complete'",
        "\t\t\t[116] link 'Close Milestone'",
        "\t\t[117] listitem ''", "\t\t\t[118] link 'Q4 Observability'", "\t\t\tStaticText 'Oct 1, 2024–Dec 20, 2024'",
        "\t\t\tStaticText '9 Issues · 1 Merge request'", "\t\t\tStaticText '22% complete'", "\t\t\t[121] link 'Close Milestone'",
    ]


Q3_OPEN = [
    ("#87", "Rotate TLS certs on bastion hosts", "Aurelio Santangelo"),
    ("#91", "Enforce MFA on break-glass accounts", "Nkechi Obi"),
    ("#95", "Document Postgres failover drill", ""),
    ("#98", "Restrict kubectl exec in prod namespaces", "Nkechi Obi"),
    ("#102", "Audit SSH keys older than 1 year", ""),
]
Q3_CLOSED = [
    ("#71", "Disable TLS 1.0 on the public load balancer"), ("#73", "Move secrets from env files to Vault"),
    ("#76", "Enable audit logging on the Redis cluster"), ("#78", "Pin base images by digest"),
    ("#80", "Remove shared admin account on Grafana"), ("#82", "Runbook: revoke a leaked deploy token"),
    ("#84", "Set password policy for break-glass users"), ("#85", "Turn on branch protection for infra repos"),
]


def hl_milestone(closed87: bool) -> list[str]:
    open_rows = [r for r in Q3_OPEN if not (closed87 and r[0] == "#87")]
    closed_rows = ([("#87", "Rotate TLS certs on bastion hosts")] if closed87 else []) + Q3_CLOSED
    n_open, n_closed = len(open_rows), len(closed_rows)
    out = [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'harborlight'", "\t\t[103] link 'ops-runbooks'", "\t\t[104] link 'Milestones'", "\t\t[105] link 'Q3 Hardening'",
        "\tStaticText 'Open'", "\tStaticText 'Milestone'", "\t[130] heading 'Q3 Hardening'", "\t[131] link 'Edit'", "\t[132] button 'Close milestone'",
        "\tStaticText 'Close out the audit findings from the June external review before the SOC 2 window opens.'",
        f"\tStaticText '{n_closed * 100 // 13}% complete'",
        "\tStaticText 'Start date Jul 1, 2024'", "\tStaticText 'Due date Sep 30, 2024 (in 9 days)'",
        f"\tStaticText 'Issues 13 Open: {n_open} Closed: {n_closed}'",
        "\t[140] tablist ''", "\t\t[141] tab 'Issues 13', selected=True", "\t\t[142] tab 'Merge requests 0'", "\t\t[143] tab 'Participants'", "\t\t[144] tab 'Labels'",
    ]
    unstarted = [r for r in open_rows if not r[2]]
    ongoing = [r for r in open_rows if r[2]]
    out += [f"\t[150] heading 'Unstarted Issues (open and unassigned) {len(unstarted)}'", "\t[151] list ''"]
    b = 152
    for iid, title, _who in unstarted:
        out += [f"\t\t[{b}] link '{title}'", f"\t\tStaticText '{iid}'"]
        b += 2
    out += [f"\t[170] heading 'Ongoing Issues (open and assigned) {len(ongoing)}'", "\t[171] list ''"]
    b = 172
    for iid, title, who in ongoing:
        out += [f"\t\t[{b}] link '{title}'", f"\t\tStaticText '{iid} · {who}'"]
        b += 2
    out += [f"\t[190] heading 'Completed Issues (closed) {n_closed}'", "\t[191] list ''"]
    b = 192
    for iid, title in closed_rows:
        out += [f"\t\t[{b}] link '{title}'", f"\t\tStaticText '{iid}'"]
        b += 2
    return out


def hl_issue(closed: bool) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'harborlight'", "\t\t[103] link 'ops-runbooks'", "\t\t[104] link 'Issues'", "\t\t[105] link '#87'",
        "\t[106] heading 'Rotate TLS certs on bastion hosts'",
        f"\tStaticText '{'Closed' if closed else 'Open'}'",
        "\tStaticText 'Issue created 3 weeks ago by'", "\t[109] link 'Nkechi Obi'",
        "\t[111] button " + ("'Reopen issue'" if closed else "'Close issue'"),
        "\tStaticText 'The bastion certs (bastion-a, bastion-b) expire on Oct 4. Rotate with the new intermediate and update the known_hosts CA line in the runbook.'",
        "\t[114] heading 'Activity'", "\t[115] list ''",
        "\t\t[116] listitem ''", "\t\t\tStaticText 'Nkechi Obi assigned to @asantangelo 2 weeks ago'",
        "\t\t[118] listitem ''", "\t\t\tStaticText 'Aurelio Santangelo @asantangelo · 2 days ago'",
        "\t\t\tStaticText 'Both bastions now serve the new chain; verified with openssl s_client from the office and from CI.'",
    ]
    if closed:
        out += ["\t\t[121] listitem ''", "\t\t\tStaticText 'Aurelio Santangelo closed just now'"]
    out += [
        "\t[140] textbox 'Comment'", "\t[142] button 'Comment', disabled=True",
        "[150] complementary 'Issue sidebar'",
        "\tStaticText 'Assignee'", "\t[152] link 'Aurelio Santangelo'",
        "\tStaticText 'Labels'", "\t[175] link 'bastion'", "\t[176] link 'certificates'",
        "\tStaticText 'Milestone'", "\t[180] link 'Q3 Hardening'",
        "\tStaticText 'Due date'", "\tStaticText 'Oct 1, 2024'",
        "\tStaticText 'Reference: harborlight/ops-runbooks#87'",
    ]
    return out


def t11() -> Row:
    # clean: GitLab; a label is created and another deleted by the agent, then closing an issue moves a milestone from 8/13 to 9/13 closed (61% -> 69%).
    top, L = gl_top("Aurelio Santangelo"), "· harborlight / ops-runbooks · GitLab"
    created = HL_LABELS + [NEEDS]
    after_del = [x for x in created if x[0] != "wontfix-legacy"]
    modal = ["[700] dialog 'Delete label: wontfix-legacy ?', modal=True",
             "\tStaticText 'wontfix-legacy will be permanently deleted from harborlight/ops-runbooks. This cannot be undone.'",
             "\t[702] button 'Cancel'", "\t[703] button 'Delete label'"]
    overview = ["[100] main ''", "\t[101] heading 'ops-runbooks'", "\tStaticText 'Project ID: 1290'", "\t[110] link '1,046 Commits'", "\t[111] link '3 Branches'",
                "\tStaticText 'Runbooks, checklists and on-call docs for the platform team.'"]
    wl_delete = 120 + 6 * [x[0] for x in sorted(created)].index("wontfix-legacy") + 5
    turns: Turns = [
        ("click('48')", page(f"Labels {L}", f"{HL}/-/labels", top, gl_side("ops-runbooks", "Labels"), hl_labels(HL_LABELS, None))),
        ("click('108')", page(f"New label {L}", f"{HL}/-/labels/new", top, gl_side("ops-runbooks", "Labels"), hl_new_label("", "#6699cc"))),
        ("fill('191', 'needs-triage')", page(f"New label {L}", f"{HL}/-/labels/new", top, gl_side("ops-runbooks", "Labels"), hl_new_label("needs-triage", "#6699cc"))),
        ("click('198')", page(f"New label {L}", f"{HL}/-/labels/new", top, gl_side("ops-runbooks", "Labels"), hl_new_label("needs-triage", "#d9534f"))),
        ("click('200')", page(f"Labels {L}", f"{HL}/-/labels", top, gl_side("ops-runbooks", "Labels"), hl_labels(created, None))),
        (f"click('{wl_delete}')", page(f"Labels {L}", f"{HL}/-/labels", top, gl_side("ops-runbooks", "Labels"), hl_labels(created, None), modal)),
        ("click('703')", page(f"Labels {L}", f"{HL}/-/labels", top, gl_side("ops-runbooks", "Labels"), hl_labels(after_del, "wontfix-legacy was removed"))),
        ("click('49')", page(f"Milestones {L}", f"{HL}/-/milestones", top, gl_side("ops-runbooks", "Milestones"), hl_milestones(5))),
        ("click('113')", page(f"Q3 Hardening · Milestones {L}", f"{HL}/-/milestones/4", top, gl_side("ops-runbooks", "Milestones"), hl_milestone(False))),
        ("click('172')", page(f"Rotate TLS certs on bastion hosts (#87) · Issues {L}", f"{HL}/-/issues/87", top, gl_side("ops-runbooks", "Issues"), hl_issue(False))),
        ("click('111')", page(f"Rotate TLS certs on bastion hosts (#87) · Issues {L}", f"{HL}/-/issues/87", top, gl_side("ops-runbooks", "Issues"), hl_issue(True))),
        ("click('180')", page(f"Q3 Hardening · Milestones {L}", f"{HL}/-/milestones/4", top, gl_side("ops-runbooks", "Milestones"), hl_milestone(True))),
    ]
    state = page(f"ops-runbooks {L}", HL, top, gl_side("ops-runbooks", "Project overview"), overview)
    return dict(tid="h14-web-11", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 12 Skyvale Air booking flow
# ---------------------------------------------------------------------------------------------

SV = "https://book.skyvaleair.test"

SV_HEAD = [
    "[10] banner ''",
    "\t[11] link 'Skyvale Air home'",
    "\t[12] link 'Book'",
    "\t[13] link 'Manage trips'",
    "\t[14] link 'Check in'",
    "\t[15] link 'Flight status'",
    "\t[16] link 'Skyvale Miles'",
    "\t[17] button 'Sign in'",
    "[20] navigation 'Booking steps'",
]


def sv_steps(cur: str) -> list[str]:
    steps = ["Flights", "Travelers", "Seats", "Bags & extras", "Payment"]
    return [f"\t[{21 + i}] link '{i + 1}. {s}'" + (", current=step" if s == cur else "") for i, s in enumerate(steps)]


def sv_summary(seat: bool, bag: bool, total: float | None = None, button: str = "Continue") -> list[str]:
    t = 212.00 + 41.37 + (29.00 if seat else 0) + (35.00 if bag else 0)
    out = [
        "[800] complementary 'Trip summary'",
        "\t[801] heading 'Trip summary'",
        "\tStaticText 'Portland (PDX) to Anchorage (ANC)'",
        "\tStaticText 'Thu, Oct 17, 2024 · SV 418 · 7:15 AM – 9:50 AM · Nonstop'",
        "\tStaticText '1 Adult · Main Cabin'",
        "\t[805] table 'Price details'",
        "\t\t[806] row 'Fare (1 adult) $212.00'",
        "\t\t[807] row 'Taxes, fees and charges $41.37'",
    ]
    if seat:
        out.append("\t\t[808] row 'Seat 14C (Preferred) $29.00'")
    if bag:
        out.append("\t\t[809] row 'Checked bags (1) $35.00'")
    out += [f"\t\t[810] row 'Total {money(t if total is None else total)}'", "\tStaticText 'All prices in US dollars.'"]
    if button:
        out.append(f"\t[812] button '{button}'")
    return out


def sv_results(selected: bool) -> list[str]:
    flights = [
        ("SV 418", "7:15 AM", "9:50 AM", "Nonstop", "3h 35m", (189, 212, 298)),
        ("SV 1422", "11:40 AM", "4:55 PM", "1 stop · SEA 1h 10m", "6h 15m", (164, 187, 271)),
        ("SV 426", "5:05 PM", "7:40 PM", "Nonstop", "3h 35m", (219, 242, 329)),
    ]
    out = ["[100] main ''", "\t[101] heading 'Select your departing flight'", "\tStaticText 'Portland, OR (PDX) to Anchorage, AK (ANC) · Thu, Oct 17, 2024 · 1 Adult'",
           "\t[103] button 'Modify search'", "\t[104] combobox 'Sort by' value='Recommended'", "\t[105] list ''"]
    for i, (fn, dep, arr, stops, dur, fares) in enumerate(flights):
        b = 110 + 10 * i
        out += [f"\t\t[{b}] listitem ''", f"\t\t\tStaticText '{dep} PDX → {arr} ANC'", f"\t\t\tStaticText '{fn} · {stops} · {dur}'", f"\t\t\t[{b + 3}] link 'Flight details'"]
        for j, cab in enumerate(["Basic", "Main", "Flex"]):
            sel = selected and fn == "SV 418" and cab == "Main"
            out.append(f"\t\t\t[{b + 4 + j}] radio '{cab} ${fares[j]}'" + (", checked=True" if sel else ", checked=False"))
    out += ["\tStaticText 'Fares are per person, one way, before taxes and fees.'"]
    return out + (sv_summary(False, False) if selected else [])


def sv_travelers(first: str, last: str, dob: str, email: str) -> list[str]:
    def tb(bid: int, label: str, val: str, req: bool = True) -> str:
        return f"\t[{bid}] textbox '{label}'" + (f" value='{val}'" if val else "") + (", required" if req else "")
    return [
        "[100] main ''",
        "\t[101] heading 'Who is traveling?'",
        "\tStaticText 'Enter names exactly as they appear on a government-issued ID.'",
        "\t[103] heading 'Adult 1'",
        tb(104, "First name", first),
        tb(105, "Middle name", "", False),
        tb(106, "Last name", last),
        tb(107, "Date of birth (MM/DD/YYYY)", dob),
        "\t[108] combobox 'Gender (optional)' value='Select'",
        tb(109, "Email", email),
        tb(110, "Mobile phone (optional)", "", False),
        tb(111, "Known Traveler Number", "", False),
        tb(112, "Skyvale Miles number", "", False),
        "\t[113] checkbox 'Send me flight updates by text message', checked=False",
    ]


def sv_seats(chosen: bool) -> list[str]:
    occupied = {"12A", "12B", "12F", "13C", "13D", "14A", "14B", "15E", "15F", "16A", "16C", "16D"}
    out = ["[100] main ''", "\t[101] heading 'Choose your seat'", "\tStaticText 'SV 418 · Airbus A321neo · PDX → ANC'",
           "\tStaticText 'Preferred (rows 10–14): $29 · Standard (rows 15–34): included'", "\t[104] grid 'Seat map'"]
    b = 300
    for row in range(12, 17):
        out.append(f"\t\t[{b}] row 'Row {row}'")
        b += 1
        for col in "ABCDEF":
            s = f"{row}{col}"
            kind = "Preferred $29" if row <= 14 else "Standard"
            if s in occupied:
                out.append(f"\t\t\t[{b}] button '{s} occupied', disabled=True")
            else:
                sel = chosen and s == "14C"
                out.append(f"\t\t\t[{b}] button '{s} {kind} {'selected' if sel else 'available'}'" + (", pressed=True" if sel else ""))
            b += 1
    out.append("\tStaticText " + ("'Selected: 14C, aisle, Preferred $29.00'" if chosen else "'No seat selected. A seat will be assigned at check-in.'"))
    return out


def sv_bags(n: int) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Bags and extras'",
        "\tStaticText 'Personal item and carry-on bag: included with Main Cabin'",
        "\t[103] heading 'Checked bags'",
        "\tStaticText '1st checked bag $35.00 · 2nd checked bag $45.00 · up to 50 lb (23 kg) each'",
        f"\t[105] spinbutton 'Number of checked bags' value='{n}'",
        "\t[106] button " + ("'Remove 1 checked bag'" if n else "'Remove 1 checked bag', disabled=True"),
        "\t[107] button 'Add 1 checked bag'",
        f"\tStaticText 'Checked bags total: {money(35.0 * n)}'",
        "\t[109] heading 'Trip protection'",
        "\t[110] radio 'Add Trip Protection for $24.17', checked=False",
        "\t[111] radio 'No thanks, I will risk it', checked=False",
    ]


def sv_payment(total: float) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Payment'",
        f"\tStaticText 'Amount due today: {money(total)}'",
        "\t[103] textbox 'Name on card', required",
        "\t[104] textbox 'Card number', required",
        "\t[105] textbox 'Expiration (MM/YY)', required",
        "\t[106] textbox 'Security code', required",
        "\t[107] textbox 'Billing ZIP code', required",
        "\t[108] checkbox 'I have read and accept the fare rules and the conditions of carriage', checked=False",
        "\t[109] button 'Purchase', disabled=True",
    ]


def t12() -> Row:
    # bad: airline booking; turn 10's price summary lists Fare $212.00 + taxes $41.37 + seat $29.00 + bag $35.00 but shows Total $307.37 (should be $317.37; turn 8 showed $282.37 before the $35 bag).
    T = "Skyvale Air | Book"
    u_res, u_trav, u_seat, u_bag, u_pay = (f"{SV}/flights?o=PDX&d=ANC&dt=2024-10-17&adt=1", f"{SV}/travelers", f"{SV}/seats", f"{SV}/extras", f"{SV}/payment")
    F, L, D, E = "Tomasz", "Wierzbicki", "04/22/1989", "tomasz.w@fernmail.test"
    turns: Turns = [
        ("click('115')", page(T, u_res, SV_HEAD, sv_steps("Flights"), sv_results(True))),
        ("click('812')", page(T, u_trav, SV_HEAD, sv_steps("Travelers"), sv_travelers("", "", "", ""), sv_summary(False, False, button="Continue to seats"))),
        (f"fill('104', '{F}')", page(T, u_trav, SV_HEAD, sv_steps("Travelers"), sv_travelers(F, "", "", ""), sv_summary(False, False, button="Continue to seats"))),
        (f"fill('106', '{L}')", page(T, u_trav, SV_HEAD, sv_steps("Travelers"), sv_travelers(F, L, "", ""), sv_summary(False, False, button="Continue to seats"))),
        (f"fill('107', '{D}')", page(T, u_trav, SV_HEAD, sv_steps("Travelers"), sv_travelers(F, L, D, ""), sv_summary(False, False, button="Continue to seats"))),
        (f"fill('109', '{E}')", page(T, u_trav, SV_HEAD, sv_steps("Travelers"), sv_travelers(F, L, D, E), sv_summary(False, False, button="Continue to seats"))),
        ("click('812')", page(T, u_seat, SV_HEAD, sv_steps("Seats"), sv_seats(False), sv_summary(False, False, button="Continue to bags"))),
        ("click('317')", page(T, u_seat, SV_HEAD, sv_steps("Seats"), sv_seats(True), sv_summary(True, False, button="Continue to bags"))),
        ("click('812')", page(T, u_bag, SV_HEAD, sv_steps("Bags & extras"), sv_bags(0), sv_summary(True, False, button="Continue to payment"))),
        ("click('107')", page(T, u_bag, SV_HEAD, sv_steps("Bags & extras"), sv_bags(1), sv_summary(True, True, 307.37, button="Continue to payment"))),
        ("click('812')", page(T, u_pay, SV_HEAD, sv_steps("Payment"), sv_payment(307.37), sv_summary(True, True, 307.37, button=""))),
    ]
    state = page(T, u_res, SV_HEAD, sv_steps("Flights"), sv_results(False))
    return dict(tid="h14-web-12", turns=turns, state=state, bad=True, turn=10,
                kind="booking total does not equal the sum of its listed fare, taxes, seat and bag lines")


# ---------------------------------------------------------------------------------------------
# 13 StayNorth hotel booking: change dates and currency, then book
# ---------------------------------------------------------------------------------------------

SN = "https://www.staynorth.test"
SN_HEAD = [
    "[10] banner ''",
    "\t[11] link 'StayNorth'",
    "\t[12] button 'Currency'",
    "\t[13] link 'List your property'",
    "\t[14] link 'Trips'",
    "\t[15] button 'Ingrid S.'",
]


def sn_fmt(isk: int, cur: str) -> str:
    return f"ISK {isk:,}" if cur == "ISK" else f"€{isk // 150:,}"


def sn_hotel(checkout: int, cur: str, picker: str | None, picked: int = 0) -> list[str]:
    nights = checkout - 3
    dates = f"Thu, Oct 3 – {'Sat, Oct 5' if checkout == 5 else 'Sun, Oct 6'}"
    out = [
        "[100] main ''",
        "\t[101] navigation 'Breadcrumbs'", "\t\t[102] link 'Iceland'", "\t\t[103] link 'Capital Region'", "\t\t[104] link 'Reykjavík'",
        "\t[105] heading 'Hotel Grandagardur'",
        "\tStaticText '4-star hotel · Grandagarður 8, 101 Reykjavík · 1.2 km from centre'",
        "\tStaticText 'Guest rating 8.7 Excellent · 1,906 reviews'",
        "\t[110] group 'Your stay'",
        f"\t\t[111] button 'Dates {dates}'" + (", expanded=True" if picker else ""),
        "\t\t[112] button '2 adults · 0 children · 1 room'",
    ]
    if picker:
        out += ["\t\t[113] dialog 'Select dates'", "\t\t\tStaticText 'October 2024'", "\t\t\t[114] button 'Previous month'", "\t\t\t[115] button 'Next month'",
                "\t\t\tStaticText " + ("'Check-in Thu, Oct 3 · select check-out'" if picker == "in" else f"'Thu, Oct 3 – {'Sat, Oct 5' if picked == 5 else 'Sun, Oct 6'} · {picked - 3} nights'"),
                "\t\t\t[116] grid 'October 2024'"]
        for d in range(1, 32):
            mark = ""
            if d == 3:
                mark = ", selected=True"
            elif picker == "out" and 3 < d <= picked:
                mark = ", selected=True"
            out.append(f"\t\t\t\t[{120 + d}] gridcell '{d}'" + mark)
        out += ["\t\t\t[160] button 'Clear'", "\t\t\t[161] button 'Apply'" + (", disabled=True" if picker == "in" else "")]
    out += [
        f"\t[170] combobox 'Show prices in' value='{cur}'", "\t\t[171] option 'ISK'" + (", selected=True" if cur == "ISK" else ""),
        "\t\t[172] option 'EUR'" + (", selected=True" if cur == "EUR" else ""), "\t\t[173] option 'USD'",
    ]
    if cur != "ISK":
        out.append("\tStaticText 'Prices in EUR are approximate. You will be charged in ISK at the property.'")
    out += [f"\t[175] heading 'Availability for {nights} nights'", "\t[176] table 'Rooms'",
            "\t\t[177] row 'Room type Guests Price per night Total Action'"]
    rooms = [("Standard Double Room", "1 double bed · 18 m² · free WiFi", 24900, "Only 3 left on our site", True),
             ("Harbour View Double Room", "1 double bed · 22 m² · harbour view", 31500, "", checkout == 5),
             ("Family Suite", "1 double bed, 2 singles · 38 m² · kitchenette", 45000, "", True)]
    for i, (name, desc, per, note, avail) in enumerate(rooms):
        b = 180 + 6 * i
        out += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{name} {desc}'", f"\t\t\t[{b + 2}] cell '{2 if i < 2 else 4}'"]
        if avail:
            out += [f"\t\t\t[{b + 3}] cell '{sn_fmt(per, cur)}'", f"\t\t\t[{b + 4}] cell '{sn_fmt(per * nights, cur)}'",
                    f"\t\t\t[{b + 5}] button 'Reserve'"]
            if note:
                out.append(f"\t\t\tStaticText '{note}'")
            out.append("\t\t\tStaticText 'Free cancellation before Oct 1, 2024 · Breakfast included'")
        else:
            out += [f"\t\t\t[{b + 3}] cell 'Sold out for your dates'", f"\t\t\t[{b + 4}] cell ''", f"\t\t\t[{b + 5}] button 'Reserve', disabled=True"]
    return out


def sn_form(name: str, email: str, arrival: str) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Your booking details'",
        "\t[102] group 'Summary'",
        "\t\tStaticText 'Hotel Grandagardur, Grandagarður 8, 101 Reykjavík'",
        "\t\tStaticText 'Check-in Thu, Oct 3, 2024 (from 15:00)'",
        "\t\tStaticText 'Check-out Sun, Oct 6, 2024 (until 11:00)'",
        "\t\tStaticText '3 nights · 2 adults · 1 × Standard Double Room · breakfast included'",
        "\t\tStaticText 'Total €498 (approx.) · ISK 74,700 charged at the property'",
        "\t\tStaticText 'Free cancellation until 23:59 on Sep 30, 2024'",
        f"\t[110] textbox 'Full name' value='{name}', required" if name else "\t[110] textbox 'Full name', required",
        f"\t[111] textbox 'Email address' value='{email}', required" if email else "\t[111] textbox 'Email address', required",
        "\t[112] combobox 'Country/region' value='Norway'",
        "\t[113] textbox 'Phone number'",
        f"\t[114] combobox 'Estimated arrival time' value='{arrival}'",
        "\t\t[115] option 'I do not know'" + (", selected=True" if arrival == "I do not know" else ""),
        "\t\t[116] option '14:00 – 15:00'",
        "\t\t[117] option '15:00 – 16:00'" + (", selected=True" if arrival == "15:00 – 16:00" else ""),
        "\t\t[118] option '16:00 – 17:00'",
        "\t\t[119] option '17:00 – 18:00'",
        "\t[120] textbox 'Special requests (optional)'",
        "\t[121] button 'Complete booking'",
    ]


SN_DONE = [
    "[100] main ''",
    "\t[101] heading 'Your booking in Reykjavík is confirmed.'",
    "\tStaticText 'We sent a confirmation email to ingrid.sh@nordpost.test'",
    "\tStaticText 'Confirmation number: 4172.883.590'",
    "\tStaticText 'PIN code: 6614'",
    "\t[105] heading 'Hotel Grandagardur'",
    "\tStaticText 'Check-in Thu, Oct 3, 2024 from 15:00 · Check-out Sun, Oct 6, 2024 until 11:00'",
    "\tStaticText 'Guest: Ingrid Solberg-Haugen · 2 adults · Standard Double Room · 3 nights'",
    "\tStaticText 'Estimated arrival: 15:00 – 16:00'",
    "\tStaticText 'Price: ISK 74,700 (about €498) · You will pay at the property'",
    "\tStaticText 'Free cancellation until 23:59 on Sep 30, 2024'",
    "\t[111] button 'Change dates or guests'",
    "\t[112] button 'Cancel booking'",
    "\t[113] link 'View all trips'",
]


def t13() -> Row:
    # clean: hotel booking; extending the stay from 2 to 3 nights changes totals and sells out one room, switching ISK -> EUR reformats the same prices.
    T = "Hotel Grandagardur, Reykjavík – StayNorth"
    u2 = f"{SN}/hotel/is/grandagardur.html?checkin=2024-10-03&checkout=2024-10-05&adults=2&rooms=1"
    u3 = f"{SN}/hotel/is/grandagardur.html?checkin=2024-10-03&checkout=2024-10-06&adults=2&rooms=1"
    u_b = f"{SN}/book?hotel=grandagardur&room=std-dbl&checkin=2024-10-03&checkout=2024-10-06"
    N, E = "Ingrid Solberg-Haugen", "ingrid.sh@nordpost.test"
    turns: Turns = [
        ("click('111')", page(T, u2, SN_HEAD, sn_hotel(5, "ISK", "out", 5))),
        ("click('123')", page(T, u2, SN_HEAD, sn_hotel(5, "ISK", "in"))),
        ("click('126')", page(T, u2, SN_HEAD, sn_hotel(5, "ISK", "out", 6))),
        ("click('161')", page(T, u3, SN_HEAD, sn_hotel(6, "ISK", None))),
        ("select_option('170', 'EUR')", page(T, u3 + "&currency=EUR", SN_HEAD, sn_hotel(6, "EUR", None))),
        ("click('185')", page("Your details – StayNorth", u_b, SN_HEAD, sn_form("", "", "I do not know"))),
        (f"fill('110', '{N}')", page("Your details – StayNorth", u_b, SN_HEAD, sn_form(N, "", "I do not know"))),
        (f"fill('111', '{E}')", page("Your details – StayNorth", u_b, SN_HEAD, sn_form(N, E, "I do not know"))),
        ("select_option('114', '15:00 – 16:00')", page("Your details – StayNorth", u_b, SN_HEAD, sn_form(N, E, "15:00 – 16:00"))),
        ("click('121')", page("Booking confirmed – StayNorth", f"{SN}/confirmation/4172883590", SN_HEAD, SN_DONE)),
    ]
    state = page(T, u2, SN_HEAD, sn_hotel(5, "ISK", None))
    return dict(tid="h14-web-13", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 14 Cedar Ridge Credit Union online banking: transfer, then pay the card
# ---------------------------------------------------------------------------------------------

CR = "https://online.cedarridgecu.test"
CR_NAV = [
    "[10] banner ''",
    "\t[11] link 'Cedar Ridge Credit Union'",
    "\tStaticText 'Good afternoon, Marguerite'",
    "\t[13] link 'Messages (1)'",
    "\t[14] button 'Sign out'",
    "[20] navigation 'Main'",
    "\t[21] link 'Accounts'",
    "\t[22] link 'Transfers'",
    "\t[23] link 'Bill Pay'",
    "\t[24] link 'Deposit a check'",
    "\t[25] link 'Statements'",
    "\t[26] link 'Settings'",
]


def cr_overview(chk_avail: float, chk_cur: float, sav: float, stage: int) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] heading 'Accounts'",
        "\tStaticText 'As of Sep 12, 2024'",
        "\t[103] table 'Deposit accounts'",
        "\t\t[104] row 'Account Available balance Current balance'",
        f"\t\t[105] row 'Everyday Checking ••4821 {money(chk_avail)} {money(chk_cur)}'",
        "\t\t\t[106] link 'Everyday Checking ••4821'",
        f"\t\t[107] row 'High-Yield Savings ••7730 {money(sav)} {money(sav)}'",
        "\t\t\t[108] link 'High-Yield Savings ••7730'",
        "\t[110] table 'Credit cards'",
        "\t\t[111] row 'Account Current balance Statement balance Minimum due Due date'",
        "\t\t[112] row 'Cedar Rewards Visa ••1194 $642.18 $598.40 $35.00 Sep 25, 2024'",
        "\t\t\t[113] link 'Cedar Rewards Visa ••1194'",
        "\t\t\t[114] link 'Pay card'",
        "\tStaticText 'Available credit $7,357.82 of $8,000.00'",
    ]
    if stage >= 2:
        out.append("\tStaticText 'Payment pending: $642.18 from Everyday Checking ••4821'")
    out += ["\t[120] heading 'Recent activity: Everyday Checking ••4821'", "\t[121] table ''",
            "\t\t[122] row 'Date Description Amount Balance'"]
    rows = []
    if stage >= 2:
        rows.append("Pending CEDAR REWARDS VISA PAYMENT ••1194 -$642.18 —")
    if stage >= 1:
        rows.append("Sep 12 ONLINE TRANSFER FROM SAVINGS ••7730 +$500.00 $3,912.56")
    rows += ["Sep 11 KROGER #0412 COLUMBUS OH -$86.24 $3,412.56", "Sep 10 PAYROLL ACME TOOLING INC +$2,145.90 $3,498.80",
             "Sep 9 XCEL ENERGY AUTOPAY -$112.67 $1,352.90", "Sep 8 SHELL OIL 57442 -$48.31 $1,465.57"]
    out += [f"\t\t[{123 + i}] row '{r}'" for i, r in enumerate(rows)]
    out.append("\t[135] link 'View all activity'")
    return out


def cr_transfer(frm: str, to: str, amt: str) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Transfer money'",
        "\t[102] tablist ''", "\t\t[103] tab 'Between my accounts', selected=True", "\t\t[104] tab 'To another member'", "\t\t[105] tab 'External accounts'",
        f"\t[106] combobox 'From' value='{frm or 'Select account'}'",
        "\t\t[107] option 'Everyday Checking ••4821 ($3,412.56)'" + (", selected=True" if frm.startswith("Everyday") else ""),
        "\t\t[108] option 'High-Yield Savings ••7730 ($12,080.00)'" + (", selected=True" if frm.startswith("High") else ""),
        f"\t[109] combobox 'To' value='{to or 'Select account'}'",
        "\t\t[110] option 'Everyday Checking ••4821 ($3,412.56)'" + (", selected=True" if to.startswith("Everyday") else ""),
        "\t\t[111] option 'High-Yield Savings ••7730 ($12,080.00)'" + (", selected=True" if to.startswith("High") else ""),
        "\t\t[112] option 'Cedar Rewards Visa ••1194 ($642.18)'",
        f"\t[113] textbox 'Amount' value='{amt}'" if amt else "\t[113] textbox 'Amount'",
        "\t[114] textbox 'Date' value='09/12/2024'",
        "\t[115] combobox 'Frequency' value='One time'",
        "\t[116] textbox 'Memo (optional)'",
        "\t[117] button 'Review transfer'" + ("" if frm and to and amt else ", disabled=True"),
        "\tStaticText 'Transfers between your Cedar Ridge accounts made before 9:00 PM ET are available immediately.'",
    ]


CR_REVIEW = [
    "[100] main ''",
    "\t[101] heading 'Review transfer'",
    "\t[102] table ''",
    "\t\t[103] row 'From High-Yield Savings ••7730'",
    "\t\t[104] row 'To Everyday Checking ••4821'",
    "\t\t[105] row 'Amount $500.00'",
    "\t\t[106] row 'Date Thu, Sep 12, 2024'",
    "\t\t[107] row 'Frequency One time'",
    "\tStaticText 'Savings withdrawals this statement cycle: 2 of 6.'",
    "\t[109] button 'Edit'",
    "\t[110] button 'Submit transfer'",
]
CR_TDONE = [
    "[100] main ''",
    "\t[101] status ''",
    "\t\tStaticText 'Your transfer is complete.'",
    "\t[103] table ''",
    "\t\t[104] row 'Confirmation number TRF-20240912-55813'",
    "\t\t[105] row 'From High-Yield Savings ••7730'",
    "\t\t[106] row 'To Everyday Checking ••4821'",
    "\t\t[107] row 'Amount $500.00'",
    "\t\t[108] row 'Date Thu, Sep 12, 2024'",
    "\tStaticText 'Savings withdrawals this statement cycle: 3 of 6.'",
    "\t[110] button 'Make another transfer'",
    "\t[111] link 'Print'",
]


def cr_pay(choice: str | None) -> list[str]:
    opts = [("Statement balance $598.40", "a"), ("Current balance $642.18", "b"), ("Minimum payment $35.00", "c"), ("Other amount", "d")]
    out = [
        "[100] main ''",
        "\t[101] heading 'Pay Cedar Rewards Visa ••1194'",
        "\t[102] combobox 'Pay from' value='Everyday Checking ••4821 ($3,912.56)'",
        "\t[103] radiogroup 'Payment amount'",
    ]
    out += [f"\t\t[{104 + i}] radio '{lbl}', checked={choice == lbl}" for i, (lbl, _k) in enumerate(opts)]
    out += [
        "\t[108] textbox 'Payment date' value='09/12/2024'",
        "\tStaticText 'Payment due Sep 25, 2024'",
        "\t[110] button 'Make payment'" + ("" if choice else ", disabled=True"),
        "\t[111] link 'Cancel'",
    ]
    return out


CR_PDONE = [
    "[100] main ''",
    "\t[101] status ''",
    "\t\tStaticText 'Payment scheduled.'",
    "\t[103] table ''",
    "\t\t[104] row 'Confirmation number PMT-7Q4K-90215'",
    "\t\t[105] row 'Card Cedar Rewards Visa ••1194'",
    "\t\t[106] row 'From Everyday Checking ••4821'",
    "\t\t[107] row 'Amount $642.18'",
    "\t\t[108] row 'Payment date Thu, Sep 12, 2024'",
    "\tStaticText 'Your card balance and available credit update when the payment posts, usually within 1 business day.'",
    "\t[110] link 'Back to accounts'",
]


def t14() -> Row:
    # clean: online banking; a savings->checking transfer and a card payment move balances by exactly those amounts, with a pending payment shown separately.
    T, u = "Accounts | Cedar Ridge CU", f"{CR}/accounts"
    SAV, CHK = "High-Yield Savings ••7730 ($12,080.00)", "Everyday Checking ••4821 ($3,412.56)"
    turns: Turns = [
        ("click('22')", page("Transfers | Cedar Ridge CU", f"{CR}/transfers/new", CR_NAV, cr_transfer("", "", ""))),
        (f"select_option('106', '{SAV}')", page("Transfers | Cedar Ridge CU", f"{CR}/transfers/new", CR_NAV, cr_transfer(SAV, "", ""))),
        (f"select_option('109', '{CHK}')", page("Transfers | Cedar Ridge CU", f"{CR}/transfers/new", CR_NAV, cr_transfer(SAV, CHK, ""))),
        ("fill('113', '500.00')", page("Transfers | Cedar Ridge CU", f"{CR}/transfers/new", CR_NAV, cr_transfer(SAV, CHK, "500.00"))),
        ("click('117')", page("Review transfer | Cedar Ridge CU", f"{CR}/transfers/review", CR_NAV, CR_REVIEW)),
        ("click('110')", page("Transfer complete | Cedar Ridge CU", f"{CR}/transfers/TRF-20240912-55813", CR_NAV, CR_TDONE)),
        ("click('21')", page(T, u, CR_NAV, cr_overview(3912.56, 3912.56, 11580.00, 1))),
        ("click('114')", page("Pay card | Cedar Ridge CU", f"{CR}/cards/1194/pay", CR_NAV, cr_pay(None))),
        ("click('105')", page("Pay card | Cedar Ridge CU", f"{CR}/cards/1194/pay", CR_NAV, cr_pay("Current balance $642.18"))),
        ("click('110')", page("Payment scheduled | Cedar Ridge CU", f"{CR}/cards/1194/pay/PMT-7Q4K-90215", CR_NAV, CR_PDONE)),
        ("click('21')", page(T, u, CR_NAV, cr_overview(3270.38, 3912.56, 11580.00, 2))),
    ]
    state = page(T, u, CR_NAV, cr_overview(3412.56, 3412.56, 12080.00, 0))
    return dict(tid="h14-web-14", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 15 PeopleCore HR portal: request time off
# ---------------------------------------------------------------------------------------------

PC = "https://peoplecore.northwind-tooling.test"
PC_NAV = [
    "[10] banner ''",
    "\t[11] link 'PeopleCore home'",
    "\t[12] searchbox 'Search people, tasks and help'",
    "\t[13] link 'Inbox 1'",
    "\t[14] button 'Samir Haddad'",
]


def pc_timeoff(new_req: bool, r915: str, flash: bool) -> list[str]:
    out = ["[100] main ''"]
    if flash:
        out += ["\t[101] status ''", "\t\tStaticText 'Request REQ-31187 was submitted to Helena Ortiz for approval.'"]
    out += [
        "\t[102] heading 'Time Off'",
        "\t[103] button 'Request time off'",
        "\t[104] link 'Team calendar'",
        "\t[105] heading 'Balances as of Oct 3, 2024'",
        "\t[106] table 'Balances'",
        "\t\t[107] row 'Plan Available Pending Used this year'",
        f"\t\t[108] row 'Vacation 11.5 days {'3 days' if new_req else '0 days'} 5 days'",
        "\t\t[109] row " + ("'Personal 2 days 1 day 0 days'" if r915.startswith("Pending") else "'Personal 1 day 0 days 1 day'"),
        "\t\t[110] row 'Sick 6 days 0 days 2 days'",
        "\t[112] heading 'My requests'",
        "\t[113] combobox 'Show' value='This year'",
        "\t[114] table 'Requests'",
        "\t\t[115] row 'Request Type Dates Duration Status Submitted'",
    ]
    rows = []
    if new_req:
        rows.append(("REQ-31187", "Vacation", "Nov 25 – Nov 27, 2024", "3 days", "Pending approval", "Oct 3, 2024"))
    rows += [("REQ-30915", "Personal", "Oct 14, 2024", "1 day", r915, "Sep 30, 2024"),
             ("REQ-30422", "Sick", "Jul 22 – Jul 23, 2024", "2 days", "Approved", "Jul 24, 2024"),
             ("REQ-29981", "Vacation", "Jun 3 – Jun 7, 2024", "5 days", "Approved", "May 6, 2024")]
    for i, (rid, typ, dates, dur, st, sub) in enumerate(rows):
        b = 120 + 3 * i
        out += [f"\t\t[{b}] row '{rid} {typ} {dates} {dur} {st} {sub}'", f"\t\t\t[{b + 1}] link '{rid}'"]
    return out


def pc_form(typ: str, start: str, end: str, comment: str) -> list[str]:
    out = [
        "[100] main ''",
        "\t[102] heading 'Request time off'",
        f"\t[103] combobox 'Time off type' value='{typ or 'Select'}', required",
        "\t\t[104] option 'Vacation'" + (", selected=True" if typ == "Vacation" else ""),
        "\t\t[105] option 'Personal'",
        "\t\t[106] option 'Sick'",
        "\t\t[107] option 'Bereavement'",
        "\t\t[108] option 'Jury duty'",
    ]
    if typ:
        out.append("\tStaticText 'Vacation balance: 11.5 days available'")
    out += [
        f"\t[110] textbox 'Start date (MM/DD/YYYY)' value='{start}', required" if start else "\t[110] textbox 'Start date (MM/DD/YYYY)', required",
        f"\t[111] textbox 'End date (MM/DD/YYYY)' value='{end}', required" if end else "\t[111] textbox 'End date (MM/DD/YYYY)', required",
        "\t[112] checkbox 'Partial day', checked=False",
    ]
    if start and end:
        out.append("\tStaticText 'Duration: 3 days (24 hours) · Mon, Nov 25 – Wed, Nov 27, 2024'")
    out += [
        f"\t[114] textbox 'Comment for approver' value='{comment}'" if comment else "\t[114] textbox 'Comment for approver'",
        "\tStaticText 'Approver: Helena Ortiz (Manager, Tooling Engineering)'",
        "\t[116] button 'Submit'" + ("" if typ and start and end else ", disabled=True"),
        "\t[117] button 'Cancel'",
    ]
    return out


PC_915 = [
    "[100] main ''",
    "\t[101] link 'Back to Time Off'",
    "\t[102] heading 'REQ-30915 · Personal'",
    "\t[103] table ''",
    "\t\t[104] row 'Employee Samir Haddad'",
    "\t\t[105] row 'Dates Mon, Oct 14, 2024'",
    "\t\t[106] row 'Duration 1 day (8 hours)'",
    "\t\t[107] row 'Status Approved'",
    "\t\t[108] row 'Comment Parent-teacher conferences in the morning'",
    "\t[110] heading 'History'",
    "\t[111] list ''",
    "\t\t[112] listitem 'Sep 30, 2024 9:12 AM · Submitted by Samir Haddad'",
    "\t\t[113] listitem 'Oct 1, 2024 4:47 PM · Approved by Helena Ortiz · \"Enjoy the long weekend.\"'",
    "\t[115] button 'Cancel request'",
]


def t15() -> Row:
    # bad: HR portal; turn 8's detail of REQ-30915 says Approved on Oct 1, while the Oct 3 pages at turns 1 and 7 listed it as Pending approval (no one acted on it).
    T, u = "Time Off | PeopleCore", f"{PC}/time-off"
    C = "Thanksgiving travel to Dearborn"
    home = [
        "[100] main ''",
        "\t[101] heading 'Good morning, Samir'",
        "\tStaticText 'Thursday, October 3, 2024'",
        "\t[103] link 'Time Off'",
        "\t[104] link 'Pay'",
        "\t[105] link 'Benefits'",
        "\t[106] link 'My Profile'",
        "\t[107] link 'Learning'",
        "\t[108] heading 'Announcements'",
        "\tStaticText 'Open enrollment for 2025 benefits runs Oct 21 – Nov 8.'",
    ]
    turns: Turns = [
        ("click('103')", page(T, u, PC_NAV, pc_timeoff(False, "Pending approval", False))),
        ("click('103')", page("Request time off | PeopleCore", f"{u}/new", PC_NAV, pc_form("", "", "", ""))),
        ("select_option('103', 'Vacation')", page("Request time off | PeopleCore", f"{u}/new", PC_NAV, pc_form("Vacation", "", "", ""))),
        ("fill('110', '11/25/2024')", page("Request time off | PeopleCore", f"{u}/new", PC_NAV, pc_form("Vacation", "11/25/2024", "", ""))),
        ("fill('111', '11/27/2024')", page("Request time off | PeopleCore", f"{u}/new", PC_NAV, pc_form("Vacation", "11/25/2024", "11/27/2024", ""))),
        (f"fill('114', '{C}')", page("Request time off | PeopleCore", f"{u}/new", PC_NAV, pc_form("Vacation", "11/25/2024", "11/27/2024", C))),
        ("click('116')", page(T, u, PC_NAV, pc_timeoff(True, "Pending approval", True))),
        ("click('124')", page("REQ-30915 | PeopleCore", f"{u}/requests/REQ-30915", PC_NAV, PC_915)),
        ("click('101')", page(T, u, PC_NAV, pc_timeoff(True, "Approved", False))),
    ]
    state = page("Home | PeopleCore", f"{PC}/home", PC_NAV, home)
    return dict(tid="h14-web-15", turns=turns, state=state, bad=True, turn=8,
                kind="request listed as pending is shown approved two days earlier with no approver action in between")


# ---------------------------------------------------------------------------------------------
# 16 Tidewater Calendar: rename an event, create another
# ---------------------------------------------------------------------------------------------

TW = "https://calendar.tidewater.test"
TW_NAV = [
    "[10] banner ''",
    "\t[11] button 'Main menu'",
    "\t[12] link 'Tidewater Calendar'",
    "\t[13] button 'Today'",
    "\t[14] button 'Previous week'",
    "\t[15] button 'Next week'",
    "\t[17] combobox 'View' value='Week'",
    "\t[18] button 'Search'",
    "\t[19] button 'Priyanka Menon'",
    "[20] complementary ''",
    "\t[21] button 'Create'",
    "\t[22] heading 'My calendars'",
    "\t[23] checkbox 'Priyanka Menon', checked=True",
    "\t[24] checkbox 'Tasks', checked=True",
    "\t[25] checkbox 'Finance team', checked=True",
    "\t[26] heading 'Other calendars'",
    "\t[27] checkbox 'Holidays in United States', checked=True",
]

W1 = [("Mon", 16, [("Standup", "09:00", "09:30", "Zoom"), ("Design crit", "14:00", "15:00", "Room 3C")]),
      ("Tue", 17, [("BUDGET", "13:00", "14:00", "LOC")]),
      ("Wed", 18, [("Standup", "09:00", "09:30", "Zoom"), ("1:1 with Corinne", "11:00", "11:45", "Corinne’s office")]),
      ("Thu", 19, [("Vendor sync – Loomis Freight", "15:00", "16:00", "Zoom")]),
      ("Fri", 20, [("Standup", "09:00", "09:30", "Zoom"), ("Lunch & learn: Postgres indexing", "12:00", "13:00", "Cafeteria")]),
      ("Sat", 21, []), ("Sun", 22, [])]
W2 = [("Mon", 23, [("Standup", "09:00", "09:30", "Zoom")]),
      ("Tue", 24, [("NEW", "10:00", "11:00", "")]),
      ("Wed", 25, [("Standup", "09:00", "09:30", "Zoom"), ("1:1 with Corinne", "11:00", "11:45", "Corinne’s office")]),
      ("Thu", 26, [("Quarterly planning", "10:00", "11:30", "Room 2A")]),
      ("Fri", 27, [("Standup", "09:00", "09:30", "Zoom")]),
      ("Sat", 28, []), ("Sun", 29, [])]
DAYNAME = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"}


def tw_week(week: int, budget: str, loc: str, new_event: bool, toast: bool) -> list[str]:
    days = W1 if week == 1 else W2
    label = "September 16 – 22, 2024" if week == 1 else "September 23 – 29, 2024"
    out = ["[100] main ''", f"\t[101] heading '{label}'", "\t[102] grid 'Week view'"]
    b = 110
    for dn, d, evs in days:
        out.append(f"\t\t[{b}] columnheader '{dn} {d}'" + (", current=date" if d == 16 else ""))
        b += 1
        for title, st, en, where in evs:
            if title == "BUDGET":
                title, where = budget, loc
            if title == "NEW":
                if not new_event:
                    continue
                title = "Q4 hiring plan draft"
            where_s = f", {where}" if where else ""
            out.append(f"\t\t\t[{b}] button '{title}, {st} to {en}, {DAYNAME[dn]}, September {d}{where_s}'")
            b += 1
    if toast:
        out += ["[90] status ''", "\tStaticText 'Event saved'", "\t[92] button 'Undo'"]
    return out


def tw_popover(title: str, loc: str) -> list[str]:
    return [
        "[400] dialog 'Event details'",
        f"\t[401] heading '{title}'",
        "\tStaticText 'Tuesday, September 17 · 13:00 – 14:00'",
        f"\tStaticText '{loc}'",
        "\tStaticText 'Guests: Priyanka Menon (organizer), Dale Whitcomb, Farah Nasser · 2 yes, 1 awaiting'",
        "\tStaticText 'Walk through Q3 actuals vs plan before the FY25 submission.'",
        "\t[406] button 'Edit event'",
        "\t[407] button 'Delete event'",
        "\t[408] button 'Close'",
    ]


def tw_edit(title: str, date: str, start: str, end: str, loc: str, desc: str, guests: bool) -> list[str]:
    out = [
        "[200] main ''",
        "\t[201] button 'Close'",
        f"\t[202] textbox 'Title' value='{title}'" if title else "\t[202] textbox 'Title'",
        f"\t[203] textbox 'Date' value='{date}'",
        f"\t[204] combobox 'Start time' value='{start}'",
        f"\t[205] combobox 'End time' value='{end}'",
        "\t[206] checkbox 'All day', checked=False",
        "\t[207] combobox 'Repeat' value='Does not repeat'",
        f"\t[208] textbox 'Location' value='{loc}'" if loc else "\t[208] textbox 'Location'",
        f"\t[209] textbox 'Description' value='{desc}'" if desc else "\t[209] textbox 'Description'",
        "\t[210] combobox 'Calendar' value='Priyanka Menon'",
        "\t[211] textbox 'Add guests'",
    ]
    if guests:
        out += ["\t[212] list 'Guests'", "\t\t[213] listitem 'Priyanka Menon, organizer'", "\t\t[214] listitem 'Dale Whitcomb'", "\t\t[215] listitem 'Farah Nasser'"]
    out += ["\t[220] button 'Save'", "\t[221] button 'Cancel'"]
    return out


def t16() -> Row:
    # bad: calendar; the Tue Sep 17 event renamed to 'FY25 budget review w/ Finance' at turn 5 appears again as 'Budget review' (with the new room) in turn 11's week view.
    T = "Tidewater Calendar - Week of September 16, 2024"
    T2 = "Tidewater Calendar - Week of September 23, 2024"
    u1, u2 = f"{TW}/week/2024/9/16", f"{TW}/week/2024/9/23"
    NEWT, D = "FY25 budget review w/ Finance", "Walk through Q3 actuals vs plan before the FY25 submission."
    turns: Turns = [
        ("click('114')", page(T, u1, TW_NAV, tw_week(1, "Budget review", "Room 4B", False, False), tw_popover("Budget review", "Room 4B"))),
        ("click('406')", page("Edit event - Tidewater Calendar", f"{TW}/event/ev_7h3kq2m9/edit", tw_edit("Budget review", "09/17/2024", "13:00", "14:00", "Room 4B", D, True))),
        (f"fill('202', '{NEWT}')", page("Edit event - Tidewater Calendar", f"{TW}/event/ev_7h3kq2m9/edit", tw_edit(NEWT, "09/17/2024", "13:00", "14:00", "Room 4B", D, True))),
        ("fill('208', 'Room 2A')", page("Edit event - Tidewater Calendar", f"{TW}/event/ev_7h3kq2m9/edit", tw_edit(NEWT, "09/17/2024", "13:00", "14:00", "Room 2A", D, True))),
        ("click('220')", page(T, u1, TW_NAV, tw_week(1, NEWT, "Room 2A", False, True))),
        ("click('15')", page(T2, u2, TW_NAV, tw_week(2, NEWT, "Room 2A", False, False))),
        ("click('21')", page("New event - Tidewater Calendar", f"{TW}/event/new", tw_edit("", "09/16/2024", "10:00", "11:00", "", "", False))),
        ("fill('202', 'Q4 hiring plan draft')", page("New event - Tidewater Calendar", f"{TW}/event/new", tw_edit("Q4 hiring plan draft", "09/16/2024", "10:00", "11:00", "", "", False))),
        ("fill('203', '09/24/2024')", page("New event - Tidewater Calendar", f"{TW}/event/new", tw_edit("Q4 hiring plan draft", "09/24/2024", "10:00", "11:00", "", "", False))),
        ("click('220')", page(T2, u2, TW_NAV, tw_week(2, NEWT, "Room 2A", True, True))),
        ("click('14')", page(T, u1, TW_NAV, tw_week(1, "Budget review", "Room 2A", True, False))),
        ("click('114')", page(T, u1, TW_NAV, tw_week(1, "Budget review", "Room 2A", True, False), tw_popover("Budget review", "Room 2A"))),
    ]
    state = page(T, u1, TW_NAV, tw_week(1, "Budget review", "Room 4B", False, False))
    return dict(tid="h14-web-16", turns=turns, state=state, bad=True, turn=11,
                kind="renamed calendar event shown under its old title in the week view")


# ---------------------------------------------------------------------------------------------
# 17 Frontdesk helpdesk (Zammad-like): take a ticket, set pending reminder, internal note
# ---------------------------------------------------------------------------------------------

FD = "https://help.brookfieldlibrary.test"


def fd_nav(mine: int, unassigned: int, open_n: int, active: str | None) -> list[str]:
    items = [("My tickets", mine), ("Unassigned & Open", unassigned), ("My pending reached", 0), ("Escalated tickets", 2), ("Open tickets", open_n)]
    out = ["[10] navigation 'Main'", "\t[11] link 'Dashboard'", "\t[12] link 'Overviews'", "\t[13] link 'Customer'", "\t[14] searchbox 'Search…'",
           "\t[15] button 'Reuben Mallory'", "[30] navigation 'Overviews'"]
    for i, (name, n) in enumerate(items):
        out.append(f"\t[{31 + i}] link '{name} {n}'" + (", current=page" if name == active else ""))
    return out


UNASSIGNED = [
    ("#48231", "VPN client install request – laptop LT-2290", "Tomas Eklund", "Service Desk", "09:41"),
    ("#48229", "Printer on floor 2 jams on duplex", "Grace Abernathy", "Facilities IT", "09:32"),
    ("#48224", "Cannot open the Circulation shared drive", "Dwayne Pruitt", "Service Desk", "09:20"),
    ("#48213", "VPN disconnects every 20 minutes", "Ingrid Halvorsen", "Service Desk", "09:14"),
    ("#48207", "New staff account for J. Okafor", "Lorraine Biddle", "Accounts", "08:58"),
    ("#48199", "Self-checkout kiosk 3 frozen", "Oakridge Branch", "Facilities IT", "08:31"),
    ("#48193", "Wi-Fi captive portal loops on Android", "Public Services", "Network", "08:05"),
]


def fd_list(title: str, rows: list[tuple[str, ...]], total: int, cols: str) -> list[str]:
    out = ["[100] main ''", f"\t[101] heading '{title}'", f"\tStaticText '{total} tickets'", "\t[103] button 'Select all'", "\t[104] table ''",
           f"\t\t[105] row '{cols}'"]
    for i, r in enumerate(rows):
        b = 110 + 3 * i
        out += [f"\t\t[{b}] row '" + " ".join(r) + "'", f"\t\t\t[{b + 1}] link '{r[1]}'"]
    return out


NOTE = "Asked Ingrid to update GlobalProtect to 5.3.2 and switch the home router off 5 GHz band steering. Will follow up Thursday."


def fd_ticket(owner: str, state: str, pending: str, internal: bool, note: str, updated: bool) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] heading 'VPN disconnects every 20 minutes'",
        "\tStaticText '#48213 · Ingrid Halvorsen · Circulation, Main Branch'",
        "\tStaticText 'Created 09:14 · " + ("Updated just now" if updated else "Updated 09:14") + "'",
        "\t[104] list 'Articles'",
        "\t\t[105] article ''",
        "\t\t\tStaticText 'Ingrid Halvorsen · 09:14 · email'",
        "\t\t\tStaticText 'Since Monday the VPN drops every 20 minutes or so when I work from home. I have to log in again each time and lose whatever I was doing in Sierra. Laptop LT-1874, home internet is Spectrum.'",
        "\t\t[108] article ''",
        "\t\t\tStaticText 'Frontdesk · 09:14 · auto reply'",
        "\t\t\tStaticText 'Your request (#48213) has been received and will be reviewed by our support staff.'",
    ]
    if updated:
        out += ["\t\t[111] article ''", "\t\t\tStaticText 'Reuben Mallory · 10:02 · internal note'", f"\t\t\tStaticText '{NOTE}'"]
    out += [
        f"\t[120] textbox 'Text' value='{note}'" if note else "\t[120] textbox 'Text'",
        f"\t[121] checkbox 'Internal', checked={internal}",
        "\t[122] button 'Attach files'",
        "[150] complementary 'Ticket'",
        "\t[151] combobox 'Group' value='Service Desk'",
        f"\t[152] combobox 'Owner' value='{owner}'",
        "\t\t[153] option '-'" + (", selected=True" if owner == "-" else ""),
        "\t\t[154] option 'Reuben Mallory'" + (", selected=True" if owner == "Reuben Mallory" else ""),
        "\t\t[155] option 'Shanice Boateng'",
        "\t\t[156] option 'Vikram Rao'",
        f"\t[157] combobox 'State' value='{state}'",
        "\t\t[158] option 'new'",
        "\t\t[159] option 'open'" + (", selected=True" if state == "open" else ""),
        "\t\t[160] option 'pending reminder'" + (", selected=True" if state == "pending reminder" else ""),
        "\t\t[161] option 'pending close'",
        "\t\t[162] option 'closed'",
    ]
    if state.startswith("pending"):
        out.append(f"\t[163] textbox 'Pending till' value='{pending}', required" if pending else "\t[163] textbox 'Pending till', required")
    out += [
        "\t[164] combobox 'Priority' value='2 normal'",
        "\t[165] textbox 'Tags' value='vpn, remote-work'",
        "\tStaticText 'Customer: Ingrid Halvorsen · ingrid.halvorsen@brookfieldlibrary.test · 6 tickets'",
        "\t[167] button 'Update'",
    ]
    if updated:
        out += ["[90] status ''", "\tStaticText 'Ticket #48213 updated.'"]
    return out


MY_BEFORE = [
    ("#48185", "Laptop battery swelling – LT-1650", "Harold Yeung", "open", "yesterday 16:22"),
    ("#48170", "Microfilm reader PC will not boot", "Local History Room", "open", "yesterday 11:05"),
    ("#48151", "Licence renewal for Adobe Acrobat seats", "Lorraine Biddle", "pending reminder", "Sep 13 14:40"),
    ("#48102", "Replace toner on copier CP-03", "Eastgate Branch", "pending close", "Sep 11 09:18"),
]


def t17() -> Row:
    # clean: helpdesk; taking a ticket and setting it to pending reminder moves it between overviews (counts 4->5, 17->16, 31->30) and updates its timestamps.
    T = "#48213 - VPN disconnects every 20 minutes - Frontdesk"
    u_t = f"{FD}/#ticket/zoom/48213"
    before = fd_nav(4, 7, 31, "Unassigned & Open")
    after = fd_nav(5, 6, 30, None)
    cols = "Number Title Customer Group Created"
    PT = "09/19/2024 10:00"
    mine = [("#48213", "VPN disconnects every 20 minutes", "Ingrid Halvorsen", "pending reminder", "10:02")] + MY_BEFORE
    turns: Turns = [
        ("click('120')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("-", "open", "", False, "", False))),
        ("select_option('152', 'Reuben Mallory')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("Reuben Mallory", "open", "", False, "", False))),
        ("select_option('157', 'pending reminder')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("Reuben Mallory", "pending reminder", "", False, "", False))),
        (f"fill('163', '{PT}')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("Reuben Mallory", "pending reminder", PT, False, "", False))),
        ("click('121')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("Reuben Mallory", "pending reminder", PT, True, "", False))),
        (f"fill('120', '{NOTE}')", page(T, u_t, fd_nav(4, 7, 31, None), fd_ticket("Reuben Mallory", "pending reminder", PT, True, NOTE, False))),
        ("click('167')", page(T, u_t, after, fd_ticket("Reuben Mallory", "pending reminder", PT, False, "", True))),
        ("click('32')", page("Unassigned & Open - Frontdesk", f"{FD}/#ticket/view/all_unassigned", fd_nav(5, 6, 30, "Unassigned & Open"),
                             fd_list("Unassigned & Open", [r for r in UNASSIGNED if r[0] != "#48213"], 6, cols))),
        ("click('31')", page("My tickets - Frontdesk", f"{FD}/#ticket/view/my_tickets", fd_nav(5, 6, 30, "My tickets"),
                             fd_list("My tickets", mine, 5, "Number Title Customer State Updated"))),
    ]
    state = page("Unassigned & Open - Frontdesk", f"{FD}/#ticket/view/all_unassigned", before, fd_list("Unassigned & Open", UNASSIGNED, 7, cols))
    return dict(tid="h14-web-17", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 18 Quadrangle LMS: submit an assignment and comment
# ---------------------------------------------------------------------------------------------

QL = "https://quadrangle.hollis.edu"
QL_C = f"{QL}/courses/30418"


def ql_nav(active: str) -> list[str]:
    out = [
        "[10] navigation 'Global'",
        "\t[11] link 'Dashboard'",
        "\t[12] link 'Courses'",
        "\t[13] link 'Calendar'",
        "\t[14] link 'Inbox 2'",
        "\t[15] link 'Account'",
        "[20] navigation 'Breadcrumbs'",
        "\t[21] link 'HIST 214-02 F24'",
        "[30] navigation 'Course'",
    ]
    for i, it in enumerate(["Home", "Announcements", "Assignments", "Discussions", "Grades", "People", "Files", "Syllabus", "Modules"]):
        out.append(f"\t[{31 + i}] link '{it}'" + (", current=page" if it == active else ""))
    return out


QL_HOME = [
    "[100] main ''",
    "\t[101] heading 'HIST 214: The Atlantic World, 1450–1800'",
    "\tStaticText 'Prof. Olumide Adeyemi · MWF 10:00–10:50 · Harkness Hall 112'",
    "\t[103] heading 'Recent announcements'",
    "\t[104] link 'PSA 2 office hours moved to Thursday'",
    "\tStaticText 'Posted Oct 7 at 3:12pm'",
    "\t[106] heading 'To do'",
    "\t[107] link 'Turn in Primary Source Analysis 2'",
    "\tStaticText '20 points · Oct 11 at 11:59pm'",
]

QL_ASSIGN = [
    "[100] main ''",
    "\t[101] searchbox 'Search for Assignment'",
    "\t[102] button 'Show By Date', pressed=True",
    "\t[103] button 'Show By Type'",
    "\t[104] heading 'Upcoming Assignments'",
    "\t[105] list ''",
    "\t\t[106] link 'Primary Source Analysis 2'",
    "\t\tStaticText 'Due Oct 11 at 11:59pm | -/20 pts'",
    "\t\t[108] link 'Map Exercise: Triangular Trade Routes'",
    "\t\tStaticText 'Not available until Oct 12 at 12am | Due Oct 18 at 11:59pm | -/15 pts'",
    "\t[110] heading 'Past Assignments'",
    "\t[111] list ''",
    "\t\t[112] link 'Reading Quiz 3'",
    "\t\tStaticText 'Due Oct 4 at 11:59pm | 9/10 pts'",
    "\t\t[114] link 'Primary Source Analysis 1'",
    "\t\tStaticText 'Due Sep 20 at 11:59pm | 18/20 pts'",
]

PSA_TEXT = ("The 1688 letter from the Royal African Company factor at Cape Coast Castle shows how the Company relied on credit from Fante brokers, "
            "which complicates the idea of a monopoly run from London.")


def ql_psa(mode: str, text: str = "") -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] heading 'Primary Source Analysis 2'",
        "\tStaticText 'Due Oct 11 by 11:59pm · Points 20 · Submitting a text entry box or a file upload · Available Sep 30 at 12am - Oct 13 at 11:59pm'",
        "\tStaticText 'Choose one document from the Week 5 reader (Gold Coast correspondence). In 600–800 words, identify the author, audience and purpose, and explain what the document reveals about African agency in the trade. Cite page numbers from the reader.'",
    ]
    if mode == "start":
        out.append("\t[104] button 'Start Assignment'")
    elif mode in ("file", "text"):
        out += [
            "\t[104] button 'Start Assignment', disabled=True",
            "\t[105] tablist 'Submission type'",
            "\t\t[106] tab 'File Upload'" + (", selected=True" if mode == "file" else ""),
            "\t\t[107] tab 'Text Entry'" + (", selected=True" if mode == "text" else ""),
        ]
        if mode == "file":
            out += ["\t[108] button 'Upload File'", "\tStaticText 'No file chosen'"]
        else:
            out += ["\t[109] toolbar 'Editor toolbar'", f"\t[110] textbox 'Rich Content Editor' value='{text}'" if text else "\t[110] textbox 'Rich Content Editor'",
                    f"\tStaticText '{len(text.split())} words'"]
        out += ["\t[111] textbox 'Comments…'", "\t[112] button 'Cancel'", "\t[113] button 'Submit Assignment'" + ("" if text else ", disabled=True")]
    else:
        out += [
            "\t[104] button 'New Attempt'",
            "[150] complementary 'Submission'",
            "\t[151] heading 'Submission'",
            "\tStaticText 'Submitted!'",
            "\tStaticText 'Oct 9 at 9:47pm'",
            "\t[154] link 'Submission Details'",
            "\tStaticText 'Grade: - (20 pts possible)'",
            "\tStaticText 'Comments: No Comments'",
        ]
    return out


def ql_details(draft: str, comment_time: str | None) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] link 'Back to Assignment Details'",
        "\t[102] heading 'Submission Details'",
        "\tStaticText 'Primary Source Analysis 2'",
        "\tStaticText 'Lucas Brennan'",
        "\tStaticText 'Submitted: Oct 9 at 9:47pm'",
        "\t[106] combobox 'Attempt' value='Attempt 1: Oct 9 at 9:47pm'",
        "\tStaticText 'Grade: - (20 pts possible)'",
        "\t[108] region 'Submission'",
        f"\t\tStaticText '{PSA_TEXT}'",
        "\t[110] heading 'Comments'",
    ]
    if comment_time:
        out += ["\t[111] list ''", "\t\t[112] listitem ''", "\t\t\tStaticText 'Lucas Brennan'", f"\t\t\tStaticText 'Oct 9 at {comment_time}'", f"\t\t\tStaticText '{COMMENT18}'"]
    else:
        out.append("\tStaticText 'No comments yet'")
    out += [f"\t[120] textbox 'Add a Comment' value='{draft}'" if draft else "\t[120] textbox 'Add a Comment'", "\t[121] button 'Attach file'", "\t[122] button 'Save'"]
    return out


COMMENT18 = "Professor Adeyemi, I worked from the 1688 Cape Coast letter (reader pp. 212-219). Please let me know if a second document was expected."


def ql_grades() -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Grades for Lucas Brennan'",
        "\t[102] combobox 'Arrange By' value='Due Date'",
        "\t[103] table 'Assignments are weighted by group'",
        "\t\t[104] row 'Name Due Submitted Status Score Out of'",
        "\t\t[105] row 'Primary Source Analysis 1 Sep 20 by 11:59pm Sep 19 at 10:31pm 18 20'",
        "\t\t[106] row 'Reading Quiz 3 Oct 4 by 11:59pm Oct 3 at 8:02pm 9 10'",
        "\t\t[107] row 'Primary Source Analysis 2 Oct 11 by 11:59pm Oct 9 at 9:47pm - 20'",
        "\t\t\t[108] button 'Read comments (1)'",
        "\t\t[109] row 'Map Exercise: Triangular Trade Routes Oct 18 by 11:59pm - 15'",
        "\tStaticText 'Total: 90.00% (27.00 / 30.00)'",
    ]


def t18() -> Row:
    # bad: LMS; the comment saved at turn 9 is stamped Oct 9 at 9:44pm although the submission it follows was stamped Oct 9 at 9:47pm at turns 6-7.
    TA = "Primary Source Analysis 2: HIST 214-02 F24"
    u_a = f"{QL_C}/assignments/221904"
    u_d = f"{u_a}/submissions/55127"
    turns: Turns = [
        ("click('33')", page("Assignments: HIST 214-02 F24", f"{QL_C}/assignments", ql_nav("Assignments"), QL_ASSIGN)),
        ("click('106')", page(TA, u_a, ql_nav("Assignments"), ql_psa("start"))),
        ("click('104')", page(TA, u_a, ql_nav("Assignments"), ql_psa("file"))),
        ("click('107')", page(TA, u_a, ql_nav("Assignments"), ql_psa("text"))),
        (f"fill('110', '{PSA_TEXT}')", page(TA, u_a, ql_nav("Assignments"), ql_psa("text", PSA_TEXT))),
        ("click('113')", page(TA, u_a, ql_nav("Assignments"), ql_psa("done"))),
        ("click('154')", page("Submission Details: HIST 214-02 F24", u_d, ql_nav("Assignments"), ql_details("", None))),
        (f"fill('120', '{COMMENT18}')", page("Submission Details: HIST 214-02 F24", u_d, ql_nav("Assignments"), ql_details(COMMENT18, None))),
        ("click('122')", page("Submission Details: HIST 214-02 F24", u_d, ql_nav("Assignments"), ql_details("", "9:44pm"))),
        ("click('35')", page("Grades: HIST 214-02 F24", f"{QL_C}/grades", ql_nav("Grades"), ql_grades())),
    ]
    state = page("HIST 214-02 F24", QL_C, ql_nav("Home"), QL_HOME)
    return dict(tid="h14-web-18", turns=turns, state=state, bad=True, turn=9,
                kind="comment posted after the submission is timestamped a few minutes before it")


# ---------------------------------------------------------------------------------------------
# 19 Salt Creek Public Library catalog: place a hold on another edition
# ---------------------------------------------------------------------------------------------

LB = "https://saltcreek.catalog.test"


def lb_head(q: str = "") -> list[str]:
    return [
        "[10] banner ''",
        "\t[11] link 'Salt Creek Public Library'",
        f"\t[12] searchbox 'Search the catalog' value='{q}'" if q else "\t[12] searchbox 'Search the catalog'",
        "\t[13] combobox 'Search by' value='Keyword'",
        "\t[14] button 'Search'",
        "\t[15] link 'My Account'",
        "\t[16] link 'Events'",
        "\t[17] link 'Hours & Locations'",
        "\t[18] button 'Log out Wren C.'",
    ]


OLD_HOLDS = [
    ("Demon Copperhead", "Kingsolver, Barbara", "Book", "#4 of 12 on 5 copies", "Main Library", "Jul 29, 2024"),
    ("The Covenant of Water", "Verghese, Abraham", "Book", "Ready for pickup until Sep 21, 2024", "Main Library", "Aug 12, 2024"),
    ("Tomorrow, and Tomorrow, and Tomorrow", "Zevin, Gabrielle", "eBook", "#2 of 3 on 1 copy", "Libby", "Sep 2, 2024"),
]
NEW_HOLD = ("The Overstory [large print]", "Powers, Richard", "Large Print", "#1 of 1 · being pulled from the shelf", "Eastside Branch", "Sep 17, 2024")


def lb_account(new: bool, tab: str) -> list[str]:
    holds = OLD_HOLDS + ([NEW_HOLD] if new else [])
    out = [
        "[100] main ''",
        "\t[101] heading 'My Account'",
        "\tStaticText 'Wren Castellanos · Card ending 4417 · expires Mar 3, 2026'",
        "\t[103] tablist ''",
        "\t\t[104] tab 'Summary'" + (", selected=True" if tab == "Summary" else ""),
        "\t\t[105] tab 'Checked out (2)'",
        f"\t\t[106] tab 'Holds ({len(holds)})'" + (", selected=True" if tab == "Holds" else ""),
        "\t\t[107] tab 'Fines & fees ($0.00)'",
        "\t\t[108] tab 'Reading history'",
    ]
    if tab == "Summary":
        out += [
            "\t[110] heading 'Checked out (2)'",
            "\t[111] table ''",
            "\t\t[112] row 'Braiding Sweetgrass · Kimmerer, Robin Wall · Due Sep 24, 2024 · Renewed 1 of 2'",
            "\t\t[113] row 'The Hidden Life of Trees · Wohlleben, Peter · Due Oct 1, 2024 · Renewed 0 of 2'",
            f"\t[115] heading 'Holds ({len(holds)})'",
            "\t[116] table ''",
        ]
        for i, (t, a, f, st, loc, _placed) in enumerate(holds):
            out.append(f"\t\t[{117 + i}] row '{t} · {a} · {f} · {st} · Pickup: {loc}'")
    else:
        out += ["\t[130] combobox 'Sort by' value='Date placed (newest first)'", "\t[131] table 'Holds'", "\t\t[132] row 'Title Format Status Pickup location Placed'"]
        for i, (t, a, f, st, loc, placed) in enumerate(holds[::-1]):
            out += [f"\t\t[{133 + 3 * i}] row '{t} {a} {f} {st} {loc} {placed}'", f"\t\t\t[{134 + 3 * i}] button 'Cancel hold'", f"\t\t\t[{135 + 3 * i}] button 'Suspend'"]
    return out


LB_RESULTS = [
    "[100] main ''",
    "\t[101] heading 'Search results'",
    "\tStaticText '4 results for \"The Overstory\"'",
    "\t[103] combobox 'Sort by' value='Relevance'",
    "\t[104] list ''",
    "\t\t[105] listitem ''",
    "\t\t\t[106] link 'The Overstory: A Novel'",
    "\t\t\tStaticText 'Powers, Richard · 2018 · Book'",
    "\t\t\tStaticText 'All copies in use · Holds: 7 on 3 copies'",
    "\t\t\t[109] button 'Place hold'",
    "\t\t[110] listitem ''",
    "\t\t\t[111] link 'The Overstory [large print]'",
    "\t\t\tStaticText 'Powers, Richard · 2018 · Large Print'",
    "\t\t\tStaticText 'Available at Eastside Branch'",
    "\t\t\t[114] button 'Place hold'",
    "\t\t[115] listitem ''",
    "\t\t\t[116] link 'The Overstory [eAudiobook]'",
    "\t\t\tStaticText 'Powers, Richard · 2018 · eAudiobook (Libby)'",
    "\t\t\tStaticText 'Available now'",
    "\t\t\t[119] button 'Borrow'",
    "\t\t[120] listitem ''",
    "\t\t\t[121] link 'Understory: A Life with Trees'",
    "\t\t\tStaticText 'Simpson, Inga · 2017 · Book'",
    "\t\t\tStaticText 'Available at 2 locations'",
    "\t\t\t[124] button 'Place hold'",
    "[150] complementary 'Refine results'",
    "\t[151] heading 'Format'",
    "\t[152] checkbox 'Book (2)', checked=False",
    "\t[153] checkbox 'Large Print (1)', checked=False",
    "\t[154] checkbox 'eAudiobook (1)', checked=False",
]

LB_HARD = [
    "[100] main ''",
    "\t[101] heading 'The Overstory: A Novel'",
    "\tStaticText 'Powers, Richard'",
    "\tStaticText 'Book · 2018 · New York : W. W. Norton & Company · 502 pages'",
    "\tStaticText 'ISBN 9780393635522'",
    "\tStaticText 'Winner of the 2019 Pulitzer Prize for Fiction.'",
    "\t[106] button 'Place hold'",
    "\tStaticText 'All copies in use · Holds: 7 on 3 copies'",
    "\t[108] table 'Copies'",
    "\t\t[109] row 'Location Call number Status'",
    "\t\t[110] row 'Main Library FIC POWERS Due 09-24-24'",
    "\t\t[111] row 'Eastside Branch FIC POWERS Due 09-30-24'",
    "\t\t[112] row 'Westgate Branch FIC POWERS In transit'",
    "\t[113] heading 'Other formats and editions'",
    "\t[114] link 'Large Print (2018)'",
    "\t[115] link 'eAudiobook (2018)'",
]


def lb_lp(hold_form: bool, pickup: str, placed: bool) -> list[str]:
    out = [
        "[100] main ''",
        "\t[101] heading 'The Overstory [large print]'",
        "\tStaticText 'Powers, Richard'",
        "\tStaticText 'Large Print · 2018 · Waterville, Maine : Thorndike Press · 877 pages'",
        "\tStaticText 'ISBN 9781432857684'",
        "\t[106] button 'Place hold'" + (", disabled=True" if placed else ""),
        "\tStaticText " + ("'On hold for you · #1 of 1'" if placed else "'1 of 1 copy available · Holds: 0'"),
        "\t[108] table 'Copies'",
        "\t\t[109] row 'Location Call number Status'",
        "\t\t[110] row 'Eastside Branch LP FIC POWERS " + ("Hold pending, being pulled" if placed else "Available") + "'",
        "\t[113] heading 'Other formats and editions'",
        "\t[114] link 'Book (2018)'",
        "\t[115] link 'eAudiobook (2018)'",
    ]
    if hold_form:
        out += [
            "[300] dialog 'Place hold', modal=True",
            "\tStaticText 'The Overstory [large print]'",
            f"\t[302] combobox 'Pickup location' value='{pickup}'",
            "\t\t[303] option 'Main Library'" + (", selected=True" if pickup == "Main Library" else ""),
            "\t\t[304] option 'Eastside Branch'" + (", selected=True" if pickup == "Eastside Branch" else ""),
            "\t\t[305] option 'Westgate Branch'",
            "\t\t[306] option 'Oakmont Branch'",
            "\t[307] textbox 'Cancel if not picked up by' value='03/17/2025'",
            "\t[308] button 'Confirm hold'",
            "\t[309] button 'Cancel'",
        ]
    if placed:
        out += ["[90] status ''", "\tStaticText 'Hold placed. You are #1 of 1. The copy at Eastside Branch will be pulled within 1 business day; we will email you when it is ready.'"]
    return out


def t19() -> Row:
    # clean: library catalog; two editions of the same title with different ISBNs/copies/holds, a hold placed by the agent raises Holds 3 -> 4 and changes the copy status.
    T = "My Account | Salt Creek Public Library"
    u_acc, u_s = f"{LB}/account", f"{LB}/search?q=The+Overstory&t=keyword"
    u_h, u_lp = f"{LB}/item/show/1180342", f"{LB}/item/show/1180977"
    turns: Turns = [
        ("fill('12', 'The Overstory')", page(T, u_acc, lb_head("The Overstory"), lb_account(False, "Summary"))),
        ("press('12', 'Enter')", page("Search results | Salt Creek Public Library", u_s, lb_head("The Overstory"), LB_RESULTS)),
        ("click('106')", page("The Overstory: A Novel | Salt Creek Public Library", u_h, lb_head("The Overstory"), LB_HARD)),
        ("click('114')", page("The Overstory [large print] | Salt Creek Public Library", u_lp, lb_head("The Overstory"), lb_lp(False, "", False))),
        ("click('106')", page("The Overstory [large print] | Salt Creek Public Library", u_lp, lb_head("The Overstory"), lb_lp(True, "Main Library", False))),
        ("select_option('302', 'Eastside Branch')", page("The Overstory [large print] | Salt Creek Public Library", u_lp, lb_head("The Overstory"), lb_lp(True, "Eastside Branch", False))),
        ("click('308')", page("The Overstory [large print] | Salt Creek Public Library", u_lp, lb_head("The Overstory"), lb_lp(False, "", True))),
        ("click('15')", page(T, u_acc, lb_head(), lb_account(True, "Summary"))),
        ("click('106')", page("Holds | Salt Creek Public Library", f"{LB}/account/holds", lb_head(), lb_account(True, "Holds"))),
    ]
    state = page(T, u_acc, lb_head(), lb_account(False, "Summary"))
    return dict(tid="h14-web-19", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 20 Alder Falls parking permit portal: add a vehicle
# ---------------------------------------------------------------------------------------------

AF = "https://parking.alderfalls.gov.test"
AF_NAV = [
    "[10] banner ''",
    "\t[11] link 'City of Alder Falls Parking Services'",
    "\tStaticText 'Signed in as Esperanza Liu'",
    "\t[13] button 'Sign out'",
    "[20] navigation 'Account'",
    "\t[21] link 'Dashboard'",
    "\t[22] link 'My Vehicles'",
    "\t[23] link 'Permits'",
    "\t[24] link 'Citations'",
    "\t[25] link 'Guest passes'",
    "\t[26] link 'Profile'",
]
HONDA = ("V-104552", "6RDM903", "CA", "2016 Honda Fit", "Blue", "Zone 4 Residential (exp. Dec 31, 2024)")


def af_dash(nveh: int) -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Dashboard'",
        "\tStaticText 'Account AF-2207315 · 412 Quarry Lane, Alder Falls · Residential Permit Zone 4'",
        "\t[103] region 'Summary'",
        f"\t\tStaticText 'Vehicles on account: {nveh}'",
        "\t\tStaticText 'Active permits: 1'",
        "\t\tStaticText 'Unpaid citations: 0'",
        "\t\tStaticText 'Guest passes remaining this month: 8 of 10'",
        "\t[108] heading 'Active permits'",
        "\t[109] table ''",
        "\t\t[110] row 'Permit Zone Vehicle Valid'",
        "\t\t[111] row 'RP-4-0093381 Zone 4 Residential 6RDM903 Jan 1, 2024 – Dec 31, 2024'",
        "\t[112] heading 'Notices'",
        "\tStaticText 'Street sweeping on Quarry Lane resumes the 2nd and 4th Tuesday of each month, 8–10 AM.'",
        "\t[114] link 'Apply for a 2025 permit (opens Nov 1)'",
    ]


def af_vehicles(rows: list[tuple[str, ...]]) -> list[str]:
    out = ["[100] main ''", "\t[101] heading 'My Vehicles'", f"\tStaticText '{len(rows)} vehicle{'s' if len(rows) != 1 else ''} on this account (maximum 3)'",
           "\t[103] button 'Add vehicle'", "\t[104] table 'Vehicles'", "\t\t[105] row 'Vehicle ID Plate State Vehicle Color Permit Actions'"]
    for i, (vid, plate, st, veh, color, permit) in enumerate(rows):
        b = 110 + 4 * i
        out += [f"\t\t[{b}] row '{vid} {plate} {st} {veh} {color} {permit}'", f"\t\t\t[{b + 1}] link '{plate}'",
                f"\t\t\t[{b + 2}] button 'Edit'", f"\t\t\t[{b + 3}] button 'Remove'"]
    return out


def af_form(plate: str, make: str, model: str, year: str, color: str) -> list[str]:
    def tb(bid: int, label: str, val: str) -> str:
        return f"\t[{bid}] textbox '{label}'" + (f" value='{val}'" if val else "") + ", required"
    return [
        "[100] main ''",
        "\t[101] heading 'Add a vehicle'",
        "\tStaticText 'The vehicle must be registered to you or to a member of your household at 412 Quarry Lane.'",
        tb(103, "License plate", plate),
        "\t[104] combobox 'Plate state' value='CA', required",
        tb(105, "Make", make),
        tb(106, "Model", model),
        f"\t[107] combobox 'Year' value='{year or 'Select'}', required",
        f"\t[108] combobox 'Color' value='{color or 'Select'}', required",
        "\t[109] button 'Save vehicle'" + ("" if plate and make and model and year and color else ", disabled=True"),
        "\t[110] link 'Cancel'",
    ]


AF_SAVED = [
    "[100] main ''",
    "\t[99] status ''",
    "\t\tStaticText 'Vehicle added.'",
    "\t[101] heading '8KTW214 (CA)'",
    "\t[102] table ''",
    "\t\t[103] row 'Vehicle ID V-118274'",
    "\t\t[104] row 'Vehicle 2019 Subaru Outback'",
    "\t\t[105] row 'Color Gray'",
    "\t\t[106] row 'Added Sep 18, 2024'",
    "\t\t[107] row 'Permit None'",
    "\t[108] button 'Apply for a permit for this vehicle'",
    "\t[109] button 'Edit'",
    "\t[110] button 'Remove vehicle'",
    "\t[111] link 'Back to My Vehicles'",
]


def t20() -> Row:
    # bad: parking portal; the vehicle added at turn 8 (V-118274, dashboard count 2 at turn 9) is missing from turn 10's My Vehicles list, which shows only the original car.
    TV = "My Vehicles | Alder Falls Parking"
    TF = "Add vehicle | Alder Falls Parking"
    u_v, u_new = f"{AF}/vehicles", f"{AF}/vehicles/new"
    turns: Turns = [
        ("click('22')", page(TV, u_v, AF_NAV, af_vehicles([HONDA]))),
        ("click('103')", page(TF, u_new, AF_NAV, af_form("", "", "", "", ""))),
        ("fill('103', '8KTW214')", page(TF, u_new, AF_NAV, af_form("8KTW214", "", "", "", ""))),
        ("fill('105', 'Subaru')", page(TF, u_new, AF_NAV, af_form("8KTW214", "Subaru", "", "", ""))),
        ("fill('106', 'Outback')", page(TF, u_new, AF_NAV, af_form("8KTW214", "Subaru", "Outback", "", ""))),
        ("select_option('107', '2019')", page(TF, u_new, AF_NAV, af_form("8KTW214", "Subaru", "Outback", "2019", ""))),
        ("select_option('108', 'Gray')", page(TF, u_new, AF_NAV, af_form("8KTW214", "Subaru", "Outback", "2019", "Gray"))),
        ("click('109')", page("8KTW214 | Alder Falls Parking", f"{AF}/vehicles/V-118274", AF_NAV, AF_SAVED)),
        ("click('21')", page("Dashboard | Alder Falls Parking", f"{AF}/dashboard", AF_NAV, af_dash(2))),
        ("click('22')", page(TV, u_v, AF_NAV, af_vehicles([HONDA]))),
    ]
    state = page("Dashboard | Alder Falls Parking", f"{AF}/dashboard", AF_NAV, af_dash(1))
    return dict(tid="h14-web-20", turns=turns, state=state, bad=True, turn=10,
                kind="vehicle just added to the account is absent from the vehicle list")


# ---------------------------------------------------------------------------------------------
# 21 Brightwell Pharmacy refill portal
# ---------------------------------------------------------------------------------------------

BW = "https://rx.brightwell.test"
BW_NAV = [
    "[10] banner ''",
    "\t[11] link 'Brightwell Pharmacy'",
    "\t[12] link 'Prescriptions'",
    "\t[13] link 'Order history'",
    "\t[14] link 'Stores'",
    "\t[15] link 'Messages'",
    "\t[16] button 'Dolores Achebe'",
]
RX = [
    ("Metformin HCl ER 500 mg tablet (extended-release)", "6120853", "60", "4", "Aug 29, 2024", "Ready to refill", True),
    ("Atorvastatin 20 mg tablet", "6107724", "30", "0", "Aug 20, 2024", "No refills left · Request renewal", False),
    ("Lisinopril 10 mg tablet", "6098312", "90", "3", "Jun 14, 2024", "Ready to refill", True),
    ("Metformin HCl 500 mg tablet", "6120847", "60", "0", "Mar 2, 2024", "Inactive · replaced by Rx 6120853", False),
]


def bw_list(by_name: bool, checked: set[str], requested: bool) -> list[str]:
    rows = sorted(RX, key=lambda r: r[0]) if by_name else RX
    n = len(checked)
    out = ["[100] main ''", "\t[101] heading 'My prescriptions'", "\tStaticText 'Dolores Achebe · DOB 02/11/1958 · 4 prescriptions'",
           "\t[103] combobox 'Sort by' value='" + ("Name (A–Z)" if by_name else "Last filled") + "'",
           "\t\t[104] option 'Last filled'" + ("" if by_name else ", selected=True"),
           "\t\t[105] option 'Name (A–Z)'" + (", selected=True" if by_name else ""),
           "\t[106] table 'Prescriptions'", "\t\t[107] row 'Select Medication Rx number Qty Refills left Last filled Status'"]
    for i, (name, rx, qty, ref, last, status, ok) in enumerate(rows):
        b = 110 + 3 * i
        if requested and rx == "6098312":
            status, ok = "Refill requested · ready Sep 13 after 11:00 AM at #0457", False
        out.append(f"\t\t[{b}] row '{name} {rx} {qty} {ref} {last} {status}'")
        if ok:
            out.append(f"\t\t\t[{b + 1}] checkbox 'Select {name}', checked={rx in checked}")
        out.append(f"\t\t\t[{b + 2}] link 'Details for Rx {rx}'")
    out.append(f"\t[130] button 'Refill selected ({n})'" + ("" if n else ", disabled=True"))
    out.append("\tStaticText 'Refills requested before 2:00 PM are usually ready the same day at your default store.'")
    return out


STORES = {"0412": "Brightwell #0412 · 880 Harmon Ave, Springfield", "0457": "Brightwell #0457 · 31 Kessler Rd, Springfield",
          "0433": "Brightwell #0433 · 2250 Route 9, Chicopee"}


def bw_review(store: str) -> list[str]:
    ready = "Today, Sep 12 after 4:00 PM" if store == "0412" else "Fri, Sep 13 after 11:00 AM (transferred from #0412)"
    return [
        "[100] main ''",
        "\t[101] heading 'Review refill request'",
        "\t[102] table ''",
        "\t\t[103] row 'Medication Rx number Qty'",
        "\t\t[104] row 'Lisinopril 10 mg tablet 6098312 90'",
        "\t[105] heading 'Pickup'",
        f"\tStaticText '{STORES[store]}'",
        f"\tStaticText 'Estimated ready: {ready}'",
        "\t[108] link 'Change store'",
        "\t[109] checkbox 'Text me at (•••) •••-0191 when it is ready', checked=True",
        "\t[110] button 'Submit request'",
        "\t[111] link 'Back to prescriptions'",
    ]


BW_STORES = [
    "[100] main ''",
    "\t[101] heading 'Choose a pickup store'",
    "\t[102] textbox 'ZIP code or city' value='01108'",
    "\t[103] list ''",
    "\t\t[104] listitem ''", "\t\t\tStaticText 'Brightwell #0412 · 880 Harmon Ave, Springfield · 1.1 mi · Pharmacy open until 9:00 PM'", "\t\t\tStaticText 'Current store'",
    "\t\t[107] listitem ''", "\t\t\tStaticText 'Brightwell #0457 · 31 Kessler Rd, Springfield · 2.4 mi · Pharmacy open until 8:00 PM'", "\t\t\t[109] button 'Select #0457'",
    "\t\t[110] listitem ''", "\t\t\tStaticText 'Brightwell #0433 · 2250 Route 9, Chicopee · 4.8 mi · Pharmacy open 24 hours'", "\t\t\t[112] button 'Select #0433'",
]

BW_DONE = [
    "[100] main ''",
    "\t[101] status ''",
    "\t\tStaticText 'Your refill request was sent.'",
    "\t[103] table ''",
    "\t\t[104] row 'Request number RF-7724013'",
    "\t\t[105] row 'Medication Lisinopril 10 mg tablet (Rx 6098312), qty 90'",
    "\t\t[106] row 'Pickup Brightwell #0457 · 31 Kessler Rd, Springfield'",
    "\t\t[107] row 'Estimated ready Fri, Sep 13 after 11:00 AM'",
    "\tStaticText 'We will text (•••) •••-0191 when your order is ready. Bring a photo ID to pick up.'",
    "\t[109] link 'Back to prescriptions'",
]


def t21() -> Row:
    # clean: pharmacy portal; two similarly named metformin prescriptions, sorting reorders rows, checkbox count goes 1->2->1, changing the store changes the ready estimate.
    T, u = "Prescriptions | Brightwell Pharmacy", f"{BW}/prescriptions"
    turns: Turns = [
        ("select_option('103', 'Name (A–Z)')", page(T, u + "?sort=name", BW_NAV, bw_list(True, set(), False))),
        ("click('114')", page(T, u + "?sort=name", BW_NAV, bw_list(True, {"6098312"}, False))),
        ("click('120')", page(T, u + "?sort=name", BW_NAV, bw_list(True, {"6098312", "6120853"}, False))),
        ("click('120')", page(T, u + "?sort=name", BW_NAV, bw_list(True, {"6098312"}, False))),
        ("click('130')", page("Review refill | Brightwell Pharmacy", f"{BW}/refill/review", BW_NAV, bw_review("0412"))),
        ("click('108')", page("Choose a store | Brightwell Pharmacy", f"{BW}/refill/store", BW_NAV, BW_STORES)),
        ("click('109')", page("Review refill | Brightwell Pharmacy", f"{BW}/refill/review", BW_NAV, bw_review("0457"))),
        ("click('110')", page("Refill requested | Brightwell Pharmacy", f"{BW}/refill/RF-7724013", BW_NAV, BW_DONE)),
        ("click('12')", page(T, u, BW_NAV, bw_list(False, set(), True))),
    ]
    state = page(T, u, BW_NAV, bw_list(False, set(), False))
    return dict(tid="h14-web-21", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------
# 22 Hireloop ATS: move one candidate, reject another
# ---------------------------------------------------------------------------------------------

HR = "https://app.hireloop.test"
HR_NAV = [
    "[10] navigation 'Main'",
    "\t[11] link 'Hireloop'",
    "\t[12] link 'Jobs'",
    "\t[13] link 'Candidates'",
    "\t[14] link 'Interviews'",
    "\t[15] link 'Reports'",
    "\t[16] searchbox 'Search candidates'",
    "\t[17] button 'Nadia Farrow'",
]
APPS = [
    ("Oluwaseun Bakare", "LinkedIn", "Sep 2, 2024", "4 stars"),
    ("Graham Tisdale", "Referral (Priya Nair)", "Sep 3, 2024", "2 stars"),
    ("Mei-Ling Zhou", "Company site", "Sep 3, 2024", "3 stars"),
    ("Ricardo Alves", "Indeed", "Sep 4, 2024", "Not rated"),
    ("Hannah Okoro", "Company site", "Sep 5, 2024", "4 stars"),
    ("Stefan Lindqvist", "LinkedIn", "Sep 6, 2024", "3 stars"),
    ("Amara Diallo", "Referral (Tom Becker)", "Sep 6, 2024", "Not rated"),
    ("Kenji Watanabe", "Company site", "Sep 9, 2024", "Not rated"),
    ("Fatima Rahman", "LinkedIn", "Sep 10, 2024", "Not rated"),
]


def hr_job_head() -> list[str]:
    return [
        "[100] main ''",
        "\t[101] heading 'Senior Data Engineer'",
        "\tStaticText 'Req 2417 · Data Platform · Remote (US) · Open since Aug 26, 2024 · Hiring manager: Owen Castellano'",
        "\t[103] tablist 'Job'",
        "\t\t[104] tab 'Overview'",
        "\t\t[105] tab 'Candidates', selected=True",
        "\t\t[106] tab 'Job post'",
        "\t\t[107] tab 'Scorecard'",
    ]


def hr_pipeline(removed: set[str], app_count: int | None, phone: int, rejected: int) -> list[str]:
    rows = [a for a in APPS if a[0] not in removed]
    n = len(rows) if app_count is None else app_count
    out = hr_job_head() + [
        "\t[110] tablist 'Stages'",
        f"\t\t[111] tab 'Application Review ({n})', selected=True",
        f"\t\t[112] tab 'Phone Screen ({phone})'",
        "\t\t[113] tab 'Onsite (2)'",
        "\t\t[114] tab 'Offer (0)'",
        f"\t\t[115] tab 'Rejected ({rejected})'",
        "\t[116] combobox 'Sort' value='Applied (oldest first)'",
        "\t[117] table 'Candidates in Application Review'",
        "\t\t[118] row 'Name Source Applied Rating'",
    ]
    for i, (name, src, applied, rating) in enumerate(rows):
        b = 120 + 2 * i
        out += [f"\t\t[{b}] row '{name} {src} {applied} {rating}'", f"\t\t\t[{b + 1}] link '{name}'"]
    return out


def hr_profile(name: str, stage: str, modal: str | None, reason: str, history: list[str]) -> list[str]:
    info = {"Oluwaseun Bakare": ("o.bakare@fastmail.test", "(470) 555-0164", "Atlanta, GA", "LinkedIn", "Sep 2, 2024", "Bakare_Oluwaseun_Resume.pdf"),
            "Graham Tisdale": ("gtisdale@proton.test", "(720) 555-0119", "Denver, CO", "Referral (Priya Nair)", "Sep 3, 2024", "Graham_Tisdale_CV.pdf")}[name]
    out = [
        "[100] main ''",
        "\t[101] link 'Back to candidates'",
        f"\t[102] heading '{name}'",
        "\tStaticText 'Senior Data Engineer · Req 2417'",
        f"\tStaticText 'Stage: {stage}'",
    ]
    if stage != "Rejected":
        out += ["\t[105] button 'Move stage'", "\t[106] button 'Reject'", "\t[107] button 'Schedule interview'"]
    else:
        out += ["\t[108] button 'Unreject'"]
    out += [
        "\t[109] table 'Details'",
        f"\t\t[110] row 'Email {info[0]}'",
        f"\t\t[111] row 'Phone {info[1]}'",
        f"\t\t[112] row 'Location {info[2]}'",
        f"\t\t[113] row 'Source {info[3]}'",
        f"\t\t[114] row 'Applied {info[4]}'",
        f"\t[115] link '{info[5]}'",
        "\t[116] heading 'Activity'",
        "\t[117] list ''",
    ]
    for i, h in enumerate(history):
        out.append(f"\t\t[{118 + i}] listitem '{h}'")
    if modal == "move":
        out += ["[300] dialog 'Move to stage', modal=True", f"\t[301] combobox 'Stage' value='{reason or 'Select stage'}'",
                "\t\t[302] option 'Phone Screen'" + (", selected=True" if reason == "Phone Screen" else ""), "\t\t[303] option 'Onsite'", "\t\t[304] option 'Offer'",
                "\t[305] checkbox 'Notify hiring manager', checked=True", "\t[306] button 'Cancel'", "\t[307] button 'Move'" + ("" if reason else ", disabled=True")]
    if modal == "reject":
        out += ["[300] dialog 'Reject candidate', modal=True", f"\t[301] combobox 'Rejection reason' value='{reason or 'Select a reason'}'",
                "\t\t[302] option 'Lacks required experience'" + (", selected=True" if reason == "Lacks required experience" else ""),
                "\t\t[303] option 'Compensation mismatch'", "\t\t[304] option 'Location or work authorization'", "\t\t[305] option 'Position filled'",
                "\t[306] checkbox 'Send rejection email (template: Standard decline)', checked=True", "\t[307] button 'Cancel'",
                "\t[308] button 'Reject candidate'" + ("" if reason else ", disabled=True")]
    return out


def t22() -> Row:
    # bad: ATS; after moving one candidate out (9 -> 8, turn 6) and rejecting another (turn 10), turn 11's Application Review tab still says (8) while listing 7 candidates.
    TJ = "Senior Data Engineer · Candidates | Hireloop"
    u_j = f"{HR}/jobs/2417/candidates?stage=application-review"
    OB, GT = "Oluwaseun Bakare", "Graham Tisdale"
    u_ob, u_gt = f"{HR}/candidates/88412?job=2417", f"{HR}/candidates/88437?job=2417"
    h_ob = ["Applied via LinkedIn · Sep 2, 2024", "Nadia Farrow rated 4 stars · Sep 4, 2024"]
    h_ob2 = h_ob + ["Nadia Farrow moved from Application Review to Phone Screen · just now"]
    h_gt = ["Referred by Priya Nair · Sep 3, 2024", "Nadia Farrow rated 2 stars · Sep 5, 2024", "Note: strong on dbt, limited Spark or streaming experience · Sep 5, 2024"]
    h_gt2 = h_gt + ["Nadia Farrow rejected (Lacks required experience) · rejection email scheduled · just now"]
    overview = hr_job_head()
    overview[4], overview[5] = "\t\t[104] tab 'Overview', selected=True", "\t\t[105] tab 'Candidates'"
    overview += ["\tStaticText 'Active candidates: 15 · Rejected: 13 · Days open: 23'", "\tStaticText 'Pipeline: Application Review 9 · Phone Screen 4 · Onsite 2 · Offer 0'"]
    turns: Turns = [
        ("click('105')", page(TJ, u_j, HR_NAV, hr_pipeline(set(), None, 4, 13))),
        ("click('121')", page(f"{OB} | Hireloop", u_ob, HR_NAV, hr_profile(OB, "Application Review", None, "", h_ob))),
        ("click('105')", page(f"{OB} | Hireloop", u_ob, HR_NAV, hr_profile(OB, "Application Review", "move", "", h_ob))),
        ("select_option('301', 'Phone Screen')", page(f"{OB} | Hireloop", u_ob, HR_NAV, hr_profile(OB, "Application Review", "move", "Phone Screen", h_ob))),
        ("click('307')", page(f"{OB} | Hireloop", u_ob, HR_NAV, hr_profile(OB, "Phone Screen", None, "", h_ob2))),
        ("click('101')", page(TJ, u_j, HR_NAV, hr_pipeline({OB}, None, 5, 13))),
        ("click('121')", page(f"{GT} | Hireloop", u_gt, HR_NAV, hr_profile(GT, "Application Review", None, "", h_gt))),
        ("click('106')", page(f"{GT} | Hireloop", u_gt, HR_NAV, hr_profile(GT, "Application Review", "reject", "", h_gt))),
        ("select_option('301', 'Lacks required experience')", page(f"{GT} | Hireloop", u_gt, HR_NAV, hr_profile(GT, "Application Review", "reject", "Lacks required experience", h_gt))),
        ("click('308')", page(f"{GT} | Hireloop", u_gt, HR_NAV, hr_profile(GT, "Rejected", None, "", h_gt2))),
        ("click('101')", page(TJ, u_j, HR_NAV, hr_pipeline({OB, GT}, 8, 5, 14))),
    ]
    state = page("Senior Data Engineer | Hireloop", f"{HR}/jobs/2417", HR_NAV, overview)
    return dict(tid="h14-web-22", turns=turns, state=state, bad=True, turn=11,
                kind="pipeline stage count not decremented after a rejection; tab count disagrees with the listed candidates")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        r = fn()
        rs.add(task="web", tid=r["tid"], system=WEB_SYSTEM, turns=r["turns"], state=r["state"], bad=r["bad"], turn=r["turn"], kind=r["kind"])
    rs.write()


if __name__ == "__main__":
    main()
