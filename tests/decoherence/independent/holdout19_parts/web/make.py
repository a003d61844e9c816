# ruff: noqa: E501
"""holdout19, domain web: 22 hand-written BrowserGym trajectories in the AgentWorldBench row format.

Eleven trajectories hold exactly one contradiction (an observation that disagrees with an earlier one or
with the starting state); the other eleven are clean but full of legitimate change: values the agent's own
actions set, counters that follow those actions, relative times moving on, re-sorted, filtered and
paginated listings, unit switches, queues that advance and mail that arrives by itself. Ids 01-11 use
mainstream sites (shop, GitLab, forum, CMS admin, maps, mail); 12-22 less common ones (library catalogues,
clinic portals, vendor dashboards, wikis, ticketing, a phpBB board).

Run: ``python -m tests.decoherence.independent.holdout19_parts.web.make``
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Traj = dict[str, Any]


def ind(lines: list[str], n: int = 1) -> list[str]:
    """Indent a block of tree lines by n tabs."""
    return ["\t" * n + ln for ln in lines]


def money(x: float) -> str:
    return f"${x:,.2f}"


def nest(notes: list[str], depth: int) -> list[str]:
    """Notes written as one string with embedded newlines: indent the first line by depth tabs, keep the rest as written."""
    out: list[str] = []
    for n in notes:
        first, *rest = n.split("\n")
        out.append("\t" * depth + first)
        out.extend(rest)
    return out


# ---------------------------------------------------------------- 01 One Stop Market: cart summary off (bad, turn 8)
SHOP_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_top(cart: int, query: str = "", user: str = "Emma Lopez") -> list[str]:
    label = "My Cart" + (f" {cart} items" if cart else "")
    search = "[1585] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: False"
    if query:
        search += f" value={query!r}"
    lines = ["[227] link 'My Account'", "[228] link 'My Wish List'", "[229] link 'Sign Out'",
             f"StaticText {('Welcome, ' + user + '!')!r}", "[234] link 'store logo'", "\t[235] img 'one_stop_market_logo'",
             f"[236] link {label!r}", search, "[1588] button 'Search' disabled: " + ("False" if query else "True"),
             "[1591] link 'Advanced Search'", "[1594] tablist '' multiselectable: False orientation: horizontal",
             "\t[1596] tabpanel ''", "\t\t[1598] menu '' orientation: vertical"]
    for i, c in enumerate(SHOP_CATS):
        lines.append(f"\t\t\t[{1600 + 2 * i}] menuitem {c!r} hasPopup: menu")
    return lines


SHOP_FOOT = ["[3302] contentinfo ''", "\t[3305] textbox 'Sign Up for Our Newsletter:' required: False",
             "\t[3306] button 'Subscribe'", "\t[3309] link 'Privacy and Cookie Policy'", "\t[3310] link 'Search Terms'",
             "\t[3311] link 'Advanced Search'", "\t[3312] link 'Contact Us'",
             "StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'",
             "StaticText 'Help Us Keep Magento Healthy'", "[3316] link 'Report All Bugs'"]

CHARGERS = [
    ("Anker Nano II 65W USB C Charger, GaN II Fast Compact Charger for MacBook Pro/Air, iPad Pro, Galaxy S21", 39.99, 88, 12),
    ("Anker 735 Charger (Nano II 65W), 3-Port Fast Compact Foldable Wall Charger for MacBook Pro/Air", 45.99, 90, 7),
    ("Anker PowerPort III 2-Port 60W USB C Charger, PIQ 3.0 Fast Wall Charger for iPhone and Pixel", 29.99, 84, 5),
    ("Anker 313 Wall Charger 45W, USB C Super Fast Charging for Samsung Galaxy S23 Ultra/S22", 21.99, 86, 9),
    ("Anker 511 Charger (Nano 3, 30W), GaN II PIQ 3.0 Compact USB C Charger for iPhone 15", 19.99, 92, 14),
    ("Anker 736 Charger (Nano II 100W), 3-Port Fast Compact Wall Charger for MacBook Pro 16", 55.99, 87, 4),
]


def t01_results(cart: int, added: str | None = None, popup: list[str] | None = None) -> str:
    q = "anker usb c charger"
    lines = shop_top(cart, q) + (popup or [])
    if added:
        lines += ["[1700] alert ''", f"\tStaticText {('You added ' + added + ' to your ')!r}",
                  "\t[1702] link 'shopping cart'", "\tStaticText '.'"]
    lines += ["[1710] link 'Home'", "StaticText \"Search results for: 'anker usb c charger'\"",
              "[1720] heading \"Search results for: 'anker usb c charger'\"",
              "StaticText 'Related search terms'", "[1722] link 'anker charger'", "[1723] link 'usb c charger 65w'",
              "[1725] link 'Grid'", "[1726] link 'List'", "StaticText '6'", "StaticText 'Items'",
              "StaticText 'Sort By'", "[1732] combobox 'Sort By' hasPopup: menu expanded: False value='Relevance'",
              "[1734] link 'Set Descending Direction'"]
    for i, (name, price, rating, reviews) in enumerate(CHARGERS):
        b = 1800 + 12 * i
        lines += [f"[{b}] link 'Image'", f"\t[{b + 1}] img {name!r}", f"[{b + 3}] link {name!r}",
                  "StaticText 'Rating:'", f"StaticText '{rating}%'", f"[{b + 6}] link '{reviews}  Reviews'",
                  f"StaticText {money(price)!r}", f"[{b + 9}] button 'Add to Cart'",
                  f"[{b + 10}] button 'Add to Wish List'", f"[{b + 11}] button 'Add to Compare'"]
    lines += ["[1890] heading 'Shop By'", "StaticText 'Shopping Options'", "[1893] tab 'Category' expanded: False",
              "[1895] tab 'Price' expanded: False", "[1900] heading 'Compare Products'",
              "StaticText 'You have no items to compare.'", "[1905] heading 'My Wish List'",
              "StaticText 'You have no items in your wish list.'"]
    return axtree("Search results for: 'anker usb c charger'", lines + SHOP_FOOT,
                  "http://onestopmarket.shop.test/catalogsearch/result/?q=anker+usb+c+charger")


def t01_cart(rows: list[tuple[int, int, str]], subtotal: float, cart: int) -> str:
    """rows: (product index, qty shown in the box, qty the totals were computed with)."""
    lines = shop_top(cart) + ["[2010] heading 'Shopping Cart'", "[2020] table 'Shopping Cart Items'",
                              "\t[2021] row ''", "\t\t[2022] columnheader 'Item'", "\t\t[2023] columnheader 'Price'",
                              "\t\t[2024] columnheader 'Qty'", "\t\t[2025] columnheader 'Subtotal'"]
    for k, (idx, shown, used) in enumerate(rows):
        name, price, _, _ = CHARGERS[idx]
        b = 2100 + 20 * k
        lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {name!r}", f"\t\t\t[{b + 2}] img {name!r}",
                  f"\t\t[{b + 3}] link {name!r}", f"\t\tStaticText {money(price)!r}",
                  f"\t\t[{b + 6}] spinbutton 'Qty' required: True valuemin: 0 valuemax: 0 value='{shown}'",
                  f"\t\tStaticText {money(price * used)!r}", f"\t[{b + 8}] row ''",
                  f"\t\t[{b + 9}] link 'Move to Wish List'", f"\t\t[{b + 10}] link 'Edit item parameters'",
                  f"\t\t[{b + 11}] link 'Remove item'"]
    lines += ["[2180] link 'Continue Shopping'", "[2181] button 'Update Shopping Cart'", "[2190] heading 'Summary'",
              "[2192] tab 'Estimate Shipping and Tax' expanded: False", "[2200] table ''",
              "\t[2201] row ''", "\t\t[2202] rowheader 'Subtotal'", f"\t\tStaticText {money(subtotal)!r}",
              "\t[2204] row ''", "\t\t[2205] rowheader 'Tax'", "\t\tStaticText '$0.00'",
              "\t[2207] row ''", "\t\t[2208] rowheader 'Order Total'", f"\t\tStaticText {money(subtotal)!r}",
              "[2212] button 'Proceed to Checkout'", "[2214] link 'Check Out with Multiple Addresses'",
              "[2216] tab 'Apply Discount Code' expanded: False"]
    return axtree("Shopping Cart", lines + SHOP_FOOT, "http://onestopmarket.shop.test/checkout/cart/")


def t01() -> Traj:
    a, d = CHARGERS[0], CHARGERS[3]
    home = shop_top(0) + ["[1650] heading 'One Stop Market'", "StaticText 'Product Showcases'",
                          "[1660] link 'Image'", "\t[1661] img 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'",
                          "[1663] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'",
                          "StaticText 'Rating:'", "StaticText '20%'", "[1666] link '1  Review'", "StaticText '$19.99'",
                          "[1669] button 'Add to Cart'", "[1672] link 'Image'", "\t[1673] img 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'",
                          "[1675] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'",
                          "StaticText 'Rating:'", "StaticText '57%'", "[1678] link '12  Reviews'", "StaticText '$14.47'",
                          "[1681] button 'Add to Cart'", "[1684] link 'Image'", "\t[1685] img 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'",
                          "[1687] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'",
                          "StaticText 'Rating:'", "StaticText '95%'", "[1690] link '4  Reviews'", "StaticText '$19.36'",
                          "[1693] button 'Add to Cart'"]
    state = axtree("One Stop Market", home + SHOP_FOOT, "http://onestopmarket.shop.test/")
    typed = axtree("One Stop Market", shop_top(0, "anker usb c charger") + home[len(shop_top(0)):] + SHOP_FOOT,
                   "http://onestopmarket.shop.test/")
    mini = [
        "[1460] dialog '' modal: False", "\t[1462] button 'Close'", "\tStaticText '2'", "\tStaticText 'Items in Cart'",
        "\tStaticText 'Cart Subtotal'", "\tStaticText '$61.98'", "\t[1466] button 'Proceed to Checkout'",
        "\t[1468] list ''", "\t\t[1469] listitem ''", f"\t\t\t[1470] link {d[0]!r}", f"\t\t\t[1472] link {d[0]!r}",
        "\t\t\tStaticText 'Price'", "\t\t\tStaticText '$21.99'", "\t\t\tStaticText 'Qty:'",
        "\t\t\t[1476] spinbutton 'Qty:' value='1'", "\t\t\t[1478] link 'Edit item'", "\t\t\t[1479] button 'Remove'",
        "\t\t[1480] listitem ''", f"\t\t\t[1481] link {a[0]!r}", f"\t\t\t[1483] link {a[0]!r}",
        "\t\t\tStaticText 'Price'", "\t\t\tStaticText '$39.99'", "\t\t\tStaticText 'Qty:'",
        "\t\t\t[1487] spinbutton 'Qty:' value='1'", "\t\t\t[1489] link 'Edit item'", "\t\t\t[1490] button 'Remove'",
        "\t[1492] link 'View and Edit Cart'"]
    mini_page = t01_results(2, d[0], popup=mini)
    checkout = shop_top(3) + [
        "[2500] link 'One Stop Market'", "[2502] list ''", "\t[2503] listitem ''", "\t\tStaticText 'Shipping'",
        "\t[2505] listitem ''", "\t\tStaticText 'Review & Payments'", "[2510] heading 'Shipping Address'",
        "StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California 94401'",
        "StaticText 'United States'", "[2516] link '6505551212'", "[2518] button 'New Address'",
        "[2520] heading 'Shipping Methods'", "[2522] table ''", "\t[2523] row ''", "\t\t[2524] columnheader 'Select Method'",
        "\t\t[2525] columnheader 'Price'", "\t\t[2526] columnheader 'Method Title'", "\t\t[2527] columnheader 'Carrier Title'",
        "\t[2528] row ''", "\t\t[2529] cell ''", "\t\t\t[2530] radio '' checked: true", "\t\t[2531] cell '$15.00'",
        "\t\t[2532] cell 'Fixed'", "\t\t[2533] cell 'Flat Rate'", "[2540] button 'Next'", "[2550] heading 'Order Summary'",
        "[2552] tab '3 Items in Cart' expanded: False"]
    turns = [
        ("fill('1585', 'anker usb c charger')", typed),
        ("press('1585', 'Enter')", t01_results(0)),
        ("click('1809')", t01_results(1, a[0])),
        ("click('1845')", t01_results(2, d[0])),
        ("click('236')", mini_page),
        ("click('1492')", t01_cart([(0, 1, 1), (3, 1, 1)], 61.98, 2)),
        ("fill('2126', '2')", t01_cart([(0, 1, 1), (3, 2, 1)], 61.98, 2)),
        ("click('2181')", t01_cart([(0, 1, 1), (3, 2, 2)], 89.97, 3)),
        ("click('2212')", axtree("Checkout", checkout + SHOP_FOOT, "http://onestopmarket.shop.test/checkout/#shipping")),
    ]
    return dict(tid="h19-web-01", state=state, turns=turns, bad=True, turn=8,
                kind="cart summary subtotal/order total $89.97 after the quantity update, but the line items are $39.99 + 2 x $21.99 = $83.97")


# ---------------------------------------------------------------- 02 GitLab: new issue, labels, comment (clean)
def gl_top(user: str = "Byte Blaze") -> list[str]:
    return ["[68] link 'Skip to content'", "[80] link 'Dashboard'", "\t[81] img ''", "[90] button '' hasPopup: menu expanded: False",
            "[95] textbox 'Search GitLab' required: False", "[100] link 'Create new...'", "[110] link 'Issues'",
            "[120] link 'Merge requests'", "[130] link 'To-Do List'", "\tStaticText '5'", f"[140] link {user!r}",
            "\t[141] img ''"]


def gl_side(project: str, issues: int, mrs: int, active: str) -> list[str]:
    items = [("Project information", None), ("Repository", None), ("Issues", issues), ("Merge requests", mrs),
             ("CI/CD", None), ("Security & Compliance", None), ("Deployments", None), ("Packages and registries", None),
             ("Infrastructure", None), ("Monitor", None), ("Analytics", None), ("Wiki", None), ("Snippets", None),
             ("Settings", None)]
    out = ["[200] complementary 'Project navigation'", f"\t[202] link {project!r}"]
    for i, (name, count) in enumerate(items):
        out.append(f"\t[{210 + 3 * i}] link {name!r}" + (" focused: True" if name == active else ""))
        if count is not None:
            out.append(f"\t\tStaticText '{count}'")
    out.append("\t[260] button 'Collapse sidebar'")
    return out


GL02 = [  # iid, title, author, age, labels, comments, updated
    (43, "Token colors fail WCAG AA contrast on the dark theme", "Roshan Jossy", "3 days ago", ["accessibility", "bug"], 2, "1 day ago"),
    (42, "Add a high-contrast theme variant", "Byte Blaze", "5 days ago", ["enhancement"], 4, "2 days ago"),
    (40, "Keyboard focus is lost after copying a code block", "Abishek S", "1 week ago", ["accessibility", "bug"], 1, "6 days ago"),
    (39, "Screen readers announce every token span separately", "Lin Yu", "2 weeks ago", ["accessibility"], 6, "4 days ago"),
    (37, "Document the aria-label options in the README", "Byte Blaze", "3 weeks ago", ["documentation"], 0, "3 weeks ago"),
    (35, "Support prefers-reduced-motion for the copy animation", "Roshan Jossy", "1 month ago", ["enhancement", "good first issue"], 3, "2 weeks ago"),
    (33, "Language badge has no accessible name", "Mei Tanaka", "1 month ago", ["accessibility", "bug"], 2, "1 month ago"),
    (30, "Add Vue single-file component grammar", "Abishek S", "2 months ago", ["enhancement"], 5, "1 month ago"),
    (26, "Line highlight color is indistinguishable for protanopia", "Lin Yu", "2 months ago", ["accessibility"], 7, "3 weeks ago"),
    (21, "Publish the package to the npm registry under @a11y scope", "Byte Blaze", "3 months ago", ["help wanted"], 9, "2 months ago"),
    (14, "Tab order skips the 'Copy' button in Safari", "Mei Tanaka", "5 months ago", ["bug"], 4, "4 months ago"),
    (9, "Write contribution guidelines", "Byte Blaze", "7 months ago", ["documentation", "good first issue"], 1, "5 months ago"),
]
GL02_PROJ = "a11y-syntax-highlighting"
GL02_URL = "http://gitlab.test/byteblaze/a11y-syntax-highlighting"


def gl02_list(rows: list[tuple[Any, ...]], opened: int, closed: int, sort: str = "Created date") -> str:
    lines = gl_top() + gl_side(GL02_PROJ, opened, 2, "Issues") + [
        "[300] navigation 'Breadcrumbs'", "\t[301] link 'Byte Blaze'", f"\t[302] link {GL02_PROJ!r}", "\t[303] link 'Issues'",
        "[310] tablist ''", f"\t[311] tab 'Open {opened}' selected: True", f"\t[312] tab 'Closed {closed}' selected: False",
        f"\t[313] tab 'All {opened + closed}' selected: False", "[316] link 'Subscribe to RSS feed'",
        "[317] button 'Actions' hasPopup: menu", "[318] button 'Bulk edit'", "[319] link 'New issue'",
        "[322] textbox 'Search or filter results...' required: False", f"[325] button {sort!r} hasPopup: listbox",
        "[326] button 'Sort direction: Descending'", "[330] list ''"]
    for k, (iid, title, author, age, labels, comments, updated) in enumerate(rows):
        b = 340 + 14 * k
        lines += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link {title!r}", f"\t\tStaticText '#{iid}'",
                  f"\t\tStaticText {('· created ' + age + ' by')!r}", f"\t\t[{b + 4}] link {author!r}"]
        for j, lab in enumerate(labels):
            lines.append(f"\t\t[{b + 5 + j}] link {lab!r}")
        if comments:
            lines.append(f"\t\t[{b + 8}] link '{comments}'")
        lines.append(f"\t\tStaticText {('updated ' + updated)!r}")
    return axtree(f"Issues · Byte Blaze / {GL02_PROJ} · GitLab", lines, f"{GL02_URL}/-/issues")


def gl02_issue(created: str, labels: list[str], notes: list[str], dropdown: list[str] | None = None,
               comment: str = "") -> str:
    desc = ("With the line-numbers plugin enabled, NVDA and VoiceOver read the gutter number before every line, "
            "so a 40-line snippet is announced as 'one const foo two const bar ...'. The gutter spans need "
            "aria-hidden=\"true\" and the numbers should be exposed once through a visually hidden label.")
    lines = gl_top() + gl_side(GL02_PROJ, 13, 2, "Issues") + [
        "[300] navigation 'Breadcrumbs'", "\t[301] link 'Byte Blaze'", f"\t[302] link {GL02_PROJ!r}", "\t[303] link 'Issues'",
        "\t[304] link '#44'", "[400] main ''", "\tStaticText 'Open'", f"\tStaticText {('Issue created ' + created + ' by')!r}",
        "\t[404] link 'Byte Blaze'", "\t[406] button 'Issue actions' hasPopup: menu", "\t[408] link 'New issue'",
        "\t[410] heading 'Line numbers are read aloud before every line'", f"\tStaticText {desc!r}",
        "\t[414] button 'Edit title and description'", "\t[420] heading 'Linked items 0'", "\t[421] button 'Add a related issue'",
        "\t[430] button 'Create merge request'", "\t[440] heading 'Activity'", "\t[441] button 'Sort or filter' hasPopup: menu",
        "\t[444] list ''"]
    lines += nest(notes, 2)
    lines += ["\t[470] tablist ''", "\t\t[471] tab 'Write' selected: True", "\t\t[472] tab 'Preview' selected: False",
              "\t[474] textbox 'Comment' required: False" + (f" value={comment!r}" if comment else ""),
              "\t[476] checkbox 'Make this an internal note' checked: false", "\t[478] button 'Comment'" + ("" if comment else " disabled: True"),
              "\t[479] button 'Close issue'",
              "[500] complementary 'Issue sidebar'", "\tStaticText 'Assignee'", "\t[502] button 'Edit'", "\tStaticText 'None - '",
              "\t[504] button 'assign yourself'", "\tStaticText 'Labels'", "\t[507] button 'Edit'"]
    if dropdown:
        lines += ["\t" + x for x in dropdown]
    lines += ["\tStaticText " + repr(", ".join(labels) if labels else "None")]
    lines += ["\tStaticText 'Milestone'", "\t[512] button 'Edit'", "\tStaticText 'None'", "\tStaticText 'Due date'",
              "\t[515] button 'Edit'", "\tStaticText 'None'", "\tStaticText 'Time tracking'", "\tStaticText 'No estimate or time spent'",
              "\tStaticText 'Confidentiality'", "\tStaticText 'Not confidential'", "\tStaticText '1 participant'",
              "\t[522] link 'Byte Blaze'", "\tStaticText 'Notifications'", "\t[525] switch '' checked: true",
              "\tStaticText 'Reference: byteblaze/a11y-syntax-highlighting#44'", "\t[528] button 'Copy reference'",
              "\tStaticText 'Issue email: incoming+byteblaze-a11y-syntax-highlighting-191-issue-@gitlab.test'"]
    return axtree(f"Line numbers are read aloud before every line (#44) · Issues · Byte Blaze / {GL02_PROJ} · GitLab", lines,
                  f"{GL02_URL}/-/issues/44")


def t02() -> Traj:
    title = "Line numbers are read aloud before every line"
    body = ("With the line-numbers plugin enabled, NVDA and VoiceOver read the gutter number before every line, "
            "so a 40-line snippet is announced as 'one const foo two const bar ...'. The gutter spans need "
            "aria-hidden=\"true\" and the numbers should be exposed once through a visually hidden label.")
    comment = "Reproduced with NVDA 2024.1 + Firefox 126 and VoiceOver on Safari 17.4; JAWS 2024 is fine."

    def form(t: str = "", d: str = "") -> str:
        lines = gl_top() + gl_side(GL02_PROJ, 12, 2, "Issues") + [
            "[300] navigation 'Breadcrumbs'", "\t[301] link 'Byte Blaze'", f"\t[302] link {GL02_PROJ!r}", "\t[303] link 'Issues'",
            "\t[304] link 'New'", "[600] heading 'New Issue'", "StaticText 'Title (required)'",
            "[602] textbox 'Title (required)' required: True" + (f" value={t!r}" if t else ""),
            "StaticText 'Type'", "[604] button 'Issue' hasPopup: listbox", "StaticText 'Description'",
            "[606] button 'Choose a template' hasPopup: listbox", "[608] tablist ''", "\t[609] tab 'Write' selected: True",
            "\t[610] tab 'Preview' selected: False",
            "[612] textbox 'Description' required: False" + (f" value={d!r}" if d else ""),
            "[614] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false",
            "StaticText 'Assignee'", "[617] button 'Unassigned' hasPopup: listbox", "[618] link 'Assign to me'",
            "StaticText 'Milestone'", "[620] button 'Milestone' hasPopup: listbox", "StaticText 'Labels'",
            "[622] button 'Labels' hasPopup: listbox", "StaticText 'Due date'", "[624] textbox 'Select due date' required: False",
            "[630] button 'Create issue'" + ("" if t else " disabled: True"), "[631] link 'Cancel'"]
        return axtree(f"New Issue · Byte Blaze / {GL02_PROJ} · GitLab", lines, f"{GL02_URL}/-/issues/new")

    labels_all = ["accessibility", "bug", "documentation", "enhancement", "good first issue", "help wanted", "wontfix"]

    def dd(checked: set[str]) -> list[str]:
        out = ["[530] listbox 'Assign labels'", "\t[531] textbox 'Search labels' required: False"]
        for i, lab in enumerate(labels_all):
            out.append(f"\t[{532 + i}] option {lab!r} selected: {'True' if lab in checked else 'False'}")
        out += ["\t[540] button 'Create project label'", "\t[541] button 'Manage project labels'"]
        return out

    created_note = []
    lab_note = "[446] listitem ''\n\t\t\tStaticText 'Byte Blaze added accessibility bug labels 1 minute ago'"
    c_note = ("[450] listitem ''\n\t\t\t[451] link 'Byte Blaze'\n\t\t\tStaticText '@byteblaze · just now'\n"
              f"\t\t\tStaticText {comment!r}\n\t\t\t[454] button 'Add reaction'\n\t\t\t[455] button 'Reply to comment'\n"
              "\t\t\t[456] button 'Edit comment'\n\t\t\t[457] button 'More actions' hasPopup: menu")
    lab_note_now = "[446] listitem ''\n\t\t\tStaticText 'Byte Blaze added accessibility bug labels just now'"
    new_row = (44, title, "Byte Blaze", "2 minutes ago", ["accessibility", "bug"], 1, "just now")
    turns = [
        ("click('319')", form()),
        (f"fill('602', {title!r})", form(title)),
        (f"fill('612', {body!r})", form(title, body)),
        ("click('630')", gl02_issue("just now", [], created_note)),
        ("click('507')", gl02_issue("just now", [], created_note, dd(set()))),
        ("click('532')", gl02_issue("just now", [], created_note, dd({"accessibility"}))),
        ("click('533')", gl02_issue("1 minute ago", [], created_note, dd({"accessibility", "bug"}))),
        ("press('531', 'Escape')", gl02_issue("1 minute ago", ["accessibility", "bug"], [lab_note_now])),
        (f"fill('474', {comment!r})", gl02_issue("1 minute ago", ["accessibility", "bug"], [lab_note_now], comment=comment)),
        ("click('478')", gl02_issue("1 minute ago", ["accessibility", "bug"], [lab_note, c_note])),
        ("click('216')", gl02_list([new_row] + GL02, 13, 31)),
    ]
    state = gl02_list(GL02, 12, 31)
    return dict(tid="h19-web-02", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Postmill forum helpers (used by 03 and 09)
PM_USER = "MarvelsGrantMan136"


def pm_top(notes: int = 0) -> list[str]:
    return ["[40] link 'Jump to main content'", "[41] link 'Jump to sidebar'", "[42] navigation ''",
            "\t[45] link 'Home'", "\t\tStaticText 'Postmill'", "\t[54] link 'Forums'", "\t[55] link 'Wiki'",
            "\t[63] searchbox 'Search query'", f"\t[64] link 'Notifications ({notes})'", "\t[65] link 'Submit'",
            f"\t[66] button {PM_USER!r} hasPopup: menu expanded: False"]


def pm_vote(bid: int, score: int, voted: bool) -> list[str]:
    return [f"[{bid}] button {'Retract upvote' if voted else 'Upvote'!r}", f"StaticText '{score:,}'",
            f"[{bid + 2}] button 'Downvote'"]


def pm_article(bid: int, title: str, author: str, age: str, comments: int, score: int, voted: bool,
               forum: str | None = None, url: str | None = None) -> list[str]:
    out = [f"[{bid}] article ''", f"\t[{bid + 1}] heading {title!r}", f"\t\t[{bid + 2}] link {title!r}"]
    if url:
        out.append(f"\t\tStaticText {url!r}")
    out += ["\tStaticText 'Submitted by'", f"\t[{bid + 4}] link {author!r}", f"\t[{bid + 5}] time {age!r}"]
    if forum:
        out += ["\tStaticText 'in'", f"\t[{bid + 6}] link {forum!r}"]
    out += [f"\t[{bid + 7}] link '{comments} comment{'s' if comments != 1 else ''}'", f"\t[{bid + 8}] button 'Save'"]
    out += ind(pm_vote(bid + 10, score, voted))
    return out


def pm_forum_side(forum: str, desc: str, subs: int, subscribed: bool, created: str, mods: list[str]) -> list[str]:
    out = ["[900] complementary ''", f"\t[901] heading {forum!r}", f"\t\t[902] link {forum!r}", f"\tStaticText {desc!r}",
           f"\t[905] button {'Unsubscribe' if subscribed else 'Subscribe'!r}", f"\t\tStaticText '{subs:,}'",
           f"\tStaticText {('Created ' + created)!r}", "\t[910] heading 'Moderators'", "\t[911] list ''"]
    for i, m in enumerate(mods):
        out += [f"\t\t[{912 + 2 * i}] listitem ''", f"\t\t\t[{913 + 2 * i}] link {m!r}"]
    out += ["\t[930] link 'Moderation log'", "\t[931] link 'Bans'"]
    return out


def pm_comment(bid: int, author: str, age: str, text: str, score: int, voted: bool, depth: int = 0,
               own: bool = False, edited: str | None = None) -> list[str]:
    out = [f"[{bid}] article ''", f"\t[{bid + 1}] link {author!r}", f"\t[{bid + 2}] time {age!r}"]
    if edited:
        out.append(f"\tStaticText {('(edited ' + edited + ')')!r}")
    out += [f"\tStaticText {text!r}", f"\t[{bid + 4}] link 'Reply'", f"\t[{bid + 5}] link 'Permalink'"]
    if own:
        out += [f"\t[{bid + 6}] link 'Edit'", f"\t[{bid + 7}] button 'Delete'"]
    out += ind(pm_vote(bid + 8, score, voted))
    return ind(out, depth)


# ---------------------------------------------------------------- 03 Postmill /f/books: vote, comment, sort, edit (clean)
BOOKS_SIDE = ("Discussion of books, authors and reading. Be kind; spoilers go behind >!spoiler tags!<.", "2 years ago",
              ["ink_and_quill", "marginalia"])
T03_TITLE = "What's a book you finished in one sitting?"
T03_BODY = "Long weekend coming up and I want something I can't put down. What grabbed you so hard you read it cover to cover?"
T03_COMMENTS = [  # author, age (at turn 2, minutes), text, score, reply
    ("lanternjaw", 240, "The Martian. Started it on a flight and finished it at the baggage carousel.", 38,
     ("quietreader", 236, "Same! The potato chapters are impossible to put down.", 12)),
    ("ginkgo_leaf", 180, "Station Eleven, on a snow day. Probably not the best choice in hindsight.", 21, None),
    ("mossfern", 125, "We Have Always Lived in the Castle. It's short but it grips you from the first page.", 9, None),
    ("tidepool_reads", 66, "Anything by Shirley Jackson, honestly.", 5, None),
    ("dr_pemberton", 47, "Of Mice and Men in high school, the only assigned book I read in one go.", 2, None),
]


def ago(minutes: int) -> str:
    if minutes < 1:
        return "a few seconds ago"
    if minutes < 60:
        return f"{minutes} minute{'s' if minutes != 1 else ''} ago"
    h = minutes // 60
    return f"{h} hour{'s' if h != 1 else ''} ago"


def t03_post(shift: int, score: int, mine: tuple[str, int, int] | None, sort: str, draft: str = "") -> str:
    """shift: minutes since turn 2; mine: (text, age in minutes, score)."""
    n = len(T03_COMMENTS) + 1 + (1 if mine else 0)
    lines = pm_top() + ["[100] main ''", "\t[101] link 'books'"]
    lines += ind(pm_article(110, T03_TITLE, "quietreader", ago(300 + shift), n, score, True))
    lines += ["\tStaticText " + repr(T03_BODY), "\t[140] heading 'Comments'", f"\tStaticText '{n} comments'",
              "\t[142] combobox 'Sort comments by' hasPopup: menu expanded: False value=" + repr(sort),
              "\t[144] textbox 'Comment' required: True" + (f" value={draft!r}" if draft else ""),
              "\t[146] button 'Post'" + ("" if draft else " disabled: True")]
    blocks: list[tuple[int, list[str]]] = []
    for k, (au, age, text, sc, reply) in enumerate(T03_COMMENTS):
        bid = 200 + 30 * k
        blk = pm_comment(bid, au, ago(age + shift), text, sc, False)
        if reply:
            ra, rage, rtext, rsc = reply
            blk += pm_comment(bid + 15, ra, ago(rage + shift), rtext, rsc, False, depth=1)
        blocks.append((age, blk))
    if mine:
        text, mage, msc = mine
        blocks.append((mage, pm_comment(400, PM_USER, ago(mage), text, msc, True, own=True)))
    if sort == "New":
        blocks.sort(key=lambda x: x[0])
    lines += ind([ln for _, blk in blocks for ln in blk])
    lines += pm_forum_side("books", BOOKS_SIDE[0], 11203, False, BOOKS_SIDE[1], BOOKS_SIDE[2])
    return axtree(f"{T03_TITLE} : books", lines, "http://forum.test/f/books/48213/what-s-a-book-you-finished-in-one-sitting")


def t03_listing(order: str, extra: int, voted: bool = False) -> str:
    rows_hot = [
        ("Ursula K. Le Guin's essays are criminally underrated", "anarresi", 420, 41, 311, False),
        (T03_TITLE, "quietreader", 300, 6, 129 if voted else 128, voted),
        ("Just finished 'Piranesi' (no spoilers please) but wow", "mossfern", 540, 22, 87, False),
        ("Libraries in my city are extending hours this summer", "civicbook", 660, 9, 64, False),
        ("Recommend me something like 'The Remains of the Day'", "slow_tea", 180, 17, 41, False),
    ]
    if order == "hot":
        rows = rows_hot
    else:  # /new, a few minutes after the turn-4 comment
        rows = [("Anyone else reading 'The Covenant of Water'?", "leafmold", 12, 0, 3, False),
                ("Recommend me something like 'The Remains of the Day'", "slow_tea", 180 + extra, 18, 43, False),
                (T03_TITLE, "quietreader", 300 + extra, 7, 131, True),
                ("Ursula K. Le Guin's essays are criminally underrated", "anarresi", 420 + extra, 41, 312, False),
                ("Just finished 'Piranesi' (no spoilers please) but wow", "mossfern", 540 + extra, 22, 87, False),
                ("Libraries in my city are extending hours this summer", "civicbook", 660 + extra, 9, 64, False)]
    lines = pm_top() + ["[100] main ''", "\t[101] heading 'books'", "\t[102] navigation ''"]
    for i, tab in enumerate(["Hot", "New", "Active", "Top", "Controversial", "Most commented"]):
        lines.append(f"\t\t[{103 + i}] link {tab!r}" + (" focused: True" if tab.lower() == order else ""))
    for k, (title, au, age, com, sc, v) in enumerate(rows):
        lines += ind(pm_article(300 + 20 * k, title, au, ago(age), com, sc, v))
    lines += ["\t[450] link 'More'"]
    lines += pm_forum_side("books", BOOKS_SIDE[0], 11203, False, BOOKS_SIDE[1], BOOKS_SIDE[2])
    return axtree("books", lines, "http://forum.test/f/books" + ("" if order == "hot" else "/new"))


def t03() -> Traj:
    c1 = "Piranesi by Susanna Clarke. The chapters are short and I could not stop turning pages."
    c2 = c1 + " Highly recommend the audiobook narrated by Chiwetel Ejiofor too."
    state = t03_listing("hot", 0)
    voted = t03_listing("hot", 0, voted=True)
    profile = pm_top() + [
        "[100] main ''", f"\t[101] heading {PM_USER!r}", "\t[102] navigation ''", "\t\t[103] link 'Overview'",
        "\t\t[104] link 'Submissions'", "\t\t[105] link 'Comments' focused: True",
        "\t[120] article ''", "\t\tStaticText 'Comment on'", f"\t\t[122] link {T03_TITLE!r}", "\t\tStaticText 'in'",
        "\t\t[124] link 'books'", "\t\t[125] time '6 minutes ago'", f"\t\tStaticText {c1!r}", "\t\t[127] link 'Permalink'",
        "\t\t[128] link 'Edit'", "\t\t[129] button 'Delete'", "\t\t[130] button 'Retract upvote'", "\t\tStaticText '1'",
        "\t[140] article ''", "\t\tStaticText 'Comment on'", "\t\t[142] link 'Which 90s sci-fi film has aged the best?'",
        "\t\tStaticText 'in'", "\t\t[144] link 'movies'", "\t\t[145] time '3 days ago'",
        "\t\tStaticText 'Gattaca. The production design still looks like next year.'", "\t\t[147] link 'Permalink'",
        "\t\t[148] link 'Edit'", "\t\t[149] button 'Delete'", "\t\t[150] button 'Retract upvote'", "\t\tStaticText '14'",
        "\t[160] article ''", "\t\tStaticText 'Comment on'", "\t\t[162] link 'Best budget mechanical keyboard in 2024?'",
        "\t\tStaticText 'in'", "\t\t[164] link 'technology'", "\t\t[165] time '1 week ago'",
        "\t\tStaticText 'Keychron V1 with the stock switches is hard to beat for the price.'", "\t\t[167] link 'Permalink'",
        "\t\t[168] link 'Edit'", "\t\t[169] button 'Delete'", "\t\t[170] button 'Retract upvote'", "\t\tStaticText '6'",
        "[900] complementary ''", f"\t[901] heading {PM_USER!r}", "\tStaticText 'Registered 1 year ago'",
        "\t[905] link 'Message'", "\t[906] link 'Block'"]
    editform = pm_top() + ["[100] main ''", "\t[101] heading 'Editing comment'",
                           "\t[110] textbox 'Comment' required: True value=" + repr(c1), "\t[112] button 'Save'"]
    edit2 = editform[:-2] + ["\t[110] textbox 'Comment' required: True value=" + repr(c2), "\t[112] button 'Save'"]
    permalink = pm_top() + ["[100] main ''", "\t[101] link 'books'"] + ind(
        pm_article(110, T03_TITLE, "quietreader", ago(308), 7, 131, True)) + [
        "\t[140] heading 'Comments'", "\tStaticText 'Viewing a single comment thread.'", "\t[141] link 'View all comments'"] + ind(
        pm_comment(400, PM_USER, ago(7), c2, 1, True, own=True, edited="a few seconds ago")) + pm_forum_side(
        "books", BOOKS_SIDE[0], 11203, False, BOOKS_SIDE[1], BOOKS_SIDE[2])
    turns = [
        ("click('330')", voted),
        ("click('327')", t03_post(0, 129, None, "Hot")),
        (f"fill('144', {c1!r})", t03_post(0, 129, None, "Hot", c1)),
        ("click('146')", t03_post(1, 129, (c1, 0, 1), "Hot")),
        ("select_option('142', 'New')", t03_post(2, 129, (c1, 1, 1), "New")),
        ("goto('http://forum.test/f/books/new')", t03_listing("new", 4)),
        ("goto('http://forum.test/user/MarvelsGrantMan136/comments')",
         axtree(f"Comments by {PM_USER}", profile, f"http://forum.test/user/{PM_USER}/comments")),
        ("click('128')", axtree("Editing comment", editform, "http://forum.test/f/books/48213/-/comment/902177/edit")),
        (f"fill('110', {c2!r})", axtree("Editing comment", edit2, "http://forum.test/f/books/48213/-/comment/902177/edit")),
        ("click('112')", axtree(f"{T03_TITLE} : books", permalink, "http://forum.test/f/books/48213/-/comment/902177")),
    ]
    return dict(tid="h19-web-03", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 04 Magento admin: saved price reads back old in the grid (bad, turn 6)
ADM_MENU = ["DASHBOARD", "SALES", "CATALOG", "CUSTOMERS", "MARKETING", "CONTENT", "REPORTS", "STORES", "SYSTEM",
            "FIND PARTNERS & EXTENSIONS"]


def adm_top(heading: str) -> list[str]:
    out = ["[101] link 'Magento Admin Panel'", "\t[102] img 'Magento Admin Panel'", "[110] navigation ''", "\t[111] menubar '' orientation: horizontal"]
    for i, m in enumerate(ADM_MENU):
        out.append(f"\t\t[{112 + 2 * i}] link {m!r}")
    out += [f"[160] heading {heading!r}", "[162] link '\\ue600 admin'", "[164] link 'Notifications'", "\tStaticText '4'",
            "[166] textbox 'Search the admin' required: False"]
    return out


ADM_FOOT = ["[990] link 'Magento'", "StaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'",
            "StaticText 'Magento ver. 2.4.6'", "[993] link 'Privacy Policy'", "[994] link 'Account Activity'",
            "[995] link 'Report an Issue'"]

ADM_COLS = ["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity",
            "Visibility", "Status", "Websites", "Action"]


def adm_grid(rows: list[tuple[int, str, str, str, float, int]], found: int, keyword: str = "", typed: str = "",
             filters: list[str] | None = None, panel: list[str] | None = None) -> str:
    lines = adm_top("Products") + ["[200] button 'Add Product'", "[201] button 'Add product by specified type' hasPopup: menu",
                                   "[210] textbox 'Search by keyword' required: False" + (f" value={typed!r}" if typed else ""),
                                   "[211] button 'Search'", "[213] button 'Filters'", "[214] button 'Default View' hasPopup: menu",
                                   "[215] button 'Columns' hasPopup: menu", "[216] button 'Export' hasPopup: menu"]
    if panel:
        lines += panel
    if keyword or filters:
        lines += ["StaticText 'Active filters:'"]
        if keyword:
            lines += [f"StaticText {('Keyword: ' + keyword)!r}", "[221] button 'Remove'"]
        for f in filters or []:
            lines += [f"StaticText {f!r}", "[223] button 'Remove'"]
        lines += ["[225] button 'Clear all'"]
    lines += ["[230] button 'Actions' hasPopup: menu", f"StaticText '{found:,}'", "StaticText 'records found'",
              "[233] combobox 'per page' hasPopup: menu expanded: False value='10'", "[235] button 'Previous Page' disabled: True",
              "[236] textbox 'Page' required: False value='1'", f"StaticText 'of {max(1, -(-found // 10)):,}'",
              "[238] button 'Next Page'" + (" disabled: True" if found <= 10 else ""), "[240] table ''", "\t[241] row ''",
              "\t\t[242] columnheader 'Select All' hasPopup: menu"]
    for i, c in enumerate(ADM_COLS):
        lines.append(f"\t\t[{243 + i}] columnheader {c!r}" + (" sort: ascending" if c == "ID" else ""))
    for k, (pid, name, typ, sku, price, qty) in enumerate(rows):
        b = 300 + 20 * k
        aset = "Gear" if sku.startswith("24-") else "Default"
        lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell ''", f"\t\t\t[{b + 2}] checkbox '' checked: false",
                  f"\t\t[{b + 3}] cell '{pid}'", f"\t\t[{b + 4}] cell ''", f"\t\t\t[{b + 5}] img {name!r}",
                  f"\t\t[{b + 6}] cell {name!r}", f"\t\t[{b + 7}] cell {typ!r}", f"\t\t[{b + 8}] cell {aset!r}",
                  f"\t\t[{b + 9}] cell {sku!r}", f"\t\t[{b + 10}] cell {money(price)!r}", f"\t\t[{b + 11}] cell '{qty:.4f}'",
                  f"\t\t[{b + 12}] cell {('Default Stock: ' + str(qty))!r}", f"\t\t[{b + 13}] cell 'Catalog, Search'",
                  f"\t\t[{b + 14}] cell 'Enabled'", f"\t\t[{b + 15}] cell 'Main Website'", f"\t\t[{b + 16}] cell 'Edit'",
                  f"\t\t\t[{b + 17}] link 'Edit'"]
    return axtree("Products / Inventory / Catalog / Magento Admin", lines + ADM_FOOT,
                  "http://admin.onestopmarket.shop.test/admin/catalog/product/")


def adm_edit(pid: int, name: str, sku: str, price: str, qty: int, saved: bool = False) -> str:
    lines = adm_top(name) + ["[200] button '\\ue626 Back'", "[201] button 'Add Attribute'", "[202] button 'Save'",
                             "[203] button 'Save options' hasPopup: menu"]
    if saved:
        lines += ["[205] alert ''", "\tStaticText 'You saved the product.'"]
    lines += ["[210] switch 'Enable Product' checked: true", "StaticText 'Attribute Set'",
              "[212] combobox 'Attribute Set' hasPopup: listbox value='Gear'", "StaticText 'Product Name'",
              f"[214] textbox 'Product Name' required: True value={name!r}", "StaticText 'SKU'",
              f"[216] textbox 'SKU' required: True value={sku!r}", "StaticText 'Price'", "StaticText '$'",
              f"[219] textbox 'Price' required: True value={price!r}", "[220] button 'Advanced Pricing'",
              "StaticText 'Tax Class'", "[222] combobox 'Tax Class' hasPopup: menu value='Taxable Goods'",
              "StaticText 'Quantity'", f"[224] textbox 'Quantity' required: False value='{qty}'",
              "[225] button 'Advanced Inventory'", "StaticText 'Stock Status'",
              "[227] combobox 'Stock Status' hasPopup: menu value='In Stock'", "StaticText 'Weight'",
              "[229] combobox 'Product has weight' hasPopup: menu value='This item has weight'",
              "[230] textbox 'Weight' required: False value='1'", "StaticText 'lbs'", "StaticText 'Categories'",
              "[233] combobox 'Categories' hasPopup: listbox value='Fitness Equipment'", "[234] button 'New Category'",
              "StaticText 'Visibility'", "[236] combobox 'Visibility' hasPopup: menu value='Catalog, Search'",
              "[237] checkbox 'Set Product as New From' checked: false", "StaticText 'Country of Manufacture'",
              "[239] combobox 'Country of Manufacture' hasPopup: menu value=' '", "StaticText 'Activity'",
              "[241] combobox 'Activity' hasPopup: listbox value='Yoga'", "StaticText 'Material'",
              "[243] listbox 'Material' multiselectable: True", "\t[244] option 'Cotton' selected: True",
              "\t[245] option 'Nylon' selected: False", "\t[246] option 'Polyester' selected: False",
              "[250] tab 'Content' expanded: False", "[251] tab 'Configurations' expanded: False",
              "[252] tab 'Product Reviews' expanded: False", "[253] tab 'Images And Videos' expanded: False",
              "[254] tab 'Search Engine Optimization' expanded: False", "[255] tab 'Related Products, Up-Sells, and Cross-Sells' expanded: False",
              "[256] tab 'Customizable Options' expanded: False", "[257] tab 'Product in Websites' expanded: False",
              "[258] tab 'Design' expanded: False", "[259] tab 'Gift Options' expanded: False"]
    return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", lines + ADM_FOOT,
                  f"http://admin.onestopmarket.shop.test/admin/catalog/product/edit/id/{pid}/")


def t04() -> Traj:
    default = [(1, "Joust Duffle Bag", "Simple Product", "24-MB01", 34.00, 100),
               (2, "Strive Shoulder Pack", "Simple Product", "24-MB04", 32.00, 100),
               (3, "Crown Summit Backpack", "Simple Product", "24-MB03", 38.00, 100),
               (4, "Wayfarer Messenger Bag", "Simple Product", "24-MB05", 45.00, 100),
               (5, "Rival Field Messenger", "Simple Product", "24-MB06", 45.00, 100),
               (6, "Fusion Backpack", "Simple Product", "24-MB02", 59.00, 100),
               (7, "Impulse Duffle", "Simple Product", "24-UB02", 74.00, 100),
               (8, "Voyage Yoga Bag", "Simple Product", "24-WB01", 32.00, 100),
               (9, "Compete Track Tote", "Simple Product", "24-WB02", 32.00, 100),
               (10, "Savvy Shoulder Tote", "Simple Product", "24-WB05", 32.00, 100)]
    straps = [(2035, "Sprite Yoga Strap 6 foot", "Simple Product", "24-WG085", 14.00, 100),
              (2036, "Sprite Yoga Strap 8 foot", "Simple Product", "24-WG086", 17.00, 100),
              (2037, "Sprite Yoga Strap 10 foot", "Simple Product", "24-WG087", 21.00, 100)]
    kw = "sprite yoga strap"
    panel = ["[260] group 'Filters'", "\tStaticText 'ID'", "\t[262] textbox 'from' required: False",
             "\t[263] textbox 'to' required: False", "\tStaticText 'Price'", "\t[265] textbox 'from' required: False",
             "\t[266] textbox 'to' required: False", "\tStaticText 'Quantity'", "\t[268] textbox 'from' required: False",
             "\t[269] textbox 'to' required: False", "\tStaticText 'Name'", "\t[271] textbox 'Name' required: False",
             "\tStaticText 'Type'", "\t[273] combobox 'Type' hasPopup: menu value=' '", "\tStaticText 'Attribute Set'",
             "\t[275] combobox 'Attribute Set' hasPopup: menu value=' '", "\tStaticText 'SKU'",
             "\t[277] textbox 'SKU' required: False{sku}", "\tStaticText 'Visibility'",
             "\t[279] combobox 'Visibility' hasPopup: menu value=' '", "\tStaticText 'Status'",
             "\t[281] combobox 'Status' hasPopup: menu value=' '", "\t[283] button 'Cancel'", "\t[284] button 'Apply Filters'"]

    def pan(sku: str = "") -> list[str]:
        return [p.replace("{sku}", f" value={sku!r}" if sku else "") for p in panel]

    edited_8 = adm_edit(2036, "Sprite Yoga Strap 8 foot", "24-WG086", "17.00", 100)
    turns = [
        (f"fill('210', {kw!r})", adm_grid(default, 2040, typed=kw)),
        ("press('210', 'Enter')", adm_grid(straps, 3, keyword=kw, typed=kw)),
        ("click('337')", edited_8),
        ("fill('219', '19.50')", edited_8.replace("value='17.00'", "value='19.50'")),
        ("click('202')", adm_edit(2036, "Sprite Yoga Strap 8 foot", "24-WG086", "19.50", 100, saved=True)),
        ("click('200')", adm_grid(straps, 3, keyword=kw, typed=kw)),
        ("click('225')", adm_grid(default, 2040)),
        ("click('213')", adm_grid(default, 2040, panel=pan())),
        ("fill('277', '24-WG087')", adm_grid(default, 2040, panel=pan("24-WG087"))),
        ("click('284')", adm_grid([straps[2]], 1, filters=["SKU: 24-WG087"])),
    ]
    return dict(tid="h19-web-04", state=adm_grid(default, 2040), turns=turns, bad=True, turn=6,
                kind="product grid shows the 8-foot strap at $17.00 right after the edit page saved it as $19.50")


# ---------------------------------------------------------------- 05 OpenStreetMap directions: engines, reverse, zoom (clean)
def osm_dist(m: float) -> str:
    if m < 1000:
        return f"{round(m)}m"
    if m < 10000:
        return f"{m / 1000:.1f}km"
    return f"{round(m / 1000)}km"


OSM_TOP = ["[35] link 'OpenStreetMap logo OpenStreetMap'", "\t[38] img 'OpenStreetMap logo'", "[46] link 'Edit'",
           "[48] button 'Edit with iD (in-browser editor)' hasPopup: menu", "[52] link 'History'", "[53] link 'Export'",
           "[57] link 'GPS Traces'", "[58] link 'User Diaries'", "[59] link 'Communities'", "[60] link 'Copyright'",
           "[61] link 'Help'", "[62] link 'About'", "[64] link 'Log In'", "[65] link 'Sign Up'"]
ENGINES = ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)"]
ENGINE_ID = {"Bicycle (GraphHopper)": "graphhopper_bicycle", "Car (OSRM)": "fossgis_osrm_car"}
CMU = ("Carnegie Mellon University", "40.4443%2C-79.9436")
PIT = ("Pittsburgh International Airport", "40.4919%2C-80.2353")


def osm_map(scale: str, popup: str | None = None) -> list[str]:
    out = ["[500] link 'Zoom In'", "[501] link 'Zoom Out'", "[503] button 'Show My Location'", "[505] link 'Layers'",
           "[506] link 'Legend'", "[507] link 'Share'", "[509] link 'Add a note to the map'", "[510] link 'Query features'",
           "[520] img ''", "[521] img ''"]
    if popup:
        out += ["[530] dialog ''", f"\tStaticText {popup!r}", "\t[532] button 'Close popup'"]
    out += [f"StaticText {scale!r}", "StaticText '© OpenStreetMap contributors'", "[541] link 'Make a Donation'",
            "[542] link 'Website and API terms'"]
    return out


def osm_dir(frm: str, to: str, engine: str, route: tuple[str, list[tuple[str, float]]] | None, mapspec: str,
            scale: str, popup: str | None = None, url_route: str = "") -> str:
    lines = OSM_TOP + ["[150] link 'Close'", f"[158] textbox 'From' required: False value={frm!r}" if frm else "[158] textbox 'From' required: False",
                       f"[163] textbox 'To' required: False value={to!r}" if to else "[163] textbox 'To' required: False",
                       f"[166] combobox '' hasPopup: menu expanded: False value={engine!r}"]
    for i, e in enumerate(ENGINES):
        lines.append(f"\t[{167 + i}] option {e!r} selected: {e == engine}")
    lines += ["[175] button 'Go'", "[176] button 'Reverse Directions'"]
    if route:
        time, steps = route
        total = sum(d for _, d in steps)
        lines += ["[180] heading 'Directions'", f"StaticText {('Distance: ' + osm_dist(total) + '. Time: ' + time + '.')!r}",
                  "[183] table ''"]
        for i, (txt, d) in enumerate(steps + [("You have arrived at your destination", 0)], 1):
            b = 184 + 4 * i
            lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell ''", f"\t\t[{b + 2}] cell {(str(i) + '. ' + txt)!r}",
                      f"\t\t[{b + 3}] cell {osm_dist(d) if d else ''!r}"]
        courtesy = "GraphHopper" if "GraphHopper" in engine else "OSRM (FOSSGIS)"
        lines += ["StaticText 'Directions courtesy of'", f"[260] link {courtesy!r}"]
    url = "https://www.openstreetmap.org/directions"
    if url_route:
        url += f"?engine={ENGINE_ID[engine]}&route={url_route}"
    return axtree("OpenStreetMap", lines + osm_map(scale, popup), url + "#map=" + mapspec)


CAR_FWD = ("0:29", [("Start on Forbes Avenue", 600), ("Turn right onto South Bellefield Avenue", 300),
                    ("Turn left onto Fifth Avenue", 2900), ("Slight right onto Boulevard of the Allies", 2400),
                    ("Take the ramp on the right", 400), ("Merge onto Fort Pitt Tunnel (I 376 West)", 1700),
                    ("Continue onto Parkway West (I 376 West)", 19000), ("Take exit 53 towards Airport", 1100),
                    ("Continue onto Airport Boulevard", 2200)])
BIKE_FWD = ("2:07", [("Start on Forbes Avenue", 450), ("Turn left onto Schenley Drive", 1300),
                     ("Turn right onto Panther Hollow Road", 900), ("Turn right onto Eliza Furnace Trail", 3900),
                     ("Continue onto Three Rivers Heritage Trail", 2600), ("Turn left onto West Carson Street", 4800),
                     ("Turn right onto Chartiers Avenue", 2100), ("Continue onto Steubenville Pike", 9400),
                     ("Turn right onto Montour Trail", 6700), ("Turn left onto Airport Boulevard", 1700)])
BIKE_REV = ("2:24", [("Start on Airport Boulevard", 1900), ("Turn right onto Montour Trail", 6700),
                     ("Turn left onto Steubenville Pike", 9400), ("Continue onto Chartiers Avenue", 2100),
                     ("Turn left onto West Carson Street", 4800), ("Turn right onto Smithfield Street", 1100),
                     ("Turn right onto Eliza Furnace Trail", 4400), ("Turn left onto Junction Hollow Trail", 2300),
                     ("Continue onto Boundary Street", 1600), ("Turn left onto Forbes Avenue", 700)])
CAR_REV = ("0:27", [("Start on Airport Boulevard", 2300), ("Take the ramp on the right towards I 376 East: Pittsburgh", 800),
                    ("Merge onto Parkway West (I 376 East)", 19000), ("Continue onto Fort Pitt Tunnel (I 376 East)", 1600),
                    ("Take exit 71A towards Grant Street", 500), ("Continue onto Grant Street", 700),
                    ("Turn right onto Boulevard of the Allies", 1300), ("Turn right onto Forbes Avenue", 4600)])


def t05() -> Traj:
    state_lines = OSM_TOP + ["[139] textbox 'Search' required: False", "[140] button 'Go'",
                             "[143] link 'Find directions between two points'", "[145] heading 'Welcome to OpenStreetMap!'",
                             "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
                             "StaticText 'Hosting is supported by Fastly, OSMF corporate members, and other partners.'",
                             "[148] link 'Learn More'", "[149] link 'Start Mapping'"] + osm_map("500 m")
    state = axtree("OpenStreetMap", state_lines, "https://www.openstreetmap.org/#map=13/40.4406/-79.9959")
    fwd = f"{CMU[1]}%3B{PIT[1]}"
    rev = f"{PIT[1]}%3B{CMU[1]}"
    whole = "11/40.4681/-80.0894"
    turns = [
        ("click('143')", osm_dir("", "", "Car (OSRM)", None, "13/40.4406/-79.9959", "500 m")),
        ("fill('158', 'Carnegie Mellon University')", osm_dir(CMU[0], "", "Car (OSRM)", None, "13/40.4406/-79.9959", "500 m")),
        ("fill('163', 'Pittsburgh International Airport')", osm_dir(CMU[0], PIT[0], "Car (OSRM)", None, "13/40.4406/-79.9959", "500 m")),
        ("click('175')", osm_dir(CMU[0], PIT[0], "Car (OSRM)", CAR_FWD, whole, "3 km", url_route=fwd)),
        ("select_option('166', 'Bicycle (GraphHopper)')",
         osm_dir(CMU[0], PIT[0], "Bicycle (GraphHopper)", BIKE_FWD, whole, "3 km", url_route=fwd)),
        ("click('176')", osm_dir(PIT[0], CMU[0], "Bicycle (GraphHopper)", BIKE_REV, whole, "3 km", url_route=rev)),
        ("select_option('166', 'Car (OSRM)')", osm_dir(PIT[0], CMU[0], "Car (OSRM)", CAR_REV, whole, "3 km", url_route=rev)),
        ("click('198')", osm_dir(PIT[0], CMU[0], "Car (OSRM)", CAR_REV, "15/40.4478/-80.0263", "300 m",
                                 popup="3. Merge onto Parkway West (I 376 East)", url_route=rev)),
        ("click('501')", osm_dir(PIT[0], CMU[0], "Car (OSRM)", CAR_REV, "14/40.4478/-80.0263", "500 m",
                                 popup="3. Merge onto Parkway West (I 376 East)", url_route=rev)),
    ]
    return dict(tid="h19-web-05", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 06 Roundcube: a deleted message is back in the Inbox (bad, turn 8)
RC_INBOX = [  # key, subject, from, date, size, unread, attachment
    ("zoom", "Your Zoom meeting has been rescheduled", "Zoom", "Today 09:14", "18 KB", True, False),
    ("hetz", "Invoice INV-20931 for May 2024", "Hetzner Online GmbH", "Today 07:02", "44 KB", True, True),
    ("priya", "Q3 budget draft: comments by Friday?", "Priya Raman", "Yesterday 18:40", "96 KB", False, True),
    ("medium", "The Weekly Digest: 7 stories picked for you", "Medium Daily Digest", "Yesterday 06:30", "61 KB", True, False),
    ("jonas", "Re: Offsite venue shortlist", "Jonas Weber", "Mon 15:22", "12 KB", False, False),
    ("amzn", "Your order has shipped (#113-4410298-5521007)", "Amazon.de", "Mon 11:05", "38 KB", False, False),
    ("keiko", "Team lunch Thursday?", "Keiko Tanaka", "Sun 20:17", "6 KB", False, False),
    ("graf", "[infra] Disk usage alert on build-03 resolved", "Grafana", "Sat 03:48", "22 KB", False, False),
    ("meetup", "Welcome to the Rust Berlin meetup group", "Meetup", "2024-06-04 19:02", "31 KB", False, False),
    ("hv", "Lease renewal documents", "Hausverwaltung Schmidt", "2024-06-03 10:41", "1.2 MB", False, True),
    ("elena", "Re: Conference talk proposal", "Elena Petrova", "2024-05-31 16:55", "9 KB", False, False),
    ("gh", "[GitHub] Your password was changed", "GitHub", "2024-05-29 08:12", "8 KB", False, False),
]
RC_TRASH_OLD = [("notion", "Your free trial ends in 3 days", "Notion Team", "2024-05-28 14:00", "27 KB", False, False),
                ("flix", "New on Netflix this week", "Netflix", "2024-05-25 18:30", "74 KB", False, False)]


def rc_page(folder: str, rows: list[tuple[Any, ...]], inbox_unread: int, preview: list[str] | None = None,
            msg: str | None = None, flagged: set[str] | None = None, selected: str | None = None) -> str:
    lines = ["[20] link 'Roundcube Webmail'", "[25] navigation 'Application menu'", "\t[26] link 'Mail'",
             "\t[27] link 'Contacts'", "\t[28] link 'Settings'", "\t[29] link 'About'", "\t[30] link 'Logout'",
             "StaticText 'maja.keller@posteo.example'", "[40] button 'Compose'", "[45] navigation 'Folders'", "\t[46] list ''"]
    for i, (name, cnt) in enumerate([("Inbox", inbox_unread), ("Drafts", 0), ("Sent", 0), ("Junk", 0), ("Trash", 0)]):
        label = name + (f" {cnt}" if cnt else "")
        lines.append(f"\t\t[{50 + i}] link {label!r}" + (" focused: True" if name == folder else ""))
    lines += ["[60] toolbar 'Message list options'", "\t[61] button 'Reply'" + ("" if preview else " disabled: True"),
              "\t[62] button 'Reply all'" + ("" if preview else " disabled: True"),
              "\t[63] button 'Forward'" + ("" if preview else " disabled: True"),
              "\t[64] button 'Delete'" + ("" if preview else " disabled: True"), "\t[65] button 'Mark' hasPopup: menu",
              "\t[66] button 'More' hasPopup: menu", "[70] searchbox 'Search'", "[72] button 'Options' hasPopup: menu"]
    if msg:
        lines += ["[75] alert ''", f"\tStaticText {msg!r}"]
    lines += [f"[80] heading {folder!r}", "[82] table 'Message list'", "\t[83] row ''", "\t\t[84] columnheader 'Subject'",
              "\t\t[85] columnheader 'From'", "\t\t[86] columnheader 'Date'", "\t\t[87] columnheader 'Size'",
              "\t\t[88] columnheader 'Flag'"]
    for k, (key, subj, frm, date, size, unread, att) in enumerate(rows):
        b = 100 + 10 * k
        state = []
        if unread:
            state.append("unread")
        if key == selected:
            state.append("selected")
        lines += [f"\t[{b}] row {(', '.join(state))!r}", f"\t\t[{b + 1}] cell {subj!r}", f"\t\t\t[{b + 2}] link {subj!r}",
                  f"\t\t[{b + 3}] cell {frm!r}", f"\t\t[{b + 4}] cell {date!r}", f"\t\t[{b + 5}] cell {size!r}",
                  f"\t\t[{b + 6}] cell " + ("'Flagged'" if flagged and key in flagged else "''")]
        if att:
            lines.append(f"\t\t[{b + 7}] img 'With attachment'")
    n = len(rows)
    lines += [f"StaticText 'Messages 1 to {n} of {n}'", "[240] button 'Select' hasPopup: menu", "[241] button 'Threads' hasPopup: menu"]
    if preview:
        lines += ["[250] region 'Message preview'"] + ["\t" + p for p in preview]
    return axtree(f"Roundcube Webmail :: {folder}", lines, "https://webmail.posteo.example/?_task=mail&_mbox=" + ("INBOX" if folder == "Inbox" else folder))


def t06() -> Traj:
    by = {r[0]: r for r in RC_INBOX}

    def read(key: str) -> tuple[Any, ...]:
        r = by[key]
        return r[:5] + (False,) + r[6:]

    zoom_pv = ["[251] heading 'Your Zoom meeting has been rescheduled'", "StaticText 'From'", "[253] link 'Zoom <no-reply@zoom.us>'",
               "StaticText 'To'", "StaticText 'maja.keller@posteo.example'", "StaticText 'Date'", "StaticText 'Today 09:14'",
               "StaticText 'Hi Maja, Lars Becker has rescheduled the meeting \"Platform sync\". New time: Jun 13, 2024 02:00 PM Berlin. Meeting ID: 843 5527 9012. Passcode: 62145.'",
               "[258] link 'Join Zoom Meeting'", "[259] link 'Add to calendar'"]
    med_pv = ["[251] heading 'The Weekly Digest: 7 stories picked for you'", "StaticText 'From'",
              "[253] link 'Medium Daily Digest <noreply@medium.com>'", "StaticText 'To'", "StaticText 'maja.keller@posteo.example'",
              "StaticText 'Date'", "StaticText 'Yesterday 06:30'", "StaticText 'Stories for Maja Keller'",
              "[257] link 'Why your Postgres indexes are not being used (and how to fix it)'",
              "[258] link 'The quiet death of the README'", "[259] link 'I replaced my shell scripts with Rust. Here is what happened.'",
              "[260] link 'Unsubscribe'"]
    priya_pv = ["[251] heading 'Q3 budget draft: comments by Friday?'", "StaticText 'From'", "[253] link 'Priya Raman <priya.raman@northwind.example>'",
                "StaticText 'To'", "StaticText 'maja.keller@posteo.example'", "StaticText 'Cc'", "StaticText 'jonas.weber@northwind.example'",
                "StaticText 'Date'", "StaticText 'Yesterday 18:40'",
                "StaticText 'Hi Maja, attached is v2 of the Q3 draft. Infra is at EUR 148,200, down from 161,000 in v1 after the build-farm consolidation. Could you check the cloud line items and send comments by Friday? Thanks, Priya'",
                "[258] link 'Q3_budget_draft_v2.xlsx (88 KB)'", "[259] button 'Download'"]
    after_zoom = [by["hetz"], by["priya"], by["medium"]] + RC_INBOX[4:]
    after_med = [by["hetz"], by["priya"]] + RC_INBOX[4:]
    trash = [read("zoom"), read("medium")] + RC_TRASH_OLD
    turns = [
        ("click('102')", rc_page("Inbox", [read("zoom")] + RC_INBOX[1:], 2, zoom_pv, selected="zoom")),
        ("click('64')", rc_page("Inbox", after_zoom, 2, msg="Message(s) moved successfully.")),
        ("click('122')", rc_page("Inbox", [by["hetz"], by["priya"], read("medium")] + RC_INBOX[4:], 1, med_pv, selected="medium")),
        ("click('64')", rc_page("Inbox", after_med, 1, msg="Message(s) moved successfully.")),
        ("click('54')", rc_page("Trash", trash, 1)),
        ("click('50')", rc_page("Inbox", after_med, 1)),
        ("click('112')", rc_page("Inbox", after_med, 1, priya_pv, selected="priya")),
        ("click('116')", rc_page("Inbox", [read("zoom")] + after_med, 1, priya_pv, flagged={"priya"}, selected="priya")),
    ]
    compose = ["[20] link 'Roundcube Webmail'", "[25] navigation 'Application menu'", "\t[26] link 'Mail'", "\t[27] link 'Contacts'",
               "\t[28] link 'Settings'", "\t[29] link 'About'", "\t[30] link 'Logout'", "[300] heading 'Compose'",
               "[302] button 'Send'", "[303] button 'Save'", "[304] button 'Attach'", "[305] button 'Signature'",
               "[306] button 'Responses' hasPopup: menu", "[307] button 'Spell'", "StaticText 'From'",
               "[309] combobox 'From' hasPopup: menu value='Maja Keller <maja.keller@posteo.example>'", "StaticText 'To'",
               "[311] textbox 'To' required: False value='Priya Raman <priya.raman@northwind.example>'", "[312] link 'Add Cc'",
               "[313] link 'Add Bcc'", "StaticText 'Subject'", "[315] textbox 'Subject' required: False value='Re: Q3 budget draft: comments by Friday?'",
               "[317] textbox 'Message' required: False value={body}", "[320] combobox 'Editor type' hasPopup: menu value='Plain text'",
               "[321] checkbox 'Return receipt' checked: false", "[322] checkbox 'Delivery status notification' checked: false",
               "[323] combobox 'Priority' hasPopup: menu value='Normal'", "[324] combobox 'Save sent message in' hasPopup: menu value='Sent'"]
    quote = "On 2024-06-11 18:40, Priya Raman wrote:\n> Hi Maja, attached is v2 of the Q3 draft."
    body = "Hi Priya, two quick notes on the cloud lines: the GPU reservation ends in August, so Sept can drop to the on-demand estimate. Full comments tomorrow.\nMaja\n\n" + quote
    url = "https://webmail.posteo.example/?_task=mail&_action=compose&_reply_uid=4417&_mbox=INBOX"
    turns += [
        ("click('61')", axtree("Roundcube Webmail :: Compose", [c.replace("{body}", repr("\n\n" + quote)) for c in compose], url)),
        (f"fill('317', {body!r})", axtree("Roundcube Webmail :: Compose", [c.replace("{body}", repr(body)) for c in compose], url)),
    ]
    return dict(tid="h19-web-06", state=rc_page("Inbox", RC_INBOX, 3), turns=turns, bad=True, turn=8,
                kind="the Zoom message deleted to Trash at turn 2 is listed in the Inbox again (11 messages) with no undo or move back")


# ---------------------------------------------------------------- 07 One Stop Market: order number changes in My Orders (bad, turn 5)
ACCT_NAV = ["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information",
            "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]
ADDR = ["StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California, 94401'",
        "StaticText 'United States'", "StaticText 'T: 6505551212'"]
T07_ITEMS = [("Pure Encapsulations Magnesium (Glycinate), Supplement to Support Stress Relief, Sleep, Heart Health, 90 Capsules", "B07P5K7DQJ", 32.50),
             ("Burt's Bees Beeswax Lip Balm, Original Peppermint, 4 Tubes in Blister Box", "B0054LHI5G", 9.99)]
T07_OLD = [("Native Deodorant, Coconut & Vanilla, Aluminum Free, 2.65 oz", "B07DTCBS7M", 13.00),
           ("Jade Leaf Matcha Green Tea Powder, Ceremonial Grade, 30g (1.06 oz)", "B00PFDH0IC", 19.50)]
T07_ORDERS = [("000000180", "5/28/24", 42.50, "Complete"), ("000000166", "5/2/24", 118.32, "Complete"),
              ("000000148", "4/9/24", 23.97, "Canceled"), ("000000132", "3/17/24", 71.20, "Complete")]


def acct_side(active: str) -> list[str]:
    out = ["[2900] complementary ''", "\t[2901] list ''"]
    for i, n in enumerate(ACCT_NAV):
        out.append(f"\t\t[{2902 + i}] link {n!r}" if n != active else f"\t\tStaticText {n!r}")
    return out


def t07_orders_table(rows: list[tuple[str, str, float, str]], bid: int, caption: str) -> list[str]:
    out = [f"[{bid}] table {caption!r}", f"\t[{bid + 1}] row ''"]
    for i, h in enumerate(["Order #", "Date", "Ship To", "Order Total", "Status", "Action"]):
        out.append(f"\t\t[{bid + 2 + i}] columnheader {h!r}")
    for k, (num, date, total, status) in enumerate(rows):
        b = bid + 10 + 8 * k
        out += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell {num!r}", f"\t\t[{b + 2}] cell {date!r}", f"\t\t[{b + 3}] cell 'Emma Lopez'",
                f"\t\t[{b + 4}] cell {money(total)!r}", f"\t\t[{b + 5}] cell {status!r}", f"\t\t[{b + 6}] link 'View Order'",
                f"\t\t[{b + 7}] link 'Reorder'"]
    return out


def t07_order_view(num: str, date: str, status: str, items: list[tuple[str, str, float]], ship: float) -> str:
    sub = sum(p for _, _, p in items)
    lines = shop_top(0) + acct_side("") + [
        f"[3000] heading {('Order # ' + num)!r}", f"StaticText {status!r}", f"StaticText {('Order Date: ' + date)!r}",
        "[3004] link 'Reorder'", "[3005] link 'Print Order'", "[3007] tablist ''", "\t[3008] tab 'Items Ordered' selected: True",
        "[3010] table 'Items Ordered'", "\t[3011] row ''", "\t\t[3012] columnheader 'Product Name'", "\t\t[3013] columnheader 'SKU'",
        "\t\t[3014] columnheader 'Price'", "\t\t[3015] columnheader 'Qty'", "\t\t[3016] columnheader 'Subtotal'"]
    for k, (name, sku, price) in enumerate(items):
        b = 3020 + 7 * k
        lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] cell {name!r}", f"\t\t[{b + 2}] cell {sku!r}", f"\t\t[{b + 3}] cell {money(price)!r}",
                  f"\t\t[{b + 4}] cell 'Ordered: 1'", f"\t\t[{b + 5}] cell {money(price)!r}"]
    lines += ["\t[3040] row ''", "\t\t[3041] rowheader 'Subtotal'", f"\t\t[3042] cell {money(sub)!r}", "\t[3043] row ''",
              "\t\t[3044] rowheader 'Shipping & Handling'", f"\t\t[3045] cell {money(ship)!r}", "\t[3046] row ''",
              "\t\t[3047] rowheader 'Grand Total'", f"\t\t[3048] cell {money(sub + ship)!r}", "[3050] heading 'Order Information'",
              "StaticText 'Shipping Address'"] + ADDR + ["StaticText 'Shipping Method'", "StaticText 'Flat Rate - Fixed'",
                                                         "StaticText 'Billing Address'"] + ADDR + [
        "StaticText 'Payment Method'", "StaticText 'Check / Money order'", "[3060] link 'Back to My Orders'"]
    return axtree(f"Order # {num}", lines + SHOP_FOOT,
                  f"http://onestopmarket.shop.test/sales/order/view/order_id/{int(num)}/")


def t07() -> Traj:
    sub = sum(p for _, _, p in T07_ITEMS)

    def review(method: bool) -> str:
        lines = shop_top(2) + ["[2500] link 'One Stop Market'", "[2502] list ''", "\t[2503] listitem ''", "\t\t[2504] link 'Shipping'",
                               "\t[2505] listitem ''", "\t\tStaticText 'Review & Payments'", "[2700] heading 'Payment Method'",
                               f"[2702] radio 'Check / Money order' checked: {'true' if method else 'false'}"]
        if method:
            lines += ["[2704] checkbox 'My billing and shipping address are the same' checked: true"] + ADDR + [
                "[2710] button 'Place Order'"]
        lines += ["[2720] tab 'Apply Discount Code' expanded: False", "[2730] heading 'Order Summary'", "[2732] table ''",
                  "\t[2733] row ''", "\t\t[2734] rowheader 'Cart Subtotal'", f"\t\t[2735] cell {money(sub)!r}", "\t[2736] row ''",
                  "\t\t[2737] rowheader 'Shipping Flat Rate - Fixed'", "\t\t[2738] cell '$10.00'", "\t[2739] row ''",
                  "\t\t[2740] rowheader 'Order Total'", f"\t\t[2741] cell {money(sub + 10)!r}",
                  "[2745] tab '2 Items in Cart' expanded: True"]
        for k, (name, _, price) in enumerate(T07_ITEMS):
            lines += [f"\t[{2746 + 3 * k}] img {name!r}", f"\tStaticText {name!r}", "\tStaticText 'Qty 1'", f"\tStaticText {money(price)!r}"]
        lines += ["[2760] heading 'Ship To:'"] + ADDR + ["[2770] heading 'Shipping Method:'", "StaticText 'Flat Rate - Fixed'"]
        return axtree("Checkout", lines + SHOP_FOOT, "http://onestopmarket.shop.test/checkout/#payment")

    success = shop_top(0) + ["[2800] heading 'Thank you for your purchase!'", "StaticText 'Your order number is:'",
                             "[2802] link '000000191'", "StaticText \"We'll email you an order confirmation with details and tracking info.\"",
                             "[2805] link 'Continue Shopping'"]
    mine = ("000000191", "6/11/24", sub + 10, "Pending")
    dash = shop_top(0) + acct_side("My Account") + [
        "[3100] heading 'My Account'", "[3102] heading 'Account Information'", "StaticText 'Contact Information'",
        "StaticText 'Emma Lopez'", "StaticText 'emma.lopez@gmail.com'", "[3106] link 'Edit'", "[3107] link 'Change Password'",
        "StaticText 'Newsletters'", "StaticText \"You aren't subscribed to our newsletter.\"", "[3110] link 'Edit'",
        "[3112] heading 'Address Book'", "[3113] link 'Manage Addresses'", "StaticText 'Default Billing Address'"] + ADDR + [
        "StaticText 'Default Shipping Address'"] + ADDR + ["[3120] heading 'Recent Orders'", "[3121] link 'View All'"] + t07_orders_table(
        [mine] + T07_ORDERS, 3130, "Recent Orders")
    orders = shop_top(0) + acct_side("My Orders") + ["[3100] heading 'My Orders'"] + t07_orders_table(
        [("000000194",) + mine[1:]] + T07_ORDERS, 3130, "Orders") + ["StaticText 'Items 1 to 5 of 5 total'",
                                                                     "StaticText 'Show'", "[3190] combobox 'Show' hasPopup: menu value='10'",
                                                                     "StaticText 'per page'"]
    cart = shop_top(2) + ["[2010] heading 'Shopping Cart'", "[2020] table 'Shopping Cart Items'", "\t[2021] row ''",
                          "\t\t[2022] columnheader 'Item'", "\t\t[2023] columnheader 'Price'", "\t\t[2024] columnheader 'Qty'",
                          "\t\t[2025] columnheader 'Subtotal'"]
    for k, (name, _, price) in enumerate(T07_OLD):
        b = 2100 + 20 * k
        cart += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {name!r}", f"\t\t[{b + 3}] link {name!r}", f"\t\tStaticText {money(price)!r}",
                 f"\t\t[{b + 6}] spinbutton 'Qty' required: True valuemin: 0 valuemax: 0 value='1'", f"\t\tStaticText {money(price)!r}",
                 f"\t\t[{b + 9}] link 'Move to Wish List'", f"\t\t[{b + 10}] link 'Edit item parameters'", f"\t\t[{b + 11}] link 'Remove item'"]
    cart += ["[2180] link 'Continue Shopping'", "[2181] button 'Update Shopping Cart'", "[2190] heading 'Summary'",
             "[2192] tab 'Estimate Shipping and Tax' expanded: False", "[2200] table ''", "\t[2201] row ''", "\t\t[2202] rowheader 'Subtotal'",
             "\t\tStaticText '$32.50'", "\t[2204] row ''", "\t\t[2205] rowheader 'Tax'", "\t\tStaticText '$0.00'", "\t[2207] row ''",
             "\t\t[2208] rowheader 'Order Total'", "\t\tStaticText '$32.50'", "[2212] button 'Proceed to Checkout'"]
    turns = [
        ("click('2702')", review(True)),
        ("click('2710')", axtree("Success Page", success + SHOP_FOOT, "http://onestopmarket.shop.test/checkout/onepage/success/")),
        ("click('2802')", t07_order_view("000000191", "June 11, 2024", "Pending", T07_ITEMS, 10.0)),
        ("click('2902')", axtree("My Account", dash + SHOP_FOOT, "http://onestopmarket.shop.test/customer/account/")),
        ("click('2903')", axtree("My Orders", orders + SHOP_FOOT, "http://onestopmarket.shop.test/sales/order/history/")),
        ("click('3154')", t07_order_view("000000180", "May 28, 2024", "Complete", T07_OLD, 10.0)),
        ("click('3004')", axtree("Shopping Cart", cart + SHOP_FOOT, "http://onestopmarket.shop.test/checkout/cart/")),
    ]
    return dict(tid="h19-web-07", state=review(False), turns=turns, bad=True, turn=5,
                kind="the order placed as #000000191 (success page, order view, dashboard) is listed in My Orders as #000000194")


# ---------------------------------------------------------------- 08 GitLab: review, approve and merge an MR; pipeline runs (clean)
GL08 = "http://gitlab.test/byteblaze/dotfiles"


def gl08_mr(state: str, approved: bool, notes: list[str], tabs_overview: int, comment: str = "",
            merged: bool = False, pipe_main: str = "") -> str:
    lines = gl_top("Sarah Chen") + gl_side("dotfiles", 2, 3 if merged else 4, "Merge requests") + [
        "[300] navigation 'Breadcrumbs'", "\t[301] link 'Byte Blaze'", "\t[302] link 'dotfiles'", "\t[303] link 'Merge requests'",
        "\t[304] link '!12'", "[400] main ''", "\t[401] heading 'Add zsh aliases for common git commands'", f"\tStaticText {state!r}",
        "\tStaticText 'Byte Blaze requested to merge'", "\t[405] link 'zsh-git-aliases'" if not merged else "\tStaticText 'zsh-git-aliases'",
        "\tStaticText 'into'", "\t[407] link 'main'", "\tStaticText '2 days ago'", "\t[409] button 'Code' hasPopup: menu",
        "\t[410] tablist ''", f"\t\t[411] tab 'Overview {tabs_overview}' selected: True", "\t\t[412] tab 'Commits 3' selected: False",
        "\t\t[413] tab 'Pipelines 2' selected: False", "\t\t[414] tab 'Changes 2' selected: False",
        "\tStaticText 'Adds aliases.zsh with gst, gco, gcb, glog, gpf and sources it from .zshrc. Closes #7.'"]
    if merged:
        lines += ["\tStaticText 'Merge request pipeline #1804 passed for 9f3c1ab0 1 day ago'",
                  f"\tStaticText {pipe_main!r}", "\tStaticText 'Approved by'", "\t[430] link 'Sarah Chen'",
                  "\tStaticText 'Merged by Sarah Chen just now'", "\tStaticText 'The changes were merged into main with 5e1d77c2'",
                  "\t[434] button 'Copy commit SHA'", "\tStaticText 'The source branch has been deleted'",
                  "\t[436] button 'Revert'", "\t[437] button 'Cherry-pick'"]
    else:
        lines += ["\tStaticText 'Merge request pipeline #1804 passed for 9f3c1ab0 1 day ago'", "\t[420] link '#1804'"]
        if approved:
            lines += ["\t[425] button 'Revoke approval'", "\tStaticText 'Approved by you'", "\t[428] link 'Sarah Chen'",
                      "\tStaticText 'Ready to merge!'", "\t[440] checkbox 'Delete source branch' checked: true",
                      "\t[441] checkbox 'Squash commits' checked: false", "\t[442] button 'Merge'"]
        else:
            lines += ["\t[425] button 'Approve'", "\tStaticText 'Requires 1 approval from eligible users.'",
                      "\tStaticText 'Merge blocked: all required approvals must be given.'",
                      "\t[440] checkbox 'Delete source branch' checked: true", "\t[442] button 'Merge' disabled: True"]
    lines += ["\t[450] heading 'Activity'", "\t[451] list ''"] + nest(notes, 2)
    lines += ["\t[480] textbox 'Comment' required: False" + (f" value={comment!r}" if comment else ""),
              "\t[482] button 'Comment'" + ("" if comment else " disabled: True"),
              "[500] complementary 'Merge request sidebar'", "\tStaticText 'Assignee'", "\t[502] link 'Byte Blaze'",
              "\tStaticText 'Reviewer'", "\t[504] link 'Sarah Chen'", "\tStaticText 'Labels'", "\t[506] link 'enhancement'",
              "\tStaticText 'Milestone'", "\tStaticText 'None'", "\tStaticText 'Time tracking'", "\tStaticText 'No estimate or time spent'",
              "\tStaticText '2 participants'", "\tStaticText 'Reference: byteblaze/dotfiles!12'", "\tStaticText 'Source branch: zsh-git-aliases'"]
    return axtree("Add zsh aliases for common git commands (!12) · Merge requests · Byte Blaze / dotfiles · GitLab", lines,
                  f"{GL08}/-/merge_requests/12")


def t08() -> Traj:
    n1 = ("[452] listitem ''\n\t\t\t[453] link 'Sarah Chen'\n\t\t\tStaticText '@schen · 1 day ago'\n"
          "\t\t\tStaticText 'Could we alias `gco` too? I type it fifty times a day.'")
    n2 = ("[456] listitem ''\n\t\t\t[457] link 'Byte Blaze'\n\t\t\tStaticText '@byteblaze · 1 day ago'\n"
          "\t\t\tStaticText 'Added in 9f3c1ab0.'")
    sysn = "[459] listitem ''\n\t\t\tStaticText 'Byte Blaze added 1 commit 1 day ago'\n\t\t\tStaticText '9f3c1ab0 - Add gco alias'"

    def appr(age: str) -> str:
        return f"[462] listitem ''\n\t\t\tStaticText {('Sarah Chen approved this merge request ' + age)!r}"

    cm = "LGTM, tested on macOS 14 with zsh 5.9. gpf as --force-with-lease is a nice touch."

    def mine(age: str) -> str:
        return (f"[465] listitem ''\n\t\t\t[466] link 'Sarah Chen'\n\t\t\tStaticText {('@schen · ' + age)!r}\n"
                f"\t\t\tStaticText {cm!r}")

    merged_note = "[468] listitem ''\n\t\t\tStaticText 'Sarah Chen merged just now'"
    base = [n1, n2, sysn]
    diff = gl_top("Sarah Chen") + gl_side("dotfiles", 2, 4, "Merge requests") + [
        "[400] main ''", "\t[401] heading 'Add zsh aliases for common git commands'", "\tStaticText 'Open'",
        "\t[410] tablist ''", "\t\t[411] tab 'Overview 2' selected: False", "\t\t[412] tab 'Commits 3' selected: False",
        "\t\t[413] tab 'Pipelines 2' selected: False", "\t\t[414] tab 'Changes 2' selected: True",
        "\tStaticText 'Showing 2 changed files with 14 additions and 2 deletions'", "\t[420] tree 'File tree'",
        "\t\t[421] treeitem 'zsh' expanded: True", "\t\t\t[422] treeitem '.zshrc +2 -2'", "\t\t\t[423] treeitem 'aliases.zsh +12'",
        "\t[430] heading 'zsh/.zshrc'", "\tStaticText '@@ -14,8 +14,8 @@ setopt HIST_IGNORE_DUPS'",
        "\tStaticText '14 14 export EDITOR=nvim'", "\tStaticText '15    - source ~/.zsh/prompt.zsh'",
        "\tStaticText '16    - source ~/.zsh/completion.zsh'", "\tStaticText '   15 + source ~/.zsh/prompt.zsh ~/.zsh/completion.zsh'",
        "\tStaticText '   16 + source ~/.zsh/aliases.zsh'", "\tStaticText '17 17 bindkey -e'",
        "\t[440] heading 'zsh/aliases.zsh'", "\tStaticText 'New file 100644'", "\tStaticText '1 + # git shortcuts'",
        "\tStaticText \"2 + alias gst='git status -sb'\"", "\tStaticText \"3 + alias gco='git checkout'\"",
        "\tStaticText \"4 + alias gcb='git checkout -b'\"", "\tStaticText \"5 + alias gd='git diff'\"",
        "\tStaticText \"6 + alias gds='git diff --staged'\"", "\tStaticText \"7 + alias glog='git log --oneline --graph --decorate -20'\"",
        "\tStaticText \"8 + alias gpf='git push --force-with-lease'\"", "\tStaticText \"9 + alias gpl='git pull --rebase'\"",
        "\tStaticText '10 + '", "\tStaticText '11 + # list branches by last commit'",
        "\tStaticText \"12 + alias gbr='git for-each-ref --sort=-committerdate refs/heads/ --format=\\\"%(refname:short) %(committerdate:relative)\\\"'\""]
    diff_page = axtree("Add zsh aliases for common git commands (!12) · Changes · GitLab", diff, f"{GL08}/-/merge_requests/12/diffs")

    def mr_list(open_n: int, merged_n: int, rows: list[tuple[str, str, str, str, str]]) -> str:
        lines = gl_top("Sarah Chen") + gl_side("dotfiles", 2, open_n, "Merge requests") + [
            "[310] tablist ''", f"\t[311] tab 'Open {open_n}' selected: True", f"\t[312] tab 'Merged {merged_n}' selected: False",
            "\t[313] tab 'Closed 2' selected: False", f"\t[314] tab 'All {open_n + merged_n + 2}' selected: False",
            "[319] link 'New merge request'", "[322] textbox 'Search or filter results...' required: False",
            "[325] button 'Created date' hasPopup: listbox", "[330] list ''"]
        for k, (iid, title, author, age, pst) in enumerate(rows):
            b = 340 + 8 * k
            lines += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link {title!r}", f"\t\tStaticText {('!' + iid)!r}",
                      f"\t\tStaticText {('· created ' + age + ' by')!r}", f"\t\t[{b + 4}] link {author!r}",
                      f"\t\t[{b + 5}] link {('Pipeline: ' + pst)!r}"]
        return axtree("Merge requests · Byte Blaze / dotfiles · GitLab", lines, f"{GL08}/-/merge_requests")

    others = [("14", "Switch tmux prefix to C-a and add pane navigation", "Byte Blaze", "6 hours ago", "failed"),
              ("11", "Neovim: migrate plugin manager from packer to lazy.nvim", "Byte Blaze", "5 days ago", "passed"),
              ("9", "Add Brewfile for fresh macOS setups", "Sarah Chen", "2 weeks ago", "passed")]

    def pipes(first: tuple[str, ...]) -> str:
        rows = [first,
                ("passed", "#1804", "zsh-git-aliases", "9f3c1ab0", "Add gco alias", "00:01:52", "1 day ago"),
                ("passed", "#1798", "zsh-git-aliases", "c27e9b14", "Add aliases.zsh and source it", "00:01:49", "2 days ago"),
                ("failed", "#1790", "tmux-prefix", "77d0e3aa", "Switch prefix to C-a", "00:00:41", "3 days ago")]
        lines = gl_top("Sarah Chen") + gl_side("dotfiles", 2, 3, "CI/CD") + [
            "[300] navigation 'Breadcrumbs'", "\t[301] link 'Byte Blaze'", "\t[302] link 'dotfiles'", "\t[303] link 'Pipelines'",
            "[310] tablist ''", "\t[311] tab 'All 27' selected: True", "\t[312] tab 'Finished' selected: False",
            "\t[313] tab 'Branches' selected: False", "\t[314] tab 'Tags' selected: False", "[318] button 'Clear runner caches'",
            "[319] link 'Run pipeline'", "[320] table ''", "\t[321] row ''", "\t\t[322] columnheader 'Status'",
            "\t\t[323] columnheader 'Pipeline'", "\t\t[324] columnheader 'Triggerer'", "\t\t[325] columnheader 'Stages'"]
        for k, (st, pid, ref, sha, msg, dur, age) in enumerate(rows):
            b = 340 + 10 * k
            lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link {st!r}"]
            if dur:
                lines.append(f"\t\tStaticText {dur!r}")
            lines += [f"\t\tStaticText {age!r}", f"\t\t[{b + 4}] link {msg!r}", f"\t\t[{b + 5}] link {pid!r}",
                      f"\t\t[{b + 6}] link {ref!r}", f"\t\t[{b + 7}] link {sha!r}",
                      f"\t\t[{b + 8}] img {('Sarah Chen' if pid == '#1811' else 'Byte Blaze')!r}",
                      f"\t\t[{b + 9}] button 'Run again'" if st != "running" else f"\t\t[{b + 9}] button 'Cancel'"]
        return axtree("Pipelines · Byte Blaze / dotfiles · GitLab", lines, f"{GL08}/-/pipelines")

    mc = "Merge branch 'zsh-git-aliases' into 'main'"
    turns = [
        ("click('414')", diff_page),
        ("click('411')", gl08_mr("Open", False, base, 2)),
        ("click('425')", gl08_mr("Open", True, base + [appr("just now")], 2)),
        (f"fill('480', {cm!r})", gl08_mr("Open", True, base + [appr("just now")], 2, comment=cm)),
        ("click('482')", gl08_mr("Open", True, base + [appr("1 minute ago"), mine("just now")], 3)),
        ("click('442')", gl08_mr("Merged", True, base + [appr("1 minute ago"), mine("1 minute ago"), merged_note], 3, merged=True,
                                 pipe_main="Pipeline #1811 running for 5e1d77c2 on main")),
        ("click('219')", mr_list(3, 19, others)),
        ("click('222')", pipes(("running", "#1811", "main", "5e1d77c2", mc, "", "1 minute ago"))),
        (f"goto('{GL08}/-/pipelines')", pipes(("passed", "#1811", "main", "5e1d77c2", mc, "00:02:14", "just now"))),
    ]
    return dict(tid="h19-web-08", state=gl08_mr("Open", False, base, 2), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 09 Postmill /f/gardening: own upvote silently gone (bad, turn 4)
GARD_SIDE = ("Vegetables, flowers, containers, compost. Post your harvests and your disasters.", "3 years ago",
             ["raisedbedrita", "compost_king"])
T09_TITLE = "My tomato plants after 6 weeks of square-foot gardening"
T09_BODY = ("Started from seed in March, transplanted mid-April into a 4x8 bed, one plant per square with a cattle-panel trellis. "
            "Sungold, Cherokee Purple and San Marzano. First Sungolds are coloring up now. Happy to answer questions!")


def t09_listing(voted: bool, subscribed: bool) -> str:
    rows = [("PSA: check under your zucchini leaves for squash bug eggs", "compost_king", "9 hours ago", 41, 212, False),
            (T09_TITLE, "raisedbedrita", "1 day ago", 23, 58 if voted else 57, voted),
            ("Is it too late to direct-sow bush beans in zone 6b?", "beanpole", "4 hours ago", 12, 33, False),
            ("Hydrangeas turned pink after I added lime. Science!", "mopheadmarge", "1 day ago", 18, 29, False),
            ("Cheap DIY drip irrigation with a timer, parts list inside", "drip_dan", "2 days ago", 35, 26, False)]
    lines = pm_top() + ["[100] main ''", "\t[101] heading 'gardening'", "\t[102] navigation ''"]
    for i, tab in enumerate(["Hot", "New", "Active", "Top", "Controversial", "Most commented"]):
        lines.append(f"\t\t[{103 + i}] link {tab!r}" + (" focused: True" if tab == "Hot" else ""))
    for k, (title, au, age, com, sc, v) in enumerate(rows):
        lines += ind(pm_article(300 + 20 * k, title, au, age, com, sc, v))
    lines += ["\t[450] link 'More'"] + pm_forum_side("gardening", GARD_SIDE[0], 2420 if subscribed else 2419, subscribed,
                                                   GARD_SIDE[1], GARD_SIDE[2])
    return axtree("gardening", lines, "http://forum.test/f/gardening")


def t09_post(subscribed: bool) -> str:
    comments = [("greenthumb_gus", "1 day ago", "Cattle panel trellis is the way. What spacing did you use between the panels and the bed edge?", 14),
                ("raisedbedrita", "1 day ago", "About 6 inches. Close enough to tie in, far enough to get a hand behind.", 9),
                ("zone5zoe", "22 hours ago", "Those Cherokee Purples look so healthy. Any blossom end rot so far?", 6),
                ("raisedbedrita", "21 hours ago", "None yet, knock on wood. I mixed crushed eggshells and gypsum into the bed in spring.", 5),
                ("mulch_mike", "8 hours ago", "What are you mulching with? Straw or wood chips?", 2)]
    lines = pm_top() + ["[100] main ''", "\t[101] link 'gardening'"] + ind(
        pm_article(110, T09_TITLE, "raisedbedrita", "1 day ago", 23, 58, True)) + [
        f"\tStaticText {T09_BODY!r}", "\t[135] img 'Three tomato plants on a cattle-panel trellis'", "\t[140] heading 'Comments'",
        "\tStaticText '23 comments'", "\t[142] combobox 'Sort comments by' hasPopup: menu expanded: False value='Hot'",
        "\t[144] textbox 'Comment' required: True", "\t[146] button 'Post' disabled: True"]
    for k, (au, age, text, sc) in enumerate(comments):
        lines += ind(pm_comment(200 + 20 * k, au, age, text, sc, False, depth=1 if k in (1, 3) else 0))
    lines += ["\t[330] link 'Load 18 more comments'"]
    lines += pm_forum_side("gardening", GARD_SIDE[0], 2420 if subscribed else 2419, subscribed, GARD_SIDE[1], GARD_SIDE[2])
    return axtree(f"{T09_TITLE} : gardening", lines, "http://forum.test/f/gardening/51190/my-tomato-plants-after-6-weeks-of-square-foot-gardening")


def t09() -> Traj:
    title = "First year growing garlic: when do I cut the scapes?"
    body = ("Planted hardneck garlic (Music) last October. The scapes have curled into one full loop this week. "
            "Do I cut them now or wait for the second curl? Zone 6a, bed gets full sun.")
    forums = ["askscience", "books", "DIY", "gardening", "movies", "technology"]

    def form(t: str = "", b: str = "", forum: str = "") -> str:
        lines = pm_top() + ["[100] main ''", "\t[101] heading 'Create submission'", "\t[103] textbox 'URL' required: False",
                            "\t[105] textbox 'Title' required: True" + (f" value={t!r}" if t else ""),
                            "\t[107] textbox 'Body' required: False" + (f" value={b!r}" if b else ""),
                            "\t[109] checkbox 'Markdown allowed' checked: true",
                            "\t[111] combobox 'Forum' hasPopup: listbox required: True expanded: False" + (f" value={forum!r}" if forum else " value='Choose one...'")]
        for i, f in enumerate(forums):
            lines.append(f"\t\t[{112 + i}] option {f!r} selected: {f == forum}")
        lines += ["\t[120] button 'Create submission'"]
        return axtree("Create submission", lines, "http://forum.test/submit")

    newpost = pm_top() + ["[100] main ''", "\t[101] link 'gardening'"] + ind(
        pm_article(110, title, PM_USER, "a few seconds ago", 0, 1, True)) + [
        f"\tStaticText {body!r}", "\t[131] link 'Edit'", "\t[132] button 'Delete'", "\t[140] heading 'Comments'",
        "\tStaticText '0 comments'", "\t[144] textbox 'Comment' required: True", "\t[146] button 'Post' disabled: True",
        "\tStaticText 'There are no comments yet.'"] + pm_forum_side("gardening", GARD_SIDE[0], 2420, True, GARD_SIDE[1], GARD_SIDE[2])
    turns = [
        ("click('330')", t09_listing(True, False)),
        ("click('327')", t09_post(False)),
        ("click('905')", t09_post(True)),
        ("click('101')", t09_listing(False, True)),
        ("click('65')", form()),
        (f"fill('105', {title!r})", form(title)),
        (f"fill('107', {body!r})", form(title, body)),
        ("select_option('111', 'gardening')", form(title, body, "gardening")),
        ("click('120')", axtree(f"{title} : gardening", newpost, "http://forum.test/f/gardening/51247/first-year-growing-garlic-when-do-i-cut-the-scapes")),
    ]
    return dict(tid="h19-web-09", state=t09_listing(False, False), turns=turns, bad=True, turn=4,
                kind="the tomato post the agent upvoted (58, 'Retract upvote' on the listing and the post page) shows 57 with a plain 'Upvote' button again")


# ---------------------------------------------------------------- 10 WordPress: publish a draft, counts and views change (clean)
WP_SITE = "https://riversidegarden.org"
WP_POSTS = [  # title, author, category, comments, status, stamp
    ("Seed swap photos", "Tom Becker", "Events", 0, "pending", "2024/06/09 at 8:47 pm"),
    ("Spring volunteer roundup", "Ana Ruiz", "News", 0, "draft", "2024/06/07 at 4:12 pm"),
    ("June work day: Saturday the 15th", "Ana Ruiz", "Events", 3, "publish", "2024/06/05 at 8:00 am"),
    ("Compost workshop recap", "Ana Ruiz", "Workshops", 0, "draft", "2024/06/03 at 11:20 am"),
    ("Water shut-off notice", "Tom Becker", "News", 1, "publish", "2024/06/01 at 7:30 am"),
    ("Welcome to our new plot holders", "Ana Ruiz", "Plots", 5, "publish", "2024/05/30 at 9:00 am"),
    ("Plot waiting list FAQ", "Ana Ruiz", "Plots", 0, "draft", "2024/05/21 at 9:05 am"),
    ("Tool shed code changes", "Ana Ruiz", "News", 2, "publish", "2024/05/20 at 6:15 pm"),
    ("Tomato blight: what to watch for", "Dev Patel", "Growing Tips", 7, "publish", "2024/05/14 at 10:00 am"),
    ("Plant sale raised $1,240", "Ana Ruiz", "Events", 4, "publish", "2024/05/06 at 12:30 pm"),
    ("Rain barrel install day", "Tom Becker", "Events", 0, "publish", "2024/04/22 at 9:00 am"),
    ("Spring planting calendar", "Dev Patel", "Growing Tips", 9, "publish", "2024/03/28 at 7:45 am"),
    ("Annual meeting minutes 2024", "Ana Ruiz", "News", 1, "publish", "2024/03/10 at 3:00 pm"),
    ("Hello from the new garden committee", "Ana Ruiz", "News", 6, "publish", "2024/02/02 at 5:20 pm"),
]
WP_BODY = [
    "Thank you to the 46 neighbors who signed up for at least one spring shift! Between March and May you logged 312 volunteer hours.",
    "Highlights: the new pollinator strip along the fence, two rebuilt compost bays, and the accessible raised bed by the gate.",
    "Summer sign-ups open on June 20. Shifts are two hours, Tuesday evenings and Saturday mornings.",
]


def wp_chrome() -> list[str]:
    out = ["[20] navigation 'Toolbar'", "\t[21] link 'About WordPress'", "\t[23] link 'Riverside Community Garden'",
           "\t[25] link '0 Comments in moderation'", "\t[26] link 'New'", "\t[28] link 'Howdy, Ana Ruiz'",
           "[40] navigation 'Main menu'", "\t[41] link 'Dashboard'", "\t[43] link 'Posts'", "\t\t[44] link 'All Posts'",
           "\t\t[45] link 'Add New Post'", "\t\t[46] link 'Categories'", "\t\t[47] link 'Tags'"]
    for i, m in enumerate(["Media", "Pages", "Comments", "Appearance", "Plugins 2", "Users", "Tools", "Settings"]):
        out.append(f"\t[{49 + i}] link {m!r}")
    return out + ["\t[57] button 'Collapse Main menu'"]


def wp_list(posts: list[tuple[Any, ...]], view: str) -> str:
    counts = {"all": len(posts), "mine": sum(p[1] == "Ana Ruiz" for p in posts),
              "publish": sum(p[4] == "publish" for p in posts), "draft": sum(p[4] == "draft" for p in posts),
              "pending": sum(p[4] == "pending" for p in posts)}
    shown = [p for p in posts if view == "all" or (view == "mine" and p[1] == "Ana Ruiz") or p[4] == view]
    lines = wp_chrome() + ["[100] heading 'Posts'", "[101] link 'Add New Post'", "[103] list ''"]
    for i, (key, label) in enumerate([("all", "All"), ("mine", "Mine"), ("publish", "Published"), ("draft", "Drafts"),
                                      ("pending", "Pending")]):
        lines.append(f"\t[{104 + i}] link {(label + ' (' + str(counts[key]) + ')')!r}" + (" current: page" if key == view else ""))
    lines += ["[110] searchbox 'Search Posts:'", "[111] button 'Search Posts'",
              "[113] combobox 'Select bulk action' hasPopup: menu value='Bulk actions'", "[115] button 'Apply'",
              "[116] combobox 'Filter by date' hasPopup: menu value='All dates'",
              "[117] combobox 'Filter by category' hasPopup: menu value='All Categories'", "[118] button 'Filter'",
              f"StaticText '{len(shown)} items'", "[120] table ''", "\t[121] row ''", "\t\t[122] columnheader 'Select All'"]
    for i, h in enumerate(["Title", "Author", "Categories", "Tags", "Comments", "Date"]):
        lines.append(f"\t\t[{123 + i}] columnheader {h!r}")
    for k, (title, author, cat, com, status, stamp) in enumerate(shown):
        b = 140 + 12 * k
        suffix = {"draft": " — Draft", "pending": " — Pending"}.get(status, "")
        label = ("Published " if status == "publish" else "Last Modified ") + stamp
        lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] checkbox {('Select ' + title)!r} checked: false",
                  f"\t\t[{b + 2}] link {title!r}"]
        if suffix:
            lines.append(f"\t\tStaticText {suffix!r}")
        lines += [f"\t\t[{b + 4}] link 'Edit'", f"\t\t[{b + 5}] button 'Quick Edit'", f"\t\t[{b + 6}] link 'Trash'",
                  f"\t\t[{b + 7}] link {'View' if status == 'publish' else 'Preview'!r}", f"\t\t[{b + 8}] link {author!r}",
                  f"\t\t[{b + 9}] link {cat!r}", "\t\tStaticText '—'", f"\t\t[{b + 11}] link '{com}'",
                  f"\t\tStaticText {label!r}"]
    url = "https://riversidegarden.org/wp-admin/edit.php" + ("" if view == "all" else
                                                            ("?author=2" if view == "mine" else f"?post_status={view}&post_type=post"))
    return axtree("Posts ‹ Riverside Community Garden — WordPress", lines, url)


def t10() -> Traj:
    old, new = "Spring volunteer roundup", "Spring volunteer roundup 2024"

    def editor(title: str, phase: str) -> str:
        published = phase in ("live",)
        lines = ["[200] region 'Editor top bar'", "\t[201] link 'View Posts'", "\t[203] button 'Toggle block inserter'",
                 "\t[204] button 'Undo'" + ("" if title != old else " disabled: True"), "\t[205] button 'Redo' disabled: True",
                 "\t[207] button 'Document Overview'"]
        if published:
            lines += ["\t[211] link 'View Post'", "\t[212] button 'Update' disabled: True"]
        else:
            lines += ["\t[210] button 'Save draft'" + ("" if title != old else " disabled: True"), "\t[211] button 'Preview'",
                      "\t[212] button 'Publish'"]
        lines += ["\t[213] button 'Settings' pressed: true", "\t[214] button 'Options' hasPopup: menu",
                  "[220] region 'Editor content'", f"\t[221] textbox 'Add title' required: False value={title!r}"]
        for i, p in enumerate(WP_BODY):
            lines += [f"\t[{223 + 2 * i}] document 'Block: Paragraph'", f"\t\tStaticText {p!r}"]
        lines += ["\t[230] document 'Block: Image'", "\t\t[231] img 'Volunteers spreading wood chips on the main path'"]
        if phase == "confirm":
            lines += ["[265] region 'Editor publish'", "\t[266] heading 'Are you ready to publish?'",
                      "\tStaticText 'Double-check your settings before publishing.'", "\tStaticText 'Visibility:'",
                      "\t[268] button 'Public'", "\tStaticText 'Publish:'", "\t[269] button 'Immediately'",
                      "\t[270] button 'Publish'", "\t[271] button 'Cancel'",
                      "\t[272] checkbox 'Always show pre-publish checks.' checked: true"]
        elif phase == "live":
            lines += ["[265] region 'Editor publish'", f"\tStaticText {(new + ' is now live.')!r}", "\t[267] heading \"What's next?\"",
                      "\tStaticText 'Post address'",
                      "\t[269] textbox 'Post address' required: False value='https://riversidegarden.org/2024/06/11/spring-volunteer-roundup-2024/'",
                      "\t[270] link 'View Post'", "\t[271] button 'Copy'", "\t[273] button 'Close panel'"]
        else:
            status = "Draft"
            lines += ["[260] region 'Editor settings'", "\t[261] tab 'Post' selected: True", "\t[262] tab 'Block' selected: False",
                      "\tStaticText 'Status'", f"\t[263] button {status!r}", "\tStaticText 'Publish'", "\t[264] button 'Immediately'",
                      "\tStaticText 'Link'", "\t[265] link 'riversidegarden.org/?p=412'", "\tStaticText 'Author'",
                      "\t[266] combobox 'Author' hasPopup: listbox value='Ana Ruiz'", "\t[267] button 'Move to trash'",
                      "\t[268] button 'Categories' expanded: True", "\t[269] checkbox 'Events' checked: false",
                      "\t[270] checkbox 'Growing Tips' checked: false", "\t[271] checkbox 'News' checked: true",
                      "\t[272] checkbox 'Plots' checked: false", "\t[273] checkbox 'Workshops' checked: false"]
        if phase == "live":
            lines += ["[280] region 'Editor footer'", "\tStaticText 'Status: Published'", "\tStaticText 'June 11, 2024 at 2:37 pm'"]
        return axtree(f"Edit Post “{title}” ‹ Riverside Community Garden — WordPress", lines,
                      "https://riversidegarden.org/wp-admin/post.php?post=412&action=edit")

    front = ["[20] navigation 'Toolbar'", "\t[21] link 'About WordPress'", "\t[23] link 'Riverside Community Garden'",
             "\t[24] link 'Customize'", "\t[26] link 'New'", "\t[27] link 'Edit Post'", "\t[28] link 'Howdy, Ana Ruiz'",
             "[300] banner ''", "\t[301] link 'Riverside Community Garden'", "\tStaticText 'Growing food and neighbors since 1998'",
             "\t[303] navigation 'Primary'", "\t\t[304] link 'Home'", "\t\t[305] link 'Plots'", "\t\t[306] link 'Events'",
             "\t\t[307] link 'Volunteer'", "\t\t[308] link 'Contact'", "[320] main ''", f"\t[321] heading {new!r}",
             "\t[322] link 'June 11, 2024'", "\tStaticText 'by'", "\t[324] link 'Ana Ruiz'", "\tStaticText 'in'",
             "\t[326] link 'News'"] + [f"\tStaticText {p!r}" for p in WP_BODY] + [
        "\t[332] img 'Volunteers spreading wood chips on the main path'", "\t[340] navigation 'Posts'",
        "\t\t[341] link 'Previous post: June work day: Saturday the 15th'", "\t[350] heading 'Leave a Reply'",
        "\tStaticText 'Logged in as Ana Ruiz. Edit your profile. Log out? Required fields are marked *'",
        "\t[352] textbox 'Comment *' required: True", "\t[354] button 'Post Comment'", "[380] contentinfo ''",
        "\tStaticText 'Riverside Community Garden · 2200 River Rd · Proudly powered by WordPress'"]
    after = [p for p in WP_POSTS if p[0] != old]
    after = [(new, "Ana Ruiz", "News", 0, "publish", "2024/06/11 at 2:37 pm")] + after
    turns = [
        ("click('156')", editor(old, "draft")),
        (f"fill('221', {new!r})", editor(new, "draft")),
        ("click('212')", editor(new, "confirm")),
        ("click('270')", editor(new, "live")),
        ("click('270')", axtree(f"{new} – Riverside Community Garden", front,
                                "https://riversidegarden.org/2024/06/11/spring-volunteer-roundup-2024/")),
        ("goto('https://riversidegarden.org/wp-admin/edit.php')", wp_list(after, "all")),
        ("click('107')", wp_list(after, "draft")),
        ("click('105')", wp_list(after, "mine")),
    ]
    return dict(tid="h19-web-10", state=wp_list(WP_POSTS, "all"), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11 Gmail: send a report, auto-reply arrives, archive, search (clean)
GM_ME = "Daniel Okoye"
GM_INBOX = [  # sender, subject, snippet, time, unread
    ("Lena Ortiz", "Interview loop for Friday: can you take the 2pm?", "Hi Daniel, Priya is out sick so I need someone for the system design slot...", "1:58 PM", True),
    ("Jira", "[NW-3312] Badge reader audit logs missing for May", "Carlos Mendez created NW-3312. Priority: Medium. The access-control export for May...", "1:15 PM", True),
    ("Marcus Bell", "Re: Q3 OKR draft", "Looks good. One nit on KR2: can we say p95 instead of average latency?", "11:42 AM", False),
    ("Workday", "Reminder: submit your timesheet for Jun 3 – Jun 9", "Your timesheet for the period Jun 3 – Jun 9 has not been submitted...", "9:00 AM", True),
    ("Northwind IT", "Scheduled VPN maintenance Sat 22:00–02:00", "The GlobalProtect gateways will be unavailable while we upgrade...", "8:31 AM", True),
    ("Aisha Khan", "Lunch & learn slides", "Here are the slides from today's session on incident reviews, plus the recording link.", "Jun 10", False),
    ("Carlos Mendez", "Re: Vendor contract renewal", "Legal signed off. I'll send the countersigned PDF once Acme returns it.", "Jun 10", False),
    ("Google Calendar", "Updated invitation: 1:1 Daniel / Lena @ Weekly from 10am to 10:30am on Thursday", "This event has been changed. Where: Room 4B...", "Jun 9", False),
]


def gm_frame(unread: int, active: str, search: str = "") -> list[str]:
    out = ["[30] banner ''", "\t[31] button 'Main menu'", "\t[32] link 'Gmail'", "\t[35] search ''",
           "\t\t[36] combobox 'Search mail' expanded: False" + (f" value={search!r}" if search else ""),
           "\t\t[37] button 'Advanced search options'", "\t\t[38] button 'Search mail'", "\t[40] button 'Support'",
           "\t[41] button 'Settings'", "\t[42] button 'Google apps'",
           f"\t[43] button {('Google Account: ' + GM_ME + ' (daniel.okoye@northwind.example)')!r}",
           "[50] navigation ''", "\t[51] button 'Compose'"]
    for i, (name, label) in enumerate([("Inbox", "Inbox" + (f" {unread} unread" if unread else "")), ("Starred", "Starred"),
                                       ("Snoozed", "Snoozed"), ("Sent", "Sent"), ("Drafts", "Drafts"), ("More", "More labels")]):
        out.append(f"\t[{53 + i}] link {label!r}" + (" focused: True" if name == active else ""))
    return out


def gm_rows(rows: list[tuple[str, str, str, str, bool]], total: str, bid: int = 100) -> list[str]:
    out = ["[70] main ''", "\t[71] checkbox 'Select' checked: false", "\t[72] button 'Refresh'", "\t[73] button 'More email options'",
           f"\tStaticText {total!r}", "\t[75] button 'Newer' disabled: True", "\t[76] button 'Older'", "\t[80] grid ''"]
    for k, (sender, subj, snip, time, unread) in enumerate(rows):
        b = bid + 8 * k
        out += [f"\t\t[{b}] row {(('unread, ' if unread else '') + sender + ', ' + subj + ', ' + time)!r}",
                f"\t\t\t[{b + 1}] checkbox '' checked: false", f"\t\t\t[{b + 2}] button 'Not starred'",
                f"\t\t\tStaticText {sender!r}", f"\t\t\t[{b + 4}] link {subj!r}", f"\t\t\tStaticText {(' - ' + snip)!r}",
                f"\t\t\tStaticText {time!r}"]
    return out


def t11() -> Traj:
    to, subj = "facilities@northwind.example", "Broken badge reader at east entrance"
    body = ("Hi Facilities team, the badge reader at the east entrance (Building B, ground floor) has shown a red light and "
            "rejected every badge since about 1:30 PM today. People are using the main lobby instead. Thanks, Daniel")
    snip_body = body[:80] + "..."

    def inbox_page(rows: list[tuple[str, str, str, str, bool]], total: str, alert: list[str] | None = None,
                   dialog: list[str] | None = None) -> str:
        unread = sum(r[4] for r in rows)
        lines = gm_frame(unread, "Inbox") + (alert or []) + gm_rows(rows, total) + [
            "\t[90] tablist ''", "\t\t[91] tab 'Primary' selected: True", "\t\t[92] tab 'Promotions, 3 new' selected: False",
            "\t\t[93] tab 'Social' selected: False", "\t\t[94] tab 'Updates, 12 new' selected: False"] + (dialog or [])
        title = "Inbox" + (f" ({unread})" if unread else "") + " - daniel.okoye@northwind.example - Northwind Mail"
        return axtree(title, lines, "https://mail.google.com/mail/u/0/#inbox")

    def dialog(t: str = "", s: str = "", b: str = "") -> list[str]:
        return ["[400] dialog 'New Message'", "\t[401] button 'Minimize'", "\t[402] button 'Full screen'",
                "\t[403] button 'Save & close'",
                "\t[405] combobox 'To recipients' expanded: False" + (f" value={t!r}" if t else ""),
                "\t[407] textbox 'Subject' required: False" + (f" value={s!r}" if s else ""),
                "\t[409] textbox 'Message Body' required: False" + (f" value={b!r}" if b else ""),
                "\t[411] button 'Send \u202a(Ctrl-Enter)\u202c'", "\t[412] button 'Formatting options'",
                "\t[413] button 'Attach files'", "\t[414] button 'Insert link \u202a(Ctrl-K)\u202c'", "\t[415] button 'Insert emoji'",
                "\t[416] button 'Insert files using Drive'", "\t[417] button 'Insert photo'", "\t[418] button 'More options'",
                "\t[419] button 'Discard draft \u202a(Ctrl-Shift-D)\u202c'"] + (["\tStaticText 'Draft saved'"] if b else [])

    reply = ("me, Facilities Desk", subj,
             "Hi Daniel, thanks for the report. We've logged this as FAC-2291 and a technician will check the east entrance...",
             "2:43 PM", True)
    sent_rows = [("To: facilities", subj, snip_body, "2:41 PM", False),
                 ("To: Marcus Bell", "Re: Q3 OKR draft", "Thanks Marcus, I'll switch KR2 to p95 and resend tonight.", "11:50 AM", False),
                 ("To: Aisha Khan", "Re: Lunch & learn slides", "Great session, thank you! Sharing with the on-call group.", "Jun 10", False),
                 ("To: Carlos, Legal", "Re: Vendor contract renewal", "Thanks both. Please loop me in once Acme countersigns.", "Jun 10", False),
                 ("To: Lena Ortiz", "Candidate feedback: backend loop", "Strong hire on the coding round; notes attached in Greenhouse.", "Jun 7", False)]
    sent_page = axtree("Sent Mail - daniel.okoye@northwind.example - Northwind Mail",
                       gm_frame(4, "Sent") + gm_rows(sent_rows, "1–50 of 2,117"), "https://mail.google.com/mail/u/0/#sent")
    conv = gm_frame(4, "Inbox") + [
        "[70] main ''", "\t[71] button 'Back to Inbox'", "\t[72] button 'Archive'", "\t[73] button 'Report spam'",
        "\t[74] button 'Delete'", "\t[75] button 'Mark as unread'", "\t[76] button 'Snooze'", "\t[77] button 'Move to'",
        "\t[78] button 'Labels'", "\t[79] button 'More email options'", f"\t[81] heading {subj!r}", "\t[82] button 'Inbox'",
        "\t[83] button 'Print all'", "\t[84] listitem ''", "\t\tStaticText 'me'", "\t\tStaticText 'to facilities'",
        f"\t\tStaticText {snip_body!r}", "\t\tStaticText '2:41 PM (2 minutes ago)'", "\t[90] listitem ''",
        "\t\tStaticText 'Facilities Desk'", "\t\tStaticText '<facilities@northwind.example>'", "\t\tStaticText 'to me'",
        "\t\tStaticText '2:43 PM (0 minutes ago)'", "\t\t[95] button 'Reply'", "\t\t[96] button 'More message options'",
        "\t\tStaticText \"Hi Daniel, thanks for the report. We've logged this as FAC-2291 and a technician will check the east entrance reader by end of day tomorrow. Until then the lobby reader is the way in.\"",
        "\t\tStaticText '— Northwind Facilities'", "\t[100] button 'Reply'", "\t[101] button 'Forward'"]
    conv_page = axtree(f"{subj} - daniel.okoye@northwind.example - Northwind Mail", conv,
                       "https://mail.google.com/mail/u/0/#inbox/FMfcgzQVxRlbtBsWcHjKHNrBRzXmqsZG")
    archived = inbox_page(GM_INBOX, "1–50 of 1,284", alert=["[60] alert ''", "\tStaticText 'Conversation archived.'",
                                                           "\t[62] button 'Undo'"])
    results = axtree("Search results - daniel.okoye@northwind.example - Northwind Mail",
                     gm_frame(4, "", "FAC-2291") + gm_rows([reply[:4] + (False,)], "1–1 of 1"),
                     "https://mail.google.com/mail/u/0/#search/FAC-2291")
    typed = inbox_page(GM_INBOX, "1–50 of 1,284").replace("[36] combobox 'Search mail' expanded: False",
                                                          "[36] combobox 'Search mail' expanded: True value='FAC-2291'")
    turns = [
        ("click('51')", inbox_page(GM_INBOX, "1–50 of 1,284", dialog=dialog())),
        (f"fill('405', {to!r})", inbox_page(GM_INBOX, "1–50 of 1,284", dialog=dialog(to))),
        (f"fill('407', {subj!r})", inbox_page(GM_INBOX, "1–50 of 1,284", dialog=dialog(to, subj))),
        (f"fill('409', {body!r})", inbox_page(GM_INBOX, "1–50 of 1,284", dialog=dialog(to, subj, body))),
        ("click('411')", inbox_page(GM_INBOX, "1–50 of 1,284", alert=["[60] alert ''", "\tStaticText 'Message sent'",
                                                                      "\t[62] button 'Undo'", "\t[63] button 'View message'"])),
        ("click('56')", sent_page),
        ("click('53')", inbox_page([reply] + GM_INBOX, "1–50 of 1,285")),
        ("click('104')", conv_page),
        ("click('72')", archived),
        ("fill('36', 'FAC-2291')", typed),
        ("press('36', 'Enter')", results),
    ]
    return dict(tid="h19-web-11", state=inbox_page(GM_INBOX, "1–50 of 1,284"), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 12 Koha OPAC: renew loans, reading history, hold queue (clean)
KOHA_NAV = ["Your summary", "Your charges", "Your personal details", "Your tags", "Change your password",
            "Your search history", "Your reading history", "Your privacy", "Your messaging", "Your lists"]
KOHA_LOANS = [  # title, barcode, call number, checked out, due, renewals remaining, renewable
    ("The overstory / Richard Powers.", "39012000412873", "FIC POWERS", "05/03/2024", "06/14/2024", 2, True),
    ("Klara and the sun / Kazuo Ishiguro.", "39012000538140", "FIC ISHIGURO", "05/30/2024", "06/20/2024", 3, True),
    ("Project Hail Mary / Andy Weir.", "39012000497710", "SF WEIR", "05/22/2024", "06/12/2024", 3, False),
]


def koha_frame(active: str) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Centerville Public Library'", "\t[23] link 'Cart'", "\t\tStaticText '0'",
           "\t[25] button 'Lists' hasPopup: menu", "\t[27] link 'Welcome, Hanna Berg'", "\t[28] link 'Log out'",
           "[30] search ''", "\t[31] combobox 'Search type:' hasPopup: menu value='Library catalog'",
           "\t[32] textbox 'Search the catalog' required: False", "\t[33] combobox 'Library' hasPopup: menu value='All libraries'",
           "\t[34] button 'Go'", "[35] link 'Advanced search'", "[36] link 'Course reserves'", "[37] link 'Most popular'",
           "[38] link 'Purchase suggestions'", "[40] navigation 'Breadcrumbs'", "\t[41] link 'Home'", "\t[42] link 'Hanna Berg'",
           f"\tStaticText {active!r}", "[50] navigation 'Your account menu'"]
    for i, n in enumerate(KOHA_NAV):
        out.append(f"\t[{51 + i}] link {n!r}" + (" current: page" if n == active else ""))
    return out


KOHA_FOOT = ["[900] contentinfo ''", "\tStaticText 'Centerville Public Library · 14 Elm Street · (555) 201-3300'",
             "\tStaticText 'Hours today: 9:00 AM – 8:00 PM'", "\t[903] link 'Powered by Koha'"]


def koha_summary(loans: list[tuple[Any, ...]], checked: set[int], tab: str, priority: int = 3,
                 renewed: set[int] | None = None) -> str:
    lines = koha_frame("Your summary") + ["[100] main ''", "\t[101] heading 'Hello, Hanna Berg'",
                                          "\tStaticText \"Click here if you're not Hanna Berg\"", "\t[104] tablist ''",
                                          f"\t\t[105] tab 'Checked out ({len(loans)})' selected: {tab == 'loans'}",
                                          f"\t\t[106] tab 'Holds (1)' selected: {tab == 'holds'}"]
    if tab == "loans":
        lines += ["\t[110] tabpanel 'Checked out'", "\t\t[111] table 'Checked out'", "\t\t\t[112] row ''"]
        for i, h in enumerate(["Select", "Title", "Due", "Barcode", "Call number", "Renew", "Fines"]):
            lines.append(f"\t\t\t\t[{113 + i}] columnheader {h!r}")
        for k, (title, bc, call, _, due, left, ok) in enumerate(loans):
            b = 120 + 10 * k
            lines += [f"\t\t\t[{b}] row ''",
                      f"\t\t\t\t[{b + 1}] checkbox {('Select ' + title)!r} checked: {'true' if k in checked else 'false'}" + ("" if ok else " disabled: True"),
                      f"\t\t\t\t[{b + 2}] link {title!r}", f"\t\t\t\tStaticText {due!r}", f"\t\t\t\tStaticText {bc!r}",
                      f"\t\t\t\tStaticText {call!r}"]
            if renewed and k in renewed:
                lines.append("\t\t\t\tStaticText 'Renewed!'")
            if ok:
                lines += [f"\t\t\t\t[{b + 7}] link 'Renew'", f"\t\t\t\tStaticText {('(' + str(left) + ' of 3 renewals remaining)')!r}"]
            else:
                lines += ["\t\t\t\tStaticText 'Not renewable (on hold for another patron)'"]
            lines.append("\t\t\t\tStaticText 'No'")
        lines += ["\t\t[160] button 'Renew selected'", "\t\t[161] button 'Renew all'", "\t\t[162] link 'Download as iCal / .ics file'"]
    else:
        lines += ["\t[170] tabpanel 'Holds'", "\t\t[171] table 'Holds'", "\t\t\t[172] row ''"]
        for i, h in enumerate(["Title", "Placed on", "Expires on", "Pick up location", "Priority", "Status", "Modify", "Cancel"]):
            lines.append(f"\t\t\t\t[{173 + i}] columnheader {h!r}")
        lines += ["\t\t\t[185] row ''", "\t\t\t\t[186] link 'Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin.'",
                  "\t\t\t\tStaticText '05/30/2024'", "\t\t\t\tStaticText '11/30/2024'", "\t\t\t\tStaticText 'Centerville Branch'",
                  f"\t\t\t\tStaticText '{priority}'", "\t\t\t\tStaticText 'Pending'", "\t\t\t\t[192] button 'Change'",
                  "\t\t\t\t[193] button 'Suspend'", "\t\t\t\t[194] button 'Cancel'", "\t\t[196] button 'Suspend all holds'"]
    return axtree("Centerville Public Library catalog › Your summary", lines + KOHA_FOOT,
                  "https://catalog.centervillelibrary.org/cgi-bin/koha/opac-user.pl" + ("#opac-user-holds" if tab == "holds" else ""))


def t12() -> Traj:
    history = [("Klara and the sun / Kazuo Ishiguro.", "Book", "FIC ISHIGURO", "05/30/2024", "Checked out"),
               ("Project Hail Mary / Andy Weir.", "Book", "SF WEIR", "05/22/2024", "Checked out"),
               ("The overstory / Richard Powers.", "Book", "FIC POWERS", "05/03/2024", "Checked out"),
               ("Demon copperhead / Barbara Kingsolver.", "Book", "FIC KINGSOLVER", "04/02/2024", "04/28/2024"),
               ("The covenant of water / Abraham Verghese.", "Large print", "LP FIC VERGHESE", "03/15/2024", "04/05/2024"),
               ("Lessons in chemistry / Bonnie Garmus.", "Book", "FIC GARMUS", "02/20/2024", "03/11/2024"),
               ("Piranesi / Susanna Clarke.", "eAudiobook", "EAUDIO CLARKE", "01/29/2024", "02/13/2024")]

    def hist(sort: str) -> str:
        rows = sorted(history, key=lambda r: r[0].lower()) if sort == "Title" else history
        lines = koha_frame("Your reading history") + ["[100] main ''", "\t[101] heading 'Reading history'",
                                                      "\tStaticText 'Show: Last 50 items'", "\t[104] link 'Show all items'",
                                                      "\tStaticText 'Sort by:'",
                                                      f"\t[106] combobox 'Sort by:' hasPopup: menu value={('Most recent' if sort != 'Title' else 'Title')!r}",
                                                      "\t[107] tablist ''", "\t\t[108] tab 'All' selected: True",
                                                      "\t\t[109] tab 'Checkouts' selected: False", "\t\t[110] tab 'On-site checkouts' selected: False",
                                                      "\t[112] table 'Reading history'", "\t\t[113] row ''"]
        for i, h in enumerate(["Title", "Item type", "Call number", "Date", "Checked in"]):
            lines.append(f"\t\t\t[{114 + i}] columnheader {h!r}")
        for k, (t, typ, call, out, back) in enumerate(rows):
            b = 120 + 6 * k
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {t!r}", f"\t\t\tStaticText {typ!r}", f"\t\t\tStaticText {call!r}",
                      f"\t\t\tStaticText {out!r}", f"\t\t\tStaticText {back!r}"]
        lines += ["\tStaticText 'Showing 1 to 7 of 7 entries'", "\t[170] link 'Your privacy'",
                  "\tStaticText 'Your reading history is kept because your privacy rule is set to Default.'"]
        return axtree("Centerville Public Library catalog › Your reading history", lines + KOHA_FOOT,
                      "https://catalog.centervillelibrary.org/cgi-bin/koha/opac-readingrecord.pl" + ("?order=title" if sort == "Title" else ""))

    l0 = KOHA_LOANS
    l1 = [l0[0][:4] + ("07/05/2024", 1, True), l0[1], l0[2]]
    l2 = [l1[0], l0[1][:4] + ("07/11/2024", 2, True), l0[2]]
    turns = [
        ("check('121')", koha_summary(l0, {0}, "loans")),
        ("click('160')", koha_summary(l1, set(), "loans", renewed={0})),
        ("click('106')", koha_summary(l1, set(), "holds", priority=3)),
        ("click('57')", hist("Most recent")),
        ("select_option('106', 'Title')", hist("Title")),
        ("click('51')", koha_summary(l1, set(), "loans")),
        ("check('131')", koha_summary(l1, {1}, "loans")),
        ("click('160')", koha_summary(l2, set(), "loans", renewed={1})),
        ("click('106')", koha_summary(l2, set(), "holds", priority=2)),
    ]
    return dict(tid="h19-web-12", state=koha_summary(l0, set(), "loans"), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 13 Evergreen OPAC: a loan's due date moves with no renewal (bad, turn 7)
EG_LOANS = [  # title, author, renewals left, due, barcode, call number
    ("Lessons in chemistry : a novel", "Garmus, Bonnie", 2, "06/18/2024", "33019002214576", "FIC GARMUS"),
    ("The body keeps the score : brain, mind, and body in the healing of trauma", "Van der Kolk, Bessel A.", 1, "06/25/2024", "33019001877432", "616.8521 VAN"),
    ("Educated : a memoir", "Westover, Tara", 2, "06/14/2024", "33019002050128", "B WESTOVER"),
    ("Atlas of the heart : mapping meaningful connection and the language of human experience", "Brown, Brené", 2, "07/01/2024", "33019002301195", "152.4 BRO"),
]
EG_BS = "Braiding sweetgrass : indigenous wisdom, scientific knowledge, and the teachings of plants"


def eg_frame(query: str = "", tab: str | None = None) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Riverbend Regional Library'", "\tStaticText 'Hello, Marcus Ellery'",
           "\t[23] link 'My Account'", "\t[24] link 'My Lists'", "\t[25] link 'Logout'", "[30] search ''",
           "\t[31] textbox 'Search the catalog' required: False" + (f" value={query!r}" if query else ""),
           "\t[32] combobox 'Search type' hasPopup: menu value='Keyword'", "\t[33] combobox 'Format' hasPopup: menu value='All Formats'",
           "\t[34] combobox 'Library' hasPopup: menu value='Riverbend Regional Library'", "\t[35] button 'Search'",
           "\t[36] link 'Advanced Search'", "\t[37] link 'Browse the Catalog'"]
    if tab is not None:
        out += ["[40] navigation 'My Account'"]
        for i, t in enumerate(["Account Summary", "Items Checked Out", "Holds", "Account Preferences", "Charges", "Lists",
                               "Messages (0)"]):
            out.append(f"\t[{41 + i}] link {t!r}" + (" current: page" if t == tab else ""))
    return out


EG_FOOT = ["[950] contentinfo ''", "\t[951] link 'Library Locations'", "\t[952] link 'Help'", "\t[953] link 'Privacy'",
           "\tStaticText 'Powered by Evergreen 3.12'"]


def eg_loans(rows: list[tuple[Any, ...]]) -> str:
    lines = eg_frame(tab="Items Checked Out") + ["[100] main ''", "\t[101] heading 'Items Checked Out'",
                                                 "\t[102] tablist ''", f"\t\t[103] tab 'Current Items Checked Out ({len(rows)})' selected: True",
                                                 "\t\t[104] tab 'Check Out History' selected: False",
                                                 "\t[106] button 'Renew Selected Titles'", "\t[107] button 'Renew All'",
                                                 "\t[110] table 'Items checked out'", "\t\t[111] row ''"]
    for i, h in enumerate(["Select", "Title", "Author", "Renewals Left", "Due Date", "Barcode", "Call Number"]):
        lines.append(f"\t\t\t[{112 + i}] columnheader {h!r}")
    for k, (t, au, left, due, bc, call) in enumerate(rows):
        b = 120 + 9 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox {('Select ' + t)!r} checked: false", f"\t\t\t[{b + 2}] link {t!r}",
                  f"\t\t\t[{b + 3}] link {au!r}", f"\t\t\tStaticText '{left}'", f"\t\t\tStaticText {due!r}",
                  f"\t\t\tStaticText {bc!r}", f"\t\t\tStaticText {call!r}"]
    lines += ["\t[170] link 'Export / Download check out history'"]
    return axtree("Items Checked Out - Riverbend Regional Library", lines + EG_FOOT,
                  "https://catalog.riverbendlibrary.org/eg/opac/myopac/circs")


def t13() -> Traj:
    q = "braiding sweetgrass"
    results = [(EG_BS, "Kimmerer, Robin Wall", "2013", "Book", "2 of 5 copies available at Riverbend Regional Library."),
               ("Braiding sweetgrass for young adults : indigenous wisdom, scientific knowledge, and the teachings of plants",
                "Kimmerer, Robin Wall", "2022", "Book", "1 of 2 copies available at Riverbend Regional Library."),
               ("Braiding sweetgrass", "Kimmerer, Robin Wall", "2016", "Audiobook CD", "0 of 1 copies available at Riverbend Regional Library."),
               ("Gathering moss : a natural and cultural history of mosses", "Kimmerer, Robin Wall", "2003", "Book",
                "3 of 3 copies available at Riverbend Regional Library.")]
    res = eg_frame(q) + ["[100] main ''", "\tStaticText 'Results 1 - 4 of 4'", "\t[102] combobox 'Sort Results' hasPopup: menu value='Sort by Relevance'",
                         "\t[103] checkbox 'Limit to available items' checked: false", "\t[104] checkbox 'Exclude electronic resources' checked: false"]
    for k, (t, au, yr, fmt, avail) in enumerate(results):
        b = 110 + 10 * k
        res += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link {t!r}", f"\t\t[{b + 2}] link {au!r}", f"\t\tStaticText {yr!r}",
                f"\t\tStaticText {fmt!r}", f"\t\tStaticText {avail!r}", f"\t\t[{b + 6}] link 'Place Hold'",
                f"\t\t[{b + 7}] button 'Add to my list'"]
    res_page = axtree("Search Results: braiding sweetgrass - Riverbend Regional Library", res + EG_FOOT,
                      "https://catalog.riverbendlibrary.org/eg/opac/results?query=braiding+sweetgrass&qtype=keyword")
    typed = eg_loans(EG_LOANS).replace("[31] textbox 'Search the catalog' required: False",
                                       "[31] textbox 'Search the catalog' required: False value='braiding sweetgrass'")
    libs = ["Main Library", "Eastgate Branch", "Northside Branch", "Riverside Branch", "Bookmobile"]

    def hold_form(lib: str) -> str:
        lines = eg_frame() + ["[100] main ''", "\t[101] heading 'Place Hold'", f"\tStaticText {('Title: ' + EG_BS)!r}",
                              "\tStaticText 'Author: Kimmerer, Robin Wall'", "\tStaticText 'Format: Book'",
                              "\tStaticText 'Pickup location:'", f"\t[106] combobox 'Pickup location' hasPopup: menu value={lib!r}"]
        for i, lb in enumerate(libs):
            lines.append(f"\t\t[{107 + i}] option {lb!r} selected: {lb == lib}")
        lines += ["\tStaticText 'Notify when hold is ready for pickup?'", "\t[114] checkbox 'Yes, by Email' checked: true",
                  "\tStaticText 'marcus.ellery@fastmail.example'", "\t[116] checkbox 'Yes, by Phone' checked: false",
                  "\t[117] textbox 'Phone number' required: False value='(555) 318-4472'",
                  "\t[118] checkbox 'Suspend this hold?' checked: false", "\t[120] button 'Submit'", "\t[121] button 'Cancel'"]
        return axtree("Place Hold - Riverbend Regional Library", lines + EG_FOOT,
                      "https://catalog.riverbendlibrary.org/eg/opac/place_hold?hold_target=448120&hold_type=T")

    placed = eg_frame() + ["[100] main ''", "\t[101] heading 'Place Hold'", "\t[102] alert ''",
                           f"\t\tStaticText {('Hold was successfully placed for: ' + EG_BS)!r}",
                           "\tStaticText 'Pickup location: Northside Branch'", "\t[105] link 'Continue searching'",
                           "\t[106] link 'View my holds'"]
    summary = eg_frame(tab="Account Summary") + [
        "[100] main ''", "\t[101] heading 'Account Summary'", "\tStaticText 'Marcus Ellery'",
        "\tStaticText 'Library card: 29019004417302'", "\tStaticText 'Account expiration date: 03/31/2026'",
        "\t[105] table ''", "\t\t[106] row ''", "\t\t\t[107] cell 'Items Checked Out'", "\t\t\t[108] link '4'",
        "\t\t[109] row ''", "\t\t\t[110] cell 'Items Overdue'", "\t\t\t[111] cell '0'", "\t\t[112] row ''",
        "\t\t\t[113] cell 'Holds'", "\t\t\t[114] link '2'", "\t\t[115] row ''", "\t\t\t[116] cell 'Holds Ready for Pickup'",
        "\t\t\t[117] cell '0'", "\t\t[118] row ''", "\t\t\t[119] cell 'Current Charges'", "\t\t\t[120] cell '$0.00'",
        "\t[125] link 'View Check Out History'", "\t[126] link 'View Hold History'"]
    holds_rows = [("Demon copperhead : a novel", "Kingsolver, Barbara", "Book", "Main Library", "", "Waiting for copy",
                   "#4 on waiting list", "9 total holds"),
                  (EG_BS, "Kimmerer, Robin Wall", "Book", "Northside Branch", "", "Waiting for copy", "#1 on waiting list",
                   "1 total holds")]
    holds = eg_frame(tab="Holds") + ["[100] main ''", "\t[101] heading 'Holds'", "\t[102] tablist ''",
                                     "\t\t[103] tab 'Items on Hold (2)' selected: True", "\t\t[104] tab 'Holds History' selected: False",
                                     "\t[106] combobox 'Actions for selected holds' hasPopup: menu value='-- Actions for selected holds --'",
                                     "\t[107] button 'Go'", "\t[110] table 'Holds'", "\t\t[111] row ''"]
    for i, h in enumerate(["Select", "Title", "Author", "Format", "Pickup Location", "Activate", "Status", "Edit"]):
        holds.append(f"\t\t\t[{112 + i}] columnheader {h!r}")
    for k, (t, au, fmt, lib, _act, st, pos, tot) in enumerate(holds_rows):
        b = 130 + 12 * k
        holds += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '' checked: false", f"\t\t\t[{b + 2}] link {t!r}",
                  f"\t\t\t[{b + 3}] link {au!r}", f"\t\t\tStaticText {fmt!r}", f"\t\t\tStaticText {lib!r}", "\t\t\tStaticText ''",
                  f"\t\t\tStaticText {st!r}", f"\t\t\tStaticText {pos!r}", f"\t\t\tStaticText {tot!r}", f"\t\t\t[{b + 10}] link 'Edit'"]

    def edit(susp: bool) -> str:
        lines = eg_frame(tab="Holds") + ["[100] main ''", "\t[101] heading 'Edit Hold'", f"\tStaticText {EG_BS!r}",
                                         "\tStaticText 'Pickup location'", "\t[104] combobox 'Pickup location' hasPopup: menu value='Northside Branch'"]
        for i, lb in enumerate(libs):
            lines.append(f"\t\t[{105 + i}] option {lb!r} selected: {lb == 'Northside Branch'}")
        lines += [f"\t[112] checkbox 'Suspend this hold' checked: {'true' if susp else 'false'}",
                  "\tStaticText 'Set activation date (hold will be active again on this date)'",
                  "\t[114] textbox 'Activation date' required: False", "\tStaticText 'Expiration date'",
                  "\t[116] textbox 'Expiration date' required: False value='06/11/2025'", "\t[118] button 'Submit'",
                  "\t[119] link 'Cancel'"]
        return axtree("Edit Hold - Riverbend Regional Library", lines + EG_FOOT,
                      "https://catalog.riverbendlibrary.org/eg/opac/myopac/holds?action=edit&hid=991734")

    drifted = [EG_LOANS[0][:3] + ("06/25/2024",) + EG_LOANS[0][4:]] + EG_LOANS[1:]
    turns = [
        (f"fill('31', {q!r})", typed),
        ("press('31', 'Enter')", res_page),
        ("click('116')", hold_form("Main Library")),
        ("select_option('106', 'Northside Branch')", hold_form("Northside Branch")),
        ("click('120')", axtree("Place Hold - Riverbend Regional Library", placed + EG_FOOT,
                                "https://catalog.riverbendlibrary.org/eg/opac/place_hold?hold_target=448120&hold_type=T")),
        ("click('23')", axtree("Account Summary - Riverbend Regional Library", summary + EG_FOOT,
                               "https://catalog.riverbendlibrary.org/eg/opac/myopac/main")),
        ("click('42')", eg_loans(drifted)),
        ("click('43')", axtree("Holds - Riverbend Regional Library", holds + EG_FOOT,
                               "https://catalog.riverbendlibrary.org/eg/opac/myopac/holds")),
        ("click('152')", edit(False)),
        ("check('112')", edit(True)),
    ]
    return dict(tid="h19-web-13", state=eg_loans(EG_LOANS), turns=turns, bad=True, turn=7,
                kind="'Lessons in chemistry' due date changed from 06/18/2024 to 06/25/2024 with no renewal (renewals left still 2)")


# ---------------------------------------------------------------- 14 Clinic portal (MyChart-style): booked time drifts on the visit page (bad, turn 6)
MC_NAV = ["Home", "Messages", "Visits", "Test Results", "Medications", "Billing", "Schedule an Appointment"]


def mc_frame(active: str, patient: str = "Jordan Pike", org: str = "Lakeside Health MyChart") -> list[str]:
    out = ["[20] banner ''", f"\t[21] link {org!r}", f"\tStaticText {patient!r}", "\t[23] button 'Log out'",
           "[30] navigation 'Main menu'"]
    for i, n in enumerate(MC_NAV):
        out.append(f"\t[{31 + i}] link {n!r}" + (" current: page" if n == active else ""))
    return out


MC_FOOT = ["[900] contentinfo ''", "\t[901] link 'Interoperability Guide'", "\t[902] link 'FAQs'", "\t[903] link 'Privacy Policy'",
           "\t[904] link 'Terms and Conditions'", "\tStaticText 'MyChart® licensed from Epic Systems Corporation © 1999 - 2024'"]


def t14() -> Traj:
    reasons = ["Annual physical", "New problem", "Follow-up visit", "Flu shot", "Skin check", "Something else"]
    sched = mc_frame("Schedule an Appointment") + ["[100] main ''", "\t[101] heading 'Schedule an Appointment'",
                                                   "\t[102] heading \"What's the reason for your visit?\""]
    for i, r in enumerate(reasons):
        sched.append(f"\t[{110 + i}] button {r!r}")
    sched += ["\tStaticText 'For urgent needs, call (555) 240-7000. For emergencies, call 911.'"]
    state = axtree("MyChart - Schedule an Appointment", sched + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Scheduling")
    provs = [("Adaeze Okafor, MD", "Family Medicine", [("Thu 6/13", ["8:20 AM", "10:40 AM", "3:00 PM"]), ("Fri 6/14", ["9:00 AM", "1:40 PM"])]),
             ("Samuel Lindqvist, DO", "Family Medicine", [("Thu 6/13", ["11:20 AM"]), ("Mon 6/17", ["8:00 AM", "2:20 PM"])]),
             ("Priya Natarajan, NP", "Family Medicine", [("Wed 6/12", ["4:40 PM"]), ("Thu 6/13", ["9:20 AM"])])]
    slots = mc_frame("Schedule an Appointment") + ["[100] main ''", "\t[101] heading 'Annual physical'",
                                                   "\tStaticText 'Location'", "\t[103] combobox 'Location' hasPopup: menu value='Riverside Family Medicine'",
                                                   "\tStaticText '410 Harbor St, Suite 200, Lakeside, OR 97035'",
                                                   "\t[105] checkbox 'Show only my care team' checked: false"]
    bid = 120
    for name, dept, days in provs:
        slots += [f"\t[{bid}] heading {name!r}", f"\tStaticText {dept!r}"]
        bid += 2
        for day, times in days:
            slots.append(f"\tStaticText {day!r}")
            for t in times:
                slots.append(f"\t[{bid}] button {t!r}")
                bid += 1
        bid += 2
    slots += ["\t[190] button 'Show more times'"]
    slot_page = axtree("MyChart - Schedule an Appointment", slots + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Scheduling/Slots")
    note = "Would also like to discuss left knee pain when running (about 3 weeks)."

    def review(comment: str = "") -> str:
        lines = mc_frame("Schedule an Appointment") + [
            "[100] main ''", "\t[101] heading 'Review and schedule'", "\tStaticText 'Annual physical'",
            "\tStaticText 'Thursday June 13, 2024'", "\tStaticText '10:40 AM (arrive by 10:25 AM)'", "\tStaticText '60 minutes'",
            "\tStaticText 'Adaeze Okafor, MD'", "\tStaticText 'Riverside Family Medicine'",
            "\tStaticText '410 Harbor St, Suite 200, Lakeside, OR 97035'", "\tStaticText 'Comments for your provider (optional)'",
            "\t[112] textbox 'Comments for your provider' required: False" + (f" value={comment!r}" if comment else ""),
            "\t[114] checkbox 'Send me a text reminder' checked: true", "\tStaticText 'Reminder will be sent to (555) ***-0192'",
            "\t[116] button 'Schedule'", "\t[117] button 'Back'"]
        return axtree("MyChart - Review and schedule", lines + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Scheduling/Review")

    done = mc_frame("Schedule an Appointment") + [
        "[100] main ''", "\t[101] heading \"You're scheduled!\"", "\tStaticText 'Annual physical'",
        "\tStaticText 'Thursday June 13, 2024'", "\tStaticText '10:40 AM (arrive by 10:25 AM)'", "\tStaticText 'Adaeze Okafor, MD'",
        "\tStaticText 'Riverside Family Medicine, 410 Harbor St, Suite 200'", "\tStaticText 'Confirmation number: LKH-7734102'",
        "\tStaticText 'We sent a confirmation to jordan.pike@outlook.example.'", "\t[110] link 'Add to calendar'",
        "\t[111] link 'Get directions'", "\t[112] link 'View all visits'"]
    visits_rows = [("Thursday", "June 13, 2024", "10:40 AM", "Annual physical", "Adaeze Okafor, MD", "Riverside Family Medicine", "eCheck-In available now"),
                   ("Tuesday", "July 2, 2024", "8:15 AM", "Lab visit", "Lakeside Lab Services", "Main Campus Lab", "Fasting required (8 hours)")]
    past = [("May 7, 2024", "Office visit", "Adaeze Okafor, MD"), ("Feb 12, 2024", "Telehealth visit", "Priya Natarajan, NP"),
            ("Oct 3, 2023", "Flu shot", "Lakeside Immunization Clinic")]

    def visits() -> str:
        lines = mc_frame("Visits") + ["[100] main ''", "\t[101] heading 'Visits'", "\t[102] tablist ''",
                                      "\t\t[103] tab 'Upcoming Visits' selected: True", "\t\t[104] tab 'Past Visits' selected: False"]
        for k, (dow, date, time, kind, who, where, extra) in enumerate(visits_rows):
            b = 110 + 10 * k
            lines += [f"\t[{b}] article ''", f"\t\tStaticText {dow!r}", f"\t\tStaticText {date!r}", f"\t\tStaticText {time!r}",
                      f"\t\t[{b + 4}] link {kind!r}", f"\t\tStaticText {who!r}", f"\t\tStaticText {where!r}", f"\t\tStaticText {extra!r}",
                      f"\t\t[{b + 8}] link 'Details'", f"\t\t[{b + 9}] button 'Cancel'"]
        lines += ["\t[140] heading 'Past Visits'"]
        for k, (date, kind, who) in enumerate(past):
            lines += [f"\t[{141 + 3 * k}] link {(date + ' ' + kind)!r}", f"\t\tStaticText {who!r}"]
        return axtree("MyChart - Visits", lines + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Visits")

    detail = mc_frame("Visits") + [
        "[100] main ''", "\t[101] link 'Back to Visits'", "\t[102] heading 'Annual physical'", "\tStaticText 'Thursday June 13, 2024'",
        "\tStaticText '10:20 AM'", "\tStaticText '60 minutes'", "\t[106] heading 'Adaeze Okafor, MD'", "\tStaticText 'Family Medicine'",
        "\t[108] heading 'Riverside Family Medicine'", "\tStaticText '410 Harbor St, Suite 200, Lakeside, OR 97035'",
        "\t[110] link 'Get directions'", "\tStaticText '(555) 240-7100'", "\t[112] heading 'Your comments'", f"\tStaticText {note!r}",
        "\t[114] heading 'Before your visit'", "\tStaticText 'eCheck-In available now. Bring your insurance card and a list of your medications.'",
        "\tStaticText 'Confirmation number: LKH-7734102'", "\t[117] button 'Add to calendar'", "\t[118] button 'Cancel appointment'"]
    billing = mc_frame("Billing") + [
        "[100] main ''", "\t[101] heading 'Billing Summary'", "\t[102] heading 'Guarantor #2208413 (Jordan Pike)'",
        "\tStaticText 'Patient(s) included: Jordan Pike'", "\tStaticText 'Amount Due'", "\tStaticText '$35.00'",
        "\tStaticText 'Due 06/30/2024'", "\t[107] button 'Pay now'", "\t[108] link 'View statement'",
        "\t[109] link 'View balance details'", "\t[110] heading 'Recent payments'", "\tStaticText '02/20/2024  $25.00  Visa ending 4417'",
        "\tStaticText '10/10/2023  $0.00 (covered)'", "\t[113] link 'Sign up for paperless billing'"]

    def pay(card: str | None) -> str:
        lines = mc_frame("Billing") + ["[100] main ''", "\t[101] heading 'Make a payment'", "\tStaticText 'Guarantor #2208413'",
                                       "\tStaticText 'Payment amount'", "\t[104] radio 'Amount due: $35.00' checked: true",
                                       "\t[105] radio 'Other amount' checked: false", "\tStaticText 'Payment method'",
                                       "\t[107] combobox 'Payment method' hasPopup: menu value=" + repr(card or "Select a payment method"),
                                       "\t\t[108] option 'Visa ending 4417' selected: " + str(card == "Visa ending 4417"),
                                       "\t\t[109] option 'Add a new card' selected: False",
                                       "\t[111] checkbox 'Email me a receipt' checked: true", "\t[112] button 'Continue'" + ("" if card else " disabled: True"),
                                       "\t[113] button 'Cancel'"]
        return axtree("MyChart - Make a payment", lines + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Billing/Payment")

    turns = [
        ("click('110')", slot_page),
        ("click('123')", review()),
        (f"fill('112', {note!r})", review(note)),
        ("click('116')", axtree("MyChart - You're scheduled", done + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Scheduling/Confirmation")),
        ("click('112')", visits()),
        ("click('118')", axtree("MyChart - Visit details", detail + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Visits/VisitDetails?csn=WP-24-7734102")),
        ("click('36')", axtree("MyChart - Billing Summary", billing + MC_FOOT, "https://mychart.lakesidehealth.org/MyChart/Billing/Summary")),
        ("click('107')", pay(None)),
        ("select_option('107', 'Visa ending 4417')", pay("Visa ending 4417")),
    ]
    return dict(tid="h19-web-14", state=state, turns=turns, bad=True, turn=6,
                kind="visit details show the annual physical at 10:20 AM; it was picked, confirmed and listed at 10:40 AM and never rescheduled")


# ---------------------------------------------------------------- 15 Patient portal: results in two unit systems, vitals, refill request (clean)
FMH_NAV = ["Home", "Inbox", "Test Results", "Health Summary", "Medications", "Appointments", "Account Settings"]


def fmh_frame(active: str, inbox: int) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Northbay Medical Group Patient Portal'", "\tStaticText 'Tomasz Wiśniewski'",
           "\t[23] button 'Switch account'", "\t[24] button 'Sign out'", "[30] navigation ''"]
    for i, n in enumerate(FMH_NAV):
        label = n + (f" ({inbox})" if n == "Inbox" and inbox else "")
        out.append(f"\t[{31 + i}] link {label!r}" + (" current: page" if n == active else ""))
    return out


FMH_FOOT = ["[900] contentinfo ''", "\tStaticText 'Northbay Medical Group · 1200 Bayview Ave · (555) 410-2000'",
            "\t[902] link 'Help'", "\t[903] link 'Privacy'"]
LIPIDS = [  # name, mg/dL value, US ref, SI factor, SI ref, flag
    ("Total cholesterol", 212, "<200 mg/dL", 38.67, "<5.17 mmol/L", "High"),
    ("LDL cholesterol (calculated)", 138, "<100 mg/dL", 38.67, "<2.59 mmol/L", "High"),
    ("HDL cholesterol", 46, ">40 mg/dL", 38.67, ">1.03 mmol/L", ""),
    ("Triglycerides", 140, "<150 mg/dL", 88.57, "<1.69 mmol/L", ""),
    ("Non-HDL cholesterol", 166, "<130 mg/dL", 38.67, "<3.36 mmol/L", "High"),
]


def t15() -> Traj:
    home = fmh_frame("Home", 2) + ["[100] main ''", "\t[101] heading 'Welcome back, Tomasz'",
                                   "\tStaticText 'Last sign-in: Jun 4, 2024 7:52 PM'", "\t[103] region 'Alerts'",
                                   "\t\t[104] link 'New test result: Lipid panel (Jun 10, 2024)'", "\t\t[105] link 'You have 2 unread messages'",
                                   "\t[107] region 'Upcoming appointments'", "\t\tStaticText 'No upcoming appointments.'",
                                   "\t\t[109] link 'Request an appointment'", "\t[110] region 'Care team'",
                                   "\t\tStaticText 'Helen Ward, MD (Primary care)'", "\t\t[112] link 'Send a message'"]
    state = axtree("Home - Northbay Patient Portal", home + FMH_FOOT, "https://portal.northbaymed.org/home")

    def results(new: bool) -> str:
        rows = [("Lipid panel", "Jun 10, 2024", "Helen Ward, MD", new), ("CBC with differential", "Mar 3, 2024", "Helen Ward, MD", False),
                ("Comprehensive metabolic panel", "Mar 3, 2024", "Helen Ward, MD", False), ("Hemoglobin A1c", "Mar 3, 2024", "Helen Ward, MD", False),
                ("Lipid panel", "Feb 27, 2023", "Helen Ward, MD", False)]
        lines = fmh_frame("Test Results", 2) + ["[100] main ''", "\t[101] heading 'Test Results'",
                                                "\t[102] combobox 'Sort by' hasPopup: menu value='Most recent'",
                                                "\t[103] textbox 'Search results' required: False", "\t[105] table ''", "\t\t[106] row ''",
                                                "\t\t\t[107] columnheader 'Test'", "\t\t\t[108] columnheader 'Date'",
                                                "\t\t\t[109] columnheader 'Ordered by'"]
        for k, (t, d, who, nw) in enumerate(rows):
            b = 110 + 5 * k
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {t!r}"]
            if nw:
                lines.append("\t\t\tStaticText 'New'")
            lines += [f"\t\t\tStaticText {d!r}", f"\t\t\tStaticText {who!r}"]
        return axtree("Test Results - Northbay Patient Portal", lines + FMH_FOOT, "https://portal.northbaymed.org/results")

    def lipid(si: bool) -> str:
        lines = fmh_frame("Test Results", 2) + [
            "[100] main ''", "\t[101] link 'Back to Test Results'", "\t[102] heading 'Lipid panel'",
            "\tStaticText 'Collected: Jun 10, 2024 7:41 AM'", "\tStaticText 'Resulted: Jun 10, 2024 3:12 PM'",
            "\tStaticText 'Ordered by: Helen Ward, MD'", "\tStaticText 'Specimen: Blood, fasting 12 hours'",
            "\t[107] combobox 'Units' hasPopup: menu value=" + repr("SI (mmol/L)" if si else "US (mg/dL)"),
            "\t[110] table ''", "\t\t[111] row ''", "\t\t\t[112] columnheader 'Component'", "\t\t\t[113] columnheader 'Your value'",
            "\t\t\t[114] columnheader 'Standard range'", "\t\t\t[115] columnheader 'Flag'"]
        for k, (name, mg, ref, f, siref, flag) in enumerate(LIPIDS):
            b = 120 + 5 * k
            val = f"{mg / f:.2f} mmol/L" if si else f"{mg} mg/dL"
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell {name!r}", f"\t\t\t[{b + 2}] cell {val!r}",
                      f"\t\t\t[{b + 3}] cell {(siref if si else ref)!r}", f"\t\t\t[{b + 4}] cell {flag!r}"]
        lines += ["\t[150] heading 'Message from Helen Ward, MD'",
                  "\tStaticText 'Your LDL is a bit higher than in February 2023. Please keep taking atorvastatin nightly and we will recheck in 3 months.'",
                  "\t[152] link 'Send a message to your provider'"]
        return axtree("Lipid panel - Northbay Patient Portal", lines + FMH_FOOT, "https://portal.northbaymed.org/results/LAB-2024-0610-3381")

    def summary(metric: bool) -> str:
        vit = [("Weight", "82.6 kg" if metric else "182.1 lb"), ("Height", "178 cm" if metric else "5' 10\""),
               ("BMI", "26.1"), ("Blood pressure", "128/82 mmHg"), ("Pulse", "68 bpm"),
               ("Temperature", "36.8 °C" if metric else "98.2 °F")]
        lines = fmh_frame("Health Summary", 2) + [
            "[100] main ''", "\t[101] heading 'Health Summary'", "\t[102] combobox 'Units' hasPopup: menu value=" + repr("Metric" if metric else "US"),
            "\t[104] heading 'Vitals'", "\tStaticText 'Last recorded May 7, 2024 at Northbay Primary Care (Helen Ward, MD)'", "\t[106] table ''"]
        for k, (n, v) in enumerate(vit):
            lines += [f"\t\t[{107 + 3 * k}] row ''", f"\t\t\tStaticText {n!r}", f"\t\t\tStaticText {v!r}"]
        lines += ["\t[130] heading 'Allergies'", "\tStaticText 'Penicillins (hives), reported 2011'", "\t[132] heading 'Health issues'",
                  "\tStaticText 'Hyperlipidemia'", "\tStaticText 'Essential hypertension'", "\t[135] heading 'Immunizations'",
                  "\tStaticText 'Influenza, Oct 3, 2023'", "\tStaticText 'COVID-19 (2023-2024 formula), Oct 3, 2023'",
                  "\tStaticText 'Tdap, Aug 14, 2019'"]
        return axtree("Health Summary - Northbay Patient Portal", lines + FMH_FOOT, "https://portal.northbaymed.org/summary")

    def meds(requested: bool, inbox: int) -> str:
        lines = fmh_frame("Medications", inbox) + ["[100] main ''", "\t[101] heading 'Medications'",
                                                   "\t[102] button 'Report a medication'", "\t[104] article ''",
                                                   "\t\t[105] heading 'Atorvastatin 20 mg tablet'", "\t\tStaticText 'Take 1 tablet by mouth nightly.'",
                                                   "\t\tStaticText 'Prescribed Mar 5, 2024 by Helen Ward, MD'",
                                                   "\t\tStaticText 'Pharmacy: CVS Pharmacy #4471, 88 Bay Rd'", "\t\tStaticText 'Refills remaining: 0'"]
        if requested:
            lines += ["\t\tStaticText 'Refill requested Jun 11, 2024 · Pending'", "\t\t[111] button 'Request refill' disabled: True"]
        else:
            lines += ["\t\t[111] button 'Request refill'"]
        lines += ["\t[114] article ''", "\t\t[115] heading 'Lisinopril 10 mg tablet'", "\t\tStaticText 'Take 1 tablet by mouth daily.'",
                  "\t\tStaticText 'Prescribed Jan 22, 2024 by Helen Ward, MD'", "\t\tStaticText 'Pharmacy: CVS Pharmacy #4471, 88 Bay Rd'",
                  "\t\tStaticText 'Refills remaining: 3'", "\t\t[121] button 'Request refill'", "\t[124] article ''",
                  "\t\t[125] heading 'Vitamin D3 50 mcg (2,000 unit) capsule'", "\t\tStaticText 'Take 1 capsule by mouth daily. (Over the counter)'",
                  "\t\tStaticText 'Reported by patient Mar 5, 2024'"]
        return axtree("Medications - Northbay Patient Portal", lines + FMH_FOOT, "https://portal.northbaymed.org/medications")

    refill = fmh_frame("Medications", 2) + [
        "[100] main ''", "\t[101] heading 'Request a refill'", "\t[102] checkbox 'Atorvastatin 20 mg tablet' checked: true",
        "\t[103] checkbox 'Lisinopril 10 mg tablet' checked: false", "\tStaticText 'Pharmacy'",
        "\t[105] combobox 'Pharmacy' hasPopup: menu value='CVS Pharmacy #4471, 88 Bay Rd'",
        "\t[106] textbox 'Comments (optional)' required: False", "\t[108] button 'Submit request'", "\t[109] button 'Cancel'"]
    sent = fmh_frame("Medications", 2) + [
        "[100] main ''", "\t[101] heading 'Request a refill'", "\t[102] status ''",
        "\t\tStaticText \"Your refill request has been sent to Helen Ward, MD's office. Requests are usually processed within 2 business days.\"",
        "\t[104] link 'Back to Medications'", "\t[105] link 'Go to Inbox'"]
    inbox = fmh_frame("Inbox", 3) + ["[100] main ''", "\t[101] heading 'Inbox'", "\t[102] button 'New message'",
                                     "\t[103] tablist ''", "\t\t[104] tab 'Inbox' selected: True", "\t\t[105] tab 'Sent' selected: False",
                                     "\t\t[106] tab 'Archived' selected: False", "\t[108] list ''"]
    msgs = [("Northbay Pharmacy Services", "We received your refill request (atorvastatin 20 mg)", "Jun 11, 2024 2:18 PM", True),
            ("Helen Ward, MD", "Your lipid panel results are available", "Jun 10, 2024 4:05 PM", True),
            ("Northbay Medical Group", "Reminder: time to schedule your annual wellness visit", "Jun 3, 2024 9:00 AM", True),
            ("Northbay Billing", "Your statement is ready", "May 20, 2024 6:30 AM", False),
            ("Helen Ward, MD", "RE: Blood pressure readings", "Mar 12, 2024 11:02 AM", False)]
    for k, (frm, subj, when, unread) in enumerate(msgs):
        b = 110 + 5 * k
        inbox += [f"\t\t[{b}] listitem ''", f"\t\t\tStaticText {frm!r}", f"\t\t\t[{b + 2}] link {subj!r}", f"\t\t\tStaticText {when!r}"]
        if unread:
            inbox.append("\t\t\tStaticText 'Unread'")
    turns = [
        ("click('33')", results(True)),
        ("click('111')", lipid(False)),
        ("select_option('107', 'SI (mmol/L)')", lipid(True)),
        ("click('101')", results(False)),
        ("click('34')", summary(False)),
        ("select_option('102', 'Metric')", summary(True)),
        ("click('35')", meds(False, 2)),
        ("click('111')", axtree("Request a refill - Northbay Patient Portal", refill + FMH_FOOT, "https://portal.northbaymed.org/medications/refill")),
        ("click('108')", axtree("Request a refill - Northbay Patient Portal", sent + FMH_FOOT, "https://portal.northbaymed.org/medications/refill/confirmation")),
        ("click('104')", meds(True, 3)),
        ("click('32')", axtree("Inbox - Northbay Patient Portal", inbox + FMH_FOOT, "https://portal.northbaymed.org/inbox")),
    ]
    return dict(tid="h19-web-15", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 16 Supplier portal: inventory summary card does not add up (bad, turn 10)
SP_NAV = ["Dashboard", "Purchase Orders", "Inventory", "Shipments (ASN)", "Invoices", "Reports", "Settings"]
SP_SKUS = [  # sku, name, category, on hand, reserved
    ("CK-MUG-12-SG", "Stoneware mug 12 oz, sage", "Mugs", 240, 36),
    ("CK-MUG-12-CH", "Stoneware mug 12 oz, charcoal", "Mugs", 180, 12),
    ("CK-BWL-6", "Cereal bowl 6 in, speckled white", "Bowls", 96, 24),
    ("CK-PLT-10", "Dinner plate 10.5 in, speckled white", "Plates", 310, 60),
    ("CK-TRY-S", "Serving tray small, walnut", "Serveware", 44, 0),
]


def sp_frame(active: str) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Crate & Kiln Supplier Portal'", "\tStaticText 'Hollow Oak Ceramics (Vendor #V-20417)'",
           "\t[23] button 'Notifications'", "\t[24] button 'Mara Lind' hasPopup: menu", "[30] navigation ''"]
    for i, n in enumerate(SP_NAV):
        out.append(f"\t[{31 + i}] link {n!r}" + (" current: page" if n == active else ""))
    return out


SP_FOOT = ["[900] contentinfo ''", "\tStaticText 'Crate & Kiln Supplier Portal v4.8 · Support: vendors@crateandkiln.example'"]


def sp_inventory(skus: list[tuple[str, str, str, int, int]], avail_card: int | None = None,
                 modal: list[str] | None = None, msg: str | None = None) -> str:
    on = sum(s[3] for s in skus)
    res = sum(s[4] for s in skus)
    av = on - res if avail_card is None else avail_card
    lines = sp_frame("Inventory") + ["[100] main ''", "\t[101] heading 'Inventory'",
                                     "\tStaticText 'Last sync with Crate & Kiln WMS: Jun 11, 2024 9:41 AM'"]
    if msg:
        lines += ["\t[103] status ''", f"\t\tStaticText {msg!r}"]
    lines += ["\t[105] region 'Totals'", "\t\tStaticText 'On hand'", f"\t\tStaticText '{on:,} units'", "\t\tStaticText 'Reserved'",
              f"\t\tStaticText '{res:,} units'", "\t\tStaticText 'Available'", f"\t\tStaticText '{av:,} units'",
              "\t[112] combobox 'Category' hasPopup: menu value='All categories'", "\t[113] textbox 'Search SKU or name' required: False",
              "\t[114] button 'Export CSV'", "\t[120] table 'Inventory'", "\t\t[121] row ''"]
    for i, h in enumerate(["SKU", "Product", "Category", "On hand", "Reserved", "Available", "Actions"]):
        lines.append(f"\t\t\t[{122 + i}] columnheader {h!r}")
    for k, (sku, name, cat, o, r) in enumerate(skus):
        b = 130 + 9 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell {sku!r}", f"\t\t\t[{b + 2}] cell {name!r}", f"\t\t\t[{b + 3}] cell {cat!r}",
                  f"\t\t\t[{b + 4}] cell '{o}'", f"\t\t\t[{b + 5}] cell '{r}'", f"\t\t\t[{b + 6}] cell '{o - r}'",
                  f"\t\t\t[{b + 7}] button 'Adjust'", f"\t\t\t[{b + 8}] button 'History'"]
    lines += [f"\tStaticText 'Showing 1–{len(skus)} of {len(skus)} SKUs'"]
    if modal:
        lines += modal
    return axtree("Inventory · Crate & Kiln Supplier Portal", lines + SP_FOOT, "https://suppliers.crateandkiln.example/inventory")


def t16() -> Traj:
    reasons = ["Select a reason", "Received shipment", "Cycle count correction", "Damaged / breakage", "Returned to stock"]

    def modal(qty: str, reason: str) -> list[str]:
        out = ["[200] dialog 'Adjust stock: CK-BWL-6'", "\t[201] heading 'Adjust stock: CK-BWL-6'",
               "\tStaticText 'Cereal bowl 6 in, speckled white'", "\tStaticText 'Current on hand: 96'",
               "\t[204] spinbutton 'Adjustment (+/-)' required: True" + (f" value={qty!r}" if qty else ""),
               f"\t[206] combobox 'Reason' hasPopup: menu value={reason!r}"]
        for i, r in enumerate(reasons):
            out.append(f"\t\t[{207 + i}] option {r!r} selected: {r == reason}")
        out += ["\t[213] textbox 'Note (optional)' required: False"]
        if qty:
            out.append(f"\tStaticText {('New on hand: ' + str(96 + int(qty)))!r}")
        out += ["\t[215] button 'Save adjustment'" + ("" if qty and reason != reasons[0] else " disabled: True"),
                "\t[216] button 'Cancel'"]
        return out

    s1 = [s if s[0] != "CK-BWL-6" else s[:3] + (156, 24) for s in SP_SKUS]
    alloc = {"CK-PLT-10": 24, "CK-MUG-12-SG": 12}
    s2 = [s[:4] + (s[4] + alloc.get(s[0], 0),) for s in s1]

    def po_list(ack: bool) -> str:
        rows = [("PO-4471", "Jun 10, 2024", "Jun 24, 2024", "2", "$1,548.00", "Acknowledged" if ack else "Awaiting acknowledgment"),
                ("PO-4465", "Jun 3, 2024", "Jun 17, 2024", "3", "$2,910.00", "Acknowledged"),
                ("PO-4460", "May 27, 2024", "Jun 10, 2024", "2", "$1,236.00", "Shipped"),
                ("PO-4452", "May 13, 2024", "May 27, 2024", "4", "$3,402.00", "Closed")]
        lines = sp_frame("Purchase Orders") + ["[100] main ''", "\t[101] heading 'Purchase Orders'",
                                               "\t[102] combobox 'Status' hasPopup: menu value='All statuses'", "\t[104] table ''",
                                               "\t\t[105] row ''"]
        for i, h in enumerate(["PO number", "Issued", "Ship by", "Lines", "Total", "Status"]):
            lines.append(f"\t\t\t[{106 + i}] columnheader {h!r}")
        for k, (po, iss, ship, nl, tot, st) in enumerate(rows):
            b = 115 + 7 * k
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {po!r}", f"\t\t\t[{b + 2}] cell {iss!r}", f"\t\t\t[{b + 3}] cell {ship!r}",
                      f"\t\t\t[{b + 4}] cell {nl!r}", f"\t\t\t[{b + 5}] cell {tot!r}", f"\t\t\t[{b + 6}] cell {st!r}"]
        return axtree("Purchase Orders · Crate & Kiln Supplier Portal", lines + SP_FOOT, "https://suppliers.crateandkiln.example/purchase-orders")

    def po(ack: bool) -> str:
        lines = sp_frame("Purchase Orders") + ["[100] main ''", "\t[101] link 'Back to Purchase Orders'", "\t[102] heading 'PO-4471'",
                                               f"\tStaticText {('Status: ' + ('Acknowledged' if ack else 'Awaiting acknowledgment'))!r}",
                                               "\tStaticText 'Issued Jun 10, 2024 · Ship by Jun 24, 2024 · Ship to: Crate & Kiln DC Reno, 4800 Mill St'",
                                               "\t[105] table 'Lines'", "\t\t[106] row ''", "\t\t\t[107] columnheader 'SKU'",
                                               "\t\t\t[108] columnheader 'Product'", "\t\t\t[109] columnheader 'Qty'",
                                               "\t\t\t[110] columnheader 'Unit cost'", "\t\t\t[111] columnheader 'Line total'",
                                               "\t\t[112] row ''", "\t\t\t[113] cell 'CK-PLT-10'", "\t\t\t[114] cell 'Dinner plate 10.5 in, speckled white'",
                                               "\t\t\t[115] cell '24'", "\t\t\t[116] cell '$49.00'", "\t\t\t[117] cell '$1,176.00'",
                                               "\t\t[118] row ''", "\t\t\t[119] cell 'CK-MUG-12-SG'", "\t\t\t[120] cell 'Stoneware mug 12 oz, sage'",
                                               "\t\t\t[121] cell '12'", "\t\t\t[122] cell '$31.00'", "\t\t\t[123] cell '$372.00'",
                                               "\tStaticText 'PO total: $1,548.00'"]
        if ack:
            lines += ["\t[130] status ''", "\t\tStaticText 'PO-4471 acknowledged. 36 units allocated from available stock.'",
                      "\tStaticText 'Acknowledged by Mara Lind on Jun 11, 2024 10:02 AM'", "\t[133] button 'Create ASN'"]
        else:
            lines += ["\tStaticText 'Acknowledging allocates the ordered quantities from your available stock.'",
                      "\t[130] button 'Acknowledge'", "\t[131] button 'Request change'"]
        return axtree("PO-4471 · Crate & Kiln Supplier Portal", lines + SP_FOOT, "https://suppliers.crateandkiln.example/purchase-orders/PO-4471")

    on2 = sum(s[3] for s in s2)
    res2 = sum(s[4] for s in s2)
    dash = sp_frame("Dashboard") + ["[100] main ''", "\t[101] heading 'Good morning, Mara'", "\t[102] region 'Open purchase orders'",
                                    "\t\tStaticText '0 awaiting acknowledgment'", "\t\tStaticText '2 to ship this month'",
                                    "\t[105] region 'Inventory'", f"\t\tStaticText {('Units available: ' + format(on2 - res2, ','))!r}",
                                    "\t\tStaticText 'Low stock: 1 SKU (CK-TRY-S below 50)'", "\t[108] region 'Invoices'",
                                    "\t\tStaticText 'Outstanding: $1,236.00 (1 invoice)'", "\t\tStaticText 'Paid last 30 days: $4,638.00'",
                                    "\t[111] region 'Performance'", "\t\tStaticText 'On-time ship rate (90 days): 97.8%'",
                                    "\t\tStaticText 'Fill rate (90 days): 99.1%'"]
    turns = [
        ("click('155')", sp_inventory(SP_SKUS, modal=modal("", reasons[0]))),
        ("fill('204', '60')", sp_inventory(SP_SKUS, modal=modal("60", reasons[0]))),
        ("select_option('206', 'Received shipment')", sp_inventory(SP_SKUS, modal=modal("60", "Received shipment"))),
        ("click('215')", sp_inventory(s1, msg="Stock for CK-BWL-6 updated: 96 → 156 (+60, Received shipment).")),
        ("click('32')", po_list(False)),
        ("click('116')", po(False)),
        ("click('130')", po(True)),
        ("click('33')", sp_inventory(s2)),
        ("click('31')", axtree("Dashboard · Crate & Kiln Supplier Portal", dash + SP_FOOT, "https://suppliers.crateandkiln.example/dashboard")),
        ("click('33')", sp_inventory(s2, avail_card=on2 - res2 + 24)),
    ]
    return dict(tid="h19-web-16", state=sp_inventory(SP_SKUS), turns=turns, bad=True, turn=10,
                kind=f"inventory 'Available' card reads {on2 - res2 + 24:,} units but the unchanged rows (and the same page two turns earlier, and the dashboard) give {on2 - res2:,} = {on2:,} on hand - {res2:,} reserved")


# ---------------------------------------------------------------- 17 Farm-market vendor dashboard: pack an order, new orders and payouts arrive (clean)
HH_NAV = ["Overview", "Orders", "Products", "Pickup days", "Payouts", "Settings"]
HH_ORDERS = [  # id, placed, customer, items, total, status
    ("HH-30418", "Jun 11, 9:12 AM", "Naomi Fischer", 5, 84.50, "New"),
    ("HH-30416", "Jun 11, 8:47 AM", "Omar Haddad", 3, 27.00, "New"),
    ("HH-30412", "Jun 10, 7:30 PM", "Lucia Romano", 7, 112.25, "Packed"),
    ("HH-30407", "Jun 10, 2:05 PM", "Ben Okafor", 2, 18.00, "Packed"),
    ("HH-30401", "Jun 9, 6:40 PM", "Grace Liu", 4, 46.75, "Cancelled"),
]
HH_ITEMS = [("Rainbow chard, bunch", 2, 4.50), ("Pasture-raised eggs, dozen", 2, 8.00), ("Strawberries, quart", 3, 7.50),
            ("Raw wildflower honey, 16 oz", 1, 16.00), ("Salad mix, 1/2 lb", 3, 7.00)]


def hh_frame(active: str) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Harvest Hub'", "\tStaticText 'Vendor'", "\t[23] button 'Bramble Creek Farm' hasPopup: menu",
           "\t[24] button 'Help'", "[30] navigation ''"]
    for i, n in enumerate(HH_NAV):
        out.append(f"\t[{31 + i}] link {n!r}" + (" current: page" if n == active else ""))
    return out


HH_FOOT = ["[900] contentinfo ''", "\tStaticText 'Harvest Hub · Elm Street Market · Questions? market@elmstreetmarket.example'"]


def hh_orders(rows: list[tuple[Any, ...]], tab: str, synced: str) -> str:
    counts = {"All": len(rows)}
    for st in ("New", "Packed", "Cancelled"):
        counts[st] = sum(r[5] == st for r in rows)
    shown = rows if tab == "All" else [r for r in rows if r[5] == tab]
    lines = hh_frame("Orders") + ["[100] main ''", "\t[101] heading 'Orders'", f"\tStaticText {('Last synced ' + synced)!r}",
                                  "\t[103] combobox 'Pickup day' hasPopup: menu value='Sat Jun 15 · Elm Street Market'",
                                  "\t[104] tablist ''"]
    for i, t in enumerate(["All", "New", "Packed", "Cancelled"]):
        lines.append(f"\t\t[{105 + i}] tab {(t + ' (' + str(counts[t]) + ')')!r} selected: {t == tab}")
    lines += ["\t[110] table ''", "\t\t[111] row ''"]
    for i, h in enumerate(["Order", "Placed", "Customer", "Items", "Total", "Status"]):
        lines.append(f"\t\t\t[{112 + i}] columnheader {h!r}")
    for k, (oid, placed, cust, n, tot, st) in enumerate(shown):
        b = 120 + 7 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {('#' + oid)!r}", f"\t\t\t[{b + 2}] cell {placed!r}",
                  f"\t\t\t[{b + 3}] cell {cust!r}", f"\t\t\t[{b + 4}] cell '{n}'", f"\t\t\t[{b + 5}] cell {money(tot)!r}",
                  f"\t\t\t[{b + 6}] cell {st!r}"]
    lines += ["\t[180] button 'Export orders (CSV)'", "\t[181] button 'Print all packing slips'"]
    return axtree("Orders · Harvest Hub Vendor", lines + HH_FOOT, "https://vendors.harvesthub.example/orders" + ("" if tab == "All" else f"?status={tab.lower()}"))


def t17() -> Traj:
    sub = sum(q * p for _, q, p in HH_ITEMS)
    fee = round(sub * 0.08, 2)

    def detail(packed: bool, note: bool) -> str:
        lines = hh_frame("Orders") + ["[100] main ''", "\t[101] link 'All orders'", "\t[102] heading 'Order #HH-30418'",
                                      f"\tStaticText {('Status: ' + ('Packed' if packed else 'New'))!r}"]
        if note:
            lines += ["\t[104] status ''", "\t\tStaticText 'Order #HH-30418 marked as packed.'"]
        lines += ["\tStaticText 'Naomi Fischer · naomi.fischer@posteo.example · (555) 770-1843'",
                  "\tStaticText 'Pickup: Sat Jun 15, 8:00–11:00 AM · Elm Street Market, stall 14'", "\t[110] table 'Items'",
                  "\t\t[111] row ''", "\t\t\t[112] columnheader 'Product'", "\t\t\t[113] columnheader 'Qty'",
                  "\t\t\t[114] columnheader 'Unit price'", "\t\t\t[115] columnheader 'Line total'"]
        for k, (name, q, p) in enumerate(HH_ITEMS):
            b = 120 + 5 * k
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell {name!r}", f"\t\t\t[{b + 2}] cell '{q}'",
                      f"\t\t\t[{b + 3}] cell {money(p)!r}", f"\t\t\t[{b + 4}] cell {money(q * p)!r}"]
        lines += [f"\tStaticText {('Subtotal ' + money(sub))!r}", f"\tStaticText {('Market fee (8%) -' + money(fee))!r}",
                  f"\tStaticText {('Your payout for this order ' + money(sub - fee))!r}", "\t[150] heading 'Timeline'",
                  "\tStaticText 'Placed Jun 11, 2024 9:12 AM'", "\tStaticText 'Paid Jun 11, 2024 9:12 AM (Visa •• 1881)'"]
        if packed:
            lines += ["\tStaticText 'Packed Jun 11, 2024 10:04 AM by Eli Brandt'", "\t[160] button 'Undo packed'"]
        else:
            lines += ["\t[160] button 'Mark as packed'"]
        lines += ["\t[161] button 'Print packing slip'", "\t[162] button 'Message customer'", "\t[163] button 'Cancel order'"]
        return axtree("Order #HH-30418 · Harvest Hub Vendor", lines + HH_FOOT, "https://vendors.harvesthub.example/orders/HH-30418")

    slip = ["[10] heading 'Bramble Creek Farm'", "StaticText 'Packing slip · Order #HH-30418'", "StaticText 'Naomi Fischer'",
            "StaticText 'Pickup: Sat Jun 15, 8:00–11:00 AM · Elm Street Market, stall 14'", "[20] list ''"]
    for k, (name, q, _) in enumerate(HH_ITEMS):
        slip += [f"\t[{21 + k}] listitem ''", f"\t\tStaticText {('☐ ' + str(q) + ' × ' + name)!r}"]
    slip += ["StaticText '5 line items · 11 units'", "StaticText 'Thank you for buying local!'", "[40] button 'Print'"]
    slip_page = axtree("Packing slip #HH-30418", slip, "https://vendors.harvesthub.example/orders/HH-30418/packing-slip")
    o1 = [("HH-30418",) + HH_ORDERS[0][1:5] + ("Packed",)] + HH_ORDERS[1:]
    o2 = [("HH-30421", "Jun 11, 10:05 AM", "Farah Siddiqui", 2, 23.00, "New")] + o1
    o3 = [("HH-30423", "Jun 11, 10:08 AM", "Tom Reyes", 2, 19.00, "New")] + o2

    def payouts(updated: str, pending: float, activity: list[str]) -> str:
        lines = hh_frame("Payouts") + ["[100] main ''", "\t[101] heading 'Payouts'", f"\tStaticText {('Last updated ' + updated)!r}",
                                       "\t[103] button 'Refresh'", "\t[104] region 'Balance'", "\t\tStaticText 'Available for payout'",
                                       "\t\tStaticText '$1,204.36'", "\t\tStaticText 'Pending'", f"\t\tStaticText {money(pending)!r}",
                                       "\t\tStaticText 'Orders are released to your available balance after pickup.'",
                                       "\t\tStaticText 'Next payout: Mon Jun 17, 2024 (estimated) to Chase •• 5520'",
                                       "\t[112] heading 'Recent activity'", "\t[113] list ''"]
        for k, a in enumerate(activity):
            lines += [f"\t\t[{114 + k}] listitem ''", f"\t\t\tStaticText {a!r}"]
        lines += ["\t[130] heading 'Payout history'", "\t[131] table ''", "\t\t[132] row ''", "\t\t\tStaticText 'Jun 10, 2024'",
                  "\t\t\tStaticText '$842.19'", "\t\t\tStaticText 'Paid'", "\t\t[136] row ''", "\t\t\tStaticText 'Jun 3, 2024'",
                  "\t\t\tStaticText '$1,018.55'", "\t\t\tStaticText 'Paid'", "\t\t[140] row ''", "\t\t\tStaticText 'May 27, 2024'",
                  "\t\t\tStaticText '$655.40'", "\t\t\tStaticText 'Paid'"]
        return axtree("Payouts · Harvest Hub Vendor", lines + HH_FOOT, "https://vendors.harvesthub.example/payouts")

    act1 = ["+$21.16 Order HH-30421 paid · 10:05 AM", "+$77.74 Order HH-30418 paid · 9:12 AM", "+$24.84 Order HH-30416 paid · 8:47 AM"]
    act2 = ["+$17.48 Order HH-30423 paid · 10:08 AM"] + act1
    turns = [
        ("click('121')", detail(False, False)),
        ("click('160')", detail(True, True)),
        ("click('161')", slip_page),
        ("go_back()", detail(True, False)),
        ("click('32')", hh_orders(o2, "All", "10:06 AM")),
        ("click('106')", hh_orders(o2, "New", "10:06 AM")),
        ("click('35')", payouts("10:06 AM", 312.80, act1)),
        ("click('103')", payouts("10:09 AM", 312.80 + 17.48, act2)),
        ("click('32')", hh_orders(o3, "All", "10:09 AM")),
    ]
    return dict(tid="h19-web-17", state=hh_orders(HH_ORDERS, "All", "10:02 AM"), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 18 BookStack: renamed page listed under its old name (bad, turn 7)
BS_BOOK = [  # chapter (None for loose pages), [(page, updated)]
    ("Accounts & Access", [("Creating your SSO account", "Updated 2 months ago by Marco Silva"),
                           ("VPN setup (old)", "Updated 3 months ago by Marco Silva"),
                           ("Password manager (Bitwarden)", "Updated 5 months ago by Dana Whitfield")]),
    ("Hardware", [("Requesting a laptop", "Updated 1 month ago by Priya Shah"),
                  ("Monitor & dock checkout", "Updated 4 months ago by Priya Shah")]),
    (None, [("First-week checklist", "Updated 2 weeks ago by Dana Whitfield")]),
]
BS_URL = "https://wiki.tallgrass.example"


def bs_frame() -> list[str]:
    return ["[20] banner ''", "\t[21] link 'Tallgrass Wiki'", "\t[23] searchbox 'Search'", "\t[25] link 'Shelves'",
            "\t[26] link 'Books'", "\t[27] link 'Settings'", "\t[28] button 'Dana Whitfield' hasPopup: menu"]


def bs_slug(s: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in s.lower()).replace("--", "-").strip("-").replace("--", "-")


def bs_book(book: list[tuple[Any, ...]]) -> str:
    lines = bs_frame() + ["[40] navigation 'Breadcrumbs'", "\t[41] link 'Shelves'", "\t[42] link 'IT'", "\tStaticText 'IT Onboarding'",
                          "[60] main ''", "\t[61] heading 'IT Onboarding'",
                          "\tStaticText 'Everything a new hire needs in their first week: accounts, hardware and access.'"]
    b = 70
    for chap, pages in book:
        if chap:
            lines += [f"\t[{b}] link {chap!r}", f"\t\tStaticText '{len(pages)} pages'"]
            b += 1
            for p, _ in pages:
                lines.append(f"\t\t[{b}] link {p!r}")
                b += 1
        else:
            for p, upd in pages:
                lines += [f"\t[{b}] link {p!r}", f"\t\tStaticText {upd!r}"]
                b += 1
    lines += ["[120] complementary ''", "\t[121] heading 'Actions'", "\t[122] link 'New Page'", "\t[123] link 'New Chapter'",
              "\t[124] link 'Edit'", "\t[125] link 'Permissions'", "\t[126] link 'Delete'", "\t[127] heading 'Recent Activity'",
              "\tStaticText 'Dana Whitfield updated page VPN setup (WireGuard) · 1 minute ago'" if book is not BS_BOOK else
              "\tStaticText 'Dana Whitfield updated page First-week checklist · 2 weeks ago'",
              "\tStaticText 'Dana Whitfield updated page First-week checklist · 2 weeks ago'" if book is not BS_BOOK else
              "\tStaticText 'Priya Shah updated page Requesting a laptop · 1 month ago'"]
    return axtree("IT Onboarding | Tallgrass Wiki", lines, f"{BS_URL}/books/it-onboarding")


def bs_nav(book: list[tuple[Any, ...]], current: str) -> list[str]:
    out = ["[130] complementary 'Book Navigation'", "\t[131] link 'IT Onboarding'"]
    b = 132
    for chap, pages in book:
        if chap:
            out.append(f"\t[{b}] link {chap!r}")
            b += 1
        for p, _ in pages:
            out.append(("\t\t" if chap else "\t") + f"[{b}] link {p!r}" + (" current: page" if p == current else ""))
            b += 1
    return out


def t18() -> Traj:
    old, new = "VPN setup (old)", "VPN setup (WireGuard)"
    renamed = [(c, [(new if p == old else p, "Updated just now by Dana Whitfield" if p == old else u) for p, u in pages])
               for c, pages in BS_BOOK]
    body = ["StaticText 'All remote access goes through the company VPN. Staff laptops come with the client pre-installed.'",
            "[205] heading 'Install'", "StaticText 'macOS: install WireGuard from the App Store. Windows: use the MSI from the IT share.'",
            "[207] heading 'Get your profile'", "StaticText 'Open https://vpn.tallgrass.example, sign in with SSO and download tallgrass-<username>.conf.'",
            "[209] heading 'Connect'", "StaticText 'Import the .conf file and toggle the tunnel on. The endpoint is vpn.tallgrass.example:51820.'",
            "[211] heading 'Troubleshooting'", "StaticText 'If the handshake never completes, check that UDP 51820 is not blocked by hotel Wi-Fi and ask #it-help.'"]

    def page(title: str, updated: str, book: list[tuple[Any, ...]], rev: int) -> str:
        lines = bs_frame() + ["[40] navigation 'Breadcrumbs'", "\t[41] link 'Shelves'", "\t[42] link 'IT'", "\t[43] link 'IT Onboarding'",
                              "\t[44] link 'Accounts & Access'", f"\tStaticText {title!r}", "[60] main ''", f"\t[61] heading {title!r}"]
        lines += ["\t" + x for x in body]
        lines += ["[120] complementary 'Details'", "\tStaticText 'Created 1 year ago by Marco Silva'", f"\tStaticText {updated!r}",
                  f"\tStaticText {('Revision #' + str(rev))!r}", "\t[124] link 'Edit'", "\t[125] link 'Move'", "\t[126] link 'Revisions'",
                  "\t[127] link 'Permissions'", "\t[128] link 'Delete'"] + bs_nav(book, title)
        return axtree(f"{title} | Tallgrass Wiki", lines, f"{BS_URL}/books/it-onboarding/page/{bs_slug(title)}")

    def edit(title: str) -> str:
        lines = bs_frame() + ["[60] main ''", "\t[61] button 'Back'", "\tStaticText 'Editing Page'", "\t[63] button 'Save Draft'",
                              "\t[64] button 'Save Page'", f"\t[70] textbox 'Page Title' required: True value={title!r}",
                              "\t[72] toolbar 'Formatting'", "\t\t[73] button 'Bold'", "\t\t[74] button 'Italic'",
                              "\t\t[75] button 'Insert/edit link'", "\t\t[76] button 'Code block'", "\t[80] document 'Rich Text Area'"]
        lines += ["\t\t" + x for x in body]
        lines += ["\t[90] textbox 'Changelog' required: False", "\t[92] button 'Page Tags'"]
        return axtree("Editing Page | Tallgrass Wiki", lines, f"{BS_URL}/books/it-onboarding/page/vpn-setup-old/edit")

    revs = bs_frame() + ["[60] main ''", "\t[61] heading 'Page Revisions'", "\t[62] table ''", "\t\t[63] row ''",
                         "\t\t\t[64] columnheader 'ID'", "\t\t\t[65] columnheader 'Name'", "\t\t\t[66] columnheader 'Created By'",
                         "\t\t\t[67] columnheader 'Revision Date'", "\t\t\t[68] columnheader 'Changelog'", "\t\t\t[69] columnheader 'Actions'"]
    for k, (rid, name, who, when, log) in enumerate([(4, new, "Dana Whitfield", "just now", ""),
                                                     (3, old, "Marco Silva", "3 months ago", "Marked as legacy, WireGuard rollout pending"),
                                                     (2, "VPN setup", "Marco Silva", "8 months ago", "Add troubleshooting"),
                                                     (1, "VPN setup", "Marco Silva", "1 year ago", "Initial publish")]):
        b = 70 + 8 * k
        revs += [f"\t\t[{b}] row ''", f"\t\t\tStaticText '{rid}'", f"\t\t\tStaticText {name!r}", f"\t\t\tStaticText {who!r}",
                 f"\t\t\tStaticText {when!r}", f"\t\t\tStaticText {log!r}", f"\t\t\t[{b + 6}] link 'Preview'",
                 f"\t\t\t[{b + 7}] link {'Current Version' if rid == 4 else 'Restore'!r}"]
    revs_page = axtree(f"Revisions | {new} | Tallgrass Wiki", revs, f"{BS_URL}/books/it-onboarding/page/vpn-setup-wireguard/revisions")
    chapter = bs_frame() + ["[40] navigation 'Breadcrumbs'", "\t[41] link 'Shelves'", "\t[42] link 'IT'", "\t[43] link 'IT Onboarding'",
                            "\tStaticText 'Accounts & Access'", "[60] main ''", "\t[61] heading 'Accounts & Access'",
                            "\tStaticText 'Logins, VPN and password tooling.'"]
    for k, (p, u) in enumerate(renamed[0][1]):
        chapter += [f"\t[{70 + 2 * k}] link {p!r}", f"\t\tStaticText {u!r}"]
    chapter += ["[120] complementary ''", "\t[121] link 'New Page'", "\t[122] link 'Edit'", "\t[123] link 'Move'"] + bs_nav(renamed, "")
    shelves = bs_frame() + ["[60] main ''", "\t[61] heading 'Shelves'", "\t[62] button 'List View'", "\t[63] link 'New Shelf'"]
    for k, (sh, desc, n) in enumerate([("Engineering", "Runbooks, architecture notes and on-call guides.", 6),
                                       ("HR", "Policies, benefits and leave.", 4), ("IT", "Onboarding, hardware and access.", 3),
                                       ("Sales", "Playbooks and pricing references.", 2)]):
        shelves += [f"\t[{70 + 3 * k}] link {sh!r}", f"\t\tStaticText {desc!r}", f"\t\tStaticText '{n} books'"]
    hr = bs_frame() + ["[40] navigation 'Breadcrumbs'", "\t[41] link 'Shelves'", "\tStaticText 'HR'", "[60] main ''", "\t[61] heading 'HR'",
                       "\tStaticText 'Policies, benefits and leave.'", "\t[70] link 'Employee Handbook'", "\t\tStaticText 'Updated 3 weeks ago'",
                       "\t[72] link 'Benefits 2024'", "\t\tStaticText 'Updated 5 months ago'", "\t[74] link 'Leave & Time Off'",
                       "\t\tStaticText 'Updated 1 month ago'", "\t[76] link 'Expense Policy'", "\t\tStaticText 'Updated 2 months ago'"]
    drift = bs_book(renamed).replace(f"link {new!r}", f"link {old!r}")
    assert drift.count(old) == 1
    turns = [
        ("click('72')", page(old, "Updated 3 months ago by Marco Silva", BS_BOOK, 3)),
        ("click('124')", edit(old)),
        (f"fill('70', {new!r})", edit(new)),
        ("click('64')", page(new, "Updated just now by Dana Whitfield", renamed, 4)),
        ("click('126')", revs_page),
        ("go_back()", page(new, "Updated 1 minute ago by Dana Whitfield", renamed, 4)),
        ("click('43')", drift),
        ("click('25')", axtree("Shelves | Tallgrass Wiki", shelves, f"{BS_URL}/shelves")),
        ("click('73')", axtree("HR | Tallgrass Wiki", hr, f"{BS_URL}/shelves/hr")),
    ]
    return dict(tid="h19-web-18", state=bs_book(BS_BOOK), turns=turns, bad=True, turn=7,
                kind="book contents list the page as 'VPN setup (old)' after it was renamed and saved as 'VPN setup (WireGuard)'")


# ---------------------------------------------------------------- 19 MediaWiki (makerspace wiki): edit, history, move with redirect (clean)
MW = "https://wiki.fablab-nord.example"
MW_TEXT = ["The lab's main 3D printer is a Prusa MK4 in the back room, next to the laser cutter.",
           "== Access ==", "You need the 3D printer induction (30 minutes, Tuesdays at 19:00). Book slots in the lab calendar.",
           "== Materials ==", "* PLA: free for prints under 100 g", "* PETG: 0.05 € per gram, pay at the honesty box",
           "* TPU: bring your own spool", "== Settings ==", "Use the PrusaSlicer profile ''Fablab MK4 0.4''."]
MW_ADD = "A 0.6 mm nozzle is available on request; ask a host to swap it."


def mw_frame(tabs_for: str, active_tab: str, more_open: bool = False) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Fablab Nord Wiki'", "\t[23] searchbox 'Search Fablab Nord Wiki'", "\t[24] button 'Search'",
           "[30] navigation 'Personal tools'", "\t[31] link 'Mira Hoffmann'", "\t[32] link 'Talk'", "\t[33] link 'Preferences'",
           "\t[34] link 'Watchlist'", "\t[35] link 'Contributions'", "\t[36] link 'Log out'", "[40] navigation 'Navigation'",
           "\t[41] link 'Main page'", "\t[42] link 'Recent changes'", "\t[43] link 'Random page'", "\t[44] link 'Help about MediaWiki'"]
    if tabs_for:
        out += ["[50] navigation 'Namespaces'", "\t[51] link 'Page'" + (" selected: True" if active_tab in ("Read", "Edit", "View history") else ""),
                "\t[52] link 'Discussion'", "[55] navigation 'Views'"]
        for i, t in enumerate(["Read", "Edit", "View history"]):
            out.append(f"\t[{56 + i}] link {t!r}" + (" selected: True" if t == active_tab else ""))
        out += ["\t[60] link 'Unwatch'", "[62] button 'More' hasPopup: menu expanded: " + ("True" if more_open else "False")]
        if more_open:
            out += ["\t[63] link 'Delete'", "\t[64] link 'Move'", "\t[65] link 'Protect'"]
        out += ["[70] navigation 'Tools'", "\t[71] link 'What links here'", "\t[72] link 'Related changes'", "\t[73] link 'Special pages'",
                "\t[74] link 'Permanent link'", "\t[75] link 'Page information'"]
    return out


def mw_render(lines: list[str]) -> list[str]:
    out = []
    bid = 110
    for ln in lines:
        if ln.startswith("== "):
            out.append(f"\t[{bid}] heading {ln.strip('= ')!r}")
            bid += 1
        elif ln.startswith("* "):
            out.append(f"\t\tStaticText {ln[2:]!r}")
        else:
            out.append(f"\tStaticText {ln.replace(chr(39) * 2, '')!r}")
    return out


def mw_view(title: str, text: list[str], edited: str, note: str | None = None, redirected: str | None = None,
            more: bool = False) -> str:
    lines = mw_frame(title, "Read", more) + ["[100] main ''"]
    if note:
        lines += ["\t[101] status ''", f"\t\tStaticText {note!r}"]
    lines += [f"\t[102] heading {title!r}", "\tStaticText 'From Fablab Nord Wiki'"]
    if redirected:
        lines += ["\tStaticText '(Redirected from'", f"\t[104] link {redirected!r}", "\tStaticText ')'"]
    lines += mw_render(text)
    lines += ["\t[150] link 'Categories'", "\t[151] link 'Machines'", "[160] contentinfo ''",
              f"\tStaticText {('This page was last edited on ' + edited + '.')!r}",
              "\tStaticText 'Content is available under CC BY-SA 4.0 unless otherwise noted.'",
              "\t[163] link 'Privacy policy'", "\t[164] link 'About Fablab Nord Wiki'", "\t[165] link 'Disclaimers'"]
    return axtree(f"{title} - Fablab Nord Wiki", lines, f"{MW}/wiki/" + title.replace(" ", "_"))


def t19() -> Traj:
    t0, t1 = "3D Printer", "Prusa MK4 printer"
    text2 = MW_TEXT[:8] + [MW_TEXT[8] + " " + MW_ADD]
    summ = "Add nozzle note"

    def editp(text: list[str], summary: str = "") -> str:
        lines = mw_frame(t0, "Edit") + ["[100] main ''", f"\t[102] heading {('Editing ' + t0)!r}", "\t[104] toolbar ''",
                                        "\t\t[105] button 'Bold'", "\t\t[106] button 'Italic'", "\t\t[107] button 'Link'",
                                        "\t\t[108] button 'Embedded file'", "\t\t[109] button 'Reference'",
                                        f"\t[110] textbox 'Wikitext source editor' required: False value={chr(10).join(text)!r}",
                                        "\tStaticText 'Summary:'",
                                        "\t[113] textbox 'Summary' required: False" + (f" value={summary!r}" if summary else ""),
                                        "\t[114] checkbox 'This is a minor edit' checked: false",
                                        "\t[115] checkbox 'Watch this page' checked: true", "\t[117] button 'Save changes'",
                                        "\t[118] button 'Show preview'", "\t[119] button 'Show changes'", "\t[120] link 'Cancel'"]
        return axtree(f"Editing {t0} - Fablab Nord Wiki", lines, f"{MW}/index.php?title=3D_Printer&action=edit")

    hist = mw_frame(t0, "View history") + ["[100] main ''", f"\t[102] heading {(t0 + ': Revision history')!r}",
                                           "\t[103] button 'Filter revisions' expanded: False", "\t[104] button 'Compare selected revisions'"]
    s0 = len("\n".join(MW_TEXT).encode())
    s1 = len("\n".join(text2).encode())
    for k, (ts, who, size, delta, comment) in enumerate([("14:03, 11 June 2024", "Mira Hoffmann", f"{s1:,}", f"+{s1 - s0}", summ),
                                                         ("18:22, 2 March 2024", "Jonas Krüger", f"{s0:,}", "+212", "Materials prices"),
                                                         ("10:05, 14 November 2023", "Jonas Krüger", f"{s0 - 212:,}", f"+{s0 - 212}",
                                                          "Created page with \"The lab's main 3D printer is a Prusa MK4...\"")]):
        b = 110 + 8 * k
        hist += [f"\t[{b}] listitem ''", f"\t\t[{b + 1}] link 'cur'" if k else "\t\tStaticText 'cur'",
                 f"\t\t[{b + 2}] link 'prev'" if k < 2 else "\t\tStaticText 'prev'", f"\t\t[{b + 3}] link {ts!r}",
                 f"\t\t[{b + 4}] link {who!r}", f"\t\tStaticText {(size + ' bytes')!r}", f"\t\tStaticText {delta!r}",
                 f"\t\tStaticText {('(' + comment + ')')!r}"]
    hist_page = axtree(f"{t0}: Revision history - Fablab Nord Wiki", hist, f"{MW}/index.php?title=3D_Printer&action=history")

    def move(newt: str, reason: str = "") -> str:
        lines = mw_frame("", "") + ["[100] main ''", f"\t[102] heading {('Move ' + t0)!r}",
                                    "\tStaticText 'Using the form below will rename a page, moving all of its history to the new name. The old title will become a redirect page to the new title.'",
                                    "\tStaticText 'New title:'", "\t[105] combobox 'Namespace' hasPopup: menu value='(Main)'",
                                    f"\t[106] textbox 'New title' required: True value={newt!r}", "\tStaticText 'Reason:'",
                                    "\t[108] textbox 'Reason' required: False" + (f" value={reason!r}" if reason else ""),
                                    "\t[110] checkbox 'Leave a redirect behind' checked: true",
                                    "\t[111] checkbox 'Watch source page and target page' checked: true", "\t[113] button 'Move page'"]
        return axtree(f"Move {t0} - Fablab Nord Wiki", lines, f"{MW}/wiki/Special:MovePage/3D_Printer")

    reason = "Name the page after the machine"
    moved = mw_frame("", "") + ["[100] main ''", "\t[102] heading 'Move succeeded'",
                                "\tStaticText '\"3D Printer\" has been moved to \"Prusa MK4 printer\"'",
                                "\t[104] link '3D Printer'", "\t[105] link 'Prusa MK4 printer'", "\tStaticText 'A redirect has been created.'",
                                "\tStaticText 'The associated talk page does not exist, so it was not moved.'"]
    rc = mw_frame("", "") + ["[100] main ''", "\t[102] heading 'Recent changes'", "\t[103] button 'Filter changes'",
                             "\tStaticText 'Showing changes from the last 7 days, up to 50 changes'", "\t[105] heading '11 June 2024'",
                             "\t[106] list ''",
                             "\t\t[107] listitem ''", "\t\t\tStaticText '14:05'", "\t\t\t[109] link 'Move log'", "\t\t\t[110] link 'Mira Hoffmann'",
                             "\t\t\tStaticText 'moved page'", "\t\t\t[112] link '3D Printer'", "\t\t\tStaticText 'to'",
                             "\t\t\t[114] link 'Prusa MK4 printer'", f"\t\t\tStaticText {('(' + reason + ')')!r}",
                             "\t\t[120] listitem ''", "\t\t\t[121] link 'diff'", "\t\t\t[122] link 'hist'", "\t\t\t[123] link '3D Printer'",
                             "\t\t\tStaticText '14:03'", f"\t\t\tStaticText '+{s1 - s0}'", "\t\t\t[126] link 'Mira Hoffmann'",
                             f"\t\t\tStaticText {('(' + summ + ')')!r}",
                             "\t\t[130] listitem ''", "\t\t\t[131] link 'diff'", "\t\t\t[132] link 'hist'", "\t\t\t[133] link 'Laser cutter'",
                             "\t\t\tStaticText '13:41'", "\t\t\tStaticText '−12'", "\t\t\t[136] link 'Jonas Krüger'",
                             "\t\t\tStaticText '(Max speed for 3 mm plywood is now 18 mm/s)'",
                             "\t[140] heading '10 June 2024'", "\t[141] list ''", "\t\t[142] listitem ''", "\t\t\t[143] link 'diff'",
                             "\t\t\t[144] link 'hist'", "\t\t\t[145] link 'Opening hours'", "\t\t\tStaticText '21:17'", "\t\t\tStaticText '+40'",
                             "\t\t\t[148] link 'Anke Vos'", "\t\t\tStaticText '(Summer hours from July)'"]
    turns = [
        ("click('57')", editp(MW_TEXT)),
        (f"fill('110', {chr(10).join(text2)!r})", editp(text2)),
        (f"fill('113', {summ!r})", editp(text2, summ)),
        ("click('117')", mw_view(t0, text2, "11 June 2024, at 14:03", note="Your edit was saved.")),
        ("click('58')", hist_page),
        ("click('62')", axtree(f"{t0}: Revision history - Fablab Nord Wiki",
                               hist[:0] + mw_frame(t0, "View history", True) + hist[len(mw_frame(t0, "View history")):],
                               f"{MW}/index.php?title=3D_Printer&action=history")),
        ("click('64')", move(t0)),
        (f"fill('106', {t1!r})", move(t1)),
        (f"fill('108', {reason!r})", move(t1, reason)),
        ("click('113')", axtree("Move succeeded - Fablab Nord Wiki", moved, f"{MW}/wiki/Special:MovePage/3D_Printer")),
        (f"goto('{MW}/wiki/3D_Printer')", mw_view(t1, text2, "11 June 2024, at 14:05", redirected=t0)),
        ("click('42')", axtree("Recent changes - Fablab Nord Wiki", rc, f"{MW}/wiki/Special:RecentChanges")),
    ]
    return dict(tid="h19-web-19", state=mw_view(t0, MW_TEXT, "2 March 2024, at 18:22"), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 20 Zammad ticket: a checklist item unticks itself (bad, turn 9)
ZM_CHECK = ["Verify identity via callback to number on file", "Revoke old authenticator device", "Send MFA enrollment link",
            "Confirm successful login with customer"]
ZM_TITLE = "Can't log in after phone replacement (MFA)"


def zm_frame(notif: int = 2) -> list[str]:
    return ["[20] navigation 'Main'", "\t[21] link 'Dashboard'", "\t[22] link 'Overviews'", "\t[23] link 'Knowledge Base'",
            "\t[24] link 'Reporting'", "\t[26] searchbox 'Search'", "\t[28] button 'New ticket'",
            f"\t[30] button 'Notifications' describedby: '{notif} unread'", "\t[32] button 'Sam Ortega' hasPopup: menu",
            "[40] tablist 'Open tabs'", f"\t[41] tab {('#41093 ' + ZM_TITLE)!r} selected: True",
            "\t[42] tab '#41088 Shared mailbox not showing in Outlook' selected: False"]


def zm_ticket(owner: str, esc: str, side: str, checked: set[int], articles: list[list[str]],
              composer: str | None = None, dirty: bool = False) -> str:
    lines = zm_frame() + ["[100] main ''", f"\t[101] heading {ZM_TITLE!r}", "\tStaticText '#41093'",
                          "\tStaticText 'Lena Vogt · Brightwater Logistics'", "\tStaticText 'created 2 hours ago'",
                          "\t[106] button 'Ticket actions' hasPopup: menu"]
    for art in articles:
        lines += ["\t" + a for a in art]
    if composer is not None:
        lines += ["\t[160] region 'Reply'", "\t\t[161] combobox 'Type' hasPopup: menu value='email'",
                  "\t\tStaticText 'To'", "\t\t[163] textbox 'To' required: False value='lena.vogt@brightwater.example'",
                  "\t\t[164] textbox 'Text' required: False" + (f" value={composer!r}" if composer else ""),
                  "\t\t[166] button 'Attach files'", "\t\t[167] button 'Text modules'", "\t\t[168] button 'Discard'"]
    else:
        lines += ["\t[160] textbox 'Reply' required: False"]
    lines += ["[200] complementary 'Ticket sidebar'", "\t[201] tablist ''"]
    for i, t in enumerate(["Ticket", "Customer", "Organization", "Checklist", "Links"]):
        lines.append(f"\t\t[{202 + i}] tab {t!r} selected: {t == side}")
    if side == "Ticket":
        lines += ["\t[210] combobox 'Group' hasPopup: menu value='IT Support'",
                  f"\t[211] combobox 'Owner' hasPopup: menu value={owner!r}",
                  "\t[212] combobox 'State' hasPopup: menu value='open'", "\t[213] combobox 'Priority' hasPopup: menu value='2 normal'",
                  "\t[214] textbox 'Tags' required: False value='mfa, account'", f"\tStaticText {('Escalation: ' + esc)!r}"]
    elif side == "Checklist":
        lines += ["\t[220] heading 'Checklist: MFA reset'", f"\tStaticText '{len(checked)}/{len(ZM_CHECK)}'"]
        for i, item in enumerate(ZM_CHECK):
            lines.append(f"\t[{221 + i}] checkbox {item!r} checked: {'true' if i in checked else 'false'}")
        lines += ["\t[226] button 'Add item'", "\t[227] button 'Checklist actions' hasPopup: menu"]
    lines += ["[300] contentinfo ''"]
    if dirty:
        lines += ["\t[301] button 'Discard your unsaved changes'"]
    lines += ["\t[302] button 'Macros' hasPopup: menu", "\t[303] button 'Update'"]
    return axtree(f"#41093 - {ZM_TITLE} - Zammad", lines, "https://support.brightwater.example/#ticket/zoom/41093")


def t20() -> Traj:
    a1 = ["[110] article ''", "\t[111] link 'Lena Vogt'", "\tStaticText 'email · 2 hours ago'",
          "\tStaticText 'Hi IT, I switched to a new phone over the weekend and the Microsoft Authenticator app on it has no accounts. "
          "I can't sign in to Outlook or the VPN. My old phone was traded in, so I can't use it. Can you reset my MFA? "
          "You can reach me at the desk number, ext. 4417. Thanks, Lena'",
          "\t[115] button 'reply'", "\t[116] button 'forward'", "\t[117] button 'split'"]
    a_sys = ["[120] article ''", "\tStaticText 'Sam Ortega · just now'", "\tStaticText 'Owner changed from - to Sam Ortega'"]
    body = ("Hi Lena, thanks for confirming your details on the phone just now. I have removed the old authenticator from your account "
            "and sent an enrollment link to your work email; it is valid for 24 hours. Open it on your computer and scan the QR code "
            "with the Authenticator app on your new phone. Reply here once you are signed in. Best, Sam (IT Support)")

    def a_reply(age: str) -> list[str]:
        return ["[130] article ''", "\t[131] link 'Sam Ortega'", f"\tStaticText {('email · ' + age)!r}",
                "\tStaticText 'To: lena.vogt@brightwater.example'", f"\tStaticText {body!r}", "\t[135] button 'forward'"]

    def a_sys_at(age: str) -> list[str]:
        return [a_sys[0], f"\tStaticText {('Sam Ortega · ' + age)!r}", a_sys[2]]

    overview = zm_frame() + ["[100] main ''", "\t[101] navigation 'Overviews'", "\t\t[102] link 'My Assigned Tickets 3'",
                             "\t\t[103] link 'Unassigned & Open Tickets 5'", "\t\t[104] link 'My Pending Reached Tickets 0'",
                             "\t\t[105] link 'Open Tickets 14'", "\t\t[106] link 'Escalated Tickets 1'", "\t[110] heading 'My Assigned Tickets'",
                             "\t[111] table ''", "\t\t[112] row ''", "\t\t\t[113] columnheader '#'", "\t\t\t[114] columnheader 'Title'",
                             "\t\t\t[115] columnheader 'Customer'", "\t\t\t[116] columnheader 'State'", "\t\t\t[117] columnheader 'Updated at'"]
    for k, (num, title, cust, st, upd) in enumerate([("41093", ZM_TITLE, "Lena Vogt", "open", "1 minute ago"),
                                                     ("41088", "Shared mailbox not showing in Outlook", "Tobias Brandt", "open", "1 hour ago"),
                                                     ("41052", "Request: second monitor for hot desk 3.14", "Ines Marquardt", "pending reminder", "yesterday")]):
        b = 120 + 6 * k
        overview += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] cell {num!r}", f"\t\t\t[{b + 2}] link {title!r}", f"\t\t\t[{b + 3}] cell {cust!r}",
                     f"\t\t\t[{b + 4}] cell {st!r}", f"\t\t\t[{b + 5}] cell {upd!r}"]
    turns = [
        ("select_option('211', 'Sam Ortega')", zm_ticket("Sam Ortega", "first response in 1 hour 47 minutes", "Ticket", set(), [a1], dirty=True)),
        ("click('303')", zm_ticket("Sam Ortega", "first response in 1 hour 46 minutes", "Ticket", set(), [a1, a_sys])),
        ("click('205')", zm_ticket("Sam Ortega", "", "Checklist", set(), [a1, a_sys])),
        ("check('221')", zm_ticket("Sam Ortega", "", "Checklist", {0}, [a1, a_sys])),
        ("check('222')", zm_ticket("Sam Ortega", "", "Checklist", {0, 1}, [a1, a_sys_at("2 minutes ago")])),
        ("click('115')", zm_ticket("Sam Ortega", "", "Checklist", {0, 1}, [a1, a_sys_at("3 minutes ago")], composer="")),
        ("fill('164', " + repr(body) + ")", zm_ticket("Sam Ortega", "", "Checklist", {0, 1}, [a1, a_sys_at("4 minutes ago")],
                                                      composer=body, dirty=True)),
        ("click('303')", zm_ticket("Sam Ortega", "", "Checklist", {0, 1}, [a1, a_sys_at("5 minutes ago"), a_reply("just now")])),
        ("check('223')", zm_ticket("Sam Ortega", "", "Checklist", {0, 2}, [a1, a_sys_at("5 minutes ago"), a_reply("just now")])),
        ("click('202')", zm_ticket("Sam Ortega", "update in 3 hours 59 minutes", "Ticket", set(), [a1, a_sys_at("6 minutes ago"), a_reply("1 minute ago")])),
        ("click('22')", axtree("My Assigned Tickets - Zammad", overview, "https://support.brightwater.example/#ticket/view/my_assigned")),
    ]
    return dict(tid="h19-web-20", state=zm_ticket("-", "first response in 1 hour 47 minutes", "Ticket", set(), [a1]), turns=turns, bad=True, turn=9,
                kind="checklist item 'Revoke old authenticator device', ticked at turn 5, shows unticked (2/4) when the third item is ticked")


# ---------------------------------------------------------------- 21 Request Tracker: take, reply, resolve; queue moves on (clean)
RT = "https://rt.meridian-office.example"


def rt_frame() -> list[str]:
    out = ["[20] navigation 'Main'"]
    for i, m in enumerate(["Homepage", "Search", "Reports", "Articles", "Assets", "Tools", "Admin"]):
        out.append(f"\t[{21 + i}] link {m!r}")
    return out + ["StaticText 'Logged in as ines'", "[30] link 'Preferences'", "[31] link 'Logout'",
                  "[32] textbox 'Search' required: False", "[33] link 'New ticket in'", "[34] combobox 'Queue' hasPopup: menu value='General'"]


def rt_home(owned: list[tuple[str, ...]], unowned: list[tuple[str, ...]], queues: list[tuple[str, int, int, int]]) -> str:
    lines = rt_frame() + ["[100] main ''", "\t[101] heading 'RT at a glance'", "\t[102] link 'Edit'",
                          "\t[105] heading '10 highest priority tickets I own'", "\t[106] table ''", "\t\t[107] row ''",
                          "\t\t\t[108] columnheader '#'", "\t\t\t[109] columnheader 'Subject'", "\t\t\t[110] columnheader 'Priority'",
                          "\t\t\t[111] columnheader 'Queue'", "\t\t\t[112] columnheader 'Status'"]
    for k, (num, subj, prio, q, st) in enumerate(owned):
        b = 115 + 6 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {num!r}", f"\t\t\t[{b + 2}] link {subj!r}", f"\t\t\t[{b + 3}] cell {prio!r}",
                  f"\t\t\t[{b + 4}] cell {q!r}", f"\t\t\t[{b + 5}] cell {st!r}"]
    lines += ["\t[140] heading '10 newest unowned tickets'", "\t[141] table ''", "\t\t[142] row ''", "\t\t\t[143] columnheader '#'",
              "\t\t\t[144] columnheader 'Subject'", "\t\t\t[145] columnheader 'Queue'", "\t\t\t[146] columnheader 'Status'",
              "\t\t\t[147] columnheader 'Created'", "\t\t\t[148] columnheader ''"]
    for k, (num, subj, q, st, created) in enumerate(unowned):
        b = 150 + 8 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {num!r}", f"\t\t\t[{b + 2}] link {subj!r}", f"\t\t\t[{b + 3}] cell {q!r}",
                  f"\t\t\t[{b + 4}] cell {st!r}", f"\t\t\t[{b + 5}] cell {created!r}", f"\t\t\t[{b + 6}] link 'Take'"]
    lines += ["\t[200] heading 'Queue list'", "\t[201] table ''", "\t\t[202] row ''", "\t\t\t[203] columnheader 'Queue'",
              "\t\t\t[204] columnheader 'new'", "\t\t\t[205] columnheader 'open'", "\t\t\t[206] columnheader 'stalled'"]
    for k, (q, n, o, s) in enumerate(queues):
        b = 210 + 5 * k
        lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] link {q!r}", f"\t\t\t[{b + 2}] link '{n}'", f"\t\t\t[{b + 3}] link '{o}'",
                  f"\t\t\t[{b + 4}] link '{s}'"]
    lines += ["\t[230] heading 'Bookmarked tickets'", "\tStaticText '(empty)'", "\t[232] heading 'Quick ticket creation'",
              "\t[233] textbox 'Subject' required: False", "\t[234] button 'Create'"]
    return axtree("RT at a glance", lines, f"{RT}/")


def t21() -> Traj:
    owned = [("8790", "Badge printer offline in lobby", "50", "Facilities", "open"),
             ("8801", "Replace ceiling tile, 2nd floor kitchen", "20", "Facilities", "stalled")]
    unowned0 = [("8815", "Conference room B projector flickers", "Facilities", "new", "43 minutes ago"),
                ("8812", "Printer on 3rd floor jams every print job", "General", "new", "2 hours ago"),
                ("8809", "Parking garage gate stuck open", "Facilities", "new", "3 hours ago"),
                ("8806", "Request: standing desk for Maya L.", "Facilities", "new", "yesterday"),
                ("8803", "Kitchen dishwasher leaking", "Facilities", "open", "yesterday")]
    unowned1 = [("8820", "Toner low warning on 2nd floor printer", "General", "new", "1 minute ago"),
                ("8815", "Conference room B projector flickers", "Facilities", "new", "47 minutes ago")] + unowned0[2:]
    q0 = [("General", 2, 4, 0), ("Facilities", 3, 6, 1)]
    msg = ("Hi Tariq, I pulled the tray 2 pickup roller on PRN-3F-02: it was worn smooth, which explains the jams on every job. "
           "I swapped in a spare roller and ran 40 test pages without a jam. If it happens again, please reply here. Ines")
    created = "Tue Jun 11 08:02:17 2024"

    def display(status: str, owner: str, updated: str, started: str, contact: str, resolved: str,
                history: list[str], results: list[str]) -> str:
        lines = rt_frame() + ["[60] navigation 'Page'", "\t[61] link 'Display'", "\t[62] link 'History'", "\t[63] link 'Basics'",
                              "\t[64] link 'People'", "\t[65] link 'Dates'", "\t[66] link 'Reply'", "\t[67] link 'Comment'",
                              "\t[68] button 'Actions' hasPopup: menu"]
        if owner == "Nobody in particular":
            lines.append("\t[69] link 'Take'")
        if status != "resolved":
            lines.append("\t[70] link 'Resolve'")
        else:
            lines.append("\t[71] link 'Re-open'")
        lines += ["[100] main ''", "\t[101] heading '#8812: Printer on 3rd floor jams every print job'"]
        if results:
            lines += ["\t[102] list 'Results'"] + [f"\t\t[{103 + i}] listitem {r!r}" for i, r in enumerate(results)]
        lines += ["\t[110] heading 'The Basics'", "\tStaticText 'Id: 8812'", f"\tStaticText {('Status: ' + status)!r}",
                  "\tStaticText 'Time Worked: 0 minutes'",
                  "\tStaticText 'Priority: 0/0'", "\tStaticText 'Queue: General'", "\t[120] heading 'People'",
                  f"\tStaticText {('Owner: ' + owner)!r}", "\tStaticText 'Requestors: Tariq Nasser <tariq.nasser@meridian-office.example>'",
                  "\tStaticText 'Cc:'", "\tStaticText 'AdminCc:'", "\t[130] heading 'Dates'", f"\tStaticText {('Created: ' + created)!r}",
                  f"\tStaticText {('Started: ' + started)!r}", f"\tStaticText {('Last Contact: ' + contact)!r}", "\tStaticText 'Due: Not set'",
                  f"\tStaticText {('Closed: ' + resolved)!r}", f"\tStaticText {('Updated: ' + updated)!r}", "\t[140] heading 'History'"]
        lines += ["\t" + h for h in history]
        return axtree("#8812: Printer on 3rd floor jams every print job", lines, f"{RT}/Ticket/Display.html?id=8812")

    h0 = ["[141] article ''", "\tStaticText 'Tue Jun 11 08:02:17 2024'", "\tStaticText 'Tariq Nasser - Ticket created'",
          "\tStaticText 'Subject: Printer on 3rd floor jams every print job'",
          "\tStaticText 'Hi, PRN-3F-02 by the east stairs jams on every job since this morning, usually after the first page. Tray 2. Thanks, Tariq'",
          "\t[146] link 'Reply'", "\t[147] link 'Comment'", "\t[148] link 'Forward'"]
    h1 = ["[150] article ''", "\tStaticText 'Tue Jun 11 10:14:33 2024'", "\tStaticText 'ines - Taken'"]
    h2 = ["[155] article ''", "\tStaticText 'Tue Jun 11 10:16:05 2024'", "\tStaticText 'ines - Correspondence added'",
          f"\tStaticText {msg!r}", "\t[159] link 'Reply'", "\t[160] link 'Comment'",
          "[162] article ''", "\tStaticText 'Tue Jun 11 10:16:05 2024'", "\tStaticText \"ines - Status changed from 'new' to 'open'\""]
    h3 = ["[165] article ''", "\tStaticText 'Tue Jun 11 10:17:40 2024'", "\tStaticText \"ines - Status changed from 'open' to 'resolved'\""]

    def update(status: str, text: str = "") -> str:
        lines = rt_frame() + ["[100] main ''", "\t[101] heading 'Update ticket #8812: Printer on 3rd floor jams every print job'",
                              "\t[102] combobox 'Status' hasPopup: menu value=" + repr(status), "\t[104] combobox 'Owner' hasPopup: menu value='ines'",
                              "\t[106] spinbutton 'Worked' value=''", "\t[107] combobox 'Worked unit' hasPopup: menu value='minutes'",
                              "\t[108] combobox 'Update Type' hasPopup: menu value='Reply to requestors'",
                              "\t[110] textbox 'Subject' required: False value='Printer on 3rd floor jams every print job'",
                              "\tStaticText 'One-time Cc:'", "\t[112] textbox 'One-time Cc' required: False",
                              "\t[114] textbox 'Message' required: False" + (f" value={text!r}" if text else ""),
                              "\t[116] button 'Add More Files'", "\t[118] button 'Update Ticket'"]
        return axtree("Update ticket #8812: Printer on 3rd floor jams every print job", lines, f"{RT}/Ticket/Update.html?id=8812")

    ns = "Not set"
    t_take = "Tue Jun 11 10:14:33 2024 by ines"
    t_reply = "Tue Jun 11 10:16:05 2024"
    t_res = "Tue Jun 11 10:17:40 2024"
    turns = [
        ("click('160')", display("new", "Nobody in particular", f"{created} by Tariq Nasser", ns, ns, ns, h0, [])),
        ("click('69')", display("new", "ines", t_take, ns, ns, ns, h0 + h1, ["Owner changed from Nobody to ines"])),
        ("click('66')", update("new (unchanged)")),
        (f"fill('114', {msg!r})", update("new (unchanged)", msg)),
        ("click('118')", display("open", "ines", t_reply + " by ines", t_reply, t_reply, ns, h0 + h1 + h2,
                                 ["Correspondence added", "Status changed from 'new' to 'open'"])),
        ("click('70')", update("resolved")),
        ("click('118')", display("resolved", "ines", t_res + " by ines", t_reply, t_reply, t_res, h0 + h1 + h2 + h3,
                                 ["Status changed from 'open' to 'resolved'"])),
        ("click('21')", rt_home(owned, unowned1, q0)),
    ]
    return dict(tid="h19-web-21", state=rt_home(owned, unowned0, q0), turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 22 phpBB club board: a new reply stamped before the post it answers (bad, turn 3)
BB = "https://forum.thornburymrc.example"
BB_TOPIC = "Point motor on the up loop keeps sticking"
BB_POSTS = [  # author, time, text, posts, joined
    ("dkeeler", "Sat Jun 08, 2024 7:42 pm",
     "The Cobalt on point 14 (up loop, fiddle-yard end) sticks halfway about one throw in five. It clears if I throw it back. Wiring checked twice. Any ideas before Saturday's open day?", 612, "Mar 2016"),
    ("Margaret H", "Sat Jun 08, 2024 9:10 pm",
     "Could be the baseboard flexing at the joint there. Ours did that in the cold last winter; a shim under the motor fixed it.", 1204, "Jan 2012"),
    ("dkeeler", "Sun Jun 09, 2024 10:31 am",
     "No flex that I can see, and it is worse when the CDU for the yard throat fires at the same time.", 612, "Mar 2016"),
    ("Phil_Eames", "Mon Jun 10, 2024 6:55 pm",
     "That points at supply. The Cobalts want a steady 12-16V; if the CDU and the motor share the 12V bus you will get sag. Try a separate supply.", 338, "Sep 2019"),
    ("dkeeler", "Tue Jun 11, 2024 3:18 pm",
     "Tried the spare 16V supply this afternoon on its own bus. Better, but it still stuck twice in forty throws. Out of ideas.", 612, "Mar 2016"),
]


def bb_frame(crumbs: list[str]) -> list[str]:
    out = ["[20] banner ''", "\t[21] link 'Board index'", "\t\t[22] img 'Thornbury Model Railway Club'",
           "\tStaticText 'Members forum of the Thornbury Model Railway Club'", "\t[24] searchbox 'Search for keywords'",
           "\t[25] button 'Search'", "\t[26] link 'Advanced search'", "[30] navigation ''", "\t[31] button 'Quick links' hasPopup: menu",
           "\t[32] link 'FAQ'", "\t[33] link 'Members'", "\t[34] link 'Notifications 0'", "\t[35] link 'Private messages 0'",
           "\t[36] button 'rgreaves' hasPopup: menu", "[40] navigation 'Breadcrumbs'"]
    for i, c in enumerate(crumbs):
        out.append(f"\t[{41 + i}] link {c!r}")
    return out


BB_FOOT = ["[900] contentinfo ''", "\t[901] link 'Board index'", "\t[902] link 'Contact us'", "\t[903] link 'The team'",
           "\t[904] link 'Delete cookies'", "\tStaticText 'All times are UTC+01:00'", "\tStaticText 'Powered by phpBB® Forum Software © phpBB Limited'"]


def bb_post(bid: int, author: str, time: str, text: str, posts: int, joined: str, first: bool) -> list[str]:
    subj = BB_TOPIC if first else "Re: " + BB_TOPIC
    return [f"[{bid}] article ''", f"\t[{bid + 1}] heading {subj!r}", f"\t\t[{bid + 2}] link {subj!r}", "\tStaticText 'by'",
            f"\t[{bid + 4}] link {author!r}", f"\tStaticText {('» ' + time)!r}", f"\tStaticText {text!r}", f"\t[{bid + 7}] link 'Quote'",
            f"\t[{bid + 8}] link {author!r}", f"\tStaticText {('Posts: ' + str(posts))!r}", f"\tStaticText {('Joined: ' + joined)!r}"]


def t22() -> Traj:
    reply = ("Check the CDU's charge line as well: if the yard throat CDU recharges through the same 0V return as point 14, "
             "the Cobalt sees a dip even on its own supply. Run a separate 0V back to the supply and see if that cures it. "
             "I can bring my scope on Saturday morning.")

    def topic(posts: list[tuple[Any, ...]]) -> str:
        lines = bb_frame(["Board index", "Layouts", "Hexley Junction (club layout)"]) + [
            "[100] main ''", f"\t[101] heading {BB_TOPIC!r}", "\t[102] link 'Post Reply'", "\t[103] button 'Topic tools' hasPopup: menu",
            "\t[104] searchbox 'Search this topic…'", f"\tStaticText {(str(len(posts)) + ' posts • Page 1 of 1')!r}"]
        for k, p in enumerate(posts):
            lines += ind(bb_post(110 + 12 * k, *p, first=(k == 0)))
        lines += ["\t[200] link 'Post Reply'", "\t[201] link 'Return to “Hexley Junction (club layout)”'",
                  "\t[202] combobox 'Jump to' hasPopup: menu", "\tStaticText 'Users browsing this forum: rgreaves and 2 guests'"]
        return axtree(f"{BB_TOPIC} - Thornbury MRC Forum", lines + BB_FOOT, f"{BB}/viewtopic.php?t=1187")

    def posting(msg: str = "") -> str:
        lines = bb_frame(["Board index", "Layouts", "Hexley Junction (club layout)"]) + [
            "[100] main ''", f"\t[101] heading {BB_TOPIC!r}", "\t[102] heading 'Post a reply'",
            f"\t[104] textbox 'Subject:' required: False value={('Re: ' + BB_TOPIC)!r}", "\t[106] toolbar ''",
            "\t\t[107] button 'Quote'", "\t\t[108] button 'Code'", "\t\t[109] button 'List'", "\t\t[110] button 'Insert image'",
            "\t\t[111] button 'Insert URL'", "\t[114] textbox 'Message body' required: True" + (f" value={msg!r}" if msg else ""),
            "\t[116] button 'Save draft'", "\t[117] button 'Preview'", "\t[118] button 'Submit'", "\t[120] tablist ''",
            "\t\t[121] tab 'Options' selected: True", "\t\t[122] tab 'Attachments' selected: False",
            "\t[124] checkbox 'Disable BBCode' checked: false", "\t[125] checkbox 'Disable smilies' checked: false",
            "\t[126] checkbox 'Do not automatically parse URLs' checked: false",
            "\t[127] checkbox 'Attach a signature (signatures can be altered via the UCP)' checked: true",
            "\t[128] checkbox 'Notify me when a reply is posted' checked: false", "\t[130] heading 'Topic review'"]
        for k, (au, tm, text, _, _) in enumerate(reversed(BB_POSTS)):
            lines += [f"\t[{131 + 3 * k}] link {('Re: ' + BB_TOPIC) if k < 4 else BB_TOPIC!r}", f"\tStaticText {('by ' + au + ' » ' + tm)!r}",
                      f"\tStaticText {text!r}"]
        return axtree("Post a reply - Thornbury MRC Forum", lines + BB_FOOT, f"{BB}/posting.php?mode=reply&t=1187")

    mine = ("rgreaves", "Tue Jun 11, 2024 2:52 pm", reply, 48, "Feb 2018")

    def ucp(sig: str | None = None, saved: bool = False) -> str:
        tabs = ["Overview", "Profile", "Board preferences", "Private messages", "Usergroups", "Friends & Foes"]
        lines = bb_frame(["Board index", "User Control Panel"]) + ["[100] main ''", "\t[101] heading 'User Control Panel'", "\t[102] tablist ''"]
        for i, t in enumerate(tabs):
            lines.append(f"\t\t[{103 + i}] tab {t!r} selected: {t == ('Profile' if sig is not None else 'Overview')}")
        if sig is None:
            lines += ["\t[110] navigation ''", "\t\t[111] link 'Front page'", "\t\t[112] link 'Manage subscriptions'",
                      "\t\t[113] link 'Manage bookmarks'", "\t\t[114] link 'Manage drafts'", "\t\t[115] link 'Manage attachments'",
                      "\t[120] heading 'Welcome to the User Control Panel'",
                      "\tStaticText 'From here you can view and alter your profile, preferences, subscribed forums and topics.'",
                      "\t[122] heading 'Your activity'", "\tStaticText 'Joined: Sat Feb 10, 2018 4:12 pm'",
                      "\tStaticText 'Last visited: Mon Jun 10, 2024 9:47 pm'",
                      "\tStaticText 'Total posts: 48 | 0.62% of all posts / 0.02 posts per day'", "\t[126] link 'Search user’s posts'",
                      "\tStaticText 'Most active forum: Hexley Junction (club layout) (21 Posts / 43.75% of user’s posts)'",
                      "\tStaticText 'Most active topic: Exhibition stand rota 2024 (9 Posts / 18.75% of user’s posts)'",
                      "\t[130] link 'Edit signature'"]
        else:
            lines += ["\t[110] navigation ''", "\t\t[111] link 'Edit profile'", "\t\t[112] link 'Edit signature' current: page",
                      "\t\t[113] link 'Edit avatar'", "\t\t[114] link 'Edit account settings'"]
            if saved:
                lines += ["\t[118] status ''", "\t\tStaticText 'Your signature has been updated.'", "\t\t[119] link 'Return to the User Control Panel'"]
            lines += ["\t[120] heading 'Edit signature'",
                      "\tStaticText 'This is a block of text that can be added to posts you make. There is a 255 character limit.'",
                      f"\t[122] textbox 'Signature:' required: False value={sig!r}", "\t[124] button 'Preview'", "\t[125] button 'Submit'",
                      "\t[126] button 'Reset'"]
        return axtree("User Control Panel - Thornbury MRC Forum", lines + BB_FOOT, f"{BB}/ucp.php" + ("?i=ucp_profile&mode=signature" if sig is not None else ""))

    old_sig = "Rob G. | Hexley Junction signalling & DCC"
    new_sig = "Rob G. | Hexley Junction signalling, DCC and point motors | 07700 900412 on running days"
    turns = [
        ("click('102')", posting()),
        (f"fill('114', {reply!r})", posting(reply)),
        ("click('118')", topic(BB_POSTS + [mine])),
        (f"goto('{BB}/ucp.php')", ucp()),
        ("click('130')", ucp(old_sig)),
        (f"fill('122', {new_sig!r})", ucp(new_sig)),
        ("click('125')", ucp(new_sig, saved=True)),
    ]
    return dict(tid="h19-web-22", state=topic(BB_POSTS), turns=turns, bad=True, turn=3,
                kind="the agent's new reply is stamped Tue Jun 11, 2024 2:52 pm, earlier than the 3:18 pm post it replies to")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in ALL:
        t = make()
        rs.add(task="web", tid=t["tid"], system=WEB_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
