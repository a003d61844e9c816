# ruff: noqa: E501
"""Held-out set holdout18, domain web: 22 hand-written BrowserGym trajectories (11 with one contradiction).

Each observation is a page accessibility tree (rowkit2 ``axtree``) after a BrowserGym call. Trajectories
01-11 use mainstream sites (a Magento storefront and admin, GitLab, a Postmill forum, OpenStreetMap,
Roundcube and Outlook web mail); 12-22 use less common ones (Koha and Evergreen library catalogues, two
patient portals, two vendor dashboards, MediaWiki, DokuWiki, osTicket, Zammad, Kanboard). A bad
trajectory has exactly one observation that contradicts an earlier one; once drifted, the wrong detail
is kept (or not shown again) so that there is a single point of contradiction. Clean trajectories are
full of legitimate changes: the agent's own edits, live counters, relative times, re-sorted, filtered
and paginated listings, unit and format differences.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree


def tree(text: str) -> list[str]:
    """Lines of an indented block (two spaces per level) as tab-nested axtree lines."""
    out = []
    for raw in textwrap.dedent(text).strip("\n").split("\n"):
        body = raw.lstrip(" ")
        if body:
            out.append("\t" * ((len(raw) - len(body)) // 2) + body)
    return out


def sub(lines: list[str], depth: int) -> list[str]:
    return ["\t" * depth + ln for ln in lines]


def goal(text: str, title: str, lines: list[str], url: str) -> str:
    return f"Task: {text}\n\n" + axtree(title, lines, url)


Traj = dict[str, Any]


# ---------------------------------------------------------------- Magento storefront (01, 07, 11)
SHOP = "http://onestopmarket.com"
LUMA_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def luma_head(cart: int, search: str = "", wish: int | None = None, suggest: list[str] | None = None) -> list[str]:
    out = tree(f"""
        [100] banner ''
          [101] link 'My Account'
          [102] link 'My Wish List{f" {wish} items" if wish is not None else ""}'
          [103] link 'Sign Out'
          StaticText 'Welcome, Emma Lopez!'
          [105] link 'store logo'
            [106] img 'one_stop_market_store_logo'
          [108] link 'My Cart {cart} {cart} items'
          [110] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: {"True" if suggest else "False"}{f" value='{search}'" if search else ""}
          [111] link 'Advanced Search'
          [112] button 'Search' disabled: {"False" if search else "True"}
    """)
    if suggest:
        out.append("\t[113] listbox 'Search'")
        out += [f"\t\t[{114 + i}] option '{s}' selected: False" for i, s in enumerate(suggest)]
    out.append("[120] tablist ''")
    out.append("\t[121] tabpanel ''")
    out.append("\t\t[122] menu '' orientation: vertical")
    out += [f"\t\t\t[{123 + i}] menuitem '{m}' hasPopup: menu" for i, m in enumerate(LUMA_MENU)]
    return out


LUMA_FOOT = tree("""
    [900] contentinfo ''
      [901] textbox 'Sign Up for Our Newsletter:' required: False
      [902] button 'Subscribe'
      [903] link 'Privacy and Cookie Policy'
      [904] link 'Search Terms'
      [905] link 'Advanced Search'
      [906] link 'Contact Us'
    StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
""")

GM = "Green Mountain Coffee Roasters Breakfast Blend, Single-Serve Keurig K-Cup Pods, Light Roast Coffee, 48 Count"
BODUM = "Bodum Chambord French Press Coffee Maker, 1 Liter, 34 Ounce, Chrome"
CUIS = "Cuisinart CPK-17 PerfecTemp 1.7-Liter Stainless Steel Cordless Electric Kettle"


def gm_page(cart: int, qty: str, added: bool = False) -> list[str]:
    msg = tree(f"""
        [1500] alert '' live: assertive atomic: True relevant: additions text
          StaticText 'You added {GM} to your '
          [1501] link 'shopping cart'
          StaticText '.'
    """) if added else []
    return luma_head(cart) + msg + tree(f"""
        [1510] main ''
          [1511] list ''
            [1512] listitem ''
              [1513] link 'Home'
            [1514] listitem ''
              [1515] link 'Grocery & Gourmet Food'
            [1516] listitem ''
              [1517] link 'Beverages'
            StaticText '{GM}'
          [1520] heading '{GM}'
          StaticText 'Rating:'
          StaticText '86%'
          [1523] link '14  Reviews'
          [1524] link 'Add Your Review'
          StaticText '$29.49'
          StaticText 'IN STOCK'
          StaticText 'SKU'
          StaticText 'B07GJ8LYR6'
          [1586] LabelText ''
            StaticText 'Qty'
          [1587] spinbutton 'Qty' required: False valuemin: 0 valuemax: 0 valuetext: {qty} value='{qty}'
          [1589] button 'Add to Cart'
          [1591] link 'Add to Wish List'
          [1592] link 'Add to Compare'
          [1593] link 'Email'
          [1600] tablist '' multiselectable: False orientation: horizontal
            [1601] tab 'Details' expanded: True selected: False controls: description
              [1602] link 'Details'
            [1603] tab 'Reviews (14)' expanded: False selected: False controls: reviews
              [1604] link 'Reviews (14)'
          [1605] tabpanel 'Details'
            StaticText 'Size:48 Count | Flavor Name:Breakfast Blend'
            StaticText 'Contains 48 Keurig K-Cup pods of Green Mountain Breakfast Blend light roast coffee.'
            StaticText 'Light roast: a smooth, balanced cup with notes of citrus and a crisp, clean finish.'
            StaticText 'Certified Orthodox Kosher; recyclable pods (peel, empty, recycle where facilities exist).'
            StaticText 'Brew sizes: 6, 8 or 10 oz for best flavour; works in all Keurig K-Cup brewers.'
          [1640] heading 'Related Products'
          [1641] link 'Donut Shop Regular, Single-Serve Keurig K-Cup Pods, Medium Roast Coffee, 72 Count'
          StaticText '$41.99'
          [1643] link 'Starbucks Pike Place Roast K-Cup Coffee Pods, Medium Roast, 24 Count'
          StaticText '$17.88'
    """) + LUMA_FOOT


def cart_row(bid: int, name: str, sku: str, price: str, qty: str, line: str) -> list[str]:
    return tree(f"""
        [{bid}] row ''
          [{bid + 1}] gridcell '{name}'
            [{bid + 2}] link '{name}'
            StaticText 'SKU: {sku}'
          [{bid + 3}] gridcell '{price}'
          [{bid + 4}] gridcell 'Qty'
            [{bid + 5}] spinbutton 'Qty' required: True valuemin: 0 valuemax: 0 valuetext: {qty} value='{qty}'
          [{bid + 6}] gridcell '{line}'
          [{bid + 7}] link 'Move to Wish List'
          [{bid + 8}] link 'Edit item parameters'
          [{bid + 9}] link 'Remove item'
    """)


def cart_page(cart: int, bodum_qty: str, bodum_line: str, subtotal: str, search: str = "",
              suggest: list[str] | None = None, updated: bool = False) -> list[str]:
    note = ["[1690] alert '' live: assertive atomic: True", "\tStaticText 'Your shopping cart has been updated.'"] if updated else []
    rows = cart_row(1700, GM, "B07GJ8LYR6", "$29.49", "2", "$58.98") + cart_row(1720, BODUM, "B00008XEWF", "$44.00", bodum_qty, bodum_line)
    return luma_head(cart, search, suggest=suggest) + note + tree("""
        [1680] main ''
          [1681] heading 'Shopping Cart'
          [1682] table 'Shopping Cart Items'
            [1683] row ''
              [1684] columnheader 'Item'
              [1685] columnheader 'Price'
              [1686] columnheader 'Qty'
              [1687] columnheader 'Subtotal'
    """) + sub(rows, 2) + sub(tree(f"""
          [1748] link 'Continue Shopping'
          [1749] button 'Clear Shopping Cart'
          [1750] button 'Update Shopping Cart'
          [1751] heading 'Summary'
          [1752] tab 'Estimate Shipping and Tax' expanded: False selected: False
          [1753] table 'Shopping Cart Totals'
            [1754] row ''
              [1755] rowheader 'Subtotal'
              [1756] gridcell '{subtotal}'
            [1757] row ''
              [1758] rowheader 'Order Total'
              [1759] gridcell '{subtotal}'
          [1760] button 'Proceed to Checkout'
          [1761] link 'Check Out with Multiple Addresses'
          [1762] tab 'Apply Discount Code' expanded: False selected: False
          [1770] heading 'More Choices:'
          [1771] link 'Bodum Replacement Mesh Filter for 8-Cup Chambord French Press'
          StaticText '$9.99'
    """), 1) + LUMA_FOOT


KETTLES = [("Mueller Ultra Kettle: Model No. M99S 1500W Electric Kettle with SpeedBoil Tech, 1.8 Liter Cordless", "77%", "$26.97"),
           ("Hamilton Beach 40880 Stainless Steel Cordless Electric Kettle, 1.7 Liter", "80%", "$34.99"),
           (CUIS, "91%", "$99.95"),
           ("COSORI Electric Gooseneck Kettle with 5 Variable Presets, 0.8L, 1200W", "88%", "$69.99"),
           ("Chefman Electric Kettle with Temperature Control, 5 Presets LED Indicator Lights, 1.8 Liter", "84%", "$29.99"),
           ("OXO Brew Cordless Glass Electric Kettle, 1.75 Liter", "86%", "$79.99")]


def kettle_results(cart: int, added: bool = False) -> list[str]:
    msg = tree(f"""
        [2000] alert '' live: assertive atomic: True
          StaticText 'You added {CUIS} to your '
          [2001] link 'shopping cart'
          StaticText '.'
    """) if added else []
    items = []
    for i, (name, rating, price) in enumerate(KETTLES):
        b = 2100 + 10 * i
        items += tree(f"""
            [{b}] listitem ''
              [{b + 1}] link 'Image'
                [{b + 2}] img 'Image'
              [{b + 3}] link '{name}'
              StaticText 'Rating:'
              StaticText '{rating}'
              StaticText '{price}'
              [{b + 5}] button 'Add to Cart'
              [{b + 6}] button 'Add to Wish List'
              [{b + 7}] button 'Add to Compare'
        """)
    return luma_head(cart, "cordless electric kettle") + msg + tree("""
        [2010] main ''
          [2011] heading "Search results for: 'cordless electric kettle'"
          StaticText 'Items 1-6 of 6'
          [2013] LabelText ''
            StaticText 'Sort By'
          [2014] combobox 'Sort By' hasPopup: menu expanded: False
          [2015] link 'Set Descending Direction'
          [2016] heading 'Shop By'
          [2017] heading 'Shopping Options'
          [2018] tab 'Category' expanded: False selected: False
          [2019] tab 'Price' expanded: False selected: False
          [2020] list ''
    """) + sub(items, 2) + LUMA_FOOT


def t01() -> Traj:
    cart1 = cart_page(3, "1", "$44.00", "$102.98")
    mini = luma_head(3) + tree(f"""
        [150] dialog 'Minicart' modal: False
          StaticText '3'
          StaticText 'Items in Cart'
          StaticText 'Cart Subtotal :'
          StaticText '$102.98'
          [151] button 'Proceed to Checkout'
          [152] list ''
            [153] listitem ''
              [154] link '{GM}'
              StaticText '$29.49'
              [155] spinbutton 'Qty:' value='2'
              [156] button 'See Details'
              [157] link 'Remove'
            [158] listitem ''
              [159] link '{BODUM}'
              StaticText '$44.00'
              [160] spinbutton 'Qty:' value='1'
              [161] link 'Remove'
          [162] link 'View and Edit Cart'
        [163] button 'Close'
    """) + gm_page(3, "2", added=True)[len(luma_head(3)):]
    kettle_sug = ["cordless electric kettle", "cordless electric kettle stainless steel", "cordless electric kettle glass",
                  "cordless electric kettle temperature control"]
    turns = [
        ("fill('1587', '2')", axtree(GM, gm_page(1, "2"), f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-k-cup-pods-48-count.html")),
        ("click('1589')", axtree(GM, gm_page(3, "2", added=True), f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-k-cup-pods-48-count.html")),
        ("click('108')", axtree(GM, mini, f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-k-cup-pods-48-count.html")),
        ("click('162')", axtree("Shopping Cart", cart1, f"{SHOP}/checkout/cart/")),
        ("fill('1725', '2')", axtree("Shopping Cart", cart_page(3, "2", "$44.00", "$102.98"), f"{SHOP}/checkout/cart/")),
        ("click('1750')", axtree("Shopping Cart", cart_page(4, "2", "$88.00", "$136.98", updated=True), f"{SHOP}/checkout/cart/")),
        ("fill('110', 'cordless electric kettle')", axtree("Shopping Cart", cart_page(4, "2", "$88.00", "$136.98", search="cordless electric kettle", suggest=kettle_sug), f"{SHOP}/checkout/cart/")),
        ("press('110', 'Enter')", axtree("Search results for: 'cordless electric kettle'", kettle_results(4), f"{SHOP}/catalogsearch/result/?q=cordless+electric+kettle")),
        ("click('2125')", axtree("Search results for: 'cordless electric kettle'", kettle_results(5, added=True), f"{SHOP}/catalogsearch/result/?q=cordless+electric+kettle")),
    ]
    state = goal("Add two boxes of the Green Mountain Breakfast Blend K-Cups to the cart, make it two Bodum French presses, then add the Cuisinart PerfecTemp cordless kettle.",
                 GM, gm_page(1, "1"), f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-k-cup-pods-48-count.html")
    return dict(tid="h18-web-01", turns=turns, state=state, bad=True, turn=6,
                kind="cart subtotal after a quantity update ($136.98) does not equal its line items ($58.98 + $88.00 = $146.98)")


# ---------------------------------------------------------------- GitLab (02, 08)
GL = "http://gitlab.local:8023"


def gl_chrome(project: str, path: str, issues: int, mrs: int, active: str) -> list[str]:
    head = tree(f"""
        [30] link 'Skip to content'
        [31] navigation 'Main navigation'
          [32] link 'Dashboard'
          [33] button 'Menu'
          [34] textbox 'Search GitLab' required: False
          [35] link 'Create new...'
          [36] link 'Issues'
          [37] link 'Merge requests 4'
          [38] link 'To-Do List 2'
          [39] link 'Help'
          [40] link 'Byte Blaze user’s menu'
        [41] complementary 'Project navigation'
          [42] link '{project}'
    """)
    items = [("Project information", None), ("Repository", None), ("Issues", issues), ("Merge requests", mrs),
             ("CI/CD", None), ("Security & Compliance", None), ("Deployments", None), ("Packages and registries", None),
             ("Infrastructure", None), ("Monitor", None), ("Analytics", None), ("Wiki", None), ("Snippets", None), ("Settings", None)]
    for i, (name, n) in enumerate(items):
        label = f"{name} {n}" if n is not None else name
        head.append(f"\t[{43 + i}] link '{label}'" + (" focused: False current: page" if name == active else ""))
    head += tree(f"""
        [60] navigation 'Breadcrumbs'
          [61] link 'Kestrel Labs'
          [62] link '{project}'
          [63] link '{path}'
    """)
    return head


TELEMETRY = "telemetry-agent"
ISSUES = {
    412: ("Exporter drops spans when batch exceeds 512 items", "Roma Vance", "2 hours ago", "41 minutes ago", ["bug", "exporter"], 3, "Dmitri Ivanov"),
    411: ("Add OTLP/HTTP gzip compression option", "Dmitri Ivanov", "5 hours ago", "5 hours ago", ["feature"], 0, None),
    409: ("CI: arm64 runner intermittently times out on integration suite", "Byte Blaze", "1 day ago", "3 hours ago", ["ci"], 7, "Byte Blaze"),
    407: ("Docs: config reference still lists removed sampler.ratio key", "Lin Zhou", "2 days ago", "2 days ago", ["documentation"], 1, None),
    404: ("Memory grows unbounded with high-cardinality attributes", "Roma Vance", "4 days ago", "2 hours ago", ["bug", "performance"], 12, "Roma Vance"),
    401: ("Support reading resource attributes from /etc/os-release", "Lin Zhou", "1 week ago", "1 week ago", ["feature"], 2, None),
    398: ("Flaky test: test_shutdown_flushes on macOS", "Dmitri Ivanov", "1 week ago", "6 days ago", ["bug", "ci"], 4, "Dmitri Ivanov"),
    395: ("Upgrade protobuf to 4.25", "Byte Blaze", "2 weeks ago", "1 day ago", ["ci", "dependencies"], 5, "Byte Blaze"),
}
NEW_ISSUE = ("Flaky test: test_retry_backoff times out on arm64 runners", "Byte Blaze", "1 minute ago", "1 minute ago", ["bug", "ci"], 0, "Byte Blaze")


def issue_items(order: list[int], extra: dict[int, tuple] | None = None) -> list[str]:
    table = {**ISSUES, **(extra or {})}
    out = []
    for k, iid in enumerate(order):
        title, author, created, updated, labels, notes, assignee = table[iid]
        b = 300 + 12 * k
        out += tree(f"""
            [{b}] listitem ''
              [{b + 1}] link '{title}'
              StaticText '#{iid}'
              StaticText '· created {created} by'
              [{b + 2}] link '{author}'
        """)
        for j, lab in enumerate(labels):
            out.append(f"\t[{b + 3 + j}] link '{lab}'")
        if assignee:
            out.append(f"\t[{b + 6}] link 'Assigned to {assignee}'")
        out.append(f"\t[{b + 7}] link '{notes}'" if notes else "\tStaticText '0'")
        out.append(f"\tStaticText 'updated {updated}'")
    return out


def issue_list(n_open: int, n_closed: int, order: list[int], sort: str, extra=None, label: str | None = None) -> list[str]:
    filt = ["\t\t[205] button 'Label = ~" + label + "'", "\t\t\t[206] button 'Remove'"] if label else \
        ["\t\t[205] textbox 'Search or filter results...' required: False"]
    body = tree(f"""
        [200] main ''
          [201] tablist ''
            [202] tab 'Open {n_open}' selected: True
            [203] tab 'Closed {n_closed}' selected: False
            [204] tab 'All {n_open + n_closed}' selected: False
          [207] link 'Edit issues'
          [208] link 'New issue'
          [209] button 'Recent searches'
          [210] button '{sort}' hasPopup: listbox
          [211] button 'Sort direction: Descending'
          [212] list ''
    """)
    body = body[:8] + [ln[1:] for ln in filt] + body[8:]
    return gl_chrome(TELEMETRY, "Issues", 38 if extra else 37, 6, "Issues") + body + sub(issue_items(order, extra), 2)


def new_issue_form(title: str = "", desc: str = "", assignee: str | None = None, labels_open: bool = False,
                   chosen: tuple[str, ...] = ()) -> list[str]:
    out = gl_chrome(TELEMETRY, "Issues", 37, 6, "Issues") + tree(f"""
        [220] main ''
          [221] heading 'New Issue'
          [222] LabelText ''
            StaticText 'Title (required)'
          [223] textbox 'Title (required)' required: True{f" value='{title}'" if title else ""}
          [224] LabelText ''
            StaticText 'Type'
          [225] button 'Issue' hasPopup: listbox
          [226] button 'Choose a template' hasPopup: listbox
          [227] tab 'Write' selected: True
          [228] tab 'Preview' selected: False
          [229] textbox 'Description' required: False{f" value='{desc}'" if desc else ""}
          StaticText 'Supports Markdown. For quick actions, type /.'
          [230] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false
          StaticText 'Assignee'
    """)
    if assignee:
        out += ["\t[231] button 'Byte Blaze' hasPopup: listbox"]
    else:
        out += ["\t[231] button 'Unassigned' hasPopup: listbox", "\t[232] button 'Assign to me'"]
    out += ["\tStaticText 'Milestone'", "\t[233] button 'Milestone' hasPopup: listbox", "\tStaticText 'Labels'"]
    for lab in chosen:
        out.append(f"\tStaticText '{lab}'")
    out.append(f"\t[235] button '{', '.join(chosen) if chosen else 'Labels'}' hasPopup: listbox expanded: {'True' if labels_open else 'False'}")
    if labels_open:
        out += ["\t[236] dialog 'Assign labels'", "\t\t[237] textbox 'Search' required: False"]
        names = ["bug", "ci", "dependencies", "documentation", "exporter", "feature", "good first issue", "needs-triage", "performance", "security"]
        for i, lab in enumerate(names):
            out.append(f"\t\t[{240 + i}] button '{lab}'" + (" pressed: true" if lab in chosen else ""))
        out += ["\t\t[251] link 'Create project label'", "\t\t[252] link 'Manage project labels'"]
    out += tree("""
        StaticText 'Due date'
        [253] textbox 'Select due date' required: False
        [254] button 'Create issue'
        [255] link 'Cancel'
    """)
    return out


DESC_413 = ("test_retry_backoff in tests/exporter/test_otlp.py fails about 1 run in 6 on the arm64 runners with "
            "'Timeout: exporter did not retry within 2.0s'. The x86_64 jobs are green. Last 3 failures: pipelines "
            "#88412, #88397, #88341. Suspect the fake clock is not advanced before the second attempt.")


def issue_page() -> list[str]:
    title = NEW_ISSUE[0]
    return gl_chrome(TELEMETRY, "#413", 38, 6, "Issues") + tree(f"""
        [260] main ''
          StaticText 'Open'
          StaticText 'Issue created just now by'
          [261] link 'Byte Blaze'
          [262] button 'Issue actions' hasPopup: menu
          [263] button 'Close issue'
          [264] heading '{title}'
          [265] button 'Edit title and description'
          StaticText '{DESC_413}'
          [266] button 'Add a to do'
          StaticText 'Assignee'
          [267] link 'Byte Blaze'
          StaticText 'Milestone'
          StaticText 'None'
          StaticText 'Time tracking'
          StaticText 'No estimate or time spent'
          StaticText 'Due date'
          StaticText 'None'
          StaticText 'Labels'
          [268] link 'bug'
          [269] link 'ci'
          StaticText 'Confidentiality'
          StaticText 'Not confidential'
          StaticText '1 Participant'
          [270] switch 'Notifications' checked: true
          StaticText 'Reference: kestrel-labs/telemetry-agent#413'
          [271] button 'Copy Reference'
          [272] heading 'Activity'
          StaticText 'Byte Blaze added'
          [273] link 'bug'
          [274] link 'ci'
          StaticText 'labels just now'
          StaticText 'Byte Blaze assigned to @byteblaze just now'
          [275] textbox 'Comment' required: False
          [276] button 'Comment'
          [277] button 'Close issue'
    """)


def t02() -> Traj:
    title = NEW_ISSUE[0]
    base = f"{GL}/kestrel-labs/telemetry-agent/-/issues"
    by_created = [412, 411, 409, 407, 404, 401, 398, 395]
    extra = {413: NEW_ISSUE}
    extra_upd = {413: (*NEW_ISSUE[:2], "2 minutes ago", "2 minutes ago", *NEW_ISSUE[4:]),
                 412: (*ISSUES[412][:3], "44 minutes ago", *ISSUES[412][4:])}
    turns = [
        ("click('208')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(), f"{base}/new")),
        (f"fill('223', '{title}')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title), f"{base}/new")),
        (f"fill('229', \"{DESC_413}\")", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title, DESC_413), f"{base}/new")),
        ("click('232')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title, DESC_413, "me"), f"{base}/new")),
        ("click('235')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title, DESC_413, "me", True), f"{base}/new")),
        ("click('240')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title, DESC_413, "me", True, ("bug",)), f"{base}/new")),
        ("click('241')", axtree("New Issue · Issues · Kestrel Labs / telemetry-agent · GitLab", new_issue_form(title, DESC_413, "me", True, ("bug", "ci")), f"{base}/new")),
        ("click('254')", axtree(f"{title} (#413) · Issues · Kestrel Labs / telemetry-agent · GitLab", issue_page(), f"{base}/413")),
        ("click('45')", axtree("Issues · Kestrel Labs / telemetry-agent · GitLab", issue_list(38, 212, [413] + by_created, "Created date", extra), base)),
        (f"goto('{base}?sort=updated_desc&state=opened')", axtree("Issues · Kestrel Labs / telemetry-agent · GitLab",
                                                              issue_list(38, 212, [413, 412, 404, 409, 411, 395, 407, 398, 401], "Updated date", extra_upd), f"{base}?sort=updated_desc&state=opened")),
        (f"goto('{base}?sort=updated_desc&state=opened&label_name[]=ci')", axtree("Issues · Kestrel Labs / telemetry-agent · GitLab",
                                                                          issue_list(4, 31, [413, 409, 395, 398], "Updated date", extra_upd, label="ci"), f"{base}?sort=updated_desc&state=opened&label_name%5B%5D=ci")),
    ]
    state = goal("In kestrel-labs/telemetry-agent, open an issue about the flaky test_retry_backoff on arm64, assign it to yourself, label it bug and ci, then list the open ci issues by last update.",
                 "Issues · Kestrel Labs / telemetry-agent · GitLab", issue_list(37, 212, by_created, "Created date"), base)
    return dict(tid="h18-web-02", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Postmill forum (03, 09)
FORUM = "http://forum.local"
ME = "MarvelsGrantMan136"


def pm_head(notifications: int = 0) -> list[str]:
    return tree(f"""
        [1] link 'Jump to main content'
        [2] link 'Jump to sidebar'
        [3] navigation ''
          [4] link 'Home'
          [5] link 'Forums'
          [6] link 'Wiki'
          [7] searchbox 'Search query'
          [8] link 'Notifications ({notifications})'
          [9] button '{ME}' hasPopup: menu expanded: False
    """)


POST = "What's a book that genuinely changed how you think?"
POST_URL = f"{FORUM}/f/books/59421/what-s-a-book-that-genuinely-changed-how-you-think"
C_MINE = ("'Thinking in Systems' by Donella Meadows. After it I stopped looking for the one cause of anything "
          "and started looking for feedback loops: in my job, my budget, even my sleep.")
C_REPLY = "Seconding the Ted Chiang rec. 'Story of Your Life' rewired how I think about free will; 'Exhalation' is just as good."
OTHERS = [
    ("bookwyrm_88", "March 14, 2024 at 6:31 AM", "'Sapiens' was the first time I saw history as a story we keep telling ourselves. Not perfect, but it opened a door.", 58),
    ("quietreader", "March 14, 2024 at 7:05 AM", "Ted Chiang's short story collections. Every story is a thought experiment that actually lands emotionally.", 14),
    ("margin_notes", "March 14, 2024 at 8:47 AM", "'Man's Search for Meaning'. Short, brutal, and I reread it every couple of years.", 31),
    ("lupin_the_third", "March 14, 2024 at 9:40 AM", "'The Righteous Mind' made me much less angry at people who vote differently from me.", 9),
]


def comment(b: int, user: str, when: str, text: str, score: int, depth: int = 0, mine: bool = False) -> list[str]:
    acts = [f"[{b + 5}] link 'Edit'", f"[{b + 6}] button 'Delete'"] if mine else [f"[{b + 5}] button 'Reply'"]
    lines = tree(f"""
        [{b}] article ''
          [{b + 1}] link '{user}'
          [{b + 2}] time '{when}'
          StaticText '{text}'
          [{b + 3}] button 'Upvote'
          StaticText '{score}'
          [{b + 4}] button 'Downvote'
          {acts[0]}
          [{b + 7}] link 'Permalink'
    """)
    if len(acts) > 1:
        lines.insert(-1, "\t" + acts[1])
    return sub(lines, depth)


def post_page(n: int, mine_at: str | None = None, reply_box: bool = False, reply_text: str = "", reply_at: str | None = None,
              comment_text: str = "", qr_score: int = 14, qr_voted: bool = False) -> list[str]:
    out = pm_head() + tree(f"""
        [20] main ''
          [21] article ''
            [22] heading '{POST}'
              [23] link '{POST}'
            StaticText 'Submitted by'
            [24] link 'nightstand_stack'
            [25] time 'March 14, 2024 at 5:31 AM'
            StaticText 'in'
            [26] link 'books'
            StaticText 'Mine was The Dispossessed. Curious what did it for other people, fiction or non-fiction.'
            [27] button 'Upvote'
            StaticText '347'
            [28] button 'Downvote'
            [29] link '{n} comments'
            [30] button 'Save'
          [31] heading '{n} comments'
          [32] textbox 'Comment' required: True{f" value='{comment_text}'" if comment_text else ""}
          [33] button 'Post'
          [34] combobox 'Sort by' hasPopup: menu expanded: False
            StaticText 'Top'
    """)
    for i, (user, when, text, score) in enumerate(OTHERS):
        b = 40 + 10 * i
        if user == "quietreader":
            out += sub(comment(b, user, when, text, qr_score), 1)
            if qr_voted:
                out = [ln.replace(f"[{b + 3}] button 'Upvote'", f"[{b + 3}] button 'Retract upvote' pressed: true") for ln in out]
            if reply_box:
                out += sub(tree(f"""
                    [90] textbox 'Reply' required: True{f" value='{reply_text}'" if reply_text else ""}
                    [91] button 'Post'
                    [92] button 'Cancel'
                """), 2)
            if reply_at:
                out += sub(comment(100, ME, reply_at, C_REPLY, 1, mine=True), 2)
        else:
            out += sub(comment(b, user, when, text, score), 1)
    if mine_at:
        out += sub(comment(120, ME, mine_at, C_MINE, 1, mine=True), 1)
    out += tree("""
        [140] link 'More comments'
        [141] complementary ''
          [142] heading 'books'
          StaticText 'Discuss what you are reading. Be kind; no piracy links.'
          [143] button 'Subscribe'
          StaticText '27,942 subscribers'
    """)
    return out


def forum_listing(title: str, posts: list[tuple[str, str, str, int, int]], sort: str, subs: str, subscribed: bool = False,
                  voted: tuple[int, ...] = ()) -> list[str]:
    out = pm_head() + tree(f"""
        [20] main ''
          [21] heading '{title}'
          [22] link 'Hot'{" current: page" if sort == "Hot" else ""}
          [23] link 'New'{" current: page" if sort == "New" else ""}
          [24] link 'Active'
          [25] link 'Top'
          [26] link 'Controversial'
    """)
    for i, (ptitle, user, when, score, ncom) in enumerate(posts):
        b = 200 + 10 * i
        vote = f"[{b + 1}] button 'Retract upvote' pressed: true" if i in voted else f"[{b + 1}] button 'Upvote'"
        out += sub(tree(f"""
            [{b}] article ''
              {vote}
              StaticText '{score:,}'
              [{b + 2}] button 'Downvote'
              [{b + 3}] heading '{ptitle}'
                [{b + 4}] link '{ptitle}'
              StaticText 'Submitted by'
              [{b + 5}] link '{user}'
              [{b + 6}] time '{when}'
              [{b + 7}] link '{ncom} comments'
              [{b + 8}] button 'Save'
        """), 1)
    out += tree(f"""
        [390] link 'More'
        [391] complementary ''
          [392] heading '{title}'
          [393] button '{"Unsubscribe" if subscribed else "Subscribe"}'
          StaticText '{subs} subscribers'
          [394] link 'Submit a post'
    """)
    return out


def t03() -> Traj:
    books = [("The Will of the Many is the most fun I've had with a fantasy book in years", "cobaltreads", "2 hours ago", 612, 143),
             (POST, "nightstand_stack", "5 hours ago", 347, 38),
             ("Finished 100 books this year by replacing my phone time with audiobooks, AMA", "pagewise", "7 hours ago", 289, 96),
             ("Library sale haul: 14 books for $9", "dustjacket", "3 hours ago", 201, 22),
             ("Does anyone else hate when the map is in the back of the book?", "ferngully2", "9 hours ago", 158, 77)]
    profile = pm_head() + tree(f"""
        [20] main ''
          [21] heading '{ME}'
          StaticText 'Registered March 3, 2023'
          [22] link 'Overview' current: page
          [23] link 'Submissions'
          [24] link 'Comments'
          [25] heading 'Recent activity'
          [30] article ''
            StaticText 'Comment on'
            [31] link '{POST}'
            StaticText 'in books'
            [32] time 'March 14, 2024 at 10:45 AM'
            StaticText '{C_REPLY}'
            StaticText '1 point'
            [33] link 'Permalink'
            [34] link 'Context'
          [40] article ''
            StaticText 'Comment on'
            [41] link '{POST}'
            StaticText 'in books'
            [42] time 'March 14, 2024 at 10:21 AM'
            StaticText '{C_MINE}'
            StaticText '1 point'
            [43] link 'Permalink'
            [44] link 'Context'
          [50] article ''
            StaticText 'Comment on'
            [51] link 'Best pour-over grinder under $150? (2024 edition)'
            StaticText 'in coffee'
            [52] time 'March 11, 2024 at 8:03 PM'
            StaticText 'Timemore C3 if you are fine with hand grinding; the Baratza Encore ESP if not.'
            StaticText '6 points'
            [53] link 'Permalink'
            [54] link 'Context'
          [60] article ''
            StaticText 'Submitted'
            [61] link 'Any good audiobook narrators for hard sci-fi?'
            StaticText 'in books'
            [62] time 'March 9, 2024 at 1:17 PM'
            StaticText '23 points · 17 comments'
        [70] complementary ''
          StaticText '412 submission points · 1,088 comment points'
          [71] button 'Send message'
    """)
    forums = pm_head() + tree("""
        [20] main ''
          [21] heading 'Forums'
          [22] link 'By name'
          [23] link 'By subscribers' current: page
          [24] table ''
            [25] row ''
              [26] columnheader 'Name'
              [27] columnheader 'Subscribers'
              [28] columnheader 'Submissions'
            [30] row ''
              [31] link 'AskReddit'
              StaticText '412,880'
              StaticText '98,104'
            [32] row ''
              [33] link 'worldnews'
              StaticText '301,226'
              StaticText '61,737'
            [34] row ''
              [35] link 'technology'
              StaticText '48,112'
              StaticText '22,519'
            [36] row ''
              [37] link 'books'
              StaticText '27,942'
              StaticText '9,833'
            [38] row ''
              [39] link 'coffee'
              StaticText '8,410'
              StaticText '2,077'
    """)
    books_after = [books[0], (POST, "nightstand_stack", "5 hours ago", 349, 40), *books[2:]]
    turns = [
        ("click('214')", axtree(POST, post_page(38), POST_URL)),
        (f"fill('32', \"{C_MINE}\")", axtree(POST, post_page(38, comment_text=C_MINE), POST_URL)),
        ("click('33')", axtree(POST, post_page(39, mine_at="March 14, 2024 at 10:42 AM"), POST_URL)),
        ("click('55')", axtree(POST, post_page(39, mine_at="March 14, 2024 at 10:42 AM", reply_box=True), POST_URL)),
        (f"fill('90', \"{C_REPLY}\")", axtree(POST, post_page(39, mine_at="March 14, 2024 at 10:42 AM", reply_box=True, reply_text=C_REPLY), POST_URL)),
        ("click('91')", axtree(POST, post_page(40, mine_at="March 14, 2024 at 10:42 AM", reply_at="March 14, 2024 at 10:45 AM"), POST_URL)),
        (f"goto('{FORUM}/user/{ME}')", axtree(ME, profile, f"{FORUM}/user/{ME}")),
        ("click('5')", axtree("Forums", forums, f"{FORUM}/forums/by_subscribers")),
        ("click('37')", axtree("books", forum_listing("books", books_after, "Hot", "27,942"), f"{FORUM}/f/books")),
        ("click('393')", axtree("books", forum_listing("books", books_after, "Hot", "27,943", subscribed=True), f"{FORUM}/f/books")),
    ]
    state = goal("In /f/books, answer the 'book that changed how you think' thread with Thinking in Systems, reply to quietreader's Ted Chiang comment, check your profile, and subscribe to the forum.",
                 "books", forum_listing("books", books, "Hot", "27,942"), f"{FORUM}/f/books")
    return dict(tid="h18-web-03", turns=turns, state=state, bad=True, turn=7,
                kind="own comment posted at 10:42 AM (before the 10:45 reply) is listed on the profile as posted at 10:21 AM")


# ---------------------------------------------------------------- Magento admin (04)
ADMIN = "http://onestopmarket.com/admin"
ADMIN_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
              "Find Partners & Extensions"]


def adm_head(heading: str, active: str, catalog_open: bool = False) -> list[str]:
    out = ["[10] link 'Magento Admin Panel'", "\t[11] img 'Magento Admin Panel'", "[12] navigation ''", "\t[13] menubar '' orientation: horizontal"]
    for i, m in enumerate(ADMIN_MENU):
        out.append(f"\t\t[{14 + i}] link '{m.upper()}'" + (" focused: True" if m == active else ""))
    if catalog_open:
        out += tree("""
            [30] dialog 'Catalog'
              [31] heading 'Catalog'
              [32] link 'Close'
              StaticText 'Inventory'
              [33] link 'Products'
              [34] link 'Categories'
        """)
    out += tree(f"""
        [40] banner ''
          [41] heading '{heading}'
          [42] link 'Notifications 3'
          [43] link 'admin'
          [44] textbox 'Global search' required: False
    """)
    return out


LUMA_PRODUCTS = [
    (1, "Joust Duffle Bag", "24-MB01", "$34.00", 100, 100), (2, "Strive Shoulder Pack", "24-MB04", "$32.00", 100, 100),
    (3, "Crown Summit Backpack", "24-MB03", "$38.00", 100, 99), (4, "Wayfarer Messenger Bag", "24-MB05", "$45.00", 100, 100),
    (5, "Rival Field Messenger", "24-MB06", "$45.00", 100, 98), (6, "Fusion Backpack", "24-MB02", "$59.00", 100, 100),
    (7, "Impulse Duffle", "24-UB02", "$74.00", 100, 100), (8, "Voyage Yoga Bag", "24-WB01", "$32.00", 100, 100),
    (9, "Compete Track Tote", "24-WB02", "$32.00", 100, 100), (10, "Savvy Shoulder Tote", "24-WB05", "$32.00", 100, 97),
    (11, "Endeavor Daytrip Backpack", "24-WB06", "$33.00", 100, 100), (12, "Driven Backpack", "24-WB03", "$36.00", 100, 100),
    (13, "Overnight Duffle", "24-WB07", "$45.00", 100, 100), (14, "Push It Messenger Bag", "24-WB04", "$45.00", 100, 100),
    (15, "Affirm Water Bottle ", "24-UG06", "$7.00", 100, 94), (16, "Dual Handle Cardio Ball", "24-UG07", "$12.00", 100, 100),
    (17, "Zing Jump Rope", "24-UG04", "$12.00", 100, 100), (18, "Pursuit Lumaflex&trade; Tone Band", "24-UG02", "$16.00", 100, 100),
    (19, "Go-Get'r Pushup Grips", "24-UG05", "$19.00", 100, 100), (20, "Quest Lumaflex&trade; Band", "24-UG01", "$19.00", 100, 100),
]


def balls(price65: str = "$27.00", qty65: int = 100, sal65: int = 97) -> list[tuple]:
    return [(1421, "Sprite Stasis Ball 55 cm", "24-WG081-blue", "$23.00", 100, 100),
            (1424, "Sprite Stasis Ball 65 cm", "24-WG082-blue", price65, qty65, sal65),
            (1427, "Sprite Stasis Ball 75 cm", "24-WG083-blue", "$32.00", 100, 100)]


def product_grid(rows: list[tuple], found: str, keyword: str = "", filtered: bool = False, pages: int = 100) -> list[str]:
    out = adm_head("Products", "Catalog") + tree(f"""
        [50] main ''
          [51] button 'Add Product'
          [52] button 'Add product of type' hasPopup: menu
          [53] textbox 'Search by keyword' required: False{f" value='{keyword}'" if keyword else ""}
          [54] button 'Search'
          [55] button 'Filters'
          [56] button 'Default View'
          [57] button 'Columns'
          [58] button 'Export'
    """)
    if filtered:
        out += sub(tree(f"""
            StaticText 'Active filters:'
            StaticText 'Keyword: {keyword}'
            [59] button 'Remove Keyword: {keyword}'
            [60] button 'Clear all'
        """), 1)
    out += sub(tree(f"""
        [61] combobox 'Actions' hasPopup: menu expanded: False
        StaticText '{found} records found'
        [62] combobox 'per page' hasPopup: menu expanded: False
          StaticText '20'
        [63] button 'Previous Page' disabled: True
        [64] spinbutton 'Page' value='1'
        StaticText 'of {pages}'
        [65] button 'Next Page' disabled: {"True" if pages == 1 else "False"}
        [66] table ''
          [67] row ''
            [68] columnheader 'Select All'
            [69] columnheader 'ID'
            [70] columnheader 'Thumbnail'
            [71] columnheader 'Name'
            [72] columnheader 'Type'
            [73] columnheader 'Attribute Set'
            [74] columnheader 'SKU'
            [75] columnheader 'Price'
            [76] columnheader 'Quantity'
            [77] columnheader 'Salable Quantity'
            [78] columnheader 'Visibility'
            [79] columnheader 'Status'
            [80] columnheader 'Websites'
            [81] columnheader 'Action'
    """), 1)
    for pid, name, sku, price, qty, sal in rows:
        b = 100 + 10 * (pid % 1000)
        aset = "Gear" if pid > 1000 or pid < 21 else "Default"
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] checkbox '' checked: false
              [{b + 2}] gridcell '{pid}'
              [{b + 3}] img '{name}'
              [{b + 4}] gridcell '{name}'
              [{b + 5}] gridcell 'Simple Product'
              [{b + 6}] gridcell '{aset}'
              [{b + 7}] gridcell '{sku}'
              [{b + 8}] gridcell '{price}'
              StaticText '{qty}.0000'
              StaticText 'Default Stock: {sal}'
              StaticText 'Catalog, Search'
              StaticText 'Enabled'
              StaticText 'Main Website'
              [{b + 9}] link 'Edit'
        """), 2)
    return out


def edit_form(price: str, qty: str, saved: bool = False) -> list[str]:
    msg = ["[49] alert ''", "\tStaticText 'You saved the product.'"] if saved else []
    return adm_head("Sprite Stasis Ball 65 cm", "Catalog") + msg + tree(f"""
        [50] main ''
          [51] button 'Back'
          [52] button 'Add Attribute'
          [53] button 'Save'
          [54] button 'Save' hasPopup: menu
          [55] switch 'Enable Product' checked: true
          [56] combobox 'Attribute Set' hasPopup: listbox
            StaticText 'Gear'
          [57] textbox 'Product Name *' required: True value='Sprite Stasis Ball 65 cm'
          [58] textbox 'SKU *' required: True value='24-WG082-blue'
          [59] textbox 'Price *' required: True value='{price}'
          StaticText '$'
          [60] link 'Advanced Pricing'
          [61] combobox 'Tax Class' hasPopup: menu
            StaticText 'Taxable Goods'
          [62] textbox 'Quantity' required: False value='{qty}'
          [63] link 'Advanced Inventory'
          [64] combobox 'Stock Status' hasPopup: menu
            StaticText 'In Stock'
          [65] combobox 'Weight' hasPopup: menu
            StaticText 'This item has weight'
          [66] textbox 'Weight' required: False value='2.2'
          StaticText 'lbs'
          [67] listbox 'Categories'
            StaticText 'Gear'
            StaticText 'Fitness Equipment'
          [68] combobox 'Visibility' hasPopup: menu
            StaticText 'Catalog, Search'
          [69] checkbox 'Set Product as New From' checked: false
          [70] combobox 'Country of Manufacture' hasPopup: menu
          [71] tab 'Content' expanded: False
          [72] tab 'Configurations' expanded: False
          [73] tab 'Product Reviews' expanded: False
          [74] tab 'Images And Videos' expanded: False
          [75] tab 'Search Engine Optimization' expanded: False
          [76] tab 'Related Products, Up-Sells, and Cross-Sells' expanded: False
          [77] tab 'Customizable Options' expanded: False
          [78] tab 'Product in Websites' expanded: False
          [79] tab 'Salable Quantity' expanded: False
    """)


def t04() -> Traj:
    dash = adm_head("Dashboard", "Dashboard") + tree("""
        [50] main ''
          [51] button 'Reload Data'
          StaticText 'Chart is disabled. To enable the chart, click'
          [52] link 'here'
          StaticText 'Lifetime Sales'
          StaticText '$39,241.88'
          StaticText 'Average Order'
          StaticText '$204.38'
          StaticText 'Last Orders'
          [53] table ''
            [54] row ''
              [55] columnheader 'Customer'
              [56] columnheader 'Items'
              [57] columnheader 'Total'
            [58] row ''
              [59] gridcell 'Sarah Miller'
              [60] gridcell '5'
              [61] gridcell '$194.40'
            [62] row ''
              [63] gridcell 'Grace Nguyen'
              [64] gridcell '4'
              [65] gridcell '$190.00'
            [66] row ''
              [67] gridcell 'Matt Baker'
              [68] gridcell '3'
              [69] gridcell '$151.40'
          StaticText 'Last Search Terms'
          StaticText 'Revenue'
          StaticText '$0.00'
          StaticText 'Tax'
          StaticText '$0.00'
          StaticText 'Shipping'
          StaticText '$0.00'
          StaticText 'Quantity'
          StaticText '0'
    """)
    low = adm_head("Low Stock Report", "Reports") + tree("""
        [50] main ''
          [51] button 'Export'
          [52] combobox 'Export to:' hasPopup: menu
            StaticText 'CSV'
          StaticText '6 records found'
          [53] table ''
            [54] row ''
              [55] columnheader 'Product'
              [56] columnheader 'SKU'
              [57] columnheader 'Quantity'
            [60] row ''
              StaticText 'Antonia Racer Tank-XS-Black'
              StaticText 'WT08-XS-Black'
              StaticText '0.0000'
            [61] row ''
              StaticText 'Breathe-Easy Tank-M-White'
              StaticText 'WT09-M-White'
              StaticText '0.0000'
            [62] row ''
              StaticText 'Frankie Sweatshirt-XL-Green'
              StaticText 'MH04-XL-Green'
              StaticText '0.0000'
            [63] row ''
              StaticText 'Harmony Lumaflex&trade; Strength Band Kit '
              StaticText '24-UG03'
              StaticText '0.0000'
            [64] row ''
              StaticText 'Ida Workout Parachute Pant-28-Blue'
              StaticText 'WP03-28-Blue'
              StaticText '0.0000'
            [65] row ''
              StaticText 'Pierce Gym Short-36-Red'
              StaticText 'MSH10-36-Red'
              StaticText '0.0000'
    """)
    purl = f"{ADMIN}/catalog/product/"
    eurl = f"{ADMIN}/catalog/product/edit/id/1424/"
    turns = [
        ("click('16')", axtree("Dashboard / Magento Admin", adm_head("Dashboard", "Catalog", catalog_open=True) + dash[len(adm_head("Dashboard", "Dashboard")):], f"{ADMIN}/admin/dashboard/")),
        ("click('33')", axtree("Products / Inventory / Catalog / Magento Admin", product_grid(LUMA_PRODUCTS, "1984"), purl)),
        ("fill('53', 'stasis ball')", axtree("Products / Inventory / Catalog / Magento Admin", product_grid(LUMA_PRODUCTS, "1984", "stasis ball"), purl)),
        ("press('53', 'Enter')", axtree("Products / Inventory / Catalog / Magento Admin", product_grid(balls(), "3", "stasis ball", True, 1), purl)),
        ("click('4349')", axtree("Sprite Stasis Ball 65 cm / Products / Inventory / Catalog / Magento Admin", edit_form("27.00", "100"), eurl)),
        ("fill('59', '29.00')", axtree("Sprite Stasis Ball 65 cm / Products / Inventory / Catalog / Magento Admin", edit_form("29.00", "100"), eurl)),
        ("fill('62', '120')", axtree("Sprite Stasis Ball 65 cm / Products / Inventory / Catalog / Magento Admin", edit_form("29.00", "120"), eurl)),
        ("click('53')", axtree("Sprite Stasis Ball 65 cm / Products / Inventory / Catalog / Magento Admin", edit_form("29.00", "120", saved=True), eurl)),
        ("click('51')", axtree("Products / Inventory / Catalog / Magento Admin", product_grid(balls("$29.00", 120, 117), "3", "stasis ball", True, 1), purl)),
        (f"goto('{ADMIN}/reports/report_product/lowstock/')", axtree("Low Stock Report / Products / Reports / Magento Admin", low, f"{ADMIN}/reports/report_product/lowstock/")),
    ]
    state = goal("Raise the price of the Sprite Stasis Ball 65 cm to $29.00 and set its stock quantity to 120, then open the low stock report.",
                 "Dashboard / Magento Admin", dash, f"{ADMIN}/admin/dashboard/")
    return dict(tid="h18-web-04", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- OpenStreetMap (05)
OSM = "https://www.openstreetmap.org"
CMU = "Carnegie Mellon University"
PIT = "Pittsburgh International Airport"
PHIPPS = "Phipps Conservatory and Botanical Gardens"
MODES = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
         "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
CAR_OUT = [("Start on Frew Street", "190m"), ("Turn right onto Schenley Drive", "600m"), ("Turn left onto Boulevard of the Allies", "2.9km"),
           ("Slight right onto the ramp towards I 376 West", "300m"), ("Merge onto Parkway East (I 376)", "1.8km"),
           ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"), ("Continue onto Parkway West (I 376)", "19km"),
           ("Take exit 53 towards Business Loop 376: Airport", "700m"), ("Keep left onto Airport Boulevard", "4.4km"),
           ("Keep right towards Departures", "850m"), ("Reach destination", "")]
CAR_BACK = [("Start on Airport Boulevard", "900m"), ("Keep left onto Airport Boulevard", "4.6km"), ("Merge onto Parkway West (I 376)", "20km"),
            ("Continue onto Fort Pitt Bridge (I 376)", "900m"), ("Continue onto Parkway East (I 376)", "3.6km"),
            ("Take exit 72A towards Oakland", "450m"), ("Turn right onto Forbes Avenue", "2.3km"), ("Turn left onto Schenley Drive", "400m"),
            ("Turn left onto Frew Street", "180m"), ("Reach destination", "")]
FOOT = [("Start on Frew Street", "190m"), ("Turn left onto Schenley Drive", "420m"), ("Continue onto Schenley Drive Extension", "380m"),
        ("Turn right onto Schenley Drive", "310m"), ("Turn left onto the footway", "120m"), ("Reach destination", "")]


def osm(frm: str = "", to: str = "", mode: str = "Car (OSRM)", route: tuple[str, list[tuple[str, str]]] | None = None,
        panel: bool = True, scale: str = "2 km") -> list[str]:
    out = tree("""
        [10] banner ''
          [11] link 'OpenStreetMap logo OpenStreetMap'
          [12] button 'Edit'
          [13] link 'History'
          [14] link 'Export'
          [15] link 'GPS Traces'
          [16] link 'User Diaries'
          [17] link 'Communities'
          [18] link 'Copyright'
          [19] link 'Help'
          [20] link 'About'
          [21] link 'Log In'
          [22] link 'Sign Up'
    """)
    if not panel:
        out += tree("""
            [30] search ''
              [31] textbox 'Search' required: False
              [32] button 'Go'
              [33] link 'Find directions between two points'
            [34] heading 'Welcome to OpenStreetMap!'
            StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
            [35] link 'Learn More'
            [36] link 'Start Mapping'
        """)
    else:
        out += tree(f"""
            [40] search ''
              [41] textbox 'From' required: False{f" value='{frm}'" if frm else ""}
              [42] textbox 'To' required: False{f" value='{to}'" if to else ""}
              [43] combobox '' hasPopup: menu expanded: False
                StaticText '{mode}'
              [44] button 'Reverse Directions'
              [45] button 'Go'
              [46] button 'Close'
        """)
        out += [f"\t\t[{47 + i}] option '{m}' selected: {'True' if m == mode else 'False'}" for i, m in enumerate(MODES)]
        if route:
            summary, steps = route
            out += tree(f"""
                [60] heading 'Directions'
                StaticText '{summary}'
                [61] link 'Download route as GPX'
                [62] table ''
            """)
            for i, (text, dist) in enumerate(steps, 1):
                out.append(f"\t\t[{62 + i}] row ''")
                out.append(f"\t\t\tStaticText '{i}.'")
                out.append(f"\t\t\tStaticText '{text}'")
                if dist:
                    out.append(f"\t\t\tStaticText '{dist}'")
            out.append("\tStaticText 'Directions courtesy of FOSSGIS OSRM (https://routing.openstreetmap.de)'")
    out += tree(f"""
        [90] region 'Map'
          [91] button 'Zoom In'
          [92] button 'Zoom Out'
          [93] button 'Show My Location'
          [94] button 'Layers'
          [95] button 'Share'
          [96] button 'Add a note to the map'
          [97] button 'Query features'
          StaticText '{scale}'
          StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
    """)
    return out


def t05() -> Traj:
    car = "engine=fossgis_osrm_car&route=40.4443%2C-79.9427%3B40.4960%2C-80.2413"
    back = "engine=fossgis_osrm_car&route=40.4960%2C-80.2413%3B40.4443%2C-79.9427"
    foot = "engine=fossgis_osrm_foot&route=40.4443%2C-79.9427%3B40.4393%2C-79.9474"
    r_out = ("Distance: 32km. Time: 0:29.", CAR_OUT)
    r_back = ("Distance: 33km. Time: 0:30.", CAR_BACK)
    r_foot = ("Distance: 1.4km. Time: 0:17.", FOOT)
    turns = [
        ("click('33')", axtree("OpenStreetMap", osm(), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        (f"fill('41', '{CMU}')", axtree("OpenStreetMap", osm(CMU), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        (f"fill('42', '{PIT}')", axtree("OpenStreetMap", osm(CMU, PIT), f"{OSM}/directions#map=12/40.4406/-79.9959")),
        ("click('45')", axtree("OpenStreetMap", osm(CMU, PIT, route=r_out, scale="3 km"), f"{OSM}/directions?{car}#map=11/40.4701/-80.0920")),
        ("click('44')", axtree("OpenStreetMap", osm(PIT, CMU, route=r_back, scale="3 km"), f"{OSM}/directions?{back}#map=11/40.4701/-80.0920")),
        (f"fill('41', '{CMU}')", axtree("OpenStreetMap", osm(CMU, CMU, route=r_back, scale="3 km"), f"{OSM}/directions?{back}#map=11/40.4701/-80.0920")),
        (f"fill('42', '{PHIPPS}')", axtree("OpenStreetMap", osm(CMU, PHIPPS, route=r_back, scale="3 km"), f"{OSM}/directions?{back}#map=11/40.4701/-80.0920")),
        ("select_option('43', 'Foot (OSRM)')", axtree("OpenStreetMap", osm(CMU, PHIPPS, "Foot (OSRM)", r_foot, scale="200 m"), f"{OSM}/directions?{foot}#map=16/40.4418/-79.9450")),
        ("click('64')", axtree("OpenStreetMap", osm(CMU, PHIPPS, "Foot (OSRM)", r_foot, scale="50 m"), f"{OSM}/directions?{foot}#map=18/40.4432/-79.9436")),
        ("click('92')", axtree("OpenStreetMap", osm(CMU, PHIPPS, "Foot (OSRM)", r_foot, scale="100 m"), f"{OSM}/directions?{foot}#map=17/40.4432/-79.9436")),
    ]
    state = goal("Find the driving distance and time between Carnegie Mellon University and Pittsburgh International Airport in both directions, then the walking time from CMU to Phipps Conservatory.",
                 "OpenStreetMap", osm(panel=False, scale="2 km"), f"{OSM}/#map=12/40.4406/-79.9959")
    return dict(tid="h18-web-05", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Roundcube webmail (06)
RC = "https://mail.kestrel-labs.de"
DIG_A = "Your weekly digest: The quiet death of the junior developer"
DIG_B = "Your weekly digest: Why SQLite is quietly eating the world"
HETZ = "Invoice 087000412391 for your Hetzner Cloud account"
DANA = "Friday offsite: can you take the 2pm slot?"
INBOX = [
    ("dana", "Dana Whitfield", DANA, "Today 09:12", "6 KB", True, False),
    ("diga", "Medium Daily Digest", DIG_A, "Today 07:02", "84 KB", True, False),
    ("hetz", "Hetzner Online GmbH", HETZ, "Today 06:40", "31 KB", True, True),
    ("gh1", "GitHub", "[kestrel-labs/telemetry-agent] Run failed: CI - main (a91c3e2)", "Today 05:18", "12 KB", True, False),
    ("jb1", "Jonas Berg", "Re: rack power budget", "Yesterday 18:44", "9 KB", False, False),
    ("li", "LinkedIn", "You appeared in 14 searches this week", "Yesterday 16:03", "52 KB", True, False),
    ("ak1", "Anna Kowalski", "Lunch next week?", "Yesterday 12:30", "4 KB", False, False),
    ("db", "Deutsche Bahn", "Ihre Fahrkarte: Berlin Hbf → Hamburg Hbf", "Tue 17:25", "118 KB", False, True),
    ("jb2", "Jonas Berg", "rack power budget", "Tue 11:02", "7 KB", False, False),
    ("gr", "Grafana Cloud", "Your usage report for February", "Tue 09:00", "46 KB", False, False),
    ("dw2", "Dana Whitfield", "Offsite agenda draft", "Mon 15:47", "22 KB", False, True),
    ("npm", "npm", "Successfully published @kestrel/otel-utils@1.8.2", "Mon 10:12", "5 KB", False, False),
    ("digb", "Medium Daily Digest", DIG_B, "2024-03-07 07:01", "79 KB", False, False),
    ("sk", "Sparkasse", "Kontoauszug Februar 2024 verfügbar", "2024-03-06 08:15", "11 KB", False, False),
    ("ak2", "Anna Kowalski", "Photos from Sunday", "2024-03-05 21:04", "3.1 MB", False, True),
    ("hm", "Hetzner Online GmbH", "Scheduled maintenance in FSN1-DC14", "2024-03-05 14:30", "14 KB", False, False),
    ("jira", "Jira", "[JIRA] (SRE-1182) Rotate etcd peer certificates: assigned to you", "2024-03-05 09:41", "19 KB", False, False),
    ("lh", "Lufthansa", "Your booking confirmation LH 2411", "2024-03-04 19:22", "63 KB", False, True),
    ("gh2", "GitHub", "[kestrel-labs/telemetry-agent] PR #402 merged: exporter batching", "2024-03-04 16:10", "10 KB", False, False),
    ("dw3", "Dana Whitfield", "Re: headcount plan", "2024-03-04 11:05", "8 KB", False, False),
    ("za", "Zalando", "Your order has been shipped", "2024-03-03 13:45", "37 KB", False, False),
    ("jb3", "Jonas Berg", "Shared: network diagram v3", "2024-03-02 10:20", "412 KB", False, True),
    ("moz", "Mozilla Accounts", "New sign-in to your Mozilla account", "2024-03-01 22:11", "9 KB", False, False),
]
QUOTE = ("\\n\\nOn 2024-03-14 09:12, Dana Whitfield wrote:\\n> Hi Mira,\\n> for Friday: Jonas can only do the morning, so could you take "
         "the 2pm slot (platform roadmap, 45 min)? Room Spree 2 is booked.\\n> Thanks! Dana")
PREVIEW = {
    "diga": ["StaticText 'From Medium Daily Digest <noreply@medium.com> on 2024-03-14 07:02'", "StaticText 'Stories for Mira Schulz'",
             "[480] link 'The quiet death of the junior developer'", "StaticText 'Ana Ferreira in Better Programming · 9 min read'",
             "[481] link 'I replaced my home server with a $40 thin client'", "StaticText 'Tom Reid · 6 min read'", "[482] link 'Unsubscribe'"],
    "digb": ["StaticText 'From Medium Daily Digest <noreply@medium.com> on 2024-03-07 07:01'", "StaticText 'Stories for Mira Schulz'",
             "[480] link 'Why SQLite is quietly eating the world'", "StaticText 'Kai Lindqvist in Level Up Coding · 11 min read'", "[482] link 'Unsubscribe'"],
    "hetz": ["StaticText 'From Hetzner Online GmbH <billing@hetzner.com> on 2024-03-14 06:40'", "StaticText 'Dear Mira Schulz,'",
             "StaticText 'your invoice 087000412391 for the period 2024-02-01 to 2024-02-29 is attached. Amount: 48.73 EUR, due by direct debit on 2024-03-21.'",
             "[480] link 'Hetzner_2024-03-14_R087000412391.pdf (27 KB)'", "[481] button 'Download'"],
    "dana": ["StaticText 'From Dana Whitfield <dana.whitfield@kestrel-labs.de> on 2024-03-14 09:12'", "StaticText 'Hi Mira,'",
             "StaticText 'for Friday: Jonas can only do the morning, so could you take the 2pm slot (platform roadmap, 45 min)? Room Spree 2 is booked.'",
             "StaticText 'Thanks! Dana'"],
}


def rc_page(order: list[str], unread: set[str], total: int, selected: str | None = None, note: str | None = None,
            menu: str | None = None) -> list[str]:
    n_unread = sum(1 for k in order if k in unread)
    out = tree(f"""
        [10] navigation 'Application menu'
          [11] link 'Compose'
          [12] link 'Mail'
          [13] link 'Contacts'
          [14] link 'Settings'
          [15] link 'Logout'
        [16] navigation 'Mailbox list'
          [17] link 'Inbox{f" {n_unread}" if n_unread else ""}' current: page
          [18] link 'Drafts'
          [19] link 'Sent'
          [20] link 'Junk'
          [21] link 'Trash'
          [22] link 'Finance'
          [23] link 'Newsletters 3'
          [24] link 'Travel'
        [25] toolbar 'Mail toolbar'
          [26] button 'Reply' disabled: {"False" if selected else "True"}
          [27] button 'Reply all' disabled: {"False" if selected else "True"}
          [28] button 'Forward' disabled: {"False" if selected else "True"}
          [29] button 'Delete' disabled: {"False" if selected else "True"}
          [30] button 'Mark' disabled: {"False" if selected else "True"}
          [31] button 'More' hasPopup: menu expanded: {"True" if menu == "more" else "False"}
        [32] searchbox 'Search' required: False
        [33] heading 'Inbox'
        [34] grid 'Message list'
    """)
    for i, key in enumerate(order[:20]):
        _, who, subj, when, size, _, att = next(m for m in INBOX if m[0] == key)
        b = 100 + 10 * i
        state = "Unread" if key in unread else "Read"
        out += sub(tree(f"""
            [{b}] row '' selected: {"True" if key == selected else "False"}
              [{b + 1}] gridcell '{state}'
              [{b + 2}] gridcell '{who}'
              [{b + 3}] link '{subj}'
              [{b + 4}] gridcell '{when}'
              [{b + 5}] gridcell '{size}'
              [{b + 6}] gridcell 'Not flagged'
        """), 2)
        if att:
            out.insert(len(out) - 1, "\t\t\tStaticText 'With attachment'")
    out.append(f"\tStaticText 'Messages 1 to {min(20, len(order))} of {total}'")
    out += tree("""
        [400] button 'First page' disabled: True
        [401] button 'Previous page' disabled: True
        [402] button 'Next page'
        [403] button 'Last page'
    """)
    if selected:
        _, who, subj, when, size, _, att = next(m for m in INBOX if m[0] == selected)
        out += tree(f"""
            [470] region 'Message preview'
              [471] heading '{subj}'
        """) + sub(PREVIEW[selected], 2)
    else:
        out += tree("""
            [470] region 'Message preview'
              StaticText 'Select a message to read'
        """)
    if menu == "more":
        out += tree("""
            [500] menu 'More actions'
              [501] menuitem 'Print this message'
              [502] menuitem 'Download (.eml)'
              [503] menuitem 'Edit as new'
              [504] menuitem 'Show source'
              [505] menuitem 'Move to...'
              [506] menuitem 'Copy to...'
              [507] menuitem 'Open in new window'
        """)
    if menu == "move":
        out += tree("""
            [510] dialog 'Move to...'
              [511] searchbox 'Search' required: False
              [512] link 'Inbox'
              [513] link 'Drafts'
              [514] link 'Sent'
              [515] link 'Junk'
              [516] link 'Trash'
              [517] link 'Finance'
              [518] link 'Newsletters'
              [519] link 'Travel'
              [520] button 'Cancel'
        """)
    if note:
        out += ["[530] alert '' live: assertive", f"\tStaticText '{note}'"]
    return out


def t06() -> Traj:
    keys = [m[0] for m in INBOX]
    unread = {"dana", "diga", "hetz", "gh1", "li"}
    o1 = [k for k in keys if k != "diga"]
    o2 = [k for k in o1 if k != "digb"]
    o_bad = [k for k in keys if k != "digb"]
    o_moved = [k for k in o_bad if k != "hetz"]
    compose = tree(f"""
        [10] navigation 'Application menu'
          [11] link 'Compose'
          [12] link 'Mail'
          [13] link 'Contacts'
          [14] link 'Settings'
          [15] link 'Logout'
        [40] heading 'Compose'
        [41] toolbar ''
          [42] button 'Send'
          [43] button 'Save'
          [44] button 'Spell'
          [45] button 'Attach'
          [46] button 'Signature'
          [47] button 'Responses'
        [48] combobox 'From' hasPopup: menu
          StaticText 'Mira Schulz <mira.schulz@kestrel-labs.de>'
        [49] textbox 'To' required: False
          StaticText 'Dana Whitfield <dana.whitfield@kestrel-labs.de>'
        [50] link 'Add Cc'
        [51] link 'Add Bcc'
        [52] textbox 'Subject' required: False value='Re: {DANA}'
        [53] combobox 'Editor type' hasPopup: menu
          StaticText 'Plain text'
        [54] textbox 'Message body' required: False value='{QUOTE}'
        [55] checkbox 'Return receipt' checked: false
        [56] checkbox 'Delivery status notification' checked: false
        [57] combobox 'Priority' hasPopup: menu
          StaticText 'Normal'
        [58] combobox 'Save sent message in' hasPopup: menu
          StaticText 'Sent'
    """)
    reply = "Hi Dana,\\n\\nyes, I will take the 2pm slot on Friday (platform roadmap, 45 min) in Spree 2.\\n\\nBest, Mira"
    compose2 = [ln.replace(f"value='{QUOTE}'", f"value='{reply}{QUOTE}'") for ln in compose]
    url = f"{RC}/?_task=mail&_mbox=INBOX"
    turns = [
        ("click('113')", axtree("Roundcube Webmail :: Inbox", rc_page(keys, unread - {"diga"}, 46, "diga"), url)),
        ("click('29')", axtree("Roundcube Webmail :: Inbox", rc_page(o1, unread - {"diga"}, 45, note="Message moved successfully to Trash."), url)),
        ("click('213')", axtree("Roundcube Webmail :: Inbox", rc_page(o1, unread - {"diga"}, 45, "digb"), url)),
        ("click('29')", axtree("Roundcube Webmail :: Inbox", rc_page(o2, unread - {"diga"}, 44, note="Message moved successfully to Trash."), url)),
        ("click('113')", axtree("Roundcube Webmail :: Inbox", rc_page(o2, unread - {"diga", "hetz"}, 44, "hetz"), url)),
        ("click('31')", axtree("Roundcube Webmail :: Inbox", rc_page(o_bad, unread - {"diga", "hetz"}, 44, "hetz", menu="more"), url)),
        ("click('505')", axtree("Roundcube Webmail :: Inbox", rc_page(o_bad, unread - {"diga", "hetz"}, 44, "hetz", menu="move"), url)),
        ("click('517')", axtree("Roundcube Webmail :: Inbox", rc_page(o_moved, unread - {"diga", "hetz"}, 43, note="Successfully moved 1 message(s)."), url)),
        ("click('103')", axtree("Roundcube Webmail :: Inbox", rc_page(o_moved, unread - {"diga", "hetz", "dana"}, 43, "dana"), url)),
        ("click('26')", axtree("Roundcube Webmail :: Compose", compose, f"{RC}/?_task=mail&_reply_uid=48213&_mbox=INBOX&_action=compose&_id=7143955f2b")),
        (f"fill('54', '{reply}')", axtree("Roundcube Webmail :: Compose", compose2, f"{RC}/?_task=mail&_reply_uid=48213&_mbox=INBOX&_action=compose&_id=7143955f2b")),
    ]
    state = goal("Tidy the inbox: delete both Medium weekly digests, file the new Hetzner invoice under Finance, then reply to Dana that you will take the 2pm slot on Friday.",
                 "Roundcube Webmail :: Inbox", rc_page(keys, unread, 46), url)
    return dict(tid="h18-web-06", turns=turns, state=state, bad=True, turn=6,
                kind="the Medium digest deleted in turn 2 is back in the inbox list (read, at its old place) with no undo or move")


# ---------------------------------------------------------------- Magento checkout and order history (07)
ANKER = "Anker PowerCore 10000 Portable Charger, 10000mAh Ultra-Compact Power Bank with PowerIQ Technology"
ADDR = ["StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California 94010'",
        "StaticText 'United States'", "[880] link '6505551212'"]
ACCOUNT_NAV = ["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information",
               "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]


def acct_nav(current: str) -> list[str]:
    out = ["[800] navigation 'Account'"]
    for i, name in enumerate(ACCOUNT_NAV):
        out.append(f"\t[{801 + i}] link '{name}'" + (" current: page" if name == current else ""))
    return out


def checkout_ship(flat: bool) -> list[str]:
    return tree("""
        [105] link 'store logo'
          [106] img 'one_stop_market_store_logo'
        [300] list ''
          [301] listitem ''
            StaticText 'Shipping'
          [302] listitem ''
            StaticText 'Review & Payments'
        [303] heading 'Shipping Address'
        [304] group ''
    """) + sub(ADDR, 2) + tree(f"""
          [305] button 'Ship Here' disabled: True
        [306] button 'New Address'
        [307] heading 'Shipping Methods'
        [308] table ''
          [309] row ''
            [310] cell ''
              [311] radio '' checked: {"true" if flat else "false"}
            [312] cell '$5.00'
            [313] cell 'Fixed'
            [314] cell 'Flat Rate'
          [315] row ''
            [316] cell ''
              [317] radio '' checked: false
            [318] cell '$15.00'
            [319] cell 'Table Rate'
            [320] cell 'Best Way'
        [321] button 'Next'
        [322] complementary ''
          [323] heading 'Order Summary'
          [324] tab '2 Items in Cart' expanded: False selected: False
    """)


def review_pay() -> list[str]:
    return tree("""
        [105] link 'store logo'
          [106] img 'one_stop_market_store_logo'
        [300] list ''
          [301] listitem ''
            [330] link 'Shipping'
          [302] listitem ''
            StaticText 'Review & Payments'
        [331] heading 'Payment Method'
        [332] radio 'Check / Money order' checked: true
        [333] checkbox 'My billing and shipping address are the same' checked: true
        StaticText 'Emma Lopez'
        StaticText '101 S San Mateo Dr'
        StaticText 'San Mateo, California 94010'
        StaticText 'United States'
        [334] button 'Place Order'
        [335] tab 'Apply Discount Code' expanded: False selected: False
        [336] complementary ''
          [337] heading 'Order Summary'
          [338] table ''
            [339] row ''
              [340] rowheader 'Cart Subtotal'
              [341] cell '$43.98'
            [342] row ''
              [343] rowheader 'Shipping Flat Rate - Fixed'
              [344] cell '$5.00'
            [345] row ''
              [346] rowheader 'Order Total'
              [347] cell '$48.98'
          [348] tab '2 Items in Cart' expanded: False selected: False
          [349] heading 'Ship To:'
          StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010, United States, 6505551212'
          [350] heading 'Shipping Method:'
          StaticText 'Flat Rate - Fixed'
    """)


def order_view(number: str, date: str, status: str, items: list[tuple[str, str, str, int, str]], sub_total: str,
               ship: str, total: str) -> list[str]:
    out = luma_head(0) + tree(f"""
        [600] main ''
          [601] heading 'Order # {number}'
          StaticText '{status}'
          StaticText 'Order Date: {date}'
          [602] link 'Reorder'
          [603] link 'Print Order'
          [604] tablist ''
            [605] tab 'Items Ordered' selected: True
          [606] table 'Items Ordered'
            [607] row ''
              [608] columnheader 'Product Name'
              [609] columnheader 'SKU'
              [610] columnheader 'Price'
              [611] columnheader 'Qty'
              [612] columnheader 'Subtotal'
    """)
    for i, (name, sku, price, qty, line) in enumerate(items):
        b = 620 + 6 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] cell '{name}'
              [{b + 2}] cell '{sku}'
              [{b + 3}] cell '{price}'
              [{b + 4}] cell 'Ordered: {qty}'
              [{b + 5}] cell '{line}'
        """), 2)
    out += sub(tree(f"""
        [660] row ''
          [661] rowheader 'Subtotal'
          [662] cell '{sub_total}'
        [663] row ''
          [664] rowheader 'Shipping & Handling'
          [665] cell '{ship}'
        [666] row ''
          [667] rowheader 'Grand Total'
          [668] cell '{total}'
    """), 2) + tree("""
        [670] heading 'Order Information'
        [671] heading 'Shipping Address'
        StaticText 'Emma Lopez 101 S San Mateo Dr San Mateo, California, 94010 United States T: 6505551212'
        [672] heading 'Shipping Method'
        StaticText 'Flat Rate - Fixed'
        [673] heading 'Billing Address'
        StaticText 'Emma Lopez 101 S San Mateo Dr San Mateo, California, 94010 United States T: 6505551212'
        [674] heading 'Payment Method'
        StaticText 'Check / Money order'
    """) + acct_nav("My Orders") + LUMA_FOOT
    return out


ORDERS = [("000000192", "3/14/24", "$48.98", "Pending"), ("000000188", "3/2/24", "$112.47", "Complete"),
          ("000000181", "2/17/24", "$27.60", "Complete"), ("000000170", "1/29/24", "$64.35", "Canceled"),
          ("000000163", "1/8/24", "$219.99", "Complete")]


def my_orders() -> list[str]:
    out = luma_head(0) + tree("""
        [600] main ''
          [601] heading 'My Orders'
          [602] table 'Orders'
            [603] row ''
              [604] columnheader 'Order #'
              [605] columnheader 'Date'
              [606] columnheader 'Ship To'
              [607] columnheader 'Order Total'
              [608] columnheader 'Status'
              [609] columnheader 'Action'
    """)
    for i, (num, date, total, status) in enumerate(ORDERS):
        b = 620 + 8 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] cell '{num}'
              [{b + 2}] cell '{date}'
              [{b + 3}] cell 'Emma Lopez'
              [{b + 4}] cell '{total}'
              [{b + 5}] cell '{status}'
              [{b + 6}] link 'View Order'
              [{b + 7}] link 'Reorder'
        """), 2)
    return out + ["\tStaticText 'Items 1 to 5 of 5 total'"] + acct_nav("My Orders") + LUMA_FOOT


def t07() -> Traj:
    cart = luma_head(2) + tree("""
        [1680] main ''
          [1681] heading 'Shopping Cart'
          [1682] table 'Shopping Cart Items'
            [1683] row ''
              [1684] columnheader 'Item'
              [1685] columnheader 'Price'
              [1686] columnheader 'Qty'
              [1687] columnheader 'Subtotal'
    """) + sub(cart_row(1700, ANKER, "B0194WDVHI", "$21.99", "2", "$43.98"), 2) + sub(tree("""
          [1750] button 'Update Shopping Cart'
          [1751] heading 'Summary'
          [1753] table 'Shopping Cart Totals'
            [1754] row ''
              [1755] rowheader 'Subtotal'
              [1756] gridcell '$43.98'
            [1757] row ''
              [1758] rowheader 'Order Total'
              [1759] gridcell '$43.98'
          [1760] button 'Proceed to Checkout'
          [1761] link 'Check Out with Multiple Addresses'
    """), 1) + LUMA_FOOT
    success = luma_head(0) + tree("""
        [600] main ''
          [601] heading 'Thank you for your purchase!'
          StaticText 'Your order number is:'
          [602] link '000000192'
          StaticText '.'
          StaticText "We'll email you an order confirmation with details and tracking info."
          [603] link 'Continue Shopping'
    """) + LUMA_FOOT
    anker_items = [(ANKER, "B0194WDVHI", "$21.99", 2, "$43.98")]
    old_items = [("Brita Standard Water Filter Replacements for Pitchers and Dispensers, 6 Count", "B00004SU18", "$26.49", 1, "$26.49"),
                 ("Scotch-Brite Heavy Duty Scrub Sponges, 24 Count", "B0012BNVE8", "$19.99", 1, "$19.99"),
                 ("Ninja BL610 Professional 72 Oz Countertop Blender with 1000-Watt Base", "B00NGV4506", "$60.99", 1, "$60.99")]
    v192 = f"{SHOP}/sales/order/view/order_id/206/"
    turns = [
        ("click('1760')", axtree("Checkout", checkout_ship(False), f"{SHOP}/checkout/#shipping")),
        ("click('311')", axtree("Checkout", checkout_ship(True), f"{SHOP}/checkout/#shipping")),
        ("click('321')", axtree("Checkout", review_pay(), f"{SHOP}/checkout/#payment")),
        ("click('334')", axtree("Success Page", success, f"{SHOP}/checkout/onepage/success/")),
        ("click('602')", axtree("Order # 000000192", order_view("000000192", "March 14, 2024", "Pending", anker_items, "$43.98", "$5.00", "$48.98"), v192)),
        ("click('802')", axtree("My Orders", my_orders(), f"{SHOP}/sales/order/history/")),
        ("click('634')", axtree("Order # 000000188", order_view("000000188", "March 2, 2024", "Complete", old_items, "$107.47", "$5.00", "$112.47"), f"{SHOP}/sales/order/view/order_id/202/")),
        ("go_back()", axtree("My Orders", my_orders(), f"{SHOP}/sales/order/history/")),
        ("click('626')", axtree("Order # 000000197", order_view("000000197", "March 14, 2024", "Pending", anker_items, "$43.98", "$5.00", "$48.98"), v192)),
    ]
    state = goal("Check out the cart (two Anker power banks) with flat-rate shipping and the saved address, then compare the new order with the previous one in My Orders.",
                 "Shopping Cart", cart, f"{SHOP}/checkout/cart/")
    return dict(tid="h18-web-07", turns=turns, state=state, bad=True, turn=9,
                kind="order placed as #000000192 (success page, order view, My Orders) is shown as Order # 000000197 on the same order_id/206 page")


def mr_form(title: str, desc: str = "", delete_src: bool = False, squash: bool = False, assignee: bool = False,
            rev_open: bool = False, reviewer: str | None = None) -> list[str]:
    out = gl_chrome(TELEMETRY, "Merge requests", 37, 6, "Merge requests") + tree(f"""
        [220] main ''
          [221] heading 'New merge request'
          StaticText 'From'
          [222] link 'fix/null-tz'
          StaticText 'into'
          [223] link 'main'
          [224] link 'Change branches'
          [225] LabelText ''
            StaticText 'Title (required)'
          [226] textbox 'Title (required)' required: True value='{title}'
          [227] checkbox 'Mark as draft' checked: false
          StaticText 'Drafts cannot be merged until marked ready.'
          [228] tab 'Write' selected: True
          [229] tab 'Preview' selected: False
          [230] textbox 'Description' required: False{f" value='{desc}'" if desc else ""}
          StaticText 'Assignee'
    """)
    if assignee:
        out.append("\t[231] button 'Byte Blaze' hasPopup: listbox")
    else:
        out += ["\t[231] button 'Unassigned' hasPopup: listbox", "\t[232] button 'Assign to me'"]
    out += ["\tStaticText 'Reviewer'", f"\t[233] button '{reviewer or 'Unassigned'}' hasPopup: listbox expanded: {'True' if rev_open else 'False'}"]
    if rev_open:
        out += ["\t[234] listbox 'Select reviewer'", "\t\t[235] textbox 'Search users' required: False"]
        for i, (name, handle) in enumerate([("Roma Vance", "@roma.vance"), ("Dmitri Ivanov", "@divanov"), ("Lin Zhou", "@linzhou"), ("Kai Osei", "@kosei")]):
            sel = "True" if name == reviewer else "False"
            out.append(f"\t\t[{236 + i}] option '{name} {handle}' selected: {sel}")
    out += tree(f"""
        StaticText 'Milestone'
        [241] button 'Milestone' hasPopup: listbox
        StaticText 'Labels'
        [242] button 'Labels' hasPopup: listbox
        StaticText 'Merge options'
        [290] checkbox 'Delete source branch when merge request is accepted.' checked: {"true" if delete_src else "false"}
        [291] checkbox 'Squash commits when merge request is accepted.' checked: {"true" if squash else "false"}
        [292] link 'What is squashing?'
        [293] button 'Create merge request'
        [294] link 'Cancel'
        [295] tablist ''
          [296] tab 'Commits 3' selected: True
          [297] tab 'Pipelines 1' selected: False
          [298] tab 'Changes 4' selected: False
        [300] list ''
          [301] listitem ''
            [302] link 'Fix lint in tz tests'
            StaticText 'Byte Blaze authored 14 minutes ago'
            [303] button 'Copy commit SHA'
            StaticText '03aa7c2d'
          [304] listitem ''
            [305] link 'Add regression test for hosts without TZ'
            StaticText 'Byte Blaze authored 31 minutes ago'
            [306] button 'Copy commit SHA'
            StaticText '9b2d5f17'
          [307] listitem ''
            [308] link 'Handle null timezone in span timestamp formatting'
            StaticText 'Byte Blaze authored 52 minutes ago'
            [309] button 'Copy commit SHA'
            StaticText 'e4c1a075'
    """)
    return out


MR_DESC = ("Closes #406. When TZ is unset and /etc/localtime is missing (distroless images), zoneinfo returns None and "
           "format_span_ts() raised AttributeError. We now fall back to UTC and log once at debug level.")


def t08() -> Traj:
    t0 = "Handle null timezone in span timestamp formatting"
    t1 = "Fix crash on null timezone in span formatter"
    url = f"{GL}/kestrel-labs/telemetry-agent/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix%2Fnull-tz&merge_request%5Btarget_branch%5D=main"
    page = "New merge request · Kestrel Labs / telemetry-agent · GitLab"
    mr = gl_chrome(TELEMETRY, "!58", 37, 7, "Merge requests") + tree(f"""
        [220] main ''
          StaticText 'Open'
          StaticText 'Byte Blaze requested to merge'
          [221] link 'fix/null-tz'
          StaticText 'into'
          [222] link 'main'
          StaticText 'just now'
          [223] button 'Edit'
          [224] button 'Code' hasPopup: menu
          [225] heading '{t1}'
          [226] tablist ''
            [227] tab 'Overview 0' selected: True
            [228] tab 'Commits 3' selected: False
            [229] tab 'Pipelines 1' selected: False
            [230] tab 'Changes 4' selected: False
          StaticText '{MR_DESC}'
          [231] link '#406'
          StaticText 'Pipeline'
          [232] link '#88451'
          StaticText 'running for'
          [233] link '03aa7c2d'
          StaticText 'on fix/null-tz'
          StaticText 'Approval is optional'
          [234] button 'Approve'
          StaticText 'Merge blocked: pipeline must succeed. It is running.'
          [235] checkbox 'Delete source branch' checked: false
          [236] checkbox 'Squash commits' checked: true
          [237] button 'Set to auto-merge'
          StaticText '1 commit and 1 merge commit will be added to main (squashes 3 commits).'
          [238] heading 'Activity'
          StaticText 'Byte Blaze assigned to @byteblaze just now'
          StaticText 'Byte Blaze requested review from @roma.vance just now'
          [239] textbox 'Comment' required: False
          [240] button 'Comment'
        [250] complementary 'Merge request details'
          StaticText 'Assignee'
          [251] link 'Byte Blaze'
          StaticText 'Reviewer'
          [252] link 'Roma Vance'
          StaticText 'Labels'
          StaticText 'None'
          StaticText 'Milestone'
          StaticText 'None'
          StaticText 'Time tracking'
          StaticText 'No estimate or time spent'
          StaticText 'Reference: kestrel-labs/telemetry-agent!58'
          StaticText 'Source branch: fix/null-tz'
          [253] button 'Copy branch name'
    """)
    turns = [
        (f"fill('226', '{t1}')", axtree(page, mr_form(t1), url)),
        (f"fill('230', '{MR_DESC}')", axtree(page, mr_form(t1, MR_DESC), url)),
        ("check('290')", axtree(page, mr_form(t1, MR_DESC, delete_src=True), url)),
        ("check('291')", axtree(page, mr_form(t1, MR_DESC, delete_src=True, squash=True), url)),
        ("click('232')", axtree(page, mr_form(t1, MR_DESC, delete_src=False, squash=True, assignee=True), url)),
        ("click('233')", axtree(page, mr_form(t1, MR_DESC, squash=True, assignee=True, rev_open=True), url)),
        ("click('236')", axtree(page, mr_form(t1, MR_DESC, squash=True, assignee=True, rev_open=True, reviewer="Roma Vance"), url)),
        ("click('293')", axtree(f"{t1} (!58) · Merge requests · Kestrel Labs / telemetry-agent · GitLab", mr, f"{GL}/kestrel-labs/telemetry-agent/-/merge_requests/58")),
    ]
    state = goal("Open a merge request from fix/null-tz into main titled 'Fix crash on null timezone in span formatter', with the source branch deleted and commits squashed on merge, assigned to yourself and reviewed by Roma Vance.",
                 page, mr_form(t0), url)
    return dict(tid="h18-web-08", turns=turns, state=state, bad=True, turn=5,
                kind="'Delete source branch' checkbox ticked in turn 3 shows unchecked after an unrelated 'Assign to me' click")


def t09() -> Traj:
    def tech(scores: list[int], comments: list[int], order: list[int] | None = None) -> list[tuple[str, str, str, int, int]]:
        base = [("Linux kernel 6.8 released with the new Intel Xe driver and bcachefs fixes", "kernelcrab", "5 hours ago"),
                ("FCC votes 3-2 to restore net neutrality rules", "openpipes", "7 hours ago"),
                ("Researchers disclose 'GoFetch' side channel in Apple M-series prefetchers", "cachemiss", "3 hours ago"),
                ("Valve ships Steam Deck OLED firmware that fixes the display flicker", "deckhand", "6 hours ago"),
                ("Firefox 124 lands PDF editing improvements and better Windows HDR", "foxfan", "8 hours ago"),
                ("North America's first fully electric ferry route starts service", "tidewatch", "9 hours ago"),
                ("IPO filing shows how much forums earn from licensing posts for AI training", "sec_reader", "10 hours ago"),
                ("Your smart TV is taking screenshots of what you watch. Here is how to turn it off", "plainjane", "11 hours ago")]
        rows = [(*base[i], scores[i], comments[i]) for i in range(len(base))]
        return [rows[i] for i in (order or range(len(rows)))]

    s0 = [2341, 1876, 1502, 1110, 944, 812, 776, 603]
    c0 = [412, 655, 288, 190, 120, 203, 340, 97]
    newest = [("I built a Raspberry Pi weather station that toots to Mastodon every hour", "pi_guy", "1 minute ago", 1, 0),
              ("Windows 11 KB5035853 is breaking some always-on VPN profiles", "netadmin42", "6 minutes ago", 4, 2),
              ("Anyone else's Pixel 8 battery draining since the March update?", "battery_blues", "11 minutes ago", 2, 5),
              ("AppFlowy, the open-source Notion alternative, hits 1.0", "selfhoster", "18 minutes ago", 12, 3),
              ("Voyager 1 team pinpoints the chip behind the garbled telemetry", "deepspace", "24 minutes ago", 37, 8),
              ("US tightens chip export rules again, now covering older lithography tools", "policywonk", "31 minutes ago", 9, 4)]
    url = f"{FORUM}/f/technology"
    post = pm_head() + tree("""
        [20] main ''
          [21] article ''
            [22] heading 'Linux kernel 6.8 released with the new Intel Xe driver and bcachefs fixes'
              [23] link 'Linux kernel 6.8 released with the new Intel Xe driver and bcachefs fixes'
            StaticText 'lwn.net'
            StaticText 'Submitted by'
            [24] link 'kernelcrab'
            [25] time 'March 14, 2024 at 5:47 AM'
            StaticText 'in'
            [26] link 'technology'
            [27] button 'Retract upvote' pressed: true
            StaticText '2,352'
            [28] button 'Downvote'
            [29] link '421 comments'
            [30] button 'Save'
          [31] heading '421 comments'
          [32] textbox 'Comment' required: True
          [33] button 'Post'
          [40] article ''
            [41] link 'oopsallcaches'
            [42] time 'March 14, 2024 at 6:02 AM'
            StaticText 'The Xe driver landing is the real headline. Lunar Lake support without out-of-tree patches is huge.'
            [43] button 'Upvote'
            StaticText '388'
            [44] button 'Downvote'
            [45] button 'Reply'
            [47] link 'Permalink'
          [50] article ''
            [51] link 'fsck_everything'
            [52] time 'March 14, 2024 at 6:20 AM'
            StaticText 'bcachefs is still marked experimental, but the fixes in this cycle are the first ones that made me try it on a real disk.'
            [53] button 'Upvote'
            StaticText '211'
            [54] button 'Downvote'
            [55] button 'Reply'
            [57] link 'Permalink'
          [60] article ''
            [61] link 'tuxedo_mask'
            [62] time 'March 14, 2024 at 7:41 AM'
            StaticText 'Also: the new deadline scheduler (EEVDF) is now the default for a full release. Latency on my desktop is noticeably better.'
            [63] button 'Upvote'
            StaticText '97'
            [64] button 'Downvote'
            [65] button 'Reply'
            [67] link 'Permalink'
          [140] link 'More comments'
        [141] complementary ''
          [142] heading 'technology'
          [143] button 'Unsubscribe'
          StaticText '48,114 subscribers'
    """)
    post_saved = [ln.replace("[30] button 'Save'", "[30] button 'Unsave'") for ln in post]
    title = "Linux kernel 6.8 released with the new Intel Xe driver and bcachefs fixes"
    turns = [
        ("click('201')", axtree("technology", forum_listing("technology", tech([2342, *s0[1:]], c0), "Hot", "48,112", voted=(0,)), url)),
        ("click('211')", axtree("technology", forum_listing("technology", tech([2344, 1877, *s0[2:]], [413, *c0[1:]]), "Hot", "48,112", voted=(0, 1)), url)),
        ("click('221')", axtree("technology", forum_listing("technology", tech([2345, 1878, 1503, 1111, *s0[4:]], [414, 656, 288, *c0[3:]]), "Hot", "48,112", voted=(0, 1, 2)), url)),
        ("click('23')", axtree("technology", forum_listing("technology", newest, "New", "48,112"), f"{url}/new")),
        ("click('393')", axtree("technology", forum_listing("technology", newest, "New", "48,113", subscribed=True), f"{url}/new")),
        ("click('22')", axtree("technology", forum_listing("technology", tech([2351, 1880, 1509, 1113, 946, 812, 781, 603], [419, 661, 297, 191, 121, 204, 343, 97], [0, 2, 1, 3, 4, 5, 6, 7]),
                                                     "Hot", "48,114", subscribed=True, voted=(0, 1, 2)), url)),
        ("click('204')", axtree(title, post, f"{url}/60218/linux-kernel-6-8-released-with-the-new-intel-xe-driver-and-bcachefs-fixes")),
        ("click('30')", axtree(title, post_saved, f"{url}/60218/linux-kernel-6-8-released-with-the-new-intel-xe-driver-and-bcachefs-fixes")),
    ]
    state = goal("In /f/technology, upvote the three hottest posts, look at what is new, subscribe to the forum, then open and save the top post.",
                 "technology", forum_listing("technology", tech(s0, c0), "Hot", "48,112"), url)
    return dict(tid="h18-web-09", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Outlook on the web (10)
OWA = "https://outlook.office.com/mail"
Q3 = "Q3 budget review: pick a slot"
FOCUSED = [
    ("tb", "Tom Becker", "Moved: Weekly sync to 3:30 PM", "10:47 AM", "The weekly sync moves to 3:30 PM today because of the all-hands."),
    ("pr", "Priya Raman", Q3, "10:21 AM", "Hi Lena, we need 45 minutes next week for the Q3 budget review. Tue 2:00 PM or Thu 4:00 PM?"),
    ("ms", "Marco Silva", "Vendor contract redlines", "9:58 AM", "Attached are legal's redlines on the Contoso renewal, mostly the SLA credits section."),
    ("sl", "Sophie Laurent", "Re: Hiring panel for the analytics role", "9:12 AM", "Thanks, I have added you to Monday's panel. Scorecards are in the shared folder."),
    ("tb2", "Tom Becker", "Accepted: Weekly sync", "8:47 AM", "Tom Becker has accepted this meeting."),
    ("it", "IT Service Desk", "Scheduled maintenance: VPN gateway Saturday 02:00-04:00", "Wed 4:55 PM", "The VPN gateway will be unavailable on Saturday between 02:00 and 04:00 CET."),
    ("pr2", "Priya Raman", "Re: headcount forecast", "Wed 2:10 PM", "Looks right to me. Let's keep the two backfills in Q3 and revisit in July."),
    ("ak", "Ahmed Khan", "Draft OKRs for Q2", "Wed 11:03 AM", "First pass at the team OKRs, comments welcome by Friday."),
    ("fo", "Finance Ops", "Expense report EXP-22813 approved", "Tue 3/12", "Your expense report EXP-22813 (EUR 412.60) has been approved."),
    ("ms2", "Marco Silva", "Lunch?", "Tue 3/12", "Ramen place on Friday?"),
]
OTHER = [
    ("fig", "Figma", "What's new in Figma: Dev Mode updates", "10:02 AM", "Annotations, measurements and a faster inspect panel."),
    ("li", "LinkedIn", "Lena, you have 5 new invitations", "8:30 AM", "Connect with people you may know."),
    ("miro", "Miro", "Your weekly board activity", "7:15 AM", "12 updates on boards you follow."),
    ("eb", "Eventbrite", "Reminder: Data + AI meetup next Tuesday", "Wed 6:00 PM", "Your ticket for Data + AI meetup, Berlin."),
    ("zoom", "Zoom", "Your cloud recording is now available", "Wed 1:14 PM", "Recording of 'Vendor review' is ready."),
    ("eco", "The Economist", "The World in Brief", "Wed 6:30 AM", "Catch up quickly on the global stories that matter."),
    ("cou", "Coursera", "Continue learning: Applied Data Science", "Tue 3/12", "You are 62% through week 3."),
    ("sub", "Lenny's Newsletter", "How to run a good planning cycle", "Tue 3/12", "A practical guide from 20 companies."),
]
READING = {
    "pr": ["StaticText 'Priya Raman <priya.raman@northwind-health.com>'", "StaticText 'To: Lena Ortiz'", "StaticText 'Thu 3/14/2024 10:21 AM'",
           "StaticText 'Hi Lena,'", "StaticText 'we need 45 minutes next week for the Q3 budget review. Would Tue 2:00 PM or Thu 4:00 PM work for you?'",
           "StaticText 'Thanks, Priya'"],
    "fig": ["StaticText 'Figma <no-reply@email.figma.com>'", "StaticText 'To: Lena Ortiz'", "StaticText 'Thu 3/14/2024 10:02 AM'",
            "StaticText 'Dev Mode now has annotations, measurements and a faster inspect panel.'", "[720] link 'See what is new'",
            "[721] link 'Unsubscribe'"],
}
REPLY = "Hi Priya, Thu 4:00 PM works for me. I will bring the updated forecast. Best, Lena"


def owa(tab: str, items: list[tuple], unread: set[str], inbox: int, drafts: int = 1, sel: str | None = None,
        pane: list[str] | None = None, flagged: set[str] = frozenset(), toast: str | None = None, menu: bool = False,
        folder: str = "Inbox", news: int = 3) -> list[str]:
    out = tree(f"""
        [10] banner ''
          [11] button 'App launcher'
          [12] link 'Outlook'
          [13] searchbox 'Search' required: False
          [14] button 'Meet Now'
          [15] button 'Settings'
          [16] button 'Account manager for Lena Ortiz'
        [20] toolbar 'Ribbon'
          [21] button 'New mail'
          [22] button 'Delete' disabled: {"False" if sel else "True"}
          [23] button 'Archive' disabled: {"False" if sel else "True"}
          [24] button 'Report' disabled: {"False" if sel else "True"}
          [25] button 'Move to' hasPopup: menu expanded: {"True" if menu else "False"} disabled: {"False" if sel else "True"}
          [26] button '{"Unflag" if sel in flagged else "Flag"}' disabled: {"False" if sel else "True"}
          [27] button 'Read / Unread' disabled: {"False" if sel else "True"}
        [30] tree 'Folders'
          [31] treeitem 'Inbox{f" {inbox} unread" if inbox else ""}' selected: {"True" if folder == "Inbox" else "False"}
          [32] treeitem 'Drafts {drafts} items' selected: False
          [33] treeitem 'Sent Items' selected: {"True" if folder == "Sent Items" else "False"}
          [34] treeitem 'Deleted Items' selected: False
          [35] treeitem 'Junk Email' selected: False
          [36] treeitem 'Archive' selected: False
          [37] treeitem 'Newsletters {news} unread' selected: False
          [38] treeitem 'Projects' selected: False
          [39] treeitem 'Conversation History' selected: False
    """)
    if menu:
        out += tree("""
            [40] menu 'Move to'
              [41] searchbox 'Search for a folder' required: False
              [42] menuitem 'Newsletters'
              [43] menuitem 'Projects'
              [44] menuitem 'Archive'
              [45] menuitem 'Deleted Items'
              [46] menuitem 'Move to a different folder...'
        """)
    if folder == "Inbox":
        out += tree(f"""
            [50] tablist ''
              [51] tab 'Focused' selected: {"True" if tab == "Focused" else "False"}
              [52] tab 'Other' selected: {"True" if tab == "Other" else "False"}
        """)
    out.append(f"[53] listbox 'Message list {folder}'")
    for i, (key, who, subj, when, prev) in enumerate(items):
        b = 100 + 5 * i
        flags = ("Unread " if key in unread else "") + ("Flagged " if key in flagged else "")
        out.append(f"\t[{b}] option '{flags}{who} {subj} {when} {prev}' selected: {'True' if key == sel else 'False'}")
    if pane:
        out.append("[600] main 'Reading pane'")
        out += sub(pane, 1)
    if toast:
        out += ["[800] status ''", f"\tStaticText '{toast}'", "\t[801] button 'Undo'"]
    return out


def pane_pr(flag: bool = False, compose: str | None = None, sent: bool = False) -> list[str]:
    out = [f"[601] heading '{Q3}'"] + (["StaticText 'Flagged'"] if flag else [])
    if sent:
        out += tree(f"""
            [602] group 'Lena Ortiz'
              StaticText 'Lena Ortiz <lena.ortiz@northwind-health.com>'
              StaticText 'To: Priya Raman'
              StaticText 'Thu 3/14/2024 10:47 AM'
              StaticText '{REPLY}'
            [603] group 'Priya Raman'
              StaticText 'Priya Raman'
              StaticText 'Hi Lena, we need 45 minutes next week for the Q3 budget review. Would Tue 2:00 PM or Thu 4:00 PM work for you?'
              StaticText 'Thu 3/14/2024 10:21 AM'
        """)
    else:
        out += READING["pr"]
    out += ["[610] button 'Reply'", "[611] button 'Reply all'", "[612] button 'Forward'"]
    if compose is not None:
        out += tree(f"""
            [620] group 'Reply'
              StaticText 'To: Priya Raman'
              [621] textbox 'Message body' required: False{f" value='{compose}'" if compose else ""}
              [622] button 'Send'
              [623] button 'Discard'
              [624] button 'Attach file'
        """)
        if compose:
            out.append("\tStaticText 'Draft saved at 10:46 AM'")
    return out


def t10() -> Traj:
    unread0 = {"pr", "ms", "it", "ak", "fig", "li", "miro", "eb", "zoom", "eco", "cou", "sub"}
    foc0 = FOCUSED[1:]
    pr_sent = ("pr", "Lena Ortiz; Priya Raman", Q3, "10:47 AM", REPLY)
    foc1 = [FOCUSED[0], pr_sent, *FOCUSED[2:]]
    u1 = unread0 - {"pr"}
    u2 = u1 | {"tb"}
    u3 = u2 - {"fig"}
    other_after = OTHER[1:]
    sent = [("s1", "To: Priya Raman", f"Re: {Q3}", "10:47 AM", REPLY),
            ("s2", "To: Sophie Laurent", "Re: Hiring panel for the analytics role", "9:05 AM", "Monday works, please add me."),
            ("s3", "To: Marco Silva", "Re: Lunch?", "Tue 3/12", "Sure, Friday 12:30."),
            ("s4", "To: Ahmed Khan", "1:1 notes", "Mon 3/11", "Notes from today, plus the two follow-ups we agreed."),
            ("s5", "To: Finance Ops", "Expense report EXP-22813", "Mon 3/11", "Receipts attached for the Lisbon trip.")]
    url = f"{OWA}/inbox"
    fig_pane = ["[601] heading \"What's new in Figma: Dev Mode updates\""] + READING["fig"] + ["[610] button 'Reply'", "[611] button 'Reply all'", "[612] button 'Forward'"]
    turns = [
        ("click('100')", axtree("Mail - Lena Ortiz - Outlook", owa("Focused", foc0, u1, 11, sel="pr", pane=pane_pr()), f"{url}/id/AAQkADk3Njg1")),
        ("click('610')", axtree("Mail - Lena Ortiz - Outlook", owa("Focused", foc0, u1, 11, sel="pr", pane=pane_pr(compose="")), f"{url}/id/AAQkADk3Njg1")),
        (f"fill('621', '{REPLY}')", axtree("Mail - Lena Ortiz - Outlook", owa("Focused", foc0, u1, 11, drafts=2, sel="pr", pane=pane_pr(compose=REPLY)), f"{url}/id/AAQkADk3Njg1")),
        ("click('622')", axtree("Mail - Lena Ortiz - Outlook", owa("Focused", foc1, u2, 12, sel="pr", pane=pane_pr(sent=True)), f"{url}/id/AAQkADk3Njg1")),
        ("click('26')", axtree("Mail - Lena Ortiz - Outlook", owa("Focused", foc1, u2, 12, sel="pr", pane=pane_pr(flag=True, sent=True), flagged={"pr"}), f"{url}/id/AAQkADk3Njg1")),
        ("click('52')", axtree("Mail - Lena Ortiz - Outlook", owa("Other", OTHER, u2, 12), f"{url}")),
        ("click('100')", axtree("Mail - Lena Ortiz - Outlook", owa("Other", OTHER, u3, 11, sel="fig", pane=fig_pane), f"{url}/id/AAQkADk3NzEy")),
        ("click('25')", axtree("Mail - Lena Ortiz - Outlook", owa("Other", OTHER, u3, 11, sel="fig", pane=fig_pane, menu=True), f"{url}/id/AAQkADk3NzEy")),
        ("click('42')", axtree("Mail - Lena Ortiz - Outlook", owa("Other", other_after, u3, 11, toast="Moved to Newsletters."), f"{url}")),
        ("click('33')", axtree("Sent Items - Lena Ortiz - Outlook", owa("", sent, set(), 11, folder="Sent Items"), f"{OWA}/sentitems")),
    ]
    state = goal("Reply to Priya's Q3 budget review mail taking the Thursday 4 PM slot and flag the conversation, then move the Figma newsletter from Other to the Newsletters folder and check Sent Items.",
                 "Mail - Lena Ortiz - Outlook", owa("Focused", foc0, unread0, 12), url)
    return dict(tid="h18-web-10", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Magento search and wish list (11)
SD = {
    "A": ("SAMSUNG EVO Select 256GB microSDXC UHS-I U3 130MB/s Full HD & 4K UHD Memory Card with Adapter (MB-ME256KA/AM)", "88%", "$24.99"),
    "B": ("SAMSUNG PRO Plus 256GB microSDXC Memory Card with Reader, UHS-I U3 A2 V30, up to 180MB/s", "90%", "$29.99"),
    "C": ("SAMSUNG EVO Plus 128GB microSDXC UHS-I U3 130MB/s Memory Card with Adapter", "86%", "$13.99"),
    "D": ("SAMSUNG PRO Endurance 256GB microSDXC Memory Card with Adapter for Dash Cams and Security Cameras", "84%", "$31.49"),
    "E": ("SAMSUNG EVO Select 512GB microSDXC UHS-I U3 130MB/s Memory Card with Adapter", "89%", "$44.99"),
    "F": ("SAMSUNG PRO Ultimate 512GB microSDXC Memory Card with Reader, up to 200MB/s", "91%", "$64.99"),
    "G": ("SAMSUNG EVO Select 64GB microSDXC UHS-I U1 Memory Card with Adapter", "87%", "$9.49"),
    "H": ("SAMSUNG EVO Plus 256GB microSDXC (2024) UHS-I U3 A2 V30 Memory Card", "78%", "$22.99"),
    "I": ("SAMSUNG PRO Plus 128GB microSDXC Memory Card, UHS-I U3 A2 V30", "90%", "$16.99"),
    "J": ("SAMSUNG EVO Select 1TB microSDXC UHS-I U3 A2 V30 Memory Card with Adapter", "85%", "$89.99"),
    "K": ("SanDisk 256GB Extreme microSDXC UHS-I Memory Card with Adapter, up to 190MB/s", "92%", "$27.99"),
    "L": ("SAMSUNG EVO Plus 256GB microSDXC Memory Card, 2-Pack", "83%", "$47.98"),
    "M": ("Micro Center 64GB microSDXC Card, Class 10 UHS-I", "70%", "$7.99"),
    "N": ("SAMSUNG EVO Plus 32GB microSDHC UHS-I U1 Memory Card", "82%", "$8.49"),
    "O": ("Lexar 64GB PLAY microSDXC UHS-I Card", "81%", "$11.99"),
    "P": ("SanDisk Ultra 128GB microSDXC UHS-I Card with Adapter", "89%", "$14.49"),
    "Q": ("Kingston Canvas Go! Plus 128GB microSDXC UHS-I U3 V30 A2", "86%", "$17.99"),
    "R": ("SAMSUNG PRO Endurance 128GB microSDXC Memory Card with Adapter", "85%", "$19.99"),
    "S": ("PNY 256GB PRO Elite Class 10 U3 V30 microSDXC Flash Memory Card", "79%", "$25.49"),
    "T": ("Kingston Canvas Go! Plus 256GB microSDXC UHS-I U3 V30 A2", "85%", "$21.49"),
    "U": ("Lexar PLAY 512GB microSDXC UHS-I Card", "80%", "$39.99"),
    "W": ("SanDisk 256GB High Endurance microSDXC Card for Dash Cams", "87%", "$32.99"),
    "X": ("Kingston Canvas React Plus 256GB microSDXC UHS-II Card", "84%", "$36.50"),
    "Y": ("SanDisk 512GB Extreme microSDXC UHS-I Memory Card with Adapter", "91%", "$52.99"),
    "Z": ("SanDisk 1TB Extreme microSDXC UHS-I Memory Card with Adapter", "90%", "$84.99"),
}


def sd_results(keys: str, count: str, sort: str, wish: int, page: int = 1, price: bool = False) -> list[str]:
    items = []
    for i, k in enumerate(keys):
        name, rating, cost = SD[k]
        b = 2100 + 10 * i
        items += tree(f"""
            [{b}] listitem ''
              [{b + 1}] link 'Image'
                [{b + 2}] img 'Image'
              [{b + 3}] link '{name}'
              StaticText 'Rating:'
              StaticText '{rating}'
              StaticText '{cost}'
              [{b + 5}] button 'Add to Cart'
              [{b + 6}] button 'Add to Wish List'
              [{b + 7}] button 'Add to Compare'
        """)
    filt = sub(tree("""
        StaticText 'Now Shopping by'
        StaticText 'Price'
        StaticText '$20.00 - $29.99'
        [2030] link 'Remove This Item'
        [2031] link 'Clear All'
    """), 1) if price else sub(tree("""
        [2019] tab 'Price' expanded: True selected: False
        [2032] list ''
          [2033] link '$0.00 - $9.99 ( 3 )'
          [2034] link '$10.00 - $19.99 ( 6 )'
          [2035] link '$20.00 - $29.99 ( 6 )'
          [2036] link '$30.00 - $39.99 ( 4 )'
          [2037] link '$40.00 and above ( 29 )'
    """), 1)
    pager = [] if price else sub(tree(f"""
        {"[2289] link 'Page Previous'" if page > 1 else ""}
        [2290] link 'Page {1 if page > 1 else 2}'
        [2291] link 'Page 3'
        [2292] link 'Page 4'
        [2293] link 'Page Next'
    """), 1)
    return luma_head(0, "samsung micro sd", wish=wish) + tree(f"""
        [2010] main ''
          [2011] heading "Search results for: 'samsung micro sd'"
          StaticText '{count}'
          [2013] LabelText ''
            StaticText 'Sort By'
          [2014] combobox 'Sort By' hasPopup: menu expanded: False
            StaticText '{sort}'
          [2015] link 'Set Descending Direction'
          [2016] heading 'Shop By'
          [2017] heading 'Shopping Options'
          [2018] tab 'Category' expanded: False selected: False
    """) + filt + ["\t[2020] list ''"] + sub(items, 2) + pager + LUMA_FOOT


WISH0 = [("Logitech MX Master 3S Wireless Performance Mouse, Graphite", "$99.99", "1"),
         ("Kindle Paperwhite (16 GB), 6.8 inch display and adjustable warm light", "$149.99", "1"),
         ("Hydro Flask Wide Mouth Bottle with Flex Cap, 32 oz, Pacific", "$44.95", "1")]


def wishlist(rows: list[tuple[str, str, str]], note: str) -> list[str]:
    out = luma_head(0, wish=len(rows)) + tree(f"""
        [3000] alert '' live: assertive atomic: True
          StaticText '{note}'
        [3001] main ''
          [3002] heading 'My Wish List'
          StaticText '{len(rows)} Item(s)'
          [3003] list ''
    """)
    for i, (name, price, qty) in enumerate(rows):
        b = 3010 + 10 * i
        out += sub(tree(f"""
            [{b}] listitem ''
              [{b + 1}] link '{name}'
              StaticText '{price}'
              [{b + 2}] textbox 'Comment' required: False
              [{b + 3}] spinbutton 'Qty' required: False valuemin: 0 valuemax: 0 valuetext: {qty} value='{qty}'
              [{b + 4}] button 'Add to Cart'
              [{b + 5}] link 'Edit'
              [{b + 6}] link 'Remove item'
        """), 2)
    out += tree("""
        [3090] button 'Update Wish List'
        [3091] button 'Share Wish List'
        [3092] button 'Add All to Cart'
    """) + acct_nav("My Wish List") + LUMA_FOOT
    return out


def t11() -> Traj:
    a_name = SD["A"][0]
    prod = luma_head(0, "samsung micro sd", wish=3) + tree(f"""
        [1510] main ''
          [1520] heading '{a_name}'
          StaticText 'Rating:'
          StaticText '88%'
          [1523] link '2,318  Reviews'
          [1524] link 'Add Your Review'
          StaticText '$24.99'
          StaticText 'IN STOCK'
          StaticText 'SKU'
          StaticText 'B0B7NTY2S6'
          [1587] spinbutton 'Qty' required: False valuemin: 0 valuemax: 0 valuetext: 1 value='1'
          [1589] button 'Add to Cart'
          [1591] link 'Add to Wish List'
          [1592] link 'Add to Compare'
          [1605] tabpanel 'Details'
            StaticText 'Capacity: 256GB | Speed class: U3, V30, A2 | Read up to 130MB/s'
            StaticText 'Includes full-size SD adapter. 10-year limited warranty.'
            StaticText 'Water, temperature, X-ray, magnetic, drop and wear-out proof.'
    """) + LUMA_FOOT
    url = f"{SHOP}/catalogsearch/result/?q=samsung+micro+sd"
    w1 = [*WISH0, (a_name, "$24.99", "1")]
    w2 = [*WISH0, (a_name, "$24.99", "2")]
    turns = [
        ("fill('110', 'samsung micro sd')", axtree("Home Page", luma_head(0, "samsung micro sd", wish=3, suggest=["samsung micro sd card", "samsung micro sd 256gb", "samsung micro sd card 512gb"]) + tree("""
            [1400] main ''
              [1401] heading 'One Stop Market'
              StaticText 'Product Showcases'
        """) + LUMA_FOOT, f"{SHOP}/")),
        ("press('110', 'Enter')", axtree("Search results for: 'samsung micro sd'", sd_results("ABECFHDIJKLG", "Items 1-12 of 48", "Relevance", 3), url)),
        ("select_option('2014', 'Price')", axtree("Search results for: 'samsung micro sd'", sd_results("MNGOCPIQRTHA", "Items 1-12 of 48", "Price", 3), f"{url}&product_list_order=price")),
        ("click('2293')", axtree("Search results for: 'samsung micro sd'", sd_results("SKBDWXUELYFZ", "Items 13-24 of 48", "Price", 3, page=2), f"{url}&product_list_order=price&p=2")),
        ("click('2035')", axtree("Search results for: 'samsung micro sd'", sd_results("THASKB", "Items 1-6 of 6", "Price", 3, price=True), f"{url}&product_list_order=price&price=20-30")),
        ("click('2123')", axtree(a_name, prod, f"{SHOP}/samsung-evo-select-256gb-microsdxc-uhs-i-u3-130mb-s-memory-card-with-adapter.html")),
        ("click('1591')", axtree("My Wish List", wishlist(w1, f"{a_name} has been added to your Wish List. Click here to continue shopping."), f"{SHOP}/wishlist/index/index/wishlist_id/7/")),
        ("fill('3043', '2')", axtree("My Wish List", wishlist(w2, f"{a_name} has been added to your Wish List. Click here to continue shopping."), f"{SHOP}/wishlist/index/index/wishlist_id/7/")),
        ("click('3090')", axtree("My Wish List", wishlist(w2, f"{a_name} has been updated in your Wish List."), f"{SHOP}/wishlist/index/index/wishlist_id/7/")),
    ]
    home = luma_head(0, wish=3) + tree("""
        [1400] main ''
          [1401] heading 'One Stop Market'
          StaticText 'Product Showcases'
    """) + LUMA_FOOT
    state = goal("Find the cheapest Samsung microSD card of at least 256GB rated above 80% and put two of it on your wish list.", "Home Page", home, f"{SHOP}/")
    return dict(tid="h18-web-11", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Koha OPAC (12)
KOHA = "https://catalog.riverbendlibrary.org"
PATRON = "Tomás Reyes"


def koha_head(query: str = "") -> list[str]:
    return tree(f"""
        [10] banner ''
          [11] link 'Riverbend Public Library'
          [12] button 'Cart'
          [13] button 'Lists' hasPopup: menu
          [14] link 'Welcome, {PATRON}'
          [15] link 'Log out'
        [16] search ''
          [17] combobox 'Search type' hasPopup: menu
            StaticText 'Library catalog'
          [18] textbox 'Search the catalog' required: False{f" value='{query}'" if query else ""}
          [19] combobox 'Library' hasPopup: menu
            StaticText 'All libraries'
          [20] button 'Go'
        [21] link 'Advanced search'
        [22] link 'Course reserves'
        [23] link 'Authority search'
        [24] link 'Tag cloud'
        [25] link 'Most popular'
        [26] link 'Recent comments'
    """)


KOHA_NAV = ["Your summary", "Your charges", "Your personal details", "Your tags", "Change your password", "Your search history",
            "Your reading history", "Your privacy", "Your purchase suggestions", "Your messaging", "Your lists"]


def koha_summary(holds: list[tuple], badge: int) -> list[str]:
    out = koha_head() + tree(f"""
        [30] navigation 'Breadcrumbs'
          [31] link 'Home'
          [32] link '{PATRON}'
          StaticText 'Your summary'
        [33] navigation 'Your account'
    """)
    out += [f"\t[{34 + i}] link '{n}'" + (" current: page" if i == 0 else "") for i, n in enumerate(KOHA_NAV)]
    out += tree(f"""
        [50] main ''
          [51] heading 'Hello, {PATRON}'
          StaticText 'Click here if you are not {PATRON}'
          [52] tablist ''
            [53] tab 'Checked out (3)' selected: False
            [54] tab 'Overdue (0)' selected: False
            [55] tab 'Holds ({badge})' selected: True
          [56] tabpanel 'Holds ({badge})'
            [57] table 'Holds'
              [58] row ''
                [59] columnheader 'Title'
                [60] columnheader 'Placed on'
                [61] columnheader 'Expires on'
                [62] columnheader 'Pick up location'
                [63] columnheader 'Priority'
                [64] columnheader 'Status'
                [65] columnheader 'Modify'
    """)
    for i, (title, author, placed, exp, loc, prio, status) in enumerate(holds):
        b = 70 + 10 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{title}'
              StaticText '{author}'
              StaticText '{placed}'
              StaticText '{exp}'
              StaticText '{loc}'
              StaticText '{prio}'
              StaticText '{status}'
              [{b + 2}] button 'Suspend'
              [{b + 3}] button 'Cancel'
        """), 3)
    out += tree("""
        [120] button 'Suspend all holds'
        [121] contentinfo ''
          StaticText 'Riverbend Public Library · 410 Water Street · (555) 301-2200'
          [122] link 'Powered by Koha'
    """)
    return out


def koha_results() -> list[str]:
    return koha_head("Piranesi") + tree("""
        [30] navigation 'Breadcrumbs'
          [31] link 'Home'
          StaticText "Results of search for 'Piranesi'"
        [50] main ''
          StaticText 'Your search returned 3 results.'
          [51] combobox 'Sort' hasPopup: menu
            StaticText 'Relevance'
          [52] button 'Select all'
          [53] button 'Place hold'
          [54] button 'Add to cart'
          [60] table ''
            [61] row ''
              [62] checkbox '' checked: false
              StaticText '1.'
              [63] link 'Piranesi /'
              StaticText 'by Clarke, Susanna'
              StaticText 'Material type: Text; Format: print; Literary form: Novel'
              StaticText 'Publication details: New York : Bloomsbury Publishing, 2020'
              StaticText 'Availability: Items available for loan: Main Library (1). Checked out (3).'
              StaticText 'Holds: 5'
              [64] link 'Place hold'
              [65] link 'Add to cart'
            [66] row ''
              [67] checkbox '' checked: false
              StaticText '2.'
              [68] link 'Piranesi [large print] /'
              StaticText 'by Clarke, Susanna'
              StaticText 'Publication details: Waterville, Maine : Thorndike Press, 2021'
              StaticText 'Availability: Items available for loan: Main Library (1).'
              [69] link 'Place hold'
              [70] link 'Add to cart'
            [71] row ''
              [72] checkbox '' checked: false
              StaticText '3.'
              [73] link 'Piranesi [electronic resource] /'
              StaticText 'by Clarke, Susanna'
              StaticText 'Availability: Online access: OverDrive (Libby)'
              [74] link 'Add to cart'
    """)


def koha_hold_form(title: str, pickup: str, holds_line: str) -> list[str]:
    return koha_head() + tree(f"""
        [30] navigation 'Breadcrumbs'
          [31] link 'Home'
          StaticText 'Placing a hold'
        [50] main ''
          [51] heading 'Confirm holds for: {PATRON} (2100041234)'
          [52] heading 'Place a hold on {title}'
          StaticText '{holds_line}'
          [53] LabelText ''
            StaticText 'Pick up location:'
          [54] combobox 'Pick up location:' hasPopup: menu
            StaticText '{pickup}'
          [55] radio 'Next available item' checked: true
          [56] radio 'A specific item' checked: false
          [57] link 'Show more options'
          [58] textbox 'Hold notes' required: False
          [59] button 'Confirm hold'
    """)


def t12() -> Traj:
    overstory = ("The Overstory : a novel /", "by Powers, Richard", "02/20/2024", "08/20/2024", "Main Library", "4", "Pending")
    piranesi = ("Piranesi /", "by Clarke, Susanna", "03/14/2024", "09/14/2024", "Eastside Branch", "6", "Pending")
    detail = koha_head("Klara and the Sun") + tree("""
        [30] navigation 'Breadcrumbs'
          [31] link 'Home'
          [32] link 'Details for: Klara and the Sun'
        [50] main ''
          [51] heading 'Klara and the Sun /'
          StaticText 'by Ishiguro, Kazuo'
          StaticText 'Material type: Text; Format: print; Literary form: Novel'
          StaticText 'Publication details: New York : Alfred A. Knopf, 2021'
          StaticText 'ISBN: 9780593318171'
          StaticText 'Subject(s): Artificial intelligence -- Fiction | Friendship -- Fiction'
          StaticText 'Holds: 2'
          [52] link 'Place hold'
          [53] link 'Add to your cart'
          [54] link 'Save to your lists'
          [55] tablist ''
            [56] tab 'Holdings ( 3 )' selected: True
            [57] tab 'Title notes' selected: False
            [58] tab 'Comments ( 1 )' selected: False
          [59] table 'Holdings'
            [60] row ''
              [61] columnheader 'Item type'
              [62] columnheader 'Current library'
              [63] columnheader 'Collection'
              [64] columnheader 'Call number'
              [65] columnheader 'Status'
              [66] columnheader 'Barcode'
            [67] row ''
              StaticText 'Books'
              StaticText 'Main Library'
              StaticText 'Adult fiction'
              StaticText 'FIC ISHIGURO'
              StaticText 'Checked out (due 03/30/2024)'
              StaticText '31842000871204'
            [68] row ''
              StaticText 'Books'
              StaticText 'Eastside Branch'
              StaticText 'Adult fiction'
              StaticText 'FIC ISHIGURO'
              StaticText 'Checked out (due 03/19/2024)'
              StaticText '31842000871212'
            [69] row ''
              StaticText 'Large print'
              StaticText 'Main Library'
              StaticText 'Large print'
              StaticText 'LP FIC ISHIGURO'
              StaticText 'Available'
              StaticText '31842001006644'
    """)
    search_url = f"{KOHA}/cgi-bin/koha/opac-search.pl?q=Piranesi"
    hold_url = f"{KOHA}/cgi-bin/koha/opac-reserve.pl?biblionumber=48211"
    klara = "Klara and the Sun / Kazuo Ishiguro"
    turns = [
        (f"goto('{search_url}')", axtree("Results of search for 'Piranesi' › Riverbend Public Library catalog", koha_results(), search_url)),
        ("click('64')", axtree("Placing a hold › Riverbend Public Library catalog", koha_hold_form("Piranesi / Susanna Clarke", "Main Library", "Holds on this title: 5"), hold_url)),
        ("select_option('54', 'Eastside Branch')", axtree("Placing a hold › Riverbend Public Library catalog", koha_hold_form("Piranesi / Susanna Clarke", "Eastside Branch", "Holds on this title: 5"), hold_url)),
        ("click('59')", axtree("Your library home › Riverbend Public Library catalog", koha_summary([piranesi, overstory], 1), f"{KOHA}/cgi-bin/koha/opac-user.pl#opac-user-holds")),
        ("fill('18', 'Klara and the Sun')", axtree("Your library home › Riverbend Public Library catalog", koha_head("Klara and the Sun") + koha_summary([piranesi, overstory], 1)[len(koha_head()):], f"{KOHA}/cgi-bin/koha/opac-user.pl#opac-user-holds")),
        ("press('18', 'Enter')", axtree("Details for: Klara and the Sun › Riverbend Public Library catalog", detail, f"{KOHA}/cgi-bin/koha/opac-detail.pl?biblionumber=51907")),
        ("click('52')", axtree("Placing a hold › Riverbend Public Library catalog", koha_hold_form(klara, "Main Library", "Holds on this title: 2"), f"{KOHA}/cgi-bin/koha/opac-reserve.pl?biblionumber=51907")),
        ("select_option('54', 'Eastside Branch')", axtree("Placing a hold › Riverbend Public Library catalog", koha_hold_form(klara, "Eastside Branch", "Holds on this title: 2"), f"{KOHA}/cgi-bin/koha/opac-reserve.pl?biblionumber=51907")),
    ]
    state = goal("Place holds for pickup at the Eastside Branch on the print edition of 'Piranesi' and on 'Klara and the Sun'.",
                 "Your library home › Riverbend Public Library catalog", koha_summary([overstory], 1), f"{KOHA}/cgi-bin/koha/opac-user.pl")
    return dict(tid="h18-web-12", turns=turns, state=state, bad=True, turn=4,
                kind="Holds tab still reads 'Holds (1)' after a second hold was placed and both holds are listed in its table")


# ---------------------------------------------------------------- Harbor Family Clinic patient portal (13)
HFC = "https://portal.harborfamilyclinic.org"


def hfc_head(msgs: int, wait: str, active: str) -> list[str]:
    out = tree("""
        [10] banner ''
          [11] link 'Harbor Family Clinic Patient Portal'
          StaticText 'Nadia Petrov'
          [12] button 'Switch account' hasPopup: menu
          [13] link 'Log out'
        [14] navigation 'Portal'
    """)
    for i, name in enumerate(["Home", "Appointments", f"Messages ({msgs})", "Test Results", "Medications", "Billing", "Forms", "Profile"]):
        out.append(f"\t[{15 + i}] link '{name}'" + (" current: page" if name.startswith(active) else ""))
    out += tree(f"""
        [24] complementary 'Urgent care'
          StaticText 'Westgate urgent care wait: {wait}'
          StaticText 'Open today 8:00 AM – 8:00 PM'
    """)
    return out


APPT_OLD = "Tue, Mar 19, 2024 9:40 AM"
APPT_NEW = "Mon, Mar 25, 2024 1:20 PM"
SLOTS = [("Wed 3/20", ["8:20 AM"]), ("Fri 3/22", ["10:00 AM"]), ("Mon 3/25", ["1:20 PM", "3:40 PM"]), ("Tue 3/26", ["2:00 PM"]),
         ("Thu 3/28", ["1:00 PM", "4:20 PM"])]


def hfc_resched(msgs: int, wait: str, chosen: str | None = None) -> list[str]:
    out = hfc_head(msgs, wait, "Appointments") + tree(f"""
        [30] main ''
          [31] heading 'Reschedule appointment'
          StaticText 'Current: {APPT_OLD} · Dermatology follow-up · Dr. Chidi Okafor, MD · Westgate, Suite 210'
          [32] heading 'Choose a new time'
          StaticText 'Showing open slots for Dr. Chidi Okafor, MD at Westgate, Mar 18 – Mar 29'
          [33] list 'Open slots'
    """)
    b = 40
    for day, times in SLOTS:
        out.append(f"\t\t[{b}] listitem '{day}'")
        b += 1
        for t in times:
            sel = chosen == f"{day} {t}"
            out.append(f"\t\t\t[{b}] button '{day} {t}' pressed: {'true' if sel else 'false'}")
            b += 1
    if chosen:
        out += tree(f"""
            [60] region 'Review'
              StaticText 'You are moving your appointment'
              StaticText 'From: {APPT_OLD}'
              StaticText 'To: {APPT_NEW}'
              [61] textbox 'Reason for change (optional)' required: False
              [62] button 'Confirm reschedule'
              [63] button 'Back'
        """)
    return out


def hfc_messages(msgs: int, wait: str, rows: list[tuple[str, str, str, bool]], folder: str = "Inbox", note: str | None = None) -> list[str]:
    out = hfc_head(msgs, wait, "Messages") + (["[29] alert ''", f"\tStaticText '{note}'"] if note else []) + tree(f"""
        [30] main ''
          [31] heading '{folder}'
          [32] link 'New message'
          [33] link 'Inbox'{" current: page" if folder == "Inbox" else ""}
          [34] link 'Sent'{" current: page" if folder == "Sent" else ""}
          [35] link 'Archived'
          [36] table '{folder}'
            [37] row ''
              [38] columnheader '{"From" if folder == "Inbox" else "To"}'
              [39] columnheader 'Subject'
              [40] columnheader 'Date'
    """)
    for i, (who, subj, when, unread) in enumerate(rows):
        b = 50 + 5 * i
        out += sub(tree(f"""
            [{b}] row ''
              StaticText '{"Unread" if unread else "Read"}'
              StaticText '{who}'
              [{b + 1}] link '{subj}'
              StaticText '{when}'
        """), 2)
    return out


def hfc_compose(wait: str, to: str = "Select a recipient", subject: str = "", body: str = "") -> list[str]:
    return hfc_head(3, wait, "Messages") + tree(f"""
        [30] main ''
          [31] heading 'New message'
          [32] LabelText ''
            StaticText 'To'
          [33] combobox 'To' hasPopup: menu
            StaticText '{to}'
          [34] textbox 'Subject' required: True{f" value='{subject}'" if subject else ""}
          [35] textbox 'Message' required: True{f" value='{body}'" if body else ""}
          StaticText 'For emergencies call 911. Messages are answered within 2 business days.'
          [36] button 'Attach a file'
          [37] button 'Send'
          [38] button 'Cancel'
    """)


def t13() -> Traj:
    home = hfc_head(2, "25 min", "Home") + tree(f"""
        [30] main ''
          [31] heading 'Welcome back, Nadia'
          StaticText 'Last login: Mar 11, 2024 8:02 PM'
          [32] region 'Upcoming appointments'
            [33] heading 'Upcoming appointments'
            StaticText '{APPT_OLD}'
            StaticText 'Dermatology follow-up with Dr. Chidi Okafor, MD'
            StaticText 'Harbor Family Clinic – Westgate, Suite 210'
            StaticText 'Confirmation # HFC-58213'
            [34] button 'Reschedule'
            [35] button 'Cancel appointment'
            [36] button 'Add to calendar'
          [37] region 'Messages'
            StaticText 'You have 2 unread messages.'
            [38] link 'Go to messages'
          [39] region 'Test results'
            StaticText 'New result: Vitamin D, 25-Hydroxy (collected Mar 8, 2024)'
            [40] link 'View results'
          [41] region 'Billing'
            StaticText 'Balance due: $35.00'
            [42] link 'Pay now'
    """)
    done = hfc_head(3, "40 min", "Appointments") + tree(f"""
        [30] main ''
          [31] alert ''
            StaticText 'Your appointment has been rescheduled.'
          [32] heading 'Appointment details'
          StaticText '{APPT_NEW}'
          StaticText 'Dermatology follow-up with Dr. Chidi Okafor, MD'
          StaticText 'Harbor Family Clinic – Westgate, Suite 210'
          StaticText 'Confirmation # HFC-58841'
          StaticText 'Your previous appointment on {APPT_OLD} (HFC-58213) has been cancelled.'
          StaticText 'Please arrive 15 minutes early and bring your insurance card.'
          [33] button 'Add to calendar'
          [34] link 'Back to appointments'
    """)
    inbox = [("Harbor Family Clinic", "Appointment rescheduled: Mon, Mar 25, 2024 1:20 PM", "Mar 14, 2024 10:52 AM", True),
             ("Results Center", "Your Vitamin D result is available", "Mar 10, 2024 9:15 AM", True),
             ("Harbor Family Clinic", "Flu shot clinics on Saturdays in March", "Mar 9, 2024 7:00 AM", True),
             ("Dr. Anita Rao, MD", "RE: Refill for cetirizine", "Feb 27, 2024 4:41 PM", False),
             ("Billing Office", "Statement available: February 2024", "Feb 20, 2024 6:00 AM", False)]
    subj = "Parking validation for Mar 25 visit"
    body = "Hello, my dermatology visit moved to Mon Mar 25 at 1:20 PM at Westgate. Can I get parking validated at the front desk? Thank you, Nadia Petrov"
    sent = [("Front Desk – Westgate", subj, "Mar 14, 2024 10:55 AM", False),
            ("Dr. Anita Rao, MD", "Refill for cetirizine", "Feb 26, 2024 9:12 PM", False)]
    results = hfc_head(3, "35 min", "Test Results") + tree("""
        [30] main ''
          [31] heading 'Test Results'
          [32] combobox 'Show' hasPopup: menu
            StaticText 'Last 12 months'
          [33] table 'Results'
            [34] row ''
              [35] columnheader 'Test'
              [36] columnheader 'Collected'
              [37] columnheader 'Result'
              [38] columnheader 'Status'
            [40] row ''
              [41] link 'Vitamin D, 25-Hydroxy'
              StaticText 'Mar 8, 2024'
              StaticText '32 ng/mL'
              StaticText 'New · Normal'
            [42] row ''
              [43] link 'CBC with Differential'
              StaticText 'Feb 2, 2024'
              StaticText 'See details'
              StaticText 'Normal'
            [44] row ''
              [45] link 'Basic Metabolic Panel'
              StaticText 'Feb 2, 2024'
              StaticText 'See details'
              StaticText '1 flagged'
            [46] row ''
              [47] link 'TSH'
              StaticText 'Aug 17, 2023'
              StaticText '2.1 mIU/L'
              StaticText 'Normal'
    """)
    vitd = hfc_head(3, "35 min", "Test Results") + tree("""
        [30] main ''
          [31] heading 'Vitamin D, 25-Hydroxy'
          StaticText 'Collected: Mar 8, 2024 8:14 AM'
          StaticText 'Resulted: Mar 9, 2024 3:02 PM'
          StaticText 'Ordering provider: Dr. Anita Rao, MD'
          [32] table 'Components'
            [33] row ''
              [34] columnheader 'Component'
              [35] columnheader 'Your value'
              [36] columnheader 'Standard range'
              [37] columnheader 'Flag'
            [38] row ''
              StaticText '25-Hydroxy Vitamin D, Total'
              StaticText '32.0 ng/mL (79.9 nmol/L)'
              StaticText '30.0 – 100.0 ng/mL'
              StaticText 'Normal'
          [39] heading 'Comment from Dr. Anita Rao, MD'
          StaticText 'Your level is in the normal range, near the low end. Keep taking 1,000 IU daily through the spring.'
          [40] link 'View trend'
          [41] link 'Print'
          [42] link 'Message your provider about this result'
    """)
    url = f"{HFC}/appointments/A-77120/reschedule"
    turns = [
        ("click('34')", axtree("Reschedule appointment | Harbor Family Clinic", hfc_resched(2, "25 min"), url)),
        ("click('45')", axtree("Reschedule appointment | Harbor Family Clinic", hfc_resched(2, "30 min", "Mon 3/25 1:20 PM"), url)),
        ("click('62')", axtree("Appointment rescheduled | Harbor Family Clinic", done, f"{HFC}/appointments/A-77318")),
        ("click('17')", axtree("Messages | Harbor Family Clinic", hfc_messages(3, "40 min", inbox), f"{HFC}/messages/inbox")),
        ("click('32')", axtree("New message | Harbor Family Clinic", hfc_compose("40 min"), f"{HFC}/messages/new")),
        ("select_option('33', 'Front Desk – Westgate')", axtree("New message | Harbor Family Clinic", hfc_compose("40 min", "Front Desk – Westgate"), f"{HFC}/messages/new")),
        (f"fill('34', '{subj}')", axtree("New message | Harbor Family Clinic", hfc_compose("40 min", "Front Desk – Westgate", subj), f"{HFC}/messages/new")),
        (f"fill('35', '{body}')", axtree("New message | Harbor Family Clinic", hfc_compose("40 min", "Front Desk – Westgate", subj, body), f"{HFC}/messages/new")),
        ("click('37')", axtree("Sent | Harbor Family Clinic", hfc_messages(3, "35 min", sent, "Sent", "Your message was sent."), f"{HFC}/messages/sent")),
        ("click('18')", axtree("Test Results | Harbor Family Clinic", results, f"{HFC}/results")),
        ("click('41')", axtree("Vitamin D, 25-Hydroxy | Harbor Family Clinic", vitd, f"{HFC}/results/R-2024-031107")),
    ]
    state = goal("Move the Mar 19 dermatology appointment to the first afternoon slot next week, ask the Westgate front desk about parking validation, then read the new Vitamin D result.",
                 "Home | Harbor Family Clinic", home, f"{HFC}/home")
    return dict(tid="h18-web-13", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Partnerhub vendor dashboard (14)
PH = "https://vendors.partnerhub.io"
KF = [("KF-TEA-001", "English Breakfast, loose leaf 100g", 6, "$6.20", "$12.00", 12, 7),
      ("KF-TEA-002", "Earl Grey Cream, loose leaf 100g", 6, "$6.80", "$13.00", 12, 7),
      ("KF-TEA-005", "Sencha Kabusecha 80g", 6, "$9.10", "$18.00", 12, 10),
      ("KF-TEA-008", "Darjeeling First Flush 80g", 6, "$11.40", "$22.00", 6, 12),
      ("KF-TEA-011", "Rooibos Vanilla, loose leaf 100g", 6, "$5.90", "$11.50", 12, 7),
      ("KF-TEA-014", "Smoked Lapsang Souchong 100g", 6, "$8.40", "$16.00", 12, 9),
      ("KF-TEA-015", "Lapsang Souchong, gift tin 250g", 4, "$17.60", "$34.00", 8, 9),
      ("KF-TEA-019", "Genmaicha 100g", 6, "$6.60", "$12.50", 12, 10),
      ("KF-ACC-002", "Cast Iron Teapot 0.8 L", 2, "$22.00", "$45.00", 4, 14),
      ("KF-ACC-004", "Bamboo Tea Scoop", 12, "$1.80", "$4.00", 24, 7),
      ("KF-ACC-007", "Stainless Infuser Basket", 12, "$2.40", "$6.00", 24, 7),
      ("KF-GFT-001", "Discovery Sampler Box", 4, "$14.50", "$29.00", 8, 10)]


def ph_head(active: str, toast: str | None = None) -> list[str]:
    out = tree("""
        [10] banner ''
          [11] link 'Partnerhub'
          StaticText 'Kettle & Fern Co. · Vendor ID V-30417'
          [12] button 'Notifications (2)'
          [13] button 'Lena Ortiz' hasPopup: menu
        [14] navigation 'Vendor'
    """)
    for i, n in enumerate(["Dashboard", "Catalog", "Purchase orders", "Shipments", "Invoices", "Performance", "Settings"]):
        out.append(f"\t[{15 + i}] link '{n}'" + (" current: page" if n == active else ""))
    if toast:
        out += ["[25] status ''", f"\tStaticText '{toast}'", "\t[26] button 'Dismiss'"]
    return out


def ph_catalog(rows: list[tuple], query: str, count: str) -> list[str]:
    out = ph_head("Catalog") + tree(f"""
        [30] main ''
          [31] heading 'Catalog'
          [32] button 'Add product'
          [33] button 'Bulk upload (CSV)'
          [34] searchbox 'Search SKU or name' required: False{f" value='{query}'" if query else ""}
          [35] combobox 'Status' hasPopup: menu
            StaticText 'All statuses'
          StaticText '{count}'
          [36] table 'Products'
            [37] row ''
              [38] columnheader 'SKU'
              [39] columnheader 'Product'
              [40] columnheader 'Case pack'
              [41] columnheader 'Wholesale'
              [42] columnheader 'MSRP'
              [43] columnheader 'MOQ'
              [44] columnheader 'Lead time'
              [45] columnheader 'Status'
              [46] columnheader 'Actions'
    """)
    for i, (sku, name, case, whole, msrp, moq, lead) in enumerate(rows):
        b = 100 + 5 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{sku}'
              StaticText '{name}'
              StaticText '{case}'
              StaticText '{whole}'
              StaticText '{msrp}'
              StaticText '{moq} units'
              StaticText '{lead} days'
              StaticText 'Active'
              [{b + 2}] button 'Edit {sku}'
        """), 2)
    if not query:
        out += tree("""
            [200] button 'Previous page' disabled: True
            [201] button 'Page 1' pressed: true
            [202] button 'Page 2'
            [203] button 'Page 3'
            [204] button 'Page 4'
            [205] button 'Page 5'
            [206] button 'Next page'
        """)
    return out


def ph_edit(lead: str, moq: str, saved: bool = False) -> list[str]:
    stamp = "Mar 14, 2024 11:03 by Lena Ortiz" if saved else "Feb 2, 2024 16:40 by Sam Hughes"
    return ph_head("Catalog", "KF-TEA-014 saved." if saved else None) + tree(f"""
        [30] main ''
          [31] link 'Back to catalog'
          [32] heading 'Edit KF-TEA-014 · Smoked Lapsang Souchong 100g'
          StaticText 'Last updated {stamp}'
          [33] textbox 'Product name' required: True value='Smoked Lapsang Souchong 100g'
          [34] textbox 'SKU' required: True value='KF-TEA-014' readonly: True
          [35] textbox 'GTIN' required: False value='00850021374149'
          [36] spinbutton 'Case pack (units)' value='6'
          [37] textbox 'Wholesale price (USD)' required: True value='8.40'
          [38] textbox 'MSRP (USD)' required: True value='16.00'
          [39] spinbutton 'Minimum order quantity (units)' value='{moq}'
          [40] spinbutton 'Lead time (business days)' value='{lead}'
          StaticText 'Lead time is counted from PO acknowledgement to ship date.'
          [41] combobox 'Status' hasPopup: menu
            StaticText 'Active'
          [42] textbox 'Country of origin' required: False value='China (Fujian)'
          [43] checkbox 'Requires cold chain' checked: false
          [44] button 'Save changes'
          [45] button 'Discard'
    """)


PO_LINES = [("KF-TEA-001", "English Breakfast, loose leaf 100g", 48, 6.20), ("KF-TEA-002", "Earl Grey Cream, loose leaf 100g", 36, 6.80),
            ("KF-TEA-014", "Smoked Lapsang Souchong 100g", 36, 8.40), ("KF-ACC-004", "Bamboo Tea Scoop", 48, 1.80),
            ("KF-GFT-001", "Discovery Sampler Box", 16, 14.50), ("KF-TEA-011", "Rooibos Vanilla, loose leaf 100g", 24, 5.90)]


def t14() -> Traj:
    po_total = sum(q * p for _, _, q, p in PO_LINES)
    dash = ph_head("Dashboard") + tree("""
        [30] main ''
          [31] heading 'Good morning, Lena'
          StaticText 'Data as of Mar 14, 2024 10:58'
          [32] region 'Open POs'
            StaticText 'Open POs'
            StaticText '4'
          [33] region 'Fill rate (90 days)'
            StaticText 'Fill rate (90 days)'
            StaticText '96.2%'
          [34] region 'On-time ship (90 days)'
            StaticText 'On-time ship (90 days)'
            StaticText '93.8%'
          [35] region 'Average lead time'
            StaticText 'Average lead time'
            StaticText '8.4 days'
          [36] heading 'Tasks'
          [37] link 'Acknowledge PO-20931 (Greenleaf Grocers)'
          [38] link 'Upload certificate of insurance (expires Mar 31, 2024)'
    """)
    pos = [("PO-20931", "Greenleaf Grocers", 6, f"${po_total:,.2f}", "Mar 20, 2024", "Open"),
           ("PO-20928", "Bramble & Oak Cafés", 4, "$642.00", "Mar 19, 2024", "Open"),
           ("PO-20917", "Hollow Tree Co-op", 9, "$2,118.40", "Mar 18, 2024", "Acknowledged"),
           ("PO-20902", "Foxglove Market", 3, "$388.80", "Mar 15, 2024", "Ready to ship"),
           ("PO-20894", "Greenleaf Grocers", 7, "$1,560.20", "Mar 13, 2024", "Shipped"),
           ("PO-20877", "Teaspoon & Co", 5, "$734.50", "Mar 12, 2024", "Shipped"),
           ("PO-20866", "Bramble & Oak Cafés", 2, "$210.00", "Mar 8, 2024", "Delivered")]
    po_list = ph_head("Purchase orders") + tree("""
        [30] main ''
          [31] heading 'Purchase orders'
          [32] combobox 'Period' hasPopup: menu
            StaticText 'Last 30 days'
          StaticText '7 purchase orders'
          [33] table 'Purchase orders'
            [34] row ''
              [35] columnheader 'PO #'
              [36] columnheader 'Retailer'
              [37] columnheader 'Lines'
              [38] columnheader 'Total'
              [39] columnheader 'Ship by'
              [40] columnheader 'Status'
    """)
    for i, (po, who, lines, total, ship, status) in enumerate(pos):
        b = 100 + 3 * i
        po_list += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{po}'
              StaticText '{who}'
              StaticText '{lines}'
              StaticText '{total}'
              StaticText '{ship}'
              StaticText '{status}'
        """), 2)
    po_page = ph_head("Purchase orders") + tree("""
        [30] main ''
          [31] link 'All purchase orders'
          [32] heading 'PO-20931 · Greenleaf Grocers'
          StaticText 'Status: Open · Received Mar 13, 2024 · Ship by Mar 20, 2024'
          StaticText 'Ship to: Greenleaf Grocers DC, 2200 Harbor Way, Oakland, CA 94607'
          [33] button 'Acknowledge PO'
          [34] button 'Request change'
          [35] table 'Lines'
            [36] row ''
              [37] columnheader 'SKU'
              [38] columnheader 'Product'
              [39] columnheader 'Qty'
              [40] columnheader 'Unit price'
              [41] columnheader 'Line total'
    """)
    for i, (sku, name, q, p) in enumerate(PO_LINES):
        b = 100 + 2 * i
        po_page += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{sku}'
              StaticText '{name}'
              StaticText '{q}'
              StaticText '${p:.2f}'
              StaticText '${q * p:,.2f}'
        """), 2)
    po_page += sub([f"StaticText 'Total: ${po_total:,.2f}'"], 1)
    view = ph_head("Catalog") + tree("""
        [30] main ''
          [31] link 'Back to catalog'
          [32] heading 'KF-TEA-014 · Smoked Lapsang Souchong 100g'
          StaticText 'Last updated Mar 14, 2024 11:03 by Lena Ortiz'
          [33] button 'Edit'
          [34] tablist ''
            [35] tab 'Details' selected: True
            [36] tab 'Inventory' selected: False
            [37] tab 'Images' selected: False
          StaticText 'GTIN: 00850021374149'
          StaticText 'Case pack: 6 units'
          StaticText 'Wholesale: $8.40 · MSRP: $16.00'
          StaticText 'Minimum order quantity: 24 units'
          StaticText 'Lead time: 9 business days'
          StaticText 'Status: Active'
          StaticText 'Country of origin: China (Fujian)'
          StaticText 'Open PO demand: 36 units (PO-20931)'
    """)
    lapsang = [r for r in KF if "Lapsang" in r[1]]
    after = [r if r[0] != "KF-TEA-014" else (*r[:5], 24, 9) for r in KF]
    eurl = f"{PH}/catalog/KF-TEA-014/edit"
    turns = [
        ("click('16')", axtree("Catalog · Partnerhub", ph_catalog(KF, "", "1–12 of 63"), f"{PH}/catalog")),
        ("fill('34', 'lapsang')", axtree("Catalog · Partnerhub", ph_catalog(lapsang, "lapsang", "2 results"), f"{PH}/catalog?q=lapsang")),
        ("click('102')", axtree("Edit KF-TEA-014 · Partnerhub", ph_edit("9", "12"), eurl)),
        ("fill('40', '12')", axtree("Edit KF-TEA-014 · Partnerhub", ph_edit("12", "12"), eurl)),
        ("fill('39', '24')", axtree("Edit KF-TEA-014 · Partnerhub", ph_edit("12", "24"), eurl)),
        ("click('44')", axtree("Edit KF-TEA-014 · Partnerhub", ph_edit("12", "24", saved=True), eurl)),
        ("click('31')", axtree("Catalog · Partnerhub", ph_catalog(after, "", "1–12 of 63"), f"{PH}/catalog")),
        ("click('17')", axtree("Purchase orders · Partnerhub", po_list, f"{PH}/purchase-orders")),
        ("click('101')", axtree("PO-20931 · Partnerhub", po_page, f"{PH}/purchase-orders/PO-20931")),
        ("click('105')", axtree("KF-TEA-014 · Partnerhub", view, f"{PH}/catalog/KF-TEA-014")),
    ]
    state = goal("For SKU KF-TEA-014 (Smoked Lapsang Souchong 100g) raise the lead time from 9 to 12 business days and the MOQ from 12 to 24 units, then see which open PO includes it.",
                 "Dashboard · Partnerhub", dash, f"{PH}/dashboard")
    return dict(tid="h18-web-14", turns=turns, state=state, bad=True, turn=7,
                kind="lead time saved as 12 business days (edit form after save) reads back as 9 days in the catalog list, while the MOQ saved with it shows the new 24")


# ---------------------------------------------------------------- MediaWiki (15)
WIKI = "https://wiki.kestrel-labs.de"
ROTA0 = [("10", "Mar 4 – Mar 10", "Jonas Berg", "Mira Schulz"), ("11", "Mar 11 – Mar 17", "Mira Schulz", "Marek Novak"),
         ("12", "Mar 18 – Mar 24", "Marek Novak", "Jonas Berg"), ("13", "Mar 25 – Mar 31", "Jonas Berg", "Ines Carvalho"),
         ("14", "Apr 1 – Apr 7", "Ines Carvalho", "Mira Schulz")]
ROTA1 = [r if r[0] != "12" else ("12", r[1], "Ines Carvalho", r[3]) for r in ROTA0]
SWAP = "* Week 12: Ines Carvalho covers for Marek Novak (agreed in #sre-oncall on 13 March)."


def rota_text(rows: list[tuple[str, str, str, str]], swap: bool) -> str:
    lines = ["{{Infobox team page|team=SRE|owner=[[User:Dana Whitfield|Dana Whitfield]]}}",
             "The '''on-call rotation''' for the SRE team. Shifts run Monday 09:00 to the next Monday 09:00 (CET). The primary carries the pager; the secondary is paged after 15 minutes.",
             "", "== Schedule ==", '{| class="wikitable"', "! Week !! Dates !! Primary !! Secondary"]
    for r in rows:
        lines += ["|-", f"| {r[0]} || {r[1]} || {r[2]} || {r[3]}"]
    lines += ["|}", "", "== Swaps ==", "Agree swaps in #sre-oncall and update this table before the shift starts."]
    if swap:
        lines.append(SWAP)
    lines += ["", "== See also ==", "* [[Runbook: paging]]", "* [[Team: SRE]]", "[[Category:SRE]]"]
    return "\n".join(lines)


def mw_head(title: str, watched: bool, tab: str = "Read") -> list[str]:
    out = tree(f"""
        [10] navigation 'Personal tools'
          [11] link 'Mira Schulz'
          [12] link 'Talk'
          [13] link 'Preferences'
          [14] link 'Watchlist'
          [15] link 'Contributions'
          [16] link 'Log out'
        [17] navigation 'Namespaces'
          [18] link 'Page'
          [19] link 'Discussion'
        [20] navigation 'Views'
          [21] link 'Read'{" current: page" if tab == "Read" else ""}
          [22] link 'Edit'{" current: page" if tab == "Edit" else ""}
          [23] link 'View history'{" current: page" if tab == "History" else ""}
          [24] link '{"Unwatch" if watched else "Watch"}'
          [25] button 'More' hasPopup: menu
        [26] search ''
          [27] searchbox 'Search Kestrel Wiki' required: False
          [28] button 'Go'
        [29] navigation 'Navigation'
          [30] link 'Main page'
          [31] link 'Recent changes'
          [32] link 'Random page'
          [33] link 'Help about MediaWiki'
        [34] heading '{title}'
    """)
    return out


def mw_view(rows, swap: bool, edited: str, watched: bool, saved: bool = False) -> list[str]:
    out = mw_head("On-call rotation", watched)
    if saved:
        out += ["[35] status ''", "\tStaticText 'Your edit was saved.'"]
    out += tree("""
        [40] main ''
          [41] table 'Infobox'
            StaticText 'Team'
            [42] link 'SRE'
            StaticText 'Owner'
            [43] link 'Dana Whitfield'
          StaticText 'The on-call rotation for the SRE team. Shifts run Monday 09:00 to the next Monday 09:00 (CET). The primary carries the pager; the secondary is paged after 15 minutes.'
          [44] navigation 'Contents'
            [45] link '1 Schedule'
            [46] link '2 Swaps'
            [47] link '3 See also'
          [48] heading 'Schedule'
          [49] table ''
            [50] row ''
              [51] columnheader 'Week'
              [52] columnheader 'Dates'
              [53] columnheader 'Primary'
              [54] columnheader 'Secondary'
    """)
    for i, (w, d, p, s) in enumerate(rows):
        out += sub(tree(f"""
            [{60 + i}] row ''
              [{70 + 4 * i}] cell '{w}'
              [{71 + 4 * i}] cell '{d}'
              [{72 + 4 * i}] cell '{p}'
              [{73 + 4 * i}] cell '{s}'
        """), 2)
    out += sub(tree("""
        [95] heading 'Swaps'
        StaticText 'Agree swaps in #sre-oncall and update this table before the shift starts.'
    """), 1)
    if swap:
        out += sub(tree("""
            [96] list ''
              [97] listitem ''
                StaticText 'Week 12: Ines Carvalho covers for Marek Novak (agreed in #sre-oncall on 13 March).'
        """), 1)
    out += sub(tree(f"""
        [98] heading 'See also'
        [99] list ''
          [100] link 'Runbook: paging'
          [101] link 'Team: SRE'
        [102] link 'Category: SRE'
        StaticText 'This page was last edited on 14 March 2024, at {edited}.'
    """), 1)
    return out


def mw_edit(text: str, summary: str = "", diff: list[str] | None = None) -> list[str]:
    flat = text.replace("\n", "\\n")
    out = mw_head("Editing On-call rotation", False, "Edit")
    if diff:
        out += ["[36] table 'Difference between revisions'"] + sub(diff, 1)
    out += tree(f"""
        [37] toolbar 'Editing toolbar'
          [38] button 'Bold'
          [39] button 'Italic'
          [40] button 'Link'
          [41] button 'Embedded file'
          [42] button 'Reference'
        [43] textbox 'Wikitext source editor' required: False value='{flat}'
        [44] textbox 'Summary:' required: False{f" value='{summary}'" if summary else ""}
        [45] checkbox 'This is a minor edit' checked: false
        [46] checkbox 'Watch this page' checked: true
        [47] button 'Save changes'
        [48] button 'Show preview'
        [49] button 'Show changes'
        [50] link 'Cancel'
        StaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'
    """)
    return out


def t15() -> Traj:
    old, new = rota_text(ROTA0, False), rota_text(ROTA1, True)
    b_old, b_new = len(old.encode()), len(new.encode())
    delta = b_new - b_old
    summ = "Week 12: Ines covers for Marek"
    diff = tree(f"""
        [600] row ''
          StaticText 'Revision as of 09:12, 14 March 2024'
          StaticText 'Your text'
        [601] row ''
          StaticText 'Line 12:'
          StaticText 'Line 12:'
        [602] row ''
          StaticText '− | 12 || Mar 18 – Mar 24 || Marek Novak || Jonas Berg'
          StaticText '+ | 12 || Mar 18 – Mar 24 || Ines Carvalho || Jonas Berg'
        [603] row ''
          StaticText 'Line 20:'
          StaticText 'Line 20:'
        [604] row ''
          StaticText 'Agree swaps in #sre-oncall and update this table before the shift starts.'
          StaticText 'Agree swaps in #sre-oncall and update this table before the shift starts.'
        [605] row ''
          StaticText ''
          StaticText '+ {SWAP}'
    """)
    hist_rows = [("11:20, 14 March 2024", "4417", "Mira Schulz", b_new, delta, summ),
                 ("09:12, 14 March 2024", "4411", "Dana Whitfield", b_old, 112, "Add week 14"),
                 ("16:03, 29 February 2024", "4302", "Jonas Berg", b_old - 112, -6, "Fix week 10 dates"),
                 ("10:47, 26 February 2024", "4277", "Dana Whitfield", b_old - 106, 224, "Add weeks 12-13"),
                 ("08:31, 19 February 2024", "4198", "Dana Whitfield", b_old - 330, b_old - 330, "Created page with \"{{Infobox team page|team=SRE\"")]
    hist = mw_head("On-call rotation: Revision history", True, "History") + tree("""
        [40] main ''
          [41] link 'View logs for this page'
          [42] button 'Compare selected revisions'
          [43] list ''
    """)
    for i, (when, _oldid, user, size, d, s) in enumerate(hist_rows):
        b = 50 + 6 * i
        sign = f"+{d:,}" if d > 0 else f"−{-d:,}"
        hist += sub(tree(f"""
            [{b}] listitem ''
              [{b + 1}] link 'cur'
              [{b + 2}] link 'prev'
              [{b + 3}] link '{when}'
              [{b + 4}] link '{user}'
              StaticText '{size:,} bytes'
              StaticText '{sign}'
              StaticText '{s}'
              [{b + 5}] link 'undo'
        """), 2)
    hist += sub(["StaticText '(newest | oldest) View (newer 50 | older 50) (20 | 50 | 100 | 250 | 500)'"], 1)
    rc = mw_head("Recent changes", False) + tree(f"""
        [40] main ''
          [41] combobox 'Results to show' hasPopup: menu
            StaticText '50 changes, 7 days'
          [42] heading '14 March 2024'
          [43] list ''
            [44] listitem ''
              StaticText '(diff | hist) . . Runbook: etcd certificate rotation; 11:21 . . (+486) . . Jonas Berg (talk | contribs) (→Verify: add openssl check)'
            [45] listitem ''
              StaticText '(diff | hist) . . On-call rotation; 11:20 . . (+{delta}) . . Mira Schulz (talk | contribs) ({summ})'
            [46] listitem ''
              StaticText '(diff | hist) . . N Postmortem 2024-03-13 VPN outage; 11:18 . . (+3,902) . . Dana Whitfield (talk | contribs) (Created page with "== Summary ==")'
            [47] listitem ''
              StaticText '(diff | hist) . . On-call rotation; 09:12 . . (+112) . . Dana Whitfield (talk | contribs) (Add week 14)'
            [48] listitem ''
              StaticText '(diff | hist) . . Team: SRE; 08:55 . . (+41) . . Marek Novak (talk | contribs) (→Members: phone number)'
          [49] heading '13 March 2024'
          [50] list ''
            [51] listitem ''
              StaticText '(diff | hist) . . Runbook: paging; 17:40 . . (−18) . . Ines Carvalho (talk | contribs) (PagerDuty service renamed)'
            [52] listitem ''
              [53] link 'Team: SRE'
              StaticText '(diff | hist) . . Team: SRE; 15:02 . . (+230) . . Dana Whitfield (talk | contribs) (→Ownership)'
    """)
    team = mw_head("Team: SRE", False) + tree("""
        [40] main ''
          StaticText 'The Site Reliability Engineering team runs the production platform, the paging setup and the incident process.'
          [41] heading 'Members'
          [42] list ''
            [43] listitem ''
              StaticText 'Dana Whitfield (lead), ext. 4410'
            [44] listitem ''
              StaticText 'Jonas Berg, ext. 4415'
            [45] listitem ''
              StaticText 'Mira Schulz, ext. 4418'
            [46] listitem ''
              StaticText 'Marek Novak, ext. 4419, +49 170 5550192'
            [47] listitem ''
              StaticText 'Ines Carvalho, ext. 4421'
          [48] heading 'Ownership'
          StaticText 'Kubernetes clusters, etcd, the VPN gateways, observability stack, CI runners.'
          [49] heading 'Pages'
          [50] list ''
            [51] link 'On-call rotation'
            [52] link 'Runbook: paging'
            [53] link 'Runbook: etcd certificate rotation'
          StaticText 'This page was last edited on 14 March 2024, at 08:55.'
    """)
    url = f"{WIKI}/index.php?title=On-call_rotation"
    turns = [
        ("click('22')", axtree("Editing On-call rotation - Kestrel Wiki", mw_edit(old), f"{url}&action=edit")),
        ("fill('43', " + repr(new) + ")", axtree("Editing On-call rotation - Kestrel Wiki", mw_edit(new), f"{url}&action=edit")),
        (f"fill('44', '{summ}')", axtree("Editing On-call rotation - Kestrel Wiki", mw_edit(new, summ), f"{url}&action=edit")),
        ("click('49')", axtree("Editing On-call rotation - Kestrel Wiki", mw_edit(new, summ, diff), f"{url}&action=submit")),
        ("click('47')", axtree("On-call rotation - Kestrel Wiki", mw_view(ROTA1, True, "11:20", True, saved=True), f"{WIKI}/wiki/On-call_rotation")),
        ("click('23')", axtree("On-call rotation: Revision history - Kestrel Wiki", hist, f"{url}&action=history")),
        ("click('31')", axtree("Recent changes - Kestrel Wiki", rc, f"{WIKI}/wiki/Special:RecentChanges")),
        ("click('53')", axtree("Team: SRE - Kestrel Wiki", team, f"{WIKI}/wiki/Team:_SRE")),
    ]
    state = goal("On the wiki's On-call rotation page, make Ines Carvalho the primary for week 12 instead of Marek Novak and note the swap, then check the page history and recent changes.",
                 "On-call rotation - Kestrel Wiki", mw_view(ROTA0, False, "09:12", False), f"{WIKI}/wiki/On-call_rotation")
    return dict(tid="h18-web-15", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- osTicket (16)
OST = "https://helpdesk.brightwave.net/scp"
DEPTS = [("Maintenance", "Public", 3, "support@helpdesk.brightwave.net", "Priya Nair"),
         ("Sales", "Public", 5, "sales@helpdesk.brightwave.net", "Leo Grant"),
         ("Support", "Public", 9, "support@helpdesk.brightwave.net", "Priya Nair")]


def ost_head(panel: str, tab: str, alert: str | None = None) -> list[str]:
    out = tree(f"""
        [10] banner ''
          [11] link 'osTicket :: Staff Control Panel'
          StaticText 'Welcome, Sam Reyes.'
          [12] link '{"Agent Panel" if panel == "admin" else "Admin Panel"}'
          [13] link 'Profile'
          [14] link 'Log Out'
        [15] navigation ''
    """)
    tabs = ["Dashboard", "Settings", "Manage", "Emails", "Agents"] if panel == "admin" else ["Dashboard", "Users", "Tasks", "Tickets", "Knowledgebase"]
    out += [f"\t[{16 + i}] link '{t}'" + (" current: page" if t == tab else "") for i, t in enumerate(tabs)]
    if panel == "admin":
        out += tree("""
            [21] navigation ''
              [22] link 'Agents'
              [23] link 'Teams'
              [24] link 'Roles'
              [25] link 'Departments' current: page
        """)
    else:
        out += tree("""
            [21] navigation ''
              [22] link 'Open (23)'
              [23] link 'My Tickets (6)'
              [24] link 'Closed'
              [25] link 'Search'
              [26] link 'New Ticket'
        """)
    if alert:
        out += ["[27] alert ''", f"\tStaticText '{alert}'"]
    return out


def ost_dept_list(billing: str) -> list[str]:
    rows = sorted([(billing, "Public", 4, "billing@helpdesk.brightwave.net", "Sam Reyes"), *DEPTS])
    out = ost_head("admin", "Agents") + tree("""
        [30] main ''
          [31] heading 'Departments'
          [32] link 'Add New Department'
          [33] button 'More' hasPopup: menu
          [34] table ''
            [35] row ''
              [36] columnheader ''
              [37] columnheader 'Name'
              [38] columnheader 'Type'
              [39] columnheader 'Agents'
              [40] columnheader 'Email Address'
              [41] columnheader 'Manager'
    """)
    for i, (name, typ, n, email, mgr) in enumerate(rows):
        b = 50 + 3 * i
        label = f"{name} (Default)" if name == "Support" else name
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] checkbox '' checked: false
              [{b + 2}] link '{label}'
              StaticText '{typ}'
              StaticText '{n}'
              StaticText '{email}'
              StaticText '{mgr}'
        """), 2)
    out.append("\tStaticText 'Showing 1 - 4 of 4 departments'")
    return out


def ost_dept_form(name: str, saved: bool = False) -> list[str]:
    return ost_head("admin", "Agents", "Successfully updated department." if saved else None) + tree(f"""
        [30] main ''
          [31] heading 'Update Department'
          [32] tablist ''
            [33] tab 'Settings' selected: True
            [34] tab 'Access' selected: False
          [35] combobox 'Parent' hasPopup: menu
            StaticText '— Top-Level Department —'
          [36] textbox 'Name' required: True value='{name}'
          [37] radio 'Public (Ticket Assignment)' checked: true
          [38] radio 'Private (Internal)' checked: false
          [39] combobox 'Email' hasPopup: menu
            StaticText 'Brightwave Billing <billing@helpdesk.brightwave.net>'
          [40] combobox 'Template Set' hasPopup: menu
            StaticText '— System Default —'
          [41] combobox 'SLA' hasPopup: menu
            StaticText 'Default SLA (18 hrs - Active)'
          [42] combobox 'Manager' hasPopup: menu
            StaticText 'Sam Reyes'
          [43] checkbox 'Restrict ticket assignment to department members' checked: true
          [44] checkbox 'Disable auto claiming' checked: false
          [45] checkbox 'New Ticket auto-response' checked: true
          [46] textbox 'Department Signature' required: False value='Brightwave Billing Team\\nMon–Fri 08:00–18:00 WAT'
          [47] button 'Save Changes'
          [48] button 'Reset'
          [49] button 'Cancel'
    """)


TICKETS = [("418241", "03/14/24 10:58 AM", "Refund not received for order 55120", "Karen Doyle", "Normal", ""),
           ("418237", "03/14/24 10:31 AM", "Cannot log in after password reset", "Ben Ohara", "High", "Priya Nair"),
           ("418233", "03/14/24 09:47 AM", "Charged twice for March subscription", "Olu Adebayo", "Normal", ""),
           ("418229", "03/14/24 08:12 AM", "Invoice address change request", "Mei Tanaka", "Low", ""),
           ("418220", "03/13/24 05:40 PM", "Router keeps rebooting (model BW-AX3000)", "Jorge Lima", "Normal", "Leo Grant"),
           ("418215", "03/13/24 03:22 PM", "Upgrade plan to 1 Gbit", "Fatima Zahra", "Low", "Leo Grant"),
           ("418209", "03/13/24 11:05 AM", "Technician missed appointment", "Greg Hill", "High", "Priya Nair"),
           ("418201", "03/12/24 04:18 PM", "Static IP request for business line", "Anders Holm", "Normal", "")]
NOTE = "Duplicate charge confirmed in Paystack: two captures of NGN 18,500 on 03/01 (refs PSK-99120, PSK-99121). Refunding PSK-99121 today."


def ost_ticket(dept: str, updated: str, events: list[str], note_tab: bool = False, note: str = "", alert: str | None = None) -> list[str]:
    out = ost_head("agent", "Tickets", alert) + tree(f"""
        [30] main ''
          [31] heading 'Ticket #418233'
          [32] button 'Assign'
          [33] button 'Transfer'
          [34] button 'Edit'
          [35] button 'Print'
          [36] button 'Change Status' hasPopup: menu
          [37] button 'More' hasPopup: menu
          StaticText 'Charged twice for March subscription'
          [38] table ''
            StaticText 'Status:'
            StaticText 'Open'
            StaticText 'Priority:'
            StaticText 'Normal'
            StaticText 'Department:'
            StaticText '{dept}'
            StaticText 'Create Date:'
            StaticText '3/14/24 9:47 AM'
            StaticText 'User:'
            [39] link 'Olu Adebayo'
            StaticText 'Email:'
            StaticText 'olu.adebayo@mailbox.ng'
            StaticText 'Source:'
            StaticText 'Email'
            StaticText 'Assigned To:'
            StaticText '— Unassigned —'
            StaticText 'SLA Plan:'
            StaticText 'Default SLA'
            StaticText 'Due Date:'
            StaticText '3/15/24 3:47 AM'
            StaticText 'Help Topic:'
            StaticText 'Billing Inquiry'
            StaticText 'Last Message:'
            StaticText '3/14/24 9:47 AM'
            StaticText 'Last Response:'
            StaticText '{updated}'
          [40] region 'Thread'
            [41] article 'Olu Adebayo posted 3/14/24 9:47 AM'
              StaticText 'Hello, my card was charged twice (2 x NGN 18,500) for the March subscription on 03/01. Please refund one of them. Account 7730-118.'
    """)
    for i, e in enumerate(events):
        out.append(f"\t\t[{42 + i}] StaticText '{e}'")
    out += tree(f"""
        [50] tablist ''
          [51] tab 'Post Reply' selected: {"False" if note_tab else "True"}
          [52] tab 'Post Internal Note' selected: {"True" if note_tab else "False"}
    """)
    if note_tab:
        out += tree(f"""
            [53] textbox 'Note title' required: False
            [54] textbox 'Internal Note' required: True{f" value='{note}'" if note else ""}
            [55] combobox 'Ticket Status' hasPopup: menu
              StaticText 'Open (current)'
            [56] button 'Post Note'
            [57] button 'Reset'
        """)
    else:
        out += tree("""
            [53] combobox 'To' hasPopup: menu
              StaticText 'Olu Adebayo <olu.adebayo@mailbox.ng>'
            [54] textbox 'Response' required: True
            [55] combobox 'Ticket Status' hasPopup: menu
              StaticText 'Open (current)'
            [56] button 'Post Reply'
            [57] button 'Reset'
        """)
    return out


def t16() -> Traj:
    new = "Billing & Payments"
    queue = ost_head("agent", "Tickets") + tree("""
        [30] main ''
          [31] heading 'Open Tickets'
          [32] searchbox 'Search' required: False
          [33] button 'Sort' hasPopup: menu
          [34] table ''
            [35] row ''
              [36] columnheader 'Ticket'
              [37] columnheader 'Last Updated'
              [38] columnheader 'Subject'
              [39] columnheader 'From'
              [40] columnheader 'Priority'
              [41] columnheader 'Assigned To'
    """)
    for i, (num, upd, subj, who, prio, agent) in enumerate(TICKETS):
        b = 50 + 3 * i
        queue += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{num}'
              StaticText '{upd}'
              [{b + 2}] link '{subj}'
              StaticText '{who}'
              StaticText '{prio}'
              StaticText '{agent}'
        """), 2)
    queue.append("\tStaticText 'Page: [1] 2 3 Showing 1 - 8 of 23'")
    transfer = ost_ticket("Support", "—", []) + tree("""
        [70] dialog 'Transfer Ticket #418233'
          [71] heading 'Transfer Ticket #418233: Charged twice for March subscription'
          StaticText 'Ticket is currently in Support department.'
          [72] combobox 'Department' hasPopup: menu
            StaticText '{sel}'
          [73] option 'Billing & Payments' selected: {b}
          [74] option 'Maintenance' selected: False
          [75] option 'Sales' selected: False
          [76] textbox 'Comments' required: False
          [77] button 'Reset'
          [78] button 'Cancel'
          [79] button 'Transfer'
    """)
    tr0 = [ln.replace("{sel}", "— Select Department —").replace("{b}", "False") for ln in transfer]
    tr1 = [ln.replace("{sel}", new).replace("{b}", "True") for ln in transfer]
    ev = [f"Sam Reyes transferred this to {new} 3/14/24 11:12 AM"]
    ev2 = ev + ["Internal note by Sam Reyes 3/14/24 11:14 AM: " + NOTE]
    durl = f"{OST}/departments.php?id=3"
    turl = f"{OST}/tickets.php?id=9127"
    turns = [
        ("click('52')", axtree("osTicket :: Departments", ost_dept_form("Billing"), durl)),
        (f"fill('36', '{new}')", axtree("osTicket :: Departments", ost_dept_form(new), durl)),
        ("click('47')", axtree("osTicket :: Departments", ost_dept_form(new, saved=True), durl)),
        ("click('25')", axtree("osTicket :: Departments", ost_dept_list(new), f"{OST}/departments.php")),
        ("click('12')", axtree("osTicket :: Tickets", queue, f"{OST}/tickets.php?queue=1")),
        ("click('57')", axtree("Ticket #418233 :: osTicket", ost_ticket("Support", "—", []), turl)),
        ("click('33')", axtree("Ticket #418233 :: osTicket", tr0, turl)),
        (f"select_option('72', '{new}')", axtree("Ticket #418233 :: osTicket", tr1, turl)),
        ("click('79')", axtree("Ticket #418233 :: osTicket", ost_ticket(new, "—", ev, alert=f"Ticket transferred successfully to {new}"), turl)),
        ("click('52')", axtree("Ticket #418233 :: osTicket", ost_ticket("Billing", "—", ev, note_tab=True), turl)),
        (f"fill('54', '{NOTE}')", axtree("Ticket #418233 :: osTicket", ost_ticket("Billing", "—", ev, note_tab=True, note=NOTE), turl)),
        ("click('56')", axtree("Ticket #418233 :: osTicket", ost_ticket("Billing", "—", ev2, note_tab=True, alert="Internal note posted successfully"), turl)),
    ]
    state = goal("Rename the Billing department to 'Billing & Payments', then transfer ticket #418233 (double charge) to it and leave an internal note about the refund.",
                 "osTicket :: Departments", ost_dept_list("Billing"), f"{OST}/departments.php")
    return dict(tid="h18-web-16", turns=turns, state=state, bad=True, turn=10,
                kind="department renamed to 'Billing & Payments' (and the ticket transferred there) shows under its old name 'Billing' in the ticket's Department field")


# ---------------------------------------------------------------- Evergreen OPAC (17)
EG = "https://catalog.lakeshorelibraries.org/eg/opac/myopac"


def eg_head(tab: str, out_n: int, overdue: int, ready: int, charges: str, alert: list[str] | None = None) -> list[str]:
    out = tree(f"""
        [10] banner ''
          [11] link 'Lakeshore Libraries Consortium'
          StaticText 'Welcome, Priya Shah'
          [12] link 'My Account'
          [13] link 'My Lists'
          [14] link 'Logout'
        [15] search ''
          [16] textbox 'Search the catalog' required: False
          [17] combobox 'Search field' hasPopup: menu
            StaticText 'Keyword'
          [18] button 'Search'
        StaticText 'Checked out: {out_n} | Overdue: {overdue} | Holds: 2 | Ready for pickup: {ready} | Charges: {charges}'
        [19] tablist 'My Account'
    """)
    for i, t in enumerate(["Account Summary", "Items Checked Out", "Holds", "Charges", "Payment history", "Account Preferences"]):
        out.append(f"\t[{20 + i}] tab '{t}' selected: {'True' if t == tab else 'False'}")
    if alert:
        out += ["[27] alert ''"] + [f"\tStaticText '{a}'" for a in alert]
    return out


EG_ITEMS = [("The Vanishing Half / Bennett, Brit", "39012004417785", "FIC BENNETT"),
            ("The Midnight Library / Haig, Matt", "39012003995120", "FIC HAIG"),
            ("Atomic Habits / Clear, James", "39012004120013", "158.1 CLE"),
            ("Project Hail Mary / Weir, Andy", "39012004233181", "SF WEIR")]


def eg_checked_out(due: list[str], left: list[int], checked: bool, action: str, ready: int, charges: str, overdue: int,
                   alert: list[str] | None = None) -> list[str]:
    out = eg_head("Items Checked Out", 4, overdue, ready, charges, alert) + tree(f"""
        [30] main ''
          [31] combobox 'Actions for selected items' hasPopup: menu
            StaticText '{action}'
          [32] button 'Go'
          [33] table 'Items checked out'
            [34] row ''
              [35] columnheader 'Select all'
                [36] checkbox 'Select all' checked: {"true" if checked else "false"}
              [37] columnheader 'Title / Author'
              [38] columnheader 'Renewals Left'
              [39] columnheader 'Due Date'
              [40] columnheader 'Barcode'
              [41] columnheader 'Call Number'
    """)
    for i, (title, bc, call) in enumerate(EG_ITEMS):
        b = 50 + 3 * i
        d = due[i] + (" (Overdue)" if due[i] == "03/11/2024" else "")
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] checkbox '' checked: {"true" if checked else "false"}
              [{b + 2}] link '{title}'
              StaticText '{left[i]}'
              StaticText '{d}'
              StaticText '{bc}'
              StaticText '{call}'
        """), 2)
    return out


def t17() -> Traj:
    due0, left0 = ["03/11/2024", "03/18/2024", "03/20/2024", "03/21/2024"], [2, 1, 2, 1]
    due1, left1 = ["04/04/2024", "03/18/2024", "04/04/2024", "04/04/2024"], [1, 1, 1, 0]
    renew_msg = ["3 item(s) renewed.", "The Midnight Library: not renewed. Item is needed to fill a hold (code: COPY_NEEDED_FOR_HOLD)."]
    charges = eg_head("Charges", 4, 0, 0, "$1.60") + tree("""
        [30] main ''
          [31] heading 'Current Charges'
          [32] table 'Charges'
            [33] row ''
              [34] columnheader 'Pay'
              [35] columnheader 'Owed'
              [36] columnheader 'Billing Type'
              [37] columnheader 'Title'
              [38] columnheader 'Billed'
            [40] row ''
              [41] checkbox '' checked: true
              StaticText '$0.60'
              StaticText 'Overdue materials'
              StaticText 'The Vanishing Half (3 days x $0.20)'
              StaticText '3/14/2024'
            [42] row ''
              [43] checkbox '' checked: true
              StaticText '$1.00'
              StaticText 'Lost card replacement'
              StaticText ''
              StaticText '2/28/2024'
          StaticText 'Total amount selected: $1.60'
          [44] button 'Pay selected charges'
    """)

    def payform(card: str = "", year: str = "Year") -> list[str]:
        return eg_head("Charges", 4, 0, 0, "$1.60") + tree(f"""
            [30] main ''
              [31] heading 'Pay Charges'
              StaticText 'Amount to pay: $1.60'
              [32] textbox 'Credit card number' required: True{f" value='{card}'" if card else ""}
              [33] textbox 'Security code' required: False
              [34] combobox 'Expiration month' hasPopup: menu
                StaticText '09'
              [35] combobox 'Expiration year' hasPopup: menu
                StaticText '{year}'
              [36] textbox 'First name' required: True value='Priya'
              [37] textbox 'Last name' required: True value='Shah'
              [38] textbox 'Street address' required: True value='2215 Lakeview Ave'
              [39] textbox 'City' required: True value='Evanston'
              [40] textbox 'State' required: True value='IL'
              [41] textbox 'ZIP' required: True value='60201'
              [42] button 'Submit payment'
              [43] link 'Cancel'
        """)
    paid = eg_head("Charges", 4, 0, 0, "$0.00", ["Payment successful.", "Receipt #: 2871154. Paid $1.60 by credit card ending 1111 on Mar 14, 2024."]) + tree("""
        [30] main ''
          [31] heading 'Current Charges'
          StaticText 'You have no current charges.'
          [44] link 'Print receipt'
          [45] link 'Email receipt'
    """)
    hist = eg_head("Payment history", 4, 0, 1, "$0.00") + tree("""
        [30] main ''
          [31] heading 'Payments'
          [32] table 'Payment history'
            [33] row ''
              [34] columnheader 'Payment date'
              [35] columnheader 'Payment for'
              [36] columnheader 'Amount'
              [37] columnheader 'Receipt'
            [40] row ''
              StaticText '03/14/2024'
              StaticText 'Overdue materials; Lost card replacement'
              StaticText '$1.60'
              [41] link 'Receipt 2871154'
            [42] row ''
              StaticText '01/22/2024'
              StaticText 'Overdue materials'
              StaticText '$0.40'
              [43] link 'Receipt 2790036'
    """)
    card = "4111 1111 1111 1111"
    turns = [
        ("check('36')", axtree("Items Checked Out - Lakeshore Libraries", eg_checked_out(due0, left0, True, "-- Actions for selected items --", 0, "$1.60", 1), f"{EG}/circs")),
        ("select_option('31', 'Renew Selected Titles')", axtree("Items Checked Out - Lakeshore Libraries", eg_checked_out(due0, left0, True, "Renew Selected Titles", 0, "$1.60", 1), f"{EG}/circs")),
        ("click('32')", axtree("Items Checked Out - Lakeshore Libraries", eg_checked_out(due1, left1, False, "-- Actions for selected items --", 0, "$1.60", 0, renew_msg), f"{EG}/circs")),
        ("click('23')", axtree("Charges - Lakeshore Libraries", charges, f"{EG}/main")),
        ("click('44')", axtree("Pay Charges - Lakeshore Libraries", payform(), f"{EG}/main_payment_form")),
        (f"fill('32', '{card}')", axtree("Pay Charges - Lakeshore Libraries", payform(card), f"{EG}/main_payment_form")),
        ("select_option('35', '2027')", axtree("Pay Charges - Lakeshore Libraries", payform(card, "2027"), f"{EG}/main_payment_form")),
        ("click('42')", axtree("Charges - Lakeshore Libraries", paid, f"{EG}/main_pay")),
        ("click('21')", axtree("Items Checked Out - Lakeshore Libraries", eg_checked_out(due1, left1, False, "-- Actions for selected items --", 1, "$0.00", 0), f"{EG}/circs")),
        ("click('24')", axtree("Payment history - Lakeshore Libraries", hist, f"{EG}/main_payments")),
    ]
    state = goal("Renew everything that can be renewed on Priya Shah's library account and pay off the outstanding charges by card.",
                 "Items Checked Out - Lakeshore Libraries", eg_checked_out(due0, left0, False, "-- Actions for selected items --", 0, "$1.60", 1), f"{EG}/circs")
    return dict(tid="h18-web-17", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- CedarPoint Health portal (18)
CPH = "https://mycare.cedarpointhealth.com"


def cph_head(active: str) -> list[str]:
    out = tree("""
        [10] banner ''
          [11] link 'CedarPoint Health MyCare'
          StaticText 'Gregory Lam · MRN 00412876'
          [12] button 'Help'
          [13] link 'Sign out'
        [14] navigation 'Main'
    """)
    for i, n in enumerate(["Home", "Visits", "Messages", "Test Results", "Medications", "Billing", "Profile"]):
        out.append(f"\t[{15 + i}] link '{n}'" + (" current: page" if n == active else ""))
    return out


def cph_results() -> list[str]:
    rows = [("Lipid Panel", "03/06/2024", "Dr. Miriam Haas, MD", "Final"), ("Hemoglobin A1c", "03/06/2024", "Dr. Miriam Haas, MD", "Final"),
            ("Comprehensive Metabolic Panel", "03/06/2024", "Dr. Miriam Haas, MD", "Final"), ("Lipid Panel", "09/12/2023", "Dr. Miriam Haas, MD", "Final"),
            ("ECG, 12-lead", "09/12/2023", "Dr. Miriam Haas, MD", "Final"), ("Lipid Panel", "03/02/2023", "Dr. Paul Brenner, MD", "Final")]
    out = cph_head("Test Results") + tree("""
        [30] main ''
          [31] heading 'Test Results'
          [32] searchbox 'Search results' required: False
          [33] combobox 'Sort by' hasPopup: menu
            StaticText 'Most recent'
          [34] table 'Results'
            [35] row ''
              [36] columnheader 'Test'
              [37] columnheader 'Date'
              [38] columnheader 'Ordered by'
              [39] columnheader 'Status'
    """)
    for i, (t, d, who, st) in enumerate(rows):
        b = 40 + 2 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{t}'
              StaticText '{d}'
              StaticText '{who}'
              StaticText '{st}'
        """), 2)
    return out


def cph_lipid(ldl: int) -> list[str]:
    comps = [("Total Cholesterol", "212 mg/dL", "<200 mg/dL", "High"), ("HDL Cholesterol", "48 mg/dL", ">39 mg/dL", ""),
             ("Triglycerides", "131 mg/dL", "<150 mg/dL", ""), ("LDL Cholesterol (calc)", f"{ldl} mg/dL", "<100 mg/dL", "High"),
             ("Non-HDL Cholesterol", "164 mg/dL", "<130 mg/dL", "High"), ("Cholesterol/HDL Ratio", "4.4", "<5.0", "")]
    out = cph_head("Test Results") + tree("""
        [30] main ''
          [31] link 'Back to results'
          [32] heading 'Lipid Panel'
          StaticText 'Collected: 03/06/2024 7:52 AM · Resulted: 03/06/2024 1:18 PM'
          StaticText 'Ordered by: Dr. Miriam Haas, MD (Cardiology) · Performed at: CedarPoint Labs, Main Campus'
          StaticText 'Specimen: Serum, fasting 12 hours'
          [33] table 'Components'
            [34] row ''
              [35] columnheader 'Component'
              [36] columnheader 'Your value'
              [37] columnheader 'Reference range'
              [38] columnheader 'Flag'
    """)
    for i, (c, v, r, f) in enumerate(comps):
        b = 40 + 2 * i
        out += sub(tree(f"""
            [{b}] row ''
              StaticText '{c}'
              StaticText '{v}'
              StaticText '{r}'
              StaticText '{f}'
              [{b + 1}] link 'Trend for {c}'
        """), 2)
    out += tree("""
        [60] heading 'Provider comment'
        StaticText 'LDL is lower than in September but still above goal. We will discuss the statin dose at your next visit. — Dr. Haas'
        [61] link 'Message provider about this result'
        [62] link 'Download PDF'
    """)
    return out


def t18() -> Traj:
    trend = cph_head("Test Results") + tree("""
        [30] main ''
          [31] link 'Back to results'
          [32] heading 'LDL Cholesterol (calc): trend'
          StaticText 'Reference range: <100 mg/dL'
          [33] img 'Line chart of LDL Cholesterol (calc) over time'
          [34] table 'Past results'
            [35] row ''
              [36] columnheader 'Date'
              [37] columnheader 'Value'
              [38] columnheader 'Flag'
            [39] row ''
              StaticText '03/06/2024'
              StaticText '138 mg/dL'
              StaticText 'High'
            [40] row ''
              StaticText '09/12/2023'
              StaticText '151 mg/dL'
              StaticText 'High'
            [41] row ''
              StaticText '03/02/2023'
              StaticText '160 mg/dL'
              StaticText 'High'
    """)
    msg = "Dr. Haas, could we talk about whether to raise my atorvastatin from 20 mg before the next visit? I have had no side effects. Thanks, Gregory Lam"

    def compose(body: str = "") -> list[str]:
        return cph_head("Messages") + tree(f"""
            [30] main ''
              [31] heading 'New message'
              [32] combobox 'To' hasPopup: menu
                StaticText 'Dr. Miriam Haas, MD (Cardiology)'
              [33] textbox 'Subject' required: True value='Question about: Lipid Panel (03/06/2024)'
              StaticText 'Attached: Lipid Panel (03/06/2024)'
              [34] button 'Remove attachment'
              [35] textbox 'Message' required: True{f" value='{body}'" if body else ""}
              StaticText 'Messages are usually answered within 3 business days. For urgent symptoms call 911.'
              [36] button 'Send'
              [37] button 'Cancel'
        """)
    sent = cph_head("Messages") + tree("""
        [29] alert ''
          StaticText 'Message sent to Dr. Miriam Haas, MD.'
        [30] main ''
          [31] heading 'Sent'
          [32] link 'Inbox (1)'
          [33] link 'Sent' current: page
          [34] table 'Sent messages'
            [35] row ''
              [36] columnheader 'To'
              [37] columnheader 'Subject'
              [38] columnheader 'Sent'
            [39] row ''
              StaticText 'Dr. Miriam Haas, MD'
              [40] link 'Question about: Lipid Panel (03/06/2024)'
              StaticText 'Mar 14, 2024 2:37 PM'
            [41] row ''
              StaticText 'Pharmacy refills'
              [42] link 'Refill request: atorvastatin 20 mg'
              StaticText 'Feb 21, 2024 8:05 AM'
    """)
    view = cph_head("Messages") + tree(f"""
        [30] main ''
          [31] link 'Back to Sent'
          [32] heading 'Question about: Lipid Panel (03/06/2024)'
          StaticText 'From: Gregory Lam'
          StaticText 'To: Dr. Miriam Haas, MD (Cardiology)'
          StaticText 'Sent: Mar 14, 2024 2:37 PM'
          StaticText '{msg}'
          [33] link 'Attachment: Lipid Panel (03/06/2024)'
          StaticText 'Status: Delivered, not yet read'
    """)
    turns = [
        ("click('41')", axtree("Lipid Panel - CedarPoint Health MyCare", cph_lipid(138), f"{CPH}/results/L-5530981")),
        ("click('47')", axtree("LDL Cholesterol (calc) trend - CedarPoint Health MyCare", trend, f"{CPH}/results/trend?component=LDLCALC")),
        ("click('31')", axtree("Test Results - CedarPoint Health MyCare", cph_results(), f"{CPH}/results")),
        ("click('41')", axtree("Lipid Panel - CedarPoint Health MyCare", cph_lipid(143), f"{CPH}/results/L-5530981")),
        ("click('61')", axtree("New message - CedarPoint Health MyCare", compose(), f"{CPH}/messages/new?result=L-5530981")),
        (f"fill('35', '{msg}')", axtree("New message - CedarPoint Health MyCare", compose(msg), f"{CPH}/messages/new?result=L-5530981")),
        ("click('36')", axtree("Sent - CedarPoint Health MyCare", sent, f"{CPH}/messages/sent")),
        ("click('40')", axtree("Question about: Lipid Panel (03/06/2024) - CedarPoint Health MyCare", view, f"{CPH}/messages/M-1188204")),
    ]
    state = goal("Review the March 6 lipid panel and its LDL trend, then message Dr. Haas about the statin dose with the result attached.",
                 "Test Results - CedarPoint Health MyCare", cph_results(), f"{CPH}/results")
    return dict(tid="h18-web-18", turns=turns, state=state, bad=True, turn=4,
                kind="LDL of the same 03/06/2024 lipid panel reads 143 mg/dL on reopening after 138 mg/dL in the first view and the trend table")


# ---------------------------------------------------------------- Packwise fulfilment dashboard (19)
PW = "https://app.packwise.co"


def pw_head(active: str, synced: str, toast: str | None = None) -> list[str]:
    out = tree(f"""
        [10] banner ''
          [11] link 'Packwise'
          StaticText 'Oak & Ember Ceramics · Warehouse: Reno NV-2'
          StaticText 'Shopify sync: {synced}'
          [12] button 'Sync now'
          [13] button 'Lena Ortiz' hasPopup: menu
        [14] navigation ''
    """)
    for i, n in enumerate(["Dashboard", "Orders", "Inventory", "Receiving", "Exports", "Billing", "Settings"]):
        out.append(f"\t[{15 + i}] link '{n}'" + (" current: page" if n == active else ""))
    if toast:
        out += ["[25] status ''", f"\tStaticText '{toast}'"]
    return out


INV = [("MUG-BLK-11", "Stoneware Mug 11 oz, Matte Black", 132, 14, 60, "C4-02"),
       ("MUG-WHT-11", "Stoneware Mug 11 oz, Speckled White", 204, 9, 60, "C4-03"),
       ("MUG-SGE-14", "Stoneware Mug 14 oz, Sage", 88, 6, 40, "C4-05"),
       ("BWL-RMN-07", "Ramen Bowl 7 in, Charcoal", 57, 3, 30, "D1-01"),
       ("PLT-DNR-10", "Dinner Plate 10 in, Sand", 312, 24, 100, "D2-04"),
       ("VSE-BUD-04", "Bud Vase 4 in, Terracotta", 41, 2, 20, "E1-06")]


def pw_inventory(rows, synced: str, toast: str | None = None, dialog: tuple[str, str] | None = None) -> list[str]:
    out = pw_head("Inventory", synced, toast) + tree("""
        [30] main ''
          [31] heading 'Inventory'
          [32] searchbox 'Search SKU or product' required: False
          [33] combobox 'Category' hasPopup: menu
            StaticText 'Tableware'
          StaticText '6 SKUs'
          [34] table 'Inventory'
            [35] row ''
              [36] columnheader 'SKU'
              [37] columnheader 'Product'
              [38] columnheader 'On hand'
              [39] columnheader 'Allocated'
              [40] columnheader 'Available'
              [41] columnheader 'Reorder point'
              [42] columnheader 'Location'
              [43] columnheader ''
    """)
    for i, (sku, name, onhand, alloc, reorder, loc) in enumerate(rows):
        b = 50 + 3 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] link '{sku}'
              StaticText '{name}'
              StaticText '{onhand}'
              StaticText '{alloc}'
              StaticText '{onhand - alloc}'
              StaticText '{reorder}'
              StaticText '{loc}'
              [{b + 2}] button 'Adjust'
        """), 2)
    if dialog:
        qty, note = dialog
        out += tree(f"""
            [80] dialog 'Adjust stock: MUG-BLK-11'
              StaticText 'Current on hand: 132 · Allocated: 14'
              [81] combobox 'Reason' hasPopup: menu
                StaticText 'Cycle count'
              [82] spinbutton 'New on-hand quantity' value='{qty}'
              [83] textbox 'Note' required: False{f" value='{note}'" if note else ""}
              [84] button 'Save adjustment'
              [85] button 'Cancel'
        """)
    return out


def pw_dash(orders: int, units: int, revenue: str, pick: int, updated: str, synced: str) -> list[str]:
    return pw_head("Dashboard", synced) + tree(f"""
        [30] main ''
          [31] heading 'Today at Reno NV-2'
          StaticText 'Updated {updated}'
          [32] region 'Orders today'
            StaticText 'Orders today'
            StaticText '{orders}'
          [33] region 'Units shipped today'
            StaticText 'Units shipped today'
            StaticText '{units}'
          [34] region 'Revenue today'
            StaticText 'Revenue today'
            StaticText '{revenue}'
          [35] region 'Awaiting pick'
            StaticText 'Awaiting pick'
            StaticText '{pick}'
          [36] heading 'Low stock'
          StaticText 'No SKUs below their reorder point.'
          [37] heading 'Carrier cut-offs'
          StaticText 'UPS Ground 4:30 PM · USPS Priority 5:00 PM'
    """)


def pw_exports(status: str, synced: str) -> list[str]:
    done = status == "done"
    return pw_head("Exports", synced) + tree(f"""
        [30] main ''
          [31] heading 'Exports'
          [32] button 'Refresh'
          [33] table 'Exports'
            [34] row ''
              [35] columnheader 'Job'
              [36] columnheader 'Type'
              [37] columnheader 'Requested'
              [38] columnheader 'Status'
              [39] columnheader 'Rows'
              [40] columnheader ''
            [41] row ''
              StaticText 'EXP-7781'
              StaticText 'Orders (today)'
              StaticText 'Mar 14, 2024 11:08 · Lena Ortiz'
              StaticText '{"Completed" if done else "Processing 35%"}'
              StaticText '{"41" if done else "—"}'
              {"[42] link 'Download'" if done else "StaticText ''"}
            [43] row ''
              StaticText 'EXP-7764'
              StaticText 'Inventory snapshot'
              StaticText 'Mar 13, 2024 17:02 · Lena Ortiz'
              StaticText 'Completed'
              StaticText '31'
              [44] link 'Download'
            [45] row ''
              StaticText 'EXP-7740'
              StaticText 'Orders (Mar 12, 2024)'
              StaticText 'Mar 12, 2024 18:30 · Jonah Price'
              StaticText 'Completed'
              StaticText '52'
              [46] link 'Download'
    """)


def t19() -> Traj:
    after = [(*r[:3], r[3] + 2, *r[4:]) if r[0] == "MUG-BLK-11" else (*r[:3], r[3] + 1, *r[4:]) if r[0] == "MUG-WHT-11" else r for r in INV]
    after = [(r[0], r[1], 140, *r[3:]) if r[0] == "MUG-BLK-11" else r for r in after]
    orders = [("OE-10482", "11:06", "Hannah Cole", 2, "Allocated"), ("OE-10481", "11:04", "Rui Matsuda", 1, "Allocated"),
              ("OE-10480", "11:01", "Leah Brooks", 3, "Allocated"), ("OE-10479", "10:52", "Omar Haddad", 1, "Picking"),
              ("OE-10478", "10:47", "Sven Larsen", 4, "Picking"), ("OE-10477", "10:41", "Maya Patel", 2, "Packed"),
              ("OE-10476", "10:33", "Chen Wei", 1, "Shipped"), ("OE-10475", "10:29", "Ana Souza", 2, "Shipped")]

    def order_page(toast: str | None = None) -> list[str]:
        out = pw_head("Orders", "last synced just now", toast) + tree("""
            [30] main ''
              [31] heading 'Orders'
              [32] combobox 'Date' hasPopup: menu
                StaticText 'Today'
              [33] combobox 'Status' hasPopup: menu
                StaticText 'All statuses'
              [34] button 'Export CSV'
              StaticText '1–8 of 41'
              [35] table 'Orders'
                [36] row ''
                  [37] columnheader 'Order'
                  [38] columnheader 'Placed'
                  [39] columnheader 'Customer'
                  [40] columnheader 'Items'
                  [41] columnheader 'Status'
        """)
        for i, (num, t, who, n, st) in enumerate(orders):
            b = 50 + 2 * i
            out += sub(tree(f"""
                [{b}] row ''
                  [{b + 1}] link '{num}'
                  StaticText '{t}'
                  StaticText '{who}'
                  StaticText '{n}'
                  StaticText '{st}'
            """), 2)
        out += sub(tree("""
            [70] button 'Previous' disabled: True
            [71] button 'Next'
        """), 1)
        return out
    note = "Cycle count 14 Mar, bay C4"
    turns = [
        ("click('17')", axtree("Inventory · Packwise", pw_inventory(INV, "last synced 2 min ago"), f"{PW}/inventory?category=tableware")),
        ("click('52')", axtree("Inventory · Packwise", pw_inventory(INV, "last synced 3 min ago", dialog=("132", "")), f"{PW}/inventory?category=tableware")),
        ("fill('82', '140')", axtree("Inventory · Packwise", pw_inventory(INV, "last synced 3 min ago", dialog=("140", "")), f"{PW}/inventory?category=tableware")),
        (f"fill('83', '{note}')", axtree("Inventory · Packwise", pw_inventory(INV, "last synced 3 min ago", dialog=("140", note)), f"{PW}/inventory?category=tableware")),
        ("click('84')", axtree("Inventory · Packwise", pw_inventory(after, "last synced just now", "Inventory adjusted: MUG-BLK-11 on hand 132 → 140 (+8)."), f"{PW}/inventory?category=tableware")),
        ("click('16')", axtree("Orders · Packwise", order_page(), f"{PW}/orders?date=today")),
        ("click('34')", axtree("Orders · Packwise", order_page("Export EXP-7781 started (Orders, today). Follow it under Exports."), f"{PW}/orders?date=today")),
        ("click('19')", axtree("Exports · Packwise", pw_exports("run", "last synced 1 min ago"), f"{PW}/exports")),
        ("click('32')", axtree("Exports · Packwise", pw_exports("done", "last synced 1 min ago"), f"{PW}/exports")),
        ("click('15')", axtree("Dashboard · Packwise", pw_dash(42, 57, "$2,188.70", 11, "just now", "last synced just now"), f"{PW}/dashboard")),
    ]
    state = goal("A cycle count found 140 Matte Black 11 oz mugs (MUG-BLK-11) on the shelf: correct the stock, then export today's orders as CSV and check the dashboard.",
                 "Dashboard · Packwise", pw_dash(38, 51, "$1,946.20", 9, "2 min ago", "last synced 2 min ago"), f"{PW}/dashboard")
    return dict(tid="h18-web-19", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- DokuWiki (20)
DW = "https://wiki.lumen-labs.net/doku.php"
VPN_SRC = """====== VPN gateway ======

The office VPN gives remote access to the 10.20.0.0/16 network. Owner: [[people:jonas_berg|Jonas Berg]].

===== Server =====
  * Hostname: ''{host}''
  * Port: ''1194/udp''
  * Protocol: OpenVPN 2.6 with tls-crypt-v2
  * Client subnet: ''10.20.240.0/22''

===== Client setup =====
  - Install the OpenVPN client (''apt install openvpn'', or OpenVPN Connect on macOS and Windows).
  - Download your profile from [[https://certs.int.lumen-labs.net|the cert portal]].
  - Import the ''.ovpn'' file and connect with your SSO credentials.
  - Check that ''ping 10.20.0.1'' answers.

===== Troubleshooting =====
  * Tunnel drops after about a minute behind hotel Wi-Fi: add ''keepalive 10 {keep}'' to the profile.
  * ''TLS handshake failed'': your profile is older than 2024-01, download a new one.
  * ''*.int'' names do not resolve: enable "Use remote DNS" in the client."""


def vpn_src(host: str, keep: str = "120") -> str:
    return VPN_SRC.replace("{host}", host).replace("{keep}", keep)


def dw_head(page_title: str) -> list[str]:
    return tree(f"""
        [10] banner ''
          [11] link 'Lumen Labs Wiki'
          StaticText 'Logged in as: Mira Schulz (mira.schulz)'
          [12] link 'Admin'
          [13] link 'Update Profile'
          [14] link 'Log Out'
          [15] searchbox 'Search' required: False
          [16] button 'Search'
          [17] link 'Recent Changes'
          [18] link 'Media Manager'
          [19] link 'Sitemap'
          StaticText 'Trace: » start » infra:vpn'
          StaticText 'You are here: start » infra » {page_title}'
        [20] navigation 'Page Tools'
          [21] link 'Edit this page'
          [22] link 'Old revisions'
          [23] link 'Backlinks'
          [24] link 'Manage Subscriptions'
          [25] link 'Back to top'
    """)


def dw_render(src: str) -> list[str]:
    out: list[str] = []
    bid = 60
    for line in src.split("\n"):
        text = line.replace("''", "")
        if line.startswith("======"):
            out.append(f"[{bid}] heading '{text.strip('= ').strip()}'")
        elif line.startswith("====="):
            out.append(f"[{bid}] heading '{text.strip('= ').strip()}'")
        elif line.startswith("  * ") or line.startswith("  - "):
            body = text[4:]
            if "[[" in body:
                pre, rest = body.split("[[", 1)
                target, rest = rest.split("]]", 1)
                label = target.split("|")[-1]
                out += [f"[{bid}] listitem ''", f"\tStaticText '{pre}'", f"\t[{bid + 1}] link '{label}'", f"\tStaticText '{rest}'"]
            else:
                out += [f"[{bid}] listitem ''", f"\tStaticText '{body}'"]
        elif line.strip():
            if "[[" in text:
                pre, rest = text.split("[[", 1)
                target, rest = rest.split("]]", 1)
                out += [f"StaticText '{pre}'", f"[{bid}] link '{target.split('|')[-1]}'", f"StaticText '{rest}'"]
            else:
                out.append(f"StaticText '{text}'")
        bid += 2
    return out


def dw_view(src: str, modified: str, saved: bool = False) -> list[str]:
    out = dw_head("vpn")
    if saved:
        out += ["[29] status ''", "\tStaticText 'Page saved.'"]
    out += tree("""
        [30] navigation 'Table of Contents'
          [31] link 'VPN gateway'
          [32] link 'Server'
          [33] link 'Client setup'
          [34] link 'Troubleshooting'
        [35] main ''
    """) + sub(dw_render(src), 1) + tree(f"""
        StaticText 'infra/vpn.txt · Last modified: {modified}'
        [120] contentinfo ''
          StaticText 'Except where otherwise noted, content on this wiki is licensed under the following license: CC Attribution-Share Alike 4.0 International'
    """)
    return out


def dw_edit(src: str, summary: str = "", preview: bool = False) -> list[str]:
    flat = src.replace("\n", "\\n")
    out = dw_head("vpn") + tree(f"""
        [35] main ''
          [36] heading 'Edit page'
          StaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax. Please edit the page only if you can improve it.'
          [37] toolbar ''
            [38] button 'Bold Text'
            [39] button 'Italic Text'
            [40] button 'Code Text'
            [41] button 'Internal Link'
            [42] button 'Unordered List Item'
            [43] button 'Ordered List Item'
          [44] textbox '' required: False value='{flat}'
          [45] button 'Save'
          [46] button 'Preview'
          [47] button 'Cancel'
          [48] textbox 'Edit summary:' required: False{f" value='{summary}'" if summary else ""}
          [49] checkbox 'Minor Changes' checked: false
    """)
    if preview:
        out += tree("""
            [50] region 'Preview'
              StaticText 'This is a preview of what your text will look like. Remember: It is not saved yet!'
        """) + sub([ln.replace("[6", "[16").replace("[7", "[17").replace("[8", "[18").replace("[9", "[19") for ln in dw_render(src)], 1)
    return out


def t20() -> Traj:
    old, new = vpn_src("vpn1.int.lumen-labs.net"), vpn_src("vpn2.int.lumen-labs.net")
    drift = vpn_src("vpn2.int.lumen-labs.net", "60")
    size = f"{len(new.encode()) / 1024:.2f} KB"
    summ = "Gateway moved to vpn2"
    revs = dw_head("vpn") + tree(f"""
        [35] main ''
          [36] heading 'Old revisions'
          StaticText 'This is a list of all old revisions of the current document. To revert to an old revision, select it from below, click View page and save it.'
          [37] list ''
            [38] listitem ''
              [39] checkbox '' checked: false
              StaticText '2024/03/14 11:32'
              [40] link 'infra:vpn'
              StaticText '– {summ} mira.schulz {size} (current)'
            [41] listitem ''
              [42] checkbox '' checked: false
              StaticText '2024/02/20 15:04'
              [43] link 'Show differences to current revisions'
              [44] link 'infra:vpn'
              StaticText '– add DNS troubleshooting jonas.berg {size}'
            [45] listitem ''
              [46] checkbox '' checked: false
              StaticText '2024/01/09 10:12'
              [47] link 'Show differences to current revisions'
              [48] link 'infra:vpn'
              StaticText '– new cert portal jonas.berg 1.32 KB'
            [49] listitem ''
              [50] checkbox '' checked: false
              StaticText '2023/11/30 09:40'
              [51] link 'Show differences to current revisions'
              [52] link 'infra:vpn'
              StaticText '– created jonas.berg 1.05 KB'
          [53] button 'Show differences between selected revisions'
    """)
    diff = dw_head("vpn") + tree("""
        [35] main ''
          [36] heading 'Differences'
          StaticText 'This shows you the differences between two versions of the page.'
          [37] link 'Side by Side'
          [38] link 'Inline'
          [39] table ''
            [40] row ''
              [41] link 'infra:vpn [2024/02/20 15:04]'
              StaticText 'jonas.berg add DNS troubleshooting'
              [42] link 'infra:vpn [2024/03/14 11:32] (current)'
              StaticText 'mira.schulz Gateway moved to vpn2'
            [43] row ''
              StaticText 'Line 6:'
              StaticText 'Line 6:'
            [44] row ''
              StaticText "−   * Hostname: ''vpn1.int.lumen-labs.net''"
              StaticText "+   * Hostname: ''vpn2.int.lumen-labs.net''"
    """)
    url = f"{DW}?id=infra:vpn"
    mod = "2024/03/14 11:32 by mira.schulz"
    turns = [
        ("click('21')", axtree("infra:vpn [Lumen Labs Wiki]", dw_edit(old), f"{url}&do=edit")),
        ("fill('44', " + repr(new) + ")", axtree("infra:vpn [Lumen Labs Wiki]", dw_edit(new), f"{url}&do=edit")),
        (f"fill('48', '{summ}')", axtree("infra:vpn [Lumen Labs Wiki]", dw_edit(new, summ), f"{url}&do=edit")),
        ("click('46')", axtree("infra:vpn [Lumen Labs Wiki]", dw_edit(new, summ, preview=True), f"{url}&do=preview")),
        ("click('45')", axtree("infra:vpn [Lumen Labs Wiki]", dw_view(new, mod, saved=True), url)),
        ("click('22')", axtree("infra:vpn - Old revisions [Lumen Labs Wiki]", revs, f"{url}&do=revisions")),
        ("click('43')", axtree("infra:vpn - Differences [Lumen Labs Wiki]", diff, f"{url}&do=diff&rev=1708441440")),
        ("click('42')", axtree("infra:vpn [Lumen Labs Wiki]", dw_view(drift, mod), url)),
        ("click('34')", axtree("infra:vpn [Lumen Labs Wiki]", dw_view(drift, mod), f"{url}#troubleshooting")),
    ]
    state = goal("The VPN gateway moved: on the wiki page infra:vpn change the hostname from vpn1.int.lumen-labs.net to vpn2.int.lumen-labs.net, then check the revision diff.",
                 "infra:vpn [Lumen Labs Wiki]", dw_view(old, "2024/02/20 15:04 by jonas.berg"), url)
    return dict(tid="h18-web-20", turns=turns, state=state, bad=True, turn=8,
                kind="troubleshooting line 'keepalive 10 120' reads 'keepalive 10 60' after an edit that only changed the hostname (diff shows line 6 only)")


# ---------------------------------------------------------------- Zammad (21)
ZM = "https://support.northwind-it.com/#"
UNASSIGNED = [("31058", "Printer on 3rd floor prints blank pages", "Tom Becker", "Facilities IT", "12 minutes ago"),
              ("31055", "Request: Adobe Acrobat Pro licence", "Grace Nguyen", "Software", "25 minutes ago"),
              ("31052", "Outlook keeps asking for password", "Matt Baker", "Workplace", "38 minutes ago"),
              ("31047", "VPN drops every 10 minutes since Monday", "Aisha Khan", "Network", "1 hour ago"),
              ("31044", "New starter laptop for Jana Fischer (Mar 18)", "HR Northwind", "Onboarding", "1 hour ago"),
              ("31039", "Teams camera not detected on Dell Latitude 7440", "Luis Romero", "Workplace", "2 hours ago"),
              ("31031", "Shared mailbox finance@ not visible", "Sarah Miller", "Workplace", "3 hours ago"),
              ("31026", "Wi-Fi guest portal certificate warning", "Front Desk", "Network", "4 hours ago"),
              ("31018", "Access to SharePoint site 'Q2 Planning'", "Ahmed Khan", "Access", "yesterday"),
              ("31011", "Monitor flickers when docked", "Priya Raman", "Workplace", "yesterday"),
              ("31004", "Phone extension 4471 forwarding wrong", "Marco Silva", "Telephony", "2 days ago")]
NEW_TICKETS = [("31063", "Cannot reach Jira from home office", "Lena Ortiz", "Network", "just now"),
               ("31062", "Keyboard missing keys (Logitech MX Keys)", "Omar Haddad", "Workplace", "1 minute ago")]
ZNOTE = "Checked the gateway logs: client re-keys every 600 s and the renegotiation fails behind her ISP's CGNAT. Asked her to test the TCP profile tomorrow morning."


def zm_nav(mine: int, unassigned: int, active: str) -> list[str]:
    out = tree("""
        [10] navigation ''
          [11] link 'Dashboard'
          [12] link 'Overviews'
          [13] link 'Customer'
          [14] link 'Search'
          [15] button 'New ticket'
          [16] button 'Jonas Berg' hasPopup: menu
        [17] navigation 'Overviews'
    """)
    items = [("My assigned tickets", mine), ("Unassigned & Open tickets", unassigned), ("My pending reached tickets", 1),
             ("Open tickets", 27), ("Pending reached tickets", 2), ("Escalated tickets", 3)]
    for i, (name, n) in enumerate(items):
        out.append(f"\t[{18 + i}] link '{name} {n}'" + (" current: page" if name == active else ""))
    return out


def zm_overview(rows: list[tuple], mine: int, count: int, title: str = "Unassigned & Open tickets", group_col: bool = True) -> list[str]:
    out = zm_nav(mine, count if title.startswith("Unassigned") else 12, title) + tree(f"""
        [30] main ''
          [31] heading '{title}'
          [32] button 'Options' hasPopup: menu
          [33] table ''
            [34] row ''
              [35] columnheader ''
              [36] columnheader 'Title'
              [37] columnheader 'Number'
              [38] columnheader 'Customer'
              [39] columnheader '{"Group" if group_col else "State"}'
              [40] columnheader 'Created at'
    """)
    for i, (num, t, who, grp, when) in enumerate(rows):
        b = 50 + 3 * i
        out += sub(tree(f"""
            [{b}] row ''
              [{b + 1}] checkbox '' checked: false
              [{b + 2}] link '{t}'
              StaticText '#{num}'
              StaticText '{who}'
              StaticText '{grp}'
              StaticText '{when}'
        """), 2)
    return out


def zm_ticket(owner: str, prio: str, state: str, esc: str | None, mine: int, unassigned: int, articles: int,
              note_open: bool = False, note: str = "", pending: str | None = None, toast: str | None = None,
              updated: str = "28 minutes ago") -> list[str]:
    out = zm_nav(mine, unassigned, "") + (["[25] status ''", f"\tStaticText '{toast}'"] if toast else []) + tree(f"""
        [30] main ''
          [31] heading 'VPN drops every 10 minutes since Monday'
          StaticText '#31047 · created 1 hour ago · updated {updated}'
          [32] link 'Aisha Khan'
          StaticText 'Northwind Traders'
          [33] region 'Articles ({articles})'
            [34] article 'Aisha Khan · 09:41'
              StaticText 'Hi, since Monday my VPN disconnects roughly every ten minutes when I work from home. At the office it is fine. I am on FritzBox with Deutsche Glasfaser.'
            [35] article 'Aisha Khan · 10:25'
              StaticText 'Log attached from the client. It says TLS key negotiation failed right before each drop.'
              [36] link 'openvpn-client.log (48 KB)'
    """)
    if articles == 3:
        out += sub(tree(f"""
            [37] article 'Jonas Berg · internal · just now'
              StaticText '{ZNOTE}'
        """), 2)
    out += tree("""
        [40] toolbar 'Reply'
          [41] button 'internal note'
          [42] button 'email'
          [43] button 'phone'
    """)
    if note_open:
        out += tree(f"""
            [44] textbox 'Text' required: False{f" value='{note}'" if note else ""}
            StaticText 'Visibility: internal'
        """)
    out += tree(f"""
        [50] complementary 'Ticket'
          [51] combobox 'Group' hasPopup: menu
            StaticText 'Network'
          [52] combobox 'Owner' hasPopup: menu
            StaticText '{owner}'
          [53] combobox 'State' hasPopup: menu
            StaticText '{state}'
    """)
    if pending is not None:
        out += sub(tree(f"""
            [54] textbox 'Pending till' required: True{f" value='{pending}'" if pending else ""}
        """), 1)
        if pending and articles == 3:
            out += ["\tStaticText '(in 22 hours)'"]
    out += tree(f"""
          [55] combobox 'Priority' hasPopup: menu
            StaticText '{prio}'
          [56] textbox 'Tags' required: False
          StaticText '{esc if esc else "No escalation while pending"}'
        [57] button 'Update'
    """)
    return out


def t21() -> Traj:
    rows1 = NEW_TICKETS + [r for r in UNASSIGNED if r[0] != "31047"]
    u = f"{ZM}ticket/zoom/31047"
    turns = [
        ("click('61')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("-", "2 normal", "open", "First response escalation in 1h 12m", 4, 11, 2), u)),
        ("select_option('52', 'Jonas Berg')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "2 normal", "open", "First response escalation in 1h 12m", 4, 11, 2), u)),
        ("select_option('55', '3 high')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "open", "First response escalation in 1h 11m", 4, 11, 2), u)),
        ("click('57')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "open", "First response escalation in 1h 10m", 5, 10, 2, toast="Ticket updated", updated="just now"), u)),
        ("click('41')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "open", "First response escalation in 1h 10m", 5, 10, 2, note_open=True, updated="1 minute ago"), u)),
        (f"fill('44', \"{ZNOTE}\")", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "open", "First response escalation in 1h 09m", 5, 10, 2, note_open=True, note=ZNOTE, updated="1 minute ago"), u)),
        ("select_option('53', 'pending reminder')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "pending reminder", "First response escalation in 1h 08m", 5, 10, 2, note_open=True, note=ZNOTE, pending="", updated="2 minutes ago"), u)),
        ("fill('54', '03/15/2024 09:00')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "pending reminder", "First response escalation in 1h 08m", 5, 10, 2, note_open=True, note=ZNOTE, pending="03/15/2024 09:00", updated="2 minutes ago"), u)),
        ("click('57')", axtree("#31047 - VPN drops every 10 minutes since Monday - Zammad", zm_ticket("Jonas Berg", "3 high", "pending reminder", None, 5, 10, 3, pending="03/15/2024 09:00", toast="Ticket updated", updated="just now"), u)),
        ("click('19')", axtree("Unassigned & Open tickets - Zammad", zm_overview(rows1, 5, 12), f"{ZM}ticket/view/all_unassigned")),
    ]
    state = goal("Take ticket #31047 (VPN drops), raise it to high priority, add an internal note on the CGNAT finding and set it to pending reminder until tomorrow 9:00, then look at the unassigned queue again.",
                 "Unassigned & Open tickets - Zammad", zm_overview(UNASSIGNED, 4, 11), f"{ZM}ticket/view/all_unassigned")
    return dict(tid="h18-web-21", turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Kanboard (22)
KB = "https://kanban.mira-home.net"
BOARD0 = {"Backlog": [("41", "Replace UPS battery (APC BX1500M)", "Yellow", "Mira", ""),
                      ("44", "Move Nextcloud to PostgreSQL 16", "Blue", "Mira", "03/31/2024"),
                      ("47", "Label patch panel ports", "Yellow", "", ""),
                      ("49", "Try Immich for photo backups", "Purple", "", ""),
                      ("55", "Document restic restore drill", "Green", "Mira", "")],
          "Ready": [("50", "Upgrade Proxmox to 8.1", "Red", "Mira", "03/17/2024"),
                    ("52", "Rotate TLS certs on internal CA", "Orange", "Mira", "03/20/2024"),
                    ("53", "Add SMART alerts to ntfy", "Blue", "", "")],
          "Work in progress": [("46", "Migrate Pi-hole to AdGuard Home", "Green", "Mira", ""),
                               ("51", "Set up WireGuard for phone", "Blue", "Mira", "")],
          "Done": [(str(n), t, "Grey", "Mira", "") for n, t in [(30, "Replace fan in NAS"), (31, "Set up Uptime Kuma"), (32, "Buy 2x 8 TB disks"),
                                                                  (33, "Expand ZFS pool"), (34, "Configure restic to B2"), (35, "VLAN for IoT devices"),
                                                                  (36, "Move Home Assistant to VM"), (37, "Grafana dashboard for power"),
                                                                  (38, "Renew domain"), (39, "Update router firmware"), (40, "Cable management rack"),
                                                                  (42, "Dockerize Paperless-ngx"), (43, "Test UPS shutdown script"), (45, "Retire old Pi 3")]]}
NEWTASK = ("58", "Migrate cron jobs to systemd timers", "Green", "", "")


def kb_head(page: str) -> list[str]:
    return tree(f"""
        [10] banner ''
          [11] link 'Kanboard'
          StaticText 'Homelab (private project)'
          [12] link 'Board'{" current: page" if page == "Board" else ""}
          [13] link 'List'{" current: page" if page == "List" else ""}
          [14] link 'Calendar'
          [15] link 'Gantt'
          [16] searchbox 'Filter' required: False value='status:open'
          [17] button 'Mira Schulz' hasPopup: menu
    """)


def kb_board(board: dict[str, list[tuple]], modal: list[str] | None = None) -> list[str]:
    out = kb_head("Board") + ["[20] table 'Board'"]
    bid = 100
    for ci, (col, cards) in enumerate(board.items()):
        out += [f"\t[{21 + ci * 2}] columnheader '{col} ({len(cards)})'", f"\t\t[{22 + ci * 2}] button 'Add a new task in {col}'"]
    for col, cards in board.items():
        out.append(f"\t[{bid}] cell '{col}'")
        bid += 1
        for num, title, color, who, due in cards:
            extra = (f" · {who}" if who else "") + (f" · due {due}" if due else "")
            out += [f"\t\t[{bid}] link '#{num}'", f"\t\t[{bid + 1}] link '{title}'", f"\t\tStaticText '{color.lower()}{extra}'"]
            bid += 2
    if modal:
        out += modal
    return out


def kb_new_modal(title: str = "", color: str = "Yellow") -> list[str]:
    return tree(f"""
        [300] dialog 'New task'
          [301] textbox 'Title' required: True{f" value='{title}'" if title else ""}
          [302] textbox 'Description' required: False
          [303] combobox 'Assignee' hasPopup: menu
            StaticText 'Unassigned'
          [304] combobox 'Category' hasPopup: menu
            StaticText 'No category'
          [305] combobox 'Color' hasPopup: menu
            StaticText '{color}'
          [306] combobox 'Column' hasPopup: menu
            StaticText 'Backlog'
          [307] combobox 'Complexity' hasPopup: menu
            StaticText '0'
          [308] textbox 'Due Date' required: False
          [309] checkbox 'Create another task' checked: false
          [310] button 'Save'
          [311] link 'cancel'
    """)


def kb_task(column: str, position: int, modified: str, moved: str, modal: list[str] | None = None, note: str | None = None) -> list[str]:
    out = kb_head("") + (["[19] status ''", f"\tStaticText '{note}'"] if note else []) + tree(f"""
        [30] main ''
          [31] heading '#52 Rotate TLS certs on internal CA'
          StaticText 'Status: open'
          StaticText 'Priority: 0'
          StaticText 'Column: {column}'
          StaticText 'Position: {position}'
          StaticText 'Color: orange'
          StaticText 'Assignee: Mira Schulz'
          StaticText 'Creator: Mira Schulz'
          StaticText 'Due date: 03/20/2024'
          StaticText 'Time estimated: 2 hours'
          StaticText 'Created: 03/02/2024 14:10'
          StaticText 'Modified: {modified}'
          StaticText 'Moved: {moved}'
          StaticText 'Description: step-ca root is fine; reissue the intermediate and the certs for proxmox, nas, grafana (expire 03/28).'
          [32] heading 'Sub-Tasks'
          StaticText 'Reissue intermediate (done) · proxmox (todo) · nas (todo) · grafana (todo)'
        [40] navigation 'Task actions'
          [41] link 'Edit the task'
          [42] link 'Move position'
          [43] link 'Add a sub-task'
          [44] link 'Add a comment'
          [45] link 'Duplicate'
          [46] link 'Close this task'
          [47] link 'Back to the board'
    """)
    if modal:
        out += modal
    return out


def kb_move_modal(column: str) -> list[str]:
    return tree(f"""
        [60] dialog 'Move position'
          [61] combobox 'Column' hasPopup: menu
            StaticText '{column}'
          [62] combobox 'Position' hasPopup: menu
            StaticText '1'
          [63] button 'Save'
          [64] link 'cancel'
    """)


def kb_list(board: dict[str, list[tuple]]) -> list[str]:
    rows = [(num, title, col, who, due) for col, cards in board.items() for num, title, _, who, due in cards]
    rows.sort(key=lambda r: -int(r[0]))
    out = kb_head("List") + tree(f"""
        [30] main ''
          StaticText '{len(rows)} tasks'
          [31] table ''
            [32] row ''
              [33] columnheader 'Id'
              [34] columnheader 'Column'
              [35] columnheader 'Title'
              [36] columnheader 'Assignee'
              [37] columnheader 'Due date'
    """)
    for i, (num, title, col, who, due) in enumerate(rows):
        b = 40 + 2 * i
        out += sub(tree(f"""
            [{b}] row ''
              StaticText '#{num}'
              StaticText '{col}'
              [{b + 1}] link '{title}'
              StaticText '{who or "Unassigned"}'
              StaticText '{due}'
        """), 2)
    return out


def t22() -> Traj:
    b1 = {**BOARD0, "Backlog": [*BOARD0["Backlog"], NEWTASK]}
    ready = [c for c in BOARD0["Ready"] if c[0] != "52"]
    wip = [next(c for c in BOARD0["Ready"] if c[0] == "52"), *BOARD0["Work in progress"]]
    b_bad = {"Backlog": BOARD0["Backlog"], "Ready": ready, "Work in progress": wip, "Done": BOARD0["Done"]}
    title = "Migrate cron jobs to systemd timers"
    burl = f"{KB}/board/3"
    turl = f"{KB}/project/3/task/52"
    turns = [
        ("click('22')", axtree("Homelab › Board", kb_board(BOARD0, kb_new_modal()), burl)),
        (f"fill('301', '{title}')", axtree("Homelab › Board", kb_board(BOARD0, kb_new_modal(title)), burl)),
        ("select_option('305', 'Green')", axtree("Homelab › Board", kb_board(BOARD0, kb_new_modal(title, "Green")), burl)),
        ("click('310')", axtree("Homelab › Board", kb_board(b1), burl)),
        ("click('117')", axtree("#52 Rotate TLS certs on internal CA", kb_task("Ready", 2, "03/13/2024 09:41", "03/13/2024 09:41"), turl)),
        ("click('42')", axtree("#52 Rotate TLS certs on internal CA", kb_task("Ready", 2, "03/13/2024 09:41", "03/13/2024 09:41", kb_move_modal("Ready")), turl)),
        ("select_option('61', 'Work in progress')", axtree("#52 Rotate TLS certs on internal CA", kb_task("Ready", 2, "03/13/2024 09:41", "03/13/2024 09:41", kb_move_modal("Work in progress")), turl)),
        ("click('63')", axtree("#52 Rotate TLS certs on internal CA", kb_task("Work in progress", 1, "03/14/2024 11:47", "03/14/2024 11:47", note="Task updated successfully."), turl)),
        ("click('47')", axtree("Homelab › Board", kb_board(b_bad), burl)),
        ("click('13')", axtree("Homelab › List", kb_list(b_bad), f"{KB}/list/3")),
    ]
    state = goal("In the Homelab board, add a green Backlog task 'Migrate cron jobs to systemd timers', then start work on #52 (TLS certs) by moving it to Work in progress.",
                 "Homelab › Board", kb_board(BOARD0), burl)
    return dict(tid="h18-web-22", turns=turns, state=state, bad=True, turn=9,
                kind="task #58 created in Backlog (shown there, Backlog 6) is missing from the board and the list after moving a different task; Backlog back to 5")


MAKERS = (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in MAKERS:
        d = make()
        rs.add(task="web", tid=d["tid"], system=WEB_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
