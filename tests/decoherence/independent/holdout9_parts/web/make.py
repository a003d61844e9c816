# ruff: noqa: E501, B007, E731
"""Holdout 9, web domain: 22 BrowserGym trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory function carries a one-line comment saying what it is and, for bad ones, which turn
contradicts which. Everything is deterministic; no network, no randomness.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

T = "\t"


def W(title: str, url: str, lines: list[str]) -> str:
    return axtree(title, lines, url)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- One Stop Market (shared)
SHOP = "http://onestopmarket.example"
CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
        "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
        "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_header(count: int, query: str = "", user: str = "Emma Lopez") -> list[str]:
    out = ["[227] link 'My Account'", "[228] link 'My Wish List'", "[229] link 'Sign Out'",
           f"StaticText 'Welcome, {user}!'", "[234] link 'store logo'", "\t[235] img 'one_stop_market_logo'",
           "[236] link 'My Cart'"]
    if count:
        out += [f"\tStaticText '{count}'", f"\tStaticText '{'item' if count == 1 else 'items'}'"]
    out += ["[240] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: False" +
            (f" value='{query}'" if query else ""), "[241] button 'Search'", "[243] menubar '' orientation: horizontal"]
    out += [f"\t[{245 + i}] menuitem '{c}' hasPopup: menu" for i, c in enumerate(CATS)]
    return out


# 01 | One Stop Market: search, add 2 grinders to a cart that already holds 1 item.
#    | BAD turn 6: the cart page header counter says 4 items, but turn 5 said 3 (1 + 2 added) and the cart lists 3.
def t01() -> dict[str, Any]:
    home_body = [
        "[1320] heading 'One Stop Market'", "StaticText 'Product Showcases'",
        "[1331] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'", "StaticText '$19.99'",
        "[1338] button 'Add to Cart'",
        "[1345] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'",
        "StaticText '$14.47'", "[1352] button 'Add to Cart'",
        "[1359] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'", "StaticText '$19.36'",
        "[1366] button 'Add to Cart'",
        "[1373] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles'",
        "StaticText '$23.50'", "[1380] button 'Add to Cart'",
        "[1387] link 'So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub'", "StaticText '$15.62'",
        "[1394] button 'Add to Cart'",
    ]
    state = W("One Stop Market", SHOP + "/", shop_header(1) + home_body)
    t1 = W("One Stop Market", SHOP + "/", shop_header(1, "coffee grinder") + home_body)
    prods = [
        ("KRUPS F203 Electric Spice and Coffee Grinder with Stainless Steel Blades, 3 Ounce, Black", 19.99, 82, 12),
        ("Hamilton Beach Fresh Grind Electric Coffee Grinder for Beans, Spices and More, Stainless Steel Blades", 17.99, 90, 7),
        ("BLACK+DECKER One Touch Coffee Grinder, 2/3 Cup Bean Capacity, Stainless Steel Blades", 24.47, 78, 5),
        ("JavaPresse Manual Coffee Grinder with Adjustable Settings, Conical Burr Mill", 35.00, 88, 9),
        ("OXO Brew Conical Burr Coffee Grinder, Silver", 99.95, 94, 4),
        ("Cuisinart DBM-8 Supreme Grind Automatic Burr Mill", 59.95, 80, 11),
        ("Bodum Bistro Electric Blade Coffee Grinder, Black", 21.99, 76, 3),
        ("Capresso Infinity Conical Burr Grinder, Black", 96.50, 86, 6),
        ("Secura Electric Coffee and Spice Grinder with Removable Stainless Steel Bowl", 29.98, 84, 8),
        ("Mueller SuperGrind Burr Coffee Grinder Electric with Removable Burr Grinder Part", 45.99, 72, 2),
        ("Hario Skerton Pro Ceramic Coffee Mill", 52.00, 92, 10),
        ("Chefman Coffee Grinder Electric Burr Mill with 17 Settings", 39.99, 74, 3),
    ]
    res = ["[1601] heading \"Search results for: 'coffee grinder'\"", "StaticText 'Items 1-12 of 37'",
           "[1610] combobox 'Sort By' hasPopup: menu expanded: False", "\t[1611] option 'Relevance', selected=True",
           "\t[1612] option 'Product Name', selected=False", "\t[1613] option 'Price', selected=False"]
    for i, (n, p, r, c) in enumerate(prods):
        b = 1702 + i * 7
        res += [f"[{b}] link '{n}'", f"StaticText 'Rating: {r}%'", f"[{b + 2}] link '{c} Reviews'",
                f"StaticText '{money(p)}'", f"[{b + 4}] button 'Add to Cart'"]
    res += ["[1801] link 'Page 2'", "[1802] link 'Page 3'", "[1803] link 'Page Next'"]
    t2 = W("Search results for: 'coffee grinder'", SHOP + "/catalogsearch/result/?q=coffee+grinder",
           shop_header(1, "coffee grinder") + res)

    def pdp(count: int, qty: str, msg: bool) -> str:
        body = []
        if msg:
            body += ["[1900] alert '' live: assertive atomic: True relevant: additions text",
                     "\tStaticText 'You added KRUPS F203 Electric Spice and Coffee Grinder with Stainless Steel Blades, 3 Ounce, Black to your '",
                     "\t[1901] link 'shopping cart'", "\tStaticText '.'"]
        body += ["[1805] link 'Home'", "[1806] link 'Home & Kitchen'", "[1807] link 'Kitchen & Dining'",
                 "[1808] heading 'KRUPS F203 Electric Spice and Coffee Grinder with Stainless Steel Blades, 3 Ounce, Black'",
                 "StaticText 'Rating: 82%'", "[1812] link '12 Reviews'", "[1813] link 'Add Your Review'",
                 "StaticText '$19.99'", "StaticText 'In stock'", "StaticText 'SKU'", "StaticText 'B00004SPEU'",
                 "[1815] spinbutton 'Qty' required: False value='" + qty + "'", "[1816] button 'Add to Cart'",
                 "[1817] link 'Add to Wish List'", "[1818] link 'Add to Compare'",
                 "[1820] tab 'Details' selected: True", "[1821] tab 'Reviews (12)' selected: False",
                 "StaticText 'Grinds enough beans for 12 cups of coffee. Powerful 200-watt motor. Oval shape with stainless steel blades.'",
                 "StaticText 'Safety lid switch: blades spin only when lid is closed.'"]
        return W("KRUPS F203 Electric Spice and Coffee Grinder with Stainless Steel Blades, 3 Ounce, Black",
                 SHOP + "/krups-f203-electric-spice-and-coffee-grinder.html", shop_header(count) + body)

    t3, t4, t5 = pdp(1, "1", False), pdp(1, "2", False), pdp(3, "2", True)

    def cart(count: int, country: str, region: str, zipc: str, rates: bool) -> str:
        body = ["[1950] heading 'Shopping Cart'", "[1952] table ''",
                "\t[1953] row ''", "\t\t[1954] columnheader 'Item'", "\t\t[1955] columnheader 'Price'",
                "\t\t[1956] columnheader 'Qty'", "\t\t[1957] columnheader 'Subtotal'",
                "\t[1960] row ''", "\t\t[1961] link 'Cuisinart CTG-00-SMP Mini-Prep Plus Food Processor, Brushed Stainless'",
                "\t\tStaticText '$39.95'", "\t\t[1963] spinbutton 'Qty' value='1'", "\t\tStaticText '$39.95'",
                "\t\t[1965] link 'Edit item parameters'", "\t\t[1966] link 'Remove item'",
                "\t[1970] row ''", "\t\t[1971] link 'KRUPS F203 Electric Spice and Coffee Grinder with Stainless Steel Blades, 3 Ounce, Black'",
                "\t\tStaticText '$19.99'", "\t\t[1973] spinbutton 'Qty' value='2'", "\t\tStaticText '$39.98'",
                "\t\t[1975] link 'Edit item parameters'", "\t\t[1976] link 'Remove item'",
                "[1980] button 'Update Shopping Cart'", "[1981] link 'Continue Shopping'",
                "[1985] heading 'Summary'", "[1986] tab 'Estimate Shipping and Tax' expanded: True",
                f"[1988] combobox 'Country' value='{country}'", f"[1989] combobox 'State/Province' value='{region}'",
                f"[1990] textbox 'Zip/Postal Code' value='{zipc}'" if zipc else "[1990] textbox 'Zip/Postal Code'"]
        if rates:
            body += ["StaticText 'Flat Rate'", "[1992] radio 'Fixed $15.00' checked: true",
                     "StaticText 'Subtotal'", "StaticText '$79.93'", "StaticText 'Shipping (Flat Rate - Fixed)'",
                     "StaticText '$15.00'", "StaticText 'Order Total'", "StaticText '$94.93'"]
        else:
            body += ["StaticText 'Subtotal'", "StaticText '$79.93'", "StaticText 'Order Total'", "StaticText '$79.93'"]
        body += ["[1999] button 'Proceed to Checkout'", "[2000] link 'Apply Discount Code'"]
        return W("Shopping Cart", SHOP + "/checkout/cart/", shop_header(count) + body)

    t6 = cart(4, "United States", "Please select a region, state or province.", "", False)  # BAD: 4, should be 3
    t7 = cart(4, "United States", "California", "", False)
    t8 = cart(4, "United States", "California", "94107", True)
    turns = [("fill('240', 'coffee grinder')", t1), ("press('240', 'Enter')", t2), ("click('1702')", t3),
             ("fill('1815', '2')", t4), ("click('1816')", t5), ("click('1901')", t6),
             ("select_option('1989', 'California')", t7), ("fill('1990', '94107')", t8)]
    return dict(tid="h9-web-01", state=state, turns=turns, bad=True, turn=6, kind="cart count does not follow")


# 02 | One Stop Market: edit cart qty, bad coupon (no change), remove item, search + sort by price + page 2, add to cart. CLEAN.
def t02() -> dict[str, Any]:
    sony = ("Sony WH-CH520 Wireless Headphones Bluetooth On-Ear Headset with Microphone, Black", 48.00)
    anker = ("Anker PowerCore 10000 Portable Charger, 10000mAh Power Bank", 25.99)

    def cart(items: list[tuple[tuple[str, float], int]], qty_field: dict[int, str] | None = None,
             coupon: str = "", msg: str | None = None, msg_kind: str = "") -> str:
        count = sum(q for _, q in items)
        sub = sum(p * q for (_, p), q in items)
        body = []
        if msg:
            body += ["[2100] alert '' live: assertive atomic: True relevant: additions text", f"\tStaticText '{msg}'"]
        body += ["[1950] heading 'Shopping Cart'", "[1952] table ''", "\t[1953] row ''", "\t\t[1954] columnheader 'Item'",
                 "\t\t[1955] columnheader 'Price'", "\t\t[1956] columnheader 'Qty'", "\t\t[1957] columnheader 'Subtotal'"]
        for (n, p), q in items:
            b = 1960 if n == sony[0] else 1970
            shown = (qty_field or {}).get(b + 3, str(q))
            body += [f"\t[{b}] row ''", f"\t\t[{b + 1}] link '{n}'", f"\t\tStaticText '{money(p)}'",
                     f"\t\t[{b + 3}] spinbutton 'Qty' value='{shown}'", f"\t\tStaticText '{money(p * q)}'",
                     f"\t\t[{b + 5}] link 'Edit item parameters'", f"\t\t[{b + 6}] link 'Remove item'"]
        body += ["[1980] button 'Update Shopping Cart'", "[1981] link 'Continue Shopping'",
                 "[2000] link 'Apply Discount Code' expanded: True",
                 f"[2001] textbox 'Enter discount code' value='{coupon}'" if coupon else "[2001] textbox 'Enter discount code'",
                 "[2002] button 'Apply Discount'", "[1985] heading 'Summary'",
                 "StaticText 'Subtotal'", f"StaticText '{money(sub)}'", "StaticText 'Tax'", "StaticText '$0.00'",
                 "StaticText 'Order Total'", f"StaticText '{money(sub)}'", "[1999] button 'Proceed to Checkout'"]
        return W("Shopping Cart", SHOP + "/checkout/cart/", shop_header(count, user="Sam Patel") + body)

    both = [(sony, 1), (anker, 2)]
    state = cart(both)
    t1 = cart(both, {1973: "1"})
    t2 = cart([(sony, 1), (anker, 1)])
    t3 = cart([(sony, 1), (anker, 1)], coupon="SAVE20")
    t4 = cart([(sony, 1), (anker, 1)], coupon="SAVE20", msg='The coupon code "SAVE20" is not valid.')
    t5 = cart([(anker, 1)])
    # 15 matching products, in relevance order
    prods = [("Anker USB C Cable, PowerLine III USB C to USB C Cable 6ft", 15.99),
             ("Amazon Basics USB-C to USB-A 3.1 Gen 1 Cable, 3 ft", 8.49),
             ("Anker Powerline II USB C to USB C 3.1 Gen 2 Cable (3ft)", 11.99),
             ("UGREEN USB C Cable Braided Fast Charging 2-Pack 6.6ft", 9.99),
             ("Belkin BoostCharge USB-C to USB-C Cable, 2m", 19.99),
             ("Apple 240W USB-C Charge Cable (2 m)", 29.00),
             ("JSAUX USB C Cable 3-Pack 3.3ft+6.6ft+10ft", 12.99),
             ("Cable Matters USB C to USB C Cable 6 ft 100W", 13.99),
             ("Syncwire USB C to USB C Cable 60W 6.6ft", 7.99),
             ("INIU USB C Cable 3-Pack, 3.1A Fast Charging", 10.49),
             ("Samsung Original 25W USB-C to USB-C Cable, 1m, White", 6.99),
             ("Sabrent 22AWG USB 3.1 Type-C to Type-A Cable 3ft", 5.95),
             ("Nimaso USB C to USB C Cable 100W 2-Pack, 10ft", 17.99),
             ("etguuds USB C Cable 6ft 2-Pack, Nylon Braided", 8.99),
             ("Satechi USB-C to USB-C 100W Charging Cable, 2m", 24.99)]

    def results(order: list[tuple[str, float]], page: int, sort: str, count: int, msg: str | None = None) -> str:
        per = 12
        items = order[(page - 1) * per: page * per]
        lo, hi = (page - 1) * per + 1, (page - 1) * per + len(items)
        body = []
        if msg:
            body += ["[2200] alert '' live: assertive atomic: True relevant: additions text", f"\tStaticText '{msg}'"]
        body += ["[1601] heading \"Search results for: 'usb c cable'\"", f"StaticText 'Items {lo}-{hi} of 15'",
                 "[1610] combobox 'Sort By' hasPopup: menu expanded: False"]
        for j, o in enumerate(["Relevance", "Product Name", "Price"]):
            body.append(f"\t[{1611 + j}] option '{o}', selected={o == sort}")
        for i, (n, p) in enumerate(items):
            b = 1702 + i * 7
            body += [f"[{b}] link '{n}'", f"StaticText '{money(p)}'", f"[{b + 4}] button 'Add to Cart'"]
        body += ["[1800] link 'Page 1'" if page == 2 else "StaticText 'Page 1'",
                 "[1801] link 'Page 2'" if page == 1 else "StaticText 'Page 2'"]
        q = "?q=usb+c+cable" + ("&product_list_order=price" if sort == "Price" else "") + (f"&p={page}" if page > 1 else "")
        return W("Search results for: 'usb c cable'", SHOP + "/catalogsearch/result/" + q,
                 shop_header(count, "usb c cable", user="Sam Patel") + body)

    t6 = results(prods, 1, "Relevance", 1)
    by_price = sorted(prods, key=lambda x: x[1])
    t7 = results(by_price, 1, "Price", 1)
    t8 = results(by_price, 2, "Price", 1)
    p2 = by_price[12:]
    pick = p2[0]
    t9 = results(by_price, 2, "Price", 2, msg=f"You added {pick[0]} to your shopping cart.")
    turns = [("fill('1973', '1')", t1), ("click('1980')", t2), ("fill('2001', 'SAVE20')", t3), ("click('2002')", t4),
             ("click('1966')", t5), ("goto('http://onestopmarket.example/catalogsearch/result/?q=usb+c+cable')", t6),
             ("select_option('1610', 'Price')", t7), ("click('1801')", t8), ("click('1706')", t9)]
    return dict(tid="h9-web-02", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GitLab (shared)
GL = "http://gitlab.example"


def gl_header(todo_issues: int, mrs: int = 1) -> list[str]:
    return ["[64] link 'Skip to content'", "[72] link 'Dashboard'", "[81] textbox 'Search GitLab' required: False",
            "[94] button 'Create new...' hasPopup: menu", "[107] link 'Issues'", f"\tStaticText '{todo_issues}'",
            "[112] link 'Merge requests'", f"\tStaticText '{mrs}'", "[117] link 'To-Do List'", "\tStaticText '2'",
            "[120] button 'Byte Blaze user’s menu' hasPopup: menu"]


def gl_sidebar(project: str, open_issues: int, open_mrs: int) -> list[str]:
    return ["[140] navigation 'Project navigation'", f"\t[150] link '{project}'", "\t[160] link 'Project information'",
            "\t[170] link 'Repository'", "\t[180] link 'Issues'", f"\t\tStaticText '{open_issues}'",
            "\t[190] link 'Merge requests'", f"\t\tStaticText '{open_mrs}'", "\t[200] link 'CI/CD'",
            "\t[210] link 'Deployments'", "\t[220] link 'Packages and registries'", "\t[224] link 'Wiki'",
            "\t[226] link 'Settings'"]


# 03 | GitLab: create an issue in kensho/log-ingest (next number #52), comment on it, list, then search.
#    | BAD turn 9: the search results list the new issue as #53, but turns 5, 7 and 8 all showed it as #52.
def t03() -> dict[str, Any]:
    issues = [
        (51, "Retry budget is ignored when upstream returns 429", "3 days ago", "Lena Fischer", ["bug"], 2),
        (50, "Add Prometheus metric for dropped lines", "5 days ago", "Byte Blaze", ["enhancement"], 0),
        (48, "Document S3 source IAM permissions", "1 week ago", "Omar Haddad", ["documentation"], 1),
        (47, "Parser chokes on CRLF line endings from Windows agents", "1 week ago", "Lena Fischer", ["bug"], 4),
        (45, "Upgrade to Go 1.22", "2 weeks ago", "Byte Blaze", ["maintenance"], 0),
        (44, "Config reload drops in-flight batches", "2 weeks ago", "Wei Zhang", ["bug", "severity::high"], 6),
        (41, "Support Kafka SASL/SCRAM auth", "3 weeks ago", "Omar Haddad", ["enhancement"], 3),
        (39, "Flaky test: TestBatcherFlushOnShutdown", "1 month ago", "Wei Zhang", ["ci"], 5),
        (36, "Helm chart: expose resources for sidecar", "1 month ago", "Priya Nair", ["deployment"], 1),
        (33, "Timestamps parsed in local time instead of UTC", "1 month ago", "Lena Fischer", ["bug"], 7),
        (31, "Support zstd and gzip in archive reader", "2 months ago", "Byte Blaze", ["enhancement"], 2),
        (27, "Benchmark ingest throughput against v1", "2 months ago", "Priya Nair", [], 0),
        (22, "Structured logging for the worker", "3 months ago", "Wei Zhang", ["enhancement"], 1),
        (18, "CLI --dry-run flag", "4 months ago", "Omar Haddad", ["enhancement"], 3),
    ]
    title = "Ingest worker crashes on empty gzip chunk"
    desc = ("When an agent flushes an empty gzip member the worker panics with `gzip: invalid header` and restarts. "
            "Seen 14 times in prod since Monday.")

    def listing(rows: list[tuple], open_n: int, mine: int, search: str = "", shown_new: int = 52,
                tabs: tuple[int, int] | None = None) -> str:
        o, c = tabs or (open_n, 37)
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[302] link 'Issues'",
                f"[310] tab 'Open {o}' selected: True", f"[311] tab 'Closed {c}' selected: False",
                f"[312] tab 'All {o + c}' selected: False", "[315] link 'Edit issues'", "[316] link 'New issue'",
                f"[320] textbox 'Search or filter results...' value='{search}'" if search else "[320] textbox 'Search or filter results...'",
                "[321] button 'Created date' hasPopup: listbox"]
        for k, (n, ti, when, who, labels, com) in enumerate(rows):
            b = 400 + k * 10
            num = shown_new if n == 52 else n
            body += [f"[{b}] link '{ti}'", f"StaticText '#{num} · created {when} by {who}'"]
            body += [f"[{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labels)]
            body.append(f"StaticText '{com}'" if com else "StaticText '0'")
        url = GL + "/kensho/log-ingest/-/issues" + (f"?search={search}" if search else "")
        return W("Issues · kensho / log-ingest · GitLab", url,
                 gl_header(mine) + gl_sidebar("log-ingest", open_n, 3) + body)

    state = listing(issues, 14, 3)

    def form(ti: str, de: str, assignee: str) -> str:
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[302] link 'Issues'", "[303] link 'New'",
                "[330] heading 'New Issue'", "[332] textbox 'Title (required)' required: True" + (f" value='{ti}'" if ti else ""),
                "[334] combobox 'Type' value='Issue'", "[336] link 'Choose a template'", "[338] button 'Preview'",
                "[340] textbox 'Description' required: False" + (f" value='{de}'" if de else ""),
                "[342] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false",
                "StaticText 'Assignee'"]
        body += [f"[345] button '{assignee}' hasPopup: listbox"] + ([] if assignee != "Unassigned" else ["[346] link 'Assign to me'"])
        body += ["StaticText 'Milestone'", "[348] button 'Milestone' hasPopup: listbox", "StaticText 'Labels'",
                 "[350] button 'Labels' hasPopup: listbox", "StaticText 'Due date'", "[352] textbox 'Select due date'",
                 "[360] button 'Create issue'", "[361] link 'Cancel'"]
        return W("New Issue · kensho / log-ingest · GitLab", GL + "/kensho/log-ingest/-/issues/new",
                 gl_header(3) + gl_sidebar("log-ingest", 14, 3) + body)

    t1, t2, t3, t4 = form("", "", "Unassigned"), form(title, "", "Unassigned"), form(title, desc, "Unassigned"), form(title, desc, "Byte Blaze")

    def issue(box: str, comments: bool) -> str:
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[302] link 'Issues'", "[303] link '#52'",
                "StaticText 'Open'", "StaticText 'Issue created just now by'", "[372] link 'Byte Blaze'",
                "[374] button 'Close issue'", "[375] button 'Issue actions' hasPopup: menu",
                f"[380] heading '{title}'", f"StaticText '{desc}'",
                "[386] button 'Create merge request'", "[390] heading 'Activity'",
                "StaticText 'Byte Blaze assigned to @byteblaze just now'"]
        if comments:
            body += ["[400] article ''", "\t[401] link 'Byte Blaze'", "\tStaticText '@byteblaze · just now'",
                     "\tStaticText 'Repro: send a zero-length gzip member via `agent-cli send --gzip --empty`. Stack trace in #ops-ingest.'",
                     "\t[405] button 'Add reaction'", "\t[406] button 'More actions'"]
        body += [f"[420] textbox 'Comment' value='{box}'" if box else "[420] textbox 'Comment'",
                 "[422] button 'Comment'", "[423] button 'Close issue'",
                 "[430] complementary 'Issue sidebar'", "\tStaticText 'Assignee'", "\t[432] link 'Byte Blaze'",
                 "\tStaticText 'Labels'", "\tStaticText 'None'", "\tStaticText 'Milestone'", "\tStaticText 'None'",
                 "\tStaticText 'Due date'", "\tStaticText 'None'", "\tStaticText 'Participants'", "\tStaticText '1 participant'",
                 "\tStaticText 'Reference: kensho/log-ingest#52'", "\t[440] button 'Copy reference'"]
        return W(f"{title} (#52) · Issues · kensho / log-ingest · GitLab", GL + "/kensho/log-ingest/-/issues/52",
                 gl_header(4) + gl_sidebar("log-ingest", 15, 3) + body)

    rep = "Repro: send a zero-length gzip member via `agent-cli send --gzip --empty`. Stack trace in #ops-ingest."
    t5 = issue("", False)
    t6 = issue(rep, False)
    t7 = issue("", True)
    new_nl = (52, title, "just now", "Byte Blaze", [], 1)
    t8 = listing([new_nl] + issues, 15, 4)
    hits = [new_nl] + [i for i in issues if "gzip" in i[1].lower()]
    t9 = listing(hits, 15, 4, search="gzip", shown_new=53, tabs=(2, 1))  # BAD: #53
    turns = [("click('316')", t1), (f"fill('332', '{title}')", t2), (f"fill('340', '{desc}')", t3),
             ("click('346')", t4), ("click('360')", t5), (f"fill('420', '{rep}')", t6), ("click('422')", t7),
             ("click('302')", t8), ("goto('http://gitlab.example/kensho/log-ingest/-/issues?search=gzip')", t9)]
    return dict(tid="h9-web-03", state=state, turns=turns, bad=True, turn=9, kind="id changed")


# 04 | GitLab: edit README in the web editor, commit to a new branch with an MR, merge it (source branch deleted),
#    | back on the project page: README text, commit count (+2: commit + merge commit), branch count back to 7. CLEAN.
def t04() -> dict[str, Any]:
    old = ["# log-ingest", "", "High-throughput log shipper for the Kensho platform.", "", "## Install", "",
           "    pip install logingest", "", "## Usage", "", "    logingest --config /etc/logingest.yaml", "",
           "See docs/configuration.md for every option."]
    newl = list(old)
    newl[6] = '    pip install "logingest>=2.3"'

    def proj(commits: str, branches: int, last: str, last_when: str, sha: str, readme: list[str], mrs: int) -> str:
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[500] heading 'log-ingest'",
                "StaticText 'Project ID: 4187'", f"[505] link '{commits} Commits'", f"[506] link '{branches} Branches'",
                "[507] link '12 Tags'", "[508] link '3.1 MiB Project Storage'",
                "[510] button 'main' hasPopup: listbox", "[512] link 'Find file'", "[513] link 'Web IDE'",
                "[514] button 'Code' hasPopup: menu", f"[520] link '{last}'", f"StaticText 'Byte Blaze authored {last_when}'",
                f"StaticText '{sha}'", "[530] table 'Files'",
                "\t[531] row ''", "\t\t[532] link 'cmd'", "\t[534] row ''", "\t\t[535] link 'docs'",
                "\t[537] row ''", "\t\t[538] link 'internal'", "\t[540] row ''", "\t\t[541] link '.gitlab-ci.yml'",
                "\t[543] row ''", "\t\t[544] link 'go.mod'", "\t[546] row ''", "\t\t[547] link 'README.md'",
                "[560] heading 'README.md'", "[562] link 'Edit'"]
        body += [f"StaticText '{ln}'" for ln in readme if ln]
        return W("kensho / log-ingest · GitLab", GL + "/kensho/log-ingest", gl_header(3) + gl_sidebar("log-ingest", 14, mrs) + body)

    state = proj("1,204", 7, "Bump version to 2.3.1", "2 days ago", "9c1e4b7a", old, 3)

    def editor(text: list[str], msg: str, branch: str) -> str:
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[600] heading 'Edit file'",
                "[602] textbox 'File name' value='README.md'", "[604] textbox 'Editor content' multiline: True value='" + "\\n".join(text) + "'",
                "[610] textbox 'Commit message' value='" + msg + "'", f"[612] textbox 'Target Branch' value='{branch}'"]
        if branch != "main":
            body.append("[614] checkbox 'Start a new merge request with these changes' checked: true")
        body += ["[620] button 'Commit changes'", "[621] link 'Cancel'"]
        return W("Edit · README.md · main · kensho / log-ingest · GitLab", GL + "/kensho/log-ingest/-/edit/main/README.md",
                 gl_header(3) + gl_sidebar("log-ingest", 14, 3) + body)

    t1 = editor(old, "Update README.md", "main")
    t2 = editor(newl, "Update README.md", "main")
    t3 = editor(newl, "docs: update install instructions", "main")
    t4 = editor(newl, "docs: update install instructions", "docs-install")
    t5 = W("New Merge Request · kensho / log-ingest · GitLab", GL + "/kensho/log-ingest/-/merge_requests/new?merge_request%5Bsource_branch%5D=docs-install",
           gl_header(3) + gl_sidebar("log-ingest", 14, 3) + [
               "[300] link 'kensho'", "[301] link 'log-ingest'", "[640] heading 'New merge request'",
               "StaticText 'From docs-install into main'", "[642] link 'Change branches'",
               "[644] textbox 'Title (required)' value='docs: update install instructions'",
               "[646] button 'Mark as draft'", "[648] textbox 'Description'", "StaticText 'Assignee'",
               "[650] link 'Assign to me'", "StaticText 'Reviewer'", "[652] button 'Unassigned' hasPopup: listbox",
               "[656] checkbox 'Delete source branch when merge request is accepted.' checked: true",
               "[657] checkbox 'Squash commits when merge request is accepted.' checked: false",
               "[660] button 'Create merge request'", "[662] tab 'Commits 1' selected: False", "[663] tab 'Changes 1' selected: False"])

    def mr(tab: str, pipeline: str, merged: bool, mrs: int) -> str:
        body = ["[300] link 'kensho'", "[301] link 'log-ingest'", "[302] link 'Merge requests'", "[303] link '!19'",
                "StaticText 'Merged'" if merged else "StaticText 'Open'", "[700] heading 'docs: update install instructions'",
                "StaticText 'Byte Blaze requested to merge docs-install into main just now'" if not merged else
                "StaticText 'Byte Blaze merged docs-install into main just now'",
                f"[704] tab 'Overview 0' selected: {tab == 'overview'}", "[705] tab 'Commits 1' selected: False",
                "[706] tab 'Pipelines 1' selected: False", f"[707] tab 'Changes 1' selected: {tab == 'changes'}"]
        if tab == "changes":
            body += ["[720] heading 'README.md'", "StaticText '+1 −1'", "[722] table 'diff'",
                     "\t[723] row ''", "\t\tStaticText '5'", "\t\tStaticText '5'", "\t\tStaticText ''",
                     "\t[725] row ''", "\t\tStaticText '6'", "\t\tStaticText '6'", "\t\tStaticText ''",
                     "\t[727] row ''", "\t\tStaticText '7'", "\t\tStaticText '-     pip install logingest'",
                     "\t[729] row ''", "\t\tStaticText '7'", "\t\tStaticText '+     pip install \"logingest>=2.3\"'",
                     "\t[731] row ''", "\t\tStaticText '8'", "\t\tStaticText '8'", "\t\tStaticText ''",
                     "\t[733] row ''", "\t\tStaticText '9'", "\t\tStaticText '9'", "\t\tStaticText '## Usage'"]
        else:
            body += [f"StaticText 'Merge request pipeline #8812 {pipeline} for 3f7a2d90'"]
            if merged:
                body += ["StaticText 'Merged by Byte Blaze just now'",
                         "StaticText 'The changes were merged into main with c41b09e2'",
                         "StaticText 'The source branch has been deleted'", "[760] button 'Revert'",
                         "[761] button 'Cherry-pick'"]
            elif pipeline == "passed":
                body += ["StaticText 'Ready to merge!'", "[750] checkbox 'Delete source branch' checked: true",
                         "[751] checkbox 'Squash commits' checked: false", "[752] button 'Merge'"]
            else:
                body += ["StaticText 'Merge blocked: pipeline must succeed.'", "[753] button 'Set to auto-merge'"]
            body += ["[770] textbox 'Comment'", "[771] button 'Comment'"]
        body += ["[780] complementary 'Merge request sidebar'", "\tStaticText 'Assignee'", "\tStaticText 'None'",
                 "\tStaticText 'Reviewers'", "\tStaticText 'None'", "\tStaticText 'Reference: kensho/log-ingest!19'"]
        return W("docs: update install instructions (!19) · Merge requests · kensho / log-ingest · GitLab",
                 GL + "/kensho/log-ingest/-/merge_requests/19" + ("/diffs" if tab == "changes" else ""),
                 gl_header(3) + gl_sidebar("log-ingest", 14, mrs) + body)

    t6 = mr("overview", "running", False, 4)
    t7 = mr("changes", "running", False, 4)
    t8 = mr("overview", "passed", False, 4)
    t9 = mr("overview", "passed", True, 3)
    t10 = proj("1,206", 7, "Merge branch 'docs-install' into 'main'", "just now", "c41b09e2", newl, 3)
    turns = [("click('562')", t1), ("fill('604', '" + "\\n".join(newl) + "')", t2),
             ("fill('610', 'docs: update install instructions')", t3), ("fill('612', 'docs-install')", t4),
             ("click('620')", t5), ("click('660')", t6), ("click('707')", t7), ("click('704')", t8),
             ("click('752')", t9), ("click('301')", t10)]
    return dict(tid="h9-web-04", state=state, turns=turns, bad=False, turn=None, kind="clean")


# 05 | GitLab: rename label 'bug-critical' to 'severity::critical' in kensho/edge-proxy, follow it to its issues.
#    | BAD turn 5: issue #121's sidebar shows the label as 'bug-critical' although turns 3-4 show it renamed.
def t05() -> dict[str, Any]:
    labels = [("bug", "#d9534f", "Something is broken", 9, 2), ("bug-critical", "#8b0000", "Data loss or outage; page on-call", 3, 1),
              ("ci", "#6699cc", "Pipelines, runners, flaky tests", 4, 3), ("deployment", "#428bca", "Helm, Terraform, rollout", 2, 1),
              ("documentation", "#f0ad4e", "Docs and examples", 5, 2), ("enhancement", "#5cb85c", "New feature or improvement", 11, 4),
              ("maintenance", "#7f8c8d", "Dependency bumps and chores", 6, 5), ("severity::high", "#e67e22", "Degraded service, no data loss", 4, 0)]

    def lab_page(rows: list[tuple], msg: bool = False) -> str:
        body = ["[300] link 'kensho'", "[301] link 'edge-proxy'", "[302] link 'Labels'"]
        body += ["[305] alert ''", "\tStaticText 'Label was updated.'"] if msg else []
        body += ["[310] tab 'All' selected: True", "[311] tab 'Subscribed' selected: False",
                 "[312] textbox 'Filter'", "[314] button 'Name' hasPopup: listbox", "[316] link 'New label'"]
        for k, (n, col, d, iss, mr) in enumerate(sorted(rows, key=lambda r: r[0])):
            b = 400 + k * 10
            body += [f"[{b}] listitem ''", f"\t[{b + 1}] link '{n}'", f"\tStaticText '{d}'",
                     f"\t[{b + 3}] link 'Issues'", f"\t[{b + 4}] link 'Merge requests'",
                     f"\t[{b + 5}] button 'Subscribe'", f"\t[{b + 6}] link 'Edit'", f"\t[{b + 7}] button 'Label actions dropdown'"]
        return W("Labels · kensho / edge-proxy · GitLab", GL + "/kensho/edge-proxy/-/labels",
                 gl_header(2) + gl_sidebar("edge-proxy", 23, 4) + body)

    state = lab_page(labels)

    def edit(title: str) -> str:
        return W("Edit Label · kensho / edge-proxy · GitLab", GL + "/kensho/edge-proxy/-/labels/77/edit",
                 gl_header(2) + gl_sidebar("edge-proxy", 23, 4) + [
                     "[300] link 'kensho'", "[301] link 'edge-proxy'", "[302] link 'Labels'", "[303] link 'Edit'",
                     "[600] heading 'Edit Label'", f"[602] textbox 'Title' value='{title}'",
                     "[604] textbox 'Description' value='Data loss or outage; page on-call'",
                     "[606] textbox 'Background color' value='#8b0000'", "[608] button 'Save changes'", "[609] link 'Cancel'",
                     "[612] button 'Delete'"])

    t1, t2 = edit("bug-critical"), edit("severity::critical")
    renamed = [("severity::critical",) + r[1:] if r[0] == "bug-critical" else r for r in labels]
    t3 = lab_page(renamed, msg=True)
    crit = [(128, "TLS handshake fails after cert rotation", "4 days ago", "Wei Zhang", ["bug", "severity::critical"], 5),
            (121, "Memory leak in connection pool under sustained load", "2 weeks ago", "Priya Nair", ["severity::critical"], 9),
            (117, "Upstream health checks mark all backends down after DNS timeout", "3 weeks ago", "Omar Haddad", ["bug", "severity::critical"], 12)]
    body = ["[300] link 'kensho'", "[301] link 'edge-proxy'", "[302] link 'Issues'", "[310] tab 'Open 3' selected: True",
            "[311] tab 'Closed 2' selected: False", "[312] tab 'All 5' selected: False", "[316] link 'New issue'",
            "[320] textbox 'Search or filter results...'", "\tStaticText 'Label = severity::critical'", "\t[322] button 'Remove'"]
    for k, (n, ti, when, who, labs, com) in enumerate(crit):
        b = 430 + k * 10
        body += [f"[{b}] link '{ti}'", f"StaticText '#{n} · created {when} by {who}'"] + \
                [f"[{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labs)] + [f"StaticText '{com}'"]
    t4 = W("Issues · kensho / edge-proxy · GitLab", GL + "/kensho/edge-proxy/-/issues?label_name%5B%5D=severity%3A%3Acritical",
           gl_header(2) + gl_sidebar("edge-proxy", 23, 4) + body)
    reply = "Heap profile after 6h at 2k rps attached; pool.idleConns grows without bound. Bisected to a3e91f0."

    def issue121(box: str, posted: bool) -> str:
        b = ["[300] link 'kensho'", "[301] link 'edge-proxy'", "[302] link 'Issues'", "[303] link '#121'", "StaticText 'Open'",
             "StaticText 'Issue created 2 weeks ago by'", "[372] link 'Priya Nair'", "[374] button 'Close issue'",
             "[380] heading 'Memory leak in connection pool under sustained load'",
             "StaticText 'RSS of edge-proxy pods grows ~40 MiB/hour at 2k rps until OOMKilled. Restarts every ~9 hours.'",
             "[390] heading 'Activity'", "StaticText 'Priya Nair added severity::critical label 2 weeks ago'",
             "StaticText 'Wei Zhang assigned to @wzhang 13 days ago'", f"StaticText '{10 if posted else 9} comments'",
             "[395] link 'Show all activity'"]
        if posted:
            b += ["[400] article ''", "\t[401] link 'Byte Blaze'", "\tStaticText '@byteblaze · just now'", f"\tStaticText '{reply}'"]
        b += [f"[420] textbox 'Comment' value='{box}'" if box else "[420] textbox 'Comment'", "[422] button 'Comment'",
              "[430] complementary 'Issue sidebar'", "\tStaticText 'Assignee'", "\t[432] link 'Wei Zhang'",
              "\tStaticText 'Labels'", "\t[434] link 'bug-critical'", "\tStaticText 'Milestone'", "\t[436] link 'v0.9'",
              "\tStaticText 'Due date'", "\tStaticText 'None'", "\tStaticText 'Participants'",
              f"\tStaticText '{4 if posted else 3} participants'", "\tStaticText 'Reference: kensho/edge-proxy#121'"]
        return W("Memory leak in connection pool under sustained load (#121) · Issues · kensho / edge-proxy · GitLab",
                 GL + "/kensho/edge-proxy/-/issues/121", gl_header(2) + gl_sidebar("edge-proxy", 23, 4) + b)

    # BAD from turn 5 on: sidebar label shows the old name 'bug-critical'
    t5, t6, t7 = issue121("", False), issue121(reply, False), issue121("", True)
    turns = [("click('416')", t1), ("fill('602', 'severity::critical')", t2), ("click('608')", t3),
             ("click('463')", t4), ("click('440')", t5), (f"fill('420', '{reply}')", t6), ("click('422')", t7)]
    return dict(tid="h9-web-05", state=state, turns=turns, bad=True, turn=5, kind="renamed item under old name")


# ---------------------------------------------------------------- Postmill forum (shared)
FORUM = "http://forum.example"


def pm_header(user: str, notes: int = 0) -> list[str]:
    return ["[12] link 'Jump to main content'", "[13] link 'Jump to sidebar'", "[17] link 'Home'", "[26] link 'Forums'",
            "[27] link 'Wiki'", "[35] searchbox 'Search query'", f"[36] link 'Notifications ({notes})'",
            "[37] link 'Submit'", f"[38] button '{user}' hasPopup: menu expanded: False"]


def pm_article(b: int, title: str, author: str, ago: str, score: int, comments: int, forum: str | None = None,
               voted: bool = False, own: bool = False) -> list[str]:
    out = [f"[{b}] article ''", f"\t[{b + 1}] link '{title}'", "\tStaticText 'Submitted by'", f"\t[{b + 3}] link '{author}'",
           f"\tStaticText '{ago}'"]
    if forum:
        out += ["\tStaticText 'in'", f"\t[{b + 5}] link '{forum}'"]
    out += [f"\t[{b + 6}] link '{comments} comment{'s' if comments != 1 else ''}'"]
    if own:
        out += [f"\t[{b + 7}] link 'Edit'"]
    out += [f"\t[{b + 8}] button '{'Retract upvote' if voted else 'Upvote'}'" + (" pressed: true" if voted else ""),
            f"\tStaticText '{score}'", f"\t[{b + 9}] button 'Downvote'"]
    return out


def pm_forum_side(name: str, subs: str, mods: list[str]) -> list[str]:
    return ["[900] complementary ''", f"\t[901] heading '{name}'", "\t[902] button 'Unsubscribe'",
            f"\tStaticText '{subs} subscribers'", "\t[905] heading 'Moderators'"] + \
           [f"\t[{906 + i}] link '{m}'" for i, m in enumerate(mods)]


# 06 | Postmill f/books: upvote (+1), sort Hot->New (reorder), open a thread, post a comment (count 4->5), edit it. CLEAN.
def t06() -> dict[str, Any]:
    subs = {  # id: title, author, hours ago, score, comments
        "s3": ("Libraries are quietly the best deal in America", "marginalia_jo", 14, 1203, 188),
        "s2": ("Just finished The Left Hand of Darkness and I can't stop thinking about it", "ansible_ping", 6, 412, 88),
        "s6": ("Finally read Middlemarch — worth every page", "dorothea_b", 20, 301, 62),
        "s4": ("Anyone else lose the ability to read long novels after 2020?", "slowreader", 3, 212, 145),
        "s1": ("What book did you finish this month? (November thread)", "AutoModerator", 9, 154, 231),
        "s5": ("Terry Pratchett's Discworld reading order for a total beginner", "rincewind42", 11, 96, 47),
        "s8": ("Used bookstore haul from Powell's", "pdx_pages", 5, 77, 19),
        "s7": ("Books that made you change your mind about something", "curious_kestrel", 1, 38, 4),
    }
    hot = ["s3", "s2", "s6", "s4", "s1", "s5", "s8", "s7"]
    me = "nightowl_reads"

    def listing(order: list[str], sort: str, voted: set[str], comments_s7: int) -> str:
        body = ["[60] heading 'books'", "[62] link 'Submit'", "[64] link 'Hot'" + (" current: page" if sort == "Hot" else ""),
                "[65] link 'New'" + (" current: page" if sort == "New" else ""), "[66] link 'Active'", "[67] link 'Top'",
                "[68] link 'Controversial'", "[69] link 'Most commented'"]
        for k, sid in enumerate(order):
            ti, au, h, sc, co = subs[sid]
            if sid == "s7":
                co = comments_s7
            body += pm_article(100 + k * 20, ti, au, f"{h} hour{'s' if h != 1 else ''} ago", sc + (1 if sid in voted else 0), co,
                               voted=sid in voted)
        body += pm_forum_side("books", "18,402", ["marginalia_jo", "AutoModerator"])
        url = FORUM + "/f/books" + ("/new" if sort == "New" else "")
        return W("books", url, pm_header(me) + body)

    state = listing(hot, "Hot", set(), 4)
    t1 = listing(hot, "Hot", {"s4"}, 4)
    new = sorted(hot, key=lambda s: subs[s][2])
    t2 = listing(new, "New", {"s4"}, 4)
    others = [("bookish_ferret", "52 minutes ago", 12, "Sapiens made me rethink how much of history is storytelling. Not all of it holds up, but it changed how I read history."),
              ("quietmarginal", "48 minutes ago", 9, "Braiding Sweetgrass. I used to think of nature writing as scenery; now I think of it as reciprocity."),
              ("paul_in_tacoma", "31 minutes ago", 4, "Thinking, Fast and Slow — I stopped trusting my first impression of statistics."),
              ("ansible_ping", "17 minutes ago", 2, "The Dispossessed. I went in sure of my politics and came out with more questions.")]
    first = "Evicted by Matthew Desmond. I assumed eviction was a result of poverty; the book convinced me it is just as much a cause."
    second = first + " The chapters on Milwaukee landlords stayed with me for weeks."

    def thread(count: int, mine: str | None, box: str, editing: str | None, edited: bool) -> str:
        body = ["[60] heading 'books'", "[200] article ''", "\t[201] heading 'Books that made you change your mind about something'",
                "\tStaticText 'Submitted by'", "\t[203] link 'curious_kestrel'", "\tStaticText '1 hour ago'",
                "\tStaticText 'Fiction or non-fiction. Which book actually moved one of your opinions, and which opinion?'",
                f"\t[206] link '{count} comments'", "\t[208] button 'Upvote'", "\tStaticText '38'", "\t[209] button 'Downvote'",
                f"[220] heading '{count} comments'", "[222] textbox 'Comment' required: True" + (f" value='{box}'" if box else ""),
                "[224] button 'Post'", "[226] combobox 'Sort comments' value='Top'"]
        for k, (au, ago, sc, tx) in enumerate(others):
            b = 300 + k * 10
            body += [f"[{b}] article ''", f"\t[{b + 1}] link '{au}'", f"\tStaticText '{ago}'", f"\tStaticText '{tx}'",
                     f"\t[{b + 4}] button 'Upvote'", f"\tStaticText '{sc}'", f"\t[{b + 5}] button 'Downvote'", f"\t[{b + 6}] link 'Reply'"]
        if mine is not None:
            body += ["[400] article ''", f"\t[401] link '{me}'", "\tStaticText 'just now'"] + (["\tStaticText '(edited just now)'"] if edited else [])
            if editing is not None:
                body += [f"\t[410] textbox 'Comment' required: True value='{editing}'", "\t[412] button 'Save'", "\t[413] button 'Cancel'"]
            else:
                body += [f"\tStaticText '{mine}'", "\t[404] button 'Retract upvote' pressed: true", "\tStaticText '1'",
                         "\t[405] button 'Downvote'", "\t[406] link 'Reply'", "\t[407] link 'Edit'", "\t[408] link 'Delete'"]
        body += pm_forum_side("books", "18,402", ["marginalia_jo", "AutoModerator"])
        return W("Books that made you change your mind about something : books", FORUM + "/f/books/90317/books-that-made-you-change-your-mind-about-something",
                 pm_header(me) + body)

    t3 = thread(4, None, "", None, False)
    t4 = thread(4, None, first, None, False)
    t5 = thread(5, first, "", None, False)
    t6 = thread(5, first, "", first, False)
    t7 = thread(5, first, "", second, False)
    t8 = thread(5, second, "", None, True)
    turns = [("click('168')", t1), ("click('65')", t2), ("click('101')", t3), (f"fill('222', '{first}')", t4),
             ("click('224')", t5), ("click('407')", t6), (f"fill('410', '{second}')", t7), ("click('412')", t8)]
    return dict(tid="h9-web-06", state=state, turns=turns, bad=False, turn=None, kind="clean")


# 07 | Postmill: delete own submission 'Looking for a sci-fi book club in Portland' (turn 3), comment elsewhere, view profile.
#    | BAD turn 8: the Submissions tab lists the deleted submission again (turn 3 confirmed the deletion, turn 7 overview omits it).
def t07() -> dict[str, Any]:
    me = "quietlibrarian"
    mine = [("Looking for a sci-fi book club in Portland", "books", "2 days ago", 14, 6),
            ("Best branch of Multnomah County Library for quiet study?", "Portland", "5 days ago", 31, 12),
            ("Review: The Ministry of Time by Kaliane Bradley", "books", "1 week ago", 57, 23),
            ("Is anyone else's e-reader battery dying after the last update?", "ereaders", "2 weeks ago", 9, 17),
            ("Free little library on SE Belmont restocked!", "Portland", "3 weeks ago", 88, 9),
            ("Short story collections for commuting?", "books", "1 month ago", 40, 31)]

    def user_subs(rows: list[tuple]) -> str:
        body = [f"[60] heading '{me}'", "[61] link 'Overview'", "[62] link 'Submissions' current: page", "[63] link 'Comments'"]
        for k, (ti, fo, ago, sc, co) in enumerate(rows):
            body += pm_article(100 + k * 20, ti, me, ago, sc, co, forum=fo, own=True)
        body += ["[900] complementary ''", f"\t[901] heading '{me}'", "\tStaticText 'Registered 3 years ago'",
                 "\t[903] link 'Message'", "\t[904] heading 'Moderates'", "\tStaticText 'None'"]
        return W(f"Submissions by {me}", FORUM + f"/user/{me}/submissions", pm_header(me) + body)

    state = user_subs(mine)

    def sub_page(dialog: bool) -> str:
        body = ["[60] heading 'books'", "[200] article ''", "\t[201] heading 'Looking for a sci-fi book club in Portland'",
                "\tStaticText 'Submitted by'", f"\t[203] link '{me}'", "\tStaticText '2 days ago'",
                "\tStaticText 'Ideally east side, evenings, something that reads both classics and new releases. Happy to host once a month.'",
                "\t[206] link '6 comments'", "\t[207] link 'Edit'", "\t[208] button 'Delete'", "\t[209] button 'Upvote'",
                "\tStaticText '14'", "\t[210] button 'Downvote'", "[220] heading '6 comments'", "[222] textbox 'Comment' required: True",
                "[224] button 'Post'", "[300] article ''", "\t[301] link 'pdx_pages'", "\tStaticText '2 days ago'",
                "\tStaticText 'Powell's on Hawthorne used to run one on Thursdays. Not sure it survived the pandemic.'",
                "\t[304] link 'Reply'", "[310] article ''", "\t[311] link 'ansible_ping'", "\tStaticText '1 day ago'",
                "\tStaticText 'Rose City Book Pub has a sci-fi night the second Tuesday of each month. Worth a look.'",
                "\t[314] link 'Reply'", "[318] link 'Show 4 more comments'"]
        if dialog:
            body += ["[950] dialog 'Confirm' modal: True", "\tStaticText 'Are you sure you want to delete this submission?'",
                     "\t[952] button 'Delete'", "\t[953] button 'Cancel'"]
        body += pm_forum_side("books", "18,402", ["marginalia_jo", "AutoModerator"])
        return W("Looking for a sci-fi book club in Portland : books", FORUM + "/f/books/89977/looking-for-a-sci-fi-book-club-in-portland",
                 pm_header(me) + body)

    t1, t2 = sub_page(False), sub_page(True)
    books = [("Libraries are quietly the best deal in America", "marginalia_jo", "16 hours ago", 1240, 192),
             ("Just finished The Left Hand of Darkness and I can't stop thinking about it", "ansible_ping", "8 hours ago", 430, 91),
             ("Anyone else lose the ability to read long novels after 2020?", "slowreader", "5 hours ago", 236, 151),
             ("Finally read Middlemarch — worth every page", "dorothea_b", "22 hours ago", 305, 62),
             ("What book did you finish this month? (November thread)", "AutoModerator", "11 hours ago", 160, 240),
             ("Terry Pratchett's Discworld reading order for a total beginner", "rincewind42", "13 hours ago", 101, 49),
             ("Used bookstore haul from Powell's", "pdx_pages", "7 hours ago", 80, 21)]
    body = ["[55] alert ''", "\tStaticText 'The submission was deleted.'", "[60] heading 'books'", "[64] link 'Hot' current: page",
            "[65] link 'New'", "[66] link 'Active'", "[67] link 'Top'"]
    for k, (ti, au, ago, sc, co) in enumerate(books):
        body += pm_article(100 + k * 20, ti, au, ago, sc, co)
    t3 = W("books", FORUM + "/f/books", pm_header(me) + body + pm_forum_side("books", "18,402", ["marginalia_jo", "AutoModerator"]))
    reply = "Same here. What helped me was audiobooks for the first 50 pages, then switching to print once I was hooked."

    def other(box: str, posted: bool) -> str:
        n = 152 if posted else 151
        b = ["[60] heading 'books'", "[200] article ''", "\t[201] heading 'Anyone else lose the ability to read long novels after 2020?'",
             "\tStaticText 'Submitted by'", "\t[203] link 'slowreader'", "\tStaticText '5 hours ago'",
             "\tStaticText 'I used to read 600-page books in a week. Now I stall at page 80 every time. Tips?'",
             f"\t[206] link '{n} comments'", "\t[208] button 'Upvote'", "\tStaticText '236'", "\t[209] button 'Downvote'",
             f"[220] heading '{n} comments'", "[222] textbox 'Comment' required: True" + (f" value='{box}'" if box else ""), "[224] button 'Post'"]
        if posted:
            b += ["[400] article ''", f"\t[401] link '{me}'", "\tStaticText 'just now'", f"\tStaticText '{reply}'",
                  "\t[404] button 'Retract upvote' pressed: true", "\tStaticText '1'", "\t[406] link 'Reply'", "\t[407] link 'Edit'",
                  "\t[408] link 'Delete'"]
        b += ["[300] article ''", "\t[301] link 'dorothea_b'", "\tStaticText '4 hours ago'",
              "\tStaticText 'Short sessions, phone in another room. Twenty minutes a day got me through Anna Karenina.'",
              "\t[304] button 'Upvote'", "\tStaticText '88'", "\t[306] link 'Reply'", "[310] article ''", "\t[311] link 'rincewind42'",
              "\tStaticText '4 hours ago'", "\tStaticText 'Honestly, pick something with short chapters first. Pratchett is perfect for this.'",
              "\t[314] button 'Upvote'", "\tStaticText '61'", "\t[316] link 'Reply'", "[320] link 'Show 149 more comments'"]
        return W("Anyone else lose the ability to read long novels after 2020? : books",
                 FORUM + "/f/books/90212/anyone-else-lose-the-ability-to-read-long-novels-after-2020", pm_header(me) + b)

    t4, t5, t6 = other("", False), other(reply, False), other("", True)
    ov = [f"[60] heading '{me}'", "[61] link 'Overview' current: page", "[62] link 'Submissions'", "[63] link 'Comments'",
          "[100] article ''", "\tStaticText 'Comment on'", "\t[101] link 'Anyone else lose the ability to read long novels after 2020?'",
          "\tStaticText 'in'", "\t[102] link 'books'", "\tStaticText 'just now'", f"\tStaticText '{reply}'", "\tStaticText '1 point'"]
    ov += pm_article(120, *mine[1][:1], me, mine[1][2], mine[1][3], mine[1][4], forum=mine[1][1], own=True)
    ov += ["[140] article ''", "\tStaticText 'Comment on'", "\t[141] link 'Review: The Ministry of Time by Kaliane Bradley'",
           "\tStaticText 'in'", "\t[142] link 'books'", "\tStaticText '6 days ago'",
           "\tStaticText 'Thanks! The ending split my book club too.'", "\tStaticText '7 points'"]
    ov += pm_article(160, mine[2][0], me, mine[2][2], mine[2][3], mine[2][4], forum=mine[2][1], own=True)
    ov += ["[180] article ''", "\tStaticText 'Comment on'", "\t[181] link 'Kindle vs Kobo in 2024?'", "\tStaticText 'in'",
           "\t[182] link 'ereaders'", "\tStaticText '9 days ago'", "\tStaticText 'Kobo, mostly for the library integration with Libby.'",
           "\tStaticText '3 points'", "[195] link 'More'"]
    ov += ["[900] complementary ''", f"\t[901] heading '{me}'", "\tStaticText 'Registered 3 years ago'", "\t[903] link 'Message'"]
    t7 = W(me, FORUM + f"/user/{me}", pm_header(me) + ov)
    t8 = user_subs(mine)  # BAD: deleted submission listed again
    comments = [("Anyone else lose the ability to read long novels after 2020?", "books", "just now", 1, reply),
                ("Review: The Ministry of Time by Kaliane Bradley", "books", "6 days ago", 7, "Thanks! The ending split my book club too."),
                ("Kindle vs Kobo in 2024?", "ereaders", "9 days ago", 3, "Kobo, mostly for the library integration with Libby."),
                ("Where to donate old textbooks in Portland?", "Portland", "2 weeks ago", 11, "Title Wave on Knott St takes them."),
                ("Short story collections for commuting?", "books", "1 month ago", 5, "Adding Ted Chiang's Exhalation from the replies. Thanks all!")]

    def user_comments(editing: bool) -> str:
        b = [f"[60] heading '{me}'", "[61] link 'Overview'", "[62] link 'Submissions'", "[63] link 'Comments' current: page"]
        for k, (ti, fo, ago, pts, tx) in enumerate(comments):
            c = 100 + k * 12
            b += [f"[{c}] article ''", "\tStaticText 'Comment on'", f"\t[{c + 1}] link '{ti}'", "\tStaticText 'in'", f"\t[{c + 2}] link '{fo}'",
                  f"\tStaticText '{ago}'"]
            if editing and k == 0:
                b += [f"\t[{c + 4}] textbox 'Comment' required: True value='{tx}'", f"\t[{c + 5}] button 'Save'", f"\t[{c + 6}] button 'Cancel'"]
            else:
                b += [f"\tStaticText '{tx}'", f"\tStaticText '{pts} point{'s' if pts != 1 else ''}'", f"\t[{c + 7}] link 'Edit'"]
        return W(f"Comments by {me}", FORUM + f"/user/{me}/comments", pm_header(me) + b)

    t9, t10 = user_comments(False), user_comments(True)
    turns = [("click('101')", t1), ("click('208')", t2), ("click('952')", t3), ("click('141')", t4), (f"fill('222', '{reply}')", t5),
             ("click('224')", t6), ("goto('http://forum.example/user/quietlibrarian')", t7), ("click('62')", t8), ("click('63')", t9),
             ("click('107')", t10)]
    return dict(tid="h9-web-07", state=state, turns=turns, bad=True, turn=8, kind="deleted item reappears")


# ---------------------------------------------------------------- OpenStreetMap (shared)
MAP = "http://maps.example"


def osm_header(search: str = "") -> list[str]:
    return ["[35] link 'OpenStreetMap logo OpenStreetMap'", "[40] link 'Edit'", "[45] link 'History'", "[46] link 'Export'",
            "[50] link 'GPS Traces'", "[51] link 'User Diaries'", "[52] link 'Communities'", "[53] link 'Copyright'",
            "[54] link 'Help'", "[55] link 'About'", "[60] link 'Log In'", "[61] link 'Sign Up'"] + \
           ([f"[80] textbox 'Search' value='{search}'" if search else "[80] textbox 'Search'", "[81] button 'Go'",
             "[82] link 'Find directions between two points'"])


def osm_controls(scale: str) -> list[str]:
    return ["[300] link 'Zoom In'", "[301] link 'Zoom Out'", "[302] button 'Show My Location'", "[303] link 'Layers'",
            "[304] link 'Share'", "[305] link 'Add a note to the map'", "[306] link 'Query features'", f"StaticText '{scale}'",
            "StaticText '© OpenStreetMap contributors'", "[310] link '♥ Make a Donation'"]


def km(x: float) -> str:
    if x < 1:
        return f"{round(x * 1000)}m"
    if x < 10:
        return f"{x:.1f}km"
    return f"{round(x)}km"


# 08 | OpenStreetMap directions CMU -> Pittsburgh airport: car, then bicycle (longer, slower), then reversed
#    | (different distance because of one-way streets downtown). CLEAN.
def t08() -> dict[str, Any]:
    engines = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
               "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
    car = [("Start on Forbes Avenue", 0.21), ("Turn left onto Morewood Avenue", 0.4), ("Turn right onto Fifth Avenue", 1.5),
           ("Slight right onto Bigelow Boulevard", 2.6), ("Take the ramp on the left towards I 279 South", 2.9),
           ("Continue onto Interstate 376 West", 14.0), ("Keep left onto Interstate 376 West", 8.3),
           ("Take exit 53 on the right towards Airport", 1.4), ("Continue onto Airport Boulevard", 1.1)]
    bike = [("Start on Forbes Avenue", 0.21), ("Turn right onto Schenley Drive", 1.3), ("Turn left onto Boulevard of the Allies", 2.4),
            ("Continue onto Fort Pitt Boulevard", 1.6), ("Turn right onto Stanwix Street", 0.5), ("Turn left onto West Carson Street", 3.2),
            ("Continue onto Steuben Street", 2.1), ("Continue onto Steubenville Pike", 9.8), ("Turn right onto Montour Run Road", 7.4),
            ("Turn left onto Hookstown Grade Road", 3.1), ("Turn right onto Airport Boulevard", 2.9)]
    back = [("Start on Airport Boulevard", 2.9), ("Turn left onto Hookstown Grade Road", 3.1), ("Turn right onto Montour Run Road", 7.4),
            ("Turn left onto Steubenville Pike", 9.8), ("Continue onto Steuben Street", 2.1), ("Continue onto West Carson Street", 3.2),
            ("Turn left onto Fort Pitt Bridge ramp towards Fort Pitt Boulevard", 1.9), ("Continue onto Boulevard of the Allies", 2.4),
            ("Turn right onto Schenley Drive", 1.3), ("Turn left onto Forbes Avenue", 0.21)]
    cmu, pit = "Carnegie Mellon University", "Pittsburgh International Airport"
    state = W("OpenStreetMap", MAP + "/#map=13/40.4443/-79.9436", osm_header() + [
        "[100] heading 'Welcome to OpenStreetMap!'",
        "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
        "[104] link 'Learn More'", "[105] link 'Start Mapping'"] + osm_controls("1 km"))

    def panel(engine: str, frm: str, to: str, steps: list[tuple[str, float]] | None = None, time: str = "", url: str = "") -> str:
        body = ["[150] combobox '' hasPopup: menu expanded: False"] + \
               [f"\t[{151 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(engines)] + \
               [f"[162] textbox 'From' value='{frm}'" if frm else "[162] textbox 'From'",
                f"[163] textbox 'To' value='{to}'" if to else "[163] textbox 'To'", "[165] button 'Go'",
                "[166] link 'Reverse Directions'", "[167] button 'Close'"]
        if steps:
            total = sum(d for _, d in steps)
            body += ["[170] heading 'Directions'", f"StaticText 'Distance: {round(total)}km. Time: {time}.'",
                     "[172] link 'Download route as GPX'", "[174] table ''"]
            for i, (s, d) in enumerate(steps, 1):
                body += [f"\t[{180 + i * 2}] row ''", f"\t\tStaticText '{i}.'", f"\t\tStaticText '{s}'", f"\t\tStaticText '{km(d)}'"]
            n = len(steps) + 1
            body += [f"\t[{180 + n * 2}] row ''", f"\t\tStaticText '{n}.'", "\t\tStaticText 'Reach destination'", "\t\tStaticText ''",
                     "StaticText 'Directions courtesy of OSRM (FOSSGIS)'"]
        return W("Directions | OpenStreetMap" if steps else "OpenStreetMap", url or MAP + "/directions",
                 osm_header()[:12] + body + osm_controls("5 km" if steps else "1 km"))

    a = "40.4443%2C-79.9436"
    b = "40.4915%2C-80.2329"
    t1 = panel("Car (OSRM)", "", "")
    t2 = panel("Car (OSRM)", cmu, "")
    t3 = panel("Car (OSRM)", cmu, pit)
    t4 = panel("Car (OSRM)", cmu, pit, car, "0:31", MAP + f"/directions?engine=fossgis_osrm_car&route={a}%3B{b}#map=11/40.4681/-80.0883")
    t5 = panel("Bicycle (OSRM)", cmu, pit, bike, "2:19", MAP + f"/directions?engine=fossgis_osrm_bike&route={a}%3B{b}#map=11/40.4681/-80.0883")
    t6 = panel("Bicycle (OSRM)", pit, cmu, back, "2:27", MAP + f"/directions?engine=fossgis_osrm_bike&route={b}%3B{a}#map=11/40.4681/-80.0883")
    turns = [("click('82')", t1), (f"fill('162', '{cmu}')", t2), (f"fill('163', '{pit}')", t3), ("click('165')", t4),
             ("select_option('150', 'Bicycle (OSRM)')", t5), ("click('166')", t6)]
    return dict(tid="h9-web-08", state=state, turns=turns, bad=False, turn=None, kind="clean")


# 09 | OpenStreetMap search 'Phipps Conservatory', open the way, go back, open the bus stop node and its history.
#    | BAD turn 4: after go_back the first result's postcode reads 15232, but turn 2's result and turn 3's addr:postcode tag say 15213.
def t09() -> dict[str, Any]:
    q = "Phipps Conservatory"
    state = W("OpenStreetMap", MAP + "/#map=15/40.4390/-79.9470", osm_header() + [
        "[100] heading 'Welcome to OpenStreetMap!'",
        "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
        "[104] link 'Learn More'", "[105] link 'Start Mapping'"] + osm_controls("300 m"))
    t1 = W("OpenStreetMap", MAP + "/#map=15/40.4390/-79.9470", osm_header(q) + [
        "[100] heading 'Welcome to OpenStreetMap!'",
        "StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
        "[104] link 'Learn More'", "[105] link 'Start Mapping'"] + osm_controls("300 m"))
    tail = "Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, {pc}, United States"

    def results(pc_first: str) -> str:
        rows = [("Conservatory", f"Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, {tail.format(pc=pc_first)}"),
                ("Bus Stop", f"Schenley Drive at Phipps Conservatory, Schenley Drive, {tail.format(pc='15213')}"),
                ("Parking", f"Phipps Conservatory Parking, Schenley Drive Extension, {tail.format(pc='15213')}"),
                ("Garden", f"Phipps Outdoor Garden, Schenley Drive, {tail.format(pc='15213')}"),
                ("Building", f"Phipps Center for Sustainable Landscapes, Schenley Drive, {tail.format(pc='15213')}"),
                ("Restaurant", f"Café Phipps, 1, Schenley Drive, {tail.format(pc='15213')}")]
        body = ["[120] heading 'Search Results'", "[121] button 'Close'", "StaticText 'Results from OpenStreetMap Nominatim'"]
        for i, (typ, txt) in enumerate(rows):
            body += [f"[{130 + i * 3}] listitem ''", f"\tStaticText '{typ}'", f"\t[{131 + i * 3}] link '{txt}'"]
        body += ["[150] link 'More results'"]
        return W("Search | OpenStreetMap", MAP + "/search?query=Phipps%20Conservatory#map=16/40.4390/-79.9470",
                 osm_header(q) + body + osm_controls("100 m"))

    t2 = results("15213")
    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "1"), ("addr:postcode", "15213"), ("addr:state", "PA"),
            ("addr:street", "Schenley Drive"), ("building", "yes"), ("leisure", "garden"), ("name", "Phipps Conservatory and Botanical Gardens"),
            ("opening_hours", "Mo-Su 09:30-17:00; Fr 09:30-22:00"), ("phone", "+1 412 622 6914"), ("tourism", "attraction"),
            ("website", "https://www.phipps.conservatory.org/"), ("wheelchair", "yes")]
    body = ["[120] heading 'Way: Phipps Conservatory and Botanical Gardens (23861734)'", "[121] button 'Close'",
            "StaticText 'Version #18'", "StaticText 'Edited 3 months ago by'", "[124] link 'dbaron_pgh'",
            "StaticText 'Changeset #143922017'", "[126] link '143922017'", "[128] heading 'Tags'", "[130] table ''"]
    for i, (k, v) in enumerate(tags):
        body += [f"\t[{131 + i * 3}] row ''", f"\t\t[{132 + i * 3}] link '{k}'", f"\t\tStaticText '{v}'"]
    body += ["[180] heading 'Nodes'", "StaticText '42 nodes'", "[182] link 'Download XML'", "[183] link 'View History'"]
    t3 = W("Way: Phipps Conservatory and Botanical Gardens (23861734) | OpenStreetMap", MAP + "/way/23861734",
           osm_header(q) + body + osm_controls("50 m"))
    t4 = results("15232")  # BAD: postcode drifted
    node_tags = [("bench", "yes"), ("bus", "yes"), ("highway", "bus_stop"), ("name", "Schenley Drive at Phipps Conservatory"),
                 ("network", "Pittsburgh Regional Transit"), ("public_transport", "platform"), ("ref", "8190"), ("route_ref", "93"),
                 ("shelter", "no")]
    nb = ["[120] heading 'Node: Schenley Drive at Phipps Conservatory (2519368741)'", "[121] button 'Close'",
          "StaticText 'Version #4'", "StaticText 'Edited 11 months ago by'", "[124] link 'transit_mapper_pa'",
          "StaticText 'Changeset #131240556'", "StaticText 'Location: 40.4393870, -79.9481220'", "[128] heading 'Tags'", "[130] table ''"]
    for i, (k, v) in enumerate(node_tags):
        nb += [f"\t[{131 + i * 3}] row ''", f"\t\t[{132 + i * 3}] link '{k}'", f"\t\tStaticText '{v}'"]
    nb += ["[170] heading 'Part of'", "[171] link 'Relation Bus 93: Lawrenceville => Oakland => Hazelwood (8201734)'",
           "[182] link 'Download XML'", "[183] link 'View History'"]
    t5 = W("Node: Schenley Drive at Phipps Conservatory (2519368741) | OpenStreetMap", MAP + "/node/2519368741",
           osm_header(q) + nb + osm_controls("50 m"))
    hist = [("#4", "11 months ago", "transit_mapper_pa", "131240556", "Update PRT stop names after rebrand"),
            ("#3", "2 years ago", "dbaron_pgh", "118830212", "Add bench and shelter tags to Oakland stops"),
            ("#2", "5 years ago", "PAT_import", "71204391", "Port Authority GTFS stop refs"),
            ("#1", "9 years ago", "walkpgh", "33017754", "Bus stops along Schenley Drive")]
    hb = ["[120] heading 'Node History: Schenley Drive at Phipps Conservatory (2519368741)'", "[121] button 'Close'"]
    for i, (ver, when, who, cs, com) in enumerate(hist):
        hb += [f"[{130 + i * 8}] heading 'Version {ver}'", f"StaticText 'Edited {when} by'", f"[{132 + i * 8}] link '{who}'",
               f"StaticText 'Changeset #{cs}'", f"[{134 + i * 8}] link '{cs}'", f"StaticText '{com}'"]
    hb += ["[182] link 'Download XML'", "[183] link 'View Details'"]
    t6 = W("Node History: Schenley Drive at Phipps Conservatory (2519368741) | OpenStreetMap", MAP + "/node/2519368741/history",
           osm_header(q) + hb + osm_controls("50 m"))
    turns = [(f"fill('80', '{q}')", t1), ("press('80', 'Enter')", t2), ("click('131')", t3), ("go_back()", t4),
             ("click('134')", t5), ("click('183')", t6)]
    return dict(tid="h9-web-09", state=state, turns=turns, bad=True, turn=4, kind="address field drifts after go_back")


# ---------------------------------------------------------------- Magento admin (shared)
ADM = "http://shop-admin.example/admin"
ADM_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
            "Find Partners & Extensions"]


def adm_header(heading: str, notes: int = 4) -> list[str]:
    return ["[130] link 'Magento Admin Panel'", "\t[131] img 'Magento Admin Panel'", "[132] menubar '' orientation: vertical"] + \
           [f"\t[{133 + i}] menuitem '{m.upper()}' hasPopup: menu" for i, m in enumerate(ADM_MENU)] + \
           [f"[160] heading '{heading}'", "[162] link 'admin' hasPopup: menu", "[163] link 'Notifications'", f"\tStaticText '{notes}'",
            "[165] textbox 'Search entire store here...'"]


# 10 | Magento admin: change 'Sprite Yoga Strap 8 foot' price 17.00 -> 19.50 and save, back to the grid, then set the
#    | 10 foot strap out of stock. BAD turn 4: the grid shows the 8 foot strap at $19.05, though turns 2-3 set and saved 19.50.
def t10() -> dict[str, Any]:
    rows = [(28, "Sprite Foam Yoga Brick", "Simple Product", "24-WG084", 5.00, 100),
            (29, "Sprite Foam Roller", "Simple Product", "24-WG088", 19.00, 100),
            (30, "Sprite Stasis Ball 55 cm", "Simple Product", "24-WG081-gray", 23.00, 100),
            (31, "Sprite Stasis Ball 65 cm", "Simple Product", "24-WG082-gray", 27.00, 100),
            (32, "Sprite Stasis Ball 75 cm", "Simple Product", "24-WG083-gray", 32.00, 100),
            (33, "Sprite Yoga Strap 6 foot", "Simple Product", "24-WG085", 14.00, 100),
            (34, "Sprite Yoga Strap 8 foot", "Simple Product", "24-WG086", 17.00, 100),
            (35, "Sprite Yoga Strap 10 foot", "Simple Product", "24-WG087", 21.00, 100),
            (36, "Set of Sprite Yoga Straps", "Grouped Product", "24-WG085_Group", None, None)]

    def grid(rs: list[tuple], msg: str | None = None) -> str:
        body = []
        if msg:
            body += ["[170] alert ''", f"\tStaticText '{msg}'"]
        body += ["[180] button 'Add Product'", "[181] button 'Add product of type' hasPopup: menu",
                 "[184] textbox 'Search by keyword' value='sprite'", "[185] button 'Search'", "[186] button 'Filters'",
                 "StaticText 'Active filters:'", "StaticText 'Keyword: sprite'", "[188] button 'Clear all'",
                 "[190] button 'Actions' hasPopup: menu", f"StaticText '{len(rs)} records found'", "[192] combobox 'per page' value='20'",
                 "[194] button 'Columns'", "[200] table ''", "\t[201] row ''"]
        body += [f"\t\t[{202 + i}] columnheader '{c}'" for i, c in enumerate(
            ["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility",
             "Status", "Websites", "Action"])]
        for k, (pid, name, typ, sku, price, qty) in enumerate(rs):
            b = 220 + k * 5
            body += [f"\t[{b}] row ''", f"\t\tStaticText '{pid}'", f"\t\t[{b + 1}] img '{name}'", f"\t\tStaticText '{name}'",
                     f"\t\tStaticText '{typ}'", "\t\tStaticText 'Gear'", f"\t\tStaticText '{sku}'",
                     f"\t\tStaticText '{money(price) if price is not None else ''}'",
                     f"\t\tStaticText '{qty:.4f}'" if qty is not None else "\t\tStaticText ''",
                     f"\t\tStaticText 'Default Stock: {qty}'" if qty is not None else "\t\tStaticText ''",
                     "\t\tStaticText 'Catalog, Search'", "\t\tStaticText 'Enabled'", "\t\tStaticText 'Main Website'",
                     f"\t\t[{b + 3}] link 'Edit'"]
        return W("Products / Inventory / Catalog / Magento Admin", ADM + "/catalog/product/", adm_header("Products") + body)

    state = grid(rows)

    def edit(pid: int, name: str, sku: str, price: str, qty: str, stock: str, msg: bool) -> str:
        body = []
        if msg:
            body += ["[170] alert ''", "\tStaticText 'You saved the product.'"]
        body += ["[180] button 'Back'", "[181] button 'Add Attribute'", "[182] button 'Save'", "[183] button 'Save' hasPopup: menu",
                 "[190] switch 'Enable Product' checked: true", "[192] combobox 'Attribute Set' value='Gear'",
                 f"[194] textbox 'Product Name *' required: True value='{name}'", f"[196] textbox 'SKU *' required: True value='{sku}'",
                 f"[198] textbox 'Price *' required: True value='{price}'", "[199] button 'Advanced Pricing'",
                 "[200] combobox 'Tax Class' value='Taxable Goods'", f"[202] textbox 'Quantity' value='{qty}'",
                 "[203] button 'Advanced Inventory'", "StaticText 'Default Source'",
                 f"[205] combobox 'Stock Status' value='{stock}'", "[207] combobox 'Weight' value='This item has weight'",
                 "[208] textbox 'Weight' value='1'", "StaticText 'lbs'", "[210] combobox 'Categories' value='Fitness Equipment'",
                 "[212] combobox 'Visibility' value='Catalog, Search'", "[214] textbox 'Set Product as New From'",
                 "[216] combobox 'Country of Manufacture' value=''", "[220] tab 'Content'", "[221] tab 'Configurations'",
                 "[222] tab 'Images And Videos'", "[223] tab 'Search Engine Optimization'", "[224] tab 'Related Products, Up-Sells, and Cross-Sells'",
                 "[225] tab 'Customizable Options'", "[226] tab 'Product in Websites'"]
        return W(f"{name} / Products / Inventory / Catalog / Magento Admin", ADM + f"/catalog/product/edit/id/{pid}/",
                 adm_header(name) + body)

    t1 = edit(34, "Sprite Yoga Strap 8 foot", "24-WG086", "17.00", "100", "In Stock", False)
    t2 = edit(34, "Sprite Yoga Strap 8 foot", "24-WG086", "19.50", "100", "In Stock", False)
    t3 = edit(34, "Sprite Yoga Strap 8 foot", "24-WG086", "19.50", "100", "In Stock", True)
    bad_rows = [r if r[0] != 34 else r[:4] + (19.05,) + r[5:] for r in rows]  # BAD: saved 19.50
    t4 = grid(bad_rows)
    t5 = edit(35, "Sprite Yoga Strap 10 foot", "24-WG087", "21.00", "100", "In Stock", False)
    t6 = edit(35, "Sprite Yoga Strap 10 foot", "24-WG087", "21.00", "0", "In Stock", False)
    t7 = edit(35, "Sprite Yoga Strap 10 foot", "24-WG087", "21.00", "0", "Out of Stock", False)
    t8 = edit(35, "Sprite Yoga Strap 10 foot", "24-WG087", "21.00", "0", "Out of Stock", True)
    turns = [("click('253')", t1), ("fill('198', '19.50')", t2), ("click('182')", t3), ("click('180')", t4),
             ("click('258')", t5), ("fill('202', '0')", t6), ("select_option('205', 'Out of Stock')", t7), ("click('182')", t8)]
    return dict(tid="h9-web-10", state=state, turns=turns, bad=True, turn=4, kind="value set but reads back different")


# 11 | Magento admin: pending order #000000187 -> invoice (Processing, paid $141.00, due $0.00) -> shipment with UPS tracking
#    | (Complete). Status, totals and buttons change only as the actions dictate. CLEAN.
def t11() -> dict[str, Any]:
    orders = [("000000187", "Apr 17, 2023 3:14:08 PM", "Grace Nguyen", 141.00), ("000000185", "Apr 16, 2023 9:02:51 AM", "Adam Garcia", 77.00),
              ("000000182", "Apr 14, 2023 6:40:12 PM", "Lily Potter", 212.40), ("000000179", "Apr 12, 2023 11:27:33 AM", "Jason Miller", 39.00)]
    body = ["[180] button 'Create New Order'", "[184] textbox 'Search by keyword'", "[185] button 'Search'", "[186] button 'Filters'",
            "StaticText 'Active filters:'", "StaticText 'Status: Pending'", "[188] button 'Clear all'",
            "[190] button 'Actions' hasPopup: menu", "StaticText '4 records found'", "[200] table ''", "\t[201] row ''"]
    body += [f"\t\t[{202 + i}] columnheader '{c}'" for i, c in enumerate(
        ["ID", "Purchase Point", "Purchase Date", "Bill-to Name", "Ship-to Name", "Grand Total (Base)", "Grand Total (Purchased)",
         "Status", "Action"])]
    for k, (oid, date, who, tot) in enumerate(orders):
        b = 220 + k * 4
        body += [f"\t[{b}] row ''", f"\t\tStaticText '{oid}'", "\t\tStaticText 'Main Website Main Website Store Default Store View'",
                 f"\t\tStaticText '{date}'", f"\t\tStaticText '{who}'", f"\t\tStaticText '{who}'", f"\t\tStaticText '{money(tot)}'",
                 f"\t\tStaticText '{money(tot)}'", "\t\tStaticText 'Pending'", f"\t\t[{b + 2}] link 'View'"]
    state = W("Orders / Operations / Sales / Magento Admin", ADM + "/sales/order/", adm_header("Orders") + body)
    items = [("Hero Hoodie", "MH07-M-Gray", 54.00, 1), ("Ida Workout Parachute Pant", "WP03-29-Blue", 36.00, 2)]

    def order(status: str, paid: float, msg: str | None, history: list[tuple[str, str, str]], tabs: tuple[int, int]) -> str:
        due = 141.00 - paid
        b = []
        if msg:
            b += ["[170] alert ''", f"\tStaticText '{msg}'"]
        btns = ["Back", "Cancel", "Send Email", "Hold", "Invoice", "Ship", "Reorder", "Edit"]
        if paid:
            btns = [x for x in btns if x not in ("Cancel", "Invoice", "Edit")] + ["Credit Memo"]
        if status == "Complete":
            btns = [x for x in btns if x not in ("Ship", "Hold")]
        b += [f"[{180 + i}] button '{x}'" for i, x in enumerate(btns)]
        b += ["[200] tab 'Information' selected: True", "[201] tab 'Invoices' selected: False", "[202] tab 'Credit Memos' selected: False",
              "[203] tab 'Shipments' selected: False", "[204] tab 'Comments History' selected: False",
              "[210] heading 'Order # 000000187'", "StaticText 'Order Date'", "StaticText 'Apr 17, 2023 3:14:08 PM'",
              "StaticText 'Order Status'", f"StaticText '{status}'", "StaticText 'Purchased From'",
              "StaticText 'Main Website / Main Website Store / Default Store View'", "[220] heading 'Account Information'",
              "StaticText 'Customer Name'", "[222] link 'Grace Nguyen'", "StaticText 'Email'", "[224] link 'grace.nguyen@example.com'",
              "StaticText 'Customer Group'", "StaticText 'General'", "[230] heading 'Items Ordered'", "[232] table ''"]
        for k, (n, sku, p, q) in enumerate(items):
            inv = q if paid else 0
            shp = q if status == "Complete" else 0
            st = f"Ordered {q}" + (f" Invoiced {inv}" if inv else "") + (f" Shipped {shp}" if shp else "")
            b += [f"\t[{233 + k}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText 'SKU: {sku}'", f"\t\tStaticText '{st}'",
                  f"\t\tStaticText '{money(p)}'", f"\t\tStaticText '{money(p * q)}'"]
        b += ["[240] heading 'Notes for this Order'", "[242] textbox 'Comment'", "[243] button 'Submit Comment'"]
        for when, st, note in history:
            b += [f"StaticText '{when} | {st}'", f"StaticText '{note}'"]
        b += ["[250] heading 'Order Totals'", "StaticText 'Subtotal'", "StaticText '$126.00'", "StaticText 'Shipping & Handling'",
              "StaticText '$15.00'", "StaticText 'Grand Total'", "StaticText '$141.00'", "StaticText 'Total Paid'",
              f"StaticText '{money(paid)}'", "StaticText 'Total Refunded'", "StaticText '$0.00'", "StaticText 'Total Due'",
              f"StaticText '{money(due)}'"]
        return W("#000000187 / Orders / Operations / Sales / Magento Admin", ADM + "/sales/order/view/order_id/187/",
                 adm_header("# 000000187") + b)

    h0 = [("Apr 17, 2023 3:14:08 PM", "Pending", "Customer Not Notified")]
    t1 = order("Pending", 0.0, None, h0, (0, 0))

    def invoice(comment: str) -> str:
        b = ["[180] button 'Back'", "[181] button 'Reset'", "[200] heading 'Order & Account Information'",
             "StaticText 'Order # 000000187'", "StaticText 'Order Status'", "StaticText 'Pending'",
             "[210] heading 'Payment & Shipping Method'", "StaticText 'Check / Money order'",
             "StaticText 'Flat Rate - Fixed $15.00'", "[220] heading 'Items to Invoice'", "[222] table ''"]
        for k, (n, sku, p, q) in enumerate(items):
            b += [f"\t[{223 + k}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText '{money(p)}'", f"\t\tStaticText 'Ordered {q}'",
                  f"\t\t[{226 + k}] spinbutton 'Qty to Invoice' value='{q}'", f"\t\tStaticText '{money(p * q)}'"]
        b += ["[230] button 'Update Qty's' disabled: True", "[240] heading 'Invoice Totals'",
              f"[242] textbox 'Invoice Comments' value='{comment}'" if comment else "[242] textbox 'Invoice Comments'",
              "StaticText 'Subtotal'", "StaticText '$126.00'", "StaticText 'Shipping & Handling'", "StaticText '$15.00'",
              "StaticText 'Grand Total'", "StaticText '$141.00'", "[250] checkbox 'Append Comments' checked: false",
              "[251] checkbox 'Email Copy of Invoice' checked: false", "[252] button 'Submit Invoice'"]
        return W("New Invoice / Invoices / Operations / Sales / Magento Admin", ADM + "/sales/order_invoice/new/order_id/187/",
                 adm_header("New Invoice") + b)

    t2, t3 = invoice(""), invoice("Paid by check #4471")
    h1 = [("Apr 18, 2023 10:42:51 AM", "Processing", "Customer Not Notified")] + h0
    # invoiced: btns Back, Send Email, Hold, Ship, Reorder, Credit Memo -> Ship is [183]
    t4 = order("Processing", 141.00, "The invoice has been created.", h1, (1, 0))

    def ship(track: bool, carrier: str, number: str) -> str:
        b = ["[180] button 'Back'", "[181] button 'Reset'", "[200] heading 'Order & Account Information'",
             "StaticText 'Order # 000000187'", "StaticText 'Order Status'", "StaticText 'Processing'",
             "[210] heading 'Shipping Information'", "StaticText 'Flat Rate - Fixed'", "StaticText 'Total Shipping Charges: $15.00'",
             "[212] button 'Add Tracking Number'"]
        if track:
            b += ["[214] table ''", "\t[215] row ''", "\t\t[216] columnheader 'Carrier'", "\t\t[217] columnheader 'Title'",
                  "\t\t[218] columnheader 'Number'", "\t[219] row ''", f"\t\t[220] combobox 'Carrier' value='{carrier}'",
                  f"\t\t[221] textbox 'Title' value='{'United Parcel Service' if carrier != 'Custom Value' else ''}'",
                  f"\t\t[222] textbox 'Number' value='{number}'" if number else "\t\t[222] textbox 'Number'", "\t\t[223] button 'Delete'"]
        b += ["[230] heading 'Items to Ship'", "[232] table ''"]
        for k, (n, sku, p, q) in enumerate(items):
            b += [f"\t[{233 + k}] row ''", f"\t\tStaticText '{n}'", f"\t\tStaticText 'SKU: {sku}'", f"\t\tStaticText 'Ordered {q} Invoiced {q}'",
                  f"\t\t[{236 + k}] spinbutton 'Qty to Ship' value='{q}'"]
        b += ["[240] textbox 'Shipment Comments'", "[242] checkbox 'Email Copy of Shipment' checked: false", "[244] button 'Submit Shipment'"]
        return W("New Shipment / Shipments / Operations / Sales / Magento Admin", ADM + "/admin/order_shipment/new/order_id/187/",
                 adm_header("New Shipment") + b)

    t5 = ship(False, "", "")
    t6 = ship(True, "Custom Value", "")
    t7 = ship(True, "United Parcel Service", "")
    t8 = ship(True, "United Parcel Service", "1Z999AA10123456784")
    h2 = [("Apr 18, 2023 10:46:09 AM", "Complete", "Customer Not Notified")] + h1
    t9 = order("Complete", 141.00, "The shipment has been created.", h2, (1, 1))
    turns = [("click('222')", t1), ("click('184')", t2), ("fill('242', 'Paid by check #4471')", t3), ("click('252')", t4),
             ("click('183')", t5), ("click('212')", t6), ("select_option('220', 'United Parcel Service')", t7),
             ("fill('222', '1Z999AA10123456784')", t8), ("click('244')", t9)]
    return dict(tid="h9-web-11", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Airlines
AUR = "https://www.auroraair.example"


def aur_header() -> list[str]:
    return ["[20] link 'Aurora Air home'", "[22] link 'Book'", "[23] link 'My trips'", "[24] link 'Check-in' current: page",
            "[25] link 'Flight status'", "[26] link 'AuroraMiles'", "[28] button 'Language: English (US)'", "[29] link 'Log in'"]


def aur_footer() -> list[str]:
    return ["[900] contentinfo ''", "\t[901] link 'Baggage policy'", "\t[902] link 'Dangerous goods'", "\t[903] link 'Contact us'",
            "\tStaticText '© 2024 Aurora Air. All rights reserved.'"]


# 12 | Aurora Air online check-in: find booking K7XQ2P, move seat 31E -> 24A (turns 5-6), review, check in.
#    | BAD turn 7: the review page lists the seat as 24C, although turns 5-6 selected and confirmed 24A (no other seat action).
def t12() -> dict[str, Any]:
    def start(ref: str, name: str) -> str:
        return W("Online check-in | Aurora Air", AUR + "/checkin", aur_header() + [
            "[100] heading 'Online check-in'", "StaticText 'Check-in opens 24 hours and closes 60 minutes before departure.'",
            "[104] textbox 'Booking reference (6 characters)' required: True" + (f" value='{ref}'" if ref else ""),
            "[106] textbox 'Last name' required: True" + (f" value='{name}'" if name else ""),
            "[108] button 'Find booking'", "[110] link 'Use e-ticket number instead'",
            "StaticText 'Travelling with a group of 10 or more? Contact the groups desk to check in.'"] + aur_footer())

    state, t1, t2 = start("", ""), start("K7XQ2P", ""), start("K7XQ2P", "Okafor")
    flight = ["StaticText 'AU 318'", "StaticText 'Seattle (SEA) → Denver (DEN)'", "StaticText 'Thu, 14 Nov 2024'",
              "StaticText 'Departs 07:45 · Terminal Main, Concourse D'", "StaticText 'Arrives 11:12 · Terminal West'",
              "StaticText 'Boeing 737-900ER'"]

    def trip(seat: str, changed: bool) -> str:
        b = ["[100] heading 'Your trip · K7XQ2P'"]
        if changed:
            b += ["[102] status ''", f"\tStaticText 'Seat changed to {seat}.'"]
        b += flight + ["StaticText 'Check-in closes at 06:45 (local time)'", "[120] heading 'Passengers'", "[122] table ''",
                       "\t[123] row ''", "\t\t[124] columnheader 'Passenger'", "\t\t[125] columnheader 'Fare'",
                       "\t\t[126] columnheader 'Seat'", "\t\t[127] columnheader 'Bags'", "\t[130] row ''",
                       "\t\tStaticText 'Adaeze Okafor'", "\t\tStaticText 'Economy Light'", f"\t\tStaticText '{seat}'",
                       "\t\tStaticText '1 personal item'", "[140] button 'Change seat'", "[142] button 'Add bags'",
                       "[144] button 'Continue'", "[146] link 'Cancel check-in'"]
        return W("Your trip | Aurora Air", AUR + "/checkin/trip?ref=K7XQ2P", aur_header() + b + aur_footer())

    t3 = trip("31E", False)

    def seatmap(sel: str | None) -> str:
        rows = {20: "ABC DEF", 21: "ABC DEF", 22: "ABC DEF", 23: "ABC DEF", 24: "ABC DEF", 25: "ABC DEF"}
        occupied = {"20A", "20B", "20C", "20E", "21C", "21D", "21F", "22A", "22B", "22F", "23B", "23C", "23D", "23E",
                    "24B", "24E", "24F", "25A", "25C", "25D", "25E", "25F"}
        b = ["[100] heading 'Choose your seat · AU 318 SEA–DEN'", "StaticText 'Passenger: Adaeze Okafor'",
             "StaticText 'Current seat: 31E (middle)'", "StaticText 'Standard seats are free on your fare. Rows 20–25 shown.'",
             "[106] button 'Previous rows'", "[108] grid 'Seat map'"]
        bid = 110
        for r, layout in rows.items():
            b.append(f"\t[{bid}] row 'Row {r}'")
            bid += 1
            for letter in layout.replace(" ", ""):
                sid = f"{r}{letter}"
                kind = "window" if letter in "AF" else ("aisle" if letter in "CD" else "middle")
                if sid in occupied:
                    b.append(f"\t\t[{bid}] gridcell 'Seat {sid}, {kind}, occupied' disabled: True")
                else:
                    b.append(f"\t\t[{bid}] gridcell 'Seat {sid}, {kind}, free' selected: {sid == sel}")
                bid += 1
        b += ["[160] button 'Next rows'"]
        if sel:
            b += ["[170] region 'Selection'", f"\tStaticText 'Selected: {sel} (Window)'", "\tStaticText 'Price: $0.00'",
                  "\tStaticText '31E will be released.'", "\t[174] button 'Confirm seat'"]
        b += ["[176] button 'Keep current seat'"]
        return W("Seat selection | Aurora Air", AUR + "/checkin/seats?ref=K7XQ2P&flight=AU318", aur_header() + b + aur_footer())

    t4 = seatmap(None)
    t5 = seatmap("24A")
    t6 = trip("24A", True)

    def review(seat: str, checked: bool) -> str:
        b = ["[100] heading 'Review and check in'"] + flight + [
            "[120] heading 'Passenger'", "StaticText 'Adaeze Okafor'", "StaticText 'AuroraMiles: not added'",
            "StaticText 'Seat'", f"StaticText '{seat}'", "StaticText 'Boarding group'", "StaticText 'Group 6'",
            "StaticText 'Bags'", "StaticText '1 personal item (no carry-on on Economy Light)'",
            "[130] heading 'Dangerous goods'",
            "StaticText 'Lithium batteries over 160 Wh, flammable liquids, compressed gases and explosives are not allowed in any bag.'",
            f"[134] checkbox 'I confirm that I am not carrying any prohibited dangerous goods.' checked: {'true' if checked else 'false'}",
            "[136] button 'Check in'" + ("" if checked else " disabled: True"), "[138] button 'Back'"]
        return W("Review | Aurora Air", AUR + "/checkin/review?ref=K7XQ2P", aur_header() + b + aur_footer())

    t7 = review("24C", False)  # BAD: confirmed seat was 24A
    t8 = review("24C", True)
    t9 = W("Boarding pass | Aurora Air", AUR + "/checkin/boarding-pass?ref=K7XQ2P", aur_header() + [
        "[100] heading 'You're checked in'", "StaticText 'We've also emailed your boarding pass to a•••••@gmail.com.'",
        "[104] region 'Boarding pass'", "\tStaticText 'OKAFOR/ADAEZE'", "\tStaticText 'AU 318'", "\tStaticText 'SEA → DEN'",
        "\tStaticText 'Thu, 14 Nov 2024'", "\tStaticText 'Boarding 07:05'", "\tStaticText 'Departs 07:45'",
        "\tStaticText 'Gate D7'", "\tStaticText 'Seat 24C'", "\tStaticText 'Group 6'", "\tStaticText 'Booking ref K7XQ2P'",
        "\tStaticText 'Seq 112'", "\t[116] img 'Boarding pass barcode'", "[120] button 'Add to Apple Wallet'",
        "[121] button 'Add to Google Wallet'", "[122] button 'Download PDF'", "[124] link 'Back to my trips'"] + aur_footer())
    turns = [("fill('104', 'K7XQ2P')", t1), ("fill('106', 'Okafor')", t2), ("click('108')", t3), ("click('140')", t4),
             ("click('139')", t5), ("click('174')", t6), ("click('144')", t7), ("click('134')", t8), ("click('136')", t9)]
    return dict(tid="h9-web-12", state=state, turns=turns, bad=True, turn=7, kind="selected value reads back different")


# 13 | Northwind Airlines manage booking: add a checked bag ($35), pick seat 8C ($28), pay $63.00; the airline then
#    | publishes a schedule change (banner: 17:20 -> 17:55, arrival 19:05 -> 19:40) that check-in reflects. CLEAN.
def t13() -> dict[str, Any]:
    NW = "https://www.northwindair.example"
    hdr = ["[20] link 'Northwind Airlines'", "[22] link 'Book'", "[23] link 'Manage booking' current: page", "[24] link 'Check-in'",
           "[25] link 'Flight status'", "[26] link 'Tomás R.'", "\tStaticText 'NorthPoints 18,240'"]

    def manage(bags: int, seat: str, extras: float, banner: bool, dep: str, arr: str, receipt: bool) -> str:
        b = ["[100] heading 'Booking WQ4L8N'"]
        if receipt:
            b += ["[102] status ''", "\tStaticText 'Payment received. Receipt NW-88120457 for $63.00 was emailed to you.'"]
        if banner:
            b += ["[104] alert ''", "\tStaticText 'Schedule change: NW 1127 now departs 17:55 (was 17:20) and arrives 19:40 (was 19:05). No action needed.'"]
        b += ["StaticText 'NW 1127'", "StaticText 'Boston (BOS) → Chicago O’Hare (ORD)'", "StaticText 'Fri, 6 Dec 2024'",
              f"StaticText 'Departs {dep} · Terminal B'", f"StaticText 'Arrives {arr} · Terminal 3'", "StaticText 'Airbus A220-300'",
              "[120] heading 'Passenger'", "StaticText 'Tomás Reyes'", "StaticText 'Main Cabin'",
              "StaticText 'Seat'", f"StaticText '{seat}'", "[126] button 'Choose seat'" if seat == "Not assigned" else "[126] button 'Change seat'",
              "StaticText 'Checked bags'", f"StaticText '{bags}'", "[130] button 'Add bags'",
              "StaticText 'Extras paid'", f"StaticText '{money(extras)}'", "[134] button 'Check in'", "[136] link 'Change flight'",
              "[138] link 'Cancel trip'"]
        return W("Manage booking | Northwind Airlines", NW + "/manage/WQ4L8N", hdr + b)

    state = manage(0, "Not assigned", 0, False, "17:20", "19:05", False)

    def bagpanel(n: int) -> str:
        b = ["[100] heading 'Booking WQ4L8N'", "[150] dialog 'Add checked bags' modal: True",
             "\tStaticText 'Tomás Reyes · BOS → ORD'", "\tStaticText '1st checked bag: $35.00 · 2nd: $45.00 · up to 23 kg / 50 lb each'",
             "\t[154] button 'Remove a bag'" + (" disabled: True" if n == 0 else ""), f"\tStaticText '{n}'", "\t[156] button 'Add a bag'",
             f"\tStaticText 'Bag total: {money(35 * n)}'", "\t[158] button 'Add to trip'" + (" disabled: True" if n == 0 else ""),
             "\t[159] button 'Close'"]
        return W("Manage booking | Northwind Airlines", NW + "/manage/WQ4L8N", hdr + b)

    t1, t2 = bagpanel(0), bagpanel(1)
    # bag added to trip, unpaid until checkout
    t3 = W("Manage booking | Northwind Airlines", NW + "/manage/WQ4L8N", hdr + [
        "[100] heading 'Booking WQ4L8N'", "[102] status ''", "\tStaticText '1 checked bag added to your trip. Pay at checkout.'",
        "StaticText 'NW 1127'", "StaticText 'Boston (BOS) → Chicago O’Hare (ORD)'", "StaticText 'Fri, 6 Dec 2024'",
        "StaticText 'Departs 17:20 · Terminal B'", "StaticText 'Arrives 19:05 · Terminal 3'", "StaticText 'Airbus A220-300'",
        "[120] heading 'Passenger'", "StaticText 'Tomás Reyes'", "StaticText 'Main Cabin'", "StaticText 'Seat'",
        "StaticText 'Not assigned'", "[126] button 'Choose seat'", "StaticText 'Checked bags'", "StaticText '1 (unpaid)'",
        "[130] button 'Add bags'", "StaticText 'Extras paid'", "StaticText '$0.00'", "[132] region 'Cart'",
        "\tStaticText '1 checked bag $35.00'", "\t[133] button 'Checkout $35.00'", "[134] button 'Check in'"])

    def seats(sel: str | None) -> str:
        cols = "ACDEF"
        taken = {"7A", "7E", "7F", "8A", "8D", "8E", "9C", "9D", "9E", "10A", "10F", "11D", "11E"}
        price = {7: 28, 8: 28, 9: 22, 10: 22, 11: 0}
        b = ["[100] heading 'Choose a seat · NW 1127'", "StaticText 'Airbus A220-300 · rows 7–11 · A C | D E F'", "[110] grid 'Seats'"]
        bid = 111
        for r in range(7, 12):
            b.append(f"\t[{bid}] row 'Row {r}'")
            bid += 1
            for c in cols:
                s = f"{r}{c}"
                if s in taken:
                    b.append(f"\t\t[{bid}] gridcell 'Seat {s}, unavailable' disabled: True")
                else:
                    p = price[r]
                    lab = "Preferred" if p >= 28 else ("Standard" if p == 22 else "Basic")
                    b.append(f"\t\t[{bid}] gridcell 'Seat {s}, {lab}, {money(p) if p else 'included'}' selected: {s == sel}")
                bid += 1
        if sel:
            b += ["[150] region 'Your selection'", f"\tStaticText 'Tomás Reyes: {sel}, Preferred, $28.00'",
                  "\tStaticText 'Cart: 1 checked bag $35.00 · Seat 8C $28.00'", "\t[154] button 'Confirm and pay $63.00'"]
        b += ["[156] button 'Skip'"]
        return W("Seats | Northwind Airlines", NW + "/manage/WQ4L8N/seats", hdr + b)

    t4 = seats(None)
    t5 = seats("8C")
    t6 = W("Payment | Northwind Airlines", NW + "/manage/WQ4L8N/pay", hdr + [
        "[100] heading 'Review and pay'", "[110] table 'Items'", "\t[111] row ''", "\t\tStaticText '1st checked bag · Tomás Reyes · BOS–ORD'",
        "\t\tStaticText '$35.00'", "\t[112] row ''", "\t\tStaticText 'Seat 8C (Preferred) · Tomás Reyes · NW 1127'", "\t\tStaticText '$28.00'",
        "\t[113] row ''", "\t\tStaticText 'Total'", "\t\tStaticText '$63.00'", "[120] radio 'Visa •••• 4417 (exp 09/27)' checked: true",
        "[121] radio 'New card' checked: false", "[124] checkbox 'Save receipt to my account' checked: true",
        "StaticText 'Optional services are non-refundable once the flight departs.'", "[130] button 'Pay $63.00'", "[132] button 'Back'"])
    t7 = manage(1, "8C", 63.00, True, "17:55", "19:40", True)
    t8 = W("Check-in | Northwind Airlines", NW + "/checkin/WQ4L8N", hdr + [
        "[100] heading 'Check in · NW 1127'", "StaticText 'Boston (BOS) → Chicago O’Hare (ORD) · Fri, 6 Dec 2024'",
        "StaticText 'Departs 17:55 · Arrives 19:40'", "StaticText 'Check-in closes 45 minutes before departure (17:10).'",
        "[110] table ''", "\t[111] row ''", "\t\tStaticText 'Tomás Reyes'", "\t\tStaticText 'Seat 8C'", "\t\tStaticText '1 checked bag (paid)'",
        "[120] heading 'Travel documents'", "[122] combobox 'Document type' value='Not required (domestic)'",
        "[130] checkbox 'I have read the hazardous materials notice.' checked: false", "[132] button 'Check in' disabled: True",
        "[134] link 'Back to booking'"])
    turns = [("click('130')", t1), ("click('156')", t2), ("click('158')", t3), ("click('126')", t4), ("click('119')", t5),
             ("click('154')", t6), ("click('130')", t7), ("click('134')", t8)]
    return dict(tid="h9-web-13", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Online banking
# 14 | Harbor Federal CU: transfer $250.00 checking -> savings. Confirmation (turn 6) shows savings $12,300.00.
#    | BAD turn 7: the accounts overview shows savings at $12,030.00 (checking correctly $3,162.58) -- balance does not follow.
def t14() -> dict[str, Any]:
    HF = "https://online.harborfcu.example"
    hdr = ["[20] link 'Harbor Federal Credit Union'", "[22] link 'Accounts'", "[23] link 'Transfer'", "[24] link 'Pay bills'",
           "[25] link 'Deposit checks'", "[26] link 'Statements'", "[27] link 'Messages'", "\tStaticText '1'",
           "[29] button 'Jordan Ellis' hasPopup: menu", "[30] link 'Log out'"]

    def overview(chk: float, sav: float, activity: bool) -> str:
        b = ["[100] heading 'Good morning, Jordan'", "StaticText 'Last login: Nov 11, 2024 8:02 PM'", "[110] table 'Accounts'",
             "\t[111] row ''", "\t\t[112] columnheader 'Account'", "\t\t[113] columnheader 'Available balance'",
             "\t\t[114] columnheader 'Current balance'",
             "\t[120] row ''", "\t\t[121] link 'Everyday Checking ••4821'", f"\t\tStaticText '{money(chk)}'", f"\t\tStaticText '{money(chk)}'",
             "\t[125] row ''", "\t\t[126] link 'High-Yield Savings ••9907'", f"\t\tStaticText '{money(sav)}'", f"\t\tStaticText '{money(sav)}'",
             "\t[130] row ''", "\t\t[131] link 'Share Certificate 12-mo ••0114'", "\t\tStaticText '$5,000.00'", "\t\tStaticText '$5,000.00'",
             "[140] table 'Credit cards'", "\t[141] row ''", "\t\t[142] link 'Harbor Visa Signature ••3316'",
             "\t\tStaticText 'Balance $842.17'", "\t\tStaticText 'Payment due Dec 3: $35.00 minimum'",
             "[150] heading 'Recent activity'", "[152] table ''"]
        acts = ([("Nov 12, 2024", "Transfer to High-Yield Savings ••9907", "-$250.00", "Everyday Checking ••4821"),
                 ("Nov 12, 2024", "Transfer from Everyday Checking ••4821", "+$250.00", "High-Yield Savings ••9907")] if activity else []) + [
            ("Nov 11, 2024", "SAFEWAY #1742 SEATTLE WA", "-$86.41", "Everyday Checking ••4821"),
            ("Nov 10, 2024", "SPOTIFY USA", "-$11.99", "Harbor Visa Signature ••3316"),
            ("Nov 8, 2024", "PAYROLL ACME LOGISTICS", "+$2,318.77", "Everyday Checking ••4821"),
            ("Nov 7, 2024", "SEATTLE CITY LIGHT", "-$64.20", "Everyday Checking ••4821"),
            ("Oct 31, 2024", "Dividend", "+$46.85", "High-Yield Savings ••9907")]
        for k, (d, desc, amt, acct) in enumerate(acts):
            bb = 153 + k * 2
            b += [f"\t[{bb}] row ''", f"\t\tStaticText '{d}'", f"\t\tStaticText '{desc}'", f"\t\tStaticText '{acct}'", f"\t\tStaticText '{amt}'"]
        b += ["[190] link 'View all activity'"]
        return W("Accounts | Harbor Federal Credit Union", HF + "/accounts", hdr + b)

    state = overview(3412.58, 12050.00, False)

    def form(frm: str, to: str, amt: str) -> str:
        b = ["[100] heading 'Transfer money'", "[102] tab 'Make a transfer' selected: True", "[103] tab 'Scheduled transfers' selected: False",
             "[104] tab 'External accounts' selected: False",
             f"[110] combobox 'From' value='{frm or 'Select an account'}'",
             f"[112] combobox 'To' value='{to or 'Select an account'}'",
             f"[114] textbox 'Amount ($)' value='{amt}'" if amt else "[114] textbox 'Amount ($)'",
             "[116] combobox 'Frequency' value='One time'", "[118] textbox 'Date' value='11/12/2024'", "[120] textbox 'Memo (optional)'",
             "StaticText 'Transfers between your Harbor accounts made before 8:00 PM PT are available immediately.'",
             "[124] button 'Review transfer'", "[125] button 'Cancel'"]
        return W("Transfer | Harbor Federal Credit Union", HF + "/transfer", hdr + b)

    fc, sv = "Everyday Checking ••4821 ($3,412.58)", "High-Yield Savings ••9907 ($12,050.00)"
    t1, t2, t3, t4 = form("", "", ""), form(fc, "", ""), form(fc, sv, ""), form(fc, sv, "250.00")
    t5 = W("Review transfer | Harbor Federal Credit Union", HF + "/transfer/review", hdr + [
        "[100] heading 'Review your transfer'", "StaticText 'From'", "StaticText 'Everyday Checking ••4821'", "StaticText 'To'",
        "StaticText 'High-Yield Savings ••9907'", "StaticText 'Amount'", "StaticText '$250.00'", "StaticText 'Frequency'",
        "StaticText 'One time'", "StaticText 'Date'", "StaticText 'Tue, Nov 12, 2024'", "StaticText 'Memo'", "StaticText '—'",
        "StaticText 'Funds will be available immediately.'", "[130] button 'Submit'", "[131] button 'Edit'", "[132] button 'Cancel'"])
    t6 = W("Transfer complete | Harbor Federal Credit Union", HF + "/transfer/confirmation", hdr + [
        "[100] heading 'Your transfer is complete'", "StaticText 'Confirmation number'", "StaticText 'TRF-20241112-55830'",
        "StaticText 'From'", "StaticText 'Everyday Checking ••4821'", "StaticText 'To'", "StaticText 'High-Yield Savings ••9907'",
        "StaticText 'Amount'", "StaticText '$250.00'", "StaticText 'Date'", "StaticText 'Tue, Nov 12, 2024'",
        "[120] heading 'Updated balances'", "StaticText 'Everyday Checking ••4821'", "StaticText '$3,162.58'",
        "StaticText 'High-Yield Savings ••9907'", "StaticText '$12,300.00'", "[130] button 'Make another transfer'",
        "[131] link 'Go to accounts'", "[132] button 'Print'"])
    t7 = overview(3162.58, 12030.00, True)  # BAD: should be 12,300.00
    turns = [("click('23')", t1), (f"select_option('110', '{fc}')", t2), (f"select_option('112', '{sv}')", t3),
             ("fill('114', '250.00')", t4), ("click('124')", t5), ("click('130')", t6), ("click('22')", t7)]
    return dict(tid="h9-web-14", state=state, turns=turns, bad=True, turn=7, kind="balance does not follow")


# 15 | Pinecrest Bank: $600 savings->checking rejected (only $540.25 available; nothing changes), $500 goes through,
#    | then a scheduled transfer is cancelled. Available vs current checking balance differ by a $75.00 pending hold. CLEAN.
def t15() -> dict[str, Any]:
    PB = "https://secure.pinecrestbank.example"
    hdr = ["[20] link 'Pinecrest Bank'", "[22] link 'Accounts'", "[23] link 'Transfers'", "[24] link 'Bill Pay'", "[25] link 'Zelle®'",
           "[26] link 'Statements & Documents'", "[28] button 'Maria Chen' hasPopup: menu", "[29] link 'Sign off'"]

    def overview(cur: float, sav: float, moved: bool) -> str:
        b = ["[100] heading 'Accounts'", "[110] table ''", "\t[111] row ''", "\t\t[112] columnheader 'Account'",
             "\t\t[113] columnheader 'Current balance'", "\t\t[114] columnheader 'Available balance'", "\t[120] row ''",
             "\t\t[121] link 'Pinecrest Checking ••1043'", f"\t\tStaticText '{money(cur)}'", f"\t\tStaticText '{money(cur - 75)}'",
             "\t[125] row ''", "\t\t[126] link 'Pinecrest Savings ••7710'", f"\t\tStaticText '{money(sav)}'", f"\t\tStaticText '{money(sav)}'",
             "[140] heading 'Checking ••1043 activity'", "[142] table ''", "\t[143] row ''", "\t\tStaticText 'Pending'",
             "\t\tStaticText 'SHELL OIL 5521 DENVER CO (authorization)'", "\t\tStaticText '-$75.00'", "\t\tStaticText ''"]
        acts = ([("Nov 15", "Online transfer from Savings ••7710 Conf# PB5D21X9", "+$500.00", cur)] if moved else [])
        bal = cur
        rows = acts + [("Nov 14", "KING SOOPERS #0091", "-$54.18", None), ("Nov 13", "XCEL ENERGY BILL PAY", "-$92.40", None),
                       ("Nov 12", "ATM WITHDRAWAL 1600 GLENARM PL", "-$60.00", None)]
        for k, (d, desc, amt, _) in enumerate(rows):
            b += [f"\t[{145 + k}] row ''", f"\t\tStaticText '{d}'", f"\t\tStaticText '{desc}'", f"\t\tStaticText '{amt}'",
                  f"\t\tStaticText '{money(bal)}'"]
            bal -= float(amt.replace("$", "").replace(",", "").replace("+", ""))
        b += ["StaticText 'Pending transactions are not yet included in your current balance.'", "[160] link 'View all activity'"]
        return W("Accounts | Pinecrest Bank", PB + "/accounts", hdr + b)

    state = overview(1284.60, 540.25, False)
    sv0, ck0 = "Savings ••7710 — available $540.25", "Checking ••1043 — available $1,209.60"

    def form(frm: str, to: str, amt: str, err: str | None = None) -> str:
        b = ["[100] heading 'Transfers'", "[102] tab 'New transfer' selected: True", "[103] tab 'Scheduled' selected: False",
             "[104] tab 'History' selected: False"]
        if err:
            b += ["[106] alert ''", f"\tStaticText '{err}'"]
        b += [f"[110] combobox 'Transfer from' value='{frm or 'Choose account'}'", f"[112] combobox 'Transfer to' value='{to or 'Choose account'}'",
              f"[114] textbox 'Amount' value='{amt}'" if amt else "[114] textbox 'Amount'", "[116] combobox 'When' value='Today'",
              "[118] combobox 'Repeat' value='Does not repeat'", "[120] button 'Continue'", "[121] button 'Cancel'"]
        return W("Transfers | Pinecrest Bank", PB + "/transfers/new", hdr + b)

    t1, t2, t3, t4 = form("", "", ""), form(sv0, "", ""), form(sv0, ck0, ""), form(sv0, ck0, "600.00")
    t5 = form(sv0, ck0, "600.00", err="The amount exceeds the available balance of $540.25 in Savings ••7710.")
    t6 = form(sv0, ck0, "500.00")
    t7 = W("Review transfer | Pinecrest Bank", PB + "/transfers/review", hdr + [
        "[100] heading 'Review transfer'", "StaticText 'From: Savings ••7710'", "StaticText 'To: Checking ••1043'",
        "StaticText 'Amount: $500.00'", "StaticText 'Date: Today, Nov 15, 2024'", "StaticText 'Repeat: Does not repeat'",
        "StaticText 'Savings ••7710 balance after transfer: $40.25'", "[120] button 'Confirm transfer'", "[121] button 'Back'"])
    t8 = W("Transfer confirmed | Pinecrest Bank", PB + "/transfers/confirmation", hdr + [
        "[100] heading 'Transfer confirmed'", "StaticText 'Confirmation: PB5D21X9'", "StaticText '$500.00 from Savings ••7710 to Checking ••1043'",
        "StaticText 'Nov 15, 2024'", "[110] table ''", "\t[111] row ''", "\t\tStaticText 'Checking ••1043'", "\t\tStaticText 'Current $1,784.60'",
        "\t\tStaticText 'Available $1,709.60'", "\t[112] row ''", "\t\tStaticText 'Savings ••7710'", "\t\tStaticText 'Current $40.25'",
        "\t\tStaticText 'Available $40.25'", "[120] button 'New transfer'", "[121] link 'Scheduled transfers'"])

    def sched(rows: list[tuple[str, str, str, str]], dialog: bool, msg: bool) -> str:
        b = ["[100] heading 'Transfers'", "[102] tab 'New transfer' selected: False", "[103] tab 'Scheduled' selected: True",
             "[104] tab 'History' selected: False"]
        if msg:
            b += ["[106] status ''", "\tStaticText 'The scheduled transfer was canceled.'"]
        b += ["[110] table ''", "\t[111] row ''", "\t\t[112] columnheader 'Next date'", "\t\t[113] columnheader 'From'",
              "\t\t[114] columnheader 'To'", "\t\t[115] columnheader 'Amount'", "\t\t[116] columnheader 'Repeats'", "\t\t[117] columnheader ''"]
        for k, (d, f, t, a, r) in enumerate(rows):
            bb = 120 + k * 5
            b += [f"\t[{bb}] row ''", f"\t\tStaticText '{d}'", f"\t\tStaticText '{f}'", f"\t\tStaticText '{t}'", f"\t\tStaticText '{a}'",
                  f"\t\tStaticText '{r}'", f"\t\t[{bb + 2}] button 'Edit'", f"\t\t[{bb + 3}] button 'Cancel'"]
        if not rows:
            b += ["StaticText 'No scheduled transfers.'"]
        if dialog:
            b += ["[200] dialog 'Cancel scheduled transfer?' modal: True",
                  "\tStaticText 'Nov 29, 2024 · Checking ••1043 → Savings ••7710 · $100.00 · Monthly'",
                  "\tStaticText 'All future transfers in this series will be canceled.'", "\t[204] button 'Yes, cancel it'",
                  "\t[205] button 'Keep it'"]
        return W("Scheduled transfers | Pinecrest Bank", PB + "/transfers/scheduled", hdr + b)

    both = [("Nov 29, 2024", "Checking ••1043", "Savings ••7710", "$100.00", "Monthly"),
            ("Dec 1, 2024", "Checking ••1043", "Elm Street Properties ••5520", "$1,150.00", "Monthly")]
    t9, t10, t11 = sched(both, False, False), sched(both, True, False), sched(both[1:], False, True)
    t12 = overview(1784.60, 40.25, True)
    turns = [("click('23')", t1), (f"select_option('110', '{sv0}')", t2), (f"select_option('112', '{ck0}')", t3),
             ("fill('114', '600.00')", t4), ("click('120')", t5), ("fill('114', '500.00')", t6), ("click('120')", t7),
             ("click('120')", t8), ("click('121')", t9), ("click('123')", t10), ("click('204')", t11), ("click('22')", t12)]
    return dict(tid="h9-web-15", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Online courses
# 16 | Learnly 'Intro to SQL': mark lesson 7 complete (turn 2, 7/12), pass lesson 8's quiz (turn 7, 8/12), open lesson 9.
#    | BAD turn 9: the course outline shows lesson 7 'Not started' (its completion from turn 2 lost) while the bar still says 8 of 12.
def t16() -> dict[str, Any]:
    LN = "https://learnly.example"
    hdr = ["[20] link 'Learnly'", "[22] link 'My learning'", "[23] link 'Catalog'", "[24] searchbox 'Search courses'",
           "[26] link 'Notifications'", "[27] button 'Priya S.' hasPopup: menu"]
    lessons = [("Welcome and setup", "6:12"), ("SELECT and FROM", "9:40"), ("Filtering with WHERE", "11:05"),
               ("Sorting with ORDER BY", "7:58"), ("Working with NULL", "8:31"), ("JOINs, part 1", "14:20"),
               ("Aggregate functions", "11:24"), ("GROUP BY and HAVING", "12:47"), ("Subqueries", "13:02"),
               ("Window functions", "15:36"), ("Indexes and performance", "10:18"), ("Final project", "Project")]

    def pct(n: int) -> int:
        return round(100 * n / 12)

    def outline(status: dict[int, str], done: int) -> str:
        b = ["[100] heading 'Intro to SQL'", "StaticText 'Instructor: Dr. Marcus Webb'",
             f"[104] progressbar 'Course progress' valuenow: {pct(done)}", f"StaticText '{done} of 12 lessons complete · {pct(done)}%'",
             "[108] button 'Resume course'", "[110] list 'Lessons'"]
        for i, (n, d) in enumerate(lessons, 1):
            b += [f"\t[{110 + i * 3}] listitem ''", f"\t\t[{111 + i * 3}] link 'Lesson {i}: {n}'", f"\t\tStaticText '{d}'",
                  f"\t\tStaticText '{status.get(i, 'Not started')}'"]
        b += ["[160] heading 'Certificate'", "StaticText 'Complete all 12 lessons to earn your certificate.'"]
        return W("Intro to SQL | Learnly", LN + "/courses/intro-to-sql", hdr + b)

    st = {i: "Completed" for i in range(1, 7)}
    state = outline(st, 6)

    def lesson(i: int, done: int, completed: bool, extra: list[str] | None = None) -> str:
        n, d = lessons[i - 1]
        b = ["[100] link 'Intro to SQL'", "[101] link 'Course outline'", f"[102] heading 'Lesson {i}: {n}'",
             f"[104] video 'Lesson {i} video'", "\t[105] button 'Play'", f"\tStaticText '0:00 / {d}'", "\t[107] button 'Captions'",
             "\t[108] button 'Playback speed 1x'", "[110] tab 'Transcript' selected: True", "[111] tab 'Resources' selected: False",
             "[112] tab 'Discussion (14)' selected: False"]
        b += extra or []
        if completed:
            b += ["[130] button 'Completed' pressed: true"]
        elif not extra:
            b += ["[130] button 'Mark as complete'"]
        b += ["[132] link 'Previous lesson'", "[133] link 'Next lesson'", "[140] complementary ''",
              f"\t[141] progressbar 'Course progress' valuenow: {pct(done)}", f"\tStaticText '{done} of 12 lessons complete · {pct(done)}%'"]
        slug = n.lower().replace(",", "").replace(" ", "-")
        return W(f"Lesson {i}: {n} | Intro to SQL | Learnly", LN + f"/courses/intro-to-sql/lessons/{i}-{slug}", hdr + b)

    tr7 = ["StaticText 'Aggregate functions collapse many rows into one value. COUNT(*) counts rows; COUNT(col) skips NULLs.'",
           "StaticText 'SUM and AVG ignore NULLs too, which is why AVG(col) can differ from SUM(col) / COUNT(*).'",
           "StaticText 'MIN and MAX work on text and dates as well as numbers.'"]
    t1 = lesson(7, 6, False, None).replace("[110] tab 'Transcript' selected: True", "[110] tab 'Transcript' selected: True\n\t" + "\n\t".join(tr7))
    t2 = t1.replace("[130] button 'Mark as complete'", "[130] button 'Completed' pressed: true").replace(
        "valuenow: 50", "valuenow: 58").replace("6 of 12 lessons complete · 50%", "7 of 12 lessons complete · 58%")
    qs = [("Which clause filters groups after aggregation?", ["WHERE", "HAVING", "ORDER BY", "LIMIT"]),
          ("SELECT dept, COUNT(*) FROM staff GROUP BY dept returns one row per…", ["employee", "department", "NULL value", "table"]),
          ("Which query is invalid in standard SQL?", ["SELECT dept, MAX(pay) FROM staff GROUP BY dept",
                                                       "SELECT name, COUNT(*) FROM staff GROUP BY dept",
                                                       "SELECT COUNT(DISTINCT dept) FROM staff",
                                                       "SELECT dept FROM staff GROUP BY dept HAVING COUNT(*) > 3"])]

    def quiz(picks: dict[int, int], result: bool, done: int) -> str:
        q = ["[114] heading 'Lesson quiz · 3 questions · pass with 2 correct to complete this lesson'"]
        for k, (text, opts) in enumerate(qs):
            base = 200 + k * 10
            q += [f"[{base}] group 'Question {k + 1}: {text}'"]
            for j, o in enumerate(opts):
                q += [f"\t[{base + 1 + j}] radio '{o}' checked: {'true' if picks.get(k) == j else 'false'}"]
        if result:
            q += ["[240] status ''", "\tStaticText 'Score: 3/3 — Passed. Lesson 8 marked complete.'", "[242] button 'Review answers'"]
        else:
            q += ["[240] button 'Submit quiz'" + ("" if len(picks) == 3 else " disabled: True")]
        page = lesson(8, done, result, q)
        return page

    t3 = quiz({}, False, 7)
    t4 = quiz({0: 1}, False, 7)
    t5 = quiz({0: 1, 1: 1}, False, 7)
    t6 = quiz({0: 1, 1: 1, 2: 1}, False, 7)
    t7 = quiz({0: 1, 1: 1, 2: 1}, True, 8)
    tr9 = ["StaticText 'A subquery is a SELECT inside another statement. Scalar subqueries return one value; others return a set.'",
           "StaticText 'Correlated subqueries reference the outer row and run once per outer row.'"]
    t8 = lesson(9, 8, False).replace("[110] tab 'Transcript' selected: True", "[110] tab 'Transcript' selected: True\n\t" + "\n\t".join(tr9))
    st9 = {**st, 8: "Completed", 9: "In progress"}  # BAD: lesson 7 should be Completed
    t9 = outline(st9, 8)
    t10 = t8
    t11 = t8.replace("[130] button 'Mark as complete'", "[130] button 'Completed' pressed: true").replace(
        "valuenow: 67", "valuenow: 75").replace("8 of 12 lessons complete · 67%", "9 of 12 lessons complete · 75%")
    turns = [("click('132')", t1), ("click('130')", t2), ("click('133')", t3), ("click('202')", t4), ("click('212')", t5),
             ("click('222')", t6), ("click('240')", t7), ("click('133')", t8), ("click('101')", t9), ("click('138')", t10),
             ("click('130')", t11)]
    return dict(tid="h9-web-16", state=state, turns=turns, bad=True, turn=9, kind="state reverted")


# 17 | Coursepath 'Statistics 101' Module 3 quiz retake: timer counts down, answers get picked, attempt 2 scores 4/5,
#    | so attempts used 1 -> 2 and the highest score 60% -> 80%. CLEAN.
def t17() -> dict[str, Any]:
    CP = "https://coursepath.example"
    hdr = ["[20] link 'Coursepath'", "[22] link 'Dashboard'", "[23] link 'Courses'", "[24] link 'Calendar'", "[25] link 'Inbox'",
           "\tStaticText '3'", "[27] button 'Luis Ortega' hasPopup: menu", "[30] link 'STAT 101 · Statistics 101'",
           "[31] link 'Home'", "[32] link 'Modules'", "[33] link 'Quizzes' current: page", "[34] link 'Grades'", "[35] link 'People'"]
    attempts = [("Attempt 1", "Nov 13, 2024 7:41 PM", "11 minutes", "3 / 5", "60%")]

    def summary(atts: list[tuple[str, ...]], best: str) -> str:
        b = ["[100] heading 'Module 3 Quiz: Probability basics'", "StaticText 'Due Nov 20, 2024 at 11:59 PM'", "StaticText 'Points 5'",
             "StaticText 'Questions 5'", "StaticText 'Time limit 20 minutes'", "StaticText 'Allowed attempts 3'",
             f"StaticText 'Attempts used: {len(atts)} of 3'", f"StaticText 'Highest score: {best}'", "StaticText 'Score kept: highest'",
             "[120] table 'Attempt history'", "\t[121] row ''", "\t\t[122] columnheader ''", "\t\t[123] columnheader 'Submitted'",
             "\t\t[124] columnheader 'Time'", "\t\t[125] columnheader 'Score'"]
        for k, (a, when, took, sc, p) in enumerate(atts):
            b += [f"\t[{130 + k * 3}] row ''", f"\t\t[{131 + k * 3}] link '{a}'", f"\t\tStaticText '{when}'", f"\t\tStaticText '{took}'",
                  f"\t\tStaticText '{sc} ({p})'"]
        b += ["[150] button 'Retake quiz'", f"StaticText '{3 - len(atts)} attempt{'s' if 3 - len(atts) != 1 else ''} remaining'"]
        return W("Module 3 Quiz: Probability basics | STAT 101", CP + "/courses/stat101/quizzes/3", hdr + b)

    state = summary(attempts, "60% (3/5)")
    qs = [("A fair die is rolled once. P(roll > 4) =", ["1/6", "1/3", "1/2", "2/3"]),
          ("Events A and B are independent with P(A)=0.4, P(B)=0.5. P(A and B) =", ["0.9", "0.2", "0.1", "0.45"]),
          ("Two fair coins are tossed. P(at least one head) =", ["1/4", "1/2", "3/4", "1"]),
          ("P(A)=0.3, P(B)=0.6, P(A and B)=0.1. P(A or B) =", ["0.9", "0.8", "0.7", "0.18"]),
          ("A card is drawn from a standard 52-card deck. P(heart | red) =", ["1/4", "1/2", "1/13", "13/52"])]

    def attempt(picks: dict[int, int], remaining: str) -> str:
        b = ["[100] heading 'Module 3 Quiz: Probability basics'", "StaticText 'Attempt 2 of 3 · started Nov 14, 2024 9:07 PM'",
             f"[102] timer 'Time remaining {remaining}'", f"StaticText '{len(picks)} of 5 answered'"]
        for k, (text, opts) in enumerate(qs):
            base = 200 + k * 10
            b += [f"[{base}] group 'Question {k + 1} (1 point): {text}'"]
            b += [f"\t[{base + 1 + j}] radio '{o}' checked: {'true' if picks.get(k) == j else 'false'}" for j, o in enumerate(opts)]
        b += ["[260] button 'Submit quiz'", "StaticText 'Answers are saved automatically.'"]
        return W("Attempt 2 · Module 3 Quiz | STAT 101", CP + "/courses/stat101/quizzes/3/attempts/2", hdr + b)

    t1 = attempt({}, "19:58")
    t2 = attempt({0: 1}, "19:31")
    t3 = attempt({0: 1, 1: 1}, "18:50")
    t4 = attempt({0: 1, 1: 1, 2: 2}, "17:12")
    t5 = attempt({0: 1, 1: 1, 2: 2, 3: 2}, "16:40")
    t6 = attempt({0: 1, 1: 1, 2: 2, 3: 2, 4: 1}, "15:05")
    atts2 = attempts + [("Attempt 2", "Nov 14, 2024 9:12 PM", "5 minutes", "4 / 5", "80%")]
    t7 = summary(atts2, "80% (4/5)").replace("[100] heading 'Module 3 Quiz: Probability basics'",
                                             "[100] heading 'Module 3 Quiz: Probability basics'\n\t[101] status ''\n\t\tStaticText 'Attempt 2 submitted: 4 / 5 (80%). Question 4 was incorrect.'")
    turns = [("click('150')", t1), ("click('202')", t2), ("click('212')", t3), ("click('223')", t4), ("click('233')", t5),
             ("click('242')", t6), ("click('260')", t7)]
    return dict(tid="h9-web-17", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Support portals
# 18 | HelpHub (Brightline Software) request #48213: reply to the agent's 09:14 message, then open a new request.
#    | BAD turn 3: the customer's new reply is stamped Nov 12, 2024 08:51, earlier than the agent message (09:14) it answers.
def t18() -> dict[str, Any]:
    HH = "https://support.brightline.example/hc"
    hdr = ["[20] link 'Brightline Help Center'", "[22] searchbox 'Search articles'", "[24] link 'Submit a request'",
           "[25] link 'My requests'", "[26] button 'Dana Whitfield' hasPopup: menu"]

    def reqs(last: str, status: str) -> str:
        rows = [("Invoice shows wrong VAT number", "48213", "Nov 11, 2024", last, status),
                ("SSO login loop on Safari 17", "48102", "Nov 6, 2024", "Nov 8, 2024 16:40", "Solved"),
                ("Add a second admin seat", "47950", "Oct 29, 2024", "Oct 30, 2024 11:02", "Solved"),
                ("API rate limit increase for staging", "47711", "Oct 14, 2024", "Oct 21, 2024 09:30", "Closed"),
                ("Webhook retries not respecting backoff", "47305", "Sep 23, 2024", "Oct 2, 2024 13:15", "Closed")]
        b = ["[100] heading 'My requests'", "[102] tab 'My requests' selected: True", "[103] tab 'Requests I'm CC'd on' selected: False",
             "[104] searchbox 'Search requests'", "[106] combobox 'Status' value='Any'", "[110] table ''", "\t[111] row ''",
             "\t\t[112] columnheader 'Subject'", "\t\t[113] columnheader 'Id'", "\t\t[114] columnheader 'Created'",
             "\t\t[115] columnheader 'Last activity'", "\t\t[116] columnheader 'Status'"]
        for k, (s, i, c, la, st) in enumerate(rows):
            bb = 120 + k * 3
            b += [f"\t[{bb}] row ''", f"\t\t[{bb + 1}] link '{s}'", f"\t\tStaticText '#{i}'", f"\t\tStaticText '{c}'",
                  f"\t\tStaticText '{la}'", f"\t\tStaticText '{st}'"]
        return W("My requests – Brightline Help Center", HH + "/en-us/requests", hdr + b)

    state = reqs("Nov 12, 2024 09:14", "Awaiting your reply")
    reply = ("The header of invoice INV-2024-10-3381 shows VAT ID DE 811 907 980, but ours is DE 811 907 908 "
             "(last two digits swapped).")

    def ticket(box: str, posted: bool, stamp: str) -> str:
        b = ["[100] link 'Brightline Help Center'", "[101] link 'My requests'", "[102] heading 'Invoice shows wrong VAT number'",
             "[110] article ''", "\t[111] img 'Dana Whitfield'", "\tStaticText 'Dana Whitfield'", "\tStaticText 'Nov 11, 2024 16:02'",
             "\tStaticText 'Hi, our October invoice lists the wrong VAT number, so our accounts team cannot book it. Can you reissue it?'",
             "[120] article ''", "\t[121] img 'Priya Raman'", "\tStaticText 'Priya Raman'", "\tStaticText 'Brightline Support'",
             "\tStaticText 'Nov 12, 2024 09:14'",
             "\tStaticText 'Hi Dana, sorry about that. Could you send a screenshot of the invoice header and confirm the correct VAT ID? I will then reissue it.'"]
        if posted:
            b += ["[130] article ''", "\t[131] img 'Dana Whitfield'", "\tStaticText 'Dana Whitfield'", f"\tStaticText '{stamp}'",
                  f"\tStaticText '{reply}'"]
        b += [f"[150] textbox 'Add to conversation' value='{box}'" if box else "[150] textbox 'Add to conversation'",
              "[152] button 'Add file'",
              "[154] checkbox 'Please consider this request solved' checked: false", "[156] button 'Submit'",
              "[160] complementary ''", "\tStaticText 'Request #48213'", "\tStaticText 'Status'",
              f"\tStaticText '{'Open' if posted else 'Awaiting your reply'}'", "\tStaticText 'Type'", "\tStaticText 'Question'",
              "\tStaticText 'Priority'", "\tStaticText 'Normal'", "\tStaticText 'Product'", "\tStaticText 'Billing'",
              "\tStaticText 'Assignee'", "\tStaticText 'Priya Raman'"]
        return W("Invoice shows wrong VAT number – Brightline Help Center", HH + "/en-us/requests/48213", hdr + b)

    t1 = ticket("", False, "")
    t2 = ticket(reply, False, "")
    t3 = ticket("", True, "Nov 12, 2024 08:51")  # BAD: earlier than the 09:14 message it replies to
    t4 = reqs("Nov 12, 2024 08:51", "Open")

    def newreq(subj: str, desc: str, done: bool) -> str:
        if done:
            b = ["[100] link 'Brightline Help Center'", "[101] link 'My requests'", "[102] status ''",
                 "\tStaticText 'Your request was successfully submitted.'", f"[104] heading '{subj}'", "[110] article ''",
                 "\tStaticText 'Dana Whitfield'", "\tStaticText 'just now'", f"\tStaticText '{desc}'",
                 "[150] textbox 'Add to conversation'", "[156] button 'Submit'", "[160] complementary ''", "\tStaticText 'Request #48377'",
                 "\tStaticText 'Status'", "\tStaticText 'Open'", "\tStaticText 'Priority'", "\tStaticText 'Normal'", "\tStaticText 'Product'",
                 "\tStaticText 'Billing'"]
            return W(f"{subj} – Brightline Help Center", HH + "/en-us/requests/48377", hdr + b)
        b = ["[100] link 'Brightline Help Center'", "[101] link 'Submit a request'", "[102] heading 'Submit a request'",
             "[104] combobox 'Please choose your issue below' value='Billing'", "[106] textbox 'Your email address' value='dana.whitfield@oakridge-labs.example'",
             "[108] textbox 'CC'", f"[110] textbox 'Subject' required: True value='{subj}'" if subj else "[110] textbox 'Subject' required: True",
             f"[112] textbox 'Description' required: True value='{desc}'" if desc else "[112] textbox 'Description' required: True",
             "StaticText 'Please enter the details of your request. A member of our support staff will respond as soon as possible.'",
             "[114] combobox 'Priority' value='Normal'", "[116] button 'Add file or drop files here'", "[120] button 'Submit'"]
        return W("Submit a request – Brightline Help Center", HH + "/en-us/requests/new", hdr + b)

    subj = "Add our PO number to future invoices"
    desc = "From December on, please print PO-7741-OR on every invoice so our AP team can match them."
    t5, t6, t7, t8 = newreq("", "", False), newreq(subj, "", False), newreq(subj, desc, False), newreq(subj, desc, True)
    turns = [("click('121')", t1), (f"fill('150', '{reply}')", t2), ("click('156')", t3), ("click('25')", t4),
             ("click('24')", t5), (f"fill('110', '{subj}')", t6), (f"fill('112', '{desc}')", t7), ("click('120')", t8)]
    return dict(tid="h9-web-18", state=state, turns=turns, bad=True, turn=3, kind="clock goes backwards")


# 19 | Deskly (Fieldnote Analytics) ticket #7731: reply + raise priority (status Pending -> Open), reload shows the agent's
#    | later answer marking it Solved, list and Solved filter agree, customer rates it Good. CLEAN.
def t19() -> dict[str, Any]:
    DK = "https://fieldnote.deskly.example"
    hdr = ["[20] link 'Fieldnote Analytics Support'", "[22] link 'Knowledge base'", "[23] link 'My tickets'", "[24] link 'New ticket'",
           "[26] button 'Ana Silva' hasPopup: menu"]
    mine = "Smaller reports export fine. Chrome 130 on macOS 14.6; the Q3 pipeline report has about 48k rows."
    agent2 = ("Thanks Ana, that was the clue: exports over 25k rows hit a timeout. We deployed a fix at 10:10. Please try again. "
              "I am marking this as solved; just reply if it still fails and the ticket reopens.")

    def ticket(box: str, prio: str, status: str, mine_posted: bool, agent_posted: bool, rated: str | None) -> str:
        b = ["[100] heading '#7731 Cannot export report to CSV'", f"StaticText 'Status: {status}'", f"StaticText 'Priority: {prio}'",
             "[110] article ''", "\tStaticText 'Ana Silva'", "\tStaticText 'Nov 4, 2024 14:22'",
             "\tStaticText 'The Export button spins forever for the Q3 pipeline report. Nothing downloads.'",
             "[120] article ''", "\tStaticText 'Marco Bellini (Support)'", "\tStaticText 'Nov 5, 2024 09:03'",
             "\tStaticText 'Thanks Ana. Does it also happen with smaller reports? Which browser and version are you on?'"]
        if mine_posted:
            b += ["[130] article ''", "\tStaticText 'Ana Silva'", "\tStaticText 'Nov 5, 2024 10:02'", f"\tStaticText '{mine}'"]
        if agent_posted:
            b += ["[140] article ''", "\tStaticText 'Marco Bellini (Support)'", "\tStaticText 'Nov 5, 2024 10:14'", f"\tStaticText '{agent2}'",
                  "StaticText 'Status changed from Open to Solved by Marco Bellini · Nov 5, 2024 10:14'"]
        if status == "Solved":
            b += ["[170] region 'Rate this ticket'"]
            if rated:
                b += ["\tStaticText 'Thanks for your feedback! You rated this ticket: Good'", "\t[174] link 'Change rating'"]
            else:
                b += ["\tStaticText 'How would you rate the support you received?'", "\t[172] button 'Good, I’m satisfied'",
                      "\t[173] button 'Bad, I’m unsatisfied'"]
        b += [f"[150] textbox 'Reply' value='{box}'" if box else "[150] textbox 'Reply'",
              f"[152] combobox 'Priority' value='{prio}'", "[154] button 'Send reply'",
              "[160] complementary ''", "\tStaticText 'Requester: Ana Silva'", "\tStaticText 'Assignee: Marco Bellini'",
              "\tStaticText 'Created: Nov 4, 2024 14:22'",
              f"\tStaticText 'Updated: {'Nov 5, 2024 10:14' if agent_posted else ('Nov 5, 2024 10:02' if mine_posted else 'Nov 5, 2024 09:03')}'"]
        return W("#7731 Cannot export report to CSV | Fieldnote Analytics Support", DK + "/tickets/7731", hdr + b)

    state = ticket("", "Normal", "Pending", False, False, None)
    t1 = ticket(mine, "Normal", "Pending", False, False, None)
    t2 = ticket(mine, "High", "Pending", False, False, None)
    t3 = ticket("", "High", "Open", True, False, None)
    t4 = ticket("", "High", "Solved", True, True, None)
    allrows = [("7731", "Cannot export report to CSV", "Solved", "High", "Nov 5, 2024 10:14"),
               ("7690", "Dashboard shows times in UTC instead of local time", "Open", "Normal", "Nov 3, 2024 17:48"),
               ("7644", "SAML metadata refresh fails", "Solved", "High", "Oct 30, 2024 12:05"),
               ("7512", "Invite link expired for new analyst", "Closed", "Low", "Oct 21, 2024 08:37"),
               ("7405", "Question about data retention on Team plan", "Closed", "Normal", "Oct 9, 2024 15:20")]

    def tlist(flt: str) -> str:
        rows = [r for r in allrows if flt == "All" or r[2] == flt]
        b = ["[100] heading 'My tickets'"] + [f"[{102 + i}] link '{f}'" + (" current: page" if f == flt else "")
                                                for i, f in enumerate(["All", "Open", "Pending", "Solved", "Closed"])]
        b += ["[110] table ''", "\t[111] row ''", "\t\t[112] columnheader 'ID'", "\t\t[113] columnheader 'Subject'",
              "\t\t[114] columnheader 'Status'", "\t\t[115] columnheader 'Priority'", "\t\t[116] columnheader 'Updated'"]
        for k, (i, s, st, p, u) in enumerate(rows):
            bb = 120 + k * 3
            b += [f"\t[{bb}] row ''", f"\t\tStaticText '#{i}'", f"\t\t[{bb + 1}] link '{s}'", f"\t\tStaticText '{st}'",
                  f"\t\tStaticText '{p}'", f"\t\tStaticText '{u}'"]
        b += [f"StaticText '{len(rows)} ticket{'s' if len(rows) != 1 else ''}'"]
        return W("My tickets | Fieldnote Analytics Support", DK + "/tickets" + ("" if flt == "All" else f"?status={flt.lower()}"), hdr + b)

    t5, t6 = tlist("All"), tlist("Solved")
    t7 = ticket("", "High", "Solved", True, True, None)
    t8 = ticket("", "High", "Solved", True, True, "Good")
    turns = [(f"fill('150', '{mine}')", t1), ("select_option('152', 'High')", t2), ("click('154')", t3),
             ("goto('https://fieldnote.deskly.example/tickets/7731')", t4), ("click('23')", t5), ("click('105')", t6),
             ("click('121')", t7), ("click('172')", t8)]
    return dict(tid="h9-web-19", state=state, turns=turns, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Event ticketing
# 20 | TixHub: hold 2 GA tickets for The National at Red Rocks; the hold timer counts down, an expired promo code is
#    | rejected (totals unchanged), saved card selected, order placed for $187.50, tickets listed. CLEAN.
def t20() -> dict[str, Any]:
    TX = "https://www.tixhub.example"
    hdr = ["[20] link 'TixHub'", "[22] searchbox 'Search artists, venues, events'", "[24] link 'Concerts'", "[25] link 'Sports'",
           "[26] link 'Theater'", "[27] link 'My tickets'", "[28] button 'Noah K.' hasPopup: menu"]
    ev = ["StaticText 'The National'", "StaticText 'Sat, Jun 14, 2025 · 7:30 PM'", "StaticText 'Red Rocks Amphitheatre · Morrison, CO'"]

    def event(qty: str) -> str:
        b = ["[100] heading 'The National — Live at Red Rocks'"] + ev[1:] + [
            "StaticText 'Doors 6:00 PM · All ages · Rain or shine'", "[110] heading 'Tickets'",
            "[112] region 'General Admission'", "\tStaticText 'General Admission'", "\tStaticText '$79.50 + $14.25 fees each'",
            "\tStaticText 'Standing/bench seating, first come first served. Limit 8.'",
            f"\t[116] combobox 'Quantity' value='{qty}'",
            "[120] region 'Reserved Rows 1–30'", "\tStaticText 'Reserved Rows 1–30'", "\tStaticText '$119.00 + $19.80 fees each'",
            "\t[124] combobox 'Quantity' value='0'", "[130] button 'Find tickets'" + (" disabled: True" if qty == "0" else ""),
            "StaticText 'Prices include all taxes. Fees are per ticket.'", "[134] link 'Event info & policies'"]
        return W("The National — Live at Red Rocks | TixHub", TX + "/event/the-national-red-rocks-2025-06-14", hdr + b)

    state, t1 = event("0"), event("2")
    summary = ["\tStaticText '2 × General Admission'", "\tStaticText '$159.00'", "\tStaticText 'Fees (2 × $14.25)'",
               "\tStaticText '$28.50'", "\tStaticText 'Total'", "\tStaticText '$187.50'"]
    t2 = W("Your tickets are held | TixHub", TX + "/checkout/hold/H-77120455", hdr + [
        "[100] heading 'Tickets held for you'", "[102] timer 'Time left to complete checkout 09:59'"] + ev + [
        "[110] region 'Order summary'"] + summary + ["[120] button 'Checkout'", "[122] button 'Release tickets'"])

    def checkout(promo: str, timer: str, err: bool, card: bool) -> str:
        b = ["[100] heading 'Checkout'", f"[102] timer 'Time left to complete checkout {timer}'"] + ev + [
            "[108] textbox 'Email' value='noah.k@example.com'",
            "[110] heading 'Payment'", f"[112] radio 'Visa ending 1188 · exp 04/26' checked: {'true' if card else 'false'}",
            "[113] radio 'New card' checked: false", "[114] radio 'PayPal' checked: false",
            f"[120] textbox 'Promo code' value='{promo}'" if promo else "[120] textbox 'Promo code'", "[121] button 'Apply'"]
        if err:
            b += ["[122] alert ''", "\tStaticText 'This promo code has expired.'"]
        b += ["[130] region 'Order summary'"] + summary + [
            "[140] checkbox 'Text me event updates' checked: false",
            "[142] button 'Place order'" + ("" if card else " disabled: True"),
            "StaticText 'All sales final. Tickets are delivered to your TixHub app 48 hours before the event.'"]
        return W("Checkout | TixHub", TX + "/checkout/H-77120455", hdr + b)

    t3 = checkout("", "09:12", False, False)
    t4 = checkout("REDROCKS10", "08:51", False, False)
    t5 = checkout("REDROCKS10", "08:40", True, False)
    t6 = checkout("REDROCKS10", "08:02", True, True)
    t7 = W("Order confirmed | TixHub", TX + "/orders/TH-5520981", hdr + [
        "[100] heading 'You’re going!'", "StaticText 'Order TH-5520981'"] + ev + [
        "[110] region 'Order summary'"] + summary + [
        "StaticText 'Charged to Visa ending 1188'", "StaticText 'A confirmation was sent to noah.k@example.com.'",
        "[120] link 'View my tickets'", "[122] button 'Add to calendar'"])

    def mytickets() -> str:
        b = ["[100] heading 'My tickets'", "[102] tab 'Upcoming' selected: True", "[103] tab 'Past' selected: False",
             "[110] article ''", "\t[111] heading 'The National — Live at Red Rocks'", "\tStaticText 'Sat, Jun 14, 2025 · 7:30 PM'",
             "\tStaticText 'Red Rocks Amphitheatre · Morrison, CO'", "\tStaticText '2 tickets · General Admission'",
             "\tStaticText 'Order TH-5520981'", "\t[116] button 'View tickets'", "\t[117] button 'Transfer'", "\t[118] button 'Sell'",
             "[120] article ''", "\t[121] heading 'Khruangbin'", "\tStaticText 'Sat, Aug 2, 2025 · 8:00 PM'",
             "\tStaticText 'Mission Ballroom · Denver, CO'", "\tStaticText '1 ticket · GA Floor'", "\tStaticText 'Order TH-5311740'",
             "\t[126] button 'View tickets'", "\t[127] button 'Transfer'", "\t[128] button 'Sell'"]
        return W("My tickets | TixHub", TX + "/my-tickets", hdr + b)

    t8 = mytickets()
    t9 = W("Tickets · The National | TixHub", TX + "/my-tickets/TH-5520981", hdr + [
        "[100] heading 'The National — Live at Red Rocks'"] + ev[1:] + ["StaticText 'Order TH-5520981 · 2 tickets'",
        "[110] region 'Ticket 1 of 2'", "\tStaticText 'General Admission'", "\tStaticText 'Noah K.'",
        "\tStaticText 'Barcode available Jun 12, 2025 at 7:30 PM'", "[120] region 'Ticket 2 of 2'",
        "\tStaticText 'General Admission'", "\tStaticText 'Unassigned — transfer or keep'",
        "\tStaticText 'Barcode available Jun 12, 2025 at 7:30 PM'", "[130] button 'Transfer tickets'", "[132] link 'Back to My tickets'"])
    turns = [("select_option('116', '2')", t1), ("click('130')", t2), ("click('120')", t3), ("fill('120', 'REDROCKS10')", t4),
             ("click('121')", t5), ("click('112')", t6), ("click('142')", t7), ("click('27')", t8), ("click('116')", t9)]
    return dict(tid="h9-web-20", state=state, turns=turns, bad=False, turn=None, kind="clean")


# 21 | SeatSpot: two Mezzanine seats ($139.00 + $24.70 service + $6.00 facility = $169.70), promo LAUGH15 applied at
#    | turn 6 (-$20.85, total $148.85, carried to payment at turns 7-9 and the 'Pay $148.85' button).
#    | BAD turn 10: the confirmation shows no discount and 'Total charged $169.70' -- the applied discount is lost.
def t21() -> dict[str, Any]:
    SS = "https://www.seatspot.example"
    hdr = ["[20] link 'SeatSpot'", "[22] searchbox 'Search events'", "[24] link 'Comedy'", "[25] link 'Music'", "[26] link 'Theater'",
           "[27] link 'Orders'", "[28] button 'Keisha M.' hasPopup: menu"]
    ev = ["StaticText 'John Mulaney: From Scratch'", "StaticText 'Fri, Mar 7, 2025 · 8:00 PM'", "StaticText 'Paramount Theatre · Seattle, WA'"]
    state = W("John Mulaney: From Scratch | SeatSpot", SS + "/e/john-mulaney-paramount-2025-03-07", hdr + [
        "[100] heading 'John Mulaney: From Scratch'"] + ev[1:] + ["StaticText 'Ages 16+. Phone-free show: devices are locked in pouches.'",
        "[110] heading 'Choose a section'", "[112] button 'Orchestra · from $89.50'", "[113] button 'Mezzanine · from $69.50'",
        "[114] button 'Balcony · from $49.50'", "[116] img 'Seating chart'", "StaticText 'Limit 6 tickets per household.'"])
    sold = {"C101", "C102", "C103", "C107", "C110", "D101", "D104", "D105", "D106", "D109"}

    def seats(sel: list[str]) -> str:
        b = ["[100] heading 'Mezzanine · $69.50 each'"] + ev[1:] + ["[108] button 'Back to sections'", "[110] grid 'Mezzanine seats'"]
        bid = 111
        for row in "CD":
            b.append(f"\t[{bid}] row 'Row {row}'")
            bid += 1
            for n in range(101, 111):
                s = f"{row}{n}"
                if s in sold:
                    b.append(f"\t\t[{bid}] gridcell 'Row {row} Seat {n}, sold' disabled: True")
                else:
                    b.append(f"\t\t[{bid}] gridcell 'Row {row} Seat {n}, $69.50' selected: {s in sel}")
                bid += 1
        b += [f"StaticText '{len(sel)} seat{'s' if len(sel) != 1 else ''} selected · {money(69.5 * len(sel))}'",
              "[140] button 'Continue'" + ("" if sel else " disabled: True")]
        return W("Mezzanine | John Mulaney: From Scratch | SeatSpot", SS + "/e/john-mulaney-paramount-2025-03-07/mezzanine", hdr + b)

    t1, t2, t3 = seats([]), seats(["C104"]), seats(["C104", "C105"])
    lines = ["\tStaticText 'Mezzanine · Row C · Seat 104'", "\tStaticText '$69.50'", "\tStaticText 'Mezzanine · Row C · Seat 105'",
             "\tStaticText '$69.50'", "\tStaticText 'Service fee (2 × $12.35)'", "\tStaticText '$24.70'",
             "\tStaticText 'Facility fee (2 × $3.00)'", "\tStaticText '$6.00'"]

    def cart(timer: str, promo: str, applied: bool) -> str:
        b = ["[100] heading 'Your cart'", f"[102] timer 'Seats held for {timer}'"] + ev + ["[110] region 'Order summary'"] + lines
        if applied:
            b += ["\tStaticText 'Promo LAUGH15 (15% off tickets)'", "\tStaticText '-$20.85'"]
        b += ["\tStaticText 'Total'", f"\tStaticText '{'$148.85' if applied else '$169.70'}'",
              f"[120] textbox 'Promo code' value='{promo}'" if promo else "[120] textbox 'Promo code'",
              "[121] button 'Remove'" if applied else "[121] button 'Apply'"]
        if applied:
            b += ["[122] status ''", "\tStaticText 'LAUGH15 applied: 15% off ticket price.'"]
        b += ["[130] button 'Continue to payment'", "[132] link 'Change seats'"]
        return W("Cart | SeatSpot", SS + "/cart", hdr + b)

    t4, t5, t6 = cart("07:58", "", False), cart("07:31", "LAUGH15", False), cart("07:20", "LAUGH15", True)

    def pay(timer: str, card: bool, terms: bool) -> str:
        b = ["[100] heading 'Payment'", f"[102] timer 'Seats held for {timer}'"] + ev + [
            f"[110] radio 'Mastercard ending 5052 · exp 11/27' checked: {'true' if card else 'false'}",
            "[111] radio 'Add a new card' checked: false", "[112] radio 'Apple Pay' checked: false",
            "[120] region 'Order summary'"] + lines + ["\tStaticText 'Promo LAUGH15 (15% off tickets)'", "\tStaticText '-$20.85'",
                                                      "\tStaticText 'Total'", "\tStaticText '$148.85'",
            f"[130] checkbox 'I agree to the SeatSpot Terms of Use and the venue’s phone-free policy.' checked: {'true' if terms else 'false'}",
            "[132] button 'Pay $148.85'" + ("" if card and terms else " disabled: True"), "[134] link 'Back to cart'"]
        return W("Payment | SeatSpot", SS + "/checkout/payment", hdr + b)

    t7, t8, t9 = pay("06:55", False, False), pay("06:41", True, False), pay("06:30", True, True)
    t10 = W("Order confirmed | SeatSpot", SS + "/orders/SS-30418826", hdr + [
        "[100] heading 'Order confirmed'", "StaticText 'Order SS-30418826'"] + ev + [
        "[110] region 'Order summary'"] + lines + ["\tStaticText 'Total charged'", "\tStaticText '$169.70'",  # BAD: discount lost
        "StaticText 'Charged to Mastercard ending 5052'", "StaticText 'Mobile tickets will appear in Orders 72 hours before showtime.'",
        "[120] link 'View order'", "[122] button 'Add to calendar'", "[124] link 'Browse more comedy'"])
    turns = [("click('113')", t1), ("click('115')", t2), ("click('116')", t3), ("click('140')", t4), ("fill('120', 'LAUGH15')", t5),
             ("click('121')", t6), ("click('130')", t7), ("click('110')", t8), ("click('130')", t9), ("click('132')", t10)]
    return dict(tid="h9-web-21", state=state, turns=turns, bad=True, turn=10, kind="applied discount lost")


# ---------------------------------------------------------------- Recipe site
# 22 | Pantry & Plate: scale Chicken Tikka Masala 4 -> 6 servings (quantities x1.5), add all 12 ingredients to a list of 5
#    | (onion and garlic merge: 15 items), check off and remove rice and butter (13), regroup the list by recipe. CLEAN.
def t22() -> dict[str, Any]:
    PP = "https://pantryandplate.example"

    def hdr(n: int) -> list[str]:
        return ["[20] link 'Pantry & Plate'", "[22] searchbox 'Search recipes'", "[24] link 'Recipes'", "[25] link 'Meal plans'",
                f"[26] link 'Shopping list ({n})'", "[28] button 'Hannah' hasPopup: menu"]

    ing4 = [("boneless chicken thighs", "1 1/2 lb"), ("plain whole-milk yogurt", "1 cup"), ("yellow onion, diced", "1"),
            ("garlic cloves, minced", "4"), ("fresh ginger, grated", "1 tbsp"), ("garam masala", "2 tsp"), ("ground cumin", "1 tsp"),
            ("crushed tomatoes (14 oz can)", "1 can"), ("heavy cream", "3/4 cup"), ("unsalted butter", "2 tbsp"),
            ("basmati rice", "1 1/2 cups"), ("fresh cilantro, chopped", "1/2 cup")]
    ing6 = [("boneless chicken thighs", "2 1/4 lb"), ("plain whole-milk yogurt", "1 1/2 cups"), ("yellow onion, diced", "1 1/2"),
            ("garlic cloves, minced", "6"), ("fresh ginger, grated", "1 1/2 tbsp"), ("garam masala", "3 tsp"), ("ground cumin", "1 1/2 tsp"),
            ("crushed tomatoes (14 oz can)", "1 1/2 cans"), ("heavy cream", "1 1/8 cups"), ("unsalted butter", "3 tbsp"),
            ("basmati rice", "2 1/4 cups"), ("fresh cilantro, chopped", "3/4 cup")]

    def recipe(serv: str, ing: list[tuple[str, str]], n: int, toast: bool) -> str:
        b = []
        if toast:
            b += ["[90] status ''", "\tStaticText '12 ingredients added to your shopping list (2 combined with items already on it).'",
                  "\t[92] link 'View list'"]
        b += ["[100] heading 'Weeknight Chicken Tikka Masala'", "StaticText 'By Ravi Menon'", "StaticText '★ 4.8 (2,316 ratings)'",
              "StaticText 'Prep 20 min · Cook 35 min · Total 55 min'", "[106] button 'Save recipe'", "[107] button 'Print'",
              "[110] heading 'Ingredients'", f"[112] spinbutton 'Servings' value='{serv}'", "[114] list ''"]
        b += [f"\t[{115 + i}] listitem '{q} {name}'" for i, (name, q) in enumerate(ing)]
        b += ["[130] button 'Add all to shopping list'", "[132] heading 'Steps'",
              "StaticText '1. Marinate the chicken in yogurt, half the garam masala and a pinch of salt for at least 15 minutes.'",
              "StaticText '2. Brown the chicken in butter; set aside. Soften the onion, then add garlic, ginger and the spices.'",
              "StaticText '3. Add tomatoes, simmer 15 minutes, stir in cream and the chicken, cook 10 minutes more.'",
              "StaticText '4. Serve over basmati rice with cilantro.'"]
        return W("Weeknight Chicken Tikka Masala | Pantry & Plate", PP + "/recipes/weeknight-chicken-tikka-masala", hdr(n) + b)

    state = recipe("4", ing4, 5, False)
    t1 = recipe("6", ing6, 5, False)
    t2 = recipe("6", ing6, 15, True)
    # name, qty, aisle, source
    items = [("Yellow onion", "3 1/2", "Produce", "mixed"), ("Garlic", "10 cloves", "Produce", "mixed"),
             ("Fresh ginger", "1 1/2 tbsp grated", "Produce", "r"), ("Fresh cilantro", "3/4 cup", "Produce", "r"),
             ("Bananas", "6", "Produce", "m"), ("Boneless chicken thighs", "2 1/4 lb", "Meat & Seafood", "r"),
             ("Plain whole-milk yogurt", "1 1/2 cups", "Dairy & Eggs", "r"), ("Heavy cream", "1 1/8 cups", "Dairy & Eggs", "r"),
             ("Unsalted butter", "3 tbsp", "Dairy & Eggs", "r"), ("Milk", "1 gallon", "Dairy & Eggs", "m"),
             ("Eggs", "1 dozen", "Dairy & Eggs", "m"), ("Garam masala", "3 tsp", "Spices", "r"), ("Ground cumin", "1 1/2 tsp", "Spices", "r"),
             ("Crushed tomatoes (14 oz can)", "1 1/2 cans", "Canned goods", "r"), ("Basmati rice", "2 1/4 cups", "Grains & Pasta", "r")]

    def slist(checked: set[str], removed: set[str], by: str) -> str:
        live = [it for it in items if it[0] not in removed]
        b = ["[100] heading 'Shopping list'", f"StaticText '{len(live)} items · {len(checked)} checked'",
             f"[104] combobox 'Group by' value='{by}'", "[106] button 'Remove checked items'" + ("" if checked else " disabled: True"),
             "[107] button 'Share list'", "[108] textbox 'Add an item'"]
        if by == "Aisle":
            groups: dict[str, list[tuple]] = {}
            for it in live:
                groups.setdefault(it[2], []).append(it)
        else:
            groups = {"Weeknight Chicken Tikka Masala": [it for it in live if it[3] in ("r", "mixed")],
                      "Added by you": [it for it in live if it[3] == "m"]}
        bid = 120
        for g, its in groups.items():
            b.append(f"[{bid}] heading '{g}'")
            bid += 1
            for name, q, _, src in its:
                note = " (includes some from your list)" if by != "Aisle" and src == "mixed" else ""
                b.append(f"[{bid}] checkbox '{q} {name}{note}' checked: {'true' if name in checked else 'false'}")
                bid += 1
        return W("Shopping list | Pantry & Plate", PP + "/shopping-list", hdr(len(live)) + b)

    t3 = slist(set(), set(), "Aisle")
    t4 = slist({"Basmati rice"}, set(), "Aisle")
    t5 = slist({"Basmati rice", "Unsalted butter"}, set(), "Aisle")
    t6 = slist(set(), {"Basmati rice", "Unsalted butter"}, "Aisle")
    t7 = slist(set(), {"Basmati rice", "Unsalted butter"}, "Recipe")
    # bids in t3: headings and checkboxes interleave; compute the rice / butter bids
    def bid_of(name: str) -> int:
        for line in t3.splitlines():
            if f" {name}' checked" in line:
                return int(line.split("]")[0].split("[")[1])
        raise KeyError(name)
    turns = [("fill('112', '6')", t1), ("click('130')", t2), ("click('26')", t3), (f"click('{bid_of('Basmati rice')}')", t4),
             (f"click('{bid_of('Unsalted butter')}')", t5), ("click('106')", t6), ("select_option('104', 'Recipe')", t7)]
    return dict(tid="h9-web-22", state=state, turns=turns, bad=False, turn=None, kind="clean")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ALL:
        d = fn()
        rs.add(task="web", tid=d["tid"], system=WEB_SYSTEM, turns=d["turns"], state=d["state"], bad=d["bad"], turn=d["turn"],
               kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
