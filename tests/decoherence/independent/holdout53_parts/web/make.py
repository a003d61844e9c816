# ruff: noqa: E501
"""Held-out set 53, domain ``web``: 22 BrowserGym trajectories written by hand.

Each trajectory drives one site through BrowserGym actions on element bids; every observation is the
page's accessibility tree (WebArena style, with bids).  Eleven trajectories hold exactly one
contradiction (one detail of an earlier observation comes back different with no action that could
change it); the other eleven are clean but full of legitimate changes.  Pages are rendered from small
per-site functions so that everything not deliberately contradicted stays consistent.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

ACTIONS = """```text
21 different types of actions are available.
noop(wait_ms: float = 1000)
mouse_move(x: float, y: float)
mouse_click(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_dblclick(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_down(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_up(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
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
```"""


def web_sys(site: str) -> str:
    return f"""# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state, as a BrowserGym accessibility tree with element bids
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed. The site in this session: {site}.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

---

# Action Space

{ACTIONS}

---

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def ax(url: str, title: str, body: str) -> str:
    """Render an accessibility tree: ``body`` is indented with two spaces per level."""
    out = [f"URL: {url}", f"RootWebArea '{title}', focused"]
    for ln in body.strip("\n").split("\n"):
        if not ln.strip():
            continue
        text = ln.lstrip(" ")
        depth = (len(ln) - len(text)) // 2 + 1
        out.append("\t" * depth + text)
    return "\n".join(out)


def ind(block: str, n: int) -> str:
    """Indent every line of ``block`` by ``n`` levels (two spaces each)."""
    pad = "  " * n
    return "\n".join(pad + ln if ln.strip() else ln for ln in block.strip("\n").split("\n"))


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------
# 01 OneStopShop store (clean): search, re-sort, add to cart, change quantity
# ---------------------------------------------------------------------------

SHOP = "http://onestopmarket.com"


def shop_header(cart_n: int, query: str = "", focused: bool = False) -> str:
    val = f", value='{query}'" if query else ""
    foc = ", focused" if focused else ""
    dis = "" if query else ", disabled=True"
    return f"""[227] banner ''
  [230] link 'My Account'
  [231] link 'My Wish List'
  [232] link 'Sign Out'
  StaticText 'Welcome, Emma Lopez!'
  [235] link 'Skip to Content'
  [236] link 'store logo'
    [237] img 'one_stop_market_logo'
  [238] link 'My Cart'
    StaticText '{cart_n}'
    StaticText 'items'
  [262] Section ''
    [265] LabelText ''
      StaticText 'Search'
    [268] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False{val}{foc}
    [270] link 'Advanced Search'
    [272] button 'Search'{dis}
[275] tablist '', multiselectable=False, orientation='horizontal'
  [276] tabpanel ''
    [277] menu '', orientation='vertical'
      [729] menuitem 'Beauty & Personal Care', hasPopup='menu'
      [764] menuitem 'Sports & Outdoors', hasPopup='menu'
      [774] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
      [789] menuitem 'Home & Kitchen', hasPopup='menu'
      [826] menuitem 'Office Products', hasPopup='menu'
      [834] menuitem 'Tools & Home Improvement', hasPopup='menu'
      [839] menuitem 'Health & Household', hasPopup='menu'
      [845] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
      [850] menuitem 'Electronics', hasPopup='menu'
      [911] menuitem 'Cell Phones & Accessories', hasPopup='menu'
      [926] menuitem 'Video Games', hasPopup='menu'
      [939] menuitem 'Grocery & Gourmet Food', hasPopup='menu'"""


SHOP_FOOTER = """[2410] contentinfo ''
  [2412] textbox 'Sign Up for Our Newsletter:', required=False
  [2414] button 'Subscribe'
  [2416] link 'Privacy and Cookie Policy'
  [2417] link 'Search Terms'
  [2418] link 'Advanced Search'
  [2419] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
  StaticText 'Help Us Keep Magento Healthy'
  [2423] link 'Report All Bugs'"""

KETTLES = {
    "cosori": ("COSORI Electric Kettle 1.7L Glass with Blue LED, 1500W Fast Boil, Auto Shut-Off", 88, 12, 32.99),
    "hamilton": ("Hamilton Beach 40880 Stainless Steel Electric Kettle, 1.7 Liter, Cordless", 80, 4, 24.99),
    "chefman": ("Chefman Electric Kettle 1.8L with LED Lights, Auto Shut-Off and Boil-Dry Protection", 92, 7, 18.99),
    "mueller": ("Mueller Ultra Kettle Model M99S 1500W Electric Kettle with SpeedBoil Tech", 73, 3, 26.97),
    "travel": ("Travel Electric Kettle 0.6L Portable Mini Kettle, Dual Voltage 110V/220V", 60, 2, 15.49),
    "knob": ("Presto 02701 Electric Tea Kettle Replacement Lid Knob, Black", 40, 1, 6.89),
    "descaler": ("Electric Kettle Descaler Tablets for Coffee Makers and Kettles, 24 Count", 100, 5, 9.95),
    "proctor": ("Proctor Silex Electric Kettle 1 Liter Cordless, Auto Shut-Off, White", 67, 6, 19.99),
}


def shop_item(b: int, key: str) -> str:
    name, rating, reviews, price = KETTLES[key]
    return f"""[{b}] listitem ''
  [{b + 1}] link 'Image'
    [{b + 2}] img '{name}'
  [{b + 3}] link '{name}'
  StaticText 'Rating:'
  StaticText '{rating}%'
  [{b + 4}] link '{reviews}\u00a0 {"Review" if reviews == 1 else "Reviews"}'
  StaticText '{money(price)}'
  [{b + 5}] button 'Add to Cart'
  [{b + 6}] button 'Add to Wish List'
  [{b + 7}] button 'Add to Compare'"""


def shop_results(cart_n: int, order: list[str], sort: str, message: str = "") -> str:
    items = "\n".join(ind(shop_item(1600 + 20 * i, k), 2) for i, k in enumerate(order))
    msg = ""
    if message:
        msg = f"""  [1544] alert '', live='assertive', atomic=True, relevant='additions text'
    StaticText '{message}'
    [1546] link 'shopping cart'"""
    url = f"{SHOP}/catalogsearch/result/index/?q=electric+kettle&product_list_mode=list"
    if sort == "Price":
        url += "&product_list_order=price"
    body = f"""{shop_header(cart_n, "electric kettle")}
[1542] main ''
{msg}
  heading "Search results for: 'electric kettle'"
  StaticText 'View as'
  [1551] link 'Grid'
  StaticText 'List'
  StaticText 'Items 1-5 of 38'
  [1558] LabelText ''
    StaticText 'Sort By'
  [1560] combobox 'Sort By', hasPopup='menu', expanded=False
    StaticText '{sort}'
  [1562] link 'Set Descending Direction'
  StaticText 'Related search terms'
  [1570] link 'electric tea kettle'
  [1571] link 'gooseneck kettle'
  [1590] list ''
{items}
  StaticText 'Page'
  StaticText 'You're currently reading page'
  StaticText '1'
  [1720] link 'Page 2'
  [1721] link 'Page 3'
  [1722] link 'Page 4'
  [1723] link 'Page 5'
  [1724] link 'Page Next'
  StaticText 'Show'
  [1730] combobox 'Show', hasPopup='menu', expanded=False
    StaticText '5'
  StaticText 'per page'
{SHOP_FOOTER}"""
    return ax(url, "Search results for: 'electric kettle'", body)


def shop_cart_rows(qk: int, editing: str = "") -> str:
    tow = "Bounty Select-A-Size Paper Towels, White, 6 Double Rolls = 12 Regular Rolls"
    ket = KETTLES["chefman"][0]
    shown = editing or str(qk)
    return f"""[1610] table 'Shopping Cart Items'
  [1611] rowgroup ''
    [1612] row ''
      [1613] columnheader 'Item'
      [1614] columnheader 'Price'
      [1615] columnheader 'Qty'
      [1616] columnheader 'Subtotal'
  [1620] rowgroup ''
    [1621] row ''
      [1622] cell '{tow}'
        [1623] link '{tow}'
      [1625] cell '$11.99'
      [1626] cell 'Qty'
        [1627] spinbutton 'Qty', required=False, valuemin=0, valuemax=0, valuetext=''
          StaticText '2'
      [1629] cell '$23.98'
    [1630] row ''
      [1631] link 'Edit item parameters'
      [1632] link 'Remove item'
  [1640] rowgroup ''
    [1641] row ''
      [1642] cell '{ket}'
        [1643] link '{ket}'
      [1645] cell '$18.99'
      [1646] cell 'Qty'
        [1647] spinbutton 'Qty', required=False, valuemin=0, valuemax=0, valuetext=''
          StaticText '{shown}'
      [1649] cell '{money(18.99 * qk)}'
    [1650] row ''
      [1651] link 'Edit item parameters'
      [1652] link 'Remove item'"""


def shop_cart_page(qk: int, editing: str = "") -> str:
    n = 2 + qk
    sub = 23.98 + 18.99 * qk
    ship = 5.0 * n
    body = f"""{shop_header(n)}
[1542] main ''
  heading 'Shopping Cart'
  [1600] form ''
{ind(shop_cart_rows(qk, editing), 2)}
    [1660] link 'Continue Shopping'
    [1661] button 'Update Shopping Cart'
  [1670] complementary ''
    heading 'Summary'
    [1673] tab 'Estimate Shipping and Tax', selected=False, expanded=False
    [1680] table ''
      [1681] row ''
        [1682] rowheader 'Subtotal'
        [1683] cell '{money(sub)}'
      [1684] row ''
        [1685] rowheader 'Shipping (Flat Rate - Fixed)'
        [1686] cell '{money(ship)}'
      [1687] row ''
        [1688] rowheader 'Order Total'
        [1689] cell '{money(sub + ship)}'
    [1692] button 'Proceed to Checkout'
    [1693] link 'Check Out with Multiple Addresses'
  [1700] tab 'Apply Discount Code', selected=False, expanded=False
{SHOP_FOOTER}"""
    return ax(f"{SHOP}/checkout/cart/", "Shopping Cart", body)


def t01(rs: RowSet) -> None:
    home_main = """[1542] main ''
  heading 'One Stop Market'
  StaticText 'Product Showcases'
  [1548] list ''
    [1549] listitem ''
      [1550] link 'Image'
        [1551] img 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      [1552] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      StaticText '20%'
      [1555] link '1\u00a0 Review'
      StaticText '$19.99'
      [1557] button 'Add to Cart'
    [1560] listitem ''
      [1561] link 'Image'
        [1562] img 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      [1563] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      StaticText '57%'
      [1566] link '12\u00a0 Reviews'
      StaticText '$14.47'
      [1568] button 'Add to Cart'
    [1571] listitem ''
      [1572] link 'Image'
        [1573] img 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      [1574] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      StaticText '95%'
      [1577] link '4\u00a0 Reviews'
      StaticText '$19.36'
      [1579] button 'Add to Cart'
    [1582] listitem ''
      [1583] link 'Image'
        [1584] img 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      [1585] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      StaticText 'Rating:'
      StaticText '63%'
      [1588] link '12\u00a0 Reviews'
      StaticText '$23.50'
      [1590] button 'Add to Cart'"""
    home = ax(f"{SHOP}/", "One Stop Market", shop_header(2) + "\n" + home_main + "\n" + SHOP_FOOTER)
    typed = ax(f"{SHOP}/", "One Stop Market", shop_header(2, "electric kettle", True) + "\n" + home_main + "\n" + SHOP_FOOTER)
    rel = ["cosori", "hamilton", "chefman", "mueller", "travel"]
    by_price = ["knob", "descaler", "travel", "chefman", "proctor"]
    added = "You added Chefman Electric Kettle 1.8L with LED Lights, Auto Shut-Off and Boil-Dry Protection to your shopping cart."
    sorted_page = shop_results(2, by_price, "Price")
    after_add = shop_results(3, by_price, "Price", added)
    # mini cart dialog over the results page
    mini = after_add.replace("[1542] main ''", """[2101] dialog 'Shopping Cart', modal=False
\t\tStaticText '3'
\t\tStaticText 'Items in Cart'
\t\tStaticText 'Cart Subtotal :'
\t\tStaticText '$42.97'
\t\t[2107] button 'Proceed to Checkout'
\t\t[2110] list ''
\t\t\t[2111] listitem ''
\t\t\t\t[2112] link 'Chefman Electric Kettle 1.8L with LED Lights, Auto Shut-Off and Boil-Dry Protection'
\t\t\t\tStaticText '$18.99'
\t\t\t\t[2115] spinbutton 'Qty:', valuemin=0, valuemax=0, valuetext=''
\t\t\t\t\tStaticText '1'
\t\t\t\t[2117] button 'Edit item'
\t\t\t\t[2118] button 'Remove item'
\t\t\t[2120] listitem ''
\t\t\t\t[2121] link 'Bounty Select-A-Size Paper Towels, White, 6 Double Rolls = 12 Regular Rolls'
\t\t\t\tStaticText '$11.99'
\t\t\t\t[2124] spinbutton 'Qty:', valuemin=0, valuemax=0, valuetext=''
\t\t\t\t\tStaticText '2'
\t\t\t\t[2126] button 'Edit item'
\t\t\t\t[2127] button 'Remove item'
\t\t[2130] link 'View and Edit Cart'
\t[1542] main ''""", 1)
    turns = [
        ("fill('268', 'electric kettle')", typed),
        ("click('272')", shop_results(2, rel, "Relevance")),
        ("select_option('1560', 'Price')", sorted_page),
        ("click('1665')", after_add),
        ("click('238')", mini),
        ("click('2130')", shop_cart_page(1)),
        ("fill('1647', '2')", shop_cart_page(1, "2")),
        ("click('1661')", shop_cart_page(2)),
    ]
    rs.add("web", "h53-web-01", web_sys("OneStopShop (the WebArena shopping site, a Magento 2 storefront) at onestopmarket.com, signed in as Emma Lopez"),
           turns, state=home, bad=False)


# ---------------------------------------------------------------------------
# 02 Magento admin (contradiction): renamed product back under its old name
# ---------------------------------------------------------------------------

ADMIN = "http://localhost:7780/admin"


def admin_page(url: str, title: str, heading: str, main: str, notes: int = 4) -> str:
    body = f"""[118] navigation ''
  [119] link 'Magento Admin Panel'
    [120] img 'Magento Admin Panel'
  [121] menubar '', orientation='horizontal'
    [123] link 'DASHBOARD'
    [126] link 'SALES'
    [129] link 'CATALOG'
    [132] link 'CUSTOMERS'
    [135] link 'MARKETING'
    [138] link 'CONTENT'
    [141] link 'REPORTS'
    [144] link 'STORES'
    [147] link 'SYSTEM'
    [150] link 'FIND PARTNERS & EXTENSIONS'
[160] banner ''
  heading '{heading}'
  [164] link 'admin'
  [166] link '{notes}', describedby='notifications-counter'
  [170] textbox '', required=False
[180] main ''
{ind(main, 1)}
[2900] contentinfo ''
  [2902] link 'Magento'
  StaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'
  StaticText 'ver. 2.4.6'
  [2905] link 'Privacy Policy'
  [2906] link 'Account Activity'
  [2907] link 'Report an Issue'"""
    return ax(url, title, body)


LUMA = [
    (1, "Joust Duffle Bag", "Bag", "24-MB01", 34.00, 100), (2, "Strive Shoulder Pack", "Bag", "24-MB04", 32.00, 100),
    (3, "Crown Summit Backpack", "Bag", "24-MB03", 38.00, 100), (4, "Wayfarer Messenger Bag", "Bag", "24-MB05", 45.00, 100),
    (5, "Rival Field Messenger", "Bag", "24-MB06", 45.00, 100), (6, "Fusion Backpack", "Bag", "24-MB02", 59.00, 100),
    (7, "Impulse Duffle", "Bag", "24-UB02", 74.00, 100), (8, "Voyage Yoga Bag", "Bag", "24-WB01", 32.00, 100),
    (9, "Compete Track Tote", "Bag", "24-WB02", 32.00, 100), (10, "Savvy Shoulder Tote", "Bag", "24-WB05", 32.00, 100),
    (11, "Endeavor Daytrip Backpack", "Bag", "24-WB06", 33.00, 100), (12, "Driven Backpack", "Bag", "24-WB03", 36.00, 100),
    (13, "Overnight Duffle", "Bag", "24-WB07", 45.00, 100), (14, "Push It Messenger Bag", "Bag", "24-WB04", 45.00, 100),
    (15, "Affirm Water Bottle", "Gear", "24-UG06", 7.00, 100), (16, "Dual Handle Cardio Ball", "Gear", "24-UG07", 12.00, 100),
    (17, "Zing Jump Rope", "Gear", "24-UG04", 12.00, 100), (18, "Pursuit Lumaflex&trade; Tone Band", "Gear", "24-UG02", 16.00, 100),
    (19, "Go-Get'r Pushup Grips", "Gear", "24-UG05", 19.00, 100), (20, "Quest Lumaflex&trade; Band", "Gear", "24-UG01", 19.00, 100),
]


def admin_row(b: int, pid: int, name: str, aset: str, sku: str, price: float, qty: int) -> str:
    return f"""[{b}] row ''
  [{b + 1}] gridcell ''
    [{b + 2}] checkbox '', checked='false'
  [{b + 3}] gridcell '{pid}'
  [{b + 4}] gridcell ''
    [{b + 5}] img '{name}'
  [{b + 6}] gridcell '{name}'
  [{b + 7}] gridcell 'Simple Product'
  [{b + 8}] gridcell '{aset}'
  [{b + 9}] gridcell '{sku}'
  [{b + 10}] gridcell '{money(price)}'
  [{b + 11}] gridcell '{qty:.4f}'
  [{b + 12}] gridcell 'Default Stock: {qty}'
  [{b + 13}] gridcell 'Catalog, Search'
  [{b + 14}] gridcell 'Enabled'
  [{b + 15}] gridcell 'Main Website'
  [{b + 16}] gridcell 'Edit'
    [{b + 17}] link 'Edit'"""


def admin_grid(rows: list[tuple], keyword: str, total: int, active: bool, sort: str = "ID") -> str:
    body = "\n".join(ind(admin_row(1400 + 20 * i, *r), 1) for i, r in enumerate(rows))
    filt = ""
    if active:
        filt = f"""StaticText 'Active filters:'
StaticText 'Keyword: {keyword}'
[1214] button 'Remove Keyword: {keyword} filter'
[1216] button 'Clear all'"""
    val = f", value='{keyword}'" if keyword else ""
    pages = (total + 19) // 20
    heads = []
    for i, col in enumerate(["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity",
                             "Salable Quantity", "Visibility", "Status", "Websites", "Action"]):
        srt = ", sort='ascending'" if col == sort else ""
        heads.append(f"    [{1302 + i}] columnheader '{col}'{srt}")
    head = "\n".join(heads)
    main = f"""[1200] button 'Add Product'
[1201] button 'Add product of type', expanded=False
[1230] textbox 'Search by keyword', required=False{val}
[1231] button 'Search'
[1232] button 'Filters'
[1233] button 'Default View'
[1234] button 'Columns'
[1235] button 'Export'
{filt}
[1240] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{total:,} records found'
[1245] combobox 'per page', hasPopup='menu', expanded=False
  StaticText '20'
[1250] button 'Previous Page', disabled=True
[1251] textbox 'Page', required=False, value='1'
StaticText 'of {pages}'
[1253] button 'Next Page'{", disabled=True" if pages == 1 else ""}
[1300] table ''
  [1301] row ''
    [1298] columnheader ''
      [1299] checkbox 'Mass Actions', checked='false'
{head}
{body}"""
    return admin_page(f"{ADMIN}/catalog/product/", "Products / Inventory / Catalog / Magento Admin", "Products", main)


def admin_edit(pid: int, name: str, saved: bool, typed: str = "") -> str:
    shown = typed or name
    msg = "[1805] alert ''\n  StaticText 'You saved the product.'\n" if saved else ""
    main = f"""{msg}[1810] button 'Back'
[1811] button 'Add Attribute'
[1812] button 'Customer View'
[1813] button 'Save'
[1814] button 'Save & Duplicate'
StaticText 'Enable Product'
[1820] switch 'Enable Product', checked='true'
StaticText 'Attribute Set'
[1822] button 'Gear'
[1824] textbox 'Product Name *', required=True, value='{shown}'{", focused" if typed else ""}
[1826] textbox 'SKU *', required=True, value='24-WG086'
StaticText '$'
[1828] textbox 'Price *', required=True, value='17.00'
[1829] link 'Advanced Pricing'
[1830] combobox 'Tax Class', hasPopup='menu', expanded=False
  StaticText 'Taxable Goods'
[1832] textbox 'Quantity', required=False, value='87'
[1833] link 'Advanced Inventory'
StaticText 'Salable Quantity'
StaticText 'Default Stock : 87'
[1836] combobox 'Stock Status', hasPopup='menu', expanded=False
  StaticText 'In Stock'
[1838] combobox 'Weight', hasPopup='menu', expanded=False
  StaticText 'This item has weight'
[1840] textbox 'Weight', required=False, value='1'
StaticText 'lbs'
[1842] listbox 'Categories'
  StaticText 'Fitness Equipment'
  StaticText 'Gear'
[1846] combobox 'Visibility', hasPopup='menu', expanded=False
  StaticText 'Catalog, Search'
[1848] checkbox 'Set Product as New From', checked='false'
[1850] combobox 'Country of Manufacture', hasPopup='menu', expanded=False
  StaticText 'China'
[1860] button 'Content', expanded=False
[1861] button 'Configurations', expanded=False
[1862] button 'Product Reviews', expanded=False
[1863] button 'Images And Videos', expanded=False
[1864] button 'Search Engine Optimization', expanded=False
[1865] button 'Related Products, Up-Sells, and Cross-Sells', expanded=False
[1866] button 'Customizable Options', expanded=False
[1867] button 'Product in Websites', expanded=False
[1868] button 'Design', expanded=False
[1869] button 'Schedule Design Update', expanded=False
[1870] button 'Gift Options', expanded=False
[1871] button 'Downloadable Information', expanded=False"""
    return admin_page(f"{ADMIN}/catalog/product/edit/id/{pid}/", f"{name} / Products / Inventory / Catalog / Magento Admin", name, main)


def t02(rs: RowSet) -> None:
    old, new = "Sprite Yoga Strap 8 foot", "Sprite Cotton Yoga Strap 8 ft"
    straps = [(33, "Sprite Yoga Strap 6 foot", "Gear", "24-WG085", 14.00, 100), (34, old, "Gear", "24-WG086", 17.00, 87),
              (35, "Sprite Yoga Strap 10 foot", "Gear", "24-WG087", 21.00, 100)]
    renamed = [straps[0], (34, new, "Gear", "24-WG086", 17.00, 87), straps[2]]
    by_qty_bad = [straps[1], straps[0], straps[2]]  # ID 34 back under the old name
    state = admin_grid(LUMA, "", 2040, False)
    turns = [
        ("fill('1230', 'Sprite Yoga Strap')", admin_grid(LUMA, "Sprite Yoga Strap", 2040, False).replace("value='Sprite Yoga Strap'", "value='Sprite Yoga Strap', focused")),
        ("keyboard_press('Enter')", admin_grid(straps, "Sprite Yoga Strap", 3, True)),
        ("click('1437')", admin_edit(34, old, False)),
        (f"fill('1824', '{new}')", admin_edit(34, old, False, new)),
        ("click('1813')", admin_edit(34, new, True)),
        ("click('1810')", admin_grid(renamed, "Sprite Yoga Strap", 3, True)),
        ("click('1309')", admin_grid(by_qty_bad, "Sprite Yoga Strap", 3, True, "Quantity")),
        ("click('1417')", admin_edit(34, new, False)),
    ]
    rs.add("web", "h53-web-02", web_sys("the Magento 2.4 admin panel of the WebArena Luma store at localhost:7780/admin, signed in as admin"),
           turns, state=state, bad=True, turn=7,
           kind="After sorting by Quantity the grid lists product ID 34 under its old name 'Sprite Yoga Strap 8 foot' although it was renamed to 'Sprite Cotton Yoga Strap 8 ft', saved at turn 5 and shown renamed at turn 6.")


# ---------------------------------------------------------------------------
# 03 GitLab (contradiction): a file's line reverts to the value the commit replaced
# ---------------------------------------------------------------------------

GL = "http://localhost:8023"
GL_PROJ = f"{GL}/byteblaze/timetracker-cli"

CONFIG_PY = [
    '"""Runtime configuration for timetracker."""',
    "",
    "from __future__ import annotations",
    "",
    "import os",
    "from pathlib import Path",
    "",
    'DB_PATH = Path(os.environ.get("TT_DB", "~/.local/share/timetracker/hours.db")).expanduser()',
    "ROUNDING_MINUTES = 15",
    "DEFAULT_RATE = 85.0",
    'CURRENCY = "EUR"',
    'WEEK_STARTS_ON = "monday"',
    "",
    "",
    "def rate_for(project: str) -> float:",
    '    """Hourly rate for a project, falling back to DEFAULT_RATE."""',
    '    env = os.environ.get(f"TT_RATE_{project.upper()}")',
    "    return float(env) if env else DEFAULT_RATE",
]


def gl_page(url: str, title: str, crumbs: list[str], main: str) -> str:
    crumb = "\n".join(f"  [{210 + i}] link '{c}'" for i, c in enumerate(crumbs))
    body = f"""[40] link 'Skip to content'
[44] navigation 'Top bar'
  [48] link 'Homepage'
  [52] button 'Search GitLab'
  [60] link 'Create new...'
  [64] link 'Issues'
  [66] link 'Merge requests'
  [68] link 'To-Do List'
  StaticText '3'
  [72] button 'Byte Blaze user’s menu', hasPopup='menu', expanded=False
[80] navigation 'Project navigation'
  [82] link 'timetracker-cli'
  [85] link 'Project information'
  [89] link 'Repository'
  [91] link 'Files'
  [92] link 'Commits'
  [93] link 'Branches'
  [94] link 'Tags'
  [95] link 'Contributors'
  [96] link 'Graph'
  [97] link 'Compare'
  [100] link 'Issues'
  StaticText '7'
  [104] link 'Merge requests'
  StaticText '1'
  [108] link 'CI/CD'
  [112] link 'Deployments'
  [116] link 'Packages and registries'
  [120] link 'Monitor'
  [124] link 'Analytics'
  [128] link 'Wiki'
  [130] link 'Snippets'
  [132] link 'Settings'
  [140] button 'Collapse sidebar'
[208] navigation 'Breadcrumbs'
{crumb}
[300] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


def gl_code(lines: list[str], base: int = 620) -> str:
    out = []
    for i, ln in enumerate(lines, 1):
        out.append(f"[{base + 2 * i}] link '{i}'")
        out.append(f"StaticText {ln!r}" if ln else "StaticText ''")
    return "\n".join(out)


def gl_blob(lines: list[str], commit: tuple[str, str, str], flash: str = "") -> str:
    title, sha, when = commit
    size = len(("\n".join(lines) + "\n").encode())
    fl = f"[305] alert ''\n  StaticText '{flash}'\n  [307] button 'Dismiss'\n" if flash else ""
    main = f"""{fl}[310] button 'main', hasPopup='listbox', expanded=False
[312] navigation 'Files breadcrumb'
  [313] link 'timetracker-cli'
  [314] link 'timetracker'
  [315] link 'config.py'
[318] button 'Find file'
[319] link 'Blame'
[320] link 'History'
[321] link 'Permalink'
[330] img 'Byte Blaze'
[331] link '{title}'
[332] link 'Byte Blaze'
StaticText 'authored'
StaticText '{when}'
[335] button 'Copy commit SHA'
StaticText '{sha}'
[600] group ''
  [601] img ''
  StaticText 'config.py'
  StaticText '{size} B'
  [605] button 'Edit'
  [606] button 'Replace'
  [607] button 'Delete'
  [608] button 'Copy file contents'
  [609] link 'Open raw'
  [610] link 'Download'
[620] code ''
{ind(gl_code(lines), 1)}"""
    return gl_page(f"{GL_PROJ}/-/blob/main/timetracker/config.py", "timetracker/config.py · main · Byte Blaze / timetracker-cli · GitLab",
                   ["Byte Blaze", "timetracker-cli", "Repository"], main)


GL_HISTORY = [
    ("Round totals to quarter hours", "9f2c4be1", "02 Apr, 2024", "3 weeks ago"),
    ("Read DB path from TT_DB", "3b7d1a90", "14 Mar, 2024", "1 month ago"),
    ("Add per-project rates", "e81f66c2", "19 Feb, 2024", "2 months ago"),
    ("Initial config module", "0c5a2d17", "27 Nov, 2023", "5 months ago"),
]


def gl_history() -> str:
    parts = ["[310] button 'main', hasPopup='listbox', expanded=False",
             "[312] navigation 'Files breadcrumb'", "  [313] link 'timetracker-cli'", "  [314] link 'timetracker'", "  [315] link 'config.py'",
             "[318] textbox 'Author', required=False", "[319] link 'Browse Files'", "[320] link 'Commits feed'"]
    for i, (title, sha, day, when) in enumerate(GL_HISTORY):
        b = 400 + 12 * i
        parts += [f"StaticText '{day}'", "StaticText '1 commit'", f"[{b}] listitem ''", f"  [{b + 1}] img 'Byte Blaze'",
                  f"  [{b + 2}] link '{title}'", f"  [{b + 3}] link 'Byte Blaze'", "  StaticText 'authored'", f"  StaticText '{when}'",
                  f"  [{b + 6}] link 'Browse Files'", f"  [{b + 7}] button 'Copy commit SHA'", f"  [{b + 8}] link '{sha}'"]
    return gl_page(f"{GL_PROJ}/-/commits/main/timetracker/config.py", "Commits · Byte Blaze / timetracker-cli · GitLab",
                   ["Byte Blaze", "timetracker-cli", "Repository", "Commits"], "\n".join(parts))


def gl_commit() -> str:
    ctx = CONFIG_PY
    main = f"""StaticText 'Commit'
StaticText '9f2c4be1'
StaticText 'authored'
StaticText '3 weeks ago'
StaticText 'by'
[322] link 'Byte Blaze'
[324] button 'Options', hasPopup='menu', expanded=False
heading 'Round totals to quarter hours'
StaticText 'Invoices were rounding to 6-minute increments, which the accounting team asked us to change. Totals are now rounded up to the next 15 minutes.'
StaticText '1 parent'
[330] link '3b7d1a90'
StaticText 'Pipeline'
[333] link '#1184'
StaticText 'passed with stage'
StaticText 'in 41 seconds'
StaticText 'Showing'
[340] button '1 changed file'
StaticText 'with'
StaticText '1 addition'
StaticText 'and'
StaticText '1 deletion'
[350] button 'Hide file browser'
[352] button 'Compare'
[360] group ''
  [361] button 'Hide file contents'
  StaticText 'timetracker/config.py'
  [363] button 'Copy file path'
  StaticText '+1'
  StaticText '-1'
  [366] button 'View file @ 9f2c4be1'
  [370] table ''
    [371] row ''
      [372] cell '...'
      [373] cell '...'
      [374] cell '@@ -6,7 +6,7 @@ from pathlib import Path'
    [376] row ''
      [377] cell '6'
      [378] cell '6'
      [379] cell '{ctx[5]}'
    [380] row ''
      [381] cell '7'
      [382] cell '7'
      [383] cell ''
    [384] row ''
      [385] cell '8'
      [386] cell '8'
      [387] cell {ctx[7]!r}
    [388] row ''
      [389] cell '9'
      [390] cell ''
      [391] cell '- ROUNDING_MINUTES = 6'
    [392] row ''
      [393] cell ''
      [394] cell '9'
      [395] cell '+ ROUNDING_MINUTES = 15'
    [396] row ''
      [397] cell '10'
      [398] cell '10'
      [399] cell '{ctx[9]}'
    [400] row ''
      [401] cell '11'
      [402] cell '11'
      [403] cell {ctx[10]!r}
    [404] row ''
      [405] cell '12'
      [406] cell '12'
      [407] cell {ctx[11]!r}
StaticText '0 comments on commit 9f2c4be1'
[420] textbox 'Write a comment or drag your files here…', required=False
[425] button 'Comment', disabled=True"""
    return gl_page(f"{GL_PROJ}/-/commit/9f2c4be1a07d53e2c6e0b8a4f1d92c3375ae8e10", "Round totals to quarter hours (9f2c4be1) · Commits · Byte Blaze / timetracker-cli · GitLab",
                   ["Byte Blaze", "timetracker-cli", "Repository", "Commits", "9f2c4be1"], main)


def gl_edit(lines: list[str], message: str, focus: str = "") -> str:
    text = "\n".join(lines) + "\n"
    f_ed = ", focused" if focus == "editor" else ""
    f_msg = ", focused" if focus == "msg" else ""
    main = f"""heading 'Edit file'
[330] textbox 'File name', required=False, value='timetracker/config.py'
[332] button 'Preview changes'
[335] textbox 'Editor content;Press Alt+F1 for Accessibility Options.', multiline=True, required=False{f_ed}
  StaticText {text!r}
[500] textbox 'Commit message', multiline=True, required=True{f_msg}
  StaticText '{message}'
[504] textbox 'Target Branch', required=True, value='main'
[506] checkbox 'Start a new merge request with these changes', checked='false'
[510] button 'Commit changes'
[511] link 'Cancel'"""
    return gl_page(f"{GL_PROJ}/-/edit/main/timetracker/config.py", "Edit · timetracker/config.py · main · Byte Blaze / timetracker-cli · GitLab",
                   ["Byte Blaze", "timetracker-cli", "Repository"], main)


def t03(rs: RowSet) -> None:
    files = [("tree", ".gitlab", "Add MR template", "4 months ago"), ("tree", "tests", "Cover quarter-hour rounding", "3 weeks ago"),
             ("tree", "timetracker", "Round totals to quarter hours", "3 weeks ago"), ("blob", ".gitignore", "Initial commit", "5 months ago"),
             ("blob", ".gitlab-ci.yml", "Run pytest on 3.9 and 3.12", "1 month ago"), ("blob", "LICENSE", "Initial commit", "5 months ago"),
             ("blob", "README.md", "Document TT_DB variable", "1 month ago"), ("blob", "pyproject.toml", "Bump version to 0.6.2", "3 weeks ago")]
    rows = []
    for i, (_, name, msg, when) in enumerate(files):
        b = 700 + 6 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{name}'", f"      [{b + 2}] link '{name}'", f"    [{b + 3}] cell '{msg}'",
                 f"      [{b + 4}] link '{msg}'", f"    [{b + 5}] cell '{when}'"]
    overview_main = """[302] img 'timetracker-cli'
heading 'timetracker-cli'
StaticText 'Project ID: 214'
[306] button 'Copy project ID'
[310] button 'Notifications', hasPopup='menu', expanded=False
[312] button 'Star'
[313] link '4'
[314] link 'Fork'
[315] link '1'
StaticText 'Log billable hours from the terminal into a local SQLite file.'
[320] link '61 Commits'
[321] link '3 Branches'
[322] link '2 Tags'
[323] link '412 KB Project Storage'
[324] link '1 Release'
[330] link 'Round totals to quarter hours'
[331] link 'Byte Blaze'
StaticText 'authored'
StaticText '3 weeks ago'
StaticText '9f2c4be1'
[340] button 'main', hasPopup='listbox', expanded=False
[342] link 'History'
[343] link 'Find file'
[344] link 'Web IDE'
[345] button 'Clone', hasPopup='menu', expanded=False
[360] table 'Files, directories, and submodules in the path / for commit reference main'
""" + "\n".join(rows)
    overview = gl_page(GL_PROJ, "Byte Blaze / timetracker-cli · GitLab", ["Byte Blaze", "timetracker-cli"], overview_main)
    # overview_main rows: timetracker folder link is row 2 -> bid 714
    tree_main = """[310] button 'main', hasPopup='listbox', expanded=False
[312] navigation 'Files breadcrumb'
  [313] link 'timetracker-cli'
  [314] link 'timetracker'
[330] link 'Round totals to quarter hours'
[331] link 'Byte Blaze'
StaticText 'authored'
StaticText '3 weeks ago'
StaticText '9f2c4be1'
[360] table 'Files, directories, and submodules in the path timetracker for commit reference main'
  [700] row ''
    [701] cell '..'
      [702] link '..'
  [710] row ''
    [711] cell '__init__.py'
      [712] link '__init__.py'
    [713] cell 'Bump version to 0.6.2'
    [715] cell '3 weeks ago'
  [720] row ''
    [721] cell 'cli.py'
      [722] link 'cli.py'
    [723] cell 'Add --since filter to report'
    [725] cell '1 month ago'
  [730] row ''
    [731] cell 'config.py'
      [732] link 'config.py'
    [733] cell 'Round totals to quarter hours'
    [735] cell '3 weeks ago'
  [740] row ''
    [741] cell 'db.py'
      [742] link 'db.py'
    [743] cell 'Read DB path from TT_DB'
    [745] cell '1 month ago'
  [750] row ''
    [751] cell 'report.py'
      [752] link 'report.py'
    [753] cell 'Round totals to quarter hours'
    [755] cell '3 weeks ago'"""
    tree = gl_page(f"{GL_PROJ}/-/tree/main/timetracker", "timetracker · main · Byte Blaze / timetracker-cli · GitLab",
                   ["Byte Blaze", "timetracker-cli", "Repository"], tree_main)
    head = ("Round totals to quarter hours", "9f2c4be1", "3 weeks ago")
    bad = [ln.replace("= 15", "= 6") if ln.startswith("ROUNDING") else ln for ln in CONFIG_PY]
    edited_lines = [ln.replace("85.0", "95.0") if ln.startswith("DEFAULT_RATE") else ln for ln in CONFIG_PY]
    msg = "Raise default hourly rate to 95 EUR"
    turns = [
        ("click('714')", tree),
        ("click('732')", gl_blob(CONFIG_PY, head)),
        ("click('320')", gl_history()),
        ("click('402')", gl_commit()),
        ("click('366')", gl_blob(bad, head).replace("/-/blob/main/", "/-/blob/9f2c4be1a07d53e2c6e0b8a4f1d92c3375ae8e10/").replace("button 'main'", "button '9f2c4be1'").replace(" · main · ", " · 9f2c4be1 · ")),
        ("go_back()", gl_commit()),
        ("go_back()", gl_history()),
        ("go_back()", gl_blob(CONFIG_PY, head)),
        ("click('605')", gl_edit(CONFIG_PY, "Update config.py")),
        ("fill('335', " + repr("\n".join(edited_lines) + "\n") + ")", gl_edit(edited_lines, "Update config.py", "editor")),
        ("fill('500', " + repr(msg) + ")", gl_edit(edited_lines, msg, "msg")),
        ("click('510')", gl_blob(edited_lines, (msg, "c41e07aa", "just now"), "Your changes have been committed successfully.")),
    ]
    rs.add("web", "h53-web-03", web_sys("a self-hosted GitLab 15.x (WebArena's GitLab) at localhost:8023, signed in as Byte Blaze"),
           turns, state=overview, bad=True, turn=5,
           kind="Viewing config.py at commit 9f2c4be1 shows line 9 as 'ROUNDING_MINUTES = 6', but that commit's diff (turn 4) changed it to 15 and the main file showed 15.")


# ---------------------------------------------------------------------------
# 04 Postmill forum (clean): submit, edit title, re-sort, upvote another post
# ---------------------------------------------------------------------------

PM = "http://localhost:9999"
PM_USER = "MarvelsGrantMan136"


def pm_page(url: str, title: str, main: str, side: str = "") -> str:
    body = f"""[40] link 'Jump to main content'
[41] link 'Jump to sidebar'
[44] navigation ''
  [47] link 'Home'
    StaticText 'Postmill'
  [55] list ''
    [56] listitem ''
      [57] link 'Forums'
    [58] listitem ''
      [59] link 'Wiki'
  [64] Section ''
    [72] searchbox 'Search query'
  [75] list ''
    [76] listitem ''
      [77] link 'Notifications (0)'
    [78] listitem ''
      [79] link 'Submit'
    [80] listitem ''
      [81] button '{PM_USER}', hasPopup='menu', expanded=False
[100] main ''
{ind(main, 1)}"""
    if side:
        body += "\n[900] complementary ''\n" + ind(side, 1)
    return ax(url, title, body)


DIY_SIDE = """[902] heading 'DIY'
  [903] link 'DIY'
[905] button 'Unsubscribe'
StaticText '86,421'
StaticText 'A place to share home improvement projects, ask for advice and show off finished work.'
StaticText 'Created'
[910] time 'January 14, 2021 at 9:03:51 AM EST'
  StaticText '3 years ago'
[912] link 'Subscribe via RSS'
[914] heading 'Toolbox'
[915] link 'Moderation log'
[916] link 'Bans'"""

PM_POSTS = {
    "level": ("Is it worth buying a laser level for hanging shelves, or is a 4ft bubble level enough?", "CordlessWonder", "April 24, 2024 at 7:42:10 PM EDT", "19 hours ago", 12, 41),
    "grout": ("Regrouted my 1962 bathroom floor over two weekends - before/after", "tile_and_error", "April 24, 2024 at 11:05:33 AM EDT", "1 day ago", 37, 288),
    "gfci": ("GFCI keeps tripping only when it rains - where do I start?", "spark_plugged", "April 23, 2024 at 10:17:48 PM EDT", "1 day ago", 54, 96),
    "deck": ("Stain vs. paint for a 10-year-old pressure treated deck?", "OakAndIron", "April 22, 2024 at 3:30:02 PM EDT", "2 days ago", 23, 57),
}


def pm_article(b: int, key: str, score: int | None = None, voted: bool = False, title: str | None = None,
               comments: int | None = None, data: tuple | None = None) -> str:
    t, user, stamp, ago, ncom, sc = data or PM_POSTS[key]
    t = title or t
    sc = sc if score is None else score
    ncom = ncom if comments is None else comments
    up = "Retract upvote" if voted else "Upvote"
    return f"""[{b}] article ''
  [{b + 1}] heading '{t}'
    [{b + 2}] link '{t}'
  StaticText 'Submitted by'
  [{b + 3}] link '{user}'
  [{b + 4}] time '{stamp}'
    StaticText '{ago}'
  StaticText 'in'
  [{b + 5}] link 'DIY'
  [{b + 6}] link '{"No comments" if ncom == 0 else f"{ncom} comment" + ("" if ncom == 1 else "s")}'
  [{b + 7}] button '{up}'
  StaticText '{sc}'
  [{b + 8}] button 'Downvote'"""


def t04(rs: RowSet) -> None:
    title1 = "Patching a fist-sized hole in drywall behind a door - mesh patch or cut a new piece?"
    title2 = "Patching a 4-inch hole in drywall behind a door - mesh patch or cut a new piece?"
    body_txt = ("Door handle went through the wall in the hallway (no door stop, my fault). Hole is roughly 4 inches across, "
                "no stud behind it. I have joint compound and a 6 inch knife. Is a self-adhesive mesh patch going to hold up "
                "if the handle taps it again, or should I cut the hole square and screw in a piece of 1/2 inch board with furring strips?")
    mine = ("mine", PM_USER, "April 25, 2024 at 2:48:15 PM EDT", "just now", 0, 1)

    def listing(sort: str, order: list[str], new_title: str | None, level_vote: bool) -> str:
        arts = []
        for i, k in enumerate(order):
            b = 200 + 12 * i
            if k == "mine":
                arts.append(pm_article(b, "mine", title=new_title, voted=True, data=mine))
            elif k == "level":
                arts.append(pm_article(b, "level", score=42 if level_vote else 41, voted=level_vote))
            else:
                arts.append(pm_article(b, k))
        main = f"""[110] heading 'DIY'
[112] link 'Submit a new link'
[113] link 'Submit a new text post'
[120] button 'Sort by: {sort}', hasPopup='menu', expanded=False
[122] button 'Filter', hasPopup='menu', expanded=False
{chr(10).join(arts)}
[400] link 'More'"""
        return pm_page(f"{PM}/f/DIY" + ("/new" if sort == "New" else ""), "DIY", main, DIY_SIDE)

    def form(kind: str, t: str, body: str, focus: str) -> str:
        ft = ", focused" if focus == "title" else ""
        fb = ", focused" if focus == "body" else ""
        head = "Create submission" if kind == "new" else "Editing submission"
        btn = "Create submission" if kind == "new" else "Edit submission"
        tv = f", value='{t}'" if t else ""
        main = f"""[110] heading '{head}'
[120] LabelText ''
  StaticText 'URL'
[122] textbox 'URL', required=False
[124] LabelText ''
  StaticText 'Title'
StaticText '*'
[127] textbox 'Title *', required=True{tv}{ft}
StaticText '{300 - len(t)} characters remaining'
[130] LabelText ''
  StaticText 'Body'
[132] textbox 'Body', multiline=True, required=False{fb}
  StaticText '{body}'
StaticText 'Markdown allowed.'
[135] link 'Formatting help'
[137] checkbox 'Preview', checked='false'
[140] LabelText ''
  StaticText 'Forum'
[142] combobox 'Forum *', hasPopup='listbox', expanded=False
  StaticText 'DIY'
[150] button '{btn}'"""
        url = f"{PM}/submit/DIY" if kind == "new" else f"{PM}/f/DIY/131877/-/edit"
        return pm_page(url, head, main)

    def post(t: str, edited: bool, flash: str = "") -> str:
        fl = f"[104] alert ''\n  StaticText '{flash}'\n" if flash else ""
        ed = "\n  StaticText '(edited'\n  [219] time 'April 25, 2024 at 2:51:02 PM EDT'\n    StaticText 'just now'\n  StaticText ')'" if edited else ""
        main = f"""{fl}[200] article ''
  [201] heading '{t}'
    [202] link '{t}'
  StaticText 'Submitted by'
  [203] link '{PM_USER}'
  [204] time 'April 25, 2024 at 2:48:15 PM EDT'
    StaticText 'just now'
  StaticText 'in'
  [205] link 'DIY'{ed}
  [210] button 'Retract upvote'
  StaticText '1'
  [212] button 'Downvote'
  StaticText '{body_txt}'
  [220] link 'No comments'
  [221] link 'Edit'
  [222] button 'Delete'
  [223] button 'Lock'
[240] heading 'Comments'
[242] textbox 'Comment', multiline=True, required=False
[244] button 'Post'
StaticText 'There are no comments yet.'"""
        ttl = t
        return pm_page(f"{PM}/f/DIY/131877/patching-a-{'4-inch' if edited else 'fist-sized'}-hole-in-drywall-behind-a-door-mesh-patch-or", ttl, main, DIY_SIDE)

    hot = ["grout", "gfci", "level", "deck"]
    hot_after = ["grout", "gfci", "level", "mine", "deck"]
    new = ["mine", "level", "grout", "gfci", "deck"]
    state = listing("Hot", hot, None, False)
    turns = [
        ("click('113')", form("new", "", "", "")),
        (f"fill('127', {title1!r})", form("new", title1, "", "title")),
        (f"fill('132', {body_txt!r})", form("new", title1, body_txt, "body")),
        ("click('150')", post(title1, False)),
        ("click('221')", form("edit", title1, body_txt, "")),
        (f"fill('127', {title2!r})", form("edit", title2, body_txt, "title")),
        ("click('150')", post(title2, True, "The submission was edited.")),
        ("click('205')", listing("Hot", hot_after, title2, False)),
        ("click('120')", listing("Hot", hot_after, title2, False).replace("[120] button 'Sort by: Hot', hasPopup='menu', expanded=False",
                                                                          "[120] button 'Sort by: Hot', hasPopup='menu', expanded=True\n\t\t[124] menu ''\n\t\t\t[125] menuitem 'Hot'\n\t\t\t[126] menuitem 'New'\n\t\t\t[127] menuitem 'Active'\n\t\t\t[128] menuitem 'Top'\n\t\t\t[129] menuitem 'Controversial'\n\t\t\t[130] menuitem 'Most commented'")),
        ("click('126')", listing("New", new, title2, False)),
        ("click('219')", listing("New", new, title2, True)),
    ]
    rs.add("web", "h53-web-04", web_sys(f"Postmill (WebArena's Reddit-like forum) at localhost:9999, signed in as {PM_USER}"),
           turns, state=state, bad=False)


# ---------------------------------------------------------------------------
# 05 OpenStreetMap (clean): search, feature page, car route then bicycle route
# ---------------------------------------------------------------------------

OSM = "http://localhost:3000"


def osm_page(url: str, title: str, side: str, scale: tuple[str, str] = ("500 m", "2000 ft")) -> str:
    body = f"""[34] heading 'OpenStreetMap logo OpenStreetMap'
  [35] link 'OpenStreetMap logo OpenStreetMap'
    [38] img 'OpenStreetMap logo'
[42] link 'Edit'
[43] button ''
[55] link 'History'
[56] link 'Export'
[59] link 'GPS Traces'
[60] link 'User Diaries'
[61] link 'Communities'
[62] link 'Copyright'
[63] link 'Help'
[64] link 'About'
[68] link 'Log In'
[69] link 'Sign Up'
{side}
[500] link 'Zoom In'
[501] link 'Zoom Out'
[503] button 'Show My Location'
[506] link 'Layers'
[508] link 'Legend'
[510] link 'Share'
[513] link 'Add a note to the map'
[515] link 'Map Data'
StaticText '{scale[0]}'
StaticText '{scale[1]}'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""
    return ax(url, title, body)


def osm_search_box(search: str = "", focused: bool = False) -> str:
    val = f", value='{search}'" if search else ""
    foc = ", focused" if focused else ""
    return f"""[75] search ''
  [77] textbox 'Search', autofocus{foc}{val}
  [78] button 'Go'
  [80] link 'Find directions between two points'"""


CAR_STEPS = [("Start on Frew Street", "210m"), ("Turn right onto Tech Street", "140m"), ("Turn left onto Forbes Avenue", "1.2km"),
             ("Turn right onto Bates Street", "900m"), ("Take the ramp on the left towards I 376 West: Downtown", "400m"),
             ("Merge onto Parkway East (I 376)", "5.1km"), ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"),
             ("Continue onto Parkway West (I 376)", "19km"), ("Take exit 6 on the right towards Airport", "1.8km"),
             ("Continue onto Airport Boulevard", "2.3km"), ("Reached destination", "")]
BIKE_STEPS = [("Start on Frew Street", "210m"), ("Turn left onto Schenley Drive", "1.1km"), ("Turn right onto Panther Hollow Road", "1.4km"),
              ("Continue onto Eliza Furnace Trail", "5.6km"), ("Turn left onto Smithfield Street Bridge", "350m"),
              ("Turn right onto Three Rivers Heritage Trail", "4.9km"), ("Turn left onto Chartiers Avenue", "3.2km"),
              ("Continue onto Steubenville Pike", "9.7km"), ("Turn right onto Montour Trail", "8.8km"),
              ("Turn left onto Airport Boulevard", "2.6km"), ("Reached destination", "")]


def osm_directions(frm: str, to: str, engine: str, route: str = "", focus: str = "") -> str:
    ff = ", focused" if focus == "from" else ""
    ft = ", focused" if focus == "to" else ""
    fv = f", value='{frm}'" if frm else ""
    tv = f", value='{to}'" if to else ""
    side = f"""[85] combobox '', hasPopup='menu', expanded=False
  StaticText '{engine}'
[88] textbox 'From'{fv}{ff}
[90] textbox 'To'{tv}{ft}
[92] button 'Reverse Directions'
[93] button 'Go'
[95] button 'Close'"""
    url = f"{OSM}/directions"
    title = "OpenStreetMap"
    if route:
        steps = CAR_STEPS if engine.startswith("Car") else BIKE_STEPS
        rows = []
        for i, (txt, dist) in enumerate(steps):
            b = 120 + 4 * i
            rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{i + 1}.'", f"    [{b + 2}] cell '{txt}'", f"    [{b + 3}] cell '{dist}'"]
        side += f"""
[100] heading 'Directions'
[102] link 'Download route as GPX'
StaticText '{route}'
StaticText 'Ascend: {"164m" if engine.startswith("Car") else "412m"}. Descend: {"88m" if engine.startswith("Car") else "336m"}.'
[118] table ''
""" + "\n".join(rows) + """
StaticText 'Directions courtesy of'
[190] link 'OSRM (FOSSGIS)'"""
        eng = "fossgis_osrm_car" if engine.startswith("Car") else "fossgis_osrm_bike"
        url = f"{OSM}/directions?engine={eng}&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413#map=12/40.4701/-80.0925"
        title = "Directions from Carnegie Mellon University to Pittsburgh International Airport | OpenStreetMap"
    return osm_page(url, title, side, scale=("2 km", "1 mi"))


def t05(rs: RowSet) -> None:
    welcome = """[240] heading 'Welcome to OpenStreetMap!'
[242] button 'Close'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
StaticText 'Hosting is supported by'
[247] link 'UCL'
[248] link 'Fastly'
[249] link 'Bytemark Hosting'
StaticText ', and other'
[251] link 'partners'
[253] link 'Learn More'
[254] link 'Start Mapping'"""
    home = osm_page(f"{OSM}/#map=13/40.4433/-79.9436", "OpenStreetMap", osm_search_box() + "\n" + welcome)
    typed = osm_page(f"{OSM}/#map=13/40.4433/-79.9436", "OpenStreetMap", osm_search_box("Carnegie Mellon University", True) + "\n" + welcome)
    results = [("University", "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
               ("Building", "Carnegie Mellon University Software Engineering Institute, 4500, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States"),
               ("Bus Stop", "Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
               ("Parking", "Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States")]
    lines = ["[200] heading 'Search Results'", "[202] button 'Close'", "StaticText 'Results from'", "[205] link 'OpenStreetMap Nominatim'", "[208] list ''"]
    for i, (kind, name) in enumerate(results):
        lines += [f"  [{210 + 3 * i}] listitem ''", f"    StaticText '{kind}'", f"    [{211 + 3 * i}] link '{name}'"]
    lines.append("[230] link 'More results'")
    res = osm_page(f"{OSM}/search?query=Carnegie%20Mellon%20University#map=15/40.4434/-79.9430", "Search | OpenStreetMap",
                   osm_search_box("Carnegie Mellon University") + "\n" + "\n".join(lines), scale=("200 m", "1000 ft"))
    feature = osm_page(f"{OSM}/way/26853394", "Way: Carnegie Mellon University (26853394) | OpenStreetMap",
                       osm_search_box("Carnegie Mellon University") + """
[200] heading 'Way: Carnegie Mellon University (26853394)'
[202] button 'Close'
StaticText 'Version #47'
StaticText 'Edited'
[206] time '2024-02-19T03:14:27Z'
  StaticText 'about 2 months ago'
StaticText 'by'
[208] link 'rickmastfan67'
StaticText 'Changeset #'
[210] link '147892314'
[212] heading 'Tags'
[214] table ''
  [215] row ''
    [216] cell 'amenity'
    [217] cell 'university'
  [218] row ''
    [219] cell 'name'
    [220] cell 'Carnegie Mellon University'
  [221] row ''
    [222] cell 'operator:type'
    [223] cell 'private'
  [224] row ''
    [225] cell 'short_name'
    [226] cell 'CMU'
  [227] row ''
    [228] cell 'website'
    [229] link 'https://www.cmu.edu/'
  [230] row ''
    [231] cell 'wikidata'
    [232] link 'Q190080'
[236] heading 'Nodes'
StaticText '62 nodes'
[240] link 'Download XML'
[241] link 'View History'""", scale=("200 m", "1000 ft"))
    frm, to = "Carnegie Mellon University", "Pittsburgh International Airport"
    turns = [
        ("fill('77', 'Carnegie Mellon University')", typed),
        ("click('78')", res),
        ("click('211')", feature),
        ("click('80')", osm_directions("", "", "Car (OSRM)", focus="from")),
        (f"fill('88', {frm!r})", osm_directions(frm, "", "Car (OSRM)", focus="from")),
        (f"fill('90', {to!r})", osm_directions(frm, to, "Car (OSRM)", focus="to")),
        ("click('93')", osm_directions(frm, to, "Car (OSRM)", "Distance: 32km. Time: 0:29.")),
        ("select_option('85', 'Bicycle (OSRM)')", osm_directions(frm, to, "Bicycle (OSRM)", "Distance: 38km. Time: 2:31.")),
    ]
    rs.add("web", "h53-web-05", web_sys("OpenStreetMap (WebArena's map site) at localhost:3000, not logged in"), turns, state=home, bad=False)


# ---------------------------------------------------------------------------
# 06 Wikipedia via Kiwix (contradiction): an infobox figure changes on return
# ---------------------------------------------------------------------------

WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"


def wiki_page(slug: str, title: str, content: str, search: str = "", focused: bool = False) -> str:
    val = f", value='{search}'" if search else ""
    foc = ", focused" if focused else ""
    body = f"""[22] link 'Go to welcome page'
  [23] button '🏠'
[25] link "Go to the main page of 'Wikipedia'"
  [26] button 'Wikipedia'
[29] textbox "Search 'Wikipedia'", required=False{val}{foc}
[31] link 'Go to a randomly selected page'
  [32] button '🎲'
{content}"""
    return ax(f"{WIKI}/{slug}", title, body)


def infobox(b: int, rows: list[tuple[str, str]]) -> str:
    out = [f"[{b}] table ''", f"  [{b + 1}] rowgroup ''"]
    for i, (k, v) in enumerate(rows):
        r = b + 2 + 3 * i
        if v == "":
            out += [f"    [{r}] row ''", f"      [{r + 1}] columnheader '{k}'"]
        else:
            out += [f"    [{r}] row ''", f"      [{r + 1}] rowheader '{k}'", f"      [{r + 2}] cell '{v}'"]
    return "\n".join(out)


def allegheny(basin: str) -> str:
    box = infobox(60, [("Allegheny River", ""), ("Country", "United States"), ("States", "Pennsylvania, New York"),
                       ("Cities", "Coudersport, Olean, Warren, Oil City, Franklin, Kittanning, Pittsburgh"),
                       ("Physical characteristics", ""), ("Source", "near Raymond, Potter County, Pennsylvania"),
                       ("• elevation", "2,240 ft (680 m)"), ("Mouth", "Ohio River"), ("• location", "Pittsburgh, Pennsylvania"),
                       ("• elevation", "710 ft (220 m)"), ("Length", "325 mi (523 km)"), ("Basin size", basin),
                       ("Discharge", ""), ("• location", "Natrona, Pennsylvania"), ("• average", "19,750 cu ft/s (559 m3/s)"),
                       ("• maximum", "260,000 cu ft/s (7,400 m3/s)"), ("Basin features", ""),
                       ("• left", "Clarion River, Redbank Creek, Mahoning Creek, Kiskiminetas River"),
                       ("• right", "Conewango Creek, Brokenstraw Creek, Oil Creek, French Creek")])
    content = f"""heading 'Allegheny River'
StaticText 'The'
StaticText 'Allegheny River'
StaticText ' is a 325-mile-long (523 km) headwater stream of the'
[40] link 'Ohio River'
StaticText ' in western'
[41] link 'Pennsylvania'
StaticText ' and'
[42] link 'New York'
StaticText '. It runs from its source in Potter County to its confluence with the'
[43] link 'Monongahela River'
StaticText ' at'
[44] link 'Pittsburgh'
StaticText ', where the two form the Ohio.'
{box}
StaticText 'The river drains a basin of rugged, heavily forested uplands on the'
[130] link 'Allegheny Plateau'
StaticText '. Its flow is regulated upstream by the'
[131] link 'Kinzua Dam'
StaticText ', completed in 1965, which impounds the'
[132] link 'Allegheny Reservoir'
StaticText '.'
[140] heading 'Contents'
[141] list ''
  [142] listitem ''
    [143] link '1 Course'
  [144] listitem ''
    [145] link '2 History'
  [146] listitem ''
    [147] link '3 Navigation'
  [148] listitem ''
    [149] link '4 Recreation'
  [150] listitem ''
    [151] link '5 See also'
  [152] listitem ''
    [153] link '6 References'
[160] heading 'Course'
StaticText 'The Allegheny rises in north-central Pennsylvania and flows north into New York, then turns south and re-enters Pennsylvania below Salamanca. Between Warren and Franklin it winds through a deep valley; below East Brady it becomes navigable through a series of eight locks and dams maintained by the'
[161] link 'United States Army Corps of Engineers'
StaticText '.'
[170] heading 'History'
StaticText 'The name is thought to derive from a Lenape word. The river served as a route for French traders in the 18th century, and the oil boom near Titusville in 1859 made Oil Creek and the Allegheny a shipping corridor for crude oil.'
[180] heading 'See also'
[182] link 'List of rivers of Pennsylvania'
[183] link 'List of rivers of New York'"""
    return content


def t06(rs: RowSet) -> None:
    main_page = """heading 'Wikipedia'
StaticText 'Wikipedia, the free encyclopedia that anyone can edit.'
StaticText '6,489,052 articles in English'
[45] link 'Today’s featured article'
[46] link 'In the news'
[47] link 'Did you know...'
[48] link 'On this day'
[50] heading 'From today’s featured article'
StaticText 'The Cape Girardeau–Thebes Gap Bridge is a cantilever bridge carrying a railroad across the Mississippi River...'"""
    home = wiki_page("Main_Page", "Wikipedia", main_page)
    typed = wiki_page("Main_Page", "Wikipedia", main_page, "Allegheny River", True)
    good = "11,580 sq mi (30,000 km2)"
    bad = "11,850 sq mi (30,000 km2)"
    kinzua = infobox(60, [("Kinzua Dam", ""), ("Country", "United States"), ("Location", "Warren County, Pennsylvania"),
                          ("Coordinates", "41°50′20″N 79°00′10″W"), ("Purpose", "Flood control, hydroelectric power"),
                          ("Status", "Operational"), ("Construction began", "1960"), ("Opening date", "1965"),
                          ("Operator(s)", "U.S. Army Corps of Engineers, Pittsburgh District"), ("Dam and spillways", ""),
                          ("Impounds", "Allegheny River"), ("Height", "177 ft (54 m)"), ("Length", "1,897 ft (578 m)"),
                          ("Reservoir", ""), ("Creates", "Allegheny Reservoir"), ("Total capacity", "1,180,000 acre⋅ft (1.46 km3)"),
                          ("Catchment area", "2,180 sq mi (5,600 km2)"), ("Surface area", "12,080 acres (4,890 ha)")])
    kinzua_page = wiki_page("Kinzua_Dam", "Kinzua Dam", f"""heading 'Kinzua Dam'
StaticText 'The'
StaticText 'Kinzua Dam'
StaticText ' is a concrete gravity dam on the'
[40] link 'Allegheny River'
StaticText ' in Warren County, Pennsylvania, about 6 miles (10 km) east of the city of'
[41] link 'Warren'
StaticText '. It was authorized by the Flood Control Act of 1936 and built between 1960 and 1965.'
{kinzua}
StaticText 'Construction flooded about 10,000 acres of land guaranteed to the Seneca Nation by the'
[130] link 'Treaty of Canandaigua'
StaticText ' of 1794, and the displacement of roughly 600 Seneca residents remains controversial.'
[140] heading 'Hydroelectric power'
StaticText 'The Seneca Pumped Storage Generating Station, completed in 1970, uses the reservoir as its lower basin and has a capacity of 451 megawatts.'""")
    ohio = infobox(60, [("Ohio River", ""), ("Country", "United States"),
                        ("States", "Pennsylvania, Ohio, West Virginia, Kentucky, Indiana, Illinois"),
                        ("Physical characteristics", ""), ("Source", "Allegheny River and Monongahela River confluence"),
                        ("• location", "Pittsburgh, Pennsylvania"), ("• elevation", "710 ft (220 m)"), ("Mouth", "Mississippi River"),
                        ("• location", "Cairo, Illinois"), ("• elevation", "290 ft (88 m)"), ("Length", "981 mi (1,579 km)"),
                        ("Basin size", "189,422 sq mi (490,600 km2)"), ("Discharge", ""), ("• location", "Cairo, Illinois"),
                        ("• average", "281,500 cu ft/s (7,970 m3/s)")])
    ohio_page = wiki_page("Ohio_River", "Ohio River", f"""heading 'Ohio River'
StaticText 'The'
StaticText 'Ohio River'
StaticText ' is a 981-mile (1,579 km) long river in the United States. It flows from the confluence of the'
[40] link 'Allegheny River'
StaticText ' and the'
[41] link 'Monongahela River'
StaticText ' at'
[42] link 'Pittsburgh'
StaticText ' southwestward to the'
[43] link 'Mississippi River'
StaticText ' at'
[44] link 'Cairo, Illinois'
StaticText '.'
{ohio}
StaticText 'By discharge it is the third-largest river in the United States and the largest tributary of the Mississippi by volume.'""")
    pgh = infobox(60, [("Pittsburgh", ""), ("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"),
                       ("Founded", "November 27, 1758"), ("Incorporated (city)", "March 18, 1816"), ("Government", ""),
                       ("• Mayor", "Ed Gainey (D)"), ("Area", ""), ("• City", "58.35 sq mi (151.13 km2)"),
                       ("• Land", "55.38 sq mi (143.43 km2)"), ("• Water", "2.97 sq mi (7.70 km2)"),
                       ("Highest elevation", "1,370 ft (420 m)"), ("Lowest elevation", "710 ft (220 m)"), ("Population (2020)", ""),
                       ("• City", "302,971"), ("• Rank", "68th in the United States"), ("• Density", "5,471/sq mi (2,112.4/km2)"),
                       ("Time zone", "UTC−5 (EST)"), ("ZIP Code", "152XX"), ("Area code", "412, 878")])
    pgh_page = wiki_page("Pittsburgh", "Pittsburgh", f"""heading 'Pittsburgh'
StaticText 'Pittsburgh'
StaticText ' is a city in the Commonwealth of'
[40] link 'Pennsylvania'
StaticText ' and the county seat of'
[41] link 'Allegheny County'
StaticText '. It is located in southwest Pennsylvania at the confluence of the'
[42] link 'Allegheny River'
StaticText ' and'
[43] link 'Monongahela River'
StaticText ', which combine to form the'
[44] link 'Ohio River'
StaticText '. With a population of 302,971 as of 2020, it is the 68th-most populous city in the United States.'
{pgh}
StaticText 'Pittsburgh is known as both "the Steel City" for its dominant role in the history of the U.S. steel industry, and "the City of Bridges" for its 446 bridges.'""")
    turns = [
        ("fill('29', 'Allegheny River')", typed),
        ("keyboard_press('Enter')", wiki_page("Allegheny_River", "Allegheny River", allegheny(good))),
        ("click('131')", kinzua_page),
        ("go_back()", wiki_page("Allegheny_River", "Allegheny River", allegheny(good))),
        ("click('40')", ohio_page),
        ("go_back()", wiki_page("Allegheny_River", "Allegheny River", allegheny(bad))),
        ("click('44')", pgh_page),
    ]
    rs.add("web", "h53-web-06", web_sys("an offline Wikipedia (Kiwix, WebArena's wiki) at localhost:8888"), turns, state=home, bad=True, turn=6,
           kind="Back on the Allegheny River article the infobox basin size reads 11,850 sq mi, where the same unchanged article showed 11,580 sq mi at turns 2 and 4.")


# ---------------------------------------------------------------------------
# 07 Hotel booking (clean): filter, sort, change dates (prices change), book
# ---------------------------------------------------------------------------

BK = "https://www.booking.com"

HOTELS = {
    "alfama": ("Hotel Alfama Terrace", "Alfama, Lisbon", "1.1 km from centre", "8.9", "Excellent", "2,314", "Double Room with Balcony", 612, False),
    "limoeiro": ("Casa do Limoeiro Guesthouse", "Alfama, Lisbon", "1.4 km from centre", "9.3", "Wonderful", "487", "Double Room with Courtyard View", 484, True),
    "lumen": ("Lumen Chiado Hotel", "Chiado, Lisbon", "0.4 km from centre", "8.6", "Fabulous", "3,908", "Superior Double Room", 739, False),
    "baixa": ("Baixa Riverside Apartments", "Baixa, Lisbon", "0.3 km from centre", "8.1", "Very Good", "1,102", "One-Bedroom Apartment", 567, True),
    "graca": ("Hostel Graça Rooftop", "Graça, Lisbon", "1.6 km from centre", "8.8", "Fabulous", "5,611", "Double Room with Shared Bathroom", 291, True),
    "estrela": ("Pensão Estrela do Mar", "Cais do Sodré, Lisbon", "0.9 km from centre", "7.9", "Good", "864", "Standard Double Room", 338, True),
    "avenida": ("Avenida Park Suites", "Avenidas Novas, Lisbon", "2.8 km from centre", "8.4", "Very Good", "1,756", "Junior Suite", 598, True),
}


def bk_header() -> str:
    return """[30] banner ''
  [32] link 'Booking.com'
  [34] button 'Prices in Euro', hasPopup='dialog'
    StaticText 'EUR'
  [36] button 'Language: English (UK)', hasPopup='dialog'
  [38] link 'List your property'
  [40] button 'Your account menu Sofia Reyes Genius Level 2', hasPopup='dialog'
[44] navigation ''
  [45] link 'Stays'
  [46] link 'Flights'
  [47] link 'Car rentals'
  [48] link 'Attractions'
  [49] link 'Airport taxis'"""


def bk_card(b: int, key: str) -> str:
    name, area, dist, score, word, reviews, room, price, free = HOTELS[key]
    fc = "\n  StaticText 'Free cancellation'\n  StaticText 'No prepayment needed – pay at the property'" if free else ""
    return f"""[{b}] article ''
  [{b + 1}] link '{name}'
    [{b + 2}] img '{name}'
  [{b + 3}] heading '{name}'
    [{b + 4}] link '{name} Opens in new window'
  [{b + 5}] link '{area}'
  StaticText 'Show on map'
  StaticText '{dist}'
  StaticText 'Scored {score}'
  StaticText '{word}'
  StaticText '{reviews} reviews'
  StaticText '{room}'
  StaticText '1 double bed'{fc}
  StaticText '3 nights, 2 adults'
  StaticText '€{price}'
  StaticText '+€24 taxes and charges'
  [{b + 8}] link 'See availability'"""


def bk_results(order: list[str], count: str, free: bool, sort: str) -> str:
    cards = "\n".join(ind(bk_card(300 + 12 * i, k), 1) for i, k in enumerate(order))
    chk = "true" if free else "false"
    main = f"""[100] main ''
  [102] combobox 'Where are you going?', autocomplete='list', hasPopup='listbox', expanded=False, value='Lisbon'
  [104] button 'Thu 16 May — Sun 19 May'
  [106] button '2 adults · 0 children · 1 room'
  [108] button 'Search'
  [120] heading 'Filter by:'
  [122] group 'Popular filters'
    [123] checkbox 'Free cancellation 412', checked='{chk}'
    [124] checkbox 'Breakfast included 288', checked='false'
    [125] checkbox 'Hotels 371', checked='false'
    [126] checkbox 'Very Good: 8+ 519', checked='false'
  [130] group 'Your budget (per night)'
    [131] slider 'Min.', valuemin=0, valuemax=480, valuetext='€ 0'
    [132] slider 'Max.', valuemin=0, valuemax=480, valuetext='€ 480+'
  [140] heading 'Lisbon: {count} properties found'
  [142] button 'Sort by: {sort}', hasPopup='listbox', expanded=False
  [144] button 'List'
  [145] button 'Grid'
  StaticText 'Prices may vary depending on the length of stay and the dates you select.'
{cards}
  [700] navigation 'pagination'
    [701] button 'Previous page', disabled=True
    [702] button ' 1'
    [703] button ' 2'
    [704] button ' 3'
    StaticText '…'
    [706] button ' {"21" if free else "41"}'
    [707] button 'Next page'"""
    url = f"{BK}/searchresults.en-gb.html?ss=Lisbon&checkin=2024-05-16&checkout=2024-05-19&group_adults=2&no_rooms=1"
    if free:
        url += "&nflt=fc%3D2"
    if sort.startswith("Price"):
        url += "&order=price"
    return ax(url, "Booking.com : Hotels in Lisbon. Book your hotel now!", bk_header() + "\n" + main)


def bk_property(nights: int, sel: int = 0, editing: str = "") -> str:
    total = 484 if nights == 3 else 632
    tax = 8 * nights
    out_day = "Sun 19 May" if nights == 3 else "Mon 20 May"
    dates_btn = f"Thu 16 May — {out_day}"
    if editing:
        dates_btn = editing
    sel_txt = "0" if sel == 0 else f"1    (€ {total})"
    reserve = ""
    if sel:
        reserve = f"""
    StaticText '1 room for'
    StaticText '€ {total}'
    StaticText '+€{tax} taxes and charges'"""
    url = f"{BK}/hotel/pt/casa-do-limoeiro.en-gb.html?checkin=2024-05-16&checkout=2024-05-{19 if nights == 3 else 20}&group_adults=2&no_rooms=1"
    main = f"""[100] main ''
  [102] navigation 'Breadcrumb'
    [103] link 'Home'
    [104] link 'Portugal'
    [105] link 'Lisbon Region'
    [106] link 'Lisbon'
    StaticText 'Casa do Limoeiro Guesthouse (Guest house), Portugal Deals'
  StaticText 'Guest house'
  [110] heading 'Casa do Limoeiro Guesthouse'
  StaticText 'Rua do Limoeiro 38, Alfama, 1100-337 Lisbon, Portugal'
  [112] button 'Excellent location – show map'
  StaticText 'Scored 9.3'
  StaticText 'Wonderful'
  StaticText '487 reviews'
  [116] button 'Save the property'
  [118] button 'Reserve'
  StaticText 'Most popular facilities'
  StaticText 'Free WiFi'
  StaticText 'Non-smoking rooms'
  StaticText 'Terrace'
  StaticText 'Very good breakfast'
  [130] heading 'Availability'
  [132] button '{dates_btn}'{", expanded=True" if editing else ""}
  [134] button '2 adults · 0 children · 1 room'
  [136] button 'Change search'
  [150] table ''
    [151] row ''
      [152] columnheader 'Room type'
      [153] columnheader 'Number of guests'
      [154] columnheader 'Price for {nights} nights'
      [155] columnheader 'Your choices'
      [156] columnheader 'Select rooms'
    [160] row ''
      [161] cell 'Double Room with Courtyard View 1 double bed'
        [162] link 'Double Room with Courtyard View'
      [163] cell 'Max. people: 2'
      [164] cell '€ {total} +€{tax} taxes and charges'
      [165] cell 'Very good breakfast included Free cancellation before 14 May 2024 No prepayment needed – pay at the property Only 2 rooms left on our site'
      [166] cell ''
        [167] combobox 'Select rooms', hasPopup='menu', expanded=False
          StaticText '{sel_txt}'
    [170] row ''
      [171] cell 'Twin Room with Shared Bathroom 2 single beds'
        [172] link 'Twin Room with Shared Bathroom'
      [173] cell 'Max. people: 2'
      [174] cell '€ {296 if nights == 3 else 388} +€{tax} taxes and charges'
      [175] cell 'Free cancellation before 14 May 2024 No prepayment needed – pay at the property'
      [176] cell ''
        [177] combobox 'Select rooms', hasPopup='menu', expanded=False
          StaticText '0'
  [190] group ''{reserve}
    [196] button "I'll reserve"
    StaticText 'Confirmation is immediate'
    StaticText 'No booking or credit card fees!'"""
    return ax(url, "Casa do Limoeiro Guesthouse, Lisbon – Updated 2024 Prices", bk_header() + "\n" + main)


def bk_details(req: str, focused: bool) -> str:
    foc = ", focused" if focused else ""
    main = f"""[100] main ''
  [102] list 'Steps'
    StaticText '1 Your selection'
    StaticText '2 Your details'
    StaticText '3 Finish booking'
  [110] heading 'Casa do Limoeiro Guesthouse'
  StaticText 'Rua do Limoeiro 38, Alfama, 1100-337 Lisbon, Portugal'
  StaticText 'Scored 9.3 Wonderful · 487 reviews'
  [114] heading 'Your booking details'
  StaticText 'Check-in'
  StaticText 'Thu 16 May 2024'
  StaticText '15:00 – 22:00'
  StaticText 'Check-out'
  StaticText 'Mon 20 May 2024'
  StaticText 'Until 11:00'
  StaticText 'Total length of stay:'
  StaticText '4 nights'
  StaticText 'You selected'
  StaticText '1 room for 2 adults'
  StaticText 'Double Room with Courtyard View'
  [126] link 'Change your selection'
  [130] heading 'Your price summary'
  StaticText 'Price'
  StaticText '€ 632'
  StaticText '+€32 taxes and charges'
  StaticText 'Excludes charges: € 4 City tax per person per night'
  [140] heading 'Enter your details'
  [142] textbox 'First name *', required=True, value='Sofia'
  [144] textbox 'Last name *', required=True, value='Reyes'
  [146] textbox 'Email address *', required=True, value='sofia.reyes@fastmail.com'
  [148] combobox 'Country/region *', hasPopup='menu', expanded=False
    StaticText 'Spain'
  [150] textbox 'Telephone (mobile number preferred) *', required=True, value='+34 612 448 903'
  [160] heading 'Special requests'
  [162] textbox 'Please write your requests in English or Portuguese. (optional)', multiline=True, required=False{foc}
    StaticText '{req}'
  [170] heading 'Your arrival time'
  [172] combobox 'Add your estimated arrival time (optional)', hasPopup='menu', expanded=False
    StaticText 'Please select'
  [180] button 'Complete booking'"""
    return ax(f"{BK}/book.html?hotel_id=8841205&stage=1", "Booking.com: Your details", bk_header() + "\n" + main)


def t07(rs: RowSet) -> None:
    rec = ["alfama", "limoeiro", "lumen", "baixa", "graca"]
    free_rec = ["limoeiro", "baixa", "graca", "avenida", "estrela"]
    free_price = ["graca", "estrela", "limoeiro", "baixa", "avenida"]
    state = bk_results(rec, "812", False, "Our top picks")
    req = "We arrive on a late flight (landing 21:40). Could we leave luggage after check-out on Monday?"
    confirm = ax(f"{BK}/confirmation.en-gb.html?aid=304142&hotel_id=8841205", "Booking.com: Booking confirmation", bk_header() + """
[100] main ''
  [102] heading 'Thanks, Sofia! Your booking in Lisbon is confirmed.'
  StaticText 'Casa do Limoeiro Guesthouse is expecting you on 16 May.'
  StaticText 'We sent your confirmation email to sofia.reyes@fastmail.com'
  [108] button 'Print full version'
  StaticText 'Confirmation number:'
  StaticText '4127.903.566'
  StaticText 'PIN code:'
  StaticText '8841'
  [114] heading 'Casa do Limoeiro Guesthouse'
  StaticText 'Rua do Limoeiro 38, Alfama, 1100-337 Lisbon, Portugal'
  StaticText 'Check-in'
  StaticText 'Thursday 16 May 2024 (15:00 – 22:00)'
  StaticText 'Check-out'
  StaticText 'Monday 20 May 2024 (until 11:00)'
  StaticText 'Your reservation'
  StaticText '4 nights, 1 room'
  StaticText 'Double Room with Courtyard View'
  StaticText 'Price'
  StaticText '€ 632'
  StaticText 'City tax (€ 4 per person per night) is paid at the property: € 32'
  StaticText 'Free cancellation before 14 May 2024'
  StaticText 'Your special requests'
  StaticText 'We arrive on a late flight (landing 21:40). Could we leave luggage after check-out on Monday?'
  [140] link 'Change dates'
  [141] link 'Cancel booking'
  [142] link 'Contact property'""")
    turns = [
        ("click('123')", bk_results(free_rec, "412", True, "Our top picks")),
        ("click('142')", bk_results(free_rec, "412", True, "Our top picks").replace(
            "[142] button 'Sort by: Our top picks', hasPopup='listbox', expanded=False",
            "[142] button 'Sort by: Our top picks', hasPopup='listbox', expanded=True\n\t\t[146] listbox ''\n\t\t\t[147] option 'Our top picks', selected=True\n\t\t\t[148] option 'Homes & apartments first', selected=False\n\t\t\t[149] option 'Price (lowest first)', selected=False\n\t\t\t[150] option 'Best reviewed & lowest price', selected=False\n\t\t\t[151] option 'Distance From Downtown', selected=False")),
        ("click('149')", bk_results(free_price, "412", True, "Price (lowest first)")),
        ("click('332')", bk_property(3)),
        ("click('132')", bk_property(3, editing="Thu 16 May — Sun 19 May").replace("[136] button 'Change search'",
                                                                                    "[136] button 'Change search'\n\t\t[137] dialog 'Select dates'\n\t\t\t[138] grid 'May 2024'\n\t\t\t\t[139] gridcell '16', selected=True\n\t\t\t\t[140] gridcell '17'\n\t\t\t\t[141] gridcell '18'\n\t\t\t\t[142] gridcell '19', selected=True\n\t\t\t\t[143] gridcell '20'\n\t\t\t\t[144] gridcell '21'\n\t\t\t[146] button 'Done'")),
        ("click('143')", bk_property(3, editing="Thu 16 May — Mon 20 May").replace("[136] button 'Change search'",
                                                                                   "[136] button 'Change search'\n\t\t[137] dialog 'Select dates'\n\t\t\t[138] grid 'May 2024'\n\t\t\t\t[139] gridcell '16', selected=True\n\t\t\t\t[140] gridcell '17'\n\t\t\t\t[141] gridcell '18'\n\t\t\t\t[142] gridcell '19'\n\t\t\t\t[143] gridcell '20', selected=True\n\t\t\t\t[144] gridcell '21'\n\t\t\t[146] button 'Done'")),
        ("click('136')", bk_property(4)),
        ("select_option('167', '1    (€ 632)')", bk_property(4, sel=1)),
        ("click('196')", bk_details("", False)),
        (f"fill('162', {req!r})", bk_details(req, True)),
        ("click('180')", confirm),
    ]
    rs.add("web", "h53-web-07", web_sys("Booking.com (hotel search and booking), signed in as Sofia Reyes"), turns, state=state, bad=False)


# ---------------------------------------------------------------------------
# 08 Airline manage booking (contradiction): a ticket number changes on the payment page
# ---------------------------------------------------------------------------

AIR = "https://www.cascadiaair.com"


def air_page(url: str, title: str, main: str) -> str:
    body = f"""[20] banner ''
  [22] link 'Cascadia Airways home'
    [23] img 'Cascadia Airways'
  [25] navigation 'Main'
    [26] link 'Book'
    [27] link 'Manage trips'
    [28] link 'Check in'
    [29] link 'Flight status'
    [30] link 'Northstar Miles'
  [34] link 'Sign in'
  [35] button 'English - United States', hasPopup='menu', expanded=False
[60] main ''
{ind(main, 1)}
[900] contentinfo ''
  [901] link 'Contact us'
  [902] link 'Contract of carriage'
  [903] link 'Optional services and fees'
  [904] link 'Privacy'
  StaticText '© 2024 Cascadia Airways, Inc.'"""
    return ax(url, title, body)


AIR_PAX = [("Adaeze Okafor", "027-2381447290", "CW 88 412 905"), ("Chinedu Okafor", "027-2381447291", "Not provided")]


def air_lookup(ref: str, last: str, focus: str) -> str:
    fr = ", focused" if focus == "ref" else ""
    fl = ", focused" if focus == "last" else ""
    rv = f", value='{ref}'" if ref else ""
    lv = f", value='{last}'" if last else ""
    main = f"""[62] heading 'Manage your trip'
StaticText 'Find your reservation to change seats, add bags, or update passenger information.'
[66] radio 'Confirmation code', checked='true'
[67] radio 'Ticket number', checked='false'
[70] textbox 'Confirmation code (6 letters) *', required=True{rv}{fr}
[72] textbox 'Last name *', required=True{lv}{fl}
[74] button 'Find trip'
StaticText 'Booked through a travel agency? Use the confirmation code from your agency itinerary.'"""
    return air_page(f"{AIR}/manage", "Manage trip | Cascadia Airways", main)


def air_trip(out_seats: tuple[str, str], flash: str = "", bags: str = "None") -> str:
    fl = f"[61] alert ''\n  StaticText '{flash}'\n" if flash else ""
    pax = []
    for i, (name, tkt, loyalty) in enumerate(AIR_PAX):
        b = 120 + 6 * i
        pax += [f"  [{b}] row ''", f"    [{b + 1}] cell '{name}'", "    [{0}] cell 'Adult'".format(b + 2), f"    [{b + 3}] cell '{tkt}'",
                f"    [{b + 4}] cell '{loyalty}'", f"    [{b + 5}] cell '{bags if i == 0 else 'None'}'"]
    main = f"""{fl}[62] heading 'Seattle to Boston'
StaticText 'Confirmation code:'
StaticText 'K7QXNP'
StaticText 'Status:'
StaticText 'Confirmed'
StaticText 'Booked Mar 02, 2024'
[70] heading 'Flights'
[72] group 'Depart Fri, Jun 14, 2024'
  StaticText 'CW 418'
  StaticText 'SEA 7:05 AM'
  StaticText 'BOS 3:32 PM'
  StaticText 'Nonstop · 5h 27m · Boeing 737 MAX 9'
  StaticText 'Main Cabin (L)'
  StaticText 'Seats: {out_seats[0]}, {out_seats[1]}'
  [80] button 'Change seats, CW 418'
[84] group 'Return Sun, Jun 23, 2024'
  StaticText 'CW 421'
  StaticText 'BOS 6:40 PM'
  StaticText 'SEA 9:58 PM'
  StaticText 'Nonstop · 6h 18m · Airbus A321neo'
  StaticText 'Main Cabin (L)'
  StaticText 'Seats: 22A, 22B'
  [92] button 'Change seats, CW 421'
[110] heading 'Passengers'
[112] table ''
  [113] row ''
    [114] columnheader 'Name'
    [115] columnheader 'Type'
    [116] columnheader 'Ticket number'
    [117] columnheader 'Northstar number'
    [118] columnheader 'Checked bags'
{chr(10).join(pax)}
[140] link 'Edit passenger details'
[150] heading 'Trip options'
[152] button 'Add checked bags'
[153] button 'Change flights'
[154] button 'Cancel trip'
StaticText 'Check-in opens 24 hours before departure (Thu, Jun 13, 2024 at 7:05 AM PDT).'
[160] heading 'Payment summary'
StaticText 'Fare (2 adults)'
StaticText '$748.40'
StaticText 'Taxes and fees'
StaticText '$95.36'
StaticText 'Total paid'
StaticText '$843.76'"""
    return air_page(f"{AIR}/manage/trip?code=K7QXNP", "Trip K7QXNP | Cascadia Airways", main)


def air_seatmap(a: str, b: str, active: int) -> str:
    taken = {"12B", "12C", "12D", "13A", "13B", "13F", "14A", "14B", "14E", "14F", "15C", "15D", "15E", "16C", "16D", "16F"}
    rows = []
    bid = 300
    for r in range(12, 17):
        cells = []
        for col in "ABCDEF":
            seat = f"{r}{col}"
            bid += 1
            if seat in (a, b):
                who = "Adaeze" if seat == a else "Chinedu"
                cells.append(f"    [{bid}] button 'Seat {seat}, selected for {who}', pressed=True")
            elif seat in taken:
                cells.append(f"    [{bid}] button 'Seat {seat}, unavailable', disabled=True")
            else:
                kind = "Preferred, $29.00" if r == 12 else "Main Cabin, included"
                cells.append(f"    [{bid}] button 'Seat {seat}, {kind}'")
        rows.append(f"  [{bid - 6}] row 'Row {r}'\n" + "\n".join(cells))
        bid += 4
    tabs = []
    for i, (name, seat) in enumerate([("Adaeze Okafor", a), ("Chinedu Okafor", b)]):
        sel = "True" if i == active else "False"
        tabs.append(f"  [{200 + i}] tab '{name} Seat {seat}', selected={sel}")
    main = f"""[62] heading 'Choose seats'
StaticText 'CW 418 · Seattle (SEA) to Boston (BOS) · Fri, Jun 14, 2024'
[66] tablist 'Passengers'
{chr(10).join(tabs)}
StaticText 'Legend: Main Cabin included · Preferred $29.00 · Unavailable'
[296] grid 'Seat map, rows 12 to 16'
{chr(10).join(rows)}
StaticText 'Exit row 17 requires passengers to meet exit row criteria.'
[380] button 'Cancel'
[382] button 'Save seats'"""
    return air_page(f"{AIR}/manage/seats?code=K7QXNP&segment=1", "Choose seats | Cascadia Airways", main)


def air_bags(n: int) -> str:
    total = "$70.00" if n else "$0.00"
    main = f"""[62] heading 'Add checked bags'
StaticText 'Bags are added to both flights in this trip. First checked bag $35.00 each way, second checked bag $45.00 each way. Maximum 50 lb (23 kg) and 62 in (158 cm).'
[70] group 'Adaeze Okafor'
  StaticText 'Ticket 027-2381447290'
  [72] combobox 'Checked bags for Adaeze Okafor', hasPopup='menu', expanded=False
    StaticText '{"1 bag ($70.00 round trip)" if n else "0 bags"}'
[80] group 'Chinedu Okafor'
  StaticText 'Ticket 027-2381447291'
  [82] combobox 'Checked bags for Chinedu Okafor', hasPopup='menu', expanded=False
    StaticText '0 bags'
StaticText 'Total for bags'
StaticText '{total}'
[90] button 'Back to trip'
[92] button 'Continue to payment'{"" if n else ", disabled=True"}"""
    return air_page(f"{AIR}/manage/bags?code=K7QXNP", "Add bags | Cascadia Airways", main)


def air_payment(tkt_a: str) -> str:
    main = f"""[62] heading 'Review and pay'
StaticText 'Confirmation code K7QXNP'
[66] table 'Items'
  [67] row ''
    [68] columnheader 'Item'
    [69] columnheader 'Passenger'
    [70] columnheader 'Ticket'
    [71] columnheader 'Price'
  [72] row ''
    [73] cell '1st checked bag, CW 418 SEA-BOS'
    [74] cell 'Adaeze Okafor'
    [75] cell '{tkt_a}'
    [76] cell '$35.00'
  [77] row ''
    [78] cell '1st checked bag, CW 421 BOS-SEA'
    [79] cell 'Adaeze Okafor'
    [80] cell '{tkt_a}'
    [81] cell '$35.00'
StaticText 'Bag fees are non-refundable once the first flight has departed.'
StaticText 'Total due'
StaticText '$70.00'
[90] radio 'Card ending in 4417 (Visa, exp 09/27)', checked='true'
[91] radio 'Add a new card', checked='false'
[95] textbox 'Security code (CVV) *', required=True
[98] button 'Pay $70.00'"""
    return air_page(f"{AIR}/manage/pay?code=K7QXNP", "Review and pay | Cascadia Airways", main)


def t08(rs: RowSet) -> None:
    state = air_lookup("", "", "")
    receipt = air_page(f"{AIR}/manage/receipt?code=K7QXNP&emd=0272104887715", "Receipt | Cascadia Airways", """[62] heading 'Payment complete'
StaticText 'We emailed a receipt to a.okafor@outlook.com.'
StaticText 'Receipt (EMD) number'
StaticText '027-2104887715'
StaticText 'Issued Tue, Apr 30, 2024 10:12 AM PDT'
[70] table ''
  [71] row ''
    [72] columnheader 'Passenger'
    [73] columnheader 'Ticket number'
    [74] columnheader 'Service'
    [75] columnheader 'Amount'
  [76] row ''
    [77] cell 'Adaeze Okafor'
    [78] cell '027-2381447290'
    [79] cell '1st checked bag, round trip'
    [80] cell '$70.00'
StaticText 'Charged to Visa ending in 4417'
StaticText 'Total charged: $70.00'
[90] link 'Back to trip K7QXNP'""")
    turns = [
        ("fill('70', 'K7QXNP')", air_lookup("K7QXNP", "", "ref")),
        ("fill('72', 'Okafor')", air_lookup("K7QXNP", "Okafor", "last")),
        ("click('74')", air_trip(("14C", "14D"))),
        ("click('80')", air_seatmap("14C", "14D", 0)),
        ("click('341')", air_seatmap("16A", "14D", 1)),
        ("click('342')", air_seatmap("16A", "16B", 1)),
        ("click('382')", air_trip(("16A", "16B"), "Your seat changes for CW 418 have been saved.")),
        ("click('152')", air_bags(0)),
        ("select_option('72', '1 bag ($70.00 round trip)')", air_bags(1)),
        ("click('92')", air_payment("027-2381447209")),
        ("fill('95', '311')", air_payment("027-2381447209").replace("[95] textbox 'Security code (CVV) *', required=True", "[95] textbox 'Security code (CVV) *', required=True, focused, value='•••'")),
        ("click('98')", receipt),
    ]
    rs.add("web", "h53-web-08", web_sys("the Cascadia Airways website, manage-trip section (not signed in)"), turns, state=state, bad=True, turn=10,
           kind="The payment page lists Adaeze Okafor's ticket as 027-2381447209, while the trip and bags pages showed ticket 027-2381447290 and nothing reissued it.")


# ---------------------------------------------------------------------------
# 09 Bank transfers (contradiction): balance after a transfer does not follow from it
# ---------------------------------------------------------------------------

BANK = "https://secure.harborlinebank.com"


def bank_page(url: str, title: str, main: str) -> str:
    body = f"""[18] banner ''
  [20] link 'Harborline Bank'
    [21] img 'Harborline Bank'
  StaticText 'Good afternoon, Marcus'
  StaticText 'Last sign-in: Apr 29, 2024 8:47 PM ET'
  [26] link 'Messages (1)'
  [27] button 'Sign out'
[30] navigation 'Primary'
  [31] link 'Accounts'
  [32] link 'Transfers'
  [33] link 'Pay bills'
  [34] link 'Zelle®'
  [35] link 'Statements & documents'
  [36] link 'Profile & settings'
[50] main ''
{ind(main, 1)}
[950] contentinfo ''
  StaticText 'Harborline Bank, N.A. Member FDIC. Equal Housing Lender.'
  [952] link 'Privacy & security'
  [953] link 'Online banking agreement'
  StaticText 'Routing number 021407912'"""
    return ax(url, title, body)


def bank_form(frm: str, to: str, amount: str, focus: str = "") -> str:
    fa = ", focused" if focus == "amount" else ""
    av = f", value='{amount}'" if amount else ""
    main = f"""[52] heading 'Transfer money'
[54] tablist ''
  [55] tab 'Between my accounts', selected=True
  [56] tab 'To someone else', selected=False
  [57] tab 'Scheduled & recurring', selected=False
[60] combobox 'Transfer from *', hasPopup='menu', expanded=False
  StaticText '{frm or "Select account"}'
[62] combobox 'Transfer to *', hasPopup='menu', expanded=False
  StaticText '{to or "Select account"}'
StaticText '$'
[65] textbox 'Amount *', required=True{av}{fa}
[67] textbox 'Send on', required=False, value='04/30/2024'
[69] combobox 'Frequency', hasPopup='menu', expanded=False
  StaticText 'One time'
[71] textbox 'Memo (optional)', required=False
StaticText 'Transfers between Harborline accounts made before 8:00 PM ET on a business day are available immediately.'
StaticText 'Daily transfer limit remaining: $25,000.00'
[76] button 'Cancel'
[78] button 'Review transfer'{"" if frm and to and amount else ", disabled=True"}"""
    return bank_page(f"{BANK}/transfers/new", "Transfer money | Harborline Bank", main)


def t09(rs: RowSet) -> None:
    chk = "Everyday Checking ••4821 ($3,412.58)"
    sav = "High-Yield Savings ••7730 ($12,906.14)"
    acts = [("Apr 29, 2024", "PSEG LONG ISLAND  ONLINE PMT", "-$142.67", "$3,412.58"),
            ("Apr 27, 2024", "TRADER JOE'S #541  HUNTINGTON NY", "-$86.19", "$3,555.25"),
            ("Apr 26, 2024", "PAYROLL  NORTHWELL HEALTH  DIR DEP", "+$2,318.44", "$3,641.44"),
            ("Apr 25, 2024", "VERIZON WIRELESS  AUTOPAY", "-$94.12", "$1,323.00"),
            ("Apr 24, 2024", "SHELL OIL 57442  MELVILLE NY", "-$48.30", "$1,417.12")]
    rows = []
    for i, (d, desc, amt, bal) in enumerate(acts):
        b = 200 + 5 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{d}'", f"    [{b + 2}] cell '{desc}'", f"    [{b + 3}] cell '{amt}'", f"    [{b + 4}] cell '{bal}'"]
    overview = bank_page(f"{BANK}/accounts", "Accounts overview | Harborline Bank", f"""[52] heading 'Accounts'
[60] region 'Bank accounts'
  [61] link 'Everyday Checking ••4821'
  StaticText 'Available balance'
  StaticText '$3,412.58'
  StaticText 'Current balance'
  StaticText '$3,412.58'
  [66] link 'High-Yield Savings ••7730'
  StaticText 'Available balance'
  StaticText '$12,906.14'
  StaticText 'APY 4.35%'
[80] region 'Credit cards'
  [81] link 'Harborline Cash Rewards Visa ••0094'
  StaticText 'Current balance'
  StaticText '$641.27'
  StaticText 'Available credit'
  StaticText '$7,358.73'
  StaticText 'Payment due May 18, 2024'
[100] heading 'Recent activity: Everyday Checking ••4821'
[102] table ''
  [103] row ''
    [104] columnheader 'Date'
    [105] columnheader 'Description'
    [106] columnheader 'Amount'
    [107] columnheader 'Balance'
{chr(10).join(rows)}
[240] link 'See all activity'""")
    review = bank_page(f"{BANK}/transfers/review", "Review transfer | Harborline Bank", """[52] heading 'Review your transfer'
[54] table ''
  [55] row ''
    [56] rowheader 'From'
    [57] cell 'Everyday Checking ••4821'
  [58] row ''
    [59] rowheader 'To'
    [60] cell 'High-Yield Savings ••7730'
  [61] row ''
    [62] rowheader 'Amount'
    [63] cell '$250.00'
  [64] row ''
    [65] rowheader 'Send on'
    [66] cell 'Today, Apr 30, 2024'
  [67] row ''
    [68] rowheader 'Frequency'
    [69] cell 'One time'
  [70] row ''
    [71] rowheader 'Memo'
    [72] cell 'None'
StaticText 'Checking available balance after transfer: $3,162.58'
StaticText 'Savings available balance after transfer: $13,156.14'
StaticText 'Savings accounts are limited to 6 withdrawals per statement cycle. Deposits are unlimited.'
[80] button 'Edit'
[82] button 'Transfer now'""")
    done = bank_page(f"{BANK}/transfers/confirmation?id=TRF-20240430-88127", "Transfer complete | Harborline Bank", """[52] heading 'Your transfer is complete'
[53] img 'Success'
StaticText 'Confirmation number'
StaticText 'TRF-20240430-88127'
StaticText 'Submitted Apr 30, 2024 at 3:18 PM ET'
[60] table ''
  [61] row ''
    [62] rowheader 'From'
    [63] cell 'Everyday Checking ••4821'
  [64] row ''
    [65] rowheader 'To'
    [66] cell 'High-Yield Savings ••7730'
  [67] row ''
    [68] rowheader 'Amount'
    [69] cell '$250.00'
  [70] row ''
    [71] rowheader 'Available on'
    [72] cell 'Apr 30, 2024'
[80] heading 'Updated balances'
StaticText 'Everyday Checking ••4821'
StaticText '$3,126.58'
StaticText 'High-Yield Savings ••7730'
StaticText '$13,156.14'
[90] button 'Make another transfer'
[91] link 'Go to accounts'
[92] button 'Print'""")
    turns = [
        ("click('32')", bank_form("", "", "")),
        (f"select_option('60', {chk!r})", bank_form(chk, "", "")),
        (f"select_option('62', {sav!r})", bank_form(chk, sav, "")),
        ("fill('65', '250.00')", bank_form(chk, sav, "250.00", "amount")),
        ("click('78')", review),
        ("click('82')", done),
    ]
    rs.add("web", "h53-web-09", web_sys("Harborline Bank online banking, signed in as Marcus Bellamy"), turns, state=overview, bad=True, turn=6,
           kind="After moving $250.00 out of checking (balance $3,412.58, review page said $3,162.58 after) the confirmation shows checking at $3,126.58.")


# ---------------------------------------------------------------------------
# 10 Recipe site with saved collections (clean): scale servings, save, rename collection
# ---------------------------------------------------------------------------

FORK = "https://www.forkfulkitchen.com"


def fork_page(url: str, title: str, main: str) -> str:
    body = f"""[15] banner ''
  [17] link 'Forkful Kitchen'
  [19] searchbox 'Search recipes, ingredients, cooks'
  [21] link 'Recipes'
  [22] link 'Meal plans'
  [23] link 'My collections'
  [24] button 'Account: Hannah Lindqvist', hasPopup='menu', expanded=False
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  [901] link 'About'
  [902] link 'Submit a recipe'
  [903] link 'Terms'
  [904] link 'Privacy'
  StaticText '© 2024 Forkful Media AB'"""
    return ax(url, title, body)


CHILI = [("olive oil", 2, "tbsp"), ("yellow onion, diced", 1, "large"), ("garlic, minced", 3, "cloves"),
         ("smoked paprika", 2, "tsp"), ("ground cumin", 1, "tsp"), ("black beans (15 oz cans), drained", 2, "cans"),
         ("crushed tomatoes (28 oz can)", 1, "can"), ("vegetable broth", 1, "cup"), ("kosher salt", 1, "tsp")]


def frac(x: float) -> str:
    whole = int(x)
    rest = x - whole
    part = {0.0: "", 0.5: "½", 0.25: "¼", 0.75: "¾"}[round(rest * 4) / 4]
    return (str(whole) if whole else "") + part


def fork_recipe(servings: int, saved: bool, dialog: str = "") -> str:
    scale = servings / 4
    ings = []
    for i, (name, qty, unit) in enumerate(CHILI):
        q = qty * scale
        u = unit
        if unit == "tsp" and q >= 3 and q % 3 == 0:
            q, u = q / 3, "tbsp"
        if unit in ("cup", "can", "cans", "cloves") and q > 1 and not u.endswith("s"):
            u = u + "s"
        ings.append(f"  [{120 + i}] checkbox '{frac(q)} {u} {name}', checked='false'")
    count = "18,403" if saved else "18,402"
    save = "Saved" if saved else "Save"
    main = f"""[42] navigation 'Breadcrumb'
  [43] link 'Recipes'
  [44] link 'Main dishes'
  [45] link 'Chili'
[50] heading 'Smoky Black Bean Chili'
StaticText 'By'
[52] link 'Tomás Ferreira'
StaticText 'Rated 4.7 out of 5'
[54] link '1,284 ratings'
[55] link '212 reviews'
[57] button '{save}'
StaticText '{count}'
[59] button 'Share'
[60] button 'Print'
StaticText 'Prep 15 min · Cook 40 min · Total 55 min'
StaticText 'Vegan · Gluten-free'
[100] heading 'Ingredients'
[102] button 'Decrease servings'
StaticText '{servings} servings'
[104] button 'Increase servings'
StaticText 'US'
StaticText 'Metric'
[110] group ''
{chr(10).join(ings)}
[140] heading 'Method'
[142] list ''
  [143] listitem ''
    StaticText 'Heat the oil in a large pot over medium heat. Add the onion and cook 6–8 minutes until soft.'
  [144] listitem ''
    StaticText 'Stir in the garlic, paprika and cumin and cook 1 minute until fragrant.'
  [145] listitem ''
    StaticText 'Add beans, tomatoes, broth and salt. Simmer uncovered 30 minutes, stirring now and then.'
  [146] listitem ''
    StaticText 'Mash a quarter of the beans against the side of the pot to thicken. Taste and adjust salt.'
[150] heading 'Nutrition (per serving)'
StaticText '312 kcal · 14 g protein · 52 g carbs · 7 g fat · 16 g fibre'
StaticText 'Nutrition is calculated per serving and does not change when you scale the recipe.'
{dialog}"""
    return fork_page(f"{FORK}/recipes/48213-smoky-black-bean-chili", "Smoky Black Bean Chili | Forkful Kitchen", main)


def fork_dialog(checked: bool) -> str:
    soups = "Soups & stews 15 recipes" if checked else "Soups & stews 14 recipes"
    msg = "\n  StaticText 'Saved to Soups & stews'" if checked else ""
    return f"""[300] dialog 'Save to collection', modal=True
  [302] heading 'Save to collection'
  [304] checkbox 'Weeknight dinners 23 recipes', checked='false'
  [305] checkbox 'Meal prep 9 recipes', checked='false'
  [306] checkbox '{soups}', checked='{"true" if checked else "false"}'
  [307] checkbox 'Holiday baking 31 recipes', checked='false'
  [310] button 'New collection'{msg}
  [314] button 'Done'"""


def fork_collection(name: str, edit: str = "", flash: str = "") -> str:
    items = [("Smoky Black Bean Chili", "Tomás Ferreira", "4.7", "Saved just now"),
             ("Roasted Tomato Soup with Basil Oil", "Ines Walker", "4.8", "Saved Apr 21, 2024"),
             ("Red Lentil Dal (Masoor Dal)", "Priya Raman", "4.9", "Saved Apr 9, 2024"),
             ("Chicken Tortilla Soup", "Forkful Test Kitchen", "4.6", "Saved Mar 28, 2024"),
             ("Beef and Barley Stew", "Sam Okoro", "4.5", "Saved Mar 3, 2024"),
             ("Creamy White Bean and Kale Soup", "Ines Walker", "4.7", "Saved Feb 14, 2024")]
    cards = []
    for i, (t, by, r, when) in enumerate(items):
        b = 200 + 5 * i
        cards += [f"  [{b}] article ''", f"    [{b + 1}] link '{t}'", f"    StaticText 'By {by}'", f"    StaticText '{r} ★'",
                  f"    StaticText '{when}'", f"    [{b + 3}] button 'Remove {t} from collection'"]
    dlg = ""
    if edit:
        dlg = f"""
[400] dialog 'Edit collection', modal=True
  [402] textbox 'Collection name', required=True, value='{edit}', focused
  StaticText '{40 - len(edit)} characters left'
  [404] radio 'Private', checked='true'
  [405] radio 'Shared with link', checked='false'
  [408] button 'Delete collection'
  [410] button 'Cancel'
  [411] button 'Save changes'"""
    fl = f"[41] status ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[42] navigation 'Breadcrumb'
  [43] link 'My collections'
[50] heading '{name}'
StaticText '15 recipes · Private · Updated just now'
[54] button 'Edit collection'
[55] button 'Share'
[56] combobox 'Sort', hasPopup='menu', expanded=False
  StaticText 'Recently saved'
[60] list ''
{chr(10).join(cards)}
StaticText 'Showing 6 of 15'
[290] button 'Load more'{dlg}"""
    return fork_page(f"{FORK}/collections/77104-soups-stews", f"{name} | My collections | Forkful Kitchen", main)


def t10(rs: RowSet) -> None:
    colls = fork_page(f"{FORK}/collections", "My collections | Forkful Kitchen", """[50] heading 'My collections'
[52] button 'New collection'
[56] combobox 'Sort', hasPopup='menu', expanded=False
  StaticText 'Last updated'
[60] list ''
  [61] listitem ''
    [62] link 'Soups & stews'
    StaticText '15 recipes · Private · Updated just now'
  [64] listitem ''
    [65] link 'Weeknight dinners'
    StaticText '23 recipes · Private · Updated Apr 26, 2024'
  [67] listitem ''
    [68] link 'Meal prep'
    StaticText '9 recipes · Shared with link · Updated Apr 14, 2024'
  [70] listitem ''
    [71] link 'Holiday baking'
    StaticText '31 recipes · Private · Updated Dec 19, 2023'""")
    new = "Soups, stews & chili"
    turns = [
        ("click('104')", fork_recipe(5, False)),
        ("click('104')", fork_recipe(6, False)),
        ("click('57')", fork_recipe(6, False, fork_dialog(False))),
        ("click('306')", fork_recipe(6, True, fork_dialog(True))),
        ("click('23')", colls),
        ("click('62')", fork_collection("Soups & stews")),
        ("click('54')", fork_collection("Soups & stews", "Soups & stews")),
        (f"fill('402', {new!r})", fork_collection("Soups & stews", new)),
        ("click('411')", fork_collection(new, flash="Collection updated")),
    ]
    rs.add("web", "h53-web-10", web_sys("Forkful Kitchen, a recipe site with saved collections, signed in as Hannah Lindqvist"), turns,
           state=fork_recipe(4, False), bad=False)


# ---------------------------------------------------------------------------
# 11 Job board (contradiction): a job removed from Saved comes back
# ---------------------------------------------------------------------------

JOBS = "https://www.workstreamjobs.com"

JOB = {
    "alpine": ("Senior Data Analyst", "Alpine Outdoor Co.", "Golden, CO", "$98,000 - $118,000 a year", "Hybrid work"),
    "meridian": ("Data Analyst", "Meridian Health Partners", "Denver, CO 80202", "$78,000 - $92,000 a year", "Full-time"),
    "copper": ("Business Intelligence Analyst", "Copperline Energy", "Remote", "$95,000 - $110,000 a year", "Full-time"),
    "field": ("Junior Data Engineer", "Fieldnote Analytics", "Boulder, CO", "$85,000 a year", "Full-time"),
    "cdphe": ("Reporting Analyst", "State of Colorado (CDPHE)", "Denver, CO 80246", "$5,611 - $7,855 a month", "Full-time"),
    "pine": ("Analytics Associate", "Pinecrest Credit Union", "Aurora, CO 80012", "$62,000 - $70,000 a year", "Full-time"),
    "mile": ("Marketing Data Analyst", "MileHigh Media Group", "Denver, CO 80205", "$70,000 - $80,000 a year", "Full-time"),
    "rtd": ("Data Analyst - Ridership", "Front Range Transit", "Denver, CO 80202", "$81,432 - $101,790 a year", "Full-time"),
}


def jobs_page(url: str, title: str, main: str) -> str:
    body = f"""[12] banner ''
  [14] link 'WorkStream'
  [16] link 'Home'
  [17] link 'Company reviews'
  [18] link 'Salary guide'
  [20] link 'My jobs'
  [21] link 'Messages'
  [22] button 'Account: Grace Okonkwo', hasPopup='menu', expanded=False
[40] main ''
{ind(main, 1)}
[950] contentinfo ''
  StaticText '© 2024 WorkStream'
  [952] link 'Accessibility'
  [953] link 'Privacy Center'
  [954] link 'Terms'"""
    return ax(url, title, body)


def jobs_saved(items: list[tuple[str, str]], applied: int = 2, flash: str = "") -> str:
    rows = []
    for i, (k, when) in enumerate(items):
        t, co, loc, pay, _ = JOB[k]
        b = 200 + 8 * i
        rows += [f"  [{b}] listitem ''", f"    [{b + 1}] link '{t}'", f"    StaticText '{co}'", f"    StaticText '{loc}'",
                 f"    StaticText '{pay}'", f"    StaticText 'Saved {when}'", f"    [{b + 4}] button 'Apply now'",
                 f"    [{b + 5}] button 'Update status for {t}', hasPopup='menu', expanded=False", f"    [{b + 6}] button 'Remove {t} from Saved'"]
    fl = f"[42] status ''\n  StaticText '{flash}'\n  [44] button 'Undo'\n" if flash else ""
    main = f"""{fl}[50] heading 'My jobs'
[52] tablist ''
  [53] tab 'Saved {len(items)}', selected=True
  [54] tab 'Applied {applied}', selected=False
  [55] tab 'Interviews 0', selected=False
  [56] tab 'Archived 4', selected=False
[60] list ''
{chr(10).join(rows)}"""
    return jobs_page(f"{JOBS}/myjobs?tab=saved", "My jobs | WorkStream", main)


def jobs_results(saved: set[str]) -> str:
    order = ["alpine", "meridian", "mile", "rtd", "pine"]
    cards = []
    for i, k in enumerate(order):
        t, co, loc, pay, kind = JOB[k]
        b = 300 + 9 * i
        posted = ["Posted 3 days ago", "Posted 6 days ago", "Active 2 days ago", "Posted 30+ days ago", "Posted 25 days ago"][i]
        label = "Saved" if k in saved else "Save job"
        pressed = "True" if k in saved else "False"
        cards += [f"  [{b}] listitem ''", f"    [{b + 1}] link '{t}'", f"    StaticText '{co}'", f"    StaticText '{loc}'",
                  f"    StaticText '{pay}'", f"    StaticText '{kind}'", "    StaticText 'Easily apply'" if k in ("alpine", "mile") else "    StaticText ''",
                  f"    StaticText '{posted}'", f"    [{b + 6}] button '{label}: {t}', pressed={pressed}"]
    cards = [c for c in cards if c.strip() != "StaticText ''"]
    main = f"""[60] combobox 'What', autocomplete='list', hasPopup='listbox', expanded=False, value='data analyst'
[62] combobox 'Where', autocomplete='list', hasPopup='listbox', expanded=False, value='Denver, CO'
[64] button 'Find jobs'
[70] button 'Date posted', hasPopup='menu', expanded=False
[71] button 'Remote', hasPopup='menu', expanded=False
[72] button 'Pay', hasPopup='menu', expanded=False
[73] button 'Job type', hasPopup='menu', expanded=False
[74] button 'Experience level', hasPopup='menu', expanded=False
StaticText 'data analyst jobs in Denver, CO'
StaticText 'Sort by: relevance - date'
StaticText '1,146 jobs'
[290] list ''
{chr(10).join(cards)}
[400] navigation 'pagination'
  [401] link '2'
  [402] link '3'
  [403] link '4'
  [404] link '5'
  [405] link 'Next Page'"""
    return jobs_page(f"{JOBS}/jobs?q=data+analyst&l=Denver%2C+CO", "Data Analyst Jobs, Employment in Denver, CO | WorkStream", main)


def t11(rs: RowSet) -> None:
    five = [("meridian", "2 days ago"), ("copper", "5 days ago"), ("field", "1 week ago"), ("cdphe", "2 weeks ago"), ("pine", "3 weeks ago")]
    applied = jobs_page(f"{JOBS}/myjobs?tab=applied", "My jobs | WorkStream", """[50] heading 'My jobs'
[52] tablist ''
  [53] tab 'Saved 4', selected=False
  [54] tab 'Applied 2', selected=True
  [55] tab 'Interviews 0', selected=False
  [56] tab 'Archived 4', selected=False
[60] list ''
  [200] listitem ''
    [201] link 'Operations Data Analyst'
    StaticText 'Summit Logistics'
    StaticText 'Commerce City, CO'
    StaticText 'Applied on Apr 18, 2024'
    StaticText 'Application viewed by employer'
    [206] button 'Update status for Operations Data Analyst', hasPopup='menu', expanded=False
  [208] listitem ''
    [209] link 'Data Analyst II'
    StaticText 'Front Range Transit'
    StaticText 'Denver, CO 80202'
    StaticText 'Applied on Apr 11, 2024'
    StaticText 'No response yet'
    [214] button 'Update status for Data Analyst II', hasPopup='menu', expanded=False""")
    home = jobs_page(f"{JOBS}/", "Job Search | WorkStream", """[60] combobox 'What', autocomplete='list', hasPopup='listbox', expanded=False
[62] combobox 'Where', autocomplete='list', hasPopup='listbox', expanded=False, value='Denver, CO'
[64] button 'Find jobs'
[80] heading 'Jobs based on your activity'
StaticText 'Recent searches'
[84] link 'business intelligence analyst - Remote'
[85] link 'data engineer - Boulder, CO'""")
    home_typed = home.replace("[60] combobox 'What', autocomplete='list', hasPopup='listbox', expanded=False",
                              "[60] combobox 'What', autocomplete='list', hasPopup='listbox', expanded=False, value='data analyst', focused")
    t_al, co_al, loc_al, pay_al, _ = JOB["alpine"]
    detail = jobs_page(f"{JOBS}/viewjob?jk=8e41c07b2d9a6f13", f"{t_al} - {co_al} - {loc_al} | WorkStream", f"""[50] heading '{t_al}'
[52] link '{co_al}'
StaticText '4.1 out of 5 stars · 212 reviews'
StaticText '{loc_al}'
StaticText '{pay_al} - Full-time'
StaticText 'Hybrid work: 3 days in office'
[58] button 'Apply now'
[59] button 'Saved: {t_al}', pressed=True
[70] heading 'Job details'
StaticText 'Pay'
StaticText '{pay_al}'
StaticText 'Job type'
StaticText 'Full-time'
StaticText 'Benefits'
StaticText '401(k) matching · Health insurance · Pro deal on gear · 20 days PTO'
[80] heading 'Full job description'
StaticText 'Alpine Outdoor Co. is looking for a Senior Data Analyst to own reporting for our direct-to-consumer channel. You will build dbt models on Snowflake, maintain Looker dashboards used by merchandising, and partner with marketing on attribution.'
StaticText 'Requirements: 5+ years in analytics; advanced SQL; experience with dbt and a BI tool; Python a plus.'
StaticText 'Posted 3 days ago · Job ID AOC-2024-0417'""")
    form = jobs_page(f"{JOBS}/apply/8e41c07b2d9a6f13", "Apply - Senior Data Analyst | WorkStream", f"""[50] heading 'Add your contact information'
StaticText '{t_al} · {co_al} · {loc_al}'
[54] textbox 'First name', required=True, value='Grace'
[55] textbox 'Last name', required=True, value='Okonkwo'
[56] textbox 'Email', required=True, value='grace.okonkwo@gmail.com'
[57] textbox 'Phone number (optional)', required=False, value='(720) 555-0148'
[60] heading 'Resume'
[62] radio 'Okonkwo_Resume_2024.pdf, 184 KB, uploaded Apr 2, 2024', checked='true'
[63] radio 'Upload a different file', checked='false'
[66] checkbox 'Share my WorkStream profile with the employer', checked='true'
[70] button 'Submit your application'""")
    submitted = jobs_page(f"{JOBS}/apply/8e41c07b2d9a6f13/submitted", "Application submitted | WorkStream", f"""[50] heading 'Your application has been submitted!'
StaticText 'You will get an email confirmation at grace.okonkwo@gmail.com'
StaticText '{t_al}'
StaticText '{co_al} · {loc_al}'
StaticText 'Submitted Apr 30, 2024'
[60] link 'Return to job search'
[61] link 'Track this application in My jobs'""")
    bad_saved = [("alpine", "just now")] + five
    turns = [
        ("click('238')", jobs_saved(five[:4], flash="Analytics Associate was removed from Saved.")),
        ("click('54')", applied),
        ("click('16')", home),
        ("fill('60', 'data analyst')", home_typed),
        ("click('64')", jobs_results({"meridian"})),
        ("click('306')", jobs_results({"meridian", "alpine"})),
        ("click('20')", jobs_saved(bad_saved)),
        ("click('201')", detail),
        ("click('58')", form),
        ("click('70')", submitted),
    ]
    rs.add("web", "h53-web-11", web_sys("WorkStream, a job board, signed in as Grace Okonkwo"), turns, state=jobs_saved(five), bad=True, turn=7,
           kind="The Saved list again holds 'Analytics Associate' at Pinecrest Credit Union (and counts 6), though it was removed at turn 1 and only Alpine's job was saved since.")


# ---------------------------------------------------------------------------
# 12 University course registration (clean): add, submit, drop and add in one submit
# ---------------------------------------------------------------------------

REG = "https://reg.banner.wvsu.edu/StudentRegistrationSsb/ssb/classRegistration/classRegistration"

SECTIONS = {
    "44105": ("Object-Oriented Programming", "CS 2110", "001", 3, "Lecture", "MWF 10:10 AM - 11:00 AM", "Rice Hall 130", "Horton, Nada", "FULL: 0 of 180 seats remain. 18 of 30 waitlist seats remain."),
    "44106": ("Object-Oriented Programming", "CS 2110", "002", 3, "Lecture", "TR 2:00 PM - 3:15 PM", "Olsson Hall 009", "Floryan, Mark", "7 of 180 seats remain."),
    "44310": ("Computer Systems and Organization", "CS 2200", "001", 3, "Lecture", "MW 2:00 PM - 3:15 PM", "Rice Hall 130", "Tychonievich, Luther", "15 of 120 seats remain."),
    "44311": ("Computer Systems and Organization", "CS 2200", "002", 3, "Lecture", "TR 9:30 AM - 10:45 AM", "Thornton Hall E316", "Graham, Daniel", "0 of 120 seats remain. 4 of 20 waitlist seats remain."),
    "41822": ("Organic Chemistry I", "CHEM 2410", "001", 4, "Lecture", "MWF 9:05 AM - 9:55 AM", "Chemistry Bldg 402", "Pate, Brooks", ""),
    "40317": ("Linear Algebra", "MATH 2250", "003", 3, "Lecture", "TR 11:00 AM - 12:15 PM", "Kerchof Hall 317", "Zhang, Wei", ""),
    "43980": ("Writing about Science", "ENGL 2100", "002", 3, "Seminar", "MW 2:00 PM - 3:15 PM", "Bryan Hall 203", "Castellano, Rosa", ""),
}


def reg_page(main: str, tab: int = 0) -> str:
    tabs = ["Find Classes", "Enter CRNs", "Plans", "Schedule and Options"]
    tl = "\n".join(f"    [{60 + i}] tab '{t}', selected={'True' if i == tab else 'False'}" for i, t in enumerate(tabs))
    body = f"""[20] banner ''
  [22] link 'West Valley State University'
  [24] button 'Menu'
  [26] link 'Sign Out'
  StaticText 'Jordan A. Pereira'
[40] navigation 'Breadcrumb'
  [41] link 'Student'
  [42] link 'Registration'
  [43] link 'Select a Term'
  StaticText 'Register for Classes'
[50] main ''
  [52] heading 'Register for Classes'
  StaticText 'Term: Fall 2024'
  [58] tablist ''
{tl}
{ind(main, 1)}"""
    return ax(REG, "Register for Classes", body)


def reg_search_form(subject: str, number: str, focus: str = "") -> str:
    fs = ", focused" if focus == "subject" else ""
    fn = ", focused" if focus == "number" else ""
    sv = f"\n  StaticText '{subject}'" if subject else ""
    nv = f", value='{number}'" if number else ""
    return f"""StaticText 'Enter Your Search Criteria'
StaticText 'Term: Fall 2024'
[100] combobox 'Subject', hasPopup='listbox', expanded=False{fs}{sv}
[102] textbox 'Course Number', required=False{nv}{fn}
[104] textbox 'Keyword', required=False
[106] checkbox 'Open Sections Only', checked='false'
[108] button 'Search'
[109] button 'Clear'
[110] link 'Advanced Search'"""


def reg_results(crns: list[str], course: str) -> str:
    rows = []
    for i, crn in enumerate(crns):
        title, code, sec, hrs, stype, when, room, instr, status = SECTIONS[crn]
        b = 200 + 12 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{title}'", f"    [{b + 2}] cell '{code.split()[0]}'", f"    [{b + 3}] cell '{code.split()[1]}'",
                 f"    [{b + 4}] cell '{sec}'", f"    [{b + 5}] cell '{hrs}'", f"    [{b + 6}] cell '{crn}'", f"    [{b + 7}] cell '{instr} (Primary)'",
                 f"    [{b + 8}] cell '{when} Type: Class Building: {room}'", f"    [{b + 9}] cell '{status}'",
                 f"    [{b + 10}] cell ''", f"      [{b + 11}] button 'Add'"]
    return f"""StaticText 'Search Results — {len(crns)} Classes'
StaticText 'Term: Fall 2024 Subject: Computer Science Course Number: {course}'
[150] button 'Search Again'
[152] table 'Search Results'
  [153] row ''
    [154] columnheader 'Title'
    [155] columnheader 'Subject'
    [156] columnheader 'Course Number'
    [157] columnheader 'Section'
    [158] columnheader 'Hours'
    [159] columnheader 'CRN'
    [160] columnheader 'Instructor'
    [161] columnheader 'Meeting Times'
    [162] columnheader 'Status'
    [163] columnheader 'Add'
{chr(10).join(rows)}"""


def reg_summary(rows: list[tuple[str, str, str]], flash: str = "") -> str:
    out = []
    total = 0
    for i, (crn, status, action) in enumerate(rows):
        title, code, sec, hrs, stype, *_ = SECTIONS[crn]
        if status == "Registered":
            total += hrs
        b = 602 + 9 * i
        out += [f"  [{b}] row ''", f"    [{b + 1}] cell '{title}'", f"    [{b + 2}] cell '{code}, {sec}'", f"    [{b + 3}] cell '{hrs}'",
                f"    [{b + 4}] cell '{crn}'", f"    [{b + 5}] cell '{stype}'", f"    [{b + 6}] cell '{status}'", f"    [{b + 7}] cell ''",
                f"      [{b + 8}] combobox 'Action for CRN {crn}', hasPopup='menu', expanded=False", f"        StaticText '{action}'"]
    fl = f"[580] alert ''\n  StaticText '{flash}'\n" if flash else ""
    return f"""{fl}[590] heading 'Summary'
[592] table 'Summary'
  [593] row ''
    [594] columnheader 'Title'
    [595] columnheader 'Details'
    [596] columnheader 'Hours'
    [597] columnheader 'CRN'
    [598] columnheader 'Schedule Type'
    [599] columnheader 'Status'
    [600] columnheader 'Action'
{chr(10).join(out)}
StaticText 'Total Hours | Registered: {total} | Billing: {total} | CEU: 0 | Min: 0 | Max: 18'
[700] button 'Conditional Add and Drop', pressed=False
[702] button 'Submit'"""


def t12(rs: RowSet) -> None:
    base = [("41822", "Registered", "None"), ("40317", "Registered", "None"), ("43980", "Registered", "None")]
    s1 = base + [("44106", "Pending", "**Web Registered**")]
    s2 = base + [("44106", "Registered", "None")]
    s3 = [base[0], base[1], ("43980", "Registered", "Web Drop"), ("44106", "Registered", "None")]
    s4 = s3 + [("44310", "Pending", "**Web Registered**")]
    s5 = [base[0], base[1], ("44106", "Registered", "None"), ("44310", "Registered", "None")]
    cs2110 = ["44105", "44106"]
    cs2200 = ["44310", "44311"]
    sched_rows = [("41822", "MWF 9:05 AM - 9:55 AM"), ("40317", "TR 11:00 AM - 12:15 PM"), ("44106", "TR 2:00 PM - 3:15 PM"), ("44310", "MW 2:00 PM - 3:15 PM")]
    srow = []
    for i, (crn, when) in enumerate(sched_rows):
        title, code, sec, hrs, stype, _, room, instr, _ = SECTIONS[crn]
        b = 300 + 6 * i
        srow += [f"  [{b}] row ''", f"    [{b + 1}] cell '{code}, {sec}: {title}'", f"    [{b + 2}] cell '{crn}'", f"    [{b + 3}] cell '{hrs}'",
                 f"    [{b + 4}] cell '{when}'", f"    [{b + 5}] cell '{room} · {instr}'"]
    schedule = reg_page(f"""StaticText 'Class Schedule for Fall 2024'
[290] table 'Schedule Details'
{chr(10).join(srow)}
StaticText 'Total Hours | Registered: 13 | Billing: 13 | CEU: 0 | Min: 0 | Max: 18'
StaticText 'Last registration activity: Apr 30, 2024 09:42 AM'
[400] button 'Print'
[401] button 'Email'""", tab=3)
    turns = [
        ("select_option('100', 'Computer Science')", reg_page(reg_search_form("Computer Science", "", "subject") + "\n" + reg_summary(base))),
        ("fill('102', '2110')", reg_page(reg_search_form("Computer Science", "2110", "number") + "\n" + reg_summary(base))),
        ("click('108')", reg_page(reg_results(cs2110, "2110") + "\n" + reg_summary(base))),
        ("click('223')", reg_page(reg_results(cs2110, "2110") + "\n" + reg_summary(s1))),
        ("click('702')", reg_page(reg_results(cs2110, "2110") + "\n" + reg_summary(s2, "Save Successful"))),
        ("click('150')", reg_page(reg_search_form("Computer Science", "2110") + "\n" + reg_summary(s2))),
        ("fill('102', '2200')", reg_page(reg_search_form("Computer Science", "2200", "number") + "\n" + reg_summary(s2))),
        ("click('108')", reg_page(reg_results(cs2200, "2200") + "\n" + reg_summary(s2))),
        ("select_option('628', 'Web Drop')", reg_page(reg_results(cs2200, "2200") + "\n" + reg_summary(s3))),
        ("click('211')", reg_page(reg_results(cs2200, "2200") + "\n" + reg_summary(s4))),
        ("click('702')", reg_page(reg_results(cs2200, "2200") + "\n" + reg_summary(s5, "Save Successful"))),
        ("click('63')", schedule),
    ]
    rs.add("web", "h53-web-12", web_sys("a university's Banner 9 Student Registration (Register for Classes, Fall 2024), signed in as student Jordan A. Pereira"),
           turns, state=reg_page(reg_search_form("", "") + "\n" + reg_summary(base)), bad=False)


# ---------------------------------------------------------------------------
# 13 City permit and parking-ticket portal (contradiction): a paid citation reverts to unpaid
# ---------------------------------------------------------------------------

CITY = "https://services.portalder.gov"


def city_page(url: str, title: str, main: str) -> str:
    body = f"""[14] banner ''
  [16] link 'City of Port Alder'
    [17] img 'City of Port Alder seal'
  StaticText 'Online Services'
  [20] link 'My account (Renata Solís)'
  [21] link 'Sign out'
[30] navigation ''
  [31] link 'Parking citations'
  [32] link 'Residential parking permits'
  [33] link 'Building permits'
  [34] link 'Street use permits'
  [35] link 'Payment history'
[50] main ''
{ind(main, 1)}
[950] contentinfo ''
  StaticText 'City of Port Alder · Department of Transportation · Parking Services'
  StaticText '455 Harbor Street, Room 120 · (503) 555-0190 · Mon–Fri 8:00 AM – 4:30 PM'
  [953] link 'Contest a citation'
  [954] link 'Accessibility'"""
    return ax(url, title, body)


CITES = [
    ("PK-24-0918835", "04/12/2024 10:47 AM", "1400 blk MARKET ST", "PAC 10.22.050(B) Expired meter", "$96.00"),
    ("PK-24-0873310", "03/29/2024 08:12 AM", "700 blk ALDER AVE", "PAC 10.36.020 Street cleaning", "$96.00"),
    ("PK-23-5521907", "11/03/2023 02:31 PM", "200 blk PIER RD", "PAC 10.22.030 Overtime parking, 2 hr zone", "$64.00"),
]


def city_list(status: dict[str, str], selected: bool, flash: str = "") -> str:
    rows = []
    for i, (cid, when, loc, viol, fine) in enumerate(CITES):
        b = 200 + 12 * i
        st = status[cid]
        unpaid = st.startswith("Unpaid")
        chk = f"    [{b + 1}] cell ''\n      [{b + 2}] checkbox 'Select {cid}', checked='{'true' if selected and cid == 'PK-24-0918835' else 'false'}'" if unpaid \
            else f"    [{b + 1}] cell ''"
        rows.append(f"""  [{b}] row ''
{chk}
    [{b + 3}] cell '{cid}'
    [{b + 4}] cell '{when}'
    [{b + 5}] cell '{loc}'
    [{b + 6}] cell '{viol}'
    [{b + 7}] cell '{fine}'
    [{b + 8}] cell '{st}'
    [{b + 9}] cell ''
      [{b + 10}] link 'Details for {cid}'""")
    due = "$96.00" if selected else "$0.00"
    n = 1 if selected else 0
    fl = f"[52] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[54] heading 'Parking citations'
StaticText 'Vehicle: 2019 Subaru Outback · License plate 8KDL492 (CA)'
[58] link 'Add or change vehicle'
[60] table 'Citations for plate 8KDL492'
  [61] row ''
    [62] columnheader 'Select'
    [63] columnheader 'Citation #'
    [64] columnheader 'Issued'
    [65] columnheader 'Location'
    [66] columnheader 'Violation'
    [67] columnheader 'Amount'
    [68] columnheader 'Status'
    [69] columnheader ''
{chr(10).join(rows)}
StaticText 'Selected: {n} · Amount due {due}'
[300] button 'Pay selected ({n})'{"" if n else ", disabled=True"}
StaticText 'Unpaid citations not paid or contested by the due date receive a late penalty equal to 50% of the original fine.'"""
    return city_page(f"{CITY}/parking/citations?plate=8KDL492&state=CA", "Parking citations | City of Port Alder", main)


def t13(rs: RowSet) -> None:
    st0 = {"PK-24-0918835": "Unpaid · due 05/12/2024", "PK-24-0873310": "Paid 04/02/2024", "PK-23-5521907": "Paid 11/20/2023"}
    st_bad = dict(st0)
    st_bad["PK-24-0873310"] = "Unpaid · due 04/28/2024"
    st_end = dict(st0)
    st_end["PK-24-0918835"] = "Paid 04/30/2024"
    detail = city_page(f"{CITY}/parking/citations/PK-24-0873310", "Citation PK-24-0873310 | City of Port Alder", """[54] heading 'Citation PK-24-0873310'
[56] table ''
  [57] row ''
    [58] rowheader 'Status'
    [59] cell 'Paid'
  [60] row ''
    [61] rowheader 'Issued'
    [62] cell '03/29/2024 08:12 AM'
  [63] row ''
    [64] rowheader 'Officer'
    [65] cell 'PEO #3318'
  [66] row ''
    [67] rowheader 'Location'
    [68] cell '700 blk ALDER AVE (north side)'
  [69] row ''
    [70] rowheader 'Violation'
    [71] cell 'PAC 10.36.020 Street cleaning — parked during posted sweeping hours (Fri 8–10 AM)'
  [72] row ''
    [73] rowheader 'Original fine'
    [74] cell '$96.00'
  [75] row ''
    [76] rowheader 'Penalties'
    [77] cell '$0.00'
  [78] row ''
    [79] rowheader 'Balance'
    [80] cell '$0.00'
[90] heading 'Payments'
[92] table ''
  [93] row ''
    [94] columnheader 'Date'
    [95] columnheader 'Confirmation'
    [96] columnheader 'Method'
    [97] columnheader 'Amount'
  [98] row ''
    [99] cell '04/02/2024 07:55 PM'
    [100] cell 'PMT-7781204'
    [101] cell 'Visa ••2290'
    [102] cell '$96.00'
[110] heading 'Photos'
[112] img 'Citation photo 1 of 2: rear plate 8KDL492'
[113] img 'Citation photo 2 of 2: posted street cleaning sign'
[120] link 'Back to citations'""")
    pay = city_page(f"{CITY}/parking/pay", "Pay citations | City of Port Alder", """[54] heading 'Pay parking citations'
[56] table ''
  [57] row ''
    [58] cell 'PK-24-0918835 · Issued 04/12/2024 · PAC 10.22.050(B) Expired meter'
    [59] cell '$96.00'
  [60] row ''
    [61] cell 'Card processing fee (2.59%)'
    [62] cell '$2.49'
  [63] row ''
    [64] cell 'Total'
    [65] cell '$98.49'
[70] radio 'Visa ••2290 (expires 08/26)', checked='true'
[71] radio 'Use a different card', checked='false'
[74] textbox 'Security code *', required=True
[76] checkbox 'Email my receipt to r.solis@portalder-mail.net', checked='true'
[80] button 'Back'
[82] button 'Submit payment of $98.49'""")
    pay_cvv = pay.replace("[74] textbox 'Security code *', required=True", "[74] textbox 'Security code *', required=True, focused, value='•••'")
    receipt = city_page(f"{CITY}/parking/pay/receipt/PMT-8120457", "Payment receipt | City of Port Alder", """[52] alert ''
  StaticText 'Payment successful'
[54] heading 'Receipt PMT-8120457'
StaticText 'Paid 04/30/2024 11:26 AM by Visa ••2290'
[58] table ''
  [59] row ''
    [60] cell 'PK-24-0918835'
    [61] cell '$96.00'
  [62] row ''
    [63] cell 'Card processing fee'
    [64] cell '$2.49'
  [65] row ''
    [66] cell 'Total paid'
    [67] cell '$98.49'
StaticText 'A copy was emailed to r.solis@portalder-mail.net.'
[70] button 'Print receipt'
[72] link 'Back to my citations'""")
    turns = [
        ("click('222')", detail),
        ("click('120')", city_list(st0, False)),
        ("click('202')", city_list(st_bad, True)),
        ("click('300')", pay),
        ("fill('74', '318')", pay_cvv),
        ("click('82')", receipt),
        ("click('72')", city_list(st_end, False)),
    ]
    rs.add("web", "h53-web-13", web_sys("the City of Port Alder online services portal (parking citations and permits), signed in as Renata Solís"),
           turns, state=city_list(st0, False), bad=True, turn=3,
           kind="Citation PK-24-0873310, shown Paid on 04/02/2024 (confirmation PMT-7781204) at turns 1-2, is listed as 'Unpaid · due 04/28/2024' after merely ticking another citation's checkbox.")


# ---------------------------------------------------------------------------
# 14 Pet adoption site (clean): filter, paginate, favourite, send an inquiry
# ---------------------------------------------------------------------------

PAWS = "https://www.secondchancepaws.org"

PETS = {
    "juniper": ("Juniper", "Labrador Retriever Mix", "Young", "Female", "Large", "2.1 mi", "Oregon Humane Society"),
    "taco": ("Taco", "Chihuahua", "Adult", "Male", "Small", "3.4 mi", "Multnomah County Animal Services"),
    "ranger": ("Ranger", "German Shepherd Dog", "Adult", "Male", "Large", "6.0 mi", "Family Dogs New Life Shelter"),
    "pixel": ("Pixel", "Border Collie Mix", "Puppy", "Female", "Medium", "7.7 mi", "Oregon Humane Society"),
    "mochi": ("Mochi", "Shiba Inu", "Young", "Female", "Small", "8.2 mi", "Pixie Project"),
    "duke": ("Duke", "Pit Bull Terrier Mix", "Adult", "Male", "Large", "9.5 mi", "Multnomah County Animal Services"),
    "rosie": ("Rosie", "Cocker Spaniel", "Senior", "Female", "Medium", "1.9 mi", "Pixie Project"),
    "gus": ("Gus", "Basset Hound", "Senior", "Male", "Medium", "3.0 mi", "Oregon Humane Society"),
    "pepper": ("Pepper", "Schnauzer Mix", "Senior", "Female", "Small", "5.6 mi", "Family Dogs New Life Shelter"),
    "otis": ("Otis", "Labrador Retriever", "Senior", "Male", "Large", "6.3 mi", "Clackamas County Dog Services"),
    "lulu": ("Lulu", "Pomeranian", "Senior", "Female", "Small", "7.1 mi", "Pixie Project"),
    "hank": ("Hank", "Australian Cattle Dog Mix", "Senior", "Male", "Medium", "8.8 mi", "Washington County Animal Services"),
    "biscuit": ("Biscuit", "Beagle & Basset Hound Mix", "Senior", "Male", "Medium", "4.8 mi", "Multnomah County Animal Services"),
    "maple": ("Maple", "Golden Retriever", "Senior", "Female", "Large", "10.4 mi", "Oregon Humane Society"),
    "bruno": ("Bruno", "Boxer", "Senior", "Male", "Large", "11.2 mi", "Bonnie L. Hays Animal Shelter"),
    "dot": ("Dot", "Dachshund Mix", "Senior", "Female", "Small", "12.9 mi", "Washington County Animal Services"),
    "sarge": ("Sarge", "Rottweiler Mix", "Senior", "Male", "Large", "14.0 mi", "Clackamas County Dog Services"),
    "bean": ("Bean", "Pug", "Senior", "Female", "Small", "15.7 mi", "Pixie Project"),
}


def paws_header(favs: int) -> str:
    return f"""[12] banner ''
  [14] link 'Second Chance Paws'
  [16] link 'Adopt a dog'
  [17] link 'Adopt a cat'
  [18] link 'Shelters & rescues'
  [19] link 'Resources'
  [21] link 'Favorites ({favs})'
  [22] button 'Account: Priya Castellanos', hasPopup='menu', expanded=False"""


def paws_results(keys: list[str], total: int, page: int, pages: int, age: str, favs: int, fav_set: set[str]) -> str:
    cards = []
    for i, k in enumerate(keys):
        name, breed, agegrp, sex, size, dist, shelter = PETS[k]
        b = 300 + 6 * i
        fav = f"Remove {name} from favorites" if k in fav_set else f"Add {name} to favorites"
        pressed = "True" if k in fav_set else "False"
        cards += [f"  [{b}] article ''", f"    [{b + 1}] link '{name}'", f"      [{b + 2}] img 'Photo of {name}'", f"    StaticText '{breed}'",
                  f"    StaticText '{agegrp} · {sex} · {size}'", f"    StaticText '{dist} away · {shelter}'", f"    [{b + 4}] button '{fav}', pressed={pressed}"]
    first = (page - 1) * 6 + 1
    last = min(page * 6, total)
    main = f"""[50] heading 'Dogs for adoption near Portland, OR 97214'
[60] group 'Filters'
  [61] combobox 'Distance', hasPopup='menu', expanded=False
    StaticText 'Within 25 miles'
  [63] combobox 'Age', hasPopup='menu', expanded=False
    StaticText '{age}'
  [65] combobox 'Size', hasPopup='menu', expanded=False
    StaticText 'Any'
  [67] combobox 'Sex', hasPopup='menu', expanded=False
    StaticText 'Any'
  [69] checkbox 'Good with cats', checked='false'
  [70] checkbox 'Good with kids', checked='false'
  [72] button 'Reset filters'
StaticText '{total} dogs · Showing {first}–{last}'
[80] combobox 'Sort by', hasPopup='menu', expanded=False
  StaticText 'Nearest'
[90] list ''
{chr(10).join(cards)}
[400] navigation 'Pagination'
  [401] button 'Previous page'{", disabled=True" if page == 1 else ""}
  StaticText 'Page {page} of {pages}'
  [403] button 'Next page'"""
    age_q = "" if age == "Any" else "&age=senior"
    return ax(f"{PAWS}/search/dogs?location=97214&distance=25{age_q}&page={page}", "Adopt a Dog near Portland, OR | Second Chance Paws",
              paws_header(favs) + "\n[40] main ''\n" + ind(main, 1))


def t14(rs: RowSet) -> None:
    any1 = ["rosie", "juniper", "gus", "taco", "biscuit", "pepper"]
    sen1 = ["rosie", "gus", "biscuit", "pepper", "otis", "lulu"]
    sen2 = ["hank", "maple", "bruno", "dot", "sarge", "bean"]
    favs0 = {"juniper", "taco", "mochi"}
    state = paws_results(any1, 312, 1, 52, "Any", 3, favs0)
    detail = ax(f"{PAWS}/dog/biscuit-71204558", "Biscuit – Beagle & Basset Hound Mix – Second Chance Paws", paws_header(4) + """
[40] main ''
  [42] navigation 'Breadcrumb'
    [43] link 'Dogs'
    [44] link 'Portland, OR'
    StaticText 'Biscuit'
  [50] heading 'Biscuit'
  StaticText 'Beagle & Basset Hound Mix · Portland, OR'
  [54] button 'Remove Biscuit from favorites', pressed=True
  [56] img 'Photo 1 of 5 of Biscuit'
  [60] heading 'About'
  [62] table ''
    [63] row ''
      [64] rowheader 'Age'
      [65] cell 'Senior (9 years 2 months)'
    [66] row ''
      [67] rowheader 'Sex'
      [68] cell 'Male, neutered'
    [69] row ''
      [70] rowheader 'Size'
      [71] cell 'Medium (32 lbs)'
    [72] row ''
      [73] rowheader 'Coat'
      [74] cell 'Short'
    [75] row ''
      [76] rowheader 'Health'
      [77] cell 'Vaccinations up to date, microchipped, on thyroid medication'
    [78] row ''
      [79] rowheader 'Good in a home with'
      [80] cell 'Other dogs, Children 8+'
    [81] row ''
      [82] rowheader 'Adoption fee'
      [83] cell '$75'
  [90] heading 'Meet Biscuit'
  StaticText 'Biscuit came to us when his owner moved into assisted living. He is a gentle, food-motivated couch companion who still loves a slow sniffy walk twice a day. He howls when the mail arrives, so probably not for apartment walls that are paper thin.'
  [100] heading 'Multnomah County Animal Services'
  StaticText '1700 W Historic Columbia River Hwy, Troutdale, OR 97060 · 4.8 mi away'
  StaticText 'Pet ID: A1342907 · Listed Apr 26, 2024'
  [106] button 'Start adoption inquiry'
  [108] link 'Shelter website'""")

    def inquiry(msg: str, focused: bool) -> str:
        foc = ", focused" if focused else ""
        return ax(f"{PAWS}/dog/biscuit-71204558/inquiry", "Inquiry about Biscuit – Second Chance Paws", paws_header(4) + f"""
[40] main ''
  [50] heading 'Ask about Biscuit'
  StaticText 'Your message goes to Multnomah County Animal Services. Shelters usually reply within 2 business days.'
  [54] textbox 'Full name', required=True, value='Priya Castellanos'
  [55] textbox 'Email', required=True, value='priya.castellanos@proton.me'
  [56] textbox 'Phone', required=False, value='(503) 555-0173'
  [58] combobox 'Housing', hasPopup='menu', expanded=False
    StaticText 'House with fenced yard'
  [60] checkbox 'I have other pets', checked='true'
  [61] textbox 'Tell us about your other pets', required=False, value='One 11-year-old female beagle, spayed, dog-friendly'
  [64] textbox 'Message', multiline=True, required=True{foc}
    StaticText '{msg}'
  [70] button 'Send inquiry'""")
    msg = "Hi! Could we arrange a meet-and-greet with our beagle Daisy this Saturday? We work from home and have a fenced yard."
    sent = ax(f"{PAWS}/dog/biscuit-71204558/inquiry/sent", "Inquiry sent – Second Chance Paws", paws_header(4) + """
[40] main ''
  [50] heading 'Your inquiry was sent'
  StaticText 'Inquiry INQ-558213 · Sent Apr 30, 2024 at 1:07 PM'
  StaticText 'Multnomah County Animal Services will contact you at priya.castellanos@proton.me or (503) 555-0173.'
  [56] link 'Back to Biscuit'
  [57] link 'View my inquiries'
  [58] link 'Keep browsing senior dogs'""")
    turns = [
        ("select_option('63', 'Senior')", paws_results(sen1, 41, 1, 7, "Senior", 3, favs0)),
        ("click('403')", paws_results(sen2, 41, 2, 7, "Senior", 3, favs0)),
        ("click('401')", paws_results(sen1, 41, 1, 7, "Senior", 3, favs0)),
        ("click('316')", paws_results(sen1, 41, 1, 7, "Senior", 4, favs0 | {"biscuit"})),
        ("click('313')", detail),
        ("click('106')", inquiry("", False)),
        (f"fill('64', {msg!r})", inquiry(msg, True)),
        ("click('70')", sent),
    ]
    rs.add("web", "h53-web-14", web_sys("Second Chance Paws, a pet adoption search site, signed in as Priya Castellanos"), turns, state=state, bad=False)


# ---------------------------------------------------------------------------
# 15 Vet clinic appointments (clean): reschedule (same confirmation), book a new visit
# ---------------------------------------------------------------------------

VET = "https://portal.cedarbrookvet.com"

APPTS = {
    "miso_old": ("Wellness exam & vaccines", "Miso (cat)", "Tue, May 7, 2024", "10:30 AM", "Dr. Helen Park", "VC-20931"),
    "miso_new": ("Wellness exam & vaccines", "Miso (cat)", "Tue, May 14, 2024", "4:15 PM", "Dr. Helen Park", "VC-20931"),
    "dental": ("Dental cleaning (drop-off)", "Bowie (dog)", "Thu, May 16, 2024", "8:00 AM", "Dr. Samuel Reyes", "VC-21107"),
    "nails": ("Nail trim (technician visit)", "Bowie (dog)", "Sat, May 11, 2024", "9:20 AM", "Technician team", "VC-21342"),
}


def vet_page(url: str, title: str, main: str) -> str:
    body = f"""[12] banner ''
  [14] link 'Cedarbrook Veterinary Clinic'
  StaticText '(919) 555-0162'
  [17] link 'Messages'
  [18] button 'Account: Dana Whitfield', hasPopup='menu', expanded=False
[30] navigation ''
  [31] link 'Appointments'
  [32] link 'My pets'
  [33] link 'Prescriptions'
  [34] link 'Invoices'
  [35] link 'Records'
[50] main ''
{ind(main, 1)}
[950] contentinfo ''
  StaticText 'Cedarbrook Veterinary Clinic · 2210 Lake Wheeler Rd, Raleigh, NC 27603'
  StaticText 'For emergencies after hours call (919) 555-0199.'"""
    return ax(url, title, body)


def vet_list(keys: list[str], flash: str = "") -> str:
    cards = []
    for i, k in enumerate(keys):
        what, pet, day, time, doc, conf = APPTS[k]
        b = 100 + 8 * i
        cards += [f"  [{b}] article ''", f"    [{b + 1}] heading '{day} · {time}'", f"    StaticText '{what}'", f"    StaticText '{pet} · {doc}'",
                  f"    StaticText 'Confirmation {conf} · Confirmed'", f"    [{b + 4}] button 'Reschedule {conf}'", f"    [{b + 5}] button 'Cancel {conf}'",
                  f"    [{b + 6}] link 'Add to calendar'"]
    fl = f"[51] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[52] heading 'Appointments'
[54] button 'Book appointment'
[56] tablist ''
  [57] tab 'Upcoming ({len(keys)})', selected=True
  [58] tab 'Past (14)', selected=False
[90] list ''
{chr(10).join(cards)}
StaticText 'Please arrive 10 minutes early. Cancellations less than 24 hours before a visit may incur a $35 fee.'"""
    return vet_page(f"{VET}/appointments", "Appointments | Cedarbrook Vet Portal", main)


def vet_slots(week: str, days: list[tuple[str, list[str]]], chosen: str = "") -> str:
    out = []
    b = 200
    for day, times in days:
        out.append(f"  [{b}] group '{day}'")
        b += 1
        for t in times:
            lab = f"{day} {t}"
            sel = ", pressed=True" if lab == chosen else ""
            out.append(f"    [{b}] button '{lab}'{sel}")
            b += 1
    return f"""StaticText 'Week of {week}'
[180] button 'Previous week'
[181] button 'Next week'
[190] group 'Available times'
{chr(10).join(out)}"""


def t15(rs: RowSet) -> None:
    wk1 = [("Mon May 6", ["2:45 PM"]), ("Wed May 8", ["9:00 AM", "11:30 AM"]), ("Fri May 10", ["3:30 PM"])]
    wk2 = [("Mon May 13", ["8:30 AM", "1:15 PM"]), ("Tue May 14", ["10:00 AM", "4:15 PM"]), ("Thu May 16", ["2:00 PM"]), ("Fri May 17", ["9:45 AM"])]

    def resched(week: str, days: list, chosen: str = "") -> str:
        summary = ""
        if chosen:
            summary = "\nStaticText 'New time: Tue, May 14, 2024 at 4:15 PM (currently Tue, May 7, 2024 at 10:30 AM)'"
        main = f"""[52] heading 'Reschedule appointment'
StaticText 'Wellness exam & vaccines · Miso (cat) · Dr. Helen Park · Confirmation VC-20931'
StaticText 'Current time: Tue, May 7, 2024 at 10:30 AM'
{vet_slots(week, days, chosen)}{summary}
[300] button 'Back'
[302] button 'Confirm reschedule'{"" if chosen else ", disabled=True"}"""
        return vet_page(f"{VET}/appointments/VC-20931/reschedule", "Reschedule | Cedarbrook Vet Portal", main)

    nail_days = [("Thu May 9", ["1:40 PM"]), ("Fri May 10", ["4:00 PM"]), ("Sat May 11", ["9:20 AM", "10:40 AM"])]

    def book(pet: str, reason: str, chosen: str = "") -> str:
        slots = vet_slots("May 6", nail_days, chosen) if reason else "StaticText 'Choose a pet and a reason to see available times.'"
        ok = bool(pet and reason and chosen)
        main = f"""[52] heading 'Book an appointment'
[60] combobox 'Pet *', hasPopup='menu', expanded=False
  StaticText '{pet or "Select a pet"}'
[62] combobox 'Reason for visit *', hasPopup='menu', expanded=False
  StaticText '{reason or "Select a reason"}'
[64] combobox 'Veterinarian', hasPopup='menu', expanded=False
  StaticText '{"Technician team" if reason else "No preference"}'
{slots}
[300] button 'Cancel'
[302] button 'Book'{"" if ok else ", disabled=True"}"""
        return vet_page(f"{VET}/appointments/new", "Book an appointment | Cedarbrook Vet Portal", main)

    turns = [
        ("click('104')", resched("May 6", wk1)),
        ("click('181')", resched("May 13", wk2)),
        ("click('205')", resched("May 13", wk2, "Tue May 14 4:15 PM")),
        ("click('302')", vet_list(["miso_new", "dental"], "Appointment VC-20931 moved to Tue, May 14, 2024 at 4:15 PM.")),
        ("click('54')", book("", "")),
        ("select_option('60', 'Bowie (dog)')", book("Bowie (dog)", "")),
        ("select_option('62', 'Nail trim (technician visit)')", book("Bowie (dog)", "Nail trim (technician visit)")),
        ("click('205')", book("Bowie (dog)", "Nail trim (technician visit)", "Sat May 11 9:20 AM")),
        ("click('302')", vet_list(["nails", "miso_new", "dental"], "Appointment VC-21342 booked for Sat, May 11, 2024 at 9:20 AM.")),
    ]
    rs.add("web", "h53-web-15", web_sys("the Cedarbrook Veterinary Clinic client portal, signed in as Dana Whitfield"), turns,
           state=vet_list(["miso_old", "dental"]), bad=False)


# ---------------------------------------------------------------------------
# 16 HR leave portal (contradiction): the team calendar shows the request ending a day early
# ---------------------------------------------------------------------------

HR = "https://people.northwindlabs.io"


def hr_page(url: str, title: str, main: str) -> str:
    body = f"""[10] banner ''
  [12] link 'Northwind People'
  [14] searchbox 'Search people, policies'
  [16] button 'Notifications (2)'
  [18] button 'Amara Lindgren', hasPopup='menu', expanded=False
[30] navigation 'Main'
  [31] link 'Home'
  [32] link 'Time off'
  [33] link 'Team calendar'
  [34] link 'Payslips'
  [35] link 'Documents'
  [36] link 'Directory'
[50] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


def hr_dash(pending: bool, flash: str = "", dialog: str = "") -> str:
    fl = f"[51] alert ''\n  StaticText '{flash}'\n" if flash else ""
    req = ""
    if pending:
        req = """  [120] row ''
    [121] cell 'LV-2024-0311'
      [122] link 'LV-2024-0311'
    [123] cell 'Annual leave'
    [124] cell 'Mon, Jun 10, 2024 – Fri, Jun 14, 2024'
    [125] cell '5 days'
    [126] cell 'Pending approval (Kenji Watanabe)'
    [127] cell ''
      [128] button 'Cancel request LV-2024-0311'
"""
    after = "\n  StaticText 'Pending: 5 days · Available after pending: 9.5 days'" if pending else ""
    main = f"""{fl}[52] heading 'Time off'
[54] button 'Request time off'
[60] region 'Balances as of Apr 30, 2024'
  StaticText 'Annual leave'
  StaticText '14.5 days available'{after}
  StaticText 'Accrues 2.08 days per month · Carry-over limit 5 days'
  StaticText 'Sick leave'
  StaticText '6 days available'
  StaticText 'Floating holiday'
  StaticText '1 day available'
[100] heading 'My requests'
[102] table ''
  [103] row ''
    [104] columnheader 'ID'
    [105] columnheader 'Type'
    [106] columnheader 'Dates'
    [107] columnheader 'Duration'
    [108] columnheader 'Status'
    [109] columnheader ''
{req}  [130] row ''
    [131] cell 'LV-2024-0187'
      [132] link 'LV-2024-0187'
    [133] cell 'Annual leave'
    [134] cell 'Mon, Mar 18, 2024 – Tue, Mar 19, 2024'
    [135] cell '2 days'
    [136] cell 'Approved'
  [140] row ''
    [141] cell 'LV-2024-0102'
      [142] link 'LV-2024-0102'
    [143] cell 'Sick leave'
    [144] cell 'Thu, Feb 8, 2024'
    [145] cell '1 day'
    [146] cell 'Approved'
[160] heading 'Upcoming company holidays'
StaticText 'Mon, May 27, 2024 · Memorial Day'
StaticText 'Wed, Jun 19, 2024 · Juneteenth'
StaticText 'Thu, Jul 4, 2024 · Independence Day'{dialog}"""
    return hr_page(f"{HR}/time-off", "Time off · Northwind People", main)


def hr_form(kind: str, start: str, end: str, note: str, focus: str = "") -> str:
    f = {k: (", focused" if focus == k else "") for k in ("start", "end", "note")}
    sv = f", value='{start}'" if start else ""
    ev = f", value='{end}'" if end else ""
    calc = ""
    if start and end:
        calc = "\nStaticText 'Duration: 5 working days (Mon, Jun 10 – Fri, Jun 14, 2024)'\nStaticText 'Annual leave balance after this request: 9.5 days'"
    ready = bool(kind and start and end)
    main = f"""[52] heading 'Request time off'
[60] combobox 'Leave type *', hasPopup='menu', expanded=False
  StaticText '{kind or "Select"}'
[62] textbox 'Start date *', required=True{sv}{f["start"]}
[64] textbox 'End date *', required=True{ev}{f["end"]}
[66] checkbox 'Partial day', checked='false'{calc}
[70] textbox 'Note to approver (optional)', multiline=True, required=False{f["note"]}
  StaticText '{note}'
StaticText 'Approver: Kenji Watanabe (Engineering Manager)'
[76] button 'Cancel'
[78] button 'Submit request'{"" if ready else ", disabled=True"}"""
    return hr_page(f"{HR}/time-off/new", "Request time off · Northwind People", main)


def hr_calendar(month: str, entries: list[tuple[str, str, str]]) -> str:
    rows = []
    for i, (who, what, when) in enumerate(entries):
        b = 200 + 4 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{who}'", f"    [{b + 2}] cell '{what}'", f"    [{b + 3}] cell '{when}'"]
    hol = "Wed, Jun 19 · Juneteenth (company holiday)" if month == "June 2024" else "Thu, Jul 4 · Independence Day (company holiday)"
    main = f"""[52] heading 'Team calendar'
StaticText 'Platform Engineering · 7 people'
[56] button 'Previous month'
StaticText '{month}'
[58] button 'Next month'
[60] button 'List view', pressed=True
[61] button 'Month grid', pressed=False
[70] table 'Absences in {month}'
  [71] row ''
    [72] columnheader 'Person'
    [73] columnheader 'Type'
    [74] columnheader 'Dates'
{chr(10).join(rows)}
StaticText '{hol}'"""
    slug = "2024-06" if month == "June 2024" else "2024-07"
    return hr_page(f"{HR}/team-calendar?month={slug}", "Team calendar · Northwind People", main)


def t16(rs: RowSet) -> None:
    note = "Family trip to Vancouver. Handover notes for the on-call rotation are in the team wiki."
    detail = hr_page(f"{HR}/time-off/requests/LV-2024-0311", "LV-2024-0311 · Northwind People", f"""[52] heading 'Leave request LV-2024-0311'
[54] table ''
  [55] row ''
    [56] rowheader 'Type'
    [57] cell 'Annual leave'
  [58] row ''
    [59] rowheader 'Dates'
    [60] cell 'Mon, Jun 10, 2024 – Fri, Jun 14, 2024'
  [61] row ''
    [62] rowheader 'Duration'
    [63] cell '5 working days'
  [64] row ''
    [65] rowheader 'Status'
    [66] cell 'Pending approval'
  [67] row ''
    [68] rowheader 'Approver'
    [69] cell 'Kenji Watanabe'
  [70] row ''
    [71] rowheader 'Note'
    [72] cell '{note}'
[80] heading 'History'
[82] list ''
  [83] listitem ''
    StaticText 'Apr 30, 2024 2:14 PM · Submitted by Amara Lindgren'
  [84] listitem ''
    StaticText 'Apr 30, 2024 2:14 PM · Approval requested from Kenji Watanabe'
[90] button 'Cancel request'
[92] link 'Back to Time off'""")
    june_bad = [("Diego Ferraz", "Annual leave (approved)", "Mon, Jun 3 – Fri, Jun 7"), ("Lena Hoffmann", "Personal day (approved)", "Tue, Jun 4"),
                ("Amara Lindgren", "Annual leave (pending)", "Mon, Jun 10 – Thu, Jun 13"), ("Kenji Watanabe", "Annual leave (approved)", "Mon, Jun 24 – Fri, Jun 28")]
    july = [("Kenji Watanabe", "Annual leave (approved)", "Mon, Jul 1 – Wed, Jul 3"), ("Ravi Subramanian", "Parental leave (approved)", "Mon, Jul 8 – Fri, Aug 30"),
            ("Lena Hoffmann", "Annual leave (pending)", "Mon, Jul 22 – Fri, Jul 26")]
    confirm = """
[400] dialog 'Cancel leave request?', modal=True
  StaticText 'Cancel LV-2024-0311, annual leave Mon, Jun 10, 2024 – Fri, Jun 14, 2024 (5 days)? Kenji Watanabe will be notified.'
  [404] button 'Keep request'
  [405] button 'Cancel request'"""
    turns = [
        ("click('54')", hr_form("", "", "", "")),
        ("select_option('60', 'Annual leave')", hr_form("Annual leave", "", "", "")),
        ("fill('62', '06/10/2024')", hr_form("Annual leave", "06/10/2024", "", "", "start")),
        ("fill('64', '06/14/2024')", hr_form("Annual leave", "06/10/2024", "06/14/2024", "", "end")),
        (f"fill('70', {note!r})", hr_form("Annual leave", "06/10/2024", "06/14/2024", note, "note")),
        ("click('78')", hr_dash(True, "Request LV-2024-0311 submitted to Kenji Watanabe for approval.")),
        ("click('122')", detail),
        ("click('92')", hr_dash(True)),
        ("click('33')", hr_calendar("June 2024", june_bad)),
        ("click('58')", hr_calendar("July 2024", july)),
        ("click('32')", hr_dash(True)),
        ("click('128')", hr_dash(True, dialog=confirm)),
    ]
    rs.add("web", "h53-web-16", web_sys("Northwind People, a company HR portal (time off), signed in as employee Amara Lindgren"), turns,
           state=hr_dash(False), bad=True, turn=9,
           kind="The team calendar shows Amara's pending leave as Jun 10 – Thu, Jun 13, while the request submitted and shown at turns 6-8 runs Jun 10 – Fri, Jun 14 (5 days).")


# ---------------------------------------------------------------------------
# 17 Roundcube webmail (contradiction): a forwarded attachment's size changes
# ---------------------------------------------------------------------------

RC = "https://mail.harborview-dental.com"
INV_SUBJ = "Invoice #INV-0423 for April services"
INV_BODY = ("Hi Jonah, please find attached invoice INV-0423 for website maintenance and the April newsletter design. "
            "Total due: $1,860.00, payable by May 29. Thanks, Priya")


def rc_page(title: str, url: str, unread: int, main: str) -> str:
    inbox = f"Inbox {unread}" if unread else "Inbox"
    body = f"""[14] navigation ''
  [15] link 'Roundcube Webmail'
  [17] link 'Compose'
  [18] link 'Mail'
  [19] link 'Contacts'
  [20] link 'Settings'
  [21] link 'About'
  [22] link 'Logout'
[30] navigation 'Folders'
  [31] link '{inbox}'
  [32] link 'Drafts'
  [33] link 'Sent'
  [34] link 'Junk'
  [35] link 'Trash'
  [36] link 'Archive'
  StaticText '82% of 2 GB used'
[50] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


INBOX = [
    ("GitHub", "[harborview/ehr-sync] Run failed: nightly-import - main (4a1c9e2)", "Today 07:02", "18 KB", True, False),
    ("Marco Bellini", "Re: Q2 patient recall campaign", "Yesterday 18:20", "9 KB", True, False),
    ("Priya Natarajan", INV_SUBJ, "Yesterday 16:42", "251 KB", True, True),
    ("Dr. Ellen Cho", "Schedule for May 6-10", "Yesterday 11:05", "42 KB", False, True),
    ("Delta Dental", "Claims batch 2024-04-26 processed", "Fri 16:33", "27 KB", False, False),
    ("Staples", "Your order #7794410213 has shipped", "Thu 10:48", "64 KB", False, False),
]


def rc_list(read_inv: bool, forwarded: bool, flash: str = "") -> str:
    rows = []
    unread = 0
    for i, (who, subj, when, size, unr, att) in enumerate(INBOX):
        if i == 2 and read_inv:
            unr = False
        unread += unr
        flags = []
        if unr:
            flags.append("Unread")
        if i == 2 and forwarded:
            flags.append("Forwarded")
        if att:
            flags.append("With attachment")
        b = 200 + 6 * i
        rows += [f"  [{b}] row '{', '.join(flags)}'", f"    [{b + 1}] cell '{who}'", f"    [{b + 2}] cell '{subj}'", f"      [{b + 3}] link '{subj}'",
                 f"    [{b + 4}] cell '{when}'", f"    [{b + 5}] cell '{size}'"]
    fl = f"[52] status ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[54] heading 'Inbox'
[56] searchbox 'Search in Inbox'
[58] button 'Select'
[59] button 'Threads'
[60] button 'Mark'
[61] button 'More'
[100] table 'Message list'
  [101] row ''
    [102] columnheader 'From'
    [103] columnheader 'Subject'
    [104] columnheader 'Date'
    [105] columnheader 'Size'
{chr(10).join(rows)}
StaticText 'Messages 1 to 50 of 1,318'
[300] button 'Next page'"""
    return rc_page("Roundcube Webmail :: Inbox", f"{RC}/?_task=mail&_mbox=INBOX", unread, main)


def rc_message(folder: str, size: str, unread: int) -> str:
    if folder == "INBOX":
        head = """StaticText 'From'
[62] link 'Priya Natarajan'
StaticText '<billing@lumenstudio.co>'
StaticText 'To'
StaticText 'office@harborview-dental.com'
StaticText 'Date'
StaticText '2024-04-29 16:42'"""
        subj, body, uid = INV_SUBJ, INV_BODY, "48211"
        title = f"Roundcube Webmail :: {INV_SUBJ}"
    else:
        head = """StaticText 'From'
StaticText 'Harborview Dental Office <office@harborview-dental.com>'
StaticText 'To'
[63] link 'ap@brightledger.com'
StaticText 'Date'
StaticText '2024-04-30 10:21'"""
        subj = f"Fwd: {INV_SUBJ}"
        body = ("Hi Dana, forwarding Lumen Studio's April invoice for the books. Paid by check today. Thanks, Jonah "
                "-------- Original Message -------- Subject: " + INV_SUBJ + " Date: 2024-04-29 16:42 From: Priya Natarajan "
                "<billing@lumenstudio.co> To: office@harborview-dental.com " + INV_BODY)
        uid = "9907"
        title = f"Roundcube Webmail :: Fwd: {INV_SUBJ}"
    main = f"""[52] toolbar ''
  [53] button 'Reply'
  [54] button 'Reply all'
  [55] button 'Forward'
  [56] button 'Delete'
  [57] button 'Mark'
  [58] button 'More'
[60] heading '{subj}'
{head}
[70] list 'Attachments'
  [71] listitem ''
    [72] link 'INV-0423.pdf ({size})'
    [73] button 'Options for INV-0423.pdf', hasPopup='menu'
[80] document 'Message body'
  StaticText '{body}'"""
    return rc_page(title, f"{RC}/?_task=mail&_mbox={folder}&_uid={uid}&_action=show", unread, main)


def rc_compose(to: str, note: str, focus: str = "") -> str:
    ft = ", focused" if focus == "to" else ""
    fb = ", focused" if focus == "body" else ""
    tv = f", value='{to}'" if to else ""
    quoted = ("-------- Original Message -------- Subject: " + INV_SUBJ + " Date: 2024-04-29 16:42 From: Priya Natarajan "
              "<billing@lumenstudio.co> To: office@harborview-dental.com " + INV_BODY)
    text = (note + " " + quoted) if note else quoted
    main = f"""[52] toolbar ''
  [53] button 'Send'
  [54] button 'Save'
  [55] button 'Spell'
  [56] button 'Attach'
  [57] button 'Signature'
  [58] button 'Responses'
[60] combobox 'From', hasPopup='menu', expanded=False
  StaticText 'Harborview Dental Office <office@harborview-dental.com>'
[62] textbox 'To', required=False{tv}{ft}
[64] link 'Add Cc'
[65] link 'Add Bcc'
[66] link 'Add Reply-To'
[68] textbox 'Subject', required=False, value='Fwd: {INV_SUBJ}'
[70] list 'Attachments'
  [71] listitem ''
    StaticText 'INV-0423.pdf'
    StaticText '(184 KB)'
    [74] button 'Delete'
[80] textbox 'Message body', multiline=True, required=False{fb}
  StaticText '{text}'
[90] combobox 'Priority', hasPopup='menu', expanded=False
  StaticText 'Normal'
[92] checkbox 'Return receipt', checked='false'
[93] checkbox 'Save sent message in Sent', checked='true'"""
    return rc_page("Roundcube Webmail :: Compose", f"{RC}/?_task=mail&_action=compose&_id=66301c4b2f7a1", 2, main)


def t17(rs: RowSet) -> None:
    note = "Hi Dana, forwarding Lumen Studio's April invoice for the books. Paid by check today. Thanks, Jonah"
    sent_rows = [("ap@brightledger.com", f"Fwd: {INV_SUBJ}", "Today 10:21", "253 KB"),
                 ("Marco Bellini", "Re: Q2 patient recall campaign", "Yesterday 17:58", "7 KB"),
                 ("Dr. Ellen Cho", "Re: Schedule for May 6-10", "Yesterday 11:40", "6 KB"),
                 ("support@weave.com", "Phone tree change request", "Fri 09:12", "4 KB")]
    rows = []
    for i, (who, subj, when, size) in enumerate(sent_rows):
        b = 200 + 6 * i
        rows += [f"  [{b}] row '{'With attachment' if i == 0 else ''}'", f"    [{b + 1}] cell '{who}'", f"    [{b + 2}] cell '{subj}'",
                 f"      [{b + 3}] link '{subj}'", f"    [{b + 4}] cell '{when}'", f"    [{b + 5}] cell '{size}'"]
    sent = rc_page("Roundcube Webmail :: Sent", f"{RC}/?_task=mail&_mbox=Sent", 2, f"""[54] heading 'Sent'
[56] searchbox 'Search in Sent'
[58] button 'Select'
[59] button 'Threads'
[60] button 'Mark'
[61] button 'More'
[100] table 'Message list'
  [101] row ''
    [102] columnheader 'To'
    [103] columnheader 'Subject'
    [104] columnheader 'Date'
    [105] columnheader 'Size'
{chr(10).join(rows)}
StaticText 'Messages 1 to 50 of 413'
[300] button 'Next page'""")
    turns = [
        ("click('215')", rc_message("INBOX", "184 KB", 2)),
        ("click('55')", rc_compose("", "")),
        ("fill('62', 'ap@brightledger.com')", rc_compose("ap@brightledger.com", "", "to")),
        (f"fill('80', {note + ' ' + '-------- Original Message -------- Subject: ' + INV_SUBJ + ' Date: 2024-04-29 16:42 From: Priya Natarajan <billing@lumenstudio.co> To: office@harborview-dental.com ' + INV_BODY!r})",
         rc_compose("ap@brightledger.com", note, "body")),
        ("click('53')", rc_list(True, True, "Message sent successfully.")),
        ("click('33')", sent),
        ("click('203')", rc_message("Sent", "148 KB", 2)),
        ("click('31')", rc_list(True, True)),
    ]
    rs.add("web", "h53-web-17", web_sys("Roundcube Webmail 1.6 (Elastic skin) for office@harborview-dental.com"), turns,
           state=rc_list(False, False), bad=True, turn=7,
           kind="The sent forward shows its attachment as INV-0423.pdf (148 KB), while the same file was 184 KB in the original message and in the compose window.")


# ---------------------------------------------------------------------------
# 18 Public library catalog (clean): place a hold, renew a loan, change pickup location
# ---------------------------------------------------------------------------

LIB = "https://riverton.bibliocommons.com"


def lib_page(url: str, title: str, holds: int, main: str, query: str = "", focused: bool = False) -> str:
    qv = f", value='{query}'" if query else ""
    foc = ", focused" if focused else ""
    body = f"""[10] banner ''
  [12] link 'Riverton Public Library'
  [14] combobox 'Search by', hasPopup='menu', expanded=False
    StaticText 'Keyword'
  [16] searchbox 'Search the catalog'{qv}{foc}
  [17] button 'Search'
  [20] link 'Checked out (3)'
  [21] link 'Holds ({holds})'
  [22] link 'Fees ($0.00)'
  [23] button 'Logged in as theo.marchetti', hasPopup='menu', expanded=False
[30] navigation ''
  [31] link 'Catalog'
  [32] link 'Events'
  [33] link 'Digital library'
  [34] link 'Library of Things'
  [35] link 'Locations & hours'
[50] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


TOMORROW = "Tomorrow, and Tomorrow, and Tomorrow"


def lib_results(placed: bool, dialog: str = "") -> str:
    status = "[214] button 'On hold', disabled=True\n  StaticText 'You are #4 on the list'" if placed else "[214] button 'Place hold'"
    main = f"""[52] heading 'Search results for \u201c{TOMORROW}\u201d'
StaticText '1 - 4 of 4 results'
[56] combobox 'Sort by', hasPopup='menu', expanded=False
  StaticText 'Relevance'
[200] article ''
  [201] link '{TOMORROW}'
  StaticText 'Zevin, Gabrielle'
  StaticText 'Book · 2022'
  StaticText 'All copies in use · Holds: {4 if placed else 3} on 6 copies'
  {status}
  [216] button 'Add to shelf', hasPopup='menu'
[220] article ''
  [221] link '{TOMORROW}'
  StaticText 'Zevin, Gabrielle'
  StaticText 'eBook (Libby) · 2022'
  StaticText 'Holds: 27 on 4 copies'
  [224] button 'Place hold'
[230] article ''
  [231] link '{TOMORROW}'
  StaticText 'Zevin, Gabrielle'
  StaticText 'Audiobook CD · 2022'
  StaticText 'Available at Central Library, Northgate Branch'
  [234] button 'Place hold'
[240] article ''
  [241] link '{TOMORROW} [large print]'
  StaticText 'Zevin, Gabrielle'
  StaticText 'Large print book · 2023'
  StaticText 'Available at Central Library'
  [244] button 'Place hold'{dialog}"""
    return lib_page(f"{LIB}/v2/search?query=tomorrow%2C%20and%20tomorrow%2C%20and%20tomorrow&searchType=smart", f"Search results for {TOMORROW} | Riverton Public Library",
                    4 if placed else 3, main, TOMORROW)


def lib_hold_dialog(pickup: str) -> str:
    return f"""
[400] dialog 'Place hold', modal=True
  StaticText '{TOMORROW} · Book'
  [404] combobox 'Pickup location', hasPopup='menu', expanded=False
    StaticText '{pickup}'
  [406] checkbox 'Notify me by email and text', checked='true'
  StaticText 'Holds expire if not filled by Apr 30, 2025.'
  [410] button 'Cancel'
  [411] button 'Confirm hold'"""


def lib_holds(cov_pickup: str, dialog: str = "") -> str:
    items = [
        ("Demon Copperhead", "Kingsolver, Barbara", "Ready for pickup at Central Library · Pick up by May 4, 2024", "Central Library"),
        (TOMORROW, "Zevin, Gabrielle", "#4 of 4 holds on 6 copies · Placed Apr 30, 2024", "Eastside Branch"),
        ("The Covenant of Water", "Verghese, Abraham", "#12 of 19 holds on 8 copies · Placed Mar 11, 2024", cov_pickup),
        ("The Heaven & Earth Grocery Store", "McBride, James", "#3 of 5 holds on 7 copies · Placed Apr 2, 2024", "Eastside Branch"),
    ]
    out = []
    for i, (t, a, st, pk) in enumerate(items):
        b = 200 + 8 * i
        out += [f"  [{b}] article ''", f"    [{b + 1}] link '{t}'", f"    StaticText '{a} · Book'", f"    StaticText '{st}'",
                f"    StaticText 'Pickup location: {pk}'", f"    [{b + 5}] button 'Change pickup location for {t}'",
                f"    [{b + 6}] button 'Pause {t}'", f"    [{b + 7}] button 'Cancel hold on {t}'"]
    main = f"""[52] heading 'Holds'
[54] tablist ''
  [55] tab 'All (4)', selected=True
  [56] tab 'Ready for pickup (1)', selected=False
  [57] tab 'In transit (0)', selected=False
  [58] tab 'Not yet available (3)', selected=False
  [59] tab 'Paused (0)', selected=False
[100] list ''
{chr(10).join(out)}{dialog}"""
    return lib_page(f"{LIB}/v2/holds", "Holds | Riverton Public Library", 4, main)


def lib_checkouts(renewed: bool) -> str:
    items = [("Lessons in Chemistry", "Garmus, Bonnie", "May 21, 2024" if renewed else "May 2, 2024", 1 if renewed else 0),
             ("Bread Baking Kit (Library of Things)", "Kit", "May 9, 2024", 0),
             ("The Wager", "Grann, David", "May 14, 2024", 1)]
    out = []
    for i, (t, a, due, used) in enumerate(items):
        b = 200 + 6 * i
        out += [f"  [{b}] article ''", f"    [{b + 1}] link '{t}'", f"    StaticText '{a}'", f"    StaticText 'Due {due}'",
                f"    StaticText 'Renewed {used} of 2 times'", f"    [{b + 5}] button 'Renew {t}'"]
    flash = "[51] alert ''\n  StaticText 'Lessons in Chemistry renewed. New due date: May 21, 2024.'\n" if renewed else ""
    main = f"""{flash}[52] heading 'Checked out'
StaticText '3 items · Next due May {"9" if renewed else "2"}, 2024'
[56] button 'Renew all'
[100] list ''
{chr(10).join(out)}"""
    return lib_page(f"{LIB}/v2/checkedout", "Checked out | Riverton Public Library", 4, main)


def t18(rs: RowSet) -> None:
    dash = """[52] heading 'Hi, Theo'
StaticText 'Library card ending in 7734 · expires Sep 14, 2026'
[60] region 'At a glance'
  [61] link '3 checked out · next due May 2, 2024'
  [62] link '1 hold ready for pickup'
  [63] link '$0.00 in fees'
[70] heading 'Recently returned'
StaticText 'Piranesi · Clarke, Susanna · returned Apr 22, 2024'
StaticText 'Project Hail Mary · Weir, Andy · returned Apr 9, 2024'"""
    acct = lib_page(f"{LIB}/v2/dashboard", "My Library Dashboard | Riverton Public Library", 3, dash)
    acct_typed = lib_page(f"{LIB}/v2/dashboard", "My Library Dashboard | Riverton Public Library", 3, dash, TOMORROW, True)
    chg = """
[420] dialog 'Change pickup location', modal=True
  StaticText 'The Covenant of Water · Book'
  [424] combobox 'Pickup location', hasPopup='menu', expanded=False
    StaticText 'Central Library'
  StaticText 'Your place in the list will not change.'
  [428] button 'Cancel'
  [429] button 'Update'"""
    turns = [
        (f"fill('16', {TOMORROW!r})", acct_typed),
        ("click('17')", lib_results(False)),
        ("click('214')", lib_results(False, lib_hold_dialog("Central Library"))),
        ("select_option('404', 'Eastside Branch')", lib_results(False, lib_hold_dialog("Eastside Branch"))),
        ("click('411')", lib_results(True)),
        ("click('21')", lib_holds("Central Library")),
        ("click('20')", lib_checkouts(False)),
        ("click('205')", lib_checkouts(True)),
        ("click('21')", lib_holds("Central Library")),
        ("click('221')", lib_holds("Central Library", chg)),
    ]
    rs.add("web", "h53-web-18", web_sys("the Riverton Public Library catalog (BiblioCommons), signed in as patron theo.marchetti"), turns, state=acct, bad=False)


# ---------------------------------------------------------------------------
# 19 Makerspace equipment reservations (clean): cancel one booking, book a longer slot
# ---------------------------------------------------------------------------

MK = "https://members.forgeandspindle.org"


def mk_page(url: str, title: str, main: str) -> str:
    body = f"""[10] banner ''
  [12] link 'Forge & Spindle Makerspace'
  [14] link 'Equipment'
  [15] link 'Classes'
  [16] link 'My reservations'
  [17] link 'Billing'
  [18] button 'Member: Lucía Ferrante (#0418)', hasPopup='menu', expanded=False
[40] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


def mk_book(mine: list[tuple[str, str, str, str, str]], held: float, slot: str = "", note: str = "", flash: str = "", dialog: str = "",
            note_focus: bool = False) -> str:
    rows = []
    for i, (rid, tool, when, cost, _) in enumerate(mine):
        b = 300 + 6 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{rid}'", f"      [{b + 2}] link '{rid}'", f"    [{b + 3}] cell '{tool}'", f"    [{b + 4}] cell '{when} · {cost}'",
                 f"    [{b + 5}] button 'Cancel {rid}'"]
    slots = [("Thu May 2", "18:00–19:00", True), ("Thu May 2", "19:00–21:00", False), ("Fri May 3", "17:00–18:00", True),
             ("Fri May 3", "19:00–21:00", True), ("Sat May 4", "09:00–11:00", True), ("Sat May 4", "13:00–15:00", False)]
    ids = {r[0] for r in mine}
    mine_slots = {("Thu May 2", "18:00–19:00"): "R-5491", ("Fri May 3", "19:00–21:00"): "R-5532"}
    srows = []
    for i, (day, hrs, default_free) in enumerate(slots):
        ok = mine_slots[(day, hrs)] not in ids if (day, hrs) in mine_slots else default_free
        b = 200 + i
        label = f"{day} {hrs}"
        pressed = ", pressed=True" if label == slot else ""
        srows.append(f"  [{b}] button '{label} {'available' if ok else 'booked'}'{pressed}{'' if ok else ', disabled=True'}")
    panel = ""
    if slot:
        nv = f"\n    StaticText '{note}'" if note else ""
        foc = ", focused" if note_focus else ""
        panel = f"""
[250] group 'New reservation'
  StaticText 'Epilog Fusion Pro 48 · Laser Bay 2'
  StaticText '{slot} (2.0 h) · 2.0 credits'
  [254] textbox 'Project note', multiline=True, required=False{foc}{nv}
  [256] checkbox 'I have completed Laser Level 1 sign-off', checked='true'
  [258] button 'Reserve'"""
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    total = 16.0
    main = f"""{fl}[50] heading 'Laser cutter — Epilog Fusion Pro 48'
StaticText 'Rate: 1.0 credit per hour · Max 2 h per booking · Requires Laser Level 1'
StaticText 'Credits: {total:.1f} balance · {held:.1f} held for upcoming reservations · {total - held:.1f} available'
[60] heading 'Available times (this week)'
[62] group 'Slots'
{chr(10).join(srows)}{panel}
[280] heading 'My upcoming reservations'
[290] table ''
{chr(10).join(rows)}{dialog}"""
    return mk_page(f"{MK}/equipment/laser-epilog-48/reserve", "Reserve Laser cutter | Forge & Spindle", main)


def t19(rs: RowSet) -> None:
    laser_old = ("R-5491", "Laser cutter (Epilog 48)", "Thu May 2, 18:00–19:00", "1.0 credit", "")
    cnc = ("R-5502", "CNC router (ShopBot PRSalpha)", "Sat May 4, 10:00–12:00", "3.0 credits", "")
    laser_new = ("R-5532", "Laser cutter (Epilog 48)", "Fri May 3, 19:00–21:00", "2.0 credits", "")
    dialog = """
[400] dialog 'Cancel reservation R-5491?', modal=True
  StaticText 'Laser cutter (Epilog 48) · Thu May 2, 18:00–19:00'
  StaticText 'Cancelling more than 12 hours ahead returns 1.0 credit to your balance.'
  [404] button 'Keep it'
  [405] button 'Yes, cancel'"""
    note = "Cutting 3 mm birch plywood panels for a synth enclosure (files already on the lab PC)."
    detail = mk_page(f"{MK}/reservations/R-5532", "Reservation R-5532 | Forge & Spindle", f"""[50] heading 'Reservation R-5532'
[52] table ''
  [53] row ''
    [54] rowheader 'Equipment'
    [55] cell 'Epilog Fusion Pro 48 · Laser Bay 2'
  [56] row ''
    [57] rowheader 'When'
    [58] cell 'Friday, May 3, 2024 · 7:00 PM – 9:00 PM'
  [59] row ''
    [60] rowheader 'Credits'
    [61] cell '2.0 (held until check-in)'
  [62] row ''
    [63] rowheader 'Check-in PIN'
    [64] cell '4471'
  [65] row ''
    [66] rowheader 'Project note'
    [67] cell '{note}'
  [68] row ''
    [69] rowheader 'Booked'
    [70] cell 'Apr 30, 2024 4:52 PM'
[80] button 'Cancel reservation'
[81] link 'Add to calendar (.ics)'
[82] link 'Back to Laser cutter'""")
    turns = [
        ("click('305')", mk_book([laser_old, cnc], 4.0, dialog=dialog)),
        ("click('405')", mk_book([cnc], 3.0, flash="Reservation R-5491 cancelled. 1.0 credit returned.")),
        ("click('203')", mk_book([cnc], 3.0, slot="Fri May 3 19:00–21:00")),
        (f"fill('254', {note!r})", mk_book([cnc], 3.0, slot="Fri May 3 19:00–21:00", note=note, note_focus=True)),
        ("click('258')", mk_book([laser_new, cnc], 5.0, flash="Reserved: Laser cutter, Fri May 3, 19:00–21:00 (R-5532).")),
        ("click('302')", detail),
    ]
    rs.add("web", "h53-web-19", web_sys("the Forge & Spindle Makerspace member portal (equipment reservations), signed in as member Lucía Ferrante"),
           turns, state=mk_book([laser_old, cnc], 4.0), bad=False)


# ---------------------------------------------------------------------------
# 20 Community garden portal (contradiction): a shift sign-up goes missing from the rota
# ---------------------------------------------------------------------------

GARDEN = "https://lindenstreetgarden.org/members"

SHIFTS = [
    ("Sat May 4", "7:00–9:00 AM", ["Oskar P.", "Mei L.", "June R."]),
    ("Wed May 8", "6:00–8:00 PM", ["Tomás G."]),
    ("Sat May 11", "7:00–9:00 AM", ["Oskar P."]),
    ("Wed May 15", "6:00–8:00 PM", []),
    ("Sat May 18", "7:00–9:00 AM", ["Mei L.", "Ahmed K."]),
    ("Wed May 22", "6:00–8:00 PM", ["June R."]),
]


def garden_page(url: str, title: str, main: str) -> str:
    body = f"""[10] banner ''
  [12] link 'Linden Street Community Garden'
  [14] link 'Dashboard'
  [15] link 'Watering shifts'
  [16] link 'Tool shed'
  [17] link 'My commitments'
  [18] link 'Forum'
  [19] button 'Nadia Sorensen (plot B-14)', hasPopup='menu', expanded=False
[40] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


def garden_shifts(me_in: set[str], shown_missing: set[str] = frozenset(), flash: str = "") -> str:
    rows = []
    for i, (day, hrs, people) in enumerate(SHIFTS):
        ppl = list(people)
        mine = day in me_in and day not in shown_missing
        if mine:
            ppl.append("Nadia S.")
        b = 200 + 6 * i
        full = len(ppl) >= 3
        if mine:
            btn = f"    [{b + 5}] button 'Withdraw from {day}'"
        elif full:
            btn = f"    [{b + 5}] button 'Full', disabled=True"
        else:
            btn = f"    [{b + 5}] button 'Sign up for {day}'"
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{day}'", f"    [{b + 2}] cell '{hrs}'", f"    [{b + 3}] cell '{', '.join(ppl) or '—'}'",
                 f"    [{b + 4}] cell '{len(ppl)} of 3'", btn]
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[50] heading 'Watering shifts — May 2024'
StaticText 'Each shift waters the shared beds, the herb spiral and the seedling table. 2 hours count toward your 8 volunteer hours for the season.'
[60] table 'Shift rota'
  [61] row ''
    [62] columnheader 'Day'
    [63] columnheader 'Time'
    [64] columnheader 'Volunteers'
    [65] columnheader 'Filled'
    [66] columnheader ''
{chr(10).join(rows)}
StaticText 'Rota last changed by the garden coordinator on Apr 27, 2024.'"""
    return garden_page(f"{GARDEN}/shifts?month=2024-05", "Watering shifts | Linden Street Community Garden", main)


def garden_commitments(broadfork: bool) -> str:
    items = [("Sat May 11, 2024 · 7:00–9:00 AM", "Watering shift", "2 h"), ("Wed May 15, 2024 · 6:00–8:00 PM", "Watering shift", "2 h"),
             ("Sat May 25, 2024 · 9:00 AM–12:00 PM", "Spring workday: compost turning", "3 h")]
    if broadfork:
        items.insert(1, ("Sat May 11, 2024 · 9:00 AM–12:00 PM", "Tool reservation: Broadfork", "—"))
    rows = []
    for i, (when, what, hrs) in enumerate(items):
        b = 200 + 4 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{when}'", f"    [{b + 2}] cell '{what}'", f"    [{b + 3}] cell '{hrs}'"]
    main = f"""[50] heading 'My commitments'
StaticText 'Volunteer hours: 3.5 logged · 7 pledged · 8 required by Oct 31, 2024'
[60] table ''
  [61] row ''
    [62] columnheader 'When'
    [63] columnheader 'What'
    [64] columnheader 'Hours'
{chr(10).join(rows)}
[300] link 'Export to calendar'"""
    return garden_page(f"{GARDEN}/commitments", "My commitments | Linden Street Community Garden", main)


def garden_tools(reserved: bool, dialog: str = "", flash: str = "") -> str:
    tools = [("Wheelbarrow #1", "Available"), ("Wheelbarrow #2", "Checked out by Ahmed K. · due back May 1"),
             ("Broadfork", "Reserved by you · Sat May 11, 9:00 AM–12:00 PM" if reserved else "Available"),
             ("Soil knife set", "Available"), ("Hose reel cart", "In repair"), ("Seed-starting heat mat", "Checked out by Mei L. · due back May 6")]
    rows = []
    for i, (tool, st) in enumerate(tools):
        b = 200 + 4 * i
        act = f"    [{b + 3}] button 'Reserve {tool}'" if st == "Available" else f"    [{b + 3}] cell ''"
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{tool}'", f"    [{b + 2}] cell '{st}'", act]
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[50] heading 'Tool shed'
StaticText 'Shed combination changes on the 1st of each month; this month: 4-1-7-7.'
[60] table ''
  [61] row ''
    [62] columnheader 'Tool'
    [63] columnheader 'Status'
    [64] columnheader ''
{chr(10).join(rows)}{dialog}"""
    return garden_page(f"{GARDEN}/tools", "Tool shed | Linden Street Community Garden", main)


def t20(rs: RowSet) -> None:
    dash = garden_page(f"{GARDEN}/", "Dashboard | Linden Street Community Garden", """[50] heading 'Welcome back, Nadia'
[52] region 'My plot'
  StaticText 'Plot B-14 · 10 × 12 ft · raised bed, north fence'
  StaticText '2024 dues: $45.00 paid Feb 3, 2024'
[60] region 'Volunteer hours'
  StaticText '3.5 of 8 hours logged · 3 pledged'
[70] heading 'Announcements'
StaticText 'Apr 26 · Water is back on at the east spigot. Please close the valve fully after use.'
StaticText 'Apr 19 · Compost bay 2 is full; use bay 3 until the May 25 workday.'
[80] link 'See watering shifts'""")
    dialog = """
[400] dialog 'Reserve Broadfork', modal=True
  [402] textbox 'Date', required=True, value='05/11/2024'
  [404] combobox 'Time', hasPopup='menu', expanded=False
    StaticText '9:00 AM–12:00 PM'
  [406] button 'Cancel'
  [407] button 'Confirm'"""
    turns = [
        ("click('15')", garden_shifts(set())),
        ("click('217')", garden_shifts({"Sat May 11"}, flash="You're signed up for Sat May 11, 7:00–9:00 AM.")),
        ("click('223')", garden_shifts({"Sat May 11", "Wed May 15"}, flash="You're signed up for Wed May 15, 6:00–8:00 PM.")),
        ("click('17')", garden_commitments(False)),
        ("click('15')", garden_shifts({"Sat May 11", "Wed May 15"}, shown_missing={"Sat May 11"})),
        ("click('16')", garden_tools(False)),
        ("click('211')", garden_tools(False, dialog)),
        ("click('407')", garden_tools(True, flash="Broadfork reserved for Sat May 11, 9:00 AM–12:00 PM.")),
        ("click('17')", garden_commitments(True)),
    ]
    rs.add("web", "h53-web-20", web_sys("the Linden Street Community Garden members' portal, signed in as Nadia Sorensen"), turns, state=dash, bad=True, turn=5,
           kind="The rota shows the Sat May 11 shift with only Oskar P. (1 of 3) and a Sign up button, though Nadia signed up at turn 2 and My commitments (turn 4) lists it.")


# ---------------------------------------------------------------------------
# 21 Homebrew competition entry portal (contradiction): the activity log puts the payment before the entry it paid for
# ---------------------------------------------------------------------------

BREW = "https://cascadecup.brewcompetition.com"

BREW_ENTRIES = [
    ("0147", "Trellis Pale", "18B American Pale Ale", "Apr 12, 2024 8:47 PM"),
    ("0152", "Night Heron Stout", "20B American Stout", "Apr 12, 2024 9:03 PM"),
    ("0169", "Foxglove Weissbier", "10A Weissbier", "Apr 30, 2024 7:52 PM"),
]


def brew_page(url: str, title: str, main: str) -> str:
    body = f"""[10] navigation ''
  [12] link '2024 Cascade Cup Homebrew Competition'
  [14] link 'Home'
  [15] link 'Entry Info'
  [16] link 'Volunteer Info'
  [17] link 'Sponsors'
  [18] link 'My Account'
  [19] link 'Log Out'
[40] main ''
{ind(main, 1)}
[900] contentinfo ''
  StaticText 'Brew Competition Online Entry & Management (BCOE&M) v2.6.2'
  StaticText 'Entry window closes May 10, 2024 11:59 PM PDT · Drop-off May 6–15 at Ferment Supply Co., 1818 N Killingsworth St'"""
    return ax(url, title, body)


def brew_account(n: int, paid: bool, flash: str = "") -> str:
    rows = []
    for i, (num, name, style, added) in enumerate(BREW_ENTRIES[:n]):
        b = 200 + 9 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{num}'", f"    [{b + 2}] cell '{name}'", f"    [{b + 3}] cell '{style}'",
                 f"    [{b + 4}] cell '{added}'", f"    [{b + 5}] cell '{'Yes' if paid else 'No'}'", "    [{0}] cell 'No'".format(b + 6),
                 f"    [{b + 7}] link 'Edit {num}'", f"    [{b + 8}] link 'Delete {num}'"]
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    due = 0 if paid else 12 * n
    main = f"""{fl}[50] heading 'My Account'
StaticText 'Theo Vasquez-Brandt · Stumptown Fermenters (AHA #1029384)'
[54] link 'Edit Account'
[55] link 'Account Activity'
[60] heading 'Entries'
StaticText '{n} of 4 entries allowed · $12.00 per entry · Total fees: ${12 * n:.2f} · Due: ${due:.2f}'
[64] link 'Add an Entry'
[65] link 'Pay Entry Fees'{", disabled=True" if paid else ""}
[66] link 'Print Entry Labels'
[100] table 'Entries'
  [101] row ''
    [102] columnheader 'Entry #'
    [103] columnheader 'Name'
    [104] columnheader 'Style'
    [105] columnheader 'Added'
    [106] columnheader 'Paid'
    [107] columnheader 'Received'
    [108] columnheader 'Actions'
{chr(10).join(rows)}"""
    return brew_page(f"{BREW}/index.php?section=list", "My Account - 2024 Cascade Cup Homebrew Competition", main)


def brew_form(name: str, style: str, focus: str = "") -> str:
    fn = ", focused" if focus == "name" else ""
    nv = f", value='{name}'" if name else ""
    extra = ""
    if style:
        extra = "\nStaticText '10A Weissbier: no special ingredients or additional information required.'"
    main = f"""[50] heading 'Add an Entry'
StaticText 'Entry 3 of 4 allowed'
[54] textbox 'Entry Name *', required=True{nv}{fn}
[56] combobox 'Style *', hasPopup='listbox', expanded=False
  StaticText '{style or "Choose a style"}'{extra}
[60] combobox 'Carbonation', hasPopup='menu', expanded=False
  StaticText 'N/A'
[62] textbox 'Optional information for judges', multiline=True, required=False
[64] checkbox 'Co-brewer', checked='false'
[66] checkbox 'I confirm this beer was brewed at home by the entrant and not at a commercial facility.', checked='true'
[70] button 'Submit Entry'{"" if name and style else ", disabled=True"}"""
    return brew_page(f"{BREW}/index.php?section=brew&action=add", "Add an Entry - 2024 Cascade Cup Homebrew Competition", main)


def brew_activity(pay_time: str) -> str:
    log = [("Apr 30, 2024 " + pay_time, "Payment received: $36.00 for entries 0147, 0152, 0169 (PayPal 7WG41985RL112384C)"),
           ("Apr 30, 2024 7:52 PM", "Entry 0169 added: Foxglove Weissbier (10A Weissbier)"),
           ("Apr 12, 2024 9:03 PM", "Entry 0152 added: Night Heron Stout (20B American Stout)"),
           ("Apr 12, 2024 8:47 PM", "Entry 0147 added: Trellis Pale (18B American Pale Ale)"),
           ("Apr 12, 2024 8:31 PM", "Account created; club set to Stumptown Fermenters")]
    rows = []
    for i, (when, what) in enumerate(log):
        b = 200 + 3 * i
        rows += [f"  [{b}] row ''", f"    [{b + 1}] cell '{when}'", f"    [{b + 2}] cell '{what}'"]
    main = f"""[50] heading 'Account Activity'
StaticText 'Newest first · times in PDT'
[60] table ''
  [61] row ''
    [62] columnheader 'Date'
    [63] columnheader 'Event'
{chr(10).join(rows)}
[300] link 'Back to My Account'"""
    return brew_page(f"{BREW}/index.php?section=list&view=activity", "Account Activity - 2024 Cascade Cup Homebrew Competition", main)


def t21(rs: RowSet) -> None:
    pay = brew_page(f"{BREW}/index.php?section=pay", "Pay Entry Fees - 2024 Cascade Cup Homebrew Competition", """[50] heading 'Pay Entry Fees'
[52] table ''
  [53] row ''
    [54] cell '0147 Trellis Pale'
    [55] cell '$12.00'
  [56] row ''
    [57] cell '0152 Night Heron Stout'
    [58] cell '$12.00'
  [59] row ''
    [60] cell '0169 Foxglove Weissbier'
    [61] cell '$12.00'
  [62] row ''
    [63] cell 'Total'
    [64] cell '$36.00'
StaticText 'Payment is non-refundable. Unpaid entries will not be judged.'
[70] button 'Pay with PayPal'
[72] link 'Pay by check at drop-off'""")
    paid = brew_page(f"{BREW}/index.php?section=pay&msg=10", "Payment Received - 2024 Cascade Cup Homebrew Competition", """[41] alert ''
  StaticText 'Your payment has been received. Thank you!'
[50] heading 'Payment Received'
StaticText 'Amount: $36.00 (3 entries)'
StaticText 'PayPal transaction ID: 7WG41985RL112384C'
StaticText 'Paid: Apr 30, 2024 8:14 PM PDT'
StaticText 'A receipt was sent to theo.vb@stumptownfermenters.org.'
[60] link 'Return to My Account'""")
    labels = brew_page(f"{BREW}/index.php?section=labels", "Entry Labels - 2024 Cascade Cup Homebrew Competition", """[50] heading 'Print Entry Labels'
StaticText 'Attach one label to each of 2 bottles per entry with a rubber band. Do not tape labels to bottles.'
[54] table ''
  [55] row ''
    [56] cell '0147 · 18B American Pale Ale · 2 bottles'
  [57] row ''
    [58] cell '0152 · 20B American Stout · 2 bottles'
  [59] row ''
    [60] cell '0169 · 10A Weissbier · 2 bottles'
[64] link 'Download labels (PDF, Avery 5160)'
[65] link 'Download bottle ID labels only (PDF)'
[66] link 'Back to My Account'""")
    turns = [
        ("click('64')", brew_form("", "")),
        ("fill('54', 'Foxglove Weissbier')", brew_form("Foxglove Weissbier", "", "name")),
        ("select_option('56', '10A Weissbier')", brew_form("Foxglove Weissbier", "10A Weissbier")),
        ("click('70')", brew_account(3, False, "Entry 0169 (Foxglove Weissbier) added.")),
        ("click('65')", pay),
        ("click('70')", paid),
        ("click('60')", brew_account(3, True)),
        ("click('55')", brew_activity("7:41 PM")),
        ("click('300')", brew_account(3, True)),
        ("click('66')", labels),
    ]
    rs.add("web", "h53-web-21", web_sys("BCOE&M (Brew Competition Online Entry & Management) for the 2024 Cascade Cup homebrew competition, signed in as entrant Theo Vasquez-Brandt"),
           turns, state=brew_account(2, False), bad=True, turn=8,
           kind="The activity log dates the $36.00 payment (which covers entry 0169) at 7:41 PM, before entry 0169 was added at 7:52 PM, and the payment page said it was paid at 8:14 PM.")


# ---------------------------------------------------------------------------
# 22 Food bank volunteer shifts (clean): sign up; another volunteer fills a shift meanwhile; join waitlist
# ---------------------------------------------------------------------------

FB = "https://midvalleyfoodbank.volunteerhub.com"

OPPS = [
    ("Sat, May 4", "8:30 AM – 11:30 AM", "Warehouse Sort", "Main Warehouse, 2150 Industrial Way", 20),
    ("Sat, May 4", "12:00 PM – 3:00 PM", "Warehouse Sort", "Main Warehouse, 2150 Industrial Way", 20),
    ("Tue, May 7", "5:30 PM – 8:00 PM", "Mobile Pantry", "Lincoln Elementary, 455 Cedar St", 10),
    ("Thu, May 9", "9:00 AM – 12:00 PM", "Senior Box Packing", "Main Warehouse, 2150 Industrial Way", 12),
]

SENIOR_ROSTER = ["Alma R.", "Bev T.", "Chris O.", "Deshawn M.", "Elena V.", "Frank L.", "Gita P.", "Hal W.", "Irene K.", "Jorge S.", "Kay N."]


def fb_page(url: str, title: str, main: str) -> str:
    body = f"""[10] banner ''
  [12] link 'Mid-Valley Food Bank Volunteers'
  [14] link 'Opportunities'
  [15] link 'My schedule'
  [16] link 'My hours'
  [17] button 'Ruth Adeyemi', hasPopup='menu', expanded=False
[40] main ''
{ind(main, 1)}"""
    return ax(url, title, body)


def fb_list(filled: list[int], mine: set[int], waitlist: set[int], updated: str, flash: str = "", dialog: str = "") -> str:
    rows = []
    for i, (day, hrs, role, where, cap) in enumerate(OPPS):
        b = 200 + 7 * i
        n = filled[i]
        if i in mine:
            st, btn = f"{n} of {cap} filled · You're signed up", f"[{b + 5}] button 'Cancel my spot, {role} {day}'"
        elif i in waitlist:
            st, btn = f"{n} of {cap} filled · Full · You're #1 on the waitlist", f"[{b + 5}] button 'Leave waitlist, {role} {day}'"
        elif n >= cap:
            st, btn = f"{n} of {cap} filled · Full", f"[{b + 5}] button 'Join waitlist, {role} {day}'"
        else:
            st, btn = f"{n} of {cap} filled", f"[{b + 5}] button 'Sign up, {role} {day}'"
        rows += [f"  [{b}] article ''", f"    [{b + 1}] heading '{role}'", f"    StaticText '{day} · {hrs}'", f"    StaticText '{where}'",
                 f"    StaticText '{st}'", f"    [{b + 4}] link 'Details, {role} {day}'", f"    {btn}"]
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[50] heading 'Volunteer opportunities'
StaticText 'Showing Apr 30 – May 12, 2024 · 4 opportunities · Last updated {updated}'
[56] combobox 'Location', hasPopup='menu', expanded=False
  StaticText 'All locations'
[60] list ''
{chr(10).join(rows)}{dialog}"""
    return fb_page(f"{FB}/vv2/opportunities", "Opportunities | Mid-Valley Food Bank Volunteers", main)


def fb_detail(roster: list[str], full: bool, waitlisted: bool = False, flash: str = "") -> str:
    n = len(roster)
    people = "\n".join(f"  [{300 + i}] listitem ''\n    StaticText '{p}'" for i, p in enumerate(roster))
    if waitlisted:
        btn = "[90] button 'Leave waitlist'\nStaticText 'You are #1 on the waitlist. We will email you if a spot opens.'"
    elif full:
        btn = "[90] button 'Join waitlist'\nStaticText 'Waitlist: 0'"
    else:
        btn = "[90] button 'Sign up'"
    fl = f"[41] alert ''\n  StaticText '{flash}'\n" if flash else ""
    main = f"""{fl}[50] heading 'Senior Box Packing'
StaticText 'Thu, May 9, 2024 · 9:00 AM – 12:00 PM (3 hours)'
StaticText 'Main Warehouse, 2150 Industrial Way · Enter by the loading dock door on the north side'
StaticText 'Pack monthly CSFP boxes for seniors: canned protein, cereal, shelf-stable milk, juice. Light lifting (up to 20 lb). Ages 14+.'
StaticText 'Shift lead: Marisol Ortega'
StaticText '{n} of 12 filled{" · Full" if full else ""}'
{btn}
[100] heading 'Who is coming'
[102] list ''
{people}
[400] link 'Back to opportunities'"""
    return fb_page(f"{FB}/vv2/opportunities/88417", "Senior Box Packing | Mid-Valley Food Bank Volunteers", main)


def t22(rs: RowSet) -> None:
    dialog = """
[500] dialog 'Confirm sign-up', modal=True
  StaticText 'Warehouse Sort · Sat, May 4 · 8:30 AM – 11:30 AM'
  StaticText 'Wear closed-toe shoes. Parking is in the gravel lot behind the warehouse.'
  [504] checkbox 'Text me a reminder the day before', checked='true'
  [506] button 'Cancel'
  [507] button 'Confirm'"""
    roster12 = SENIOR_ROSTER + ["Wen H."]
    sched = fb_page(f"{FB}/vv2/schedule", "My schedule | Mid-Valley Food Bank Volunteers", """[50] heading 'My schedule'
[52] tablist ''
  [53] tab 'Upcoming (2)', selected=True
  [54] tab 'Past (9)', selected=False
[60] table ''
  [61] row ''
    [62] columnheader 'When'
    [63] columnheader 'Opportunity'
    [64] columnheader 'Status'
  [65] row ''
    [66] cell 'Sat, May 4 · 8:30 AM – 11:30 AM'
    [67] cell 'Warehouse Sort · Main Warehouse'
    [68] cell 'Confirmed'
  [69] row ''
    [70] cell 'Thu, May 9 · 9:00 AM – 12:00 PM'
    [71] cell 'Senior Box Packing · Main Warehouse'
    [72] cell 'Waitlist #1'
StaticText 'Hours this year: 18.5 (hours are credited after each shift is checked out)'
[80] link 'Add all to calendar'""")
    turns = [
        ("click('205')", fb_list([14, 9, 6, 11], set(), set(), "2:05 PM", dialog=dialog)),
        ("click('507')", fb_list([15, 9, 6, 11], {0}, set(), "2:06 PM", flash="You're signed up for Warehouse Sort on Sat, May 4.")),
        ("click('225')", fb_detail(SENIOR_ROSTER, False)),
        ("click('400')", fb_list([15, 9, 6, 12], {0}, set(), "2:09 PM")),
        ("click('225')", fb_detail(roster12, True)),
        ("click('90')", fb_detail(roster12, True, True, "You joined the waitlist for Senior Box Packing.")),
        ("click('15')", sched),
    ]
    rs.add("web", "h53-web-22", web_sys("the Mid-Valley Food Bank volunteer portal (VolunteerHub), signed in as volunteer Ruth Adeyemi"), turns,
           state=fb_list([14, 9, 6, 11], set(), set(), "2:05 PM"), bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
