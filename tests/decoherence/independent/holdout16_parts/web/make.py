# ruff: noqa: E501
"""Held-out web trajectories h16-web-01 .. h16-web-22: BrowserGym actions, accessibility-tree observations.

Each page is written as a template whose lines start with ``|``; two spaces after the bar are one level of
nesting in the tree (turned into tabs by ``page``).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree


def tree_lines(body: str) -> list[str]:
    """The ``|``-template lines as tab-indented tree lines (relative depth 0 = no tab)."""
    lines: list[str] = []
    for raw in body.split("\n"):
        s = raw.lstrip()
        if not s.startswith("|"):
            continue
        s = s[1:]
        text = s.lstrip(" ")
        depth = (len(s) - len(text)) // 2
        prev = len(lines[-1]) - len(lines[-1].lstrip("\t")) if lines else 0
        assert depth <= prev + 1, text
        lines.append("\t" * depth + text)
    return lines


def page(title: str, url: str, body: str) -> str:
    return axtree(title, tree_lines(body), url)


def overlay(base_page: str, body: str) -> str:
    """A page with a dialog/drawer appended at the top level of the tree."""
    return base_page + "\n" + "\n".join("\t" + ln for ln in tree_lines(body))


def P(depth: int, text: str) -> str:
    return "|" + "  " * depth + text


def J(items: list[str]) -> str:
    return "\n".join(items)


def val(v: str) -> str:
    return f" value='{v}'" if v else ""


# ---------------------------------------------------------------- 01
def t01(rs: RowSet) -> None:
    # clean: garden-supply storefront; two searches, add a tray and two thermometers, change a qty (only applied on Update), remove an item; badge and totals follow every change.
    base = "https://shop.fernhollowgarden.com"

    def head(badge: int, q: str = "", focus: bool = False) -> str:
        f = ", focused" if focus else ""
        return f"""
        |[101] banner ''
        |  [102] link 'Fernhollow Garden Supply home'
        |    [103] image 'Fernhollow Garden Supply'
        |  StaticText 'Welcome back, Harriet Lomax!'
        |  [106] link 'My Account'
        |  [107] link 'My Wish List'
        |  [108] link 'Sign Out'
        |  [115] link 'My Cart {badge} items'
        |    StaticText '{badge}'
        |  [118] textbox 'Search entire store here...'{val(q)}{f}
        |  [119] button 'Search'
        |[140] navigation 'Category navigation'
        |  [141] menuitem 'Seeds & Bulbs'
        |  [142] menuitem 'Seed Starting'
        |  [143] menuitem 'Soil & Amendments'
        |  [144] menuitem 'Tools & Meters'
        |  [145] menuitem 'Irrigation'
        |  [146] menuitem 'Clearance'"""

    foot = """
        |[900] contentinfo ''
        |  [901] link 'Shipping & Returns'
        |  [902] link 'Grow Guides'
        |  StaticText '© 2024 Fernhollow Garden Supply Co. — Free standard shipping on orders over $75'"""

    def home(badge: int, q: str = "", focus: bool = False) -> str:
        return page("Fernhollow Garden Supply", base + "/", head(badge, q, focus) + """
        |[200] main ''
        |  [201] heading 'Start your spring beds indoors'
        |  StaticText 'Seed starting season is here: trays, domes and heat mats up to 20% off through Feb 28.'
        |  [204] link 'Shop Seed Starting'
        |  [210] heading 'Top sellers this week'
        |  [211] link 'Organic Worm Castings 15 lb'
        |  StaticText '$21.99'
        |  [214] link 'Coir Pellets 36 mm (100 ct)'
        |  StaticText '$13.49'
        |  [217] link 'Hori-Hori Weeding Knife'
        |  StaticText '$29.00'""" + foot)

    tray_results = """
        |[200] main ''
        |  [201] heading "Search results for: 'seed starting tray'"
        |  StaticText 'Items 1-6 of 14'
        |  [203] combobox 'Sort By' value='Relevance', hasPopup='menu', expanded=False
        |  [1400] list ''
        |    [1401] listitem ''
        |      [1402] link '72-Cell Seed Starting Tray (5-pack)'
        |      StaticText '$18.49'
        |      StaticText 'Rating: 92%  (118 reviews)'
        |      [1405] button 'Add to Cart'
        |    [1411] listitem ''
        |      [1412] link 'Heavy-Duty 1020 Seed Tray, No Holes'
        |      StaticText '$7.95'
        |      [1415] button 'Add to Cart'
        |    [1421] listitem ''
        |      [1422] link '128-Cell Plug Tray for Microgreens'
        |      StaticText '$9.25'
        |      [1425] button 'Add to Cart'
        |    [1431] listitem ''
        |      [1432] link 'Bamboo Fiber Seed Starting Pots (60 ct)'
        |      StaticText '$12.99'
        |      [1435] button 'Add to Cart'
        |    [1441] listitem ''
        |      [1442] link 'Humidity Dome for 1020 Trays'
        |      StaticText '$6.50'
        |      [1445] button 'Add to Cart'
        |    [1451] listitem ''
        |      [1452] link 'Seedling Heat Mat 10" x 20.75"'
        |      StaticText '$27.40'
        |      [1455] button 'Add to Cart'
        |  [1480] link 'Page 2'
        |  [1481] link 'Page 3'
        |  [1482] link 'Next'"""

    def tray_page(badge: int, q: str, msg: bool, focus: bool = False) -> str:
        m = """
        |[190] alert ''
        |  StaticText 'You added 72-Cell Seed Starting Tray (5-pack) to your shopping cart.'""" if msg else ""
        return page("Search results for: 'seed starting tray'", base + "/catalogsearch/result/?q=seed+starting+tray",
                    head(badge, q, focus) + m + tray_results + foot)

    therm_results = page("Search results for: 'soil thermometer'", base + "/catalogsearch/result/?q=soil+thermometer",
                         head(2, "soil thermometer") + """
        |[200] main ''
        |  [201] heading "Search results for: 'soil thermometer'"
        |  StaticText '6 items'
        |  [203] combobox 'Sort By' value='Relevance', hasPopup='menu', expanded=False
        |  [1600] list ''
        |    [1601] listitem ''
        |      [1602] link 'Tillwright Digital Soil Thermometer'
        |      StaticText '$24.99'
        |      [1605] button 'Add to Cart'
        |    [1611] listitem ''
        |      [1612] link 'Compost Thermometer, 20" Stem'
        |      StaticText '$19.75'
        |      [1615] button 'Add to Cart'
        |    [1621] listitem ''
        |      [1622] link 'Dial Soil Thermometer 5"'
        |      StaticText '$11.20'
        |      [1625] button 'Add to Cart'
        |    [1631] listitem ''
        |      [1632] link '3-in-1 Moisture, Light & pH Meter'
        |      StaticText '$16.95'
        |      [1635] button 'Add to Cart'
        |    [1641] listitem ''
        |      [1642] link 'Soil Thermometer & Planting Chart Bundle'
        |      StaticText '$21.50'
        |      [1645] button 'Add to Cart'
        |    [1651] listitem ''
        |      [1652] link 'Replacement Probe Cap (2 ct)'
        |      StaticText '$3.25'
        |      [1655] button 'Add to Cart'""" + foot)

    def product(badge: int, qty: str, msg: bool) -> str:
        m = """
        |[190] alert ''
        |  StaticText 'You added Tillwright Digital Soil Thermometer to your shopping cart.'""" if msg else ""
        return page("Tillwright Digital Soil Thermometer", base + "/tillwright-digital-soil-thermometer.html",
                    head(badge) + m + f"""
        |[200] main ''
        |  [210] list 'Breadcrumbs'
        |    [211] link 'Home'
        |    [212] link 'Tools & Meters'
        |    StaticText 'Tillwright Digital Soil Thermometer'
        |  [220] heading 'Tillwright Digital Soil Thermometer'
        |  StaticText 'Rating: 88%'
        |  [222] link '41 Reviews'
        |  StaticText '$24.99'
        |  StaticText 'IN STOCK'
        |  StaticText 'SKU#: FH-TW-ST02'
        |  [230] spinbutton 'Qty' value='{qty}'
        |  [231] button 'Add to Cart'
        |  [232] link 'Add to Wish List'
        |  [240] tablist ''
        |    [241] tab 'Details', selected=True
        |    [242] tab 'More Information', selected=False
        |    [243] tab 'Reviews (41)', selected=False
        |  [250] tabpanel 'Details'
        |    StaticText 'Reads soil temperature from 14 °F to 122 °F at 2" and 4" depths with a stainless 5" probe.'
        |    StaticText 'Shows the day-low / day-high since reset so you know when to direct sow peas, beans and squash.'""" + foot)

    def cart(badge: int, tray_qty: str, tray_sub: str, with_castings: bool, subtotal: str) -> str:
        cast = """
        |      [512] row ''
        |        [513] link 'Organic Worm Castings 15 lb'
        |        StaticText '$21.99'
        |        [515] spinbutton 'Qty' value='1'
        |        StaticText '$21.99'
        |        [517] link 'Edit item parameters'
        |        [518] link 'Remove item'""" if with_castings else ""
        return page("Shopping Cart", base + "/checkout/cart/", head(badge) + f"""
        |[200] main ''
        |  [501] heading 'Shopping Cart'
        |  [510] table 'Shopping Cart Items'
        |    [511] rowgroup ''
        |      [5110] row 'Item Price Qty Subtotal'{cast}
        |      [522] row ''
        |        [523] link '72-Cell Seed Starting Tray (5-pack)'
        |        StaticText '$18.49'
        |        [525] spinbutton 'Qty' value='{tray_qty}'
        |        StaticText '{tray_sub}'
        |        [527] link 'Edit item parameters'
        |        [528] link 'Remove item'
        |      [532] row ''
        |        [533] link 'Tillwright Digital Soil Thermometer'
        |        StaticText '$24.99'
        |        [535] spinbutton 'Qty' value='2'
        |        StaticText '$49.98'
        |        [537] link 'Edit item parameters'
        |        [538] link 'Remove item'
        |  [550] button 'Update Shopping Cart'
        |  [551] link 'Continue Shopping'
        |  [560] complementary 'Summary'
        |    [561] heading 'Summary'
        |    [562] button 'Estimate Shipping and Tax', expanded=False
        |    StaticText 'Subtotal'
        |    StaticText '{subtotal}'
        |    StaticText 'Shipping (Standard - Free over $75)'
        |    StaticText '$0.00'
        |    StaticText 'Order Total'
        |    StaticText '{subtotal}'
        |    [570] button 'Proceed to Checkout'""" + foot)

    state = home(1)
    turns = [
        ("fill('118', 'seed starting tray')", home(1, "seed starting tray", True)),
        ("press('118', 'Enter')", tray_page(1, "seed starting tray", False)),
        ("click('1405')", tray_page(2, "seed starting tray", True)),
        ("fill('118', 'soil thermometer')", tray_page(2, "soil thermometer", True, True)),
        ("press('118', 'Enter')", therm_results),
        ("click('1602')", product(2, "1", False)),
        ("fill('230', '2')", product(2, "2", False)),
        ("click('231')", product(4, "2", True)),
        ("click('115')", cart(4, "1", "$18.49", True, "$90.46")),
        ("fill('525', '3')", cart(4, "3", "$18.49", True, "$90.46")),
        ("click('550')", cart(6, "3", "$55.47", True, "$127.44")),
        ("click('518')", cart(5, "3", "$55.47", False, "$105.45")),
    ]
    rs.add(task="web", tid="h16-web-01", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 02
def t02(rs: RowSet) -> None:
    # bad: shop admin, invoice an order; turn 8 (after Submit Invoice) shows the order's Grand Total as $210.19 while Subtotal/Shipping/Tax are unchanged and turns 2, 4, 5, 6 established $201.19.
    base = "https://admin.trailhead-supply.com/admin"

    def shell(active: str, sales_open: bool = False) -> str:
        sub = """
        |    [131] menu 'Sales'
        |      [132] menuitem 'Orders'
        |      [133] menuitem 'Invoices'
        |      [134] menuitem 'Shipments'
        |      [135] menuitem 'Credit Memos'
        |      [136] menuitem 'Transactions'""" if sales_open else ""
        return f"""
        |[110] navigation ''
        |  [111] link 'Magento Admin Panel'
        |  [120] menubar ''
        |    [121] menuitem 'Dashboard'{', selected' if active == 'dash' else ''}
        |    [122] menuitem 'Sales'{', expanded=True' if sales_open else ', expanded=False'}{sub}
        |    [123] menuitem 'Catalog', expanded=False
        |    [124] menuitem 'Customers', expanded=False
        |    [125] menuitem 'Marketing', expanded=False
        |    [126] menuitem 'Reports', expanded=False
        |    [127] menuitem 'Stores', expanded=False
        |[140] banner ''
        |  [141] button 'admin_rkowalczyk'
        |  [142] link 'Notifications 3'"""

    dash_main = """
        |[200] main ''
        |  [201] heading 'Dashboard'
        |  StaticText 'Lifetime Sales'
        |  StaticText '$318,442.70'
        |  StaticText 'Average Order'
        |  StaticText '$143.88'
        |  [210] tablist ''
        |    [211] tab 'Last Orders', selected=True
        |    [212] tab 'Last Search Terms', selected=False
        |  [220] table 'Last Orders'
        |    [221] row 'Customer Items Total'
        |    [222] row 'Tamsin Varga 5 $201.19'
        |    [223] row 'Odell Pruitt 1 $64.00'
        |    [224] row 'Saoirse Whelan 3 $119.40'"""

    def grid(keyword: str, filtered: bool, focus: bool = False) -> str:
        f = ", focused" if focus else ""
        rows = """
        |    [411] row ''
        |      [412] checkbox '', checked='false'
        |      [413] gridcell '000000412'
        |      [414] gridcell 'Oct 3, 2024 9:14:52 AM'
        |      [415] gridcell 'Tamsin Varga'
        |      [416] gridcell 'Tamsin Varga'
        |      [417] gridcell '$201.19'
        |      [418] gridcell '$201.19'
        |      [419] gridcell 'Pending'
        |      [420] link 'View'"""
        if not filtered:
            rows += """
        |    [421] row ''
        |      [422] checkbox '', checked='false'
        |      [423] gridcell '000000411'
        |      [424] gridcell 'Oct 3, 2024 8:51:07 AM'
        |      [425] gridcell 'Odell Pruitt'
        |      [426] gridcell 'Odell Pruitt'
        |      [427] gridcell '$64.00'
        |      [428] gridcell '$64.00'
        |      [429] gridcell 'Processing'
        |      [430] link 'View'
        |    [431] row ''
        |      [432] checkbox '', checked='false'
        |      [433] gridcell '000000410'
        |      [434] gridcell 'Oct 2, 2024 7:38:19 PM'
        |      [435] gridcell 'Saoirse Whelan'
        |      [436] gridcell 'Niamh Whelan'
        |      [437] gridcell '$119.40'
        |      [438] gridcell '$119.40'
        |      [439] gridcell 'Complete'
        |      [440] link 'View'
        |    [441] row ''
        |      [442] checkbox '', checked='false'
        |      [443] gridcell '000000409'
        |      [444] gridcell 'Oct 2, 2024 4:02:55 PM'
        |      [445] gridcell 'Bertrand Achebe'
        |      [446] gridcell 'Bertrand Achebe'
        |      [447] gridcell '$232.75'
        |      [448] gridcell '$232.75'
        |      [449] gridcell 'Closed'
        |      [450] link 'View'"""
        count = "1 records found" if filtered else "409 records found"
        chip = """
        |  StaticText 'Active filters:'
        |  StaticText 'Keyword: 000000412'
        |  [395] button 'Clear all'""" if filtered else ""
        return page("Orders / Operations / Sales / Magento Admin", base + "/sales/order/", shell("sales") + f"""
        |[200] main ''
        |  [201] heading 'Orders'
        |  [202] button 'Create New Order'
        |  [380] textbox 'Search by keyword'{val(keyword)}{f}
        |  [381] button 'Search'
        |  [382] button 'Filters'
        |  [383] button 'Default View'
        |  [384] button 'Columns'{chip}
        |  StaticText '{count}'
        |  [390] combobox 'Per page' value='20', hasPopup='menu', expanded=False
        |  [400] table ''
        |    [401] row 'ID Purchase Date Bill-to Name Ship-to Name Grand Total (Base) Grand Total (Purchased) Status Action'{rows}""")

    def order_view(status: str, paid: str, due: str, grand: str, msg: str = "", invoiced: bool = False) -> str:
        m = f"""
        |[190] alert ''
        |  StaticText '{msg}'""" if msg else ""
        inv_btn = "" if invoiced else """
        |  [306] button 'Invoice'"""
        qty_inv = "Invoiced 4" if invoiced else "Ordered 4"
        qty_inv2 = "Invoiced 1" if invoiced else "Ordered 1"
        note = """
        |    StaticText 'Oct 3, 2024 10:22:41 AM | Processing | Customer Not Notified'
        |    StaticText 'Invoiced after phone confirmation with customer'""" if invoiced else ""
        return page("#000000412 / Orders / Operations / Sales / Magento Admin", base + "/sales/order/view/order_id/412/",
                    shell("sales") + m + f"""
        |[200] main ''
        |  [301] heading '#000000412'
        |  [302] button 'Back'
        |  [303] button 'Cancel'
        |  [304] button 'Send Email'
        |  [305] button 'Hold'{inv_btn}
        |  [307] button 'Ship'
        |  [308] button 'Reorder'
        |  [310] tablist 'Order View'
        |    [311] tab 'Information', selected=True
        |    [312] tab 'Invoices', selected=False
        |    [313] tab 'Credit Memos', selected=False
        |    [314] tab 'Shipments', selected=False
        |    [315] tab 'Comments History', selected=False
        |  [320] heading 'Order # 000000412 (The order confirmation email was sent)'
        |  StaticText 'Order Date'
        |  StaticText 'Oct 3, 2024, 9:14:52 AM'
        |  StaticText 'Order Status'
        |  StaticText '{status}'
        |  StaticText 'Purchased From'
        |  StaticText 'Main Website / Trailhead Supply / Default Store View'
        |  [330] heading 'Account Information'
        |  [331] link 'Tamsin Varga'
        |  StaticText 'tvarga@lumenmail.net'
        |  StaticText 'Customer Group: General'
        |  [340] heading 'Address Information'
        |  StaticText 'Tamsin Varga, 2217 Ponderosa Loop, Bend, Oregon, 97703, United States, T: (541) 555-0187'
        |  [350] heading 'Payment & Shipping Method'
        |  StaticText 'Check / Money order'
        |  StaticText 'Flat Rate - Fixed $15.00'
        |  [360] heading 'Items Ordered'
        |  [361] table ''
        |    [362] row 'Product Item Status Original Price Price Qty Subtotal Tax Amount Discount Amount Row Total'
        |    [363] row 'Trailhead Merino Crew Sock (3-pack) SKU: MS-TRC-3 {qty_inv} $28.00 $28.00 4 $112.00 $9.24 $0.00 $121.24'
        |    [364] row 'Aldergrove Packable Wind Shell SKU: WS-ALD-M-SLT Size: M Color: Slate {qty_inv2} $60.00 $60.00 1 $60.00 $4.95 $0.00 $64.95'
        |  [370] heading 'Order Total'
        |  [371] heading 'Notes for this Order'
        |  [372] combobox 'Status' value='{status}', hasPopup='menu', expanded=False
        |  [373] textbox 'Comment'
        |  [374] checkbox 'Notify Customer by Email', checked='false'
        |  [375] button 'Submit Comment'{note}
        |  StaticText 'Oct 3, 2024 9:14:53 AM | Pending | Customer Notification Not Applicable'
        |  [380] heading 'Order Totals'
        |  [381] table ''
        |    [382] row 'Subtotal $172.00'
        |    [383] row 'Shipping & Handling $15.00'
        |    [384] row 'Tax $14.19'
        |    [385] row 'Grand Total {grand}'
        |    [386] row 'Total Paid {paid}'
        |    [387] row 'Total Refunded $0.00'
        |    [388] row 'Total Due {due}'""")

    def new_invoice(comment: str, focus: bool = False) -> str:
        f = ", focused" if focus else ""
        return page("New Invoice / Invoices / Operations / Sales / Magento Admin", base + "/sales/order_invoice/new/order_id/412/",
                    shell("sales") + f"""
        |[200] main ''
        |  [301] heading 'New Invoice'
        |  [302] button 'Back'
        |  [303] button 'Reset'
        |  [320] heading 'Order # 000000412 (The order confirmation email was sent)'
        |  StaticText 'Order Date'
        |  StaticText 'Oct 3, 2024, 9:14:52 AM'
        |  StaticText 'Order Status'
        |  StaticText 'Pending'
        |  StaticText 'Tamsin Varga, 2217 Ponderosa Loop, Bend, Oregon, 97703, United States'
        |  [360] heading 'Items to Invoice'
        |  [361] table ''
        |    [362] row 'Product Price Qty Qty to Invoice Subtotal Tax Amount Discount Amount Row Total'
        |    [363] row 'Trailhead Merino Crew Sock (3-pack) SKU: MS-TRC-3 $28.00 Ordered 4'
        |      [3631] spinbutton 'Qty to Invoice' value='4'
        |      StaticText '$112.00 $9.24 $0.00 $121.24'
        |    [364] row 'Aldergrove Packable Wind Shell SKU: WS-ALD-M-SLT $60.00 Ordered 1'
        |      [3641] spinbutton 'Qty to Invoice' value='1'
        |      StaticText '$60.00 $4.95 $0.00 $64.95'
        |  [365] button "Update Qty's", disabled=True
        |  [370] heading 'Invoice Totals'
        |  [371] textbox 'Invoice Comments'{val(comment)}{f}
        |  [380] table ''
        |    [382] row 'Subtotal $172.00'
        |    [383] row 'Shipping & Handling $15.00'
        |    [384] row 'Tax $14.19'
        |    [385] row 'Grand Total $201.19'
        |  [390] combobox 'Amount' value='Capture Offline', hasPopup='menu', expanded=False
        |  [391] checkbox 'Email Copy of Invoice', checked='false'
        |  [392] button 'Submit Invoice'""")

    def new_shipment(track: str) -> str:
        return page("New Shipment / Shipments / Operations / Sales / Magento Admin", base + "/admin/order_shipment/new/order_id/412/",
                    shell("sales") + f"""
        |[200] main ''
        |  [301] heading 'New Shipment'
        |  [302] button 'Back'
        |  [303] button 'Reset'
        |  [320] heading 'Order # 000000412 (The order confirmation email was sent)'
        |  StaticText 'Order Status'
        |  StaticText 'Processing'
        |  StaticText 'Tamsin Varga, 2217 Ponderosa Loop, Bend, Oregon, 97703, United States'
        |  [340] heading 'Shipping Information'
        |  StaticText 'Flat Rate - Fixed Total Shipping Charges: $15.00'
        |  [341] button 'Add Tracking Number'
        |  [342] table ''
        |    [343] row 'Carrier Title Number Action'
        |    [344] row ''
        |      [345] combobox 'Carrier' value='United Parcel Service', hasPopup='menu', expanded=False
        |      [346] textbox 'Title' value='United Parcel Service'
        |      [347] textbox 'Number'{val(track)}{', focused' if track else ''}
        |      [348] button 'Delete'
        |  [360] heading 'Items to Ship'
        |  [361] table ''
        |    [362] row 'Product Qty Qty to Ship'
        |    [363] row 'Trailhead Merino Crew Sock (3-pack) SKU: MS-TRC-3 Invoiced 4'
        |      [3631] spinbutton 'Qty to Ship' value='4'
        |    [364] row 'Aldergrove Packable Wind Shell SKU: WS-ALD-M-SLT Invoiced 1'
        |      [3641] spinbutton 'Qty to Ship' value='1'
        |  [370] textbox 'Shipment Comments'
        |  [371] checkbox 'Append Comments', checked='false'
        |  [372] checkbox 'Email Copy of Shipment', checked='false'
        |  [373] button 'Submit Shipment'""")

    state = page("Dashboard / Magento Admin", base + "/admin/dashboard/", shell("dash") + dash_main)
    turns = [
        ("click('122')", page("Dashboard / Magento Admin", base + "/admin/dashboard/", shell("dash", True) + dash_main)),
        ("click('132')", grid("", False)),
        ("fill('380', '000000412')", grid("000000412", False, True)),
        ("press('380', 'Enter')", grid("000000412", True)),
        ("click('420')", order_view("Pending", "$0.00", "$201.19", "$201.19")),
        ("click('306')", new_invoice("")),
        ("fill('371', 'Invoiced after phone confirmation with customer')", new_invoice("Invoiced after phone confirmation with customer", True)),
        ("click('392')", order_view("Processing", "$201.19", "$0.00", "$210.19", "The invoice has been created.", True)),
        ("click('307')", new_shipment("")),
        ("fill('347', '1Z8V42E90391557268')", new_shipment("1Z8V42E90391557268")),
    ]
    rs.add(task="web", tid="h16-web-02", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="order Grand Total in the totals table drifts ($201.19 -> $210.19) after invoicing, parts unchanged")


# ---------------------------------------------------------------- 03
def t03(rs: RowSet) -> None:
    # bad: GitLab, rename label needs-triage -> triage::pending then label an issue; turn 9 (issue list after go_back) shows #121 with the old name 'needs-triage', though turn 4 showed it as triage::pending after the rename in turn 3.
    base = "https://gitlab.harborops.dev/harbor-ops/tidewatch-ingest"
    TL = "triage::pending"

    def side(active: str) -> str:
        return f"""
        |[100] banner ''
        |  [101] link 'Homepage'
        |  [102] textbox 'Search GitLab'
        |  [103] link 'Issues 4'
        |  [104] link 'Merge requests 2'
        |  [105] button 'Ilse Brandt user’s menu'
        |[110] navigation 'Project navigation'
        |  [111] link 'tidewatch-ingest'
        |  [112] link 'Repository'
        |  [113] link 'Issues 23'{', focused' if active == 'issues' else ''}
        |    [114] link 'List'
        |    [115] link 'Boards'
        |    [116] link 'Labels'
        |    [117] link 'Milestones'
        |  [118] link 'Merge requests 5'
        |  [119] link 'CI/CD'
        |  [120] link 'Settings'"""

    def labels_page(tname: str, msg: bool) -> str:
        rows = [
            ("bug", "Something is broken and needs a fix", "14", "3"),
            ("docs", "README, runbooks and API reference", "5", "1"),
            (tname, "New issue, not looked at by a maintainer yet", "7", "0"),
            ("performance", "Throughput, latency and memory regressions", "3", "1"),
        ]
        rows.sort(key=lambda r: r[0])
        bids = {"bug": 210, "docs": 220, "needs-triage": 230, TL: 230, "performance": 240}
        body = []
        for name, desc, iss, mrs in rows:
            b = bids[name]
            body += [P(2, f"[{b}] listitem ''"), P(3, f"[{b + 1}] link '{name}'"), P(3, f"StaticText '{desc}'"),
                     P(3, f"[{b + 2}] link 'Issues'"), P(3, f"StaticText '{iss} open'"), P(3, f"[{b + 3}] link 'Merge requests'"),
                     P(3, f"StaticText '{mrs} open'"), P(3, f"[{b + 5}] button 'Subscribe'"), P(3, f"[{b + 6}] link 'Edit'"),
                     P(3, f"[{b + 7}] button 'Label actions dropdown'")]
        m = """
        |[190] alert ''
        |  StaticText 'Label was updated.'""" if msg else ""
        return page("Labels · tidewatch-ingest · GitLab", base + "/-/labels", side("labels") + m + f"""
        |[200] main ''
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'harbor-ops'
        |    [203] link 'tidewatch-ingest'
        |    [204] link 'Labels'
        |  [205] link 'Subscribe'
        |  [206] link 'New label'
        |  [207] textbox 'Filter'
        |  [208] combobox 'Sort by' value='Name', hasPopup='menu', expanded=False
        |  [209] heading 'Labels'
        |    StaticText 'Labels can be applied to issues and merge requests.'
        |  [2090] list ''
{J(body)}""")

    def edit_label(title: str, focus: bool) -> str:
        return page("Edit · Labels · tidewatch-ingest · GitLab", base + "/-/labels/37/edit", side("labels") + f"""
        |[200] main ''
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'harbor-ops'
        |    [203] link 'tidewatch-ingest'
        |    [204] link 'Labels'
        |    [205] link 'Edit'
        |  [300] heading 'Edit Label'
        |  [301] textbox 'Title' value='{title}', required{', focused' if focus else ''}
        |  [302] textbox 'Description' value='New issue, not looked at by a maintainer yet'
        |  [303] textbox 'Background color' value='#d9534f'
        |  StaticText 'Choose any color. Or you can choose one of the suggested colors below'
        |  [310] link 'Magenta-pink'
        |  [311] link 'Crimson'
        |  [312] link 'Dark coral'
        |  [313] link 'Carrot orange'
        |  [320] button 'Save changes'
        |  [321] link 'Cancel'""")

    def issues(l121: str, l118: list[str]) -> str:
        items = [
            ("124", "Retry budget ignored for 429 responses", ["bug", TL], "created 2 hours ago by Kofi Mensah", "0"),
            ("123", "Document the --since flag for replay", ["docs"], "created 1 day ago by Ilse Brandt", "1"),
            ("121", "Parquet writer leaks file handles on schema change", ["bug", l121], "created 3 days ago by Dorian Pascu", "4"),
            ("120", "Expose consumer lag metric per partition", ["performance"], "created 4 days ago by Kofi Mensah", "2"),
            ("118", "Backfill job stalls when S3 prefix has >10k keys", l118, "created 6 days ago by Mireille Fontaine", "3"),
            ("117", "Helm chart: make resources configurable", [], "created 1 week ago by Tomas Riedl", "0"),
            ("115", "Dedup window should be configurable per source", [TL], "created 1 week ago by Dorian Pascu", "1"),
            ("112", "Timezone handling in daily partition paths", ["bug"], "created 2 weeks ago by Mireille Fontaine", "6"),
        ]
        body = []
        for n, (iid, title, labs, meta, com) in enumerate(items):
            b = 400 + n * 10
            body += [P(2, f"[{b}] listitem ''"), P(3, f"[{b + 1}] link '{title}'"), P(3, f"StaticText '#{iid} · {meta}'")]
            body += [P(3, f"[{b + 2 + k}] link '{lab}'") for k, lab in enumerate(labs)]
            body += [P(3, f"StaticText '{com}'")]
        return page("Issues · harbor-ops / tidewatch-ingest · GitLab", base + "/-/issues", side("issues") + f"""
        |[200] main ''
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'harbor-ops'
        |    [203] link 'tidewatch-ingest'
        |    [204] link 'Issues'
        |  [300] tablist ''
        |    [301] tab 'Open 23', selected=True
        |    [302] tab 'Closed 61', selected=False
        |    [303] tab 'All 84', selected=False
        |  [305] link 'Edit issues'
        |  [306] link 'New issue'
        |  [310] textbox 'Search or filter results...'
        |  [311] button 'Created date'
        |  [390] list ''
{J(body)}
        |  [500] navigation 'Pagination'
        |    [501] link '1'
        |    [502] link '2'
        |    [503] link 'Next'""")

    def issue118(labs: list[str], dropdown: bool, checked: list[str], note: bool) -> str:
        dd = ""
        if dropdown:
            opts = []
            for k, lab in enumerate(["bug", "docs", "performance", TL]):
                mark = ", checked='true'" if lab in checked else ", checked='false'"
                opts.append(P(4, f"[{661 + k}] menuitemcheckbox '{lab}'{mark}"))
            dd = f"""
        |    [650] dialog 'Select labels'
        |      [651] textbox 'Search labels', focused
        |      [660] group ''
{J(opts)}
        |      [670] link 'Create project label'
        |      [671] link 'Manage project labels'"""
        lab_lines = J([P(2, f"[{621 + k}] link '{lab}'") for k, lab in enumerate(labs)])
        act = """
        |    [590] listitem ''
        |      StaticText 'Ilse Brandt @ibrandt added performance label just now'""" if note else ""
        return page("Backfill job stalls when S3 prefix has >10k keys (#118) · Issues · harbor-ops / tidewatch-ingest · GitLab",
                    base + "/-/issues/118", side("issues") + f"""
        |[200] main ''
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'harbor-ops'
        |    [203] link 'tidewatch-ingest'
        |    [204] link 'Issues'
        |    [205] link '#118'
        |  StaticText 'Open'
        |  StaticText 'Issue created 6 days ago by'
        |  [510] link 'Mireille Fontaine'
        |  [511] button 'Close issue'
        |  [520] heading 'Backfill job stalls when S3 prefix has >10k keys'
        |  StaticText 'When the backfill lists a prefix with more than 10,000 objects the paginator stops after the first ListObjectsV2 page and the job waits forever on the "pending" channel.'
        |  StaticText 'Repro: tidewatch backfill --source s3://tw-archive/2024/07/ --workers 8'
        |  [540] heading 'Activity'
        |  [550] list ''
        |    [560] listitem ''
        |      StaticText 'Dorian Pascu @dpascu · 5 days ago'
        |      StaticText 'Confirmed on 0.8.3, ContinuationToken is never passed back in list_prefix().'
        |    [570] listitem ''
        |      StaticText 'Mireille Fontaine @mfontaine added bug triage::pending labels 6 days ago'
        |    [580] listitem ''
        |      StaticText 'Kofi Mensah @kmensah · 2 days ago'
        |      StaticText 'Seeing the same on the eu-west bucket, 14k keys.'{act}
        |  [595] textbox 'Write a comment or drag your files here…'
        |  [596] button 'Comment'
        |[600] complementary 'Issue sidebar'
        |  StaticText 'Assignee'
        |  StaticText 'None - assign yourself'
        |  [615] heading 'Labels'
        |  [616] button 'Edit'{', expanded=True' if dropdown else ''}{dd}
        |  [620] list ''
{lab_lines}
        |  StaticText 'Milestone'
        |  [631] link 'v0.9'
        |  StaticText 'Due date'
        |  StaticText 'None'
        |  StaticText 'Time tracking'
        |  StaticText 'No estimate or time spent'
        |  StaticText 'Participants 3'""")

    closed = page("Issues · harbor-ops / tidewatch-ingest · GitLab", base + "/-/issues/?state=closed", side("issues") + """
        |[200] main ''
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'harbor-ops'
        |    [203] link 'tidewatch-ingest'
        |    [204] link 'Issues'
        |  [300] tablist ''
        |    [301] tab 'Open 23', selected=False
        |    [302] tab 'Closed 61', selected=True
        |    [303] tab 'All 84', selected=False
        |  [305] link 'Edit issues'
        |  [306] link 'New issue'
        |  [310] textbox 'Search or filter results...'
        |  [311] button 'Updated date'
        |  [390] list ''
        |    [700] listitem ''
        |      [701] link 'Crash on empty manifest file'
        |      StaticText '#122 · created 2 days ago by Tomas Riedl · closed 1 day ago'
        |      [702] link 'bug'
        |    [710] listitem ''
        |      [711] link 'Bump aws-sdk to 1.54'
        |      StaticText '#119 · created 5 days ago by Kofi Mensah · closed 4 days ago'
        |    [720] listitem ''
        |      [721] link 'Replay CLI prints wrong offset in summary'
        |      StaticText '#116 · created 1 week ago by Dorian Pascu · closed 5 days ago'
        |      [722] link 'bug'
        |    [730] listitem ''
        |      [731] link 'Runbook: rotating the ingest service account'
        |      StaticText '#114 · created 2 weeks ago by Ilse Brandt · closed 1 week ago'
        |      [732] link 'docs'
        |  [500] navigation 'Pagination'
        |    [501] link '1'
        |    [502] link '2'
        |    [503] link '3'
        |    [504] link '4'
        |    [505] link 'Next'""")

    state = labels_page("needs-triage", False)
    turns = [
        ("click('236')", edit_label("needs-triage", False)),
        ("fill('301', 'triage::pending')", edit_label("triage::pending", True)),
        ("click('320')", labels_page(TL, True)),
        ("click('114')", issues(TL, ["bug", TL])),
        ("click('441')", issue118(["bug", TL], False, [], False)),
        ("click('616')", issue118(["bug", TL], True, ["bug", TL], False)),
        ("click('663')", issue118(["bug", "performance", TL], True, ["bug", "performance", TL], False)),
        ("keyboard_press('Escape')", issue118(["bug", "performance", TL], False, [], True)),
        ("go_back()", issues("needs-triage", ["bug", "performance", TL])),
        ("click('302')", closed),
    ]
    rs.add(task="web", tid="h16-web-03", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="renamed label shown under its old name (needs-triage) on one issue in the list")


# ---------------------------------------------------------------- 04
def t04(rs: RowSet) -> None:
    # clean: reddit-like forum; upvote a post, comment on it (count +1), back to the forum where the score moved on by another user's vote, re-sort by New, then flip a comment vote from up to down.
    base = "https://forum.citycyclists.org"

    top = """
        |[40] link 'Jump to main content'
        |[41] link 'Jump to sidebar'
        |[42] link 'Home'
        |[43] link 'Forums'
        |[44] link 'Wiki'
        |[45] searchbox 'Search query'
        |[46] link 'Notifications (0)'
        |[47] link 'Submit'
        |[48] button 'spokewise_ana', hasPopup='menu', expanded=False"""

    def post_block(b: int, title: str, by: str, age: str, score: int, ncom: int, vote: str = "") -> list[str]:
        up = "Retract upvote" if vote == "up" else "Upvote"
        return [P(1, f"[{b}] article ''"), P(2, f"[{b + 1}] heading '{title}'"), P(3, f"[{b + 2}] link '{title}'"),
                P(2, "StaticText 'Submitted by'"), P(2, f"[{b + 3}] link '{by}'"), P(2, f"StaticText '{age}'"),
                P(2, f"[{b + 4}] link '{ncom} comments'"), P(2, f"[{b + 5}] button 'Save'"),
                P(2, f"[{b + 6}] button '{up}'"), P(2, f"StaticText '{score}'"), P(2, f"[{b + 7}] button 'Downvote'")]

    def hot(score: int, ncom: int, vote: str, menu: bool = False) -> str:
        posts = []
        posts += post_block(100, "Protected bike lane on Harcourt St finally opened", "velo_marguerite", "5 hours ago", score, ncom, vote)
        posts += post_block(110, "PSA: Kellner Ave bridge closed to bikes Sat–Sun for deck repairs", "cityspokes", "9 hours ago", 88, 12)
        posts += post_block(120, "Ghost bike installed at Ferris & 9th", "ringroad_rae", "2 days ago", 402, 58)
        posts += post_block(130, "What lock do you use for a cargo bike?", "tandemtom", "1 day ago", 61, 44)
        posts += post_block(140, "Winter tire recommendations for 700x38?", "frostpedal", "14 hours ago", 29, 19)
        m = """
        |    [93] menu ''
        |      [94] menuitem 'Hot'
        |      [95] menuitem 'New'
        |      [96] menuitem 'Active'
        |      [97] menuitem 'Top'
        |      [98] menuitem 'Controversial'
        |      [99] menuitem 'Most commented'""" if menu else ""
        return page("urbancycling", base + "/f/urbancycling", top + f"""
        |[60] main ''
        |  [61] heading 'f/urbancycling'
        |  [62] link 'Subscribe'
        |  StaticText '2,318 subscribers'
        |  [90] navigation ''
        |    [91] link 'Submission'
        |    [92] button 'Sort by: Hot', hasPopup='menu', expanded={'True' if menu else 'False'}{m}
{J(posts)}
        |[300] complementary ''
        |  [301] heading 'urbancycling'
        |  StaticText 'Riding, advocacy and infrastructure news for the metro area. Be civil; no doxxing of drivers.'
        |  [302] link 'Wiki: Riding in winter'""")

    def new_listing() -> str:
        posts = []
        posts += post_block(150, "Anyone else get a ticket for rolling the stop at Ferris & 9th?", "lowgear_lu", "12 minutes ago", 3, 6)
        posts += post_block(160, "Lost: blue Brooks saddle bag near Alder Library", "quill_on_wheels", "40 minutes ago", 2, 0)
        posts += post_block(170, "Rear light recommendations under $40?", "nightshift_nico", "1 hour ago", 5, 8)
        posts += post_block(180, "Group ride Sunday: river loop, no-drop, 22 mi", "cityspokes", "3 hours ago", 17, 4)
        posts += post_block(100, "Protected bike lane on Harcourt St finally opened", "velo_marguerite", "5 hours ago", 216, 38, "up")
        posts += post_block(190, "Does anyone know if the Line 4 bus racks fit fat tires?", "dune_dylan", "7 hours ago", 9, 11)
        return page("urbancycling", base + "/f/urbancycling/new", top + f"""
        |[60] main ''
        |  [61] heading 'f/urbancycling'
        |  [62] link 'Subscribe'
        |  StaticText '2,318 subscribers'
        |  [90] navigation ''
        |    [91] link 'Submission'
        |    [92] button 'Sort by: New', hasPopup='menu', expanded=False
{J(posts)}
        |  [290] link 'More'
        |[300] complementary ''
        |  [301] heading 'urbancycling'
        |  StaticText 'Riding, advocacy and infrastructure news for the metro area. Be civil; no doxxing of drivers.'
        |  [302] link 'Wiki: Riding in winter'""")

    def comment(b: int, user: str, age: str, pts: int, text: str, vote: str = "") -> list[str]:
        up = "Retract upvote" if vote == "up" else "Upvote"
        down = "Retract downvote" if vote == "down" else "Downvote"
        return [P(2, f"[{b}] article ''"), P(3, f"[{b + 1}] link '{user}'"), P(3, f"StaticText '{age}'"),
                P(3, f"StaticText '{text}'"), P(3, f"[{b + 2}] link 'Reply'"), P(3, f"[{b + 3}] link 'Permalink'"),
                P(3, f"[{b + 4}] button '{up}'"), P(3, f"StaticText '{pts} point{'s' if pts != 1 else ''}'"),
                P(3, f"[{b + 5}] button '{down}'")]

    def harcourt(draft: str, posted: bool) -> str:
        cs = []
        cs += comment(400, "cityspokes", "4 hours ago", 42, "Rode it at 7am. Two of the flex posts at Pine St are already flattened.")
        cs += comment(410, "velo_marguerite", "4 hours ago", 18, "Phase 2 (Pine to Ossory) is supposed to break ground in April per the council minutes.")
        cs += comment(420, "tandemtom", "3 hours ago", 11, "Finally. The door zone on that stretch was the worst in the city.")
        cs += comment(430, "ringroad_rae", "2 hours ago", 6, "Delivery vans were parked in it by lunchtime, so enforcement is going to matter.")
        if posted:
            cs += comment(440, "spokewise_ana", "just now", 1, "Rode it this morning. The signal timing at Kellner Ave still needs work.", "up")
        n = 38 if posted else 37
        return page("Protected bike lane on Harcourt St finally opened", base + "/f/urbancycling/88213/protected-bike-lane-on-harcourt-st-finally-opened",
                    top + f"""
        |[60] main ''
        |  [200] article ''
        |    [201] heading 'Protected bike lane on Harcourt St finally opened'
        |    StaticText 'Submitted by'
        |    [203] link 'velo_marguerite'
        |    StaticText '5 hours ago in'
        |    [204] link 'urbancycling'
        |    StaticText 'Ribbon was cut at 6:30 this morning. Concrete-curb separated from Dunmore to Pine, 1.1 miles, with a bike signal phase at Kellner.'
        |    [205] button 'Retract upvote'
        |    StaticText '215'
        |    [206] button 'Downvote'
        |  [210] heading '{n} comments'
        |  [211] textbox 'Comment'{val(draft)}{', focused' if draft else ''}
        |  [212] button 'Post'
        |  [213] button 'Sort by: Best', hasPopup='menu', expanded=False
        |  [390] list ''
{J(cs)}
        |  [490] link 'Load more comments (33)' """)

    def ticket_post(pts: int, vote: str) -> str:
        cs = []
        cs += comment(600, "brakeless_in_bk", "10 minutes ago", pts, "Same corner, same cop, last Tuesday. Fine was $148 and it counts as a moving violation.", vote)
        cs += comment(610, "lowgear_lu", "9 minutes ago", 2, "Ugh. Did you contest it?")
        cs += comment(620, "quill_on_wheels", "6 minutes ago", 1, "The Idaho stop bill died in committee again, so yes they can.")
        return page("Anyone else get a ticket for rolling the stop at Ferris & 9th?", base + "/f/urbancycling/88247/anyone-else-get-a-ticket-for-rolling-the-stop-at-ferris-9th",
                    top + f"""
        |[60] main ''
        |  [200] article ''
        |    [201] heading 'Anyone else get a ticket for rolling the stop at Ferris & 9th?'
        |    StaticText 'Submitted by'
        |    [203] link 'lowgear_lu'
        |    StaticText '12 minutes ago in'
        |    [204] link 'urbancycling'
        |    StaticText 'Motorcycle officer was sitting behind the ghost bike. Wrote up three of us in ten minutes.'
        |    [205] button 'Upvote'
        |    StaticText '3'
        |    [206] button 'Downvote'
        |  [210] heading '6 comments'
        |  [211] textbox 'Comment'
        |  [212] button 'Post'
        |  [213] button 'Sort by: Best', hasPopup='menu', expanded=False
        |  [390] list ''
{J(cs)}""")

    draft = "Rode it this morning. The signal timing at Kellner Ave still needs work."
    state = hot(214, 37, "")
    turns = [
        ("click('106')", hot(215, 37, "up")),
        ("click('104')", harcourt("", False)),
        ("fill('211', 'Rode it this morning. The signal timing at Kellner Ave still needs work.')", harcourt(draft, False)),
        ("click('212')", harcourt("", True)),
        ("click('204')", hot(216, 38, "up")),
        ("click('92')", hot(216, 38, "up", True)),
        ("click('95')", new_listing()),
        ("click('152')", ticket_post(4, "")),
        ("click('604')", ticket_post(5, "up")),
        ("click('605')", ticket_post(3, "down")),
    ]
    rs.add(task="web", tid="h16-web-04", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 05
def t05(rs: RowSet) -> None:
    # clean: OpenStreetMap directions; route recomputed for car/foot/bicycle and again after reversing, then a place search that lists a similarly named street, which is opened.
    base = "https://www.openstreetmap.org"
    A = "Reading Terminal Market, Philadelphia"
    B = "Bartram's Garden, Philadelphia"

    chrome = """
        |[35] link 'OpenStreetMap logo OpenStreetMap'
        |[36] link 'Edit'
        |[37] button ''
        |[38] link 'History'
        |[39] link 'Export'
        |[42] link 'GPS Traces'
        |[43] link 'User Diaries'
        |[44] link 'Communities'
        |[45] link 'Copyright'
        |[46] link 'Help'
        |[47] link 'About'
        |[48] link 'Log In'
        |[49] link 'Sign Up'"""

    def search_panel(q: str, focus: bool = False) -> str:
        return f"""
        |[110] search ''
        |  [111] textbox 'Search'{val(q)}{', focused' if focus else ''}
        |  [112] link 'Find directions between two points'
        |  [113] button 'Go'"""

    mapctl = """
        |[500] region 'Map'
        |  [501] button 'Zoom In'
        |  [502] button 'Zoom Out'
        |  [503] button 'Show My Location'
        |  [504] link 'Layers'
        |  [505] link 'Share'
        |  [506] link 'Add a note to the map'
        |  StaticText '500 m'
        |  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""

    def directions(frm: str, to: str, mode: str, focus: str = "", route: tuple[str, str, list[tuple[str, str]]] | None = None) -> str:
        steps = ""
        if route:
            dist, tm, rows = route
            lines = [P(1, "[180] heading 'Directions'"), P(1, f"StaticText 'Distance: {dist}. Time: {tm}.'"), P(1, "[182] table ''")]
            for k, (instr, d) in enumerate(rows, 1):
                lines.append(P(2, f"[{182 + k * 2}] row ''"))
                lines.append(P(3, f"[{183 + k * 2}] gridcell '{k}. {instr}'"))
                lines.append(P(3, f"gridcell '{d}'"))
            lines.append(P(1, "StaticText 'Directions courtesy of OSRM'"))
            steps = "\n" + J(lines)
        return page("OpenStreetMap", base + "/directions", chrome + f"""
        |[150] form ''
        |  [151] button 'Close'
        |  [152] textbox 'From'{val(frm)}{', focused' if focus == 'from' else ''}
        |  [153] textbox 'To'{val(to)}{', focused' if focus == 'to' else ''}
        |  [154] combobox '' value='{mode}', hasPopup='menu', expanded=False
        |    [155] option 'Bicycle (OSRM)', selected={mode == 'Bicycle (OSRM)'}
        |    [156] option 'Car (OSRM)', selected={mode == 'Car (OSRM)'}
        |    [157] option 'Foot (OSRM)', selected={mode == 'Foot (OSRM)'}
        |  [158] button 'Go'
        |  [159] button 'Reverse Directions'""" + steps + mapctl)

    car = ("8.8km", "0:17", [("Start on North 12th Street", "90m"), ("Turn right onto Filbert Street", "400m"),
                             ("Turn left onto North 15th Street", "150m"), ("Turn right onto John F Kennedy Boulevard", "1.0km"),
                             ("Continue onto Schuylkill Expressway (I 76)", "3.6km"), ("Take the exit onto Grays Ferry Avenue", "1.4km"),
                             ("Turn right onto South 49th Street", "700m"), ("Turn left onto Lindbergh Boulevard", "1.4km"),
                             ("Turn left", "100m"), ("Reach destination", "")])
    foot = ("7.0km", "1:24", [("Start on North 12th Street", "90m"), ("Turn right onto Market Street", "1.9km"),
                              ("Turn left onto Schuylkill River Trail", "2.3km"), ("Continue onto Grays Ferry Crescent Trail", "1.2km"),
                              ("Turn right onto Bartram's Mile", "1.5km"), ("Reach destination", "")])
    bike = ("7.4km", "0:28", [("Start on North 12th Street", "90m"), ("Turn right onto Market Street", "1.9km"),
                              ("Turn left onto Schuylkill River Trail", "2.3km"), ("Continue onto Grays Ferry Crescent Trail", "1.2km"),
                              ("Turn right onto Grays Ferry Avenue", "400m"), ("Turn left onto Bartram's Mile", "1.5km"),
                              ("Reach destination", "")])
    back = ("7.7km", "0:30", [("Start on Bartram's Mile", "1.5km"), ("Turn left onto Grays Ferry Avenue", "600m"),
                              ("Turn right onto Schuylkill River Trail", "3.5km"), ("Turn right onto Chestnut Street", "1.9km"),
                              ("Turn left onto North 12th Street", "200m"), ("Reach destination", "")])

    home = page("OpenStreetMap", base + "/#map=13/39.9526/-75.1652", chrome + search_panel("") + """
        |[120] heading 'Welcome to OpenStreetMap!'
        |  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
        |  [121] link 'Learn More'
        |  [122] link 'Start Mapping'""" + mapctl)
    home_q = page("OpenStreetMap", base + "/#map=13/39.9526/-75.1652", chrome + search_panel("Bartram", True) + """
        |[120] heading 'Welcome to OpenStreetMap!'
        |  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
        |  [121] link 'Learn More'
        |  [122] link 'Start Mapping'""" + mapctl)
    results = page("OpenStreetMap", base + "/search?query=Bartram", chrome + search_panel("Bartram") + """
        |[200] heading 'Search Results'
        |  [201] button 'Close'
        |[210] heading 'Results from OpenStreetMap Nominatim'
        |[211] list ''
        |  [212] listitem ''
        |    StaticText 'Garden'
        |    [213] link "Bartram's Garden, 5400, Lindbergh Boulevard, Kingsessing, Philadelphia, Philadelphia County, Pennsylvania, 19143, United States"
        |  [214] listitem ''
        |    StaticText 'Secondary Road'
        |    [215] link 'Bartram Avenue, Eastwick, Philadelphia, Philadelphia County, Pennsylvania, 19153, United States'
        |  [216] listitem ''
        |    StaticText 'School'
        |    [217] link 'John Bartram High School, 2401, South 67th Street, Elmwood, Philadelphia, Philadelphia County, Pennsylvania, 19142, United States'
        |  [218] listitem ''
        |    StaticText 'Bus Stop'
        |    [219] link 'Bartram Av & 84th St, Bartram Avenue, Eastwick, Philadelphia, Pennsylvania, 19153, United States'
        |[230] link 'More results'""" + mapctl)
    way = page("Way: Bartram Avenue (20417763) | OpenStreetMap", base + "/way/20417763", chrome + search_panel("Bartram") + """
        |[300] heading 'Way: Bartram Avenue (20417763)'
        |  [301] button 'Close'
        |StaticText 'Version #14'
        |StaticText 'Bike lane on eastbound side'
        |StaticText 'Edited 8 months ago by'
        |[305] link 'phlmapper_kt'
        |StaticText '· Changeset #'
        |[306] link '146203318'
        |[310] heading 'Tags 8'
        |[311] table ''
        |  [312] row 'highway secondary'
        |  [313] row 'name Bartram Avenue'
        |  [314] row 'lanes 4'
        |  [315] row 'maxspeed 35 mph'
        |  [316] row 'oneway no'
        |  [317] row 'cycleway:right lane'
        |  [318] row 'surface asphalt'
        |  [319] row 'tiger:county Philadelphia, PA'
        |[330] heading 'Nodes 23'
        |[331] link 'Download XML'
        |[332] link 'View History'""" + mapctl)

    state = home
    turns = [
        ("click('112')", directions("", "", "Car (OSRM)", "from")),
        (f"fill('152', '{A}')", directions(A, "", "Car (OSRM)", "from")),
        (f"fill('153', \"{B}\")", directions(A, B, "Car (OSRM)", "to")),
        ("click('158')", directions(A, B, "Car (OSRM)", "", car)),
        ("select_option('154', 'Foot (OSRM)')", directions(A, B, "Foot (OSRM)", "", foot)),
        ("select_option('154', 'Bicycle (OSRM)')", directions(A, B, "Bicycle (OSRM)", "", bike)),
        ("click('159')", directions(B, A, "Bicycle (OSRM)", "", back)),
        ("click('151')", home),
        ("fill('111', 'Bartram')", home_q),
        ("click('113')", results),
        ("click('215')", way),
    ]
    rs.add(task="web", tid="h16-web-05", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 06
def t06(rs: RowSet) -> None:
    # bad: calendar app, create an event on Thu Nov 14 (shown in the week at turn 6); turn 8 ('Today' back to the same week) lists that week's events without it, no delete in between.
    base = "https://cal.rhizolab.org"
    NEW = "Grant report sync w/ Odalys, Thursday, November 14, 2024, 3:30 PM to 4:30 PM, Research"

    def sidebar() -> str:
        return """
        |[100] banner ''
        |  [101] link 'Cobalt Calendar'
        |  [102] button 'Today'
        |  [103] button 'Previous week'
        |  [104] button 'Next week'
        |  [106] combobox 'View' value='Week', hasPopup='menu', expanded=False
        |  [107] button 'Settings'
        |  [108] button 'Account: Ines Caldwell-Moreau'
        |[120] complementary ''
        |  [121] button 'New event'
        |  [122] grid 'November 2024'
        |    StaticText 'Mo Tu We Th Fr Sa Su'
        |    StaticText '28 29 30 31 1 2 3 · 4 5 6 7 8 9 10 · 11 12 13 14 15 16 17 · 18 19 20 21 22 23 24 · 25 26 27 28 29 30 1'
        |  [130] heading 'My calendars'
        |  [131] checkbox 'Personal', checked='true'
        |  [132] checkbox 'Research', checked='true'
        |  [133] checkbox 'Team', checked='true'
        |  [134] checkbox 'Holidays in United States', checked='true'"""

    def week1(extra: bool, toast: bool = False) -> str:
        ev = [
            ("Monday, November 11", ["Standup, Monday, November 11, 2024, 9:00 AM to 9:30 AM, Team",
                                     "Greenhouse sensor calibration, Monday, November 11, 2024, 1:00 PM to 2:30 PM, Research"]),
            ("Tuesday, November 12", ["Standup, Tuesday, November 12, 2024, 9:00 AM to 9:30 AM, Team",
                                      "Dept. seminar: Soil microbiomes, Tuesday, November 12, 2024, 2:00 PM to 3:00 PM, Research"]),
            ("Wednesday, November 13", ["Standup, Wednesday, November 13, 2024, 9:00 AM to 9:30 AM, Team",
                                        "Lab meeting, Wednesday, November 13, 2024, 10:00 AM to 11:30 AM, Research"]),
            ("Thursday, November 14", ["Standup, Thursday, November 14, 2024, 9:00 AM to 9:30 AM, Team",
                                       "Lunch w/ Priyanka, Thursday, November 14, 2024, 12:00 PM to 1:00 PM, Personal"]
             + ([NEW] if extra else [])),
            ("Friday, November 15", ["Standup, Friday, November 15, 2024, 9:00 AM to 9:30 AM, Team",
                                     "Journal club, Friday, November 15, 2024, 4:00 PM to 5:00 PM, Research"]),
            ("Saturday, November 16", ["Farmers market shift, Saturday, November 16, 2024, 8:00 AM to 11:00 AM, Personal"]),
            ("Sunday, November 17", []),
        ]
        return week("November 11 – 17, 2024", "2024-11-11", ev, toast)

    def week(label: str, start: str, ev: list[tuple[str, list[str]]], toast: bool = False) -> str:
        cols = []
        for k, (day, items) in enumerate(ev):
            b = 300 + k * 20
            cols.append(P(2, f"[{b}] gridcell '{day}'"))
            for j, it in enumerate(items):
                cols.append(P(3, f"[{b + 1 + j}] button '{it}'"))
        t = """
        |[190] status ''
        |  StaticText 'Event created'""" if toast else ""
        return page(f"{label} · Cobalt Calendar", f"{base}/week/{start}", sidebar() + t + f"""
        |[200] main ''
        |  [201] heading '{label}'
        |  [210] grid 'Week of {label}'
        |    [211] row 'all-day'
{J(cols)}""")

    def dialog(title: str, date: str, startt: str, endt: str, cal: str, focus: str) -> str:
        def fo(k: str) -> str:
            return ", focused" if focus == k else ""
        return week1(False) + f"""
\t[700] dialog 'New event', modal=True
\t\t[701] textbox 'Title'{val(title)}{fo('title')}
\t\t[702] checkbox 'All day', checked='false'
\t\t[703] textbox 'Date' value='{date}'{fo('date')}
\t\t[704] textbox 'Start time' value='{startt}'{fo('start')}
\t\t[705] textbox 'End time' value='{endt}'
\t\t[706] combobox 'Repeat' value='Does not repeat', hasPopup='menu', expanded=False
\t\t[707] combobox 'Calendar' value='{cal}', hasPopup='menu', expanded=False
\t\t[708] textbox 'Location'
\t\t[709] textbox 'Description'
\t\t[710] button 'Cancel'
\t\t[711] button 'Save'"""

    week2 = week("November 18 – 24, 2024", "2024-11-18", [
        ("Monday, November 18", ["Standup, Monday, November 18, 2024, 9:00 AM to 9:30 AM, Team"]),
        ("Tuesday, November 19", ["Standup, Tuesday, November 19, 2024, 9:00 AM to 9:30 AM, Team"]),
        ("Wednesday, November 20", ["Standup, Wednesday, November 20, 2024, 9:00 AM to 9:30 AM, Team",
                                    "Committee meeting: thesis proposal, Wednesday, November 20, 2024, 1:00 PM to 3:00 PM, Research"]),
        ("Thursday, November 21", ["Standup, Thursday, November 21, 2024, 9:00 AM to 9:30 AM, Team"]),
        ("Friday, November 22", ["Standup, Friday, November 22, 2024, 9:00 AM to 9:30 AM, Team",
                                 "Journal club, Friday, November 22, 2024, 4:00 PM to 5:00 PM, Research"]),
        ("Saturday, November 23", []),
        ("Sunday, November 24", []),
    ])

    settings = page("Settings · Cobalt Calendar", base + "/settings/general", sidebar() + """
        |[200] main ''
        |  [201] heading 'Settings'
        |  [202] tablist ''
        |    [203] tab 'General', selected=True
        |    [204] tab 'Notifications', selected=False
        |    [205] tab 'Calendars', selected=False
        |    [206] tab 'Import / export', selected=False
        |  [210] combobox 'Time zone' value='(GMT-08:00) Pacific Time - Los Angeles', hasPopup='menu', expanded=False
        |  [211] combobox 'Week starts on' value='Monday', hasPopup='menu', expanded=False
        |  [212] combobox 'Time format' value='1:00 PM', hasPopup='menu', expanded=False
        |  [213] combobox 'Default event duration' value='60 minutes', hasPopup='menu', expanded=False
        |  [214] checkbox 'Show week numbers', checked='false'
        |  [215] checkbox 'Show declined events', checked='true'
        |  [216] checkbox 'Show weekends', checked='true'
        |  [220] button 'Save changes', disabled=True""")

    T = "Grant report sync w/ Odalys"
    state = week1(False)
    turns = [
        ("click('121')", dialog("", "2024-11-13", "14:00", "15:00", "Personal", "title")),
        (f"fill('701', '{T}')", dialog(T, "2024-11-13", "14:00", "15:00", "Personal", "title")),
        ("fill('703', '2024-11-14')", dialog(T, "2024-11-14", "14:00", "15:00", "Personal", "date")),
        ("fill('704', '15:30')", dialog(T, "2024-11-14", "15:30", "16:30", "Personal", "start")),
        ("select_option('707', 'Research')", dialog(T, "2024-11-14", "15:30", "16:30", "Research", "")),
        ("click('711')", week1(True, True)),
        ("click('104')", week2),
        ("click('102')", week1(False)),
        ("click('107')", settings),
    ]
    rs.add(task="web", tid="h16-web-06", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="created event missing from the same week's grid after navigating away and back")


# ---------------------------------------------------------------- 07
def t07(rs: RowSet) -> None:
    # bad: link-aggregator forum, delete a duplicate comment (gone at turns 4 and 8) and edit the other; turn 9 (profile re-sorted by Top) lists the deleted duplicate again with its 1 point.
    base = "https://breadcrumbs.social"
    OLD = "Try a 1:5:5 feed with cooler water, it should push the peak to 6-7 hours."
    NEWT = "Try a 1:5:5 feed with cooler water (around 70°F); it should push the peak to 6-7 hours."

    top = """
        |[30] navigation ''
        |  [31] link 'breadcrumbs.social'
        |  [32] link 'Communities'
        |  [33] link 'Create Post'
        |  [34] link 'Search'
        |  [35] link 'Unread messages 0'
        |  [36] button 'quietcrumb', hasPopup='menu', expanded=False"""

    def pc(b: int, post: str, comm: str, age: str, pts: int, text: str, edited: bool = False) -> list[str]:
        return [P(2, f"[{b}] article ''"), P(3, "StaticText 'quietcrumb'"), P(3, f"[{b + 1}] link '{post}'"),
                P(3, f"[{b + 2}] link '{comm}'"), P(3, f"StaticText '{age}{' · edited just now' if edited else ''}'"),
                P(3, f"StaticText '{text}'"), P(3, "[%d] button 'Upvote'" % (b + 3)), P(3, f"StaticText '{pts}'"),
                P(3, "[%d] button 'Downvote'" % (b + 4)), P(3, "[%d] link 'Link'" % (b + 5))]

    A = ("Levain peaking in 3 hours, too fast?", "c/sourdough", "2 hours ago", 14)
    Bd = ("Levain peaking in 3 hours, too fast?", "c/sourdough", "2 hours ago", 1, OLD)
    C3 = ("Best flour for 80% hydration?", "c/sourdough", "1 day ago", 9, "I get much better structure with a 10% whole rye addition, and bulk goes about an hour faster.")
    C4 = ("Crumb shot: first loaf after 6 months", "c/breadit", "3 days ago", 22, "That ear is beautiful. What was your bake temp and did you score at 30 degrees?")
    C5 = ("Dutch oven vs. baking steel", "c/sourdough", "5 days ago", 6, "Steel plus a steam tray for batards, dutch oven for boules. Never looked back.")

    def profile(sort: str, ncom: int, order: list[str], atext: str, edited: bool) -> str:
        recs = {"A": (*A, atext), "B": Bd, "C3": C3, "C4": C4, "C5": C5}
        bids = {"A": 400, "B": 410, "C3": 420, "C4": 430, "C5": 440}
        body = []
        for key in order:
            post, comm, age, pts, text = recs[key]
            body += pc(bids[key], post, comm, age, pts, text, edited and key == "A")
        return page("quietcrumb - breadcrumbs.social", base + f"/u/quietcrumb?view=Comments&sort={sort}", top + f"""
        |[100] main ''
        |  [101] heading 'quietcrumb'
        |  StaticText '@quietcrumb@breadcrumbs.social'
        |  StaticText 'Joined 1 year ago'
        |  StaticText '9 Posts • {ncom} Comments'
        |  [110] radiogroup ''
        |    [111] radio 'Overview', checked=False
        |    [112] radio 'Comments', checked=True
        |    [113] radio 'Posts', checked=False
        |    [114] radio 'Saved', checked=False
        |  [115] combobox 'Sort type' value='{sort}', hasPopup='menu', expanded=False
        |  [120] list ''
{J(body)}
        |  [490] button 'Next'""")

    def post(deleted: bool, menu: bool, confirm: bool, editing: str | None, atext: str, edited: bool, toast: str = "") -> str:
        def cm(b: int, user: str, age: str, pts: int, text: str, own: bool, depth: int = 2) -> list[str]:
            out = [P(depth, f"[{b}] article ''"), P(depth + 1, f"[{b + 1}] link '{user}'"), P(depth + 1, f"StaticText '{age}'")]
            if own and editing is not None and b == 600:
                out += [P(depth + 1, f"[{b + 8}] textbox 'Edit comment' value='{editing}', focused"),
                        P(depth + 1, f"[{b + 9}] button 'Cancel'"), P(depth + 1, f"[{b + 10}] button 'Save'")]
            else:
                out += [P(depth + 1, f"StaticText '{text}'")]
            out += [P(depth + 1, f"[{b + 2}] button 'Upvote'"), P(depth + 1, f"StaticText '{pts}'"), P(depth + 1, f"[{b + 3}] button 'Downvote'"),
                    P(depth + 1, f"[{b + 4}] button 'Reply'")]
            if own:
                out += [P(depth + 1, f"[{b + 5}] button 'Edit'"), P(depth + 1, f"[{b + 6}] button 'more'{', expanded=True' if menu and b == 610 else ''}")]
                if menu and b == 610:
                    out += [P(depth + 2, "[620] menu ''"), P(depth + 3, "[621] menuitem 'Copy link'"), P(depth + 3, "[622] menuitem 'Save'"),
                            P(depth + 3, "[623] menuitem 'View source'"), P(depth + 3, "[624] menuitem 'Delete'")]
            return out
        a_age = "2 hours ago" + (" · edited just now" if edited else "")
        cs = []
        cs += cm(500, "crumbcoat_jo", "2 hours ago", 6, "Kitchen is 78°F right now, I know that does not help.", False)
        cs += cm(600, "quietcrumb", a_age, 14, atext, True)
        if not deleted:
            cs += cm(610, "quietcrumb", "2 hours ago", 1, OLD, True)
        cs += cm(520, "levain_lars", "1 hour ago", 8, "Or just use the fridge for the second half of the build.", False)
        cs += cm(530, "hydration_hana", "58 minutes ago", 3, "Which flour? Fresh-milled will ferment way faster.", False)
        n = 13 if deleted else 14
        t = f"""
        |[190] status ''
        |  StaticText '{toast}'""" if toast else ""
        d = """
        |[650] dialog 'Delete comment', modal=True
        |  StaticText 'Are you sure you want to delete this comment? This cannot be undone.'
        |  [651] button 'Cancel'
        |  [652] button 'Delete'""" if confirm else ""
        return page("Levain peaking in 3 hours, too fast? - breadcrumbs.social", base + "/post/558104", top + t + f"""
        |[100] main ''
        |  [200] heading 'Levain peaking in 3 hours, too fast?'
        |  [201] link 'crumbcoat_jo'
        |  StaticText 'to'
        |  [202] link 'c/sourdough'
        |  StaticText '3 hours ago'
        |  StaticText 'Feeding 1:2:2 with 50/50 AP and whole wheat, it doubles and starts to fall by the 3 hour mark. Is that a problem for a 14 hour cold retard?'
        |  [203] button 'Upvote'
        |  StaticText '27'
        |  [204] button 'Downvote'
        |  StaticText '{n} Comments'
        |  [210] textbox 'Type here to comment...'
        |  [211] button 'Post'
        |  [212] combobox 'Sort type' value='Hot', hasPopup='menu', expanded=False
        |  [220] list ''
{J(cs)}""" + d)

    crumb = page("Crumb shot: first loaf after 6 months - breadcrumbs.social", base + "/post/551872", top + f"""
        |[100] main ''
        |  [200] heading 'Crumb shot: first loaf after 6 months'
        |  [201] link 'ovenspring_oz'
        |  StaticText 'to'
        |  [202] link 'c/breadit'
        |  StaticText '3 days ago'
        |  [205] image 'Sliced boule with open crumb on a wooden board'
        |  [203] button 'Upvote'
        |  StaticText '341'
        |  [204] button 'Downvote'
        |  StaticText '48 Comments'
        |  [210] textbox 'Type here to comment...'
        |  [211] button 'Post'
        |  [212] combobox 'Sort type' value='Hot', hasPopup='menu', expanded=False
        |  [220] list ''
        |    [700] article ''
        |      [701] link 'quietcrumb'
        |      StaticText '3 days ago'
        |      StaticText '{C4[4]}'
        |      [702] button 'Upvote'
        |      StaticText '22'
        |      [703] button 'Downvote'
        |      [704] button 'Reply'
        |      [705] button 'Edit'
        |      [706] button 'more'
        |      [710] article ''
        |        [711] link 'ovenspring_oz'
        |        StaticText '3 days ago'
        |        StaticText '475°F lid on for 20, then 450°F lid off for 22. Scored at maybe 35 degrees with a lame.'
        |        [712] button 'Upvote'
        |        StaticText '15'
        |        [713] button 'Downvote'
        |        [714] button 'Reply'
        |    [720] article ''
        |      [721] link 'bannetonbea'
        |      StaticText '3 days ago'
        |      StaticText 'Six months well spent. That crumb is textbook.'
        |      [722] button 'Upvote'
        |      StaticText '11'
        |      [723] button 'Downvote'
        |      [724] button 'Reply'""")

    state = profile("New", 37, ["A", "B", "C3", "C4", "C5"], OLD, False)
    turns = [
        ("click('411')", post(False, False, False, None, OLD, False)),
        ("click('616')", post(False, True, False, None, OLD, False)),
        ("click('624')", post(False, False, True, None, OLD, False)),
        ("click('652')", post(True, False, False, None, OLD, False, "Comment deleted")),
        ("click('605')", post(True, False, False, OLD, OLD, False)),
        (f"fill('608', '{NEWT}')", post(True, False, False, NEWT, OLD, False)),
        ("click('610')", post(True, False, False, None, NEWT, True)),
        ("click('601')", profile("New", 36, ["A", "C3", "C4", "C5"], NEWT, True)),
        ("select_option('115', 'Top')", profile("Top", 36, ["C4", "A", "C3", "C5", "B"], NEWT, True)),
        ("click('431')", crumb),
    ]
    rs.add(task="web", tid="h16-web-07", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="deleted comment reappears in the user's comment listing after re-sorting")


# ---------------------------------------------------------------- 08
def t08(rs: RowSet) -> None:
    # clean: airline booking; one-way search, switch the date tab (new flights and fares), pick a fare, choose a paid seat, add a bag, swap to a free seat (total drops), review.
    base = "https://www.coastlineair.com"

    head = """
        |[100] banner ''
        |  [101] link 'Coastline Air home'
        |  [102] link 'Book'
        |  [103] link 'My trips'
        |  [104] link 'Check in'
        |  [105] link 'Flight status'
        |  [106] button 'Renata Oyelaran · 41,220 miles', hasPopup='menu', expanded=False"""

    def home(oneway: bool, frm: str, to: str, dep: str, focus: str) -> str:
        def fo(k: str) -> str:
            return ", focused" if focus == k else ""
        ret = "" if oneway else """
        |    [218] textbox 'Return (mm/dd/yyyy)'"""
        return page("Book flights | Coastline Air", base + "/", head + f"""
        |[200] main ''
        |  [201] heading 'Where to next?'
        |  [210] form 'Flight search'
        |    [211] radio 'Round trip', checked={not oneway}
        |    [212] radio 'One-way', checked={oneway}{fo('ow')}
        |    [213] radio 'Multi-city', checked=False
        |    [214] combobox 'From'{val(frm)}{fo('from')}, hasPopup='listbox', expanded=False
        |    [215] button 'Swap origin and destination'
        |    [216] combobox 'To'{val(to)}{fo('to')}, hasPopup='listbox', expanded=False
        |    [217] textbox 'Depart (mm/dd/yyyy)'{val(dep)}{fo('dep')}{ret}
        |    [219] combobox 'Passengers' value='1 Adult', hasPopup='menu', expanded=False
        |    [220] checkbox 'Use miles', checked='false'
        |    [221] button 'Search flights'
        |  [240] heading 'Fare sale: Pacific Northwest from $49 one-way'
        |  StaticText 'Book by Feb 24 for travel through May 14. Taxes and fees extra.'""")

    def results(day: str, flights: list[tuple[str, str, str, str, str]]) -> str:
        strip = [("Thu, Mar 6", "$79"), ("Fri, Mar 7", "$72"), ("Sat, Mar 8", "$64"), ("Sun, Mar 9", "$91")]
        tabs = [P(2, f"[{311 + k}] tab '{d} from {p}', selected={d == day}") for k, (d, p) in enumerate(strip)]
        rows = []
        for k, (no, dep, arr, basic, main) in enumerate(flights):
            b = 400 + k * 10
            rows += [P(2, f"[{b}] listitem ''"), P(3, f"StaticText '{dep} PDX → {arr} BOI'"), P(3, "StaticText 'Nonstop · 1h 17m'"),
                     P(3, f"StaticText 'Coastline {no} · Embraer 175'"), P(3, f"[{b + 3}] button 'Basic {basic}'"),
                     P(3, f"[{b + 4}] button 'Main {main}'"), P(3, f"[{b + 5}] link 'Details'")]
        return page(f"Portland to Boise, {day} | Coastline Air", base + "/book/results?o=PDX&d=BOI&date=2025-03-0" + day[-1], head + f"""
        |[200] main ''
        |  [301] heading 'Choose your flight: Portland (PDX) to Boise (BOI)'
        |  StaticText 'One-way · 1 Adult · Prices are per person. Taxes and fees are added at checkout.'
        |  [310] tablist 'Dates'
{J(tabs)}
        |  [330] combobox 'Sort by' value='Departure time', hasPopup='menu', expanded=False
        |  StaticText '{len(flights)} flights'
        |  [390] list ''
{J(rows)}""")

    mar7 = [("2214", "6:10 AM", "8:27 AM", "$89", "$129"), ("2218", "11:45 AM", "2:02 PM", "$72", "$98"),
            ("2226", "6:20 PM", "8:37 PM", "$119", "$154")]
    mar8 = [("2214", "6:10 AM", "8:27 AM", "$64", "$87"), ("2218", "11:45 AM", "2:02 PM", "$79", "$104"),
            ("2230", "4:05 PM", "6:22 PM", "$96", "$131")]

    def seats(seat: str, bag: str, seatfee: str, bagfee: str, total: str) -> str:
        grid = [("12A", "Preferred +$18", True), ("12B", "Preferred +$18", False), ("12C", "Preferred +$18", True),
                ("15C", "Exit row +$32", True), ("15D", "Exit row +$32", True), ("21A", "Standard", False),
                ("21B", "Standard", True), ("21C", "Standard", True), ("22A", "Standard", True), ("22C", "Standard", False)]
        sl = []
        for k, (s, kind, free) in enumerate(grid):
            if not free:
                sl.append(P(2, f"[{520 + k}] button 'Seat {s}, {kind}, unavailable', disabled=True"))
            else:
                sl.append(P(2, f"[{520 + k}] button 'Seat {s}, {kind}', pressed={s == seat}"))
        return page("Seats and extras | Coastline Air", base + "/book/extras", head + f"""
        |[200] main ''
        |  [501] heading 'Seats and extras'
        |  StaticText 'Sat, Mar 8 · Coastline 2218 · PDX 11:45 AM → BOI 2:02 PM · Main'
        |  [510] heading 'Choose a seat for Renata Oyelaran'
        |  [511] group 'Seat map, Embraer 175 (rows 12-22 shown)'
{J(sl)}
        |  StaticText 'Selected seat: {seat if seat else 'None'}'
        |  [540] heading 'Bags'
        |  StaticText 'Personal item and carry-on included with Main.'
        |  [541] combobox 'Checked bags' value='{bag}', hasPopup='menu', expanded=False
        |  [560] complementary 'Trip total'
        |    StaticText 'Fare (1 Adult, Main)'
        |    StaticText '$104.00'
        |    StaticText 'Taxes and fees'
        |    StaticText '$23.86'
        |    StaticText 'Seat'
        |    StaticText '{seatfee}'
        |    StaticText 'Checked bags'
        |    StaticText '{bagfee}'
        |    StaticText 'Trip total'
        |    StaticText '{total}'
        |  [570] button 'Continue'""")

    review = page("Review and pay | Coastline Air", base + "/book/review", head + """
        |[200] main ''
        |  [601] heading 'Review and pay'
        |  [610] heading 'Flight'
        |  StaticText 'Saturday, March 8, 2025'
        |  StaticText 'Coastline 2218 · Portland (PDX) 11:45 AM → Boise (BOI) 2:02 PM · Nonstop · Main'
        |  [611] link 'Change flight'
        |  [620] heading 'Traveler'
        |  StaticText 'Renata Oyelaran · Adult · Coastline Miles CL 7730 4162'
        |  StaticText 'Seat 21C (Standard) · 1 checked bag'
        |  [621] link 'Edit seats and bags'
        |  [630] heading 'Price summary'
        |  [631] table ''
        |    [632] row 'Fare (1 Adult, Main) $104.00'
        |    [633] row 'Taxes and fees $23.86'
        |    [634] row 'Seat 21C $0.00'
        |    [635] row 'Checked bag (1) $35.00'
        |    [636] row 'Trip total (USD) $162.86'
        |  [640] radio 'Visa ending in 3307', checked=True
        |  [641] radio 'Add a new card', checked=False
        |  [642] checkbox 'I accept the fare rules and the conditions of carriage', checked='false'
        |  [643] button 'Purchase $162.86'""")

    F, T, D = "Portland, OR (PDX)", "Boise, ID (BOI)", "03/07/2025"
    state = home(False, "", "", "", "")
    turns = [
        ("click('212')", home(True, "", "", "", "ow")),
        (f"fill('214', '{F}')", home(True, F, "", "", "from")),
        (f"fill('216', '{T}')", home(True, F, T, "", "to")),
        (f"fill('217', '{D}')", home(True, F, T, D, "dep")),
        ("click('221')", results("Fri, Mar 7", mar7)),
        ("click('313')", results("Sat, Mar 8", mar8)),
        ("click('414')", seats("", "0 checked bags", "$0.00", "$0.00", "$127.86")),
        ("click('520')", seats("12A", "0 checked bags", "$18.00", "$0.00", "$145.86")),
        ("select_option('541', '1 checked bag (+$35.00)')", seats("12A", "1 checked bag (+$35.00)", "$18.00", "$35.00", "$180.86")),
        ("click('527')", seats("21C", "1 checked bag (+$35.00)", "$0.00", "$35.00", "$162.86")),
        ("click('570')", review),
    ]
    rs.add(task="web", tid="h16-web-08", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 09
def t09(rs: RowSet) -> None:
    # bad: hotel booking; the agent selects 3 adults (turn 3), results and guest-details summary say 3 adults (turns 4, 5-8); turn 9 (payment page summary) reads '2 adults' with no change to the search.
    base = "https://www.staymoor.com"

    head = """
        |[100] banner ''
        |  [101] link 'Staymoor'
        |  [102] link 'Stays'
        |  [103] link 'Deals'
        |  [104] link 'Trips'
        |  [105] button 'USD $'
        |  [106] link 'Sign in'"""

    def hotel(ci: str, co: str, adults: str, focus: str) -> str:
        def fo(k: str) -> str:
            return ", focused" if focus == k else ""
        nights = """
        |    StaticText '3 nights'""" if ci and co else ""
        return page("The Larchmont Inn, Asheville | Staymoor", base + "/hotel/us/larchmont-inn-asheville", head + f"""
        |[200] main ''
        |  [201] heading 'The Larchmont Inn'
        |  StaticText '★★★★ · 62 Haywood Row, Asheville, NC 28801'
        |  StaticText '9.1 Superb · 1,204 reviews'
        |  [205] link 'Show on map'
        |  [210] form 'Check availability'
        |    [211] textbox 'Check-in (mm/dd/yyyy)'{val(ci)}{fo('ci')}
        |    [212] textbox 'Check-out (mm/dd/yyyy)'{val(co)}{fo('co')}{nights}
        |    [213] combobox 'Rooms' value='1', hasPopup='menu', expanded=False
        |    [214] combobox 'Adults' value='{adults}', hasPopup='menu', expanded=False{fo('ad')}
        |    [215] combobox 'Children' value='0', hasPopup='menu', expanded=False
        |    [216] button 'Check availability'
        |  [230] heading 'Property highlights'
        |  StaticText 'Walk to downtown galleries · Free parking · Breakfast included · Pet friendly (2 dogs max)'
        |  [240] heading 'House rules'
        |  StaticText 'Check-in from 3:00 PM · Check-out until 11:00 AM · No parties or events'""")

    rooms = page("The Larchmont Inn, Asheville | Staymoor", base + "/hotel/us/larchmont-inn-asheville?checkin=2025-04-18&checkout=2025-04-21&rooms=1&adults=3",
                 head + """
        |[200] main ''
        |  [201] heading 'The Larchmont Inn'
        |  StaticText 'Fri, Apr 18 – Mon, Apr 21, 2025 · 3 nights · 1 room · 3 adults'
        |  [202] button 'Change search'
        |  [300] heading 'Available rooms'
        |  [301] table ''
        |    [302] row 'Room type Sleeps Price for 3 nights Your choice'
        |    [310] row ''
        |      [311] link 'Queen Room with Balcony'
        |      StaticText 'Sleeps 2 · 1 queen bed · 280 sq ft'
        |      StaticText 'Does not fit 3 adults'
        |      [315] button 'Reserve', disabled=True
        |    [320] row ''
        |      [321] link 'Double Queen Room'
        |      StaticText 'Sleeps 4 · 2 queen beds · 340 sq ft'
        |      StaticText '$636 ($212 per night) + $82.68 taxes and fees'
        |      StaticText 'Free cancellation before Apr 16, 2025'
        |      [325] button 'Reserve'
        |    [330] row ''
        |      [331] link 'King Suite with Kitchenette'
        |      StaticText 'Sleeps 4 · 1 king bed, 1 sofa bed · 460 sq ft'
        |      StaticText '$792 ($264 per night) + $102.96 taxes and fees'
        |      StaticText 'Non-refundable'
        |      [335] button 'Reserve'
        |  StaticText 'Only 2 Double Queen Rooms left on Staymoor'""")

    def guest(first: str, last: str, email: str, focus: str) -> str:
        def fo(k: str) -> str:
            return ", focused" if focus == k else ""
        return page("Your details | Staymoor", base + "/book/details?h=larchmont-inn-asheville&r=dq", head + f"""
        |[200] main ''
        |  [201] heading 'Enter your details'
        |  StaticText 'Step 2 of 3'
        |  [210] form 'Guest details'
        |    [211] textbox 'First name'{val(first)}, required{fo('first')}
        |    [212] textbox 'Last name'{val(last)}, required{fo('last')}
        |    [213] textbox 'Email address'{val(email)}, required{fo('email')}
        |    [214] textbox 'Phone number'
        |    [215] combobox 'Estimated arrival time' value='I don’t know', hasPopup='menu', expanded=False
        |    [216] textbox 'Special requests'
        |    [217] checkbox 'I’m booking for someone else', checked='false'
        |    [218] button 'Continue to payment'
        |[400] complementary 'Your booking summary'
        |  [401] heading 'The Larchmont Inn'
        |  StaticText 'Double Queen Room'
        |  StaticText 'Check-in Fri, Apr 18, 2025 from 3:00 PM'
        |  StaticText 'Check-out Mon, Apr 21, 2025 until 11:00 AM'
        |  StaticText 'Total length of stay: 3 nights'
        |  StaticText 'You selected 1 room for 3 adults'
        |  [410] link 'Change your selection'
        |  [420] heading 'Price summary'
        |  StaticText '$212 × 3 nights'
        |  StaticText '$636.00'
        |  StaticText 'Taxes and fees (13%)'
        |  StaticText '$82.68'
        |  StaticText 'Total'
        |  StaticText '$718.68'""")

    pay = page("Payment | Staymoor", base + "/book/payment?h=larchmont-inn-asheville&r=dq", head + """
        |[200] main ''
        |  [201] heading 'Finish your booking'
        |  StaticText 'Step 3 of 3'
        |  [205] heading 'Guest'
        |  StaticText 'Ingrid Solvang-Mbeki · ingrid.sm@fjordpost.no'
        |  [206] link 'Edit'
        |  [210] form 'Payment'
        |    [211] radio 'Pay at the property', checked=False
        |    [212] radio 'Pay now', checked=True
        |    [213] textbox 'Cardholder name', required
        |    [214] textbox 'Card number', required
        |    [215] textbox 'Expiration date (MM/YY)', required
        |    [216] textbox 'CVC', required
        |    [217] checkbox 'Email me deals and travel inspiration', checked='false'
        |    [218] button 'Complete booking'
        |  StaticText 'By completing this booking you agree to the property policies and Staymoor terms.'
        |[400] complementary 'Your booking summary'
        |  [401] heading 'The Larchmont Inn'
        |  StaticText 'Double Queen Room'
        |  StaticText 'Check-in Fri, Apr 18, 2025 from 3:00 PM'
        |  StaticText 'Check-out Mon, Apr 21, 2025 until 11:00 AM'
        |  StaticText 'Total length of stay: 3 nights'
        |  StaticText 'You selected 1 room for 2 adults'
        |  [410] link 'Change your selection'
        |  [420] heading 'Price summary'
        |  StaticText '$212 × 3 nights'
        |  StaticText '$636.00'
        |  StaticText 'Taxes and fees (13%)'
        |  StaticText '$82.68'
        |  StaticText 'Total'
        |  StaticText '$718.68'
        |  StaticText 'Free cancellation before Apr 16, 2025'""")

    CI, CO = "04/18/2025", "04/21/2025"
    state = hotel("", "", "2", "")
    turns = [
        (f"fill('211', '{CI}')", hotel(CI, "", "2", "ci")),
        (f"fill('212', '{CO}')", hotel(CI, CO, "2", "co")),
        ("select_option('214', '3')", hotel(CI, CO, "3", "ad")),
        ("click('216')", rooms),
        ("click('325')", guest("", "", "", "")),
        ("fill('211', 'Ingrid')", guest("Ingrid", "", "", "first")),
        ("fill('212', 'Solvang-Mbeki')", guest("Ingrid", "Solvang-Mbeki", "", "last")),
        ("fill('213', 'ingrid.sm@fjordpost.no')", guest("Ingrid", "Solvang-Mbeki", "ingrid.sm@fjordpost.no", "email")),
        ("click('218')", pay),
    ]
    rs.add(task="web", tid="h16-web-09", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="guest count the agent selected (3 adults) reads back as 2 adults in the payment summary")


# ---------------------------------------------------------------- 10
def t10(rs: RowSet) -> None:
    # clean: GitLab; create issue #73, close it (open/closed counts move), search the closed list, open an older similar-titled issue #41 and reopen it.
    base = "https://gitlab.cartograph.io/cartograph-lab/tilecutter"
    T = "Zoom 14 tiles render with 1px seam at antimeridian"
    D = "Tiles at z14 that touch lon=180 show a 1px transparent column on the east edge. Seen in the v2.3.0 Docker image, not in v2.2.4."

    def side(n_open: int) -> str:
        return f"""
        |[100] banner ''
        |  [101] link 'Homepage'
        |  [102] textbox 'Search GitLab'
        |  [103] button 'Wen Takeda user’s menu'
        |[110] navigation 'Project navigation'
        |  [111] link 'tilecutter'
        |  [112] link 'Repository'
        |  [113] link 'Issues {n_open}'
        |  [118] link 'Merge requests 3'
        |  [119] link 'CI/CD'
        |  [120] link 'Wiki'"""

    def crumbs(last: str) -> str:
        return f"""
        |  [201] navigation 'Breadcrumbs'
        |    [202] link 'cartograph-lab'
        |    [203] link 'tilecutter'
        |    [204] link '{last}'"""

    def item(b: int, iid: str, title: str, meta: str, labels: list[str]) -> list[str]:
        out = [P(2, f"[{b}] listitem ''"), P(3, f"[{b + 1}] link '{title}'"), P(3, f"StaticText '#{iid} · {meta}'")]
        out += [P(3, f"[{b + 2 + k}] link '{lab}'") for k, lab in enumerate(labels)]
        return out

    def listing(state_tab: str, counts: tuple[int, int, int], q: str, items: list[list[str]], focus: bool = False, sort: str = "Created date") -> str:
        o, c, a = counts
        return page("Issues · cartograph-lab / tilecutter · GitLab", base + "/-/issues" + ("/?state=closed" if state_tab == "closed" else "") + (f"&search={q}" if q and not focus else ""),
                    side(o if not q else 12) + f"""
        |[200] main ''{crumbs('Issues')}
        |  [300] tablist ''
        |    [301] tab 'Open {o}', selected={state_tab == 'opened'}
        |    [302] tab 'Closed {c}', selected={state_tab == 'closed'}
        |    [303] tab 'All {a}', selected=False
        |  [305] link 'Edit issues'
        |  [306] link 'New issue'
        |  [310] textbox 'Search or filter results...'{val(q)}{', focused' if focus else ''}
        |  [311] button '{sort}'
        |  [390] list ''
{J([ln for it in items for ln in it])}""")

    open_items = [
        item(400, "72", "Add PMTiles output target", "created 2 days ago by Bao Nguyen", ["feature"]),
        item(410, "70", "Document memory needs for planet-scale runs", "created 5 days ago by Wen Takeda", ["docs"]),
        item(420, "69", "MVT simplification drops tiny islands at z6", "created 1 week ago by Leila Haddad", ["bug"]),
        item(430, "66", "Parallel seeding ignores --max-zoom", "created 2 weeks ago by Bao Nguyen", ["bug", "cli"]),
        item(440, "63", "Support EPSG:3035 input rasters", "created 3 weeks ago by Ruairi Kenny", ["feature"]),
    ]
    closed_items = [
        item(500, "73", T, "created just now by Wen Takeda · closed just now", []),
        item(510, "71", "CI: cache cargo registry between jobs", "created 4 days ago by Leila Haddad · closed 3 days ago", ["ci"]),
        item(520, "68", "Crash when style JSON has trailing comma", "created 1 week ago by Ruairi Kenny · closed 6 days ago", ["bug"]),
        item(530, "67", "Bump gdal to 3.9", "created 1 week ago by Bao Nguyen · closed 1 week ago", []),
        item(540, "41", "Seam artifacts in hillshade at zoom 9", "created 4 months ago by Bao Nguyen · closed 3 months ago", ["bug", "raster"]),
    ]
    searched = [closed_items[0], closed_items[4]]

    def new_issue(title: str, desc: str, focus: str) -> str:
        return page("New Issue · cartograph-lab / tilecutter · GitLab", base + "/-/issues/new", side(12) + f"""
        |[200] main ''{crumbs('New')}
        |  [300] heading 'New Issue'
        |  [301] textbox 'Title (required)'{val(title)}{', focused' if focus == 't' else ''}
        |  [302] combobox 'Type' value='Issue', hasPopup='listbox', expanded=False
        |  [303] combobox 'Choose a template' value='No template', hasPopup='listbox', expanded=False
        |  [304] textbox 'Description'{val(desc)}{', focused' if focus == 'd' else ''}
        |  [305] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
        |  StaticText 'Assignee'
        |  [306] button 'Unassigned'
        |  StaticText 'Milestone'
        |  [307] button 'Select milestone'
        |  StaticText 'Labels'
        |  [308] button 'Select label'
        |  [309] button 'Create issue'
        |  [310] link 'Cancel'""")

    def issue(iid: str, title: str, status: str, created: str, body: str, notes: list[str], n_open: int, labels: list[str]) -> str:
        btn = "Reopen issue" if status == "Closed" else "Close issue"
        nl = J([P(2, f"[{560 + k}] listitem ''") + "\n" + P(3, f"StaticText '{n}'") for k, n in enumerate(notes)])
        ll = J([P(2, f"[{621 + k}] link '{lab}'") for k, lab in enumerate(labels)]) or P(2, "StaticText 'None'")
        return page(f"{title} (#{iid}) · Issues · cartograph-lab / tilecutter · GitLab", base + f"/-/issues/{iid}", side(n_open) + f"""
        |[200] main ''{crumbs('#' + iid)}
        |  StaticText '{status}'
        |  StaticText 'Issue created {created}'
        |  [511] button '{btn}'
        |  [520] heading '{title}'
        |  StaticText '{body}'
        |  [540] heading 'Activity'
        |  [550] list ''
{nl}
        |  [595] textbox 'Write a comment or drag your files here…'
        |  [596] button 'Comment'
        |[600] complementary 'Issue sidebar'
        |  StaticText 'Assignee'
        |  StaticText 'None - assign yourself'
        |  [615] heading 'Labels'
        |  [620] list ''
{ll}
        |  StaticText 'Milestone'
        |  StaticText 'None'""")

    b41 = "Hillshade tiles at z9 have a visible 1px seam on tile borders when using the multidirectional algorithm."
    n41 = ["Bao Nguyen @bnguyen added bug raster labels 4 months ago", "Leila Haddad @lhaddad · 4 months ago: buffer was 0 for hillshade, fixed in !188",
           "Leila Haddad @lhaddad closed with merge request !188 3 months ago"]
    state = listing("opened", (12, 48, 60), "", open_items)
    turns = [
        ("click('306')", new_issue("", "", "t")),
        (f"fill('301', '{T}')", new_issue(T, "", "t")),
        (f"fill('304', '{D}')", new_issue(T, D, "d")),
        ("click('309')", issue("73", T, "Open", "just now by Wen Takeda", D, [], 13, [])),
        ("click('511')", issue("73", T, "Closed", "just now by Wen Takeda", D, ["Wen Takeda @wtakeda closed just now"], 12, [])),
        ("click('113')", listing("opened", (12, 49, 61), "", open_items)),
        ("click('302')", listing("closed", (12, 49, 61), "", closed_items)),
        ("fill('310', 'seam')", listing("closed", (12, 49, 61), "seam", closed_items, True)),
        ("press('310', 'Enter')", listing("closed", (0, 2, 2), "seam", searched)),
        ("click('541')", issue("41", "Seam artifacts in hillshade at zoom 9", "Closed", "4 months ago by Bao Nguyen", b41, n41, 12, ["bug", "raster"])),
        ("click('511')", issue("41", "Seam artifacts in hillshade at zoom 9", "Open", "4 months ago by Bao Nguyen", b41, n41 + ["Wen Takeda @wtakeda reopened just now"], 13, ["bug", "raster"])),
    ]
    rs.add(task="web", tid="h16-web-10", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 11
def t11(rs: RowSet) -> None:
    # clean: credit-union online banking; move $750 savings -> checking, check the activity (pending vs posted, running balances), pay the card statement balance; every balance follows.
    base = "https://online.pinecrestfcu.org"

    nav = """
        |[100] banner ''
        |  [101] link 'Pinecrest Federal Credit Union'
        |  StaticText 'Welcome, Gideon Achterberg'
        |  [103] link 'Messages (0)'
        |  [104] button 'Sign off'
        |[110] navigation 'Main'
        |  [111] link 'Accounts'
        |  [112] link 'Transfers'
        |  [113] link 'Pay bills'
        |  [114] link 'Pay credit card'
        |  [115] link 'Deposit a check'
        |  [116] link 'Statements'"""

    def overview(chk: str, sav: str, visa: str, credit: str) -> str:
        return page("Accounts overview | Pinecrest FCU", base + "/accounts", nav + f"""
        |[200] main ''
        |  [201] heading 'Accounts'
        |  [210] table 'Deposit accounts'
        |    [211] row 'Account Available balance'
        |    [212] row ''
        |      [213] link 'Everyday Checking ••4417'
        |      gridcell '{chk}'
        |    [215] row ''
        |      [216] link 'High-Yield Savings ••9023'
        |      gridcell '{sav}'
        |  [220] table 'Credit cards'
        |    [221] row 'Account Current balance Available credit'
        |    [222] row ''
        |      [223] link 'Visa Platinum ••2281'
        |      gridcell '{visa}'
        |      gridcell '{credit}'
        |  StaticText 'Balances as of today. Pending card transactions reduce your available balance.'""")

    def xfer(frm: str, to: str, amt: str, focus: str) -> str:
        return page("Transfer money | Pinecrest FCU", base + "/transfers/new", nav + f"""
        |[200] main ''
        |  [201] heading 'Transfer money'
        |  [210] combobox 'From' value='{frm}', hasPopup='menu', expanded=False{', focused' if focus == 'f' else ''}
        |  [211] combobox 'To' value='{to}', hasPopup='menu', expanded=False{', focused' if focus == 't' else ''}
        |  [212] textbox 'Amount ($)'{val(amt)}{', focused' if focus == 'a' else ''}
        |  [213] combobox 'Frequency' value='One time', hasPopup='menu', expanded=False
        |  [214] textbox 'Date' value='11/26/2024'
        |  [215] textbox 'Memo (optional)'
        |  [216] button 'Review transfer'
        |  [217] link 'Cancel'
        |  StaticText 'Transfers made before 8:00 PM ET on a business day are available immediately.'""")

    S0, C0 = "High-Yield Savings ••9023 ($8,610.55)", "Everyday Checking ••4417 ($2,341.08)"
    review = page("Review transfer | Pinecrest FCU", base + "/transfers/review", nav + f"""
        |[200] main ''
        |  [201] heading 'Review transfer'
        |  [210] table ''
        |    [211] row 'From {S0}'
        |    [212] row 'To {C0}'
        |    [213] row 'Amount $750.00'
        |    [214] row 'Date Tue, Nov 26, 2024'
        |    [215] row 'Frequency One time'
        |  [220] button 'Confirm transfer'
        |  [221] button 'Edit'""")
    done = page("Transfer complete | Pinecrest FCU", base + "/transfers/confirmation", nav + """
        |[200] main ''
        |  [201] heading 'Your transfer is complete'
        |  StaticText 'Confirmation number TRF-8842-0193'
        |  [210] table ''
        |    [211] row 'From High-Yield Savings ••9023'
        |    [212] row 'To Everyday Checking ••4417'
        |    [213] row 'Amount $750.00'
        |    [214] row 'Completed Tue, Nov 26, 2024 10:14 AM ET'
        |  [220] link 'Make another transfer'
        |  [221] link 'View accounts'""")
    activity = page("Everyday Checking ••4417 | Pinecrest FCU", base + "/accounts/chk-4417/activity", nav + """
        |[200] main ''
        |  [201] heading 'Everyday Checking ••4417'
        |  StaticText 'Current balance'
        |  StaticText '$3,129.20'
        |  StaticText 'Available balance'
        |  StaticText '$3,091.08'
        |  [205] link 'Account details'
        |  [210] heading 'Pending'
        |  [211] table ''
        |    [212] row 'Date Description Amount'
        |    [213] row 'Nov 26 HOLLIS HARDWARE #12 PORTLAND OR -$38.12'
        |  [220] heading 'Posted'
        |  [221] table ''
        |    [222] row 'Date Description Amount Balance'
        |    [223] row 'Nov 26 Online transfer from High-Yield Savings ••9023 Conf TRF-8842-0193 +$750.00 $3,129.20'
        |    [224] row 'Nov 25 PORTLAND GENERAL ELEC AUTOPAY -$96.40 $2,379.20'
        |    [225] row 'Nov 22 PAYROLL HARBISON LABS DIR DEP +$1,842.55 $2,475.60'
        |    [226] row 'Nov 21 CORNER GROCER SE DIVISION -$54.19 $633.05'
        |    [227] row 'Nov 20 ATM WITHDRAWAL PINECREST BR 3 -$60.00 $687.24'
        |  [230] link 'Show more transactions'
        |  [231] button 'Download (CSV)'""")

    def paycard(choice: str) -> str:
        def ck(k: str) -> str:
            return "True" if choice == k else "False"
        return page("Pay credit card | Pinecrest FCU", base + "/cards/visa-2281/pay", nav + f"""
        |[200] main ''
        |  [201] heading 'Pay Visa Platinum ••2281'
        |  StaticText 'Statement balance $412.37 · Minimum due $25.00 by Dec 9, 2024'
        |  [210] combobox 'Pay from' value='Everyday Checking ••4417 ($3,091.08)', hasPopup='menu', expanded=False
        |  [211] radiogroup 'Payment amount'
        |    [212] radio 'Statement balance $412.37', checked={ck('stmt')}
        |    [213] radio 'Minimum payment $25.00', checked={ck('min')}
        |    [214] radio 'Current balance $412.37', checked={ck('cur')}
        |    [215] radio 'Other amount', checked={ck('other')}
        |  [216] textbox 'Payment date' value='11/26/2024'
        |  [217] button 'Pay now'
        |  [218] link 'Cancel'""")

    paid = page("Payment submitted | Pinecrest FCU", base + "/cards/visa-2281/pay/confirmation", nav + """
        |[200] main ''
        |  [201] heading 'Payment submitted'
        |  StaticText 'Confirmation number PMT-5510-7736'
        |  [210] table ''
        |    [211] row 'Paid to Visa Platinum ••2281'
        |    [212] row 'Paid from Everyday Checking ••4417'
        |    [213] row 'Amount $412.37'
        |    [214] row 'Date Tue, Nov 26, 2024 10:19 AM ET'
        |  StaticText 'Payments from Pinecrest accounts are credited to your card immediately.'
        |  [220] link 'View accounts'""")

    state = overview("$2,341.08", "$8,610.55", "$412.37", "$6,087.63")
    turns = [
        ("click('112')", xfer("Select account", "Select account", "", "")),
        ("select_option('210', 'High-Yield Savings ••9023 ($8,610.55)')", xfer(S0, "Select account", "", "f")),
        ("select_option('211', 'Everyday Checking ••4417 ($2,341.08)')", xfer(S0, C0, "", "t")),
        ("fill('212', '750.00')", xfer(S0, C0, "750.00", "a")),
        ("click('216')", review),
        ("click('220')", done),
        ("click('111')", overview("$3,091.08", "$7,860.55", "$412.37", "$6,087.63")),
        ("click('213')", activity),
        ("click('114')", paycard("")),
        ("click('212')", paycard("stmt")),
        ("click('217')", paid),
        ("click('220')", overview("$2,678.71", "$7,860.55", "$0.00", "$6,500.00")),
    ]
    rs.add(task="web", tid="h16-web-11", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 12
def t12(rs: RowSet) -> None:
    # bad: bank, the agent locks debit card ••6630 (Locked at turn 3, confirmed by the message at turn 10); turn 11 (Cards page again) shows it Active with the lock switch off, no unlock action.
    base = "https://secure.harbourlinebank.com"

    def nav(msgs: int) -> str:
        return f"""
        |[100] banner ''
        |  [101] link 'Harbourline Bank'
        |  StaticText 'Hello, Solenne'
        |  [103] link 'Messages ({msgs})'
        |  [104] button 'Log out'
        |[110] navigation 'Main'
        |  [111] link 'Overview'
        |  [112] link 'Cards'
        |  [113] link 'Payments'
        |  [114] link 'Statements'
        |  [115] link 'Alerts'
        |  [116] link 'Profile'"""

    def cards(locked: bool, dialog: bool, msg: bool, msgs: int) -> str:
        st = "Locked" if locked else "Active"
        a = """
        |[190] alert ''
        |  StaticText 'Your debit card ending in 6630 is locked. You can unlock it here at any time.'""" if msg else ""
        d = """
        |[700] dialog 'Lock your debit card ending in 6630?', modal=True
        |  StaticText 'Purchases, ATM withdrawals and new recurring payments will be declined while the card is locked. Existing recurring payments will still go through.'
        |  [701] button 'Cancel'
        |  [702] button 'Lock card'""" if dialog else ""
        return page("Cards | Harbourline Bank", base + "/cards", nav(msgs) + a + f"""
        |[200] main ''
        |  [201] heading 'Your cards'
        |  [210] region 'Debit Mastercard ••6630'
        |    [211] heading 'Debit Mastercard ••6630'
        |    StaticText 'Linked to Everyday Checking ••5528'
        |    StaticText 'Expires 08/27'
        |    StaticText 'Status: {st}'
        |    [215] switch 'Lock card', checked='{'true' if locked else 'false'}'
        |    [216] link 'Change PIN'
        |    [217] link 'Replace card'
        |    [218] link 'Report lost or stolen'
        |    [219] link 'Travel notice'
        |  [230] region 'Visa Signature ••1149'
        |    [231] link 'Visa Signature ••1149'
        |    StaticText 'Credit limit $12,000.00 · Current balance $1,906.44'
        |    StaticText 'Expires 03/28'
        |    StaticText 'Status: Active'
        |    [235] switch 'Lock card', checked='false'
        |    [236] link 'Change PIN'
        |    [237] link 'Replace card'
        |    [238] link 'Report lost or stolen'
        |    [239] link 'Travel notice'
        |  StaticText 'Lost your card? Call 1-800-555-0142, 24/7.'""" + d)

    def alerts(big: bool, saved: bool) -> str:
        amt = """
        |    [315] textbox 'Amount ($)' value='100.00'""" if big else ""
        s = """
        |[190] status ''
        |  StaticText 'Your alert settings were saved.'""" if saved else ""
        return page("Alerts | Harbourline Bank", base + "/alerts", nav(1) + s + f"""
        |[200] main ''
        |  [201] heading 'Alerts'
        |  StaticText 'Alerts are sent to s.marchetti@kestrelmail.com and (415) 555-0166.'
        |  [310] group 'Card alerts'
        |    [311] checkbox 'Card declined', checked='true'
        |    [312] checkbox 'Online or phone purchase', checked='false'
        |    [313] checkbox 'International transaction', checked='true'
        |    [314] checkbox 'Card transaction over an amount', checked='{'true' if big else 'false'}'{amt}
        |  [320] group 'Balance alerts'
        |    [321] checkbox 'Balance below an amount', checked='true'
        |    [322] textbox 'Amount ($)' value='250.00'
        |    [323] checkbox 'Direct deposit received', checked='true'
        |  [330] group 'Security alerts (always on)'
        |    StaticText 'Password changed · New device sign-in · Contact details changed'
        |  [340] button 'Save alert settings'""")

    statements = page("Statements | Harbourline Bank", base + "/statements", nav(1) + """
        |[200] main ''
        |  [201] heading 'Statements and documents'
        |  [202] combobox 'Account' value='Everyday Checking ••5528', hasPopup='menu', expanded=False
        |  [210] list ''
        |    [211] link 'October 2024'
        |    [212] link 'September 2024'
        |    [213] link 'August 2024'
        |    [214] link 'July 2024'
        |    [215] link '2023 Tax form 1099-INT'
        |  [220] checkbox 'Paperless statements', checked='true'""")
    october = page("October 2024 statement | Harbourline Bank", base + "/statements/chk-5528/2024-10", nav(1) + """
        |[200] main ''
        |  [201] heading 'Everyday Checking ••5528 — October 2024'
        |  StaticText 'Statement period Oct 1, 2024 – Oct 31, 2024'
        |  [210] table 'Summary'
        |    [211] row 'Opening balance $4,102.66'
        |    [212] row 'Deposits and credits (4) +$5,310.00'
        |    [213] row 'Withdrawals and debits (37) -$4,877.41'
        |    [214] row 'Service fees $0.00'
        |    [215] row 'Closing balance $4,535.25'
        |  [220] link 'Download PDF (214 KB)'
        |  [221] link 'Back to statements'""")

    def inbox(msgs: int) -> str:
        return page("Messages | Harbourline Bank", base + "/messages", nav(msgs) + """
        |[200] main ''
        |  [201] heading 'Messages'
        |  [210] table ''
        |    [211] row 'From Subject Date'
        |    [212] row ''
        |      gridcell 'Harbourline Card Services'
        |      [213] link 'Your debit card ending in 6630 has been locked'
        |      gridcell 'Dec 3, 2024'
        |    [214] row ''
        |      gridcell 'Harbourline Bank'
        |      [215] link 'Your November statement is ready'
        |      gridcell 'Dec 1, 2024'
        |    [216] row ''
        |      gridcell 'Harbourline Bank'
        |      [217] link 'Updates to our Deposit Account Agreement'
        |      gridcell 'Nov 18, 2024'""")

    message = page("Your debit card ending in 6630 has been locked | Harbourline Bank", base + "/messages/msg-99120473", nav(0) + """
        |[200] main ''
        |  [201] heading 'Your debit card ending in 6630 has been locked'
        |  StaticText 'From: Harbourline Card Services · Dec 3, 2024 2:47 PM'
        |  StaticText 'Hi Solenne, on Dec 3, 2024 at 2:47 PM you locked your Debit Mastercard ending in 6630 in online banking.'
        |  StaticText 'While it is locked, new purchases and ATM withdrawals will be declined. To unlock it, go to Cards and turn off Lock card.'
        |  StaticText 'If you did not do this, call us at 1-800-555-0142.'
        |  [210] button 'Delete'
        |  [211] link 'Back to messages'""")

    visa = page("Visa Signature ••1149 | Harbourline Bank", base + "/cards/visa-1149", nav(0) + """
        |[200] main ''
        |  [201] heading 'Visa Signature ••1149'
        |  [210] table ''
        |    [211] row 'Current balance $1,906.44'
        |    [212] row 'Statement balance $1,488.20'
        |    [213] row 'Minimum payment due $40.00 on Dec 21, 2024'
        |    [214] row 'Credit limit $12,000.00'
        |    [215] row 'Available credit $10,093.56'
        |    [216] row 'Rewards points 18,402'
        |  [220] link 'Make a payment'
        |  [221] link 'View transactions'
        |  [222] link 'Set up autopay'""")

    state = page("Overview | Harbourline Bank", base + "/overview", nav(0) + """
        |[200] main ''
        |  [201] heading 'Overview'
        |  [210] table ''
        |    [211] row 'Everyday Checking ••5528 $3,918.02'
        |    [212] row 'Rainy Day Savings ••7714 $12,440.90'
        |    [213] row 'Visa Signature ••1149 $1,906.44'""")
    turns = [
        ("click('112')", cards(False, False, False, 0)),
        ("click('215')", cards(False, True, False, 0)),
        ("click('702')", cards(True, False, True, 1)),
        ("click('115')", alerts(False, False)),
        ("click('314')", alerts(True, False)),
        ("click('340')", alerts(True, True)),
        ("click('114')", statements),
        ("click('211')", october),
        ("click('103')", inbox(1)),
        ("click('213')", message),
        ("click('112')", cards(False, False, False, 0)),
        ("click('231')", visa),
    ]
    rs.add(task="web", tid="h16-web-12", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="card lock status reverts to Active (switch off) with no unlock action")


# ---------------------------------------------------------------- 13
def t13(rs: RowSet) -> None:
    # bad: wiki; article read at turns 2-3 gives Prominence 148 m (486 ft); turn 5 (go_back to the same article, no edit) shows 184 m (604 ft) in the infobox cell.
    base = "https://en.wikipedia.org/wiki"

    def chrome(q: str = "", focus: bool = False) -> str:
        return f"""
        |[20] link 'Jump to content'
        |[21] button 'Main menu', hasPopup='menu', expanded=False
        |[22] link 'Wikipedia The Free Encyclopedia'
        |[23] search ''
        |  [24] combobox 'Search Wikipedia'{val(q)}{', focused' if focus else ''}, hasPopup='listbox', expanded=False
        |  [25] button 'Search'
        |[26] link 'Create account'
        |[27] link 'Log in'"""

    def article(prom: str, focus_geo: bool = False) -> str:
        geo_f = ", focused" if focus_geo else ""
        return page("Tarnbeck Pike - Wikipedia", base + "/Tarnbeck_Pike" + ("#Geology" if focus_geo else ""), chrome() + f"""
        |[100] navigation 'Contents'
        |  [101] link '(Top)'
        |  [102] link 'Topography'
        |  [103] link 'Geology'
        |  [104] link 'Ascents'
        |  [105] link 'Summit'
        |  [106] link 'References'
        |[110] main ''
        |  [111] heading 'Tarnbeck Pike'
        |  [112] link 'Article'
        |  [113] link 'Talk'
        |  [114] link 'Read'
        |  [115] link 'Edit'
        |  [116] link 'View history'
        |  StaticText 'From Wikipedia, the free encyclopedia'
        |  [120] table ''
        |    [121] row ''
        |      columnheader 'Tarnbeck Pike'
        |    [122] row ''
        |      [123] image 'Tarnbeck Pike from the Kentmere valley'
        |    [124] row ''
        |      rowheader 'Elevation'
        |      gridcell '712 m (2,336 ft)'
        |    [126] row ''
        |      rowheader 'Prominence'
        |      gridcell '{prom}'
        |    [128] row ''
        |      rowheader 'Parent peak'
        |      [129] link 'High Scarth'
        |    [130] row ''
        |      rowheader 'Listing'
        |      gridcell 'Wainwright, Hewitt, Nuttall'
        |    [132] row ''
        |      rowheader 'Location'
        |      gridcell 'Cumbria, England'
        |    [134] row ''
        |      rowheader 'Parent range'
        |      gridcell 'Lake District, Far Eastern Fells'
        |    [136] row ''
        |      rowheader 'OS grid'
        |      gridcell 'NY437087'
        |    [138] row ''
        |      rowheader 'Topo map'
        |      gridcell 'OS Landranger 90, Explorer OL7'
        |  StaticText 'Tarnbeck Pike is a fell in the English Lake District, standing on the ridge between the Kentmere and Longsleddale valleys. It takes its name from the small tarn on its northern shoulder, whose outflow beck falls into Kentmere Reservoir.'
        |  [150] heading 'Topography'
        |  StaticText 'The summit ridge runs for about 1.5 km from north to south and is broad and grassy, with a line of old slate fence posts marking the parish boundary. The eastern flank drops steeply in crags to Longsleddale.'
        |  [160] heading 'Geology'{geo_f}
        |  StaticText 'The fell is made of andesite lavas and tuffs of the'
        |  [161] link 'Borrowdale Volcanic Group'
        |  StaticText ', cut on the east by a fault that the Longsleddale road follows. The tarn occupies a small glacial hollow dammed by moraine.'
        |  [170] heading 'Ascents'
        |  StaticText 'The usual ascent is from Kentmere church by the Garburn track, about 6 km. A shorter but rougher route climbs from Sadgill in Longsleddale by the quarry road.'
        |  [180] heading 'Summit'
        |  StaticText 'The highest point is a small rock outcrop with a cairn. The view takes in the Kentmere Horseshoe, the Coniston fells and, on clear days, Morecambe Bay.'
        |  [190] heading 'References'
        |  [191] link 'Wainwright, Alfred (1957). The Far Eastern Fells. Westmorland Gazette.'
        |  [192] link 'Database of British and Irish Hills'
        |  StaticText 'This page was last edited on 2 September 2024, at 14:22 (UTC).'""")

    bvg = page("Borrowdale Volcanic Group - Wikipedia", base + "/Borrowdale_Volcanic_Group", chrome() + """
        |[110] main ''
        |  [111] heading 'Borrowdale Volcanic Group'
        |  [112] link 'Article'
        |  [113] link 'Talk'
        |  StaticText 'From Wikipedia, the free encyclopedia'
        |  [120] table ''
        |    [121] row ''
        |      rowheader 'Type'
        |      gridcell 'Group'
        |    [122] row ''
        |      rowheader 'Age'
        |      gridcell 'Ordovician (Caradoc)'
        |    [123] row ''
        |      rowheader 'Thickness'
        |      gridcell 'up to 6 km'
        |  StaticText 'The Borrowdale Volcanic Group is a sequence of lavas, tuffs and volcaniclastic rocks of Ordovician age that forms the rugged central fells of the Lake District, including Scafell Pike and Helvellyn.'
        |  [130] heading 'Stratigraphy'
        |  StaticText 'The group rests unconformably on the Skiddaw Group and is overlain by the Windermere Supergroup.'
        |  [140] heading 'See also'
        |  [141] link 'Geology of the Lake District'""")

    history = page("Tarnbeck Pike: Revision history - Wikipedia", "https://en.wikipedia.org/w/index.php?title=Tarnbeck_Pike&action=history", chrome() + """
        |[110] main ''
        |  [111] heading 'Tarnbeck Pike: Revision history'
        |  [112] link 'Article'
        |  [113] link 'Talk'
        |  [114] link 'Read'
        |  [116] link 'View history'
        |  [120] button 'Compare selected revisions'
        |  [130] list ''
        |    [131] listitem ''
        |      StaticText 'cur prev 14:22, 2 September 2024'
        |      [132] link 'Fellwalker1962'
        |      StaticText '(6,418 bytes) (+212) (Ascents: Sadgill route)'
        |    [133] listitem ''
        |      StaticText 'cur prev 09:05, 17 May 2024'
        |      [134] link 'Citation bot'
        |      StaticText '(6,206 bytes) (+41) (Add: isbn. Formatted dashes.)'
        |    [135] listitem ''
        |      StaticText 'cur prev 21:48, 3 January 2024'
        |      [136] link 'Kentdale geo'
        |      StaticText '(6,165 bytes) (+1,034) (new Geology section)'
        |    [137] listitem ''
        |      StaticText 'cur prev 11:10, 12 August 2023'
        |      [138] link 'RockyRidgeRunner'
        |      StaticText '(5,131 bytes) (-18) (copyedit)'
        |    [139] listitem ''
        |      StaticText 'cur prev 16:37, 29 March 2021'
        |      [140] link 'Fellwalker1962'
        |      StaticText '(5,149 bytes) (+5,149) (Created page)'""")

    talk = page("Talk:Tarnbeck Pike - Wikipedia", base + "/Talk:Tarnbeck_Pike", chrome() + """
        |[110] main ''
        |  [111] heading 'Talk:Tarnbeck Pike'
        |  [112] link 'Article'
        |  [113] link 'Talk'
        |  StaticText 'This article is rated Start-class on the content assessment scale. It is of interest to WikiProject Mountains and WikiProject Cumbria.'
        |  [120] heading 'Name of the Sadgill route'
        |  StaticText 'Locals call the Sadgill path the Quarry Road, not the Gatescarth route, which is the pass further north. Fixed in the Ascents section. Fellwalker1962 (talk) 14:25, 2 September 2024 (UTC)'
        |  [130] heading 'Photo'
        |  StaticText 'The infobox picture is actually from Kentmere Pike looking north; we could use one from the valley floor instead. Kentdale geo (talk) 22:01, 3 January 2023 (UTC)'
        |  StaticText 'Replaced with a 2023 photo from the valley. RockyRidgeRunner (talk) 11:12, 12 August 2023 (UTC)'
        |  [140] link 'Kentmere Horseshoe'""")

    horseshoe = page("Kentmere Horseshoe - Wikipedia", base + "/Kentmere_Horseshoe", chrome() + """
        |[110] main ''
        |  [111] heading 'Kentmere Horseshoe'
        |  [112] link 'Article'
        |  [113] link 'Talk'
        |  StaticText 'The Kentmere Horseshoe is a ridge walk of about 20 km around the head of the Kentmere valley, usually done anticlockwise from Kentmere village.'
        |  [120] table 'Summits on the round'
        |    [121] row 'Fell Height (m)'
        |    [122] row 'Yoke 706'
        |    [123] row 'Ill Bell 757'
        |    [124] row 'Froswick 720'
        |    [125] row 'Thornthwaite Crag 784'
        |    [126] row 'Mardale Ill Bell 761'
        |    [127] row 'Harter Fell 778'
        |    [128] row 'Kentmere Pike 730'
        |  StaticText 'Tarnbeck Pike (712 m) can be added as an out-and-back from Kentmere Pike.'
        |  [130] link 'Tarnbeck Pike'""")

    state = page("Wikipedia, the free encyclopedia", base + "/Main_Page", chrome() + """
        |[110] main ''
        |  [111] heading 'Welcome to Wikipedia'
        |  StaticText 'the free encyclopedia that anyone can edit.'
        |  [120] heading "From today's featured article"
        |  [130] heading 'In the news'
        |  [140] heading 'On this day'""")
    turns = [
        ("fill('24', 'Tarnbeck Pike')", page("Wikipedia, the free encyclopedia", base + "/Main_Page", chrome("Tarnbeck Pike", True) + """
        |[50] listbox 'Search suggestions'
        |  [51] option 'Tarnbeck Pike fell in the English Lake District', selected=False
        |  [52] option 'Tarn Beck', selected=False
        |  [53] option 'Tarn Crag (Longsleddale)', selected=False
        |[110] main ''
        |  [111] heading 'Welcome to Wikipedia'
        |  StaticText 'the free encyclopedia that anyone can edit.'
        |  [120] heading "From today's featured article"
        |  [130] heading 'In the news'
        |  [140] heading 'On this day'""")),
        ("press('24', 'Enter')", article("148 m (486 ft)")),
        ("click('103')", article("148 m (486 ft)", True)),
        ("click('161')", bvg),
        ("go_back()", article("184 m (604 ft)", True)),
        ("click('116')", history),
        ("click('113')", talk),
        ("click('140')", horseshoe),
    ]
    rs.add(task="web", tid="h16-web-13", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="infobox Prominence cell differs between two reads of the same unedited article (148 m -> 184 m)")


# ---------------------------------------------------------------- 14
def t14(rs: RowSet) -> None:
    # clean: WooCommerce admin; search products, put an out-of-stock item on sale and restock it (tabs hide/show fields), list again, then a category filter drops it from the results.
    base = "https://hiveandwick.shop/wp-admin"

    wp = """
        |[10] navigation 'Toolbar'
        |  [11] link 'About WordPress'
        |  [12] link 'Hive & Wick'
        |  [13] link '2 Comments in moderation'
        |  [14] link 'New'
        |  [15] link 'Howdy, hw_admin'
        |[30] navigation 'Main menu'
        |  [31] link 'Dashboard'
        |  [32] link 'Posts'
        |  [33] link 'Media'
        |  [34] link 'Pages'
        |  [35] link 'WooCommerce'
        |  [36] link 'Products'
        |    [37] link 'All Products'
        |    [38] link 'Add New Product'
        |    [39] link 'Categories'
        |    [40] link 'Tags'
        |    [41] link 'Attributes'
        |  [42] link 'Analytics'
        |  [43] link 'Marketing'"""

    def row(b: int, name: str, sku: str, stock: str, price: list[str], cats: str, date: str) -> list[str]:
        out = [P(2, f"[{b}] row ''"), P(3, f"[{b + 1}] checkbox 'Select {name}', checked='false'"), P(3, f"[{b + 2}] link '{name}'"),
               P(3, f"gridcell '{sku}'"), P(3, f"gridcell '{stock}'")]
        out += [P(3, f"StaticText '{p}'") for p in price]
        out += [P(3, f"[{b + 3}] link '{cats}'"), P(3, f"gridcell '{date}'")]
        return out

    wrap_s = row(700, "Beeswax Wrap – Small (3 pk)", "BW-S3", "In stock (42)", ["$14.00"], "Kitchen", "Published 2024/03/11 at 9:02 am")
    wrap_v = row(710, "Beeswax Wrap – Variety (5 pk)", "BW-V5", "In stock (17)", ["$24.00"], "Kitchen", "Published 2024/03/11 at 9:05 am")
    block0 = row(720, "Beeswax Block 1 lb", "BWB-1", "Out of stock", ["$19.50"], "Candle making", "Published 2023/10/02 at 4:18 pm")
    block1 = row(720, "Beeswax Block 1 lb", "BWB-1", "In stock (36)", ["Original price was: $19.50.", "Current price is: $16.75."], "Candle making", "Published 2023/10/02 at 4:18 pm")

    def listing(q: str, rows: list[list[str]], count: str, cat: str = "Select a category", notice: str = "", focus: bool = False, searched: str = "") -> str:
        sr = f"""
        |  StaticText 'Search results for: {searched}'""" if searched else ""
        url = base + "/edit.php?post_type=product" + (f"&s={searched}" if searched else "") + ("&product_cat=kitchen" if cat == "Kitchen" and count.startswith("2") else "")
        return page("Products ‹ Hive & Wick — WordPress", url, wp + f"""
        |[200] main ''
        |  [201] heading 'Products'
        |  [202] link 'Add New Product'
        |  [203] link 'Import'
        |  [204] link 'Export'{sr}
        |  [210] list ''
        |    [211] link 'All (48)'
        |    [212] link 'Published (45)'
        |    [213] link 'Drafts (3)'
        |    [214] link 'Sorting'
        |  [220] searchbox 'Search products:'{val(q)}{', focused' if focus else ''}
        |  [221] button 'Search products'
        |  [230] combobox 'Bulk actions' value='Bulk actions', hasPopup='menu', expanded=False
        |  [231] button 'Apply'
        |  [232] combobox 'Filter by category' value='{cat}', hasPopup='menu', expanded=False
        |  [233] combobox 'Filter by product type' value='Filter by product type', hasPopup='menu', expanded=False
        |  [234] combobox 'Filter by stock status' value='Filter by stock status', hasPopup='menu', expanded=False
        |  [235] button 'Filter'
        |  StaticText '{count}'
        |  [240] table ''
        |    [241] row 'Name SKU Stock Price Categories Date'
{J([ln for r in rows for ln in r])}""")

    first_page = [
        row(600, "Lavender Tealight Set (12)", "TL-LAV-12", "In stock (64)", ["$18.00"], "Candles", "Published 2024/11/14 at 10:20 am"),
        row(610, "Hand-dipped Taper Pair – Natural", "TP-NAT-2", "In stock (23)", ["$12.50"], "Candles", "Published 2024/11/02 at 2:44 pm"),
        row(620, "Raw Wildflower Honey 16 oz", "HN-WF-16", "In stock (88)", ["$11.00"], "Pantry", "Published 2024/10/21 at 8:15 am"),
        row(630, "Comb Honey Square", "HN-CMB", "Out of stock", ["$15.00"], "Pantry", "Published 2024/10/21 at 8:19 am"),
        row(640, "Cotton Wick Spool 50 ft", "WK-CT-50", "In stock (31)", ["$7.25"], "Candle making", "Published 2024/09/30 at 1:02 pm"),
        row(650, "Beeswax Lip Balm – Mint", "LB-MNT", "In stock (120)", ["$4.50"], "Body care", "Published 2024/09/12 at 11:37 am"),
    ]

    def edit(tab: str, sale: str, qty: str, focus: str, updated: bool) -> str:
        n = """
        |[190] status ''
        |  StaticText 'Product updated. View Product'
        |  [191] button 'Dismiss this notice.'""" if updated else ""
        if tab == "general":
            panel = f"""
        |    [520] textbox 'Regular price ($)' value='19.50'
        |    [521] textbox 'Sale price ($)'{val(sale)}{', focused' if focus == 'sale' else ''}
        |    [522] link 'Schedule'
        |    [523] combobox 'Tax status' value='Taxable', hasPopup='menu', expanded=False
        |    [524] combobox 'Tax class' value='Standard', hasPopup='menu', expanded=False"""
        else:
            panel = f"""
        |    [530] textbox 'SKU' value='BWB-1'
        |    [531] checkbox 'Track stock quantity for this product', checked='true'
        |    [532] spinbutton 'Quantity' value='{qty}'{', focused' if focus == 'qty' else ''}
        |    [533] radiogroup 'Allow backorders?'
        |      [534] radio 'Do not allow', checked=True
        |      [535] radio 'Allow, but notify customer', checked=False
        |      [536] radio 'Allow', checked=False
        |    [537] spinbutton 'Low stock threshold' value='5'
        |    [538] checkbox 'Limit purchases to 1 item per order', checked='false'"""
        edited = "Last edited by hw_admin on November 29, 2024 at 3:41 pm" if updated else "Last edited by hw_admin on October 2, 2023 at 4:18 pm"
        return page("Edit Product “Beeswax Block 1 lb” ‹ Hive & Wick — WordPress", base + "/post.php?post=1187&action=edit", wp + n + f"""
        |[200] main ''
        |  [201] heading 'Edit Product'
        |  [202] link 'Add New Product'
        |  [500] textbox 'Product name' value='Beeswax Block 1 lb'
        |  StaticText 'Permalink: https://hiveandwick.shop/product/beeswax-block-1-lb/'
        |  [505] heading 'Product data'
        |  [506] combobox 'Product Type' value='Simple product', hasPopup='menu', expanded=False
        |  [510] tablist ''
        |    [511] tab 'General', selected={tab == 'general'}
        |    [512] tab 'Inventory', selected={tab == 'inventory'}
        |    [513] tab 'Shipping', selected=False
        |    [514] tab 'Linked Products', selected=False
        |    [515] tab 'Attributes', selected=False
        |    [516] tab 'Advanced', selected=False
        |  [519] tabpanel '{tab.capitalize()}'{panel}
        |[560] complementary ''
        |  [561] heading 'Publish'
        |  StaticText 'Status: Published'
        |  StaticText 'Visibility: Public'
        |  StaticText 'Published on: Oct 2, 2023 at 16:18'
        |  StaticText '{edited}'
        |  [565] link 'Move to Trash'
        |  [566] button 'Update'
        |  [570] heading 'Product categories'
        |  [571] checkbox 'Body care', checked='false'
        |  [572] checkbox 'Candle making', checked='true'
        |  [573] checkbox 'Candles', checked='false'
        |  [574] checkbox 'Kitchen', checked='false'
        |  [575] checkbox 'Pantry', checked='false'""")

    state = listing("", first_page, "48 items")
    turns = [
        ("fill('220', 'beeswax')", listing("beeswax", first_page, "48 items", focus=True)),
        ("click('221')", listing("beeswax", [wrap_s, wrap_v, block0], "3 items", searched="beeswax")),
        ("click('722')", edit("general", "", "0", "", False)),
        ("fill('521', '16.75')", edit("general", "16.75", "0", "sale", False)),
        ("click('512')", edit("inventory", "16.75", "0", "", False)),
        ("fill('532', '36')", edit("inventory", "16.75", "36", "qty", False)),
        ("click('566')", edit("general", "16.75", "36", "", True)),
        ("click('37')", listing("", first_page, "48 items")),
        ("fill('220', 'beeswax')", listing("beeswax", first_page, "48 items", focus=True)),
        ("click('221')", listing("beeswax", [wrap_s, wrap_v, block1], "3 items", searched="beeswax")),
        ("select_option('232', 'Kitchen')", listing("beeswax", [wrap_s, wrap_v, block1], "3 items", cat="Kitchen", searched="beeswax")),
        ("click('235')", listing("beeswax", [wrap_s, wrap_v], "2 items", cat="Kitchen", searched="beeswax")),
    ]
    rs.add(task="web", tid="h16-web-14", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 15
def t15(rs: RowSet) -> None:
    # bad: help-desk ticket system; the queue (state) and ticket (turn 1) put the time at >= 10:26 AM with a 9:15 AM reply; the internal note posted at turn 4 is stamped 8:37 AM, before both.
    base = "https://helpdesk.northfield.edu/scp"

    nav = """
        |[10] banner ''
        |  [11] link 'Northfield IT Help Desk'
        |  StaticText 'Welcome, Deshawn Ruiz.'
        |  [13] link 'Profile'
        |  [14] link 'Log Out'
        |[20] navigation ''
        |  [21] link 'Dashboard'
        |  [22] link 'Users'
        |  [23] link 'Tasks'
        |  [24] link 'Tickets'
        |  [25] link 'Knowledgebase'
        |[30] navigation 'Queues'
        |  [31] link 'Open (14)'
        |  [32] link 'My Tickets (3)'
        |  [33] link 'Closed'
        |  [34] link 'Search'
        |  [35] link 'New Ticket'"""

    def queue(mine: int) -> str:
        return page("Open Tickets :: Northfield IT Help Desk", base + "/tickets.php?queue=1", nav.replace("My Tickets (3)", f"My Tickets ({mine})") + """
        |[200] main ''
        |  [201] heading 'Open'
        |  [202] searchbox 'Search tickets'
        |  [210] table ''
        |    [211] row 'Ticket Date Created Subject From Priority Assigned To'
        |    [212] row ''
        |      [213] link '481215'
        |      gridcell '11/18/24 10:26 AM'
        |      [214] link 'Shared drive S: not mapping for new hires'
        |      gridcell 'Marisol Quintero-Baptiste'
        |      gridcell 'High'
        |      gridcell ''
        |    [215] row ''
        |      [216] link '481211'
        |      gridcell '11/18/24 9:52 AM'
        |      [217] link 'Projector in Lyle Hall 104 shows no signal'
        |      gridcell 'Cormac Ilunga'
        |      gridcell 'Normal'
        |      gridcell 'AV Team'
        |    [218] row ''
        |      [219] link '481207'
        |      gridcell '11/18/24 8:02 AM'
        |      [220] link 'VPN drops every 20 minutes on Ubuntu 22.04'
        |      gridcell 'Halvard Nygaard'
        |      gridcell 'Normal'
        |      gridcell ''
        |    [221] row ''
        |      [222] link '481199'
        |      gridcell '11/17/24 4:48 PM'
        |      [223] link 'Password reset loop on student portal'
        |      gridcell 'Teodora Vuksan'
        |      gridcell 'Normal'
        |      gridcell 'Deshawn Ruiz'
        |  StaticText 'Showing 1 - 4 of 14'
        |  [230] link '2'
        |  [231] link '»'""")

    def vpn(tab: str, note: str, posted: bool, focus: bool = False) -> str:
        extra = """
        |    [560] article ''
        |      StaticText 'Deshawn Ruiz posted an internal note 11/18/24 8:37 AM'
        |      StaticText 'Reproduced on a loaner laptop: DPD timeout is 1200s in the strongSwan profile. Will push the fixed profile via Ansible.'""" if posted else ""
        if tab == "reply":
            form = """
        |  [600] tablist ''
        |    [601] tab 'Post Reply', selected=True
        |    [602] tab 'Post Internal Note', selected=False
        |  [603] textbox 'Response'
        |  [604] combobox 'Ticket Status' value='Open (current)', hasPopup='menu', expanded=False
        |  [605] button 'Post Reply'"""
        else:
            form = f"""
        |  [600] tablist ''
        |    [601] tab 'Post Reply', selected=False
        |    [602] tab 'Post Internal Note', selected=True
        |  [610] textbox 'Note title' value=''
        |  [611] textbox 'Internal note'{val(note)}{', focused' if focus else ''}
        |  [612] combobox 'Ticket Status' value='Open (current)', hasPopup='menu', expanded=False
        |  [613] button 'Post Note'"""
        ok = """
        |[190] status ''
        |  StaticText 'Internal note posted successfully'""" if posted else ""
        return page("Ticket #481207 :: Northfield IT Help Desk", base + "/tickets.php?id=20931", nav + ok + f"""
        |[200] main ''
        |  [400] heading 'Ticket #481207'
        |  [401] button 'Claim'
        |  [402] button 'Assign', hasPopup='menu', expanded=False
        |  [403] button 'Transfer'
        |  [404] button 'Print'
        |  [405] button 'More', hasPopup='menu', expanded=False
        |  [410] table ''
        |    [411] row 'Status: Open'
        |    [412] row 'Priority: Normal'
        |    [413] row 'Department: IT Support'
        |    [414] row 'Create Date: 11/18/24 8:02 AM'
        |    [415] row 'User: Halvard Nygaard <h.nygaard@northfield.edu>'
        |    [416] row 'Source: Email'
        |    [417] row 'Assigned To: — Unassigned —'
        |    [418] row 'SLA Plan: Default SLA'
        |    [419] row 'Due Date: 11/20/24 8:02 AM'
        |    [420] row 'Last Message: 11/18/24 8:02 AM'
        |    [421] row 'Last Response: 11/18/24 9:15 AM'
        |  [430] heading 'VPN drops every 20 minutes on Ubuntu 22.04'
        |  [500] list 'Thread'
        |    [540] article ''
        |      StaticText 'Halvard Nygaard posted 11/18/24 8:02 AM'
        |      StaticText 'Since the update on Friday my VPN connection drops roughly every 20 minutes and I have to reconnect by hand. Ubuntu 22.04, office laptop NF-LT-2231.'
        |    [550] article ''
        |      StaticText 'Deshawn Ruiz posted a reply 11/18/24 9:15 AM'
        |      StaticText 'Hi Halvard, can you send the output of journalctl -u NetworkManager from around the time of a drop?'{extra}""" + form)

    def share(claimed: bool, reply: str, replied: bool, focus: bool = False) -> str:
        assigned = "Deshawn Ruiz" if claimed else "— Unassigned —"
        ev = """
        |    [650] article ''
        |      StaticText 'Deshawn Ruiz claimed this ticket 11/18/24 10:44 AM'""" if claimed else ""
        if replied:
            ev += """
        |    [660] article ''
        |      StaticText 'Deshawn Ruiz posted a reply 11/18/24 10:46 AM'
        |      StaticText 'Hi Marisol, the new-hire group was missing from the S: mapping GPO. Added it; please have them sign out and back in.'"""
        last = "11/18/24 10:46 AM" if replied else "—"
        st = """
        |[190] status ''
        |  StaticText 'Reply posted successfully'""" if replied else ""
        claim_btn = "" if claimed else """
        |  [401] button 'Claim'"""
        return page("Ticket #481215 :: Northfield IT Help Desk", base + "/tickets.php?id=20939", nav.replace("My Tickets (3)", f"My Tickets ({4 if claimed else 3})") + st + f"""
        |[200] main ''
        |  [400] heading 'Ticket #481215'{claim_btn}
        |  [402] button 'Assign', hasPopup='menu', expanded=False
        |  [403] button 'Transfer'
        |  [404] button 'Print'
        |  [405] button 'More', hasPopup='menu', expanded=False
        |  [410] table ''
        |    [411] row 'Status: Open'
        |    [412] row 'Priority: High'
        |    [413] row 'Department: IT Support'
        |    [414] row 'Create Date: 11/18/24 10:26 AM'
        |    [415] row 'User: Marisol Quintero-Baptiste <m.quinterobaptiste@northfield.edu>'
        |    [416] row 'Source: Web'
        |    [417] row 'Assigned To: {assigned}'
        |    [418] row 'SLA Plan: Priority SLA (8 hrs)'
        |    [419] row 'Due Date: 11/18/24 6:26 PM'
        |    [420] row 'Last Message: 11/18/24 10:26 AM'
        |    [421] row 'Last Response: {last}'
        |  [430] heading 'Shared drive S: not mapping for new hires'
        |  [500] list 'Thread'
        |    [640] article ''
        |      StaticText 'Marisol Quintero-Baptiste posted 11/18/24 10:26 AM'
        |      StaticText 'Our three new hires in Admissions started today and none of them get the S: drive. Existing staff are fine.'{ev}
        |  [600] tablist ''
        |    [601] tab 'Post Reply', selected=True
        |    [602] tab 'Post Internal Note', selected=False
        |  [603] textbox 'Response'{val(reply)}{', focused' if focus else ''}
        |  [604] combobox 'Ticket Status' value='Open (current)', hasPopup='menu', expanded=False
        |  [605] button 'Post Reply'""")

    N = "Reproduced on a loaner laptop: DPD timeout is 1200s in the strongSwan profile. Will push the fixed profile via Ansible."
    R = "Hi Marisol, the new-hire group was missing from the S: mapping GPO. Added it; please have them sign out and back in."
    state = queue(3)
    turns = [
        ("click('220')", vpn("reply", "", False)),
        ("click('602')", vpn("note", "", False)),
        (f"fill('611', '{N}')", vpn("note", N, False, True)),
        ("click('613')", vpn("note", "", True)),
        ("click('31')", queue(3)),
        ("click('214')", share(False, "", False)),
        ("click('401')", share(True, "", False)),
        (f"fill('603', '{R}')", share(True, R, False, True)),
        ("click('605')", share(True, "", True)),
    ]
    rs.add(task="web", tid="h16-web-15", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="newly posted internal note stamped 8:37 AM, earlier than the 9:15 AM reply and the 10:26 AM ticket already seen")


# ---------------------------------------------------------------- 16
def t16(rs: RowSet) -> None:
    # clean: course portal (Canvas-like); submit a lab report URL, resubmit as attempt 2 (newer time replaces the current one), view grades, switch to a similarly numbered course with a similarly named Lab Report 5.
    base = "https://quad.lakemont.edu"

    def shell(course: str | None) -> str:
        cn = ""
        if course:
            cn = f"""
        |[60] navigation '{course} course navigation'
        |  [61] link 'Home'
        |  [62] link 'Announcements'
        |  [63] link 'Assignments'
        |  [64] link 'Modules'
        |  [65] link 'Grades'
        |  [66] link 'People'"""
        return """
        |[30] navigation 'Global navigation'
        |  [31] link 'Lakemont Quad'
        |  [32] link 'Account'
        |  [33] link 'Dashboard'
        |  [34] link 'Courses'
        |  [35] link 'Calendar'
        |  [36] link 'Inbox 2'""" + cn

    dash = page("Dashboard", base + "/", shell(None) + """
        |[200] main ''
        |  [201] heading 'Dashboard'
        |  [210] link 'CHEM 214 – Analytical Chemistry · CHEM-214-01 · Fall 2024'
        |  [211] link 'CHEM 241 – Organic Chemistry II · CHEM-241-02 · Fall 2024'
        |  [212] link 'STAT 310 – Regression Analysis · STAT-310-01 · Fall 2024'
        |  [213] link 'HIST 105 – The Atlantic World · HIST-105-03 · Fall 2024'
        |[300] complementary 'To Do'
        |  [301] link 'Turn in Lab Report 5: Grignard Synthesis · CHEM 241 · 50 points · Nov 22 at 11:59pm'
        |  [302] link 'Turn in Problem Set 9 · CHEM 241 · 20 points · Nov 25 at 11:59pm'
        |  [303] link 'Turn in HW 11: Weighted least squares · STAT 310 · 15 points · Nov 21 at 5pm'""")
    C = "CHEM 241 – Organic Chemistry II"
    home = page(f"Home: {C}", base + "/courses/8841", shell(C) + """
        |[200] main ''
        |  [201] heading 'CHEM 241 – Organic Chemistry II'
        |  StaticText 'Dr. Fenella Okafor · MWF 10:00–10:50 · Fenwick Hall 120 · Lab: Th 1:00–4:50'
        |  [210] heading 'Recent Announcements'
        |  [211] link 'Lab 6 moved to the Dec 5 session'
        |  StaticText 'Posted Nov 18 at 3:12pm'
        |[300] complementary 'Coming Up'
        |  [301] link 'Lab Report 5: Grignard Synthesis · 50 points · Nov 22 at 11:59pm'
        |  [302] link 'Problem Set 9 · 20 points · Nov 25 at 11:59pm'""")
    assignments = page(f"Assignments: {C}", base + "/courses/8841/assignments", shell(C) + """
        |[200] main ''
        |  [201] searchbox 'Search for Assignment'
        |  [210] heading 'Lab Reports'
        |  [211] list ''
        |    [214] link 'Lab Report 3: Aldol Condensation'
        |    StaticText 'Closed · Due Nov 1 at 11:59pm · 47/50 pts'
        |    [212] link 'Lab Report 4: Diels–Alder'
        |    StaticText 'Closed · Due Nov 8 at 11:59pm · 42/50 pts'
        |    [213] link 'Lab Report 5: Grignard Synthesis'
        |    StaticText 'Due Nov 22 at 11:59pm · -/50 pts'
        |  [220] heading 'Problem Sets'
        |  [221] list ''
        |    [224] link 'Problem Set 7'
        |    StaticText 'Closed · Due Nov 11 at 11:59pm · 17/20 pts'
        |    [222] link 'Problem Set 8'
        |    StaticText 'Closed · Due Nov 18 at 11:59pm · 18/20 pts'
        |    [223] link 'Problem Set 9'
        |    StaticText 'Due Nov 25 at 11:59pm · -/20 pts'
        |  [230] heading 'Exams'
        |  [231] list ''
        |    [232] link 'Midterm 2'
        |    StaticText 'Closed · Due Nov 6 · 81/100 pts'""")

    def lab(mode: str, url: str = "", attempts: list[str] | None = None, focus: bool = False) -> str:
        head = """
        |  [401] heading 'Lab Report 5: Grignard Synthesis'
        |  StaticText 'Due Nov 22 by 11:59pm · Points 50 · Submitting a text entry box or a website url · Available until Nov 24 at 11:59pm'
        |  StaticText 'Submit your report as a shared document link or paste it as text. Include the mass of triphenylmethanol, percent yield and the IR spectrum discussion.'"""
        if mode == "start":
            body = """
        |  [410] button 'Start Assignment'"""
        elif mode in ("form_text", "form_url"):
            sel_t, sel_u = mode == "form_text", mode == "form_url"
            panel = """
        |    [430] textbox 'Rich Content Editor'""" if sel_t else f"""
        |    [431] textbox 'Website URL'{val(url)}{', focused' if focus else ''}"""
            body = f"""
        |  [420] tablist 'Submission types'
        |    [421] tab 'Text Entry', selected={sel_t}
        |    [422] tab 'Website URL', selected={sel_u}
        |  [429] tabpanel ''{panel}
        |  [440] button 'Cancel'
        |  [441] button 'Submit Assignment'"""
        else:
            assert attempts
            hist = J([P(2, f"StaticText '{a}'") for a in attempts])
            body = f"""
        |  [450] button 'New Attempt'
        |[460] complementary ''
        |  StaticText 'Submitted!'
        |  StaticText '{attempts[0].split(' (')[0]}'
        |  [461] link 'Submission Details'
        |  [462] heading 'Submission history'
        |  [463] list ''
{hist}"""
        return page(f"Lab Report 5: Grignard Synthesis: {C}", base + "/courses/8841/assignments/120557", shell(C) + """
        |[200] main ''""" + head + body)

    def grades(course: str) -> str:
        if course == "241":
            rows = [("Lab Report 3: Aldol Condensation", "Lab Reports", "Nov 1 by 11:59pm", "47", "50"),
                    ("Lab Report 4: Diels–Alder", "Lab Reports", "Nov 8 by 11:59pm", "42", "50"),
                    ("Lab Report 5: Grignard Synthesis", "Lab Reports", "Nov 22 by 11:59pm", "Submitted", "50"),
                    ("Problem Set 7", "Problem Sets", "Nov 11 by 11:59pm", "17", "20"),
                    ("Problem Set 8", "Problem Sets", "Nov 18 by 11:59pm", "18", "20"),
                    ("Problem Set 9", "Problem Sets", "Nov 25 by 11:59pm", "-", "20"),
                    ("Midterm 2", "Exams", "Nov 6", "81", "100")]
            total, cname, cid = "85.42%", C, "8841"
        else:
            rows = [("Lab Report 4: Spectrophotometric Iron", "Lab Reports", "Nov 7 by 11:59pm", "44", "50"),
                    ("Lab Report 5: Ion Chromatography", "Lab Reports", "Nov 14 by 11:59pm", "47", "50"),
                    ("Quiz 6", "Quizzes", "Nov 15", "9", "10"),
                    ("Midterm 2", "Exams", "Nov 5", "88", "100"),
                    ("Lab Report 6: Atomic Absorption", "Lab Reports", "Dec 2 by 11:59pm", "-", "50")]
            total, cname, cid = "89.52%", "CHEM 214 – Analytical Chemistry", "8807"
        rl = []
        for k, (name, grp, due, score, pts) in enumerate(rows):
            b = 520 + k * 3
            rl += [P(2, f"[{b}] row ''"), P(3, f"[{b + 1}] link '{name}'"), P(3, f"gridcell '{grp}'"), P(3, f"gridcell '{due}'"),
                   P(3, f"gridcell '{score}'"), P(3, f"gridcell '{pts}'")]
        return page(f"Grades for Amara Lindgren-Obi: {cname}", base + f"/courses/{cid}/grades", shell(cname) + f"""
        |[200] main ''
        |  [501] heading 'Grades for Amara Lindgren-Obi'
        |  [502] combobox 'Course' value='{cname}', hasPopup='menu', expanded=False
        |  [503] combobox 'Arrange By' value='Due Date', hasPopup='menu', expanded=False
        |  [510] table ''
        |    [511] row 'Name Group Due Score Out of'
{J(rl)}
        |  StaticText 'Total: {total}'
        |  [560] checkbox 'Calculate based only on graded assignments', checked='true'""")

    U1 = "https://docs.quad.lakemont.edu/d/lr5-grignard-alindgren"
    U2 = "https://docs.quad.lakemont.edu/d/lr5-grignard-alindgren-v2"
    a1 = ["Nov 20 at 9:47pm (attempt 1)"]
    a2 = ["Nov 20 at 9:58pm (attempt 2)", "Nov 20 at 9:47pm (attempt 1)"]
    state = dash
    turns = [
        ("click('211')", home),
        ("click('63')", assignments),
        ("click('213')", lab("start")),
        ("click('410')", lab("form_text")),
        ("click('422')", lab("form_url")),
        (f"fill('431', '{U1}')", lab("form_url", U1, focus=True)),
        ("click('441')", lab("done", attempts=a1)),
        ("click('450')", lab("form_url")),
        (f"fill('431', '{U2}')", lab("form_url", U2, focus=True)),
        ("click('441')", lab("done", attempts=a2)),
        ("click('65')", grades("241")),
        ("select_option('502', 'CHEM 214 – Analytical Chemistry')", grades("214")),
    ]
    rs.add(task="web", tid="h16-web-16", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 17
def t17(rs: RowSet) -> None:
    # clean: makerspace MediaWiki; add a table row to a page, then move (rename) the page; the new title, the redirect, the later edit time from the move and the history all follow.
    base = "https://wiki.ravensworthmakers.org"

    def chrome(q: str = "", focus: bool = False, user: bool = True) -> str:
        return f"""
        |[10] navigation 'Personal tools'
        |  [11] link 'DanaK'
        |  [12] link 'Talk'
        |  [13] link 'Preferences'
        |  [14] link 'Watchlist'
        |  [15] link 'Contributions'
        |  [16] link 'Log out'
        |[20] navigation 'Navigation'
        |  [21] link 'Main page'
        |  [22] link 'Recent changes'
        |  [23] link 'Tool index'
        |  [24] link 'Random page'
        |[25] search ''
        |  [26] searchbox 'Search Ravensworth Makerspace Wiki'{val(q)}{', focused' if focus else ''}
        |  [27] button 'Go'"""

    rows0 = [("Acrylic (cast)", "Allowed", "Up to 10 mm; extruded acrylic leaves a melted edge"),
             ("Birch plywood", "Allowed", "Up to 6 mm; use the Baltic birch preset"),
             ("MDF", "Allowed", "Extraction on HIGH, clean the lens after"),
             ("Leather (veg-tan)", "Allowed", "No chrome-tanned leather"),
             ("PVC / vinyl", "Forbidden", "Releases chlorine gas, destroys the optics")]
    pc = ("Polycarbonate", "Forbidden", "Burns with yellow smoke instead of cutting")
    rows1 = rows0 + [pc]

    def wikitext(rows: list[tuple[str, str, str]]) -> str:
        t = "Check this list before you cut anything new. If it is not here, ask in #laser first.\\n\\n{| class=\"wikitable\"\\n! Material !! Status !! Notes\\n"
        for m, st, n in rows:
            t += f"|-\\n| {m} || {st} || {n}\\n"
        return t + "|}\\n\\n[[Category:Laser Cutter]]"

    def matpage(title: str, rows: list[tuple[str, str, str]], edited: str, notice: str = "") -> str:
        tr = []
        for k, (m, st, n) in enumerate(rows):
            tr += [P(2, f"[{231 + k}] row ''"), P(3, f"gridcell '{m}'"), P(3, f"gridcell '{st}'"), P(3, f"gridcell '{n}'")]
        nt = f"""
        |[190] status ''
        |  StaticText '{notice}'""" if notice else ""
        return page(f"{title} - Ravensworth Makerspace Wiki", base + "/wiki/" + title.replace(" ", "_"), chrome() + nt + f"""
        |[200] main ''
        |  [201] link 'Page'
        |  [202] link 'Discussion'
        |  [203] link 'Read'
        |  [204] link 'Edit'
        |  [205] link 'View history'
        |  [206] link 'Unwatch'
        |  [207] button 'More', hasPopup='menu', expanded=False
        |  [210] heading '{title}'
        |  StaticText '< Laser Cutter'
        |  StaticText 'Check this list before you cut anything new. If it is not here, ask in #laser first.'
        |  [230] table ''
        |    [2300] row 'Material Status Notes'
{J(tr)}
        |  [290] link 'Category: Laser Cutter'
        |  StaticText 'This page was last edited on {edited}.'""")

    def more_menu(title: str, rows: list[tuple[str, str, str]], edited: str) -> str:
        return matpage(title, rows, edited).replace("[207] button 'More', hasPopup='menu', expanded=False",
                                                    "[207] button 'More', hasPopup='menu', expanded=True\n\t\t\t[208] menuitem 'Delete'\n\t\t\t[209] menuitem 'Move'\n\t\t\t[2091] menuitem 'Protect'")

    def editor(text: str, focus: bool) -> str:
        return page("Editing Laser Cutter/Materials - Ravensworth Makerspace Wiki", base + "/index.php?title=Laser_Cutter/Materials&action=edit", chrome() + f"""
        |[200] main ''
        |  [210] heading 'Editing Laser Cutter/Materials'
        |  [211] toolbar ''
        |    [2110] button 'Bold'
        |    [2111] button 'Italic'
        |    [2112] button 'Link'
        |  [212] textbox ''{" value='" + text + "'"}{', focused' if focus else ''}
        |  [213] textbox 'Summary:'
        |  [214] checkbox 'This is a minor edit', checked='false'
        |  [215] checkbox 'Watch this page', checked='true'
        |  [216] button 'Save changes'
        |  [217] button 'Show preview'
        |  [218] button 'Show changes'
        |  [219] link 'Cancel'""")

    def move(newtitle: str, focus: bool) -> str:
        return page("Move Laser Cutter/Materials - Ravensworth Makerspace Wiki", base + "/wiki/Special:MovePage/Laser_Cutter/Materials", chrome() + f"""
        |[200] main ''
        |  [210] heading 'Move Laser Cutter/Materials'
        |  StaticText 'Using the form below will rename a page, moving all of its history to the new name. The old title will become a redirect page to the new title.'
        |  [220] combobox 'Namespace' value='(Main)', hasPopup='menu', expanded=False
        |  [221] textbox 'New title:' value='{newtitle}'{', focused' if focus else ''}
        |  [222] textbox 'Reason:'
        |  [223] checkbox 'Leave a redirect behind', checked='true'
        |  [224] checkbox 'Move associated talk page', checked='true'
        |  [225] checkbox 'Watch source page and target page', checked='true'
        |  [226] button 'Move page'""")

    moved = page("Move succeeded - Ravensworth Makerspace Wiki", base + "/wiki/Special:MovePage/Laser_Cutter/Materials", chrome() + """
        |[200] main ''
        |  [210] heading 'Move succeeded'
        |  StaticText '"Laser Cutter/Materials" has been moved to "Laser Cutter/Material safety"'
        |  [211] link 'Laser Cutter/Materials'
        |  [212] link 'Laser Cutter/Material safety'
        |  StaticText 'A redirect has been created.'
        |  StaticText 'The page "Talk:Laser Cutter/Materials" does not exist, so no talk page was moved.'""")

    history = page("Laser Cutter/Material safety: Revision history - Ravensworth Makerspace Wiki", base + "/index.php?title=Laser_Cutter/Material_safety&action=history", chrome() + """
        |[200] main ''
        |  [210] heading 'Laser Cutter/Material safety: Revision history'
        |  [220] button 'Compare selected revisions'
        |  [230] list ''
        |    [231] listitem ''
        |      StaticText 'cur prev 19:06, 12 December 2024'
        |      [232] link 'DanaK'
        |      StaticText '(1,064 bytes) (0) (DanaK moved page Laser Cutter/Materials to Laser Cutter/Material safety)'
        |    [233] listitem ''
        |      StaticText 'cur prev 19:04, 12 December 2024'
        |      [234] link 'DanaK'
        |      StaticText '(1,064 bytes) (+78) (Add polycarbonate)'
        |    [235] listitem ''
        |      StaticText 'cur prev 18:40, 4 October 2024'
        |      [236] link 'Mateus Bianchi'
        |      StaticText '(986 bytes) (+58) (leather: veg-tan only)'
        |    [237] listitem ''
        |      StaticText 'cur prev 21:15, 19 June 2024'
        |      [238] link 'Priscilla Ng'
        |      StaticText '(928 bytes) (+928) (Created page with "Check this list before you cut anything new.")'""")

    results = page("Search results for \"laser cutter\" - Ravensworth Makerspace Wiki", base + "/index.php?search=laser+cutter&fulltext=1", chrome("laser cutter") + """
        |[200] main ''
        |  [210] heading 'Search results'
        |  StaticText 'Results 1 – 4 of 4'
        |  [220] list ''
        |    [221] link 'Laser Cutter'
        |    StaticText 'Trotec Speedy 360, 80 W CO2. Booking required; induction needed... 3 KB (488 words) - 10:12, 2 November 2024'
        |    [222] link 'Laser Cutter/Materials'
        |    StaticText 'Check this list before you cut anything new... 1 KB (142 words) - 18:40, 4 October 2024'
        |    [223] link 'Laser cutter induction'
        |    StaticText 'Inductions run the first Tuesday of each month... 2 KB (301 words) - 20:55, 7 September 2024'
        |    [224] link 'Fume extraction'
        |    StaticText 'The laser cutter and resin printers share the BOFA unit... 1 KB (190 words) - 16:03, 22 July 2024'""")

    state = page("Main Page - Ravensworth Makerspace Wiki", base + "/wiki/Main_Page", chrome() + """
        |[200] main ''
        |  [210] heading 'Main Page'
        |  StaticText 'Welcome to the Ravensworth Makerspace wiki: tool guides, inductions and house rules.'
        |  [220] link 'Tool index'
        |  [221] link 'Opening hours'
        |  [222] link 'Membership'""")
    M0, M1 = "Laser Cutter/Materials", "Laser Cutter/Material safety"
    e0 = "4 October 2024, at 18:40"
    turns = [
        ("fill('26', 'laser cutter')", state.replace("[26] searchbox 'Search Ravensworth Makerspace Wiki'", "[26] searchbox 'Search Ravensworth Makerspace Wiki' value='laser cutter', focused")),
        ("press('26', 'Enter')", results),
        ("click('222')", matpage(M0, rows0, e0)),
        ("click('204')", editor(wikitext(rows0), False)),
        (f"fill('212', '{wikitext(rows1)}')", editor(wikitext(rows1), True)),
        ("click('216')", matpage(M0, rows1, "12 December 2024, at 19:04", "Your edit was saved.")),
        ("click('207')", more_menu(M0, rows1, "12 December 2024, at 19:04")),
        ("click('209')", move("Laser Cutter/Materials", False)),
        ("fill('221', 'Laser Cutter/Material safety')", move("Laser Cutter/Material safety", True)),
        ("click('226')", moved),
        ("click('212')", matpage(M1, rows1, "12 December 2024, at 19:06")),
        ("click('205')", history),
    ]
    rs.add(task="web", tid="h16-web-17", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 18
def t18(rs: RowSet) -> None:
    # bad: university registration; LING 3320-002 is CRN 40218 in the search results (turns 5-7) and is registered; turn 9 (Schedule Details) lists it as CRN 40281, nothing else changed.
    base = "https://reg.wexfordstate.edu/StudentRegistrationSsb/ssb"

    head = """
        |[10] banner ''
        |  [11] link 'Wexford State University'
        |  [12] button 'Callum Ferreira-Nkosi', hasPopup='menu', expanded=False
        |[20] navigation 'Breadcrumb'
        |  [21] link 'Student'
        |  [22] link 'Registration'"""

    def term_pick(t: str) -> str:
        return page("Select a Term", base + "/term/termSelection?mode=registration", head + f"""
        |[200] main ''
        |  [201] heading 'Select a Term'
        |  [202] combobox 'Terms Open for Registration' value='{t}', hasPopup='listbox', expanded=False
        |  [203] button 'Continue'""")

    reg_lines = [("History of the American West", "HIST 2050, 001", "3", "Registered", "Web Registered"),
                 ("Linear Algebra", "MATH 2210, 003", "4", "Registered", "Web Registered")]

    def summary(ling: str | None) -> tuple[str, str]:
        lines = list(reg_lines)
        if ling:
            lines.append(("Phonology", "LING 3320, 002", "3", ling, "Web Registered" if ling == "Registered" else "**Web Registered**"))
        rows = []
        for k, (t, d, h, s, a) in enumerate(lines):
            b = 820 + k * 3
            rows += [P(3, f"[{b}] row ''"), P(4, f"gridcell '{t}'"), P(4, f"gridcell '{d}'"), P(4, f"gridcell '{h}'"),
                     P(4, f"gridcell '{s}'"), P(4, f"[{b + 1}] combobox 'Action' value='{a.strip('*')}', hasPopup='listbox', expanded=False")]
        reg = 10 if ling == "Registered" else 7
        return J(rows), f"Total Hours | Registered: {reg} | Billing: {reg} | CEU: 0 | Min: 0 | Max: 18"

    def grid_panel(with_ling: bool) -> str:
        ev = ["HIST 2050 History of the American West, TR 11:00 AM - 12:15 PM", "MATH 2210 Linear Algebra, MWF 1:25 PM - 2:15 PM"]
        if with_ling:
            ev.insert(1, "LING 3320 Phonology, MWF 10:10 AM - 11:00 AM")
        return J([P(3, f"[{760 + k}] button '{e}'") for k, e in enumerate(ev)])

    def reg(tab: str, subj: str, results: str, ling: str | None, bottom: str, note: str = "", focus: bool = False) -> str:
        rows, tot = summary(ling)
        n = f"""
        |[190] alert ''
        |  StaticText '{note}'""" if note else ""
        if tab == "find" and results == "":
            top = f"""
        |  [310] textbox 'Subject'{val(subj)}{', focused' if focus else ''}
        |  [311] textbox 'Course Number'
        |  [312] textbox 'Keyword'
        |  [313] checkbox 'Open Sections Only', checked='false'
        |  [314] button 'Search'
        |  [315] button 'Clear'
        |  [316] link 'Advanced Search'"""
        elif tab == "find":
            top = f"""
        |  StaticText 'Search Results — 4 Classes · Term: Spring 2025 · Subject: Linguistics'
        |  [320] button 'Search Again'
        |  [330] table ''
        |    [331] row 'Title Subject Description Course Number Section Hours CRN Meeting Times Status'{results}"""
        else:
            top = """
        |  StaticText 'Term: Spring 2025'"""
        if bottom == "grid":
            bl = f"""
        |  [740] tablist ''
        |    [741] tab 'Schedule', selected=True
        |    [742] tab 'Schedule Details', selected=False
        |  [750] tabpanel 'Schedule'
        |    StaticText 'Class Schedule for Spring 2025'
{grid_panel(ling == 'Registered')}"""
        else:
            bl = """
        |  [740] tablist ''
        |    [741] tab 'Schedule', selected=False
        |    [742] tab 'Schedule Details', selected=True
        |  [750] tabpanel 'Schedule Details'
        |    StaticText 'Class Schedule for Spring 2025'
        |    [770] link 'History of the American West'
        |    StaticText 'HIST 2050, 001 | CRN: 31184 | Class Begin: 01/13/2025 | Class End: 05/02/2025 | Tuesday, Thursday 11:00 AM - 12:15 PM | Building: Whitcomb Hall Room: 114 | Instructor: Albrecht, Soren'
        |    [771] link 'Phonology'
        |    StaticText 'LING 3320, 002 | CRN: 40281 | Class Begin: 01/13/2025 | Class End: 05/02/2025 | Monday, Wednesday, Friday 10:10 AM - 11:00 AM | Building: Halloran Hall Room: 208 | Instructor: Okonjo-Reyes, Beatrix'
        |    [772] link 'Linear Algebra'
        |    StaticText 'MATH 2210, 003 | CRN: 35502 | Class Begin: 01/13/2025 | Class End: 05/02/2025 | Monday, Wednesday, Friday 1:25 PM - 2:15 PM | Building: Pell Science Center Room: 031 | Instructor: Nakagawa, Ren'"""
        return page("Register for Classes", base + "/classRegistration/classRegistration", head + n + f"""
        |[200] main ''
        |  [201] heading 'Register for Classes'
        |  [300] tablist ''
        |    [301] tab 'Find Classes', selected={tab == 'find'}
        |    [302] tab 'Enter CRNs', selected=False
        |    [303] tab 'Plans', selected=False
        |    [304] tab 'Schedule and Options', selected={tab == 'sched'}{top}{bl}
        |  [800] region 'Summary'
        |    [801] table ''
        |      [802] row 'Title Details Hours Status Action'
{rows}
        |    StaticText '{tot}'
        |    [890] button 'Submit'""")

    def results(seats: str) -> str:
        data = [("Syntax I", "3310", "001", "40213", "MWF 09:05 AM - 09:55 AM", "12 of 30 seats remain.", True),
                ("Phonology", "3320", "001", "40217", "TR 09:30 AM - 10:45 AM", "FULL: 0 of 25 seats remain.", False),
                ("Phonology", "3320", "002", "40218", "MWF 10:10 AM - 11:00 AM", seats, True),
                ("Field Methods", "4105", "001", "40226", "W 02:00 PM - 04:45 PM", "3 of 12 seats remain.", True)]
        out = []
        for k, (t, num, sec, crn, mt, st, can) in enumerate(data):
            b = 340 + k * 4
            out += [P(2, f"[{b}] row ''"), P(3, f"[{b + 1}] link '{t}'"), P(3, "gridcell 'Linguistics'"), P(3, f"gridcell '{num}'"),
                    P(3, f"gridcell '{sec}'"), P(3, "gridcell '3'"), P(3, f"gridcell '{crn}'"), P(3, f"gridcell '{mt}'"), P(3, f"gridcell '{st}'")]
            out.append(P(3, f"[{b + 2}] button 'Add'" + ("" if can else ", disabled=True")))
        return "\n" + J(out)

    state = page("Registration", base + "/registration", head + """
        |[200] main ''
        |  [201] heading 'Registration'
        |  [202] link 'Prepare for Registration'
        |  [203] link 'Register for Classes'
        |  [204] link 'Plan Ahead'
        |  [205] link 'Browse Classes'
        |  [206] link 'View Registration Information'""")
    turns = [
        ("click('203')", term_pick("")),
        ("select_option('202', 'Spring 2025')", term_pick("Spring 2025")),
        ("click('203')", reg("find", "", "", None, "grid")),
        ("fill('310', 'Linguistics')", reg("find", "Linguistics", "", None, "grid", focus=True)),
        ("click('314')", reg("find", "", results("6 of 25 seats remain."), None, "grid")),
        ("click('350')", reg("find", "", results("6 of 25 seats remain."), "Pending", "grid")),
        ("click('890')", reg("find", "", results("5 of 25 seats remain."), "Registered", "grid", "Save Successful")),
        ("click('304')", reg("sched", "", "", "Registered", "grid")),
        ("click('742')", reg("sched", "", "", "Registered", "details")),
        ("click('301')", reg("find", "", "", "Registered", "grid")),
    ]
    rs.add(task="web", tid="h16-web-18", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="registered section's CRN shown as 40281 in Schedule Details, was 40218 in the search results")


# ---------------------------------------------------------------- 19
def t19(rs: RowSet) -> None:
    # clean: HR portal; request two vacation days (pending, balance shows it as pending), then edit the request down to one day; amounts and the pending figure follow.
    base = "https://brightfield.peoplehub.io"

    head = """
        |[10] banner ''
        |  [11] link 'PeopleHub'
        |  [12] link 'Home'
        |  [13] link 'My Info'
        |  [14] link 'People'
        |  [15] link 'Reports'
        |  [16] searchbox 'Search for someone...'
        |  [17] button 'Anneliese Brandvold', hasPopup='menu', expanded=False
        |[30] heading 'Anneliese Brandvold'
        |StaticText 'Senior Data Analyst · Finance · Oslo office · Reports to Maribel Ortega'
        |[40] tablist ''
        |  [41] tab 'Personal', selected=False
        |  [42] tab 'Job', selected=False
        |  [43] tab 'Time Off', selected=True
        |  [44] tab 'Documents', selected=False
        |  [45] tab 'Benefits', selected=False"""

    def timeoff(pending: str | None, pend_span: str = "", pend_hours: str = "", notice: str = "") -> str:
        pend_line = f" · {pending} hours pending" if pending else ""
        up = ""
        if pending:
            up = f"""
        |    [240] row ''
        |      [241] link '{pend_span}'
        |      gridcell 'Vacation'
        |      gridcell '{pend_hours} hours'
        |      gridcell 'Requested, pending approval'"""
        nt = f"""
        |[190] status ''
        |  StaticText '{notice}'""" if notice else ""
        return page("Time Off - Anneliese Brandvold | PeopleHub", base + "/employees/4471/time-off", head + nt + f"""
        |[200] main ''
        |  [201] button 'Request Time Off'
        |  [202] button 'Calculate future balance'
        |  [210] region 'Vacation'
        |    StaticText '86.0 hours available'
        |    StaticText '16.0 hours scheduled{pend_line}'
        |    StaticText 'Accrues 6.67 hours per month'
        |  [215] region 'Sick'
        |    StaticText '40.0 hours available'
        |  [218] region 'Floating Holiday'
        |    StaticText '8.0 hours available'
        |  [220] heading 'Upcoming Time Off'
        |  [221] table ''
        |    [222] row 'Dates Category Amount Status'
        |    [230] row ''
        |      [231] link 'Dec 23 – Dec 24, 2024'
        |      gridcell 'Vacation'
        |      gridcell '16.0 hours'
        |      gridcell 'Approved'{up}
        |  [250] heading 'History'
        |  [251] link 'Oct 14, 2024 · Vacation · 8.0 hours · Taken'
        |  [252] link 'Aug 5 – Aug 9, 2024 · Vacation · 40.0 hours · Taken'""")

    def form(cat: str, frm: str, to: str, note: str, focus: str) -> str:
        def fo(k: str) -> str:
            return ", focused" if focus == k else ""
        days = ""
        if frm and to:
            dl = [("Thu, Feb 13", "8")] + ([("Fri, Feb 14", "8")] if to == "02/14/2025" else [])
            days = "\n" + J([P(2, f"[{520 + k}] spinbutton '{d}' value='{h}'") for k, (d, h) in enumerate(dl)]) + "\n" + \
                P(2, f"StaticText 'Total: {sum(int(h) for _, h in dl)}.0 hours'")
        hint = """
        |    StaticText '86.0 hours available · 16.0 hours scheduled'""" if cat == "Vacation" else ""
        return page("Request Time Off | PeopleHub", base + "/time-off/requests/new", head + f"""
        |[500] dialog 'Request Time Off', modal=True
        |  [501] textbox 'From (mm/dd/yyyy)'{val(frm)}{fo('from')}
        |  [502] textbox 'To (mm/dd/yyyy)'{val(to)}{fo('to')}
        |  [503] combobox 'Time Off Category' value='{cat}', hasPopup='menu', expanded=False{fo('cat')}{hint}
        |  [510] group 'Amount'{days}
        |  [530] textbox 'Note'{val(note)}{fo('note')}
        |  [540] button 'Send Request'
        |  [541] button 'Cancel'""")

    def detail(span: str, hours: str, dl: list[tuple[str, str]], edited: bool, editing: str | None = None) -> str:
        log = """
        |  StaticText 'Dec 2, 2024 10:31 AM · Anneliese Brandvold requested 16.0 hours of Vacation'"""
        if edited:
            log += """
        |  StaticText 'Dec 2, 2024 10:36 AM · Anneliese Brandvold changed the request to 8.0 hours'"""
        if editing is not None:
            body = f"""
        |  [610] textbox 'From (mm/dd/yyyy)' value='02/13/2025'
        |  [611] textbox 'To (mm/dd/yyyy)' value='{editing}', focused
        |  [612] group 'Amount'
{J([P(2, f"[{613 + k}] spinbutton '{d}' value='{h}'") for k, (d, h) in enumerate(dl)])}
        |    StaticText 'Total: {hours} hours'
        |  [620] button 'Save'
        |  [621] button 'Cancel'"""
        else:
            body = f"""
        |  StaticText '{span} · Vacation · {hours} hours'
        |  StaticText 'Status: Requested, pending approval'
        |  StaticText 'Approver: Maribel Ortega'
        |  StaticText 'Note: Family trip to Tromsø'
        |  [630] button 'Edit'
        |  [631] button 'Cancel Request'"""
        return page("Time Off Request | PeopleHub", base + "/time-off/requests/88213", head + f"""
        |[600] main ''
        |  [601] heading 'Time Off Request'{body}
        |  [640] heading 'Activity'{log}""")

    N = "Family trip to Tromsø"
    two = [("Thu, Feb 13", "8"), ("Fri, Feb 14", "8")]
    one = [("Thu, Feb 13", "8")]
    state = page("Home | PeopleHub", base + "/home", head.replace("[43] tab 'Time Off', selected=True", "[43] tab 'Time Off', selected=False").replace("[41] tab 'Personal', selected=False", "[41] tab 'Personal', selected=True") + """
        |[200] main ''
        |  [201] textbox 'Preferred name' value='Anneliese'
        |  [202] textbox 'Work email' value='a.brandvold@brightfield.no'
        |  [203] textbox 'Mobile phone' value='+47 912 55 018'""")
    turns = [
        ("click('43')", timeoff(None)),
        ("click('201')", form("-Select-", "", "", "", "from")),
        ("select_option('503', 'Vacation')", form("Vacation", "", "", "", "cat")),
        ("fill('501', '02/13/2025')", form("Vacation", "02/13/2025", "", "", "from")),
        ("fill('502', '02/14/2025')", form("Vacation", "02/13/2025", "02/14/2025", "", "to")),
        (f"fill('530', '{N}')", form("Vacation", "02/13/2025", "02/14/2025", N, "note")),
        ("click('540')", timeoff("16.0", "Feb 13 – Feb 14, 2025", "16.0", "Your request was sent to Maribel Ortega.")),
        ("click('241')", detail("Feb 13 – Feb 14, 2025", "16.0", two, False)),
        ("click('630')", detail("Feb 13 – Feb 14, 2025", "16.0", two, False, "02/14/2025")),
        ("fill('611', '02/13/2025')", detail("Feb 13 – Feb 14, 2025", "8.0", one, False, "02/13/2025")),
        ("click('620')", detail("Feb 13, 2025", "8.0", one, True)),
        ("click('43')", timeoff("8.0", "Feb 13, 2025", "8.0")),
    ]
    rs.add(task="web", tid="h16-web-19", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 20
def t20(rs: RowSet) -> None:
    # bad: board-game storefront; badge counts units (1, then 3 after adding 2 of a game); turn 8 removes the single Spirit Harbor copy and the badge reads 1 although 2 copies of Lantern Path remain.
    base = "https://meepleharbor.com"

    def head(badge: int, q: str = "", focus: bool = False, drawer_open: bool = False) -> str:
        return f"""
        |[100] banner ''
        |  [101] link 'Meeple Harbor'
        |  [102] link 'New arrivals'
        |  [103] link 'Board games'
        |  [104] link 'Card games'
        |  [105] link 'Accessories'
        |  [106] link 'Pre-orders'
        |  [110] searchbox 'Search games'{val(q)}{', focused' if focus else ''}
        |  [111] link 'Account'
        |  [112] button 'Cart', expanded={'True' if drawer_open else 'False'}
        |    StaticText '{badge}'"""

    foot = """
        |[900] contentinfo ''
        |  StaticText 'Free shipping on orders over $75 in the contiguous US · Game night every Thursday at our Salem store'"""

    home = page("Meeple Harbor | Board games, card games & accessories", base + "/", head(0) + """
        |[200] main ''
        |  [201] heading 'Back in stock: Frostwatch Outpost'
        |  [202] link 'Shop now'
        |  [210] heading 'Staff picks'
        |  [211] link 'The Quiet Expedition'
        |  [212] link 'Lantern Path'
        |  [213] link 'Ducks in a Row'""" + foot)
    home_q = page("Meeple Harbor | Board games, card games & accessories", base + "/", head(0, "cooperative", True) + """
        |[200] main ''
        |  [201] heading 'Back in stock: Frostwatch Outpost'
        |  [202] link 'Shop now'
        |  [210] heading 'Staff picks'
        |  [211] link 'The Quiet Expedition'
        |  [212] link 'Lantern Path'
        |  [213] link 'Ducks in a Row'""" + foot)

    def results(badge: int, toast: bool) -> str:
        t = """
        |[190] status ''
        |  StaticText 'Spirit Harbor: Tidecallers was added to your cart.'
        |  [191] link 'View cart'""" if toast else ""
        return page("Search: 5 results found for \"cooperative\" | Meeple Harbor", base + "/search?q=cooperative&type=product", head(badge, "cooperative") + t + """
        |[200] main ''
        |  [201] heading 'Search results'
        |  StaticText '5 results found for “cooperative”'
        |  [202] combobox 'Sort by' value='Relevance', hasPopup='menu', expanded=False
        |  [210] list ''
        |    [211] listitem ''
        |      [212] link 'Spirit Harbor: Tidecallers'
        |      StaticText '1-4 players · 90 min · Ages 13+'
        |      StaticText '$54.95'
        |      [213] button 'Add to cart'
        |    [221] listitem ''
        |      [222] link 'Lantern Path'
        |      StaticText '1-5 players · 45 min · Ages 10+'
        |      StaticText '$32.00'
        |      [223] button 'Add to cart'
        |    [231] listitem ''
        |      [232] link 'Frostwatch Outpost'
        |      StaticText '2-4 players · 60 min · Ages 12+'
        |      StaticText '$44.50'
        |      [233] button 'Add to cart'
        |    [241] listitem ''
        |      [242] link 'Hollowmere Rescue (Kids Edition)'
        |      StaticText '2-4 players · 20 min · Ages 6+'
        |      StaticText '$24.99'
        |      [243] button 'Add to cart'
        |    [251] listitem ''
        |      [252] link 'The Quiet Expedition'
        |      StaticText '1-4 players · 120 min · Ages 14+'
        |      StaticText '$61.00'
        |      [253] button 'Sold out', disabled=True""" + foot)

    def product(badge: int, qty: str, toast: bool, focus: bool = False) -> str:
        t = """
        |[190] status ''
        |  StaticText 'Lantern Path (×2) was added to your cart.'
        |  [191] link 'View cart'""" if toast else ""
        return page("Lantern Path | Meeple Harbor", base + "/products/lantern-path", head(badge) + t + f"""
        |[200] main ''
        |  [201] navigation 'Breadcrumb'
        |    [202] link 'Home'
        |    [203] link 'Board games'
        |  [210] heading 'Lantern Path'
        |  StaticText 'Publisher: Driftwood Table Games'
        |  StaticText '$32.00'
        |  StaticText 'In stock (7 left)'
        |  [215] spinbutton 'Quantity' value='{qty}'{', focused' if focus else ''}
        |  [216] button 'Add to cart'
        |  [217] button 'Buy it now'
        |  [220] heading 'About the game'
        |  StaticText 'Guide a caravan of lantern-bearers through a shifting forest. Players share one deck and cannot show each other their hands; the last lantern must reach the shrine before dawn.'
        |  [230] heading 'What is in the box'
        |  StaticText '84 path tiles, 5 lantern meeples, 60 cards, dawn tracker, rulebook'""" + foot)

    def drawer(badge: int, with_spirit: bool, subtotal: str) -> str:
        sp = """
        |  [610] listitem ''
        |    [611] link 'Spirit Harbor: Tidecallers'
        |    StaticText '$54.95'
        |    [612] spinbutton 'Quantity for Spirit Harbor: Tidecallers' value='1'
        |    [613] button 'Remove Spirit Harbor: Tidecallers'""" if with_spirit else ""
        return overlay(product(badge, "2", False).replace("[112] button 'Cart', expanded=False", "[112] button 'Cart', expanded=True"), f"""
        |[600] dialog 'Your cart', modal=True
        |  [601] button 'Close'{sp}
        |  [620] listitem ''
        |    [621] link 'Lantern Path'
        |    StaticText '$32.00'
        |    [622] spinbutton 'Quantity for Lantern Path' value='2'
        |    [623] button 'Remove Lantern Path'
        |  StaticText 'Subtotal'
        |  StaticText '{subtotal}'
        |  StaticText 'Taxes and shipping calculated at checkout'
        |  [630] link 'View cart'
        |  [631] button 'Check out'""")

    state = home
    turns = [
        ("fill('110', 'cooperative')", home_q),
        ("press('110', 'Enter')", results(0, False)),
        ("click('213')", results(1, True)),
        ("click('222')", product(1, "1", False)),
        ("fill('215', '2')", product(1, "2", False, True)),
        ("click('216')", product(3, "2", True)),
        ("click('112')", drawer(3, True, "$118.95")),
        ("click('613')", drawer(1, False, "$64.00")),
    ]
    rs.add(task="web", tid="h16-web-20", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="cart badge count does not follow the removal (shows 1 with 2 units left)")


# ---------------------------------------------------------------- 21
def t21(rs: RowSet) -> None:
    # bad: HR portal; the team list at turn 1 has Oluwaseun Bello; turn 3 (go_back to the same list) shows that row as 'Olusegun Bello' with the same title and location, no change made.
    base = "https://app.workvine.io/northwind-analytics"

    head = """
        |[10] banner ''
        |  [11] link 'Workvine'
        |  [12] searchbox 'Search people, policies, documents'
        |  [13] link 'Notifications 2'
        |  [14] button 'Keziah Amankwah', hasPopup='menu', expanded=False
        |[20] navigation 'Main'
        |  [21] link 'Home'
        |  [22] link 'My profile'
        |  [23] link 'My team'
        |  [24] link 'Time off'
        |  [25] link 'Feedback'
        |  [26] link 'Payslips'
        |  [27] link 'Org chart'"""

    def team(bello: str) -> str:
        people = [("Tobias Lindqvist", "Staff Data Engineer", "Stockholm", "Working remotely"),
                  ("Rhea Dasgupta", "Senior Data Engineer", "London", "In office"),
                  ("Mateo Ferreyra", "Data Engineer II", "Lisbon", "On leave until Jan 6"),
                  ("Yuki Hasegawa", "Analytics Engineer", "London", "In office"),
                  (bello, "Data Engineer II", "London", "In office"),
                  ("Clémence Aubry", "Data Engineer I", "Paris", "Working remotely")]
        rows = []
        for k, (n, t, loc, st) in enumerate(people):
            b = 310 + k * 2
            rows += [P(2, f"[{b}] row ''"), P(3, f"[{b + 1}] link '{n}'"), P(3, f"gridcell '{t}'"), P(3, f"gridcell '{loc}'"), P(3, f"gridcell '{st}'")]
        return page("My team | Workvine", base + "/team", head + f"""
        |[200] main ''
        |  [201] heading 'My team'
        |  StaticText 'Data Platform · 6 direct reports'
        |  [202] button 'Export'
        |  [203] combobox 'Show' value='Direct reports', hasPopup='menu', expanded=False
        |  [300] table ''
        |    [301] row 'Name Job title Location Today'
{J(rows)}
        |  [400] heading 'Upcoming'
        |  StaticText 'Mateo Ferreyra returns from parental leave on Jan 6'
        |  StaticText 'Yuki Hasegawa: 2-year work anniversary on Dec 16'""")

    def profile(name: str, eid: str, title: str, loc: str, start: str, email: str, fb: int, notice: str = "") -> str:
        nt = f"""
        |[190] status ''
        |  StaticText '{notice}'""" if notice else ""
        return page(f"{name} | Workvine", base + f"/people/{eid}", head + nt + f"""
        |[200] main ''
        |  [201] heading '{name}'
        |  StaticText '{title} · Data Platform'
        |  [202] button 'Give feedback'
        |  [203] button 'Schedule 1:1'
        |  [210] table 'Job'
        |    [211] row 'Employee ID {eid}'
        |    [212] row 'Department Data Platform'
        |    [213] row 'Manager Keziah Amankwah'
        |    [214] row 'Location {loc}'
        |    [215] row 'Start date {start}'
        |    [216] row 'Work email {email}'
        |  [220] heading 'Feedback received ({fb})'
        |  [221] link 'View all feedback'""")

    def fbform(comp: str, text: str, focus: bool = False) -> str:
        return overlay(profile("Tobias Lindqvist", "E-09127", "Staff Data Engineer", "Stockholm", "Aug 2, 2018", "tobias.lindqvist@northwind-analytics.com", 3), f"""
        |[500] dialog 'Give feedback to Tobias Lindqvist', modal=True
        |  [501] combobox 'Competency' value='{comp}', hasPopup='menu', expanded=False
        |  [502] textbox 'Your feedback'{val(text)}{', focused' if focus else ''}
        |  [503] radiogroup 'Visibility'
        |    [504] radio 'Tobias and their manager', checked=True
        |    [505] radio 'Only Tobias', checked=False
        |  [506] button 'Cancel'
        |  [507] button 'Submit'""")

    feedback_given = page("Feedback | Workvine", base + "/feedback?tab=given", head + """
        |[200] main ''
        |  [201] heading 'Feedback'
        |  [202] tablist ''
        |    [203] tab 'Received', selected=False
        |    [204] tab 'Given', selected=True
        |    [205] tab 'Requested', selected=False
        |  [210] list ''
        |    [211] listitem ''
        |      StaticText 'To Tobias Lindqvist · Technical leadership · Dec 9, 2024'
        |      StaticText 'The partition-pruning design review was the clearest I have seen this year; the team shipped it two weeks early because of it.'
        |    [212] listitem ''
        |      StaticText 'To Rhea Dasgupta · Collaboration · Oct 2, 2024'
        |      StaticText 'Thanks for pairing with Finance on the month-end reconciliation pipeline.'
        |    [213] listitem ''
        |      StaticText 'To Yuki Hasegawa · Communication · Sep 17, 2024'
        |      StaticText 'Your dbt docs walkthrough helped the analysts a lot.'""")
    feedback_req = page("Feedback | Workvine", base + "/feedback?tab=requested", head + """
        |[200] main ''
        |  [201] heading 'Feedback'
        |  [202] tablist ''
        |    [203] tab 'Received', selected=False
        |    [204] tab 'Given', selected=False
        |    [205] tab 'Requested', selected=True
        |  [210] list ''
        |    [211] listitem ''
        |      StaticText 'Clémence Aubry asked for your feedback on Mentoring · due Dec 13, 2024'
        |      [2110] button 'Write feedback'
        |    [212] listitem ''
        |      StaticText 'Maribel Sørensen (People team) asked for your feedback on Rhea Dasgupta · Promotion packet · due Dec 20, 2024'
        |      [2120] button 'Write feedback'""")

    FB = "The partition-pruning design review was the clearest I have seen this year; the team shipped it two weeks early because of it."
    state = page("Home | Workvine", base + "/home", head + """
        |[200] main ''
        |  [201] heading 'Good morning, Keziah'
        |  StaticText 'Monday, December 9, 2024'
        |  [210] heading 'Tasks (3)'
        |  [211] link 'Approve time off: Clémence Aubry, Dec 27 – Dec 31'
        |  [212] link 'Complete Q4 check-in for Mateo Ferreyra'
        |  [213] link 'Give feedback requested by Clémence Aubry'""")
    tob = ("Tobias Lindqvist", "E-09127", "Staff Data Engineer", "Stockholm", "Aug 2, 2018", "tobias.lindqvist@northwind-analytics.com")
    turns = [
        ("click('23')", team("Oluwaseun Bello")),
        ("click('313')", profile("Rhea Dasgupta", "E-10384", "Senior Data Engineer", "London", "Mar 14, 2021", "rhea.dasgupta@northwind-analytics.com", 5)),
        ("go_back()", team("Olusegun Bello")),
        ("click('311')", profile(*tob, 3)),
        ("click('202')", fbform("Select a competency", "")),
        ("select_option('501', 'Technical leadership')", fbform("Technical leadership", "")),
        (f"fill('502', '{FB}')", fbform("Technical leadership", FB, True)),
        ("click('507')", profile(*tob, 4, "Feedback sent to Tobias Lindqvist")),
        ("click('25')", feedback_given),
        ("click('205')", feedback_req),
    ]
    rs.add(task="web", tid="h16-web-21", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="a team member's name in the direct-reports list changes between two reads (Oluwaseun -> Olusegun Bello)")


# ---------------------------------------------------------------- 22
def t22(rs: RowSet) -> None:
    # clean: public-library catalog account; renew two loans (new due dates, list re-sorts by due date), search the catalog, place a hold (holds count and queue position follow).
    base = "https://maplewood.libcat.org"

    def head(holds: int, q: str = "", focus: bool = False) -> str:
        return f"""
        |[10] banner ''
        |  [11] link 'Maplewood Public Library'
        |  [12] combobox 'Search by' value='Keyword', hasPopup='menu', expanded=False
        |  [13] searchbox 'Search the catalog'{val(q)}{', focused' if focus else ''}
        |  [14] button 'Search'
        |  [15] button 'Ruth Abernathy-Sato', hasPopup='menu', expanded=False
        |[20] navigation 'My account'
        |  [21] link 'Summary'
        |  [22] link 'Checked out (4)'
        |  [23] link 'Holds ({holds})'
        |  [24] link 'Fines and fees ($0.00)'
        |  [25] link 'Reading history'"""

    def loans(items: list[tuple[str, str, str, str, str, bool]], holds: int, checked: set[str], notice: str = "", q: str = "", focus: bool = False) -> str:
        rows = []
        for title, fmt, due, left, note, can in items:
            b = BIDS[title]
            cb = f"checked='{'true' if title in checked else 'false'}'" + ("" if can else ", disabled=True")
            rows += [P(2, f"[{b}] row ''"), P(3, f"[{b + 1}] checkbox 'Select {title}', {cb}"), P(3, f"[{b + 2}] link '{title}'"),
                     P(3, f"gridcell '{fmt}'"), P(3, f"gridcell 'Due {due}'"), P(3, f"gridcell '{left}'")]
            if note:
                rows.append(P(3, f"StaticText '{note}'"))
        nt = f"""
        |[190] status ''
        |  StaticText '{notice}'""" if notice else ""
        return page("Checked out | Maplewood Public Library", base + "/v2/checkedout", head(holds, q, focus) + nt + f"""
        |[200] main ''
        |  [201] heading 'Checked out (4)'
        |  StaticText 'Library card ending in 4420 · Today is Wednesday, December 4, 2024'
        |  [202] combobox 'Sort by' value='Due date', hasPopup='menu', expanded=False
        |  [203] button 'Renew selected'
        |  [204] button 'Renew all'
        |  [300] table ''
        |    [301] row 'Title Format Due Renewals left'
{J(rows)}""")

    BIDS = {"Kitchen Fermentation Basics": 330, "The Glass Archipelago": 310,
            "Field Guide to Lichens of the Pacific Northwest": 320, "Night Trains of Europe": 340}
    K = ("Kitchen Fermentation Basics", "DVD", "Dec 5, 2024", "0 renewals left", "Cannot renew: another patron is waiting for this item", False)
    G0 = ("The Glass Archipelago", "Book", "Dec 10, 2024", "2 renewals left", "", True)
    L0 = ("Field Guide to Lichens of the Pacific Northwest", "Book", "Dec 10, 2024", "2 renewals left", "", True)
    N = ("Night Trains of Europe", "Book", "Dec 18, 2024", "1 renewal left", "", True)
    G1 = ("The Glass Archipelago", "Book", "Dec 31, 2024", "1 renewal left", "Renewed today", True)
    L1 = ("Field Guide to Lichens of the Pacific Northwest", "Book", "Dec 31, 2024", "1 renewal left", "Renewed today", True)
    before = [K, G0, L0, N]
    after = [K, N, G1, L1]

    results = page("Search results for lichen | Maplewood Public Library", base + "/v2/search?query=lichen&searchType=smart", head(2, "lichen") + """
        |[200] main ''
        |  [201] heading 'Showing 1 to 3 of 3 results for lichen'
        |  [202] combobox 'Sort by' value='Relevance', hasPopup='menu', expanded=False
        |  [210] list ''
        |    [211] listitem ''
        |      [212] link 'Lichens of North America'
        |      StaticText 'by Brodo, Irwin M. · Book · 2001'
        |      StaticText 'All copies in use · Holds: 4 on 3 copies'
        |      [213] button 'Place hold'
        |    [221] listitem ''
        |      [222] link 'Field Guide to Lichens of the Pacific Northwest'
        |      StaticText 'by Corriveau, Hollis · Book · 2019'
        |      StaticText 'Checked out to you · Due Dec 31, 2024'
        |    [231] listitem ''
        |      [232] link 'Lichen: A Natural History'
        |      StaticText 'by Tallis, Wren · eBook · 2022'
        |      StaticText 'Available now'
        |      [233] button 'Borrow eBook'""")

    def hold_form(pickup: str) -> str:
        return overlay(results, f"""
        |[500] dialog 'Place a hold: Lichens of North America', modal=True
        |  StaticText 'Book · All copies in use · You will be #5 on the waitlist for 3 copies'
        |  [501] combobox 'Pickup location' value='{pickup}', hasPopup='menu', expanded=False
        |  [502] checkbox 'Pause this hold until a date', checked='false'
        |  [503] button 'Confirm hold'
        |  [504] button 'Cancel'""")

    placed = page("Search results for lichen | Maplewood Public Library", base + "/v2/search?query=lichen&searchType=smart", head(3, "lichen") + """
        |[190] status ''
        |  StaticText 'Hold placed on Lichens of North America. You are #5 on the waitlist for 3 copies. Pickup: Hawthorne Branch.'
        |[200] main ''
        |  [201] heading 'Showing 1 to 3 of 3 results for lichen'
        |  [202] combobox 'Sort by' value='Relevance', hasPopup='menu', expanded=False
        |  [210] list ''
        |    [211] listitem ''
        |      [212] link 'Lichens of North America'
        |      StaticText 'by Brodo, Irwin M. · Book · 2001'
        |      StaticText 'All copies in use · Holds: 5 on 3 copies'
        |      StaticText 'On hold for you · #5 in line'
        |    [221] listitem ''
        |      [222] link 'Field Guide to Lichens of the Pacific Northwest'
        |      StaticText 'by Corriveau, Hollis · Book · 2019'
        |      StaticText 'Checked out to you · Due Dec 31, 2024'
        |    [231] listitem ''
        |      [232] link 'Lichen: A Natural History'
        |      StaticText 'by Tallis, Wren · eBook · 2022'
        |      StaticText 'Available now'
        |      [233] button 'Borrow eBook'""")

    holds = page("Holds | Maplewood Public Library", base + "/v2/holds", head(3, "lichen") + """
        |[200] main ''
        |  [201] heading 'Holds (3)'
        |  [210] heading 'Ready for pickup (1)'
        |  [211] table ''
        |    [212] row 'Winter Counts · Book · Central Library · Pick up by Dec 7, 2024'
        |  [220] heading 'Not yet available (2)'
        |  [221] table ''
        |    [222] row 'Lichens of North America · Book · Hawthorne Branch · #5 on 3 copies · Placed Dec 4, 2024'
        |      [223] button 'Pause'
        |      [224] button 'Cancel hold'
        |    [225] row 'Ninth Moon Over Tallinn · Book · Central Library · #2 on 1 copy · Placed Nov 21, 2024'
        |      [226] button 'Pause'
        |      [227] button 'Cancel hold'""")

    G, L = "The Glass Archipelago", "Field Guide to Lichens of the Pacific Northwest"
    state = page("Account summary | Maplewood Public Library", base + "/v2/dashboard", head(2) + """
        |[200] main ''
        |  [201] heading 'Hello, Ruth'
        |  StaticText 'Checked out: 4 (1 due soon) · Holds: 2 (1 ready for pickup) · Fines: $0.00'
        |  [210] link 'Winter Counts is ready for pickup at Central Library'""")
    turns = [
        ("click('22')", loans(before, 2, set())),
        ("click('311')", loans(before, 2, {G})),
        ("click('321')", loans(before, 2, {G, L})),
        ("click('203')", loans(after, 2, set(), "2 items renewed. New due date: Dec 31, 2024.")),
        ("fill('13', 'lichen')", loans(after, 2, set(), "2 items renewed. New due date: Dec 31, 2024.", "lichen", True)),
        ("press('13', 'Enter')", results),
        ("click('213')", hold_form("Central Library")),
        ("select_option('501', 'Hawthorne Branch')", hold_form("Hawthorne Branch")),
        ("click('503')", placed),
        ("click('23')", holds),
        ("click('22')", loans(after, 3, set(), q="lichen")),
    ]
    rs.add(task="web", tid="h16-web-22", system=WEB_SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
