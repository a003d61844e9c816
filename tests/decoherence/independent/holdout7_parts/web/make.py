# ruff: noqa: E501
"""holdout7, web part: 22 hand-written BrowserGym trajectories (accessibility trees with bids) for the
decoherence-warning evaluation set.

Written from knowledge of the real sites (WebArena's One Stop Market / Magento admin / Postmill / GitLab /
OpenStreetMap, and Ghost, Discourse, phpMyAdmin, Nextcloud, Jenkins, Odoo, Mattermost, Home Assistant)
without reading the detectors, their rules, or any earlier labeled set. 11 trajectories carry exactly one
observation that contradicts an earlier one (labeled with its 1-based turn and a kind); 11 are clean but
full of legitimate changes (counters that follow the agent's own actions, re-sorting, pagination, status
changes caused by actions, relative times that advance, 12-hour clocks crossing noon, bids renumbered by
a page load, routes that differ when reversed, ...).

Run: .venv/bin/python -m tests.decoherence.independent.holdout7_parts.web.make
(writes web_test.jsonl and labels.json next to this file; deterministic).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.holdout7_parts.web.prompt import SYSTEM
from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
RS = RowSet(OUT)


def tree(title: str, url: str, lines: list[str]) -> str:
    """A BrowserGym-style accessibility tree; each line's leading spaces (two per level) become tabs."""
    out = []
    for ln in lines:
        s = ln.lstrip(" ")
        out.append("\t" * ((len(ln) - len(s)) // 2 + 1) + s)
    return f"URL: {url}\nRootWebArea '{title}', focused\n" + "\n".join(out)


def ind(lines: list[str], n: int = 1) -> list[str]:
    return ["  " * n + ln for ln in lines]


def add(tid: str, turns: list[tuple[str, str]], state: str, bad_turn: int | None = None, kind: str = "clean") -> None:
    RS.add("web", tid, SYSTEM, turns, state=state, bad=bad_turn is not None, turn=bad_turn, kind=kind)


# ---------------------------------------------------------------- One Stop Market (WebArena shopping)
SHOP = "http://localhost:7770"


def shop_header(cart: int, search: str = "", focused: bool = False) -> list[str]:
    box = "[250] combobox '\ue615 Search', autocomplete: both, hasPopup: listbox, expanded: False"
    if focused:
        box += ", focused"
    lines = ["[227] banner ''",
             "  [230] link 'My Account'",
             "  [231] link 'My Wish List'",
             "  [232] link 'Sign Out'",
             "  [235] StaticText 'Welcome to One Stop Market'",
             "  [240] link 'store logo'",
             "    [241] img 'one_stop_market_logo'",
             f"  [242] link '\ue611 My Cart{f' {cart} {cart} items' if cart else ''}'",
             "  " + box]
    if search:
        lines.append(f"    [253] StaticText '{search}'")
    lines += ["  [251] link 'Advanced Search'",
              "  [252] button 'Search', disabled=" + ("False" if search else "True"),
              "[258] tablist '', multiselectable=False, orientation='horizontal'",
              "  [260] tabpanel ''",
              "    [262] menu '', orientation='vertical'",
              "      [265] menuitem '\ue622 Beauty & Personal Care', hasPopup: menu",
              "      [301] menuitem '\ue622 Sports & Outdoors', hasPopup: menu",
              "      [341] menuitem '\ue622 Clothing, Shoes & Jewelry', hasPopup: menu",
              "      [393] menuitem '\ue622 Home & Kitchen', hasPopup: menu",
              "      [437] menuitem '\ue622 Office Products', hasPopup: menu",
              "      [459] menuitem '\ue622 Electronics', hasPopup: menu",
              "      [515] menuitem '\ue622 Health & Household', hasPopup: menu",
              "      [561] menuitem '\ue622 Grocery & Gourmet Food', hasPopup: menu"]
    return lines


def shop_footer() -> list[str]:
    return ["[1902] contentinfo ''",
            "  [1904] textbox 'Sign Up for Our Newsletter:', required: False",
            "  [1905] button 'Subscribe'",
            "  [1907] link 'Privacy and Cookie Policy'",
            "  [1908] link 'Search Terms'",
            "  [1909] link 'Advanced Search'",
            "  [1910] link 'Contact Us'",
            "[1912] StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]


def shop_home(cart: int, search: str = "", focused: bool = False) -> str:
    body = shop_header(cart, search, focused) + [
        "[1201] main ''",
        "  [1206] heading 'One Stop Market'",
        "  [1210] StaticText 'Product Showcases'",
        "  [1214] link 'Image'",
        "  [1216] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'",
        "  [1219] StaticText 'Rating:'",
        "  [1221] link '1 \xa0Review'",
        "  [1223] StaticText '$19.99'",
        "  [1226] button 'Add to Cart'",
        "  [1232] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'",
        "  [1237] link '12 \xa0Reviews'",
        "  [1239] StaticText '$14.47'",
        "  [1242] button 'Add to Cart'",
        "  [1248] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'",
        "  [1253] link '4 \xa0Reviews'",
        "  [1255] StaticText '$19.36'",
        "  [1258] button 'Add to Cart'",
    ] + shop_footer()
    return tree("One Stop Market", SHOP + "/", body)


COFFEE = [  # (name link bid, name, rating, reviews, price, add bid)
    ("1583", "Green Mountain Coffee Roasters Breakfast Blend, Keurig Single-Serve K-Cup Pods, Light Roast Coffee, 72 Count", "86%", 12, "$41.99", "1587"),
    ("1612", "Starbucks K-Cup Coffee Pods—Medium Roast Coffee—Pike Place Roast—100% Arabica—1 box (32 pods)", "90%", 7, "$22.49", "1616"),
    ("1641", "Peet's Coffee, Dark Roast K-Cup Pods for Keurig Brewers - Major Dickason's Blend 75 Count", "80%", 3, "$47.99", "1645"),
    ("1670", "Cafe Bustelo Espresso Style Dark Roast Coffee, 24 Count K-Cup Pods", "73%", 5, "$15.29", "1674"),
]


def shop_results(cart: int, msg: str | None = None) -> str:
    body = shop_header(cart, "coffee pods") + ["[1501] main ''"]
    if msg:
        body += ["  [1503] alert '', live='assertive', atomic=True, relevant='additions'",
                 f"    [1504] StaticText '{msg}'",
                 "    [1505] link 'shopping cart'"]
    body += ["  [1510] heading \"Search results for: 'coffee pods'\"",
             "  [1520] StaticText 'Items 1-12 of 87'",
             "  [1522] StaticText 'Sort By'",
             "  [1523] combobox 'Sort By', hasPopup: menu, expanded: False",
             "    [1524] option 'Relevance', selected=True",
             "    [1525] option 'Product Name', selected=False",
             "    [1526] option 'Price', selected=False",
             "  [1530] link '\ue613 Set Descending Direction'"]
    for bid, name, rating, rev, price, addb in COFFEE:
        b = int(bid)
        body += [f"  [{b - 2}] link 'Image'",
                 f"    [{b - 1}] img 'Image'",
                 f"  [{bid}] link '{name}'",
                 f"  [{b + 1}] StaticText 'Rating: {rating}'",
                 f"  [{b + 2}] link '{rev} \xa0Reviews'",
                 f"  [{b + 3}] StaticText '{price}'",
                 f"  [{addb}] button 'Add to Cart'",
                 f"  [{b + 6}] button 'Add to Wish List'",
                 f"  [{b + 7}] button 'Add to Compare'"]
    body += ["  [1880] StaticText 'Page'", "  [1881] StaticText '1'", "  [1882] link 'Page 2'",
             "  [1883] link 'Page 3'", "  [1886] link '\ue608 Page Next'"] + shop_footer()
    return tree("Search results for: 'coffee pods'", SHOP + "/catalogsearch/result/?q=coffee+pods", body)


def shop_product_b(cart: int, qty: str, msg: str | None = None, focus_qty: bool = False) -> str:
    name = COFFEE[1][1]
    body = shop_header(cart) + ["[1701] main ''"]
    if msg:
        body += ["  [1703] alert '', live='assertive', atomic=True, relevant='additions'",
                 f"    [1704] StaticText '{msg}'",
                 "    [1705] link 'shopping cart'"]
    body += [f"  [1708] heading '{name}'",
             "  [1710] StaticText 'Rating: 90%'",
             "  [1711] link '7 \xa0Reviews'",
             "  [1712] link 'Add Your Review'",
             "  [1714] StaticText '$22.49'",
             "  [1715] StaticText 'In stock'",
             "  [1716] StaticText 'SKU'",
             "  [1717] StaticText 'B07GLRZ1ZQ'",
             "  [1719] StaticText 'Qty'",
             f"  [1720] spinbutton 'Qty', required: False, valuemin=0, valuemax=0, valuetext=''{', focused' if focus_qty else ''}",
             f"    [1721] StaticText '{qty}'",
             "  [1722] button 'Add to Cart'",
             "  [1724] link 'Add to Wish List'",
             "  [1725] link 'Add to Compare'",
             "  [1730] tablist '', multiselectable=False, orientation='horizontal'",
             "    [1731] tab 'Details', selected=True",
             "    [1733] tab 'Reviews (7)', selected=False",
             "  [1736] tabpanel 'Details'",
             "    [1738] StaticText 'STARBUCKS PIKE PLACE ROAST: A smooth, well-rounded blend of Latin American coffees with subtly rich notes of cocoa and toasted nuts'",
             "    [1739] StaticText 'Product Dimensions : 6.5 x 4.3 x 4.3 inches; 11.29 Ounces'"] + shop_footer()
    return tree(name, SHOP + "/starbucks-k-cup-coffee-pods-medium-roast-coffee-pike-place-roast-100-arabica-1-box-32-pods.html", body)


def shop_cart(count: int, rows: list[tuple[str, str, str, str]], subtotal: str, focus: str | None = None) -> str:
    body = shop_header(count) + ["[1301] main ''", "  [1303] heading 'Shopping Cart'",
                                 "  [1306] table 'Shopping Cart Items'",
                                 "    [1307] row 'Item Price Qty Subtotal'"]
    b = 1310
    for name, price, qty, sub in rows:
        body += [f"    [{b}] row ''",
                 f"      [{b + 1}] link '{name}'",
                 f"      [{b + 2}] StaticText '{price}'",
                 f"      [{b + 3}] spinbutton 'Qty', required: True, valuemin=0, valuemax=0, valuetext=''{', focused' if focus == str(b + 3) else ''}",
                 f"        [{b + 4}] StaticText '{qty}'",
                 f"      [{b + 5}] StaticText '{sub}'",
                 f"      [{b + 6}] link 'Edit item parameters'",
                 f"      [{b + 7}] link 'Remove item'"]
        b += 20
    body += ["  [1360] button 'Update Shopping Cart'",
             "  [1361] link 'Continue Shopping'",
             "  [1370] heading 'Summary'",
             "  [1372] button 'Estimate Shipping and Tax', expanded: False",
             "  [1374] table ''",
             f"    [1375] row 'Subtotal {subtotal}'",
             "    [1377] row 'Tax $0.00'",
             f"    [1379] row 'Order Total {subtotal}'",
             "  [1382] button 'Proceed to Checkout'",
             "  [1384] button 'Apply Discount Code', expanded: False"] + shop_footer()
    return tree("Shopping Cart", SHOP + "/checkout/cart/", body)


def web01() -> None:
    a, b = COFFEE[0][1], COFFEE[1][1]
    turns = [
        ("fill('250', 'coffee pods')", shop_home(0, "coffee pods", focused=True)),
        ("keyboard_press('Enter')", shop_results(0)),
        ("click('1587')", shop_results(1, f"You added {a} to your shopping cart.")),
        ("click('1612')", shop_product_b(1, "1")),
        ("fill('1720', '2')", shop_product_b(1, "2", focus_qty=True)),
        ("click('1722')", shop_product_b(3, "2", f"You added {b} to your shopping cart.")),
        (f"goto('{SHOP}/checkout/cart/')", shop_cart(3, [(a, "$41.99", "1", "$41.99"), (b, "$22.49", "2", "$44.98")], "$86.97")),
        ("fill('1313', '2')", shop_cart(3, [(a, "$41.99", "2", "$41.99"), (b, "$22.49", "2", "$44.98")], "$86.97", focus="1313")),
        ("click('1360')", shop_cart(4, [(a, "$41.99", "2", "$83.98"), (b, "$22.49", "2", "$44.98")], "$128.96")),
        ("click('240')", shop_home(3)),  # BAD: the header counter falls back to 3 after the update to 4
    ]
    add("h7-web-01", turns, shop_home(0), 10, "count_mismatch")


# ---------------------------------------------------------------- Magento admin (WebArena shopping_admin)
ADMIN = "http://localhost:7780/admin"


def admin_menu(expanded: str | None = None) -> list[str]:
    lines = ["[120] navigation ''",
             "  [122] link 'Magento Admin Panel'",
             "  [125] menubar '', orientation='horizontal'",
             "    [127] link '\ue604 DASHBOARD'",
             "    [130] link '\ue60b SALES'",
             f"    [133] link '\ue608 CATALOG'{', expanded: True' if expanded == 'catalog' else ''}"]
    if expanded == "catalog":
        lines += ["      [135] heading 'Catalog'", "      [137] link 'Products'", "      [139] link 'Categories'"]
    lines += ["    [141] link '\ue603 CUSTOMERS'",
              "    [144] link '\ue609 MARKETING'",
              "    [147] link '\ue602 CONTENT'",
              "    [150] link '\ue60a REPORTS'",
              "    [153] link '\ue60d STORES'",
              "    [156] link '\ue610 SYSTEM'"]
    return lines


def admin_dashboard(expanded: str | None = None) -> str:
    body = admin_menu(expanded) + [
        "[200] banner ''", "  [202] heading 'Dashboard'", "  [205] link '\ue600 admin'", "  [207] link '\ue607 1'",
        "[220] main ''",
        "  [224] button 'Reload Data'",
        "  [230] StaticText 'Lifetime Sales'", "  [231] StaticText '$0.00'",
        "  [233] StaticText 'Average Order'", "  [234] StaticText '$0.00'",
        "  [240] tablist '', multiselectable=False, orientation='horizontal'",
        "    [241] tab 'Bestsellers', selected=True",
        "    [243] tab 'Most Viewed Products', selected=False",
        "    [245] tab 'New Customers', selected=False",
        "    [247] tab 'Customers', selected=False",
        "  [250] table ''",
        "    [251] row 'Product Price Quantity'",
        "    [252] row 'Quest Lumaflex™ Band $19.00 6'",
        "    [253] row 'Sprite Yoga Strap 6 foot $14.00 6'",
        "    [254] row 'Overnight Duffle $45.00 5'",
        "  [260] heading 'Last Orders'",
        "  [262] table ''",
        "    [263] row 'Customer Items Total'",
        "    [264] row 'Sarah Miller 5 $194.40'",
        "    [265] row 'Grace Nguyen 4 $190.00'",
        "    [266] row 'Matt Baker 3 $151.40'",
    ]
    return tree("Dashboard / Magento Admin", ADMIN + "/admin/dashboard/", body)


def admin_grid(keyword: str, rows: list[tuple[str, str, str, str, str, str]], total: str, typed: bool = False) -> str:
    body = admin_menu() + [
        "[300] banner ''", "  [302] heading 'Products'", "  [305] link '\ue600 admin'",
        "[320] main ''",
        "  [322] button 'Add Product'",
        "  [324] button 'Add product of type', hasPopup: menu",
        f"  [330] textbox 'Search by keyword', required: False{', focused' if typed else ''}",
    ]
    if keyword:
        body.append(f"    [331] StaticText '{keyword}'")
    body += ["  [332] button 'Search'",
             "  [334] button 'Filters'",
             "  [336] button 'Default View'",
             "  [338] button 'Columns'",
             "  [340] button 'Export'",
             f"  [344] StaticText '{total} records found'",
             "  [346] combobox '', hasPopup: menu, expanded: False", "    [347] StaticText '20'",
             "  [350] table ''",
             "    [351] row 'ID Thumbnail Name Type Attribute Set SKU Price Quantity Salable Quantity Visibility Status Websites Action'"]
    b = 360
    for pid, name, sku, price, qty, sal in rows:
        body += [f"    [{b}] row ''",
                 f"      [{b + 1}] checkbox '', checked='false'",
                 f"      [{b + 2}] gridcell '{pid}'",
                 f"      [{b + 3}] gridcell '{name}'",
                 f"      [{b + 4}] gridcell 'Simple Product'",
                 f"      [{b + 5}] gridcell 'Bag'",
                 f"      [{b + 6}] gridcell '{sku}'",
                 f"      [{b + 7}] gridcell '{price}'",
                 f"      [{b + 8}] gridcell '{qty}'",
                 f"      [{b + 9}] gridcell 'Default Stock: {sal}'",
                 f"      [{b + 10}] gridcell 'Catalog, Search'",
                 f"      [{b + 11}] gridcell 'Enabled'",
                 f"      [{b + 12}] gridcell 'Main Website'",
                 f"      [{b + 13}] link 'Edit'"]
        b += 20
    return tree("Products / Inventory / Catalog / Magento Admin", ADMIN + "/catalog/product/", body)


BAGS = [("2", "Strive Shoulder Pack", "24-MB04", "$32.00", "100.0000", "100"),
        ("3", "Crown Summit Backpack", "24-MB03", "$38.00", "100.0000", "100"),
        ("4", "Wayfarer Messenger Bag", "24-MB05", "$45.00", "100.0000", "100"),
        ("1", "Joust Duffle Bag", "24-MB01", "$34.00", "100.0000", "100"),
        ("6", "Rival Field Messenger", "24-MB06", "$45.00", "100.0000", "100"),
        ("5", "Fusion Backpack", "24-MB02", "$59.00", "100.0000", "100")]


def admin_edit(price: str, msg: bool = False, focus: bool = False) -> str:
    body = admin_menu() + ["[400] banner ''", "  [402] heading 'Fusion Backpack'", "  [405] link '\ue600 admin'",
                           "[420] main ''",
                           "  [422] button '\ue626 Back'",
                           "  [424] button 'Add Attribute'",
                           "  [426] button 'Save'",
                           "  [427] button 'Save & Duplicate', hasPopup: menu"]
    if msg:
        body += ["  [430] StaticText 'You saved the product.'"]
    body += ["  [440] switch 'Enable Product', checked='true'",
             "  [442] combobox 'Attribute Set', hasPopup: listbox", "    [443] StaticText 'Bag'",
             "  [445] textbox 'Product Name *', required: True", "    [446] StaticText 'Fusion Backpack'",
             "  [448] textbox 'SKU *', required: True", "    [449] StaticText '24-MB02'",
             f"  [451] textbox 'Price *', required: True{', focused' if focus else ''}", f"    [452] StaticText '{price}'",
             "  [454] link 'Advanced Pricing'",
             "  [456] combobox 'Tax Class', hasPopup: menu", "    [457] StaticText 'Taxable Goods'",
             "  [459] textbox 'Quantity', required: False", "    [460] StaticText '100'",
             "  [462] combobox 'Stock Status', hasPopup: menu", "    [463] StaticText 'In Stock'",
             "  [465] textbox 'Weight', required: False", "    [466] StaticText '1'",
             "  [468] combobox 'Visibility', hasPopup: menu", "    [469] StaticText 'Catalog, Search'",
             "  [472] button 'Content'", "  [474] button 'Images And Videos'", "  [476] button 'Search Engine Optimization'"]
    return tree("Fusion Backpack / Products / Inventory / Catalog / Magento Admin", ADMIN + "/catalog/product/edit/id/5/", body)


def web02() -> None:
    fusion = BAGS[5]
    turns = [
        ("click('133')", admin_dashboard("catalog")),
        ("click('137')", admin_grid("", BAGS, "2,040")),
        ("fill('330', 'Fusion Backpack')", admin_grid("Fusion Backpack", BAGS, "2,040", typed=True)),
        ("keyboard_press('Enter')", admin_grid("Fusion Backpack", [fusion], "1")),
        ("click('373')", admin_edit("59.00")),
        ("fill('451', '54.00')", admin_edit("54.00", focus=True)),
        ("click('426')", admin_edit("54.00", msg=True)),
        ("click('422')", admin_grid("Fusion Backpack", [fusion], "1")),  # BAD: grid still shows $59.00 after the saved 54.00
    ]
    add("h7-web-02", turns, admin_dashboard(), 8, "value_reverted")


# ---------------------------------------------------------------- Postmill forum (WebArena reddit)
FORUM = "http://localhost:9999"
USER = "MarvelsGrantMan136"


def forum_nav(menu: bool = False) -> list[str]:
    lines = ["[40] navigation ''",
            "  [42] link 'Jump to main content'", "  [43] link 'Jump to sidebar'",
            "  [46] link 'Home'", "  [48] link 'Forums'", "  [50] link 'Wiki'",
            "  [53] searchbox 'Search query'",
            "  [56] link 'Notifications (0)'",
            "  [58] link 'Submit'",
            f"  [60] button '{USER}', hasPopup: menu, expanded: {menu}"]
    if menu:
        lines += ["    [62] link 'Profile'", "    [63] link 'User settings'", "    [64] button 'Log out'"]
    return lines


def forum_home() -> str:
    body = forum_nav() + ["[100] main ''",
                          "  [102] link 'Submissions'", "  [103] link 'Comments'",
                          "  [105] button 'Sort by: Hot', hasPopup: menu, expanded: False",
                          "  [110] article ''",
                          "    [112] link 'What are you reading this week? (Oct 14)'",
                          "    [114] StaticText 'Submitted by'", "    [115] link 'bookclub_bot'", "    [116] StaticText '6 hours ago in'", "    [117] link 'books'",
                          "    [119] link '48 comments'", "    [121] button 'Upvote'", "    [122] StaticText '215'", "    [123] button 'Downvote'",
                          "  [130] article ''",
                          "    [132] link 'TIL the Pittsburgh incline still uses its original 1877 cars'",
                          "    [134] StaticText 'Submitted by'", "    [135] link 'yinzer4life'", "    [136] StaticText '9 hours ago in'", "    [137] link 'pittsburgh'",
                          "    [139] link '31 comments'", "    [141] button 'Upvote'", "    [142] StaticText '187'", "    [143] button 'Downvote'"]
    return tree("Postmill", FORUM + "/", body)


TITLE3 = "Recommendations for hard sci-fi with realistic orbital mechanics?"
BODY3 = "Loved The Martian and Seveneves. Looking for more books where the physics is taken seriously. Not a fan of FTL."


def forum_submit(title: str = "", url: str = "", body_t: str = "", forum: str = "Choose one", focus: str = "") -> str:
    def f(b: str) -> str:
        return ", focused" if focus == b else ""
    body = forum_nav() + ["[200] main ''", "  [202] heading 'Create submission'",
                          f"  [205] textbox 'URL', required: False{f('205')}"] + ([f"    [206] StaticText '{url}'"] if url else []) + [
        f"  [208] textbox 'Title *', required: True{f('208')}"] + ([f"    [209] StaticText '{title}'"] if title else []) + [
        "  [211] StaticText 'Body'",
        f"  [213] textbox '', required: False{f('213')}"] + ([f"    [214] StaticText '{body_t}'"] if body_t else []) + [
        "  [216] checkbox 'Formatting help', checked='false'",
        "  [219] StaticText 'Forum *'",
        f"  [220] combobox '', hasPopup: listbox, expanded: False{f('220')}", f"    [221] StaticText '{forum}'",
        "  [224] button 'Create submission'"]
    return tree("Create submission", FORUM + "/submit", body)


SLUG3 = "recommendations-for-hard-sci-fi-with-realistic-orbital"


def forum_post(pid: str, age: str, menu: bool = False) -> str:
    body = forum_nav(menu) + ["[300] main ''", "  [302] article ''",
                          f"    [304] heading '{TITLE3}'",
                          "    [306] StaticText 'Submitted by'", f"    [307] link '{USER}'", f"    [308] StaticText '{age} in'", "    [309] link 'books'",
                          f"    [311] StaticText '{BODY3}'",
                          "    [313] link 'No comments'", "    [315] link 'Edit'", "    [316] button 'Delete'",
                          "    [318] button 'Retract upvote'", "    [319] StaticText '1'", "    [320] button 'Downvote'",
                          "  [324] heading 'Comments'",
                          "  [326] textbox '', required: True", "  [328] button 'Post'",
                          "  [330] StaticText 'There are no comments.'",
                          "[340] complementary ''", "  [342] heading 'books'", "  [344] button 'Unsubscribe'",
                          "  [345] StaticText '8,351'", "  [347] StaticText 'A place to talk about books, authors, and reading.'"]
    return tree(TITLE3, f"{FORUM}/f/books/{pid}/{SLUG3}", body)


def forum_user() -> str:
    body = forum_nav() + ["[400] main ''", f"  [402] heading '{USER}'",
                          "  [404] link 'Overview'", "  [405] link 'Submissions'", "  [406] link 'Comments'",
                          "  [410] article ''", f"    [412] link '{TITLE3}'",
                          "    [414] StaticText 'Submitted 2 minutes ago in'", "    [415] link 'books'",
                          "    [417] link 'No comments'", "    [419] StaticText '1'",
                          "  [420] article ''", "    [422] link 'Re: Best pierogi in the Strip District?'",
                          "    [424] StaticText 'Comment on'", "    [425] link 'Best pierogi in the Strip District?'", "    [426] StaticText '3 days ago in'", "    [427] link 'pittsburgh'",
                          "  [430] article ''", "    [432] link 'Anyone else running out of shelf space? Show your setups'",
                          "    [434] StaticText 'Submitted 2 weeks ago in'", "    [435] link 'books'", "    [437] link '17 comments'", "    [439] StaticText '64'",
                          "[450] complementary ''", f"  [452] heading '{USER}'", "  [454] StaticText 'Registered 1 year ago'", "  [456] StaticText 'Biography: none'"]
    return tree(f"{USER}", f"{FORUM}/user/{USER}", body)


def forum_books() -> str:
    body = forum_nav() + ["[500] main ''", "  [502] heading 'books'",
                          "  [504] button 'Sort by: Hot', hasPopup: menu, expanded: False",
                          "  [510] article ''", "    [512] link 'What are you reading this week? (Oct 14)'",
                          "    [514] StaticText 'Submitted by'", "    [515] link 'bookclub_bot'", "    [516] StaticText '6 hours ago'",
                          "    [518] link '48 comments'", "    [520] StaticText '215'",
                          "  [530] article ''", f"    [532] link '{TITLE3}'",
                          "    [534] StaticText 'Submitted by'", f"    [535] link '{USER}'", "    [536] StaticText '3 minutes ago'",
                          "    [538] link 'No comments'", "    [540] StaticText '1'",
                          "  [550] article ''", "    [552] link 'Terry Pratchett reading order for a 12 year old?'",
                          "    [554] StaticText 'Submitted by'", "    [555] link 'discworld_dave'", "    [556] StaticText '11 hours ago'",
                          "    [558] link '22 comments'", "    [560] StaticText '39'"]
    return tree("books", FORUM + "/f/books", body)


def web03() -> None:
    turns = [
        ("click('58')", forum_submit(focus="205")),
        (f"fill('208', '{TITLE3}')", forum_submit(TITLE3, focus="208")),
        (f"fill('213', '{BODY3}')", forum_submit(TITLE3, body_t=BODY3, focus="213")),
        ("select_option('220', 'books')", forum_submit(TITLE3, body_t=BODY3, forum="books", focus="220")),
        ("click('224')", forum_post("130412", "0 seconds ago")),
        ("click('60')", forum_post("130412", "0 seconds ago", menu=True)),
        ("click('62')", forum_user()),
        ("click('412')", forum_post("130421", "2 minutes ago")),  # BAD: submission id 130412 -> 130421
        ("click('309')", forum_books()),
    ]
    add("h7-web-03", turns, forum_home(), 8, "identity_changed")


# ---------------------------------------------------------------- GitLab (WebArena gitlab)
GL = "http://localhost:8023"
PROJ = "byteblaze/dotfiles"


def gl_sidebar(active: str) -> list[str]:
    def sel(name: str) -> str:
        return ", selected=True" if name == active else ""
    return ["[60] navigation 'Project navigation'",
            "  [62] link 'dotfiles'",
            "  [64] link 'Project information'",
            "  [66] link 'Repository'",
            f"    [68] link 'Files'{sel('files')}",
            "    [69] link 'Commits'",
            f"    [70] link 'Branches'{sel('branches')}",
            "    [71] link 'Tags'",
            "    [72] link 'Contributors'",
            "    [73] link 'Graph'",
            "    [74] link 'Compare'",
            "  [76] link 'Issues 4'",
            f"  [78] link 'Merge requests 2'{sel('mrs')}",
            "  [80] link 'CI/CD'",
            "  [82] link 'Deployments'",
            "  [84] link 'Settings'"]


def gl_top() -> list[str]:
    return ["[20] banner ''", "  [22] link 'Skip to content'", "  [24] link 'Dashboard'",
            "  [26] textbox 'Search GitLab', required: False", "  [28] link 'Create new...'",
            "  [30] link 'Issues'", "  [32] link 'Merge requests'", "  [34] link 'To-Do List'",
            "  [36] button 'Byte Blaze user’s menu', hasPopup: menu, expanded: False"]


def gl_project() -> str:
    body = gl_top() + gl_sidebar("files") + [
        "[100] main ''", "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'",
        "  [110] heading 'dotfiles'", "  [112] StaticText 'Project ID: 193'",
        "  [114] StaticText 'My config files: zsh, vim, tmux, git. Managed with GNU stow.'",
        "  [116] link '48 Commits'", "  [117] link '4 Branches'", "  [118] link '2 Tags'", "  [119] link '1.1 MB Project Storage'",
        "  [124] button 'main', hasPopup: menu, expanded: False",
        "  [126] link 'Add tmux resurrect plugin'", "  [127] StaticText 'Byte Blaze authored 2 days ago'", "  [128] StaticText '7f3c2a91'",
        "  [130] table 'Files, directories, and submodules in the path / for commit reference main'",
        "    [131] row 'Name Last commit Last update'",
        "    [132] row 'git Add commit signing 3 weeks ago'",
        "    [133] row 'tmux Add tmux resurrect plugin 2 days ago'",
        "    [134] row 'vim Use gruvbox in vimrc 2 months ago'",
        "    [135] row 'zsh Split aliases into own file 1 month ago'",
        "    [136] row 'README.md Document stow usage 4 months ago'",
        "    [137] row 'install.sh Skip existing symlinks 3 weeks ago'"]
    return tree("Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}", body)


BRANCHES = [("main", "7f3c2a91", "Add tmux resurrect plugin", "2 days ago", "default protected"),
            ("feature/zsh-plugins", "4d9e0b12", "Lazy-load nvm in zshrc", "5 days ago", "3 | 1"),
            ("fix/vim-colors", "c28a7f55", "Use gruvbox-material in vimrc", "1 week ago", "1 | 1"),
            ("old/bash-profile", "e901bb3a", "Move aliases to .bash_aliases", "8 months ago", "merged")]


def gl_branches(names: list[str], alert: str | None = None, modal: bool = False) -> str:
    body = gl_top() + gl_sidebar("branches") + ["[100] main ''",
                                                 "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Branches'"]
    if alert:
        body += ["  [108] alert ''", f"    [109] StaticText '{alert}'", "    [110] button 'Dismiss'"]
    body += ["  [112] link 'Overview'", "  [113] link 'Active'", "  [114] link 'Stale'", "  [115] link 'All'",
             "  [117] searchbox 'Filter by branch name'",
             "  [119] button 'Delete merged branches'", "  [121] link 'New branch'",
             "  [125] heading 'Active branches'"]
    b = 130
    for name, sha, msg, when, extra in BRANCHES:
        if name not in names:
            continue
        if name == "old/bash-profile":
            body += ["  [188] heading 'Stale branches'"]
        body += [f"  [{b}] link '{name}'"]
        if extra.startswith("default"):
            body += [f"  [{b + 1}] StaticText 'default'", f"  [{b + 2}] StaticText 'protected'"]
        elif extra == "merged":
            body += [f"  [{b + 1}] StaticText 'merged'"]
        else:
            behind, ahead = extra.split(" | ")
            body += [f"  [{b + 1}] StaticText '{behind}'", f"  [{b + 2}] StaticText '{ahead}'"]
        body += [f"  [{b + 3}] link '{sha}'", f"  [{b + 4}] StaticText '· {msg} · {when}'"]
        if not extra.startswith("default"):
            body += [f"  [{b + 5}] link 'Merge request'", f"  [{b + 6}] link 'Compare'"]
        body += [f"  [{b + 8}] button 'Delete branch', disabled={'True' if extra.startswith('default') else 'False'}"]
        b += 20
    if modal:
        body += ["[300] dialog 'Delete branch. Are you sure?', modal=True",
                 "  [302] heading 'Delete branch. Are you sure?'",
                 "  [304] StaticText \"You're about to permanently delete the branch old/bash-profile.\"",
                 "  [306] button 'Cancel'", "  [308] button 'Yes, delete branch'"]
    return tree("Branches · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/branches", body)


def gl_mrs() -> str:
    body = gl_top() + gl_sidebar("mrs") + ["[100] main ''",
                                            "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Merge requests'",
                                            "  [110] link 'Open 2'", "  [111] link 'Merged 14'", "  [112] link 'Closed 3'", "  [113] link 'All 19'",
                                            "  [115] link 'Edit merge requests'", "  [117] link 'New merge request'",
                                            "  [120] searchbox 'Search or filter results...'",
                                            "  [124] link 'Draft: Lazy-load nvm and pyenv'", "  [125] StaticText '!21 · created 5 days ago by Byte Blaze'",
                                            "  [127] link 'Add starship prompt config'", "  [128] StaticText '!20 · created 3 weeks ago by Byte Blaze'"]
    return tree("Merge requests · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/merge_requests", body)


def gl_new_mr(open_list: list[str] | None = None, source: str = "Select source branch") -> str:
    body = gl_top() + gl_sidebar("mrs") + ["[100] main ''",
                                            "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Merge requests'", "    [106] link 'New'",
                                            "  [110] heading 'New merge request'",
                                            "  [112] StaticText 'Source branch'",
                                            "  [114] button 'byteblaze/dotfiles', hasPopup: listbox",
                                            f"  [116] button '{source}', hasPopup: listbox, expanded: {open_list is not None}"]
    if open_list is not None:
        body += ["    [118] searchbox 'Search branches'"]
        for i, name in enumerate(open_list):
            body += [f"    [{120 + i}] option '{name}', selected=False"]
    body += ["  [140] StaticText 'Target branch'",
             "  [142] button 'byteblaze/dotfiles', hasPopup: listbox",
             "  [144] button 'main', hasPopup: listbox, expanded: False",
             "  [148] button 'Compare branches and continue', disabled=" + ("True" if source.startswith("Select") else "False")]
    return tree("New merge request · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/merge_requests/new" + ("" if source.startswith("Select") else "?merge_request%5Bsource_branch%5D=" + source.replace("/", "%2F")), body)


def web04() -> None:
    everything = [b[0] for b in BRANCHES]
    kept = everything[:3]
    turns = [
        ("click('70')", gl_branches(everything)),
        ("click('198')", gl_branches(everything, modal=True)),
        ("click('308')", gl_branches(kept, alert="Branch was deleted")),
        ("click('78')", gl_mrs()),
        ("click('117')", gl_new_mr()),
        ("click('116')", gl_new_mr(["feature/zsh-plugins", "fix/vim-colors", "main", "old/bash-profile"])),  # BAD: the deleted branch is offered again
        ("click('121')", gl_new_mr(source="fix/vim-colors")),
    ]
    add("h7-web-04", turns, gl_project(), 6, "deleted_reappears")


# ---------------------------------------------------------------- OpenStreetMap (WebArena map)
OSM = "http://localhost:3000"


def osm_top() -> list[str]:
    return ["[20] banner ''", "  [22] heading 'OpenStreetMap'", "  [23] link 'OpenStreetMap logo OpenStreetMap'",
            "  [25] button 'Edit'", "  [26] button 'Where is this?'", "  [28] link 'History'", "  [29] link 'Export'",
            "  [30] link 'GPS Traces'", "  [31] link 'User Diaries'", "  [32] link 'Communities'", "  [33] link 'Copyright'",
            "  [34] link 'Help'", "  [35] link 'About'", "  [37] link 'Log In'", "  [38] link 'Sign Up'"]


ENGINES = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)"]


def osm_dir(engine: str, frm: str = "", to: str = "", route: tuple[str, str, list[str]] | None = None, focus: str = "", url: str = OSM + "/directions") -> str:
    body = osm_top() + ["[50] main ''",
                        f"  [52] combobox '', hasPopup: menu, expanded: False{', focused' if focus == '52' else ''}"]
    for i, e in enumerate(ENGINES):
        body += [f"    [{53 + i}] option '{e}', selected={e == engine}"]
    body += [f"  [60] textbox 'From', required: False{', focused' if focus == '60' else ''}"] + ([f"    [61] StaticText '{frm}'"] if frm else []) + [
        f"  [62] textbox 'To', required: False{', focused' if focus == '62' else ''}"] + ([f"    [63] StaticText '{to}'"] if to else []) + [
        "  [64] button 'Go'", "  [66] link 'Reverse Directions'", "  [67] button 'Close'"]
    if route:
        dist, time, steps = route
        body += ["  [70] heading 'Directions'", f"  [72] StaticText 'Distance: {dist}. Time: {time}.'", "  [74] table ''"]
        for i, st in enumerate(steps):
            body += [f"    [{75 + i}] row '{i + 1}. {st}'"]
        body += ["  [99] StaticText 'Directions courtesy of'", "  [100] link 'OSRM (FOSSGIS)'"]
    body += ["[110] region 'Map'", "  [112] button 'Zoom In'", "  [113] button 'Zoom Out'", "  [114] button 'Show My Location'",
             "  [116] button 'Layers'", "  [117] button 'Legend'", "  [118] button 'Share'", "  [119] button 'Add a note to the map'",
             "  [121] StaticText '2 km'", "  [122] StaticText '1 mi'",
             "  [124] StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]
    return tree("OpenStreetMap", url, body)


def osm_home() -> str:
    body = osm_top() + ["[50] main ''", "  [52] textbox 'Search', required: False", "  [53] button 'Go'",
                        "  [54] link 'Find directions between two points'",
                        "  [58] heading 'Welcome to OpenStreetMap!'",
                        "  [60] StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
                        "  [62] link 'Learn More'", "  [63] link 'Start Mapping'",
                        "[110] region 'Map'", "  [112] button 'Zoom In'", "  [113] button 'Zoom Out'", "  [114] button 'Show My Location'",
                        "  [116] button 'Layers'", "  [117] button 'Legend'", "  [118] button 'Share'", "  [119] button 'Add a note to the map'",
                        "  [121] StaticText '2 km'", "  [122] StaticText '1 mi'",
                        "  [124] StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]
    return tree("OpenStreetMap", OSM + "/#map=13/40.4406/-79.9959", body)


CMU = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
PIT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
CAR_STEPS = ["Start on Forbes Avenue 300m", "Turn right onto Morewood Avenue 500m", "Turn left onto Fifth Avenue 1.6km",
             "Slight right onto Boulevard of the Allies 2.3km", "Take the ramp on the right towards I 376 West: Airport 200m",
             "Merge onto I 376 West (Parkway West) 21km", "Take exit 53 on the right towards PA 60: Airport 600m",
             "Continue onto Airport Boulevard 4.9km", "Reach destination 0m"]
CAR_REV = ["Start on Airport Boulevard 4.7km", "Slight right onto I 376 East 21km", "Take exit 71A on the right towards Grant Street 400m",
           "Continue onto Boulevard of the Allies 2.9km", "Turn left onto Forbes Avenue 1.8km", "Reach destination 0m"]
BIKE_STEPS = ["Start on Forbes Avenue 300m", "Turn left onto Schenley Drive 700m", "Continue onto Panther Hollow Road 1.1km",
              "Turn right onto Eliza Furnace Trail 3.2km", "Continue onto Three Rivers Heritage Trail 2.6km",
              "Turn left onto West Carson Street 6.4km", "Continue onto Steubenville Pike 11km", "Turn right onto McClaren Road 3.1km",
              "Turn right onto Airport Boulevard 5.2km", "Reach destination 0m"]


def web05() -> None:
    car_url = OSM + "/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9427%3B40.4958%2C-80.2413"
    bike_url = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4443%2C-79.9427%3B40.4958%2C-80.2413"
    rev_url = OSM + "/directions?engine=fossgis_osrm_car&route=40.4958%2C-80.2413%3B40.4443%2C-79.9427"
    turns = [
        ("click('54')", osm_dir("Car (OSRM)", focus="60")),
        ("fill('60', 'Carnegie Mellon University')", osm_dir("Car (OSRM)", "Carnegie Mellon University", focus="60")),
        ("fill('62', 'Pittsburgh International Airport')", osm_dir("Car (OSRM)", "Carnegie Mellon University", "Pittsburgh International Airport", focus="62")),
        ("click('64')", osm_dir("Car (OSRM)", CMU, PIT, ("32km", "0:29", CAR_STEPS), url=car_url)),
        ("select_option('52', 'Bicycle (OSRM)')", osm_dir("Bicycle (OSRM)", CMU, PIT, ("34km", "2:21", BIKE_STEPS), focus="52", url=bike_url)),
        ("select_option('52', 'Car (OSRM)')", osm_dir("Car (OSRM)", CMU, PIT, ("32km", "0:34", CAR_STEPS), focus="52", url=car_url)),  # BAD: same car route, time 0:29 -> 0:34
        ("click('66')", osm_dir("Car (OSRM)", PIT, CMU, ("31km", "0:28", CAR_REV), url=rev_url)),
    ]
    add("h7-web-05", turns, osm_home(), 6, "value_drift")


# ---------------------------------------------------------------- Ghost admin
GHOST = "http://localhost:2368/ghost"
LISBON = "Field notes from Lisbon: tiles, trams and pastéis"


def ghost_nav() -> list[str]:
    return ["[20] navigation ''", "  [22] link 'Ghost Admin'", "  [24] link 'Dashboard'", "  [25] link 'View site'",
            "  [27] link 'Posts'", "  [28] link 'Pages'", "  [29] link 'Tags'", "  [30] link 'Members 1,204'",
            "  [34] link 'Settings'", "  [36] button 'Priya Raman', hasPopup: menu, expanded: False"]


def ghost_posts(rows: list[tuple[str, str, str]], filt: str = "All posts") -> str:
    body = ghost_nav() + ["[50] main ''", "  [52] heading 'Posts'",
                          "  [54] combobox '', hasPopup: listbox, expanded: False", f"    [55] StaticText '{filt}'",
                          "  [57] combobox '', hasPopup: listbox, expanded: False", "    [58] StaticText 'All access'",
                          "  [60] combobox '', hasPopup: listbox, expanded: False", "    [61] StaticText 'All authors'",
                          "  [63] combobox '', hasPopup: listbox, expanded: False", "    [64] StaticText 'All tags'",
                          "  [66] combobox '', hasPopup: listbox, expanded: False", "    [67] StaticText 'Sort by: Newest first'",
                          "  [70] link 'New post'", "  [72] list ''"]
    for i, (title, meta, status) in enumerate(rows):
        b = 80 + 10 * i
        body += [f"    [{b}] listitem ''", f"      [{b + 1}] link '{title}'", f"      [{b + 2}] StaticText '{meta}'", f"      [{b + 3}] StaticText '{status}'"]
    return tree("Posts - Ghost Admin", GHOST + "/#/posts" + ("" if filt == "All posts" else "?type=" + filt.split()[0].lower()), body)


def ghost_editor(status: str, publish_label: str = "Publish") -> str:
    body = ["[20] navigation ''", "  [22] link 'Posts'", f"  [24] StaticText '{status}'",
            "  [26] button 'Preview'", f"  [28] button '{publish_label}'", "  [30] button 'Settings'",
            "[50] main ''", "  [52] button 'Add feature image'",
            "  [54] textbox 'Post title', required: False", f"    [55] StaticText '{LISBON}'",
            "  [58] textbox 'Post content', required: False",
            "    [59] StaticText 'I spent ten days walking the hills of Alfama and Graça with a notebook and too many pastéis de nata.'",
            "    [60] heading 'Tram 28 before 8am'",
            "    [61] StaticText 'Get on at Martim Moniz before the crowds; by nine it is standing room only.'",
            "    [62] heading 'Where to find the tiles'",
            "    [63] StaticText 'The Museu Nacional do Azulejo is worth the bus ride to Xabregas.'",
            "  [70] StaticText '612 words'"]
    return tree("Editor - Ghost Admin", GHOST + "/#/editor/post/670d1c2e8b5f4a0001e3a9c7", body)


def ghost_flow(step: int) -> str:
    body = ["[200] dialog '', modal=True", "  [202] button 'Close'"]
    if step == 1:
        body += ["  [204] heading 'Ready, set, publish. Share it with the world.'",
                 "  [206] button 'Publish and email', expanded: False", "    [207] StaticText 'Publish only'",
                 "  [209] button 'Right now', expanded: False",
                 "  [212] button 'Continue, final review →'"]
    elif step == 2:
        body += ["  [204] heading 'Ready, set, publish. Share it with the world.'",
                 "  [206] StaticText 'Your post will be published on your site.'",
                 "  [212] button 'Publish post, right now'", "  [214] button '← Back to settings'"]
    else:
        body += ["  [204] heading \"Boom! It's out there.\"",
                 "  [206] StaticText \"That's 4 posts published this week.\"",
                 f"  [208] heading '{LISBON}'", "  [210] link 'View Post'", "  [212] button 'Back to editor'"]
    return tree("Editor - Ghost Admin", GHOST + "/#/editor/post/670d1c2e8b5f4a0001e3a9c7", body)


def ghost_blank() -> str:
    body = ["[20] navigation ''", "  [22] link 'Posts'", "  [24] StaticText 'New'",
            "  [26] button 'Preview'", "  [28] button 'Publish'", "  [30] button 'Settings'",
            "[50] main ''", "  [52] button 'Add feature image'", "  [54] textbox 'Post title', required: False, focused",
            "  [58] textbox 'Post content', required: False", "  [70] StaticText '0 words'"]
    return tree("Editor - Ghost Admin", GHOST + "/#/editor/post", body)


def web06() -> None:
    before = [(LISBON, "By Priya Raman in Travel — 2 days ago", "Draft"),
              ("Welcome to our spring issue", "By Priya Raman in Editorial — 3 days ago", "Published"),
              ("Five coffee shops worth the detour", "By Tomasz Wilk in Food — 1 week ago", "Published"),
              ("Packing list for a week in the Azores", "By Tomasz Wilk in Travel — 2 weeks ago", "Draft")]
    after = [(LISBON, "By Priya Raman in Travel — Published 1 minute ago", "Published")] + before[1:]
    turns = [
        ("click('81')", ghost_editor("Draft - Saved")),
        ("click('28')", ghost_flow(1)),
        ("click('212')", ghost_flow(2)),
        ("click('212')", ghost_flow(3)),
        ("click('212')", ghost_editor("Published", "Update")),
        ("click('22')", ghost_posts(after)),
        ("select_option('54', 'Draft posts')", ghost_posts([(LISBON, "By Priya Raman in Travel — 2 days ago", "Draft"), before[3]], "Draft posts")),  # BAD: published post listed as draft again
        ("click('70')", ghost_blank()),
    ]
    add("h7-web-06", turns, ghost_posts(before), 7, "state_changed_without_action")


# ---------------------------------------------------------------- Discourse
DISC = "http://localhost:4200"
OLD_T = "Unable to mount NFS share after upgrade to 24.04"
NEW_T = "NFS share fails to mount after upgrade to 24.04 (nfs-common 2.6.4)"


def disc_header() -> list[str]:
    return ["[20] banner ''", "  [22] link 'Homelab Forum'", "  [24] button 'Search', expanded: False",
            "  [26] button 'Menu', expanded: False", "  [28] button 'kestrel_ops', expanded: False"]


def disc_topic(title: str, likes: int, liked: bool, editing: str | None = None) -> str:
    slug = "-".join(title.lower().replace("(", "").replace(")", "").replace(".", "-").split())
    body = disc_header() + ["[40] main ''"]
    if editing is None:
        body += [f"  [42] heading '{title}'", "  [43] link 'Support'", "  [44] link 'nfs'", "  [45] link 'ubuntu'", "  [46] button 'edit the title and category of this topic'"]
    else:
        body += ["  [42] textbox '', required: False, focused", f"    [47] StaticText '{editing}'",
                 "  [48] combobox 'Support', hasPopup: listbox, expanded: False", "  [49] StaticText 'nfs, ubuntu'",
                 "  [50] button '✓'", "  [51] button '✕'"]
    body += ["  [60] article 'post #1 by @kestrel_ops'",
             "    [62] link 'kestrel_ops'", "    [63] StaticText '3h'",
             "    [64] StaticText 'After do-release-upgrade to 24.04 my fstab NFS mount (nas.lan:/volume1/media) fails at boot with \"mount.nfs: access denied by server while mounting\". It worked on 22.04.'",
             "    [66] button 'edit this post'", "    [67] button 'copy a link to this post to clipboard'",
             "  [70] article 'post #2 by @mhernandez'",
             "    [72] link 'mhernandez'", "    [73] StaticText '2h'",
             "    [74] StaticText 'Noble ships nfs-common 2.6.4, which defaults to NFSv4.2. Try adding vers=4.1 (or nfsvers=3) to the mount options and check /etc/exports on the NAS for the client subnet.'",
             f"    [76] button '{'Remove this like' if liked else 'like this post'}', pressed={liked}", f"    [77] StaticText '{likes}'",
             "    [78] button 'Reply'",
             "  [80] article 'post #3 by @kestrel_ops'",
             "    [82] link 'kestrel_ops'", "    [83] StaticText '1h'",
             "    [84] StaticText 'vers=4.1 did it. Thanks!'",
             "  [90] StaticText '3 / 3'", "  [92] button 'Reply'",
             "  [94] StaticText 'created 3h, last reply 1h, 2 replies, 58 views, 3 users'"]
    return tree(f"{title} - Support - Homelab Forum", f"{DISC}/t/{slug}/2817", body)


def disc_list(kind: str, first_title: str) -> str:
    body = disc_header() + ["[40] main ''"]
    if kind == "Support":
        body += ["  [42] heading 'Support'", "  [44] StaticText 'Ask for help with your homelab: hardware, networking, storage, self-hosting.'"]
    body += ["  [50] link 'Latest'", "  [51] link 'Top'", "  [52] link 'Categories'", "  [54] button '+ New Topic'",
             "  [56] table ''", "    [57] row 'Topic Replies Views Activity'"]
    ours = (first_title, "Support", "2", "58", "1h")
    if kind == "Support":
        rows = [ours, ("Proxmox backup server keeps filling root partition", "Support", "7", "214", "4h"),
                ("Which UPS for a 3-node cluster?", "Support", "12", "390", "1d")]
    else:
        rows = [("Show off your rack: October edition", "Showcase", "31", "1.2k", "22m"), ours,
                ("Proxmox backup server keeps filling root partition", "Support", "7", "214", "4h"),
                ("Caddy vs Traefik in 2024", "Networking", "44", "2.8k", "9h")]
    for i, (t, c, r, v, a) in enumerate(rows):
        b = 60 + 8 * i
        body += [f"    [{b}] row ''", f"      [{b + 1}] link '{t}'", f"      [{b + 2}] link '{c}'",
                 f"      [{b + 3}] StaticText '{r}'", f"      [{b + 4}] StaticText '{v}'", f"      [{b + 5}] link '{a}'"]
    url = DISC + ("/c/support/5" if kind == "Support" else "/latest")
    return tree(("Support - " if kind == "Support" else "Latest topics - ") + "Homelab Forum", url, body)


def web07() -> None:
    turns = [
        ("click('76')", disc_topic(OLD_T, 4, True)),
        ("click('46')", disc_topic(OLD_T, 4, True, editing=OLD_T)),
        (f"fill('42', '{NEW_T}')", disc_topic(OLD_T, 4, True, editing=NEW_T)),
        ("click('50')", disc_topic(NEW_T, 4, True)),
        ("click('43')", disc_list("Support", NEW_T)),
        ("click('50')", disc_list("Latest", OLD_T)),  # BAD: Latest still lists the topic under its old title
    ]
    add("h7-web-07", turns, disc_topic(OLD_T, 3, False), 6, "rename_old_name")


# ---------------------------------------------------------------- phpMyAdmin
PMA = "http://localhost:8080/index.php"
PEOPLE = [("Olivia", "Bennett", "Portland"), ("Marcus", "Liu", "Seattle"), ("Sofia", "Romero", "Tacoma"), ("Ethan", "Park", "Boise"),
          ("Ava", "Kowalski", "Spokane"), ("Noah", "Adeyemi", "Eugene"), ("Mia", "Johansson", "Salem"), ("Liam", "O'Connell", "Bend"),
          ("Chloe", "Nguyen", "Portland"), ("Lucas", "Ferreira", "Seattle"), ("Zoe", "Hartmann", "Olympia"), ("Mateo", "Silva", "Vancouver"),
          ("Harper", "Lindqvist", "Tacoma"), ("Elijah", "Moore", "Bellevue"), ("Aria", "Chatterjee", "Redmond"), ("James", "Novak", "Everett"),
          ("Layla", "Haddad", "Kent"), ("Jonah", "Whitfield", "Tacoma"), ("Nora", "Brandt", "Renton"), ("Caleb", "Ito", "Gresham"),
          ("Lily", "Okafor", "Hillsboro"), ("Owen", "Duarte", "Beaverton"), ("Ella", "Sørensen", "Corvallis"), ("Isaac", "Mensah", "Medford"),
          ("Ruby", "Castillo", "Yakima")]
DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com"]


def pma_email(i: int, first: str, last: str) -> str:
    if i == 18:
        return "jwhitfield@oldmail.net"
    return f"{first[0].lower()}.{last.lower().replace(chr(39), '')}@{DOMAINS[i % 5]}"


def pma_frame(table: str, tab: str, main: list[str], url: str) -> str:
    body = ["[20] navigation ''", "  [22] link 'phpMyAdmin'", "  [24] link 'Home'", "  [25] link 'Log out'", "  [26] link 'Settings'",
            "  [30] tree ''", "    [31] treeitem 'New'", "    [32] treeitem 'information_schema'", "    [33] treeitem 'mysql'",
            "    [34] treeitem 'shopdb', expanded=True"]
    for i, t in enumerate(["customers", "order_items", "orders", "products"]):
        body += [f"      [{36 + i}] treeitem '{t}'{', selected=True' if t == table else ''}"]
    body += ["[50] main ''",
             f"  [52] StaticText 'Server: db:3306 » Database: shopdb » Table: {table}'",
             "  [54] tablist ''"]
    for i, t in enumerate(["Browse", "Structure", "SQL", "Search", "Insert", "Export", "Import", "Privileges", "Operations", "Triggers"]):
        body += [f"    [{55 + i}] tab '{t}', selected={t == tab}"]
    return tree(f"db:3306 / db / shopdb / {table} | phpMyAdmin 5.2.1", url, body + main)


def pma_browse(took: str, new_email: str | None = None) -> str:
    main = [f"  [70] StaticText 'Showing rows 0 - 24 (112 total, Query took {took} seconds.)'",
            "  [72] code ''", "    [73] StaticText 'SELECT * FROM `customers`'",
            "  [75] link 'Profiling'", "  [76] link 'Edit inline'", "  [77] link 'Edit'", "  [78] link 'Explain SQL'", "  [79] link 'Create PHP code'", "  [80] link 'Refresh'",
            "  [82] combobox 'Number of rows:', hasPopup: menu, expanded: False", "    [83] StaticText '25'",
            "  [86] table ''", "    [87] row 'id first_name last_name email city created_at'"]
    for i, (f, last, c) in enumerate(PEOPLE, 1):
        e = new_email if (i == 18 and new_email) else pma_email(i, f, last)
        main += [f"    [{100 + i}] row 'Edit Copy Delete {i} {f} {last} {e} {c} 2023-{(i % 9) + 1:02d}-{(i * 7) % 27 + 1:02d} {(i * 5) % 24:02d}:{(i * 13) % 60:02d}:{(i * 29) % 60:02d}'"]
    main += ["  [140] checkbox 'Check all', checked='false'", "  [142] button 'Edit'", "  [143] button 'Copy'", "  [144] button 'Delete'", "  [145] button 'Export'"]
    return pma_frame("customers", "Browse", main, PMA + "?route=/sql&db=shopdb&table=customers&pos=0")


def pma_sql(text: str, result: str | None = None, focused: bool = False) -> str:
    main = []
    if result:
        main += ["  [66] StaticText '✔'", f"  [67] StaticText '{result}'", "  [68] code ''", f"    [69] StaticText '{text}'"]
    main += ["  [70] heading 'Run SQL query/queries on table shopdb.customers:'",
             f"  [72] textbox '', required: False{', focused' if focused else ''}", f"    [73] StaticText '{text if not result else 'SELECT * FROM `customers` WHERE 1'}'",
             "  [75] button 'SELECT *'", "  [76] button 'SELECT'", "  [77] button 'INSERT'", "  [78] button 'UPDATE'", "  [79] button 'DELETE'", "  [80] button 'Clear'",
             "  [82] listbox 'Columns'", "    [83] option 'id'", "    [84] option 'first_name'", "    [85] option 'last_name'", "    [86] option 'email'", "    [87] option 'city'", "    [88] option 'created_at'",
             "  [90] checkbox 'Retain query box', checked='false'", "  [91] checkbox 'Rollback when finished', checked='false'",
             "  [92] checkbox 'Enable foreign key checks', checked='true'", "  [94] button 'Go'"]
    return pma_frame("customers", "SQL", main, PMA + "?route=/table/sql&db=shopdb&table=customers")


def pma_orders() -> str:
    main = ["  [70] StaticText 'Showing rows 0 - 24 (486 total, Query took 0.0005 seconds.)'",
            "  [72] code ''", "    [73] StaticText 'SELECT * FROM `orders`'",
            "  [82] combobox 'Number of rows:', hasPopup: menu, expanded: False", "    [83] StaticText '25'",
            "  [86] table ''", "    [87] row 'id customer_id status total placed_at'"]
    statuses = ["shipped", "delivered", "delivered", "cancelled", "shipped", "pending", "delivered"]
    for i in range(1, 26):
        main += [f"    [{100 + i}] row 'Edit Copy Delete {i} {(i * 37) % 112 + 1} {statuses[i % 7]} {(i * 1733) % 24000 / 100 + 9.5:.2f} 2023-{(i % 12) + 1:02d}-{(i * 11) % 28 + 1:02d} {(i * 7) % 24:02d}:{(i * 17) % 60:02d}:{(i * 31) % 60:02d}'"]
    return pma_frame("orders", "Browse", main, PMA + "?route=/sql&db=shopdb&table=orders&pos=0")


def web08() -> None:
    upd = "UPDATE customers SET email = 'j.whitfield@fastmail.com' WHERE id = 18;"
    turns = [
        ("click('36')", pma_browse("0.0004")),
        ("click('57')", pma_sql("SELECT * FROM `customers` WHERE 1")),
        (f"fill('72', \"{upd}\")", pma_sql(upd, focused=True)),
        ("click('94')", pma_sql(upd, result="1 row affected. (Query took 0.0021 seconds.)")),
        ("click('55')", pma_browse("0.0003")),  # BAD: row 18 still shows the old e-mail after the UPDATE
        ("click('38')", pma_orders()),
    ]
    add("h7-web-08", turns, pma_frame("customers", "Structure", ["  [70] StaticText 'Table structure'", "  [72] table ''",
                                                                 "    [73] row '# Name Type Collation Attributes Null Default Extra Action'",
                                                                 "    [74] row '1 id int(11) No None AUTO_INCREMENT'",
                                                                 "    [75] row '2 first_name varchar(64) utf8mb4_general_ci No None'",
                                                                 "    [76] row '3 last_name varchar(64) utf8mb4_general_ci No None'",
                                                                 "    [77] row '4 email varchar(255) utf8mb4_general_ci No None'",
                                                                 "    [78] row '5 city varchar(64) utf8mb4_general_ci Yes NULL'",
                                                                 "    [79] row '6 created_at datetime No current_timestamp()'"],
                                                      PMA + "?route=/table/structure&db=shopdb&table=customers"), 5, "edit_not_applied")


# ---------------------------------------------------------------- Nextcloud Files
NC = "http://localhost:8081"


def nc_nav(active: str = "All files") -> list[str]:
    lines = ["[20] banner ''", "  [22] link 'Nextcloud'", "  [24] link 'Dashboard'", "  [25] link 'Files'", "  [26] link 'Photos'",
             "  [27] link 'Activity'", "  [28] link 'Talk'", "  [29] link 'Mail'", "  [31] button 'Unified search'",
             "  [33] button 'Notifications'", "  [35] button 'Settings menu', expanded: False",
             "[40] navigation 'Files'"]
    for i, n in enumerate(["All files", "Recent", "Favorites", "Shares", "Tags", "Deleted files"]):
        lines += [f"  [{41 + i}] link '{n}'{', selected=True' if n == active else ''}"]
    lines += ["  [48] StaticText '1.9 GB of 10 GB used'"]
    return lines


def nc_list(crumbs: list[str], rows: list[tuple[str, str, str]], url: str, menu_for: str | None = None, rename: str | None = None, summary: str = "") -> str:
    body = nc_nav() + ["[60] main ''", "  [62] navigation 'Current directory path'"]
    for i, c in enumerate(crumbs):
        body += [f"    [{63 + i}] link '{c}'"]
    body += ["  [68] button 'New'", "  [70] button 'Switch to grid view'",
             "  [72] table ''", "    [73] row 'Name Size Modified'"]
    for i, (name, size, mod) in enumerate(rows):
        b = 80 + 10 * i
        body += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Toggle selection for file \"{name}\"', checked='false'"]
        if rename is not None and name == menu_for:
            body += [f"      [{b + 2}] textbox 'Filename', required: True, focused", f"        [{b + 3}] StaticText '{rename}'"]
        else:
            body += [f"      [{b + 2}] link '{name}'"]
        body += [f"      [{b + 4}] button 'Sharing options'", f"      [{b + 5}] button 'Actions', expanded: {name == menu_for and rename is None}"]
        if name == menu_for and rename is None:
            for j, item in enumerate(["Add to favorites", "Details", "Rename", "Move or copy", "Download", "Delete file"]):
                body += [f"        [{b + 100 + j}] menuitem '{item}'"]
        body += [f"      [{b + 6}] StaticText '{size}'", f"      [{b + 7}] StaticText '{mod}'"]
    body += [f"  [200] StaticText '{summary}'"]
    return tree(f"{crumbs[-1] if len(crumbs) > 1 else 'All files'} - Files - Nextcloud", url, body)


def web09() -> None:
    def root(q3: str, size: str = "1.2 MB", **kw: object) -> str:
        rows = [("Documents", "4.6 MB", "2 days ago"), ("Photos", "18.5 MB", "3 weeks ago"), ("Talk", "0 KB", "1 month ago"),
                ("Nextcloud Manual.pdf", "12.6 MB", "5 months ago"), ("Nextcloud intro.mp4", "3.8 MB", "5 months ago"),
                (q3, size, "3 days ago"), ("Readme.md", "1 KB", "5 months ago")]
        rows.sort(key=lambda r: (r[0] not in ("Documents", "Photos", "Talk"), r[0].lower()))  # folders first, then by name
        return nc_list(["Home"], rows, NC + "/apps/files/files?dir=/", summary="3 folders and 4 files", **kw)  # type: ignore[arg-type]
    docs = nc_list(["Home", "Documents"], [("Budget 2024.xlsx", "48 KB", "2 days ago"), ("Meeting notes.md", "3 KB", "1 week ago"),
                                            ("Welcome to Nextcloud Hub.docx", "4.5 MB", "5 months ago")],
                   NC + "/apps/files/files?dir=/Documents", summary="3 files")
    photos = nc_list(["Home", "Photos"], [("Birdie.jpg", "582 KB", "5 months ago"), ("Frog.jpg", "446 KB", "5 months ago"),
                                          ("Gorilla.jpg", "2.4 MB", "5 months ago"), ("Library.jpg", "2.1 MB", "5 months ago"),
                                          ("Nextcloud community.jpg", "797 KB", "5 months ago"), ("Steps.jpg", "553 KB", "5 months ago"),
                                          ("Toucan.jpg", "161 KB", "5 months ago"), ("Vineyard.jpg", "417 KB", "5 months ago"),
                                          ("lake-tahoe-2024.heic", "11.0 MB", "3 weeks ago")],
                     NC + "/apps/files/files?dir=/Photos", summary="9 files")
    turns = [
        ("click('135')", root("Q3-report.pdf", menu_for="Q3-report.pdf")),
        ("click('232')", root("Q3-report.pdf", menu_for="Q3-report.pdf", rename="Q3-report.pdf")),
        ("fill('132', 'Q3-report-final.pdf')", root("Q3-report.pdf", menu_for="Q3-report.pdf", rename="Q3-report-final.pdf")),
        ("keyboard_press('Enter')", root("Q3-report-final.pdf")),
        ("click('82')", docs),
        ("click('63')", root("Q3-report-final.pdf", size="2.1 MB")),  # BAD: the renamed PDF's size changed with no write
        ("click('92')", photos),
    ]
    add("h7-web-09", turns, root("Q3-report.pdf"), 6, "size_drift")


# ---------------------------------------------------------------- Jenkins
JK = "http://localhost:8090"


def jk_header(crumbs: list[str]) -> list[str]:
    lines = ["[20] banner ''", "  [22] link 'Jenkins'", "  [24] searchbox 'Search (CTRL+K)'", "  [26] link 'Dana Whitfield'", "  [27] link 'log out'",
             "[30] navigation 'breadcrumb'", "  [31] link 'Dashboard'"]
    for i, c in enumerate(crumbs):
        lines += [f"  [{32 + i}] link '{c}'"]
    return lines


def jk_job(history: list[tuple[str, str, str]], perma: list[str], toast: str | None = None) -> str:
    body = jk_header(["payments-api"]) + ["[40] navigation 'side panel'"]
    for i, n in enumerate(["Status", "Changes", "Workspace", "Build Now", "Configure", "Delete Pipeline", "Full Stage View", "Rename", "Pipeline Syntax"]):
        body += [f"  [{41 + i}] link '{n}'"]
    body += ["  [52] heading 'Build History'", "  [53] link 'trend'", "  [54] searchbox 'Filter builds...'"]
    for i, (num, when, state) in enumerate(history):
        b = 60 + 6 * i
        body += [f"  [{b}] link '{num}'", f"  [{b + 1}] link '{when}'", f"  [{b + 2}] img '{state}'"]
        if state == "In progress":
            body += [f"  [{b + 3}] progressbar ''"]
    body += ["  [110] link 'Atom feed for all'", "  [111] link 'Atom feed for failures'",
             "[120] main ''", "  [122] heading 'payments-api'", "  [124] StaticText 'Payments REST service (Spring Boot). Builds on every push to main.'",
             "  [126] heading 'Stage View'", "  [128] heading 'Permalinks'", "  [130] list ''"]
    for i, p in enumerate(perma):
        body += [f"    [{131 + i}] listitem ''", f"      [{141 + i}] link '{p}'"]
    if toast:
        body += ["[190] status ''", f"  [191] StaticText '{toast}'"]
    return tree("payments-api [Jenkins]", JK + "/job/payments-api/", body)


def jk_build(console: list[str] | None, done: bool) -> str:
    body = jk_header(["payments-api", "#58"] + (["Console Output"] if console is not None else [])) + ["[40] navigation 'side panel'",
                                                                                                      "  [41] link 'Back to Project'", "  [42] link 'Status'", "  [43] link 'Changes'",
                                                                                                      "  [44] link 'Console Output'", "  [45] link 'Edit Build Information'", "  [46] link 'Delete build ‘#58’'",
                                                                                                      "  [47] link 'Timings'", "  [48] link 'Pipeline Overview'", "  [49] link 'Restart from Stage'", "  [50] link 'Replay'",
                                                                                                      "[60] main ''"]
    if console is None:
        body += ["  [62] heading 'Build #58 (Oct 14, 2024, 3:12:09 PM)'", "  [64] StaticText 'Started by user Dana Whitfield'",
                 "  [66] StaticText 'Revision: 9be41f07c3a2d5e8f1146b2a0c7d9e3f5a1b8c26'", "  [67] StaticText 'Repository: git@git.internal:payments/payments-api.git'",
                 "  [68] StaticText 'refs/remotes/origin/main'",
                 "  [70] StaticText 'Started 6.2 sec ago'", "  [71] StaticText 'Build has been executing for 6.2 sec'", "  [72] progressbar ''"]
    else:
        body += ["  [62] heading 'Console Output'", "  [63] link 'Download'", "  [64] link 'Copy'", "  [65] link 'View as plain text'",
                 "  [67] group ''"] + [f"    [{200 + i}] StaticText {ln!r}" for i, ln in enumerate(console)]
        if not done:
            body += ["  [70] progressbar ''"]
    return tree(("Console [Jenkins]" if console is not None else "payments-api #58 [Jenkins]"), JK + "/job/payments-api/58/" + ("console" if console is not None else ""), body)


CONSOLE_A = ["Started by user Dana Whitfield", "[Pipeline] Start of Pipeline", "[Pipeline] node", "Running on Jenkins in /var/jenkins_home/workspace/payments-api",
             "[Pipeline] {", "[Pipeline] stage", "[Pipeline] { (Checkout)", "The recommended git tool is: NONE",
             "using credential gitlab-deploy-key", " > git fetch --tags --force --progress -- git@git.internal:payments/payments-api.git +refs/heads/*:refs/remotes/origin/* # timeout=10",
             "Checking out Revision 9be41f07c3a2d5e8f1146b2a0c7d9e3f5a1b8c26 (refs/remotes/origin/main)",
             "Commit message: \"Retry idempotent refunds on 503 (#412)\"", "[Pipeline] }", "[Pipeline] stage", "[Pipeline] { (Test)", "[Pipeline] sh", "+ ./gradlew test --no-daemon"]
CONSOLE_B = ["> Task :compileJava", "> Task :processResources", "> Task :classes", "> Task :compileTestJava", "> Task :test",
             "RefundServiceTest > retriesOn503() PASSED", "PaymentControllerTest > rejectsNegativeAmount() PASSED",
             "BUILD SUCCESSFUL in 41s", "5 actionable tasks: 5 executed", "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] }", "[Pipeline] // node",
             "[Pipeline] End of Pipeline", "Finished: SUCCESS"]


def jk_config() -> str:
    body = jk_header(["payments-api", "Configuration"]) + ["[40] navigation 'side panel'", "  [41] link 'General'", "  [42] link 'Advanced Project Options'", "  [43] link 'Pipeline'",
                                                            "[60] main ''", "  [62] heading 'General'", "  [64] textbox 'Description', required: False",
                                                            "    [65] StaticText 'Payments REST service (Spring Boot). Builds on every push to main.'",
                                                            "  [67] checkbox 'Discard old builds', checked='true'", "  [69] checkbox 'Do not allow concurrent builds', checked='true'",
                                                            "  [71] checkbox 'GitHub project', checked='false'", "  [73] checkbox 'This project is parameterized', checked='false'",
                                                            "  [80] heading 'Build Triggers'", "  [82] checkbox 'Build after other projects are built', checked='false'",
                                                            "  [84] checkbox 'Build periodically', checked='false'", "  [86] checkbox 'Poll SCM', checked='true'",
                                                            "    [87] textbox 'Schedule', required: False", "      [88] StaticText 'H/5 * * * *'",
                                                            "  [100] button 'Save'", "  [101] button 'Apply'"]
    return tree("payments-api Config [Jenkins]", JK + "/job/payments-api/configure", body)


def web10() -> None:
    old = [("#57", "Oct 14, 2024, 2:47 PM", "Success"), ("#56", "Oct 14, 2024, 11:20 AM", "Success"), ("#55", "Oct 11, 2024, 4:05 PM", "Failed"),
           ("#54", "Oct 11, 2024, 3:58 PM", "Failed"), ("#53", "Oct 10, 2024, 9:41 AM", "Success")]
    p0 = ["Last build (#57), 25 min ago", "Last stable build (#57), 25 min ago", "Last successful build (#57), 25 min ago",
          "Last failed build (#55), 2 days 23 hr ago", "Last unsuccessful build (#55), 2 days 23 hr ago", "Last completed build (#57), 25 min ago"]
    p0b = ["Last build (#58), 0.61 sec ago"] + p0[1:]
    p0c = ["Last build (#58), 6.4 sec ago"] + p0[1:]
    b58 = ("#58", "Oct 14, 2024, 3:12 PM", "In progress")
    p1 = ["Last build (#58), 1 min 8 sec ago", "Last stable build (#58), 1 min 8 sec ago", "Last successful build (#58), 1 min 8 sec ago",
          "Last failed build (#55), 2 days 23 hr ago", "Last unsuccessful build (#55), 2 days 23 hr ago", "Last completed build (#58), 1 min 8 sec ago"]
    p2 = [x.replace("1 min 8 sec", "1 min 15 sec") for x in p1]
    done58 = ("#58", "Oct 14, 2024, 3:12 PM", "Success")
    turns = [
        ("click('44')", jk_job([b58] + old, p0b, toast="Build scheduled")),
        ("noop(5000)", jk_job([b58] + old, p0c)),
        ("click('60')", jk_build(None, False)),
        ("click('44')", jk_build(CONSOLE_A, False)),
        ("noop(30000)", jk_build(CONSOLE_A + CONSOLE_B, True)),
        ("click('41')", jk_job([done58] + old, p1)),
        ("click('44')", jk_job([("#59", "Oct 14, 2024, 3:05 PM", "In progress"), done58] + old, ["Last build (#59), 0.58 sec ago"] + p2[1:], toast="Build scheduled")),  # BAD: #59 starts before #58
        ("click('45')", jk_config()),
    ]
    add("h7-web-10", turns, jk_job(old, p0), 7, "clock_backwards")


# ---------------------------------------------------------------- Odoo Contacts
ODOO = "http://localhost:8069"
COMPANIES = [("Azure Interior", "(870)-931-0505", "azure.Interior24@example.com", "Fremont", "United States"),
             ("Deco Addict", "(603)-996-3829", "deco.addict82@example.com", "Pleasant Hill", "United States"),
             ("Gemini Furniture", "(941)-284-4875", "gemini.furniture39@example.com", "Fairfield", "United States"),
             ("Lumber Inc", "(828)-316-0593", "lumber-inv92@example.com", "Stockton", "United States"),
             ("Ready Mat", "(803)-873-6126", "ready.mat28@example.com", "Tracy", "United States"),
             ("The Jackson Group", "(334)-502-1024", "jackson.group82@example.com", "Burlingame", "United States"),
             ("Wood Corner", "(623)-853-7197", "wood.corner26@example.com", "Turlock", "United States"),
             ("YourCompany", "+1 555-555-5556", "info@yourcompany.com", "Tracy", "United States")]


def odoo_top() -> list[str]:
    return ["[20] navigation ''", "  [22] button 'Home Menu'", "  [24] link 'Contacts'", "  [26] button 'Contacts'", "  [27] button 'Configuration'",
            "  [30] button 'Activities'", "  [32] button 'Messages'", "  [34] button 'My Company (San Francisco)'", "  [36] button 'Mitchell Admin'"]


def odoo_list(rows: list[tuple[str, str, str, str, str]]) -> str:
    body = odoo_top() + ["[40] main ''", "  [42] button 'New'", "  [44] link 'Contacts'", "  [46] button 'Actions'",
                         "  [50] StaticText 'Companies'", "  [51] button 'Remove'", "  [53] searchbox 'Search...'", "  [55] button 'Toggle Search Panel'",
                         f"  [58] StaticText '1-{len(rows)}'", "  [59] StaticText '/'", f"  [60] StaticText '{len(rows)}'",
                         "  [62] button 'Previous', disabled=True", "  [63] button 'Next', disabled=True",
                         "  [64] button 'Kanban'", "  [65] button 'List', pressed=True", "  [66] button 'Map'", "  [67] button 'Activity'",
                         "  [70] table ''", "    [71] row 'Name Phone Email Activities City Country'"]
    for i, r in enumerate(rows):
        body += [f"    [{80 + i}] row '{' '.join(r)}'"]
    return tree("Odoo - Contacts", ODOO + "/odoo/contacts?view_type=list", body)


def odoo_form(company: bool, name: str = "", email: str = "", saved: bool = False, focus: str = "") -> str:
    rid = "/odoo/contacts/52" if saved else "/odoo/contacts/new"
    body = odoo_top() + ["[40] main ''", "  [42] button 'New'", "  [44] link 'Contacts'", f"  [45] StaticText '{name if saved else 'New'}'",
                         "  [46] button 'Actions'"]
    if not saved and (name or email):
        body += ["  [47] button 'Save manually'", "  [48] button 'Discard all changes'"]
    body += [f"  [50] radio 'Individual', checked={str(not company).lower()}", f"  [51] radio 'Company', checked={str(company).lower()}",
             f"  [53] textbox '{'e.g. Lumber Inc' if company else 'e.g. Brandom Freeman'}', required: True{', focused' if focus == '53' else ''}"]
    if name:
        body += [f"    [54] StaticText '{name}'"]
    body += ["  [56] textbox 'Street...', required: False", "  [57] textbox 'City', required: False", "  [58] combobox 'State', hasPopup: listbox",
             "  [59] textbox 'ZIP', required: False", "  [60] combobox 'Country', hasPopup: listbox",
             "  [62] textbox 'Tax ID', required: False", "  [64] textbox 'Phone', required: False", "  [65] textbox 'Mobile', required: False",
             f"  [66] textbox 'Email', required: False{', focused' if focus == '66' else ''}"]
    if email:
        body += [f"    [67] StaticText '{email}'"]
    body += ["  [68] textbox 'Website', required: False", "  [70] combobox 'Tags', hasPopup: listbox",
             "  [72] tablist ''", "    [73] tab 'Contacts & Addresses', selected=True", "    [74] tab 'Sales & Purchase', selected=False",
             "    [75] tab 'Accounting', selected=False", "    [76] tab 'Internal Notes', selected=False",
             "[90] complementary ''", "  [92] button 'Send message'", "  [93] button 'Log note'", "  [94] button 'Activities'"]
    if saved:
        body += ["  [96] StaticText 'Today'", "  [97] StaticText 'Mitchell Admin - now'", "  [98] StaticText 'Contact created'"]
    else:
        body += ["  [96] StaticText 'Creating a new record...'"]
    return tree(f"Odoo - {name if saved else 'New'}", ODOO + rid, body)


def web11() -> None:
    turns = [
        ("click('42')", odoo_form(False, focus="53")),
        ("click('51')", odoo_form(True, focus="53")),
        ("fill('53', 'Harbor Point Logistics')", odoo_form(True, "Harbor Point Logistics", focus="53")),
        ("fill('66', 'ops@harborpoint.io')", odoo_form(True, "Harbor Point Logistics", "ops@harborpoint.io", focus="66")),
        ("click('47')", odoo_form(True, "Harbor Point Logistics", "ops@harborpoint.io", saved=True)),
        ("click('44')", odoo_list(COMPANIES)),  # BAD: the company just saved is missing from the Companies list
    ]
    add("h7-web-11", turns, odoo_list(COMPANIES), 6, "created_missing")


# ================================================================ clean trajectories
EARBUDS = [  # (name, price, rating, reviews); listed in relevance order
    ("Soundcore by Anker Life P2 Mini True Wireless Earbuds, 10mm Drivers with Big Bass, Bluetooth 5.3, 32H Playtime", 29.99, "84%", 11),
    ("JLab Go Air Pop True Wireless Bluetooth Earbuds + Charging Case, Black, Dual Connect, 32+ Hour Bluetooth Playtime", 19.88, "80%", 24),
    ("Apple AirPods (2nd Generation) Wireless Ear Buds, Bluetooth Headphones with Lightning Charging Case Included", 99.00, "92%", 58),
    ("Skullcandy Dime 3 In-Ear Wireless Earbuds, 20 Hr Battery, Microphone, Works with iPhone Android and Bluetooth Devices - Black", 24.99, "78%", 9),
    ("TOZO T6 True Wireless Earbuds Bluetooth 5.3 Headphones Touch Control with Wireless Charging Case IPX8 Waterproof", 25.99, "82%", 31),
    ("Sony WF-C500 Truly Wireless In-Ear Bluetooth Earbud Headphones with Mic and IPX4 Water Resistance, Black", 58.00, "86%", 14),
    ("Beats Studio Buds - True Wireless Noise Cancelling Earbuds - Compatible with Apple & Android, Built-in Microphone", 99.95, "88%", 20),
    ("Samsung Galaxy Buds2 True Wireless Earbuds Noise Cancelling Ambient Sound Bluetooth Lightweight Comfort Fit Touch Control", 89.99, "84%", 17),
    ("Wireless Earbuds, Bluetooth 5.3 Headphones 50Hrs Playtime with LED Power Display, IP7 Waterproof Ear Buds for Sport", 16.99, "70%", 6),
    ("EarFun Air Pro 3 Noise Cancelling Wireless Earbuds, Qualcomm® aptX™ Adaptive Sound, 6 Mics CVC 8.0 ENC", 69.99, "86%", 8),
    ("JBL Vibe 100 TWS - True Wireless In-Ear Headphones - Black", 39.95, "76%", 5),
    ("Jabra Elite 3 in Ear Wireless Bluetooth Earbuds – Noise Isolating True Wireless Buds with 4 Built-in Microphones", 59.99, "84%", 12),
    ("Panasonic ErgoFit True Wireless Earbuds, Bluetooth Ear Buds with Mic, Lightweight, Compact, Black (RZ-S300W-K)", 29.95, "74%", 4),
    ("Sport Earbuds Wireless Bluetooth Headphones with Earhooks, 48H Playtime, IPX7 Waterproof, Deep Bass", 21.49, "72%", 3),
    ("Monster Achieve 100 AirLinks True Wireless Earbuds, Bluetooth 5.0, 28H Playtime", 18.45, "66%", 2),
    ("Bluetooth Earbuds Wireless Headphones Sports, 2024 Bluetooth 5.3 Over-Ear Buds with HD Mic", 23.99, "68%", 7),
    ("Raycon The Everyday Bluetooth Wireless Earbuds with Microphone - Stereo Sound In-Ear Bluetooth Headset", 79.99, "80%", 10),
    ("OnePlus Buds 3, Bluetooth 5.3 Earbuds, 49dB Adaptive Noise Cancellation, Splendid Blue", 99.99, "84%", 6),
    ("Wireless Earbuds Bluetooth 5.3 Headphones, 40H Playback Stereo Bass Ear Buds with Wireless Charging Case, Pink", 14.99, "64%", 3),
    ("Tribit FlyBuds C1 True Wireless Earbuds, Qualcomm QCC3040 aptX, 4 Mics CVC 8.0, 50H Playtime", 42.99, "82%", 9),
    ("Anker Soundcore A20i True Wireless Earbuds, Bluetooth 5.3, App Customized EQ, 28H Long Playtime", 19.99, "80%", 13),
    ("Sennheiser CX True Wireless Earbuds - Bluetooth In-Ear Headphones for Music and Calls with Active Noise Cancellation", 99.95, "86%", 4),
    ("Baseus Bowie MA10 Wireless Earbuds, Active Noise Cancelling, 140H Playtime, Bluetooth 5.3", 35.99, "78%", 5),
    ("Philips T1205BK/37 True Wireless Headphones with IPX4 Water Resistance, Black", 22.99, "72%", 3),
    ("Koss TWS150i True Wireless Earbuds, Bluetooth 5.0, 10-Hour Battery, Black", 34.99, "70%", 2),
    ("Soundpeats Air3 Deluxe HS Wireless Earbuds, Hi-Res Audio with LDAC, 14.2mm Driver", 39.99, "80%", 7),
    ("Audio-Technica ATH-SQ1TW True Wireless Earbuds, Black", 59.00, "76%", 3),
    ("Wireless Earbuds for Kids, Volume Limited 85dB, Bluetooth 5.3, Blue", 17.99, "74%", 4),
]


def shop_search(q: str, items: list[tuple[str, float, str, int]], first: int, total: int, sort: str, cart: int, msg: str | None = None, page: int = 1) -> str:
    url = SHOP + "/catalogsearch/result/index/?" + (f"p={page}&" if page > 1 else "") + ("product_list_order=price&" if sort == "Price" else "") + "q=" + q.replace(" ", "+")
    body = shop_header(cart, q) + ["[1501] main ''"]
    if msg:
        body += ["  [1503] alert '', live='assertive', atomic=True, relevant='additions'", f"    [1504] StaticText '{msg}'", "    [1505] link 'shopping cart'"]
    body += [f"  [1510] heading \"Search results for: '{q}'\"", f"  [1520] StaticText 'Items {first}-{first + len(items) - 1} of {total}'",
             "  [1522] StaticText 'Sort By'", "  [1523] combobox 'Sort By', hasPopup: menu, expanded: False"]
    for i, o in enumerate(["Relevance", "Product Name", "Price"]):
        body += [f"    [{1524 + i}] option '{o}', selected={o == sort}"]
    b = 1540
    for name, price, rating, rev in items:
        body += [f"  [{b}] link '{name}'", f"  [{b + 1}] StaticText 'Rating: {rating}'", f"  [{b + 2}] link '{rev} \xa0Reviews'",
                 f"  [{b + 3}] StaticText '${price:.2f}'", f"  [{b + 4}] button 'Add to Cart'"]
        b += 10
    body += ["  [1680] StaticText 'Page'"]
    for p in range(1, 5):
        body += [f"  [{1680 + p}] {'StaticText' if p == page else 'link'} '{p if p == page else f'Page {p}'}'"]
    body += ["  [1686] link '\ue608 Page Next'"] + shop_footer()
    return tree(f"Search results for: '{q}'", url, body)


def shop_cart_empty() -> str:
    body = shop_header(0) + ["[1301] main ''", "  [1303] heading 'Shopping Cart'", "  [1305] StaticText 'You have no items in your shopping cart.'",
                             "  [1306] StaticText 'Click'", "  [1307] link 'here'", "  [1308] StaticText 'to continue shopping.'"] + shop_footer()
    return tree("Shopping Cart", SHOP + "/checkout/cart/", body)


def web12() -> None:
    q = "wireless earbuds"
    rel = EARBUDS[:12]
    by_price = sorted(EARBUDS, key=lambda e: e[1])
    p1, p2 = by_price[:12], by_price[12:24]
    pick = p2[3]
    name, price = pick[0], pick[1]
    turns = [
        (f"fill('250', '{q}')", shop_home(0, q, focused=True)),
        ("keyboard_press('Enter')", shop_search(q, rel, 1, 45, "Relevance", 0)),
        ("select_option('1523', 'Price')", shop_search(q, p1, 1, 45, "Price", 0)),
        ("click('1682')", shop_search(q, p2, 13, 45, "Price", 0, page=2)),
        ("click('1574')", shop_search(q, p2, 13, 45, "Price", 1, msg=f"You added {name} to your shopping cart.", page=2)),
        (f"goto('{SHOP}/checkout/cart/')", shop_cart(1, [(name, f"${price:.2f}", "1", f"${price:.2f}")], f"${price:.2f}")),
        ("fill('1313', '3')", shop_cart(1, [(name, f"${price:.2f}", "3", f"${price:.2f}")], f"${price:.2f}", focus="1313")),
        ("click('1360')", shop_cart(3, [(name, f"${price:.2f}", "3", f"${3 * price:.2f}")], f"${3 * price:.2f}")),
        ("click('1317')", shop_cart_empty()),
    ]
    add("h7-web-12", turns, shop_home(0))


# Magento admin orders
NAMES = ["Sarah Miller", "Grace Nguyen", "Matt Baker", "Lily Potter", "Jason Miller", "Alex Johnson", "Adam Garcia", "Katie Wong",
         "Lucy Garcia", "Jennifer White", "Daniel Jackson", "Olivia Lee", "Ava Brown", "Samantha Jones", "Jane Smith", "Bob Jones",
         "Julia Williams", "Bella Chen", "Ryan Tanaka", "Emma Davis"]
PENDING = [307, 304, 301, 299, 296, 292, 290, 285, 281, 279, 274, 270, 266, 263, 259, 255, 250, 246, 243, 240, 236]


def order_row(oid: int, status: str) -> str:
    who = NAMES[oid % 20]
    total = f"${(oid * 7919) % 30000 / 100 + 20:.2f}"
    day = 31 - (308 - oid) // 3
    when = f"{(oid * 7) % 12 + 1}:{(oid * 13) % 60:02d}:{(oid * 29) % 60:02d} PM"
    if oid == 299:  # the order the trajectory opens (see admin_order_view)
        who, total, when = "Ryan Tanaka", "$104.00", "9:55:11 PM"
    return f"Main Website Main Website Store Default Store View Oct {day}, 2023 {when} {who} {who} {total} {total} {status}"


def order_status(oid: int, invoiced: bool) -> str:
    if oid == 299:
        return "Processing" if invoiced else "Pending"
    if oid in PENDING:
        return "Pending"
    return ["Complete", "Complete", "Processing", "Canceled", "Complete"][oid % 5]


def admin_orders(filter_pending: bool, invoiced: bool) -> str:
    if filter_pending:
        ids = [o for o in PENDING if not (invoiced and o == 299)][:20]
        total = "40" if invoiced else "41"
    else:
        ids = list(range(308, 288, -1))
        total = "308"
    body = admin_menu() + ["[300] banner ''", "  [302] heading 'Orders'", "  [305] link '\ue600 admin'", "[320] main ''", "  [322] button 'Create New Order'",
                           "  [330] textbox 'Search by keyword', required: False", "  [332] button 'Search'", "  [334] button 'Filters'"]
    if filter_pending:
        body += ["  [336] StaticText 'Active filters:'", "  [337] StaticText 'Status: Pending'", "  [338] button 'Remove Status: Pending'", "  [339] button 'Clear all'"]
    body += [f"  [344] StaticText '{total} records found'", "  [346] combobox '', hasPopup: menu, expanded: False", "    [347] StaticText '20'",
             "  [350] table ''", "    [351] row 'ID Purchase Point Purchase Date Bill-to Name Ship-to Name Grand Total (Base) Grand Total (Purchased) Status Action'"]
    for i, o in enumerate(ids):
        b = 360 + 4 * i
        body += [f"    [{b}] row '000000{o} {order_row(o, order_status(o, invoiced))}'", f"      [{b + 1}] link 'View'"]
    return tree("Orders / Operations / Sales / Magento Admin", ADMIN + "/sales/order/", body)


def admin_order_view(status: str, msg: str | None = None) -> str:
    body = admin_menu() + ["[400] banner ''", "  [402] heading '# 000000299'", "[420] main ''",
                           "  [422] button '\ue626 Back'", "  [423] button 'Login as Customer'", "  [424] button 'Cancel'", "  [425] button 'Send Email'",
                           "  [426] button 'Hold'"]
    if status == "Pending":
        body += ["  [427] button 'Invoice'"]
    body += ["  [428] button 'Ship'", "  [429] button 'Reorder'", "  [430] button 'Edit'"]
    if msg:
        body += ["  [432] StaticText '" + msg + "'"]
    body += ["  [440] tablist ''", "    [441] tab 'Information', selected=True", "    [442] tab 'Invoices', selected=False", "    [443] tab 'Credit Memos', selected=False",
             "    [444] tab 'Shipments', selected=False", "    [445] tab 'Comments History', selected=False",
             "  [450] heading 'Order # 000000299 (The order confirmation email was sent)'",
             "  [452] StaticText 'Order Date'", "  [453] StaticText 'Oct 28, 2023, 9:55:11 PM'",
             "  [454] StaticText 'Order Status'", f"  [455] StaticText '{status}'",
             "  [456] StaticText 'Purchased From'", "  [457] StaticText 'Main Website Main Website Store Default Store View'",
             "  [460] heading 'Account Information'", "  [461] link 'Ryan Tanaka'", "  [462] link 'ryan.tanaka@yahoo.com'",
             "  [470] heading 'Items Ordered'", "  [472] table ''",
             "    [473] row 'Product Item Status Original Price Price Qty Subtotal Tax Amount Tax Percent Discount Amount Row Total'",
             f"    [474] row 'Endeavor Daytrip Backpack SKU: 24-WB06 {'Invoiced' if status != 'Pending' else 'Ordered'} $33.00 $33.00 Ordered 3{' Invoiced 3' if status != 'Pending' else ''} $99.00 $0.00 0% $0.00 $99.00'",
             "  [480] heading 'Order Totals'", "  [482] StaticText 'Grand Total $104.00'",
             f"  [484] StaticText 'Total Paid {'$104.00' if status != 'Pending' else '$0.00'}'", f"  [486] StaticText 'Total Due {'$0.00' if status != 'Pending' else '$104.00'}'"]
    return tree("#000000299 / Orders / Operations / Sales / Magento Admin", ADMIN + "/sales/order/view/order_id/299/", body)


def admin_new_invoice() -> str:
    body = admin_menu() + ["[500] banner ''", "  [502] heading 'New Invoice'", "[520] main ''", "  [522] button '\ue626 Back'", "  [524] button 'Reset'",
                           "  [530] heading 'Order # 000000299 (The order confirmation email was sent)'", "  [532] StaticText 'Order Status'", "  [533] StaticText 'Pending'",
                           "  [540] heading 'Items to Invoice'", "  [542] table ''", "    [543] row 'Product Price Qty Qty to Invoice Subtotal Tax Amount Discount Amount Row Total'",
                           "    [544] row 'Endeavor Daytrip Backpack SKU: 24-WB06 $33.00 Ordered 3 $99.00 $0.00 $0.00 $99.00'",
                           "    [545] spinbutton '', valuemin=0, valuemax=0, valuetext=''", "      [546] StaticText '3'",
                           "  [550] combobox 'Amount', hasPopup: menu", "    [551] StaticText 'Capture Online'",
                           "  [560] StaticText 'Subtotal $99.00'", "  [561] StaticText 'Shipping & Handling $5.00'", "  [562] StaticText 'Grand Total $104.00'",
                           "  [565] checkbox 'Email Copy of Invoice', checked='false'", "  [568] button 'Submit Invoice'"]
    return tree("New Invoice / Invoices / Operations / Sales / Magento Admin", ADMIN + "/sales/order_invoice/new/order_id/299/", body)


def web13() -> None:
    turns = [
        ("click('334')", admin_orders(False, False).replace("[334] button 'Filters'", "[334] button 'Filters', expanded: True\n\t\t\t[335] combobox 'Status', hasPopup: menu, expanded: False\n\t\t\t[341] button 'Apply Filters'")),
        ("select_option('335', 'Pending')", admin_orders(False, False).replace("[334] button 'Filters'", "[334] button 'Filters', expanded: True\n\t\t\t[335] combobox 'Status', hasPopup: menu, expanded: False\n\t\t\t\t[340] StaticText 'Pending'\n\t\t\t[341] button 'Apply Filters'")),
        ("click('341')", admin_orders(True, False)),
        ("click('373')", admin_order_view("Pending")),
        ("click('427')", admin_new_invoice()),
        ("click('568')", admin_order_view("Processing", "The invoice has been created.")),
        ("click('422')", admin_orders(True, True)),
        ("click('339')", admin_orders(False, True)),
    ]
    add("h7-web-13", turns, admin_orders(False, False))


# Postmill /f/technology
TECH = [("p1", "Framework laptop 16 review after six months: the modules are the point", "hexfiend", 127, 14, "3 hours ago", 3 * 60),
        ("p2", "Why I still run a Gemini capsule in 2024", "smolweb", 88, 41, "5 hours ago", 5 * 60),
        ("p3", "PSA: the new router firmware resets your DNS settings", "netgeek_pgh", 64, 9, "1 hour ago", 60),
        ("p4", "Show HN-style thread: what's on your home server?", "rackmount_rita", 51, 73, "9 hours ago", 9 * 60),
        ("p5", "Linux 6.11 is out, here's what changed for AMD laptops", "kernelnewbie", 23, 4, "25 minutes ago", 25)]


def forum_tech(order: list[str], votes: dict[str, tuple[int, bool]], comments: dict[str, int], sort: str, menu: bool = False) -> str:
    body = forum_nav() + ["[100] main ''", "  [102] heading 'technology'",
                          f"  [105] button 'Sort by: {sort}', hasPopup: menu, expanded: {menu}"]
    if menu:
        for i, o in enumerate(["Hot", "New", "Active", "Top", "Controversial", "Most commented"]):
            body += [f"    [{106 + i}] link '{o}'"]
    by = {t[0]: t for t in TECH}
    for i, k in enumerate(order):
        _, title, user, _, _, age, _ = by[k]
        score, up = votes[k]
        b = 120 + 15 * i
        n = comments[k]
        body += [f"  [{b}] article ''", f"    [{b + 2}] link '{title}'", f"    [{b + 4}] StaticText 'Submitted by'", f"    [{b + 5}] link '{user}'",
                 f"    [{b + 6}] StaticText '{age}'", f"    [{b + 8}] link '{n} comments'",
                 f"    [{b + 10}] button '{'Retract upvote' if up else 'Upvote'}'", f"    [{b + 11}] StaticText '{score}'", f"    [{b + 12}] button 'Downvote'"]
    body += ["[300] complementary ''", "  [302] heading 'technology'", "  [304] button 'Unsubscribe'", "  [305] StaticText '21,947'",
             "  [307] StaticText 'Tech news, hardware, software and the occasional rant.'"]
    return tree("technology", FORUM + "/f/technology" + ("/new" if sort == "New" else ""), body)


def forum_tech_post(score: int, n: int, mine: str | None, typed: str = "") -> str:
    t = TECH[0]
    body = forum_nav() + ["[300] main ''", "  [302] article ''", f"    [304] heading '{t[1]}'", "    [306] StaticText 'Submitted by'", f"    [307] link '{t[2]}'",
                          f"    [308] StaticText '{t[5]} in'", "    [309] link 'technology'", "    [310] link 'frame.work'",
                          f"    [313] link '{n} comments'", "    [318] button 'Retract upvote'", f"    [319] StaticText '{score}'", "    [320] button 'Downvote'",
                          "  [324] heading 'Comments'", "  [326] textbox '', required: True" + (", focused" if typed else "")]
    if typed:
        body += [f"    [327] StaticText '{typed}'"]
    body += ["  [328] button 'Post'"]
    if mine:
        body += ["  [330] article ''", f"    [331] link '{USER}'", "    [332] StaticText '0 seconds ago'", f"    [333] StaticText '{mine}'",
                 "    [334] link 'Reply'", "    [335] link 'Edit'", "    [336] button 'Delete'", "    [337] StaticText '1'"]
    body += ["  [340] article ''", "    [341] link 'kettle_logic'", "    [342] StaticText '2 hours ago'",
             "    [343] StaticText 'The expansion bay GPU is still the best idea in laptops in years. Swapping the input modules on a plane is a party trick.'",
             "    [344] link 'Reply'", "    [347] StaticText '19'",
             "  [350] article ''", "    [351] link 'sleepy_sysadmin'", "    [352] StaticText '2 hours ago'",
             "    [353] StaticText 'How is battery life with the 7940HS under Fedora? Mine gets about 6 hours of light use.'",
             "    [354] link 'Reply'", "    [357] StaticText '8'"]
    return tree(t[1], FORUM + "/f/technology/88213/framework-laptop-16-review-after-six-months-the-modules-are", body)


def web14() -> None:
    hot = ["p1", "p2", "p3", "p4", "p5"]
    new = ["p5", "p3", "p1", "p2", "p4"]
    v0 = {t[0]: (t[3], False) for t in TECH}
    c0 = {t[0]: t[4] for t in TECH}
    v1 = dict(v0, p1=(128, True))
    c1 = dict(c0, p1=15)
    txt = "Did you try the 2.8K panel? Curious whether the 165Hz matters for non-gaming use."
    turns = [
        ("click('130')", forum_tech(hot, v1, c0, "Hot")),
        ("click('128')", forum_tech_post(128, 14, None)),
        (f"fill('326', '{txt}')", forum_tech_post(128, 14, None, typed=txt)),
        ("click('328')", forum_tech_post(128, 15, txt)),
        ("click('309')", forum_tech(hot, v1, c1, "Hot")),
        ("click('105')", forum_tech(hot, v1, c1, "Hot", menu=True)),
        ("click('107')", forum_tech(new, v1, c1, "New")),
        ("click('160')", forum_tech(new, dict(v1, p1=(127, False)), c1, "New")),
    ]
    add("h7-web-14", turns, forum_tech(hot, v0, c0, "Hot"))


# GitLab merge request, merged with source-branch deletion
def gl_mr(state: str) -> str:
    """state: draft-running, ready-running, ready-passed, merged."""
    title = ("Draft: " if state == "draft-running" else "") + "Lazy-load nvm and pyenv"
    body = gl_top() + [ln.replace("Merge requests 2", "Merge requests " + ("1" if state == "merged" else "2")) for ln in gl_sidebar("mrs")] + [
        "[100] main ''", "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Merge requests'", "    [106] link '!21'",
        f"  [110] heading '{title}'",
        f"  [112] StaticText '{'Merged' if state == 'merged' else 'Open'}'",
        "  [113] StaticText 'Byte Blaze requested to merge'", "  [114] link 'feature/zsh-plugins'", "  [115] StaticText 'into'", "  [116] link 'main'",
        "  [117] StaticText '5 days ago'",
        "  [120] tablist ''", "    [121] tab 'Overview 2', selected=True", "    [122] tab 'Commits 3', selected=False", "    [123] tab 'Pipelines 4', selected=False", "    [124] tab 'Changes 2', selected=False",
        "  [130] StaticText 'nvm was adding ~400ms to every new shell. This defers nvm and pyenv until first use.'"]
    if state in ("draft-running", "ready-running"):
        body += ["  [140] link 'Pipeline #1893'", "  [141] StaticText 'running'", "  [142] StaticText 'for 0f4a9c21'",
                 "  [143] img 'Status: Passed lint'", "  [144] img 'Status: Passed shellcheck'", "  [145] img 'Status: Running test-zsh'", "  [146] img 'Status: Created test-bash'"]
    elif state == "ready-passed":
        body += ["  [140] link 'Pipeline #1893'", "  [141] StaticText 'passed'", "  [142] StaticText 'for 0f4a9c21'",
                 "  [143] img 'Status: Passed lint'", "  [144] img 'Status: Passed shellcheck'", "  [145] img 'Status: Passed test-zsh'", "  [146] img 'Status: Passed test-bash'"]
    else:
        body += ["  [140] link 'Pipeline #1893'", "  [141] StaticText 'passed'", "  [142] StaticText 'for 0f4a9c21'"]
    if state == "draft-running":
        body += ["  [150] StaticText 'Merge blocked: Select Mark as ready to remove it from Draft status.'", "  [152] button 'Mark as ready'"]
    elif state == "ready-running":
        body += ["  [150] StaticText 'Ready to merge!'", "  [151] checkbox 'Delete source branch', checked='true'", "  [152] checkbox 'Squash commits', checked='false'",
                 "  [154] button 'Set to auto-merge'"]
    elif state == "ready-passed":
        body += ["  [150] StaticText 'Ready to merge!'", "  [151] checkbox 'Delete source branch', checked='true'", "  [152] checkbox 'Squash commits', checked='false'",
                 "  [154] button 'Merge'"]
    else:
        body += ["  [150] StaticText 'Merged by Byte Blaze just now'", "  [151] StaticText 'The changes were merged into'", "  [152] link 'main'", "  [153] StaticText 'with'", "  [154] link '5b27e0d8'",
                 "  [156] StaticText 'The source branch has been deleted.'", "  [158] button 'Revert'", "  [159] button 'Cherry-pick'"]
    body += ["  [170] StaticText '0 Approvals'", "  [172] button 'Approve'",
             "  [180] complementary 'Merge request details'", "    [181] StaticText 'Assignee'", "    [182] link 'Byte Blaze'", "    [183] StaticText 'Labels'", "    [184] StaticText 'shell'",
             "    [185] StaticText 'Milestone'", "    [186] StaticText 'None'"]
    return tree(f"{title} (!21) · Merge requests · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/merge_requests/21", body)


def gl_branches_after() -> str:
    body = gl_top() + [ln.replace("Merge requests 2", "Merge requests 1") for ln in gl_sidebar("branches")] + [
        "[100] main ''", "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Branches'",
        "  [112] link 'Overview'", "  [113] link 'Active'", "  [114] link 'Stale'", "  [115] link 'All'", "  [117] searchbox 'Filter by branch name'",
        "  [119] button 'Delete merged branches'", "  [121] link 'New branch'", "  [125] heading 'Active branches'",
        "  [130] link 'main'", "  [131] StaticText 'default'", "  [132] StaticText 'protected'", "  [133] link '5b27e0d8'",
        "  [134] StaticText \"· Merge branch 'feature/zsh-plugins' into 'main' · just now\"", "  [138] button 'Delete branch', disabled=True",
        "  [150] link 'fix/vim-colors'", "  [151] StaticText '5'", "  [152] StaticText '1'", "  [153] link 'c28a7f55'",
        "  [154] StaticText '· Use gruvbox-material in vimrc · 1 week ago'", "  [155] link 'Merge request'", "  [156] link 'Compare'", "  [158] button 'Delete branch', disabled=False",
        "  [188] heading 'Stale branches'",
        "  [190] link 'old/bash-profile'", "  [191] StaticText 'merged'", "  [193] link 'e901bb3a'",
        "  [194] StaticText '· Move aliases to .bash_aliases · 8 months ago'", "  [195] link 'Merge request'", "  [196] link 'Compare'", "  [198] button 'Delete branch', disabled=False"]
    return tree("Branches · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/branches", body)


def gl_mr_list(tab: str) -> str:
    body = gl_top() + [ln.replace("Merge requests 2", "Merge requests 1") for ln in gl_sidebar("mrs")] + [
        "[100] main ''", "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'", "    [105] link 'Merge requests'",
        "  [110] link 'Open 1'", "  [111] link 'Merged 15'", "  [112] link 'Closed 3'", "  [113] link 'All 19'",
        "  [115] link 'Edit merge requests'", "  [117] link 'New merge request'", "  [120] searchbox 'Search or filter results...'"]
    if tab == "Open":
        body += ["  [124] link 'Add starship prompt config'", "  [125] StaticText '!20 · created 3 weeks ago by Byte Blaze'"]
    else:
        body += ["  [124] link 'Lazy-load nvm and pyenv'", "  [125] StaticText '!21 · created 5 days ago by Byte Blaze'", "  [126] StaticText 'MERGED'", "  [127] StaticText 'updated just now'",
                 "  [130] link 'Add commit signing'", "  [131] StaticText '!19 · created 3 weeks ago by Byte Blaze'", "  [132] StaticText 'MERGED'", "  [133] StaticText 'updated 3 weeks ago'",
                 "  [136] link 'Skip existing symlinks in install.sh'", "  [137] StaticText '!18 · created 1 month ago by Byte Blaze'", "  [138] StaticText 'MERGED'", "  [139] StaticText 'updated 3 weeks ago'"]
    return tree("Merge requests · Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}/-/merge_requests" + ("?scope=all&state=merged" if tab == "Merged" else ""), body)


def gl_project_after() -> str:
    body = gl_top() + [ln.replace("Merge requests 2", "Merge requests 1") for ln in gl_sidebar("files")] + [
        "[100] main ''", "  [102] navigation 'Breadcrumbs'", "    [103] link 'Byte Blaze'", "    [104] link 'dotfiles'",
        "  [110] heading 'dotfiles'", "  [112] StaticText 'Project ID: 193'",
        "  [114] StaticText 'My config files: zsh, vim, tmux, git. Managed with GNU stow.'",
        "  [116] link '52 Commits'", "  [117] link '3 Branches'", "  [118] link '2 Tags'", "  [119] link '1.1 MB Project Storage'",
        "  [124] button 'main', hasPopup: menu, expanded: False",
        "  [126] link \"Merge branch 'feature/zsh-plugins' into 'main'\"", "  [127] StaticText 'Byte Blaze authored just now'", "  [128] StaticText '5b27e0d8'",
        "  [130] table 'Files, directories, and submodules in the path / for commit reference main'",
        "    [131] row 'Name Last commit Last update'",
        "    [132] row 'git Add commit signing 3 weeks ago'",
        "    [133] row 'tmux Add tmux resurrect plugin 2 days ago'",
        "    [134] row 'vim Use gruvbox in vimrc 2 months ago'",
        "    [135] row 'zsh Lazy-load nvm in zshrc 5 days ago'",
        "    [136] row 'README.md Document lazy loading 6 days ago'",
        "    [137] row 'install.sh Skip existing symlinks 3 weeks ago'"]
    return tree("Byte Blaze / dotfiles · GitLab", f"{GL}/{PROJ}", body)


def web15() -> None:
    turns = [
        ("click('152')", gl_mr("ready-running")),
        ("noop(90000)", gl_mr("ready-passed")),
        ("click('154')", gl_mr("merged")),
        ("click('70')", gl_branches_after()),
        ("click('78')", gl_mr_list("Open")),
        ("click('111')", gl_mr_list("Merged")),
        ("click('62')", gl_project_after()),
    ]
    add("h7-web-15", turns, gl_mr("draft-running"))


# OpenStreetMap: a renamed stadium, zoom, and a route that differs when reversed
def osm_search(q: str, results: bool) -> str:
    body = osm_top() + ["[50] main ''", "  [52] textbox 'Search', required: False" + ("" if results else ", focused"), f"    [53] StaticText '{q}'", "  [54] button 'Go'",
                        "  [55] link 'Find directions between two points'"]
    if results:
        body += ["  [60] heading 'Search Results'", "  [62] button 'Close'", "  [64] heading 'Results from OpenStreetMap Nominatim'",
                 "  [66] list ''", "    [67] listitem ''", "      [68] StaticText 'Stadium'",
                 "      [69] link 'Acrisure Stadium, 100, Art Rooney Avenue, North Shore, Pittsburgh, Allegheny County, 15212, United States'",
                 "    [70] listitem ''", "      [71] StaticText 'Bus Stop'", "      [72] link 'Heinz Field, North Shore Drive, North Shore, Pittsburgh, Allegheny County, 15212, United States'",
                 "  [74] link 'More results'"]
    else:
        body += ["  [58] heading 'Welcome to OpenStreetMap!'"]
    body += ["[110] region 'Map'", "  [112] button 'Zoom In'", "  [113] button 'Zoom Out'", "  [116] button 'Layers'", "  [118] button 'Share'",
             "  [121] StaticText '2 km'", "  [122] StaticText '1 mi'"]
    return tree("OpenStreetMap" if not results else f"Search: {q} | OpenStreetMap", OSM + ("/search?query=Heinz%20Field#map=13/40.4468/-80.0158" if results else "/#map=13/40.4406/-79.9959"), body)


def osm_way(zoom: int) -> str:
    body = osm_top() + ["[50] main ''", "  [52] textbox 'Search', required: False", "  [54] button 'Go'", "  [55] link 'Find directions between two points'",
                        "  [60] heading 'Way: Acrisure Stadium (23311123)'", "  [62] button 'Close'",
                        "  [64] StaticText 'Version #31'", "  [66] StaticText 'Edited 2 months ago by'", "  [67] link 'pgh_mapper'",
                        "  [68] StaticText 'Changeset #'", "  [69] link '152409877'",
                        "  [72] heading 'Tags 9'", "  [74] table ''",
                        "    [75] row 'addr:city Pittsburgh'", "    [76] row 'addr:housenumber 100'", "    [77] row 'addr:postcode 15212'",
                        "    [78] row 'addr:street Art Rooney Avenue'", "    [79] row 'building stadium'", "    [80] row 'leisure stadium'",
                        "    [81] row 'name Acrisure Stadium'", "    [82] row 'old_name Heinz Field'", "    [83] row 'wikidata Q1056006'",
                        "  [86] StaticText 'Nodes'", "  [87] StaticText '58 nodes'", "  [88] link 'Download XML'", "  [89] link 'View History'",
                        "[110] region 'Map'", "  [112] button 'Zoom In'", "  [113] button 'Zoom Out'", "  [116] button 'Layers'", "  [118] button 'Share'",
                        f"  [121] StaticText '{ {16: '300 m', 17: '100 m'}[zoom] }'", f"  [122] StaticText '{ {16: '1000 ft', 17: '500 ft'}[zoom] }'"]
    return tree("Way: Acrisure Stadium (23311123) | OpenStreetMap", OSM + f"/way/23311123#map={zoom}/40.44676/-80.01576", body)


STADIUM = "Acrisure Stadium, 100, Art Rooney Avenue, North Shore, Pittsburgh, Allegheny County, 15212, United States"
PHIPPS = "Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
TO_PHIPPS = ["Start on Art Rooney Avenue 200m", "Turn left onto North Shore Drive 500m", "Turn right onto Fort Duquesne Bridge 900m",
             "Continue onto Fort Pitt Boulevard 700m", "Slight left onto Grant Street 300m", "Turn right onto Boulevard of the Allies 3.4km",
             "Turn left onto Schenley Drive 600m", "Reach destination 0m"]
FROM_PHIPPS = ["Start on Schenley Drive 600m", "Turn left onto Forbes Avenue 3.0km", "Continue onto Liberty Avenue 1.1km",
               "Turn left onto Stanwix Street 300m", "Continue onto Fort Duquesne Bridge 800m", "Turn left onto North Shore Drive 500m",
               "Turn right onto Art Rooney Avenue 200m", "Reach destination 0m"]


def web16() -> None:
    fwd = OSM + "/directions?engine=fossgis_osrm_car&route=40.4468%2C-80.0158%3B40.4389%2C-79.9472"
    rev = OSM + "/directions?engine=fossgis_osrm_car&route=40.4389%2C-79.9472%3B40.4468%2C-80.0158"
    turns = [
        ("fill('52', 'Heinz Field')", osm_search("Heinz Field", False)),
        ("click('54')", osm_search("Heinz Field", True)),
        ("click('69')", osm_way(16)),
        ("click('112')", osm_way(17)),
        ("click('55')", osm_dir("Car (OSRM)", focus="60")),
        ("fill('60', 'Acrisure Stadium')", osm_dir("Car (OSRM)", "Acrisure Stadium", focus="60")),
        ("fill('62', 'Phipps Conservatory')", osm_dir("Car (OSRM)", "Acrisure Stadium", "Phipps Conservatory", focus="62")),
        ("click('64')", osm_dir("Car (OSRM)", STADIUM, PHIPPS, ("6.6km", "0:12", TO_PHIPPS), url=fwd)),
        ("click('66')", osm_dir("Car (OSRM)", PHIPPS, STADIUM, ("6.5km", "0:13", FROM_PHIPPS), url=rev)),
    ]
    add("h7-web-16", turns, osm_home())


# One Stop Market account: address edit, order pagination, newsletter
ADDR_OLD = ["Emma Lopez", "101 S San Mateo Dr", "San Mateo, California, 94010", "United States", "T: 6505551212"]
ADDR_NEW = ["Emma Lopez", "2450 Geary Blvd Apt 3", "San Francisco, California, 94115", "United States", "T: 6505551212"]


def shop_account_nav(active: str) -> list[str]:
    lines = ["[1100] navigation ''"]
    for i, n in enumerate(["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information",
                           "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]):
        lines += [f"  [{1101 + i}] {'StaticText' if n == active else 'link'} '{n}'"]
    return lines


def shop_account(addr: list[str], subscribed: bool, msg: str | None = None) -> str:
    body = shop_header(0) + ["[1201] main ''"]
    if msg:
        body += ["  [1203] alert ''", f"    [1204] StaticText '{msg}'"]
    body += ["  [1206] heading 'My Account'", "  [1210] heading 'Account Information'", "  [1212] StaticText 'Contact Information'",
             "  [1213] StaticText 'Emma Lopez'", "  [1214] StaticText 'emma.lopez@gmail.com'", "  [1216] link 'Edit'", "  [1217] link 'Change Password'",
             "  [1220] StaticText 'Newsletters'",
             "  [1221] StaticText '" + ('You are subscribed to "General Subscription".' if subscribed else "You aren't subscribed to our newsletter.") + "'",
             "  [1222] link 'Edit'",
             "  [1230] heading 'Address Book'", "  [1231] link 'Manage Addresses'",
             "  [1233] StaticText 'Default Billing Address'"] + [f"  [{1234 + i}] StaticText '{x}'" for i, x in enumerate(addr)] + [
             "  [1240] link 'Edit Address'",
             "  [1242] StaticText 'Default Shipping Address'"] + [f"  [{1243 + i}] StaticText '{x}'" for i, x in enumerate(addr)] + [
             "  [1249] link 'Edit Address'"] + shop_account_nav("My Account") + shop_footer()
    return tree("My Account", SHOP + "/customer/account/", body)


def shop_addr_form(street: str, city: str, zipc: str, focus: str = "") -> str:
    def f(b: str) -> str:
        return ", focused" if focus == b else ""
    body = shop_header(0) + ["[1201] main ''", "  [1206] heading 'Edit Address'", "  [1210] StaticText 'Contact Information'",
                             "  [1212] textbox 'First Name *', required: True", "    [1213] StaticText 'Emma'",
                             "  [1214] textbox 'Last Name *', required: True", "    [1215] StaticText 'Lopez'",
                             "  [1216] textbox 'Company', required: False",
                             "  [1218] textbox 'Phone Number *', required: True", "    [1219] StaticText '6505551212'",
                             "  [1222] StaticText 'Address'",
                             f"  [1224] textbox 'Street Address: Line 1', required: True{f('1224')}", f"    [1225] StaticText '{street}'",
                             "  [1226] textbox 'Street Address: Line 2', required: False",
                             f"  [1230] textbox 'City *', required: True{f('1230')}", f"    [1231] StaticText '{city}'",
                             "  [1232] combobox 'State/Province *', hasPopup: menu, expanded: False", "    [1233] StaticText 'California'",
                             f"  [1234] textbox 'Zip/Postal Code *', required: True{f('1234')}", f"    [1235] StaticText '{zipc}'",
                             "  [1236] combobox 'Country *', hasPopup: menu, expanded: False", "    [1237] StaticText 'United States'",
                             "  [1240] StaticText \"It's a default billing address.\"", "  [1241] StaticText \"It's a default shipping address.\"",
                             "  [1244] button 'Save Address'", "  [1245] link 'Go back'"] + shop_account_nav("Address Book") + shop_footer()
    return tree("Edit Address", SHOP + "/customer/address/edit/id/3/", body)


def shop_address_book(addr: list[str]) -> str:
    body = shop_header(0) + ["[1201] main ''", "  [1203] alert ''", "    [1204] StaticText 'You saved the address.'",
                             "  [1206] heading 'Address Book'", "  [1210] heading 'Default Addresses'",
                             "  [1212] StaticText 'Default Billing Address'"] + [f"  [{1213 + i}] StaticText '{x}'" for i, x in enumerate(addr)] + [
        "  [1219] link 'Change Billing Address'", "  [1221] StaticText 'Default Shipping Address'"] + [f"  [{1222 + i}] StaticText '{x}'" for i, x in enumerate(addr)] + [
        "  [1228] link 'Change Shipping Address'", "  [1230] heading 'Additional Address Entries'",
        "  [1232] StaticText 'You have no other address entries in your address book.'", "  [1234] button 'Add New Address'"] + shop_account_nav("Address Book") + shop_footer()
    return tree("Address Book", SHOP + "/customer/address/index/", body)


ORDERS = [(170, "5/17/23", "$365.20", "Canceled"), (189, "5/2/23", "$754.99", "Pending"), (188, "5/2/23", "$2,004.99", "Pending"),
          (187, "5/2/23", "$1,004.99", "Pending"), (180, "3/11/23", "$65.32", "Complete"), (166, "3/10/23", "$17.99", "Complete"),
          (161, "2/27/23", "$762.18", "Complete"), (156, "2/24/23", "$231.54", "Canceled"), (158, "2/11/23", "$174.99", "Complete"),
          (157, "2/9/23", "$185.32", "Complete"), (148, "1/29/23", "$440.64", "Complete"), (163, "1/16/23", "$132.24", "Complete"),
          (162, "1/13/23", "$29.83", "Complete"), (154, "1/12/23", "$98.10", "Complete"), (147, "1/11/23", "$64.23", "Canceled"),
          (143, "12/31/22", "$131.20", "Complete"), (137, "12/24/22", "$209.48", "Complete"), (138, "12/14/22", "$67.74", "Canceled"),
          (139, "12/4/22", "$81.98", "Complete"), (136, "11/26/22", "$125.07", "Complete")]


def shop_orders(page: int) -> str:
    rows = ORDERS[(page - 1) * 10: page * 10]
    body = shop_header(0) + ["[1201] main ''", "  [1206] heading 'My Orders'", "  [1210] table 'Orders'", "    [1211] row 'Order # Date Order Total Status Action'"]
    for i, (n, d, t, s) in enumerate(rows):
        body += [f"    [{1212 + 3 * i}] row '000000{n} {d} {t} {s} View Order Reorder'", f"      [{1213 + 3 * i}] link 'View Order'", f"      [{1214 + 3 * i}] link 'Reorder'"]
    body += [f"  [1250] StaticText 'Items {(page - 1) * 10 + 1} to {page * 10} of 37 total'",
             "  [1252] StaticText 'Page'"]
    for p in range(1, 5):
        body += [f"  [{1252 + p}] {'StaticText' if p == page else 'link'} '{p if p == page else f'Page {p}'}'"]
    if page > 1:
        body += ["  [1257] link '\ue617 Page Previous'"]
    body += ["  [1258] link '\ue608 Page Next'", "  [1260] StaticText 'Show'", "  [1261] combobox 'Show', hasPopup: menu, expanded: False", "    [1262] StaticText '10'"]
    body += shop_account_nav("My Orders") + shop_footer()
    return tree("My Orders", SHOP + "/sales/order/history/" + (f"?p={page}" if page > 1 else ""), body)


def shop_newsletter(checked: bool) -> str:
    body = shop_header(0) + ["[1201] main ''", "  [1206] heading 'Newsletter Subscription'", "  [1210] StaticText 'Subscription option'",
                             f"  [1212] checkbox 'General Subscription', checked='{str(checked).lower()}'", "  [1214] button 'Save'", "  [1215] link 'Go back'"] + shop_account_nav("Newsletter Subscriptions") + shop_footer()
    return tree("Newsletter Subscription", SHOP + "/newsletter/manage/", body)


def web17() -> None:
    turns = [
        ("click('1240')", shop_addr_form("101 S San Mateo Dr", "San Mateo", "94010")),
        ("fill('1224', '2450 Geary Blvd Apt 3')", shop_addr_form("2450 Geary Blvd Apt 3", "San Mateo", "94010", focus="1224")),
        ("fill('1230', 'San Francisco')", shop_addr_form("2450 Geary Blvd Apt 3", "San Francisco", "94010", focus="1230")),
        ("fill('1234', '94115')", shop_addr_form("2450 Geary Blvd Apt 3", "San Francisco", "94115", focus="1234")),
        ("click('1244')", shop_address_book(ADDR_NEW)),
        ("click('1102')", shop_orders(1)),
        ("click('1254')", shop_orders(2)),
        ("click('1109')", shop_newsletter(False)),
        ("click('1212')", shop_newsletter(True)),
        ("click('1214')", shop_account(ADDR_NEW, True, "We have saved your subscription.")),
    ]
    add("h7-web-17", turns, shop_account(ADDR_OLD, False))


# Ghost: publish, then unpublish a new post
NIGHT = "Night trains of Central Europe"
NIGHT_P = "From Vienna to Zürich on the Nightjet: couchettes, customs at 3am and the best breakfast roll I have had on rails."


def ghost_new(status: str, title: str, content: str, words: str, buttons: list[str], url_id: bool, focus: str = "") -> str:
    body = ["[20] navigation ''", "  [22] link 'Posts'", f"  [24] StaticText '{status}'", "  [26] button 'Preview'"]
    for i, b in enumerate(buttons):
        body += [f"  [{27 + i}] button '{b}'"]
    body += ["  [30] button 'Settings'", "[50] main ''", "  [52] button 'Add feature image'",
             f"  [54] textbox 'Post title', required: False{', focused' if focus == '54' else ''}"]
    if title:
        body += [f"    [55] StaticText '{title}'"]
    body += [f"  [58] textbox 'Post content', required: False{', focused' if focus == '58' else ''}"]
    if content:
        body += [f"    [59] StaticText '{content}'"]
    body += [f"  [70] StaticText '{words}'"]
    return tree("Editor - Ghost Admin", GHOST + "/#/editor/post" + ("/670e4b918b5f4a0001e3aa02" if url_id else ""), body)


def ghost_flow2(step: int) -> str:
    body = ["[200] dialog '', modal=True", "  [202] button 'Close'"]
    if step == 1:
        body += ["  [204] heading 'Ready, set, publish. Share it with the world.'", "  [206] button 'Publish and email', expanded: False",
                 "    [207] StaticText 'Publish only'", "  [209] button 'Right now', expanded: False", "  [212] button 'Continue, final review →'"]
    elif step == 2:
        body += ["  [204] heading 'Ready, set, publish. Share it with the world.'", "  [206] StaticText 'Your post will be published on your site.'",
                 "  [212] button 'Publish post, right now'", "  [214] button '← Back to settings'"]
    else:
        body += ["  [204] heading \"Boom! It's out there.\"", "  [206] StaticText \"That's 3 posts published this week.\"",
                 f"  [208] heading '{NIGHT}'", "  [210] link 'View Post'", "  [212] button 'Back to editor'"]
    return tree("Editor - Ghost Admin", GHOST + "/#/editor/post/670e4b918b5f4a0001e3aa02", body)


def web18() -> None:
    before = [("Welcome to our spring issue", "By Priya Raman in Editorial — 3 days ago", "Published"),
              ("Five coffee shops worth the detour", "By Tomasz Wilk in Food — 1 week ago", "Published"),
              ("Packing list for a week in the Azores", "By Tomasz Wilk in Travel — 2 weeks ago", "Draft")]
    turns = [
        ("click('70')", ghost_new("New", "", "", "0 words", ["Publish"], False, focus="54")),
        (f"fill('54', '{NIGHT}')", ghost_new("Draft - Saved", NIGHT, "", "0 words", ["Publish"], True, focus="54")),
        (f"fill('58', '{NIGHT_P}')", ghost_new("Draft - Saved", NIGHT, NIGHT_P, "21 words", ["Publish"], True, focus="58")),
        ("click('27')", ghost_flow2(1)),
        ("click('212')", ghost_flow2(2)),
        ("click('212')", ghost_flow2(3)),
        ("click('212')", ghost_new("Published", NIGHT, NIGHT_P, "21 words", ["Unpublish", "Update"], True)),
        ("click('27')", ghost_new("Draft - Saved", NIGHT, NIGHT_P, "21 words", ["Publish"], True)),
        ("click('22')", ghost_posts([(NIGHT, "By Priya Raman — Just now", "Draft")] + before)),
    ]
    add("h7-web-18", turns, ghost_posts(before))


# Jenkins: a build that crosses noon, then a failing one
def jk_job2(history: list[tuple[str, str, str]], perma: list[str], toast: str | None = None) -> str:
    return jk_job(history, perma, toast).replace("payments-api", "nightly-etl").replace(
        "Payments REST service (Spring Boot). Builds on every push to main.", "Loads the warehouse snapshots into ClickHouse. Triggered nightly at 02:00 and by hand.")


def jk_build2(n: int, started: str, console: list[str] | None, done: bool, ago: str = "") -> str:
    base = jk_build(console, done).replace("payments-api", "nightly-etl").replace("#58", f"#{n}").replace("/58/", f"/{n}/").replace("‘#58’", f"‘#{n}’")
    base = base.replace("Build #58 (Oct 14, 2024, 3:12:09 PM)", f"Build #{n} ({started})").replace(f"Build #{n} (Oct 14, 2024, 3:12:09 PM)", f"Build #{n} ({started})")
    base = base.replace("Started 6.2 sec ago", f"Started {ago}").replace("Build has been executing for 6.2 sec", f"Build has been executing for {ago.replace(' ago', '')}")
    base = base.replace("Revision: 9be41f07c3a2d5e8f1146b2a0c7d9e3f5a1b8c26", "Revision: 3c1d90ae57b24f6e8a0d1c29b7e4f3a5d8c60e12")
    base = base.replace("Repository: git@git.internal:payments/nightly-etl.git", "Repository: git@git.internal:data/nightly-etl.git")
    return base


ETL_A = ["Started by user Dana Whitfield", "[Pipeline] Start of Pipeline", "[Pipeline] node", "Running on Jenkins in /var/jenkins_home/workspace/nightly-etl",
         "[Pipeline] {", "[Pipeline] stage", "[Pipeline] { (Load)", "[Pipeline] sh", "+ python -m etl.run --snapshot latest --target clickhouse://ch-01:9000/warehouse",
         "2024-10-15 11:58:52 INFO  loading table orders (4,812,339 rows)", "2024-10-15 11:59:40 INFO  loading table order_items (19,004,221 rows)"]
ETL_B = ["2024-10-15 12:00:31 INFO  loading table customers (512,408 rows)", "2024-10-15 12:00:44 INFO  loading table products (38,112 rows)",
         "2024-10-15 12:01:02 INFO  OPTIMIZE TABLE warehouse.orders FINAL", "2024-10-15 12:01:09 INFO  done in 137.4s",
         "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] }", "[Pipeline] // node", "[Pipeline] End of Pipeline", "Finished: SUCCESS"]


def web19() -> None:
    old = [("#111", "Oct 15, 2024, 2:00 AM", "Success"), ("#110", "Oct 14, 2024, 2:00 AM", "Success"), ("#109", "Oct 13, 2024, 2:00 AM", "Failed"),
           ("#108", "Oct 12, 2024, 2:00 AM", "Success")]
    p0 = ["Last build (#111), 9 hr 58 min ago", "Last stable build (#111), 9 hr 58 min ago", "Last successful build (#111), 9 hr 58 min ago",
          "Last failed build (#109), 2 days 9 hr ago", "Last unsuccessful build (#109), 2 days 9 hr ago", "Last completed build (#111), 9 hr 58 min ago"]
    run112 = ("#112", "Oct 15, 2024, 11:58 AM", "In progress")
    ok112 = ("#112", "Oct 15, 2024, 11:58 AM", "Success")
    p1 = ["Last build (#112), 2 min 38 sec ago", "Last stable build (#112), 2 min 38 sec ago", "Last successful build (#112), 2 min 38 sec ago",
          "Last failed build (#109), 2 days 10 hr ago", "Last unsuccessful build (#109), 2 days 10 hr ago", "Last completed build (#112), 2 min 38 sec ago"]
    p2 = ["Last build (#113), 31 sec ago", "Last stable build (#112), 3 min 11 sec ago", "Last successful build (#112), 3 min 11 sec ago",
          "Last failed build (#113), 31 sec ago", "Last unsuccessful build (#113), 31 sec ago", "Last completed build (#113), 31 sec ago"]
    turns = [
        ("click('44')", jk_job2([run112] + old, ["Last build (#112), 0.7 sec ago"] + p0[1:], toast="Build scheduled")),
        ("click('60')", jk_build2(112, "Oct 15, 2024, 11:58:40 AM", None, False, "9.1 sec ago")),
        ("click('44')", jk_build2(112, "Oct 15, 2024, 11:58:40 AM", ETL_A, False)),
        ("noop(90000)", jk_build2(112, "Oct 15, 2024, 11:58:40 AM", ETL_A + ETL_B, True)),
        ("click('41')", jk_job2([ok112] + old, p1)),
        ("click('44')", jk_job2([("#113", "Oct 15, 2024, 12:01 PM", "In progress"), ok112] + old, ["Last build (#113), 0.5 sec ago"] + p1[1:], toast="Build scheduled")),
        ("noop(30000)", jk_job2([("#113", "Oct 15, 2024, 12:01 PM", "Failed"), ok112] + old, p2)),
    ]
    add("h7-web-19", turns, jk_job2(old, p0))


# Nextcloud: move, delete, restore
def nc_trash(rows: list[tuple[str, str, str]]) -> str:
    body = [ln.replace("'All files', selected=True", "'All files'").replace("[46] link 'Deleted files'", "[46] link 'Deleted files', selected=True") for ln in nc_nav()]
    body += ["[60] main ''", "  [62] heading 'Deleted files'"]
    if rows:
        body += ["  [72] table ''", "    [73] row 'Name Original location Deleted'"]
        for i, (name, loc, when) in enumerate(rows):
            b = 80 + 10 * i
            body += [f"    [{b}] row ''", f"      [{b + 1}] link '{name}'", f"      [{b + 2}] StaticText '{loc}'", f"      [{b + 3}] StaticText '{when}'",
                     f"      [{b + 4}] button 'Restore'", f"      [{b + 5}] button 'Actions'"]
    else:
        body += ["  [70] heading 'No deleted files'", "  [71] StaticText 'Files and folders you delete will show up here'"]
    return tree("Deleted files - Files - Nextcloud", NC + "/apps/files/trashbin", body)


def web20() -> None:
    def root(files: list[str], docs: str, menu_for: str | None = None) -> str:
        allf = {"Nextcloud Manual.pdf": ("12.6 MB", "5 months ago"), "Nextcloud intro.mp4": ("3.8 MB", "5 months ago"),
                "Q3-report.pdf": ("1.2 MB", "3 days ago"), "Readme.md": ("1 KB", "5 months ago")}
        rows = [("Documents", docs, "2 days ago" if docs == "4.6 MB" else "a few seconds ago"), ("Photos", "18.5 MB", "3 weeks ago"), ("Talk", "0 KB", "1 month ago")]
        rows += sorted([(f, *allf[f]) for f in files], key=lambda r: r[0].lower())
        return nc_list(["Home"], rows, NC + "/apps/files/files?dir=/", menu_for=menu_for, summary=f"3 folders and {len(files)} files")
    four = ["Nextcloud Manual.pdf", "Nextcloud intro.mp4", "Q3-report.pdf", "Readme.md"]
    three = ["Nextcloud Manual.pdf", "Q3-report.pdf", "Readme.md"]
    two = ["Q3-report.pdf", "Readme.md"]
    picker = root(four, "4.6 MB") + "\n" + "\n".join("\t" + ln for ln in [
        "[300] dialog 'Choose destination', modal=True", "\t[302] navigation 'Current directory path'", "\t\t[303] link 'All files'",
        "\t[306] table ''", "\t\t[307] row 'Documents 4.6 MB 2 days ago', selected={sel}", "\t\t[308] row 'Photos 18.5 MB 3 weeks ago'", "\t\t[309] row 'Talk 0 KB 1 month ago'",
        "\t[312] button 'Copy{to}'", "\t[313] button 'Move{to}'"])
    turns = [
        ("click('115')", root(four, "4.6 MB", menu_for="Nextcloud intro.mp4")),
        ("click('213')", picker.format(sel="False", to="")),
        ("click('307')", picker.format(sel="True", to=" to Documents")),
        ("click('313')", root(three, "8.4 MB")),
        ("click('115')", root(three, "8.4 MB", menu_for="Nextcloud Manual.pdf")),
        ("click('215')", root(two, "8.4 MB")),
        ("click('46')", nc_trash([("Nextcloud Manual.pdf", "/", "a few seconds ago")])),
        ("click('84')", nc_trash([])),
        ("click('41')", root(three, "8.4 MB")),
    ]
    add("h7-web-20", turns, root(four, "4.6 MB"))


# Mattermost: channel switching, posting, an edit, and a reply after noon
MM = "http://localhost:8065"


def mm_sidebar(active: str, unread: dict[str, str]) -> list[str]:
    lines = ["[20] navigation 'channel sidebar region'", "  [22] button 'Fieldwork', expanded: False", "  [24] button 'Threads'",
             "  [26] heading 'CHANNELS'"]
    for i, ch in enumerate(["Town Square", "Off-Topic", "deploys", "design-review", "oncall"]):
        extra = f" {unread[ch]}" if unread.get(ch) else ""
        lines += [f"  [{30 + i}] link '{ch}{extra}'{', selected=True' if ch == active else ''}"]
    lines += ["  [40] heading 'DIRECT MESSAGES'", "  [41] link 'priya.r'", "  [42] link 'tomasz.w'"]
    return lines


def mm_channel(name: str, unread: dict[str, str], posts: list[tuple[str, str, str]], box: str = "", focus: bool = False, editing: str | None = None) -> str:
    body = mm_sidebar(name, unread) + ["[60] main ''", f"  [62] heading '{name}'", "  [64] button 'Channel info'", "  [66] button 'Pinned messages'",
                                       "  [68] searchbox 'Search'"]
    b = 80
    for who, when, text in posts:
        if who.startswith("--"):
            body += [f"  [{b}] separator '{who[2:]}'"]
        else:
            body += [f"  [{b}] article ''", f"    [{b + 1}] button '{who}'", f"    [{b + 2}] StaticText '{when}'"]
            if editing is not None and who == "dana.w" and b == max(i for i in range(80, 80 + 6 * len(posts), 6) if posts[(i - 80) // 6][0] == "dana.w"):
                body += [f"    [{b + 3}] textbox 'Edit', required: False, focused", f"      [{b + 4}] StaticText '{editing}'"]
            else:
                body += [f"    [{b + 3}] StaticText '{text}'"]
        b += 6
    body += [f"  [150] textbox 'Write to {name}', required: False{', focused' if focus else ''}"]
    if box:
        body += [f"    [151] StaticText '{box}'"]
    body += ["  [153] button 'Send Now'"]
    return tree(f"{name} - Fieldwork Mattermost", f"{MM}/fieldwork/channels/{name.lower().replace(' ', '-')}", body)


def web21() -> None:
    u0 = {"deploys": "3", "design-review": "@1"}
    u1 = {"design-review": "@1"}
    dep = [("--Today", "", ""), ("tomasz.w", "11:41 AM", "Deploying api-gateway v2.15.0 to prod (canary 10%)"),
           ("deploy-bot", "11:47 AM", "api-gateway v2.15.0: canary promoted to 100%"),
           ("tomasz.w", "11:52 AM", "error rate on /checkout creeping up, 1.8% and rising. anyone looking?")]
    msg = "Rolling back api-gateway to v2.14.3, error rate on /checkout is 4%"
    msg2 = "Rolling back api-gateway to v2.14.3, error rate on /checkout is 4.2% (p99 2.1s)"
    mine = ("dana.w", "11:58 AM", msg)
    design = [("--Yesterday", "", ""), ("priya.r", "4:12 PM", "New checkout mockups are in Figma, page 3 has the address step"),
              ("--Today", "", ""), ("priya.r", "9:05 AM", "@dana.w can you check if the error states match what the API actually returns?")]
    turns = [
        ("click('32')", mm_channel("deploys", u1, dep)),
        (f"fill('150', '{msg}')", mm_channel("deploys", u1, dep, box=msg, focus=True)),
        ("keyboard_press('Enter')", mm_channel("deploys", u1, dep + [mine], focus=True)),
        ("noop(180000)", mm_channel("deploys", u1, dep + [mine, ("priya.r", "12:01 PM", "ack, watching the dashboards")], focus=True)),
        ("keyboard_press('ArrowUp')", mm_channel("deploys", u1, dep + [mine, ("priya.r", "12:01 PM", "ack, watching the dashboards")], editing=msg)),
        (f"fill('107', '{msg2}')", mm_channel("deploys", u1, dep + [mine, ("priya.r", "12:01 PM", "ack, watching the dashboards")], editing=msg2)),
        ("keyboard_press('Enter')", mm_channel("deploys", u1, dep + [("dana.w", "11:58 AM", msg2 + " Edited"), ("priya.r", "12:01 PM", "ack, watching the dashboards")], focus=True)),
        ("click('33')", mm_channel("design-review", {}, design)),
    ]
    add("h7-web-21", turns, mm_channel("Town Square", u0, [("--Today", "", ""), ("system", "8:02 AM", "lena.k joined the team."),
                                                           ("tomasz.w", "9:30 AM", "Reminder: planning moved to 2pm today")]))


# Home Assistant: lamp, thermostat, sensors that move on their own
HA = "http://homeassistant.local:8123"


def ha_overview(lamp: str, target: str, current: str, outdoor: str, hvac: str) -> str:
    body = ["[20] navigation ''", "  [22] StaticText 'Home Assistant'"]
    for i, n in enumerate(["Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings"]):
        body += [f"  [{23 + i}] link '{n}'{', selected=True' if n == 'Overview' else ''}"]
    body += ["[40] main ''", "  [42] heading 'Home'", "  [44] button 'Search entities'", "  [45] button 'Assist'",
             "  [50] heading 'Living Room'",
             "  [52] button 'Living Room Lamp'", f"  [53] StaticText '{lamp}'", f"  [54] switch 'Toggle Living Room Lamp {'off' if lamp != 'Off' else 'on'}', checked={'true' if lamp != 'Off' else 'false'}",
             "  [56] button 'Kitchen Lights'", "  [57] StaticText '75%'", "  [58] switch 'Toggle Kitchen Lights off', checked=true",
             "  [60] heading 'Climate'", "  [62] button 'Hallway Thermostat'", f"  [63] StaticText '{current} °C'", f"  [64] StaticText '{hvac}'",
             f"  [65] StaticText 'Target {target} °C'", "  [66] button 'Decrease temperature'", "  [67] button 'Increase temperature'",
             "  [70] heading 'Security'", "  [72] button 'Front Door'", "  [73] StaticText 'Locked'",
             "  [76] heading 'Sensors'", "  [78] button 'Outdoor Temperature'", f"  [79] StaticText '{outdoor} °C'",
             "  [80] button 'Living Room Humidity'", "  [81] StaticText '48 %'"]
    return tree("Overview – Home Assistant", HA + "/lovelace/0", body)


def ha_more_info(bright: str, changed: str) -> str:
    return ha_overview(bright, "19.5", "19.8", "11.2", "Idle") + "\n" + "\n".join("\t" + ln for ln in [
        "[200] dialog 'Living Room Lamp', modal=True", "\t[202] button 'Close'", "\t[203] heading 'Living Room Lamp'",
        f"\t[205] StaticText '{bright}'", "\t[206] slider 'Brightness', valuemin=1, valuemax=100, valuetext=''" + f", value={bright.rstrip('%')}",
        "\t[208] switch 'Toggle', checked=true", "\t[210] button 'Color temperature'", "\t[212] button 'Effects'",
        "\t[214] heading 'Attributes'", f"\t[216] StaticText 'Last changed: {changed}'", "\t[217] StaticText 'Last updated: just now'"])


def ha_logbook() -> str:
    body = ["[20] navigation ''", "  [22] StaticText 'Home Assistant'"]
    for i, n in enumerate(["Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings"]):
        body += [f"  [{23 + i}] link '{n}'{', selected=True' if n == 'Logbook' else ''}"]
    body += ["[40] main ''", "  [42] heading 'Logbook'", "  [44] button 'Start date: Today 12:00 AM, End date: Today 11:59 PM'", "  [46] combobox 'Choose entity'",
             "  [50] list ''",
             "    [52] listitem 'Living Room Lamp turned on triggered by action light.turn_on 3 minutes ago'",
             "    [53] listitem 'Front Door was locked triggered by automation Lock door at night triggered 10 hours ago'",
             "    [54] listitem 'Kitchen Lights turned on triggered by automation Morning lights triggered 11 hours ago'"]
    return tree("Logbook – Home Assistant", HA + "/logbook", body)


def web22() -> None:
    turns = [
        ("click('54')", ha_overview("100%", "19.5", "19.8", "11.2", "Idle")),
        ("click('52')", ha_more_info("100%", "Just now")),
        ("mouse_click(486, 412)", ha_more_info("40%", "1 minute ago")),
        ("click('202')", ha_overview("40%", "19.5", "19.8", "11.2", "Idle")),
        ("click('67')", ha_overview("40%", "20.0", "19.8", "11.2", "Heating")),
        ("click('67')", ha_overview("40%", "20.5", "19.8", "11.2", "Heating")),
        ("noop(120000)", ha_overview("40%", "20.5", "20.1", "11.4", "Heating")),
        ("click('26')", ha_logbook()),
    ]
    add("h7-web-22", turns, ha_overview("Off", "19.5", "19.8", "11.2", "Idle"))


def main() -> None:
    for f in (web01, web02, web03, web04, web05, web06, web07, web08, web09, web10, web11,
              web12, web13, web14, web15, web16, web17, web18, web19, web20, web21, web22):
        f()
    RS.write()


if __name__ == "__main__":
    main()
