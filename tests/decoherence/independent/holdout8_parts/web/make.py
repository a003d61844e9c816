# ruff: noqa: E501
"""Held-out set 8, web domain: 22 BrowserGym trajectories (11 with exactly one contradiction, 11 clean).

Every observation is an accessibility tree rendered from a small per-trajectory state model, so a clean
trajectory stays consistent by construction; each bad trajectory injects one drifted detail at the labeled
turn (the docstring of each ``tNN`` function says what contradicts what).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]


def ind(lines: list[str], n: int = 1) -> list[str]:
    return ["\t" * n + ln for ln in lines]


# ---------------------------------------------------------------------------------------------------------
# One Stop Market storefront (WebArena-like Magento store)
SHOP = "http://localhost:7770"
CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
        "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
        "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_head(cart: int, search: str = "", suggest: list[str] | None = None) -> list[str]:
    out = ["[227] link 'My Account'", "[228] link 'My Wish List'", "[229] link 'Sign Out'",
           "StaticText 'Welcome, Emma Lopez!'", "[234] link 'store logo'", "\t[235] img 'one_stop_market_logo'"]
    if cart:
        out += [f"[241] link 'My Cart {cart} {'item' if cart == 1 else 'items'}'", f"\tStaticText '{cart}'"]
    else:
        out += ["[241] link 'My Cart'"]
    out += ["StaticText 'Search'",
            f"[245] combobox 'Search' value='{search}' expanded: {'True' if suggest else 'False'}" if search
            else "[245] combobox 'Search' expanded: False"]
    if suggest:
        out += ["\t[246] listbox ''"] + [f"\t\t[{247 + i}] option '{s}'" for i, s in enumerate(suggest)]
    out += ["[250] link 'Advanced Search'", "[251] button 'Search'", "[252] tablist ''", "\t[253] tabpanel ''",
            "\t\t[254] menu '' orientation='vertical'"]
    out += [f"\t\t\t[{256 + i}] menuitem '{c}' hasPopup='menu'" for i, c in enumerate(CATS)]
    return out


SHOP_FOOT = ["[901] link 'Privacy and Cookie Policy'", "[902] link 'Search Terms'", "[903] link 'Advanced Search'",
             "[904] link 'Contact Us'", "[905] textbox 'Sign Up for Our Newsletter:'", "[906] button 'Subscribe'",
             "StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]


def money(x: float) -> str:
    return f"${x:,.2f}"


HUBS = [("Anker USB C Hub, 7-in-1 USB C Adapter with 4K HDMI, 100W Power Delivery, USB-C Data Port", 35.99, 87, 12),
        ("UGREEN USB C Hub 5 in 1 Multiport Adapter with 4K HDMI and 3 USB 3.0 Ports", 19.99, 90, 31),
        ("Satechi Aluminum Type-C Multi-Port Adapter V2 - 4K HDMI, Gigabit Ethernet", 79.99, 80, 7),
        ("HyperDrive 6-in-1 USB-C Hub for iPad Pro and MacBook", 49.99, 73, 4),
        ("Dockteck USB C Hub 4K 60Hz HDMI, 6-in-1 USB-C Adapter with 100W PD", 26.99, 85, 19),
        ("Plugable USB C Hub 7-in-1 with SD and microSD Card Reader", 39.95, 93, 22),
        ("Baseus 6-in-1 USB C Hub with Ethernet Port, 4K HDMI, 100W PD", 32.49, 78, 9),
        ("Belkin USB-C 4-in-1 Multiport Adapter (HDMI, USB-A, USB-C PD, Ethernet)", 44.99, 88, 15),
        ("j5create USB-C Mini Dock with Dual HDMI Display Output", 59.00, 70, 3),
        ("TOTU USB C Hub 9 in 1 Aluminum Dongle with 1Gbps Ethernet", 36.99, 82, 11),
        ("Sabrent 4-Port USB 3.0 Hub with Individual LED Power Switches", 12.99, 91, 44),
        ("QGeeM USB C Hub 7 in 1 Type C Adapter for MacBook Pro", 29.99, 84, 26)]


def shop_grid(items: list[tuple[str, float, int, int]], base: int) -> list[str]:
    out = []
    for i, (name, price, rate, rev) in enumerate(items):
        b = base + i * 10
        out += [f"[{b}] link 'Image'", f"\t[{b + 1}] img '{name}'", f"[{b + 2}] link '{name}'",
                "StaticText 'Rating:'", f"StaticText '{rate}%'", f"[{b + 3}] link '{rev}  Reviews'",
                f"StaticText '{money(price)}'", f"[{b + 4}] button 'Add to Cart'",
                f"[{b + 5}] link 'Add to Wish List'", f"[{b + 6}] link 'Add to Compare'"]
    return out


def t01(rs: RowSet) -> None:
    """Storefront cart (One Stop Market). BAD: turn 4 sets the Anker hub qty to 2, turn 5 adds it (badge 1+2=3)
    and turn 6's mini-cart shows it with qty 2; turn 7's cart page shows the hub's Qty field as 3 while its row
    subtotal ($71.98), the cart subtotal and the badge still follow qty 2 (quantity does not follow)."""
    url_home = SHOP + "/"
    keurig = ("Keurig K-Cup Pod Sampler, Coffee Variety Pack, 40 Count", 28.99)
    anker = HUBS[0]

    def home(cart: int, search: str = "", suggest: list[str] | None = None) -> str:
        body = ["StaticText 'One Stop Market'", "StaticText 'Product Showcases'"] + shop_grid(
            [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2", 19.99, 20, 1),
             ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry", 14.47, 57, 12),
             ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36, 95, 4),
             ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles", 23.50, 63, 12),
             ("So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub", 15.62, 78, 12)], 1100)
        return axtree("One Stop Market", shop_head(cart, search, suggest) + body + SHOP_FOOT, url_home)

    results_url = SHOP + "/catalogsearch/result/?q=usb+c+hub"

    def results(cart: int) -> str:
        body = ["[1050] heading \"Search results for: 'usb c hub'\"",
                "StaticText 'Related search terms'", "[1052] link 'usb c hub hdmi'", "[1053] link 'usb hub'",
                "[1054] link 'Grid'", "StaticText 'List'", "StaticText 'Items 1-12 of 38'",
                "StaticText 'Sort By'", "[1058] combobox 'Sort By' hasPopup='menu' expanded: False",
                "\t[1059] option 'Relevance', selected=True", "\t[1060] option 'Product Name', selected=False",
                "\t[1061] option 'Price', selected=False", "[1062] link '\\ue613 Set Descending Direction'"]
        body += shop_grid(HUBS, 1200)
        body += ["StaticText 'Page'", "StaticText '1'", "[1340] link 'Page 2'", "[1341] link 'Page 3'",
                 "[1342] link 'Page Next'", "StaticText 'Show'", "[1343] combobox 'Show' expanded: False",
                 "\t[1344] option '12', selected=True", "StaticText 'per page'"]
        return axtree("Search results for: 'usb c hub'", shop_head(cart, "usb c hub") + body + SHOP_FOOT, results_url)

    prod_url = SHOP + "/anker-usb-c-hub-7-in-1-usb-c-adapter-with-4k-hdmi-100w-power-delivery.html"

    def product(cart: int, qty: str, msg: bool = False) -> str:
        body = []
        if msg:
            body += [f"StaticText 'You added {anker[0]} to your '", "[1401] link 'shopping cart'", "StaticText '.'"]
        body += ["[1402] link 'Home'", "StaticText 'usb c hub'", f"[1403] heading '{anker[0]}'",
                 "StaticText 'Rating:'", "StaticText '87%'", "[1404] link '12  Reviews'", "[1405] link 'Add Your Review'",
                 f"StaticText '{money(anker[1])}'", "StaticText 'In stock'", "StaticText 'SKU'", "StaticText 'B087QTVCHH'",
                 "StaticText 'Qty'", f"[1410] spinbutton 'Qty' required: False valuemin=0 valuemax=0 valuetext='{qty}'",
                 "[1411] button 'Add to Cart'", "[1412] link 'Add to Wish List'", "[1413] link 'Add to Compare'",
                 "[1414] link 'Email'", "[1415] tablist '' multiselectable=False orientation='horizontal'",
                 "\t[1416] tab 'Details' expanded=True selected=True", "\t[1417] tab 'Reviews (12)' expanded=False selected=False",
                 "\t[1418] tabpanel 'Details'",
                 "\t\tStaticText 'The Anker 7-in-1 hub expands a single USB-C port into HDMI, two USB-A 3.0 data ports,'",
                 "\t\tStaticText 'a USB-C data port, SD and microSD card slots, and 100W pass-through charging.'",
                 "\t\tStaticText 'HDMI output supports 4K at 30Hz. Compatible with MacBook Pro, XPS and iPad Pro.'",
                 "\t\tStaticText 'Product Dimensions: 4.53 x 1.18 x 0.59 inches; 1.94 ounces'",
                 "\t\tStaticText 'Date First Available: May 11, 2020'"]
        return axtree(anker[0], shop_head(cart) + body + SHOP_FOOT, prod_url)

    def minicart() -> str:
        dialog = ["[1500] dialog 'Shopping Cart' modal=False", "\t[1501] button 'Close'", "\tStaticText '3'",
                  "\tStaticText 'Items in Cart'", "\tStaticText 'Cart Subtotal :'", "\tStaticText '$100.97'",
                  "\t[1502] button 'Proceed to Checkout'", "\t[1503] list ''",
                  "\t\t[1504] listitem ''", f"\t\t\t[1505] link '{anker[0]}'", "\t\t\tStaticText '$35.99'",
                  "\t\t\tStaticText 'Qty'", "\t\t\t[1506] spinbutton 'Qty' valuetext='2'", "\t\t\t[1507] link 'Edit item'",
                  "\t\t\t[1508] link 'Remove item'",
                  "\t\t[1510] listitem ''", f"\t\t\t[1511] link '{keurig[0]}'", "\t\t\tStaticText '$28.99'",
                  "\t\t\tStaticText 'Qty'", "\t\t\t[1512] spinbutton 'Qty' valuetext='1'", "\t\t\t[1513] link 'Edit item'",
                  "\t\t\t[1514] link 'Remove item'", "\t[1520] link 'View and Edit Cart'"]
        page = product(3, "2", msg=True).split("\n")
        i = next(k for k, ln in enumerate(page) if "[1401] link 'shopping cart'" in ln) + 2
        return "\n".join(page[:i] + ["\t" + d for d in dialog] + page[i:])

    def cart_page(anker_qty_shown: str) -> str:
        body = ["[1600] heading 'Shopping Cart'", "[1601] table 'Shopping Cart Items'",
                "\t[1602] row 'Item Price Qty Subtotal'",
                "\t\t[1603] columnheader 'Item'", "\t\t[1604] columnheader 'Price'", "\t\t[1605] columnheader 'Qty'",
                "\t\t[1606] columnheader 'Subtotal'",
                "\t[1610] row ''", f"\t\t[1611] cell '{anker[0]}'", f"\t\t\t[1612] link '{anker[0]}'",
                "\t\t[1613] cell '$35.99'", "\t\t[1614] cell ''",
                f"\t\t\t[1615] spinbutton 'Qty' valuemin=0 valuemax=0 valuetext='{anker_qty_shown}'",
                "\t\t[1616] cell '$71.98'", "\t[1617] row ''", "\t\t[1618] link 'Move to Wish List'",
                "\t\t[1619] link 'Edit item parameters'", "\t\t[1620] link 'Remove item'",
                "\t[1630] row ''", f"\t\t[1631] cell '{keurig[0]}'", f"\t\t\t[1632] link '{keurig[0]}'",
                "\t\t[1633] cell '$28.99'", "\t\t[1634] cell ''",
                "\t\t\t[1635] spinbutton 'Qty' valuemin=0 valuemax=0 valuetext='1'",
                "\t\t[1636] cell '$28.99'", "\t[1637] row ''", "\t\t[1638] link 'Move to Wish List'",
                "\t\t[1639] link 'Edit item parameters'", "\t\t[1640] link 'Remove item'",
                "[1650] link 'Continue Shopping'", "[1651] button 'Update Shopping Cart'",
                "[1652] heading 'Summary'", "[1653] tab 'Estimate Shipping and Tax' expanded=False",
                "[1654] table 'Order Totals'", "\t[1655] row 'Subtotal $100.97'", "\t\t[1656] rowheader 'Subtotal'",
                "\t\t[1657] cell '$100.97'", "\t[1658] row 'Order Total $100.97'", "\t\t[1659] rowheader 'Order Total'",
                "\t\t[1660] cell '$100.97'", "[1661] button 'Proceed to Checkout'",
                "[1662] link 'Check Out with Multiple Addresses'", "[1663] tab 'Apply Discount Code' expanded=False"]
        return axtree("Shopping Cart", shop_head(3) + body + SHOP_FOOT, SHOP + "/checkout/cart/")

    def checkout() -> str:
        body = ["[1700] link 'store logo'", "[1701] list ''", "\t[1702] listitem ''", "\t\tStaticText 'Shipping'",
                "\t[1703] listitem ''", "\t\tStaticText 'Review & Payments'", "[1704] heading 'Shipping Address'",
                "[1705] group ''", "\tStaticText 'Emma Lopez'", "\tStaticText '101 S San Mateo Dr'",
                "\tStaticText 'San Mateo, California 94010'", "\tStaticText 'United States'",
                "\tStaticText '6505551212'", "\t[1706] button 'Edit'", "[1707] button 'New Address'",
                "[1708] heading 'Shipping Methods'", "[1709] table ''", "\t[1710] row ''",
                "\t\t[1711] cell ''", "\t\t\t[1712] radio 'Flat Rate' checked=false", "\t\t[1713] cell '$15.00'",
                "\t\t[1714] cell 'Fixed'", "\t\t[1715] cell 'Flat Rate'", "[1716] button 'Next'",
                "[1720] heading 'Order Summary'", "[1721] tab '3 Items in Cart' expanded=False"]
        return axtree("Checkout", body, SHOP + "/checkout/#shipping")

    state = home(1)
    turns: Turns = [
        ("fill('245', 'usb c hub')", home(1, "usb c hub", ["usb c hub", "usb c hub hdmi", "usb c hub for macbook"])),
        ("press('245', 'Enter')", results(1)),
        ("click('1202')", product(1, "1")),
        ("fill('1410', '2')", product(1, "2")),
        ("click('1411')", product(3, "2", msg=True)),
        ("click('241')", minicart()),
        ("click('1520')", cart_page("3")),
        ("click('1661')", checkout()),
    ]
    rs.add(task="web", tid="h8-web-01", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="cart quantity does not follow")


SHOES = [("ASICS Women's GEL-Excite 9 Running Shoes", 64.95), ("Brooks Womens Ghost 15 Neutral Running Shoe", 139.95),
         ("New Balance Women's Fresh Foam Arishi V4 Running Shoe", 54.99), ("Saucony Women's Cohesion 15 Running Shoe", 59.95),
         ("HOKA ONE ONE Women's Clifton 9 Running Shoes", 144.99), ("Nike Women's Revolution 6 Next Nature Running Shoe", 47.97),
         ("adidas Women's Duramo SL Running Shoe", 44.90), ("Skechers Women's Go Run Consistent Sneaker", 52.00),
         ("Under Armour Women's Charged Assert 10 Running Shoe", 57.46), ("Mizuno Women's Wave Rider 26 Running Shoe", 99.95),
         ("PUMA Women's Softride Premier Running Shoe", 41.25), ("Reebok Women's Floatride Energy 5 Running Shoe", 79.99),
         ("Saucony Women's Ride 16 Running Shoe", 129.95), ("ASICS Women's GT-2000 11 Running Shoes", 109.95),
         ("Brooks Women's Adrenaline GTS 23 Supportive Running Shoe", 139.95), ("New Balance Women's 880 V13 Running Shoe", 134.99),
         ("Nike Women's Downshifter 12 Running Shoe", 59.97), ("adidas Women's Ultraboost Light Running Shoe", 189.95),
         ("Altra Women's Torin 7 Road Running Shoe", 149.95), ("Skechers Women's Max Cushioning Elite Sneaker", 84.95),
         ("Under Armour Women's HOVR Sonic 6 Running Shoe", 74.98), ("Mizuno Women's Wave Inspire 19 Running Shoe", 134.95),
         ("Salomon Women's Sense Ride 5 Trail Running Shoe", 119.95), ("On Women's Cloud 5 Sneakers", 139.99),
         ("Merrell Women's Bravada 2 Hiking Shoe", 89.95), ("Columbia Women's Montrail Trinity AG Trail Running Shoe", 97.50),
         ("Ryka Women's Devotion Plus 3 Walking Shoe", 62.99), ("Avia Women's Avi-Verge Running Shoe", 34.99),
         ("Feethit Womens Slip On Walking Shoes Non Slip Running Shoes", 29.99)]


def t02(rs: RowSet) -> None:
    """Storefront search, sort, pagination and cart quantity (One Stop Market). CLEAN: sorting by price
    reorders the results (turn 1), page 2 shows items 13-24 (turn 2), adding without a size fails and leaves
    the cart empty (turn 4), the add succeeds after a size is chosen (badge 1, turn 6), the qty field edit
    (turn 8) changes nothing else until 'Update Shopping Cart' recomputes subtotals and the badge (turn 9)."""
    q = "running shoes women"
    rel = [(n, p, 60 + (i * 7) % 39, 3 + (i * 5) % 41) for i, (n, p) in enumerate(SHOES)]
    by_price = sorted(rel, key=lambda r: r[1])

    def listing(items: list, page: int, sort: str, cart: int) -> str:
        start = (page - 1) * 12
        chunk = items[start:start + 12]
        body = [f"[1050] heading \"Search results for: '{q}'\"", "[1054] link 'Grid'", "StaticText 'List'",
                f"StaticText 'Items {start + 1}-{start + len(chunk)} of {len(items)}'", "StaticText 'Sort By'",
                "[1058] combobox 'Sort By' hasPopup='menu' expanded: False"]
        body += [f"\t[{1059 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(["Relevance", "Product Name", "Price"])]
        body += ["[1062] link '\\ue613 Set Descending Direction'"] + shop_grid(chunk, 1200)
        body += ["StaticText 'Page'"]
        for pg in (1, 2, 3):
            body.append(f"StaticText '{pg}'" if pg == page else f"[{1339 + pg}] link 'Page {pg}'")
        if page > 1:
            body.append("[1343] link 'Page Previous'")
        if page < 3:
            body.append("[1344] link 'Page Next'")
        url = SHOP + "/catalogsearch/result/index/?q=running+shoes+women" + ("" if sort == "Relevance" else "&product_list_order=price") + ("" if page == 1 else f"&p={page}")
        return axtree(f"Search results for: '{q}'", shop_head(cart, q) + body + SHOP_FOOT, url)

    item = by_price[12]  # first item on page 2
    name, price = item[0], item[1]
    purl = SHOP + "/under-armour-women-s-hovr-sonic-6-running-shoe.html"
    assert name.startswith("Under Armour Women's HOVR")

    def product(cart: int, size: str | None, err: bool = False, msg: bool = False) -> str:
        body = []
        if msg:
            body += [f"StaticText 'You added {name} to your '", "[1401] link 'shopping cart'", "StaticText '.'"]
        body += ["[1402] link 'Home'", f"StaticText '{q}'", f"[1403] heading '{name}'", "StaticText 'Rating:'",
                 f"StaticText '{item[2]}%'", f"[1404] link '{item[3]}  Reviews'", f"StaticText '{money(price)}'",
                 "StaticText 'In stock'", "StaticText 'SKU'", "StaticText 'B0BPWJ8N3T'", "StaticText 'Color'",
                 "StaticText 'Black / White'", "[1406] option 'Black / White' selected=True", "[1407] option 'Halo Gray' selected=False",
                 "StaticText 'Size'", "[1408] combobox 'Size' hasPopup='menu' expanded: False"]
        for i, sz in enumerate(["Choose an Option...", "6", "6.5", "7", "7.5", "8", "8.5", "9", "10"]):
            body.append(f"\t[{1420 + i}] option '{sz}', selected={sz == (size or 'Choose an Option...')}")
        if err:
            body.append("StaticText 'This is a required field.'")
        body += ["StaticText 'Qty'", "[1410] spinbutton 'Qty' required: False valuemin=0 valuemax=0 valuetext='1'",
                 "[1411] button 'Add to Cart'", "[1412] link 'Add to Wish List'", "[1413] link 'Add to Compare'",
                 "[1415] tablist ''", "\t[1416] tab 'Details' expanded=True selected=True",
                 f"\t[1417] tab 'Reviews ({item[3]})' expanded=False selected=False", "\t[1418] tabpanel 'Details'",
                 "\t\tStaticText 'Lightweight UA HOVR cushioning with an engineered mesh upper and a connected-shoe sensor.'",
                 "\t\tStaticText 'Offset: 8mm. Weight: 7.9 oz (size 8).'"]
        return axtree(name, shop_head(cart) + body + SHOP_FOOT, purl)

    def cart_page(qty_field: int, qty_saved: int) -> str:
        sub = money(price * qty_saved)
        body = ["[1600] heading 'Shopping Cart'", "[1601] table 'Shopping Cart Items'",
                "\t[1602] row 'Item Price Qty Subtotal'", "\t\t[1603] columnheader 'Item'", "\t\t[1604] columnheader 'Price'",
                "\t\t[1605] columnheader 'Qty'", "\t\t[1606] columnheader 'Subtotal'", "\t[1610] row ''",
                f"\t\t[1611] cell '{name} Color Black / White Size 8'", f"\t\t\t[1612] link '{name}'",
                "\t\t\tStaticText 'Color'", "\t\t\tStaticText 'Black / White'", "\t\t\tStaticText 'Size'", "\t\t\tStaticText '8'",
                f"\t\t[1613] cell '{money(price)}'", "\t\t[1614] cell ''",
                f"\t\t\t[1615] spinbutton 'Qty' valuemin=0 valuemax=0 valuetext='{qty_field}'", f"\t\t[1616] cell '{sub}'",
                "\t[1617] row ''", "\t\t[1618] link 'Move to Wish List'", "\t\t[1619] link 'Edit item parameters'",
                "\t\t[1620] link 'Remove item'", "[1650] link 'Continue Shopping'", "[1651] button 'Update Shopping Cart'",
                "[1652] heading 'Summary'", "[1653] tab 'Estimate Shipping and Tax' expanded=False",
                "[1654] table 'Order Totals'", f"\t[1655] row 'Subtotal {sub}'", "\t\t[1656] rowheader 'Subtotal'",
                f"\t\t[1657] cell '{sub}'", f"\t[1658] row 'Order Total {sub}'", "\t\t[1659] rowheader 'Order Total'",
                f"\t\t[1660] cell '{sub}'", "[1661] button 'Proceed to Checkout'", "[1663] tab 'Apply Discount Code' expanded=False"]
        return axtree("Shopping Cart", shop_head(qty_saved) + body + SHOP_FOOT, SHOP + "/checkout/cart/")

    turns: Turns = [
        ("select_option('1058', 'Price')", listing(by_price, 1, "Price", 0)),
        ("click('1341')", listing(by_price, 2, "Price", 0)),
        ("click('1202')", product(0, None)),
        ("click('1411')", product(0, None, err=True)),
        ("select_option('1408', '8')", product(0, "8")),
        ("click('1411')", product(1, "8", msg=True)),
        ("goto('http://localhost:7770/checkout/cart/')", cart_page(1, 1)),
        ("fill('1615', '3')", cart_page(3, 1)),
        ("click('1651')", cart_page(3, 3)),
    ]
    rs.add(task="web", tid="h8-web-02", system=WEB_SYSTEM, turns=turns, state=listing(rel, 1, "Relevance", 0))


def t03(rs: RowSet) -> None:
    """Storefront checkout and order history (One Stop Market). BAD: turn 4's success page gives order number
    000000191 and turn 5's dashboard lists 000000191; turn 6's My Orders table lists the new order (same date,
    total, status) as 000000119 (id changed)."""
    items = [("Bose QuietComfort 45 Bluetooth Wireless Noise Cancelling Headphones - Triple Black", 279.00, 1),
             ("Amazon Basics Hard Carrying Case for Bose QuietComfort Headphones", 13.49, 2)]
    sub = sum(p * q for _, p, q in items)
    ship = 15.00
    total = sub + ship
    new = ("000000191", "6/4/24", "Emma Lopez", money(total), "Pending")
    old = [("000000189", "5/17/24", "Emma Lopez", "$64.36", "Complete"), ("000000184", "5/2/24", "Emma Lopez", "$18.99", "Complete"),
           ("000000176", "4/11/24", "Emma Lopez", "$226.14", "Canceled"), ("000000170", "3/26/24", "Emma Lopez", "$41.75", "Complete"),
           ("000000163", "3/2/24", "Emma Lopez", "$112.80", "Complete"), ("000000158", "2/15/24", "Emma Lopez", "$9.99", "Complete"),
           ("000000152", "1/29/24", "Emma Lopez", "$73.20", "Complete"), ("000000149", "1/18/24", "Emma Lopez", "$35.97", "Complete"),
           ("000000137", "12/8/23", "Emma Lopez", "$158.45", "Complete")]

    def summary(expanded: bool) -> list[str]:
        out = ["[1720] heading 'Order Summary'", f"[1721] tab '3 Items in Cart' expanded={expanded}"]
        if expanded:
            for i, (n, p, q) in enumerate(items):
                out += [f"\t[{1722 + i}] listitem ''", f"\t\tStaticText '{n}'", f"\t\tStaticText 'Qty {q}'", f"\t\tStaticText '{money(p * q)}'"]
        return out

    def cart() -> str:
        body = ["[1600] heading 'Shopping Cart'", "[1601] table 'Shopping Cart Items'", "\t[1602] row 'Item Price Qty Subtotal'"]
        for i, (n, p, q) in enumerate(items):
            b = 1610 + i * 20
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell '{n}'", f"\t\t\t[{b + 2}] link '{n}'", f"\t\t[{b + 3}] cell '{money(p)}'",
                     f"\t\t[{b + 4}] cell ''", f"\t\t\t[{b + 5}] spinbutton 'Qty' valuetext='{q}'", f"\t\t[{b + 6}] cell '{money(p * q)}'",
                     f"\t\t[{b + 8}] link 'Edit item parameters'", f"\t\t[{b + 9}] link 'Remove item'"]
        body += ["[1651] button 'Update Shopping Cart'", "[1652] heading 'Summary'", "[1654] table 'Order Totals'",
                 f"\t[1655] row 'Subtotal {money(sub)}'", f"\t[1658] row 'Order Total {money(sub)}'",
                 "[1661] button 'Proceed to Checkout'"]
        return axtree("Shopping Cart", shop_head(3) + body + SHOP_FOOT, SHOP + "/checkout/cart/")

    def shipping(checked: bool) -> str:
        body = ["[1701] list ''", "\t[1702] listitem ''", "\t\tStaticText 'Shipping'", "\t[1703] listitem ''",
                "\t\tStaticText 'Review & Payments'", "[1704] heading 'Shipping Address'", "[1705] group ''",
                "\tStaticText 'Emma Lopez'", "\tStaticText '101 S San Mateo Dr'", "\tStaticText 'San Mateo, California 94010'",
                "\tStaticText 'United States'", "\tStaticText '6505551212'", "[1707] button 'New Address'",
                "[1708] heading 'Shipping Methods'", "[1709] table ''", "\t[1710] row ''",
                f"\t\t\t[1712] radio 'Flat Rate' checked={'true' if checked else 'false'}", "\t\t[1713] cell '$15.00'",
                "\t\t[1714] cell 'Fixed'", "\t\t[1715] cell 'Flat Rate'", "[1716] button 'Next'"] + summary(False)
        return axtree("Checkout", body, SHOP + "/checkout/#shipping")

    def review() -> str:
        body = ["[1701] list ''", "\t[1702] listitem ''", "\t\tStaticText 'Shipping'", "\t[1703] listitem ''",
                "\t\tStaticText 'Review & Payments'", "[1730] heading 'Payment Method'",
                "[1731] radio 'Check / Money order' checked=true",
                "[1732] checkbox 'My billing and shipping address are the same' checked=true",
                "StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California 94010'",
                "StaticText 'United States'", "StaticText '6505551212'", "[1733] tab 'Apply Discount Code' expanded=False",
                "[1734] button 'Place Order'", "[1720] heading 'Order Summary'", "[1740] table ''",
                f"\t[1741] row 'Cart Subtotal {money(sub)}'", "\t[1742] row 'Shipping Flat Rate - Fixed $15.00'",
                f"\t[1743] row 'Order Total {money(total)}'", "[1721] tab '3 Items in Cart' expanded=False",
                "[1744] heading 'Ship To:'", "StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010'",
                "[1745] heading 'Shipping Method:'", "StaticText 'Flat Rate - Fixed'"]
        return axtree("Checkout", body, SHOP + "/checkout/#payment")

    def success() -> str:
        body = ["[1800] heading 'Thank you for your purchase!'", "StaticText 'Your order number is: '",
                f"[1801] link '{new[0]}'", "StaticText '.'",
                "StaticText 'We\\'ll email you an order confirmation with details and tracking info.'",
                "[1802] link 'Continue Shopping'", "[1803] link 'Print receipt'"]
        return axtree("Success Page", shop_head(0) + body + SHOP_FOOT, SHOP + "/checkout/onepage/success/")

    def nav(active: str) -> list[str]:
        out = []
        for i, t in enumerate(["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book",
                               "Account Information", "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]):
            out.append(f"StaticText '{t}'" if t == active else f"[{1900 + i}] link '{t}'")
        return out

    def order_rows(rows: list[tuple[str, ...]], base: int) -> list[str]:
        out = ["[1950] table 'Orders'", "\t[1951] row 'Order # Date Ship To Order Total Status Action'"]
        for i, r in enumerate(rows):
            b = base + i * 6
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell '{r[0]}'", f"\t\t[{b + 2}] cell '{r[1]}'", f"\t\t[{b + 3}] cell '{r[2]}'",
                    f"\t\t[{b + 4}] cell '{r[3]}'", f"\t\tStaticText '{r[4]}'", f"\t\t[{b + 5}] link 'View Order'"]
        return out

    def dashboard() -> str:
        body = ["[1850] heading 'My Account'"] + nav("My Account") + [
            "[1860] heading 'Account Information'", "StaticText 'Contact Information'", "StaticText 'Emma Lopez'",
            "StaticText 'emma.lopez@gmail.com'", "[1861] link 'Edit'", "[1862] link 'Change Password'",
            "StaticText 'Newsletters'", "StaticText 'You aren\\'t subscribed to our newsletter.'",
            "[1863] heading 'Address Book'", "StaticText 'Default Billing Address'",
            "StaticText 'Emma Lopez 101 S San Mateo Dr San Mateo, California, 94010 United States T: 6505551212'",
            "[1864] heading 'Recent Orders'", "[1865] link 'View All'"] + order_rows([new] + old[:4], 2000)
        return axtree("My Account", shop_head(0) + body + SHOP_FOOT, SHOP + "/customer/account/")

    def orders(first: str) -> str:
        rows = [(first,) + new[1:]] + old
        body = ["[1850] heading 'My Orders'"] + nav("My Orders") + order_rows(rows, 2000) + [
            "StaticText 'Items 1 to 10 of 14 total'", "StaticText 'Page'", "StaticText '1'", "[2090] link 'Page 2'",
            "[2091] link 'Page Next'", "StaticText 'Show'", "[2092] combobox 'Show' expanded: False",
            "\t[2093] option '10', selected=True", "StaticText 'per page'"]
        return axtree("My Orders", shop_head(0) + body + SHOP_FOOT, SHOP + "/sales/order/history/")

    def order_view(print_view: bool = False) -> str:
        body = [f"[2100] heading 'Order # {new[0]}'", "StaticText 'Pending'", "StaticText 'Order Date: June 4, 2024'"]
        if not print_view:
            body += ["[2101] link 'Reorder'", "[2102] link 'Print Order'", "[2103] tablist ''",
                     "\t[2104] tab 'Items Ordered' selected=True"]
        body += ["[2110] table 'Items Ordered'", "\t[2111] row 'Product Name SKU Price Qty Subtotal'"]
        for i, (n, p, q) in enumerate(items):
            body += [f"\t[{2112 + i}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText '{['B098FKXT8L', 'B07KJQKD6B'][i]}'",
                     f"\t\tStaticText '{money(p)}'", f"\t\tStaticText 'Ordered: {q}'", f"\t\tStaticText '{money(p * q)}'"]
        body += [f"\t[2120] row 'Subtotal {money(sub)}'", "\t[2121] row 'Shipping & Handling $15.00'",
                 f"\t[2122] row 'Grand Total {money(total)}'", "[2130] heading 'Order Information'",
                 "StaticText 'Shipping Address'", "StaticText 'Emma Lopez 101 S San Mateo Dr San Mateo, California, 94010 United States'",
                 "StaticText 'Shipping Method'", "StaticText 'Flat Rate - Fixed'", "StaticText 'Payment Method'",
                 "StaticText 'Check / Money order'"]
        if print_view:
            return axtree(f"Order # {new[0]}", ["[2098] link 'store logo'"] + body + ["StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"],
                          SHOP + "/sales/order/print/order_id/318/")
        return axtree(f"Order # {new[0]}", shop_head(0) + nav("My Orders") + body + ["[2140] link 'Back to My Orders'"] + SHOP_FOOT,
                      SHOP + "/sales/order/view/order_id/318/")

    turns: Turns = [
        ("click('1661')", shipping(False)),
        ("click('1712')", shipping(True)),
        ("click('1716')", review()),
        ("click('1734')", success()),
        ("click('227')", dashboard()),
        ("click('1901')", orders("000000119")),
        ("click('2005')", order_view()),
        ("click('2102')", order_view(print_view=True)),
        ("go_back()", order_view()),
    ]
    rs.add(task="web", tid="h8-web-03", system=WEB_SYSTEM, turns=turns, state=cart(), bad=True, turn=6, kind="order id changed")


# ---------------------------------------------------------------------------------------------------------
# GitLab (WebArena-like)
GL = "http://localhost:8023"


def gl_top(project: str, active: str, mr_count: int, issue_count: int, mine: int = 0) -> list[str]:
    out = ["[60] link 'Skip to content'", "[61] link 'Dashboard'", "[62] button 'Create new...'",
           "[63] textbox 'Search GitLab'", f"[64] link 'Issues {mine}'", "[65] link 'Merge requests 0'", "[66] link 'To-Do List 3'",
           "[67] button 'Byte Blaze user menu'", "[70] navigation 'Project navigation'",
           f"\t[71] link '{project.split('/')[-1]}'"]
    items = [("Project information", None), ("Repository", None), ("Issues", issue_count), ("Merge requests", mr_count),
             ("CI/CD", None), ("Deployments", None), ("Packages and registries", None), ("Monitor", None),
             ("Analytics", None), ("Wiki", None), ("Snippets", None), ("Settings", None)]
    for i, (name, cnt) in enumerate(items):
        label = name if cnt is None else f"{name} {cnt}"
        out.append(f"\t[{72 + i}] link '{label}'" + (" current" if name == active else ""))
    out += ["[90] navigation 'Breadcrumbs'", "\t[91] link 'Byte Blaze'", f"\t[92] link '{project.split('/')[-1]}'"]
    return out


A11Y = "byteblaze/accessible-html-content-patterns"
ISSUES = [(39, "Disclosure widget example uses div instead of button", "Roshan Jossy", "1 day ago", ["bug"], 3),
          (37, "Add skip link pattern to layout examples", "Byte Blaze", "4 days ago", ["enhancement"], 0),
          (36, "Color contrast of code comments fails WCAG AA", "Lina Saab", "5 days ago", ["bug", "contrast"], 5),
          (34, "Document focus order for modal dialog", "Eric Bailey", "1 week ago", ["documentation"], 1),
          (31, "Carousel pattern should pause on hover and focus", "Roshan Jossy", "2 weeks ago", ["enhancement"], 2),
          (27, "Tooltip pattern missing aria-describedby", "Marcus Ng", "2 weeks ago", ["bug", "aria"], 2),
          (25, "Tables: add caption and scope examples", "Lina Saab", "3 weeks ago", ["documentation"], 0),
          (22, "Breadcrumb example announces separators", "Eric Bailey", "1 month ago", ["bug", "aria"], 4),
          (19, "Landmarks page links to removed MDN anchor", "Byte Blaze", "1 month ago", ["documentation"], 1),
          (16, "Accordion heading levels are hard-coded", "Marcus Ng", "1 month ago", ["enhancement"], 6),
          (12, "Form errors not associated with inputs", "Roshan Jossy", "2 months ago", ["bug", "forms"], 7),
          (9, "Add reduced-motion variants to animations", "Lina Saab", "2 months ago", ["enhancement"], 2),
          (6, "Icon buttons need accessible names in examples", "Eric Bailey", "3 months ago", ["bug", "aria"], 3),
          (3, "Set up axe-core checks in CI", "Byte Blaze", "4 months ago", ["ci"], 9)]


def t04(rs: RowSet) -> None:
    """GitLab issue edit. BAD: turn 4 fills and turn 5 saves the new title of #27 ('Tooltip pattern: add
    aria-describedby and Escape to dismiss'); turn 8's issue list shows the new title; turn 9's REST API JSON for
    the same issue (which does show the assignee set in turn 7) has "title" back at the old name (renamed item
    under old name)."""
    old_t = "Tooltip pattern missing aria-describedby"
    new_t = "Tooltip pattern: add aria-describedby and Escape to dismiss"
    list_url = GL + "/" + A11Y + "/-/issues"
    issue_url = list_url + "/27"

    def issue_list(title27: str, assigned: bool, updated27: str) -> str:
        body = ["[100] heading 'Issues'", "[101] tablist ''", "\t[102] tab 'Open 14' selected=True", "\t[103] tab 'Closed 37' selected=False",
                "\t[104] tab 'All 51' selected=False", "[105] link 'Edit issues'", "[106] link 'New issue'",
                "[107] textbox 'Search or filter results...'", "[108] button 'Created date'", "[109] button 'Sort direction: Descending'",
                "[110] list ''"]
        for i, (iid, t, who, when, labels, notes) in enumerate(ISSUES):
            b = 120 + i * 8
            t = title27 if iid == 27 else t
            upd = updated27 if iid == 27 else ["1 day ago", "4 days ago", "2 days ago", "1 week ago", "1 week ago", "", "3 weeks ago",
                                              "3 weeks ago", "1 month ago", "2 weeks ago", "1 month ago", "2 months ago", "2 months ago", "3 weeks ago"][i]
            body += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link '{t}'", f"\t\tStaticText '#{iid} · created {when} by '",
                     f"\t\t[{b + 2}] link '{who}'"]
            body += [f"\t\t[{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labels)]
            if iid == 27 and assigned:
                body.append(f"\t\t[{b + 5}] link 'Assigned to Byte Blaze'")
            body += [f"\t\t[{b + 6}] link '{notes}'", f"\t\tStaticText 'updated {upd}'"]
        return axtree("Issues · Byte Blaze / accessible-html-content-patterns · GitLab",
                      gl_top(A11Y, "Issues", 2, 14, int(assigned)) + body, list_url)

    def issue_page(title: str, renamed: bool, assigned: bool, edit: str | None = None, dropdown: bool = False) -> str:
        body = ["\t[93] link 'Issues'", "\t[94] link '#27'", "StaticText 'Open'", "StaticText 'Issue created 2 weeks ago by '",
                "[200] link 'Marcus Ng'", "[201] button 'Issue actions'", "[202] button 'Close issue'"]
        if edit is None:
            body += [f"[203] heading '{title}'", "[204] button 'Edit title and description'"]
        else:
            body += [f"[205] textbox 'Title' required value='{edit}'",
                     "[206] textbox 'Description' value='The tooltip example shows text on hover, but the trigger has no aria-describedby, so screen readers never announce it. WCAG 1.4.13 also asks that the tooltip can be dismissed with Escape.'",
                     "[207] checkbox 'This issue is confidential...' checked=false", "[208] button 'Save changes'", "[209] button 'Cancel'"]
        body += ["StaticText 'The tooltip example shows text on hover, but the trigger has no aria-describedby, so screen readers never'",
                 "StaticText 'announce it. WCAG 1.4.13 also asks that the tooltip can be dismissed with Escape.'",
                 "[210] button 'Thumbs up 1'", "[211] button 'Thumbs down 0'", "[212] heading 'Linked items 0'",
                 "[213] heading 'Activity'", "[214] button 'Sort or filter'", "[215] list ''",
                 "\t[216] listitem ''", "\t\tStaticText 'Marcus Ng added bug aria labels 2 weeks ago'",
                 "\t[217] listitem ''", "\t\t[218] link 'Lina Saab'", "\t\tStaticText '@lsaab · 1 week ago'",
                 "\t\tStaticText 'The disclosure pattern has the same problem; maybe fix both together?'",
                 "\t[219] listitem ''", "\t\t[220] link 'Marcus Ng'", "\t\tStaticText '@mng · 6 days ago'",
                 "\t\tStaticText 'Agreed, but tooltip first since it is linked from the docs homepage.'"]
        if renamed:
            body += ["\t[221] listitem ''", f"\t\tStaticText 'Byte Blaze changed title from {old_t} to {new_t} just now'"]
        if assigned:
            body += ["\t[222] listitem ''", "\t\tStaticText 'Byte Blaze assigned to @byteblaze just now'"]
        body += ["[230] textbox 'Comment' value=''", "[231] button 'Comment'", "[240] complementary 'issue sidebar'",
                 "\tStaticText 'Assignee'", "\t[241] button 'Edit'"]
        if dropdown:
            body += ["\t[242] textbox 'Search users'", "\t[243] listbox ''", "\t\t[244] option 'Unassigned'",
                     "\t\t[245] option 'Byte Blaze @byteblaze'", "\t\t[246] option 'Eric Bailey @ebailey'",
                     "\t\t[247] option 'Lina Saab @lsaab'", "\t\t[248] option 'Marcus Ng @mng'", "\t\t[249] option 'Roshan Jossy @rjossy'"]
        elif assigned:
            body += ["\t[250] link 'Byte Blaze @byteblaze'"]
        else:
            body += ["\tStaticText 'None - '", "\t[251] button 'assign yourself'"]
        body += ["\tStaticText 'Labels'", "\t[252] link 'aria'", "\t[253] link 'bug'", "\tStaticText 'Milestone'",
                 "\tStaticText 'None'", "\tStaticText 'Due date'", "\tStaticText 'None'", "\tStaticText 'Time tracking'",
                 "\tStaticText 'No estimate or time spent'", "\tStaticText 'Confidentiality'", "\tStaticText 'Not confidential'",
                 "\tStaticText 'Reference: byteblaze/accessible-html-content-patterns#27'"]
        return axtree(f"{title} (#27) · Issues · Byte Blaze / accessible-html-content-patterns · GitLab",
                      gl_top(A11Y, "Issues", 2, 14, int(assigned)) + body, issue_url)

    api = {"id": 1345, "iid": 27, "project_id": 42, "title": old_t,
           "description": "The tooltip example shows text on hover, but the trigger has no aria-describedby, so screen readers never announce it. WCAG 1.4.13 also asks that the tooltip can be dismissed with Escape.",
           "state": "opened", "created_at": "2024-05-21T09:14:52.310Z", "updated_at": "2024-06-04T14:23:41.087Z",
           "closed_at": None, "closed_by": None, "labels": ["aria", "bug"], "milestone": None,
           "assignees": [{"id": 2330, "username": "byteblaze", "name": "Byte Blaze", "state": "active", "locked": False,
                          "web_url": GL + "/byteblaze"}],
           "author": {"id": 2341, "username": "mng", "name": "Marcus Ng", "state": "active", "locked": False, "web_url": GL + "/mng"},
           "type": "ISSUE", "assignee": {"id": 2330, "username": "byteblaze", "name": "Byte Blaze", "state": "active"},
           "user_notes_count": 2, "merge_requests_count": 0, "upvotes": 1, "downvotes": 0, "due_date": None,
           "confidential": False, "discussion_locked": None, "issue_type": "issue", "web_url": issue_url,
           "time_stats": {"time_estimate": 0, "total_time_spent": 0, "human_time_estimate": None, "human_total_time_spent": None},
           "task_completion_status": {"count": 0, "completed_count": 0}, "has_tasks": False,
           "references": {"short": "#27", "relative": "#27", "full": A11Y + "#27"}, "severity": "UNKNOWN", "moved_to_id": None}
    import json as _json
    js = _json.dumps(api, indent=2).split("\n")
    api_obs = axtree("", ["[10] checkbox 'pretty-print' checked=true", "[11] generic ''"] + [f"\t\tStaticText '{ln}'" for ln in js],
                     GL + "/api/v4/projects/42/issues/27")

    turns: Turns = [
        ("goto('" + list_url + "')", issue_list(old_t, False, "6 days ago")),
        ("click('161')", issue_page(old_t, False, False)),
        ("click('204')", issue_page(old_t, False, False, edit=old_t)),
        ("fill('205', '" + new_t + "')", issue_page(old_t, False, False, edit=new_t)),
        ("click('208')", issue_page(new_t, True, False)),
        ("click('241')", issue_page(new_t, True, False, dropdown=True)),
        ("click('245')", issue_page(new_t, True, True)),
        ("click('74')", issue_list(new_t, True, "just now")),
        ("goto('" + GL + "/api/v4/projects/42/issues/27')", api_obs),
        ("go_back()", issue_list(new_t, True, "just now")),
    ]
    rs.add(task="web", tid="h8-web-04", system=WEB_SYSTEM, turns=turns, state=axtree(
        "Dashboard · GitLab", ["[61] link 'Dashboard'", "[64] link 'Issues 0'", "[65] link 'Merge requests 0'",
                               "[100] heading 'Projects'", "[101] link 'Byte Blaze / accessible-html-content-patterns'",
                               "[102] link 'Byte Blaze / a11y-syntax-highlighting'", "[103] link 'Byte Blaze / dotfiles'"],
        GL + "/"), bad=True, turn=9, kind="renamed item under old name")


def t05(rs: RowSet) -> None:
    """GitLab web edit -> merge request -> merge. CLEAN: the edit goes to a new branch (turn 4 shows the MR
    checkbox), the project's MR counter goes 0 -> 1 when the MR is created (turn 6), the pipeline moves from running
    to passed after a wait (turn 7), the counter returns to 0 after the merge (turn 8), and the project page then
    counts 216 commits (edit + merge commit) and 3 branches again because the source branch was deleted on merge
    (turn 9)."""
    proj = "byteblaze/style-guide-docs"
    purl = GL + "/" + proj
    old_line = "Read the [style guide](https://design.example.org/styleguide) before opening a merge request."
    new_line = "Read the [style guide](https://design.example.org/guide/writing) before opening a merge request."
    contrib = ["# Contributing", "", "Thanks for helping improve the documentation!", "", "## Before you start", "",
               "", "Small fixes (typos, broken links) can go straight to a merge request.", "Larger changes: open an issue first.",
               "", "## Local preview", "", "```", "npm ci", "npm run docs:serve", "```", "", "## Commit messages", "",
               "Use the imperative mood: 'Fix link', not 'Fixed link'."]

    def text(line: str) -> list[str]:
        c = list(contrib)
        c[6] = line
        return c

    def project(commits: int, branches: int, last: tuple[str, str, str, str], mr: int) -> str:
        body = ["[300] heading 'style-guide-docs'", "StaticText 'Project ID: 183'", "[301] button 'Star 4'", "[302] button 'Fork 1'",
                f"[303] link '{commits} Commits'", f"[304] link '{branches} Branches'", "[305] link '5 Tags'",
                "StaticText '1.2 MiB Project Storage'", "StaticText 'Writing and UI style guide for the design system docs.'",
                "[306] button 'main'", "[307] link 'History'", "[308] link 'Find file'", "[309] button 'Clone'",
                f"[310] link '{last[0]}'", f"StaticText '{last[1]} authored {last[2]}'", f"StaticText '{last[3]}'",
                "[311] table 'Files'", "\t[312] row 'Name Last commit Last update'"]
        files = [(".gitlab-ci.yml", "Run link checker on merge requests", "3 months ago"),
                 ("docs", "Bump eslint from 8.56.0 to 8.57.0", "2 days ago"), ("src", "Add tone of voice examples", "3 weeks ago"),
                 ("CONTRIBUTING.md", "Update CONTRIBUTING.md" if commits > 214 else "Describe local preview", "just now" if commits > 214 else "5 months ago"),
                 ("LICENSE", "Initial commit", "1 year ago"), ("README.md", "Add badges", "4 months ago"),
                 ("package-lock.json", "Bump eslint from 8.56.0 to 8.57.0", "2 days ago"), ("package.json", "Bump eslint from 8.56.0 to 8.57.0", "2 days ago")]
        for i, (n, c, w) in enumerate(files):
            body += [f"\t[{313 + i}] row ''", f"\t\t[{330 + i}] link '{n}'", f"\t\tStaticText '{c}'", f"\t\tStaticText '{w}'"]
        body += ["[340] heading 'README.md'", "StaticText 'Style guide docs'", "StaticText 'Source for the writing and UI style guide.'"]
        return axtree("Byte Blaze / style-guide-docs · GitLab", gl_top(proj, "Project information", mr, 6) + body, purl)

    def blob() -> str:
        body = ["\t[93] link 'style-guide-docs'", "\tStaticText 'CONTRIBUTING.md'", "[350] button 'main'", "[351] link 'Describe local preview'",
                "StaticText 'Byte Blaze authored 5 months ago'", "StaticText '6b1d0e42'", "[352] link 'History'",
                "[353] link 'Find file'", "[354] button 'Edit'", "[355] button 'Replace'", "[356] button 'Delete'",
                f"StaticText 'CONTRIBUTING.md {len(chr(10).join(text(old_line)).encode()) + 1} B'", "[357] link 'Raw'",
                "[358] button 'Copy file contents'", "[359] button 'Display source'",
                "[370] heading 'Contributing'", "StaticText 'Thanks for helping improve the documentation!'",
                "[371] heading 'Before you start'", "StaticText 'Read the '", "[372] link 'style guide'",
                "StaticText ' before opening a merge request. Small fixes (typos, broken links) can go straight to a merge request. Larger changes: open an issue first.'",
                "[373] heading 'Local preview'", "code ''", "\tStaticText 'npm ci'", "\tStaticText 'npm run docs:serve'",
                "[374] heading 'Commit messages'", "StaticText 'Use the imperative mood: 'Fix link', not 'Fixed link'.'"]
        return axtree("CONTRIBUTING.md · main · Byte Blaze / style-guide-docs · GitLab", gl_top(proj, "Repository", 0, 6) + body,
                      purl + "/-/blob/main/CONTRIBUTING.md")

    def edit(line: str, branch: str) -> str:
        body = ["[360] heading 'Edit file'", "[361] textbox 'File path' value='CONTRIBUTING.md'", "[362] button 'Preview'",
                "[363] textbox 'Editor content;Press Alt+F1 for Accessibility Options.' multiline"]
        body += [f"\tStaticText '{ln}'" for ln in text(line)]
        body += ["[364] textbox 'Commit message' value='Update CONTRIBUTING.md'", f"[365] textbox 'Target Branch' value='{branch}'"]
        if branch != "main":
            body += ["[366] checkbox 'Start a new merge request with these changes' checked=true"]
        body += ["[367] button 'Commit changes'", "[368] link 'Cancel'"]
        return axtree("Edit · CONTRIBUTING.md · main · Byte Blaze / style-guide-docs · GitLab",
                      gl_top(proj, "Repository", 0, 6) + body, purl + "/-/edit/main/CONTRIBUTING.md")

    br = "fix-style-guide-link"

    def new_mr() -> str:
        body = ["[370] heading 'New merge request'", f"StaticText 'From {br} into main'", "[371] link 'Change branches'",
                "[372] textbox 'Title' value='Update CONTRIBUTING.md'", "[373] checkbox 'Mark as draft' checked=false",
                "[374] textbox 'Description' value=''", "[375] button 'Assignee Unassigned'", "[376] button 'Reviewer Unassigned'",
                "[377] button 'Milestone'", "[378] button 'Labels'",
                "[379] checkbox 'Delete source branch when merge request is accepted.' checked=true",
                "[380] checkbox 'Squash commits when merge request is accepted.' checked=false",
                "[381] button 'Create merge request'", "[382] link 'Cancel'", "[383] tablist ''",
                "\t[384] tab 'Commits 1' selected=True", "\t[385] tab 'Changes 1' selected=False",
                "StaticText 'Update CONTRIBUTING.md'", "StaticText 'Byte Blaze authored just now'", "StaticText '9f3c2a1e'"]
        return axtree("New merge request · Byte Blaze / style-guide-docs · GitLab", gl_top(proj, "Merge requests", 0, 6) + body,
                      purl + f"/-/merge_requests/new?merge_request%5Bsource_branch%5D={br}")

    def mr(stage: str) -> str:
        merged = stage == "merged"
        body = ["\t[93] link 'Merge requests'", "\t[94] link '!18'", f"StaticText '{'Merged' if merged else 'Open'}'",
                f"StaticText 'Byte Blaze requested to merge {br} into main just now'", "[400] heading 'Update CONTRIBUTING.md'",
                "[401] button 'Edit'", "[402] button 'Code'", "[403] tablist ''", "\t[404] tab 'Overview 0' selected=True",
                "\t[405] tab 'Commits 1' selected=False", "\t[406] tab 'Pipelines 1' selected=False", "\t[407] tab 'Changes 1' selected=False"]
        if stage == "running":
            body += ["StaticText 'Merge request pipeline #1042 running for 9f3c2a1e'", "[410] link '#1042'",
                     "StaticText 'Checking pipeline status.'", "[411] button 'Set to auto-merge'",
                     "[412] checkbox 'Delete source branch' checked=true", "[413] checkbox 'Squash commits' checked=false",
                     "StaticText '1 commit and 1 merge commit will be added to main.'"]
        elif stage == "passed":
            body += ["StaticText 'Merge request pipeline #1042 passed for 9f3c2a1e'", "[410] link '#1042'",
                     "StaticText 'Ready to merge!'", "[414] button 'Merge'",
                     "[412] checkbox 'Delete source branch' checked=true", "[413] checkbox 'Squash commits' checked=false",
                     "StaticText '1 commit and 1 merge commit will be added to main.'"]
        else:
            body += ["StaticText 'Merge request pipeline #1042 passed for 9f3c2a1e'", "[410] link '#1042'",
                     "StaticText 'Merged by Byte Blaze just now'", "StaticText 'The changes were merged into main with 4e1b77d0'",
                     "StaticText 'The source branch has been deleted'", "[415] button 'Revert'", "[416] button 'Cherry-pick'",
                     "StaticText 'Pipeline #1043 running for 4e1b77d0 on main'"]
        body += ["[420] heading 'Activity'", "StaticText 'Byte Blaze added 1 commit just now'",
                 "StaticText '9f3c2a1e - Update CONTRIBUTING.md'"]
        if merged:
            body += ["StaticText 'Byte Blaze merged just now'"]
        body += ["[430] complementary 'merge request sidebar'", "\tStaticText 'Assignee'", "\tStaticText 'None - assign yourself'",
                 "\tStaticText 'Reviewer'", "\tStaticText 'None'", "\tStaticText 'Labels'", "\tStaticText 'None'"]
        return axtree("Update CONTRIBUTING.md (!18) · Merge requests · Byte Blaze / style-guide-docs · GitLab",
                      gl_top(proj, "Merge requests", 0 if merged else 1, 6) + body, purl + "/-/merge_requests/18")

    turns: Turns = [
        ("click('333')", blob()),
        ("click('354')", edit(old_line, "main")),
        ("fill('363', " + repr("\n".join(text(new_line))) + ")", edit(new_line, "main")),
        ("fill('365', '" + br + "')", edit(new_line, br)),
        ("click('367')", new_mr()),
        ("click('381')", mr("running")),
        ("noop(30000)", mr("passed")),
        ("click('414')", mr("merged")),
        ("click('92')", project(216, 3, (f"Merge branch '{br}' into 'main'", "Byte Blaze", "just now", "4e1b77d0"), 0)),
    ]
    state = project(214, 3, ("Bump eslint from 8.56.0 to 8.57.0", "dependabot", "2 days ago", "a83c51f9"), 0)
    rs.add(task="web", tid="h8-web-05", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# Postmill forum (WebArena-like Reddit)
RD = "http://localhost:9999"
ME = "MarvelsGrantMan136"


def rd_head(notes: int = 0) -> list[str]:
    return ["[12] link 'Jump to main content'", "[13] link 'Jump to sidebar'", "[14] navigation ''", "\t[19] link 'Home'",
            "\t[20] link 'Postmill'", "\t[27] link 'Forums'", "\t[28] link 'Wiki'", "\t[37] searchbox 'Search query'",
            f"\t[38] link 'Notifications ({notes})'", "\t[39] link 'Submit'", f"\t[40] button '{ME}' expanded=False"]


BOOKS = [("What are you reading this week? (June 4)", "AutoModerator", 2, 14, 6),
         ("Finished Piranesi in one sitting and I need to talk about the House", "quietlibrarian", 5, 231, 48),
         ("Books that changed how you think about time?", "ochre_kestrel", 9, 57, 63),
         ("My grandmother's marginalia in her copy of Middlemarch", "foxglove_reads", 11, 1204, 87),
         ("Is it worth reading the Wheel of Time in 2024?", "throwaway_tarvalon", 14, 38, 112),
         ("The Remains of the Day hit different at 40", "stevens_butler", 19, 412, 71),
         ("Library haul: 9 books, 3 weeks, zero regrets", "Kiwi_Shelves", 22, 96, 19),
         ("Why do audiobook narrators whisper so much?", "loudreader", 26, 18, 34),
         ("Annotated my first book ever - Beloved by Toni Morrison", "paper_lantern", 30, 675, 52),
         ("Short story collections for people who think they hate short stories", "margin_notes", 35, 143, 88),
         ("Just learned Terry Pratchett wrote 41 Discworld novels", "rincewind_fan", 41, 309, 95),
         ("Anyone else keep a spreadsheet of everything they read?", "csv_reader", 47, 77, 41)]
HOT = [3, 1, 5, 8, 0, 2, 10, 6, 4, 9, 11, 7]


def rd_ago(h: int) -> str:
    return f"{h} hours ago" if h < 24 else ("1 day ago" if h < 48 else f"{h // 24} days ago")


def t06(rs: RowSet) -> None:
    """Postmill forum: sort, upvote, comment, edit. CLEAN: sorting by New reorders the listing (turn 2), the
    upvote moves the weekly thread from 14 to 15 points (turn 3, still 15 on its page in turn 4), posting a comment
    raises the count from 6 to 7 comments (turn 6), and the edited comment shows the new text with an edited
    marker (turn 9)."""
    fu = RD + "/f/books"

    def listing(order: list[int], sort: str, voted: bool, menu: bool = False) -> str:
        body = ["[50] heading '/f/books'", "[51] link 'Submissions'", "[52] link 'Comments'",
                f"[53] button 'Sort by: {sort}' expanded={menu}"]
        if menu:
            body += ["\t[56] menu ''"] + [f"\t\t[{57 + i}] menuitem '{m}'" for i, m in enumerate(
                ["Hot", "New", "Active", "Top", "Controversial", "Most commented"])]
        body += ["[54] button 'From: All time' expanded=False", "[55] main ''"]
        for k, i in enumerate(order):
            t, u, h, sc, nc = BOOKS[i]
            if i == 0 and voted:
                sc += 1
            b = 100 + k * 8
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{t}'", "\t\tStaticText 'Submitted by '", f"\t\t[{b + 2}] link '{u}'",
                     f"\t\ttime '{rd_ago(h)}'", f"\t\t[{b + 3}] link '{nc} comments'", f"\t\t[{b + 4}] button 'Save'",
                     f"\t\t[{b + 5}] button '{'Retract upvote' if i == 0 and voted else 'Upvote'}'", f"\t\tStaticText '{sc}'",
                     f"\t\t[{b + 6}] button 'Downvote'"]
        body += ["[200] link 'More'", "[210] complementary ''", "\t[211] heading 'books'", "\t[212] button 'Unsubscribe'",
                 "\tStaticText '14,802 subscribers'", "\tStaticText 'A place to discuss books, reading and literature.'",
                 "\t[213] link 'Submit a new link'", "\t[214] link 'Submit a new text post'"]
        url = fu if sort == "Hot" else fu + "/new"
        return axtree("/f/books", rd_head() + body, url)

    base_comments = [("ochre_kestrel", "1 hour ago", "The Dispossessed. Slow start, but the chapter structure is clever.", 6),
                     ("foxglove_reads", "1 hour ago", "Re-reading Middlemarch for the grandma thread, obviously.", 11),
                     ("margin_notes", "58 minutes ago", "Tenth of December by George Saunders. Proving my own point.", 4),
                     ("quietlibrarian", "40 minutes ago", "Still thinking about Piranesi, so: Jonathan Strange next.", 7),
                     ("csv_reader", "25 minutes ago", "The Overstory. Logged as 502 pages, feels like 900 in the best way.", 3),
                     ("Kiwi_Shelves", "12 minutes ago", "Demon Copperhead, for the library haul.", 2)]
    first = "Lessons in Chemistry by Bonnie Garmus. Halfway through and Six-Thirty the dog is the best character."
    second = "Lessons in Chemistry by Bonnie Garmus. Halfway through and Six-Thirty the dog is the best character. Also started Tomorrow, and Tomorrow, and Tomorrow."

    def thread(mine: str | None, editing: str | None = None, edited: bool = False, draft: str = "") -> str:
        n = 6 + (mine is not None)
        body = ["[50] heading '/f/books'", "[300] article ''", f"\t[301] heading '{BOOKS[0][0]}'", "\tStaticText 'Submitted by '",
                "\t[302] link 'AutoModerator'", "\ttime '2 hours ago'",
                "\tStaticText 'Tell us what you are reading, what you finished, and what you abandoned. Spoilers in spoiler tags, please.'",
                f"\t[303] link '{n} comments'", "\t[304] button 'Save'", "\t[305] button 'Retract upvote'", "\tStaticText '15'",
                "\t[306] button 'Downvote'", "[310] heading 'Comments'",
                f"[311] textbox 'Comment' value='{draft}'", "[312] button 'Post'", "[313] list ''"]
        for k, (u, w, txt, sc) in enumerate(base_comments):
            b = 320 + k * 6
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{u}'", f"\t\ttime '{w}'", f"\t\tStaticText '{txt}'",
                     f"\t\t[{b + 2}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 3}] button 'Downvote'", f"\t\t[{b + 4}] link 'Reply'"]
        if mine is not None:
            body += ["\t[400] article ''", f"\t\t[401] link '{ME}'", "\t\ttime 'just now'"]
            if editing is not None:
                body += [f"\t\t[410] textbox 'Comment' value='{editing}'", "\t\t[411] button 'Save'", "\t\t[412] button 'Cancel'"]
            else:
                body += [f"\t\tStaticText '{mine}'"]
                if edited:
                    body += ["\t\tStaticText '(edited just now)'"]
                body += ["\t\t[402] button 'Retract upvote'", "\t\tStaticText '1'", "\t\t[403] button 'Downvote'", "\t\t[404] link 'Reply'",
                         "\t\t[405] link 'Edit'", "\t\t[406] button 'Delete'"]
        return axtree(f"{BOOKS[0][0]} : books", rd_head() + body, fu + "/118034/what-are-you-reading-this-week-june-4")

    new_order = sorted(range(len(BOOKS)), key=lambda i: BOOKS[i][2])
    turns: Turns = [
        ("click('53')", listing(HOT, "Hot", False, menu=True)),
        ("click('58')", listing(new_order, "New", False)),
        ("click('105')", listing(new_order, "New", True)),
        ("click('103')", thread(None)),
        ("fill('311', '" + first + "')", thread(None, draft=first)),
        ("click('312')", thread(first)),
        ("click('405')", thread(first, editing=first)),
        ("fill('410', '" + second + "')", thread(first, editing=second)),
        ("click('411')", thread(second, edited=True)),
    ]
    rs.add(task="web", tid="h8-web-06", system=WEB_SYSTEM, turns=turns, state=listing(HOT, "Hot", False))


def t07(rs: RowSet) -> None:
    """Postmill forum: delete own comment. BAD: turn 2 deletes the comment on 'The Expanse' thread ('Leviathan
    Wakes holds up...') and the list drops to 9 comments; turn 6's Comments tab of the same profile lists it again
    between the same neighbours (deleted item reappears)."""
    uurl = RD + "/user/" + ME
    comments = [("Finished Piranesi in one sitting and I need to talk about the House", "books", "3 hours ago",
                 "The statues chapter wrecked me. The way he catalogues them is basically a prayer.", 12),
                ("Best budget mechanical keyboard in 2024?", "technology", "1 day ago",
                 "Keychron C3 Pro. Hot-swap is not there but the stock switches are fine.", 4),
                ("The Expanse books vs the show: which ending works better?", "scifi", "2 days ago",
                 "Leviathan Wakes holds up better than I remembered, the Miller chapters especially.", 9),
                ("What is a movie you loved as a kid that did not age well?", "movies", "3 days ago",
                 "Hook. The food fight scene holds up, the rest really does not.", 27),
                ("Weekly gardening thread: what are you planting?", "gardening", "4 days ago",
                 "Second try at tomatillos. You need two plants or they will not fruit.", 6),
                ("Anyone else re-reading Dune before part two?", "books", "5 days ago",
                 "Yes, and the appendix on the ecology of Dune is still my favorite part.", 15),
                ("Is a 2015 MacBook Air still usable for coding?", "technology", "6 days ago",
                 "For Python and web stuff, sure. Just skip Docker.", 3),
                ("Mars rover photo of the day thread", "space", "1 week ago",
                 "The dust devil tracks in this one look like handwriting.", 21),
                ("What is the most underrated Pixar movie?", "movies", "1 week ago", "The Good Dinosaur, for the landscapes alone.", 8),
                ("Share your sourdough fails", "food", "2 weeks ago",
                 "Mine looked like a frisbee. Tasted like a frisbee too.", 33)]

    def profile_comments(items: list, flash: bool) -> str:
        body = []
        if flash:
            body += ["[45] alert ''", "\tStaticText 'The comment was deleted.'"]
        body += [f"[50] heading '{ME}'", "[51] link 'Overview'", "[52] link 'Submissions'", "StaticText 'Comments'", "[53] main ''"]
        for k, (t, f, w, txt, sc) in enumerate(items):
            b = 100 + k * 8
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{ME}'", "\t\tStaticText 'commented on '", f"\t\t[{b + 2}] link '{t}'",
                     "\t\tStaticText 'in '", f"\t\t[{b + 3}] link '{f}'", f"\t\ttime '{w}'", f"\t\tStaticText '{txt}'",
                     f"\t\t[{b + 4}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 5}] button 'Downvote'",
                     f"\t\t[{b + 6}] link 'Edit'", f"\t\t[{b + 7}] button 'Delete'"]
        body += ["[200] complementary ''", f"\t[201] heading '{ME}'", "\tStaticText 'Registered 1 year ago'",
                 "\t[202] link 'Edit biography'", "\t[203] link 'Message'"]
        return axtree(f"Comments by {ME}", rd_head() + body, uurl + "/comments")

    subs = [("Anyone else re-reading Dune before part two?", "books", "5 days ago", 88, 41),
            ("Cheap monitor arm recommendations?", "technology", "2 weeks ago", 12, 9),
            ("Finally finished my first quilt", "crafts", "3 weeks ago", 540, 37),
            ("Which Asimov to start with?", "scifi", "1 month ago", 61, 54),
            ("Photo: Pittsburgh incline at dusk", "pittsburgh", "2 months ago", 229, 16)]

    def profile_subs() -> str:
        body = [f"[50] heading '{ME}'", "[51] link 'Overview'", "StaticText 'Submissions'", "[54] link 'Comments'", "[53] main ''"]
        for k, (t, f, w, sc, nc) in enumerate(subs):
            b = 100 + k * 8
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{t}'", "\t\tStaticText 'Submitted by '", f"\t\t[{b + 2}] link '{ME}'",
                     f"\t\ttime '{w}'", "\t\tStaticText 'in '", f"\t\t[{b + 3}] link '{f}'", f"\t\t[{b + 4}] link '{nc} comments'",
                     f"\t\t[{b + 5}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 6}] button 'Downvote'"]
        body += ["[200] complementary ''", f"\t[201] heading '{ME}'", "\tStaticText 'Registered 1 year ago'"]
        return axtree(f"Submissions by {ME}", rd_head() + body, uurl + "/submissions")

    def dune() -> str:
        body = ["[50] heading '/f/books'", "[300] article ''", f"\t[301] heading '{subs[0][0]}'", "\tStaticText 'Submitted by '",
                f"\t[302] link '{ME}'", "\ttime '5 days ago'",
                "\tStaticText 'Villeneuve part two is out soon and I am halfway through the book again. Anyone else?'",
                "\t[303] link '41 comments'", "\t[305] button 'Upvote'", "\tStaticText '88'", "\t[306] button 'Downvote'",
                "[310] heading 'Comments'", "[311] textbox 'Comment' value=''", "[312] button 'Post'", "[313] list ''"]
        cs = [("spice_harvester", "5 days ago", "Doing the same. The dinner party chapter is so much tenser on a re-read.", 31),
              (ME, "5 days ago", "Yes, and the appendix on the ecology of Dune is still my favorite part.", 15),
              ("ochre_kestrel", "4 days ago", "I stopped after Children. Should I push through God Emperor?", 12),
              ("arrakis_ranger", "4 days ago", "God Emperor is the weirdest and best one. Push through.", 19),
              ("quietlibrarian", "3 days ago", "Reading it alongside the Herbert biography, highly recommend.", 7)]
        for k, (u, w, txt, sc) in enumerate(cs):
            b = 320 + k * 6
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{u}'", f"\t\ttime '{w}'", f"\t\tStaticText '{txt}'",
                     f"\t\t[{b + 2}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 3}] button 'Downvote'", f"\t\t[{b + 4}] link 'Reply'"]
        body += ["\tStaticText '36 more comments'", "\t[360] link 'Load more comments'"]
        return axtree(f"{subs[0][0]} : books", rd_head() + body, RD + "/f/books/117722/anyone-else-re-reading-dune-before-part-two")

    def books() -> str:
        body = ["[50] heading '/f/books'", "[53] button 'Sort by: Hot' expanded=False", "[55] main ''"]
        for k, i in enumerate(HOT):
            t, u, h, sc, nc = BOOKS[i]
            b = 100 + k * 8
            body += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{t}'", "\t\tStaticText 'Submitted by '", f"\t\t[{b + 2}] link '{u}'",
                     f"\t\ttime '{rd_ago(h)}'", f"\t\t[{b + 3}] link '{nc} comments'", f"\t\t[{b + 5}] button 'Upvote'",
                     f"\t\tStaticText '{sc}'", f"\t\t[{b + 6}] button 'Downvote'"]
        return axtree("/f/books", rd_head() + body, RD + "/f/books")

    after = comments[:2] + comments[3:]
    turns: Turns = [
        ("goto('" + uurl + "/comments')", profile_comments(comments, False)),
        ("click('123')", profile_comments(after, True)),
        ("click('52')", profile_subs()),
        ("click('101')", dune()),
        ("go_back()", profile_subs()),
        ("click('54')", profile_comments(comments, False)),
        ("click('103')", books()),
    ]
    rs.add(task="web", tid="h8-web-07", system=WEB_SYSTEM, turns=turns, state=axtree(
        "Postmill", rd_head() + ["[50] heading 'Home'", "[53] button 'Sort by: Hot' expanded=False"], RD + "/"),
           bad=True, turn=6, kind="deleted item reappears")


# ---------------------------------------------------------------------------------------------------------
# OpenStreetMap (WebArena-like map)
OSM = "http://localhost:3000"
ENGINES = ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)",
           "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]


def osm_head() -> list[str]:
    return ["[35] link 'OpenStreetMap logo OpenStreetMap'", "[36] link 'Edit'", "[37] button 'Edit with iD (in-browser editor)'",
            "[38] link 'History'", "[39] link 'Export'", "[40] link 'GPS Traces'", "[41] link 'User Diaries'",
            "[42] link 'Communities'", "[43] link 'Copyright'", "[44] link 'Help'", "[45] link 'About'", "[46] link 'Log In'",
            "[47] link 'Sign Up'"]


def osm_map(zoom_scale: tuple[str, str], layer: str = "Standard", layers_open: bool = False, popup: str | None = None) -> list[str]:
    out = ["[300] button 'Zoom In'", "[301] button 'Zoom Out'", "[302] button 'Show My Location'", "[303] link 'Layers'",
           "[304] link 'Share'", "[305] link 'Add a note to the map'", "[306] link 'Query features'"]
    if layers_open:
        out += ["[310] heading 'Map Layers'", "[311] button 'Close'"]
        for i, nm in enumerate(["Standard", "CyclOSM", "Cycle Map", "Transport Map", "Tracestrack Topo", "Humanitarian"]):
            out.append(f"[{312 + i}] radio '{nm}' checked={'true' if nm == layer else 'false'}")
        out += ["StaticText 'Map Overlays'", "[320] checkbox 'Map Notes' checked=false", "[321] checkbox 'Map Data' checked=false",
                "[322] checkbox 'Public GPS traces' checked=false"]
    if popup:
        out += ["[330] dialog ''", f"\tStaticText '{popup}'", "\t[331] button 'Close popup'"]
    out += [f"StaticText '{zoom_scale[0]}'", f"StaticText '{zoom_scale[1]}'", "[340] link 'Leaflet'", "StaticText '© '",
            "[341] link 'OpenStreetMap contributors'"]
    if layer == "Cycle Map":
        out += ["StaticText '. Tiles courtesy of '", "[342] link 'Andy Allan'"]
    out += ["StaticText '♥ '", "[343] link 'Make a Donation'", "StaticText '. '", "[344] link 'Website and API terms'"]
    return out


def osm_dir(frm: str, to: str, engine: str, route: tuple[str, list[tuple[str, str]]] | None, note: str = "") -> list[str]:
    out = ["[150] heading 'Directions'", "[151] button 'Close'", f"[152] textbox 'From' value='{frm}'" if frm else "[152] textbox 'From'",
           "[153] button 'Reverse Directions'", f"[154] textbox 'To' value='{to}'" if to else "[154] textbox 'To'",
           "[155] combobox '' hasPopup='menu' expanded=False"]
    out += [f"\t[{156 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(ENGINES)]
    out += ["[166] button 'Go'"]
    if route:
        out += ["[170] heading 'Directions'", f"StaticText '{route[0]}'", "[171] link 'Download route as GPX'", "[172] table ''", "\t[173] rowgroup ''"]
        for k, (txt, dist) in enumerate(route[1]):
            b = 180 + k * 4
            out += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell ''", f"\t\t\t[{b + 2}] cell '{k + 1}. {txt}'", f"\t\t\t[{b + 3}] cell '{dist}'"]
        if note:
            out += [f"StaticText '{note}'"]
    return out


def t08(rs: RowSet) -> None:
    """OpenStreetMap directions. CLEAN: pressing Go replaces the typed place names with the geocoder's full names
    (turn 4), switching the engine to Foot (OSRM) recomputes a different, longer-duration route (turn 5), and
    Reverse Directions swaps From/To and recomputes a slightly different route (turn 6)."""
    cmu_typed, pit_typed = "Carnegie Mellon University, Pittsburgh", "Pittsburgh International Airport"
    cmu = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    pit = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
    car = ("Distance: 32km. Time: 0:28.", [
        ("Start on Frew Street", "210m"), ("Turn left onto Schenley Drive", "450m"), ("Turn right onto Forbes Avenue", "1.1km"),
        ("Slight left onto Bates Street", "650m"), ("Take the ramp on the left towards I 376 West: Pittsburgh", "300m"),
        ("Merge left onto Parkway East (I 376)", "4.3km"), ("Keep left at the fork onto Fort Pitt Tunnel (I 376)", "1.2km"),
        ("Continue onto Parkway West (I 376)", "17km"), ("Keep right at the fork towards PA 60: Airport", "1.4km"),
        ("Continue onto Airport Parkway (PA 60)", "3.9km"), ("Take exit 1 towards Pittsburgh International Airport", "650m"),
        ("Continue onto Airport Boulevard", "1.3km"), ("Reached destination", "0m")])
    foot = ("Distance: 27km. Time: 5:37.", [
        ("Start on Frew Street", "210m"), ("Turn left onto Schenley Drive", "450m"), ("Turn right onto Forbes Avenue", "2.9km"),
        ("Continue onto Fifth Avenue", "1.6km"), ("Turn left onto Smithfield Street", "650m"), ("Continue onto Smithfield Street Bridge", "370m"),
        ("Turn right onto West Carson Street (PA 51)", "2.4km"), ("Continue onto Steuben Street", "3.1km"),
        ("Turn right onto Noblestown Road", "4.0km"), ("Continue onto Montour Run Road", "6.2km"),
        ("Turn left onto Clinton Road", "3.3km"), ("Turn right onto Airport Boulevard", "1.8km"), ("Reached destination", "0m")])
    foot_rev = ("Distance: 27km. Time: 5:40.", [
        ("Start on Airport Boulevard", "1.8km"), ("Turn left onto Clinton Road", "3.3km"), ("Turn right onto Montour Run Road", "6.2km"),
        ("Continue onto Noblestown Road", "4.0km"), ("Turn left onto Steuben Street", "3.1km"),
        ("Continue onto West Carson Street (PA 51)", "2.4km"), ("Turn left onto Smithfield Street Bridge", "370m"),
        ("Continue onto Smithfield Street", "650m"), ("Turn right onto Fifth Avenue", "1.6km"), ("Continue onto Forbes Avenue", "2.9km"),
        ("Turn left onto Schenley Drive", "450m"), ("Turn right onto Frew Street", "240m"), ("Reached destination", "0m")])
    base = OSM + "/directions"
    home = axtree("OpenStreetMap", osm_head() + ["[100] textbox 'Search' value=''", "[101] button 'Go'",
                                                 "[102] link 'Find directions between two points'",
                                                 "[103] heading 'Welcome to OpenStreetMap!'",
                                                 "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
                                                 "[104] link 'Learn More'", "[105] link 'Start Mapping'"] + osm_map(("2 km", "1 mi")),
                  OSM + "/#map=13/40.4406/-79.9959")

    def page(frm: str, to: str, eng: str, route, scale=("2 km", "1 mi"), url: str = base) -> str:
        return axtree("OpenStreetMap", osm_head() + osm_dir(frm, to, eng, route) + osm_map(scale), url)

    turns: Turns = [
        ("click('102')", page("", "", "Car (OSRM)", None)),
        ("fill('152', '" + cmu_typed + "')", page(cmu_typed, "", "Car (OSRM)", None)),
        ("fill('154', '" + pit_typed + "')", page(cmu_typed, pit_typed, "Car (OSRM)", None)),
        ("click('166')", page(cmu, pit, "Car (OSRM)", car, ("5 km", "3 mi"),
                              base + "?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4959%2C-80.2414#map=11/40.4700/-80.0925")),
        ("select_option('155', 'Foot (OSRM)')", page(cmu, pit, "Foot (OSRM)", foot, ("5 km", "3 mi"),
                                                     base + "?engine=fossgis_osrm_foot&route=40.4443%2C-79.9436%3B40.4959%2C-80.2414#map=11/40.4700/-80.0925")),
        ("click('153')", page(pit, cmu, "Foot (OSRM)", foot_rev, ("5 km", "3 mi"),
                              base + "?engine=fossgis_osrm_foot&route=40.4959%2C-80.2414%3B40.4443%2C-79.9436#map=11/40.4700/-80.0925")),
    ]
    rs.add(task="web", tid="h8-web-08", system=WEB_SYSTEM, turns=turns, state=home)


def t09(rs: RowSet) -> None:
    """OpenStreetMap route. BAD: turn 1 computes the car route Phipps -> Warhol Museum as 'Distance: 6.4km.
    Time: 0:11.' (turn 2 still shows it); turn 3 only zooms the map, yet the unchanged route panel now reads
    'Distance: 6.9km. Time: 0:11.' with the same steps (route value changes without cause)."""
    frm = "Phipps Conservatory and Botanical Gardens, 1 Schenley Park, Pittsburgh, Allegheny County, 15213, United States"
    to = "The Andy Warhol Museum, 117 Sandusky Street, North Shore, Pittsburgh, Allegheny County, 15212, United States"
    car_steps = [("Start on Schenley Drive", "160m"), ("Turn left onto Schenley Park Drive", "300m"), ("Turn right onto Forbes Avenue", "1.2km"),
                 ("Turn left onto Boulevard of the Allies", "2.6km"), ("Keep right onto Grant Street", "400m"),
                 ("Turn left onto Seventh Avenue", "350m"), ("Continue onto Andy Warhol Bridge (7th Street Bridge)", "330m"),
                 ("Continue onto Sandusky Street", "280m"), ("Turn right onto General Robinson Street", "650m"),
                 ("Turn left onto Sandusky Street", "110m"), ("Reached destination", "0m")]
    bike = ("Distance: 6.1km. Time: 0:24.", [
        ("Start on Schenley Drive", "160m"), ("Turn left onto Schenley Park Drive", "300m"), ("Turn right onto Forbes Avenue", "1.1km"),
        ("Turn right onto Bigelow Boulevard", "3.1km"), ("Continue onto Seventh Avenue", "900m"),
        ("Continue onto Andy Warhol Bridge (7th Street Bridge)", "330m"), ("Continue onto Sandusky Street", "210m"),
        ("Reached destination", "0m")])
    car_url = OSM + "/directions?engine=fossgis_osrm_car&route=40.4390%2C-79.9474%3B40.4482%2C-80.0025"
    bike_url = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4390%2C-79.9474%3B40.4482%2C-80.0025"

    def page(eng: str, route, scale, url: str, popup: str | None = None, layer: str = "Standard", layers: bool = False) -> str:
        return axtree("OpenStreetMap", osm_head() + osm_dir(frm, to, eng, route) + osm_map(scale, layer, layers, popup), url)

    good = ("Distance: 6.4km. Time: 0:11.", car_steps)
    drift = ("Distance: 6.9km. Time: 0:11.", car_steps)
    turns: Turns = [
        ("click('166')", page("Car (OSRM)", good, ("500 m", "2000 ft"), car_url + "#map=14/40.4436/-79.9749")),
        ("click('194')", page("Car (OSRM)", good, ("500 m", "2000 ft"), car_url + "#map=14/40.4436/-79.9749",
                              popup="4. Turn left onto Boulevard of the Allies")),
        ("click('300')", page("Car (OSRM)", drift, ("300 m", "1000 ft"), car_url + "#map=15/40.4436/-79.9749",
                              popup="4. Turn left onto Boulevard of the Allies")),
        ("select_option('155', 'Bicycle (OSRM)')", page("Bicycle (OSRM)", bike, ("300 m", "1000 ft"), bike_url + "#map=15/40.4436/-79.9749")),
        ("click('303')", page("Bicycle (OSRM)", bike, ("300 m", "1000 ft"), bike_url + "#map=15/40.4436/-79.9749", layers=True)),
        ("click('314')", page("Bicycle (OSRM)", bike, ("300 m", "1000 ft"), bike_url + "#map=15/40.4436/-79.9749&layers=C",
                              layer="Cycle Map", layers=True)),
    ]
    state = axtree("OpenStreetMap", osm_head() + osm_dir(frm, to, "Car (OSRM)", None) + osm_map(("1 km", "3000 ft")),
                   OSM + "/directions#map=13/40.4406/-79.9759")
    rs.add(task="web", tid="h8-web-09", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="route distance changes without cause")


# ---------------------------------------------------------------------------------------------------------
# Magento admin (WebArena-like shopping_admin)
ADM = "http://localhost:7780/admin"


def adm_menu(active: str) -> list[str]:
    out = ["[20] link 'Magento Admin Panel'", "[21] menubar '' orientation='horizontal'"]
    for i, m in enumerate(["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
                           "Find Partners & Extensions"]):
        out.append(f"\t[{22 + i}] link '{m.upper()}'" + (" focused" if m == active else ""))
    out += ["[40] link 'admin'", "[41] link 'Notifications 4'", "[42] textbox 'Search entire store here...'"]
    return out


ADM_FOOT = ["StaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'", "StaticText 'Magento ver. 2.4.6'",
            "[990] link 'Privacy Policy'", "[991] link 'Account Activity'", "[992] link 'Report an Issue'"]


def t10(rs: RowSet) -> None:
    """Magento admin product stock edit. BAD: turns 5-7 set and save Quantity 135 and price $29.00 for Sprite
    Stasis Ball 65 cm (ID 30) and turn 8's grid shows 135.0000; turn 9 only re-sorts the same grid by ID, yet the
    row for ID 30 shows Quantity 100.0000 again while price $29.00 and Salable 'Default Stock: 135' stay
    (state reverted)."""
    purl = ADM + "/catalog/product/"
    yoga = [(8, "Overnight Duffle", "simple", "Bag", "24-WB07", 45.00, 100), (11, "Zing Jump Rope", "simple", "Gear", "24-UG04", 12.00, 100),
            (18, "Sprite Yoga Strap 6 foot", "simple", "Gear", "24-WG085", 14.00, 100),
            (19, "Sprite Yoga Strap 8 foot", "simple", "Gear", "24-WG086", 17.00, 100),
            (20, "Sprite Yoga Strap 10 foot", "simple", "Gear", "24-WG087", 21.00, 100),
            (35, "Sprite Yoga Companion Kit", "bundle", "Gear", "24-WG080", 61.00, None),
            (36, "Aim Analog Watch", "simple", "Gear", "24-MG04", 45.00, 100),
            (46, "Yoga Adventure", "downloadable", "Downloadable", "240-LV06", 22.00, None)]

    balls = [(26, "Sprite Stasis Ball 55 cm", "simple", "Gear", "24-WG081-gray", 23.00, 100),
             (30, "Sprite Stasis Ball 65 cm", "simple", "Gear", "24-WG082-gray", 27.00, 100),
             (34, "Sprite Stasis Ball 75 cm", "simple", "Gear", "24-WG083-gray", 32.00, 100)]

    def grid(rows: list[tuple], keyword: str, applied: str, sort: str = "ID ascending", salable: dict | None = None) -> str:
        body = ["[100] heading 'Products'", "[101] button 'Add Product'", "[102] button 'Add Product options'",
                f"[103] textbox 'Search by keyword' value='{keyword}'", "[104] button 'Search'", "[105] button 'Filters'",
                "[106] button 'Default View'", "[107] button 'Columns'", "[108] button 'Export'",
                "StaticText 'Active filters:'", f"StaticText 'Keyword: {applied}'", "[109] button 'Remove'", "[110] button 'Clear all'",
                "[111] combobox 'Actions'", f"StaticText '{len(rows)} records found'", "[112] combobox '20' per page",
                "[113] button 'Previous Page' disabled", "[114] spinbutton 'Page' valuetext='1'", "StaticText 'of 1'",
                "[115] button 'Next Page' disabled", "[120] table ''", "\t[121] row ''",
                "\t\t[122] columnheader 'Select All' ", f"\t\t[123] columnheader 'ID' sort='{sort.split()[1] if sort.startswith('ID') else 'none'}'",
                "\t\t[124] columnheader 'Thumbnail'", "\t\t[125] columnheader 'Name'", "\t\t[126] columnheader 'Type'",
                "\t\t[127] columnheader 'Attribute Set'", "\t\t[128] columnheader 'SKU'", "\t\t[129] columnheader 'Price'",
                "\t\t[130] columnheader 'Quantity'", "\t\t[131] columnheader 'Salable Quantity'", "\t\t[132] columnheader 'Visibility'",
                "\t\t[133] columnheader 'Status'", "\t\t[134] columnheader 'Websites'", "\t\t[135] columnheader 'Action'"]
        for k, (pid, name, typ, aset, sku, price, qty) in enumerate(rows):
            b = 140 + k * 4
            sal = (salable or {}).get(pid, qty)
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox '' checked=false", f"\t\t[{b + 2}] cell '{pid}'", "\t\t[{0}] cell ''".format(b + 3),
                     f"\t\t\timg '{name}'", f"\t\tStaticText '{name}'",
                     f"\t\tStaticText '{ {'simple': 'Simple Product', 'bundle': 'Bundle Product', 'downloadable': 'Downloadable Product'}[typ]}'",
                     f"\t\tStaticText '{aset}'", f"\t\tStaticText '{sku}'", f"\t\tStaticText '{money(price)}'",
                     f"\t\tStaticText '{'' if qty is None else f'{qty}.0000'}'",
                     f"\t\tStaticText '{'' if sal is None else f'Default Stock: {sal}'}'", "\t\tStaticText 'Catalog, Search'",
                     "\t\tStaticText 'Enabled'", "\t\tStaticText 'Main Website'", f"\t\t[{b + 3 + 100}] link 'Edit'"]
        return axtree("Products / Inventory / Catalog / Magento Admin", adm_menu("Catalog") + body + ADM_FOOT, purl)

    def edit(prod: tuple, qty: str, price: str, saved: bool = False) -> str:
        pid, name, _, aset, sku, _, _ = prod
        body = []
        if saved:
            body += ["[199] alert ''", "\tStaticText 'You saved the product.'"]
        body += [f"[200] heading '{name}'", "[201] button 'Back'", "[202] button 'Add Attribute'", "[203] button 'Customer View'",
                 "[204] button 'Save'", "[205] button 'Save options'", "StaticText 'Enable Product'", "[206] switch 'Enable Product' checked=true",
                 "StaticText 'Attribute Set'", f"[207] button '{aset}'", "StaticText 'Product Name'", f"[208] textbox 'Product Name *' value='{name}'",
                 "StaticText 'SKU'", f"[209] textbox 'SKU *' value='{sku}'", "StaticText 'Price'", f"[210] textbox 'Price *' value='{price}'",
                 "[211] link 'Advanced Pricing'", "StaticText 'Tax Class'", "[212] combobox 'Tax Class' value='Taxable Goods'",
                 "StaticText 'Quantity'", f"[213] textbox 'Quantity' value='{qty}'", "[214] link 'Advanced Inventory'",
                 "StaticText 'Stock Status'", "[215] combobox 'Stock Status' value='In Stock'", "StaticText 'Weight'",
                 "[216] combobox 'Weight' value='This item has weight'", "[217] textbox 'Weight' value='3'", "StaticText 'lbs'",
                 "StaticText 'Categories'", "[218] button 'Gear Fitness Equipment'", "[219] button 'New Category'",
                 "StaticText 'Visibility'", "[220] combobox 'Visibility' value='Catalog, Search'",
                 "[221] checkbox 'Set Product as New From' checked=false", "StaticText 'Country of Manufacture'",
                 "[222] combobox 'Country of Manufacture' value=''", "[230] tab 'Content' expanded=False",
                 "[231] tab 'Images And Videos' expanded=False", "[232] tab 'Search Engine Optimization' expanded=False",
                 "[233] tab 'Related Products, Up-Sells, and Cross-Sells' expanded=False",
                 "[234] tab 'Customizable Options' expanded=False", "[235] tab 'Product in Websites' expanded=False",
                 "[236] tab 'Design' expanded=False", "[237] tab 'Gift Options' expanded=False"]
        return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", adm_menu("Catalog") + body + ADM_FOOT,
                      ADM + f"/catalog/product/edit/id/{pid}/")

    b30 = balls[1]
    b30_new = b30[:5] + (29.00, 135)
    b30_bad = b30[:5] + (29.00, 100)
    turns: Turns = [
        ("goto('" + purl + "')", grid(yoga, "yoga", "yoga")),
        ("fill('103', 'Sprite Stasis Ball')", grid(yoga, "Sprite Stasis Ball", "yoga")),
        ("press('103', 'Enter')", grid(balls, "Sprite Stasis Ball", "Sprite Stasis Ball")),
        ("click('247')", edit(b30, "100", "27.00")),
        ("fill('213', '135')", edit(b30, "135", "27.00")),
        ("fill('210', '29.00')", edit(b30, "135", "29.00")),
        ("click('204')", edit(b30, "135", "29.00", saved=True)),
        ("click('201')", grid([balls[0], b30_new, balls[2]], "Sprite Stasis Ball", "Sprite Stasis Ball")),
        ("click('123')", grid([balls[2], b30_bad, balls[0]], "Sprite Stasis Ball", "Sprite Stasis Ball", "ID descending", {30: 135})),
        ("click('243')", edit(balls[2], "100", "32.00")),
    ]
    state = axtree("Dashboard / Magento Admin", adm_menu("Dashboard") + [
        "[100] heading 'Dashboard'", "[101] button 'Reload Data'", "StaticText 'Lifetime Sales'", "StaticText '$81,417.10'",
        "StaticText 'Average Order'", "StaticText '$262.63'", "StaticText 'Last Orders'", "StaticText 'Last Search Terms'",
        "StaticText 'Top Search Terms'"] + ADM_FOOT, ADM + "/admin/dashboard/")
    rs.add(task="web", tid="h8-web-10", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9, kind="state reverted")


def t11(rs: RowSet) -> None:
    """Magento admin order processing. CLEAN: invoicing moves order #000000178 from Pending to Processing and
    Total Paid/Total Due from $0.00/$173.00 to $173.00/$0.00 (turn 3), shipping makes it Complete and removes the
    Ship button (turn 5), a comment is added with a later timestamp (turn 7), and the grid shows the new status
    (turn 8)."""
    oid = "000000178"
    items = [("Didi Sport Watch", "24-WG02", 92.00, 1), ("Endeavor Daytrip Backpack", "24-WB06", 33.00, 2)]
    sub = sum(p * q for _, _, p, q in items)
    total = sub + 15.00
    grid_rows = [("000000178", "Jun 2, 2024 8:17:44 PM", "Grace Nguyen", total), ("000000177", "Jun 1, 2024 3:02:10 PM", "Alex Martin", 64.00),
                 ("000000176", "May 31, 2024 11:48:29 AM", "Jane Doe", 212.40), ("000000175", "May 30, 2024 6:20:05 PM", "Bob Jones", 39.00),
                 ("000000174", "May 29, 2024 9:12:51 AM", "Lily Potter", 118.25), ("000000173", "May 28, 2024 4:44:37 PM", "Sophia Kim", 87.00),
                 ("000000172", "May 27, 2024 1:30:18 PM", "Samantha Jones", 51.00), ("000000171", "May 26, 2024 10:05:42 AM", "Adam Garcia", 159.60)]
    grid_status = {"000000177": "Processing", "000000176": "Complete", "000000175": "Canceled", "000000174": "Complete",
                   "000000173": "Complete", "000000172": "Closed", "000000171": "Complete"}

    def grid(status178: str) -> str:
        body = ["[100] heading 'Orders'", "[101] button 'Create New Order'", "[103] textbox 'Search by keyword' value=''",
                "[104] button 'Search'", "[105] button 'Filters'", "[106] button 'Default View'", "[107] button 'Columns'",
                "[108] button 'Export'", "[111] combobox 'Actions'", "StaticText '308 records found'", "[112] combobox '20' per page",
                "[114] spinbutton 'Page' valuetext='1'", "StaticText 'of 16'", "[115] button 'Next Page'", "[120] table ''",
                "\t[121] row ''", "\t\t[123] columnheader 'ID'", "\t\t[124] columnheader 'Purchase Point'",
                "\t\t[125] columnheader 'Purchase Date' sort='descending'", "\t\t[126] columnheader 'Bill-to Name'",
                "\t\t[127] columnheader 'Ship-to Name'", "\t\t[128] columnheader 'Grand Total (Base)'",
                "\t\t[129] columnheader 'Grand Total (Purchased)'", "\t\t[130] columnheader 'Status'", "\t\t[131] columnheader 'Action'"]
        for k, (i, d, n, t) in enumerate(grid_rows):
            b = 140 + k * 4
            st = status178 if i == oid else grid_status[i]
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox '' checked=false", f"\t\tStaticText '{i}'",
                     "\t\tStaticText 'Main Website Main Website Store Default Store View'", f"\t\tStaticText '{d}'",
                     f"\t\tStaticText '{n}'", f"\t\tStaticText '{n}'", f"\t\tStaticText '{money(t)}'", f"\t\tStaticText '{money(t)}'",
                     f"\t\tStaticText '{st}'", f"\t\t[{b + 2}] link 'View'"]
        return axtree("Orders / Operations / Sales / Magento Admin", adm_menu("Sales") + body + ADM_FOOT, ADM + "/sales/order/")

    hist0 = [("Jun 2, 2024 8:17:44 PM", "Pending", "Customer Notified", "")]

    def view(stage: str, msg: str = "", comment: str = "", hist: list | None = None) -> str:
        status = {"pending": "Pending", "invoiced": "Processing", "shipped": "Complete"}[stage]
        body = []
        if msg:
            body += ["[199] alert ''", f"\tStaticText '{msg}'"]
        body += [f"[200] heading '# {oid}'", "[201] button 'Back'", "[202] button 'Login as Customer'"]
        if stage == "pending":
            body += ["[203] button 'Cancel'"]
        body += ["[204] button 'Send Email'"]
        if stage != "shipped":
            body += ["[205] button 'Hold'"]
        if stage == "pending":
            body += ["[206] button 'Invoice'"]
        else:
            body += ["[207] button 'Credit Memo'"]
        if stage != "shipped":
            body += ["[208] button 'Ship'"]
        body += ["[209] button 'Reorder'", "[210] tablist ''", "\t[211] tab 'Information' selected=True",
                 f"\t[212] tab 'Invoices{'' if stage == 'pending' else ' 1'}' selected=False", "\t[213] tab 'Credit Memos' selected=False",
                 f"\t[214] tab 'Shipments{' 1' if stage == 'shipped' else ''}' selected=False", "\t[215] tab 'Comments History' selected=False",
                 "[220] heading 'Order & Account Information'", f"StaticText 'Order # {oid} (The order confirmation email was sent)'",
                 "StaticText 'Order Date'", "StaticText 'Jun 2, 2024 8:17:44 PM'", "StaticText 'Order Status'", f"StaticText '{status}'",
                 "StaticText 'Purchased From'", "StaticText 'Main Website Main Website Store Default Store View'",
                 "StaticText 'Placed from IP'", "StaticText '73.162.44.19'", "StaticText 'Customer Name'", "[221] link 'Grace Nguyen'",
                 "StaticText 'Email'", "[222] link 'grace.nguyen@yahoo.com'", "StaticText 'Customer Group'", "StaticText 'General'",
                 "[223] heading 'Address Information'", "StaticText 'Billing Address'",
                 "StaticText 'Grace Nguyen 4312 Forest Ave Seattle, Washington, 98101 United States T: 2065550186'",
                 "StaticText 'Shipping Address'",
                 "StaticText 'Grace Nguyen 4312 Forest Ave Seattle, Washington, 98101 United States T: 2065550186'",
                 "[224] heading 'Payment & Shipping Method'", "StaticText 'Check / Money order'",
                 "StaticText 'The order was placed using USD.'", "StaticText 'Flat Rate - Fixed $15.00'"]
        if stage == "shipped":
            body += ["StaticText 'Tracking Numbers: none'"]
        body += ["[230] heading 'Items Ordered'", "[231] table ''",
                 "\t[232] row 'Product Item Status Original Price Price Qty Subtotal Tax Amount Tax Percent Discount Amount Row Total'"]
        for k, (n, sku, p, q) in enumerate(items):
            ist = {"pending": "Ordered", "invoiced": "Invoiced", "shipped": "Shipped"}[stage]
            qtxt = f"Ordered {q}" + ("" if stage == "pending" else f" Invoiced {q}") + (f" Shipped {q}" if stage == "shipped" else "")
            body += [f"\t[{233 + k}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText 'SKU: {sku}'", f"\t\tStaticText '{ist}'",
                     f"\t\tStaticText '{money(p)}'", f"\t\tStaticText '{money(p)}'", f"\t\tStaticText '{qtxt}'",
                     f"\t\tStaticText '{money(p * q)}'", "\t\tStaticText '$0.00'", "\t\tStaticText '0%'", "\t\tStaticText '$0.00'",
                     f"\t\tStaticText '{money(p * q)}'"]
        opts = {"pending": ["Pending"], "invoiced": ["Processing", "Suspected Fraud"], "shipped": ["Complete"]}[stage]
        body += ["[240] heading 'Order Total'", "[241] heading 'Notes for this Order'", "StaticText 'Status'",
                 f"[242] combobox 'Status' value='{opts[0]}'"] + [f"\t[{243 + i}] option '{o}'" for i, o in enumerate(opts)] + [
                 "StaticText 'Comment'", f"[246] textbox 'Comment' value='{comment}'",
                 "[247] checkbox 'Notify Customer by Email' checked=false", "[248] checkbox 'Visible on Storefront' checked=false",
                 "[249] button 'Submit Comment'", "[250] list ''"]
        for k, (d, st, nt, txt) in enumerate(hist or hist0):
            body += [f"\t[{251 + k}] listitem ''", f"\t\tStaticText '{d}'", f"\t\tStaticText '| {st}'", f"\t\tStaticText '{nt}'"]
            if txt:
                body += [f"\t\tStaticText '{txt}'"]
        paid = 0.0 if stage == "pending" else total
        body += ["[260] heading 'Order Totals'", "[261] table ''", f"\t[262] row 'Subtotal {money(sub)}'",
                 "\t[263] row 'Shipping & Handling $15.00'", f"\t[264] row 'Grand Total {money(total)}'",
                 f"\t[265] row 'Total Paid {money(paid)}'", "\t[266] row 'Total Refunded $0.00'",
                 f"\t[267] row 'Total Due {money(total - paid)}'"]
        return axtree(f"# {oid} / Orders / Operations / Sales / Magento Admin", adm_menu("Sales") + body + ADM_FOOT,
                      ADM + "/sales/order/view/order_id/178/")

    def new_doc(kind: str) -> str:
        body = [f"[300] heading 'New {kind}'", "[301] button 'Back'", "[302] button 'Reset'", "[303] heading 'Order & Account Information'",
                f"StaticText 'Order # {oid} (The order confirmation email was sent)'", "StaticText 'Order Date'",
                "StaticText 'Jun 2, 2024 8:17:44 PM'", "StaticText 'Order Status'",
                f"StaticText '{'Pending' if kind == 'Invoice' else 'Processing'}'", "StaticText 'Customer Name'", "StaticText 'Grace Nguyen'",
                "[304] heading 'Payment & Shipping Method'", "StaticText 'Check / Money order'", "StaticText 'Flat Rate - Fixed $15.00'"]
        if kind == "Shipment":
            body += ["[305] button 'Add Tracking Number'"]
        body += [f"[310] heading 'Items to {'Invoice' if kind == 'Invoice' else 'Ship'}'", "[311] table ''"]
        for k, (n, sku, _p, q) in enumerate(items):
            body += [f"\t[{312 + k}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText 'SKU: {sku}'",
                     f"\t\tStaticText 'Ordered {q}" + ("'" if kind == "Invoice" else f" Invoiced {q}'"),
                     f"\t\t[{320 + k}] spinbutton 'Qty to {'Invoice' if kind == 'Invoice' else 'Ship'}' valuetext='{q}'"]
        body += ["StaticText 'Comment Text'", "[330] textbox 'Comment Text' value=''"]
        if kind == "Invoice":
            body += ["[331] combobox 'Amount' value='Capture Offline'", f"\t[332] row 'Grand Total {money(total)}'",
                     "[333] checkbox 'Email Copy of Invoice' checked=false", "[334] button 'Submit Invoice'"]
        else:
            body += ["[333] checkbox 'Email Copy of Shipment' checked=false", "[335] button 'Submit Shipment'"]
        return axtree(f"New {kind} / Orders / Operations / Sales / Magento Admin", adm_menu("Sales") + body + ADM_FOOT,
                      ADM + f"/sales/order_{'invoice' if kind == 'Invoice' else 'shipment'}/new/order_id/178/")

    note = "Customer asked for delivery after 5pm; left note for carrier."
    hist1 = [("Jun 4, 2024 10:33:27 AM", "Complete", "Customer Not Notified", note)] + hist0
    turns: Turns = [
        ("click('142')", view("pending")),
        ("click('206')", new_doc("Invoice")),
        ("click('334')", view("invoiced", "The invoice has been created.")),
        ("click('208')", new_doc("Shipment")),
        ("click('335')", view("shipped", "The shipment has been created.")),
        ("fill('246', '" + note + "')", view("shipped", "The shipment has been created.", comment=note)),
        ("click('249')", view("shipped", "The shipment has been created.", hist=hist1)),
        ("click('201')", grid("Complete")),
    ]
    rs.add(task="web", tid="h8-web-11", system=WEB_SYSTEM, turns=turns, state=grid("Pending"))


# ---------------------------------------------------------------------------------------------------------
# Koha OPAC (library catalogue)
KOHA = "https://catalog.riverbendlibrary.org"


def koha_head(user: str | None, search: str = "") -> list[str]:
    out = ["[10] link 'Riverbend Public Library'", "[11] button 'Lists'", "[12] link 'Cart'"]
    out += [f"[13] button 'Welcome, {user}'", "[14] link 'Log out'"] if user else ["[15] link 'Log in to your account'"]
    out += ["[20] combobox 'Search type' value='Library catalog'", f"[21] textbox 'Search the catalog' value='{search}'",
            "[22] button 'Go'", "[23] link 'Advanced search'", "[24] link 'Course reserves'", "[25] link 'Authority search'",
            "[26] link 'Tag cloud'", "[27] link 'Libraries'"]
    return out


def koha_nav(active: str) -> list[str]:
    out = ["[40] navigation 'Your account menu'"]
    for i, t in enumerate(["Summary", "Charges", "Personal details", "Tags", "Change password", "Search history",
                           "Checkout history", "Purchase suggestions", "Messaging", "Lists"]):
        out.append(f"\t[{41 + i}] link '{t}'" + (" current" if t == active else ""))
    return out


KOHA_FOOT = ["[900] link 'Powered by Koha'", "StaticText 'Riverbend Public Library · 210 Mill Street · (541) 555-0142'"]


def t12(rs: RowSet) -> None:
    """Koha OPAC account. BAD: turn 1's summary shows 'The Overstory' due 06/14/2024 with 2 of 3 renewals left and
    turn 2's record page shows it 'Checked out (due 06/14/2024)'; no renewal happens, but turn 4's summary lists
    it due 06/21/2024 with renewals still 2 of 3 (due date changes without cause)."""
    user = "Dana Whitfield"
    loans = [("The Overstory : a novel", "Powers, Richard", "06/14/2024", "FIC POWERS", 2, "39010004428317"),
             ("Atomic habits : an easy & proven way to build good habits & break bad ones", "Clear, James", "06/11/2024",
              "158.1 CLEAR", 3, "39010005120471"),
             ("The Lincoln highway : a novel", "Towles, Amor", "06/18/2024", "FIC TOWLES", 3, "39010005218856"),
             ("Salt Fat Acid Heat : mastering the elements of good cooking", "Nosrat, Samin", "06/05/2024", "641.5 NOSRAT", 0,
              "39010004987730")]

    def summary(due0: str, tab: str = "Checked out", holds: int = 1, modal: bool = False) -> str:
        body = koha_nav("Summary") + ["[60] heading 'Hello, Dana Whitfield'",
                                      "StaticText 'Click here if you\\'re not Dana Whitfield'",
                                      "[61] tablist ''", f"\t[62] tab 'Checked out (4)' selected={tab == 'Checked out'}",
                                      "\t[63] tab 'Overdue (0)' selected=False", f"\t[64] tab 'Holds ({holds})' selected={tab == 'Holds'}",
                                      "\t[65] tab 'Charges' selected=False"]
        if tab == "Checked out":
            body += ["[70] table 'Checked out'", "\t[71] row 'Title Author Due Call number Renew Fines'"]
            for k, (t, a, d, cn, rem, _bc) in enumerate(loans):
                d = due0 if k == 0 else d
                b = 72 + k * 4
                body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '{t}'", f"\t\tStaticText '{a}'", f"\t\tStaticText '{d}'",
                         f"\t\tStaticText '{cn}'"]
                if rem:
                    body += [f"\t\t[{b + 2}] link 'Renew'", f"\t\tStaticText '({rem} of 3 renewals remaining)'"]
                else:
                    body += ["\t\tStaticText 'Not renewable (0 of 3 renewals remaining)'"]
                body += ["\t\tStaticText 'No'"]
            body += ["[95] button 'Renew selected'", "[96] button 'Renew all'", "[97] link 'Download as iCal / .ics file'"]
        else:
            body += ["[100] table 'Holds'", "\t[101] row 'Title Placed on Expires on Pick up location Priority Status Modify'"]
            if holds:
                body += ["\t[102] row ''", "\t\t[103] link 'Tomorrow, and tomorrow, and tomorrow : a novel'", "\t\tStaticText 'Zevin, Gabrielle'",
                         "\t\tStaticText '05/22/2024'", "\t\tStaticText 'Never expires'", "\t\tStaticText 'Main Library'",
                         "\t\tStaticText '4'", "\t\tStaticText 'Pending'", "\t\t[104] button 'Suspend'", "\t\t[105] button 'Cancel'"]
            else:
                body += ["StaticText 'You have no holds placed.'"]
            if modal:
                body += ["[110] dialog 'Confirm'", "\t[111] heading 'Confirm'",
                         "\tStaticText 'Are you sure you want to cancel this hold?'",
                         "\tStaticText 'Tomorrow, and tomorrow, and tomorrow : a novel'",
                         "\t[112] button 'Yes, cancel hold (Y)'", "\t[113] button 'No, do not cancel hold (N)'"]
        return axtree("Your library home › Riverbend Public Library catalog", koha_head(user) + body + KOHA_FOOT,
                      KOHA + "/cgi-bin/koha/opac-user.pl" + ("#opac-user-holds" if tab == "Holds" else ""))

    def record() -> str:
        body = ["[50] link 'Home'", "[51] link 'Your account'", "[60] heading 'The Overstory : a novel'", "StaticText 'By: Powers, Richard.'",
                "StaticText 'Material type: Text'", "StaticText 'Publisher: New York : W.W. Norton & Company, [2018]'",
                "StaticText 'Edition: First edition.'", "StaticText 'Description: 502 pages ; 25 cm.'",
                "StaticText 'ISBN: 9780393635522'", "StaticText 'Subject(s): Trees -- Fiction | Environmentalists -- Fiction'",
                "StaticText 'Awards: Pulitzer Prize for Fiction, 2019.'", "[61] link 'Place hold'", "[62] link 'Print'",
                "[63] link 'Save to your lists'", "[64] link 'Add to your cart'", "[65] tablist ''",
                "\t[66] tab 'Holdings ( 3 )' selected=True", "\t[67] tab 'Title notes' selected=False", "[70] table 'Holdings'",
                "\t[71] row 'Item type Current library Collection Call number Status Date due Barcode'",
                "\t[72] row ''", "\t\tStaticText 'Books'", "\t\tStaticText 'Main Library'", "\t\tStaticText 'Adult Fiction'",
                "\t\tStaticText 'FIC POWERS'", "\t\tStaticText 'Checked out'", "\t\tStaticText '06/14/2024'", "\t\tStaticText '39010004428317'",
                "\t[73] row ''", "\t\tStaticText 'Books'", "\t\tStaticText 'Eastside Branch'", "\t\tStaticText 'Adult Fiction'",
                "\t\tStaticText 'FIC POWERS'", "\t\tStaticText 'Available'", "\t\tStaticText ''", "\t\tStaticText '39010004428325'",
                "\t[74] row ''", "\t\tStaticText 'Large print'", "\t\tStaticText 'Main Library'", "\t\tStaticText 'Large Print'",
                "\t\tStaticText 'LP FIC POWERS'", "\t\tStaticText 'In transit from Eastside Branch to Main Library since 06/03/2024'",
                "\t\tStaticText ''", "\t\tStaticText '39010005002214'"]
        return axtree("Details for: The Overstory : a novel › Riverbend Public Library catalog", koha_head(user) + body + KOHA_FOOT,
                      KOHA + "/cgi-bin/koha/opac-detail.pl?biblionumber=48213")

    def results() -> str:
        rows = [("Bewilderment : a novel", "Powers, Richard", "2021", "Available: Main Library (1), Eastside Branch (1)."),
                ("The Overstory : a novel", "Powers, Richard", "2018", "Available: Eastside Branch (1). Checked out (1). In transit (1)."),
                ("Orfeo : a novel", "Powers, Richard", "2014", "Available: Main Library (1)."),
                ("The echo maker", "Powers, Richard", "2006", "Available: Main Library (1). Checked out (1)."),
                ("Generosity : an enhancement", "Powers, Richard", "2009", "Available: Eastside Branch (1)."),
                ("The time of our singing", "Powers, Richard", "2003", "Checked out (1)."),
                ("Galatea 2.2", "Powers, Richard", "1995", "Available: Main Library (1).")]
        body = ["[60] heading 'Your search returned 7 results.'", "[61] link 'Relevance'", "[62] combobox 'Sort' value='Relevance'",
                "[63] checkbox 'Select all' checked=false", "[64] table 'Results'"]
        for k, (t, a, y, av) in enumerate(rows):
            b = 65 + k * 3
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '{t}'", f"\t\tStaticText 'by {a}'", f"\t\tStaticText 'Publication: {y}'",
                     f"\t\tStaticText 'Availability: {av}'", f"\t\t[{b + 2}] link 'Place hold'"]
        body += ["[100] heading 'Refine your search'", "[101] link 'Availability: Limit to currently available items.'",
                 "[102] link 'Authors: Powers, Richard (7)'", "[103] link 'Item types: Books (7), Large print (2)'"]
        return axtree("Results of search for 'au:powers richard' › Riverbend Public Library catalog",
                      koha_head(user, "powers richard") + body + KOHA_FOOT,
                      KOHA + "/cgi-bin/koha/opac-search.pl?idx=au&q=powers+richard")

    login = axtree("Log in to your account › Riverbend Public Library catalog", koha_head(None) + [
        "[60] heading 'Log in to your account'", "StaticText 'You have been logged out.'", "[61] textbox 'Card number or username:'",
        "[62] textbox 'Password:'", "[63] button 'Log in'", "[64] link 'Forgot your password?'"] + KOHA_FOOT,
        KOHA + "/cgi-bin/koha/opac-user.pl")
    turns: Turns = [
        ("goto('" + KOHA + "/cgi-bin/koha/opac-user.pl')", summary("06/14/2024")),
        ("click('73')", record()),
        ("goto('" + KOHA + "/cgi-bin/koha/opac-search.pl?idx=au&q=powers+richard')", results()),
        ("goto('" + KOHA + "/cgi-bin/koha/opac-user.pl')", summary("06/21/2024")),
        ("click('64')", summary("06/21/2024", tab="Holds")),
        ("click('105')", summary("06/21/2024", tab="Holds", modal=True)),
        ("click('112')", summary("06/21/2024", tab="Holds", holds=0)),
        ("click('14')", login),
    ]
    home = axtree("Riverbend Public Library catalog", koha_head(user) + [
        "[60] heading 'Welcome to the Riverbend Public Library catalog'", "StaticText 'Summer reading sign-ups open June 10.'",
        "[61] link 'New arrivals'", "[62] link 'Staff picks'"] + KOHA_FOOT, KOHA + "/cgi-bin/koha/opac-main.pl")
    rs.add(task="web", tid="h8-web-12", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=4,
           kind="due date changes without renewal")


def t13(rs: RowSet) -> None:
    """Koha OPAC renewals and holds. CLEAN: renewing 'Braiding sweetgrass' moves its due date 06/10 -> 06/29/2024
    (21 days from today, 06/08) and its renewals 3 -> 2 remaining (turn 1); renewing 'Project Hail Mary' fails
    because another patron placed a hold meanwhile, and its due date and count stay put (turn 2); cancelling a hold
    takes the tab from Holds (2) to Holds (1) (turn 6); the checkout table later still shows the renewed date
    (turn 7)."""
    user = "Marcus Oyelaran"
    loans = {"A": ["Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall",
                   "05/20/2024", "06/10/2024", "581.6 KIMMERER", 3],
             "B": ["Klara and the Sun", "Ishiguro, Kazuo", "04/03/2024", "06/12/2024", "FIC ISHIGURO", 0],
             "C": ["Project Hail Mary", "Weir, Andy", "05/28/2024", "06/18/2024", "SF WEIR", 2],
             "D": ["The Midnight Library", "Haig, Matt", "05/30/2024", "06/20/2024", "FIC HAIG", 3]}
    st = {k: dict(due=v[3], rem=v[5], hold=False) for k, v in loans.items()}

    def table(renewed: str = "") -> list[str]:
        body = ["[70] table 'Checked out'", "\t[71] row 'Title Author Due Call number Renew Fines'"]
        for k, key in enumerate("ABCD"):
            t, a, _, _, cn, _ = loans[key]
            s = st[key]
            b = 72 + k * 4
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox 'Select' checked=false", f"\t\t[{b + 2}] link '{t}'",
                     f"\t\tStaticText '{a}'", f"\t\tStaticText '{s['due']}'", f"\t\tStaticText '{cn}'"]
            if key == "D":
                body += ["\t\tStaticText 'No renewal before 06/13/2024'", f"\t\tStaticText '({s['rem']} of 3 renewals remaining)'"]
            elif s["hold"]:
                body += ["\t\tStaticText 'Not renewable (on hold)'", f"\t\tStaticText '({s['rem']} of 3 renewals remaining)'"]
            elif s["rem"] == 0:
                body += ["\t\tStaticText 'Not renewable (0 of 3 renewals remaining)'"]
            else:
                body += [f"\t\t[{b + 3}] link 'Renew'", f"\t\tStaticText '({s['rem']} of 3 renewals remaining)'"]
            if key == renewed:
                body += ["\t\tStaticText 'Renewed!'"]
            body += ["\t\tStaticText 'No'"]
        body += ["[95] button 'Renew selected'", "[96] button 'Renew all'"]
        return body

    holds = [["Demon Copperhead : a novel", "Kingsolver, Barbara", "05/15/2024", "Main Library",
              "Waiting to be picked up at Main Library since 06/06/2024. Expires 06/13/2024."],
             ["The covenant of water", "Verghese, Abraham", "05/29/2024", "Eastside Branch", "Pending (priority 3)"]]

    def page(tab: str, msg: str = "", renewed: str = "", modal: bool = False, nholds: int = 2) -> str:
        body = koha_nav("Summary") + ["[60] heading 'Hello, Marcus Oyelaran'"]
        if msg:
            body += ["[59] alert ''", f"\tStaticText '{msg}'"]
        body += ["[61] tablist ''", f"\t[62] tab 'Checked out (4)' selected={tab == 'out'}", "\t[63] tab 'Overdue (0)' selected=False",
                 f"\t[64] tab 'Holds ({nholds})' selected={tab == 'holds'}", f"\t[65] tab 'Charges (0.75)' selected={tab == 'charges'}"]
        if tab == "out":
            body += table(renewed)
        elif tab == "charges":
            body += ["[120] table 'Charges'", "\t[121] row 'Date Description of charges Note Fine amount Amount outstanding'",
                     "\t[122] row ''", "\t\tStaticText '06/01/2024'", "\t\tStaticText 'Overdue fine The nickel boys : a novel (39010005061410)'",
                     "\t\tStaticText ''", "\t\tStaticText '0.75'", "\t\tStaticText '0.75'",
                     "\t[123] row 'Total due 0.75'", "StaticText 'Fines can be paid at any library service desk.'"]
        else:
            body += ["[100] table 'Holds'", "\t[101] row 'Title Placed on Pick up location Status Modify'"]
            for k, (t, a, d, loc, status) in enumerate(holds[:nholds]):
                b = 102 + k * 5
                body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '{t}'", f"\t\tStaticText '{a}'", f"\t\tStaticText '{d}'",
                         f"\t\tStaticText '{loc}'", f"\t\tStaticText '{status}'"]
                if k == 1:
                    body += [f"\t\t[{b + 2}] button 'Suspend'", f"\t\t[{b + 3}] button 'Cancel'"]
            if modal:
                body += ["[115] dialog 'Confirm'", "\tStaticText 'Are you sure you want to cancel this hold?'",
                         f"\tStaticText '{holds[1][0]}'", "\t[116] button 'Yes, cancel hold (Y)'", "\t[117] button 'No, do not cancel hold (N)'"]
        return axtree("Your library home › Riverbend Public Library catalog", koha_head(user) + body + KOHA_FOOT,
                      KOHA + "/cgi-bin/koha/opac-user.pl" + {"out": "", "holds": "#opac-user-holds", "charges": "#opac-user-fines"}[tab])

    state = page("out")
    st["A"].update(due="06/29/2024", rem=2)
    o1 = page("out", renewed="A")
    st["C"]["hold"] = True
    o2 = page("out", msg="Your renewal failed because: This item is on hold for another patron. (Project Hail Mary)")

    hist = [("Project Hail Mary", "Weir, Andy", "05/28/2024", "Checked out"), ("The Midnight Library", "Haig, Matt", "05/30/2024", "Checked out"),
            ("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", "05/20/2024", "Checked out"),
            ("The nickel boys : a novel", "Whitehead, Colson", "05/08/2024", "Returned 06/01/2024"),
            ("Klara and the Sun", "Ishiguro, Kazuo", "04/03/2024", "Checked out"),
            ("Educated : a memoir", "Westover, Tara", "03/11/2024", "Returned 03/30/2024"),
            ("The lost apothecary", "Penner, Sarah", "02/19/2024", "Returned 03/04/2024"),
            ("Hamnet", "O'Farrell, Maggie", "01/27/2024", "Returned 02/16/2024")]
    hbody = koha_nav("Checkout history") + ["[60] heading 'Checkout history'", "StaticText 'Showing 8 items'",
                                            "[61] combobox 'Sort' value='Sort by date'", "[62] table 'Checkout history'",
                                            "\t[63] row 'Title Item type Call no. Vol info Date Checked out'"]
    for k, (t, a, d, stt) in enumerate(hist):
        hbody += [f"\t[{64 + k}] row ''", f"\t\tStaticText '{t.replace(chr(39), '')}'", f"\t\tStaticText '{a.replace(chr(39), '')}'",
                  "\t\tStaticText 'Books'", f"\t\tStaticText '{d}'", f"\t\tStaticText '{stt}'"]
    history = axtree("Your checkout history › Riverbend Public Library catalog", koha_head(user) + hbody + KOHA_FOOT,
                     KOHA + "/cgi-bin/koha/opac-readingrecord.pl")
    turns: Turns = [
        ("click('75')", o1),
        ("click('83')", o2),
        ("click('65')", page("charges")),
        ("click('64')", page("holds")),
        ("click('110')", page("holds", modal=True)),
        ("click('116')", page("holds", nholds=1)),
        ("click('62')", page("out", nholds=1)),
        ("click('47')", history),
    ]
    rs.add(task="web", tid="h8-web-13", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# Government forms
DMV = "https://services.dmv.example.gov"


def gov_head(agency: str) -> list[str]:
    return ["[5] banner ''", "\tStaticText 'An official website of the State of Oregon'", "\t[6] button 'Here is how you know'",
            f"\t[7] link '{agency}'", "\t[8] link 'Help'", "\t[9] link 'Español'", "\t[10] button 'Sign out'"]


GOV_FOOT = ["[950] contentinfo ''", "\t[951] link 'Accessibility'", "\t[952] link 'Privacy policy'", "\t[953] link 'Contact us'",
            "\tStaticText 'Oregon Department of Transportation · Driver and Motor Vehicle Services'"]


def t14(rs: RowSet) -> None:
    """DMV change-of-address wizard. BAD: turn 4 fills ZIP code '97214' (turn 5 moves on with it); the review page
    at turn 8 lists the new residence as '2716 SE Ankeny St, Portland, OR 97215' (value set but reads back
    different)."""
    def steps(cur: int) -> list[str]:
        out = ["[30] list 'Progress'"]
        for i, nm in enumerate(["Identify yourself", "Residence address", "Mailing address", "Voter registration", "Review and submit"], 1):
            tag = "current" if i == cur else ("completed" if i < cur else "not completed")
            out.append(f"\t[{30 + i}] listitem '{i}. {nm}, {tag}'")
        return out

    def frame(cur: int, body: list[str]) -> str:
        return axtree("Change of Address - DMV2U", gov_head("DMV2U") + ["[20] heading 'Change of Address'",
                                                                        "StaticText 'Request 2024-COA-0587261'"] +
                      steps(cur) + body + GOV_FOOT, DMV + f"/coa/step{cur}")

    ident = frame(1, ["[40] heading 'Identify yourself'", "StaticText 'Fields marked * are required.'",
                      "[41] textbox 'Driver license, permit or ID card number *' value='D7731904'",
                      "[42] textbox 'Date of birth (MM/DD/YYYY) *' value='03/14/1988'", "[43] textbox 'Last name *' value='Okafor'",
                      "[44] textbox 'Last 4 digits of Social Security number *' value='••••'", "[45] button 'Back'", "[46] button 'Continue'"])

    def addr(street: str = "", city: str = "", zipc: str = "") -> str:
        def tb(b: int, label: str, v: str) -> str:
            return f"[{b}] textbox '{label}' value='{v}'" if v else f"[{b}] textbox '{label}'"
        return frame(2, ["[40] heading 'Residence address'", "StaticText 'Address on file:'",
                         "StaticText '1140 NE Going St, Portland, OR 97211'",
                         "StaticText 'Enter the address where you live now. P.O. boxes are not accepted.'",
                         tb(51, "Street address *", street), "[52] textbox 'Apartment, unit or suite'", tb(53, "City *", city),
                         "[54] combobox 'State *' value='Oregon'", tb(55, "ZIP code *", zipc),
                         "StaticText 'Oregon DMV can only record Oregon residence addresses.'", "[45] button 'Back'", "[46] button 'Continue'"])

    mailing = frame(3, ["[40] heading 'Mailing address'", "StaticText 'Where should we mail your new card or sticker?'",
                        "[60] radio 'Same as residence address' checked=true", "[61] radio 'Use a different mailing address' checked=false",
                        "StaticText 'Residence address entered:'", "StaticText '2716 SE Ankeny St, Portland, OR 97214'",
                        "[45] button 'Back'", "[46] button 'Continue'"])

    def voter(choice: bool) -> str:
        return frame(4, ["[40] heading 'Voter registration'",
                         "StaticText 'If you are registered to vote in Oregon, we can send your new address to the Secretary of State.'",
                         "[70] group 'Update my voter registration address? *'",
                         f"\t[71] radio 'Yes, update my voter registration' checked={'true' if choice else 'false'}",
                         "\t[72] radio 'No, do not update it' checked=false", "[45] button 'Back'", "[46] button 'Continue'"])

    review = frame(5, ["[40] heading 'Review and submit'", "StaticText 'Check your information before you submit.'",
                       "[80] heading 'Identity'", "[81] link 'Edit identity'", "StaticText 'Name'", "StaticText 'OKAFOR, CHIDI A'",
                       "StaticText 'Driver license number'", "StaticText 'D7731904'", "StaticText 'Date of birth'", "StaticText '03/14/1988'",
                       "[82] heading 'Residence address'", "[83] link 'Edit residence address'", "StaticText 'Previous'",
                       "StaticText '1140 NE Going St, Portland, OR 97211'", "StaticText 'New'",
                       "StaticText '2716 SE Ankeny St, Portland, OR 97215'", "StaticText 'County'", "StaticText 'Multnomah'",
                       "[84] heading 'Mailing address'", "[85] link 'Edit mailing address'", "StaticText 'Same as residence address'",
                       "[86] heading 'Voter registration'", "[87] link 'Edit voter registration'",
                       "StaticText 'Yes, update my voter registration'",
                       "[88] checkbox 'I certify under penalty of false swearing that the information above is true. *' checked=false",
                       "[45] button 'Back'", "[89] button 'Submit'"])

    turns: Turns = [
        ("click('46')", addr()),
        ("fill('51', '2716 SE Ankeny St')", addr("2716 SE Ankeny St")),
        ("fill('53', 'Portland')", addr("2716 SE Ankeny St", "Portland")),
        ("fill('55', '97214')", addr("2716 SE Ankeny St", "Portland", "97214")),
        ("click('46')", mailing),
        ("click('46')", voter(False)),
        ("click('71')", voter(True)),
        ("click('46')", review),
    ]
    rs.add(task="web", tid="h8-web-14", system=WEB_SYSTEM, turns=turns, state=ident, bad=True, turn=8,
           kind="value set but reads back different")


def t15(rs: RowSet) -> None:
    """City residential parking permit application. CLEAN: Continue with missing fields fails and keeps step 2 with
    the typed plate (turn 2); after the fields are filled the plate is stored normalised as 8KPL392, as the form's
    hint says (turn 6); 'Save and finish later' issues reference RPP-2024-118734 (turn 7); resuming shows the new
    'Last saved' time (turn 8) and going back shows the saved values (turn 9)."""
    base = "https://permits.bellmontcity.gov/rpp"

    def head() -> list[str]:
        return ["[5] banner ''", "\t[6] link 'City of Bellmont'", "\t[7] link 'Parking Services'", "\t[8] link 'My applications'",
                "\t[9] button 'Sign out (j.alvarez@fastmail.com)'", "[20] heading 'Residential Parking Permit application'"]

    def steps(cur: int) -> list[str]:
        out = ["[30] list 'Steps'"]
        for i, nm in enumerate(["Applicant", "Vehicle", "Proof of residency", "Payment"], 1):
            out.append(f"\t[{30 + i}] listitem 'Step {i} of 4: {nm}" + (" (current)'" if i == cur else (" (done)'" if i < cur else "'")))
        return out

    side_head = ["[90] complementary 'Application summary'", "\tStaticText 'Applicant: Julia Alvarez'",
                 "\tStaticText 'Address: 58 Orchard Row, Apt 3'", "\tStaticText 'Permit zone: Zone K'",
                 "\tStaticText 'Permit fee: $45.00 per year'"]

    def vehicle(plate="", make="Select make", model="", year="", errors=False, ref="", saved="") -> str:
        body = []
        if ref:
            body += [f"StaticText 'Reference {ref}'", f"StaticText 'Last saved: {saved}'"]
        body += steps(2)
        if errors:
            body += ["[40] alert 'There is a problem'", "\t[41] link 'Select the vehicle make'", "\t[42] link 'Enter the vehicle model'",
                     "\t[43] link 'Enter the model year'"]
        body += ["[50] heading 'Vehicle'", "StaticText 'Plate numbers are saved in capital letters without spaces.'",
                 f"[51] textbox 'License plate number' value='{plate}'", "[52] combobox 'Plate state' value='Oregon'",
                 f"[53] combobox 'Make' value='{make}'"]
        if errors:
            body += ["StaticText 'Error: Select the vehicle make'"]
        body += [f"[54] textbox 'Model' value='{model}'"]
        if errors:
            body += ["StaticText 'Error: Enter the vehicle model'"]
        body += [f"[55] textbox 'Model year' value='{year}'"]
        if errors:
            body += ["StaticText 'Error: Enter the model year'"]
        body += ["[56] radio 'I own this vehicle' checked=true", "[57] radio 'It is a company or leased vehicle' checked=false",
                 "[58] button 'Back'", "[59] button 'Continue'", "[60] link 'Save and finish later'"]
        side = side_head + (["\tStaticText 'Vehicle: 8KPL392 (Oregon), 2019 Subaru Outback'"] if ref else [])
        return axtree("Vehicle - Residential Parking Permit - City of Bellmont", head() + body + side, base + "/vehicle")

    def proof(ref="", saved="") -> str:
        body = []
        if ref:
            body += [f"StaticText 'Reference {ref}'", f"StaticText 'Last saved: {saved}'"]
        body += steps(3) + ["[50] heading 'Proof of residency'",
                            "StaticText 'Upload one document dated within the last 60 days that shows your name and address.'",
                            "[61] radio 'Utility bill' checked=false", "[62] radio 'Lease or mortgage statement' checked=false",
                            "[63] radio 'Bank statement' checked=false", "[64] button 'Choose file'", "StaticText 'No file chosen'",
                            "[58] button 'Back'", "[59] button 'Continue'", "[60] link 'Save and finish later'"]
        side = side_head + ["\tStaticText 'Vehicle: 8KPL392 (Oregon), 2019 Subaru Outback'"]
        return axtree("Proof of residency - Residential Parking Permit - City of Bellmont", head() + body + side, base + "/residency")

    saved_page = axtree("Application saved - City of Bellmont", head() + [
        "[70] heading 'Your application has been saved'", "StaticText 'Reference: RPP-2024-118734'",
        "StaticText 'Saved on June 4, 2024 at 3:12 PM.'", "StaticText 'You have until July 4, 2024 to finish it.'",
        "StaticText 'We sent a link to j.alvarez@fastmail.com.'", "[71] link 'Return to application'", "[72] link 'Go to My applications'"],
        base + "/saved?ref=RPP-2024-118734")

    ref = "RPP-2024-118734"
    turns: Turns = [
        ("fill('51', '8kpl 392')", vehicle("8kpl 392")),
        ("click('59')", vehicle("8kpl 392", errors=True)),
        ("select_option('53', 'Subaru')", vehicle("8kpl 392", "Subaru", errors=True)),
        ("fill('54', 'Outback')", vehicle("8kpl 392", "Subaru", "Outback", errors=True)),
        ("fill('55', '2019')", vehicle("8kpl 392", "Subaru", "Outback", "2019", errors=True)),
        ("click('59')", proof()),
        ("click('60')", saved_page),
        ("click('71')", proof(ref, "June 4, 2024, 3:12 PM")),
        ("click('58')", vehicle("8KPL392", "Subaru", "Outback", "2019", ref=ref, saved="June 4, 2024, 3:12 PM")),
    ]
    rs.add(task="web", tid="h8-web-15", system=WEB_SYSTEM, turns=turns, state=vehicle())


# ---------------------------------------------------------------------------------------------------------
# Booking sites
RF = "https://www.roomfinder.example"


def rf_head() -> list[str]:
    return ["[5] link 'Roomfinder'", "[6] button 'EUR'", "[7] button 'English (UK)'", "[8] link 'List your property'",
            "[9] button 'Your account: Ines Carvalho'", "[10] link 'Stays' current", "[11] link 'Flights'", "[12] link 'Car rental'"]


def t16(rs: RowSet) -> None:
    """Hotel booking (Roomfinder). BAD: the price-hold countdown reads 14:41 (turn 3), 14:02 (turn 4) and 13:36
    (turn 5); turn 6, a plain field fill, shows 14:09 remaining (countdown goes backwards); afterwards it continues
    12:58, 12:31."""
    hotels = [("Hotel Alfama Terrace", "8.9", "Fabulous", "1,842 reviews", "0.9 km from centre", 429),
              ("Lisbon Story Guesthouse", "8.4", "Very good", "2,310 reviews", "0.3 km from centre", 312),
              ("Memmo Principe Real", "9.2", "Superb", "1,127 reviews", "1.2 km from centre", 804),
              ("Ibis Lisboa Liberdade", "7.9", "Good", "4,551 reviews", "1.5 km from centre", 357),
              ("Casa do Barao", "9.0", "Superb", "988 reviews", "0.6 km from centre", 546),
              ("Hotel Mundial", "8.3", "Very good", "6,204 reviews", "0.2 km from centre", 621),
              ("The Independente Hostel & Suites", "8.6", "Fabulous", "3,077 reviews", "1.0 km from centre", 198),
              ("Dear Lisbon - Charming House", "9.4", "Superb", "412 reviews", "1.1 km from centre", 733)]
    body = ["[20] textbox 'Where are you going?' value='Lisbon'", "[21] button 'Thu 12 Sep 2024 — Sun 15 Sep 2024'",
            "[22] button '2 adults · 0 children · 1 room'", "[23] button 'Search'", "[30] heading 'Lisbon: 1,214 properties found'",
            "[31] button 'Sort by: Our top picks'", "[32] group 'Filter by:'", "\t[33] checkbox 'Free cancellation' checked=false",
            "\t[34] checkbox 'Breakfast included' checked=false", "\t[35] checkbox 'Hotels' checked=false"]
    for k, (n, sc, word, rev, dist, price) in enumerate(hotels):
        b = 40 + k * 4
        body += [f"[{b}] article ''", f"\t[{b + 1}] link '{n}'", f"\tStaticText 'Scored {sc}'", f"\tStaticText '{word}'",
                 f"\tStaticText '{rev}'", f"\tStaticText '{dist}'", "\tStaticText '3 nights, 2 adults'", f"\tStaticText '€ {price}'",
                 "\tStaticText 'Includes taxes and charges'", f"\t[{b + 2}] link 'See availability'"]
    state = axtree("Roomfinder: Hotels in Lisbon", rf_head() + body, RF + "/searchresults.html?ss=Lisbon&checkin=2024-09-12&checkout=2024-09-15&group_adults=2&no_rooms=1")

    rooms = [("Standard Double Room", "1 double bed", 429, "Only 3 rooms left on our site"),
             ("Superior Double Room with River View", "1 large double bed", 489, "Only 2 rooms left on our site"),
             ("Junior Suite", "1 extra-large double bed", 702, "")]

    def hotel(sel: int = 0) -> str:
        b = ["[60] heading 'Hotel Alfama Terrace'", "StaticText 'Rua de Sao Miguel 12, Alfama, 1100-544 Lisbon, Portugal'",
             "StaticText 'Excellent location - show map'", "[61] button 'Reserve'", "StaticText 'Scored 8.9'",
             "StaticText '1,842 reviews'", "[62] heading 'Availability'", "StaticText 'Thu 12 Sep 2024 — Sun 15 Sep 2024'",
             "[63] table 'Room types'", "\t[64] row 'Room type Number of guests Price for 3 nights Your choices Select rooms'"]
        for k, (n, bed, p, left) in enumerate(rooms):
            rb = 70 + k * 5
            b += [f"\t[{rb}] row ''", f"\t\t[{rb + 1}] link '{n}'", f"\t\tStaticText '{bed}'", "\t\tStaticText 'Max. people: 2'",
                  f"\t\tStaticText '€ {p}'", "\t\tStaticText 'Free cancellation before 10 September 2024'",
                  "\t\tStaticText 'No prepayment needed - pay at the property'"]
            if left:
                b += [f"\t\tStaticText '{left}'"]
            b += [f"\t\t[{rb + 2}] combobox 'Select rooms' value='{1 if sel == k + 1 else 0}'"]
        if sel:
            b += ["StaticText '1 room for'", f"StaticText '€ {rooms[sel - 1][2]}'", "StaticText 'Includes taxes and charges'"]
        b += ["[90] button 'I\\'ll reserve'", "StaticText 'You won\\'t be charged yet'"]
        return axtree("Hotel Alfama Terrace, Lisbon – Updated 2024 Prices", rf_head() + b, RF + "/hotel/pt/alfama-terrace.html")

    def summary() -> list[str]:
        return ["[100] complementary 'Your booking details'", "\tStaticText 'Check-in'", "\tStaticText 'Thu 12 Sep 2024'",
                "\tStaticText '14:00 – 23:00'", "\tStaticText 'Check-out'", "\tStaticText 'Sun 15 Sep 2024'", "\tStaticText 'until 11:00'",
                "\tStaticText 'Total length of stay: 3 nights'", "\tStaticText 'You selected'",
                "\tStaticText '1 room for 2 adults: Superior Double Room with River View'", "\t[101] link 'Change your selection'",
                "\t[102] heading 'Your price summary'", "\tStaticText 'Price'", "\tStaticText '€ 489'",
                "\tStaticText 'Includes € 36 in taxes and charges'", "\tStaticText 'Excluded: € 12 City tax (€ 2 per person per night)'",
                "\t[103] heading 'Your payment schedule'", "\tStaticText 'No payment today. You will pay at the property.'"]

    def details(timer: str, first="", last="", email="", phone="") -> str:
        def tb(bid, lab, v):
            return f"[{bid}] textbox '{lab}' required value='{v}'" if v else f"[{bid}] textbox '{lab}' required"
        b = ["[95] list 'Steps'", "\t[96] listitem 'Your selection (done)'", "\t[97] listitem 'Your details (current)'",
             "\t[98] listitem 'Final step'", "[99] status ''", f"\tStaticText 'We are holding this price for you: {timer} remaining'",
             "[110] heading 'Enter your details'", "StaticText 'Almost done! Just fill in the * required info'",
             tb(111, "First name *", first), tb(112, "Last name *", last), tb(113, "Email address *", email),
             "StaticText 'Confirmation email goes to this address'", "[114] combobox 'Country/region *' value='Portugal'",
             tb(115, "Telephone (mobile number preferred) *", phone), "[116] radio 'I am the main guest' checked=true",
             "[117] radio 'I am booking for someone else' checked=false", "[118] checkbox 'I am travelling for work' checked=false",
             "[119] textbox 'Special requests' value=''", "[120] combobox 'Your arrival time' value='Please select'",
             "[121] button 'Next: Final details'"] + summary()
        return axtree("Roomfinder.com: Your details", rf_head() + b, RF + "/book.html?hotel_id=2204117&stage=1")

    final = axtree("Roomfinder.com: Final step", rf_head() + [
        "[95] list 'Steps'", "\t[96] listitem 'Your selection (done)'", "\t[97] listitem 'Your details (done)'",
        "\t[98] listitem 'Final step (current)'", "[99] status ''", "\tStaticText 'We are holding this price for you: 12:31 remaining'",
        "[130] heading 'No payment details required'", "StaticText 'Your payment will be handled by Hotel Alfama Terrace.'",
        "[131] checkbox 'I consent to receiving marketing emails from Roomfinder' checked=false",
        "StaticText 'Ines Carvalho · ines.carvalho@sapo.pt · +351 912 448 305'",
        "[132] button 'Complete booking'", "StaticText 'By completing this booking you agree to the booking conditions.'"] + summary(),
        RF + "/book.html?hotel_id=2204117&stage=2")
    confirm = axtree("Roomfinder.com: Booking confirmation", rf_head() + [
        "[140] heading 'Thanks, Ines! Your booking in Lisbon is confirmed.'", "StaticText 'Hotel Alfama Terrace is expecting you on 12 September.'",
        "StaticText 'We sent your confirmation email to ines.carvalho@sapo.pt'", "StaticText 'Confirmation number:'",
        "StaticText '4127.503.991'", "StaticText 'PIN code:'", "StaticText '2284'", "[141] link 'Make changes to your booking'",
        "[142] heading 'Hotel Alfama Terrace'", "StaticText 'Check-in: Thursday 12 September 2024 (from 14:00)'",
        "StaticText 'Check-out: Sunday 15 September 2024 (until 11:00)'", "StaticText 'Your reservation: 3 nights, 1 room'",
        "StaticText 'Superior Double Room with River View'", "StaticText 'Price: € 489'", "StaticText 'Free cancellation before 10 September 2024'",
        "[143] link 'Print full version'"], RF + "/confirmation.html?aid=304&res=4127503991")
    em = "ines.carvalho@sapo.pt"
    turns: Turns = [
        ("click('41')", hotel()),
        ("select_option('77', '1')", hotel(2)),
        ("click('90')", details("14:41")),
        ("fill('111', 'Ines')", details("14:02", "Ines")),
        ("fill('112', 'Carvalho')", details("13:36", "Ines", "Carvalho")),
        ("fill('113', '" + em + "')", details("14:09", "Ines", "Carvalho", em)),
        ("fill('115', '+351 912 448 305')", details("12:58", "Ines", "Carvalho", em, "+351 912 448 305")),
        ("click('121')", final),
        ("click('132')", confirm),
    ]
    rs.add(task="web", tid="h8-web-16", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="countdown timer goes backwards")


def t17(rs: RowSet) -> None:
    """Restaurant reservation (TableNow). CLEAN: changing party size and date changes the offered time slots
    (turns 1-2), the table hold counts down 04:52 -> 04:21 (turns 3-4), booking adds reservation #80417 to My
    reservations (turn 6), and cancelling the Sushi Kaito booking moves it from Upcoming to Cancelled (turn 8)."""
    TN = "https://www.tablenow.example"
    head = ["[5] link 'TableNow'", "[6] textbox 'Location, Restaurant, or Cuisine'", "[7] link 'My reservations'",
            "[8] button 'Hi, Sam'", "[9] link 'Help'"]
    slots = {("2", "Fri, Jun 14"): ["5:30 PM", "6:15 PM", "7:00 PM", "8:45 PM", "9:15 PM"],
             ("4", "Fri, Jun 14"): ["5:30 PM", "8:45 PM", "9:30 PM"],
             ("4", "Sat, Jun 15"): ["5:00 PM", "6:00 PM", "7:30 PM", "9:00 PM"]}

    def rest(party: str, date: str) -> str:
        b = ["[20] heading 'Osteria Lupa'", "StaticText '4.7 (2,381 reviews) · $$$ · Italian · Capitol Hill'",
             "[21] link 'Overview'", "[22] link 'Menu'", "[23] link 'Reviews'", "[30] heading 'Make a reservation'",
             f"[31] combobox 'Party size' value='{party} people'", f"[32] combobox 'Date' value='{date}'",
             "[33] combobox 'Time' value='7:00 PM'", "StaticText 'Select a time:'"]
        for k, t in enumerate(slots[(party, date)]):
            b.append(f"[{40 + k}] button '{t}'")
        b += ["StaticText 'Booked 41 times today'", "[50] heading 'About this restaurant'",
              "StaticText 'Handmade pasta, wood-fired mains and a long Piedmont list. Patio seating in summer.'",
              "StaticText '1218 E Pine St, Seattle, WA 98122'"]
        return axtree("Osteria Lupa - Seattle | TableNow", head + b, TN + "/r/osteria-lupa-seattle")

    def details(timer: str, req: str = "") -> str:
        b = ["[60] heading 'You are almost done!'", "StaticText 'Osteria Lupa'", "StaticText 'Sat, Jun 15'", "StaticText '7:30 PM'",
             "StaticText '4 people'", "[61] status ''", f"\tStaticText 'We are holding this table for you for {timer} minutes'",
             "[62] heading 'Diner details'", "StaticText 'Sam Okonkwo'", "StaticText '(206) 555-0173'",
             "StaticText 'sam.okonkwo@proton.me'", "[63] combobox 'Select an occasion (optional)' value='None'",
             f"[64] textbox 'Add a special request (optional)' value='{req}'" if req else "[64] textbox 'Add a special request (optional)'",
             "[65] checkbox 'Sign me up to receive dining offers and news from this restaurant by email.' checked=false",
             "[66] checkbox 'Yes, I want to get text updates and reminders about my reservations.' checked=true",
             "[67] button 'Complete reservation'", "StaticText 'Cancellation policy: please cancel at least 24 hours ahead.'"]
        return axtree("Complete your reservation | TableNow", head + b, TN + "/booking/details?rid=51120&covers=4&dt=2024-06-15T19:30")

    req = "Birthday dinner, one guest is vegetarian"
    confirmed = axtree("Reservation confirmed | TableNow", head + [
        "[70] heading 'Reservation confirmed'", "StaticText 'Osteria Lupa'", "StaticText 'Sat, Jun 15 at 7:30 PM · 4 people'",
        "StaticText 'Confirmation #80417'", f"StaticText 'Special request: {req}'", "[71] link 'Modify'", "[72] link 'Cancel'",
        "[73] link 'Add to calendar'", "StaticText 'A confirmation was sent to sam.okonkwo@proton.me'"],
        TN + "/booking/view?rid=51120&confnumber=80417")

    def mine(kaito: str) -> str:
        b = []
        if kaito == "cancelled":
            b += ["[79] alert ''", "\tStaticText 'Your reservation at Sushi Kaito has been cancelled.'"]
        b += ["[80] heading 'My reservations'", "[81] heading 'Upcoming'",
              "[82] article ''", "\t[83] link 'Osteria Lupa'", "\tStaticText 'Sat, Jun 15 · 7:30 PM · Party of 4'",
              "\tStaticText 'Confirmation #80417'", "\t[84] link 'Modify'", "\t[85] button 'Cancel'"]
        if kaito != "cancelled":
            b += ["[86] article ''", "\t[87] link 'Sushi Kaito'", "\tStaticText 'Fri, Jun 21 · 8:00 PM · Party of 2'",
                  "\tStaticText 'Confirmation #79322'", "\t[88] link 'Modify'", "\t[89] button 'Cancel'"]
        if kaito == "confirm":
            b += ["[95] dialog 'Cancel reservation?'", "\tStaticText 'Sushi Kaito · Fri, Jun 21 · 8:00 PM · Party of 2'",
                  "\t[96] button 'Yes, cancel reservation'", "\t[97] button 'Keep reservation'"]
        b += ["[90] heading 'Past'", "[91] article ''", "\t[92] link 'Canlis'", "\tStaticText 'Sat, May 18 · 7:00 PM · Party of 2'",
              "\tStaticText 'Completed'", "\t[93] link 'Write a review'"]
        if kaito == "cancelled":
            b += ["[98] heading 'Cancelled'", "[99] article ''", "\t[100] link 'Sushi Kaito'",
                  "\tStaticText 'Fri, Jun 21 · 8:00 PM · Party of 2'", "\tStaticText 'Confirmation #79322 · Cancelled by you'"]
        return axtree("My reservations | TableNow", head + b, TN + "/my/reservations")

    turns: Turns = [
        ("select_option('31', '4 people')", rest("4", "Fri, Jun 14")),
        ("select_option('32', 'Sat, Jun 15')", rest("4", "Sat, Jun 15")),
        ("click('42')", details("04:52")),
        ("fill('64', '" + req + "')", details("04:21", req)),
        ("click('67')", confirmed),
        ("click('7')", mine("before")),
        ("click('89')", mine("confirm")),
        ("click('96')", mine("cancelled")),
    ]
    rs.add(task="web", tid="h8-web-17", system=WEB_SYSTEM, turns=turns, state=rest("2", "Fri, Jun 14"))


# ---------------------------------------------------------------------------------------------------------
# MediaWiki
def mw(site: str, base: str, user: str, heading: str, body: list[str], url: str, *, ns: str = "Page", view: str = "Read",
       footer: str | None = None, tools: bool = False, menu: bool = False, watched: bool = False) -> str:
    out = ["[10] link 'Jump to content'", "[11] button 'Main menu' expanded=" + ("True" if menu else "False")]
    if menu:
        out += ["\t[12] navigation 'Site'", "\t\t[13] link 'Main page'", "\t\t[14] link 'Recent changes'", "\t\t[15] link 'Random page'",
                "\t\t[16] link 'Help about MediaWiki'", "\t\t[17] link 'Special pages'"]
    out += [f"[18] link '{site}'", f"[19] searchbox 'Search {site}'", "[20] button 'Search'", f"[21] link '{user}'",
            "[22] link 'Talk'", "[23] link 'Preferences'", "[24] link 'Watchlist'", "[25] link 'Contributions'", "[26] link 'Log out'",
            f"[30] heading '{heading}'"]
    if ns:
        out += ["[31] link 'Page'" + (" selected" if ns == "Page" else ""), "[32] link 'Discussion'" + (" selected" if ns == "Talk" else ""),
                "[33] link 'Read'" + (" selected" if view == "Read" else ""), "[34] link 'Edit'" + (" selected" if view == "Edit" else ""),
                "[35] link 'View history'" + (" selected" if view == "History" else ""),
                f"[36] link '{'Unwatch' if watched else 'Watch'}'", "[37] button 'Tools' expanded=" + ("True" if tools else "False")]
        if tools:
            out += ["\t[38] link 'Move'", "\t[39] link 'What links here'", "\t[40] link 'Related changes'", "\t[41] link 'Special pages'",
                    "\t[42] link 'Permanent link'", "\t[43] link 'Page information'"]
    out += body
    if footer:
        out += [f"StaticText 'This page was last edited on {footer}.'"]
    out += ["StaticText 'Content is available under Creative Commons Attribution-ShareAlike unless otherwise noted.'",
            "[90] link 'Privacy policy'", f"[91] link 'About {site}'", "[92] link 'Disclaimers'", "[93] link 'Powered by MediaWiki'"]
    return axtree(f"{heading} - {site}", out, url)


def render_wikitext(text: str) -> list[str]:
    out = []
    for ln in text.split("\n"):
        if not ln.strip():
            continue
        if ln.startswith("== "):
            h = ln.strip("= ").strip()
            out += [f"[{60 + len(out)}] heading '{h}'"]
        elif ln.startswith("* "):
            out += ["listitem ''", f"\tStaticText '{clean_wiki(ln[2:])}'"]
        else:
            out += [f"StaticText '{clean_wiki(ln)}'"]
    return out


def clean_wiki(s: str) -> str:
    import re
    s = re.sub(r"\[\[([^|\]]+)\|([^\]]+)\]\]", r"\2", s)
    s = re.sub(r"\[\[([^\]]+)\]\]", r"\1", s)
    return s.replace("'''", "").replace("''", "")


def t18(rs: RowSet) -> None:
    """MediaWiki edit, preview, save, move. CLEAN: the preview shows the new fee but saves nothing (turn 4); saving
    changes the content and the 'last edited' line, and the page becomes watched (turn 5); history gains the new
    top revision with the right byte delta (turn 6); the move renames the page and leaves a redirect (turn 10)."""
    site, W = "Riverside Wiki", "https://wiki.riversidecommons.org"
    user = "Gardener42"
    title = "Riverside Community Garden"
    old = ("'''Riverside Community Garden''' is a volunteer-run allotment garden on the east bank of the [[Mill River]].\n\n"
           "== Plots ==\n* 48 raised beds, 4 of them wheelchair-accessible\n* Plot fee: $35 per season\n"
           "* Waiting list managed by the [[Garden Committee]]\n\n== Water ==\nTaps are turned on in mid-April and off after the first frost.\n\n"
           "== Work days ==\nCommunity work days are held on the first Saturday of each month, 9am to noon.")
    new = old.replace("* Plot fee: $35 per season", "* Plot fee: $35 per season ($40 from 2025)")
    nb_old, nb_new = len(old.encode()), len(new.encode())
    url = W + "/wiki/Riverside_Community_Garden"

    def view(text: str, footer: str, saved: bool = False, tools: bool = False, watched: bool = False) -> str:
        body = (["[50] status ''", "\tStaticText 'Your edit was saved.'"] if saved else []) + ["StaticText 'From Riverside Wiki'"] + render_wikitext(text)
        body += ["[80] link 'Categories'", "[81] link 'Gardens'", "[82] link 'Volunteer groups'"]
        return mw(site, W, user, title, body, url, footer=footer, tools=tools, watched=watched)

    def edit(text: str, summary: str = "", preview: bool = False) -> str:
        body = []
        if preview:
            body += ["[44] heading 'Preview'", "StaticText 'Remember that this is only a preview.'",
                     "StaticText 'Your changes have not yet been saved!'", "[45] link '→ Go to editing area'"] + render_wikitext(text)
        body += ["[46] textbox '' multiline"] + [f"\tStaticText '{ln}'" for ln in text.split("\n") if ln] + ["StaticText 'Summary:'",
                 f"[47] textbox 'Summary:' value='{summary}'" if summary else "[47] textbox 'Summary:'",
                 "[48] checkbox 'This is a minor edit' checked=false", "[49] checkbox 'Watch this page' checked=true",
                 "[51] button 'Save changes'", "[52] button 'Show preview'", "[53] button 'Show changes'", "[54] link 'Cancel'",
                 "StaticText 'By saving changes, you agree to the Terms of Use.'"]
        return mw(site, W, user, f"Editing {title}", body, W + "/index.php?title=Riverside_Community_Garden&action=" + ("submit" if preview else "edit"),
                  view="Edit")

    d_may = len(", 4 of them wheelchair-accessible")
    d_work = len("\n\n== Work days ==\nCommunity work days are held on the first Saturday of each month, 9am to noon.")
    r_mar = nb_old - d_may
    r_oct = r_mar + 7
    r_jun = r_oct - d_work
    hist_rows = [("14:10, 2 May 2024", "Mara.B", nb_old, f"+{d_may}", "Add wheelchair-accessible beds"),
                 ("08:55, 19 March 2024", "Gardener42", r_mar, "-7", "/* Water */ fix date"),
                 ("17:31, 2 October 2023", "Tom Reyes", r_oct, f"+{d_work}", "Work days section"),
                 ("11:02, 14 June 2023", "Mara.B", r_jun, f"+{r_jun}", "Created page")]

    def history() -> str:
        rows = [("09:17, 4 June 2024", user, nb_new, f"+{nb_new - nb_old}", "Update plot fee for 2025")] + hist_rows
        body = ["StaticText 'Revision history of \"Riverside Community Garden\"'", "[55] button 'Compare selected revisions'", "[56] list ''"]
        for k, (d, u, nb, delta, s) in enumerate(rows):
            b = 57 + k * 3
            body += [f"\t[{b}] listitem ''", "\t\tStaticText 'cur'" if k == 0 else f"\t\t[{b + 1}] link 'cur'",
                     f"\t\t[{b + 2}] link 'prev'" if k < len(rows) - 1 else "\t\tStaticText 'prev'", f"\t\tStaticText '{d}'",
                     f"\t\tStaticText '{u}'", f"\t\tStaticText '{nb:,} bytes'", f"\t\tStaticText '{delta}'", f"\t\tStaticText '{s}'"]
        return mw(site, W, user, title, body, W + "/index.php?title=Riverside_Community_Garden&action=history", view="History", watched=True)

    def move(newt: str) -> str:
        body = ["StaticText 'Using the form below will rename a page, moving all of its history to the new name.'",
                "StaticText 'The old title will become a redirect page to the new title.'",
                "StaticText 'New title:'", "[60] combobox 'Namespace' value='(Main)'", f"[61] textbox 'New title' value='{newt}'",
                "[62] textbox 'Reason:'", "[63] checkbox 'Move associated talk page' checked=true",
                "[64] checkbox 'Leave a redirect behind' checked=true", "[65] checkbox 'Watch source page and target page' checked=true",
                "[66] button 'Move page'"]
        return mw(site, W, user, f"Move {title}", body, W + "/wiki/Special:MovePage/Riverside_Community_Garden", ns="")

    nt = "Riverside Community Garden (Eastbank)"
    moved = mw(site, W, user, "Move succeeded", [
        f"StaticText '\"{title}\" has been moved to \"{nt}\".'", "StaticText 'A redirect has been created.'",
        f"StaticText 'The talk page \"Talk:{title}\" has been moved to \"Talk:{nt}\".'",
        "[67] link 'Riverside Community Garden'", f"[68] link '{nt}'"], W + "/wiki/Special:MovePage", ns="")
    f_old, f_new = "2 May 2024, at 14:10", "4 June 2024, at 09:17"
    summ = "Update plot fee for 2025"
    turns: Turns = [
        ("click('34')", edit(old)),
        ("fill('46', " + repr(new) + ")", edit(new)),
        ("fill('47', '" + summ + "')", edit(new, summ)),
        ("click('52')", edit(new, summ, preview=True)),
        ("click('51')", view(new, f_new, saved=True, watched=True)),
        ("click('35')", history()),
        ("click('37')", _tools_hist(history())),
        ("click('38')", move(title)),
        ("fill('61', '" + nt + "')", move(nt)),
        ("click('66')", moved),
    ]
    rs.add(task="web", tid="h8-web-18", system=WEB_SYSTEM, turns=turns, state=view(old, f_old))


def _tools_hist(page: str) -> str:
    """The same page with the Tools menu expanded."""
    return page.replace("[37] button 'Tools' expanded=False",
                        "[37] button 'Tools' expanded=True\n\t\t[38] link 'Move'\n\t\t[39] link 'What links here'\n\t\t[40] link 'Related changes'"
                        "\n\t\t[41] link 'Special pages'\n\t\t[42] link 'Permanent link'\n\t\t[43] link 'Page information'")


def t19(rs: RowSet) -> None:
    """MediaWiki section edit. BAD: turn 4 saves the Accounts section with the Okta Verify VPN text, and turns 5-6
    (history, diff) confirm that revision is current; turn 8's article view again shows the old FortiClient VPN
    bullet in Accounts although its footer says 'last edited on 4 June 2024, at 10:04' (edit lost)."""
    site, W = "Northwind Team Wiki", "https://wiki.northwind.internal"
    user = "Priya.k"
    title = "Onboarding checklist"
    url = W + "/wiki/Onboarding_checklist"
    intro = "This checklist is for new engineering hires. Work through it during your first week.\n\n"
    acc_old = ("== Accounts ==\n* Ask IT for a laptop and a YubiKey on day one\n"
               "* Connect to the VPN with FortiClient (profile: nw-eng)\n* Join the #eng-onboarding Slack channel")
    acc_new = ("== Accounts ==\n* Ask IT for a laptop and a YubiKey on day one\n"
               "* Connect to the VPN with Okta Verify (FortiClient was retired in May 2024)\n* Join the #eng-onboarding Slack channel")
    rest = ("\n\n== Development setup ==\n* Clone the monorepo and run make bootstrap\n* Request read access to the staging database\n\n"
            "== First week ==\n* Pair with your onboarding buddy on one small bug\n* Present yourself at the Thursday demo")
    old_text, new_text = intro + acc_old + rest, intro + acc_new + rest
    f_old, f_new = "28 May 2024, at 16:22", "4 June 2024, at 10:04"

    def view(text: str, footer: str, saved: bool = False, watched: bool = False) -> str:
        body = (["[50] status ''", "\tStaticText 'Your edit was saved.'"] if saved else []) + ["StaticText 'From Northwind Team Wiki'"]
        body += ["[55] navigation 'Contents'", "\t[56] link '1 Accounts'", "\t[57] link '2 Development setup'", "\t[58] link '3 First week'"]
        r = render_wikitext(text)
        out = []
        for ln in r:
            out.append(ln)
            if "heading '" in ln:
                sec = {"Accounts": 1, "Development setup": 2, "First week": 3}[ln.split("heading '")[1][:-1]]
                out.append(f"[{75 + sec}] link 'edit section: {ln.split(chr(39))[1]}'")
        body += out + ["[80] link 'Categories'", "[81] link 'Onboarding'"]
        return mw(site, W, user, title, body, url, footer=footer, watched=watched)

    def edit(sec_text: str, summary: str) -> str:
        body = ["[46] textbox '' multiline"] + [f"\tStaticText '{ln}'" for ln in sec_text.split("\n")] + [
            "StaticText 'Summary:'", f"[47] textbox 'Summary:' value='{summary}'", "[48] checkbox 'This is a minor edit' checked=false",
            "[49] checkbox 'Watch this page' checked=true", "[51] button 'Save changes'", "[52] button 'Show preview'",
            "[53] button 'Show changes'", "[54] link 'Cancel'"]
        return mw(site, W, user, f"Editing {title} (section)", body, W + "/index.php?title=Onboarding_checklist&action=edit&section=1", view="Edit")

    nb_old, nb_new = len(old_text.encode()), len(new_text.encode())
    d_demo = len("\n* Present yourself at the Thursday demo")
    d_dev = len("\n* Request read access to the staging database")
    hist = [("10:04, 4 June 2024", user, nb_new, f"+{nb_new - nb_old}", "→‎Accounts: VPN now via Okta Verify"),
            ("16:22, 28 May 2024", "Daniel.O", nb_old, f"+{d_demo}", "→‎First week: demo day"),
            ("09:40, 12 February 2024", "Priya.k", nb_old - d_demo, f"+{d_dev}", "→‎Development setup: staging access"),
            ("15:03, 8 January 2024", "Lee.W", nb_old - d_demo - d_dev, f"+{nb_old - d_demo - d_dev}", "Created page")]

    def history() -> str:
        body = ["StaticText 'Revision history of \"Onboarding checklist\"'", "[55] button 'Compare selected revisions'", "[56] list ''"]
        for k, (d, u, nb, delta, s) in enumerate(hist):
            b = 57 + k * 3
            body += [f"\t[{b}] listitem ''", "\t\tStaticText 'cur'" if k == 0 else f"\t\t[{b + 1}] link 'cur'",
                     f"\t\t[{b + 2}] link 'prev'" if k < len(hist) - 1 else "\t\tStaticText 'prev'", f"\t\tStaticText '{d}'",
                     f"\t\tStaticText '{u}'", f"\t\tStaticText '{nb:,} bytes'", f"\t\tStaticText '{delta}'", f"\t\tStaticText '({s})'"]
        return mw(site, W, user, title, body, W + "/index.php?title=Onboarding_checklist&action=history", view="History", watched=True)

    diff_body = ["StaticText 'Revision as of 16:22, 28 May 2024'", "[60] link '← Older edit'", "StaticText 'Daniel.O'",
                 "StaticText 'Latest revision as of 10:04, 4 June 2024'", f"StaticText '{user}'", "StaticText '(→‎Accounts: VPN now via Okta Verify)'",
                 "[161] table ''", "\t[162] row ''", "\t\tStaticText 'Line 3:'", "\t\tStaticText 'Line 3:'",
                 "\t[167] row ''", "\t\tStaticText '== Accounts =='", "\t\tStaticText '== Accounts =='", "\t[163] row ''",
                 "\t\tStaticText '* Ask IT for a laptop and a YubiKey on day one'", "\t\tStaticText '* Ask IT for a laptop and a YubiKey on day one'",
                 "\t[164] row ''", "\t\tStaticText '−'", "\t\tStaticText '* Connect to the VPN with FortiClient (profile: nw-eng)'",
                 "\t\tStaticText '+'", "\t\tStaticText '* Connect to the VPN with Okta Verify (FortiClient was retired in May 2024)'",
                 "\t[165] row ''", "\t\tStaticText '* Join the #eng-onboarding Slack channel'", "\t\tStaticText '* Join the #eng-onboarding Slack channel'",
                 "[166] heading 'Latest revision as of 10:04, 4 June 2024'"] + render_wikitext(new_text)
    diff = mw(site, W, user, f"{title}: Difference between revisions", diff_body,
              W + "/index.php?title=Onboarding_checklist&diff=prev&oldid=2291", watched=True)
    talk = mw(site, W, user, "Talk:Onboarding checklist", [
        "StaticText 'From Northwind Team Wiki'", "[60] heading 'Staging database access'",
        "StaticText 'New hires keep asking for staging access in week two. Could it go on the list? -- Lee.W (talk) 16:48, 9 February 2024 (UTC)'",
        "StaticText 'Done, added it under Development setup. -- Priya.k (talk) 13:02, 12 February 2024 (UTC)'",
        "[61] heading 'Laptop pickup'", "StaticText 'IT moved to the 3rd floor. -- Daniel.O (talk) 09:11, 28 May 2024 (UTC)'"],
        W + "/wiki/Talk:Onboarding_checklist", ns="Talk", footer="28 May 2024, at 09:11", watched=True)
    rc_rows = [("10:04", "Onboarding checklist", "diff | hist", "+" + str(nb_new - nb_old), user, "→‎Accounts: VPN now via Okta Verify"),
               ("09:51", "Release process", "diff | hist", "+212", "Daniel.O", "→‎Hotfixes: add rollback step"),
               ("09:12", "On-call rota", "diff | hist", "-38", "Lee.W", "June swap"),
               ("08:47", "File:Staging-diagram.png", "hist", "", "Lee.W", "uploaded a new version")]
    rc_body = ["StaticText 'Track the most recent changes to the wiki on this page.'", "[60] button 'Show last 50 changes, 7 days'",
               "[61] heading '4 June 2024'", "[62] list ''"]
    for k, (t, p, links, d, u, s) in enumerate(rc_rows):
        rc_body += [f"\t[{63 + k}] listitem ''", f"\t\tStaticText '{links}'", f"\t\tStaticText '{t}'", f"\t\t[{70 + k}] link '{p}'",
                    f"\t\tStaticText '{d}'", f"\t\tStaticText '{u}'", f"\t\tStaticText '({s})'"]
    release = mw(site, W, user, "Release process", [
        "StaticText 'From Northwind Team Wiki'", "[60] heading 'Cadence'",
        "StaticText 'We release the monorepo every Tuesday at 14:00 UTC from the release branch.'", "[61] heading 'Hotfixes'",
        "listitem ''", "\tStaticText 'Branch from the last release tag and open a merge request labelled hotfix.'",
        "listitem ''", "\tStaticText 'If the hotfix fails in production, roll back with the previous tag before debugging.'",
        "[62] heading 'Owners'", "StaticText 'Release captain rotates weekly; see the On-call rota.'"],
        W + "/wiki/Release_process", footer="4 June 2024, at 09:51")
    turns: Turns = [
        ("click('76')", edit(acc_old, "/* Accounts */ ")),
        ("fill('46', " + repr(acc_new) + ")", edit(acc_new, "/* Accounts */ ")),
        ("fill('47', '/* Accounts */ VPN now via Okta Verify')", edit(acc_new, "/* Accounts */ VPN now via Okta Verify")),
        ("click('51')", view(new_text, f_new, saved=True, watched=True)),
        ("click('35')", history()),
        ("click('59')", diff),
        ("click('32')", talk),
        ("click('31')", view(old_text, f_new, watched=True)),
        ("goto('" + W + "/wiki/Special:RecentChanges')", mw(site, W, user, "Recent changes", rc_body, W + "/wiki/Special:RecentChanges", ns="")),
        ("click('71')", release),
    ]
    rs.add(task="web", tid="h8-web-19", system=WEB_SYSTEM, turns=turns, state=view(old_text, f_old), bad=True, turn=8, kind="saved edit lost")


# ---------------------------------------------------------------------------------------------------------
# Redmine issue tracker
RM = "https://redmine.tessera-labs.net"


def rm_frame(active: str, body: list[str], title: str, url: str) -> str:
    out = ["[5] link 'Home'", "[6] link 'My page'", "[7] link 'Projects'", "[8] link 'Help'", "StaticText 'Logged in as'",
           "[9] link 'twrona'", "[10] link 'My account'", "[11] link 'Sign out'", "[12] textbox 'Search:'",
           "[13] combobox 'Jump to a project...'", "[14] heading 'Tessera'", "[15] navigation ''"]
    for i, t in enumerate(["Overview", "Activity", "Roadmap", "Issues", "Spent time", "Gantt", "Calendar", "News", "Documents",
                           "Wiki", "Files", "Settings"]):
        out.append(f"\t[{16 + i}] link '{t}'" + (" selected" if t == active else ""))
    out += ["\t[29] link 'New issue'"] + body + ["StaticText 'Powered by Redmine © 2006-2024 Jean-Philippe Lang'"]
    return axtree(f"{title} - Tessera - Redmine", out, url)


def t20(rs: RowSet) -> None:
    """Redmine: reject a duplicate bug. BAD: the open list has 19 issues (turns 1-2: 11 Bugs, 6 Features,
    2 Support); turn 8 rejects Bug #1204 and turns 9-10 show 18 open; turn 11's Overview still counts 'Bug: 11 open
    / 57' (Feature 6, Support 2), i.e. 19 open issues (count does not follow)."""
    issues = [(1262, "Feature", "New", "Normal", "Allow SSO login with Azure AD groups", "Priya Nair", "06/03/2024 05:48 PM"),
              (1258, "Bug", "In Progress", "High", "Scheduler skips jobs when DST ends", "Tomasz Wrona", "06/03/2024 11:02 AM"),
              (1257, "Bug", "New", "Normal", "Dark mode: chart legend unreadable", "", "06/01/2024 09:40 AM"),
              (1251, "Bug", "Confirmed", "High", "CSV export misses final row with active filters", "Tomasz Wrona", "05/31/2024 04:15 PM"),
              (1249, "Support", "New", "Low", "How to rotate API tokens without downtime?", "", "05/30/2024 02:27 PM"),
              (1246, "Feature", "In Progress", "Normal", "Bulk edit of custom fields", "Marek Zielinski", "05/29/2024 10:03 AM"),
              (1240, "Bug", "New", "Urgent", "Login page 500 error when locale is pt-BR", "Priya Nair", "05/28/2024 06:55 PM"),
              (1239, "Bug", "Confirmed", "Normal", "Attachment previews fail for HEIC images", "", "05/28/2024 01:12 PM"),
              (1233, "Feature", "New", "Low", "Keyboard shortcut to toggle sidebar", "", "05/27/2024 08:30 AM"),
              (1230, "Bug", "In Progress", "Normal", "Webhook retries never back off", "Marek Zielinski", "05/24/2024 03:44 PM"),
              (1227, "Support", "Feedback", "Normal", "Migrating from Jira: epics mapping", "Priya Nair", "05/23/2024 11:19 AM"),
              (1221, "Feature", "New", "Normal", "Per-project default assignee", "", "05/22/2024 09:58 AM"),
              (1218, "Bug", "New", "Low", "Tooltip overlaps dropdown in Gantt view", "", "05/21/2024 05:01 PM"),
              (1212, "Feature", "Confirmed", "High", "Audit log export to S3", "Tomasz Wrona", "05/21/2024 10:47 AM"),
              (1209, "Bug", "Confirmed", "Normal", "Search ignores accented characters", "", "05/20/2024 04:36 PM"),
              (1204, "Bug", "New", "Normal", "Export to CSV drops the last row when a filter is active", "", "05/20/2024 10:12 AM"),
              (1198, "Feature", "New", "Normal", "Markdown tables in issue descriptions", "", "05/17/2024 02:09 PM"),
              (1190, "Bug", "Feedback", "Low", "Email notifications duplicated for watchers", "Marek Zielinski", "05/15/2024 12:33 PM"),
              (1185, "Bug", "New", "Normal", "Time entry rounding off by one minute", "", "05/14/2024 09:21 AM")]
    assert sum(i[1] == "Bug" for i in issues) == 11 and sum(i[1] == "Feature" for i in issues) == 6
    after = [i for i in issues if i[0] != 1204]

    def listing(rows: list[tuple], page: int) -> str:
        n = len(rows)
        chunk = rows[(page - 1) * 15: page * 15]
        first = (page - 1) * 15 + 1
        body = ["[30] heading 'Issues'", "[31] group 'Filters'", "\t[32] checkbox 'Status' checked=true",
                "\t[33] combobox 'Status operator' value='open'", "\t[34] combobox 'Add filter' value=''", "[35] group 'Options'",
                "[36] link 'Apply'", "[37] link 'Clear'", "[38] link 'Save'", "[40] table ''",
                "\t[41] row '# Tracker Status Priority Subject Assignee Updated'"]
        for k, (iid, tr, stt, pr, subj, asg, upd) in enumerate(chunk):
            b = 42 + k * 3
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '{iid}'", f"\t\tStaticText '{tr}'", f"\t\tStaticText '{stt}'",
                     f"\t\tStaticText '{pr}'", f"\t\t[{b + 2}] link '{subj}'", f"\t\tStaticText '{asg}'", f"\t\tStaticText '{upd}'"]
        body += ["[100] navigation 'Pagination'"]
        if page == 2:
            body += ["\t[101] link '« Previous'", "\t[102] link '1'", "\tStaticText '2'"]
        else:
            body += ["\tStaticText '1'", "\t[103] link '2'", "\t[104] link 'Next »'"]
        body += [f"\tStaticText '({first}-{first + len(chunk) - 1}/{n})'", "\tStaticText 'Per page: 15, 25, 50'",
                 "StaticText 'Also available in: Atom | CSV | PDF'"]
        return rm_frame("Issues", body, "Issues", RM + "/projects/tessera/issues" + ("?page=2" if page == 2 else ""))

    note = "Duplicate of #1251."

    def issue(status: str, assignee: str, editing: bool = False, notes: str = "", updated: bool = False,
              f_status: str = "New", f_assignee: str = "") -> str:
        body = []
        if updated:
            body += ["[30] status ''", "\tStaticText 'Successful update.'"]
        body += ["[31] link 'Edit'", "[32] link 'Log time'", "[33] link 'Watch'", "[34] link 'Copy'", "[35] heading 'Bug #1204'",
                 "[36] heading 'Export to CSV drops the last row when a filter is active'", "StaticText 'Added by '", "[37] link 'Marek Zielinski'",
                 "StaticText '15 days ago.'", "StaticText ' Updated '" if updated else "StaticText ' Updated 15 days ago.'"]
        if updated:
            body += ["StaticText 'less than a minute ago.'"]
        body += ["StaticText 'Status:'", f"StaticText '{status}'", "StaticText 'Priority:'", "StaticText 'Normal'",
                 "StaticText 'Assignee:'", f"StaticText '{assignee or '-'}'" if not assignee else f"[38] link '{assignee}'",
                 "StaticText 'Category:'", "StaticText 'Export'", "StaticText 'Target version:'", "StaticText '-'",
                 "StaticText 'Start date:'", "StaticText '05/20/2024'", "StaticText 'Due date:'", "StaticText ''", "StaticText '% Done:'",
                 "StaticText '0%'", "StaticText 'Estimated time:'", "StaticText ''", "[39] heading 'Description'",
                 "StaticText 'With any filter applied on the issue list, the CSV export contains one row fewer than the table. Reproduced on 5.1.2.'"]
        body += ["[40] heading 'History'", "[41] heading 'Updated by Marek Zielinski 15 days ago'", "\t[44] list ''",
                 "\t\tStaticText 'Category set to Export'"]
        if updated:
            body += ["[42] heading 'Updated by Tomasz Wrona less than a minute ago'", "\t[43] list ''",
                     "\t\tStaticText 'Status changed from New to Rejected'", "\t\tStaticText 'Assignee set to Priya Nair'",
                     f"\tStaticText '{note}'"]
        if editing:
            body += ["[50] heading 'Edit'", "[51] combobox 'Tracker' value='Bug'", "[52] textbox 'Subject' value='Export to CSV drops the last row when a filter is active'",
                     f"[53] combobox 'Status' value='{f_status}'", "\t[54] option 'New'", "\t[55] option 'In Progress'", "\t[56] option 'Resolved'",
                     "\t[57] option 'Feedback'", "\t[58] option 'Closed'", "\t[59] option 'Rejected'",
                     "[60] combobox 'Priority' value='Normal'", f"[61] combobox 'Assignee' value='{f_assignee}'",
                     "[62] combobox 'Category' value='Export'", "[63] combobox 'Target version' value=''", "[64] combobox '% Done' value='0 %'",
                     "[65] heading 'Notes'", f"[66] textbox 'Notes' value='{notes}'" if notes else "[66] textbox 'Notes'",
                     "[67] checkbox 'Private notes' checked=false", "[68] button 'Submit'", "[69] link 'Preview'", "[70] link 'Cancel'"]
        return rm_frame("Issues", body, "Bug #1204: Export to CSV drops the last row when a filter is active", RM + "/issues/1204")

    overview = rm_frame("Overview", [
        "[30] heading 'Overview'", "StaticText 'Scheduling, time tracking and reporting for small teams.'",
        "[31] heading 'Issue tracking'", "[32] table ''", "\t[33] row ' open closed Total'",
        "\t[34] row ''", "\t\t[35] link 'Bug'", "\t\t[36] link '11'", "\t\t[37] link '46'", "\t\t[38] link '57'",
        "\t[39] row ''", "\t\t[40] link 'Feature'", "\t\t[41] link '6'", "\t\t[42] link '15'", "\t\t[43] link '21'",
        "\t[44] row ''", "\t\t[45] link 'Support'", "\t\t[46] link '2'", "\t\t[47] link '7'", "\t\t[48] link '9'",
        "[49] link 'View all issues'", "StaticText '|'", "[50] link 'Summary'", "StaticText '|'", "[51] link 'Calendar'",
        "[52] heading 'Spent time'", "StaticText '412.50 hours'", "[53] link 'Details'", "[54] link 'Report'",
        "[55] heading 'Members'", "StaticText 'Manager: Tomasz Wrona'", "StaticText 'Developer: Marek Zielinski, Priya Nair'",
        "StaticText 'Reporter: Anna Kowalczyk'", "[56] heading 'Latest news'", "[57] link 'Tessera 5.1.2 released'",
        "StaticText 'Added by Tomasz Wrona 12 days ago'"], "Overview", RM + "/projects/tessera")
    activity = rm_frame("Activity", [
        "[30] heading 'Activity'", "StaticText 'From 05/06/2024 to 06/04/2024'", "[31] heading 'Today'",
        "StaticText '02:41 PM'", "[32] link 'Bug #1204 (Rejected): Export to CSV drops the last row when a filter is active'",
        f"StaticText '{note}'", "StaticText 'Tomasz Wrona'", "[33] heading '06/03/2024'", "StaticText '05:48 PM'",
        "[34] link 'Feature #1262 (New): Allow SSO login with Azure AD groups'", "StaticText 'Priya Nair'", "StaticText '11:02 AM'",
        "[35] link 'Bug #1258 (In Progress): Scheduler skips jobs when DST ends'", "StaticText 'Tomasz Wrona'",
        "[36] heading '06/01/2024'", "StaticText '09:40 AM'", "[37] link 'Bug #1257 (New): Dark mode: chart legend unreadable'",
        "StaticText 'Anna Kowalczyk'", "[38] link '« Previous'"], "Activity", RM + "/projects/tessera/activity")
    turns: Turns = [
        ("goto('" + RM + "/projects/tessera/issues')", listing(issues, 1)),
        ("click('103')", listing(issues, 2)),
        ("click('43')", issue("New", "")),
        ("click('31')", issue("New", "", editing=True)),
        ("select_option('61', 'Priya Nair')", issue("New", "", editing=True, f_assignee="Priya Nair")),
        ("select_option('53', 'Rejected')", issue("New", "", editing=True, f_status="Rejected", f_assignee="Priya Nair")),
        ("fill('66', '" + note + "')", issue("New", "", editing=True, notes=note, f_status="Rejected", f_assignee="Priya Nair")),
        ("click('68')", issue("Rejected", "Priya Nair", updated=True)),
        ("click('19')", listing(after, 1)),
        ("click('103')", listing(after, 2)),
        ("click('16')", overview),
        ("click('17')", activity),
    ]
    state = rm_frame("", ["[30] heading 'My page'", "StaticText 'Issues assigned to me (4)'"], "My page", RM + "/my/page")
    rs.add(task="web", tid="h8-web-20", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="count does not follow")


# ---------------------------------------------------------------------------------------------------------
# WordPress (CMS)
WP = "https://news.harborview-gazette.org"


def wp_frame(active: str, body: list[str], title: str, url: str) -> str:
    out = ["[5] link 'Skip to main content'", "[6] menubar 'Toolbar'", "\t[7] menuitem 'About WordPress'",
           "\t[8] menuitem 'Harborview Gazette'", "\t[9] menuitem '0 Comments in moderation'", "\t[10] menuitem 'New'",
           "\t[11] menuitem 'Howdy, editor'", "[12] navigation 'Main menu'"]
    for i, t in enumerate(["Dashboard", "Posts", "Media", "Pages", "Comments", "Appearance", "Plugins", "Users", "Tools", "Settings"]):
        out.append(f"\t[{13 + i}] link '{t}'" + (" current" if t == "Media" and active else ""))
    if active:
        out += ["\t\t[24] link 'Library'" + (" current" if active == "Library" else ""),
                "\t\t[25] link 'Add New Media File'" + (" current" if active == "Add" else "")]
    out += ["\t[26] button 'Collapse Main menu'"] + body + ["StaticText 'Thank you for creating with WordPress.'", "StaticText 'Version 6.5.3'"]
    return axtree(f"{title} ‹ Harborview Gazette — WordPress", out, url)


def t21(rs: RowSet) -> None:
    """WordPress media upload. CLEAN: uploading a second harbor-sunset.jpg is stored as harbor-sunset-2.jpg (turn 3)
    because a file of that name exists (listed since the start); renaming the title does not rename the file or its
    permalink (turns 5-6); the library then counts 25 items, shows both files, and the former 10th row moves to page
    2 (turn 7)."""
    media = [("Council meeting 0603", "council-meeting-0603.jpg", "Jun 3, 2024", "Council approves ferry budget"),
             ("ferry-terminal-render", "ferry-terminal-render.png", "Jun 1, 2024", "Council approves ferry budget"),
             ("Farmers market crowd", "farmers-market-crowd.jpg", "May 31, 2024", "Market season opens"),
             ("harbor-sunset", "harbor-sunset.jpg", "May 28, 2024", "Photo of the week: Harbor at dusk"),
             ("tide-chart-june", "tide-chart-june.pdf", "May 27, 2024", "(Unattached)"),
             ("Lighthouse restoration 2", "lighthouse-restoration-2.jpg", "May 24, 2024", "Lighthouse restoration begins"),
             ("Lighthouse restoration", "lighthouse-restoration.jpg", "May 24, 2024", "Lighthouse restoration begins"),
             ("school-board-portraits", "school-board-portraits.jpg", "May 20, 2024", "Meet your school board candidates"),
             ("podcast-ep41", "podcast-ep41.mp3", "May 17, 2024", "Harbor Talk episode 41"),
             ("Marina expansion map", "marina-expansion-map.png", "May 15, 2024", "Marina expansion hearing")]
    new_item = ("harbor-sunset", "harbor-sunset-2.jpg", "Jun 4, 2024", "(Unattached)")

    def library(items: list[tuple], total: int) -> str:
        body = ["[30] heading 'Media Library'", "[31] link 'Add New Media File'", "[32] link 'List view' current", "[33] link 'Grid view'",
                "[34] combobox 'Filter by type' value='All media items'", "[35] combobox 'Filter by date' value='All dates'",
                "[36] button 'Filter'", "[37] searchbox 'Search Media'", "[38] combobox 'Bulk actions' value='Bulk actions'",
                "[39] button 'Apply'", f"StaticText '{total} items'", "[40] link 'Next page'", "[41] textbox 'Current Page' value='1'",
                f"StaticText 'of {-(-total // 10)}'", "[42] table ''", "\t[43] row 'File Author Uploaded to Comments Date'"]
        for k, (t, f, d, up) in enumerate(items):
            b = 50 + k * 3
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '“{t}” (Edit)'", f"\t\tStaticText '{f}'", "\t\tStaticText 'editor'",
                     f"\t\tStaticText '{up}'", "\t\tStaticText '—'", f"\t\tStaticText '{d}'"]
        return wp_frame("Library", body, "Media Library", WP + "/wp-admin/upload.php?mode=list")

    upload_body = ["[30] heading 'Upload New Media'", "StaticText 'Drop files to upload'", "StaticText 'or'", "[31] button 'Select Files'",
                   "StaticText 'You are using the multi-file uploader. Problems? Try the browser uploader instead.'",
                   "StaticText 'Maximum upload file size: 64 MB.'"]
    upload = wp_frame("Add", upload_body, "Upload New Media", WP + "/wp-admin/media-new.php")
    uploaded = wp_frame("Add", upload_body + ["[44] list ''", "\t[45] listitem ''", "\t\timg ''", "\t\tStaticText 'harbor-sunset'",
                                               "\t\t[46] button 'Copy URL to clipboard'", "\t\t[47] link 'Edit'"],
                        "Upload New Media", WP + "/wp-admin/media-new.php")

    def edit_media(title: str, alt: str, saved: bool = False) -> str:
        body = []
        if saved:
            body += ["[29] status ''", "\tStaticText 'Media file updated.'", "\t[28] button 'Dismiss this notice.'"]
        body += ["[30] heading 'Edit Media'", "[31] link 'Add New Media File'", f"[48] textbox 'Title' value='{title}'",
                 "StaticText 'Permalink:'", f"[49] link '{WP}/harbor-sunset-2/'", "[51] button 'Edit Image'",
                 f"[52] textbox 'Alternative Text' value='{alt}'" if alt else "[52] textbox 'Alternative Text'",
                 "[53] link 'Learn how to describe the purpose of the image.'", "[54] textbox 'Caption'", "[55] textbox 'Description'",
                 "[60] complementary 'Save'", "\tStaticText 'Uploaded on: June 4, 2024 at 10:22 am'", "\tStaticText 'Uploaded by: editor'",
                 "\tStaticText 'File URL:'", f"\t[61] textbox 'File URL:' readonly value='{WP}/wp-content/uploads/2024/06/harbor-sunset-2.jpg'",
                 "\t[62] button 'Copy URL to clipboard'", "\tStaticText 'File name: harbor-sunset-2.jpg'", "\tStaticText 'File type: image/jpeg'",
                 "\tStaticText 'File size: 412 KB'", "\tStaticText 'Dimensions: 2048 by 1365 pixels'",
                 "\t[63] link 'Delete permanently'", "\t[64] button 'Update'"]
        return wp_frame("Library", body, "Edit Media", WP + "/wp-admin/post.php?post=1187&action=edit")

    alt = "Sunset over the harbor seen from the north pier"
    nt = "Harbor sunset from north pier"
    final_items = [(nt,) + new_item[1:]] + media[:9]
    turns: Turns = [
        ("click('31')", upload),
        ("upload_file('31', '/home/editor/Pictures/harbor-sunset.jpg')", uploaded),
        ("click('47')", edit_media("harbor-sunset", "")),
        ("fill('52', '" + alt + "')", edit_media("harbor-sunset", alt)),
        ("fill('48', '" + nt + "')", edit_media(nt, alt)),
        ("click('64')", edit_media(nt, alt, saved=True)),
        ("click('24')", library(final_items, 25)),
    ]
    rs.add(task="web", tid="h8-web-21", system=WEB_SYSTEM, turns=turns, state=library(media, 24))


# ---------------------------------------------------------------------------------------------------------
# Bugzilla issue tracker
BZ = "https://bugs.kestrel-browser.org"


def t22(rs: RowSet) -> None:
    """Bugzilla: take a bug. CLEAN: 'take' only fills the assignee field (turn 1) and the status select changes only
    the form (turn 2) until Save Changes commits them: status ASSIGNED, assignee Jonas Meyer, a 5th comment
    (Comment 4), a new Modified time and CC 3 -> 4 because 'Add me to CC list' was checked (turn 4); History lists
    exactly those changes (turn 5); the bug page shows them again (turn 6)."""
    me = "jmeyer@kestrel-browser.org"
    cc0 = ["hbrandt@posteo.de", "triage@kestrel-browser.org", "l.ortiz@kestrel-browser.org"]
    comments = [("Helena Brandt", "2024-05-30 08:14:52 UTC", "Description",
                 "Steps: 1. Start Kestrel with --profile pointing to an empty directory. 2. Open Preferences. Result: crash (SIGSEGV). Expected: preferences open with defaults."),
                ("Luis Ortiz", "2024-05-30 11:02:37 UTC", "Comment 1", "Confirmed on 3.2 Linux. Crash report bp-7f1c9e2a attached."),
                ("Kestrel Triage Bot", "2024-06-02 17:45:09 UTC", "Comment 2", "Adding crash keyword based on the crash signature."),
                ("Helena Brandt", "2024-06-02 19:30:44 UTC", "Comment 3", "Still happens with 3.2.1.")]
    new_c = ("Jonas Meyer", "2024-06-04 09:31:12 UTC", "Comment 4",
             "Reproduced on 3.2.1 and trunk: PrefsStore::Load dereferences a null profile handle. Patch coming.")

    def show(status: str, assignee: str, take_field: str | None, cs: list, modified: str, cc: list, comment: str = "",
             banner: bool = False) -> str:
        body = []
        if banner:
            body += ["[30] heading 'Changes submitted for bug 90412'", "StaticText 'Email sent to:'",
                     "StaticText 'hbrandt@posteo.de, l.ortiz@kestrel-browser.org, triage@kestrel-browser.org'",
                     "StaticText 'Excluding: jmeyer@kestrel-browser.org'"]
        body += ["[31] link 'Bug 90412'", "[32] heading 'Crash when opening Preferences with an empty profile directory'",
                 "StaticText 'Status:'", f"[33] combobox 'Status' value='{status}'", "\t[34] option 'NEW'", "\t[35] option 'ASSIGNED'",
                 "\t[36] option 'RESOLVED'", "StaticText 'Product:'", "StaticText 'Kestrel'", "StaticText 'Component:'",
                 "StaticText 'Preferences'", "StaticText 'Version:'", "StaticText '3.2'", "StaticText 'Hardware:'",
                 "StaticText 'x86_64 Linux'", "StaticText 'Importance:'", "StaticText 'P2 critical'", "StaticText 'Assignee:'"]
        if take_field is not None:
            body += [f"[37] textbox 'Assignee' value='{take_field}'"]
        else:
            body += [f"[38] link '{assignee}'", "[39] button 'edit'"]
            if assignee == "Nobody; OK to take it and work on it":
                body += ["[40] link 'take'"]
        body += ["StaticText 'Keywords:'", "StaticText 'crash'", "StaticText 'Reported:'",
                 "StaticText '2024-05-30 08:14 UTC by Helena Brandt'", "StaticText 'Modified:'", f"StaticText '{modified} ('",
                 "[41] link 'History'", "StaticText ')'", "StaticText 'CC List:'", f"[42] button '{len(cc)} users'",
                 "StaticText 'See Also:'", "StaticText 'Crash Signature:'", "StaticText '[@ PrefsStore::Load]'", "[50] list ''"]
        for k, (who, when, label, txt) in enumerate(cs):
            body += [f"\t[{51 + k}] listitem ''", f"\t\t[{60 + k}] link '{label}'", f"\t\tStaticText '{who}'", f"\t\tStaticText '{when}'",
                     f"\t\tStaticText '{txt}'"]
        body += ["[70] heading 'Attachments'", "[71] link 'Add an attachment'", "StaticText 'Add Comment'",
                 f"[72] textbox 'Comment' value='{comment}'" if comment else "[72] textbox 'Comment'",
                 "[73] checkbox 'Add me to CC list' checked=" + ("false" if me in cc else "true"), "[74] button 'Save Changes'"]
        return axtree("90412 – Crash when opening Preferences with an empty profile directory", [
            "[5] link 'Home'", "[6] link 'New'", "[7] link 'Browse'", "[8] link 'Search'", "[9] textbox 'Quick Search'",
            "[10] link 'My Dashboard'", "[11] link 'Log out jmeyer@kestrel-browser.org'"] + body,
            BZ + ("/process_bug.cgi" if banner else "/show_bug.cgi?id=90412"))

    nobody = "Nobody; OK to take it and work on it"
    m0, m1 = "2024-06-02 19:30 UTC", "2024-06-04 09:31 UTC"
    cmt = new_c[3]
    cc1 = sorted(cc0 + [me])
    history = axtree("Changes made to bug 90412", ["[5] link 'Home'", "[6] link 'New'", "[7] link 'Browse'", "[8] link 'Search'",
                                                   "[30] heading 'Activity log for bug 90412: Crash when opening Preferences with an empty profile directory'",
                                                   "[31] table ''", "\t[32] row 'Who When What Removed Added'",
                                                   "\t[33] row ''", "\t\tStaticText 'triage@kestrel-browser.org'",
                                                   "\t\tStaticText '2024-06-02 17:45:09 UTC'", "\t\tStaticText 'Keywords'",
                                                   "\t\tStaticText ''", "\t\tStaticText 'crash'",
                                                   "\t[34] row ''", "\t\tStaticText 'triage@kestrel-browser.org'",
                                                   "\t\tStaticText '2024-06-02 17:45:09 UTC'", "\t\tStaticText 'Severity'",
                                                   "\t\tStaticText 'normal'", "\t\tStaticText 'critical'",
                                                   "\t[35] row ''", f"\t\tStaticText '{me}'", "\t\tStaticText '2024-06-04 09:31:12 UTC'",
                                                   "\t\tStaticText 'Status'", "\t\tStaticText 'NEW'", "\t\tStaticText 'ASSIGNED'",
                                                   "\t[36] row ''", "\t\tStaticText 'Assignee'", "\t\tStaticText 'nobody@kestrel-browser.org'",
                                                   f"\t\tStaticText '{me}'", "\t[37] row ''", "\t\tStaticText 'CC'", "\t\tStaticText ''",
                                                   f"\t\tStaticText '{me}'", "[38] link 'Back to bug 90412'"],
                     BZ + "/show_activity.cgi?id=90412")
    turns: Turns = [
        ("click('40')", show("NEW", nobody, me, comments, m0, cc0)),
        ("select_option('33', 'ASSIGNED')", show("ASSIGNED", nobody, me, comments, m0, cc0)),
        ("fill('72', '" + cmt + "')", show("ASSIGNED", nobody, me, comments, m0, cc0, comment=cmt)),
        ("click('74')", show("ASSIGNED", "Jonas Meyer", None, comments + [new_c], m1, cc1, banner=True)),
        ("click('41')", history),
        ("click('38')", show("ASSIGNED", "Jonas Meyer", None, comments + [new_c], m1, cc1)),
    ]
    rs.add(task="web", tid="h8-web-22", system=WEB_SYSTEM, turns=turns, state=show("NEW", nobody, None, comments, m0, cc0))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
