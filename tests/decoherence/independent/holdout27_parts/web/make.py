# ruff: noqa: E501
"""Holdout27, domain web: 22 hand-written BrowserGym trajectories (11 with exactly one contradiction, 11 clean).

Each observation is an accessibility tree built with rowkit2's ``axtree``. Run with
``python -m tests.decoherence.independent.holdout27_parts.web.make``; it writes ``web_test.jsonl`` and
``labels.json`` next to this file. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

T = "web"


def q(s: str) -> str:
    return f"'{s}'"


def indent(lines: list[str], n: int = 1) -> list[str]:
    return ["\t" * n + ln for ln in lines]


# ---------------------------------------------------------------------------------------------
# 01  One Stop Market (shopping): three products into the cart, coffee qty to 2, checkout
# ---------------------------------------------------------------------------------------------
SHOP = "http://shop.localhost:7770"
SHOP_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_top(user: str, cart: int, query: str = "", listbox: list[str] | None = None) -> list[str]:
    label = f"My Cart {cart} {cart} item{'s' if cart != 1 else ''}" if cart else "My Cart"
    out = ["[118] banner ''", "\t[121] link 'Skip to Content'", f"\tStaticText 'Welcome, {user}!'",
           "\t[126] link 'My Account'", "\t[127] link 'My Wish List 2 items'", "\t[128] link 'Sign Out'",
           "\t[133] link 'store logo'", "\t\t[134] img 'one_stop_market_store_logo'", f"\t[135] link {q(label)}",
           "\t[152] Section ''",
           f"\t\t[154] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: {listbox is not None} value={q(query)}"]
    if listbox is not None:
        out.append("\t\t[155] listbox 'Search'")
        out += [f"\t\t\t[{156 + i}] option {q(o)} selected: False" for i, o in enumerate(listbox)]
    out += ["\t\t[170] button 'Search' disabled: False", "[172] tablist '' multiselectable: False orientation: horizontal",
            "\t[174] tabpanel ''", "\t\t[176] menu '' orientation: vertical"]
    out += [f"\t\t\t[{178 + 2 * i}] menuitem {q(c)} hasPopup: menu" for i, c in enumerate(SHOP_CATS)]
    return out


def shop_footer() -> list[str]:
    return ["[2900] contentinfo ''", "\t[2902] textbox 'Sign Up for Our Newsletter:' required: False",
            "\t[2903] button 'Subscribe'", "\t[2905] link 'Privacy and Cookie Policy'", "\t[2906] link 'Search Terms'",
            "\t[2907] link 'Advanced Search'", "\t[2908] link 'Contact Us'",
            "\tStaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]


def shop_results(query: str, total: int, items: list[tuple[str, str, str, int]], cart: int, msg: str | None = None,
                 base: int = 1500) -> str:
    lines = shop_top("Dana Whitfield", cart, query)
    lines += ["[1400] main ''"]
    if msg:
        lines += ["\t[1402] alert '' live: assertive atomic: True relevant: additions text", f"\t\tStaticText {q(msg)}"]
    lines += [f"\t[1410] heading 'Search results for: “{query}”'", "\t[1412] link 'Grid' ", "\t[1413] link 'List'",
              f"\tStaticText 'Items 1-{len(items)} of {total}'", "\tStaticText 'Sort By'",
              "\t[1416] combobox 'Sort By' hasPopup: menu expanded: False value='Relevance'",
              "\t[1417] link 'Set Descending Direction'", "\t[1420] list ''"]
    for i, (name, price, rating, reviews) in enumerate(items):
        b = base + 10 * i
        lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link 'Image'", f"\t\t\t\t[{b + 2}] img {q(name)}",
                  f"\t\t\t[{b + 3}] link {q(name)}", f"\t\t\tStaticText 'Rating: {rating}'",
                  f"\t\t\t[{b + 4}] link '{reviews} Reviews'", f"\t\t\tStaticText {q(price)}",
                  f"\t\t\t[{b + 5}] button 'Add to Cart'", f"\t\t\t[{b + 6}] button 'Add to Wish List'",
                  f"\t\t\t[{b + 7}] button 'Add to Compare'"]
    pages = (total + len(items) - 1) // len(items)
    lines += ["\t[1700] navigation 'Pagination'", "\t\tStaticText 'You're currently reading page'", "\t\tStaticText '1'"]
    lines += [f"\t\t[{1701 + p}] link 'Page {p + 1}'" for p in range(1, min(pages, 4))]
    lines += ["\t\t[1706] link 'Page Next'", "\t[1710] complementary ''", "\t\t[1712] heading 'Shopping Options'",
              "\t\t[1714] tab 'Category' expanded: False", "\t\t[1716] tab 'Price' expanded: False",
              "\t\t[1720] heading 'Compare Products'", "\t\tStaticText 'You have no items to compare.'",
              "\t\t[1724] heading 'My Wish List'", "\t\tStaticText 'Last Added Items'"]
    lines += shop_footer()
    return axtree(f"Search results for: '{query}'", lines, f"{SHOP}/catalogsearch/result/?q={query.replace(' ', '+')}")


KASA = [("Kasa Smart Plug Mini 15A, Smart Home Wi-Fi Outlet Works with Alexa, Google Home & IFTTT, No Hub Required, UL Certified, 2.4G WiFi Only, 2-Pack (EP10P2)", "$24.99", "90%", 14),
        ("Kasa Smart Plug HS103P4, Smart Home Wi-Fi Outlet Works with Alexa, Echo, Google Home & IFTTT, No Hub Required, Remote Control, 15 Amp, UL Certified, 4-Pack", "$36.99", "88%", 9),
        ("Kasa Outdoor Smart Plug with 2 Sockets, Wi-Fi Outlet Works with Alexa & Google Home, IP64 Weather Resistance, KP400", "$27.49", "84%", 6),
        ("Kasa Smart Plug Power Strip HS300, Surge Protector with 6 Individually Controlled Smart Outlets and 3 USB Ports", "$79.99", "92%", 11),
        ("Kasa Smart Light Switch HS200, Single Pole, Needs Neutral Wire, 2.4GHz Wi-Fi Light Switch Works with Alexa", "$17.99", "86%", 4),
        ("Kasa Smart Plug Mini with Energy Monitoring, EP25P4, 4-Pack, Apple HomeKit Supported", "$44.99", "80%", 3)]
CABLES = [("Anker 333 USB C to USB C Cable (12 ft, 2 Pack), 100W Fast Charging Nylon Braided Type C Cable", "$15.99", "94%", 21),
          ("Amazon Basics USB-C to USB-C 2.0 Cable, 60W Fast Charging, USB-IF Certified, 10 Foot, Black", "$9.49", "86%", 7),
          ("UGREEN USB C to USB C Cable 100W 12FT, Type C Charger Cable Fast Charging Braided Cord", "$13.99", "90%", 5),
          ("Belkin BoostCharge USB-C to USB-C Cable (3.3ft/1m), 60W, Black", "$12.88", "80%", 2),
          ("Nimaso USB C to Lightning Cable 12 FT [MFi Certified] Long iPhone Charger Cord", "$11.99", "78%", 3)]
COFFEE = [("Lavazza Qualità Oro Whole Bean Coffee Blend, Medium Roast, 1.1 Pound Bag", "$14.79", "92%", 18),
          ("Lavazza Super Crema Whole Bean Coffee Blend, Light-Medium Espresso Roast, 2.2 Pound Bag", "$21.49", "90%", 33),
          ("Lavazza Espresso Italiano Whole Bean Coffee Blend, Medium Roast, 2.2 Pound Bag", "$19.96", "88%", 12),
          ("Lavazza Crema e Gusto Whole Bean Coffee Blend, Dark Roast, 2.2 Pound Bag", "$18.64", "86%", 7)]


def shop_cart(items: list[tuple[str, float, int]], shown_subtotal: float) -> str:
    n = sum(x[2] for x in items)
    lines = shop_top("Dana Whitfield", n) + ["[2000] main ''", "\t[2002] heading 'Shopping Cart'",
                                             "\t[2010] table 'Shopping Cart Items'", "\t\t[2011] row ''",
                                             "\t\t\t[2012] columnheader 'Item'", "\t\t\t[2013] columnheader 'Price'",
                                             "\t\t\t[2014] columnheader 'Qty'", "\t\t\t[2015] columnheader 'Subtotal'"]
    for i, (name, price, qty) in enumerate(items):
        b = 2020 + 12 * i
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] gridcell 'Item'", f"\t\t\t\t[{b + 2}] link {q(name)}",
                  f"\t\t\t[{b + 3}] gridcell 'Price'", f"\t\t\t\tStaticText '${price:.2f}'",
                  f"\t\t\t[{b + 4}] gridcell 'Qty'", f"\t\t\t\t[{b + 5}] spinbutton 'Qty' required: False valuemin: 0 value='{qty}'",
                  f"\t\t\t[{b + 6}] gridcell 'Subtotal'", f"\t\t\t\tStaticText '${price * qty:.2f}'",
                  f"\t\t\t[{b + 7}] link 'Move to Wish List'", f"\t\t\t[{b + 8}] link 'Edit item parameters'",
                  f"\t\t\t[{b + 9}] link 'Remove item'"]
    lines += ["\t[2080] link 'Continue Shopping'", "\t[2081] button 'Clear Shopping Cart'",
              "\t[2082] button 'Update Shopping Cart'", "\t[2090] tab 'Apply Discount Code' expanded: False",
              "\t[2100] complementary ''", "\t\t[2102] heading 'Summary'",
              "\t\t[2104] tab 'Estimate Shipping and Tax' expanded: False", "\t\t[2110] table ''",
              "\t\t\t[2111] row ''", "\t\t\t\t[2112] rowheader 'Subtotal'", f"\t\t\t\t[2113] gridcell '${shown_subtotal:.2f}'",
              "\t\t\t[2114] row ''", "\t\t\t\t[2115] rowheader 'Tax'", "\t\t\t\t[2116] gridcell '$0.00'",
              "\t\t\t[2117] row ''", "\t\t\t\t[2118] rowheader 'Order Total'", f"\t\t\t\t[2119] gridcell '${shown_subtotal:.2f}'",
              "\t\t[2122] button 'Proceed to Checkout'", "\t\t[2124] link 'Check Out with Multiple Addresses'"]
    lines += shop_footer()
    return axtree("Shopping Cart", lines, f"{SHOP}/checkout/cart/")


def t01(rs: RowSet) -> None:
    home = shop_top("Dana Whitfield", 0, "kasa smart plug", ["kasa smart plug", "kasa smart plug mini", "kasa smart plug 4 pack", "kasa smart plug outdoor"])
    home += ["[600] main ''", "\t[602] heading 'One Stop Market'", "\t[604] heading 'Product Showcases'", "\t[606] list ''"]
    for i, (n, p) in enumerate([("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", "$19.99"),
                                ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", "$14.47"),
                                ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", "$19.36"),
                                ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", "$23.50")]):
        home += [f"\t\t[{610 + 8 * i}] listitem ''", f"\t\t\t[{611 + 8 * i}] link {q(n)}", f"\t\t\tStaticText {q(p)}",
                 f"\t\t\t[{613 + 8 * i}] button 'Add to Cart'"]
    home += shop_footer()
    a1 = axtree("One Stop Market", home, f"{SHOP}/")
    kasa_msg = "You added " + KASA[0][0] + " to your shopping cart."
    cab_msg = "You added " + CABLES[0][0] + " to your shopping cart."
    cof_msg = "You added " + COFFEE[0][0] + " to your shopping cart."
    items = [(KASA[0][0], 24.99, 1), (CABLES[0][0], 15.99, 1), (COFFEE[0][0], 14.79, 1)]
    items2 = [(KASA[0][0], 24.99, 1), (CABLES[0][0], 15.99, 1), (COFFEE[0][0], 14.79, 2)]
    # checkout shipping step
    co = ["[118] banner ''", "\t[133] link 'store logo'", "\t\t[134] img 'one_stop_market_store_logo'",
          "[300] main ''", "\t[302] list ''", "\t\t[303] listitem ''", "\t\t\tStaticText 'Shipping'",
          "\t\t[304] listitem ''", "\t\t\tStaticText 'Review & Payments'", "\t[310] heading 'Shipping Address'",
          "\t[312] group ''", "\t\tStaticText 'Dana Whitfield'", "\t\tStaticText '2714 Larkspur Lane'",
          "\t\tStaticText 'Madison, Wisconsin 53704'", "\t\tStaticText 'United States'", "\t\t[314] link '(608) 555-0183'",
          "\t\t[316] button 'Edit'", "\t[318] button 'New Address'", "\t[320] heading 'Shipping Methods'",
          "\t[322] table ''", "\t\t[323] row ''", "\t\t\t[324] gridcell '' ", "\t\t\t\t[325] radio 'Fixed Flat Rate' checked: false",
          "\t\t\t[326] gridcell '$20.00'", "\t\t\t[327] gridcell 'Fixed'", "\t\t\t[328] gridcell 'Flat Rate'",
          "\t\t[330] row ''", "\t\t\t[331] gridcell ''", "\t\t\t\t[332] radio 'Free Free Shipping' checked: false",
          "\t\t\t[333] gridcell '$0.00'", "\t\t\t[334] gridcell 'Free'", "\t\t\t[335] gridcell 'Free Shipping'",
          "\t[340] button 'Next'", "\t[350] complementary 'Order Summary'", "\t\t[352] heading 'Order Summary'",
          "\t\t[354] table ''", "\t\t\t[355] row ''", "\t\t\t\t[356] rowheader 'Cart Subtotal'", "\t\t\t\t[357] gridcell '$70.56'",
          "\t\t\t[358] row ''", "\t\t\t\t[359] rowheader 'Shipping Not yet calculated'", "\t\t\t\t[360] gridcell ''",
          "\t\t\t[361] row ''", "\t\t\t\t[362] rowheader 'Order Total'", "\t\t\t\t[363] gridcell '$70.56'",
          "\t\t[366] tab '4 Items in Cart' expanded: True"]
    for i, (n, p, k) in enumerate(items2):
        co += [f"\t\t\t[{370 + 5 * i}] img {q(n)}", f"\t\t\tStaticText {q(n)}", f"\t\t\tStaticText 'Qty {k}'",
               f"\t\t\tStaticText '${p * k:.2f}'", f"\t\t\t[{373 + 5 * i}] link 'View Details'"]
    turns = [
        ("fill('154', 'kasa smart plug')", a1),
        ("press('154', 'Enter')", shop_results("kasa smart plug", 23, KASA, 0)),
        ("click('1505')", shop_results("kasa smart plug", 23, KASA, 1, kasa_msg)),
        (f"goto('{SHOP}/catalogsearch/result/?q=usb-c+cable+12+ft')", shop_results("usb-c cable 12 ft", 41, CABLES, 1, base=1600)),
        ("click('1605')", shop_results("usb-c cable 12 ft", 41, CABLES, 2, cab_msg, base=1600)),
        (f"goto('{SHOP}/catalogsearch/result/?q=lavazza+whole+bean')", shop_results("lavazza whole bean", 9, COFFEE, 2, base=1500)),
        ("click('1505')", shop_results("lavazza whole bean", 9, COFFEE, 3, cof_msg, base=1500)),
        (f"goto('{SHOP}/checkout/cart/')", shop_cart(items, 61.77)),
        ("go_back()", shop_results("lavazza whole bean", 9, COFFEE, 3, base=1500)),
        ("click('1505')", shop_results("lavazza whole bean", 9, COFFEE, 4, cof_msg, base=1500)),
        (f"goto('{SHOP}/checkout/')", axtree("Checkout", co, f"{SHOP}/checkout/#shipping")),
    ]
    rs.add(task=T, tid="h27-web-01", system=WEB_SYSTEM, turns=turns,
           state=f"Browser at {SHOP}/ (One Stop Market), signed in as Dana Whitfield, cart empty. Goal: put a Kasa 2-pack smart plug, a 12 ft USB-C cable and a bag of Lavazza whole-bean coffee in the cart, make it two bags of coffee, then go to checkout.",
           bad=True, turn=8, kind="cart order total does not equal the sum of its line items (subtotal drifted)")


# ---------------------------------------------------------------------------------------------
# 02 / 18  CareBridge patient portal (clinic)
# ---------------------------------------------------------------------------------------------
CB = "https://portal.carebridgehealth.org"


def cb_shell(user: str, unread: int, new_results: int, expires: str, body: list[str], clock: str = "") -> list[str]:
    out = ["[20] banner ''", "\t[22] link 'CareBridge Health home'", "\t\t[23] img 'CareBridge Health'",
           f"\tStaticText 'Signed in as {user}'",
           f"\tStaticText 'Session expires in {expires}'", "\t[26] button 'Extend session'", "\t[28] button 'Log out'",
           "[30] navigation 'Main menu'", "\t[32] link 'Home'", f"\t[34] link 'Messages{f' ({unread} unread)' if unread else ''}'",
           f"\t[36] link 'Test Results{f' ({new_results} new)' if new_results else ''}'", "\t[38] link 'Appointments'",
           "\t[40] link 'Medications'", "\t[42] link 'Billing'", "\t[44] link 'Profile & Preferences'",
           "\t[46] link 'Help'", "[50] main ''"]
    out += indent(body)
    out += ["[900] contentinfo ''", "\tStaticText '© 2024 CareBridge Health System. For emergencies call 911.'",
            "\t[902] link 'Privacy notice'", "\t[903] link 'Accessibility'", "\t[904] link 'Español'"]
    if clock:
        out.insert(4, f"\tStaticText '{clock}'")
    return out


def t02(rs: RowSet) -> None:
    u = "Priya Raman"
    res_list = ["[60] heading 'Test Results'", "[62] searchbox 'Search results' value=''",
                "[64] combobox 'Show' hasPopup: menu expanded: False value='Last 12 months'", "[66] table 'Results'",
                "\t[67] row ''", "\t\t[68] columnheader 'Test'", "\t\t[69] columnheader 'Ordered by'",
                "\t\t[70] columnheader 'Collected'", "\t\t[71] columnheader 'Status'"]
    rows = [("Lipid Panel", "Hannah Okafor, MD", "May 10, 2024", "Final · New"),
            ("Comprehensive Metabolic Panel", "Hannah Okafor, MD", "May 10, 2024", "Final"),
            ("Hemoglobin A1c", "Hannah Okafor, MD", "May 10, 2024", "Final"),
            ("Vitamin D, 25-Hydroxy", "Hannah Okafor, MD", "Nov 2, 2023", "Final"),
            ("CBC with Differential", "Tomas Becker, PA-C", "Nov 2, 2023", "Final")]
    for i, r in enumerate(rows):
        b = 80 + 6 * i
        res_list += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(r[0])}", f"\t\t[{b + 2}] gridcell {q(r[1])}",
                     f"\t\t[{b + 3}] gridcell {q(r[2])}", f"\t\t[{b + 4}] gridcell {q(r[3])}"]

    def lipid(si: bool) -> list[str]:
        vals = [("Total Cholesterol", "182 mg/dL", "4.71 mmol/L", "<200 mg/dL", "<5.17 mmol/L", "Normal"),
                ("LDL Cholesterol (calc)", "104 mg/dL", "2.69 mmol/L", "<100 mg/dL", "<2.59 mmol/L", "High"),
                ("HDL Cholesterol", "58 mg/dL", "1.50 mmol/L", ">39 mg/dL", ">1.01 mmol/L", "Normal"),
                ("Triglycerides", "98 mg/dL", "1.11 mmol/L", "<150 mg/dL", "<1.69 mmol/L", "Normal"),
                ("Non-HDL Cholesterol", "124 mg/dL", "3.21 mmol/L", "<130 mg/dL", "<3.36 mmol/L", "Normal")]
        out = ["[60] link 'Back to Test Results'", "[62] heading 'Lipid Panel'",
               "StaticText 'Collected: May 10, 2024 7:48 AM · Resulted: May 11, 2024 1:15 PM · Status: Final'",
               "StaticText 'Ordered by Hannah Okafor, MD · Eastside Family Medicine'",
               f"[64] switch 'Show SI units' checked: {'true' if si else 'false'}", "[66] table 'Components'",
               "\t[67] row ''", "\t\t[68] columnheader 'Component'", "\t\t[69] columnheader 'Your value'",
               "\t\t[70] columnheader 'Standard range'", "\t\t[71] columnheader 'Flag'"]
        for i, v in enumerate(vals):
            b = 80 + 5 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] rowheader {q(v[0])}", f"\t\t[{b + 2}] gridcell {q(v[2] if si else v[1])}",
                    f"\t\t[{b + 3}] gridcell {q(v[4] if si else v[3])}", f"\t\t[{b + 4}] gridcell {q(v[5])}"]
        out += ["[110] heading 'Comment from Hannah Okafor, MD'",
                "StaticText 'Your LDL is slightly above goal. Nothing urgent - let us recheck in 6 months and talk about diet at your physical.'",
                "[114] button 'Send a message about this result'", "[116] button 'Print'", "[118] button 'Download PDF'"]
        return out

    sched = ["[60] heading 'Schedule an Appointment'", "StaticText 'Step 1 of 3 · Choose a visit type'",
             "[62] combobox 'Specialty' hasPopup: menu expanded: False value='{spec}'",
             "[64] combobox 'Visit type' hasPopup: menu expanded: False value='{vt}'",
             "[66] combobox 'Location' hasPopup: menu expanded: False value='Any location'",
             "[68] radio 'In person' checked: true", "[69] radio 'Video visit' checked: false"]
    slots = [("Thu, May 23, 2024", "2:15 PM", "Lucas Mendel, MD", "Eastside Clinic, Suite 210", 120),
             ("Fri, May 24, 2024", "8:40 AM", "Lucas Mendel, MD", "Eastside Clinic, Suite 210", 121),
             ("Tue, May 28, 2024", "11:00 AM", "Aiko Tanaka, DO", "Riverside Specialty Center", 122),
             ("Wed, May 29, 2024", "3:30 PM", "Aiko Tanaka, DO", "Riverside Specialty Center", 123)]

    def sched_page(spec: str, vt: str, with_slots: bool, asof: str) -> list[str]:
        out = [s.replace("{spec}", spec).replace("{vt}", vt) for s in sched]
        if with_slots:
            out += ["[100] heading 'Step 2 of 3 · Pick a time'", f"StaticText 'Openings as of {asof}. Times are shown in Central Time.'",
                    "[104] list 'Available times'"]
            for d, t, prov, loc, b in slots:
                out += [f"\t[{b}] button '{d} {t} with {prov} at {loc}'"]
            out += ["[130] button 'Show more times'", "[132] link 'Join the waitlist for an earlier opening'"]
        return out

    review = ["[60] heading 'Schedule an Appointment'", "StaticText 'Step 3 of 3 · Review and confirm'",
              "[62] group 'Appointment details'", "\tStaticText 'New patient visit - Dermatology'",
              "\tStaticText 'Thu, May 23, 2024 at 2:15 PM (arrive by 2:00 PM)'", "\tStaticText 'Lucas Mendel, MD'",
              "\tStaticText 'Eastside Clinic, Suite 210, 4410 Prairie Ave, Madison, WI 53704'",
              "[70] textbox 'Reason for visit (optional)' value=''", "[72] checkbox 'I have reviewed the cancellation policy' checked: true",
              "[74] button 'Confirm appointment'", "[76] button 'Back'"]

    def appt_list(phys_date: str, phys_conf: str, note: str | None, when: str) -> list[str]:
        out = ["[60] heading 'Appointments'"]
        if note:
            out += ["[61] status ''", f"\tStaticText {q(note)}"]
        out += ["[62] tablist ''", "\t[63] tab 'Upcoming (2)' selected: true", "\t[64] tab 'Past' selected: false",
                "\t[65] tab 'Cancelled' selected: false", "[66] button 'Schedule an appointment'", "[70] list 'Upcoming appointments'",
                "\t[72] listitem ''", "\t\t[73] heading 'Thu, May 23, 2024 · 2:15 PM'",
                "\t\tStaticText 'New patient visit - Dermatology with Lucas Mendel, MD'",
                "\t\tStaticText 'Eastside Clinic, Suite 210'", f"\t\tStaticText 'Confirmation #CB-7Q4M-2291 · {when}'",
                "\t\tStaticText 'eCheck-in opens May 16'", "\t\t[75] button 'Reschedule'", "\t\t[76] button 'Cancel'",
                "\t\t[77] link 'Add to calendar'",
                "\t[80] listitem ''", f"\t\t[81] heading '{phys_date}'",
                "\t\tStaticText 'Annual physical with Hannah Okafor, MD'", "\t\tStaticText 'Eastside Clinic, Suite 104'",
                f"\t\tStaticText 'Confirmation #{phys_conf}'", "\t\tStaticText 'Fasting not required'",
                "\t\t[83] button 'Reschedule'", "\t\t[84] button 'Cancel'", "\t\t[85] link 'Add to calendar'"]
        return out

    resched = ["[60] heading 'Reschedule: Annual physical with Hannah Okafor, MD'",
               "StaticText 'Currently: Tue, Jun 4, 2024 · 9:30 AM · Eastside Clinic, Suite 104'",
               "StaticText 'Openings as of 10:09 AM. Your current time is held until you pick a new one.'",
               "[64] list 'Available times'", "\t[66] button 'Fri, Jun 7, 2024 1:20 PM'", "\t[67] button 'Tue, Jun 11, 2024 8:00 AM'",
               "\t[68] button 'Tue, Jun 11, 2024 10:45 AM'", "\t[69] button 'Thu, Jun 13, 2024 4:10 PM'",
               "[72] button 'Keep my current time'"]
    home = ["[60] heading 'Welcome back, Priya'", "StaticText 'Last sign-in: Mon, May 13, 2024 at 8:14 PM'",
            "[62] region 'Next appointment'", "\tStaticText 'Thu, May 23, 2024 · 2:15 PM - in 9 days'",
            "\tStaticText 'Dermatology with Lucas Mendel, MD'", "\t[64] link 'View all appointments (2)'",
            "[66] region 'To do'", "\tStaticText 'Complete your pre-visit questionnaire for May 23'", "\t[68] link 'Start questionnaire'",
            "[70] region 'Messages'", "\tStaticText '2 unread messages'", "\t[72] link 'Go to inbox'",
            "[74] region 'Billing'", "\tStaticText 'Balance due: $45.00 (statement dated May 1, 2024)'", "\t[76] link 'Pay now'"]
    turns = [
        ("click('36')", axtree("Test Results - CareBridge", cb_shell(u, 2, 1, "14:41", res_list), f"{CB}/results")),
        ("click('81')", axtree("Lipid Panel - CareBridge", cb_shell(u, 2, 0, "14:57", lipid(False)), f"{CB}/results/LP-2024-0510-7731")),
        ("click('64')", axtree("Lipid Panel - CareBridge", cb_shell(u, 2, 0, "14:41", lipid(True)), f"{CB}/results/LP-2024-0510-7731?units=si")),
        (f"goto('{CB}/appointments/new')", axtree("Schedule - CareBridge", cb_shell(u, 2, 0, "14:58", sched_page("Select a specialty", "Select a visit type", False, "")), f"{CB}/appointments/new")),
        ("select_option('62', 'Dermatology')", axtree("Schedule - CareBridge", cb_shell(u, 2, 0, "14:52", sched_page("Dermatology", "New patient visit", True, "10:06 AM")), f"{CB}/appointments/new?specialty=derm")),
        ("click('120')", axtree("Schedule - CareBridge", cb_shell(u, 2, 0, "14:59", review), f"{CB}/appointments/new/review")),
        ("click('74')", axtree("Appointments - CareBridge", cb_shell(u, 2, 0, "14:59", appt_list("Tue, Jun 4, 2024 · 9:30 AM", "CB-3K9D-0815", "Your appointment is scheduled. A confirmation was sent to p.raman@fastmail.com.", "booked just now")), f"{CB}/appointments")),
        ("click('83')", axtree("Reschedule - CareBridge", cb_shell(u, 2, 0, "14:57", resched), f"{CB}/appointments/CB-3K9D-0815/reschedule")),
        ("click('67')", axtree("Appointments - CareBridge", cb_shell(u, 2, 0, "14:59", appt_list("Tue, Jun 11, 2024 · 8:00 AM", "CB-8J2P-1147", "Rescheduled. Your Jun 4 visit was cancelled and replaced by Tue, Jun 11 at 8:00 AM (new confirmation number).", "booked 3 minutes ago")), f"{CB}/appointments")),
        ("click('32')", axtree("Home - CareBridge", cb_shell(u, 2, 0, "14:58", home), f"{CB}/home")),
    ]
    rs.add(task=T, tid="h27-web-02", system=WEB_SYSTEM, turns=turns,
           state=f"CareBridge patient portal at {CB}/home, signed in as Priya Raman (session timer 15:00, resets on each page load). Menu shows Messages (2 unread) and Test Results (1 new). Upcoming: annual physical Tue, Jun 4, 2024 9:30 AM, confirmation #CB-3K9D-0815. Goal: read the new lab result, book a first dermatology visit, and move the physical to a later date.")


# ---------------------------------------------------------------------------------------------
# 03 / 15  GitLab
# ---------------------------------------------------------------------------------------------
GL = "http://gitlab.localhost:8023"


def gl_shell(proj: str, proj_name: str, issues: int, mrs: int, crumbs: list[str], body: list[str], user: str = "Ines Duarte") -> list[str]:
    out = ["[40] navigation 'Skip links'", "\t[41] link 'Skip to main content'", "[60] banner 'Main navigation'",
           "\t[62] link 'Homepage'", "\t[64] button 'Search GitLab'", "\t[66] link 'Issues 0'", "\t[67] link 'Merge requests 2'",
           "\t[68] link 'To-Do List 3'", f"\t[70] button '{user} user’s menu' hasPopup: menu expanded: False",
           "[80] navigation 'Project navigation'", f"\t[82] link {q(proj_name)}", "\t[84] link 'Project information'",
           "\t[86] link 'Repository'", f"\t[88] link 'Issues {issues}'", f"\t[90] link 'Merge requests {mrs}'",
           "\t[92] link 'CI/CD'", "\t[94] link 'Security and Compliance'", "\t[96] link 'Deployments'", "\t[98] link 'Packages and registries'",
           "\t[100] link 'Infrastructure'", "\t[102] link 'Monitor'", "\t[104] link 'Analytics'", "\t[106] link 'Wiki'",
           "\t[108] link 'Snippets'", "\t[110] link 'Settings'", "\t[112] button 'Collapse sidebar'",
           "[120] navigation 'Breadcrumbs'"]
    out += [f"\t[{122 + i}] link {q(c)}" for i, c in enumerate(crumbs)]
    out += ["[140] main ''"] + indent(body)
    return out


CC = "accessible-charts/contrast-checker"
CC_ISSUES = [
    (48, "Contrast ratio shown as 4.499 instead of 4.5 for #767676 on white", ["bug", "priority::2"], "Kwame Mensah", "2 days ago", "3 hours ago", 4),
    (47, "Add --json flag to the CLI output", ["feature"], "Ines Duarte", "4 days ago", "4 days ago", 1),
    (46, "Dark mode palette fails AA for disabled buttons", ["a11y", "bug"], "Lena Fischer", "1 week ago", "{u46}", 7),
    (45, "Document APCA support status", ["documentation"], "Kwame Mensah", "2 weeks ago", "1 week ago", 0),
    (44, "Crash when hex color has an alpha channel (#RRGGBBAA)", ["bug"], "Tobias Lind", "2 weeks ago", "2 weeks ago", 3),
    (41, "8-digit hex input raises ValueError", ["bug"], "Marta Quiroga", "3 weeks ago", "3 weeks ago", 1),
    (39, "Support HSL and OKLCH input", ["feature"], "Lena Fischer", "1 month ago", "3 weeks ago", 2),
    (36, "Flaky test test_large_palette on CI", ["bug", "ci"], "Ines Duarte", "1 month ago", "6 days ago", 5),
    (33, "Bump Pillow to 10.3", ["dependencies"], "renovate-bot", "1 month ago", "1 month ago", 1),
    (29, "Web demo: colour picker is not keyboard accessible", ["a11y", "bug"], "Kwame Mensah", "2 months ago", "2 weeks ago", 6),
    (24, "Publish to PyPI via trusted publishing", ["ci"], "Ines Duarte", "3 months ago", "3 months ago", 2),
]
NEW49 = (49, "Ratio rounding differs between CLI and web demo", ["bug"], "Ines Duarte", "{c49}", "{c49}", 0)


def gl_issue_list(issues: list[tuple], counts: tuple[int, int, int], u46: str, c49: str, label: str | None = None) -> list[str]:
    o, c, a = counts
    out = ["[150] heading 'Issues'", "[152] tablist ''", f"\t[153] tab 'Open {o}' selected: true",
           f"\t[154] tab 'Closed {c}' selected: false", f"\t[155] tab 'All {a}' selected: false",
           "[158] button 'Edit issues'", "[159] link 'New issue'", "[160] search 'Search or filter results…'"]
    if label:
        out += [f"\t[161] button 'Label is {label}'", "\t[162] button 'Remove token'"]
    out += ["[164] button 'Created date'", "[165] button 'Sort direction: Descending'", "[170] list ''"]
    for k, (n, title, labels, author, created, updated, comments) in enumerate(issues):
        b = 200 + 12 * k
        created = created.replace("{c49}", c49)
        updated = updated.replace("{u46}", u46).replace("{c49}", c49)
        out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link {q(title)}", f"\t\tStaticText '#{n} · created {created} by'",
                f"\t\t[{b + 2}] link {q(author)}"]
        out += [f"\t\t[{b + 3 + j}] link {q(lab)}" for j, lab in enumerate(labels)]
        out += [f"\t\t[{b + 6}] link '{comments}'" if comments else "", f"\t\tStaticText 'updated {updated}'"]
        out = [x for x in out if x]
    return out


def gl_issue_page(n: int, title: str, state: str, author: str, created: str, desc: list[str], labels: list[str],
                  notes: list[str], parts: int = 1, assignee: str = "None - assign yourself") -> list[str]:
    out = [f"StaticText '{state}'", f"StaticText 'Issue created {created} by'",
           f"[152] link {q(author)}", "[154] button 'Issue actions' hasPopup: menu", f"[156] heading {q(title)}"]
    out += [f"StaticText {q(d)}" for d in desc]
    out += ["[170] button 'Add a to do item'", "[172] heading 'Linked items 0'", "[174] heading 'Activity'",
            "[176] button 'Sort or filter' hasPopup: menu", "[178] list ''"]
    for i, x in enumerate(notes):
        out += [f"\t[{180 + i}] listitem ''", f"\t\tStaticText {q(x)}"]
    out += ["[200] textbox 'Comment' value=''", "[202] button 'Comment'",
            f"[204] button '{'Reopen issue' if state == 'Closed' else 'Close issue'}'",
            "[210] complementary 'Issue sidebar'", "\t[212] button 'Edit Assignee'", f"\tStaticText {q(assignee)}",
            "\t[214] button 'Edit Labels'"]
    out += [f"\t[{216 + i}] link {q(lab)}" for i, lab in enumerate(labels)] or ["\tStaticText 'None'"]
    out += ["\t[222] button 'Edit Milestone'", "\tStaticText 'None'", "\t[224] button 'Edit Due date'", "\tStaticText 'None'",
            "\t[226] button 'Edit Time tracking'", "\tStaticText 'No estimate or time spent'",
            "\t[228] button 'Edit Confidentiality'", "\tStaticText 'Not confidential'",
            f"\tStaticText '{parts} participant{'s' if parts > 1 else ''}'",
            "\t[230] switch 'Notifications' checked: true", f"\tStaticText 'Reference: {CC}#{n}'",
            "\t[232] button 'Copy Reference'"]
    return out


def t03(rs: RowSet) -> None:
    crumbs = ["Accessible Charts", "contrast-checker", "Issues"]
    name = "contrast-checker"
    d49 = ["The CLI prints 4.49:1 for #767676 on #FFFFFF while the web demo shows 4.5:1.",
           "Both should use the same rounding helper (round half up to two decimals, like WebAIM)."]
    new_form = ["[150] heading 'New Issue'", "[152] textbox 'Title (required)' required: True value='{title}'",
                "[154] combobox 'Choose a template' hasPopup: listbox value='No template'",
                "[156] textbox 'Description' value='{desc}'", "[158] button 'Preview'", "[160] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false",
                "[162] button 'Assignee Unassigned' hasPopup: listbox", "[163] link 'Assign to me'",
                "[164] button 'Milestone Select milestone' hasPopup: listbox", "[166] button '{labels}' hasPopup: listbox expanded: {exp}",
                "[168] textbox 'Due date' value=''", "[172] button 'Create issue'", "[174] link 'Cancel'"]
    label_menu = ["[300] listbox 'Select labels'", "\t[301] searchbox 'Search' value=''", "\t[302] option 'a11y' selected: False",
                  "\t[303] option 'bug' selected: {bug}", "\t[304] option 'ci' selected: False", "\t[305] option 'dependencies' selected: False",
                  "\t[306] option 'documentation' selected: False", "\t[307] option 'feature' selected: False",
                  "\t[308] option 'priority::1' selected: False", "\t[309] option 'priority::2' selected: False",
                  "\t[310] link 'Create project label'", "\t[311] link 'Manage project labels'"]

    def form(title: str, desc: str, labels: str, exp: bool, bug: bool) -> list[str]:
        f = [s.replace("{title}", title).replace("{desc}", desc).replace("{labels}", labels).replace("{exp}", str(exp)) for s in new_form]
        if exp:
            f += [s.replace("{bug}", str(bug)) for s in label_menu]
        return f

    desc = " ".join(d49)
    l1 = gl_issue_list(CC_ISSUES, (11, 37, 48), "5 minutes ago", "")
    l2 = gl_issue_list([NEW49] + CC_ISSUES, (12, 37, 49), "9 minutes ago", "1 minute ago")
    bugs = [NEW49] + [x for x in CC_ISSUES if "bug" in x[2] and x[0] != 41]
    l3 = gl_issue_list(bugs, (6, 14, 20), "11 minutes ago", "3 minutes ago", label="bug")
    d41 = ["Passing '#1e90ffcc' to contrast() raises ValueError: invalid literal for int() with base 16.",
           "Probably the same root cause as #44."]
    n41 = ["Marta Quiroga added bug label 3 weeks ago", "Kwame Mensah · 3 weeks ago: Looks like a duplicate of #44, the parser only accepts 3 or 6 digits."]
    n49 = ["Ines Duarte added bug label just now"]
    turns = [
        (f"goto('{GL}/{CC}/-/issues')", axtree(f"Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs, l1), f"{GL}/{CC}/-/issues")),
        ("click('159')", axtree(f"New Issue · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["New"], form("", "", "Labels None", False, False)), f"{GL}/{CC}/-/issues/new")),
        (f"fill('152', '{NEW49[1]}')", axtree(f"New Issue · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["New"], form(NEW49[1], "", "Labels None", False, False)), f"{GL}/{CC}/-/issues/new")),
        (f"fill('156', '{desc}')", axtree(f"New Issue · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["New"], form(NEW49[1], desc, "Labels None", False, False)), f"{GL}/{CC}/-/issues/new")),
        ("click('166')", axtree(f"New Issue · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["New"], form(NEW49[1], desc, "Labels None", True, False)), f"{GL}/{CC}/-/issues/new")),
        ("click('303')", axtree(f"New Issue · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["New"], form(NEW49[1], desc, "Labels bug", True, True)), f"{GL}/{CC}/-/issues/new")),
        ("click('172')", axtree(f"{NEW49[1]} (#49) · Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 12, 3, crumbs + ["#49"], gl_issue_page(49, NEW49[1], "Open", "Ines Duarte", "just now", d49, ["bug"], n49)), f"{GL}/{CC}/-/issues/49")),
        (f"goto('{GL}/{CC}/-/issues')", axtree(f"Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 12, 3, crumbs, l2), f"{GL}/{CC}/-/issues")),
        ("click('273')", axtree(f"8-digit hex input raises ValueError (#41) · Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 12, 3, crumbs + ["#41"], gl_issue_page(41, CC_ISSUES[5][1], "Open", "Marta Quiroga", "3 weeks ago", d41, ["bug"], n41, 2)), f"{GL}/{CC}/-/issues/41")),
        ("click('204')", axtree(f"8-digit hex input raises ValueError (#41) · Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs + ["#41"], gl_issue_page(41, CC_ISSUES[5][1], "Closed", "Marta Quiroga", "3 weeks ago", d41, ["bug"], n41 + ["Ines Duarte closed just now"], 3)), f"{GL}/{CC}/-/issues/41")),
        (f"goto('{GL}/{CC}/-/issues/?label_name%5B%5D=bug')", axtree(f"Issues · Accessible Charts / {name} · GitLab", gl_shell(CC, name, 11, 3, crumbs, l3), f"{GL}/{CC}/-/issues/?label_name%5B%5D=bug")),
    ]
    rs.add(task=T, tid="h27-web-03", system=WEB_SYSTEM, turns=turns,
           state=f"GitLab at {GL}, signed in as Ines Duarte (maintainer of {CC}). Goal: file a bug about the CLI/web rounding mismatch, close #41 as a duplicate of #44, then review the open bugs.")


TS = "fieldnotes/tileserver"
TS_COMMITS = [("e4c19a83", "Add eviction test for the LRU tile cache", "Noor Haddad", "2 hours ago"),
              ("9b07d215", "Key the tile cache by (z, x, y, style)", "Noor Haddad", "3 hours ago"),
              ("51fa3ce0", "Extract tile rendering into render_tile()", "Noor Haddad", "yesterday")]
TS_MAIN = [("a90b4e12", "Pin mapnik to 3.1.0 in the Docker image", "Jonas Weber", "2 days ago"),
           ("3ccf7d09", "Return 204 for empty ocean tiles", "Noor Haddad", "4 days ago"),
           ("0d6e51b4", "Add /healthz endpoint", "Jonas Weber", "1 week ago")]


def ts_mr(tab: str, body: list[str], state: str = "Open") -> list[str]:
    head = [f"StaticText '{state}'", "[150] heading 'Cache rendered tiles per zoom level'",
            "StaticText 'Noor Haddad requested to merge'", "[152] link 'feat/tile-cache'", "StaticText 'into'",
            "[153] link 'main'", "[155] button 'Code' hasPopup: menu", "[157] button 'Merge request actions' hasPopup: menu",
            "[160] tablist ''"]
    for i, (t, n) in enumerate([("Overview", 4), ("Commits", 3), ("Pipelines", 1), ("Changes", 3)]):
        head.append(f"\t[{161 + i}] tab '{t} {n}' selected: {'true' if t == tab else 'false'}")
    return head + body


def t15(rs: RowSet) -> None:
    name = "tileserver"
    crumbs = ["fieldnotes", "tileserver", "Merge requests", "!27"]
    desc = ["StaticText 'Renders were recomputed for every request, which made z14+ panning slow (p95 ~820 ms).'",
            "StaticText 'This adds an in-process LRU cache (maxsize 4096) keyed by (z, x, y, style), plus an eviction test.'",
            "StaticText 'Closes #61'"]

    def overview(approved: bool, merged: bool) -> list[str]:
        b = list(desc)
        if merged:
            b += ["[200] region 'Merge request widget'", "\tStaticText 'Merged by Jonas Weber just now'",
                  "\tStaticText 'The changes were merged into main with 7c1de0f5'", "\t[202] link '7c1de0f5'",
                  "\tStaticText 'The source branch has been deleted'", "\t[204] button 'Revert'", "\t[205] button 'Cherry-pick'",
                  "\tStaticText 'Pipeline #1490 running for 7c1de0f5 on main'", "\t[206] link '#1490'"]
        else:
            b += ["[200] region 'Merge request widget'", "\tStaticText 'Merge request pipeline #1482 passed for e4c19a83'",
                  "\t[201] link '#1482'", "\t[202] link 'e4c19a83'", "\tStaticText '3 stages: lint passed, test passed, build passed'",
                  f"\tStaticText '{'Approved by you' if approved else 'Approval is optional'}'" if approved else "\tStaticText 'Requires 1 approval from eligible users.'",
                  f"\t[208] button '{'Revoke approval' if approved else 'Approve'}'",
                  "\tStaticText 'Ready to merge!'" if approved else "\tStaticText 'Merge blocked: all required approvals must be given.'",
                  "\t[210] checkbox 'Delete source branch' checked: true", "\t[211] checkbox 'Squash commits' checked: false",
                  f"\t[212] button 'Merge' disabled: {'false' if approved else 'true'}",
                  "\tStaticText '3 commits and 1 merge commit will be added to main.'"]
        b += ["[240] heading 'Activity'", "[242] list ''",
              "\t[243] listitem ''", "\t\tStaticText 'Noor Haddad assigned to @jweber 3 hours ago'",
              "\t[244] listitem ''", "\t\tStaticText 'Noor Haddad added 1 commit 2 hours ago: e4c19a83 - Add eviction test for the LRU tile cache'",
              "\t[245] listitem ''", "\t\tStaticText 'Jonas Weber · 1 hour ago: Looks good, one nit on the maxsize constant - fine to keep.'"]
        if approved:
            b += ["\t[246] listitem ''", "\t\tStaticText 'Jonas Weber approved this merge request just now'"]
        if merged:
            b += ["\t[247] listitem ''", "\t\tStaticText 'Jonas Weber merged just now'"]
        b += ["[260] complementary 'Merge request sidebar'", "\tStaticText 'Assignee'", "\t[262] link 'Jonas Weber'",
              "\tStaticText 'Reviewer'", "\t[264] link 'Jonas Weber'", "\tStaticText 'Labels'", "\t[266] link 'performance'",
              "\tStaticText 'Milestone'", "\t[268] link 'v0.9'", "\tStaticText 'Reference: fieldnotes/tileserver!27'"]
        return b

    commits = ["[180] heading 'May 14, 2024'", "[182] list ''"]
    for i, (sha, msg, who, when) in enumerate(TS_COMMITS):
        if i == 2:
            commits += ["[190] heading 'May 13, 2024'", "[191] list ''"]
        b = 184 + 3 * i if i < 2 else 192
        commits += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link {q(msg)}", f"\t\tStaticText '{who} authored {when}'",
                    f"\t\t[{b + 2}] button 'Copy commit SHA'", f"\t\tStaticText {q(sha)}"]
    changes = ["[180] StaticText 'Compare main and latest version'", "StaticText 'Showing 3 changed files with 84 additions and 17 deletions'",
               "[182] tree 'File browser'", "\t[183] treeitem 'tileserver/cache.py +41 -0'", "\t[184] treeitem 'tileserver/render.py +19 -17'",
               "\t[185] treeitem 'tests/test_cache.py +24 -0'",
               "[190] region 'tileserver/cache.py'", "\tStaticText '1 + from functools import lru_cache'",
               "\tStaticText '2 + from .render import render_tile'", "\tStaticText '3 +'", "\tStaticText '4 + TILE_CACHE_SIZE = 4096'",
               "\tStaticText '5 +'", "\tStaticText '6 +'", "\tStaticText '7 + @lru_cache(maxsize=TILE_CACHE_SIZE)'",
               "\tStaticText '8 + def cached_tile(z: int, x: int, y: int, style: str) -> bytes:'",
               "\tStaticText '9 +     return render_tile(z, x, y, style)'",
               "[200] region 'tileserver/render.py'", "\tStaticText '@@ -12,23 +12,25 @@ def tile(request, z, x, y):'",
               "\tStaticText '14 -     img = mapnik.Image(256, 256)'", "\tStaticText '14 +     return cached_tile(z, x, y, request.style)'",
               "[210] region 'tests/test_cache.py'", "\tStaticText '12 + def test_eviction_after_maxsize(monkeypatch):'",
               "\tStaticText '13 +     monkeypatch.setattr(cache, \"TILE_CACHE_SIZE\", 2)'"]

    def pipes(sha: str) -> list[str]:
        return ["[180] table 'Pipelines'", "\t[181] row ''", "\t\t[182] columnheader 'Status'", "\t\t[183] columnheader 'Pipeline'",
                "\t\t[184] columnheader 'Triggerer'", "\t\t[185] columnheader 'Stages'", "\t[186] row ''",
                "\t\t[187] link 'passed'", "\t\tStaticText '00:04:12'", "\t\tStaticText '2 hours ago'",
                "\t\t[188] link 'Add eviction test for the LRU tile cache'", "\t\t[189] link '#1482'",
                "\t\tStaticText 'merge request'", "\t\t[190] link 'feat/tile-cache'", f"\t\t[191] link {q(sha)}",
                "\t\t[192] img 'Noor Haddad'", "\t\t[193] button 'Stage: lint: passed'", "\t\t[194] button 'Stage: test: passed'",
                "\t\t[195] button 'Stage: build: passed'", "\t\t[196] button 'Run again'"]

    def main_commits() -> list[str]:
        rows = [("7c1de0f5", "Merge branch 'feat/tile-cache' into 'main'", "Jonas Weber", "just now", "running")]
        rows += [(s, m, w, t, "passed") for s, m, w, t in TS_COMMITS + TS_MAIN]
        out = ["[150] combobox 'Switch branch/tag' value='main'", "[152] searchbox 'Search by message' value=''", "[154] list ''"]
        for i, (sha, msg, who, when, st) in enumerate(rows):
            b = 160 + 5 * i
            out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link {q(msg)}", f"\t\tStaticText '{who} authored {when}'",
                    f"\t\t[{b + 2}] link 'Pipeline: {st}'", f"\t\tStaticText {q(sha)}", f"\t\t[{b + 3}] button 'Copy commit SHA'",
                    f"\t\t[{b + 4}] link 'Browse Files'"]
        return out

    def plist(st: str, dur: str) -> list[str]:
        out = ["[150] tablist ''", "\t[151] tab 'All 212' selected: true", "\t[152] tab 'Finished' selected: false",
               "\t[153] tab 'Branches' selected: false", "\t[154] tab 'Tags' selected: false", "[156] button 'Run pipeline'",
               "[160] table ''"]
        rows = [(st, dur, "#1490", "main", "7c1de0f5", "Merge branch 'feat/tile-cache' into 'main'", "Jonas Weber"),
                ("passed", "00:04:12", "#1482", "feat/tile-cache", "e4c19a83", "Add eviction test for the LRU tile cache", "Noor Haddad"),
                ("passed", "00:04:05", "#1479", "fix/retina-tiles", "b3e08f6a", "Serve @2x tiles at 512 px", "Aditi Rao"),
                ("failed", "00:02:51", "#1471", "chore/ruff-0.4", "f21c9d70", "Bump ruff to 0.4.4 and fix new lints", "renovate-bot"),
                ("passed", "00:03:58", "#1466", "main", "a90b4e12", "Pin mapnik to 3.1.0 in the Docker image", "Jonas Weber")]
        for i, r in enumerate(rows):
            b = 170 + 8 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(r[0])}", f"\t\tStaticText {q(r[1])}", f"\t\t[{b + 2}] link {q(r[5])}",
                    f"\t\t[{b + 3}] link {q(r[2])}", f"\t\t[{b + 4}] link {q(r[3])}", f"\t\t[{b + 5}] link {q(r[4])}",
                    f"\t\t[{b + 6}] img {q(r[6])}"]
        return out

    title = "Cache rendered tiles per zoom level (!27) · Merge requests · fieldnotes / tileserver · GitLab"
    mr = f"{GL}/{TS}/-/merge_requests/27"
    turns = [
        (f"goto('{mr}')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Overview", overview(False, False)), "Jonas Weber"), mr)),
        ("click('162')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Commits", commits), "Jonas Weber"), mr + "/commits")),
        ("click('164')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Changes", changes), "Jonas Weber"), mr + "/diffs")),
        ("click('163')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Pipelines", pipes("e4c19d27")), "Jonas Weber"), mr + "/pipelines")),
        ("click('161')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Overview", overview(False, False)), "Jonas Weber"), mr)),
        ("click('208')", axtree(title, gl_shell(TS, name, 9, 4, crumbs, ts_mr("Overview", overview(True, False)), "Jonas Weber"), mr)),
        ("click('212')", axtree(title, gl_shell(TS, name, 8, 3, crumbs, ts_mr("Overview", overview(True, True), "Merged"), "Jonas Weber"), mr)),
        (f"goto('{GL}/{TS}/-/commits/main')", axtree("Commits · main · fieldnotes / tileserver · GitLab", gl_shell(TS, name, 8, 3, ["fieldnotes", "tileserver", "Repository", "Commits"], main_commits(), "Jonas Weber"), f"{GL}/{TS}/-/commits/main")),
        (f"goto('{GL}/{TS}/-/pipelines')", axtree("Pipelines · fieldnotes / tileserver · GitLab", gl_shell(TS, name, 8, 3, ["fieldnotes", "tileserver", "CI/CD", "Pipelines"], plist("running", "00:01:37"), "Jonas Weber"), f"{GL}/{TS}/-/pipelines")),
        (f"goto('{GL}/{TS}/-/pipelines')", axtree("Pipelines · fieldnotes / tileserver · GitLab", gl_shell(TS, name, 8, 3, ["fieldnotes", "tileserver", "CI/CD", "Pipelines"], plist("passed", "00:04:37"), "Jonas Weber"), f"{GL}/{TS}/-/pipelines")),
    ]
    rs.add(task=T, tid="h27-web-15", system=WEB_SYSTEM, turns=turns,
           state=f"GitLab at {GL}, signed in as Jonas Weber, reviewer of merge request !27 in {TS} (Issues 9, Merge requests 4). Goal: review !27 (commits, diff, pipeline), approve it, merge it, and check the pipeline on main.",
           bad=True, turn=4, kind="the head commit's short SHA for pipeline #1482 differs from the one shown in the overview and commit list")


# ---------------------------------------------------------------------------------------------
# 04  Harrow Valley Historical Society wiki (MediaWiki): section edit
# ---------------------------------------------------------------------------------------------
HV = "https://wiki.harrowvalleyhistory.org"


def mw_shell(title: str, view: str, body: list[str], tab: str = "Page") -> list[str]:
    out = ["[20] navigation 'Personal tools'", "\t[21] link 'Archivist-Ruth'", "\t[22] link 'Alerts (0)'", "\t[23] link 'Notices (1)'",
           "\t[24] link 'Talk'", "\t[25] link 'Preferences'", "\t[26] link 'Watchlist'", "\t[27] link 'Contributions'",
           "\t[28] link 'Log out'", "[30] navigation 'Namespaces'", f"\t[31] link 'Page' {'selected' if tab == 'Page' else ''}".rstrip(),
           f"\t[32] link 'Discussion' {'selected' if tab == 'Discussion' else ''}".rstrip(), "[34] navigation 'Views'"]
    out += [f"\t[{35 + i}] link {q(v)}{' selected' if v == view else ''}" for i, v in enumerate(["Read", "Edit", "View history"])]
    out += ["\t[38] button 'Unwatch'", "[40] search ''", "\t[41] searchbox 'Search Harrow Valley History Wiki' value=''",
            "\t[42] button 'Go'", "[44] navigation 'Navigation'", "\t[45] link 'Main page'", "\t[46] link 'Recent changes'",
            "\t[47] link 'Random page'", "\t[48] link 'Help'", "[50] navigation 'Tools'", "\t[51] link 'What links here'",
            "\t[52] link 'Related changes'", "\t[53] link 'Special pages'", "\t[54] link 'Printable version'",
            "\t[55] link 'Permanent link'", "\t[56] link 'Page information'", "[60] main ''", f"\t[61] heading {q(title)}"]
    return out + indent(body)


MB_OLD_ACCESS = "The bridge is open to pedestrians from dawn to dusk. Parking is available at the Millbrook Mill lot on Tuttle Road (six spaces)."
MB_NEW_ACCESS = "The bridge is open to pedestrians from dawn to dusk. Since April 2024 visitor parking is at the gravel lot at 1180 Tuttle Road (twelve spaces); the Millbrook Mill lot is now private."


def mb_page(rebuilt: str, access: str, footer: str) -> list[str]:
    return ["StaticText 'From Harrow Valley History Wiki'", "[70] table 'Millbrook Covered Bridge'",
            "\t[71] row ''", "\t\t[72] rowheader 'Location'", "\t\t[73] gridcell 'Millbrook Creek, Harrow Township, Lancaster County'",
            "\t[74] row ''", "\t\t[75] rowheader 'Built'", "\t\t[76] gridcell '1872'",
            "\t[77] row ''", "\t\t[78] rowheader 'Builder'", "\t\t[79] gridcell 'Josiah Tuttle'",
            "\t[80] row ''", "\t\t[81] rowheader 'Design'", "\t\t[82] gridcell 'Burr arch truss'",
            "\t[83] row ''", "\t\t[84] rowheader 'Length'", "\t\t[85] gridcell '126 ft (38 m)'",
            "\t[86] row ''", "\t\t[87] rowheader 'Width'", "\t\t[88] gridcell '16 ft (4.9 m)'",
            "\t[89] row ''", "\t\t[90] rowheader 'NRHP listed'", "\t\t[91] gridcell 'September 13, 1978 (ref. 78002215)'",
            "StaticText 'The Millbrook Covered Bridge is a single-span Burr arch truss bridge over Millbrook Creek in Harrow Township. It was built in 1872 by Josiah Tuttle and is one of three surviving covered bridges in the valley.'",
            "[100] navigation 'Contents'", "\t[101] link '1 History'", "\t[102] link '2 Restoration'", "\t[103] link '3 Legends'", "\t[104] link '4 Access'",
            "[110] heading 'History'", "\t[111] link 'edit section: History'",
            "StaticText 'The bridge replaced a ford used by the Tuttle grist mill. The county paid $1,450 for the span, and tolls of one cent per pedestrian were collected until 1889.'",
            f"StaticText 'After the flood of March 1936 carried away the eastern abutment, the county rebuilt it in stone in {rebuilt}. The bridge carried motor traffic until 1968, when a concrete bridge opened 200 yards downstream.'",
            "[120] heading 'Restoration'", "\t[121] link 'edit section: Restoration'",
            "StaticText 'A volunteer campaign raised $212,000 between 1994 and 1997. A crew led by Eli Stoltzfus replaced the roof and about 40 percent of the siding in 1998, and the bridge reopened to pedestrians on June 6, 1998.'",
            "[130] heading 'Legends'", "\t[131] link 'edit section: Legends'",
            "StaticText 'Local lore holds that couples who cross without speaking will marry within the year. The society has collected eleven versions of the story since 1952.'",
            "[140] heading 'Access'", "\t[141] link 'edit section: Access'", f"StaticText {q(access)}",
            "[150] heading 'References'", "[152] list ''", "\t[153] listitem 'National Register of Historic Places Inventory, nomination form, 1978.'",
            "\t[154] listitem 'Harrow County Commissioners, Minute Book 7, p. 212 (1872).'",
            "\t[155] listitem 'Millbrook Bridge Committee, Final Report, 1998.'",
            "[160] link 'Categories'", "\t[161] link 'Covered bridges'", "\t[162] link 'Harrow Township'",
            "[170] contentinfo ''", f"\tStaticText {q(footer)}", "\t[172] link 'Privacy policy'", "\t[173] link 'About Harrow Valley History Wiki'"]


def t04(rs: RowSet) -> None:
    title = "Millbrook Covered Bridge - Harrow Valley History Wiki"
    url = f"{HV}/wiki/Millbrook_Covered_Bridge"

    def editor(text: str, summary: str) -> list[str]:
        return ["StaticText 'You are editing a section of this page (section 4: Access).'",
                "[70] toolbar ''", "\t[71] button 'Bold'", "\t[72] button 'Italic'", "\t[73] button 'Link'", "\t[74] button 'Reference'",
                f"[80] textbox '' multiline: True value='== Access ==\n{text}'",
                f"[82] textbox 'Summary:' value='/* Access */ {summary}'", "[84] checkbox 'This is a minor edit' checked: false",
                "[85] checkbox 'Watch this page' checked: true", "[86] button 'Save changes'", "[87] button 'Show preview'",
                "[88] button 'Show changes'", "[89] link 'Cancel'",
                "StaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'"]

    hist = ["StaticText 'For any version listed below, click on its date to view it.'", "[70] button 'Compare selected revisions'",
            "[72] list ''",
            "\t[73] listitem ''", "\t\t[74] link 'cur'", "\t\t[75] link 'prev'", "\t\t[76] link '14:22, 14 May 2024'",
            "\t\t[77] link 'Archivist-Ruth'", "\t\tStaticText '3,385 bytes'", "\t\tStaticText '+54'",
            "\t\tStaticText '→Access: Parking moved to the Tuttle Road gravel lot (April 2024)'", "\t\t[78] link 'undo'",
            "\t[80] listitem ''", "\t\t[81] link 'cur'", "\t\t[82] link 'prev'", "\t\t[83] link '09:10, 2 February 2024'",
            "\t\t[84] link 'HVHS-Dale'", "\t\tStaticText '3,331 bytes'", "\t\tStaticText '+48'",
            "\t\tStaticText '→Restoration: name the 1998 crew lead'",
            "\t[86] listitem ''", "\t\t[87] link 'cur'", "\t\t[88] link 'prev'", "\t\t[89] link '17:45, 21 October 2023'",
            "\t\t[90] link 'HVHS-Dale'", "\t\tStaticText '3,283 bytes'", "\t\tStaticText '+402'",
            "\t\tStaticText 'Add Legends section from the 1952 oral history cards'",
            "\t[92] listitem ''", "\t\t[93] link 'cur'", "\t\t[94] link 'prev'", "\t\t[95] link '11:02, 3 March 2021'",
            "\t\t[96] link 'Gwen.Mercer'", "\t\tStaticText '2,881 bytes'", "\t\tStaticText '+2,881'",
            "\t\tStaticText 'New page: Millbrook Covered Bridge'"]
    diff = ["StaticText 'Difference between revisions of \"Millbrook Covered Bridge\"'",
            "[70] table ''", "\t[71] row ''", "\t\t[72] cell 'Revision as of 09:10, 2 February 2024 (edit) HVHS-Dale (talk | contribs) (→Restoration: name the 1998 crew lead)'",
            "\t\t[73] cell 'Latest revision as of 14:22, 14 May 2024 (edit) (undo) Archivist-Ruth (talk | contribs) (→Access: Parking moved to the Tuttle Road gravel lot (April 2024))'",
            "\t[74] row ''", "\t\t[75] cell 'Line 31:'", "\t\t[76] cell 'Line 31:'",
            "\t[77] row ''", "\t\t[78] cell '== Access =='", "\t\t[79] cell '== Access =='",
            "\t[80] row ''", f"\t\t[81] cell '− {MB_OLD_ACCESS}'", f"\t\t[82] cell '+ {MB_NEW_ACCESS}'",
            "\t[83] row ''", "\t\t[84] cell ''", "\t\t[85] cell ''",
            "\t[86] row ''", "\t\t[87] cell '== References =='", "\t\t[88] cell '== References =='",
            "[90] heading 'Latest revision as of 14:22, 14 May 2024'", "StaticText '(page content follows below the diff)'"]
    talk = ["[70] heading 'Photo of the 1936 flood damage'", "\t[71] link 'edit section'",
            "StaticText 'The county archive has a glass-plate photo of the missing abutment; can we get permission to upload it? -- HVHS-Dale (talk) 16:03, 9 January 2024 (EST)'",
            "StaticText 'I asked the archivist; they want a credit line and a 1200 px cap. -- Gwen.Mercer (talk) 10:41, 12 January 2024 (EST)'",
            "[80] heading 'Length figure'", "\t[81] link 'edit section'",
            "StaticText 'The NRHP form says 126 ft; the 1998 report says 124 ft between abutments. I kept 126 ft and cited the form. -- HVHS-Dale (talk) 08:55, 2 February 2024 (EST)'",
            "[90] link 'Add topic'"]
    turns = [
        (f"goto('{url}')", axtree(title, mw_shell("Millbrook Covered Bridge", "Read", mb_page("1937", MB_OLD_ACCESS, "This page was last edited on 2 February 2024, at 09:10.")), url)),
        ("click('141')", axtree("Editing Millbrook Covered Bridge (section) - Harrow Valley History Wiki", mw_shell("Editing Millbrook Covered Bridge (section)", "Edit", editor(MB_OLD_ACCESS, "")), f"{HV}/index.php?title=Millbrook_Covered_Bridge&action=edit&section=4")),
        (f"fill('80', '== Access ==\\n{MB_NEW_ACCESS}')", axtree("Editing Millbrook Covered Bridge (section) - Harrow Valley History Wiki", mw_shell("Editing Millbrook Covered Bridge (section)", "Edit", editor(MB_NEW_ACCESS, "")), f"{HV}/index.php?title=Millbrook_Covered_Bridge&action=edit&section=4")),
        ("fill('82', '/* Access */ Parking moved to the Tuttle Road gravel lot (April 2024)')", axtree("Editing Millbrook Covered Bridge (section) - Harrow Valley History Wiki", mw_shell("Editing Millbrook Covered Bridge (section)", "Edit", editor(MB_NEW_ACCESS, "Parking moved to the Tuttle Road gravel lot (April 2024)")), f"{HV}/index.php?title=Millbrook_Covered_Bridge&action=edit&section=4")),
        ("click('86')", axtree(title, mw_shell("Millbrook Covered Bridge", "Read", ["[62] status ''", "\tStaticText 'Your edit was saved.'"] + mb_page("1939", MB_NEW_ACCESS, "This page was last edited on 14 May 2024, at 14:22.")), url + "#Access")),
        ("click('37')", axtree("Millbrook Covered Bridge: Revision history - Harrow Valley History Wiki", mw_shell("Millbrook Covered Bridge: Revision history", "View history", hist), f"{HV}/index.php?title=Millbrook_Covered_Bridge&action=history")),
        ("click('75')", axtree("Millbrook Covered Bridge: Difference between revisions - Harrow Valley History Wiki", mw_shell("Millbrook Covered Bridge: Difference between revisions", "Read", diff), f"{HV}/index.php?title=Millbrook_Covered_Bridge&diff=prev&oldid=5127")),
        ("click('32')", axtree("Talk:Millbrook Covered Bridge - Harrow Valley History Wiki", mw_shell("Talk:Millbrook Covered Bridge", "Read", talk, "Discussion"), f"{HV}/wiki/Talk:Millbrook_Covered_Bridge")),
    ]
    rs.add(task=T, tid="h27-web-04", system=WEB_SYSTEM, turns=turns,
           state=f"Harrow Valley History Wiki (MediaWiki 1.39) at {HV}, logged in as Archivist-Ruth. Goal: update the Access section of 'Millbrook Covered Bridge' for the new parking lot, then check the history and the talk page.",
           bad=True, turn=5, kind="an unedited History sentence changes its rebuild year (1937 to 1939) after saving an edit to a different section")


# ---------------------------------------------------------------------------------------------
# 05 / 17  Postmill forum (Reddit-like)
# ---------------------------------------------------------------------------------------------
PM = "http://forum.localhost:9999"


def pm_shell(user: str, body: list[str], notes: int = 0) -> list[str]:
    out = ["[20] navigation ''", "\t[21] link 'Home'", "\t\tStaticText 'Postmill'", "\t[22] link 'Forums'", "\t[23] link 'Wiki'",
           "\t[25] searchbox 'Search query' value=''", "\t[26] link 'Notifications ({})'".format(notes), "\t[27] link 'Submit'",
           f"\t[28] button {q(user)} hasPopup: menu expanded: False", "[40] main ''"]
    return out + indent(body) + ["[990] contentinfo ''", "\tStaticText 'Running Postmill'"]


def pm_comment(b: int, who: str, when_abs: str, when_rel: str, text: str, score: int, voted: bool = False, depth: int = 0) -> list[str]:
    t = "\t" * depth
    return [f"{t}[{b}] article ''", f"{t}\t[{b + 1}] link {q(who)}", f"{t}\t[{b + 2}] time {q(when_abs)}", f"{t}\t\tStaticText {q(when_rel)}",
            f"{t}\tStaticText {q(text)}", f"{t}\t[{b + 3}] button '{'Retract upvote' if voted else 'Upvote'}'", f"{t}\tStaticText '{score}'",
            f"{t}\t[{b + 4}] button 'Downvote'", f"{t}\t[{b + 5}] link 'Reply'", f"{t}\t[{b + 6}] link 'Permalink'"]


def t05(rs: RowSet) -> None:
    me = "marrow_lane"
    zig = f"{PM}/f/homeautomation/88214/zigbee-vs-z-wave-in-2024-for-a-rental"
    hass = f"{PM}/f/homeautomation/87410/home-assistant-2024-5-release-thread"
    my1 = "Renter here too. Zigbee with a SkyConnect stick has been rock solid for me; Aqara door sensors on adhesive strips survive moves, and everything leaves with you."
    my2 = "Same here after the update - the fix was re-pairing the Yale lock with S2 security. Took two tries because it has to be within 1 m of the stick."

    def zig_page(extra: bool, upv: bool, rel: str) -> list[str]:
        out = ["[50] heading 'Zigbee vs Z-Wave in 2024 for a rental?'", "StaticText 'Submitted by'", "[51] link 'quietkettle'",
               "[52] time 'May 14, 2024, 9:12 AM'", "\tStaticText '9 hours ago'", "StaticText 'in'", "[53] link 'homeautomation'",
               "StaticText 'Moving into an apartment, no drilling allowed. I want door sensors, two smart plugs and a couple of motion sensors. Everything has to come with me when I leave. Which protocol would you start with today?'",
               "[54] button 'Upvote'", "StaticText '37'", "[55] button 'Downvote'", f"[56] link '{5 if extra else 4} comments'",
               "[58] textbox 'Comment' required: True value=''", "[59] button 'Post'", "[60] heading 'Comments'",
               "[61] combobox 'Sort by' value='Top'"]
        out += pm_comment(100, "volt_aire", "May 14, 2024, 10:03 AM", "8 hours ago", "Zigbee. Sensors are cheaper and a $20 Sonoff dongle is enough. Z-Wave has better range but in an apartment you will not notice.", 24 if upv else 23, upv)
        out += pm_comment(110, "quietkettle", "May 14, 2024, 11:30 AM", "7 hours ago", "Thanks - landlord confirmed: adhesive only. Leaning Zigbee.", 4, depth=1)
        out += pm_comment(120, "henhouse_hacker", "May 14, 2024, 10:47 AM", "8 hours ago", "If you might move again, buy things that work behind a Matter bridge. Less lock-in.", 9)
        out += pm_comment(130, "ampersand_ana", "May 14, 2024, 4:58 PM", "2 hours ago", "Zigbee plus 3M strips. My Aqara contact sensors held for two years through a heatwave.", 2)
        if extra:
            out += pm_comment(140, me, "May 14, 2024, 6:42 PM", rel, my1, 1, True)
        return out

    def hass_page(reply: str | None) -> list[str]:
        out = ["[50] heading 'Home Assistant 2024.5 release thread'", "StaticText 'Submitted by'", "[51] link 'hass_news_bot'",
               "[52] time 'May 1, 2024, 7:00 PM'", "\tStaticText '13 days ago'", "StaticText 'in'", "[53] link 'homeautomation'",
               "StaticText 'Release notes: dashboard sections, new Z-Wave JS features, 14 new integrations. Post your upgrade experiences here.'",
               "[54] button 'Upvote'", "StaticText '212'", "[55] button 'Downvote'", f"[56] link '{58 if reply else 57} comments'",
               "[58] textbox 'Comment' required: True value=''", "[59] button 'Post'", "[60] heading 'Comments'",
               "[61] combobox 'Sort by' value='Top'"]
        out += pm_comment(100, "tinkerbeard", "May 1, 2024, 7:26 PM", "13 days ago", "Sections dashboard is great. Took me 10 minutes to rebuild my main view.", 88)
        out += pm_comment(110, "zwave_zed", "May 2, 2024, 8:14 AM", "12 days ago", "Anyone else lose their Z-Wave lock after updating? Shows as dead node, battery fine.", 31)
        if reply is not None:
            out += pm_comment(140, me, reply, "just now", my2, 1, True, depth=1)
        out += pm_comment(120, "lumen_larch", "May 2, 2024, 9:40 AM", "12 days ago", "Upgraded from 2024.4.3, no breaking changes for me. Backup took 4 minutes.", 27)
        out += pm_comment(130, "ecobee_ella", "May 3, 2024, 6:02 PM", "11 days ago", "The new energy dashboard split finally shows my heat pump separately.", 12)
        out += ["[150] link 'Load more comments (53)'"]
        return out

    profile = ["[50] heading 'marrow_lane'", "StaticText 'Registered May 3, 2021'", "[51] link 'Submissions'", "[52] link 'Comments' selected",
               "[53] link 'Send message'", "[60] list ''",
               "\t[61] listitem ''", "\t\t[62] link 'Zigbee vs Z-Wave in 2024 for a rental?'", "\t\tStaticText 'in f/homeautomation'",
               "\t\t[63] time 'May 14, 2024, 6:42 PM'", "\t\t\tStaticText '3 minutes ago'", f"\t\tStaticText {q(my1)}", "\t\tStaticText '1 point'",
               "\t[64] listitem ''", "\t\t[65] link 'ESPHome on a $4 ESP32-C3: worth it?'", "\t\tStaticText 'in f/homeautomation'",
               "\t\t[66] time 'May 11, 2024, 9:15 PM'", "\t\t\tStaticText '3 days ago'",
               "\t\tStaticText 'Yes, as long as you flash it over USB the first time. OTA after that is painless.'", "\t\tStaticText '14 points'",
               "\t[67] listitem ''", "\t\t[68] link 'Cheap mmWave presence sensors compared'", "\t\tStaticText 'in f/homeautomation'",
               "\t\t[69] time 'May 6, 2024, 12:02 PM'", "\t\t\tStaticText '8 days ago'",
               "\t\tStaticText 'The LD2410 needed a ground plane fix before it stopped false-triggering on the ceiling fan.'", "\t\tStaticText '6 points'",
               "\t[70] listitem ''", "\t\t[71] link 'Weekly help thread'", "\t\tStaticText 'in f/selfhosted'",
               "\t\t[72] time 'April 29, 2024, 7:48 AM'", "\t\t\tStaticText '15 days ago'",
               "\t\tStaticText 'Caddy handles the certs for you; just point the A record and open 80/443.'", "\t\tStaticText '3 points'"]
    forum = ["[50] heading 'homeautomation'", "[51] link 'Hot' selected", "[52] link 'New'", "[53] link 'Active'", "[54] link 'Top'",
             "[60] list ''"]
    subs = [("Zigbee vs Z-Wave in 2024 for a rental?", "quietkettle", "9 hours ago", 37, 5),
            ("My garage door finally reports its real state (reed switch + Shelly Uni)", "lumen_larch", "14 hours ago", 64, 22),
            ("Cheap mmWave presence sensors compared", "volt_aire", "8 days ago", 141, 48),
            ("Home Assistant 2024.5 release thread", "hass_news_bot", "13 days ago", 212, 58),
            ("Thread border routers: do I need more than one?", "henhouse_hacker", "1 day ago", 19, 11)]
    for i, (t, who, when, sc, nc) in enumerate(subs):
        b = 70 + 6 * i
        forum += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link {q(t)}", f"\t\tStaticText 'Submitted by {who} {when}'",
                  f"\t\t[{b + 2}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 3}] button 'Downvote'",
                  f"\t\t[{b + 4}] link '{nc} comments'"]
    forum += ["[120] complementary ''", "\t[121] heading 'homeautomation'", "\tStaticText 'Smart homes, local control, no cloud required.'",
              "\t[122] button 'Unsubscribe'", "\tStaticText '8,906 subscribers'", "\t[124] link 'Moderation log'"]
    zig_form = zig_page(False, False, "")
    zig_form[zig_form.index("[58] textbox 'Comment' required: True value=''")] = f"[58] textbox 'Comment' required: True value={q(my1)}"
    h_open = hass_page(None)
    pos = h_open.index("[120] article ''")
    h_form = h_open[:pos] + ["\t[147] textbox 'Reply' required: True value=''", "\t[148] button 'Post'"] + h_open[pos:]
    h_fill = [x.replace("[147] textbox 'Reply' required: True value=''", f"[147] textbox 'Reply' required: True value={q(my2)}") for x in h_form]
    turns = [
        (f"goto('{zig}')", axtree("Zigbee vs Z-Wave in 2024 for a rental? : homeautomation", pm_shell(me, zig_page(False, False, "")), zig)),
        (f"fill('58', '{my1}')", axtree("Zigbee vs Z-Wave in 2024 for a rental? : homeautomation", pm_shell(me, zig_form), zig)),
        ("click('59')", axtree("Zigbee vs Z-Wave in 2024 for a rental? : homeautomation", pm_shell(me, zig_page(True, False, "just now")), zig + "#comment-402117")),
        ("click('103')", axtree("Zigbee vs Z-Wave in 2024 for a rental? : homeautomation", pm_shell(me, zig_page(True, True, "1 minute ago")), zig + "#comment-402117")),
        (f"goto('{PM}/user/{me}/comments')", axtree("Comments by marrow_lane", pm_shell(me, profile), f"{PM}/user/{me}/comments")),
        (f"goto('{hass}')", axtree("Home Assistant 2024.5 release thread : homeautomation", pm_shell(me, hass_page(None)), hass)),
        ("click('115')", axtree("Home Assistant 2024.5 release thread : homeautomation", pm_shell(me, h_form), hass + "#comment-389902")),
        (f"fill('147', '{my2}')", axtree("Home Assistant 2024.5 release thread : homeautomation", pm_shell(me, h_fill), hass + "#comment-389902")),
        ("click('148')", axtree("Home Assistant 2024.5 release thread : homeautomation", pm_shell(me, hass_page("May 14, 2024, 6:19 PM")), hass + "#comment-402163")),
        (f"goto('{PM}/f/homeautomation')", axtree("homeautomation", pm_shell(me, forum), f"{PM}/f/homeautomation")),
    ]
    rs.add(task=T, tid="h27-web-05", system=WEB_SYSTEM, turns=turns,
           state=f"Postmill forum at {PM}, logged in as {me} (subscribed to f/homeautomation). It is the evening of May 14, 2024. Goal: answer the Zigbee-vs-Z-Wave question, upvote the most useful answer, then reply to zwave_zed's dead-lock question in the 2024.5 release thread.",
           bad=True, turn=9, kind="a reply posted later carries a timestamp (6:19 PM) earlier than the agent's previous comment (6:42 PM)")


def t17(rs: RowSet) -> None:
    me = "quire_and_quill"
    base = f"{PM}/f/books"
    posts = {
        "wk": ("What are you reading this week? (May 13)", "AutoModerator", 57, 143),
        "lg": ("Ursula K. Le Guin's essays are better than most of her novels. Change my mind.", "salt_marsh", 14, 31),
        "tr": ("Finished all of Trollope's Barsetshire series - AMA about 2,800 pages of clergy politics", "pemberly_pete", 212, 96),
        "lib": ("My small-town library just started lending e-readers", "bramble_and_bay", 88, 19),
        "ob": ("Octavia Butler's Parable of the Sower hits different in 2024", "novella_nox", 140, 77),
        "sf": ("Recommend me hard SF where the science is the plot", "orbit_owl", 23, 54),
        "ind": ("Indie bookstore haul from a road trip across Vermont", "maple_margins", 31, 8),
        "bk": ("Books you abandoned at 80% and why", "dogear_dan", 46, 102),
        "cl": ("Is anyone else reading Middlemarch with the Serial Reader app?", "fen_and_fern", 9, 6),
        "tx": ("Translated fiction that does not feel translated?", "quire_and_quill", 1, 0),
    }

    def listing(order: list[tuple[str, str]], sort: str, subbed: bool, subs: str, overrides: dict[str, int] | None = None,
                voted: str | None = None, page: int = 1) -> list[str]:
        out = ["[50] heading 'books'"]
        for i, s in enumerate(["Hot", "New", "Active", "Top"]):
            out.append(f"[{51 + i}] link {q(s)}{' selected' if s == sort else ''}")
        out.append("[60] list ''")
        for i, (key, when) in enumerate(order):
            title, who, score, nc = posts[key]
            score = (overrides or {}).get(key, score)
            b = 70 + 6 * i
            out += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link {q(title)}", f"\t\tStaticText 'Submitted by {who} {when}'",
                    f"\t\t[{b + 2}] button '{'Retract upvote' if key == voted or key == 'tx' else 'Upvote'}'", f"\t\tStaticText '{score}'",
                    f"\t\t[{b + 3}] button 'Downvote'", f"\t\t[{b + 4}] link '{nc} comments'"]
        if page == 1:
            out += ["[130] link 'Next page'"]
        else:
            out += ["[129] link 'Previous page'", "[130] link 'Next page'"]
        out += ["[140] complementary ''", "\t[141] heading 'books'", "\tStaticText 'Discussion of books, reading and literature. Be kind; no piracy links.'",
                f"\t[142] button '{'Unsubscribe' if subbed else 'Subscribe'}'", f"\tStaticText '{subs} subscribers'",
                "\t[144] link 'Moderation log'", "\t[145] link 'Wiki: reading challenges 2024'"]
        return out

    hot = [("wk", "1 day ago"), ("tr", "9 hours ago"), ("ob", "6 hours ago"), ("lib", "5 hours ago"), ("bk", "1 day ago"),
           ("ind", "3 hours ago"), ("sf", "2 hours ago"), ("lg", "47 minutes ago")]
    new1 = [("lg", "48 minutes ago"), ("cl", "1 hour ago"), ("sf", "2 hours ago"), ("ind", "3 hours ago"), ("lib", "5 hours ago"),
            ("ob", "6 hours ago"), ("tr", "9 hours ago"), ("wk", "1 day ago")]
    new3 = [("tx", "just now"), ("lg", "54 minutes ago"), ("cl", "1 hour ago"), ("sf", "2 hours ago"), ("ind", "3 hours ago"),
            ("lib", "5 hours ago"), ("ob", "6 hours ago"), ("tr", "9 hours ago")]
    page2 = ["[50] heading 'books'", "[51] link 'Hot'", "[52] link 'New' selected", "[53] link 'Active'", "[54] link 'Top'", "[60] list ''"]
    older = [("Books you abandoned at 80% and why", "dogear_dan", "1 day ago", 46, 102),
             ("Audiobook narrators who made the book better", "inkwell_iris", "1 day ago", 73, 64),
             ("Just found my grandfather's 1952 copy of Charlotte's Web, with notes", "paperweight_pam", "2 days ago", 301, 41),
             ("Monthly reading challenge: May - a book set on an island", "AutoModerator", "13 days ago", 38, 115)]
    for i, (t, who, when, sc, nc) in enumerate(older):
        b = 70 + 6 * i
        page2 += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link {q(t)}", f"\t\tStaticText 'Submitted by {who} {when}'",
                  f"\t\t[{b + 2}] button 'Upvote'", f"\t\tStaticText '{sc}'", f"\t\t[{b + 3}] button 'Downvote'", f"\t\t[{b + 4}] link '{nc} comments'"]
    page2 += ["[129] link 'Previous page'", "[140] complementary ''", "\t[141] heading 'books'",
              "\tStaticText 'Discussion of books, reading and literature. Be kind; no piracy links.'", "\t[142] button 'Unsubscribe'",
              "\tStaticText '12,481 subscribers'", "\t[144] link 'Moderation log'", "\t[145] link 'Wiki: reading challenges 2024'"]
    tbody = "Looking for novels where the translation is invisible - Elena Ferrante (Ann Goldstein) and Han Kang (Deborah Smith) are the best I have found so far. What else?"

    def submit(title: str, body: str) -> list[str]:
        return ["[50] heading 'Create submission'", f"[52] textbox 'Title' required: True value={q(title)}",
                "[54] textbox 'URL' required: False value=''", f"[56] textbox 'Body' required: False value={q(body)}",
                "[58] combobox 'Forum' hasPopup: listbox value='books'", "[60] checkbox 'Mark as NSFW' checked: false",
                "[62] button 'Create submission'"]
    post = ["[50] heading 'Translated fiction that does not feel translated?'", "StaticText 'Submitted by'", f"[51] link '{me}'",
            "[52] time 'May 14, 2024, 2:07 PM'", "\tStaticText 'just now'", "StaticText 'in'", "[53] link 'books'", f"StaticText {q(tbody)}",
            "[54] button 'Retract upvote'", "StaticText '1'", "[55] button 'Downvote'", "[56] link '0 comments'", "[57] link 'Edit'",
            "[58] link 'Delete'", "[60] textbox 'Comment' required: True value=''", "[61] button 'Post'", "[62] heading 'Comments'",
            "StaticText 'There are no comments yet.'"]
    turns = [
        (f"goto('{base}')", axtree("books", pm_shell(me, listing(hot, "Hot", False, "12,480")), base)),
        ("click('142')", axtree("books", pm_shell(me, listing(hot, "Hot", True, "12,481")), base)),
        ("click('52')", axtree("books", pm_shell(me, listing(new1, "New", True, "12,481", {"wk": 58})), f"{base}/new")),
        ("click('72')", axtree("books", pm_shell(me, listing(new1, "New", True, "12,481", {"wk": 58, "lg": 15}, voted="lg")), f"{base}/new")),
        ("click('130')", axtree("books (page 2)", pm_shell(me, page2), f"{base}/new?next%5Bid%5D=90117")),
        ("click('27')", axtree("Create submission", pm_shell(me, submit("", "")), f"{PM}/submit/books")),
        ("fill('52', 'Translated fiction that does not feel translated?')", axtree("Create submission", pm_shell(me, submit("Translated fiction that does not feel translated?", "")), f"{PM}/submit/books")),
        (f"fill('56', '{tbody}')", axtree("Create submission", pm_shell(me, submit("Translated fiction that does not feel translated?", tbody)), f"{PM}/submit/books")),
        ("click('62')", axtree("Translated fiction that does not feel translated? : books", pm_shell(me, post), f"{PM}/f/books/90342/translated-fiction-that-does-not-feel-translated")),
        (f"goto('{base}/new')", axtree("books", pm_shell(me, listing(new3, "New", True, "12,483", {"wk": 58, "lg": 15, "ob": 142}, voted="lg")), f"{base}/new")),
    ]
    rs.add(task=T, tid="h27-web-17", system=WEB_SYSTEM, turns=turns,
           state=f"Postmill forum at {PM}, logged in as {me}, not yet subscribed to f/books (12,480 subscribers). Goal: subscribe to f/books, look at the newest posts, upvote the Le Guin thread, and ask for translated-fiction recommendations.")


# ---------------------------------------------------------------------------------------------
# 06  Zammad helpdesk: take an unassigned ticket, reply, set pending reminder
# ---------------------------------------------------------------------------------------------
ZM = "https://helpdesk.northwind-freight.com"


def zm_shell(mine: int, unassigned: int, body: list[str], tabs: list[str]) -> list[str]:
    out = ["[20] navigation 'Main'", "\t[21] link 'Dashboard'", "\t[22] link 'Overviews'", "\t[23] link 'Customer'", "\t[24] link 'Reporting'",
           "\t[25] searchbox 'Search…' value=''", "\t[26] button 'New ticket'", "\t[27] button 'Sam Okoye' hasPopup: menu",
           "[30] navigation 'Overviews'",
           f"\t[31] link 'My Assigned Tickets {mine}'", f"\t[32] link 'Unassigned & Open Tickets {unassigned}'",
           "\t[33] link 'My Pending Reached Tickets 1'", "\t[34] link 'Open Tickets 34'", "\t[35] link 'Escalated Tickets 2'",
           "\t[36] link 'My Subscribed Tickets 3'", "[38] tablist 'Open tabs'"]
    out += [f"\t[{39 + i}] tab {q(t)}" for i, t in enumerate(tabs)]
    return out + ["[50] main ''"] + indent(body)


UNASSIGNED = [(31052, "VPN drops every 20 minutes on Wi-Fi", "Lena Kowalczyk", "IT Support", "new", "{age}"),
              (31049, "Request: second monitor for dispatch desk 4", "Marco Bianchi", "IT Support", "new", "1 hour ago"),
              (31044, "Printer in Bay C prints blank labels", "Dwayne Price", "Warehouse IT", "open", "3 hours ago"),
              (31040, "Cannot log in to TMS after password change", "Hiroko Sato", "IT Support", "new", "4 hours ago"),
              (31036, "Outlook calendar not syncing on iPhone", "Ana Lima", "IT Support", "open", "5 hours ago"),
              (31031, "New hire laptop - Priyanka Nair (starts May 20)", "HR Onboarding", "IT Support", "new", "yesterday"),
              (31027, "Scanner gun RF-22 battery swells", "Dwayne Price", "Warehouse IT", "open", "yesterday"),
              (31019, "Shared drive S: very slow in Rotterdam office", "Joris de Wit", "Infrastructure", "open", "2 days ago"),
              (31012, "Teams phone number for customer service line", "Fatima Zahra", "Telephony", "new", "2 days ago"),
              (31004, "Access to Power BI freight dashboard", "Tomasz Nowak", "IT Support", "new", "3 days ago"),
              (30991, "Badge reader at dock door 7 beeps red", "Facilities", "Infrastructure", "open", "4 days ago"),
              (30987, "Old ticketing emails still arriving from legacy system", "Sam Okoye", "IT Support", "open", "5 days ago")]
MINE = [(31052, "VPN drops every 20 minutes on Wi-Fi", "Lena Kowalczyk", "pending reminder", "just now"),
        (31050, "Dock scheduler shows wrong time zone", "Beatriz Costa", "open", "22 minutes ago"),
        (31038, "Replace toner in HR printer", "Ana Lima", "pending reminder", "2 hours ago"),
        (31033, "Laptop fan loud after BIOS update", "Tomasz Nowak", "open", "3 hours ago"),
        (31021, "Set up MFA for new dispatcher accounts", "Marco Bianchi", "open", "yesterday"),
        (31008, "Label printer driver for Windows 11", "Dwayne Price", "pending close", "yesterday"),
        (30995, "Rotterdam VPN concentrator certificate expiry", "Joris de Wit", "open", "2 days ago"),
        (30972, "Zebra ZT410 firmware rollout", "Warehouse IT", "pending reminder", "4 days ago")]


def t06(rs: RowSet) -> None:
    def ulist(age: str) -> list[str]:
        out = ["[60] heading 'Unassigned & Open Tickets'", "StaticText '12 tickets'", "[62] button 'Bulk actions'", "[64] table ''",
               "\t[65] row ''", "\t\t[66] columnheader '#'", "\t\t[67] columnheader 'Title'", "\t\t[68] columnheader 'Customer'",
               "\t\t[69] columnheader 'Group'", "\t\t[70] columnheader 'State'", "\t\t[71] columnheader 'Created at'"]
        for i, (n, t, c, g, st, cr) in enumerate(UNASSIGNED):
            b = 80 + 4 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox '' checked: false", f"\t\tStaticText '{n}'", f"\t\t[{b + 2}] link {q(t)}",
                    f"\t\tStaticText {q(c)}", f"\t\tStaticText {q(g)}", f"\t\tStaticText {q(st)}", f"\t\tStaticText {q(cr.replace('{age}', age))}"]
        return out

    body1 = ("Hi, since Monday my VPN (GlobalProtect) disconnects roughly every 20 minutes when I work from home on Wi-Fi. On the office cable it is fine. "
             "I have to re-enter my MFA code every time. Laptop is NWF-LT-0442. Thanks, Lena")
    reply = ("Hi Lena, thanks for the details. Please install the GlobalProtect 6.2.3 update from Software Center and, if it still drops, "
             "send me the output of 'GlobalProtect > Settings > Troubleshooting > Collect logs'. I will check back on Thursday morning. Best, Sam")

    def zoom(owner: str, state: str, sla: str, age: str, articles: list[list[str]], dirty: bool = False, pending: str | None = None,
             msg: str = "", reply_box: str | None = None) -> list[str]:
        out = []
        if msg:
            out += ["[55] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[60] heading 'VPN drops every 20 minutes on Wi-Fi'", "StaticText '#31052'", f"StaticText 'Created {age} by Lena Kowalczyk via email'",
                "[62] region 'Articles'"]
        for a in articles:
            out += indent(a)
        if reply_box is not None:
            out += ["[140] region 'Reply'", "\t[141] combobox 'Type' value='email'", "\t[142] textbox 'To' value='lena.kowalczyk@northwind-freight.com'",
                    "\t[143] textbox 'CC' value=''", f"\t[144] textbox 'Text' multiline: True value={q(reply_box)}",
                    "\t[145] button 'Attach files'", "\t[146] button 'Discard your unsaved changes'"]
        else:
            out += ["[140] button 'reply'", "[141] button 'internal note'", "[142] button 'forward'", "[143] button 'split'"]
        out += ["[160] complementary 'Ticket'", "\t[161] combobox 'Group' value='IT Support'", f"\t[162] combobox 'Owner' value={q(owner)}",
                f"\t[163] combobox 'State' value={q(state)}"]
        if pending is not None:
            out += [f"\t[164] textbox 'Pending till' value={q(pending)}"]
        out += ["\t[165] combobox 'Priority' value='2 normal'", "\t[166] textbox 'Tags' value='vpn, remote-work'",
                "\tStaticText 'Customer: Lena Kowalczyk (Dispatch, Gdańsk)'", "\tStaticText 'Organization: Northwind Freight'",
                f"\tStaticText 'SLA: Standard (8x5) · First response: {sla}'", "\tStaticText 'Solution due: May 16, 2024 17:00'",
                f"\t[170] button 'Update'{' (unsaved changes)' if dirty else ''}", "\t[171] button 'Macro' hasPopup: menu"]
        return out

    a1 = ["[70] article ''", "\t[71] link 'Lena Kowalczyk'", "\tStaticText 'email · {age}'", "\tStaticText 'To: it-support@northwind-freight.com'",
          f"\tStaticText {q(body1)}"]
    a2 = ["[80] article ''", "\t[81] link 'Sam Okoye'", "\tStaticText 'email · {age2}'", "\tStaticText 'To: lena.kowalczyk@northwind-freight.com'",
          f"\tStaticText {q(reply)}"]

    def arts(age: str, age2: str | None = None) -> list[list[str]]:
        out = [[x.replace("{age}", age) for x in a1]]
        if age2:
            out.append([x.replace("{age2}", age2) for x in a2])
        return out

    def mylist() -> list[str]:
        out = ["[60] heading 'My Assigned Tickets'", "StaticText '8 tickets'", "[64] table ''", "\t[65] row ''",
               "\t\t[66] columnheader '#'", "\t\t[67] columnheader 'Title'", "\t\t[68] columnheader 'Customer'",
               "\t\t[69] columnheader 'State'", "\t\t[70] columnheader 'Updated at'"]
        for i, (n, t, c, st, up) in enumerate(MINE):
            b = 80 + 3 * i
            out += [f"\t[{b}] row ''", f"\t\tStaticText '{n}'", f"\t\t[{b + 1}] link {q(t)}", f"\t\tStaticText {q(c)}",
                    f"\t\tStaticText {q(st)}", f"\t\tStaticText {q(up)}"]
        return out

    tab = ["Unassigned & Open Tickets", "#31052 VPN drops every 20 minutes on Wi-Fi"]
    url = f"{ZM}/#ticket/zoom/31052"
    turns = [
        (f"goto('{ZM}/#ticket/view/all_unassigned')", axtree("Unassigned & Open Tickets - Zammad", zm_shell(7, 12, ulist("47 minutes ago"), tab[:1]), f"{ZM}/#ticket/view/all_unassigned")),
        ("click('82')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(7, 12, zoom("-", "new", "due in 1h 38m", "48 minutes ago", arts("48 minutes ago")), tab), url)),
        ("select_option('162', 'Sam Okoye')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(7, 12, zoom("Sam Okoye", "new", "due in 1h 37m", "49 minutes ago", arts("49 minutes ago"), dirty=True), tab), url)),
        ("click('170')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "new", "due in 1h 37m", "49 minutes ago", arts("49 minutes ago"), msg="Ticket #31052 updated."), tab), url)),
        ("click('140')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "new", "due in 1h 36m", "50 minutes ago", arts("50 minutes ago"), reply_box=""), tab), url)),
        (f"fill('144', '{reply}')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "new", "due in 1h 34m", "52 minutes ago", arts("52 minutes ago"), dirty=True, reply_box=reply), tab), url)),
        ("select_option('163', 'pending reminder')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "pending reminder", "due in 1h 34m", "52 minutes ago", arts("52 minutes ago"), dirty=True, pending="", reply_box=reply), tab), url)),
        ("fill('164', '05/16/2024 09:00')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "pending reminder", "due in 1h 33m", "53 minutes ago", arts("53 minutes ago"), dirty=True, pending="05/16/2024 09:00", reply_box=reply), tab), url)),
        ("click('170')", axtree("#31052 - VPN drops every 20 minutes on Wi-Fi - Zammad", zm_shell(8, 11, zoom("Sam Okoye", "pending reminder", "fulfilled (responded after 53 minutes)", "53 minutes ago", arts("53 minutes ago", "just now"), pending="05/16/2024 09:00", msg="Ticket #31052 updated."), tab), url)),
        ("click('31')", axtree("My Assigned Tickets - Zammad", zm_shell(8, 11, mylist(), ["My Assigned Tickets", tab[1]]), f"{ZM}/#ticket/view/my_assigned")),
    ]
    rs.add(task=T, tid="h27-web-06", system=WEB_SYSTEM, turns=turns,
           state=f"Zammad 6.2 at {ZM}, logged in as agent Sam Okoye. Sidebar: My Assigned Tickets 7, Unassigned & Open Tickets 12. Goal: take the oldest-unanswered VPN ticket, reply to the customer with next steps, and set it to pending reminder until Thursday 09:00.")


# ---------------------------------------------------------------------------------------------
# 20  Redmine: rename a version, then update an issue targeted at it
# ---------------------------------------------------------------------------------------------
RM = "https://redmine.fleetwise.io"


def rm_shell(tab: str, body: list[str], flash: str = "") -> list[str]:
    out = ["[20] navigation 'Top menu'", "\t[21] link 'Home'", "\t[22] link 'My page'", "\t[23] link 'Projects'", "\t[24] link 'Help'",
           "\tStaticText 'Logged in as'", "\t[25] link 'okeller'", "\t[26] link 'My account'", "\t[27] link 'Sign out'",
           "[30] banner ''", "\t[31] searchbox 'Search:' value=''", "\t[32] combobox 'Jump to a project...'", "\t[33] heading 'Fleetwise'",
           "[40] navigation 'Main menu'"]
    for i, t in enumerate(["Overview", "Activity", "Roadmap", "Issues", "New issue", "Gantt", "Calendar", "Wiki", "Files", "Repository", "Settings"]):
        out.append(f"\t[{41 + i}] link {q(t)}{' selected' if t == tab else ''}")
    out.append("[60] main ''")
    if flash:
        out += ["\t[61] status ''", f"\t\tStaticText {q(flash)}"]
    return out + indent(body) + ["[990] contentinfo ''", "\tStaticText 'Powered by Redmine © 2006-2024 Jean-Philippe Lang'"]


def t20(rs: RowSet) -> None:
    def versions(name: str) -> list[str]:
        rows = [("v2.2", "2024-04-30", "Winter release: driver scorecards", "closed", "Not shared", "Release_2_2"),
                (name, "2024-05-31", "Spring release: trip export, geofence alerts", "open", "Not shared", "Release_2_3"),
                ("v2.4", "2024-07-15", "Summer release: EV charging telemetry", "open", "Not shared", ""),
                ("Backlog", "", "Unscheduled", "open", "With subprojects", "")]
        out = ["[70] heading 'Settings'", "[72] tablist ''"]
        for i, t in enumerate(["Project", "Members", "Issue tracking", "Versions", "Issue categories", "Wiki", "Repositories", "Activities (time tracking)"]):
            out.append(f"\t[{73 + i}] tab {q(t)} selected: {'true' if t == 'Versions' else 'false'}")
        out += ["[90] combobox 'Status:' value='all'", "[91] textbox 'Version:' value=''", "[92] button 'Apply'", "[94] table ''",
                "\t[95] row ''", "\t\t[96] columnheader 'Version'", "\t\t[97] columnheader 'Date'", "\t\t[98] columnheader 'Description'",
                "\t\t[99] columnheader 'Status'", "\t\t[100] columnheader 'Sharing'", "\t\t[101] columnheader 'Wiki page'"]
        for i, r in enumerate(rows):
            b = 110 + 5 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(r[0])}"] + [f"\t\tStaticText {q(x)}" for x in r[1:] if x] + \
                   [f"\t\t[{b + 2}] link 'Edit'", f"\t\t[{b + 3}] link 'Delete'"]
        out += ["[140] link 'New version'", "[141] link 'Close completed versions'"]
        return out

    def vform(name: str) -> list[str]:
        return ["[70] heading 'Version'", f"[72] textbox 'Name *' required: True value={q(name)}",
                "[74] textbox 'Description' value='Spring release: trip export, geofence alerts'", "[76] combobox 'Status' value='open'",
                "[78] textbox 'Wiki page' value='Release_2_3'", "[80] textbox 'Date' value='2024-05-31'",
                "[82] combobox 'Sharing' value='Not shared'", "[84] checkbox 'Default version' checked: true", "[86] button 'Save'"]

    def issue(status: str, version: str, journal: bool, edit: str | None = None) -> list[str]:
        out = ["[70] link 'Edit'", "[71] link 'Log time'", "[72] link 'Watch'", "[73] link 'Copy'", "[74] heading 'Bug #4412'",
               "[76] heading 'Geofence alert fires twice when a vehicle idles on the boundary'",
               f"StaticText 'Added by Mateo Ruiz 9 days ago. Updated {'less than a minute' if journal else '3 days'} ago.'", "[78] table 'Attributes'",
               "\t[79] row ''", "\t\t[80] rowheader 'Status:'", f"\t\t[81] gridcell {q(status)}",
               "\t[82] row ''", "\t\t[83] rowheader 'Start date:'", "\t\t[84] gridcell '2024-05-06'",
               "\t[85] row ''", "\t\t[86] rowheader 'Priority:'", "\t\t[87] gridcell 'High'",
               "\t[88] row ''", "\t\t[89] rowheader 'Due date:'", "\t\t[90] gridcell '2024-05-24'",
               "\t[91] row ''", "\t\t[92] rowheader 'Assignee:'", "\t\t[93] link 'Mateo Ruiz'",
               "\t[94] row ''", "\t\t[95] rowheader '% Done:'", "\t\t[96] gridcell '80%'",
               "\t[97] row ''", "\t\t[98] rowheader 'Category:'", "\t\t[99] gridcell 'Alerts'",
               "\t[100] row ''", "\t\t[101] rowheader 'Estimated time:'", "\t\t[102] gridcell '6.00 h'",
               "\t[103] row ''", "\t\t[104] rowheader 'Target version:'", f"\t\t[105] link {q(version)}",
               "\t[106] row ''", "\t\t[107] rowheader 'Spent time:'", "\t\t[108] link '4.50 h'",
               "[110] heading 'Description'",
               "StaticText 'When a truck idles within ~15 m of a geofence edge, GPS jitter makes it cross the polygon twice and we send two \"entered depot\" alerts. Add hysteresis (enter at -10 m, exit at +10 m).'",
               "[114] heading 'Related issues'", "\t[115] link 'Feature #4388: Geofence alerts via SMS'",
               "[118] heading 'History'",
               "\tStaticText 'Updated by Mateo Ruiz 3 days ago'", "\tStaticText 'Status changed from New to In Progress'",
               "\tStaticText '% Done changed from 0 to 80'",
               "\tStaticText 'Pushed hysteresis to branch geofence-hysteresis; needs review.'"]
        if journal:
            out += ["\tStaticText 'Updated by Oskar Keller less than a minute ago'", "\tStaticText 'Status changed from In Progress to Resolved'",
                    "\tStaticText 'Reviewed and merged in r8f31c02; verified on staging with truck FW-118 idling at the Gdynia depot fence.'"]
        if edit is not None:
            out += ["[150] heading 'Edit'", "[151] group 'Change properties'", "\t[152] combobox 'Tracker' value='Bug'",
                    f"\t[153] combobox 'Status' value={q(status if edit == '' else edit)}", "\t[154] combobox 'Priority' value='High'",
                    "\t[155] combobox 'Assignee' value='Mateo Ruiz'", f"\t[156] combobox 'Target version' value={q(version)}",
                    "\t[157] combobox '% Done' value='80 %'", "[160] group 'Notes'",
                    "\t[161] textbox 'Notes' multiline: True value=''", "\t[162] checkbox 'Private notes' checked: false",
                    "[164] button 'Submit'", "[165] link 'Preview'"]
        return out

    road = ["[70] heading 'Roadmap'", "[72] heading '2.3.0 Spring'", "StaticText 'Due in 17 days (2024-05-31)'",
            "StaticText 'Spring release: trip export, geofence alerts'", "[74] progressbar '' value: 66",
            "StaticText '66%'", "[75] link '18 issues'", "StaticText '(12 closed — 6 open)'", "[76] table 'Related issues'",
            "\t[77] row ''", "\t\t[78] link 'Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary'", "\t\tStaticText 'Resolved'",
            "\t[79] row ''", "\t\t[80] link 'Feature #4405: Export trips to CSV with stop durations'", "\t\tStaticText 'In Progress'",
            "\t[81] row ''", "\t\t[82] link 'Feature #4388: Geofence alerts via SMS'", "\t\tStaticText 'In Progress'",
            "\t[83] row ''", "\t\t[84] link 'Bug #4379: Odometer resets after OTA update'", "\t\tStaticText 'New'",
            "\t[85] row ''", "\t\t[86] link 'Bug #4371: Map clusters flicker at zoom 12'", "\t\tStaticText 'Feedback'",
            "\t[87] row ''", "\t\t[88] link 'Task #4366: Update OpenAPI spec for /trips'", "\t\tStaticText 'New'",
            "[90] heading 'v2.4'", "StaticText 'Due in 62 days (2024-07-15)'", "StaticText 'Summer release: EV charging telemetry'",
            "[92] progressbar '' value: 8", "StaticText '8%'", "[93] link '9 issues'", "StaticText '(0 closed — 9 open)'",
            "[96] complementary ''", "\t[97] checkbox 'Bug' checked: true", "\t[98] checkbox 'Feature' checked: true",
            "\t[99] checkbox 'Task' checked: true", "\t[100] checkbox 'Show completed versions' checked: false", "\t[101] button 'Apply'"]
    sv = f"{RM}/projects/fleetwise/settings/versions"
    iu = f"{RM}/issues/4412"
    turns = [
        (f"goto('{sv}')", axtree("Settings - Fleetwise - Redmine", rm_shell("Settings", versions("v2.3")), sv)),
        ("click('117')", axtree("Version - Fleetwise - Redmine", rm_shell("Settings", vform("v2.3")), f"{RM}/versions/57/edit")),
        ("fill('72', '2.3.0 Spring')", axtree("Version - Fleetwise - Redmine", rm_shell("Settings", vform("2.3.0 Spring")), f"{RM}/versions/57/edit")),
        ("click('86')", axtree("Settings - Fleetwise - Redmine", rm_shell("Settings", versions("2.3.0 Spring"), "Successful update."), sv)),
        (f"goto('{iu}')", axtree("Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary - Fleetwise - Redmine", rm_shell("Issues", issue("In Progress", "2.3.0 Spring", False)), iu)),
        ("click('70')", axtree("Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary - Fleetwise - Redmine", rm_shell("Issues", issue("In Progress", "2.3.0 Spring", False, "")), iu + "#update")),
        ("select_option('153', 'Resolved')", axtree("Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary - Fleetwise - Redmine", rm_shell("Issues", issue("In Progress", "2.3.0 Spring", False, "Resolved")), iu + "#update")),
        ("fill('161', 'Reviewed and merged in r8f31c02; verified on staging with truck FW-118 idling at the Gdynia depot fence.')", axtree("Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary - Fleetwise - Redmine", rm_shell("Issues", [x.replace("[161] textbox 'Notes' multiline: True value=''", "[161] textbox 'Notes' multiline: True value='Reviewed and merged in r8f31c02; verified on staging with truck FW-118 idling at the Gdynia depot fence.'") for x in issue("In Progress", "2.3.0 Spring", False, "Resolved")]), iu + "#update")),
        ("click('164')", axtree("Bug #4412: Geofence alert fires twice when a vehicle idles on the boundary - Fleetwise - Redmine", rm_shell("Issues", issue("Resolved", "v2.3", True), "Successful update."), iu)),
        ("click('43')", axtree("Roadmap - Fleetwise - Redmine", rm_shell("Roadmap", road), f"{RM}/projects/fleetwise/roadmap")),
    ]
    rs.add(task=T, tid="h27-web-20", system=WEB_SYSTEM, turns=turns,
           state=f"Redmine 5.1 at {RM}, logged in as okeller (manager of project Fleetwise). Goal: rename version v2.3 to '2.3.0 Spring', then mark Bug #4412 (targeted at that version) as Resolved with a note, and check the roadmap.",
           bad=True, turn=9, kind="after renaming the version, the updated issue shows its target version under the old name v2.3")


# ---------------------------------------------------------------------------------------------
# 07 / 19  Magento admin (CMS admin)
# ---------------------------------------------------------------------------------------------
ADM = "http://shop.localhost:7780/admin"


def adm_shell(body: list[str], notices: int = 4) -> list[str]:
    out = ["[20] navigation ''", "\t[21] link 'Magento Admin Panel'"]
    for i, t in enumerate(["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System", "Find Partners & Extensions"]):
        out.append(f"\t[{22 + i}] link {q(t.upper())}")
    out += ["[40] banner ''", "\t[41] searchbox 'Search entire store here...' value=''", f"\t[42] link 'Notifications {notices}'",
            "\t[43] link 'admin' hasPopup: menu", "[50] main ''"]
    return out + indent(body) + ["[990] contentinfo ''", "\tStaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'",
                                 "\tStaticText 'Magento ver. 2.4.6'"]


HOODIES = [(1, "MH01", "Chaz Kangeroo Hoodie", 52.00, "Enabled"), (2, "MH02", "Teton Pullover Hoodie", 70.00, "Enabled"),
           (3, "MH03", "Bruno Compete Hoodie", 63.00, "Enabled"), (4, "MH04", "Frankie Sweatshirt", 60.00, "Enabled"),
           (5, "MH05", "Hollister Backyard Sweatshirt", 52.00, "Enabled"), (6, "MH06", "Stark Fundamental Hoodie", 42.00, "Enabled"),
           (7, "MH07", "Hero Hoodie", 54.00, "Enabled"), (8, "MH08", "Oslo Trek Hoodie", 42.00, "Enabled"),
           (1133, "WH01", "Mona Pullover Hoodlie", 57.00, "Enabled"), (1149, "WH02", "Autumn Pullie", 57.00, "Disabled")]
HOODIE_ID = {"MH03": 115, "MH07": 163}


def t07(rs: RowSet) -> None:
    def grid(prices: dict[str, float], rows: list[tuple], filt: str, msg: str = "") -> list[str]:
        out = ["[60] heading 'Products'"]
        if msg:
            out += ["[61] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[62] button 'Add Product'", "[64] searchbox 'Search by keyword' value='hoodie'", "[65] button 'Search'",
                "[66] button 'Filters'", "[67] button 'Default View'", "[68] button 'Columns'", "[69] button 'Export'"]
        if filt:
            out += ["StaticText 'Active filters:'", f"[70] button {q(filt)}", "[71] button 'Clear all'"]
        out += [f"StaticText '{len(rows)} records found'", "[72] combobox 'per page' value='20'", "[74] table ''", "\t[75] row ''"]
        out += [f"\t\t[{76 + i}] columnheader {q(h)}" for i, h in enumerate(["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility", "Status", "Websites", "Action"])]
        for i, (eid, sku, name, price, status) in enumerate(rows):
            b = 100 + 4 * i
            p = prices.get(sku, price)
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox '' checked: false", f"\t\tStaticText '{HOODIE_ID.get(sku, eid + 60 * i)}'",
                    f"\t\t[{b + 2}] img {q(name)}", f"\t\tStaticText {q(name)}", "\t\tStaticText 'Configurable Product'",
                    "\t\tStaticText 'Top'", f"\t\tStaticText {q(sku)}", f"\t\tStaticText '${p:,.2f}'", "\t\tStaticText ''",
                    "\t\tStaticText 'Default Stock: 0'" if status == "Disabled" else "\t\tStaticText 'Default Stock: 1,400'",
                    "\t\tStaticText 'Catalog, Search'", f"\t\tStaticText {q(status)}", "\t\tStaticText 'Main Website'", f"\t\t[{b + 3}] link 'Edit'"]
        return out

    def form(name: str, sku: str, price: str, updated: str, msg: str = "") -> list[str]:
        out = [f"[60] heading {q(name)}"]
        if msg:
            out += ["[61] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[62] button 'Back'", "[63] button 'Add Attribute'", "[64] combobox 'Store View' value='All Store Views'",
                "[65] button 'Save'", "[66] button 'Save & Duplicate'", "[70] switch 'Enable Product' checked: true",
                "[72] combobox 'Attribute Set' value='Top'", f"[74] textbox 'Product Name *' required: True value={q(name)}",
                f"[76] textbox 'SKU *' required: True value={q(sku)}", f"[78] textbox 'Price *' required: True value={q(price)}",
                "[79] link 'Advanced Pricing'", "[80] combobox 'Tax Class' value='Taxable Goods'",
                "StaticText 'Quantity: managed by configurations'", "[82] combobox 'Stock Status' value='In Stock'",
                "[84] combobox 'Weight' value='This item has weight'", "[85] textbox 'Weight' value='1'",
                "[86] combobox 'Visibility' value='Catalog, Search'", "[88] listbox 'Categories' value='Men / Tops / Hoodies & Sweatshirts'",
                "[90] textbox 'Set Product as New From' value=''", "[92] combobox 'Country of Manufacture' value=''",
                "[94] region 'Configurations'", "\tStaticText 'This product has 15 configurations (Size: XS-XL, Color: 3 values).'",
                "\t[95] button 'Edit Configurations'", "[96] tab 'Content' expanded: False", "[97] tab 'Images And Videos' expanded: False",
                "[98] tab 'Search Engine Optimization' expanded: False", "[99] tab 'Customizable Options' expanded: False",
                f"StaticText 'Last updated: {updated}'"]
        return out

    base = {}
    after1 = {"MH03": 58.00}
    after2 = {"MH07": 49.00}
    store = ["[20] banner ''", "\t[21] link 'store logo'", "\t[22] combobox 'Search' value=''", "[40] main ''",
             "\t[41] heading 'Hero Hoodie'", "\tStaticText 'Rating: 78%'", "\t[42] link '3 Reviews'", "\t[43] link 'Add Your Review'",
             "\tStaticText '$49.00'", "\tStaticText 'In stock'", "\tStaticText 'SKU#: MH07'",
             "\t[44] listbox 'Size'", "\t\t[45] option 'XS'", "\t\t[46] option 'S'", "\t\t[47] option 'M'", "\t\t[48] option 'L'", "\t\t[49] option 'XL'",
             "\t[50] listbox 'Color'", "\t\t[51] option 'Black'", "\t\t[52] option 'Gray'", "\t\t[53] option 'Green'",
             "\t[54] spinbutton 'Qty' value='1'", "\t[55] button 'Add to Cart'",
             "\tStaticText 'Gray and black color blocking sets you apart as the Hero Hoodie keeps you warm on the bus, campus or cold mean streets.'"]
    store2 = []
    for x in store:
        store2.append(x)
        if x in ("\t[44] listbox 'Size'", "\t[50] listbox 'Color'"):
            store2.append("\t\tStaticText 'This is a required field.'")
    g = f"{ADM}/catalog/product/"
    e3 = f"{ADM}/catalog/product/edit/id/115/"
    e7 = f"{ADM}/catalog/product/edit/id/163/"
    turns = [
        (f"goto('{g}')", axtree("Products / Inventory / Catalog / Magento Admin", adm_shell(grid(base, HOODIES, "Keyword: hoodie")), g)),
        ("click('111')", axtree("Bruno Compete Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Bruno Compete Hoodie", "MH03", "63.00", "Apr 19, 2023 4:12:31 PM")), e3)),
        ("fill('78', '58.00')", axtree("Bruno Compete Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Bruno Compete Hoodie", "MH03", "58.00", "Apr 19, 2023 4:12:31 PM")), e3)),
        ("click('65')", axtree("Bruno Compete Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Bruno Compete Hoodie", "MH03", "58.00", "May 14, 2024 11:03:47 AM", "You saved the product.")), e3)),
        ("click('62')", axtree("Products / Inventory / Catalog / Magento Admin", adm_shell(grid(after1, HOODIES, "Keyword: hoodie")), g)),
        ("click('127')", axtree("Hero Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Hero Hoodie", "MH07", "54.00", "Apr 19, 2023 4:12:33 PM")), e7)),
        ("fill('78', '49.00')", axtree("Hero Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Hero Hoodie", "MH07", "49.00", "Apr 19, 2023 4:12:33 PM")), e7)),
        ("click('65')", axtree("Hero Hoodie / Products / Inventory / Catalog / Magento Admin", adm_shell(form("Hero Hoodie", "MH07", "49.00", "May 14, 2024 11:05:12 AM", "You saved the product.")), e7)),
        ("click('62')", axtree("Products / Inventory / Catalog / Magento Admin", adm_shell(grid({"MH03": 63.00, **after2}, HOODIES, "Keyword: hoodie")), g)),
        ("goto('http://shop.localhost:7770/hero-hoodie.html')", axtree("Hero Hoodie", store, "http://shop.localhost:7770/hero-hoodie.html")),
        ("click('55')", axtree("Hero Hoodie", store2, "http://shop.localhost:7770/hero-hoodie.html")),
    ]
    rs.add(task=T, tid="h27-web-07", system=WEB_SYSTEM, turns=turns,
           state=f"Magento 2.4.6 admin at {ADM}, logged in as admin. Goal: lower the price of Bruno Compete Hoodie (MH03) from $63.00 to $58.00 and of Hero Hoodie (MH07) from $54.00 to $49.00, then check Hero Hoodie on the storefront.",
           bad=True, turn=9, kind="the product grid shows Bruno Compete Hoodie back at its old price $63.00 after it was saved at $58.00")


ORDERS = {308: ("May 14, 2024 10:58:21 AM", "Grace Nguyen", 87.40, "Pending"), 307: ("May 14, 2024 9:41:07 AM", "Omar Haddad", 212.15, "Processing"),
          306: ("May 13, 2024 8:12:55 PM", "Lucia Romero", 45.99, "Complete"), 305: ("May 13, 2024 6:30:10 PM", "Ben Carter", 129.00, "Pending"),
          304: ("May 13, 2024 2:02:44 PM", "Aisha Bello", 64.50, "Canceled"), 303: ("May 13, 2024 11:47:39 AM", "Tom Becker", 38.25, "Pending"),
          302: ("May 12, 2024 9:15:03 PM", "Yuki Mori", 301.80, "Complete"), 301: ("May 12, 2024 4:26:18 PM", "Sofia Marin", 154.00, "Pending"),
          300: ("May 12, 2024 1:09:52 PM", "Kofi Mensah", 76.40, "Processing"), 299: ("May 12, 2024 10:33:27 AM", "Hannah Weiss", 194.70, "Pending"),
          298: ("May 11, 2024 7:58:40 PM", "Diego Alvarez", 59.00, "Pending"), 297: ("May 11, 2024 3:44:12 PM", "Ingrid Olsen", 92.35, "Complete"),
          296: ("May 11, 2024 12:20:05 PM", "Ravi Iyer", 47.80, "Pending"), 295: ("May 10, 2024 8:02:31 PM", "Chloe Martin", 133.45, "Pending"),
          294: ("May 10, 2024 5:16:48 PM", "Marek Nowak", 24.99, "Closed"), 293: ("May 10, 2024 2:39:36 PM", "Zara Ahmed", 68.00, "Pending"),
          292: ("May 10, 2024 9:05:14 AM", "Liam O'Brien", 115.60, "Pending"), 291: ("May 9, 2024 6:48:22 PM", "Nadia Petrova", 84.10, "Complete"),
          290: ("May 9, 2024 1:31:09 PM", "Felix Braun", 39.95, "Pending"), 289: ("May 9, 2024 10:12:57 AM", "Amara Obi", 250.00, "Pending")}


def t19(rs: RowSet) -> None:
    status = {k: v[3] for k, v in ORDERS.items()}

    def grid(ids: list[int], total: int, st: dict[int, str], filt: bool, panel: str | None = None, msg: str = "") -> list[str]:
        out = ["[60] heading 'Orders'"]
        if msg:
            out += ["[61] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[62] button 'Create New Order'", "[64] searchbox 'Search by keyword' value=''", "[65] button 'Search'",
                "[66] button 'Filters' expanded: " + ("True" if panel is not None else "False"), "[67] button 'Default View'", "[68] button 'Columns'", "[69] button 'Export'"]
        if panel is not None:
            out += ["[200] group 'Filters'", "\t[201] textbox 'Purchase Date from' value=''", "\t[202] textbox 'Purchase Date to' value=''",
                    "\t[203] textbox 'Grand Total (Base) from' value=''", "\t[204] textbox 'Grand Total (Base) to' value=''",
                    "\t[205] textbox 'ID' value=''", "\t[206] textbox 'Bill-to Name' value=''", "\t[207] combobox 'Purchase Point' value='All Store Views'",
                    f"\t[208] combobox 'Status' value={q(panel)}", "\t[209] button 'Cancel'", "\t[210] button 'Apply Filters'"]
        if filt:
            out += ["StaticText 'Active filters:'", "[70] button 'Status: Pending'", "[71] button 'Clear all'"]
        out += [f"StaticText '{total} records found'", "[72] combobox 'per page' value='20'", "[73] textbox 'page' value='1'",
                f"StaticText 'of {(total + 19) // 20}'", "[74] table ''", "\t[75] row ''"]
        out += [f"\t\t[{76 + i}] columnheader {q(h)}" for i, h in enumerate(["ID", "Purchase Point", "Purchase Date", "Bill-to Name", "Ship-to Name", "Grand Total (Base)", "Grand Total (Purchased)", "Status", "Action"])]
        for i, k in enumerate(ids):
            d, who, tot, _ = ORDERS[k]
            b = 100 + 3 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox '' checked: false", f"\t\tStaticText '000000{k}'",
                    "\t\tStaticText 'Main Website Main Website Store Default Store View'", f"\t\tStaticText {q(d)}",
                    f"\t\tStaticText {q(who)}", f"\t\tStaticText {q(who)}", f"\t\tStaticText '${tot:,.2f}'", f"\t\tStaticText '${tot:,.2f}'",
                    f"\t\tStaticText {q(st[k])}", f"\t\t[{b + 2}] link 'View'"]
        return out

    def pend(st: dict[int, str]) -> list[int]:
        return [k for k in sorted(ORDERS, reverse=True) if st[k] == "Pending"]

    items299 = [("Proteus Fitness Jackshirt-M-Blue", "MJ12-M-Blue", 45.00, 2), ("Sprite Yoga Strap 8 foot", "24-WG086", 17.00, 1),
                ("Fusion Backpack", "24-MB02", 59.00, 1), ("Didi Sport Watch", "24-WG02", 92.00, 0)]
    items301 = [("Olivia 1/4 Zip Light Jacket-S-Purple", "WJ12-S-Purple", 77.00, 2)]

    def view(k: int, st: str, items: list[tuple], ship: float, hist: list[str], msg: str = "", invoices: int = 0) -> list[str]:
        d, who, tot, _ = ORDERS[k]
        out = [f"[60] heading '# 000000{k}'"]
        if msg:
            out += ["[61] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[62] button 'Back'", "[63] button 'Login as Customer'", "[64] button 'Cancel'", "[65] button 'Send Email'"]
        out += ["[66] button 'Unhold'"] if st == "On Hold" else ["[66] button 'Hold'", "[67] button 'Invoice'"] if st == "Pending" else []
        out += ["[68] button 'Ship'", "[69] button 'Reorder'", "[70] tablist 'Order View'", "\t[71] tab 'Information' selected: true",
                f"\t[72] tab 'Invoices{f' ({invoices})' if invoices else ''}' selected: false", "\t[73] tab 'Credit Memos' selected: false",
                "\t[74] tab 'Shipments' selected: false", "\t[75] tab 'Comments History' selected: false",
                f"StaticText 'Order # 000000{k} (The order confirmation email was sent)'", f"StaticText 'Order Date: {d}'",
                f"StaticText 'Order Status: {st}'", "StaticText 'Purchased From: Main Website / Main Website Store / Default Store View'",
                f"StaticText 'Customer Name: {who}'", "StaticText 'Customer Group: General'", "[80] heading 'Items Ordered'", "[81] table ''"]
        sub = 0.0
        for i, (n, sku, p, qty) in enumerate(items):
            if qty == 0:
                continue
            sub += p * qty
            out += [f"\t[{82 + i}] row ''", f"\t\tStaticText {q(n)}", f"\t\tStaticText 'SKU: {sku}'", f"\t\tStaticText 'Ordered {qty}'",
                    f"\t\tStaticText 'Invoiced {qty if invoices else 0}'", f"\t\tStaticText '${p:.2f}'", f"\t\tStaticText '${p * qty:.2f}'"]
        out += ["[90] heading 'Order Totals'", f"StaticText 'Subtotal ${sub:.2f}'", f"StaticText 'Shipping & Handling ${ship:.2f}'",
                f"StaticText 'Tax ${tot - sub - ship:.2f}'", f"StaticText 'Grand Total ${tot:.2f}'",
                f"StaticText 'Total Paid ${tot if invoices else 0:.2f}'", f"StaticText 'Total Due ${0 if invoices else tot:.2f}'",
                "[96] heading 'Notes for this Order'", "[97] combobox 'Status' value='" + st + "'", "[98] textbox 'Comment' value=''",
                "[99] button 'Submit Comment'"]
        out += [f"StaticText {q(h)}" for h in hist]
        return out

    inv = ["[60] heading 'New Invoice'", "[62] button 'Back'", "[63] button 'Reset'", "StaticText 'Order # 000000301'",
           "StaticText 'Order Date: May 12, 2024 4:26:18 PM'", "StaticText 'Order Status: Pending'", "[70] heading 'Items to Invoice'",
           "[71] table ''", "\t[72] row ''", "\t\tStaticText 'Olivia 1/4 Zip Light Jacket-S-Purple'", "\t\tStaticText 'SKU: WJ12-S-Purple'",
           "\t\tStaticText '$77.00'", "\t\tStaticText 'Ordered 2'", "\t\t[73] spinbutton 'Qty to Invoice' value='2'", "\t\tStaticText '$154.00'",
           "[80] heading 'Invoice Totals'", "StaticText 'Subtotal $154.00'", "StaticText 'Shipping & Handling $0.00'",
           "StaticText 'Grand Total $154.00'", "[82] combobox 'Amount' value='Capture Offline'",
           "[84] checkbox 'Email Copy of Invoice' checked: false", "[86] button 'Submit Invoice'"]
    st1 = dict(status)
    st2 = {**status, 299: "On Hold"}
    st3 = {**st2, 301: "Processing"}
    g = f"{ADM}/sales/order/"
    h299 = ["May 12, 2024 10:33:29 AM | Pending | Customer Notified"]
    h299b = ["May 14, 2024 11:20:04 AM | On Hold | Customer Not Notified"] + h299
    turns = [
        (f"goto('{g}')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(sorted(ORDERS, reverse=True)[:10], 308, st1, False)), g)),
        ("click('66')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(sorted(ORDERS, reverse=True)[:10], 308, st1, False, "")), g)),
        ("select_option('208', 'Pending')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(sorted(ORDERS, reverse=True)[:10], 308, st1, False, "Pending")), g)),
        ("click('210')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(pend(st1)[:10], 37, st1, True)), g)),
        ("click('114')", axtree("# 000000299 / Orders / Operations / Sales / Magento Admin", adm_shell(view(299, "Pending", items299, 15.00, h299)), f"{ADM}/sales/order/view/order_id/299/")),
        ("click('66')", axtree("# 000000299 / Orders / Operations / Sales / Magento Admin", adm_shell(view(299, "On Hold", items299, 15.00, h299b, "You put the order on hold.")), f"{ADM}/sales/order/view/order_id/299/")),
        ("click('62')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(pend(st2)[:10], 36, st2, True)), g)),
        ("click('111')", axtree("# 000000301 / Orders / Operations / Sales / Magento Admin", adm_shell(view(301, "Pending", items301, 0.00, ["May 12, 2024 4:26:20 PM | Pending | Customer Notified"])), f"{ADM}/sales/order/view/order_id/301/")),
        ("click('67')", axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", adm_shell(inv), f"{ADM}/sales/order_invoice/new/order_id/301/")),
        ("click('86')", axtree("# 000000301 / Orders / Operations / Sales / Magento Admin", adm_shell(view(301, "Processing", items301, 0.00, ["May 14, 2024 11:22:41 AM | Processing | Invoice #000000158 created. Customer Not Notified", "May 12, 2024 4:26:20 PM | Pending | Customer Notified"], "The invoice has been created.", 1)), f"{ADM}/sales/order/view/order_id/301/")),
        ("click('62')", axtree("Orders / Operations / Sales / Magento Admin", adm_shell(grid(pend(st3)[:10], 35, st3, True)), g)),
    ]
    rs.add(task=T, tid="h27-web-19", system=WEB_SYSTEM, turns=turns,
           state=f"Magento 2.4.6 admin at {ADM}, logged in as admin. Goal: review pending orders; put #000000299 on hold (customer asked to change the address) and invoice #000000301 (bank transfer received).")


# ---------------------------------------------------------------------------------------------
# 08  Evergreen OPAC (library): search, sort, facet, renew, hold
# ---------------------------------------------------------------------------------------------
EG = "https://catalog.harborcountylibrary.org"


def eg_shell(body: list[str], cart: int = 0) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Harbor County Public Library'", "\t[22] link 'My Account'", "\t[23] link 'My Lists'",
           f"\t[24] link 'Basket ({cart})'", "\t[25] link 'Logout'", "\tStaticText 'Hello, Noor'",
           "[30] search ''", "\t[31] combobox 'Search type' value='Keyword'", "\t[32] textbox 'Search term' value='{term}'",
           "\t[33] combobox 'Format' value='All Formats'", "\t[34] combobox 'Library' value='Harbor County PL (all branches)'",
           "\t[35] button 'Search'", "\t[36] link 'Advanced Search'", "[50] main ''"]
    return out + indent(body) + ["[990] contentinfo ''", "\tStaticText 'Powered by Evergreen 3.12'", "\t[991] link 'Library hours & locations'"]


BUTLER = [("Parable of the Sower", "Butler, Octavia E.", "Book", 1993, "4 of 7 copies available"),
          ("Kindred", "Butler, Octavia E.", "Book", 1979, "2 of 9 copies available"),
          ("Parable of the Talents", "Butler, Octavia E.", "Book", 1998, "0 of 4 copies available"),
          ("Bloodchild and Other Stories", "Butler, Octavia E.", "Book", 2005, "3 of 3 copies available"),
          ("Fledgling", "Butler, Octavia E.", "Book", 2005, "1 of 2 copies available"),
          ("Dawn", "Butler, Octavia E.", "Book", 1987, "2 of 2 copies available"),
          ("Parable of the Sower", "Butler, Octavia E.", "E-book", 2019, "Available to borrow (OverDrive)"),
          ("Kindred: A Graphic Novel Adaptation", "Duffy, Damian; Jennings, John", "Graphic novel", 2017, "2 of 3 copies available"),
          ("Wild Seed", "Butler, Octavia E.", "Book", 1980, "1 of 1 copies available"),
          ("Octavia E. Butler (Modern Masters of Science Fiction)", "Canavan, Gerry", "Book", 2016, "1 of 1 copies available"),
          ("Lilith's Brood", "Butler, Octavia E.", "Book", 2000, "2 of 2 copies available"),
          ("Kindred", "Butler, Octavia E.", "E-audiobook", 2020, "Wait list: 3 holds (OverDrive)"),
          ("Parable of the Talents", "Butler, Octavia E.", "E-book", 2019, "Available to borrow (OverDrive)"),
          ("Conversations with Octavia Butler", "Francis, Conseula (ed.)", "Book", 2010, "1 of 1 copies available"),
          ("Unexpected Stories", "Butler, Octavia E.", "E-book", 2014, "Available to borrow (OverDrive)"),
          ("Mind of My Mind", "Butler, Octavia E.", "Book", 1977, "1 of 2 copies available"),
          ("Imago", "Butler, Octavia E.", "Book", 1989, "2 of 2 copies available"),
          ("Adulthood Rites", "Butler, Octavia E.", "Book", 1988, "0 of 1 copies available"),
          ("Survivor", "Butler, Octavia E.", "Book", 1978, "Library use only (Special Collections)"),
          ("Parable of the Sower: A Graphic Novel Adaptation", "Duffy, Damian; Jennings, John", "Graphic novel", 2020, "1 of 2 copies available")]
EBOOKS = [("Parable of the Sower", 2019), ("Parable of the Talents", 2019), ("Kindred", 2018), ("Fledgling", 2016), ("Wild Seed", 2020),
          ("Dawn", 2021), ("Bloodchild and Other Stories", 2012), ("Unexpected Stories", 2014), ("Mind of My Mind", 2020), ("Imago", 2021)]


def t08(rs: RowSet) -> None:
    term = "octavia butler"

    def results(rows: list[tuple], start: int, total: int, sort: str, facet: bool) -> list[str]:
        out = ["[60] heading 'Search results'", f"StaticText 'Results {start} - {start + len(rows) - 1} of {total}'",
               f"[62] combobox 'Sort results' value={q(sort)}", "[64] navigation 'Facets'", "\t[65] heading 'Format'",
               "\t[66] checkbox 'Book (17)' checked: false", f"\t[67] checkbox 'E-book (14)' checked: {'true' if facet else 'false'}",
               "\t[68] checkbox 'E-audiobook (4)' checked: false", "\t[69] checkbox 'Graphic novel (3)' checked: false",
               "\t[70] heading 'Author'", "\t[71] link 'Butler, Octavia E. (31)'", "\t[72] link 'Duffy, Damian (3)'",
               "[80] list 'Results'"]
        for i, (t, a, f, y, av) in enumerate(rows):
            b = 100 + 4 * i
            out += [f"\t[{b}] listitem ''", f"\t\tStaticText '{start + i}.'", f"\t\t[{b + 1}] link {q(t)}", f"\t\tStaticText {q(a)}",
                    f"\t\tStaticText '{f} · {y}'", f"\t\tStaticText {q(av)}", f"\t\t[{b + 2}] link 'Place Hold'", f"\t\t[{b + 3}] link 'Add to basket'"]
        out += ["[180] navigation 'Pagination'"]
        if start > 1:
            out += ["\t[181] link 'Previous'"]
        out += ["\t[182] link 'Next'"] if start + len(rows) - 1 < total else []
        return out

    rel = BUTLER[:10]
    newest = sorted(BUTLER, key=lambda r: -r[3])
    ebooks = [("" + t, "Butler, Octavia E.", "E-book", y, "Available to borrow (OverDrive)" if i % 3 else "Wait list: 2 holds (OverDrive)") for i, (t, y) in enumerate(sorted(EBOOKS, key=lambda r: -r[1]))]

    def summary(holds: int, ready: int) -> list[str]:
        return ["[60] heading 'Account Summary'", "StaticText 'Noor Abbasi · Card ending 4471 · Expires 2026-09-30'",
                "StaticText 'Home library: Harbor County PL - Westport Branch'", "[62] link 'Items checked out (3)'",
                f"[63] link 'Holds ({holds})'", f"StaticText '{ready} ready for pickup'", "StaticText 'Fines and fees: $0.00'",
                "[64] link 'Reading history'", "[65] link 'Messages (0)'", "[66] link 'Preferences'"]

    def checkouts(kindred_due: str, kindred_ren: int, msg: str = "") -> list[str]:
        rows = [("Kindred", "Butler, Octavia E.", "31197004218834", kindred_due, kindred_ren),
                ("The Overstory", "Powers, Richard", "31197003991256", "2024-05-28", 2),
                ("Braiding Sweetgrass", "Kimmerer, Robin Wall", "31197004057719", "2024-06-04", 3)]
        out = ["[60] heading 'Items Checked Out'"]
        if msg:
            out += ["[61] status ''", f"\tStaticText {q(msg)}"]
        out += ["[62] button 'Renew selected'", "[63] button 'Renew all'", "[64] table ''", "\t[65] row ''"]
        out += [f"\t\t[{66 + i}] columnheader {q(h)}" for i, h in enumerate(["", "Title", "Author", "Barcode", "Renewals left", "Due date"])]
        for i, (t, a, bc, due, ren) in enumerate(rows):
            b = 80 + 4 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox 'Select {t}' checked: false", f"\t\t[{b + 2}] link {q(t)}",
                    f"\t\tStaticText {q(a)}", f"\t\tStaticText {q(bc)}", f"\t\tStaticText '{ren}'", f"\t\tStaticText {q(due)}",
                    f"\t\t[{b + 3}] link 'Renew'"]
        return out

    record = ["[60] heading 'Parable of the Talents'", "StaticText 'Butler, Octavia E.'", "StaticText 'Book · New York : Seven Stories Press, 1998 · 365 p.'",
              "StaticText 'ISBN: 9781888363814'", "[62] link 'Place Hold'", "[63] link 'Add to my list'", "[64] heading 'Copies'",
              "StaticText '0 of 4 copies available · 3 current holds'", "[66] table ''",
              "\t[67] row ''", "\t\tStaticText 'Westport Branch'", "\t\tStaticText 'SF BUTLER'", "\t\tStaticText 'Checked out - due 2024-05-20'",
              "\t[68] row ''", "\t\tStaticText 'Main Library'", "\t\tStaticText 'SF BUTLER'", "\t\tStaticText 'Checked out - due 2024-05-27'",
              "\t[69] row ''", "\t\tStaticText 'Main Library'", "\t\tStaticText 'SF BUTLER'", "\t\tStaticText 'In transit'",
              "\t[70] row ''", "\t\tStaticText 'Eastgate Branch'", "\t\tStaticText 'SF BUTLER'", "\t\tStaticText 'Checked out - due 2024-06-02'"]
    hold_form = ["[60] heading 'Place Hold'", "StaticText 'Parable of the Talents / Butler, Octavia E.'",
                 "[62] combobox 'Pickup location' value='Westport Branch'", "[64] checkbox 'Notify by email (n.abbasi@harbormail.net)' checked: true",
                 "[65] checkbox 'Notify by text message' checked: false", "[66] checkbox 'Suspend this hold' checked: false",
                 "[68] button 'Submit'", "[69] button 'Cancel'"]

    def holds(with_new: bool) -> list[str]:
        rows = [("Mindkind: A Wayfinder's Memoir", "2 of 6" if with_new else "3 of 6", "Pending", "2024-04-22")]
        rows.insert(0, ("Tomorrow, and Tomorrow, and Tomorrow", "—", "Ready for pickup at Westport Branch until 2024-05-19", "2024-04-02"))
        if with_new:
            rows.append(("Parable of the Talents", "4 of 4", "Pending", "2024-05-14"))
        out = ["[60] heading 'Holds'", f"StaticText '{len(rows)} holds'", "[62] table ''", "\t[63] row ''"]
        out += [f"\t\t[{64 + i}] columnheader {q(h)}" for i, h in enumerate(["Title", "Queue position", "Status", "Placed on", "Actions"])]
        for i, (t, pos, st, placed) in enumerate(rows):
            b = 80 + 4 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(t)}", f"\t\tStaticText {q(pos)}", f"\t\tStaticText {q(st)}",
                    f"\t\tStaticText {q(placed)}", f"\t\t[{b + 2}] button 'Suspend'", f"\t\t[{b + 3}] button 'Cancel'"]
        return out

    def sh(body: list[str], t: str = term) -> list[str]:
        return [x.replace("{term}", t) for x in eg_shell(body)]

    s = f"{EG}/eg/opac/results?query=octavia+butler&qtype=keyword"
    turns = [
        (f"goto('{s}')", axtree("Search Results: octavia butler - Harbor County Public Library", sh(results(rel, 1, 38, "Sort by Relevance", False)), s)),
        ("select_option('62', 'Sort by Publication date: newest to oldest')", axtree("Search Results: octavia butler - Harbor County Public Library", sh(results(newest[:10], 1, 38, "Sort by Publication date: newest to oldest", False)), s + "&sort=pubdate.descending")),
        ("click('182')", axtree("Search Results: octavia butler - Harbor County Public Library", sh(results(newest[10:20], 11, 38, "Sort by Publication date: newest to oldest", False)), s + "&sort=pubdate.descending&page=1")),
        ("click('67')", axtree("Search Results: octavia butler - Harbor County Public Library", sh(results(ebooks, 1, 14, "Sort by Publication date: newest to oldest", True)), s + "&sort=pubdate.descending&fi%3Asearch_format=ebook")),
        ("click('22')", axtree("Account Summary - Harbor County Public Library", sh(summary(2, 1), ""), f"{EG}/eg/opac/myopac/main")),
        ("click('62')", axtree("Items Checked Out - Harbor County Public Library", sh(checkouts("2024-05-21", 2), ""), f"{EG}/eg/opac/myopac/circs")),
        ("click('83')", axtree("Items Checked Out - Harbor County Public Library", sh(checkouts("2024-06-11", 1, "Renewal succeeded: Kindred is now due 2024-06-11."), ""), f"{EG}/eg/opac/myopac/circs")),
        (f"goto('{EG}/eg/opac/record/118442')", axtree("Parable of the Talents - Harbor County Public Library", sh(record, ""), f"{EG}/eg/opac/record/118442")),
        ("click('62')", axtree("Place Hold - Harbor County Public Library", sh(hold_form, ""), f"{EG}/eg/opac/place_hold?hold_target=118442&hold_type=T")),
        ("click('68')", axtree("Place Hold - Harbor County Public Library", sh(["[60] heading 'Hold Request Results'", "[61] status ''", "\tStaticText 'Hold was successfully placed for: Parable of the Talents. Pickup at Westport Branch.'", "[62] link 'Return to record'", "[63] link 'View my holds'"], ""), f"{EG}/eg/opac/place_hold")),
        ("click('63')", axtree("Holds - Harbor County Public Library", sh(holds(True), ""), f"{EG}/eg/opac/myopac/holds")),
    ]
    rs.add(task=T, tid="h27-web-08", system=WEB_SYSTEM, turns=turns,
           state=f"Evergreen 3.12 public catalog at {EG}, logged in as patron Noor Abbasi (3 items out, 2 holds, one of them ready for pickup). Goal: browse the library's Octavia Butler holdings (newest first, then e-books only), renew Kindred, and put a hold on Parable of the Talents.")


# ---------------------------------------------------------------------------------------------
# 09  OpenStreetMap directions (maps)
# ---------------------------------------------------------------------------------------------
OSM = "https://www.openstreetmap.org"


def osm_shell(body: list[str], zoom: str) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'OpenStreetMap logo OpenStreetMap'", "\t[22] link 'Edit' hasPopup: menu", "\t[23] link 'History'",
           "\t[24] link 'Export'", "\t[25] link 'GPS Traces'", "\t[26] link 'User Diaries'", "\t[27] link 'Communities'",
           "\t[28] link 'Copyright'", "\t[29] link 'Help'", "\t[30] link 'About'", "\t[31] link 'Log In'", "\t[32] link 'Sign Up'"]
    out += body
    out += ["[300] region 'Map'", f"\tStaticText 'Zoom level {zoom}'", "\t[301] button 'Zoom In'", "\t[302] button 'Zoom Out'",
            "\t[303] button 'Show My Location'", "\t[304] button 'Layers'", "\t[305] button 'Map Key'", "\t[306] button 'Share'",
            "\t[307] button 'Add a note to the map'", "\t[308] button 'Query features'",
            "\tStaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]
    return out


def t09(rs: RowSet) -> None:
    a = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    b = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"

    def form(frm: str, to: str, mode: str, summary: list[str] | None, steps: list[tuple[str, str]]) -> list[str]:
        out = ["[40] complementary ''", "\t[41] button 'Close'", f"\t[42] textbox 'From' value={q(frm)}", f"\t[43] textbox 'To' value={q(to)}",
               "\t[44] button 'Reverse Directions'", f"\t[45] combobox '' hasPopup: menu expanded: False value={q(mode)}", "\t[46] button 'Go'"]
        if summary:
            out += ["\t[50] heading 'Directions'"] + [f"\tStaticText {q(s)}" for s in summary] + ["\t[52] link 'Download route as GPX'", "\t[54] table ''"]
            for i, (t, d) in enumerate(steps):
                out += [f"\t\t[{60 + i}] row ''", f"\t\t\tStaticText '{i + 1}.'", f"\t\t\t[{80 + i}] cell {q(t)}", f"\t\t\tStaticText {q(d)}"]
            out += ["\tStaticText 'Directions courtesy of OSRM (FOSSGIS)'"]
        return out

    car = [("Start on Forbes Avenue", "300m"), ("Turn right onto South Bellefield Avenue", "600m"),
           ("Turn left onto Boulevard of the Allies", "3.1km"), ("Take the ramp on the right towards I-376 West", "400m"),
           ("Continue on I-376 West (Parkway West)", "20km"), ("Take exit 53 towards Airport / Business Loop 376", "700m"),
           ("Continue on Airport Boulevard", "4.6km"), ("Reach destination", "0m")]
    bike = [("Start on Forbes Avenue", "300m"), ("Turn right onto South Bellefield Avenue", "600m"), ("Turn left onto Fifth Avenue", "4.2km"),
            ("Continue on the Eliza Furnace Trail", "2.9km"), ("Cross the Fort Pitt Bridge", "800m"), ("Turn right onto West Carson Street", "6.1km"),
            ("Continue on Steubenville Pike", "9.3km"), ("Turn right onto Airport Boulevard", "7.4km"), ("Reach destination", "0m")]
    foot = [("Start on Forbes Avenue", "300m"), ("Turn right onto South Bellefield Avenue", "600m"), ("Turn left onto Fifth Avenue", "4.2km"),
            ("Continue on the Eliza Furnace Trail", "2.9km"), ("Cross the Fort Pitt Bridge", "800m"), ("Turn right onto West Carson Street", "5.4km"),
            ("Continue on Steubenville Pike", "8.7km"), ("Turn right onto Business Loop 376", "6.0km"), ("Reach destination", "0m")]
    foot_rev = [("Start on Airport Boulevard", "1.2km"), ("Turn left onto Business Loop 376", "4.9km"), ("Continue on Steubenville Pike", "8.7km"),
                ("Turn left onto West Carson Street", "5.4km"), ("Cross the Fort Pitt Bridge", "800m"), ("Continue on the Eliza Furnace Trail", "2.9km"),
                ("Turn right onto Fifth Avenue", "4.2km"), ("Turn right onto South Bellefield Avenue", "600m"), ("Turn left onto Forbes Avenue", "300m"),
                ("Reach destination", "0m")]
    r = "route=40.4443%2C-79.9436%3B40.4914%2C-80.2329"
    export = ["[40] complementary ''", "\t[41] heading 'Export'", "\t[42] textbox 'north' value='40.5210'", "\t[43] textbox 'west' value='-80.2672'",
              "\t[44] textbox 'east' value='-79.9140'", "\t[45] textbox 'south' value='40.4150'", "\t[46] link 'Manually select a different area'",
              "\t[47] button 'Export'", "\tStaticText 'Sources: Overpass API, Planet OSM, Geofabrik downloads'"]
    turns = [
        (f"goto('{OSM}/directions')", axtree("OpenStreetMap", osm_shell(form("", "", "Car (OSRM)", None, []), "13"), f"{OSM}/directions#map=13/40.4406/-79.9959")),
        ("fill('42', 'Carnegie Mellon University')", axtree("OpenStreetMap", osm_shell(form("Carnegie Mellon University", "", "Car (OSRM)", None, []), "13"), f"{OSM}/directions#map=13/40.4406/-79.9959")),
        ("fill('43', 'Pittsburgh International Airport')", axtree("OpenStreetMap", osm_shell(form("Carnegie Mellon University", "Pittsburgh International Airport", "Car (OSRM)", None, []), "13"), f"{OSM}/directions#map=13/40.4406/-79.9959")),
        ("click('46')", axtree("Directions from Carnegie Mellon University to Pittsburgh International Airport | OpenStreetMap", osm_shell(form(a, b, "Car (OSRM)", ["Distance: 30km. Time: 0:31."], car), "11"), f"{OSM}/directions?engine=fossgis_osrm_car&{r}#map=11/40.4680/-80.0883")),
        ("select_option('45', 'Bicycle (OSRM)')", axtree("Directions from Carnegie Mellon University to Pittsburgh International Airport | OpenStreetMap", osm_shell(form(a, b, "Bicycle (OSRM)", ["Distance: 32km. Time: 2:06.", "Ascend: 412m. Descend: 263m."], bike), "11"), f"{OSM}/directions?engine=fossgis_osrm_bike&{r}#map=11/40.4680/-80.0883")),
        ("select_option('45', 'Foot (OSRM)')", axtree("Directions from Carnegie Mellon University to Pittsburgh International Airport | OpenStreetMap", osm_shell(form(a, b, "Foot (OSRM)", ["Distance: 29km. Time: 6:04."], foot), "11"), f"{OSM}/directions?engine=fossgis_osrm_foot&{r}#map=11/40.4680/-80.0883")),
        ("click('44')", axtree("Directions from Pittsburgh International Airport to Carnegie Mellon University | OpenStreetMap", osm_shell(form(b, a, "Foot (OSRM)", ["Distance: 29km. Time: 6:07."], foot_rev), "11"), f"{OSM}/directions?engine=fossgis_osrm_foot&route=40.4914%2C-80.2329%3B40.4443%2C-79.9436#map=11/40.4680/-80.0883")),
        ("click('301')", axtree("Directions from Pittsburgh International Airport to Carnegie Mellon University | OpenStreetMap", osm_shell(form(b, a, "Foot (OSRM)", ["Distance: 29km. Time: 6:07."], foot_rev), "12"), f"{OSM}/directions?engine=fossgis_osrm_foot&route=40.4914%2C-80.2329%3B40.4443%2C-79.9436#map=12/40.4680/-80.0883")),
        ("click('24')", axtree("Export | OpenStreetMap", osm_shell(export, "12"), f"{OSM}/export#map=12/40.4680/-80.0883")),
    ]
    rs.add(task=T, tid="h27-web-09", system=WEB_SYSTEM, turns=turns,
           state=f"Browser at {OSM}, not logged in, map centred on downtown Pittsburgh (zoom 13). Goal: compare car, bike and walking routes from Carnegie Mellon University to Pittsburgh International Airport, look at the walking route in reverse, then open the export panel for the route area.")


# ---------------------------------------------------------------------------------------------
# 10  Tradewinds Wholesale brand portal (vendor dashboard): restock and pause products
# ---------------------------------------------------------------------------------------------
TW = "https://brands.tradewindswholesale.com"
JP = [["Cedar & Smoke Soy Candle 8 oz", "JP-C08-CED", "$14.00", "$28.00", 36, "Active"],
      ["Fig Leaf Soy Candle 8 oz", "JP-C08-FIG", "$14.00", "$28.00", 4, "Active"],
      ["Sea Salt & Sage Candle 12 oz", "JP-C12-SSS", "$19.00", "$38.00", 0, "Active"],
      ["Beeswax Taper Pair", "JP-TAP-BW2", "$9.50", "$19.00", 58, "Active"],
      ["Reed Diffuser Refill 200 ml", "JP-RDR-200", "$11.00", "$22.00", 22, "Active"],
      ["Holiday Balsam Candle 8 oz", "JP-C08-BAL", "$14.00", "$28.00", 112, "Active"],
      ["Matchbook Set of 3", "JP-MAT-3", "$4.50", "$9.00", 140, "Active"],
      ["Ceramic Candle Lid", "JP-LID-CER", "$6.00", "$12.00", 31, "Active"]]


def tw_shell(body: list[str], views: int, toast: str = "") -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Tradewinds Wholesale for Brands'", "\tStaticText 'Juniper & Pine Candle Co.'",
           "\t[23] button 'Notifications (2)'", "\t[24] button 'Mira Castellanos' hasPopup: menu", "[30] navigation 'Brand portal'"]
    for i, t in enumerate(["Home", "Orders (3 new)", "Products", "Retailers", "Marketing", "Payouts", "Analytics", "Settings"]):
        out.append(f"\t[{31 + i}] link {q(t)}{' selected' if t == 'Products' else ''}")
    out += ["[45] region 'At a glance'", "\tStaticText 'Open orders: 3'", f"\tStaticText 'Store page views this week: {views}'",
            "\tStaticText 'Next payout: May 17, 2024 · $1,284.60'", "[50] main ''"]
    if toast:
        out += ["\t[51] status ''", f"\t\tStaticText {q(toast)}"]
    return out + indent(body)


def t10(rs: RowSet) -> None:
    def table(rows: list[list], tab: str, editing: int | None = None, edit_val: str = "", dialog: bool = False) -> list[str]:
        act = sum(1 for r in rows if r[5] == "Active")
        paused = sum(1 for r in rows if r[5] == "Paused")
        oos = sum(1 for r in rows if r[4] == 0)
        out = ["[60] heading 'Products'", "[61] button 'Add product'", "[62] button 'Bulk edit'", "[63] button 'Export CSV'",
               "[64] searchbox 'Search products' value=''", "[66] tablist ''"]
        for i, (t, n) in enumerate([("All", 8), ("Active", act), ("Paused", paused), ("Out of stock", oos)]):
            out.append(f"\t[{67 + i}] tab '{t} ({n})' selected: {'true' if t == tab else 'false'}")
        out += ["[72] table ''", "\t[73] row ''"]
        out += [f"\t\t[{74 + i}] columnheader {q(h)}" for i, h in enumerate(["Product", "SKU", "Wholesale", "MSRP", "Stock", "Status", "Actions"])]
        shown = [r for r in rows if tab == "All" or (tab == "Paused" and r[5] == "Paused")]
        for r in shown:
            idx = rows.index(r)
            b = 100 + 6 * idx
            stock = f"\t\t[{b + 2}] spinbutton 'Stock for {r[0]}' value={q(edit_val)}" if editing == idx else \
                f"\t\t[{b + 2}] button 'Edit stock: {r[4]}'"
            low = " · Low stock" if 0 < r[4] < 10 else (" · Out of stock" if r[4] == 0 else "")
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(r[0])}", f"\t\tStaticText {q(r[1])}", f"\t\tStaticText {q(r[2])}",
                    f"\t\tStaticText {q(r[3])}", stock, f"\t\tStaticText '{r[5]}{low}'"]
            if editing == idx:
                out += [f"\t\t[{b + 3}] button 'Save'", f"\t\t[{b + 4}] button 'Cancel'"]
            else:
                out += [f"\t\t[{b + 5}] button '{'Unpause' if r[5] == 'Paused' else 'Pause'}'"]
        if dialog:
            out += ["[200] dialog 'Pause Holiday Balsam Candle 8 oz?'",
                    "\tStaticText 'Retailers will not be able to order this product while it is paused. Existing orders are not affected.'",
                    "\t[201] button 'Cancel'", "\t[202] button 'Pause product'"]
        return out

    r0 = [list(r) for r in JP]
    r1 = [list(r) for r in JP]
    r1[1][4] = 40
    r2 = [list(r) for r in r1]
    r2[5][5] = "Paused"
    r2bad = [list(r) for r in r2]
    r2bad[4][3] = "$24.00"
    u = f"{TW}/products"
    turns = [
        (f"goto('{u}')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r0, "All"), 412), u)),
        ("click('108')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r0, "All", 1, "4"), 412), u)),
        ("fill('108', '40')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r0, "All", 1, "40"), 413), u)),
        ("click('109')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r1, "All"), 413, "Stock updated for Fig Leaf Soy Candle 8 oz (40 units)."), u)),
        ("click('135')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r1, "All", dialog=True), 413), u)),
        ("click('202')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r2bad, "All"), 415, "Holiday Balsam Candle 8 oz is paused."), u)),
        ("click('69')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r2, "Paused"), 415), u + "?status=paused")),
        ("click('63')", axtree("Products · Tradewinds Wholesale for Brands", tw_shell(table(r2, "Paused"), 415, "Your export is being prepared. We will email it to mira@juniperandpine.co when it is ready."), u + "?status=paused")),
    ]
    rs.add(task=T, tid="h27-web-10", system=WEB_SYSTEM, turns=turns,
           state=f"Tradewinds Wholesale brand portal at {TW}, signed in as Mira Castellanos for Juniper & Pine Candle Co. Goal: restock Fig Leaf Soy Candle to 40 units, pause the seasonal Holiday Balsam candle, then export the paused products.",
           bad=True, turn=6, kind="an untouched product's MSRP in the products table changes ($22.00 to $24.00) after pausing a different product")


# ---------------------------------------------------------------------------------------------
# 11  Roundcube webmail (mail): delete a message, reply to another
# ---------------------------------------------------------------------------------------------
RC = "https://mail.parkdesign.studio"
INBOX = [("zoom", "Zoom", "Your Zoom Pro trial ends in 3 days", "Today 09:12", "38 KB"),
         ("mv2", "Marisol Vega", "Re: Logo round 3 feedback", "Today 08:47", "212 KB"),
         ("gh", "GitHub", "[parkdesign/site] Dependabot alert: postcss (moderate)", "Today 07:30", "14 KB"),
         ("fig", "Figma", "3 new mentions in Brand Guide v4", "Yesterday 17:05", "27 KB"),
         ("dan", "Dan Whitaker", "Invoice PD-2024-031 paid", "Yesterday 14:22", "61 KB"),
         ("canva", "Canva", "Your weekly design digest", "Yesterday 08:00", "95 KB"),
         ("priya", "Priya Shah", "Coffee next week?", "Mon 19:41", "6 KB"),
         ("nc", "Namecheap", "Domain renewal reminder: parkdesign.studio", "Mon 10:02", "22 KB"),
         ("mv1", "Marisol Vega", "Logo round 3 feedback", "Sun 21:14", "1.4 MB"),
         ("li", "LinkedIn", "You appeared in 14 searches this week", "Sat 12:00", "48 KB"),
         ("sub", "The Type Letter", "The Type Letter #88: variable fonts in email", "Fri 06:30", "73 KB")]


def rc_shell(inbox_unread: int, body: list[str], folder: str = "Inbox", msg: str = "") -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Roundcube Webmail'", "\tStaticText 'elliot@parkdesign.studio'", "\t[22] link 'Logout'",
           "[30] navigation 'Application'", "\t[31] link 'Compose'", "\t[32] link 'Mail' selected", "\t[33] link 'Contacts'",
           "\t[34] link 'Settings'", "[40] navigation 'Folders'"]
    for i, (f, n) in enumerate([("Inbox", inbox_unread), ("Drafts", 0), ("Sent", 0), ("Junk", 1), ("Trash", 2), ("Clients", 0), ("Receipts", 0)]):
        out.append(f"\t[{41 + i}] link '{f}{f' ({n})' if n else ''}'{' selected' if f == folder else ''}")
    out += ["\tStaticText 'Quota: 38% of 10 GB'", "[50] main ''"]
    if msg:
        out += ["\t[51] alert ''", f"\t\tStaticText {q(msg)}"]
    return out + indent(body)


def t11(rs: RowSet) -> None:
    def mlist(keys: list[str], unread: set[str], total: int, sel: str | None = None) -> list[str]:
        out = ["[60] toolbar ''", "\t[61] button 'Reply'", "\t[62] button 'Reply all'", "\t[63] button 'Forward'",
               "\t[64] button 'Delete'", "\t[65] button 'Mark' hasPopup: menu", "\t[66] button 'More' hasPopup: menu",
               "[68] searchbox 'Search' value=''", "[70] table 'Message list'", "\t[71] row ''",
               "\t\t[72] columnheader 'From'", "\t\t[73] columnheader 'Subject'", "\t\t[74] columnheader 'Date'", "\t\t[75] columnheader 'Size'"]
        rows = {r[0]: r for r in INBOX}
        for i, k in enumerate(keys):
            _, fr, su, da, sz = rows[k]
            b = 80 + 2 * i
            st = "unread" if k in unread else "read"
            out += [f"\t[{b}] row '' selected: {'true' if k == sel else 'false'}", f"\t\tStaticText {q(fr)}", f"\t\t[{b + 1}] link {q(su)}",
                    f"\t\tStaticText {q(da)}", f"\t\tStaticText {q(sz)}", f"\t\tStaticText '{st}'"]
        out += [f"StaticText 'Messages 1 to {len(keys)} of {total}'", "[110] button 'Next page'"]
        return out

    zoom_body = ["[120] region 'Message preview'", "\t[121] heading 'Your Zoom Pro trial ends in 3 days'",
                 "\tStaticText 'From Zoom <no-reply@zoom.us> on 2024-05-14 09:12'", "\tStaticText 'To elliot@parkdesign.studio'",
                 "\tStaticText 'Hi Elliot, your Zoom Pro trial ends on May 17, 2024. Add a payment method to keep meetings longer than 40 minutes.'",
                 "\t[123] link 'Upgrade now'", "\t[124] link 'Manage plan'"]
    priya = ["[120] region 'Message preview'", "\t[121] heading 'Coffee next week?'",
             "\tStaticText 'From Priya Shah <priya.shah@gmail.com> on 2024-05-13 19:41'", "\tStaticText 'To elliot@parkdesign.studio'",
             "\tStaticText 'Hey! I am back in town from the 20th. Coffee at Little Owl on Tuesday or Wednesday morning? -P'"]
    trash = ["[60] toolbar ''", "\t[61] button 'Reply'", "\t[62] button 'Reply all'", "\t[63] button 'Forward'", "\t[64] button 'Delete'",
             "\t[65] button 'Empty'", "[70] table 'Message list'", "\t[71] row ''", "\t\t[72] columnheader 'From'",
             "\t\t[73] columnheader 'Subject'", "\t\t[74] columnheader 'Date'", "\t\t[75] columnheader 'Size'"]
    for i, (fr, su, da, sz, st) in enumerate([("Zoom", "Your Zoom Pro trial ends in 3 days", "Today 09:12", "38 KB", "read"),
                                              ("Groupon", "Last chance: 60% off spa days", "Mon 07:15", "84 KB", "unread"),
                                              ("Adobe", "Your Creative Cloud receipt", "Apr 30", "40 KB", "read"),
                                              ("Medium Daily Digest", "How we rebuilt our design system", "Apr 28", "33 KB", "unread"),
                                              ("Marisol Vega", "Logo round 2 (outdated)", "Apr 22", "2.1 MB", "read"),
                                              ("Uber Eats", "Your Friday evening order with Pho Hoa", "Apr 19", "58 KB", "read")]):
        b = 80 + 2 * i
        trash += [f"\t[{b}] row ''", f"\t\tStaticText {q(fr)}", f"\t\t[{b + 1}] link {q(su)}", f"\t\tStaticText {q(da)}",
                  f"\t\tStaticText {q(sz)}", f"\t\tStaticText '{st}'"]
    trash += ["StaticText 'Messages 1 to 6 of 6'"]
    reply_text = "Hi Priya, welcome back! Wednesday the 22nd at 8:30 works for me - see you at Little Owl. Elliot"

    def compose(body: str) -> list[str]:
        return ["[60] toolbar ''", "\t[61] button 'Send'", "\t[62] button 'Save'", "\t[63] button 'Attach'", "\t[64] button 'Signature'",
                "[66] textbox 'From' value='Elliot Park <elliot@parkdesign.studio>'", "[67] textbox 'To' value='Priya Shah <priya.shah@gmail.com>'",
                "[68] link 'Add Cc'", "[69] link 'Add Bcc'", "[70] textbox 'Subject' value='Re: Coffee next week?'",
                f"[72] textbox 'Message' multiline: True value={q(body + ' On 2024-05-13 19:41, Priya Shah wrote: > Hey! I am back in town from the 20th. Coffee at Little Owl on Tuesday or Wednesday morning? -P')}",
                "[74] combobox 'Editor type' value='Plain text'", "[76] checkbox 'Return receipt' checked: false"]
    all10 = [r[0] for r in INBOX[:10]]
    after = [r[0] for r in INBOX[1:11]]
    un0 = {"zoom", "mv2", "fig", "priya"}
    un1 = un0 - {"zoom"}
    i0 = f"{RC}/?_task=mail&_mbox=INBOX"
    turns = [
        (f"goto('{i0}')", axtree("Roundcube Webmail :: Inbox", rc_shell(4, mlist(all10, un0, 23)), i0)),
        ("click('81')", axtree("Roundcube Webmail :: Inbox", rc_shell(3, mlist(all10, un1, 23, "zoom") + zoom_body), i0 + "&_uid=4187")),
        ("click('64')", axtree("Roundcube Webmail :: Inbox", rc_shell(3, mlist(after, un1, 22), msg="Message moved to Trash successfully."), i0)),
        ("click('45')", axtree("Roundcube Webmail :: Trash", rc_shell(3, trash, "Trash"), f"{RC}/?_task=mail&_mbox=Trash")),
        ("click('41')", axtree("Roundcube Webmail :: Inbox", rc_shell(3, mlist(all10, un1, 23)), i0)),
        ("dblclick('93')", axtree("Roundcube Webmail :: Coffee next week?", rc_shell(2, ["[60] toolbar ''", "\t[61] button 'Reply'", "\t[62] button 'Reply all'", "\t[63] button 'Forward'", "\t[64] button 'Delete'", "\t[66] button 'Back to list'"] + priya), f"{RC}/?_task=mail&_mbox=INBOX&_uid=4171&_action=show")),
        ("click('61')", axtree("Roundcube Webmail :: Compose", rc_shell(2, compose("")), f"{RC}/?_task=mail&_action=compose&_reply_uid=4171&_mbox=INBOX")),
        (f"fill('72', '{reply_text}')", axtree("Roundcube Webmail :: Compose", rc_shell(2, compose(reply_text)), f"{RC}/?_task=mail&_action=compose&_reply_uid=4171&_mbox=INBOX")),
        ("click('61')", axtree("Roundcube Webmail :: Coffee next week?", rc_shell(2, ["[60] toolbar ''", "\t[61] button 'Reply'", "\t[62] button 'Reply all'", "\t[63] button 'Forward'", "\t[64] button 'Delete'", "\t[66] button 'Back to list'", "StaticText 'Replied'"] + priya, msg="Message sent successfully."), f"{RC}/?_task=mail&_mbox=INBOX&_uid=4171&_action=show")),
    ]
    rs.add(task=T, tid="h27-web-11", system=WEB_SYSTEM, turns=turns,
           state=f"Roundcube 1.6 webmail at {RC}, logged in as elliot@parkdesign.studio. Inbox has 23 messages, 4 unread; Trash has 5 messages (2 unread). Goal: delete the Zoom trial reminder, confirm it is in Trash, and reply to Priya about coffee.",
           bad=True, turn=5, kind="the message deleted to Trash is back in the Inbox list (and the inbox count is 23 again) with no undo or move")


# ---------------------------------------------------------------------------------------------
# 12  DokuWiki (makerspace wiki): edit a table, then rename the page with the Move plugin
# ---------------------------------------------------------------------------------------------
DW = "https://wiki.fabrikraum.org"
LASER_ROWS = [("Plywood (birch)", "3 mm", "25 %", "80 %", "500 Hz"), ("Acrylic (cast)", "3 mm", "15 %", "100 %", "5000 Hz"),
              ("Cardboard", "2 mm", "60 %", "30 %", "500 Hz"), ("Leather (veg-tan)", "2 mm", "40 %", "45 %", "500 Hz")]
MDF = ("MDF", "3 mm", "18 %", "90 %", "500 Hz")


def dw_shell(page_id: str, trace: list[str], body: list[str], modified: str, tools: bool = True) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Fabrikraum Wiki'", "\tStaticText 'Logged in as: Tessa Brandt (tessa)'",
           "\t[22] link 'Admin'", "\t[23] link 'Update Profile'", "\t[24] link 'Log Out'", "\t[25] link 'Recent Changes'",
           "\t[26] link 'Media Manager'", "\t[27] link 'Sitemap'", "\t[28] searchbox 'Search' value=''", "\t[29] button 'Search'",
           "[30] navigation 'Trace'", "\tStaticText 'Trace:'"]
    out += [f"\t[{31 + i}] link {q(t)}" for i, t in enumerate(trace)]
    if tools:
        out += ["[40] navigation 'Page Tools'", "\t[41] link 'Edit this page'", "\t[42] link 'Old revisions'", "\t[43] link 'Backlinks'",
                "\t[44] link 'Rename Page'", "\t[45] link 'Unsubscribe'", "\t[46] link 'Back to top'"]
    out += ["[50] main ''"] + indent(body)
    out += ["[980] contentinfo ''", f"\tStaticText '{page_id}.txt · Last modified: {modified}'",
            "\tStaticText 'Except where otherwise noted, content on this wiki is licensed under CC Attribution-Share Alike 4.0 International'"]
    return out


def t12(rs: RowSet) -> None:
    def page(rows: list[tuple]) -> list[str]:
        out = ["[60] heading 'Laser cutter (Epilog Zing 24)'",
               "StaticText 'Bed 610 × 305 mm, 40 W CO2 tube. Induction required - ask on #laser in Matrix. Always run the air assist and the extractor.'",
               "[62] heading 'Material settings'", "[64] table ''", "\t[65] row ''"]
        out += [f"\t\t[{66 + i}] columnheader {q(h)}" for i, h in enumerate(["Material", "Thickness", "Speed", "Power", "Frequency"])]
        for i, r in enumerate(rows):
            out += [f"\t[{80 + i}] row ''"] + [f"\t\t[{90 + 5 * i + j}] cell {q(c)}" for j, c in enumerate(r)]
        out += ["[120] heading 'Never cut'", "[122] list ''", "\t[123] listitem 'PVC or vinyl (chlorine gas)'",
                "\t[124] listitem 'Polycarbonate (burns, does not cut)'", "\t[125] listitem 'Anything with unknown coating'",
                "[130] heading 'Maintenance log'", "StaticText 'Lens cleaned 2024-03-30 (jonas). Mirrors aligned 2024-02-11 (amir).'"]
        return out

    def src(rows: list[tuple]) -> str:
        lines = ["====== Laser cutter (Epilog Zing 24) ======", "", "Bed 610 × 305 mm, 40 W CO2 tube. ...", "", "===== Material settings =====",
                 "^ Material ^ Thickness ^ Speed ^ Power ^ Frequency ^"]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(lines + ["", "===== Never cut =====", "  * PVC or vinyl (chlorine gas)", "..."])

    def edit(rows: list[tuple]) -> list[str]:
        return ["[60] heading 'Edit page'", "StaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax.'",
                "[62] toolbar ''", "\t[63] button 'Bold Text'", "\t[64] button 'Italic Text'", "\t[65] button 'Table'",
                f"[70] textbox '' multiline: True value={q(src(rows))}", "[72] textbox 'Edit summary' value='{summary}'",
                "[74] checkbox 'Minor Changes' checked: false", "[76] button 'Save'", "[77] button 'Preview'", "[78] button 'Cancel'"]

    revs = ["[60] heading 'Old revisions'", "StaticText 'This is a list of all revisions of the current document.'",
            "[62] list ''",
            "\t[63] listitem ''", "\t\t[64] checkbox '' checked: false", "\t\tStaticText '2024/05/14 15:02'", "\t\t[65] link 'tools:laser_cutter'",
            "\t\tStaticText '– added MDF settings from the test grid'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+38 B'", "\t\tStaticText '(current)'",
            "\t[66] listitem ''", "\t\t[67] checkbox '' checked: false", "\t\tStaticText '2024/04/02 18:31'", "\t\t[68] link 'tools:laser_cutter'",
            "\t\tStaticText '– leather settings'", "\t\tStaticText 'Jonas Weil'", "\t\tStaticText '+42 B'",
            "\t[69] listitem ''", "\t\t[70] checkbox '' checked: false", "\t\tStaticText '2023/11/19 21:07'", "\t\t[71] link 'tools:laser_cutter'",
            "\t\tStaticText '– maintenance log'", "\t\tStaticText 'Amir Haddad'", "\t\tStaticText '+118 B'",
            "\t[72] listitem ''", "\t\t[73] checkbox '' checked: false", "\t\tStaticText '2023/06/03 14:40'", "\t\t[74] link 'tools:laser_cutter'",
            "\t\tStaticText '– created'", "\t\tStaticText 'Jonas Weil'", "\t\tStaticText '+1.6 KB'",
            "[80] button 'Show differences between selected revisions'"]

    def move(new: str) -> list[str]:
        return ["[60] heading 'Rename page'", "StaticText 'Current name: tools:laser_cutter'",
                f"[62] textbox 'New name' value={q(new)}", "[64] checkbox 'Also move media in the same namespace' checked: false",
                "StaticText 'Links to this page on 3 other pages will be updated.'", "[66] button 'Rename'", "[67] button 'Cancel'"]

    start = ["[60] heading 'Tools'", "StaticText 'Machines at Fabrikraum. Book time slots in the calendar; inductions every first Thursday.'",
             "[62] list ''", "\t[63] listitem ''", "\t\t[64] link 'Epilog laser cutter'", "\t\tStaticText '- induction required'",
             "\t[65] listitem ''", "\t\t[66] link 'Prusa MK4 3D printers (×3)'", "\t[67] listitem ''", "\t\t[68] link 'Shapeoko CNC router'",
             "\t\tStaticText '- induction required'", "\t[69] listitem ''", "\t\t[70] link 'Silhouette vinyl cutter'",
             "\t[71] listitem ''", "\t\t[72] link 'Electronics bench (Hakko FX-888D, Rigol DS1054Z)'",
             "[80] region 'Link targets'", "\tStaticText 'Epilog laser cutter → tools:laser_cutter_epilog'"]
    recent = ["[60] heading 'Recent Changes'", "StaticText 'The following pages were changed recently.'", "[62] list ''",
              "\t[63] listitem ''", "\t\tStaticText '2024/05/14 15:04'", "\t\t[64] link 'tools:laser_cutter_epilog'",
              "\t\tStaticText '– Moved from tools:laser_cutter'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+0 B'",
              "\t[65] listitem ''", "\t\tStaticText '2024/05/14 15:04'", "\t\t[66] link 'tools:start'",
              "\t\tStaticText '– Move: tools:laser_cutter → tools:laser_cutter_epilog'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+6 B'",
              "\t[67] listitem ''", "\t\tStaticText '2024/05/14 15:04'", "\t\t[68] link 'howto:first_laser_job'",
              "\t\tStaticText '– Move: tools:laser_cutter → tools:laser_cutter_epilog'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+6 B'",
              "\t[69] listitem ''", "\t\tStaticText '2024/05/14 15:04'", "\t\t[70] link 'events:open_day_2024'",
              "\t\tStaticText '– Move: tools:laser_cutter → tools:laser_cutter_epilog'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+6 B'",
              "\t[71] listitem ''", "\t\tStaticText '2024/05/14 15:02'", "\t\tStaticText 'tools:laser_cutter (removed)'",
              "\t\tStaticText '– added MDF settings from the test grid'", "\t\tStaticText 'Tessa Brandt'", "\t\tStaticText '+38 B'",
              "\t[73] listitem ''", "\t\tStaticText '2024/05/13 22:18'", "\t\t[74] link 'events:repair_cafe'",
              "\t\tStaticText '– June date'", "\t\tStaticText 'Amir Haddad'", "\t\tStaticText '+54 B'",
              "\t[75] listitem ''", "\t\tStaticText '2024/05/12 10:05'", "\t\t[76] link 'membership:fees'",
              "\t\tStaticText '– 2024 student rate'", "\t\tStaticText 'Jonas Weil'", "\t\tStaticText '−12 B'"]
    old, new = "tools:laser_cutter", "tools:laser_cutter_epilog"
    rows2 = LASER_ROWS + [MDF]
    summ = "added MDF settings from the test grid"
    e = [x.replace("{summary}", "") for x in edit(LASER_ROWS)]
    e2 = [x.replace("{summary}", "") for x in edit(rows2)]
    e3 = [x.replace("{summary}", summ) for x in edit(rows2)]
    trace = ["start", "tools", "laser_cutter"]
    turns = [
        (f"goto('{DW}/doku.php?id={old}')", axtree("tools:laser_cutter [Fabrikraum Wiki]", dw_shell(old, trace, page(LASER_ROWS), "2024/04/02 18:31 by jonas"), f"{DW}/doku.php?id={old}")),
        ("click('41')", axtree("tools:laser_cutter [Fabrikraum Wiki]", dw_shell(old, trace, e, "2024/04/02 18:31 by jonas", False), f"{DW}/doku.php?id={old}&do=edit")),
        (f"fill('70', {src(rows2)!r})", axtree("tools:laser_cutter [Fabrikraum Wiki]", dw_shell(old, trace, e2, "2024/04/02 18:31 by jonas", False), f"{DW}/doku.php?id={old}&do=edit")),
        (f"fill('72', '{summ}')", axtree("tools:laser_cutter [Fabrikraum Wiki]", dw_shell(old, trace, e3, "2024/04/02 18:31 by jonas", False), f"{DW}/doku.php?id={old}&do=edit")),
        ("click('76')", axtree("tools:laser_cutter [Fabrikraum Wiki]", dw_shell(old, trace, page(rows2), "2024/05/14 15:02 by tessa"), f"{DW}/doku.php?id={old}")),
        ("click('42')", axtree("tools:laser_cutter - Old revisions [Fabrikraum Wiki]", dw_shell(old, trace, revs, "2024/05/14 15:02 by tessa"), f"{DW}/doku.php?id={old}&do=revisions")),
        ("click('44')", axtree("tools:laser_cutter - Rename page [Fabrikraum Wiki]", dw_shell(old, trace, move(old), "2024/05/14 15:02 by tessa"), f"{DW}/doku.php?id={old}&do=plugin_move")),
        (f"fill('62', '{new}')", axtree("tools:laser_cutter - Rename page [Fabrikraum Wiki]", dw_shell(old, trace, move(new), "2024/05/14 15:02 by tessa"), f"{DW}/doku.php?id={old}&do=plugin_move")),
        ("click('66')", axtree("tools:laser_cutter_epilog [Fabrikraum Wiki]", dw_shell(new, ["start", "tools", "laser_cutter_epilog"], ["[55] status ''", "\tStaticText 'Page tools:laser_cutter was renamed to tools:laser_cutter_epilog; 3 linking pages were updated.'"] + page(rows2), "2024/05/14 15:04 by tessa"), f"{DW}/doku.php?id={new}")),
        (f"goto('{DW}/doku.php?id=tools:start')", axtree("tools:start [Fabrikraum Wiki]", dw_shell("tools:start", ["start", "tools", "laser_cutter_epilog", "start"], start, "2024/05/14 15:04 by tessa"), f"{DW}/doku.php?id=tools:start")),
        ("click('25')", axtree("Recent Changes [Fabrikraum Wiki]", dw_shell("tools:start", ["start", "tools", "laser_cutter_epilog", "start"], recent, "2024/05/14 15:04 by tessa", False), f"{DW}/doku.php?id=tools:start&do=recent")),
    ]
    rs.add(task=T, tid="h27-web-12", system=WEB_SYSTEM, turns=turns,
           state=f"DokuWiki (release 2024-02-06 'Kaos', Move plugin installed) at {DW}, logged in as tessa. Goal: add the MDF row to the laser-cutter settings table, then rename the page to tools:laser_cutter_epilog and check that links followed.")


# ---------------------------------------------------------------------------------------------
# 13  One Stop Market checkout: shipping method, coupon, place order, order history
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    user = "Marcus Lee"
    sony = "Sony WH-CH720N Noise Canceling Wireless Headphones Bluetooth Over The Ear Headset with Microphone, Black"
    bat = "Energizer AAA Batteries, Max Alkaline Triple A Battery, 24 Count"
    items = [(sony, 98.00, 1), (bat, 12.99, 2)]
    cart = shop_top(user, 3) + ["[2000] main ''", "\t[2002] heading 'Shopping Cart'", "\t[2010] table 'Shopping Cart Items'"]
    for i, (n, p, k) in enumerate(items):
        b = 2020 + 12 * i
        cart += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 2}] link {q(n)}", f"\t\t\tStaticText '${p:.2f}'",
                 f"\t\t\t[{b + 5}] spinbutton 'Qty' required: False valuemin: 0 value='{k}'", f"\t\t\tStaticText '${p * k:.2f}'",
                 f"\t\t\t[{b + 9}] link 'Remove item'"]
    cart += ["\t[2082] button 'Update Shopping Cart'", "\t[2090] tab 'Apply Discount Code' expanded: False", "\t[2100] complementary ''",
             "\t\t[2102] heading 'Summary'", "\t\tStaticText 'Subtotal $123.98'", "\t\tStaticText 'Tax $0.00'",
             "\t\tStaticText 'Order Total $123.98'", "\t\t[2122] button 'Proceed to Checkout'"] + shop_footer()

    def summary(ship: str | None, disc: bool) -> list[str]:
        out = ["\t[350] complementary 'Order Summary'", "\t\t[352] heading 'Order Summary'", "\t\tStaticText 'Cart Subtotal $123.98'"]
        if ship is None:
            out += ["\t\tStaticText 'Shipping Not yet calculated'"]
        else:
            out += [f"\t\tStaticText 'Shipping {ship} $15.00'"]
        if disc:
            out += ["\t\tStaticText 'Discount (SPRING10) -$12.40'"]
        total = 123.98 + (15.00 if ship is not None else 0) - (12.40 if disc else 0)
        out += [f"\t\tStaticText 'Order Total ${total:.2f}'", "\t\t[366] tab '3 Items in Cart' expanded: False"]
        return out

    def ship_step(chosen: bool) -> list[str]:
        return ["[118] banner ''", "\t[133] link 'store logo'", "[300] main ''", "\t[302] list ''", "\t\t[303] listitem 'Shipping'",
                "\t\t[304] listitem 'Review & Payments'", "\t[310] heading 'Shipping Address'", "\t[312] group ''",
                "\t\tStaticText 'Marcus Lee'", "\t\tStaticText '418 Hawthorne Street'", "\t\tStaticText 'Pittsburgh, Pennsylvania 15217'",
                "\t\tStaticText 'United States'", "\t\t[314] link '(412) 555-0147'", "\t\t[316] button 'Edit'", "\t[318] button 'New Address'",
                "\t[320] heading 'Shipping Methods'", "\t[322] table ''", "\t\t[323] row ''",
                f"\t\t\t[325] radio 'Fixed Flat Rate' checked: {'true' if chosen else 'false'}", "\t\t\t[326] gridcell '$15.00'",
                "\t\t\t[327] gridcell 'Fixed'", "\t\t\t[328] gridcell 'Flat Rate'", "\t[340] button 'Next'"] + summary("(Flat Rate - Fixed)" if chosen else None, False)

    def pay_step(disc_open: bool, code: str, applied: bool) -> list[str]:
        out = ["[118] banner ''", "\t[133] link 'store logo'", "[300] main ''", "\t[302] list ''", "\t\t[303] listitem 'Shipping'",
               "\t\t[304] listitem 'Review & Payments'", "\t[310] heading 'Payment Method'", "\t[312] radio 'Check / Money order' checked: true",
               "\t[314] checkbox 'My billing and shipping address are the same' checked: true",
               "\tStaticText 'Marcus Lee, 418 Hawthorne Street, Pittsburgh, Pennsylvania 15217, United States, (412) 555-0147'",
               f"\t[320] tab 'Apply Discount Code' expanded: {'True' if disc_open else 'False'}"]
        if applied:
            out += ["\t[321] alert ''", "\t\tStaticText 'Your coupon was successfully applied.'"]
        if disc_open:
            out += [f"\t[322] textbox 'Enter discount code' value={q(code)}" + (" disabled: True" if applied else ""),
                    f"\t[324] button '{'Cancel coupon' if applied else 'Apply Discount'}'"]
        out += ["\t[330] button 'Place Order'", "\t[340] group 'Ship To:'", "\t\tStaticText 'Marcus Lee, 418 Hawthorne Street, Pittsburgh, Pennsylvania 15217'",
                "\t[342] group 'Shipping Method:'", "\t\tStaticText 'Flat Rate - Fixed'"]
        return out + summary("(Flat Rate - Fixed)", applied)

    success = shop_top(user, 0) + ["[400] main ''", "\t[402] heading 'Thank you for your purchase!'", "\tStaticText 'Your order number is:'",
                                   "\t[404] link '000000191'", "\tStaticText 'We'll email you an order confirmation with details and tracking info.'",
                                   "\t[406] link 'Continue Shopping'", "\t[408] link 'Print receipt'"] + shop_footer()
    order = shop_top(user, 0) + ["[400] main ''", "\t[402] heading 'Order # 000000191'", "\tStaticText 'Pending'",
                                 "\tStaticText 'Order Date: May 14, 2024'", "\t[404] link 'Reorder'", "\t[405] link 'Print Order'",
                                 "\t[406] tab 'Items Ordered' selected: true", "\t[410] table ''",
                                 "\t\t[411] row ''", f"\t\t\tStaticText {q(sony)}", "\t\t\tStaticText 'SKU: B0BS1QCFHX'", "\t\t\tStaticText '$98.00'",
                                 "\t\t\tStaticText 'Ordered: 1'", "\t\t\tStaticText '$98.00'",
                                 "\t\t[412] row ''", f"\t\t\tStaticText {q(bat)}", "\t\t\tStaticText 'SKU: B004U429AW'", "\t\t\tStaticText '$12.99'",
                                 "\t\t\tStaticText 'Ordered: 2'", "\t\t\tStaticText '$25.98'",
                                 "\tStaticText 'Subtotal $123.98'", "\tStaticText 'Discount (SPRING10) -$12.40'",
                                 "\tStaticText 'Shipping & Handling $15.00'", "\tStaticText 'Grand Total $126.58'",
                                 "\t[420] heading 'Order Information'", "\tStaticText 'Shipping Method: Flat Rate - Fixed'",
                                 "\tStaticText 'Payment Method: Check / Money order'", "\t[422] link 'My Orders'"] + shop_footer()
    hist_rows = [("000000191", "5/14/24", "$126.58", "Pending"), ("000000178", "4/2/24", "$54.20", "Complete"),
                 ("000000163", "3/9/24", "$212.75", "Complete"), ("000000140", "1/27/24", "$31.49", "Canceled"),
                 ("000000121", "12/11/23", "$88.06", "Complete")]
    hist = shop_top(user, 0) + ["[400] main ''", "\t[402] heading 'My Orders'", "\t[404] table 'Orders'", "\t\t[405] row ''"]
    hist += [f"\t\t\t[{406 + i}] columnheader {q(h)}" for i, h in enumerate(["Order #", "Date", "Ship To", "Order Total", "Status", "Action"])]
    for i, (n, d, t, s) in enumerate(hist_rows):
        b = 420 + 3 * i
        hist += [f"\t\t[{b}] row ''", f"\t\t\tStaticText {q(n)}", f"\t\t\tStaticText {q(d)}", "\t\t\tStaticText 'Marcus Lee'",
                 f"\t\t\tStaticText {q(t)}", f"\t\t\tStaticText {q(s)}", f"\t\t\t[{b + 1}] link 'View Order'", f"\t\t\t[{b + 2}] link 'Reorder'"]
    hist += ["\tStaticText '5 Item(s)'", "\t[440] combobox 'Show' value='10'"] + shop_footer()
    co = f"{SHOP}/checkout/"
    turns = [
        (f"goto('{SHOP}/checkout/cart/')", axtree("Shopping Cart", cart, f"{SHOP}/checkout/cart/")),
        ("click('2122')", axtree("Checkout", ship_step(False), co + "#shipping")),
        ("click('325')", axtree("Checkout", ship_step(True), co + "#shipping")),
        ("click('340')", axtree("Checkout", pay_step(False, "", False), co + "#payment")),
        ("click('320')", axtree("Checkout", pay_step(True, "", False), co + "#payment")),
        ("fill('322', 'SPRING10')", axtree("Checkout", pay_step(True, "SPRING10", False), co + "#payment")),
        ("click('324')", axtree("Checkout", pay_step(True, "SPRING10", True), co + "#payment")),
        ("click('330')", axtree("Success Page", success, f"{SHOP}/checkout/onepage/success/")),
        ("click('404')", axtree("Order # 000000191", order, f"{SHOP}/sales/order/view/order_id/191/")),
        ("click('422')", axtree("My Orders", hist, f"{SHOP}/sales/order/history/")),
    ]
    rs.add(task=T, tid="h27-web-13", system=WEB_SYSTEM, turns=turns,
           state=f"One Stop Market at {SHOP}, signed in as Marcus Lee; the cart holds one pair of Sony WH-CH720N headphones ($98.00) and two 24-packs of Energizer AAA batteries ($12.99 each). Goal: check out with flat-rate shipping and the SPRING10 coupon (10% off merchandise), then confirm the order in the order history.")


# ---------------------------------------------------------------------------------------------
# 14  Koha OPAC (library): add a title to a personal list
# ---------------------------------------------------------------------------------------------
KO = "https://lakeshore.bywatersolutions.example"
SUMMER = [("The Overstory", "Powers, Richard", "FIC POWERS", "Available: Central (2), Bayview (1)", 2018),
          ("Tomorrow, and Tomorrow, and Tomorrow", "Zevin, Gabrielle", "FIC ZEVIN", "Checked out (due 05/29/2024)", 2022),
          ("Demon Copperhead", "Kingsolver, Barbara", "FIC KINGSOLVER", "Available: Central (1)", 2022)]
MINISTRY = ("The Ministry for the Future", "Robinson, Kim Stanley", "SF ROBINSON", "Available: Central (1), North Shore (1)", 2020)
BOOKCLUB = [("Lessons in Chemistry", "Garmus, Bonnie", "FIC GARMUS", "Available: Bayview (1)", 2022),
            ("The Covenant of Water", "Verghese, Abraham", "FIC VERGHESE", "Checked out (due 06/03/2024)", 2023),
            ("Horse", "Brooks, Geraldine", "FIC BROOKS", "Available: Central (1)", 2022),
            ("North Woods", "Mason, Daniel", "FIC MASON", "On hold shelf", 2023),
            ("James", "Everett, Percival", "FIC EVERETT", "On order", 2024)]


def ko_shell(body: list[str], cart: int = 0, lists_n: int = 2) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Lakeshore Regional Library'", f"\t[22] button 'Cart ({cart})'", f"\t[23] button 'Lists ({lists_n})'",
           "\t[24] link 'Welcome, Adaeze Okonkwo'", "\t[25] link 'Log out'", "[30] search ''", "\t[31] combobox 'Search type' value='Library catalog'",
           "\t[32] textbox 'Search the catalog' value='{term}'", "\t[33] combobox 'Library' value='All libraries'", "\t[34] button 'Go'",
           "\t[35] link 'Advanced search'", "\t[36] link 'Course reserves'", "\t[37] link 'Authority search'", "[40] navigation 'Breadcrumbs'",
           "\t[41] link 'Home'", "[50] main ''"]
    return out + indent(body) + ["[990] contentinfo ''", "\tStaticText 'Powered by Koha'"]


def t14(rs: RowSet) -> None:
    def sh(body: list[str], term: str = "") -> list[str]:
        return [x.replace("{term}", term) for x in ko_shell(body)]

    def side(active: str) -> list[str]:
        out = ["[52] navigation 'Your account'"]
        for i, t in enumerate(["Summary", "Charges", "Personal details", "Tags", "Change password", "Search history", "Checkout history",
                               "Holds history", "Purchase suggestions", "Messaging", "Lists"]):
            out.append(f"\t[{53 + i}] link {q(t)}{' selected' if t == active else ''}")
        return out

    def listview(name: str, sid: int, rows: list[tuple], msg: str = "") -> list[str]:
        out = side("Lists") + [f"[70] heading {q(name)}"]
        if msg:
            out += ["[71] alert ''", f"\tStaticText {q(msg)}"]
        out += [f"StaticText 'Your list: {name} · {len(rows)} item{'s' if len(rows) != 1 else ''} · Sorted by title'",
                "[72] combobox 'Sort by' value='Title (A-Z)'", "[73] button 'Edit list'", "[74] button 'Share list'",
                "[75] button 'Download list' hasPopup: menu", "[76] button 'Send list'", "[77] button 'Delete list'",
                "[78] link 'Select all'", "[79] link 'Clear all'", "[80] button 'Remove from list'", "[82] list ''"]
        for i, (t, a, cn, av, y) in enumerate(sorted(rows, key=lambda r: r[0].removeprefix("The "))):
            b = 90 + 5 * i
            out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] checkbox 'Select' checked: false", f"\t\t[{b + 2}] link {q(t)}",
                    f"\t\tStaticText 'by {a}'", f"\t\tStaticText 'Publication: {y}'", f"\t\tStaticText 'Call number: {cn}'",
                    f"\t\tStaticText {q(av)}", f"\t\t[{b + 3}] link 'Place hold'", f"\t\t[{b + 4}] link 'Add to cart'"]
        return out

    lists = side("Lists") + ["[70] heading 'Lists'", "[71] tablist ''", "\t[72] tab 'Your lists' selected: true",
                             "\t[73] tab 'Public lists' selected: false", "[74] link 'New list'", "[76] table ''", "\t[77] row ''",
                             "\t\t[78] columnheader 'List name'", "\t\t[79] columnheader 'Contents'", "\t\t[80] columnheader 'Type'",
                             "\t[81] row ''", "\t\t[82] link 'Book club picks'", "\t\tStaticText '5 items'", "\t\tStaticText 'Public'",
                             "\t[84] row ''", "\t\t[85] link 'Summer reading 2024'", "\t\tStaticText '3 items'", "\t\tStaticText 'Private'"]
    results = ["[60] heading 'Your search returned 3 results.'", "[62] combobox 'Sort' value='Relevance'", "[64] link 'Select all'",
               "[66] button 'Add to cart'", "[67] button 'Add to list'", "[70] list ''"]
    for i, (t, a, y, av, extra) in enumerate([(MINISTRY[0], MINISTRY[1], 2020, MINISTRY[3], "Book · 563 pages · Orbit"),
                                               ("The Ministry for the Future [sound recording]", "Robinson, Kim Stanley", 2020, "Available: Central (1)", "Audiobook CD · 17 discs"),
                                               ("Kim Stanley Robinson (Modern Masters of Science Fiction)", "Canavan, Gerry", 2024, "Available: Central (1)", "Book · 208 pages")]):
        b = 100 + 8 * i
        results += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] checkbox 'Select' checked: false", f"\t\t[{b + 2}] link {q(t)}",
                    f"\t\tStaticText 'by {a}'", f"\t\tStaticText '{extra} · {y}'", f"\t\tStaticText {q(av)}",
                    f"\t\t[{b + 3}] link 'Place hold'", f"\t\t[{b + 4}] link 'Add to cart'", f"\t\t[{b + 5}] link 'Save to lists'"]

    def addlist(choice: str) -> list[str]:
        return ["[160] dialog 'Add to a list'", "\tStaticText 'Add 1 item to a list: The Ministry for the Future'",
                f"\t[162] combobox 'Select a list' value={q(choice)}", "\t[163] link 'or create a new list'", "\t[164] button 'Save'", "\t[165] button 'Cancel'"]

    def summary(due: str, renews: str, msg: str = "") -> list[str]:
        out = side("Summary") + ["[70] heading 'Hello, Adaeze Okonkwo'"]
        if msg:
            out += ["[71] alert ''", f"\tStaticText {q(msg)}"]
        out += ["[72] tablist ''", "\t[73] tab 'Checked out (2)' selected: true", "\t[74] tab 'Holds (1)' selected: false",
                "\t[75] tab 'Overdue (0)' selected: false", "[76] table ''", "\t[77] row ''",
                "\t\t[78] columnheader 'Title'", "\t\t[79] columnheader 'Due'", "\t\t[80] columnheader 'Call number'", "\t\t[81] columnheader 'Renew'",
                "\t[82] row ''", "\t\t[83] link 'Piranesi / Clarke, Susanna'", f"\t\tStaticText {q(due)}", "\t\tStaticText 'FIC CLARKE'",
                "\t\t[84] link 'Renew'", f"\t\tStaticText {q(renews)}",
                "\t[85] row ''", "\t\t[86] link 'Braiding Sweetgrass / Kimmerer, Robin Wall'", "\t\tStaticText '05/30/2024'",
                "\t\tStaticText '581.6 KIMMERER'", "\t\t[87] link 'Renew'", "\t\tStaticText '(2 of 3 renewals remaining)'",
                "[90] button 'Renew selected'", "[91] button 'Renew all'"]
        return out

    lu = f"{KO}/cgi-bin/koha/opac-shelves.pl?op=view&shelfnumber=12"
    su = f"{KO}/cgi-bin/koha/opac-search.pl?q=ministry+for+the+future"
    turns = [
        (f"goto('{KO}/cgi-bin/koha/opac-shelves.pl?op=list')", axtree("Your lists › Lakeshore Regional Library catalog", sh(lists), f"{KO}/cgi-bin/koha/opac-shelves.pl?op=list")),
        ("click('85')", axtree("Contents of Summer reading 2024 › Lakeshore Regional Library catalog", sh(listview("Summer reading 2024", 12, SUMMER)), lu)),
        (f"goto('{su}')", axtree("Results of search for 'ministry for the future' › Lakeshore Regional Library catalog", sh(results, "ministry for the future"), su)),
        ("click('105')", axtree("Results of search for 'ministry for the future' › Lakeshore Regional Library catalog", sh(results + addlist("Select a list"), "ministry for the future"), su)),
        ("select_option('162', 'Summer reading 2024')", axtree("Results of search for 'ministry for the future' › Lakeshore Regional Library catalog", sh(results + addlist("Summer reading 2024"), "ministry for the future"), su)),
        ("click('164')", axtree("Contents of Summer reading 2024 › Lakeshore Regional Library catalog", sh(listview("Summer reading 2024", 12, SUMMER + [MINISTRY], "1 item was added to list Summer reading 2024.")), lu)),
        (f"goto('{KO}/cgi-bin/koha/opac-user.pl')", axtree("Your library home › Lakeshore Regional Library catalog", sh(summary("05/16/2024", "(1 of 3 renewals remaining)")), f"{KO}/cgi-bin/koha/opac-user.pl")),
        ("click('84')", axtree("Your library home › Lakeshore Regional Library catalog", sh(summary("06/06/2024", "(0 of 3 renewals remaining)", "Piranesi was renewed. New due date: 06/06/2024.")), f"{KO}/cgi-bin/koha/opac-user.pl")),
        (f"goto('{lu}')", axtree("Contents of Summer reading 2024 › Lakeshore Regional Library catalog", sh(listview("Summer reading 2024", 12, SUMMER)), lu)),
        (f"goto('{KO}/cgi-bin/koha/opac-shelves.pl?op=view&shelfnumber=7')", axtree("Contents of Book club picks › Lakeshore Regional Library catalog", sh(listview("Book club picks", 7, BOOKCLUB)), f"{KO}/cgi-bin/koha/opac-shelves.pl?op=view&shelfnumber=7")),
    ]
    rs.add(task=T, tid="h27-web-14", system=WEB_SYSTEM, turns=turns,
           state=f"Koha 23.11 OPAC at {KO}, logged in as patron Adaeze Okonkwo. She owns two lists: 'Book club picks' (public, 5 items) and 'Summer reading 2024' (private, 3 items). Goal: add The Ministry for the Future to Summer reading 2024, renew Piranesi, and look over both lists.",
           bad=True, turn=9, kind="the book added to the private list is missing from the list later, with no removal")


# ---------------------------------------------------------------------------------------------
# 16  Kanboard: take a task, move it to Work in progress, run a subtask timer
# ---------------------------------------------------------------------------------------------
KB = "https://kanban.riversidecoop.org"
KTASKS = {36: ("Photograph the produce aisle", "Backlog", "Lin Zhou", "2024-05-31", "0/2"),
          37: ("Pick a donation widget", "Backlog", "", "", "0/0"),
          39: ("Migrate member directory to new CMS", "Backlog", "", "2024-06-14", "0/5"),
          43: ("Cookie banner (GDPR) review", "Backlog", "", "", "0/1"),
          40: ("Homepage hero layout", "Ready", "Lin Zhou", "2024-05-22", "0/2"),
          41: ("Write volunteer signup copy", "Ready", "", "2024-05-20", "0/3"),
          42: ("Set up staging domain", "Ready", "Omar Diallo", "2024-05-17", "1/2"),
          34: ("Navigation IA card sort", "Work in progress", "Kai Moreno", "2024-05-16", "3/4"),
          38: ("Newsletter template in Mailjet", "Work in progress", "Omar Diallo", "2024-05-21", "1/3"),
          28: ("Choose colour palette", "Done", "Lin Zhou", "", "2/2"), 29: ("Domain transfer", "Done", "Omar Diallo", "", "1/1"),
          30: ("Stakeholder interviews", "Done", "Kai Moreno", "", "6/6"), 31: ("Content inventory", "Done", "Kai Moreno", "", "3/3"),
          33: ("Hosting quote comparison", "Done", "Omar Diallo", "", "2/2")}


def kb_shell(title: str, body: list[str]) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Kanboard'", f"\t[22] heading {q(title)}", "\t[23] button 'Search' ", "\t[24] link 'Notifications (1)'",
           "\t[25] button 'Kai Moreno' hasPopup: menu", "[30] navigation 'Views'", "\t[31] link 'Overview'", "\t[32] link 'Board'",
           "\t[33] link 'Calendar'", "\t[34] link 'List'", "\t[35] link 'Gantt'", "[40] main ''"]
    return out + indent(body)


def t16(rs: RowSet) -> None:
    def board(tasks: dict[int, tuple], mod: dict[int, str]) -> list[str]:
        out = ["[50] searchbox 'Filter' value='status:open'", "[52] table 'Board'"]
        cols = [("Backlog", None), ("Ready", None), ("Work in progress", 3), ("Done", None)]
        for ci, (c, lim) in enumerate(cols):
            ids = sorted(k for k, v in tasks.items() if v[1] == c)
            n = len(ids)
            head = f"{c} ({n}/{lim})" if lim else f"{c} ({n})"
            out += [f"\t[{60 + 40 * ci}] columnheader {q(head)}", f"\t\t[{61 + 40 * ci}] button '+ Add a new task'"]
            for j, k in enumerate(ids):
                t, _, who, due, sub = tasks[k]
                b = 62 + 40 * ci + 4 * j
                out += [f"\t\t[{b}] group ''", f"\t\t\t[{b + 1}] link '#{k}'", f"\t\t\t[{b + 2}] link {q(t)}"]
                if who:
                    out += [f"\t\t\tStaticText {q(who)}"]
                if due:
                    out += [f"\t\t\tStaticText 'Due {due}'"]
                if sub != "0/0":
                    out += [f"\t\t\tStaticText 'Subtasks {sub}'"]
                if k in mod:
                    out += [f"\t\t\tStaticText 'Modified {mod[k]}'"]
        return out

    def task(col: str, who: str, subs: list[tuple[str, str, str]], spent: str, modified: str, extra: list[str] | None = None) -> list[str]:
        out = ["[50] heading '#41 Write volunteer signup copy'", "[52] region 'Summary'", "\tStaticText 'Status: open'",
               "\tStaticText 'Category: Content'", "\tStaticText 'Swimlane: Default swimlane'", f"\tStaticText 'Column: {col}'",
               "\tStaticText 'Position: 1'", "\tStaticText 'Priority: 2'", f"\tStaticText 'Assignee: {who or 'not assigned'}'",
               "\tStaticText 'Creator: Lin Zhou'", "\tStaticText 'Due date: 2024-05-20'", "\tStaticText 'Time estimated: 3h'",
               f"\tStaticText 'Time spent: {spent}'", "\tStaticText 'Created: 2024-05-06 11:20'", f"\tStaticText 'Modified: {modified}'",
               "[60] heading 'Description'",
               "StaticText 'Short, friendly copy for the volunteer signup page: who we need (shelf stocking, deliveries, events), time commitment, and the 2-hour orientation.'",
               "[64] heading 'Sub-Tasks'", "[66] table ''"]
        for i, (t, st, timer) in enumerate(subs):
            b = 70 + 4 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox {q(t)} checked: {'true' if st == 'Done' else 'false'}",
                    f"\t\tStaticText {q(st)}", f"\t\t[{b + 2}] button {q(timer)}"]
        out += ["[90] navigation 'Task actions'", "\t[91] link 'Edit the task'", "\t[92] link 'Assign to me'", "\t[93] link 'Move position'",
                "\t[94] link 'Add a sub-task'", "\t[95] link 'Add a comment'", "\t[96] link 'Close this task'", "\t[97] link 'Back to the board'"]
        return out + (extra or [])

    s0 = [("Draft the intro paragraph", "Todo", "Start timer"), ("List volunteer roles with hours", "Todo", "Start timer"),
          ("Get sign-off from the volunteer coordinator", "Todo", "Start timer")]
    s1 = [("Draft the intro paragraph", "In progress", "Stop timer (started 14:02)")] + s0[1:]
    s2 = [("Draft the intro paragraph", "Done", "Start timer")] + s0[1:]
    move_form = ["[200] dialog 'Move position'", "\t[201] combobox 'Swimlane' value='Default swimlane'", "\t[202] combobox 'Column' value='{col}'",
                 "\t[203] spinbutton 'Position' value='1'", "\t[204] button 'Save'", "\t[205] link 'cancel'"]
    t1 = dict(KTASKS)
    t2 = {**t1, 41: ("Write volunteer signup copy", "Ready", "Kai Moreno", "2024-05-20", "0/3")}
    t3 = {**t2, 41: ("Write volunteer signup copy", "Work in progress", "Kai Moreno", "2024-05-20", "0/3")}
    t4 = {**t3, 41: ("Write volunteer signup copy", "Work in progress", "Kai Moreno", "2024-05-20", "1/3")}
    bu = f"{KB}/board/7"
    tu = f"{KB}/task/41"
    turns = [
        (f"goto('{bu}')", axtree("Website relaunch › Board - Kanboard", kb_shell("Website relaunch", board(t1, {42: "2 hours ago", 38: "yesterday"})), bu)),
        ("click('108')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Ready", "", s0, "0h", "2024-05-13 16:45")), tu)),
        ("click('92')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Ready", "Kai Moreno", s0, "0h", "2024-05-14 14:00")), tu)),
        ("click('93')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Ready", "Kai Moreno", s0, "0h", "2024-05-14 14:00", [x.replace("{col}", "Ready") for x in move_form])), tu)),
        ("select_option('202', 'Work in progress')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Ready", "Kai Moreno", s0, "0h", "2024-05-14 14:00", [x.replace("{col}", "Work in progress") for x in move_form])), tu)),
        ("click('204')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Work in progress", "Kai Moreno", s0, "0h", "2024-05-14 14:01")), tu)),
        ("click('72')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Work in progress", "Kai Moreno", s1, "0h", "2024-05-14 14:02")), tu)),
        ("click('71')", axtree("#41 Write volunteer signup copy - Kanboard", kb_shell("Website relaunch", task("Work in progress", "Kai Moreno", s2, "0.4h", "2024-05-14 14:26")), tu)),
        ("click('97')", axtree("Website relaunch › Board - Kanboard", kb_shell("Website relaunch", board(t4, {41: "just now", 42: "2 hours ago", 38: "yesterday"})), bu)),
    ]
    rs.add(task=T, tid="h27-web-16", system=WEB_SYSTEM, turns=turns,
           state=f"Kanboard 1.2 at {KB}, logged in as Kai Moreno, project 'Website relaunch' (board 7; the Work in progress column has a limit of 3). Goal: take #41 'Write volunteer signup copy', move it to Work in progress, and time the first sub-task.")


def t18(rs: RowSet) -> None:
    u = "Martin Oyelaran"
    prefs_names = ["Email appointment reminders", "Text message (SMS) appointment reminders", "Paperless billing statements",
                   "Share my records with the Wisconsin Health Information Exchange", "Newsletters and health tips by email"]

    def prefs(states: list[bool], phone: str, updated: str, msg: str = "") -> list[str]:
        out = ["[60] heading 'Profile & Preferences'", "[62] tablist ''", "\t[63] tab 'Personal information' selected: false",
               "\t[64] tab 'Contact details' selected: false", "\t[65] tab 'Communication preferences' selected: true",
               "\t[66] tab 'Proxy access' selected: false"]
        if msg:
            out += ["[67] status ''", f"\tStaticText {q(msg)}"]
        out += ["[68] heading 'How should we contact you?'", "StaticText 'Email on file: m.oyelaran@protonmail.com'"]
        for i, (n, s) in enumerate(zip(prefs_names, states)):
            out += [f"[{70 + 2 * i}] checkbox {q(n)} checked: {'true' if s else 'false'}"]
            if i == 1:
                out += [f"[73] textbox 'Mobile number for text messages' value={q(phone)}", "StaticText 'Message and data rates may apply. Reply STOP to opt out.'"]
        out += ["[84] button 'Save preferences'", "[85] button 'Discard changes'", f"StaticText 'Last updated: {updated}'"]
        return out

    def meds(refill: bool, form: bool = False, msg: str = "") -> list[str]:
        out = ["[60] heading 'Medications'"]
        if msg:
            out += ["[61] status ''", f"\tStaticText {q(msg)}"]
        rows = [("Lisinopril 10 mg tablet", "Take 1 tablet by mouth once daily", "Hannah Okafor, MD", "Refills left: 3", "Last filled Apr 22, 2024"),
                ("Atorvastatin 20 mg tablet", "Take 1 tablet by mouth at bedtime", "Hannah Okafor, MD", "Refills left: 0", "Last filled Apr 15, 2024"),
                ("Metformin 500 mg tablet", "Take 1 tablet by mouth twice daily with meals", "Hannah Okafor, MD", "Refills left: 2", "Last filled May 2, 2024")]
        out += ["[62] list ''"]
        for i, r in enumerate(rows):
            b = 70 + 5 * i
            out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] heading {q(r[0])}"] + [f"\t\tStaticText {q(x)}" for x in r[1:]]
            if i == 1 and refill:
                out += ["\t\tStaticText 'Refill requested May 14, 2024 · Request #RX-55821 · Pending review'"]
            else:
                out += [f"\t\t[{b + 2}] button 'Request refill'"]
        if form:
            out += ["[100] dialog 'Request a refill: Atorvastatin 20 mg tablet'", "\tStaticText 'No refills left - your care team must approve this request.'",
                    "\t[102] combobox 'Pharmacy' value='Walgreens #07731, 3710 E Washington Ave, Madison'",
                    "\t[104] textbox 'Comments for your care team (optional)' value=''", "\t[106] button 'Submit request'", "\t[107] button 'Cancel'"]
        return out

    inbox = ["[60] heading 'Messages'", "[62] button 'New message'", "[64] tablist ''", "\t[65] tab 'Inbox' selected: true",
             "\t[66] tab 'Sent' selected: false", "\t[67] tab 'Archived' selected: false", "[70] table ''",
             "\t[71] row ''", "\t\tStaticText 'Unread'", "\t\t[72] link 'Your refill request RX-55821 was received'", "\t\tStaticText 'CareBridge Pharmacy Team'", "\t\tStaticText 'Today 10:36 AM'",
             "\t[73] row ''", "\t\tStaticText 'Unread'", "\t\t[74] link 'Time to schedule your diabetes check-up'", "\t\tStaticText 'Eastside Family Medicine'", "\t\tStaticText 'May 9'",
             "\t[75] row ''", "\t\tStaticText 'Unread'", "\t\t[76] link 'New statement available'", "\t\tStaticText 'CareBridge Billing'", "\t\tStaticText 'May 1'",
             "\t[77] row ''", "\t\t[78] link 'RE: Blood pressure readings'", "\t\tStaticText 'Hannah Okafor, MD'", "\t\tStaticText 'Apr 24'"]
    msg_view = ["[60] link 'Back to Messages'", "[62] heading 'Time to schedule your diabetes check-up'", "StaticText 'From: Eastside Family Medicine · May 9, 2024 8:02 AM'",
                "StaticText 'Hi Martin, our records show you are due for your 3-month diabetes visit (A1c recheck). Please book a visit with Dr. Okafor before June 15.'",
                "[64] button 'Schedule now'", "[65] button 'Reply'", "[66] button 'Archive'"]
    s0 = [True, False, True, True, True]
    s1 = [True, True, True, True, True]
    s2 = [True, True, True, True, False]
    s_bad = [True, True, False, True, False]
    ph = "(608) 555-0172"
    pu = f"{CB}/profile/communication"
    turns = [
        ("click('44')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "14:58", ["[60] heading 'Profile & Preferences'", "[62] tablist ''", "\t[63] tab 'Personal information' selected: true", "\t[64] tab 'Contact details' selected: false", "\t[65] tab 'Communication preferences' selected: false", "\t[66] tab 'Proxy access' selected: false", "StaticText 'Name: Martin Oyelaran'", "StaticText 'Date of birth: 03/18/1971'", "StaticText 'MRN: 00482271'", "StaticText 'Primary care: Hannah Okafor, MD'", "[80] button 'Request a change'"]), f"{CB}/profile")),
        ("click('65')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "14:57", prefs(s0, "", "Feb 2, 2024 6:12 PM")), pu)),
        ("check('72')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "14:31", prefs(s1, "", "Feb 2, 2024 6:12 PM")), pu)),
        (f"fill('73', '{ph}')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "14:12", prefs(s1, ph, "Feb 2, 2024 6:12 PM")), pu)),
        ("uncheck('78')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "13:55", prefs(s2, ph, "Feb 2, 2024 6:12 PM")), pu)),
        ("click('84')", axtree("Profile - CareBridge", cb_shell(u, 2, 0, "14:59", prefs(s2, ph, "May 14, 2024 10:31 AM", "Your communication preferences were saved. We sent a confirmation text to (608) 555-0172.")), pu)),
        ("click('40')", axtree("Medications - CareBridge", cb_shell(u, 2, 0, "14:58", meds(False)), f"{CB}/medications")),
        ("click('77')", axtree("Medications - CareBridge", cb_shell(u, 2, 0, "14:40", meds(False, True)), f"{CB}/medications")),
        ("click('106')", axtree("Medications - CareBridge", cb_shell(u, 2, 0, "14:59", meds(True, False, "Refill request sent to Eastside Family Medicine. Request #RX-55821 - usually reviewed within 2 business days.")), f"{CB}/medications")),
        (f"goto('{pu}')", axtree("Profile - CareBridge", cb_shell(u, 3, 0, "14:58", prefs(s_bad, ph, "May 14, 2024 10:31 AM")), pu)),
        ("click('34')", axtree("Messages - CareBridge", cb_shell(u, 3, 0, "14:58", inbox), f"{CB}/messages")),
        ("click('74')", axtree("Messages - CareBridge", cb_shell(u, 2, 0, "14:57", msg_view), f"{CB}/messages/MSG-9920417")),
    ]
    rs.add(task=T, tid="h27-web-18", system=WEB_SYSTEM, turns=turns,
           state=f"CareBridge patient portal at {CB}/home, signed in as Martin Oyelaran (session timer 15:00, resets on each page load; Messages: 2 unread). Goal: turn on text-message reminders for (608) 555-0172, stop the newsletter emails, request an Atorvastatin refill, and read the check-up reminder message.",
           bad=True, turn=10, kind="the 'Paperless billing statements' checkbox reads unchecked after it was saved checked, with no action on it")


# ---------------------------------------------------------------------------------------------
# 21  Gmail: star, archive, search, reply; new mail arrives meanwhile
# ---------------------------------------------------------------------------------------------
GM = "https://mail.google.com/mail/u/0/"
GROWS = {"delta": ("Delta Air Lines", "Your trip confirmation: SEA → ORD, Fri, Jun 7", "Confirmation #HX7Q2L. Seat 14C. Check in opens 24 hours before…", "10:42 AM"),
         "canva": ("Canva", "Your designs, now with Magic Studio", "Try Magic Write, Magic Eraser and more in your next design…", "9:15 AM"),
         "jordan": ("Jordan Kim", "Saturday hike?", "Thinking Rattlesnake Ledge at 8, back by noon. You in?", "8:03 AM"),
         "cal": ("Google Calendar", "Reminder: Dentist @ Wed May 15, 2024 2pm - 3pm (PDT)", "Fremont Family Dental, 3415 Fremont Ave N…", "7:00 AM"),
         "chase": ("Chase", "Your statement is ready", "Your Freedom Unlimited statement for the period ending May 10 is available…", "May 13"),
         "inv": ("Brightline Studio", "Invoice INV-2291 for April retainer", "Hi Rosa, attached is invoice INV-2291 ($1,850.00) due May 31…", "May 12"),
         "nd": ("Nextdoor", "12 new posts near Fremont", "Lost cat on N 40th St · Free piano · Road work on Stone Way…", "May 12"),
         "mom": ("Mom", "photos from Easter", "Finally uploaded them! The one with Lucia and the dog is my favorite…", "May 11"),
         "gh": ("GitHub", "[rosa-a/dotfiles] Dependabot alert: tmux-plugins/tpm", "A moderate severity vulnerability was found…", "May 10"),
         "costco": ("Costco", "Your order has shipped", "Order #1099284 with 2 items is on its way…", "May 10"),
         "sub": ("Platformer", "The week in tech policy", "This week: the new AI transparency bill, and what it means…", "May 9"),
         "lyft": ("Lyft", "Your ride with Marcus on May 14", "Thanks for riding with Marcus! Total $18.42 · Visa ••4417…", "10:52 AM")}


def gm_shell(unread: int, body: list[str], search: str = "", toast: str = "") -> list[str]:
    out = ["[20] banner ''", "\t[21] button 'Main menu'", "\t[22] link 'Gmail'", f"\t[23] combobox 'Search mail' value={q(search)}",
           "\t[24] button 'Advanced search options'", "\t[25] button 'Support'", "\t[26] button 'Settings'", "\t[27] button 'Google apps'",
           "\t[28] button 'Google Account: Rosa Alvarez (rosa.alvarez.sea@gmail.com)'", "[30] navigation ''", "\t[31] button 'Compose'",
           f"\t[32] link 'Inbox {unread} unread'" if unread else "\t[32] link 'Inbox'", "\t[33] link 'Starred'", "\t[34] link 'Snoozed'",
           "\t[35] link 'Sent'", "\t[36] link 'Drafts 1'", "\t[37] link 'More'", "\tStaticText 'Labels'", "\t[38] link 'Receipts'", "\t[39] link 'Travel'",
           "[40] main ''"]
    if toast:
        out += ["\t[41] alert ''", f"\t\tStaticText {q(toast)}", "\t\t[42] button 'Undo'"]
    return out + indent(body)


def t21(rs: RowSet) -> None:
    def inbox(keys: list[str], unread: set[str], starred: set[str], total: str, selected: set[str] = frozenset(), names: dict[str, tuple] | None = None) -> list[str]:
        out = ["[50] checkbox 'Select' checked: false", "[51] button 'Refresh'", "[52] button 'More email options'"]
        if selected:
            out += ["[53] button 'Archive'", "[54] button 'Report spam'", "[55] button 'Delete'", "[56] button 'Mark as read'", "[57] button 'Snooze'"]
        out += [f"StaticText '1–50 of {total}'", "[58] button 'Newer' disabled: True", "[59] button 'Older'",
                "[60] tablist ''", "\t[61] tab 'Primary' selected: true", "\t[62] tab 'Promotions' selected: false", "\t[63] tab 'Social' selected: false",
                "[70] grid ''"]
        for i, k in enumerate(keys):
            fr, su, sn, tm = (names or {}).get(k, GROWS[k])
            b = 100 + 5 * i
            out += [f"\t[{b}] row '{'unread, ' if k in unread else ''}{fr}, {su}, {tm}, {sn}'",
                    f"\t\t[{b + 1}] checkbox '' checked: {'true' if k in selected else 'false'}",
                    f"\t\t[{b + 2}] button '{'Starred' if k in starred else 'Not starred'}'", f"\t\tStaticText {q(fr)}",
                    f"\t\t[{b + 3}] link '{su} - {sn}'", f"\t\tStaticText {q(tm)}"]
        return out

    k0 = ["delta", "canva", "jordan", "cal", "chase", "inv", "nd", "mom", "gh", "costco"]
    u0 = {"delta", "canva", "jordan", "inv", "nd", "gh", "costco"}
    k1 = [k for k in k0 if k != "canva"] + ["sub"]
    u1 = u0 - {"canva"}
    reply = "Thanks! Paid just now via ACH - you should see it in 1-2 business days. Rosa"
    search = ["StaticText 'Results for invoice'", "[70] grid ''",
              "\t[100] row 'unread, Brightline Studio, Invoice INV-2291 for April retainer, May 12'", "\t\t[103] link 'Invoice INV-2291 for April retainer - Hi Rosa, attached is invoice INV-2291 ($1,850.00) due May 31…'",
              "\t[105] row 'Brightline Studio, Invoice INV-2267 for March retainer, Apr 11'", "\t\t[108] link 'Invoice INV-2267 for March retainer - Hi Rosa, attached is invoice INV-2267…'",
              "\t[110] row 'Seattle City Light, Your invoice is ready, Apr 3'", "\t\t[113] link 'Your invoice is ready - Your bill for service through Mar 29 is $64.17…'",
              "StaticText '1–3 of 3'"]

    def thread(replied: bool, box: str | None) -> list[str]:
        out = ["[60] button 'Back to Search results'", "[61] button 'Archive'", "[62] button 'Delete'", "[63] button 'Mark as unread'",
               "[64] heading 'Invoice INV-2291 for April retainer'", "[65] button 'Inbox' ", "[66] listitem ''",
               "\tStaticText 'Brightline Studio <billing@brightline.studio>'", "\tStaticText 'Sun, May 12, 4:18 PM (2 days ago)'",
               "\tStaticText 'Hi Rosa, attached is invoice INV-2291 ($1,850.00) for the April retainer, due May 31. ACH details are on page 2. Thanks! - Imani'",
               "\t[67] link 'INV-2291.pdf'"]
        if replied:
            out += ["[68] listitem ''", "\tStaticText 'Rosa Alvarez <rosa.alvarez.sea@gmail.com>'", "\tStaticText '10:51 AM (0 minutes ago)'",
                    f"\tStaticText {q(reply)}"]
        if box is not None:
            out += ["[80] region 'Reply'", "\tStaticText 'To: Brightline Studio'", f"\t[82] textbox 'Message Body' value={q(box)}",
                    "\t[84] button 'Send ‪(Ctrl-Enter)‬'", "\t[85] button 'Discard draft'"]
        else:
            out += ["[90] button 'Reply'", "[91] button 'Forward'"]
        return out

    k2 = ["lyft", "inv", "delta", "jordan", "cal", "chase", "nd", "mom", "gh", "costco"]
    u2 = {"lyft", "delta", "jordan", "nd", "gh", "costco"}
    names = {"inv": ("Brightline Studio, me 2", "Invoice INV-2291 for April retainer", reply, "10:51 AM")}
    gi = GM + "#inbox"
    tu = GM + "#search/invoice/18f6a3c2d9e4b071"
    turns = [
        (f"goto('{gi}')", axtree("Inbox (7) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(7, inbox(k0, u0, set(), "1,284")), gi)),
        ("click('102')", axtree("Inbox (7) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(7, inbox(k0, u0, {"delta"}, "1,284")), gi)),
        ("click('106')", axtree("Inbox (7) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(7, inbox(k0, u0, {"delta"}, "1,284", {"canva"})), gi)),
        ("click('53')", axtree("Inbox (6) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(6, inbox(k1, u1, {"delta"}, "1,283"), toast="Conversation archived."), gi)),
        ("fill('23', 'invoice')", axtree("Inbox (6) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(6, inbox(k1, u1, {"delta"}, "1,283"), "invoice"), gi)),
        ("press('23', 'Enter')", axtree("Search results - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(6, search, "invoice"), GM + "#search/invoice")),
        ("click('103')", axtree("Invoice INV-2291 for April retainer - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(5, thread(False, None), "invoice"), tu)),
        ("click('90')", axtree("Invoice INV-2291 for April retainer - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(5, thread(False, ""), "invoice"), tu)),
        (f"fill('82', '{reply}')", axtree("Invoice INV-2291 for April retainer - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(5, thread(False, reply), "invoice"), tu)),
        ("click('84')", axtree("Invoice INV-2291 for April retainer - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(5, thread(True, None), "invoice", toast="Message sent."), tu)),
        ("click('32')", axtree("Inbox (6) - rosa.alvarez.sea@gmail.com - Gmail", gm_shell(6, inbox(k2, u2, {"delta"}, "1,284", names=names)), gi)),
    ]
    rs.add(task=T, tid="h27-web-21", system=WEB_SYSTEM, turns=turns,
           state=f"Gmail at {GM}, signed in as rosa.alvarez.sea@gmail.com; Inbox (Primary) shows 7 unread, 1,284 conversations. Goal: star the Delta confirmation, archive the Canva promo, then find the Brightline invoice and reply that it has been paid.")


# ---------------------------------------------------------------------------------------------
# 22  Printbay merchant console (print-on-demand vendor dashboard): order edits and timeline
# ---------------------------------------------------------------------------------------------
PB = "https://merchant.printbay.io"


def pb_shell(body: list[str], toast: str = "") -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Printbay Merchant'", "\tStaticText 'Store: Little Fern Prints'", "\t[22] button 'Help'",
           "\t[23] button 'Jade Whitcombe' hasPopup: menu", "[30] navigation ''"]
    for i, t in enumerate(["Dashboard", "Orders", "Products", "Mockup generator", "Stores", "Billing", "Reports", "Settings"]):
        out.append(f"\t[{31 + i}] link {q(t)}{' selected' if t == 'Orders' else ''}")
    out += ["\tStaticText 'Wallet balance: $212.40'", "[50] main ''"]
    if toast:
        out += ["\t[51] status ''", f"\t\tStaticText {q(toast)}"]
    return out + indent(body)


def t22(rs: RowSet) -> None:
    base_tl = [("May 14, 2024 9:12 AM", "Order received from Etsy (receipt #3187724051)"),
               ("May 14, 2024 9:12 AM", "Payment of $27.85 charged to wallet"),
               ("May 14, 2024 9:13 AM", "Order placed on hold: awaiting approval (manual approval is on)")]

    def order(size: str, status: str, tl: list[tuple[str, str]], note_box: str | None = None, size_menu: bool = False,
              cost: str = "$27.85", approve: bool = True) -> list[str]:
        out = ["[60] link 'Back to orders'", "[61] heading 'Order #PB-48213'", f"StaticText 'Status: {status}'",
               "StaticText 'External ID: Etsy #3187724051 · Placed May 14, 2024 9:12 AM'",
               "[62] region 'Items'", "\t[63] img 'Mockup: Fern Study No. 4, unisex t-shirt, heather sage'",
               "\tStaticText 'Fern Study No. 4 - Unisex Staple T-Shirt (Bella + Canvas 3001)'",
               f"\t[64] combobox 'Size' value={q(size)} expanded: {'True' if size_menu else 'False'}"]
        if size_menu:
            out += [f"\t\t[{65 + i}] option {q(s)}" for i, s in enumerate(["XS", "S", "M", "L", "XL", "2XL"])]
        out += ["\tStaticText 'Color: Heather Sage'", "\tStaticText 'Print: front, 12 × 16 in, DTG'", "\tStaticText 'Qty: 1'",
                f"\tStaticText 'Item cost: {'$13.25' if size != '2XL' else '$15.25'}'",
                "[80] region 'Shipping'", "\tStaticText 'Ship to: Callum Reyes, 88 Birchwood Rd, Portland, ME 04103, United States'",
                "\tStaticText 'Method: Standard (3-5 business days after fulfilment) · $4.75'",
                "[86] region 'Costs'", f"\tStaticText 'Order total charged: {cost}'", "\tStaticText 'Includes tax $0.85 and shipping $4.75'"]
        if approve and status.startswith("On hold"):
            out += ["[90] button 'Approve for production'"]
        out += ["[91] button 'Edit shipping address'", "[92] button 'Cancel order'", "[94] region 'Internal notes'"]
        if note_box is not None:
            out += [f"\t[95] textbox 'Add an internal note' value={q(note_box)}", "\t[96] button 'Save note'"]
        out += ["[100] heading 'Timeline'", "[102] list ''"]
        for i, (t, e) in enumerate(reversed(tl)):
            out += [f"\t[{103 + i}] listitem ''", f"\t\tStaticText {q(t)}", f"\t\tStaticText {q(e)}"]
        return out

    n1 = "Buyer messaged on Etsy: wants size L instead of M (gift)."
    n2 = "Confirmed size L with buyer; gift note left as is."
    tl1 = base_tl + [("May 14, 2024 10:04 AM", f"Note by Jade Whitcombe: {n1}")]
    tl2 = tl1 + [("May 14, 2024 10:06 AM", "Item variant changed by Jade Whitcombe: size M → L (no price change)")]
    tl3 = tl2 + [("May 14, 2024 10:09 AM", "Approved for production by Jade Whitcombe"),
                 ("May 14, 2024 10:09 AM", "Sent to fulfilment partner: Printbay Charlotte, NC (facility CLT-2)")]
    tl_bad = tl3 + [("May 14, 2024 9:41 AM", f"Note by Jade Whitcombe: {n2}")]
    def orders(first: str, on_hold: int, in_prod: int) -> list[str]:
        out = ["[60] heading 'Orders'", "[61] searchbox 'Search by order ID, external ID or customer' value=''",
               "[62] tablist ''", "\t[63] tab 'All (1,046)' selected: true", f"\t[64] tab 'On hold ({on_hold})' selected: false",
               f"\t[65] tab 'In production ({in_prod})' selected: false", "\t[66] tab 'Shipped (1,018)' selected: false", "\t[67] tab 'Canceled (14)' selected: false",
               "[70] table ''", "\t[71] row ''"]
        out += [f"\t\t[{72 + i}] columnheader {q(h)}" for i, h in enumerate(["Order", "Date", "Customer", "Items", "Total", "Status"])]
        for i, (o, d, c, it, t, st) in enumerate([("PB-48213", "May 14, 9:12 AM", "Callum Reyes", "1", "$27.85", first),
                                                  ("PB-48190", "May 13, 8:47 PM", "Ines Castro", "2", "$49.30", "On hold - awaiting approval"),
                                                  ("PB-48177", "May 13, 3:02 PM", "Dev Patel", "1", "$24.10", "On hold - address check"),
                                                  ("PB-48151", "May 12, 11:26 AM", "Mara Lindqvist", "3", "$71.95", "In production"),
                                                  ("PB-48102", "May 10, 6:40 PM", "Theo Nakamura", "1", "$27.85", "Shipped · USPS 9400111899223")]):
            b = 80 + 3 * i
            out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {q(o)}", f"\t\tStaticText {q(d)}", f"\t\tStaticText {q(c)}",
                    f"\t\tStaticText {q(it)}", f"\t\tStaticText {q(t)}", f"\t\tStaticText {q(st)}"]
        return out

    hold = "On hold - awaiting approval"
    ou = f"{PB}/orders/PB-48213"
    turns = [
        (f"goto('{PB}/orders')", axtree("Orders · Printbay Merchant", pb_shell(orders("On hold - awaiting approval", 3, 11)), f"{PB}/orders")),
        ("click('81')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("M", hold, base_tl, "")), ou)),
        (f"fill('95', '{n1}')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("M", hold, base_tl, n1)), ou)),
        ("click('96')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("M", hold, tl1, ""), "Note saved."), ou)),
        ("click('64')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("M", hold, tl1, "", size_menu=True)), ou)),
        ("click('68')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("L", hold, tl2, ""), "Variant updated: size L. Cost unchanged ($27.85)."), ou)),
        ("click('90')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("L", "In production - sent to Printbay Charlotte, NC", tl3, ""), "Order approved and sent to production."), ou)),
        ("click('60')", axtree("Orders · Printbay Merchant", pb_shell(orders("In production", 2, 12)), f"{PB}/orders")),
        ("click('81')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("L", "In production - sent to Printbay Charlotte, NC", tl3, "")), ou)),
        (f"fill('95', '{n2}')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("L", "In production - sent to Printbay Charlotte, NC", tl3, n2)), ou)),
        ("click('96')", axtree("Order PB-48213 · Printbay Merchant", pb_shell(order("L", "In production - sent to Printbay Charlotte, NC", tl_bad, ""), "Note saved."), ou)),
    ]
    rs.add(task=T, tid="h27-web-22", system=WEB_SYSTEM, turns=turns,
           state=f"Printbay merchant console at {PB}, signed in as Jade Whitcombe (store Little Fern Prints, manual order approval on). Goal: order PB-48213 came in with size M but the buyer wants L - note it, change the size, approve it for production, then add a confirming note.",
           bad=True, turn=11, kind="a note saved last is stamped 9:41 AM, earlier than the notes and events recorded at 10:04-10:09 AM before it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
