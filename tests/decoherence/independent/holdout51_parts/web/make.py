# ruff: noqa: E501
"""Held-out set h51, domain ``web``: 22 BrowserGym trajectories over accessibility trees.

Eleven trajectories hold exactly one contradiction (one detail of an earlier page coming back different
with no action in between that could change it); eleven are clean but full of legitimate changes
(re-sorting, filters, edits, renames, deletions, counters and clocks moving). Written blind.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state
3. **Browser Action**: A browser control action

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

The page state is a BrowserGym accessibility tree: a `URL:` line, then the RootWebArea, then one node per line, indented with tabs; interactive nodes carry their element bid in brackets.
Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def _lines(parts: tuple[str | list[str], ...]) -> list[str]:
    out: list[str] = []
    for p in parts:
        chunk = p.strip("\n").split("\n") if isinstance(p, str) else p
        for raw in chunk:
            if not raw.strip():
                continue
            body = raw.lstrip(" ")
            out.append("\t" * ((len(raw) - len(body)) // 2) + body)
    return out


def tree(url: str, title: str, *parts: str | list[str]) -> str:
    """An accessibility tree; parts are flush-left text blocks (two spaces per level) or lists of such lines."""
    return axtree(title, _lines(parts), url)


def ind(depth: int, text: str) -> str:
    return "  " * depth + text


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------------------
# 01 OneStopShop storefront (clean): search, re-sort, add to cart, change quantity, totals follow.
# ---------------------------------------------------------------------------------------------------------

def _oss_header(cart: int, search: str = "") -> str:
    cart_line = f"""
[259] link '\\ue611 My Cart {cart} {cart} items'
  StaticText '{cart}'""" if cart else """
[259] link '\\ue611 My Cart'"""
    val = f", value='{search}'" if search else ""
    return f"""
[226] link 'Skip to Content'
[227] list ''
  [228] listitem ''
    StaticText 'Welcome, Emma Lopez!'
  [229] listitem ''
    [230] link 'My Account'
  [231] listitem ''
    [232] link 'My Wish List 1 item'
  [233] listitem ''
    [234] link 'Sign Out'
[241] link 'store logo'
  [242] img 'one_stop_market_logo'
{cart_line}
StaticText 'Search'
[342] combobox '\\ue615 Search', autocomplete='both', hasPopup='listbox', required=False, expanded=False{val}
[345] link 'Advanced Search'
[347] button 'Search', disabled={'False' if search else 'True'}
[351] tablist '', multiselectable=False, orientation='horizontal'
  [352] tabpanel ''
    [353] menu '', orientation='vertical'
      [354] menuitem '\\ue622 Beauty & Personal Care', hasPopup='menu'
      [355] menuitem '\\ue622 Sports & Outdoors', hasPopup='menu'
      [356] menuitem '\\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'
      [357] menuitem '\\ue622 Home & Kitchen', hasPopup='menu'
      [358] menuitem '\\ue622 Office Products', hasPopup='menu'
      [359] menuitem '\\ue622 Tools & Home Improvement', hasPopup='menu'
      [360] menuitem '\\ue622 Health & Household', hasPopup='menu'
      [361] menuitem '\\ue622 Patio, Lawn & Garden', hasPopup='menu'
      [362] menuitem '\\ue622 Electronics', hasPopup='menu'
      [363] menuitem '\\ue622 Cell Phones & Accessories', hasPopup='menu'
      [364] menuitem '\\ue622 Video Games', hasPopup='menu'
      [365] menuitem '\\ue622 Grocery & Gourmet Food', hasPopup='menu'"""


_OSS_FOOT = """
[1690] contentinfo ''
  [1693] textbox 'Sign Up for Our Newsletter:', required=False
  [1694] button 'Subscribe'
  [1697] link 'Privacy and Cookie Policy'
  [1698] link 'Search Terms'
  [1699] link 'Advanced Search'
  [1700] link 'Contact Us'
StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
StaticText 'Help Us Keep Magento Healthy'
[1703] link 'Report All Bugs'"""

# (name, price, rating %, reviews)
_OSS_RELEVANCE = [
    ("Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime", 24.99, 88, 41),
    ("Anker Soundcore 2 Portable Bluetooth Speaker with 12W Stereo Sound, BassUp, 24H Playtime", 39.99, 92, 187),
    ("JBL Clip 4 - Portable Mini Bluetooth Speaker, Big Audio and Punchy Bass, Integrated Carabiner", 79.95, 94, 263),
    ("Doss SoundBox Touch Portable Wireless Bluetooth Speaker with 12W HD Sound and Bass", 29.99, 86, 96),
    ("Bose SoundLink Flex Bluetooth Portable Speaker, Wireless Waterproof Speaker for Outdoor Travel", 149.00, 96, 312),
    ("Ortizan Portable Bluetooth Speaker, IPX7 Waterproof Wireless Speaker with 24W Loud Stereo Sound", 35.99, 84, 58),
    ("Sony SRS-XB13 Extra BASS Wireless Bluetooth Portable Lightweight Compact Travel Speaker", 48.00, 90, 144),
    ("EWA A106 Pro Mini Bluetooth Speaker with Bass Radiator, Metal Shell, Tiny Portable Speaker", 18.99, 82, 37),
    ("Tribit XSound Go Bluetooth Speaker with 16W Loud Sound & Deeper Bass, 24H Playtime", 33.99, 90, 121),
    ("W-KING 50W Bluetooth Speakers Loud, Portable Wireless Outdoor Speakers with Deep Bass", 69.99, 88, 72),
    ("OontZ Angle 3 Bluetooth Portable Speaker, Louder Volume, Crystal Clear Stereo Sound", 25.99, 86, 209),
    ("Soundcore Motion 300 Wireless Hi-Res Portable Speaker with BassUp, SmartTune Technology", 79.99, 92, 88),
]

_OSS_PRICE = [
    ("Mini Bluetooth Speaker Keychain, Portable Wireless Speaker for Kids Party Favors", 8.99, 70, 12),
    ("Shower Speaker Bluetooth 5.0 with Suction Cup, IP67 Waterproof, Built-in Mic", 12.49, 78, 29),
    ("Bluetooth Speaker Lamp, Bedside Night Light with Touch Control and Alarm Clock", 15.99, 80, 18),
    ("EWA A106 Pro Mini Bluetooth Speaker with Bass Radiator, Metal Shell, Tiny Portable Speaker", 18.99, 82, 37),
    ("Retro Bluetooth Speaker with FM Radio, Vintage Wooden Desktop Speaker, TF Card Slot", 21.50, 76, 14),
    ("Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime", 24.99, 88, 41),
    ("OontZ Angle 3 Bluetooth Portable Speaker, Louder Volume, Crystal Clear Stereo Sound", 25.99, 86, 209),
    ("Bike Bluetooth Speaker with Handlebar Mount, 5W Waterproof Cycling Speaker", 27.00, 80, 22),
    ("Doss SoundBox Touch Portable Wireless Bluetooth Speaker with 12W HD Sound and Bass", 29.99, 86, 96),
    ("Tribit XSound Go Bluetooth Speaker with 16W Loud Sound & Deeper Bass, 24H Playtime", 33.99, 90, 121),
    ("Ortizan Portable Bluetooth Speaker, IPX7 Waterproof Wireless Speaker with 24W Loud Stereo Sound", 35.99, 84, 58),
    ("Anker Soundcore 2 Portable Bluetooth Speaker with 12W Stereo Sound, BassUp, 24H Playtime", 39.99, 92, 187),
]


def _oss_results(products: list[tuple[str, float, int, int]], sort: str, start_bid: int) -> str:
    lines = []
    b = start_bid
    for name, price, rating, reviews in products:
        lines += [
            ind(2, f"[{b}] listitem ''"),
            ind(3, f"[{b + 1}] link 'Image'"),
            ind(4, f"[{b + 2}] img 'Image'"),
            ind(3, f"[{b + 3}] link '{name}'"),
            ind(3, f"StaticText 'Rating: {rating}%'"),
            ind(3, f"[{b + 4}] link '{reviews} \\xa0Reviews'"),
            ind(3, f"StaticText '{money(price)}'"),
            ind(3, f"[{b + 5}] button 'Add to Cart'"),
            ind(3, f"[{b + 6}] button 'Add to Wish List'"),
            ind(3, f"[{b + 7}] button 'Add to Compare'"),
        ]
        b += 8
    opts = []
    for i, o in enumerate(["Relevance", "Product Name", "Price"]):
        opts.append(ind(2, f"[{1572 + i}] option '{o}', selected={'True' if o == sort else 'False'}"))
    return "\n".join([
        "[1560] main ''",
        "  StaticText \"Search results for: 'bluetooth speaker'\"",
        "  [1562] link 'Grid', clickable",
        "  [1563] link 'List', clickable",
        "  StaticText 'Items 1-12 of 38'",
        "  StaticText 'Sort By'",
        "  [1571] combobox 'Sort By', hasPopup='menu', expanded=False",
        *opts,
        "  [1575] link '\\ue613 Set Descending Direction'",
        "  [1577] list ''",
        *lines,
        "  StaticText 'Page'",
        "  [1680] list ''",
        "    [1681] listitem ''",
        "      StaticText \"You're currently reading page\"",
        "      StaticText '1'",
        "    [1682] link 'Page 2'",
        "    [1683] link 'Page 3'",
        "    [1684] link '\\ue608 Page Next'",
        "  StaticText 'Show'",
        "  [1686] combobox 'Show', hasPopup='menu', expanded=False",
        "    [1687] option '12', selected=True",
        "    [1688] option '24', selected=False",
        "    [1689] option '36', selected=False",
    ])


def _oss_product(cart: int, qty: str, added: bool) -> str:
    msg = """
[1402] alert ''
  StaticText 'You added Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime to your'
  [1403] link 'shopping cart'
  StaticText '.'""" if added else ""
    return tree(
        "http://onestopmarket.com/tewa-portable-bluetooth-speaker-10w-waterproof-ipx7-shower-speaker-with-24h-playtime.html",
        "Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime",
        _oss_header(cart),
        """
[1390] list ''
  [1391] listitem ''
    [1392] link 'Home'
  [1393] listitem ''
    [1394] link 'Electronics'
  [1395] listitem ''
    [1396] link 'Portable Audio & Video'
  [1397] listitem ''
    StaticText 'Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime'""",
        msg,
        f"""
[1410] main ''
  [1411] heading 'Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime'
  StaticText 'Rating: 88%'
  [1415] link '41 \\xa0Reviews'
  [1416] link 'Add Your Review'
  StaticText '$24.99'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B08HRV3T5K'
  StaticText 'Qty'
  [1425] spinbutton 'Qty', required=False, valuemin=0, valuemax=0, valuetext='', value='{qty}'
  [1426] button 'Add to Cart'
  [1428] button 'Add to Wish List'
  [1429] button 'Add to Compare'
  [1430] link 'Email'
  [1433] tablist '', multiselectable=False, orientation='horizontal'
    [1434] tab 'Details', selected=True
    [1436] tab 'More Information', selected=False
    [1438] tab 'Reviews (41)', selected=False
  [1440] tabpanel 'Details'
    StaticText 'Product Dimensions: 3.7 x 3.7 x 4.1 inches; 13.4 Ounces'
    StaticText 'Item model number: TW-S10'
    StaticText 'Date First Available: September 3, 2020'
    StaticText 'Manufacturer: Tewa Audio'
    StaticText '10W driver with passive bass radiator; Bluetooth 5.0 with 100 ft range; IPX7 waterproof, floats on water.'
    StaticText '24 hours of playtime at 50% volume from the 3600mAh battery; USB-C charging in 3.5 hours.'
    StaticText 'Built-in microphone for hands-free calls; TWS pairing for two speakers.'
  StaticText 'Related Products'
  [1460] link 'Tribit XSound Go Bluetooth Speaker with 16W Loud Sound & Deeper Bass, 24H Playtime'
  StaticText '$33.99'
  [1462] link 'Doss SoundBox Touch Portable Wireless Bluetooth Speaker with 12W HD Sound and Bass'
  StaticText '$29.99'""",
        _OSS_FOOT,
    )


def _oss_cart(qty_shown: str, qty_saved: int) -> str:
    sub = 24.99 * qty_saved
    return tree(
        "http://onestopmarket.com/checkout/cart/",
        "Shopping Cart",
        _oss_header(qty_saved),
        f"""
[1480] main ''
  [1481] heading 'Shopping Cart'
  [1484] table 'Shopping Cart Items'
    [1485] row ''
      [1486] columnheader 'Item'
      [1487] columnheader 'Price'
      [1488] columnheader 'Qty'
      [1489] columnheader 'Subtotal'
    [1490] row ''
      [1491] cell 'Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime'
        [1492] link 'Tewa Portable Bluetooth Speaker, 10W Waterproof IPX7 Shower Speaker with 24H Playtime'
      [1493] cell '$24.99'
      [1494] cell 'Qty'
        [1495] spinbutton 'Qty', required=False, valuemin=0, valuemax=0, valuetext='', value='{qty_shown}'
      [1496] cell '{money(sub)}'
    [1497] row ''
      [1498] cell 'Move to Wishlist Edit item parameters Remove item'
        [1499] link 'Move to Wishlist'
        [1500] link 'Edit item parameters'
        [1501] link 'Remove item'
  [1504] link 'Continue Shopping'
  [1505] button 'Update Shopping Cart'
  [1507] heading 'Apply Discount Code'
  [1510] heading 'Summary'
  [1511] tab 'Estimate Shipping and Tax', selected=False
  [1514] table 'Order Total'
    [1515] row ''
      [1516] rowheader 'Subtotal'
      [1517] cell '{money(sub)}'
    [1518] row ''
      [1519] rowheader 'Tax'
      [1520] cell '$0.00'
    [1521] row ''
      [1522] rowheader 'Order Total'
      [1523] cell '{money(sub)}'
  [1525] button 'Proceed to Checkout'
  [1527] link 'Check Out with Multiple Addresses'""",
        _OSS_FOOT,
    )


_OSS_HOME = """
[370] main ''
  [371] heading 'One Stop Market'
  StaticText 'Product Showcases'
  [380] list ''
    [381] listitem ''
      [382] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating: 20%'
      [384] link '1 \\xa0Review'
      StaticText '$19.99'
      [386] button 'Add to Cart'
    [390] listitem ''
      [391] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating: 57%'
      [393] link '12 \\xa0Reviews'
      StaticText '$14.47'
      [395] button 'Add to Cart'
    [399] listitem ''
      [400] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating: 95%'
      [402] link '4 \\xa0Reviews'
      StaticText '$19.36'
      [404] button 'Add to Cart'
    [408] listitem ''
      [409] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      StaticText 'Rating: 63%'
      [411] link '12 \\xa0Reviews'
      StaticText '$23.50'
      [413] button 'Add to Cart'"""


def t01(rs: RowSet) -> None:
    home = tree("http://onestopmarket.com/", "One Stop Market", _oss_header(0), _OSS_HOME, _OSS_FOOT)
    typed = tree("http://onestopmarket.com/", "One Stop Market", _oss_header(0, "bluetooth speaker"), _OSS_HOME, _OSS_FOOT)
    url_s = "http://onestopmarket.com/catalogsearch/result/?q=bluetooth+speaker"
    res_rel = tree(url_s, "Search results for: 'bluetooth speaker'", _oss_header(0, "bluetooth speaker"),
                   _oss_results(_OSS_RELEVANCE, "Relevance", 1580), _OSS_FOOT)
    res_price = tree(url_s + "&product_list_order=price", "Search results for: 'bluetooth speaker'",
                     _oss_header(0, "bluetooth speaker"), _oss_results(_OSS_PRICE, "Price", 1580), _OSS_FOOT)
    # the Tewa speaker is the 6th card on the price-sorted page: its title link is 1580 + 5*8 + 3
    turns = [
        ("fill('342', 'bluetooth speaker')", typed),
        ("keyboard_press('Enter')", res_rel),
        ("select_option('1571', 'Price')", res_price),
        ("click('1623')", _oss_product(0, "1", False)),
        ("fill('1425', '2')", _oss_product(0, "2", False)),
        ("click('1426')", _oss_product(2, "2", True)),
        ("click('259')", _oss_cart("2", 2)),
        ("fill('1495', '3')", _oss_cart("3", 2)),
        ("click('1505')", _oss_cart("3", 3)),
    ]
    rs.add("web", "h51-web-01", SYSTEM, turns, state=home)


# ---------------------------------------------------------------------------------------------------------
# 02 Magento admin (contradiction at turn 7): a product disabled and saved shows Enabled again after a re-sort.
# ---------------------------------------------------------------------------------------------------------

_MG_MENU = """
[73] link 'Magento Admin Panel'
  [74] img 'Magento Admin Panel'
[75] navigation ''
  [76] menubar '', orientation='horizontal'
    [78] link '\\ue604 DASHBOARD'
    [81] link '\\ue60b SALES'
    [84] link '\\ue608 CATALOG'
    [87] link '\\ue603 CUSTOMERS'
    [90] link '\\ue609 MARKETING'
    [93] link '\\ue602 CONTENT'
    [96] link '\\ue60a REPORTS'
    [99] link '\\ue60d STORES'
    [102] link '\\ue610 SYSTEM'
    [105] link '\\ue612 FIND PARTNERS & EXTENSIONS'
[116] link '\\ue600 admin'
[118] link '\\ue607'
[121] textbox '\\ue60c', required=False"""

_MG_FOOT = """
[2301] contentinfo ''
  [2302] link '\\ue606'
  StaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'
  StaticText 'Magento ver. 2.4.6'
  [2305] link 'Privacy Policy'
  [2306] link 'Account Activity'
  [2307] link 'Report an Issue'"""

_MG_ALL = [
    (1, "Joust Duffle Bag", "24-MB01", 34.00), (2, "Strive Shoulder Pack", "24-MB04", 32.00),
    (3, "Crown Summit Backpack", "24-MB03", 38.00), (4, "Wayfarer Messenger Bag", "24-MB05", 45.00),
    (5, "Rival Field Messenger", "24-MB06", 45.00), (6, "Fusion Backpack", "24-MB02", 59.00),
    (7, "Impulse Duffle", "24-UB02", 74.00), (8, "Voyage Yoga Bag", "24-WB01", 32.00),
    (9, "Compete Track Tote", "24-WB02", 32.00), (10, "Savvy Shoulder Tote", "24-WB05", 32.00),
    (11, "Endeavor Daytrip Backpack", "24-WB06", 33.00), (12, "Driven Backpack", "24-WB03", 36.00),
    (13, "Overnight Duffle", "24-WB07", 45.00), (14, "Push It Messenger Bag", "24-WB04", 45.00),
    (15, "Affirm Water Bottle", "24-UG06", 7.00), (16, "Dual Handle Cardio Ball", "24-UG07", 12.00),
    (17, "Zing Jump Rope", "24-UG04", 12.00), (18, "Pursuit Lumaflex™ Tone Band", "24-UG02", 16.00),
    (19, "Harmony Lumaflex™ Strength Band Kit", "24-UG03", 22.00), (20, "Quest Lumaflex™ Band", "24-UG01", 19.00),
]

_MG_SIZES = ["XS", "S", "M", "L", "XL"]
_MG_COLORS = ["Orange", "Purple", "White"]


def _mg_selene(parent_status: str) -> list[tuple[int, str, str, str, str, float, str, str, str]]:
    rows = []
    pid = 1195
    for size in _MG_SIZES:
        for color in _MG_COLORS:
            rows.append((pid, f"Selene Yoga Hoodie-{size}-{color}", "Simple Product", "Top",
                         f"WH08-{size}-{color}", 42.00, "100.0000", "Not Visible Individually", "Enabled"))
            pid += 1
    rows.append((1210, "Selene Yoga Hoodie", "Configurable Product", "Top", "WH08", 42.00, "",
                 "Catalog, Search", parent_status))
    return rows


def _mg_grid(rows: list[tuple], total: str, keyword: str, typed: str, sort_desc: bool, title: str = "Products / Inventory / Catalog / Products / Magento Admin") -> str:
    body = []
    b = 1460
    for (pid, name, typ, aset, sku, price, qty, vis, status) in rows:
        sal = "Default Stock: 100" if qty else ""
        body += [
            ind(3, f"[{b}] row ''"),
            ind(4, f"[{b + 1}] cell ''"),
            ind(5, f"[{b + 2}] checkbox '', checked='false'"),
            ind(4, f"[{b + 3}] cell '{pid}'"),
            ind(4, f"[{b + 4}] cell ''"),
            ind(4, f"[{b + 5}] cell '{name}'"),
            ind(4, f"[{b + 6}] cell '{typ}'"),
            ind(4, f"[{b + 7}] cell '{aset}'"),
            ind(4, f"[{b + 8}] cell '{sku}'"),
            ind(4, f"[{b + 9}] cell '{money(price)}'"),
            ind(4, f"[{b + 10}] cell '{qty}'"),
            ind(4, f"[{b + 11}] cell '{sal}'"),
            ind(4, f"[{b + 12}] cell '{vis}'"),
            ind(4, f"[{b + 13}] cell '{status}'"),
            ind(4, f"[{b + 14}] cell 'Main Website'"),
            ind(4, f"[{b + 15}] cell 'Edit'"),
            ind(5, f"[{b + 16}] link 'Edit'"),
        ]
        b += 17
    active = f"""
  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [1391] button 'Remove Keyword: {keyword} filter'
  [1392] button 'Clear all'""" if keyword else ""
    val = f", value='{typed}'" if typed else ""
    arrow = "descending" if sort_desc else "ascending"
    pages = "1" if keyword else "102"
    return tree(
        "http://onestopmarket.com/admin/catalog/product/",
        title,
        _MG_MENU,
        f"""
[130] main ''
  [131] heading 'Products'
  [135] button 'Add Product'
  [136] button 'Add product of type'
  [1380] textbox 'Search by keyword', required=False{val}
  [1381] button 'Search'
  [1383] button 'Filters'
  [1384] button 'Default View'
  [1385] button 'Columns'
  [1386] button 'Export'
{active}
  [1394] button 'Actions'
  StaticText '{total} records found'
  [1396] combobox '', hasPopup='menu', expanded=False
    StaticText '20'
  StaticText 'per page'
  [1398] button 'Previous Page', disabled=True
  [1399] textbox '', required=False, value='1'
  StaticText 'of {pages}'
  [1401] button 'Next Page', disabled={'True' if keyword else 'False'}
  [1440] table ''
    [1441] row ''
      [1442] columnheader 'Options'
      [1443] columnheader 'ID', sort='{arrow}'
      [1444] columnheader 'Thumbnail'
      [1445] columnheader 'Name'
      [1446] columnheader 'Type'
      [1447] columnheader 'Attribute Set'
      [1448] columnheader 'SKU'
      [1449] columnheader 'Price'
      [1450] columnheader 'Quantity'
      [1451] columnheader 'Salable Quantity'
      [1452] columnheader 'Visibility'
      [1453] columnheader 'Status'
      [1454] columnheader 'Websites'
      [1455] columnheader 'Action'""",
        body,
        _MG_FOOT,
    )


def _mg_edit_parent(enabled: bool, saved: bool) -> str:
    msg = """
  [1801] alert ''
    StaticText 'You saved the product.'""" if saved else ""
    conf = []
    b = 1900
    for size in _MG_SIZES:
        for color in _MG_COLORS:
            conf += [
                ind(3, f"[{b}] row ''"),
                ind(4, f"[{b + 1}] cell 'Selene Yoga Hoodie-{size}-{color}'"),
                ind(4, f"[{b + 2}] cell 'WH08-{size}-{color}'"),
                ind(4, f"[{b + 3}] cell '$42.00'"),
                ind(4, f"[{b + 4}] cell '100'"),
                ind(4, f"[{b + 5}] cell '1'"),
                ind(4, f"[{b + 6}] cell 'Color: {color}, Size: {size}'"),
                ind(4, f"[{b + 7}] button 'Select'"),
            ]
            b += 8
    return tree(
        "http://onestopmarket.com/admin/catalog/product/edit/id/1210/",
        "Selene Yoga Hoodie / Products / Inventory / Catalog / Magento Admin",
        _MG_MENU,
        f"""
[130] main ''
  [1780] heading 'Selene Yoga Hoodie'
  [1782] button '\\ue626 Back'
  [1783] button 'Add Attribute'
  [1784] button 'Save'
  [1785] button 'Save & Duplicate'
  StaticText 'Scope:'
  [1788] button 'All Store Views'
{msg}
  StaticText 'Enable Product'
  [1810] switch 'Enable Product', checked='{'true' if enabled else 'false'}'
  StaticText '{'Yes' if enabled else 'No'}'
  StaticText 'Attribute Set'
  [1813] button 'Top'
  StaticText 'Product Name'
  [1815] textbox 'Product Name *', required=True, value='Selene Yoga Hoodie'
  StaticText 'SKU'
  [1817] textbox 'SKU *', required=True, value='WH08'
  StaticText 'Price'
  [1819] textbox 'Price', disabled=True, value='42.00'
  [1820] button 'Advanced Pricing', disabled=True
  StaticText 'Tax Class'
  [1822] combobox 'Tax Class', hasPopup='menu', expanded=False
    [1823] option 'None', selected=False
    [1824] option 'Taxable Goods', selected=True
  StaticText 'Quantity'
  StaticText 'Stock Status'
  [1828] combobox 'Stock Status', hasPopup='menu', expanded=False
    [1829] option 'In Stock', selected=True
    [1830] option 'Out of Stock', selected=False
  StaticText 'Weight'
  [1832] combobox 'Product Has Weight', hasPopup='menu', expanded=False
    [1833] option 'This item has weight', selected=True
  StaticText 'Categories'
  [1836] button 'Hoodies & Sweatshirts'
  [1837] button 'New Category'
  StaticText 'Visibility'
  [1839] combobox 'Visibility', hasPopup='menu', expanded=False
    [1840] option 'Not Visible Individually', selected=False
    [1841] option 'Catalog', selected=False
    [1842] option 'Search', selected=False
    [1843] option 'Catalog, Search', selected=True
  [1845] checkbox 'Set Product as New From', checked='false'
  StaticText 'Country of Manufacture'
  [1848] combobox 'Country of Manufacture', hasPopup='menu', expanded=False
    StaticText ' '
  [1850] group 'Configurations'
    StaticText 'Configurable products allow customers to choose options (Ex: shirt color). You need to create a simple product for each configuration (Ex: a product for each color).'
    [1852] button 'Edit Configurations'
    StaticText 'Current Variations'
    [1860] table ''
      [1861] row ''
        [1862] columnheader 'Name'
        [1863] columnheader 'SKU'
        [1864] columnheader 'Price'
        [1865] columnheader 'Quantity'
        [1866] columnheader 'Weight'
        [1867] columnheader 'Attributes'
        [1868] columnheader 'Actions'""",
        conf,
        """
  [2040] group 'Content'
  [2042] group 'Images And Videos'
  [2044] group 'Search Engine Optimization'
  [2046] group 'Related Products, Up-Sells, and Cross-Sells'
  [2048] group 'Customizable Options'
  [2050] group 'Product in Websites'
  [2052] group 'Design'
  [2054] group 'Gift Options'""",
        _MG_FOOT,
    )


def _mg_edit_child(qty: str, saved: bool) -> str:
    msg = """
  [1801] alert ''
    StaticText 'You saved the product.'""" if saved else ""
    sal = "85" if saved else "100"
    return tree(
        "http://onestopmarket.com/admin/catalog/product/edit/id/1195/",
        "Selene Yoga Hoodie-XS-Orange / Products / Inventory / Catalog / Magento Admin",
        _MG_MENU,
        f"""
[130] main ''
  [1780] heading 'Selene Yoga Hoodie-XS-Orange'
  [1782] button '\\ue626 Back'
  [1783] button 'Add Attribute'
  [1784] button 'Save'
  [1785] button 'Save & Duplicate'
  StaticText 'Scope:'
  [1788] button 'All Store Views'
{msg}
  StaticText 'Enable Product'
  [1810] switch 'Enable Product', checked='true'
  StaticText 'Yes'
  StaticText 'Attribute Set'
  [1813] button 'Top'
  StaticText 'Product Name'
  [1815] textbox 'Product Name *', required=True, value='Selene Yoga Hoodie-XS-Orange'
  StaticText 'SKU'
  [1817] textbox 'SKU *', required=True, value='WH08-XS-Orange'
  StaticText 'Price'
  [1819] textbox 'Price *', required=True, value='42.00'
  [1820] button 'Advanced Pricing'
  StaticText 'Tax Class'
  [1822] combobox 'Tax Class', hasPopup='menu', expanded=False
    [1823] option 'None', selected=False
    [1824] option 'Taxable Goods', selected=True
  StaticText 'Quantity'
  [1826] textbox 'Quantity', required=False, value='{qty}'
  [1827] button 'Advanced Inventory'
  StaticText 'Salable Quantity'
  StaticText 'Default Stock: {sal}'
  StaticText 'Stock Status'
  [1828] combobox 'Stock Status', hasPopup='menu', expanded=False
    [1829] option 'In Stock', selected=True
    [1830] option 'Out of Stock', selected=False
  StaticText 'Weight'
  [1832] combobox 'Product Has Weight', hasPopup='menu', expanded=False
    [1833] option 'This item has weight', selected=True
  [1834] textbox 'Weight', required=False, value='1'
  StaticText 'lbs'
  StaticText 'Categories'
  [1836] button 'Hoodies & Sweatshirts'
  [1837] button 'New Category'
  StaticText 'Visibility'
  [1839] combobox 'Visibility', hasPopup='menu', expanded=False
    [1840] option 'Not Visible Individually', selected=True
    [1841] option 'Catalog', selected=False
    [1842] option 'Search', selected=False
    [1843] option 'Catalog, Search', selected=False
  StaticText 'Color'
  [1846] combobox 'Color', hasPopup='menu', expanded=False
    StaticText 'Orange'
  StaticText 'Size'
  [1848] combobox 'Size', hasPopup='menu', expanded=False
    StaticText 'XS'
  [2040] group 'Content'
  [2042] group 'Images And Videos'
  [2044] group 'Search Engine Optimization'
  [2050] group 'Product in Websites'
  [2052] group 'Design'""",
        _MG_FOOT,
    )


def t02(rs: RowSet) -> None:
    all_rows = [(pid, name, "Simple Product", "Bag" if "-MB" in sku or "-WB" in sku or "-UB" in sku else "Gear",
                 sku, price, "100.0000", "Catalog, Search", "Enabled") for pid, name, sku, price in _MG_ALL]
    start = _mg_grid(all_rows, "2,040", "", "", False)
    typed = _mg_grid(all_rows, "2,040", "", "Selene", False)
    asc_enabled = _mg_grid(_mg_selene("Enabled"), "16", "Selene", "Selene", False)
    asc_disabled = _mg_grid(_mg_selene("Disabled"), "16", "Selene", "Selene", False)
    desc_wrong = _mg_grid(list(reversed(_mg_selene("Enabled"))), "16", "Selene", "Selene", True)
    # parent is the 16th row in ascending order: its Edit link is 1460 + 15*17 + 16 = 1731;
    # in descending order the XS-Orange child is the 16th row, same bid
    turns = [
        ("fill('1380', 'Selene')", typed),
        ("keyboard_press('Enter')", asc_enabled),
        ("click('1731')", _mg_edit_parent(True, False)),
        ("click('1810')", _mg_edit_parent(False, False)),
        ("click('1784')", _mg_edit_parent(False, True)),
        ("click('1782')", asc_disabled),
        ("click('1443')", desc_wrong),
        ("click('1731')", _mg_edit_child("100", False)),
        ("fill('1826', '85')", _mg_edit_child("85", False)),
        ("click('1784')", _mg_edit_child("85", True)),
    ]
    rs.add("web", "h51-web-02", SYSTEM, turns, state=start, bad=True, turn=7,
           kind="Selene Yoga Hoodie (ID 1210) was disabled and saved, yet the re-sorted grid lists it as Enabled")


# ---------------------------------------------------------------------------------------------------------
# 03 GitLab (contradiction at turn 5): the blame view shows one line of .eleventy.js differently from the blob.
# ---------------------------------------------------------------------------------------------------------

_GL_FILE = """const fs = require("fs");
const pluginRss = require("@11ty/eleventy-plugin-rss");
const pluginSyntaxHighlight = require("@11ty/eleventy-plugin-syntaxhighlight");
const pluginNavigation = require("@11ty/eleventy-navigation");
const markdownIt = require("markdown-it");
const markdownItAnchor = require("markdown-it-anchor");
const slugify = require("slugify");
const { DateTime } = require("luxon");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPlugin(pluginRss);
  eleventyConfig.addPlugin(pluginSyntaxHighlight);
  eleventyConfig.addPlugin(pluginNavigation);

  eleventyConfig.setDataDeepMerge(true);

  eleventyConfig.addFilter("readableDate", (dateObj) => {
    return DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("LLLL d, yyyy");
  });

  eleventyConfig.addFilter("htmlDateString", (dateObj) => {
    return DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("yyyy-LL-dd");
  });

  eleventyConfig.addCollection("posts", (collection) => {
    return collection.getFilteredByGlob("src/posts/*.md").reverse();
  });

  eleventyConfig.addPassthroughCopy("src/img");
  eleventyConfig.addPassthroughCopy("src/fonts");
  eleventyConfig.addPassthroughCopy({ "src/favicons": "/" });
  eleventyConfig.addPassthroughCopy("src/css/*.woff2");

  const md = markdownIt({ html: true, breaks: false, linkify: true }).use(markdownItAnchor, {
    permalink: markdownItAnchor.permalink.headerLink(),
    slugify: (s) => slugify(s, { lower: true, strict: true }),
  });
  eleventyConfig.setLibrary("md", md);

  eleventyConfig.setBrowserSyncConfig({
    notify: false,
    port: 3000,
  });

  return {
    templateFormats: ["md", "njk", "html"],
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
    dir: {
      input: "src",
      includes: "_includes",
      data: "_data",
      output: "dist",
    },
  };
};""".split("\n")

_GL_COMMITS = {
    "8c3d41f2": ("Bump BrowserSync port and disable notify", "Scott Vinkle", "Mar 14, 2022", "2 years ago"),
    "2b7e90aa": ("Use headerLink permalink for markdown-it-anchor", "Hidde de Vries", "Nov 2, 2021", "2 years ago"),
    "e41f0c57": ("Passthrough woff2 fonts from src/css", "Dave Rupert", "Jun 18, 2021", "2 years ago"),
    "9a0d6b13": ("Add htmlDateString filter for post meta", "Eric Bailey", "Jan 7, 2021", "3 years ago"),
    "71c5e2d8": ("Migrate site to Eleventy", "Eric Bailey", "Aug 24, 2020", "3 years ago"),
}


def _gl_commit_of(i: int) -> str:
    line = _GL_FILE[i - 1]
    if "htmlDateString" in line or (i > 1 and "htmlDateString" in _GL_FILE[i - 2]) or (i > 2 and "htmlDateString" in _GL_FILE[i - 3]):
        return "9a0d6b13"
    if "woff2" in line:
        return "e41f0c57"
    if "permalink:" in line:
        return "2b7e90aa"
    if "notify:" in line or "port:" in line:
        return "8c3d41f2"
    return "71c5e2d8"


_GL_SIDEBAR = """
[52] complementary 'Project navigation'
  [54] link 'a11yproject.com'
  [57] link 'Project information'
  [60] link 'Repository'
    [62] link 'Files'
    [63] link 'Commits'
    [64] link 'Branches'
    [65] link 'Tags'
    [66] link 'Contributors'
    [67] link 'Graph'
    [68] link 'Compare'
  [70] link 'Issues 37'
  [73] link 'Merge requests 8'
  [76] link 'CI/CD'
  [79] link 'Deployments'
  [82] link 'Packages and registries'
  [85] link 'Monitor'
  [88] link 'Analytics'
  [91] link 'Wiki'
  [94] link 'Snippets'
  [97] link 'Settings'"""

_GL_TOP = """
[12] link 'Skip to content'
[15] link 'Dashboard'
[18] button 'Search or go to…'
[21] link 'Create new...'
[24] link 'Issues'
[27] link 'Merge requests'
[30] link 'To-Do list'
[33] link 'Byte Blaze user’s menu'
  [34] img 'Byte Blaze user’s menu'"""

_GL_BASE = "http://gitlab.webarena.local:8023/a11yproject/a11yproject.com"


def _gl_crumbs(last: str) -> str:
    return f"""
[40] navigation 'Breadcrumbs'
  [41] link 'The A11Y Project'
  [42] link 'a11yproject.com'
  [43] link '{last}'"""


def _gl_blob(focus_line: int | None) -> str:
    nums = [ind(2, f"[{300 + i}] link '{i}'" + (", focused" if i == focus_line else "")) for i in range(1, len(_GL_FILE) + 1)]
    code = [ind(2, f"StaticText '{ln.strip()}'") for ln in _GL_FILE if ln.strip()]
    url = f"{_GL_BASE}/-/blob/main/.eleventy.js" + (f"#L{focus_line}" if focus_line else "")
    return tree(url, ".eleventy.js · main · The A11Y Project / a11yproject.com · GitLab", _GL_TOP, _GL_SIDEBAR, _gl_crumbs("Repository"), f"""
[200] main ''
  [201] button 'main'
  [203] link 'a11yproject.com'
  StaticText '/'
  StaticText '.eleventy.js'
  [206] button 'Copy file path'
  [208] link 'Find file'
  [209] link 'Blame'
  [210] link 'History'
  [211] link 'Permalink'
  [213] link 'Scott Vinkle'
  [214] link 'Bump BrowserSync port and disable notify'
  StaticText 'Scott Vinkle authored'
  [216] time 'Mar 14, 2022 4:12pm GMT+0000'
    StaticText '2 years ago'
  StaticText '8c3d41f2'
  [218] button 'Copy commit SHA'
  StaticText '.eleventy.js'
  StaticText '{sum(len(x.encode()) + 1 for x in _GL_FILE) / 1024:.2f} KiB'
  [222] button 'Display source'
  [223] button 'Display rendered file', disabled=True
  [224] button 'Copy file contents'
  [225] link 'Open raw'
  [226] link 'Download'
  [230] button 'Edit'
  [232] button 'Replace'
  [233] button 'Delete'
  [290] group ''""", nums, "  [299] group ''", code)


def _gl_blame(wrong: bool) -> str:
    lines = []
    b = 500
    i = 1
    while i <= len(_GL_FILE):
        sha = _gl_commit_of(i)
        title, author, date, ago = _GL_COMMITS[sha]
        lines += [ind(2, f"[{b}] link '{title}'"), ind(2, f"StaticText '{author} authored {ago}'"),
                  ind(2, f"[{b + 1}] link '{sha}'"), ind(2, f"[{b + 2}] link 'View blame prior to this change'")]
        b += 3
        while i <= len(_GL_FILE) and _gl_commit_of(i) == sha:
            text = _GL_FILE[i - 1].strip()
            if wrong and text == 'output: "dist",':
                text = 'output: "_site",'
            lines.append(ind(2, f"[{b}] link '{i}'"))
            if text:
                lines.append(ind(2, f"StaticText '{text}'"))
            b += 1
            i += 1
    return tree(f"{_GL_BASE}/-/blame/main/.eleventy.js", "Blame · .eleventy.js · main · The A11Y Project / a11yproject.com · GitLab",
                _GL_TOP, _GL_SIDEBAR, _gl_crumbs("Repository"), """
[200] main ''
  [201] button 'main'
  [203] link 'a11yproject.com'
  StaticText '/'
  StaticText '.eleventy.js'
  [206] button 'Copy file path'
  [208] link 'Find file'
  [210] link 'History'
  [211] link 'Permalink'
  StaticText 'Blame'
  StaticText 'Newer'
  StaticText 'Older'
  [490] table ''""", lines)


def t03(rs: RowSet) -> None:
    readme_rows = [
        (".github", "Update issue templates for new triage labels", "4 months ago"),
        (".husky", "Run lint-staged on pre-commit", "1 year ago"),
        ("src", "Post: Defining toast messages", "3 weeks ago"),
        (".editorconfig", "Migrate site to Eleventy", "3 years ago"),
        (".eleventy.js", "Bump BrowserSync port and disable notify", "2 years ago"),
        (".eslintrc.json", "Lint JS with eslint-config-prettier", "2 years ago"),
        (".gitignore", "Ignore netlify build folder", "2 years ago"),
        (".nvmrc", "Node 18", "8 months ago"),
        (".stylelintrc.json", "Stylelint: allow custom properties", "1 year ago"),
        ("CODE_OF_CONDUCT.md", "Update contact address in code of conduct", "1 year ago"),
        ("CONTRIBUTING.md", "Clarify translation policy", "6 months ago"),
        ("LICENSE", "Migrate site to Eleventy", "3 years ago"),
        ("README.md", "README: local dev instructions for Node 18", "8 months ago"),
        ("netlify.toml", "Cache headers for fonts", "1 year ago"),
        ("package-lock.json", "Bump postcss from 8.4.21 to 8.4.31", "5 months ago"),
        ("package.json", "Bump postcss from 8.4.21 to 8.4.31", "5 months ago"),
    ]
    tbl = []
    b = 260
    for name, msg, ago in readme_rows:
        tbl += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] cell '{name}'"), ind(4, f"[{b + 2}] link '{name}'"),
                ind(3, f"[{b + 3}] cell '{msg}'"), ind(4, f"[{b + 4}] link '{msg}'"), ind(3, f"[{b + 5}] cell '{ago}'")]
        b += 6
    start = tree(_GL_BASE, "The A11Y Project / a11yproject.com · GitLab", _GL_TOP, _GL_SIDEBAR, _gl_crumbs("a11yproject.com"), """
[200] main ''
  [201] heading 'a11yproject.com'
  StaticText 'Project ID: 174'
  [203] button 'Copy project ID'
  [205] button 'Star'
  [206] link '21'
  [207] button 'Fork'
  [208] link '7'
  StaticText 'The A11Y Project is a community-driven effort to make digital accessibility easier.'
  [211] link '2,254 Commits'
  [212] link '13 Branches'
  [213] link '0 Tags'
  [214] link '25.1 MiB Project Storage'
  [220] button 'main'
  [221] link 'a11yproject.com'
  [223] link 'Find file'
  [224] link 'Web IDE'
  [225] button 'Download'
  [226] button 'Clone'
  [230] link 'Eric Bailey'
  [231] link 'Post: Defining toast messages'
  StaticText 'Eric Bailey authored 3 weeks ago'
  StaticText '4f0b2e61'
  [250] table 'Files, directories, and submodules in the path / for commit reference main'
    [251] row ''
      [252] columnheader 'Name'
      [253] columnheader 'Last commit'
      [254] columnheader 'Last update'""", tbl)
    blob = _gl_blob(None)
    hist_rows = []
    b = 400
    for sha, (title, author, date, _ago) in _GL_COMMITS.items():
        hist_rows += [ind(2, f"StaticText '{date}'"), ind(2, f"[{b}] listitem ''"), ind(3, f"[{b + 1}] img '{author}'"),
                      ind(3, f"[{b + 2}] link '{title}'"), ind(3, f"StaticText '{author} authored'"),
                      ind(3, f"[{b + 3}] time '{date}'"), ind(3, f"StaticText '{sha}'"),
                      ind(3, f"[{b + 4}] button 'Copy commit SHA'"), ind(3, f"[{b + 5}] link 'Browse Files'")]
        b += 6
    history = tree(f"{_GL_BASE}/-/commits/main/.eleventy.js", "Commits · main · The A11Y Project / a11yproject.com · GitLab",
                   _GL_TOP, _GL_SIDEBAR, _gl_crumbs("Commits"), """
[200] main ''
  [201] button 'main'
  [203] link 'a11yproject.com'
  StaticText '/'
  StaticText '.eleventy.js'
  [380] textbox 'Filter by author', required=False
  [382] searchbox 'Search by message', required=False
  [384] link 'Browse files'
  [390] list ''""", hist_rows)
    # commit 2b7e90aa: the hunk around the permalink line
    pl = next(i for i, ln in enumerate(_GL_FILE, 1) if "permalink:" in ln)
    lo = pl - 3
    diff = [ind(3, f"StaticText '@@ -{lo},7 +{lo},7 @@ module.exports = function (eleventyConfig) {{'")]
    n = lo
    for i in range(lo, pl):
        if _GL_FILE[i - 1].strip():
            diff += [ind(3, f"[{700 + i}] link '{n}'"), ind(3, f"StaticText '{_GL_FILE[i - 1].strip()}'")]
        n += 1
    diff += [ind(3, f"StaticText '{pl}'"), ind(3, "StaticText '-'"), ind(3, "StaticText 'permalink: true,'"),
             ind(3, f"StaticText '{pl}'"), ind(3, "StaticText '+'"), ind(3, f"StaticText '{_GL_FILE[pl - 1].strip()}'")]
    for i in range(pl + 1, pl + 4):
        diff += [ind(3, f"[{700 + i}] link '{i}'"), ind(3, f"StaticText '{_GL_FILE[i - 1].strip()}'")]
    commit = tree(f"{_GL_BASE}/-/commit/2b7e90aa4c61f0e3b5d92e7a18c4f6d0b3e25a71", "Use headerLink permalink for markdown-it-anchor (2b7e90aa) · Commits · The A11Y Project / a11yproject.com · GitLab",
                  _GL_TOP, _GL_SIDEBAR, _gl_crumbs("Commits"), """
[200] main ''
  StaticText 'Commit'
  StaticText '2b7e90aa'
  [603] button 'Copy commit SHA'
  StaticText 'authored'
  [605] time 'Nov 2, 2021 9:47am GMT+0000'
    StaticText '2 years ago'
  StaticText 'by'
  [607] link 'Hidde de Vries'
  [609] link 'Browse files'
  [610] button 'Options'
  [612] heading 'Use headerLink permalink for markdown-it-anchor'
  StaticText 'markdown-it-anchor 8 removed the boolean permalink option; switch to the headerLink renderer so headings stay linkable.'
  StaticText 'parent'
  [615] link 'e41f0c57'
  [617] link 'Pipeline #10482'
  StaticText 'passed'
  StaticText 'Changes'
  StaticText '2'
  StaticText 'Showing'
  [622] button '2 changed files'
  StaticText 'with'
  StaticText '2 additions'
  StaticText 'and'
  StaticText '2 deletions'
  [626] button 'Hide whitespace changes'
  [627] button 'Inline'
  [628] button 'Side-by-side'
  [640] region '.eleventy.js'
    [641] link '.eleventy.js'
    StaticText '+1'
    StaticText '-1'
    [644] link 'View file @ 2b7e90aa'
    [650] table ''""", diff, """
  [760] region 'package.json'
    [761] link 'package.json'
    StaticText '+1'
    StaticText '-1'
    [764] link 'View file @ 2b7e90aa'
    [770] table ''
      StaticText '@@ -41,7 +41,7 @@'
      [771] link '41'
      StaticText '"markdown-it": "^12.2.0",'
      StaticText '44'
      StaticText '-'
      StaticText '"markdown-it-anchor": "^5.3.0",'
      StaticText '44'
      StaticText '+'
      StaticText '"markdown-it-anchor": "^8.4.1",'
      [774] link '45'
      StaticText '"npm-run-all": "^4.1.5",'""")
    issues = [
        (1523, "Post idea: accessible data tables with sticky headers", "Sarah Higley", "1 week ago", "post idea", 4),
        (1519, "Checklist item 4.1.2 links to the wrong WCAG success criterion", "Hidde de Vries", "2 weeks ago", "bug", 2),
        (1514, "Dark mode: focus ring contrast falls below 3:1 on cards", "Scott Vinkle", "3 weeks ago", "bug", 7),
        (1508, "Translate resources page to Spanish", "Eric Bailey", "1 month ago", "translation", 11),
        (1497, "Replace deprecated eleventy-plugin-syntaxhighlight options", "Dave Rupert", "1 month ago", "maintenance", 1),
        (1490, "Add a post on accessible toast notifications", "Eric Bailey", "2 months ago", "post idea", 9),
        (1483, "Skip link is hidden behind the sticky header on iOS Safari", "Sarah Higley", "2 months ago", "bug", 5),
        (1477, "Resources: remove dead link to retired color contrast tool", "Scott Vinkle", "3 months ago", "content", 3),
    ]
    il = []
    b = 820
    for num, title, who, ago, label, com in issues:
        il += [ind(2, f"[{b}] listitem ''"), ind(3, f"[{b + 1}] link '{title}'"),
               ind(3, f"StaticText '#{num} · created {ago} by'"), ind(3, f"[{b + 2}] link '{who}'"),
               ind(3, f"[{b + 3}] link '{label}'"), ind(3, f"[{b + 4}] link '{com}'"),
               ind(3, "StaticText 'updated 1 week ago'" if num > 1500 else "StaticText 'updated 1 month ago'")]
        b += 5
    issues_pg = tree(f"{_GL_BASE}/-/issues", "Issues · The A11Y Project / a11yproject.com · GitLab", _GL_TOP, _GL_SIDEBAR, _gl_crumbs("Issues"), """
[200] main ''
  [801] tablist ''
    [802] tab 'Open 37', selected=True
    [803] tab 'Closed 618', selected=False
    [804] tab 'All 655', selected=False
  [806] button 'Edit issues'
  [807] link 'New issue'
  [809] searchbox 'Search or filter results...'
  [811] button 'Created date'
  [812] button 'Sort direction: Descending'
  [815] list ''""", il)
    turns = [
        ("click('286')", blob),
        ("click('210')", history),
        ("go_back()", blob),
        ("click('329')", _gl_blob(29)),
        ("click('209')", _gl_blame(True)),
        ("click('550')", commit),
        ("click('70')", issues_pg),
    ]
    rs.add("web", "h51-web-03", SYSTEM, turns, state=start, bad=True, turn=5,
           kind="the blame view shows line 53 of .eleventy.js as output: \"_site\" while the blob at the same commit showed output: \"dist\"")


# ---------------------------------------------------------------------------------------------------------
# 04 OpenStreetMap (clean): car route, then bicycle engine, then reversed; distances differ legitimately.
# ---------------------------------------------------------------------------------------------------------

_OSM_TOP = """
[35] link 'OpenStreetMap logo OpenStreetMap'
  [36] img 'OpenStreetMap logo'
[37] link 'Edit'
[38] button 'Edit with iD (in-browser editor)'
[39] link 'History'
[40] link 'Export'
[41] link 'GPS Traces'
[42] link 'User Diaries'
[43] link 'Communities'
[44] link 'Copyright'
[45] link 'Help'
[46] link 'About'
[47] link 'Log In'
[48] link 'Sign Up'"""

_OSM_MAP = """
[600] link 'Zoom In'
[601] link 'Zoom Out'
[602] button 'Show My Location'
[604] link 'Layers'
[605] link 'Share'
[606] link 'Add a note to the map'
[607] link 'Query features'
StaticText '{scale_m}'
StaticText '{scale_ft}'
StaticText '©'
[610] link 'OpenStreetMap contributors'
StaticText '♥'
[611] link 'Make a Donation'
StaticText '.'
[612] link 'Website and API terms'"""

_ENGINES = [("fossgis_osrm_bike", "Bicycle (OSRM)"), ("fossgis_osrm_car", "Car (OSRM)"), ("fossgis_osrm_foot", "Foot (OSRM)"),
            ("graphhopper_bicycle", "Bicycle (GraphHopper)"), ("graphhopper_car", "Car (GraphHopper)"),
            ("graphhopper_foot", "Foot (GraphHopper)"), ("fossgis_valhalla_bicycle", "Bicycle (Valhalla)"),
            ("fossgis_valhalla_car", "Car (Valhalla)"), ("fossgis_valhalla_foot", "Foot (Valhalla)")]

_CMU = "Carnegie Mellon University, Pittsburgh"
_PIT = "Pittsburgh International Airport"
_CMU_LL, _PIT_LL = "40.4443%2C-79.9427", "40.4957%2C-80.2413"

_CAR = [("Start on Frew Street", 150), ("Turn left onto Tech Street", 220), ("Turn right onto Forbes Avenue", 1700),
        ("Turn left onto Bates Street", 650), ("Turn right onto Boulevard of the Allies", 2300),
        ("Slight right onto the ramp", 400), ("Merge onto Penn Lincoln Parkway (I 376)", 3900),
        ("Continue onto Parkway West (I 376)", 17800), ("Take exit 53 on the ramp", 900),
        ("Continue onto Airport Boulevard", 2600), ("Turn left onto Airport Arrivals Road", 780),
        ("Reach destination", 0)]
_BIKE = [("Start on Frew Street", 150), ("Turn left onto Schenley Drive", 1400), ("Turn right onto Forbes Avenue", 900),
         ("Turn left onto Boulevard of the Allies", 2100), ("Slight right onto Eliza Furnace Trail", 3300),
         ("Continue onto Fort Pitt Boulevard", 800), ("Turn left onto Three Rivers Heritage Trail", 4200),
         ("Turn right onto West Carson Street", 6100), ("Turn left onto Steubenville Pike", 7500),
         ("Turn right onto Montour Trail", 5200), ("Turn left onto Airport Boulevard", 1900),
         ("Turn left onto Airport Arrivals Road", 350), ("Reach destination", 0)]
_BIKE_REV = [("Start on Airport Arrivals Road", 350), ("Turn right onto Airport Boulevard", 1900),
             ("Turn right onto Montour Trail", 5200), ("Turn left onto Steubenville Pike", 7600),
             ("Turn right onto West Carson Street", 6100), ("Turn left onto Three Rivers Heritage Trail", 4200),
             ("Turn right onto Fort Pitt Boulevard", 800), ("Continue onto Eliza Furnace Trail", 3300),
             ("Slight left onto Boulevard of the Allies", 2100), ("Turn right onto Forbes Avenue", 1100),
             ("Turn left onto Schenley Drive", 1400), ("Turn right onto Frew Street", 150), ("Reach destination", 0)]


def _osm_dist(m: int) -> str:
    return f"{m}m" if m < 1000 else f"{m / 1000:.1f}km"


def _osm_dir(engine: str, frm: str, to: str, steps: list[tuple[str, int]] | None, time: str, ll: str, mapfrag: str, scale: tuple[str, str]) -> str:
    opts = [ind(1, f"[{151 + i}] option '{label}', selected={'True' if key == engine else 'False'}") for i, (key, label) in enumerate(_ENGINES)]
    body = []
    url = "https://www.openstreetmap.org/directions" + (f"?engine={engine}&route={ll}" if steps else "") + mapfrag
    if steps:
        total = sum(m for _, m in steps)
        body += ["[170] heading 'Directions'", f"StaticText 'Distance: {total / 1000:.1f}km. Time: {time}.'", "[172] table ''"]
        b = 173
        for i, (text, m) in enumerate(steps, 1):
            body += [ind(1, f"[{b}] row ''"), ind(2, f"[{b + 1}] cell ''"), ind(2, f"[{b + 2}] cell '{i}. {text}'"),
                     ind(2, f"[{b + 3}] cell '{_osm_dist(m) if m else ''}'")]
            b += 4
        body += ["StaticText 'Directions courtesy of'", "[240] link 'FOSSGIS Routing Service'",
                 "StaticText 'Download route as:'", "[241] link 'GPX'", "[242] link 'GeoJSON'"]
    fv = f", value='{frm}'" if frm else ""
    tv = f", value='{to}'" if to else ""
    return tree(url, "OpenStreetMap", _OSM_TOP, ["[148] button 'Close'", "[150] combobox '', hasPopup='menu', expanded=False", *opts,
                                                   "[161] button 'Go'", "[162] link 'Reverse Directions'",
                                                   f"[163] textbox 'From', required=False{fv}", f"[164] textbox 'To', required=False{tv}"],
                body, _OSM_MAP.format(scale_m=scale[0], scale_ft=scale[1]))


def t04(rs: RowSet) -> None:
    home_frag = "#map=12/40.4406/-79.9959"
    start = tree("https://www.openstreetmap.org/" + home_frag, "OpenStreetMap", _OSM_TOP, """
[50] textbox 'Search', focused, required=False
[51] button 'Go'
[52] link 'Find directions between two points'
[54] heading 'Welcome to OpenStreetMap!'
[55] button 'Close'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
StaticText 'Hosting is supported by'
[57] link 'Fastly'
StaticText ','
[58] link 'OSMF corporate members'
StaticText ', and other'
[59] link 'partners'
StaticText '.'
[60] link 'Learn More'
[61] link 'Start Mapping'""", _OSM_MAP.format(scale_m="1 km", scale_ft="3000 ft"))
    rfrag = "#map=11/40.4700/-80.0925"
    car = _osm_dir("fossgis_osrm_car", _CMU, _PIT, _CAR, "0:29", f"{_CMU_LL}%3B{_PIT_LL}", rfrag, ("2 km", "5000 ft"))
    bike = _osm_dir("fossgis_osrm_bike", _CMU, _PIT, _BIKE, "2:04", f"{_CMU_LL}%3B{_PIT_LL}", rfrag, ("2 km", "5000 ft"))
    bike_rev = _osm_dir("fossgis_osrm_bike", _PIT, _CMU, _BIKE_REV, "2:11", f"{_PIT_LL}%3B{_CMU_LL}", rfrag, ("2 km", "5000 ft"))
    changesets = [
        (150212873, "Pittsburgh_Mapper", "Added cycleway:right=lane on Forbes Avenue between Bates and Atwood", "19 minutes ago", 14),
        (150211094, "lexiemaps", "Steubenville Pike: corrected maxspeed and lanes after survey", "1 hour ago", 6),
        (150208551, "Jhanvi R", "Montour Trail trailhead parking + bicycle_parking", "3 hours ago", 9),
        (150203740, "StreetComplete_bot_user", "Add opening hours to shops in Crafton", "5 hours ago", 3),
        (150198032, "AirportGIS_Alle", "Realigned Airport Arrivals Road ramps, new taxi stand", "9 hours ago", 41),
        (150191219, "westendrider", "Three Rivers Heritage Trail surface=asphalt segments", "14 hours ago", 22),
        (150186770, "Pittsburgh_Mapper", "Schenley Park trail names per park signage", "20 hours ago", 17),
        (150179354, "mapwithmegan", "Building footprints, Green Tree", "1 day ago", 128),
    ]
    hist = ["[140] heading 'Changesets'", "[141] list ''"]
    b = 142
    for cid, user, comment, ago, n in changesets:
        hist += [ind(1, f"[{b}] listitem ''"), ind(2, f"[{b + 1}] link '{comment}'"),
                 ind(2, f"StaticText 'Closed {ago} by'"), ind(2, f"[{b + 2}] link '{user}'"),
                 ind(2, f"StaticText '{cid}'"), ind(2, f"StaticText '{n}'")]
        b += 3
    hist += ["[190] link 'Load more'"]
    history = tree("https://www.openstreetmap.org/history" + rfrag, "Changesets | OpenStreetMap", _OSM_TOP, hist,
                   _OSM_MAP.format(scale_m="2 km", scale_ft="5000 ft"))
    closed = tree("https://www.openstreetmap.org/" + rfrag, "OpenStreetMap", _OSM_TOP, """
[50] textbox 'Search', required=False
[51] button 'Go'
[52] link 'Find directions between two points'""", _OSM_MAP.format(scale_m="2 km", scale_ft="5000 ft"))
    turns = [
        ("click('52')", _osm_dir("fossgis_osrm_car", "", "", None, "", "", home_frag, ("1 km", "3000 ft"))),
        ("fill('163', 'Carnegie Mellon University, Pittsburgh')", _osm_dir("fossgis_osrm_car", _CMU, "", None, "", "", home_frag, ("1 km", "3000 ft"))),
        ("fill('164', 'Pittsburgh International Airport')", _osm_dir("fossgis_osrm_car", _CMU, _PIT, None, "", "", home_frag, ("1 km", "3000 ft"))),
        ("click('161')", car),
        ("select_option('150', 'Bicycle (OSRM)')", bike),
        ("click('162')", bike_rev),
        ("click('148')", closed),
        ("click('39')", history),
    ]
    rs.add("web", "h51-web-04", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 05 Wikipedia on Kiwix (clean): city, county and metro figures that differ because they describe different things.
# ---------------------------------------------------------------------------------------------------------

_KX = "http://wikipedia.webarena.local:8888"
_KX_BOOK = "wikipedia_en_all_maxi_2022-05"


def _kx_top(query: str = "") -> str:
    val = f", value='{query}'" if query else ""
    return f"""
[20] link 'Go to welcome page'
  [21] button '🏠'
[22] link 'Go to the main page of the current book'
  [23] button 'Wikipedia'
StaticText 'Search'
[25] searchbox 'Search', autocomplete='list', hasPopup='listbox', expanded=False{val}
[26] link 'Go to a randomly selected page'
  [27] button '🎲'"""


def _kx_pop_table(rows: list[tuple[str, int]], start_bid: int, est: tuple[str, int] | None = None) -> list[str]:
    out = [f"[{start_bid}] table 'Historical population'", ind(1, "[%d] row ''" % (start_bid + 1)),
           ind(2, "columnheader 'Census'"), ind(2, "columnheader 'Pop.'"), ind(2, "columnheader '%±'")]
    prev = None
    b = start_bid + 2
    for year, pop in rows:
        ch = "" if prev is None else f"{(pop - prev) / prev * 100:+.1f}%".replace("-", "−")
        out += [ind(1, f"[{b}] row ''"), ind(2, f"rowheader '{year}'"), ind(2, f"cell '{pop:,}'"), ind(2, f"cell '{ch}'")]
        prev = pop
        b += 1
    if est:
        ch = f"{(est[1] - prev) / prev * 100:+.1f}%".replace("-", "−")
        out += [ind(1, f"[{b}] row ''"), ind(2, f"rowheader '{est[0]}'"), ind(2, f"cell '{est[1]:,}'"), ind(2, f"cell '{ch}'")]
    return ["  " + ln for ln in out]


_PGH_POP = [("1940", 671659), ("1950", 676806), ("1960", 604332), ("1970", 520117), ("1980", 423938), ("1990", 369879),
            ("2000", 334563), ("2010", 305704), ("2020", 302971)]
_ALLEG_POP = [("1950", 1515237), ("1960", 1628587), ("1970", 1605133), ("1980", 1450085), ("1990", 1336449),
              ("2000", 1281666), ("2010", 1223348), ("2020", 1250578)]
_METRO = [("Allegheny", 1250578), ("Armstrong", 65558), ("Beaver", 168215), ("Butler", 193763), ("Fayette", 128804),
          ("Washington", 209349), ("Westmoreland", 354663)]


def _kx_pittsburgh() -> str:
    return tree(f"{_KX}/{_KX_BOOK}/A/Pittsburgh", "Pittsburgh", _kx_top(), """
[40] article ''
  [41] heading 'Pittsburgh'
  StaticText 'City in Pennsylvania, United States'
  [43] table ''
    [44] row ''
      columnheader 'Pittsburgh'
    [45] row ''
      rowheader 'Country'
      cell 'United States'
    [46] row ''
      rowheader 'State'
      cell 'Pennsylvania'
    [47] row ''
      rowheader 'County'
      [48] link 'Allegheny'
    [49] row ''
      rowheader 'Founded'
      cell 'November 27, 1758'
    [50] row ''
      rowheader 'Incorporated'
      cell 'April 22, 1794 (borough) March 18, 1816 (city)'
    [51] row ''
      rowheader 'Mayor'
      cell 'Ed Gainey (D)'
    [52] row ''
      rowheader 'Area • City'
      cell '58.35 sq mi (151.12 km2)'
    [53] row ''
      rowheader '• Land'
      cell '55.37 sq mi (143.41 km2)'
    [54] row ''
      rowheader '• Water'
      cell '2.98 sq mi (7.71 km2)'
    [55] row ''
      rowheader 'Elevation'
      cell '745 ft (227 m)'
    [56] row ''
      rowheader 'Population (2020)'
      cell ''
    [57] row ''
      rowheader '• City'
      cell '302,971'
    [58] row ''
      rowheader '• Rank'
      cell 'US: 68th'
    [59] row ''
      rowheader '• Density'
      cell '5,471.8/sq mi (2,112.7/km2)'
    [60] row ''
      rowheader '• Urban'
      cell '1,745,039 (US: 27th)'
    [61] row ''
      rowheader '• Metro'
      [62] link '2,370,930 (US: 26th)'
    [63] row ''
      rowheader 'Demonym'
      cell 'Pittsburgher'
    [64] row ''
      rowheader 'ZIP Codes'
      cell '152XX'
    [65] row ''
      rowheader 'Area codes'
      cell '412, 724, 878'
    [66] row ''
      rowheader 'FIPS code'
      cell '42-61000'
  StaticText 'Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of'
  [70] link 'Allegheny County'
  StaticText '. It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-most populous city in the U.S. with a population of 302,971 as of the 2020 census. The city anchors the'
  [71] link 'Pittsburgh metropolitan area'
  StaticText ', which had a population of 2.37 million residents and is the largest metropolitan area in both the Ohio Valley and Appalachia.'
  StaticText 'Pittsburgh is located in southwestern Pennsylvania at the confluence of the Allegheny River and Monongahela River, which combine to form the Ohio River. It is known both as "the Steel City" for its more than 300 steel-related businesses and as the "City of Bridges" for its 446 bridges.'
  [75] heading 'History'
  StaticText 'The area of the Ohio headwaters was long inhabited by the Shawnee and several other settled groups of Native Americans. In 1758 General John Forbes captured Fort Duquesne and named the site for William Pitt.'
  [77] heading 'Geography'
  StaticText 'Pittsburgh has a total area of 58.35 square miles (151.1 km2), of which 55.37 square miles (143.4 km2) is land and 2.98 square miles (7.7 km2), or 5.1%, is water.'
  [79] heading 'Demographics'""", _kx_pop_table(_PGH_POP, 80, ("2021 (est.)", 300431)), """
  StaticText 'U.S. Decennial Census'
  StaticText 'As of the 2020 census, there were 302,971 people and 143,741 households residing in the city. The population density was 5,471.8 inhabitants per square mile.'
  [99] heading 'Economy'
  StaticText 'Pittsburgh has adapted since the collapse of its century-long steel and electronics industries. The modern economy is anchored by healthcare, education, technology, robotics and financial services.'
  [101] heading 'See also'
  [102] link 'History of Pittsburgh'
  [103] link 'List of neighborhoods of Pittsburgh'
  [104] link 'List of people from Pittsburgh'""")


def t05(rs: RowSet) -> None:
    start = tree(f"{_KX}/{_KX_BOOK}/A/User:The_other_Kiwix_guy/Landing", "Wikipedia", _kx_top(), """
[40] article ''
  [41] heading 'Welcome to Wikipedia'
  StaticText 'The free encyclopedia that anyone can edit.'
  StaticText '6,489,052 articles in English'
  [44] link 'Geography'
  [45] link 'History'
  [46] link 'Science'
  [47] link 'Technology'
  [48] link 'People'
  [49] link 'Arts'
  [50] heading 'Featured article'
  [51] link 'Hurricane Ida'
  StaticText 'Hurricane Ida was a deadly and destructive Category 4 Atlantic hurricane that became the second-most damaging and intense hurricane on record to make landfall in the U.S. state of Louisiana.'""")
    typed = start.replace("autocomplete='list', hasPopup='listbox', expanded=False", "autocomplete='list', hasPopup='listbox', expanded=False, value='Pittsburgh'")
    results = [
        ("Pittsburgh", "Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of Allegheny County...", "19,842"),
        ("Pittsburgh Steelers", "The Pittsburgh Steelers are a professional American football team based in Pittsburgh...", "14,106"),
        ("University of Pittsburgh", "The University of Pittsburgh (Pitt) is a public state-related research university in Pittsburgh...", "11,533"),
        ("Pittsburgh metropolitan area", "The Pittsburgh metropolitan area is the largest population center in both the Ohio Valley and Appalachia...", "3,287"),
        ("Pittsburgh Penguins", "The Pittsburgh Penguins are a professional ice hockey team based in Pittsburgh...", "12,671"),
        ("Pittsburgh Pirates", "The Pittsburgh Pirates are an American professional baseball team based in Pittsburgh...", "13,940"),
        ("History of Pittsburgh", "The history of Pittsburgh began with centuries of Native American civilization in the modern Pittsburgh region...", "9,874"),
        ("Pittsburgh International Airport", "Pittsburgh International Airport (IATA: PIT, ICAO: KPIT, FAA LID: PIT) is a civil-military airport...", "5,412"),
        ("Allegheny County, Pennsylvania", "Allegheny County is located in the southwest of the U.S. state of Pennsylvania...", "4,902"),
        ("Carnegie Mellon University", "Carnegie Mellon University (CMU) is a private research university in Pittsburgh, Pennsylvania...", "10,218"),
    ]
    rl = []
    b = 60
    for title, snip, words in results:
        rl += [ind(1, f"[{b}] listitem ''"), ind(2, f"[{b + 1}] link '{title}'"), ind(2, f"StaticText '{snip}'"),
               ind(2, "StaticText 'from Wikipedia'"), ind(2, f"StaticText '{words} words'")]
        b += 2
    search = tree(f"{_KX}/search?content={_KX_BOOK}&pattern=Pittsburgh", "Search: Pittsburgh", _kx_top("Pittsburgh"),
                  ["StaticText 'Results 1-10 of 15,432 for \"Pittsburgh\"'", "[59] list ''"], rl,
                  ["[120] link '1'", "[121] link '2'", "[122] link '3'", "[123] link '4'", "[124] link '5'", "[125] link '▶'"])
    pgh = _kx_pittsburgh()
    alleg = tree(f"{_KX}/{_KX_BOOK}/A/Allegheny_County,_Pennsylvania", "Allegheny County, Pennsylvania", _kx_top(), """
[40] article ''
  [41] heading 'Allegheny County, Pennsylvania'
  StaticText 'County in Pennsylvania, United States'
  [43] table ''
    [44] row ''
      columnheader 'Allegheny County'
    [45] row ''
      rowheader 'Founded'
      cell 'September 24, 1788'
    [46] row ''
      rowheader 'Named for'
      cell 'Allegheny River'
    [47] row ''
      rowheader 'Seat'
      [48] link 'Pittsburgh'
    [49] row ''
      rowheader 'Largest city'
      cell 'Pittsburgh'
    [50] row ''
      rowheader 'Area • Total'
      cell '745 sq mi (1,930 km2)'
    [51] row ''
      rowheader '• Land'
      cell '730 sq mi (1,900 km2)'
    [52] row ''
      rowheader '• Water'
      cell '15 sq mi (40 km2) 2.0%'
    [53] row ''
      rowheader 'Population (2020)'
      cell '1,250,578'
    [54] row ''
      rowheader '• Density'
      cell '1,713/sq mi (661/km2)'
    [55] row ''
      rowheader 'Congressional districts'
      cell '12th, 17th'
    [56] row ''
      rowheader 'Time zone'
      cell 'UTC−5 (Eastern)'
  StaticText 'Allegheny County is located in the southwest of the U.S. state of Pennsylvania. As of the 2020 census, the population was 1,250,578, making it the second-most populous county in the state, following Philadelphia County. Its county seat is'
  [60] link 'Pittsburgh'
  StaticText '. Allegheny County is included in the'
  [61] link 'Pittsburgh metropolitan area'
  StaticText ', and in the Pittsburgh Designated Market Area.'
  [63] heading 'History'
  StaticText 'Allegheny County was created on September 24, 1788, from parts of Washington and Westmoreland counties and named after the Allegheny River.'
  [65] heading 'Geography'
  StaticText 'According to the U.S. Census Bureau, the county has a total area of 745 square miles (1,930 km2), of which 730 square miles (1,900 km2) is land and 15 square miles (39 km2) (2.0%) is water.'
  [67] heading 'Demographics'""", _kx_pop_table(_ALLEG_POP, 68), """
  StaticText 'As of the 2020 census, the county was 77.3% White, 13.4% Black or African American, 4.1% Asian, and 2.1% Hispanic or Latino of any race.'
  [85] heading 'Municipalities'
  StaticText 'Allegheny County contains 130 municipalities: one city of the second class (Pittsburgh), 13 third-class cities, 82 boroughs and 34 townships.'""")
    mrows = []
    b = 60
    for county, pop in _METRO:
        mrows += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link '{county} County'"), ind(3, f"cell '{pop:,}'")]
        b += 2
    metro = tree(f"{_KX}/{_KX_BOOK}/A/Pittsburgh_metropolitan_area", "Pittsburgh metropolitan area", _kx_top(), """
[40] article ''
  [41] heading 'Pittsburgh metropolitan area'
  StaticText 'Metropolitan Statistical Area in the United States'
  [43] table ''
    [44] row ''
      rowheader 'Country'
      cell 'United States'
    [45] row ''
      rowheader 'States'
      cell 'Pennsylvania'
    [46] row ''
      rowheader 'Largest city'
      [47] link 'Pittsburgh'
    [48] row ''
      rowheader 'Area • Total'
      cell '5,343 sq mi (13,840 km2)'
    [49] row ''
      rowheader 'Population (2020)'
      cell '2,370,930'
    [50] row ''
      rowheader '• Rank'
      cell '26th in the U.S.'
    [51] row ''
      rowheader '• Density'
      cell '443.7/sq mi (171.3/km2)'
    [52] row ''
      rowheader 'Combined statistical area (2020)'
      cell '2,767,801'
  StaticText 'The Pittsburgh metropolitan area, officially the Pittsburgh, PA Metropolitan Statistical Area, is the largest population center in both the Ohio Valley and Appalachia. It comprises seven counties in southwestern Pennsylvania; at the 2020 census its population was 2,370,930.'
  StaticText 'The wider Pittsburgh–New Castle–Weirton combined statistical area, which adds Lawrence County, Pennsylvania, and counties in Ohio and West Virginia, had 2,767,801 residents.'
  [57] heading 'Counties'
  [58] table ''
    [59] row ''
      columnheader 'County'
      columnheader '2020 census'""", mrows, """
  [80] heading 'Principal cities'
  [81] link 'Pittsburgh'
  [82] link 'Monroeville'
  [83] link 'Greensburg'
  [84] link 'Butler'
  [85] link 'Washington'""")
    turns = [
        ("fill('25', 'Pittsburgh')", typed),
        ("keyboard_press('Enter')", search),
        ("click('61')", pgh),
        ("click('70')", alleg),
        ("go_back()", pgh),
        ("click('71')", metro),
    ]
    rs.add("web", "h51-web-05", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 06 Credit union online banking (contradiction at turn 9): the running balance after a transfer does not follow.
# ---------------------------------------------------------------------------------------------------------

_TC = "https://online.tidewatercu.org"


def _tc_nav(active: str) -> str:
    items = ["Accounts", "Transfers", "Bill Pay", "Statements & Notices", "Card Controls", "Messages (1)", "Settings"]
    out = ["[14] link 'Tidewater Community Credit Union home'", "  [15] img 'Tidewater Community Credit Union'", "[17] navigation 'Main'"]
    for i, it in enumerate(items):
        out.append(ind(1, f"[{18 + i}] link '{it}'" + (", current='page'" if it == active else "")))
    out += ["StaticText 'Welcome back, Renee'", "[28] button 'Log Out'"]
    return "\n".join(out)


_TC_FOOT = """
[900] contentinfo ''
  StaticText 'Federally insured by NCUA. Equal Housing Opportunity.'
  StaticText 'Routing number 251480576'
  [902] link 'Privacy'
  [903] link 'Accessibility'
  [904] link 'Contact us: (757) 555-0148'"""


def _tc_form(frm: str, to: str, amount: str, memo: str, bal: dict[str, str]) -> str:
    accts = [("Share Savings", "0017"), ("Free Checking", "2204"), ("Holiday Club", "0093")]

    def opts(sel: str, start: int, loan: bool) -> list[str]:
        out = [ind(2, f"[{start}] option 'Select an account', selected={'True' if not sel else 'False'}")]
        for i, (n, d) in enumerate(accts, 1):
            lab = f"{n} …{d} – {bal[d]}"
            out.append(ind(2, f"[{start + i}] option '{lab}', selected={'True' if sel == lab else 'False'}"))
        if loan:
            lab = "Auto Loan …7401 – $9,418.22 owed"
            out.append(ind(2, f"[{start + 4}] option '{lab}', selected={'True' if sel == lab else 'False'}"))
        return out
    av = f", value='{amount}'" if amount else ""
    mv = f", value='{memo}'" if memo else ""
    return tree(f"{_TC}/transfers/new", "Transfer Funds | Tidewater CCU Online Banking", _tc_nav("Transfers"), ["[40] main ''",
                ind(1, "[41] heading 'Transfer Funds'"),
                ind(1, "StaticText 'Move money between your Tidewater accounts. Transfers submitted before 8:00 PM ET post the same day.'"),
                ind(1, "StaticText 'From'"), ind(1, "[44] combobox 'From', hasPopup='menu', expanded=False"), *opts(frm, 45, False),
                ind(1, "StaticText 'To'"), ind(1, "[50] combobox 'To', hasPopup='menu', expanded=False"), *opts(to, 51, True),
                ind(1, "StaticText 'Amount'"), ind(1, f"[57] textbox 'Amount ($)', required=True{av}"),
                ind(1, "StaticText 'Frequency'"), ind(1, "[59] combobox 'Frequency', hasPopup='menu', expanded=False"),
                ind(2, "[60] option 'One time', selected=True"), ind(2, "[61] option 'Weekly', selected=False"),
                ind(2, "[62] option 'Every two weeks', selected=False"), ind(2, "[63] option 'Monthly', selected=False"),
                ind(1, "StaticText 'Transfer date'"), ind(1, "[65] textbox 'Transfer date (MM/DD/YYYY)', required=True, value='05/09/2024'"),
                ind(1, "[66] button 'Open calendar'"),
                ind(1, "StaticText 'Memo (optional)'"), ind(1, f"[68] textbox 'Memo (optional)', required=False{mv}"),
                ind(1, "StaticText '0 of 3 Share Savings withdrawals used this statement cycle'"),
                ind(1, "[70] button 'Continue'"), ind(1, "[71] button 'Cancel'")], _TC_FOOT)


def t06(rs: RowSet) -> None:
    before = {"0017": "$4,812.55", "2204": "$1,236.40", "0093": "$310.00"}
    frm = "Free Checking …2204 – $1,236.40"
    to = "Holiday Club …0093 – $310.00"

    def overview(bals: dict[str, str], last: str) -> str:
        return tree(f"{_TC}/accounts", "Accounts | Tidewater CCU Online Banking", _tc_nav("Accounts"), f"""
[40] main ''
  [41] heading 'My Accounts'
  StaticText 'Last login: {last}'
  [43] table 'Deposit accounts'
    [44] row ''
      columnheader 'Account'
      columnheader 'Available balance'
      columnheader 'Current balance'
    [45] row ''
      [46] cell 'Share Savings …0017'
        [47] link 'Share Savings …0017'
      cell '{bals['0017']}'
      cell '{bals['0017']}'
    [48] row ''
      [49] cell 'Free Checking …2204'
        [50] link 'Free Checking …2204'
      cell '{bals['2204']}'
      cell '{bals['2204']}'
    [51] row ''
      [52] cell 'Holiday Club …0093'
        [53] link 'Holiday Club …0093'
      cell '{bals['0093']}'
      cell '{bals['0093']}'
    [54] row ''
      rowheader 'Total deposits'
      cell '$6,358.95'
      cell '$6,358.95'
  [56] table 'Loans'
    [57] row ''
      columnheader 'Account'
      columnheader 'Balance owed'
      columnheader 'Next payment'
      columnheader 'Due date'
    [58] row ''
      [59] cell 'Auto Loan …7401'
        [60] link 'Auto Loan …7401'
      cell '$9,418.22'
      cell '$287.61'
      cell '05/20/2024'
  [62] heading 'Quick actions'
  [63] link 'Transfer money'
  [64] link 'Pay a bill'
  [65] link 'Deposit a check'
  [66] link 'Set up alerts'""", _TC_FOOT)

    start = overview(before, "05/08/2024 7:52 PM ET")
    review = tree(f"{_TC}/transfers/review", "Review Transfer | Tidewater CCU Online Banking", _tc_nav("Transfers"), """
[40] main ''
  [41] heading 'Review Your Transfer'
  StaticText 'Please confirm the details below.'
  [43] table ''
    [44] row ''
      rowheader 'From'
      cell 'Free Checking …2204'
    [45] row ''
      rowheader 'To'
      cell 'Holiday Club …0093'
    [46] row ''
      rowheader 'Amount'
      cell '$250.00'
    [47] row ''
      rowheader 'Frequency'
      cell 'One time'
    [48] row ''
      rowheader 'Transfer date'
      cell 'Thursday, May 9, 2024'
    [49] row ''
      rowheader 'Memo'
      cell 'December gifts'
  [51] button 'Submit Transfer'
  [52] button 'Edit'
  [53] button 'Cancel'""", _TC_FOOT)
    confirm = tree(f"{_TC}/transfers/confirmation?id=7741930285", "Transfer Complete | Tidewater CCU Online Banking", _tc_nav("Transfers"), """
[40] main ''
  [41] heading 'Transfer Complete'
  [42] status ''
    StaticText 'Your transfer of $250.00 has been completed.'
  [44] table ''
    [45] row ''
      rowheader 'Confirmation number'
      cell '7741930285'
    [46] row ''
      rowheader 'Submitted'
      cell '05/09/2024 10:14 AM ET'
    [47] row ''
      rowheader 'From'
      cell 'Free Checking …2204'
    [48] row ''
      rowheader 'To'
      cell 'Holiday Club …0093'
    [49] row ''
      rowheader 'Amount'
      cell '$250.00'
    [50] row ''
      rowheader 'Memo'
      cell 'December gifts'
  [52] heading 'Updated balances'
  [53] table ''
    [54] row ''
      rowheader 'Free Checking …2204'
      cell '$986.40'
    [55] row ''
      rowheader 'Holiday Club …0093'
      cell '$560.00'
  [57] button 'Make another transfer'
  [58] button 'Print'
  [59] link 'Back to accounts'""", _TC_FOOT)
    after = {"0017": "$4,812.55", "2204": "$986.40", "0093": "$560.00"}
    # posted history, newest first, before the transfer; running balances computed from $1,236.40 backwards
    hist = [("05/06/2024", "POS DEBIT KROGER #0412 NORFOLK VA", -84.17), ("05/05/2024", "VENMO CASHOUT", 40.00),
            ("05/03/2024", "DOMINION ENERGY ONLINE PMT", -142.63), ("05/01/2024", "CHECK #1187", -1150.00),
            ("04/29/2024", "NETFLIX.COM 866-579-7172 CA", -15.49), ("04/26/2024", "ACH DEPOSIT NORFOLK SOUTHERN PAYROLL", 1642.88),
            ("04/24/2024", "ATM WITHDRAWAL TCCU GHENT BRANCH", -60.00), ("04/22/2024", "POS DEBIT WAWA 8823 NORFOLK VA", -38.52)]
    rows = [("05/09/2024", "TRANSFER TO HOLIDAY CLUB …0093 December gifts", -250.00, 996.40)]
    bal = 1236.40
    for d, desc, amt in hist:
        rows.append((d, desc, amt, bal))
        bal = round(bal - amt, 2)
    tl = []
    b = 80
    for d, desc, amt, bl in rows:
        a = f"-{money(-amt)}" if amt < 0 else money(amt)
        tl += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{d}'"), ind(3, f"cell '{desc}'"), ind(3, f"cell '{a}'"), ind(3, f"cell '{money(bl)}'")]
        b += 1
    details = tree(f"{_TC}/accounts/2204", "Free Checking …2204 | Tidewater CCU Online Banking", _tc_nav("Accounts"), """
[40] main ''
  [41] heading 'Free Checking …2204'
  StaticText 'Available balance'
  StaticText '$986.40'
  StaticText 'Current balance'
  StaticText '$986.40'
  StaticText 'Dividend rate 0.05% APY'
  StaticText 'Pending transactions'
  StaticText 'You have no pending transactions.'
  [50] heading 'Posted transactions'
  [51] combobox 'Show', hasPopup='menu', expanded=False
    [52] option 'Last 30 days', selected=True
    [53] option 'Last 60 days', selected=False
    [54] option 'Current statement', selected=False
  [55] button 'Download'
  [56] searchbox 'Search transactions'
  [60] table 'Posted transactions'
    [61] row ''
      columnheader 'Date'
      columnheader 'Description'
      columnheader 'Amount'
      columnheader 'Balance'""", tl, """
  [120] button 'Load more transactions'""", _TC_FOOT)
    stm = []
    b = 60
    for m, d in [("April 2024", "04/30/2024"), ("March 2024", "03/31/2024"), ("February 2024", "02/29/2024"),
                 ("January 2024", "01/31/2024"), ("December 2023", "12/31/2023"), ("November 2023", "11/30/2023")]:
        stm += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{m} eStatement'"), ind(3, f"cell '{d}'"), ind(3, f"[{b + 1}] link 'View PDF'")]
        b += 2
    statements = tree(f"{_TC}/documents", "Statements & Notices | Tidewater CCU Online Banking", _tc_nav("Statements & Notices"), """
[40] main ''
  [41] heading 'Statements & Notices'
  [42] tablist ''
    [43] tab 'Statements', selected=True
    [44] tab 'Tax forms', selected=False
    [45] tab 'Notices', selected=False
  StaticText 'Delivery preference: eStatements only'
  [47] link 'Change delivery preference'
  [50] table ''
    [51] row ''
      columnheader 'Document'
      columnheader 'Period ending'
      columnheader ''""", stm, _TC_FOOT)
    logout = tree(f"{_TC}/logout", "Signed Out | Tidewater Community Credit Union", """
[14] link 'Tidewater Community Credit Union home'
  [15] img 'Tidewater Community Credit Union'
[40] main ''
  [41] heading 'You have signed out'
  StaticText 'Thank you for banking with Tidewater Community Credit Union.'
  StaticText 'Session ended 05/09/2024 10:18 AM ET.'
  [44] link 'Sign in again'
  StaticText 'For your security, close all browser windows.'""", _TC_FOOT)
    turns = [
        ("click('19')", _tc_form("", "", "", "", before)),
        ("select_option('44', 'Free Checking …2204 – $1,236.40')", _tc_form(frm, "", "", "", before)),
        ("select_option('50', 'Holiday Club …0093 – $310.00')", _tc_form(frm, to, "", "", before)),
        ("fill('57', '250.00')", _tc_form(frm, to, "250.00", "", before)),
        ("fill('68', 'December gifts')", _tc_form(frm, to, "250.00", "December gifts", before)),
        ("click('70')", review),
        ("click('51')", confirm),
        ("click('18')", overview(after, "05/08/2024 7:52 PM ET")),
        ("click('50')", details),
        ("click('21')", statements),
        ("click('28')", logout),
    ]
    rs.add("web", "h51-web-06", SYSTEM, turns, state=start, bad=True, turn=9,
           kind="checking history shows $996.40 after the $250.00 transfer from $1,236.40, where the confirmation and summary showed $986.40")


# ---------------------------------------------------------------------------------------------------------
# 07 Zendesk agent workspace (clean): take a ticket, reply as Pending, view counts move, solve another ticket.
# ---------------------------------------------------------------------------------------------------------

_ZD = "https://brightlane.zendesk.com/agent"

_ZD_UNASSIGNED = [
    (4821, "Refund not received for order BL-55102", "Dana Whitfield", "Today 09:12", "Billing", "Normal", "Open"),
    (4820, "Promo code SPRING15 not applying at checkout", "Marco Bellini", "Today 08:57", "Billing", "Low", "New"),
    (4817, "Wrong size delivered (ordered M, got L)", "Aisha Karimi", "Today 07:40", "Returns", "Normal", "New"),
    (4815, "Tracking number shows label created for 6 days", "Gerald Fenwick", "Yesterday 18:22", "Shipping", "High", "Open"),
    (4812, "Can I change delivery address after shipping?", "Lin Zhou", "Yesterday 16:05", "Shipping", "Normal", "New"),
    (4808, "Duplicate charge on Mastercard ending 4471", "Rosa Delgado", "Yesterday 11:31", "Billing", "Urgent", "Open"),
    (4803, "Item arrived damaged — ceramic planter cracked", "Tom Okafor", "Jun 10", "Returns", "Normal", "Open"),
    (4799, "Gift card balance missing after partial return", "Hannah Price", "Jun 10", "Billing", "Normal", "New"),
    (4794, "Request to delete my account and data", "Jonas Weber", "Jun 09", "Privacy", "Normal", "New"),
    (4790, "Order stuck in processing since Friday", "Keisha Grant", "Jun 08", "Shipping", "High", "Open"),
    (4786, "Invoice needs company VAT number", "Sven Lindqvist", "Jun 07", "Billing", "Low", "Open"),
    (4781, "Subscription renewed after cancellation", "Paula Ortiz", "Jun 06", "Billing", "Normal", "Open"),
]

_ZD_MINE = [
    (4821, "Refund not received for order BL-55102", "Dana Whitfield", "Today 10:04", "Pending", "Normal"),
    (4819, "Cannot log in after password reset", "Ben Carter", "Today 09:47", "Open", "High"),
    (4811, "Return label link expired", "Grace Liu", "Today 09:20", "Open", "Normal"),
    (4806, "Charged shipping on a free-shipping order", "Omar Haddad", "Yesterday 15:12", "Pending", "Normal"),
    (4797, "Need receipt with business address", "Claire Dubois", "Yesterday 10:48", "Pending", "Low"),
    (4788, "Package delivered to wrong building", "Victor Mensah", "Jun 10", "On-hold", "High"),
    (4772, "Exchange for different color", "Nadia Rahman", "Jun 07", "Open", "Normal"),
    (4765, "Loyalty points not credited for April orders", "Erik Johansson", "Jun 05", "On-hold", "Low"),
]


def _zd_nav() -> str:
    return """
[10] navigation 'Main navigation'
  [11] link 'Home'
  [12] link 'Views'
  [13] link 'Customers'
  [14] link 'Organizations'
  [15] link 'Reporting'
  [16] link 'Admin Center'
[18] button '+ Add'
[19] searchbox 'Search Zendesk'
[20] button 'Conversations 0'
[21] button 'Zendesk Products'
[22] button 'Priya Nair, Online'"""


def _zd_views(counts: tuple[int, int, int, int, int, int], active: str, rows: list[str], total: int) -> str:
    names = ["Your unsolved tickets", "Unassigned tickets", "All unsolved tickets", "Recently updated tickets",
             "Pending tickets", "Recently solved tickets", "Suspended tickets"]
    vals = [counts[0], counts[1], counts[2], None, counts[3], counts[4], counts[5]]
    vl = []
    for i, (n, v) in enumerate(zip(names, vals)):
        lab = f"{n} {v}" if v is not None else n
        vl.append(ind(1, f"[{60 + i}] link '{lab}'" + (", current='page'" if n == active else "")))
    return tree(f"{_ZD}/filters/{'360001' if active.startswith('Unassigned') else '360000'}", f"{active} – Brightlane – Agent", _zd_nav(),
                ["[58] heading 'Views'", "[59] navigation 'Views'", *vl, "[70] link 'Manage views'",
                 "[80] main ''", ind(1, f"[81] heading '{active}'"), ind(1, f"StaticText '{total} tickets'"),
                 ind(1, "[83] button 'Play'"), ind(1, "[84] button 'Actions'"), ind(1, "[86] table ''")], rows)


def _zd_unassigned_rows(skip: set[int]) -> list[str]:
    out = [ind(2, "[87] row ''"), ind(3, "columnheader ''"), ind(3, "columnheader 'ID'"), ind(3, "columnheader 'Subject'"),
           ind(3, "columnheader 'Requester'"), ind(3, "columnheader 'Requested'"), ind(3, "columnheader 'Group'"),
           ind(3, "columnheader 'Priority'")]
    for num, subj, req, when, grp, pri, st in _ZD_UNASSIGNED:
        if num in skip:
            continue
        b = 88 + (4821 - num) * 3
        out += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{st[0]}'"), ind(3, f"cell '#{num}'"),
                ind(3, f"[{b + 1}] cell '{subj}'"), ind(4, f"[{b + 2}] link '{subj}'"),
                ind(3, f"cell '{req}'"), ind(3, f"cell '{when}'"), ind(3, f"cell '{grp}'"), ind(3, f"cell '{pri}'")]
    return out


def _zd_mine_rows() -> list[str]:
    out = [ind(2, "[87] row ''"), ind(3, "columnheader ''"), ind(3, "columnheader 'ID'"), ind(3, "columnheader 'Subject'"),
           ind(3, "columnheader 'Requester'"), ind(3, "columnheader 'Updated'"), ind(3, "columnheader 'Priority'")]
    b = 300
    for num, subj, req, upd, st, pri in _ZD_MINE:
        out += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{st[0]}'"), ind(3, f"cell '#{num}'"),
                ind(3, f"[{b + 1}] cell '{subj}'"), ind(4, f"[{b + 2}] link '{subj}'"),
                ind(3, f"cell '{req}'"), ind(3, f"cell '{upd}'"), ind(3, f"cell '{pri}'")]
        b += 3
    return out


_DANA_MSG = "Hi, I returned my order BL-55102 (2x linen duvet covers) on May 28 and got the return confirmation email, but I still have not received the refund of $148.00 to my Visa. Can you check? Thanks, Dana"
_PRIYA_REPLY = "Hi Dana, thanks for your patience. Our warehouse received the return for BL-55102 on June 3 and the refund of $148.00 was issued today. It should appear on your Visa within 5-7 business days. I will keep this ticket open until you confirm. Priya"


def _zd_ticket_4821(assignee: str, status: str, composer: str, menu: bool, replied: bool) -> str:
    conv = ["[150] log 'Conversation'", ind(1, "[151] article ''"), ind(2, "[152] link 'Dana Whitfield'"),
            ind(2, "[153] time 'Today 09:12'"), ind(2, f"StaticText '{_DANA_MSG}'")]
    if replied:
        conv += [ind(1, "[160] article ''"), ind(2, "[161] link 'Priya Nair'"), ind(2, "[162] time 'Today 10:04'"),
                 ind(2, f"StaticText '{_PRIYA_REPLY}'")]
    note = ["[120] alert ''", ind(1, "StaticText 'Ticket #4821 updated'")] if replied else []
    cv = f", value='{composer}'" if composer else ""
    menu_lines = [ind(1, "[191] menu ''"), ind(2, "[192] menuitem 'Submit as New'"), ind(2, "[193] menuitem 'Submit as Open'"),
                  ind(2, "[194] menuitem 'Submit as Pending'"), ind(2, "[195] menuitem 'Submit as On-hold'"),
                  ind(2, "[196] menuitem 'Submit as Solved'")] if menu else []
    take = [] if assignee != "–" else [ind(1, "[108] link 'take it'")]
    return tree(f"{_ZD}/tickets/4821", "Refund not received for order BL-55102 – Ticket #4821 – Brightlane – Agent", _zd_nav(), note, [
        "[95] tablist 'Open tabs'", ind(1, "[96] tab 'Refund not received for order BL-55102 #4821', selected=True"),
        "[100] complementary 'Ticket properties'",
        ind(1, "StaticText 'Requester'"), ind(1, "[102] combobox 'Requester', value='Dana Whitfield'"),
        ind(1, "StaticText 'Assignee*'"), ind(1, f"[104] combobox 'Assignee*', value='Billing/{assignee}'" if assignee != "–" else "[104] combobox 'Assignee*', value='Billing/–'"),
        *take,
        ind(1, "StaticText 'Followers'"), ind(1, "[110] combobox 'Followers'"),
        ind(1, "StaticText 'Tags'"), ind(1, "[112] button 'refund'"), ind(1, "[113] button 'order_issue'"),
        ind(1, "StaticText 'Type'"), ind(1, "[115] combobox 'Type', value='Problem'"),
        ind(1, "StaticText 'Priority'"), ind(1, "[117] combobox 'Priority', value='Normal'"),
        ind(1, "StaticText 'Order number'"), ind(1, "[119] textbox 'Order number', value='BL-55102'"),
        "[130] main ''", ind(1, "[131] heading 'Refund not received for order BL-55102'"),
        ind(1, f"StaticText 'Ticket #4821 · Status: {status}'"), ind(1, "StaticText 'Via Web form'"),
        *conv,
        "[180] region 'Composer'", ind(1, "[181] button 'Public reply', pressed=true"), ind(1, "[182] button 'Internal note', pressed=false"),
        ind(1, "StaticText 'To'"), ind(1, "[184] button 'Dana Whitfield'"),
        ind(1, f"[185] textbox 'Public reply composer'{cv}"),
        ind(1, "[187] button 'Apply macro'"),
        ind(1, "[188] combobox 'Close tab', value='Stay on ticket'"),
        ind(1, f"[189] button 'Submit as {status}'"), ind(1, "[190] button 'Submit options', expanded=" + ("True" if menu else "False")),
        *menu_lines,
    ])


_BEN_1 = "Hi, after I reset my password this morning the app keeps saying \"verification code invalid\" and I cannot get past the login screen. I have tried three times."
_PRIYA_1 = "Hi Ben, sorry about that. Which authenticator app are you using, and did you recently change phones?"
_BEN_2 = "Google Authenticator. Yes, I switched to a new phone last week and did not move the codes over."
_NOTE = "Reset MFA enrollment for ben.carter in the admin console; called Ben at 10:07, he re-enrolled and login works."


def _zd_ticket_4819(mode: str, note: str, menu: bool, solved: bool) -> str:
    status = "Solved" if solved else "Open"
    conv = ["[150] log 'Conversation'",
            ind(1, "[151] article ''"), ind(2, "[152] link 'Ben Carter'"), ind(2, "[153] time 'Today 08:14'"), ind(2, f"StaticText '{_BEN_1}'"),
            ind(1, "[155] article ''"), ind(2, "[156] link 'Priya Nair'"), ind(2, "[157] time 'Today 08:31'"), ind(2, f"StaticText '{_PRIYA_1}'"),
            ind(1, "[159] article ''"), ind(2, "[160] link 'Ben Carter'"), ind(2, "[161] time 'Today 09:47'"), ind(2, f"StaticText '{_BEN_2}'")]
    if solved:
        conv += [ind(1, "[163] article 'Internal note'"), ind(2, "[164] link 'Priya Nair'"), ind(2, "[165] time 'Today 10:09'"),
                 ind(2, f"StaticText '{_NOTE}'")]
    alert = ["[120] alert ''", ind(1, "StaticText 'Ticket #4819 updated'")] if solved else []
    internal = mode == "note"
    nv = f", value='{note}'" if note else ""
    menu_lines = [ind(1, "[191] menu ''"), ind(2, "[192] menuitem 'Submit as New'"), ind(2, "[193] menuitem 'Submit as Open'"),
                  ind(2, "[194] menuitem 'Submit as Pending'"), ind(2, "[195] menuitem 'Submit as On-hold'"),
                  ind(2, "[196] menuitem 'Submit as Solved'")] if menu else []
    composer = [ind(1, f"[181] button 'Public reply', pressed={'false' if internal else 'true'}"),
                ind(1, f"[182] button 'Internal note', pressed={'true' if internal else 'false'}")]
    if internal:
        composer += [ind(1, f"[185] textbox 'Internal note composer'{nv}")]
    else:
        composer += [ind(1, "StaticText 'To'"), ind(1, "[184] button 'Ben Carter'"), ind(1, "[185] textbox 'Public reply composer'")]
    return tree(f"{_ZD}/tickets/4819", "Cannot log in after password reset – Ticket #4819 – Brightlane – Agent", _zd_nav(), alert, [
        "[95] tablist 'Open tabs'", ind(1, "[96] tab 'Cannot log in after password reset #4819', selected=True"),
        "[100] complementary 'Ticket properties'",
        ind(1, "StaticText 'Requester'"), ind(1, "[102] combobox 'Requester', value='Ben Carter'"),
        ind(1, "StaticText 'Assignee*'"), ind(1, "[104] combobox 'Assignee*', value='Accounts/Priya Nair'"),
        ind(1, "StaticText 'Followers'"), ind(1, "[110] combobox 'Followers'"),
        ind(1, "StaticText 'Tags'"), ind(1, "[112] button 'login'"), ind(1, "[113] button 'mfa'"),
        ind(1, "StaticText 'Type'"), ind(1, "[115] combobox 'Type', value='Incident'"),
        ind(1, "StaticText 'Priority'"), ind(1, "[117] combobox 'Priority', value='High'"),
        ind(1, "StaticText 'Order number'"), ind(1, "[119] textbox 'Order number'"),
        "[130] main ''", ind(1, "[131] heading 'Cannot log in after password reset'"),
        ind(1, f"StaticText 'Ticket #4819 · Status: {status}'"), ind(1, "StaticText 'Via Email'"),
        *conv, "[180] region 'Composer'", *composer,
        ind(1, "[187] button 'Apply macro'"), ind(1, "[188] combobox 'Close tab', value='Stay on ticket'"),
        ind(1, f"[189] button 'Submit as {status}'"), ind(1, "[190] button 'Submit options', expanded=" + ("True" if menu else "False")),
        *menu_lines,
    ])


def t07(rs: RowSet) -> None:
    start = _zd_views((7, 12, 41, 5, 19, 2), "Unassigned tickets", _zd_unassigned_rows(set()), 12)
    turns = [
        ("click('90')", _zd_ticket_4821("–", "Open", "", False, False)),
        ("click('108')", _zd_ticket_4821("Priya Nair", "Open", "", False, False)),
        (f"fill('185', '{_PRIYA_REPLY}')", _zd_ticket_4821("Priya Nair", "Open", _PRIYA_REPLY, False, False)),
        ("click('190')", _zd_ticket_4821("Priya Nair", "Open", _PRIYA_REPLY, True, False)),
        ("click('194')", _zd_ticket_4821("Priya Nair", "Pending", "", False, True)),
        ("click('12')", _zd_views((8, 11, 41, 6, 19, 2), "Unassigned tickets", _zd_unassigned_rows({4821}), 11)),
        ("click('60')", _zd_views((8, 11, 41, 6, 19, 2), "Your unsolved tickets", _zd_mine_rows(), 8)),
        ("click('305')", _zd_ticket_4819("reply", "", False, False)),
        ("click('182')", _zd_ticket_4819("note", "", False, False)),
        (f"fill('185', '{_NOTE}')", _zd_ticket_4819("note", _NOTE, False, False)),
        ("click('190')", _zd_ticket_4819("note", _NOTE, True, False)),
        ("click('196')", _zd_ticket_4819("reply", "", False, True)),
    ]
    rs.add("web", "h51-web-07", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 08 Postmill forum (contradiction at turn 5): a comment the user deleted is back in the thread.
# ---------------------------------------------------------------------------------------------------------

_PM = "http://reddit.webarena.local:9999"
_PM_SUB = f"{_PM}/f/pittsburgh/45812/best-place-for-pierogies-in-the-strip-district"
_PM_TITLE = "Best place for pierogies in the Strip District?"

_PM_HEAD = """
[12] link 'Jump to main content'
[13] link 'Jump to sidebar'
[16] link 'Home'
  StaticText 'Postmill'
[19] link 'Forums'
[20] link 'Wiki'
[22] searchbox 'Search query'
[24] link 'Notifications (0)'
[25] link 'Submit'
[26] button 'MarvelsGrantMan136'"""

# (key, depth, author, age, score, text, own)
_PM_COMMENTS = [
    ("c1", 0, "steelcity_sam", "4 hours ago", 27, "Pierogies Plus is not in the Strip but it is worth the drive to McKees Rocks. Get the potato and cheese, and the kraut ones if they have them.", False),
    ("c2", 1, "lawrencevillelass", "4 hours ago", 11, "Seconding Pierogies Plus. Go before noon on Saturday or they sell out.", False),
    ("c3", 0, "MarvelsGrantMan136", "3 hours ago", 3, "S&D Polish Deli on Penn Ave. Get the pierogi platter and a kielbasa for the road.", True),
    ("c4", 0, "bridgecounter", "3 hours ago", 9, "Wholey has frozen ones from a local maker in the back freezer, good if your friends want to take some home.", False),
    ("c5", 0, "mon_incline", "3 hours ago", 8, "Church pierogi sales are the real answer. St. Mary in Lawrenceville does them on Fridays during Lent.", False),
    ("c6", 1, "grant_st_grump", "2 hours ago", 4, "Lent ended in March though.", False),
    ("c7", 2, "mon_incline", "2 hours ago", 5, "Fair. Bookmark it for next year.", False),
    ("c8", 0, "polishhill_pete", "2 hours ago", 7, "Apteka in Bloomfield if they want a sit-down place with a vegan menu.", False),
    ("c9", 1, "yinzerdad", "2 hours ago", 3, "One of them is vegan so this is perfect, thanks.", False),
    ("c10", 0, "strip_district_regular", "1 hour ago", 6, "Pennsylvania Macaroni Company has a fridge with fresh ones near the cheese counter.", False),
    ("c11", 0, "sqhill_foodie", "1 hour ago", 2, "Skip the food trucks on Penn on weekends, the lines are long and the pierogies are frozen.", False),
    ("c12", 1, "bridgecounter", "58 minutes ago", 2, "The truck by the Heinz lofts is decent but yeah, frozen.", False),
    ("c13", 0, "yinzerdad", "41 minutes ago", 5, "Thanks all. We are doing Pierogies Plus Saturday morning and then walking the Strip.", False),
    ("c14", 0, "oakland_nomad", "12 minutes ago", 1, "Report back on the kraut ones!", False),
]


def _pm_thread(deleted: set[str], upvoted: set[str], count: int, flash: str) -> str:
    lines = []
    b = 200
    for key, depth, author, age, score, text, own in _PM_COMMENTS:
        if key in deleted:
            b += 10
            continue
        up = key in upvoted
        d = depth + 1
        lines += [ind(d, f"[{b}] article ''"), ind(d + 1, f"[{b + 1}] link '{author}'"),
                  ind(d + 1, f"[{b + 2}] time '{age}'"), ind(d + 1, f"StaticText '{text}'"),
                  ind(d + 1, f"[{b + 3}] button 'Upvote', pressed={'true' if up else 'false'}"),
                  ind(d + 1, f"StaticText '{score + (1 if up else 0)}'"), ind(d + 1, f"[{b + 4}] button 'Downvote', pressed=false"),
                  ind(d + 1, f"[{b + 5}] link 'Reply'"), ind(d + 1, f"[{b + 6}] link 'Permalink'")]
        if own:
            lines += [ind(d + 1, f"[{b + 7}] link 'Edit'"), ind(d + 1, f"[{b + 8}] button 'Delete'")]
        b += 10
    fl = ["[150] alert ''", ind(1, f"StaticText '{flash}'")] if flash else []
    return tree(_PM_SUB, f"{_PM_TITLE} : pittsburgh", _PM_HEAD, fl, f"""
[160] main ''
  [161] article ''
    [162] button 'Upvote', pressed=false
    StaticText '42'
    [163] button 'Downvote', pressed=false
    [164] heading '{_PM_TITLE}'
      [165] link '{_PM_TITLE}'
    StaticText 'Submitted by'
    [166] link 'yinzerdad'
    [167] time '5 hours ago'
    StaticText 'in'
    [168] link 'pittsburgh'
    StaticText 'Out-of-town friends are visiting this weekend and want real pierogies. We will be walking the Strip on Saturday. Where should we go?'
    [170] link '{count} comments'
  [172] heading 'Leave a comment'
  [173] textbox 'Comment', required=True
  [174] button 'Post'
  StaticText 'Sort by:'
  [176] link 'Top'
  [177] link 'New'""", lines, """
[700] complementary ''
  [701] heading 'pittsburgh'
  StaticText 'News, events and questions about Pittsburgh and the surrounding area.'
  StaticText '18,204 subscribers'
  [704] button 'Unsubscribe'
  [705] link 'Moderation log'""")


_PM_FORUM_HOT = [
    ("45801", "Pittsburgh Marathon road closures for Sunday, full list inside", "AlleghenyAlerts", "9 hours ago", 311, 86),
    ("45812", _PM_TITLE, "yinzerdad", "5 hours ago", 42, 13),
    ("45774", "The new bus lanes on Smithfield Street are working better than expected", "transit_tuesday", "1 day ago", 205, 64),
    ("45808", "Anyone else hear the boom near Millvale around 2am?", "riverview_rae", "6 hours ago", 57, 29),
    ("45769", "Dog-friendly patios in the South Side?", "corgi_on_carson", "1 day ago", 48, 22),
    ("45815", "PSA: Liberty Tubes inbound single lane overnight all next week", "AlleghenyAlerts", "3 hours ago", 36, 7),
    ("45790", "Best place to watch the Fourth of July fireworks without the crowds", "mt_washington_mike", "15 hours ago", 29, 18),
    ("45818", "Free piano recital at the Carnegie Music Hall on Thursday", "oakland_nomad", "1 hour ago", 12, 2),
    ("45761", "Sinkhole on Penn Ave finally patched after three weeks", "bridgecounter", "2 days ago", 140, 31),
    ("45816", "Looking for a tennis partner in Highland Park, intermediate level", "lobbed_in_lville", "2 hours ago", 8, 4),
]


def _pm_forum(order: str) -> str:
    items = list(_PM_FORUM_HOT)
    if order == "new":
        age_min = {"hours": 60, "hour": 60, "day": 1440, "days": 1440, "minutes": 1}

        def minutes(s: str) -> int:
            n, unit, _ = s.split(" ", 2)
            return int(n) * age_min[unit]
        items.sort(key=lambda x: minutes(x[3]))
    lines = []
    b = 300
    for _sid, title, user, age, score, com in items:
        lines += [ind(1, f"[{b}] article ''"), ind(2, f"[{b + 1}] button 'Upvote', pressed=false"), ind(2, f"StaticText '{score}'"),
                  ind(2, f"[{b + 2}] button 'Downvote', pressed=false"), ind(2, f"[{b + 3}] link '{title}'"),
                  ind(2, "StaticText 'Submitted by'"), ind(2, f"[{b + 4}] link '{user}'"), ind(2, f"[{b + 5}] time '{age}'"),
                  ind(2, f"[{b + 6}] link '{com} comments'")]
        b += 10
    url = f"{_PM}/f/pittsburgh" + ("/new" if order == "new" else "")
    return tree(url, "pittsburgh", _PM_HEAD, f"""
[160] main ''
  [161] heading 'pittsburgh'
  [162] button 'Sort by: {'New' if order == 'new' else 'Hot'}', hasPopup='menu', expanded=False
  [163] link 'Hot'
  [164] link 'New'
  [165] link 'Active'
  [166] link 'Top'""", lines, """
  [420] link 'More'
[700] complementary ''
  [701] heading 'pittsburgh'
  StaticText 'News, events and questions about Pittsburgh and the surrounding area.'
  StaticText '18,204 subscribers'
  [704] button 'Unsubscribe'
  [705] link 'Moderation log'""")


def t08(rs: RowSet) -> None:
    forums = [("AskReddit", 41822), ("books", 12477), ("Documentaries", 3320), ("EarthPorn", 9012), ("gaming", 27114),
              ("history", 8876), ("movies", 22405), ("Music", 15110), ("news", 31279), ("pittsburgh", 18204),
              ("science", 19620), ("technology", 17743), ("television", 11302), ("worldnews", 29981)]
    fl = []
    b = 300
    for name, subs in forums:
        fl += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link '{name}'"), ind(3, f"cell '{subs:,}'"),
               ind(3, f"[{b + 2}] button '{'Unsubscribe' if name in ('pittsburgh', 'books') else 'Subscribe'}'")]
        b += 3
    forums_pg = tree(f"{_PM}/forums", "List of forums", _PM_HEAD, """
[160] main ''
  [161] heading 'List of forums'
  [162] link 'Create forum'
  [163] table ''
    [164] row ''
      columnheader 'Name'
      columnheader 'Subscribers'
      columnheader ''""", fl)
    books = [("45807", "What are you reading this week? (June 10)", "AutoModerator", "2 days ago", 64, 118),
             ("45805", "Just finished The Overstory and I need to talk about the ending", "quiet_canopy", "6 hours ago", 91, 37),
             ("45793", "Libraries near me started a blind date with a book shelf", "shelf_life", "14 hours ago", 233, 45),
             ("45781", "Short novels you finished in one sitting?", "brief_reader", "1 day ago", 77, 152)]

    def books_pg(up: bool) -> str:
        lines = []
        bb = 300
        for i, (_sid, title, user, age, score, com) in enumerate(books):
            u = up and i == 0
            lines += [ind(1, f"[{bb}] article ''"), ind(2, f"[{bb + 1}] button 'Upvote', pressed={'true' if u else 'false'}"),
                      ind(2, f"StaticText '{score + (1 if u else 0)}'"), ind(2, f"[{bb + 2}] button 'Downvote', pressed=false"),
                      ind(2, f"[{bb + 3}] link '{title}'"), ind(2, "StaticText 'Submitted by'"), ind(2, f"[{bb + 4}] link '{user}'"),
                      ind(2, f"[{bb + 5}] time '{age}'"), ind(2, f"[{bb + 6}] link '{com} comments'")]
            bb += 10
        return tree(f"{_PM}/f/books", "books", _PM_HEAD, """
[160] main ''
  [161] heading 'books'
  [162] button 'Sort by: Hot', hasPopup='menu', expanded=False
  [163] link 'Hot'
  [164] link 'New'
  [165] link 'Active'
  [166] link 'Top'""", lines, """
[700] complementary ''
  [701] heading 'books'
  StaticText 'Discussion of books, authors and reading.'
  StaticText '12,477 subscribers'
  [704] button 'Unsubscribe'""")

    new_sorted = _pm_forum("new")
    turns = [
        ("click('228')", _pm_thread({"c3"}, set(), 13, "The comment was deleted.")),
        ("click('203')", _pm_thread({"c3"}, {"c1"}, 13, "")),
        ("click('168')", _pm_forum("hot")),
        ("click('164')", new_sorted),
        ("click('333')", _pm_thread(set(), {"c1"}, 13, "")),
        ("click('19')", forums_pg),
        ("click('304')", books_pg(False)),
        ("click('301')", books_pg(True)),
    ]
    rs.add("web", "h51-web-08", SYSTEM, turns, state=_pm_thread(set(), set(), 14, ""), bad=True, turn=5,
           kind="the S&D Polish Deli comment deleted at turn 1 is listed again in the thread although nothing restored it")


# ---------------------------------------------------------------------------------------------------------
# 09 Recipe site (contradiction at turn 3): the print view names the miso paste differently.
# ---------------------------------------------------------------------------------------------------------

_HS = "https://hearthandskillet.com"
_HS_SLUG = "miso-glazed-salmon-with-sesame-green-beans"
_HS_TITLE = "Miso-Glazed Salmon with Sesame Green Beans"

# (group, quantity at 1x, unit singular/plural, name)
_HS_ING = [
    ("Salmon", 4, ("", ""), "salmon fillets (6 oz each), skin on"),
    ("Salmon", 3, ("tablespoon", "tablespoons"), "white miso paste"),
    ("Salmon", 2, ("tablespoon", "tablespoons"), "mirin"),
    ("Salmon", 1, ("tablespoon", "tablespoons"), "low-sodium soy sauce"),
    ("Salmon", 1, ("tablespoon", "tablespoons"), "honey"),
    ("Salmon", 1, ("teaspoon", "teaspoons"), "toasted sesame oil"),
    ("Salmon", 1, ("teaspoon", "teaspoons"), "freshly grated ginger"),
    ("Green beans", 1, ("pound", "pounds"), "green beans, trimmed"),
    ("Green beans", 1, ("tablespoon", "tablespoons"), "neutral oil"),
    ("Green beans", 2, ("clove", "cloves"), "garlic, minced"),
    ("Green beans", 1, ("tablespoon", "tablespoons"), "toasted sesame seeds"),
    ("Green beans", 0.25, ("teaspoon", "teaspoons"), "kosher salt"),
    ("Green beans", 2, ("", ""), "scallions, thinly sliced"),
]


def _hs_qty(q: float) -> str:
    frac = {0.25: "1/4", 0.5: "1/2", 0.75: "3/4"}
    return frac.get(q, str(int(q)) if q == int(q) else str(q))


def _hs_ingredients(mult: int, swap: bool, depth: int) -> list[str]:
    out = []
    group = None
    for g, q, (one, many), name in _HS_ING:
        if g != group:
            out.append(ind(depth, f"heading '{g}'"))
            group = g
        qq = q * mult
        unit = "" if not one else (one if qq <= 1 else many)
        if swap and name == "white miso paste":
            name = "red miso paste"
        out.append(ind(depth, "listitem ''"))
        out.append(ind(depth + 1, f"StaticText '{_hs_qty(qq)}{' ' + unit if unit else ''} {name}'"))
    return out


_HS_STEPS = [
    "Heat the oven to 425°F and line a sheet pan with parchment.",
    "Whisk the miso, mirin, soy sauce, honey, sesame oil and ginger until smooth.",
    "Toss the green beans with the oil, garlic and salt and spread them on one side of the pan. Set the salmon skin-side down on the other side and spoon the miso glaze over the fillets.",
    "Roast 12 to 15 minutes, until the salmon flakes easily and reaches 130°F in the thickest part. Broil for the last 1 to 2 minutes to caramelize the glaze.",
    "Scatter the sesame seeds and scallions over everything and serve with steamed rice.",
]

_HS_HEAD = """
[10] link 'Skip to content'
[12] link 'Hearth & Skillet'
[13] navigation 'Main'
  [14] link 'Recipes'
  [15] link 'Dinner'
  [16] link 'Meal Plans'
  [17] link 'About'
[18] searchbox 'Search recipes'
[19] button 'Search'"""


def _hs_recipe(mult: int) -> str:
    servings = 4 * mult
    buttons = [ind(3, f"[{130 + i}] button '{m}x', pressed={'true' if m == mult else 'false'}") for i, m in enumerate((1, 2, 3))]
    steps = []
    for i, s in enumerate(_HS_STEPS, 1):
        steps += [ind(3, "listitem ''"), ind(4, f"StaticText '{i}. {s}'")]
    return tree(f"{_HS}/{_HS_SLUG}/", f"{_HS_TITLE} - Hearth & Skillet", _HS_HEAD, f"""
[40] main ''
  [41] heading '{_HS_TITLE}'
  StaticText 'By'
  [43] link 'Noor Haddad'
  StaticText 'Updated Mar 3, 2024'
  [45] link 'Jump to Recipe'
  [46] link 'Print Recipe'
  StaticText 'Sweet, salty and ready in 25 minutes: a sheet-pan dinner where the miso glaze does double duty on the fish and the beans roast alongside.'
  [50] figure ''
    [51] img 'Miso-glazed salmon fillets on a sheet pan with green beans'
  [100] region 'Recipe'
    [101] heading '{_HS_TITLE}'
    StaticText '4.72 from 312 votes'
    [103] button 'Rate this recipe'
    [104] link 'Print'
    [105] button 'Pin'
    [106] button 'Save Recipe'
    StaticText 'Prep Time'
    StaticText '10 mins'
    StaticText 'Cook Time'
    StaticText '15 mins'
    StaticText 'Total Time'
    StaticText '25 mins'
    StaticText 'Course'
    StaticText 'Main Course'
    StaticText 'Cuisine'
    StaticText 'Japanese-American'
    StaticText 'Servings'
    [120] spinbutton 'Adjust recipe servings', value='{servings}'
    StaticText 'servings'
    StaticText 'Calories'
    StaticText '412kcal'
    [125] heading 'Ingredients'
    [126] group ''""", buttons, ["    [134] list ''"], _hs_ingredients(mult, False, 3), """
    [160] heading 'Instructions'
    [161] list ''""", steps, """
    [180] heading 'Notes'
    StaticText 'White miso is mild and sweet; if you only have a darker miso, use 2 tablespoons and add an extra teaspoon of honey.'
    [182] heading 'Nutrition'
    StaticText 'Calories: 412kcal | Carbohydrates: 18g | Protein: 37g | Fat: 21g | Saturated Fat: 3g | Sodium: 894mg | Potassium: 1104mg | Fiber: 4g | Sugar: 10g'
  [190] heading '312 Comments'
  [191] link 'Leave a comment'""")


def t09(rs: RowSet) -> None:
    res = [("Miso-Glazed Salmon with Sesame Green Beans", "4.72", "312", "25 mins"),
           ("Sheet Pan Miso Salmon and Broccolini", "4.55", "87", "30 mins"),
           ("Miso Butter Salmon Rice Bowls", "4.81", "146", "35 mins"),
           ("Honey Miso Cod with Bok Choy", "4.64", "59", "20 mins"),
           ("Grilled Miso Salmon Skewers", "4.40", "23", "40 mins"),
           ("Miso Ramen with Seared Salmon", "4.69", "71", "45 mins")]
    cards = []
    b = 60
    for title, stars, votes, tm in res:
        cards += [ind(2, f"[{b}] article ''"), ind(3, f"[{b + 1}] img '{title}'"), ind(3, f"[{b + 2}] link '{title}'"),
                  ind(3, f"StaticText '{stars} from {votes} votes'"), ind(3, f"StaticText 'Total Time {tm}'")]
        b += 3
    start = tree(f"{_HS}/?s=miso+salmon", "You searched for miso salmon - Hearth & Skillet",
                 _HS_HEAD.replace("[18] searchbox 'Search recipes'", "[18] searchbox 'Search recipes', value='miso salmon'"),
                 ["[40] main ''", ind(1, "[41] heading 'Search Results for: miso salmon'"), ind(1, "StaticText '6 results'"), ind(1, "[43] list ''")], cards)
    print_steps = [ind(2, f"StaticText '{i}. {s}'") for i, s in enumerate(_HS_STEPS, 1)]
    printed = tree(f"{_HS}/wprm_print/{_HS_SLUG}?servings=8", f"{_HS_TITLE} - Print", """
[20] button 'Go Back'
[21] button 'Print'
[22] checkbox 'Images', checked='true'
[23] checkbox 'Notes', checked='true'
[24] checkbox 'Nutrition', checked='true'""", f"""
[40] main ''
  [41] heading '{_HS_TITLE}'
  StaticText 'Sweet, salty and ready in 25 minutes: a sheet-pan dinner where the miso glaze does double duty on the fish and the beans roast alongside.'
  StaticText 'Prep Time 10 mins'
  StaticText 'Cook Time 15 mins'
  StaticText 'Total Time 25 mins'
  StaticText 'Servings'
  [48] spinbutton 'Adjust recipe servings', value='8'
  StaticText 'servings'
  StaticText 'Author Noor Haddad'
  [51] heading 'Ingredients'""", _hs_ingredients(2, True, 1), ["  [80] heading 'Instructions'"], print_steps, """
  [90] heading 'Notes'
  StaticText 'White miso is mild and sweet; if you only have a darker miso, use 2 tablespoons and add an extra teaspoon of honey.'
  [92] heading 'Nutrition'
  StaticText 'Calories: 412kcal | Carbohydrates: 18g | Protein: 37g | Fat: 21g | Saturated Fat: 3g | Sodium: 894mg | Potassium: 1104mg | Fiber: 4g | Sugar: 10g'
  StaticText 'Recipe from Hearth & Skillet: https://hearthandskillet.com/miso-glazed-salmon-with-sesame-green-beans/'""")

    def dinner(page: int) -> str:
        p1 = [("Crispy Gnocchi with Brown Butter Squash", "4.60", "91"), ("Creamy Tuscan White Bean Skillet", "4.61", "118"),
              ("Gochujang Pork Lettuce Wraps", "4.70", "96"), ("Lemon Orzo with Shrimp and Feta", "4.83", "251"),
              ("One-Pot Chickpea Curry", "4.75", "389"), ("Sheet Pan Sausage and Peppers", "4.52", "77"),
              ("Turkey Meatballs in Tomato Sauce", "4.66", "143"), ("Black Bean Sweet Potato Enchiladas", "4.73", "165"),
              ("Miso-Glazed Salmon with Sesame Green Beans", "4.72", "312"), ("Peanut Noodles with Crispy Tofu", "4.69", "188"),
              ("Chicken Shawarma Sheet Pan", "4.80", "276"), ("Mushroom Stroganoff", "4.58", "102")]
        p2 = [("Weeknight Chicken Tinga Tacos", "4.78", "204"), ("Pasta e Fagioli", "4.67", "134"),
              ("Korean Beef Bulgogi Bowls", "4.74", "221"), ("Spinach Ricotta Stuffed Shells", "4.62", "88"),
              ("Thai Basil Chicken (Pad Kra Pao)", "4.85", "301"), ("Smoky Lentil Sloppy Joes", "4.41", "39"),
              ("Cajun Salmon Rice Skillet", "4.57", "64"), ("Harissa Roasted Chicken Thighs", "4.76", "117"),
              ("Zucchini Fritters with Yogurt Sauce", "4.50", "58"), ("Beef and Broccoli Stir-Fry", "4.71", "240"),
              ("Tomato Basil Galette", "4.63", "49"), ("Chicken Pot Pie Soup", "4.79", "198")]
        items = p1 if page == 1 else p2
        cs = []
        bb = 60
        for title, stars, votes in items:
            cs += [ind(2, f"[{bb}] article ''"), ind(3, f"[{bb + 1}] link '{title}'"), ind(3, f"StaticText '{stars} from {votes} votes'")]
            bb += 2
        url = f"{_HS}/category/dinner/" + (f"page/{page}/" if page > 1 else "")
        return tree(url, f"Dinner{' - Page ' + str(page) if page > 1 else ''} - Hearth & Skillet", _HS_HEAD,
                    ["[40] main ''", ind(1, "[41] heading 'Dinner'"), ind(1, "StaticText 'Fast weeknight mains and slow weekend projects. 148 recipes.'"),
                     ind(1, "[43] list ''")], cs,
                    ["  [100] navigation 'Pagination'", ind(2, f"[101] link '{'1' if page > 1 else '2'}'"),
                     ind(2, "[102] link '3'"), ind(2, "StaticText '…'"), ind(2, "[103] link '13'"), ind(2, "[104] link 'Next Page »'")])
    tinga = ["2 pounds boneless skinless chicken thighs", "1 tablespoon olive oil", "1 medium white onion, sliced",
             "3 cloves garlic, minced", "1 can (14.5 oz) fire-roasted tomatoes", "2 chipotle peppers in adobo, plus 1 tablespoon sauce",
             "1 teaspoon dried Mexican oregano", "1/2 teaspoon ground cumin", "1/2 cup chicken broth", "12 corn tortillas",
             "1 avocado, sliced", "1/2 cup crumbled cotija", "Lime wedges, for serving"]

    def tinga_pg(saved: bool) -> str:
        il = [ind(3, f"StaticText '{x}'") for x in tinga]
        return tree(f"{_HS}/weeknight-chicken-tinga-tacos/", "Weeknight Chicken Tinga Tacos - Hearth & Skillet", _HS_HEAD, f"""
[40] main ''
  [41] heading 'Weeknight Chicken Tinga Tacos'
  StaticText 'By'
  [43] link 'Marisol Vega'
  StaticText 'Updated Jan 22, 2024'
  [45] link 'Jump to Recipe'
  [46] link 'Print Recipe'
  [100] region 'Recipe'
    [101] heading 'Weeknight Chicken Tinga Tacos'
    StaticText '4.78 from 204 votes'
    [104] link 'Print'
    [106] button '{'Saved!' if saved else 'Save Recipe'}', pressed={'true' if saved else 'false'}
    StaticText 'Total Time'
    StaticText '40 mins'
    StaticText 'Servings'
    [120] spinbutton 'Adjust recipe servings', value='6'
    [125] heading 'Ingredients'
    [134] list ''""", il, """
    [182] heading 'Nutrition'
    StaticText 'Calories: 389kcal | Carbohydrates: 29g | Protein: 33g | Fat: 16g | Sodium: 612mg | Fiber: 7g'""")
    turns = [
        ("click('62')", _hs_recipe(1)),
        ("click('131')", _hs_recipe(2)),
        ("click('104')", printed),
        ("goto('https://hearthandskillet.com/category/dinner/')", dinner(1)),
        ("click('104')", dinner(2)),
        ("click('61')", tinga_pg(False)),
        ("click('106')", tinga_pg(True)),
    ]
    rs.add("web", "h51-web-09", SYSTEM, turns, state=start, bad=True, turn=3,
           kind="the print view lists 6 tablespoons red miso paste where the recipe card (same recipe, 2x) said white miso paste")


# ---------------------------------------------------------------------------------------------------------
# 10 Regional real-estate listings (clean): filters, re-sorts, a mortgage calculator, saving and removing homes.
# ---------------------------------------------------------------------------------------------------------

_CH = "https://www.cascadiahomefinder.com"

# key: (address, price, beds, baths, sqft, listed)
_CH_HOMES = {
    "A": ("2418 S Ainsworth Ave", 515000, 3, "2", 1640, "4 days ago"),
    "B": ("5102 N Vassault St", 849900, 4, "3", 2610, "12 days ago"),
    "C": ("1117 S 56th St", 389000, 2, "1", 880, "2 days ago"),
    "D": ("3821 N 27th St", 1150000, 5, "3.5", 3420, "21 days ago"),
    "E": ("7413 S Puget Sound Ave", 459950, 3, "1.5", 1310, "9 days ago"),
    "F": ("402 E 64th St", 339500, 3, "1", 1020, "6 days ago"),
    "G": ("2915 N Proctor St #304", 424000, 2, "2", 1105, "1 day ago"),
    "H": ("6819 Alaska St", 529000, 4, "2", 1890, "15 days ago"),
    "I": ("1623 S Sheridan Ave", 498000, 3, "2", 1520, "3 days ago"),
    "J": ("4410 S Warner St", 415000, 2, "1", 960, "8 days ago"),
    "K": ("3310 E Roosevelt Ave", 449000, 3, "2", 1404, "5 days ago"),
    "L": ("8802 Pacific Ave", 379950, 3, "1", 1150, "11 days ago"),
    "M": ("5621 S Lawrence St", 545000, 4, "2.5", 2060, "6 hours ago"),
    "N": ("1911 S Trafton St", 469000, 3, "2", 1380, "1 day ago"),
    "P": ("1406 N Anderson St", 610000, 3, "2", 1720, "24 days ago"),
    "Q": ("3215 S 8th St", 475000, 2, "1", 1010, "31 days ago"),
}

_CH_HEAD = """
[10] link 'Cascadia HomeFinder'
[11] navigation ''
  [12] link 'Buy'
  [13] link 'Rent'
  [14] link 'Sell'
  [15] link 'Agents'
  [16] link 'Saved homes ({saved})'
  [17] link 'Saved searches'
  [18] button 'Account: jmarsh'"""


def _ch_card(k: str, b: int, saved: bool) -> list[str]:
    addr, price, beds, baths, sqft, listed = _CH_HOMES[k]
    return [ind(2, f"[{b}] article ''"), ind(3, f"[{b + 1}] img '{addr}'"), ind(3, f"StaticText '${price:,}'"),
            ind(3, f"StaticText '{beds} bd'"), ind(3, f"StaticText '{baths} ba'"), ind(3, f"StaticText '{sqft:,} sqft'"),
            ind(3, f"[{b + 2}] link '{addr}, Tacoma, WA'"), ind(3, f"StaticText 'Listed {listed}'"),
            ind(3, f"[{b + 3}] button '{'Saved' if saved else 'Save home'}', pressed={'true' if saved else 'false'}")]


def _ch_search(keys: list[str], total: str, price: str, beds: str, sort: str, popover: bool, max_sel: str) -> str:
    cards = []
    b = 100
    for k in keys:
        cards += _ch_card(k, b, False)
        b += 4
    sorts = ["Recommended", "Newest", "Price (low to high)", "Price (high to low)", "Square feet"]
    so = [ind(2, f"[{61 + i}] option '{s}', selected={'True' if s == sort else 'False'}") for i, s in enumerate(sorts)]
    bo = [ind(2, f"[{81 + i}] option '{x}', selected={'True' if x == beds else 'False'}") for i, x in enumerate(["Any", "1+", "2+", "3+", "4+"])]
    pop = []
    if popover:
        pop = [ind(1, "[44] dialog 'Price'"), ind(2, "[45] combobox 'Minimum price', hasPopup='menu', expanded=False"),
               ind(3, "[46] option 'No min', selected=True"), ind(2, "[47] combobox 'Maximum price', hasPopup='menu', expanded=False")]
        for i, v in enumerate(["No max", "$400K", "$450K", "$500K", "$550K", "$600K", "$700K"]):
            pop.append(ind(3, f"[{48 + i}] option '{v}', selected={'True' if v == max_sel else 'False'}"))
    q = []
    if price != "Price":
        q.append("max_price=550000")
    if beds != "Any":
        q.append("beds=3")
    if sort == "Newest":
        q.append("sort=newest")
    url = f"{_CH}/tacoma-wa" + ("?" + "&".join(q) if q else "")
    return tree(url, f"Tacoma, WA Homes for Sale – {total} listings | Cascadia HomeFinder", _CH_HEAD.format(saved=2), [
        "[30] main ''", ind(1, "[31] searchbox 'City, neighborhood, ZIP or address', value='Tacoma, WA'"),
        ind(1, f"[43] button '{price}', expanded={'True' if popover else 'False'}"), *pop,
        ind(1, "[80] combobox 'Beds', hasPopup='menu', expanded=False"), *bo,
        ind(1, "[58] button 'Home type'"), ind(1, "[59] button 'More filters'"), ind(1, "[60] combobox 'Sort', hasPopup='menu', expanded=False"), *so,
        ind(1, "[67] button 'Save search'"),
        ind(1, "[68] heading 'Tacoma, WA Real Estate & Homes for Sale'"), ind(1, f"StaticText '{total} homes'"),
        ind(1, "[70] region 'Map'"), ind(2, "StaticText 'Map data ©2024'"), ind(1, "[90] list 'Results'")], cards,
        [ind(1, f"StaticText 'Showing {len(keys)} of {total}'"), ind(1, "[400] button 'Load more'")])


def _ch_listing(down_pct: str, saved: bool) -> str:
    price = 515000
    pct = int(down_pct)
    down = price * pct // 100
    loan = price - down
    r = 0.06875 / 12
    pi = round(loan * r / (1 - (1 + r) ** -360))
    mi = 0 if pct >= 20 else round(loan * 0.005 / 12)
    total = pi + 511 + 108 + mi
    return tree(f"{_CH}/home/tacoma-wa/2418-s-ainsworth-ave-98405/2243817", "2418 S Ainsworth Ave, Tacoma, WA 98405 | MLS #2243817 | Cascadia HomeFinder",
                _CH_HEAD.format(saved=3 if saved else 2), f"""
[30] main ''
  [31] link '‹ Back to search'
  [32] button '{'Saved' if saved else 'Save'}', pressed={'true' if saved else 'false'}
  [33] button 'Share'
  [34] button 'Hide'
  [35] img '2418 S Ainsworth Ave, photo 1 of 32'
  [36] button 'See all 32 photos'
  [40] heading '2418 S Ainsworth Ave, Tacoma, WA 98405'
  StaticText 'For sale'
  StaticText '$515,000'
  StaticText '3 beds'
  StaticText '2 baths'
  StaticText '1,640 sqft'
  StaticText 'Est. ${total:,}/mo'
  [48] heading 'Overview'
  StaticText 'Classic 1924 Craftsman in the Hilltop neighborhood with original fir floors, a remodeled kitchen (2019), new roof (2021) and a detached one-car garage off the alley. Walk to the Link light rail extension and Wright Park.'
  [50] table 'Facts and features'
    [51] row ''
      rowheader 'Property type'
      cell 'Single family residence'
    [52] row ''
      rowheader 'Year built'
      cell '1924'
    [53] row ''
      rowheader 'Lot size'
      cell '5,000 sqft'
    [54] row ''
      rowheader 'Price per sqft'
      cell '$314'
    [55] row ''
      rowheader 'HOA'
      cell 'None'
    [56] row ''
      rowheader 'Parking'
      cell '1 garage space'
    [57] row ''
      rowheader 'Heating'
      cell 'Forced air, natural gas'
    [58] row ''
      rowheader 'MLS #'
      cell '2243817'
    [59] row ''
      rowheader 'Listed'
      cell 'Jun 3, 2024 (4 days ago)'
    [60] row ''
      rowheader 'Views / saves'
      cell '312 views · {19 if saved else 18} saves'
  [70] heading 'Payment calculator'
  StaticText 'Home price'
  [72] textbox 'Home price', value='$515,000'
  StaticText 'Down payment'
  [74] textbox 'Down payment amount', value='${down:,}'
  [75] textbox 'Down payment percent', value='{pct}'
  StaticText '%'
  StaticText 'Interest rate'
  [78] textbox 'Interest rate', value='6.875'
  [79] combobox 'Loan type', hasPopup='menu', expanded=False
    [80] option '30-year fixed', selected=True
    [81] option '15-year fixed', selected=False
    [82] option '5/1 ARM', selected=False
  [84] table 'Monthly payment breakdown'
    [85] row ''
      rowheader 'Principal & interest'
      cell '${pi:,}'
    [86] row ''
      rowheader 'Property taxes'
      cell '$511'
    [87] row ''
      rowheader 'Homeowners insurance'
      cell '$108'
    [88] row ''
      rowheader 'Mortgage insurance'
      cell '${mi:,}'
    [89] row ''
      rowheader 'HOA dues'
      cell '$0'
    [90] row ''
      rowheader 'Estimated monthly payment'
      cell '${total:,}'
  StaticText 'Loan amount ${loan:,}. Rates as of Jun 7, 2024.'
  [95] heading 'Tax history'
  [96] table ''
    [97] row ''
      columnheader 'Year'
      columnheader 'Property taxes'
      columnheader 'Assessed value'
    [98] row ''
      cell '2023'
      cell '$6,129'
      cell '$468,300'
    [99] row ''
      cell '2022'
      cell '$5,874'
      cell '$441,900'
  [110] heading 'Listing agent'
  StaticText 'Dana Oyelaran, Sound & Summit Realty, (253) 555-0172'
  [112] button 'Request a tour'
  [113] button 'Contact agent'""")


def _ch_saved(keys: list[str], sort: str) -> str:
    dates = {"A": "Saved today", "P": "Saved May 28", "Q": "Saved May 19"}
    rows = []
    b = 100
    for k in keys:
        rows += _ch_card(k, b, True)
        rows.append(ind(3, f"StaticText '{dates[k]}'"))
        rows.append(ind(3, f"[{b + 50}] button 'Remove'"))
        b += 4
    sorts = ["Date saved", "Price (low to high)", "Price (high to low)", "Newest listing"]
    so = [ind(2, f"[{41 + i}] option '{s}', selected={'True' if s == sort else 'False'}") for i, s in enumerate(sorts)]
    return tree(f"{_CH}/saved-homes" + ("?sort=price_desc" if sort.startswith("Price (h") else ""), f"Saved homes ({len(keys)}) | Cascadia HomeFinder",
                _CH_HEAD.format(saved=len(keys)), ["[30] main ''", ind(1, f"[31] heading 'Saved homes ({len(keys)})'"),
                                                   ind(1, "[40] combobox 'Sort saved homes', hasPopup='menu', expanded=False"), *so,
                                                   ind(1, "[90] list ''")], rows)


def t10(rs: RowSet) -> None:
    rec = ["A", "B", "C", "D", "E", "F", "G", "H"]
    under = ["A", "C", "E", "F", "G", "H", "I", "J"]
    three = ["A", "E", "F", "H", "I", "K", "L", "M"]
    newest = ["M", "N", "I", "A", "K", "F", "E", "L"]
    turns = [
        ("click('43')", _ch_search(rec, "1,284", "Price", "Any", "Recommended", True, "No max")),
        ("select_option('47', '$550K')", _ch_search(under, "312", "Up to $550K", "Any", "Recommended", True, "$550K")),
        ("select_option('80', '3+')", _ch_search(three, "147", "Up to $550K", "3+", "Recommended", False, "$550K")),
        ("select_option('60', 'Newest')", _ch_search(newest, "147", "Up to $550K", "3+", "Newest", False, "$550K")),
        ("click('114')", _ch_listing("20", False)),
        ("fill('75', '10')", _ch_listing("10", False)),
        ("click('32')", _ch_listing("10", True)),
        ("click('16')", _ch_saved(["A", "P", "Q"], "Date saved")),
        ("select_option('40', 'Price (high to low)')", _ch_saved(["P", "A", "Q"], "Price (high to low)")),
        ("click('158')", _ch_saved(["P", "A"], "Price (high to low)")),
    ]
    rs.add("web", "h51-web-10", SYSTEM, turns, state=_ch_search(rec, "1,284", "Price", "Any", "Recommended", False, "No max"))


# ---------------------------------------------------------------------------------------------------------
# 11 Udemy course player (clean): lectures marked complete, progress counters rise, Q&A re-sorted, a note added.
# ---------------------------------------------------------------------------------------------------------

_UD = "https://www.udemy.com/course/the-complete-javascript-course/learn/lecture"

_UD_S8 = [(89, "Section Intro", 1), (90, "An High-Level Overview of JavaScript", 12), (91, "The JavaScript Engine and Runtime", 14),
          (92, "Execution Contexts and The Call Stack", 18), (93, "Scope and The Scope Chain", 21), (94, "Scoping in Practice", 21),
          (95, "Variable Environment: Hoisting and The TDZ", 9), (96, "Hoisting and TDZ in Practice", 14), (97, "The this Keyword", 7),
          (98, "The this Keyword in Practice", 12), (99, "Regular Functions vs. Arrow Functions", 16),
          (100, "Memory Management: Primitives vs. Objects", 13), (101, "Object References in Practice (Shallow vs. Deep Copies)", 11),
          (102, "Memory Management: Garbage Collection", 10), (103, "Summary: Which Data Structures to Use?", 8), (104, "Section Outro", 4)]

_UD_BEFORE = [("Section 1: Welcome, Welcome, Welcome!", 9, 9, "1hr 2min"), ("Section 2: JavaScript Fundamentals – Part 1", 24, 24, "4hr 42min"),
              ("Section 3: JavaScript Fundamentals – Part 2", 21, 21, "4hr 16min"), ("Section 4: How to Navigate This Course", 4, 4, "12min"),
              ("Section 5: Developer Skills & Editor Setup", 13, 13, "2hr 24min"), ("Section 6: HTML & CSS Crash Course", 5, 6, "51min"),
              ("Section 7: JavaScript in the Browser: DOM and Events Fundamentals", 11, 11, "3hr 6min")]
_UD_AFTER = [("Section 9: Data Structures, Modern Operators and Strings", 38, "5hr 14min"), ("Section 10: A Closer Look at Functions", 18, "2hr 58min"),
             ("Section 11: Working With Arrays", 27, "5hr 8min"), ("Section 12: Numbers, Dates, Intl and Timers", 24, "3hr 2min"),
             ("Section 13: Advanced DOM and Events", 26, "4hr 51min"), ("Section 14: Object-Oriented Programming (OOP) With JavaScript", 19, "4hr 26min"),
             ("Section 15: Mapty App: OOP, Geolocation, External Libraries, and More!", 21, "4hr 13min"),
             ("Section 16: Asynchronous JavaScript: Promises, Async/Await, and AJAX", 24, "5hr 5min"),
             ("Section 17: Modern JavaScript Development: Modules, Tooling, and Functional", 19, "3hr 48min")]

_UD_QA = [
    ("Why does this return undefined inside a regular function in strict mode?", "Priyanka S.", "Lecture 97", "3 years ago", 41, 6),
    ("Difference between this in event listeners vs arrow callbacks", "Marco T.", "Lecture 97", "2 years ago", 28, 4),
    ("Is this determined at call time or definition time?", "Aleksandra W.", "Lecture 97", "1 year ago", 19, 3),
    ("this keyword inside setTimeout", "Jordan P.", "Lecture 97", "8 months ago", 12, 2),
    ("Method borrowing example gives NaN", "Hiro K.", "Lecture 97", "3 weeks ago", 2, 1),
    ("Does this behave differently in Node modules?", "Fatima Z.", "Lecture 97", "4 minutes ago", 0, 0),
]


def _ud_sidebar(done: set[int]) -> list[str]:
    out = ["[300] complementary 'Course content'", ind(1, "[301] heading 'Course content'")]
    b = 302
    for name, dn, tot, dur in _UD_BEFORE:
        out += [ind(1, f"[{b}] button '{name} {dn} / {tot} | {dur}', expanded=False")]
        b += 1
    mins = sum(m for _, _, m in _UD_S8)
    out.append(ind(1, f"[{b}] button 'Section 8: How JavaScript Works Behind the Scenes {sum(1 for n, _, _ in _UD_S8 if n in done)} / 16 | {mins // 60}hr {mins % 60}min', expanded=True"))
    out.append(ind(1, "[320] list ''"))
    for n, title, m in _UD_S8:
        out += [ind(2, f"[{n * 4}] listitem ''"), ind(3, f"[{n * 4 + 1}] checkbox 'Lecture {n}: {title}', checked='{'true' if n in done else 'false'}'"),
                ind(3, f"[{n * 4 + 2}] link '{n}. {title}'"), ind(3, f"StaticText '{m}min'")]
    b = 500
    for name, tot, dur in _UD_AFTER:
        out += [ind(1, f"[{b}] button '{name} 0 / {tot} | {dur}', expanded=False")]
        b += 1
    return out


def _ud_page(lecture: int, done: set[int], tab: str, extra: list[str]) -> str:
    title = dict((n, t) for n, t, _ in _UD_S8)[lecture]
    total_done = 87 + sum(1 for n, _, _ in _UD_S8 if n in done)
    vid = {96: "14:08", 97: "7:26"}[lecture]
    tabs = ["Overview", "Q&A", "Notes", "Announcements", "Reviews", "Learning tools"]
    tl = [ind(1, f"[{60 + i}] tab '{t}', selected={'True' if t == tab else 'False'}") for i, t in enumerate(tabs)]
    lid = {96: 22648887, 97: 22648897}[lecture]
    return tree(f"{_UD}/{lid}#{tab.lower().replace('&', '')}", "Course: The Complete JavaScript Course 2024: From Zero to Expert! | Udemy", [
        "[10] link 'Udemy'", "[11] link 'The Complete JavaScript Course 2024: From Zero to Expert!'",
        "[12] button 'Leave a rating'", f"[13] button 'Your progress: {total_done} of 320 complete'",
        "[14] button 'Share'", "[15] button 'More options'",
        "[20] region 'Video player'", ind(1, f"StaticText '{lecture}. {title}'"), ind(1, "[22] button 'Play'"),
        ind(1, "[23] button 'Rewind 5s'"), ind(1, "[24] button 'Playback rate 1x'"), ind(1, "[25] button 'Forward 5s'"),
        ind(1, f"StaticText '0:00 / {vid}'"), ind(1, "[27] button 'Add note'"), ind(1, "[28] button 'Captions'"),
        ind(1, "[29] button 'Settings'"), ind(1, "[30] button 'Fullscreen'"), ind(1, "[31] button 'Go to Previous lecture'"),
        ind(1, "[32] button 'Go to Next lecture'"),
        "[59] tablist ''", *tl, f"[70] tabpanel '{tab}'"], extra, _ud_sidebar(done))


def _ud_overview() -> list[str]:
    return [ind(1, "StaticText 'Master JavaScript with projects, challenges and theory. Many courses in one!'"),
            ind(1, "StaticText '4.7'"), ind(1, "StaticText '207,914 ratings'"), ind(1, "StaticText '912,410'"), ind(1, "StaticText 'Students'"),
            ind(1, "StaticText '69 hours'"), ind(1, "StaticText 'Total'"), ind(1, "StaticText 'Last updated May 2024'"),
            ind(1, "StaticText 'By the numbers'"), ind(1, "StaticText 'Skill level: All Levels'"), ind(1, "StaticText 'Lectures: 320'"),
            ind(1, "StaticText 'Video: 69 total hours'")]


def _ud_qa(order: str) -> list[str]:
    items = list(_UD_QA)
    if order == "recommended":
        items = sorted(items, key=lambda x: -x[4])
    else:
        items = list(reversed(items))
    opts = ["Sort by recommended", "Sort by most recent", "Sort by most upvoted"]
    want = "Sort by recommended" if order == "recommended" else "Sort by most recent"
    out = [ind(1, "[80] searchbox 'Search all course questions'"), ind(1, "[81] combobox 'Filters:', hasPopup='menu', expanded=False")]
    out += [ind(1, "[82] combobox 'Sort by', hasPopup='menu', expanded=False")]
    out += [ind(2, f"[{83 + i}] option '{o}', selected={'True' if o == want else 'False'}") for i, o in enumerate(opts)]
    out += [ind(1, "[87] combobox 'Questions', hasPopup='menu', expanded=False"), ind(2, "[88] option 'Current lecture', selected=True"),
            ind(1, "StaticText 'All questions in this lecture (6)'")]
    b = 90
    for q, who, lec, ago, up, rep in items:
        out += [ind(1, f"[{b}] article ''"), ind(2, f"[{b + 1}] link '{q}'"), ind(2, f"StaticText '{who} · {lec} · {ago}'"),
                ind(2, f"StaticText '{up}'"), ind(2, f"[{b + 2}] button 'Upvote'"), ind(2, f"StaticText '{rep}'")]
        b += 3
    out.append(ind(1, "[130] button 'Ask a new question'"))
    return out


_UD_OLD_NOTES = [("9:12", "Section 7: JavaScript in the Browser: DOM and Events Fundamentals", "80. Handling Click Events", "addEventListener callbacks get the event object; use e.target, not this, in arrow callbacks."),
                 ("4:37", "Section 3: JavaScript Fundamentals – Part 2", "38. Objects", "Dot vs bracket notation: bracket takes any expression.")]
_UD_NOTE = "Regular function call: this is undefined in strict mode; method call: this is the object calling the method; arrow: uses the this of the parent scope."


def _ud_notes(editor: str | None, saved: bool) -> list[str]:
    notes = list(_UD_OLD_NOTES)
    if saved:
        notes.insert(0, ("0:00", "Section 8: How JavaScript Works Behind the Scenes", "97. The this Keyword", _UD_NOTE))
    out = []
    if editor is None:
        out.append(ind(1, "[80] button 'Create a new note at 0:00'"))
    else:
        ev = f", value='{editor}'" if editor else ""
        out += [ind(1, "StaticText '0:00'"), ind(1, f"[81] textbox 'Note text'{ev}"), ind(1, "[82] button 'Cancel'"), ind(1, "[83] button 'Save note'")]
    out += [ind(1, "[85] combobox 'Lectures', hasPopup='menu', expanded=False"), ind(2, "[86] option 'All lectures', selected=True"),
            ind(1, "[87] combobox 'Sort', hasPopup='menu', expanded=False"), ind(2, "[88] option 'Sort by most recent', selected=True")]
    b = 90
    for t, sec, lec, text in notes:
        out += [ind(1, f"[{b}] article ''"), ind(2, f"StaticText '{t}'"), ind(2, f"StaticText '{sec}'"), ind(2, f"StaticText '{lec}'"),
                ind(2, f"StaticText '{text}'"), ind(2, f"[{b + 1}] button 'Edit note'"), ind(2, f"[{b + 2}] button 'Delete note'")]
        b += 3
    return out


def t11(rs: RowSet) -> None:
    d0 = set(range(89, 96))
    d1 = d0 | {96}
    d2 = d1 | {97}
    turns = [
        ("click('385')", _ud_page(96, d1, "Overview", _ud_overview())),
        ("click('390')", _ud_page(97, d1, "Overview", _ud_overview())),
        ("click('61')", _ud_page(97, d1, "Q&A", _ud_qa("recommended"))),
        ("select_option('82', 'Sort by most recent')", _ud_page(97, d1, "Q&A", _ud_qa("recent"))),
        ("click('62')", _ud_page(97, d1, "Notes", _ud_notes(None, False))),
        ("click('80')", _ud_page(97, d1, "Notes", _ud_notes("", False))),
        (f"fill('81', '{_UD_NOTE}')", _ud_page(97, d1, "Notes", _ud_notes(_UD_NOTE, False))),
        ("click('83')", _ud_page(97, d1, "Notes", _ud_notes(None, True))),
        ("click('389')", _ud_page(97, d2, "Notes", _ud_notes(None, True))),
    ]
    rs.add("web", "h51-web-11", SYSTEM, turns, state=_ud_page(96, d0, "Overview", _ud_overview()))


# ---------------------------------------------------------------------------------------------------------
# 12 Small-venue concert ticketing (contradiction at turn 6): the payment step moves the show to Friday May 17.
# ---------------------------------------------------------------------------------------------------------

_TX = "https://www.tixhall.com"
_TX_EVENT = "Marrow Lights with June Harbor"

_TX_HEAD = """
[10] link 'Tixhall'
[11] searchbox 'Search artists, venues, events'
[12] link 'Venues'
[13] link 'Help'
[14] link 'Sign in'"""


def _tx_summary(date: str) -> str:
    return f"""
  [80] complementary 'Order summary'
    [81] heading 'Order summary'
    StaticText '{_TX_EVENT}'
    StaticText '{date} · 8:00 PM'
    StaticText 'Ballard Lantern Hall, Seattle, WA'
    StaticText '2 × General Admission'
    StaticText '$49.00'
    StaticText 'Fees'
    StaticText '$13.74'
    StaticText 'Total'
    StaticText '$62.74'
    StaticText 'All sales final. Tickets are delivered to your email and the Tixhall app.'"""


def _tx_event(qty: str) -> str:
    q = int(qty)
    sub = [] if not q else [ind(1, f"StaticText 'Subtotal ({q} tickets)'"), ind(1, f"StaticText '${24.50 * q:.2f} + ${6.87 * q:.2f} fees'"),
                            ind(1, f"StaticText 'Total ${31.37 * q:.2f}'")]
    opts = [ind(4, f"[{71 + i}] option '{i}', selected={'True' if str(i) == qty else 'False'}") for i in range(9)]
    return tree(f"{_TX}/e/marrow-lights-june-harbor-ballard-lantern-hall-2024-05-18", f"{_TX_EVENT} Tickets, Sat May 18, 2024 | Ballard Lantern Hall | Tixhall",
                _TX_HEAD, f"""
[40] main ''
  [41] img '{_TX_EVENT} tour poster'
  [42] heading '{_TX_EVENT}'
  StaticText 'Sat, May 18, 2024'
  StaticText 'Doors 7:00 PM · Show 8:00 PM'
  [45] link 'Ballard Lantern Hall'
  StaticText '5411 Ballard Ave NW, Seattle, WA 98107'
  StaticText 'All ages. Under 16 must be accompanied by an adult.'
  [48] heading 'About'
  StaticText 'Portland four-piece Marrow Lights bring their second record, Salt on the Lens, to Ballard. Seattle songwriter June Harbor opens with a solo set.'
  [60] heading 'Tickets'
  [61] table ''
    [62] row ''
      cell 'General Admission (standing)'
      cell '$24.50 + $6.87 fees'
      cell 'Only 38 left'
      [70] combobox 'Quantity, General Admission', hasPopup='menu', expanded=False""", opts, """
    [63] row ''
      cell 'Balcony Reserved'
      cell '$32.00 + $8.41 fees'
      cell '12 left'
      [90] combobox 'Quantity, Balcony Reserved', hasPopup='menu', expanded=False
        [91] option '0', selected=True""", sub, f"""
  [100] button 'Get Tickets', disabled={'False' if q else 'True'}
  StaticText 'Prices include a $2.00 per-ticket venue restoration fee.'""")


def _tx_checkout(timer: str, name: str, email: str) -> str:
    nv = f", value='{name}'" if name else ""
    ev = f", value='{email}'" if email else ""
    return tree(f"{_TX}/checkout/ord_7Q2KM94X/contact", "Checkout – Contact information | Tixhall", _TX_HEAD, f"""
[40] main ''
  [41] heading 'Checkout'
  [42] timer ''
    StaticText 'Tickets held for {timer}'
  [44] list 'Steps'
    [45] listitem 'Contact', current='step'
    [46] listitem 'Payment'
    [47] listitem 'Confirmation'
  [50] heading 'Contact information'
  StaticText 'Full name'
  [52] textbox 'Full name', required=True{nv}
  StaticText 'Email'
  [54] textbox 'Email', required=True{ev}
  StaticText 'Your tickets will be sent here.'
  [56] checkbox 'Send me news from Ballard Lantern Hall', checked='false'
  [58] button 'Continue to payment'""", _tx_summary("Sat, May 18, 2024"))


def t12(rs: RowSet) -> None:
    events = [("Fri, May 10", "Tidewell", "$18.00"), ("Sat, May 11", "The Copper Saints", "SOLD OUT"),
              ("Thu, May 16", "Open Mic Night", "Free"), ("Fri, May 17", "Velvet Corridor w/ Paper Ghosts", "$22.00"),
              ("Sat, May 18", _TX_EVENT, "$24.50"), ("Sun, May 19", "Sunday Jazz Brunch: Nora Quist Trio", "$15.00"),
              ("Wed, May 22", "Karaoke Apocalypse", "$10.00"), ("Fri, May 24", "DJ Halcyon (21+)", "$20.00"),
              ("Sat, May 25", "Harbor Static / Lowland Fern", "$16.00")]
    el = []
    b = 60
    for d, name, price in events:
        el += [ind(2, f"[{b}] listitem ''"), ind(3, f"StaticText '{d}'"), ind(3, f"[{b + 1}] link '{name}'"),
               ind(3, "StaticText 'Doors 7:00 PM · Show 8:00 PM'" if "Brunch" not in name else "StaticText 'Doors 10:30 AM · Show 11:00 AM'"),
               ind(3, f"StaticText '{price}'")]
        b += 2
    start = tree(f"{_TX}/v/ballard-lantern-hall", "Ballard Lantern Hall – Upcoming Events | Tixhall", _TX_HEAD, """
[40] main ''
  [41] heading 'Ballard Lantern Hall'
  StaticText '5411 Ballard Ave NW, Seattle, WA 98107 · Capacity 450'
  [43] button 'Follow venue'
  [45] heading 'May 2024'""", ["  [58] list 'Events'"], el)
    pay = tree(f"{_TX}/checkout/ord_7Q2KM94X/payment", "Checkout – Payment | Tixhall", _TX_HEAD, """
[40] main ''
  [41] heading 'Checkout'
  [42] timer ''
    StaticText 'Tickets held for 8:57'
  [44] list 'Steps'
    [45] listitem 'Contact'
    [46] listitem 'Payment', current='step'
    [47] listitem 'Confirmation'
  [50] heading 'Payment'
  StaticText 'Camille Ortega · camille.ortega@fastmail.com'
  [52] link 'Edit contact'
  [53] radiogroup 'Payment method'
    [54] radio 'Card', checked='true'
    [55] radio 'PayPal', checked='false'
    [56] radio 'Apple Pay', checked='false'
  [58] textbox 'Card number', required=True
  [59] textbox 'Expiration (MM/YY)', required=True
  [60] textbox 'Security code', required=True
  [61] textbox 'Billing ZIP code', required=True
  [63] checkbox 'I agree to the Tixhall Terms of Use and Purchase Policy', checked='false'
  [65] button 'Place order $62.74'""", _tx_summary("Fri, May 17, 2024"))
    turns = [
        ("click('69')", _tx_event("0")),
        ("select_option('70', '2')", _tx_event("2")),
        ("click('100')", _tx_checkout("9:58", "", "")),
        ("fill('52', 'Camille Ortega')", _tx_checkout("9:41", "Camille Ortega", "")),
        ("fill('54', 'camille.ortega@fastmail.com')", _tx_checkout("9:22", "Camille Ortega", "camille.ortega@fastmail.com")),
        ("click('58')", pay),
    ]
    rs.add("web", "h51-web-12", SYSTEM, turns, state=start, bad=True, turn=6,
           kind="the payment step dates the show Fri, May 17, 2024 while the event page and contact step said Sat, May 18, 2024")


# ---------------------------------------------------------------------------------------------------------
# 13 Moodle assignment at a university (clean): draft saved, then submitted; times move forward; grade stays empty.
# ---------------------------------------------------------------------------------------------------------

_MD = "https://eclass.northbridge.edu"
_MD_TEXT = ("Residuals from the model price ~ sqft + age show a clear funnel shape in the residuals-versus-fitted plot, so the "
            "constant variance assumption fails. The normal Q-Q plot is close to linear except for three high-leverage homes "
            "(observations 41, 87 and 112). A Box-Cox profile puts lambda near 0.1, so I refit with log(price); the funnel "
            "disappears and the Breusch-Pagan test is no longer significant (p = 0.43). Observation 87 still has a Cook distance "
            "of 0.61, so I report the fit with and without it: the sqft coefficient changes from 0.00041 to 0.00039 on the log scale.")

_MD_HEAD = """
[10] link 'eClass Northbridge University'
[11] navigation 'Site navigation'
  [12] link 'Home'
  [13] link 'Dashboard'
  [14] link 'My courses'
[16] button 'Toggle notifications menu'
[17] button 'Messages 2'
[18] button 'User menu: Maya Okafor'
[20] navigation 'Navigation bar'
  [21] link 'My courses'
  [22] link 'STAT 2150'"""

_MD_COURSE_NAV = """
[30] navigation 'Course navigation'
  [31] link 'Course'
  [32] link 'Participants'
  [33] link 'Grades'
  [34] link 'Competencies'"""


def _md_assign(state: str) -> str:
    words = len(_MD_TEXT.split())
    if state == "none":
        rows = [("Submission status", "No submissions have been made yet"), ("Grading status", "Not graded"),
                ("Time remaining", "3 days 9 hours"), ("Last modified", "-"), ("Online text", "")]
        buttons = ["  [70] button 'Add submission'", "  StaticText 'You have not made a submission yet.'"]
    elif state == "draft":
        rows = [("Submission status", "Draft (not submitted)"), ("Grading status", "Not graded"),
                ("Time remaining", "3 days 9 hours"), ("Last modified", "Tuesday, 16 April 2024, 2:38 PM"),
                ("Online text", f"{_MD_TEXT[:96]}… ({words} words)")]
        buttons = ["  [70] button 'Edit submission'", "  [71] button 'Remove submission'",
                   "  StaticText 'You can still make changes to your submission.'", "  [73] button 'Submit assignment'",
                   "  StaticText 'Once this assignment is submitted you will not be able to make any more changes.'"]
    else:
        rows = [("Submission status", "Submitted for grading"), ("Grading status", "Not graded"),
                ("Time remaining", "Assignment was submitted 3 days 9 hours early"), ("Last modified", "Tuesday, 16 April 2024, 2:41 PM"),
                ("Online text", f"{_MD_TEXT[:96]}… ({words} words)"), ("Submission comments", "Comments (0)")]
        buttons = []
    tl = []
    b = 52
    for k, v in rows:
        tl += [ind(2, f"[{b}] row ''"), ind(3, f"rowheader '{k}'"), ind(3, f"cell '{v}'")]
        b += 1
    return tree(f"{_MD}/mod/assign/view.php?id=48213", "STAT 2150: Assignment 2: Residual diagnostics | eClass", _MD_HEAD,
                "  [23] link 'Assignment 2: Residual diagnostics'", _MD_COURSE_NAV, """
[40] main ''
  [41] heading 'Assignment 2: Residual diagnostics'
  StaticText 'Opened: Monday, 8 April 2024, 12:00 AM'
  StaticText 'Due: Friday, 19 April 2024, 11:59 PM'
  StaticText 'Using the Ames subset posted in Week 9, fit price ~ sqft + age, examine the residual plots and influence measures, and justify any transformation. Online text, 300 words maximum.'
  [48] heading 'Submission status'
  [50] table ''""", tl, buttons)


def _md_edit(text: str) -> str:
    tv = f", value='{text}'" if text else ""
    return tree(f"{_MD}/mod/assign/view.php?id=48213&action=editsubmission", "STAT 2150: Assignment 2: Residual diagnostics: Edit submission | eClass",
                _MD_HEAD, "  [23] link 'Assignment 2: Residual diagnostics'", _MD_COURSE_NAV, f"""
[40] main ''
  [41] heading 'Assignment 2: Residual diagnostics'
  [42] heading 'Edit submission'
  StaticText 'Online text'
  [44] toolbar 'Editor toolbar'
    [45] button 'Undo'
    [46] button 'Redo'
    [47] button 'Bold'
    [48] button 'Italic'
    [49] button 'Equation editor'
  [50] textbox 'Online text', multiline=True{tv}
  StaticText 'Word limit: 300'
  [52] button 'Save changes'
  [53] button 'Cancel'""")


def _md_confirm(checked: bool) -> str:
    return tree(f"{_MD}/mod/assign/view.php?id=48213&action=submit", "STAT 2150: Assignment 2: Residual diagnostics: Confirm submission | eClass",
                _MD_HEAD, "  [23] link 'Assignment 2: Residual diagnostics'", _MD_COURSE_NAV, f"""
[40] main ''
  [41] heading 'Assignment 2: Residual diagnostics'
  [42] heading 'Confirm submission'
  StaticText 'Are you sure you want to submit your work for grading? You will not be able to make any more changes.'
  [44] checkbox 'This submission is my own work, except where I have acknowledged the use of the works of other people.', checked='{'true' if checked else 'false'}', required
  [46] button 'Continue'
  [47] button 'Cancel'""")


def t13(rs: RowSet) -> None:
    start = tree(f"{_MD}/course/view.php?id=1187", "Course: STAT 2150: Applied Regression (Spring 2024) | eClass", _MD_HEAD, _MD_COURSE_NAV, """
[40] main ''
  [41] heading 'STAT 2150: Applied Regression (Spring 2024)'
  [42] heading 'General'
  [43] link 'Announcements'
  [44] link 'Syllabus and grading policy'
  [46] heading 'Week 9: Diagnostics'
  [47] link 'Lecture slides: leverage, influence and transformations'
  [48] link 'Ames subset (ames_week9.csv)'
  [49] link 'Assignment 1: Simple linear regression'
  StaticText 'Done: Submitted · Graded'
  [51] link 'Assignment 2: Residual diagnostics'
  StaticText 'Opened: Monday, 8 April 2024, 12:00 AM'
  StaticText 'Due: Friday, 19 April 2024, 11:59 PM'
  StaticText 'To do: Make a submission'
  [55] link 'Quiz 1: Least squares'
  StaticText 'Done: Receive a grade'
  [57] link 'Quiz 2: Inference for slopes'
  StaticText 'Done: Receive a grade'
  [59] link 'Midterm exam (in class)'
  [61] heading 'Week 10: Multiple regression'
  [62] link 'Lecture slides: interactions and dummy variables'
  StaticText 'Not available unless: It is on or after 22 April 2024'""")
    grades = [("Assignment 1: Simple linear regression", "25.00 %", "18.00", "0–20", "90.00 %", "Clear write-up; check the units on the slope.", "22.50 %"),
              ("Assignment 2: Residual diagnostics", "0.00 %", "-", "0–20", "-", "", "0.00 %"),
              ("Quiz 1: Least squares", "12.50 %", "8.50", "0–10", "85.00 %", "", "10.63 %"),
              ("Quiz 2: Inference for slopes", "12.50 %", "7.00", "0–10", "70.00 %", "", "8.75 %"),
              ("Midterm exam (in class)", "50.00 %", "31.00", "0–40", "77.50 %", "Q4(b): interval should use t with 46 df.", "38.75 %")]
    gl = []
    b = 60
    for item, w, g, r, p, fb, c in grades:
        gl += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link '{item}'"), ind(3, f"cell '{w}'"), ind(3, f"cell '{g}'"),
               ind(3, f"cell '{r}'"), ind(3, f"cell '{p}'"), ind(3, f"cell '{fb}'"), ind(3, f"cell '{c}'")]
        b += 2
    report = tree(f"{_MD}/grade/report/user/index.php?id=1187", "STAT 2150: User report | eClass", _MD_HEAD,
                  "  [23] link 'Grades'", _MD_COURSE_NAV, """
[40] main ''
  [41] heading 'User report'
  [42] combobox 'Grade report', hasPopup='menu', expanded=False
    [43] option 'User report', selected=True
    [44] option 'Overview report', selected=False
  StaticText 'Maya Okafor'
  [50] table 'User report - Maya Okafor'
    [51] row ''
      columnheader 'Grade item'
      columnheader 'Calculated weight'
      columnheader 'Grade'
      columnheader 'Range'
      columnheader 'Percentage'
      columnheader 'Feedback'
      columnheader 'Contribution to course total'""", gl, """
    [75] row ''
      rowheader 'Course total'
      cell '-'
      cell '64.50'
      cell '0–80'
      cell '80.63 %'
      cell ''
      cell '-'""")
    turns = [
        ("click('51')", _md_assign("none")),
        ("click('70')", _md_edit("")),
        (f"fill('50', '{_MD_TEXT}')", _md_edit(_MD_TEXT)),
        ("click('52')", _md_assign("draft")),
        ("click('73')", _md_confirm(False)),
        ("click('44')", _md_confirm(True)),
        ("click('46')", _md_assign("submitted")),
        ("click('33')", report),
    ]
    rs.add("web", "h51-web-13", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 14 Jira Software board (contradiction at turn 8): a renamed issue shows its old summary under a quick filter.
# ---------------------------------------------------------------------------------------------------------

_JR = "https://acmelogistics.atlassian.net/jira/software/projects/WHA"
_JR_OLD = "Barcode scanner crash on Android 14"
_JR_NEW = "Barcode scanner crash on Android 14 (Zebra TC52 only)"

# key: (summary, type, points, assignee, column)
_JR_ISSUES = {
    "WHA-219": ("Export pick lists as CSV", "Story", 3, "Priya Shah", "To Do"),
    "WHA-221": ("Low-battery warning on handheld scanners", "Story", 2, "Tomás Ruiz", "To Do"),
    "WHA-224": ("Pallet label template for new carrier", "Task", 1, "Unassigned", "To Do"),
    "WHA-226": ("Audit log for inventory adjustments", "Story", 5, "Alex Kim", "To Do"),
    "WHA-228": ("Crash when rotating device on receiving screen", "Bug", 2, "Mei Lin", "To Do"),
    "WHA-212": (_JR_OLD, "Bug", 5, "Tomás Ruiz", "In Progress"),
    "WHA-215": ("Offline queue for cycle counts", "Story", 8, "Alex Kim", "In Progress"),
    "WHA-217": ("Bin location autocomplete", "Story", 3, "Priya Shah", "In Progress"),
    "WHA-209": ("Upgrade React Native to 0.73", "Task", 5, "Mei Lin", "Code Review"),
    "WHA-211": ("Retry failed label prints", "Story", 3, "Tomás Ruiz", "Code Review"),
    "WHA-201": ("Login with SSO (Okta)", "Story", 5, "Alex Kim", "Done"),
    "WHA-203": ("Dark mode for night shift", "Story", 3, "Priya Shah", "Done"),
    "WHA-204": ("Reduce app cold start time", "Task", 5, "Mei Lin", "Done"),
    "WHA-206": ("Fix duplicate scans on Zebra TC52", "Bug", 3, "Tomás Ruiz", "Done"),
    "WHA-207": ("Receiving: partial pallet support", "Story", 8, "Alex Kim", "Done"),
    "WHA-208": ("Update privacy policy link", "Task", 1, "Priya Shah", "Done"),
}
_JR_COLS = ["To Do", "In Progress", "Code Review", "Done"]


def _jr_side(active: str) -> str:
    items = ["Timeline", "Backlog", "Board", "Reports", "Issues", "Components", "Releases", "Project settings"]
    out = ["[30] navigation 'Project sidebar'", ind(1, "StaticText 'Warehouse App'"), ind(1, "StaticText 'Software project'")]
    for i, it in enumerate(items):
        out.append(ind(1, f"[{31 + i}] link '{it}'" + (", current='page'" if it == active else "")))
    return "\n".join(out)


_JR_TOP = """
[10] link 'Go to your Jira homepage'
[11] button 'Your work'
[12] button 'Projects'
[13] button 'Filters'
[14] button 'Dashboards'
[15] button 'Teams'
[16] button 'Create'
[17] searchbox 'Search'
[18] button 'Notifications'
[19] button 'Your profile and settings: Alex Kim'"""


def _jr_board(summary: str, status: str, who: str | None) -> list[str]:
    issues = dict(_JR_ISSUES)
    issues["WHA-212"] = (summary, "Bug", 5, "Tomás Ruiz", status)
    out = ["[50] main ''", ind(1, "[51] heading 'WHA Sprint 14'"), ind(1, "StaticText 'Jun 3 – Jun 14, 2024 · 5 days remaining'"),
           ind(1, "[53] searchbox 'Search this board'"), ind(1, "[54] group 'Filter by assignee'")]
    for i, p in enumerate(["Alex Kim", "Mei Lin", "Priya Shah", "Tomás Ruiz"]):
        out.append(ind(2, f"[{55 + i}] checkbox '{p}', checked='{'true' if p == who else 'false'}'"))
    out += [ind(1, "[60] button 'Epic'"), ind(1, "[61] button 'Type'"), ind(1, "[62] button 'Group: None'"),
            ind(1, "[63] button 'Complete sprint'"), ind(1, "[64] button 'Insights'")]
    b = 100
    for col in _JR_COLS:
        cards = [(k, v) for k, v in issues.items() if v[4] == col and (who is None or v[3] == who)]
        cards.sort(key=lambda kv: kv[0])
        out += [ind(1, f"[{b}] region '{col}'"), ind(2, f"StaticText '{col.upper()} {len(cards)}'")]
        b += 1
        for k, (s, typ, pts, asg, _c) in cards:
            kb = 1000 + int(k.split("-")[1]) * 3
            out += [ind(2, f"[{kb}] button '{k} {s}'"), ind(3, f"StaticText '{s}'"), ind(3, f"StaticText '{typ}'"),
                    ind(3, f"StaticText '{k}'"), ind(3, f"StaticText '{pts}'"), ind(3, f"[{kb + 1}] img 'Assignee: {asg}'")]
            if col == "Done":
                out.append(ind(3, "StaticText 'Done'"))
    return out


def _jr_dialog(summary: str, status: str, editing: str | None, updated: str, menu: bool) -> list[str]:
    head = [ind(1, f"[801] textbox 'Summary', focused, value='{editing}'"), ind(1, "[802] button 'Save'"), ind(1, "[803] button 'Cancel'")] \
        if editing is not None else [ind(1, f"[800] heading '{summary}'")]
    men = [ind(1, "[811] listbox 'Transitions'"), *[ind(2, f"[{812 + i}] option '{t}'") for i, t in enumerate(
        [c for c in _JR_COLS if c != status])]] if menu else []
    return ["[790] dialog 'WHA-212'", ind(1, "[791] link 'WHA-212'"), ind(1, "[792] button 'Watch options: You are watching this issue, 3 people watching'"),
            ind(1, "[793] button 'Share'"), ind(1, "[794] button 'Action'"), ind(1, "[795] button 'Close'"), *head,
            ind(1, "[805] button 'Attach'"), ind(1, "[806] button 'Add a child issue'"), ind(1, "[807] button 'Link issue'"),
            ind(1, "StaticText 'Description'"),
            ind(1, "StaticText 'Scanning a Code 128 label with the camera scanner crashes the app on devices running Android 14. Stack trace points to the CameraX analyzer being released twice. Reproduced on Zebra TC52 (A14 build 14-15-02); could not reproduce on Pixel 7 or Samsung XCover6 Pro.'"),
            ind(1, f"[810] button '{status}', expanded={'True' if menu else 'False'}"), *men,
            ind(1, "[820] group 'Details'"), ind(2, "StaticText 'Assignee'"), ind(2, "[821] button 'Tomás Ruiz'"),
            ind(2, "StaticText 'Reporter'"), ind(2, "[822] button 'Mei Lin'"), ind(2, "StaticText 'Labels'"),
            ind(2, "[823] link 'android'"), ind(2, "[824] link 'scanner'"), ind(2, "StaticText 'Sprint'"), ind(2, "[825] link 'WHA Sprint 14'"),
            ind(2, "StaticText 'Story point estimate'"), ind(2, "[826] button '5'"), ind(2, "StaticText 'Priority'"), ind(2, "[827] button 'High'"),
            ind(2, "StaticText 'Fix versions'"), ind(2, "[828] link 'v2.8.0'"), ind(2, "StaticText 'Parent'"), ind(2, "[829] link 'WHA-195 Scanner integration'"),
            ind(1, "StaticText 'Created June 4, 2024 at 9:12 AM'"), ind(1, f"StaticText 'Updated {updated}'"),
            ind(1, "[840] tablist 'Activity'"), ind(2, "[841] tab 'Comments', selected=True"), ind(2, "[842] tab 'History', selected=False"),
            ind(1, "[845] article ''"), ind(2, "StaticText 'Tomás Ruiz · June 6, 2024 at 4:40 PM'"),
            ind(2, "StaticText 'Fix is up in the branch WHA-212-camerax-double-release; only the TC52 image with the vendor camera HAL triggers it.'"),
            ind(1, "[848] textbox 'Add a comment…'")]


def t14(rs: RowSet) -> None:
    def board(summary: str, status: str, who: str | None = None, dialog: list[str] | None = None) -> str:
        return tree(f"{_JR}/boards/12" + ("?assignee=712020%3A5b1c" if who else "") + ("?selectedIssue=WHA-212" if dialog and not who else ""),
                    "WHA board - Agile Board - Jira", _JR_TOP, _jr_side("Board"), _jr_board(summary, status, who), dialog or [])
    start = board(_JR_OLD, "In Progress")
    timeline_rows = [("WHA-180", "Offline mode", "May 6 – Jul 12"), ("WHA-195", "Scanner integration", "May 20 – Jun 28"),
                     ("WHA-199", "Carrier labels", "Jun 10 – Jul 26"), ("WHA-202", "Audit & compliance", "Jul 1 – Aug 30")]

    def timeline(scale: str) -> str:
        tl = ["[50] main ''", ind(1, "[51] heading 'Timeline'"), ind(1, "[52] searchbox 'Search timeline'"),
              ind(1, "[53] button 'Status category'"), ind(1, "[54] button 'Epic'"), ind(1, "[56] group 'Timeline scale'")]
        for i, s in enumerate(["Today", "Weeks", "Months", "Quarters"]):
            tl.append(ind(2, f"[{57 + i}] radio '{s}', checked='{'true' if s == scale else 'false'}'"))
        tl.append(ind(1, "[62] grid ''"))
        b = 63
        for k, name, span in timeline_rows:
            tl += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] gridcell '{k} {name}'"), ind(3, f"gridcell '{span}'")]
            b += 2
        months = ["May", "Jun", "Jul", "Aug"] if scale == "Months" else ["Q2 2024", "Q3 2024"]
        tl += [ind(1, f"StaticText '{m}'") for m in months]
        tl.append(ind(1, "[80] button '+ Create Epic'"))
        return tree(f"{_JR}/boards/12/timeline" + ("?timeline=QUARTERS" if scale == "Quarters" else ""), "Timeline - Warehouse App - Jira",
                    _JR_TOP, _jr_side("Timeline"), tl)
    settings = tree(f"{_JR}/settings/details", "Details - Project settings - Jira", _JR_TOP, _jr_side("Project settings"), """
[50] main ''
  [51] heading 'Details'
  [52] img 'Project avatar'
  [53] button 'Change icon'
  StaticText 'Name'
  [55] textbox 'Name', required=True, value='Warehouse App'
  StaticText 'Key'
  [57] textbox 'Key', required=True, value='WHA'
  StaticText 'Category'
  [59] combobox 'Category', value='Operations'
  StaticText 'Project lead'
  [61] combobox 'Project lead', value='Alex Kim'
  StaticText 'Default assignee'
  [63] combobox 'Default assignee', value='Unassigned'
  [65] button 'Save'""")
    turns = [
        ("click('1636')", board(_JR_OLD, "In Progress", None, _jr_dialog(_JR_OLD, "In Progress", None, "2 hours ago", False))),
        ("click('800')", board(_JR_OLD, "In Progress", None, _jr_dialog(_JR_OLD, "In Progress", _JR_OLD, "2 hours ago", False))),
        (f"fill('801', '{_JR_NEW}')", board(_JR_OLD, "In Progress", None, _jr_dialog(_JR_OLD, "In Progress", _JR_NEW, "2 hours ago", False))),
        ("keyboard_press('Enter')", board(_JR_NEW, "In Progress", None, _jr_dialog(_JR_NEW, "In Progress", None, "just now", False))),
        ("click('810')", board(_JR_NEW, "In Progress", None, _jr_dialog(_JR_NEW, "In Progress", None, "just now", True))),
        ("click('813')", board(_JR_NEW, "Code Review", None, _jr_dialog(_JR_NEW, "Code Review", None, "just now", False))),
        ("click('795')", board(_JR_NEW, "Code Review")),
        ("click('58')", board(_JR_OLD, "Code Review", "Tomás Ruiz")),
        ("click('31')", timeline("Months")),
        ("click('60')", timeline("Quarters")),
        ("click('38')", settings),
    ]
    rs.add("web", "h51-web-14", SYSTEM, turns, state=start, bad=True, turn=8,
           kind="WHA-212, renamed to 'Barcode scanner crash on Android 14 (Zebra TC52 only)', is back under its old summary on the filtered board")


# ---------------------------------------------------------------------------------------------------------
# 15 Big-bank online banking (clean): a future-dated bill payment leaves the available balance unchanged.
# ---------------------------------------------------------------------------------------------------------

_SN = "https://secure.summitnational.com"

_SN_HEAD = """
[10] link 'Summit National Bank'
[11] navigation ''
  [12] link 'Accounts'
  [13] link 'Pay & Transfer'
  [14] link 'Plan & Track'
  [15] link 'Security Center'
  [16] link 'Messages'
StaticText 'Monday, April 15, 2024'
[18] button 'Profile: Daniel Reyes'
[19] button 'Sign Off'"""

_SN_PAYEES = [("PG&E (Pacific Gas and Electric)", "6621", "$131.07", "03/19/2024"),
              ("Comcast Xfinity", "0388", "$89.99", "04/02/2024"),
              ("San Jose Water", "2210", "$64.18", "03/28/2024"),
              ("State Farm Insurance", "7712", "$142.00", "04/01/2024")]


def _sn_billpay(amount: str, date: str) -> str:
    rows = []
    b = 60
    for i, (name, acct, last, when) in enumerate(_SN_PAYEES):
        av = f", value='{amount}'" if i == 0 and amount else ""
        dv = f", value='{date}'" if i == 0 and date else ""
        rows += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link '{name} …{acct}'"), ind(3, f"cell 'Last paid {last} on {when}'"),
                 ind(3, f"[{b + 2}] textbox 'Amount for {name}'{av}"), ind(3, f"[{b + 3}] textbox 'Deliver by for {name}'{dv}"),
                 ind(3, f"[{b + 4}] link 'Activity'")]
        b += 5
    total = f"${float(amount):,.2f}" if amount else "$0.00"
    return tree(f"{_SN}/billpay/payees", "Bill Pay | Summit National Bank", _SN_HEAD, """
[40] main ''
  [41] heading 'Bill Pay'
  [42] tablist ''
    [43] tab 'Pay bills', selected=True
    [44] tab 'Scheduled (0)', selected=False
    [45] tab 'History', selected=False
    [46] tab 'Manage payees', selected=False
  StaticText 'Pay from'
  [48] combobox 'Pay from', hasPopup='menu', expanded=False
    [49] option 'Everyday Checking …4417 (Available $3,482.19)', selected=True
  StaticText 'Earliest electronic delivery: 04/17/2024'
  [55] table 'Payees'
    [56] row ''
      columnheader 'Payee'
      columnheader 'Last payment'
      columnheader 'Amount'
      columnheader 'Deliver by'
      columnheader ''""", rows, [ind(1, "StaticText 'Total:'"), ind(1, f"StaticText '{total}'"),
                                 ind(1, "[90] button 'Continue'"), ind(1, "[91] button 'Cancel'")])


def t15(rs: RowSet) -> None:
    def overview(scheduled: bool) -> str:
        note = "\n      StaticText '1 scheduled payment: $146.32 on 04/17/2024'" if scheduled else ""
        return tree(f"{_SN}/accounts/summary", "Account Summary | Summit National Bank", _SN_HEAD, f"""
[40] main ''
  [41] heading 'Account Summary'
  [42] region 'Cash accounts'
    [43] heading 'Cash accounts'
    [44] table ''
      [45] row ''
        columnheader 'Account'
        columnheader 'Available balance'
      [46] row ''
        [47] link 'Everyday Checking …4417'
        cell '$3,482.19'{note}
      [48] row ''
        [49] link 'Savings Plus …8820'
        cell '$12,044.70'
      [50] row ''
        rowheader 'Total available cash'
        cell '$15,526.89'
  [52] region 'Credit cards'
    [53] heading 'Credit cards'
    [54] table ''
      [55] row ''
        columnheader 'Account'
        columnheader 'Current balance'
        columnheader 'Available credit'
      [56] row ''
        [57] link 'Visa Signature …3391'
        cell '$1,207.55'
        cell '$8,792.45'
    StaticText 'Minimum payment $35.00 due 05/02/2024'
  [60] link 'Open a new account'""")
    review = tree(f"{_SN}/billpay/review", "Review Payments | Summit National Bank", _SN_HEAD, """
[40] main ''
  [41] heading 'Review Payments'
  StaticText 'Pay from: Everyday Checking …4417'
  [43] table ''
    [44] row ''
      columnheader 'Payee'
      columnheader 'Amount'
      columnheader 'Send on'
      columnheader 'Deliver by'
    [45] row ''
      cell 'PG&E (Pacific Gas and Electric) …6621'
      cell '$146.32'
      cell '04/17/2024'
      cell '04/18/2024'
  StaticText 'Total: $146.32 (1 payment)'
  StaticText 'Funds are deducted on the send-on date.'
  [49] button 'Submit'
  [50] button 'Edit'
  [51] button 'Cancel'""")
    confirm = tree(f"{_SN}/billpay/confirmation", "Payment Confirmation | Summit National Bank", _SN_HEAD, """
[40] main ''
  [41] heading 'Your payment is scheduled'
  [42] table ''
    [43] row ''
      columnheader 'Payee'
      columnheader 'Amount'
      columnheader 'Send on'
      columnheader 'Deliver by'
      columnheader 'Confirmation #'
      columnheader 'Status'
    [44] row ''
      cell 'PG&E (Pacific Gas and Electric) …6621'
      cell '$146.32'
      cell '04/17/2024'
      cell '04/18/2024'
      cell '9H4K-27QX'
      cell 'Scheduled'
  [46] link 'View scheduled payments (1)'
  [47] link 'Make another payment'
  [48] button 'Print'""")
    posted = [("04/12/2024", "ZELLE FROM MARIA REYES", 120.00), ("04/12/2024", "TRADER JOE S #127 SAN JOSE CA", -86.41),
              ("04/11/2024", "VERIZON WIRELESS PAYMENT", -72.40), ("04/10/2024", "PAYROLL DEPOSIT ADOBE INC", 2841.77),
              ("04/08/2024", "AMAZON MKTPL*RT4K20P91", -38.99), ("04/05/2024", "ONLINE TRANSFER TO SAVINGS PLUS …8820", -500.00),
              ("04/03/2024", "CHECK 2215", -1950.00), ("04/02/2024", "COMCAST XFINITY ONLINE PMT", -89.99)]
    pl = []
    bal = 3512.19
    b = 80
    for d, desc, amt in posted:
        a = f"-${-amt:,.2f}" if amt < 0 else f"${amt:,.2f}"
        pl += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{d}'"), ind(3, f"cell '{desc}'"), ind(3, f"cell '{a}'"), ind(3, f"cell '${bal:,.2f}'")]
        bal = round(bal - amt, 2)
        b += 1
    activity = tree(f"{_SN}/accounts/checking-4417/activity", "Everyday Checking …4417 | Summit National Bank", _SN_HEAD, """
[40] main ''
  [41] heading 'Everyday Checking …4417'
  StaticText 'Available balance'
  StaticText '$3,482.19'
  StaticText 'Posted balance'
  StaticText '$3,512.19'
  [46] link 'What is the difference?'
  [50] heading 'Scheduled'
  [51] table 'Scheduled'
    [52] row ''
      cell '04/17/2024'
      cell 'BILL PAY PG&E (PACIFIC GAS AND ELECTRIC) …6621'
      cell '-$146.32'
      cell 'Scheduled'
  [55] heading 'Pending'
  [56] table 'Pending'
    [57] row ''
      cell '04/15/2024'
      cell 'SHELL OIL 57444 SAN JOSE CA'
      cell '-$30.00'
      cell 'Pending'
  [60] heading 'Posted'
  [61] combobox 'Date range', hasPopup='menu', expanded=False
    [62] option 'Last 30 days', selected=True
  [70] table 'Posted'
    [71] row ''
      columnheader 'Date'
      columnheader 'Description'
      columnheader 'Amount'
      columnheader 'Balance'""", pl, ["  StaticText 'Showing 8 of 21 transactions'", "  [120] button 'Show more transactions'"])
    turns = [
        ("click('13')", _sn_billpay("", "")),
        ("fill('62', '146.32')", _sn_billpay("146.32", "")),
        ("fill('63', '04/18/2024')", _sn_billpay("146.32", "04/18/2024")),
        ("click('90')", review),
        ("click('49')", confirm),
        ("click('12')", overview(True)),
        ("click('47')", activity),
    ]
    rs.add("web", "h51-web-15", SYSTEM, turns, state=overview(False))


# ---------------------------------------------------------------------------------------------------------
# 16 Taiga kanban (clean): a story is created (#58), another renamed, then the board is filtered.
# ---------------------------------------------------------------------------------------------------------

_TG = "https://tree.taiga.io/project/kmensah-fieldlab-sensor-hub"
_TG_OLD41 = "Grafana dashboard for gateway uptime"
_TG_NEW41 = "Grafana dashboard for gateway uptime and packet loss"
_TG_NEW58 = "Calibrate humidity sensor offsets per board revision"

_TG_STORIES = [
    (44, "Document MQTT topic naming", "Kofi Mensah", 1, "New"),
    (47, "Power budget for solar node v3", "Ines Duarte", 3, "New"),
    (52, "Replace DHT22 with SHT31 on board rev C", "", 5, "New"),
    (55, "CSV export of raw readings", "Lars Berg", 2, "New"),
    (41, _TG_OLD41, "Ines Duarte", 3, "Ready"),
    (43, "LoRa gateway failover", "Kofi Mensah", 8, "Ready"),
    (49, "Battery voltage alert thresholds", "Lars Berg", 2, "Ready"),
    (29, "Sensor firmware OTA rollback", "Kofi Mensah", 5, "In progress"),
    (36, "Time sync drift on field nodes", "Ines Duarte", 3, "In progress"),
    (38, "Enclosure condensation test", "Lars Berg", 2, "In progress"),
    (31, "Calibration table per sensor serial", "Ines Duarte", 3, "Ready for test"),
    (34, "Gateway config backup to S3", "Kofi Mensah", 2, "Ready for test"),
    (12, "Repository and CI setup", "Kofi Mensah", 1, "Done"),
    (15, "Gateway Docker image", "Lars Berg", 3, "Done"),
    (18, "Sensor bring-up on board rev B", "Ines Duarte", 5, "Done"),
    (20, "InfluxDB retention policy", "Kofi Mensah", 2, "Done"),
    (22, "Node provisioning script", "Lars Berg", 3, "Done"),
    (24, "Solar node v2 field install", "Ines Duarte", 5, "Done"),
    (25, "Alerting via Matrix bot", "Kofi Mensah", 2, "Done"),
    (27, "MQTT TLS certificates", "Lars Berg", 2, "Done"),
    (30, "Weekly data quality report", "Ines Duarte", 3, "Done"),
]
_TG_COLS = [("New", None), ("Ready", None), ("In progress", 4), ("Ready for test", None), ("Done", None)]

_TG_NAV = """
[10] link 'Taiga'
[11] navigation 'Project menu'
  [12] link 'Timeline'
  [13] link 'Epics'
  [14] link 'Scrum'
  [15] link 'Kanban'
  [16] link 'Issues'
  [17] link 'Wiki'
  [18] link 'Team'
  [19] link 'Settings'
[21] button 'Kofi Mensah'"""


def _tg_board(renamed: bool, created: bool, query: str, dialog: list[str] | None = None) -> str:
    stories = list(_TG_STORIES)
    if renamed:
        stories = [(r, _TG_NEW41 if r == 41 else s, a, p, c) for r, s, a, p, c in stories]
    if created:
        stories.append((58, _TG_NEW58, "", 0, "New"))
    out = ["[40] main ''", ind(1, "[41] heading 'Fieldlab Sensor Hub'"), ind(1, "StaticText 'KANBAN'"),
           ind(1, "[43] searchbox 'subject or ref'" + (f", value='{query}'" if query else "")),
           ind(1, "[44] button 'Filters'"), ind(1, "[45] button 'Zoom: Expanded'")]
    b = 50
    for col, wip in _TG_COLS:
        cards = [s for s in stories if s[4] == col and (not query or query.lower() in s[1].lower() or query == str(s[0]))]
        label = f"{col} {len(cards)}" + (f" / WIP {wip}" if wip else "")
        out += [ind(1, f"[{b}] region '{col}'"), ind(2, f"StaticText '{label}'")]
        if col == "New":
            out.append(ind(2, "[60] button 'Add new user story'"))
            out.append(ind(2, "[61] button 'Add user stories in bulk'"))
        b += 1
        for ref, subj, who, pts, _c in cards:
            kb = 100 + ref * 3
            out += [ind(2, f"[{kb}] link '#{ref} {subj}'"), ind(3, f"StaticText '#{ref}'"), ind(3, f"StaticText '{subj}'"),
                    ind(3, f"StaticText '{pts if pts else '?'}'"), ind(3, f"[{kb + 1}] img '{who if who else 'Not assigned'}'")]
    return tree(f"{_TG}/kanban", "Kanban - Fieldlab Sensor Hub - Taiga", _TG_NAV, out, dialog or [])


def _tg_new(subject: str) -> list[str]:
    sv = f", value='{subject}'" if subject else ""
    return ["[700] dialog 'New user story'", ind(1, "[701] heading 'New user story'"), ind(1, f"[702] textbox 'Subject', required=True{sv}"),
            ind(1, "[703] combobox 'Status', hasPopup='menu', expanded=False"), ind(2, "[704] option 'New', selected=True"),
            ind(1, "[705] button 'Add tag'"), ind(1, "[706] textbox 'Please add descriptive text to help others better understand this user story'"),
            ind(1, "[707] button 'Assign to'"), ind(1, "[708] checkbox 'Team requirement', checked='false'"),
            ind(1, "[709] checkbox 'Client requirement', checked='false'"), ind(1, "[710] checkbox 'Blocked', checked='false'"),
            ind(1, "[711] button 'Create'"), ind(1, "[712] button 'Close'")]


def _tg_story(subject: str, editing: str | None, changed: bool) -> str:
    head = [ind(1, f"[36] textbox 'Subject', focused, value='{editing}'"), ind(1, "[37] button 'Save'"), ind(1, "[38] button 'Cancel'")] \
        if editing is not None else [ind(1, f"[41] heading '#41 {subject}'"), ind(1, "[42] button 'Edit subject'")]
    hist = [ind(2, "[81] article ''"), ind(3, "StaticText 'Ines Duarte · 10 Jun 2024 16:05'"), ind(3, "StaticText 'Status: New → Ready'")]
    if changed:
        hist = [ind(2, "[80] article ''"), ind(3, "StaticText 'Kofi Mensah · 12 Jun 2024 14:22'"),
                ind(3, f"StaticText 'Subject: {_TG_OLD41} → {_TG_NEW41}'")] + hist
    return tree(f"{_TG}/us/41", f"#41 {subject} - Fieldlab Sensor Hub - Taiga", _TG_NAV, ["[40] main ''", ind(1, "StaticText 'USER STORY'"), *head], """
  StaticText 'Created by Kofi Mensah 28 Mar 2024 10:14'
  [46] button 'READY'
  [47] button 'Ines Duarte'
  [48] button 'Watchers 2'
  StaticText 'Points'
  StaticText 'Back 3'
  StaticText 'Total points 3'
  [52] button 'monitoring'
  StaticText 'Description'
  StaticText 'One Grafana dashboard per gateway: uptime from the heartbeat topic, last-seen per node, and alert annotations.'
  [60] heading '2 Tasks'
  [61] link '#45 Export Prometheus metrics from gateway'
  StaticText 'Closed'
  [62] link '#46 Provision Grafana datasource'
  StaticText 'In progress'
  [70] tablist ''
    [71] tab 'Comments 1', selected=False
    [72] tab 'Activities', selected=True
  [79] list 'Activity'""", hist)


def t16(rs: RowSet) -> None:
    turns = [
        ("click('60')", _tg_board(False, False, "", _tg_new(""))),
        (f"fill('702', '{_TG_NEW58}')", _tg_board(False, False, "", _tg_new(_TG_NEW58))),
        ("click('711')", _tg_board(False, True, "")),
        ("click('223')", _tg_story(_TG_OLD41, None, False)),
        ("click('42')", _tg_story(_TG_OLD41, _TG_OLD41, False)),
        (f"fill('36', '{_TG_NEW41}')", _tg_story(_TG_OLD41, _TG_NEW41, False)),
        ("click('37')", _tg_story(_TG_NEW41, None, True)),
        ("click('15')", _tg_board(True, True, "")),
        ("fill('43', 'sensor')", _tg_board(True, True, "sensor")),
    ]
    rs.add("web", "h51-web-16", SYSTEM, turns, state=_tg_board(False, False, ""))


# ---------------------------------------------------------------------------------------------------------
# 17 Banner student registration (contradiction at turn 10): the CRN of the added section changes.
# ---------------------------------------------------------------------------------------------------------

_BN = "https://reg-prod.ridgeview.edu/StudentRegistrationSsb/ssb"

_BN_HEAD = """
[10] link 'Ridgeview State University'
[11] button 'Jordan Ames'
[12] navigation 'Breadcrumb'
  [13] link 'Student'
  [14] link 'Registration'
  StaticText 'Select a Term'
  StaticText 'Register for Classes'"""

# key: (title, subject course, section, hours, crn)
_BN_REG = {
    "ENGL": ("Technical Writing", "ENGL 2100", "001", 3, "40881"),
    "MATH": ("Calculus III", "MATH 2410", "002", 4, "40215"),
    "HIST": ("World History II", "HIST 1110", "004", 3, "40502"),
    "CSCI": ("Data Structures", "CSCI 3320", "002", 3, "41873"),
}
_BN_MEET = {"ENGL": ("MWF 09:00 AM - 09:50 AM", "Lyle Hall 202", "Brandt, Elise"),
            "HIST": ("TR 10:00 AM - 11:15 AM", "Garrison Hall 110", "Mbeki, Thandiwe"),
            "CSCI": ("TR 01:00 PM - 02:15 PM", "Bowman Hall 214", "Osei, Kwame"),
            "MATH": ("MWF 11:00 AM - 11:50 AM", "Fenwick Science 240", "Castellanos, Ruth")}


def _bn_summary(rows: list[tuple[str, str, str]], crn_override: dict[str, str] | None = None) -> list[str]:
    """rows: (key, status, action)."""
    out = ["[500] region 'Summary'", ind(1, "[501] heading 'Summary'"), ind(1, "[502] table ''"),
           ind(2, "[503] row ''"), *[ind(3, f"columnheader '{h}'") for h in ("Title", "Details", "Hours", "CRN", "Schedule Type", "Status", "Action")]]
    hours = 0
    b = 510
    for key, status, action in rows:
        title, subj, sec, hrs, crn = _BN_REG[key]
        if crn_override and key in crn_override:
            crn = crn_override[key]
        if status == "Registered":
            hours += hrs
        acts = ["None", "**Web Drop**"] if status == "Registered" else ["**Web Registered**", "Remove"]
        out += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{title}'"), ind(3, f"cell '{subj}, {sec}'"), ind(3, f"cell '{hrs}'"),
                ind(3, f"cell '{crn}'"), ind(3, "cell 'Lecture'"), ind(3, f"cell '{status}'"),
                ind(3, f"[{b + 1}] combobox 'Action for {subj}', hasPopup='menu', expanded=False")]
        for i, a in enumerate(acts):
            out.append(ind(4, f"[{b + 2 + i}] option '{a}', selected={'True' if a == action else 'False'}"))
        b += 5
    out += [ind(1, f"StaticText 'Total Hours | Registered: {hours} | Billing: {hours} | CEU: 0 | Min: 0 | Max: 18'"),
            ind(1, "[560] button 'Conditional Add and Drop'"), ind(1, "[561] button 'Submit'")]
    return out


def _bn_tabs(active: str) -> list[str]:
    return ["[30] tablist ''", *[ind(1, f"[{31 + i}] tab '{t}', selected={'True' if t == active else 'False'}")
                               for i, t in enumerate(["Find Classes", "Enter CRNs", "Plans", "Schedule and Options"])]]


def _bn_results(seats_41873: int) -> list[str]:
    secs = [("001", "41872", "Hallberg, Karin", "MWF 10:00 AM - 10:50 AM", "Bowman Hall 118", "5 of 40 seats remain."),
            ("002", "41873", "Osei, Kwame", "TR 01:00 PM - 02:15 PM", "Bowman Hall 214", f"{seats_41873} of 40 seats remain."),
            ("003", "41874", "Hallberg, Karin", "TR 05:30 PM - 06:45 PM", "Bowman Hall 118", "12 of 35 seats remain."),
            ("H01", "41879", "Lindqvist, Erik", "MW 02:00 PM - 03:15 PM", "Bowman Hall 305", "FULL: 0 of 20 seats remain.")]
    out = [ind(1, "StaticText 'Search Results — 4 Classes For Fall 2024 | Subject: Computer Science | Course Number: 3320'"),
           ind(1, "[60] button 'Search Again'"), ind(1, "[61] table 'Search Results'"), ind(2, "[62] row ''"),
           *[ind(3, f"columnheader '{h}'") for h in ("Title", "Subject Description", "Course Number", "Section", "Hours", "CRN", "Term",
                                                      "Instructor", "Meeting Times", "Campus", "Status", "Add")]]
    b = 70
    for sec, crn, inst, meet, room, seats in secs:
        out += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link 'Data Structures'"), ind(3, "cell 'Computer Science'"), ind(3, "cell '3320'"),
                ind(3, f"cell '{sec}'"), ind(3, "cell '3'"), ind(3, f"cell '{crn}'"), ind(3, "cell 'Fall 2024'"),
                ind(3, f"[{b + 2}] link '{inst} (Primary)'"), ind(3, f"cell '{meet} Type: Class Building: {room.rsplit(' ', 1)[0]} Room: {room.rsplit(' ', 1)[1]} Start Date: 08/26/2024 End Date: 12/13/2024'"),
                ind(3, "cell 'Main'"), ind(3, f"cell '{seats}'")]
        if seats.startswith("FULL"):
            out.append(ind(3, "cell ''"))
        else:
            out.append(ind(3, f"[{b + 3}] button 'Add'"))
        b += 5
    return out


def _bn_days(meet: str) -> list[str]:
    code = meet.split(" ", 1)[0]
    names = {"M": "Monday", "T": "Tuesday", "W": "Wednesday", "R": "Thursday", "F": "Friday"}
    return [names[c] for c in code]


def _bn_lower(tab: str, keys: list[str]) -> list[str]:
    out = ["[400] tablist 'Schedule panel'", ind(1, f"[401] tab 'Schedule', selected={'True' if tab == 'Schedule' else 'False'}"),
           ind(1, f"[402] tab 'Schedule Details', selected={'True' if tab == 'Details' else 'False'}"), "[403] tabpanel ''"]
    if tab == "Schedule":
        out.append(ind(1, "[410] grid 'Class Schedule for Fall 2024'"))
        for day in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday"):
            out.append(ind(2, f"columnheader '{day}'"))
            todays = sorted((k for k in keys if day in _bn_days(_BN_MEET[k][0])),
                            key=lambda k: (_BN_MEET[k][0].split(" ")[2] == "PM", _BN_MEET[k][0].split(" ")[1]))
            for k in todays:
                title, subj, sec, _h, _c = _BN_REG[k]
                out.append(ind(2, f"gridcell '{title} {subj}, {sec} {_BN_MEET[k][0].split(' ', 1)[1]}'"))
    else:
        out.append(ind(1, "[410] list 'Class details'"))
        b = 411
        for k in keys:
            title, subj, sec, hrs, crn = _BN_REG[k]
            meet, room, inst = _BN_MEET[k]
            out += [ind(2, f"[{b}] listitem ''"), ind(3, f"StaticText '{title} | {subj} Section {sec} | Class Begin: 08/26/2024 | Class End: 12/13/2024'"),
                    ind(3, f"StaticText 'CRN: {crn} | Hours: {hrs} | Instructor: {inst} | {meet} | {room}'")]
            b += 1
    return out


def _bn_find(subject: str, number: str, results: list[str] | None, rows: list[tuple[str, str, str]], note: str = "", tab: str = "Schedule") -> str:
    sv = f", value='{subject}'" if subject else ""
    nv = f", value='{number}'" if number else ""
    form = [] if results else [ind(1, "StaticText 'Enter Your Search Criteria'"), ind(1, "StaticText 'Term: Fall 2024'"),
                               ind(1, f"[40] combobox 'Subject', hasPopup='listbox', expanded=False{sv}"),
                               ind(1, f"[41] textbox 'Course Number'{nv}"), ind(1, "[42] textbox 'Keyword'"),
                               ind(1, "[43] button 'Search'"), ind(1, "[44] button 'Clear'"), ind(1, "[45] link 'Advanced Search'")]
    nt = ["[20] alert ''", ind(1, f"StaticText '{note}'")] if note else []
    keys = [k for k, _s, _a in rows]
    return tree(f"{_BN}/classRegistration/classRegistration", "Register for Classes", _BN_HEAD, nt, _bn_tabs("Find Classes"),
                ["[39] tabpanel 'Find Classes'"], form, results or [], _bn_lower(tab, keys), _bn_summary(rows))


def t17(rs: RowSet) -> None:
    base = [("ENGL", "Registered", "None"), ("MATH", "Registered", "None"), ("HIST", "Registered", "None")]
    pend = base + [("CSCI", "Pending", "**Web Registered**")]
    pend_drop = [("ENGL", "Registered", "None"), ("MATH", "Registered", "**Web Drop**"), ("HIST", "Registered", "None"),
                 ("CSCI", "Pending", "**Web Registered**")]
    after = [("ENGL", "Registered", "None"), ("HIST", "Registered", "None"), ("CSCI", "Registered", "None")]
    enter = tree(f"{_BN}/classRegistration/classRegistration", "Register for Classes", _BN_HEAD, _bn_tabs("Enter CRNs"), """
[39] tabpanel 'Enter CRNs'
  StaticText 'Enter Course Reference Numbers (CRNs) to Register'
  StaticText 'Term: Fall 2024'
  [47] textbox 'CRN 1'
  [48] button '+ Add Another CRN'
  [49] button 'Add to Summary'""", _bn_lower("Schedule", ["ENGL", "HIST", "CSCI"]), _bn_summary(after))
    wrong = {"CSCI": "41837"}
    opts_rows = []
    b = 60
    for key in ("ENGL", "HIST", "CSCI"):
        title, subj, sec, hrs, crn = _BN_REG[key]
        crn = wrong.get(key, crn)
        opts_rows += [ind(2, f"[{b}] row ''"), ind(3, f"cell '{title}'"), ind(3, f"cell '{subj}, {sec}'"), ind(3, f"cell '{crn}'"),
                      ind(3, "cell '**Web Registered**'"), ind(3, f"cell '{hrs}'"), ind(3, "cell 'Standard Letter'"),
                      ind(3, f"[{b + 1}] combobox 'Grade Mode for {subj}', hasPopup='menu', expanded=False"),
                      ind(4, f"[{b + 2}] option 'Standard Letter', selected=True")]
        b += 3
    options = tree(f"{_BN}/classRegistration/classRegistration", "Register for Classes", _BN_HEAD, _bn_tabs("Schedule and Options"),
                   ["[39] tabpanel 'Schedule and Options'", ind(1, "StaticText 'Term: Fall 2024'"), ind(1, "[58] table 'Schedule and Options'"),
                    ind(2, "[59] row ''"), *[ind(3, f"columnheader '{h}'") for h in ("Title", "Details", "CRN", "Status", "Hours", "Grade Mode", "Change Grade Mode")]],
                   opts_rows, [ind(1, "StaticText 'Total Hours | Registered: 9 | Billing: 9 | CEU: 0 | Min: 0 | Max: 18'")],
                   _bn_summary(after, wrong))
    home = tree(f"{_BN}/registration", "Registration", """
[10] link 'Ridgeview State University'
[11] button 'Jordan Ames'
[12] navigation 'Breadcrumb'
  [13] link 'Student'
  StaticText 'Registration'""", """
[40] main ''
  [41] heading 'Registration'
  StaticText 'What would you like to do?'
  [43] link 'Prepare for Registration'
  StaticText 'View registration status, update student term data, and complete pre-registration requirements.'
  [45] link 'Register for Classes'
  StaticText 'Search and register for your classes. You can also view and manage your schedule.'
  [47] link 'Plan Ahead'
  [48] link 'Browse Classes'
  [49] link 'View Registration Information'
  [50] link 'Browse Course Catalog'""")
    prep = tree(f"{_BN}/registrationHistory/prepareForRegistration?term=202480", "Prepare for Registration", """
[10] link 'Ridgeview State University'
[11] button 'Jordan Ames'
[12] navigation 'Breadcrumb'
  [13] link 'Student'
  [14] link 'Registration'
  StaticText 'Prepare for Registration'""", """
[40] main ''
  [41] heading 'Prepare for Registration'
  StaticText 'Term: Fall 2024'
  [43] heading 'Registration Status'
  StaticText 'You have no holds which prevent registration.'
  StaticText 'Your Student Status permits registration.'
  StaticText 'Your Academic Standing permits registration.'
  StaticText 'Your Class Standing of Junior permits registration.'
  StaticText 'Time Ticket: Apr 08, 2024 08:00 AM - Sep 06, 2024 11:59 PM'
  [50] heading 'Primary Curriculum'
  StaticText 'Level: Undergraduate | College: College of Engineering and Computing | Degree: Bachelor of Science | Major: Computer Science'""")
    turns = [
        ("fill('40', 'Computer Science')", _bn_find("Computer Science", "", None, base)),
        ("fill('41', '3320')", _bn_find("Computer Science", "3320", None, base)),
        ("click('43')", _bn_find("Computer Science", "3320", _bn_results(3), base)),
        ("click('78')", _bn_find("Computer Science", "3320", _bn_results(3), pend)),
        ("select_option('516', '**Web Drop**')", _bn_find("Computer Science", "3320", _bn_results(3), pend_drop)),
        ("click('561')", _bn_find("Computer Science", "3320", _bn_results(2), after, "Save Successful")),
        ("click('402')", _bn_find("Computer Science", "3320", _bn_results(2), after, tab="Details")),
        ("click('401')", _bn_find("Computer Science", "3320", _bn_results(2), after)),
        ("click('32')", enter),
        ("click('34')", options),
        ("click('14')", home),
        ("click('43')", prep),
    ]
    rs.add("web", "h51-web-17", SYSTEM, turns, state=_bn_find("", "", None, base), bad=True, turn=10,
           kind="Data Structures CSCI 3320-002 was registered as CRN 41873, but Schedule and Options lists it as CRN 41837")


# ---------------------------------------------------------------------------------------------------------
# 18 City permit application form (contradiction at turn 6): the draft-saved clock goes backwards.
# ---------------------------------------------------------------------------------------------------------

_GV = "https://www.cityofmadison.com/parking-permits/apply/RPP-24-018233"

_GV_HEAD = """
[10] link 'City of Madison'
[11] navigation 'Site'
  [12] link 'Residents'
  [13] link 'Business'
  [14] link 'Services'
  [15] link 'Government'
[16] searchbox 'Search cityofmadison.com'
[18] navigation 'Breadcrumb'
  [19] link 'Home'
  [20] link 'Parking Utility'
  [21] link 'Residential Parking Permits'
  StaticText 'Apply'"""


def _gv_frame(step: int, saved: str | None) -> list[str]:
    steps = ["Applicant", "Vehicle", "Proof of residency", "Review and pay"]
    out = ["[30] main ''", ind(1, "[31] heading 'Residential Parking Permit Application'"),
           ind(1, "StaticText 'Application ID: RPP-24-018233 · Started Apr 12, 2024 10:37 AM'"),
           ind(1, "StaticText 'Eligible address: 1204 Spaight St, Madison, WI 53703 · Permit area 6 (Marquette)'"),
           ind(1, "[34] list 'Progress'")]
    for i, st in enumerate(steps, 1):
        out.append(ind(2, f"[{35 + i}] listitem '{i}. {st}'" + (", current='step'" if i == step else "")))
    out.append(ind(1, f"StaticText 'Step {step} of 4'"))
    if saved:
        out += [ind(1, "[41] status ''"), ind(2, f"StaticText 'Draft saved at {saved}'")]
    return out


def _gv_step1(first: str, last: str) -> str:
    fv = f", value='{first}'" if first else ""
    lv = f", value='{last}'" if last else ""
    return tree(f"{_GV}/applicant", "Apply: Applicant information | Residential Parking Permit | City of Madison", _GV_HEAD, _gv_frame(1, None), f"""
  [50] heading 'Applicant information'
  StaticText 'Fields marked * are required.'
  [52] textbox 'Legal first name *', required=True{fv}
  [53] textbox 'Middle name'
  [54] textbox 'Last name *', required=True{lv}
  [55] textbox 'Email *', required=True, value='j.whitaker.osei@gmail.com'
  [56] textbox 'Phone *', required=True, value='(608) 555-0193'
  [57] group 'Are you the owner or a tenant at this address? *'
    [58] radio 'Owner', checked='false'
    [59] radio 'Tenant', checked='true'
  [61] button 'Save and continue'
  [62] button 'Save draft and exit'""")


def _gv_step2(saved: str, plate: str, state: str) -> str:
    pv = f", value='{plate}'" if plate else ""
    states = ["Select", "IA", "IL", "MI", "MN", "WI"]
    so = [ind(2, f"[{66 + i}] option '{s}', selected={'True' if s == state else 'False'}") for i, s in enumerate(states)]
    return tree(f"{_GV}/vehicle", "Apply: Vehicle information | Residential Parking Permit | City of Madison", _GV_HEAD, _gv_frame(2, saved), [
        ind(1, "[50] heading 'Vehicle information'"),
        ind(1, "StaticText 'The vehicle must be registered to you at the eligible address, or you must upload proof of use.'"),
        ind(1, f"[52] textbox 'License plate number *', required=True{pv}"),
        ind(1, "[65] combobox 'Plate state *', hasPopup='menu', expanded=False"), *so,
        ind(1, "[73] textbox 'Vehicle make', value='Subaru'"), ind(1, "[74] textbox 'Vehicle model', value='Crosstrek'"),
        ind(1, "[75] textbox 'Year', value='2019'"), ind(1, "[76] textbox 'Color', value='Blue'"),
        ind(1, "[78] checkbox 'This vehicle is registered with the DMV at 1204 Spaight St', checked='true'"),
        ind(1, "[80] button 'Back'"), ind(1, "[81] button 'Save and continue'"), ind(1, "[82] button 'Save draft and exit'")])


def _gv_step3(saved: str, proof: str) -> str:
    proofs = ["Select a document type", "Lease agreement", "Utility bill dated within 30 days", "Property tax bill", "Wisconsin driver license with current address"]
    po = [ind(2, f"[{53 + i}] option '{p}', selected={'True' if p == proof else 'False'}") for i, p in enumerate(proofs)]
    extra = [ind(1, "StaticText 'Upload the signature page and the page showing the address and lease term (Aug 15, 2023 – Aug 14, 2024).'")] \
        if proof == "Lease agreement" else []
    return tree(f"{_GV}/residency", "Apply: Proof of residency | Residential Parking Permit | City of Madison", _GV_HEAD, _gv_frame(3, saved), [
        ind(1, "[50] heading 'Proof of residency'"),
        ind(1, "StaticText 'Tenants must provide one document that shows your name and 1204 Spaight St.'"),
        ind(1, "[52] combobox 'Document type *', hasPopup='menu', expanded=False"), *po, *extra,
        ind(1, "[60] button 'Choose file'"), ind(1, "StaticText 'No file chosen. PDF, JPG or PNG, up to 10 MB.'"),
        ind(1, "[62] link 'Permit fees and payment options'"),
        ind(1, "[64] button 'Back'"), ind(1, "[65] button 'Save and continue'"), ind(1, "[66] button 'Save draft and exit'")])


def t18(rs: RowSet) -> None:
    fees = tree("https://www.cityofmadison.com/parking-utility/residential-parking-permits/fees", "Residential Parking Permit Fees | City of Madison", _GV_HEAD.replace("  StaticText 'Apply'", "  StaticText 'Fees'"), """
[30] main ''
  [31] heading 'Residential Parking Permit Fees'
  StaticText 'Permits are valid September 1 through August 31. Fees are not prorated.'
  [33] table ''
    [34] row ''
      columnheader 'Permit'
      columnheader 'Annual fee'
    [35] row ''
      cell 'First vehicle at an address'
      cell '$40.00'
    [36] row ''
      cell 'Second vehicle'
      cell '$60.00'
    [37] row ''
      cell 'Third vehicle (areas 1-4 only)'
      cell '$90.00'
    [38] row ''
      cell 'Guest permit (2 weeks)'
      cell '$12.00'
    [39] row ''
      cell 'Replacement permit'
      cell '$5.00'
  StaticText 'Pay online by card (2.35% convenience fee) or in person at the Parking Utility office, 215 Martin Luther King Jr Blvd, Suite 109.'
  [42] link 'Return to your application'""")
    turns = [
        ("fill('52', 'Jordan')", _gv_step1("Jordan", "")),
        ("fill('54', 'Whitaker-Osei')", _gv_step1("Jordan", "Whitaker-Osei")),
        ("click('61')", _gv_step2("10:41:06 AM", "", "Select")),
        ("fill('52', 'AHK-4729')", _gv_step2("10:41:06 AM", "AHK-4729", "Select")),
        ("select_option('65', 'WI')", _gv_step2("10:41:06 AM", "AHK-4729", "WI")),
        ("click('81')", _gv_step3("10:39:44 AM", "Select a document type")),
        ("select_option('52', 'Lease agreement')", _gv_step3("10:39:44 AM", "Lease agreement")),
        ("click('62')", fees),
    ]
    rs.add("web", "h51-web-18", SYSTEM, turns, state=_gv_step1("", ""), bad=True, turn=6,
           kind="after a later save the form reports Draft saved at 10:39:44 AM, earlier than the 10:41:06 AM save shown at turn 3")


# ---------------------------------------------------------------------------------------------------------
# 19 osTicket staff panel (clean): claim, reply and resolve a ticket, queues re-sorted, then the ticket reopened.
# ---------------------------------------------------------------------------------------------------------

_OT = "https://helpdesk.lakeshorelibrary.org/scp"

_OT_OPEN = [
    ("418802", "4/16/24 8:52 AM", "Printer on 2nd floor jamming on every job", "Dolores Hart", "Normal", ""),
    ("418799", "4/16/24 8:31 AM", "Self-checkout kiosk 3 frozen", "Ravi Menon", "High", "Marcus Bell"),
    ("418795", "4/15/24 4:47 PM", "Patron Wi-Fi captive portal not loading", "Kim Alvarez", "High", "Sandra Ito"),
    ("418790", "4/15/24 2:10 PM", "Need access to shared drive for Friends group", "Jolene Park", "Low", ""),
    ("418786", "4/15/24 11:22 AM", "Outlook keeps asking for password", "Terrence Doyle", "Normal", "Marcus Bell"),
    ("418781", "4/14/24 3:05 PM", "Laptop cart 2 not charging", "Ann Whitfield", "Normal", "Sandra Ito"),
    ("418777", "4/13/24 10:40 AM", "Request: new staff account for summer intern", "Beth Ramos", "Normal", ""),
    ("418770", "4/12/24 9:15 AM", "Microfilm reader PC will not boot", "Hal Jensen", "Low", "Marcus Bell"),
    ("418764", "4/11/24 1:55 PM", "Zoom room camera upside down", "Priya Das", "Low", "Sandra Ito"),
    ("418759", "4/10/24 4:30 PM", "Replace toner in admin office", "Dolores Hart", "Low", ""),
    ("418751", "4/9/24 10:02 AM", "Digital signage not updating", "Ravi Menon", "Normal", "Marcus Bell"),
]
_OT_CLOSED = [
    ("418802", "4/16/24 9:17 AM", "Printer on 2nd floor jamming on every job", "Dolores Hart", "Resolved", "Marcus Bell"),
    ("418797", "4/16/24 8:40 AM", "Cannot print from catalog PC 4", "Ravi Menon", "Resolved", "Sandra Ito"),
    ("418792", "4/15/24 5:02 PM", "Password reset for staff portal", "Ann Whitfield", "Closed", "Marcus Bell"),
    ("418788", "4/15/24 3:30 PM", "Projector remote missing in meeting room B", "Jolene Park", "Resolved", "Sandra Ito"),
    ("418783", "4/15/24 9:48 AM", "Scanner saves to wrong folder", "Beth Ramos", "Resolved", "Marcus Bell"),
    ("418779", "4/14/24 11:11 AM", "Phone extension 214 no dial tone", "Hal Jensen", "Closed", "Sandra Ito"),
    ("418774", "4/13/24 2:20 PM", "Install Audacity on podcast studio PC", "Priya Das", "Resolved", "Marcus Bell"),
    ("418768", "4/12/24 4:05 PM", "Spam filter blocking ILL emails", "Kim Alvarez", "Resolved", "Sandra Ito"),
    ("418761", "4/11/24 10:36 AM", "Label printer alignment off", "Terrence Doyle", "Closed", "Marcus Bell"),
    ("418755", "4/10/24 1:12 PM", "Add new patron PCs to print release", "Ravi Menon", "Resolved", "Sandra Ito"),
]

_OT_MSG = "The HP LaserJet M507 on the second floor (PRN-2F-01) jams on every job since this morning. The display shows 13.B2.D1. Patrons are being sent to the first floor printer for now."
_OT_REPLY = "Hi Dolores, I replaced the worn pickup roller in tray 2 and cleared a torn label stuck behind the fuser door. Ran 40 test pages with no jams. Marcus"


def _ot_nav(open_n: int, mine: int, active: str) -> str:
    out = ["[10] link 'Lakeshore County Library IT Help Desk'", "[11] link 'Marcus Bell'", "[12] link 'Profile'", "[13] link 'Log Out'",
           "[15] navigation ''", ind(1, "[16] link 'Dashboard'"), ind(1, "[17] link 'Users'"), ind(1, "[18] link 'Tasks'"),
           ind(1, "[19] link 'Tickets'"), ind(1, "[20] link 'Knowledgebase'"), "[22] navigation 'Queues'"]
    for i, (lab, n) in enumerate([("Open", open_n), ("My Tickets", mine), ("Closed", None), ("Search", None)]):
        t = f"{lab} ({n})" if n is not None else lab
        out.append(ind(1, f"[{23 + i}] link '{t}'" + (", current='page'" if lab == active else "")))
    out.append(ind(1, "[27] link 'New Ticket'"))
    return "\n".join(out)


def _ot_queue(rows: list[tuple[str, ...]], heading: str, col5: str, sort: str, open_n: int, mine: int, active: str, url: str) -> str:
    out = ["[40] main ''", ind(1, f"[41] heading '{heading}'"), ind(1, "[42] searchbox 'Search'"), ind(1, "[43] button 'Search'"),
           ind(1, f"StaticText 'Sort: {sort}'"), ind(1, "[45] table ''"), ind(2, "[46] row ''"), ind(3, "columnheader ''")]
    for i, h in enumerate(["Ticket", "Last Updated", "Subject", "From", col5, "Assigned To"]):
        out.append(ind(3, f"[{47 + i}] columnheader '{h}'"))
    for num, upd, subj, frm, c5, asg in rows:
        b = 100 + (int(num) - 418700) * 3
        out += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] checkbox '', checked='false'"), ind(3, f"[{b + 2}] link '{num}'"),
                ind(3, f"cell '{upd}'"), ind(3, f"cell '{subj}'"), ind(3, f"cell '{frm}'"), ind(3, f"cell '{c5}'"), ind(3, f"cell '{asg}'")]
    out.append(ind(1, f"StaticText '1 - {len(rows)} of {len(rows)}'"))
    return tree(url, f"{heading} :: Lakeshore County Library IT Help Desk", _ot_nav(open_n, mine, active), out)


def _ot_ticket(stage: str, reply: str, status_sel: str) -> str:
    """stage: new, claimed, resolved, reopened."""
    status = {"new": "Open", "claimed": "Open", "resolved": "Resolved", "reopened": "Open"}[stage]
    assigned = "— Unassigned —" if stage == "new" else "Marcus Bell"
    open_n = 10 if stage == "resolved" else 11
    mine = {"new": 4, "claimed": 5, "resolved": 4, "reopened": 5}[stage]
    alert = {"claimed": "Ticket #418802 claimed successfully", "reopened": "Ticket status changed to Open"}.get(stage, "")
    thread = [ind(2, "[120] article ''"), ind(3, "StaticText 'Dolores Hart posted 4/16/24 8:52 AM'"), ind(3, f"StaticText '{_OT_MSG}'")]
    if stage != "new":
        thread.append(ind(2, "StaticText 'Marcus Bell claimed this ticket 4/16/24 9:14 AM'"))
    if stage in ("resolved", "reopened"):
        thread += [ind(2, "[125] article ''"), ind(3, "StaticText 'Marcus Bell posted 4/16/24 9:17 AM'"), ind(3, f"StaticText '{_OT_REPLY}'"),
                   ind(2, "StaticText 'Closed by Marcus Bell with status of Resolved 4/16/24 9:17 AM'")]
    if stage == "reopened":
        thread.append(ind(2, "StaticText 'Marcus Bell changed the status to Open 4/16/24 9:21 AM'"))
    buttons = [ind(1, "[52] button 'Claim'")] if stage == "new" else []
    buttons += [ind(1, "[53] button 'Assign'"), ind(1, "[54] button 'Transfer'"), ind(1, "[55] button 'Edit'"), ind(1, "[56] button 'Print'")]
    buttons += [ind(1, "[57] button 'Reopen'")] if stage == "resolved" else [ind(1, "[58] button 'Change Status'")]
    last_resp = "4/16/24 9:17 AM" if stage in ("resolved", "reopened") else "—"
    rv = f", value='{reply}'" if reply else ""
    opts = [ind(2, f"[{152 + i}] option '{s}', selected={'True' if s == status_sel else 'False'}") for i, s in enumerate(["Open", "Resolved", "Closed"])]
    al = ["[30] alert ''", ind(1, f"StaticText '{alert}'")] if alert else []
    return tree(f"{_OT}/tickets.php?id=9184", "Ticket #418802 :: Lakeshore County Library IT Help Desk", _ot_nav(open_n, mine, "Open"), al, [
        "[40] main ''", ind(1, "[51] heading 'Ticket #418802'"), *buttons, ind(1, "[60] table 'Ticket information'"),
        *[ind(2, f"row '{k}: {v}'") for k, v in [("Status", status), ("Priority", "Normal"), ("Department", "IT Support"),
                                                 ("Create Date", "4/16/24 8:52 AM"), ("User", "Dolores Hart"), ("Email", "dhart@lakeshorelibrary.org"),
                                                 ("Source", "Web"), ("Assigned To", assigned), ("SLA Plan", "Default SLA"),
                                                 ("Due Date", "4/18/24 8:52 AM"), ("Help Topic", "Hardware / Printing"),
                                                 ("Last Message", "4/16/24 8:52 AM"), ("Last Response", last_resp)]],
        ind(1, "[70] heading 'Printer on 2nd floor jamming on every job'"), ind(1, "[110] log 'Ticket thread'"), *thread,
        ind(1, "[140] tablist ''"), ind(2, "[141] tab 'Post Reply', selected=True"), ind(2, "[142] tab 'Post Internal Note', selected=False"),
        ind(1, "StaticText 'To: Dolores Hart <dhart@lakeshorelibrary.org>'"), ind(1, f"[145] textbox 'Response'{rv}"),
        ind(1, "[147] radio 'Signature: None', checked='false'"), ind(1, "[148] radio 'Signature: My Signature', checked='true'"),
        ind(1, "StaticText 'Ticket Status'"), ind(1, "[151] combobox 'Ticket Status', hasPopup='menu', expanded=False"), *opts,
        ind(1, "[160] button 'Post Reply'"), ind(1, "[161] button 'Reset'")])


def t19(rs: RowSet) -> None:
    open10 = [r for r in _OT_OPEN if r[0] != "418802"]
    prio = {"High": 0, "Normal": 1, "Low": 2}
    by_prio = sorted(open10, key=lambda r: prio[r[4]])
    start = _ot_queue(_OT_OPEN, "Open Tickets", "Priority", "Last Updated", 11, 4, "Open", f"{_OT}/tickets.php?queue=1")
    turns = [
        ("click('408')", _ot_ticket("new", "", "Open")),
        ("click('52')", _ot_ticket("claimed", "", "Open")),
        (f"fill('145', '{_OT_REPLY}')", _ot_ticket("claimed", _OT_REPLY, "Open")),
        ("select_option('151', 'Resolved')", _ot_ticket("claimed", _OT_REPLY, "Resolved")),
        ("click('160')", _ot_ticket("resolved", "", "Resolved")),
        ("click('23')", _ot_queue(open10, "Open Tickets", "Priority", "Last Updated", 10, 4, "Open", f"{_OT}/tickets.php?queue=1")),
        ("click('51')", _ot_queue(by_prio, "Open Tickets", "Priority", "Priority", 10, 4, "Open", f"{_OT}/tickets.php?queue=1&sort=pri&dir=0")),
        ("click('25')", _ot_queue(_OT_CLOSED, "Closed Tickets", "Status", "Last Updated", 10, 4, "Closed", f"{_OT}/tickets.php?queue=5")),
        ("click('408')", _ot_ticket("resolved", "", "Resolved")),
        ("click('57')", _ot_ticket("reopened", "", "Open")),
    ]
    rs.add("web", "h51-web-19", SYSTEM, turns, state=start)


# ---------------------------------------------------------------------------------------------------------
# 20 Indeed job board (contradiction at turn 9): the application just submitted is missing from My jobs.
# ---------------------------------------------------------------------------------------------------------

_IN = "https://www.indeed.com"

_IN_HEAD = """
[10] link 'Indeed Home'
[11] navigation ''
  [12] link 'Home'
  [13] link 'Company reviews'
  [14] link 'Find salaries'
[16] link 'My jobs'
[17] button 'Messages'
[18] button 'Notifications'
[19] button 'Account: morgan.lee.pgh@gmail.com'
[20] link 'Employers / Post Job'"""

_IN_JOBS = [
    ("Senior Data Analyst", "PNC Financial Services", "Pittsburgh, PA 15222", "$85,000 - $110,000 a year", False, "Posted 5 days ago", "a41b0c92d7e3f615"),
    ("Data Analyst II", "Three Rivers Health Partners", "Hybrid work in Pittsburgh, PA 15222", "$68,000 - $82,000 a year", True, "Posted 2 days ago", "7c1e9d4a2b6f3081"),
    ("Data Analyst", "Carnegie Learning", "Remote in Pittsburgh, PA", "$60,000 - $75,000 a year", True, "Posted 1 day ago", "0e5f8b3c1a9d2746"),
    ("Business Data Analyst", "Highmark Health", "Coraopolis, PA 15108", "Estimated $71.4K - $90.4K a year", False, "Posted 30+ days ago", "c29d4e7f1b3a5068"),
    ("Marketing Data Analyst", "Duolingo", "Pittsburgh, PA 15206", "$90,000 - $120,000 a year", False, "Posted 12 days ago", "5b7a0c2e9f4d1836"),
    ("Data Analyst - Supply Chain", "Steel Valley Logistics", "Homestead, PA 15120", "$26 - $32 an hour", True, "Posted 3 days ago", "9f3c6a1d8e2b4705"),
    ("Clinical Data Analyst", "UPMC", "Pittsburgh, PA 15213", "$62,500 - $79,000 a year", False, "Posted 6 days ago", "e8a1d5c3b7f92064"),
    ("Entry Level Data Analyst", "Allegheny County", "Pittsburgh, PA 15219", "$54,412 a year", False, "Posted 9 days ago", "2d6b9e4a0c7f8153"),
]


def _in_search_head(what: str, where: str) -> str:
    wv = f", value='{what}'" if what else ""
    lv = f", value='{where}'" if where else ""
    return f"""
[30] textbox 'search: Job title, keywords, or company'{wv}
[31] textbox 'Edit location'{lv}
[32] button 'Find jobs'"""


def _in_pane(jk: str) -> list[str]:
    if jk == "a41b0c92d7e3f615":
        return ["[300] region 'Job details'", ind(1, "[301] heading 'Senior Data Analyst'"), ind(1, "[302] link 'PNC Financial Services'"),
                ind(1, "StaticText '3.8 out of 5 stars'"), ind(1, "StaticText 'Pittsburgh, PA 15222'"), ind(1, "StaticText '$85,000 - $110,000 a year - Full-time'"),
                ind(1, "[306] button 'Apply on company site'"), ind(1, "[307] button 'Save this job'"),
                ind(1, "StaticText 'Lead analytics for retail deposit products: SQL, Tableau, and stakeholder reporting. 5+ years experience.'")]
    return ["[300] region 'Job details'", ind(1, "[301] heading 'Data Analyst II'"), ind(1, "[302] link 'Three Rivers Health Partners'"),
            ind(1, "StaticText '4.1 out of 5 stars'"), ind(1, "StaticText 'Hybrid work in Pittsburgh, PA 15222'"),
            ind(1, "StaticText '$68,000 - $82,000 a year - Full-time'"), ind(1, "[305] button 'Apply now'"), ind(1, "[307] button 'Save this job'"),
            ind(1, "[308] heading 'Job details'"), ind(1, "StaticText 'Pay: $68,000 - $82,000 a year'"), ind(1, "StaticText 'Job type: Full-time'"),
            ind(1, "StaticText 'Shift and schedule: Monday to Friday, 3 days in office'"),
            ind(1, "[312] heading 'Benefits'"), ind(1, "StaticText '401(k) matching, Health insurance, Paid time off, Tuition reimbursement'"),
            ind(1, "[314] heading 'Full job description'"),
            ind(1, "StaticText 'Three Rivers Health Partners is hiring a Data Analyst II to support population health reporting across 14 clinics. You will build SQL pipelines in Snowflake, maintain Power BI dashboards, and partner with care managers on readmission metrics.'"),
            ind(1, "StaticText 'Requirements: 2+ years of SQL; experience with Power BI or Tableau; familiarity with HEDIS measures preferred.'")]


def _in_results(jk: str) -> str:
    cards = []
    b = 100
    for title, co, loc, pay, easy, posted, _k in _IN_JOBS:
        cards += [ind(1, f"[{b}] listitem ''"), ind(2, f"[{b + 1}] link '{title}'"), ind(2, f"StaticText '{co}'"), ind(2, f"StaticText '{loc}'"),
                  ind(2, f"StaticText '{pay}'")]
        if easy:
            cards.append(ind(2, "StaticText 'Easily apply'"))
        cards += [ind(2, f"StaticText '{posted}'"), ind(2, f"[{b + 2}] button 'save-job-button'")]
        b += 3
    return tree(f"{_IN}/jobs?q=data+analyst&l=Pittsburgh%2C+PA&vjk={jk}", "Data Analyst Jobs, Employment in Pittsburgh, PA | Indeed.com",
                _IN_HEAD, _in_search_head("data analyst", "Pittsburgh, PA"), """
[40] button 'Date posted'
[41] button 'Remote'
[42] button 'Pay'
[43] button 'Job type'
[44] button 'Education level'
[45] button 'Company'
StaticText 'data analyst jobs in Pittsburgh, PA'
StaticText 'Sort by: relevance - date'
StaticText '312 jobs'
[90] list ''""", cards, _in_pane(jk))


def _in_apply(step: str) -> str:
    heads = {"contact": "Add your contact information", "resume": "Add a resume for the employer", "review": "Please review your application"}
    body = {
        "contact": """
  [52] textbox 'First name', value='Morgan'
  [53] textbox 'Last name', value='Lee'
  [54] textbox 'Email', disabled=True, value='morgan.lee.pgh@gmail.com'
  [55] textbox 'City, State (optional)', value='Pittsburgh, PA'
  [56] textbox 'Phone number (optional)', value='(412) 555-0147'""",
        "resume": """
  [52] radio 'Indeed Resume', checked='false'
  [53] radio 'Morgan_Lee_Resume_2024.pdf Uploaded Mar 2, 2024', checked='true'
  [54] button 'Upload a different file'
  [55] link 'Preview resume'""",
        "review": """
  [52] heading 'Contact information'
  StaticText 'Morgan Lee'
  StaticText 'morgan.lee.pgh@gmail.com'
  StaticText 'Pittsburgh, PA'
  StaticText '(412) 555-0147'
  [58] link 'Edit contact information'
  [59] heading 'Resume'
  StaticText 'Morgan_Lee_Resume_2024.pdf'
  [61] link 'Edit resume'
  [62] checkbox 'Notify me by email when similar jobs are available', checked='true'
  StaticText 'By pressing apply: 1) you agree to our Terms, Cookie & Privacy Policies; 2) you consent to your application being transmitted to the Employer.'""",
    }[step]
    progress = {"contact": "0%", "resume": "33%", "review": "90%"}[step]
    button = "[70] button 'Submit your application'" if step == "review" else "[70] button 'Continue'"
    return tree(f"https://smartapply.indeed.com/beta/indeedapply/form/{'contact-info' if step == 'contact' else step}",
                "Indeed Apply", f"""
[10] link 'Indeed'
[12] button 'Exit'
[40] main ''
  StaticText 'Data Analyst II'
  StaticText 'Three Rivers Health Partners - Pittsburgh, PA 15222'
  [44] progressbar 'Application progress', valuenow={progress.rstrip('%')}
  StaticText '{progress}'
  [50] heading '{heads[step]}'""", body, "  " + button)


def t20(rs: RowSet) -> None:
    start = tree(f"{_IN}/", "Job Search | Indeed", _IN_HEAD, _in_search_head("", ""), """
[40] heading 'Your next job starts here'
[41] link 'Post your resume'
StaticText 'It only takes a few seconds'
[43] heading 'Recent searches'
[44] link 'business intelligence analyst - Pittsburgh, PA'
StaticText '12 new'
[46] link 'junior data analyst - Remote'""")
    home1 = start.replace("[30] textbox 'search: Job title, keywords, or company'", "[30] textbox 'search: Job title, keywords, or company', value='data analyst'")
    home2 = home1.replace("[31] textbox 'Edit location'", "[31] textbox 'Edit location', value='Pittsburgh, PA'")
    done = tree("https://smartapply.indeed.com/beta/indeedapply/form/post-apply", "Indeed Apply", """
[10] link 'Indeed'
[40] main ''
  [41] img ''
  [42] heading 'Your application has been submitted!'
  StaticText 'You will get an email confirmation at morgan.lee.pgh@gmail.com'
  StaticText 'Data Analyst II'
  StaticText 'Three Rivers Health Partners - Pittsburgh, PA 15222'
  StaticText 'Applied on May 6, 2024'
  [47] link 'Track your application in My jobs'
  [48] link 'Return to job search'""")
    applied = [("Business Intelligence Analyst", "Allegheny Mutual Insurance", "Pittsburgh, PA", "Applied on Apr 29"),
               ("Junior Data Analyst", "Steel Valley Logistics", "Homestead, PA", "Applied on Apr 22")]
    al = []
    b = 60
    for title, co, loc, when in applied:
        al += [ind(2, f"[{b}] listitem ''"), ind(3, f"[{b + 1}] link '{title}'"), ind(3, f"StaticText '{co}'"), ind(3, f"StaticText '{loc}'"),
               ind(3, f"StaticText '{when}'"), ind(3, f"[{b + 2}] button 'Update status'"), ind(3, f"[{b + 3}] button 'Withdraw application'")]
        b += 4
    myjobs = tree("https://myjobs.indeed.com/applied", "My jobs | Indeed", _IN_HEAD, """
[40] main ''
  [41] heading 'My jobs'
  [42] tablist ''
    [43] tab 'Saved 4', selected=False
    [44] tab 'Applied 2', selected=True
    [45] tab 'Interviews 0', selected=False
    [46] tab 'Archived 1', selected=False
  [50] list ''""", al)
    turns = [
        ("fill('30', 'data analyst')", home1),
        ("fill('31', 'Pittsburgh, PA')", home2),
        ("click('32')", _in_results("a41b0c92d7e3f615")),
        ("click('104')", _in_results("7c1e9d4a2b6f3081")),
        ("click('305')", _in_apply("contact")),
        ("click('70')", _in_apply("resume")),
        ("click('70')", _in_apply("review")),
        ("click('70')", done),
        ("click('47')", myjobs),
    ]
    rs.add("web", "h51-web-20", SYSTEM, turns, state=start, bad=True, turn=9,
           kind="the Data Analyst II application confirmed as submitted at turn 8 is missing from My jobs, which lists only 2 older applications")


# ---------------------------------------------------------------------------------------------------------
# 21 Regional train ticketing (contradiction at turn 4): the assigned seat number changes in the trip summary.
# ---------------------------------------------------------------------------------------------------------

_NV = "https://www.nordvesttog.no/en"

_NV_HEAD = """
[10] link 'Nordvest Tog'
[11] navigation ''
  [12] link 'Tickets'
  [13] link 'Traffic info'
  [14] link 'Customer service'
[15] button 'Norsk'
[16] link 'Log in'"""

_NV_DEPS = [("06:25", "13:07", "6 h 42 min", "349", "Only 2 left at this price"), ("08:25", "15:22", "6 h 57 min", "549", ""),
            ("12:25", "19:18", "6 h 53 min", "449", ""), ("16:25", "23:16", "6 h 51 min", "649", ""),
            ("22:58", "06:51 +1", "7 h 53 min", "449", "Night train, sleeper from NOK 1,290")]


def _nv_summary(seat: str) -> str:
    return f"""
[80] complementary 'Your trip'
  [81] heading 'Your trip'
  StaticText 'Thursday 23 May 2024'
  StaticText 'Oslo S 08:25 → Bergen stasjon 15:22'
  StaticText 'Regional train R40 · 6 h 57 min · direct'
  StaticText '1 adult · Lowfare'
  StaticText 'Car 3, seat {seat} · window · quiet zone'
  StaticText 'Total NOK 549'
  StaticText 'Lowfare tickets cannot be refunded. Changes cost NOK 100 before departure.'"""


def _nv_results(expanded: bool) -> str:
    rows = []
    b = 50
    for dep, arr, dur, low, note in _NV_DEPS:
        rows += [ind(2, f"[{b}] button '{dep} → {arr}, {dur}, from NOK {low}', expanded={'True' if expanded and dep == '08:25' else 'False'}"),
                 ind(3, "StaticText 'Direct · Regional train R40'")]
        if note:
            rows.append(ind(3, f"StaticText '{note}'"))
        if expanded and dep == "08:25":
            rows += [ind(3, "[70] radiogroup 'Ticket type'"), ind(4, "[71] radio 'Lowfare NOK 549 · Non-refundable · 3 left at this price', checked='false'"),
                     ind(4, "[72] radio 'Flex NOK 949 · Refundable until departure', checked='false'"),
                     ind(4, "[73] radio 'Plus NOK 1,449 · Plus car, coffee and tea included', checked='false'")]
        b += 2
    return tree(f"{_NV}/travel/results?from=Oslo+S&to=Bergen&date=2024-05-23&adults=1", "Oslo S – Bergen stasjon, Thursday 23 May | Nordvest Tog", _NV_HEAD, """
[30] main ''
  [31] heading 'Oslo S → Bergen stasjon'
  StaticText 'Thursday 23 May 2024 · 1 adult'
  [33] button 'Change search'
  [34] button 'Earlier departures'
  [35] list 'Departures'""", rows, "  [66] button 'Later departures'")


def _nv_details(seat: str, first: str, last: str, email: str) -> str:
    fv = f", value='{first}'" if first else ""
    lv = f", value='{last}'" if last else ""
    ev = f", value='{email}'" if email else ""
    return tree(f"{_NV}/travel/checkout/passengers", "Passenger details | Nordvest Tog", _NV_HEAD, f"""
[30] main ''
  [31] list 'Steps'
    [32] listitem 'Journey'
    [33] listitem 'Seat'
    [34] listitem 'Passengers', current='step'
    [35] listitem 'Payment'
  [40] heading 'Who is travelling?'
  StaticText 'Adult 1'
  [42] textbox 'First name', required=True{fv}
  [43] textbox 'Last name', required=True{lv}
  [44] textbox 'Email for the ticket', required=True{ev}
  [45] textbox 'Mobile number (optional)'
  [46] link 'Add a membership or discount card'
  [48] button 'Continue to payment'""", _nv_summary(seat))


def t21(rs: RowSet) -> None:
    seat_pg = tree(f"{_NV}/travel/checkout/seat", "Choose seat | Nordvest Tog", _NV_HEAD, """
[30] main ''
  [31] list 'Steps'
    [32] listitem 'Journey'
    [33] listitem 'Seat', current='step'
    [34] listitem 'Passengers'
    [35] listitem 'Payment'
  [40] heading 'Your seat'
  StaticText 'We have reserved a seat for you:'
  StaticText 'Car 3, seat 42 · window · quiet zone · facing the direction of travel'
  [43] button 'Choose seat on map'
  [44] checkbox 'Near the family car', checked='false'
  [45] checkbox 'Near the bistro car', checked='false'
  [47] button 'Continue'""", _nv_summary("42"))
    pay = tree(f"{_NV}/travel/checkout/payment", "Payment | Nordvest Tog", _NV_HEAD, """
[30] main ''
  [31] list 'Steps'
    [32] listitem 'Journey'
    [33] listitem 'Seat'
    [34] listitem 'Passengers'
    [35] listitem 'Payment', current='step'
  [40] heading 'Payment'
  StaticText 'Ingrid Solberg · ingrid.solberg@online.no'
  [42] radiogroup 'Payment method'
    [43] radio 'Vipps', checked='false'
    [44] radio 'Card', checked='false'
    [45] radio 'Invoice (companies)', checked='false'
  [47] checkbox 'I accept the conditions of carriage', checked='false'
  [48] button 'Pay NOK 549', disabled=True""", _nv_summary("42"))
    turns = [
        ("click('52')", _nv_results(True)),
        ("click('71')", seat_pg),
        ("click('47')", _nv_details("42", "", "", "")),
        ("fill('42', 'Ingrid')", _nv_details("24", "Ingrid", "", "")),
        ("fill('43', 'Solberg')", _nv_details("42", "Ingrid", "Solberg", "")),
        ("fill('44', 'ingrid.solberg@online.no')", _nv_details("42", "Ingrid", "Solberg", "ingrid.solberg@online.no")),
        ("click('48')", pay),
    ]
    rs.add("web", "h51-web-21", SYSTEM, turns, state=_nv_results(False), bad=True, turn=4,
           kind="typing the first name turns the reserved Car 3, seat 42 into seat 24 in the trip summary")


# ---------------------------------------------------------------------------------------------------------
# 22 ILLiad interlibrary loan portal (clean): a book request is submitted and joins the outstanding list.
# ---------------------------------------------------------------------------------------------------------

_IL = "https://illiad.harlow.edu/illiad/illiad.dll"

_IL_NAV = """
[10] link 'Harlow University Libraries'
StaticText 'ILLiad: Interlibrary Loan'
StaticText 'Logged in as Tomasz Wierzbicki (tw2231)'
[14] navigation 'Menu'
  StaticText 'New Request'
  [15] link 'Article'
  [16] link 'Book'
  [17] link 'Book Chapter'
  [18] link 'Thesis'
  [19] link 'Other'
  StaticText 'View'
  [20] link 'Outstanding Requests'
  [21] link 'Electronically Received Articles'
  [22] link 'Checked Out Items'
  [23] link 'History'
  [24] link 'All Requests'
  StaticText 'Tools'
  [25] link 'Change User Information'
  [26] link 'Change Password'
  [27] link 'Logoff tw2231'"""

_IL_OLD = [("417990", "Soil microbial community response to drought in temperate grasslands", "Article",
            "Delivered to Web", "Expires 5/1/2024"),
           ("418012", "The Making of Modern Finland", "Loan", "Request Sent", "")]
_IL_NEW = ("418273", "Ecology of Baltic Coastal Waters", "Loan", "Awaiting Request Processing", "")


def _il_table(rows: list[tuple[str, str, str, str, str]], heading: str) -> list[str]:
    out = ["[40] main ''", ind(1, f"[41] heading '{heading}'"), ind(1, "[42] table ''"), ind(2, "[43] row ''"),
           *[ind(3, f"columnheader '{h}'") for h in ("Transaction", "Title", "Type", "Status", "Notes")]]
    for tn, title, typ, st, note in rows:
        b = 50 + (int(tn) - 417900) // 2
        out += [ind(2, f"[{b}] row ''"), ind(3, f"[{b + 1}] link '{tn}'"), ind(3, f"cell '{title}'"), ind(3, f"cell '{typ}'"),
                ind(3, f"cell '{st}'"), ind(3, f"cell '{note}'")]
    return out


def _il_form(title: str, author: str, isbn: str) -> str:
    tv = f", value='{title}'" if title else ""
    av = f", value='{author}'" if author else ""
    iv = f", value='{isbn}'" if isbn else ""
    return tree(f"{_IL}?Action=10&Form=21", "ILLiad - Loan Request", _IL_NAV, f"""
[40] main ''
  [41] heading 'Loan Request'
  StaticText 'Describe the item you want as completely as possible. Required fields are marked with *.'
  [43] textbox 'Title *', required=True{tv}
  [44] textbox 'Author'{av}
  [45] textbox 'Publisher'
  [46] textbox 'Place of Publication'
  [47] textbox 'Date'
  [48] textbox 'Edition'
  [49] textbox 'ISBN'{iv}
  [50] textbox 'Cited In'
  [51] group 'Will you accept the item in a language other than English?'
    [52] radio 'Yes', checked='false'
    [53] radio 'No', checked='true'
  [54] textbox 'Not Wanted After (mm/dd/yyyy) *', required=True, value='10/19/2024'
  [55] textbox 'Notes', multiline=True
  [57] button 'Submit Request'
  [58] button 'Cancel - Return to Main Menu'""")


def t22(rs: RowSet) -> None:
    start = tree(f"{_IL}?Action=10&Form=10", "ILLiad - Main Menu", _IL_NAV, _il_table(_IL_OLD, "Outstanding Requests"),
                 ["  StaticText 'Articles delivered to the web are removed 30 days after delivery.'"])
    finished = tree(f"{_IL}?Action=10&Form=63&Value=418273", "ILLiad - Request Finished", _IL_NAV, """
[40] main ''
  [41] heading 'Request Finished'
  StaticText 'Your request has been received. Transaction Number 418273.'
  [43] table ''
    [44] row ''
      rowheader 'Transaction Number'
      cell '418273'
    [45] row ''
      rowheader 'Status'
      cell 'Awaiting Request Processing'
    [46] row ''
      rowheader 'Creation Date'
      cell '4/22/2024 11:02:37 AM'
    [47] row ''
      rowheader 'Request Type'
      cell 'Loan'
    [48] row ''
      rowheader 'Title'
      cell 'Ecology of Baltic Coastal Waters'
    [49] row ''
      rowheader 'Author'
      cell 'Schiewer, Ulrich'
    [50] row ''
      rowheader 'ISBN'
      cell '9783540735236'
    [51] row ''
      rowheader 'Not Wanted After'
      cell '10/19/2024'
    [52] row ''
      rowheader 'Accept non-English'
      cell 'No'
  [54] link 'Cancel Request'
  [55] link 'Clone Request'
  [56] link 'Main Menu'""")
    turns = [
        ("click('16')", _il_form("", "", "")),
        ("fill('43', 'Ecology of Baltic Coastal Waters')", _il_form("Ecology of Baltic Coastal Waters", "", "")),
        ("fill('44', 'Schiewer, Ulrich')", _il_form("Ecology of Baltic Coastal Waters", "Schiewer, Ulrich", "")),
        ("fill('49', '9783540735236')", _il_form("Ecology of Baltic Coastal Waters", "Schiewer, Ulrich", "9783540735236")),
        ("click('57')", finished),
        ("click('20')", tree(f"{_IL}?Action=10&Form=62", "ILLiad - Outstanding Requests", _IL_NAV, _il_table(_IL_OLD + [_IL_NEW], "Outstanding Requests"))),
    ]
    rs.add("web", "h51-web-22", SYSTEM, turns, state=start)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
