# ruff: noqa: E501
"""Holdout22, domain web: 22 BrowserGym trajectories (11 with exactly one world-model contradiction, 11 clean).

Each observation is the page's accessibility tree (bids in brackets). Half the trajectories use mainstream
sites (a Magento shop and its admin, GitLab, a Postmill forum, OpenStreetMap, Roundcube / Outlook mail,
WordPress), half less common ones (Koha OPAC, a clinic portal, a vendor portal, DokuWiki, osTicket, OpenWrt
LuCI, Redmine, Odoo, Moodle, Home Assistant, Nextcloud). Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

import re
import textwrap
from datetime import date
from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"
_BID = re.compile(r"^(?:click|fill|select_option|press|check|uncheck|hover|dblclick|focus|clear)\('(\d+)'")


def tr(block: str) -> list[str]:
    """A tree written with two spaces per level, returned as tab-indented lines."""
    out = []
    for ln in textwrap.dedent(block).strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (n // 2) + ln.strip())
    return out


def ind(lines: list[str], k: int = 1) -> list[str]:
    return ["\t" * k + ln for ln in lines]


def add(rs: RowSet, tid: str, state: str, turns: list[tuple[str, str]], *, bad: bool = False,
        turn: int | None = None, kind: str = "clean") -> None:
    """Check that every action's bid is on the screen it acts on, then add the trajectory."""
    prev = state
    for i, (action, obs) in enumerate(turns, 1):
        m = _BID.match(action)
        if m:
            assert f"[{m.group(1)}]" in prev, (tid, i, action)
        assert len(obs) < 8000, (tid, i, len(obs))
        prev = obs
    assert 6 <= len(turns) <= 12, (tid, len(turns))
    rs.add(task=TASK, tid=tid, system=WEB_SYSTEM, turns=turns, state=state, bad=bad, turn=turn, kind=kind)


# ---------------------------------------------------------------------------------------------------------
# One Stop Market (Magento storefront)

SHOP = "http://localhost:7770"
CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
        "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
        "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_head(cart: int) -> list[str]:
    out = tr("""
        [227] banner ''
          [230] list ''
            [231] listitem ''
              [232] link 'My Account'
            [233] listitem ''
              [234] link 'My Wish List'
            [235] listitem ''
              [236] link 'Sign Out'
            StaticText 'Welcome, Emma Lopez!'
          [238] link 'Skip to Content'
          [239] link 'store logo'
            [240] img 'one_stop_market_logo'
          [241] link 'My Cart'
    """)
    if cart:
        out += [f"\t\tStaticText '{cart}'", f"\t\tStaticText '{cart}'", "\t\tStaticText 'items'"]
    out += tr("""
          [264] Section ''
            [265] LabelText ''
              StaticText 'Search'
            [266] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False
            [268] button 'Search', disabled=True
        [271] tablist '', multiselectable=False, orientation='horizontal'
          [272] tabpanel ''
            [274] menu '', orientation='vertical'
    """)
    out += [f"\t\t\t[{276 + 2 * i}] menuitem '{c}', hasPopup='menu'" for i, c in enumerate(CATS)]
    return out


SHOP_FOOT = tr("""
    [1700] contentinfo ''
      [1702] LabelText ''
        StaticText 'Sign Up for Our Newsletter:'
      [1703] textbox 'Sign Up for Our Newsletter:'
      [1704] button 'Subscribe'
      [1706] link 'Privacy and Cookie Policy'
      [1707] link 'Search Terms'
      [1708] link 'Advanced Search'
      [1709] link 'Contact Us'
      [1710] link 'Orders and Returns'
    StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
""")


def shop_product(p: dict, cart: int, qty: str = "1", msg: bool = False, minicart: list[str] | None = None) -> str:
    lines = shop_head(cart)
    if minicart:
        lines += minicart
    if msg:
        lines += tr(f"""
            [1477] alert '', live='assertive', atomic=True, relevant='additions text'
              StaticText 'You added {p["name"]} to your '
              [1478] link 'shopping cart'
              StaticText '.'
        """)
    lines += ["[1490] list ''", "\t[1491] listitem ''", "\t\t[1492] link 'Home'"]
    for j, c in enumerate(p["crumbs"]):
        lines += [f"\t[{1493 + 2 * j}] listitem ''", f"\t\t[{1494 + 2 * j}] link '{c}'"]
    lines += [f"\tStaticText '{p['name']}'"]
    lines += tr(f"""
        [1500] main ''
          heading '{p["name"]}'
          StaticText 'Rating:'
          generic '{p["rating"]}%'
          [1505] link '{p["reviews"]}  Reviews'
          [1506] link 'Add Your Review'
          StaticText '${p["price"]}'
          StaticText 'IN STOCK'
          StaticText 'SKU'
          StaticText '{p["sku"]}'
          [1512] LabelText ''
            StaticText 'Qty'
          [1513] spinbutton 'Qty', required=False, value='{qty}'
          [1514] button 'Add to Cart'
          [1516] link 'Add to Wish List'
          [1517] link 'Add to Compare'
          [1519] tablist '', multiselectable=False, orientation='horizontal'
            [1520] tab 'Details', selected=True
            [1521] tab 'Reviews ({p["reviews"]})', selected=False
          [1522] tabpanel 'Details'
    """)
    lines += [f"\t\tStaticText '{d}'" for d in p["details"]]
    lines += ["\theading 'Related Products'", "\t[1558] list ''"]
    for j, (n, pr) in enumerate(p["related"]):
        lines += [f"\t\t[{1559 + 3 * j}] listitem ''", f"\t\t\t[{1560 + 3 * j}] link '{n}'",
                  f"\t\t\tStaticText '${pr}'"]
    return axtree(p["name"], lines + SHOP_FOOT, f"{SHOP}/{p['slug']}.html")


def shop_cart(rows: list[tuple[str, str, int, str]], summary: tuple[str, str, str], cart: int,
              qtys: list[int] | None = None, msg: str | None = None) -> str:
    lines = shop_head(cart)
    if msg:
        lines += ["[1475] alert '', live='assertive', atomic=True, relevant='additions text'", f"\tStaticText '{msg}'"]
    lines += tr("""
        [1500] main ''
          heading 'Shopping Cart'
          [1503] table 'Shopping Cart Items'
            [1504] caption ''
              StaticText 'Shopping Cart Items'
            [1505] rowgroup ''
              [1506] row ''
                [1507] columnheader 'Item', required=False
                [1508] columnheader 'Price', required=False
                [1509] columnheader 'Qty', required=False
                [1510] columnheader 'Subtotal', required=False
    """)
    for j, (name, price, _q, sub) in enumerate(rows):
        b = 1520 + 12 * j
        shown = (qtys or [r[2] for r in rows])[j]
        lines += ind(tr(f"""
            [{b}] rowgroup ''
              [{b + 1}] row ''
                [{b + 2}] gridcell '{name}', required=False
                  [{b + 3}] link '{name}'
                [{b + 4}] gridcell '${price}', required=False
                  StaticText '${price}'
                [{b + 5}] gridcell 'Qty', required=False
                  [{b + 6}] spinbutton 'Qty', required=False, value='{shown}'
                [{b + 7}] gridcell '${sub}', required=False
                  StaticText '${sub}'
              [{b + 8}] row ''
                [{b + 9}] link 'Edit item parameters'
                [{b + 10}] link 'Remove item'
        """), 2)
    sub, ship, total = summary
    lines += ind(tr(f"""
          [1580] link 'Continue Shopping'
          [1581] button 'Update Shopping Cart'
          [1583] heading 'Apply Discount Code'
          heading 'Summary'
          [1590] heading 'Estimate Shipping and Tax'
          [1592] table 'Order Total'
            [1593] rowgroup ''
              [1594] row ''
                [1595] rowheader 'Subtotal', required=False
                [1596] gridcell '${sub}', required=False
              [1597] row ''
                [1598] rowheader 'Shipping (Flat Rate - Fixed)', required=False
                [1599] gridcell '${ship}', required=False
              [1600] row ''
                [1601] rowheader 'Order Total', required=False
                [1602] gridcell '${total}', required=False
          [1605] button 'Proceed to Checkout'
          [1606] link 'Check Out with Multiple Addresses'
    """), 1)
    return axtree("Shopping Cart", lines + SHOP_FOOT, f"{SHOP}/checkout/cart/")


def t01(rs: RowSet) -> None:
    a = dict(name="Takeya Patented Deluxe Cold Brew Coffee Maker, 1 Quart, Black", price="24.99", sku="B01M0K9OAA",
             slug="takeya-patented-deluxe-cold-brew-coffee-maker-1-quart-black", rating=86, reviews=12,
             crumbs=["Home & Kitchen", "Kitchen & Dining", "Coffee, Tea & Espresso"],
             details=["Airtight, leakproof lid and non-slip silicone handle; fits most refrigerator doors.",
                      "Fine-mesh filter holds 14-16 tablespoons of ground coffee for up to 4 servings of concentrate.",
                      "Durable BPA-free Tritan pitcher, dishwasher safe.",
                      "Product Dimensions: 4.1 x 4.1 x 11.6 inches; 1.15 Pounds",
                      "Item model number: 10310", "Date First Available: October 30, 2016",
                      "Manufacturer: Takeya USA"],
             related=[("Hario Mizudashi Cold Brew Coffee Pot, 1000ml, Brown", "18.50"),
                      ("Coffee Gator Cold Brew Coffee Maker, 1.9L", "35.99"),
                      ("County Line Kitchen Cold Brew Mason Jar Coffee Maker, 2 Quart", "29.95")])
    b = dict(name="Hario Mizudashi Cold Brew Coffee Pot, 1000ml, Brown", price="18.50", sku="B001P3ND5C",
             slug="hario-mizudashi-cold-brew-coffee-pot-1000ml-brown", rating=90, reviews=31,
             crumbs=["Home & Kitchen", "Kitchen & Dining", "Coffee, Tea & Espresso"],
             details=["Heat-resistant glass pitcher with a removable fine-mesh filter.",
                      "Makes 4-5 cups of cold brew in 8 hours; slim design fits in a refrigerator door.",
                      "Made in Japan.",
                      "Product Dimensions: 3.5 x 3.5 x 11.4 inches; 15.2 Ounces",
                      "Item model number: MCPN-14CBR", "Date First Available: February 2, 2009",
                      "Manufacturer: Hario"],
             related=[("Takeya Patented Deluxe Cold Brew Coffee Maker, 1 Quart, Black", "24.99"),
                      ("Hario Cold Brew Coffee Bottle, 650ml, Olive Wood", "27.00"),
                      ("Toddy Cold Brew System, Commercial Model", "42.50")])
    mini = tr(f"""
        [1440] dialog '', modal=False
          [1441] button 'Close'
          StaticText '3'
          StaticText 'Items in Cart'
          StaticText 'Cart Subtotal'
          StaticText '$61.99'
          [1446] button 'Proceed to Checkout'
          [1448] list ''
            [1449] listitem ''
              [1450] link '{b["name"]}'
              StaticText '$18.50'
              [1452] LabelText ''
                StaticText 'Qty:'
              [1453] spinbutton 'Qty:', required=False, value='2'
              [1455] link 'Edit item'
              [1456] link 'Remove item'
            [1457] listitem ''
              [1458] link '{a["name"]}'
              StaticText '$24.99'
              [1460] LabelText ''
                StaticText 'Qty:'
              [1461] spinbutton 'Qty:', required=False, value='1'
              [1463] link 'Edit item'
              [1464] link 'Remove item'
          [1466] link 'View and Edit Cart'
    """)
    rows3 = [(a["name"], "24.99", 1, "24.99"), (b["name"], "18.50", 2, "37.00")]
    rows4 = [(a["name"], "24.99", 2, "49.98"), (b["name"], "18.50", 2, "37.00")]
    checkout = axtree("Checkout", tr("""
        [120] banner ''
          [122] link 'store logo'
            [123] img 'one_stop_market_logo'
          [125] link 'My Cart'
            StaticText '4'
        [130] list ''
          [131] listitem ''
            StaticText 'Shipping'
          [132] listitem ''
            StaticText 'Review & Payments'
        [140] main ''
          heading 'Shipping Address'
          [142] group ''
            StaticText 'Emma Lopez'
            StaticText '101 S San Mateo Dr'
            StaticText 'San Mateo, California 94010'
            StaticText 'United States'
            [147] link '6505551212'
            [148] button 'Ship Here', disabled=True
          [150] button 'New Address'
          heading 'Shipping Methods'
          [153] table ''
            [154] row ''
              [155] cell ''
                [156] radio 'Fixed Flat Rate', checked='true'
              [157] cell '$20.00'
              [158] cell 'Fixed'
              [159] cell 'Flat Rate'
          [161] button 'Next'
        [170] complementary 'Order Summary'
          heading 'Order Summary'
          [172] tab '4 Items in Cart', expanded=False, selected=False
    """), f"{SHOP}/checkout/#shipping")
    turns = [
        ("click('1514')", shop_product(a, 1, msg=True)),
        ("click('1560')", shop_product(b, 1)),
        ("fill('1513', '2')", shop_product(b, 1, qty="2")),
        ("click('1514')", shop_product(b, 3, qty="2", msg=True)),
        ("click('241')", shop_product(b, 3, qty="2", msg=True, minicart=mini)),
        ("click('1466')", shop_cart(rows3, ("61.99", "15.00", "76.99"), 3)),
        ("fill('1526', '2')", shop_cart(rows3, ("61.99", "15.00", "76.99"), 3, qtys=[2, 2])),
        ("click('1581')", shop_cart(rows4, ("61.99", "20.00", "81.99"), 4)),
        ("click('1605')", checkout),
    ]
    add(rs, "h22-web-01", shop_product(a, 0), turns, bad=True, turn=8,
        kind="after the quantity update the cart Subtotal stays $61.99 although its lines (2 x $24.99 + 2 x $18.50) now come to $86.98")


# ---------------------------------------------------------------------------------------------------------
# GitLab (WebArena-style instance)

GL = "http://localhost:8023"


def gl_head(assigned: int, mrs: int, todos: int) -> list[str]:
    return tr(f"""
        [45] link 'Skip to content'
        [46] banner ''
          [52] link 'Dashboard'
          [58] button 'Main menu'
          [66] textbox 'Search GitLab'
          [80] button 'Create new...'
          [88] link 'Issues'
            StaticText '{assigned}'
          [91] link 'Merge requests'
            StaticText '{mrs}'
          [94] link 'To-Do List'
            StaticText '{todos}'
          [98] button "Byte Blaze user's menu"
    """)


def gl_side(project: str, issues: int, mrs: int, active: str) -> list[str]:
    items = [("Project information", None), ("Repository", None), ("Issues", issues), ("Merge requests", mrs),
             ("CI/CD", None), ("Deployments", None), ("Packages and registries", None), ("Monitor", None),
             ("Analytics", None), ("Wiki", None), ("Snippets", None), ("Settings", None)]
    out = ["[104] complementary 'Project navigation'", f"\t[106] link '{project}'"]
    for j, (name, cnt) in enumerate(items):
        out.append(f"\t[{110 + 4 * j}] link '{name}'")
        if cnt is not None:
            out.append(f"\t\tStaticText '{cnt}'")
    out.append("\t[160] button 'Collapse sidebar'")
    return out


# (iid, title, created, author, labels, updated, sort-key-days-since-update, comments, assignee)
TT_OPEN = [
    (45, "Add --since flag to report command", "2 days ago", "Byte Blaze", ["feature"], "2 days ago", 2.0, 1, "Byte Blaze"),
    (44, "Crash when config file has a UTF-8 BOM", "3 days ago", "Sarah Kim", ["bug"], "1 day ago", 1.2, 4, ""),
    (43, "Document the JSON output schema", "5 days ago", "Byte Blaze", ["docs"], "5 days ago", 5.0, 0, ""),
    (41, "Timer keeps running after laptop sleeps", "1 week ago", "Roshan Jossy", ["bug"], "2 days ago", 1.9, 6, "Byte Blaze"),
    (40, "Support XDG_CONFIG_HOME", "1 week ago", "Abishek S", ["feature"], "6 days ago", 6.1, 2, ""),
    (38, "Optionally round durations to the nearest 15 minutes", "2 weeks ago", "Sarah Kim", ["feature"], "1 week ago", 8.0, 3, ""),
    (37, "Colors unreadable on light terminal themes", "2 weeks ago", "Lena Ortiz", ["bug", "ux"], "3 days ago", 3.1, 5, ""),
    (35, "Export entries to iCal", "3 weeks ago", "Abishek S", ["feature"], "3 weeks ago", 21.0, 0, ""),
    (33, "Tab completion for project names", "3 weeks ago", "Byte Blaze", ["feature"], "2 weeks ago", 15.0, 2, "Byte Blaze"),
    (31, "Weekly report totals off by one day at DST change", "1 month ago", "Roshan Jossy", ["bug"], "4 days ago", 4.2, 9, "Byte Blaze"),
    (28, "Add a Windows CI job", "1 month ago", "Lena Ortiz", ["ci"], "1 month ago", 30.0, 1, ""),
    (24, "Migrate from setup.py to pyproject.toml", "2 months ago", "Byte Blaze", ["chore"], "2 weeks ago", 14.0, 3, ""),
    (19, "Allow tags on entries", "3 months ago", "Sarah Kim", ["feature"], "2 months ago", 60.0, 7, ""),
    (12, "Man page", "4 months ago", "Byte Blaze", ["docs"], "3 months ago", 95.0, 1, ""),
]
NEW46 = "`stop --at` ignores the timezone offset"


def gl_issue_rows(rows: list[tuple], base: int = 300) -> list[str]:
    out = ["[290] list 'Issues'"]
    for j, (iid, title, created, author, labels, updated, _k, comments, assignee) in enumerate(rows):
        b = base + 8 * j
        out += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link '{title}'",
                f"\t\tStaticText '#{iid} · created {created} by'", f"\t\t[{b + 2}] link '{author}'"]
        for k, lab in enumerate(labels):
            out.append(f"\t\t[{b + 3 + k}] link '{lab}'")
        if assignee:
            out.append(f"\t\t[{b + 5}] link 'Assigned to {assignee}'")
        if comments:
            out.append(f"\t\t[{b + 6}] link '{comments}'")
        out.append(f"\t\tStaticText 'updated {updated}'")
    return out


def gl_issue_list(counts: tuple[int, int], head: tuple[int, int, int], rows: list[tuple], sort: str,
                  tab: str = "Open", dropdown: bool = False) -> str:
    o, c = counts
    lines = gl_head(*head) + gl_side("timetrack", o, 1, "Issues") + tr(f"""
        [170] navigation 'Breadcrumbs'
          [172] link 'Byte Blaze'
          [173] link 'timetrack'
          [174] link 'Issues'
        [180] main ''
          [182] tablist ''
            [183] tab 'Open {o}', selected={tab == "Open"}
            [184] tab 'Closed {c}', selected={tab == "Closed"}
            [185] tab 'All {o + c}', selected=False
          [190] button 'Bulk edit'
          [191] link 'New issue'
          [195] textbox 'Search or filter results...'
          [198] button '{sort}', expanded={dropdown}
    """)
    if dropdown:
        opts = ["Priority", "Created date", "Updated date", "Closed date", "Milestone due date", "Due date",
                "Popularity", "Label priority", "Manual", "Title", "Weight"]
        lines += ["\t\t[240] listbox ''"] + [
            f"\t\t\t[{241 + j}] option '{x}', selected={x == sort}" for j, x in enumerate(opts)]
    lines += ["\t[199] button 'Sort direction: Descending'"] + ind(gl_issue_rows(rows), 1)
    if tab == "Closed":
        lines += ind(tr("""
            [470] navigation 'Pagination'
              [471] link 'Prev', disabled=True
              [472] link '1', current='page'
              [473] link '2'
              [474] link 'Next'
        """), 1)
    return axtree("Issues · Byte Blaze / timetrack · GitLab", lines,
                  f"{GL}/byteblaze/timetrack/-/issues" + ("?state=closed" if tab == "Closed" else "")
                  + ("&sort=updated_desc" if tab == "Closed" else ("?sort=updated_desc" if sort == "Updated date" else "")))


def gl_issue46(head: tuple[int, int, int], created: str, assigned: str | None, activity: list[str],
               closed: bool = False, title: str = NEW46) -> str:
    lines = gl_head(*head) + gl_side("timetrack", 14 if closed else 15, 1, "Issues") + tr(f"""
        [170] navigation 'Breadcrumbs'
          [172] link 'Byte Blaze'
          [173] link 'timetrack'
          [174] link 'Issues'
          [175] link '#46'
        [180] main ''
          StaticText '{"Closed" if closed else "Open"}'
          StaticText 'Issue created {created} by'
          [184] link 'Byte Blaze'
          [186] button '{"Reopen issue" if closed else "Close issue"}'
          [187] button 'Issue actions'
          heading '{title}'
          [190] paragraph ''
            StaticText 'Running `timetrack stop --at 17:30+02:00` records the stop time as 17:30 UTC. Expected 15:30 UTC.'
          [191] paragraph ''
            StaticText 'Steps: start a timer, run the command above, then `timetrack show last`. Version 0.9.2, Python 3.11.'
          [193] button 'Add reaction'
          heading 'Linked items 0'
          [197] button 'Add a related issue'
          heading 'Activity'
          [200] button 'Sort or filter'
    """)
    for j, a in enumerate(activity):
        lines += [f"\t[{210 + 3 * j}] listitem ''", f"\t\tStaticText '{a}'"]
    lines += tr("""
          [240] textbox 'Comment'
          [241] button 'Comment'
        [250] complementary 'Issue sidebar'
          StaticText 'Assignee'
          [252] button 'Edit'
    """)
    if assigned:
        lines += [f"\t[253] link '{assigned}'", "\tStaticText '@byteblaze'"]
    else:
        lines += ["\tStaticText 'None -'", "\t[254] button 'assign yourself'"]
    lines += ind(tr("""
          StaticText 'Labels'
          [256] button 'Edit'
          StaticText 'None'
          StaticText 'Milestone'
          [258] button 'Edit'
          StaticText 'None'
          StaticText 'Due date'
          [260] button 'Edit'
          StaticText 'None'
          StaticText 'Time tracking'
          StaticText 'No estimate or time spent'
          StaticText 'Confidentiality'
          StaticText 'Not confidential'
          StaticText '1 participant'
          [266] link 'Byte Blaze'
          StaticText 'Notifications'
          [268] switch 'Notifications', checked=true
          StaticText 'Reference: byteblaze/timetrack#46'
          [270] button 'Copy reference'
    """))
    return axtree(f"{title} (#46) · Issues · Byte Blaze / timetrack · GitLab", lines,
                  f"{GL}/byteblaze/timetrack/-/issues/46")


def t02(rs: RowSet) -> None:
    by_created = TT_OPEN
    new = (46, NEW46, "2 minutes ago", "Byte Blaze", [], "1 minute ago", 0.0, 0, "Byte Blaze")
    rows6 = [new] + by_created
    new9 = (46, NEW46, "3 minutes ago", "Byte Blaze", [], "2 minutes ago", 0.0, 0, "Byte Blaze")
    by_upd = sorted([new9] + by_created, key=lambda r: r[6])
    upd11 = sorted(by_created, key=lambda r: r[6])
    new_form = axtree("New Issue · Byte Blaze / timetrack · GitLab", gl_head(5, 2, 7) + gl_side("timetrack", 14, 1, "Issues") + tr("""
        [170] navigation 'Breadcrumbs'
          [172] link 'Byte Blaze'
          [173] link 'timetrack'
          [174] link 'Issues'
          [175] link 'New'
        [180] main ''
          heading 'New Issue'
          [183] LabelText ''
            StaticText 'Title (required)'
          [184] textbox 'Title (required)', required=True, focused
          StaticText 'Type'
          [186] button 'Issue'
          [188] LabelText ''
            StaticText 'Description'
          [189] tablist ''
            [190] tab 'Write', selected=True
            [191] tab 'Preview', selected=False
          [193] textbox 'Description', multiline=True
          StaticText 'Supports Markdown. For quick actions, type /.'
          [196] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
          StaticText 'Assignee'
          [199] button 'Unassigned'
          [200] link 'Assign to me'
          StaticText 'Milestone'
          [202] button 'Milestone'
          StaticText 'Labels'
          [204] button 'Labels'
          StaticText 'Due date'
          [206] textbox 'Select due date'
          [210] button 'Create issue'
          [211] link 'Cancel'
    """), f"{GL}/byteblaze/timetrack/-/issues/new")
    title = NEW46
    desc = ("Running `timetrack stop --at 17:30+02:00` records the stop time as 17:30 UTC. Expected 15:30 UTC.\n\n"
            "Steps: start a timer, run the command above, then `timetrack show last`. Version 0.9.2, Python 3.11.")
    f2 = new_form.replace("[184] textbox 'Title (required)', required=True, focused",
                          f"[184] textbox 'Title (required)', required=True, value='{title}'")
    f3 = f2.replace("[193] textbox 'Description', multiline=True",
                    "[193] textbox 'Description', multiline=True, focused, value='" + desc.replace("\n", "\\n") + "'")
    act_assign = ["Byte Blaze assigned to @byteblaze 2 minutes ago"]
    turns = [
        ("click('191')", new_form),
        ("fill('184', '" + title + "')", f2),
        ("fill('193', '" + desc.replace("\n", "\\n") + "')", f3),
        ("click('210')", gl_issue46((5, 2, 7), "just now", None, [])),
        ("click('254')", gl_issue46((6, 2, 7), "1 minute ago", "Byte Blaze", ["Byte Blaze assigned to @byteblaze just now"])),
        ("click('118')", gl_issue_list((15, 31), (6, 2, 7), rows6, "Created date")),
        ("click('198')", gl_issue_list((15, 31), (6, 2, 7), rows6, "Created date", dropdown=True)),
        ("click('243')", gl_issue_list((15, 31), (6, 2, 7), by_upd, "Updated date")),
        ("click('301')", gl_issue46((6, 2, 7), "3 minutes ago", "Byte Blaze", act_assign)),
        ("click('186')", gl_issue46((5, 2, 7), "3 minutes ago", "Byte Blaze", act_assign + ["Byte Blaze closed just now"], closed=True)),
        ("click('118')", gl_issue_list((14, 32), (5, 2, 7), upd11, "Updated date")),
    ]
    closed = [
        (46, NEW46, "4 minutes ago", "Byte Blaze", [], "just now", 0, 0, "Byte Blaze"),
        (42, "Bump click to 8.1.7", "1 week ago", "Lena Ortiz", ["chore"], "4 days ago", 4, 1, ""),
        (39, "Crash on empty database", "2 weeks ago", "Sarah Kim", ["bug"], "1 week ago", 7, 3, "Byte Blaze"),
        (36, "Add --json flag to list", "3 weeks ago", "Abishek S", ["feature"], "2 weeks ago", 14, 2, "Byte Blaze"),
        (34, "Entries with no project break the weekly report", "3 weeks ago", "Roshan Jossy", ["bug"], "2 weeks ago", 15, 4, ""),
        (32, "Typo in README install section", "1 month ago", "Lena Ortiz", ["docs"], "1 month ago", 29, 0, ""),
        (30, "Drop Python 3.7 support", "1 month ago", "Byte Blaze", ["chore"], "1 month ago", 31, 1, "Byte Blaze"),
        (29, "Edit command opens $EDITOR twice", "1 month ago", "Sarah Kim", ["bug"], "1 month ago", 33, 2, ""),
        (27, "Config validation error messages are unclear", "2 months ago", "Abishek S", ["ux"], "1 month ago", 40, 5, ""),
        (26, "Add CONTRIBUTING.md", "2 months ago", "Byte Blaze", ["docs"], "2 months ago", 50, 0, ""),
    ]
    turns.append(("click('184')", gl_issue_list((14, 32), (5, 2, 7), closed, "Updated date", tab="Closed")))
    add(rs, "h22-web-02", gl_issue_list((14, 31), (5, 2, 7), TT_OPEN, "Created date"), turns)


# ---------------------------------------------------------------------------------------------------------
# Postmill forum (WebArena-style Reddit clone)

FORUM = "http://localhost:9999"


def pm_head(user: str = "MarvelsGrantMan136", notes: int = 0) -> list[str]:
    return tr(f"""
        [12] link 'Jump to main content'
        [13] link 'Jump to sidebar'
        [14] navigation ''
          [17] link 'Home'
            StaticText 'Postmill'
          [20] link 'Forums'
          [21] link 'Wiki'
          [23] searchbox 'Search query'
          [25] link 'Notifications ({notes})'
          [26] link 'Submit'
          [28] button '{user}', hasPopup='menu', expanded=False
    """)


def pm_side(forum: str, subs: str, subscribed: bool, about: list[str]) -> list[str]:
    out = tr(f"""
        [900] complementary ''
          [902] heading '{forum}'
            [903] link '{forum}'
          [905] button '{"Unsubscribe" if subscribed else "Subscribe"}'
          StaticText '{subs}'
    """)
    return out + [f"\tStaticText '{a}'" for a in about] + ind(tr("""
          [912] link 'Submit a new link'
          [913] link 'Submit a new text post'
          [915] link 'Moderation log'
    """))


def pm_listing(forum: str, sort: str, posts: list[tuple], side: list[str]) -> str:
    """posts: (title, score, when, iso, author, comments, voted)."""
    lines = pm_head() + tr(f"""
        [30] main ''
          [32] heading '{forum}'
          [34] navigation ''
            [35] link 'Hot'{", focused" if sort == "Hot" else ""}
            [36] link 'New'{", focused" if sort == "New" else ""}
            [37] link 'Active'
            [38] link 'Top'
            [39] link 'Controversial'
    """)
    for j, (title, score, when, iso, author, comments, voted) in enumerate(posts):
        b = 100 + 12 * j
        lines += ind(tr(f"""
              [{b}] article ''
                [{b + 1}] heading '{title}'
                  [{b + 2}] link '{title}'
                StaticText 'Submitted by'
                [{b + 3}] link '{author}'
                [{b + 4}] time '{iso}'
                  StaticText '{when}'
                [{b + 5}] link '{comments} comment{"s" if comments != 1 else ""}'
                [{b + 6}] button 'Upvote'{", pressed=true" if voted else ""}
                StaticText '{score}'
                [{b + 7}] button 'Downvote'
        """), 1)
    return axtree(f"/f/{forum}", lines + side, f"{FORUM}/f/{forum}" + ("/new" if sort == "New" else ""))


def pm_thread(forum: str, pid: int, slug: str, title: str, author: str, when: str, iso: str, body: list[str],
              score: int, voted: bool, comments: list[tuple], side: list[str], draft: str | None = None,
              subscribed: bool = False) -> str:
    """comments: (author, iso, when, text, score)."""
    n = len(comments)
    lines = pm_head() + tr(f"""
        [30] main ''
          [33] article ''
            [35] heading '{title}'
              [36] link '{title}'
            StaticText 'Submitted by'
            [38] link '{author}'
            [39] time '{iso}'
              StaticText '{when}'
            StaticText 'in'
            [40] link '{forum}'
    """)
    lines += [f"\t\tStaticText '{b}'" for b in body]
    lines += ind(tr(f"""
            [45] link '{n} comment{"s" if n != 1 else ""}'
            [46] button 'Save'
            [47] button 'Share'
            [48] button 'Upvote'{", pressed=true" if voted else ""}
            StaticText '{score}'
            [49] button 'Downvote'
          [52] heading 'Comments'
          [55] Section ''
            [57] LabelText ''
              StaticText 'Comment'
            [58] textbox 'Comment', multiline=True{", focused, value='" + draft + "'" if draft else ""}
            [60] button 'Post'
    """), 1)
    for j, (cauthor, ciso, cwhen, text, cscore) in enumerate(comments):
        b = 300 + 10 * j
        lines += ind(tr(f"""
              [{b}] article ''
                [{b + 1}] link '{cauthor}'
                [{b + 2}] time '{ciso}'
                  StaticText '{cwhen}'
                StaticText '{text}'
                [{b + 3}] link 'Reply'
                [{b + 4}] link 'Permalink'
                [{b + 5}] button 'Upvote'
                StaticText '{cscore}'
                [{b + 6}] button 'Downvote'
        """), 1)
    return axtree(title, lines + side, f"{FORUM}/f/{forum}/{pid}/{slug}")


def t03(rs: RowSet) -> None:
    side = pm_side("HomeImprovement", "18,204 subscribers", False, [
        "Home improvement, repair, and DIY questions. Be civil, post photos, say what you already tried.",
        "Created Mar 3, 2021"])
    d = "Sunday, May 12, 2024 at "
    t1_title = "What caulk do you use for shower corners?"
    t1_body = ["Redoing the caulk in our fiberglass shower surround. The old bead is silicone and has mildew spots along the bottom corners.",
               "Is 100% silicone still the go-to, or is there something better for corners that flex a bit when you step in?"]
    c1 = [("grout_goblin", d + "6:40:13 PM UTC", "2 hours ago", "100% silicone, GE Silicone 2 Supreme kitchen and bath. Let it cure a full 24 hours before showering.", 9),
          ("DIYdad_Rick", d + "7:15:52 PM UTC", "2 hours ago", "Get ALL the old silicone off first. New silicone will not stick to old silicone. Mineral spirits on a rag for the residue.", 14),
          ("wet_paint_again", d + "8:57:30 PM UTC", "40 minutes ago", "Tape both sides with painters tape, run the bead, tool it with a wet finger, pull the tape immediately. Cleanest lines you will get.", 5)]
    mine1 = ("Seconding the full-removal advice. I use a plastic razor blade and then isopropyl alcohol before the new bead; "
             "mildew-resistant 100% silicone has held up three years in our corners.")
    c1b = c1 + [("MarvelsGrantMan136", d + "9:38:12 PM UTC", "just now", mine1, 1)]
    t2_title = "Best way to patch drywall behind a toilet?"
    t2_body = ["Plumber cut a 10x14 inch hole behind the toilet to get at the supply line. Do I need to pull the toilet to patch it properly, or can I work around it?",
               "Walls are 1/2 inch drywall, bathroom gets steamy."]
    c2 = [("mudslinger42", d + "5:02:19 PM UTC", "4 hours ago", "You can work around it. Square up the hole, screw in two furring strips as backing, then cut a patch to fit.", 11),
          ("renter_no_more", d + "5:10:44 PM UTC", "4 hours ago", "Do I need to tape the seams or just mud?", 3),
          ("mudslinger42", d + "5:21:08 PM UTC", "4 hours ago", "Tape. Paper or mesh, then three thin coats of mud. Sand lightly between coats.", 8),
          ("ToiletGuy", d + "6:05:37 PM UTC", "3 hours ago", "Shut the water off and disconnect the supply line first, gives you way more room to work.", 6),
          ("sandpaper_sam", d + "7:48:12 PM UTC", "1 hour ago", "Use setting-type compound (20 minute) for the first coat in a bathroom, it holds up better to moisture.", 4),
          ("renter_no_more", d + "8:30:55 PM UTC", "1 hour ago", "Thanks all, going with the furring strip method.", 2),
          ("paint_matcher", d + "9:20:41 PM UTC", "18 minutes ago", "Prime the patch before painting or it will flash through the finish coat.", 1)]
    mine2 = ("If you cannot get a drill in behind the tank, a drywall repair clip kit works from the front of the hole, "
             "no backing strips needed.")
    c2_6 = [c[:2] + (("20 minutes ago",) if c[0] == "paint_matcher" else (c[2],)) + c[3:] for c in c2]
    c2b = c2_6 + [("MarvelsGrantMan136", d + "9:31:05 PM UTC", "just now", mine2, 1)]
    c2c = [c[:2] + (("21 minutes ago",) if c[0] == "paint_matcher" else ("1 minute ago",) if c[0] == "MarvelsGrantMan136" else (c[2],)) + c[3:] for c in c2b]
    iso1, iso2 = d + "6:02:41 PM UTC", d + "4:27:03 PM UTC"

    def th1(comments: list[tuple], draft: str | None = None) -> str:
        return pm_thread("HomeImprovement", 88213, "what-caulk-do-you-use-for-shower-corners", t1_title, "tile_and_grout",
                         "3 hours ago", iso1, t1_body, 12, False, comments, side, draft)

    def th2(comments: list[tuple], score: int = 15, voted: bool = False, draft: str | None = None) -> str:
        return pm_thread("HomeImprovement", 88197, "best-way-to-patch-drywall-behind-a-toilet", t2_title, "renter_no_more",
                         "5 hours ago", iso2, t2_body, score, voted, comments, side, draft)

    def listing(n1: int, n2: int, s2: int, v2: bool) -> str:
        return pm_listing("HomeImprovement", "Hot", [
            ("Finally finished our basement bathroom (before/after)", 231, "9 hours ago", d + "12:21:19 PM UTC", "basement_dweller_88", 42, False),
            (t2_title, s2, "5 hours ago", iso2, "renter_no_more", n2, v2),
            (t1_title, 12, "3 hours ago", iso1, "tile_and_grout", n1, False),
            ("PSA: check your dryer vent", 88, "14 hours ago", d + "7:25:02 AM UTC", "lint_lord", 23, False),
            ("Is it worth replacing builder-grade outlets?", 27, "11 hours ago", d + "10:12:48 AM UTC", "sparky_jane", 19, False),
            ("Hardwood refinishing: rent a drum sander or an orbital?", 19, "16 hours ago", d + "5:30:26 AM UTC", "oak_and_ash", 11, False),
            ("Exterior door sticks only in summer", 6, "18 hours ago", d + "3:18:40 AM UTC", "humid_harold", 8, False),
        ], side)

    turns = [
        ("fill('58', '" + mine1 + "')", th1(c1, draft=mine1)),
        ("click('60')", th1(c1b)),
        ("click('40')", listing(4, 7, 15, False)),
        ("click('114')", th2(c2)),
        ("fill('58', '" + mine2 + "')", th2(c2, draft=mine2)),
        ("click('60')", th2(c2b)),
        ("click('48')", th2(c2c, score=16, voted=True)),
        ("click('40')", listing(4, 8, 16, True)),
    ]
    add(rs, "h22-web-03", th1(c1), turns, bad=True, turn=6,
        kind="the agent's second comment is stamped 9:31:05 PM, earlier than its first comment posted at 9:38:12 PM before it")


# ---------------------------------------------------------------------------------------------------------
# Magento admin

ADMIN = "http://localhost:7780/admin"


def mg_head(title: str, notes: int = 4) -> list[str]:
    return tr(f"""
        [110] link 'Magento Admin Panel'
          [111] img 'Magento Admin Panel'
        [115] menubar '', orientation='horizontal'
          [117] link 'DASHBOARD'
          [120] link 'SALES'
          [123] link 'CATALOG'
          [126] link 'CUSTOMERS'
          [129] link 'MARKETING'
          [132] link 'CONTENT'
          [135] link 'REPORTS'
          [138] link 'STORES'
          [141] link 'SYSTEM'
          [144] link 'FIND PARTNERS & EXTENSIONS'
        [150] heading '{title}'
        [152] link 'Notifications'
          StaticText '{notes}'
        [154] button 'admin', hasPopup='menu'
    """)


# (id, name, sku, price, qty, reserved)
STRAPS = [(35, "Sprite Yoga Strap 6 foot", "24-WG085", "14.00", 100, 0),
          (36, "Sprite Yoga Strap 8 foot", "24-WG086", "17.00", 100, 3),
          (37, "Sprite Yoga Strap 10 foot", "24-WG087", "21.00", 100, 0)]
ALL_PRODUCTS = [(2040, "Sprite Stasis Ball 75 cm", "24-WG083-blue", "32.00", 100, 0),
                (2039, "Sprite Stasis Ball 65 cm", "24-WG082-blue", "27.00", 100, 1),
                (2038, "Sprite Stasis Ball 55 cm", "24-WG081-blue", "23.00", 100, 0),
                (2037, "Push It Messenger Bag", "24-WB04", "45.00", 100, 2),
                (2036, "Overnight Duffle", "24-WB07", "45.00", 100, 0),
                (2035, "Quest Lumaflex Band", "24-UG01", "19.00", 100, 0),
                (2034, "Harmony Lumaflex Strength Band Kit", "24-UG04", "22.00", 100, 0),
                (2033, "Dual Handle Cardio Ball", "24-UG07", "12.00", 100, 4),
                (2032, "Pursuit Lumaflex Tone Band", "24-UG02", "16.00", 100, 0),
                (2031, "Sprite Foam Roller", "24-WG088", "19.00", 100, 0)]


def mg_grid(rows: list[tuple], total: int, keyword: str = "", typed: str | None = None) -> str:
    lines = mg_head("Products") + tr(f"""
        [200] button 'Add Product'
        [202] button 'Add product of type'
        [205] textbox 'Search by keyword'{", value='" + (typed if typed is not None else keyword) + "'" if (typed or keyword) else ""}
        [206] button 'Search'
        [208] button 'Filters'
        [209] button 'Default View'
        [210] button 'Columns'
        [211] button 'Export'
    """)
    if keyword:
        lines += tr(f"""
            StaticText 'Active filters:'
            StaticText 'Keyword: {keyword}'
            [213] button 'Remove Keyword: {keyword}'
            [214] button 'Clear all'
        """)
    pages = max(1, -(-total // 20))
    lines += tr(f"""
        StaticText '{total} records found'
        [216] button 'Actions'
        [218] combobox 'per page', hasPopup='listbox', value='20'
        [219] button 'Previous Page', disabled=True
        [220] spinbutton 'Page', value='1'
        StaticText 'of {pages}'
        [221] button 'Next Page'{", disabled=True" if pages == 1 else ""}
        [225] table ''
          [226] row ''
            [227] columnheader 'Options'
              [228] checkbox 'Options', checked='false'
            [229] columnheader 'ID'
            [230] columnheader 'Thumbnail'
            [231] columnheader 'Name'
            [232] columnheader 'Type'
            [233] columnheader 'Attribute Set'
            [234] columnheader 'SKU'
            [235] columnheader 'Price'
            [236] columnheader 'Quantity'
            [237] columnheader 'Salable Quantity'
            [238] columnheader 'Visibility'
            [239] columnheader 'Status'
            [240] columnheader 'Websites'
            [241] columnheader 'Action'
    """)
    for j, (pid, name, sku, price, qty, res) in enumerate(rows):
        b = 300 + 6 * j
        lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] gridcell ''", f"\t\t\t[{b + 2}] checkbox '', checked='false'",
                  f"\t\tgridcell '{pid}'", f"\t\t[{b + 3}] gridcell ''", f"\t\t\t[{b + 4}] img '{name}'",
                  f"\t\tgridcell '{name}'", "\t\tgridcell 'Simple Product'", "\t\tgridcell 'Gear'",
                  f"\t\tgridcell '{sku}'", f"\t\tgridcell '${price}'", f"\t\tgridcell '{qty}.0000'",
                  f"\t\tgridcell 'Default Stock: {qty - res}'", "\t\tgridcell 'Catalog, Search'",
                  "\t\tgridcell 'Enabled'", "\t\tgridcell 'Main Website'", f"\t\t[{b + 5}] link 'Edit'"]
    url = f"{ADMIN}/catalog/product/"
    return axtree("Products / Inventory / Catalog / Magento Admin", lines, url)


def mg_edit(p: tuple, price: str, qty: str, saved: bool = False, focus: str = "") -> str:
    pid, name, sku, _price, saved_qty, res = p
    lines = mg_head(name)
    if saved:
        lines += ["[180] alert ''", "\tStaticText 'You saved the product.'"]
    f_price = ", focused" if focus == "price" else ""
    f_qty = ", focused" if focus == "qty" else ""
    sal = saved_qty - res  # the salable quantity is computed server-side from the saved stock
    lines += tr(f"""
        [200] button 'Back'
        [201] button 'Add Attribute'
        [202] button 'Save', hasPopup='menu'
        [203] button 'Save & Duplicate'
        [206] switch 'Enable Product', checked='true'
        StaticText 'Attribute Set'
        [208] button 'Gear'
        [210] textbox 'Product Name *', required=True, value='{name}'
        [212] textbox 'SKU *', required=True, value='{sku}'
        [214] textbox 'Price *', required=True, value='{price}'{f_price}
        StaticText '$'
        [215] link 'Advanced Pricing'
        [217] combobox 'Tax Class', hasPopup='listbox', value='Taxable Goods'
        [219] textbox 'Quantity', value='{qty}'{f_qty}
        [220] link 'Advanced Inventory'
        StaticText 'Salable Quantity'
        StaticText 'Default Stock: {sal}'
        [223] combobox 'Stock Status', hasPopup='listbox', value='In Stock'
        [225] combobox 'Weight', hasPopup='listbox', value='This item has weight'
        [226] textbox 'Weight', value='1'
        StaticText 'lbs'
        [228] listbox 'Categories'
          StaticText 'Gear'
          StaticText 'Fitness Equipment'
        [231] button 'New Category'
        [233] combobox 'Visibility', hasPopup='listbox', value='Catalog, Search'
        [235] checkbox 'Set Product as New From', checked='false'
        [237] combobox 'Country of Manufacture', hasPopup='listbox', value=''
        [240] heading 'Content'
        [242] heading 'Configurations'
        [244] heading 'Product Reviews'
        [246] heading 'Images And Videos'
        [248] heading 'Search Engine Optimization'
        [250] heading 'Related Products, Up-Sells, and Cross-Sells'
        [252] heading 'Customizable Options'
        [254] heading 'Product in Websites'
        [256] heading 'Design'
        [258] heading 'Gift Options'
    """)
    return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", lines,
                  f"{ADMIN}/catalog/product/edit/id/{pid}/")


def t04(rs: RowSet) -> None:
    s6, s8, s10 = STRAPS
    s8_new = (36, s8[1], s8[2], "19.00", 85, 3)
    grid_after = [s6, (36, s8[1], s8[2], "17.00", 85, 3), s10]
    s10_new = (37, s10[1], s10[2], "21.00", 40, 0)
    turns = [
        ("fill('205', 'sprite yoga strap')", mg_grid(ALL_PRODUCTS, 2040, typed="sprite yoga strap")),
        ("press('205', 'Enter')", mg_grid(STRAPS, 3, keyword="sprite yoga strap")),
        ("click('311')", mg_edit(s8, "17.00", "100")),
        ("fill('214', '19.00')", mg_edit(s8, "19.00", "100", focus="price")),
        ("fill('219', '85')", mg_edit(s8, "19.00", "85", focus="qty")),
        ("click('202')", mg_edit(s8_new, "19.00", "85", saved=True)),
        ("click('200')", mg_grid(grid_after, 3, keyword="sprite yoga strap")),
        ("click('317')", mg_edit(s10, "21.00", "100")),
        ("fill('219', '40')", mg_edit(s10, "21.00", "40", focus="qty")),
        ("click('202')", mg_edit(s10_new, "21.00", "40", saved=True)),
    ]
    add(rs, "h22-web-04", mg_grid(ALL_PRODUCTS, 2040), turns, bad=True, turn=7,
        kind="product grid shows the Sprite Yoga Strap 8 foot at the old $17.00 after its price was saved as 19.00 (quantity 85 did update)")


# ---------------------------------------------------------------------------------------------------------
# OpenStreetMap

OSM = "http://localhost:3000"
OSM_HEAD = tr("""
    [35] heading 'OpenStreetMap logo OpenStreetMap'
      [38] link 'OpenStreetMap logo OpenStreetMap'
    [40] link 'Edit'
    [41] button 'Edit with iD (in-browser editor)'
    [44] link 'History'
    [45] link 'Export'
    [48] link 'GPS Traces'
    [49] link 'User Diaries'
    [50] link 'Communities'
    [51] link 'Copyright'
    [52] link 'Help'
    [53] link 'About'
    [57] link 'Log In'
    [58] link 'Sign Up'
""")


def osm_map(scale_km: str, scale_mi: str) -> list[str]:
    return tr(f"""
        [200] button 'Zoom In'
        [201] button 'Zoom Out'
        [202] button 'Show My Location'
        [204] link 'Layers'
        [205] link 'Legend'
        [206] link 'Share'
        [207] link 'Add a note to the map'
        [208] link 'Query features'
        StaticText '{scale_km}'
        StaticText '{scale_mi}'
        StaticText '© '
        [212] link 'OpenStreetMap contributors'
        StaticText ' ♥ '
        [213] link 'Make a Donation'
        StaticText '. '
        [214] link 'Website and API terms'
    """)


CMU = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
PIT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"


def osm_dir(frm: str, to: str, engine: str, route: tuple[str, str, list[tuple[str, str]]] | None, scale: tuple[str, str],
            url: str) -> str:
    opts = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)",
            "Foot (GraphHopper)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
    lines = OSM_HEAD + tr(f"""
        [66] Section ''
          [68] textbox 'From'{", value='" + frm + "'" if frm else ", focused"}
          [70] textbox 'To'{", value='" + to + "'" if to else ""}
          [72] combobox '', hasPopup='menu', expanded=False
    """)
    lines += [f"\t\t[{73 + j}] option '{o}', selected={o == engine}" for j, o in enumerate(opts)]
    lines += tr("""
          [84] button 'Go'
          [85] link 'Reverse Directions'
          [86] link 'Close'
    """)
    if route:
        dist, time, steps = route
        lines += tr(f"""
            [90] heading 'Directions'
            StaticText 'Distance: {dist}. Time: {time}.'
            [92] link 'Download as GPX'
            [94] table ''
        """)
        for j, (txt, d) in enumerate(steps):
            b = 100 + 4 * j
            lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell ''", f"\t\t[{b + 2}] cell '{j + 1}. {txt}'",
                      f"\t\t[{b + 3}] cell '{d}'"]
        lines += ["StaticText 'Directions courtesy of '", "[190] link 'OSRM (FOSSGIS)'"]
    return axtree("OpenStreetMap", lines + osm_map(*scale), url)


def t05(rs: RowSet) -> None:
    home = axtree("OpenStreetMap", OSM_HEAD + tr("""
        [62] textbox 'Search', focused
        [63] button 'Go'
        [65] link 'Find directions between two points'
        [150] heading 'Welcome to OpenStreetMap!'
        StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
        StaticText 'Hosting is supported by Fastly, OSMF corporate members, and other partners.'
        [155] link 'Learn More'
        [156] link 'Start Mapping'
    """) + osm_map("1 km", "3000 ft"), f"{OSM}/#map=12/40.4406/-79.9959")
    car = ("30km", "0:29", [
        ("Start on Frew Street", "150m"), ("Turn right onto Schenley Drive", "400m"),
        ("Turn left onto Forbes Avenue", "1.1km"), ("Slight right onto Boulevard of the Allies", "3.2km"),
        ("Slight right onto I 376 West", "2.4km"), ("Continue onto Fort Pitt Tunnel", "1.1km"),
        ("Continue onto Parkway West (I 376 West)", "19km"), ("Take exit 1 on the right towards Airport", "900m"),
        ("Continue onto Airport Boulevard", "1.6km"), ("Keep left towards Departures", "400m"),
        ("Reach destination", "")])
    bike = ("34km", "2:07", [
        ("Start on Frew Street", "150m"), ("Turn left onto Schenley Drive", "600m"),
        ("Turn right onto Panther Hollow Road", "1.3km"), ("Turn right onto Eliza Furnace Trail", "4.1km"),
        ("Continue onto Three Rivers Heritage Trail", "2.2km"), ("Turn left onto West Carson Street", "5.4km"),
        ("Turn right onto Steuben Street", "1.9km"), ("Continue onto Noblestown Road", "4.6km"),
        ("Turn right onto Montour Trail", "9.8km"), ("Turn left onto Airport Boulevard", "3.5km"),
        ("Keep left towards Departures", "400m"), ("Reach destination", "")])
    foot = ("28km", "5:48", [
        ("Start on Frew Street", "150m"), ("Turn left onto Schenley Drive", "600m"),
        ("Turn right onto Panther Hollow Road", "1.3km"), ("Turn right onto Eliza Furnace Trail", "4.1km"),
        ("Turn left onto Smithfield Street Bridge", "350m"), ("Turn right onto West Carson Street", "3.8km"),
        ("Turn left onto Steuben Street", "1.9km"), ("Continue onto Noblestown Road", "3.2km"),
        ("Turn right onto Montour Trail", "8.9km"), ("Turn left onto Airport Boulevard", "3.2km"),
        ("Reach destination", "")])
    foot_rev = ("28km", "5:48", [
        ("Start on Airport Boulevard", "3.2km"), ("Turn right onto Montour Trail", "8.9km"),
        ("Turn left onto Noblestown Road", "3.2km"), ("Continue onto Steuben Street", "1.9km"),
        ("Turn right onto West Carson Street", "3.8km"), ("Turn left onto Smithfield Street Bridge", "350m"),
        ("Turn right onto Eliza Furnace Trail", "4.1km"), ("Turn left onto Panther Hollow Road", "1.3km"),
        ("Turn left onto Schenley Drive", "600m"), ("Turn right onto Frew Street", "150m"),
        ("Reach destination", "")])
    car_rev = ("30km", "0:28", [
        ("Start on Airport Boulevard", "1.9km"), ("Merge onto Parkway East (I 376 East)", "20km"),
        ("Continue onto Fort Pitt Tunnel", "1.1km"), ("Keep right towards Grant Street exit", "1.3km"),
        ("Continue onto Boulevard of the Allies", "3.6km"), ("Turn right onto Forbes Avenue", "1.2km"),
        ("Turn right onto Schenley Drive", "400m"), ("Turn left onto Frew Street", "150m"),
        ("Reach destination", "")])
    rt = "route=40.4443%2C-79.9436%3B40.4959%2C-80.2413"
    rv = "route=40.4959%2C-80.2413%3B40.4443%2C-79.9436"
    u = f"{OSM}/directions?engine=fossgis_osrm_"
    f_from = "Carnegie Mellon University, Pittsburgh"
    turns = [
        ("click('65')", osm_dir("", "", "Car (OSRM)", None, ("1 km", "3000 ft"), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        (f"fill('68', '{f_from}')", osm_dir(f_from, "", "Car (OSRM)", None, ("1 km", "3000 ft"), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        ("fill('70', 'Pittsburgh International Airport')", osm_dir(f_from, "Pittsburgh International Airport", "Car (OSRM)", None, ("1 km", "3000 ft"), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        ("click('84')", osm_dir(CMU, PIT, "Car (OSRM)", car, ("2 km", "1 mi"), f"{u}car&{rt}#map=11/40.4701/-80.0925")),
        ("select_option('72', 'Bicycle (OSRM)')", osm_dir(CMU, PIT, "Bicycle (OSRM)", bike, ("2 km", "1 mi"), f"{u}bike&{rt}#map=11/40.4701/-80.0925")),
        ("select_option('72', 'Foot (OSRM)')", osm_dir(CMU, PIT, "Foot (OSRM)", foot, ("2 km", "1 mi"), f"{u}foot&{rt}#map=11/40.4701/-80.0925")),
        ("click('85')", osm_dir(PIT, CMU, "Foot (OSRM)", foot_rev, ("2 km", "1 mi"), f"{u}foot&{rv}#map=11/40.4701/-80.0925")),
        ("click('200')", osm_dir(PIT, CMU, "Foot (OSRM)", foot_rev, ("1 km", "3000 ft"), f"{u}foot&{rv}#map=12/40.4701/-80.0925")),
        ("select_option('72', 'Car (OSRM)')", osm_dir(PIT, CMU, "Car (OSRM)", car_rev, ("1 km", "3000 ft"), f"{u}car&{rv}#map=12/40.4701/-80.0925")),
    ]
    add(rs, "h22-web-05", home, turns)


# ---------------------------------------------------------------------------------------------------------
# Roundcube webmail

RC = "https://mail.fernlake.io"


def rc_frame(unread: int, active: str) -> list[str]:
    out = tr("""
        [20] link 'Roundcube Webmail'
        [24] navigation ''
          [25] link 'Compose'
          [26] link 'Mail'
          [27] link 'Contacts'
          [28] link 'Settings'
          [30] link 'Logout'
    """)
    if active == "Contacts":
        return out
    out += ["[35] navigation 'Folders'"]
    for j, f in enumerate(["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"]):
        out.append(f"\t[{37 + 2 * j}] link '{f}'" + (", focused" if f == active else ""))
        if f == "Inbox" and unread:
            out.append(f"\t\tStaticText '{unread}'")
    out += ["\tStaticText 'Quota: 37% used'"]
    return out


# (from, subject, date, size, unread, attachment)
RC_INBOX = [
    ("Amtrak", "Your Amtrak eTicket: Boston to New York, June 21 (Reservation 4E8F21)", "Today 08:14", "48 KB", True, False),
    ("Jenna Alvarez", "Team offsite - agenda draft", "Today 07:52", "12 KB", True, False),
    ("GitHub", "[fernlake/ingest] Run failed: nightly - main (8c1e4f0)", "Today 06:03", "9 KB", False, False),
    ("Figma", "Mira commented on Checkout redesign", "Today 00:41", "21 KB", False, False),
    ("Priya Shah", "Re: Q3 hiring plan", "Yesterday 18:22", "7 KB", True, False),
    ("Calendly", "New event: Intro call with Tomás Ruiz", "Yesterday 16:10", "15 KB", False, False),
    ("AWS Billing", "AWS Notification - Invoice available", "Yesterday 11:30", "13 KB", False, True),
    ("Linear", "3 issues assigned to you", "Yesterday 09:02", "18 KB", False, False),
    ("The Pragmatic Engineer", "The Pulse #95", "Wed 15:00", "88 KB", True, False),
    ("Marcus Lee", "Re: laptop refresh", "Wed 11:47", "6 KB", False, False),
    ("Dropbox", "Your Dropbox is almost full", "Tue 14:33", "33 KB", False, False),
    ("Jenna Alvarez", "Offsite venue options", "Tue 10:05", "240 KB", False, True),
    ("Stripe", "Your payout of $4,812.33 is on the way", "Mon 19:20", "11 KB", False, False),
    ("Notion", "Weekly digest", "Mon 08:00", "64 KB", False, False),
    ("Zoom", "Cloud recording is now available", "2024-06-09 16:41", "10 KB", False, False),
    ("Lufthansa", "Your booking confirmation LH 423", "2024-06-08 12:17", "120 KB", False, True),
    ("Priya Shah", "Q3 hiring plan", "2024-06-07 17:55", "9 KB", False, True),
    ("HR Fernlake", "Benefits enrollment closes June 30", "2024-06-07 10:00", "14 KB", False, False),
    ("Slack", "Your workspace digest", "2024-06-06 18:00", "40 KB", False, False),
    ("Marcus Lee", "laptop refresh", "2024-06-06 09:31", "5 KB", False, False),
    ("Tomás Ruiz", "Intro call?", "2024-06-05 21:04", "4 KB", False, False),
]


def rc_list(msgs: list[tuple], total: int, unread: int, folder: str = "Inbox", note: str | None = None,
            view: list[str] | None = None) -> str:
    lines = rc_frame(unread, folder)
    if note:
        lines += ["[55] status ''", f"\tStaticText '{note}'"]
    lines += tr(f"""
        [60] heading '{folder}'
        [62] searchbox 'Search...'
        [64] button 'Select'
        [65] button 'Threads'
        [66] button 'Options'
        [70] table 'Message list'
    """)
    for j, (frm, subj, when, size, unr, att) in enumerate(msgs[:20]):
        b = 400 + 5 * j
        lines += [f"\t[{b}] row '', selected=False", f"\t\tgridcell '{frm}'", f"\t\t[{b + 1}] link '{subj}'",
                  f"\t\tgridcell '{when}'", f"\t\tgridcell '{size}'"]
        if unr:
            lines.append("\t\tStaticText 'Unread'")
        if att:
            lines.append("\t\tStaticText 'With attachment'")
    lines += tr(f"""
        StaticText 'Messages 1 to {min(20, total)} of {total}'
        [510] button 'First page', disabled=True
        [511] button 'Previous page', disabled=True
        [512] button 'Next page'
        [513] button 'Last page'
    """)
    if view:
        lines += view
    return axtree(f"Roundcube Webmail :: {folder}", lines, f"{RC}/?_task=mail&_mbox={folder.upper() if folder == 'Inbox' else folder}")


def t06(rs: RowSet) -> None:
    amtrak = RC_INBOX[0]
    read_amtrak = amtrak[:4] + (False, False)
    view = tr("""
        [520] toolbar ''
          [521] button 'Reply'
          [522] button 'Reply all'
          [523] button 'Forward'
          [524] button 'Delete'
          [525] button 'Mark'
          [526] button 'More'
        [530] heading 'Your Amtrak eTicket: Boston to New York, June 21 (Reservation 4E8F21)'
        StaticText 'From'
        [532] link 'Amtrak <tickets@amtrak.com>'
        StaticText 'To'
        [533] link 'Kai Nakamura <kai.nakamura@fernlake.io>'
        StaticText 'Date'
        StaticText 'Today 08:14'
        [536] article ''
          StaticText 'Thank you for traveling with Amtrak. Your eTicket is attached.'
          StaticText 'Reservation Number: 4E8F21'
          StaticText 'Friday, June 21, 2024'
          StaticText 'Train 2153 Acela - Boston, MA (South Station) 9:00 AM to New York, NY (Moynihan Train Hall) 12:42 PM'
          StaticText 'Passenger: Kai Nakamura - Business Class, Seat 8C'
          StaticText 'Total charged: $212.00 (Visa ending 4417)'
          [544] link 'Manage this trip'
          [545] link 'eTicket_4E8F21.pdf (31 KB)'
    """)
    inbox0 = RC_INBOX[:20]
    inbox1 = [read_amtrak] + RC_INBOX[1:20]
    inbox2 = RC_INBOX[1:21]
    inbox_bad = [read_amtrak] + RC_INBOX[1:20]
    sent = [("Jenna Alvarez", "Re: Offsite venue options", "Tue 11:20", "6 KB", False, False),
            ("Priya Shah", "Re: Q3 hiring plan", "Yesterday 17:40", "5 KB", False, False),
            ("Marcus Lee", "Re: laptop refresh", "Wed 10:02", "4 KB", False, False),
            ("Tomás Ruiz", "Re: Intro call?", "2024-06-06 08:15", "3 KB", False, False),
            ("accounts@fernlake.io", "May expenses", "2024-06-03 12:44", "310 KB", False, True),
            ("Aiko Tanaka", "Design review notes", "2024-05-31 16:27", "9 KB", False, False)]
    sent = [sent[1], sent[2], sent[0]] + sent[3:]
    contacts_list = tr("""
        [60] heading 'Personal Addresses'
        [62] searchbox 'Search...'
        [64] button 'Create'
        [65] button 'Import'
        [70] table 'Contacts list'
          [71] row ''
            [72] link 'Aiko Tanaka'
          [73] row ''
            [74] link 'Jenna Alvarez'
          [75] row ''
            [76] link 'Marcus Lee'
          [77] row ''
            [78] link 'Priya Shah'
          [79] row ''
            [80] link 'Tomás Ruiz'
        StaticText 'Contacts 1 to 5 of 5'
    """)
    contacts = axtree("Roundcube Webmail :: Contacts", rc_frame(3, "Contacts") + contacts_list, f"{RC}/?_task=addressbook")
    jenna = axtree("Roundcube Webmail :: Contacts", rc_frame(3, "Contacts") + contacts_list + tr("""
        [90] toolbar ''
          [91] button 'Edit'
          [92] button 'Send email'
          [93] button 'Delete'
          [94] button 'QR Code'
        [100] heading 'Jenna Alvarez'
        StaticText 'Operations Lead, Fernlake'
        StaticText 'Email'
        [103] link 'jenna.alvarez@fernlake.io'
        StaticText 'Phone'
        StaticText '+1 617 555 0142'
        StaticText 'Groups'
        StaticText 'Offsite 2024'
    """), f"{RC}/?_task=addressbook&_action=show&_cid=2")
    subj = "Offsite train times"
    body = "Hi Jenna, I will take the Friday 9:00 Acela and should be at the venue by 1:30 PM. Kai"

    def compose(s: str = "", b: str = "") -> str:
        return axtree("Roundcube Webmail :: Compose", rc_frame(3, "Drafts")[:7] + tr(f"""
            [120] toolbar ''
              [121] button 'Send'
              [122] button 'Save'
              [123] button 'Attach'
              [124] button 'Signature'
              [125] button 'Responses'
              [126] button 'Spell'
            StaticText 'From'
            [130] combobox 'From', value='Kai Nakamura <kai.nakamura@fernlake.io>'
            StaticText 'To'
            [132] listitem 'Jenna Alvarez <jenna.alvarez@fernlake.io>'
            [133] textbox 'To'
            [134] link 'Add Cc'
            [135] link 'Add Bcc'
            StaticText 'Subject'
            [137] textbox 'Subject'{", value='" + s + "'" if s else ""}
            [139] combobox 'Editor type', value='Plain text'
            [140] combobox 'Priority', value='Normal'
            [141] checkbox 'Return receipt', checked='false'
            [143] textbox 'Message body', multiline=True{", value='" + b + "'" if b else ""}
        """), f"{RC}/?_task=mail&_action=compose&_id=19424181836683e6b")

    turns = [
        ("click('401')", rc_list(inbox1, 57, 3, view=view)),
        ("click('524')", rc_list(inbox2, 56, 3, note="Message(s) moved successfully.")),
        ("click('41')", rc_list(sent, 212, 3, folder="Sent")),
        ("click('37')", rc_list(inbox_bad, 56, 3)),
        ("click('27')", contacts),
        ("click('74')", jenna),
        ("click('92')", compose()),
        (f"fill('137', '{subj}')", compose(subj)),
        (f"fill('143', '{body}')", compose(subj, body)),
    ]
    add(rs, "h22-web-06", rc_list(inbox0, 57, 4), turns, bad=True, turn=4,
        kind="the Amtrak eTicket message deleted two turns earlier is back at the top of the Inbox")


def shop_account_nav(active: str) -> list[str]:
    out = ["[1300] navigation ''"]
    for j, x in enumerate(["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book",
                           "Account Information", "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]):
        out.append(f"\t[{1301 + j}] link '{x}'" + (", focused" if x == active else ""))
    return out


# 37 earlier orders of Emma Lopez, newest first: (number, date, total, status)
EMMA_ORDERS = [
    ("000000180", date(2024, 5, 30), "61.40", "Complete"), ("000000171", date(2024, 5, 17), "18.99", "Complete"),
    ("000000166", date(2024, 5, 9), "134.25", "Complete"), ("000000158", date(2024, 4, 26), "42.00", "Canceled"),
    ("000000149", date(2024, 4, 11), "27.48", "Complete"), ("000000143", date(2024, 3, 29), "88.10", "Complete"),
    ("000000137", date(2024, 3, 18), "15.99", "Complete"), ("000000129", date(2024, 3, 2), "209.97", "Complete"),
    ("000000122", date(2024, 2, 19), "33.50", "Closed"), ("000000118", date(2024, 2, 8), "57.79", "Complete"),
    ("000000109", date(2024, 1, 24), "12.49", "Complete"), ("000000102", date(2024, 1, 11), "76.30", "Complete"),
    ("000000097", date(2023, 12, 28), "45.98", "Complete"), ("000000091", date(2023, 12, 15), "119.00", "Complete"),
    ("000000085", date(2023, 12, 2), "22.75", "Canceled"), ("000000078", date(2023, 11, 20), "64.44", "Complete"),
    ("000000070", date(2023, 11, 6), "38.20", "Complete"), ("000000066", date(2023, 10, 27), "91.65", "Complete"),
    ("000000059", date(2023, 10, 13), "17.30", "Complete"), ("000000052", date(2023, 9, 29), "48.97", "Complete"),
    ("000000047", date(2023, 9, 16), "26.99", "Complete"), ("000000041", date(2023, 9, 1), "153.12", "Complete"),
    ("000000038", date(2023, 8, 22), "9.99", "Complete"), ("000000033", date(2023, 8, 9), "72.00", "Closed"),
    ("000000029", date(2023, 7, 28), "35.47", "Complete"), ("000000024", date(2023, 7, 14), "58.90", "Complete"),
    ("000000021", date(2023, 7, 3), "24.60", "Complete"), ("000000017", date(2023, 6, 21), "110.35", "Complete"),
    ("000000014", date(2023, 6, 9), "19.95", "Complete"), ("000000011", date(2023, 5, 30), "66.80", "Canceled"),
    ("000000009", date(2023, 5, 18), "41.25", "Complete"), ("000000007", date(2023, 5, 6), "13.49", "Complete"),
    ("000000006", date(2023, 4, 27), "85.00", "Complete"), ("000000005", date(2023, 4, 15), "29.99", "Complete"),
    ("000000004", date(2023, 4, 2), "52.18", "Complete"), ("000000003", date(2023, 3, 21), "37.77", "Complete"),
    ("000000002", date(2023, 3, 8), "16.45", "Complete"),
]


def mdy(d: date) -> str:
    return f"{d.month}/{d.day}/{d.year % 100}"


def shop_orders_table(rows: list[tuple], base: int = 1400) -> list[str]:
    out = tr(f"""
        [{base}] table 'Orders'
          [{base + 1}] row ''
            [{base + 2}] columnheader 'Order #'
            [{base + 3}] columnheader 'Date'
            [{base + 4}] columnheader 'Ship To'
            [{base + 5}] columnheader 'Order Total'
            [{base + 6}] columnheader 'Status'
            [{base + 7}] columnheader 'Action'
    """)
    for j, (num, d, total, status) in enumerate(rows):
        b = base + 10 + 4 * j
        out += [f"\t[{b}] row ''", f"\t\tgridcell '{num}'", f"\t\tgridcell '{mdy(d)}'", "\t\tgridcell 'Emma Lopez'",
                f"\t\tgridcell '${total}'", f"\t\tgridcell '{status}'", f"\t\t[{b + 1}] link 'View Order'"]
        if status in ("Complete", "Closed"):
            out.append(f"\t\t[{b + 2}] link 'Reorder'")
    return out


def t07(rs: RowSet) -> None:
    item = ("Anker PowerCore Slim 10000 PD Portable Charger, 10000mAh, USB-C", "25.99")
    cart = shop_cart([(item[0], "25.99", 1, "25.99")], ("25.99", "5.00", "30.99"), 1)

    def ship(checked: bool) -> str:
        return axtree("Checkout", tr(f"""
            [120] banner ''
              [122] link 'store logo'
                [123] img 'one_stop_market_logo'
              [125] link 'My Cart'
                StaticText '1'
            [130] list ''
              [131] listitem ''
                StaticText 'Shipping'
              [132] listitem ''
                StaticText 'Review & Payments'
            [140] main ''
              heading 'Shipping Address'
              [142] group ''
                StaticText 'Emma Lopez'
                StaticText '101 S San Mateo Dr'
                StaticText 'San Mateo, California 94010'
                StaticText 'United States'
                [147] link '6505551212'
                [148] button 'Ship Here', disabled=True
              [150] button 'New Address'
              heading 'Shipping Methods'
              [153] table ''
                [154] row ''
                  [155] cell ''
                    [156] radio 'Fixed Flat Rate', checked='{str(checked).lower()}'
                  [157] cell '$5.00'
                  [158] cell 'Fixed'
                  [159] cell 'Flat Rate'
                [160] row ''
                  [161] cell ''
                    [162] radio 'Table Rate Best Way', checked='false'
                  [163] cell '$10.00'
                  [164] cell 'Table Rate'
                  [165] cell 'Best Way'
              [168] button 'Next'
            [170] complementary 'Order Summary'
              heading 'Order Summary'
              [172] tab '1 Item in Cart', expanded=False, selected=False
        """), f"{SHOP}/checkout/#shipping")

    review = axtree("Checkout", tr("""
        [120] banner ''
          [122] link 'store logo'
            [123] img 'one_stop_market_logo'
          [125] link 'My Cart'
            StaticText '1'
        [130] list ''
          [131] listitem ''
            [133] link 'Shipping'
          [132] listitem ''
            StaticText 'Review & Payments'
        [140] main ''
          StaticText 'Payment Method'
          [182] radio 'Check / Money order', checked='true'
          StaticText 'Check / Money order'
          [184] checkbox 'My billing and shipping address are the same', checked='true'
          StaticText 'Emma Lopez'
          StaticText '101 S San Mateo Dr'
          StaticText 'San Mateo, California 94010'
          StaticText 'United States'
          [190] button 'Place Order'
          [192] button 'Apply Discount Code'
        [170] complementary 'Order Summary'
          heading 'Order Summary'
          [200] table ''
            [201] row ''
              [202] rowheader 'Cart Subtotal'
              [203] cell '$25.99'
            [204] row ''
              [205] rowheader 'Shipping Flat Rate - Fixed'
              [206] cell '$5.00'
            [207] row ''
              [208] rowheader 'Order Total'
              [209] cell '$30.99'
          [211] tab '1 Item in Cart', expanded=False, selected=False
          heading 'Ship To:'
          [214] button 'Edit'
          StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010, United States, 6505551212'
          heading 'Shipping Method:'
          [217] button 'Edit'
          StaticText 'Flat Rate - Fixed'
    """), f"{SHOP}/checkout/#payment")
    success = axtree("Success Page", shop_head(0) + tr("""
        [1500] main ''
          heading 'Thank you for your purchase!'
          StaticText 'Your order number is: '
          [1503] link '000000192'
          StaticText '.'
          StaticText 'We will email you an order confirmation with details and tracking info.'
          [1506] link 'Continue Shopping'
    """) + SHOP_FOOT, f"{SHOP}/checkout/onepage/success/")
    new = ("000000192", date(2024, 6, 14), "30.99", "Pending")
    orders = [new] + EMMA_ORDERS
    dash = axtree("My Account", shop_head(0) + shop_account_nav("My Account") + tr("""
        [1320] main ''
          heading 'My Account'
          heading 'Account Information'
          StaticText 'Contact Information'
          StaticText 'Emma Lopez'
          StaticText 'emma.lopez@gmail.com'
          [1326] link 'Edit'
          [1327] link 'Change Password'
          StaticText 'Newsletters'
          StaticText 'You are not subscribed to our newsletter.'
          heading 'Address Book'
          [1331] link 'Manage Addresses'
          StaticText 'Default Billing Address'
          StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States, T: 6505551212'
          StaticText 'Default Shipping Address'
          StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States, T: 6505551212'
          heading 'Recent Orders'
          [1338] link 'View All'
    """) + ind(shop_orders_table(orders[:5]), 1) + SHOP_FOOT, f"{SHOP}/customer/account/")
    dash = dash.replace("StaticText 'emma.lopez@gmail.com'", "StaticText 'emma.lopez@gmail.com'")

    def my_orders(page: int, limit: int) -> str:
        start = (page - 1) * limit
        rows = orders[start:start + limit]
        pages = -(-len(orders) // limit)
        lines = shop_head(0) + shop_account_nav("My Orders") + ["[1320] main ''", "\theading 'My Orders'"]
        lines += ind(shop_orders_table(rows), 1)
        lines += [f"\tStaticText 'Items {start + 1} to {start + len(rows)} of {len(orders)} total'", "\t[1600] navigation 'Page'"]
        if page > 1:
            lines.append("\t\t[1601] link 'Previous'")
        for p in range(1, pages + 1):
            lines.append(f"\t\tStaticText 'You are currently reading page {p}'" if p == page else f"\t\t[{1601 + p}] link 'Page {p}'")
        if page < pages:
            lines.append("\t\t[1610] link 'Next'")
        lines += ind(tr(f"""
            StaticText 'Show'
            [1612] combobox 'Show', hasPopup='menu', value='{limit}'
              [1613] option '10', selected={limit == 10}
              [1614] option '20', selected={limit == 20}
              [1615] option '50', selected={limit == 50}
            StaticText 'per page'
        """), 1)
        return axtree("My Orders", lines + SHOP_FOOT, f"{SHOP}/sales/order/history/" + (f"?p={page}&limit={limit}" if page > 1 or limit != 10 else ""))

    view52 = axtree("Order # 000000052", shop_head(0) + shop_account_nav("My Orders") + tr("""
        [1320] main ''
          heading 'Order # 000000052'
          StaticText 'Complete'
          StaticText 'Order Date: September 29, 2023'
          [1324] link 'Reorder'
          [1325] link 'Print Order'
          [1327] tablist ''
            [1328] tab 'Items Ordered', selected=True
            [1329] tab 'Invoices', selected=False
            [1330] tab 'Order Shipments', selected=False
          [1332] table 'Items Ordered'
            [1333] row ''
              columnheader 'Product Name'
              columnheader 'SKU'
              columnheader 'Price'
              columnheader 'Qty'
              columnheader 'Subtotal'
            [1334] row ''
              gridcell 'Bellemain Micro-Perforated Stainless Steel Colander, 5 Quart'
              gridcell 'B00IJ0ALYS'
              gridcell '$21.99'
              gridcell 'Ordered: 1 Shipped: 1'
              gridcell '$21.99'
            [1335] row ''
              gridcell 'OXO Good Grips Silicone Spatula Set, 3-Piece'
              gridcell 'B0000CDVD2'
              gridcell '$5.99'
              gridcell 'Ordered: 2 Shipped: 2'
              gridcell '$11.98'
            [1336] row ''
              rowheader 'Subtotal'
              gridcell '$33.97'
            [1337] row ''
              rowheader 'Shipping & Handling'
              gridcell '$15.00'
            [1338] row ''
              rowheader 'Grand Total'
              gridcell '$48.97'
          heading 'Order Information'
          StaticText 'Shipping Address'
          StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States, T: 6505551212'
          StaticText 'Shipping Method'
          StaticText 'Flat Rate - Fixed'
          StaticText 'Payment Method'
          StaticText 'Check / Money order'
          [1346] link 'Back to My Orders'
    """) + SHOP_FOOT, f"{SHOP}/sales/order/view/order_id/52/")
    turns = [
        ("click('1605')", ship(False)),
        ("click('156')", ship(True)),
        ("click('168')", review),
        ("click('190')", success),
        ("click('232')", dash),
        ("click('1302')", my_orders(1, 10)),
        ("click('1603')", my_orders(2, 10)),
        ("select_option('1612', '20')", my_orders(2, 20)),
        ("click('1411')", view52),
    ]
    add(rs, "h22-web-07", cart, turns)


def t08(rs: RowSet) -> None:
    proj, url = "ledgerline", f"{GL}/byteblaze/ledgerline/-/merge_requests/12"
    title = "Add CSV export for monthly statements"
    commits = [("a41f9c2e", "Quote fields containing commas or quotes", "1 hour ago", "Jun 14, 2024"),
               ("7d03b1e5", "Add --format flag to export command", "1 day ago", "Jun 13, 2024"),
               ("c2e98f10", "Write monthly statement rows as CSV", "2 days ago", "Jun 12, 2024")]

    def frame(mrs: int, side_mrs: int) -> list[str]:
        return gl_head(5, mrs, 7) + gl_side(proj, 9, side_mrs, "Merge requests") + tr("""
            [170] navigation 'Breadcrumbs'
              [172] link 'Byte Blaze'
              [173] link 'ledgerline'
              [174] link 'Merge requests'
              [175] link '!12'
        """)

    def mr_top(state: str, tab: str) -> list[str]:
        return tr(f"""
            [180] main ''
              StaticText '{state}'
              heading '{title}'
              StaticText 'Byte Blaze requested to merge'
              [184] link 'feature/csv-export'
              StaticText 'into'
              [185] link 'main'
              StaticText '2 days ago'
              [188] button 'Edit'
              [189] button 'Code', hasPopup='menu'
              [192] tablist ''
                [193] tab 'Overview 2', selected={tab == "Overview"}
                [194] tab 'Commits 3', selected={tab == "Commits"}
                [195] tab 'Pipelines 2', selected={tab == "Pipelines"}
                [196] tab 'Changes 5', selected={tab == "Changes"}
        """)

    def overview(pipe_sha: str, approved: bool = False, merged: bool = False) -> str:
        lines = frame(1 if merged else 2, 1 if merged else 2) + mr_top("Merged" if merged else "Open", "Overview")
        lines += ind(tr("""
            StaticText 'Adds `ledger export --format csv` for monthly statements. Amounts are written with two decimals and a leading minus for debits; fields containing commas or quotes are quoted per RFC 4180.'
            StaticText 'Closes #57'
        """), 1)
        if merged:
            lines += ind(tr("""
                [200] region 'Merge request reports'
                  StaticText 'Merged by'
                  [202] link 'Byte Blaze'
                  StaticText 'just now'
                  [203] button 'Revert'
                  [204] button 'Cherry-pick'
                  StaticText 'The changes were merged into'
                  [205] link 'main'
                  StaticText 'with'
                  [206] link '0e4b7a2c'
                  StaticText 'The source branch has been deleted.'
                  StaticText 'Pipeline #319 running for'
                  [208] link '0e4b7a2c'
                  StaticText 'on main'
            """), 1)
        else:
            lines += ind(tr(f"""
                [200] region 'Merge request reports'
                  StaticText 'Pipeline'
                  [201] link '#318'
                  StaticText 'passed for'
                  [202] link '{pipe_sha}'
                  StaticText 'on feature/csv-export 1 hour ago'
                  StaticText 'Test coverage 91.40% (+0.35%) from 2 jobs'
                  StaticText '{"Approved by you" if approved else "Approval is optional"}'
                  [206] button '{"Revoke approval" if approved else "Approve"}'
                  StaticText 'Ready to merge!'
                  [209] checkbox 'Delete source branch', checked='true'
                  [210] checkbox 'Squash commits', checked='false'
                  [211] button 'Merge'
                  StaticText '3 commits and 1 merge commit will be added to main.'
            """), 1)
        lines += ind(tr("""
            heading 'Activity'
            [220] listitem ''
              StaticText 'Byte Blaze added 2 commits 1 day ago'
              StaticText 'c2e98f10 - Write monthly statement rows as CSV'
              StaticText '7d03b1e5 - Add --format flag to export command'
            [224] article ''
              [225] link 'Sarah Kim'
              StaticText '20 hours ago'
              StaticText 'Can we quote fields that contain commas? Payee names like "Smith, J." break the import in LibreOffice.'
            [228] article ''
              [229] link 'Byte Blaze'
              StaticText '1 hour ago'
              StaticText 'Good catch, done in the latest commit.'
            [232] listitem ''
              StaticText 'Byte Blaze added 1 commit 1 hour ago'
              StaticText 'a41f9c2e - Quote fields containing commas or quotes'
        """), 1)
        if approved or merged:
            lines += ["\t[236] listitem ''", "\t\tStaticText 'Byte Blaze approved this merge request just now'"]
        if merged:
            lines += ["\t[238] listitem ''", "\t\tStaticText 'Byte Blaze merged just now'"]
        lines += ind(tr("""
            [240] textbox 'Comment'
            [241] button 'Comment'
        """), 1) + tr(f"""
            [250] complementary 'Merge request sidebar'
              StaticText 'Assignee'
              [252] link 'Byte Blaze'
              StaticText 'Reviewer'
              [254] link 'Sarah Kim'
              StaticText 'Labels'
              [256] link 'feature'
              StaticText 'Milestone'
              [258] link 'v1.4'
              StaticText '2 participants'
              StaticText 'Reference: byteblaze/ledgerline!12'
              StaticText 'Source branch: {"(deleted)" if merged else "feature/csv-export"}'
        """)
        return axtree(f"{title} (!12) · Merge requests · Byte Blaze / {proj} · GitLab", lines, url)

    def commits_tab() -> str:
        lines = frame(2, 2) + mr_top("Open", "Commits")
        cur = ""
        for j, (sha, msg, ago, day) in enumerate(commits):
            if day != cur:
                lines.append(f"\tStaticText '{day}'")
                cur = day
            b = 300 + 6 * j
            lines += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link '{msg}'", f"\t\tStaticText 'Byte Blaze authored {ago}'",
                      f"\t\tStaticText '{sha}'", f"\t\t[{b + 3}] button 'Copy commit SHA'", f"\t\t[{b + 4}] link 'Browse files'"]
        return axtree(f"{title} (!12) · Commits · Merge requests · Byte Blaze / {proj} · GitLab", lines, url + "/commits")

    commit_page = axtree("Add --format flag to export command (7d03b1e5) · Commits · Byte Blaze / ledgerline · GitLab",
                         frame(2, 2)[:-5] + tr("""
        [170] navigation 'Breadcrumbs'
          [172] link 'Byte Blaze'
          [173] link 'ledgerline'
          [174] link 'Repository'
          [175] link '7d03b1e5'
        [180] main ''
          StaticText 'Commit'
          StaticText '7d03b1e5'
          StaticText 'authored 1 day ago by'
          [184] link 'Byte Blaze'
          [186] button 'Browse files'
          [187] button 'Options', hasPopup='menu'
          heading 'Add --format flag to export command'
          StaticText '7d03b1e5f2a94c8e0b6d1a3f95e2c47b8d0e6a19'
          [190] button 'Copy commit SHA'
          StaticText '1 parent'
          [191] link 'c2e98f10'
          StaticText 'Pipeline #311 passed with 2 jobs'
          StaticText '1 related merge request:'
          [194] link '!12 Add CSV export for monthly statements'
          StaticText 'Showing 1 changed file with 18 additions and 3 deletions'
          [197] link 'ledgerline/cli.py'
          [198] table ''
            row ''
              cell '41'
              cell '41'
              cell '@click.command()'
            row ''
              cell '42'
              cell ''
              cell '-@click.option("--out", type=click.Path(), required=True)'
            row ''
              cell ''
              cell '42'
              cell '+@click.option("--out", type=click.Path(), required=True)'
            row ''
              cell ''
              cell '43'
              cell '+@click.option("--format", "fmt", type=click.Choice(["json", "csv"]), default="json")'
            row ''
              cell '43'
              cell '44'
              cell '@click.argument("month")'
            row ''
              cell '44'
              cell ''
              cell '-def export(out, month):'
            row ''
              cell ''
              cell '45'
              cell '+def export(out, month, fmt):'
            row ''
              cell '45'
              cell '46'
              cell '    rows = statement_rows(load_ledger(), month)'
            row ''
              cell ''
              cell '47'
              cell '+    if fmt == "csv":'
            row ''
              cell ''
              cell '48'
              cell '+        return write_csv(rows, out)'
    """), f"{GL}/byteblaze/ledgerline/-/commit/7d03b1e5f2a94c8e0b6d1a3f95e2c47b8d0e6a19")

    pipelines = axtree(f"{title} (!12) · Pipelines · Merge requests · Byte Blaze / {proj} · GitLab",
                       frame(2, 2) + mr_top("Open", "Pipelines") + ind(tr("""
        [300] table ''
          [301] row ''
            columnheader 'Status'
            columnheader 'Pipeline'
            columnheader 'Triggerer'
            columnheader 'Stages'
            columnheader 'Duration'
          [310] row ''
            [311] link 'passed'
            [312] link '#318'
            StaticText 'merge request'
            [313] link 'a41f9c2e'
            StaticText 'Quote fields containing commas or quotes'
            [314] img 'Byte Blaze'
            [315] button 'test: passed'
            [316] button 'lint: passed'
            StaticText '00:03:12'
            StaticText '1 hour ago'
          [320] row ''
            [321] link 'passed'
            [322] link '#311'
            StaticText 'merge request'
            [323] link '7d03b1e5'
            StaticText 'Add --format flag to export command'
            [324] img 'Byte Blaze'
            [325] button 'test: passed'
            [326] button 'lint: passed'
            StaticText '00:02:58'
            StaticText '1 day ago'
    """), 1), url + "/pipelines")
    turns = [
        ("click('194')", commits_tab()),
        ("click('307')", commit_page),
        ("go_back()", commits_tab()),
        ("click('195')", pipelines),
        ("click('193')", overview("5be3a1d7")),
        ("click('206')", overview("5be3a1d7", approved=True)),
        ("click('211')", overview("", merged=True)),
    ]
    add(rs, "h22-web-08", overview("a41f9c2e"), turns, bad=True, turn=5,
        kind="merge request widget now says pipeline #318 ran for commit 5be3a1d7; earlier the overview and the Pipelines tab tied #318 to a41f9c2e and nothing was pushed")


def t09(rs: RowSet) -> None:
    d = "Tuesday, June 11, 2024 at "
    about = ["Discussion of books, authors, and reading. No piracy links. Spoiler tags required for recent releases.",
             "Created Jan 14, 2020"]
    side0 = pm_side("books", "48,213 subscribers", False, about)
    side1 = pm_side("books", "48,214 subscribers", True, about)
    weekly = "What are you reading this week? (Weekly thread)"
    lhod = "Just finished The Left Hand of Darkness and I need to talk about it"
    P = {
        "weekly": (weekly, 64, "6 hours ago", d + "9:02:11 AM UTC", "AutoModerator", 11, False),
        "lhod": (lhod, 87, "8 hours ago", d + "6:55:40 AM UTC", "gethen_winter", 41, False),
        "career": ("Books that made you change careers?", 152, "13 hours ago", d + "1:51:09 AM UTC", "career_pivot", 96, False),
        "middle": ("Is Middlemarch worth it on a first read?", 41, "4 hours ago", d + "11:03:52 AM UTC", "dorothea_fan", 37, False),
        "libby": ("Libraries quietly have the best ebook apps", 230, "19 hours ago", "Monday, June 10, 2024 at 7:50:33 PM UTC", "libby_lover", 58, False),
        "dosto": ("Translations of Dostoevsky: which one?", 29, "2 hours ago", d + "1:05:18 PM UTC", "raskolnikov_irl", 17, False),
        "fifty": ("Finished 50 books this year by June, here is what stuck", 18, "1 hour ago", d + "2:02:47 PM UTC", "pace_reader", 12, False),
    }
    up = dict(P, lhod=P["lhod"][:1] + (88,) + P["lhod"][2:6] + (True,))
    hot = ["libby", "career", "lhod", "weekly", "middle", "dosto", "fifty"]
    new = ["fifty", "dosto", "middle", "weekly", "lhod", "career", "libby"]
    later = dict(up, weekly=up["weekly"][:5] + (12, False), middle=("Is Middlemarch worth it on a first read?", 43, "4 hours ago", d + "11:03:52 AM UTC", "dorothea_fan", 38, False))
    fresh = ("Audiobook narrators who made a book for you", 1, "1 minute ago", d + "3:12:30 PM UTC", "earbuds_in", 0, False)
    hot_later = [later[k] for k in hot] + [fresh]
    cm = [("marginalia_mo", "9:20:05 AM", "Rereading Station Eleven before the show rewatch.", 12),
          ("slowreader22", "9:41:30 AM", "The Overstory. Slow going but gorgeous.", 8),
          ("gethen_winter", "10:02:14 AM", "Still thinking about Left Hand of Darkness, so: The Dispossessed next.", 15),
          ("bookish_bea", "10:30:49 AM", "Demon Copperhead on audio. The narrator is fantastic.", 9),
          ("noir_nights", "11:12:07 AM", "The Long Goodbye. The similes are ridiculous in the best way.", 6),
          ("kestrel_reads", "11:48:33 AM", "Braiding Sweetgrass for book club.", 7),
          ("pace_reader", "12:20:16 PM", "Trust by Hernan Diaz, about a third in.", 4),
          ("AnnaKarenina_fan", "12:59:41 PM", "War and Peace, week 6 of my year-long read.", 11),
          ("dorothea_fan", "1:34:02 PM", "Middlemarch, obviously.", 5),
          ("spine_cracker", "2:15:27 PM", "Tomorrow, and Tomorrow, and Tomorrow. Loving it so far.", 3),
          ("quiet_quill", "2:51:58 PM", "Nothing, in a slump. Recommendations welcome!", 2)]
    ago_a = ["5 hours ago", "5 hours ago", "5 hours ago", "4 hours ago", "3 hours ago", "3 hours ago", "2 hours ago",
             "2 hours ago", "1 hour ago", "54 minutes ago", "18 minutes ago"]
    ago_b = ago_a[:9] + ["56 minutes ago", "20 minutes ago"]
    mine = "Halfway through Piranesi by Susanna Clarke. Short chapters, a strange house, a very calm book; perfect for a heat wave."
    c_a = [(a, d + t + " UTC", g, x, s) for (a, t, x, s), g in zip(cm, ago_a)]
    c_b = [(a, d + t + " UTC", g, x, s) for (a, t, x, s), g in zip(cm, ago_b)] + [("MarvelsGrantMan136", d + "3:12:04 PM UTC", "just now", mine, 1)]

    def thread(comments: list[tuple], draft: str | None = None) -> str:
        return pm_thread("books", 77410, "what-are-you-reading-this-week-weekly-thread", weekly, "AutoModerator", "6 hours ago",
                         d + "9:02:11 AM UTC", ["Tell us what you are reading, what you just finished, and what is next on the pile.",
                                                "Previous weekly threads are linked in the wiki."], 64, False, comments, side0, draft)

    menu_open = pm_listing("books", "Hot", hot_later, side1).replace(
        "[28] button 'MarvelsGrantMan136', hasPopup='menu', expanded=False",
        "[28] button 'MarvelsGrantMan136', hasPopup='menu', expanded=True\n\t\t\t[80] menu ''\n\t\t\t\t[81] menuitem 'Profile'\n"
        "\t\t\t\t[82] menuitem 'Settings'\n\t\t\t\t[83] menuitem 'Night mode'\n\t\t\t\t[84] menuitem 'Log out'")
    profile = axtree("MarvelsGrantMan136", pm_head() + tr(f"""
        [30] main ''
          [32] heading 'MarvelsGrantMan136'
          StaticText 'Registered 1 year ago'
          [34] navigation ''
            [35] link 'Overview', focused
            [36] link 'Submissions'
            [37] link 'Comments'
            [38] link 'Hidden'
          [100] article ''
            StaticText 'Comment on'
            [101] link '{weekly}'
            StaticText 'in'
            [102] link 'books'
            [103] time '{d}3:12:04 PM UTC'
              StaticText '3 minutes ago'
            StaticText '{mine}'
            [104] link 'Edit'
            [105] link 'Delete'
            StaticText '1'
          [110] article ''
            StaticText 'Comment on'
            [111] link '{lhod}'
            StaticText 'in'
            [112] link 'books'
            [113] time 'Tuesday, June 11, 2024 at 8:01:36 AM UTC'
              StaticText '7 hours ago'
            StaticText 'The ending on the ice is one of the best chapters I have read. Estraven deserved better.'
            [114] link 'Edit'
            [115] link 'Delete'
            StaticText '14'
          [120] article ''
            StaticText 'Comment on'
            [121] link 'Best budget mechanical keyboard in 2024?'
            StaticText 'in'
            [122] link 'MechanicalKeyboards'
            [123] time 'Saturday, June 8, 2024 at 6:44:10 PM UTC'
              StaticText '3 days ago'
            StaticText 'Keychron V1 with the stock switches is hard to beat for the price.'
            [124] link 'Edit'
            [125] link 'Delete'
            StaticText '6'
        [900] complementary ''
          StaticText 'MarvelsGrantMan136'
          StaticText '312 submission points, 2,904 comment points'
          [905] link 'Send message'
    """), f"{FORUM}/user/MarvelsGrantMan136")
    turns = [
        ("click('130')", pm_listing("books", "Hot", [up[k] for k in hot], side0)),
        ("click('36')", pm_listing("books", "New", [up[k] for k in new], side0)),
        ("click('138')", thread(c_a)),
        (f"fill('58', '{mine}')", thread(c_a, draft=mine)),
        ("click('60')", thread(c_b)),
        ("click('40')", pm_listing("books", "Hot", hot_later, side0)),
        ("click('905')", pm_listing("books", "Hot", hot_later, side1)),
        ("click('28')", menu_open),
        ("click('81')", profile),
    ]
    add(rs, "h22-web-09", pm_listing("books", "Hot", [P[k] for k in hot], side0), turns)


# ---------------------------------------------------------------------------------------------------------
# Outlook on the web

OWA = "https://outlook.office.com/mail"


def owa(title: str, unread: int, drafts: int, folder: str, main: list[str], url: str) -> str:
    lines = tr("""
        [20] banner ''
          [22] button 'App launcher'
          [23] link 'Outlook'
          [25] combobox 'Search', expanded=False
          [27] button 'Settings'
          [28] button 'Account manager for Dana Whitfield'
        [40] button 'New mail'
        [42] tree 'Folders'
    """)
    names = [("Inbox", f"Inbox, {unread} unread" if unread else "Inbox"), ("Junk Email", "Junk Email"),
             ("Drafts", f"Drafts, {drafts} item{'s' if drafts != 1 else ''}" if drafts else "Drafts"),
             ("Sent Items", "Sent Items"), ("Scheduled", "Scheduled"), ("Deleted Items", "Deleted Items"),
             ("Archive", "Archive"), ("Notes", "Notes")]
    for j, (key, label) in enumerate(names):
        lines.append(f"\t[{44 + j}] treeitem '{label}', selected={key == folder}")
    return axtree(f"{title} - Dana Whitfield - Outlook", lines + main, url)


# (unread, attach, sender, subject, time, preview, group)
OWA_FOCUSED = [
    (True, False, "Marco Bellini", "Q2 vendor review - slides", "8:57 AM", "Attaching the deck for Thursday. Page 6 has the cost comparison we discussed.", "Today"),
    (True, False, "IT Service Desk", "[INC0041872] Your laptop replacement is ready", "8:31 AM", "Pick up at the 3rd floor help desk between 9 AM and 4 PM. Bring your old device and charger.", "Today"),
    (False, False, "Priya Nair", "Re: Budget sign-off", "8:12 AM", "Signed. Finance will release the PO by Friday.", "Today"),
    (True, False, "Samantha Cole", "Lunch and learn next week?", "7:48 AM", "Would your team be up for presenting the vendor scorecard on Wednesday?", "Today"),
    (True, False, "Marco Bellini", "Vendor shortlist", "Wed 4:40 PM", "Down to three: Corvel, Brightline and Northwind. Notes inside.", "Yesterday"),
    (False, False, "Harborview HR", "Open enrollment reminder", "Wed 2:15 PM", "Enrollment closes May 31. Review your elections in the benefits portal.", "Yesterday"),
    (True, True, "Jordan Pike", "Contract redlines v3", "Wed 11:02 AM", "Legal accepted most of our changes; two open items in section 7.", "Yesterday"),
    (False, False, "Theo Grant", "Re: Offsite photos", "Wed 9:30 AM", "Uploaded the rest to the shared album.", "Yesterday"),
    (True, False, "Priya Nair", "FY25 planning template", "Tue 5:05 PM", "Please fill in tabs 2 and 3 by end of next week.", "This week"),
    (False, False, "Facilities", "Badge reader maintenance", "Mon 10:00 AM", "Badge readers on floors 4-6 will be offline Saturday morning.", "This week"),
]


def owa_list(items: list[tuple], tab: str = "Focused", selected: str | None = None) -> list[str]:
    out = tr(f"""
        [60] tablist ''
          [61] tab 'Focused', selected={tab == "Focused"}
          [62] tab 'Other', selected={tab == "Other"}
        [64] button 'Filter'
        [70] listbox 'Message list'
    """)
    group = ""
    for j, (unr, att, sender, subj, when, prev, grp) in enumerate(items):
        if grp != group:
            out.append(f"\tStaticText '{grp}'")
            group = grp
        name = ("Unread " if unr else "") + ("Has attachments " if att else "") + f"{sender} {subj} {when} {prev}"
        out.append(f"\t[{100 + j}] option '{name}', selected={subj == selected}")
    return out


def t10(rs: RowSet) -> None:
    to, subj = "priya.nair@harborview.org", "Vendor review room booking"
    body = "Hi Priya, I booked Pier Room B for Thursday 2-3 PM for the Q2 vendor review. Dana"

    def compose(t: bool, s: bool, b: bool, saved: str | None) -> list[str]:
        out = tr(f"""
            [200] region 'Compose'
              [202] button 'Send'
              [203] button 'Discard'
              [204] button 'Attach file'
              StaticText 'To'
              [206] combobox 'To', expanded=False{", focused" if not t else ""}
        """)
        if t:
            out += ["\t\t[207] button 'Priya Nair'"]
        out += ind(tr(f"""
              [208] button 'Cc'
              [209] button 'Bcc'
              [210] textbox 'Add a subject'{", value='" + subj + "'" if s else ""}
              [212] textbox 'Message body, press Alt+F10 to exit', multiline=True{", value='" + body + "'" if b else ""}
        """), 1)
        if saved:
            out.append(f"\tStaticText 'Draft saved at {saved}'")
        return out

    lst0 = owa_list(OWA_FOCUSED)
    d_url = f"{OWA}/inbox"
    reply = (True, False, "Marco Bellini", "Re: Q2 vendor review - slides", "9:13 AM", "Small fix on page 6: the Brightline total should be 48,200, not 42,800. Updated deck attached.", "Today")
    after = [reply] + OWA_FOCUSED
    read_reply = (False,) + reply[1:]
    after_read = [read_reply] + OWA_FOCUSED
    reading = tr("""
        [300] region 'Reading Pane'
          heading 'Re: Q2 vendor review - slides'
          [302] button 'Marco Bellini <marco.bellini@harborview.org>'
          StaticText 'To: Dana Whitfield'
          StaticText 'Thu 5/16/2024 9:13 AM'
          [305] button 'Reply'
          [306] button 'Reply all'
          [307] button 'Forward'
          [309] document 'Message body'
            StaticText 'Hi Dana,'
            StaticText 'Small fix on page 6: the Brightline total should be 48,200, not 42,800. Updated deck attached.'
            StaticText 'Marco'
            StaticText 'From: Marco Bellini, Thursday, May 16, 2024 8:57 AM'
            StaticText 'Attaching the deck for Thursday. Page 6 has the cost comparison we discussed.'
          [320] link 'Q2-vendor-review-v2.pptx 3 MB'
    """)
    sent = [(False, False, "Priya Nair", subj, "9:13 AM", body, "Today"),
            (False, False, "Theo Grant", "Offsite photos", "Wed 8:55 AM", "Can you upload the rest of the photos from the offsite?", "Yesterday"),
            (False, True, "Jordan Pike", "Contract redlines v2", "Tue 3:20 PM", "Our comments are in the attached version; see section 7.", "This week"),
            (False, False, "Samantha Cole", "Re: Team lunch", "Mon 12:02 PM", "Count me in for Thursday.", "This week"),
            (False, False, "Priya Nair", "Budget sign-off", "Mon 9:14 AM", "Attached is the final budget for your sign-off.", "This week")]
    other = [(True, False, "LinkedIn", "You appeared in 12 searches this week", "Tue 6:00 AM", "See who is looking at your profile.", "This week"),
             (False, False, "Harborview Weekly", "This week at Harborview: new cafeteria hours", "Mon 7:00 AM", "Plus: volunteer day sign-ups and the Q2 town hall recording.", "This week"),
             (False, False, "Medium Daily Digest", "Why vendor scorecards fail", "Sun 8:12 AM", "Stories for Dana Whitfield.", "Last week"),
             (False, False, "Zoom", "Your monthly usage summary", "5/1/2024", "You hosted 14 meetings in April.", "Earlier")]
    turns = [
        ("click('40')", owa("Mail", 7, 1, "Inbox", lst0 + compose(False, False, False, None), f"{OWA}/deeplink/compose")),
        (f"fill('206', '{to}')", owa("Mail", 7, 1, "Inbox", lst0 + compose(True, False, False, None), f"{OWA}/deeplink/compose")),
        (f"fill('210', '{subj}')", owa("Mail", 7, 1, "Inbox", lst0 + compose(True, True, False, None), f"{OWA}/deeplink/compose")),
        (f"fill('212', '{body}')", owa("Mail", 7, 2, "Inbox", lst0 + compose(True, True, True, "9:12 AM"), f"{OWA}/deeplink/compose")),
        ("click('202')", owa("Mail", 8, 1, "Inbox", owa_list(after), d_url)),
        ("click('100')", owa("Mail", 7, 1, "Inbox", owa_list(after_read, selected=reply[3]) + reading, f"{OWA}/inbox/id/AAQkAGM3ZTVhN2Y0")),
        ("click('47')", owa("Sent Items", 7, 1, "Sent Items", owa_list(sent)[4:], f"{OWA}/sentitems")),
        ("click('44')", owa("Mail", 7, 1, "Inbox", owa_list(after_read), d_url)),
        ("click('62')", owa("Mail", 7, 1, "Inbox", owa_list(other, tab="Other"), d_url)),
    ]
    add(rs, "h22-web-10", owa("Mail", 7, 1, "Inbox", lst0, d_url), turns)


# ---------------------------------------------------------------------------------------------------------
# WordPress admin

WP = "https://riversidegarden.org/wp-admin"


def wp_frame(pending: int, active: str) -> list[str]:
    out = tr("""
        [30] navigation 'Main menu'
          [32] link 'Dashboard'
          [34] link 'Posts'
    """)
    if active == "Posts":
        out += ind(tr("""
            [36] link 'All Posts'
            [37] link 'Add New Post'
            [38] link 'Categories'
            [39] link 'Tags'
        """), 1)
    out += ["\t[41] link 'Media'", "\t[43] link 'Pages'", "\t[45] link 'Comments'"]
    if pending:
        out += [f"\t\tStaticText '{pending}'", f"\t\tStaticText '{pending} Comment{'s' if pending != 1 else ''} in moderation'"]
    out += tr("""
          [47] link 'Appearance'
          [49] link 'Plugins'
            StaticText '1'
          [51] link 'Users'
          [53] link 'Tools'
          [55] link 'Settings'
          [57] button 'Collapse Main menu'
        [60] toolbar 'Toolbar'
          [61] menuitem 'About WordPress', hasPopup='menu'
          [62] menuitem 'Riverside Community Garden', hasPopup='menu'
    """)
    out += [f"\t[63] menuitem '{pending} Comment{'s' if pending != 1 else ''} in moderation'" if pending else "\t[63] menuitem '0 Comments in moderation'"]
    out += ["\t[64] menuitem 'New', hasPopup='menu'", "\t[66] menuitem 'Howdy, Lena Park', hasPopup='menu'"]
    return out


# (title, status, author, categories, comments, date line)
WP_POSTS = [
    ("Summer watering schedule", "Draft", "Lena Park", "Announcements", 0, "Last Modified 2024/06/12 at 3:40 pm"),
    ("Spring Volunteer Day recap (copy)", "Draft", "Lena Park", "Events", 0, "Last Modified 2024/06/11 at 8:07 pm"),
    ("Spring Volunteer Day recap", "Published", "Lena Park", "Events", 4, "Published 2024/06/11 at 8:05 pm"),
    ("Plot waitlist: how it works", "Pending", "Omar Haddad", "Membership", 0, "Last Modified 2024/06/10 at 11:18 am"),
    ("June harvest share sign-up", "Published", "Lena Park", "Announcements", 7, "Published 2024/06/03 at 9:00 am"),
    ("Tool shed rules (updated)", "Published", "Lena Park", "Membership", 2, "Published 2024/05/28 at 6:30 pm"),
    ("Composting 101 workshop", "Published", "Omar Haddad", "Events", 5, "Published 2024/05/20 at 10:00 am"),
    ("Rain barrel giveaway", "Published", "Lena Park", "Announcements", 3, "Published 2024/05/09 at 7:45 am"),
    ("Welcome to the 2024 season", "Published", "Lena Park", "Announcements", 1, "Published 2024/04/15 at 8:00 am"),
    ("Seed swap photos", "Published", "Omar Haddad", "Events", 0, "Published 2024/04/02 at 5:12 pm"),
    ("Board meeting minutes: March", "Published", "Lena Park", "Board", 0, "Published 2024/03/25 at 9:41 pm"),
    ("Pollinator garden plans", "Published", "Omar Haddad", "Projects", 1, "Published 2024/03/11 at 12:20 pm"),
    ("Fall cleanup day", "Published", "Lena Park", "Events", 0, "Published 2023/10/28 at 4:00 pm"),
    ("Garlic planting guide", "Draft", "Omar Haddad", "Guides", 0, "Last Modified 2023/10/02 at 6:55 pm"),
]


def wp_posts(posts: list[tuple], counts: tuple[int, int, int, int, int, int], checked: str | None = None,
             bulk: str = "Bulk actions", note: str | None = None) -> str:
    a, mine, pub, dr, pend, trash = counts
    lines = wp_frame(2, "Posts") + tr("""
        [70] main ''
          heading 'Posts'
          [80] link 'Add New Post'
    """)
    if note:
        lines += ind(tr(f"""
            [81] status ''
              StaticText '{note}'
              [79] link 'Undo'
        """), 1)
    lines += ind(tr(f"""
        [82] link 'All ({a})'
        [83] link 'Mine ({mine})'
        [84] link 'Published ({pub})'
        [85] link 'Drafts ({dr})'
        [86] link 'Pending ({pend})'
        [87] link 'Trash ({trash})'
        [90] searchbox 'Search Posts'
        [91] button 'Search Posts'
        [93] combobox 'Select bulk action', hasPopup='menu', value='{bulk}'
          [300] option 'Bulk actions', selected={bulk == "Bulk actions"}
          [301] option 'Edit', selected={bulk == "Edit"}
          [302] option 'Move to Trash', selected={bulk == "Move to Trash"}
        [94] button 'Apply'
        [95] combobox 'Filter by date', value='All dates'
        [96] combobox 'Filter by category', value='All Categories'
        [97] button 'Filter'
        StaticText '{len(posts)} items'
        [100] table ''
          [101] row ''
            [102] checkbox 'Select All', checked='false'
            [103] columnheader 'Title'
            [104] columnheader 'Author'
            [105] columnheader 'Categories'
            [106] columnheader 'Tags'
            [107] columnheader 'Comments'
            [108] columnheader 'Date'
    """), 1)
    for j, (title, status, author, cat, com, when) in enumerate(posts):
        b = 110 + 8 * j
        tag = "" if status == "Published" else f" — {status}"
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select {title}', checked='{str(title == checked).lower()}'",
                  f"\t\t\t[{b + 2}] link '{title}'"]
        if tag:
            lines.append(f"\t\t\tStaticText '{tag}'")
        lines += [f"\t\t\t[{b + 3}] link 'Edit'", f"\t\t\t[{b + 4}] button 'Quick Edit'", f"\t\t\t[{b + 5}] link 'Trash'",
                  f"\t\t\t[{b + 6}] link '{'View' if status == 'Published' else 'Preview'}'",
                  f"\t\t\tgridcell '{author}'", f"\t\t\tgridcell '{cat}'", "\t\t\tgridcell '—'",
                  f"\t\t\tgridcell '{com}'", f"\t\t\tgridcell '{when}'"]
    return axtree("Posts ‹ Riverside Community Garden — WordPress", lines, f"{WP}/edit.php" + ("?trashed=1&ids=2291" if note else ""))


# (author, email, text, on, submitted, approved)
WP_COMMENTS = [
    ("Gerald Moss", "gmoss@example.net", "Can we get a second hose bib by the east beds? The line gets long on Saturdays.", "Summer watering schedule", "2024/06/13 at 7:02 pm", False),
    ("sunflower_kim", "kim.ortega@example.com", "Thanks for organizing! The new raised beds look great.", "Spring Volunteer Day recap", "2024/06/12 at 9:15 am", False),
    ("Ana Ruiz", "ana.ruiz@example.org", "Signed up for a half share. Is pickup still Thursdays?", "June harvest share sign-up", "2024/06/04 at 6:48 pm", True),
    ("Omar Haddad", "omar@riversidegarden.org", "Yes, Thursdays 5-7 pm at the shed.", "June harvest share sign-up", "2024/06/04 at 8:30 pm", True),
    ("Dee Whitaker", "dee.w@example.com", "Will there be extra compost bins available?", "Composting 101 workshop", "2024/05/21 at 10:12 am", True),
]


def wp_comments(approved_kim: bool) -> str:
    pend = 1 if approved_kim else 2
    appr = 22 if approved_kim else 21
    lines = wp_frame(pend, "Comments") + tr(f"""
        [70] main ''
          heading 'Comments'
          [82] link 'All (23)'
          [83] link 'Mine (0)'
          [84] link 'Pending ({pend})'
          [85] link 'Approved ({appr})'
          [86] link 'Spam (4)'
          [87] link 'Trash (0)'
          [90] searchbox 'Search Comments'
          [93] combobox 'Select bulk action', value='Bulk actions'
          [94] button 'Apply'
          [95] combobox 'Filter by comment type', value='All comment types'
          StaticText '23 items'
          [100] table ''
            [101] row ''
              [102] checkbox 'Select All', checked='false'
              [103] columnheader 'Author'
              [104] columnheader 'Comment'
              [105] columnheader 'In response to'
              [106] columnheader 'Submitted on'
    """)
    for j, (author, email, text, on, sub, ok) in enumerate(WP_COMMENTS):
        ok = ok or (approved_kim and author == "sunflower_kim")
        b = 110 + 8 * j
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select comment', checked='false'",
                  f"\t\t\tgridcell '{author} {email}'", f"\t\t\tStaticText '{text}'",
                  f"\t\t\t[{b + 2}] button '{'Unapprove' if ok else 'Approve'}'", f"\t\t\t[{b + 3}] button 'Reply'",
                  f"\t\t\t[{b + 4}] button 'Quick Edit'", f"\t\t\t[{b + 5}] link 'Spam'", f"\t\t\t[{b + 6}] link 'Trash'",
                  f"\t\t\t[{b + 7}] link '{on}'", f"\t\t\tgridcell '{sub}'"]
    return axtree("Comments ‹ Riverside Community Garden — WordPress", lines, f"{WP}/edit-comments.php")


def t11(rs: RowSet) -> None:
    copy = "Spring Volunteer Day recap (copy)"
    rest = [p for p in WP_POSTS if p[0] != copy]
    dash = axtree("Dashboard ‹ Riverside Community Garden — WordPress", wp_frame(1, "Dashboard") + tr("""
        [70] main ''
          heading 'Dashboard'
          [200] region 'At a Glance'
            [202] link '10 Posts'
            [203] link '6 Pages'
            [204] link '22 Comments'
            [205] link '1 Comment in moderation'
            StaticText 'WordPress 6.5.4 running Twenty Twenty-Four theme.'
          [210] region 'Activity'
            heading 'Recently Published'
            StaticText 'Jun 11th, 8:05 pm'
            [213] link 'Spring Volunteer Day recap'
            StaticText 'Jun 3rd, 9:00 am'
            [215] link 'June harvest share sign-up'
            StaticText 'May 28th, 6:30 pm'
            [217] link 'Tool shed rules (updated)'
            StaticText 'May 20th, 10:00 am'
            [219] link 'Composting 101 workshop'
            StaticText 'May 9th, 7:45 am'
            [221] link 'Rain barrel giveaway'
            heading 'Recent Comments'
            StaticText 'From sunflower_kim on Spring Volunteer Day recap'
            StaticText 'Thanks for organizing! The new raised beds look great.'
            StaticText 'From Gerald Moss on Summer watering schedule [Pending]'
            StaticText 'Can we get a second hose bib by the east beds? The line gets long on Saturdays.'
          [230] region 'Quick Draft'
            [231] textbox 'Title'
            [232] textbox 'Content', multiline=True
            [233] button 'Save Draft'
          [240] region 'Site Health Status'
            StaticText 'Good'
            StaticText 'Your site is looking good, but there are still some things you can do to improve its performance and security.'
    """), f"{WP}/index.php")
    turns = [
        ("click('119')", wp_posts(WP_POSTS, (14, 9, 10, 3, 1, 2), checked=copy)),
        ("select_option('93', 'Move to Trash')", wp_posts(WP_POSTS, (14, 9, 10, 3, 1, 2), checked=copy, bulk="Move to Trash")),
        ("click('94')", wp_posts(rest, (13, 8, 10, 3, 1, 3), note="1 post moved to the Trash.")),
        ("click('45')", wp_comments(False)),
        ("click('120')", wp_comments(True)),
        ("click('32')", dash),
    ]
    add(rs, "h22-web-11", wp_posts(WP_POSTS, (14, 9, 10, 3, 1, 2)), turns, bad=True, turn=3,
        kind="after a draft is trashed the Drafts count still reads 3 while All drops to 13 (10 published + 1 pending + 2 drafts listed)")


# ---------------------------------------------------------------------------------------------------------
# Koha OPAC

KOHA = "https://catalog.millbrooklibrary.org/cgi-bin/koha"


def koha_head(search: str = "") -> list[str]:
    return tr(f"""
        [20] link 'Millbrook Public Library'
        [22] button 'Cart'
          StaticText '0'
        [24] button 'Lists', hasPopup='menu'
        [26] link 'Welcome, Ravi Menon'
        [28] link 'Log out'
        [30] combobox 'Search type:', value='Library catalog'
        [31] textbox 'Search the catalog'{", value='" + search + "'" if search else ""}
        [32] button 'Go'
        [34] link 'Advanced search'
        [35] link 'Course reserves'
        [36] link 'Authority search'
        [37] link 'Tag cloud'
        [38] link 'Most popular'
        [39] link 'Recent comments'
    """)


KOHA_NAV = ["[50] navigation ''"] + [f"\t[{51 + j}] link '{x}'" for j, x in enumerate([
    "Your summary", "Your charges", "Your personal details", "Your tags", "Change your password",
    "Your search history", "Your reading history", "Your privacy", "Your purchase suggestions", "Your messaging",
    "Your lists"])]


def koha_summary(loans: list[tuple], holds: list[tuple], tab: str, checked: set[int], note: str | None = None,
                 search: str = "") -> str:
    lines = koha_head(search) + tr("""
        [40] navigation 'Breadcrumb'
          [41] link 'Home'
          [42] link 'Ravi Menon'
          StaticText 'Your summary'
    """) + KOHA_NAV + tr(f"""
        [70] main ''
          heading 'Hello, Ravi Menon'
          [72] link 'Click here if you are not Ravi Menon'
          [75] tablist ''
            [76] tab 'Checked out ({len(loans)})', selected={tab == "loans"}
            [77] tab 'Overdue (0)', selected=False
            [78] tab 'Charges ($0.50)', selected=False
            [79] tab 'Holds ({len(holds)})', selected={tab == "holds"}
    """)
    if note:
        lines += ["\t[80] status ''", f"\t\tStaticText '{note}'"]
    if tab == "loans":
        lines += ind(tr("""
            [90] tabpanel 'Checked out'
              [91] table 'Checked out'
                [92] row ''
                  columnheader 'Title'
                  columnheader 'Due'
                  columnheader 'Barcode'
                  columnheader 'Call number'
                  columnheader 'Renew'
                  columnheader 'Fines'
        """), 1)
        for j, (title, author, due, bc, call, left) in enumerate(loans):
            b = 100 + 5 * j
            lines += [f"\t\t\t[{b}] row ''", f"\t\t\t\t[{b + 1}] link '{title}'", f"\t\t\t\tStaticText '{author}'",
                      f"\t\t\t\tgridcell '{due}'", f"\t\t\t\tgridcell '{bc}'", f"\t\t\t\tgridcell '{call}'",
                      f"\t\t\t\t[{b + 2}] checkbox 'Renew {title}', checked='{str(j in checked).lower()}'",
                      f"\t\t\t\t[{b + 3}] link 'Renew'", f"\t\t\t\tStaticText '({left} of 3 renewals remaining)'",
                      "\t\t\t\tgridcell 'No'"]
        lines += ["\t\t[130] button 'Renew selected'", "\t\t[131] button 'Renew all'"]
    else:
        lines += ind(tr("""
            [90] tabpanel 'Holds'
              [91] table 'Holds'
                [92] row ''
                  columnheader 'Title'
                  columnheader 'Placed on'
                  columnheader 'Expires on'
                  columnheader 'Pick up location'
                  columnheader 'Status'
                  columnheader 'Modify'
        """), 1)
        for j, (title, author, placed, loc, status) in enumerate(holds):
            b = 140 + 5 * j
            lines += [f"\t\t\t[{b}] row ''", f"\t\t\t\t[{b + 1}] link '{title}'", f"\t\t\t\tStaticText '{author}'",
                      f"\t\t\t\tgridcell '{placed}'", "\t\t\t\tgridcell 'Never expires'", f"\t\t\t\tgridcell '{loc}'",
                      f"\t\t\t\tgridcell '{status}'", f"\t\t\t\t[{b + 2}] button 'Suspend'", f"\t\t\t\t[{b + 3}] button 'Cancel'"]
    return axtree("Your library home › Millbrook Public Library catalog", lines,
                  f"{KOHA}/opac-user.pl" + ("#opac-user-holds" if tab == "holds" else ""))


def t12(rs: RowSet) -> None:
    L0 = [("The overstory : a novel", "Powers, Richard", "06/20/2024", "31842000551230", "FIC POWERS", 2),
          ("Project Hail Mary", "Weir, Andy", "06/18/2024", "31842000612877", "FIC WEIR", 3),
          ("Salt, fat, acid, heat : mastering the elements of good cooking", "Nosrat, Samin", "06/25/2024", "31842000409958", "641.5 NOS", 1)]
    L1 = [L0[0][:2] + ("07/11/2024",) + L0[0][3:5] + (1,), L0[1][:2] + ("07/09/2024",) + L0[1][3:5] + (2,), L0[2]]
    tomorrow = ("Tomorrow, and tomorrow, and tomorrow", "Zevin, Gabrielle", "05/28/2024", "Main Library")
    bs = "Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants"
    H1 = [tomorrow + ("Pending (position 3 in queue)",)]
    H2 = [(bs, "Kimmerer, Robin Wall", "06/14/2024", "Eastside Branch", "Pending"), tomorrow + ("Pending (position 2 in queue)",)]
    q = "braiding sweetgrass"
    results = axtree(f"Results of search for {q} › Millbrook Public Library catalog", koha_head(q) + tr(f"""
        [40] navigation 'Breadcrumb'
          [41] link 'Home'
          StaticText 'Results of search for {q}'
        [70] main ''
          heading 'Your search returned 3 results.'
          [72] combobox 'Sort by:', value='Relevance'
          [74] button 'Select all'
          [75] button 'Place hold'
          [80] table ''
            [81] row ''
              [82] checkbox '', checked='false'
              StaticText '1.'
              [83] link '{bs}'
              StaticText 'by Kimmerer, Robin Wall'
              StaticText 'Material type: Text; Format: print. Publication details: Minneapolis, Minnesota : Milkweed Editions, 2013'
              StaticText 'Availability: Items available for loan: Eastside Branch (1) [581.6 KIM]. Checked out (2).'
              [85] link 'Place hold'
              [86] link 'Add to cart'
            [90] row ''
              [91] checkbox '', checked='false'
              StaticText '2.'
              [92] link 'Braiding sweetgrass [large print]'
              StaticText 'by Kimmerer, Robin Wall'
              StaticText 'Material type: Text; Format: print; Literary form: large print. Publication details: Waterville, Maine : Thorndike Press, 2020'
              StaticText 'Availability: Items available for loan: Main Library (1) [LP 581.6 KIM].'
              [94] link 'Place hold'
              [95] link 'Add to cart'
            [100] row ''
              [101] checkbox '', checked='false'
              StaticText '3.'
              [102] link 'Braiding sweetgrass for young adults : indigenous wisdom, scientific knowledge, and the teachings of plants'
              StaticText 'by Kimmerer, Robin Wall; adapted by Monique Gray Smith'
              StaticText 'Material type: Text; Format: print. Publication details: Minneapolis : Zest Books, 2022'
              StaticText 'Availability: No items available: Checked out (1).'
              [104] link 'Place hold'
              [105] link 'Add to cart'
    """), f"{KOHA}/opac-search.pl?q=braiding+sweetgrass")
    detail = axtree(f"Details for: {bs} › Millbrook Public Library catalog", koha_head(q) + tr(f"""
        [40] navigation 'Breadcrumb'
          [41] link 'Home'
          [42] link 'Results of search for {q}'
          StaticText 'Details for: Braiding sweetgrass'
        [70] main ''
          heading '{bs} /'
          StaticText 'Robin Wall Kimmerer.'
          StaticText 'By: Kimmerer, Robin Wall'
          StaticText 'Material type: Text; Publisher: Minneapolis, Minnesota : Milkweed Editions, 2013; Edition: First edition; Description: x, 390 pages ; 24 cm'
          StaticText 'ISBN: 9781571313355'
          StaticText 'Subject(s): Botany -- Philosophy | Indian philosophy | Human-plant relationships | Nature -- Effect of human beings on'
          StaticText 'DDC classification: 581.6/3'
          [80] link 'Place hold'
          [81] link 'Add to your cart'
          [82] link 'Save to your lists'
          [84] tablist ''
            [85] tab 'Holdings ( 3 )', selected=True
            [86] tab 'Title notes', selected=False
            [87] tab 'Comments ( 2 )', selected=False
          [90] table 'Holdings'
            [91] row ''
              columnheader 'Item type'
              columnheader 'Current library'
              columnheader 'Call number'
              columnheader 'Status'
              columnheader 'Date due'
              columnheader 'Barcode'
            [92] row ''
              gridcell 'Book'
              gridcell 'Main Library'
              gridcell '581.6 KIM'
              gridcell 'Checked out'
              gridcell '06/27/2024'
              gridcell '31842000701111'
            [93] row ''
              gridcell 'Book'
              gridcell 'Eastside Branch'
              gridcell '581.6 KIM'
              gridcell 'Available'
              gridcell ''
              gridcell '31842000701129'
            [94] row ''
              gridcell 'Book'
              gridcell 'Northgate Branch'
              gridcell '581.6 KIM'
              gridcell 'Checked out'
              gridcell '07/02/2024'
              gridcell '31842000701137'
    """), f"{KOHA}/opac-detail.pl?biblionumber=48213")

    def hold_form(loc: str) -> str:
        return axtree("Placing a hold › Millbrook Public Library catalog", koha_head(q) + tr(f"""
            [40] navigation 'Breadcrumb'
              [41] link 'Home'
              StaticText 'Placing a hold'
            [70] main ''
              heading 'Confirm holds for: Ravi Menon (31842090017764)'
              [73] checkbox 'Place a hold on Braiding sweetgrass', checked='true'
              [74] link '{bs}'
              StaticText 'by Kimmerer, Robin Wall'
              StaticText 'Your priority: 1'
              StaticText 'Pick up location:'
              [78] combobox 'Pick up location:', hasPopup='menu', value='{loc}'
                [79] option 'Main Library', selected={loc == "Main Library"}
                [80] option 'Eastside Branch', selected={loc == "Eastside Branch"}
                [81] option 'Northgate Branch', selected={loc == "Northgate Branch"}
              [83] link 'Show more options'
              [85] button 'Confirm hold'
        """), f"{KOHA}/opac-reserve.pl?biblionumber=48213")

    turns = [
        ("click('102')", koha_summary(L0, H1, "loans", {0})),
        ("click('107')", koha_summary(L0, H1, "loans", {0, 1})),
        ("click('130')", koha_summary(L1, H1, "loans", set(), note="2 item(s) renewed.")),
        ("click('79')", koha_summary(L1, H1, "holds", set())),
        ("fill('31', 'braiding sweetgrass')", koha_summary(L1, H1, "holds", set(), search=q)),
        ("click('32')", results),
        ("click('83')", detail),
        ("click('80')", hold_form("Main Library")),
        ("select_option('78', 'Eastside Branch')", hold_form("Eastside Branch")),
        ("click('85')", koha_summary(L1, H2, "holds", set())),
    ]
    add(rs, "h22-web-12", koha_summary(L0, H1, "loans", set()), turns)


# ---------------------------------------------------------------------------------------------------------
# Clinic patient portal

NBH = "https://mychart.northbayhealth.org/MyChart"


def nbh(title: str, main: list[str], path: str, msgs: int = 2, results: int = 1) -> str:
    lines = tr(f"""
        [20] link 'Northbay Health MyChart'
        [22] navigation 'Main'
          [23] link 'Home'
          [24] link 'Messages'
            StaticText '{msgs}'
          [25] link 'Visits'
          [26] link 'Test Results'
            StaticText '{results}'
          [27] link 'Medications'
          [28] link 'Billing'
          [29] button 'Menu'
        [31] button 'Dana Kowalski', hasPopup='menu'
        [32] link 'Log out'
    """) + main + tr("""
        [900] contentinfo ''
          [901] link 'Interpreter services'
          [902] link 'Privacy policy'
          [903] link 'Terms and conditions'
          StaticText 'MyChart® licensed from Epic Systems Corporation © 1999 - 2024'
    """)
    return axtree(f"{title} | Northbay Health MyChart", lines, f"{NBH}/{path}")


PHYSICAL = ("Annual Physical", "Mon Jul 8, 2024", "9:30 AM", "Emeka Okafor, MD")
FOLLOWUP = ("Follow-up Visit", "Tue Jun 25, 2024", "2:40 PM", "Priya Raman, PA-C")


def nbh_home(appts: list[tuple]) -> str:
    main = tr(f"""
        [40] main ''
          heading 'Welcome, Dana!'
          StaticText 'Last login: Jun 10, 2024 at 7:42 PM'
          [43] region 'Coming up'
            heading 'Coming up'
            StaticText 'You have {len(appts)} upcoming appointment{"s" if len(appts) != 1 else ""}.'
    """)
    for j, (kind, day, time, prov) in enumerate(appts):
        b = 50 + 5 * j
        main += ind(tr(f"""
            [{b}] article ''
              StaticText '{day}'
              StaticText '{time}'
              heading '{kind}'
              StaticText 'with {prov}'
              StaticText 'Northbay Family Medicine - Harbor Clinic'
              [{b + 2}] link 'Details'
              [{b + 3}] link 'eCheck-In'
        """), 2)
    main += ind(tr("""
        [70] link 'Schedule an appointment'
        [72] region 'To Do'
          heading 'To Do'
          StaticText 'Complete your annual health questionnaire'
          StaticText 'Due Jun 30, 2024'
          [75] link 'Start questionnaire'
        [77] region 'Recent test results'
          heading 'Recent test results'
          [79] link 'Lipid panel'
          StaticText 'Jun 3, 2024 · New'
          [81] link 'Comprehensive metabolic panel'
          StaticText 'Jun 3, 2024'
        [84] region 'Messages'
          heading 'Messages'
          StaticText 'You have 2 unread messages.'
          [87] link 'Go to Messages'
        [89] region 'Billing'
          heading 'Billing'
          StaticText 'Amount due: $0.00'
          [92] link 'View statements'
    """), 1)
    return nbh("Home", main, "Home")


def t13(rs: RowSet) -> None:
    reasons = nbh("Schedule an Appointment", tr("""
        [40] main ''
          heading 'Schedule an Appointment'
          StaticText 'What would you like to schedule?'
          [43] button 'Follow-up visit'
          [44] button 'Sick visit'
          [45] button 'Annual physical'
          [46] button 'Vaccine'
          [47] button 'Lab only'
          [48] button 'Telehealth video visit'
          StaticText 'If you are having a medical emergency, call 911.'
    """), "Scheduling")

    def provider(choice: str | None) -> str:
        return nbh("Schedule an Appointment", tr(f"""
            [40] main ''
              heading 'Schedule an Appointment'
              StaticText 'Follow-up visit'
              [42] button 'Change reason'
              StaticText 'Which provider would you like to see?'
              [45] radiogroup ''
                [46] radio 'Emeka Okafor, MD (Primary care provider)', checked='{str(choice == "okafor").lower()}'
                [47] radio 'Priya Raman, PA-C', checked='{str(choice == "raman").lower()}'
                [48] radio 'Any available provider', checked='false'
              StaticText 'Location'
              [50] combobox 'Location', value='Northbay Family Medicine - Harbor Clinic'
              [52] button 'Continue'{"" if choice else ", disabled=True"}
        """), "Scheduling")

    slots = [("Thursday June 20", ["8:40 AM", "2:40 PM"]), ("Friday June 21", ["10:00 AM", "11:20 AM"]),
             ("Monday June 24", ["1:00 PM"]), ("Tuesday June 25", ["9:00 AM", "2:40 PM", "4:00 PM"])]
    smain = tr("""
        [40] main ''
          heading 'Schedule an Appointment'
          StaticText 'Follow-up visit with Priya Raman, PA-C at Northbay Family Medicine - Harbor Clinic'
          [43] button 'Change'
          StaticText 'Showing times for the next 7 days'
    """)
    k = 60
    for day, times in slots:
        smain += [f"\theading '{day}'"]
        for t in times:
            smain += [f"\t[{k}] button '{day} {t}'"]
            k += 1
    smain += ["\t[80] button 'Show more times'"]
    times_page = nbh("Schedule an Appointment", smain, "Scheduling")
    reason = "Recheck blood pressure after the lisinopril dose change"

    def review(text: str = "") -> str:
        return nbh("Schedule an Appointment", tr(f"""
            [40] main ''
              heading 'Review and schedule'
              StaticText 'Follow-up Visit'
              StaticText 'Tuesday June 25, 2024'
              StaticText 'Starts at 2:40 PM (arrive by 2:25 PM)'
              StaticText 'with Priya Raman, PA-C'
              StaticText 'Northbay Family Medicine - Harbor Clinic, 1450 Harbor Way, Suite 200, Bayview, CA 94117'
              [48] button 'Change time'
              StaticText 'What is the reason for your visit?'
              [50] textbox 'Reason for visit', multiline=True{", value='" + text + "'" if text else ""}
              StaticText 'Please bring your insurance card and a list of current medications.'
              [53] button 'Schedule'
              [54] button 'Back'
        """), "Scheduling")

    done = nbh("Appointment Scheduled", tr(f"""
        [40] main ''
          heading 'Appointment scheduled'
          StaticText 'Confirmation number: NBH-4471920'
          StaticText 'Follow-up Visit'
          StaticText 'Tuesday June 25, 2024 at 2:40 PM'
          StaticText 'with Priya Raman, PA-C'
          StaticText 'Northbay Family Medicine - Harbor Clinic, 1450 Harbor Way, Suite 200, Bayview, CA 94117'
          StaticText 'Reason: {reason}'
          [49] link 'Add to calendar'
          [50] link 'Go to Visits'
          StaticText 'Need to cancel? Cancel at least 24 hours ahead to avoid a late cancellation fee.'
    """), "Scheduling/Confirmation")
    visits = nbh("Visits", tr("""
        [40] main ''
          heading 'Visits'
          [42] tablist ''
            [43] tab 'Upcoming', selected=True
            [44] tab 'Past', selected=False
          heading 'Upcoming visits'
          [46] article ''
            StaticText 'TUE Jun 25, 2024'
            heading 'Follow-up Visit'
            StaticText 'Starts at 2:40 PM'
            StaticText 'with Priya Raman, PA-C'
            StaticText 'Northbay Family Medicine - Harbor Clinic'
            [48] link 'View details'
            [49] button 'Cancel'
          [52] article ''
            StaticText 'MON Jul 8, 2024'
            heading 'Annual Physical'
            StaticText 'Starts at 9:30 AM'
            StaticText 'with Emeka Okafor, MD'
            StaticText 'Northbay Family Medicine - Harbor Clinic'
            [54] link 'View details'
            [55] button 'Cancel'
          [58] link 'Schedule an appointment'
    """), "Visits")
    results = nbh("Test Results", tr("""
        [40] main ''
          heading 'Test Results'
          [42] combobox 'Sort by', value='Most recent'
          [44] searchbox 'Search test results'
          [46] table ''
            [47] row ''
              [48] link 'Lipid panel'
              StaticText 'New'
              StaticText 'Jun 3, 2024'
              StaticText 'Ordered by Emeka Okafor, MD'
            [50] row ''
              [51] link 'Comprehensive metabolic panel'
              StaticText 'Jun 3, 2024'
              StaticText 'Ordered by Emeka Okafor, MD'
            [53] row ''
              [54] link 'Hemoglobin A1c'
              StaticText 'Feb 2, 2024'
              StaticText 'Ordered by Emeka Okafor, MD'
            [56] row ''
              [57] link 'TSH'
              StaticText 'Feb 2, 2024'
              StaticText 'Ordered by Emeka Okafor, MD'
    """), "TestResults")
    inbox = nbh("Messages", tr("""
        [40] main ''
          heading 'Messages'
          [42] button 'Send a message'
          [43] tablist ''
            [44] tab 'Conversations', selected=True
            [45] tab 'Bookmarked', selected=False
            [46] tab 'Trash', selected=False
          [50] list ''
            [51] listitem ''
              [52] link 'Your lipid panel results'
              StaticText 'Unread'
              StaticText 'Emeka Okafor, MD'
              StaticText 'Jun 4'
              StaticText 'Hi Dana, your LDL is a little higher than last year...'
            [55] listitem ''
              [56] link 'Questionnaire reminder'
              StaticText 'Unread'
              StaticText 'Northbay Health'
              StaticText 'Jun 1'
              StaticText 'Please complete your annual health questionnaire before your physical.'
            [59] listitem ''
              [60] link 'RE: Blood pressure readings'
              StaticText 'Priya Raman, PA-C'
              StaticText 'May 20'
              StaticText 'Thanks for sending these. Let us recheck in about a month.'
    """), "Messages")
    msg = nbh("Messages", tr("""
        [40] main ''
          [41] link 'Back to Messages'
          heading 'Your lipid panel results'
          StaticText 'From: Emeka Okafor, MD'
          StaticText 'To: Dana Kowalski'
          StaticText 'Sent: Jun 4, 2024 8:12 AM'
          StaticText 'Hi Dana, your LDL is a little higher than last year (142 mg/dL, was 128). HDL and triglycerides look good.'
          StaticText 'Let us talk about diet and exercise at your physical on July 8. No medication changes for now.'
          StaticText 'Dr. Okafor'
          [50] button 'Reply'
          [51] button 'Bookmark'
          [52] button 'Delete'
    """), "Messages/Conversation?id=WP-24mKx9", msgs=1)
    turns = [
        ("click('70')", reasons),
        ("click('43')", provider(None)),
        ("click('47')", provider("raman")),
        ("click('52')", times_page),
        ("click('66')", review()),
        (f"fill('50', '{reason}')", review(reason)),
        ("click('53')", done),
        ("click('25')", visits),
        ("click('26')", results),
        ("click('23')", nbh_home([PHYSICAL])),
        ("click('24')", inbox),
        ("click('52')", msg),
    ]
    add(rs, "h22-web-13", nbh_home([PHYSICAL]), turns, bad=True, turn=10,
        kind="the Home page shows 1 upcoming appointment and omits the Jun 25 follow-up that was just scheduled and listed on Visits")


# ---------------------------------------------------------------------------------------------------------
# SupplyLink vendor portal

SL = "https://vendors.supplylink.harvestgrocers.com"


def sl(title: str, main: list[str], path: str, toast: str | None = None) -> str:
    lines = tr("""
        [20] link 'SupplyLink'
        StaticText 'Vendor: Meadowline Foods (V-20418)'
        [22] navigation ''
          [23] link 'Dashboard'
          [24] link 'Purchase Orders'
          [25] link 'Inventory'
          [26] link 'Shipments (ASN)'
          [27] link 'Invoices'
          [28] link 'Scorecard'
          [29] link 'Support'
        [31] button 'Jordan Ellis', hasPopup='menu'
    """)
    if toast:
        lines += ["[35] alert ''", f"\tStaticText '{toast}'", "\t[36] button 'Dismiss'"]
    return axtree(f"{title} · SupplyLink", lines + main, f"{SL}/{path}")


# (sku, product, pack, on hand, committed, updated)
SL_INV = [
    ("MLF-AB-16C", "Almond Butter Crunchy 16 oz", "12/cs", 388, 60, "2 h ago"),
    ("MLF-AB-16S", "Almond Butter Smooth 16 oz", "12/cs", 412, 72, "2 h ago"),
    ("MLF-CB-08D", "Cashew Bites Dark Chocolate 8 oz", "8/cs", 230, 40, "2 h ago"),
    ("MLF-CC-10S", "Coconut Chips Sea Salt 10 oz", "12/cs", 176, 24, "3 h ago"),
    ("MLF-GR-12H", "Honey Almond Granola 12 oz", "6/cs", 88, 24, "3 h ago"),
    ("MLF-GR-12M", "Maple Pecan Granola 12 oz", "6/cs", 302, 36, "3 h ago"),
    ("MLF-HB-04V", "Hazelnut Bar Vanilla 4-pack", "24/cs", 640, 120, "5 h ago"),
    ("MLF-OC-12G", "Oat Crunch Granola 12 oz", "6/cs", 155, 20, "2 h ago"),
    ("MLF-OM-32B", "Oat Milk Barista 32 oz", "6/cs", 240, 48, "2 h ago"),
    ("MLF-OM-64O", "Oat Milk Original 64 oz", "6/cs", 410, 96, "2 h ago"),
]


def sl_inv(rows: list[tuple], total: int, query: str = "", typed: str | None = None, modal: list[str] | None = None,
           toast: str | None = None) -> str:
    pages = -(-total // 10)
    val = typed if typed is not None else query
    main = tr(f"""
        [40] main ''
          heading 'Inventory'
          StaticText 'Quantities are per case. Available = On hand - Committed.'
          [43] searchbox 'Search SKU or product'{", value='" + val + "'" if val else ""}
          [44] combobox 'Warehouse', value='All warehouses'
          [45] button 'Export CSV'
          [50] table ''
            [51] row ''
              columnheader 'SKU'
              columnheader 'Product'
              columnheader 'Pack'
              columnheader 'On hand'
              columnheader 'Committed'
              columnheader 'Available'
              columnheader 'Updated'
              columnheader ''
    """)
    for j, (sku, prod, pack, oh, com, upd) in enumerate(rows):
        b = 60 + 3 * j
        main += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{sku}'", f"\t\t\tgridcell '{prod}'", f"\t\t\tgridcell '{pack}'",
                 f"\t\t\tgridcell '{oh:,}'", f"\t\t\tgridcell '{com:,}'", f"\t\t\tgridcell '{oh - com:,}'",
                 f"\t\t\tgridcell '{upd}'", f"\t\t\t[{b + 1}] button 'Edit {sku}'"]
    main += [f"\tStaticText 'Showing 1-{len(rows)} of {total}'", f"\tStaticText 'Page 1 of {pages}'",
             "\t[100] button 'Previous page', disabled=True", f"\t[101] button 'Next page'{', disabled=True' if pages == 1 else ''}"]
    if modal:
        main += modal
    return sl("Inventory", main, "inventory" + (f"?q={query}" if query else ""), toast)


# (po, dc, ordered, ship by, lines, total, status)
SL_POS = [
    ("PO-20931", "Harvest Grocers DC-2 (Fresno)", "Jun 13", "Jun 17", 14, "$18,420.60", "Awaiting acknowledgment"),
    ("PO-20930", "Harvest Grocers DC-1 (Sacramento)", "Jun 13", "Jun 18", 9, "$11,306.40", "Awaiting acknowledgment"),
    ("PO-20929", "Harvest Grocers DC-3 (Reno)", "Jun 12", "Jun 18", 6, "$7,884.00", "Awaiting acknowledgment"),
    ("PO-20928", "Harvest Grocers DC-1 (Sacramento)", "Jun 11", "Jun 14", 12, "$15,019.20", "Acknowledged"),
    ("PO-20925", "Harvest Grocers DC-2 (Fresno)", "Jun 10", "Jun 14", 8, "$9,912.00", "Acknowledged"),
    ("PO-20924", "Harvest Grocers DC-3 (Reno)", "Jun 10", "Jun 15", 5, "$6,230.40", "Acknowledged"),
    ("PO-20922", "Harvest Grocers DC-1 (Sacramento)", "Jun 7", "Jun 11", 11, "$13,480.80", "Shipped"),
    ("PO-20919", "Harvest Grocers DC-2 (Fresno)", "Jun 6", "Jun 10", 13, "$16,702.20", "Shipped"),
]


def sl_pos(rows: list[tuple], toast: str | None = None) -> str:
    main = tr("""
        [40] main ''
          heading 'Purchase Orders'
          [42] combobox 'Status', value='All statuses'
          [43] searchbox 'Search PO number'
          [45] table ''
            [46] row ''
              columnheader 'PO'
              columnheader 'Ship to'
              columnheader 'Ordered'
              columnheader 'Ship by'
              columnheader 'Lines'
              columnheader 'Total'
              columnheader 'Status'
              columnheader 'Action'
    """)
    for j, (po, dc, od, sb, n, tot, st) in enumerate(rows):
        b = 60 + 4 * j
        main += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{po}'", f"\t\t\tgridcell '{dc}'", f"\t\t\tgridcell '{od}'",
                 f"\t\t\tgridcell '{sb}'", f"\t\t\tgridcell '{n}'", f"\t\t\tgridcell '{tot}'", f"\t\t\tgridcell '{st}'"]
        if st == "Awaiting acknowledgment":
            main.append(f"\t\t\t[{b + 2}] button 'Acknowledge {po}'")
        elif st == "Acknowledged":
            main.append(f"\t\t\t[{b + 3}] button 'Create ASN for {po}'")
    main += ["\tStaticText 'Showing 1-8 of 41'", "\t[100] button 'Next page'"]
    return sl("Purchase Orders", main, "purchase-orders", toast)


def sl_dash(synced: str, awaiting: int, orders: int, barista: tuple[int, str], recent: list[tuple[str, str]]) -> str:
    main = tr(f"""
        [40] main ''
          heading 'Dashboard'
          StaticText 'Inventory feed: last synced {synced}'
          [42] button 'Sync now'
          [44] region 'Key figures'
            StaticText 'Open POs'
            StaticText '6'
            StaticText 'Awaiting acknowledgment'
            StaticText '{awaiting}'
            StaticText 'Store orders today'
            StaticText '{orders}'
            StaticText 'Fill rate (30 days)'
            StaticText '96.2%'
            StaticText 'On-time ship (30 days)'
            StaticText '93.8%'
          [60] region 'Low stock alerts'
            heading 'Low stock alerts'
            [62] table ''
              [63] row ''
                columnheader 'SKU'
                columnheader 'Product'
                columnheader 'Available'
                columnheader 'Days of cover'
              [64] row ''
                gridcell 'MLF-GR-12H'
                gridcell 'Honey Almond Granola 12 oz'
                gridcell '64'
                gridcell '1.8'
              [65] row ''
                gridcell 'MLF-OM-32B'
                gridcell 'Oat Milk Barista 32 oz'
                gridcell '{barista[0]}'
                gridcell '{barista[1]}'
          [70] region 'Recent purchase orders'
            heading 'Recent purchase orders'
    """)
    for j, (po, st) in enumerate(recent):
        main += [f"\t\t[{72 + j}] link '{po}'", f"\t\tStaticText '{st}'"]
    return sl("Dashboard", main, "dashboard")


def t14(rs: RowSet) -> None:
    oats = [r for r in SL_INV if "Oat" in r[1]]
    barista = SL_INV[8]

    def modal(val: str, reason: str) -> list[str]:
        return tr(f"""
            [110] dialog 'Adjust on-hand quantity', modal=True
              heading 'Adjust on-hand quantity'
              StaticText 'MLF-OM-32B · Oat Milk Barista 32 oz · Warehouse: Stockton'
              StaticText 'Committed to open orders: 48'
              [114] spinbutton 'On hand (cases)', value='{val}'
              [115] combobox 'Reason', value='{reason}'
                [116] option 'Select a reason', selected={reason == "Select a reason"}
                [117] option 'Cycle count adjustment', selected={reason == "Cycle count adjustment"}
                [118] option 'Damaged / spoiled', selected={reason == "Damaged / spoiled"}
                [119] option 'Received production lot', selected={reason == "Received production lot"}
              [120] textbox 'Note (optional)'
              [121] button 'Cancel'
              [122] button 'Save'{", disabled=True" if reason == "Select a reason" else ""}
        """)

    oats_after = [r if r[0] != "MLF-OM-32B" else r[:3] + (216, 48, "just now") for r in oats]
    pos_after = [SL_POS[0][:6] + ("Acknowledged",)] + SL_POS[1:]
    turns = [
        ("click('25')", sl_inv(SL_INV, 27)),
        ("fill('43', 'oat')", sl_inv(SL_INV, 27, typed="oat")),
        ("press('43', 'Enter')", sl_inv(oats, 3, query="oat")),
        ("click('64')", sl_inv(oats, 3, query="oat", modal=modal("240", "Select a reason"))),
        ("fill('114', '216')", sl_inv(oats, 3, query="oat", modal=modal("216", "Select a reason"))),
        ("select_option('115', 'Cycle count adjustment')", sl_inv(oats, 3, query="oat", modal=modal("216", "Cycle count adjustment"))),
        ("click('122')", sl_inv(oats_after, 3, query="oat", toast="Inventory updated for MLF-OM-32B: on hand 240 → 216 (cycle count adjustment).")),
        ("click('24')", sl_pos(SL_POS)),
        ("click('62')", sl_pos(pos_after, toast="PO-20931 acknowledged. Ship by Jun 17.")),
        ("click('23')", sl_dash("1 min ago", 2, 38, (168, "2.7"), [("PO-20931", "Acknowledged"), ("PO-20930", "Awaiting acknowledgment"), ("PO-20929", "Awaiting acknowledgment")])),
    ]
    assert barista[3] - barista[4] == 192
    add(rs, "h22-web-14", sl_dash("4 min ago", 3, 37, (192, "3.1"), [("PO-20931", "Awaiting acknowledgment"), ("PO-20930", "Awaiting acknowledgment"), ("PO-20929", "Awaiting acknowledgment")]), turns)


# ---------------------------------------------------------------------------------------------------------
# DokuWiki

DW = "https://wiki.acme-ops.net/doku.php"


def dw(title: str, page: str, main: list[str], trace: list[str], url: str, tools: bool = True) -> str:
    lines = tr("""
        [20] link 'Acme Ops Wiki'
        [22] searchbox 'Search'
        [23] button 'Search'
        [25] navigation 'User Tools'
          [26] link 'Ines Duarte'
          [27] link 'Admin'
          [28] link 'Log Out'
        [30] navigation 'Site Tools'
          [31] link 'Recent Changes'
          [32] link 'Media Manager'
          [33] link 'Sitemap'
        StaticText 'Trace:'
    """)
    lines += [f"[{35 + j}] link '{t}'" for j, t in enumerate(trace)]
    lines += ["StaticText 'You are here:'", "[40] link 'start'", "[41] link 'ops'", f"[42] link '{page}'"]
    lines += main
    if tools:
        lines += tr("""
            [90] navigation 'Page Tools'
              [91] link 'Edit this page'
              [92] link 'Old revisions'
              [93] link 'Backlinks'
              [94] link 'Back to top'
        """)
    return axtree(f"{title} [Acme Ops Wiki]", lines, url)


CONTACTS_OLD = ["Primary on-call: Ines Duarte, +1 415 555 0187", "Secondary: Tomasz Wolak, +1 415 555 0133",
                "Storage vendor: Wasabi support portal, account 80-4417"]
CONTACTS_NEW = ["Primary on-call: Priya Anand, +1 415 555 0162", "Secondary: Ines Duarte, +1 415 555 0187",
                "Storage vendor: Wasabi support portal, account 80-4417"]


def runbook(contacts: list[str], pg_time: str, modified: str, trace: list[str]) -> str:
    main = tr("""
        [50] main ''
          heading 'Backup runbook'
          [52] navigation 'Table of Contents'
            [53] link 'Overview'
            [54] link 'Schedule'
            [55] link 'Restore procedure'
            [56] link 'Contacts'
          heading 'Overview'
          StaticText 'All production data is backed up nightly with restic to Wasabi object storage (region us-west-1). Snapshots are encrypted; the repository password is in Vault under ops/restic.'
          StaticText 'Backups are checked every morning by the backup-verify job, which alerts #ops-alerts on failure.'
          [60] button 'Edit'
          heading 'Schedule'
          [62] table ''
            [63] row ''
              columnheader 'Job'
              columnheader 'Runs'
              columnheader 'Target'
              columnheader 'Retention'
            [64] row ''
              gridcell 'pg-main'
              gridcell 'daily {pg_time} UTC'
              gridcell 's3://acme-backups-prod/pg'
              gridcell '14 daily, 8 weekly'
            [65] row ''
              gridcell 'files-nas'
              gridcell 'daily 02:15 UTC'
              gridcell 's3://acme-backups-prod/nas'
              gridcell '30 daily'
            [66] row ''
              gridcell 'gitlab'
              gridcell 'daily 03:00 UTC'
              gridcell 's3://acme-backups-prod/gitlab'
              gridcell '14 daily, 6 monthly'
          [68] button 'Edit'
          heading 'Restore procedure'
          [70] list ''
            listitem ''
              StaticText 'Pick the restore point in the Wasabi console or with restic snapshots.'
            listitem ''
              StaticText 'Follow'
              [72] link 'restore_checklist'
              StaticText 'for database restores.'
            listitem ''
              StaticText 'For NAS files, restore to /mnt/restore and copy back with rsync -a.'
            listitem ''
              StaticText 'Log the restore in the ops journal.'
          [76] button 'Edit'
          heading 'Contacts'
          [78] list ''
    """.replace("{pg_time}", pg_time))
    main += [f"\t\tlistitem ''\n\t\t\tStaticText '{c}'" for c in contacts]
    main += ["\t[82] button 'Edit'", f"\tStaticText 'ops/backup_runbook.txt · Last modified: {modified}'"]
    main = "\n".join(main).split("\n")
    return dw("ops:backup_runbook", "backup_runbook", main, trace, f"{DW}?id=ops:backup_runbook")


def t15(rs: RowSet) -> None:
    tr0 = ["start", "backup_runbook"]
    old_mod = "2024/05/02 14:10 by twolak"
    new_mod = "2024/06/14 10:22 by iduarte"
    text_old = "===== Contacts =====\\n  * " + "\\n  * ".join(CONTACTS_OLD)
    text_new = "===== Contacts =====\\n  * " + "\\n  * ".join(CONTACTS_NEW)

    def editor(page: str, text: str, summary: str = "", section: str = "") -> str:
        return dw(page, page.split(":")[1], tr(f"""
            [50] main ''
              heading 'Edit page'
              StaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax. Please edit the page only if you can improve it.'
              {"StaticText 'Editing section: " + section + "'" if section else "StaticText 'Editing the whole page'"}
              [52] textbox '', multiline=True, focused, value='{text}'
              [55] textbox 'Edit summary:'{", value='" + summary + "'" if summary else ""}
              [56] checkbox 'Minor Changes', checked='false'
              [57] button 'Save'
              [58] button 'Preview'
              [59] button 'Cancel'
        """), tr0 if page.endswith("runbook") else tr0 + ["restore_checklist"],
            f"{DW}?id={page}&do=edit", tools=False)

    revisions = dw("ops:backup_runbook", "backup_runbook", tr("""
        [50] main ''
          heading 'Old revisions'
          StaticText 'This is a list of all revisions of the current page. To revert, pick a revision and use the Edit this page button.'
          [53] list ''
            [54] listitem ''
              [55] checkbox '', checked='false'
              StaticText '2024/06/14 10:22'
              [56] link 'ops:backup_runbook'
              StaticText '– on-call rotation for June'
              StaticText 'iduarte'
              StaticText '-1 B'
              StaticText '(current)'
            [58] listitem ''
              [59] checkbox '', checked='false'
              StaticText '2024/05/02 14:10'
              [60] link 'ops:backup_runbook'
              StaticText '– gitlab retention 6 monthly'
              StaticText 'twolak'
              StaticText '+14 B'
            [62] listitem ''
              [63] checkbox '', checked='false'
              StaticText '2024/03/18 09:41'
              [64] link 'ops:backup_runbook'
              StaticText '– add restore verification step'
              StaticText 'twolak'
              StaticText '+212 B'
            [66] listitem ''
              [67] checkbox '', checked='false'
              StaticText '2024/01/09 16:05'
              [68] link 'ops:backup_runbook'
              StaticText '– created'
              StaticText 'twolak'
              StaticText '+1.8 KB'
          [70] button 'Show differences between selected revisions'
    """), tr0, f"{DW}?id=ops:backup_runbook&do=revisions")
    steps = ["Confirm the incident ticket and the restore point (timestamp, UTC).",
             "Announce in #ops-incidents before starting.",
             "Restore into a scratch database first: pg_restore -d restore_test <dump>.",
             "Run scripts/verify_restore.sh and attach the output to the ticket.",
             "Swap over only after the app owner signs off."]
    extra = "Note the restore duration in the ticket (for RTO tracking)."

    def checklist(items: list[str], modified: str) -> str:
        main = ["[50] main ''", "\theading 'Restore checklist'", "\tStaticText 'Use this for every database restore, including drills.'",
                "\t[53] list ''"]
        for it in items:
            main += ["\t\tlistitem ''", f"\t\t\tStaticText '{it}'"]
        main += ["\t[60] button 'Edit'", f"\tStaticText 'ops/restore_checklist.txt · Last modified: {modified}'"]
        return dw("ops:restore_checklist", "restore_checklist", main, tr0 + ["restore_checklist"], f"{DW}?id=ops:restore_checklist")

    ck_old = ("===== Restore checklist =====\\nUse this for every database restore, including drills.\\n\\n  - "
              + "\\n  - ".join(steps))
    ck_new = ck_old + "\\n  - " + extra
    turns = [
        ("click('82')", editor("ops:backup_runbook", text_old, section="Contacts")),
        (f"fill('52', '{text_new}')", editor("ops:backup_runbook", text_new, section="Contacts")),
        ("fill('55', 'on-call rotation for June')", editor("ops:backup_runbook", text_new, "on-call rotation for June", section="Contacts")),
        ("click('57')", runbook(CONTACTS_NEW, "01:30", new_mod, tr0)),
        ("click('92')", revisions),
        ("click('56')", runbook(CONTACTS_NEW, "02:30", new_mod, tr0)),
        ("click('72')", checklist(steps, "2024/03/18 09:37 by twolak")),
        ("click('91')", editor("ops:restore_checklist", ck_old)),
        (f"fill('52', '{ck_new}')", editor("ops:restore_checklist", ck_new)),
        ("click('57')", checklist(steps + [extra], "2024/06/14 10:26 by iduarte")),
    ]
    add(rs, "h22-web-15", runbook(CONTACTS_OLD, "01:30", old_mod, tr0), turns, bad=True, turn=6,
        kind="after an edit that touched only the Contacts section, the Schedule table shows pg-main running at 02:30 UTC instead of 01:30 UTC")


# ---------------------------------------------------------------------------------------------------------
# osTicket (agent panel)

OST = "https://help.corvid.co/scp"


def ost(title: str, open_n: int, mine: int, main: list[str], url: str, note: str | None = None) -> str:
    lines = tr(f"""
        [20] link 'Corvid IT Help Desk'
        StaticText 'Welcome, Alex Kim.'
        [23] link 'My Preferences'
        [24] link 'Log Out'
        [26] navigation ''
          [27] link 'Dashboard'
          [28] link 'Users'
          [29] link 'Tasks'
          [30] link 'Tickets'
          [31] link 'Knowledgebase'
        [33] navigation ''
          [34] link 'Open ({open_n})'
          [35] link 'My Tickets ({mine})'
          [36] link 'Closed'
          [37] link 'Search'
          [38] link 'New Ticket'
    """)
    if note:
        lines += ["[40] status ''", f"\tStaticText '{note}'"]
    return axtree(f"{title} :: Corvid IT Help Desk", lines + main, url)


# (number, updated, subject, from, priority, assignee, overdue-after-10am)
OST_OPEN = [
    ("284117", "6/14/24 9:52 AM", "VPN drops every 20 minutes on Wi-Fi", "Marta Silva", "High", "", False),
    ("284115", "6/14/24 9:40 AM", "Cannot access shared drive S:", "Dev Patel", "Normal", "Jamie Ross", False),
    ("284098", "6/14/24 9:15 AM", "New hire laptop for Monday (R. Okoye)", "Nina Brooks", "High", "Alex Kim", True),
    ("284110", "6/14/24 8:58 AM", "Printer on 3rd floor jams", "Leo Grant", "Low", "", False),
    ("284107", "6/14/24 8:30 AM", "Outlook keeps asking for password", "Sara Lind", "Normal", "Jamie Ross", False),
    ("284101", "6/13/24 5:12 PM", "Request: Adobe Acrobat Pro license", "Tom Becker", "Low", "Alex Kim", False),
    ("284095", "6/13/24 3:47 PM", "Phone extension not ringing", "Ana Costa", "Normal", "", False),
    ("284090", "6/13/24 1:20 PM", "Monitor flickers", "Ben Ortiz", "Low", "Priya Das", False),
    ("284086", "6/13/24 11:05 AM", "Zoom Rooms display offline (Room 4B)", "Facilities", "High", "Priya Das", False),
    ("284079", "6/12/24 4:40 PM", "MFA reset needed", "Kim Yu", "Normal", "Alex Kim", False),
    ("284071", "6/12/24 10:12 AM", "Slack notifications delayed", "Omar Said", "Low", "", False),
    ("284066", "6/11/24 2:33 PM", "Badge access for contractor", "Security", "Normal", "Jamie Ross", False),
]


OST_DUE = {"284131": "6/14/24 6:01 PM", "284117": "6/14/24 1:52 PM", "284115": "6/14/24 5:40 PM",
           "284098": "6/14/24 10:00 AM", "284110": "6/17/24 8:58 AM", "284107": "6/14/24 4:30 PM",
           "284101": "6/17/24 5:12 PM", "284095": "6/14/24 3:47 PM", "284090": "6/17/24 1:20 PM",
           "284086": "6/13/24 3:05 PM", "284079": "6/14/24 4:40 PM", "284071": "6/17/24 10:12 AM",
           "284066": "6/14/24 2:33 PM"}


def _mins(stamp: str) -> int:
    day, hm, ampm = stamp.split()
    m, d, _y = (int(x) for x in day.split("/"))
    h, mi = (int(x) for x in hm.split(":"))
    return ((m * 31 + d) * 24 + (h % 12 + (12 if ampm == "PM" else 0))) * 60 + mi


def ost_list(title: str, rows: list[tuple], after10: bool, open_n: int, mine: int, url: str, closed: bool = False) -> str:
    main = tr(f"""
        [45] main ''
          heading '{title}'
          [47] combobox 'Sort', value='{"Date Closed" if closed else "Last Updated"}'
          [48] button 'Refresh'
          [50] table ''
            [51] row ''
              [52] checkbox 'Select all', checked='false'
              columnheader 'Ticket'
              columnheader '{"Date Closed" if closed else "Last Updated"}'
              columnheader 'Subject'
              columnheader 'From'
              columnheader '{"Closed By" if closed else "Priority"}'
              columnheader '{"" if closed else "Assigned To"}'
    """)
    if not closed:
        main.append("\t\t\tcolumnheader 'Due Date'")
    now = _mins("6/14/24 10:03 AM" if after10 else "6/14/24 9:58 AM")
    for j, (num, upd, subj, frm, pri, who, _od) in enumerate(rows):
        b = 60 + 3 * j
        main += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] link '{num}'",
                 f"\t\t\tgridcell '{upd}'", f"\t\t\tgridcell '{subj}'"]
        if not closed and _mins(OST_DUE[num]) < now:
            main.append("\t\t\tStaticText 'Overdue'")
        main += [f"\t\t\tgridcell '{frm}'", f"\t\t\tgridcell '{pri}'", f"\t\t\tgridcell '{who}'"]
        if not closed:
            main.append(f"\t\t\tgridcell '{OST_DUE[num]}'")
    main += [f"\tStaticText 'Page: [1] Showing 1 - {len(rows)} of {len(rows) if not closed else 386}'"]
    return ost(title, open_n, mine, main, url)


def t16(rs: RowSet) -> None:
    msg = ("Since this morning my VPN (GlobalProtect) disconnects about every 20 minutes when I am on office Wi-Fi. "
           "On ethernet it is fine. Laptop is CORV-LT-0412, Windows 11.")
    resp = ("Hi Marta, the Wi-Fi controller was pushing a 20-minute session timeout to the Corvid-Staff SSID. "
            "We raised it to 12 hours at 9:58 AM. Please reconnect to Wi-Fi once; reply here if the drops continue. Alex")

    def ticket(status: str, assignee: str, events: list[str], open_n: int, mine: int, note: str | None = None,
               last_resp: str = "—", draft: str = "", sel: str = "Open", dialog: bool = False) -> str:
        main = tr(f"""
            [45] main ''
              heading 'Ticket #284117'
              [47] button 'Claim'
              [48] button 'Assign'
              [49] button 'Transfer'
              [50] button 'Edit'
              [51] button 'Print'
              [52] button 'More', hasPopup='menu'
              heading 'VPN drops every 20 minutes on Wi-Fi'
              [55] table ''
                row ''
                  rowheader 'Status:'
                  gridcell '{status}'
                row ''
                  rowheader 'Priority:'
                  gridcell 'High'
                row ''
                  rowheader 'Department:'
                  gridcell 'IT Support'
                row ''
                  rowheader 'Create Date:'
                  gridcell '6/14/24 9:52 AM'
                row ''
                  rowheader 'User:'
                  gridcell 'Marta Silva <marta.silva@corvid.co>'
                row ''
                  rowheader 'Source:'
                  gridcell 'Email'
                row ''
                  rowheader 'Assigned To:'
                  gridcell '{assignee}'
                row ''
                  rowheader 'SLA Plan:'
                  gridcell 'Priority SLA (4 hrs)'
                row ''
                  rowheader 'Due Date:'
                  gridcell '6/14/24 1:52 PM'
                row ''
                  rowheader 'Help Topic:'
                  gridcell 'Network / VPN'
                row ''
                  rowheader 'Last Message:'
                  gridcell '6/14/24 9:52 AM'
                row ''
                  rowheader 'Last Response:'
                  gridcell '{last_resp}'
              [70] article ''
                StaticText 'Marta Silva posted 6/14/24 9:52 AM'
                StaticText '{msg}'
        """)
        for j, ev in enumerate(events):
            main += [f"\t[{75 + j}] listitem ''", f"\t\tStaticText '{ev}'"]
        if status == "Resolved":
            main += ind(tr(f"""
                [80] article ''
                  StaticText 'Alex Kim posted 6/14/24 10:02 AM'
                  StaticText '{resp}'
            """), 1)
        main += ind(tr(f"""
            [85] tablist ''
              [86] tab 'Post Reply', selected=True
              [87] tab 'Post Internal Note', selected=False
            StaticText 'To: Marta Silva <marta.silva@corvid.co>'
            [90] textbox 'Response', multiline=True{", value='" + draft + "'" if draft else ""}
            [92] combobox 'Ticket Status', value='{sel}'
              [93] option 'Open', selected={sel == "Open"}
              [94] option 'Resolved', selected={sel == "Resolved"}
              [95] option 'Closed', selected={sel == "Closed"}
            [97] button 'Post Reply'
            [98] button 'Reset'
        """), 1)
        if dialog:
            main += tr("""
                [120] dialog 'Please Confirm', modal=True
                  StaticText 'Are you sure you want to CLAIM (self assign) this ticket?'
                  [122] button 'Cancel'
                  [123] button 'Yes, Do it!'
            """)
        if assignee != "— Unassigned —":
            main = [m for m in main if "[47] button 'Claim'" not in m]
        return ost("Ticket #284117", open_n, mine, main, f"{OST}/tickets.php?id=91544", note)

    ev_claim = ["Assigned to Alex Kim (claim) 6/14/24 9:59 AM"]
    ev_done = ev_claim + ["Closed by Alex Kim with status of Resolved 6/14/24 10:02 AM"]
    new = ("284131", "6/14/24 10:01 AM", "Wi-Fi in building C very slow", "Greg Hill", "Normal", "", False)
    open_after = [new] + OST_OPEN[1:]
    mine_rows = [r for r in OST_OPEN if r[5] == "Alex Kim"]
    closed = [("284117", "6/14/24 10:02 AM", "VPN drops every 20 minutes on Wi-Fi", "Marta Silva", "Alex Kim", "", False),
              ("284112", "6/14/24 9:31 AM", "Password reset: lab workstation", "Ravi Shah", "Jamie Ross", "", False),
              ("284104", "6/14/24 8:47 AM", "Calendar invite not received", "Ana Costa", "Priya Das", "", False),
              ("284093", "6/13/24 4:55 PM", "Keyboard replacement", "Leo Grant", "Alex Kim", "", False),
              ("284088", "6/13/24 2:10 PM", "Teams camera not detected", "Sara Lind", "Jamie Ross", "", False),
              ("284083", "6/13/24 10:42 AM", "Wi-Fi guest code for visitors", "Front Desk", "Priya Das", "", False)]
    turns = [
        ("click('62')", ticket("Open", "— Unassigned —", [], 12, 3)),
        ("click('47')", ticket("Open", "— Unassigned —", [], 12, 3, dialog=True)),
        ("click('123')", ticket("Open", "Alex Kim", ev_claim, 12, 4, note="Ticket is NOW assigned to you!")),
        (f"fill('90', '{resp}')", ticket("Open", "Alex Kim", ev_claim, 12, 4, draft=resp)),
        ("select_option('92', 'Resolved')", ticket("Open", "Alex Kim", ev_claim, 12, 4, draft=resp, sel="Resolved")),
        ("click('97')", ticket("Resolved", "Alex Kim", ev_done, 12, 3, note="Reply posted successfully", last_resp="6/14/24 10:02 AM")),
        ("click('34')", ost_list("Open", open_after, True, 12, 3, f"{OST}/tickets.php?queue=1")),
        ("click('35')", ost_list("My Tickets", mine_rows, True, 12, 3, f"{OST}/tickets.php?queue=5")),
        ("click('36')", ost_list("Closed", closed, True, 12, 3, f"{OST}/tickets.php?queue=6", closed=True)),
    ]
    add(rs, "h22-web-16", ost_list("Open", OST_OPEN, False, 12, 3, f"{OST}/tickets.php?queue=1"), turns)


# ---------------------------------------------------------------------------------------------------------
# OpenWrt LuCI

LUCI = "http://192.168.1.1/cgi-bin/luci/admin/network/firewall"


def luci(title: str, main: list[str], path: str, changes: int = 0) -> str:
    lines = tr("""
        [20] link 'OpenWrt'
        [22] navigation ''
          [23] link 'Status'
          [24] link 'System'
          [25] link 'Services'
          [26] link 'Network'
          [27] link 'Logout'
    """)
    if changes:
        lines += [f"[28] link 'Unsaved Changes: {changes}'"]
    return axtree(f"OpenWrt - {title} - LuCI", lines + main, f"{LUCI}/{path}")


# (name, proto, ext port, ip, int port, enabled)
FWD = [("plex", "TCP", "32400", "192.168.1.50", "32400", True),
       ("ssh-alt", "TCP", "2222", "192.168.1.10", "22", False),
       ("minecraft", "TCP, UDP", "25565", "192.168.1.60", "25565", True)]


def luci_fwd(rules: list[tuple], changes: int = 0, modal: list[str] | None = None, note: str | None = None) -> str:
    main = tr("""
        [30] main ''
          heading 'Firewall - Port Forwards'
          StaticText 'Port forwarding allows remote computers on the Internet to connect to a specific computer or service within the private LAN.'
          [33] tablist ''
            [34] tab 'General Settings', selected=False
            [35] tab 'Port Forwards', selected=True
            [36] tab 'Traffic Rules', selected=False
            [37] tab 'NAT Rules', selected=False
    """)
    if note:
        main += ["\t[38] status ''", f"\t\tStaticText '{note}'"]
    main += ind(tr("""
        heading 'Port Forwards'
        [40] table ''
          [41] row ''
            columnheader 'Name'
            columnheader 'Match'
            columnheader 'Action'
            columnheader 'Enable'
            columnheader 'Sort'
            columnheader ''
    """), 1)
    for j, (name, proto, ext, ip, port, on) in enumerate(rules):
        b = 45 + 6 * j
        main += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{name}'",
                 f"\t\t\tgridcell 'Incoming IPv4, protocol {proto} From any host in wan To any router IP at port {ext}'",
                 f"\t\t\tgridcell 'Forward to IP {ip}, port {port} in lan'",
                 f"\t\t\t[{b + 1}] checkbox 'Enable', checked='{str(on).lower()}'",
                 f"\t\t\t[{b + 2}] button 'Drag to reorder'", f"\t\t\t[{b + 3}] button 'Edit'",
                 f"\t\t\t[{b + 4}] button 'Clone'", f"\t\t\t[{b + 5}] button 'Delete'"]
    main += ind(tr("""
        [80] button 'Add'
        [82] button 'Save & Apply'
        [83] button 'Save'
        [84] button 'Reset'
    """), 1)
    if modal:
        main += modal
    main += ["StaticText 'Powered by LuCI openwrt-23.05 branch (git-24.073.29889-cd7e519) / OpenWrt 23.05.3 r23809-234f1a2efa'"]
    return luci("Firewall - Port Forwards", main, "forwards", changes)


def t17(rs: RowSet) -> None:
    def modal(name: str = "", proto: str = "TCP, UDP", ext: str = "", ip: str = "") -> list[str]:
        protos = ["TCP", "UDP", "TCP, UDP", "ICMP", "custom"]
        out = tr(f"""
            [90] dialog 'Firewall - Port Forwards - {name or "Unnamed forward"}', modal=True
              [91] tablist ''
                [92] tab 'General Settings', selected=True
                [93] tab 'Advanced Settings', selected=False
              StaticText 'Name'
              [95] textbox 'Name'{", value='" + name + "'" if name else ", focused"}
              StaticText 'Restrict to address family'
              [97] combobox 'Restrict to address family', value='IPv4 only'
              StaticText 'Protocol'
              [99] combobox 'Protocol', value='{proto}'
        """)
        out += [f"\t\t[{100 + j}] option '{p}', selected={p == proto}" for j, p in enumerate(protos)]
        out += ind(tr(f"""
            StaticText 'Source zone'
            [106] combobox 'Source zone', value='wan wan6'
            StaticText 'External port'
            [108] textbox 'External port'{", value='" + ext + "'" if ext else ""}
            StaticText 'Match incoming traffic directed at the given destination port or port range on this host'
            StaticText 'Destination zone'
            [111] combobox 'Destination zone', value='lan'
            StaticText 'Internal IP address'
            [113] combobox 'Internal IP address', value='{ip or "-- please choose --"}'
            StaticText 'Internal port'
            [115] textbox 'Internal port', placeholder='any'
            StaticText 'Redirect matched incoming traffic to the given port on the internal host'
            [117] button 'Dismiss'
            [118] button 'Save'
        """), 1)
        return out

    wg = ("wireguard", "TCP, UDP", "51820", "192.168.1.20", "51820", True)
    after_bad = [FWD[0], FWD[1][:5] + (True,), FWD[2], wg]
    trules = [("Allow-DHCP-Renew", "Incoming IPv4, protocol UDP From any host in wan To any router IP at port 68", "Accept input"),
              ("Allow-Ping", "Incoming IPv4, protocol ICMP with type echo-request From any host in wan To any router IP", "Accept input"),
              ("Allow-IGMP", "Incoming IPv4, protocol IGMP From any host in wan To any router IP", "Accept input"),
              ("Allow-DHCPv6", "Incoming IPv6, protocol UDP From any host in wan To any router IP at port 546", "Accept input"),
              ("Allow-MLD", "Incoming IPv6, protocol ICMP with types 130/0, 131/0, 132/0, 143/0 From fe80::/10 in wan To any router IP", "Accept input"),
              ("Allow-ICMPv6-Input", "Incoming IPv6, protocol ICMP with types echo-request, echo-reply and 11 more From any host in wan To any router IP", "Accept input and limit to 1000 pkts. per second"),
              ("Allow-ICMPv6-Forward", "Forwarded IPv6, protocol ICMP with types echo-request, echo-reply and 6 more From any host in wan To any host in any zone", "Accept forward and limit to 1000 pkts. per second"),
              ("Allow-IPSec-ESP", "Forwarded IPv4 and IPv6, protocol ESP From any host in wan To any host in lan", "Accept forward"),
              ("Allow-ISAKMP", "Forwarded IPv4 and IPv6, protocol UDP From any host in wan To any host in lan port 500", "Accept forward")]
    tmain = tr("""
        [30] main ''
          heading 'Firewall - Traffic Rules'
          StaticText 'Traffic rules define policies for packets traveling between different zones, for example to reject traffic between certain hosts or to open WAN ports on the router.'
          [33] tablist ''
            [34] tab 'General Settings', selected=False
            [35] tab 'Port Forwards', selected=False
            [36] tab 'Traffic Rules', selected=True
            [37] tab 'NAT Rules', selected=False
          heading 'Traffic Rules'
          [40] table ''
            [41] row ''
              columnheader 'Name'
              columnheader 'Match'
              columnheader 'Action'
              columnheader 'Enable'
              columnheader ''
    """)
    for j, (n, m, a) in enumerate(trules):
        b = 45 + 4 * j
        tmain += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{n}'", f"\t\t\tgridcell '{m}'", f"\t\t\tgridcell '{a}'",
                  f"\t\t\t[{b + 1}] checkbox 'Enable', checked='true'", f"\t\t\t[{b + 2}] button 'Edit'",
                  f"\t\t\t[{b + 3}] button 'Delete'"]
    tmain += ["\t[90] button 'Add'", "\t[92] button 'Save & Apply'", "\t[93] button 'Save'", "\t[94] button 'Reset'"]
    turns = [
        ("click('80')", luci_fwd(FWD, modal=modal())),
        ("fill('95', 'wireguard')", luci_fwd(FWD, modal=modal("wireguard"))),
        ("fill('108', '51820')", luci_fwd(FWD, modal=modal("wireguard", "TCP, UDP", "51820"))),
        ("select_option('113', '192.168.1.20 (nas-wg)')", luci_fwd(FWD, modal=modal("wireguard", "TCP, UDP", "51820", "192.168.1.20 (nas-wg)"))),
        ("click('118')", luci_fwd(after_bad, changes=1)),
        ("click('82')", luci_fwd(after_bad, note="Configuration changes applied.")),
        ("click('36')", luci("Firewall - Traffic Rules", tmain, "rules")),
    ]
    add(rs, "h22-web-17", luci_fwd(FWD), turns, bad=True, turn=5,
        kind="the ssh-alt port forward, shown disabled (Enable unchecked) before, is now checked although only a new wireguard rule was added")


# ---------------------------------------------------------------------------------------------------------
# Redmine

RM = "https://redmine.quarrydata.io"


def rm(title: str, main: list[str], path: str, note: str | None = None, side: list[str] | None = None) -> str:
    lines = tr("""
        [20] navigation ''
          [21] link 'Home'
          [22] link 'My page'
          [23] link 'Projects'
          [24] link 'Administration'
          [25] link 'Help'
        StaticText 'Logged in as'
        [26] link 'hkoval'
        [27] link 'My account'
        [28] link 'Sign out'
        [30] heading 'Quarry Reporting'
        [31] searchbox 'Search:'
        [32] combobox 'Jump to a project...'
        [33] navigation ''
          [34] link 'Overview'
          [35] link 'Activity'
          [36] link 'Roadmap'
          [37] link 'Issues'
          [38] link 'Spent time'
          [39] link 'Gantt'
          [40] link 'Calendar'
          [41] link 'Wiki'
          [42] link 'Files'
          [43] link 'Settings'
    """)
    if note:
        lines += ["[45] status ''", f"\tStaticText '{note}'"]
    lines += main + (side or [])
    lines += ["[990] contentinfo ''", "\tStaticText 'Powered by Redmine © 2006-2024 Jean-Philippe Lang'"]
    return axtree(f"{title} - Quarry Reporting - Redmine", lines, f"{RM}/{path}")


ISSUE_SIDE = tr("""
    [900] complementary ''
      heading 'Issues'
      [902] link 'View all issues'
      [903] link 'Summary'
      heading 'Watchers (2)'
      [905] link 'Marek Nowak'
      [906] link 'Halyna Koval'
      heading 'Related issues'
      [908] link 'Feature #4098: Progress indicator for long exports'
""")


def rm_issue(done: int, spent: str, updated: str, history: list[list[str]], edit: tuple[int, str] | None = None,
             note: str | None = None) -> str:
    main = tr(f"""
        [50] main ''
          [51] link 'Edit'
          [52] link 'Log time'
          [53] link 'Watch'
          [54] link 'Copy'
          [55] link 'Delete'
          heading 'Bug #4127'
          heading 'Export fails for reports over 10k rows'
          StaticText 'Added by'
          [58] link 'Marek Nowak'
          StaticText '9 days ago. Updated {updated}.'
          [60] table ''
            row ''
              rowheader 'Status:'
              gridcell 'In Progress'
              rowheader 'Start date:'
              gridcell '06/03/2024'
            row ''
              rowheader 'Priority:'
              gridcell 'High'
              rowheader 'Due date:'
              gridcell '06/21/2024'
            row ''
              rowheader 'Assignee:'
              gridcell 'Halyna Koval'
              rowheader '% Done:'
              gridcell '{done}%'
            row ''
              rowheader 'Category:'
              gridcell 'Export'
              rowheader 'Estimated time:'
              gridcell '12.00 h'
            row ''
              rowheader 'Target version:'
              gridcell '2.8.0'
              rowheader 'Spent time:'
              gridcell '{spent}'
          heading 'Description'
          StaticText 'Exporting the Quarterly Throughput report to XLSX or ZIP fails with a 502 after about 60 seconds when the report has more than ~10,000 rows. CSV export of the same report works.'
          StaticText 'Seen on production with the Northside plant data (12,418 rows).'
          heading 'History'
    """)
    for j, entry in enumerate(history):
        main += [f"\t[{70 + 4 * j}] article ''"] + [f"\t\tStaticText '{e}'" for e in entry]
    if edit:
        d, notes = edit
        opts = ["0 %", "10 %", "20 %", "30 %", "40 %", "50 %", "60 %", "70 %", "80 %", "90 %", "100 %"]
        main += ind(tr(f"""
            [100] form ''
              heading 'Edit'
              [102] combobox 'Status', value='In Progress'
              [103] combobox 'Priority', value='High'
              [104] combobox 'Assignee', value='Halyna Koval'
              [105] combobox '% Done', value='{d} %'
        """), 1)
        main += [f"\t\t\t[{106 + k}] option '{o}', selected={o == f'{d} %'}" for k, o in enumerate(opts)]
        main += ind(tr(f"""
              heading 'Log time'
              [118] textbox 'Spent time'
              [119] combobox 'Activity', value='--- Please select ---'
              heading 'Notes'
              [121] textbox 'Notes', multiline=True{", value='" + notes + "'" if notes else ""}
              [123] checkbox 'Private notes', checked='false'
              [124] button 'Submit'
              [125] button 'Preview'
        """), 2)
    return rm("Bug #4127: Export fails for reports over 10k rows", main, "issues/4127", note, ISSUE_SIDE)


H1 = ["Updated by Halyna Koval 5 days ago #1", "Status changed from New to In Progress", "% Done changed from 0 to 20"]
H2 = ["Updated by Halyna Koval 2 days ago #2", "% Done changed from 20 to 40",
      "Streaming CSV writer in place, memory is fine up to 50k rows. Still failing on the zip step."]


def t18(rs: RowSet) -> None:
    comment = "Replaced zipfile writer with streaming zip; tested with 120k rows"
    notes = "Streaming zip fixes the failure at 120k rows. Remaining: progress indicator for long exports (#4098)."

    def log_form(hours: str = "", com: str = "", act: str = "--- Please select ---") -> str:
        acts = ["--- Please select ---", "Design", "Development", "Testing", "Code review", "Meeting"]
        main = tr(f"""
            [50] main ''
              heading 'Spent time'
              heading 'New time entry'
              [53] textbox 'Issue', value='4127'
              StaticText 'Bug #4127: Export fails for reports over 10k rows'
              [55] textbox 'User', value='Halyna Koval'
              [56] textbox 'Date *', value='2024-06-14'
              [57] textbox 'Hours *'{", value='" + hours + "'" if hours else ", focused"}
              [58] textbox 'Comment'{", value='" + com + "'" if com else ""}
              [59] combobox 'Activity *', value='{act}'
        """)
        main += [f"\t\t[{60 + k}] option '{a}', selected={a == act}" for k, a in enumerate(acts)]
        main += ["\t[70] button 'Create'", "\t[71] button 'Create and continue'"]
        return rm("Spent time", main, "issues/4127/time_entries/new")

    entries_issue = [("2024-06-14", "Halyna Koval", "Development", comment, "1.75"),
                     ("2024-06-12", "Halyna Koval", "Development", "Streaming CSV writer", "3.00"),
                     ("2024-06-10", "Halyna Koval", "Development", "Reproduced with the 12k row report; profiling", "2.50"),
                     ("2024-06-05", "Marek Nowak", "Testing", "Triage and repro steps", "1.00")]

    def entries(rows: list[tuple], total: str, scope: str, note: str | None = None) -> str:
        main = tr(f"""
            [50] main ''
              heading 'Spent time'
              [52] link 'Log time'
              [53] group 'Filters'
                StaticText 'Date: any'
                {"StaticText 'Issue: is #4127'" if scope == "issue" else "StaticText 'Project: Quarry Reporting'"}
              [56] tablist ''
                [57] tab 'Details', selected=True
                [58] tab 'Report', selected=False
              StaticText 'Total time: {total} hours'
              [60] table ''
                [61] row ''
                  columnheader 'Date'
                  columnheader 'User'
                  columnheader 'Activity'
                  columnheader 'Issue'
                  columnheader 'Comment'
                  columnheader 'Hours'
        """)
        for j, (d, u, a, c, h, *iss) in enumerate(rows):
            b = 70 + 4 * j
            issue = iss[0] if iss else "Bug #4127: Export fails for reports over 10k rows"
            main += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{d}'", f"\t\t\tgridcell '{u}'", f"\t\t\tgridcell '{a}'",
                     f"\t\t\t[{b + 1}] link '{issue}'", f"\t\t\tgridcell '{c}'", f"\t\t\tgridcell '{h}'",
                     f"\t\t\t[{b + 2}] link 'Edit'"]
        return rm("Spent time", main, "issues/4127/time_entries" if scope == "issue" else "projects/quarry/time_entries", note)

    proj_rows = [entries_issue[0],
                 ("2024-06-14", "Marek Nowak", "Testing", "Regression run on staging", "0.50", "Bug #4130: Plant filter resets after export"),
                 ("2024-06-13", "Dana Obi", "Code review", "Review MR 212", "1.00", "Feature #4098: Progress indicator for long exports"),
                 ("2024-06-13", "Halyna Koval", "Meeting", "Sprint planning", "1.50", "Task #4120: Sprint 24 planning"),
                 entries_issue[1],
                 ("2024-06-11", "Dana Obi", "Development", "Websocket progress events", "4.00", "Feature #4098: Progress indicator for long exports"),
                 entries_issue[2],
                 ("2024-06-07", "Marek Nowak", "Testing", "Export matrix", "2.00", "Bug #4130: Plant filter resets after export")]
    h3 = ["Updated by Halyna Koval less than a minute ago #3", "% Done changed from 40 to 60", notes]
    turns = [
        ("click('52')", log_form()),
        ("fill('57', '1.75')", log_form("1.75")),
        (f"fill('58', '{comment}')", log_form("1.75", comment)),
        ("select_option('59', 'Development')", log_form("1.75", comment, "Development")),
        ("click('70')", entries(entries_issue, "8.25", "issue", note="Successful creation.")),
        ("click('71')", rm_issue(40, "8.25 h", "2 days ago", [H1, H2])),
        ("click('51')", rm_issue(40, "8.25 h", "2 days ago", [H1, H2], edit=(40, ""))),
        ("select_option('105', '60 %')", rm_issue(40, "8.25 h", "2 days ago", [H1, H2], edit=(60, ""))),
        (f"fill('121', '{notes}')", rm_issue(40, "8.25 h", "2 days ago", [H1, H2], edit=(60, notes))),
        ("click('124')", rm_issue(60, "8.25 h", "less than a minute ago", [H1, H2, h3], note="Successful update.")),
        ("click('38')", entries(proj_rows, "412.75", "project")),
    ]
    add(rs, "h22-web-18", rm_issue(40, "6.50 h", "2 days ago", [H1, H2]), turns)


# ---------------------------------------------------------------------------------------------------------
# Odoo Purchase

ODOO = "https://erp.lumberline.co/odoo"
ODOO_NAV = tr("""
    [20] navigation ''
      [21] button 'Home Menu'
      [22] link 'Purchase'
      [23] button 'Orders', hasPopup='menu'
      [24] button 'Products', hasPopup='menu'
      [25] button 'Reporting', hasPopup='menu'
      [26] button 'Configuration', hasPopup='menu'
    [28] button 'Activities'
      StaticText '3'
    [29] button 'Messages'
    [30] button 'Mitchell Admin', hasPopup='menu'
""")


def odoo_rfq(name: str, state: str, vendor: str, lines: list[tuple], typed_vendor: str | None = None,
             dropdown: list[str] | None = None, product_row: str | None = None, chatter: list[str] | None = None) -> str:
    """lines: (product, qty, unit price)."""
    confirmed = state == "Purchase Order"
    main = tr(f"""
        [40] navigation 'Breadcrumb'
          [41] link 'Requests for Quotation'
          StaticText '{name}'
        [44] main ''
    """)
    if confirmed:
        main += ind(tr("""
            [50] button 'Receive Products'
            [51] button 'Send PO by Email'
            [52] button 'Print'
            [53] button 'Lock'
            [54] button 'Cancel'
            [56] button 'Receipt 1'
        """), 1)
    else:
        main += ind(tr("""
            [50] button 'Send by Email'
            [51] button 'Print RFQ'
            [52] button 'Confirm Order'
            [54] button 'Cancel'
        """), 1)
    main += ind(tr(f"""
        [57] radiogroup 'Status'
          [58] radio 'RFQ', checked='{str(not confirmed).lower()}'
          [59] radio 'RFQ Sent', checked='false'
          [60] radio 'Purchase Order', checked='{str(confirmed).lower()}'
        heading '{"Purchase Order" if confirmed else "Request for Quotation"}'
        heading '{name}'
        StaticText 'Vendor'
        [63] combobox 'Vendor', expanded={dropdown is not None and typed_vendor is not None}, value='{typed_vendor if typed_vendor is not None else vendor}'
    """), 1)
    if dropdown is not None and typed_vendor is not None:
        main += [f"\t\t[{64 + k}] option '{o}'" for k, o in enumerate(dropdown)]
    total = sum(round(q * p, 2) for _n, q, p in lines)
    tax = round(total * 0.15 + 1e-9, 2)
    main += ind(tr(f"""
        StaticText 'Vendor Reference'
        [70] textbox 'Vendor Reference'
        StaticText 'Currency'
        [71] combobox 'Currency', value='USD'
        StaticText '{"Confirmation Date" if confirmed else "Order Deadline"}'
        [72] textbox '{"Confirmation Date" if confirmed else "Order Deadline"}', value='06/14/2024 11:42:07'
        StaticText 'Expected Arrival'
        [73] textbox 'Expected Arrival', value='06/21/2024 11:42:07'
        StaticText 'Deliver To'
        [74] combobox 'Deliver To', value='Lumberline Co.: Receipts'
        [76] tablist ''
          [77] tab 'Products', selected=True
          [78] tab 'Other Information', selected=False
        [80] table ''
          [81] row ''
            columnheader 'Product'
            columnheader 'Quantity'
            {"columnheader 'Received'" if confirmed else ""}
            columnheader 'UoM'
            columnheader 'Unit Price'
            columnheader 'Taxes'
            columnheader 'Subtotal'
    """), 1)
    for j, (prod, q, p) in enumerate(lines):
        b = 90 + 6 * j
        qcell = f"gridcell '{q:.2f}'" if confirmed else f"spinbutton 'Quantity', value='{q:.2f}'"
        main += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] gridcell '{prod}'", f"\t\t\t[{b + 2}] {qcell}"]
        if confirmed:
            main.append("\t\t\tgridcell '0.00'")
        main += ["\t\t\tgridcell 'Units'", f"\t\t\t[{b + 3}] gridcell '{p:,.2f}'", "\t\t\tgridcell '15%'",
                 f"\t\t\tgridcell '$ {q * p:,.2f}'"]
    if product_row is not None:
        main += ind(tr(f"""
            [120] row ''
              [121] combobox 'Product', expanded={"True" if product_row else "False"}, focused, value='{product_row}'
        """), 2)
        if product_row:
            main += ind(tr("""
                [122] option '[FURN_8888] Office Chair Black'
                [123] option '[FURN_7777] Office Chair'
                [124] option '[FURN_8887] Office Chair Grey Mesh'
                [125] option 'Search More...'
                [126] option 'Create and edit...'
            """), 4)
    if not confirmed:
        main += ind(tr("""
            [130] row ''
              [131] link 'Add a product'
              [132] link 'Add a section'
              [133] link 'Add a note'
        """), 2)
    main += ind(tr(f"""
        [140] textbox 'Define your terms and conditions ...'
        StaticText 'Untaxed Amount:'
        StaticText '$ {total:,.2f}'
        StaticText 'Tax 15%:'
        StaticText '$ {tax:,.2f}'
        StaticText 'Total:'
        StaticText '$ {total + tax:,.2f}'
        [150] region 'Chatter'
          [151] button 'Send message'
          [152] button 'Log note'
          [153] button 'Activities'
    """), 1)
    for c in (chatter or ["Mitchell Admin - Just now", "Creating a new record..."]):
        main.append(f"\t\tStaticText '{c}'")
    return axtree(f"{name} - Odoo", ODOO_NAV + main, f"{ODOO}/action-purchase.purchase_rfq/" + ("new" if name == "New" else "42"))


def t19(rs: RowSet) -> None:
    listing = axtree("Requests for Quotation - Odoo", ODOO_NAV + tr("""
        [40] navigation 'Breadcrumb'
          StaticText 'Requests for Quotation'
        [42] button 'New'
        [43] searchbox 'Search...'
        [44] button 'Toggle Search Panel'
        StaticText '1-5 / 5'
        [46] main ''
          [50] table ''
            [51] row ''
              [52] checkbox '', checked='false'
              columnheader 'Reference'
              columnheader 'Vendor'
              columnheader 'Buyer'
              columnheader 'Order Deadline'
              columnheader 'Source Document'
              columnheader 'Total'
              columnheader 'Status'
            [60] row ''
              gridcell 'P00041'
              gridcell 'Wood Corner'
              gridcell 'Mitchell Admin'
              gridcell 'Today'
              gridcell ''
              gridcell '$ 2,012.50'
              gridcell 'RFQ'
            [61] row ''
              gridcell 'P00040'
              gridcell 'Azure Interior'
              gridcell 'Mitchell Admin'
              gridcell 'Yesterday'
              gridcell ''
              gridcell '$ 455.40'
              gridcell 'RFQ Sent'
            [62] row ''
              gridcell 'P00039'
              gridcell 'Deco Addict'
              gridcell 'Marc Demo'
              gridcell '06/10/2024'
              gridcell 'WH/OP/00012'
              gridcell '$ 1,380.00'
              gridcell 'Purchase Order'
            [63] row ''
              gridcell 'P00038'
              gridcell 'Gemini Furniture'
              gridcell 'Mitchell Admin'
              gridcell '06/07/2024'
              gridcell ''
              gridcell '$ 3,611.20'
              gridcell 'Purchase Order'
            [64] row ''
              gridcell 'P00037'
              gridcell 'Ready Mat'
              gridcell 'Marc Demo'
              gridcell '06/05/2024'
              gridcell ''
              gridcell '$ 790.25'
              gridcell 'Purchase Order'
    """), f"{ODOO}/action-purchase.purchase_rfq")
    chair = "[FURN_8888] Office Chair Black"
    vend = ["Gemini Furniture", "Gemini Furniture, Dale Hart", "Search More...", "Create \"Gemini\""]
    ch_confirm = ["Mitchell Admin - Just now", "RFQ → Purchase Order (Status)", "Mitchell Admin - 1 minute ago",
                  "Purchase Order created"]
    receipt_lines = ["[FURN_8888] Office Chair Black"]

    def receipt(done: bool = False) -> str:
        return axtree("WH/IN/00017 - Odoo", ODOO_NAV + tr("""
            [40] navigation 'Breadcrumb'
              [41] link 'Requests for Quotation'
              [42] link 'P00042'
              StaticText 'WH/IN/00017'
        """) + ind(tr(f"""
            [44] main ''
              {"" if done else "[50] button 'Validate'"}
              [51] button 'Print'
              [52] button '{"Return" if done else "Cancel"}'
              [57] radiogroup 'Status'
                [58] radio 'Draft', checked='false'
                [59] radio 'Waiting', checked='false'
                [60] radio 'Ready', checked='{str(not done).lower()}'
                [61] radio 'Done', checked='{str(done).lower()}'
              heading 'WH/IN/00017'
              StaticText 'Receive From'
              StaticText 'Gemini Furniture'
              StaticText '{"Effective Date" if done else "Scheduled Date"}'
              StaticText '{"06/14/2024 11:46:52" if done else "06/21/2024 11:42:07"}'
              StaticText 'Source Document'
              StaticText 'P00042'
              [70] tablist ''
                [71] tab 'Operations', selected=True
                [72] tab 'Additional Info', selected=False
              [74] table ''
                [75] row ''
                  columnheader 'Product'
                  columnheader 'Demand'
                  columnheader 'Quantity'
                  columnheader 'Unit'
                [76] row ''
                  gridcell '{receipt_lines[0]}'
                  gridcell '8.00'
                  gridcell '8.00'
                  gridcell 'Units'
        """), 0), f"{ODOO}/action-stock.action_picking_tree_all/17")

    l1 = [(chair, 1.0, 120.50)]
    l8 = [(chair, 8.0, 120.50)]
    turns = [
        ("click('42')", odoo_rfq("New", "RFQ", "", [])),
        ("fill('63', 'Gemini')", odoo_rfq("New", "RFQ", "", [], typed_vendor="Gemini", dropdown=vend)),
        ("click('64')", odoo_rfq("New", "RFQ", "Gemini Furniture", [])),
        ("click('131')", odoo_rfq("New", "RFQ", "Gemini Furniture", [], product_row="")),
        ("fill('121', 'Office Chair')", odoo_rfq("New", "RFQ", "Gemini Furniture", [], product_row="Office Chair")),
        ("click('122')", odoo_rfq("New", "RFQ", "Gemini Furniture", l1)),
        ("fill('92', '8')", odoo_rfq("New", "RFQ", "Gemini Furniture", l8)),
        ("click('52')", odoo_rfq("P00042", "Purchase Order", "Gemini Furniture", l8, chatter=ch_confirm)),
        ("click('56')", receipt()),
        ("click('42')", odoo_rfq("P00042", "Purchase Order", "Gemini Furniture", [(chair, 8.0, 129.50)], chatter=ch_confirm)),
        ("click('56')", receipt()),
        ("click('50')", receipt(done=True)),
    ]
    add(rs, "h22-web-19", listing, turns, bad=True, turn=10,
        kind="confirmed PO P00042 reopens with Office Chair Black at 129.50 a unit (total $ 1,191.40) instead of the 120.50 (total $ 1,108.60) it was confirmed at, with no edit")


# ---------------------------------------------------------------------------------------------------------
# Moodle gradebook

MOODLE = "https://learn.westbrook.edu"
# (name, email, quiz /10, lab /20 or None, midterm /100)
BIO = [("Aisha Bello", "abello@westbrook.edu", 9.0, 18.0, 88.0),
       ("Lena Fischer", "lfischer@westbrook.edu", 10.0, 19.5, 95.0),
       ("Nadia Haddad", "nhaddad@westbrook.edu", 8.0, None, 91.0),
       ("Carlos Mendes", "cmendes@westbrook.edu", 7.5, 15.0, 74.0),
       ("Omar Reyes", "oreyes@westbrook.edu", 6.0, None, 69.0),
       ("Tom Whitaker", "twhitaker@westbrook.edu", 5.5, 12.0, 58.0)]


def _r2(x: float) -> str:
    return f"{int(x * 100 + 0.5 + 1e-9) / 100:.2f}"


def md_frame(edit: bool, main: list[str], title: str, path: str, report: str) -> str:
    reports = ["Grader report", "Grade history", "Outcomes report", "Overview report", "Single view", "User report"]
    lines = tr(f"""
        [20] link 'Westbrook Learn'
        [22] navigation 'Site navigation'
          [23] link 'Home'
          [24] link 'Dashboard'
          [25] link 'My courses'
          [26] link 'Site administration'
        [28] button 'Notifications'
        [29] button 'User menu'
        [30] checkbox 'Edit mode', checked='{str(edit).lower()}'
        [32] navigation 'Course'
          [33] link 'Course'
          [34] link 'Settings'
          [35] link 'Participants'
          [36] link 'Grades'
          [37] link 'Reports'
          [38] link 'More'
        [40] main ''
          heading 'BIO 110: Introduction to Biology'
          [42] combobox 'Report', value='{report}'
    """)
    lines += [f"\t\t[{43 + k}] option '{r}', selected={r == report}" for k, r in enumerate(reports)]
    return axtree(title, lines + main, f"{MOODLE}/{path}")


def md_grader(rows: list[tuple], edit: bool, typed: dict[str, str] | None = None, note: str | None = None) -> str:
    main = []
    if note:
        main += ["\t[55] alert ''", f"\t\tStaticText '{note}'"]
    main += ind(tr("""
        heading 'Grader report'
        [57] combobox 'Search users', value='All participants'
        [60] table ''
          [61] row ''
            columnheader 'First name / Last name'
            columnheader 'Email address'
            [62] columnheader 'Quiz 1'
            [63] columnheader 'Lab report 1'
            [64] columnheader 'Midterm exam'
            [65] columnheader 'Course total'
    """), 1)
    for j, (name, mail, q, lab, mid) in enumerate(rows):
        b = 70 + 5 * j
        total = q + (lab or 0) + mid
        main += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link '{name}'", f"\t\t\tgridcell '{mail}'"]
        if edit:
            shown = (typed or {}).get(name)
            labv = shown if shown is not None else ("" if lab is None else f"{lab:.2f}")
            main += [f"\t\t\t[{b + 2}] textbox 'Grade for {name} - Quiz 1', value='{q:.2f}'",
                     f"\t\t\t[{b + 3}] textbox 'Grade for {name} - Lab report 1', value='{labv}'",
                     f"\t\t\t[{b + 4}] textbox 'Grade for {name} - Midterm exam', value='{mid:.2f}'"]
        else:
            main += [f"\t\t\tgridcell '{q:.2f}'", f"\t\t\tgridcell '{'-' if lab is None else f'{lab:.2f}'}'",
                     f"\t\t\tgridcell '{mid:.2f}'"]
        main += [f"\t\t\tgridcell '{total:.2f}'"]
    n = len(rows)
    labs = [r[3] for r in rows if r[3] is not None]
    avg = [sum(r[2] for r in rows) / n, sum(labs) / len(labs), sum(r[4] for r in rows) / n,
           sum(r[2] + (r[3] or 0) + r[4] for r in rows) / n]
    main += ["\t\t[110] row ''", "\t\t\trowheader 'Overall average'", "\t\t\tgridcell ''"] + [f"\t\t\tgridcell '{_r2(a)}'" for a in avg]
    if edit:
        main += ["\t[120] button 'Save changes'"]
    return md_frame(edit, main, "BIO 110: Grader report", "grade/report/grader/index.php?id=412", "Grader report")


def md_user(rows: list[tuple], who: str) -> str:
    names = [r[0] for r in rows]
    name, mail, q, lab, mid = next(r for r in rows if r[0] == who)
    main = ind(tr(f"""
        heading 'User report'
        [57] combobox 'Select a user', value='{who}'
    """), 1)
    main += [f"\t\t[{58 + k}] option '{x}', selected={x == who}" for k, x in enumerate(names)]
    main += ind(tr(f"""
        heading '{who}'
        [66] table ''
          [67] row ''
            columnheader 'Grade item'
            columnheader 'Calculated weight'
            columnheader 'Grade'
            columnheader 'Range'
            columnheader 'Percentage'
            columnheader 'Feedback'
            columnheader 'Contribution to course total'
    """), 1)
    items = [("Quiz 1", q, 10), ("Lab report 1", lab, 20), ("Midterm exam", mid, 100)]
    for j, (item, g, top) in enumerate(items):
        main += [f"\t\t[{70 + j}] row ''", f"\t\t\t[{80 + j}] link '{item}'", f"\t\t\tgridcell '{_r2(top / 130 * 100)} %'",
                 f"\t\t\tgridcell '{'-' if g is None else f'{g:.2f}'}'", f"\t\t\tgridcell '0–{top}'",
                 f"\t\t\tgridcell '{'-' if g is None else _r2(g / top * 100) + ' %'}'", "\t\t\tgridcell ''",
                 f"\t\t\tgridcell '{'0.00 %' if g is None else _r2(g / 130 * 100) + ' %'}'"]
    total = q + (lab or 0) + mid
    main += ["\t\t[75] row ''", "\t\t\trowheader 'Course total'", "\t\t\tgridcell '-'", f"\t\t\tgridcell '{total:.2f}'",
             "\t\t\tgridcell '0–130'", f"\t\t\tgridcell '{_r2(total / 130 * 100)} %'", "\t\t\tgridcell ''", "\t\t\tgridcell '-'"]
    return md_frame(False, main, f"BIO 110: User report: {who}", f"grade/report/user/index.php?id=412&userid={1000 + names.index(who)}", "User report")


def t20(rs: RowSet) -> None:
    after = [r if r[0] not in ("Nadia Haddad", "Omar Reyes") else r[:3] + ({"Nadia Haddad": 17.0, "Omar Reyes": 14.5}[r[0]], r[4]) for r in BIO]
    turns = [
        ("click('30')", md_grader(BIO, True)),
        ("fill('83', '17')", md_grader(BIO, True, typed={"Nadia Haddad": "17"})),
        ("fill('93', '14.5')", md_grader(BIO, True, typed={"Nadia Haddad": "17", "Omar Reyes": "14.5"})),
        ("click('120')", md_grader(after, True, note="Grades were set for 2 items")),
        ("click('30')", md_grader(after, False)),
        ("select_option('42', 'User report')", md_user(after, "Aisha Bello")),
        ("select_option('57', 'Omar Reyes')", md_user(after, "Omar Reyes")),
        ("select_option('57', 'Nadia Haddad')", md_user(after, "Nadia Haddad")),
        ("select_option('42', 'Grader report')", md_grader(after, False)),
    ]
    add(rs, "h22-web-20", md_grader(BIO, False), turns)


# ---------------------------------------------------------------------------------------------------------
# Home Assistant

HA = "http://homeassistant.local:8123"


def ha_side() -> list[str]:
    return tr("""
        [20] navigation 'Sidebar'
          [21] link 'Overview'
          [22] link 'Energy'
          [23] link 'Map'
          [24] link 'Logbook'
          [25] link 'History'
          [26] link 'Media'
          [27] link 'Developer tools'
          [28] link 'Settings'
            StaticText '2'
          [29] button 'Notifications'
            StaticText '1'
          [30] link 'Jonas'
    """)


def ha_dash(lamp: bool, ceiling: bool, door: str, temp: str, hum: str, washer: str, power: str, energy: str,
            dialog: list[str] | None = None) -> str:
    main = tr(f"""
        [35] main ''
          heading 'Home'
          [37] button 'Search entities'
          [38] button 'Assist'
          [39] button 'Open dashboard menu'
          [40] region 'Living Room'
            heading 'Living Room'
            StaticText 'Temperature'
            StaticText '{temp} °C'
            StaticText 'Humidity'
            StaticText '{hum} %'
            [46] switch 'Living Room Lamp', checked={str(lamp).lower()}
            StaticText '{"On" if lamp else "Off"}'
            [48] switch 'Ceiling Light', checked={str(ceiling).lower()}
            StaticText '{"On" if ceiling else "Off"}'
            [50] button 'TV'
            StaticText 'Off'
          [52] region 'Kitchen'
            heading 'Kitchen'
            [54] switch 'Kitchen Lights', checked=true
            StaticText 'On'
            StaticText 'Fridge door'
            StaticText 'Closed'
            StaticText 'Dishwasher'
            StaticText 'Off'
          [58] region 'Entrance'
            heading 'Entrance'
            [60] button 'Front Door'
            StaticText '{door}'
            StaticText 'Front door sensor'
            StaticText 'Closed'
            StaticText 'Porch motion'
            StaticText 'Clear'
          [64] region 'Laundry'
            heading 'Laundry'
            StaticText 'Washer'
            StaticText 'Running'
            StaticText 'Washer program'
            StaticText 'Cotton 40°'
            StaticText 'Washer remaining time'
            StaticText '{washer} min'
          [70] region 'Energy'
            heading 'Energy'
            StaticText 'Power now'
            StaticText '{power} W'
            StaticText 'Energy today'
            StaticText '{energy} kWh'
          [75] region 'Forecast Home'
            StaticText 'Partly cloudy'
            StaticText '17 °C'
            StaticText 'Sat 21° / 12°'
            StaticText 'Sun 23° / 13°'
            StaticText 'Mon 19° / 11°'
    """)
    return axtree("Overview – Home Assistant", ha_side() + main + (dialog or []), f"{HA}/lovelace/0")


def t21(rs: RowSet) -> None:
    def door_dialog(state: str, changed: str, button: str) -> list[str]:
        return tr(f"""
            [100] dialog 'Front Door', modal=True
              [101] button 'Close'
              heading 'Front Door'
              [103] button 'Settings'
              [104] button 'Related'
              StaticText '{state}'
              StaticText 'Last changed {changed}'
              [107] button '{button}'{", disabled=True" if state == "Unlocking" else ""}
              [108] button 'Attributes', expanded=False
              StaticText 'Logbook'
              StaticText 'Changed to {state} {changed}'
        """)

    logbook = axtree("Logbook – Home Assistant", ha_side() + tr("""
        [35] main ''
          heading 'Logbook'
          [37] button 'Start date: Today 00:00'
          [38] button 'End date: Today 23:59'
          [39] combobox 'Choose entity, device or area', value=''
          [40] list ''
            listitem ''
              StaticText 'Front Door'
              StaticText 'changed to Unlocked triggered by action lock.unlock'
              StaticText '8:13:05 AM - 1 minute ago'
            listitem ''
              StaticText 'Front Door'
              StaticText 'changed to Unlocking triggered by action lock.unlock'
              StaticText '8:13:02 AM - 1 minute ago'
            listitem ''
              StaticText 'Living Room Lamp'
              StaticText 'turned on triggered by action light.turn_on'
              StaticText '8:11:47 AM - 2 minutes ago'
            listitem ''
              StaticText 'Washer program'
              StaticText 'changed to Cotton 40°'
              StaticText '7:27:40 AM - 46 minutes ago'
            listitem ''
              StaticText 'Washer'
              StaticText 'changed to Running'
              StaticText '7:27:38 AM - 46 minutes ago'
            listitem ''
              StaticText 'Front Door'
              StaticText 'changed to Locked triggered by action lock.lock'
              StaticText '6:09:51 AM - 2 hours ago'
            listitem ''
              StaticText 'Kitchen Lights'
              StaticText 'turned on triggered by automation Morning kitchen lights triggered by time'
              StaticText '6:00:00 AM - 2 hours ago'
            listitem ''
              StaticText 'Porch motion'
              StaticText 'cleared (no motion detected)'
              StaticText '5:58:12 AM - 2 hours ago'
    """), f"{HA}/logbook")
    history = axtree("History – Home Assistant", ha_side() + tr("""
        [35] main ''
          heading 'History'
          [37] button 'Start date: Today 06:00'
          [38] button 'End date: Today 08:16'
          [39] combobox 'Choose entity, device or area', value='Living Room Temperature'
          [41] img 'Living Room Temperature history chart'
          StaticText 'Living Room Temperature'
          StaticText '°C'
          StaticText '20.6'
          StaticText '21.6'
          StaticText '06:00'
          StaticText '07:00'
          StaticText '08:00'
          StaticText 'Current: 21.5 °C'
          [50] img 'Ceiling Light timeline'
          StaticText 'Ceiling Light'
          StaticText 'On 06:00 - 08:15'
          StaticText 'Off since 08:15'
    """), f"{HA}/history?entity_id=sensor.living_room_temperature")
    turns = [
        ("click('46')", ha_dash(True, True, "Locked", "21.4", "48", "32", "655", "7.3")),
        ("click('60')", ha_dash(True, True, "Locked", "21.4", "48", "31", "655", "7.3", door_dialog("Locked", "2 hours ago", "Unlock"))),
        ("click('107')", ha_dash(True, True, "Unlocking", "21.4", "48", "31", "655", "7.3", door_dialog("Unlocking", "just now", "Unlock"))),
        ("click('101')", ha_dash(True, True, "Unlocked", "21.5", "48", "30", "648", "7.3")),
        ("click('24')", logbook),
        ("click('21')", ha_dash(True, True, "Unlocked", "21.5", "47", "28", "651", "7.4")),
        ("click('48')", ha_dash(True, False, "Unlocked", "21.5", "47", "28", "590", "7.4")),
        ("click('25')", history),
    ]
    add(rs, "h22-web-21", ha_dash(False, True, "Locked", "21.4", "48", "32", "612", "7.3"), turns)


# ---------------------------------------------------------------------------------------------------------
# Nextcloud Files

NC = "https://cloud.torresdesign.studio/apps/files"


def nc(view: str, main: list[str], url: str) -> str:
    lines = tr("""
        [20] link 'Nextcloud'
        [22] navigation 'Applications menu'
          [23] link 'Dashboard'
          [24] link 'Files'
          [25] link 'Photos'
          [26] link 'Activity'
          [27] link 'Talk'
          [28] link 'Calendar'
          [29] link 'Deck'
        [31] button 'Unified search'
        [32] button 'Notifications'
        [33] button 'Settings menu'
        [35] navigation 'Files'
          [36] link 'All files'
          [37] link 'Recent'
          [38] link 'Favorites'
          [39] link 'Shares'
          [40] link 'Tags'
          [41] link 'Deleted files'
          StaticText '4.2 GB of 50 GB used'
          [43] link 'Files settings'
    """)
    return axtree(f"{view} - Files - Nextcloud", lines + main, url)


# (kind, name, size, modified)
DOCS = [("folder", "Contracts", "18.4 MB", "2 weeks ago"), ("folder", "Receipts", "44.1 MB", "5 days ago"),
        ("file", "Board-deck-May.pdf", "6.2 MB", "3 weeks ago"), ("file", "Q2-budget-draft.xlsx", "284 KB", "3 days ago"),
        ("file", "Q2-budget-notes.docx", "36 KB", "3 days ago"), ("file", "team-roster.csv", "4 KB", "1 month ago"),
        ("file", "vendor-list.ods", "21 KB", "2 months ago")]


def nc_table(rows: list[tuple], crumbs: list[str], summary: str, menu_for: str | None = None,
             rename: str | None = None, typed: str | None = None) -> list[str]:
    main = ["[45] main ''", "\t[46] navigation 'Current directory path'"]
    main += [f"\t\t[{47 + k}] link '{c}'" for k, c in enumerate(crumbs)]
    main += ind(tr("""
        [53] button 'New'
        [54] button 'Switch to grid view'
        [56] table ''
          [57] row ''
            [58] checkbox 'Toggle selection for all files and folders', checked='false'
            [59] columnheader 'Name'
            [60] columnheader 'Size'
            [61] columnheader 'Modified'
    """), 1)
    for j, (kind, name, size, mod) in enumerate(rows):
        b = 70 + 6 * j
        main += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Toggle selection for {'folder' if kind == 'folder' else 'file'} \"{name}\"', checked='false'"]
        if rename == name:
            main += [f"\t\t\t[{b + 2}] textbox 'Filename', focused, value='{typed if typed is not None else name}'"]
        else:
            main += [f"\t\t\t[{b + 2}] link '{name}'"]
        main += [f"\t\t\t[{b + 3}] button 'Sharing options'", f"\t\t\t[{b + 4}] button 'Actions'",
                 f"\t\t\tgridcell '{size}'", f"\t\t\tgridcell '{mod}'"]
        if menu_for == name:
            main += ind(tr("""
                [120] menu ''
                  [121] menuitem 'Add to favorites'
                  [122] menuitem 'Details'
                  [123] menuitem 'Rename'
                  [124] menuitem 'Move or copy'
                  [125] menuitem 'Download'
                  [126] menuitem 'Delete file'
            """), 3)
    main += [f"\tStaticText '{summary}'"]
    return main


def t22(rs: RowSet) -> None:
    def docs(rows: list[tuple], **kw: str) -> str:
        return nc("Documents", nc_table(rows, ["All files", "Documents"], "2 folders and 5 files 69.0 MB", **kw),
                  f"{NC}/files/4412?dir=/Documents")

    renamed = [r if r[1] != "Q2-budget-draft.xlsx" else ("file", "Q2-budget-final.xlsx", "284 KB", "3 days ago") for r in DOCS]
    receipts = nc("Receipts", nc_table([
        ("folder", "2024-04", "12.8 MB", "1 month ago"), ("folder", "2024-05", "17.5 MB", "2 weeks ago"),
        ("folder", "2024-06", "6.3 MB", "5 days ago"), ("file", "bank-fees-q2.pdf", "2.1 MB", "5 days ago"),
        ("file", "coworking-june.pdf", "188 KB", "1 week ago"), ("file", "taxi-0604.png", "1.4 MB", "1 week ago"),
        ("file", "software-licenses-2024.pdf", "3.8 MB", "3 weeks ago")],
        ["All files", "Documents", "Receipts"], "3 folders and 4 files 44.1 MB"), f"{NC}/files/5120?dir=/Documents/Receipts")
    june = nc("2024-06", nc_table([
        ("file", "hardware-store-0611.jpg", "2.1 MB", "5 days ago"), ("file", "parking-0607.pdf", "96 KB", "1 week ago"),
        ("file", "printer-ink-0605.pdf", "214 KB", "1 week ago"), ("file", "client-lunch-0603.jpg", "1.7 MB", "1 week ago"),
        ("file", "train-0603.pdf", "152 KB", "1 week ago"), ("file", "coworking-day-pass-0610.pdf", "88 KB", "5 days ago"),
        ("file", "cloud-storage-june.pdf", "1.9 MB", "2 weeks ago")],
        ["All files", "Documents", "Receipts", "2024-06"], "7 files 6.3 MB"), f"{NC}/files/5131?dir=/Documents/Receipts/2024-06")
    favs = nc("Favorites", nc_table([
        ("folder", "Contracts", "18.4 MB", "2 weeks ago"), ("folder", "Client Work", "2.3 GB", "yesterday"),
        ("file", "team-roster.csv", "4 KB", "1 month ago"), ("file", "brand-guidelines-v3.pdf", "14.7 MB", "2 months ago")],
        ["Favorites"], "2 folders and 2 files 2.3 GB"), f"{NC}/favorites")
    viewer = nc("Favorites", tr("""
        [200] dialog 'team-roster.csv', modal=True
          [201] button 'Close'
          [202] button 'Actions'
          heading 'team-roster.csv'
          [205] table ''
            row ''
              columnheader 'name'
              columnheader 'role'
              columnheader 'email'
              columnheader 'start_date'
            row ''
              gridcell 'Maya Torres'
              gridcell 'Principal'
              gridcell 'maya@torresdesign.studio'
              gridcell '2019-03-01'
            row ''
              gridcell 'Eli Brandt'
              gridcell 'Senior Designer'
              gridcell 'eli@torresdesign.studio'
              gridcell '2020-09-14'
            row ''
              gridcell 'Sun-hee Park'
              gridcell 'Designer'
              gridcell 'sunhee@torresdesign.studio'
              gridcell '2022-01-10'
            row ''
              gridcell 'Dario Conti'
              gridcell 'Studio Manager'
              gridcell 'dario@torresdesign.studio'
              gridcell '2021-06-07'
    """), f"{NC}/favorites?openfile=true&fileid=4471")
    turns = [
        ("click('92')", docs(DOCS, menu_for="Q2-budget-draft.xlsx")),
        ("click('123')", docs(DOCS, rename="Q2-budget-draft.xlsx")),
        ("fill('90', 'Q2-budget-final.xlsx')", docs(DOCS, rename="Q2-budget-draft.xlsx", typed="Q2-budget-final.xlsx")),
        ("press('90', 'Enter')", docs(renamed)),
        ("click('78')", receipts),
        ("click('84')", june),
        ("click('48')", docs(DOCS)),
        ("click('38')", favs),
        ("click('84')", viewer),
        ("click('201')", favs),
    ]
    add(rs, "h22-web-22", docs(DOCS), turns, bad=True, turn=7,
        kind="the Documents listing shows the file under its old name Q2-budget-draft.xlsx after it was renamed to Q2-budget-final.xlsx")


TRAJECTORIES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJECTORIES:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
