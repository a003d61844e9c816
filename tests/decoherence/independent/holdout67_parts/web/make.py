# ruff: noqa: E501
"""holdout67, web part: 22 hand-written BrowserGym-style trajectories of a web world model (11 with one contradiction).

Each trajectory is a browser session on one site (WebArena's shopping site, its admin, the forum, GitLab and the
map, beside smaller sites: a dentist's booking, a utility account, coworking invoices, a call for papers, bike
share, maintenance requests, a parent portal, a market vendor dashboard, podcast episodes, league fixtures and
museum tickets). Actions are BrowserGym calls on element bids; observations are the page's accessibility tree
inside ``<predicted_observation>``. The first turn carries the starting page as its current state.
Run: ``python -m tests.decoherence.independent.holdout67_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a Web World Model: you simulate a web browser exactly. Given the earlier turns of a session, the page the browser currently shows and one browser action, you predict the page state right after that action has run.

# What to keep track of

- Navigation: URL, page title, the main heading and the main content; which pages the session has visited and what they showed.
- Forms: field values, focus, checked boxes, selected options, validation messages.
- Behaviour: page loads, redirects, modals and menus opening and closing, actions that change nothing.

# Actions

The agent acts with BrowserGym calls: noop(wait_ms), scroll(delta_x, delta_y), click(bid), fill(bid, value), hover(bid), keyboard_press(key), keyboard_type(text), select_option(bid, options), goto(url), go_back(), go_forward(), new_tab(), tab_close(), tab_focus(index), send_msg_to_user(text), report_infeasible(reason), and the mouse_* coordinate variants.

# How to answer

Decide first whether the action changes the page (a link, a submitted form, a tab, a page of results, a dialog, a back or forward step) or only edits it locally (typing, ticking, choosing an option). For a page change, rebuild the page: title, heading and content. For a local edit, keep the page as it was and change only the nodes the action touched and what depends on them directly. Keep every untouched subtree as it was. If the action does nothing visible, return the same page.

Write the page in the same accessibility-tree notation as the current state (bracketed bids, roles, quoted names, properties), with no extra fields and no commentary. Output one complete <predicted_observation></predicted_observation> block and nothing else."""


def ind(lines: list[str], n: int = 1) -> list[str]:
    return ["\t" * n + ln for ln in lines]


def money(x: float) -> str:
    return f"${x:,.2f}"


def eur(x: float) -> str:
    return f"€{x:,.2f}"


def gbp(x: float) -> str:
    return f"£{x:,.2f}"


# ---------------------------------------------------------------- 01 shopping (WebArena One Stop Market), bad
SHOP = "http://shop.webarena.local:7770"


def shop_header(cart: int) -> list[str]:
    cart_txt = f"[1421] link 'My Cart {cart} {cart} items'" if cart else "[1421] link 'My Cart'"
    return [
        "[1390] banner ''",
        "\t[1393] list ''",
        "\t\t[1394] listitem ''",
        "\t\t\tStaticText 'Welcome, Emma Lopez!'",
        "\t\t[1396] link 'My Account'",
        "\t\t[1397] link 'My Wish List'",
        "\t\t[1398] link 'Sign Out'",
        "\t[1401] link 'store logo'",
        "\t\t[1402] img 'one_stop_market_logo'",
        "\t" + cart_txt,
        "\t[1425] Section ''",
        "\t\t[1426] LabelText ''",
        "\t\t\tStaticText 'Search'",
        "\t\t[1428] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False",
        "\t\t[1430] link 'Advanced Search'",
        "\t\t[1431] button 'Search', disabled=True",
        "[1433] tablist '', multiselectable=False, orientation='horizontal'",
        "\t[1435] tabpanel ''",
        "\t\t[1436] menu '', orientation='vertical'",
        "\t\t\t[1437] menuitem 'Beauty & Personal Care', hasPopup='menu'",
        "\t\t\t[1438] menuitem 'Sports & Outdoors', hasPopup='menu'",
        "\t\t\t[1439] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'",
        "\t\t\t[1440] menuitem 'Home & Kitchen', hasPopup='menu'",
        "\t\t\t[1441] menuitem 'Office Products', hasPopup='menu'",
        "\t\t\t[1442] menuitem 'Tools & Home Improvement', hasPopup='menu'",
        "\t\t\t[1443] menuitem 'Health & Household', hasPopup='menu'",
        "\t\t\t[1444] menuitem 'Patio, Lawn & Garden', hasPopup='menu'",
        "\t\t\t[1445] menuitem 'Electronics', hasPopup='menu'",
        "\t\t\t[1446] menuitem 'Cell Phones & Accessories', hasPopup='menu'",
        "\t\t\t[1447] menuitem 'Video Games', hasPopup='menu'",
        "\t\t\t[1448] menuitem 'Grocery & Gourmet Food', hasPopup='menu'",
    ]


SHOP_FOOTER = [
    "[2101] contentinfo ''",
    "\t[2103] textbox 'Sign Up for Our Newsletter:'",
    "\t[2104] button 'Subscribe'",
    "\t[2106] link 'Privacy and Cookie Policy'",
    "\t[2107] link 'Search Terms'",
    "\t[2108] link 'Advanced Search'",
    "\t[2109] link 'Contact Us'",
    "StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'",
    "StaticText 'Help Us Keep Magento Healthy'",
    "[2112] link 'Report All Bugs'",
]

ITEMS01 = [("Cafe Bustelo Espresso Style Dark Roast Ground Coffee, 10 Ounce Brick", "cafe-bustelo-espresso-10oz", 4.98, 3),
           ("Bodum Chambord French Press Coffee Maker, 8 Cup, 34 Ounce, Chrome", "bodum-chambord-34oz", 39.99, 1)]


def shop_summary(collapsed: bool) -> list[str]:
    out = ["[1701] complementary ''", "\t[1702] heading 'Order Summary'",
           "\t[1704] tab '4 Items in Cart', expanded=" + ("False" if collapsed else "True"), "\t\tStaticText '4'"]
    if not collapsed:
        for i, (name, _, price, q) in enumerate(ITEMS01):
            out += [f"\t[{1710 + 6 * i}] listitem ''", f"\t\tStaticText '{name}'", "\t\tStaticText 'Qty'",
                    f"\t\tStaticText '{q}'", f"\t\tStaticText '{money(price * q)}'"]
    return out


def shop01() -> tuple[str, list[tuple[str, str]]]:
    cart = axtree("Shopping Cart", shop_header(4) + [
        "[1501] main ''",
        "\t[1503] heading 'Shopping Cart'",
        "\t[1510] table 'Shopping Cart Items'",
        "\t\t[1511] row ''",
        "\t\t\t[1512] columnheader 'Item'",
        "\t\t\t[1513] columnheader 'Price'",
        "\t\t\t[1514] columnheader 'Qty'",
        "\t\t\t[1515] columnheader 'Subtotal'",
        "\t\t[1520] row ''",
        f"\t\t\t[1521] link '{ITEMS01[0][0]}'",
        "\t\t\t[1522] cell '$4.98'",
        "\t\t\t[1523] spinbutton 'Qty', required, valuemin=0, valuemax=0, valuetext='3'",
        "\t\t\t[1524] cell '$14.94'",
        "\t\t\t[1525] link 'Edit item parameters'",
        "\t\t\t[1526] link 'Remove item'",
        "\t\t[1530] row ''",
        f"\t\t\t[1531] link '{ITEMS01[1][0]}'",
        "\t\t\t[1532] cell '$39.99'",
        "\t\t\t[1533] spinbutton 'Qty', required, valuemin=0, valuemax=0, valuetext='1'",
        "\t\t\t[1534] cell '$39.99'",
        "\t\t\t[1535] link 'Edit item parameters'",
        "\t\t\t[1536] link 'Remove item'",
        "\t[1540] link 'Continue Shopping'",
        "\t[1541] button 'Clear Shopping Cart'",
        "\t[1542] button 'Update Shopping Cart'",
        "\t[1550] heading 'Summary'",
        "\t[1551] tab 'Estimate Shipping and Tax', expanded=False",
        "\t[1560] table ''",
        "\t\t[1561] row ''",
        "\t\t\t[1562] rowheader 'Subtotal'",
        "\t\t\t[1563] cell '$54.93'",
        "\t\t[1564] row ''",
        "\t\t\t[1565] rowheader 'Order Total'",
        "\t\t\t[1566] cell '$54.93'",
        "\t[1578] button 'Proceed to Checkout'",
        "\t[1580] link 'Check Out with Multiple Addresses'",
        "\t[1585] tab 'Apply Discount Code', expanded=False",
    ] + SHOP_FOOTER, f"{SHOP}/checkout/cart/")
    addr = ["StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California 94010'",
            "StaticText 'United States'", "[1632] link '6505551212'"]
    ship = axtree("Checkout", [
        "[1601] banner ''",
        "\t[1602] link 'store logo'",
        "\t\t[1603] img 'one_stop_market_logo'",
        "[1605] list ''",
        "\t[1606] listitem ''",
        "\t\tStaticText 'Shipping'",
        "\t[1607] listitem ''",
        "\t\tStaticText 'Review & Payments'",
        "[1610] main ''",
        "\t[1612] heading 'Shipping Address'",
        "\t[1615] group ''",
    ] + ind(addr, 2) + [
        "\t\t[1634] button 'Ship Here', disabled=True",
        "\t[1636] button 'New Address'",
        "\t[1640] heading 'Shipping Methods'",
        "\t[1642] table ''",
        "\t\t[1643] row ''",
        "\t\t\t[1644] cell ''",
        "\t\t\t\t[1645] radio 'Fixed Flat Rate', checked='true'",
        "\t\t\t[1646] cell '$20.00'",
        "\t\t\t[1647] cell 'Fixed'",
        "\t\t\t[1648] cell 'Flat Rate'",
        "\t[1650] button 'Next'",
    ] + shop_summary(True), f"{SHOP}/checkout/#shipping")
    pay = axtree("Checkout", [
        "[1601] banner ''",
        "\t[1602] link 'store logo'",
        "\t\t[1603] img 'one_stop_market_logo'",
        "[1605] list ''",
        "\t[1606] listitem ''",
        "\t\tStaticText 'Shipping'",
        "\t[1607] listitem ''",
        "\t\tStaticText 'Review & Payments'",
        "[1610] main ''",
        "\t[1660] heading 'Payment Method'",
        "\t[1662] radio 'Check / Money order', checked='true'",
        "\t[1664] checkbox 'My billing and shipping address are the same', checked='true'",
    ] + ind(addr, 1) + [
        "\t[1670] button 'Place Order'",
        "\t[1675] tab 'Apply Discount Code', expanded=False",
        "[1701] complementary ''",
        "\t[1702] heading 'Order Summary'",
        "\t[1690] table ''",
        "\t\t[1691] row ''",
        "\t\t\t[1692] rowheader 'Cart Subtotal'",
        "\t\t\t[1693] cell '$54.93'",
        "\t\t[1694] row ''",
        "\t\t\t[1695] rowheader 'Shipping Flat Rate - Fixed'",
        "\t\t\t[1696] cell '$20.00'",
        "\t\t[1697] row ''",
        "\t\t\t[1698] rowheader 'Order Total'",
        "\t\t\t[1699] cell '$74.93'",
        "\t[1704] tab '4 Items in Cart', expanded=False",
        "\t[1740] heading 'Ship To:'",
        "\t[1741] button 'Change'",
        "\t\tStaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010'",
        "\t[1745] heading 'Shipping Method:'",
        "\t\tStaticText 'Flat Rate - Fixed'",
    ], f"{SHOP}/checkout/#payment")
    ok = axtree("Success Page", shop_header(0) + [
        "[1801] main ''",
        "\t[1803] heading 'Thank you for your purchase!'",
        "\tStaticText 'Your order number is:'",
        "\t[1806] link '000000187'",
        "\tStaticText '.'",
        "\tStaticText 'We'll email you an order confirmation with details and tracking info.'",
        "\t[1809] link 'Continue Shopping'",
    ] + SHOP_FOOTER, f"{SHOP}/checkout/onepage/success/")
    side = ["[1901] navigation ''",
            "\t[1902] link 'My Account'", "\t[1903] link 'My Orders'", "\t[1904] link 'My Downloadable Products'",
            "\t[1905] link 'My Wish List'", "\t[1906] link 'Address Book'", "\t[1907] link 'Account Information'",
            "\t[1908] link 'Stored Payment Methods'", "\t[1909] link 'My Product Reviews'",
            "\t[1910] link 'Newsletter Subscriptions'"]
    view = axtree("Order # 000000187", shop_header(0) + [
        "[1950] main ''",
        "\t[1951] heading 'Order # 000000187'",
        "\tStaticText 'Pending'",
        "\tStaticText 'March 14, 2025'",
        "\t[1955] link 'Reorder'",
        "\t[1956] link 'Print Order'",
        "\t[1958] tablist ''",
        "\t\t[1959] tab 'Items Ordered', selected=True",
        "\t[1960] table 'Items Ordered'",
        "\t\t[1961] row ''",
        "\t\t\t[1962] columnheader 'Product Name'",
        "\t\t\t[1963] columnheader 'SKU'",
        "\t\t\t[1964] columnheader 'Price'",
        "\t\t\t[1965] columnheader 'Qty'",
        "\t\t\t[1966] columnheader 'Subtotal'",
        "\t\t[1967] row ''",
        f"\t\t\t[1968] cell '{ITEMS01[0][0]}'",
        "\t\t\t[1969] cell 'B00V0LUAHO'",
        "\t\t\t[1970] cell '$4.98'",
        "\t\t\t[1971] cell 'Ordered: 3'",
        "\t\t\t[1972] cell '$14.94'",
        "\t\t[1973] row ''",
        f"\t\t\t[1974] cell '{ITEMS01[1][0]}'",
        "\t\t\t[1975] cell 'B00008XEWG'",
        "\t\t\t[1976] cell '$39.99'",
        "\t\t\t[1977] cell 'Ordered: 1'",
        "\t\t\t[1978] cell '$39.99'",
        "\t\t[1980] row ''",
        "\t\t\t[1981] rowheader 'Subtotal'",
        "\t\t\t[1982] cell '$54.93'",
        "\t\t[1983] row ''",
        "\t\t\t[1984] rowheader 'Shipping & Handling'",
        "\t\t\t[1985] cell '$20.00'",
        "\t\t[1986] row ''",
        "\t\t\t[1987] rowheader 'Grand Total'",
        "\t\t\t[1988] cell '$74.93'",
        "\t[1990] heading 'Order Information'",
        "\t[1991] heading 'Shipping Address'",
    ] + ind(addr, 1) + [
        "\t[1996] heading 'Shipping Method'",
        "\tStaticText 'Flat Rate - Fixed'",
        "\t[1998] heading 'Payment Method'",
        "\tStaticText 'Check / Money order'",
    ] + side + SHOP_FOOTER, f"{SHOP}/sales/order/view/order_id/187/")
    rows = [("000000178", "3/14/25", "$74.93", "Pending"), ("000000170", "2/27/25", "$38.47", "Complete"),
            ("000000163", "2/9/25", "$112.06", "Complete"), ("000000151", "1/18/25", "$23.90", "Canceled"),
            ("000000149", "1/11/25", "$61.35", "Complete")]
    tbl = []
    for i, (no, d, tot, st) in enumerate(rows):
        b = 2020 + 8 * i
        tbl += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{no}'", f"\t\t\t[{b + 2}] cell '{d}'",
                f"\t\t\t[{b + 3}] cell 'Emma Lopez'", f"\t\t\t[{b + 4}] cell '{tot}'", f"\t\t\t[{b + 5}] cell '{st}'",
                f"\t\t\t[{b + 6}] link 'View Order'", f"\t\t\t[{b + 7}] link 'Reorder'"]
    orders = axtree("My Orders", shop_header(0) + [
        "[2001] main ''",
        "\t[2002] heading 'My Orders'",
        "\t[2010] table 'Orders'",
        "\t\t[2011] row ''",
        "\t\t\t[2012] columnheader 'Order #'",
        "\t\t\t[2013] columnheader 'Date'",
        "\t\t\t[2014] columnheader 'Ship To'",
        "\t\t\t[2015] columnheader 'Order Total'",
        "\t\t\t[2016] columnheader 'Status'",
        "\t\t\t[2017] columnheader 'Action'",
    ] + tbl + [
        "\tStaticText 'Items 1 to 5 of 5 total'",
        "\tStaticText 'Show'",
        "\t[2070] combobox 'Show', hasPopup='menu', expanded=False",
        "\t\t[2071] option '10', selected=True",
        "\t\t[2072] option '20', selected=False",
        "\t\t[2073] option '50', selected=False",
        "\tStaticText 'per page'",
    ] + side + SHOP_FOOTER, f"{SHOP}/sales/order/history/")
    prods = [("Melitta Basket Coffee Filters, Natural Brown, 8-12 Cup, 200 Count (Pack of 12)", "$29.88", "4.8", 12),
             ("Cafe Bustelo Espresso Style Dark Roast Ground Coffee, 10 Ounce Brick", "$4.98", "4.7", 31),
             ("Starbucks Ground Coffee, Pike Place Roast, Medium Roast, 28 oz", "$16.47", "4.6", 9),
             ("Lavazza Super Crema Whole Bean Coffee Blend, Light-Medium Espresso Roast, 2.2 lb", "$21.99", "4.5", 22),
             ("Death Wish Coffee Co. Organic Dark Roast Whole Bean, 16 oz", "$19.99", "4.4", 6),
             ("Peet's Coffee Major Dickason's Blend Dark Roast Ground, 18 oz", "$11.49", "4.6", 14)]

    def grocery(sort: str, order: list[int]) -> str:
        g = []
        for k, j in enumerate(order):
            n, p, r, rv = prods[j]
            b = 2240 + 10 * k
            g += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] img '{n}'", f"\t\t\t[{b + 2}] link '{n}'",
                  f"\t\t\tStaticText 'Rating: {r} out of 5'", f"\t\t\t[{b + 4}] link '{rv} Reviews'",
                  f"\t\t\tStaticText '{p}'", f"\t\t\t[{b + 6}] button 'Add to Cart'",
                  f"\t\t\t[{b + 7}] button 'Add to Wish List'", f"\t\t\t[{b + 8}] button 'Add to Compare'"]
        opts = ["Position", "Product Name", "Price"]
        return axtree("Coffee - Grocery & Gourmet Food", shop_header(0) + [
            "[2201] main ''",
            "\t[2202] navigation 'Breadcrumb'",
            "\t\t[2203] link 'Home'",
            "\t\t[2204] link 'Grocery & Gourmet Food'",
            "\t\tStaticText 'Coffee'",
            "\t[2206] heading 'Coffee'",
            "\t[2210] link 'Grid'",
            "\t[2211] link 'List'",
            "\tStaticText '6 Items'",
            "\t[2215] LabelText ''",
            "\t\tStaticText 'Sort By'",
            "\t[2217] combobox 'Sort By', hasPopup='menu', expanded=False",
        ] + [f"\t\t[{2218 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(opts)] + [
            "\t[2222] link 'Set Descending Direction'",
            "\t[2230] list ''",
        ] + g + [
            "\tStaticText '6 Items'",
            "[2330] complementary ''",
            "\t[2331] heading 'Shop By'",
            "\t[2333] heading 'Shopping Options'",
            "\t[2334] tab 'Price', expanded=False",
            "\t[2336] heading 'Compare Products'",
            "\tStaticText 'You have no items to compare.'",
        ] + SHOP_FOOTER, f"{SHOP}/grocery-gourmet-food/coffee.html" + ("" if sort == "Position" else "?product_list_order=price"))

    turns = [("click('1578')", ship), ("click('1650')", pay), ("click('1670')", ok), ("click('1806')", view),
             ("click('1903')", orders), ("goto('" + SHOP + "/grocery-gourmet-food/coffee.html')", grocery("Position", [0, 1, 2, 3, 4, 5])),
             ("select_option('2217', 'Price')", grocery("Price", [1, 5, 2, 4, 3, 0]))]
    return cart, turns


# ---------------------------------------------------------------- 02 call for papers (HotCRP), clean
CRP = "https://sesame25.hotcrp.com"


def crp_header(active: str) -> list[str]:
    return [
        "[30] banner ''",
        "\t[31] link 'SESAME 2025'",
        "\tStaticText 'Workshop on Serverless Systems and Edge Management'",
        "\t[34] link 'Home'" + (", focused" if active == "home" else ""),
        "\t[35] link 'Search'",
        "\t[36] link 'Profile'",
        "\t[37] link 'Help'",
        "\t[38] link 'Sign out'",
        "\tStaticText 'ines.moreau@unistra.fr'",
    ]


CRP_DEADLINE = "StaticText 'The submission deadline is Mar 21, 2025 11:59:59pm AoE (in 6 days). Submissions may be updated until then.'"


def crp_home(papers: list[tuple[int, str, str]]) -> str:
    rows = []
    for k, (pid, title, status) in enumerate(papers):
        b = 120 + 6 * k
        rows += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '#{pid}'", f"\t\t\t[{b + 2}] link '{title}'",
                 f"\t\t\t[{b + 3}] cell '{status}'"]
    return axtree("SESAME 2025", crp_header("home") + [
        "[60] main ''",
        "\t[61] heading 'Submissions'",
        "\t" + CRP_DEADLINE,
        "\t[64] link 'New submission'",
        "\t[70] heading 'Your submissions'",
        "\t[110] table ''",
        "\t\t[111] row ''",
        "\t\t\t[112] columnheader 'ID'",
        "\t\t\t[113] columnheader 'Title'",
        "\t\t\t[114] columnheader 'Status'",
    ] + rows + [
        "\t[180] heading 'Conference information'",
        "\t[181] link 'Call for papers'",
        "\t[182] link 'Submission format and page limits'",
        "\t[183] link 'Program committee'",
        "\tStaticText 'Notification of acceptance: Apr 18, 2025. Workshop: May 27, 2025, Lisbon.'",
        "[190] contentinfo ''",
        "\t[191] link 'HotCRP'",
        "\tStaticText 'Conference Management Software'",
    ], f"{CRP}/")


AUTH41 = ["Inès Moreau (Université de Strasbourg) <ines.moreau@unistra.fr>",
          "Tomasz Wróbel (AGH University of Kraków) <twrobel@agh.edu.pl>"]
ABS41 = ("Serverless pipelines chain short functions whose cold starts and queueing delays accumulate along the "
         "critical path. We present a scheduler that assigns per-stage slack from an end-to-end budget and "
         "pre-warms containers only where the slack is thin. On three production traces it cuts p99 latency by "
         "31% at 6% extra cost.")


def crp_paper(pid: int, title: str, status: str, updated: str, abstract: str, authors: list[str], topics: list[str],
              msg: str | None = None, dialog: bool = False) -> str:
    lines = crp_header("") + ["[60] main ''"]
    if msg:
        lines += ["\t[62] status ''", f"\t\tStaticText '{msg}'"]
    lines += [
        f"\t[200] heading '#{pid} {title}'",
        f"\tStaticText '{status}'",
        f"\tStaticText '{updated}'",
        "\t[204] link 'Edit submission'" if status != "Withdrawn" else "\t[205] button 'Revive submission'",
        "\t[206] link 'Download PDF'" if pid == 41 else "\tStaticText 'No PDF uploaded'",
        "\t[210] heading 'Abstract'",
        f"\tStaticText '{abstract}'" if abstract else "\tStaticText '(no abstract)'",
        "\t[212] heading 'Authors'",
        "\t[213] list ''",
    ] + [f"\t\t[{214 + i}] listitem '{a}'" for i, a in enumerate(authors)] + [
        "\t[220] heading 'Topics'",
        "\t[221] list ''",
    ] + [f"\t\t[{222 + i}] listitem '{t}'" for i, t in enumerate(topics)] + (
        ["\t[230] button 'Withdraw'"] if status != "Withdrawn" else []) + [
        "\t[232] heading 'Comments'",
        "\tStaticText 'No comments.'",
    ]
    if dialog:
        lines += [
            "[300] dialog 'Withdraw submission', modal=True",
            "\t[301] heading 'Withdraw submission'",
            f"\tStaticText 'Are you sure you want to withdraw #{pid} from consideration? You can revive it before the deadline.'",
            "\t[303] textbox 'Reason for withdrawal (optional)'",
            "\t[304] checkbox 'Notify co-authors', checked='true'",
            "\t[305] button 'Withdraw'",
            "\t[306] button 'Cancel'",
        ]
    lines += ["[190] contentinfo ''", "\t[191] link 'HotCRP'", "\tStaticText 'Conference Management Software'"]
    return axtree(f"#{pid} - SESAME 2025", lines, f"{CRP}/paper/{pid}")


TOPICS = ["Serverless and FaaS platforms", "Scheduling and resource management", "Edge and fog computing",
          "Performance modeling and measurement"]


def crp_edit(pid: str, title: str, abstract: str, authors: list[str], checked: set[int], focus: str = "",
             new: bool = False) -> str:
    def f(k: str) -> str:
        return ", focused" if focus == k else ""
    lines = crp_header("") + [
        "[60] main ''",
        f"\t[400] heading '{'New submission' if new else '#' + pid + ' Edit submission'}'",
        "\t" + CRP_DEADLINE,
        "\t[404] LabelText ''", "\t\tStaticText 'Title'",
        f"\t[405] textbox 'Title', required, value='{title}'{f('title')}" if title else f"\t[405] textbox 'Title', required{f('title')}",
        "\t[407] LabelText ''", "\t\tStaticText 'Abstract'",
        f"\t[408] textbox 'Abstract', required, multiline, value='{abstract}'{f('abstract')}" if abstract else f"\t[408] textbox 'Abstract', required, multiline{f('abstract')}",
        "\t[410] group 'Authors'",
    ]
    for i, a in enumerate(authors):
        name, rest = a.split(" (", 1)
        aff, email = rest.split(") <")
        b = 412 + 4 * i
        lines += [f"\t\t[{b}] textbox 'Email', value='{email[:-1]}'", f"\t\t[{b + 1}] textbox 'Name', value='{name}'",
                  f"\t\t[{b + 2}] textbox 'Affiliation', value='{aff}'", f"\t\t[{b + 3}] button 'Delete author'"]
    lines += ["\t\t[430] button 'Add author'", "\t[432] group 'Topics'"]
    for i, t in enumerate(TOPICS):
        lines.append(f"\t\t[{433 + i}] checkbox '{t}', checked='{'true' if i in checked else 'false'}'")
    lines += [
        "\t[440] group 'PDF'",
        "\t\tStaticText 'sesame25-41.pdf (11 pages, 412kB)'" if pid == "41" else "\t\tStaticText 'No file chosen'",
        "\t\t[442] button 'Choose File'",
        "\t[446] checkbox 'The submission is complete and ready for review', checked='" + ("true" if pid == "41" else "false") + "'",
        "\t[448] button 'Save draft'" if new else "\t[448] button 'Save changes'",
        "\t[449] link 'Cancel'",
        "[190] contentinfo ''", "\t[191] link 'HotCRP'", "\tStaticText 'Conference Management Software'",
    ]
    return axtree("Edit #" + pid + " - SESAME 2025" if not new else "New submission - SESAME 2025", lines,
                  f"{CRP}/paper/{'new' if new else pid}/edit")


def crp02() -> tuple[str, list[tuple[str, str]]]:
    t_old = "Slack-Driven Pre-Warming for Serverless Pipelines"
    t_new = "Slack-Driven Pre-Warming for Latency-Critical Serverless Pipelines"
    t57 = "Tail Tolerance in Edge Function Chains"
    t63 = "Test upload - please ignore"
    home0 = crp_home([(41, t_old, "Submitted"), (57, t57, "Draft")])
    upd0 = "Updated Mar 10, 2025 9:14am AoE"
    upd1 = "Updated Mar 15, 2025 4:22pm AoE"
    me = ["Inès Moreau (Université de Strasbourg) <ines.moreau@unistra.fr>"]
    turns = [
        ("click('121')", crp_paper(41, t_old, "Submitted", upd0, ABS41, AUTH41, TOPICS[:2] + TOPICS[3:])),
        ("click('204')", crp_edit("41", t_old, ABS41, AUTH41, {0, 1, 3})),
        ("fill('405', '" + t_new + "')", crp_edit("41", t_new, ABS41, AUTH41, {0, 1, 3}, focus="title")),
        ("click('435')", crp_edit("41", t_new, ABS41, AUTH41, {0, 1, 2, 3})),
        ("click('448')", crp_paper(41, t_new, "Submitted", upd1, ABS41, AUTH41, TOPICS,
                                   msg="Updated submission #41. Co-authors have been notified.")),
        ("click('34')", crp_home([(41, t_new, "Submitted"), (57, t57, "Draft")])),
        ("click('64')", crp_edit("new", "", "", me, set(), new=True)),
        ("fill('405', '" + t63 + "')", crp_edit("new", t63, "", me, set(), focus="title", new=True)),
        ("click('448')", crp_paper(63, t63, "Draft", "Created Mar 15, 2025 4:25pm AoE", "", me, [],
                                   msg="Saved draft submission #63. It will not be reviewed until it is marked ready.")),
        ("click('230')", crp_paper(63, t63, "Draft", "Created Mar 15, 2025 4:25pm AoE", "", me, [], dialog=True)),
        ("click('305')", crp_paper(63, t63, "Withdrawn", "Withdrawn Mar 15, 2025 4:26pm AoE", "", me, [],
                                   msg="Withdrew submission #63.")),
        ("click('34')", crp_home([(41, t_new, "Submitted"), (57, t57, "Draft"), (63, t63, "Withdrawn")])),
    ]
    return home0, turns


# ---------------------------------------------------------------- 03 maintenance requests (resident portal), clean
RES = "https://harborviewapts.residentportal.example"


def res_header(bell: int) -> list[str]:
    return [
        "[12] banner ''",
        "\t[13] link 'Harbor View Apartments'",
        "\t[15] navigation 'Main'",
        "\t\t[16] link 'Home'",
        "\t\t[17] link 'Payments'",
        "\t\t[18] link 'Maintenance'",
        "\t\t[19] link 'Documents'",
        "\t\t[20] link 'Community'",
        f"\t[22] button 'Notifications ({bell})'" if bell else "\t[22] button 'Notifications'",
        "\t[23] button 'Priya Natarajan, Unit 4C', hasPopup='menu', expanded=False",
    ]


RES_FOOT = ["[900] contentinfo ''", "\tStaticText 'Harbor View Apartments · 2280 Harbor View Dr, Unit office 1A · (619) 555-0182'",
            "\t[902] link 'Emergency maintenance: call (619) 555-0199'", "\t[903] link 'Privacy'", "\t[904] link 'Terms'"]


def res_list(reqs: list[tuple[str, str, str, str, str]], bell: int) -> str:
    rows = []
    for k, (rid, title, cat, date, st) in enumerate(reqs):
        b = 220 + 7 * k
        rows += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{rid}'", f"\t\t\t[{b + 2}] cell '{title}'",
                 f"\t\t\t[{b + 3}] cell '{cat}'", f"\t\t\t[{b + 4}] cell '{date}'", f"\t\t\t[{b + 5}] cell '{st}'"]
    open_n = sum(1 for r in reqs if r[4] != "Completed")
    return axtree("Maintenance Requests | Harbor View Apartments", res_header(bell) + [
        "[200] main ''",
        "\t[201] heading 'Maintenance Requests'",
        "\t[202] link 'New request'",
        f"\tStaticText '{open_n} open · {len(reqs) - open_n} completed'",
        "\t[205] tablist ''",
        "\t\t[206] tab 'All', selected=True",
        "\t\t[207] tab 'Open', selected=False",
        "\t\t[208] tab 'Completed', selected=False",
        "\t[210] table ''",
        "\t\t[211] row ''",
        "\t\t\t[212] columnheader 'Request'",
        "\t\t\t[213] columnheader 'Issue'",
        "\t\t\t[214] columnheader 'Category'",
        "\t\t\t[215] columnheader 'Submitted'",
        "\t\t\t[216] columnheader 'Status'",
    ] + rows + RES_FOOT, f"{RES}/maintenance")


def res_form(cat: str, desc: str, enter: str, focus: str = "") -> str:
    cats = ["Select a category", "Appliances", "Electrical", "Heating / cooling", "Plumbing", "Doors, locks and keys",
            "Pest control", "Other"]
    lines = res_header(0) + [
        "[300] main ''",
        "\t[301] heading 'New maintenance request'",
        "\tStaticText 'For fire, flooding, gas smell or no heat below 55°F, call the emergency line instead.'",
        "\t[304] LabelText ''", "\t\tStaticText 'Category'",
        f"\t[306] combobox 'Category', required, hasPopup='menu', expanded=False, value='{cat}'",
    ] + [f"\t\t[{307 + i}] option '{c}', selected={c == cat}" for i, c in enumerate(cats)] + [
        "\t[316] LabelText ''", "\t\tStaticText 'Location in unit'",
        "\t[318] combobox 'Location in unit', hasPopup='menu', expanded=False, value='Kitchen'",
        "\t[320] LabelText ''", "\t\tStaticText 'Describe the problem'",
        (f"\t[322] textbox 'Describe the problem', required, multiline, value='{desc}'" if desc else
         "\t[322] textbox 'Describe the problem', required, multiline") + (", focused" if focus == "desc" else ""),
        f"\tStaticText '{len(desc)} / 1000'",
        "\t[325] group 'Permission to enter'",
        f"\t\t[326] radio 'Yes, maintenance may enter when I am not home', checked='{'true' if enter == 'yes' else 'false'}'",
        f"\t\t[327] radio 'No, contact me to schedule a time', checked='{'true' if enter == 'no' else 'false'}'",
        "\t[329] checkbox 'There are pets in the unit', checked='true'",
        "\t[330] textbox 'Pet notes', value='One cat, friendly, stays in bedroom'",
        "\t[332] button 'Add photos'",
        "\t[334] button 'Submit request'" + ("" if cat != "Select a category" and desc and enter else ", disabled=True"),
        "\t[335] link 'Cancel'",
    ] + RES_FOOT
    return axtree("New Request | Harbor View Apartments", lines, f"{RES}/maintenance/new")


def res_detail(rid: str, title: str, cat: str, st: str, desc: str, timeline: list[tuple[str, str]], bell: int,
               msg: str = "", appt: str = "") -> str:
    lines = res_header(bell) + ["[400] main ''"]
    if msg:
        lines += ["\t[401] alert ''", f"\t\tStaticText '{msg}'"]
    lines += [
        "\t[403] link 'Back to requests'",
        f"\t[404] heading 'Request {rid}: {title}'",
        f"\tStaticText 'Status: {st}'",
        f"\tStaticText 'Category: {cat} · Location: Kitchen'",
        "\t[410] heading 'Description'",
        f"\tStaticText '{desc}'",
        "\tStaticText 'Permission to enter: Yes · Pets: One cat, friendly, stays in bedroom'",
    ]
    if appt:
        lines += ["\t[414] heading 'Scheduled visit'", f"\tStaticText '{appt}'"]
    lines += ["\t[420] heading 'Activity'", "\t[421] list ''"]
    for i, (when, what) in enumerate(timeline):
        lines += [f"\t\t[{422 + i}] listitem ''", f"\t\t\tStaticText '{when}'", f"\t\t\tStaticText '{what}'"]
    lines += ["\t[440] textbox 'Add a comment', multiline", "\t[441] button 'Post comment', disabled=True"]
    if st in ("Submitted", "Assigned"):
        lines.append("\t[443] button 'Cancel request'")
    return axtree(f"Request {rid} | Harbor View Apartments", lines + RES_FOOT, f"{RES}/maintenance/{rid}")


def res03() -> tuple[str, list[tuple[str, str]]]:
    d = "Dishwasher stops mid-cycle and shows error E24; about an inch of water stays in the bottom."
    old = [("MR-20417", "Kitchen sink drains slowly", "Plumbing", "Mar 12, 2025", "In progress"),
           ("MR-19988", "Bedroom closet door off track", "Doors, locks and keys", "Feb 20, 2025", "Completed")]
    new = ("MR-20503", "Dishwasher stops mid-cycle (E24)", "Appliances", "Mar 18, 2025")
    tl1 = [("Mar 18, 2025, 9:41 AM", "Request submitted by Priya Natarajan")]
    tl2 = tl1 + [("Mar 18, 2025, 9:47 AM", "Assigned to Dario Ruiz (Maintenance)"),
                 ("Mar 18, 2025, 9:48 AM", "Dario Ruiz: I will check the drain filter and pump. Planning Thursday morning.")]
    tl417 = [("Mar 12, 2025, 7:02 PM", "Request submitted by Priya Natarajan"),
             ("Mar 13, 2025, 8:15 AM", "Assigned to Dario Ruiz (Maintenance)"),
             ("Mar 14, 2025, 11:30 AM", "Dario Ruiz: Snaked the trap, still slow. Ordering a new P-trap."),
             ("Mar 17, 2025, 4:05 PM", "Visit scheduled")]
    turns = [
        ("click('202')", res_form("Select a category", "", "")),
        ("select_option('306', 'Appliances')", res_form("Appliances", "", "")),
        ("fill('322', '" + d + "')", res_form("Appliances", d, "", focus="desc")),
        ("click('326')", res_form("Appliances", d, "yes")),
        ("click('334')", res_detail(new[0], new[1], new[2], "Submitted", d, tl1, 0,
                                    msg="Your request MR-20503 was submitted. We will contact you within one business day.")),
        ("click('18')", res_list([(*new, "Submitted")] + old, 0)),
        ("click('228')", res_detail(old[0][0], old[0][1], "Plumbing", "In progress",
                                    "Water takes several minutes to drain from the left basin; gurgling sound.", tl417, 0,
                                    appt="Wednesday, Mar 19, 2025, 8:00 AM - 12:00 PM")),
        ("go_back()", res_list([(*new, "Assigned")] + old, 2)),
        ("click('221')", res_detail(new[0], new[1], new[2], "Assigned", d, tl2, 2)),
        ("click('22')", res_detail(new[0], new[1], new[2], "Assigned", d, tl2, 0) .replace(
            "[23] button 'Priya Natarajan, Unit 4C', hasPopup='menu', expanded=False",
            "[23] button 'Priya Natarajan, Unit 4C', hasPopup='menu', expanded=False\n\t[24] dialog 'Notifications'\n"
            "\t\t[25] heading 'Notifications'\n\t\t[26] link 'MR-20503 was assigned to Dario Ruiz · 9:47 AM'\n"
            "\t\t[27] link 'New comment on MR-20503 · 9:48 AM'\n\t\t[28] button 'Mark all as read'")),
    ]
    return res_list(old, 0), turns


# ---------------------------------------------------------------- 04 utility account (electric & gas), bad
UTL = "https://myaccount.cascadeeg.example"


def utl_header() -> list[str]:
    return [
        "[8] banner ''",
        "\t[9] link 'Cascade Electric & Gas home'",
        "\t[11] navigation 'Account'",
        "\t\t[12] link 'Account overview'",
        "\t\t[13] link 'Usage'",
        "\t\t[14] link 'Billing settings'",
        "\t\t[15] link 'Payment history'",
        "\t\t[16] link 'Outages'",
        "\t[18] button 'Kwame Osei', hasPopup='menu', expanded=False",
        "\tStaticText 'Account 4410 2287 65 · 1937 NE Alberta St, Portland, OR 97211'",
    ]


UTL_FOOT = ["[800] contentinfo ''", "\t[801] link 'Contact us'", "\t[802] link 'Report an outage: 1-888-555-0140'",
            "\t[803] link 'Privacy'", "\tStaticText '© 2025 Cascade Electric & Gas Company'"]


def utl_settings(paperless: bool, focus: bool = False, msg: str = "") -> str:
    lines = utl_header() + ["[100] main ''", "\t[101] heading 'Billing settings'"]
    if msg:
        lines += ["\t[102] status ''", f"\t\tStaticText '{msg}'"]
    lines += [
        "\t[110] region 'Bill delivery'",
        "\t\t[111] heading 'Bill delivery'",
        f"\t\t[112] switch 'Paperless billing', checked='{'true' if paperless else 'false'}'" + (", focused" if focus else ""),
        "\t\tStaticText 'Get your monthly bill by email instead of by mail.'",
    ]
    if paperless:
        lines += ["\t\t[114] textbox 'Send bills to', value='kwame.osei@fastmail.com'",
                  "\t\t[115] checkbox 'Also send a reminder 5 days before the due date', checked='true'"]
    else:
        lines += ["\t\tStaticText 'Mailing address: 1937 NE Alberta St, Portland, OR 97211'"]
    lines += [
        "\t[120] region 'AutoPay'",
        "\t\t[121] heading 'AutoPay'",
        "\t\t[122] switch 'AutoPay', checked='false'",
        "\t\tStaticText 'Pay your bill automatically on the due date from a saved bank account.'",
        "\t[125] region 'Budget billing'",
        "\t\t[126] heading 'Budget billing'",
        "\t\t[127] switch 'Budget billing', checked='false'",
        "\t\tStaticText 'Pay about the same each month: $131.00, based on your last 12 months.'",
        "\t[130] region 'Due date'",
        "\t\t[131] heading 'Preferred due date'",
        "\t\t[132] combobox 'Preferred due date', hasPopup='menu', expanded=False, value='3rd of the month'",
        "\t[140] button 'Save changes'",
        "\t[141] link 'Cancel'",
    ]
    return axtree("Billing settings | Cascade Electric & Gas", lines + UTL_FOOT, f"{UTL}/billing/settings")


def utl_overview(paperless: bool) -> str:
    return axtree("Account overview | Cascade Electric & Gas", utl_header() + [
        "[100] main ''",
        "\t[101] heading 'Account overview'",
        "\t[150] region 'Current bill'",
        "\t\t[151] heading 'Amount due'",
        "\t\tStaticText '$148.72'",
        "\t\tStaticText 'Due April 3, 2025'",
        "\t\t[154] link 'Pay bill'",
        "\t\t[155] link 'View bill (PDF)'",
        "\t\tStaticText 'Statement date: March 13, 2025 · Service period Feb 11 - Mar 12 (30 days)'",
        "\t[160] region 'Account summary'",
        "\t\t[161] heading 'Account summary'",
        "\t\t[162] table ''",
        "\t\t\t[163] row ''", "\t\t\t\t[164] rowheader 'Previous balance'", "\t\t\t\t[165] cell '$162.05'",
        "\t\t\t[166] row ''", "\t\t\t\t[167] rowheader 'Payment received Mar 1 - thank you'", "\t\t\t\t[168] cell '-$162.05'",
        "\t\t\t[169] row ''", "\t\t\t\t[170] rowheader 'Electric charges (612 kWh)'", "\t\t\t\t[171] cell '$97.31'",
        "\t\t\t[172] row ''", "\t\t\t\t[173] rowheader 'Gas charges (38 therms)'", "\t\t\t\t[174] cell '$51.41'",
        "\t\t\t[175] row ''", "\t\t\t\t[176] rowheader 'Amount due'", "\t\t\t\t[177] cell '$148.72'",
        "\t[180] region 'Your settings'",
        "\t\t[181] heading 'Your settings'",
        f"\t\tStaticText 'Paperless billing: {'On' if paperless else 'Off'}'",
        "\t\tStaticText 'AutoPay: Off'",
        "\t\tStaticText 'Budget billing: Off'",
        "\t\t[185] link 'Change settings'",
        "\t[190] region 'Outage status'",
        "\t\tStaticText 'No known outages at your address.'",
    ] + UTL_FOOT, f"{UTL}/overview")


def utl_usage(view: str) -> str:
    monthly = [("Mar 2024", 588, 41), ("Apr 2024", 497, 29), ("May 2024", 436, 17), ("Jun 2024", 455, 9),
               ("Jul 2024", 603, 7), ("Aug 2024", 640, 7), ("Sep 2024", 512, 10), ("Oct 2024", 470, 22),
               ("Nov 2024", 561, 39), ("Dec 2024", 698, 52), ("Jan 2025", 731, 55), ("Feb 2025", 655, 47),
               ("Mar 2025", 612, 38)]
    daily = [("Mar 6", 21.4), ("Mar 7", 19.8), ("Mar 8", 24.6), ("Mar 9", 25.1), ("Mar 10", 18.2), ("Mar 11", 17.9),
             ("Mar 12", 20.3), ("Mar 13", 19.5), ("Mar 14", 18.7), ("Mar 15", 22.9), ("Mar 16", 23.4), ("Mar 17", 18.1)]
    lines = utl_header() + [
        "[100] main ''",
        "\t[101] heading 'Energy usage'",
        "\t[202] tablist ''",
        f"\t\t[203] tab 'Monthly', selected={view == 'monthly'}",
        f"\t\t[204] tab 'Daily', selected={view == 'daily'}",
        "\t[206] combobox 'Meter', hasPopup='menu', expanded=False, value='Electric meter 51 884 203'",
        "\t[210] table ''",
    ]
    if view == "monthly":
        lines += ["\t\t[211] row ''", "\t\t\t[212] columnheader 'Bill month'", "\t\t\t[213] columnheader 'Electric (kWh)'",
                  "\t\t\t[214] columnheader 'Gas (therms)'"]
        for i, (m, k, t) in enumerate(monthly):
            b = 220 + 4 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{m}'", f"\t\t\t[{b + 2}] cell '{k}'", f"\t\t\t[{b + 3}] cell '{t}'"]
        lines += ["\tStaticText 'Your March 2025 use was 4% higher than March 2024.'"]
    else:
        lines += ["\t\t[211] row ''", "\t\t\t[212] columnheader 'Day'", "\t\t\t[213] columnheader 'Electric (kWh)'"]
        for i, (dd, k) in enumerate(daily):
            b = 280 + 3 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{dd}'", f"\t\t\t[{b + 2}] cell '{k}'"]
        lines += ["\tStaticText 'Daily data is delayed by about 24 hours. Last reading: Mar 17, 2025.'"]
    lines += ["\t[330] link 'Download usage (CSV)'", "\t[331] link 'Compare with similar homes'"]
    return axtree("Energy usage | Cascade Electric & Gas", lines + UTL_FOOT, f"{UTL}/usage" + ("" if view == "monthly" else "?view=daily"))


def utl_payments() -> str:
    pays = [("Mar 1, 2025", "Bank account ****4471", "$162.05", "Posted"), ("Jan 30, 2025", "Bank account ****4471", "$171.88", "Posted"),
            ("Jan 2, 2025", "Visa ****0926", "$139.40", "Posted"), ("Dec 1, 2024", "Bank account ****4471", "$104.77", "Posted"),
            ("Nov 1, 2024", "Bank account ****4471", "$92.16", "Posted")]
    rows = []
    for i, (d, m, a, s) in enumerate(pays):
        b = 520 + 5 * i
        rows += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{d}'", f"\t\t\t[{b + 2}] cell '{m}'",
                 f"\t\t\t[{b + 3}] cell '{a}'", f"\t\t\t[{b + 4}] cell '{s}'"]
    return axtree("Payment history | Cascade Electric & Gas", utl_header() + [
        "[100] main ''", "\t[101] heading 'Payment history'",
        "\t[505] combobox 'Show', hasPopup='menu', expanded=False, value='Last 6 months'",
        "\t[510] table ''", "\t\t[511] row ''", "\t\t\t[512] columnheader 'Date'", "\t\t\t[513] columnheader 'Method'",
        "\t\t\t[514] columnheader 'Amount'", "\t\t\t[515] columnheader 'Status'",
    ] + rows + ["\t[560] link 'Make a payment'"] + UTL_FOOT, f"{UTL}/payments")


def utl04() -> tuple[str, list[tuple[str, str]]]:
    turns = [
        ("click('14')", utl_settings(False)),
        ("click('112')", utl_settings(True, focus=True)),
        ("click('140')", utl_settings(True, msg="Your billing settings were saved. Paper bills stop starting with your April statement.")),
        ("click('13')", utl_usage("monthly")),
        ("click('204')", utl_usage("daily")),
        ("click('12')", utl_overview(True)),
        ("click('185')", utl_settings(False)),
        ("click('15')", utl_payments()),
    ]
    return utl_overview(False), turns


# ---------------------------------------------------------------- 05 shopping admin (Magento), clean
ADM = "http://admin.webarena.local:7780/admin"


def adm_menu() -> list[str]:
    return [
        "[130] navigation ''",
        "\t[131] link 'Magento Admin Panel'",
        "\t[133] menubar '', orientation='horizontal'",
        "\t\t[134] link 'DASHBOARD'",
        "\t\t[136] link 'SALES'",
        "\t\t[138] link 'CATALOG'",
        "\t\t[140] link 'CUSTOMERS'",
        "\t\t[142] link 'MARKETING'",
        "\t\t[144] link 'CONTENT'",
        "\t\t[146] link 'REPORTS'",
        "\t\t[148] link 'STORES'",
        "\t\t[150] link 'SYSTEM'",
        "\t\t[152] link 'FIND PARTNERS & EXTENSIONS'",
        "[160] banner ''",
        "\t[162] link 'admin'",
        "\t[163] link 'Notifications 4'",
        "\t[165] textbox 'Search globally'",
    ]


ADM_FOOT = ["[990] contentinfo ''", "\t[991] link 'Magento'", "\tStaticText 'Copyright © 2025 Magento Commerce Inc. All rights reserved.'",
            "\tStaticText 'ver. 2.4.6'", "\t[994] link 'Privacy Policy'", "\t[995] link 'Account Activity'", "\t[996] link 'Report an Issue'"]

P05_NAMES = ["Sprite Stasis Ball 55 cm", "Sprite Stasis Ball 65 cm", "Sprite Stasis Ball 75 cm", "Gaiam Premium Print Yoga Mat 6mm",
             "Manduka PRO Yoga Mat 6mm", "Sprite Yoga Strap 6 foot", "Sprite Yoga Strap 8 foot", "Sprite Yoga Strap 10 foot",
             "Sprite Foam Yoga Brick", "Sprite Foam Roller", "Harmony Lumaflex Strength Band Kit", "Zing Jump Rope",
             "Go-Get'r Pushup Grips", "Dual Handle Cardio Ball", "Pursuit Lumaflex Tone Band", "Quest Lumaflex Band",
             "Affirm Water Bottle", "Overnight Duffle", "Fusion Backpack", "Crown Summit Backpack",
             "Wayfarer Messenger Bag", "Rival Field Messenger", "Impulse Duffle", "Voyage Yoga Bag",
             "Compete Track Tote", "Savvy Shoulder Tote", "Endeavor Daytrip Backpack", "Driven Backpack",
             "Overnight Duffle Large", "Joust Duffle Bag", "Strive Shoulder Pack", "Push It Messenger Bag",
             "Didi Sport Watch", "Clamber Watch", "Summit Watch", "Cruise Dual Analog Watch",
             "Dash Digital Watch", "Luma Analog Watch", "Bolo Sport Watch", "Aim Analog Watch"]
P05_PRICES = [23.00, 27.00, 32.00, 24.98, 129.00, 14.00, 17.00, 21.00, 5.00, 19.00, 22.00, 12.00, 19.00, 23.00, 21.00,
              14.00, 7.00, 45.00, 59.00, 56.00, 45.00, 45.00, 74.00, 32.00, 32.00, 32.00, 33.00, 36.00, 45.00, 34.00,
              32.00, 45.00, 92.00, 54.00, 54.00, 55.00, 92.00, 43.00, 54.00, 45.00]
P05_ALL = [(str(2040 - i), n, "B01LXHKQ3S" if i == 3 else "B000X9G5C2" if i == 4 else f"24-WG{81 + i:03d}",
            f"${P05_PRICES[i]:.2f}", "118" if i == 3 else "37" if i == 4 else "100") for i, n in enumerate(P05_NAMES)]
P05_ALL1, P05_ALL2 = P05_ALL[:20], P05_ALL[20:]


def adm_grid(rows: list[tuple[str, str, str, str, str]], kw: str, total: str, page: int, pages: int,
             typed: str | None = None) -> str:
    body = []
    for k, (pid, name, sku, price, qty) in enumerate(rows):
        b = 1300 + 12 * k
        body += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] cell '{pid}'",
                 f"\t\t\t[{b + 3}] cell '{name}'", f"\t\t\t[{b + 4}] cell 'Simple Product'",
                 f"\t\t\t[{b + 5}] cell 'Default'", f"\t\t\t[{b + 6}] cell '{sku}'", f"\t\t\t[{b + 7}] cell '{price}'",
                 f"\t\t\t[{b + 8}] cell '{qty}.0000'", f"\t\t\t[{b + 9}] cell 'Catalog, Search'",
                 f"\t\t\t[{b + 10}] cell 'Enabled'", f"\t\t\t[{b + 11}] link 'Edit'"]
    box = typed if typed is not None else kw
    lines = adm_menu() + [
        "[1200] main ''",
        "\t[1201] heading 'Products'",
        "\t[1203] button 'Add Product'",
        "\t[1204] button 'Add Product options', hasPopup='menu'",
        (f"\t[1210] textbox 'Search by keyword', value='{box}'" if box else "\t[1210] textbox 'Search by keyword'") + (", focused" if typed is not None else ""),
        "\t[1211] button 'Search'",
        "\t[1213] button 'Filters'",
        "\t[1214] button 'Default View'",
        "\t[1215] button 'Columns'",
        "\t[1216] button 'Export'",
    ]
    if kw:
        lines += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {kw}'", "\t[1220] button 'Remove'", "\t[1221] button 'Clear all'"]
    lines += [
        "\t[1225] combobox 'Actions', hasPopup='menu', expanded=False",
        f"\tStaticText '{total} records found'",
        "\t[1228] combobox 'Per page', hasPopup='menu', expanded=False, value='20'",
        "\t[1230] button 'Previous Page'" + (", disabled=True" if page == 1 else ""),
        f"\t[1231] spinbutton 'Page', valuetext='{page}'",
        f"\tStaticText 'of {pages}'",
        "\t[1233] button 'Next Page'" + (", disabled=True" if page == pages else ""),
        "\t[1240] table ''",
        "\t\t[1241] row ''",
        "\t\t\t[1242] columnheader 'Options', hasPopup='menu'",
        "\t\t\t[1243] columnheader 'ID', sort='descending'",
        "\t\t\t[1244] columnheader 'Name'",
        "\t\t\t[1245] columnheader 'Type'",
        "\t\t\t[1246] columnheader 'Attribute Set'",
        "\t\t\t[1247] columnheader 'SKU'",
        "\t\t\t[1248] columnheader 'Price'",
        "\t\t\t[1249] columnheader 'Quantity'",
        "\t\t\t[1250] columnheader 'Visibility'",
        "\t\t\t[1251] columnheader 'Status'",
        "\t\t\t[1252] columnheader 'Action'",
    ] + body
    return axtree("Products / Inventory / Catalog / Magento Admin", lines + ADM_FOOT,
                  f"{ADM}/catalog/product/" + (f"?search={kw.replace(' ', '%20')}" if kw else ""))


def adm_edit(name: str, price: str, msg: str = "", focus: str = "") -> str:
    def f(k: str) -> str:
        return ", focused" if focus == k else ""
    lines = adm_menu() + ["[1400] main ''", f"\t[1401] heading '{name}'"]
    if msg:
        lines += ["\t[1402] alert ''", f"\t\tStaticText '{msg}'"]
    lines += [
        "\t[1404] button 'Back'",
        "\t[1405] button 'Add Attribute'",
        "\t[1406] combobox 'Store View', hasPopup='menu', expanded=False, value='All Store Views'",
        "\t[1408] button 'Save'",
        "\t[1409] button 'Save options', hasPopup='menu'",
        "\t[1412] switch 'Enable Product', checked='true'",
        "\t[1414] combobox 'Attribute Set', hasPopup='listbox', expanded=False, value='Default'",
        f"\t[1416] textbox 'Product Name', required, value='{name}'{f('name')}",
        "\t[1418] textbox 'SKU', required, value='B01LXHKQ3S'",
        f"\t[1420] textbox 'Price', required, value='{price}'{f('price')}",
        "\t[1421] link 'Advanced Pricing'",
        "\t[1423] combobox 'Tax Class', hasPopup='menu', expanded=False, value='Taxable Goods'",
        "\t[1425] textbox 'Quantity', value='118'",
        "\t[1426] link 'Advanced Inventory'",
        "\t[1428] combobox 'Stock Status', hasPopup='menu', expanded=False, value='In Stock'",
        "\t[1430] combobox 'Weight', hasPopup='menu', expanded=False, value='This item has weight'",
        "\t[1431] textbox 'Weight', value='3.1'",
        "\t[1433] combobox 'Visibility', hasPopup='menu', expanded=False, value='Catalog, Search'",
        "\t[1435] listbox 'Categories', value='Sports & Outdoors / Yoga'",
        "\t[1437] textbox 'Set Product as New From', value=''",
        "\t[1439] combobox 'Country of Manufacture', hasPopup='menu', expanded=False, value='China'",
        "\t[1441] tab 'Content', expanded=False",
        "\t[1442] tab 'Configurations', expanded=False",
        "\t[1443] tab 'Images And Videos', expanded=False",
        "\t[1444] tab 'Search Engine Optimization', expanded=False",
        "\t[1445] tab 'Related Products, Up-Sells, and Cross-Sells', expanded=False",
        "\t[1446] tab 'Product in Websites', expanded=False",
    ]
    return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", lines + ADM_FOOT, f"{ADM}/catalog/product/edit/id/2037/")


def adm05() -> tuple[str, list[tuple[str, str]]]:
    old, new = "Gaiam Premium Print Yoga Mat 6mm", "Gaiam Premium Print Yoga Mat 6mm, Mandala Black"
    yoga = [("2037", old, "B01LXHKQ3S", "$24.98", "118"), ("2036", "Manduka PRO Yoga Mat 6mm", "B000X9G5C2", "$129.00", "37"),
            ("1412", "Lululemon The Mat 5mm", "B07GZ5L1TQ", "$88.00", "24"), ("987", "BalanceFrom GoYoga All-Purpose 1/2-Inch Yoga Mat", "B00FO9U46W", "$21.99", "203"),
            ("612", "Sprite Yoga Mat Carrying Strap", "24-WG089", "$9.00", "100")]
    yoga2 = [("2037", new, "B01LXHKQ3S", "$22.49", "118")] + yoga[1:]
    all1b = [r if r[0] != "2037" else ("2037", new, "B01LXHKQ3S", "$22.49", "118") for r in P05_ALL1]
    turns = [
        ("fill('1210', 'yoga mat')", adm_grid(P05_ALL1, "", "2040", 1, 102, typed="yoga mat")),
        ("keyboard_press('Enter')", adm_grid(yoga, "yoga mat", "5", 1, 1)),
        ("click('1311')", adm_edit(old, "24.98")),
        ("fill('1416', '" + new + "')", adm_edit(new, "24.98", focus="name").replace(f"heading '{new}'", f"heading '{old}'").replace(
            f"RootWebArea '{new} /", f"RootWebArea '{old} /")),
        ("fill('1420', '22.49')", adm_edit(new, "22.49", focus="price").replace(f"heading '{new}'", f"heading '{old}'").replace(
            f"RootWebArea '{new} /", f"RootWebArea '{old} /")),
        ("click('1408')", adm_edit(new, "22.49", msg="You saved the product.")),
        ("click('1404')", adm_grid(yoga2, "yoga mat", "5", 1, 1)),
        ("click('1221')", adm_grid(all1b, "", "2040", 1, 102)),
        ("click('1233')", adm_grid(P05_ALL2, "", "2040", 2, 102)),
    ]
    return adm_grid(P05_ALL1, "", "2040", 1, 102), turns


# ---------------------------------------------------------------- 06 forum (WebArena Postmill), bad
FORUM = "http://forum.webarena.local:9999"


def forum_header(user: str = "MarvelsGrantMan136") -> list[str]:
    return [
        "[20] navigation ''",
        "\t[21] link 'Jump to main content'",
        "\t[22] link 'Jump to sidebar'",
        "[24] banner ''",
        "\t[25] link 'Home'",
        "\t\tStaticText 'Postmill'",
        "\t[28] list ''",
        "\t\t[29] listitem ''", "\t\t\t[30] link 'Forums'",
        "\t\t[31] listitem ''", "\t\t\t[32] link 'Wiki'",
        "\t[34] searchbox 'Search query'",
        "\t[36] list ''",
        "\t\t[37] listitem ''", "\t\t\t[38] link 'Submit'",
        "\t\t[39] listitem ''", "\t\t\t[40] link 'Notifications (0)'",
        "\t\t[41] listitem ''", f"\t\t\t[42] button '{user}', hasPopup='menu', expanded=False",
    ]


def forum_sidebar(forum: str, subs: str, desc: str) -> list[str]:
    return [
        "[700] complementary ''",
        f"\t[701] heading '{forum}'",
        f"\t[702] link 'f/{forum}'",
        "\t[703] button 'Unsubscribe'",
        f"\tStaticText '{subs} subscribers'",
        f"\tStaticText '{desc}'",
        "\t[706] heading 'Toolbox'",
        "\t[707] link 'Bans'",
        "\t[708] link 'Moderation log'",
    ]


C06 = [("ByteSizedBard", "5 hours ago", "Finally started The Left Hand of Darkness. Slow first fifty pages, then I could not put it down.", 12, False),
       ("quietpines", "4 hours ago", "Re-reading Middlemarch for a book club. Dorothea makes more sense to me at 40 than she did at 20.", 8, False),
       ("tidewater_lib", "3 hours ago", "Tomorrow, and Tomorrow, and Tomorrow. Not a gamer, still loving it.", 6, False),
       ("hexagrammer", "2 hours ago", "Project Hail Mary as an audiobook on my commute. The narrator does Rocky perfectly.", 5, False),
       ("lanternfish", "1 hour ago", "The Dispossessed. Le Guin week in this thread, apparently.", 4, False),
       ("MarvelsGrantMan136", "4 hours ago", "Halfway through Piranesi. The house is the best setting I have read in years.", 3, True)]
REPLY06 = ("ok_boomerang", "3 hours ago", "How long is your club giving you for it? That is a lot of book.", 2, False)
NEW06 = ("MarvelsGrantMan136", "just now", "Finished Piranesi last night, so now Jonathan Strange & Mr Norrell. Wish me luck with the footnotes.", 1, True)


def forum_thread(comments: list[tuple[str, str, str, int, bool]], count: int, text: str = "", msg: str = "") -> str:
    lines = forum_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
    lines += [
        "\t[104] article ''",
        "\t\t[105] heading 'What are you reading this week? (March 17)'",
        "\t\t[106] link 'What are you reading this week? (March 17)'",
        "\t\tStaticText 'Submitted by'",
        "\t\t[108] link 'Neon_Narwhal'",
        "\t\tStaticText '6 hours ago in'",
        "\t\t[110] link 'books'",
        "\t\tStaticText 'Weekly thread. Tell us what is on your nightstand, what you abandoned, and what surprised you.'",
        f"\t\t[112] link '{count} comments'",
        "\t\t[113] button 'Upvote'",
        "\t\tStaticText '41'",
        "\t\t[115] button 'Downvote'",
        "\t[118] heading 'Post a comment'",
        ("\t[120] textbox 'Comment', multiline" + (f", value='{text}', focused" if text else "")),
        "\t[121] button 'Post'",
        "\t[123] combobox 'Sort by', hasPopup='menu', expanded=False, value='Top'",
    ]
    bid = 200
    for c in comments:
        user, when, body, votes, own = c
        lines += [f"\t[{bid}] article ''", f"\t\t[{bid + 1}] link '{user}'", f"\t\tStaticText '{when}'",
                  f"\t\tStaticText '{body}'", f"\t\t[{bid + 4}] link 'Permalink'", f"\t\t[{bid + 5}] button 'Reply'"]
        if own:
            lines += [f"\t\t[{bid + 6}] link 'Edit'", f"\t\t[{bid + 7}] button 'Delete'"]
        lines += [f"\t\t[{bid + 8}] button 'Upvote'", f"\t\tStaticText '{votes}'", f"\t\t[{bid + 10}] button 'Downvote'"]
        if user == "quietpines":
            r = REPLY06
            lines += [f"\t\t[{bid + 12}] article ''", f"\t\t\t[{bid + 13}] link '{r[0]}'", f"\t\t\tStaticText '{r[1]}'",
                      f"\t\t\tStaticText '{r[2]}'", f"\t\t\t[{bid + 16}] link 'Permalink'", f"\t\t\t[{bid + 17}] button 'Reply'",
                      f"\t\t\t[{bid + 18}] button 'Upvote'", f"\t\t\tStaticText '{r[3]}'", f"\t\t\t[{bid + 20}] button 'Downvote'"]
        bid += 30
    return axtree("What are you reading this week? (March 17) : books", lines + forum_sidebar(
        "books", "11,482", "Discussion of books, authors, and reading. Be kind; no piracy links."),
        f"{FORUM}/f/books/88214/what-are-you-reading-this-week-march-17")


def forum_list(n_read: int) -> str:
    subs = [("What are you reading this week? (March 17)", "Neon_Narwhal", "6 hours ago", n_read, 41),
            ("Translators deserve their names on the cover", "inkwell_jo", "9 hours ago", 57, 233),
            ("Used bookstore haul from Powell's (photo)", "tidewater_lib", "11 hours ago", 18, 96),
            ("Books that changed how you think about time?", "hexagrammer", "14 hours ago", 44, 88),
            ("I finally finished Infinite Jest after three attempts. AMA", "lanternfish", "20 hours ago", 73, 152),
            ("Library holds: what is the longest you have waited?", "quietpines", "1 day ago", 29, 61)]
    lines = forum_header() + ["[100] main ''", "\t[101] heading 'books'", "\t[102] link 'Hot'", "\t[103] link 'New'",
                              "\t[104] link 'Active'", "\t[105] link 'Top'", "\t[106] link 'Controversial'"]
    for i, (t, u, w, n, v) in enumerate(subs):
        b = 300 + 10 * i
        lines += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{t}'", "\t\tStaticText 'Submitted by'",
                  f"\t\t[{b + 3}] link '{u}'", f"\t\tStaticText '{w}'", f"\t\t[{b + 5}] link '{n} comments'",
                  f"\t\t[{b + 6}] button 'Upvote'", f"\t\tStaticText '{v}'", f"\t\t[{b + 8}] button 'Downvote'"]
    lines += ["\t[370] link 'More'"]
    return axtree("books", lines + forum_sidebar("books", "11,482", "Discussion of books, authors, and reading. Be kind; no piracy links."),
                  f"{FORUM}/f/books")


def forum_other() -> str:
    cs = [("weft_and_warp", "8 hours ago", "Agree completely. Edith Grossman's name should be as big as the author's.", 64),
          ("Neon_Narwhal", "8 hours ago", "Some publishers have started doing it. Archipelago and NYRB put translators on the front.", 41),
          ("pagecount", "7 hours ago", "Counterpoint: covers are marketing, and most buyers do not know translators by name yet.", -3),
          ("ByteSizedBard", "5 hours ago", "That is exactly why the name should be there.", 22)]
    lines = forum_header() + ["[100] main ''", "\t[104] article ''",
                              "\t\t[105] heading 'Translators deserve their names on the cover'",
                              "\t\t[106] link 'Translators deserve their names on the cover'", "\t\tStaticText 'Submitted by'",
                              "\t\t[108] link 'inkwell_jo'", "\t\tStaticText '9 hours ago in'", "\t\t[110] link 'books'",
                              "\t\tStaticText 'Jennifer Croft made this case years ago and it still is not standard. Thoughts?'",
                              "\t\t[112] link '57 comments'", "\t\t[113] button 'Upvote'", "\t\tStaticText '233'",
                              "\t\t[115] button 'Downvote'", "\t[118] heading 'Post a comment'", "\t[120] textbox 'Comment', multiline",
                              "\t[121] button 'Post'", "\t[123] combobox 'Sort by', hasPopup='menu', expanded=False, value='Top'"]
    for i, (u, w, body, v) in enumerate(cs):
        b = 200 + 30 * i
        lines += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{u}'", f"\t\tStaticText '{w}'", f"\t\tStaticText '{body}'",
                  f"\t\t[{b + 4}] link 'Permalink'", f"\t\t[{b + 5}] button 'Reply'", f"\t\t[{b + 8}] button 'Upvote'",
                  f"\t\tStaticText '{v}'", f"\t\t[{b + 10}] button 'Downvote'"]
    lines += ["\t[330] link 'Load more comments (53)'"]
    return axtree("Translators deserve their names on the cover : books", lines + forum_sidebar(
        "books", "11,482", "Discussion of books, authors, and reading. Be kind; no piracy links."),
        f"{FORUM}/f/books/88197/translators-deserve-their-names-on-the-cover")


def forum06() -> tuple[str, list[tuple[str, str]]]:
    after_del = [c for c in C06 if not c[4]]
    with_new = after_del + [NEW06]
    turns = [
        ("click('357')", forum_thread(after_del, 6, msg="The comment was deleted.")),
        ("fill('120', '" + NEW06[2] + "')", forum_thread(after_del, 6, text=NEW06[2], msg="The comment was deleted.")),
        ("click('121')", forum_thread(with_new, 7)),
        ("click('110')", forum_list(7)),
        ("click('311')", forum_other()),
        ("go_back()", forum_list(7)),
        ("click('305')", forum_thread(C06 + [NEW06], 7)),
    ]
    return forum_thread(C06, 7), turns


# ---------------------------------------------------------------- 07 dentist's booking, bad
DEN = "https://book.brightsidedental.example"


def den_header() -> list[str]:
    return [
        "[10] banner ''",
        "\t[11] link 'Brightside Dental'",
        "\tStaticText 'Elm Street Clinic · 418 Elm St, Suite 200, Columbus, OH 43215 · (614) 555-0123'",
        "\t[13] navigation ''",
        "\t\t[14] link 'Book a visit'",
        "\t\t[15] link 'My appointments'",
        "\t\t[16] link 'Forms'",
        "\t\t[17] link 'Billing'",
        "\t[19] button 'Lena Fischer', hasPopup='menu', expanded=False",
    ]


DEN_FOOT = ["[900] contentinfo ''", "\tStaticText 'Need to cancel? Please give us 24 hours notice.'",
            "\t[902] link 'Privacy'", "\t[903] link 'Accessibility'", "\tStaticText 'Powered by ChairSide Booking'"]
SERV = ["Cleaning & exam (60 min)", "New patient exam & X-rays (90 min)", "Tooth pain / emergency (30 min)",
        "Whitening consultation (30 min)", "Filling (60 min)"]
DOCS = ["Any available dentist", "Dr. Amara Okafor", "Dr. Marcus Lindqvist", "Jenna Walsh, RDH (hygienist)"]


def den_step1(serv: int | None, doc: str) -> str:
    lines = den_header() + ["[100] main ''", "\t[101] heading 'Book a visit'",
                            "\tStaticText 'Step 1 of 3: What do you need?'", "\t[104] radiogroup 'Visit type'"]
    for i, s in enumerate(SERV):
        lines.append(f"\t\t[{105 + i}] radio '{s}', checked='{'true' if serv == i else 'false'}'")
    lines += ["\t[112] LabelText ''", "\t\tStaticText 'Provider'",
              f"\t[114] combobox 'Provider', hasPopup='menu', expanded=False, value='{doc}'"]
    lines += [f"\t\t[{115 + i}] option '{d}', selected={d == doc}" for i, d in enumerate(DOCS)]
    lines += ["\t[120] checkbox 'I am a new patient', checked='false'",
              "\t[122] button 'See available times'" + ("" if serv is not None else ", disabled=True")]
    return axtree("Book a visit - Brightside Dental", lines + DEN_FOOT, f"{DEN}/book")


SLOTS = {"Mon, Mar 24": ["8:00 AM", "2:20 PM"], "Tue, Mar 25": [], "Wed, Mar 26": ["9:20 AM", "3:40 PM"],
         "Thu, Mar 27": ["8:00 AM", "10:40 AM", "1:00 PM", "2:20 PM"], "Fri, Mar 28": ["9:20 AM"]}


def den_times() -> str:
    lines = den_header() + ["[100] main ''", "\t[101] heading 'Book a visit'",
                            "\tStaticText 'Step 2 of 3: Pick a time'",
                            "\tStaticText 'Cleaning & exam (60 min) with Dr. Amara Okafor'",
                            "\t[205] button 'Previous week', disabled=True", "\tStaticText 'Mar 24 - Mar 28, 2025'",
                            "\t[207] button 'Next week'"]
    b = 210
    for day, ts in SLOTS.items():
        lines += [f"\t[{b}] group '{day}'"]
        if not ts:
            lines.append("\t\tStaticText 'No openings'")
        for t in ts:
            b += 1
            lines.append(f"\t\t[{b}] button '{t}'")
        b += 5
    lines += ["\t[260] link 'Join the waitlist for an earlier time'", "\t[261] link 'Back'"]
    return axtree("Pick a time - Brightside Dental", lines + DEN_FOOT, f"{DEN}/book/times?service=cleaning&provider=okafor")


def den_details(notes: str = "") -> str:
    lines = den_header() + ["[100] main ''", "\t[101] heading 'Book a visit'", "\tStaticText 'Step 3 of 3: Confirm details'",
                            "\t[302] region 'Your visit'",
                            "\t\tStaticText 'Thursday, March 27, 2025 · 10:40 AM - 11:40 AM'",
                            "\t\tStaticText 'Cleaning & exam (60 min) with Dr. Amara Okafor'",
                            "\t\tStaticText 'Elm Street Clinic, Suite 200'",
                            "\t\t[306] link 'Change time'",
                            "\t[310] textbox 'Full name', required, value='Lena Fischer'",
                            "\t[311] textbox 'Mobile phone', required, value='(614) 555-0187'",
                            "\t[312] textbox 'Email', required, value='lena.fischer@outlook.com'",
                            "\t[314] combobox 'Dental insurance', hasPopup='menu', expanded=False, value='Delta Dental PPO'",
                            "\t[315] textbox 'Member ID', value='DD-4471-90213'",
                            "\t[317] textbox 'Anything we should know?', multiline" + (f", value='{notes}', focused" if notes else ""),
                            "\t[319] checkbox 'Text me a reminder the day before', checked='true'",
                            "\t[320] button 'Confirm booking'", "\t[321] link 'Back'"]
    return axtree("Confirm details - Brightside Dental", lines + DEN_FOOT, f"{DEN}/book/details")


def den_done() -> str:
    return axtree("Booked - Brightside Dental", den_header() + [
        "[100] main ''",
        "\t[401] heading 'You are booked!'",
        "\tStaticText 'Thursday, March 27, 2025 · 10:40 AM - 11:40 AM'",
        "\tStaticText 'Cleaning & exam (60 min) with Dr. Amara Okafor'",
        "\tStaticText 'Elm Street Clinic, 418 Elm St, Suite 200, Columbus, OH 43215'",
        "\tStaticText 'Confirmation code: BSD-7Q4K2'",
        "\tStaticText 'We sent the details to lena.fischer@outlook.com and will text (614) 555-0187 the day before.'",
        "\t[410] link 'Add to Google Calendar'",
        "\t[411] link 'Download .ics'",
        "\t[412] link 'Fill in your health history form'",
        "\t[413] link 'View my appointments'",
    ] + DEN_FOOT, f"{DEN}/book/confirmed/BSD-7Q4K2")


def den_mine(time: str) -> str:
    return axtree("My appointments - Brightside Dental", den_header() + [
        "[100] main ''",
        "\t[501] heading 'My appointments'",
        "\t[502] heading 'Upcoming'",
        "\t[503] article ''",
        f"\t\tStaticText 'Thu, Mar 27, 2025 · {time}'",
        "\t\tStaticText 'Cleaning & exam (60 min) · Dr. Amara Okafor'",
        "\t\tStaticText 'Confirmation BSD-7Q4K2 · Reminder by text'",
        "\t\t[507] button 'Reschedule'",
        "\t\t[508] button 'Cancel appointment'",
        "\t[510] heading 'Past'",
        "\t[511] table ''",
        "\t\t[512] row ''", "\t\t\t[513] columnheader 'Date'", "\t\t\t[514] columnheader 'Visit'", "\t\t\t[515] columnheader 'Provider'",
        "\t\t[516] row ''", "\t\t\t[517] cell 'Sep 19, 2024'", "\t\t\t[518] cell 'Cleaning & exam'", "\t\t\t[519] cell 'Jenna Walsh, RDH'",
        "\t\t[520] row ''", "\t\t\t[521] cell 'Apr 2, 2024'", "\t\t\t[522] cell 'Filling (lower left)'", "\t\t\t[523] cell 'Dr. Marcus Lindqvist'",
        "\t\t[524] row ''", "\t\t\t[525] cell 'Mar 8, 2024'", "\t\t\t[526] cell 'Cleaning & exam'", "\t\t\t[527] cell 'Dr. Amara Okafor'",
        "\t[530] link 'Download visit summaries'",
    ] + DEN_FOOT, f"{DEN}/appointments")


def den_billing() -> str:
    return axtree("Billing - Brightside Dental", den_header() + [
        "[100] main ''", "\t[601] heading 'Billing'", "\tStaticText 'Current balance: $0.00'",
        "\t[603] table ''", "\t\t[604] row ''", "\t\t\t[605] columnheader 'Date'", "\t\t\t[606] columnheader 'Description'",
        "\t\t\t[607] columnheader 'Charged'", "\t\t\t[608] columnheader 'Insurance paid'", "\t\t\t[609] columnheader 'You paid'",
        "\t\t[610] row ''", "\t\t\t[611] cell 'Sep 19, 2024'", "\t\t\t[612] cell 'Cleaning & exam, bitewing X-rays'",
        "\t\t\t[613] cell '$286.00'", "\t\t\t[614] cell '$286.00'", "\t\t\t[615] cell '$0.00'",
        "\t\t[616] row ''", "\t\t\t[617] cell 'Apr 2, 2024'", "\t\t\t[618] cell 'Composite filling, 1 surface'",
        "\t\t\t[619] cell '$215.00'", "\t\t\t[620] cell '$172.00'", "\t\t\t[621] cell '$43.00'",
        "\t[625] link 'Pay a bill'", "\t[626] link 'Request an itemized statement'",
    ] + DEN_FOOT, f"{DEN}/billing")


def den07() -> tuple[str, list[tuple[str, str]]]:
    note = "Lower left molar is sensitive to cold since February."
    turns = [
        ("click('105')", den_step1(0, "Any available dentist")),
        ("select_option('114', 'Dr. Amara Okafor')", den_step1(0, "Dr. Amara Okafor")),
        ("click('122')", den_times()),
        ("click('231')", den_details()),
        ("fill('317', '" + note + "')", den_details(note)),
        ("click('320')", den_done()),
        ("click('15')", den_mine("10:20 AM - 11:20 AM")),
        ("click('17')", den_billing()),
    ]
    return den_step1(None, "Any available dentist"), turns


# ---------------------------------------------------------------- 08 parent portal, clean
PAR = "https://parents.brooksideusd.example"
KIDS = {"maya": ("Maya Chen", "Grade 7 · Brookside Middle School"), "leo": ("Leo Chen", "Grade 3 · Alder Creek Elementary")}


def par_header(kid: str, unread: int) -> list[str]:
    return [
        "[10] banner ''",
        "\t[11] link 'Brookside Unified School District - Parent Portal'",
        "\t[13] combobox 'Student', hasPopup='menu', expanded=False, value='" + KIDS[kid][0] + "'",
        "\t\t[14] option 'Maya Chen', selected=" + str(kid == "maya"),
        "\t\t[15] option 'Leo Chen', selected=" + str(kid == "leo"),
        "\t[17] navigation ''",
        "\t\t[18] link 'Home'",
        "\t\t[19] link 'Grades'",
        "\t\t[20] link 'Attendance'",
        f"\t\t[21] link 'Messages ({unread})'" if unread else "\t\t[21] link 'Messages'",
        "\t\t[22] link 'Calendar'",
        "\t\t[23] link 'Lunch balance'",
        "\t[25] button 'Wei Chen (parent)', hasPopup='menu', expanded=False",
    ]


PAR_FOOT = ["[900] contentinfo ''", "\tStaticText 'Brookside Unified School District · 1200 Laurel Ave, Brookside, CA 95608'",
            "\t[902] link 'Help'", "\t[903] link 'Language: English'"]
MSGS = [("Ms. Okonkwo (Science 7)", "Field trip permission: Science Center, Apr 4", "Mar 18"),
        ("Brookside Middle School", "Spring conferences sign-up is open", "Mar 17"),
        ("Mr. Haddad (Math 7)", "Unit 6 test moved to Thursday", "Mar 17"),
        ("Alder Creek Elementary", "Spirit week schedule", "Mar 14"),
        ("District Office", "Spring break reminder: no school Apr 7 - Apr 11", "Mar 12")]


def par_inbox(read: set[int], signed: bool) -> str:
    lines = par_header("maya", 3 - len(read & {0, 1, 2})) + ["[100] main ''", "\t[101] heading 'Messages'",
                                                           "\t[102] link 'Inbox'", "\t[103] link 'Sent'",
                                                           "\t[104] searchbox 'Search messages'", "\t[110] list ''"]
    for i, (frm, subj, d) in enumerate(MSGS):
        b = 111 + 6 * i
        unread = i <= 2 and i not in read
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{subj}'", f"\t\t\tStaticText '{frm}'", f"\t\t\tStaticText '{d}'"]
        if unread:
            lines.append("\t\t\tStaticText 'Unread'")
        if i == 0 and signed:
            lines.append("\t\t\tStaticText 'Form signed'")
    return axtree("Messages - Parent Portal", lines + PAR_FOOT, f"{PAR}/messages")


def par_msg(checked: bool, signed: bool, unread: int) -> str:
    lines = par_header("maya", unread) + [
        "[100] main ''", "\t[200] link 'Back to inbox'",
        "\t[201] heading 'Field trip permission: Science Center, Apr 4'",
        "\tStaticText 'From: Ms. Adaeze Okonkwo (Science 7) · To: Parents of Maya Chen · Mar 18, 2025, 2:15 PM'",
        "\tStaticText 'Dear families, Science 7 will visit the Sacramento Science Center on Friday, April 4. Buses leave at 8:30 AM and return by 2:45 PM. Students should bring a packed lunch. The trip is free. Please sign below by March 28.'",
        "\t[205] region 'Permission slip'",
        "\t\t[206] heading 'Permission slip'",
    ]
    if signed:
        lines += ["\t\tStaticText 'Signed by Wei Chen on Mar 18, 2025, 7:52 PM'",
                  "\t\tStaticText 'Emergency contact: Wei Chen, (916) 555-0164'"]
    else:
        lines += [f"\t\t[208] checkbox 'I give permission for Maya Chen to attend this field trip', checked='{'true' if checked else 'false'}'",
                  "\t\t[209] textbox 'Emergency contact phone', value='(916) 555-0164'",
                  "\t\t[210] button 'Sign and submit'" + ("" if checked else ", disabled=True")]
    lines += ["\t[215] button 'Reply'", "\t[216] button 'Print'"]
    return axtree("Field trip permission: Science Center, Apr 4 - Parent Portal", lines + PAR_FOOT, f"{PAR}/messages/55190")


GRADES = {("maya", "Q3"): [("Science 7", "Okonkwo", "A-", "91.2%"), ("Math 7", "Haddad", "B+", "88.5%"),
                           ("English 7", "Ruiz", "A", "94.0%"), ("World History", "Kowalczyk", "B", "84.7%"),
                           ("Spanish 1", "Morales", "A", "96.1%"), ("PE 7", "Dunn", "A", "100%")],
          ("maya", "Q2"): [("Science 7", "Okonkwo", "B+", "89.0%"), ("Math 7", "Haddad", "A-", "90.3%"),
                           ("English 7", "Ruiz", "A", "95.2%"), ("World History", "Kowalczyk", "B+", "87.9%"),
                           ("Spanish 1", "Morales", "A-", "92.4%"), ("PE 7", "Dunn", "A", "98%")],
          ("leo", "Q3"): [("Reading", "Pham", "Meets standard", "3"), ("Writing", "Pham", "Approaching standard", "2"),
                          ("Math", "Pham", "Exceeds standard", "4"), ("Science", "Pham", "Meets standard", "3"),
                          ("Music", "Lindgren", "Meets standard", "3")]}


def par_grades(kid: str, term: str, unread: int) -> str:
    lines = par_header(kid, unread) + ["[100] main ''", f"\t[301] heading 'Grades - {KIDS[kid][0]}'",
                                       f"\tStaticText '{KIDS[kid][1]}'",
                                       f"\t[303] combobox 'Term', hasPopup='menu', expanded=False, value='{term}'",
                                       "\t\t[304] option 'Q1', selected=False", f"\t\t[305] option 'Q2', selected={term == 'Q2'}",
                                       f"\t\t[306] option 'Q3', selected={term == 'Q3'}", "\t[310] table ''", "\t\t[311] row ''",
                                       "\t\t\t[312] columnheader 'Course'", "\t\t\t[313] columnheader 'Teacher'",
                                       "\t\t\t[314] columnheader 'Grade'" if kid == "maya" else "\t\t\t[314] columnheader 'Standard'",
                                       "\t\t\t[315] columnheader 'Score'"]
    for i, (c, t, g, s) in enumerate(GRADES[(kid, term)]):
        b = 320 + 5 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{c}'", f"\t\t\t[{b + 2}] cell '{t}'", f"\t\t\t[{b + 3}] cell '{g}'",
                  f"\t\t\t[{b + 4}] cell '{s}'"]
    lines.append("\tStaticText '" + ("Term in progress. Last updated by teachers Mar 18, 2025.' " if term == "Q3" else "Final grades for Q2 (posted Jan 31, 2025).'").strip())
    return axtree("Grades - Parent Portal", lines + PAR_FOOT, f"{PAR}/grades?student={kid}&term={term}")


def par_home(kid: str, unread: int) -> str:
    up = {"maya": ["Math 7: Unit 6 test · Thu, Mar 20", "English 7: Personal narrative draft · Fri, Mar 21",
                   "Science 7: Permission slip due · Fri, Mar 28"],
          "leo": ["Reading log week 27 · Fri, Mar 21", "Spirit week: crazy hat day · Wed, Mar 19"]}[kid]
    att = {"maya": "Attendance this year: 96.8% (3 absences, 1 tardy)", "leo": "Attendance this year: 98.9% (1 absence)"}[kid]
    lunch = {"maya": "$14.25", "leo": "$3.10"}[kid]
    lines = par_header(kid, unread) + ["[100] main ''", "\t[401] heading 'Welcome back, Wei'", f"\t[402] heading '{KIDS[kid][0]}'",
                                       f"\tStaticText '{KIDS[kid][1]}'", "\t[404] region 'Coming up'", "\t\t[405] list ''"]
    lines += [f"\t\t\t[{406 + i}] listitem '{u}'" for i, u in enumerate(up)]
    lines += ["\t[412] region 'Attendance'", f"\t\tStaticText '{att}'", "\t[414] region 'Lunch balance'",
              f"\t\tStaticText '{lunch}'", "\t\t[416] link 'Add money'"]
    if kid == "leo" and lunch == "$3.10":
        lines.append("\t\tStaticText 'Low balance'")
    return axtree("Home - Parent Portal", lines + PAR_FOOT, f"{PAR}/home?student={kid}")


def par08() -> tuple[str, list[tuple[str, str]]]:
    turns = [
        ("click('21')", par_inbox(set(), False)),
        ("click('112')", par_msg(False, False, 2)),
        ("click('208')", par_msg(True, False, 2)),
        ("click('210')", par_msg(True, True, 2).replace("[100] main ''", "[100] main ''\n\t\t[199] status ''\n\t\t\tStaticText 'Thank you. Your signature was recorded.'")),
        ("click('200')", par_inbox({0}, True)),
        ("click('19')", par_grades("maya", "Q3", 2)),
        ("select_option('303', 'Q2')", par_grades("maya", "Q2", 2)),
        ("select_option('13', 'Leo Chen')", par_grades("leo", "Q3", 2)),
        ("click('18')", par_home("leo", 2)),
    ]
    return par_home("maya", 3), turns


# ---------------------------------------------------------------- 09 GitLab (WebArena), bad
GL = "http://gitlab.webarena.local:8023"


def gl_top() -> list[str]:
    return [
        "[40] banner ''",
        "\t[41] link 'Skip to content'",
        "\t[43] link 'Dashboard'",
        "\t[45] button 'Menu', hasPopup='menu', expanded=False",
        "\t[47] textbox 'Search GitLab'",
        "\t[49] link 'Create new...'",
        "\t[51] link 'Issues'",
        "\t[53] link 'Merge requests'",
        "\t[55] link 'To-Do List'",
        "\t[57] link 'Help'",
        "\t[59] link 'Byte Blaze'",
    ]


def gl_side(project: str, issues: int, mrs: int, active: str) -> list[str]:
    items = [("Project information", 72), ("Repository", 73), ("Issues", 74), ("Merge requests", 78), ("CI/CD", 80),
             ("Security & Compliance", 81), ("Deployments", 82), ("Packages and registries", 83), ("Infrastructure", 84),
             ("Monitor", 85), ("Analytics", 86), ("Wiki", 87), ("Snippets", 88), ("Settings", 89)]
    out = ["[70] complementary 'Project navigation'", f"\t[71] link '{project}'"]
    for name, b in items:
        lab = name
        if name == "Issues":
            lab = f"Issues {issues}"
        if name == "Merge requests":
            lab = f"Merge requests {mrs}"
        out.append(f"\t[{b}] link '{lab}'")
        if name == "Issues" and active in ("issues", "labels", "boards", "milestones"):
            out += ["\t\t[75] link 'List'", "\t\t[76] link 'Boards'", "\t\t[77] link 'Service Desk'",
                    "\t\t[90] link 'Milestones'", "\t\t[91] link 'Labels'"]
        if name == "Project information" and active == "members":
            out += ["\t\t[92] link 'Activity'", "\t\t[93] link 'Labels'", "\t\t[94] link 'Members'"]
    out.append("\t[99] button 'Collapse sidebar'")
    return out


LABELS09 = [("accessibility", "#428bca", "Issues about the accessibility of the site itself", 31, 2),
            ("blog post", "#5cb85c", "Proposed or in-progress posts", 44, 3),
            ("bug", "#d9534f", "Something is broken", 27, 1),
            ("content", "#8e44ad", "Copy, checklist items and resources", 58, 0),
            ("design", "#f0ad4e", "Visual design and layout", 12, 1),
            ("discussion", "#69d100", "Open questions for the maintainers", 19, 0),
            ("documentation", "#34495e", "README, contributing guide, style guide", 9, 1),
            ("good first issue", "#7f8c8d", "Small, well-described tasks for new contributors", 23, 0),
            ("help wanted", "#009966", "Maintainers would welcome a pull request", 35, 0),
            ("infrastructure", "#2c3e50", "Build, Netlify, Eleventy, dependencies", 16, 2),
            ("question", "#cc338b", "Needs an answer rather than a change", 7, 0),
            ("wontfix", "#ffffff", "Will not be worked on", 14, 0)]
NEWLAB = ("needs-triage", "#dc143c", "Nobody has looked at this issue yet", 0, 0)


def gl_labels(labels: list[tuple[str, str, str, int, int]], msg: str = "") -> str:
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "labels") + ["[100] main ''"]
    if msg:
        lines += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'",
              "\t\t[105] link 'Labels'", "\t[107] searchbox 'Filter'", "\t[108] combobox 'Sort', hasPopup='menu', expanded=False, value='Name'",
              "\t[109] link 'New label'", "\t[111] tablist ''", "\t\t[112] tab 'All', selected=True", "\t\t[113] tab 'Subscribed', selected=False",
              "\t[115] heading 'Labels'", "\tStaticText 'Labels can be applied to issues and merge requests. Drag to reorder prioritized labels.'",
              "\t[117] list ''"]
    for i, (n, _col, d, iss, mr) in enumerate(labels):
        b = 120 + 7 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{n}'", f"\t\t\tStaticText '{d}'",
                  f"\t\t\t[{b + 3}] link 'Issues {iss}'", f"\t\t\t[{b + 4}] link 'Merge requests {mr}'",
                  f"\t\t\t[{b + 5}] button 'Subscribe'", f"\t\t\t[{b + 6}] button 'Label actions dropdown', hasPopup='menu'"]
    return axtree("Labels · The A11Y Project / a11yproject.com · GitLab", lines, f"{GL}/a11yproject/a11yproject.com/-/labels")


def gl_newlabel(title: str, desc: str, color: str, focus: str = "") -> str:
    def f(k: str) -> str:
        return ", focused" if focus == k else ""
    presets = [("#009966", "Green-cyan"), ("#8fbc8f", "Dark sea green"), ("#3cb371", "Medium sea green"), ("#00b140", "Green screen"),
               ("#013220", "Dark green"), ("#6699cc", "Blue-gray"), ("#0000ff", "Blue"), ("#e6e6fa", "Lavender"),
               ("#9400d3", "Dark violet"), ("#330066", "Deep violet"), ("#808080", "Gray"), ("#36454f", "Charcoal grey"),
               ("#f7e7ce", "Champagne"), ("#c21e56", "Rose red"), ("#cc338b", "Magenta-pink"), ("#dc143c", "Crimson"),
               ("#ff0000", "Red"), ("#cd5b45", "Dark coral"), ("#eee600", "Titanium yellow"), ("#ed9121", "Carrot orange"),
               ("#c39953", "Aztec Gold")]
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "labels") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'",
        "\t\t[105] link 'Labels'", "\t\t[106] link 'New'", "\t[150] heading 'New Label'",
        "\t[151] LabelText ''", "\t\tStaticText 'Title'",
        (f"\t[153] textbox 'Title', required, value='{title}'" if title else "\t[153] textbox 'Title', required") + f('title'),
        "\t[154] LabelText ''", "\t\tStaticText 'Description'",
        (f"\t[156] textbox 'Description', value='{desc}'" if desc else "\t[156] textbox 'Description'") + f('desc'),
        "\t[157] LabelText ''", "\t\tStaticText 'Background color'",
        f"\t[159] textbox 'Background color', value='{color}'",
        "\tStaticText 'Choose any color. Or you can choose one of the suggested colors below'",
    ]
    lines += [f"\t[{161 + i}] link '{name}'" for i, (_, name) in enumerate(presets)]
    lines += ["\t[190] button 'Create label'" + ("" if title else ", disabled=True"), "\t[191] link 'Cancel'"]
    return axtree("New Label · The A11Y Project / a11yproject.com · GitLab", lines, f"{GL}/a11yproject/a11yproject.com/-/labels/new")


ISS09 = [(1452, "Checklist: add guidance on accessible data tables with sticky headers", "Jean-Luc Ortiz", "2 days ago", ["content"]),
         (1450, "Dark mode toggle loses focus outline in Safari 17", "Rosa Nakamura", "4 days ago", ["accessibility", "bug"]),
         (1447, "Blog post: Testing with VoiceOver rotor, a practical guide", "Byte Blaze", "1 week ago", ["blog post"]),
         (1441, "Upgrade Eleventy to 2.0 and remove deprecated filters", "Sam Adeyemi", "2 weeks ago", ["infrastructure"]),
         (1436, "Resources page: remove dead links to WebAIM archived articles", "Priyanka Das", "3 weeks ago", ["content", "good first issue"])]


def gl_issues() -> str:
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "issues") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'",
        "\t\t[105] link 'Issues'", "\t[200] tablist ''", "\t\t[201] tab 'Open 41', selected=True", "\t\t[202] tab 'Closed 1,259', selected=False",
        "\t\t[203] tab 'All 1,300', selected=False", "\t[205] link 'Edit issues'", "\t[206] link 'New issue'",
        "\t[208] searchbox 'Search or filter results...'", "\t[209] combobox 'Sort', hasPopup='menu', expanded=False, value='Created date'",
        "\t[210] list ''"]
    for i, (n, t, a, w, labs) in enumerate(ISS09):
        b = 211 + 8 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{t}'", f"\t\t\tStaticText '#{n} opened {w} by'",
                  f"\t\t\t[{b + 3}] link '{a}'"] + [f"\t\t\t[{b + 4 + j}] link '{lab}'" for j, lab in enumerate(labs)]
    lines += ["\t[300] navigation 'Pagination'", "\t\t[301] link '1'", "\t\t[302] link '2'", "\t\t[303] link 'Next'"]
    return axtree("Issues · The A11Y Project / a11yproject.com · GitLab", lines, f"{GL}/a11yproject/a11yproject.com/-/issues")


def gl_issue1452(dropdown: list[str] | None, query: str = "") -> str:
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "issues") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'",
        "\t\t[105] link 'Issues'", "\t\t[106] link '#1452'",
        "\tStaticText 'Open'", "\tStaticText 'Issue created 2 days ago by'", "\t[402] link 'Jean-Luc Ortiz'",
        "\t[404] button 'Close issue'", "\t[405] button 'Issue actions', hasPopup='menu'",
        "\t[407] heading 'Checklist: add guidance on accessible data tables with sticky headers'",
        "\tStaticText 'Sticky table headers are common in dashboards, but our checklist does not say how to keep them announced correctly. Proposal: add a short section with scope attributes, caption usage and a note on position: sticky with overflow containers.'",
        "\t[410] heading 'Activity'",
        "\t[411] article ''", "\t\t[412] link 'Rosa Nakamura'", "\t\tStaticText 'commented 1 day ago'",
        "\t\tStaticText 'Worth linking the ARIA grid pattern too, with a warning not to use it for plain data tables.'",
        "\t[416] textbox 'Comment', multiline", "\t[417] button 'Comment'",
        "[500] complementary 'Issue sidebar'",
        "\t[501] heading 'Assignee'", "\t[502] button 'Edit'", "\tStaticText 'None - assign yourself'",
        "\t[505] heading 'Labels'", "\t[506] button 'Edit'" + (", expanded=True" if dropdown is not None else ""),
    ]
    if dropdown is not None:
        lines += ["\t[507] dialog 'Assign labels'", "\t\t[508] heading 'Assign labels'", "\t\t[509] button 'Close'",
                  (f"\t\t[510] searchbox 'Search', value='{query}', focused" if query else "\t\t[510] searchbox 'Search', focused"),
                  "\t\t[511] listbox ''"]
        for i, n in enumerate(dropdown):
            lines.append(f"\t\t\t[{512 + i}] option '{n}', selected={n == 'content'}")
        lines += ["\t\t[530] button 'Create project label'", "\t\t[531] button 'Manage project labels'"]
    lines += ["\t[540] link 'content'", "\t[542] heading 'Milestone'", "\tStaticText 'None'", "\t[545] heading 'Due date'",
              "\tStaticText 'None'", "\t[548] heading 'Time tracking'", "\tStaticText 'No estimate or time spent'",
              "\t[551] heading 'Confidentiality'", "\tStaticText 'Not confidential'", "\tStaticText '2 participants'",
              "\t[555] button 'Notifications', checked='true'", "\tStaticText 'Reference: a11yproject/a11yproject.com#1452'"]
    return axtree("Checklist: add guidance on accessible data tables with sticky headers (#1452) · Issues · The A11Y Project / a11yproject.com · GitLab",
                  lines, f"{GL}/a11yproject/a11yproject.com/-/issues/1452")


def gl09() -> tuple[str, list[tuple[str, str]]]:
    t, d = NEWLAB[0], NEWLAB[2]
    with_new = sorted(LABELS09 + [NEWLAB], key=lambda x: x[0])
    turns = [
        ("click('109')", gl_newlabel("", "", "#6699cc")),
        ("fill('153', '" + t + "')", gl_newlabel(t, "", "#6699cc", focus="title")),
        ("fill('156', '" + d + "')", gl_newlabel(t, d, "#6699cc", focus="desc")),
        ("click('176')", gl_newlabel(t, d, "#dc143c")),
        ("click('190')", gl_labels(with_new)),
        ("click('75')", gl_issues()),
        ("click('212')", gl_issue1452(None)),
        ("click('506')", gl_issue1452([x[0] for x in LABELS09])),
        ("fill('510', 'bu')", gl_issue1452(["bug"], query="bu")),
    ]
    return gl_labels(LABELS09), turns


# ---------------------------------------------------------------- 10 market vendor dashboard, clean
MKT = "https://vendors.riversidefarmersmarket.example"
NAMES10 = ["Alicia Romero", "Ben Whitaker", "Chen Li", "Dana Kowalski", "Eli Brennan", "Fatima Hassan", "Greg Olsen",
           "Hana Sato", "Isaac Moreno", "June Park", "Kofi Mensah", "Laura Becker", "Miguel Santos", "Nora Lindqvist"]
TOTALS10 = [42.50, 28.00, 61.00, 19.50, 55.00, 33.50, 47.00, 24.00, 71.50, 38.00, 52.50, 29.00, 66.00, 45.00]
ITEMS10 = [3, 2, 5, 1, 4, 3, 4, 2, 6, 3, 4, 2, 5, 3]
def clock12(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


ORD10 = [(f"R-{1074 + i}", NAMES10[i], ITEMS10[i], TOTALS10[i], clock12(7 * 60 + 5 + 53 * i)) for i in range(14)]
NEW10 = ("R-1088", "Owen Gallagher", 4, 35.00, "10:14 AM")
assert abs(sum(TOTALS10) - 612.50) < 0.001


def mkt_header() -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Riverside Farmers Market - Vendor Hub'",
            "\tStaticText 'Hollow Oak Farm · Stall 17'", "\t[13] navigation ''", "\t\t[14] link 'Dashboard'",
            "\t\t[15] link 'Orders'", "\t\t[16] link 'Inventory'", "\t\t[17] link 'Payouts'", "\t\t[18] link 'Stall settings'",
            "\t[20] button 'Marisol Pike', hasPopup='menu', expanded=False"]


MKT_FOOT = ["[900] contentinfo ''", "\tStaticText 'Pre-order pickup: Saturday, March 22, 2025, 8:00 AM - 1:00 PM · Riverside Pavilion'",
            "\t[902] link 'Vendor handbook'", "\t[903] link 'Contact market office'"]


def mkt_orders(orders: list[tuple[str, str, int, float, str]], statuses: dict[str, str], updated: str) -> str:
    lines = mkt_header() + ["[100] main ''", "\t[101] heading 'Pre-orders for Sat, Mar 22'",
                            f"\tStaticText '{len(orders)} orders · updated {updated}'", "\t[103] button 'Refresh'",
                            "\t[104] button 'Print pick list'", "\t[105] combobox 'Status', hasPopup='menu', expanded=False, value='All'",
                            "\t[110] table ''", "\t\t[111] row ''", "\t\t\t[112] columnheader 'Order'", "\t\t\t[113] columnheader 'Customer'",
                            "\t\t\t[114] columnheader 'Items'", "\t\t\t[115] columnheader 'Total'", "\t\t\t[116] columnheader 'Placed'",
                            "\t\t\t[117] columnheader 'Status'"]
    for i, (oid, name, n, tot, when) in enumerate(sorted(orders, key=lambda o: o[0], reverse=True)):
        b = 120 + 7 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{oid}'", f"\t\t\t[{b + 2}] cell '{name}'", f"\t\t\t[{b + 3}] cell '{n}'",
                  f"\t\t\t[{b + 4}] cell '{money(tot)}'", f"\t\t\t[{b + 5}] cell 'Mar 21, {when}'" if oid != "R-1088" else f"\t\t\t[{b + 5}] cell 'Today, {when}'",
                  f"\t\t\t[{b + 6}] cell '{statuses.get(oid, 'New')}'"]
    return axtree("Orders - Vendor Hub", lines + MKT_FOOT, f"{MKT}/orders?pickup=2025-03-22")


def mkt_order(status: str, msg: str = "") -> str:
    lines = mkt_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[301] status ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[302] link 'All orders'", "\t[303] heading 'Order R-1088'", f"\tStaticText 'Status: {status}'",
              "\tStaticText 'Owen Gallagher · owen.gallagher@proton.me · (503) 555-0149'",
              "\tStaticText 'Placed Mar 22, 2025, 10:14 AM · Pickup Sat, Mar 22, 8:00 AM - 1:00 PM'",
              "\t[310] table ''", "\t\t[311] row ''", "\t\t\t[312] columnheader 'Item'", "\t\t\t[313] columnheader 'Qty'",
              "\t\t\t[314] columnheader 'Price'", "\t\t\t[315] columnheader 'Line total'",
              "\t\t[316] row ''", "\t\t\t[317] cell 'Pasture-raised eggs (dozen)'", "\t\t\t[318] cell '2'", "\t\t\t[319] cell '$7.50'", "\t\t\t[320] cell '$15.00'",
              "\t\t[321] row ''", "\t\t\t[322] cell 'Sourdough loaf'", "\t\t\t[323] cell '1'", "\t\t\t[324] cell '$9.00'", "\t\t\t[325] cell '$9.00'",
              "\t\t[326] row ''", "\t\t\t[327] cell 'Wildflower honey, 12 oz'", "\t\t\t[328] cell '1'", "\t\t\t[329] cell '$11.00'", "\t\t\t[330] cell '$11.00'",
              "\tStaticText 'Total: $35.00 (paid by card)'", "\tStaticText 'Note from customer: Please leave out the bag, I bring my own.'"]
    if status == "New":
        lines += ["\t[340] button 'Mark as packed'", "\t[341] button 'Cancel order'"]
    else:
        lines += ["\t[342] button 'Mark as picked up'", "\t[343] button 'Undo packed'"]
    return axtree("Order R-1088 - Vendor Hub", lines + MKT_FOOT, f"{MKT}/orders/R-1088")


INV10 = [("Pasture-raised eggs (dozen)", "$7.50"), ("Sourdough loaf", "$9.00"), ("Wildflower honey, 12 oz", "$11.00"),
         ("Lacinato kale (bunch)", "$4.00"), ("Apple butter, 8 oz", "$8.50"), ("Rainbow carrots (1 lb)", "$4.50"),
         ("Goat cheese chèvre, 4 oz", "$7.00")]


def mkt_inventory(stock: list[str], typed: str | None = None, msg: str = "") -> str:
    lines = mkt_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[401] status ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[402] heading 'Inventory for Sat, Mar 22'", "\tStaticText 'Stock is reduced automatically when customers order.'",
              "\t[404] table ''", "\t\t[405] row ''", "\t\t\t[406] columnheader 'Product'", "\t\t\t[407] columnheader 'Price'",
              "\t\t\t[408] columnheader 'Available'", "\t\t\t[409] columnheader 'Visible'"]
    for i, (n, p) in enumerate(INV10):
        b = 410 + 5 * i
        v = stock[i] if not (typed is not None and i == 1) else typed
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{n}'", f"\t\t\t[{b + 2}] cell '{p}'",
                  f"\t\t\t[{b + 3}] spinbutton 'Available: {n}', valuetext='{v}'" + (", focused" if typed is not None and i == 1 else ""),
                  f"\t\t\t[{b + 4}] checkbox 'Visible: {n}', checked='true'"]
    lines += ["\t[450] button 'Save stock'", "\t[451] button 'Add product'"]
    return axtree("Inventory - Vendor Hub", lines + MKT_FOOT, f"{MKT}/inventory")


def mkt_dash(n: int, rev: float, packed: int, updated: str) -> str:
    return axtree("Dashboard - Vendor Hub", mkt_header() + [
        "[100] main ''", "\t[501] heading 'Good morning, Marisol'",
        "\t[502] region 'This Saturday'", f"\t\tStaticText 'Pre-orders: {n}'", f"\t\tStaticText 'Pre-order sales: {money(rev)}'",
        f"\t\tStaticText 'Packed: {packed} of {n}'", f"\t\tStaticText 'Updated {updated}'",
        "\t[508] region 'Last Saturday (Mar 15)'", "\t\tStaticText 'Pre-orders: 12 · Sales: $534.00 · In-person card sales: $1,208.75'",
        "\t[510] region 'Next payout'", "\t\tStaticText '$1,742.75 on Tue, Mar 25 to account ****2208'",
        "\t[512] region 'Market news'", "\t\t[513] link 'Easter weekend: market opens at 7:30 AM on Apr 19'",
        "\t\t[514] link 'New compost drop-off by the east gate'",
    ] + MKT_FOOT, f"{MKT}/dashboard")


def mkt10() -> tuple[str, list[tuple[str, str]]]:
    stock1 = ["20", "17", "8", "25", "14", "30", "11"]
    stock2 = ["20", "30", "8", "25", "14", "30", "11"]
    all15 = ORD10 + [NEW10]
    turns = [
        ("click('15')", mkt_orders(ORD10, {}, "10:12 AM")),
        ("click('103')", mkt_orders(all15, {}, "10:15 AM")),
        ("click('121')", mkt_order("New")),
        ("click('340')", mkt_order("Packed", msg="R-1088 marked as packed.")),
        ("click('16')", mkt_inventory(stock1)),
        ("fill('418', '30')", mkt_inventory(stock1, typed="30")),
        ("click('450')", mkt_inventory(stock2, msg="Stock saved.")),
        ("click('14')", mkt_dash(15, 647.50, 1, "10:17 AM")),
    ]
    return mkt_dash(14, 612.50, 0, "10:11 AM"), turns


# ---------------------------------------------------------------- 11 forum (WebArena Postmill), clean
C11 = [("steelers_and_pierogies", "9 hours ago", "Mt. Washington overlook if you can get parking before noon. Bring a chair.", 15, False, ""),
       ("yinz_gonna_see", "8 hours ago", "Schenley Park, the Oval. Flat, open sky, and the Phipps cafe is right there.", 11, False, ""),
       ("three_rivers_run", "6 hours ago", "Pittsburgh is only at ~95% totality, so do not take the glasses off at all.", 9, False, ""),
       ("ironcity_ivy", "4 hours ago", "The Carnegie Science Center is doing a watch party on the roof. Tickets went fast though.", 6, False, ""),
       ("monongahela_meg", "2 hours ago", "Point State Park fountain, if the clouds cooperate.", 3, False, "")]
OWN11 = ("MarvelsGrantMan136", "just now", "The Allegheny Observatory grounds are open for it too, and they will have filtered telescopes.", 1, True, "")
OWN11B = ("MarvelsGrantMan136", "just now", "The Allegheny Observatory grounds are open for it too, and they will have filtered telescopes. Gates open at 1:30 PM.", 1, True, "edited just now")


def forum_thread11(comments: list[tuple[str, str, str, int, bool, str]], count: int, sort: str, text: str = "",
                   editing: str | None = None, voted: str = "", msg: str = "") -> str:
    lines = forum_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
    lines += [
        "\t[104] article ''",
        "\t\t[105] heading 'Best spot in the city to watch the eclipse on April 8?'",
        "\t\t[106] link 'Best spot in the city to watch the eclipse on April 8?'",
        "\t\tStaticText 'Submitted by'", "\t\t[108] link 'ohio_river_otter'", "\t\tStaticText '10 hours ago in'",
        "\t\t[110] link 'pittsburgh'",
        "\t\tStaticText 'Taking the afternoon off. Looking for somewhere with a clear southwest view and not too crowded.'",
        f"\t\t[112] link '{count} comments'", "\t\t[113] button 'Upvote'", "\t\tStaticText '88'", "\t\t[115] button 'Downvote'",
        "\t[118] heading 'Post a comment'",
        "\t[120] textbox 'Comment', multiline" + (f", value='{text}', focused" if text else ""),
        "\t[121] button 'Post'",
        f"\t[123] combobox 'Sort by', hasPopup='menu', expanded=False, value='{sort}'",
    ]
    bid = 200
    for user, when, body, votes, own, edited in comments:
        lines += [f"\t[{bid}] article ''", f"\t\t[{bid + 1}] link '{user}'", f"\t\tStaticText '{when}'"]
        if edited:
            lines.append(f"\t\tStaticText '({edited})'")
        if own and editing is not None:
            lines += [f"\t\t[{bid + 20}] textbox 'Comment', multiline, value='{editing}', focused", f"\t\t[{bid + 21}] button 'Save'",
                      f"\t\t[{bid + 22}] button 'Cancel'"]
        else:
            lines.append(f"\t\tStaticText '{body}'")
        lines += [f"\t\t[{bid + 4}] link 'Permalink'", f"\t\t[{bid + 5}] button 'Reply'"]
        if own:
            lines += [f"\t\t[{bid + 6}] link 'Edit'", f"\t\t[{bid + 7}] button 'Delete'"]
        lines += [f"\t\t[{bid + 8}] button 'Upvote'" + (", pressed=True" if voted == user else ""), f"\t\tStaticText '{votes}'",
                  f"\t\t[{bid + 10}] button 'Downvote'"]
        bid += 30
    return axtree("Best spot in the city to watch the eclipse on April 8? : pittsburgh", lines + forum_sidebar(
        "pittsburgh", "37,905", "News, events and discussion for the Pittsburgh area."),
        f"{FORUM}/f/pittsburgh/71503/best-spot-in-the-city-to-watch-the-eclipse-on-april-8")


def forum11() -> tuple[str, list[tuple[str, str]]]:
    top = C11 + [OWN11]
    top_b = C11 + [OWN11B]
    new_order = [OWN11B] + list(reversed(C11))
    ivy = ("ironcity_ivy", "4 hours ago", C11[3][2], 7, False, "")
    new_voted = [OWN11B, C11[4], ivy, C11[2], C11[1], C11[0]]
    reloaded = [OWN11B, ("monongahela_meg", "2 hours ago", C11[4][2], 4, False, ""), ivy,
                ("three_rivers_run", "6 hours ago", C11[2][2], 10, False, ""), C11[1],
                ("steelers_and_pierogies", "9 hours ago", C11[0][2], 17, False, "")]
    turns = [
        ("fill('120', '" + OWN11[2] + "')", forum_thread11(C11, 5, "Top", text=OWN11[2])),
        ("click('121')", forum_thread11(top, 6, "Top")),
        ("click('356')", forum_thread11(top, 6, "Top", editing=OWN11[2])),
        ("fill('370', '" + OWN11B[2] + "')", forum_thread11(top, 6, "Top", editing=OWN11B[2])),
        ("click('371')", forum_thread11(top_b, 6, "Top")),
        ("select_option('123', 'New')", forum_thread11(new_order, 6, "New")),
        ("click('268')", forum_thread11(new_voted, 6, "New", voted="ironcity_ivy")),
        ("goto('" + FORUM + "/f/pittsburgh/71503/best-spot-in-the-city-to-watch-the-eclipse-on-april-8?sort=new')",
         forum_thread11(reloaded, 6, "New", voted="ironcity_ivy")),
    ]
    return forum_thread11(C11, 5, "Top"), turns


# ---------------------------------------------------------------- 12 podcast episodes (hosting dashboard), bad
POD = "https://app.castmill.example/podcasts/night-shift-botany"
EPS12 = [(48, "Moss in the Time of Drought", "Draft", "-", "41:12", "-"),
         (47, "The Secret Life of Lichen Crusts", "Published", "Mar 11, 2025", "38:47", "2,914"),
         (46, "Night-Blooming Cereus, Live from Tucson", "Published", "Feb 25, 2025", "52:03", "4,102"),
         (45, "Listener Questions: Repotting Panic", "Published", "Feb 11, 2025", "33:20", "3,577"),
         (44, "Figs, Wasps and a Very Small Door", "Published", "Jan 28, 2025", "44:56", "5,880"),
         (43, "Ferns Before Flowers", "Published", "Jan 14, 2025", "39:31", "3,216"),
         (42, "Winter Buds and What They Know", "Published", "Dec 31, 2024", "36:08", "2,745"),
         (41, "The Holiday Cactus Confusion", "Published", "Dec 17, 2024", "29:54", "3,998")]


def pod_header() -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Castmill'", "\t[12] button 'Night Shift Botany', hasPopup='menu', expanded=False",
            "\t[14] navigation ''", "\t\t[15] link 'Episodes'", "\t\t[16] link 'Stats'", "\t\t[17] link 'Website'",
            "\t\t[18] link 'Distribution'", "\t\t[19] link 'Settings'", "\t[21] button 'Ruth Abernathy', hasPopup='menu', expanded=False"]


POD_FOOT = ["[900] contentinfo ''", "\tStaticText 'Storage: 11 h 42 min of 15 h used this month'", "\t[902] link 'Help center'",
            "\t[903] link 'Status'"]


def pod_list(eps: list[tuple[int, str, str, str, str, str]]) -> str:
    lines = pod_header() + ["[100] main ''", "\t[101] heading 'Episodes'", "\t[102] link 'Upload a new episode'",
                            "\t[103] searchbox 'Search episodes'", "\t[104] combobox 'Show', hasPopup='menu', expanded=False, value='All episodes'",
                            "\t[110] table ''", "\t\t[111] row ''", "\t\t\t[112] columnheader '#'", "\t\t\t[113] columnheader 'Title'",
                            "\t\t\t[114] columnheader 'Status'", "\t\t\t[115] columnheader 'Published'", "\t\t\t[116] columnheader 'Length'",
                            "\t\t\t[117] columnheader 'Downloads'"]
    for i, (n, t, s, d, ln, dl) in enumerate(eps):
        b = 120 + 7 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{n}'", f"\t\t\t[{b + 2}] link '{t}'", f"\t\t\t[{b + 3}] cell '{s}'",
                  f"\t\t\t[{b + 4}] cell '{d}'", f"\t\t\t[{b + 5}] cell '{ln}'", f"\t\t\t[{b + 6}] cell '{dl}'"]
    lines += ["\tStaticText 'Showing 8 of 48 episodes'", "\t[190] link 'Older episodes'"]
    return axtree("Episodes · Night Shift Botany · Castmill", lines + POD_FOOT, f"{POD}/episodes")


DESC12 = "Mosses can lose almost all their water and come back within hours. Dr. Keiko Tanabe explains how, and what that means for city green roofs."


def pod_edit(title: str, season: str, focus: str = "", msg: str = "") -> str:
    lines = pod_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[200] status ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[201] link 'All episodes'", f"\t[202] heading 'Episode 48: {title}'", "\tStaticText 'Draft · last saved Mar 17, 2025'" if not msg else "\tStaticText 'Draft · last saved just now'",
              "\t[205] LabelText ''", "\t\tStaticText 'Title'",
              f"\t[207] textbox 'Title', required, value='{title}'" + (", focused" if focus == "title" else ""),
              "\t[209] textbox 'Description', multiline, value='" + DESC12 + "'",
              "\tStaticText 'Audio file: nsb-048-moss-final.mp3 · 41:12 · 39.6 MB'", "\t[212] button 'Replace audio'",
              f"\t[214] combobox 'Season', hasPopup='menu', expanded=False, value='{season}'",
              "\t\t[215] option 'Season 3', selected=" + str(season == "Season 3"), "\t\t[216] option 'Season 4', selected=" + str(season == "Season 4"),
              "\t[218] spinbutton 'Episode number', valuetext='48'", "\t[219] combobox 'Episode type', hasPopup='menu', expanded=False, value='Full'",
              "\t[221] checkbox 'Contains explicit content', checked='false'", "\t[223] img 'Episode artwork: moss on basalt'",
              "\t[224] button 'Change artwork'", "\t[226] radiogroup 'Publishing'",
              "\t\t[227] radio 'Keep as draft', checked='true'", "\t\t[228] radio 'Publish now', checked='false'",
              "\t\t[229] radio 'Schedule', checked='false'", "\t[231] button 'Save changes'", "\t[232] button 'Delete episode'"]
    return axtree("Episode 48 · Night Shift Botany · Castmill", lines + POD_FOOT, f"{POD}/episodes/48/edit")


def pod_stats() -> str:
    lines = pod_header() + ["[100] main ''", "\t[301] heading 'Stats'", "\t[302] combobox 'Range', hasPopup='menu', expanded=False, value='Last 90 days'",
                            "\tStaticText 'Total downloads: 19,204'", "\tStaticText 'Average per episode, first 7 days: 1,612'",
                            "\t[306] heading 'Top episodes'", "\t[307] table ''", "\t\t[308] row ''", "\t\t\t[309] columnheader 'Episode'",
                            "\t\t\t[310] columnheader 'Downloads'"]
    top = [(44, 2), (46, 1), (45, 3), (43, 5), (47, 4), (42, 6)]
    dl = {n: d for n, _, _, _, _, d in EPS12}
    title = {n: t for n, t, *_ in EPS12}
    for i, (n, _) in enumerate(top):
        b = 312 + 3 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{n}. {title[n]}'", f"\t\t\t[{b + 2}] cell '{dl[n]}'"]
    lines += ["\t[340] heading 'Where people listen'", "\t[341] list ''", "\t\t[342] listitem 'Apple Podcasts 47%'",
              "\t\t[343] listitem 'Spotify 31%'", "\t\t[344] listitem 'Overcast 8%'", "\t\t[345] listitem 'Pocket Casts 6%'",
              "\t\t[346] listitem 'Other 8%'"]
    return axtree("Stats · Night Shift Botany · Castmill", lines + POD_FOOT, f"{POD}/stats")


def pod12() -> tuple[str, list[tuple[str, str]]]:
    new = "Mosses That Wait: Surviving Drought"
    eps_new = [(48, new, "Draft", "-", "41:12", "-")] + EPS12[1:]
    turns = [
        ("click('122')", pod_edit(EPS12[0][1], "Season 3")),
        ("fill('207', '" + new + "')", pod_edit(EPS12[0][1], "Season 3", focus="title").replace(
            f"value='{EPS12[0][1]}'", f"value='{new}'")),
        ("select_option('214', 'Season 4')", pod_edit(EPS12[0][1], "Season 4").replace(f"value='{EPS12[0][1]}'", f"value='{new}'")),
        ("click('231')", pod_edit(new, "Season 4", msg="Episode saved.")),
        ("click('15')", pod_list(eps_new)),
        ("click('16')", pod_stats()),
        ("click('302')", pod_stats().replace("value='Last 90 days'", "value='Last 90 days', expanded=True").replace(
            "expanded=False, value='Last 90 days', expanded=True", "expanded=True, value='Last 90 days'") .replace(
            "\tStaticText 'Total downloads: 19,204'", "\t\t[303] option 'Last 7 days', selected=False\n\t\t\t[304] option 'Last 30 days', selected=False\n"
            "\t\t\t[305] option 'Last 90 days', selected=True\n\t\t\t[311] option 'All time', selected=False\n\t\tStaticText 'Total downloads: 19,204'")),
        ("click('15')", pod_list(EPS12)),
    ]
    return pod_list(EPS12), turns


# ---------------------------------------------------------------- 13 GitLab (WebArena), clean
P13 = "byteblaze/a11y-syntax-highlighting"
I13 = [(8, "Contrast of comment tokens fails AA on the light theme", "1 week ago", ["bug"]),
       (6, "Add a high-contrast variant for Windows", "3 weeks ago", ["enhancement"]),
       (3, "Document how the palette was tested", "2 months ago", ["documentation"])]
C13 = [(7, "Port the theme to Zed", "1 month ago", ["enhancement"]), (5, "README screenshot is outdated", "1 month ago", []),
       (4, "Variables and parameters use the same color", "2 months ago", ["bug"]), (2, "Publish to the VS Code marketplace", "3 months ago", []),
       (1, "Initial palette", "4 months ago", [])]


def gl_iss13(opened: list[tuple[int, str, str, list[str]]], closed: list[tuple[int, str, str, list[str]]], tab: str) -> str:
    lst = opened if tab == "open" else closed
    lines = gl_top() + gl_side("a11y-syntax-highlighting", len(opened), 1, "issues") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'Byte Blaze'", "\t\t[104] link 'a11y-syntax-highlighting'",
        "\t\t[105] link 'Issues'", "\t[200] tablist ''", f"\t\t[201] tab 'Open {len(opened)}', selected={tab == 'open'}",
        f"\t\t[202] tab 'Closed {len(closed)}', selected={tab == 'closed'}", f"\t\t[203] tab 'All {len(opened) + len(closed)}', selected=False",
        "\t[205] link 'Edit issues'", "\t[206] link 'New issue'", "\t[208] searchbox 'Search or filter results...'",
        "\t[209] combobox 'Sort', hasPopup='menu', expanded=False, value='Created date'", "\t[210] list ''"]
    for i, (n, t, w, labs) in enumerate(lst):
        b = 211 + 8 * i
        verb = "opened" if tab == "open" else "closed"
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{t}'", f"\t\t\tStaticText '#{n} {verb} {w} by'",
                  f"\t\t\t[{b + 3}] link 'Byte Blaze'"] + [f"\t\t\t[{b + 4 + j}] link '{lab}'" for j, lab in enumerate(labs)]
    return axtree("Issues · Byte Blaze / a11y-syntax-highlighting · GitLab", lines, f"{GL}/{P13}/-/issues" + ("" if tab == "open" else "?state=closed"))


T13 = "Keyword tokens are indistinguishable for deuteranopia"
D13 = "In the dark theme, keywords (#7fb069) and strings (#a3be8c) look the same under deuteranopia simulation. Suggest moving keywords toward blue."


def gl_new13(title: str, desc: str, focus: str = "") -> str:
    lines = gl_top() + gl_side("a11y-syntax-highlighting", 3, 1, "issues") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'Byte Blaze'", "\t\t[104] link 'a11y-syntax-highlighting'",
        "\t\t[105] link 'Issues'", "\t\t[106] link 'New'", "\t[600] heading 'New Issue'",
        (f"\t[602] textbox 'Title (required)', required, value='{title}'" if title else "\t[602] textbox 'Title (required)', required") + (", focused" if focus == "title" else ""),
        "\t[604] combobox 'Type', hasPopup='listbox', expanded=False, value='Issue'",
        "\t[606] combobox 'Choose a template', hasPopup='listbox', expanded=False",
        "\t[608] tab 'Write', selected=True", "\t[609] tab 'Preview', selected=False",
        (f"\t[611] textbox 'Description', multiline, value='{desc}'" if desc else "\t[611] textbox 'Description', multiline") + (", focused" if focus == "desc" else ""),
        "\t[613] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'",
        "\t[615] button 'Assignee', hasPopup='listbox'", "\t[616] button 'Milestone', hasPopup='listbox'", "\t[617] button 'Labels', hasPopup='listbox'",
        "\t[618] textbox 'Due date'", "\t[620] button 'Create issue'" + ("" if title else ", disabled=True"), "\t[621] link 'Cancel'"]
    return axtree("New Issue · Byte Blaze / a11y-syntax-highlighting · GitLab", lines, f"{GL}/{P13}/-/issues/new")


def gl_issue13(state: str, notes: list[str], n_open: int) -> str:
    lines = gl_top() + gl_side("a11y-syntax-highlighting", n_open, 1, "issues") + [
        "[100] main ''", "\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'Byte Blaze'", "\t\t[104] link 'a11y-syntax-highlighting'",
        "\t\t[105] link 'Issues'", "\t\t[106] link '#9'", f"\tStaticText '{state}'", "\tStaticText 'Issue created just now by'",
        "\t[702] link 'Byte Blaze'", f"\t[704] button '{'Close issue' if state == 'Open' else 'Reopen issue'}'",
        "\t[705] button 'Issue actions', hasPopup='menu'", f"\t[707] heading '{T13}'", f"\tStaticText '{D13}'",
        "\t[709] button 'Thumbs up', pressed=False", "\t[710] button 'Thumbs down', pressed=False", "\t[712] heading 'Activity'"]
    for i, nt in enumerate(notes):
        lines += [f"\t[{720 + 3 * i}] article ''", f"\t\t[{721 + 3 * i}] link 'Byte Blaze'", f"\t\tStaticText '{nt}'"]
    lines += ["\t[760] textbox 'Comment', multiline", "\t[761] button 'Comment'",
              f"\t[762] button '{'Close issue' if state == 'Open' else 'Reopen issue'}'",
              "[500] complementary 'Issue sidebar'", "\t[501] heading 'Assignee'", "\t[502] button 'Edit'", "\tStaticText 'None - assign yourself'",
              "\t[505] heading 'Labels'", "\t[506] button 'Edit'", "\tStaticText 'None'", "\t[542] heading 'Milestone'", "\tStaticText 'None'",
              "\tStaticText '1 participant'", "\tStaticText 'Reference: byteblaze/a11y-syntax-highlighting#9'"]
    return axtree(f"{T13} (#9) · Issues · Byte Blaze / a11y-syntax-highlighting · GitLab", lines, f"{GL}/{P13}/-/issues/9")


def gl13() -> tuple[str, list[tuple[str, str]]]:
    new = (9, T13, "just now", [])
    turns = [
        ("click('206')", gl_new13("", "")),
        ("fill('602', '" + T13 + "')", gl_new13(T13, "", focus="title")),
        ("fill('611', '" + D13 + "')", gl_new13(T13, D13, focus="desc")),
        ("click('620')", gl_issue13("Open", [], 4)),
        ("click('704')", gl_issue13("Closed", ["closed just now"], 3)),
        ("click('704')", gl_issue13("Open", ["closed just now", "reopened just now"], 4)),
        ("click('75')", gl_iss13([new] + I13, C13, "open")),
        ("click('202')", gl_iss13([new] + I13, C13, "closed")),
    ]
    return gl_iss13(I13, C13, "open"), turns


# ---------------------------------------------------------------- 14 coworking invoices (member portal), bad
COW = "https://members.theloom-coworking.example"


def cow_header() -> list[str]:
    return ["[10] banner ''", "\t[11] link 'The Loom Coworking · Rotterdam'", "\t[13] navigation ''", "\t\t[14] link 'Dashboard'",
            "\t\t[15] link 'Bookings'", "\t\t[16] link 'Invoices'", "\t\t[17] link 'Community'", "\t\t[18] link 'Help desk'",
            "\t[20] button 'Sanne de Vries · Studio Kade', hasPopup='menu', expanded=False"]


COW_FOOT = ["[900] contentinfo ''", "\tStaticText 'The Loom Coworking B.V. · Lloydstraat 9, 3024 EA Rotterdam · KvK 71234567 · BTW NL858349213B01'",
            "\t[902] link 'House rules'", "\t[903] link 'Privacy'"]
INV14 = [("INV-2025-0312", "Mar 1, 2025", "Mar 15, 2025", 310.00), ("INV-2025-0288", "Feb 1, 2025", "Feb 15, 2025", 540.00),
         ("INV-2025-0241", "Jan 1, 2025", "Jan 15, 2025", 390.00)]
PAID14 = [("INV-2024-1187", "Dec 1, 2024", "Dec 9, 2024", 310.00), ("INV-2024-1102", "Nov 1, 2024", "Nov 12, 2024", 455.00),
          ("INV-2024-1019", "Oct 1, 2024", "Oct 3, 2024", 310.00)]


def cow_invoices(unpaid: list[tuple[str, str, str, float]], paid: list[tuple[str, str, str, float]]) -> str:
    lines = cow_header() + ["[100] main ''", "\t[101] heading 'Invoices'",
                            f"\tStaticText 'Outstanding balance: {eur(sum(x[3] for x in unpaid))}'",
                            "\t[103] link 'Pay all outstanding'", "\t[105] heading 'Unpaid'", "\t[106] table ''", "\t\t[107] row ''",
                            "\t\t\t[108] columnheader 'Invoice'", "\t\t\t[109] columnheader 'Issued'", "\t\t\t[110] columnheader 'Due'",
                            "\t\t\t[111] columnheader 'Amount'", "\t\t\t[112] columnheader 'Status'"]
    for i, (n, iss, due, amt) in enumerate(unpaid):
        b = 120 + 6 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{n}'", f"\t\t\t[{b + 2}] cell '{iss}'", f"\t\t\t[{b + 3}] cell '{due}'",
                  f"\t\t\t[{b + 4}] cell '{eur(amt)}'", f"\t\t\t[{b + 5}] cell 'Overdue'"]
    lines += ["\t[150] heading 'Paid'", "\t[151] table ''", "\t\t[152] row ''", "\t\t\t[153] columnheader 'Invoice'",
              "\t\t\t[154] columnheader 'Issued'", "\t\t\t[155] columnheader 'Paid on'", "\t\t\t[156] columnheader 'Amount'",
              "\t\t\t[157] columnheader 'PDF'"]
    for i, (n, iss, pd, amt) in enumerate(paid):
        b = 160 + 6 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{n}'", f"\t\t\t[{b + 2}] cell '{iss}'", f"\t\t\t[{b + 3}] cell '{pd}'",
                  f"\t\t\t[{b + 4}] cell '{eur(amt)}'", f"\t\t\t[{b + 5}] link 'Download'"]
    return axtree("Invoices · The Loom Coworking", lines + COW_FOOT, f"{COW}/invoices")


def cow_invoice(status: str, msg: str = "") -> str:
    lines = cow_header() + ["[100] main ''"]
    if msg:
        lines += ["\t[200] status ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[201] link 'All invoices'", "\t[202] heading 'Invoice INV-2025-0241'", f"\tStaticText 'Status: {status}'",
              "\tStaticText 'Issued Jan 1, 2025 · Due Jan 15, 2025'", "\tStaticText 'Billed to: Studio Kade, Sanne de Vries, Wijnhaven 61, 3011 WJ Rotterdam'",
              "\t[206] table ''", "\t\t[207] row ''", "\t\t\t[208] columnheader 'Description'", "\t\t\t[209] columnheader 'Qty'",
              "\t\t\t[210] columnheader 'Unit'", "\t\t\t[211] columnheader 'Amount'",
              "\t\t[212] row ''", "\t\t\t[213] cell 'Hot desk membership, January 2025'", "\t\t\t[214] cell '1'", "\t\t\t[215] cell '€256.20'", "\t\t\t[216] cell '€256.20'",
              "\t\t[217] row ''", "\t\t\t[218] cell 'Meeting room Maas, Jan 9 (hours)'", "\t\t\t[219] cell '2'", "\t\t\t[220] cell '€24.79'", "\t\t\t[221] cell '€49.58'",
              "\t\t[222] row ''", "\t\t\t[223] cell 'Printing bundle, 200 colour pages'", "\t\t\t[224] cell '1'", "\t\t\t[225] cell '€16.53'", "\t\t\t[226] cell '€16.53'",
              "\t\t[227] row ''", "\t\t\t[228] rowheader 'Subtotal'", "\t\t\t[229] cell '€322.31'",
              "\t\t[230] row ''", "\t\t\t[231] rowheader 'VAT 21%'", "\t\t\t[232] cell '€67.69'",
              "\t\t[233] row ''", "\t\t\t[234] rowheader 'Total'", "\t\t\t[235] cell '€390.00'"]
    if status == "Overdue":
        lines += ["\t[240] link 'Pay now'"]
    else:
        lines += ["\tStaticText 'Paid on Mar 18, 2025 by iDEAL (ING ****3318)'", "\t[241] link 'Download receipt'"]
    lines += ["\t[242] link 'Download PDF'"]
    return axtree("INV-2025-0241 · The Loom Coworking", lines + COW_FOOT, f"{COW}/invoices/INV-2025-0241")


def cow_pay() -> str:
    return axtree("Pay INV-2025-0241 · The Loom Coworking", cow_header() + [
        "[100] main ''", "\t[301] heading 'Pay invoice INV-2025-0241'", "\tStaticText 'Amount: €390.00'",
        "\t[303] radiogroup 'Payment method'", "\t\t[304] radio 'iDEAL · ING ****3318', checked='true'",
        "\t\t[305] radio 'SEPA direct debit · NL91 ABNA **** **** 42', checked='false'", "\t\t[306] radio 'Credit card', checked='false'",
        "\t[308] checkbox 'Email the receipt to billing@studiokade.nl', checked='true'", "\t[310] button 'Pay €390.00'", "\t[311] link 'Cancel'",
    ] + COW_FOOT, f"{COW}/invoices/INV-2025-0241/pay")


def cow_bookings() -> str:
    bk = [("Thu, Mar 20", "Meeting room Maas", "10:00 - 12:00", "2 h from plan"), ("Tue, Mar 25", "Phone booth 3", "14:00 - 14:30", "included"),
          ("Fri, Mar 28", "Event space De Zaal", "16:00 - 19:00", "quote sent")]
    lines = cow_header() + ["[100] main ''", "\t[401] heading 'Bookings'", "\t[402] link 'Book a room'",
                            "\tStaticText 'Meeting room hours left in March: 4 of 6'", "\t[404] table ''", "\t\t[405] row ''",
                            "\t\t\t[406] columnheader 'Date'", "\t\t\t[407] columnheader 'Space'", "\t\t\t[408] columnheader 'Time'",
                            "\t\t\t[409] columnheader 'Billing'", "\t\t\t[410] columnheader ''"]
    for i, (d, s, t, bl) in enumerate(bk):
        b = 412 + 6 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{d}'", f"\t\t\t[{b + 2}] cell '{s}'", f"\t\t\t[{b + 3}] cell '{t}'",
                  f"\t\t\t[{b + 4}] cell '{bl}'", f"\t\t\t[{b + 5}] button 'Cancel booking'"]
    return axtree("Bookings · The Loom Coworking", lines + COW_FOOT, f"{COW}/bookings")


def cow_dash(balance: str) -> str:
    return axtree("Dashboard · The Loom Coworking", cow_header() + [
        "[100] main ''", "\t[501] heading 'Goedemiddag, Sanne'", "\t[502] region 'Your plan'",
        "\t\tStaticText 'Hot desk · €310.00 / month incl. VAT · renews Apr 1, 2025'", "\t\tStaticText 'Meeting room hours left in March: 4 of 6'",
        "\t[505] region 'Billing'", f"\t\tStaticText 'Balance due: {balance}'", "\t\tStaticText '2 invoices unpaid'", "\t\t[508] link 'View invoices'",
        "\t[510] region 'Next booking'", "\t\tStaticText 'Thu, Mar 20 · Meeting room Maas · 10:00 - 12:00'",
        "\t[512] region 'Door access'", "\t\tStaticText 'Your key fob 0042 works Mon - Fri 07:00 - 22:00'",
        "\t[514] region 'This week at The Loom'", "\t\t[515] link 'Wed Mar 19, 12:30 · Lunch & learn: bookkeeping for freelancers'",
        "\t\t[516] link 'Fri Mar 21, 17:00 · Borrel on the roof terrace'",
    ] + COW_FOOT, f"{COW}/dashboard")


def cow_community() -> str:
    return axtree("Community · The Loom Coworking", cow_header() + [
        "[100] main ''", "\t[601] heading 'Community'", "\t[602] searchbox 'Search members'", "\t[603] heading 'Events'",
        "\t[604] article ''", "\t\t[605] link 'Lunch & learn: bookkeeping for freelancers'", "\t\tStaticText 'Wed, Mar 19 · 12:30 - 13:30 · Kitchen'",
        "\t\tStaticText '14 going'", "\t\t[608] button 'Going'",
        "\t[610] article ''", "\t\t[611] link 'Borrel on the roof terrace'", "\t\tStaticText 'Fri, Mar 21 · 17:00 - 19:00 · Roof'",
        "\t\tStaticText '31 going'", "\t\t[614] button 'Going'",
        "\t[616] heading 'Noticeboard'", "\t[617] article ''", "\t\tStaticText 'Joost (Bureau Noord): Looking for a motion designer for a 3-week job in April.'",
        "\t[619] article ''", "\t\tStaticText 'Front desk: The second-floor coffee machine is fixed.'",
    ] + COW_FOOT, f"{COW}/community")


def cow14() -> tuple[str, list[tuple[str, str]]]:
    paid2 = [("INV-2025-0241", "Jan 1, 2025", "Mar 18, 2025", 390.00)] + PAID14
    turns = [
        ("click('133')", cow_invoice("Overdue")),
        ("click('240')", cow_pay()),
        ("click('310')", cow_invoice("Paid", msg="Payment received. Thank you!")),
        ("click('201')", cow_invoices(INV14[:2], paid2)),
        ("click('15')", cow_bookings()),
        ("click('14')", cow_dash("€950.00")),
        ("click('17')", cow_community()),
    ]
    return cow_invoices(INV14, PAID14), turns


# ---------------------------------------------------------------- 15 shopping admin (Magento), bad
ORD15 = [("000000302", "Main Website Main Website Store Default Store View", "Mar 18, 2025 9:12:40 AM", "Grace Nguyen", "$64.99", "Pending"),
         ("000000301", "Main Website Main Website Store Default Store View", "Mar 17, 2025 6:48:02 PM", "Lily Potter", "$212.40", "Processing"),
         ("000000300", "Main Website Main Website Store Default Store View", "Mar 17, 2025 2:03:55 PM", "Adam Garcia", "$37.50", "Pending"),
         ("000000299", "Main Website Main Website Store Default Store View", "Mar 16, 2025 11:21:17 AM", "Jason Miller", "$158.23", "Processing"),
         ("000000298", "Main Website Main Website Store Default Store View", "Mar 16, 2025 8:40:09 AM", "Sophie Taylor", "$89.00", "Pending"),
         ("000000297", "Main Website Main Website Store Default Store View", "Mar 15, 2025 5:15:31 PM", "Matt Baker", "$46.17", "Complete"),
         ("000000296", "Main Website Main Website Store Default Store View", "Mar 15, 2025 10:02:44 AM", "Jennifer White", "$301.68", "Complete"),
         ("000000295", "Main Website Main Website Store Default Store View", "Mar 14, 2025 7:30:12 PM", "Alex Martin", "$19.99", "Canceled"),
         ("000000294", "Main Website Main Website Store Default Store View", "Mar 14, 2025 1:47:36 PM", "Olivia Jackson", "$74.25", "Closed"),
         ("000000293", "Main Website Main Website Store Default Store View", "Mar 13, 2025 4:09:58 PM", "Daniel Jackson", "$126.80", "Complete")]


def adm_orders(rows: list[tuple[str, str, str, str, str, str]], msg: str = "") -> str:
    lines = adm_menu() + ["[1200] main ''", "\t[1201] heading 'Orders'"]
    if msg:
        lines += ["\t[1202] alert ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[1203] button 'Create New Order'", "\t[1210] textbox 'Search by keyword'", "\t[1211] button 'Search'",
              "\t[1213] button 'Filters'", "\t[1214] button 'Default View'", "\t[1215] button 'Columns'", "\t[1216] button 'Export'",
              "\t[1225] combobox 'Actions', hasPopup='menu', expanded=False", "\tStaticText '302 records found'",
              "\t[1228] combobox 'Per page', hasPopup='menu', expanded=False, value='10'", "\t[1230] button 'Previous Page', disabled=True",
              "\t[1231] spinbutton 'Page', valuetext='1'", "\tStaticText 'of 31'", "\t[1233] button 'Next Page'",
              "\t[1240] table ''", "\t\t[1241] row ''", "\t\t\t[1242] columnheader 'Options', hasPopup='menu'",
              "\t\t\t[1243] columnheader 'ID', sort='descending'", "\t\t\t[1244] columnheader 'Purchase Point'",
              "\t\t\t[1245] columnheader 'Purchase Date'", "\t\t\t[1246] columnheader 'Bill-to Name'", "\t\t\t[1247] columnheader 'Ship-to Name'",
              "\t\t\t[1248] columnheader 'Grand Total (Base)'", "\t\t\t[1249] columnheader 'Grand Total (Purchased)'",
              "\t\t\t[1250] columnheader 'Status'", "\t\t\t[1251] columnheader 'Action'"]
    for i, (oid, pp, d, name, tot, st) in enumerate(rows):
        b = 1300 + 11 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] cell '{oid}'",
                  f"\t\t\t[{b + 3}] cell '{pp}'", f"\t\t\t[{b + 4}] cell '{d}'", f"\t\t\t[{b + 5}] cell '{name}'",
                  f"\t\t\t[{b + 6}] cell '{name}'", f"\t\t\t[{b + 7}] cell '{tot}'", f"\t\t\t[{b + 8}] cell '{tot}'",
                  f"\t\t\t[{b + 9}] cell '{st}'", f"\t\t\t[{b + 10}] link 'View'"]
    return axtree("Orders / Operations / Sales / Magento Admin", lines + ADM_FOOT, f"{ADM}/sales/order/")


ITEMS15 = [("Anker PowerCore 10000 Portable Charger", "B0194WDVHI", "$25.99", 2), ("JBL Flip 5 Waterproof Portable Bluetooth Speaker", "B07QK2SPP7", "$89.95", 1)]


def adm_order299(status: str, shipped: bool, msg: str = "") -> str:
    lines = adm_menu() + ["[1500] main ''", "\t[1501] heading '# 000000299'"]
    if msg:
        lines += ["\t[1502] alert ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[1504] button 'Back'", "\t[1505] button 'Login as Customer'", "\t[1506] button 'Hold'", "\t[1507] button 'Send Email'",
              "\t[1508] button 'Credit Memo'"] + ([] if shipped else ["\t[1509] button 'Ship'"]) + [
              "\t[1510] button 'Reorder'", "\t[1512] tablist ''", "\t\t[1513] tab 'Information', selected=True", "\t\t[1514] tab 'Invoices', selected=False",
              "\t\t[1515] tab 'Credit Memos', selected=False", "\t\t[1516] tab 'Shipments', selected=False", "\t\t[1517] tab 'Comments History', selected=False",
              "\t[1520] heading 'Order & Account Information'", "\tStaticText 'Order Date: Mar 16, 2025, 11:21:17 AM'",
              f"\tStaticText 'Order Status: {status}'", "\tStaticText 'Purchased From: Main Website / Main Website Store / Default Store View'",
              "\t[1525] link 'Jason Miller'", "\tStaticText 'Email: jason.miller@yahoo.com'", "\tStaticText 'Customer Group: General'",
              "\t[1530] heading 'Address Information'", "\tStaticText 'Jason Miller, 4412 Oak Ridge Dr, Austin, Texas, 78731, United States, T: (512) 555-0117'",
              "\t[1532] heading 'Payment & Shipping Method'", "\tStaticText 'Check / Money order'",
              "\tStaticText 'Flat Rate - Fixed $15.00'" if not shipped else "\tStaticText 'Flat Rate - Fixed $15.00 · Track Order'",
              "\t[1540] heading 'Items Ordered'", "\t[1541] table ''"]
    for i, (n, sku, p, q) in enumerate(ITEMS15):
        b = 1542 + 6 * i
        qs = f"Ordered {q} Invoiced {q}" + (f" Shipped {q}" if shipped else "")
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{n} SKU: {sku}'", f"\t\t\t[{b + 2}] cell '{p}'", f"\t\t\t[{b + 3}] cell '{qs}'"]
    lines += ["\t[1560] heading 'Order Totals'", "\tStaticText 'Subtotal $141.93'", "\tStaticText 'Shipping & Handling $15.00'",
              "\tStaticText 'Tax $1.30'", "\tStaticText 'Grand Total $158.23'", "\tStaticText 'Total Paid $158.23'", "\tStaticText 'Total Due $0.00'"]
    return axtree("# 000000299 / Orders / Operations / Sales / Magento Admin", lines + ADM_FOOT, f"{ADM}/sales/order/view/order_id/299/")


def adm_ship(track: str | None) -> str:
    lines = adm_menu() + ["[1600] main ''", "\t[1601] heading 'New Shipment for Order # 000000299'", "\t[1602] button 'Back'",
                          "\tStaticText 'Order Status: Processing'", "\t[1605] heading 'Payment & Shipping Method'",
                          "\tStaticText 'Flat Rate - Fixed Total Shipping Charges: $15.00'"]
    if track is None:
        lines += ["\t[1608] button 'Add Tracking Number'"]
    else:
        lines += ["\t[1610] table ''", "\t\t[1611] row ''", "\t\t\t[1612] combobox 'Carrier', hasPopup='menu', expanded=False, value='United Parcel Service'",
                  "\t\t\t[1613] textbox 'Title', value='United Parcel Service'",
                  "\t\t\t[1614] textbox 'Number', required" + (f", value='{track}', focused" if track else ""),
                  "\t\t\t[1615] button 'Delete'", "\t[1608] button 'Add Tracking Number'"]
    lines += ["\t[1620] heading 'Items to Ship'", "\t[1621] table ''"]
    for i, (n, sku, _, q) in enumerate(ITEMS15):
        b = 1622 + 4 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{n} SKU: {sku}'", f"\t\t\t[{b + 2}] cell 'Ordered {q} Invoiced {q}'",
                  f"\t\t\t[{b + 3}] spinbutton 'Qty to Ship', valuetext='{q}'"]
    lines += ["\t[1640] textbox 'Shipment Comments', multiline", "\t[1642] checkbox 'Append Comments', checked='false'",
              "\t[1643] checkbox 'Email Copy of Shipment', checked='true'", "\t[1645] button 'Submit Shipment'"]
    return axtree("New Shipment / Shipments / Operations / Sales / Magento Admin", lines + ADM_FOOT, f"{ADM}/admin/order_shipment/new/order_id/299/")


def adm_order298() -> str:
    return axtree("# 000000298 / Orders / Operations / Sales / Magento Admin", adm_menu() + [
        "[1500] main ''", "\t[1501] heading '# 000000298'", "\t[1504] button 'Back'", "\t[1505] button 'Login as Customer'",
        "\t[1503] button 'Cancel'", "\t[1506] button 'Hold'", "\t[1507] button 'Send Email'", "\t[1511] button 'Invoice'",
        "\t[1509] button 'Ship'", "\t[1510] button 'Reorder'", "\t[1512] tablist ''", "\t\t[1513] tab 'Information', selected=True",
        "\t[1520] heading 'Order & Account Information'", "\tStaticText 'Order Date: Mar 16, 2025, 8:40:09 AM'", "\tStaticText 'Order Status: Pending'",
        "\t[1525] link 'Sophie Taylor'", "\tStaticText 'Email: sophie.taylor@gmail.com'", "\tStaticText 'Customer Group: General'",
        "\t[1530] heading 'Address Information'", "\tStaticText 'Sophie Taylor, 87 Beacon St, Boston, Massachusetts, 02108, United States, T: (617) 555-0190'",
        "\t[1532] heading 'Payment & Shipping Method'", "\tStaticText 'Check / Money order'", "\tStaticText 'Flat Rate - Fixed $5.00'",
        "\t[1540] heading 'Items Ordered'", "\t[1541] table ''", "\t\t[1542] row ''",
        "\t\t\t[1543] cell 'Hamilton Beach FlexBrew Single-Serve Coffee Maker SKU: B07BRJ7P5X'", "\t\t\t[1544] cell '$84.00'", "\t\t\t[1545] cell 'Ordered 1'",
        "\t[1560] heading 'Order Totals'", "\tStaticText 'Subtotal $84.00'", "\tStaticText 'Shipping & Handling $5.00'",
        "\tStaticText 'Grand Total $89.00'", "\tStaticText 'Total Paid $0.00'", "\tStaticText 'Total Due $89.00'",
    ] + ADM_FOOT, f"{ADM}/sales/order/view/order_id/298/")


def adm15() -> tuple[str, list[tuple[str, str]]]:
    done = [r if r[0] != "000000299" else r[:5] + ("Complete",) for r in ORD15]
    flipped = [r if r[0] != "000000297" else r[:5] + ("Processing",) for r in done]
    trk = "1Z8V72W40392811457"
    turns = [
        ("click('1509')", adm_ship(None)),
        ("click('1608')", adm_ship("")),
        ("fill('1614', '" + trk + "')", adm_ship(trk)),
        ("click('1645')", adm_order299("Complete", True, msg="The shipment has been created.")),
        ("click('1504')", adm_orders(done)),
        ("click('1354')", adm_order298()),
        ("go_back()", adm_orders(flipped)),
        ("click('1233')", None),
    ]
    dates = ["Mar 13, 2025 11:54:02 AM", "Mar 13, 2025 8:20:37 AM", "Mar 12, 2025 9:41:15 PM", "Mar 12, 2025 3:07:49 PM",
             "Mar 12, 2025 10:33:21 AM", "Mar 11, 2025 6:58:06 PM", "Mar 11, 2025 1:14:52 PM", "Mar 11, 2025 9:02:30 AM",
             "Mar 10, 2025 7:45:11 PM", "Mar 10, 2025 12:26:44 PM"]
    people = [("Emily Davis", "$58.40", "Complete"), ("Ryan Cooper", "$143.10", "Complete"), ("Hannah Lee", "$22.99", "Complete"),
              ("Carlos Rivera", "$97.45", "Closed"), ("Mia Thompson", "$260.00", "Complete"), ("Noah Walker", "$31.75", "Complete"),
              ("Ava Robinson", "$118.20", "Canceled"), ("Ethan Clark", "$49.99", "Complete"), ("Isabella Lewis", "$76.30", "Complete"),
              ("Liam Young", "$185.64", "Complete")]
    page2 = [(f"000000{292 - i}", ORD15[0][1], dates[i], n, t, s) for i, (n, t, s) in enumerate(people)]
    p2 = adm_orders(page2).replace("[1230] button 'Previous Page', disabled=True", "[1230] button 'Previous Page'").replace(
        "valuetext='1'", "valuetext='2'")
    turns[-1] = ("click('1233')", p2)
    return adm_order299("Processing", False), turns


# ---------------------------------------------------------------- 16 league fixtures (Sunday league site), clean
LG = "https://eastsidesundayleague.example"


def lg_header(active: str) -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Eastside Sunday League'", "\tStaticText 'Season 2024/25 · sponsored by Dockside Tyres'",
            "\t[13] navigation ''"] + [f"\t\t[{14 + i}] link '{x}'" + (", focused" if x.lower() == active else "")
                                       for i, x in enumerate(["Fixtures", "Results", "Tables", "Clubs", "Referees", "News"])]


LG_FOOT = ["[900] contentinfo ''", "\tStaticText 'Eastside Sunday League is affiliated to the County FA. Pitch problems? Call the fixtures secretary on 07700 900412.'",
           "\t[902] link 'Privacy'"]


def lg_fixtures(scores: dict[str, str], team: str = "All teams") -> str:
    fx = [("10:30", "Harbour Rovers", "Kingsway Athletic", "Riverside Rec, Pitch 2"),
          ("10:30", "Old Mill Wanderers", "St Jude's FC", "Old Mill Lane"), ("10:30", "Dockside United", "Ferry Lane Rangers", "Riverside Rec, Pitch 1"),
          ("14:00", "Northgate Albion", "Eastfield Vets", "Northgate Park"), ("14:00", "Canal Street FC", "Brickworks Town", "Canal Street 3G")]
    lines = lg_header("fixtures") + ["[100] main ''", "\t[101] heading 'Fixtures - Division Two'",
                                     "\t[102] combobox 'Division', hasPopup='menu', expanded=False, value='Division Two'",
                                     f"\t[103] combobox 'Team', hasPopup='menu', expanded=False, value='{team}'"]
    if team == "All teams":
        lines += ["\t[105] heading 'Sunday 23 March 2025'"]
        for i, (ko, h, a, v) in enumerate(fx):
            b = 110 + 6 * i
            sc = scores.get(h, "v")
            lines += [f"\t[{b}] article ''", f"\t\tStaticText '{ko}'", f"\t\t[{b + 2}] link '{h} {sc} {a}'", f"\t\tStaticText '{v}'"]
            if h in scores:
                lines.append(f"\t\tStaticText '{scores[h + ' status']}'")
        lines += ["\t[150] heading 'Sunday 30 March 2025'", "\t\tStaticText 'League Cup quarter-finals. See the Cup page.'", "\t[152] link 'League Cup'"]
    else:
        rows = [("Sun 2 Mar", "Harbour Rovers 3 - 1 Northgate Albion", "FT"), ("Sun 9 Mar", "Eastfield Vets 0 - 2 Harbour Rovers", "FT"),
                ("Sun 16 Mar", "Harbour Rovers P - P Canal Street FC", "Postponed (waterlogged pitch)"),
                ("Sun 23 Mar", f"Harbour Rovers {scores.get('Harbour Rovers', 'v')} Kingsway Athletic", scores.get("Harbour Rovers status", "10:30")),
                ("Sun 6 Apr", "St Jude's FC v Harbour Rovers", "10:30"), ("Sun 13 Apr", "Harbour Rovers v Canal Street FC", "10:30 (rearranged)")]
        lines += ["\t[105] heading 'Harbour Rovers - all matches'", "\t[106] table ''"]
        for i, (d, m, s) in enumerate(rows):
            b = 110 + 4 * i
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{d}'", f"\t\t\t[{b + 2}] link '{m}'", f"\t\t\t[{b + 3}] cell '{s}'"]
    return axtree("Fixtures - Eastside Sunday League", lines + LG_FOOT, f"{LG}/fixtures?division=2" + ("" if team == "All teams" else "&team=harbour-rovers"))


def lg_match(score: str, minute: str, events: list[str]) -> str:
    lines = lg_header("") + ["[100] main ''", "\t[201] heading 'Harbour Rovers v Kingsway Athletic'",
                             "\tStaticText 'Division Two · Sunday 23 March 2025, 10:30 · Riverside Rec, Pitch 2'",
                             "\tStaticText 'Referee: D. Achterberg'", f"\t[204] heading '{score}'", f"\tStaticText '{minute}'",
                             "\tStaticText 'Live updates from club officials'", "\t[207] button 'Refresh'", "\t[208] heading 'Match events'", "\t[209] list ''"]
    lines += [f"\t\t[{210 + i}] listitem '{e}'" for i, e in enumerate(events)]
    lines += ["\t[230] heading 'Line-ups'", "\tStaticText 'Harbour Rovers: Quinn; Marsh, Okafor, Doyle, Fenwick; Patel, Brennan, Shah; Lowe, Adebayo, Kerr'",
              "\tStaticText 'Kingsway Athletic: Hughes; Ali, Carver, Dunne, Mensah; Patel, Rourke, Silva; Webb, Tran, Ibekwe'",
              "\t[233] link 'Back to fixtures'"]
    return axtree("Harbour Rovers v Kingsway Athletic - Eastside Sunday League", lines + LG_FOOT, f"{LG}/matches/2425-d2-118")


TABLE = {"Division Two": [("Harbour Rovers", 15, 10, 3, 2, 34, 16, 33), ("Dockside United", 16, 9, 4, 3, 31, 18, 31),
                          ("Kingsway Athletic", 16, 9, 2, 5, 29, 22, 29), ("Old Mill Wanderers", 16, 7, 5, 4, 27, 21, 26),
                          ("Northgate Albion", 16, 7, 3, 6, 25, 24, 24), ("St Jude's FC", 16, 6, 4, 6, 22, 23, 22),
                          ("Canal Street FC", 15, 5, 3, 7, 20, 26, 18), ("Ferry Lane Rangers", 16, 4, 4, 8, 19, 30, 16),
                          ("Brickworks Town", 16, 3, 4, 9, 17, 31, 13), ("Eastfield Vets", 16, 2, 2, 12, 14, 27, 8)],
         "Division One": [("Portside Celtic", 16, 12, 2, 2, 41, 15, 38), ("Railway Tavern FC", 16, 11, 3, 2, 37, 17, 36),
                          ("Cromwell Park", 16, 8, 4, 4, 30, 22, 28), ("Eastside Phoenix", 16, 7, 4, 5, 28, 24, 25),
                          ("Lockkeepers FC", 16, 6, 5, 5, 26, 25, 23), ("Granary Wharf", 16, 6, 3, 7, 24, 27, 21),
                          ("Saltmarsh Town", 16, 5, 3, 8, 21, 29, 18), ("Victoria Park Rovers", 16, 4, 4, 8, 20, 31, 16),
                          ("Anchor & Hope", 16, 3, 3, 10, 16, 33, 12), ("Bridge Street Athletic", 16, 2, 3, 11, 13, 33, 9)]}


def lg_table(div: str) -> str:
    lines = lg_header("tables") + ["[100] main ''", f"\t[301] heading 'League table - {div}'",
                                   f"\t[302] combobox 'Division', hasPopup='menu', expanded=False, value='{div}'",
                                   "\tStaticText 'Table updates after full-time results are confirmed.'", "\t[304] table ''", "\t\t[305] row ''"]
    lines += [f"\t\t\t[{306 + i}] columnheader '{h}'" for i, h in enumerate(["Pos", "Team", "P", "W", "D", "L", "F", "A", "GD", "Pts"])]
    for i, (t, p, w, d, lo, f, a, pts) in enumerate(TABLE[div]):
        assert p == w + d + lo and pts == 3 * w + d
        b = 320 + 11 * i
        gd = f - a
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{i + 1}'", f"\t\t\t[{b + 2}] link '{t}'"] + [
            f"\t\t\t[{b + 3 + j}] cell '{v}'" for j, v in enumerate([p, w, d, lo, f, a, f"+{gd}" if gd > 0 else str(gd), pts])]
    return axtree("Tables - Eastside Sunday League", lines + LG_FOOT, f"{LG}/tables?division={'2' if div == 'Division Two' else '1'}")


def lg16() -> tuple[str, list[tuple[str, str]]]:
    s1 = {"Harbour Rovers": "1 - 0", "Harbour Rovers status": "38'", "Old Mill Wanderers": "0 - 0", "Old Mill Wanderers status": "36'",
          "Dockside United": "2 - 1", "Dockside United status": "39'"}
    ev1 = ["22' Goal - Harbour Rovers, T. Okafor (header from corner)", "31' Yellow card - Kingsway Athletic, J. Carver"]
    ev2 = ev1 + ["40' Goal - Kingsway Athletic, R. Tran", "45+1' Half-time"]
    s2 = {"Harbour Rovers": "1 - 1", "Harbour Rovers status": "HT", "Old Mill Wanderers": "0 - 1", "Old Mill Wanderers status": "HT",
          "Dockside United": "2 - 1", "Dockside United status": "HT"}
    turns = [
        ("select_option('103', 'Harbour Rovers')", lg_fixtures(s1, team="Harbour Rovers")),
        ("click('124')", lg_match("1 - 0", "38'", ev1)),
        ("click('207')", lg_match("1 - 1", "HT", ev2)),
        ("click('16')", lg_table("Division Two")),
        ("select_option('302', 'Division One')", lg_table("Division One")),
        ("click('14')", lg_fixtures(s2)),
    ]
    return lg_fixtures(s1), turns


# ---------------------------------------------------------------- 17 bike share (web app), bad
BK = "https://ride.riverbendbikeshare.example"


def bk_header(ride: str = "") -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Riverbend BikeShare'", "\t[13] navigation ''", "\t\t[14] link 'Map'", "\t\t[15] link 'Stations'",
           "\t\t[16] link 'Account'", "\t\t[17] link 'Ride history'", "\t\t[18] link 'Help'"]
    if ride:
        out += ["\t[20] link 'Ride in progress · e-bike 4471 · " + ride + "'"]
    return out


BK_FOOT = ["[900] contentinfo ''", "\tStaticText 'Riverbend BikeShare is operated by Civic Cycles LLC for the City of Riverbend.'",
           "\t[902] link 'Pricing'", "\t[903] link 'Report a damaged bike'"]


def bk_station(dialog: bool) -> str:
    bikes = [("Classic 2208", "Dock 3", ""), ("Classic 1931", "Dock 5", ""), ("Classic 2650", "Dock 6", ""), ("Classic 1077", "Dock 9", ""),
             ("Classic 2419", "Dock 11", ""), ("E-bike 4471", "Dock 2", "battery 86%, ~38 mi range"), ("E-bike 4309", "Dock 7", "battery 41%, ~18 mi range")]
    lines = bk_header() + ["[100] main ''", "\t[101] link 'Back to map'", "\t[102] heading 'Pearl St & 3rd Ave'",
                           "\tStaticText 'Station 114 · 0.1 mi away'", "\tStaticText '5 classic bikes · 2 e-bikes · 5 open docks'",
                           "\t[106] list ''"]
    for i, (n, d, extra) in enumerate(bikes):
        b = 107 + 3 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\tStaticText '{n} · {d}" + (f" · {extra}" if extra else "") + "'", f"\t\t\t[{b + 2}] button 'Unlock {n}'"]
    lines += ["\t[140] link 'Get directions'", "\t[141] button 'Add to favorites'"]
    if dialog:
        lines += ["[500] dialog 'Unlock e-bike 4471?', modal=True", "\t[501] heading 'Unlock e-bike 4471?'",
                  "\tStaticText 'Members pay $1.00 to unlock plus $0.25 per minute on e-bikes. Classic bike rides under 45 minutes are included.'",
                  "\tStaticText 'Payment: Annual member · Visa ****5521'", "\t[504] button 'Unlock'", "\t[505] button 'Cancel'"]
    return axtree("Pearl St & 3rd Ave - Riverbend BikeShare", lines + BK_FOOT, f"{BK}/stations/114")


def bk_ride(mins: int) -> str:
    return axtree("Ride in progress - Riverbend BikeShare", bk_header() + [
        "[100] main ''", "\t[201] heading 'Ride in progress'", "\tStaticText 'E-bike 4471 · unlocked at Pearl St & 3rd Ave'",
        "\tStaticText 'Started 5:42 PM'", f"\tStaticText 'Elapsed: {mins} min'", f"\tStaticText 'Cost so far: {money(1 + 0.25 * mins)}'",
        f"\tStaticText 'Battery {86 - mins // 3}%'",
        "\tStaticText 'To end your ride, push the bike firmly into any open dock until the light turns green.'",
        "\t[208] link 'Nearby docks'", "\t[209] button 'Report a problem with this bike'",
    ] + BK_FOOT, f"{BK}/ride/current")


def bk_account(mins: int) -> str:
    return axtree("Account - Riverbend BikeShare", bk_header(f"{mins} min") + [
        "[100] main ''", "\t[301] heading 'Account'", "\tStaticText 'Tomás Herrera · tomas.herrera@gmail.com'",
        "\t[303] region 'Membership'", "\t\tStaticText 'Annual member · renews Aug 14, 2025'", "\t\t[305] link 'Manage membership'",
        "\t[306] region 'Ride credit'", "\t\tStaticText 'Ride credit balance: $4.50'", "\t\t[308] link 'Add credit'",
        "\t[309] region 'Payment'", "\t\tStaticText 'Visa ****5521 · expires 09/27'", "\t\t[311] link 'Change card'",
        "\t[312] region 'This month'", "\t\tStaticText '11 rides · 23.6 mi · 1,140 kcal'",
    ] + BK_FOOT, f"{BK}/account")


def bk_history(mins: int) -> str:
    rides = [("Mar 17", "Mill Creek Trailhead", "Pearl St & 3rd Ave", "22 min", "$0.00"),
             ("Mar 17", "Pearl St & 3rd Ave", "Mill Creek Trailhead", "25 min", "$0.00"),
             ("Mar 15", "Union Station", "Pearl St & 3rd Ave", "9 min", "$3.25"),
             ("Mar 14", "Pearl St & 3rd Ave", "City Hall Plaza", "12 min", "$0.00"),
             ("Mar 13", "City Hall Plaza", "Pearl St & 3rd Ave", "14 min", "$4.50")]
    lines = bk_header(f"{mins} min") + ["[100] main ''", "\t[401] heading 'Ride history'", "\t[402] table ''", "\t\t[403] row ''",
                                        "\t\t\t[404] columnheader 'Date'", "\t\t\t[405] columnheader 'From'", "\t\t\t[406] columnheader 'To'",
                                        "\t\t\t[407] columnheader 'Duration'", "\t\t\t[408] columnheader 'Charge'"]
    for i, r in enumerate(rides):
        b = 410 + 6 * i
        lines += [f"\t\t[{b}] row ''"] + [f"\t\t\t[{b + 1 + j}] cell '{v}'" for j, v in enumerate(r)]
    lines += ["\t[450] link 'Download CSV'"]
    return axtree("Ride history - Riverbend BikeShare", lines + BK_FOOT, f"{BK}/rides")


def bk_docks() -> str:
    st = [("City Hall Plaza", "0.4 mi", 8), ("Union Station", "0.7 mi", 3), ("Riverfront Park North", "0.9 mi", 12),
          ("Mill Creek Trailhead", "1.6 mi", 6), ("Pearl St & 3rd Ave", "1.8 mi", 6)]
    lines = bk_header() + ["[100] main ''", "\t[501] heading 'Open docks near you'", "\t[502] list ''"]
    for i, (n, d, k) in enumerate(st):
        b = 503 + 2 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{n} · {d} · {k} open docks'"]
    return axtree("Nearby docks - Riverbend BikeShare", lines + BK_FOOT, f"{BK}/ride/current/docks")


def bk17() -> tuple[str, list[tuple[str, str]]]:
    turns = [
        ("click('124')", bk_station(True)),
        ("click('504')", bk_ride(0)),
        ("click('16')", bk_account(6)),
        ("click('17')", bk_history(8)),
        ("click('20')", bk_ride(5)),
        ("click('208')", bk_docks()),
    ]
    return bk_station(False), turns


# ---------------------------------------------------------------- 18 museum tickets, clean
MUS = "https://tickets.whitfieldmuseum.example"
TT = [("Adult", 25.00), ("Senior (65+)", 20.00), ("Student with ID", 15.00), ("Child (6-17)", 12.00), ("Child under 6", 0.00)]


def mus_header(cart: int) -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Whitfield Museum of Art'", "\t[13] navigation ''", "\t\t[14] link 'Visit'",
            "\t\t[15] link 'Exhibitions'", "\t\t[16] link 'Membership'", "\t\t[17] link 'Tickets'",
            f"\t[19] link 'Cart ({cart})'" if cart else "\t[19] link 'Cart'"]


MUS_FOOT = ["[900] contentinfo ''", "\tStaticText '1200 Whitfield Parkway · Open Tue - Sun, 10 AM - 5 PM, Thursdays until 9 PM'",
            "\t[902] link 'Accessibility'", "\t[903] link 'Refund policy'"]


def mus_tickets(slot: str, qty: list[int], focus: int = -1) -> str:
    slots = ["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM"]
    left = ["Sold out", "4 left", "31 left", "58 left", "60 left", "60 left", "47 left", "60 left"]
    lines = mus_header(0) + ["[100] main ''", "\t[101] heading 'General admission'", "\tStaticText 'Saturday, April 5, 2025'",
                             "\t[103] button 'Change date'", "\t[104] radiogroup 'Entry time'"]
    for i, (s, lf) in enumerate(zip(slots, left)):
        lines.append(f"\t\t[{105 + i}] radio '{s} ({lf})', checked='{'true' if s == slot else 'false'}'" + (", disabled=True" if lf == "Sold out" else ""))
    lines += ["\t[120] group 'Tickets'"]
    for i, (n, p) in enumerate(TT):
        lines += [f"\t\tStaticText '{n} · {money(p) if p else 'Free'}'",
                  f"\t\t[{122 + 2 * i}] spinbutton 'Quantity: {n}', valuemin=0, valuemax=10, valuetext='{qty[i]}'" + (", focused" if focus == i else "")]
    sub = sum(q * p for q, (_, p) in zip(qty, TT))
    lines += [f"\tStaticText 'Subtotal: {money(sub)}'", "\t[140] button 'Add to cart'" + ("" if slot and sum(qty) else ", disabled=True")]
    return axtree("Tickets - Whitfield Museum of Art", lines + MUS_FOOT, f"{MUS}/admission?date=2025-04-05")


def mus_cart(lines_in: list[tuple[str, str, int, float]], timer: str, msg: str = "", typed: str | None = None) -> str:
    lines = mus_header(sum(q for _, _, q, _ in lines_in)) + ["[100] main ''", "\t[201] heading 'Your cart'"]
    if msg:
        lines += ["\t[202] status ''", f"\t\tStaticText '{msg}'"]
    lines += [f"\tStaticText 'Your tickets are held for {timer}'", "\t[205] table ''", "\t\t[206] row ''",
              "\t\t\t[207] columnheader 'Item'", "\t\t\t[208] columnheader 'Qty'", "\t\t\t[209] columnheader 'Price'", "\t\t\t[210] columnheader ''"]
    total = 0.0
    for i, (item, when, q, p) in enumerate(lines_in):
        b = 212 + 6 * i
        shown = typed if (typed is not None and i == 0) else str(q)
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell '{item} · {when}'",
                  f"\t\t\t[{b + 2}] spinbutton 'Quantity: {item}', valuetext='{shown}'" + (", focused" if typed is not None and i == 0 else ""),
                  f"\t\t\t[{b + 3}] cell '{money(q * p)}'", f"\t\t\t[{b + 4}] button 'Remove {item}'"]
        total += q * p
    lines += ["\t[260] button 'Update cart'", f"\tStaticText 'Total: {money(total)}'", "\tStaticText 'Members save 100% on general admission.'",
              "\t[263] link 'Add special exhibitions'", "\t[264] button 'Check out'"]
    return axtree("Cart - Whitfield Museum of Art", lines + MUS_FOOT, f"{MUS}/cart")


def mus_exhibits() -> str:
    ex = [("Hokusai: Waves and Wind", "through Jun 15 · timed entry, $8 add-on"), ("Glass Gardens: Dale Chihuly", "through Apr 27 · $6 add-on"),
          ("Textiles of the Andes", "permanent collection · included")]
    lines = mus_header(3) + ["[100] main ''", "\t[301] heading 'Special exhibitions'", "\tStaticText 'Add-ons use the same date and entry time as your admission.'"]
    for i, (n, d) in enumerate(ex):
        b = 303 + 4 * i
        lines += [f"\t[{b}] article ''", f"\t\t[{b + 1}] heading '{n}'", f"\t\tStaticText '{d}'"] + (
            [f"\t\t[{b + 3}] button 'Add for 3 visitors'"] if "add-on" in d else [])
    return axtree("Exhibitions - Whitfield Museum of Art", lines + MUS_FOOT, f"{MUS}/exhibitions?addon=1")


def mus18() -> tuple[str, list[tuple[str, str]]]:
    z = [0, 0, 0, 0, 0]
    when = "Sat, Apr 5, 11:00 AM"
    base = [("Adult", when, 2, 25.00), ("Child (6-17)", when, 1, 12.00)]
    hok = ("Hokusai: Waves and Wind", when, 3, 8.00)
    turns = [
        ("click('107')", mus_tickets("11:00 AM", z)),
        ("fill('122', '2')", mus_tickets("11:00 AM", [2, 0, 0, 0, 0], focus=0)),
        ("fill('128', '1')", mus_tickets("11:00 AM", [2, 0, 0, 1, 0], focus=3)),
        ("click('140')", mus_cart(base, "15:00", msg="Added 3 tickets to your cart.")),
        ("click('263')", mus_exhibits()),
        ("click('306')", mus_cart(base + [hok], "13:22", msg="Added Hokusai: Waves and Wind for 3 visitors.")),
        ("click('228')", mus_cart(base, "12:51", msg="Removed Hokusai: Waves and Wind.")),
        ("fill('214', '3')", mus_cart(base, "12:34", typed="3")),
        ("click('260')", mus_cart([("Adult", when, 3, 25.00), ("Child (6-17)", when, 1, 12.00)], "12:10", msg="Cart updated.")),
    ]
    return mus_tickets("", z), turns


# ---------------------------------------------------------------- 19 shopping (WebArena One Stop Market), clean
SOCKS = [("Darn Tough Run No Show Tab Ultra-Lightweight Running Sock", 18.00, "4.8", 212),
         ("Balega Hidden Comfort No-Show Running Socks, 3 Pairs", 38.50, "4.7", 96),
         ("Feetures Elite Light Cushion No Show Tab Sock", 16.99, "4.6", 143),
         ("Injinji Run Lightweight No-Show Toesocks", 14.00, "4.3", 58),
         ("Nike Everyday Plus Cushioned Training Ankle Socks, 6 Pairs", 22.00, "4.5", 307)]


def shop_search(order: list[int], sort: str, msg: str = "", cart: int = 0) -> str:
    g = []
    for k, j in enumerate(order):
        n, p, r, rv = SOCKS[j]
        b = 2240 + 10 * k
        g += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] img '{n}'", f"\t\t\t[{b + 2}] link '{n}'", f"\t\t\tStaticText 'Rating: {r} out of 5'",
              f"\t\t\t[{b + 4}] link '{rv} Reviews'", f"\t\t\tStaticText '{money(p)}'", f"\t\t\t[{b + 6}] button 'Add to Cart'",
              f"\t\t\t[{b + 7}] button 'Add to Wish List'", f"\t\t\t[{b + 8}] button 'Add to Compare'"]
    lines = shop_header(cart) + ["[2201] main ''"]
    if msg:
        lines += ["\t[2199] alert ''", f"\t\tStaticText '{msg}'", "\t\t[2198] link 'shopping cart'"]
    lines += ["\t[2206] heading \"Search results for: 'running socks'\"", "\t[2210] link 'Grid'", "\t[2211] link 'List'",
              "\tStaticText '5 Items'", "\t[2215] LabelText ''", "\t\tStaticText 'Sort By'",
              "\t[2217] combobox 'Sort By', hasPopup='menu', expanded=False"]
    lines += [f"\t\t[{2218 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(["Relevance", "Product Name", "Price"])]
    lines += ["\t[2222] link 'Set Descending Direction'", "\t[2230] list ''"] + g + [
        "[2330] complementary ''", "\t[2331] heading 'Shop By'", "\t[2333] heading 'Shopping Options'", "\t[2334] tab 'Category', expanded=False",
        "\t[2335] tab 'Price', expanded=False", "\t[2336] heading 'Related search terms'", "\t[2337] link 'running socks women'",
        "\t[2338] link 'compression running socks'"]
    url = f"{SHOP}/catalogsearch/result/?q=running+socks" + ("&product_list_order=price" if sort == "Price" else "")
    return axtree("Search results for: 'running socks'", lines + SHOP_FOOTER, url)


def shop_cart19(items: list[tuple[int, int]], typed: str | None = None, msg: str = "") -> str:
    cnt = sum(q for _, q in items)
    rows = []
    sub = 0.0
    for i, (j, q) in enumerate(items):
        n, p, _, _ = SOCKS[j]
        b = 1520 + 10 * i
        shown = typed if (typed is not None and i == 0) else str(q)
        rows += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{n}'", f"\t\t\t[{b + 2}] cell '{money(p)}'",
                 f"\t\t\t[{b + 3}] spinbutton 'Qty', required, valuemin=0, valuemax=0, valuetext='{shown}'" + (", focused" if typed is not None and i == 0 else ""),
                 f"\t\t\t[{b + 4}] cell '{money(p * q)}'", f"\t\t\t[{b + 5}] link 'Edit item parameters'", f"\t\t\t[{b + 6}] link 'Remove item'"]
        sub += p * q
    lines = shop_header(cnt) + ["[1501] main ''"]
    if msg:
        lines += ["\t[1502] alert ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[1503] heading 'Shopping Cart'", "\t[1510] table 'Shopping Cart Items'", "\t\t[1511] row ''", "\t\t\t[1512] columnheader 'Item'",
              "\t\t\t[1513] columnheader 'Price'", "\t\t\t[1514] columnheader 'Qty'", "\t\t\t[1515] columnheader 'Subtotal'"] + rows + [
        "\t[1540] link 'Continue Shopping'", "\t[1541] button 'Clear Shopping Cart'", "\t[1542] button 'Update Shopping Cart'",
        "\t[1550] heading 'Summary'", "\t[1551] tab 'Estimate Shipping and Tax', expanded=False", "\t[1560] table ''",
        "\t\t[1561] row ''", "\t\t\t[1562] rowheader 'Subtotal'", f"\t\t\t[1563] cell '{money(sub)}'",
        "\t\t[1564] row ''", "\t\t\t[1565] rowheader 'Order Total'", f"\t\t\t[1566] cell '{money(sub)}'",
        "\t[1578] button 'Proceed to Checkout'", "\t[1580] link 'Check Out with Multiple Addresses'", "\t[1585] tab 'Apply Discount Code', expanded=False"]
    return axtree("Shopping Cart", lines + SHOP_FOOTER, f"{SHOP}/checkout/cart/")


def shop19() -> tuple[str, list[tuple[str, str]]]:
    rel = [0, 1, 2, 3, 4]
    by_price = sorted(rel, key=lambda j: SOCKS[j][1])
    turns = [
        ("select_option('2217', 'Price')", shop_search(by_price, "Price")),
        ("click('2246')", shop_search(by_price, "Price", msg=f"You added {SOCKS[3][0]} to your shopping cart.", cart=1)),
        ("click('2266')", shop_search(by_price, "Price", msg=f"You added {SOCKS[0][0]} to your shopping cart.", cart=2)),
        ("click('1421')", shop_cart19([(3, 1), (0, 1)])),
        ("fill('1523', '3')", shop_cart19([(3, 1), (0, 1)], typed="3")),
        ("click('1542')", shop_cart19([(3, 3), (0, 1)])),
        ("click('1536')", shop_cart19([(3, 3)], msg="You removed the item.")),
    ]
    return shop_search(rel, "Relevance"), turns


# ---------------------------------------------------------------- 20 GitLab members (WebArena), bad
MEM20 = [("Byte Blaze", "@byteblaze", "Owner", "Given access 2 years ago", ""),
         ("Rosa Nakamura", "@rnakamura", "Maintainer", "Given access 1 year ago", ""),
         ("Jean-Luc Ortiz", "@jlortiz", "Developer", "Given access 8 months ago", ""),
         ("Priyanka Das", "@pdas", "Developer", "Given access 5 months ago", "Expires in 2 months"),
         ("Sam Adeyemi", "@sadeyemi", "Reporter", "Given access 3 weeks ago", "")]
NEW20 = ("Yuan Lou", "@yjlou", "Developer", "Given access just now", "")


def gl_members(members: list[tuple[str, str, str, str, str]], msg: str = "", modal: str | None = None, role: str = "Guest") -> str:
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "members") + ["[100] main ''"]
    if msg:
        lines += ["\t[101] alert ''", f"\t\tStaticText '{msg}'"]
    lines += ["\t[102] navigation 'Breadcrumbs'", "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'", "\t\t[105] link 'Members'",
              "\t[600] heading 'Project members'",
              "\tStaticText 'You can invite a new member to a11yproject.com or invite another group.'",
              "\t[602] button 'Import from a project'", "\t[603] button 'Invite a group'", "\t[604] button 'Invite members'",
              "\t[606] tablist ''", f"\t\t[607] tab 'Members {len(members)}', selected=True", "\t\t[608] tab 'Groups 0', selected=False",
              "\t\t[609] tab 'Invited 0', selected=False", "\t\t[610] tab 'Access requests 0', selected=False",
              "\t[612] searchbox 'Filter members'", "\t[613] combobox 'Sort', hasPopup='menu', expanded=False, value='Account'",
              "\t[615] table ''", "\t\t[616] row ''", "\t\t\t[617] columnheader 'Account'", "\t\t\t[618] columnheader 'Source'",
              "\t\t\t[619] columnheader 'Access granted'", "\t\t\t[620] columnheader 'Max role'", "\t\t\t[621] columnheader 'Expiration'",
              "\t\t\t[622] columnheader 'Actions'"]
    for i, (n, u, role, when, exp) in enumerate(sorted(members, key=lambda m: m[0])):
        b = 630 + 8 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{n} {u}'" + (" It's you" if u == "@byteblaze" else ""),
                  f"\t\t\t[{b + 2}] cell 'Direct member'", f"\t\t\t[{b + 3}] cell '{when} by Byte Blaze'" if u != "@byteblaze" else f"\t\t\t[{b + 3}] cell '{when}'",
                  f"\t\t\t[{b + 4}] combobox 'Max role', hasPopup='listbox', expanded=False, value='{role}'",
                  f"\t\t\t[{b + 5}] textbox 'Expiration date', value='{exp}'" if exp else f"\t\t\t[{b + 5}] textbox 'Expiration date'",
                  f"\t\t\t[{b + 6}] button 'Remove member'" if u != "@byteblaze" else f"\t\t\t[{b + 6}] button 'Leave'"]
    if modal is not None:
        lines += ["[800] dialog 'Invite members', modal=True", "\t[801] heading 'Invite members'", "\t[802] button 'Close'",
                  "\tStaticText \"You're inviting members to the a11yproject.com project.\"",
                  "\t[804] LabelText ''", "\t\tStaticText 'Username or email address'"]
        if modal.startswith("chip:"):
            lines += ["\t[806] listitem ''", f"\t\tStaticText '{modal[5:]}'", "\t\t[807] button 'Remove'", "\t[808] textbox 'Username or email address'"]
        elif modal:
            lines += [f"\t[808] textbox 'Username or email address', value='{modal}', focused", "\t[809] listbox ''",
                      "\t\t[810] option 'Yuan Lou @yjlou', selected=False", "\t\t[811] option 'Yuki Loughlin @yloughlin', selected=False"]
        else:
            lines += ["\t[808] textbox 'Username or email address', focused"]
        lines += ["\t[820] LabelText ''", "\t\tStaticText 'Select a role'", f"\t[822] combobox 'Select a role', hasPopup='menu', expanded=False, value='{role}'",
                  "\t[824] textbox 'Access expiration date (optional)'", "\t[826] link 'Read more about role permissions'",
                  "\t[827] button 'Cancel'", "\t[828] button 'Invite'" + ("" if modal.startswith("chip:") else ", disabled=True")]
    return axtree("Members · The A11Y Project / a11yproject.com · GitLab", lines, f"{GL}/a11yproject/a11yproject.com/-/project_members")


def gl_activity() -> str:
    ev = [("Yuan Lou", "joined project a11yproject.com", "just now"),
          ("Rosa Nakamura", "commented on issue #1452 at The A11Y Project / a11yproject.com", "1 day ago"),
          ("Jean-Luc Ortiz", "opened issue #1452 at The A11Y Project / a11yproject.com", "2 days ago"),
          ("Rosa Nakamura", "opened issue #1450 at The A11Y Project / a11yproject.com", "4 days ago"),
          ("Sam Adeyemi", "pushed to branch eleventy-2 at The A11Y Project / a11yproject.com", "5 days ago"),
          ("Priyanka Das", "accepted merge request !1839 at The A11Y Project / a11yproject.com", "6 days ago")]
    lines = gl_top() + gl_side("a11yproject.com", 41, 10, "members") + ["[100] main ''", "\t[102] navigation 'Breadcrumbs'",
                                                                      "\t\t[103] link 'The A11Y Project'", "\t\t[104] link 'a11yproject.com'",
                                                                      "\t\t[105] link 'Activity'", "\t[650] tablist ''",
                                                                      "\t\t[651] tab 'All', selected=True", "\t\t[652] tab 'Push events', selected=False",
                                                                      "\t\t[653] tab 'Merge events', selected=False", "\t\t[654] tab 'Issue events', selected=False",
                                                                      "\t\t[655] tab 'Comments', selected=False", "\t\t[656] tab 'Team', selected=False",
                                                                      "\t[660] list ''"]
    for i, (who, what, when) in enumerate(ev):
        b = 661 + 3 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{who}'", f"\t\t\tStaticText '{what} · {when}'"]
    return axtree("Activity · The A11Y Project / a11yproject.com · GitLab", lines, f"{GL}/a11yproject/a11yproject.com/activity")


def gl20() -> tuple[str, list[tuple[str, str]]]:
    after = MEM20 + [NEW20]
    lost = [m for m in after if m[1] != "@jlortiz"]
    turns = [
        ("click('604')", gl_members(MEM20, modal="")),
        ("fill('808', 'yjlou')", gl_members(MEM20, modal="yjlou")),
        ("click('810')", gl_members(MEM20, modal="chip:Yuan Lou @yjlou")),
        ("select_option('822', 'Developer')", gl_members(MEM20, modal="chip:Yuan Lou @yjlou", role="Developer")),
        ("click('828')", gl_members(after, msg="Members were successfully added")),
        ("click('92')", gl_activity()),
        ("click('94')", gl_members(lost)),
    ]
    return gl_members(MEM20), turns


# ---------------------------------------------------------------- 21 / 22 map (WebArena OpenStreetMap)
MAP = "http://map.webarena.local:3000"


def osm_top() -> list[str]:
    return ["[35] link 'OpenStreetMap logo OpenStreetMap'", "[37] link 'Edit'", "[38] button 'Edit with...', hasPopup='menu'",
            "[40] link 'History'", "[41] link 'Export'", "[44] link 'GPS Traces'", "[45] link 'User Diaries'", "[46] link 'Communities'",
            "[47] link 'Copyright'", "[48] link 'Help'", "[49] link 'About'", "[53] link 'Log In'", "[54] link 'Sign Up'"]


def osm_map_controls(layers: bool = False) -> list[str]:
    out = ["[300] link 'Zoom In'", "[301] link 'Zoom Out'", "[302] button 'Show My Location'", "[304] link 'Layers'",
           "[305] link 'Share'", "[306] link 'Add a note to the map'", "[307] link 'Map Data'", "[308] link 'Query features'"]
    if layers:
        out += ["[320] complementary ''", "\t[321] heading 'Map Layers'", "\t[322] button 'Close'",
                "\t[323] radio 'Standard', checked='true'", "\t[324] radio 'CyclOSM', checked='false'", "\t[325] radio 'Cycle Map', checked='false'",
                "\t[326] radio 'Transport Map', checked='false'", "\t[327] radio 'Humanitarian', checked='false'",
                "\t[329] heading 'Map Data'", "\t[330] checkbox 'Map Notes', checked='false'", "\t[331] checkbox 'Map Data', checked='false'",
                "\t[332] checkbox 'Public GPS traces', checked='false'"]
    out += ["StaticText '50 m'", "StaticText '200 ft'", "[340] link '© OpenStreetMap contributors'", "StaticText '♥'",
            "[342] link 'Make a Donation'", "StaticText '. '", "[343] link 'Website and API terms'"]
    return out


def osm_home() -> str:
    return axtree("OpenStreetMap", osm_top() + [
        "[61] textbox 'Search', focused", "[62] button 'Go'", "[64] link 'Find directions between two points'",
        "[67] heading 'Welcome to OpenStreetMap!'", "[68] button 'Close'",
        "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
        "StaticText 'Hosting is supported by'", "[72] link 'UCL'", "[73] link 'Fastly'", "[74] link 'Bytemark Hosting'",
        "StaticText ', and other'", "[75] link 'partners'", "StaticText '.'", "[77] link 'Learn More'", "[78] link 'Start Mapping'",
    ] + osm_map_controls(), f"{MAP}/#map=13/40.4409/-79.9630")


def osm_dir(mode: str, frm: str, to: str, route: tuple[str, list[tuple[str, str]]] | None, focus: str = "", layers: bool = False,
            url: str = "") -> str:
    lines = osm_top() + [
        f"[195] combobox '', hasPopup='menu', expanded=False, value='{mode}'",
        "\t[196] option 'Bicycle (OSRM)', selected=" + str(mode == "Bicycle (OSRM)"),
        "\t[197] option 'Car (OSRM)', selected=" + str(mode == "Car (OSRM)"),
        "\t[198] option 'Foot (OSRM)', selected=" + str(mode == "Foot (OSRM)"),
        (f"[200] textbox 'From', value='{frm}'" if frm else "[200] textbox 'From'") + (", focused" if focus == "from" else ""),
        (f"[201] textbox 'To', value='{to}'" if to else "[201] textbox 'To'") + (", focused" if focus == "to" else ""),
        "[202] button 'Reverse Directions'", "[203] button 'Go'", "[204] button 'Close'"]
    if route and not layers:
        summary, steps = route
        lines += ["[206] heading 'Directions'", f"StaticText '{summary}'", "[208] table ''"]
        for i, (s, d) in enumerate(steps):
            b = 209 + 4 * i
            lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell ''", f"\t\t[{b + 2}] cell '{i + 1}. {s}'", f"\t\t[{b + 3}] cell '{d}'"]
        lines += ["StaticText 'Directions courtesy of'", "[290] link 'OSRM (FOSSGIS)'"]
    return axtree("OpenStreetMap", lines + osm_map_controls(layers), url or f"{MAP}/directions")


CMU = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
PIT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
R21 = ("Distance: 29.4km. Time: 0:28.", [("Start on Schenley Drive Extension", "200m"), ("Turn right onto Forbes Avenue", "1.1km"),
                                         ("Turn left onto South Bellefield Avenue", "450m"), ("Turn right onto Fifth Avenue", "2.9km"),
                                         ("Slight right onto the ramp towards I-376 West", "600m"), ("Merge onto I-376 West (Parkway West)", "19.8km"),
                                         ("Take exit 53 towards PA 60 North / Airport", "700m"), ("Continue onto PA 60 North", "2.6km"),
                                         ("Keep left onto Airport Boulevard", "950m"), ("Reach destination", "0m")])
R21_BACK = ("Distance: 30.1km. Time: 0:29.", [("Start on Airport Boulevard", "1.0km"), ("Continue onto PA 60 South", "2.5km"),
                                              ("Merge onto I-376 East (Parkway West)", "21.6km"), ("Take exit 72A towards Oakland", "800m"),
                                              ("Continue onto Forbes Avenue", "3.4km"), ("Turn right onto Morewood Avenue", "500m"),
                                              ("Turn right onto Schenley Drive Extension", "300m"), ("Reach destination", "0m")])


def map21() -> tuple[str, list[tuple[str, str]]]:
    shown = (R21[0].replace("29.4km", "27.9km"), R21[1])
    u = f"{MAP}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4915%2C-80.2329"
    ub = f"{MAP}/directions?engine=fossgis_osrm_car&route=40.4915%2C-80.2329%3B40.4443%2C-79.9436"
    turns = [
        ("click('64')", osm_dir("Car (OSRM)", "", "", None, focus="from")),
        ("fill('200', 'Carnegie Mellon University')", osm_dir("Car (OSRM)", "Carnegie Mellon University", "", None, focus="from")),
        ("fill('201', 'Pittsburgh International Airport')", osm_dir("Car (OSRM)", "Carnegie Mellon University", "Pittsburgh International Airport", None, focus="to")),
        ("click('203')", osm_dir("Car (OSRM)", CMU, PIT, R21, url=u)),
        ("click('304')", osm_dir("Car (OSRM)", CMU, PIT, R21, layers=True, url=u)),
        ("click('322')", osm_dir("Car (OSRM)", CMU, PIT, shown, url=u)),
        ("click('202')", osm_dir("Car (OSRM)", PIT, CMU, R21_BACK, url=ub)),
    ]
    return osm_home(), turns


PHI = "Phipps Conservatory and Botanical Gardens, 1 Schenley Park, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
CMNH = "Carnegie Museum of Natural History, 4400, Forbes Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States"
CAR22 = ("Distance: 2.1km. Time: 0:05.", [("Start on Schenley Drive", "350m"), ("Turn right onto Schenley Drive Extension", "400m"),
                                          ("Turn left onto Forbes Avenue", "1.1km"), ("Turn right onto South Craig Street", "200m"),
                                          ("Reach destination", "0m")])
FOOT22 = ("Distance: 1.6km. Time: 0:20.", [("Start on Schenley Drive", "250m"), ("Continue onto Panther Hollow path", "300m"),
                                           ("Turn left onto Frew Street", "350m"), ("Turn right onto Forbes Avenue", "650m"),
                                           ("Reach destination", "0m")])
FOOT22R = ("Distance: 1.7km. Time: 0:21.", [("Start on Forbes Avenue", "700m"), ("Turn left onto Frew Street", "350m"),
                                            ("Turn right onto Panther Hollow path", "350m"), ("Continue onto Schenley Drive", "250m"),
                                            ("Reach destination", "0m")])
BIKE22R = ("Distance: 1.9km. Time: 0:07.", [("Start on Forbes Avenue", "1.1km"), ("Turn left onto Schenley Drive Extension", "450m"),
                                            ("Turn left onto Schenley Drive", "350m"), ("Reach destination", "0m")])


def map22() -> tuple[str, list[tuple[str, str]]]:
    a, b = "40.4390%2C-79.9477", "40.4435%2C-79.9497"

    def u(engine: str, x: str, y: str) -> str:
        return f"{MAP}/directions?engine=fossgis_osrm_{engine}&route={x}%3B{y}"
    turns = [
        ("click('64')", osm_dir("Car (OSRM)", "", "", None, focus="from")),
        ("fill('200', 'Phipps Conservatory')", osm_dir("Car (OSRM)", "Phipps Conservatory", "", None, focus="from")),
        ("fill('201', 'Carnegie Museum of Natural History')", osm_dir("Car (OSRM)", "Phipps Conservatory", "Carnegie Museum of Natural History", None, focus="to")),
        ("click('203')", osm_dir("Car (OSRM)", PHI, CMNH, CAR22, url=u("car", a, b))),
        ("select_option('195', 'Foot (OSRM)')", osm_dir("Foot (OSRM)", PHI, CMNH, FOOT22, url=u("foot", a, b))),
        ("click('202')", osm_dir("Foot (OSRM)", CMNH, PHI, FOOT22R, url=u("foot", b, a))),
        ("select_option('195', 'Bicycle (OSRM)')", osm_dir("Bicycle (OSRM)", CMNH, PHI, BIKE22R, url=u("bike", b, a))),
        ("click('300')", osm_dir("Bicycle (OSRM)", CMNH, PHI, BIKE22R, url=u("bike", b, a)).replace(
            "StaticText '50 m'\n\tStaticText '200 ft'", "StaticText '20 m'\n\tStaticText '100 ft'")),
    ]
    return osm_home(), turns


# ---------------------------------------------------------------- assembly
PLAN = [
    ("h67-web-01", shop01, 5, "The My Orders list gives the order placed at turn 3 (Mar 14, $74.93, Pending) the number 000000178, but the success page and the order view showed 000000187; nothing renumbers an order."),
    ("h67-web-02", crp02, None, ""),
    ("h67-web-03", res03, None, ""),
    ("h67-web-04", utl04, 7, "Billing settings show Paperless billing switched off, although it was switched on and saved at turn 3 and the overview at turn 6 still said On; no action turned it off."),
    ("h67-web-05", adm05, None, ""),
    ("h67-web-06", forum06, 7, "The thread shows again the Piranesi comment that was deleted at turn 1 (the count stays at 7 with the new comment); nothing restored it."),
    ("h67-web-07", den07, 7, "My appointments lists the Mar 27 cleaning with code BSD-7Q4K2 at 10:20 - 11:20 AM, but the 10:40 AM slot was booked and confirmed at turns 4-6; nothing rescheduled it."),
    ("h67-web-08", par08, None, ""),
    ("h67-web-09", gl09, 8, "The label picker of issue #1452 lists every project label but not needs-triage, created at turn 5 and shown in the labels list; nothing deleted it."),
    ("h67-web-10", mkt10, None, ""),
    ("h67-web-11", forum11, None, ""),
    ("h67-web-12", pod12, 8, "The episode list shows episode 48 under its old title Moss in the Time of Drought, though it was renamed and saved at turn 4 and listed under the new title at turn 5; nothing renamed it back."),
    ("h67-web-13", gl13, None, ""),
    ("h67-web-14", cow14, 6, "The dashboard gives a balance due of €950.00 with 2 invoices unpaid, but after paying the €390.00 invoice the unpaid invoices were €310.00 + €540.00 = €850.00 at turn 4; nothing added a charge."),
    ("h67-web-15", adm15, 7, "Back on the orders grid, order 000000297 (Matt Baker, $46.17) shows Processing although it was Complete at turn 5; only order 000000298 was opened in between, and nothing acted on 000000297."),
    ("h67-web-16", lg16, None, ""),
    ("h67-web-17", bk17, 5, "The ride page shows 5 min elapsed (cost $2.25) for the ride started at 5:42 PM, though the ride banner already read 6 min at turn 3 and 8 min at turn 4; elapsed time cannot go back."),
    ("h67-web-18", mus18, None, ""),
    ("h67-web-19", shop19, None, ""),
    ("h67-web-20", gl20, 7, "The members list (Members 5) no longer has Jean-Luc Ortiz, a Developer listed on the starting page and still listed at turn 5 when Yuan Lou was added; nobody removed him."),
    ("h67-web-21", map21, 6, "Closing the layers panel brings back the same car route with the same steps, but the summary now says 27.9km instead of the 29.4km computed at turn 4; nothing recomputed the route."),
    ("h67-web-22", map22, None, ""),
]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for tid, build, turn, kind in PLAN:
        state, turns = build()
        if turn is None:
            rs.add("web", tid, SYSTEM, turns, state=state)
        else:
            rs.add("web", tid, SYSTEM, turns, state=state, bad=True, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
