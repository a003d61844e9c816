# ruff: noqa: E501
"""Held-out set h57, domain ``web``: 22 BrowserGym trajectories over accessibility trees with bids.

Each trajectory drives one site (WebArena's own shop, admin, GitLab, forum, map and wiki, and other
everyday or niche web apps). Eleven hold exactly one planted contradiction (one detail of an earlier
page coming back different with nothing in between that could change it); eleven are clean but full
of legitimate changes (edits, re-sorts, counters, clocks, new entries, other views of the same thing).
Deterministic: no randomness, no clock.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from fractions import Fraction
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYS_HEAD = """# Role and Objective

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

Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(site: str) -> str:
    return (SYS_HEAD + "\n\n# Session\n\nThe agent is browsing " + site + ". Page states are BrowserGym "
            "accessibility trees: a URL line, then one node per line indented with tabs; interactive nodes carry "
            "their bid in square brackets.")


def pg(title: str, url: str, body: str) -> str:
    """Page from a body written with two spaces per nesting level (no base indent)."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        s = raw.lstrip(" ")
        lines.append("\t" * ((len(raw) - len(s)) // 2) + s)
    if "'" in title:   # the accessibility tree quotes such a name with double quotes
        return f"URL: {url}\nRootWebArea \"{title}\", focused\n" + "\n".join("\t" + ln for ln in lines)
    return axtree(title, lines, url)


def ind(text: str, depth: int) -> str:
    """Indent a sub-block by ``depth`` levels (two spaces each)."""
    return "\n".join("  " * depth + ln if ln.strip() else ln for ln in text.strip("\n").split("\n"))


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------
# 01 OneStopShop (WebArena shopping): search, re-sort, add to cart, remove from cart. Clean.
# ---------------------------------------------------------------------------------------------
SHOP = "http://localhost:7770"
SHOP_MENU = """[1184] tablist '', multiselectable=False, orientation='horizontal'
  [1186] tabpanel ''
    [1188] menu '', orientation='vertical'
      [1190] menuitem '\ue622 Beauty & Personal Care', hasPopup='menu'
      [1205] menuitem '\ue622 Sports & Outdoors', hasPopup='menu'
      [1215] menuitem '\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'
      [1229] menuitem '\ue622 Home & Kitchen', hasPopup='menu'
      [1266] menuitem '\ue622 Office Products', hasPopup='menu'
      [1274] menuitem '\ue622 Tools & Home Improvement', hasPopup='menu'
      [1279] menuitem '\ue622 Health & Household', hasPopup='menu'
      [1285] menuitem '\ue622 Patio, Lawn & Garden', hasPopup='menu'
      [1290] menuitem '\ue622 Electronics', hasPopup='menu'
      [1351] menuitem '\ue622 Cell Phones & Accessories', hasPopup='menu'
      [1366] menuitem '\ue622 Video Games', hasPopup='menu'
      [1379] menuitem '\ue622 Grocery & Gourmet Food', hasPopup='menu'"""
SHOP_FOOT = """[2361] contentinfo ''
  [2362] Section ''
    [2363] LabelText ''
      StaticText 'Sign Up for Our Newsletter:'
    [2365] textbox 'Sign Up for Our Newsletter:'
    [2366] button 'Subscribe'
  [2368] link 'Privacy and Cookie Policy'
  [2369] link 'Search Terms'
  [2370] link 'Advanced Search'
  [2371] link 'Contact Us'
  StaticText 'Copyright \u00a9 2013-present Magento, Inc. All rights reserved.'
  StaticText 'Help Us Keep Magento Healthy'
  [2375] link 'Report All Bugs'"""

HUBS = [
    ("Anker USB C Hub, 7-in-1 USB C Adapter with 4K HDMI, 100W Power Delivery, 2 USB-A 5Gbps Data Ports, microSD and SD Card Reader", 35.99, 88, 12),
    ("Dockteck USB C Hub 7-in-1 with 4K 60Hz HDMI, 100W PD, 2 USB-A 3.0, SD/TF Card Reader for MacBook Pro", 29.99, 92, 4),
    ("UGREEN USB C Hub 4 Ports USB 3.0 Adapter Aluminum for MacBook Pro, iPad Pro, XPS, Galaxy S22", 15.99, 90, 7),
    ("Satechi Aluminum Multi-Port Adapter V2 - 4K HDMI, Gigabit Ethernet, USB-C PD Charging, SD Card Reader", 79.99, 84, 5),
    ("HyperDrive 6-in-1 USB-C Hub with 4K HDMI, USB-C PD, 3.5mm Audio for iPad Pro and iPad Air", 54.95, 80, 3),
    ("Cable Matters 4-Port USB C Hub (USB C to USB A 3.0 Hub) in Black - Thunderbolt 4 Port Compatible", 12.99, 86, 9),
    ("Plugable 7-in-1 USB C Hub Multiport Adapter with 4K HDMI, 87W Charging, Gigabit Ethernet", 39.95, 78, 6),
    ("Belkin USB-C 4-in-1 Multiport Adapter, USB-C Hub with 4K HDMI, 2 USB-A, 100W PD Pass-Through", 44.99, 82, 2),
    ("TOTU USB C Hub 9-in-1 Dongle with Ethernet, 4K HDMI, VGA, 3 USB 3.0 Ports, SD/TF Card Reader", 32.99, 76, 11),
    ("Amazon Basics USB-C to 4-Port USB 3.1 Gen 1 Hub, Aluminum, Gray", 19.49, 84, 8),
    ("QGeeM USB C Hub 6-in-1 Type C to HDMI 4K Adapter with 3 USB 3.0, SD/Micro SD Card Reader", 21.99, 88, 3),
    ("Lention USB C Hub with 4K HDMI, 3 USB 3.0, SD 3.0 Card Reader, Type C Charging Adapter (Space Gray)", 26.99, 80, 5),
    ("j5create USB-C to 4-Port USB-A Hub JCH343", 17.95, 74, 2),
    ("Sabrent 4-Port USB Type-C Hub (HB-TC4U) Bus Powered, Aluminum", 14.99, 82, 4),
    ("USB C to USB Adapter 2 Pack, Thunderbolt 3 to USB 3.0 OTG Female Adapter", 6.99, 90, 15),
    ("Inateck USB C Hub with 4 USB-A 3.2 Gen 1 Ports, 0.5 ft Cable, Slim Design", 11.99, 86, 6),
]
MICROSD = ("Kingston Canvas Select Plus 64GB microSDXC Memory Card with SD Adapter", 9.99)


def shop_head(cart: int, q: str = "", focused: bool = False) -> str:
    word = "item" if cart == 1 else "items"
    f = ", focused" if focused else ""
    qline = f"\n      StaticText '{q}'" if q else ""
    return f"""[1153] banner ''
  [1156] list ''
    [1157] listitem ''
      [1158] link 'My Account'
    [1159] listitem ''
      [1160] link 'My Wish List'
    [1161] listitem ''
      [1162] link 'Sign Out'
    [1163] listitem ''
      StaticText 'Welcome, Emma Lopez!'
  [1168] link 'Skip to Content'
  [1169] link 'store logo'
    [1170] img 'one_stop_market_logo'
  [1171] link '\ue611 My Cart'
    StaticText '{cart}'
    StaticText '{word}'
  [1173] Section ''
    [1174] LabelText ''
      StaticText '\ue615'
    [1175] combobox '\ue615 Search'{f}, autocomplete='both', hasPopup='listbox', expanded=False{qline}
    [1177] link 'Advanced Search'
    [1178] button 'Search', disabled={'False' if q else 'True'}"""


def shop_home(cart: int, q: str = "", focused: bool = False) -> str:
    body = shop_head(cart, q, focused) + "\n" + SHOP_MENU + """
[1391] main ''
  heading 'One Stop Market'
  StaticText 'Product Showcases'
  [1402] list ''
    [1403] listitem ''
      [1406] link 'Image'
        [1407] img 'Image'
      [1409] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      StaticText '20%'
      [1414] link '1  Review'
      StaticText '$19.99'
      [1419] button 'Add to Cart'
      [1420] button 'Add to Wish List'
      [1421] button 'Add to Compare'
    [1422] listitem ''
      [1425] link 'Image'
        [1426] img 'Image'
      [1428] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      StaticText '57%'
      [1433] link '12  Reviews'
      StaticText '$14.47'
      [1438] button 'Add to Cart'
      [1439] button 'Add to Wish List'
      [1440] button 'Add to Compare'
    [1441] listitem ''
      [1444] link 'Image'
        [1445] img 'Image'
      [1447] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      StaticText '95%'
      [1452] link '4  Reviews'
      StaticText '$19.36'
      [1457] button 'Add to Cart'
      [1458] button 'Add to Wish List'
      [1459] button 'Add to Compare'
    [1460] listitem ''
      [1463] link 'Image'
        [1464] img 'Image'
      [1466] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      StaticText 'Rating:'
      StaticText '63%'
      [1471] link '12  Reviews'
      StaticText '$23.50'
      [1476] button 'Add to Cart'
      [1477] button 'Add to Wish List'
      [1478] button 'Add to Compare'
""" + SHOP_FOOT
    return pg("One Stop Market", SHOP + "/", body)


def shop_list(idx: list[int], sort: str, cart: int) -> str:
    items = []
    for k, i in enumerate(idx):
        name, price, pct, rev = HUBS[i]
        b = 1540 + k * 19
        items.append(f"""[{b}] listitem ''
  [{b + 2}] link 'Image'
    [{b + 3}] img 'Image'
  [{b + 5}] link '{name}'
  StaticText 'Rating:'
  StaticText '{pct}%'
  [{b + 10}] link '{rev}  Reviews'
  StaticText '{money(price)}'
  [{b + 15}] button 'Add to Cart'
  [{b + 16}] button 'Add to Wish List'
  [{b + 17}] button 'Add to Compare'""")
    opts = "\n".join(f"    [{1512 + j}] option '{o}'" + (", selected=True" if o == sort else ", selected=False")
                     for j, o in enumerate(["Relevance", "Product Name", "Price"]))
    url = SHOP + "/catalogsearch/result/?q=usb+c+hub" + ("" if sort == "Relevance" else "&product_list_order=price")
    body = shop_head(cart, "usb c hub") + "\n" + SHOP_MENU + f"""
[1391] main ''
  heading "Search results for: 'usb c hub'"
  [1497] link '\ue60d Grid'
  StaticText '\ue60b List'
  StaticText 'Items 1-12 of 37'
  [1508] LabelText ''
    StaticText 'Sort By'
  [1511] combobox 'Sort By', hasPopup='menu', expanded=False
{opts}
  [1516] link '\ue613 Set Descending Direction'
  StaticText 'Related search terms'
  [1520] link 'usb c hub hdmi'
  [1521] link 'usb hub'
  [1522] link 'usb c adapter'
  [1538] list ''
{ind(chr(10).join(items), 2)}
  [1772] list ''
    StaticText 'Page'
    [1774] listitem ''
      StaticText '1'
    [1776] listitem ''
      [1777] link 'Page 2'
    [1778] listitem ''
      [1779] link 'Page 3'
    [1780] listitem ''
      [1781] link '\ue608 Page Next'
  StaticText 'Show'
  [1785] combobox 'Show', hasPopup='menu', expanded=False
    [1786] option '12', selected=True
    [1787] option '24', selected=False
    [1788] option '36', selected=False
  StaticText 'per page'
[1802] complementary ''
  heading 'Shop By'
  heading 'Shopping Options'
  [1806] DescriptionList ''
    [1807] tab 'Category', expanded=False
    [1811] tab 'Price', expanded=False
[1830] complementary ''
  heading 'Compare Products'
  StaticText 'You have no items to compare.'
  heading 'My Wish List'
  StaticText 'You have no items in your wish list.'
""" + SHOP_FOOT
    return pg("Search results for: 'usb c hub'", url, body)


def shop_product(qty: str, cart: int, msg: str = "", qfocus: bool = False) -> str:
    name, price, pct, rev = HUBS[0]
    alert = f"""  [1488] alert '', live='assertive', atomic=True, relevant='additions'
    StaticText '{msg}'
""" if msg else ""
    qf = ", focused" if qfocus else ""
    body = shop_head(cart) + "\n" + SHOP_MENU + f"""
[1391] main ''
{alert}  heading '{name}'
  StaticText 'Rating:'
  StaticText '{pct}%'
  [1497] link '{rev}  Reviews'
  [1498] link 'Add Your Review'
  StaticText '{money(price)}'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B0BQLLB61B'
  [1505] LabelText ''
    StaticText 'Qty'
  [1507] spinbutton 'Qty'{qf}, required
    StaticText '{qty}'
  [1508] button 'Add to Cart'
  [1510] link '\ue600 Add to Wish List'
  [1511] link '\ue61e Add to Compare'
  [1513] link 'Skip to the end of the images gallery'
  [1516] img 'Image'
  [1518] link 'Skip to the beginning of the images gallery'
  [1522] tablist '', multiselectable=False, orientation='horizontal'
    [1523] tab 'Details', expanded=True, selected=True
      [1524] link 'Details'
    [1525] tabpanel 'Details'
      StaticText 'Product Quick LookAnker 7-in-1 USB C Hub: Expand your laptop with 4K HDMI, a 100W USB-C Power Delivery input port, a USB-C data port, two USB-A 5Gbps data ports and SD/microSD card slots. Aluminum shell, 6.1 in built-in cable.'
      [1527] table ''
        [1528] row ''
          [1529] rowheader 'Product Dimensions'
          [1530] cell '4.53 x 1.18 x 0.59 inches; 2.08 Ounces'
        [1531] row ''
          [1532] rowheader 'Item model number'
          [1533] cell 'A83460A1'
        [1534] row ''
          [1535] rowheader 'Date First Available'
          [1536] cell 'December 15, 2022'
        [1537] row ''
          [1538] rowheader 'Manufacturer'
          [1539] cell 'Anker'
    [1540] tab 'Reviews ({rev})', expanded=False, selected=False
      [1541] link 'Reviews ({rev})'
""" + SHOP_FOOT
    return pg(name, SHOP + "/anker-usb-c-hub-7-in-1-usb-c-adapter-with-4k-hdmi.html", body)


def shop_cart(lines: list[tuple[str, float, int]], msg: str = "") -> str:
    cart = sum(q for _, _, q in lines)
    rows = []
    for k, (name, price, q) in enumerate(lines):
        b = 1620 + k * 30
        rows.append(f"""[{b}] rowgroup ''
  [{b + 1}] row ''
    [{b + 2}] cell 'Image {name}'
      [{b + 3}] link 'Image'
        [{b + 4}] img 'Image'
      [{b + 6}] link '{name}'
    [{b + 8}] cell '{money(price)}'
    [{b + 10}] cell 'Qty'
      [{b + 12}] spinbutton 'Qty'
        StaticText '{q}'
    [{b + 14}] cell '{money(price * q)}'
  [{b + 16}] row ''
    [{b + 17}] cell 'Move to Wish List Edit item parameters Remove item'
      [{b + 18}] link 'Move to Wish List'
      [{b + 19}] link 'Edit item parameters'
      [{b + 20}] link 'Remove item'""")
    sub = round(sum(p * q for _, p, q in lines), 2)
    ship = 5.0 * cart
    alert = f"""  [1598] alert '', live='assertive', atomic=True, relevant='additions'
    StaticText '{msg}'
""" if msg else ""
    body = shop_head(cart) + "\n" + SHOP_MENU + f"""
[1391] main ''
{alert}  heading 'Shopping Cart'
  [1604] table 'Shopping Cart Items'
    StaticText 'Shopping Cart Items'
    [1606] rowgroup ''
      [1607] row ''
        [1608] columnheader 'Item'
        [1609] columnheader 'Price'
        [1610] columnheader 'Qty'
        [1611] columnheader 'Subtotal'
{ind(chr(10).join(rows), 2)}
  [1760] link 'Continue Shopping'
  [1761] button 'Update Shopping Cart'
  [1763] tab 'Apply Discount Code \ue622', expanded=False
  heading 'Summary'
  [1768] tab 'Estimate Shipping and Tax \ue622', expanded=False
  [1772] table ''
    [1773] rowgroup ''
      [1774] row ''
        [1775] rowheader 'Subtotal'
        [1776] cell '{money(sub)}'
      [1777] row ''
        [1778] rowheader 'Shipping (Flat Rate - Fixed)'
        [1779] cell '{money(ship)}'
      [1780] row ''
        [1781] rowheader 'Order Total'
        [1782] cell '{money(sub + ship)}'
  [1785] button 'Proceed to Checkout'
  [1787] link 'Check Out with Multiple Addresses'
""" + SHOP_FOOT
    return pg("Shopping Cart", SHOP + "/checkout/cart/", body)


def t01(rs: RowSet) -> None:
    rel = list(range(12))
    by_price = sorted(range(len(HUBS)), key=lambda i: HUBS[i][1])[:12]
    anker_pos = by_price.index(0)
    anker_bid = 1540 + anker_pos * 19 + 5
    turns = [
        ("fill('1175', 'usb c hub')", shop_home(1, "usb c hub", True)),
        ("keyboard_press('Enter')", shop_list(rel, "Relevance", 1)),
        ("select_option('1511', 'Price')", shop_list(by_price, "Price", 1)),
        (f"click('{anker_bid}')", shop_product("1", 1)),
        ("fill('1507', '2')", shop_product("2", 1, qfocus=True)),
        ("click('1508')", shop_product("2", 3, msg=f"You added {HUBS[0][0]} to your shopping cart.")),
        ("click('1171')", shop_cart([(MICROSD[0], MICROSD[1], 1), (HUBS[0][0], HUBS[0][1], 2)])),
        ("click('1640')", shop_cart([(HUBS[0][0], HUBS[0][1], 2)])),
    ]
    rs.add("web", "h57-web-01", system("the OneStopShop storefront (WebArena shopping site, Magento 2) signed in as Emma Lopez"),
           turns, state=shop_home(1))


# ---------------------------------------------------------------------------------------------
# 02 Magento admin: orders grid, filter Pending, hold one order, comment, back to the grid. Bad:
# another order's grand total changes in the grid at the last turn.
# ---------------------------------------------------------------------------------------------
ADMIN = "http://localhost:7780/admin"
NAMES = ["Grace Nguyen", "Alex Martin", "Jennifer White", "Olivia Jackson", "Michael Nguyen", "Sophia Kim",
         "Adam Garcia", "Lily Potter", "Jason Miller", "Brian Allen", "Ava Brown", "Emma Lopez",
         "Samantha Jones", "Daniel Jackson", "Matt Baker", "Lucy Garcia", "Julia Williams", "Bob Johnson",
         "Katie Wong", "John Lee", "Sarah Miller", "Isaac Rodriguez", "Ethan Garcia", "Natalie Kim",
         "Roberto Lopez", "Veronica Costello", "Jane Smith", "Sean Miller", "Mary Martin", "Liam Turner"]
PENDING = {308, 305, 301, 299, 296, 290, 276, 271, 263, 258, 249, 244, 237, 231, 222, 215, 209, 203, 196, 187, 181}
OTHER = ["Complete", "Processing", "Complete", "Canceled", "Complete", "Closed", "Processing", "Complete"]


def order_date(n: int) -> str:
    """Purchase date of order n (older orders earlier), in the admin grid's format."""
    t = datetime(2023, 5, 31, 16, 55, 9) - timedelta(minutes=(308 - n) * 1100 + (n * 37) % 300, seconds=(n * 13) % 50)
    return t.strftime("%b ") + str(t.day) + ", 2023 " + str(t.hour % 12 or 12) + t.strftime(":%M:%S %p")


def order_total(n: int) -> float:
    return 104.00 if n == 187 else round(((n * 7919) % 21000) / 100 + 24.0, 2)


def order_status(n: int, held: bool) -> str:
    if n == 187 and held:
        return "On Hold"
    if n in PENDING:
        return "Pending"
    return OTHER[n % len(OTHER)]


def admin_nav(active: str = "", sales_open: bool = False) -> str:
    sub = """
    [236] menu '', orientation='vertical'
      heading 'Sales'
      [240] menuitem 'Orders'
      [243] menuitem 'Invoices'
      [246] menuitem 'Shipments'
      [249] menuitem 'Credit Memos'
      [252] menuitem 'Billing Agreements'
      [255] menuitem 'Transactions'
      heading 'Archive'
      [260] menuitem 'Braintree Virtual Terminal'""" if sales_open else ""
    return f"""[120] navigation ''
  [122] link 'Magento Admin Panel'
    [123] img 'Magento Admin Panel'
  [125] menubar '', orientation='horizontal'
    [127] link '\ue604 DASHBOARD'{", focused" if active == "dash" else ""}
    [130] link '\ue60b SALES', expanded={'True' if sales_open else 'False'}{sub}
    [262] link '\ue608 CATALOG'
    [290] link '\ue603 CUSTOMERS'
    [318] link '\ue609 MARKETING'
    [372] link '\ue602 CONTENT'
    [405] link '\ue60a REPORTS'
    [470] link '\ue60d STORES'
    [511] link '\ue610 SYSTEM'
    [564] link '\ue612 FIND PARTNERS & EXTENSIONS'"""


def admin_banner(h: str) -> str:
    return f"""[600] banner ''
  heading '{h}'
  [606] link '\ue600 admin'
  [610] link '\ue607'
    StaticText '4'
  [613] textbox '\ue60c'"""


def admin_dash(sales_open: bool = False) -> str:
    body = admin_nav("dash", sales_open) + "\n" + admin_banner("Dashboard") + """
[650] main ''
  StaticText 'Scope:'
  [655] button 'All Store Views', hasPopup='menu'
  [660] link '\ue633 What is this?'
  [664] button 'Reload Data'
  StaticText 'Advanced Reporting'
  StaticText "Gain new insights and take command of your business' performance, using our dynamic product, order, and customer reports tailored to your customer data."
  [669] link 'Go to Advanced Reporting \ue644'
  StaticText 'Chart is disabled. To enable the chart, click'
  [673] link 'here'
  StaticText 'Revenue'
  StaticText '$0.00'
  StaticText 'Tax'
  StaticText '$0.00'
  StaticText 'Shipping'
  StaticText '$0.00'
  StaticText 'Quantity'
  StaticText '0'
  [690] tablist '', multiselectable=False, orientation='horizontal'
    [692] tab 'The information in this tab has been changed. This tab contains invalid data. Please resolve this before saving. Loading... Bestsellers', expanded=True, selected=True
    [700] tab 'Most Viewed Products', expanded=False, selected=False
    [708] tab 'New Customers', expanded=False, selected=False
    [716] tab 'Customers', expanded=False, selected=False
  [724] tabpanel 'The information in this tab has been changed. This tab contains invalid data. Please resolve this before saving. Loading... Bestsellers'
    [726] table ''
      [727] row ''
        [728] columnheader 'Product'
        [729] columnheader 'Price'
        [730] columnheader 'Quantity'
      [731] row ''
        [732] cell 'Quest Lumaflex\u2122 Band'
        [733] cell '$19.00'
        [734] cell '6'
      [735] row ''
        [736] cell 'Sprite Yoga Strap 6 foot'
        [737] cell '$14.00'
        [738] cell '6'
      [739] row ''
        [740] cell 'Overnight Duffle'
        [741] cell '$45.00'
        [742] cell '5'
  StaticText 'Lifetime Sales'
  StaticText '$38,612.30'
  StaticText 'Average Order'
  StaticText '$125.36'
  StaticText 'Last Orders'
  [760] table ''
    [761] row ''
      [762] columnheader 'Customer'
      [763] columnheader 'Items'
      [764] columnheader 'Total'
""" + "\n".join(f"""    [{770 + 4 * k}] row ''
      [{771 + 4 * k}] cell '{NAMES[(308 - n) % len(NAMES)]}'
      [{772 + 4 * k}] cell '{1 + n % 4}'
      [{773 + 4 * k}] cell '{money(order_total(n))}'""" for k, n in enumerate(range(308, 303, -1)))
    return pg("Dashboard / Magento Admin", ADMIN + "/admin/dashboard/", body)


def order_rows(ids: list[int], held: bool, override: dict[int, float] | None = None) -> str:
    out = []
    for k, n in enumerate(ids):
        b = 1100 + k * 14
        tot = (override or {}).get(n, order_total(n))
        name = NAMES[(308 - n) % len(NAMES)]
        out.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] checkbox '', checked='false'
  [{b + 3}] cell '{n:09d}'
  [{b + 4}] cell 'Main Website Main Website Store Default Store View'
  [{b + 5}] cell '{order_date(n)}'
  [{b + 6}] cell '{name}'
  [{b + 7}] cell '{name}'
  [{b + 8}] cell '{money(tot)}'
  [{b + 9}] cell '{money(tot)}'
  [{b + 10}] cell '{order_status(n, held)}'
  [{b + 11}] cell 'View'
    [{b + 12}] link 'View'""")
    return "\n".join(out)


def orders_grid(ids: list[int], records: int, held: bool, filt: str = "", panel: str = "",
                override: dict[int, float] | None = None) -> str:
    active = f"""  StaticText 'Active filters:'
  StaticText 'Status: {filt}'
  [1040] button 'Remove Status: {filt}'
  [1042] button 'Clear all'
""" if filt else ""
    panel_txt = ""
    if panel:
        opts = "\n".join(f"    [{1006 + j}] option '{o}'" + (", selected=True" if o == panel else ", selected=False")
                         for j, o in enumerate([" ", "Canceled", "Closed", "Complete", "Suspected Fraud", "On Hold",
                                                "Payment Review", "PayPal Canceled Reversal", "PayPal Reversed",
                                                "Pending", "Pending Payment", "Processing"]))
        panel_txt = f"""  [990] group 'Purchase Date'
    [992] textbox 'from'
    [994] button 'undefined \ue627'
    [996] textbox 'to'
    [998] button 'undefined \ue627'
  [1000] group 'Grand Total (Base)'
    [1001] textbox 'from'
    [1002] textbox 'to'
  [1003] LabelText ''
    StaticText 'Status'
  [1004] combobox 'Status', hasPopup='menu', expanded=False
{opts}
  [1030] button 'Cancel'
  [1031] button 'Apply Filters'
"""
    pages = (records + 19) // 20
    url = ADMIN + "/sales/order/"
    body = admin_nav() + "\n" + admin_banner("Orders") + f"""
[650] main ''
  [960] button 'Create New Order'
  [965] textbox 'Search by keyword'
  [966] button 'Search'
  [970] button 'Filters', expanded={'True' if panel else 'False'}
  [972] button 'Default View', hasPopup='menu'
  [974] button 'Columns', hasPopup='menu'
  [976] button 'Export', hasPopup='menu'
{panel_txt}{active}  [1050] button 'Actions', hasPopup='menu'
  StaticText '{records} records found'
  [1055] combobox '', hasPopup='menu', expanded=False
    StaticText '20'
  StaticText 'per page'
  [1060] button 'Previous Page', disabled=True
  [1061] spinbutton ''
    StaticText '1'
  StaticText 'of {pages}'
  [1064] button 'Next Page'
  [1070] table ''
    [1071] row ''
      [1072] columnheader ''
        [1073] checkbox 'Options', checked='false'
      [1075] columnheader 'ID'
      [1076] columnheader 'Purchase Point'
      [1077] columnheader '\u2193 Purchase Date'
      [1078] columnheader 'Bill-to Name'
      [1079] columnheader 'Ship-to Name'
      [1080] columnheader 'Grand Total (Base)'
      [1081] columnheader 'Grand Total (Purchased)'
      [1082] columnheader 'Status'
      [1083] columnheader 'Action'
{ind(order_rows(ids, held, override), 2)}
[1500] contentinfo ''
  StaticText 'Copyright \u00a9 2023 Magento Commerce Inc. All rights reserved.'
  StaticText 'Magento ver. 2.4.6'"""
    return pg("Orders / Operations / Sales / Magento Admin", url, body)


def order_view(held: bool, comment: str = "", posted: bool = False, msg: str = "") -> str:
    status = "On Hold" if held else "Pending"
    if held:
        buttons = """  [812] button '\ue626 Back'
  [813] button 'Login as Customer'
  [814] button 'Edit'
  [816] button 'Send Email'
  [817] button 'Unhold'
  [820] button 'Reorder'"""
    else:
        buttons = """  [812] button '\ue626 Back'
  [813] button 'Login as Customer'
  [814] button 'Edit'
  [815] button 'Cancel'
  [816] button 'Send Email'
  [817] button 'Hold'
  [818] button 'Invoice'
  [819] button 'Ship'
  [820] button 'Reorder'"""
    alert = f"""  [806] alert '', live='assertive', atomic=True, relevant='additions'
    StaticText '{msg}'
""" if msg else ""
    hist = """    [1424] listitem ''
      StaticText 'Jun 14, 2023 9:18:44 AM'
      StaticText '|'
      StaticText 'On Hold'
      StaticText 'Customer'
      StaticText 'Not Notified'
      StaticText 'Customer asked to verify the shipping address before dispatch (ticket #4471).'
""" if posted else ""
    cval = f"\n    StaticText '{comment}'" if comment and not posted else ""
    cfocus = ", focused" if comment and not posted else ""
    name = NAMES[(308 - 187) % len(NAMES)]
    email = name.lower().replace(" ", ".") + "@gmail.com"
    body = admin_nav() + "\n" + admin_banner("# 000000187") + f"""
[650] main ''
{alert}{buttons}
  [830] tablist '', multiselectable=False, orientation='vertical'
    [832] tab 'Information', selected=True
    [834] tab 'Invoices', selected=False
    [836] tab 'Credit Memos', selected=False
    [838] tab 'Shipments', selected=False
    [840] tab 'Comments History', selected=False
  heading 'Order & Account Information'
  heading 'Order # 000000187 (The order confirmation email was sent)'
  [846] table ''
    [847] row ''
      [848] rowheader 'Order Date'
      [849] cell '{order_date(187)}'
    [850] row ''
      [851] rowheader 'Order Status'
      [852] cell '{status}'
    [853] row ''
      [854] rowheader 'Purchased From'
      [855] cell 'Main Website Main Website Store Default Store View'
    [856] row ''
      [857] rowheader 'Placed from IP'
      [858] cell '10.0.2.2'
  heading 'Account Information'
  [862] link 'Edit Customer'
  [863] table ''
    [864] row ''
      [865] rowheader 'Customer Name'
      [866] cell '{name}'
        [867] link '{name}'
    [868] row ''
      [869] rowheader 'Email'
      [870] cell '{email}'
        [871] link '{email}'
    [872] row ''
      [873] rowheader 'Customer Group'
      [874] cell 'General'
  heading 'Address Information'
  StaticText 'Billing Address'
  [880] link 'Edit'
  StaticText '{name}'
  StaticText '4471 Calloway Street'
  StaticText 'Portland, Oregon, 97205'
  StaticText 'United States'
  StaticText 'T:'
  [887] link '5035558193'
  StaticText 'Shipping Address'
  [890] link 'Edit'
  StaticText '{name}'
  StaticText '4471 Calloway Street'
  StaticText 'Portland, Oregon, 97205'
  StaticText 'United States'
  heading 'Payment & Shipping Method'
  StaticText 'Check / Money order'
  StaticText 'The order was placed using USD.'
  StaticText 'Flat Rate - Fixed'
  StaticText 'Total Shipping Charges'
  StaticText '$15.00'
  heading 'Items Ordered'
  [910] table ''
    [911] row ''
      [912] columnheader 'Product'
      [913] columnheader 'Item Status'
      [914] columnheader 'Original Price'
      [915] columnheader 'Price'
      [916] columnheader 'Qty'
      [917] columnheader 'Subtotal'
      [918] columnheader 'Tax Amount'
      [919] columnheader 'Tax Percent'
      [920] columnheader 'Discount Amount'
      [921] columnheader 'Row Total'
    [922] row ''
      [923] cell 'Stellar Solar Jacket SKU: WJ01-M-Yellow Size: M Color: Yellow'
      [924] cell 'Ordered'
      [925] cell '$75.00'
      [926] cell '$75.00'
      [927] cell 'Ordered 1'
      [928] cell '$75.00'
      [929] cell '$0.00'
      [930] cell '0%'
      [931] cell '$0.00'
      [932] cell '$75.00'
    [933] row ''
      [934] cell 'Affirm Water Bottle SKU: 24-UG06'
      [935] cell 'Ordered'
      [936] cell '$7.00'
      [937] cell '$7.00'
      [938] cell 'Ordered 2'
      [939] cell '$14.00'
      [940] cell '$0.00'
      [941] cell '0%'
      [942] cell '$0.00'
      [943] cell '$14.00'
  heading 'Order Total'
  StaticText 'Notes for this Order'
  StaticText 'Status'
  [1410] combobox 'Status', hasPopup='menu', expanded=False
    [1411] option '{status}', selected=True
  [1413] LabelText ''
    StaticText 'Comment'
  [1414] textbox 'Comment'{cfocus}{cval}
  [1416] checkbox 'Notify Customer by Email', checked='false'
  [1418] checkbox 'Visible on Storefront', checked='false'
  [1420] button 'Submit Comment'
  [1422] list ''
{hist}    [1423] listitem ''
      StaticText '{order_date(187)}'
      StaticText '|'
      StaticText 'Pending'
      StaticText 'Customer'
      StaticText 'Notified'
  heading 'Order Totals'
  [1440] table ''
    [1441] row ''
      [1442] cell 'Subtotal'
      [1443] cell '$89.00'
    [1444] row ''
      [1445] cell 'Shipping & Handling'
      [1446] cell '$15.00'
    [1447] row ''
      [1448] cell 'Grand Total'
      [1449] cell '$104.00'
    [1450] row ''
      [1451] cell 'Total Paid'
      [1452] cell '$0.00'
    [1453] row ''
      [1454] cell 'Total Refunded'
      [1455] cell '$0.00'
    [1456] row ''
      [1457] cell 'Total Due'
      [1458] cell '$104.00'
[1500] contentinfo ''
  StaticText 'Copyright \u00a9 2023 Magento Commerce Inc. All rights reserved.'
  StaticText 'Magento ver. 2.4.6'"""
    return pg("# 000000187 / Orders / Operations / Sales / Magento Admin",
              ADMIN + "/sales/order/view/order_id/187/", body)


def t02(rs: RowSet) -> None:
    first = list(range(308, 288, -1))
    pend = sorted(PENDING, reverse=True)
    pend_before = pend[:20]
    pend_after = [n for n in pend if n != 187][:20]
    v187 = 1100 + pend_before.index(187) * 14 + 12
    wrong = {203: round(order_total(203) + 9.0, 2)}
    turns = [
        ("click('130')", admin_dash(sales_open=True)),
        ("click('240')", orders_grid(first, 308, False)),
        ("click('970')", orders_grid(first, 308, False, panel=" ")),
        ("select_option('1004', 'Pending')", orders_grid(first, 308, False, panel="Pending")),
        ("click('1031')", orders_grid(pend_before, 41, False, filt="Pending")),
        (f"click('{v187}')", order_view(False)),
        ("click('817')", order_view(True, msg="You put the order on hold.")),
        ("fill('1414', 'Customer asked to verify the shipping address before dispatch (ticket #4471).')",
         order_view(True, comment="Customer asked to verify the shipping address before dispatch (ticket #4471).", msg="You put the order on hold.")),
        ("click('1420')", order_view(True, posted=True, msg="You put the order on hold.")),
        ("click('812')", orders_grid(pend_after, 40, True, filt="Pending", override=wrong)),
    ]
    rs.add("web", "h57-web-02", system("the Magento 2.4 admin of the OneStopShop store (WebArena shopping_admin), signed in as admin"),
           turns, state=admin_dash(), bad=True, turn=10,
           kind=f"Pending grid lists order 000000203 at {money(wrong[203])} after the same grid showed it at {money(order_total(203))}; only order 187 was touched.")


# ---------------------------------------------------------------------------------------------
# 03 GitLab (WebArena): close an issue with a comment, back to the list. Bad: the "All" counter
# drops by one though an issue was only closed (open 83 + closed 1,437 no longer adds up).
# ---------------------------------------------------------------------------------------------
GL = "http://localhost:8023"
GL_OPEN = [
    (1519, "Add skip link to the resources index page", "ericwbailey", "Mar 16, 2023 9:41am", "2 days ago", ["content"]),
    (1517, "Post: Understanding the prefers-reduced-transparency media query", "tannerhodges", "Mar 15, 2023 3:02pm", "3 days ago", ["post", "needs review"]),
    (1514, "Dark mode: code block contrast drops below 4.5:1", "rachele-ditullio", "Mar 14, 2023 11:27am", "4 days ago", ["bug", "design"]),
    (1512, "Checklist item on recognizable links points to a retired technique", "svinkle", "Mar 13, 2023 5:48pm", "5 days ago", ["checklist", "bug"]),
    (1509, "Translate the accessible forms post into Brazilian Portuguese", "amberhinds", "Mar 12, 2023 8:13am", "6 days ago", ["translation"]),
    (1506, "Eleventy 2.0 upgrade breaks the RSS feed build", "tannerhodges", "Mar 10, 2023 7:30pm", "1 week ago", ["infrastructure", "bug"]),
    (1503, "Resources: add the ARIA Authoring Practices Guide patterns page", "ericwbailey", "Mar 9, 2023 2:15pm", "1 week ago", ["resources"]),
    (1499, "Focus ring disappears on the search toggle in Safari 16.3", "Roshanjossey", "Mar 7, 2023 10:04am", "1 week ago", ["bug", "browser-specific"]),
    (1497, "Post idea: auditing PDFs with PAC 2021", "svinkle", "Mar 6, 2023 4:56pm", "1 week ago", ["post", "idea"]),
    (1493, "Heading levels skip from h2 to h4 on the about page", "amberhinds", "Mar 4, 2023 1:22pm", "2 weeks ago", ["bug", "content"]),
    (1490, "Automate link checking in CI with lychee", "tannerhodges", "Mar 3, 2023 6:40pm", "2 weeks ago", ["infrastructure"]),
    (1488, "Skip link target is hidden behind the sticky header", "ericwbailey", "Mar 3, 2023 9:12am", "2 weeks ago", ["bug", "keyboard"]),
    (1484, "Clarify aria-label versus aria-labelledby in the glossary", "rachele-ditullio", "Mar 1, 2023 3:33pm", "2 weeks ago", ["content"]),
    (1481, "Newsletter signup form has no visible label", "Roshanjossey", "Feb 28, 2023 11:50am", "2 weeks ago", ["bug", "forms"]),
    (1478, "Add a post on accessible data tables with sticky headers", "svinkle", "Feb 27, 2023 8:08pm", "2 weeks ago", ["post"]),
    (1476, "Spanish translation: checklist page out of date", "amberhinds", "Feb 26, 2023 2:37pm", "3 weeks ago", ["translation", "checklist"]),
    (1473, "Broken link to WCAG 2.2 understanding docs in footer", "ericwbailey", "Feb 25, 2023 2:07pm", "3 weeks ago", ["bug", "documentation"]),
    (1470, "Replace the deprecated marquee example in the motion post", "ericwbailey", "Feb 24, 2023 10:19am", "3 weeks ago", ["content"]),
    (1466, "Mobile navigation traps focus after closing the menu", "tannerhodges", "Feb 22, 2023 5:05pm", "3 weeks ago", ["bug", "keyboard"]),
    (1462, "Footer social links are announced twice in NVDA", "rachele-ditullio", "Feb 20, 2023 9:58am", "3 weeks ago", ["bug", "screen-reader"]),
    (1459, "Document how to run pa11y locally before opening a PR", "Roshanjossey", "Feb 18, 2023 1:14pm", "4 weeks ago", ["documentation"]),
    (1457, "Glossary entry for accessible name is missing an example", "svinkle", "Feb 17, 2023 6:26pm", "4 weeks ago", ["content"]),
]
GL_CLOSED = [
    (1518, "Typo in the color contrast post intro", "amberhinds", "Mar 16, 2023 8:02am", "2 days ago", ["content"]),
    (1516, "Update Node to 18 LTS in .nvmrc", "tannerhodges", "Mar 15, 2023 9:44am", "3 days ago", ["infrastructure"]),
    (1515, "Duplicate entry for Stark in the resources list", "svinkle", "Mar 14, 2023 6:21pm", "4 days ago", ["resources"]),
    (1513, "Remove Google Analytics snippet", "ericwbailey", "Mar 14, 2023 7:55am", "4 days ago", ["privacy"]),
    (1511, "Book list: add Design for Cognitive Bias", "Roshanjossey", "Mar 13, 2023 10:30am", "5 days ago", ["resources"]),
    (1510, "Images in the alt text post are missing width and height", "rachele-ditullio", "Mar 12, 2023 4:47pm", "6 days ago", ["performance"]),
    (1508, "Netlify preview deploys fail on forks", "tannerhodges", "Mar 11, 2023 12:09pm", "1 week ago", ["infrastructure", "bug"]),
    (1507, "Italian translation for the checklist", "amberhinds", "Mar 11, 2023 9:15am", "1 week ago", ["translation"]),
    (1505, "Code of conduct link 404s", "svinkle", "Mar 10, 2023 8:38am", "1 week ago", ["bug"]),
    (1504, "Post: What is a screen reader? needs 2023 survey numbers", "ericwbailey", "Mar 9, 2023 5:51pm", "1 week ago", ["post"]),
    (1502, "Sitemap lists draft posts", "tannerhodges", "Mar 8, 2023 3:26pm", "1 week ago", ["bug", "infrastructure"]),
    (1501, "Add Hungarian translation of the about page", "amberhinds", "Mar 8, 2023 10:02am", "1 week ago", ["translation"]),
    (1500, "Post: accessible toggle buttons (draft review)", "svinkle", "Mar 7, 2023 4:18pm", "1 week ago", ["post", "needs review"]),
    (1498, "Search results page missing an h1", "rachele-ditullio", "Mar 6, 2023 11:47am", "1 week ago", ["bug", "content"]),
    (1496, "Bump markdown-it from 12.3.2 to 13.0.1", "Roshanjossey", "Mar 5, 2023 7:09pm", "1 week ago", ["dependencies"]),
    (1495, "Checklist filter buttons lack pressed state", "ericwbailey", "Mar 5, 2023 1:36pm", "1 week ago", ["bug", "checklist"]),
    (1494, "Resources: remove dead link to the old WebAIM survey", "svinkle", "Mar 4, 2023 8:55pm", "2 weeks ago", ["resources"]),
    (1492, "Broken anchor in the contributing guide", "amberhinds", "Mar 4, 2023 9:20am", "2 weeks ago", ["documentation"]),
    (1491, "Post: captions versus subtitles (copy edits)", "tannerhodges", "Mar 3, 2023 8:31pm", "2 weeks ago", ["post"]),
    (1489, "Favicon missing on 404 page", "Roshanjossey", "Mar 3, 2023 11:58am", "2 weeks ago", ["bug"]),
]
ISSUE_1312 = (1312, "Footer text fails contrast in high contrast mode", "rachele-ditullio", "Nov 8, 2022 3:40pm", "4 months ago", ["bug", "design"])


def gl_side(n_open: int) -> str:
    return f"""[40] complementary 'Project navigation'
  [42] link 'A a11yproject.com'
  [45] link 'Project information'
  [52] link 'Repository'
  [64] link 'Issues'
    StaticText '{n_open}'
  [70] link 'Merge requests'
    StaticText '10'
  [76] link 'CI/CD'
  [84] link 'Security & Compliance'
  [90] link 'Deployments'
  [95] link 'Packages and registries'
  [100] link 'Infrastructure'
  [105] link 'Monitor'
  [110] link 'Analytics'
  [116] link 'Wiki'
  [118] link 'Snippets'
  [120] link 'Settings'
  [124] button 'Collapse sidebar'"""


def gl_top() -> str:
    return """[10] banner 'Navigation bar'
  [12] link 'Skip to content'
  [14] link 'Dashboard'
    [15] img 'Tanuki'
  [17] button 'Main menu'
  [20] textbox 'Search GitLab'
  [24] link 'Create new...'
  [27] link 'Issues'
  [29] link 'Merge requests'
  [31] link 'To-Do List'
    StaticText '5'
  [33] button 'Byte Blaze user’s menu'
    [34] img 'Byte Blaze user’s menu'"""


def gl_issue_items(items: list[tuple], base: int) -> str:
    out = []
    for k, (iid, title, author, created, ago, labels) in enumerate(items):
        b = base + k * 12
        lab = "\n".join(f"  [{b + 6 + j}] link '{lb}'" for j, lb in enumerate(labels))
        out.append(f"""[{b}] listitem ''
  [{b + 1}] checkbox '', checked='false'
  [{b + 2}] link '{title}'
  StaticText '#{iid}'
  StaticText ' · created '
  [{b + 3}] time '{created} GMT+0000'
    StaticText '{ago}'
  StaticText ' by '
  [{b + 4}] link '{author}'
{lab}""")
    return "\n".join(out)


def gl_list(tab: str, items: list[tuple], counts: tuple[str, str, str], n_open: int, search: str = "",
            searchbox: str = "", search_focus: bool = False) -> str:
    o, c, a = counts
    sel = {"Open": "", "Closed": "", "All": ""}
    sel[tab] = ", selected=True"
    chip = f"""    [208] button 'Search for this text'
    StaticText '{search}'
""" if search else ""
    sb = f"\n      StaticText '{searchbox}'" if searchbox else ""
    sf = ", focused" if search_focus else ""
    q = f"&search={search}" if search else ""
    state = tab.lower()
    pager = """  [600] navigation 'Pagination'
    [601] link 'Prev', disabled=True
    [602] link '1'
    [603] link '2'
    [604] link '3'
    [605] link 'Next'""" if len(items) >= 20 else ""
    body = gl_top() + "\n" + gl_side(n_open) + f"""
[150] main ''
  [152] navigation 'Breadcrumbs'
    [153] link 'The A11Y Project'
    [155] link 'a11yproject.com'
    [157] link 'Issues'
  [170] tablist ''
    [171] tab 'Open {o}'{sel['Open']}
    [173] tab 'Closed {c}'{sel['Closed']}
    [175] tab 'All {a}'{sel['All']}
  [180] link 'Subscribe to RSS feed'
  [181] button 'Actions', hasPopup='menu'
  [183] button 'Edit issues'
  [184] link 'New issue'
  [200] group ''
    [202] button 'Toggle history', hasPopup='menu'
{chip}    [206] textbox 'Search or filter results...'{sf}{sb}
  [220] button 'Created date', hasPopup='menu'
  [222] button 'Sort direction: Descending'
  [230] list ''
{ind(gl_issue_items(items, 240), 2)}
{pager}"""
    return pg("Issues · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/issues/?sort=created_date&state={state}{q}", body)


def gl_issue(closed: bool, n_open: int, draft: str = "") -> str:
    notes = """    [470] listitem ''
      [471] link 'Tanner Hodges'
      StaticText '@tannerhodges'
      [473] time 'Feb 25, 2023 5:46pm GMT+0000'
        StaticText '3 weeks ago'
      StaticText 'The W3C moved the understanding docs from /WAI/WCAG22/Understanding/Overview.html to /WAI/WCAG22/Understanding/. We only need to update the href in src/_includes/footer.njk.'
    [480] listitem ''
      [481] link 'Eric Bailey'
      StaticText '@ericwbailey'
      [483] time 'Feb 26, 2023 9:20am GMT+0000'
        StaticText '3 weeks ago'
      StaticText 'added bug documentation labels'
    [488] listitem ''
      [489] link 'Byte Blaze'
      StaticText '@byteblaze'
      [491] time 'Mar 17, 2023 10:02am GMT+0000'
        StaticText '1 day ago'
      StaticText 'mentioned in merge request !1502'"""
    if closed:
        notes += """
    [496] listitem ''
      [497] link 'Byte Blaze'
      StaticText '@byteblaze'
      StaticText 'Maintainer'
      [499] time 'Mar 18, 2023 2:31pm GMT+0000'
        StaticText 'just now'
      StaticText 'Fixed in !1502 (footer link updated, link check passes). Closing.'
      [502] button 'Add reaction'
      [503] button 'Reply to comment'
      [504] button 'Edit comment'
    [506] listitem ''
      [507] link 'Byte Blaze'
      StaticText '@byteblaze'
      [509] time 'Mar 18, 2023 2:31pm GMT+0000'
        StaticText 'just now'
      StaticText 'closed'"""
    status = "Closed" if closed else "Open"
    if closed:
        btns = """  [540] button 'Comment'
  [541] button 'Reopen issue'"""
    elif draft:
        btns = """  [540] button 'Comment'
  [541] button 'Comment & close issue'"""
    else:
        btns = """  [540] button 'Comment'
  [541] button 'Close issue'"""
    dv = f"\n    StaticText '{draft}'" if draft and not closed else ""
    df = ", focused" if draft and not closed else ""
    body = gl_top() + "\n" + gl_side(n_open) + f"""
[150] main ''
  [152] navigation 'Breadcrumbs'
    [153] link 'The A11Y Project'
    [155] link 'a11yproject.com'
    [157] link 'Issues'
    [159] link '#1473'
  StaticText '{status}'
  StaticText 'Issue created '
  [410] time 'Feb 25, 2023 2:07pm GMT+0000'
    StaticText '3 weeks ago'
  StaticText ' by '
  [412] link 'Eric Bailey'
  [414] button 'Issue actions', hasPopup='menu'
  [416] button 'Edit title and description'
  heading 'Broken link to WCAG 2.2 understanding docs in footer'
  StaticText 'The "Understanding WCAG 2.2" link in the site footer returns a 404. Steps: open any page, scroll to the footer, activate "Understanding WCAG 2.2". Expected: the W3C understanding index. Actual: W3C 404 page.'
  [430] button 'Thumbs up', pressed='false'
    StaticText '3'
  [432] button 'Thumbs down', pressed='false'
    StaticText '0'
  heading 'Linked items 0'
  [440] button 'Add a linked item'
  heading 'Activity'
  [450] button 'Sort or filter', hasPopup='menu'
  [460] list ''
{notes}
  [530] textbox 'Comment'{df}{dv}
{btns}
[600] complementary 'issue'
  StaticText 'Assignee'
  [604] button 'Edit'
  StaticText 'None - '
  [606] button 'assign yourself'
  StaticText 'Labels'
  [610] button 'Edit'
  [612] link 'bug'
  [613] link 'documentation'
  StaticText 'Milestone'
  [616] button 'Edit'
  StaticText 'None'
  StaticText 'Due date'
  [620] button 'Edit'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '3 participants'
  StaticText 'Reference: a11yproject/a11yproject.com#1473'
  [640] button 'Copy Reference'
  StaticText 'Issue email'
  [643] button 'Copy email address'"""
    return pg("Broken link to WCAG 2.2 understanding docs in footer (#1473) · Issues · The A11Y Project / a11yproject.com · GitLab",
              f"{GL}/a11yproject/a11yproject.com/-/issues/1473", body)


def gl_project_home() -> str:
    body = gl_top() + "\n" + gl_side(84) + """
[150] main ''
  [152] navigation 'Breadcrumbs'
    [153] link 'The A11Y Project'
    [155] link 'a11yproject.com'
  heading 'a11yproject.com'
  StaticText 'Project ID: 174'
  [260] button 'Copy project ID'
  [262] button 'Star'
  [263] link '21'
  [265] link 'Fork'
  [266] link '0'
  StaticText 'The A11Y Project is a community-driven effort to make digital accessibility easier.'
  [270] link '2,323 Commits'
  [271] link '15 Branches'
  [272] link '0 Tags'
  [273] link '26.4 MB Project Storage'
  [280] button 'main', hasPopup='menu'
  [282] link 'a11yproject.com'
  [284] button 'Find file'
  [286] button 'Clone', hasPopup='menu'
  [290] link 'Update footer.njk: WCAG 2.2 understanding link'
  StaticText 'Byte Blaze authored '
  [292] time 'Mar 17, 2023 9:58am GMT+0000'
    StaticText '1 day ago'
  StaticText 'c4f2e1a9'
  [296] table 'Files, directories, and submodules in the path / for commit reference main'
    [297] row ''
      [298] columnheader 'Name'
      [299] columnheader 'Last commit'
      [300] columnheader 'Last update'
    [301] row ''
      [302] cell '.github'
        [303] link '.github'
      [304] cell 'Remove stale bot config'
      [305] cell '3 weeks ago'
    [306] row ''
      [307] cell 'src'
        [308] link 'src'
      [309] cell 'Update footer.njk: WCAG 2.2 understanding link'
      [310] cell '1 day ago'
    [311] row ''
      [312] cell '.eleventy.js'
        [313] link '.eleventy.js'
      [314] cell 'Eleventy 2.0 config changes'
      [315] cell '1 week ago'
    [316] row ''
      [317] cell '.nvmrc'
        [318] link '.nvmrc'
      [319] cell 'Update Node to 18 LTS'
      [320] cell '3 days ago'
    [321] row ''
      [322] cell 'README.md'
        [323] link 'README.md'
      [324] cell 'Fix contributing anchor'
      [325] cell '2 weeks ago'
    [326] row ''
      [327] cell 'package.json'
        [328] link 'package.json'
      [329] cell 'Bump markdown-it from 12.3.2 to 13.0.1'
      [330] cell '1 week ago'"""
    return pg("The A11Y Project / a11yproject.com · GitLab", GL + "/a11yproject/a11yproject.com", body)


def t03(rs: RowSet) -> None:
    open_before = GL_OPEN[:20]
    open_after = [i for i in GL_OPEN if i[0] != 1473][:20]
    found = [GL_OPEN[16], ISSUE_1312]
    link1473 = 240 + 16 * 12 + 2
    comment = "Fixed in !1502 (footer link updated, link check passes). Closing."
    turns = [
        ("click('64')", gl_list("Open", open_before, ("84", "1,436", "1,520"), 84)),
        (f"click('{link1473}')", gl_issue(False, 84)),
        (f"fill('530', '{comment}')", gl_issue(False, 84, draft=comment)),
        ("click('541')", gl_issue(True, 84)),
        ("click('157')", gl_list("Open", open_after, ("83", "1,437", "1,519"), 83)),
        ("click('173')", gl_list("Closed", GL_CLOSED, ("83", "1,437", "1,520"), 83)),
        ("fill('206', 'footer')", gl_list("Closed", GL_CLOSED, ("83", "1,437", "1,520"), 83, searchbox="footer", search_focus=True)),
        ("keyboard_press('Enter')", gl_list("Closed", found, ("1", "2", "3"), 83, search="footer")),
    ]
    rs.add("web", "h57-web-03", system("the GitLab instance of WebArena, project a11yproject/a11yproject.com, signed in as byteblaze"),
           turns, state=gl_project_home(),
           bad=True, turn=5, kind="After closing #1473 the tabs read All 1,519 although the list showed All 1,520 and closing an issue deletes nothing (83 open + 1,437 closed = 1,520).")


# ---------------------------------------------------------------------------------------------
# 04 Postmill forum (WebArena reddit): re-sort, upvote, comment, edit the comment. Clean.
# ---------------------------------------------------------------------------------------------
FORUM = "http://localhost:9999"
# id: (title, author, iso time, ago, comments, score)
POSTS = {
    121904: ("What are you reading this week? (March 13)", "AutoModerator", "March 13, 2023 at 8:00:14 AM EDT", "1 day ago", 12, 47),
    121960: ("Finished all of Discworld after four years. AMA about the turtle.", "quiet_bookworm", "March 13, 2023 at 6:41:52 PM EDT", "22 hours ago", 214, 1933),
    121988: ("Ursula K. Le Guin on why fantasy matters (1974 essay)", "lathe_of_heaven", "March 14, 2023 at 7:15:30 AM EDT", "9 hours ago", 58, 612),
    121871: ("Libraries in my county are ending late fees permanently", "inkstainedhands", "March 12, 2023 at 9:02:44 PM EDT", "1 day ago", 133, 2411),
    121999: ("Is Piranesi worth it if I bounced off Jonathan Strange?", "mossy_stone", "March 14, 2023 at 10:48:09 AM EDT", "5 hours ago", 41, 88),
    122004: ("My grandfather's annotated copy of Moby-Dick", "harpooner_ish", "March 14, 2023 at 12:20:37 PM EDT", "4 hours ago", 19, 263),
    122011: ("Books that changed how you think about time?", "nonlinear_nina", "March 14, 2023 at 1:57:11 PM EDT", "2 hours ago", 7, 12),
    122013: ("Audiobook narrators who ruin the book for you", "earworm_eli", "March 14, 2023 at 2:31:48 PM EDT", "2 hours ago", 3, 5),
    122016: ("Just finished Klara and the Sun and I need to talk about the ending", "sunlit_room", "March 14, 2023 at 3:22:05 PM EDT", "1 hour ago", 2, 4),
    122019: ("Recommendations for short novels under 200 pages?", "tinyshelf", "March 14, 2023 at 4:05:50 PM EDT", "14 minutes ago", 1, 2),
    121845: ("The Name of the Wind: ten years later, I still think about the Eolian scene", "kvothe_fan", "March 12, 2023 at 2:14:27 PM EDT", "2 days ago", 176, 1204),
    121930: ("Annual reading challenge thread: how is Q1 going?", "goodreads_refugee", "March 13, 2023 at 11:36:03 AM EDT", "1 day ago", 95, 388),
}
HOT = [121871, 121960, 121845, 121988, 121904, 121930, 122004, 121999, 122011, 122013]
NEW = [122019, 122016, 122013, 122011, 122004, 121999, 121988, 121960, 121930, 121904, 121871, 121845]


def forum_nav(menu: bool = False) -> str:
    m = """
        [80] menu '', orientation='vertical'
          [81] menuitem 'Profile'
          [82] menuitem 'Submissions'
          [83] menuitem 'Comments'
          [84] menuitem 'Hidden forums'
          [85] menuitem 'Settings'
          [86] menuitem 'Dark mode'
          [87] menuitem 'Log out'""" if menu else ""
    return f"""[38] navigation ''
  [40] link 'Jump to main content'
  [41] link 'Jump to sidebar'
[44] navigation ''
  [47] link 'Home'
    StaticText 'Postmill'
  [57] list ''
    [58] listitem ''
      [59] link 'Forums'
    [60] listitem ''
      [61] link 'Wiki'
  [62] Section ''
    [71] searchbox 'Search query'
  [72] list ''
    [73] listitem ''
      [74] link 'Submit'
    [75] listitem ''
      [76] link 'Notifications (0)'
    [77] listitem ''
      [78] button 'MarvelsGrantMan136', hasPopup='menu', expanded={'True' if menu else 'False'}{m}"""


def forum_list(order: list[int], sort: str, votes: dict[int, tuple[int, int]] | None = None, menu: bool = False) -> str:
    arts = []
    for k, pid in enumerate(order):
        title, author, iso, ago, ncom, score = POSTS[pid]
        ncom, score = (votes or {}).get(pid, (ncom, score))
        mine = pid in (votes or {})
        b = 120 + k * 16
        up = f"[{b + 10}] button 'Retract upvote'" if mine else f"[{b + 10}] button 'Upvote'"
        arts.append(f"""[{b}] article ''
  [{b + 1}] header ''
    [{b + 2}] heading '{title}'
      [{b + 3}] link '{title}'
    StaticText 'Submitted by '
    [{b + 4}] link '{author}'
    StaticText ' '
    [{b + 5}] time '{iso}'
      StaticText '{ago}'
  [{b + 6}] list ''
    [{b + 7}] listitem ''
      [{b + 8}] link '{ncom} comment{'s' if ncom != 1 else ''}'
    [{b + 9}] listitem ''
      [{b + 13}] button 'Save'
  {up}
  StaticText '{score:,}'
  [{b + 11}] button 'Downvote'""")
    sel = {s_: (", focused" if s_ == sort and sort != "Hot" else "") for s_ in ("Hot", "New", "Active")}
    url = FORUM + "/f/books" + ("/new" if sort == "New" else "")
    body = forum_nav(menu) + f"""
[91] main ''
  [93] list ''
    [94] listitem ''
      [95] link 'Submissions'
    [96] listitem ''
      [97] link 'Comments'
  [100] button 'Sort by: {sort}', hasPopup='menu', expanded=False
  [102] link 'Hot'{sel['Hot']}
  [103] link 'New'{sel['New']}
  [104] link 'Active'{sel['Active']}
  [106] button 'From: all time', hasPopup='menu', expanded=False
{ind(chr(10).join(arts), 1)}
  [300] link 'More'
[310] complementary ''
  [312] heading 'books'
    [313] link 'books'
  StaticText 'Discussion of books, authors, and reading. Please keep spoilers in spoiler tags.'
  [316] button 'Unsubscribe'
  StaticText '4,218'
  StaticText 'subscribers'
  StaticText 'Created '
  [320] time 'March 8, 2022 at 9:41:13 PM EST'
    StaticText '1 year ago'
  [322] heading 'Toolbox'
  [324] link 'Bans'
  [325] link 'Moderation log'"""
    return pg("/f/books" + ("/new" if sort == "New" else ""), url, body)


COMMENTS = [
    (0, "marginalia_mae", "March 13, 2023 at 8:12:40 AM EDT", "1 day ago", 14, "Halfway through Sea of Tranquility. The way the timelines fold back on each other is doing something to my brain."),
    (1, "nonlinear_nina", "March 13, 2023 at 9:03:55 AM EDT", "1 day ago", 6, "Wait until you hit the Olive Llewellyn chapters. Then read Station Eleven again."),
    (0, "harpooner_ish", "March 13, 2023 at 9:47:02 AM EDT", "1 day ago", 9, "Moby-Dick, for the third time. Still skipping the cetology chapters, no regrets."),
    (1, "lathe_of_heaven", "March 13, 2023 at 10:30:18 AM EDT", "1 day ago", 4, "The cetology chapters are the best part and I will die on this hill."),
    (2, "harpooner_ish", "March 13, 2023 at 10:41:36 AM EDT", "1 day ago", 3, "Respectfully, no."),
    (0, "tinyshelf", "March 13, 2023 at 12:19:21 PM EDT", "1 day ago", 7, "The Buried Giant. Slow, foggy, and I love it."),
    (0, "earworm_eli", "March 13, 2023 at 2:05:44 PM EDT", "1 day ago", 5, "Listening to Project Hail Mary on audio. Ray Porter is incredible."),
    (1, "quiet_bookworm", "March 13, 2023 at 2:50:09 PM EDT", "1 day ago", 2, "Rocky's voice alone is worth the credit."),
    (0, "inkstainedhands", "March 13, 2023 at 5:26:31 PM EDT", "23 hours ago", 4, "Rereading Middlemarch with a chapter-a-day group. We are at chapter 23."),
    (0, "mossy_stone", "March 13, 2023 at 8:58:12 PM EDT", "19 hours ago", 3, "Piranesi. Short, strange, and the house is the best character."),
    (1, "sunlit_room", "March 13, 2023 at 9:40:57 PM EDT", "19 hours ago", 2, "The statues! Read it in two sittings."),
    (0, "goodreads_refugee", "March 14, 2023 at 11:02:33 AM EDT", "5 hours ago", 1, "Trying to finish The Brothers Karamazov before the end of the month. Send help."),
]


def forum_post(upvoted: bool, mine: str = "", draft: str = "", editing: str = "", edited: bool = False) -> str:
    title, author, iso, ago, ncom, score = POSTS[121904]
    if upvoted:
        score += 1
    if mine:
        ncom += 1
    coms = []
    for k, (lvl, user, t, a, pts, text) in enumerate(COMMENTS):
        b = 400 + k * 10
        coms.append(ind(f"""[{b}] article ''
  [{b + 1}] link '{user}'
  StaticText ' '
  [{b + 2}] time '{t}'
    StaticText '{a}'
  StaticText '{text}'
  [{b + 3}] link 'Reply'
  [{b + 4}] link 'Permalink'
  [{b + 5}] button 'Upvote'
  StaticText '{pts}'
  [{b + 6}] button 'Downvote'""", lvl))
    if mine:
        if editing:
            inner = f"""  [540] textbox 'Comment', focused, required
    StaticText '{editing}'
  [542] button 'Save'
  [543] button 'Cancel'"""
        else:
            ed = """
  StaticText 'Edited '
  [537] time 'March 14, 2023 at 4:26:51 PM EDT'
    StaticText 'just now'""" if edited else ""
            inner = f"""  StaticText '{mine}'{ed}
  [533] link 'Reply'
  [534] link 'Permalink'
  [535] link 'Edit'
  [536] button 'Delete'
  [538] button 'Retract upvote'
  StaticText '1'
  [539] button 'Downvote'"""
        coms.append(f"""[530] article ''
  [531] link 'MarvelsGrantMan136'
  StaticText ' '
  [532] time 'March 14, 2023 at 4:21:08 PM EDT'
    StaticText 'just now'
{inner}""")
    up = "[368] button 'Retract upvote'" if upvoted else "[368] button 'Upvote'"
    dv = f"\n      StaticText '{draft}'" if draft else ""
    df = ", focused" if draft else ""
    body = forum_nav() + f"""
[91] main ''
  [350] article ''
    [352] header ''
      [354] heading '{title}'
        [355] link '{title}'
      StaticText 'Submitted by '
      [357] link '{author}'
      StaticText ' '
      [358] time '{iso}'
        StaticText '{ago}'
      StaticText ' in '
      [360] link 'books'
    StaticText 'Weekly thread. Tell us what you are reading, what you finished, and what you abandoned. Recommendations welcome; spoilers in spoiler tags.'
    [364] list ''
      [365] listitem ''
        [366] link '{ncom} comments'
    {up}
    StaticText '{score}'
    [369] button 'Downvote'
  [372] Section ''
    [374] LabelText ''
      StaticText 'Comment'
    [375] textbox 'Comment'{df}{dv}
    [377] button 'Post'
  heading '{ncom} comments'
  [390] button 'Sort by: Top', hasPopup='menu', expanded=False
{ind(chr(10).join(coms), 1)}
[310] complementary ''
  [312] heading 'books'
    [313] link 'books'
  StaticText 'Discussion of books, authors, and reading. Please keep spoilers in spoiler tags.'
  [316] button 'Unsubscribe'
  StaticText '4,218'
  StaticText 'subscribers'"""
    return pg(title, FORUM + "/f/books/121904/what-are-you-reading-this-week-march-13", body)


def t04(rs: RowSet) -> None:
    c1 = "Finally started The Left Hand of Darkness after it sat on my shelf for two years. The Shifgrethor stuff is fascinating."
    c2 = "Finally started The Left Hand of Darkness after it sat on my shelf for two years. The shifgrethor material is fascinating, and Estraven is already my favourite."
    post_link = 120 + NEW.index(121904) * 16 + 3
    after = {121904: (13, 48)}
    turns = [
        ("click('103')", forum_list(NEW[:10], "New")),
        (f"click('{post_link}')", forum_post(False)),
        ("click('368')", forum_post(True)),
        (f"fill('375', '{c1}')", forum_post(True, draft=c1)),
        ("click('377')", forum_post(True, mine=c1)),
        ("click('535')", forum_post(True, mine=c1, editing=c1)),
        (f"fill('540', '{c2}')", forum_post(True, mine=c1, editing=c2)),
        ("click('542')", forum_post(True, mine=c2, edited=True)),
        ("click('360')", forum_list(HOT, "Hot", votes=after)),
        ("click('78')", forum_list(HOT, "Hot", votes=after, menu=True)),
    ]
    rs.add("web", "h57-web-04", system("the Postmill forum of WebArena (reddit clone), signed in as MarvelsGrantMan136"),
           turns, state=forum_list(HOT, "Hot"))


# ---------------------------------------------------------------------------------------------
# h57-web-06: OpenStreetMap (WebArena map): directions by car, then by bicycle, then reversed. Clean.
# ---------------------------------------------------------------------------------------------
OSM = "http://localhost:3000"
CMU = "40.4443%2C-79.9436"
PIT = "40.4958%2C-80.2413"
CAR = [("Start on Forbes Avenue", 0.6), ("Turn right onto South Bouquet Street", 0.3),
       ("Turn left onto Boulevard of the Allies", 2.9), ("Continue onto Fort Pitt Boulevard", 0.9),
       ("Take the ramp on the left onto I 376 West", 1.2), ("Continue onto I 376 West (Parkway West)", 19.4),
       ("Take the ramp on the right towards Airport", 1.1), ("Continue onto Airport Boulevard", 3.1),
       ("Reach destination", 0.0)]
BIKE = [("Start on Forbes Avenue", 0.6), ("Turn right onto South Bouquet Street", 0.3),
        ("Turn left onto Boulevard of the Allies", 2.9), ("Turn left onto Smithfield Street", 0.4),
        ("Continue onto Smithfield Street Bridge", 0.3), ("Turn right onto West Carson Street", 3.8),
        ("Continue onto Steuben Street", 4.2), ("Turn right onto Montour Trail", 14.6),
        ("Turn left onto Airport Boulevard", 1.3), ("Reach destination", 0.0)]
BIKE_BACK = [("Start on Airport Boulevard", 1.3), ("Turn left onto Montour Trail", 14.6),
             ("Turn left onto Steuben Street", 4.2), ("Continue onto West Carson Street", 3.8),
             ("Turn left onto Smithfield Street Bridge", 0.3), ("Continue onto Smithfield Street", 0.4),
             ("Turn right onto Forbes Avenue", 3.4), ("Reach destination", 0.0)]


def osm_head() -> str:
    return """[35] link 'OpenStreetMap logo OpenStreetMap'
  [36] img 'OpenStreetMap logo'
[47] link 'Edit'
[48] button ''
[50] link 'History'
[51] link 'Export'
[54] link 'GPS Traces'
[55] link 'User Diaries'
[56] link 'Communities'
[57] link 'Copyright'
[58] link 'Help'
[59] link 'About'
[63] link 'Log In'
[64] link 'Sign Up'"""


def osm_tail() -> str:
    return """[400] link 'Zoom In'
[401] link 'Zoom Out'
[402] link 'Show My Location'
[404] link 'Layers'
[405] link 'Share'
[407] link 'Add a note to the map'
[408] link 'Map Data'
[409] link 'Query features'
StaticText '500 m'
StaticText '2000 ft'
StaticText '\u00a9 '
[414] link 'OpenStreetMap contributors'
StaticText ' \u2665 '
[416] link 'Make a Donation'
StaticText '. '
[418] link 'Website and API terms'"""


def osm_home() -> str:
    body = osm_head() + """
[70] textbox 'Search', focused
[71] button 'Go'
[72] link 'Find directions between two points'
[75] heading 'Welcome to OpenStreetMap!'
[76] button 'Close'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
StaticText 'Hosting is supported by '
[80] link 'UCL'
StaticText ', '
[81] link 'Fastly'
StaticText ', '
[82] link 'Bytemark Hosting'
StaticText ', and other '
[83] link 'partners'
StaticText '.'
[85] link 'Learn More'
[86] link 'Start Mapping'
""" + osm_tail()
    return pg("OpenStreetMap", OSM + "/#map=13/40.4406/-79.9959", body)


def osm_dir(frm: str, to: str, engine: str = "Car (OSRM)", route: list[tuple[str, float]] | None = None,
            mins: int = 0, focus: str = "", url: str = "") -> str:
    opts = "\n".join(f"  [{110 + j}] option '{o}'" + (", selected=True" if o == engine else ", selected=False")
                     for j, o in enumerate(["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
                                            "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)"]))
    fv = f"\n  StaticText '{frm}'" if frm else ""
    tv = f"\n  StaticText '{to}'" if to else ""
    ff = ", focused" if focus == "from" else ""
    tf = ", focused" if focus == "to" else ""
    res = ""
    if route:
        total = sum(d for _, d in route)
        rows = []
        for k, (txt, d) in enumerate(route, 1):
            b = 140 + k * 4
            dist = "" if d == 0 else (f"{int(d * 1000)}m" if d < 1 else f"{d:.1f}km")
            rows.append(f"""  [{b}] row ''
    [{b + 1}] cell ''
    [{b + 2}] cell '{k}. {txt}'
    [{b + 3}] cell '{dist}'""")
        res = f"""heading 'Directions'
[132] button 'Close'
StaticText 'Distance: {round(total)}km. Time: {mins // 60}:{mins % 60:02d}.'
[136] link 'Download route as GPX'
[140] table ''
""" + "\n".join(rows) + """
StaticText 'Directions courtesy of '
[196] link 'OSRM (FOSSGIS)'
"""
    body = osm_head() + f"""
[100] combobox '', hasPopup='menu', expanded=False
{opts}
[118] textbox 'From'{ff}, required{fv}
[120] textbox 'To'{tf}, required{tv}
[122] button 'Reverse Directions'
[124] button 'Go'
[126] link 'Close'
{res}""" + osm_tail()
    return pg("OpenStreetMap", url or OSM + "/directions", body)


def t05(rs: RowSet) -> None:
    a = "Carnegie Mellon University"
    b = "Pittsburgh International Airport"
    car_url = f"{OSM}/directions?engine=fossgis_osrm_car&route={CMU}%3B{PIT}#map=12/40.4617/-80.0925"
    bike_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route={CMU}%3B{PIT}#map=12/40.4531/-80.0804"
    back_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route={PIT}%3B{CMU}#map=12/40.4531/-80.0804"
    turns = [
        ("click('72')", osm_dir("", "", focus="from")),
        (f"fill('118', '{a}')", osm_dir(a, "", focus="from")),
        (f"fill('120', '{b}')", osm_dir(a, b, focus="to")),
        ("click('124')", osm_dir(a, b, route=CAR, mins=27, url=car_url)),
        ("select_option('100', 'Bicycle (OSRM)')", osm_dir(a, b, "Bicycle (OSRM)", route=BIKE, mins=112, url=bike_url)),
        ("click('122')", osm_dir(b, a, "Bicycle (OSRM)", route=BIKE_BACK, mins=126, url=back_url)),
    ]
    rs.add("web", "h57-web-06", system("the OpenStreetMap instance of WebArena (Pittsburgh extract)"),
           turns, state=osm_home())


# ---------------------------------------------------------------------------------------------
# h57-web-05: Wikipedia via Kiwix (WebArena): search, follow links, go back. Bad: on go_back the CMU infobox
# gives the founding date as November 15, 1901 where it read November 15, 1900.
# ---------------------------------------------------------------------------------------------
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/"


def wiki_bar(q: str = "", focused: bool = False) -> str:
    qv = f"\n      StaticText '{q}'" if q else ""
    f = ", focused" if focused else ""
    return f"""[12] banner ''
  [14] link '\U0001f3e0'
  [15] link 'Wikipedia'
  [17] Section ''
    [18] searchbox "Search 'Wikipedia'"{f}, autocomplete='list', hasPopup='listbox', expanded=False{qv}
    [19] button '\U0001f50d'
  [20] button '\U0001f3b2'"""


def wiki_home(q: str = "", focused: bool = False) -> str:
    body = wiki_bar(q, focused) + """
[40] main ''
  heading 'Welcome to Wikipedia'
  StaticText 'The free encyclopedia that anyone can edit.'
  StaticText '6,489,052 articles in English'
  heading 'From today’s featured article'
  StaticText 'The Battle of the Coral Sea, fought from 4 to 8 May 1942, was a major naval battle between the Imperial Japanese Navy and naval and air forces of the United States and Australia.'
  [52] link 'Battle of the Coral Sea'
  heading 'Did you know ...'
  StaticText '... that the Cathedral of Learning is the second-tallest educational building in the Western Hemisphere?'
  [57] link 'Cathedral of Learning'
  heading 'On this day'
  StaticText 'May 15: 1918 – The United States Post Office Department begins the first regularly scheduled airmail service.'
  [62] link 'Airmail'"""
    return pg("Wikipedia", WIKI + "User:The_other_Kiwix_guy/Landing", body)


def wiki_cmu(est: str = "November 15, 1900") -> str:
    body = wiki_bar() + f"""
[40] main ''
  heading 'Carnegie Mellon University'
  StaticText 'Private university in Pittsburgh, Pennsylvania, US'
  [44] table ''
    [45] row ''
      [46] cell 'Former names'
      [47] cell 'Carnegie Technical Schools (1900–1912) Carnegie Institute of Technology (1912–1967)'
    [48] row ''
      [49] cell 'Motto'
      [50] cell '"My heart is in the work" (Andrew Carnegie)'
    [51] row ''
      [52] cell 'Type'
      [53] cell 'Private research university'
    [54] row ''
      [55] cell 'Established'
      [56] cell '{est}'
    [57] row ''
      [58] cell 'Founder'
      [59] cell 'Andrew Carnegie'
        [60] link 'Andrew Carnegie'
    [61] row ''
      [62] cell 'Accreditation'
      [63] cell 'MSCHE'
    [64] row ''
      [65] cell 'Endowment'
      [66] cell '$3.04 billion (2021)'
    [67] row ''
      [68] cell 'President'
      [69] cell 'Farnam Jahanian'
    [70] row ''
      [71] cell 'Provost'
      [72] cell 'James H. Garrett Jr.'
    [73] row ''
      [74] cell 'Academic staff'
      [75] cell '1,444'
    [76] row ''
      [77] cell 'Students'
      [78] cell '14,799 (fall 2021)'
    [79] row ''
      [80] cell 'Undergraduates'
      [81] cell '7,073'
    [82] row ''
      [83] cell 'Postgraduates'
      [84] cell '7,726'
    [85] row ''
      [86] cell 'Location'
      [87] cell 'Pittsburgh, Pennsylvania, United States 40°26′36″N 79°56′37″W'
    [88] row ''
      [89] cell 'Campus'
      [90] cell 'Urban, 157 acres (64 ha)'
    [91] row ''
      [92] cell 'Colors'
      [93] cell 'Carnegie Red and Tartan'
    [94] row ''
      [95] cell 'Nickname'
      [96] cell 'Tartans'
    [97] row ''
      [98] cell 'Mascot'
      [99] cell 'Scotty the Scottish Terrier'
  StaticText 'Carnegie Mellon University (CMU) is a private research university in Pittsburgh, Pennsylvania. One of its predecessors was established in 1900 by Andrew Carnegie as the Carnegie Technical Schools; it became the Carnegie Institute of Technology in 1912 and began granting four-year degrees in the same year. In 1967, the Carnegie Institute of Technology merged with the '
  [120] link 'Mellon Institute of Industrial Research'
  StaticText ', founded in 1913 by Andrew Mellon and Richard B. Mellon and formerly a part of the University of Pittsburgh.'
  StaticText 'The university consists of seven colleges, including the College of Engineering, the School of Computer Science, and the Tepper School of Business. The university has its main campus located 5 miles (8 km) from Downtown Pittsburgh.'
  heading 'Contents'
  [130] link '1 History'
  [131] link '2 Campus'
  [132] link '3 Organization and administration'
  [133] link '4 Academics'
  [134] link '5 Student life'
  [135] link '6 Athletics'
  [136] link '7 Notable people'
  heading 'History'
  StaticText 'The Carnegie Technical Schools were founded in 1900 in Pittsburgh by the Scottish-American industrialist and philanthropist Andrew Carnegie, who wrote "My heart is in the work" when he donated the funds to create the institution. Carnegie’s vision was to open a vocational training school for the sons and daughters of working-class Pittsburghers.'
  StaticText 'In 1912, the institution changed its name to Carnegie Institute of Technology (CIT) and began offering four-year degrees. During this time, CIT consisted of four constituent schools: the School of Fine and Applied Arts, the School of Apprentices and Journeymen, the School of Science and Technology, and the Margaret Morrison Carnegie School for Women.'"""
    return pg("Carnegie Mellon University", WIKI + "Carnegie_Mellon_University", body)


def wiki_carnegie() -> str:
    body = wiki_bar() + """
[40] main ''
  heading 'Andrew Carnegie'
  StaticText 'Scottish-American industrialist and philanthropist (1835–1919)'
  [44] table ''
    [45] row ''
      [46] cell 'Born'
      [47] cell 'November 25, 1835 Dunfermline, Fife, Scotland'
    [48] row ''
      [49] cell 'Died'
      [50] cell 'August 11, 1919 (aged 83) Lenox, Massachusetts, U.S.'
    [51] row ''
      [52] cell 'Resting place'
      [53] cell 'Sleepy Hollow Cemetery, Sleepy Hollow, New York'
    [54] row ''
      [55] cell 'Occupation'
      [56] cell 'Industrialist, philanthropist'
    [57] row ''
      [58] cell 'Known for'
      [59] cell 'Founding Carnegie Steel Company, the Carnegie Corporation of New York and Carnegie Mellon University'
    [60] row ''
      [61] cell 'Spouse'
      [62] cell 'Louise Whitfield (m. 1887)'
    [63] row ''
      [64] cell 'Children'
      [65] cell '1'
  StaticText 'Andrew Carnegie (English: kar-NAY-gee; November 25, 1835 – August 11, 1919) was a Scottish-American industrialist and philanthropist. Carnegie led the expansion of the American steel industry in the late 19th century and became one of the richest Americans in history.'
  StaticText 'He became a leading philanthropist in the United States, Great Britain, and the British Empire. During the last 18 years of his life, he gave away around $350 million (conservatively $6.5 billion in 2021 dollars), almost 90 percent of his fortune, to charities, foundations and universities.'
  heading 'Contents'
  [80] link '1 Biography'
  [81] link '2 Philanthropy'
  [82] link '3 Death'
  [83] link '4 Legacy and honors'"""
    return pg("Andrew Carnegie", WIKI + "Andrew_Carnegie", body)


def wiki_mellon_inst() -> str:
    body = wiki_bar() + """
[40] main ''
  heading 'Mellon Institute of Industrial Research'
  StaticText 'Former research institute in Pittsburgh, Pennsylvania'
  [44] table ''
    [45] row ''
      [46] cell 'Established'
      [47] cell '1913'
    [48] row ''
      [49] cell 'Founders'
      [50] cell 'Andrew Mellon, Richard B. Mellon'
        [51] link 'Andrew Mellon'
        [52] link 'Richard B. Mellon'
    [53] row ''
      [54] cell 'Merged into'
      [55] cell 'Carnegie Mellon University (1967)'
    [56] row ''
      [57] cell 'Building'
      [58] cell '4400 Fifth Avenue, completed 1937'
  StaticText 'The Mellon Institute of Industrial Research was founded in 1913 by the brothers Andrew and Richard B. Mellon as a nonprofit organization for industrial research. It operated as part of the University of Pittsburgh until 1927, when it became independent, and merged with the Carnegie Institute of Technology in 1967 to form Carnegie Mellon University.'
  StaticText 'Its building on Fifth Avenue, designed by Janssen & Cocken, is known for its 62 monolithic Ionic limestone columns and was listed on the National Register of Historic Places.'"""
    return pg("Mellon Institute of Industrial Research", WIKI + "Mellon_Institute_of_Industrial_Research", body)


def wiki_amellon() -> str:
    body = wiki_bar() + """
[40] main ''
  heading 'Andrew Mellon'
  StaticText 'American banker and Secretary of the Treasury (1855–1937)'
  [44] table ''
    [45] row ''
      [46] cell '49th United States Secretary of the Treasury'
    [47] row ''
      [48] cell 'In office'
      [49] cell 'March 9, 1921 – February 12, 1932'
    [50] row ''
      [51] cell 'President'
      [52] cell 'Warren G. Harding, Calvin Coolidge, Herbert Hoover'
    [53] row ''
      [54] cell 'Born'
      [55] cell 'Andrew William Mellon March 24, 1855 Pittsburgh, Pennsylvania, U.S.'
        [56] link 'Pittsburgh'
    [57] row ''
      [58] cell 'Died'
      [59] cell 'August 26, 1937 (aged 82) Southampton, New York, U.S.'
  StaticText 'Andrew William Mellon (March 24, 1855 – August 26, 1937), sometimes A. W. Mellon, was an American banker, businessman, industrialist, philanthropist, art collector, and politician. From the wealthy Mellon family of Pittsburgh, he established a vast business empire before transitioning into politics.'"""
    return pg("Andrew Mellon", WIKI + "Andrew_Mellon", body)


def wiki_pgh(focus_hist: bool = False) -> str:
    h = "[90] heading 'History', focused" if focus_hist else "heading 'History'"
    body = wiki_bar() + f"""
[40] main ''
  heading 'Pittsburgh'
  StaticText 'City in Pennsylvania, United States'
  [44] table ''
    [45] row ''
      [46] cell 'Country'
      [47] cell 'United States'
    [48] row ''
      [49] cell 'State'
      [50] cell 'Pennsylvania'
    [51] row ''
      [52] cell 'County'
      [53] cell 'Allegheny'
    [54] row ''
      [55] cell 'Founded'
      [56] cell 'November 27, 1758'
    [57] row ''
      [58] cell 'Incorporated'
      [59] cell 'April 22, 1794 (borough) March 18, 1816 (city)'
    [60] row ''
      [61] cell 'Mayor'
      [62] cell 'Ed Gainey (D)'
    [63] row ''
      [64] cell 'Population (2020)'
      [65] cell '302,971'
    [66] row ''
      [67] cell 'Elevation'
      [68] cell '1,223 ft (373 m)'
  StaticText 'Pittsburgh is a city in the Commonwealth of Pennsylvania and the county seat of Allegheny County. It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania after Philadelphia, and the 68th-most populous city in the U.S. with a population of 302,971 as of the 2020 census.'
  heading 'Contents'
  [80] link '1 History'
  [81] link '2 Geography'
  [82] link '3 Demographics'
  [83] link '4 Economy'
  {h}
  StaticText 'Pittsburgh was named in 1758 by General John Forbes, in honor of British statesman William Pitt, 1st Earl of Chatham.'"""
    return pg("Pittsburgh", WIKI + "Pittsburgh" + ("#History" if focus_hist else ""), body)


def t06(rs: RowSet) -> None:
    turns = [
        ("fill('18', 'Carnegie Mellon University')", wiki_home("Carnegie Mellon University", True)),
        ("keyboard_press('Enter')", wiki_cmu()),
        ("click('60')", wiki_carnegie()),
        ("go_back()", wiki_cmu("November 15, 1901")),
        ("click('120')", wiki_mellon_inst()),
        ("click('51')", wiki_amellon()),
        ("click('56')", wiki_pgh()),
        ("click('80')", wiki_pgh(True)),
    ]
    rs.add("web", "h57-web-05", system("the offline Wikipedia (Kiwix, wikipedia_en_all_maxi_2022-05) of WebArena"),
           turns, state=wiki_home(), bad=True, turn=4,
           kind="Back on the CMU article the infobox gives Established November 15, 1901; the same infobox read November 15, 1900 two turns earlier.")


# ---------------------------------------------------------------------------------------------
# 07 Airline check-in and seat map. Bad: the boarding-pass page gives the confirmation code as
# QX7R2N where the trip page (and the search) had QX7R2M.
# ---------------------------------------------------------------------------------------------
AIR = "https://www.meridianair.com"
SEATMAP = {20: "x..xx.", 21: "xxx.xx", 22: ".x.x.x", 23: "..xxx.", 24: "xxx..x", 25: "x.xxxx", 26: "...xx.", 27: "xx.x.x"}
POS = {"A": "window", "B": "middle", "C": "aisle", "D": "aisle", "E": "middle", "F": "window"}


def air_head() -> str:
    return """[20] banner ''
  [22] link 'Meridian Airways home'
    [23] img 'Meridian Airways'
  [25] navigation 'Main'
    [26] link 'Book'
    [27] link 'My trips'
    [28] link 'Check in'
    [29] link 'Flight status'
    [30] link 'MileagePlan'
  [32] link 'Sign in'
  [33] button 'Language: English (US)', hasPopup='menu'"""


def air_foot() -> str:
    return """[900] contentinfo ''
  [901] link 'Customer service'
  [902] link 'Baggage policy'
  [903] link 'Contract of carriage'
  [904] link 'Privacy'
  StaticText '\u00a9 2024 Meridian Airways, Inc.'"""


def air_start(code: str = "", last: str = "", focus: str = "") -> str:
    cv = f"\n      StaticText '{code}'" if code else ""
    lv = f"\n      StaticText '{last}'" if last else ""
    cf = ", focused" if focus == "code" else ""
    lf = ", focused" if focus == "last" else ""
    body = air_head() + f"""
[200] main ''
  heading 'Check in online'
  StaticText 'Online check-in opens 24 hours and closes 45 minutes before departure for domestic flights.'
  [206] tablist ''
    [207] tab 'Confirmation code', selected=True
    [208] tab 'Ticket number', selected=False
    [209] tab 'MileagePlan number', selected=False
  [212] group ''
    [213] LabelText ''
      StaticText 'Confirmation code (6 characters)'
    [214] textbox 'Confirmation code (6 characters)'{cf}, required{cv}
    [215] LabelText ''
      StaticText 'Last name'
    [216] textbox 'Last name'{lf}, required{lv}
    [218] button 'Find my trip', disabled={'False' if code and last else 'True'}
  StaticText 'Travelling with a group of 10 or more? Check in at the airport.'
""" + air_foot()
    return pg("Check in | Meridian Airways", AIR + "/checkin", body)


def air_trip(code: str) -> str:
    body = air_head() + f"""
[200] main ''
  [202] navigation 'Check-in progress'
    [203] listitem 'Step 1 of 4: Travelers, current'
    [204] listitem 'Step 2 of 4: Travel requirements'
    [205] listitem 'Step 3 of 4: Seats'
    [206] listitem 'Step 4 of 4: Boarding passes'
  heading 'Seattle (SEA) to Denver (DEN)'
  StaticText 'Confirmation code'
  StaticText '{code}'
  StaticText 'Friday, June 21, 2024'
  [230] table 'Flight'
    [231] row ''
      [232] columnheader 'Flight'
      [233] columnheader 'Departs'
      [234] columnheader 'Arrives'
      [235] columnheader 'Aircraft'
      [236] columnheader 'Status'
    [237] row ''
      [238] cell 'MR 1184'
      [239] cell '7:45 AM SEA Terminal B'
      [240] cell '11:18 AM DEN Concourse C'
      [241] cell 'Boeing 737-800'
      [242] cell 'On time'
  heading 'Who is checking in?'
  [250] checkbox 'Dana Whitfield, Adult, MileagePlan MR 4829 1173, Main Cabin', checked='true'
  [252] checkbox 'Leo Whitfield, Child (age 9), Main Cabin', checked='true'
  StaticText 'Fare: Main Cabin (Q). Carry-on bag and personal item included. First checked bag $35.'
  [258] button 'Continue'
""" + air_foot()
    return pg("Check in: travelers | Meridian Airways", AIR + f"/checkin/trip?pnr={code}", body)


def air_hazmat(agreed: bool) -> str:
    body = air_head() + f"""
[200] main ''
  [202] navigation 'Check-in progress'
    [203] listitem 'Step 1 of 4: Travelers, completed'
    [204] listitem 'Step 2 of 4: Travel requirements, current'
    [205] listitem 'Step 3 of 4: Seats'
    [206] listitem 'Step 4 of 4: Boarding passes'
  heading 'Hazardous materials'
  StaticText 'Federal law forbids the carriage of hazardous materials aboard aircraft in your luggage or on your person. A violation can result in five years imprisonment and penalties of $250,000 or more (49 U.S.C. 5124).'
  [310] list ''
    [311] listitem ''
      StaticText 'Lithium batteries over 100 Wh, e-cigarettes and power banks in checked baggage'
    [312] listitem ''
      StaticText 'Flammable liquids and solids, including lighter fluid and paint'
    [313] listitem ''
      StaticText 'Compressed gases, including aerosol cans over 18 fl oz (500 ml) total'
    [314] listitem ''
      StaticText 'Explosives, fireworks, and flares'
  [320] checkbox 'I have read and understand the restrictions on hazardous materials for all travelers on this reservation.'{', focused' if agreed else ''}, checked='{'true' if agreed else 'false'}'
  [322] button 'Back'
  [323] button 'Continue', disabled={'False' if agreed else 'True'}
""" + air_foot()
    return pg("Check in: travel requirements | Meridian Airways", AIR + "/checkin/requirements", body)


def air_seats(dana: str = "", leo: str = "") -> str:
    active = "Leo" if dana and not leo else "Dana"
    rows = []
    free = 0
    for r, pat in SEATMAP.items():
        cells = []
        for ci, col in enumerate("ABCDEF"):
            seat = f"{r}{col}"
            bid = 400 + (r - 20) * 8 + ci
            if seat == dana:
                cells.append(f"[{bid}] button 'Seat {seat}, {POS[col]}, selected for Dana Whitfield', pressed='true'")
            elif seat == leo:
                cells.append(f"[{bid}] button 'Seat {seat}, {POS[col]}, selected for Leo Whitfield', pressed='true'")
            elif pat[ci] == "x":
                cells.append(f"[{bid}] button 'Seat {seat}, {POS[col]}, occupied', disabled=True")
            else:
                free += 1
                price = "$39, extra legroom" if r == 20 else "included"
                cells.append(f"[{bid}] button 'Seat {seat}, {POS[col]}, available, {price}', pressed='false'")
        rows.append(f"[{399 + (r - 20) * 8 - 1}] row 'Row {r}'\n" + "\n".join("  " + c for c in cells))
    dv = dana or "Not selected"
    lv = leo or "Not selected"
    body = air_head() + f"""
[200] main ''
  [202] navigation 'Check-in progress'
    [203] listitem 'Step 1 of 4: Travelers, completed'
    [204] listitem 'Step 2 of 4: Travel requirements, completed'
    [205] listitem 'Step 3 of 4: Seats, current'
    [206] listitem 'Step 4 of 4: Boarding passes'
  heading 'Choose seats: MR 1184 SEA to DEN'
  [340] radiogroup 'Traveler'
    [341] radio 'Dana Whitfield, seat {dv}', checked='{'true' if active == 'Dana' else 'false'}'
    [342] radio 'Leo Whitfield, seat {lv}', checked='{'true' if active == 'Leo' else 'false'}'
  StaticText 'Leo Whitfield is under 15 and should sit next to an adult on the reservation.'
  StaticText 'Legend: available, occupied, extra legroom (row 20, exit row), selected'
  StaticText 'Main Cabin, rows 20 to 27 shown ({free} seats open)'
  [390] grid 'Seat map, Main Cabin'
{ind(chr(10).join(rows), 2)}
  [470] button 'Skip seats'
  [471] button 'Confirm seats', disabled={'False' if dana and leo else 'True'}
""" + air_foot()
    return pg("Check in: seats | Meridian Airways", AIR + "/checkin/seats?flight=MR1184&date=2024-06-21", body)


def air_review(code: str) -> str:
    body = air_head() + f"""
[200] main ''
  [202] navigation 'Check-in progress'
    [203] listitem 'Step 1 of 4: Travelers, completed'
    [204] listitem 'Step 2 of 4: Travel requirements, completed'
    [205] listitem 'Step 3 of 4: Seats, completed'
    [206] listitem 'Step 4 of 4: Boarding passes, current'
  heading 'Review and check in'
  StaticText 'Confirmation code {code}'
  [510] table 'Travelers'
    [511] row ''
      [512] columnheader 'Traveler'
      [513] columnheader 'Flight'
      [514] columnheader 'Seat'
      [515] columnheader 'Seat fee'
      [516] columnheader 'Checked bags'
    [517] row ''
      [518] cell 'Dana Whitfield'
      [519] cell 'MR 1184'
      [520] cell '23A (window)'
      [521] cell '$0.00'
      [522] cell '0'
        [523] button 'Add bags for Dana Whitfield'
    [524] row ''
      [525] cell 'Leo Whitfield'
      [526] cell 'MR 1184'
      [527] cell '23B (middle)'
      [528] cell '$0.00'
      [529] cell '0'
        [530] button 'Add bags for Leo Whitfield'
  StaticText 'Total due today: $0.00'
  [540] button 'Back'
  [541] button 'Check in 2 travelers'
""" + air_foot()
    return pg("Check in: review | Meridian Airways", AIR + "/checkin/review", body)


def air_passes(code: str, dialog: bool = False) -> str:
    dlg = """  [720] dialog 'Email boarding passes', modal=True
    heading 'Email boarding passes'
    [722] textbox 'Email address', focused, required
      StaticText 'dana.whitfield@fastmail.com'
    [724] checkbox 'Send a copy to another address', checked='false'
    [726] button 'Send'
    [727] button 'Cancel'
""" if dialog else ""
    body = air_head() + f"""
[200] main ''
{dlg}  [602] alert ''
    StaticText 'You are checked in. Boarding passes are ready.'
  heading 'Boarding passes'
  StaticText 'Confirmation code {code}'
  [610] article 'Boarding pass: Dana Whitfield'
    StaticText 'WHITFIELD/DANA'
    StaticText 'MR 1184 \u00b7 SEA \u2192 DEN \u00b7 Fri, Jun 21, 2024'
    StaticText 'Boarding 7:05 AM'
    StaticText 'Departs 7:45 AM'
    StaticText 'Gate B12'
    StaticText 'Zone 4'
    StaticText 'Seat 23A'
    StaticText 'Seq 087'
    StaticText 'TSA Pre\u2713'
    [620] img 'Boarding pass barcode for Dana Whitfield'
  [630] article 'Boarding pass: Leo Whitfield'
    StaticText 'WHITFIELD/LEO'
    StaticText 'MR 1184 \u00b7 SEA \u2192 DEN \u00b7 Fri, Jun 21, 2024'
    StaticText 'Boarding 7:05 AM'
    StaticText 'Departs 7:45 AM'
    StaticText 'Gate B12'
    StaticText 'Zone 4'
    StaticText 'Seat 23B'
    StaticText 'Seq 088'
    [640] img 'Boarding pass barcode for Leo Whitfield'
  [650] button 'Add to Apple Wallet'
  [651] button 'Add to Google Wallet'
  [652] button 'Email boarding passes'
  [653] button 'Text boarding passes'
  [654] button 'Print boarding passes'
""" + air_foot()
    return pg("Boarding passes | Meridian Airways", AIR + "/checkin/confirmation", body)


def t07(rs: RowSet) -> None:
    good, bad_code = "QX7R2M", "QX7R2N"
    turns = [
        (f"fill('214', '{good}')", air_start(good, focus="code")),
        ("fill('216', 'Whitfield')", air_start(good, "Whitfield", focus="last")),
        ("click('218')", air_trip(good)),
        ("click('258')", air_hazmat(False)),
        ("click('320')", air_hazmat(True)),
        ("click('323')", air_seats()),
        ("click('424')", air_seats("23A")),
        ("click('425')", air_seats("23A", "23B")),
        ("click('471')", air_review(good)),
        ("click('541')", air_passes(bad_code)),
        ("click('652')", air_passes(bad_code, dialog=True)),
    ]
    rs.add("web", "h57-web-07", system("the online check-in of Meridian Airways (flight MR 1184 Seattle to Denver)"),
           turns, state=air_start(), bad=True, turn=10,
           kind="The boarding-pass page gives confirmation code QX7R2N, but the reservation found and reviewed in the same session was QX7R2M.")


# ---------------------------------------------------------------------------------------------
# 08 Hotel reservation management: extend the stay, add breakfast, leave a request. Clean.
# ---------------------------------------------------------------------------------------------
HOTEL = "https://www.halcyonhotels.com"
NIGHTS = [("Thu, Oct 10", 219.0), ("Fri, Oct 11", 249.0), ("Sat, Oct 12", 249.0), ("Sun, Oct 13", 189.0)]


def hotel_head() -> str:
    return """[15] banner ''
  [17] link 'Halcyon Hotels & Resorts'
  [19] navigation ''
    [20] link 'Find a hotel'
    [21] link 'Deals'
    [22] link 'Halcyon Honors'
    [23] link 'My trips'
  [25] button 'Priya, Gold member, 48,210 points', hasPopup='menu'"""


def hotel_res(n: int, breakfast: bool = False, msg: str = "", request: str = "", saved_request: str = "",
              focus_req: bool = False) -> str:
    nights = NIGHTS[:n]
    room = sum(p for _, p in nights)
    tax = round(room * 0.174, 2)
    bf = 32.0 * n if breakfast else 0.0
    bft = round(bf * 0.1025, 2)
    total = room + tax + bf + bft
    out_day = {3: "Sunday, October 13, 2024", 4: "Monday, October 14, 2024"}[n]
    alert = f"""  [102] alert ''
    StaticText '{msg}'
""" if msg else ""
    rate_rows = "\n".join(f"""    [{160 + 3 * k}] row ''
      [{161 + 3 * k}] cell '{d}'
      [{162 + 3 * k}] cell '{money(p)}'""" for k, (d, p) in enumerate(nights))
    extras = f"""    [200] row ''
      [201] cell 'Breakfast for 2 ({n} nights)'
      [202] cell '{money(bf)}'
    [203] row ''
      [204] cell 'Food and beverage tax'
      [205] cell '{money(bft)}'
""" if breakfast else ""
    req_block = f"""  StaticText 'Saved request: {saved_request}'
""" if saved_request else ""
    rv = f"\n    StaticText '{request}'" if request else ""
    rf = ", focused" if focus_req else ""
    body = hotel_head() + f"""
[100] main ''
{alert}  heading 'Your reservation'
  StaticText 'Confirmation number'
  StaticText '3318457296'
  heading 'Halcyon Downtown Chicago'
  StaticText '181 W Madison St, Chicago, IL 60602'
  [112] link '+1 312-555-0148'
  [120] table 'Stay'
    [121] row ''
      [122] rowheader 'Check-in'
      [123] cell 'Thursday, October 10, 2024 from 3:00 PM'
    [124] row ''
      [125] rowheader 'Check-out'
      [126] cell '{out_day} by 12:00 PM'
    [127] row ''
      [128] rowheader 'Room'
      [129] cell '1 King Deluxe, city view, non-smoking'
    [130] row ''
      [131] rowheader 'Guests'
      [132] cell '2 adults'
    [133] row ''
      [134] rowheader 'Guest name'
      [135] cell 'Priya Raman'
    [136] row ''
      [137] rowheader 'Rate'
      [138] cell 'Flexible Rate, Honors discount'
  [140] button 'Change dates'
  [141] button 'Change room'
  [142] button 'Add extras'
  [143] button 'Cancel reservation'
  heading 'Price details'
  [158] table 'Price details'
{rate_rows}
    [190] row ''
      [191] cell 'Room subtotal ({n} nights)'
      [192] cell '{money(room)}'
    [193] row ''
      [194] cell 'Taxes and fees (17.4%)'
      [195] cell '{money(tax)}'
{extras}    [210] row ''
      [211] cell 'Total for stay'
      [212] cell '{money(total)}'
  StaticText 'Pay at the hotel. Estimated Honors points for this stay: {int(room * 10):,}'
  heading 'Cancellation policy'
  StaticText 'Free cancellation until 11:59 PM hotel time on Tuesday, October 8, 2024. After that, the first night ({money(nights[0][1])} plus tax) is charged.'
  heading 'Special requests'
{req_block}  [230] textbox 'Add a request for the hotel'{rf}{rv}
  [232] button 'Save request'
  StaticText 'Requests are not guaranteed and are subject to availability.'
[300] contentinfo ''
  [301] link 'Contact us'
  [302] link 'Accessibility'
  [303] link 'Privacy statement'
  StaticText '\u00a9 2024 Halcyon Hotels & Resorts'"""
    return pg("Your reservation 3318457296 | Halcyon Hotels", HOTEL + "/reservations/3318457296", body)


def hotel_dates(out: str, checked: bool = False, focus: bool = False) -> str:
    n = 4 if out.endswith("14") else 3
    res = ""
    if checked:
        nights = NIGHTS[:n]
        room = sum(p for _, p in nights)
        tax = round(room * 0.174, 2)
        old = 717.0 + round(717.0 * 0.174, 2)
        rows = "\n".join(f"""    [{420 + 3 * k}] row ''
      [{421 + 3 * k}] cell '{d}'
      [{422 + 3 * k}] cell '{money(p)}'""" for k, (d, p) in enumerate(nights))
        res = f"""  heading 'New price'
  [418] table ''
{rows}
    [440] row ''
      [441] cell 'Taxes and fees (17.4%)'
      [442] cell '{money(tax)}'
    [443] row ''
      [444] cell 'New total'
      [445] cell '{money(room + tax)}'
    [446] row ''
      [447] cell 'Difference'
      [448] cell '+{money(room + tax - old)}'
  StaticText 'Your room stays the same. Rate: Flexible Rate, Honors discount.'
  [452] button 'Confirm change'
"""
    body = hotel_head() + f"""
[100] main ''
  [400] dialog 'Change dates', modal=True
    heading 'Change dates'
    [403] LabelText ''
      StaticText 'Check-in'
    [404] textbox 'Check-in', required
      StaticText '2024-10-10'
    [405] LabelText ''
      StaticText 'Check-out'
    [406] textbox 'Check-out'{', focused' if focus else ''}, required
      StaticText '{out}'
    StaticText '{n} nights'
    [410] button 'Check availability'
    [411] button 'Close'
{ind(res, 1) if res else ''}"""
    return pg("Your reservation 3318457296 | Halcyon Hotels", HOTEL + "/reservations/3318457296/dates", body)


def hotel_extras(bf: bool) -> str:
    body = hotel_head() + f"""
[100] main ''
  heading 'Add extras to your stay'
  StaticText 'Halcyon Downtown Chicago \u00b7 Oct 10 to Oct 14, 2024 \u00b7 4 nights'
  [502] group 'Extras'
    [503] checkbox 'Breakfast for 2, $32.00 per night', checked='{'true' if bf else 'false'}'
    [505] checkbox 'Valet parking, $55.00 per night', checked='false'
    [507] checkbox 'Late check-out until 2:00 PM, $40.00', checked='false'
    [509] checkbox 'Welcome amenity (sparkling wine), $28.00', checked='false'
  StaticText 'Extras total: {money(128.0 if bf else 0.0)} (plus tax)'
  [515] button 'Save extras'
  [516] button 'Back to reservation'"""
    return pg("Add extras | Halcyon Hotels", HOTEL + "/reservations/3318457296/extras", body)


def t08(rs: RowSet) -> None:
    req = "High floor away from the elevator, please. Arriving around 9 PM."
    turns = [
        ("click('140')", hotel_dates("2024-10-13")),
        ("fill('406', '2024-10-14')", hotel_dates("2024-10-14", focus=True)),
        ("click('410')", hotel_dates("2024-10-14", checked=True)),
        ("click('452')", hotel_res(4, msg="Your reservation has been updated. A confirmation email is on its way to p.raman@outlook.com.")),
        ("click('142')", hotel_extras(False)),
        ("click('503')", hotel_extras(True)),
        ("click('515')", hotel_res(4, breakfast=True, msg="Extras saved: Breakfast for 2.")),
        (f"fill('230', '{req}')", hotel_res(4, breakfast=True, msg="Extras saved: Breakfast for 2.", request=req, focus_req=True)),
        ("click('232')", hotel_res(4, breakfast=True, msg="Your request was sent to the hotel.", saved_request=req)),
    ]
    rs.add("web", "h57-web-08", system("the Halcyon Hotels website, managing reservation 3318457296 as Honors member Priya Raman"),
           turns, state=hotel_res(3))


# ---------------------------------------------------------------------------------------------
# 09 Concert ticketing: re-sort offers, pick seats, promo code, insurance on then off, order.
# The hold timer runs down. Clean.
# ---------------------------------------------------------------------------------------------
TIX = "https://www.tixnation.com"
OFFERS = [("Sec 214", "Row M", "Seats 20-21", 62.50, "Standard Admission"),
          ("Sec 210", "Row F", "Seats 1-2", 74.00, "Verified Resale"),
          ("Sec 112", "Row K", "Seats 7-8", 89.50, "Standard Admission"),
          ("Sec 118", "Row P", "Seats 9-10", 96.00, "Verified Resale"),
          ("GA Floor", "General Admission", "", 110.00, "Standard Admission"),
          ("Sec 104", "Row C", "Seats 15-16", 145.00, "Standard Admission"),
          ("Sec 101", "Row A", "Seats 3-4", 249.00, "Official Platinum")]


def tix_head() -> str:
    return """[10] banner ''
  [12] link 'TixNation home'
  [14] searchbox 'Search for artists, venues, and events'
  [16] link 'Concerts'
  [17] link 'Sports'
  [18] link 'Arts & Theater'
  [19] link 'Family'
  [21] button 'Marcus, My Account', hasPopup='menu'"""


def tix_event(order: list[int], sort: str) -> str:
    items = []
    for k, i in enumerate(order):
        sec, row, seats, price, kind = OFFERS[i]
        b = 200 + k * 6
        where = f"{sec} \u00b7 {row}" + (f" \u00b7 {seats}" if seats else "")
        items.append(f"""[{b}] listitem ''
  [{b + 1}] button '{where}'
  StaticText '{kind}'
  StaticText '{money(price)} ea'
  StaticText 'incl. fees: {money(price + (16.45 if kind != 'Verified Resale' else 19.20) + 5.0)} ea'""")
    opts = "\n".join(f"  [{182 + j}] option '{o}'" + (", selected=True" if o == sort else ", selected=False")
                     for j, o in enumerate(["Lowest price", "Highest price", "Best seats"]))
    body = tix_head() + f"""
[100] main ''
  heading 'The Marigold Hours: Neon Orchard Tour'
  StaticText 'Fri \u2022 Nov 15, 2024 \u2022 8:00 PM'
  [106] link 'Riverside Amphitheater, Seattle, WA'
  StaticText 'Doors 6:30 PM. Opening act: Lantern Coast.'
  [110] img 'Seat map: Riverside Amphitheater'
  [170] combobox 'Quantity', hasPopup='menu', expanded=False
    [171] option '2 Tickets', selected=True
  [174] checkbox 'Show prices with estimated fees', checked='true'
  [180] combobox 'Sort by', hasPopup='menu', expanded=False
{opts}
  StaticText '{len(order)} listings for 2 tickets'
  [198] list ''
{ind(chr(10).join(items), 2)}
  StaticText 'Prices may fluctuate based on demand.'
[900] contentinfo ''
  [901] link 'Purchase policy'
  [902] link 'Help center'
  StaticText '\u00a9 2024 TixNation, Inc.'"""
    return pg("The Marigold Hours Tickets, Nov 15, 2024 | TixNation", TIX + "/event/0B005F2A9C41E7D3" + ("?sort=pricedesc" if sort == "Highest price" else ""), body)


def tix_detail() -> str:
    body = tix_head() + """
[100] main ''
  heading 'Sec 112 \u00b7 Row K \u00b7 Seats 7-8'
  StaticText 'Standard Admission \u00b7 Mobile ticket \u00b7 Clear view'
  [304] img 'View from Sec 112'
  [310] table 'Price breakdown'
    [311] row ''
      [312] cell 'Tickets: $89.50 x 2'
      [313] cell '$179.00'
    [314] row ''
      [315] cell 'Service fee: $16.45 x 2'
      [316] cell '$32.90'
    [317] row ''
      [318] cell 'Facility charge: $5.00 x 2'
      [319] cell '$10.00'
    [320] row ''
      [321] cell 'Order processing fee'
      [322] cell '$4.95'
    [323] row ''
      [324] cell 'Total'
      [325] cell '$226.85'
  [330] button 'Next'
  [331] button 'Back to all tickets'"""
    return pg("Sec 112 Row K | TixNation", TIX + "/event/0B005F2A9C41E7D3/seats/112-K-7", body)


def tix_checkout(timer: str, promo: str = "", applied: bool = False, insurance: str = "", focus_promo: bool = False) -> str:
    tickets, service, facility, proc = 179.00, 32.90, 10.00, 4.95
    disc = round(tickets * 0.10, 2) if applied else 0.0
    ins = 16.78 if insurance == "yes" else 0.0
    total = round(tickets + service + facility + proc - disc + ins, 2)
    drow = f"""    [445] row ''
      [446] cell 'Promo MARIGOLD10 (10% off tickets)'
      [447] cell '-{money(disc)}'
""" if applied else ""
    irow = f"""    [448] row ''
      [449] cell 'Ticket insurance'
      [450] cell '{money(ins)}'
""" if ins else ""
    pv = f"\n      StaticText '{promo}'" if promo else ""
    pf = ", focused" if focus_promo else ""
    pmsg = "\n    StaticText 'Promo code MARIGOLD10 applied.'" if applied else ""
    body = tix_head() + f"""
[100] main ''
  [402] timer ''
    StaticText 'Time left to complete purchase: {timer}'
  heading 'Checkout'
  StaticText 'The Marigold Hours: Neon Orchard Tour \u00b7 Fri, Nov 15, 2024 8:00 PM \u00b7 Riverside Amphitheater'
  StaticText 'Sec 112, Row K, Seats 7-8 \u00b7 2 tickets'
  heading 'Delivery'
  [410] radio 'Mobile ticket (free)', checked='true'
  heading 'Ticket insurance'
  StaticText 'Refund up to 100% if you cannot attend for covered reasons. $16.78 for 2 tickets.'
  [414] radio 'Yes, protect my tickets', checked='{'true' if insurance == 'yes' else 'false'}'
  [415] radio 'No, I will not protect my tickets', checked='{'true' if insurance == 'no' else 'false'}'
  heading 'Payment'
  [420] radio 'Visa ending in 4417, expires 08/27', checked='true'
  [422] button 'Add new card'
  [424] group 'Promo code'
    [425] textbox 'Promo code'{pf}{pv}
    [426] button 'Apply'{pmsg}
  heading 'Order summary'
  [430] table ''
    [431] row ''
      [432] cell 'Tickets'
      [433] cell '$179.00'
    [434] row ''
      [435] cell 'Service fees'
      [436] cell '$32.90'
    [437] row ''
      [438] cell 'Facility charges'
      [439] cell '$10.00'
    [440] row ''
      [441] cell 'Order processing fee'
      [442] cell '$4.95'
{drow}{irow}    [460] row ''
      [461] cell 'Total'
      [462] cell '{money(total)}'
  [470] checkbox 'I agree to the Terms of Use', checked='true'
  [472] button 'Place order'"""
    return pg("Checkout | TixNation", TIX + "/checkout/0B005F2A9C41E7D3", body)


def tix_done() -> str:
    body = tix_head() + """
[100] main ''
  heading 'You got the tickets!'
  StaticText 'Order # 27-48103/SEA'
  StaticText 'A confirmation was sent to marcus.oyelaran@gmail.com.'
  [510] table ''
    [511] row ''
      [512] cell 'Event'
      [513] cell 'The Marigold Hours: Neon Orchard Tour'
    [514] row ''
      [515] cell 'Date'
      [516] cell 'Fri, Nov 15, 2024 8:00 PM'
    [517] row ''
      [518] cell 'Seats'
      [519] cell 'Sec 112, Row K, Seats 7-8'
    [520] row ''
      [521] cell 'Delivery'
      [522] cell 'Mobile ticket, available in the app 48 hours before the show'
    [523] row ''
      [524] cell 'Charged to Visa ending in 4417'
      [525] cell '$208.95'
  [530] link 'View my tickets'
  [531] link 'Add to calendar'"""
    return pg("Order confirmed | TixNation", TIX + "/checkout/confirmation/27-48103", body)


def t09(rs: RowSet) -> None:
    low = list(range(len(OFFERS)))
    high = low[::-1]
    b112 = 200 + high.index(2) * 6 + 1
    turns = [
        ("select_option('180', 'Highest price')", tix_event(high, "Highest price")),
        (f"click('{b112}')", tix_detail()),
        ("click('330')", tix_checkout("7:45")),
        ("fill('425', 'MARIGOLD10')", tix_checkout("7:21", promo="MARIGOLD10", focus_promo=True)),
        ("click('426')", tix_checkout("6:58", promo="MARIGOLD10", applied=True)),
        ("click('414')", tix_checkout("6:40", promo="MARIGOLD10", applied=True, insurance="yes")),
        ("click('415')", tix_checkout("6:22", promo="MARIGOLD10", applied=True, insurance="no")),
        ("click('472')", tix_done()),
    ]
    rs.add("web", "h57-web-09", system("TixNation, buying two tickets for The Marigold Hours in Seattle as Marcus Oyelaran"),
           turns, state=tix_event(low, "Lowest price"))


# ---------------------------------------------------------------------------------------------
# 10 Food delivery order tracker. Bad: after the order was picked up (7:25 PM) the Track tab shows
# the courier still arriving at the restaurant and drops the pick-up step.
# ---------------------------------------------------------------------------------------------
FF = "https://www.forkfleet.com"
FF_ITEMS = [("Chicken tikka masala", 1, 17.95), ("Garlic naan", 2, 3.50), ("Vegetable samosas (2 pc)", 1, 6.95),
            ("Mango lassi", 1, 4.95)]


def ff_head() -> str:
    return """[10] banner ''
  [12] link 'Forkfleet'
  [14] button 'Deliver to 2210 Alder St, Apt 3', hasPopup='dialog'
  [16] searchbox 'Search restaurants and dishes'
  [18] link 'Orders'
  [20] button 'Cart, 0 items'
  [22] button 'Account: Hana Sato', hasPopup='menu'"""


def ff_orders() -> str:
    body = ff_head() + """
[100] main ''
  heading 'Orders'
  heading 'In progress'
  [110] article 'Saffron Kitchen'
    StaticText 'Saffron Kitchen'
    StaticText 'Order #FF-48213 \u00b7 4 items \u00b7 $55.15'
    StaticText 'Courier arriving at restaurant'
    [115] link 'Track order'
  heading 'Past orders'
  [120] article 'Pho Mai'
    StaticText 'Pho Mai'
    StaticText 'Delivered Sep 24 \u00b7 2 items \u00b7 $31.40'
    [124] button 'Reorder'
    [125] link 'View receipt'
  [130] article 'Little Tokyo Ramen'
    StaticText 'Little Tokyo Ramen'
    StaticText 'Delivered Sep 19 \u00b7 3 items \u00b7 $44.08'
    [134] button 'Reorder'
    [135] link 'View receipt'
  [140] article 'Green Bowl Salads'
    StaticText 'Green Bowl Salads'
    StaticText 'Delivered Sep 11 \u00b7 1 item \u00b7 $18.62'
    [144] button 'Reorder'
    [145] link 'View receipt'"""
    return pg("Orders | Forkfleet", FF + "/orders", body)


def ff_tabs(sel: str) -> str:
    return f"""  [150] tablist ''
    [151] tab 'Track', selected={'True' if sel == 'track' else 'False'}
    [152] tab 'Order details', selected={'True' if sel == 'details' else 'False'}
    [153] tab 'Help', selected=False"""


def ff_track(stage: str, miles: str = "", eta: str = "7:38 - 7:43 PM", note: str = "", editing: str | None = None,
             saved: bool = False) -> str:
    steps = ["Order placed 7:02 PM", "Restaurant confirmed 7:04 PM", "Preparing 7:05 PM", "Courier assigned 7:16 PM"]
    if stage == "restaurant":
        head = "Marco is arriving at Saffron Kitchen"
        sub = "Your food is almost ready. Marco will pick it up in a few minutes."
    else:
        steps.append("Picked up 7:25 PM")
        head = "Marco is on the way"
        sub = f"{miles} away \u00b7 arriving in about {note}"
    tl = "\n".join(f"    [{170 + k}] listitem ''\n      StaticText '{st}'" for k, st in enumerate(steps))
    if editing is not None:
        ins = f"""  [230] textbox 'Delivery instructions', focused
{"    StaticText '" + editing + "'" if editing else ""}
  [232] button 'Save'
  [233] button 'Cancel'"""
    elif saved:
        ins = """  StaticText 'Delivery instructions: Gate code 4471, then buzz 3. Please leave at the door.'
  [231] button 'Edit delivery instructions'"""
    else:
        ins = """  [231] button 'Add delivery instructions'"""
    body = ff_head() + f"""
[100] main ''
  heading 'Saffron Kitchen \u00b7 Order #FF-48213'
{ff_tabs('track')}
  heading '{head}'
  StaticText '{sub}'
  StaticText 'Estimated arrival {eta}'
  [160] img 'Map showing courier and delivery address'
  [168] list 'Order progress'
{tl}
  heading 'Your courier'
  StaticText 'Marco R. \u00b7 Bike \u00b7 4.9 \u2605 (1,284 deliveries)'
  [210] button 'Message Marco'
  [211] button 'Call Marco'
  heading 'Delivery'
  StaticText '2210 Alder St, Apt 3, Portland, OR 97205'
{ins}"""
    return pg("Track order | Forkfleet", FF + "/orders/FF-48213/track", body)


def ff_details() -> str:
    sub = round(sum(q * p for _, q, p in FF_ITEMS), 2)
    rows = "\n".join(f"""    [{252 + 4 * k}] row ''
      [{253 + 4 * k}] cell '{q}x'
      [{254 + 4 * k}] cell '{n}'
      [{255 + 4 * k}] cell '{money(q * p)}'""" for k, (n, q, p) in enumerate(FF_ITEMS))
    svc = round(sub * 0.15, 2)
    tax = round(sub * 0.1025, 2)
    total = round(sub + 2.99 + svc + tax + 6.00, 2)
    body = ff_head() + f"""
[100] main ''
  heading 'Saffron Kitchen \u00b7 Order #FF-48213'
{ff_tabs('details')}
  heading 'Marco is on the way'
  StaticText 'Placed Tue, Oct 1 at 7:02 PM \u00b7 Paid with Mastercard ending in 2291'
  [250] table 'Items'
{rows}
  [280] table 'Payment summary'
    [281] row ''
      [282] cell 'Subtotal'
      [283] cell '{money(sub)}'
    [284] row ''
      [285] cell 'Delivery fee'
      [286] cell '$2.99'
    [287] row ''
      [288] cell 'Service fee'
      [289] cell '{money(svc)}'
    [290] row ''
      [291] cell 'Estimated tax'
      [292] cell '{money(tax)}'
    [293] row ''
      [294] cell 'Courier tip'
      [295] cell '$6.00'
    [296] row ''
      [297] cell 'Total'
      [298] cell '{money(total)}'
  [300] button 'Adjust tip'
  [301] link 'View receipt'"""
    return pg("Order details | Forkfleet", FF + "/orders/FF-48213/details", body)


def t10(rs: RowSet) -> None:
    instr = "Gate code 4471, then buzz 3. Please leave at the door."
    turns = [
        ("click('115')", ff_track("restaurant", eta="7:40 - 7:50 PM")),
        ("noop(60000)", ff_track("way", "2.4 mi", note="14 min")),
        ("noop(60000)", ff_track("way", "1.9 mi", note="12 min")),
        ("click('152')", ff_details()),
        ("click('151')", ff_track("restaurant", eta="7:40 - 7:50 PM")),
        ("click('231')", ff_track("way", "1.4 mi", note="9 min", editing="")),
        (f"fill('230', '{instr}')", ff_track("way", "1.3 mi", note="8 min", editing=instr)),
        ("click('232')", ff_track("way", "1.2 mi", note="8 min", saved=True)),
    ]
    rs.add("web", "h57-web-10", system("Forkfleet food delivery, tracking order #FF-48213 from Saffron Kitchen for Hana Sato"),
           turns, state=ff_orders(), bad=True, turn=5,
           kind="After the tracker and the details tab showed the order picked up at 7:25 PM and on the way, the Track tab reverts to the courier arriving at the restaurant with no pick-up step.")


# ---------------------------------------------------------------------------------------------
# 11 Used-goods marketplace: delete a listing, reprice another. Bad: My listings shows the
# deleted Bianchi bike again as active (Active (5)).
# ---------------------------------------------------------------------------------------------
TL = "https://www.tradeloop.com"
LISTINGS = {
    7741052: ("Vintage Bianchi road bike, 56cm, Campagnolo groupset", 420, "Sep 28", 212, 6),
    7746620: ("Standing desk frame (Flexispot E7), no top", 180, "Sep 30", 57, 1),
    7752318: ("IKEA Kallax shelf 4x4, white", 45, "Oct 2", 88, 3),
    7753904: ("Nintendo Switch OLED + 2 games", 265, "Oct 3", 341, 11),
    7756011: ("Le Creuset 5.5 qt Dutch oven, cerise", 160, "Oct 4", 129, 4),
}
LORDER = [7756011, 7753904, 7752318, 7746620, 7741052]


def tl_head() -> str:
    return """[10] banner ''
  [12] link 'Tradeloop'
  [14] searchbox 'Search Tradeloop'
  [15] button 'Austin, TX \u00b7 25 mi', hasPopup='dialog'
  [17] link 'Sell something'
  [18] link 'My listings'
  [19] link 'Messages (3)'
  [20] button 'Kelsey Moran', hasPopup='menu'"""


def tl_home() -> str:
    body = tl_head() + """
[100] main ''
  [102] navigation 'Categories'
    [103] link 'Furniture'
    [104] link 'Electronics'
    [105] link 'Bikes'
    [106] link 'Home & Garden'
    [107] link 'Free stuff'
  heading 'Near you'
  [110] list ''
    [111] listitem ''
      [112] link 'Mid-century teak dresser $350 \u00b7 East Austin'
    [113] listitem ''
      [114] link 'Trek Marlin 5 mountain bike $390 \u00b7 Hyde Park'
    [115] listitem ''
      [116] link 'Breville Barista Express $275 \u00b7 Mueller'
    [117] listitem ''
      [118] link 'Free: moving boxes (about 30) $0 \u00b7 Zilker'
    [119] listitem ''
      [120] link 'Herman Miller Aeron size B $480 \u00b7 Downtown'"""
    return pg("Tradeloop: Buy and sell locally", TL + "/", body)


def tl_mine(ids: list[int], override: dict[int, int] | None = None, msg: str = "", dialog: bool = False) -> str:
    rows = []
    for k, lid in enumerate(ids):
        title, price, posted, views, msgs = LISTINGS[lid]
        price = (override or {}).get(lid, price)
        b = 200 + k * 10
        rows.append(f"""[{b}] article '{title}'
  [{b + 1}] img '{title}'
  [{b + 2}] link '{title}'
  StaticText '${price}'
  StaticText 'Listed {posted} \u00b7 {views} views \u00b7 {msgs} messages'
  StaticText 'Listing ID {lid}'
  [{b + 3}] button 'Edit'
  [{b + 4}] button 'Mark as sold'
  [{b + 5}] button 'Delete'""")
    alert = f"""  [150] alert ''
    StaticText '{msg}'
""" if msg else ""
    dlg = """  [400] dialog 'Delete listing?', modal=True
    heading 'Delete listing?'
    StaticText 'Vintage Bianchi road bike, 56cm, Campagnolo groupset will be removed from Tradeloop. This cannot be undone. Buyers you are chatting with will see that the listing was deleted.'
    [404] button 'Delete listing'
    [405] button 'Keep listing'
""" if dialog else ""
    body = tl_head() + f"""
[100] main ''
{dlg}{alert}  heading 'My listings'
  [160] tablist ''
    [161] tab 'Active ({len(ids)})', selected=True
    [162] tab 'Sold (2)', selected=False
    [163] tab 'Drafts (0)', selected=False
  [170] combobox 'Sort', hasPopup='menu', expanded=False
    [171] option 'Newest first', selected=True
{ind(chr(10).join(rows), 1)}"""
    return pg("My listings | Tradeloop", TL + "/me/listings", body)


def tl_edit(price: str, focus: bool = False) -> str:
    body = tl_head() + f"""
[100] main ''
  heading 'Edit listing'
  StaticText 'Listing ID 7752318'
  [302] LabelText ''
    StaticText 'Title'
  [303] textbox 'Title', required
    StaticText 'IKEA Kallax shelf 4x4, white'
  [305] LabelText ''
    StaticText 'Price ($)'
  [306] textbox 'Price ($)'{', focused' if focus else ''}, required
    StaticText '{price}'
  [308] combobox 'Category', hasPopup='menu', expanded=False
    [309] option 'Furniture', selected=True
  [311] combobox 'Condition', hasPopup='menu', expanded=False
    [312] option 'Used - good', selected=True
  [314] textbox 'Description'
    StaticText 'Kallax 4x4 (147 x 147 cm), white. Two small scuffs on the top edge, otherwise great. Disassembled for pickup; all hardware in a bag. Pickup near Hyde Park, cash or Venmo.'
  [316] checkbox 'Offer local delivery', checked='false'
  [318] button 'Save changes'
  [319] button 'Cancel'"""
    return pg("Edit listing | Tradeloop", TL + "/me/listings/7752318/edit", body)


def tl_item() -> str:
    body = tl_head() + """
[100] main ''
  [502] alert ''
    StaticText 'Your changes were saved.'
  [504] img 'IKEA Kallax shelf 4x4, white, photo 1 of 3'
  heading 'IKEA Kallax shelf 4x4, white'
  StaticText '$40'
  StaticText 'Price dropped from $45'
  StaticText 'Listed Oct 2 in Hyde Park, Austin \u00b7 updated just now'
  StaticText '88 views \u00b7 3 messages'
  StaticText 'Condition: Used - good'
  StaticText 'Kallax 4x4 (147 x 147 cm), white. Two small scuffs on the top edge, otherwise great. Disassembled for pickup; all hardware in a bag. Pickup near Hyde Park, cash or Venmo.'
  [520] button 'Edit'
  [521] button 'Mark as sold'
  [522] button 'Share'"""
    return pg("IKEA Kallax shelf 4x4, white | Tradeloop", TL + "/item/7752318", body)


def tl_inbox() -> str:
    body = tl_head() + """
[100] main ''
  heading 'Messages'
  [602] list ''
    [603] listitem ''
      [604] link 'Devon P. \u00b7 IKEA Kallax shelf 4x4, white \u00b7 Is this still available? Could you do $35? \u00b7 6:48 PM'
      StaticText 'Unread'
    [606] listitem ''
      [607] link 'Ari G. \u00b7 Nintendo Switch OLED + 2 games \u00b7 Which two games are included? \u00b7 5:12 PM'
      StaticText 'Unread'
    [609] listitem ''
      [610] link 'Sam W. \u00b7 Le Creuset 5.5 qt Dutch oven, cerise \u00b7 Any chips in the enamel? \u00b7 2:30 PM'
      StaticText 'Unread'
    [612] listitem ''
      [613] link 'Marisol T. \u00b7 Vintage Bianchi road bike (listing deleted) \u00b7 What size tires does it take? \u00b7 Yesterday'
    [615] listitem ''
      [616] link 'Chris L. \u00b7 Standing desk frame (Flexispot E7), no top \u00b7 Does it include the controller? \u00b7 Oct 1'"""
    return pg("Messages | Tradeloop", TL + "/messages", body)


def tl_thread(draft: str = "") -> str:
    dv = f"\n    StaticText '{draft}'" if draft else ""
    body = tl_head().replace("Messages (3)", "Messages (2)") + f"""
[100] main ''
  [700] link 'Back to messages'
  heading 'Devon P.'
  [702] link 'IKEA Kallax shelf 4x4, white \u00b7 $40'
  [704] log ''
    StaticText 'Devon P. \u00b7 Today 6:48 PM'
    StaticText 'Hi! Is this still available? Could you do $35? I can pick up tomorrow evening.'
  [710] textbox 'Write a message'{', focused' if draft else ''}{dv}
  [712] button 'Send'
  [713] button 'Make a counteroffer'"""
    return pg("Devon P. | Messages | Tradeloop", TL + "/messages/t/55120973", body)


def t11(rs: RowSet) -> None:
    after_del = [i for i in LORDER if i != 7741052]
    kallax_edit = 200 + after_del.index(7752318) * 10 + 3
    reply = "Hi Devon, yes it is still available. I just dropped it to $40, which is the lowest I can go. Tomorrow after 6 works."
    turns = [
        ("click('18')", tl_mine(LORDER)),
        (f"click('{200 + LORDER.index(7741052) * 10 + 5}')", tl_mine(LORDER, dialog=True)),
        ("click('404')", tl_mine(after_del, msg="Listing deleted.")),
        (f"click('{kallax_edit}')", tl_edit("45")),
        ("fill('306', '40')", tl_edit("40", focus=True)),
        ("click('318')", tl_item()),
        ("click('18')", tl_mine(LORDER, override={7752318: 40})),
        ("click('19')", tl_inbox()),
        ("click('604')", tl_thread()),
        (f"fill('710', '{reply}')", tl_thread(reply)),
    ]
    rs.add("web", "h57-web-11", system("Tradeloop, a local buy-and-sell marketplace, signed in as Kelsey Moran (Austin, TX)"),
           turns, state=tl_home(), bad=True, turn=7,
           kind="My listings shows the Vintage Bianchi road bike as active again (Active (5)) after it was deleted at turn 3 and nothing re-listed it.")


# ---------------------------------------------------------------------------------------------
# 12 School parent portal: switch between two children, report an absence, attendance views. Clean.
# ---------------------------------------------------------------------------------------------
SCH = "https://lhusd.brightpathportal.org"
KIDS = {
    "Maya": {"full": "Maya Okafor", "grade": "Grade 7", "school": "Roosevelt Middle School", "id": "2031847",
             "teacher": "Homeroom: Mr. Delgado (Room 214)",
             "att": [("Thu, Oct 3, 2024", "Absent - Excused", "Medical appointment"),
                     ("Fri, Sep 27, 2024", "Tardy", "Arrived 8:21 AM"),
                     ("Thu, Sep 12, 2024", "Absent - Excused", "Illness")]},
    "Theo": {"full": "Theo Okafor", "grade": "Grade 3", "school": "Lakeview Elementary School", "id": "2047715",
             "teacher": "Teacher: Ms. Alvarez (Room 6)",
             "att": [("Wed, Oct 9, 2024", "Tardy", "Arrived 8:14 AM"),
                     ("Mon, Sep 23, 2024", "Tardy", "Arrived 8:09 AM")]},
}
THEO_ABS = ("Thu, Oct 17, 2024", "Absent - Excused", "Illness (reported by parent, ABS-20417)")


def sch_head(kid: str) -> str:
    opts = "\n".join(f"    [{31 + j}] option '{KIDS[k]['full']}', selected={'True' if k == kid else 'False'}"
                     for j, k in enumerate(["Maya", "Theo"]))
    return f"""[10] banner ''
  [12] link 'Lincoln Heights Unified School District \u00b7 Brightpath'
  [14] navigation ''
    [15] link 'Home'
    [16] link 'Attendance'
    [17] link 'Grades'
    [18] link 'Assignments'
    [19] link 'Messages (1)'
    [20] link 'Forms'
  [30] combobox 'Student', hasPopup='menu', expanded=False
{opts}
  [40] button 'Adaeze Okafor (parent)', hasPopup='menu'"""


def sch_counts(kid: str, extra: bool) -> tuple[int, int]:
    att = KIDS[kid]["att"] + ([THEO_ABS] if extra and kid == "Theo" else [])
    return sum(a[1].startswith("Absent") for a in att), sum(a[1] == "Tardy" for a in att)


def sch_dash(kid: str, extra: bool = False, msg: str = "") -> str:
    k = KIDS[kid]
    ab, td = sch_counts(kid, extra)
    if kid == "Maya":
        grades = """  [120] table 'Current grades, Quarter 1'
    [121] row ''
      [122] columnheader 'Course'
      [123] columnheader 'Teacher'
      [124] columnheader 'Grade'
    [125] row ''
      [126] cell 'Math 7 Accelerated'
      [127] cell 'Ms. Huang'
      [128] cell '91% A-'
    [129] row ''
      [130] cell 'English Language Arts 7'
      [131] cell 'Mr. Delgado'
      [132] cell '88% B+'
    [133] row ''
      [134] cell 'Life Science'
      [135] cell 'Dr. Patel'
      [136] cell '94% A'
    [137] row ''
      [138] cell 'World History'
      [139] cell 'Mr. Brooks'
      [140] cell '85% B'
    [141] row ''
      [142] cell 'Spanish 1'
      [143] cell 'Sra. Molina'
      [144] cell '97% A+'
    [145] row ''
      [146] cell 'Physical Education'
      [147] cell 'Coach Reyes'
      [148] cell '100% A+'
  StaticText 'Missing assignments: 1 (World History: Unit 2 map quiz corrections, due Oct 15)'"""
    else:
        grades = """  [120] table 'Progress report, Trimester 1 (standards-based)'
    [121] row ''
      [122] columnheader 'Subject'
      [123] columnheader 'Current level'
    [125] row ''
      [126] cell 'Reading'
      [128] cell 'Meets standard (guided reading level N)'
    [129] row ''
      [130] cell 'Writing'
      [132] cell 'Approaching standard'
    [133] row ''
      [134] cell 'Mathematics'
      [136] cell 'Exceeds standard'
    [137] row ''
      [138] cell 'Science'
      [140] cell 'Meets standard'
  StaticText 'Missing assignments: 0'"""
    alert = f"""  [102] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = sch_head(kid) + f"""
[100] main ''
{alert}  heading '{k['full']}'
  StaticText '{k['grade']} \u00b7 {k['school']} \u00b7 Student ID {k['id']}'
  StaticText '{k['teacher']}'
  heading 'Attendance, 2024-25'
  StaticText 'Absences: {ab}'
  StaticText 'Tardies: {td}'
  [110] link 'View attendance'
  [111] button 'Report an absence'
  heading 'Grades'
{grades}
  heading 'Announcements'
  StaticText 'Oct 16: Picture retake day is Tuesday, Oct 29. Order forms are in Forms.'
  StaticText 'Oct 11: No school Friday, Oct 25 (staff development day).'"""
    return pg(f"Home: {k['full']} | Brightpath", SCH + f"/parent/home?student={k['id']}", body)


def sch_absence(date: str = "", reason: str = "", focus: str = "") -> str:
    ropts = "\n".join(f"    [{311 + j}] option '{o}', selected={'True' if o == (reason or 'Select a reason') else 'False'}"
                      for j, o in enumerate(["Select a reason", "Illness", "Medical or dental appointment",
                                             "Family emergency", "Religious observance", "Other"]))
    dv = f"\n    StaticText '{date}'" if date else ""
    body = sch_head("Theo") + f"""
[100] main ''
  heading 'Report an absence'
  StaticText 'Absences reported before 9:00 AM are excused automatically for illness and appointments. Today is Thursday, October 17, 2024.'
  [302] LabelText ''
    StaticText 'Student'
  [303] combobox 'Student for this absence', hasPopup='menu', expanded=False
    [304] option 'Theo Okafor', selected=True
  [306] LabelText ''
    StaticText 'Date'
  [307] textbox 'Date (YYYY-MM-DD)'{', focused' if focus == 'date' else ''}, required{dv}
  [309] LabelText ''
    StaticText 'Reason'
  [310] combobox 'Reason'{', focused' if focus == 'reason' else ''}, hasPopup='menu', expanded=False, required
{ropts}
  [320] radio 'Full day', checked='true'
  [321] radio 'Partial day', checked='false'
  [323] textbox 'Note to the school (optional)'
  [325] button 'Submit'
  [326] button 'Cancel'"""
    return pg("Report an absence | Brightpath", SCH + "/parent/attendance/report", body)


def sch_att(kid: str, extra: bool) -> str:
    k = KIDS[kid]
    att = ([THEO_ABS] if extra and kid == "Theo" else []) + k["att"]
    ab, td = sch_counts(kid, extra)
    enrolled = 38
    present = enrolled - ab
    rows = "\n".join(f"""    [{412 + 4 * j}] row ''
      [{413 + 4 * j}] cell '{d}'
      [{414 + 4 * j}] cell '{s_}'
      [{415 + 4 * j}] cell '{r}'""" for j, (d, s_, r) in enumerate(att))
    body = sch_head(kid) + f"""
[100] main ''
  heading 'Attendance: {k['full']}'
  StaticText '2024-25 school year, through Thursday, October 17, 2024'
  [402] table 'Summary'
    [403] row ''
      [404] cell 'Days enrolled'
      [405] cell '{enrolled}'
    [406] row ''
      [407] cell 'Days present'
      [408] cell '{present}'
    [409] row ''
      [410] cell 'Absences'
      [411] cell '{ab}'
    [450] row ''
      [451] cell 'Tardies'
      [452] cell '{td}'
    [453] row ''
      [454] cell 'Attendance rate'
      [455] cell '{present / enrolled * 100:.1f}%'
  [460] table 'Attendance events'
{rows}
  [470] button 'Report an absence'
  [471] link 'Download attendance letter (PDF)'"""
    return pg(f"Attendance: {k['full']} | Brightpath", SCH + f"/parent/attendance?student={k['id']}", body)


def t12(rs: RowSet) -> None:
    turns = [
        ("select_option('30', 'Theo Okafor')", sch_dash("Theo")),
        ("click('111')", sch_absence()),
        ("fill('307', '2024-10-17')", sch_absence("2024-10-17", focus="date")),
        ("select_option('310', 'Illness')", sch_absence("2024-10-17", "Illness", focus="reason")),
        ("click('325')", sch_dash("Theo", True, msg="Absence reported for Theo Okafor on Thu, Oct 17, 2024 (full day, Illness). Reference ABS-20417.")),
        ("click('110')", sch_att("Theo", True)),
        ("select_option('30', 'Maya Okafor')", sch_att("Maya", False)),
    ]
    rs.add("web", "h57-web-12", system("the Brightpath parent portal of Lincoln Heights Unified School District, signed in as parent Adaeze Okafor"),
           turns, state=sch_dash("Maya"))


# ---------------------------------------------------------------------------------------------
# 13 HR leave and payroll portal. Bad: back on the Leave page the annual-leave balance reads
# Available 12.5 with Pending 5.0, though 25.0 + 1.5 - 10.0 - 5.0 = 11.5 (as shown right after submitting).
# ---------------------------------------------------------------------------------------------
HR = "https://northwind.peopledesk.io"
REQS = [("LR-19822", "Annual leave", "Feb 16, 2024", "Feb 16, 2024", "0.5", "Approved"),
        ("LR-19904", "Annual leave", "Apr 2, 2024", "Apr 4, 2024", "3.0", "Approved"),
        ("LR-20116", "Annual leave", "Aug 12, 2024", "Aug 16, 2024", "5.0", "Approved"),
        ("LR-20240", "Sick leave", "Sep 9, 2024", "Sep 11, 2024", "3.0", "Approved"),
        ("LR-20288", "Annual leave", "Oct 11, 2024", "Oct 11, 2024", "0.5", "Approved"),
        ("LR-20371", "Annual leave", "Nov 29, 2024", "Nov 29, 2024", "1.0", "Approved"),
        ("LR-20395", "Annual leave", "Dec 16, 2024", "Dec 17, 2024", "2.0", "Pending")]
NEWREQ = ("LR-20417", "Annual leave", "Dec 23, 2024", "Dec 27, 2024", "3.0", "Pending")
PAY = [("Federal income tax", 846.25), ("State income tax (OR)", 498.70), ("Social Security (6.2%)", 418.50),
       ("Medicare (1.45%)", 97.88), ("401(k) pre-tax (6%)", 405.00), ("Medical plan (PPO, employee + 1)", 112.40),
       ("Dental plan", 18.90)]
GROSS = 6750.00


def hr_head(active: str = "") -> str:
    return f"""[10] banner ''
  [12] link 'PeopleDesk \u00b7 Northwind Logistics'
  [14] navigation ''
    [15] link 'Home'{', focused' if active == 'home' else ''}
    [16] link 'Leave'{', focused' if active == 'leave' else ''}
    [17] link 'Payroll'{', focused' if active == 'pay' else ''}
    [18] link 'Documents'
    [19] link 'Directory'
  [22] button 'Ravi Menon (E-10482)', hasPopup='menu'"""


def hr_home() -> str:
    body = hr_head() + """
[100] main ''
  heading 'Good morning, Ravi'
  StaticText 'Monday, December 2, 2024'
  [104] article 'Annual leave'
    StaticText 'Annual leave'
    StaticText '14.5 days available'
    [107] link 'Request leave'
  [110] article 'Next payday'
    StaticText 'Next payday'
    StaticText 'Tuesday, December 31, 2024'
    [113] link 'View payslips'
  [116] article 'Tasks'
    StaticText 'Tasks'
    StaticText '2 open: Complete 2025 benefits enrollment (due Dec 13); Acknowledge updated travel policy'
  [120] article 'Team calendar'
    StaticText 'Out this week: Elena Varga (Wed), Tom Okoro (Thu-Fri)'"""
    return pg("Home | PeopleDesk", HR + "/home", body)


def hr_bal(pending: float, available: float) -> str:
    return f"""  [140] table 'Leave balances, 2024'
    [141] row ''
      [142] columnheader 'Leave type'
      [143] columnheader 'Entitlement'
      [144] columnheader 'Carried over'
      [145] columnheader 'Taken'
      [146] columnheader 'Pending'
      [147] columnheader 'Available'
    [148] row ''
      [149] cell 'Annual leave'
      [150] cell '25.0'
      [151] cell '1.5'
      [152] cell '10.0'
      [153] cell '{pending:.1f}'
      [154] cell '{available:.1f}'
    [155] row ''
      [156] cell 'Sick leave'
      [157] cell '10.0'
      [158] cell '0.0'
      [159] cell '3.0'
      [160] cell '0.0'
      [161] cell '7.0'
    [162] row ''
      [163] cell 'Personal day'
      [164] cell '2.0'
      [165] cell '0.0'
      [166] cell '0.0'
      [167] cell '0.0'
      [168] cell '2.0'"""


def hr_reqs(reqs: list[tuple]) -> str:
    rows = "\n".join(f"""    [{190 + 7 * k}] row ''
      [{191 + 7 * k}] cell '{r[0]}'
      [{192 + 7 * k}] cell '{r[1]}'
      [{193 + 7 * k}] cell '{r[2]}'
      [{194 + 7 * k}] cell '{r[3]}'
      [{195 + 7 * k}] cell '{r[4]}'
      [{196 + 7 * k}] cell '{r[5]}'""" for k, r in enumerate(sorted(reqs, key=lambda x: x[0], reverse=True)))
    return f"""  [175] table 'My requests'
    [176] row ''
      [177] columnheader 'Reference'
      [178] columnheader 'Type'
      [179] columnheader 'From'
      [180] columnheader 'To'
      [181] columnheader 'Days'
      [182] columnheader 'Status'
{rows}"""


def hr_leave(pending: float, available: float, reqs: list[tuple], msg: str = "") -> str:
    alert = f"""  [102] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = hr_head("leave") + f"""
[100] main ''
{alert}  heading 'Leave'
  [130] button 'Request leave'
  [131] link 'Team calendar'
  [132] link 'Leave policy (PDF)'
{hr_bal(pending, available)}
  StaticText 'Unused annual leave above 5 days does not carry over into 2025.'
{hr_reqs(reqs)}"""
    return pg("Leave | PeopleDesk", HR + "/leave", body)


def hr_form(ltype: str = "", start: str = "", end: str = "", comment: str = "", focus: str = "") -> str:
    opts = "\n".join(f"    [{311 + j}] option '{o}', selected={'True' if o == (ltype or 'Choose leave type') else 'False'}"
                     for j, o in enumerate(["Choose leave type", "Annual leave", "Sick leave", "Personal day", "Unpaid leave"]))
    sv = f"\n    StaticText '{start}'" if start else ""
    ev = f"\n    StaticText '{end}'" if end else ""
    cv = f"\n    StaticText '{comment}'" if comment else ""
    dur = ""
    if start and end:
        dur = """  StaticText 'Duration: 3.0 working days (Dec 25 and Dec 26 are company holidays)'
  StaticText 'Annual leave available after this request: 11.5 days'
"""
    f = {k: (", focused" if focus == k else "") for k in ("type", "start", "end", "comment")}
    body = hr_head("leave") + f"""
[100] main ''
  heading 'Request leave'
  [302] LabelText ''
    StaticText 'Leave type'
  [310] combobox 'Leave type'{f['type']}, hasPopup='menu', expanded=False, required
{opts}
  [320] LabelText ''
    StaticText 'First day'
  [321] textbox 'First day (YYYY-MM-DD)'{f['start']}, required{sv}
  [322] LabelText ''
    StaticText 'Last day'
  [323] textbox 'Last day (YYYY-MM-DD)'{f['end']}, required{ev}
  [325] radio 'Full days', checked='true'
  [326] radio 'Half day', checked='false'
{dur}  [330] textbox 'Comment for your manager'{f['comment']}{cv}
  StaticText 'Approver: Elena Varga (Operations Manager)'
  [334] button 'Submit request'
  [335] button 'Cancel'"""
    return pg("Request leave | PeopleDesk", HR + "/leave/new", body)


def hr_slips() -> str:
    months = ["November", "October", "September", "August", "July", "June"]
    paid = ["Nov 29, 2024", "Oct 31, 2024", "Sep 30, 2024", "Aug 30, 2024", "Jul 31, 2024", "Jun 28, 2024"]
    net = GROSS - sum(v for _, v in PAY)
    rows = "\n".join(f"""    [{430 + 6 * k}] row ''
      [{431 + 6 * k}] cell ''
        [{432 + 6 * k}] link '{m} 2024'
      [{433 + 6 * k}] cell '{paid[k]}'
      [{434 + 6 * k}] cell '{money(GROSS)}'
      [{435 + 6 * k}] cell '{money(net)}'""" for k, m in enumerate(months))
    body = hr_head("pay") + f"""
[100] main ''
  heading 'Payroll'
  StaticText 'Pay frequency: monthly \u00b7 Paid by direct deposit to Chase checking ****6620'
  [405] tablist ''
    [406] tab 'Payslips', selected=True
    [407] tab 'Tax documents', selected=False
    [408] tab 'Bank details', selected=False
  [410] table 'Payslips'
    [411] row ''
      [418] columnheader 'Period'
      [419] columnheader 'Pay date'
      [420] columnheader 'Gross pay'
      [421] columnheader 'Net pay'
{rows}"""
    return pg("Payroll | PeopleDesk", HR + "/payroll", body)


def hr_slip(tab: str, toast: str = "") -> str:
    ded = sum(v for _, v in PAY)
    if tab == "period":
        rows = "\n".join(f"""    [{512 + 3 * k}] row ''
      [{513 + 3 * k}] cell '{n}'
      [{514 + 3 * k}] cell '{money(v)}'""" for k, (n, v) in enumerate(PAY))
        tbl = f"""  [510] table 'Deductions, November 2024'
{rows}
    [540] row ''
      [541] cell 'Total deductions'
      [542] cell '{money(ded)}'
  StaticText 'Gross pay {money(GROSS)} \u00b7 Net pay {money(GROSS - ded)}'"""
    else:
        rows = "\n".join(f"""    [{512 + 3 * k}] row ''
      [{513 + 3 * k}] cell '{n}'
      [{514 + 3 * k}] cell '{money(v * 11)}'""" for k, (n, v) in enumerate(PAY))
        tbl = f"""  [510] table 'Deductions, year to date (11 pay periods)'
{rows}
    [540] row ''
      [541] cell 'Total deductions'
      [542] cell '{money(ded * 11)}'
  StaticText 'Gross pay {money(GROSS * 11)} \u00b7 Net pay {money((GROSS - ded) * 11)}'"""
    t = f"""  [560] status ''
    StaticText '{toast}'
""" if toast else ""
    body = hr_head("pay") + f"""
[100] main ''
{t}  heading 'Payslip: November 2024'
  StaticText 'Pay period Nov 1 - Nov 30, 2024 \u00b7 Paid Nov 29, 2024 \u00b7 Employee E-10482 \u00b7 Senior Logistics Analyst'
  [502] tablist ''
    [503] tab 'This period', selected={'True' if tab == 'period' else 'False'}
    [504] tab 'Year to date', selected={'True' if tab == 'ytd' else 'False'}
  StaticText 'Base salary: $81,000.00 per year ($6,750.00 per month)'
{tbl}
  [570] button 'Download PDF'
  [571] link 'Back to payslips'"""
    return pg("Payslip November 2024 | PeopleDesk", HR + "/payroll/payslips/2024-11", body)


def t13(rs: RowSet) -> None:
    com = "Family visit over the holidays. Handover notes for the carrier audit are in the shared drive."
    after = REQS + [NEWREQ]
    turns = [
        ("click('16')", hr_leave(2.0, 14.5, REQS)),
        ("click('130')", hr_form()),
        ("select_option('310', 'Annual leave')", hr_form("Annual leave", focus="type")),
        ("fill('321', '2024-12-23')", hr_form("Annual leave", "2024-12-23", focus="start")),
        ("fill('323', '2024-12-27')", hr_form("Annual leave", "2024-12-23", "2024-12-27", focus="end")),
        (f"fill('330', '{com}')", hr_form("Annual leave", "2024-12-23", "2024-12-27", com, focus="comment")),
        ("click('334')", hr_leave(5.0, 11.5, after, msg="Request LR-20417 (Dec 23 - Dec 27, 3.0 days) was sent to Elena Varga for approval.")),
        ("click('16')", hr_leave(5.0, 12.5, after)),
        ("click('17')", hr_slips()),
        ("click('432')", hr_slip("period")),
        ("click('504')", hr_slip("ytd")),
        ("click('570')", hr_slip("ytd", toast="Payslip_2024-11_E-10482.pdf downloaded (184 KB)")),
    ]
    rs.add("web", "h57-web-13", system("PeopleDesk, the HR leave and payroll portal of Northwind Logistics, signed in as employee Ravi Menon"),
           turns, state=hr_home(), bad=True, turn=8,
           kind="Leave page shows annual leave Available 12.5 with Pending 5.0, but the balance was 11.5 right after submitting and 25.0 + 1.5 - 10.0 - 5.0 = 11.5.")


# ---------------------------------------------------------------------------------------------
# 14 Insurance claim tracker: tabs, a message to the adjuster, switch payment to direct deposit.
# Same estimate in two formats; activity log grows. Clean.
# ---------------------------------------------------------------------------------------------
INS = "https://claims.clearwatermutual.com"
LOG0 = [("Sep 30, 2024 4:18 PM", "Jordan Pike (adjuster) reviewed the repair estimate from AutoFix Pro"),
        ("Sep 26, 2024 9:02 AM", "Rental coverage extended to Oct 18, 2024"),
        ("Sep 19, 2024 11:30 AM", "Rental car reservation created (Enterprise, confirmation 1187-4420-US)"),
        ("Sep 12, 2024 2:47 PM", "AutoFix Pro uploaded repair_estimate_AutoFixPro.pdf"),
        ("Sep 10, 2024 10:15 AM", "Vehicle inspection completed at AutoFix Pro, 2730 SE 82nd Ave"),
        ("Sep 4, 2024 8:56 AM", "You uploaded police_report_0903.pdf and photos_front_bumper.zip"),
        ("Sep 3, 2024 6:12 PM", "Claim reported online")]
MSG_LOG = ("Oct 1, 2024 10:42 AM", "You sent a message to Jordan Pike")
PAY_LOG = ("Oct 1, 2024 10:44 AM", "Payment preference changed to direct deposit (US Bank ****3309)")
EST = [("Parts (OEM front bumper cover, grille, left headlamp assembly, brackets)", 2318.44),
       ("Body and refinish labor, 21.8 h at $90.00", 1962.00), ("Paint and materials", 387.50),
       ("Sales tax on parts and materials", 144.43)]


def ins_tabs(sel: str, unread: int) -> str:
    names = [("overview", "Overview"), ("docs", "Documents (3)"), ("est", "Estimate"),
             ("msgs", f"Messages ({unread} unread)" if unread else "Messages"), ("rental", "Rental car")]
    return "  [120] tablist ''\n" + "\n".join(f"    [{121 + j}] tab '{n}', selected={'True' if k == sel else 'False'}"
                                              for j, (k, n) in enumerate(names))


def ins_page(sel: str, unread: int, body_main: str, msg: str = "") -> str:
    alert = f"""  [102] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = """[10] banner ''
  [12] link 'Clearwater Mutual Insurance'
  [14] navigation ''
    [15] link 'Policies'
    [16] link 'Claims'
    [17] link 'Billing'
    [18] link 'ID cards'
  [20] button 'Lena Fischer', hasPopup='menu'
[100] main ''
""" + alert + """  heading 'Claim CLM-2024-0088123'
  StaticText 'Auto collision \u00b7 2019 Subaru Outback (policy PA-77120456) \u00b7 Date of loss Sep 3, 2024'
""" + ins_tabs(sel, unread) + "\n" + body_main
    titles = {"overview": "Claim overview", "docs": "Documents", "est": "Estimate", "msgs": "Messages", "rental": "Rental car"}
    return pg(f"{titles[sel]} \u00b7 CLM-2024-0088123 | Clearwater Mutual", INS + f"/claims/CLM-2024-0088123/{sel}", body)


def ins_overview(log: list[tuple[str, str]], unread: int, deposit: bool = False, msg: str = "") -> str:
    pay = "Direct deposit to US Bank ****3309" if deposit else "Paid directly to AutoFix Pro (repair shop)"
    rows = "\n".join(f"""    [{182 + 3 * k}] listitem ''
      StaticText '{t}'
      StaticText '{e}'""" for k, (t, e) in enumerate(log))
    main = f"""  [130] list 'Claim progress'
    [131] listitem 'Reported, completed'
    [132] listitem 'Inspection, completed'
    [133] listitem 'Estimate review, current step'
    [134] listitem 'Repair'
    [135] listitem 'Payment'
  heading 'Summary'
  [140] table ''
    [141] row ''
      [142] cell 'Adjuster'
      [143] cell 'Jordan Pike, (503) 555-0172, ext. 4418'
    [144] row ''
      [145] cell 'Repair estimate'
      [146] cell '$4,812.37'
    [147] row ''
      [148] cell 'Collision deductible'
      [149] cell '$500.00'
    [150] row ''
      [151] cell 'Estimated payment'
      [152] cell '$4,312.37'
    [153] row ''
      [154] cell 'Payment method'
      [155] cell '{pay}'
  [160] button 'Payment preferences'
  heading 'Activity'
  [180] list ''
{rows}"""
    return ins_page("overview", unread, main, msg)


def ins_docs() -> str:
    main = """  [200] button 'Upload document'
  [202] table 'Documents'
    [203] row ''
      [204] columnheader 'File'
      [205] columnheader 'Type'
      [206] columnheader 'Uploaded by'
      [207] columnheader 'Date'
      [208] columnheader 'Size'
    [209] row ''
      [210] cell 'repair_estimate_AutoFixPro.pdf'
        [211] link 'repair_estimate_AutoFixPro.pdf'
      [212] cell 'Repair estimate'
      [213] cell 'AutoFix Pro'
      [214] cell 'Sep 12, 2024'
      [215] cell '1.2 MB'
    [216] row ''
      [217] cell 'photos_front_bumper.zip'
        [218] link 'photos_front_bumper.zip'
      [219] cell 'Photos'
      [220] cell 'You'
      [221] cell 'Sep 4, 2024'
      [222] cell '18.6 MB'
    [223] row ''
      [224] cell 'police_report_0903.pdf'
        [225] link 'police_report_0903.pdf'
      [226] cell 'Police report'
      [227] cell 'You'
      [228] cell 'Sep 4, 2024'
      [229] cell '412 KB'"""
    return ins_page("docs", 1, main)


def ins_est() -> str:
    rows = "\n".join(f"""    [{242 + 3 * k}] row ''
      [{243 + 3 * k}] cell '{n}'
      [{244 + 3 * k}] cell '{v:,.2f}'""" for k, (n, v) in enumerate(EST))
    total = sum(v for _, v in EST)
    main = f"""  StaticText 'Estimate #AFP-24-11873 from AutoFix Pro, written Sep 12, 2024, reviewed by Jordan Pike on Sep 30, 2024'
  [240] table 'Estimate lines (USD)'
{rows}
    [260] row ''
      [261] cell 'Total estimate'
      [262] cell 'USD {total:,.2f}'
    [263] row ''
      [264] cell 'Less collision deductible'
      [265] cell 'USD -500.00'
    [266] row ''
      [267] cell 'Net payable by Clearwater Mutual'
      [268] cell 'USD {total - 500:,.2f}'
  StaticText 'Supplements for hidden damage found during repair are reviewed separately.'
  [270] link 'Open repair_estimate_AutoFixPro.pdf'"""
    return ins_page("est", 1, main)


def ins_msgs(unread: int, draft: str = "", sent: str = "") -> str:
    extra = f"""    [306] article ''
      StaticText 'You \u00b7 Oct 1, 2024 10:42 AM'
      StaticText '{sent}'
""" if sent else ""
    dv = f"\n    StaticText '{draft}'" if draft else ""
    main = f"""  [300] log 'Conversation with Jordan Pike'
    [302] article ''
      StaticText 'Jordan Pike \u00b7 Sep 12, 2024 3:05 PM'
      StaticText 'Hi Lena, I received the estimate from AutoFix Pro and will review it this week. Your rental is approved through Oct 18.'
    [304] article ''
      StaticText 'Jordan Pike \u00b7 Sep 30, 2024 4:20 PM'
      StaticText 'The estimate is approved as written ($4,812.37). Let me know whether you want payment sent to the shop or to you.'
{extra}  [320] textbox 'Write a message'{', focused' if draft else ''}{dv}
  [322] button 'Send'"""
    return ins_page("msgs", unread, main)


def ins_prefs(deposit: bool) -> str:
    bank = """  [412] textbox 'Account on file', disabled=True
    StaticText 'US Bank checking ****3309'
  StaticText 'Payments by direct deposit arrive in 2 to 3 business days.'
""" if deposit else ""
    main = f"""  [400] dialog 'Payment preferences', modal=True
    heading 'How should we pay this claim?'
    [404] radio 'Pay the repair shop directly (AutoFix Pro)', checked='{'false' if deposit else 'true'}'
    [406] radio 'Direct deposit to me', checked='{'true' if deposit else 'false'}'
    [408] radio 'Paper check to my mailing address', checked='false'
{ind(bank, 1) if bank else ''}
    [420] button 'Save preferences'
    [421] button 'Cancel'"""
    return ins_page("overview", 0, main)


def ins_rental() -> str:
    main = """  heading 'Rental car coverage'
  [502] table ''
    [503] row ''
      [504] cell 'Provider'
      [505] cell 'Enterprise, 3710 NE Sandy Blvd (confirmation 1187-4420-US)'
    [506] row ''
      [507] cell 'Coverage'
      [508] cell '$40.00 per day, up to $1,200.00 (30 days)'
    [509] row ''
      [510] cell 'Started'
      [511] cell 'Sep 19, 2024'
    [512] row ''
      [513] cell 'Approved through'
      [514] cell 'Oct 18, 2024'
    [515] row ''
      [516] cell 'Days used so far'
      [517] cell '13 of 30'
    [518] row ''
      [519] cell 'Coverage used so far'
      [520] cell '$520.00 of $1,200.00'
  [530] button 'Request an extension'"""
    return ins_page("rental", 0, main)


def t14(rs: RowSet) -> None:
    text = "Hi Jordan, thanks for approving the estimate. Please pay me by direct deposit; I paid AutoFix Pro a deposit already. I will update the preference now."
    log1 = [MSG_LOG] + LOG0
    log2 = [PAY_LOG, MSG_LOG] + LOG0
    turns = [
        ("click('122')", ins_docs()),
        ("click('123')", ins_est()),
        ("click('124')", ins_msgs(0)),
        (f"fill('320', '{text}')", ins_msgs(0, draft=text)),
        ("click('322')", ins_msgs(0, sent=text)),
        ("click('121')", ins_overview(log1, 0)),
        ("click('160')", ins_prefs(False)),
        ("click('406')", ins_prefs(True)),
        ("click('420')", ins_overview(log2, 0, deposit=True, msg="Payment preference updated.")),
        ("click('125')", ins_rental()),
        ("click('121')", ins_overview(log2, 0, deposit=True)),
    ]
    rs.add("web", "h57-web-14", system("the Clearwater Mutual claims center, following auto claim CLM-2024-0088123 as policyholder Lena Fischer"),
           turns, state=ins_overview(LOG0, 1))


# ---------------------------------------------------------------------------------------------
# 15 Recipe community: scale servings, save, rate, review, re-sort reviews. Clean.
# ---------------------------------------------------------------------------------------------
RCP = "https://www.simmerandshare.com"
ING = [(Fraction(2), "tbsp", "olive oil"), (Fraction(1), "", "large onion, diced"), (Fraction(4), "", "cloves garlic, minced"),
       (Fraction(1), "tbsp", "fresh ginger, grated"), (Fraction(2), "tbsp", "mild curry powder"),
       (Fraction(1), "tsp", "ground cumin"), (Fraction(1, 2), "tsp", "ground turmeric"),
       (Fraction(2), "cans (15 oz each)", "chickpeas, drained and rinsed"), (Fraction(1), "can (13.5 oz)", "coconut milk"),
       (Fraction(1), "can (14.5 oz)", "diced tomatoes"), (Fraction(3), "cups", "baby spinach"),
       (Fraction(1), "tsp", "kosher salt"), (Fraction(1), "", "lime, juiced")]
REVIEWS = [("curry_convert", "Oct 6, 2024", 5, 31, "Made this three weeks in a row. Blooming the spices in the oil first makes all the difference."),
           ("pantrypaula", "Oct 2, 2024", 4, 12, "Great base recipe. I added a diced sweet potato and simmered ten minutes longer."),
           ("mealprepmike", "Sep 29, 2024", 5, 44, "Doubles and freezes perfectly. Four lunches sorted."),
           ("le_chou", "Sep 21, 2024", 3, 6, "A bit mild for us, next time I will use hot curry powder and a chili."),
           ("grandma_bea", "Sep 14, 2024", 5, 58, "My grandkids ate the spinach without complaint. That is a miracle.")]
MY_REVIEW = ("weeknight_wen", "Oct 9, 2024", 5, 0, "Scaled it to 6 servings for guests and it worked perfectly. Squeeze of lime at the end is key.")


def qty(q: Fraction) -> str:
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac


def rcp_page(serv: int = 4, saved: bool = False, rated: bool = False, writing: str | None = None, posted: bool = False,
             sort: str = "Newest") -> str:
    scale = Fraction(serv, 4)
    ings = "\n".join(f"    [{210 + k}] listitem ''\n      StaticText '{qty(q * scale)}{' ' + u if u else ''} {n}'"
                     for k, (q, u, n) in enumerate(ING))
    n_rat = 87 + (1 if rated else 0)
    avg = (400 + (5 if rated else 0)) / n_rat
    revs = list(REVIEWS) + ([MY_REVIEW] if posted else [])
    revs.sort(key=(lambda r: r[1][-4:] + f"{['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].index(r[1][:3]):02d}" + f"{int(r[1][4:6].strip(',')):02d}")
              if sort == "Newest" else (lambda r: r[3]), reverse=True)
    n_rev = 52 + (1 if posted else 0)
    rv = "\n".join(f"""  [{320 + 6 * k}] article ''
    [{321 + 6 * k}] link '{u}'
    StaticText '{d}'
    StaticText '{s_} out of 5 stars'
    StaticText '{t}'
    [{322 + 6 * k}] button 'Helpful ({h})'""" for k, (u, d, s_, h, t) in enumerate(revs[:5]))
    sopts = "\n".join(f"    [{311 + j}] option '{o}', selected={'True' if o == sort else 'False'}" for j, o in enumerate(["Newest", "Most helpful", "Highest rated"]))
    if writing is not None:
        wv = f"\n    StaticText '{writing}'" if writing else ""
        wbox = f"""  [300] textbox 'Your review', focused{wv}
  [302] button 'Post review'
  [303] button 'Cancel'"""
    elif posted:
        wbox = """  StaticText 'Thanks! Your review is live.'"""
    else:
        wbox = """  [299] button 'Write a review'"""
    stars = "\n".join(f"    [{181 + j}] radio '{j + 1} star{'s' if j else ''}', checked='{'true' if rated and j == 4 else 'false'}'" for j in range(5))
    opts = "\n".join(f"    [{171 + j}] option '{v}', selected={'True' if v == str(serv) else 'False'}" for j, v in enumerate(["2", "4", "6", "8"]))
    body = f"""[10] banner ''
  [12] link 'Simmer & Share'
  [14] searchbox 'Search 48,000+ recipes'
  [16] link 'Recipes'
  [17] link 'Collections'
  [18] link 'Community'
  [20] button 'weeknight_wen', hasPopup='menu'
[100] main ''
  heading 'Weeknight Chickpea Curry'
  StaticText 'By '
  [104] link 'spice_route_sam'
  StaticText 'Published Aug 30, 2024'
  StaticText '{avg:.1f} out of 5 ({n_rat} ratings) \u00b7 {n_rev} reviews'
  [110] button '{'Saved' if saved else 'Save'}', pressed='{'true' if saved else 'false'}'
  StaticText '{1204 + (1 if saved else 0):,} saves'
  [113] button 'Share'
  [114] button 'Print'
  [120] img 'Chickpea curry with spinach in a cast iron pan'
  StaticText 'Prep 10 min \u00b7 Cook 25 min \u00b7 Total 35 min'
  heading 'Ingredients'
  [170] combobox 'Servings', hasPopup='menu', expanded=False
{opts}
  [208] list ''
{ings}
  heading 'Method'
  [240] list ''
    [241] listitem ''
      StaticText 'Warm the oil in a large pan over medium heat. Cook the onion 6 minutes until soft.'
    [242] listitem ''
      StaticText 'Add garlic, ginger, curry powder, cumin and turmeric; stir 1 minute until fragrant.'
    [243] listitem ''
      StaticText 'Add chickpeas, coconut milk, tomatoes and salt. Simmer 15 minutes, stirring now and then.'
    [244] listitem ''
      StaticText 'Stir in the spinach until wilted, then the lime juice. Taste and adjust salt.'
  heading 'Nutrition per serving'
  StaticText '412 kcal \u00b7 14 g protein \u00b7 23 g fat \u00b7 41 g carbohydrate \u00b7 11 g fibre'
  heading 'Rate this recipe'
  [180] radiogroup 'Your rating'
{stars}
  heading 'Reviews ({n_rev})'
{wbox}
  [310] combobox 'Sort reviews', hasPopup='menu', expanded=False
{sopts}
{rv}
  [360] button 'Show more reviews'"""
    return pg("Weeknight Chickpea Curry | Simmer & Share", RCP + "/recipes/weeknight-chickpea-curry-88213", body)


def t15(rs: RowSet) -> None:
    txt = MY_REVIEW[4]
    turns = [
        ("select_option('170', '6')", rcp_page(6)),
        ("click('110')", rcp_page(6, saved=True)),
        ("click('185')", rcp_page(6, saved=True, rated=True)),
        ("click('299')", rcp_page(6, saved=True, rated=True, writing="")),
        (f"fill('300', '{txt}')", rcp_page(6, saved=True, rated=True, writing=txt)),
        ("click('302')", rcp_page(6, saved=True, rated=True, posted=True)),
        ("select_option('310', 'Most helpful')", rcp_page(6, saved=True, rated=True, posted=True, sort="Most helpful")),
        ("select_option('170', '2')", rcp_page(2, saved=True, rated=True, posted=True, sort="Most helpful")),
    ]
    rs.add("web", "h57-web-15", system("Simmer & Share, a recipe community, signed in as weeknight_wen"),
           turns, state=rcp_page())


# ---------------------------------------------------------------------------------------------
# 16 Charity donation dashboard: rename a campaign. Bad: the campaign list shows it under its old
# name (Winter Coat Drive 2024) right after it was saved as Warm Hands Winter Appeal.
# ---------------------------------------------------------------------------------------------
GIVE = "https://app.giveloop.org/riverside-food-bank"
CAMPS = [("Winter Coat Drive 2024", "$12,000.00", "Active", "Nov 1, 2024", "Dec 31, 2024"),
         ("Holiday Meals 2024", "$40,000.00", "Active", "Oct 15, 2024", "Dec 20, 2024"),
         ("Monthly Giving Circle", "Ongoing", "Active", "Jan 1, 2022", "None"),
         ("Backpacks for Kids 2024", "$15,000.00", "Completed", "Jul 1, 2024", "Sep 1, 2024"),
         ("Spring Garden Fund", "$5,000.00", "Closed", "Mar 1, 2024", "May 31, 2024")]
RAISED = {"Winter Coat Drive 2024": ("$8,420.00", 143), "Holiday Meals 2024": ("$22,175.50", 388),
          "Monthly Giving Circle": ("$4,210.00 / month", 214), "Backpacks for Kids 2024": ("$15,860.00", 301),
          "Spring Garden Fund": ("$3,115.00", 67)}


def give_head(active: str) -> str:
    return f"""[10] navigation 'Dashboard'
  [12] link 'GiveLoop'
  [14] link 'Overview'{', focused' if active == 'overview' else ''}
  [15] link 'Campaigns'{', focused' if active == 'camps' else ''}
  [16] link 'Donations'{', focused' if active == 'dons' else ''}
  [17] link 'Donors'
  [18] link 'Reports'
  [19] link 'Settings'
  [22] button 'Riverside Food Bank \u00b7 Nadia Brooks (Admin)', hasPopup='menu'"""


def give_overview() -> str:
    body = give_head("overview") + """
[100] main ''
  heading 'Overview'
  StaticText 'Tuesday, November 19, 2024'
  [104] table 'Year to date'
    [105] row ''
      [106] cell 'Total raised in 2024'
      [107] cell '$148,320.55'
    [108] row ''
      [109] cell 'Donors'
      [110] cell '1,912'
    [111] row ''
      [112] cell 'Recurring donors'
      [113] cell '214'
    [114] row ''
      [115] cell 'Average gift'
      [116] cell '$77.57'
  heading 'Active campaigns'
  StaticText 'Winter Coat Drive 2024: $8,420.00 of $12,000.00 (70%)'
  StaticText 'Holiday Meals 2024: $22,175.50 of $40,000.00 (55%)'
  StaticText 'Monthly Giving Circle: $4,210.00 per month'
  [130] link 'View all campaigns'"""
    return pg("Overview | GiveLoop", GIVE + "/overview", body)


def give_camps(names: dict[str, str], raised: dict[str, tuple[str, int]]) -> str:
    rows = []
    for k, (n, goal, st, start, end) in enumerate(CAMPS):
        b = 220 + k * 10
        r, d = raised[n]
        rows.append(f"""[{b}] row ''
  [{b + 1}] cell '{names.get(n, n)}'
    [{b + 2}] link '{names.get(n, n)}'
  [{b + 3}] cell '{goal}'
  [{b + 4}] cell '{r}'
  [{b + 5}] cell '{d}'
  [{b + 6}] cell '{st}'
  [{b + 7}] cell '{start} \u2013 {end}'
  [{b + 8}] cell 'Edit'
    [{b + 9}] link 'Edit'""")
    body = give_head("camps") + f"""
[100] main ''
  heading 'Campaigns'
  [200] button 'New campaign'
  [202] searchbox 'Search campaigns'
  [204] combobox 'Status', hasPopup='menu', expanded=False
    [205] option 'All statuses', selected=True
  [210] table 'Campaigns'
    [211] row ''
      [212] columnheader 'Name'
      [213] columnheader 'Goal'
      [214] columnheader 'Raised'
      [215] columnheader 'Donors'
      [216] columnheader 'Status'
      [217] columnheader 'Dates'
      [218] columnheader ''
{ind(chr(10).join(rows), 2)}"""
    return pg("Campaigns | GiveLoop", GIVE + "/campaigns", body)


def give_edit(name: str, focus: bool = False) -> str:
    body = give_head("camps") + f"""
[100] main ''
  heading 'Edit campaign'
  [302] LabelText ''
    StaticText 'Campaign name'
  [303] textbox 'Campaign name'{', focused' if focus else ''}, required
    StaticText '{name}'
  [305] LabelText ''
    StaticText 'Fundraising goal (USD)'
  [306] textbox 'Fundraising goal (USD)', required
    StaticText '12000'
  [308] textbox 'Start date', required
    StaticText '2024-11-01'
  [310] textbox 'End date'
    StaticText '2024-12-31'
  [312] textbox 'Page address', disabled=True
    StaticText 'give.riversidefoodbank.org/winter-coat-drive-2024'
  StaticText 'The page address does not change when you rename a campaign.'
  [315] textbox 'Description'
    StaticText 'Every $25 buys a new winter coat for a child or adult in our service area. Coats are distributed at our Eastside and Northgate pantries from December 2.'
  [317] checkbox 'Show progress bar on the donation page', checked='true'
  [319] button 'Save changes'
  [320] button 'Cancel'"""
    return pg("Edit campaign | GiveLoop", GIVE + "/campaigns/4471/edit", body)


def give_campaign() -> str:
    body = give_head("camps") + """
[100] main ''
  [402] alert ''
    StaticText 'Campaign updated.'
  heading 'Warm Hands Winter Appeal'
  StaticText 'Active \u00b7 Nov 1, 2024 \u2013 Dec 31, 2024 \u00b7 give.riversidefoodbank.org/winter-coat-drive-2024'
  StaticText '$8,445.00 raised of $12,000.00 goal (70%)'
  StaticText '144 donors \u00b7 42 days left'
  [410] link 'Edit'
  [411] button 'Share'
  heading 'Recent donations'
  [420] table ''
    [421] row ''
      [422] columnheader 'Date'
      [423] columnheader 'Donor'
      [424] columnheader 'Amount'
      [425] columnheader 'Type'
    [426] row ''
      [427] cell 'Nov 19, 2024 2:14 PM'
      [428] cell 'Anonymous'
      [429] cell '$25.00'
      [430] cell 'One-time'
    [431] row ''
      [432] cell 'Nov 19, 2024 11:52 AM'
      [433] cell 'Hector Alvarez'
      [434] cell '$100.00'
      [435] cell 'One-time'
    [436] row ''
      [437] cell 'Nov 18, 2024 8:07 PM'
      [438] cell 'The Lindqvist Family'
      [439] cell '$250.00'
      [440] cell 'One-time'
    [441] row ''
      [442] cell 'Nov 18, 2024 4:31 PM'
      [443] cell 'Priya Natarajan'
      [444] cell '$50.00'
      [445] cell 'One-time'"""
    return pg("Warm Hands Winter Appeal | GiveLoop", GIVE + "/campaigns/4471", body)


def give_donations() -> str:
    data = [("Nov 19, 2024 2:14 PM", "Anonymous", "$25.00", "Warm Hands Winter Appeal", "Card"),
            ("Nov 19, 2024 1:40 PM", "Marcus Bell", "$35.00", "Holiday Meals 2024", "Card"),
            ("Nov 19, 2024 11:52 AM", "Hector Alvarez", "$100.00", "Warm Hands Winter Appeal", "Card"),
            ("Nov 19, 2024 9:00 AM", "Jo Kim", "$20.00", "Monthly Giving Circle", "Recurring (ACH)"),
            ("Nov 18, 2024 8:07 PM", "The Lindqvist Family", "$250.00", "Warm Hands Winter Appeal", "Check"),
            ("Nov 18, 2024 6:15 PM", "Dana Ruiz", "$75.00", "Holiday Meals 2024", "PayPal"),
            ("Nov 18, 2024 4:31 PM", "Priya Natarajan", "$50.00", "Warm Hands Winter Appeal", "Card"),
            ("Nov 18, 2024 1:02 PM", "Oakridge Rotary Club", "$1,000.00", "Holiday Meals 2024", "Check")]
    rows = "\n".join(f"""    [{512 + 6 * k}] row ''
      [{513 + 6 * k}] cell '{d}'
      [{514 + 6 * k}] cell '{n}'
      [{515 + 6 * k}] cell '{a}'
      [{516 + 6 * k}] cell '{c}'
      [{517 + 6 * k}] cell '{t}'""" for k, (d, n, a, c, t) in enumerate(data))
    body = give_head("dons") + f"""
[100] main ''
  heading 'Donations'
  [502] searchbox 'Search by donor, email or receipt number'
  [503] button 'Export CSV'
  StaticText 'Showing 1-8 of 2,487 donations in 2024'
  [505] table 'Donations'
    [506] row ''
      [507] columnheader 'Date'
      [508] columnheader 'Donor'
      [509] columnheader 'Amount'
      [510] columnheader 'Campaign'
      [511] columnheader 'Method'
{rows}"""
    return pg("Donations | GiveLoop", GIVE + "/donations", body)


def t16(rs: RowSet) -> None:
    new = "Warm Hands Winter Appeal"
    live = dict(RAISED)
    live["Winter Coat Drive 2024"] = ("$8,445.00", 144)
    turns = [
        ("click('15')", give_camps({}, RAISED)),
        ("click('229')", give_edit("Winter Coat Drive 2024")),
        (f"fill('303', '{new}')", give_edit(new, focus=True)),
        ("click('319')", give_campaign()),
        ("click('15')", give_camps({}, live)),
        ("click('16')", give_donations()),
    ]
    rs.add("web", "h57-web-16", system("GiveLoop, the donation dashboard of Riverside Food Bank, signed in as admin Nadia Brooks"),
           turns, state=give_overview(), bad=True, turn=5,
           kind="Campaign list shows the campaign as Winter Coat Drive 2024 again right after it was renamed and saved as Warm Hands Winter Appeal (turn 4).")


# ---------------------------------------------------------------------------------------------
# 17 City library room booking: book two hours, cancel another booking, back to the grid (where
# someone else has meanwhile taken a slot). Quota follows each change. Clean.
# ---------------------------------------------------------------------------------------------
LIB = "https://springfieldlibrary.libcal.com"
ROOMS = [("Study Room 2A", 4, "11000110"), ("Study Room 2B", 6, "00110000"), ("Group Room 3", 10, "10100000"),
         ("Media Lab", 4, "01111000"), ("Quiet Pod 1", 1, "11111011")]
HOURS = ["9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"]
MYBOOK = [("RB-55821", "Tue, Mar 11, 2025", "Group Room 3", "2:00 PM - 4:00 PM", 2),
          ("RB-55703", "Thu, Mar 13, 2025", "Study Room 2A", "6:00 PM - 8:00 PM", 2),
          ("RB-55760", "Sat, Mar 15, 2025", "Study Room 2B", "10:00 AM - 12:00 PM", 2)]


def lib_head() -> str:
    return """[10] banner ''
  [12] link 'Springfield Public Library'
  [14] navigation ''
    [15] link 'Book a room'
    [16] link 'My bookings'
    [17] link 'Events'
    [18] link 'Catalog'
  [20] button 'Omar Haddad (card ****8812)', hasPopup='menu'"""


def lib_grid(selected: tuple[int, ...] = (), mine: bool = False, taken_2b: bool = False, used: int = 4) -> str:
    rows = []
    for r, (name, cap, pat) in enumerate(ROOMS):
        cells = []
        for h in range(8):
            bid = 300 + r * 10 + h
            label = f"{name}, {HOURS[h]} to {HOURS[h + 1]}"
            busy = pat[h] == "1" or (taken_2b and r == 1 and h == 7)
            if r == 2 and h in (5, 6) and mine:
                cells.append(f"[{bid}] button '{label}, booked by you', disabled=True")
            elif r == 2 and h in selected:
                cells.append(f"[{bid}] button '{label}, selected', pressed='true'")
            elif busy:
                cells.append(f"[{bid}] button '{label}, unavailable', disabled=True")
            else:
                cells.append(f"[{bid}] button '{label}, available', pressed='false'")
        rows.append(f"[{290 - r}] row '{name} (capacity {cap})'\n" + "\n".join("  " + c for c in cells))
    sel = ""
    if selected:
        a, b = min(selected), max(selected)
        n = b - a + 1
        sel = f"""  StaticText 'Selected: Group Room 3, {HOURS[a]} to {HOURS[b + 1]} ({n} hour{'s' if n > 1 else ''})'
  [380] button 'Continue'
  [381] button 'Clear selection'
"""
    body = lib_head() + f"""
[100] main ''
  heading 'Book a room'
  [202] combobox 'Location', hasPopup='menu', expanded=False
    [203] option 'Central Library', selected=True
  [205] textbox 'Date'
    StaticText '2025-03-11'
  [207] button 'Previous day'
  [208] button 'Next day'
  StaticText 'Tuesday, March 11, 2025 \u00b7 Central Library, 220 Court St \u00b7 Open 9:00 AM - 8:00 PM'
  StaticText 'Your weekly limit: {used} of 10 hours used (Mon, Mar 10 - Sun, Mar 16)'
  [212] grid 'Room availability'
{ind(chr(10).join(rows), 2)}
{sel}  StaticText 'Rooms can be booked up to 14 days ahead, for up to 3 hours per day.'"""
    return pg("Book a room | Springfield Public Library", LIB + "/reserve/central?date=2025-03-11", body)


def lib_form(purpose: str = "", people: str = "", focus: str = "") -> str:
    popts = "\n".join(f"    [{411 + j}] option '{o}', selected={'True' if o == (people or 'Choose') else 'False'}"
                      for j, o in enumerate(["Choose", "2", "3", "4", "5", "6", "7", "8", "9", "10"]))
    pv = f"\n    StaticText '{purpose}'" if purpose else ""
    body = lib_head() + f"""
[100] main ''
  heading 'Complete your booking'
  StaticText 'Group Room 3 (capacity 10) \u00b7 Tuesday, March 11, 2025 \u00b7 2:00 PM to 4:00 PM (2 hours)'
  StaticText 'Equipment: 75-inch display with HDMI, whiteboard, conference phone'
  [402] LabelText ''
    StaticText 'Purpose of booking'
  [403] textbox 'Purpose of booking'{', focused' if focus == 'purpose' else ''}, required{pv}
  [405] LabelText ''
    StaticText 'Number of people'
  [410] combobox 'Number of people'{', focused' if focus == 'people' else ''}, hasPopup='menu', expanded=False, required
{popts}
  [425] checkbox 'Send me a reminder email 1 hour before', checked='true'
  [427] checkbox 'I agree to the room use policy', checked='true'
  [430] button 'Submit booking'
  [431] button 'Back'"""
    return pg("Complete your booking | Springfield Public Library", LIB + "/reserve/central/confirm", body)


def lib_done() -> str:
    body = lib_head() + """
[100] main ''
  [502] alert ''
    StaticText 'Booking confirmed. Confirmation RB-55821 was emailed to omar.haddad@proton.me.'
  heading 'Booking confirmed'
  [506] table ''
    [507] row ''
      [508] cell 'Room'
      [509] cell 'Group Room 3, 3rd floor'
    [510] row ''
      [511] cell 'When'
      [512] cell 'Tuesday, March 11, 2025, 2:00 PM to 4:00 PM'
    [513] row ''
      [514] cell 'Purpose'
      [515] cell 'Study group: Statistics 201 midterm review'
    [516] row ''
      [517] cell 'People'
      [518] cell '5'
    [519] row ''
      [520] cell 'Confirmation'
      [521] cell 'RB-55821'
  StaticText 'Your weekly limit: 6 of 10 hours used (Mon, Mar 10 - Sun, Mar 16)'
  StaticText 'Please check in at the 3rd floor desk within 15 minutes of your start time or the booking is released.'
  [530] link 'Add to calendar'
  [531] link 'My bookings'"""
    return pg("Booking confirmed | Springfield Public Library", LIB + "/reserve/central/booked/RB-55821", body)


def lib_mine(cancelled: bool = False, dialog: bool = False) -> str:
    active = [b for b in MYBOOK if not (cancelled and b[0] == "RB-55760")]
    used = sum(b[4] for b in active)
    rows = "\n".join(f"""    [{612 + 7 * k}] row ''
      [{613 + 7 * k}] cell '{d}'
      [{614 + 7 * k}] cell '{room}'
      [{615 + 7 * k}] cell '{t}'
      [{616 + 7 * k}] cell '{ref}'
      [{617 + 7 * k}] cell ''
        [{618 + 7 * k}] button 'Cancel {ref}'""" for k, (ref, d, room, t, _) in enumerate(active))
    dlg = """  [700] dialog 'Cancel booking RB-55760?', modal=True
    StaticText 'Study Room 2B, Saturday, March 15, 2025, 10:00 AM to 12:00 PM'
    [703] button 'Yes, cancel booking'
    [704] button 'Keep booking'
""" if dialog else ""
    can = """  heading 'Cancelled'
  StaticText 'RB-55760 \u00b7 Study Room 2B \u00b7 Sat, Mar 15, 2025, 10:00 AM - 12:00 PM \u00b7 cancelled by you today'
""" if cancelled else ""
    alert = """  [602] alert ''
    StaticText 'Booking RB-55760 was cancelled.'
""" if cancelled else ""
    body = lib_head() + f"""
[100] main ''
{dlg}{alert}  heading 'My bookings'
  StaticText 'Your weekly limit: {used} of 10 hours used (Mon, Mar 10 - Sun, Mar 16)'
  [605] table 'Upcoming'
    [606] row ''
      [607] columnheader 'Date'
      [608] columnheader 'Room'
      [609] columnheader 'Time'
      [610] columnheader 'Confirmation'
      [611] columnheader ''
{rows}
{can}  heading 'Past'
  StaticText 'Mar 4, 2025 \u00b7 Study Room 2A \u00b7 6:00 PM - 8:00 PM \u00b7 RB-55391 \u00b7 checked in'"""
    return pg("My bookings | Springfield Public Library", LIB + "/mybookings", body)


def t17(rs: RowSet) -> None:
    turns = [
        ("click('325')", lib_grid((5,))),
        ("click('326')", lib_grid((5, 6))),
        ("click('380')", lib_form()),
        ("fill('403', 'Study group: Statistics 201 midterm review')", lib_form("Study group: Statistics 201 midterm review", focus="purpose")),
        ("select_option('410', '5')", lib_form("Study group: Statistics 201 midterm review", "5", focus="people")),
        ("click('430')", lib_done()),
        ("click('16')", lib_mine()),
        ("click('632')", lib_mine(dialog=True)),
        ("click('703')", lib_mine(cancelled=True)),
        ("click('15')", lib_grid(mine=True, taken_2b=True, used=4)),
    ]
    rs.add("web", "h57-web-17", system("the Springfield Public Library room booking site, signed in with library card ****8812 (Omar Haddad)"),
           turns, state=lib_grid())


# ---------------------------------------------------------------------------------------------
# 18 Kanboard: create a task, move another to Work in progress. Bad: back on the board the new task
# #147 is missing from Backlog (Backlog 4) though it was created at turn 5 and never moved or closed.
# ---------------------------------------------------------------------------------------------
KB = "https://kanboard.ops.lindqvist.io"
TASKS = {
    131: ("Rotate TLS certs for internal CA", "Unassigned", "Security", ""),
    135: ("Upgrade PostgreSQL 13 to 16 on db-02", "Tomas Brandt", "Database", "Due 2025-02-14"),
    141: ("Document on-call escalation policy", "Ana Ruiz", "Docs", ""),
    144: ("Evaluate Loki for log aggregation", "Unassigned", "Observability", ""),
    139: ("Patch OpenSSH on bastion hosts", "Ilse Verhoeven", "Security", "Due 2025-01-31"),
    142: ("Add disk alerts for /var on app nodes", "Marta Kowalczyk", "Observability", ""),
    145: ("Rebuild staging k8s node pool", "Tomas Brandt", "Kubernetes", ""),
    133: ("Migrate internal DNS to Route 53", "Ana Ruiz", "Network", "Due 2025-02-07"),
    138: ("Replace CI runners with an autoscaling group", "Ilse Verhoeven", "CI", ""),
    120: ("Decommission old Jenkins VM", "Tomas Brandt", "CI", ""),
    123: ("Enable MFA for AWS root accounts", "Ana Ruiz", "Security", ""),
    126: ("Move Grafana dashboards to provisioning", "Marta Kowalczyk", "Observability", ""),
    127: ("Renew wildcard certificate for lindqvist.io", "Ilse Verhoeven", "Security", ""),
    129: ("Upgrade k8s control plane to 1.29", "Tomas Brandt", "Kubernetes", ""),
    130: ("Write runbook for Redis failover", "Marta Kowalczyk", "Docs", ""),
    147: ("Migrate nightly backups to S3 Glacier", "Marta Kowalczyk", "Storage", ""),
}
COLS0 = {"Backlog": [131, 135, 141, 144], "Ready": [139, 142, 145], "Work in progress": [133, 138],
         "Done": [120, 123, 126, 127, 129, 130]}


def kb_head() -> str:
    return """[10] banner ''
  [12] link 'Kanboard'
  heading 'Infra Ops'
  [15] link 'Board'
  [16] link 'List'
  [17] link 'Gantt'
  [18] link 'Activity'
  [20] textbox 'Filter'
    StaticText 'status:open'
  [22] button 'Ana Ruiz', hasPopup='menu'"""


def kb_board(cols: dict[str, list[int]], modal: str = "") -> str:
    heads, cells = [], []
    limits = {"Work in progress": 4}
    for c, (col, ids) in enumerate(cols.items()):
        lim = f"/{limits[col]}" if col in limits else ""
        heads.append(f"""[{202 + c * 3}] columnheader '{col} ({len(ids)}{lim})'
  [{203 + c * 3}] button 'Add a new task in {col}'""")
        items = []
        for k, t in enumerate(ids):
            title, who, cat, due = TASKS[t]
            b = 300 + c * 100 + k * 5
            items.append(f"""[{b}] article ''
  [{b + 1}] link '#{t}'
  [{b + 2}] link '{title}'
  StaticText '{who}'
  [{b + 3}] link '{cat}'""" + (f"\n  StaticText '{due}'" if due else ""))
        cells.append(f"[{220 + c}] cell ''\n" + ind(chr(10).join(items), 1) if items else f"[{220 + c}] cell ''")
    body = kb_head() + f"""
[100] main ''
{modal}  [200] table 'Board'
    [201] row ''
{ind(chr(10).join(heads), 3)}
    [219] row 'Default swimlane'
{ind(chr(10).join(cells), 3)}"""
    return pg("Infra Ops > Board | Kanboard", KB + "/board/7", body)


def kb_modal(title: str = "", who: str = "", cat: str = "", focus: str = "") -> str:
    wopts = "\n".join(f"      [{911 + j}] option '{o}', selected={'True' if o == (who or 'Unassigned') else 'False'}"
                      for j, o in enumerate(["Unassigned", "Ana Ruiz", "Ilse Verhoeven", "Marta Kowalczyk", "Tomas Brandt"]))
    copts = "\n".join(f"      [{921 + j}] option '{o}', selected={'True' if o == (cat or 'No category') else 'False'}"
                      for j, o in enumerate(["No category", "CI", "Database", "Docs", "Kubernetes", "Network",
                                             "Observability", "Security", "Storage"]))
    tv = f"\n      StaticText '{title}'" if title else ""
    return f"""  [900] dialog 'New task', modal=True
    heading 'New task'
    [902] textbox 'Title'{', focused' if focus == 'title' else ''}, required{tv}
    [904] textbox 'Description'
    [910] combobox 'Assignee'{', focused' if focus == 'who' else ''}, hasPopup='menu', expanded=False
{wopts}
    [920] combobox 'Category'{', focused' if focus == 'cat' else ''}, hasPopup='menu', expanded=False
{copts}
    [932] combobox 'Column', hasPopup='menu', expanded=False
      [933] option 'Backlog', selected=True
    [935] combobox 'Priority', hasPopup='menu', expanded=False
      [936] option '0', selected=True
    [938] textbox 'Due Date'
    [940] textbox 'Original estimate'
    [942] checkbox 'Create another task', checked='false'
    [944] button 'Save'
    [945] link 'cancel'
"""


def kb_task(col: str, moving: str = "", msg: str = "") -> str:
    form = ""
    if moving:
        opts = "\n".join(f"    [{711 + j}] option '{o}', selected={'True' if o == moving else 'False'}"
                         for j, o in enumerate(["Backlog", "Ready", "Work in progress", "Done"]))
        form = f"""  heading 'Move position'
  [710] combobox 'Column', hasPopup='menu', expanded=False
{opts}
  [716] combobox 'Position', hasPopup='menu', expanded=False
    [717] option 'Last', selected=True
  [719] button 'Save'
  [720] link 'cancel'
"""
    alert = f"""  [702] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = kb_head() + f"""
[100] main ''
{alert}  heading '#139 Patch OpenSSH on bastion hosts'
  [730] table 'Summary'
    [731] row ''
      [732] cell 'Status: open'
      [733] cell 'Column: {col}'
    [734] row ''
      [735] cell 'Category: Security'
      [736] cell 'Swimlane: Default swimlane'
    [737] row ''
      [738] cell 'Assignee: Ilse Verhoeven'
      [739] cell 'Creator: Ana Ruiz'
    [740] row ''
      [741] cell 'Priority: 2'
      [742] cell 'Due date: 2025-01-31'
    [743] row ''
      [744] cell 'Created: 2025-01-20 09:12'
      [745] cell 'Modified: {'2025-01-23 14:37' if col == 'Work in progress' else '2025-01-22 16:05'}'
  StaticText 'CVE-2024-6387 follow-up: upgrade openssh-server to 9.8p1 on bastion-01 and bastion-02, then confirm with ssh -V and the Lynis audit.'
  [750] navigation 'Task actions'
    [751] link 'Back to the board'
    [752] link 'Edit the task'
    [753] link 'Move position'
    [754] link 'Add a sub-task'
    [755] link 'Close this task'
{form}  heading 'Sub-Tasks'
  StaticText 'bastion-01: upgrade and restart sshd (done)'
  StaticText 'bastion-02: upgrade and restart sshd (todo)'"""
    return pg("#139 Patch OpenSSH on bastion hosts | Kanboard", KB + "/task/139", body)


def kb_activity() -> str:
    body = kb_head() + """
[100] main ''
  heading 'Activity stream'
  [802] list ''
    [803] listitem ''
      StaticText '2025-01-23 14:37'
      StaticText 'Ana Ruiz moved the task #139 to the column "Work in progress"'
    [805] listitem ''
      StaticText '2025-01-23 14:34'
      StaticText 'Ana Ruiz created the task #147 Migrate nightly backups to S3 Glacier'
    [807] listitem ''
      StaticText '2025-01-23 11:02'
      StaticText 'Tomas Brandt closed the sub-task "Drain old node pool" on #145'
    [809] listitem ''
      StaticText '2025-01-22 16:05'
      StaticText 'Ilse Verhoeven completed a sub-task on #139: bastion-01: upgrade and restart sshd'
    [811] listitem ''
      StaticText '2025-01-22 10:48'
      StaticText 'Marta Kowalczyk moved the task #130 to the column "Done"'"""
    return pg("Infra Ops > Activity | Kanboard", KB + "/project/7/activity", body)


def t18(rs: RowSet) -> None:
    after_new = {k: list(v) for k, v in COLS0.items()}
    after_new["Backlog"].append(147)
    after_move = {k: list(v) for k, v in after_new.items()}
    after_move["Ready"].remove(139)
    after_move["Work in progress"].append(139)
    wrong = {k: list(v) for k, v in after_move.items()}
    wrong["Backlog"].remove(147)
    t = TASKS[147][0]
    link139 = 300 + 1 * 100 + 0 * 5 + 2
    turns = [
        ("click('203')", kb_board(COLS0, kb_modal())),
        (f"fill('902', '{t}')", kb_board(COLS0, kb_modal(t, focus="title"))),
        ("select_option('910', 'Marta Kowalczyk')", kb_board(COLS0, kb_modal(t, "Marta Kowalczyk", focus="who"))),
        ("select_option('920', 'Storage')", kb_board(COLS0, kb_modal(t, "Marta Kowalczyk", "Storage", focus="cat"))),
        ("click('944')", kb_board(after_new)),
        (f"click('{link139}')", kb_task("Ready")),
        ("click('753')", kb_task("Ready", moving="Ready")),
        ("select_option('710', 'Work in progress')", kb_task("Ready", moving="Work in progress")),
        ("click('719')", kb_task("Work in progress", msg="Task moved successfully.")),
        ("click('751')", kb_board(wrong)),
        ("click('18')", kb_activity()),
    ]
    rs.add("web", "h57-web-18", system("Kanboard, project Infra Ops, signed in as Ana Ruiz"),
           turns, state=kb_board(COLS0), bad=True, turn=10,
           kind="Board shows Backlog (4) without task #147, which was created in Backlog at turn 5 and never moved, closed or removed.")


# ---------------------------------------------------------------------------------------------
# 19 Residential parking permit portal: switch auto-renew off. Bad: the My permits card says
# Auto-renew: On (with a renewal charge) after the setting was saved Off.
# ---------------------------------------------------------------------------------------------
PARK = "https://permits.riverton.gov"
PASSES = [("Nov 16, 2024", "7MNC204", "Zone 7"), ("Nov 9, 2024", "7MNC204", "Zone 7"), ("Oct 27, 2024", "BXT4471", "Zone 7"),
          ("Oct 12, 2024", "6GHW881", "Zone 7"), ("Sep 28, 2024", "BXT4471", "Zone 7")]


def park_head() -> str:
    return """[10] banner ''
  [12] link 'City of Riverton'
  StaticText 'Residential Parking Permits'
  [15] navigation ''
    [16] link 'Home'
    [17] link 'My permits'
    [18] link 'Visitor passes'
    [19] link 'Vehicles'
    [20] link 'Payments'
  [23] button 'Grace Lindholm', hasPopup='menu'"""


def park_home() -> str:
    body = park_head() + """
[100] main ''
  heading 'Welcome back, Grace'
  [104] article 'Permits'
    StaticText '1 active permit'
    StaticText 'Zone 7 (Elm Heights) \u00b7 valid through Feb 28, 2025'
    [107] link 'View permits'
  [110] article 'Visitor passes'
    StaticText '18 of 30 daily passes left for this permit year'
    [112] link 'Manage visitor passes'
  [115] article 'Notices'
    StaticText 'Street sweeping in Zone 7 moves to the 2nd and 4th Tuesday starting December 1.'"""
    return pg("Home | Riverton Parking Permits", PARK + "/account", body)


def park_list(auto: bool) -> str:
    renew = ("StaticText 'Auto-renew: On \u00b7 $95.00 will be charged to Visa ****0415 on Feb 28, 2025'" if auto
             else "StaticText 'Auto-renew: Off \u00b7 renew manually between Feb 1 and Feb 28, 2025'")
    body = park_head() + f"""
[100] main ''
  heading 'My permits'
  [202] article 'Permit RP-2024-118734'
    heading 'Residential permit RP-2024-118734'
    StaticText 'Zone 7 (Elm Heights) \u00b7 1420 Linden Ave, Apt 2'
    StaticText 'Vehicle: 2021 Honda Fit, plate 8KTR512 (CA)'
    StaticText 'Valid Mar 1, 2024 - Feb 28, 2025'
    StaticText 'Status: Active'
    {renew}
    [212] link 'Manage'
    [213] link 'Download permit (PDF)'
  heading 'Past permits'
  StaticText 'RP-2023-097211 \u00b7 Zone 7 \u00b7 Mar 1, 2023 - Feb 29, 2024 \u00b7 Expired'
  [220] link 'Apply for a new permit'"""
    return pg("My permits | Riverton Parking Permits", PARK + "/account/permits", body)


def park_manage(auto: bool, dirty: bool = False, msg: str = "") -> str:
    note = "" if auto else "\n  StaticText 'Your permit will expire on Feb 28, 2025 unless you renew it manually. We will email a reminder on Feb 1, 2025.'"
    alert = f"""  [302] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = park_head() + f"""
[100] main ''
{alert}  heading 'Permit RP-2024-118734'
  [310] table ''
    [311] row ''
      [312] cell 'Zone'
      [313] cell 'Zone 7 (Elm Heights)'
    [314] row ''
      [315] cell 'Address'
      [316] cell '1420 Linden Ave, Apt 2, Riverton'
    [317] row ''
      [318] cell 'Vehicle'
      [319] cell '2021 Honda Fit, plate 8KTR512 (CA)'
    [320] row ''
      [321] cell 'Valid'
      [322] cell 'Mar 1, 2024 - Feb 28, 2025'
    [323] row ''
      [324] cell 'Annual fee'
      [325] cell '$95.00 (paid Feb 21, 2024, receipt 24-00518833)'
  heading 'Renewal and notifications'
  [330] switch 'Automatically renew this permit each year', checked={'true' if auto else 'false'}{', focused' if dirty else ''}{note}
  [332] combobox 'Payment method for renewal', hasPopup='menu', expanded=False
    [333] option 'Visa ****0415 (exp 09/26)', selected=True
  [335] checkbox 'Email me before my permit expires', checked='true'
  [337] checkbox 'Text me street-sweeping reminders', checked='false'
  [339] button 'Save changes', disabled={'False' if dirty else 'True'}
  [340] link 'Change vehicle'
  [341] link 'Back to my permits'"""
    return pg("Permit RP-2024-118734 | Riverton Parking Permits", PARK + "/account/permits/RP-2024-118734", body)


def park_passes(dialog: bool = False, plate: str = "") -> str:
    rows = "\n".join(f"""    [{412 + 4 * k}] row ''
      [{413 + 4 * k}] cell '{d}'
      [{414 + 4 * k}] cell '{p}'
      [{415 + 4 * k}] cell '{z}'""" for k, (d, p, z) in enumerate(PASSES))
    dlg = ""
    if dialog:
        pv = f"\n      StaticText '{plate}'" if plate else ""
        dlg = f"""  [450] dialog 'Activate a daily visitor pass', modal=True
    heading 'Activate a daily visitor pass'
    StaticText 'Valid today, Tuesday, November 19, 2024, until 11:59 PM in Zone 7.'
    [453] textbox 'Visitor plate number'{', focused' if plate else ''}, required{pv}
    [455] combobox 'State', hasPopup='menu', expanded=False
      [456] option 'CA', selected=True
    [458] button 'Activate pass'
    [459] button 'Cancel'
"""
    body = park_head() + f"""
[100] main ''
{dlg}  heading 'Visitor passes'
  StaticText 'Permit RP-2024-118734 \u00b7 Zone 7'
  StaticText '18 of 30 daily passes left (permit year Mar 1, 2024 - Feb 28, 2025)'
  [404] button 'Activate a pass for today'
  [406] table 'Recently used passes'
    [407] row ''
      [408] columnheader 'Date'
      [409] columnheader 'Plate'
      [410] columnheader 'Zone'
{rows}
  [440] link 'See all 12 used passes'"""
    return pg("Visitor passes | Riverton Parking Permits", PARK + "/account/visitor-passes", body)


def t19(rs: RowSet) -> None:
    turns = [
        ("click('17')", park_list(True)),
        ("click('212')", park_manage(True)),
        ("click('330')", park_manage(False, dirty=True)),
        ("click('339')", park_manage(False, msg="Your changes have been saved.")),
        ("click('18')", park_passes()),
        ("click('17')", park_list(True)),
        ("click('212')", park_manage(False)),
        ("click('18')", park_passes()),
        ("click('404')", park_passes(dialog=True)),
    ]
    rs.add("web", "h57-web-19", system("the City of Riverton residential parking permit portal, signed in as Grace Lindholm"),
           turns, state=park_home(), bad=True, turn=6,
           kind="My permits shows Auto-renew: On with a $95.00 renewal charge, after auto-renew was switched off and saved at turn 4.")


# ---------------------------------------------------------------------------------------------
# 20 Invoice Ninja: create an invoice with two lines, save (number assigned), mark sent, back to the
# list where the new invoice heads it. Clean.
# ---------------------------------------------------------------------------------------------
INV = "https://billing.fernandfinch.studio"
INVOICES = [("INV-0041", "Northbeam Fitness", "2024-10-02", "2024-11-01", 3420.00, 3420.00, "Sent"),
            ("INV-0040", "Harbor Lane Coffee Co.", "2024-09-20", "2024-10-05", 1286.25, 0.00, "Paid"),
            ("INV-0039", "Alder Street Dental", "2024-09-12", "2024-10-12", 2150.00, 650.00, "Partial"),
            ("INV-0038", "Moss & Stone Landscaping", "2024-09-03", "2024-10-03", 980.00, 0.00, "Paid"),
            ("INV-0037", "Northbeam Fitness", "2024-08-28", "2024-09-27", 4000.00, 0.00, "Paid"),
            ("INV-0036", "Tidewater Books", "2024-08-15", "2024-09-14", 612.40, 0.00, "Paid")]


def inv_side() -> str:
    return """[10] navigation ''
  [12] link 'Fern & Finch Design Studio'
  [14] link 'Dashboard'
  [15] link 'Clients'
  [16] link 'Products'
  [17] link 'Invoices'
  [18] link 'Recurring Invoices'
  [19] link 'Payments'
  [20] link 'Quotes'
  [21] link 'Expenses'
  [22] link 'Reports'
  [23] link 'Settings'"""


def inv_list(rows_data: list[tuple]) -> str:
    rows = "\n".join(f"""    [{212 + 9 * k}] row ''
      [{213 + 9 * k}] cell ''
        [{214 + 9 * k}] checkbox '', checked='false'
      [{215 + 9 * k}] cell '{s_}'
      [{216 + 9 * k}] cell '{n}'
        [{217 + 9 * k}] link '{n}'
      [{218 + 9 * k}] cell '{c}'
      [{219 + 9 * k}] cell '{money(a)}'
      [{220 + 9 * k}] cell '{money(b)}'
      StaticText '{d}'
      StaticText '{due}'""" for k, (n, c, d, due, a, b, s_) in enumerate(rows_data))
    body = inv_side() + f"""
[100] main ''
  heading 'Invoices'
  [202] searchbox 'Filter'
  [203] button 'Status: All', hasPopup='menu'
  [204] link 'New Invoice'
  [206] table ''
    [207] row ''
      [208] columnheader 'Status'
      [209] columnheader 'Number \u2193'
      [210] columnheader 'Client'
      [211] columnheader 'Amount / Balance / Date / Due Date'
{rows}
  StaticText 'Showing 1 to {len(rows_data)} of {len(rows_data)} entries'"""
    return pg("Invoices | Invoice Ninja", INV + "/invoices", body)


def inv_form(client: bool = False, lines: list[tuple[str, str, str]] | None = None, focus: str = "",
             saved: str = "", msg: str = "") -> str:
    lines = lines or []
    cl = """  StaticText 'Harbor Lane Coffee Co.'
  StaticText 'Rosa Jimenez \u00b7 rosa@harborlanecoffee.com'
  StaticText '418 Pier Rd, Astoria, OR 97103'
""" if client else ""
    due = "2024-10-29" if client else ""
    terms = "Net 15" if client else "Default"
    rows = []
    subtotal = 0.0
    for k, (desc, cost, q) in enumerate(lines):
        b = 500 + k * 10
        tot = float(cost or 0) * float(q or 0)
        subtotal += tot
        rows.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] textbox 'Description'{', focused' if focus == f'd{k}' else ''}{chr(10) + "      StaticText '" + desc + "'" if desc else ''}
  [{b + 3}] cell ''
    [{b + 4}] textbox 'Unit Cost'{', focused' if focus == f'c{k}' else ''}{chr(10) + "      StaticText '" + cost + "'" if cost else ''}
  [{b + 5}] cell ''
    [{b + 6}] textbox 'Quantity'{', focused' if focus == f'q{k}' else ''}{chr(10) + "      StaticText '" + q + "'" if q else ''}
  [{b + 7}] cell '{money(tot)}'
  [{b + 8}] cell ''
    [{b + 9}] button 'Remove'""")
    tax = round(subtotal * 0.0825, 2)
    status = saved or "Draft"
    num = "INV-0042" if saved else "(assigned on save)"
    alert = f"""  [402] status ''
    StaticText '{msg}'
""" if msg else ""
    acts = """  [420] button 'Save'
  [421] button 'Mark Sent'
  [422] button 'Email Invoice'
  [423] button 'Enter Payment'""" if saved else """  [420] button 'Save'"""
    body = inv_side() + f"""
[100] main ''
{alert}  heading '{"Edit Invoice" if saved else "New Invoice"}'
  StaticText 'Status: {status}'
{acts}
  [430] combobox 'Client', hasPopup='listbox', expanded=False
    StaticText '{"Harbor Lane Coffee Co." if client else "Select client"}'
{cl}  [440] textbox 'Invoice Date'
    StaticText '2024-10-14'
  [442] textbox 'Due Date'
    StaticText '{due}'
  [444] combobox 'Payment Terms', hasPopup='menu', expanded=False
    StaticText '{terms}'
  [446] textbox 'Invoice #', disabled=True
    StaticText '{num}'
  [448] textbox 'PO #'
  [450] tablist ''
    [451] tab 'Products', selected=True
    [452] tab 'Tasks', selected=False
  [460] table 'Line items'
    [461] row ''
      [462] columnheader 'Description'
      [463] columnheader 'Unit Cost'
      [464] columnheader 'Quantity'
      [465] columnheader 'Line Total'
      [466] columnheader ''
{ind(chr(10).join(rows), 2) if rows else ''}
  [480] button 'Add Item'
  [482] table 'Totals'
    [483] row ''
      [484] cell 'Subtotal'
      [485] cell '{money(subtotal)}'
    [486] row ''
      [487] cell 'Sales Tax 8.25%'
      [488] cell '{money(tax)}'
    [489] row ''
      [490] cell 'Total'
      [491] cell '{money(subtotal + tax)}'
    [492] row ''
      [493] cell 'Paid to Date'
      [494] cell '$0.00'
    [495] row ''
      [496] cell 'Balance Due'
      [497] cell '{money(subtotal + tax)}'"""
    url = INV + ("/invoices/VolejRejNm/edit" if saved else "/invoices/create")
    return pg(("Edit Invoice" if saved else "New Invoice") + " | Invoice Ninja", url, body)


def t20(rs: RowSet) -> None:
    d1, d2 = "Brand guidelines PDF (24 pages)", "Design hours: seasonal menu board"
    l1 = [(d1, "1200", "1")]
    l2 = l1 + [(d2, "85", "6")]
    total = 1710 + round(1710 * 0.0825, 2)
    new = ("INV-0042", "Harbor Lane Coffee Co.", "2024-10-14", "2024-10-29", total, total, "Sent")
    turns = [
        ("click('204')", inv_form()),
        ("select_option('430', 'Harbor Lane Coffee Co.')", inv_form(True)),
        ("click('480')", inv_form(True, [("", "", "1")])),
        (f"fill('502', '{d1}')", inv_form(True, [(d1, "", "1")], focus="d0")),
        ("fill('504', '1200')", inv_form(True, l1, focus="c0")),
        ("click('480')", inv_form(True, l1 + [("", "", "1")])),
        (f"fill('512', '{d2}')", inv_form(True, l1 + [(d2, "", "1")], focus="d1")),
        ("fill('514', '85')", inv_form(True, l1 + [(d2, "85", "1")], focus="c1")),
        ("fill('516', '6')", inv_form(True, l2, focus="q1")),
        ("click('420')", inv_form(True, l2, saved="Draft", msg="Successfully created invoice")),
        ("click('421')", inv_form(True, l2, saved="Sent", msg="Successfully marked invoice as sent")),
        ("click('17')", inv_list([new] + INVOICES)),
    ]
    rs.add("web", "h57-web-20", system("a self-hosted Invoice Ninja v5 for Fern & Finch Design Studio"),
           turns, state=inv_list(INVOICES))


# ---------------------------------------------------------------------------------------------
# 21 Volunteer shift scheduler (food bank): sign up, filter, cancel another shift. Fill counts move
# with the signups (and one other volunteer joins a shift meanwhile). Clean.
# ---------------------------------------------------------------------------------------------
VOL = "https://volunteer.cascadefoodbank.org"
SHIFTS = [("mon", "Mon, Apr 7", "9:00 AM - 12:00 PM", "Warehouse sorting", "Northgate Warehouse", 5, 8),
          ("tue", "Tue, Apr 8", "4:00 PM - 7:00 PM", "Pantry distribution", "Eastside Pantry", 6, 6),
          ("wed", "Wed, Apr 9", "10:00 AM - 1:00 PM", "Mobile pantry driver (driver check required)", "Northgate Warehouse", 1, 2),
          ("thu", "Thu, Apr 10", "5:30 PM - 8:00 PM", "Pantry distribution", "Eastside Pantry", 3, 8),
          ("sat1", "Sat, Apr 12", "9:00 AM - 12:00 PM", "Warehouse sorting", "Northgate Warehouse", 7, 12),
          ("sat2", "Sat, Apr 12", "1:00 PM - 4:00 PM", "Community garden workday", "Eastside Garden", 2, 6)]


def vol_head() -> str:
    return """[10] banner ''
  [12] link 'Cascade Community Food Bank \u00b7 Volunteer Hub'
  [14] navigation ''
    [15] link 'Find shifts'
    [16] link 'My shifts'
    [17] link 'Hours'
    [18] link 'Trainings'
  [20] button 'Noah Petersen', hasPopup='menu'"""


def vol_find(mine: set[str], loc: str = "All locations", bump: dict[str, int] | None = None, msg: str = "") -> str:
    base = {"sat1"}   # signed up before the session
    items = []
    for k, (key, day, t, role, place, filled, cap) in enumerate(SHIFTS):
        if loc != "All locations" and place != loc:
            continue
        f = filled + (1 if key in mine and key not in base else 0) - (1 if key in base and key not in mine else 0)
        f += (bump or {}).get(key, 0)
        b = 300 + k * 6
        if key in mine:
            act = f"StaticText 'You are signed up'\n  [{b + 2}] button 'Cancel my spot'"
        elif f >= cap:
            act = f"StaticText 'Full'\n  [{b + 2}] button 'Join waitlist'"
        else:
            act = f"[{b + 2}] button 'Sign up'"
        items.append(f"""[{b}] article '{role}, {day}'
  heading '{role}'
  StaticText '{day}, 2025 \u00b7 {t}'
  StaticText '{place}'
  StaticText '{f} of {cap} spots filled'
  {act}""")
    opts = "\n".join(f"    [{211 + j}] option '{o}', selected={'True' if o == loc else 'False'}" for j, o in enumerate(
        ["All locations", "Northgate Warehouse", "Eastside Pantry", "Eastside Garden"]))
    alert = f"""  [202] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = vol_head() + f"""
[100] main ''
{alert}  heading 'Find shifts'
  StaticText 'Week of Monday, April 7, 2025'
  [205] button 'Previous week'
  [206] button 'Next week'
  [210] combobox 'Location', hasPopup='menu', expanded=False
{opts}
  StaticText '{len(items)} shifts'
{ind(chr(10).join(items), 1)}"""
    return pg("Find shifts | Volunteer Hub", VOL + "/shifts?week=2025-04-07" + ("" if loc == "All locations" else "&location=eastside-pantry"), body)


def vol_mine(keys: list[str], dialog: bool = False, msg: str = "") -> str:
    hrs = {"thu": 2.5, "sat1": 3.0}
    rows = []
    for k, key in enumerate(keys):
        s_ = next(x for x in SHIFTS if x[0] == key)
        b = 410 + k * 7
        rows.append(f"""    [{b}] row ''
      [{b + 1}] cell '{s_[1]}, 2025 \u00b7 {s_[2]}'
      [{b + 2}] cell '{s_[3]}'
      [{b + 3}] cell '{s_[4]}'
      [{b + 4}] cell '{hrs[key]:.1f} h'
      [{b + 5}] cell ''
        [{b + 6}] button 'Cancel'""")
    dlg = """  [450] dialog 'Cancel this shift?', modal=True
    StaticText 'Warehouse sorting \u00b7 Sat, Apr 12, 2025 \u00b7 9:00 AM - 12:00 PM \u00b7 Northgate Warehouse'
    StaticText 'Please cancel at least 24 hours ahead so the coordinator can fill your spot.'
    [454] button 'Yes, cancel'
    [455] button 'Keep my shift'
""" if dialog else ""
    alert = f"""  [402] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = vol_head() + f"""
[100] main ''
{dlg}{alert}  heading 'My shifts'
  StaticText 'Upcoming: {len(keys)} shift{'s' if len(keys) != 1 else ''}, {sum(hrs[k] for k in keys):.1f} hours scheduled'
  StaticText 'Hours logged in 2025: 46.5 (goal 100)'
  [404] table 'Upcoming shifts'
    [405] row ''
      [406] columnheader 'When'
      [407] columnheader 'Role'
      [408] columnheader 'Location'
      [409] columnheader 'Length'
{chr(10).join(rows)}
  heading 'Recent'
  StaticText 'Sat, Mar 29, 2025 \u00b7 Warehouse sorting \u00b7 3.0 h \u00b7 logged'
  StaticText 'Thu, Mar 20, 2025 \u00b7 Pantry distribution \u00b7 2.5 h \u00b7 logged'"""
    return pg("My shifts | Volunteer Hub", VOL + "/me/shifts", body)


def t21(rs: RowSet) -> None:
    turns = [
        ("click('320')", vol_find({"sat1", "thu"}, msg="You are signed up: Pantry distribution, Thu, Apr 10, 5:30 PM - 8:00 PM. A reminder will be emailed the day before.")),
        ("select_option('210', 'Eastside Pantry')", vol_find({"sat1", "thu"}, "Eastside Pantry")),
        ("click('16')", vol_mine(["thu", "sat1"])),
        ("click('423')", vol_mine(["thu", "sat1"], dialog=True)),
        ("click('454')", vol_mine(["thu"], msg="Your spot on Sat, Apr 12 (Warehouse sorting) was released.")),
        ("click('15')", vol_find({"thu"}, bump={"mon": 1})),
    ]
    rs.add("web", "h57-web-21", system("the Volunteer Hub of Cascade Community Food Bank, signed in as volunteer Noah Petersen"),
           turns, state=vol_find({"sat1"}))


# ---------------------------------------------------------------------------------------------
# 22 Veterinary clinic client portal. Bad: back on Biscuit's Overview tab the medication list has
# Bravecto where it listed NexGard Spectra one turn earlier (only the Vaccinations tab was opened).
# ---------------------------------------------------------------------------------------------
VET = "https://elmstreetvet.pawportal.com"
MEDS = [("Apoquel 16 mg tablet", "1/2 tablet by mouth twice daily", "Dr. Amara Okafor", "Refills left: 2"),
        ("NexGard Spectra chewable (15.1-30 kg)", "1 chew monthly, next dose Nov 1, 2024", "Dr. Amara Okafor", "Refills left: 5"),
        ("Welactin canine fish oil", "1 pump daily with food", "Dr. Lucas Brandt", "Over the counter")]


def vet_head() -> str:
    return """[10] banner ''
  [12] link 'Elm Street Animal Hospital \u00b7 PawPortal'
  [14] navigation ''
    [15] link 'Home'
    [16] link 'My pets'
    [17] link 'Appointments'
    [18] link 'Prescriptions'
    [19] link 'Messages'
  [22] button 'Claire Dubois', hasPopup='menu'"""


def vet_home() -> str:
    body = vet_head() + """
[100] main ''
  heading 'Hello, Claire'
  StaticText 'Thursday, October 24, 2024'
  heading 'Your pets'
  [110] link 'Biscuit \u00b7 Beagle \u00b7 6 years'
  [111] link 'Mochi \u00b7 Domestic shorthair \u00b7 3 years'
  heading 'Reminders'
  StaticText 'Biscuit: Bordetella vaccine due Nov 2, 2024'
  StaticText 'Mochi: Annual wellness exam due Dec 5, 2024'
  heading 'Upcoming appointments'
  StaticText 'No upcoming appointments.'
  [130] link 'Book appointment'"""
    return pg("Home | PawPortal", VET + "/home", body)


def vet_tabs(sel: str) -> str:
    return "\n".join(f"  [{201 + j}] tab '{n}', selected={'True' if n == sel else 'False'}" for j, n in enumerate(
        ["Overview", "Vaccinations", "Visits", "Lab results", "Documents"]))


def vet_pet(tab: str, meds: list[tuple[str, str, str, str]] | None = None) -> str:
    if tab == "Overview":
        m = "\n".join(f"""    [{262 + 5 * k}] row ''
      [{263 + 5 * k}] cell '{n}'
      [{264 + 5 * k}] cell '{d}'
      [{265 + 5 * k}] cell '{who}'
      [{266 + 5 * k}] cell '{r}'""" for k, (n, d, who, r) in enumerate(meds or MEDS))
        content = f"""  [220] table 'Details'
    [221] row ''
      [222] cell 'Species / breed'
      [223] cell 'Dog / Beagle'
    [224] row ''
      [225] cell 'Sex'
      [226] cell 'Male, neutered'
    [227] row ''
      [228] cell 'Born'
      [229] cell 'Mar 3, 2018 (6 years)'
    [230] row ''
      [231] cell 'Weight'
      [232] cell '28.4 lb (Sep 18, 2024)'
    [233] row ''
      [234] cell 'Microchip'
      [235] cell '985141000482317'
    [236] row ''
      [237] cell 'Allergies'
      [238] cell 'Chicken protein (skin)'
  heading 'Current medications'
  [260] table 'Current medications'
    [261] row ''
      [290] columnheader 'Medication'
      [291] columnheader 'Directions'
      [292] columnheader 'Prescribed by'
      [293] columnheader 'Refills'
{m}
  [296] link 'Request a refill'
  heading 'Last visit'
  StaticText 'Sep 18, 2024 \u00b7 Dr. Amara Okafor \u00b7 Recheck: itchy skin, ears clean, continue Apoquel'"""
    else:
        content = """  [240] table 'Vaccinations'
    [241] row ''
      [242] columnheader 'Vaccine'
      [243] columnheader 'Given'
      [244] columnheader 'Due'
      [245] columnheader 'Status'
    [246] row ''
      [247] cell 'Bordetella (intranasal)'
      [248] cell 'Nov 2, 2023'
      [249] cell 'Nov 2, 2024'
      [250] cell 'Due soon'
    [251] row ''
      [252] cell 'Leptospirosis (4-way)'
      [253] cell 'May 14, 2024'
      [254] cell 'May 14, 2025'
      [255] cell 'Current'
    [256] row ''
      [257] cell 'Rabies (3-year)'
      [258] cell 'May 10, 2023'
      [259] cell 'May 10, 2026'
      [260] cell 'Current'
    [261] row ''
      [262] cell 'DHPP (3-year)'
      [263] cell 'May 10, 2023'
      [264] cell 'May 10, 2026'
      [265] cell 'Current'
  [270] link 'Download rabies certificate (PDF)'"""
    body = vet_head() + f"""
[100] main ''
  heading 'Biscuit'
  [104] img 'Photo of Biscuit'
  [106] button 'Book appointment'
  [200] tablist ''
{vet_tabs(tab)}
{content}"""
    return pg("Biscuit | PawPortal", VET + "/pets/48213" + ("" if tab == "Overview" else "/vaccinations"), body)


def vet_book(reason: str = "", slot: str = "") -> str:
    ropts = "\n".join(f"    [{311 + j}] option '{o}', selected={'True' if o == (reason or 'Choose a reason') else 'False'}" for j, o in enumerate(
        ["Choose a reason", "Wellness exam", "Vaccination: Bordetella", "Skin or ear problem", "Sick visit", "Nail trim"]))
    slots = [("9:00 AM", "Dr. Lucas Brandt"), ("10:30 AM", "Dr. Amara Okafor"), ("11:15 AM", "Dr. Lucas Brandt"),
             ("2:45 PM", "Dr. Amara Okafor"), ("4:00 PM", "Dr. Priya Shah")]
    sl = "\n".join(f"    [{331 + j}] radio '{t} with {d}', checked='{'true' if f'{t} with {d}' == slot else 'false'}'" for j, (t, d) in enumerate(slots))
    extra = """  StaticText 'Estimated cost: Bordetella vaccine $38.00 plus technician visit $25.00'
""" if reason else ""
    body = vet_head() + f"""
[100] main ''
  heading 'Book an appointment'
  [302] combobox 'Pet', hasPopup='menu', expanded=False
    [303] option 'Biscuit', selected=True
  [310] combobox 'Reason for visit'{', focused' if reason and not slot else ''}, hasPopup='menu', expanded=False
{ropts}
{extra}  [320] textbox 'Date'
    StaticText '2024-10-31'
  StaticText 'Thursday, October 31, 2024: 5 openings'
  [330] radiogroup 'Available times'
{sl}
  [340] textbox 'Notes for the clinic'
  [342] button 'Request appointment', disabled={'False' if reason and slot else 'True'}"""
    return pg("Book an appointment | PawPortal", VET + "/appointments/new?pet=48213", body)


def vet_done() -> str:
    body = vet_head() + """
[100] main ''
  [402] alert ''
    StaticText 'Appointment requested. Reference APT-77310. The clinic will confirm by email within one business day.'
  heading 'Appointments'
  [410] table 'Upcoming'
    [411] row ''
      [412] cell 'Thu, Oct 31, 2024 10:30 AM'
      [413] cell 'Biscuit'
      [414] cell 'Vaccination: Bordetella'
      [415] cell 'Dr. Amara Okafor'
      [416] cell 'Requested'
  [420] link 'Add to calendar'"""
    return pg("Appointments | PawPortal", VET + "/appointments", body)


def t22(rs: RowSet) -> None:
    wrong = list(MEDS)
    wrong[1] = ("Bravecto chewable (10-20 kg)", "1 chew every 12 weeks, next dose Nov 1, 2024", "Dr. Amara Okafor", "Refills left: 5")
    slot = "10:30 AM with Dr. Amara Okafor"
    turns = [
        ("click('110')", vet_pet("Overview")),
        ("click('202')", vet_pet("Vaccinations")),
        ("click('201')", vet_pet("Overview", wrong)),
        ("click('106')", vet_book()),
        ("select_option('310', 'Vaccination: Bordetella')", vet_book("Vaccination: Bordetella")),
        ("click('332')", vet_book("Vaccination: Bordetella", slot)),
        ("click('342')", vet_done()),
    ]
    rs.add("web", "h57-web-22", system("PawPortal, the client portal of Elm Street Animal Hospital, signed in as Claire Dubois"),
           turns, state=vet_home(), bad=True, turn=3,
           kind="Biscuit's Overview lists Bravecto as his flea and tick medication where the same list showed NexGard Spectra two turns earlier, with only the Vaccinations tab opened in between.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t06, t05, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
