# ruff: noqa: E501
"""Held-out set 12, web domain: 22 BrowserGym trajectories (accessibility-tree observations)."""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]


def tr(text: str) -> list[str]:
    """Two-space indentation in the source becomes one tab per level in the tree."""
    out = []
    for ln in text.strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (n // 2) + ln.lstrip(" "))
    return out


def page(title: str, url: str, body: str) -> str:
    return axtree(title, tr(body), url)


def ind(text: str, levels: int) -> str:
    pad = "  " * levels
    return "\n".join(pad + ln if ln.strip() else ln for ln in text.strip("\n").split("\n"))


# ---------------------------------------------------------------------------------------------------------
# 01 storefront (Harborline Outdoor Supply)
# ---------------------------------------------------------------------------------------------------------

HL = "http://shop.harborline.test"
HL_ITEMS = {
    1: ("Tidewater Merino Hiker Crew Sock (3-Pack)", "27.50", "Tidewater", "88%", 41),
    2: ("Ridgeback Lightweight Merino Ankle Sock", "14.00", "Ridgeback", "80%", 17),
    3: ("Tidewater Merino Liner Sock", "11.50", "Tidewater", "76%", 9),
    4: ("Alder & Finch Wool Boot Sock", "19.95", "Alder & Finch", "92%", 63),
    5: ("Ridgeback Midweight Merino Crew", "18.00", "Ridgeback", "84%", 22),
    6: ("Tidewater Merino Ski OTC Sock", "24.00", "Tidewater", "90%", 14),
    7: ("Northpeak Merino Toe Sock", "16.75", "Northpeak", "70%", 6),
    8: ("Alder & Finch Cabin Sock (2-Pack)", "22.00", "Alder & Finch", "86%", 31),
    9: ("Tidewater Merino Trail Quarter Sock", "15.25", "Tidewater", "82%", 12),
    10: ("Northpeak Compression Merino Sock", "29.99", "Northpeak", "74%", 8),
    11: ("Ridgeback Kids Merino Crew", "10.50", "Ridgeback", "94%", 27),
    12: ("Alder & Finch Heavyweight Expedition Sock", "26.00", "Alder & Finch", "88%", 19),
}


def hl_frame(cart: int, main: str, search: str = "", focused: bool = False) -> str:
    sv = f", value='{search}'" if search else ""
    foc = ", focused" if focused else ""
    return f"""
[201] banner ''
  [204] link 'Harborline Outdoor Supply'
  [207] link 'My Account'
  [209] link 'My Wish List'
  [211] link 'Sign Out'
  StaticText 'Welcome, Tomasz Wierzbicki!'
  [215] link 'My Cart'
    StaticText '{cart}'
  [220] Section ''
    [222] combobox 'Search'{sv}{foc}, autocomplete='both', hasPopup='listbox', expanded=False
    [226] button 'Search'{'' if search else ', disabled=True'}
[240] navigation ''
  [242] menubar '', orientation='horizontal'
    [244] menuitem 'Camp & Hike', hasPopup='menu'
    [246] menuitem 'Paddle', hasPopup='menu'
    [248] menuitem 'Climb', hasPopup='menu'
    [250] menuitem 'Apparel', hasPopup='menu'
    [252] menuitem 'Socks & Base Layers', hasPopup='menu'
    [254] menuitem 'Clearance', hasPopup='menu'
[270] main ''
{ind(main, 1)}
[900] contentinfo ''
  [902] link 'Shipping & Returns'
  [904] link 'Privacy and Cookie Policy'
  [906] link 'Store Locator'
  [908] link 'Gift Cards'
  StaticText 'Copyright © 2025 Harborline Outdoor Supply. All rights reserved.'"""


def hl_cards(ids: list[int], base: int) -> str:
    out = []
    for k, i in enumerate(ids):
        name, price, _brand, rating, reviews = HL_ITEMS[i]
        b = base + 20 * k
        out.append(f"""[{b}] listitem ''
  [{b + 2}] link 'Image'
    [{b + 3}] image '{name}'
  [{b + 5}] link '{name}'
  StaticText 'Rating:'
  StaticText '{rating}'
  [{b + 8}] link '{reviews} Reviews'
  StaticText '${price}'
  [{b + 11}] button 'Add to Cart'
  [{b + 13}] button 'Add to Wish List'
  [{b + 15}] button 'Add to Compare'""")
    return "\n".join(out)


def hl_results(sort: str, ids: list[int], total: int, filt: bool) -> str:
    first = f"Items 1-{len(ids)} of {total}" if total > len(ids) else f"{total} items"
    if filt:
        side = """[1490] heading 'Now Shopping by'
[1492] list ''
  [1493] listitem ''
    StaticText 'Brand'
    StaticText 'Tidewater'
    [1496] link 'Remove This Item'
[1498] link 'Clear All'
[1500] heading 'Shopping Options'
[1510] group 'Price'
  [1512] link '$10.00 - $19.99 2'
  [1514] link '$20.00 - $29.99 2'"""
    else:
        side = """[1500] heading 'Shopping Options'
[1502] group 'Brand'
  [1504] link 'Tidewater 4'
  [1506] link 'Ridgeback 3'
  [1507] link 'Alder & Finch 3'
  [1508] link 'Northpeak 2'
[1510] group 'Price'
  [1512] link '$10.00 - $19.99 7'
  [1514] link '$20.00 - $29.99 5'"""
    pager = "" if total <= len(ids) else """
[1460] navigation 'Pagination'
  StaticText 'Page'
  StaticText '1'
  [1464] link 'Page 2'
  [1466] link 'Page Next'"""
    cards = ind(hl_cards(ids, 1600), 1) + pager
    return f"""[1402] heading "Search results for: 'merino wool socks'"
[1410] group ''
  StaticText '{first}'
  StaticText 'Sort By'
  [1420] combobox 'Sort By', hasPopup='menu', expanded=False
    StaticText '{sort}'
  [1424] link 'Set Descending Direction'
  StaticText 'Show'
  [1427] combobox 'Show', hasPopup='menu', expanded=False
    StaticText '6'
[1430] list ''
{cards}
{side}
[1530] heading 'Compare Products'
StaticText 'You have no items to compare.'"""


def hl_product(qty: str, size: str, msg: str = "") -> str:
    m = """[1301] alert ''
  StaticText 'You added Tidewater Merino Hiker Crew Sock (3-Pack) to your '
  [1303] link 'shopping cart'
  StaticText '.'
""" if msg else ""
    return f"""{m}[1305] list 'Breadcrumbs'
  [1306] link 'Home'
  [1308] link 'Socks & Base Layers'
  StaticText 'Tidewater Merino Hiker Crew Sock (3-Pack)'
[1312] heading 'Tidewater Merino Hiker Crew Sock (3-Pack)'
StaticText 'Rating:'
StaticText '88%'
[1316] link '41 Reviews'
[1318] link 'Add Your Review'
StaticText '$27.50'
StaticText 'IN STOCK'
StaticText 'SKU'
StaticText 'HL-TW-MHC3'
[1324] combobox 'Size', required, hasPopup='menu', expanded=False
  StaticText '{size}'
[1328] spinbutton 'Qty', value='{qty}'
[1330] button 'Add to Cart'
[1332] link 'Add to Wish List'
[1334] link 'Add to Compare'
[1336] tablist ''
  [1337] tab 'Details', selected=True
  [1339] tab 'More Information', selected=False
  [1341] tab 'Reviews 41', selected=False
[1344] tabpanel 'Details'
  StaticText 'Three pairs of our best-selling crew sock, knit from 70% merino wool, 27% nylon and 3% spandex with a cushioned footbed and a seamless toe. Made in Fort Payne, Alabama.'
  [1347] list ''
    [1348] listitem ''
      StaticText 'Mid-weight cushion under the heel and ball of the foot'
    [1350] listitem ''
      StaticText 'Mesh ventilation panel across the instep'
    [1352] listitem ''
      StaticText 'Machine wash cold, tumble dry low'"""


def hl_cart(socks: int) -> str:
    sub = 27.50 * socks
    total = 9.00 + sub
    return f"""[1702] heading 'Shopping Cart'
[1710] table 'Shopping Cart Items'
  [1711] row ''
    [1712] columnheader 'Item'
    [1713] columnheader 'Price'
    [1714] columnheader 'Qty'
    [1715] columnheader 'Subtotal'
  [1720] row ''
    [1721] cell 'Trailhead Bandana, Olive'
      [1722] link 'Trailhead Bandana, Olive'
    [1724] cell '$9.00'
    [1725] cell ''
      [1726] spinbutton 'Qty', value='1'
    [1727] cell '$9.00'
    [1728] link 'Edit item parameters'
    [1729] link 'Remove item'
  [1730] row ''
    [1731] cell 'Tidewater Merino Hiker Crew Sock (3-Pack) Size L (W 10-12 / M 9-11.5)'
      [1732] link 'Tidewater Merino Hiker Crew Sock (3-Pack)'
      StaticText 'Size'
      StaticText 'L (W 10-12 / M 9-11.5)'
    [1734] cell '$27.50'
    [1735] cell ''
      [1736] spinbutton 'Qty', value='{socks}'
    [1737] cell '${sub:.2f}'
    [1738] link 'Edit item parameters'
    [1739] link 'Remove item'
[1742] link 'Continue Shopping'
[1744] button 'Update Shopping Cart'
[1750] heading 'Summary'
[1752] group 'Estimate Shipping and Tax'
  [1753] button 'Estimate Shipping and Tax', expanded=False
[1756] table ''
  [1757] row ''
    [1758] rowheader 'Subtotal'
    [1759] cell '${total:.2f}'
  [1760] row ''
    [1761] rowheader 'Shipping (Flat Rate - Ground)'
    [1762] cell '$5.00'
  [1763] row ''
    [1764] rowheader 'Order Total'
    [1765] cell '${total + 5:.2f}'
[1770] button 'Proceed to Checkout'
[1772] button 'Apply Discount Code', expanded=False"""


def hl_home() -> str:
    return """[280] heading 'Layer up for shoulder season'
StaticText 'Merino, fleece and rain shells for the months between. Free returns on every order.'
[284] link 'Shop Base Layers'
[290] heading 'Trending this week'
[292] list ''
  [293] listitem ''
    [294] link 'Cascadia Packable Rain Shell'
    StaticText '$118.00'
  [297] listitem ''
    [298] link 'Trailhead Bandana, Olive'
    StaticText '$9.00'
  [301] listitem ''
    [302] link 'Ember 2-Person Ultralight Tent'
    StaticText '$349.00'
  [305] listitem ''
    [306] link 'Lumen 400 Rechargeable Headlamp'
    StaticText '$42.00'"""


def t01() -> tuple[str, Turns]:
    # clean: search, sort by price, brand filter (items drop out), product page, add 2, cart, raise qty to 3; badge/subtotals follow each action
    start = page("Harborline Outdoor Supply", HL + "/", hl_frame(1, hl_home()))
    q = "merino wool socks"
    url_s = HL + "/catalogsearch/result/?q=merino+wool+socks"
    turns = [
        (f"fill('222', '{q}')", page("Harborline Outdoor Supply", HL + "/", hl_frame(1, hl_home(), q, True))),
        ("press('222', 'Enter')", page("Search results for: 'merino wool socks'", url_s, hl_frame(1, hl_results("Relevance", [1, 2, 4, 5, 3, 6], 12, False), q))),
        ("select_option('1420', 'Price')", page("Search results for: 'merino wool socks'", url_s + "&product_list_order=price", hl_frame(1, hl_results("Price", [11, 3, 2, 9, 7, 5], 12, False), q))),
        ("click('1504')", page("Search results for: 'merino wool socks'", url_s + "&brand=412&product_list_order=price", hl_frame(1, hl_results("Price", [3, 9, 6, 1], 4, True), q))),
        ("click('1665')", page("Tidewater Merino Hiker Crew Sock (3-Pack)", HL + "/tidewater-merino-hiker-crew-sock-3-pack.html", hl_frame(1, hl_product("1", "-- Please Select --")))),
        ("select_option('1324', 'L (W 10-12 / M 9-11.5)')", page("Tidewater Merino Hiker Crew Sock (3-Pack)", HL + "/tidewater-merino-hiker-crew-sock-3-pack.html", hl_frame(1, hl_product("1", "L (W 10-12 / M 9-11.5)")))),
        ("fill('1328', '2')", page("Tidewater Merino Hiker Crew Sock (3-Pack)", HL + "/tidewater-merino-hiker-crew-sock-3-pack.html", hl_frame(1, hl_product("2", "L (W 10-12 / M 9-11.5)")))),
        ("click('1330')", page("Tidewater Merino Hiker Crew Sock (3-Pack)", HL + "/tidewater-merino-hiker-crew-sock-3-pack.html", hl_frame(3, hl_product("2", "L (W 10-12 / M 9-11.5)", "added")))),
        ("click('215')", page("Shopping Cart", HL + "/checkout/cart/", hl_frame(3, hl_cart(2)))),
        ("fill('1736', '3')", page("Shopping Cart", HL + "/checkout/cart/", hl_frame(3, hl_cart(2).replace("[1736] spinbutton 'Qty', value='2'", "[1736] spinbutton 'Qty', value='3', focused")))),
        ("click('1744')", page("Shopping Cart", HL + "/checkout/cart/", hl_frame(4, hl_cart(3)))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 02 storefront (Copperleaf Kitchen & Home, Shopify-style theme)
# ---------------------------------------------------------------------------------------------------------

CP = "https://copperleafkitchen.test"


def cp_frame(count: int, main: str, search: str = "", focused: bool = False, popup: str = "") -> str:
    sv = f", value='{search}'" if search else ""
    foc = ", focused" if focused else ""
    word = "item" if count == 1 else "items"
    return f"""[101] region 'Announcement'
  StaticText 'Free ground shipping on orders over $75 · Easy 30-day returns'
[104] banner ''
  [106] link 'Copperleaf Kitchen & Home'
  [108] navigation 'Primary'
    [109] link 'Cookware'
    [110] link 'Bakeware'
    [111] link 'Tools & Gadgets'
    [112] link 'Linens'
    [113] link 'Sale'
  [115] searchbox 'Search'{sv}{foc}
  [116] link 'Log in'
  [118] link 'Cart, {count} {word}'
    StaticText '{count}'
{popup}[130] main ''
{ind(main, 1)}
[950] contentinfo ''
  [952] heading 'Join the Copperleaf list'
  [954] textbox 'Email', required
  [956] button 'Subscribe'
  [958] link 'Shipping policy'
  [959] link 'Refund policy'
  [960] link 'Contact'
  StaticText '© 2025, Copperleaf Kitchen & Home'"""


def cp_oven(color: str, care: bool = False) -> str:
    ch = {c: (", checked=True" if c == color else ", checked=False") for c in ("Juniper", "Sea Salt", "Paprika")}
    care_body = """
    StaticText 'Hand wash with warm soapy water; avoid metal scouring pads. Oven safe to 500°F with the knob on. Let the pot cool before rinsing to protect the enamel.'""" if care else ""
    return f"""[140] image 'Enameled Cast Iron Dutch Oven, 5.5 qt in {color}'
[144] list 'Breadcrumbs'
  [145] link 'Home'
  [146] link 'Cookware'
[148] heading 'Enameled Cast Iron Dutch Oven, 5.5 qt'
StaticText 'Regular price'
StaticText '$164.00 USD'
StaticText 'Tax included. Shipping calculated at checkout.'
[154] radiogroup 'Color'
  [155] radio 'Juniper'{ch['Juniper']}
  [157] radio 'Sea Salt'{ch['Sea Salt']}
  [159] radio 'Paprika'{ch['Paprika']}
[162] spinbutton 'Quantity', value='1'
[163] button 'Decrease quantity for Enameled Cast Iron Dutch Oven, 5.5 qt'
[164] button 'Increase quantity for Enameled Cast Iron Dutch Oven, 5.5 qt'
[166] button 'Add to cart'
[168] button 'Buy with ShopPay'
StaticText 'Pickup available at Copperleaf Main Street. Usually ready in 24 hours'
[172] group ''
  [173] button 'Description', expanded=False
[175] group ''
  [176] button 'Care instructions', expanded={care}{care_body}
[179] group ''
  [180] button 'Shipping & returns', expanded=False"""


def cp_added(name: str, variant: str, count: int) -> str:
    return f"""[121] dialog 'Item added to your cart', modal=False
  StaticText 'Item added to your cart'
  [123] button 'Close'
  [124] image '{name}'
  StaticText '{name}'
  StaticText '{variant}'
  [126] link 'View cart ({count})'
  [127] button 'Check out'
  [128] button 'Continue shopping'
"""


CP_SCRAPERS = [
    ("Stainless Bench Scraper with Ruler", "12.95"),
    ("Flexible Bowl Scraper, Set of 3", "8.50"),
    ("Walnut-Handle Bench Knife", "24.00"),
    ("Silicone Dough Scraper", "7.25"),
    ("Pastry Cutter & Scraper Combo", "15.00"),
    ("Offset Bench Scraper, 6 in", "18.75"),
]


def cp_search(order: list[int], sort: str) -> str:
    cards = []
    for k, i in enumerate(order):
        name, price = CP_SCRAPERS[i]
        b = 300 + 10 * k
        cards.append(f"""  [{b}] listitem ''
    [{b + 1}] link '{name}'
    [{b + 3}] image '{name}'
    StaticText 'Regular price'
    StaticText '${price} USD'
    [{b + 6}] button 'Add to cart'""")
    body = "\n".join(cards)
    return f"""[250] heading 'Search results'
[252] searchbox 'Search', value='bench scraper'
[254] button 'Search'
StaticText '6 results found for “bench scraper”'
[258] group 'Filter:'
  [259] button 'Availability', expanded=False
  [260] button 'Price', expanded=False
[262] combobox 'Sort by:', hasPopup='menu', expanded=False
  StaticText '{sort}'
StaticText '6 results'
[270] list ''
{body}"""


def cp_scraper(qty: str) -> str:
    return f"""[140] image 'Stainless Bench Scraper with Ruler'
[144] list 'Breadcrumbs'
  [145] link 'Home'
  [146] link 'Tools & Gadgets'
[148] heading 'Stainless Bench Scraper with Ruler'
StaticText 'Regular price'
StaticText '$12.95 USD'
StaticText 'Tax included. Shipping calculated at checkout.'
[162] spinbutton 'Quantity', value='{qty}'
[163] button 'Decrease quantity for Stainless Bench Scraper with Ruler'
[164] button 'Increase quantity for Stainless Bench Scraper with Ruler'
[166] button 'Add to cart'
[168] button 'Buy with ShopPay'
StaticText 'Pickup available at Copperleaf Main Street. Usually ready in 24 hours'
[172] group ''
  [173] button 'Description', expanded=False
[179] group ''
  [180] button 'Shipping & returns', expanded=False"""


def cp_cart() -> str:
    return """[200] heading 'Your cart'
[202] link 'Continue shopping'
[204] table 'Your cart'
  [205] row ''
    [206] columnheader 'Product'
    [207] columnheader 'Quantity'
    [208] columnheader 'Total'
  [210] row ''
    [211] cell 'Olivewood Spurtle, 12 in $14.00'
      [212] link 'Olivewood Spurtle, 12 in'
      StaticText '$14.00'
    [214] cell ''
      [215] spinbutton 'Quantity for Olivewood Spurtle, 12 in', value='2'
      [216] button 'Remove Olivewood Spurtle, 12 in'
    [217] cell '$28.00'
  [220] row ''
    [221] cell 'Enameled Cast Iron Dutch Oven, 5.5 qt $164.00 Color: Juniper'
      [222] link 'Enameled Cast Iron Dutch Oven, 5.5 qt'
      StaticText '$164.00'
      StaticText 'Color: Juniper'
    [224] cell ''
      [225] spinbutton 'Quantity for Enameled Cast Iron Dutch Oven, 5.5 qt', value='1'
      [226] button 'Remove Enameled Cast Iron Dutch Oven, 5.5 qt'
    [227] cell '$164.00'
[230] textbox 'Order special instructions'
StaticText 'Estimated total'
StaticText '$192.00 USD'
StaticText 'Taxes, discounts and shipping calculated at checkout'
[236] button 'Check out'"""


def t02() -> tuple[str, Turns]:
    # bad: turn 9 cart badge/“View cart” show 4 after adding 2 scrapers to a cart that turn 3 showed holding 3 units (2 spurtles + 1 oven); should be 5
    ou = CP + "/products/enameled-cast-iron-dutch-oven-5-5-qt"
    su = CP + "/search?q=bench+scraper&options%5Bprefix%5D=last"
    pu = CP + "/products/stainless-bench-scraper-with-ruler"
    t = "Enameled Cast Iron Dutch Oven, 5.5 qt – Copperleaf Kitchen & Home"
    st = "Search: 6 results found for \"bench scraper\" – Copperleaf Kitchen & Home"
    pt = "Stainless Bench Scraper with Ruler – Copperleaf Kitchen & Home"
    start = page(t, ou, cp_frame(2, cp_oven("Sea Salt")))
    turns = [
        ("click('155')", page(t, ou + "?variant=44710233", cp_frame(2, cp_oven("Juniper")))),
        ("click('166')", page(t, ou + "?variant=44710233", cp_frame(3, cp_oven("Juniper"), popup=cp_added("Enameled Cast Iron Dutch Oven, 5.5 qt", "Color: Juniper", 3)))),
        ("click('126')", page("Your Shopping Cart – Copperleaf Kitchen & Home", CP + "/cart", cp_frame(3, cp_cart()))),
        ("fill('115', 'bench scraper')", page("Your Shopping Cart – Copperleaf Kitchen & Home", CP + "/cart", cp_frame(3, cp_cart(), "bench scraper", True))),
        ("press('115', 'Enter')", page(st, su, cp_frame(3, cp_search([0, 2, 1, 5, 3, 4], "Relevance")))),
        ("select_option('262', 'Price, low to high')", page(st, su + "&sort_by=price-ascending", cp_frame(3, cp_search([3, 1, 0, 4, 5, 2], "Price, low to high")))),
        ("click('321')", page(pt, pu, cp_frame(3, cp_scraper("1")))),
        ("fill('162', '2')", page(pt, pu, cp_frame(3, cp_scraper("2")))),
        ("click('166')", page(pt, pu, cp_frame(4, cp_scraper("2"), popup=cp_added("Stainless Bench Scraper with Ruler", "Quantity: 2", 4)))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 03 shop admin (Northwind Pet Supply, Magento-style admin): product grid and edit form
# ---------------------------------------------------------------------------------------------------------

NW = "http://admin.northwindpet.test/admin"


def nw_frame(main: str, catalog_open: bool = False) -> str:
    sub = """
    [141] menu 'Catalog'
      [142] menuitem 'Products'
      [143] menuitem 'Categories'""" if catalog_open else ""
    return f"""[120] navigation ''
  [122] link 'Magento Admin Panel'
  [124] menubar '', orientation='horizontal'
    [126] link 'DASHBOARD'
    [129] link 'SALES'
    [132] link 'CATALOG', expanded={catalog_open}{sub}
    [135] link 'CUSTOMERS'
    [136] link 'MARKETING'
    [137] link 'CONTENT'
    [138] link 'REPORTS'
    [139] link 'STORES'
    [140] link 'SYSTEM'
[150] banner ''
  [152] link 'admin.lwong'
  [154] link 'Notifications 3'
  [156] textbox 'Search by keyword'
[170] main ''
{ind(main, 1)}
[990] contentinfo ''
  StaticText 'Copyright © 2025 Magento Commerce Inc. All rights reserved.'
  StaticText 'ver. 2.4.6-p3'"""


def nw_dashboard() -> str:
    return """[172] heading 'Dashboard'
[174] button 'Reload Data'
StaticText 'Lifetime Sales'
StaticText '$48,212.40'
StaticText 'Average Order'
StaticText '$63.19'
[180] heading 'Last Orders'
[182] table ''
  [183] row ''
    [184] columnheader 'Customer'
    [185] columnheader 'Items'
    [186] columnheader 'Total'
  [187] row ''
    [188] cell 'Renata Solís'
    [189] cell '2'
    [190] cell '$112.48'
  [191] row ''
    [192] cell 'Graham Oyelaran'
    [193] cell '1'
    [194] cell '$38.50'
  [195] row ''
    [196] cell 'Mei-Lin Tsao'
    [197] cell '4'
    [198] cell '$96.10'
[200] tablist ''
  [201] tab 'Bestsellers', selected=True
  [202] tab 'Most Viewed Products', selected=False
  [203] tab 'New Customers', selected=False
  [204] tab 'Customers', selected=False"""


NW_ALL = [
    (1214, "Salmon & Pumpkin Cat Treats 3 oz", "NWP-SPT-03", "6.49", "310", "Enabled"),
    (1213, "Reflective Slip Lead, 6 ft", "NWP-RSL-06", "14.99", "88", "Enabled"),
    (1212, "Timothy Hay Cube Feeder", "NWP-THF-01", "22.00", "19", "Enabled"),
    (1211, "Stainless Steel Double Diner", "NWP-SDD-02", "27.95", "64", "Enabled"),
    (1210, "Catnip Kicker Fish Toy", "NWP-CKF-11", "9.25", "0", "Disabled"),
    (1209, "Aquarium Gravel Vacuum", "NWP-AGV-01", "18.40", "35", "Enabled"),
    (1208, "Dental Rope Tug, XL", "NWP-DRT-XL", "11.75", "142", "Enabled"),
    (1207, "Heated Bird Bath De-Icer", "NWP-HBD-01", "34.99", "12", "Enabled"),
    (1206, "Hamster Glass Water Bottle", "NWP-HGW-08", "8.99", "77", "Enabled"),
    (1205, "Grain-Free Turkey Kibble 12 lb", "NWP-GFT-12", "41.50", "53", "Enabled"),
]


def nw_rows(rows: list[tuple[int, str, str, str, str, str]]) -> str:
    out = []
    for k, (pid, name, sku, price, qty, status) in enumerate(rows):
        b = 600 + 20 * k
        out.append(f"""  [{b}] row ''
    [{b + 1}] cell ''
      [{b + 2}] checkbox '', checked=False
    [{b + 3}] cell '{pid}'
    [{b + 4}] cell '{name}'
    [{b + 5}] cell 'Simple Product'
    [{b + 6}] cell 'Default'
    [{b + 7}] cell '{sku}'
    [{b + 8}] cell '${price}'
    [{b + 9}] cell '{qty}.0000'
    [{b + 10}] cell 'Default Stock: {qty}'
    [{b + 11}] cell 'Catalog, Search'
    [{b + 12}] cell '{status}'
    [{b + 13}] cell 'Main Website'
    [{b + 14}] cell ''
      [{b + 15}] link 'Edit'""")
    return "\n".join(out)


def nw_grid(rows: list[tuple[int, str, str, str, str, str]], keyword: str, total: int, typed: bool = False) -> str:
    kv = f", value='{keyword}'" if keyword else ""
    foc = ", focused" if typed else ""
    active = "" if not keyword or typed else f"""
[520] group 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [523] button 'Remove'
  [525] button 'Clear all'"""
    pages = (total + 9) // 10
    shown = total if typed else len(rows)
    return f"""[172] heading 'Products'
[174] button 'Add Product'
[176] button 'Add product of type', expanded=False
[500] textbox 'Search by keyword'{kv}{foc}
[502] button 'Search'
[504] button 'Filters'
[506] button 'Default View', expanded=False
[508] button 'Columns', expanded=False
[510] button 'Export', expanded=False{active}
[530] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{shown if typed else total} records found'
[534] combobox 'Per Page', hasPopup='menu', expanded=False
  StaticText '10'
[536] button 'Previous Page', disabled=True
[537] textbox '', value='1'
StaticText 'of {pages}'
[539] button 'Next Page'{', disabled=True' if pages == 1 else ''}
[560] table ''
  [561] row ''
    [562] columnheader 'Mass Actions', hasPopup='menu'
    [563] columnheader 'ID ↓'
    [564] columnheader 'Name'
    [565] columnheader 'Type'
    [566] columnheader 'Attribute Set'
    [567] columnheader 'SKU'
    [568] columnheader 'Price'
    [569] columnheader 'Quantity'
    [570] columnheader 'Salable Quantity'
    [571] columnheader 'Visibility'
    [572] columnheader 'Status'
    [573] columnheader 'Websites'
    [574] columnheader 'Action'
{nw_rows(rows)}"""


def nw_edit(pid: int, name: str, sku: str, price: str, qty: str, weight: str, msg: bool = False, focus: str = "") -> str:
    fp = ", focused" if focus == "price" else ""
    fq = ", focused" if focus == "qty" else ""
    m = """[300] alert ''
  StaticText 'You saved the product.'
""" if msg else ""
    return f"""[172] heading '{name}'
[180] button 'Back'
[182] button 'Add Attribute'
[184] button 'Customer View'
[186] button 'Save'
[187] button 'Save options', expanded=False
{m}[310] switch 'Enable Product', checked=True
[312] combobox 'Attribute Set', hasPopup='listbox', expanded=False
  StaticText 'Default'
[314] textbox 'Product Name *', value='{name}', required
[316] textbox 'SKU *', value='{sku}', required
[318] textbox 'Price *', value='{price}', required{fp}
StaticText '$'
[320] link 'Advanced Pricing'
[322] combobox 'Tax Class', hasPopup='menu', expanded=False
  StaticText 'Taxable Goods'
[324] textbox 'Quantity', value='{qty}'{fq}
[326] link 'Advanced Inventory'
[328] combobox 'Stock Status', hasPopup='menu', expanded=False
  StaticText 'In Stock'
[330] combobox 'Weight', hasPopup='menu', expanded=False
  StaticText 'This item has weight'
[332] textbox 'Weight', value='{weight}'
StaticText 'lbs'
[334] listbox 'Categories'
  StaticText 'Dog'
  StaticText 'Beds & Crates'
[338] combobox 'Visibility', hasPopup='menu', expanded=False
  StaticText 'Catalog, Search'
[340] textbox 'Set Product as New From'
[342] combobox 'Country of Manufacture', hasPopup='menu', expanded=False
  StaticText 'United States'
[350] button 'Content', expanded=False
[352] button 'Configurations', expanded=False
[354] button 'Images And Videos', expanded=False
[356] button 'Search Engine Optimization', expanded=False
StaticText 'Product ID: {pid}'"""


def t03() -> tuple[str, Turns]:
    # bad: turn 9 product grid shows price $75.40 for ID 1187, but turn 8 saved (and read back) $74.50 and nothing edited it since
    dog = [
        (1203, "Cooling Gel Dog Bed Mat", "NWP-CGM-01", "38.50", "113", "Enabled"),
        (1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "89.00", "42", "Enabled"),
        (1186, "Orthopedic Dog Bed - Medium", "NWP-ODB-M", "69.00", "57", "Enabled"),
    ]
    dog_after = [dog[0], (1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "75.40", "58", "Enabled"), dog[2]]
    pu = NW + "/catalog/product/"
    eu = NW + "/catalog/product/edit/id/1187/"
    L = "Orthopedic Dog Bed - Large / Products / Inventory / Catalog / Magento Admin"
    start = page("Dashboard / Magento Admin", NW + "/admin/dashboard/", nw_frame(nw_dashboard()))
    turns = [
        ("click('132')", page("Dashboard / Magento Admin", NW + "/admin/dashboard/", nw_frame(nw_dashboard(), True))),
        ("click('142')", page("Products / Inventory / Catalog / Magento Admin", pu, nw_frame(nw_grid(NW_ALL, "", 214)))),
        ("fill('500', 'dog bed')", page("Products / Inventory / Catalog / Magento Admin", pu, nw_frame(nw_grid(NW_ALL, "dog bed", 214, True)))),
        ("press('500', 'Enter')", page("Products / Inventory / Catalog / Magento Admin", pu, nw_frame(nw_grid(dog, "dog bed", 3)))),
        ("click('635')", page(L, eu, nw_frame(nw_edit(1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "89.00", "42", "6.2")))),
        ("fill('318', '74.50')", page(L, eu, nw_frame(nw_edit(1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "74.50", "42", "6.2", focus="price")))),
        ("fill('324', '58')", page(L, eu, nw_frame(nw_edit(1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "74.50", "58", "6.2", focus="qty")))),
        ("click('186')", page(L, eu, nw_frame(nw_edit(1187, "Orthopedic Dog Bed - Large", "NWP-ODB-L", "74.50", "58", "6.2", msg=True)))),
        ("click('180')", page("Products / Inventory / Catalog / Magento Admin", pu, nw_frame(nw_grid(dog_after, "dog bed", 3)))),
        ("click('655')", page("Orthopedic Dog Bed - Medium / Products / Inventory / Catalog / Magento Admin", NW + "/catalog/product/edit/id/1186/", nw_frame(nw_edit(1186, "Orthopedic Dog Bed - Medium", "NWP-ODB-M", "69.00", "57", "4.8")))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 04 shop admin (Fernhill Tea Company, Magento-style admin): invoice and ship an order
# ---------------------------------------------------------------------------------------------------------

FT = "http://admin.fernhilltea.test/admin"


def ft_frame(main: str) -> str:
    return nw_frame(main).replace("admin.lwong", "fernhill.ops").replace("Notifications 3", "Notifications 1")


FT_ORDERS = [
    ("000000421", "Mar 11, 2025 9:02:44 AM", "Oskar Lindqvist", "$54.90", "Pending"),
    ("000000420", "Mar 11, 2025 8:15:09 AM", "Hana Kobayashi", "$132.20", "Processing"),
    ("000000419", "Mar 10, 2025 7:48:51 PM", "Daniel Ferreira", "$27.45", "Complete"),
    ("000000418", "Mar 10, 2025 4:12:37 PM", "Priyanka Desai", "$89.45", "Pending"),
    ("000000417", "Mar 10, 2025 1:30:02 PM", "Ruth Abernathy", "$46.00", "Pending"),
    ("000000416", "Mar 9, 2025 6:55:40 PM", "Kwame Mensah", "$71.80", "Canceled"),
]


def ft_grid(rows: list[tuple[str, str, str, str, str]], filters: str = "date", panel: str = "") -> str:
    chips = "StaticText 'Purchase Date: 03/09/2025 - 03/11/2025'"
    if filters == "both":
        chips += "\n  StaticText 'Status: Pending'"
    body = []
    for k, (num, date, name, total, status) in enumerate(rows):
        b = 700 + 12 * k
        body.append(f"""  [{b}] row ''
    [{b + 1}] cell ''
      [{b + 2}] checkbox '', checked=False
    [{b + 3}] cell '{num}'
    [{b + 4}] cell 'Main Website Main Website Store Default Store View'
    [{b + 5}] cell '{date}'
    [{b + 6}] cell '{name}'
    [{b + 7}] cell '{name}'
    [{b + 8}] cell '{total}'
    [{b + 9}] cell '{total}'
    [{b + 10}] cell '{status}'
    [{b + 11}] cell ''
      [{b + 11}1] link 'View'""")
    rows_txt = "\n".join(body)
    return f"""[172] heading 'Orders'
[174] button 'Create New Order'
[600] textbox 'Search by keyword'
[602] button 'Search'
[604] button 'Filters', expanded={'True' if panel else 'False'}
{panel}[608] group 'Active filters:'
  {chips}
  [611] button 'Clear all'
[614] button 'Default View', expanded=False
[616] button 'Columns', expanded=False
[618] button 'Export', expanded=False
[620] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{len(rows)} records found'
[624] combobox 'Per Page', hasPopup='menu', expanded=False
  StaticText '20'
[640] table ''
  [641] row ''
    [642] columnheader 'Mass Actions', hasPopup='menu'
    [643] columnheader 'ID'
    [644] columnheader 'Purchase Point'
    [645] columnheader 'Purchase Date ↓'
    [646] columnheader 'Bill-to Name'
    [647] columnheader 'Ship-to Name'
    [648] columnheader 'Grand Total (Base)'
    [649] columnheader 'Grand Total (Purchased)'
    [650] columnheader 'Status'
    [651] columnheader 'Action'
{rows_txt}"""


def ft_filter_panel(status: str) -> str:
    return f"""[605] group 'Filters'
  [606] textbox 'Purchase Date from', value='03/09/2025'
  [607] textbox 'Purchase Date to', value='03/11/2025'
  [6071] textbox 'Grand Total (Base) from'
  [6072] textbox 'Grand Total (Base) to'
  [6073] textbox 'Bill-to Name'
  [6074] combobox 'Status', hasPopup='menu', expanded=False
    StaticText '{status}'
  [6076] button 'Cancel'
  [6077] button 'Apply Filters'
"""


FT_ITEMS = """[420] heading 'Items Ordered'
[422] table ''
  [423] row ''
    [424] columnheader 'Product'
    [425] columnheader 'Item Status'
    [426] columnheader 'Original Price'
    [427] columnheader 'Price'
    [428] columnheader 'Qty'
    [429] columnheader 'Subtotal'
    [430] columnheader 'Row Total'
  [431] row ''
    [432] cell 'Silver Needle White Tea, 100 g SKU: FT-SN-100'
    [433] cell '{s}'
    [434] cell '$32.00'
    [435] cell '$32.00'
    [436] cell 'Ordered 2{q2}'
    [437] cell '$64.00'
    [438] cell '$64.00'
  [439] row ''
    [440] cell 'Hojicha Roasted Green Tea, 200 g SKU: FT-HJ-200'
    [441] cell '{s}'
    [442] cell '$18.50'
    [443] cell '$18.50'
    [444] cell 'Ordered 1{q1}'
    [445] cell '$18.50'
    [446] cell '$18.50'"""


def ft_order(status: str, stage: int, alert: str = "") -> str:
    """stage 0: new; 1: invoiced; 2: invoiced and shipped."""
    if stage == 0:
        btns = "[184] button 'Cancel'\n[185] button 'Send Email'\n[186] button 'Hold'\n[187] button 'Invoice'\n[188] button 'Ship'\n[189] button 'Edit'"
    elif stage == 1:
        btns = "[185] button 'Send Email'\n[186] button 'Hold'\n[188] button 'Ship'\n[190] button 'Credit Memo'"
    else:
        btns = "[185] button 'Send Email'\n[190] button 'Credit Memo'\n[191] button 'Reorder'"
    paid, due = ("$0.00", "$89.45") if stage == 0 else ("$89.45", "$0.00")
    istat = "Ordered" if stage == 0 else ("Invoiced" if stage == 1 else "Shipped")
    q2 = "" if stage == 0 else (" Invoiced 2" if stage == 1 else " Invoiced 2 Shipped 2")
    q1 = "" if stage == 0 else (" Invoiced 1" if stage == 1 else " Invoiced 1 Shipped 1")
    hist = []
    if stage >= 2:
        hist.append(("Mar 11, 2025 10:23:52 AM", "Complete", "Customer Notified", "Tracking number 1Z84F6230391127745 added (United Parcel Service)."))
    if stage >= 1:
        hist.append(("Mar 11, 2025 10:21:14 AM", "Processing", "Customer Not Notified", "Invoice #000000392 created. Paid via bank transfer, ref FT-22871."))
    hist.append(("Mar 10, 2025 4:12:38 PM", "Pending", "Customer Notified", "Order placed by customer (Bank Transfer Payment)."))
    htxt = "\n".join(f"""  [{470 + 4 * k}] listitem ''
    StaticText '{d}'
    StaticText '{s}'
    StaticText '{n}'
    StaticText '{c}'""" for k, (d, s, n, c) in enumerate(hist))
    al = f"[192] alert ''\n  StaticText '{alert}'\n" if alert else ""
    inv_n = "0" if stage == 0 else "1"
    shp_n = "1" if stage == 2 else "0"
    return f"""[172] heading '# 000000418'
[180] button 'Back'
{btns}
{al}[194] tablist 'Order View'
  [195] tab 'Information', selected=True
  [196] tab 'Invoices ({inv_n})', selected=False
  [197] tab 'Credit Memos (0)', selected=False
  [198] tab 'Shipments ({shp_n})', selected=False
  [199] tab 'Comments History', selected=False
[360] heading 'Order # 000000418 (The order confirmation email was sent)'
StaticText 'Order Date'
StaticText 'Mar 10, 2025, 4:12:37 PM'
StaticText 'Order Status'
StaticText '{status}'
StaticText 'Purchased From'
StaticText 'Main Website / Main Website Store / Default Store View'
[370] heading 'Account Information'
StaticText 'Customer Name'
[372] link 'Priyanka Desai'
StaticText 'Email'
[374] link 'priyanka.desai@brightmail.test'
StaticText 'Customer Group'
StaticText 'General'
[380] heading 'Address Information'
StaticText 'Priyanka Desai, 2718 Wexford Lane, Apt 4, Columbus, Ohio, 43221, United States, T: (614) 555-0182'
[390] heading 'Payment & Shipping Method'
StaticText 'Bank Transfer Payment'
StaticText 'Flat Rate - Fixed $6.95'
{FT_ITEMS.format(s=istat, q2=q2, q1=q1)}
[460] heading 'Notes for this Order'
[462] combobox 'Status', hasPopup='menu', expanded=False
  StaticText '{status}'
[464] textbox 'Comment'
[466] button 'Submit Comment'
[468] list ''
{htxt}
[500] heading 'Order Totals'
[502] table ''
  [503] row ''
    [504] rowheader 'Subtotal'
    [505] cell '$82.50'
  [506] row ''
    [507] rowheader 'Shipping & Handling'
    [508] cell '$6.95'
  [509] row ''
    [510] rowheader 'Grand Total'
    [511] cell '$89.45'
  [512] row ''
    [513] rowheader 'Total Paid'
    [514] cell '{paid}'
  [515] row ''
    [516] rowheader 'Total Refunded'
    [517] cell '$0.00'
  [518] row ''
    [519] rowheader 'Total Due'
    [520] cell '{due}'"""


def ft_invoice(comment: str) -> str:
    cv = f", value='{comment}', focused" if comment else ""
    return f"""[172] heading 'New Invoice'
[180] button 'Back'
[182] button 'Reset'
[360] heading 'Order # 000000418 (The order confirmation email was sent)'
StaticText 'Order Date'
StaticText 'Mar 10, 2025, 4:12:37 PM'
StaticText 'Order Status'
StaticText 'Pending'
StaticText 'Bank Transfer Payment'
StaticText 'Flat Rate - Fixed $6.95'
[420] heading 'Items to Invoice'
[422] table ''
  [423] row ''
    [424] columnheader 'Product'
    [425] columnheader 'Price'
    [426] columnheader 'Qty'
    [427] columnheader 'Qty to Invoice'
    [428] columnheader 'Subtotal'
    [429] columnheader 'Row Total'
  [431] row ''
    [432] cell 'Silver Needle White Tea, 100 g SKU: FT-SN-100'
    [433] cell '$32.00'
    [434] cell 'Ordered 2'
    [435] cell ''
      [436] spinbutton '', value='2'
    [437] cell '$64.00'
    [438] cell '$64.00'
  [439] row ''
    [440] cell 'Hojicha Roasted Green Tea, 200 g SKU: FT-HJ-200'
    [441] cell '$18.50'
    [442] cell 'Ordered 1'
    [443] cell ''
      [444] spinbutton '', value='1'
    [445] cell '$18.50'
    [446] cell '$18.50'
[448] button 'Update Qty\\'s', disabled=True
[450] heading 'Invoice History'
[452] textbox 'Invoice Comments'{cv}
[460] heading 'Invoice Totals'
[462] table ''
  [463] row ''
    [464] rowheader 'Subtotal'
    [465] cell '$82.50'
  [466] row ''
    [467] rowheader 'Shipping & Handling'
    [468] cell '$6.95'
  [469] row ''
    [470] rowheader 'Grand Total'
    [471] cell '$89.45'
[474] checkbox 'Email Copy of Invoice', checked=False
[476] button 'Submit Invoice'"""


def ft_ship(carrier: str, number: str, focus: bool = False) -> str:
    nv = f", value='{number}'" if number else ""
    nf = ", focused" if focus else ""
    title = "United Parcel Service" if carrier == "United Parcel Service" else ""
    tv = f", value='{title}'" if title else ""
    return f"""[172] heading 'New Shipment'
[180] button 'Back'
[182] button 'Reset'
[360] heading 'Order # 000000418 (The order confirmation email was sent)'
StaticText 'Order Date'
StaticText 'Mar 10, 2025, 4:12:37 PM'
StaticText 'Order Status'
StaticText 'Processing'
StaticText 'Priyanka Desai, 2718 Wexford Lane, Apt 4, Columbus, Ohio, 43221, United States, T: (614) 555-0182'
StaticText 'Flat Rate - Fixed $6.95'
StaticText 'Total Shipping Charges: $6.95'
[400] table ''
  [401] row ''
    [402] columnheader 'Carrier'
    [403] columnheader 'Title'
    [404] columnheader 'Number'
    [405] columnheader 'Action'
  [406] row ''
    [407] cell ''
      [408] combobox '', hasPopup='menu', expanded=False
        StaticText '{carrier}'
    [409] cell ''
      [410] textbox ''{tv}
    [411] cell ''
      [412] textbox ''{nv}{nf}
    [413] cell ''
      [414] button 'Delete'
[416] button 'Add Tracking Number'
[420] heading 'Items to Ship'
[422] table ''
  [423] row ''
    [424] columnheader 'Product'
    [425] columnheader 'Qty'
    [426] columnheader 'Qty to Ship'
  [427] row ''
    [428] cell 'Silver Needle White Tea, 100 g SKU: FT-SN-100'
    [429] cell 'Ordered 2 Invoiced 2'
    [430] cell ''
      [431] spinbutton '', value='2'
  [432] row ''
    [433] cell 'Hojicha Roasted Green Tea, 200 g SKU: FT-HJ-200'
    [434] cell 'Ordered 1 Invoiced 1'
    [435] cell ''
      [436] spinbutton '', value='1'
[440] textbox 'Shipment Comments'
[442] checkbox 'Email Copy of Shipment', checked=False
[444] button 'Submit Shipment'"""


def t04() -> tuple[str, Turns]:
    # clean: order 418 goes Pending -> Processing (invoice) -> Complete (shipment); paid/due, history and grid row follow; Pending filter then drops it
    gu = FT + "/sales/order/"
    ou = FT + "/sales/order/view/order_id/418/"
    ot = "# 000000418 / Orders / Operations / Sales / Magento Admin"
    gt = "Orders / Operations / Sales / Magento Admin"
    ref = "Paid via bank transfer, ref FT-22871"
    after = [r if r[0] != "000000418" else (r[0], r[1], r[2], r[3], "Complete") for r in FT_ORDERS]
    pending = [r for r in after if r[4] == "Pending"]
    start = page(gt, gu, ft_frame(ft_grid(FT_ORDERS)))
    turns = [
        ("click('7471')", page(ot, ou, ft_frame(ft_order("Pending", 0)))),
        ("click('187')", page("New Invoice / Invoices / Operations / Sales / Magento Admin", FT + "/sales/order_invoice/new/order_id/418/", ft_frame(ft_invoice("")))),
        (f"fill('452', '{ref}')", page("New Invoice / Invoices / Operations / Sales / Magento Admin", FT + "/sales/order_invoice/new/order_id/418/", ft_frame(ft_invoice(ref)))),
        ("click('476')", page(ot, ou, ft_frame(ft_order("Processing", 1, "The invoice has been created.")))),
        ("click('188')", page("New Shipment / Shipments / Operations / Sales / Magento Admin", FT + "/admin/order_shipment/new/order_id/418/", ft_frame(ft_ship("Custom Value", "")))),
        ("select_option('408', 'United Parcel Service')", page("New Shipment / Shipments / Operations / Sales / Magento Admin", FT + "/admin/order_shipment/new/order_id/418/", ft_frame(ft_ship("United Parcel Service", "")))),
        ("fill('412', '1Z84F6230391127745')", page("New Shipment / Shipments / Operations / Sales / Magento Admin", FT + "/admin/order_shipment/new/order_id/418/", ft_frame(ft_ship("United Parcel Service", "1Z84F6230391127745", True)))),
        ("click('444')", page(ot, ou, ft_frame(ft_order("Complete", 2, "The shipment has been created.")))),
        ("click('180')", page(gt, gu, ft_frame(ft_grid(after)))),
        ("click('604')", page(gt, gu, ft_frame(ft_grid(after, panel=ft_filter_panel("All"))))),
        ("select_option('6074', 'Pending')", page(gt, gu, ft_frame(ft_grid(after, panel=ft_filter_panel("Pending"))))),
        ("click('6077')", page(gt, gu, ft_frame(ft_grid(pending, filters="both")))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 05 / 06 forum (Postmill-style)
# ---------------------------------------------------------------------------------------------------------

def pm_frame(user: str, main: str, forum: str = "", search: str = "") -> str:
    sv = f", value='{search}'" if search else ""
    return f"""[12] navigation ''
  [14] link 'Jump to main content'
  [15] link 'Jump to sidebar'
[18] navigation ''
  [21] link 'Home'
    StaticText 'Postmill'
  [31] list ''
    [32] listitem ''
      [33] link 'Forums'
    [34] listitem ''
      [35] link 'Wiki'
  [36] Section ''
    [45] searchbox 'Search query'{sv}
  [46] list ''
    [47] listitem ''
      [48] link 'Submit'
    [49] listitem ''
      [50] link 'Notifications (0)'
    [51] listitem ''
      [52] button '{user}', hasPopup='menu', expanded=False
[60] main ''
{ind(main, 1)}
[880] complementary ''
{ind(forum, 1)}"""


def pm_article(b: int, title: str, user: str, when_abs: str, when_rel: str, comments: int, score: int, forum: str = "", voted: bool = False) -> str:
    cw = "comment" if comments == 1 else "comments"
    f = f"\n  StaticText ' in '\n  [{b + 5}] link '{forum}'" if forum else ""
    up = "Retract upvote" if voted else "Upvote"
    return f"""[{b}] article ''
  [{b + 1}] heading '{title}'
    [{b + 2}] link '{title}'
  StaticText 'Submitted by '
  [{b + 3}] link '{user}'
  [{b + 4}] time '{when_abs}'
    StaticText '{when_rel}'{f}
  [{b + 6}] link '{comments} {cw}'
  [{b + 7}] button '{up}'
  StaticText '{score}'
  [{b + 9}] button 'Downvote'"""


FERM_SIDE = """[882] heading 'fermentation'
StaticText 'Brines, crocks, koji, kombucha and everything that bubbles. Photos of fuzz go in the weekly mold thread unless you are asking for an ID.'
[885] button 'Unsubscribe'
StaticText '18,406 subscribers'
[888] link 'Forum wiki'
[889] link 'Moderation log'"""


def ferm_listing(sort: str, arts: list[tuple[str, str, str, str, int, int]]) -> str:
    body = "\n".join(pm_article(100 + 12 * k, *a) for k, a in enumerate(arts))
    sel = {s: ("True" if s == sort else "False") for s in ("Hot", "New", "Active", "Top")}
    return f"""[62] heading 'fermentation'
[64] tablist ''
  [65] tab 'Hot', selected={sel['Hot']}
  [66] tab 'New', selected={sel['New']}
  [67] tab 'Active', selected={sel['Active']}
  [68] tab 'Top', selected={sel['Top']}
{body}"""


def t05() -> tuple[str, Turns]:
    # clean: new post created, then its title edited (slug follows, id stays), a comment raises the count; listing re-sorted Hot -> New
    fu = "http://forum.postmill.test/f/fermentation"
    A = ("Lacto-fermented jalapeños went soft after 3 weeks — salt ratio?", "pepperpot", "March 11, 2025 at 2:38:51 AM EDT", "9 hours ago", 31, 212)
    B = ("My first batch of water kefir: grains doubled in 10 days", "kefirkat", "March 11, 2025 at 6:44:10 AM EDT", "5 hours ago", 12, 88)
    C = ("PSA: check your airlock lids, mine cracked under pressure", "crocklife", "March 10, 2025 at 10:05:33 AM EDT", "1 day ago", 47, 341)
    D = ("Koji-cured egg yolks — 6 day update with photos", "umamiwren", "March 10, 2025 at 9:27:48 PM EDT", "14 hours ago", 19, 150)
    E = ("Sauerkraut brine level dropped overnight, add more?", "zestfulzed", "March 11, 2025 at 9:31:02 AM EDT", "2 hours ago", 4, 23)
    t1 = "Kahm yeast or mold on my garlic honey? (photos)"
    t2 = "Kahm yeast or mold on my fermented garlic honey? (photos)"
    body = "Day 19 of garlic honey in a swing-top jar. Thin white film on the surface, flat, no fuzz, smells sweet and garlicky. Burped daily. Photos: https://img.postmill.test/a/7Qx2Lm"
    F = (t2, "brinejar", "March 11, 2025 at 11:42:06 AM EDT", "3 minutes ago", 1, 1, "", True)
    U = "brinejar"

    def form(title: str, text: str, focus: str) -> str:
        tv = f", value='{title}'" if title else ""
        bv = f", value='{text}'" if text else ""
        tf = ", focused" if focus == "title" else ""
        bf = ", focused" if focus == "body" else ""
        return f"""[62] heading 'Create submission'
[64] textbox 'URL'
[66] textbox 'Title *', required{tv}{tf}
[68] textbox 'Body'{bv}{bf}
StaticText 'Markdown is allowed.'
[71] combobox 'Forum *', hasPopup='menu', expanded=False
  StaticText 'fermentation'
[74] checkbox 'Post as moderator', checked=False, disabled=True
[76] button 'Create submission'"""

    def edit_form(title: str, focus: bool) -> str:
        return f"""[62] heading 'Editing submission'
[64] textbox 'URL'
[66] textbox 'Title *', required, value='{title}'{', focused' if focus else ''}
[68] textbox 'Body', value='{body}'
StaticText 'Markdown is allowed.'
[76] button 'Edit submission'
[78] link 'Cancel'"""

    def post(title: str, edited: bool, comment: str, comment_box: str = "") -> str:
        ed_rel = "1 minute ago" if comment else "just now"
        ed = f"\n  StaticText 'Edited'\n  [207] time 'March 11, 2025 at 11:43:30 AM EDT'\n    StaticText '{ed_rel}'" if edited else ""
        n = 1 if comment else 0
        cw = "1 comment" if n else "No comments"
        cb = f", value='{comment_box}', focused" if comment_box else ""
        cm = f"""
[240] article ''
  [241] link 'brinejar'
  [242] time 'March 11, 2025 at 11:45:12 AM EDT'
    StaticText 'just now'
  StaticText '{comment}'
  [245] button 'Retract upvote'
  StaticText '1'
  [247] button 'Downvote'
  [248] link 'Reply'
  [249] link 'Edit'
  [250] button 'Delete'""" if comment else ""
        return f"""[200] article ''
  [201] heading '{title}'
  StaticText '{body}'
  StaticText 'Submitted by '
  [204] link 'brinejar'
  [205] time 'March 11, 2025 at 11:42:06 AM EDT'
    StaticText '{'3 minutes ago' if comment else ('1 minute ago' if edited else 'just now')}'
  StaticText ' in '
  [206] link 'fermentation'{ed}
  [210] button 'Retract upvote'
  StaticText '1'
  [212] button 'Downvote'
  [214] link '{n} comment{'' if n == 1 else 's'}'
  [216] link 'Edit'
  [218] button 'Delete'
[220] heading '{cw}'
[222] textbox 'Comment'{cb}
[224] button 'Post'{cm}"""

    pid = "http://forum.postmill.test/f/fermentation/73514/"
    s1 = pid + "kahm-yeast-or-mold-on-my-garlic-honey-photos"
    s2 = pid + "kahm-yeast-or-mold-on-my-fermented-garlic-honey-photos"
    reply = "Update: scraped a sample and it is flat and wrinkly, no colour. Going with kahm, will keep burping."
    start = page("f/fermentation", fu, pm_frame(U, ferm_listing("Hot", [C, A, D, B, E]), FERM_SIDE))
    turns = [
        ("click('48')", page("Create submission", "http://forum.postmill.test/submit/fermentation", pm_frame(U, form("", "", ""), FERM_SIDE))),
        (f"fill('66', '{t1}')", page("Create submission", "http://forum.postmill.test/submit/fermentation", pm_frame(U, form(t1, "", "title"), FERM_SIDE))),
        (f"fill('68', '{body}')", page("Create submission", "http://forum.postmill.test/submit/fermentation", pm_frame(U, form(t1, body, "body"), FERM_SIDE))),
        ("click('76')", page(t1, s1, pm_frame(U, post(t1, False, ""), FERM_SIDE))),
        ("click('216')", page("Editing submission", pid + "edit", pm_frame(U, edit_form(t1, False), FERM_SIDE))),
        (f"fill('66', '{t2}')", page("Editing submission", pid + "edit", pm_frame(U, edit_form(t2, True), FERM_SIDE))),
        ("click('76')", page(t2, s2, pm_frame(U, post(t2, True, ""), FERM_SIDE))),
        (f"fill('222', '{reply}')", page(t2, s2, pm_frame(U, post(t2, True, "", reply), FERM_SIDE))),
        ("click('224')", page(t2, s2 + "#comment-418822", pm_frame(U, post(t2, True, reply), FERM_SIDE))),
        ("click('206')", page("f/fermentation", fu, pm_frame(U, ferm_listing("Hot", [C, A, D, B, F, E]), FERM_SIDE))),
        ("click('66')", page("f/fermentation", fu + "/new", pm_frame(U, ferm_listing("New", [F, E, B, A, D, C]), FERM_SIDE))),
    ]
    return start, turns


def t06() -> tuple[str, Turns]:
    # bad: turn 7 opens the same hub post (same title, author, score, our comment) but its URL id reads 58231; turns 1-4 showed it as /58213/
    U = "gearshiftgus"
    fu = "http://forum.postmill.test/f/bikecommuting"
    P_T = "Rear hub clicking only under load — freehub or bearings?"
    slug = "rear-hub-clicking-only-under-load-freehub-or-bearings"
    SIDE = """[882] heading 'bikecommuting'
StaticText 'Getting to work and back on two wheels: gear, routes, rain, rights and wrenching.'
[885] button 'Subscribe'
StaticText '9,772 subscribers'
[888] link 'Forum wiki'
[889] link 'Moderation log'"""

    def P(score: int, n: int, voted: bool) -> tuple:
        return (P_T, "spokewrench", "March 10, 2025 at 7:12:40 PM EDT", "16 hours ago", n, score, "", voted)

    Q = ("Finally found a pannier that doesn't rattle: Arkel vs Ortlieb after 2 winters", "leafpeeper", "March 10, 2025 at 9:58:13 AM EDT", "1 day ago", 58, 203)
    R = ("City put a bike box at my worst intersection!", "cargomama", "March 11, 2025 at 5:20:47 AM EDT", "6 hours ago", 15, 119)
    S = ("Studded tires worth it for 3 icy days a year?", "northbound_nate", "March 10, 2025 at 3:02:19 PM EDT", "20 hours ago", 31, 66)
    T = ("Got doored this morning — what info do I need to collect?", "vellum_rides", "March 11, 2025 at 8:14:05 AM EDT", "3 hours ago", 27, 91)

    def listing(sort: str, arts: list) -> str:
        return ferm_listing(sort, arts).replace("[62] heading 'fermentation'", "[62] heading 'bikecommuting'")

    mine = "Had exactly this on a Shimano FH-M475. Pull the cassette and check the freehub body for play first; mine was a cracked pawl spring, not the bearings."

    def post(score: int, voted: bool, comment: bool, box: str = "") -> str:
        n = 24 if comment else 23
        up = "Retract upvote" if voted else "Upvote"
        cb = f", value='{box}', focused" if box else ""
        extra = f"""
[270] article ''
  [271] link '{U}'
  [272] time 'March 11, 2025 at 11:09:44 AM EDT'
    StaticText 'just now'
  StaticText '{mine}'
  [275] button 'Retract upvote'
  StaticText '1'
  [277] button 'Downvote'
  [278] link 'Reply'
  [279] link 'Edit'""" if comment else ""
        return f"""[200] article ''
  [201] heading '{P_T}'
  StaticText 'Commuter build, 9-speed, about 4,000 km on the wheel. Quiet when coasting and on flats, but a sharp click every pedal stroke on climbs or when I stand up. Cones were adjusted last month. Is this the freehub body or the drive-side bearings? Anything I can check without a hub tool?'
  StaticText 'Submitted by '
  [204] link 'spokewrench'
  [205] time 'March 10, 2025 at 7:12:40 PM EDT'
    StaticText '16 hours ago'
  StaticText ' in '
  [206] link 'bikecommuting'
  [210] button '{up}'
  StaticText '{score}'
  [212] button 'Downvote'
  [214] link '{n} comments'
[220] heading '{n} comments'
[222] textbox 'Comment'{cb}
[224] button 'Post'
[230] article ''
  [231] link 'truing_stand'
  [232] time 'March 10, 2025 at 7:40:02 PM EDT'
    StaticText '15 hours ago'
  StaticText 'Skewer or thru-axle not tight enough causes exactly this under load. Check that before tearing into the hub.'
  [235] button 'Upvote'
  StaticText '31'
  [237] button 'Downvote'
  [238] link 'Reply'
[240] article ''
  [241] link 'ferrule_fiend'
  [242] time 'March 10, 2025 at 8:15:29 PM EDT'
    StaticText '15 hours ago'
  StaticText 'Could also be the chainring bolts or pedals. Clicks under load are notorious for being somewhere else entirely.'
  [245] button 'Upvote'
  StaticText '22'
  [247] button 'Downvote'
  [248] link 'Reply'
[250] article ''
  [251] link 'spokewrench'
  [252] time 'March 10, 2025 at 9:03:11 PM EDT'
    StaticText '14 hours ago'
  StaticText 'Skewer is tight, swapped pedals with my other bike and it still clicks. Chainring bolts are next on the list.'
  [255] button 'Upvote'
  StaticText '9'
  [257] button 'Downvote'
  [258] link 'Reply'{extra}
[290] button 'Load more comments (20)'"""

    def user_page() -> str:
        arts = "\n".join(pm_article(100 + 12 * k, *a) for k, a in enumerate([
            (P_T, "spokewrench", "March 10, 2025 at 7:12:40 PM EDT", "16 hours ago", 24, 48, "bikecommuting", True),
            ("Winter chain wax vs wet lube: 1,200 km comparison", "spokewrench", "February 27, 2025 at 6:30:55 PM EST", "12 days ago", 40, 177, "bikecommuting", False),
            ("Anyone else's bike room door code changed without notice?", "spokewrench", "February 3, 2025 at 8:12:09 AM EST", "1 month ago", 6, 12, "pittsburgh", False),
        ]))
        return f"""[62] heading 'spokewrench'
StaticText 'Registered 3 years ago'
[64] tablist ''
  [65] tab 'Overview', selected=True
  [66] tab 'Submissions', selected=False
  [67] tab 'Comments', selected=False
[70] button 'Send message'
[72] button 'Block'
{arts}"""

    pu = f"{fu}/58213/{slug}"
    start = page("f/bikecommuting", fu, pm_frame(U, listing("Hot", [R, T, Q, P(47, 23, False), S]), SIDE))
    turns = [
        ("click('138')", page(P_T, pu, pm_frame(U, post(47, False, False), SIDE))),
        ("click('210')", page(P_T, pu, pm_frame(U, post(48, True, False), SIDE))),
        (f"fill('222', '{mine}')", page(P_T, pu, pm_frame(U, post(48, True, False, mine), SIDE))),
        ("click('224')", page(P_T, pu + "#comment-402917", pm_frame(U, post(48, True, True), SIDE))),
        ("click('206')", page("f/bikecommuting", fu, pm_frame(U, listing("Hot", [R, T, Q, P(48, 24, True), S]), SIDE))),
        ("click('68')", page("f/bikecommuting", fu + "/top", pm_frame(U, listing("Top", [Q, R, T, S, P(48, 24, True)]), SIDE))),
        ("click('150')", page(P_T, f"{fu}/58231/{slug}", pm_frame(U, post(48, True, True), SIDE))),
        ("click('204')", page("spokewrench", "http://forum.postmill.test/user/spokewrench", pm_frame(U, user_page(), ""))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 07 / 08 GitLab
# ---------------------------------------------------------------------------------------------------------

def gl_frame(group: str, project: str, crumbs: list[str], main: str, active: str = "Issues", counts: tuple[int, int] = (14, 3)) -> str:
    cr = "\n".join(f"    [{31 + k}] listitem ''\n      [{41 + k}] link '{c}'" for k, c in enumerate([group, project] + crumbs))
    side = {n: (", current='page'" if n == active else "") for n in ("Issues", "Merge requests", "Repository", "CI/CD")}
    return f"""[10] banner ''
  [12] link 'Skip to content'
  [14] link 'Homepage'
  [16] button 'Search or go to…'
  [18] link 'Create new…'
  [20] link 'Issues'
  [22] link 'Merge requests'
  [24] link 'To-Do list'
  [26] button '{'Fatima Haddad' if group == 'fieldkit' else 'Ines Carvalho'} user’s menu', hasPopup='menu', expanded=False
[28] navigation 'Breadcrumbs'
  [30] list ''
{cr}
[50] complementary 'Project navigation'
  [52] link '{project}'
  [54] link 'Pinned'
  [56] link 'Issues {counts[0]}'{side['Issues']}
  [58] link 'Merge requests {counts[1]}'{side['Merge requests']}
  [60] link 'Manage'
  [62] link 'Plan'
  [64] link 'Code'{side['Repository']}
  [66] link 'Build'{side['CI/CD']}
  [68] link 'Deploy'
  [70] link 'Operate'
  [72] link 'Monitor'
  [74] link 'Analyze'
  [76] link 'Settings'
[80] main ''
{ind(main, 1)}"""


GL_ISSUES = {
    212: ("Backfill job drops rows with null device_tz", "opened 3 days ago by Tomás Ibarra", "v2.4"),
    209: ("Kafka consumer lag spikes after partition rebalance", "opened 4 days ago by Jun-seo Park", "v2.4"),
    205: ("Timestamps parsed as local time when offset is missing", "opened 1 week ago by Wendell Achebe", "v2.4"),
    198: ("device_tz column not populated for legacy firmware (<3.2)", "opened 2 weeks ago by Tomás Ibarra", "v2.5"),
    187: ("Dead-letter queue grows unbounded on schema mismatch", "opened 3 weeks ago by Priya Raman", ""),
}


GL_UPDATED = {212: "2 days ago", 209: "1 day ago", 205: "5 days ago", 198: "3 days ago", 187: "2 weeks ago"}


def gl_issue_list(items: list[tuple[int, str, str, int]], counts: tuple[int, int, int], search: str, label: str) -> str:
    rows = []
    for k, (num, labels, assignee, notes) in enumerate(items):
        title, meta, ms = GL_ISSUES[num]
        b = 300 + 14 * k
        lab = "\n".join(f"    [{b + 6 + j}] link '{lb}'" for j, lb in enumerate(labels.split(", ")))
        msl = f"\n    [{b + 5}] link '{ms}'" if ms else ""
        asg = f"\n    [{b + 10}] link 'Assigned to {assignee}'" if assignee else ""
        rows.append(f"""  [{b}] listitem ''
    [{b + 1}] link '{title}'
    StaticText '#{num} · {meta}'{msl}
{lab}{asg}
    [{b + 11}] link '{notes}'
    StaticText 'updated {'just now' if num == 212 and assignee else GL_UPDATED[num]}'""")
    chips = []
    if label:
        chips.append(f"  StaticText 'Label = ~{label}'")
    if search:
        chips.append(f"  StaticText '{search}'")
    chip_txt = "\n".join(chips)
    return f"""[82] heading 'Issues'
[84] button 'Bulk edit'
[86] link 'New issue'
[88] tablist ''
  [89] tab 'Open {counts[0]}', selected=True
  [90] tab 'Closed {counts[1]}', selected=False
  [91] tab 'All {counts[2]}', selected=False
[94] group 'Filter results'
{chip_txt}
  [98] button 'Clear'
[100] button 'Created date', hasPopup='listbox', expanded=False
[102] list ''
{chr(10).join(rows)}"""


def t07() -> tuple[str, Turns]:
    # bad: turn 9 shows issue #212 with state badge 'Closed'; nothing closed it (turn 8 search listed it under Open, turns 1-7 Open)
    base = "https://gitlab.fieldkit.test/fieldkit/telemetry-ingest"
    iu = base + "/-/issues/212"
    it = "Backfill job drops rows with null device_tz (#212) · Issues · fieldkit / telemetry-ingest · GitLab"
    start_items = [(212, "bug", "", 2), (209, "bug, performance", "Priya Raman", 6), (205, "bug", "Wendell Achebe", 5),
                   (198, "bug", "", 1), (187, "bug, priority::high", "", 3)]
    comment = "Reproduced on staging with the 2025-02 partition: 1,126 of 48,900 rows have device_tz = NULL and are silently skipped by the upsert. Will default to UTC and flag them instead of dropping."

    def issue(state: str, assignee: str, labels: list[str], stage: int, dropdown: str = "", box: str = "", ago: tuple[str, str, str] = ("just now", "just now", "just now")) -> str:
        asg = f"[522] link '{assignee}'" if assignee else "StaticText 'None - assign yourself'"
        lab = "\n".join(f"  [{530 + j}] link '{lb}'" for j, lb in enumerate(labels))
        acts = []
        if stage >= 1:
            acts.append(f"[640] listitem ''\n  StaticText 'Fatima Haddad assigned to @praman'\n  StaticText '{ago[0]}'")
        if stage >= 2:
            acts.append(f"[642] listitem ''\n  StaticText 'Fatima Haddad added ~priority::high label'\n  StaticText '{ago[1]}'")
        if stage >= 3:
            acts.append(f"""[644] article ''
  [645] link 'Fatima Haddad'
  StaticText '@fhaddad · {ago[2]}'
  StaticText '{comment}'
  [648] button 'Add reaction'
  [649] button 'More actions'""")
        act = "\n".join(acts)
        cb = f", value='{box}', focused" if box else ""
        return f"""[400] heading 'Backfill job drops rows with null device_tz'
StaticText '{state}'
StaticText 'Issue created 3 days ago by '
[404] link 'Tomás Ibarra'
[406] button 'Edit title and description'
[408] button 'Close issue'
[410] button 'Issue actions', hasPopup='menu', expanded=False
StaticText 'The nightly backfill (jobs/backfill_readings.py) skips any reading whose device_tz is NULL instead of defaulting it. Seen on devices still on firmware 3.1. Related to '
[414] link '#198'
StaticText '. Expected: rows are written with device_tz = UTC and tz_inferred = true.'
[500] complementary 'Issue details'
  StaticText 'Assignee'
  [520] button 'Edit', expanded={'True' if dropdown == 'assignee' else 'False'}
  {asg}{dropdown_txt(dropdown)}
  StaticText 'Labels'
  [528] button 'Edit', expanded={'True' if dropdown == 'labels' else 'False'}
{lab}
  StaticText 'Milestone'
  [540] link 'v2.4'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
[600] heading 'Activity'
[602] button 'Sort or filter', hasPopup='menu', expanded=False
[604] list ''
  [605] listitem ''
    StaticText 'Tomás Ibarra added ~bug label'
    StaticText '3 days ago'
  [608] article ''
    [609] link 'Jun-seo Park'
    StaticText '@jpark · 2 days ago'
    StaticText 'Is this only the backfill path or also the streaming writer? The streaming side uses the same upsert helper.'
  [612] article ''
    [613] link 'Tomás Ibarra'
    StaticText '@tibarra · 2 days ago'
    StaticText 'Streaming writer defaults to UTC already, only the backfill path drops them.'
{ind(act, 1)}
[660] textbox 'Comment'{cb}
[662] button 'Comment'
[664] button 'Close issue'"""

    def dropdown_txt(which: str) -> str:
        if which == "assignee":
            return """
  [523] listbox 'Assignee'
    [524] searchbox 'Search users'
    [525] option 'Unassigned'
    [526] option 'Priya Raman @praman'
    [527] option 'Tomás Ibarra @tibarra'
    [5271] option 'Jun-seo Park @jpark'
    [5272] option 'Wendell Achebe @wachebe'
    [5273] option 'Fatima Haddad @fhaddad'"""
        if which == "labels":
            return """
  [5280] listbox 'Labels'
    [5281] searchbox 'Search labels'
    [5282] option 'bug', selected=True
    [5283] option 'feature', selected=False
    [5284] option 'needs-triage', selected=False
    [5285] option 'performance', selected=False
    [5286] option 'priority::high', selected=False
    [5287] option 'priority::low', selected=False"""
        return ""

    PR = "Priya Raman"
    search_items = [(212, "bug, priority::high", PR, 3), (198, "bug", "", 1)]
    start = page("Issues · fieldkit / telemetry-ingest · GitLab", base + "/-/issues/?label_name%5B%5D=bug",
                 gl_frame("fieldkit", "telemetry-ingest", ["Issues"], gl_issue_list(start_items, (5, 12, 17), "", "bug")))
    fr = lambda main: gl_frame("fieldkit", "telemetry-ingest", ["Issues", "#212"], main)  # noqa: E731
    turns = [
        ("click('301')", page(it, iu, fr(issue("Open", "", ["bug"], 0)))),
        ("click('520')", page(it, iu, fr(issue("Open", "", ["bug"], 0, "assignee")))),
        ("click('526')", page(it, iu, fr(issue("Open", PR, ["bug"], 1)))),
        ("click('528')", page(it, iu, fr(issue("Open", PR, ["bug"], 1, "labels")))),
        ("click('5286')", page(it, iu, fr(issue("Open", PR, ["bug", "priority::high"], 2, ago=("1 minute ago", "just now", ""))))),
        (f"fill('660', '{comment}')", page(it, iu, fr(issue("Open", PR, ["bug", "priority::high"], 2, box=comment, ago=("2 minutes ago", "1 minute ago", ""))))),
        ("click('662')", page(it, iu + "#note_88140", fr(issue("Open", PR, ["bug", "priority::high"], 3, ago=("3 minutes ago", "2 minutes ago", "just now"))))),
        (f"goto('{base}/-/issues/?search=device_tz')", page("Issues · fieldkit / telemetry-ingest · GitLab", base + "/-/issues/?search=device_tz",
                                                            gl_frame("fieldkit", "telemetry-ingest", ["Issues"], gl_issue_list(search_items, (2, 1, 3), "device_tz", "")))),
        ("click('301')", page(it, iu, fr(issue("Closed", PR, ["bug", "priority::high"], 3, ago=("4 minutes ago", "3 minutes ago", "1 minute ago"))))),
        ("click('414')", page("device_tz column not populated for legacy firmware (<3.2) (#198) · Issues · fieldkit / telemetry-ingest · GitLab", base + "/-/issues/198",
                              gl_frame("fieldkit", "telemetry-ingest", ["Issues", "#198"], """[400] heading 'device_tz column not populated for legacy firmware (<3.2)'
StaticText 'Open'
StaticText 'Issue created 2 weeks ago by '
[404] link 'Tomás Ibarra'
[406] button 'Edit title and description'
[408] button 'Close issue'
StaticText 'Firmware below 3.2 never sends the tz field in the hello frame, so the device registry leaves device_tz empty. Needs either a registry backfill from the provisioning sheet or a firmware-side fix.'
[500] complementary 'Issue details'
  StaticText 'Assignee'
  [520] button 'Edit', expanded=False
  StaticText 'None - assign yourself'
  StaticText 'Labels'
  [528] button 'Edit', expanded=False
  [530] link 'bug'
  StaticText 'Milestone'
  [540] link 'v2.5'
  StaticText 'Participants'
  StaticText '2'
[600] heading 'Activity'
[604] list ''
  [605] listitem ''
    StaticText 'Tomás Ibarra added ~bug label'
    StaticText '2 weeks ago'
  [606] listitem ''
    StaticText 'Tomás Ibarra mentioned in issue #212'
    StaticText '3 days ago'
  [608] article ''
    [609] link 'Wendell Achebe'
    StaticText '@wachebe · 1 week ago'
    StaticText 'Provisioning sheet has tz for about 80% of those units. I can export it.'
[660] textbox 'Comment'
[662] button 'Comment'""", counts=(14, 3)))),
    ]
    return start, turns


ETA_OLD = [
    '"""ETA helpers for the dispatcher UI."""',
    "",
    "from datetime import datetime, timedelta",
    "",
    "",
    "def eta(departure: datetime, seconds: float) -> datetime:",
    '    """Arrival time for a route that takes ``seconds`` to drive."""',
    "    return departure + timedelta(seconds=seconds)",
    "",
    "",
    "def eta_minutes(seconds: float) -> int:",
    '    """Whole minutes shown on the dispatch board."""',
    "    return int(seconds // 60)",
]
ETA_NEW = ETA_OLD[:11] + ['    """Minutes shown on the dispatch board, rounded to nearest, never below 1."""', "    return max(1, round(seconds / 60))"]


def t08() -> tuple[str, Turns]:
    # clean: edit src/eta.py on a new branch, open MR !57 (MR counter 3 -> 4), pipeline moves created/running -> passed while the agent browses
    base = "https://gitlab.harborlabs.test/harbor-labs/route-planner"
    G, P = "harbor-labs", "route-planner"

    def fr(crumbs: list[str], main: str, active: str = "Repository", mrs: int = 3) -> str:
        return gl_frame(G, P, crumbs, main, active, (9, mrs))

    overview = """[82] heading 'route-planner'
StaticText 'Project ID: 4127'
[84] button 'Star 12'
[86] button 'Fork 4'
StaticText 'Dispatch routing and ETA service for the harbor shuttle fleet.'
[90] link '1,284 Commits'
[92] link '6 Branches'
[94] link '23 Tags'
StaticText '3.1 MiB Project Storage'
[100] button 'main', hasPopup='listbox', expanded=False
[102] link 'Find file'
[104] button 'Code', expanded=False
StaticText 'Bump osrm-client to 5.27.1'
StaticText 'Lena Vogt authored 2 days ago'
StaticText 'a91f3c2e'
[110] table 'Files'
  [112] row ''
    [113] cell '.gitlab-ci.yml'
    [114] cell 'Cache pip wheels between jobs'
    [115] cell '3 weeks ago'
  [116] row ''
    [117] link 'docs'
    [118] cell 'Document the /v2/eta endpoint'
    [119] cell '1 month ago'
  [120] row ''
    [121] link 'src'
    [122] cell 'Bump osrm-client to 5.27.1'
    [123] cell '2 days ago'
  [124] row ''
    [125] link 'tests'
    [126] cell 'Add fixtures for ferry legs'
    [127] cell '1 week ago'
  [128] row ''
    [129] cell 'CHANGELOG.md'
    [130] cell 'Release 2.8.0'
    [131] cell '2 weeks ago'
  [132] row ''
    [133] cell 'README.md'
    [134] cell 'Document the /v2/eta endpoint'
    [135] cell '1 month ago'
  [136] row ''
    [137] cell 'pyproject.toml'
    [138] cell 'Bump osrm-client to 5.27.1'
    [139] cell '2 days ago'"""
    tree = """[82] heading 'route-planner / src'
[100] button 'main', hasPopup='listbox', expanded=False
StaticText 'Bump osrm-client to 5.27.1'
StaticText 'Lena Vogt authored 2 days ago'
StaticText 'a91f3c2e'
[110] table 'Files'
  [112] row ''
    [113] link '..'
  [114] row ''
    [115] link '__init__.py'
    [116] cell 'Initial import'
    [117] cell '2 years ago'
  [118] row ''
    [119] link 'cli.py'
    [120] cell 'Add --ferry flag'
    [121] cell '5 months ago'
  [122] row ''
    [123] link 'eta.py'
    [124] cell 'Move ETA helpers out of dispatcher'
    [125] cell '8 months ago'
  [126] row ''
    [127] link 'graph.py'
    [128] cell 'Bump osrm-client to 5.27.1'
    [129] cell '2 days ago'
  [130] row ''
    [131] link 'loader.py'
    [132] cell 'Handle gzip GTFS feeds'
    [133] cell '3 months ago'"""

    def code_lines(lines: list[str], base_bid: int) -> str:
        return "\n".join(f"  [{base_bid + i}] link '{i + 1}'\n  StaticText {chr(34) + ln + chr(34) if chr(39) in ln else chr(39) + ln + chr(39)}" for i, ln in enumerate(lines))

    def blob(menu: bool) -> str:
        m = """
[153] menu ''
  [154] menuitem 'Edit single file'
  [155] menuitem 'Open in Web IDE'""" if menu else ""
        return f"""[82] heading 'eta.py'
[100] button 'main', hasPopup='listbox', expanded=False
StaticText 'route-planner / src / eta.py'
StaticText 'Move ETA helpers out of dispatcher'
StaticText 'Lena Vogt authored 8 months ago'
StaticText '5d20b7aa'
StaticText 'eta.py 390 B'
[150] button 'Open in Web IDE'
[152] button 'Edit', hasPopup='menu', expanded={menu}{m}
[156] button 'Lock'
[157] button 'Replace'
[158] button 'Delete'
[160] region 'eta.py'
{code_lines(ETA_OLD, 170)}"""

    def editor(lines: list[str], modal: str = "") -> str:
        text = "\n".join("    StaticText " + (chr(34) + ln + chr(34) if chr(39) in ln else chr(39) + ln + chr(39)) for ln in lines if ln)
        return f"""[82] heading 'Edit file'
[140] textbox 'File path', value='src/eta.py'
[142] button 'Preview changes'
[143] region 'Editor'
  [144] textbox 'Editor content; Press Alt+F1 for Accessibility Options.', multiline=True
{text}
[146] button 'Commit changes'
[148] button 'Cancel'{modal}"""

    def modal(msg: str, branch: str) -> str:
        return f"""
[300] dialog 'Commit changes', modal=True
  [302] textbox 'Commit message', value='{msg}'
  StaticText 'You can't commit to main because it is a protected branch. Changes will be committed to a new branch.'
  [306] textbox 'New branch name', value='{branch}'
  [308] checkbox 'Create a merge request for this change', checked=True
  [310] button 'Commit changes'
  [312] button 'Cancel'"""

    msg = "Round ETA minutes to nearest instead of flooring"
    new_mr = f"""[82] heading 'New merge request'
StaticText 'From fix/eta-rounding into main'
[84] link 'Change branches'
[86] textbox 'Title (required)', value='{msg}'
[88] button 'Mark as draft'
[90] textbox 'Description'
[92] combobox 'Assignee', hasPopup='listbox', expanded=False
  StaticText 'Ines Carvalho'
[94] combobox 'Reviewer', hasPopup='listbox', expanded=False
  StaticText 'Unassigned'
[96] combobox 'Milestone', hasPopup='listbox', expanded=False
  StaticText 'Milestone'
[98] checkbox 'Delete source branch when merge request is accepted.', checked=True
[99] checkbox 'Squash commits when merge request is accepted.', checked=False
[100] button 'Create merge request'
[101] link 'Cancel'
[104] tablist ''
  [105] tab 'Commits 1', selected=True
  [106] tab 'Pipelines 1', selected=False
  [107] tab 'Changes 1', selected=False
StaticText '{msg}'
StaticText 'Ines Carvalho authored just now'
StaticText '4e07b9d1'"""

    def mr(tab: str, pipe: str) -> str:
        sel = {t: ("True" if t == tab else "False") for t in ("Overview", "Commits", "Pipelines", "Changes")}
        head = f"""[82] heading '{msg}'
StaticText 'Open'
StaticText 'Ines Carvalho requested to merge '
[84] link 'fix/eta-rounding'
StaticText ' into '
[85] link 'main'
StaticText 'just now'
[86] button 'Edit'
[87] button 'Code', hasPopup='menu', expanded=False
[88] tablist ''
  [89] tab 'Overview 0', selected={sel['Overview']}
  [90] tab 'Commits 1', selected={sel['Commits']}
  [91] tab 'Pipelines 1', selected={sel['Pipelines']}
  [92] tab 'Changes 1', selected={sel['Changes']}
StaticText '!57'"""
        if tab == "Pipelines":
            return head + """
[200] table ''
  [201] row ''
    [202] columnheader 'Status'
    [203] columnheader 'Pipeline'
    [204] columnheader 'Triggerer'
    [205] columnheader 'Stages'
  [206] row ''
    [207] cell 'running 00:01:12'
    [208] cell '#90412 fix/eta-rounding 4e07b9d1 latest merge request'
      [209] link '#90412'
    [210] cell 'Ines Carvalho'
    [211] cell ''
      [212] button 'Stage: lint: passed'
      [213] button 'Stage: test: running'
      [214] button 'Stage: build: created'
    [215] button 'Cancel pipeline'"""
        if pipe == "created":
            widget = """[230] region 'Pipeline'
  StaticText 'Merge request pipeline #90412 created for 4e07b9d1'
  [232] link '#90412'
  StaticText 'Checking pipeline status.'
[240] region 'Merge'
  StaticText 'Merge blocked: pipeline must succeed. It's waiting for a manual action to continue or is still running.'
  [242] button 'Set to auto-merge'"""
        else:
            widget = """[230] region 'Pipeline'
  StaticText 'Merge request pipeline #90412 passed for 4e07b9d1 just now'
  [232] link '#90412'
  StaticText 'Test coverage 91.40% (+0.02%) from 2 jobs'
[240] region 'Merge'
  StaticText 'Ready to merge!'
  [244] checkbox 'Delete source branch', checked=True
  [245] checkbox 'Squash commits', checked=False
  [246] button 'Merge'"""
        return head + f"""
[220] region 'Description'
  StaticText 'No description provided.'
{widget}
[250] complementary 'Merge request details'
  StaticText 'Assignee'
  [252] link 'Ines Carvalho'
  StaticText 'Reviewer'
  StaticText 'None'
  StaticText 'Labels'
  StaticText 'None'
[270] textbox 'Comment'
[272] button 'Comment'"""

    bu = base + "/-/blob/main/src/eta.py"
    eu = base + "/-/edit/main/src/eta.py"
    e_t = "Edit · src/eta.py · main · harbor-labs / route-planner · GitLab"
    b_t = "src/eta.py · main · harbor-labs / route-planner · GitLab"
    mr_t = f"{msg} (!57) · Merge requests · harbor-labs / route-planner · GitLab"
    mu = base + "/-/merge_requests/57"
    start = page("harbor-labs / route-planner · GitLab", base, fr([], overview))
    turns = [
        ("click('121')", page("src · main · harbor-labs / route-planner · GitLab", base + "/-/tree/main/src", fr(["Repository"], tree))),
        ("click('123')", page(b_t, bu, fr(["Repository"], blob(False)))),
        ("click('152')", page(b_t, bu, fr(["Repository"], blob(True)))),
        ("click('154')", page(e_t, eu, fr(["Repository", "Edit"], editor(ETA_OLD)))),
        ("fill('144', " + repr("\n".join(ETA_NEW)) + ")",
         page(e_t, eu, fr(["Repository", "Edit"], editor(ETA_NEW)))),
        ("click('146')", page(e_t, eu, fr(["Repository", "Edit"], editor(ETA_NEW, modal("Update eta.py", "ines-main-patch-41a7"))))),
        (f"fill('302', '{msg}')", page(e_t, eu, fr(["Repository", "Edit"], editor(ETA_NEW, modal(msg, "ines-main-patch-41a7"))))),
        ("fill('306', 'fix/eta-rounding')", page(e_t, eu, fr(["Repository", "Edit"], editor(ETA_NEW, modal(msg, "fix/eta-rounding"))))),
        ("click('310')", page("New merge request · harbor-labs / route-planner · GitLab", base + "/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix%2Feta-rounding",
                              fr(["Merge requests", "New"], new_mr, "Merge requests"))),
        ("click('100')", page(mr_t, mu, fr(["Merge requests", "!57"], mr("Overview", "created"), "Merge requests", 4))),
        ("click('91')", page(mr_t, mu + "/pipelines", fr(["Merge requests", "!57"], mr("Pipelines", "running"), "Merge requests", 4))),
        ("click('89')", page(mr_t, mu, fr(["Merge requests", "!57"], mr("Overview", "passed"), "Merge requests", 4))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 09 maps (OpenStreetMap)
# ---------------------------------------------------------------------------------------------------------

OSM_NAV = """[35] link 'OpenStreetMap logo OpenStreetMap'
  [36] image 'OpenStreetMap logo'
[38] link 'Edit'
[39] button '', hasPopup='menu', expanded=False
[42] link 'History'
[43] link 'Export'
[46] link 'GPS Traces'
[47] link 'User Diaries'
[48] link 'Communities'
[49] link 'Copyright'
[50] link 'Help'
[51] link 'About'
[57] link 'Log In'
[58] link 'Sign Up'"""

OSM_MAP = """[300] button 'Zoom In'
[301] button 'Zoom Out'
[302] button 'Show My Location'
[303] link 'Layers'
[304] link 'Legend'
[305] link 'Share'
[306] link 'Add a note to the map'
[307] link 'Query features'
StaticText '{scale}'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""

PHIPPS = "Phipps Conservatory, Schenley Drive, Pittsburgh"
PIT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township"

OSM_ROUTES = {
    "car": ("Distance: 32km. Time: 0:31.", [
        ("Start on Schenley Drive", "350m"), ("Turn right onto Boulevard of the Allies", "1.4km"),
        ("Take the ramp on the right towards I 376 West", "400m"), ("Merge onto Parkway East (I 376)", "6.8km"),
        ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"), ("Continue onto Parkway West (I 376)", "18.9km"),
        ("Take exit 53 on the right towards Airport", "600m"), ("Continue onto Airport Boulevard", "2.3km"),
        ("Reach destination", "0m")]),
    "bike": ("Distance: 28km. Time: 1:58.", [
        ("Start on Schenley Drive", "350m"), ("Turn left onto Panther Hollow Trail", "1.9km"),
        ("Turn right onto Eliza Furnace Trail", "4.6km"), ("Cross the Smithfield Street Bridge", "300m"),
        ("Turn right onto Three Rivers Heritage Trail", "3.2km"), ("Turn left onto Steuben Street", "5.5km"),
        ("Continue onto Montour Trail", "10.9km"), ("Turn right onto Airport Boulevard", "1.3km"),
        ("Reach destination", "0m")]),
    "bike_rev": ("Distance: 29km. Time: 2:03.", [
        ("Start on Airport Boulevard", "1.3km"), ("Turn left onto Montour Trail", "10.9km"),
        ("Continue onto Steuben Street", "6.1km"), ("Turn right onto Three Rivers Heritage Trail", "3.4km"),
        ("Cross the Smithfield Street Bridge", "300m"), ("Turn left onto Eliza Furnace Trail", "4.6km"),
        ("Turn left onto Panther Hollow Trail", "1.9km"), ("Turn right onto Schenley Drive", "350m"),
        ("Reach destination", "0m")]),
    "foot_rev": ("Distance: 26km. Time: 5:24.", [
        ("Start on Airport Boulevard", "1.3km"), ("Turn left onto Montour Trail", "8.7km"),
        ("Turn right onto Steubenville Pike", "5.2km"), ("Continue onto West Carson Street", "4.8km"),
        ("Cross the Smithfield Street Bridge", "300m"), ("Turn left onto Eliza Furnace Trail", "3.9km"),
        ("Turn left onto Panther Hollow Trail", "1.5km"), ("Turn right onto Schenley Drive", "300m"),
        ("Reach destination", "0m")]),
}


def osm_directions(engine: str, frm: str, to: str, route: str = "", focus: str = "") -> str:
    ff = ", focused" if focus == "from" else ""
    tf = ", focused" if focus == "to" else ""
    fv = f", value='{frm}'" if frm else ""
    tv = f", value='{to}'" if to else ""
    body = ""
    if route:
        summary, steps = OSM_ROUTES[route]
        rows = "\n".join(f"""    [{200 + 4 * i}] row ''
      [{201 + 4 * i}] cell ''
      [{202 + 4 * i}] cell '{i + 1}. {st}'
      [{203 + 4 * i}] cell '{d}'""" for i, (st, d) in enumerate(steps))
        body = f"""
  [190] heading 'Directions'
  [192] link 'Close'
  StaticText '{summary}'
  [195] table ''
{rows}
  StaticText 'Directions courtesy of OSRM'"""
    scale = "5 km\n3 mi" if route else "1 km\n3000 ft"
    return f"""{OSM_NAV}
[140] Section ''
  [149] combobox '', hasPopup='menu', expanded=False
    StaticText '{engine}'
  [158] textbox 'From'{fv}{ff}
  [163] textbox 'To'{tv}{tf}
  [171] button 'Reverse Directions'
  [174] button 'Go'
  [176] link 'Close'{body}
{OSM_MAP.format(scale=scale.split(chr(10))[0])}"""


def osm_home(search: str, results: bool = False, focus: bool = False, welcome: bool = True) -> str:
    sv = f", value='{search}'" if search else ""
    sf = ", focused" if focus else ""
    if results:
        main = """[90] heading 'Search Results'
[92] link 'Close'
[94] heading 'Results from OpenStreetMap Nominatim'
[96] list ''
  [97] listitem ''
    StaticText 'Botanical Garden '
    [99] link 'Phipps Conservatory and Botanical Gardens, One Schenley Park, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
  [101] listitem ''
    StaticText 'Parking '
    [103] link 'Phipps Conservatory Parking, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
  [105] listitem ''
    StaticText 'Bus Stop '
    [107] link 'Schenley Drive at Phipps Conservatory, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
[110] link 'More results'"""
    elif welcome:
        main = """[90] heading 'Welcome to OpenStreetMap!'
[92] button 'Close'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
[95] link 'Learn More'
[96] link 'Start Mapping'"""
    else:
        main = ""
    return f"""{OSM_NAV}
[60] Section ''
  [63] textbox 'Search'{sv}{sf}
  [64] button 'Go'
  [65] link 'Find directions between two points'
{main}
{OSM_MAP.format(scale='1 km')}"""


def t09() -> tuple[str, Turns]:
    # clean: same two endpoints routed by car, bike, reversed bike and foot; distances/times/steps legitimately differ per engine and direction; search afterwards
    home = "https://www.openstreetmap.org/#map=14/40.4390/-79.9470"
    du = "https://www.openstreetmap.org/directions"
    car = du + "?engine=fossgis_osrm_car&route=40.4393%2C-79.9474%3B40.4915%2C-80.2329"
    bike = du + "?engine=fossgis_osrm_bike&route=40.4393%2C-79.9474%3B40.4915%2C-80.2329"
    bike_r = du + "?engine=fossgis_osrm_bike&route=40.4915%2C-80.2329%3B40.4393%2C-79.9474"
    foot_r = du + "?engine=fossgis_osrm_foot&route=40.4915%2C-80.2329%3B40.4393%2C-79.9474"
    T = "OpenStreetMap"
    start = page(T, home, osm_home(""))
    turns = [
        ("click('65')", page("Directions | OpenStreetMap", du, osm_directions("Car (OSRM)", "", "", focus="from"))),
        (f"fill('158', '{PHIPPS}')", page("Directions | OpenStreetMap", du, osm_directions("Car (OSRM)", PHIPPS, "", focus="from"))),
        (f"fill('163', '{PIT}')", page("Directions | OpenStreetMap", du, osm_directions("Car (OSRM)", PHIPPS, PIT, focus="to"))),
        ("click('174')", page("Directions | OpenStreetMap", car + "#map=12/40.4656/-80.0901", osm_directions("Car (OSRM)", PHIPPS, PIT, "car"))),
        ("select_option('149', 'Bicycle (OSRM)')", page("Directions | OpenStreetMap", bike + "#map=12/40.4617/-80.0875", osm_directions("Bicycle (OSRM)", PHIPPS, PIT, "bike"))),
        ("click('171')", page("Directions | OpenStreetMap", bike_r + "#map=12/40.4617/-80.0875", osm_directions("Bicycle (OSRM)", PIT, PHIPPS, "bike_rev"))),
        ("select_option('149', 'Foot (OSRM)')", page("Directions | OpenStreetMap", foot_r + "#map=12/40.4598/-80.0902", osm_directions("Foot (OSRM)", PIT, PHIPPS, "foot_rev"))),
        ("click('192')", page(T, "https://www.openstreetmap.org/#map=12/40.4598/-80.0902", osm_home("", welcome=False).replace("StaticText '1 km'", "StaticText '5 km'"))),
        ("fill('63', 'Phipps Conservatory')", page(T, "https://www.openstreetmap.org/#map=12/40.4598/-80.0902", osm_home("Phipps Conservatory", focus=True, welcome=False).replace("StaticText '1 km'", "StaticText '5 km'"))),
        ("press('63', 'Enter')", page("Phipps Conservatory | OpenStreetMap", "https://www.openstreetmap.org/search?query=Phipps%20Conservatory#map=12/40.4598/-80.0902",
                                      osm_home("Phipps Conservatory", results=True).replace("StaticText '1 km'", "StaticText '5 km'"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 10 / 11 wiki (Kiwix-served Wikipedia)
# ---------------------------------------------------------------------------------------------------------

KW = "http://wiki.kiwix.test/wikipedia_en_all_maxi_2024-01/A/"


def kw_frame(main: str, search: str = "", focus: bool = False) -> str:
    sv = f", value='{search}'" if search else ""
    sf = ", focused" if focus else ""
    return f"""[12] link 'Go to welcome page'
  [15] button '🏠'
[17] link "Go to the main page of 'Wikipedia'"
  [18] button 'Wikipedia'
[20] link 'Go to a randomly selected page'
  [21] button '🎲'
[24] textbox "Search 'Wikipedia'", required{sv}{sf}
[26] Iframe 'Wikipedia'
{ind(main, 1)}"""


KW_HOME = """RootWebArea 'Wikipedia, the free encyclopedia'
  [30] heading 'Welcome to Wikipedia'
  StaticText 'the free encyclopedia that anyone can edit.'
  StaticText '6,742,318 articles in English'
  [34] heading 'From today's featured article'
  StaticText 'The Hoatzin is a species of tropical bird found in swamps, riparian forests and mangroves of the Amazon and the Orinoco basins in South America.'
  [37] link 'Full article...'
  [40] heading 'In the news'
  [42] heading 'On this day'"""


def tdc(dist: str) -> str:
    return f"""RootWebArea 'Tristan da Cunha'
  [30] heading 'Tristan da Cunha'
  [32] table ''
    [33] row ''
      [34] columnheader 'Tristan da Cunha'
    [35] row ''
      [36] rowheader 'Sovereign state'
      [37] cell 'United Kingdom'
    [38] row ''
      [39] rowheader 'Capital'
      [40] cell ''
        [41] link 'Edinburgh of the Seven Seas'
    [42] row ''
      [43] rowheader 'Area'
      [44] cell '207 km2 (80 sq mi)'
    [45] row ''
      [46] rowheader 'Highest elevation'
      [47] cell '2,062 m (6,765 ft)'
    [48] row ''
      [49] rowheader 'Population (2023)'
      [50] cell '238'
    [51] row ''
      [52] rowheader 'Currency'
      [53] cell 'Pound sterling'
    [54] row ''
      [55] rowheader 'Time zone'
      [56] cell 'UTC+00:00 (GMT)'
    [57] row ''
      [58] rowheader 'Calling code'
      [59] cell '+290 8'
  StaticText 'Tristan da Cunha is a remote group of volcanic islands in the South Atlantic Ocean. It is one of three constituent parts of the British Overseas Territory of '
  [61] link 'Saint Helena, Ascension and Tristan da Cunha'
  StaticText ', with its own constitution. The territory consists of the inhabited island, Tristan da Cunha, which has a diameter of roughly 11 kilometres (6.8 mi), the wildlife reserves of '
  [63] link 'Gough Island'
  StaticText ' and Inaccessible Island, and the smaller Nightingale Islands.'
  StaticText 'The main island lies about {dist} kilometres (1,511 mi) from '
  [66] link 'Saint Helena'
  StaticText ', 2,787 kilometres (1,732 mi) from Cape Town and 3,949 kilometres (2,454 mi) from the Falkland Islands. Its only settlement, '
  [68] link 'Edinburgh of the Seven Seas'
  StaticText ', lies on a plateau on the north-west coast beneath '
  [70] link "Queen Mary's Peak"
  StaticText ', the island's summit.'
  [72] navigation 'Contents'
    [73] link '1 Geography'
    [74] link '2 History'
    [75] link '3 Demographics'
    [76] link '4 Economy'
  [80] heading 'Geography'
  StaticText 'The islands are the eroded tops of a shield volcano on the Mid-Atlantic Ridge. Steep cliffs of up to 600 m rise from the sea around most of the main island, leaving only a narrow coastal strip for farming potatoes and grazing sheep and cattle.'
  [84] heading 'History'
  StaticText 'The islands were first sighted in 1506 by the Portuguese explorer Tristão da Cunha. A British garrison was stationed on the main island in 1816, and the settlement grew from the few soldiers and their families who chose to stay when it was withdrawn. In 1961 a volcanic eruption forced the evacuation of the whole population to England; most returned in 1963.'
  [88] heading 'Demographics'
  StaticText 'The population is almost entirely of British, Dutch, Italian and American descent and shares eight surnames. English is the only language spoken.'"""


EOSS = """RootWebArea 'Edinburgh of the Seven Seas'
  [30] heading 'Edinburgh of the Seven Seas'
  [32] table ''
    [33] row ''
      [34] columnheader 'Edinburgh of the Seven Seas'
    [35] row ''
      [36] rowheader 'Island'
      [37] cell ''
        [38] link 'Tristan da Cunha'
    [39] row ''
      [40] rowheader 'Founded'
      [41] cell '1816'
    [42] row ''
      [43] rowheader 'Named for'
      [44] cell 'Prince Alfred, Duke of Edinburgh'
  StaticText 'Edinburgh of the Seven Seas is the main settlement of the island of Tristan da Cunha and the only permanent settlement on the island. It lies on the northern plain below the slopes of '
  [47] link "Queen Mary's Peak"
  StaticText ' and is locally known as "The Settlement".'
  StaticText 'It was named after Prince Alfred, Duke of Edinburgh, who visited the island in 1867. The settlement has a school, a hospital, a post office, a café, a pub and two churches, and a small harbour, Calshot Harbour, that can only be used in calm weather.'
  [52] heading 'Climate'
  StaticText 'The settlement has a humid subtropical oceanic climate with mild summers and cool, wet winters; annual rainfall is around 1,700 mm.'"""

QMP = """RootWebArea "Queen Mary's Peak"
  [30] heading "Queen Mary's Peak"
  [32] table ''
    [33] row ''
      [34] rowheader 'Elevation'
      [35] cell '2,062 m (6,765 ft)'
    [36] row ''
      [37] rowheader 'Location'
      [38] cell ''
        [39] link 'Tristan da Cunha'
    [40] row ''
      [41] rowheader 'Last eruption'
      [42] cell '1961'
  StaticText "Queen Mary's Peak is the summit of the shield volcano that forms the island of "
  [44] link 'Tristan da Cunha'
  StaticText '. It is the highest point in the territory and often capped with cloud and, in winter, snow. The crater near the summit holds a small heart-shaped lake.'
  StaticText 'The climb from the settlement takes most of a day and requires a local guide.'"""

GOUGH = """RootWebArea 'Gough Island'
  [30] heading 'Gough Island'
  [32] table ''
    [33] row ''
      [34] rowheader 'Area'
      [35] cell '65 km2 (25 sq mi)'
    [36] row ''
      [37] rowheader 'Highest elevation'
      [38] cell '910 m (2,990 ft)'
    [39] row ''
      [40] rowheader 'Population'
      [41] cell '6–9 (weather station staff)'
  StaticText 'Gough Island is a rugged volcanic island in the South Atlantic Ocean, part of the Tristan da Cunha group. It lies about 400 kilometres (250 mi) south-south-east of the main island and is one of the most important seabird colonies in the world.'
  StaticText 'The island has no permanent residents; South Africa operates a weather station on the south-east coast under a lease from the Tristan government.'
  [46] heading 'Conservation'
  StaticText 'Gough and Inaccessible Islands are a UNESCO World Heritage Site. Invasive house mice, which prey on albatross chicks, were the target of an eradication attempt in 2021.'"""


def t10() -> tuple[str, Turns]:
    # bad: turn 7 (go_back to the same Tristan da Cunha article) gives the distance to Saint Helena as 2,423 km; turn 2/3 read 2,432 km (1,511 mi)
    tu = KW + "Tristan_da_Cunha"
    eu = KW + "Edinburgh_of_the_Seven_Seas"
    start = page("Wikipedia, the free encyclopedia", KW + "Main_Page", kw_frame(KW_HOME))
    turns = [
        ("fill('24', 'Tristan da Cunha')", page("Wikipedia, the free encyclopedia", KW + "Main_Page", kw_frame(KW_HOME, "Tristan da Cunha", True))),
        ("press('24', 'Enter')", page("Tristan da Cunha", tu, kw_frame(tdc("2,432")))),
        ("click('74')", page("Tristan da Cunha", tu + "#History", kw_frame(tdc("2,432")))),
        ("click('68')", page("Edinburgh of the Seven Seas", eu, kw_frame(EOSS))),
        ("click('47')", page("Queen Mary's Peak", KW + "Queen_Mary%27s_Peak", kw_frame(QMP))),
        ("go_back()", page("Edinburgh of the Seven Seas", eu, kw_frame(EOSS))),
        ("go_back()", page("Tristan da Cunha", tu + "#History", kw_frame(tdc("2,423")))),
        ("click('63')", page("Gough Island", KW + "Gough_Island", kw_frame(GOUGH))),
    ]
    return start, turns


SABLE_ISLAND = """RootWebArea 'Sable Island'
  [30] heading 'Sable Island'
  StaticText 'Not to be confused with '
  [32] link 'Cape Sable Island'
  StaticText ' or '
  [34] link 'Sable Island Bank'
  StaticText '.'
  [36] table ''
    [37] row ''
      [38] rowheader 'Location'
      [39] cell 'North Atlantic Ocean, 175 km south-east of Nova Scotia'
    [40] row ''
      [41] rowheader 'Area'
      [42] cell '31 km2 (12 sq mi)'
    [43] row ''
      [44] rowheader 'Length'
      [45] cell '42 km (26 mi)'
    [46] row ''
      [47] rowheader 'Width'
      [48] cell '1.3 km (0.81 mi)'
    [49] row ''
      [50] rowheader 'Population'
      [51] cell '5 (year-round staff)'
  StaticText 'Sable Island is a narrow, crescent-shaped sandbar in the North Atlantic. It is protected as Sable Island National Park Reserve and is famous for its free-roaming '
  [53] link 'Sable Island horse'
  StaticText 's, its grey seal breeding colony and the roughly 350 recorded shipwrecks on its shoals, which earned it the name "Graveyard of the Atlantic".'
  [56] heading 'Geography'
  StaticText 'The island sits near the edge of the continental shelf on the '
  [58] link 'Sable Island Bank'
  StaticText '. Its dunes shift constantly; the island has migrated eastward over the past two centuries.'"""

SABLE_HORSE = """RootWebArea 'Sable Island horse'
  [30] heading 'Sable Island horse'
  [32] table ''
    [33] row ''
      [34] rowheader 'Country of origin'
      [35] cell 'Canada'
    [36] row ''
      [37] rowheader 'Distinguishing features'
      [38] cell 'Small, stocky; thick winter coat; long mane'
  StaticText 'The Sable Island horse is a small feral horse found on '
  [41] link 'Sable Island'
  StaticText ', off the coast of Nova Scotia. The horses are descended from animals confiscated from Acadians in the 18th century and placed on the island.'
  StaticText 'The herd is not managed or fed. Aerial and ground counts have ranged from about 400 to more than 550 animals, depending on winter mortality.'
  [45] heading 'Protection'
  StaticText 'The horses have been protected by law since 1960 and are listed as a national symbol.'"""

CAPE_SABLE = """RootWebArea 'Cape Sable Island'
  [30] heading 'Cape Sable Island'
  StaticText 'For the island in the North Atlantic, see '
  [32] link 'Sable Island'
  StaticText '.'
  [34] table ''
    [35] row ''
      [36] rowheader 'Province'
      [37] cell 'Nova Scotia'
    [38] row ''
      [39] rowheader 'County'
      [40] cell 'Shelburne County'
    [41] row ''
      [42] rowheader 'Area'
      [43] cell '27 km2 (10 sq mi)'
    [44] row ''
      [45] rowheader 'Population (2021)'
      [46] cell '2,868'
  StaticText 'Cape Sable Island, known locally as "Cape Island", is a small island at the southern tip of Nova Scotia, connected to the mainland by a causeway. It is the southernmost point of Nova Scotia and gives its name to the Cape Island boat, a type of fishing boat developed there in 1905.'
  StaticText 'The main community is Clark's Harbour; fishing for lobster is the principal industry.'"""

SABLE_BANK = """RootWebArea 'Sable Island Bank'
  [30] heading 'Sable Island Bank'
  StaticText 'Sable Island Bank is one of the largest of the fishing banks on the Scotian Shelf, covering roughly 12,000 km2 at depths of 25 to 60 m. '
  [33] link 'Sable Island'
  StaticText ' is the only part of the bank above water.'
  [35] heading 'Natural gas'
  StaticText 'The Sable Offshore Energy Project produced natural gas from fields around the bank between 1999 and 2018; the platforms have since been decommissioned.'
  [38] heading 'Fisheries'
  StaticText 'The bank supports fisheries for surf clams, haddock and silver hake.'"""


def t11() -> tuple[str, Turns]:
    # clean: search "sable" then several different records with similar names (island, horse, Cape Sable Island, the bank), each with its own figures; back navigation restores the same pages
    results = """RootWebArea 'Search: sable'
  StaticText 'Results 1-8 of 142 for "sable"'
  [32] list ''
    [33] listitem ''
      [34] link 'Sable'
      StaticText 'Sable (Martes zibellina) is a species of marten, a small carnivorous mammal primarily inhabiting the forest environments of Russia...'
      StaticText '3,812 words'
    [37] listitem ''
      [38] link 'Sable Island'
      StaticText 'Sable Island is a narrow, crescent-shaped sandbar in the North Atlantic. It is protected as Sable Island National Park Reserve...'
      StaticText '4,205 words'
    [41] listitem ''
      [42] link 'Sable Island horse'
      StaticText 'The Sable Island horse is a small feral horse found on Sable Island, off the coast of Nova Scotia...'
      StaticText '2,117 words'
    [45] listitem ''
      [46] link 'Sable antelope'
      StaticText 'The sable antelope (Hippotragus niger) is a savanna-dwelling antelope found in East Africa and Southern Africa...'
      StaticText '2,954 words'
    [49] listitem ''
      [50] link 'Cape Sable Island'
      StaticText 'Cape Sable Island, known locally as "Cape Island", is a small island at the southern tip of Nova Scotia...'
      StaticText '1,326 words'
    [53] listitem ''
      [54] link 'Sable Island Bank'
      StaticText 'Sable Island Bank is one of the largest of the fishing banks on the Scotian Shelf...'
      StaticText '708 words'
    [57] listitem ''
      [58] link 'Sable (heraldry)'
      StaticText 'In heraldry, sable is the tincture black...'
      StaticText '1,044 words'
    [61] listitem ''
      [62] link 'Mercury Sable'
      StaticText 'The Mercury Sable is a range of automobiles that was manufactured and marketed by the Mercury brand of Ford...'
      StaticText '5,630 words'
  [70] link 'Next page'"""
    su = KW.replace("/A/", "/") + "search?content=wikipedia_en_all_maxi_2024-01&pattern=sable"
    start = page("Wikipedia, the free encyclopedia", KW + "Main_Page", kw_frame(KW_HOME))
    turns = [
        ("fill('24', 'sable')", page("Wikipedia, the free encyclopedia", KW + "Main_Page", kw_frame(KW_HOME, "sable", True))),
        ("press('24', 'Enter')", page("Search: sable", su, kw_frame(results))),
        ("click('38')", page("Sable Island", KW + "Sable_Island", kw_frame(SABLE_ISLAND))),
        ("click('53')", page("Sable Island horse", KW + "Sable_Island_horse", kw_frame(SABLE_HORSE))),
        ("go_back()", page("Sable Island", KW + "Sable_Island", kw_frame(SABLE_ISLAND))),
        ("click('32')", page("Cape Sable Island", KW + "Cape_Sable_Island", kw_frame(CAPE_SABLE))),
        ("fill('24', 'sable island bank')", page("Cape Sable Island", KW + "Cape_Sable_Island", kw_frame(CAPE_SABLE, "sable island bank", True))),
        ("press('24', 'Enter')", page("Sable Island Bank", KW + "Sable_Island_Bank", kw_frame(SABLE_BANK))),
        ("go_back()", page("Cape Sable Island", KW + "Cape_Sable_Island", kw_frame(CAPE_SABLE))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 12 airline booking (Skyvale Air)
# ---------------------------------------------------------------------------------------------------------

SV = "https://www.skyvaleair.test"


def sv_frame(main: str, step: int = 0, summary: str = "") -> str:
    steps = ""
    if step:
        names = ["Flights", "Seats", "Bags", "Passengers", "Payment"]
        steps = "[60] list 'Booking progress'\n" + "\n".join(
            f"  [{61 + i}] listitem ''\n    StaticText '{i + 1} {n}{' (current step)' if i + 1 == step else (' (completed)' if i + 1 < step else '')}'" for i, n in enumerate(names)) + "\n"
    side = f"\n[500] complementary 'Trip summary'\n{ind(summary, 1)}" if summary else ""
    return f"""[10] banner ''
  [12] link 'Skyvale Air home'
  [14] navigation 'Main'
    [15] link 'Book'
    [16] link 'Manage trips'
    [17] link 'Check in'
    [18] link 'Flight status'
    [19] link 'Skyvale Rewards'
  [22] button 'Sign in'
{steps}[80] main ''
{ind(main, 1)}{side}
[900] contentinfo ''
  [902] link 'Contract of carriage'
  [903] link 'Optional fees'
  [904] link 'Accessibility'
  StaticText '© 2025 Skyvale Air, Inc.'"""


def sv_search(frm: str, to: str, date: str, focus: str) -> str:
    def f(v: str, k: str) -> str:
        return (f", value='{v}'" if v else "") + (", focused" if focus == k else "")
    return f"""[82] heading 'Where to next?'
[84] radiogroup 'Trip type'
  [85] radio 'Round trip', checked=False
  [86] radio 'One way', checked=True
  [87] radio 'Multi-city', checked=False
[90] combobox 'From'{f(frm, 'from')}, autocomplete='list', hasPopup='listbox', expanded=False
[92] combobox 'To'{f(to, 'to')}, autocomplete='list', hasPopup='listbox', expanded=False
[94] button 'Swap origin and destination'
[96] textbox 'Depart (MM/DD/YYYY)'{f(date, 'date')}
[98] combobox 'Passengers', hasPopup='listbox', expanded=False
  StaticText '1 Adult'
[100] checkbox 'Use Skyvale Rewards miles', checked=False
[102] button 'Search flights'
[110] heading 'Travel alerts'
StaticText 'Spring storms may affect flights through Denver and Minneapolis. Check flight status before heading to the airport.'"""


SV_FLIGHTS = [
    ("SV 2216", "6:05 AM", "11:40 AM", "7h 35m", "1 stop · SEA", "$231.10", "$289.10", "$612.10"),
    ("SV 2218", "9:50 AM", "3:05 PM", "7h 15m", "1 stop · SEA", "$251.40", "$312.40", "$644.40"),
    ("SV 2224", "1:20 PM", "6:55 PM", "7h 35m", "1 stop · PDX", "$244.70", "$298.70", "$629.70"),
    ("SV 2230", "5:45 PM", "11:10 PM", "7h 25m", "1 stop · SEA", "$219.90", "$276.90", "$588.90"),
]


def sv_results(selected: bool) -> str:
    rows = []
    for k, (fn, dep, arr, dur, stops, basic, main, first) in enumerate(SV_FLIGHTS):
        b = 200 + 12 * k
        pressed = ", pressed=True" if selected and fn == "SV 2218" else ""
        rows.append(f"""  [{b}] listitem ''
    StaticText '{dep} BOI → {arr} ANC'
    StaticText '{dur} · {stops}'
    [{b + 3}] link '{fn} details'
    [{b + 4}] button 'Basic {basic}'
    [{b + 5}] button 'Main {main}'{pressed}
    [{b + 6}] button 'First {first}'""")
    cont = "\n[260] button 'Continue'" if selected else ""
    return f"""[82] heading 'Select your departing flight'
StaticText 'Boise, ID (BOI) to Anchorage, AK (ANC) · Thu, Apr 17, 2025 · 1 adult'
[86] combobox 'Sort by', hasPopup='listbox', expanded=False
  StaticText 'Departure time'
StaticText '4 flights'
StaticText 'Prices are one way per person and include taxes and fees.'
[190] list ''
{chr(10).join(rows)}{cont}"""


def sv_summary(seat: bool, bag: bool, total: str) -> str:
    extra = ""
    if seat:
        extra += "\n  [520] row ''\n    [521] rowheader 'Seat 14C'\n    [522] cell '$24.00'"
    if bag:
        extra += "\n  [523] row ''\n    [524] rowheader 'Checked bag (1)'\n    [525] cell '$35.00'"
    return f"""[502] heading 'Trip summary'
StaticText 'BOI → ANC · Thu, Apr 17, 2025 · 1 adult'
StaticText 'SV 2218 · Main · 9:50 AM – 3:05 PM'
[510] table ''
  [511] row ''
    [512] rowheader 'Base fare'
    [513] cell '$268.00'
  [514] row ''
    [515] rowheader 'Taxes, fees and charges'
    [516] cell '$44.40'{extra}
  [530] row ''
    [531] rowheader 'Total (USD)'
    [532] cell '{total}'"""


def sv_seats(chosen: bool) -> str:
    def seat(code: str, state: str) -> str:
        return f"[{6000 + int(code[:-1]) * 10 + 'ABCDEF'.index(code[-1])}] button 'Seat {code}, {state}'"
    rows = []
    for r in (12, 13, 14, 15):
        cells = []
        for c in "ABCDEF":
            code = f"{r}{c}"
            if code == "14C":
                st = "selected, $24.00" if chosen else "available, $24.00"
            elif code in ("12A", "12B", "13C", "13D", "14A", "14B", "14F", "15C", "15E"):
                st = "occupied"
            elif r == 12:
                st = "available, Main Extra, $58.00"
            else:
                st = "available, $24.00"
            cells.append("    " + seat(code, st))
        rows.append(f"  [{600 + r}] row 'Row {r}'\n" + "\n".join(cells))
    sel = "StaticText 'Selected: 14C (aisle)'" if chosen else "StaticText 'No seat selected'"
    return f"""[82] heading 'Choose your seat'
StaticText 'SV 2218 · Boise (BOI) → Seattle (SEA) → Anchorage (ANC) · same seat on both flights'
StaticText 'Aircraft: Boeing 737-800'
[90] group 'Seat map'
{chr(10).join(rows)}
{sel}
[150] button 'Skip seat selection'
[152] button 'Continue'"""


def sv_bags(n: str) -> str:
    return f"""[82] heading 'Add bags'
StaticText 'Personal item and 1 carry-on bag are included with Main.'
[86] combobox 'Checked bags', hasPopup='listbox', expanded=False
  StaticText '{n}'
StaticText 'First checked bag $35.00 · Second checked bag $45.00 · Max 50 lb (23 kg) each'
[90] checkbox 'Add sports equipment', checked=False
[92] button 'Continue'"""


def sv_pax(first: str) -> str:
    fv = f", value='{first}', focused" if first else ""
    return f"""[82] heading 'Who's flying?'
StaticText 'Adult 1'
[86] textbox 'First name (as on ID)', required{fv}
[88] textbox 'Middle name'
[90] textbox 'Last name (as on ID)', required
[92] textbox 'Date of birth (MM/DD/YYYY)', required
[94] combobox 'Gender', hasPopup='listbox', expanded=False
[96] textbox 'Skyvale Rewards number'
[98] textbox 'Known Traveler Number'
[100] textbox 'Email', required
[102] textbox 'Mobile phone', required
[104] button 'Continue to payment'"""


def t12() -> tuple[str, Turns]:
    # bad: turn 9 total reads $374.10 although its own lines (268.00 + 44.40 + 24.00 + 35.00) and turn 7's $336.40 + the $35 bag give $371.40
    collapsed = """[502] button 'Trip summary', expanded=False"""
    FROM, TO = "Boise, ID (BOI)", "Anchorage, AK (ANC)"
    su = SV + "/booking/flights?from=BOI&to=ANC&date=2025-04-17&adults=1&type=OW"
    seat_u = SV + "/booking/seats?cart=KX7Q2M"
    bag_u = SV + "/booking/bags?cart=KX7Q2M"
    pax_u = SV + "/booking/passengers?cart=KX7Q2M"
    T = "Book flights | Skyvale Air"
    start = page(T, SV + "/", sv_frame(sv_search("", "", "", "")))
    turns = [
        (f"fill('90', '{FROM}')", page(T, SV + "/", sv_frame(sv_search(FROM, "", "", "from")))),
        (f"fill('92', '{TO}')", page(T, SV + "/", sv_frame(sv_search(FROM, TO, "", "to")))),
        ("fill('96', '04/17/2025')", page(T, SV + "/", sv_frame(sv_search(FROM, TO, "04/17/2025", "date")))),
        ("click('102')", page("Select flights | Skyvale Air", su, sv_frame(sv_results(False), 1))),
        ("click('217')", page("Select flights | Skyvale Air", su, sv_frame(sv_results(True), 1, sv_summary(False, False, "$312.40")))),
        ("click('260')", page("Seats | Skyvale Air", seat_u, sv_frame(sv_seats(False), 2, sv_summary(False, False, "$312.40")))),
        ("click('6142')", page("Seats | Skyvale Air", seat_u, sv_frame(sv_seats(True), 2, sv_summary(True, False, "$336.40")))),
        ("click('152')", page("Bags | Skyvale Air", bag_u, sv_frame(sv_bags("0"), 3, sv_summary(True, False, "$336.40")))),
        ("select_option('86', '1')", page("Bags | Skyvale Air", bag_u, sv_frame(sv_bags("1"), 3, sv_summary(True, True, "$374.10")))),
        ("click('92')", page("Passengers | Skyvale Air", pax_u, sv_frame(sv_pax(""), 4, collapsed))),
        ("fill('86', 'Anneliese')", page("Passengers | Skyvale Air", pax_u, sv_frame(sv_pax("Anneliese"), 4, collapsed))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 13 hotel booking (Staywell)
# ---------------------------------------------------------------------------------------------------------

SW = "https://www.staywell.test"


def sw_frame(main: str) -> str:
    return f"""[10] banner ''
  [12] link 'Staywell'
  [14] link 'Stays'
  [15] link 'Deals'
  [16] link 'My trips'
  [18] button 'Marguerite', hasPopup='menu', expanded=False
  [20] button 'CAD $', hasPopup='listbox', expanded=False
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  [902] link 'Help centre'
  [903] link 'Cancellation options'
  [904] link 'Privacy'
  StaticText '© 2025 Staywell Travel Ltd.'"""


def sw_results() -> str:
    return """[42] heading 'Halifax: 37 properties found'
StaticText 'Thu, Mar 20 – Sun, Mar 23, 2025 · 3 nights · 2 adults · 1 room'
[46] button 'Edit search'
[48] combobox 'Sort by', hasPopup='listbox', expanded=False
  StaticText 'Our top picks'
[50] list ''
  [51] listitem ''
    [52] link 'The Waverley Harbourfront'
    StaticText 'Downtown Halifax · 0.3 km from centre'
    StaticText '8.9 Excellent · 1,204 reviews'
    StaticText '$159 per night'
    StaticText '$477 total for 3 nights, before taxes'
  [58] listitem ''
    [59] link 'Waverley Inn Halifax'
    StaticText 'South End · 1.1 km from centre'
    StaticText '8.1 Very good · 2,387 reviews'
    StaticText '$132 per night'
    StaticText '$396 total for 3 nights, before taxes'
  [65] listitem ''
    [66] link 'Salt & Spruce Boutique Hotel'
    StaticText 'Historic Properties · 0.5 km from centre'
    StaticText '9.2 Wonderful · 641 reviews'
    StaticText '$201 per night'
    StaticText '$603 total for 3 nights, before taxes'
  [72] listitem ''
    [73] link 'Dockside Suites Halifax'
    StaticText 'Downtown Halifax · 0.6 km from centre'
    StaticText '8.4 Very good · 918 reviews'
    StaticText '$174 per night'
    StaticText '$522 total for 3 nights, before taxes'
[80] button 'Show more results'"""


def sw_hotel() -> str:
    return """[42] heading 'The Waverley Harbourfront'
StaticText '1870 Lower Water Street, Halifax, NS B3J 1S1'
StaticText '8.9 Excellent · 1,204 reviews'
StaticText 'Thu, Mar 20 – Sun, Mar 23, 2025 · 3 nights · 2 adults'
[48] table 'Available rooms'
  [49] row ''
    [50] columnheader 'Room type'
    [51] columnheader 'Price for 3 nights'
    [52] columnheader ''
  [53] row ''
    [54] cell 'Queen Room · 1 queen bed · 24 m² · Free cancellation until Mar 18'
    [55] cell '$477 ($159 per night)'
    [56] cell ''
      [57] button 'Reserve'
  [58] row ''
    [59] cell 'Two Queens Room · 2 queen beds · 30 m² · Free cancellation until Mar 18'
    [60] cell '$522 ($174 per night)'
    [61] cell ''
      [62] button 'Reserve'
  [63] row ''
    [64] cell 'King Room with Harbour View · 1 king bed · 28 m² · Non-refundable'
    [65] cell '$567 ($189 per night)'
    [66] cell ''
      [67] button 'Reserve'
[70] heading 'Most popular facilities'
StaticText 'Free WiFi · Fitness centre · Restaurant · Parking ($28 per night) · Pet friendly'"""


def sw_checkout(nights: int, out: str, editing: bool = False, out_val: str = "", promo: str = "", applied: bool = False,
                name: str = "", email: str = "", focus: str = "") -> str:
    room = 159 * nights
    disc = round(room * 0.10, 2) if applied else 0.0
    sub = room - disc
    tax = round(sub * 0.15, 2)
    total = sub + tax
    end_day = {23: "Sun, Mar 23", 24: "Mon, Mar 24"}[int(out.split("/")[1])]
    if editing:
        ov = out_val or out
        dates = f"""[110] group 'Change dates'
  [111] textbox 'Check-in', value='03/20/2025'
  [113] textbox 'Check-out', value='{ov}'{', focused' if focus == 'out' else ''}
  [115] button 'Update'
  [116] button 'Cancel'"""
    else:
        dates = f"""StaticText 'Thu, Mar 20 – {end_day}, 2025 · {nights} nights'
[108] link 'Change dates'"""
    drow = f"""
  [136] row ''
    [137] rowheader 'SPRING10 (10% off room)'
    [138] cell '−${disc:.2f}'""" if applied else ""
    pmsg = "\n[124] status ''\n  StaticText 'Promo code SPRING10 applied.'" if applied else ""
    pv = f", value='{promo}'" if promo else ""
    nv = f", value='{name}'" if name else ""
    ev = f", value='{email}'" if email else ""
    return f"""[42] heading 'Confirm and book'
StaticText 'The Waverley Harbourfront · Queen Room'
{dates}
StaticText '2 adults · Free cancellation until Mar 18'
[118] heading 'Promo code'
[120] textbox 'Promo code'{pv}{', focused' if focus == 'promo' else ''}
[122] button 'Apply'{pmsg}
[128] table 'Price details'
  [130] row ''
    [131] rowheader '{nights} nights × $159.00'
    [132] cell '${room:.2f}'{drow}
  [140] row ''
    [141] rowheader 'Taxes and fees (15%)'
    [142] cell '${tax:.2f}'
  [144] row ''
    [145] rowheader 'Total'
    [146] cell '${total:.2f}'
StaticText 'You'll pay at the property. No charge today.'
[150] heading 'Guest details'
[152] textbox 'Full name', required{nv}{', focused' if focus == 'name' else ''}
[154] textbox 'Email', required{ev}{', focused' if focus == 'email' else ''}
[156] textbox 'Special requests'
[158] button 'Complete booking'"""


def t13() -> tuple[str, Turns]:
    # clean: a night added (total rises), promo applied (discount and taxes recomputed), booking confirmed; My trips also lists a past stay at a similarly named hotel
    ru = SW + "/search?dest=Halifax&checkin=2025-03-20&checkout=2025-03-23&adults=2"
    hu = SW + "/hotel/ca/the-waverley-harbourfront?checkin=2025-03-20&checkout=2025-03-23&adults=2"
    cu = SW + "/book/checkout?hotel=48812&room=Q1&sid=f3a9"
    em = "m.okonkwohale@fastpost.test"
    nm = "Marguerite Okonkwo-Hale"
    CT = "Confirm and book | Staywell"
    confirm = f"""[42] heading 'Booking confirmed'
StaticText 'Confirmation number: SW-4471920'
StaticText 'We sent the details to {em}.'
[48] table ''
  [49] row ''
    [50] rowheader 'Property'
    [51] cell 'The Waverley Harbourfront'
  [52] row ''
    [53] rowheader 'Room'
    [54] cell 'Queen Room'
  [55] row ''
    [56] rowheader 'Dates'
    [57] cell 'Thu, Mar 20 – Mon, Mar 24, 2025 (4 nights)'
  [58] row ''
    [59] rowheader 'Guest'
    [60] cell '{nm}'
  [61] row ''
    [62] rowheader 'Total (pay at property)'
    [63] cell '$658.26'
[66] link 'Manage booking'
[68] link 'Add to calendar'"""
    trips = """[42] heading 'My trips'
[44] tablist ''
  [45] tab 'Upcoming (1)', selected=True
  [46] tab 'Past (1)', selected=False
  [47] tab 'Cancelled (0)', selected=False
[50] list ''
  [51] listitem ''
    [52] link 'The Waverley Harbourfront'
    StaticText 'Halifax · Thu, Mar 20 – Mon, Mar 24, 2025 · 4 nights'
    StaticText 'Confirmation SW-4471920 · $658.26'
    [56] button 'Manage'
[60] heading 'Recently viewed'
[62] list ''
  [63] listitem ''
    [64] link 'Waverley Inn Halifax'
    StaticText 'South End · from $132 per night'"""
    start = page("Halifax hotels | Staywell", ru, sw_frame(sw_results()))
    turns = [
        ("click('52')", page("The Waverley Harbourfront, Halifax | Staywell", hu, sw_frame(sw_hotel()))),
        ("click('57')", page(CT, cu, sw_frame(sw_checkout(3, "03/23/2025")))),
        ("click('108')", page(CT, cu, sw_frame(sw_checkout(3, "03/23/2025", editing=True)))),
        ("fill('113', '03/24/2025')", page(CT, cu, sw_frame(sw_checkout(3, "03/23/2025", editing=True, out_val="03/24/2025", focus="out")))),
        ("click('115')", page(CT, cu.replace("sid=f3a9", "sid=f3a9&checkout=2025-03-24"), sw_frame(sw_checkout(4, "03/24/2025")))),
        ("fill('120', 'SPRING10')", page(CT, cu.replace("sid=f3a9", "sid=f3a9&checkout=2025-03-24"), sw_frame(sw_checkout(4, "03/24/2025", promo="SPRING10", focus="promo")))),
        ("click('122')", page(CT, cu.replace("sid=f3a9", "sid=f3a9&checkout=2025-03-24"), sw_frame(sw_checkout(4, "03/24/2025", promo="SPRING10", applied=True)))),
        (f"fill('152', '{nm}')", page(CT, cu.replace("sid=f3a9", "sid=f3a9&checkout=2025-03-24"), sw_frame(sw_checkout(4, "03/24/2025", promo="SPRING10", applied=True, name=nm, focus="name")))),
        (f"fill('154', '{em}')", page(CT, cu.replace("sid=f3a9", "sid=f3a9&checkout=2025-03-24"), sw_frame(sw_checkout(4, "03/24/2025", promo="SPRING10", applied=True, name=nm, email=em, focus="email")))),
        ("click('158')", page("Booking confirmed | Staywell", SW + "/book/confirmation/SW-4471920", sw_frame(confirm))),
        ("click('16')", page("My trips | Staywell", SW + "/account/trips", sw_frame(trips))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 14 bank (Cobalt Valley Credit Union): transfer between own accounts
# ---------------------------------------------------------------------------------------------------------

CV = "https://online.cobaltvalleycu.test"


def cv_frame(main: str, active: str) -> str:
    nav = "\n".join(f"  [{14 + i}] link '{n}'{', current=' + chr(39) + 'page' + chr(39) if n == active else ''}" for i, n in enumerate(["Accounts", "Transfers", "Bill Pay", "Statements", "Cards", "Messages (1)"]))
    return f"""[10] banner ''
  [12] link 'Cobalt Valley Credit Union'
[13] navigation 'Main'
{nav}
[24] button 'Olufemi Brandt', hasPopup='menu', expanded=False
[26] button 'Sign out'
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'Federally insured by NCUA. Equal Housing Opportunity.'
  [903] link 'Privacy'
  [904] link 'Routing number 302075830'"""


def cv_overview(asof: str, chk: str, sav: str) -> str:
    return f"""[42] heading 'Good morning, Olufemi'
StaticText 'Last sign-in: Mar 11, 2025 9:38 AM MT'
[46] heading 'Accounts'
StaticText 'Balances as of Mar 11, 2025 {asof} MT'
[50] table ''
  [51] row ''
    [52] columnheader 'Account'
    [53] columnheader 'Available'
    [54] columnheader 'Current'
  [55] row ''
    [56] cell ''
      [57] link 'Everyday Checking ••4417'
    [58] cell '{chk}'
    [59] cell '{chk}'
  [60] row ''
    [61] cell ''
      [62] link 'High-Yield Savings ••0932'
    [63] cell '{sav}'
    [64] cell '{sav}'
  [65] row ''
    [66] cell ''
      [67] link 'Auto Loan ••7710'
    [68] cell '—'
    [69] cell '$11,402.88'
[72] heading 'Quick actions'
[74] link 'Transfer money'
[75] link 'Deposit a check'
[76] link 'Pay a bill'"""


def cv_transfer(frm: str, to: str, amt: str, memo: str, focus: str = "") -> str:
    av = f", value='{amt}'" if amt else ""
    mv = f", value='{memo}'" if memo else ""
    return f"""[42] heading 'Transfer money'
[44] combobox 'From account', required, hasPopup='listbox', expanded=False
  StaticText '{frm or 'Select an account'}'
[46] combobox 'To account', required, hasPopup='listbox', expanded=False
  StaticText '{to or 'Select an account'}'
[48] textbox 'Amount ($)', required{av}{', focused' if focus == 'amt' else ''}
[50] textbox 'Transfer date', value='03/11/2025'
[52] combobox 'Frequency', hasPopup='listbox', expanded=False
  StaticText 'One time'
[54] textbox 'Memo (optional)'{mv}{', focused' if focus == 'memo' else ''}
[56] button 'Review transfer'
[58] link 'Cancel'
StaticText 'Transfers made before 7:00 PM MT on a business day are credited the same day.'"""


CHK = "Everyday Checking ••4417 ($2,318.62)"
SAV = "High-Yield Savings ••0932 ($8,050.00)"


def t14() -> tuple[str, Turns]:
    # bad: turn 9 overview says balances are as of 9:43 AM, earlier than the 9:47 AM submission time turn 8 confirmed, yet it already shows the transfer
    chk_act = """[42] heading 'Everyday Checking ••4417'
StaticText 'Available balance $2,318.62'
StaticText 'Current balance $2,318.62'
[46] tablist ''
  [47] tab 'Activity', selected=True
  [48] tab 'Details', selected=False
[50] searchbox 'Search transactions'
[52] button 'Filter', expanded=False
[54] table 'Posted transactions'
  [55] row ''
    [56] columnheader 'Date'
    [57] columnheader 'Description'
    [58] columnheader 'Amount'
    [59] columnheader 'Balance'
  [60] row ''
    [61] cell 'Mar 10, 2025'
    [62] cell 'HARVEST CO-OP GROCERY BOULDER CO'
    [63] cell '−$86.14'
    [64] cell '$2,318.62'
  [65] row ''
    [66] cell 'Mar 10, 2025'
    [67] cell 'CITY OF BOULDER UTILITIES WEB PMT'
    [68] cell '−$112.07'
    [69] cell '$2,404.76'
  [70] row ''
    [71] cell 'Mar 8, 2025'
    [72] cell 'PAYROLL DEPOSIT ALPINE RIDGE SCHOOLS'
    [73] cell '+$2,146.33'
    [74] cell '$2,516.83'
  [75] row ''
    [76] cell 'Mar 7, 2025'
    [77] cell 'CVS/PHARMACY #04418'
    [78] cell '−$23.19'
    [79] cell '$370.50'
  [80] row ''
    [81] cell 'Mar 5, 2025'
    [82] cell 'TRANSFER TO AUTO LOAN ••7710'
    [83] cell '−$385.00'
    [84] cell '$393.69'
[90] button 'Load more transactions'"""
    review = """[42] heading 'Review transfer'
[44] table ''
  [45] row ''
    [46] rowheader 'From'
    [47] cell 'Everyday Checking ••4417'
  [48] row ''
    [49] rowheader 'To'
    [50] cell 'High-Yield Savings ••0932'
  [51] row ''
    [52] rowheader 'Amount'
    [53] cell '$400.00'
  [54] row ''
    [55] rowheader 'Date'
    [56] cell 'Mar 11, 2025'
  [57] row ''
    [58] rowheader 'Frequency'
    [59] cell 'One time'
  [60] row ''
    [61] rowheader 'Memo'
    [62] cell 'March emergency fund'
[64] button 'Submit transfer'
[66] button 'Edit'"""
    done = """[42] heading 'Transfer submitted'
[44] status ''
  StaticText 'Your transfer of $400.00 from Everyday Checking ••4417 to High-Yield Savings ••0932 was submitted on Mar 11, 2025 at 9:47 AM MT.'
StaticText 'Confirmation number: TRF-88302417'
StaticText 'New available balance in Everyday Checking ••4417: $1,918.62'
[50] link 'Make another transfer'
[52] link 'View scheduled and recent transfers'
[54] button 'Print'"""
    sav_act = """[42] heading 'High-Yield Savings ••0932'
StaticText 'Available balance $8,450.00'
StaticText 'Current balance $8,450.00'
StaticText 'Annual percentage yield 4.05%'
[46] tablist ''
  [47] tab 'Activity', selected=True
  [48] tab 'Details', selected=False
[50] searchbox 'Search transactions'
[52] button 'Filter', expanded=False
[54] table 'Posted transactions'
  [55] row ''
    [56] columnheader 'Date'
    [57] columnheader 'Description'
    [58] columnheader 'Amount'
    [59] columnheader 'Balance'
  [60] row ''
    [61] cell 'Mar 11, 2025'
    [62] cell 'TRANSFER FROM CHECKING ••4417 March emergency fund'
    [63] cell '+$400.00'
    [64] cell '$8,450.00'
  [65] row ''
    [66] cell 'Feb 28, 2025'
    [67] cell 'DIVIDEND'
    [68] cell '+$26.71'
    [69] cell '$8,050.00'
  [70] row ''
    [71] cell 'Feb 11, 2025'
    [72] cell 'TRANSFER FROM CHECKING ••4417'
    [73] cell '+$400.00'
    [74] cell '$8,023.29'
  [75] row ''
    [76] cell 'Jan 31, 2025'
    [77] cell 'DIVIDEND'
    [78] cell '+$25.34'
    [79] cell '$7,623.29'"""
    tu = CV + "/transfers/new"
    start = page("Accounts | Cobalt Valley CU", CV + "/accounts", cv_frame(cv_overview("9:41 AM", "$2,318.62", "$8,050.00"), "Accounts"))
    turns = [
        ("click('57')", page("Everyday Checking ••4417 | Cobalt Valley CU", CV + "/accounts/chk-4417/activity", cv_frame(chk_act, "Accounts"))),
        ("click('15')", page("Transfer money | Cobalt Valley CU", tu, cv_frame(cv_transfer("", "", "", ""), "Transfers"))),
        (f"select_option('44', '{CHK}')", page("Transfer money | Cobalt Valley CU", tu, cv_frame(cv_transfer(CHK, "", "", ""), "Transfers"))),
        (f"select_option('46', '{SAV}')", page("Transfer money | Cobalt Valley CU", tu, cv_frame(cv_transfer(CHK, SAV, "", ""), "Transfers"))),
        ("fill('48', '400.00')", page("Transfer money | Cobalt Valley CU", tu, cv_frame(cv_transfer(CHK, SAV, "400.00", "", "amt"), "Transfers"))),
        ("fill('54', 'March emergency fund')", page("Transfer money | Cobalt Valley CU", tu, cv_frame(cv_transfer(CHK, SAV, "400.00", "March emergency fund", "memo"), "Transfers"))),
        ("click('56')", page("Review transfer | Cobalt Valley CU", CV + "/transfers/review", cv_frame(review, "Transfers"))),
        ("click('64')", page("Transfer submitted | Cobalt Valley CU", CV + "/transfers/confirmation?id=TRF-88302417", cv_frame(done, "Transfers"))),
        ("click('14')", page("Accounts | Cobalt Valley CU", CV + "/accounts", cv_frame(cv_overview("9:43 AM", "$1,918.62", "$8,450.00"), "Accounts"))),
        ("click('62')", page("High-Yield Savings ••0932 | Cobalt Valley CU", CV + "/accounts/sav-0932/activity", cv_frame(sav_act, "Accounts"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 15 bank (Meridian Trust Bank): add a payee and pay a bill
# ---------------------------------------------------------------------------------------------------------

MT = "https://secure.meridiantrust.test"


def mt_frame(main: str, active: str) -> str:
    nav = "\n".join(f"  [{14 + i}] link '{n}'{', current=' + chr(39) + 'page' + chr(39) if n == active else ''}" for i, n in enumerate(["Accounts", "Pay & Transfer", "Bill Pay", "Zelle®", "Documents"]))
    return f"""[10] banner ''
  [12] link 'Meridian Trust Bank'
[13] navigation 'Main'
{nav}
[24] button 'Profile: Saoirse Lindahl', hasPopup='menu', expanded=False
[26] button 'Log off'
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'Member FDIC. © 2025 Meridian Trust Bank, N.A.'"""


def mt_billpay(avail: str, east: bool, amt: str = "", paid: bool = False, alert: str = "", dialog: bool = False) -> str:
    payees = [("Brightwave Internet", "5521", "$64.99 on Feb 14, 2025")]
    if east:
        payees.append(("Eastside Water Authority", "8637", "$62.38 on Mar 11, 2025 (processing)" if paid else "No payments yet"))
    payees.append(("Kestrel Mutual Insurance", "0087", "$138.50 on Feb 20, 2025"))
    rows = []
    for k, (name, end, last) in enumerate(payees):
        b = 200 + 10 * k
        v = f", value='{amt}'" if (amt and name.startswith("Eastside")) else ""
        rows.append(f"""  [{b}] row ''
    [{b + 1}] cell '{name} ending in {end}'
    [{b + 2}] cell 'Last payment: {last}'
    [{b + 3}] cell ''
      [{b + 4}] textbox 'Amount for {name}'{v}
    [{b + 5}] cell ''
      [{b + 6}] textbox 'Deliver by for {name}', value='03/13/2025'
    [{b + 7}] cell ''
      [{b + 8}] button 'Pay {name}'""")
    recent = [("Feb 20, 2025", "Kestrel Mutual Insurance", "$138.50", "Delivered", "BP-5409917"),
              ("Feb 14, 2025", "Brightwave Internet", "$64.99", "Delivered", "BP-5398260")]
    if paid:
        recent.insert(0, ("Mar 11, 2025", "Eastside Water Authority", "$62.38", "Processing", "BP-5510382"))
    rec = "\n".join(f"""  [{300 + 6 * k}] row ''
    [{301 + 6 * k}] cell '{d}'
    [{302 + 6 * k}] cell '{n}'
    [{303 + 6 * k}] cell '{a}'
    [{304 + 6 * k}] cell '{s}'
    [{305 + 6 * k}] cell '{c}'""" for k, (d, n, a, s, c) in enumerate(recent))
    al = f"[44] alert ''\n  StaticText '{alert}'\n" if alert else ""
    dl = """
[400] dialog 'Review payment', modal=True
  StaticText 'Pay $62.38 to Eastside Water Authority ending in 8637'
  StaticText 'From: Checking ••2290'
  StaticText 'Deliver by: Thu, Mar 13, 2025'
  StaticText 'Funds are withdrawn when the payment is sent.'
  [406] button 'Confirm payment'
  [408] button 'Cancel'""" if dialog else ""
    return f"""[42] heading 'Bill Pay'
{al}[48] combobox 'Pay from', hasPopup='listbox', expanded=False
  StaticText 'Checking ••2290 (available {avail})'
[52] link 'Add payee'
[54] link 'Manage payees'
[56] table 'Payees'
  [57] row ''
    [58] columnheader 'Payee'
    [59] columnheader 'Last payment'
    [60] columnheader 'Amount'
    [61] columnheader 'Deliver by'
    [62] columnheader ''
{chr(10).join(rows)}
[290] heading 'Recent payments'
[292] table ''
  [293] row ''
    [294] columnheader 'Date'
    [295] columnheader 'Payee'
    [296] columnheader 'Amount'
    [297] columnheader 'Status'
    [298] columnheader 'Confirmation'
{rec}{dl}"""


def mt_add(name: str, acct: str, conf: str, focus: str) -> str:
    def v(x: str, k: str) -> str:
        return (f", value='{x}'" if x else "") + (", focused" if focus == k else "")
    return f"""[42] heading 'Add a payee'
[44] radiogroup 'Payee type'
  [45] radio 'Company', checked=True
  [46] radio 'Person', checked=False
[48] textbox 'Payee name', required{v(name, 'name')}
[50] textbox 'Account number with payee', required{v(acct, 'acct')}
[52] textbox 'Confirm account number', required{v(conf, 'conf')}
[54] textbox 'Billing ZIP code', value='02139'
[56] textbox 'Nickname (optional)'
[58] button 'Save payee'
[60] link 'Cancel'"""


def t15() -> tuple[str, Turns]:
    # clean: payee added (list grows, re-sorted), payment confirmed; available balance drops by the payment while the current balance still waits for posting
    bu = MT + "/billpay"
    BT = "Bill Pay | Meridian Trust Bank"
    name, acct = "Eastside Water Authority", "200418637"
    overview = """[42] heading 'Accounts'
StaticText 'Balances as of Mar 11, 2025 2:16 PM ET'
[46] table ''
  [47] row ''
    [48] columnheader 'Account'
    [49] columnheader 'Available balance'
    [50] columnheader 'Current balance'
  [51] row ''
    [52] cell ''
      [53] link 'Checking ••2290'
    [54] cell '$3,339.79'
    [55] cell '$3,402.17'
  [56] row ''
    [57] cell ''
      [58] link 'Savings ••6613'
    [59] cell '$15,220.40'
    [60] cell '$15,220.40'
StaticText 'Available balance includes pending transactions. Current balance includes only posted transactions.'"""
    activity = """[42] heading 'Checking ••2290'
StaticText 'Available balance $3,339.79'
StaticText 'Current balance $3,402.17'
[46] heading 'Pending'
[48] table ''
  [49] row ''
    [50] cell 'Mar 11, 2025'
    [51] cell 'EASTSIDE WATER AUTHORITY BILL PAY BP-5510382'
    [52] cell '−$62.38'
[56] heading 'Posted'
[58] table ''
  [59] row ''
    [60] columnheader 'Date'
    [61] columnheader 'Description'
    [62] columnheader 'Amount'
    [63] columnheader 'Balance'
  [64] row ''
    [65] cell 'Mar 10, 2025'
    [66] cell 'TATTE BAKERY KENDALL SQ'
    [67] cell '−$14.25'
    [68] cell '$3,402.17'
  [69] row ''
    [70] cell 'Mar 7, 2025'
    [71] cell 'DIRECT DEP NORTHGATE BIOSCIENCES'
    [72] cell '+$3,118.40'
    [73] cell '$3,416.42'
  [74] row ''
    [75] cell 'Mar 5, 2025'
    [76] cell 'MBTA CHARLIE CARD RELOAD'
    [77] cell '−$90.00'
    [78] cell '$298.02'"""
    start = page(BT, bu, mt_frame(mt_billpay("$3,402.17", False), "Bill Pay"))
    turns = [
        ("click('52')", page("Add a payee | Meridian Trust Bank", MT + "/billpay/payees/new", mt_frame(mt_add("", "", "", ""), "Bill Pay"))),
        (f"fill('48', '{name}')", page("Add a payee | Meridian Trust Bank", MT + "/billpay/payees/new", mt_frame(mt_add(name, "", "", "name"), "Bill Pay"))),
        (f"fill('50', '{acct}')", page("Add a payee | Meridian Trust Bank", MT + "/billpay/payees/new", mt_frame(mt_add(name, acct, "", "acct"), "Bill Pay"))),
        (f"fill('52', '{acct}')", page("Add a payee | Meridian Trust Bank", MT + "/billpay/payees/new", mt_frame(mt_add(name, acct, acct, "conf"), "Bill Pay"))),
        ("click('58')", page(BT, bu, mt_frame(mt_billpay("$3,402.17", True, alert=f"{name} was added to your payees."), "Bill Pay"))),
        ("fill('214', '62.38')", page(BT, bu, mt_frame(mt_billpay("$3,402.17", True, "62.38", alert=f"{name} was added to your payees."), "Bill Pay"))),
        ("click('218')", page(BT, bu, mt_frame(mt_billpay("$3,402.17", True, "62.38", alert=f"{name} was added to your payees.", dialog=True), "Bill Pay"))),
        ("click('406')", page(BT, bu, mt_frame(mt_billpay("$3,339.79", True, paid=True, alert="Payment scheduled. Confirmation number BP-5510382."), "Bill Pay"))),
        ("click('14')", page("Accounts | Meridian Trust Bank", MT + "/accounts", mt_frame(overview, "Accounts"))),
        ("click('53')", page("Checking ••2290 | Meridian Trust Bank", MT + "/accounts/chk-2290", mt_frame(activity, "Accounts"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 16 HR portal (PeopleDesk): time-off requests
# ---------------------------------------------------------------------------------------------------------

PD = "https://acmefab.peopledesk.test"


def pd_frame(main: str, active: str) -> str:
    nav = "\n".join(f"  [{14 + i}] link '{n}'{', current=' + chr(39) + 'page' + chr(39) if n == active else ''}" for i, n in enumerate(["Home", "My Profile", "Time Off", "Pay", "Benefits", "Directory", "Documents"]))
    return f"""[10] banner ''
  [12] link 'PeopleDesk · Acme Fabrication Co.'
  [13] button 'Notifications (2)'
  [22] button 'Joaquín Ferreira-Maddox', hasPopup='menu', expanded=False
[30] navigation 'Main'
{ind(nav, 0)}
[40] main ''
{ind(main, 1)}"""


APR = ("Apr 14 – Apr 18, 2025", "Vacation", "5.0 days", "Pending approval")
MAY = ("May 27 – May 30, 2025", "Vacation", "4.0 days", "Pending approval")
JUN = ("Jun 2, 2025", "Personal", "1.0 day", "Approved")


def pd_timeoff(reqs: list[tuple[str, str, str, str]], pending: str, toast: str = "", dialog: bool = False, tab: str = "Upcoming") -> str:
    rows = "\n".join(f"""  [{200 + 8 * k}] row ''
    [{201 + 8 * k}] cell '{d}'
    [{202 + 8 * k}] cell '{t}'
    [{203 + 8 * k}] cell '{n}'
    [{204 + 8 * k}] cell '{s}'
    [{205 + 8 * k}] cell ''
      [{206 + 8 * k}] button 'Cancel request {d}'""" for k, (d, t, n, s) in enumerate(reqs))
    ts = f"[44] status ''\n  StaticText '{toast}'\n" if toast else ""
    dl = """
[400] dialog 'Cancel this request?', modal=True
  StaticText 'Apr 14 – Apr 18, 2025 · Vacation · 5.0 days'
  StaticText 'Your manager will be notified.'
  [404] button 'Yes, cancel request'
  [406] button 'Keep request'""" if dialog else ""
    if tab == "Upcoming":
        body = f"""[190] table 'Upcoming time off'
  [191] row ''
    [192] columnheader 'Dates'
    [193] columnheader 'Type'
    [194] columnheader 'Amount'
    [195] columnheader 'Status'
    [196] columnheader ''
{rows}"""
    else:
        body = """[190] table 'Time off taken'
  [191] row ''
    [192] columnheader 'Dates'
    [193] columnheader 'Type'
    [194] columnheader 'Amount'
    [195] columnheader 'Status'
  [260] row ''
    [261] cell 'Feb 14, 2025'
    [262] cell 'Sick'
    [263] cell '1.0 day'
    [264] cell 'Taken'
  [265] row ''
    [266] cell 'Dec 23 – Dec 27, 2024'
    [267] cell 'Vacation'
    [268] cell '4.0 days'
    [269] cell 'Taken'
  [270] row ''
    [271] cell 'Nov 29, 2024'
    [272] cell 'Personal'
    [273] cell '1.0 day'
    [274] cell 'Taken'"""
    up, hi = ("True", "False") if tab == "Upcoming" else ("False", "True")
    return f"""[42] heading 'Time Off'
{ts}[50] button 'Request time off'
[60] region 'Balances'
  [62] heading 'Vacation'
  StaticText '12.5 days available'
  StaticText '{pending} days pending'
  [66] heading 'Sick'
  StaticText '6.0 days available'
  [68] heading 'Personal'
  StaticText '1.0 day available'
  StaticText '1.0 day scheduled'
  StaticText 'Balances as of the current pay period. Accrual: 1.25 vacation days per month.'
[180] tablist ''
  [181] tab 'Upcoming', selected={up}
  [182] tab 'History', selected={hi}
{body}{dl}"""


def pd_form(typ: str, start: str, end: str, note: str, focus: str) -> str:
    def v(x: str, k: str) -> str:
        return (f", value='{x}'" if x else "") + (", focused" if focus == k else "")
    total = "\nStaticText 'Total requested: 4.0 days (Tue, May 27 – Fri, May 30, 2025)'" if end else ""
    return f"""[42] heading 'Request time off'
[44] combobox 'Time off type', required, hasPopup='listbox', expanded=False
  StaticText '{typ or 'Select type'}'
[46] textbox 'Start date', required{v(start, 'start')}
[48] textbox 'End date', required{v(end, 'end')}{total}
[52] textbox 'Note to approver'{v(note, 'note')}
StaticText 'Approver: Renée Castellanos'
[56] button 'Submit request'
[58] link 'Cancel'"""


def t16() -> tuple[str, Turns]:
    # bad: turn 10 lists the Apr 14-18 vacation request again (Pending approval) after turn 8 cancelled it and showed it gone
    tu = PD + "/time-off"
    TT = "Time Off | PeopleDesk"
    FT_ = "Request time off | PeopleDesk"
    fu = PD + "/time-off/request"
    note = "Family trip to Duluth"
    profile = """[42] heading 'Joaquín Ferreira-Maddox'
StaticText 'Senior CNC Programmer · Manufacturing Engineering'
[46] tablist ''
  [47] tab 'Personal', selected=True
  [48] tab 'Job', selected=False
  [49] tab 'Emergency contacts', selected=False
[52] table ''
  [53] row ''
    [54] rowheader 'Employee ID'
    [55] cell 'AF-03318'
  [56] row ''
    [57] rowheader 'Manager'
    [58] cell ''
      [59] link 'Renée Castellanos'
  [60] row ''
    [61] rowheader 'Location'
    [62] cell 'Plant 2 · Eau Claire, WI'
  [63] row ''
    [64] rowheader 'Hire date'
    [65] cell 'Aug 15, 2019'
  [66] row ''
    [67] rowheader 'Work email'
    [68] cell 'jferreiramaddox@acmefab.test'
[70] button 'Edit'"""
    start = page(TT, tu, pd_frame(pd_timeoff([APR, JUN], "5.0"), "Time Off"))
    turns = [
        ("click('50')", page(FT_, fu, pd_frame(pd_form("", "", "", "", ""), "Time Off"))),
        ("select_option('44', 'Vacation')", page(FT_, fu, pd_frame(pd_form("Vacation", "", "", "", ""), "Time Off"))),
        ("fill('46', '05/27/2025')", page(FT_, fu, pd_frame(pd_form("Vacation", "05/27/2025", "", "", "start"), "Time Off"))),
        ("fill('48', '05/30/2025')", page(FT_, fu, pd_frame(pd_form("Vacation", "05/27/2025", "05/30/2025", "", "end"), "Time Off"))),
        (f"fill('52', '{note}')", page(FT_, fu, pd_frame(pd_form("Vacation", "05/27/2025", "05/30/2025", note, "note"), "Time Off"))),
        ("click('56')", page(TT, tu, pd_frame(pd_timeoff([APR, MAY, JUN], "9.0", "Your request was sent to Renée Castellanos for approval."), "Time Off"))),
        ("click('206')", page(TT, tu, pd_frame(pd_timeoff([APR, MAY, JUN], "9.0", "Your request was sent to Renée Castellanos for approval.", dialog=True), "Time Off"))),
        ("click('404')", page(TT, tu, pd_frame(pd_timeoff([MAY, JUN], "4.0", "Request cancelled."), "Time Off"))),
        ("click('15')", page("My Profile | PeopleDesk", PD + "/profile", pd_frame(profile, "My Profile"))),
        ("click('16')", page(TT, tu, pd_frame(pd_timeoff([APR, MAY, JUN], "4.0"), "Time Off"))),
        ("click('182')", page(TT, tu + "?tab=history", pd_frame(pd_timeoff([], "4.0", tab="History"), "Time Off"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 17 HR portal (Workhaven): contact info, directory, pay stubs
# ---------------------------------------------------------------------------------------------------------

WH = "https://portal.workhaven.test"


def wh_frame(main: str, active: str) -> str:
    nav = "\n".join(f"  [{14 + i}] link '{n}'{', current=' + chr(39) + 'page' + chr(39) if n == active else ''}" for i, n in enumerate(["My Info", "Directory", "Pay", "Time", "Learning"]))
    return f"""[10] banner ''
  [12] link 'Workhaven'
  [13] searchbox 'Search Workhaven'
  [20] button 'Imogen Achterberg', hasPopup='menu', expanded=False
[30] navigation 'Main'
{nav}
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'Lakeshore Freight Partners · HR Service Desk ext. 2200'"""


def wh_info(street: str, phone: str, updated: str, edit: bool = False, toast: str = "", focus: str = "") -> str:
    ts = f"[44] status ''\n  StaticText '{toast}'\n" if toast else ""
    if edit:
        contact = f"""[70] group 'Contact information'
  [72] textbox 'Street address', value='{street}'{', focused' if focus == 'street' else ''}
  [74] textbox 'City', value='Madison'
  [76] combobox 'State', hasPopup='listbox', expanded=False
    StaticText 'Wisconsin'
  [78] textbox 'ZIP code', value='53703'
  [80] textbox 'Mobile phone', value='{phone}'{', focused' if focus == 'phone' else ''}
  [82] textbox 'Personal email', value='imogen.ach@postbox.test'
  [84] button 'Save'
  [86] button 'Cancel'"""
    else:
        contact = f"""[70] group 'Contact information'
  [71] button 'Edit'
  StaticText 'Address'
  StaticText '{street}, Madison, WI 53703'
  StaticText 'Mobile phone'
  StaticText '{phone}'
  StaticText 'Personal email'
  StaticText 'imogen.ach@postbox.test'
  StaticText 'Last updated {updated}'"""
    return f"""[42] heading 'My Info'
{ts}[50] table 'Job'
  [51] row ''
    [52] rowheader 'Employee ID'
    [53] cell 'E-20417'
  [54] row ''
    [55] rowheader 'Title'
    [56] cell 'Routing Analyst'
  [57] row ''
    [58] rowheader 'Department'
    [59] cell 'Logistics'
  [60] row ''
    [61] rowheader 'Manager'
    [62] cell 'Teodor Wikström'
{contact}"""


DIR_PAGE1 = [
    ("Aalto, Marjatta", "Procurement Specialist", "Procurement"),
    ("Abernethy, Colm", "Dock Supervisor", "Operations"),
    ("Acevedo, Lucía", "Payroll Coordinator", "Finance"),
    ("Achterberg, Imogen", "Routing Analyst", "Logistics"),
    ("Adeyemi, Tobi", "Fleet Mechanic II", "Fleet"),
    ("Agarwal, Rhea", "Data Engineer", "IT"),
    ("Ahlberg, Nils", "Yard Jockey", "Operations"),
    ("Akintola, Grace", "HR Business Partner", "People"),
]


def wh_dir(rows: list[tuple[str, str, str]], query: str, total: str, focus: bool = False) -> str:
    qv = f", value='{query}'" if query else ""
    body = "\n".join(f"""  [{200 + 5 * k}] row ''
    [{201 + 5 * k}] cell ''
      [{202 + 5 * k}] link '{n}'
    [{203 + 5 * k}] cell '{t}'
    [{204 + 5 * k}] cell '{d}'""" for k, (n, t, d) in enumerate(rows))
    pager = "\n[290] button 'Previous page', disabled=True\nStaticText 'Page 1 of 37'\n[292] button 'Next page'" if total.startswith("291") else ""
    return f"""[42] heading 'Directory'
[44] searchbox 'Search by name, title or department'{qv}{', focused' if focus else ''}
[46] combobox 'Department', hasPopup='listbox', expanded=False
  StaticText 'All departments'
StaticText '{total}'
[190] table 'People'
  [191] row ''
    [192] columnheader 'Name'
    [193] columnheader 'Title'
    [194] columnheader 'Department'
{body}{pager}"""


def wh_pay(year: str) -> str:
    stubs = {"2025": [("Mar 7, 2025", "$3,076.92", "$2,184.66"), ("Feb 21, 2025", "$3,076.92", "$2,184.66"),
                      ("Feb 7, 2025", "$3,076.92", "$2,184.66"), ("Jan 24, 2025", "$3,076.92", "$2,210.12"),
                      ("Jan 10, 2025", "$3,076.92", "$2,210.12")],
             "2024": [("Dec 27, 2024", "$2,961.54", "$2,091.40"), ("Dec 13, 2024", "$2,961.54", "$2,091.40"),
                      ("Nov 29, 2024", "$2,961.54", "$2,091.40"), ("Nov 15, 2024", "$2,961.54", "$2,091.40"),
                      ("Nov 1, 2024", "$2,961.54", "$2,091.40")]}[year]
    body = "\n".join(f"""  [{200 + 5 * k}] row ''
    [{201 + 5 * k}] cell ''
      [{202 + 5 * k}] link '{d}'
    [{203 + 5 * k}] cell '{g}'
    [{204 + 5 * k}] cell '{n}'""" for k, (d, g, n) in enumerate(stubs))
    more = "StaticText 'Showing 5 of 5 pay statements'" if year == "2025" else "StaticText 'Showing 5 of 26 pay statements'\n[280] button 'Show more'"
    return f"""[42] heading 'Pay'
[44] tablist ''
  [45] tab 'Pay statements', selected=True
  [46] tab 'Tax documents', selected=False
  [47] tab 'Direct deposit', selected=False
[50] combobox 'Year', hasPopup='listbox', expanded=False
  StaticText '{year}'
[190] table 'Pay statements'
  [191] row ''
    [192] columnheader 'Pay date'
    [193] columnheader 'Gross pay'
    [194] columnheader 'Net pay'
{body}
{more}"""


def t17() -> tuple[str, Turns]:
    # clean: own contact info edited (address/phone and 'last updated' change), directory search narrows to two similarly named people, pay stubs switch year
    old_st, new_st = "412 Fennimore St, Apt 2", "88 Larchmont Way, Apt 3B"
    old_ph, new_ph = "(608) 555-0147", "(608) 555-0193"
    iu = WH + "/me"
    IT = "My Info | Workhaven"
    ok = [("Okafor, Daniel", "Fleet Coordinator", "Logistics"), ("Okafor, Daniela", "Senior Accountant", "Finance")]
    daniela = """[42] heading 'Daniela Okafor'
StaticText 'Senior Accountant · Finance'
[46] table ''
  [47] row ''
    [48] rowheader 'Employee ID'
    [49] cell 'E-18832'
  [50] row ''
    [51] rowheader 'Manager'
    [52] cell 'Priscilla Vance'
  [53] row ''
    [54] rowheader 'Location'
    [55] cell 'Headquarters · Madison, WI · Floor 4'
  [56] row ''
    [57] rowheader 'Work phone'
    [58] cell '(608) 555-0100 ext. 4471'
  [59] row ''
    [60] rowheader 'Work email'
    [61] cell 'dokafor2@lakeshorefreight.test'
[64] button 'Send message'
[66] link 'View org chart'"""
    du = WH + "/directory"
    start = page(IT, iu, wh_frame(wh_info(old_st, old_ph, "Jan 8, 2025"), "My Info"))
    turns = [
        ("click('71')", page(IT, iu + "/contact/edit", wh_frame(wh_info(old_st, old_ph, "", edit=True), "My Info"))),
        (f"fill('72', '{new_st}')", page(IT, iu + "/contact/edit", wh_frame(wh_info(new_st, old_ph, "", edit=True, focus="street"), "My Info"))),
        (f"fill('80', '{new_ph}')", page(IT, iu + "/contact/edit", wh_frame(wh_info(new_st, new_ph, "", edit=True, focus="phone"), "My Info"))),
        ("click('84')", page(IT, iu, wh_frame(wh_info(new_st, new_ph, "Mar 12, 2025", toast="Contact information saved."), "My Info"))),
        ("click('15')", page("Directory | Workhaven", du, wh_frame(wh_dir(DIR_PAGE1, "", "291 people"), "Directory"))),
        ("fill('44', 'okafor')", page("Directory | Workhaven", du, wh_frame(wh_dir(DIR_PAGE1, "okafor", "291 people", True), "Directory"))),
        ("press('44', 'Enter')", page("Directory | Workhaven", du + "?q=okafor", wh_frame(wh_dir(ok, "okafor", "2 people"), "Directory"))),
        ("click('207')", page("Daniela Okafor | Workhaven", WH + "/people/E-18832", wh_frame(daniela, "Directory"))),
        ("go_back()", page("Directory | Workhaven", du + "?q=okafor", wh_frame(wh_dir(ok, "okafor", "2 people"), "Directory"))),
        ("click('16')", page("Pay | Workhaven", WH + "/pay", wh_frame(wh_pay("2025"), "Pay"))),
        ("select_option('50', '2024')", page("Pay | Workhaven", WH + "/pay?year=2024", wh_frame(wh_pay("2024"), "Pay"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 18 calendar (Tempo Calendar, week view)
# ---------------------------------------------------------------------------------------------------------

TC = "https://app.tempocal.test"

WEEK1 = {
    "Monday, March 10": [("9:30 AM – 10:00 AM", "Dept standup"), ("1:00 PM – 2:00 PM", "1:1 with Hollis")],
    "Tuesday, March 11": [("9:30 AM – 10:00 AM", "Dept standup"), ("3:00 PM – 4:30 PM", "IRB protocol review")],
    "Wednesday, March 12": [("9:30 AM – 10:00 AM", "Dept standup"), ("12:00 PM – 1:00 PM", "Brown-bag: survey weighting")],
    "Thursday, March 13": [("9:30 AM – 10:00 AM", "Dept standup"), ("11:00 AM – 11:45 AM", "Grad student check-in (Amara)")],
    "Friday, March 14": [("9:30 AM – 10:00 AM", "Dept standup"), ("4:00 PM – 5:00 PM", "Lab social")],
    "Saturday, March 15": [],
    "Sunday, March 16": [],
}
WEEK2 = {
    "Monday, March 17": [("9:30 AM – 10:00 AM", "Dept standup")],
    "Tuesday, March 18": [("9:30 AM – 10:00 AM", "Dept standup"), ("2:00 PM – 3:30 PM", "Faculty senate")],
    "Wednesday, March 19": [("9:30 AM – 10:00 AM", "Dept standup"), ("12:00 PM – 1:00 PM", "Brown-bag: missing data")],
    "Thursday, March 20": [("9:30 AM – 10:00 AM", "Dept standup"), ("11:00 AM – 11:45 AM", "Grad student check-in (Amara)")],
    "Friday, March 21": [("9:30 AM – 10:00 AM", "Dept standup"), ("10:00 AM – 12:00 PM", "NSF panel prep")],
    "Saturday, March 22": [],
    "Sunday, March 23": [],
}


def tc_week(days: dict[str, list[tuple[str, str]]], label: str, today: bool, toast: str = "", dialog: str = "") -> str:
    cells = []
    for k, (day, evs) in enumerate(days.items()):
        b = 300 + 20 * k
        tag = ", today" if today and day == "Tuesday, March 11" else ""
        ev = "\n".join(f"    [{b + 2 + j}] button '{t}, {n}, Work'" for j, (t, n) in enumerate(evs))
        none = "    StaticText 'No events'" if not evs else ""
        cells.append(f"  [{b}] gridcell '{day}{tag}'\n{ev}{none}")
    ts = f"[60] status ''\n  StaticText '{toast}'\n" if toast else ""
    return f"""[40] heading 'March 2025'
[42] button 'Today'
[44] button 'Previous week'
[46] button 'Next week'
StaticText '{label}'
[50] combobox 'View', hasPopup='listbox', expanded=False
  StaticText 'Week'
[52] button 'Create'
{ts}[70] complementary 'Calendars'
  [72] checkbox 'Work', checked=True
  [74] checkbox 'Personal', checked=True
  [76] checkbox 'Holidays in United States', checked=True
[290] grid 'Week of {label}'
{chr(10).join(cells)}{dialog}"""


def tc_dialog(title: str, date: str, start: str, end: str, focus: str) -> str:
    def v(x: str, k: str) -> str:
        return (f", value='{x}'" if x else "") + (", focused" if focus == k else "")
    return f"""
[500] dialog 'New event', modal=True
  [502] textbox 'Add title'{v(title, 'title')}
  [504] textbox 'Date'{v(date, 'date')}
  [506] textbox 'Start time'{v(start, 'start')}
  [508] textbox 'End time'{v(end, 'end')}
  [510] checkbox 'All day', checked=False
  [512] combobox 'Repeat', hasPopup='listbox', expanded=False
    StaticText 'Does not repeat'
  [514] textbox 'Add guests'
  [516] textbox 'Add location'
  [518] combobox 'Calendar', hasPopup='listbox', expanded=False
    StaticText 'Work'
  [520] button 'Cancel'
  [522] button 'Save'"""


def t18() -> tuple[str, Turns]:
    # bad: turn 8 back on the week of Mar 10-16 no longer shows the 'Grant report sync w/ Ilse' event that turn 6 saved on Thu Mar 13 (nothing deleted it)
    L1, L2 = "Mar 10 – 16, 2025", "Mar 17 – 23, 2025"
    u1 = TC + "/week/2025/03/10"
    u2 = TC + "/week/2025/03/17"
    T = "Tempo Calendar – Week of March 10, 2025"
    T2 = "Tempo Calendar – Week of March 17, 2025"
    title = "Grant report sync w/ Ilse"
    with_new = {k: (v + [("2:30 PM – 3:15 PM", title)] if k == "Thursday, March 13" else v) for k, v in WEEK1.items()}
    start = page(T, u1, tc_week(WEEK1, L1, True))
    turns = [
        ("click('52')", page(T, u1, tc_week(WEEK1, L1, True, dialog=tc_dialog("", "03/11/2025", "10:00 AM", "11:00 AM", "title")))),
        (f"fill('502', '{title}')", page(T, u1, tc_week(WEEK1, L1, True, dialog=tc_dialog(title, "03/11/2025", "10:00 AM", "11:00 AM", "title")))),
        ("fill('504', '03/13/2025')", page(T, u1, tc_week(WEEK1, L1, True, dialog=tc_dialog(title, "03/13/2025", "10:00 AM", "11:00 AM", "date")))),
        ("fill('506', '2:30 PM')", page(T, u1, tc_week(WEEK1, L1, True, dialog=tc_dialog(title, "03/13/2025", "2:30 PM", "3:30 PM", "start")))),
        ("fill('508', '3:15 PM')", page(T, u1, tc_week(WEEK1, L1, True, dialog=tc_dialog(title, "03/13/2025", "2:30 PM", "3:15 PM", "end")))),
        ("click('522')", page(T, u1, tc_week(with_new, L1, True, toast="Event saved"))),
        ("click('46')", page(T2, u2, tc_week(WEEK2, L2, False))),
        ("click('44')", page(T, u1, tc_week(WEEK1, L1, True))),
        ("click('46')", page(T2, u2, tc_week(WEEK2, L2, False))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 19 calendar (Larkspur Calendar, self-hosted): move an event, delete one occurrence, month view
# ---------------------------------------------------------------------------------------------------------

LK = "https://cloud.bioq-lab.test/apps/calendar"


def lk_frame(main: str, view: str, label: str) -> str:
    return f"""[10] banner ''
  [12] link 'Larkspur'
  [14] link 'Files'
  [15] link 'Calendar', current='page'
  [16] link 'Contacts'
  [18] button 'Settings menu for Hyun-woo Baptiste', hasPopup='menu', expanded=False
[30] navigation 'Calendar navigation'
  [32] button 'New event'
  [34] button 'Previous period'
  [35] button 'Today'
  [36] button 'Next period'
  StaticText '{label}'
  [38] combobox 'View', hasPopup='listbox', expanded=False
    StaticText '{view}'
  [40] list 'Calendars'
    [41] checkbox 'Lab', checked=True
    [42] checkbox 'Personal', checked=True
    [43] checkbox 'Seminars', checked=True
[60] main ''
{ind(main, 1)}"""


def lk_day(pickup: str, journal: bool, extra: str = "") -> str:
    evs = [("09:00 – 10:00", "Lab meeting", "Lab")]
    if pickup == "13:00":
        evs.append(("13:00 – 13:30", "Sample pickup – courier", "Lab"))
    else:
        evs.append(("15:00 – 15:30", "Sample pickup – courier", "Lab"))
    if journal:
        evs.append(("16:00 – 17:00", "Journal club", "Seminars"))
    evs.sort()
    bids = {"Lab meeting": 101, "Sample pickup – courier": 103, "Journal club": 105}
    rows = "\n".join(f"  [{bids[n]}] button '{t} {n}, calendar {c}'" for t, n, c in evs)
    return f"""[62] grid 'Tuesday, April 8, 2025'
  [64] gridcell 'All day'
{rows}{extra}"""


def lk_popover(name: str, when: str, loc: str, cal: str, repeat: str = "") -> str:
    rp = f"\n  StaticText '{repeat}'" if repeat else ""
    lc = f"\n  StaticText '{loc}'" if loc else ""
    return f"""
[200] dialog '{name}'
  [202] heading '{name}'
  StaticText '{when}'{rp}{lc}
  StaticText 'Calendar: {cal}'
  [208] button 'Edit'
  [210] button 'Delete'
  [212] button 'Close'"""


def lk_editor(start: str, end: str, focus: bool) -> str:
    return f"""
[220] complementary 'Edit event'
  [222] textbox 'Event title', value='Sample pickup – courier'
  [224] textbox 'From date', value='2025-04-08'
  [226] textbox 'From time', value='{start}'{', focused' if focus else ''}
  [228] textbox 'To date', value='2025-04-08'
  [230] textbox 'To time', value='{end}'
  [232] checkbox 'All day', checked=False
  [234] textbox 'Location', value='Loading dock B, Bldg 4'
  [236] textbox 'Description', value='Courier collects the dry-ice shipper for the core facility.'
  [238] combobox 'Calendar', hasPopup='listbox', expanded=False
    StaticText 'Lab'
  [240] combobox 'Repeat', hasPopup='listbox', expanded=False
    StaticText 'Never'
  [242] button 'Save'
  [244] button 'Cancel'"""


def lk_month(popover: str = "") -> str:
    days: dict[int, list[str]] = {d: [] for d in range(1, 31)}
    for d in (1, 8, 15, 22, 29):
        days[d].append("9a Lab meeting")
    for d in (1, 15, 22, 29):
        days[d].append("4p Journal club")
    days[8].append("3p Sample pickup – courier")
    days[3].append("10a Seminar: Ferroptosis in beta cells")
    days[17].append("10a Seminar: Pooled CRISPR screens")
    days[24].append("Lab retreat (all day)")
    wd = ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Monday"]
    cells = []
    for d in range(1, 31):
        b = 300 + 6 * d
        evs = "\n".join(f"    [{b + 1 + j}] button '{e}'" for j, e in enumerate(days[d]))
        cells.append(f"  [{b}] gridcell '{wd[(d - 1) % 7]}, April {d}'" + ("\n" + evs if evs else ""))
    return f"""[62] grid 'April 2025'
{chr(10).join(cells)}{popover}"""


def t19() -> tuple[str, Turns]:
    # clean: pickup moved 13:00 -> 15:00 by the agent (end follows), one occurrence of weekly Journal club deleted (other Tuesdays keep it), month view uses compact times
    du = LK + "/timeGridDay/2025-04-08"
    mu = LK + "/dayGridMonth/2025-04-01"
    DT = "Tuesday, April 8, 2025 – Calendar – Larkspur"
    MT_ = "April 2025 – Calendar – Larkspur"
    pick = lk_popover("Sample pickup – courier", "Tuesday, April 8, 2025 · 13:00 – 13:30", "Loading dock B, Bldg 4", "Lab")
    jc = lk_popover("Journal club", "Tuesday, April 8, 2025 · 16:00 – 17:00", "Room 4.112", "Seminars", "Repeats weekly on Tuesday")
    deld = """
[250] dialog 'Delete recurring event', modal=True
  StaticText 'Journal club is a recurring event.'
  [252] button 'Delete this occurrence'
  [254] button 'Delete this and all future occurrences'
  [256] button 'Cancel'"""
    jc15 = lk_popover("Journal club", "Tuesday, April 15, 2025 · 16:00 – 17:00", "Room 4.112", "Seminars", "Repeats weekly on Tuesday")
    start = page(DT, du, lk_frame(lk_day("13:00", True), "Day", "April 8, 2025"))
    turns = [
        ("click('103')", page(DT, du, lk_frame(lk_day("13:00", True, pick), "Day", "April 8, 2025"))),
        ("click('208')", page(DT, du + "/edit/sidebar/c2FtcGxlLXBpY2t1cC0wNDA4", lk_frame(lk_day("13:00", True, lk_editor("13:00", "13:30", False)), "Day", "April 8, 2025"))),
        ("fill('226', '15:00')", page(DT, du + "/edit/sidebar/c2FtcGxlLXBpY2t1cC0wNDA4", lk_frame(lk_day("13:00", True, lk_editor("15:00", "15:30", True)), "Day", "April 8, 2025"))),
        ("click('242')", page(DT, du, lk_frame(lk_day("15:00", True), "Day", "April 8, 2025"))),
        ("click('105')", page(DT, du, lk_frame(lk_day("15:00", True, jc), "Day", "April 8, 2025"))),
        ("click('210')", page(DT, du, lk_frame(lk_day("15:00", True, jc + deld), "Day", "April 8, 2025"))),
        ("click('252')", page(DT, du, lk_frame(lk_day("15:00", False), "Day", "April 8, 2025"))),
        ("select_option('38', 'Month')", page(MT_, mu, lk_frame(lk_month(), "Month", "April 2025"))),
        ("click('392')", page(MT_, mu, lk_frame(lk_month(jc15), "Month", "April 2025"))),
        ("click('212')", page(MT_, mu, lk_frame(lk_month(), "Month", "April 2025"))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 20 ticket system (Trellis Desk, osTicket-style agent panel)
# ---------------------------------------------------------------------------------------------------------

TD = "https://helpdesk.trellis-mfg.test/scp"


def td_frame(main: str, active: str = "Tickets") -> str:
    return f"""[10] banner ''
  [12] link 'Trellis Desk'
  StaticText 'Welcome, Dariusz Nowakowski.'
  [14] link 'Agent Panel'
  [15] link 'Profile'
  [16] link 'Log Out'
[20] navigation ''
  [21] link 'Dashboard'
  [22] link 'Users'
  [23] link 'Tasks'
  [24] link 'Tickets'{', current=' + chr(39) + 'page' + chr(39) if active == 'Tickets' else ''}
  [25] link 'Knowledgebase'
[30] navigation 'Ticket queues'
  [31] link 'Open (23)'
  [32] link 'My Tickets (6)'
  [33] link 'Closed'
  [34] link 'Search'
  [35] link 'New Ticket'
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'Copyright © 2025 Trellis Manufacturing. All Rights Reserved.'"""


TD_ROWS = [
    ("48211", "03/11/25 9:16 AM", "Printer on 3rd floor jams", "Rosa Delgado-Kent", "Normal", "Pending"),
    ("48207", "03/11/25 8:31 AM", "Can't access Facilities shared drive", "Leon Marchetti", "High", "Open"),
    ("48199", "03/10/25 4:05 PM", "New hire laptop for Kofi Adomako (start 3/17)", "Beatrix Lund", "Normal", "Pending"),
    ("48188", "03/10/25 1:47 PM", "Outlook keeps asking for password", "Naveen Pillai", "Normal", "Open"),
    ("48176", "03/10/25 10:12 AM", "Badge reader at loading dock offline", "Ama Owusu-Pratt", "High", "Open"),
    ("48150", "03/07/25 3:38 PM", "Request: second monitor for reception", "Fiona Garber", "Low", "Pending"),
]


def td_queue(rows: list[tuple[str, str, str, str, str, str]]) -> str:
    body = "\n".join(f"""  [{200 + 8 * k}] row ''
    [{201 + 8 * k}] cell ''
      [{202 + 8 * k}] checkbox '', checked=False
    [{203 + 8 * k}] cell ''
      [{204 + 8 * k}] link '{n}'
    [{205 + 8 * k}] cell '{u}'
    [{206 + 8 * k}] cell '{s}'
    [{207 + 8 * k}] cell '{f}'
    [{208 + 8 * k}] cell '{p} · {st}'""" for k, (n, u, s, f, p, st) in enumerate(rows))
    return f"""[42] heading 'My Tickets'
[44] textbox 'Search tickets'
[46] button 'Search'
[48] button 'Sort', hasPopup='menu', expanded=False
StaticText 'Showing 1 - 6 of 6'
[190] table ''
  [191] row ''
    [192] columnheader ''
    [193] columnheader 'Ticket'
    [194] columnheader 'Last Updated'
    [195] columnheader 'Subject'
    [196] columnheader 'From'
    [197] columnheader 'Priority · Status'
{body}"""


def t20() -> tuple[str, Turns]:
    # bad: turn 8 queue lists #48211 under its old subject 'Printer on 3rd floor jams' although turn 4 saved the new subject (and turns 4-7 showed it)
    old = "Printer on 3rd floor jams"
    new = "Canon iR-ADV C5535 (3F) jams on duplex jobs"
    reply = "Hi Rosa, Canon service is booked for Thursday morning. Until then please print single-sided or use the 2F printer (TRL-2F-MFP). I will update this ticket after the visit."
    start_rows = [("48211", "03/11/25 8:52 AM", old, "Rosa Delgado-Kent", "Normal", "Open")] + TD_ROWS[1:]

    def ticket(subject: str, status: str, stage: int, alert: str = "", box: str = "", sel: str = "Open") -> str:
        al = f"[44] alert ''\n  StaticText '{alert}'\n" if alert else ""
        thread = ["""  [300] article ''
    StaticText 'Rosa Delgado-Kent posted 03/11/25 8:52 AM'
    StaticText 'The big copier by the 3rd floor kitchen jams every time I print double-sided. Single pages are fine. It shows error J-1750 and the paper crumples in the duplex unit.'"""]
        if stage >= 1:
            thread.append(f"""  [304] listitem ''
    StaticText 'Dariusz Nowakowski changed the subject from "{old}" to "{new}" 03/11/25 9:14 AM'""")
        if stage >= 2:
            thread.append(f"""  [306] article ''
    StaticText 'Dariusz Nowakowski posted 03/11/25 9:16 AM'
    StaticText '{reply}'
  [309] listitem ''
    StaticText 'Dariusz Nowakowski changed the status to Pending 03/11/25 9:16 AM'""")
        bv = f", value='{box}', focused" if box else ""
        return f"""{al}[46] heading 'Ticket #48211'
StaticText '{subject}'
[50] button 'Edit'
[52] button 'Print'
[54] button 'More', hasPopup='menu', expanded=False
[60] table ''
  [61] row ''
    [62] rowheader 'Status:'
    [63] cell '{status}'
  [64] row ''
    [65] rowheader 'Priority:'
    [66] cell 'Normal'
  [67] row ''
    [68] rowheader 'Department:'
    [69] cell 'IT Support'
  [70] row ''
    [71] rowheader 'Create Date:'
    [72] cell '03/11/25 8:52 AM'
  [73] row ''
    [74] rowheader 'User:'
    [75] cell 'Rosa Delgado-Kent <rdelgadokent@trellis-mfg.test>'
  [76] row ''
    [77] rowheader 'Source:'
    [78] cell 'Email'
  [79] row ''
    [80] rowheader 'Assigned To:'
    [81] cell 'Dariusz Nowakowski'
  [82] row ''
    [83] rowheader 'SLA Plan:'
    [84] cell 'Default SLA'
  [85] row ''
    [86] rowheader 'Help Topic:'
    [87] cell 'Hardware / Printer'
[290] list 'Ticket thread'
{chr(10).join(thread)}
[400] tablist ''
  [401] tab 'Post Reply', selected=True
  [402] tab 'Post Internal Note', selected=False
[404] textbox 'Response'{bv}
[406] combobox 'Ticket Status', hasPopup='listbox', expanded=False
  StaticText '{sel}'
[408] button 'Post Reply'
[410] button 'Reset'"""

    edit = """[46] heading 'Update Ticket #48211'
[48] combobox 'Ticket Source', hasPopup='listbox', expanded=False
  StaticText 'Email'
[50] combobox 'Help Topic', hasPopup='listbox', expanded=False
  StaticText 'Hardware / Printer'
[52] combobox 'SLA Plan', hasPopup='listbox', expanded=False
  StaticText 'Default SLA'
[54] textbox 'Due Date'
[56] textbox 'Issue Summary', value='{s}'{f}
[58] combobox 'Priority', hasPopup='listbox', expanded=False
  StaticText 'Normal'
[60] textbox 'Internal Note (reason for editing)'
[62] button 'Save'
[64] button 'Cancel'"""
    ku = TD + "/tickets.php?id=9312"
    KT = "Ticket #48211 - Trellis Desk"
    other = """[46] heading 'Ticket #48207'
StaticText "Can't access Facilities shared drive"
[50] button 'Edit'
[52] button 'Print'
[54] button 'More', hasPopup='menu', expanded=False
[60] table ''
  [61] row ''
    [62] rowheader 'Status:'
    [63] cell 'Open'
  [64] row ''
    [65] rowheader 'Priority:'
    [66] cell 'High'
  [67] row ''
    [68] rowheader 'Department:'
    [69] cell 'IT Support'
  [70] row ''
    [71] rowheader 'Create Date:'
    [72] cell '03/11/25 8:31 AM'
  [73] row ''
    [74] rowheader 'User:'
    [75] cell 'Leon Marchetti <lmarchetti@trellis-mfg.test>'
  [79] row ''
    [80] rowheader 'Assigned To:'
    [81] cell 'Dariusz Nowakowski'
[290] list 'Ticket thread'
  [300] article ''
    StaticText 'Leon Marchetti posted 03/11/25 8:31 AM'
    StaticText 'Since this morning the Facilities share gives "Access denied". I need the floor plans for the 10am meeting.'
[400] tablist ''
  [401] tab 'Post Reply', selected=True
  [402] tab 'Post Internal Note', selected=False
[404] textbox 'Response'
[406] combobox 'Ticket Status', hasPopup='listbox', expanded=False
  StaticText 'Open'
[408] button 'Post Reply'"""
    start = page("My Tickets - Trellis Desk", TD + "/tickets.php?queue=my", td_frame(td_queue(start_rows)))
    turns = [
        ("click('204')", page(KT, ku, td_frame(ticket(old, "Open", 0)))),
        ("click('50')", page("Update Ticket #48211 - Trellis Desk", ku + "&a=edit", td_frame(edit.format(s=old, f="")))),
        (f"fill('56', '{new}')", page("Update Ticket #48211 - Trellis Desk", ku + "&a=edit", td_frame(edit.format(s=new, f=", focused")))),
        ("click('62')", page(KT, ku, td_frame(ticket(new, "Open", 1, "Ticket updated successfully")))),
        (f"fill('404', '{reply}')", page(KT, ku, td_frame(ticket(new, "Open", 1, "Ticket updated successfully", reply)))),
        ("select_option('406', 'Pending')", page(KT, ku, td_frame(ticket(new, "Open", 1, "Ticket updated successfully", reply, "Pending")))),
        ("click('408')", page(KT, ku, td_frame(ticket(new, "Pending", 2, "Reply posted successfully", sel="Pending")))),
        ("click('32')", page("My Tickets - Trellis Desk", TD + "/tickets.php?queue=my", td_frame(td_queue(TD_ROWS)))),
        ("click('212')", page("Ticket #48207 - Trellis Desk", TD + "/tickets.php?id=9308", td_frame(other))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 21 ticket system (Relay Desk, Zammad-style): take an unassigned ticket
# ---------------------------------------------------------------------------------------------------------

RD = "https://support.lakefreight.test"

RD_UNASSIGNED = [
    ("31077", "VPN drops every 20 min on home wifi", "Hiroshi Tanabe", "2 normal", "new", "03/12/2025 07:58"),
    ("31076", "Cannot print labels from WMS", "Odile Fournier", "3 high", "new", "03/12/2025 07:41"),
    ("31074", "Access to Tableau workbook Freight KPIs", "Samir Haddad", "2 normal", "new", "03/11/2025 17:20"),
    ("31071", "Extension 4410 forwards to wrong voicemail", "Kerstin Ahl", "1 low", "open", "03/11/2025 15:02"),
    ("31069", "Laptop battery swelling", "Bogdan Petrov", "3 high", "new", "03/11/2025 13:36"),
    ("31066", "Meeting room display black (Conference B)", "Mireille Ouédraogo", "2 normal", "open", "03/11/2025 11:09"),
    ("31063", "Password reset for SAP user TRUCK_DISP3", "Ayodele Bankole", "2 normal", "new", "03/11/2025 09:47"),
    ("31060", "Monitor flickers when docked", "Yusra Qasim", "1 low", "new", "03/10/2025 16:25"),
    ("31058", "Shared mailbox ap@ missing from Outlook", "Thomas Kinsella", "2 normal", "open", "03/10/2025 14:10"),
]
RD_MINE = [
    ("31049", "Zebra scanner will not pair with handheld", "Lupe Fonoti", "3 high", "open", "03/10/2025 10:31"),
    ("31041", "New SIM for field technician", "Gareth Pryce", "2 normal", "pending reminder", "03/07/2025 14:55"),
    ("31032", "Dock door 6 camera offline", "Ines Bakker", "2 normal", "open", "03/06/2025 08:12"),
    ("31018", "Replace keyboard at dispatch desk", "Carmen Ruiz", "1 low", "open", "03/04/2025 12:40"),
]


def rd_frame(main: str, mine: int, unassigned: int) -> str:
    return f"""[10] navigation 'Main'
  [12] link 'Dashboard'
  [14] link 'Overviews'
  [16] link 'Customers'
  [18] button 'New ticket'
  [20] button 'Marta Kowalczyk', hasPopup='menu', expanded=False
[30] navigation 'Overviews'
  [31] link 'My assigned tickets {mine}'
  [32] link 'Unassigned & open {unassigned}'
  [33] link 'All open tickets 31'
  [34] link 'Escalated tickets 2'
  [35] link 'My pending reached 0'
[40] main ''
{ind(main, 1)}"""


def rd_list(title: str, rows: list[tuple[str, str, str, str, str, str]], sort: str = "") -> str:
    body = "\n".join(f"""  [{200 + 7 * k}] row ''
    [{201 + 7 * k}] cell '#{n}'
    [{202 + 7 * k}] cell ''
      [{203 + 7 * k}] link '{t}'
    [{204 + 7 * k}] cell '{c}'
    [{205 + 7 * k}] cell '{p}'
    [{206 + 7 * k}] cell '{s}'
    [{207 + 7 * k}] cell '{d}'""" for k, (n, t, c, p, s, d) in enumerate(rows))
    pr = "Priority ↓" if sort == "priority" else "Priority"
    cr = "Created at" if sort == "priority" else "Created at ↓"
    return f"""[42] heading '{title}'
StaticText '{len(rows)} tickets'
[190] table ''
  [191] row ''
    [192] columnheader '#'
    [193] columnheader 'Title'
    [194] columnheader 'Customer'
    [195] columnheader '{pr}'
    [196] columnheader 'State'
    [197] columnheader '{cr}'
{body}"""


def rd_ticket(owner: str, prio: str, state: str, toast: str = "", updated: str = "41 minutes ago", dirty: bool = False) -> str:
    ts = f"[44] status ''\n  StaticText '{toast}'\n" if toast else ""
    return f"""{ts}[46] heading 'VPN drops every 20 min on home wifi'
StaticText '#31077 · created 03/12/2025 07:58 · updated {updated}'
[50] article ''
  StaticText 'Hiroshi Tanabe <htanabe@lakefreight.test> · 03/12/2025 07:58 · email'
  StaticText 'Since Monday my GlobalProtect VPN disconnects roughly every 20 minutes when I work from home. Reconnecting works, but I lose my RDP session to the dispatch server each time. Office network is fine.'
[60] textbox 'Reply'
[70] complementary 'Ticket attributes'
  [72] combobox 'Group', hasPopup='listbox', expanded=False
    StaticText 'Service Desk'
  [74] combobox 'Owner', hasPopup='listbox', expanded=False
    StaticText '{owner}'
  [76] combobox 'State', hasPopup='listbox', expanded=False
    StaticText '{state}'
  [78] combobox 'Priority', hasPopup='listbox', expanded=False
    StaticText '{prio}'
  [80] textbox 'Tags'
  StaticText 'Customer: Hiroshi Tanabe · Organization: Lake Freight Partners'
[90] button 'Discard your unsaved changes'{'' if dirty else ', disabled=True'}
[92] button 'Update'"""


def t21() -> tuple[str, Turns]:
    # clean: ticket taken from the unassigned view; it leaves that view (9 -> 8) and joins My assigned (4 -> 5); list later re-sorted by priority
    me = "Marta Kowalczyk"
    ku = RD + "/#ticket/zoom/31077"
    KT = "#31077 - VPN drops every 20 min on home wifi - Relay Desk"
    mine_row = ("31077", "VPN drops every 20 min on home wifi", "Hiroshi Tanabe", "3 high", "open", "03/12/2025 07:58")
    mine = [mine_row] + RD_MINE
    order = {"3 high": 0, "2 normal": 1, "1 low": 2}
    by_prio = sorted(mine, key=lambda r: order[r[3]])
    start = page("Unassigned & open - Relay Desk", RD + "/#ticket/view/all_unassigned", rd_frame(rd_list("Unassigned & open", RD_UNASSIGNED), 4, 9))
    turns = [
        ("click('203')", page(KT, ku, rd_frame(rd_ticket("-", "2 normal", "new"), 4, 9))),
        (f"select_option('74', '{me}')", page(KT, ku, rd_frame(rd_ticket(me, "2 normal", "new", dirty=True), 4, 9))),
        ("select_option('78', '3 high')", page(KT, ku, rd_frame(rd_ticket(me, "3 high", "new", dirty=True), 4, 9))),
        ("select_option('76', 'open')", page(KT, ku, rd_frame(rd_ticket(me, "3 high", "open", dirty=True), 4, 9))),
        ("click('92')", page(KT, ku, rd_frame(rd_ticket(me, "3 high", "open", "Ticket updated.", "just now"), 5, 8))),
        ("click('32')", page("Unassigned & open - Relay Desk", RD + "/#ticket/view/all_unassigned", rd_frame(rd_list("Unassigned & open", RD_UNASSIGNED[1:]), 5, 8))),
        ("click('31')", page("My assigned tickets - Relay Desk", RD + "/#ticket/view/my_assigned", rd_frame(rd_list("My assigned tickets", mine), 5, 8))),
        ("click('195')", page("My assigned tickets - Relay Desk", RD + "/#ticket/view/my_assigned", rd_frame(rd_list("My assigned tickets", by_prio, "priority"), 5, 8))),
        ("click('203')", page(KT, ku, rd_frame(rd_ticket(me, "3 high", "open", updated="1 minute ago"), 5, 8))),
    ]
    return start, turns


# ---------------------------------------------------------------------------------------------------------
# 22 university course portal (Canopy LMS, Moodle-style)
# ---------------------------------------------------------------------------------------------------------

CN = "https://canopy.northfield.edu.test"


def cn_frame(main: str, active: str, crumbs: str = "") -> str:
    nav = "\n".join(f"  [{14 + i}] link '{n}'{', current=' + chr(39) + 'page' + chr(39) if n == active else ''}" for i, n in enumerate(["Home", "Dashboard", "My courses", "Calendar"]))
    cr = f"[36] navigation 'Breadcrumb'\n{ind(crumbs, 1)}\n" if crumbs else ""
    return f"""[10] banner ''
  [12] link 'Canopy · Northfield University'
[13] navigation 'Site navigation'
{nav}
[20] button 'Notifications (1)'
[22] button 'Messages'
[24] button 'Rhea Mehta', hasPopup='menu', expanded=False
{cr}[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'You are logged in as Rhea Mehta (Log out)'
  [904] link 'Get the mobile app'
  [905] link 'Data retention summary'"""


CN_DASH = """[42] heading 'Dashboard'
[44] region 'Timeline'
  [45] combobox 'Filter timeline by date', hasPopup='listbox', expanded=False
    StaticText 'Next 7 days'
  [47] combobox 'Sort timeline items', hasPopup='listbox', expanded=False
    StaticText 'Sort by dates'
  [49] heading 'Thursday, 13 March 2025'
  [50] listitem ''
    StaticText '5:00 PM'
    [51] link 'Problem Set 6'
    StaticText 'Assignment is due · STAT 2040 Applied Regression'
    [53] link 'Add submission'
  [55] heading 'Friday, 14 March 2025'
  [56] listitem ''
    StaticText '11:59 PM'
    [57] link 'Lab Report 3: Enzyme Kinetics'
    StaticText 'Assignment is due · BIOL 2310 Cellular Biochemistry'
    [59] link 'Add submission'
  [61] heading 'Monday, 17 March 2025'
  [62] listitem ''
    StaticText '9:00 AM'
    [63] link 'Quiz 5: Membrane Transport'
    StaticText 'Quiz closes · BIOL 2310 Cellular Biochemistry'
    [65] link 'Attempt quiz now'
[70] region 'Course overview'
  [72] link 'BIOL 2310 Cellular Biochemistry'
  StaticText '58% complete'
  [74] link 'STAT 2040 Applied Regression'
  StaticText '64% complete'
  [76] link 'HIST 1150 The Atlantic World'
  StaticText '71% complete'"""

CN_COURSE = """[42] heading 'BIOL 2310 Cellular Biochemistry'
[44] tablist ''
  [45] tab 'Course', selected=True
  [46] tab 'Participants', selected=False
  [47] tab 'Grades', selected=False
[50] region 'General'
  [52] link 'Announcements'
  [53] link 'Syllabus (Spring 2025)'
  [54] link 'Lab safety acknowledgement'
[60] region 'Week 7: Membrane transport'
  [62] link 'Lecture 7a slides'
  [63] link 'Lecture 7b slides'
  [64] link 'Quiz 5: Membrane Transport'
  StaticText 'Opens: Friday, 14 March 2025, 9:00 AM · Closes: Monday, 17 March 2025, 9:00 AM'
[70] region 'Week 8: Enzyme kinetics'
  [72] link 'Lecture 8a slides'
  [73] link 'Lab 3 handout: Michaelis–Menten with alkaline phosphatase'
  [74] link 'Lab Report 3: Enzyme Kinetics'
  StaticText 'Opened: Monday, 3 March 2025, 12:00 AM · Due: Friday, 14 March 2025, 11:59 PM'
  [76] checkbox 'Mark as done', checked=False, disabled=True"""


def cn_assign(submitted: bool) -> str:
    if submitted:
        rows = [("Attempt number", "This is attempt 1."), ("Submission status", "Submitted for grading"), ("Grading status", "Not graded"),
                ("Time remaining", "Assignment was submitted 3 days 9 hours early"), ("Last modified", "Tuesday, 11 March 2025, 2:38 PM"),
                ("File submissions", "lab3_kinetics_final.pdf 11 March 2025, 2:38 PM"), ("Submission comments", "Comments (0)")]
        btn = "[120] button 'Edit submission'\n[122] button 'Remove submission'"
        al = "[44] status ''\n  StaticText 'Changes saved'\n"
    else:
        rows = [("Attempt number", "This is attempt 1."), ("Submission status", "No attempt"), ("Grading status", "Not graded"),
                ("Time remaining", "3 days 9 hours"), ("Last modified", "-"), ("Submission comments", "Comments (0)")]
        btn = "[120] button 'Add submission'\nStaticText 'You have not made a submission yet.'"
        al = ""
    body = "\n".join(f"""  [{92 + 3 * k}] row ''
    [{93 + 3 * k}] rowheader '{a}'
    [{94 + 3 * k}] cell '{b}'""" for k, (a, b) in enumerate(rows))
    return f"""{al}[46] heading 'Lab Report 3: Enzyme Kinetics'
StaticText 'Opened: Monday, 3 March 2025, 12:00 AM'
StaticText 'Due: Friday, 14 March 2025, 11:59 PM'
StaticText 'Submit one PDF containing your Lineweaver–Burk and nonlinear fits, the table of Km and Vmax with standard errors, and a 600-word discussion of the inhibitor data. Late submissions lose 10% per day.'
[60] link 'lab3_template.docx'
[88] heading 'Submission status'
[90] table ''
{body}
{btn}"""


def cn_form(files: str, picker: str = "") -> str:
    return f"""[46] heading 'Lab Report 3: Enzyme Kinetics'
StaticText 'Due: Friday, 14 March 2025, 11:59 PM'
[50] group 'File submissions'
  StaticText 'Maximum file size: 20 MB, maximum number of attachments: 1'
  [54] button 'Add...'
  [56] button 'Create folder'
  [58] region 'Files'
{ind(files, 2)}
  StaticText 'Accepted file types: PDF document .pdf'
[70] button 'Save changes'
[72] button 'Cancel'{picker}"""


def t22() -> tuple[str, Turns]:
    # bad: turn 8 upcoming-events page lists Lab Report 3 as due 'Thursday, 13 March, 11:59 PM'; start/turns 1, 2, 7 all said due Friday, 14 March 2025, 11:59 PM
    au = CN + "/mod/assign/view.php?id=88214"
    AT = "BIOL 2310: Lab Report 3: Enzyme Kinetics | Canopy"
    crumbs_c = "[37] link 'BIOL 2310'"
    crumbs_a = "[37] link 'BIOL 2310'\n[38] link 'Week 8: Enzyme kinetics'\n[39] link 'Lab Report 3: Enzyme Kinetics'"
    picker = """
[200] dialog 'File picker', modal=True
  [202] list 'Repositories'
    [203] link 'Recent files'
    [204] link 'Upload a file'
    [205] link 'Private files', current='page'
    [206] link 'Google Drive'
  [210] list 'Private files'
    [211] link 'lab3_kinetics_draft.docx'
    [212] link 'lab3_kinetics_final.pdf'
    [213] link 'michaelis_menten_fit.xlsx'
  [220] button 'Close'"""
    select = """
[200] dialog 'Select lab3_kinetics_final.pdf', modal=True
  [230] button 'Select this file'
  [232] textbox 'Save as', value='lab3_kinetics_final.pdf'
  [234] textbox 'Author', value='Rhea Mehta'
  [236] combobox 'Choose licence', hasPopup='listbox', expanded=False
    StaticText 'All rights reserved'
  StaticText 'Last modified: 11 March 2025, 2:21 PM · Size: 1.8 MB'
  [240] button 'Cancel'"""
    empty = "StaticText 'You can drag and drop files here to add them.'"
    one = "[60] link 'lab3_kinetics_final.pdf'\nStaticText '1.8 MB'"
    upcoming = """[42] heading 'Upcoming events'
[44] combobox 'Course', hasPopup='listbox', expanded=False
  StaticText 'All courses'
[46] button 'New event'
[50] article ''
  [51] heading 'Problem Set 6 is due'
  StaticText 'Thursday, 13 March, 5:00 PM'
  StaticText 'Course event'
  [54] link 'STAT 2040 Applied Regression'
  [55] link 'Go to activity'
[60] article ''
  [61] heading 'Lab Report 3: Enzyme Kinetics is due'
  StaticText 'Thursday, 13 March, 11:59 PM'
  StaticText 'Course event'
  [64] link 'BIOL 2310 Cellular Biochemistry'
  [65] link 'Go to activity'
[70] article ''
  [71] heading 'Quiz 5: Membrane Transport closes'
  StaticText 'Monday, 17 March, 9:00 AM'
  StaticText 'Course event'
  [74] link 'BIOL 2310 Cellular Biochemistry'
  [75] link 'Go to activity'
[80] article ''
  [81] heading 'Essay 2: Sugar, credit and the Royal African Company is due'
  StaticText 'Friday, 21 March, 11:59 PM'
  StaticText 'Course event'
  [84] link 'HIST 1150 The Atlantic World'
  [85] link 'Go to activity'"""
    stat = """[42] heading 'STAT 2040 Applied Regression'
[44] tablist ''
  [45] tab 'Course', selected=True
  [46] tab 'Participants', selected=False
  [47] tab 'Grades', selected=False
[50] region 'General'
  [52] link 'Announcements'
  [53] link 'Course syllabus and R setup'
[60] region 'Week 8: Interactions and model selection'
  [62] link 'Lecture notes 8 (PDF)'
  [63] link 'Problem Set 6'
  StaticText 'Due: Thursday, 13 March 2025, 5:00 PM'
  [65] link 'Office hours sign-up'"""
    start = page("Dashboard | Canopy", CN + "/my/", cn_frame(CN_DASH, "Dashboard"))
    turns = [
        ("click('72')", page("Course: BIOL 2310 Cellular Biochemistry | Canopy", CN + "/course/view.php?id=5127", cn_frame(CN_COURSE, "My courses", crumbs_c))),
        ("click('74')", page(AT, au, cn_frame(cn_assign(False), "My courses", crumbs_a))),
        ("click('120')", page(AT, au + "&action=editsubmission", cn_frame(cn_form(empty), "My courses", crumbs_a))),
        ("click('54')", page(AT, au + "&action=editsubmission", cn_frame(cn_form(empty, picker), "My courses", crumbs_a))),
        ("click('212')", page(AT, au + "&action=editsubmission", cn_frame(cn_form(empty, select), "My courses", crumbs_a))),
        ("click('230')", page(AT, au + "&action=editsubmission", cn_frame(cn_form(one), "My courses", crumbs_a))),
        ("click('70')", page(AT, au, cn_frame(cn_assign(True), "My courses", crumbs_a))),
        ("click('17')", page("Upcoming events | Canopy", CN + "/calendar/view.php?view=upcoming", cn_frame(upcoming, "Calendar"))),
        ("click('54')", page("Course: STAT 2040 Applied Regression | Canopy", CN + "/course/view.php?id=5131", cn_frame(stat, "My courses", "[37] link 'STAT 2040'"))),
    ]
    return start, turns


TRAJ = [
    (t01, False, None, "clean"),
    (t02, True, 9, "cart badge/count after adding 2 units shows 4, should be 5 (turn 3 cart held 3 units)"),
    (t03, True, 9, "product grid price for ID 1187 reads $75.40 after turn 8 saved $74.50"),
    (t04, False, None, "clean"),
    (t05, False, None, "clean"),
    (t06, True, 7, "same forum post reopened under URL id 58231; turns 1-4 had id 58213"),
    (t07, True, 9, "issue #212 state badge shows Closed with no close action; turn 8 listed it as Open"),
    (t08, False, None, "clean"),
    (t09, False, None, "clean"),
    (t10, True, 7, "article prose distance to Saint Helena reads 2,423 km on return; turns 2-3 read 2,432 km"),
    (t11, False, None, "clean"),
    (t12, True, 9, "booking total $374.10 does not match its line items / prior total + bag ($371.40)"),
    (t13, False, None, "clean"),
    (t14, True, 9, "balances 'as of 9:43 AM' precede the 9:47 AM transfer submission of turn 8 yet include it (clock goes backwards)"),
    (t15, False, None, "clean"),
    (t16, True, 10, "cancelled Apr 14-18 time-off request reappears as Pending after turn 8 cancelled it"),
    (t17, False, None, "clean"),
    (t18, True, 8, "event created on Thu Mar 13 in turn 6 is missing when the week is shown again"),
    (t19, False, None, "clean"),
    (t20, True, 8, "queue shows ticket #48211 under its old subject after turn 4 renamed it"),
    (t21, False, None, "clean"),
    (t22, True, 8, "upcoming events show Lab Report 3 due Thursday 13 March; earlier turns said Friday 14 March 2025"),
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, (fn, bad, turn, kind) in enumerate(TRAJ, 1):
        state, turns = fn()
        rs.add(task="web", tid=f"h12-web-{i:02d}", system=WEB_SYSTEM, turns=turns, state=state, bad=bad, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
