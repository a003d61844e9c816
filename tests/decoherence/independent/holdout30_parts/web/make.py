# ruff: noqa: E501
"""holdout30, domain web: 22 BrowserGym trajectories (accessibility trees), 11 with exactly one contradiction.

Sites: an online store, GitLab, a Reddit-like forum, webmail, a CMS admin, a bank portal (mainstream) and a
makerspace booking site, a municipal permit portal, a fleet maintenance dashboard, a translation memory tool,
a choir music library and a homeowners association site (less common). Deterministic, stdlib only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"


def sys_for(goal: str) -> str:
    return WEB_SYSTEM + f"\n\nThe agent's goal: {goal}"


def ind(n: int, items: list[str]) -> list[str]:
    return ["\t" * n + s for s in items]


# ---------------------------------------------------------------- online store (Magento Luma style)
STORE = "http://onestopmarket.example"
STORE_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
              "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
              "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def store_head(cart: int, query: str = "") -> list[str]:
    out = ["[118] link 'My Account'", "[119] link 'My Wish List'", "[120] link 'Sign Out'",
           "StaticText 'Welcome, Emma Lopez!'", "[125] link 'store logo'", "\t[126] img 'one_stop_market_logo'",
           "[127] link '\\ue611 My Cart'"]
    if cart:
        out.append(f"\tStaticText '{cart}'")
        out.append(f"\tStaticText '{cart} items'" if cart > 1 else "\tStaticText '1 item'")
    out += [f"[129] combobox '\\ue615 Search' autocomplete: both, hasPopup: listbox, expanded: False, value='{query}'",
            "[131] button 'Search', disabled=True" if not query else "[131] button 'Search'",
            "[133] tablist", "\t[134] tabpanel", "\t\t[135] menubar '', orientation='horizontal'"]
    out += [f"\t\t\t[{136 + i}] menuitem '\\ue622 {m}', hasPopup: menu" for i, m in enumerate(STORE_MENU)]
    return out


STORE_FOOT = ["[1990] contentinfo ''", "\t[1991] link 'Privacy and Cookie Policy'", "\t[1992] link 'Search Terms'",
              "\t[1993] link 'Advanced Search'", "\t[1994] link 'Orders and Returns'", "\t[1995] link 'Contact Us'",
              "\t[1996] textbox 'Enter your email address'", "\t[1997] button 'Subscribe'",
              "StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]


def store_result(bid: int, name: str, price: str, rating: str | None, reviews: int) -> list[str]:
    out = [f"[{bid}] link 'Image'", f"\t[{bid + 1}] img '{name}'", f"[{bid + 2}] link '{name}'"]
    if rating:
        out += ["StaticText 'Rating:'", f"StaticText '{rating}'", f"[{bid + 3}] link '{reviews}  Reviews'"]
    out += [f"StaticText '{price}'", f"[{bid + 4}] button 'Add to Cart'", f"[{bid + 5}] button 'Add to Wish List'",
            f"[{bid + 6}] button 'Add to Compare'"]
    return out


def traj01(rs: RowSet) -> None:
    gm = "Green Mountain Coffee Roasters Breakfast Blend, Single-Serve Keurig K-Cup Pods, Light Roast Coffee, 72 Count"
    ds = "Keurig Descaling Solution, 14 fl oz, 2 Uses, Compatible with All Keurig Brewers"
    q = "k-cup breakfast blend"
    res = [(gm, "$41.99", "86%", 12), ("The Original Donut Shop Regular, Keurig Single-Serve K-Cup Pods, Medium Roast Coffee, 72 Count", "$38.49", "90%", 41),
           ("Dunkin' Original Blend Medium Roast Coffee, 60 Keurig K-Cup Pods", "$37.99", "80%", 7),
           ("Café Bustelo Espresso Style Dark Roast Coffee, 24 Keurig K-Cup Pods", "$15.29", None, 0),
           ("McCafe Premium Roast Medium Roast K-Cup Coffee Pods, 84 Count", "$44.10", "78%", 19),
           ("Newman's Own Organics Special Blend, Keurig K-Cup Pods, Medium Roast, 72 Count", "$46.75", "84%", 5),
           ("Eight O'Clock Coffee The Original Breakfast Blend K-Cup Pods, 72 Count", "$39.60", "92%", 23),
           ("Tully's Coffee Hawaiian Blend Medium Roast K-Cup Pods, 72 Count", "$42.30", None, 0)]
    lst: list[str] = []
    for i, (n, p, r, c) in enumerate(res):
        lst += store_result(1600 + 10 * i, n, p, r, c)
    t1 = axtree(f"Search results for: '{q}'", store_head(0, q) + [
        "[1540] main ''", f"\theading \"Search results for: '{q}'\"", "\tStaticText 'Related search terms'",
        "\t[1545] link 'k-cup'", "\t[1546] link 'breakfast blend coffee'",
        "\t[1550] link '\\ue60d Grid'", "\t[1551] link '\\ue60b List'", "\tStaticText 'Items 1-8 of 57'",
        "\tStaticText 'Sort By'", "\t[1555] combobox 'Sort By' hasPopup: menu, expanded: False",
        "\t\t[1556] option 'Relevance', selected=True", "\t\t[1557] option 'Product Name', selected=False",
        "\t\t[1558] option 'Price', selected=False", "\t[1560] link '\\ue613 Set Descending Direction'",
        "\tStaticText 'Shop By'", "\tStaticText 'Category'", "\t[1563] link 'Grocery & Gourmet Food ( 49 )'",
        "\t[1564] link 'Home & Kitchen ( 8 )'", "\tStaticText 'Price'", "\t[1566] link '$0.00 - $19.99 ( 9 )'",
        "\t[1567] link '$20.00 - $39.99 ( 21 )'", "\t[1568] link '$40.00 and above ( 27 )'"]
        + ind(1, lst) + ["\t[1700] link 'Page 2'", "\t[1701] link 'Page 3'", "\t[1702] link '\\ue608 Page Next'"] + STORE_FOOT,
        f"{STORE}/catalogsearch/result/?q=k-cup+breakfast+blend")

    def prod(cart: int, qty: str, msg: str | None, name: str, price: str, sku: str, rating: str, reviews: int,
             desc: list[str], url: str, crumbs: list[str]) -> str:
        body = ["[1540] main ''"]
        if msg:
            body += ["\t[1541] alert ''", f"\t\tStaticText '{msg}'", "\t\t[1542] link 'shopping cart'"]
        body += ["\t" + f"[{1543 + i}] link '{c}'" for i, c in enumerate(crumbs)]
        body += [f"\theading '{name}'", "\tStaticText 'Rating:'", f"\tStaticText '{rating}'",
                 f"\t[1660] link '{reviews}  Reviews'", "\t[1661] link 'Add Your Review'", f"\tStaticText '{price}'",
                 "\tStaticText 'In stock'", "\tStaticText 'SKU'", f"\tStaticText '{sku}'", "\tStaticText 'Qty'",
                 f"\t[1680] spinbutton 'Qty' value='{qty}'", "\t[1681] button 'Add to Cart'",
                 "\t[1682] link 'Add to Wish List'", "\t[1683] link 'Add to Compare'", "\t[1684] link 'Email'",
                 "\t[1690] tablist", "\t\t[1691] tab 'Details', selected=True", f"\t\t[1692] tab 'Reviews ({reviews})', selected=False",
                 "\t\t[1693] tabpanel 'Details'", "\t\t\tStaticText 'Product Quick Look'"]
        body += ["\t\t\tStaticText '" + d + "'" for d in desc]
        return axtree(name, store_head(cart) + body + STORE_FOOT, url)

    gm_desc = ["Light roast, bright and balanced with a clean, crisp finish.",
               "Contains 72 K-Cup pods for use in all Keurig K-Cup brewers, including Keurig 2.0.",
               "Orthodox Union Kosher certified; recyclable pod (peel, empty, recycle).",
               "Item Weight: 1.94 Pounds; Manufacturer: Keurig Dr Pepper"]
    gm_url = f"{STORE}/green-mountain-coffee-roasters-breakfast-blend-single-serve-keurig-k-cup-pods-light-roast-coffee-72-count.html"
    crumbs = ["Home", "Grocery & Gourmet Food", "Beverages", "Coffee, Tea & Cocoa"]
    t2 = prod(0, "1", None, gm, "$41.99", "B07QK1N9ZF", "86%", 12, gm_desc, gm_url, crumbs)
    t3 = prod(0, "2", None, gm, "$41.99", "B07QK1N9ZF", "86%", 12, gm_desc, gm_url, crumbs)
    t4 = prod(2, "2", f"You added {gm} to your shopping cart.", gm, "$41.99", "B07QK1N9ZF", "86%", 12, gm_desc, gm_url, crumbs)
    ds_desc = ["Specially formulated for Keurig brewers; removes calcium and scale build-up.",
               "One bottle = 2 uses. Descale every 3 to 6 months for best tasting coffee.",
               "Non-toxic, biodegradable formula; 14 fl oz bottle.", "Item Weight: 1.05 Pounds"]
    ds_url = f"{STORE}/keurig-descaling-solution-14-fl-oz-2-uses.html"
    dcr = ["Home", "Home & Kitchen", "Kitchen & Dining", "Coffee, Tea & Espresso"]
    t5 = prod(2, "1", None, ds, "$13.49", "B01B1VC13K", "94%", 31, ds_desc, ds_url, dcr)
    t6 = prod(3, "1", f"You added {ds} to your shopping cart.", ds, "$13.49", "B01B1VC13K", "94%", 31, ds_desc, ds_url, dcr)
    t7 = axtree("Shopping Cart", store_head(3) + [
        "[1540] main ''", "\theading 'Shopping Cart'", "\t[1560] table 'Shopping Cart Items'",
        "\t\trow ''", "\t\t\tcolumnheader 'Item'", "\t\t\tcolumnheader 'Price'", "\t\t\tcolumnheader 'Qty'", "\t\t\tcolumnheader 'Subtotal'",
        "\t\trow ''", f"\t\t\t[1570] link '{gm}'", "\t\t\tStaticText '$41.99'", "\t\t\t[1572] spinbutton 'Qty' value='2'",
        "\t\t\tStaticText '$83.98'", "\t\t\t[1574] link 'Edit item parameters'", "\t\t\t[1575] link 'Remove item'",
        "\t\trow ''", f"\t\t\t[1580] link '{ds}'", "\t\t\tStaticText '$13.49'", "\t\t\t[1582] spinbutton 'Qty' value='1'",
        "\t\t\tStaticText '$13.49'", "\t\t\t[1584] link 'Edit item parameters'", "\t\t\t[1585] link 'Remove item'",
        "\t[1590] button 'Update Shopping Cart'", "\t[1591] link 'Continue Shopping'",
        "\t[1595] button 'Apply Discount Code', expanded: False",
        "\theading 'Summary'", "\t[1600] button 'Estimate Shipping and Tax', expanded: False",
        "\ttable ''", "\t\trow 'Subtotal $97.47'", "\t\t\trowheader 'Subtotal'", "\t\t\tcell '$97.47'",
        "\t\trow 'Tax $0.00'", "\t\t\trowheader 'Tax'", "\t\t\tcell '$0.00'",
        "\t\trow 'Order Total $97.47'", "\t\t\trowheader 'Order Total'", "\t\t\tcell '$97.47'",
        "\t[1610] button 'Proceed to Checkout'", "\t[1611] link 'Check Out with Multiple Addresses'"] + STORE_FOOT,
        f"{STORE}/checkout/cart/")
    addr = ["StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California 94010'",
            "StaticText 'United States'", "[2205] link '(650) 555-0143'"]
    ship_head = ["[2100] link 'store logo'", "\t[2101] img 'one_stop_market_logo'", "[2110] list ''",
                 "\tlistitem 'Shipping'", "\tlistitem 'Review & Payments'"]
    t8 = axtree("Checkout", ship_head + ["[2200] main ''", "\theading 'Shipping Address'", "\t[2202] group ''",
                                         "\t\tStaticText 'Selected address'"] + ind(2, addr) + [
        "\t[2210] button 'New Address'", "\theading 'Shipping Methods'", "\t[2220] table ''",
        "\t\trow ''", "\t\t\t[2221] radio 'Flat Rate Fixed $15.00', checked=true", "\t\t\tStaticText '$15.00'",
        "\t\t\tStaticText 'Fixed'", "\t\t\tStaticText 'Flat Rate'",
        "\t[2230] button 'Next'", "\t[2240] complementary ''", "\t\theading 'Order Summary'",
        "\t\t[2241] tab '3 Items in Cart', expanded: False"], f"{STORE}/checkout/#shipping")
    t9 = axtree("Checkout", ship_head + [
        "[2300] main ''", "\theading 'Payment Method'", "\t[2301] radio 'Check / Money order', checked=true",
        "\t[2302] checkbox 'My billing and shipping address are the same', checked=true"] + ind(1, addr) + [
        "\t[2310] button 'Apply Discount Code', expanded: False", "\t[2320] button 'Place Order'",
        "\t[2330] complementary ''", "\t\theading 'Order Summary'", "\t\ttable ''",
        "\t\t\trow 'Cart Subtotal $93.47'", "\t\t\t\trowheader 'Cart Subtotal'", "\t\t\t\tcell '$93.47'",
        "\t\t\trow 'Shipping Flat Rate - Fixed $15.00'", "\t\t\t\trowheader 'Shipping Flat Rate - Fixed'", "\t\t\t\tcell '$15.00'",
        "\t\t\trow 'Order Total $108.47'", "\t\t\t\trowheader 'Order Total'", "\t\t\t\tcell '$108.47'",
        "\t\t[2340] tab '3 Items in Cart', expanded: True", "\t\t[2341] tabpanel ''",
        f"\t\t\tStaticText '{gm}'", "\t\t\tStaticText 'Qty'", "\t\t\tStaticText '2'", "\t\t\tStaticText '$83.98'",
        f"\t\t\tStaticText '{ds}'", "\t\t\tStaticText 'Qty'", "\t\t\tStaticText '1'", "\t\t\tStaticText '$13.49'",
        "\t\theading 'Ship To:'", "\t\t[2350] button 'Change'"] + ind(2, addr) + [
        "\t\theading 'Shipping Method:'", "\t\t[2360] button 'Change'", "\t\tStaticText 'Flat Rate - Fixed'"],
        f"{STORE}/checkout/#payment")
    t10 = axtree("Success Page", store_head(0) + [
        "[1540] main ''", "\theading 'Thank you for your purchase!'", "\tStaticText 'Your order number is:'",
        "\t[1545] link '000000191'", "\tStaticText \"We'll email you an order confirmation with details and tracking info.\"",
        "\t[1550] link 'Continue Shopping'", "\t[1551] link 'Print receipt'"] + STORE_FOOT, f"{STORE}/checkout/onepage/success/")
    turns = [(f"goto('{STORE}/catalogsearch/result/?q=k-cup+breakfast+blend')", t1), ("click('1602')", t2),
             ("fill('1680', '2')", t3), ("click('1681')", t4), (f"goto('{ds_url}')", t5), ("click('1681')", t6),
             ("click('127')", t7), ("click('1610')", t8), ("click('2230')", t9), ("click('2320')", t10)]
    rs.add(task=TASK, tid="h30-web-01", system=sys_for("Buy two 72-count boxes of Green Mountain Breakfast Blend K-Cups and one bottle of Keurig descaling solution, then place the order."),
           turns=turns, state="Browser at http://onestopmarket.example/ (signed in as Emma Lopez, cart empty).",
           bad=True, turn=9, kind="checkout order summary subtotal does not match the unchanged cart lines and earlier cart subtotal")


def traj02(rs: RowSet) -> None:
    q = "yoga mat"
    rel = [("Gaiam Essentials Thick Yoga Mat Fitness & Exercise Mat with Easy-Cinch Carrier Strap, 72\"L x 24\"W x 2/5 Inch", "$21.98", "88%", 64),
           ("Manduka PRO Yoga Mat – 6mm Thick, Black Magic", "$129.00", "91%", 22),
           ("BalanceFrom GoYoga All-Purpose 1/4-Inch Extra Thick High Density Anti-Tear Exercise Yoga Mat", "$19.99", "84%", 112),
           ("Amazon Basics 1/2-Inch Extra Thick Exercise Yoga Mat", "$24.99", "86%", 93),
           ("Liforme Original Yoga Mat – Patented AlignForMe System, Eco-Friendly, Non-Slip", "$149.95", "95%", 18),
           ("IUGA Pro Non Slip Yoga Mat, SGS Certified TPE Material, 72\" x 26\"", "$28.49", "93%", 47),
           ("JadeYoga Harmony Yoga Mat – Natural Rubber, 3/16\" Thick", "$88.00", "90%", 9),
           ("Retrospec Solana Yoga Mat 1\" & 1/2\" Thick w/Nylon Strap", "$32.99", "89%", 71)]
    cheap = [("Yoga Mat Towel, Non-Slip Hot Yoga Towel with Corner Pockets", "$9.49", "79%", 12),
             ("CAP Barbell 3mm Fitness Mat, Purple", "$10.99", None, 0),
             ("Sunny Health & Fitness Yoga Mat 4mm, Blue", "$12.99", "81%", 8),
             ("Clever Yoga Mat Strap Sling, Adjustable", "$13.95", "83%", 26),
             ("Signature Fitness All Purpose 1/2-Inch Extra Thick Yoga Mat", "$14.99", "85%", 39),
             ("Gaiam Yoga Mat Bag, Metro Sling", "$15.98", None, 0),
             ("Fitvids Yoga Mat with Alignment Lines, 6mm", "$16.49", "82%", 17),
             ("Heathyoga Eco Friendly Non Slip Yoga Mat, Body Line", "$17.99", "87%", 55)]
    band1 = [("Gaiam Essentials Thick Yoga Mat Fitness & Exercise Mat with Easy-Cinch Carrier Strap, 72\"L x 24\"W x 2/5 Inch", "$21.98", "88%", 64),
             ("ProsourceFit Extra Thick Yoga and Pilates Mat ½\" (13mm) or 1\" (25mm)", "$22.99", "87%", 33),
             ("Gaiam Premium Print Yoga Mat, Non Slip Exercise & Fitness Mat, 6mm", "$23.98", "89%", 41),
             ("Amazon Basics 1/2-Inch Extra Thick Exercise Yoga Mat", "$24.99", "86%", 93),
             ("Hatha Yoga Mat Extra Thick 1/4\" Non-Slip, Mandala", "$25.49", None, 0),
             ("Tumaz Yoga Mat with Carry Strap, 1/3\" Extra Thick", "$26.99", "84%", 14),
             ("IUGA Pro Non Slip Yoga Mat, SGS Certified TPE Material, 72\" x 26\"", "$28.49", "93%", 47),
             ("Gruper Yoga Mat Non Slip, Eco Friendly TPE", "$28.99", "90%", 21)]
    band2 = [("Yoga Design Lab Combo Yoga Mat 1.5mm Travel", "$29.00", "88%", 12),
             ("Oak Lane Cork Yoga Mat 4mm, Natural Cork and TPE", "$29.49", "92%", 38),
             ("Zenzation Athletics Cork Yoga Block and Mat Set", "$29.50", None, 0),
             ("Boundless Cork Yoga Mat 6mm with Strap", "$29.95", "90%", 27),
             ("Gaiam Performance Dry-Grip Yoga Mat 5mm", "$29.98", "85%", 16),
             ("Spoga Premium Extra Thick 1/2\" Yoga Mat", "$29.99", "83%", 44),
             ("Lululemon-style Reversible Mat 5mm (Generic)", "$29.99", None, 0)]
    hd = store_head(0, q)

    def listing(title_url: str, items: list[tuple[str, str, str | None, int]], count: str, sort: str, desc: bool,
                now: str | None, pages: list[str], filters: bool) -> str:
        body = ["[1540] main ''", f"\theading \"Search results for: '{q}'\""]
        if now:
            body += ["\tStaticText 'Now Shopping by'", f"\tStaticText 'Price {now}'", "\t[1542] link 'Remove This Item'",
                     "\t[1543] link 'Clear All'"]
        body += ["\t[1550] link '\\ue60d Grid'", "\t[1551] link '\\ue60b List'", f"\tStaticText '{count}'",
                 "\tStaticText 'Sort By'", "\t[1555] combobox 'Sort By' hasPopup: menu, expanded: False"]
        body += [f"\t\t[{1556 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(["Relevance", "Product Name", "Price"])]
        body += ["\t[1560] link '\\ue613 Set Descending Direction'" if not desc else "\t[1560] link '\\ue614 Set Ascending Direction'"]
        if filters:
            body += ["\tStaticText 'Shop By'", "\tStaticText 'Category'", "\t[1563] link 'Sports & Outdoors ( 118 )'",
                     "\t[1564] link 'Health & Household ( 24 )'", "\tStaticText 'Price'", "\t[1566] link '$0.00 - $19.99 ( 52 )'",
                     "\t[1567] link '$20.00 - $29.99 ( 31 )'", "\t[1568] link '$30.00 - $39.99 ( 22 )'",
                     "\t[1569] link '$40.00 and above ( 37 )'"]
        else:
            body += ["\tStaticText 'Shop By'", "\tStaticText 'Category'", "\t[1563] link 'Sports & Outdoors ( 27 )'",
                     "\t[1564] link 'Health & Household ( 4 )'"]
        lst: list[str] = []
        for i, (n, p, r, c) in enumerate(items):
            lst += store_result(1600 + 10 * i, n, p, r, c)
        body += ind(1, lst) + ["\t" + p for p in pages]
        return axtree(f"Search results for: '{q}'", hd + body + STORE_FOOT, title_url)

    u = f"{STORE}/catalogsearch/result/?q=yoga+mat"
    t1 = listing(u, rel, "Items 1-8 of 142", "Relevance", False, None,
                 ["StaticText 'Page'", "StaticText 'You're currently reading page'", "StaticText '1'", "[1700] link 'Page 2'", "[1701] link 'Page 3'", "[1702] link '\\ue608 Page Next'"], True)
    t2 = listing(u + "&product_list_order=price", cheap, "Items 1-8 of 142", "Price", False, None,
                 ["StaticText 'Page'", "StaticText 'You're currently reading page'", "StaticText '1'", "[1700] link 'Page 2'", "[1701] link 'Page 3'", "[1702] link '\\ue608 Page Next'"], True)
    t3 = listing(u + "&product_list_order=price&price=20-30", band1, "Items 1-8 of 31", "Price", False, "$20.00 - $29.99",
                 ["StaticText 'Page'", "StaticText 'You're currently reading page'", "StaticText '1'", "[1700] link 'Page 2'", "[1701] link 'Page 3'", "[1702] link 'Page 4'", "[1703] link '\\ue608 Page Next'"], False)
    t4 = listing(u + "&p=4&price=20-30&product_list_order=price", band2, "Items 25-31 of 31", "Price", False, "$20.00 - $29.99",
                 ["[1699] link '\\ue617 Page Previous'", "[1700] link 'Page 1'", "[1701] link 'Page 2'", "[1702] link 'Page 3'", "StaticText 'You're currently reading page'", "StaticText '4'"], False)
    iuga = "IUGA Pro Non Slip Yoga Mat, SGS Certified TPE Material, 72\" x 26\""
    iurl = f"{STORE}/iuga-pro-non-slip-yoga-mat-sgs-certified-tpe-material-72-x-26.html"

    def prod(cart: int, msg: str | None) -> str:
        body = ["[1540] main ''"]
        if msg:
            body += ["\t[1541] alert ''", f"\t\tStaticText '{msg}'", "\t\t[1542] link 'shopping cart'"]
        body += ["\t[1543] link 'Home'", "\t[1544] link 'Sports & Outdoors'", "\t[1545] link 'Exercise & Fitness'",
                 "\t[1546] link 'Yoga'", f"\theading '{iuga}'", "\tStaticText 'Rating:'", "\tStaticText '93%'",
                 "\t[1660] link '47  Reviews'", "\t[1661] link 'Add Your Review'", "\tStaticText '$28.49'",
                 "\tStaticText 'In stock'", "\tStaticText 'Only 4 left'", "\tStaticText 'SKU'", "\tStaticText 'B07RG93D5N'",
                 "\t[1670] combobox 'Color' value='Choose an Option...'", "\t\t[1671] option 'Black Grey'", "\t\t[1672] option 'Navy'", "\t\t[1673] option 'Teal'",
                 "\tStaticText 'Qty'", "\t[1680] spinbutton 'Qty' value='1'", "\t[1681] button 'Add to Cart'",
                 "\t[1682] link 'Add to Wish List'", "\t[1683] link 'Add to Compare'",
                 "\t[1690] tablist", "\t\t[1691] tab 'Details', selected=True", "\t\t[1692] tab 'Reviews (47)', selected=False",
                 "\t\t[1693] tabpanel 'Details'", "\t\t\tStaticText 'Dimensions: 72\" x 26\", 6mm thick (1/4 inch), weight 2.2 lb'",
                 "\t\t\tStaticText 'SGS certified TPE: no PVC, latex or toxic phthalates'",
                 "\t\t\tStaticText 'Dual-layer texture: non-slip on both sides; comes with carrying strap'"]
        return axtree(iuga, store_head(cart) + body + STORE_FOOT, iurl)

    t5 = prod(0, None)
    t6 = prod(0, None).replace("value='Choose an Option...'", "value='Navy'")
    t7 = prod(1, f"You added {iuga} to your shopping cart.").replace("value='Choose an Option...'", "value='Navy'")

    def cart(qty: int, sub: str, lines_total: list[tuple[str, str]], coupon: str | None, items: int) -> str:
        body = ["[1540] main ''"]
        if coupon:
            body += ["\t[1541] alert ''", f"\t\tStaticText 'You used coupon code \"{coupon}\".'"]
        body += ["\theading 'Shopping Cart'", "\t[1560] table 'Shopping Cart Items'", "\t\trow ''",
                 "\t\t\tcolumnheader 'Item'", "\t\t\tcolumnheader 'Price'", "\t\t\tcolumnheader 'Qty'", "\t\t\tcolumnheader 'Subtotal'",
                 "\t\trow ''", f"\t\t\t[1570] link '{iuga}'", "\t\t\tStaticText 'Color'", "\t\t\tStaticText 'Navy'",
                 "\t\t\tStaticText '$28.49'", f"\t\t\t[1572] spinbutton 'Qty' value='{qty}'", f"\t\t\tStaticText '{sub}'",
                 "\t\t\t[1574] link 'Edit item parameters'", "\t\t\t[1575] link 'Remove item'",
                 "\t[1590] button 'Update Shopping Cart'", "\t[1591] link 'Continue Shopping'"]
        if coupon:
            body += ["\t[1595] button 'Apply Discount Code', expanded: True", f"\t[1596] textbox 'Enter discount code' value='{coupon}', disabled=True",
                     "\t[1597] button 'Cancel Coupon'"]
        else:
            body += ["\t[1595] button 'Apply Discount Code', expanded: True", "\t[1596] textbox 'Enter discount code' value=''",
                     "\t[1597] button 'Apply Discount'"]
        body += ["\theading 'Summary'", "\t[1600] button 'Estimate Shipping and Tax', expanded: False"]
        body += ["\ttable ''"]
        for k, v in lines_total:
            body += [f"\t\trow '{k} {v}'", f"\t\t\trowheader '{k}'", f"\t\t\tcell '{v}'"]
        body += ["\t[1610] button 'Proceed to Checkout'"]
        return axtree("Shopping Cart", store_head(items) + body + STORE_FOOT, f"{STORE}/checkout/cart/")

    t8 = cart(1, "$28.49", [("Subtotal", "$28.49"), ("Tax", "$0.00"), ("Order Total", "$28.49")], None, 1)
    t9 = cart(3, "$28.49", [("Subtotal", "$28.49"), ("Tax", "$0.00"), ("Order Total", "$28.49")], None, 1)
    t10 = cart(3, "$85.47", [("Subtotal", "$85.47"), ("Tax", "$0.00"), ("Order Total", "$85.47")], None, 3)
    t11 = t10.replace("[1596] textbox 'Enter discount code' value=''", "[1596] textbox 'Enter discount code' value='SPRING15', focused")
    t12 = cart(3, "$85.47", [("Subtotal", "$85.47"), ("Discount (Spring Sale 15% off)", "-$12.82"), ("Tax", "$0.00"), ("Order Total", "$72.65")], "SPRING15", 3)
    turns = [(f"goto('{u}')", t1), ("select_option('1555', 'Price')", t2), ("click('1567')", t3), ("click('1702')", t4),
             (f"goto('{iurl}')", t5), ("select_option('1670', 'Navy')", t6), ("click('1681')", t7), ("click('127')", t8),
             ("fill('1572', '3')", t9), ("click('1590')", t10), ("fill('1596', 'SPRING15')", t11), ("click('1597')", t12)]
    rs.add(task=TASK, tid="h30-web-02", system=sys_for("Find a well-rated yoga mat between $20 and $30, buy three in navy, and apply the SPRING15 coupon."),
           turns=turns, state="Browser at http://onestopmarket.example/ (signed in as Emma Lopez, cart empty).", bad=False, kind="clean")


# ---------------------------------------------------------------- GitLab
GL = "http://gitlab.example"


def gl_side(project: str, issues: int, mrs: int, active: str) -> list[str]:
    items = [("Project information", None), ("Repository", None), ("Issues", issues), ("Merge requests", mrs),
             ("CI/CD", None), ("Security & Compliance", None), ("Deployments", None), ("Packages and registries", None),
             ("Infrastructure", None), ("Monitor", None), ("Analytics", None), ("Wiki", None), ("Snippets", None), ("Settings", None)]
    out = ["[60] navigation 'Project navigation'", f"\t[61] link '{project}'"]
    for i, (n, c) in enumerate(items):
        label = f"{n} {c}" if c is not None else n
        out.append(f"\t[{62 + i}] link '{label}'" + (", focused" if n == active and False else ""))
    return out


GL_TOP = ["[20] banner ''", "\t[21] link 'Skip to content'", "\t[22] link 'Dashboard'", "\t[23] button 'Menu'",
          "\t[25] textbox 'Search GitLab'", "\t[27] link 'Create new...'", "\t[28] link 'Issues'", "\t[29] link 'Merge requests'",
          "\t[30] link 'To-Do List'", "\t[31] link 'Help'", "\t[32] link 'Byte Blaze'", "\t\t[33] img 'Byte Blaze'"]


def traj03(rs: RowSet) -> None:
    proj = "northwind / ledger-api"
    base = f"{GL}/northwind/ledger-api"
    open_issues = [
        (447, "Duplicate: rounding error in FX conversion for JPY", ["bug", "duplicate"], "opened 2 days ago by Lena Okafor", "updated 2 days ago", 0),
        (446, "Export to CSV times out for ledgers > 50k rows", ["bug", "performance"], "opened 3 days ago by Sam Whitlock", "updated 1 day ago", 4),
        (444, "Add idempotency keys to POST /v2/transfers", ["feature", "api"], "opened 5 days ago by Byte Blaze", "updated 3 days ago", 7),
        (441, "Rounding error in FX conversion for zero-decimal currencies", ["bug", "priority::2"], "opened 1 week ago by Priya Raman", "updated 2 days ago", 11),
        (437, "Document webhook retry policy", ["documentation"], "opened 1 week ago by Tomás Varga", "updated 6 days ago", 2),
        (433, "Flaky test: test_reconcile_partial_settlement", ["ci", "flaky-test"], "opened 2 weeks ago by Lena Okafor", "updated 4 days ago", 5),
        (429, "Upgrade SQLAlchemy to 2.0", ["maintenance"], "opened 2 weeks ago by Sam Whitlock", "updated 1 week ago", 3),
        (425, "Audit log misses actor for API-token requests", ["bug", "security"], "opened 3 weeks ago by Priya Raman", "updated 1 week ago", 9),
    ]
    new = (451, "Ledger balance endpoint returns stale totals after reversal", ["bug"], "opened just now by Byte Blaze", "updated just now", 0)

    def issue_list(counts: tuple[int, int, int], rows: list[tuple], side_issues: int) -> str:
        body = ["[200] main ''", "\t[201] link 'Northwind'", "\t[202] link 'ledger-api'", "\t[203] link 'Issues'",
                "\t[210] tablist", f"\t\t[211] tab 'Open {counts[0]}', selected=True", f"\t\t[212] tab 'Closed {counts[1]}', selected=False",
                f"\t\t[213] tab 'All {counts[2]}', selected=False", "\t[215] link 'Subscribe to RSS feed'", "\t[216] button 'Edit issues'",
                "\t[217] link 'New issue'", "\t[220] textbox 'Search or filter results...'", "\t[221] button 'Created date'",
                "\t[222] button 'Sort direction: Descending'", "\t[230] list ''"]
        for k, (n, t, labels, opened, upd, notes) in enumerate(rows):
            b = 240 + 8 * k
            body += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] checkbox '', checked=false", f"\t\t\t[{b + 2}] link '{t}'",
                     f"\t\t\tStaticText '#{n} · {opened}'"]
            body += [f"\t\t\t[{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labels)]
            body += [f"\t\t\t[{b + 6}] link '{notes}'" if notes else "\t\t\tStaticText '0'", f"\t\t\tStaticText '{upd}'"]
        body += ["\t[400] navigation 'Pagination'", "\t\t[401] link 'Prev'", "\t\tStaticText '1'", "\t\t[402] link '2'", "\t\t[403] link 'Next'"]
        return axtree(f"Issues · {proj} · GitLab", GL_TOP + gl_side(proj, side_issues, 6, "Issues") + body, f"{base}/-/issues")

    t1 = issue_list((38, 412, 450), open_issues, 38)
    form_top = ["[200] main ''", "\theading 'New Issue'", "\t[205] textbox 'Title (required)' value='{title}'",
                "\t[206] combobox 'Description template' value='Bug'", "\t[210] tablist", "\t\t[211] tab 'Write', selected=True",
                "\t\t[212] tab 'Preview', selected=False", "\t[215] textbox 'Description' value='{desc}'",
                "\t[220] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked=false",
                "\tStaticText 'Assignee'", "\t[222] button 'Unassigned'", "\t[223] link 'Assign to me'",
                "\tStaticText 'Milestone'", "\t[224] button '{milestone}'", "\tStaticText 'Labels'", "\t[225] button '{labels}'",
                "\tStaticText 'Due date'", "\t[226] textbox 'Select due date' value=''", "\t[230] button 'Create issue'", "\t[231] link 'Cancel'"]

    def form(title: str, desc: str, milestone: str, labels: str) -> str:
        lines = [x.replace("{title}", title).replace("{desc}", desc).replace("{milestone}", milestone).replace("{labels}", labels) for x in form_top]
        return axtree(f"New Issue · {proj} · GitLab", GL_TOP + gl_side(proj, 38, 6, "Issues") + lines, f"{base}/-/issues/new")

    tpl = "### Summary\\n\\n### Steps to reproduce\\n\\n### Expected\\n\\n### Actual\\n\\n/label ~bug"
    title = new[1]
    desc = ("### Summary\\nAfter POST /v2/transfers/{id}/reverse, GET /v2/ledgers/{id}/balance keeps returning the pre-reversal total for ~5 min.\\n\\n"
            "### Steps to reproduce\\n1. Create transfer of 120.00 EUR\\n2. Reverse it\\n3. GET balance\\n\\n### Expected\\nBalance back to 0.00\\n\\n"
            "### Actual\\nBalance 120.00 until cache TTL expires\\n\\n/label ~bug")
    t2 = form("", tpl, "Milestone", "Labels")
    t3 = form(title, tpl, "Milestone", "Labels")
    t4 = form(title, desc, "Milestone", "Labels")
    t5 = form(title, desc, "Milestone", "Labels").replace("[224] button 'Milestone'", "[224] button 'Milestone', expanded=True\n\t\t\t[227] textbox 'Search milestones'\n\t\t\t[228] listbox ''\n\t\t\t\t[229] option 'No milestone'\n\t\t\t\t[232] option 'Any milestone'\n\t\t\t\t[233] option 'v2.13 (expired)'\n\t\t\t\t[234] option 'v2.14'\n\t\t\t\t[235] option 'v3.0'")
    t5b = form(title, desc, "v2.14", "Labels")

    def issue_page(n: int, t: str, state: str, side: int, notes: list[str], close_btn: str) -> str:
        body = ["[200] main ''", f"\tStaticText '{state}'", f"\tStaticText 'Issue created {'just now' if n == 451 else '2 days ago'} by'",
                f"\t[204] link '{'Byte Blaze' if n == 451 else 'Lena Okafor'}'", f"\t[205] button '{close_btn}'", "\t[206] button 'Issue actions'",
                f"\theading '{t}'", "\t[210] button 'Edit title and description'"]
        body += notes + ["\t[300] complementary 'Issue sidebar'", "\t\tStaticText 'Assignee'", "\t\t[301] button 'Edit'",
                         "\t\tStaticText 'None - assign yourself'", "\t\tStaticText 'Milestone'",
                         f"\t\t[303] link '{'v2.14' if n == 451 else 'v2.13'}'", "\t\tStaticText 'Labels'"]
        return axtree(f"{t} (#{n}) · Issues · {proj} · GitLab", GL_TOP + gl_side(proj, side, 6, "Issues") + body, f"{base}/-/issues/{n}")

    d451 = ["\tStaticText 'Summary'", "\tStaticText 'After POST /v2/transfers/{id}/reverse, GET /v2/ledgers/{id}/balance keeps returning the pre-reversal total for ~5 min.'",
            "\tStaticText 'Steps to reproduce'", "\tlist ''", "\t\tlistitem 'Create transfer of 120.00 EUR'", "\t\tlistitem 'Reverse it'",
            "\t\tlistitem 'GET balance'", "\tStaticText 'Expected'", "\tStaticText 'Balance back to 0.00'", "\tStaticText 'Actual'",
            "\tStaticText 'Balance 120.00 until cache TTL expires'", "\t[250] button 'Create merge request'",
            "\tStaticText 'Activity'", "\tStaticText 'Byte Blaze @byteblaze added bug label just now'",
            "\tStaticText 'Byte Blaze @byteblaze added v2.14 milestone just now'", "\t[260] textbox 'Write a comment or drag your files here…'",
            "\t[261] button 'Comment'", "\t[262] button 'Close issue'"]
    t6 = issue_page(451, title, "Open", 39, d451, "Close issue") + "\n\t\t\t[304] link 'bug'"
    rows7 = [new] + open_issues
    t7 = issue_list((38, 412, 451), rows7, 39)
    d447 = ["\tStaticText 'JPY amounts converted from EUR are off by one yen when the rate has more than 6 decimals. Probably the same root cause as #441.'",
            "\tStaticText 'Activity'", "\tStaticText 'Lena Okafor @lokafor added bug label 2 days ago'",
            "\tStaticText 'Lena Okafor @lokafor added duplicate label 2 days ago'",
            "\t[260] textbox 'Write a comment or drag your files here…'", "\t[261] button 'Comment'", "\t[262] button 'Close issue'"]
    t8 = issue_page(447, open_issues[0][1], "Open", 39, d447, "Close issue") + "\n\t\t\t[304] link 'bug'\n\t\t\t[305] link 'duplicate'"
    d447c = d447[:4] + ["\tStaticText 'Byte Blaze @byteblaze closed just now'"] + d447[4:6] + ["\t[262] button 'Reopen issue'"]
    t9 = issue_page(447, open_issues[0][1], "Closed", 38, d447c, "Reopen issue") + "\n\t\t\t[304] link 'bug'\n\t\t\t[305] link 'duplicate'"
    t10 = issue_list((38, 413, 451), [new] + open_issues[1:], 38)
    turns = [(f"goto('{base}/-/issues')", t1), ("click('217')", t2), (f"fill('205', '{title}')", t3),
             ("fill('215', '" + desc.replace("'", "\\'") + "')", t4), ("click('224')", t5), ("click('234')", t5b),
             ("click('230')", t6), ("click('64')", t7), ("click('250')", t8), ("click('205')", t9), ("click('64')", t10)]
    rs.add(task=TASK, tid="h30-web-03", system=sys_for("In northwind/ledger-api, file a bug about stale balances after reversal (milestone v2.14), then close the duplicate issue #447."),
           turns=turns, state="Browser at http://gitlab.example/northwind/ledger-api (signed in as byteblaze).",
           bad=True, turn=8, kind="open-issue count tab not incremented after creating an issue (sidebar already showed 39)")


def traj04(rs: RowSet) -> None:
    proj = "northwind / ledger-api"
    base = f"{GL}/northwind/ledger-api"
    mt = "Add token-bucket rate limiter for /v2 endpoints"

    def mr(state_lines: list[str], approvals: list[str], merge: list[str], side_mrs: int, updated: str, state: str) -> str:
        body = ["[200] main ''", f"\tStaticText '{state}'", "\tStaticText 'Byte Blaze requested to merge'",
                "\t[203] link 'feature/rate-limit'", "\tStaticText 'into'", "\t[204] link 'main'", f"\tStaticText '{updated}'",
                f"\theading '{mt}'", "\t[210] tablist", "\t\t[211] tab 'Overview 4', selected=True", "\t\t[212] tab 'Commits 3', selected=False",
                "\t\t[213] tab 'Pipelines 2', selected=False", "\t\t[214] tab 'Changes 6', selected=False",
                "\tStaticText 'Adds a per-token token-bucket limiter (burst 50, refill 10/s) in front of all /v2 routes. Limits are configurable via LEDGER_RATE_* env vars. Closes #436.'"]
        body += state_lines + approvals + merge
        body += ["\tStaticText 'Activity'", "\tStaticText 'Byte Blaze @byteblaze added 1 commit 47 minutes ago'",
                 "\tlist ''", "\t\tlistitem '3f9e2c41 - Return Retry-After header on 429'",
                 "\tStaticText 'Priya Raman @praman commented 32 minutes ago'",
                 "\tStaticText 'Burst of 50 looks fine for the mobile client. Can we log the token id on 429s?'",
                 "\tStaticText 'Byte Blaze @byteblaze commented 29 minutes ago'", "\tStaticText 'Done in 3f9e2c41.'",
                 "\t[290] complementary ''", "\t\tStaticText 'Assignee'", "\t\t[291] link 'Byte Blaze'", "\t\tStaticText 'Reviewer'",
                 "\t\t[292] link 'Priya Raman'", "\t\tStaticText 'Milestone'", "\t\t[293] link 'v2.14'", "\t\tStaticText 'Labels'",
                 "\t\t[294] link 'feature'", "\t\t[295] link 'api'"]
        return axtree(f"{mt} (!82) · Merge requests · {proj} · GitLab", GL_TOP + gl_side(proj, 38, side_mrs, "Merge requests") + body,
                      f"{base}/-/merge_requests/82")

    run1 = ["\t[220] group 'Pipeline'", "\t\tStaticText 'Merge request pipeline'", "\t\t[221] link '#19233'", "\t\tStaticText 'running for'",
            "\t\t[222] link '3f9e2c41'", "\t\t[223] link 'Stage: build - passed'", "\t\t[224] link 'Stage: test - running'",
            "\t\t[225] link 'Stage: deploy-review - created'"]
    ap0 = ["\t[230] group 'Approvals'", "\t\tStaticText 'Requires 1 approval from eligible users.'", "\t\t[231] button 'Approve'"]
    ap1 = ["\t[230] group 'Approvals'", "\t\tStaticText 'Approved by'", "\t\t[232] img 'Byte Blaze'", "\t\t[231] button 'Revoke approval'"]

    def mg(pipe_done: bool, squash: bool) -> list[str]:
        out = ["\t[240] group 'Merge'"]
        if pipe_done:
            out += ["\t\tStaticText 'Ready to merge!'", "\t\t[241] button 'Merge'"]
        else:
            out += ["\t\tStaticText 'Set to auto-merge'", "\t\t[241] button 'Set to auto-merge'", "\t\t[242] button 'Select merge moment'"]
        out += ["\t\t[243] checkbox 'Delete source branch', checked=true", f"\t\t[244] checkbox 'Squash commits', checked={str(squash).lower()}",
                "\t\t[245] button 'Edit commit message'", "\t\tStaticText '1 merge commit'" if not squash else "\t\tStaticText '1 commit and 1 merge commit will be added to main.'"]
        return out

    t1 = mr(run1, ap0, mg(False, False), 6, "updated 14 minutes ago", "Open")
    t2 = mr(run1, ap1, mg(False, False), 6, "updated just now", "Open")
    pip = ["[200] main ''", f"\theading '{mt}'", "\t[210] tablist", "\t\t[211] tab 'Overview 4', selected=False", "\t\t[212] tab 'Commits 3', selected=False",
           "\t\t[213] tab 'Pipelines 2', selected=True", "\t\t[214] tab 'Changes 6', selected=False", "\t[250] table ''",
           "\t\trow 'Status Pipeline Triggerer Stages'", "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader 'Pipeline'",
           "\t\t\tcolumnheader 'Triggerer'", "\t\t\tcolumnheader 'Stages'",
           "\t\trow ''", "\t\t\t[251] link 'running'", "\t\t\tStaticText '00:04:37'", "\t\t\t[252] link '#19233'",
           "\t\t\tStaticText 'merge request'", "\t\t\t[253] link 'feature/rate-limit'", "\t\t\t[254] link '3f9e2c41'",
           "\t\t\tStaticText 'Return Retry-After header on 429'", "\t\t\t[255] img 'Byte Blaze'",
           "\t\t\t[256] button 'Stage: build: passed'", "\t\t\t[257] button 'Stage: test: running'", "\t\t\t[258] button 'Stage: deploy-review: created'",
           "\t\t\t[259] button 'Cancel'",
           "\t\trow ''", "\t\t\t[261] link 'failed'", "\t\t\tStaticText '00:06:02'", "\t\t\tStaticText '1 hour ago'", "\t\t\t[262] link '#19207'",
           "\t\t\tStaticText 'merge request'", "\t\t\t[263] link 'feature/rate-limit'", "\t\t\t[264] link 'a71d0e9b'",
           "\t\t\tStaticText 'Make limiter settings configurable'", "\t\t\t[265] img 'Byte Blaze'",
           "\t\t\t[266] button 'Stage: build: passed'", "\t\t\t[267] button 'Stage: test: failed'", "\t\t\t[268] button 'Stage: deploy-review: skipped'",
           "\t\t\t[269] button 'Retry'"]
    t3 = axtree(f"{mt} (!82) · Merge requests · {proj} · GitLab", GL_TOP + gl_side(proj, 38, 6, "Merge requests") + pip,
                f"{base}/-/merge_requests/82/pipelines")
    done = ["\t[220] group 'Pipeline'", "\t\tStaticText 'Merge request pipeline'", "\t\t[221] link '#19233'", "\t\tStaticText 'passed for'",
            "\t\t[222] link '3f9e2c41'", "\t\t[223] link 'Stage: build - passed'", "\t\t[224] link 'Stage: test - passed'",
            "\t\t[225] link 'Stage: deploy-review - passed'", "\t\tStaticText 'Coverage 87.40%'",
            "\t\tStaticText 'View app'", "\t\t[226] link 'review/feature-rate-limit'"]
    t4 = mr(done, ap1, mg(True, False), 6, "updated 2 minutes ago", "Open")
    t5 = mr(done, ap1, mg(True, True), 6, "updated 2 minutes ago", "Open")
    merged = ["\t[220] group 'Pipeline'", "\t\tStaticText 'Merge request pipeline'", "\t\t[221] link '#19233'", "\t\tStaticText 'passed for'",
              "\t\t[222] link '3f9e2c41'", "\t\t[223] link 'Stage: build - passed'", "\t\t[224] link 'Stage: test - passed'",
              "\t\t[225] link 'Stage: deploy-review - passed'", "\t[226] group 'Merge'",
              "\t\tStaticText 'Merged by'", "\t\t[227] link 'Byte Blaze'", "\t\tStaticText 'just now'",
              "\t\t[228] button 'Revert'", "\t\t[229] button 'Cherry-pick'",
              "\t\tStaticText 'The changes were merged into'", "\t\t[230] link 'main'", "\t\tStaticText 'with'", "\t\t[231] link '4f1c2ab7'",
              "\t\tStaticText '(commits were squashed)'", "\t\tStaticText 'The source branch has been deleted.'",
              "\t\tStaticText 'Pipeline'", "\t\t[232] link '#19241'", "\t\tStaticText 'running for'", "\t\t[233] link '4f1c2ab7'", "\t\tStaticText 'on main'"]
    t6 = mr(merged, ap1, [], 5, "updated just now", "Merged")
    mrl = ["[200] main ''", "\t[210] tablist", "\t\t[211] tab 'Open 5', selected=True", "\t\t[212] tab 'Merged 318', selected=False",
           "\t\t[213] tab 'Closed 41', selected=False", "\t\t[214] tab 'All 364', selected=False", "\t[217] link 'New merge request'",
           "\t[220] textbox 'Search or filter results...'", "\t[221] button 'Created date'", "\t[230] list ''"]
    for k, (n, t, who, when, pipe, ap) in enumerate([
            (85, "Draft: Switch reconciliation job to APScheduler", "Sam Whitlock", "opened 3 hours ago", "running", "0 of 1"),
            (84, "Expose /v2/ledgers/{id}/balance cache TTL setting", "Priya Raman", "opened 1 day ago", "passed", "1 of 1"),
            (81, "Upgrade SQLAlchemy to 2.0", "Sam Whitlock", "opened 4 days ago", "failed", "0 of 1"),
            (79, "Add OpenAPI examples for transfers", "Tomás Varga", "opened 6 days ago", "passed", "0 of 1"),
            (74, "WIP: multi-currency statements", "Lena Okafor", "opened 2 weeks ago", "canceled", "0 of 1")]):
        b = 240 + 6 * k
        mrl += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{t}'", f"\t\t\tStaticText '!{n} · {when} by {who}'",
                f"\t\t\t[{b + 2}] link 'Pipeline: {pipe}'", f"\t\t\tStaticText 'Approvals {ap}'"]
    t7 = axtree(f"Merge requests · {proj} · GitLab", GL_TOP + gl_side(proj, 38, 5, "Merge requests") + mrl, f"{base}/-/merge_requests")
    com = ["[200] main ''", "\t[201] button 'main'", "\t[202] textbox 'Search by message'", "\tStaticText 'Mar 14, 2024'", "\t[210] list ''"]
    for k, (msg, who, when, sha, st) in enumerate([
            ("Merge branch 'feature/rate-limit' into 'main'", "Byte Blaze", "authored just now", "4f1c2ab7", "running"),
            (mt, "Byte Blaze", "authored just now", "e9a03d51", None),
            ("Merge branch 'fix/csv-export-stream' into 'main'", "Priya Raman", "authored 5 hours ago", "b5520c1e", "passed"),
            ("Stream CSV export rows instead of buffering", "Priya Raman", "authored 7 hours ago", "9d04fa37", None)]):
        b = 212 + 5 * k
        com += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{msg}'", f"\t\t\t[{b + 2}] link '{who}'", f"\t\t\tStaticText '{when}'"]
        if st:
            com.append(f"\t\t\t[{b + 3}] link 'Pipeline: {st}'")
        com.append(f"\t\t\t[{b + 4}] button 'Copy commit SHA' description='{sha}'")
    com += ["\tStaticText 'Mar 13, 2024'", "\t[240] list ''", "\t\t[241] listitem ''", "\t\t\t[242] link 'Bump version to 2.13.1'",
            "\t\t\t[243] link 'Sam Whitlock'", "\t\t\tStaticText 'authored 1 day ago'", "\t\t\t[244] link 'Pipeline: passed'"]
    t8 = axtree(f"Commits · main · {proj} · GitLab", GL_TOP + gl_side(proj, 38, 5, "Repository") + com, f"{base}/-/commits/main")
    turns = [(f"goto('{base}/-/merge_requests/82')", t1), ("click('231')", t2), ("click('213')", t3), ("click('211')", t4),
             ("check('244')", t5), ("click('241')", t6), ("click('65')", t7), (f"goto('{base}/-/commits/main')", t8)]
    rs.add(task=TASK, tid="h30-web-04", system=sys_for("Approve MR !82 in northwind/ledger-api, wait for its pipeline, squash-merge it and confirm it is on main."),
           turns=turns, state="Browser at http://gitlab.example/northwind/ledger-api (signed in as byteblaze).", bad=False, kind="clean")


# ---------------------------------------------------------------- Reddit-like forum (Postmill style)
FORUM = "http://forum.example"


def forum_head(user: str, notif: int = 0) -> list[str]:
    return ["[12] navigation ''", "\t[13] link 'Jump to main content'", "\t[14] link 'Jump to sidebar'", "\t[16] link 'Home'",
            "\t[17] link 'Forums'", "\t[18] link 'Wiki'", "\t[20] searchbox 'Search query'", "\t[22] link 'Notifications (" + str(notif) + ")'",
            "\t[23] link 'Submit'", f"\t[24] button '{user}', hasPopup: menu, expanded=False"]


def post_item(b: int, title: str, domain: str | None, author: str, stamp: str, rel: str, comments: int, score: int,
              forum: str | None = None, voted: str | None = None) -> list[str]:
    out = [f"[{b}] article ''", f"\t[{b + 1}] link '{title}'"]
    if domain:
        out.append(f"\tStaticText '{domain}'")
    out += ["\tStaticText 'Submitted by'", f"\t[{b + 2}] link '{author}'", f"\ttime '{stamp}'", f"\t\tStaticText '{rel}'"]
    if forum:
        out += ["\tStaticText 'in'", f"\t[{b + 3}] link '{forum}'"]
    out += [f"\t[{b + 4}] link '{comments} comment{'s' if comments != 1 else ''}'",
            f"\t[{b + 5}] button 'Upvote'" + (", pressed=true" if voted == "up" else ""), f"\tStaticText '{score}'",
            f"\t[{b + 6}] button 'Downvote'"]
    return out


def traj05(rs: RowSet) -> None:
    me = "MarvelsGrantMan136"
    fu = f"{FORUM}/f/homebrewing"
    posts = [("Stuck fermentation at 1.030 — repitch or add nutrients?", None, "hopsandhazards", "Thursday, March 14, 2024 at 10:31:07 AM EDT", "12 minutes ago", 3, 4),
             ("First all-grain brew day: what I learned (long)", None, "cask_conditioned", "Thursday, March 14, 2024 at 9:58:44 AM EDT", "45 minutes ago", 11, 27),
             ("Kveik Voss at 95°F — 48 hours to terminal gravity", "imgur.com", "norsefarmhouse", "Thursday, March 14, 2024 at 8:14:20 AM EDT", "2 hours ago", 6, 19),
             ("Cheap pH meter recommendations?", None, "mash_tun_mike", "Thursday, March 14, 2024 at 7:02:51 AM EDT", "3 hours ago", 14, 8),
             ("Keg line length calculator (spreadsheet)", "docs.google.com", "draftline", "Wednesday, March 13, 2024 at 11:40:12 PM EDT", "11 hours ago", 9, 42),
             ("Oxidation in NEIPA after bottling — closed transfer worth it?", None, "juicybits", "Wednesday, March 13, 2024 at 9:17:33 PM EDT", "13 hours ago", 22, 35)]

    def listing(ps: list[tuple], subscribed: bool, subs: str) -> str:
        body = ["[40] main ''", "\t[41] heading 'homebrewing'", "\t[42] link 'Hot'", "\t[43] link 'New'", "\t[44] link 'Active'",
                "\t[45] link 'Top'", "\t[46] link 'Controversial'", "\t[47] link 'Most commented'"]
        for k, p in enumerate(ps):
            body += ind(1, post_item(60 + 10 * k, *p))
        body += ["\t[140] link 'More'", "[150] complementary ''", "\t[151] heading 'homebrewing'",
                 "\tStaticText 'Beer, mead, cider, wine, kombucha. Share recipes, brew days and disasters.'",
                 f"\t[152] button '{'Unsubscribe' if subscribed else 'Subscribe'}'", f"\tStaticText '{subs}'",
                 "\tStaticText 'Created'", "\ttime 'Sunday, June 19, 2022 at 3:12:40 PM EDT'", "\t\tStaticText '2 years ago'",
                 "\t[155] link 'Moderation log'", "\t[156] heading 'Moderators'", "\t[157] link 'cask_conditioned'", "\t[158] link 'draftline'"]
        return axtree("homebrewing", forum_head(me) + body, fu + "/new")

    t1 = listing(posts, True, "8,211 subscribers")
    form = ["[40] main ''", "\t[41] heading 'Create submission'", "\t[42] textbox 'URL' value=''",
            "\t[43] textbox 'Title *' value='{t}'", "\tStaticText '{tc} characters remaining'",
            "\t[44] textbox 'Body' value='{b}'", "\tStaticText 'Markdown is allowed.'", "\t[45] combobox 'Forum *' value='homebrewing'",
            "\t[46] checkbox 'Notify me of replies', checked=true", "\t[47] button 'Create submission'"]
    title = "Sanitizer foam in keg after cleaning — safe to fill?"
    body_txt = ("Cleaned my 5 gal corny with PBW, rinsed, then 2 min Star San soak. Pushed most of it out with CO2 but there is "
                "still a layer of foam at the bottom. Do I need to dump it before racking the pale ale in, or is it fine?")

    def f(t: str, b: str) -> str:
        return axtree("Create submission", forum_head(me) + [x.replace("{t}", t).replace("{tc}", str(300 - len(t))).replace("{b}", b) for x in form],
                      f"{FORUM}/submit/homebrewing")

    t2 = f("", "")
    t3 = f(title, "")
    t4 = f(title, body_txt)
    pid = 118842
    t5 = axtree(title, forum_head(me) + [
        "[40] main ''", "\t[41] article ''", f"\t\t[42] heading '{title}'", "\t\tStaticText 'Submitted by'", f"\t\t[43] link '{me}'",
        "\t\ttime 'Thursday, March 14, 2024 at 10:19:52 AM EDT'", "\t\t\tStaticText 'just now'", "\t\tStaticText 'in'",
        "\t\t[44] link 'homebrewing'", f"\t\tStaticText '{body_txt}'", "\t\t[45] button 'Upvote', pressed=true", "\t\tStaticText '1'",
        "\t\t[46] button 'Downvote'", "\t\t[47] link '0 comments'", "\t\t[48] link 'Edit'", "\t\t[49] button 'Delete'",
        "\t[50] heading 'Comments'", "\t[51] textbox 'Comment' value=''", "\t[52] button 'Post'",
        "\tStaticText 'There are no comments yet.'"], f"{fu}/{pid}/sanitizer-foam-in-keg-after-cleaning-safe-to-fill")
    other = posts[0]
    cm = ("If it is only stuck at 1.030 after a week, check the temp first. Rousing + warming to 68°F fixed mine; "
          "nutrients will not do much once the yeast are flocculated.")

    def stuck(comments: list[list[str]], n: int, box: str) -> str:
        return axtree(other[0], forum_head(me) + [
            "[40] main ''", "\t[41] article ''", f"\t\t[42] heading '{other[0]}'", "\t\tStaticText 'Submitted by'", "\t\t[43] link 'hopsandhazards'",
            f"\t\ttime '{other[3]}'", "\t\t\tStaticText '{rel}'", "\t\tStaticText 'in'", "\t\t[44] link 'homebrewing'",
            "\t\tStaticText 'English ale yeast (S-04), OG 1.062, 6 days at 64°F and it has been sitting at 1.030 for three days. Airlock stopped. Repitch with US-05 or try yeast nutrient first?'",
            "\t\t[45] button 'Upvote'", "\t\tStaticText '4'", "\t\t[46] button 'Downvote'", f"\t\t[47] link '{n} comments'",
            "\t[50] heading 'Comments'", f"\t[51] textbox 'Comment' value='{box}'", "\t[52] button 'Post'"] + [x for c in comments for x in c],
            f"{fu}/118833/stuck-fermentation-at-1-030-repitch-or-add-nutrients")

    c_old = [["\t[60] article ''", "\t\t[61] link 'cask_conditioned'", "\t\ttime 'Thursday, March 14, 2024 at 10:36:15 AM EDT'",
              "\t\t\tStaticText '{rel1}'", "\t\tStaticText 'S-04 drops out fast. What was your mash temp? Above 156°F you may just have a lot of unfermentables.'",
              "\t\t[62] button 'Upvote'", "\t\tStaticText '2'", "\t\t[63] link 'Reply'"],
             ["\t[64] article ''", "\t\t[65] link 'hopsandhazards'", "\t\ttime 'Thursday, March 14, 2024 at 10:39:02 AM EDT'",
              "\t\t\tStaticText '{rel2}'", "\t\tStaticText '158°F... so yeah, probably that.'", "\t\t[66] button 'Upvote'", "\t\tStaticText '1'", "\t\t[67] link 'Reply'"],
             ["\t[68] article ''", "\t\t[69] link 'mash_tun_mike'", "\t\ttime 'Thursday, March 14, 2024 at 10:41:30 AM EDT'",
              "\t\t\tStaticText '{rel3}'", "\t\tStaticText 'Beano (amyloglucosidase) will take it lower if you really want, but it will thin the body a lot.'",
              "\t\t[70] button 'Upvote'", "\t\tStaticText '3'", "\t\t[71] link 'Reply'"]]

    def rel(page: str, r0: str, r1: str, r2: str, r3: str) -> str:
        return page.replace("'{rel}'", f"'{r0}'").replace("'{rel1}'", f"'{r1}'").replace("'{rel2}'", f"'{r2}'").replace("'{rel3}'", f"'{r3}'")

    t6 = rel(stuck(c_old, 3, ""), "15 minutes ago", "10 minutes ago", "7 minutes ago", "5 minutes ago")
    t7 = rel(stuck(c_old, 3, cm), "16 minutes ago", "11 minutes ago", "8 minutes ago", "6 minutes ago")
    mine = ["\t[72] article ''", f"\t\t[73] link '{me}'", "\t\ttime 'Thursday, March 14, 2024 at 10:47:41 AM EDT'", "\t\t\tStaticText 'just now'",
            f"\t\tStaticText '{cm}'", "\t\t[74] button 'Upvote', pressed=true", "\t\tStaticText '1'", "\t\t[75] link 'Reply'", "\t\t[76] link 'Edit'",
            "\t\t[77] button 'Delete'"]
    t8 = rel(stuck(c_old + [mine], 4, ""), "16 minutes ago", "11 minutes ago", "8 minutes ago", "6 minutes ago")
    turns = [(f"goto('{fu}/new')", t1), ("click('23')", t2), (f"fill('43', '{title}')", t3), (f"fill('44', '{body_txt}')", t4),
             ("click('47')", t5), (f"goto('{fu}/118833/stuck-fermentation-at-1-030-repitch-or-add-nutrients')", t6),
             (f"fill('51', '{cm}')", t7), ("click('52')", t8)]
    rs.add(task=TASK, tid="h30-web-05", system=sys_for("Ask f/homebrewing whether Star San foam in a keg is safe, then answer the stuck-fermentation thread."),
           turns=turns, state="Browser at http://forum.example/ (logged in as MarvelsGrantMan136).",
           bad=True, turn=5, kind="new post's submission time is earlier than a post that was already 12 minutes old before it was written")


def traj06(rs: RowSet) -> None:
    me = "sawdust_and_sourdough"
    fu = f"{FORUM}/f/woodworking"
    P = {
        "a": ["Finally finished the walnut slab coffee table (bow-tie inlays, Rubio finish)", "i.imgur.com", "edgegrain", "Thursday, March 14, 2024 at 6:02:11 AM EDT"],
        "b": ["PSA: check your table saw riving knife after blade changes", None, "kerfwidth", "Thursday, March 14, 2024 at 9:18:40 AM EDT"],
        "c": ["Hand-cut dovetails, attempt #14. Getting there?", "i.imgur.com", "pinsfirst", "Thursday, March 14, 2024 at 10:07:55 AM EDT"],
        "d": ["Shop-made crosscut sled with 5-cut calibration — plans inside", None, "squareup", "Wednesday, March 13, 2024 at 8:44:02 PM EDT"],
        "e": ["What finish for a cutting board that gets daily use?", None, "maple_mel", "Thursday, March 14, 2024 at 8:51:30 AM EDT"],
        "f": ["Estate sale haul: Stanley No. 4, 5 and a Record 043", "i.imgur.com", "oldirons", "Wednesday, March 13, 2024 at 5:10:19 PM EDT"],
        "g": ["Is a 14\" bandsaw worth it over a 10\" benchtop?", None, "garage_greg", "Thursday, March 14, 2024 at 10:49:03 AM EDT"],
    }

    def item(key: str, k: int, rel: str, comments: int, score: int, voted: str | None = None) -> list[str]:
        t, d, a, s = P[key]
        return post_item(60 + 10 * k, t, d, a, s, rel, comments, score, voted=voted)

    def listing(sort: str, rows: list[list[str]], subscribed: bool, subs: str) -> str:
        body = ["[40] main ''", "\t[41] heading 'woodworking'"]
        body += [f"\t[{42 + i}] link '{n}'" + (", current" if n == sort else "") for i, n in enumerate(["Hot", "New", "Active", "Top", "Controversial", "Most commented"])]
        if sort == "Top":
            body += ["\t[48] button 'Past day', hasPopup: menu"]
        for r in rows:
            body += ind(1, r)
        body += ["\t[140] link 'More'", "[150] complementary ''", "\t[151] heading 'woodworking'",
                 "\tStaticText 'Projects, techniques, tools. Show your work, ask questions, be kind.'",
                 f"\t[152] button '{'Unsubscribe' if subscribed else 'Subscribe'}'", f"\tStaticText '{subs}'",
                 "\t[155] link 'Moderation log'", "\t[156] heading 'Moderators'", "\t[157] link 'edgegrain'", "\t[158] link 'squareup'"]
        return axtree("woodworking", forum_head(me) + body, fu + ("/top?t=day" if sort == "Top" else ""))

    hot = [item("g", 0, "12 minutes ago", 8, 15), item("b", 1, "2 hours ago", 41, 188), item("a", 2, "5 hours ago", 23, 212),
           item("c", 3, "53 minutes ago", 17, 64), item("e", 4, "2 hours ago", 19, 33), item("d", 5, "14 hours ago", 30, 96)]
    t1 = listing("Hot", hot, False, "12,408 subscribers")
    t2 = listing("Hot", hot, True, "12,409 subscribers")
    top = [item("a", 0, "5 hours ago", 23, 212), item("b", 1, "2 hours ago", 41, 188), item("d", 2, "14 hours ago", 30, 96),
           item("f", 3, "17 hours ago", 12, 95), item("c", 4, "54 minutes ago", 17, 64), item("e", 5, "2 hours ago", 19, 33)]
    t3 = listing("Top", top, True, "12,409 subscribers")
    top_v = [item("a", 0, "5 hours ago", 23, 213, "up")] + top[1:]
    t4 = listing("Top", top_v, True, "12,409 subscribers")
    purl = f"{fu}/118790/finally-finished-the-walnut-slab-coffee-table-bow-tie-inlays-rubio-finish"
    old_c = [["\t[60] article ''", "\t\t[61] link 'oldirons'", "\t\ttime 'Thursday, March 14, 2024 at 6:20:45 AM EDT'", "\t\t\tStaticText '4 hours ago'",
              "\t\tStaticText 'Those bow-ties are crisp. Did you cut them with a router inlay kit or by hand?'", "\t\t[62] button 'Upvote'",
              "\t\tStaticText '31'", "\t\t[63] link 'Reply'"],
             ["\t\t[64] article ''", "\t\t\t[65] link 'edgegrain'", "\t\t\ttime 'Thursday, March 14, 2024 at 6:41:02 AM EDT'", "\t\t\t\tStaticText '4 hours ago'",
              "\t\t\tStaticText 'Router inlay kit for the pockets, bow-ties bandsawn and pared by hand.'", "\t\t\t[66] button 'Upvote'",
              "\t\t\tStaticText '18'", "\t\t\t[67] link 'Reply'"],
             ["\t[68] article ''", "\t\t[69] link 'maple_mel'", "\t\ttime 'Thursday, March 14, 2024 at 7:55:13 AM EDT'", "\t\t\tStaticText '3 hours ago'",
              "\t\tStaticText 'How did Rubio do on the end grain? Mine went blotchy.'", "\t\t[70] button 'Upvote'", "\t\tStaticText '9'", "\t\t[71] link 'Reply'"]]

    def post_page(score: int, n: int, box: str, extra: list[str]) -> str:
        return axtree(P["a"][0], forum_head(me) + [
            "[40] main ''", "\t[41] article ''", f"\t\t[42] heading '{P['a'][0]}'", "\t\tStaticText 'i.imgur.com'", "\t\tStaticText 'Submitted by'",
            "\t\t[43] link 'edgegrain'", f"\t\ttime '{P['a'][3]}'", "\t\t\tStaticText '5 hours ago'", "\t\tStaticText 'in'", "\t\t[44] link 'woodworking'",
            "\t\t[45] button 'Upvote', pressed=true", f"\t\tStaticText '{score}'", "\t\t[46] button 'Downvote'", f"\t\t[47] link '{n} comments'",
            "\t[50] heading 'Comments'", "\t[53] combobox 'Sort comments' value='Top'", f"\t[51] textbox 'Comment' value='{box}'", "\t[52] button 'Post'"]
            + [x for c in old_c for x in c] + extra + [f"\t[99] link 'Load more comments ({n - 4 - (1 if extra else 0)} more)'"], purl)

    t5 = post_page(213, 23, "", [])
    c1 = "Beautiful table. What thickness did you flatten the slab to, and did you use a router sled?"
    t6 = post_page(213, 23, c1, [])
    mine = ["\t[72] article ''", f"\t\t[73] link '{me}'", "\t\ttime 'Thursday, March 14, 2024 at 11:04:37 AM EDT'", "\t\t\tStaticText 'just now'",
            f"\t\tStaticText '{c1}'", "\t\t[74] button 'Upvote', pressed=true", "\t\tStaticText '1'", "\t\t[75] link 'Reply'", "\t\t[76] link 'Edit'",
            "\t\t[77] button 'Delete'"]
    t7 = post_page(214, 24, "", mine)
    c2 = c1 + " Also, which Rubio color is that — Pure or Smoke?"
    edit = mine[:4] + [f"\t\t[78] textbox 'Comment' value='{c1}'", "\t\t[79] button 'Save'", "\t\t[80] link 'Cancel'"]
    t8 = post_page(214, 24, "", edit).replace("StaticText 'just now'", "StaticText '1 minute ago'")
    t9 = t8.replace(f"[78] textbox 'Comment' value='{c1}'", f"[78] textbox 'Comment' value='{c2}'")
    mine2 = mine[:4] + [f"\t\tStaticText '{c2}'", "\t\tStaticText '(edited just now)'"] + mine[5:]
    t10 = post_page(214, 24, "", mine2).replace("'just now'", "'2 minutes ago'", 1)
    top2 = [item("a", 0, "5 hours ago", 24, 214, "up"), item("b", 1, "2 hours ago", 42, 190), item("f", 2, "17 hours ago", 12, 99),
            item("d", 3, "14 hours ago", 30, 97), item("c", 4, "1 hour ago", 18, 66), item("e", 5, "2 hours ago", 19, 34)]
    t11 = listing("Top", top2, True, "12,411 subscribers")
    turns = [(f"goto('{fu}')", t1), ("click('152')", t2), ("click('45')", t3), ("click('65')", t4), ("click('64')", t5),
             (f"fill('51', '{c1}')", t6), ("click('52')", t7), ("click('76')", t8), (f"fill('78', '{c2}')", t9), ("click('79')", t10),
             (f"goto('{fu}/top?t=day')", t11)]
    rs.add(task=TASK, tid="h30-web-06", system=sys_for("Subscribe to f/woodworking, upvote the top post of the day and ask its author about slab thickness and finish."),
           turns=turns, state="Browser at http://forum.example/ (logged in as sawdust_and_sourdough).", bad=False, kind="clean")


# ---------------------------------------------------------------- webmail (Roundcube style)
MAIL = "https://mail.example.org"


def rc_frame(folders: list[tuple[str, int | None]], active: str, quota: str, main: list[str], title: str, url: str) -> str:
    top = ["[10] banner ''", "\t[11] link 'Roundcube Webmail'", "\t[12] link 'Mail'", "\t[13] link 'Contacts'", "\t[14] link 'Settings'",
           "\t[15] button 'Theme'", "\t[16] link 'Logout'", "[20] navigation 'Mail folders'", "\t[21] button 'Compose'", "\t[22] list ''"]
    for i, (n, c) in enumerate(folders):
        lab = f"{n} ({c})" if c else n
        top.append(f"\t\t[{23 + i}] link '{lab}'" + (", current" if n == active else ""))
    top += [f"\tStaticText 'Quota: {quota}'"]
    return axtree(title, top + main, url)


def rc_list(rows: list[tuple[str, str, str, str, bool, bool]], count: str, q: str = "") -> list[str]:
    out = ["[60] main ''", "\t[61] toolbar ''", "\t\t[62] button 'Reply'", "\t\t[63] button 'Reply all'", "\t\t[64] button 'Forward'",
           "\t\t[65] button 'Delete'", "\t\t[66] button 'Mark'", "\t\t[67] button 'More'", f"\t[68] searchbox 'Search' value='{q}'",
           "\t[69] button 'Options'", "\t[70] table 'Message list'", "\t\trow ''", "\t\t\tcolumnheader 'Subject'", "\t\t\tcolumnheader 'From'",
           "\t\t\tcolumnheader 'Date'", "\t\t\tcolumnheader 'Size'"]
    for k, (subj, frm, date, size, unread, flag) in enumerate(rows):
        b = 80 + 4 * k
        st = ", unread" if unread else ""
        out += [f"\t\t[{b}] row '{subj}'{st}", f"\t\t\t[{b + 1}] link '{subj}'", f"\t\t\tStaticText '{frm}'", f"\t\t\tStaticText '{date}'",
                f"\t\t\tStaticText '{size}'"] + ([f"\t\t\t[{b + 2}] img 'Flagged'"] if flag else [])
    out += [f"\tStaticText '{count}'", "\t[190] button 'First page'", "\t[191] button 'Previous page'", "\t[192] button 'Next page'", "\t[193] button 'Last page'"]
    return out


def traj07(rs: RowSet) -> None:
    inbox = [
        ("Your Zoom webinar registration: Q2 Accessibility Roundtable", "Zoom", "Today 09:12", "38 KB", True, False),
        ("Invoice INV-30417 from Fernhill Print Co.", "Fernhill Print Co.", "Today 08:47", "212 KB", True, False),
        ("Re: venue walkthrough Thursday", "Dana Whitfield", "Today 08:05", "14 KB", True, False),
        ("[volunteers] April shift sign-up is open", "Riverbend Food Bank", "Yesterday 19:31", "22 KB", False, False),
        ("Your March statement is ready", "Cascade Credit Union", "Yesterday 16:02", "9 KB", True, False),
        ("Re: banner proofs v3", "Fernhill Print Co.", "Yesterday 11:48", "1.3 MB", False, True),
        ("Catering quote — 120 guests", "Saffron & Thyme Catering", "Tue 15:20", "96 KB", False, True),
        ("Security alert: new sign-in from Firefox on Linux", "Google", "Tue 09:03", "11 KB", False, False),
        ("Minutes: planning committee 3/11", "Ana Pereira", "Mon 21:14", "41 KB", False, False),
        ("Re: parking permits for vendors", "City of Riverbend Events", "Mon 10:37", "18 KB", True, False),
    ]
    F = lambda ib, tr, sent=None: [("Inbox", ib), ("Drafts", None), ("Sent", sent), ("Junk", None), ("Trash", tr), ("Events 2024", None), ("Receipts", None)]  # noqa: E731
    q0 = "12% of 2 GB"
    u = f"{MAIL}/?_task=mail&_mbox=INBOX"
    t1 = rc_frame(F(5, None), "Inbox", q0, rc_list(inbox, "Messages 1 to 10 of 187"), "Roundcube Webmail :: Inbox", u)
    zoom_body = ["\tStaticText 'Hi Noor,'", "\tStaticText 'Thank you for registering for \"Q2 Accessibility Roundtable\".'",
                 "\tStaticText 'Date Time: Apr 4, 2024 02:00 PM Eastern Time (US and Canada)'", "\t[140] link 'Click Here to Join'",
                 "\tStaticText 'Webinar ID: 861 2290 4471'", "\tStaticText 'Passcode: 337190'"]

    def msg(subj: str, frm: str, date: str, body: list[str], folders: list, rows: list, count: str) -> str:
        main = rc_list(rows, count) + ["[120] region 'Message preview'", f"\theading '{subj}'", f"\tStaticText 'From {frm}'",
                                       "\tStaticText 'To noor.haddad@riverbend-events.org'", f"\tStaticText 'on {date}'",
                                       "\t[121] button 'Reply'", "\t[122] button 'Forward'", "\t[123] button 'Delete'"] + body
        return rc_frame(folders, "Inbox", q0, main, f"Roundcube Webmail :: {subj}", u + "&_uid=5521&_action=show")

    r2 = [inbox[0][:4] + (False, False)] + inbox[1:]
    t2 = msg(inbox[0][0], "Zoom <no-reply@zoom.us>", "2024-03-14 09:12", zoom_body, F(4, None), r2, "Messages 1 to 10 of 187")
    after_del = inbox[1:] + [("Fwd: dietary restrictions list", "Dana Whitfield", "Mon 09:55", "27 KB", False, False)]
    t3 = rc_frame(F(4, None), "Inbox", q0, ["\t[58] alert ''", "\t\tStaticText 'Message moved to Trash.'"] + rc_list(after_del, "Messages 1 to 10 of 186"),
                  "Roundcube Webmail :: Inbox", u)
    inv_body = ["\tStaticText 'Hello Noor,'", "\tStaticText 'Please find attached invoice INV-30417 for the event banners (3 x 6 ft vinyl, grommets) and 400 programs.'",
                "\tStaticText 'Amount due: $1,284.60 — Due date: March 28, 2024'", "\tStaticText 'Thank you for your business!'",
                "\tStaticText 'Attachments'", "\t[150] link 'INV-30417.pdf (188 KB)'"]
    r4 = [after_del[0][:4] + (False, False)] + after_del[1:]
    t4 = rc_frame(F(3, None), "Inbox", q0, rc_list(r4, "Messages 1 to 10 of 186") + [
        "[120] region 'Message preview'", f"\theading '{after_del[0][0]}'", "\tStaticText 'From Fernhill Print Co. <billing@fernhillprint.com>'",
        "\tStaticText 'To noor.haddad@riverbend-events.org'", "\tStaticText 'on 2024-03-14 08:47'", "\t[121] button 'Reply'",
        "\t[122] button 'Forward'", "\t[123] button 'Delete'"] + inv_body, f"Roundcube Webmail :: {after_del[0][0]}", u + "&_uid=5519&_action=show")

    def compose(to: str, note: str) -> str:
        return rc_frame(F(3, None), "Inbox", q0, [
            "[60] main ''", "\theading 'Compose'", "\t[61] combobox 'From' value='Noor Haddad <noor.haddad@riverbend-events.org>'",
            f"\t[62] textbox 'To' value='{to}'", "\t[63] link 'Add Cc'", "\t[64] link 'Add Bcc'",
            "\t[65] textbox 'Subject' value='Fwd: Invoice INV-30417 from Fernhill Print Co.'", "\t[66] button 'Attach a file'",
            "\tStaticText 'INV-30417.pdf (188 KB)'", "\t[67] button 'Delete attachment'",
            f"\t[68] textbox 'Message body' value='{note}\\n\\n-------- Original Message --------\\nSubject: Invoice INV-30417 from Fernhill Print Co.\\nDate: 2024-03-14 08:47\\nFrom: Fernhill Print Co. <billing@fernhillprint.com>\\n...'",
            "\t[69] combobox 'Editor type' value='Plain text'", "\t[70] checkbox 'Return receipt', checked=false", "\t[71] button 'Send'",
            "\t[72] button 'Save'", "\t[73] button 'Cancel'"], "Roundcube Webmail :: Compose", f"{MAIL}/?_task=mail&_action=compose&_id=17184")

    t5 = compose("", "")
    t6 = compose("accounts@riverbend-events.org", "")
    note = "Hi Marcus, invoice for the banners and programs below, please pay by 3/28. Thanks, Noor"
    t7 = compose("accounts@riverbend-events.org", note)
    bad_rows = [inbox[0][:4] + (False, False)] + r4[:9]
    t8 = rc_frame(F(3, None), "Inbox", "12% of 2 GB", ["\t[58] alert ''", "\t\tStaticText 'Message sent successfully.'"] + rc_list(bad_rows, "Messages 1 to 10 of 186"),
                  "Roundcube Webmail :: Inbox", u)
    sent_rows = [("Fwd: Invoice INV-30417 from Fernhill Print Co.", "accounts@riverbend-events.org", "Today 10:26", "203 KB", False, False),
                 ("Re: venue walkthrough Thursday", "Dana Whitfield", "Yesterday 17:40", "9 KB", False, False),
                 ("Re: Catering quote — 120 guests", "Saffron & Thyme Catering", "Tue 16:11", "12 KB", False, False),
                 ("Vendor load-in schedule (draft)", "Ana Pereira", "Tue 13:02", "56 KB", False, False),
                 ("Re: Security deposit for the pavilion", "City of Riverbend Parks", "Tue 08:44", "10 KB", False, False),
                 ("Re: [volunteers] March thank-you lunch", "Riverbend Food Bank", "Mon 18:20", "8 KB", False, False),
                 ("Sponsor logos — final list", "Fernhill Print Co.", "Mon 14:05", "2.1 MB", False, False),
                 ("Re: parking permits for vendors", "City of Riverbend Events", "Mon 11:02", "16 KB", False, False),
                 ("Agenda: planning committee 3/11", "Ana Pereira", "Sun 20:47", "19 KB", False, False),
                 ("Re: AV rental — two wireless mics", "Lumen AV Rentals", "Fri 10:15", "13 KB", False, False)]
    t9 = rc_frame(F(3, None), "Sent", q0, rc_list(sent_rows, "Messages 1 to 10 of 412"), "Roundcube Webmail :: Sent", f"{MAIL}/?_task=mail&_mbox=Sent")
    turns = [(f"goto('{u}')", t1), ("click('81')", t2), ("click('123')", t3), ("click('81')", t4), ("click('122')", t5),
             ("fill('62', 'accounts@riverbend-events.org')", t6), (f"fill('68', '{note}')", t7), ("click('71')", t8), ("click('25')", t9)]
    rs.add(task=TASK, tid="h30-web-07", system=sys_for("Delete the Zoom registration email, then forward the Fernhill invoice to accounts@riverbend-events.org with a short note."),
           turns=turns, state="Browser at https://mail.example.org/ (signed in as noor.haddad@riverbend-events.org).",
           bad=True, turn=8, kind="email deleted to Trash reappears at the top of the inbox list")


def traj08(rs: RowSet) -> None:
    inbox = [
        ("Lease renewal offer — Unit 4B", "Harborview Property Mgmt", "Today 09:58", "64 KB", True, False),
        ("Your prescription is ready for pickup", "Northgate Pharmacy", "Today 09:14", "7 KB", True, False),
        ("Re: Saturday climbing?", "Jonah Kim", "Today 08:32", "5 KB", True, False),
        ("Weekly digest: 14 new posts in Makers Guild", "Makers Guild", "Today 06:00", "48 KB", False, False),
        ("Renter's insurance: policy documents", "Lemonade", "Yesterday 18:40", "412 KB", True, False),
        ("Re: security deposit question", "Harborview Property Mgmt", "Yesterday 12:05", "11 KB", False, True),
        ("Your order has shipped (#112-4471093-2283310)", "Amazon.com", "Yesterday 10:44", "33 KB", True, False),
        ("March utility bill available", "Seattle City Light", "Tue 07:15", "19 KB", True, False),
        ("Lease addendum: parking space 17", "Harborview Property Mgmt", "Mon 16:22", "88 KB", False, False),
        ("Photos from the hike", "Priya Raman", "Sun 21:03", "8.7 MB", False, True),
    ]
    F = lambda ib, sent=None: [("Inbox", ib), ("Drafts", None), ("Sent", sent), ("Junk", 3), ("Trash", None), ("Housing", None), ("Travel", None)]  # noqa: E731
    q0 = "31% of 2 GB"
    u = f"{MAIL}/?_task=mail&_mbox=INBOX"
    t1 = rc_frame(F(6), "Inbox", q0, rc_list(inbox, "Messages 1 to 10 of 342"), "Roundcube Webmail :: Inbox", u)
    found = [inbox[0], inbox[8], ("Re: lease question about subletting", "Harborview Property Mgmt", "Feb 27", "9 KB", False, False),
             ("Lease agreement — signed copy", "Harborview Property Mgmt", "2023-03-30", "1.1 MB", False, True)]
    t2 = rc_frame(F(6), "Inbox", q0, rc_list(found, "Messages 1 to 4 of 4", "lease"), "Roundcube Webmail :: Inbox", u + "&_search=1")
    body = ["\tStaticText 'Dear Samir,'", "\tStaticText 'Your lease for Unit 4B at 2210 Alder St ends on May 31, 2024. We are pleased to offer a renewal:'",
            "\tlist ''", "\t\tlistitem '12-month term: $2,145/month (current rent $2,060)'", "\t\tlistitem '6-month term: $2,260/month'",
            "\t\tlistitem 'Month-to-month: $2,410/month'", "\tStaticText 'Please reply by April 15, 2024 to confirm your choice.'",
            "\tStaticText 'Attachments'", "\t[150] link 'Renewal_Offer_4B.pdf (52 KB)'"]

    def preview(rows: list, flagged: bool, mark_menu: bool, folders: list) -> str:
        main = rc_list(rows, "Messages 1 to 4 of 4", "lease")
        if mark_menu:
            main += ["[110] menu 'Mark messages'", "\t[111] menuitem 'As read', disabled=True", "\t[112] menuitem 'As unread'",
                     "\t[113] menuitem 'As flagged'", "\t[114] menuitem 'As unflagged', disabled=True"]
        main += ["[120] region 'Message preview'", f"\theading '{inbox[0][0]}'", "\tStaticText 'From Harborview Property Mgmt <leasing@harborviewpm.com>'",
                 "\tStaticText 'To samir.nasser@mail.example.org'", "\tStaticText 'on 2024-03-14 09:58'"] + (["\t[124] img 'Flagged'"] if flagged else []) + [
                 "\t[121] button 'Reply'", "\t[122] button 'Forward'", "\t[123] button 'Delete'"] + body
        return rc_frame(folders, "Inbox", q0, main, f"Roundcube Webmail :: {inbox[0][0]}", u + "&_uid=9034&_action=show&_search=1")

    r3 = [inbox[0][:4] + (False, False)] + found[1:]
    t3 = preview(r3, False, False, F(5))
    t4 = preview(r3, False, True, F(5))
    r5 = [inbox[0][:4] + (False, True)] + found[1:]
    t5 = preview(r5, True, False, F(5))
    rep = "Hi, I would like to renew for the 12-month term at $2,145/month. Please send the renewal paperwork. Thanks, Samir Nasser (Unit 4B)"

    def compose(text: str) -> str:
        return rc_frame(F(5), "Inbox", q0, [
            "[60] main ''", "\theading 'Compose'", "\t[61] combobox 'From' value='Samir Nasser <samir.nasser@mail.example.org>'",
            "\t[62] textbox 'To' value='Harborview Property Mgmt <leasing@harborviewpm.com>'", "\t[63] link 'Add Cc'", "\t[64] link 'Add Bcc'",
            "\t[65] textbox 'Subject' value='Re: Lease renewal offer — Unit 4B'", "\t[66] button 'Attach a file'",
            f"\t[68] textbox 'Message body' value='{text}\\n\\nOn 2024-03-14 09:58, Harborview Property Mgmt wrote:\\n> Dear Samir,\\n> Your lease for Unit 4B at 2210 Alder St ends on May 31, 2024. ...'",
            "\t[69] combobox 'Editor type' value='Plain text'", "\t[70] checkbox 'Return receipt', checked=false", "\t[71] button 'Send'",
            "\t[72] button 'Save'", "\tStaticText 'Draft saved at 10:39'" if text else "\tStaticText ''", "\t[73] button 'Cancel'"],
            "Roundcube Webmail :: Compose", f"{MAIL}/?_task=mail&_action=compose&_reply_uid=9034&_mbox=INBOX&_id=5521")

    t6 = compose("")
    t7 = compose(rep)
    newmsg = ("Delivered: your package was left at the front desk", "Amazon.com", "Today 10:41", "29 KB", True, False)
    after = [newmsg, inbox[0][:4] + (False, True)] + inbox[1:9]
    t8 = rc_frame(F(6), "Inbox", q0, ["\t[58] alert ''", "\t\tStaticText 'Message sent successfully.'"] + rc_list(after, "Messages 1 to 10 of 343"), "Roundcube Webmail :: Inbox", u)
    sent = [("Re: Lease renewal offer — Unit 4B", "Harborview Property Mgmt", "Today 10:41", "6 KB", False, False),
            ("Re: Saturday climbing?", "Jonah Kim", "Yesterday 22:10", "4 KB", False, False),
            ("Re: security deposit question", "Harborview Property Mgmt", "Yesterday 11:31", "6 KB", False, False),
            ("Flight confirmation for Mom", "Leila Nasser", "Tue 19:55", "210 KB", False, False),
            ("Re: Photos from the hike", "Priya Raman", "Mon 08:12", "3 KB", False, False),
            ("Parking space question", "Harborview Property Mgmt", "Mon 07:48", "5 KB", False, False),
            ("Re: Makers Guild laser induction", "Makers Guild", "Sat 14:26", "6 KB", False, False),
            ("Tax docs", "Hannah Ortiz CPA", "Fri 16:03", "3.4 MB", False, False),
            ("Re: bike for sale", "Craig Liu", "Thu 20:37", "4 KB", False, False),
            ("Re: renter's insurance quote", "Lemonade", "Mar 06", "8 KB", False, False)]
    t9 = rc_frame(F(6), "Sent", q0, rc_list(sent, "Messages 1 to 10 of 129"), "Roundcube Webmail :: Sent", f"{MAIL}/?_task=mail&_mbox=Sent")
    after2 = [newmsg[:4] + (False, False), inbox[0][:4] + (False, True)] + inbox[1:9]
    t10 = rc_frame(F(5), "Inbox", q0, rc_list(after2, "Messages 1 to 10 of 343") + [
        "[120] region 'Message preview'", f"\theading '{newmsg[0]}'", "\tStaticText 'From Amazon.com <shipment-tracking@amazon.com>'",
        "\tStaticText 'To samir.nasser@mail.example.org'", "\tStaticText 'on 2024-03-14 10:41'", "\t[121] button 'Reply'", "\t[122] button 'Forward'",
        "\t[123] button 'Delete'", "\tStaticText 'Your package was delivered. It was handed directly to a resident or left with front desk staff.'",
        "\tStaticText 'Order #112-4471093-2283310 — Petzl GRIGRI belay device, Black Diamond Momentum harness'"],
        f"Roundcube Webmail :: {newmsg[0]}", u + "&_uid=9041&_action=show")
    turns = [(f"goto('{u}')", t1), ("fill('68', 'lease')", t2.replace("searchbox 'Search' value='lease'", "searchbox 'Search' value='lease', focused")),
             ("click('81')", t3), ("click('66')", t4), ("click('113')", t5), ("click('121')", t6), (f"fill('68', '{rep}')", t7),
             ("click('71')", t8), ("click('25')", t9), ("click('23')", t10)]
    turns.insert(2, ("press('68', 'Enter')", t2))
    turns[1] = ("fill('68', 'lease')", rc_frame(F(6), "Inbox", q0, rc_list(inbox, "Messages 1 to 10 of 342", "lease"), "Roundcube Webmail :: Inbox", u))
    turns[-1] = ("click('23')", rc_frame(F(6), "Inbox", q0, rc_list(after, "Messages 1 to 10 of 343"), "Roundcube Webmail :: Inbox", u))
    turns.append(("click('81')", t10))
    rs.add(task=TASK, tid="h30-web-08", system=sys_for("Find the lease renewal email, flag it, and reply accepting the 12-month term."),
           turns=turns, state="Browser at https://mail.example.org/ (signed in as samir.nasser@mail.example.org).", bad=False, kind="clean")


# ---------------------------------------------------------------- CMS admin (Magento admin)
ADM = "http://onestopmarket.example/admin"
ADM_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System", "Find Partners & Extensions"]


def adm(title: str, main: list[str], url: str, notice: str | None = None) -> str:
    out = ["[50] navigation ''", "\t[51] link 'Magento Admin Panel'"] + [f"\t[{52 + i}] link '{m}'" for i, m in enumerate(ADM_MENU)]
    if notice:
        out += ["[70] alert ''", f"\tStaticText '{notice}'", "\t[71] link 'Cache Management'"]
    out += ["[80] banner ''", f"\theading '{title}'", "\t[81] link 'admin'", "\t[82] link 'Notifications 4'", "\t[83] textbox 'Search entire store here...'"]
    return axtree(f"{title} / Magento Admin", out + main, url)


def traj09(rs: RowSet) -> None:
    rows = {1823: ["Sprite Yoga Strap 6 foot", "24-WG084", "$14.00", "100.0000", "Default Stock: 100"],
            1824: ["Sprite Yoga Strap 8 foot", "24-WG085", "$17.00", "100.0000", "Default Stock: 100"],
            1825: ["Sprite Yoga Strap 10 foot", "24-WG086", "$21.00", "100.0000", "Default Stock: 100"]}

    def grid(r: dict[int, list[str]], msg: str | None = None, notice: str | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
        main += ["\t[102] button 'Add Product'", "\t[103] textbox 'Search by keyword' value='yoga strap'", "\t[104] button 'Search'",
                 "\t[105] button 'Filters'", "\t[106] button 'Default View'", "\t[107] button 'Columns'", "\t[108] button 'Export'",
                 "\tStaticText 'Active filters:'", "\tStaticText 'Keyword: yoga strap'", "\t[109] button 'Clear all'",
                 "\t[110] combobox 'Actions'", "\tStaticText '3 records found'", "\t[111] combobox 'per page' value='20'",
                 "\t[112] table ''", "\t\trow ''"]
        main += [f"\t\t\tcolumnheader '{c}'" for c in ["", "ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity",
                                                       "Salable Quantity", "Visibility", "Status", "Websites", "Action"]]
        for k, (pid, (name, sku, price, qty, sal)) in enumerate(r.items()):
            b = 120 + 5 * k
            main += ["\t\trow ''", f"\t\t\t[{b}] checkbox '', checked=false", f"\t\t\tgridcell '{pid}'", f"\t\t\t[{b + 1}] img '{name}'",
                     f"\t\t\tgridcell '{name}'", "\t\t\tgridcell 'Simple Product'", "\t\t\tgridcell 'Gear'", f"\t\t\tgridcell '{sku}'",
                     f"\t\t\tgridcell '{price}'", f"\t\t\tgridcell '{qty}'", f"\t\t\tgridcell '{sal}'", "\t\t\tgridcell 'Catalog, Search'",
                     "\t\t\tgridcell 'Enabled'", "\t\t\tgridcell 'Main Website'", f"\t\t\t[{b + 2}] link 'Edit'"]
        return adm("Products", main, f"{ADM}/catalog/product/", notice)

    def edit(pid: int, name: str, sku: str, price: str, qty: str, msg: str | None = None, notice: str | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
        main += ["\t[102] button 'Back'", "\t[103] button 'Add Attribute'", "\t[104] button 'Customer View'", "\t[105] button 'Save'",
                 "\t[106] checkbox 'Enable Product', checked=true", "\t[107] combobox 'Attribute Set' value='Gear'",
                 f"\t[108] textbox 'Product Name *' value='{name}'", f"\t[109] textbox 'SKU *' value='{sku}'",
                 f"\t[110] textbox 'Price *' value='{price}'", "\tStaticText '$'", "\t[111] button 'Advanced Pricing'",
                 "\t[112] combobox 'Tax Class' value='Taxable Goods'", f"\t[113] textbox 'Quantity' value='{qty}'",
                 "\t[114] button 'Advanced Inventory'", "\t[115] combobox 'Stock Status' value='In Stock'",
                 "\t[116] combobox 'Weight' value='This item has weight'", "\t[117] textbox 'Weight' value='1'", "\tStaticText 'lbs'",
                 "\t[118] listbox 'Categories' value='Gear, Fitness Equipment'", "\t[119] combobox 'Visibility' value='Catalog, Search'",
                 "\t[120] checkbox 'Set Product as New From', checked=false", "\t[121] combobox 'Country of Manufacture' value=''",
                 "\t[130] button 'Content'", "\t[131] button 'Configurations'", "\t[132] button 'Product Reviews'", "\t[133] button 'Images And Videos'",
                 "\t[134] button 'Search Engine Optimization'", "\t[135] button 'Related Products, Up-Sells, and Cross-Sells'",
                 "\t[136] button 'Customizable Options'", "\t[137] button 'Product in Websites'", "\t[138] button 'Design'",
                 "\t[139] button 'Gift Options'", "\t[140] button 'Downloadable Information'"]
        return adm(name, main, f"{ADM}/catalog/product/edit/id/{pid}/", notice)

    inv = "One or more of the Cache Types are invalidated: Page Cache. Please go to Cache Management and refresh cache types."
    t1 = grid(rows)
    t2 = edit(1824, *rows[1824][:2], "17.00", "100")
    t3 = edit(1824, *rows[1824][:2], "14.50", "100")
    t4 = edit(1824, *rows[1824][:2], "14.50", "100", "You saved the product.", inv)
    r5 = dict(rows)
    r5[1824] = rows[1824][:2] + ["$14.50"] + rows[1824][3:]
    t5 = grid(r5, None, inv)
    t6 = edit(1825, *rows[1825][:2], "21.00", "100", None, inv)
    t7 = edit(1825, *rows[1825][:2], "21.00", "60", None, inv)
    t8 = edit(1825, *rows[1825][:2], "21.00", "60", "You saved the product.", inv)
    r9 = dict(rows)
    r9[1825] = rows[1825][:3] + ["60.0000", "Default Stock: 60"]
    t9 = grid(r9, None, inv)
    cache = ["[100] main ''", "\t[101] button 'Flush Magento Cache'", "\t[102] button 'Flush Cache Storage'", "\t[103] combobox 'Mass action' value='Refresh'",
             "\t[104] button 'Submit'", "\t[105] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Cache Type'", "\t\t\tcolumnheader 'Description'",
             "\t\t\tcolumnheader 'Tags'", "\t\t\tcolumnheader 'Status'"]
    for k, (ct, d, tag, st) in enumerate([("Configuration", "Various XML configurations that were collected across modules and merged", "CONFIG", "ENABLED"),
                                          ("Layouts", "Layout building instructions", "LAYOUT_GENERAL_CACHE_TAG", "ENABLED"),
                                          ("Blocks HTML output", "Page blocks HTML", "BLOCK_HTML", "ENABLED"),
                                          ("Collections Data", "Collection data files", "COLLECTION_DATA", "ENABLED"),
                                          ("EAV types and attributes", "Entity types declaration cache", "EAV", "ENABLED"),
                                          ("Page Cache", "Full page caching", "FPC", "INVALIDATED"),
                                          ("Integrations Configuration", "Integration configuration file", "INTEGRATION", "ENABLED")]):
        cache += ["\t\trow ''", f"\t\t\t[{110 + k}] checkbox '', checked=false", f"\t\t\tgridcell '{ct}'", f"\t\t\tgridcell '{d}'",
                  f"\t\t\tgridcell '{tag}'", f"\t\t\tgridcell '{st}'"]
    t10 = adm("Cache Management", cache, f"{ADM}/admin/cache/", inv)
    turns = [(f"goto('{ADM}/catalog/product/')", t1), ("click('127')", t2), ("fill('110', '14.50')", t3), ("click('105')", t4),
             ("click('102')", t5), ("click('132')", t6), ("fill('113', '60')", t7), ("click('105')", t8), ("click('102')", t9),
             ("click('71')", t10)]
    rs.add(task=TASK, tid="h30-web-09", system=sys_for("In the store admin, mark down the 8-foot Sprite yoga strap to $14.50 and set the 10-foot strap's stock to 60."),
           turns=turns, state="Browser at http://onestopmarket.example/admin (logged in as admin).",
           bad=True, turn=9, kind="product price saved as 14.50 (and shown so in the grid) reads back as the old 17.00 in a later grid")


WP = "http://cms.example/wp-admin"
WP_MENU = ["Dashboard", "Posts", "Media", "Pages", "Comments 3", "Appearance", "Plugins 1", "Users", "Tools", "Settings"]


def wp(title: str, main: list[str], url: str) -> str:
    bar = ["[30] navigation 'Toolbar'", "\t[31] link 'About WordPress'", "\t[32] link 'Maplewood Library Friends'", "\t[33] link '3 Comments in moderation'",
           "\t[34] link 'New'", "\t[35] link 'Howdy, Ines Castillo'", "[40] navigation 'Main menu'"]
    bar += [f"\t[{41 + i}] link '{m}'" for i, m in enumerate(WP_MENU)]
    return axtree(f"{title} ‹ Maplewood Library Friends — WordPress", bar + main, url)


def traj10(rs: RowSet) -> None:
    posts = [
        ("Volunteer orientation recap", "Ines Castillo", "Volunteers", "orientation", "—", "Scheduled", "2024/03/18 at 8:00 am"),
        ("Book sale: March totals are in", "Ines Castillo", "Book Sale", "—", "4", "Published", "2024/03/12 at 9:00 am"),
        ("Teen advisory board call for members", "Rafael Moreno", "Teens", "—", "—", "Last Modified", "2024/03/11 at 3:18 pm"),
        ("Author talk with Delia Owens — recording", "Ines Castillo", "Events", "author talks, recordings", "7", "Published", "2024/03/08 at 6:30 pm"),
        ("Seed library opens for the season", "Grace Liu", "Garden, Events", "seeds", "12", "Published", "2024/03/04 at 10:00 am"),
        ("Thank you, winter donors!", "Ines Castillo", "Fundraising", "donors", "2", "Published", "2024/02/27 at 12:15 pm"),
        ("Summer reading kickoff plan", "Grace Liu", "Events", "—", "—", "Last Modified", "2024/02/26 at 9:40 am"),
    ]

    def lst(rows: list[tuple], counts: tuple[int, int, int, int, int, int], view: str, items: str, sort: str | None = None, msg: str | None = None) -> str:
        a, mine, pub, dr, sch, tr = counts
        main = ["[100] main ''", "\theading 'Posts'", "\t[101] link 'Add New'"]
        if msg:
            main += ["\t[102] alert ''", f"\t\tStaticText '{msg}'"]
        views = [("All", a), ("Mine", mine), ("Published", pub), ("Drafts", dr), ("Scheduled", sch), ("Trash", tr)]
        main += [f"\t[{103 + i}] link '{n} ({c})'" + (", current" if n == view else "") for i, (n, c) in enumerate(views)]
        main += ["\t[110] searchbox 'Search Posts:'", "\t[111] button 'Search Posts'", "\t[112] combobox 'Select bulk action'",
                 "\t[113] combobox 'Filter by date' value='All dates'", "\t[114] combobox 'Filter by category' value='All Categories'",
                 "\t[115] button 'Filter'", f"\tStaticText '{items}'", "\t[116] table ''", "\t\trow ''", "\t\t\t[117] checkbox 'Select All'",
                 "\t\t\t[118] link 'Title'", "\t\t\tcolumnheader 'Author'", "\t\t\tcolumnheader 'Categories'", "\t\t\tcolumnheader 'Tags'",
                 "\t\t\tcolumnheader 'Comments'", f"\t\t\t[119] link 'Date{' sorted ascending' if sort == 'asc' else ''}'"]
        for k, (t, au, cat, tag, com, st, dt) in enumerate(rows):
            b = 130 + 4 * k
            main += ["\t\trow ''", f"\t\t\t[{b}] checkbox 'Select {t}'", f"\t\t\t[{b + 1}] link '“{t}” (Edit)'",
                     f"\t\t\tStaticText '{au}'", f"\t\t\tStaticText '{cat}'", f"\t\t\tStaticText '{tag}'", f"\t\t\tStaticText '{com}'",
                     f"\t\t\tStaticText '{st}'", f"\t\t\tStaticText '{dt}'"]
        if view == "All":
            main += ["\t[190] navigation 'Pagination'", "\t\tStaticText '1 of 2'", "\t\t[191] link 'Next page'", "\t\t[192] link 'Last page'"]
        return wp("Posts", main, f"{WP}/edit.php" + ("?post_status=future&post_type=post" if view == "Scheduled" else ("?orderby=date&order=asc" if sort == "asc" else "")))

    t1 = lst(posts, (24, 9, 19, 4, 1, 2), "All", "24 items")
    title = "Spring plant swap: April 20 at the library"
    para = "Bring cuttings, seedlings or houseplants to trade on Saturday, April 20, 10 am–1 pm in the community room. Label your plants; extra pots and soil provided."

    def ed(t: str, p: str, status: str, saved: str, cats: tuple[bool, bool], url: str, slug: str | None, extra: list[str] | None = None) -> str:
        main = ["[200] region 'Editor top bar'", "\t[201] button 'Toggle block inserter'", "\t[202] button 'Undo'", "\t[203] button 'Redo'",
                f"\t[204] button '{saved}'", "\t[205] button 'Preview'", f"\t[206] button '{'Update' if status == 'Published' else 'Publish'}'",
                "\t[207] button 'Settings', pressed=true", "[210] region 'Editor content'",
                f"\t[211] textbox 'Add title' value='{t}'", f"\t[212] document 'Block: Paragraph' value='{p}'",
                "[220] region 'Editor settings'", "\t[221] tab 'Post', selected=True", "\t[222] tab 'Block', selected=False",
                "\tStaticText 'Visibility'", "\t[223] button 'Public'", "\tStaticText 'Publish'",
                "\t[224] button 'Immediately'" if status != "Published" else "\t[224] button 'March 14, 2024 11:22 am'",
                "\tStaticText 'Status'", f"\tStaticText '{status}'"]
        if slug:
            main += ["\tStaticText 'URL'", f"\t[225] link 'http://cms.example/{'2024/03/14/' if status == 'Published' else '?p=1187'}{slug if status == 'Published' else ''}'"]
        main += ["\t[226] checkbox 'Stick to the top of the blog', checked=false", "\tStaticText 'Author'", "\t[227] combobox 'Author' value='Ines Castillo'",
                 "\t[228] button 'Categories', expanded=True", f"\t\t[229] checkbox 'Uncategorized', checked={str(cats[0]).lower()}",
                 "\t\t[230] checkbox 'Book Sale', checked=false", f"\t\t[231] checkbox 'Events', checked={str(cats[1]).lower()}",
                 "\t\t[232] checkbox 'Fundraising', checked=false", "\t\t[233] checkbox 'Garden', checked=false", "\t\t[234] checkbox 'Teens', checked=false",
                 "\t\t[235] checkbox 'Volunteers', checked=false", "\t[236] button 'Tags', expanded=False", "\t[237] button 'Featured image', expanded=False",
                 "\t[238] button 'Excerpt', expanded=False", "\t[239] button 'Discussion', expanded=False"]
        main += extra or []
        return wp("Edit Post" if slug else "Add New Post", main, url)

    new_url = f"{WP}/post-new.php"
    e_url = f"{WP}/post.php?post=1187&action=edit"
    t2 = ed("", "", "Draft", "Save draft", (False, False), new_url, None)
    t3 = ed(title, "", "Draft", "Save draft", (False, False), new_url, None)
    t4 = ed(title, para, "Draft", "Save draft", (False, False), new_url, None)
    slug = "spring-plant-swap-april-20-at-the-library"
    t5 = ed(title, para, "Draft", "Saved", (True, False), e_url, slug)
    t6 = ed(title, para, "Draft", "Save draft", (True, True), e_url, slug)
    pre = ["[300] region 'Publish panel'", "\theading 'Are you ready to publish?'", "\tStaticText 'Double-check your settings before publishing.'",
           "\tStaticText 'Visibility: Public'", "\tStaticText 'Publish: Immediately'", "\t[301] button 'Publish'", "\t[302] button 'Cancel'"]
    t7 = ed(title, para, "Draft", "Save draft", (True, True), e_url, slug, pre)
    post = ["[300] region 'Publish panel'", f"\tStaticText '{title} is now live.'", "\tStaticText 'What’s next?'",
            f"\t[303] textbox 'Post address' value='http://cms.example/2024/03/14/{slug}/'", "\t[304] button 'Copy'", "\t[305] link 'View Post'",
            "\t[306] button 'Close panel'"]
    t8 = ed(title, para, "Published", "Saved", (True, True), e_url, slug, post)
    new_row = (title, "Ines Castillo", "Events, Uncategorized", "—", "—", "Published", "2024/03/14 at 11:22 am")
    t9 = lst([posts[0], new_row] + posts[1:], (25, 10, 20, 4, 1, 2), "All", "25 items")
    t10 = lst([posts[0]], (25, 10, 20, 4, 1, 2), "Scheduled", "1 item")
    old = [("Welcome to the new Friends website", "Ines Castillo", "Uncategorized", "—", "1", "Published", "2023/01/09 at 2:05 pm"),
           ("Annual meeting minutes 2022", "Rafael Moreno", "Meetings", "minutes", "—", "Published", "2023/01/23 at 8:47 pm"),
           ("Used book drop-off hours", "Ines Castillo", "Book Sale", "donations", "3", "Published", "2023/02/14 at 11:00 am"),
           ("Spring book sale 2023 — thank you!", "Grace Liu", "Book Sale", "—", "5", "Published", "2023/04/18 at 9:30 am"),
           ("Summer reading 2023 wrap-up", "Grace Liu", "Events, Teens", "summer reading", "6", "Published", "2023/08/29 at 4:15 pm")]
    t11 = lst(old, (25, 10, 20, 4, 1, 2), "All", "25 items", "asc")
    turns = [(f"goto('{WP}/edit.php')", t1), ("click('101')", t2), (f"fill('211', '{title}')", t3), (f"fill('212', '{para}')", t4),
             ("click('204')", t5), ("check('231')", t6), ("click('206')", t7), ("click('301')", t8), (f"goto('{WP}/edit.php')", t9),
             ("click('107')", t10), (f"goto('{WP}/edit.php?orderby=date&order=asc')", t11)]
    rs.add(task=TASK, tid="h30-web-10", system=sys_for("Publish a post in Events announcing the April 20 spring plant swap, then review the post list."),
           turns=turns, state="Browser at http://cms.example/wp-admin/ (logged in as Ines Castillo, editor).", bad=False, kind="clean")


# ---------------------------------------------------------------- bank portal
BANK = "https://online.cascadecu.example"


def bank(title: str, main: list[str], url: str, timer: str) -> str:
    head = ["[10] banner ''", "\t[11] link 'Cascade Credit Union home'", "\t[12] link 'Accounts'", "\t[13] link 'Transfers'", "\t[14] link 'Bill Pay'",
            "\t[15] link 'Statements & Documents'", "\t[16] link 'Messages (1)'", "\t[17] button 'Daniel Ferreira'", "\t[18] link 'Sign out'",
            "\tStaticText 'Last sign-in: Mar 12, 2024 7:41 PM PT'", f"\tStaticText 'Session expires in {timer}'"]
    return axtree(f"{title} | Cascade Credit Union Online Banking", head + main + ["[900] contentinfo ''", "\tStaticText 'Federally insured by NCUA. Equal Housing Opportunity.'",
                                                                                   "\tStaticText 'Routing number 323075880'"], url)


def traj11(rs: RowSet) -> None:
    def summary(chk: tuple[str, str], sav: str, msg: str | None, timer: str) -> str:
        main = ["[100] main ''", "\theading 'Good morning, Daniel'"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\t[102] table 'Deposit accounts'", "\t\trow ''", "\t\t\tcolumnheader 'Account'", "\t\t\tcolumnheader 'Available balance'",
                 "\t\t\tcolumnheader 'Current balance'",
                 "\t\trow ''", "\t\t\t[103] link 'Free Checking ••4821'", f"\t\t\tStaticText '{chk[0]}'", f"\t\t\tStaticText '{chk[1]}'",
                 "\t\trow ''", "\t\t\t[104] link 'High Yield Savings ••7730'", f"\t\t\tStaticText '{sav}'", f"\t\t\tStaticText '{sav}'",
                 "\t[105] table 'Credit cards'", "\t\trow ''", "\t\t\tcolumnheader 'Account'", "\t\t\tcolumnheader 'Current balance'",
                 "\t\t\tcolumnheader 'Available credit'", "\t\trow ''", "\t\t\t[106] link 'Visa Signature ••9042'", "\t\t\tStaticText '$642.18'",
                 "\t\t\tStaticText '$7,357.82'", "\t[107] table 'Loans'", "\t\trow ''", "\t\t\t[108] link 'Auto Loan ••0158'", "\t\t\tStaticText 'Principal balance $9,884.20'",
                 "\t\t\tStaticText 'Next payment $318.75 due 04/01/2024'", "\t[110] link 'Open a new account'",
                 "\t[111] region 'Quick links'", "\t\t[112] link 'Transfer money'", "\t\t[113] link 'Pay a bill'", "\t\t[114] link 'Deposit a check'",
                 "\t\t[115] link 'Order checks'"]
        return bank("Accounts", main, f"{BANK}/accounts", timer)

    t1 = summary(("$3,417.86", "$3,517.86"), "$12,080.44", None, "14:58")
    posted = [("03/13/2024", "PAYROLL DIRECT DEP ACME LOGISTICS", "+$2,406.12", "$3,517.86"),
              ("03/12/2024", "CITY OF PORTLAND WATER BUREAU WEB PMT", "-$84.37", "$1,111.74"),
              ("03/11/2024", "TRADER JOE'S #144 PORTLAND OR", "-$62.19", "$1,196.11"),
              ("03/10/2024", "VENMO PAYMENT 1031948861", "-$40.00", "$1,258.30"),
              ("03/08/2024", "PGE ELECTRIC AUTOPAY", "-$118.56", "$1,298.30"),
              ("03/07/2024", "CHECK #1042", "-$1,650.00", "$1,416.86")]

    def activity(pending: list[tuple[str, str, str]], rows: list[tuple[str, str, str, str]], bal: tuple[str, str], sort: str, timer: str) -> str:
        main = ["[100] main ''", "\theading 'Free Checking ••4821'", "\tStaticText 'Available balance'", f"\tStaticText '{bal[0]}'",
                "\tStaticText 'Current balance'", f"\tStaticText '{bal[1]}'", "\t[101] button 'Account details'",
                "\t[102] combobox 'Date range' value='Last 30 days'", "\t[103] searchbox 'Search transactions'", "\t[104] button 'Download'"]
        if pending:
            main += ["\theading 'Pending'", "\t[105] table 'Pending transactions'"]
            for d, desc, amt in pending:
                main += ["\t\trow ''", f"\t\t\tStaticText '{d}'", f"\t\t\tStaticText '{desc}'", f"\t\t\tStaticText '{amt}'"]
        main += ["\theading 'Posted'", "\t[110] table 'Posted transactions'", "\t\trow ''", f"\t\t\t[111] button 'Date{' sorted descending' if sort == 'date' else ''}'",
                 "\t\t\t[112] button 'Description'", f"\t\t\t[113] button 'Amount{' sorted ascending' if sort == 'amount' else ''}'"]
        if sort == "date":
            main += ["\t\t\tcolumnheader 'Balance'"]
        for d, desc, amt, b in rows:
            main += ["\t\trow ''", f"\t\t\tStaticText '{d}'", f"\t\t\t[{120 + rows.index((d, desc, amt, b))}] link '{desc}'", f"\t\t\tStaticText '{amt}'"]
            if sort == "date":
                main += [f"\t\t\tStaticText '{b}'"]
        main += ["\tStaticText 'Balance column is shown only when sorted by date.'"] if sort != "date" else []
        return bank("Free Checking ••4821", main, f"{BANK}/accounts/chk-4821/activity" + ("?sort=amount" if sort == "amount" else ""), timer)

    pend = [("03/13/2024", "SHELL OIL 57442 PORTLAND OR (pre-authorization)", "-$100.00")]
    t2 = activity(pend, posted, ("$3,417.86", "$3,517.86"), "date", "14:41")
    by_amt = sorted(posted, key=lambda r: float(r[2].replace("$", "").replace(",", "")))
    t3 = activity(pend, by_amt, ("$3,417.86", "$3,517.86"), "amount", "14:52")

    def xfer(amount: str, stage: str, timer: str) -> str:
        main = ["[100] main ''", "\theading 'Transfer money'"]
        if stage == "form":
            main += ["\t[101] combobox 'From' value='Free Checking ••4821 — Available $3,417.86'",
                     "\t[102] combobox 'To' value='High Yield Savings ••7730 — $12,080.44'", f"\t[103] textbox 'Amount' value='{amount}'",
                     "\t[104] combobox 'Frequency' value='One time'", "\t[105] textbox 'Send on' value='03/14/2024'",
                     "\t[106] textbox 'Memo (optional)' value=''", "\t[107] button 'Continue'", "\t[108] button 'Cancel'",
                     "\tStaticText 'Transfers made before 6:00 PM PT on a business day post the same day.'"]
        elif stage == "review":
            main += ["\theading 'Review your transfer'", "\tStaticText 'From: Free Checking ••4821'", "\tStaticText 'To: High Yield Savings ••7730'",
                     f"\tStaticText 'Amount: {amount}'", "\tStaticText 'Send on: Thursday, March 14, 2024'", "\tStaticText 'Frequency: One time'",
                     "\t[110] button 'Submit transfer'", "\t[111] button 'Edit'", "\t[112] button 'Cancel'"]
        else:
            main += ["\t[120] status ''", "\t\tStaticText 'Your transfer is complete.'", "\tStaticText 'Confirmation number'",
                     "\tStaticText 'XFR-8840215'", "\tStaticText 'From: Free Checking ••4821'", "\tStaticText 'To: High Yield Savings ••7730'",
                     f"\tStaticText 'Amount: {amount}'", "\tStaticText 'Date: 03/14/2024 10:18 AM PT'",
                     "\tStaticText 'New available balance — Free Checking ••4821: $2,917.86'",
                     "\tStaticText 'New balance — High Yield Savings ••7730: $12,580.44'",
                     "\t[121] link 'Make another transfer'", "\t[122] link 'Go to Accounts'", "\t[123] button 'Print'"]
        return bank("Transfer money", main, f"{BANK}/transfers" + ("/review" if stage == "review" else "/confirmation" if stage == "done" else ""), timer)

    t4 = xfer("", "form", "14:57")
    t5 = xfer("500.00", "form", "14:59")
    t6 = xfer("$500.00", "review", "14:58")
    t7 = xfer("$500.00", "done", "14:59")
    t8 = summary(("$2,971.01", "$2,971.01"), "$12,580.44", None, "14:56")
    posted2 = [("03/14/2024", "ONLINE TRANSFER TO SAVINGS ••7730 CONF XFR-8840215", "-$500.00", "$2,971.01"),
               ("03/14/2024", "SHELL OIL 57442 PORTLAND OR", "-$46.85", "$3,471.01")] + posted
    t9 = activity([], posted2, ("$2,971.01", "$2,971.01"), "date", "14:47")
    visa = ["[100] main ''", "\theading 'Visa Signature ••9042'", "\tStaticText 'Current balance'", "\tStaticText '$642.18'",
            "\tStaticText 'Available credit'", "\tStaticText '$7,357.82'", "\tStaticText 'Credit limit'", "\tStaticText '$8,000.00'",
            "\tStaticText 'Statement balance (02/28/2024)'", "\tStaticText '$512.40'", "\tStaticText 'Minimum payment due'", "\tStaticText '$35.00 by 03/28/2024'",
            "\t[101] button 'Make a payment'", "\theading 'Recent transactions'", "\t[102] table ''"]
    for d, desc, amt in [("03/12/2024", "NEW SEASONS MARKET", "$38.42"), ("03/09/2024", "PORTLAND STREETCAR", "$5.00"),
                         ("03/06/2024", "POWELL'S BOOKS", "$64.36"), ("03/02/2024", "SPOTIFY USA", "$11.99"), ("02/29/2024", "PAYMENT - THANK YOU", "-$480.00")]:
        visa += ["\t\trow ''", f"\t\t\tStaticText '{d}'", f"\t\t\tStaticText '{desc}'", f"\t\t\tStaticText '{amt}'"]
    t10 = bank("Visa Signature ••9042", visa, f"{BANK}/accounts/visa-9042", "14:55")
    turns = [(f"goto('{BANK}/accounts')", t1), ("click('103')", t2), ("click('113')", t3), ("click('13')", t4), ("fill('103', '500.00')", t5),
             ("click('107')", t6), ("click('110')", t7), ("click('122')", t8), ("click('103')", t9), (f"goto('{BANK}/accounts/visa-9042')", t10)]
    rs.add(task=TASK, tid="h30-web-11", system=sys_for("Move $500 from checking to savings, then check that both balances and the card balance look right."),
           turns=turns, state="Browser at https://online.cascadecu.example/ (signed in as Daniel Ferreira).", bad=False, kind="clean")


# ---------------------------------------------------------------- makerspace booking
MS = "https://members.forgeandfuse.example"


def ms_page(title: str, who: str, credits: int, now: str, main: list[str], url: str) -> str:
    head = ["[10] banner ''", "\t[11] link 'Forge & Fuse Makerspace'", "\t[12] link 'Equipment'", "\t[13] link 'My bookings'", "\t[14] link 'Classes'",
            "\t[15] link 'Inductions'", "\t[16] link 'Account'", f"\tStaticText 'Shop credits: {credits}'", f"\t[17] button '{who}'",
            f"\tStaticText '{now}'"]
    return axtree(f"{title} · Forge & Fuse", head + main, url)


def ms_equipment(rows: list[tuple[str, str, str, str]], ind_line: str) -> list[str]:
    main = ["[100] main ''", "\theading 'Equipment'", f"\tStaticText '{ind_line}'", "\t[101] combobox 'Area' value='All areas'",
            "\t[102] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Machine'", "\t\t\tcolumnheader 'Area'", "\t\t\tcolumnheader 'Rate'", "\t\t\tcolumnheader 'Status'"]
    for k, (m, area, rate, st) in enumerate(rows):
        main += ["\t\trow ''", f"\t\t\t[{110 + k}] link '{m}'", f"\t\t\tStaticText '{area}'", f"\t\t\tStaticText '{rate}'", f"\t\t\tStaticText '{st}'"]
    return main


def ms_week(machine: str, week: str, days: list[str], grid: dict[str, list[str]], prev_next: bool = True) -> list[str]:
    main = ["[100] main ''", f"\theading '{machine}'", "\t[101] link '‹ Previous week'", f"\tStaticText '{week}'", "\t[102] link 'Next week ›'",
            "\t[103] table 'Availability'", "\t\trow ''", "\t\t\tcolumnheader 'Time'"] + [f"\t\t\tcolumnheader '{d}'" for d in days]
    bid = 200
    for slot, cells in grid.items():
        main += ["\t\trow ''", f"\t\t\trowheader '{slot}'"]
        for c in cells:
            if c == "Free":
                main.append(f"\t\t\t[{bid}] button 'Book {slot}'")
            else:
                main.append(f"\t\t\tgridcell '{c}'")
            bid += 1
    return main


def traj12(rs: RowSet) -> None:
    who = "Tessa Nakamura"
    eq = [("Glowforge Pro #1", "Laser", "4 credits/h", "Available"), ("Glowforge Pro #2", "Laser", "4 credits/h", "In use — until 11:30 AM"),
          ("Prusa MK4 #1", "3D printing", "2 credits/h", "Available"), ("Prusa MK4 #2", "3D printing", "2 credits/h", "Available"),
          ("Prusa MK4 #3", "3D printing", "2 credits/h", "Printing — 1 h 12 min left"), ("ShopBot Desktop MAX CNC", "Wood shop", "6 credits/h", "Maintenance — back Mar 16"),
          ("Bantam Tools Desktop PCB Mill", "Electronics", "3 credits/h", "Available"), ("Juki DDL-8700 sewing machine", "Textiles", "1 credit/h", "Available")]
    indl = "Your inductions: Laser ✓ · 3D printing ✓ · Wood shop ✗ · Electronics ✓"
    t1 = ms_page("Equipment", who, 42, "Thu Mar 14, 11:06 AM", ms_equipment(eq, indl), f"{MS}/equipment")
    d1 = ["Mon 11", "Tue 12", "Wed 13", "Thu 14", "Fri 15", "Sat 16", "Sun 17"]
    g1 = {"10:00–12:00": ["Past", "Past", "Past", "Past", "Booked", "Booked", "Free"], "12:00–14:00": ["Past", "Past", "Past", "Free", "Free", "Booked", "Booked"],
          "14:00–16:00": ["Past", "Past", "Past", "Booked", "Free", "Booked", "Free"], "16:00–18:00": ["Past", "Past", "Past", "Free", "Booked", "Free", "Closed"],
          "18:00–20:00": ["Past", "Past", "Past", "Booked", "Booked", "Closed", "Closed"]}
    t2 = ms_page("Glowforge Pro #1", who, 42, "Thu Mar 14, 11:07 AM", ms_week("Glowforge Pro #1", "Mar 11 – Mar 17, 2024", d1, g1), f"{MS}/equipment/glowforge-pro-1")
    d2 = ["Mon 18", "Tue 19", "Wed 20", "Thu 21", "Fri 22", "Sat 23", "Sun 24"]
    g2 = {"10:00–12:00": ["Free", "Booked", "Free", "Free", "Booked", "Booked", "Free"], "12:00–14:00": ["Free", "Free", "Booked", "Free", "Free", "Booked", "Free"],
          "14:00–16:00": ["Booked", "Free", "Free", "Class: Intro to laser", "Free", "Free", "Free"], "16:00–18:00": ["Free", "Free", "Free", "Class: Intro to laser", "Booked", "Free", "Closed"],
          "18:00–20:00": ["Booked", "Free", "Booked", "Free", "Free", "Closed", "Closed"]}
    t3 = ms_page("Glowforge Pro #1", who, 42, "Thu Mar 14, 11:08 AM", ms_week("Glowforge Pro #1", "Mar 18 – Mar 24, 2024", d2, g2), f"{MS}/equipment/glowforge-pro-1?week=2024-03-18")

    def form(material: str, cost: int, now: str) -> str:
        return ms_page("New booking", who, 42, now, [
            "[100] main ''", "\theading 'Book Glowforge Pro #1'", "\tStaticText 'Tuesday, March 19, 2024 · 18:00–20:00 (2 h)'",
            f"\t[150] combobox 'Material' value='{material}'", "\t\t[151] option 'Own material (must be on the approved list)'",
            "\t\t[152] option 'Baltic birch 3 mm — house stock (+3 credits/sheet)'", "\t\t[153] option 'Cast acrylic 3 mm — house stock (+5 credits/sheet)'",
            "\t[154] spinbutton 'Sheets' value='1'", "\t[155] textbox 'Project (shown to staff)' value=''",
            "\t[156] checkbox 'I will stay with the machine while it is cutting', checked=true", "\tStaticText 'Machine time: 8 credits'",
            f"\tStaticText 'Total: {cost} credits'", "\tStaticText 'Balance after booking: " + str(42 - cost) + " credits'",
            "\t[157] button 'Confirm booking'", "\t[158] link 'Back to calendar'"], f"{MS}/bookings/new?machine=glowforge-pro-1&start=2024-03-19T18:00")

    t4 = form("Own material (must be on the approved list)", 8, "Thu Mar 14, 11:09 AM")
    t5 = form("Baltic birch 3 mm — house stock (+3 credits/sheet)", 11, "Thu Mar 14, 11:10 AM")
    g2b = dict(g2)
    g2b["18:00–20:00"] = ["Booked", "Your booking", "Booked", "Free", "Free", "Closed", "Closed"]
    t6 = ms_page("Glowforge Pro #1", who, 31, "Thu Mar 14, 11:10 AM", ["[90] status ''", "\tStaticText 'Booking confirmed: BK-20931 · Glowforge Pro #1 · Tue Mar 19, 18:00–20:00 · 11 credits'"]
                 + ms_week("Glowforge Pro #1", "Mar 18 – Mar 24, 2024", d2, g2b), f"{MS}/equipment/glowforge-pro-1?week=2024-03-18")

    def mine(credits: int, b20877: str, up: int, now: str, extra: list[str] | None = None) -> str:
        main = ["[100] main ''", "\theading 'My bookings'", f"\t[101] tab 'Upcoming ({up})', selected=True", "\t[102] tab 'Past', selected=False",
                "\t[103] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Ref'", "\t\t\tcolumnheader 'Machine'", "\t\t\tcolumnheader 'When'",
                "\t\t\tcolumnheader 'Credits'", "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader ''",
                "\t\trow ''", "\t\t\tStaticText 'BK-20877'", "\t\t\tStaticText 'Prusa MK4 #2'", "\t\t\tStaticText 'Sat Mar 16, 10:00–14:00'",
                "\t\t\tStaticText '8'", f"\t\t\tStaticText '{b20877}'"] + (["\t\t\t[110] button 'Cancel'"] if b20877 == "Confirmed" else []) + [
                "\t\trow ''", "\t\t\tStaticText 'BK-20931'", "\t\t\tStaticText 'Glowforge Pro #1'", "\t\t\tStaticText 'Tue Mar 19, 18:00–20:00'",
                "\t\t\tStaticText '11'", "\t\t\tStaticText 'Confirmed'", "\t\t\t[111] button 'Cancel'",
                "\tStaticText 'Cancel at least 24 hours ahead for a full credit refund.'"]
        return ms_page("My bookings", who, credits, now, main + (extra or []), f"{MS}/bookings")

    t7 = mine(31, "Confirmed", 2, "Thu Mar 14, 11:11 AM")
    dlg = ["[300] dialog 'Cancel booking BK-20877?'", "\tStaticText 'Prusa MK4 #2 · Sat Mar 16, 10:00–14:00'",
           "\tStaticText 'More than 24 hours notice: 8 credits will be refunded.'", "\t[301] button 'Yes, cancel booking'", "\t[302] button 'Keep it'"]
    t8 = mine(31, "Confirmed", 2, "Thu Mar 14, 11:11 AM", dlg)
    t9 = mine(39, "Cancelled — 8 credits refunded", 1, "Thu Mar 14, 11:12 AM")
    eq2 = list(eq)
    eq2[1] = ("Glowforge Pro #2", "Laser", "4 credits/h", "Available")
    eq2[4] = ("Prusa MK4 #3", "3D printing", "2 credits/h", "Printing — 44 min left")
    t10 = ms_page("Equipment", who, 39, "Thu Mar 14, 11:34 AM", ms_equipment(eq2, indl), f"{MS}/equipment")
    turns = [(f"goto('{MS}/equipment')", t1), ("click('110')", t2), ("click('102')", t3), ("click('229')", t4),
             ("select_option('150', 'Baltic birch 3 mm — house stock (+3 credits/sheet)')", t5), ("click('157')", t6), ("click('13')", t7),
             ("click('110')", t8), ("click('301')", t9), ("click('12')", t10)]
    rs.add(task=TASK, tid="h30-web-12", system=sys_for("Book the Glowforge Pro #1 for Tuesday Mar 19 evening with house birch, and cancel the Saturday 3D-printer booking."),
           turns=turns, state="Browser at https://members.forgeandfuse.example/ (signed in as Tessa Nakamura).", bad=False, kind="clean")


def traj13(rs: RowSet) -> None:
    who = "Ingrid Solberg"
    eq = [("Glowforge Pro #1", "Laser", "4 credits/h", "In use — until 10:00 AM"), ("Glowforge Pro #2", "Laser", "4 credits/h", "Available"),
          ("Prusa MK4 #1", "3D printing", "2 credits/h", "Printing — 3 h 05 min left"), ("Prusa MK4 #2", "3D printing", "2 credits/h", "Available"),
          ("Prusa MK4 #3", "3D printing", "2 credits/h", "Available"), ("ShopBot Desktop MAX CNC", "Wood shop", "6 credits/h", "Maintenance — back Mar 16"),
          ("Bantam Tools Desktop PCB Mill", "Electronics", "3 credits/h", "Out of service — spindle on order"), ("Juki DDL-8700 sewing machine", "Textiles", "1 credit/h", "Available")]
    indl = "Your inductions: Laser ✓ · 3D printing ✓ · Wood shop ✓ · Electronics ✗"
    t1 = ms_page("Equipment", who, 27, "Fri Mar 15, 9:12 AM", ms_equipment(eq, indl), f"{MS}/equipment")
    d = ["Mon 11", "Tue 12", "Wed 13", "Thu 14", "Fri 15", "Sat 16", "Sun 17"]
    g = {"10:00–12:00": ["Past", "Past", "Past", "Past", "Booked", "Booked", "Free"], "12:00–14:00": ["Past", "Past", "Past", "Past", "Free", "Booked", "Free"],
         "14:00–16:00": ["Past", "Past", "Past", "Past", "Booked", "Free", "Booked"], "16:00–18:00": ["Past", "Past", "Past", "Past", "Free", "Booked", "Closed"],
         "18:00–20:00": ["Past", "Past", "Past", "Past", "Booked", "Closed", "Closed"]}
    t2 = ms_page("Glowforge Pro #2", who, 27, "Fri Mar 15, 9:13 AM", ms_week("Glowforge Pro #2", "Mar 11 – Mar 17, 2024", d, g), f"{MS}/equipment/glowforge-pro-2")
    proj = "Engraved maple cutting boards for the school fundraiser (own stock, approved list)"

    def form(machine: str, when: str, rate: int, note: str, now: str, credits: int, slug: str, start: str, mat: str) -> str:
        return ms_page("New booking", who, credits, now, [
            "[100] main ''", f"\theading 'Book {machine}'", f"\tStaticText '{when} (2 h)'", f"\t[150] combobox 'Material' value='{mat}'",
            "\t[154] spinbutton 'Sheets' value='1'" if "Glowforge" in machine else "\t[154] combobox 'Filament' value='Own filament (PLA/PETG only)'",
            f"\t[155] textbox 'Project (shown to staff)' value='{note}'", "\t[156] checkbox 'I will stay with the machine while it is cutting', checked=true"
            if "Glowforge" in machine else "\t[156] checkbox 'Email me when the print finishes', checked=true",
            f"\tStaticText 'Machine time: {2 * rate} credits'", f"\tStaticText 'Total: {2 * rate} credits'",
            f"\tStaticText 'Balance after booking: {credits - 2 * rate} credits'", "\t[157] button 'Confirm booking'", "\t[158] link 'Back to calendar'"],
            f"{MS}/bookings/new?machine={slug}&start={start}")

    own = "Own material (must be on the approved list)"
    t3 = form("Glowforge Pro #2", "Saturday, March 16, 2024 · 14:00–16:00", 4, "", "Fri Mar 15, 9:13 AM", 27, "glowforge-pro-2", "2024-03-16T14:00", own)
    t4 = form("Glowforge Pro #2", "Saturday, March 16, 2024 · 14:00–16:00", 4, proj, "Fri Mar 15, 9:15 AM", 27, "glowforge-pro-2", "2024-03-16T14:00", own)
    g5 = dict(g)
    g5["14:00–16:00"] = ["Past", "Past", "Past", "Past", "Booked", "Your booking", "Booked"]
    t5 = ms_page("Glowforge Pro #2", who, 19, "Fri Mar 15, 9:15 AM", ["[90] status ''", "\tStaticText 'Booking confirmed: BK-20944 · Glowforge Pro #2 · Sat Mar 16, 14:00–16:00 · 8 credits'"]
                 + ms_week("Glowforge Pro #2", "Mar 11 – Mar 17, 2024", d, g5), f"{MS}/equipment/glowforge-pro-2")
    gp = {"10:00–12:00": ["Past", "Past", "Past", "Past", "Booked", "Free", "Free"], "12:00–14:00": ["Past", "Past", "Past", "Past", "Booked", "Booked", "Free"],
          "14:00–16:00": ["Past", "Past", "Past", "Past", "Free", "Booked", "Free"], "16:00–18:00": ["Past", "Past", "Past", "Past", "Free", "Free", "Closed"],
          "18:00–20:00": ["Past", "Past", "Past", "Past", "Booked", "Closed", "Closed"]}
    t6 = ms_page("Prusa MK4 #3", who, 19, "Fri Mar 15, 9:16 AM", ms_week("Prusa MK4 #3", "Mar 11 – Mar 17, 2024", d, gp), f"{MS}/equipment/prusa-mk4-3")
    note2 = "Brackets for the fundraiser display stand"
    t7 = form("Prusa MK4 #3", "Saturday, March 16, 2024 · 16:00–18:00", 2, note2, "Fri Mar 15, 9:17 AM", 19, "prusa-mk4-3", "2024-03-16T16:00", "Own filament")
    gp8 = dict(gp)
    gp8["16:00–18:00"] = ["Past", "Past", "Past", "Past", "Free", "Your booking", "Closed"]
    t8 = ms_page("Prusa MK4 #3", who, 15, "Fri Mar 15, 9:17 AM", ["[90] status ''", "\tStaticText 'Booking confirmed: BK-20945 · Prusa MK4 #3 · Sat Mar 16, 16:00–18:00 · 4 credits'"]
                 + ms_week("Prusa MK4 #3", "Mar 11 – Mar 17, 2024", d, gp8), f"{MS}/equipment/prusa-mk4-3")
    t9 = ms_page("My bookings", who, 15, "Fri Mar 15, 9:18 AM", [
        "[100] main ''", "\theading 'My bookings'", "\t[101] tab 'Upcoming (2)', selected=True", "\t[102] tab 'Past', selected=False",
        "\t[103] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Ref'", "\t\t\tcolumnheader 'Machine'", "\t\t\tcolumnheader 'When'",
        "\t\t\tcolumnheader 'Credits'", "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader ''",
        "\t\trow ''", "\t\t\tStaticText 'BK-20944'", "\t\t\tStaticText 'Glowforge Pro #1'", "\t\t\tStaticText 'Sat Mar 16, 14:00–16:00'",
        "\t\t\tStaticText '8'", "\t\t\tStaticText 'Confirmed'", "\t\t\t[110] button 'Cancel'",
        "\t\trow ''", "\t\t\tStaticText 'BK-20945'", "\t\t\tStaticText 'Prusa MK4 #3'", "\t\t\tStaticText 'Sat Mar 16, 16:00–18:00'",
        "\t\t\tStaticText '4'", "\t\t\tStaticText 'Confirmed'", "\t\t\t[111] button 'Cancel'",
        "\tStaticText 'Cancel at least 24 hours ahead for a full credit refund.'"], f"{MS}/bookings")
    t10 = ms_page("Account", who, 15, "Fri Mar 15, 9:19 AM", [
        "[100] main ''", "\theading 'Account'", "\tStaticText 'Membership: Maker (monthly) · renews Apr 1, 2024'", "\tStaticText 'Member since Aug 2022'",
        "\theading 'Shop credits'", "\tStaticText 'Balance: 15 credits'", "\t[120] button 'Buy credits'", "\t[121] table 'Credit history'",
        "\t\trow ''", "\t\t\tcolumnheader 'Date'", "\t\t\tcolumnheader 'Description'", "\t\t\tcolumnheader 'Change'", "\t\t\tcolumnheader 'Balance'",
        "\t\trow ''", "\t\t\tStaticText 'Mar 15, 9:17 AM'", "\t\t\tStaticText 'Booking BK-20945 (3D printing, 2 h)'", "\t\t\tStaticText '−4'", "\t\t\tStaticText '15'",
        "\t\trow ''", "\t\t\tStaticText 'Mar 15, 9:15 AM'", "\t\t\tStaticText 'Booking BK-20944 (laser, 2 h)'", "\t\t\tStaticText '−8'", "\t\t\tStaticText '19'",
        "\t\trow ''", "\t\t\tStaticText 'Mar 9, 4:02 PM'", "\t\t\tStaticText 'Booking BK-20811 (wood shop CNC, 1 h)'", "\t\t\tStaticText '−6'", "\t\t\tStaticText '27'",
        "\t\trow ''", "\t\t\tStaticText 'Mar 1, 12:00 AM'", "\t\t\tStaticText 'Monthly allowance (Maker plan)'", "\t\t\tStaticText '+30'", "\t\t\tStaticText '33'",
        "\t\trow ''", "\t\t\tStaticText 'Feb 29, 11:59 PM'", "\t\t\tStaticText 'Unused allowance expired'", "\t\t\tStaticText '−3'", "\t\t\tStaticText '3'",
        "\theading 'Payment method'", "\tStaticText 'Visa ending 5512, expires 09/26'", "\t[122] link 'Update'"], f"{MS}/account")
    t11 = ms_page("Inductions", who, 15, "Fri Mar 15, 9:20 AM", [
        "[100] main ''", "\theading 'Inductions'", "\t[101] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Area'", "\t\t\tcolumnheader 'Status'",
        "\t\t\tcolumnheader 'Signed off by'", "\t\trow ''", "\t\t\tStaticText 'Laser'", "\t\t\tStaticText 'Completed Sep 3, 2022'", "\t\t\tStaticText 'Marcus Oyelaran'",
        "\t\trow ''", "\t\t\tStaticText '3D printing'", "\t\t\tStaticText 'Completed Aug 27, 2022'", "\t\t\tStaticText 'Marcus Oyelaran'",
        "\t\trow ''", "\t\t\tStaticText 'Wood shop'", "\t\t\tStaticText 'Completed Jan 20, 2024'", "\t\t\tStaticText 'Ruth Abernathy'",
        "\t\trow ''", "\t\t\tStaticText 'Electronics'", "\t\t\tStaticText 'Not started'", "\t\t\t[110] link 'Sign up for the next session (Mar 23)'"], f"{MS}/inductions")
    # slot ids: Sat 14:00–16:00 in g and Sat 16:00–18:00 in gp
    turns = [(f"goto('{MS}/equipment')", t1), ("click('111')", t2), ("click('219')", t3), (f"fill('155', '{proj}')", t4), ("click('157')", t5),
             (f"goto('{MS}/equipment/prusa-mk4-3')", t6), ("click('226')", t7), ("click('157')", t8), ("click('13')", t9), ("click('16')", t10),
             ("click('15')", t11)]
    rs.add(task=TASK, tid="h30-web-13", system=sys_for("Book the Glowforge Pro #2 for Saturday 14:00–16:00 and a 3D printer right after, then check the bookings and credits."),
           turns=turns, state="Browser at https://members.forgeandfuse.example/ (signed in as Ingrid Solberg).",
           bad=True, turn=9, kind="booking BK-20944 made on Glowforge Pro #2 is listed under Glowforge Pro #1")


# ---------------------------------------------------------------- municipal permit portal
PM = "https://epermits.millbrook.example"


def pm_page(title: str, user: str, main: list[str], url: str) -> str:
    head = ["[10] banner ''", "\t[11] link 'City of Millbrook — ePermits'", "\t[12] link 'Dashboard'", "\t[13] link 'Apply'", "\t[14] link 'Inspections'",
            "\t[15] link 'Pay fees'", "\t[16] link 'Search records'", f"\t[17] button '{user}'", "\t[18] link 'Help'"]
    foot = ["[900] contentinfo ''", "\tStaticText 'Permit Center, 200 Civic Plaza, 2nd floor · Mon–Fri 8:00–4:30 · (555) 410-2200'"]
    return axtree(f"{title} | Millbrook ePermits", head + main + foot, url)


def pm_steps(n: int, names: list[str]) -> list[str]:
    out = ["\t[60] list 'Progress'"]
    for i, nm in enumerate(names, 1):
        st = "completed" if i < n else ("current" if i == n else "not started")
        out.append(f"\t\tlistitem 'Step {i} of {len(names)}: {nm} ({st})'")
    return out


def traj14(rs: RowSet) -> None:
    user = "Olu Bankole"
    past = [("EL-2023-004410", "Electrical — panel upgrade", "Finaled", "Oct 2, 2023"), ("FN-2022-000871", "Fence (6 ft, rear yard)", "Finaled", "May 19, 2022")]

    def dash(rows: list[tuple[str, str, str, str]], note: str | None = None) -> str:
        main = ["[100] main ''", "\theading 'My dashboard'"]
        if note:
            main += ["\t[101] status ''", f"\t\tStaticText '{note}'"]
        main += ["\t[102] button 'Start a new application'", "\theading 'My records'", "\t[103] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Record'",
                 "\t\t\tcolumnheader 'Type'", "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader 'Updated'"]
        for k, (r, t, s, u) in enumerate(rows):
            main += ["\t\trow ''", f"\t\t\t[{110 + k}] link '{r}'", f"\t\t\tStaticText '{t}'", f"\t\t\tStaticText '{s}'", f"\t\t\tStaticText '{u}'"]
        return pm_page("Dashboard", user, main, f"{PM}/dashboard")

    t1 = dash(past)
    types = ["Building — residential addition/alteration", "Building — deck or porch", "Electrical", "Fence", "Right-of-way — driveway cut",
             "Special event — block party", "Sign", "Tree removal (street tree)"]

    def chooser(sel: str | None) -> str:
        main = ["[100] main ''", "\theading 'What do you want to apply for?'", "\t[101] radiogroup 'Permit type'"]
        main += [f"\t\t[{102 + i}] radio '{t}', checked={str(t == sel).lower()}" for i, t in enumerate(types)]
        main += ["\t[115] button 'Start application'" + ("" if sel else ", disabled=True"), "\t[116] link 'Not sure? Take the permit quiz'"]
        return pm_page("Apply", user, main, f"{PM}/apply")

    t2 = chooser(None)
    t3 = chooser(types[5])
    steps = ["Event details", "Neighbor notification", "Review & submit"]
    rec = "SE-2024-000588"

    def details(date: str, closure: str, att: str, fee: list[tuple[str, str]], saved: str) -> str:
        main = ["[100] main ''", f"\theading 'Special event — block party · {rec}'", "\tStaticText 'Status: Draft'", f"\tStaticText '{saved}'"]
        main += pm_steps(1, steps)
        main += ["\t[120] textbox 'Event name' value='Linden Court Summer Block Party'", f"\t[121] textbox 'Event date (mm/dd/yyyy)' value='{date}'",
                 "\t[122] textbox 'Start time' value='3:00 PM'", "\t[123] textbox 'End time' value='9:00 PM'",
                 "\t[124] textbox 'Street' value='Linden Ct between Alder St and Birch Ave'",
                 f"\t[125] combobox 'Street closure' value='{closure}'", "\t\t[126] option 'No closure (sidewalk/yard only)'",
                 "\t\t[127] option 'Partial (one lane)'", "\t\t[128] option 'Full block (one block)'",
                 f"\t[129] spinbutton 'Expected attendance' value='{att}'", "\t[130] checkbox 'Amplified sound', checked=false",
                 "\t[131] checkbox 'Food trucks or vendors', checked=false", "\theading 'Estimated fees'", "\t[132] table ''"]
        for k, v in fee:
            main += ["\t\trow ''", f"\t\t\tStaticText '{k}'", f"\t\t\tStaticText '{v}'"]
        main += ["\t[140] button 'Save draft'", "\t[141] button 'Next'"]
        return pm_page(f"{rec} · Event details", user, main, f"{PM}/records/{rec}/step/1")

    f0 = [("Application fee", "$45.00"), ("Total", "$45.00")]
    f1 = [("Application fee", "$45.00"), ("Barricade rental (2 × $15.00)", "$30.00"), ("Total", "$75.00")]
    t4 = details("", "No closure (sidewalk/yard only)", "", f0, "Draft created just now")
    t5 = details("06/15/2024", "No closure (sidewalk/yard only)", "", f0, "Draft saved just now")
    t6 = details("06/15/2024", "Full block (one block)", "", f1, "Draft saved just now")
    t7 = details("06/15/2024", "Full block (one block)", "80", f1, "Draft saved 1 minute ago")
    t8 = pm_page(f"{rec} · Neighbor notification", user, [
        "[100] main ''", f"\theading 'Special event — block party · {rec}'", "\tStaticText 'Status: Draft'", "\tStaticText 'Draft saved just now'"]
        + pm_steps(2, steps) + [
        "\tStaticText 'A full closure requires written notice to every address on the block at least 14 days before the event.'",
        "\tStaticText 'Addresses on Linden Ct: 18'", "\t[150] radio 'I will upload a signed petition', checked=false",
        "\t[151] radio 'Mail notices for me ($1.10 per address)', checked=true", "\tStaticText 'Mailing fee: 18 × $1.10 = $19.80 (added to your fees)'",
        "\t[154] button 'Back'",
        "\t[155] button 'Next'"], f"{PM}/records/{rec}/step/2")
    t9 = pm_page(f"{rec} · Review & submit", user, [
        "[100] main ''", f"\theading 'Special event — block party · {rec}'", "\tStaticText 'Status: Draft'", "\tStaticText 'Draft saved just now'"]
        + pm_steps(3, steps) + [
        "\tStaticText 'Event: Linden Court Summer Block Party'", "\tStaticText 'When: Saturday, June 15, 2024, 3:00 PM – 9:00 PM'",
        "\tStaticText 'Where: Linden Ct between Alder St and Birch Ave (full closure)'", "\tStaticText 'Attendance: 80'",
        "\tStaticText 'Neighbor notice: mailed by the City to 18 addresses'", "\theading 'Fees due at submission'",
        "\t[160] table ''", "\t\trow ''", "\t\t\tStaticText 'Application fee'", "\t\t\tStaticText '$45.00'", "\t\trow ''",
        "\t\t\tStaticText 'Barricade rental (2 × $15.00)'", "\t\t\tStaticText '$30.00'", "\t\trow ''", "\t\t\tStaticText 'Neighbor notice mailing (18 × $1.10)'",
        "\t\t\tStaticText '$19.80'", "\t\trow ''", "\t\t\tStaticText 'Total'", "\t\t\tStaticText '$94.80'",
        "\t[161] checkbox 'I certify the information above is true and complete.', checked=false", "\t[162] button 'Back'",
        "\t[163] button 'Submit and pay $94.80'"], f"{PM}/records/{rec}/step/3")
    t10 = t9.replace("checked=false", "checked=true")
    t11 = pm_page(f"{rec} · Submitted", user, [
        "[100] main ''", "\t[101] status ''", f"\t\tStaticText 'Application {rec} was submitted on Mar 14, 2024 at 2:07 PM.'",
        "\tStaticText 'Payment received: $94.80 (Visa ending 0921) · Receipt R-2024-118230'",
        "\tStaticText 'Status: Submitted — waiting for intake review'", "\tStaticText 'Typical review time: 5–7 business days.'",
        "\t[102] link 'Download application PDF'", "\t[103] link 'Download receipt'", "\t[104] link 'Back to dashboard'"], f"{PM}/records/{rec}/submitted")
    t12 = dash([(rec, "Special event — block party", "Intake review (assigned: R. Delgado)", "Mar 14, 2024")] + past)
    turns = [(f"goto('{PM}/dashboard')", t1), ("click('102')", t2), ("click('107')", t3), ("click('115')", t4),
             ("fill('121', '06/15/2024')", t5), ("select_option('125', 'Full block (one block)')", t6), ("fill('129', '80')", t7),
             ("click('141')", t8), ("click('155')", t9), ("check('161')", t10), ("click('163')", t11), ("click('104')", t12)]
    rs.add(task=TASK, tid="h30-web-14", system=sys_for("Apply for a block party permit for Linden Ct on June 15 with a full street closure, and submit it."),
           turns=turns, state="Browser at https://epermits.millbrook.example/ (signed in as Olu Bankole; payment card on file).", bad=False, kind="clean")


def traj15(rs: RowSet) -> None:
    user = "Hannah Ortiz"
    rec = "BP-2024-004317"
    steps = ["Property", "Applicant", "Project details", "Contractor", "Documents", "Review & submit"]
    rows = [(rec, "Building — deck or porch", "Draft", "Mar 12, 2024"), ("EL-2024-001962", "Electrical — EV charger circuit", "Issued", "Feb 21, 2024"),
            ("TR-2023-000415", "Tree removal (street tree)", "Closed — approved", "Nov 8, 2023")]

    def dash() -> str:
        main = ["[100] main ''", "\theading 'My dashboard'", "\t[102] button 'Start a new application'", "\theading 'My records'", "\t[103] table ''",
                "\t\trow ''", "\t\t\tcolumnheader 'Record'", "\t\t\tcolumnheader 'Type'", "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader 'Updated'",
                "\t\t\tcolumnheader ''"]
        for k, (r, t, s, u) in enumerate(rows):
            main += ["\t\trow ''", f"\t\t\t[{110 + k}] link '{r}'", f"\t\t\tStaticText '{t}'", f"\t\t\tStaticText '{s}'", f"\t\t\tStaticText '{u}'"]
            if s == "Draft":
                main += ["\t\t\t[120] button 'Continue'"]
        main += ["\theading 'Upcoming inspections'", "\tStaticText 'EL-2024-001962 · Final electrical · Tue Mar 19, 8:00 AM–12:00 PM window'"]
        return pm_page("Dashboard", user, main, f"{PM}/dashboard")

    t1 = dash()
    addr = "\tStaticText 'Property: 4417 Quarry Ridge Rd · Parcel 08-221-019 · Zoning R-1'"

    def proj(val: str, area: str, height: str, rec_shown: str, saved: str) -> str:
        main = ["[100] main ''", f"\theading 'Building — deck or porch · {rec_shown}'", "\tStaticText 'Status: Draft'", f"\tStaticText '{saved}'", addr]
        main += pm_steps(3, steps)
        main += [f"\t[130] textbox 'Project valuation (USD)' value='{val}'", f"\t[131] textbox 'Deck area (sq ft)' value='{area}'",
                 f"\t[132] textbox 'Height of walking surface above grade (in)' value='{height}'",
                 "\t[133] radio 'Attached to dwelling', checked=true", "\t[134] radio 'Freestanding', checked=false",
                 "\t[135] combobox 'Decking material' value='Composite'", "\t[136] checkbox 'Includes stairs', checked=true",
                 "\t[137] checkbox 'Includes roof or pergola', checked=false",
                 "\t[138] textbox 'Describe the work' value='Replace existing 12x16 wood deck with 16x20 composite deck on new footings; new stairs to grade.'",
                 "\t[140] button 'Back'", "\t[141] button 'Save draft'", "\t[142] button 'Next'"]
        return pm_page(f"{rec_shown} · Project details", user, main, f"{PM}/records/{rec}/step/3")

    t2 = proj("", "", "38", rec, "Last saved Mar 12, 2024 at 8:54 PM")
    t3 = proj("18,500", "", "38", rec, "Draft saved just now")
    t4 = proj("18,500", "320", "38", "BP-2024-004371", "Draft saved just now")

    def contractor(owner: bool) -> str:
        main = ["[100] main ''", f"\theading 'Building — deck or porch · {rec}'", "\tStaticText 'Status: Draft'", "\tStaticText 'Draft saved just now'", addr]
        main += pm_steps(4, steps)
        main += [f"\t[150] checkbox 'I am the owner-builder (I will do the work myself)', checked={str(owner).lower()}"]
        if owner:
            main += ["\tStaticText 'Owner-builders must live at the property and may not sell it within 12 months of final inspection.'",
                     "\t[151] checkbox 'I have read the owner-builder disclosure', checked=false"]
        else:
            main += ["\t[152] textbox 'Contractor license #' value=''", "\t[153] button 'Look up'"]
        main += ["\t[154] button 'Back'", "\t[155] button 'Next'"]
        return pm_page(f"{rec} · Contractor", user, main, f"{PM}/records/{rec}/step/4")

    t5 = contractor(False)
    t6 = contractor(True)
    t7 = contractor(True).replace("[151] checkbox 'I have read the owner-builder disclosure', checked=false",
                                  "[151] checkbox 'I have read the owner-builder disclosure', checked=true")
    t8 = pm_page(f"{rec} · Documents", user, [
        "[100] main ''", f"\theading 'Building — deck or porch · {rec}'", "\tStaticText 'Status: Draft'", "\tStaticText 'Draft saved just now'", addr]
        + pm_steps(5, steps) + [
        "\t[160] table 'Required documents'", "\t\trow ''", "\t\t\tcolumnheader 'Document'", "\t\t\tcolumnheader 'File'", "\t\t\tcolumnheader ''",
        "\t\trow ''", "\t\t\tStaticText 'Site plan showing setbacks'", "\t\t\tStaticText 'site-plan-quarry-ridge.pdf (uploaded Mar 12)'", "\t\t\t[161] button 'Replace'",
        "\t\trow ''", "\t\t\tStaticText 'Framing plan with footing details'", "\t\t\tStaticText 'deck-framing-v2.pdf (uploaded Mar 12)'", "\t\t\t[162] button 'Replace'",
        "\t\trow ''", "\t\t\tStaticText 'Ledger attachment detail'", "\t\t\tStaticText 'ledger-detail.pdf (uploaded Mar 12)'", "\t\t\t[163] button 'Replace'",
        "\t[164] button 'Back'", "\t[165] button 'Next'"], f"{PM}/records/{rec}/step/5")
    fees = [("Building permit (valuation $18,500)", "$328.63"), ("Plan review (65%)", "$213.61"), ("State building surcharge (4%)", "$13.15"),
            ("Technology fee (5%)", "$16.43"), ("Total", "$571.82")]
    rv = ["[100] main ''", f"\theading 'Building — deck or porch · {rec}'", "\tStaticText 'Status: Draft'", "\tStaticText 'Draft saved just now'", addr] + pm_steps(6, steps) + [
        "\tStaticText 'Project: 320 sq ft composite deck, attached, 38 in above grade, with stairs'", "\tStaticText 'Valuation: $18,500.00'",
        "\tStaticText 'Contractor: owner-builder (Hannah Ortiz)'", "\tStaticText 'Documents: 3 of 3 uploaded'", "\theading 'Fees'", "\t[170] table ''"]
    for k, v in fees:
        rv += ["\t\trow ''", f"\t\t\tStaticText '{k}'", f"\t\t\tStaticText '{v}'"]
    rv += ["\tStaticText 'Plan review fee is due now; the remaining balance is invoiced when the permit is issued.'",
           "\t[171] checkbox 'I certify the information above is true and complete.', checked=false", "\t[172] button 'Back'",
           "\t[173] button 'Submit application'"]
    t9 = pm_page(f"{rec} · Review & submit", user, rv, f"{PM}/records/{rec}/step/6")
    t10 = t9.replace("checked=false", "checked=true")
    turns = [(f"goto('{PM}/dashboard')", t1), ("click('120')", t2), ("fill('130', '18500')", t3), ("fill('131', '320')", t4),
             ("click('142')", t5), ("check('150')", t6), ("check('151')", t7), ("click('155')", t8), ("click('165')", t9), ("check('171')", t10)]
    rs.add(task=TASK, tid="h30-web-15", system=sys_for("Finish the draft deck permit: valuation $18,500, 320 sq ft, owner-builder, and get it ready to submit."),
           turns=turns, state="Browser at https://epermits.millbrook.example/ (signed in as Hannah Ortiz).",
           bad=True, turn=4, kind="draft application number shown with two digits swapped on one step while every other page keeps the original record number")


# ---------------------------------------------------------------- fleet maintenance dashboard
FL = "https://app.rigtrack.example"


def fl_page(title: str, main: list[str], url: str, org: str) -> str:
    head = ["[10] navigation ''", "\t[11] link 'RigTrack'", "\t[12] link 'Dashboard'", "\t[13] link 'Vehicles'", "\t[14] link 'Work orders'",
            "\t[15] link 'PM schedules'", "\t[16] link 'Parts & inventory'", "\t[17] link 'Fuel'", "\t[18] link 'Reports'", f"\tStaticText '{org}'",
            "\t[19] button 'Account'"]
    return axtree(f"{title} — RigTrack", head + main, url)


def fl_table(rows: list[list[str]], cols: list[str], sort: str | None = None, base: int = 120) -> list[str]:
    out = ["\t[110] table ''", "\t\trow ''"]
    for i, c in enumerate(cols):
        out.append(f"\t\t\t[{111 + i}] button '{c}{' ▲' if c == sort else ''}'" if c in ("Unit", "Odometer", "Next PM due", "Open WOs") else f"\t\t\tcolumnheader '{c}'")
    for k, r in enumerate(rows):
        out += ["\t\trow ''", f"\t\t\t[{base + k}] link '{r[0]}'"] + [f"\t\t\tStaticText '{x}'" for x in r[1:]]
    return out


def traj16(rs: RowSet) -> None:
    org = "Greenline Landscaping · 9 vehicles"
    cols = ["Unit", "Vehicle", "Depot", "Status", "Odometer", "Fuel", "Last ping", "Open WOs", "Next PM due"]
    allv = [["Unit 301", "2021 Ford F-250 XL", "South", "Moving · 28 mph", "48,903 mi", "61%", "6 s ago", "0", "51,000 mi (in 2,097 mi)"],
            ["Unit 302", "2021 Ford F-250 XL", "North", "Parked", "52,117 mi", "88%", "4 min ago", "1", "52,500 mi (in 383 mi)"],
            ["Unit 303", "2020 Isuzu NPR-HD dump", "South", "Idle", "73,560 mi", "34%", "11 s ago", "0", "Apr 2, 2024"],
            ["Unit 305", "2022 Ram 2500 Tradesman", "North", "Moving · 51 mph", "31,244 mi", "72%", "3 s ago", "0", "37,500 mi (in 6,256 mi)"],
            ["Unit 307", "2019 Chevrolet Silverado 3500HD", "South", "Moving · 41 mph", "61,472 mi", "47%", "9 s ago", "1", "61,600 mi (in 128 mi)"],
            ["Unit 308", "2019 Chevrolet Silverado 3500HD", "North", "In shop", "66,018 mi", "22%", "2 h ago", "2", "Overdue by 518 mi"],
            ["Unit 310", "2023 Ford E-Transit", "South", "Charging · 64%", "9,870 mi", "—", "1 min ago", "0", "Sep 14, 2024"],
            ["Trailer T-12", "2018 Big Tex 14ET", "North", "Parked", "—", "—", "—", "0", "May 1, 2024"],
            ["Mower M-4", "Toro Z Master 7500-D", "South", "In service", "1,204 h", "—", "—", "0", "1,250 h (in 46 h)"]]
    t1 = fl_page("Vehicles", ["[100] main ''", "\theading 'Vehicles'", "\t[101] combobox 'Depot' value='All depots'", "\t[102] searchbox 'Search units'",
                              "\t[103] button 'Add vehicle'", "\tStaticText 'Live data refreshes every 30 s'"] + fl_table(allv, cols), f"{FL}/vehicles", org)
    south = [r for r in allv if r[2] == "South"]
    south2 = [r[:] for r in south]
    south2[0][4], south2[0][6], south2[0][8] = "48,911 mi", "4 s ago", "51,000 mi (in 2,089 mi)"
    south2[1][6] = "9 s ago"
    south2[2][4], south2[2][3], south2[2][6], south2[2][8] = "61,476 mi", "Moving · 38 mph", "2 s ago", "61,600 mi (in 124 mi)"
    t2 = fl_page("Vehicles", ["[100] main ''", "\theading 'Vehicles'", "\t[101] combobox 'Depot' value='South'", "\t[102] searchbox 'Search units'",
                              "\t[103] button 'Add vehicle'", "\tStaticText 'Live data refreshes every 30 s'", "\tStaticText '5 of 9 vehicles'"]
                 + fl_table(south2, cols), f"{FL}/vehicles?depot=south", org)
    order = [2, 4, 1, 0, 3]
    by_pm = [south2[i] for i in order]
    t3 = fl_page("Vehicles", ["[100] main ''", "\theading 'Vehicles'", "\t[101] combobox 'Depot' value='South'", "\t[102] searchbox 'Search units'",
                              "\t[103] button 'Add vehicle'", "\tStaticText 'Live data refreshes every 30 s'", "\tStaticText '5 of 9 vehicles'",
                              "\tStaticText 'Sorted by soonest due'"] + fl_table(by_pm, cols, "Next PM due"), f"{FL}/vehicles?depot=south&sort=next_pm", org)

    def unit(odo: str, status: str, ping: str, fuel: str, wos: list[list[str]], msg: str | None = None, form: list[str] | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\t[102] link 'Vehicles'", "\theading 'Unit 307 · 2019 Chevrolet Silverado 3500HD'", "\tStaticText 'VIN 1GC4YTEY4KF218840 · Plate C48-219K · South depot'",
                 f"\tStaticText 'Status: {status}'", f"\tStaticText 'Odometer: {odo}'", f"\tStaticText 'Fuel: {fuel}'", f"\tStaticText 'Last ping: {ping}'",
                 "\tStaticText 'Engine hours: 3,912.4'", "\tStaticText 'Assigned driver: Luis Carrillo'",
                 "\theading 'PM schedule'", "\tStaticText 'PM-A oil & filter, tire rotation · every 7,500 mi · last done at 54,100 mi (Nov 30, 2023) · due at 61,600 mi'",
                 "\tStaticText 'PM-B brake & suspension inspection · every 15,000 mi · last done at 54,100 mi · due at 69,100 mi'",
                 f"\theading 'Open work orders ({len(wos)})'", "\t[130] button 'Create work order'", "\t[131] table ''"]
        for k, w in enumerate(wos):
            main += ["\t\trow ''", f"\t\t\t[{132 + k}] link '{w[0]}'"] + [f"\t\t\tStaticText '{x}'" for x in w[1:]]
        main += form or []
        return fl_page("Unit 307", main, f"{FL}/vehicles/unit-307", org)

    wo1 = ["WO-8839", "Rear liftgate latch sticking", "Open", "Opened Mar 11 by Dee Park"]
    t4 = unit("61,481 mi", "Moving · 36 mph", "7 s ago", "46%", [wo1])
    form = ["\t[140] dialog 'New work order'", "\t\t[141] combobox 'Type' value='{typ}'", "\t\t\t[142] option 'Repair'",
            "\t\t\t[143] option 'PM-A oil & filter, tire rotation'", "\t\t\t[144] option 'PM-B brake & suspension inspection'",
            "\t\t[145] combobox 'Priority' value='Normal'", "\t\t[146] textbox 'Notes' value='{notes}'", "\t\t[147] combobox 'Shop' value='South depot bay 2'",
            "\t\t[148] textbox 'Scheduled date' value='03/15/2024'", "\t\t[149] button 'Save work order'", "\t\t[150] button 'Cancel'"]

    def fm(typ: str, notes: str) -> list[str]:
        return [x.replace("{typ}", typ).replace("{notes}", notes) for x in form]

    t5 = unit("61,484 mi", "Moving · 12 mph", "5 s ago", "46%", [wo1], None, fm("Repair", ""))
    t6 = unit("61,484 mi", "Idle", "12 s ago", "46%", [wo1], None, fm("PM-A oil & filter, tire rotation", ""))
    note = "PM-A due at 61,600; bring in first thing Friday"
    t7 = unit("61,484 mi", "Idle", "14 s ago", "46%", [wo1], None, fm("PM-A oil & filter, tire rotation", note))
    wo2 = ["WO-8862", "PM-A oil & filter, tire rotation", "Scheduled · Mar 15", "Opened just now by Amira Haddad"]
    t8 = unit("61,484 mi", "Parked", "31 s ago", "46%", [wo2, wo1], "Work order WO-8862 created for Unit 307.")
    south3 = [r[:] for r in south2]
    south3[0][3], south3[0][4], south3[0][6], south3[0][8] = "Moving · 44 mph", "48,930 mi", "3 s ago", "51,000 mi (in 2,070 mi)"
    south3[1][3], south3[1][6] = "Idle", "22 s ago"
    south3[2][3], south3[2][4], south3[2][5], south3[2][6], south3[2][7], south3[2][8] = "Parked", "61,484 mi", "46%", "58 s ago", "2", "61,600 mi (in 116 mi)"
    south3[3][3], south3[3][6] = "Charging · 71%", "40 s ago"
    by_pm3 = [south3[i] for i in order]
    t9 = fl_page("Vehicles", ["[100] main ''", "\theading 'Vehicles'", "\t[101] combobox 'Depot' value='South'", "\t[102] searchbox 'Search units'",
                              "\t[103] button 'Add vehicle'", "\tStaticText 'Live data refreshes every 30 s'", "\tStaticText '5 of 9 vehicles'",
                              "\tStaticText 'Sorted by soonest due'"] + fl_table(by_pm3, cols, "Next PM due"), f"{FL}/vehicles?depot=south&sort=next_pm", org)
    turns = [(f"goto('{FL}/vehicles')", t1), ("select_option('101', 'South')", t2), ("click('119')", t3), ("click('120')", t4),
             ("click('130')", t5), ("select_option('141', 'PM-A oil & filter, tire rotation')", t6), (f"fill('146', '{note}')", t7),
             ("click('149')", t8), ("click('102')", t9)]
    rs.add(task=TASK, tid="h30-web-16", system=sys_for("Find the South-depot vehicle whose preventive maintenance is due soonest and open a PM work order for it."),
           turns=turns, state="Browser at https://app.rigtrack.example/ (signed in as Amira Haddad, fleet manager).", bad=False, kind="clean")


def traj17(rs: RowSet) -> None:
    org = "Tri-County Meals on Wheels · 6 vehicles"
    cols = ["Unit", "Vehicle", "Depot", "Status", "Odometer", "Open WOs", "Next PM due"]
    veh = [["Unit 211", "2018 Ford Transit 250", "Central", "In service", "102,447 mi", "1", "105,000 mi"],
           ["Unit 212", "2018 Ford Transit 250", "Central", "Out of service", "98,930 mi", "2", "Overdue"],
           ["Unit 214", "2019 Ford Transit 250 (refrigerated)", "North", "In service", "84,212 mi", "3", "85,000 mi"],
           ["Unit 215", "2020 Ram ProMaster 2500", "North", "In service", "61,805 mi", "0", "67,500 mi"],
           ["Unit 218", "2022 Ford Transit 350 (refrigerated)", "Central", "In service", "27,390 mi", "1", "30,000 mi"],
           ["Unit 220", "2023 Toyota Sienna (wheelchair)", "North", "In service", "12,116 mi", "0", "15,000 mi"]]

    def vlist(rows: list[list[str]]) -> str:
        return fl_page("Vehicles", ["[100] main ''", "\theading 'Vehicles'", "\t[101] combobox 'Depot' value='All depots'", "\t[102] searchbox 'Search units'",
                                    "\t[103] button 'Add vehicle'", "\tStaticText 'Odometers update from the last fuel-card or inspection entry.'"]
                       + fl_table(rows, cols), f"{FL}/vehicles", org)

    t1 = vlist(veh)
    w12 = ["WO-8812", "Replace rear brake pads and rotors", "In progress", "Opened Mar 11 by Gail Hendricks"]
    w40 = ["WO-8840", "Check engine light — P0420 catalyst efficiency", "Open", "Opened Mar 12 by Gail Hendricks"]
    w51 = ["WO-8851", "Reefer unit not holding 38°F", "Awaiting parts", "Opened Mar 13 by Raj Patel"]

    def unit(open_w: list[list[str]], done: list[list[str]]) -> str:
        main = ["[100] main ''", "\t[102] link 'Vehicles'", "\theading 'Unit 214 · 2019 Ford Transit 250 (refrigerated)'",
                "\tStaticText 'VIN 1FTBW2YG7KKA55021 · Plate 7HX-204 · North depot'", "\tStaticText 'Status: In service'",
                "\tStaticText 'Odometer: 84,212 mi (fuel card, Mar 13)'", "\tStaticText 'Next PM: PM-A at 85,000 mi'",
                "\t[120] tablist", f"\t\t[121] tab 'Open work orders ({len(open_w)})', selected=True", f"\t\t[122] tab 'Completed ({len(done)})', selected=False",
                "\t[130] button 'Create work order'", "\t[131] table ''"]
        for k, w in enumerate(open_w):
            main += ["\t\trow ''", f"\t\t\t[{132 + k}] link '{w[0]}'"] + [f"\t\t\tStaticText '{x}'" for x in w[1:]]
        return fl_page("Unit 214", main, f"{FL}/vehicles/unit-214", org)

    done0 = [["WO-8702"], ["WO-8655"], ["WO-8530"], ["WO-8411"]]
    t2 = unit([w12, w40, w51], done0)

    def wo(status: str, odo: str, completed: list[str], buttons: list[str]) -> str:
        main = ["[100] main ''", "\t[101] link 'Unit 214'", "\theading 'WO-8812 · Replace rear brake pads and rotors'", f"\tStaticText 'Status: {status}'",
                "\tStaticText 'Priority: High · Shop: North depot bay 1 · Technician: Raj Patel'", "\tStaticText 'Opened Mar 11, 2024 8:05 AM by Gail Hendricks'",
                "\tStaticText 'Driver report: grinding noise from rear when braking, worse when loaded.'", "\theading 'Tasks'",
                "\t[140] checkbox 'Remove wheels, inspect calipers and slide pins', checked=true", "\t[141] checkbox 'Replace rear pads (Motorcraft BRF-1934)', checked=true",
                "\t[142] checkbox 'Replace rear rotors (Motorcraft BRRF-349)', checked=true", "\t[143] checkbox 'Road test', checked=true",
                "\theading 'Parts'", "\t[150] table ''", "\t\trow ''", "\t\t\tStaticText 'BRF-1934 rear pad set'", "\t\t\tStaticText '1 × $62.40'",
                "\t\trow ''", "\t\t\tStaticText 'BRRF-349 rear rotor'", "\t\t\tStaticText '2 × $42.90'", "\t\trow ''", "\t\t\tStaticText 'Parts total'",
                "\t\t\tStaticText '$148.20'", "\theading 'Labor'", "\tStaticText '1.5 h × $95.00 = $142.50'", "\tStaticText 'Work order total: $290.70'",
                f"\t[160] textbox 'Odometer at completion (mi)' value='{odo}'"] + completed + buttons
        return fl_page("WO-8812", main, f"{FL}/work-orders/WO-8812", org)

    t3 = wo("In progress", "", [], ["\t[161] button 'Complete work order'", "\t[162] button 'Put on hold'"])
    t4 = wo("In progress", "84,219", [], ["\t[161] button 'Complete work order'", "\t[162] button 'Put on hold'"])
    t5 = wo("Completed", "84,219", ["\tStaticText 'Completed Mar 14, 2024 3:42 PM by Gail Hendricks'"], ["\t[163] button 'Reopen'", "\t[164] button 'Print'"])
    t6 = unit([w40, w51], [["WO-8812"]] + done0).replace("Odometer: 84,212 mi (fuel card, Mar 13)", "Odometer: 84,219 mi (work order WO-8812, Mar 14)")
    veh7 = [r[:] for r in veh]
    veh7[2][4] = "84,219 mi"
    t7 = vlist(veh7)
    wl = ["[100] main ''", "\theading 'Work orders'", "\t[101] combobox 'Status' value='Open (all open statuses)'", "\t[102] combobox 'Depot' value='All depots'",
          "\tStaticText '6 work orders'", "\t[110] table ''", "\t\trow ''", "\t\t\tcolumnheader 'WO'", "\t\t\tcolumnheader 'Unit'", "\t\t\tcolumnheader 'Summary'",
          "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader 'Opened'"]
    for k, (w, u, sm, st, op) in enumerate([("WO-8851", "Unit 214", "Reefer unit not holding 38°F", "Awaiting parts", "Mar 13"),
                                            ("WO-8846", "Unit 218", "Side door sensor fault", "Open", "Mar 12"),
                                            ("WO-8840", "Unit 214", "Check engine light — P0420 catalyst efficiency", "Open", "Mar 12"),
                                            ("WO-8833", "Unit 212", "Transmission slipping 2→3", "In progress", "Mar 8"),
                                            ("WO-8819", "Unit 212", "Wheelchair lift hydraulic leak", "Awaiting parts", "Mar 6"),
                                            ("WO-8640", "Unit 211", "Replace cracked windshield (glass vendor)", "Scheduled · Mar 18", "Feb 20")]):
        wl += ["\t\trow ''", f"\t\t\t[{120 + k}] link '{w}'", f"\t\t\tStaticText '{u}'", f"\t\t\tStaticText '{sm}'", f"\t\t\tStaticText '{st}'", f"\t\t\tStaticText '{op}'"]
    t8 = fl_page("Work orders", wl, f"{FL}/work-orders?status=open", org)
    turns = [(f"goto('{FL}/vehicles')", t1), ("click('122')", t2), ("click('132')", t3), ("fill('160', '84219')", t4), ("click('161')", t5),
             ("click('101')", t6), ("click('102')", t7), ("click('14')", t8)]
    rs.add(task=TASK, tid="h30-web-17", system=sys_for("Close out the finished brake job on Unit 214 (odometer 84,219) and review what is still open across the fleet."),
           turns=turns, state="Browser at https://app.rigtrack.example/ (signed in as Gail Hendricks, maintenance lead).",
           bad=True, turn=7, kind="vehicle list still shows 3 open work orders for a unit whose work order was just completed (unit page showed 2)")


# ---------------------------------------------------------------- translation memory / CAT tool
TM = "https://tm.wordsmithy.example"


def tm_page(fname: str, pair: str, progress: str, saved: str, segs: list[tuple[int, str, str, str, str]], active: int | None,
            panel: list[str], url: str, flt: str = "All segments", extra: list[str] | None = None) -> str:
    head = ["[10] banner ''", "\t[11] link 'Wordsmithy TM'", "\t[12] link 'Projects'", "\t[13] link 'Memories'", "\t[14] link 'Termbases'",
            "\t[15] button 'Sasha Petrov'", "[20] toolbar 'Editor'", f"\tStaticText '{fname} · {pair}'", f"\tStaticText '{progress}'",
            f"\tStaticText '{saved}'", "\t[21] button 'Confirm (Ctrl+Enter)'", "\t[22] button 'Copy source to target'", "\t[23] button 'Run QA'",
            f"\t[24] combobox 'Filter' value='{flt}'", "\t[25] button 'Download target file'"]
    main = ["[100] main ''", "\t[101] table 'Segments'", "\t\trow ''", "\t\t\tcolumnheader '#'", "\t\t\tcolumnheader 'Source'",
            "\t\t\tcolumnheader 'Target'", "\t\t\tcolumnheader 'Match'", "\t\t\tcolumnheader 'Status'"]
    for n, src, tgt, match, st in segs:
        main += [f"\t\trow ''{', selected' if n == active else ''}", f"\t\t\tStaticText '{n}'", f"\t\t\tStaticText '{src}'",
                 f"\t\t\t[{200 + n}] textbox 'Target segment {n}' value='{tgt}'" + (", focused" if n == active else ""),
                 f"\t\t\tStaticText '{match}'", f"\t\t\tStaticText '{st}'"]
    return axtree(f"{fname} — Wordsmithy TM", head + main + (extra or []) + ["[300] complementary 'CAT panel'"] + panel, url)


def traj18(rs: RowSet) -> None:
    fname = "checkout-ui.json"
    pair = "English (US) → Spanish (Mexico)"
    url = f"{TM}/editor/7731/files/checkout-ui.json"
    S = {
        3: ["Your cart is empty.", "Tu carrito está vacío.", "100%", "Confirmed"],
        4: ["Continue shopping", "Seguir comprando", "100%", "Confirmed"],
        5: ["Apply coupon", "", "—", "Untranslated"],
        6: ["Shipping address", "Dirección de envío", "101% (context)", "Locked"],
        7: ["Estimated delivery: {date}", "", "84%", "Untranslated"],
        8: ["Remove item", "Eliminar artículo", "MT", "Draft"],
        9: ["Place order", "", "—", "Untranslated"],
        17: ["Apply coupon", "", "—", "Untranslated"],
        18: ["Order total", "", "96%", "Untranslated"],
        19: ["Gift message (optional)", "", "—", "Untranslated"],
    }

    def segs(keys: list[int]) -> list[tuple[int, str, str, str, str]]:
        return [(k, *S[k]) for k in keys]  # type: ignore[misc]

    top = [3, 4, 5, 6, 7, 8, 9]
    tm_none = ["\ttab 'Matches', selected=True", "\tStaticText 'No TM matches for this segment.'", "\ttab 'Concordance', selected=False",
               "\ttab 'Terms', selected=False", "\tStaticText 'Term: coupon → cupón (approved)'"]
    t1 = tm_page(fname, pair, "Confirmed 41/96 segments (43%) · 212/540 words", "All changes saved", segs(top), None,
                 ["\tStaticText 'Select a segment to see matches.'"], url)
    t2 = tm_page(fname, pair, "Confirmed 41/96 segments (43%) · 212/540 words", "All changes saved", segs(top), 5, tm_none, url)
    S[5] = ["Apply coupon", "Aplicar cupón", "—", "Draft"]
    t3 = tm_page(fname, pair, "Confirmed 41/96 segments (43%) · 212/540 words", "Saving…", segs(top), 5, tm_none, url)
    S[5] = ["Apply coupon", "Aplicar cupón", "—", "Confirmed"]
    S[17] = ["Apply coupon", "Aplicar cupón", "100% (repetition)", "Translated"]
    m7 = ["\ttab 'Matches', selected=True", "\tStaticText '84% · TM Checkout-ES-MX · Mar 2, 2024 · Diego Salas'",
          "\tStaticText 'Source: Estimated delivery: {date} to {city}'", "\tStaticText 'Target: Entrega estimada: {date} a {city}'",
          "\t[310] button 'Use match (Ctrl+1)'", "\tStaticText 'MT · Google · Entrega estimada: {date}'", "\t[311] button 'Use MT (Ctrl+2)'",
          "\ttab 'Concordance', selected=False"]
    t4 = tm_page(fname, pair, "Confirmed 42/96 segments (44%) · 214/540 words", "All changes saved", segs(top), 7, m7, url,
                 extra=["[290] status ''", "\tStaticText '1 repetition of segment 5 auto-propagated (segment 17).'"])
    S[7] = ["Estimated delivery: {date}", "Entrega estimada: {date}", "MT", "Draft"]
    t5 = tm_page(fname, pair, "Confirmed 42/96 segments (44%) · 214/540 words", "Saving…", segs(top), 7, m7, url)
    S[7] = ["Estimated delivery: {date}", "Entrega estimada: {date}", "MT", "Confirmed"]
    m8 = ["\ttab 'Matches', selected=True", "\tStaticText 'MT · Google · Eliminar artículo'", "\tStaticText '92% · TM Checkout-ES-MX · Eliminar el artículo'",
          "\t[310] button 'Use match (Ctrl+1)'", "\ttab 'Concordance', selected=False"]
    t6 = tm_page(fname, pair, "Confirmed 43/96 segments (45%) · 217/540 words", "All changes saved", segs(top), 8, m8, url)
    S[8] = ["Remove item", "Eliminar artículo", "MT", "Confirmed"]
    m9 = ["\ttab 'Matches', selected=True", "\tStaticText 'No TM matches for this segment.'", "\tStaticText 'MT · Google · Realizar pedido'",
          "\t[311] button 'Use MT (Ctrl+2)'", "\ttab 'Concordance', selected=False"]
    t7 = tm_page(fname, pair, "Confirmed 44/96 segments (46%) · 219/540 words", "All changes saved", segs(top), 9, m9, url)
    flt_segs = [(9, *S[9]), (18, *S[18]), (19, *S[19])]
    mm = ["\ttab 'Matches', selected=True", "\tStaticText 'No TM matches for this segment.'", "\tStaticText 'MT · Google · Realizar pedido'",
          "\t[311] button 'Use MT (Ctrl+2)'", "\ttab 'Concordance', selected=False"]
    t8 = tm_page(fname, pair, "Confirmed 44/96 segments (46%) · 219/540 words", "All changes saved", flt_segs + [
        (23, "Card number", "", "—", "Untranslated"), (24, "Expiry date (MM/YY)", "", "88%", "Untranslated"),
        (25, "Security code", "", "—", "Untranslated")], 9, mm, url + "?filter=untranslated", "Untranslated (52)")
    S[9] = ["Place order", "Realizar pedido", "MT", "Draft"]
    flt2 = [(9, *S[9]), (18, *S[18]), (19, *S[19]), (23, "Card number", "", "—", "Untranslated"), (24, "Expiry date (MM/YY)", "", "88%", "Untranslated"),
            (25, "Security code", "", "—", "Untranslated")]
    t9 = tm_page(fname, pair, "Confirmed 44/96 segments (46%) · 219/540 words", "All changes saved", flt2, 9, mm, url + "?filter=untranslated", "Untranslated (51)")
    S[9] = ["Place order", "Realizar pedido", "MT", "Confirmed"]
    m18 = ["\ttab 'Matches', selected=True", "\tStaticText '96% · TM Checkout-ES-MX · Mar 2, 2024 · Diego Salas'", "\tStaticText 'Source: Order total:'",
           "\tStaticText 'Target: Total del pedido:'", "\t[310] button 'Use match (Ctrl+1)'", "\ttab 'Concordance', selected=False"]
    flt3 = [(18, *S[18]), (19, *S[19]), (23, "Card number", "", "—", "Untranslated"), (24, "Expiry date (MM/YY)", "", "88%", "Untranslated"),
            (25, "Security code", "", "—", "Untranslated"), (26, "Cardholder name", "", "—", "Untranslated")]
    t10 = tm_page(fname, pair, "Confirmed 45/96 segments (47%) · 221/540 words", "All changes saved", flt3, 18, m18, url + "?filter=untranslated", "Untranslated (51)")
    S[18] = ["Order total", "Total del pedido:", "96%", "Draft"]
    flt4 = [(18, *S[18])] + flt3[1:]
    t11 = tm_page(fname, pair, "Confirmed 45/96 segments (47%) · 221/540 words", "Saving…", flt4, 18, m18, url + "?filter=untranslated", "Untranslated (50)")
    t12 = tm_page(fname, pair, "Confirmed 45/96 segments (47%) · 221/540 words", "All changes saved", segs(top), None,
                  ["\tStaticText 'Select a segment to see matches.'"], url)
    turns = [(f"goto('{url}')", t1), ("click('205')", t2), ("fill('205', 'Aplicar cupón')", t3), ("click('21')", t4),
             ("click('311')", t5), ("click('21')", t6),
             ("click('21')", t7), ("select_option('24', 'Untranslated')", t8), ("click('311')", t9), ("click('21')", t10),
             ("click('310')", t11), ("select_option('24', 'All segments')", t12)]
    rs.add(task=TASK, tid="h30-web-18", system=sys_for("Translate the next few checkout UI strings into Mexican Spanish in the CAT editor, reusing TM and MT where they fit."),
           turns=turns, state="Browser at https://tm.wordsmithy.example/ (signed in as Sasha Petrov, translator).", bad=False, kind="clean")


def traj19(rs: RowSet) -> None:
    fname = "release-notes-4.2.xliff"
    pair = "English → German"
    url = f"{TM}/editor/7802/files/release-notes-4.2.xliff"
    S = {
        7: ["Version 4.2 is available for all workspaces.", "Version 4.2 ist für alle Arbeitsbereiche verfügbar.", "100%", "Confirmed"],
        8: ["Click Save to apply your changes.", "Klicken Sie auf „Speichern“, um Ihre Änderungen zu übernehmen.", "100%", "Confirmed"],
        9: ["The export now includes archived projects.", "Der Export enthält jetzt auch archivierte Projekte.", "—", "Confirmed"],
        10: ["You can filter reports by team or by date range.", "Sie können Berichte nach Team oder nach Datumsbereich filtern.", "MT", "Draft"],
        11: ["Two-factor authentication is required for administrators.", "", "87%", "Untranslated"],
        12: ["Dashboards load up to 40% faster.", "", "—", "Untranslated"],
        13: ["Fixed an issue where invoices showed the wrong currency symbol.", "Ein Problem wurde behoben, bei dem Rechnungen das falsche Währungssymbol anzeigten.", "100%", "Translated"],
        14: ["Scheduled reports are sent at 06:00 in your time zone.", "", "75%", "Untranslated"],
    }
    view = [7, 8, 9, 10, 11, 12, 13, 14]

    def segs(over: dict[int, list[str]] | None = None) -> list[tuple[int, str, str, str, str]]:
        d = dict(S)
        d.update(over or {})
        return [(k, *d[k]) for k in view]  # type: ignore[misc]

    p0 = "Confirmed 9/24 segments (38%) · 71/212 words"
    t1 = tm_page(fname, pair, p0, "All changes saved", segs(), None, ["\tStaticText 'Select a segment to see matches.'"], url)
    m10 = ["\ttab 'Matches', selected=True", "\tStaticText 'MT · DeepL · Sie können Berichte nach Team oder nach Datumsbereich filtern.'",
           "\tStaticText '72% · TM Product-DE · Jan 18, 2024 · Katrin Vogel'", "\tStaticText 'Source: You can filter invoices by customer or by date range.'",
           "\tStaticText 'Target: Sie können Rechnungen nach Kunde oder nach Datumsbereich filtern.'", "\t[310] button 'Use match (Ctrl+1)'",
           "\ttab 'Concordance', selected=False", "\ttab 'Terms', selected=False", "\tStaticText 'Term: date range → Datumsbereich (approved)'"]
    t2 = tm_page(fname, pair, p0, "All changes saved", segs(), 10, m10, url)
    S[10][3] = "Confirmed"
    m11 = ["\ttab 'Matches', selected=True", "\tStaticText '87% · TM Product-DE · Feb 6, 2024 · Katrin Vogel'",
           "\tStaticText 'Source: Two-factor authentication is required for all users.'",
           "\tStaticText 'Target: Die Zwei-Faktor-Authentifizierung ist für alle Benutzer erforderlich.'", "\t[310] button 'Use match (Ctrl+1)'",
           "\tStaticText 'Difference: all users → administrators'", "\ttab 'Concordance', selected=False", "\ttab 'Terms', selected=False",
           "\tStaticText 'Term: administrator → Administrator (approved)'"]
    p1 = "Confirmed 10/24 segments (42%) · 81/212 words"
    t3 = tm_page(fname, pair, p1, "All changes saved", segs(), 11, m11, url)
    S[11] = [S[11][0], "Die Zwei-Faktor-Authentifizierung ist für alle Benutzer erforderlich.", "87%", "Draft"]
    t4 = tm_page(fname, pair, p1, "Saving…", segs(), 11, m11, url)
    S[11][1] = "Die Zwei-Faktor-Authentifizierung ist für Administratoren erforderlich."
    t5 = tm_page(fname, pair, p1, "All changes saved", segs(), 11, m11, url)
    S[11][3] = "Confirmed"
    p2 = "Confirmed 11/24 segments (46%) · 87/212 words"
    conc0 = ["\ttab 'Matches', selected=False", "\ttab 'Concordance', selected=True", "\t[320] searchbox 'Search TM' value='{q}'"]
    t6 = tm_page(fname, pair, p2, "All changes saved", segs(), 12, ["\ttab 'Matches', selected=True", "\tStaticText 'No TM matches for this segment.'",
                                                                     "\tStaticText 'MT · DeepL · Dashboards werden bis zu 40 % schneller geladen.'",
                                                                     "\t[311] button 'Use MT (Ctrl+2)'", "\ttab 'Concordance', selected=False",
                                                                     "\t[320] searchbox 'Search TM' value=''"], url)
    conc = [x.replace("{q}", "dashboard") for x in conc0] + [
        "\tStaticText '4 results in TM Product-DE'", "\tStaticText 'Dashboards refresh every 5 minutes. → Dashboards werden alle 5 Minuten aktualisiert.'",
        "\tStaticText 'Pin a report to your dashboard. → Heften Sie einen Bericht an Ihr Dashboard an.'",
        "\tStaticText 'The dashboard loads slowly. → Das Dashboard lädt langsam.'",
        "\tStaticText 'Dashboard settings → Dashboard-Einstellungen'"]
    t7 = tm_page(fname, pair, p2, "All changes saved", segs(), 12, conc, url)
    S[12] = [S[12][0], "Dashboards werden bis zu 40 % schneller geladen.", "—", "Draft"]
    t8 = tm_page(fname, pair, p2, "Saving…", segs(), 12, conc, url)
    S[12][3] = "Confirmed"
    p3 = "Confirmed 12/24 segments (50%) · 93/212 words"
    m13 = ["\ttab 'Matches', selected=True", "\tStaticText '100% · TM Product-DE · Mar 1, 2024 · Katrin Vogel'",
           "\tStaticText 'Target: Ein Problem wurde behoben, bei dem Rechnungen das falsche Währungssymbol anzeigten.'", "\ttab 'Concordance', selected=False"]
    t9 = tm_page(fname, pair, p3, "All changes saved", segs(), 13, m13, url)
    S[13][3] = "Confirmed"
    p4 = "Confirmed 13/24 segments (54%) · 103/212 words"
    m14 = ["\ttab 'Matches', selected=True", "\tStaticText '75% · TM Product-DE · Nov 22, 2023 · Jonas Brandt'",
           "\tStaticText 'Source: Scheduled exports are sent at 06:00 UTC.'", "\tStaticText 'Target: Geplante Exporte werden um 06:00 Uhr UTC versendet.'",
           "\t[310] button 'Use match (Ctrl+1)'", "\ttab 'Concordance', selected=False"]
    drift = {9: ["The export now includes archived projects.", "Der Export enthält nun auch archivierte Projekte.", "—", "Confirmed"]}
    t10 = tm_page(fname, pair, p4, "All changes saved", segs(drift), 14, m14, url)
    more = [(15, "Single sign-on now supports Okta and OneLogin.", "", "—", "Untranslated"),
            (16, "Bulk edit is limited to 500 rows at a time.", "", "81%", "Untranslated"),
            (17, "Archived projects are read-only.", "Archivierte Projekte sind schreibgeschützt.", "100%", "Translated"),
            (18, "Learn more in the Help Center.", "Weitere Informationen finden Sie im Hilfe-Center.", "100%", "Translated"),
            (19, "API rate limits are unchanged.", "", "—", "Untranslated"),
            (20, "Known issues", "Bekannte Probleme", "100%", "Translated")]
    t11 = tm_page(fname, pair, p4, "All changes saved", [(13, *S[13]), (14, *S[14])] + more, 14, m14, url)  # type: ignore[misc]
    qa = ["[280] region 'QA results'", "\theading 'QA check — 2 warnings, 0 errors'",
          "\tStaticText 'Segment 12 · Number format: “40%” in source, “40 %” in target (allowed by DE profile)'",
          "\tStaticText 'Segment 14 · Untranslated segment'", "\t[281] button 'Close'"]
    t12 = tm_page(fname, pair, p4, "All changes saved", [(13, *S[13]), (14, *S[14])] + more, 14, m14, url, extra=qa)  # type: ignore[misc]
    turns = [(f"goto('{url}')", t1), ("click('210')", t2), ("click('21')", t3), ("click('310')", t4),
             ("fill('211', 'Die Zwei-Faktor-Authentifizierung ist für Administratoren erforderlich.')", t5), ("click('21')", t6),
             ("fill('320', 'dashboard')", t7), ("fill('212', 'Dashboards werden bis zu 40 % schneller geladen.')", t8), ("click('21')", t9),
             ("click('21')", t10), ("scroll(0, 400)", t11), ("click('23')", t12)]
    rs.add(task=TASK, tid="h30-web-19", system=sys_for("Continue the German release notes in the CAT editor: confirm segments 10–13, adapting TM matches."),
           turns=turns, state="Browser at https://tm.wordsmithy.example/ (signed in as Sasha Petrov, translator).",
           bad=True, turn=10, kind="target text of an untouched, already-confirmed segment changes wording with no edit")


# ---------------------------------------------------------------- choir music library
CH = "https://library.stceciliachorus.example"


def ch_page(title: str, main: list[str], url: str, user: str = "Maren Holt (librarian)") -> str:
    head = ["[10] banner ''", "\t[11] link 'St. Cecilia Chorus — Music Library'", "\t[12] link 'Catalog'", "\t[13] link 'Loans'", "\t[14] link 'Programs'",
            "\t[15] link 'Ensembles'", "\t[16] link 'Reports'", f"\t[17] button '{user}'"]
    return axtree(f"{title} · Music Library", head + main, url)


def ch_catalog(rows: list[list[str]], shown: str, voicing: str, sort: str, q: str = "", pages: list[str] | None = None) -> list[str]:
    cols = ["Title", "Composer / arranger", "Voicing", "Catalog #", "Copies owned", "Available", "Location"]
    main = ["[100] main ''", "\theading 'Catalog'", f"\t[101] searchbox 'Search title, composer, text' value='{q}'", "\t[102] button 'Search'",
            f"\t[103] combobox 'Voicing' value='{voicing}'", "\t[104] combobox 'Season' value='Any'", f"\tStaticText '{shown}'", "\t[110] table ''", "\t\trow ''"]
    for i, c in enumerate(cols):
        main.append(f"\t\t\t[{111 + i}] button '{c}{' ▲' if c == sort else ''}'")
    for k, r in enumerate(rows):
        main += ["\t\trow ''", f"\t\t\t[{130 + k}] link '{r[0]}'"] + [f"\t\t\tStaticText '{x}'" for x in r[1:]]
    return main + (pages or [])


def traj20(rs: RowSet) -> None:
    allr = [["Abendlied", "Josef Rheinberger", "SSATBB", "CAT-0051", "40", "40", "Cabinet A · 2"],
            ["Ave Maria", "Franz Biebl", "TTBB", "CAT-0067", "24", "24", "Cabinet A · 3"],
            ["Ave verum corpus", "W. A. Mozart", "SATB", "CAT-0070", "60", "22", "Cabinet A · 3"],
            ["Bogoroditse Devo", "Sergei Rachmaninoff", "SATB div.", "CAT-0098", "44", "44", "Cabinet A · 4"],
            ["Cantate Domino", "Hans Leo Hassler", "SATB", "CAT-0112", "52", "52", "Cabinet A · 4"],
            ["Dream a Little Dream (arr. Kirk Marcy)", "Fabian Andre / Wilbur Schwandt", "SSAA", "CAT-0160", "30", "30", "Cabinet A · 6"],
            ["Earth Song", "Frank Ticheli", "SATB", "CAT-0188", "56", "56", "Cabinet B · 1"],
            ["Esto les digo", "Kinley Lange", "SATB", "CAT-0192", "40", "40", "Cabinet B · 1"],
            ["Gloria (from Missa brevis)", "Joan Szymko", "SSAA", "CAT-0233", "28", "28", "Cabinet B · 2"],
            ["Hallelujah (arr. Roger Emerson)", "Leonard Cohen", "SSA", "CAT-0261", "32", "0", "Cabinet B · 2"]]
    pages = ["\t[190] link 'Previous', disabled=True", "\tStaticText 'Page 1 of 9'", "\t[191] link 'Next'"]
    t1 = ch_page("Catalog", ch_catalog(allr, "Showing 1–10 of 86 titles", "Any voicing", "Title", pages=pages), f"{CH}/catalog")
    ss = [["Dream a Little Dream (arr. Kirk Marcy)", "Fabian Andre / Wilbur Schwandt", "SSAA", "CAT-0160", "30", "30", "Cabinet A · 6"],
          ["Gloria (from Missa brevis)", "Joan Szymko", "SSAA", "CAT-0233", "28", "28", "Cabinet B · 2"],
          ["Lux aurumque", "Eric Whitacre", "SSAA", "CAT-0310", "30", "4", "Cabinet B · 4"],
          ["Nada te turbe", "Joan Szymko", "SSAA", "CAT-0352", "26", "26", "Cabinet C · 1"],
          ["Salve Regina", "Gwyneth Walker", "SSAA", "CAT-0431", "32", "32", "Cabinet C · 3"],
          ["The Ground (arr. for upper voices)", "Ola Gjeilo", "SSAA", "CAT-0502", "36", "36", "Cabinet C · 5"],
          ["Wanting Memories", "Ysaye M. Barnwell", "SSAA", "CAT-0560", "30", "18", "Cabinet D · 1"]]
    t2 = ch_page("Catalog", ch_catalog(ss, "Showing 1–7 of 7 titles", "SSAA", "Title"), f"{CH}/catalog?voicing=SSAA")
    by_comp = sorted(ss, key=lambda r: (r[1].split(" / ")[0].split()[-1], r[0]))
    t3 = ch_page("Catalog", ch_catalog(by_comp, "Showing 1–7 of 7 titles", "SSAA", "Composer / arranger"), f"{CH}/catalog?voicing=SSAA&sort=composer")
    lux_idx = [r[0] for r in by_comp].index("Lux aurumque")

    def lux(avail: int, loans: list[str], hist: list[str], extra: list[str] | None = None, msg: str | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\theading 'Lux aurumque'", "\tStaticText 'Eric Whitacre · SSAA · Walton Music WW1349 · a cappella · ca. 3:30'",
                 "\tStaticText 'Catalog # CAT-0310 · Location: Cabinet B · 4'", "\tStaticText 'Copies owned: 30'", f"\tStaticText 'Available: {avail}'",
                 "\t[120] button 'Check out'", "\t[121] button 'Add to program'", "\theading 'Active loans'"]
        main += loans or ["\tStaticText 'No active loans.'"]
        main += ["\theading 'Loan history'"] + hist + (extra or [])
        return ch_page("Lux aurumque", main, f"{CH}/catalog/CAT-0310")

    loan = ["\t[130] table ''", "\t\trow ''", "\t\t\tStaticText 'Treble Choir'", "\t\t\tStaticText '26 copies'", "\t\t\tStaticText 'Out since Jan 9, 2024'",
            "\t\t\tStaticText 'Due Mar 20, 2024'", "\t\t\t[131] button 'Record return'"]
    hist = ["\tStaticText 'Chamber Singers · 24 copies · Sep 5 – Dec 12, 2023 · returned 24'",
            "\tStaticText 'Treble Choir · 26 copies · Jan 10 – May 30, 2022 · returned 25, 1 lost (replaced)'"]
    t4 = lux(4, loan, hist)
    form = ["[200] dialog 'Record return — Treble Choir'", "\tStaticText 'Out: 26 copies'", "\t[201] spinbutton 'Copies returned' value='{n}'",
            "\t[202] spinbutton 'Copies missing' value='0'", "\t[203] textbox 'Condition notes' value=''", "\t[204] button 'Save return'", "\t[205] button 'Cancel'"]
    t5 = lux(4, loan, hist, [x.replace("{n}", "") for x in form])
    t6 = lux(4, loan, hist, [x.replace("{n}", "26") for x in form])
    hist2 = ["\tStaticText 'Treble Choir · 26 copies · Jan 9 – Mar 14, 2024 · returned 26'"] + hist
    t7 = lux(30, [], hist2, None, "Return recorded: 26 copies from Treble Choir.")

    def prog(rows: list[tuple[str, str, str, str]], total: str, msg: str | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\theading 'Spring Concert 2024 — Treble Choir set'", "\tStaticText 'Sunday, May 5, 2024, 4:00 PM · First Presbyterian sanctuary'",
                 "\t[110] table ''", "\t\trow ''", "\t\t\tcolumnheader '#'", "\t\t\tcolumnheader 'Piece'", "\t\t\tcolumnheader 'Duration'",
                 "\t\t\tcolumnheader 'Copies needed'", "\t\t\tcolumnheader 'Available'", "\t\t\tcolumnheader ''"]
        for k, (p, d, need, av) in enumerate(rows):
            main += ["\t\trow ''", f"\t\t\tStaticText '{k + 1}'", f"\t\t\tStaticText '{p}'", f"\t\t\tStaticText '{d}'", f"\t\t\tStaticText '{need}'",
                     f"\t\t\tStaticText '{av}'", f"\t\t\t[{140 + 2 * k}] button 'Move up'", f"\t\t\t[{141 + 2 * k}] button 'Remove'"]
        main += [f"\tStaticText 'Total music: {total}'", "\tStaticText 'Target length: 20:00'"]
        return ch_page("Spring Concert 2024", main, f"{CH}/programs/spring-2024-treble")

    base = [("Wanting Memories — Barnwell", "4:05", "26", "18"), ("Salve Regina — Walker", "5:20", "26", "32"),
            ("Dream a Little Dream — arr. Marcy", "3:45", "26", "30")]
    t8 = prog(base + [("Lux aurumque — Whitacre", "3:30", "26", "30")], "16:40", "Lux aurumque added to Spring Concert 2024 — Treble Choir set.")
    new = [base[0], base[1], ("Lux aurumque — Whitacre", "3:30", "26", "30"), base[2]]
    t9 = prog(new, "16:40")
    t10 = prog([base[0], ("Lux aurumque — Whitacre", "3:30", "26", "30"), base[1], base[2]], "16:40")
    turns = [(f"goto('{CH}/catalog')", t1), ("select_option('103', 'SSAA')", t2), ("click('112')", t3), (f"click('{130 + lux_idx}')", t4),
             ("click('131')", t5), ("fill('201', '26')", t6), ("click('204')", t7), ("click('121')", t8), ("click('146')", t9), ("click('144')", t10)]
    rs.add(task=TASK, tid="h30-web-20", system=sys_for("Record the Treble Choir's return of Lux aurumque, then add it to their spring set as the second piece."),
           turns=turns, state="Browser at https://library.stceciliachorus.example/ (signed in as Maren Holt, librarian).", bad=False, kind="clean")


def traj21(rs: RowSet) -> None:
    res = [["Ubi caritas (Quatre motets, op. 10)", "Maurice Duruflé", "SATB div.", "CAT-0412", "48", "48", "Cabinet C · 2"],
           ["Ubi caritas", "Ola Gjeilo", "SATB div.", "CAT-0877", "36", "12", "Cabinet E · 4"],
           ["Ubi caritas", "Paul Mealor", "SATB", "CAT-0901", "40", "40", "Cabinet E · 5"],
           ["Ubi caritas et amor", "Bob Chilcott", "SSA", "CAT-0655", "24", "24", "Cabinet D · 3"]]
    t1 = ch_page("Catalog", ch_catalog(res, "Showing 1–4 of 4 titles", "Any voicing", "Title", "ubi caritas"), f"{CH}/catalog?q=ubi+caritas")

    def dur(owned: str, avail: str, loans: list[str], extra: list[str] | None = None, msg: str | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\theading 'Ubi caritas (Quatre motets, op. 10)'", "\tStaticText 'Maurice Duruflé · SATB div. · Durand D. & F. 13.999 · a cappella · ca. 2:10'",
                 "\tStaticText 'Catalog # CAT-0412 · Location: Cabinet C · 2'", f"\tStaticText 'Copies owned: {owned}'", f"\tStaticText 'Available: {avail}'",
                 "\tStaticText 'Condition: good; 3 copies with pencil markings in alto line'", "\t[120] button 'Check out'", "\t[121] button 'Add to program'",
                 "\theading 'Active loans'"]
        main += loans or ["\tStaticText 'No active loans.'"]
        main += ["\theading 'Loan history'", "\tStaticText 'Chamber Singers · 40 copies · Jan 8 – Apr 28, 2023 · returned 40'",
                 "\tStaticText 'Chorale · 46 copies · Feb 1 – May 15, 2021 · returned 46'"] + (extra or [])
        return ch_page("Ubi caritas (Quatre motets, op. 10)", main, f"{CH}/catalog/CAT-0412")

    t2 = dur("48", "48", [])
    form = ["[200] dialog 'Check out — Ubi caritas (Quatre motets, op. 10)'", "\t[201] combobox 'Ensemble' value='{ens}'",
            "\t\t[202] option 'Chorale'", "\t\t[203] option 'Chamber Singers'", "\t\t[204] option 'Treble Choir'", "\t\t[205] option 'Youth Chorus'",
            "\t[206] spinbutton 'Copies' value='{n}'", "\t[207] textbox 'Due date' value='05/31/2024'", "\t[208] textbox 'Section leader / contact' value='{c}'",
            "\tStaticText 'Available now: 48'", "\t[209] button 'Check out'", "\t[210] button 'Cancel'"]

    def fm(ens: str, n: str, c: str) -> list[str]:
        return [x.replace("{ens}", ens).replace("{n}", n).replace("{c}", c) for x in form]

    t3 = dur("48", "48", [], fm("Chorale", "", ""))
    t4 = dur("48", "48", [], fm("Chamber Singers", "", ""))
    t5 = dur("48", "48", [], fm("Chamber Singers", "40", ""))
    loan = ["\t[130] table ''", "\t\trow ''", "\t\t\tStaticText 'Chamber Singers'", "\t\t\tStaticText '40 copies'", "\t\t\tStaticText 'Out since Mar 14, 2024'",
            "\t\t\tStaticText 'Due May 31, 2024'", "\t\t\t[131] button 'Record return'"]
    t6 = dur("46", "8", loan, None, "Checked out 40 copies to Chamber Singers (due May 31, 2024).")

    def prog(rows: list[tuple[str, str, str, str]], total: str, msg: str | None = None, dlg: list[str] | None = None) -> str:
        main = ["[100] main ''"]
        if msg:
            main += ["\t[101] status ''", f"\t\tStaticText '{msg}'"]
        main += ["\theading 'Spring Concert 2024 — Chamber Singers set'", "\tStaticText 'Sunday, May 5, 2024, 4:00 PM · First Presbyterian sanctuary'",
                 "\t[110] table ''", "\t\trow ''", "\t\t\tcolumnheader '#'", "\t\t\tcolumnheader 'Piece'", "\t\t\tcolumnheader 'Duration'",
                 "\t\t\tcolumnheader 'Copies needed'", "\t\t\tcolumnheader 'Checked out to ensemble'", "\t\t\tcolumnheader ''"]
        for k, (p, d, need, out) in enumerate(rows):
            main += ["\t\trow ''", f"\t\t\tStaticText '{k + 1}'", f"\t\t\tStaticText '{p}'", f"\t\t\tStaticText '{d}'", f"\t\t\tStaticText '{need}'",
                     f"\t\t\tStaticText '{out}'", f"\t\t\t[{140 + 2 * k}] button 'Move up'", f"\t\t\t[{141 + 2 * k}] button 'Remove'"]
        main += [f"\tStaticText 'Total music: {total}'", "\tStaticText 'Target length: 18:00'", "\t[160] button 'Add piece'"] + (dlg or [])
        return ch_page("Spring Concert 2024", main, f"{CH}/programs/spring-2024-chamber")

    base = [("Bogoroditse Devo — Rachmaninoff", "3:15", "40", "40 ✓"), ("Earth Song — Ticheli", "3:40", "40", "40 ✓"),
            ("Esto les digo — Lange", "2:05", "40", "0 ✗"), ("Cantate Domino — Hassler", "2:30", "40", "40 ✓")]
    t7 = prog(base, "11:30")
    dlg = ["[200] dialog 'Add piece'", "\t[201] searchbox 'Search catalog' value=''", "\tStaticText 'Recently viewed'",
           "\t[202] link 'Ubi caritas (Quatre motets, op. 10) — Duruflé · 2:10'", "\t[203] link 'Ubi caritas — Gjeilo · 4:00'",
           "\t[204] button 'Cancel'"]
    t8 = prog(base, "11:30", None, dlg)
    t9 = prog(base + [("Ubi caritas (Quatre motets, op. 10) — Duruflé", "2:10", "40", "40 ✓")], "13:40", "Added Ubi caritas (Quatre motets, op. 10) to the program.")
    turns = [(f"goto('{CH}/catalog?q=ubi+caritas')", t1), ("click('130')", t2), ("click('120')", t3), ("select_option('201', 'Chamber Singers')", t4),
             ("fill('206', '40')", t5), ("click('209')", t6), (f"goto('{CH}/programs/spring-2024-chamber')", t7), ("click('160')", t8), ("click('202')", t9)]
    rs.add(task=TASK, tid="h30-web-21", system=sys_for("Check out 40 copies of the Duruflé Ubi caritas to the Chamber Singers and add it to their spring concert set."),
           turns=turns, state="Browser at https://library.stceciliachorus.example/ (signed in as Maren Holt, librarian).",
           bad=True, turn=6, kind="copies owned of a title drops from 48 to 46 on check-out (a loan cannot change holdings)")


# ---------------------------------------------------------------- homeowners association
HOA = "https://portal.willowcreekhoa.example"


def hoa_page(title: str, main: list[str], url: str) -> str:
    head = ["[10] banner ''", "\t[11] link 'Willow Creek HOA'", "\t[12] link 'Home'", "\t[13] link 'Payments'", "\t[14] link 'Requests'",
            "\t[15] link 'Amenities'", "\t[16] link 'Documents'", "\t[17] link 'Directory'", "\t[18] button 'Lot 117 · Priya & Arun Menon'"]
    foot = ["[900] contentinfo ''", "\tStaticText 'Managed by Summit Community Management · (555) 302-7788 · office hours Mon–Fri 9–5'"]
    return axtree(f"{title} — Willow Creek HOA", head + main + foot, url)


def traj22(rs: RowSet) -> None:
    def home(voted: bool) -> str:
        main = ["[100] main ''", "\theading 'Welcome back, Priya'", "\t[101] region 'Account'", "\t\tStaticText 'Balance due: $0.00'",
                "\t\tStaticText 'Next assessment: $285.00 on Apr 1, 2024 (autopay on)'", "\t[102] region 'Annual meeting & board election'",
                "\t\tStaticText 'Electronic voting closes Thursday, March 28, 2024 at 5:00 PM.'"]
        main += ["\t\tStaticText 'Your ballot was received on Mar 14, 2024 at 8:16 PM. Confirmation WC-2024-0193.'"] if voted else ["\t\t[103] link 'Vote now'"]
        main += ["\t[104] region 'Announcements'", "\t\tStaticText 'Pool resurfacing: pool closed Apr 1 – Apr 26.'",
                 "\t\tStaticText 'Spring landscape walk-through with the ARC: Mar 23, 10 AM, meet at the mailbox kiosk.'",
                 "\t\tStaticText 'Reminder: trash cans must be stored out of street view (CC&R 7.4).'",
                 "\t[105] region 'My open requests'", "\t\t[106] link 'ARC-2024-031 · Replace front door (color: Sherwin-Williams Naval) · Under review'"]
        return hoa_page("Home", main, f"{HOA}/home")

    t1 = home(False)
    cands = ["Dolores Whitaker (incumbent)", "Kenji Arakawa", "Marisol Duarte", "Sunil Mehta (incumbent)", "Beth Ann Crowley", "Tomasz Wróbel"]

    def ballot(checked: set[str], p1: str | None, p2: str | None, comment: str, count: int) -> str:
        main = ["[100] main ''", "\theading '2024 Annual Election Ballot'", "\tStaticText 'Lot 117 · 1 vote per lot · Quorum so far: 142 of 310 lots (46%)'",
                "\t[110] group 'Board of Directors — vote for up to 3'"]
        for i, c in enumerate(cands):
            main += [f"\t\t[{111 + 2 * i}] checkbox '{c}', checked={str(c in checked).lower()}", f"\t\t[{112 + 2 * i}] link 'Read statement'"]
        main += [f"\t\tStaticText '{count} of 3 selected'", "\t[130] group 'Proposal 1: Increase the monthly reserve contribution from $40 to $55 per lot'"]
        main += [f"\t\t[{131 + i}] radio '{o}', checked={str(p1 == o).lower()}" for i, o in enumerate(["Yes", "No", "Abstain"])]
        main += ["\t[140] group 'Proposal 2: Allow short-term rentals (under 30 days) with a permit'"]
        main += [f"\t\t[{141 + i}] radio '{o}', checked={str(p2 == o).lower()}" for i, o in enumerate(["Yes", "No", "Abstain"])]
        main += [f"\t[150] textbox 'Comments to the board (optional)' value='{comment}'",
                 "\t[151] checkbox 'Email me a copy of my ballot', checked=true", "\t[152] button 'Submit ballot'", "\t[153] link 'Save and finish later'",
                 "\tStaticText 'Ballots cannot be changed after submission.'"]
        return hoa_page("Ballot", main, f"{HOA}/election/2024/ballot")

    t2 = ballot(set(), None, None, "", 0)
    t3 = ballot({cands[0]}, None, None, "", 1)
    t4 = ballot({cands[0], cands[1]}, None, None, "", 2)
    t5 = ballot({cands[0], cands[1]}, "Yes", None, "", 2)
    t6 = ballot({cands[0], cands[1]}, "Yes", "No", "", 2)
    cm = "Please post the 2023 reserve study on the portal before the meeting."
    t7 = ballot({cands[0], cands[1], cands[3]}, "Yes", "No", cm, 2)
    t8 = hoa_page("Ballot received", ["[100] main ''", "\t[101] status ''", "\t\tStaticText 'Thank you. Your ballot was received.'",
                                      "\tStaticText 'Confirmation number: WC-2024-0193'", "\tStaticText 'Received: Mar 14, 2024 at 8:16 PM'",
                                      "\tStaticText 'A copy of your ballot was emailed to priya.menon@example.net.'",
                                      "\tStaticText 'Results will be announced at the annual meeting on March 28, 2024, 7:00 PM, Willow Creek Clubhouse.'",
                                      "\t[102] link 'Back to home'"], f"{HOA}/election/2024/received")
    t9 = home(True)
    pay = ["[100] main ''", "\theading 'Payments'", "\tStaticText 'Balance due: $0.00'", "\tStaticText 'Autopay: on · Checking ending 4410 · draws on the 1st'",
           "\t[110] button 'Make a one-time payment'", "\t[111] link 'Manage autopay'", "\t[112] table 'Ledger'", "\t\trow ''", "\t\t\tcolumnheader 'Date'",
           "\t\t\tcolumnheader 'Description'", "\t\t\tcolumnheader 'Charge'", "\t\t\tcolumnheader 'Payment'", "\t\t\tcolumnheader 'Balance'"]
    for d, desc, ch, pm, bal in [("03/01/2024", "Autopay — thank you", "", "$285.00", "$0.00"), ("03/01/2024", "Monthly assessment (Mar)", "$285.00", "", "$285.00"),
                                 ("02/01/2024", "Autopay — thank you", "", "$285.00", "$0.00"), ("02/01/2024", "Monthly assessment (Feb)", "$285.00", "", "$285.00"),
                                 ("01/01/2024", "Autopay — thank you", "", "$285.00", "$0.00"), ("01/01/2024", "Monthly assessment (Jan)", "$285.00", "", "$285.00")]:
        pay += ["\t\trow ''", f"\t\t\tStaticText '{d}'", f"\t\t\tStaticText '{desc}'", f"\t\t\tStaticText '{ch}'", f"\t\t\tStaticText '{pm}'", f"\t\t\tStaticText '{bal}'"]
    t10 = hoa_page("Payments", pay, f"{HOA}/payments")
    turns = [(f"goto('{HOA}/home')", t1), ("click('103')", t2), ("check('111')", t3), ("check('113')", t4), ("click('131')", t5),
             ("click('142')", t6), (f"fill('150', '{cm}')", t7), ("click('152')", t8), ("click('102')", t9), ("click('13')", t10)]
    rs.add(task=TASK, tid="h30-web-22", system=sys_for("Vote in the HOA election for Dolores Whitaker and Kenji Arakawa only, Yes on Proposal 1, No on Proposal 2, with a note about the reserve study."),
           turns=turns, state="Browser at https://portal.willowcreekhoa.example/ (signed in as Priya Menon, Lot 117).",
           bad=True, turn=7, kind="an untouched candidate checkbox on the ballot becomes checked while the agent only typed a comment")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (traj01, traj02, traj03, traj04, traj05, traj06, traj07, traj08, traj09, traj10, traj11,
               traj12, traj13, traj14, traj15, traj16, traj17, traj18, traj19, traj20, traj21, traj22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
