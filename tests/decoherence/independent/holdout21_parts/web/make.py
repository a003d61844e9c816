# ruff: noqa: E501
"""holdout21, domain web: 22 BrowserGym trajectories written by hand for the frozen held-out set.

Eleven trajectories carry exactly one world-model contradiction (an observation that disagrees with
something an earlier observation or the starting state established); eleven are clean but full of
legitimate changes (agent edits, counters, relative times, re-sorted or filtered listings, re-priced
reorders, queue positions that move by themselves). Half use mainstream sites (shopping storefront and
admin, GitLab, a Reddit-like forum, WordPress, OpenStreetMap, webmail), half less common ones (Koha and
Evergreen catalogues, Zammad, Dokan, Grocy, MediaWiki, Redmine, BookStack, Kanboard, a supplier portal,
a clinic portal).

Run ``python -m tests.decoherence.independent.holdout21_parts.web.make``; it writes ``web_test.jsonl``
and ``labels.json`` next to this file. Deterministic, standard library only.
"""

from __future__ import annotations

import copy
from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"


def tree(title: str, url: str, body: str) -> str:
    """An accessibility tree from flush-left text whose two-space indents mark the nesting depth."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        text = raw.lstrip(" ")
        depth = (len(raw) - len(text)) // 2
        lines.append("\t" * depth + text)
    return axtree(title, lines, url)


def ind(block: str, depth: int) -> str:
    """Indent a flush-left block by ``depth`` levels (two spaces each)."""
    pad = "  " * depth
    return "\n".join(pad + ln for ln in block.strip("\n").split("\n"))


def goal(text: str, page: str) -> str:
    return f"Goal: {text}\n\nCurrent page:\n{page}"


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- 01 shopping cart (bad, turn 8)
SHOP = "http://localhost:7770"
GM = "Green Mountain Coffee Roasters Breakfast Blend, Single-Serve Keurig K-Cup Pods, Light Roast Coffee, 72 Count"
CU = "Cuisinart DBM-8 Supreme Grind Automatic Burr Mill, Black"


def shop_top(cart: int, query: str = "", user: str = "Emma Lopez") -> str:
    label = f"My Cart {cart} {'item' if cart == 1 else 'items'}" if cart else "My Cart"
    q = f" value='{query}'" if query else ""
    return f"""[100] banner ''
  [101] link 'My Account'
  [102] link 'My Wish List'
  [103] link 'Sign Out'
  StaticText 'Welcome, {user}!'
  [105] link 'store logo'
    [106] img 'one_stop_market_logo'
  [107] link '{label}'
  [110] Section ''
    [111] combobox 'Search'{q} autocomplete: both hasPopup: listbox required: False expanded: False
    [112] link 'Advanced Search'
    [113] button 'Search'
[114] navigation ''
  [116] menu '', orientation='vertical'
    [117] menuitem 'Beauty & Personal Care', hasPopup='menu'
    [118] menuitem 'Sports & Outdoors', hasPopup='menu'
    [119] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
    [120] menuitem 'Home & Kitchen', hasPopup='menu'
    [121] menuitem 'Office Products', hasPopup='menu'
    [122] menuitem 'Tools & Home Improvement', hasPopup='menu'
    [123] menuitem 'Health & Household', hasPopup='menu'
    [124] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
    [125] menuitem 'Electronics', hasPopup='menu'
    [126] menuitem 'Cell Phones & Accessories', hasPopup='menu'
    [127] menuitem 'Video Games', hasPopup='menu'
    [128] menuitem 'Grocery & Gourmet Food', hasPopup='menu'"""


def shop_foot() -> str:
    return """[900] contentinfo ''
  [901] link 'Privacy and Cookie Policy'
  [902] link 'Search Terms'
  [903] link 'Contact Us'
  [904] link 'Orders and Returns'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"""


def product_card(bid: int, name: str, rating: str, reviews: str, price: str) -> str:
    rv = f"\n  [{bid + 2}] link '{reviews}'" if reviews else ""
    return f"""listitem ''
  [{bid}] img 'Image'
  [{bid + 1}] link '{name}'
  StaticText 'Rating: {rating}'{rv}
  StaticText '{price}'
  [{bid + 3}] button 'Add to Cart'
  [{bid + 4}] link 'Add to Wish List'
  [{bid + 5}] link 'Add to Compare'"""


KCUPS = [
    (GM, "87%", "14 Reviews", "$41.99"),
    ("The Original Donut Shop Regular, Single-Serve Keurig K-Cup Pods, Medium Roast Coffee, 72 Count", "91%", "22 Reviews", "$42.49"),
    ("Starbucks K-Cup Coffee Pods, Veranda Blend Blonde Roast, 96 Count (4 boxes of 24)", "84%", "9 Reviews", "$54.87"),
    ("Dunkin' Original Blend Medium Roast Coffee, 60 Keurig K-Cup Pods", "80%", "6 Reviews", "$37.99"),
    ("Caribou Coffee Daybreak Morning Blend, Keurig K-Cup Pods, 72 Count", "78%", "4 Reviews", "$39.88"),
    ("Green Mountain Coffee Roasters Breakfast Blend Decaf, Keurig K-Cup Pods, 24 Count", "86%", "11 Reviews", "$16.49"),
]
GRINDERS = [
    (CU, "82%", "31 Reviews", "$49.95"),
    ("KRUPS GX5000 Professional Electric Coffee Burr Grinder with Grind Size and Cup Selection, Black", "76%", "12 Reviews", "$59.99"),
    ("OXO Brew Conical Burr Coffee Grinder, Silver", "90%", "18 Reviews", "$99.95"),
    ("Bodum Bistro Electric Burr Coffee Grinder, Black", "71%", "7 Reviews", "$79.99"),
    ("Capresso 560.01 Infinity Conical Burr Grinder, Black", "85%", "10 Reviews", "$99.99"),
    ("Hamilton Beach Fresh Grind Electric Coffee Grinder for Beans, Spices and More, Stainless Steel Blades", "88%", "45 Reviews", "$24.99"),
]


def shop_results(query: str, total: int, items: list[tuple[str, str, str, str]], cart: int, msg: str = "") -> str:
    cards = "\n".join(product_card(300 + 10 * i, *it) for i, it in enumerate(items))
    alert = f"""  [150] alert '' live='assertive' atomic='True'
    StaticText '{msg}'
    [151] link 'shopping cart'
""" if msg else ""
    url = f"{SHOP}/catalogsearch/result/?q={query.replace(' ', '+')}"
    body = f"""{shop_top(cart, query)}
[200] main ''
{alert}  [201] heading "Search results for: '{query}'"
  StaticText 'Related search terms'
  StaticText 'Items 1-{min(12, total)} of {total}'
  [205] combobox 'Sort By' value='Relevance' hasPopup: menu expanded: False
  [206] link 'Set Descending Direction'
  [207] list ''
{ind(cards, 2)}
  [290] link 'Page 2'
  [291] link 'Page Next'
{shop_foot()}"""
    return tree(f"Search results for: '{query}'", url, body)


def gm_page(qty: str, cart: int, msg: str = "") -> str:
    alert = f"""  [150] alert '' live='assertive' atomic='True'
    StaticText '{msg}'
    [151] link 'shopping cart'
""" if msg else ""
    body = f"""{shop_top(cart)}
[200] main ''
{alert}  [401] heading '{GM}'
  StaticText 'Rating: 87%'
  [402] link '14 Reviews'
  [403] link 'Add Your Review'
  StaticText '$41.99'
  StaticText 'IN STOCK'
  StaticText 'SKU'
  StaticText 'B00I0C7DIO'
  [405] spinbutton 'Qty' value='{qty}'
  [406] button 'Add to Cart'
  [407] link 'Add to Wish List'
  [408] link 'Add to Compare'
  [409] link 'Email'
  [410] tablist '', multiselectable=False, orientation='horizontal'
    [411] tab 'Details' selected=True
    [412] tab 'More Information' selected=False
    [413] tab 'Reviews (14)' selected=False
  [414] tabpanel 'Details'
    StaticText 'Product description'
    StaticText 'Start your day with Green Mountain Breakfast Blend: a light roast with bright, clean notes of citrus and a sweet, balanced finish.'
    StaticText 'Contains 72 single-serve K-Cup pods (6 boxes of 12). Compatible with all Keurig K-Cup brewers.'
    StaticText 'Orthodox Union Kosher certified. Recyclable pods: peel, empty and recycle where facilities exist.'
  [420] heading 'Customers Also Bought'
  [421] link 'Green Mountain Coffee Roasters Breakfast Blend Decaf, Keurig K-Cup Pods, 24 Count'
  StaticText '$16.49'
  [422] link 'Keurig My K-Cup Universal Reusable Ground Coffee Filter'
  StaticText '$14.95'
{shop_foot()}"""
    return tree(GM, f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-k-cup-72-count.html", body)


def t01(rs: RowSet) -> None:
    home = tree("One Stop Market", f"{SHOP}/", f"""{shop_top(0)}
[200] main ''
  [201] heading 'One Stop Market'
  StaticText 'Product Showcases'
  [210] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
  StaticText '$19.99'
  [211] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
  StaticText '$14.47'
  [212] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
  StaticText '$19.36'
{shop_foot()}""")
    st = goal("Put two boxes of the Green Mountain Breakfast Blend K-Cups (72 count) and the Cuisinart DBM-8 burr grinder in the cart, check the cart, then start checkout.", home)
    m_gm = f"You added {GM} to your shopping cart."
    m_cu = f"You added {CU} to your shopping cart."
    minicart = tree("Search results for: 'burr grinder'", f"{SHOP}/catalogsearch/result/?q=burr+grinder", f"""{shop_top(3, 'burr grinder').replace("[107] link 'My Cart 3 items'", "[107] link 'My Cart 3 items' expanded: True")}
[130] dialog 'Shopping Cart'
  [131] button 'Close'
  StaticText '3'
  StaticText 'Items in Cart'
  StaticText 'Cart Subtotal :'
  StaticText '$133.93'
  [132] button 'Proceed to Checkout'
  [133] list ''
    listitem ''
      [134] link '{CU}'
      StaticText '$49.95'
      [135] spinbutton 'Qty' value='1'
      [136] link 'Edit item'
      [137] link 'Remove item'
    listitem ''
      [138] link '{GM}'
      StaticText '$41.99'
      [139] spinbutton 'Qty' value='2'
      [140] link 'Edit item'
      [141] link 'Remove item'
  [142] link 'View and Edit Cart'
[200] main ''
  [201] heading "Search results for: 'burr grinder'"
  StaticText 'Items 1-12 of 21'
  [205] combobox 'Sort By' value='Relevance' hasPopup: menu expanded: False
  [207] list ''
{ind(chr(10).join(product_card(300 + 10 * i, *it) for i, it in enumerate(GRINDERS[:3])), 2)}""")
    cart = tree("Shopping Cart", f"{SHOP}/checkout/cart/", f"""{shop_top(3)}
[200] main ''
  [501] heading 'Shopping Cart'
  [502] table 'Shopping Cart Items'
    row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
    row ''
      [503] link '{GM}'
      StaticText '$41.99'
      [504] spinbutton 'Qty' value='2'
      StaticText '$83.98'
      [505] link 'Move to Wish List'
      [506] link 'Edit item parameters'
      [507] link 'Remove item'
    row ''
      [508] link '{CU}'
      StaticText '$49.95'
      [509] spinbutton 'Qty' value='1'
      StaticText '$49.95'
      [510] link 'Move to Wish List'
      [511] link 'Edit item parameters'
      [512] link 'Remove item'
  [520] button 'Update Shopping Cart'
  [521] link 'Continue Shopping'
  [525] complementary 'Summary'
    [526] heading 'Summary'
    [530] button 'Estimate Shipping and Tax' expanded: False
    [531] table 'Order Total'
      row ''
        rowheader 'Subtotal'
        StaticText '$143.93'
      row ''
        rowheader 'Shipping (Flat Rate - Fixed)'
        StaticText '$15.00'
      row ''
        rowheader 'Order Total'
        StaticText '$158.93'
    [540] button 'Proceed to Checkout'
    [541] link 'Check Out with Multiple Addresses'
    [542] button 'Apply Discount Code' expanded: False
{shop_foot()}""")
    checkout = tree("Checkout", f"{SHOP}/checkout/#shipping", """[100] banner ''
  [105] link 'store logo'
    [106] img 'one_stop_market_logo'
[600] main ''
  [601] list ''
    listitem ''
      StaticText 'Shipping'
    listitem ''
      StaticText 'Review & Payments'
  [605] heading 'Shipping Address'
  [606] group ''
    StaticText 'Emma Lopez'
    StaticText '101 S San Mateo Dr'
    StaticText 'San Mateo, California 94010'
    StaticText 'United States'
    StaticText '6505551212'
  [607] button 'New Address'
  [610] heading 'Shipping Methods'
  [611] table ''
    row ''
      [612] radio 'Fixed Flat Rate' checked=true
      StaticText '$15.00'
      StaticText 'Fixed'
      StaticText 'Flat Rate'
  [615] button 'Next'
  [620] complementary 'Order Summary'
    [621] heading 'Order Summary'
    [622] button '3 Items in Cart' expanded: False""")
    turns = [
        (f"goto('{SHOP}/catalogsearch/result/?q=k-cup+breakfast+blend')", shop_results("k-cup breakfast blend", 37, KCUPS, 0)),
        ("click('301')", gm_page("1", 0)),
        ("fill('405', '2')", gm_page("2", 0)),
        ("click('406')", gm_page("2", 2, m_gm)),
        (f"goto('{SHOP}/catalogsearch/result/?q=burr+grinder')", shop_results("burr grinder", 21, GRINDERS, 2)),
        ("click('303')", shop_results("burr grinder", 21, GRINDERS, 3, m_cu)),
        ("click('107')", minicart),
        ("click('142')", cart),
        ("click('540')", checkout),
    ]
    rs.add(task=TASK, tid="h21-web-01", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=8,
           kind="cart page subtotal $143.93 does not match its lines ($83.98 + $49.95) nor the $133.93 the mini-cart showed a turn earlier")


# ---------------------------------------------------------------- 02 GitLab new issue (clean)
GL = "https://gitlab.kestrel.dev/kestrel-labs/ingest-service"

GL02_ISSUES = [
    (66, "Retry budget is not reset after a successful batch", "Tomás Ferreira", "2 days ago", "3 hours ago", ["bug", "priority::2"], 3, ""),
    (64, "Add OpenTelemetry spans to the S3 writer", "Priya Raman", "5 days ago", "1 day ago", ["enhancement"], 1, "Priya Raman"),
    (63, "Document KAFKA_SASL_* environment variables", "Wen Li", "6 days ago", "6 days ago", ["documentation"], 0, ""),
    (61, "Flaky test: test_backpressure_window times out on CI", "Tomás Ferreira", "1 week ago", "2 days ago", ["bug", "ci"], 5, "Tomás Ferreira"),
    (58, "Upgrade to librdkafka 2.3", "Renovate Bot", "2 weeks ago", "2 weeks ago", ["dependencies"], 0, ""),
    (57, "Partition assignment strategy should be configurable", "Wen Li", "2 weeks ago", "1 week ago", ["enhancement"], 2, ""),
    (55, "Dead-letter topic name ignores tenant prefix", "Marta Novak", "3 weeks ago", "5 days ago", ["bug"], 4, "Marta Novak"),
    (54, "Expose max.poll.interval.ms in the Helm chart", "Wen Li", "3 weeks ago", "3 weeks ago", ["enhancement"], 0, ""),
    (52, "Offsets committed before S3 upload completes", "Marta Novak", "1 month ago", "4 days ago", ["bug", "priority::1"], 9, "Tomás Ferreira"),
    (50, "Switch base image to distroless", "Priya Raman", "1 month ago", "1 month ago", ["enhancement"], 1, "Priya Raman"),
    (47, "Schema registry client leaks connections on retry", "Tomás Ferreira", "1 month ago", "3 weeks ago", ["bug"], 2, ""),
    (45, "Add Grafana dashboard JSON to the repository", "Wen Li", "2 months ago", "2 months ago", ["documentation", "enhancement"], 0, ""),
    (44, "Benchmark gzip vs zstd for Parquet output", "Priya Raman", "2 months ago", "1 month ago", ["enhancement"], 3, "Priya Raman"),
    (39, "Support SASL/OAUTHBEARER authentication", "Marta Novak", "3 months ago", "2 months ago", ["enhancement"], 6, ""),
]
GL02_NEW = (67, "Consumer lag metric reports negative values after partition rebalance", "Priya Raman", "1 minute ago", "just now", ["bug", "priority::2"], 0, "Priya Raman")
GL02_DESC = ("After a consumer group rebalance the `ingest_consumer_lag` gauge drops below zero for the partitions that moved, "
             "e.g. -4812 on orders-7 for about 90 seconds. Seen on staging with 3 replicas during the rolling deploy on March 18. "
             "Expected: lag never negative; the committed offset should be read after the new assignment is applied.")


def gl_chrome(assigned: int, open_issues: int, active: str = "Issues") -> str:
    return f"""[50] navigation 'Main navigation'
  [51] link 'Homepage'
  [52] button 'Search or go to…'
  [53] link 'Assigned issues {assigned}'
  [54] link 'Merge requests 1'
  [55] link 'To-Do list 2'
  [56] button 'Priya Raman user’s menu'
[60] navigation 'Project navigation'
  [61] link 'ingest-service'
  [62] link 'Pinned'
  [63] link 'Issues {open_issues}'{' current=page' if active == 'Issues' else ''}
  [64] link 'Merge requests 2'
  [65] link 'Manage'
  [66] link 'Plan'
  [67] link 'Code'
  [68] link 'Build'
  [69] link 'Deploy'
  [70] link 'Operate'
  [71] link 'Monitor'
  [72] link 'Analyze'
  [73] link 'Settings'
[75] navigation 'Breadcrumbs'
  [76] link 'Kestrel Labs'
  [77] link 'ingest-service'
  [78] link 'Issues'"""


def gl_row(i: int, it: tuple) -> str:
    iid, title, author, created, updated, labels, comments, assignee = it
    b = 1000 + 10 * i
    lab = "\n".join(f"  [{b + 3 + k}] link '{lb}'" for k, lb in enumerate(labels))
    asg = f"\n  [{b + 8}] link 'Assigned to {assignee}'" if assignee else ""
    com = f"\n  [{b + 9}] link '{comments}'" if comments else ""
    return f"""listitem ''
  [{b}] link '{title}'
  StaticText '#{iid} · created {created} by'
  [{b + 1}] link '{author}'
{lab}{asg}{com}
  StaticText 'updated {updated}'"""


def gl_list(items: list[tuple], n_open: int, n_closed: int, assigned: int, filt: str = "") -> str:
    rows = "\n".join(gl_row(i, it) for i, it in enumerate(items))
    token = f"\n    [92] button 'Label is {filt}'\n    [93] button 'Remove'" if filt else ""
    url = f"{GL}/-/issues" + (f"/?sort=created_date&state=opened&label_name%5B%5D={filt}&first_page_size=20" if filt else "")
    body = f"""{gl_chrome(assigned, n_open if not filt else 15)}
[80] main ''
  [81] tablist ''
    [82] tab 'Open {n_open}' selected=True
    [83] tab 'Closed {n_closed}' selected=False
    [84] tab 'All {n_open + n_closed}' selected=False
  [85] button 'Subscribe to RSS feed'
  [86] button 'Bulk edit'
  [87] link 'New issue'
  [90] search ''
    [91] button 'Recent searches'{token}
    [94] textbox 'Search or filter results…'
  [95] button 'Created date'
  [96] button 'Sort direction: Descending'
  [97] list ''
{ind(rows, 2)}"""
    return tree("Issues · Kestrel Labs / ingest-service · GitLab", url, body)


def gl_new_issue(title: str, desc: str) -> str:
    body = f"""{gl_chrome(3, 14)}
[80] main ''
  [800] heading 'New issue'
  [801] textbox 'Title (required)' value='{title}' required
  [802] combobox 'Type' value='Issue'
  [803] link 'Description templates'
  [804] tablist ''
    [805] tab 'Write' selected=True
    [806] tab 'Preview' selected=False
  [807] textbox 'Description' value='{desc}'
  StaticText 'Supports Markdown. For quick actions, type /.'
  [808] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked=false
  [810] button 'Assignee Unassigned'
  [811] button 'Assign to me'
  [812] button 'Milestone Select milestone'
  [813] button 'Labels Select label'
  [814] textbox 'Due date' value=''
  [815] button 'Create issue'
  [816] link 'Cancel'"""
    return tree("New Issue · Kestrel Labs / ingest-service · GitLab", f"{GL}/-/issues/new", body)


def gl_issue(assignee: bool, labels: list[str], activity: list[str], dropdown: list[str] | None = None, assigned: int = 3) -> str:
    asg = """  [725] link 'Priya Raman @praman'""" if assignee else """  StaticText 'None -'
  [725] button 'assign yourself'"""
    lab = "\n".join(f"  [{730 + k}] link '{lb}'" for k, lb in enumerate(labels)) if labels else "  StaticText 'None'"
    act = "\n".join(f"    listitem ''\n      StaticText '{a}'" for a in activity) if activity else "    StaticText 'No activity yet.'"
    dd = ""
    if dropdown is not None:
        opts = ["bug", "ci", "dependencies", "documentation", "enhancement", "priority::1", "priority::2", "priority::3"]
        dd = "\n  [740] dialog 'Assign labels'\n    [741] textbox 'Search' value=''\n" + "\n".join(
            f"    [{742 + k}] checkbox '{o}' checked={'true' if o in dropdown else 'false'}" for k, o in enumerate(opts)) + \
            "\n    [751] button 'Create project label'\n    [752] button 'Manage project labels'"
    body = f"""{gl_chrome(assigned, 15)}
[80] main ''
  StaticText 'Open'
  StaticText 'Issue created'
  StaticText '{'1 minute ago' if activity else 'just now'}'
  StaticText 'by'
  [702] link 'Priya Raman'
  [703] button 'Edit title and description'
  [704] button 'Issue actions'
  [705] heading '{GL02_NEW[1]}'
  StaticText '{GL02_DESC}'
  [706] button 'Add reaction'
  [707] heading 'Linked items 0'
  [708] button 'Add'
  [709] heading 'Activity'
  [710] button 'Sort or filter'
  [711] list ''
{act}
  [712] textbox 'Comment' value=''
  [713] button 'Comment'
  [714] button 'Close issue'
[720] complementary 'issue sidebar'
  [721] button 'Add a to do item'
  StaticText 'Assignee'
  [722] button 'Edit'
{asg}
  StaticText 'Labels'
  [729] button 'Edit'
{lab}{dd}
  StaticText 'Milestone'
  StaticText 'None'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '1 Participant'
  [760] switch 'Notifications' checked=true
  StaticText 'Reference: kestrel-labs/ingest-service#67'
  [761] button 'Copy Reference'
  [762] button 'Move issue'"""
    return tree(f"{GL02_NEW[1]} (#67) · Issues · Kestrel Labs / ingest-service · GitLab", f"{GL}/-/issues/67", body)


def t02(rs: RowSet) -> None:
    start = tree("Kestrel Labs / ingest-service · GitLab", GL, f"""{gl_chrome(3, 14, 'Project')}
[80] main ''
  [180] heading 'ingest-service'
  StaticText 'Project ID: 118'
  StaticText 'Kafka → S3 Parquet ingestion service.'
  StaticText '412 Commits'
  StaticText '9 Branches'
  StaticText '23 Tags'
  [181] button 'main'
  [182] link 'Last commit: Merge branch 'wl/helm-values' into 'main''
  StaticText 'Tomás Ferreira authored 3 hours ago'""")
    st = goal("File a bug about the consumer lag metric going negative after rebalances, assign it to yourself, label it bug and priority::2, then check the open bugs list.", start)
    title = GL02_NEW[1]
    a1 = "Priya Raman assigned to @praman just now"
    a1b = "Priya Raman assigned to @praman 1 minute ago"
    a2 = "Priya Raman added bug priority::2 labels just now"
    after = [GL02_NEW] + GL02_ISSUES
    bugs = [it for it in after if "bug" in it[5]]
    turns = [
        (f"goto('{GL}/-/issues')", gl_list(GL02_ISSUES, 14, 52, 3)),
        ("click('87')", gl_new_issue("", "")),
        (f"fill('801', '{title}')", gl_new_issue(title, "")),
        (f"fill('807', '{GL02_DESC}')", gl_new_issue(title, GL02_DESC)),
        ("click('815')", gl_issue(False, [], [])),
        ("click('725')", gl_issue(True, [], [a1], assigned=4)),
        ("click('729')", gl_issue(True, [], [a1], dropdown=[], assigned=4)),
        ("click('742')", gl_issue(True, [], [a1], dropdown=["bug"], assigned=4)),
        ("click('748')", gl_issue(True, [], [a1], dropdown=["bug", "priority::2"], assigned=4)),
        ("click('705')", gl_issue(True, ["bug", "priority::2"], [a1b, a2], assigned=4)),
        ("click('78')", gl_list(after, 15, 52, 4)),
        (f"goto('{GL}/-/issues/?sort=created_date&state=opened&label_name%5B%5D=bug&first_page_size=20')", gl_list(bugs, 6, 19, 4, filt="bug")),
    ]
    rs.add(task=TASK, tid="h21-web-02", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 03 Koha OPAC (bad, turn 3)
KOHA = "https://catalog.riverbendlibrary.org/cgi-bin/koha"


def koha_top(query: str = "") -> str:
    q = f" value='{query}'" if query else ""
    return f"""[20] banner ''
  [21] link 'Riverbend Public Library'
  [22] link 'Cart'
  [23] link 'Lists'
  [24] button 'Welcome, Jonah Whitaker'
  [25] link 'Log out'
  [26] combobox 'Search type' value='Library catalog'
  [27] textbox 'Search the catalog'{q}
  [28] button 'Go'
  [29] link 'Advanced search'
  [30] link 'Course reserves'
  [31] link 'Tag cloud'
  [32] link 'Most popular'
[35] navigation 'Breadcrumbs'
  [36] link 'Home'"""


def koha_nav() -> str:
    return """[40] navigation 'Your account menu'
  [41] link 'Your summary'
  [42] link 'Your charges'
  [43] link 'Your personal details'
  [44] link 'Your tags'
  [45] link 'Change your password'
  [46] link 'Your search history'
  [47] link 'Your reading history'
  [48] link 'Your privacy'
  [49] link 'Your checkout history'
  [50] link 'Your messaging'
  [51] link 'Your lists'"""


def koha_summary(rows: list[tuple], renew_checked: bool = False, renewed: bool = False, holds_tab: bool = False, holds: list[tuple] | None = None) -> str:
    tabs = f"""  [60] tablist ''
    [61] tab 'Checked out (3)' selected={'False' if holds_tab else 'True'}
    [62] tab 'Charges ($0.00)' selected=False
    [63] tab 'Holds ({len(holds) if holds else 1})' selected={'True' if holds_tab else 'False'}"""
    if holds_tab:
        assert holds is not None
        hr = "\n".join(f"""      row ''
        cell '{t}'
        cell '{placed}'
        cell '{exp}'
        cell '{pickup}'
        cell '{pri}'
        cell '{status}'
        [{b}] button 'Cancel'""" for t, placed, exp, pickup, pri, status, b in holds)
        panel = f"""  [90] tabpanel 'Holds ({len(holds)})'
    [91] table 'Holds'
      row ''
        columnheader 'Title'
        columnheader 'Placed on'
        columnheader 'Expires on'
        columnheader 'Pick up location'
        columnheader 'Priority'
        columnheader 'Status'
        columnheader 'Cancel'
{hr}
    [98] button 'Suspend all holds'"""
    else:
        out = []
        for i, (title, due, barcode, callno, renew) in enumerate(rows):
            b = 70 + 4 * i
            if renew.startswith("Not renewable"):
                rc = f"        cell '{renew}'"
            elif renew == "Renewed!":
                rc = "        cell 'Renewed! (1 of 2 renewals remaining)'"
            else:
                ck = "true" if (renew_checked and i == 1) else "false"
                rc = f"        [{b + 1}] checkbox 'Renew' checked={ck}\n        StaticText '({renew})'"
            out.append(f"""      row ''
        [{b}] link '{title}'
        cell '{due}'
        cell '{barcode}'
        cell '{callno}'
{rc}
        cell 'No'""")
        msg = "    [65] status ''\n      StaticText 'Renewal complete: 1 item renewed.'\n" if renewed else ""
        panel = f"""  [64] tabpanel 'Checked out (3)'
{msg}    [66] table 'Checked out'
      caption '3 Item(s) checked out'
      row ''
        columnheader 'Title'
        columnheader 'Due'
        columnheader 'Barcode'
        columnheader 'Call number'
        columnheader 'Renew'
        columnheader 'Fines'
{chr(10).join(out)}
    [85] button 'Renew selected'
    [86] button 'Renew all'"""
    body = f"""{koha_top()}
  [37] link 'Jonah Whitaker'
  StaticText 'Your summary'
{koha_nav()}
[55] main ''
  [56] heading 'Hello, Jonah Whitaker'
  StaticText 'Click here if you are not Jonah Whitaker'
  StaticText 'Library card: 23907004418820   Expiration date: 11/30/2025'
{tabs}
{panel}"""
    url = f"{KOHA}/opac-user.pl" + ("?opac-user-holds=1#opac-user-holds" if holds_tab else "")
    return tree("Your library home › Riverbend Public Library catalog", url, body)


KOHA_ROWS = [
    ("The ministry for the future / Kim Stanley Robinson.", "04/02/2024", "31907001284463", "FIC ROBINSON", "2 of 2 renewals remaining"),
    ("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants / Robin Wall Kimmerer.", "03/28/2024", "31907000957730", "581.6 KIM", "2 of 2 renewals remaining"),
    ("Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin.", "04/09/2024", "31907001390112", "FIC ZEVIN", "Not renewable (on hold for another patron)"),
]


def t03(rs: RowSet) -> None:
    start = tree("Riverbend Public Library catalog", f"{KOHA}/opac-main.pl", f"""{koha_top()}
[55] main ''
  [56] heading 'Welcome to the Riverbend Public Library catalog'
  StaticText 'Spring hours start April 1: the Eastside Branch opens at 9 am on Saturdays.'
  [57] link 'New arrivals'
  [58] link 'Staff picks: climate fiction'""")
    st = goal("Renew 'Braiding sweetgrass', then place a hold on Piranesi for pickup at the Eastside Branch and look at your reading history.", start)
    renewed = [KOHA_ROWS[0], (KOHA_ROWS[1][0], "04/18/2024", KOHA_ROWS[1][2], KOHA_ROWS[1][3], "Renewed!"), KOHA_ROWS[2]]
    drifted = [("The ministry for the future / Kim Stanley Robinson.", "04/02/2024", "31907001248463", "FIC ROBINSON", "2 of 2 renewals remaining")] + renewed[1:]
    results = tree("Results of search for 'piranesi' › Riverbend Public Library catalog", f"{KOHA}/opac-search.pl?q=piranesi", f"""{koha_top('piranesi')}
  StaticText 'Results of search for 'piranesi''
[55] main ''
  [100] heading 'Your search returned 3 results.'
  [101] link 'Relevance'
  [102] button 'Select all'
  [103] button 'Place hold'
  [104] table 'Results of search for 'piranesi''
    row ''
      [110] checkbox '' checked=false
      [111] link 'Piranesi / Susanna Clarke.'
      StaticText 'by Clarke, Susanna.'
      StaticText 'Material type: Text; Format: print; Publisher: New York : Bloomsbury Publishing, 2020'
      StaticText 'Availability: Items available for loan: Main Library (2) [FIC CLARKE], Eastside Branch (1) [FIC CLARKE]. Checked out (1).'
      [112] link 'Place hold'
      [113] link 'Add to cart'
    row ''
      [120] checkbox '' checked=false
      [121] link 'Piranesi [large print] / Susanna Clarke.'
      StaticText 'Availability: Items available for loan: Main Library (1) [LP FIC CLARKE].'
      [122] link 'Place hold'
    row ''
      [130] checkbox '' checked=false
      [131] link 'Piranesi [sound recording] / Susanna Clarke ; read by Chiwetel Ejiofor.'
      StaticText 'Availability: No items available: Checked out (2).'
      [132] link 'Place hold'""")

    def reserve(pickup: str) -> str:
        return tree("Placing a hold › Riverbend Public Library catalog", f"{KOHA}/opac-reserve.pl?biblionumber=48817", f"""{koha_top('piranesi')}
  StaticText 'Placing a hold'
[55] main ''
  [140] heading 'Confirm holds for: Jonah Whitaker (23907004418820)'
  [141] list ''
    listitem ''
      [142] link 'Piranesi / Susanna Clarke.'
      StaticText 'Your priority: 1'
      StaticText 'Number of holds: 0'
      [143] combobox 'Pick up location:' value='{pickup}' hasPopup: menu
        option 'Main Library' selected={'True' if pickup == 'Main Library' else 'False'}
        option 'Eastside Branch' selected={'True' if pickup == 'Eastside Branch' else 'False'}
        option 'Millbrook Branch' selected=False
      [144] link 'Show more options'
  [150] button 'Confirm hold'""")

    holds = [
        ("The covenant of water / Abraham Verghese.", "02/27/2024", "Never expires", "Main Library", "4", "Pending", 95),
        ("Piranesi / Susanna Clarke.", "03/19/2024", "Never expires", "Eastside Branch", "1", "Pending", 96),
    ]
    history = tree("Your checkout history › Riverbend Public Library catalog", f"{KOHA}/opac-readingrecord.pl", f"""{koha_top()}
  [37] link 'Jonah Whitaker'
  StaticText 'Your checkout history'
{koha_nav()}
[55] main ''
  [160] heading 'Checkout history'
  StaticText 'Show: 50 items'
  [161] link 'Show all items'
  [162] tablist ''
    [163] tab 'All' selected=True
    [164] tab 'Checkouts' selected=False
    [165] tab 'On-site checkouts' selected=False
  [166] combobox 'Sort by' value='Checkout date'
  [167] table 'Checkout history'
    row ''
      columnheader 'Title'
      columnheader 'Item type'
      columnheader 'Call number'
      columnheader 'Checkout date'
      columnheader 'Date due'
      columnheader 'Return date'
    row ''
      [170] link 'Tomorrow, and tomorrow, and tomorrow'
      cell 'Book'
      cell 'FIC ZEVIN'
      cell '03/19/2024'
      cell '04/09/2024'
      cell 'Checked out'
    row ''
      [171] link 'The ministry for the future'
      cell 'Book'
      cell 'FIC ROBINSON'
      cell '03/12/2024'
      cell '04/02/2024'
      cell 'Checked out'
    row ''
      [172] link 'Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants'
      cell 'Book'
      cell '581.6 KIM'
      cell '03/07/2024'
      cell '04/18/2024'
      cell 'Checked out'
    row ''
      [173] link 'The light pirate'
      cell 'Book'
      cell 'FIC SMITH'
      cell '02/14/2024'
      cell '03/06/2024'
      cell '03/04/2024'
    row ''
      [174] link 'Lessons in chemistry'
      cell 'Book'
      cell 'FIC GARMUS'
      cell '01/22/2024'
      cell '02/12/2024'
      cell '02/09/2024'
    row ''
      [175] link 'Educated : a memoir'
      cell 'Book'
      cell 'B WESTOVER'
      cell '12/28/2023'
      cell '01/18/2024'
      cell '01/20/2024'""")
    turns = [
        (f"goto('{KOHA}/opac-user.pl')", koha_summary(KOHA_ROWS)),
        ("check('75')", koha_summary(KOHA_ROWS, renew_checked=True)),
        ("click('85')", koha_summary(drifted, renewed=True)),
        (f"goto('{KOHA}/opac-search.pl?q=piranesi')", results),
        ("click('112')", reserve("Main Library")),
        ("select_option('143', 'Eastside Branch')", reserve("Eastside Branch")),
        ("click('150')", koha_summary([], holds_tab=True, holds=holds)),
        ("click('47')", history),
    ]
    rs.add(task=TASK, tid="h21-web-03", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=3,
           kind="barcode of the untouched 'Ministry for the future' checkout changes from 31907001284463 to 31907001248463 after renewing a different item")


# ---------------------------------------------------------------- 04 Zammad helpdesk (clean)
ZAM = "https://support.fernhollow.io"


def zam_nav(counts: dict[str, int], active: str = "") -> str:
    names = ["My Assigned Tickets", "Unassigned & Open Tickets", "My Pending Reached Tickets", "Open Tickets",
             "Pending Reached Tickets", "Escalated Tickets"]
    rows = "\n".join(f"    [{31 + k}] link '{n} {counts[n]}'{' current=page' if n == active else ''}" for k, n in enumerate(names))
    return f"""[20] navigation 'Main'
  [21] link 'Dashboard'
  [22] link 'Overviews'
  [23] link 'Customers'
  [24] button 'Search'
  [25] button 'New ticket'
  [26] button 'Lena Hoff – available'
[30] navigation 'Overviews'
  [38] list ''
{rows}"""


def zam_list(title: str, counts: dict[str, int], tickets: list[tuple], mine: bool = False) -> str:
    head = """    row ''
      columnheader 'TITLE'
      columnheader 'NUMBER'
      columnheader 'CUSTOMER'
      columnheader 'GROUP'
      columnheader 'STATE'
      columnheader '{c5}'
      columnheader 'CREATED AT'""".replace("{c5}", "PENDING TILL" if mine else "ESCALATION AT")
    rows = "\n".join(f"""    row ''
      [{100 + 2 * i}] link '{t}'
      cell '{num}'
      cell '{cust}'
      cell '{grp}'
      cell '{state}'
      cell '{esc}'
      cell '{created}'""" for i, (t, num, cust, grp, state, esc, created) in enumerate(tickets))
    body = f"""{zam_nav(counts, title)}
[60] main ''
  [61] heading '{title}'
  StaticText '{len(tickets)} tickets'
  [62] button 'Options'
  [63] button 'Bulk actions'
  [64] table ''
{head}
{rows}"""
    slug = "my_assigned" if mine else "all_unassigned"
    return tree(f"{title} - Zammad", f"{ZAM}/#ticket/view/{slug}", body)


ZAM_C0 = {"My Assigned Tickets": 5, "Unassigned & Open Tickets": 7, "My Pending Reached Tickets": 1, "Open Tickets": 23,
          "Pending Reached Tickets": 2, "Escalated Tickets": 1}
ZAM_C1 = dict(ZAM_C0, **{"My Assigned Tickets": 6, "Unassigned & Open Tickets": 6, "Open Tickets": 22})
ZAM_C2 = dict(ZAM_C1, **{"Unassigned & Open Tickets": 7, "Open Tickets": 23})

ZAM_UNASSIGNED = [
    ("Webhook retries stopped after password reset", "84231", "Oskar Brandt", "Support 1st Level", "new", "in 38 minutes", "52 minutes ago"),
    ("Invoice PDF shows wrong VAT ID", "84229", "Amélie Roux", "Billing", "open", "-", "1 hour ago"),
    ("Rate limit lowered? 429s since Friday", "84226", "Deniz Kaya", "Support 2nd Level", "new", "in 1 hour 12 minutes", "2 hours ago"),
    ("SSO login loop in Safari", "84222", "Hannah Weber", "Support 1st Level", "open", "in 2 hours", "3 hours ago"),
    ("Export to CSV drops umlauts", "84217", "Lukas Meier", "Support 2nd Level", "open", "-", "5 hours ago"),
    ("Request: add a second admin seat", "84210", "Priya Shah", "Sales", "new", "-", "03/18/2024 16:42"),
    ("Mobile app crashes when opening attachments", "84198", "Tom Eriksen", "Support 2nd Level", "open", "-", "03/17/2024 11:05"),
]
ZAM_UNASSIGNED_LATER = [
    ("Cannot log in with SSO since this morning", "84236", "Jonas Keller", "Support 1st Level", "new", "in 1 hour 59 minutes", "1 minute ago"),
    ("Invoice PDF shows wrong VAT ID", "84229", "Amélie Roux", "Billing", "open", "-", "1 hour ago"),
    ("Rate limit lowered? 429s since Friday", "84226", "Deniz Kaya", "Support 2nd Level", "new", "in 1 hour 4 minutes", "2 hours ago"),
    ("SSO login loop in Safari", "84222", "Hannah Weber", "Support 1st Level", "open", "in 1 hour 52 minutes", "3 hours ago"),
    ("Export to CSV drops umlauts", "84217", "Lukas Meier", "Support 2nd Level", "open", "-", "5 hours ago"),
    ("Request: add a second admin seat", "84210", "Priya Shah", "Sales", "new", "-", "03/18/2024 16:42"),
    ("Mobile app crashes when opening attachments", "84198", "Tom Eriksen", "Support 2nd Level", "open", "-", "03/17/2024 11:05"),
]
ZAM_MINE = [
    ("Webhook retries stopped after password reset", "84231", "Oskar Brandt", "Support 1st Level", "pending reminder", "03/21/2024 09:00", "1 hour ago"),
    ("Bulk import fails for more than 10k rows", "84203", "Sofia Lindqvist", "Support 2nd Level", "open", "-", "03/17/2024 15:20"),
    ("Two-factor reset for user m.ortega", "84190", "Marco Ortega", "Support 1st Level", "pending reminder", "03/19/2024 08:00", "03/15/2024 10:11"),
    ("Feature request: rotate webhook signing secret", "84175", "Oskar Brandt", "Support 2nd Level", "open", "-", "03/13/2024 09:47"),
    ("Data retention question (GDPR export)", "84160", "Ines Vogel", "Support 1st Level", "pending close", "03/20/2024 12:00", "03/11/2024 14:03"),
    ("Scheduled reports arrive twice", "84152", "Rafael Costa", "Support 2nd Level", "open", "-", "03/08/2024 08:30"),
]
ZAM_BODY1 = ("Hello, since we rotated the password of our API user this morning (around 08:10) our order webhooks are no longer retried "
             "when our endpoint answers 503. The delivery log shows 'auth failed' for every retry attempt. Can you check? Account: NL-2291. "
             "Thanks, Oskar Brandt, Nordlicht Logistik")
ZAM_REPLY = ("Hi Oskar, thanks for the details. Retries run with the credentials stored when the webhook was created, so after a password "
             "rotation they fail until the webhook is saved again. Please open Settings > Webhooks > NL-orders and click Save; the queued "
             "retries from today will then be delivered. I will check back on Thursday morning. Best, Lena")


def zam_ticket(owner: str, state: str, created: str, escal: str, reply: str | None, pending: str | None, saved: bool,
               counts: dict[str, int]) -> str:
    articles = f"""    [210] article ''
      StaticText 'Oskar Brandt'
      StaticText 'via email · {created}'
      StaticText 'To: support@fernhollow.io'
      StaticText '{ZAM_BODY1}'
      [211] button 'reply'
      [212] button 'forward'
      [213] button 'split'"""
    if saved:
        articles += f"""
    [215] article ''
      StaticText 'Lena Hoff'
      StaticText 'via email · just now'
      StaticText 'To: Oskar Brandt <o.brandt@nordlicht-logistik.de>'
      StaticText '{ZAM_REPLY}'
      [216] button 'reply'
      [217] button 'forward'"""
    editor = ""
    if reply is not None:
        editor = f"""  [230] group 'Reply'
    StaticText 'EMAIL'
    [231] textbox 'To' value='Oskar Brandt <o.brandt@nordlicht-logistik.de>'
    [232] textbox 'Subject' value='Webhook retries stopped after password reset'
    [233] textbox 'Text' value='{reply}'
    [234] button 'Attach files'
    [235] button 'Discard'"""
    pend = f"\n  [259] textbox 'Pending till' value='{pending}'" if pending is not None else ""
    unsaved = "\n  [270] link 'Discard your unsaved changes.'" if (not saved and (owner != "-" or reply is not None)) else ""
    esc = f"\n  StaticText 'First Response Time: {escal}'" if escal else ""
    body = f"""{zam_nav(counts)}
[200] main ''
  [201] heading 'Webhook retries stopped after password reset'
  StaticText '#84231 · created {created}'{esc}
  [202] button 'Ticket actions'
  [205] feed ''
{articles}
{editor}
[250] complementary 'Ticket sidebar'
  [251] tab 'Ticket' selected=True
  [252] tab 'Customer' selected=False
  [253] tab 'Organization' selected=False
  [254] combobox 'Group' value='Support 1st Level'
  [255] combobox 'Owner' value='{owner}'
  [256] combobox 'State' value='{state}'{pend}
  [257] combobox 'Priority' value='2 normal'
  StaticText 'Tags'
  [258] link 'webhooks'
  StaticText 'Links'
  [260] button 'Add link'{unsaved}
  [271] button 'Update'"""
    return tree("#84231 - Webhook retries stopped after password reset - Zammad", f"{ZAM}/#ticket/zoom/84231", body)


def t04(rs: RowSet) -> None:
    dash = tree("Dashboard - Zammad", f"{ZAM}/#dashboard", f"""{zam_nav(ZAM_C0)}
[60] main ''
  [61] heading 'Dashboard'
  StaticText 'My Stats'
  StaticText 'Ticket load: 5 assigned, 1 escalated in your groups'
  StaticText 'Reopening rate: 4%'
  StaticText 'Average first response: 47 minutes (last 7 days)'
  [65] heading 'Activity Stream'
  StaticText 'Jonas Keller updated ticket 84203 Bulk import fails for more than 10k rows 10 minutes ago'""")
    st = goal("Take the webhook-retry ticket from the unassigned queue, reply to the customer with the fix, set it to pending reminder until Thursday 09:00, then check both queues.", dash)
    turns = [
        ("click('32')", zam_list("Unassigned & Open Tickets", ZAM_C0, ZAM_UNASSIGNED)),
        ("click('100')", zam_ticket("-", "new", "52 minutes ago", "in 38 minutes", None, None, False, ZAM_C0)),
        ("select_option('255', 'Lena Hoff')", zam_ticket("Lena Hoff", "new", "52 minutes ago", "in 38 minutes", None, None, False, ZAM_C0)),
        ("click('211')", zam_ticket("Lena Hoff", "new", "53 minutes ago", "in 37 minutes", "", None, False, ZAM_C0)),
        (f"fill('233', '{ZAM_REPLY}')", zam_ticket("Lena Hoff", "new", "55 minutes ago", "in 35 minutes", ZAM_REPLY, None, False, ZAM_C0)),
        ("select_option('256', 'pending reminder')", zam_ticket("Lena Hoff", "pending reminder", "56 minutes ago", "in 34 minutes", ZAM_REPLY, "", False, ZAM_C0)),
        ("fill('259', '03/21/2024 09:00')", zam_ticket("Lena Hoff", "pending reminder", "56 minutes ago", "in 34 minutes", ZAM_REPLY, "03/21/2024 09:00", False, ZAM_C0)),
        ("click('271')", zam_ticket("Lena Hoff", "pending reminder", "57 minutes ago", "", None, "03/21/2024 09:00", True, ZAM_C1)),
        ("click('32')", zam_list("Unassigned & Open Tickets", ZAM_C2, ZAM_UNASSIGNED_LATER)),
        ("click('31')", zam_list("My Assigned Tickets", ZAM_C2, ZAM_MINE, mine=True)),
    ]
    rs.add(task=TASK, tid="h21-web-04", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 05 Magento admin price edit (bad, turn 5)
ADM = "http://localhost:7780/admin"


def adm_chrome(heading: str) -> str:
    return f"""[20] navigation ''
  [21] link 'Magento Admin Panel'
  [22] menubar ''
    [23] link 'DASHBOARD'
    [24] link 'SALES'
    [25] link 'CATALOG'
    [26] link 'CUSTOMERS'
    [27] link 'MARKETING'
    [28] link 'CONTENT'
    [29] link 'REPORTS'
    [30] link 'STORES'
    [31] link 'SYSTEM'
    [32] link 'FIND PARTNERS & EXTENSIONS'
[40] banner ''
  [41] heading '{heading}'
  [42] link 'Notifications 4'
  [43] link 'admin'"""


ADM_ROWS = {
    1842: ["Gaiam Premium Print Yoga Mat, 6mm", "GM-YM6-PRT", "$29.98", "112.0000", "Default Stock: 112", "Enabled"],
    1843: ["Manduka PRO Yoga Mat 6mm", "MD-PRO6-BLK", "$129.00", "37.0000", "Default Stock: 37", "Enabled"],
    2011: ["Liforme Yoga Mat, Grey", "LF-YM-GRY", "$149.95", "0.0000", "Default Stock: 0", "Enabled"],
    2207: ["BalanceFrom GoYoga All-Purpose 1/4-Inch Extra Thick Yoga Mat", "BF-GY-025", "$21.99", "240.0000", "Default Stock: 240", "Enabled"],
}


def adm_grid(rows: dict[int, list[str]], msg: str = "") -> str:
    out = []
    for i, (pid, (name, sku, price, qty, sal, status)) in enumerate(rows.items()):
        b = 300 + 10 * i
        out.append(f"""    row ''
      [{b}] checkbox '' checked=false
      cell '{pid}'
      [{b + 1}] img ''
      cell '{name}'
      cell 'Simple Product'
      cell 'Default'
      cell '{sku}'
      cell '{price}'
      cell '{qty}'
      cell '{sal}'
      cell 'Catalog, Search'
      cell '{status}'
      cell 'Main Website'
      [{b + 2}] link 'Edit'""")
    m = f"  [99] alert ''\n    StaticText '{msg}'\n" if msg else ""
    body = f"""{adm_chrome('Products')}
[90] main ''
{m}  [101] button 'Add Product'
  [102] button 'Add product of type'
  [110] textbox 'Search by keyword' value='yoga mat'
  [111] button 'Search'
  [112] button 'Filters'
  [113] button 'Default View'
  [114] button 'Columns'
  [115] button 'Export'
  StaticText 'Active filters:'
  StaticText 'Keyword: yoga mat'
  [116] button 'Remove'
  [117] button 'Clear all'
  [118] combobox 'Actions'
  StaticText '{len(rows)} records found'
  [119] combobox 'per page' value='20'
  StaticText 'of 1'
  [120] table ''
    row ''
      [121] checkbox 'Select All' checked=false
      columnheader 'ID'
      columnheader 'Thumbnail'
      columnheader 'Name'
      columnheader 'Type'
      columnheader 'Attribute Set'
      columnheader 'SKU'
      columnheader 'Price'
      columnheader 'Quantity'
      columnheader 'Salable Quantity'
      columnheader 'Visibility'
      columnheader 'Status'
      columnheader 'Websites'
      columnheader 'Action'
{chr(10).join(out)}"""
    return tree("Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/", body)


def adm_form(pid: int, name: str, sku: str, price: str, qty: str, weight: str, country: str, msg: str = "",
             advanced: str | None = None) -> str:
    m = f"  [499] alert ''\n    StaticText '{msg}'\n" if msg else ""
    modal = ""
    if advanced is not None:
        modal = f"""
[600] dialog 'Advanced Pricing'
  [601] button 'Done'
  [602] button 'Close'
  [603] textbox 'Special Price [GLOBAL]' value='{advanced}'
  [604] textbox 'Special Price From' value=''
  [605] textbox 'To' value=''
  [606] textbox 'Cost [GLOBAL]' value=''
  StaticText 'Customer Group Price'
  [607] button 'Add'
  [608] combobox 'Apply MAP' value='Use config'
  [609] textbox 'Minimum Advertised Price' value=''"""
    body = f"""{adm_chrome(name)}
[490] main ''
{m}  [501] button 'Back'
  [502] button 'Add Attribute'
  [503] button 'Customer View'
  [504] button 'Save'
  [505] button 'Save options'
  [506] combobox 'Store View' value='All Store Views'
  [510] switch 'Enable Product' checked=true
  [511] combobox 'Attribute Set' value='Default'
  [512] textbox 'Product Name *' value='{name}'
  [513] textbox 'SKU *' value='{sku}'
  [514] textbox 'Price *' value='{price}'
  StaticText '$'
  [515] button 'Advanced Pricing'
  [516] combobox 'Tax Class' value='Taxable Goods'
  [517] textbox 'Quantity' value='{qty}'
  [518] button 'Advanced Inventory'
  StaticText 'Default Source'
  [519] combobox 'Stock Status' value='In Stock'
  [520] combobox 'Weight' value='This item has weight'
  [521] textbox 'Weight' value='{weight}'
  StaticText 'lbs'
  [522] combobox 'Categories' value='Sports & Outdoors / Exercise & Fitness / Yoga / Mats'
  [523] button 'New Category'
  [524] combobox 'Visibility' value='Catalog, Search'
  [525] checkbox 'Set Product as New From' checked=false
  [526] combobox 'Country of Manufacture' value='{country}'
  [530] button 'Content' expanded: False
  [531] button 'Configurations' expanded: False
  [532] button 'Product Reviews' expanded: False
  [533] button 'Images And Videos' expanded: False
  [534] button 'Search Engine Optimization' expanded: False
  [535] button 'Related Products, Up-Sells, and Cross-Sells' expanded: False
  [536] button 'Customizable Options' expanded: False
  [537] button 'Product in Websites' expanded: False
  [538] button 'Design' expanded: False
  [539] button 'Gift Options' expanded: False{modal}"""
    return tree(f"{name} / Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/edit/id/{pid}/", body)


def t05(rs: RowSet) -> None:
    st = goal("Lower the Gaiam 6mm print yoga mat to $24.98 and set its stock to 150 units, then give the Manduka PRO mat a special price of $109.", adm_grid(ADM_ROWS))
    g = ("Gaiam Premium Print Yoga Mat, 6mm", "GM-YM6-PRT")
    mk = ("Manduka PRO Yoga Mat 6mm", "MD-PRO6-BLK")
    drift = dict(ADM_ROWS)
    drift[1842] = ["Gaiam Premium Print Yoga Mat, 6mm", "GM-YM6-PRT", "$29.98", "150.0000", "Default Stock: 150", "Enabled"]
    turns = [
        ("click('302')", adm_form(1842, *g, "29.98", "112", "2.2", "China")),
        ("fill('514', '24.98')", adm_form(1842, *g, "24.98", "112", "2.2", "China")),
        ("fill('517', '150')", adm_form(1842, *g, "24.98", "150", "2.2", "China")),
        ("click('504')", adm_form(1842, *g, "24.98", "150", "2.2", "China", msg="You saved the product.")),
        ("click('501')", adm_grid(drift)),
        ("click('312')", adm_form(1843, *mk, "129.00", "37", "7.5", "Germany")),
        ("click('515')", adm_form(1843, *mk, "129.00", "37", "7.5", "Germany", advanced="")),
        ("fill('603', '109')", adm_form(1843, *mk, "129.00", "37", "7.5", "Germany", advanced="109")),
        ("click('601')", adm_form(1843, *mk, "129.00", "37", "7.5", "Germany")),
    ]
    rs.add(task=TASK, tid="h21-web-05", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=5,
           kind="product grid shows the Gaiam mat at the old $29.98 right after the save that set it to 24.98 (its new quantity 150 does show)")


# ---------------------------------------------------------------- 06 OpenStreetMap directions (clean)
OSM = "https://www.openstreetmap.org"
OSM_CMU = "Carnegie Mellon University, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States"
OSM_PHIPPS = "Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, Schenley Park, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States"
OSM_ENGINES = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
               "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
OSM_ROUTES = {
    ("Bicycle (OSRM)", "fwd"): ("1.6km", "0:07", [("Start on Frew Street", "350m"), ("Turn right onto Schenley Drive Extension", "120m"),
                                                 ("Turn left onto Schenley Drive", "900m"), ("Slight right onto Schenley Drive", "200m"),
                                                 ("Reach destination", "")]),
    ("Foot (OSRM)", "fwd"): ("1.4km", "0:19", [("Start on Frew Street", "300m"), ("Turn right onto footway", "180m"),
                                              ("Turn left onto Schenley Drive", "650m"), ("Continue onto Schenley Drive", "270m"),
                                              ("Reach destination", "")]),
    ("Foot (OSRM)", "rev"): ("1.5km", "0:20", [("Start on Schenley Drive", "320m"), ("Turn left onto Schenley Drive Extension", "460m"),
                                              ("Turn right onto Frew Street", "420m"), ("Turn left onto Tech Street", "300m"),
                                              ("Reach destination", "")]),
    ("Car (OSRM)", "rev"): ("2.3km", "0:04", [("Start on Schenley Drive", "450m"), ("Turn right onto Panther Hollow Road", "600m"),
                                             ("Turn left onto Forbes Avenue", "950m"), ("Turn right onto Morewood Avenue", "300m"),
                                             ("Reach destination", "")]),
}
OSM_SLUG = {"Bicycle (OSRM)": "fossgis_osrm_bike", "Foot (OSRM)": "fossgis_osrm_foot", "Car (OSRM)": "fossgis_osrm_car"}


def osm_page(engine: str, frm: str, to: str, route: tuple | None, zoom: int = 16, direction: str = "fwd") -> str:
    opts = "\n".join(f"    option '{e}' selected={'True' if e == engine else 'False'}" for e in OSM_ENGINES)
    res = ""
    if route is not None:
        dist, time, steps = route
        rows = "\n".join(f"""    row ''
      cell ''
      cell '{k}.'
      cell '{s}'
      cell '{d}'""" for k, (s, d) in enumerate(steps, 1))
        via = engine.split(" (")[0].lower()
        res = f"""
  [60] heading 'Directions'
  [61] link 'Download route as GPX'
  StaticText 'Distance: {dist}. Time: {time}.'
  [62] table ''
{rows}
  StaticText 'Directions courtesy of'
  [63] link 'FOSSGIS OSRM ({via})'"""
    scale = {16: ("200 m", "1000 ft"), 17: ("100 m", "300 ft")}[zoom]
    a, b = ("40.4433%2C-79.9436", "40.4390%2C-79.9475") if direction == "fwd" else ("40.4390%2C-79.9475", "40.4433%2C-79.9436")
    url = f"{OSM}/directions" + (f"?engine={OSM_SLUG[engine]}&route={a}%3B{b}" if route else "") + f"#map={zoom}/40.4412/-79.9455"
    body = f"""[20] banner ''
  [21] link 'OpenStreetMap logo OpenStreetMap'
  [22] link 'Edit'
  [23] button 'Edit with'
  [24] link 'History'
  [25] link 'Export'
  [26] link 'GPS Traces'
  [27] link 'User Diaries'
  [28] link 'Communities'
  [29] link 'Copyright'
  [30] link 'Help'
  [31] link 'About'
  [32] link 'Log In'
  [33] link 'Sign Up'
[40] complementary ''
  [41] combobox '' value='{engine}' hasPopup: menu
{opts}
  [42] textbox 'From' value='{frm}'
  [43] textbox 'To' value='{to}'
  [44] button 'Reverse Directions'
  [45] button 'Go'
  [46] button 'Close'{res}
[80] main ''
  [81] button 'Zoom In'
  [82] button 'Zoom Out'
  [83] button 'Show My Location'
  [84] button 'Layers'
  [85] button 'Legend'
  [86] button 'Share'
  [87] button 'Add a note to the map'
  [88] button 'Query features'
  StaticText '{scale[0]}'
  StaticText '{scale[1]}'
  [89] link 'Leaflet'
  StaticText '© OpenStreetMap contributors ♥'
  [90] link 'Make a Donation'
  [91] link 'Website and API terms'"""
    return tree("OpenStreetMap", url, body)


def t06(rs: RowSet) -> None:
    start = tree("OpenStreetMap", f"{OSM}/#map=16/40.4412/-79.9455", """[20] banner ''
  [21] link 'OpenStreetMap logo OpenStreetMap'
  [32] link 'Log In'
  [33] link 'Sign Up'
[34] search ''
  [35] textbox 'Search' value=''
  [36] button 'Go'
  [37] link 'Find directions between two points'
[80] main ''
  [81] button 'Zoom In'
  [82] button 'Zoom Out'
  StaticText '200 m'
  StaticText '1000 ft'""")
    st = goal("Compare cycling and walking directions from Carnegie Mellon University to Phipps Conservatory, then check the walking and driving routes for the way back.", start)
    bike = OSM_ROUTES[("Bicycle (OSRM)", "fwd")]
    foot = OSM_ROUTES[("Foot (OSRM)", "fwd")]
    foot_r = OSM_ROUTES[("Foot (OSRM)", "rev")]
    car_r = OSM_ROUTES[("Car (OSRM)", "rev")]
    turns = [
        ("click('37')", osm_page("Car (OSRM)", "", "", None)),
        ("fill('42', 'Carnegie Mellon University')", osm_page("Car (OSRM)", "Carnegie Mellon University", "", None)),
        ("fill('43', 'Phipps Conservatory')", osm_page("Car (OSRM)", "Carnegie Mellon University", "Phipps Conservatory", None)),
        ("select_option('41', 'Bicycle (OSRM)')", osm_page("Bicycle (OSRM)", "Carnegie Mellon University", "Phipps Conservatory", None)),
        ("click('45')", osm_page("Bicycle (OSRM)", OSM_CMU, OSM_PHIPPS, bike)),
        ("select_option('41', 'Foot (OSRM)')", osm_page("Foot (OSRM)", OSM_CMU, OSM_PHIPPS, foot)),
        ("click('44')", osm_page("Foot (OSRM)", OSM_PHIPPS, OSM_CMU, foot_r, direction="rev")),
        ("select_option('41', 'Car (OSRM)')", osm_page("Car (OSRM)", OSM_PHIPPS, OSM_CMU, car_r, direction="rev")),
        ("click('81')", osm_page("Car (OSRM)", OSM_PHIPPS, OSM_CMU, car_r, zoom=17, direction="rev")),
    ]
    rs.add(task=TASK, tid="h21-web-06", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 07 Dokan vendor dashboard (bad, turn 8)
DOK = "https://harbormakers.market/dashboard"

DOK_ORDERS = [
    ("4417", "$86.40", "$73.44", "Processing", "Dana Whitfield", "March 18, 2024"),
    ("4415", "$142.00", "$120.70", "Processing", "Marcus Oyelaran", "March 18, 2024"),
    ("4412", "$38.00", "$32.30", "Completed", "Helen Park", "March 17, 2024"),
    ("4409", "$64.50", "$54.83", "Pending payment", "Ruth Castellanos", "March 17, 2024"),
    ("4404", "$210.25", "$178.71", "Processing", "Grace Mbeki", "March 16, 2024"),
    ("4398", "$52.00", "$44.20", "Completed", "Ian Doyle", "March 15, 2024"),
    ("4391", "$118.80", "$100.98", "Completed", "Sara Lindgren", "March 14, 2024"),
    ("4386", "$27.50", "$23.38", "Cancelled", "Omar Haddad", "March 14, 2024"),
    ("4380", "$96.00", "$81.60", "On-hold", "Beth Carver", "March 13, 2024"),
    ("4377", "$74.25", "$63.11", "Completed", "Yuki Tanaka", "March 12, 2024"),
]


def dok_chrome() -> str:
    return """[20] banner ''
  [21] link 'Harbor Makers Market'
  [22] link 'Shop'
  [23] link 'Makers'
  [24] link 'Cart $0.00'
  [25] link 'My Account'
  [26] link 'Vendor Dashboard'
[40] navigation 'Dashboard menu'
  [41] link 'Dashboard'
  [42] link 'Products'
  [43] link 'Orders'
  [44] link 'Coupons'
  [45] link 'Reports'
  [46] link 'Reviews'
  [47] link 'Withdraw'
  [48] link 'Settings'
  [49] link 'Visit Store'
  [50] link 'Edit Account'
  [51] link 'Log out'"""


def dok_list(rows: list[tuple], counts: dict[str, int]) -> str:
    tabs = "\n".join(f"  [{61 + k}] link '{n} ({c})'" for k, (n, c) in enumerate(counts.items()))
    out = "\n".join(f"""    row ''
      [{100 + 3 * i}] checkbox '' checked=false
      [{101 + 3 * i}] link 'Order {num}'
      cell '{tot}'
      cell '{earn}'
      cell '{status}'
      cell '{cust}'
      cell '{date}'
      [{102 + 3 * i}] link 'View'""" for i, (num, tot, earn, status, cust, date) in enumerate(rows))
    body = f"""{dok_chrome()}
[60] main ''
{tabs}
  [70] textbox 'Filter by date' value=''
  [71] combobox 'Filter by registered customer' value=''
  [72] button 'Filter'
  [73] button 'Reset'
  [74] combobox 'Bulk Actions' value='Bulk Actions'
  [75] button 'Apply'
  [76] table ''
    row ''
      [77] checkbox 'Select all' checked=false
      columnheader 'Order'
      columnheader 'Order Total'
      columnheader 'Earning'
      columnheader 'Status'
      columnheader 'Customer'
      columnheader 'Date'
      columnheader 'Action'
{out}
  [90] navigation 'Pagination'
    StaticText '1'
    [91] link '2'
    [92] link '3'
    [93] link '→'"""
    return tree("Orders – Harbor Makers Market", f"{DOK}/orders/", body)


def dok_4417(status: str, editing: bool, edit_val: str, notes: list[tuple[str, str]], note_text: str = "") -> str:
    if editing:
        st = f"""    [230] combobox 'Order Status' value='{edit_val}' hasPopup: menu
    [231] button 'Update'
    [232] link 'Cancel'"""
    else:
        st = f"""    StaticText '{status}'
    [229] link 'Edit'"""
    nl = "\n".join(f"""      listitem ''
        StaticText '{t}'
        StaticText 'added on {w}'
        [{250 + k}] link 'Delete note'""" for k, (t, w) in enumerate(notes))
    body = f"""{dok_chrome()}
[60] main ''
  [200] heading 'Order#4417 → Order Items'
  [201] table ''
    row ''
      columnheader 'Item'
      columnheader 'Cost'
      columnheader 'Qty'
      columnheader 'Total'
    row ''
      [202] link 'Speckled Stoneware Mug – Oatmeal'
      cell '$28.00'
      cell '× 2'
      cell '$56.00'
    row ''
      [203] link 'Ceramic Spoon Rest – Sage'
      cell '$22.00'
      cell '× 1'
      cell '$22.00'
    row ''
      cell 'Subtotal:'
      cell '$78.00'
    row ''
      cell 'Shipping:'
      cell '$8.40 via Flat rate'
    row ''
      cell 'Payment method:'
      cell 'Credit Card (Stripe)'
    row ''
      cell 'Order Total:'
      cell '$86.40'
  [210] heading 'Billing Address'
  StaticText 'Dana Whitfield'
  StaticText '1420 Larkspur Lane'
  StaticText 'Eugene, OR 97401'
  [211] heading 'Shipping Address'
  StaticText 'Dana Whitfield'
  StaticText '1420 Larkspur Lane'
  StaticText 'Eugene, OR 97401'
  [220] heading 'General Details'
  [221] list ''
    StaticText 'Order Status:'
{st}
    StaticText 'Order Date: 2024-03-18 9:14 am'
    StaticText 'Earning From Order: $73.44'
    StaticText 'Customer: Dana Whitfield'
    StaticText 'Email: dana.whitfield@fastmail.com'
    StaticText 'Phone: 541-555-0143'
    StaticText 'Customer IP: 73.11.204.58'
  [240] heading 'Order Notes'
  [241] list ''
{nl}
  [245] textbox 'Add note' value='{note_text}'
  [246] combobox 'Note type' value='Customer note'
  [247] button 'Add Note'"""
    return tree("Orders – Harbor Makers Market", f"{DOK}/orders/?order_id=4417&_wpnonce=8c1f2e7a0b", body)


def t07(rs: RowSet) -> None:
    dash = tree("Dashboard – Harbor Makers Market", f"{DOK}/", f"""{dok_chrome()}
[60] main ''
  [150] heading 'Tidewater Ceramics'
  StaticText 'Sales: $3,412.75'
  StaticText 'Earning: $2,900.84'
  StaticText 'Pageview: 1,907'
  StaticText 'Order: 58'
  [151] heading 'Orders'
  StaticText 'Total 58 · Completed 41 · Pending 3 · Processing 9 · Cancelled 2 · Refunded 1 · On hold 2'
  [152] heading 'Products'
  StaticText 'Total 24 · Live 22 · Offline 1 · Pending Review 1'""")
    st = goal("Mark order 4417 (Dana Whitfield) as completed, leave her a customer note with the USPS tracking number 9400111899562537741180, then look at the pending-payment order 4409.", dash)
    counts0 = {"All": 58, "Completed": 41, "Processing": 9, "On-hold": 2, "Pending payment": 3, "Cancelled": 2, "Refunded": 1}
    counts1 = dict(counts0, Completed=42, Processing=8)
    n0 = [("Order status changed from Pending payment to Processing.", "March 18, 2024 at 9:14 am")]
    n1 = [("Order status changed from Processing to Completed.", "March 19, 2024 at 10:02 am")] + n0
    note = "Shipped today via USPS Ground Advantage, tracking number 9400111899562537741180. Thank you for your order!"
    n2 = [(note, "March 19, 2024 at 10:03 am")] + n1
    after = [("4471",) + DOK_ORDERS[0][1:3] + ("Completed",) + DOK_ORDERS[0][4:]] + DOK_ORDERS[1:]
    pend = tree("Orders – Harbor Makers Market", f"{DOK}/orders/?order_id=4409&_wpnonce=8c1f2e7a0b", f"""{dok_chrome()}
[60] main ''
  [200] heading 'Order#4409 → Order Items'
  [201] table ''
    row ''
      columnheader 'Item'
      columnheader 'Cost'
      columnheader 'Qty'
      columnheader 'Total'
    row ''
      [202] link 'Nesting Prep Bowls (set of 3) – Seafoam'
      cell '$32.00'
      cell '× 1'
      cell '$32.00'
    row ''
      [203] link 'Hand-thrown Bud Vase – Charcoal'
      cell '$24.50'
      cell '× 1'
      cell '$24.50'
    row ''
      cell 'Subtotal:'
      cell '$56.50'
    row ''
      cell 'Shipping:'
      cell '$8.00 via Flat rate'
    row ''
      cell 'Payment method:'
      cell 'Direct bank transfer'
    row ''
      cell 'Order Total:'
      cell '$64.50'
  [210] heading 'Billing Address'
  StaticText 'Ruth Castellanos'
  StaticText '88 Quarry Road'
  StaticText 'Montpelier, VT 05602'
  [220] heading 'General Details'
  [221] list ''
    StaticText 'Order Status:'
    StaticText 'Pending payment'
    [229] link 'Edit'
    StaticText 'Order Date: 2024-03-17 4:51 pm'
    StaticText 'Earning From Order: $54.83'
    StaticText 'Customer: Ruth Castellanos'
    StaticText 'Email: rcastellanos@gmail.com'
  [240] heading 'Order Notes'
  [241] list ''
    listitem ''
      StaticText 'Awaiting BACS payment Order status changed from Pending payment to Pending payment.'
      StaticText 'added on March 17, 2024 at 4:51 pm'
  [245] textbox 'Add note' value=''
  [246] combobox 'Note type' value='Private note'
  [247] button 'Add Note'""")
    turns = [
        ("click('43')", dok_list(DOK_ORDERS, counts0)),
        ("click('101')", dok_4417("Processing", False, "", n0)),
        ("click('229')", dok_4417("Processing", True, "Processing", n0)),
        ("select_option('230', 'Completed')", dok_4417("Processing", True, "Completed", n0)),
        ("click('231')", dok_4417("Completed", False, "", n1)),
        (f"fill('245', '{note}')", dok_4417("Completed", False, "", n1, note)),
        ("click('247')", dok_4417("Completed", False, "", n2)),
        ("click('43')", dok_list(after, counts1)),
        ("click('110')", pend),
        ("click('229')", pend.replace("""    StaticText 'Pending payment'
    [229] link 'Edit'""", """    [230] combobox 'Order Status' value='Pending payment' hasPopup: menu
    [231] button 'Update'
    [232] link 'Cancel'""")),
    ]
    rs.add(task=TASK, tid="h21-web-07", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=8,
           kind="order list shows Dana Whitfield's just-completed $86.40 order as 4471 instead of 4417")


# ---------------------------------------------------------------- 08 Grocy stock (clean)
GRO = "https://grocy.home.lan"
# name, unit singular, unit plural, amount, opened, value, due, due text, base bid
GRO_STOCK = [
    ["Greek yogurt", "Cup", "Cups", 2, 0, 1.98, "2024-03-18", "1 day ago", 300],
    ["Milk", "Carton", "Cartons", 3, 1, 3.57, "2024-03-21", "in 2 days", 310],
    ["Chicken thighs", "Pack", "Packs", 1, 0, 5.49, "2024-03-22", "in 3 days", 320],
    ["Spinach", "Bag", "Bags", 1, 0, 1.79, "2024-03-23", "in 4 days", 330],
    ["Eggs", "Piece", "Pieces", 4, 0, 1.16, "2024-03-30", "in 11 days", 340],
    ["Butter", "Pack", "Packs", 2, 0, 4.98, "2024-04-12", "in 24 days", 350],
    ["Coffee beans", "Bag", "Bags", 1, 0, 9.99, "2024-09-15", "in 6 months", 360],
    ["Canned tomatoes", "Can", "Cans", 5, 0, 4.45, "2025-08-31", "in 1 year", 370],
    ["Spaghetti", "Pack", "Packs", 2, 0, 2.38, "2026-01-31", "in 2 years", 380],
]


def gro_nav() -> str:
    return """[20] navigation ''
  [21] link 'grocy'
  [22] link 'Stock overview'
  [23] link 'Shopping list'
  [24] link 'Recipes'
  [25] link 'Meal plan'
  [26] link 'Chores overview'
  [27] link 'Tasks'
  [28] link 'Batteries overview'
  [29] link 'Purchase'
  [30] link 'Consume'
  [31] link 'Transfer'
  [32] link 'Inventory'
  [33] link 'Master data'
  [34] button 'Settings'"""


def gro_overview(stock: list[list], toast: str = "", sort: str = "due", below_min: int = 2) -> str:
    rows = sorted(stock, key=lambda r: r[0].lower()) if sort == "name" else sorted(stock, key=lambda r: r[6])
    units = sum(r[3] for r in stock)
    value = sum(r[5] for r in stock)
    out = []
    for name, one, many, amt, opened, val, due, dtext, b in rows:
        unit = one if amt == 1 else many
        op = f" {opened} opened" if opened else ""
        out.append(f"""    row ''
      [{b}] button 'Consume 1 {one} of {name}'
      [{b + 1}] button 'Consume all {many} which are currently in stock'
      [{b + 2}] button 'Mark 1 {one} of {name} as open'
      [{b + 3}] button 'More actions'
      [{b + 4}] link '{name}'
      cell '{amt} {unit}{op}'
      cell '{val:.2f} €'
      cell '{due} {dtext}'""")
    t = f"  [90] alert ''\n    StaticText '{toast}'\n    [91] link 'Undo'\n" if toast else ""
    hp = "Product ▲" if sort == "name" else "Product"
    hd = "Next due date" if sort == "name" else "Next due date ▲"
    body = f"""{gro_nav()}
[60] main ''
{t}  [61] heading 'Stock overview'
  StaticText '{len(stock)} Products with {units} units in stock valued {value:.2f} €'
  [62] link 'Journal'
  [63] link 'Stock entries'
  [64] link 'Location Content Sheet'
  [65] link '3 products are due within the next 5 days'
  [66] link '1 product is overdue'
  [67] link '0 products are expired'
  [68] link '{below_min} {'product is' if below_min == 1 else 'products are'} below defined min. stock amount'
  [70] textbox 'Search' value=''
  [71] combobox 'Location' value='All'
  [72] combobox 'Product group' value='All'
  [73] combobox 'Status' value='All'
  [74] table ''
    row ''
      columnheader ''
      [75] columnheader '{hp}'
      columnheader 'Amount'
      columnheader 'Value'
      [76] columnheader '{hd}'
{chr(10).join(out)}
  StaticText 'Showing 1 to {len(stock)} of {len(stock)} entries'"""
    return tree("Stock overview | grocy", f"{GRO}/stockoverview", body)


def gro_purchase(product: str, amount: str, price: str, toast: str = "") -> str:
    card = ""
    if product:
        card = """  [150] region 'Eggs'
    StaticText 'Stock amount: 4 Pieces'
    StaticText 'Stock value: 1.16 €'
    StaticText 'Default location: Fridge'
    StaticText 'Last purchased: 2024-03-02 17 days ago'
    StaticText 'Last used: 2024-03-17 2 days ago'
    StaticText 'Last price (Unit): 0.29 € per Piece'
    StaticText 'Average shelf life: 28 days'
    StaticText 'Spoil rate: 0 %'
    [151] link 'Stock entries'
    [152] link 'Stock journal'"""
    per = ""
    if price and amount:
        per = f"\n  StaticText '{float(price) / float(amount):.2f} € per Piece'"
    t = f"  [90] alert ''\n    StaticText '{toast}'\n    [91] link 'Undo'\n" if toast else ""
    due = "2024-04-16" if product else ""
    body = f"""{gro_nav()}
[100] main ''
{t}  [101] heading 'Purchase'
  [102] combobox 'Product' value='{product}' autocomplete: list
  [103] link 'Add as new product'
  [104] textbox 'Due date' value='{due}'
  [105] checkbox 'Never overdue' checked=false
  [106] spinbutton 'Amount' value='{amount}'
  StaticText '{'Pieces' if product else ''}'
  [107] spinbutton 'Price' value='{price}'
  [108] radio 'Unit price' checked=false
  [109] radio 'Total' checked={'true' if product else 'false'}{per}
  [110] combobox 'Store' value='{'Lidl' if product else ''}'
  [111] combobox 'Location' value='{'Fridge' if product else ''}'
  [112] textbox 'Note' value=''
  [113] button 'OK'
{card}"""
    return tree("Purchase | grocy", f"{GRO}/purchase", body)


def t08(rs: RowSet) -> None:
    s0 = copy.deepcopy(GRO_STOCK)
    s1 = copy.deepcopy(s0)
    s1[1][3], s1[1][4], s1[1][5] = 2, 0, 2.38
    s2 = copy.deepcopy(s1)
    s2[4][3], s2[4][5] = 14, 4.36
    s3 = copy.deepcopy(s2)
    s3[0][3], s3[0][5] = 1, 0.99
    st = goal("Record that one carton of milk was used, log today's purchase of 10 eggs for 3.20 € in total, use one Greek yogurt, and then list the stock alphabetically.", gro_overview(s0))
    turns = [
        ("click('310')", gro_overview(s1, toast="Removed 1 Carton of Milk from stock")),
        ("click('29')", gro_purchase("", "", "")),
        ("fill('102', 'Eggs')", gro_purchase("Eggs", "1", "")),
        ("fill('106', '10')", gro_purchase("Eggs", "10", "")),
        ("fill('107', '3.20')", gro_purchase("Eggs", "10", "3.20")),
        ("click('113')", gro_purchase("", "", "", toast="Added 10 Pieces of Eggs to stock")),
        ("click('22')", gro_overview(s2, below_min=1)),
        ("click('300')", gro_overview(s3, toast="Removed 1 Cup of Greek yogurt from stock", below_min=1)),
        ("click('75')", gro_overview(s3, sort="name", below_min=1)),
    ]
    rs.add(task=TASK, tid="h21-web-08", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 09 WordPress publish (clean)
WP = "https://northwindcyclery.com/wp-admin"


def wp_chrome(pending: int, active: str) -> str:
    items = ["Dashboard", "Posts", "Media", "Pages", f"Comments {pending} Comments in moderation" if pending else "Comments",
             "Appearance", "Plugins", "Users", "Tools", "Settings"]
    menu = "\n".join(f"  [{41 + k}] link '{n}'{' current=page' if n.split(' ')[0] == active else ''}" for k, n in enumerate(items))
    sub = ""
    if active == "Posts":
        sub = """
  [52] link 'All Posts'
  [53] link 'Add New Post'
  [54] link 'Categories'
  [55] link 'Tags'"""
    return f"""[20] navigation 'Toolbar'
  [21] link 'About WordPress'
  [22] link 'Northwind Cyclery'
  [23] link '{pending} Comments in moderation'
  [24] link 'New'
  [25] link 'Howdy, Maya Chen'
[40] navigation 'Main menu'
{menu}{sub}
  [56] button 'Collapse Main Menu'"""


WP_POSTS = [
    ["Spring tune-up checklist", "Draft", "Maya Chen", "Maintenance", "tune-up", "—", "Last Modified 2024/03/18 at 4:12 pm", 300],
    ["Group ride schedule: April", "", "Maya Chen", "Events, Rides", "group rides", "3", "Published 2024/03/15 at 9:00 am", 310],
    ["Tubeless vs. clincher: what we ride", "", "Jordan Reyes", "Gear", "tires, tubeless", "7", "Published 2024/03/08 at 11:30 am", 320],
    ["New arrivals: 2024 gravel bikes", "Draft", "Jordan Reyes", "Gear", "gravel", "—", "Last Modified 2024/03/06 at 2:47 pm", 330],
    ["Winter storage tips", "", "Maya Chen", "Maintenance", "storage", "2", "Published 2024/02/20 at 8:00 am", 340],
    ["Fitting day recap", "", "Maya Chen", "Events", "fitting", "0", "Published 2024/02/12 at 5:15 pm", 350],
    ["Why we stopped selling carbon rims", "", "Jordan Reyes", "Gear", "rims, wheels", "12", "Published 2024/02/01 at 10:00 am", 360],
    ["Holiday hours", "", "Maya Chen", "News", "hours", "1", "Published 2023/12/18 at 9:30 am", 370],
]


def wp_list(posts: list[list], counts: tuple[int, int, int, int, int], pending: int, notice: str = "") -> str:
    a, mine, pub, drafts, trash = counts
    rows = []
    for title, status, author, cats, tags, com, date, b in posts:
        lab = f"{title} — Draft" if status == "Draft" else title
        view = "Preview" if status == "Draft" else "View"
        rows.append(f"""    row ''
      [{b}] checkbox 'Select {title}' checked=false
      [{b + 1}] link '“{title}” (Edit)'
      StaticText '{lab}'
      [{b + 2}] link 'Edit'
      [{b + 3}] button 'Quick Edit'
      [{b + 4}] link 'Trash'
      [{b + 5}] link '{view}'
      cell '{author}'
      cell '{cats}'
      cell '{tags}'
      cell '{com}'
      cell '{date}'""")
    n = f"  [95] status ''\n    StaticText '{notice}'\n    [96] link 'Undo'\n" if notice else ""
    body = f"""{wp_chrome(pending, 'Posts')}
[60] main ''
{n}  [61] heading 'Posts'
  [62] link 'Add New Post'
  [63] list ''
    [64] link 'All ({a})'
    [65] link 'Mine ({mine})'
    [66] link 'Published ({pub})'
    [67] link 'Drafts ({drafts})'
    [68] link 'Trash ({trash})'
  [70] searchbox 'Search Posts' value=''
  [71] button 'Search Posts'
  [72] combobox 'Select bulk action' value='Bulk actions'
  [73] button 'Apply'
  [74] combobox 'Filter by date' value='All dates'
  [75] combobox 'Filter by category' value='All Categories'
  [76] button 'Filter'
  StaticText '{a} items'
  StaticText '1 of 2'
  [77] link 'Next page'
  [80] table ''
    row ''
      [81] checkbox 'Select All' checked=false
      [82] link 'Title'
      columnheader 'Author'
      columnheader 'Categories'
      columnheader 'Tags'
      [83] link 'Comments'
      [84] link 'Date'
{chr(10).join(rows)}"""
    return tree("Posts ‹ Northwind Cyclery — WordPress", f"{WP}/edit.php" + ("?ids=377&trashed=1" if notice else ""), body)


WP_CATS = ["Events", "Gear", "Guides", "Maintenance", "News", "Rides", "Uncategorized"]
WP_BODY = """    [210] document 'Block: Paragraph'
      StaticText 'Before your first long ride of the season, give your bike twenty minutes with this list.'
    [211] document 'Block: List'
      listitem ''
        StaticText 'Check tire pressure and look for cuts or embedded glass.'
      listitem ''
        StaticText 'Clean and lube the chain; replace it if it measures 0.5% stretch or more.'
      listitem ''
        StaticText 'Squeeze both brake levers: they should stop well before touching the bar.'
      listitem ''
        StaticText 'Shift through every gear on the stand and listen for skipping.'
      listitem ''
        StaticText 'Torque stem and seatpost bolts to the values printed on them.'
    [212] document 'Block: Paragraph'
      StaticText 'Not sure about any step? Book a spring tune-up at the shop: $79, usually done in two days.'"""


def wp_editor(cats: list[str], phase: str) -> str:
    boxes = "\n".join(f"      [{260 + k}] checkbox '{c}' checked={'true' if c in cats else 'false'}" for k, c in enumerate(WP_CATS))
    top_btn = "Save" if phase == "live" else "Publish"
    status = "Published" if phase == "live" else "Draft"
    when = "March 19, 2024 10:37 am" if phase == "live" else "Immediately"
    draft_btn = "" if phase == "live" else f"\n  [203] button 'Save draft'{' disabled=True' if phase == 'clean' else ''}"
    panel = ""
    if phase == "prepublish":
        panel = """
[280] region 'Editor publish'
  StaticText 'Are you ready to publish?'
  StaticText 'Double-check your settings before publishing.'
  [281] button 'Publish'
  [282] button 'Cancel'
  StaticText 'Visibility: Public'
  StaticText 'Publish: Immediately'
  [283] button 'Maybe later'
  [284] checkbox 'Always show pre-publish checks.' checked=true"""
    elif phase == "live":
        panel = """
[280] region 'Editor publish'
  StaticText 'Spring tune-up checklist is now live.'
  StaticText 'What’s next?'
  [285] textbox 'Post address' value='https://northwindcyclery.com/2024/03/19/spring-tune-up-checklist/'
  [286] button 'Copy'
  [287] link 'View Post'
  [288] button 'Close panel'"""
    body = f"""[200] region 'Editor top bar'
  [201] link 'View Posts'
  [202] button 'Toggle block inserter'{draft_btn}
  [204] button 'Undo'
  [205] button 'Redo'
  [206] button 'Preview'
  [207] button '{top_btn}'
  [208] button 'Settings' pressed=true
[199] region 'Editor content'
  [209] textbox 'Add title' value='Spring tune-up checklist'
{WP_BODY}
[250] region 'Editor settings'
  [251] tab 'Post' selected=True
  [252] tab 'Block' selected=False
  StaticText 'Status: {status}'
  StaticText 'Publish: {when}'
  StaticText 'Author: Maya Chen'
  [255] checkbox 'Stick to the top of the blog' checked=false
  [256] button 'Categories' expanded=True
    [257] group 'Categories'
{boxes}
  [270] button 'Tags' expanded=True
    [271] button 'tune-up'
    [272] textbox 'Add New Tag' value=''
  [273] button 'Featured image' expanded=False
  [274] button 'Excerpt' expanded=False
  [275] button 'Discussion' expanded=False{panel}"""
    return tree("Edit Post “Spring tune-up checklist” ‹ Northwind Cyclery — WordPress", f"{WP}/post.php?post=412&action=edit", body)


def t09(rs: RowSet) -> None:
    st = goal("File the spring tune-up draft under Guides as well, publish it, trash the outdated 'Holiday hours' post, check the category counts and approve the pending comment from Derek.", wp_list(WP_POSTS, (23, 18, 19, 4, 1), 2))
    published = copy.deepcopy(WP_POSTS)
    published[0][1] = ""
    published[0][3] = "Guides, Maintenance"
    published[0][6] = "Published 2024/03/19 at 10:37 am"
    trashed = published[:-1] + [["Bike fit basics: saddle height", "", "Jordan Reyes", "Guides", "fit", "4", "Published 2023/12/04 at 3:00 pm", 380]]
    cats = tree("Categories ‹ Northwind Cyclery — WordPress", f"{WP}/edit-tags.php?taxonomy=category", f"""{wp_chrome(2, 'Posts')}
[60] main ''
  [400] heading 'Categories'
  [401] heading 'Add New Category'
  [402] textbox 'Name' value=''
  [403] textbox 'Slug' value=''
  [404] combobox 'Parent Category' value='None'
  [405] textbox 'Description' value=''
  [406] button 'Add New Category'
  StaticText '7 items'
  [410] table ''
    row ''
      columnheader 'Name'
      columnheader 'Description'
      columnheader 'Slug'
      columnheader 'Count'
    row ''
      [411] link 'Events'
      cell 'Rides, fittings and shop nights'
      cell 'events'
      [412] link '6'
    row ''
      [413] link 'Gear'
      cell '—'
      cell 'gear'
      [414] link '9'
    row ''
      [415] link 'Guides'
      cell 'How-tos from the workshop'
      cell 'guides'
      [416] link '7'
    row ''
      [417] link 'Maintenance'
      cell '—'
      cell 'maintenance'
      [418] link '5'
    row ''
      [419] link 'News'
      cell 'Shop news and hours'
      cell 'news'
      [420] link '2'
    row ''
      [421] link 'Rides'
      cell '—'
      cell 'rides'
      [422] link '4'
    row ''
      [423] link 'Uncategorized'
      cell '—'
      cell 'uncategorized'
      [424] link '0'""")

    def comments(pending: int, approved: bool) -> str:
        derek = "Approve" if not approved else "Unapprove"
        n = "  [495] status ''\n    StaticText 'Comment by Derek S. approved.'\n" if approved else ""
        return tree("Comments ‹ Northwind Cyclery — WordPress", f"{WP}/edit-comments.php", f"""{wp_chrome(pending, 'Comments')}
[60] main ''
{n}  [500] heading 'Comments'
  [501] list ''
    [502] link 'All (41)'
    [503] link 'Mine (2)'
    [504] link 'Pending ({pending})'
    [505] link 'Approved ({41 - pending})'
    [506] link 'Spam (5)'
    [507] link 'Trash (0)'
  [508] searchbox 'Search Comments' value=''
  [510] table ''
    row ''
      columnheader 'Author'
      columnheader 'Comment'
      columnheader 'In response to'
      columnheader 'Submitted on'
    row ''
      cell 'Derek S. derek.s@protonmail.com 98.42.117.6'
      StaticText 'Do you set up tubeless for customers, or is it DIY only? I have a 2022 gravel bike with hookless rims.'
      [511] link '{derek}'
      [512] link 'Reply'
      [513] link 'Quick Edit'
      [514] link 'Edit'
      [515] link 'Spam'
      [516] link 'Trash'
      [517] link 'Tubeless vs. clincher: what we ride'
      cell '2024/03/18 at 9:12 pm'
    row ''
      cell 'Lucy Varga lvarga@outlook.com 24.6.201.33'
      StaticText 'Is the April schedule the same as last year for the Sunday no-drop ride?'
      [521] link 'Approve'
      [522] link 'Reply'
      [523] link 'Quick Edit'
      [524] link 'Edit'
      [525] link 'Spam'
      [526] link 'Trash'
      [527] link 'Group ride schedule: April'
      cell '2024/03/19 at 7:48 am'
    row ''
      cell 'Tom B. tombikes@gmail.com 71.80.9.140'
      StaticText 'Great writeup. Plugs saved me twice last fall.'
      [531] link 'Unapprove'
      [532] link 'Reply'
      [537] link 'Tubeless vs. clincher: what we ride'
      cell '2024/03/17 at 6:02 pm'""")

    turns = [
        ("click('301')", wp_editor(["Maintenance"], "clean")),
        ("click('262')", wp_editor(["Guides", "Maintenance"], "dirty")),
        ("click('207')", wp_editor(["Guides", "Maintenance"], "prepublish")),
        ("click('281')", wp_editor(["Guides", "Maintenance"], "live")),
        ("click('201')", wp_list(published, (23, 18, 20, 3, 1), 2)),
        ("click('374')", wp_list(trashed, (22, 17, 19, 3, 2), 2, notice="1 post moved to the Trash.")),
        ("click('54')", cats),
        ("click('45')", comments(2, False)),
        ("click('511')", comments(1, True)),
    ]
    rs.add(task=TASK, tid="h21-web-09", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 10 Roundcube webmail (bad, turn 4)
RC = "https://mail.ostrander-law.com/"
# key, subject, from, date, size, unread, flags
RC_MSGS = {
    "m1": ["Re: Quarterly planning — agenda draft", "Greg Tannen", "Today 09:14", "18 KB", True, ""],
    "m2": ["Your parcel is on hold – action required", "DHL Express", "Today 08:02", "42 KB", True, ""],
    "m3": ["Invoice 2024-0317 from Copperline IT", "Copperline Billing", "Yesterday 17:40", "96 KB", False, "With attachment"],
    "m4": ["Deposition scheduling – Harlan v. Mercer", "Alicia Porter", "Yesterday 11:05", "24 KB", True, "Flagged"],
    "m5": ["Team lunch Friday?", "Nora Kim", "Mon 13:22", "6 KB", False, ""],
    "m6": ["Westlaw password expiry notice", "Thomson Reuters", "Mon 08:00", "12 KB", False, ""],
    "m7": ["CLE credits reminder: 6 hours due by April 30", "Oregon State Bar", "2024-03-15 10:30", "31 KB", False, ""],
    "m8": ["Re: Lease renewal comments", "Daniel Ortiz", "2024-03-14 16:05", "204 KB", False, "With attachment"],
}
RC_BID = {k: 200 + 4 * i for i, k in enumerate(RC_MSGS)}
RC_PREVIEW = {
    "m2": """  [150] heading 'Your parcel is on hold – action required'
  StaticText 'From'
  [151] link 'DHL Express <notify@dhl-parcelcare.info>'
  StaticText 'To Rebecca Ostrander'
  StaticText 'on 2024-03-19 08:02'
  StaticText 'Remote resources were blocked to protect your privacy.'
  [152] button 'Allow'
  StaticText 'Dear customer, your shipment 7741 0329 88 could not be delivered because a customs fee of 1.99 EUR is unpaid.'
  StaticText 'To release the parcel, confirm your address and pay the fee within 48 hours:'
  [153] link 'https://dhl-parcelcare.info/release?id=77410329'
  StaticText 'If no payment is received the parcel will be returned to the sender.'
  StaticText 'DHL Express Customer Service'""",
    "m1": """  [150] heading 'Re: Quarterly planning — agenda draft'
  StaticText 'From'
  [151] link 'Greg Tannen'
  StaticText 'To Rebecca Ostrander, Alicia Porter'
  StaticText 'on 2024-03-19 09:14'
  StaticText 'Rebecca, draft agenda for the Q2 planning meeting on March 28 below. Anything to add before I send it to the partners?'
  StaticText '1. Q1 billable hours vs. target (Nora)'
  StaticText '2. Intake pipeline and conflicts backlog'
  StaticText '3. Associate review schedule'
  StaticText '4. Office lease renewal: Daniel’s comments'
  StaticText 'Thanks, Greg'""",
}


def rc_chrome() -> str:
    return """[20] navigation 'Application menu'
  [21] link 'Compose'
  [22] link 'Mail'
  [23] link 'Contacts'
  [24] link 'Settings'
  [25] link 'About'
  [26] link 'Logout'"""


def rc_mail(keys: list[str], read: set[str], selected: str = "", notice: str = "") -> str:
    unread = sum(1 for k in keys if RC_MSGS[k][4] and k not in read)
    rows = []
    for k in keys:
        subj, frm, date, size, unr, flags = RC_MSGS[k]
        st = "Unread" if (unr and k not in read) else "Read"
        sel = " selected=True" if k == selected else ""
        fl = f"\n    StaticText '{flags}'" if flags else ""
        b = RC_BID[k]
        rows.append(f"""  row ''{sel}
    StaticText '{st}'
    [{b}] link '{subj}'
    StaticText '{frm}'
    StaticText '{date}'
    StaticText '{size}'{fl}
    [{b + 1}] button 'Flag'""")
    preview = RC_PREVIEW.get(selected, "  StaticText 'Select a message to read.'")
    n = f"[99] alert ''\n  StaticText '{notice}'\n" if notice else ""
    body = f"""{rc_chrome()}
{n}[30] navigation 'Mailbox list'
  [31] link 'Inbox{f" {unread}" if unread else ""}' current=page
  [32] link 'Drafts'
  [33] link 'Sent'
  [34] link 'Junk'
  [35] link 'Trash'
  [36] link 'Archive'
  StaticText 'Used: 41%'
[50] region 'Message list'
  [51] searchbox 'Search...' value=''
  [52] button 'Options'
  [53] button 'Select'
  [54] button 'Threads'
  [55] button 'Mark'
  [56] button 'More actions'
[60] table 'Message list'
{chr(10).join(rows)}
StaticText 'Messages 1 to {len(keys)} of {len(keys)}'
[100] toolbar ''
  [101] button 'Reply'
  [102] button 'Reply all'
  [103] button 'Forward'
  [104] button 'Delete'
  [105] button 'Archive'
  [106] button 'Junk'
  [107] button 'Mark'
  [108] button 'More'
[140] region 'Message preview'
{preview}"""
    title = f"{RC_MSGS[selected][0]} :: Ostrander Law Mail" if selected else "Inbox :: Ostrander Law Mail"
    url = f"{RC}?_task=mail&_mbox=INBOX" + (f"&_uid={RC_BID[selected] - 150}&_action=show" if selected else "")
    return tree(title, url, body)


RC_BODY = ("Greg, two additions for the agenda: (5) the Harlan v. Mercer deposition calendar, since Alicia needs coverage in May, "
           "and (6) a short item on the new conflicts-check form. Both should take ten minutes. Otherwise it looks good to send. Rebecca")


def rc_compose(to: str, subject: str, body_text: str) -> str:
    body = f"""{rc_chrome()}
[300] toolbar ''
  [301] button 'Send'
  [302] button 'Save'
  [303] button 'Attach'
  [304] button 'Signature'
  [305] button 'Responses'
  [306] button 'Spell'
  [307] button 'Encryption'
[310] main ''
  [311] combobox 'From' value='Rebecca Ostrander <rostrander@ostrander-law.com>'
  [312] textbox 'To' value='{to}'
  [313] link 'Add Cc'
  [314] link 'Add Bcc'
  [315] link 'Add Followup-To'
  [316] textbox 'Subject' value='{subject}'
  [317] combobox 'Editor type' value='Plain text'
  [318] textbox 'Message body' value='{body_text}'
[330] complementary 'Options and attachments'
  [331] button 'Attach a file'
  [332] checkbox 'Return receipt' checked=false
  [333] checkbox 'Delivery status notification' checked=false
  [334] combobox 'Priority' value='Normal'
  [335] combobox 'Save sent message in' value='Sent'"""
    return tree("Compose :: Ostrander Law Mail", f"{RC}?_task=mail&_action=compose&_id=1903876815f0a2c7b1e", body)


def t10(rs: RowSet) -> None:
    allk = list(RC_MSGS)
    st = goal("Delete the fake DHL parcel e-mail, archive Greg's agenda thread after reading it, and write Greg a new message with two agenda additions.", rc_mail(allk, set()))
    after_del = [k for k in allk if k != "m2"]
    drift = [k for k in allk if k != "m1"]
    turns = [
        (f"click('{RC_BID['m2']}')", rc_mail(allk, {"m2"}, selected="m2")),
        ("click('104')", rc_mail(after_del, {"m2"}, notice="Successfully moved message(s) to Trash.")),
        (f"click('{RC_BID['m1']}')", rc_mail(after_del, {"m2", "m1"}, selected="m1")),
        ("click('105')", rc_mail(drift, {"m2", "m1"}, notice="Successfully archived message(s).")),
        ("click('21')", rc_compose("", "", "")),
        ("fill('312', 'greg.tannen@ostrander-law.com')", rc_compose("greg.tannen@ostrander-law.com", "", "")),
        ("fill('316', 'Agenda additions for Q2 planning')", rc_compose("greg.tannen@ostrander-law.com", "Agenda additions for Q2 planning", "")),
        (f"fill('318', '{RC_BODY}')", rc_compose("greg.tannen@ostrander-law.com", "Agenda additions for Q2 planning", RC_BODY)),
    ]
    rs.add(task=TASK, tid="h21-web-10", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=4,
           kind="the DHL parcel e-mail deleted to Trash two turns earlier is back in the Inbox list after archiving a different message")


# ---------------------------------------------------------------- 11 MediaWiki lab wiki (bad, turn 10)
MW = "https://wiki.halvorsenlab.org/index.php"
MW_OLD_CONTACTS = ["Lab manager: Ingrid Sæther (ext. 4471)", "On-call rota: see Rota 2024", "Facilities emergency line: ext. 5000"]
MW_NEW_CONTACTS = ["Lab manager: Ingrid Sæther (ext. 4471)", "On-call rota: see Rota 2024-Q2", "Facilities emergency line: ext. 5000",
                   "Freezer service (Thermo Fisher): 1-800-955-6288, contract TF-88213"]
MW_SRC_OLD = "== Contacts ==\\n* Lab manager: Ingrid Sæther (ext. 4471)\\n* On-call rota: see [[Rota 2024]]\\n* Facilities emergency line: ext. 5000"
MW_SRC_NEW = ("== Contacts ==\\n* Lab manager: Ingrid Sæther (ext. 4471)\\n* On-call rota: see [[Rota 2024-Q2]]\\n* Facilities emergency line: ext. 5000"
              "\\n* Freezer service (Thermo Fisher): 1-800-955-6288, contract TF-88213")
MW_SUMMARY = "/* Contacts */ add freezer service contract, point to Q2 rota"


def mw_chrome(ns: str = "Page", view: str = "Read") -> str:
    return f"""[20] banner ''
  [21] link 'Halvorsen Lab Wiki'
  [22] searchbox 'Search Halvorsen Lab Wiki' value=''
  [23] button 'Search'
  [24] link 'Ekrogh'
  [25] link 'Talk'
  [26] link 'Preferences'
  [27] link 'Watchlist'
  [28] link 'Contributions'
  [29] link 'Log out'
[30] navigation 'Navigation'
  [31] link 'Main page'
  [32] link 'Recent changes'
  [33] link 'Random page'
  [34] link 'Help about MediaWiki'
[35] navigation 'Tools'
  [36] link 'What links here'
  [37] link 'Related changes'
  [38] link 'Special pages'
  [39] link 'Printable version'
  [40] link 'Permanent link'
  [41] link 'Page information'
[42] navigation 'Namespaces'
  [43] link 'Page'{' selected' if ns == 'Page' else ''}
  [44] link 'Discussion'{' selected' if ns == 'Discussion' else ''}
[45] navigation 'Views'
  [46] link 'Read'{' selected' if view == 'Read' else ''}
  [47] link 'Edit'{' selected' if view == 'Edit' else ''}
  [48] link 'View history'{' selected' if view == 'History' else ''}
  [49] button 'Unwatch'"""


def mw_article(contacts: list[str], threshold: str = "−65 °C") -> str:
    cl = "\n".join(f"  listitem ''\n    StaticText '{c}'" for c in contacts)
    return f"""[60] heading 'Cold storage procedures'
StaticText 'From Halvorsen Lab Wiki'
StaticText 'This page describes how biological samples are stored in the lab’s −80 °C freezers and the liquid nitrogen dewar, and what to do when something goes wrong.'
[61] navigation 'Contents'
  [62] link '1 Freezer inventory'
  [63] link '2 Temperature alarms'
  [64] link '3 Power outage procedure'
  [65] link '4 Contacts'
[66] heading 'Freezer inventory'
[67] link 'edit section: Freezer inventory'
[68] table ''
  row ''
    columnheader 'Unit'
    columnheader 'Location'
    columnheader 'Model'
    columnheader 'Contents'
  row ''
    cell 'F1'
    cell 'Room 3.14'
    cell 'Thermo TSX600'
    cell 'Cell lines (racks A–F), antibodies (rack G)'
  row ''
    cell 'F2'
    cell 'Room 3.14'
    cell 'Eppendorf CryoCube F570'
    cell 'Plasmids and glycerol stocks'
  row ''
    cell 'D1'
    cell 'Room 3.02'
    cell 'MVE 815P dewar (LN2)'
    cell 'Primary cell banks'
[70] heading 'Temperature alarms'
[71] link 'edit section: Temperature alarms'
StaticText 'The alarm threshold for both −80 °C freezers is set to {threshold}. When an alarm sounds, check the door seal first, then log the event in the freezer log binder and on the'
[72] link 'Freezer log'
StaticText 'page.'
StaticText 'Alarm notifications are sent by SMS to the on-call person listed under Contacts.'
[74] heading 'Power outage procedure'
[75] link 'edit section: Power outage procedure'
StaticText 'Both freezers are on the emergency power circuit (orange outlets). Do not open freezer doors during an outage: a full unit stays below −60 °C for about six hours.'
StaticText 'The dewar needs no power; check its level gauge after any outage longer than a day.'
[78] heading 'Contacts'
[79] link 'edit section: Contacts'
[80] list ''
{cl}
[90] link 'Categories'
[91] link 'Lab procedures'
[92] link 'Safety'"""


def mw_footer(new: bool) -> str:
    when = "19 March 2024, at 10:52" if new else "22 January 2024, at 14:03"
    return f"""[95] contentinfo ''
  StaticText 'This page was last edited on {when}.'
  [96] link 'Privacy policy'
  [97] link 'About Halvorsen Lab Wiki'
  [98] link 'Disclaimers'"""


def mw_view(contacts: list[str], new: bool, notice: str = "", threshold: str = "−65 °C") -> str:
    n = f"  [58] status ''\n    StaticText '{notice}'\n" if notice else ""
    body = f"""{mw_chrome()}
[57] main ''
{n}{ind(mw_article(contacts, threshold), 1)}
{mw_footer(new)}"""
    return tree("Cold storage procedures - Halvorsen Lab Wiki", f"{MW}/Cold_storage_procedures", body)


def mw_edit(src: str, summary: str, diff: bool = False) -> str:
    d = ""
    if diff:
        d = """  [105] table 'Differences'
    row ''
      cell 'Line 31:'
      cell 'Line 31:'
    row ''
      cell '* Lab manager: Ingrid Sæther (ext. 4471)'
      cell '* Lab manager: Ingrid Sæther (ext. 4471)'
    row ''
      cell '−'
      cell '* On-call rota: see [[Rota 2024]]'
      cell '+'
      cell '* On-call rota: see [[Rota 2024-Q2]]'
    row ''
      cell '* Facilities emergency line: ext. 5000'
      cell '* Facilities emergency line: ext. 5000'
    row ''
      cell '+'
      cell '* Freezer service (Thermo Fisher): 1-800-955-6288, contract TF-88213'
"""
    body = f"""{mw_chrome(view='Edit')}
[100] main ''
  [101] heading 'Editing Cold storage procedures (section)'
{d}  [110] toolbar ''
    [111] button 'Bold'
    [112] button 'Italic'
    [113] button 'Advanced'
    [114] button 'Special characters'
    [115] button 'Help'
  [116] textbox '' value='{src}'
  [117] textbox 'Summary:' value='{summary}'
  [118] checkbox 'This is a minor edit' checked=false
  [119] checkbox 'Watch this page' checked=true
  [120] button 'Save changes'
  [121] button 'Show preview'
  [122] button 'Show changes'
  [123] link 'Cancel'
  StaticText 'Please note that all contributions to Halvorsen Lab Wiki are considered to be released under the lab’s internal documentation policy.'"""
    return tree("Editing Cold storage procedures (section) - Halvorsen Lab Wiki", f"{MW}?title=Cold_storage_procedures&action=submit", body)


def t11(rs: RowSet) -> None:
    st = goal("Update the Contacts section of 'Cold storage procedures' (Q2 rota, Thermo Fisher service contract), check the saved diff, and look at the talk page and the pages linking to it.",
              mw_view(MW_OLD_CONTACTS, False))
    history = tree("Cold storage procedures: Revision history - Halvorsen Lab Wiki", f"{MW}?title=Cold_storage_procedures&action=history", f"""{mw_chrome(view='History')}
[100] main ''
  [130] heading 'Cold storage procedures: Revision history'
  [131] link 'View logs for this page'
  [132] button 'Filter revisions' expanded=False
  StaticText 'For any version listed below, click on its date to view it. (cur) = difference from current version, (prev) = difference from preceding version, m = minor edit.'
  [133] button 'Compare selected revisions'
  [134] list ''
    listitem ''
      StaticText 'cur'
      [135] link 'prev'
      [136] link '10:52, 19 March 2024'
      [137] link 'Ekrogh'
      StaticText '(2,184 bytes) (+104) (→Contacts: add freezer service contract, point to Q2 rota)'
      [138] link 'undo'
    listitem ''
      [139] link 'cur'
      [140] link 'prev'
      [141] link '14:03, 22 January 2024'
      [142] link 'Isaether'
      StaticText '(2,080 bytes) (+31) (→Temperature alarms: threshold agreed at the January lab meeting)'
      [143] link 'undo'
    listitem ''
      [144] link 'cur'
      [145] link 'prev'
      [146] link '09:20, 4 October 2023'
      [147] link 'Isaether'
      StaticText '(2,049 bytes) (+385) (→Power outage procedure: new section)'
      [148] link 'undo'
    listitem ''
      [149] link 'cur'
      StaticText 'prev'
      [150] link '16:41, 12 September 2023'
      [151] link 'Jmoreau'
      StaticText '(1,664 bytes) (+1,664) (Created page with "This page describes how biological samples are stored in the lab’s…")'
  [152] button 'Compare selected revisions'""")
    diff = tree("Cold storage procedures: Difference between revisions - Halvorsen Lab Wiki", f"{MW}?title=Cold_storage_procedures&diff=1187&oldid=1142", f"""{mw_chrome(view='History')}
[100] main ''
  [160] heading 'Cold storage procedures: Difference between revisions'
  [161] table ''
    row ''
      cell 'Revision as of 14:03, 22 January 2024 (edit)'
      cell 'Latest revision as of 10:52, 19 March 2024 (edit) (undo)'
    row ''
      cell 'Isaether (talk | contribs)'
      cell 'Ekrogh (talk | contribs)'
    row ''
      cell '(→Temperature alarms: threshold agreed at the January lab meeting)'
      cell '(→Contacts: add freezer service contract, point to Q2 rota)'
    row ''
      cell 'Line 31:'
      cell 'Line 31:'
    row ''
      cell '* Lab manager: Ingrid Sæther (ext. 4471)'
      cell '* Lab manager: Ingrid Sæther (ext. 4471)'
    row ''
      cell '− * On-call rota: see [[Rota 2024]]'
      cell '+ * On-call rota: see [[Rota 2024-Q2]]'
    row ''
      cell '* Facilities emergency line: ext. 5000'
      cell '* Facilities emergency line: ext. 5000'
    row ''
      cell ''
      cell '+ * Freezer service (Thermo Fisher): 1-800-955-6288, contract TF-88213'
  [165] heading 'Latest revision as of 10:52, 19 March 2024'
{ind(mw_article(MW_NEW_CONTACTS), 1)}""")
    talk = tree("Talk:Cold storage procedures - Halvorsen Lab Wiki", f"{MW}/Talk:Cold_storage_procedures", f"""{mw_chrome(ns='Discussion')}
[100] main ''
  [170] heading 'Talk:Cold storage procedures'
  [171] navigation 'Contents'
    [172] link '1 Dewar refill schedule'
    [173] link '2 Who keeps the freezer log binder?'
  [174] heading 'Dewar refill schedule'
  StaticText 'The supplier now delivers LN2 on Tuesdays only. Should the page say that the dewar is topped up on Tuesday afternoons? — Jmoreau 11:02, 6 February 2024'
  StaticText 'Yes, but wait until the new contract is signed in April. — Isaether 13:30, 6 February 2024'
  [175] heading 'Who keeps the freezer log binder?'
  StaticText 'It moved from the bench to the shelf next to F1 after the renovation. — Tnguyen 09:15, 27 February 2024'
  [176] link 'Add topic'
[95] contentinfo ''
  StaticText 'This page was last edited on 27 February 2024, at 09:15.'""")
    printable = tree("Cold storage procedures - Halvorsen Lab Wiki", f"{MW}?title=Cold_storage_procedures&printable=yes", f"""[57] main ''
{ind(mw_article(MW_NEW_CONTACTS, threshold="−70 °C"), 1)}
  StaticText 'Retrieved from "https://wiki.halvorsenlab.org/index.php?title=Cold_storage_procedures&oldid=1187"'
[95] contentinfo ''
  StaticText 'This page was last edited on 19 March 2024, at 10:52.'""")
    links = tree("Pages that link to \"Cold storage procedures\" - Halvorsen Lab Wiki", f"{MW}/Special:WhatLinksHere/Cold_storage_procedures", f"""{mw_chrome()}
[100] main ''
  [180] heading 'Pages that link to "Cold storage procedures"'
  [181] group 'What links here'
    [182] textbox 'Page:' value='Cold storage procedures'
    [183] combobox 'Namespace:' value='all'
    [184] button 'Go'
  StaticText 'The following pages link to Cold storage procedures:'
  [185] list ''
    listitem ''
      [186] link 'Lab safety induction'
    listitem ''
      [187] link 'Freezer log'
    listitem ''
      [188] link 'New member checklist'""")
    flog = tree("Freezer log - Halvorsen Lab Wiki", f"{MW}/Freezer_log", f"""{mw_chrome()}
[100] main ''
  [190] heading 'Freezer log'
  StaticText 'Record every alarm, door left open, or service visit here as well as in the binder. See'
  [191] link 'Cold storage procedures'
  StaticText 'for what to do.'
  [192] table ''
    row ''
      columnheader 'Date'
      columnheader 'Unit'
      columnheader 'Event'
      columnheader 'Action taken'
      columnheader 'By'
    row ''
      cell '2024-03-04'
      cell 'D1'
      cell 'LN2 level at 30%'
      cell 'Refill ordered, delivered 2024-03-05'
      cell 'TN'
    row ''
      cell '2024-02-14'
      cell 'F2'
      cell 'Alarm at 02:40, peak −58 °C'
      cell 'Door not latched after a late sample drop-off; latched, back to −79 °C by 04:10'
      cell 'JM'
    row ''
      cell '2024-01-09'
      cell 'F1'
      cell 'Annual service'
      cell 'Gaskets replaced, compressor checked (Thermo Fisher visit)'
      cell 'IS'
[95] contentinfo ''
  StaticText 'This page was last edited on 4 March 2024, at 16:20.'""")
    turns = [
        ("click('79')", mw_edit(MW_SRC_OLD, "/* Contacts */ ")),
        (f"fill('116', '{MW_SRC_NEW}')", mw_edit(MW_SRC_NEW, "/* Contacts */ ")),
        (f"fill('117', '{MW_SUMMARY}')", mw_edit(MW_SRC_NEW, MW_SUMMARY)),
        ("click('122')", mw_edit(MW_SRC_NEW, MW_SUMMARY, diff=True)),
        ("click('120')", mw_view(MW_NEW_CONTACTS, True, notice="Your edit was saved.")),
        ("click('48')", history),
        ("click('135')", diff),
        ("click('44')", talk),
        ("click('43')", mw_view(MW_NEW_CONTACTS, True)),
        ("click('39')", printable),
        (f"goto('{MW}/Special:WhatLinksHere/Cold_storage_procedures')", links),
        ("click('187')", flog),
    ]
    rs.add(task=TASK, tid="h21-web-11", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=10,
           kind="printable version states the freezer alarm threshold as −70 °C while every earlier view (and the diff, which only touched Contacts) says −65 °C")


# ---------------------------------------------------------------- 12 Evergreen OPAC renewals (clean)
EG = "https://catalog.lakeshorelibraries.org/eg/opac/myopac"
# title, author, renewals left, due, overdue, barcode, call number, checkbox bid
EG_CIRCS = [
    ["The overstory", "Powers, Richard", 2, "03/18/2024", True, "39112004128877", "FIC POWERS", 301],
    ["Atomic habits : an easy & proven way to build good habits & break bad ones", "Clear, James", 1, "03/26/2024", False, "39112003871120", "158.1 CLE", 311],
    ["Lessons in chemistry", "Garmus, Bonnie", 0, "04/01/2024", False, "39112004302219", "FIC GARMUS", 321],
    ["The wager : a tale of shipwreck, mutiny and murder", "Grann, David", 2, "04/05/2024", False, "39112004410035", "910.916 GRA", 331],
]


def eg_top(overdue: int, tab: str) -> str:
    tabs = ["Account Summary", "Items Checked Out", "Holds", "Account Preferences", "Charges", "My Lists", "Messages (0)"]
    tl = "\n".join(f"  [{71 + k}] tab '{t}' selected={'True' if t == tab else 'False'}" for k, t in enumerate(tabs))
    return f"""[20] banner ''
  [21] link 'Lakeshore Libraries'
  [22] link 'My Account'
  [23] link 'My Lists'
  [24] link 'Logout'
  [25] link 'Help'
[30] search ''
  [31] textbox 'Search the catalog' value=''
  [32] combobox 'Search type' value='Keyword'
  [33] combobox 'Format' value='All Formats'
  [34] combobox 'Library' value='Lakeshore Libraries'
  [35] button 'Search'
  [36] link 'Advanced Search'
[40] main ''
  [41] heading 'My Account'
  StaticText 'Hello, Priya Anand'
  [42] link 'Items Checked Out (4)'
  StaticText 'Overdue: {overdue}'
  [43] link 'Holds (2)'
  StaticText 'Ready for Pickup: 1'
  [44] link 'Charges: $0.75'
[70] tablist ''
{tl}"""


def eg_circs(circs: list[list], checked: set[int], action: str, msg: str = "") -> str:
    rows = []
    for title, author, left, due, od, bc, cn, b in circs:
        d = f"{due} (Overdue)" if od else due
        rows.append(f"""  row ''
    [{b}] checkbox 'Select {title.split(' :')[0]}' checked={'true' if b in checked else 'false'}
    [{b + 1}] link '{title}'
    [{b + 2}] link '{author}'
    cell '{left}'
    cell '{d}'
    cell '{bc}'
    cell '{cn}'""")
    m = f"[90] status ''\n  StaticText '{msg}'\n" if msg else ""
    od = sum(1 for c in circs if c[4])
    body = f"""{eg_top(od, 'Items Checked Out')}
{m}[80] tablist ''
  [81] tab 'Current Items Checked Out' selected=True
  [82] tab 'Check Out History' selected=False
[83] combobox 'Actions for selected items' value='{action}' hasPopup: menu
  option '-- Actions for these items --' selected={'True' if action.startswith('--') else 'False'}
  option 'Renew Selected Titles' selected={'True' if action.startswith('Renew') else 'False'}
[84] button 'Go'
[85] table ''
  row ''
    [86] checkbox 'Select all' checked=false
    columnheader 'Title'
    columnheader 'Author'
    columnheader 'Renewals Left'
    columnheader 'Due Date'
    columnheader 'Barcode'
    columnheader 'Call number'
{chr(10).join(rows)}"""
    return tree("Items Checked Out - Lakeshore Libraries", f"{EG}/circs", body)


def eg_holds(pickup: str, position: str, editing: str | None = None, od: int = 0) -> str:
    if editing is not None:
        content = f"""[100] heading 'Edit hold: Piranesi'
[101] combobox 'Pickup location' value='{editing}' hasPopup: menu
  option 'Central Library' selected={'True' if editing == 'Central Library' else 'False'}
  option 'Harbor Branch' selected={'True' if editing == 'Harbor Branch' else 'False'}
  option 'Northgate Branch' selected=False
  option 'Westfield Branch' selected=False
[102] checkbox 'Suspend this hold' checked=false
[103] textbox 'Activate on' value=''
[104] textbox 'Cancel if not filled by' value='03/02/2025'
[105] button 'Submit'
[106] link 'Cancel'"""
    else:
        content = f"""[110] combobox 'Actions for selected holds' value='-- Actions for selected holds --'
[111] button 'Go'
[112] table ''
  row ''
    [113] checkbox 'Select all' checked=false
    columnheader 'Title'
    columnheader 'Author'
    columnheader 'Format'
    columnheader 'Pickup Location'
    columnheader 'Activate'
    columnheader 'Status'
    columnheader 'Notes'
  row ''
    [120] checkbox 'Select Piranesi' checked=false
    [121] link 'Piranesi'
    [122] link 'Clarke, Susanna'
    cell 'Book'
    cell '{pickup}'
    cell '03/02/2024'
    cell 'Waiting for copy {position}'
    [123] link 'Edit'
  row ''
    [125] checkbox 'Select Tomorrow, and tomorrow, and tomorrow' checked=false
    [126] link 'Tomorrow, and tomorrow, and tomorrow'
    [127] link 'Zevin, Gabrielle'
    cell 'Book'
    cell 'Harbor Branch'
    cell '02/20/2024'
    cell 'Available Ready for pickup; expires on 03/28/2024'
    [128] link 'Edit'"""
    body = f"""{eg_top(od, 'Holds')}
[95] tablist ''
  [96] tab 'Current Holds' selected=True
  [97] tab 'Holds History' selected=False
{content}"""
    return tree("Holds - Lakeshore Libraries", f"{EG}/holds" + ("?action=edit&hid=220941" if editing is not None else ""), body)


def t12(rs: RowSet) -> None:
    st = goal("Renew the overdue book and The wager, move the Piranesi hold to the Harbor Branch, and check what is still owed.",
              eg_circs(EG_CIRCS, set(), "-- Actions for these items --"))
    renewed = copy.deepcopy(EG_CIRCS)
    renewed[0][2], renewed[0][3], renewed[0][4] = 1, "04/11/2024", False
    renewed[3][2], renewed[3][3] = 1, "04/11/2024"
    charges = tree("Charges - Lakeshore Libraries", f"{EG}/main", f"""{eg_top(0, 'Charges')}
[140] heading 'Current Charges'
StaticText 'Total amount owed: $0.75'
[141] table ''
  row ''
    [142] checkbox 'Select all' checked=true
    columnheader 'Owed for'
    columnheader 'Transaction start'
    columnheader 'Due'
    columnheader 'Returned/Renewed'
    columnheader 'Amount'
  row ''
    [143] checkbox 'Select charge' checked=true
    cell 'Overdue materials: The overstory / Powers, Richard'
    cell '02/26/2024'
    cell '03/18/2024'
    cell 'Renewed 03/21/2024'
    cell '$0.75'
[145] button 'Pay selected charges'
[146] heading 'Payment History'
StaticText 'Your last payment: $1.50 on 01/05/2024'""")
    turns = [
        ("check('301')", eg_circs(EG_CIRCS, {301}, "-- Actions for these items --")),
        ("check('331')", eg_circs(EG_CIRCS, {301, 331}, "-- Actions for these items --")),
        ("select_option('83', 'Renew Selected Titles')", eg_circs(EG_CIRCS, {301, 331}, "Renew Selected Titles")),
        ("click('84')", eg_circs(renewed, set(), "-- Actions for these items --", msg="Successfully renewed 2 item(s).")),
        ("click('73')", eg_holds("Central Library", "You are hold number 3 on 5 total holds")),
        ("click('123')", eg_holds("Central Library", "", editing="Central Library")),
        ("select_option('101', 'Harbor Branch')", eg_holds("Central Library", "", editing="Harbor Branch")),
        ("click('105')", eg_holds("Harbor Branch", "You are hold number 2 on 4 total holds")),
        ("click('75')", charges),
    ]
    rs.add(task=TASK, tid="h21-web-12", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 13 Postmill forum post (clean)
PM = "http://localhost:9999"
PM_USER = "MarvelsGrantMan136"
PM_TITLE = "Tire pressure calculators: do you actually trust them?"
PM_BODY = ("I run 30mm tubeless, 72 kg rider plus a 9 kg bike. Silca says 58/61 psi, Zipp says 55/58, my gut says 60 front and rear. "
           "Do you go with the calculator or by feel?")


def pm_chrome() -> str:
    return f"""[20] banner ''
  [21] link 'Home'
  [22] link 'Forums'
  [23] link 'Wiki'
  [24] searchbox 'Search query' value=''
  [25] link 'Notifications (0)'
  [26] link 'Submit'
  [27] button '{PM_USER}' hasPopup: menu"""


def pm_side(subscribed: bool) -> str:
    return f"""[60] complementary ''
  [61] heading 'cycling'
  StaticText 'Road, gravel, commuting, racing. Be kind, no bike-shaming.'
  [62] button '{'Unsubscribe' if subscribed else 'Subscribe'}'
  StaticText '{1483 if subscribed else 1482}'
  StaticText 'Created Feb 8, 2021'
  [63] link 'Submit a new link'
  [64] link 'Submit a new text post'
  [65] heading 'Moderators'
  [66] link 'velo_vera'
  [67] link 'AutoModerator'"""


def pm_entry(b: int, title: str, user: str, ago: str, comments: int, score: int, mine: bool = False) -> str:
    up = "Retract upvote" if mine else "Upvote"
    c = f"{comments} comment" + ("" if comments == 1 else "s")
    return f"""article ''
  [{b}] link '{title}'
  StaticText 'Submitted by'
  [{b + 1}] link '{user}'
  time '{ago}'
  [{b + 2}] link '{c}'
  [{b + 3}] button '{up}'
  StaticText '{score}'
  [{b + 4}] button 'Downvote'"""


PM_POSTS = {
    "A": ("Rode my first century this weekend: lessons learned", "tarmac_tim", 200),
    "B": ("PSA: check your quick releases after airline travel", "velo_vera", 210),
    "C": ("What’s the consensus on 28mm vs 32mm tires for rough chipseal?", "gravelgrinder42", 220),
    "D": ("Finally fixed the creak: it was the seatpost all along", "creakhunter", 230),
    "E": ("Commuting in the rain: are full fenders worth it?", "pnw_pedaler", 240),
    "F": ("Weekly ‘No Stupid Questions’ thread", "AutoModerator", 250),
    "ME": (PM_TITLE, PM_USER, 260),
}


def pm_forum(order: list[tuple[str, str, int, int]], sort: str, subscribed: bool) -> str:
    arts = "\n".join(pm_entry(PM_POSTS[k][2], PM_POSTS[k][0], PM_POSTS[k][1], ago, com, sc, mine=(k == "ME"))
                     for k, ago, com, sc in order)
    sorts = ["Hot", "New", "Active", "Top", "Controversial", "Most commented"]
    sl = "\n".join(f"  [{41 + i}] link '{s}'{' current=page' if s == sort else ''}" for i, s in enumerate(sorts))
    body = f"""{pm_chrome()}
[40] navigation 'Sort by'
{sl}
[50] main ''
  [51] heading 'cycling'
{ind(arts, 1)}
  [58] link 'More'
{pm_side(subscribed)}"""
    url = f"{PM}/f/cycling" + ("/new" if sort == "New" else "")
    return tree("cycling", url, body)


def pm_submit(title: str, body_text: str) -> str:
    body = f"""{pm_chrome()}
[50] main ''
  [70] heading 'Create submission'
  [71] textbox 'URL' value=''
  [72] textbox 'Title *' value='{title}' required
  [73] textbox 'Body' value='{body_text}'
  StaticText 'Markdown allowed.'
  [74] combobox 'Forum *' value='cycling'
  [75] button 'Create submission'"""
    return tree("Create submission", f"{PM}/submit/cycling", body)


def pm_post(comments: list[tuple[str, str, str, int, bool]], score: int = 1) -> str:
    cl = "\n".join(f"""  article ''
    [{300 + 5 * i}] link '{u}'
    time '{ago}'
    StaticText '{txt}'
    [{301 + 5 * i}] link 'Reply'
    [{302 + 5 * i}] button '{'Retract upvote' if up else 'Upvote'}'
    StaticText '{sc}'
    [{303 + 5 * i}] button 'Downvote'""" for i, (u, ago, txt, sc, up) in enumerate(comments))
    n = len(comments)
    body = f"""{pm_chrome()}
[50] main ''
  article ''
    [80] heading '{PM_TITLE}'
    StaticText 'Submitted by'
    [81] link '{PM_USER}'
    time '{'just now' if not comments else '4 minutes ago'}'
    StaticText 'in'
    [82] link 'cycling'
    StaticText '{PM_BODY}'
    [83] link '{n} comment{'' if n == 1 else 's'}'
    [84] link 'Edit'
    [85] link 'Delete'
    [86] button 'Retract upvote'
    StaticText '{score}'
    [87] button 'Downvote'
  [90] heading '{n} comment{'' if n == 1 else 's'}'
  [91] textbox 'Comment' value=''
  [92] button 'Post'
{cl if comments else ''}
{pm_side(True)}"""
    return tree(PM_TITLE, f"{PM}/f/cycling/118204/tire-pressure-calculators-do-you-actually-trust-them", body)


def t13(rs: RowSet) -> None:
    hot0 = [("A", "5 hours ago", 48, 214), ("B", "9 hours ago", 31, 187), ("C", "3 hours ago", 57, 96),
            ("D", "14 hours ago", 12, 142), ("E", "1 day ago", 65, 120), ("F", "2 days ago", 203, 34)]
    new1 = [("ME", "1 minute ago", 0, 1), ("C", "3 hours ago", 58, 98), ("A", "5 hours ago", 49, 216), ("B", "9 hours ago", 31, 187),
            ("D", "14 hours ago", 12, 143), ("E", "1 day ago", 65, 120), ("F", "2 days ago", 204, 34)]
    hot2 = [("A", "5 hours ago", 49, 216), ("B", "9 hours ago", 31, 188), ("C", "3 hours ago", 58, 99), ("ME", "3 minutes ago", 1, 1),
            ("D", "14 hours ago", 12, 143), ("E", "1 day ago", 65, 120), ("F", "2 days ago", 204, 34)]
    start = tree("Postmill", f"{PM}/", f"""{pm_chrome()}
[50] main ''
  [51] heading 'Featured forums'
  [52] link 'AskReddit'
  [53] link 'books'
  [54] link 'cycling'
  [55] link 'gaming'""")
    st = goal("Subscribe to the cycling forum, post a text question about tire pressure calculators there, check where it shows up, and upvote the first useful reply.", start)
    reply = ("spokewrench", "1 minute ago", "As a starting point, yes. Silca got me within 2 psi of what felt right on 30mm tubeless; I ended up 2 psi lower in the front.", 1, False)
    reply_up = reply[:3] + (2, True)
    turns = [
        (f"goto('{PM}/f/cycling')", pm_forum(hot0, "Hot", False)),
        ("click('62')", pm_forum(hot0, "Hot", True)),
        ("click('64')", pm_submit("", "")),
        (f"fill('72', '{PM_TITLE}')", pm_submit(PM_TITLE, "")),
        (f"fill('73', '{PM_BODY}')", pm_submit(PM_TITLE, PM_BODY)),
        ("click('75')", pm_post([])),
        (f"goto('{PM}/f/cycling/new')", pm_forum(new1, "New", True)),
        ("click('41')", pm_forum(hot2, "Hot", True)),
        ("click('262')", pm_post([reply])),
        ("click('302')", pm_post([reply_up])),
    ]
    rs.add(task=TASK, tid="h21-web-13", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 14 GitLab label rename (bad, turn 9)
NB = "https://gitlab.northbeam.io/northbeam/atlas-web"
NB_LABELS = [
    ["accessibility", "Issues affecting screen-reader or keyboard users", 4, 1],
    ["backend", "API, workers and database", 17, 3],
    ["bug", "Something is broken", 23, 2],
    ["frontend", "Web client (React)", 31, 6],
    ["needs triage", "New issues not yet reviewed by the team", 9, 0],
    ["performance", "Slow pages, heavy queries, bundle size", 6, 1],
    ["security", "Report privately if exploitable", 2, 0],
    ["tech-debt", "Refactoring and upgrades", 12, 2],
]
NB_BASE = {lb[0]: 300 + 10 * i for i, lb in enumerate(NB_LABELS)}


def nb_chrome(section: str) -> str:
    return f"""[50] navigation 'Main navigation'
  [51] link 'Homepage'
  [52] button 'Search or go to…'
  [53] link 'Assigned issues 6'
  [54] link 'Merge requests 2'
  [55] link 'To-Do list 4'
  [56] button 'Ana Ruiz user’s menu'
[60] navigation 'Project navigation'
  [61] link 'atlas-web'
  [62] link 'Pinned'
  [63] link 'Issues 58'
  [64] link 'Merge requests 11'
  [65] link 'Manage'
  [66] link 'Plan'
  [67] link 'Code'
  [68] link 'Build'
  [69] link 'Settings'
[75] navigation 'Breadcrumbs'
  [76] link 'Northbeam'
  [77] link 'atlas-web'
  [78] link '{section}'"""


def nb_labels(labels: list[list], notice: str = "") -> str:
    rows = []
    for name, desc, iss, mrs in sorted(labels, key=lambda r: r[0]):
        b = NB_BASE["needs triage"] if name == "triage::pending" else NB_BASE[name]
        rows.append(f"""    listitem ''
      [{b}] link '{name}'
      StaticText '{desc}'
      [{b + 3}] link '{iss} open issues'
      [{b + 4}] link '{mrs} open merge requests'
      [{b + 2}] button 'Subscribe'
      [{b + 1}] link 'Edit'
      [{b + 5}] button 'Label actions'""")
    n = f"  [99] alert ''\n    StaticText '{notice}'\n" if notice else ""
    body = f"""{nb_chrome('Labels')}
[80] main ''
{n}  StaticText 'Labels can be applied to issues and merge requests. Star a label to make it a priority label.'
  [81] searchbox 'Filter' value=''
  [82] button 'Name'
  [83] link 'Subscribe'
  [84] link 'New label'
  [85] heading 'Prioritized labels'
  StaticText 'Star labels to start sorting by priority.'
  [86] heading 'Other labels'
  [87] list ''
{chr(10).join(rows)}"""
    return tree("Labels · Northbeam / atlas-web · GitLab", f"{NB}/-/labels", body)


def nb_edit(title: str, desc: str) -> str:
    body = f"""{nb_chrome('Labels')}
[80] main ''
  [200] heading 'Edit label'
  [201] textbox 'Title' value='{title}'
  [202] textbox 'Description' value='{desc}'
  [203] textbox 'Background color' value='#F0AD4E'
  StaticText 'Choose any color. Or you can choose one of the suggested colors below'
  [204] button '#009966'
  [205] button '#8fbc8f'
  [206] button '#3cb371'
  [207] button '#00b140'
  [208] button '#013220'
  [210] button 'Save changes'
  [211] link 'Cancel'
  [212] button 'Delete'"""
    return tree("Edit · Labels · Northbeam / atlas-web · GitLab", f"{NB}/-/labels/41/edit", body)


NB_ISSUES = [
    (231, "Date picker loses focus when the month changes", "2 days ago", "Jae Park", ["accessibility", "frontend", "triage::pending"]),
    (229, "CSV export times out for projects with more than 50k rows", "3 days ago", "Malik Osei", ["backend", "triage::pending"]),
    (226, "Dark mode: chart tooltips are unreadable", "4 days ago", "Jae Park", ["frontend", "triage::pending"]),
    (224, "Session cookie is missing the SameSite attribute", "5 days ago", "Dmitri Volkov", ["security", "triage::pending"]),
    (221, "Dashboard loads every widget before first paint", "6 days ago", "Malik Osei", ["frontend", "performance", "triage::pending"]),
    (219, "Typo in the onboarding e-mail (\"recieve\")", "1 week ago", "Lotte Bakker", ["triage::pending"]),
    (217, "Upgrade Storybook to v8", "1 week ago", "Renovate Bot", ["frontend", "tech-debt", "triage::pending"]),
    (214, "Keyboard trap in the share dialog", "1 week ago", "Jae Park", ["accessibility", "bug", "triage::pending"]),
    (210, "API returns 500 when the filter list is empty", "2 weeks ago", "Dmitri Volkov", ["backend", "bug", "triage::pending"]),
]


def nb_issue_list() -> str:
    rows = []
    for i, (iid, title, ago, who, labels) in enumerate(NB_ISSUES):
        b = 400 + 10 * i
        lab = "\n".join(f"      [{b + 2 + k}] link '{lb}'" for k, lb in enumerate(labels))
        rows.append(f"""    listitem ''
      [{b}] link '{title}'
      StaticText '#{iid} · created {ago} by'
      [{b + 1}] link '{who}'
{lab}""")
    body = f"""{nb_chrome('Issues')}
[80] main ''
  [81] tablist ''
    [82] tab 'Open 9' selected=True
    [83] tab 'Closed 0' selected=False
    [84] tab 'All 9' selected=False
  [87] link 'New issue'
  [90] search ''
    [91] button 'Label is triage::pending'
    [93] button 'Remove'
    [94] textbox 'Search or filter results…'
  [95] button 'Created date'
  [97] list ''
{chr(10).join(rows)}"""
    return tree("Issues · Northbeam / atlas-web · GitLab", f"{NB}/-/issues?label_name%5B%5D=triage%3A%3Apending", body)


NB_ALL = ["accessibility", "backend", "bug", "frontend", "performance", "security", "tech-debt", "triage::pending"]


def nb_issue(labels: list[str], dropdown: list[str] | None = None, extra: str = "", shown: list[str] | None = None) -> str:
    lab = "\n".join(f"  [{730 + k}] link '{lb}'" for k, lb in enumerate(shown if shown is not None else labels))
    dd = ""
    if dropdown is not None:
        dd = "\n  [740] dialog 'Assign labels'\n    [741] textbox 'Search' value=''\n" + "\n".join(
            f"    [{742 + k}] checkbox '{o}' checked={'true' if o in dropdown else 'false'}" for k, o in enumerate(NB_ALL)) + \
            "\n    [751] button 'Create project label'\n    [752] button 'Manage project labels'"
        lab = "\n".join(f"  [{730 + k}] link '{lb}'" for k, lb in enumerate(labels))
    ex = f"\n    listitem ''\n      StaticText '{extra}'" if extra else ""
    body = f"""{nb_chrome('Issues')}
[80] main ''
  StaticText 'Open'
  StaticText 'Issue created 2 days ago by'
  [702] link 'Jae Park'
  [703] button 'Edit title and description'
  [704] button 'Issue actions'
  [705] heading 'Date picker loses focus when the month changes'
  StaticText 'Steps: open the report filter panel, tab to the Start date field, press PageDown to move to the next month. Focus jumps back to the top of the page and screen readers announce nothing.'
  StaticText 'Expected: focus stays on the grid cell of the same day in the next month (WAI-ARIA date picker pattern).'
  StaticText 'Seen in Chrome 122 and Firefox 123 with NVDA 2023.3.'
  [706] button 'Add reaction'
  [707] heading 'Linked items 0'
  [709] heading 'Activity'
  [711] list ''
    listitem ''
      [712] link 'Malik Osei'
      StaticText '1 day ago'
      StaticText 'Same with keyboard only in Firefox, no screen reader needed. Looks like the grid re-renders and drops the roving tabindex.'
    listitem ''
      [713] link 'Jae Park'
      StaticText '1 day ago'
      StaticText 'Probably introduced with the react-day-picker upgrade in 3.14.'{ex}
  [714] textbox 'Comment' value=''
  [715] button 'Comment'
  [716] button 'Close issue'
[720] complementary 'issue sidebar'
  [721] button 'Add a to do item'
  StaticText 'Assignee'
  StaticText 'None -'
  [725] button 'assign yourself'
  StaticText 'Labels'
  [729] button 'Edit'
{lab}{dd}
  StaticText 'Milestone'
  [760] link '3.16'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '2 Participants'
  StaticText 'Reference: northbeam/atlas-web#231'"""
    return tree("Date picker loses focus when the month changes (#231) · Issues · Northbeam / atlas-web · GitLab", f"{NB}/-/issues/231", body)


def t14(rs: RowSet) -> None:
    st = goal("Rename the 'needs triage' label to the scoped label triage::pending (new description: 'Reported but not yet reviewed in the weekly triage'), then add the bug label to issue #231.", nb_labels(NB_LABELS))
    desc = "Reported but not yet reviewed in the weekly triage"
    renamed = [r if r[0] != "needs triage" else ["triage::pending", desc, 9, 0] for r in NB_LABELS]
    have = ["accessibility", "frontend", "triage::pending"]
    turns = [
        (f"click('{NB_BASE['needs triage'] + 1}')", nb_edit("needs triage", NB_LABELS[4][1])),
        ("fill('201', 'triage::pending')", nb_edit("triage::pending", NB_LABELS[4][1])),
        (f"fill('202', '{desc}')", nb_edit("triage::pending", desc)),
        ("click('210')", nb_labels(renamed, notice="Label was saved.")),
        (f"click('{NB_BASE['needs triage'] + 3}')", nb_issue_list()),
        ("click('400')", nb_issue(have)),
        ("click('729')", nb_issue(have, dropdown=have)),
        ("click('744')", nb_issue(have, dropdown=["accessibility", "bug", "frontend", "triage::pending"])),
        ("click('705')", nb_issue(["accessibility", "bug", "frontend", "needs triage"], extra="Ana Ruiz added bug label just now")),
    ]
    rs.add(task=TASK, tid="h21-web-14", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=9,
           kind="issue sidebar lists the renamed label under its old name 'needs triage' although the rename to triage::pending was saved and shown on this issue two turns earlier")


# ---------------------------------------------------------------- 15 Redmine project modules (bad, turn 7)
RM = "https://redmine.quillsoft.net/projects/billing-api"
RM_MODULES = ["Issue tracking", "Time tracking", "News", "Documents", "Files", "Wiki", "Repository", "Forums", "Calendar", "Gantt"]


RM_MENU_BID = {"Overview": 50, "Activity": 51, "Roadmap": 52, "Issues": 53, "New issue": 54, "Spent time": 55, "Gantt": 56,
               "Calendar": 57, "News": 58, "Documents": 59, "Wiki": 60, "Files": 61, "Repository": 62, "Settings": 63}


def rm_chrome(enabled: set[str], tab: str, page: str = "Settings") -> str:
    menu = ["Overview", "Activity", "Roadmap", "Issues", "New issue"]
    if "Time tracking" in enabled:
        menu.append("Spent time")
    if "Gantt" in enabled:
        menu.append("Gantt")
    if "Calendar" in enabled:
        menu.append("Calendar")
    menu.append("News")
    if "Documents" in enabled:
        menu.append("Documents")
    if "Wiki" in enabled:
        menu.append("Wiki")
    menu += ["Files", "Repository", "Settings"]
    ml = "\n".join(f"  [{RM_MENU_BID[m]}] link '{m}'{' selected' if m == page else ''}" for m in menu)
    tabs = ["Project", "Modules", "Members", "Issue tracking", "Versions", "Issue categories"]
    if "Wiki" in enabled:
        tabs.append("Wiki")
    tabs.append("Repositories")
    if "Time tracking" in enabled:
        tabs.append("Time tracking")
    tid = {"Project": 81, "Modules": 82, "Members": 83, "Issue tracking": 84, "Versions": 85, "Issue categories": 86,
           "Wiki": 87, "Repositories": 88, "Time tracking": 89}
    tl = "\n".join(f"    [{tid[t]}] tab '{t}' selected={'True' if t == tab else 'False'}" for t in tabs)
    return f"""[20] banner ''
  [21] link 'Home'
  [22] link 'My page'
  [23] link 'Projects'
  [24] link 'Help'
  StaticText 'Logged in as dpark'
  [25] link 'My account'
  [26] link 'Sign out'
  [27] searchbox 'Search' value=''
  [28] combobox 'Jump to a project...'
  [30] heading 'Billing API'
[49] navigation 'Project menu'
{ml}
[70] main ''
  [71] heading 'Settings'
  [80] tablist ''
{tl}"""


def rm_modules(enabled: set[str], shown: set[str], notice: bool = False) -> str:
    boxes = "\n".join(f"      [{401 + k}] checkbox '{m}' checked={'true' if m in shown else 'false'}" for k, m in enumerate(RM_MODULES))
    n = "  [75] status ''\n    StaticText 'Successful update.'\n" if notice else ""
    body = f"""{rm_chrome(enabled, 'Modules')}
{n}  [400] tabpanel 'Modules'
    [399] group 'Select modules to enable for this project'
{boxes}
    [412] link 'Check all'
    [413] link 'Uncheck all'
    [411] button 'Save'"""
    return tree("Settings - Billing API - Quillsoft Redmine", f"{RM}/settings/modules", body)


def t15(rs: RowSet) -> None:
    e0 = {"Issue tracking", "Time tracking", "News", "Files", "Repository"}
    e1 = e0 | {"Wiki", "Gantt"}
    overview = tree("Overview - Billing API - Quillsoft Redmine", f"{RM}", f"""{rm_chrome(e0, '', page='Overview').split('[70] main')[0]}[70] main ''
  [71] heading 'Overview'
  StaticText 'Invoice generation, payment webhooks and the customer billing portal API.'
  [90] heading 'Issue tracking'
  [91] table ''
    row ''
      columnheader ''
      columnheader 'open'
      columnheader 'closed'
      columnheader 'Total'
    row ''
      [92] link 'Bug'
      cell '7'
      cell '41'
      cell '48'
    row ''
      [93] link 'Feature'
      cell '12'
      cell '36'
      cell '48'
    row ''
      [94] link 'Support'
      cell '2'
      cell '15'
      cell '17'
  [95] heading 'Spent time'
  StaticText '1,284.50 hours'
  [96] link 'Log time'
  [97] heading 'Members'
  StaticText 'Manager: Dana Park'
  StaticText 'Developer: Luis Romero, Meera Iyer'
  StaticText 'Reporter: QA team'""")
    st = goal("In the Billing API project settings, enable the Wiki and Gantt modules (keep everything else as it is), then add Tom Becker to the project as a Developer.", overview)
    project = tree("Settings - Billing API - Quillsoft Redmine", f"{RM}/settings", f"""{rm_chrome(e0, 'Project')}
  [300] tabpanel 'Project'
    [301] textbox 'Name *' value='Billing API'
    [302] textbox 'Description' value='Invoice generation, payment webhooks and the customer billing portal API.'
    [303] textbox 'Identifier *' value='billing-api' disabled=True
    [304] textbox 'Homepage' value='https://docs.quillsoft.net/billing'
    [305] checkbox 'Public' checked=true
    [306] combobox 'Subproject of' value='Platform'
    [307] checkbox 'Inherit members' checked=false
    [308] textbox 'Cost center' value='CC-4410'
    [309] button 'Save'""")
    wiki = tree("Settings - Billing API - Quillsoft Redmine", f"{RM}/settings/wiki", f"""{rm_chrome(e1, 'Wiki')}
  [500] tabpanel 'Wiki'
    [501] textbox 'Start page *' value='Wiki'
    StaticText 'Length between 1 and 255 characters.'
    [502] button 'Save'""")

    def members(modal: bool) -> str:
        m = ""
        if modal:
            m = """
[650] dialog 'New member'
  [651] textbox 'Search for user or group:' value=''
  [652] checkbox 'Tom Becker' checked=false
  [653] checkbox 'Ana Sousa' checked=false
  [654] checkbox 'Hiro Tanaka' checked=false
  [655] checkbox 'Group: Support desk' checked=false
  StaticText 'Roles:'
  [656] checkbox 'Manager' checked=false
  [657] checkbox 'Developer' checked=false
  [658] checkbox 'Reporter' checked=false
  [659] button 'Add'
  [660] button 'Cancel'"""
        return tree("Settings - Billing API - Quillsoft Redmine", f"{RM}/settings/members", f"""{rm_chrome(e1, 'Members')}
  [600] tabpanel 'Members'
    [601] link 'New member'
    [602] table ''
      row ''
        columnheader 'User / Group'
        columnheader 'Roles'
        columnheader ''
      row ''
        [603] link 'Dana Park'
        cell 'Manager'
        [604] link 'Edit'
        [605] link 'Delete'
      row ''
        [606] link 'Luis Romero'
        cell 'Developer'
        [607] link 'Edit'
        [608] link 'Delete'
      row ''
        [609] link 'Meera Iyer'
        cell 'Developer'
        [610] link 'Edit'
        [611] link 'Delete'
      row ''
        [612] link 'QA team'
        cell 'Reporter'
        [613] link 'Edit'
        [614] link 'Delete'{m}""")

    drift = e1 - {"Time tracking"}
    turns = [
        (f"click('{RM_MENU_BID['Settings']}')", project),
        ("click('82')", rm_modules(e0, e0)),
        ("check('406')", rm_modules(e0, e0 | {"Wiki"})),
        ("check('410')", rm_modules(e0, e1)),
        ("click('411')", rm_modules(e1, e1, notice=True)),
        ("click('87')", wiki),
        ("click('82')", rm_modules(e1, drift)),
        ("click('83')", members(False)),
        ("click('601')", members(True)),
    ]
    rs.add(task=TASK, tid="h21-web-15", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=7,
           kind="'Time tracking' module checkbox shows unchecked on returning to the Modules tab although it was checked and saved and nobody touched it")


# ---------------------------------------------------------------- 16 BookStack page edit (clean)
BS = "https://docs.pinegrove.coop"
BS_PARAS = [
    "Members who cannot work a scheduled shift may swap it with another member of the same tier.",
    "Post the swap in the #shift-swaps channel at least {h} hours before the shift starts.",
    "Both members must confirm the swap in the shift sign-up sheet; the coordinator on duty approves it.",
    "Members may make up to three swaps per quarter. A missed shift without a confirmed swap counts as a no-show.",
]
BS_LOG = "Swap notice now 48h per the February general meeting vote"


def bs_text(h: int) -> list[str]:
    return [p.replace("{h}", str(h)) for p in BS_PARAS]


def bs_chrome(crumbs: list[str]) -> str:
    cr = "\n".join(f"  [{31 + k}] link '{c}'" for k, c in enumerate(crumbs))
    return f"""[20] banner ''
  [21] link 'Pinegrove Co-op Docs'
  [22] searchbox 'Search' value=''
  [23] link 'Shelves'
  [24] link 'Books'
  [25] link 'Settings'
  [26] button 'Lena Ortiz'
[30] navigation 'Breadcrumb'
{cr}"""


def bs_page(h: int, rev: int, updated: str, notice: str = "") -> str:
    paras = "\n".join(f"  StaticText '{p}'" for p in bs_text(h))
    n = f"[40] status ''\n  StaticText '{notice}'\n" if notice else ""
    body = f"""{bs_chrome(['Member Handbook', 'Working shifts', 'Shift swap policy'])}
{n}[50] main ''
  [51] heading 'Shift swap policy'
{paras}
[60] complementary ''
  [61] heading 'Tags'
  [62] link 'policy'
  [63] link 'shifts'
  [64] heading 'Details'
  StaticText 'Revision #{rev}'
  StaticText 'Created 8 months ago by Rosa Vidal'
  StaticText 'Updated {updated}'
  [65] heading 'Actions'
  [66] link 'Edit'
  [67] link 'Move'
  [68] link 'Revisions'
  [69] link 'Permissions'
  [70] link 'Delete'
  [71] button 'Export'
  [72] heading 'Book Navigation'
  [73] link 'Joining the co-op'
  [74] link 'Membership tiers'
  [75] link 'Annual dues'
  [76] link 'Working shifts'
  [77] link 'Shift sign-up'
  [78] link 'Shift swap policy'
  [79] link 'Bylaws summary'"""
    return tree("Shift swap policy | Pinegrove Co-op Docs", f"{BS}/books/member-handbook/page/shift-swap-policy", body)


def bs_editor(content: str, log: str, draft: str = "") -> str:
    d = f"\n  StaticText '{draft}'" if draft else ""
    body = f"""{bs_chrome(['Member Handbook', 'Working shifts', 'Shift swap policy'])}
[100] main ''
  [101] link 'Back'
  StaticText 'Editing Page'{d}
  [102] textbox 'Page Title' value='Shift swap policy'
  [103] toolbar 'Formatting'
    [104] button 'Formats'
    [105] button 'Bold'
    [106] button 'Italic'
    [107] button 'Bullet list'
    [108] button 'Insert/edit link'
    [109] button 'Insert image'
  [110] textbox 'Rich Text Area' value='{content}'
  [111] textbox 'Enter a brief description of the changes you’ve made' value='{log}'
  [112] button 'Save Page'
  [113] button 'Save Draft'
  [114] link 'Cancel'
[120] complementary ''
  [121] tab 'Tags' selected=True
  [122] tab 'Attachments' selected=False
  [123] tab 'Templates' selected=False
  [124] textbox 'Tag Name' value='policy'
  [125] textbox 'Tag Name' value='shifts'
  [126] textbox 'Tag Name' value=''"""
    return tree("Editing Page Shift swap policy | Pinegrove Co-op Docs", f"{BS}/books/member-handbook/page/shift-swap-policy/edit", body)


def bs_book(updated: str, activity: list[str], swap_h: int) -> str:
    acts = "\n".join(f"  StaticText '{a}'" for a in activity)
    body = f"""{bs_chrome(['Member Handbook'])}
[200] main ''
  [201] heading 'Member Handbook'
  StaticText 'Everything a new member needs: joining, dues, shifts and governance.'
  [202] list ''
    listitem ''
      [203] link 'Joining the co-op'
      StaticText 'How membership works and what it costs.'
      [204] link 'Membership tiers'
      StaticText 'Working members commit to one 3-hour shift every four weeks and get 20% off...'
      [205] link 'Annual dues'
      StaticText 'Dues are $60 per household per year, payable in January or in two installments...'
    listitem ''
      [206] link 'Working shifts'
      StaticText 'Signing up for shifts and what to do when you cannot make one.'
      [207] link 'Shift sign-up'
      StaticText 'Shifts open for sign-up on the 20th of the previous month in the shared sheet...'
      [208] link 'Shift swap policy'
      StaticText 'Members who cannot work a scheduled shift may swap it with another member of the same tier. Post the swap in the #shift-swaps channel at least {swap_h} hours...'
    listitem ''
      [209] link 'Bylaws summary'
      StaticText 'A plain-language summary of the co-op bylaws as amended in 2023...'
[210] complementary ''
  [211] heading 'Details'
  StaticText 'Created 8 months ago by Rosa Vidal'
  StaticText 'Updated {updated}'
  [212] heading 'Actions'
  [213] link 'New Page'
  [214] link 'New Chapter'
  [215] link 'Sort'
  [216] link 'Edit'
  [217] link 'Permissions'
  [218] link 'Delete'
  [219] button 'Export'
  [220] heading 'Recent Activity'
{acts}"""
    return tree("Member Handbook | Pinegrove Co-op Docs", f"{BS}/books/member-handbook", body)


def t16(rs: RowSet) -> None:
    old_act = ["Tom Akers updated page Shift swap policy 2 weeks ago", "Rosa Vidal updated page Annual dues 1 month ago",
               "Rosa Vidal created page Bylaws summary 3 months ago"]
    st = goal("Change the shift swap notice period from 24 to 48 hours (February general meeting decision) with a changelog note, check the revision diff, then look at the book page and search for 'swap'.",
              bs_book("2 weeks ago by Tom Akers", old_act, 24))
    old = "\\n".join(bs_text(24))
    new = "\\n".join(bs_text(48))
    revs = tree("Revisions | Shift swap policy | Pinegrove Co-op Docs", f"{BS}/books/member-handbook/page/shift-swap-policy/revisions", f"""{bs_chrome(['Member Handbook', 'Working shifts', 'Shift swap policy', 'Revisions'])}
[300] main ''
  [301] heading 'Page Revisions'
  [302] table ''
    row ''
      columnheader '#'
      columnheader 'User'
      columnheader 'Date'
      columnheader 'Changelog'
      columnheader 'Actions'
    row ''
      cell '5'
      cell 'Lena Ortiz'
      cell '19 Mar 2024 10:42 (1 minute ago)'
      cell '{BS_LOG}'
      [303] link 'Preview'
      [304] link 'Changes'
      StaticText 'Current Revision'
    row ''
      cell '4'
      cell 'Tom Akers'
      cell '5 Mar 2024 18:03 (2 weeks ago)'
      cell 'Clarified who approves swaps'
      [305] link 'Preview'
      [306] link 'Changes'
      [307] button 'Restore'
      [308] button 'Delete'
    row ''
      cell '3'
      cell 'Rosa Vidal'
      cell '12 Dec 2023 09:15 (3 months ago)'
      cell 'Limit of three swaps per quarter'
      [309] link 'Preview'
      [310] link 'Changes'
      [311] button 'Restore'
      [312] button 'Delete'
    row ''
      cell '2'
      cell 'Rosa Vidal'
      cell '2 Aug 2023 14:27 (7 months ago)'
      cell ''
      [313] link 'Preview'
      [314] link 'Changes'
      [315] button 'Restore'
      [316] button 'Delete'
    row ''
      cell '1'
      cell 'Rosa Vidal'
      cell '18 Jul 2023 11:05 (8 months ago)'
      cell 'Initial publish'
      [317] link 'Preview'
      [318] button 'Restore'
      [319] button 'Delete'""")
    changes = tree("Page Revision Changes | Pinegrove Co-op Docs", f"{BS}/books/member-handbook/page/shift-swap-policy/revisions/5/changes", f"""{bs_chrome(['Member Handbook', 'Working shifts', 'Shift swap policy', 'Revisions'])}
[320] main ''
  [321] heading 'Page Revision Changes'
  StaticText 'Revision #5 by Lena Ortiz, 19 Mar 2024 10:42: {BS_LOG}'
  StaticText '{bs_text(48)[0]}'
  StaticText 'Post the swap in the #shift-swaps channel at least'
  deletion ''
    StaticText '24'
  insertion ''
    StaticText '48'
  StaticText 'hours before the shift starts.'
  StaticText '{bs_text(48)[2]}'
  StaticText '{bs_text(48)[3]}'""")
    search = tree("Search | Pinegrove Co-op Docs", f"{BS}/search?term=swap", f"""{bs_chrome([])}
[400] main ''
  [401] heading 'Search Results'
  StaticText 'Found 2 results for swap'
  [402] list ''
    listitem ''
      [403] link 'Shift swap policy'
      StaticText 'Member Handbook > Working shifts'
      StaticText '...may swap it with another member of the same tier. Post the swap in the #shift-swaps channel at least 48 hours before the shift starts...'
      StaticText 'Updated 2 minutes ago'
    listitem ''
      [404] link 'Shift sign-up'
      StaticText 'Member Handbook > Working shifts'
      StaticText '...fill the empty slot or arrange a swap (see Shift swap policy). Coordinators publish the final rota on the 28th...'
      StaticText 'Updated 4 months ago'
[410] complementary 'Search Filters'
  [411] checkbox 'Page' checked=true
  [412] checkbox 'Chapter' checked=true
  [413] checkbox 'Book' checked=true
  [414] checkbox 'Shelf' checked=true
  [415] combobox 'Updated After' value=''
  [416] button 'Update Search'""")
    new_act = ["Lena Ortiz updated page Shift swap policy 1 minute ago"] + old_act[:2]
    turns = [
        ("click('208')", bs_page(24, 4, "2 weeks ago by Tom Akers")),
        ("click('66')", bs_editor(old, "")),
        (f"fill('110', '{new}')", bs_editor(new, "", draft="Draft saved at 10:41")),
        (f"fill('111', '{BS_LOG}')", bs_editor(new, BS_LOG, draft="Draft saved at 10:41")),
        ("click('112')", bs_page(48, 5, "just now by Lena Ortiz", notice="Page successfully updated")),
        ("click('68')", revs),
        ("click('304')", changes),
        ("click('31')", bs_book("1 minute ago by Lena Ortiz", new_act, 48)),
        (f"goto('{BS}/search?term=swap')", search),
    ]
    rs.add(task=TASK, tid="h21-web-16", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 17 storefront order history and reorder (clean)
SH_ORDERS = [
    ("000000189", "3/11/24", "$64.37", "Pending"), ("000000188", "3/8/24", "$1,249.00", "Processing"),
    ("000000187", "3/2/24", "$35.48", "Complete"), ("000000186", "2/27/24", "$212.45", "Complete"),
    ("000000185", "2/24/24", "$18.99", "Canceled"), ("000000184", "2/19/24", "$92.16", "Complete"),
    ("000000183", "2/15/24", "$47.20", "Complete"), ("000000182", "2/11/24", "$133.05", "Complete"),
    ("000000181", "2/6/24", "$29.99", "Complete"), ("000000180", "2/1/24", "$76.42", "Complete"),
    ("000000179", "1/28/24", "$154.88", "Complete"), ("000000178", "1/25/24", "$22.50", "Complete"),
    ("000000177", "1/22/24", "$61.74", "Complete"), ("000000176", "1/19/24", "$305.10", "Complete"),
    ("000000175", "1/16/24", "$44.99", "Canceled"), ("000000174", "1/13/24", "$87.30", "Complete"),
    ("000000173", "1/10/24", "$19.95", "Complete"), ("000000172", "1/8/24", "$128.64", "Complete"),
    ("000000171", "1/6/24", "$55.00", "Complete"), ("000000170", "1/4/24", "$73.97", "Complete"),
]
ANKER = "Anker PowerCore 10000 Portable Charger, 10000mAh Power Bank"
BATT = "Amazon Basics 8-Pack AA NiMH Pre-Charged Rechargeable Batteries, 2000 mAh"
KODAK = "Kodak Portra 400 Professional 35mm Color Negative Film, 36 Exposures (5 Rolls)"


def sh_account_nav(active: str) -> str:
    items = ["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information",
             "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]
    lines = [f"  StaticText '{i}'" if i == active else f"  [{701 + k}] link '{i}'" for k, i in enumerate(items)]
    return "[700] navigation 'Account navigation'\n" + "\n".join(lines)


def sh_orders(page: int, per: int, cart: int) -> str:
    start = (page - 1) * per
    rows = SH_ORDERS[start:start + per]
    out = "\n".join(f"""    row ''
      cell '{num}'
      cell '{date}'
      cell 'Emma Lopez'
      cell '{tot}'
      cell '{status}'
      [{800 + 2 * (int(num[-3:]) - 150)}] link 'View Order'
      [{801 + 2 * (int(num[-3:]) - 150)}] link 'Reorder'""" for num, date, tot, status in rows)
    pages = (37 + per - 1) // per
    pl = "\n".join(f"    StaticText 'You are currently reading page {p}'" if p == page else f"    [{760 + p}] link 'Page {p}'"
                   for p in range(1, pages + 1))
    body = f"""{shop_top(cart)}
[200] main ''
  [750] heading 'My Orders'
  [751] table 'Orders'
    row ''
      columnheader 'Order #'
      columnheader 'Date'
      columnheader 'Ship To'
      columnheader 'Order Total'
      columnheader 'Status'
      columnheader 'Action'
{out}
  StaticText 'Items {start + 1} to {min(start + per, 37)} of 37 total'
  [759] navigation 'Pagination'
{pl}
    {'[770] link' if page < pages else 'StaticText'} 'Page Next'
  [771] combobox 'Show' value='{per}' hasPopup: menu
    option '10' selected={'True' if per == 10 else 'False'}
    option '20' selected={'True' if per == 20 else 'False'}
    option '50' selected=False
  StaticText 'per page'
{sh_account_nav('My Orders')}
{shop_foot()}"""
    q = "" if (page == 1 and per == 10) else f"?p={page}" + (f"&limit={per}" if per != 10 else "")
    return tree("My Orders", f"{SHOP}/sales/order/history/{q}", body)


def sh_cart(lines: list[tuple[int, str, float, str, int]], msg: str = "") -> str:
    out = []
    for b, name, price, qty_field, n in lines:
        out.append(f"""    row ''
      [{b}] link '{name}'
      StaticText '{money(price)}'
      [{b + 1}] spinbutton 'Qty' value='{qty_field}'
      StaticText '{money(price * n)}'
      [{b + 2}] link 'Move to Wish List'
      [{b + 3}] link 'Edit item parameters'
      [{b + 4}] link 'Remove item'""")
    sub = round(sum(p * n for _, _, p, _, n in lines), 2)
    count = sum(n for *_, n in lines)
    ship = 5.0 * count
    m = f"  [150] alert ''\n    StaticText '{msg}'\n" if msg else ""
    body = f"""{shop_top(count)}
[200] main ''
{m}  [501] heading 'Shopping Cart'
  [502] table 'Shopping Cart Items'
    row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
{chr(10).join(out)}
  [520] button 'Update Shopping Cart'
  [521] link 'Continue Shopping'
  [525] complementary 'Summary'
    [526] heading 'Summary'
    [530] button 'Estimate Shipping and Tax' expanded: False
    [531] table 'Order Total'
      row ''
        rowheader 'Subtotal'
        StaticText '{money(sub)}'
      row ''
        rowheader 'Shipping (Flat Rate - Fixed)'
        StaticText '{money(ship)}'
      row ''
        rowheader 'Order Total'
        StaticText '{money(sub + ship)}'
    [540] button 'Proceed to Checkout'
{shop_foot()}"""
    return tree("Shopping Cart", f"{SHOP}/checkout/cart/", body)


def t17(rs: RowSet) -> None:
    dash = tree("My Account", f"{SHOP}/customer/account/", f"""{shop_top(1)}
[200] main ''
  [720] heading 'My Account'
  [721] heading 'Account Information'
  StaticText 'Emma Lopez'
  StaticText 'emma.lopez@gmail.com'
  [722] link 'Edit'
  [723] link 'Change Password'
  [724] heading 'Recent Orders'
  [725] link 'View All'
  StaticText '000000189 3/11/24 Emma Lopez $64.37 Pending'
  StaticText '000000188 3/8/24 Emma Lopez $1,249.00 Processing'
  StaticText '000000187 3/2/24 Emma Lopez $35.48 Complete'
{sh_account_nav('My Account')}""")
    st = goal("Find your January 4 order in the order history, reorder it, then drop the film you had in the cart and keep only one pack of batteries.", dash)
    view = tree("Order # 000000170", f"{SHOP}/sales/order/view/order_id/170/", f"""{shop_top(1)}
[200] main ''
  [780] heading 'Order # 000000170'
  StaticText 'Complete'
  StaticText 'Order Date: January 4, 2024'
  [781] link 'Reorder'
  [782] link 'Print Order'
  [783] tablist ''
    [784] tab 'Items Ordered' selected=True
    [785] tab 'Invoices' selected=False
    [786] tab 'Order Shipments' selected=False
  [787] table 'Items Ordered'
    row ''
      columnheader 'Product Name'
      columnheader 'SKU'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
    row ''
      cell '{ANKER}'
      cell 'B0194WDVHI'
      cell '$21.99'
      cell 'Ordered: 1 Shipped: 1'
      cell '$21.99'
    row ''
      cell '{BATT}'
      cell 'B00CWNMV4G'
      cell '$18.49'
      cell 'Ordered: 2 Shipped: 2'
      cell '$36.98'
    row ''
      rowheader 'Subtotal'
      cell '$58.97'
    row ''
      rowheader 'Shipping & Handling'
      cell '$15.00'
    row ''
      rowheader 'Grand Total'
      cell '$73.97'
  [790] heading 'Order Information'
  StaticText 'Shipping Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States'
  StaticText 'Shipping Method: Flat Rate - Fixed'
  StaticText 'Billing Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States'
  StaticText 'Payment Method: Check / Money order'
{sh_account_nav('My Orders')}""")
    kodak = (540 + 10, KODAK, 64.95, "1", 1)
    anker = (570, ANKER, 23.99, "1", 1)
    batt2 = (580, BATT, 18.49, "2", 2)
    batt1_typed = (580, BATT, 18.49, "1", 2)
    batt1 = (580, BATT, 18.49, "1", 1)
    turns = [
        ("click('702')", sh_orders(1, 10, 1)),
        ("click('762')", sh_orders(2, 10, 1)),
        ("select_option('771', '20')", sh_orders(1, 20, 1)),
        ("click('840')", view),
        ("click('781')", sh_cart([kodak, anker, batt2])),
        ("click('554')", sh_cart([anker, batt2], msg="You removed the item.")),
        ("fill('581', '1')", sh_cart([anker, batt1_typed])),
        ("click('520')", sh_cart([anker, batt1])),
    ]
    rs.add(task=TASK, tid="h21-web-17", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 18 Postmill thread replies (bad, turn 6)
BK_URL = f"{PM}/f/books/117733/what-s-a-book-that-changed-how-you-think-about-time"
BK_TITLE = "What’s a book that changed how you think about time?"
BK_MINE = "Slaughterhouse-Five. Billy Pilgrim coming unstuck in time rewired how I think about memory, and the Tralfamadorian view still pops into my head."
BK_REPLY = "Seconded. The chapter where time is a circle and every moment repeats exactly is the one I reread most."


def bk_comment(b: int, user: str, when: str, ago: str, text: str, score: int, children: str = "", reply_box: str | None = None) -> str:
    rb = ""
    if reply_box is not None:
        rb = f"""
  [{b + 5}] textbox 'Reply' value='{reply_box}'
  [{b + 6}] button 'Post'"""
    ch = f"\n{ind(children, 1)}" if children else ""
    return f"""article ''
  [{b}] link '{user}'
  time '{when}'
  StaticText '{ago}'
  StaticText '{text}'
  [{b + 1}] link 'Reply'
  [{b + 2}] button '{'Retract upvote' if user == PM_USER else 'Upvote'}'
  StaticText '{score}'
  [{b + 3}] button 'Downvote'{rb}{ch}"""


def bk_thread(phase: int, top_text: str = "", reply_text: str | None = None) -> str:
    # phase 0: before commenting (10:10); 1: own comment posted (10:12); 2: reply box open; 3: reply typed; 4: reply posted
    ago = {0: ("1 hour ago", "50 minutes ago", "22 minutes ago", "15 minutes ago"),
           1: ("1 hour ago", "52 minutes ago", "24 minutes ago", "17 minutes ago"),
           2: ("1 hour ago", "53 minutes ago", "25 minutes ago", "18 minutes ago"),
           3: ("1 hour ago", "54 minutes ago", "26 minutes ago", "19 minutes ago"),
           4: ("1 hour ago", "55 minutes ago", "27 minutes ago", "20 minutes ago")}[phase]
    mine_ago = {1: "just now", 2: "1 minute ago", 3: "2 minutes ago", 4: "3 minutes ago"}.get(phase, "")
    n = 3 + (phase >= 1) + (phase >= 4)
    reply = ""
    if phase >= 4:
        reply = bk_comment(330, PM_USER, "March 14, 2024 at 10:07 AM", "just now", BK_REPLY, 1)
    pt = bk_comment(300, "PageTurner_88", "March 14, 2024 at 9:20 AM", ago[1],
                    "Einstein’s Dreams by Alan Lightman. Thirty short chapters, each one a world where time works differently.", 24,
                    children=reply, reply_box=reply_text)
    qm = bk_comment(320, "quietmarginalia", "March 14, 2024 at 9:55 AM", ago[3], "Adding this to my list, thank you!", 6)
    dg = bk_comment(310, "dogearedfolio", "March 14, 2024 at 9:48 AM", ago[2],
                    "The Order of Time by Carlo Rovelli. It is physics, but it reads like a long poem.", 17, children=qm)
    comments = [pt, dg]
    if phase >= 1:
        comments.append(bk_comment(340, PM_USER, "March 14, 2024 at 10:12 AM", mine_ago, BK_MINE, 1))
    body = f"""{pm_chrome()}
[50] main ''
  article ''
    [80] heading '{BK_TITLE}'
    StaticText 'Submitted by'
    [81] link 'quietmarginalia'
    time 'March 14, 2024 at 9:05 AM'
    StaticText '{ago[0]}'
    StaticText 'in'
    [82] link 'books'
    StaticText 'Not necessarily physics. Novels, memoirs, anything that made you feel time differently afterwards.'
    [83] link '{n} comments'
    [86] button 'Upvote'
    StaticText '41'
    [87] button 'Downvote'
  [90] heading '{n} comments'
  [91] textbox 'Comment' value='{top_text}'
  [92] button 'Post'
{ind(chr(10).join(comments), 1)}
[60] complementary ''
  [61] heading 'books'
  StaticText 'Talk about what you are reading. Spoilers go in spoiler tags.'
  [62] button 'Subscribe'
  StaticText '2206'"""
    return tree(BK_TITLE, BK_URL, body)


def bk_forum(sort: str, subscribed: bool) -> str:
    posts = {
        "T": (BK_TITLE, "quietmarginalia", "1 hour ago", "5 comments", "41", 400),
        "C": ("Just finished The Covenant of Water and I need to talk about it", "riverreads", "3 hours ago", "22 comments", "88", 410),
        "M": ("Monthly reading thread: March 2024", "AutoModerator", "2 weeks ago", "412 comments", "57", 420),
        "P": ("Physical books vs e-reader for travel?", "carryon_only", "5 hours ago", "64 comments", "35", 430),
        "S": ("Underrated sci-fi from the 70s?", "tachyon_tea", "8 hours ago", "39 comments", "102", 440),
    }
    order = ["T", "C", "M", "P", "S"] if sort == "Hot" else ["T", "C", "P", "S", "M"]
    arts = "\n".join(f"""article ''
  [{b}] link '{t}'
  StaticText 'Submitted by'
  [{b + 1}] link '{u}'
  time '{a}'
  [{b + 2}] link '{c}'
  [{b + 3}] button 'Upvote'
  StaticText '{s}'
  [{b + 4}] button 'Downvote'""" for t, u, a, c, s, b in (posts[k] for k in order))
    sorts = ["Hot", "New", "Active", "Top", "Controversial", "Most commented"]
    sl = "\n".join(f"  [{41 + i}] link '{s}'{' current=page' if s == sort else ''}" for i, s in enumerate(sorts))
    body = f"""{pm_chrome()}
[40] navigation 'Sort by'
{sl}
[50] main ''
  [51] heading 'books'
{ind(arts, 1)}
[60] complementary ''
  [61] heading 'books'
  StaticText 'Talk about what you are reading. Spoilers go in spoiler tags.'
  [62] button '{'Unsubscribe' if subscribed else 'Subscribe'}'
  StaticText '{2207 if subscribed else 2206}'
  StaticText 'Created Jan 3, 2021'
  [65] heading 'Moderators'
  [66] link 'riverreads'"""
    return tree("books", f"{PM}/f/books" + ("/new" if sort == "New" else ""), body)


def t18(rs: RowSet) -> None:
    start = tree("books", f"{PM}/f/books", f"""{pm_chrome()}
[50] main ''
  [51] heading 'books'
  article ''
    [400] link '{BK_TITLE}'
    StaticText 'Submitted by'
    [401] link 'quietmarginalia'
    time '1 hour ago'
    [402] link '3 comments'""")
    st = goal("Answer the thread about books that changed how you think about time, also reply to PageTurner_88's suggestion, then subscribe to the books forum and look at its newest posts.", start)
    turns = [
        ("click('400')", bk_thread(0)),
        (f"fill('91', '{BK_MINE}')", bk_thread(0, top_text=BK_MINE)),
        ("click('92')", bk_thread(1)),
        ("click('301')", bk_thread(2, reply_text="")),
        (f"fill('305', '{BK_REPLY}')", bk_thread(3, reply_text=BK_REPLY)),
        ("click('306')", bk_thread(4)),
        ("click('82')", bk_forum("Hot", False)),
        ("click('62')", bk_forum("Hot", True)),
        ("click('42')", bk_forum("New", True)),
    ]
    rs.add(task=TASK, tid="h21-web-18", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=6,
           kind="the reply posted after the 10:12 AM comment is stamped 10:07 AM ('just now'), earlier than the agent's own earlier comment")


# ---------------------------------------------------------------- 19 Kanboard board (bad, turn 11)
KB = "https://kanban.orchardlane.dev"
KB_COLS = ["Backlog", "Ready", "Work in progress", "Done"]
KB_TASKS = {
    "Backlog": [(52, "Cookie banner copy review", "mkoval", "Legal"), (50, "Set up 301 redirects for old URLs", "tgarcia", "SEO"),
                (49, "Image CDN evaluation", "", "Infra"), (47, "Accessibility audit of forms", "jlin", "QA"),
                (45, "Newsletter signup A/B test", "", "Marketing"), (44, "Footer link cleanup", "tgarcia", "Content")],
    "Ready": [(41, "Migrate blog posts to new CMS", "jlin", "Content"), (43, "Finalize pricing page layout", "mkoval", "Design"),
              (46, "Write release notes", "tgarcia", "Content")],
    "Work in progress": [(38, "Build product comparison component", "rpatel", "Frontend"), (40, "Header navigation rewrite", "rpatel", "Frontend")],
    "Done": [(24, "Set up staging server", "rpatel", "Infra"), (25, "Choose CMS", "mkoval", "Content"), (26, "Content inventory", "jlin", "Content"),
             (27, "Brand color tokens", "mkoval", "Design"), (28, "Typography scale", "mkoval", "Design"), (29, "Hero illustrations", "", "Design"),
             (30, "Analytics plan", "tgarcia", "Marketing"), (31, "Cookie consent tool", "rpatel", "Legal"), (32, "Homepage wireframe", "mkoval", "Design"),
             (33, "Homepage build", "rpatel", "Frontend"), (34, "Contact form", "rpatel", "Frontend"), (35, "Search integration", "rpatel", "Frontend"),
             (36, "Blog template", "jlin", "Frontend"), (37, "Team page", "jlin", "Content")],
}


def kb_chrome(view: str) -> str:
    views = ["Overview", "Board", "List", "Gantt", "Activity"]
    vl = "\n".join(f"  [{31 + k}] link '{v}'{' current=page' if v == view else ''}" for k, v in enumerate(views))
    return f"""[20] banner ''
  [21] link 'Kanboard'
  [22] heading 'Website relaunch'
  [23] textbox 'Filter' value='status:open'
  [24] button 'Project actions'
  [25] link 'mkoval'
[30] navigation 'Views'
{vl}"""


def kb_board(tasks: dict[str, list[tuple]]) -> str:
    cols = []
    for ci, c in enumerate(KB_COLS):
        n = len(tasks[c])
        head = f"{c} ({n}/3)" if c == "Work in progress" else f"{c} ({n})"
        cards = "\n".join(f"""    article ''
      [{500 + tid}] link '#{tid}'
      StaticText '{title}'
      StaticText '{'@' + who if who else 'Unassigned'}'""" + (f"\n      StaticText '{cat}'" if cat else "") for tid, title, who, cat in tasks[c])
        cols.append(f"""  [{60 + ci * 2}] columnheader '{head}'
  [{61 + ci * 2}] button 'Add a new task in {c}'
  [{70 + ci}] list '{c}'
{cards}""")
    body = f"""{kb_chrome('Board')}
[50] main ''
  [51] table 'Board'
{ind(chr(10).join(cols), 1)}"""
    return tree("Website relaunch » Board - Kanboard", f"{KB}/board/7", body)


def kb_overview(counts: list[int], events: list[str]) -> str:
    cl = "\n".join(f"    listitem ''\n      StaticText '{c}'\n      StaticText '{n}'" for c, n in zip(KB_COLS, counts))
    ev = "\n".join(f"    listitem ''\n      StaticText '{e}'" for e in events)
    body = f"""{kb_chrome('Overview')}
[50] main ''
  [90] heading 'Website relaunch'
  StaticText 'Relaunch of orchardlane.com on the new CMS. Target go-live: April 15, 2024.'
  [91] list 'Columns'
{cl}
  StaticText 'Project owner: Marta Koval'
  StaticText 'Start date: 01/08/2024   End date: 04/15/2024'
  [92] heading 'Last activity'
  [93] list ''
{ev}"""
    return tree("Website relaunch » Overview - Kanboard", f"{KB}/project/7/overview", body)


def kb_task41(column: str, position: int, modal: str | None = None) -> str:
    m = ""
    if modal is not None:
        opts = "\n".join(f"    option '{c}' selected={'True' if c == modal else 'False'}" for c in KB_COLS)
        m = f"""
[600] dialog 'Move position'
  [601] combobox 'Swimlane' value='Default swimlane'
  [602] combobox 'Column' value='{modal}' hasPopup: menu
{opts}
  [603] combobox 'Position' value='{'3 (last)' if modal == 'Work in progress' else '1'}'
  [604] button 'Save'
  [605] link 'cancel'"""
    body = f"""{kb_chrome('Board')}
[50] main ''
  [200] heading '#41 Migrate blog posts to new CMS'
  StaticText 'Status: open'
  StaticText 'Priority: 2'
  StaticText 'Category: Content'
  StaticText 'Swimlane: Default swimlane'
  StaticText 'Column: {column}'
  StaticText 'Position: {position}'
  StaticText 'Assignee: jlin'
  StaticText 'Creator: mkoval'
  StaticText 'Due date: 03/29/2024'
  StaticText 'Time estimated: 16 hours'
  StaticText 'Created: 02/12/2024 14:20'
  [201] heading 'Description'
  StaticText '212 posts. Export from WordPress with the WXR plugin, map categories to the new taxonomy, keep slugs. Images go to the CDN bucket.'
  [202] heading 'Sub-Tasks'
  StaticText 'Export WXR (done)   Map categories (in progress)   Fix embedded images (todo)'
[250] complementary 'Task actions'
  [251] link 'Edit the task'
  [252] link 'Edit recurrence'
  [253] link 'Add a sub-task'
  [254] link 'Add internal link'
  [255] link 'Add a comment'
  [256] link 'Move position'
  [257] link 'Duplicate'
  [258] link 'Move to another project'
  [259] link 'Close this task'
  [260] link 'Remove'{m}"""
    return tree("Website relaunch » #41 Migrate blog posts to new CMS - Kanboard", f"{KB}/task/41", body)


def kb_new_task(title: str) -> str:
    body = f"""{kb_chrome('Board')}
[50] main ''
[700] dialog 'New task'
  [701] textbox 'Title' value='{title}' required
  [702] textbox 'Description' value=''
  [703] combobox 'Assignee' value='Unassigned'
  [704] combobox 'Category' value='No category'
  [705] combobox 'Swimlane' value='Default swimlane'
  [706] combobox 'Column' value='Backlog'
  [707] combobox 'Color' value='Yellow'
  [708] combobox 'Priority' value='0'
  [709] textbox 'Due Date' value=''
  [710] textbox 'Original estimate' value=''
  [711] checkbox 'Create another task' checked=false
  [712] button 'Save'
  [713] link 'cancel'"""
    return tree("Website relaunch » Board - Kanboard", f"{KB}/board/7#task-create", body)


def t19(rs: RowSet) -> None:
    dash = tree("Dashboard - Kanboard", f"{KB}/dashboard", """[20] banner ''
  [21] link 'Kanboard'
  [25] link 'mkoval'
[50] main ''
  [80] heading 'My projects'
  [81] link 'Website relaunch'
  StaticText 'Backlog 6 · Ready 3 · Work in progress 2 · Done 14'
  [82] link 'Q2 campaign'
  StaticText 'Ideas 11 · Doing 4 · Done 9'
  [83] heading 'My tasks'
  StaticText '#43 Finalize pricing page layout · #52 Cookie banner copy review'""")
    st = goal("In the Website relaunch project, move task #41 from Ready into Work in progress, add a backlog task 'Fix 404 on legacy /press page', then check the project overview and activity.", dash)
    moved = copy.deepcopy(KB_TASKS)
    moved["Ready"] = KB_TASKS["Ready"][1:]
    moved["Work in progress"] = KB_TASKS["Work in progress"] + [KB_TASKS["Ready"][0]]
    added = copy.deepcopy(moved)
    added["Backlog"] = moved["Backlog"] + [(53, "Fix 404 on legacy /press page", "", "")]
    ev0 = ["mkoval created the task #52 Cookie banner copy review (yesterday 17:02)",
           "jlin closed the sub-task Export WXR of #41 (yesterday 16:20)",
           "rpatel moved the task #40 Header navigation rewrite to the column Work in progress (yesterday 11:45)"]
    ev1 = ["mkoval created the task #53 Fix 404 on legacy /press page (just now)",
           "mkoval moved the task #41 Migrate blog posts to new CMS to the column Work in progress (3 minutes ago)"] + ev0[:2]
    activity = tree("Website relaunch » Activity - Kanboard", f"{KB}/project/7/activity", f"""{kb_chrome('Activity')}
[50] main ''
  [95] heading 'Activity stream'
  [96] list ''
    listitem ''
      StaticText 'mkoval created the task #53 Fix 404 on legacy /press page'
      StaticText '03/19/2024 10:35'
    listitem ''
      StaticText 'mkoval moved the task #41 Migrate blog posts to new CMS to the column Work in progress, position 3'
      StaticText '03/19/2024 10:32'
    listitem ''
      StaticText 'mkoval created the task #52 Cookie banner copy review'
      StaticText '03/18/2024 17:02'
    listitem ''
      StaticText 'jlin closed the sub-task Export WXR of #41 Migrate blog posts to new CMS'
      StaticText '03/18/2024 16:20'
    listitem ''
      StaticText 'rpatel moved the task #40 Header navigation rewrite to the column Work in progress, position 2'
      StaticText '03/18/2024 11:45'""")
    turns = [
        ("click('81')", kb_overview([6, 3, 2, 14], ev0)),
        ("click('32')", kb_board(KB_TASKS)),
        ("click('541')", kb_task41("Ready", 1)),
        ("click('256')", kb_task41("Ready", 1, modal="Ready")),
        ("select_option('602', 'Work in progress')", kb_task41("Ready", 1, modal="Work in progress")),
        ("click('604')", kb_task41("Work in progress", 3)),
        ("click('32')", kb_board(moved)),
        ("click('61')", kb_new_task("")),
        ("fill('701', 'Fix 404 on legacy /press page')", kb_new_task("Fix 404 on legacy /press page")),
        ("click('712')", kb_board(added)),
        ("click('31')", kb_overview([7, 3, 3, 14], ev1)),
        ("click('35')", activity),
    ]
    rs.add(task=TASK, tid="h21-web-19", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=11,
           kind="project overview still counts 3 tasks in Ready after #41 moved out (board showed Ready (2)); column counts add up to 27 for 26 tasks")


# ---------------------------------------------------------------- 20 supplier portal PO flip to invoice (clean)
CSP = "https://supplier.coupahost.com"
CSP_LINES = [
    (1, "Nitrile exam gloves, powder-free, size M, 100/box", 120, "box", 12.60),
    (2, "Nitrile exam gloves, powder-free, size L, 100/box", 60, "box", 12.60),
    (3, "Alcohol prep pads, medium, sterile, 200/box", 30, "box", 4.80),
]


def csp_chrome(notes: int, active: str) -> str:
    tabs = ["Home", "Profile", "Orders", "Service/Time Sheets", "ASN", "Invoices", "Catalogs", "Business Performance", "Sourcing", "Add-ons", "Setup"]
    tl = "\n".join(f"  [{31 + k}] link '{t}'{' current=page' if t == active else ''}" for k, t in enumerate(tabs))
    return f"""[20] banner ''
  [21] link 'coupa supplier portal'
  [22] button 'NOTIFICATIONS {notes}'
  [23] button 'HELP'
  [24] button 'KIRAN MEHTA'
  [25] combobox 'Select Customer' value='Brightwater Health'
[30] navigation ''
{tl}"""


def usd(x: float) -> str:
    return f"{x:,.2f}"


def csp_orders(acked: bool, notes: int) -> str:
    a213 = "03/19/24 10:21 AM" if acked else ""
    body = f"""{csp_chrome(notes, 'Orders')}
[50] main ''
  [51] heading 'Purchase Orders'
  StaticText 'Click the  Action icon to Flip a PO into an Invoice'
  [52] combobox 'View' value='All'
  [53] searchbox 'Search' value=''
  [54] table ''
    row ''
      columnheader 'PO Number'
      columnheader 'Order Date'
      columnheader 'Status'
      columnheader 'Acknowledged'
      columnheader 'Acknowledged At'
      columnheader 'Items'
      columnheader 'Unanswered Comments'
      columnheader 'Total'
      columnheader 'Actions'
    row ''
      [60] link '4500087213'
      cell '03/18/24'
      cell 'Issued'
      [61] checkbox 'Acknowledged' checked={'true' if acked else 'false'}
      cell '{a213}'
      cell 'Nitrile exam gloves, powder-free, size M, 100/box, Nitrile exam gloves, powder-free, size L, 100/box, ...'
      cell 'No'
      cell '2,412.00 USD'
      [62] link 'Create Invoice'
    row ''
      [63] link '4500087102'
      cell '03/12/24'
      cell 'Issued'
      [64] checkbox 'Acknowledged' checked=true
      cell '03/12/24 02:47 PM'
      cell 'Sharps container, 1 gal, 24/case'
      cell 'No'
      cell '846.50 USD'
      [65] link 'Create Invoice'
    row ''
      [66] link '4500086950'
      cell '03/05/24'
      cell 'Issued'
      [67] checkbox 'Acknowledged' checked=true
      cell '03/05/24 09:12 AM'
      cell 'Surgical masks, ASTM level 2, 50/box, Face shields, disposable, 24/case'
      cell 'No'
      cell '1,310.40 USD'
      [68] link 'Create Invoice'
    row ''
      [69] link '4500086711'
      cell '02/26/24'
      cell 'Closed'
      [70] checkbox 'Acknowledged' checked=true
      cell '02/26/24 11:30 AM'
      cell 'Exam table paper, 21 in x 225 ft, 12 rolls'
      cell 'No'
      cell '512.00 USD'
  StaticText 'Per page 15 | 45 | 90'"""
    return tree("Purchase Orders | Coupa Supplier Portal", f"{CSP}/order_headers", body)


def csp_po() -> str:
    rows = "\n".join(f"""    row ''
      cell '{n}'
      cell '{d}'
      cell '{q}'
      cell '{u}'
      cell '{p:.2f}'
      cell '{usd(q * p)}'
      cell '03/28/24'""" for n, d, q, u, p in CSP_LINES)
    body = f"""{csp_chrome(3, 'Orders')}
[50] main ''
  [100] heading 'Purchase Order #4500087213'
  StaticText 'Status: Issued'
  StaticText 'Order Date: 03/18/24'
  StaticText 'Revision Date: 03/18/24'
  StaticText 'Requester: Nadia Foster'
  StaticText 'Email: nfoster@brightwaterhealth.org'
  [101] checkbox 'Acknowledged' checked=true
  StaticText 'Acknowledged At: 03/19/24 10:21 AM'
  StaticText 'Ship To: Brightwater Health - Central Supply, 2200 Riverside Ave, Dock 4, Columbus, OH 43215, United States'
  StaticText 'Terms: Net 45'
  StaticText 'Shipping: FOB Destination'
  [102] heading 'Lines'
  [103] table ''
    row ''
      columnheader 'Line'
      columnheader 'Item'
      columnheader 'Qty'
      columnheader 'Unit'
      columnheader 'Price'
      columnheader 'Total'
      columnheader 'Need By'
{rows}
  StaticText 'Total 2,412.00 USD'
  [110] button 'Create Invoice'
  [111] button 'Create Ship Notice'
  [112] button 'Print View'
  [113] button 'Add Comment'"""
    return tree("Purchase Order #4500087213 | Coupa Supplier Portal", f"{CSP}/order_headers/1183027", body)


def csp_invoice(number: str, qty1: str, shipping: str) -> str:
    q = [float(qty1) if qty1 else 0.0, 60.0, 30.0]
    totals = [q[i] * CSP_LINES[i][4] for i in range(3)]
    net = sum(totals)
    ship = float(shipping) if shipping else 0.0
    qs = [qty1, "60", "30"]
    lines = "\n".join(f"""    group 'Line {n}'
      [{200 + 10 * n}] combobox 'Type' value='Qty'
      [{201 + 10 * n}] textbox 'Description' value='{d}'
      [{202 + 10 * n}] textbox 'Qty' value='{qs[n - 1]}'
      StaticText '{u}'
      [{203 + 10 * n}] textbox 'Price' value='{p:.2f}'
      StaticText '{usd(totals[n - 1])}'
      StaticText 'PO Line 4500087213-{n}'""" for n, d, _, u, p in CSP_LINES)
    body = f"""{csp_chrome(3, 'Orders')}
[50] main ''
  [150] heading 'Create Invoice'
  StaticText 'Status: Draft'
  [151] textbox 'Invoice # *' value='{number}' required
  [152] textbox 'Invoice Date *' value='03/19/24'
  [153] combobox 'Payment Term' value='Net 45'
  [154] combobox 'Currency' value='USD'
  [155] textbox 'Delivery Number' value=''
  [156] textbox 'Supplier Note' value=''
  [157] button 'Attachments Add File | URL | Text'
  StaticText 'Remit-To: Lakeview Medical Supply, PO Box 7710, Cleveland, OH 44101'
  [158] heading 'Lines'
{lines}
  [240] heading 'Totals & Taxes'
  StaticText 'Lines Net Total {usd(net)}'
  [241] textbox 'Shipping' value='{shipping}'
  [242] textbox 'Handling' value='0.00'
  [243] textbox 'Misc' value='0.00'
  StaticText 'Tax 0.00 (tax exempt: hospital)'
  StaticText 'Total {usd(net + ship)}'
  [250] button 'Cancel'
  [251] button 'Save as draft'
  [252] button 'Calculate'
  [253] button 'Submit'"""
    return tree("Create Invoice | Coupa Supplier Portal", f"{CSP}/invoices/new?order_header_id=1183027", body)


def t20(rs: RowSet) -> None:
    st = goal("Acknowledge Brightwater Health's new glove order 4500087213, then invoice the partial shipment: 80 boxes of the medium gloves plus the full other two lines, with $35 shipping, invoice number INV-24-0419.", csp_orders(False, 3))
    inv_view = tree("Invoice INV-24-0419 | Coupa Supplier Portal", f"{CSP}/invoices/5520931", f"""{csp_chrome(4, 'Invoices')}
[50] main ''
  [300] status ''
    StaticText 'Invoice INV-24-0419 was submitted to Brightwater Health.'
  [301] heading 'Invoice #INV-24-0419'
  StaticText 'Status: Pending Approval'
  StaticText 'Invoice Date: 03/19/24'
  StaticText 'Payment Term: Net 45'
  StaticText 'Currency: USD'
  StaticText 'Customer: Brightwater Health'
  [302] table ''
    row ''
      columnheader 'Line'
      columnheader 'Description'
      columnheader 'Qty'
      columnheader 'Price'
      columnheader 'Total'
      columnheader 'PO'
    row ''
      cell '1'
      cell 'Nitrile exam gloves, powder-free, size M, 100/box'
      cell '80 box'
      cell '12.60'
      cell '1,008.00'
      cell '4500087213-1'
    row ''
      cell '2'
      cell 'Nitrile exam gloves, powder-free, size L, 100/box'
      cell '60 box'
      cell '12.60'
      cell '756.00'
      cell '4500087213-2'
    row ''
      cell '3'
      cell 'Alcohol prep pads, medium, sterile, 200/box'
      cell '30 box'
      cell '4.80'
      cell '144.00'
      cell '4500087213-3'
  StaticText 'Lines Net Total 1,908.00'
  StaticText 'Shipping 35.00'
  StaticText 'Tax 0.00'
  StaticText 'Total USD 1,943.00'
  [310] button 'Add Comment'
  [311] button 'Print View'""")
    invoices = tree("Invoices | Coupa Supplier Portal", f"{CSP}/invoices", f"""{csp_chrome(4, 'Invoices')}
[50] main ''
  [400] heading 'Invoices'
  [401] button 'Create Invoice from PO'
  [402] button 'Create Invoice from Contract'
  [403] button 'Create Blank Invoice'
  [404] combobox 'View' value='All'
  [405] searchbox 'Search' value=''
  [406] table ''
    row ''
      columnheader 'Invoice #'
      columnheader 'Created Date'
      columnheader 'Status'
      columnheader 'PO #'
      columnheader 'Total'
      columnheader 'Unanswered Comments'
      columnheader 'Disputed Reason'
    row ''
      [407] link 'INV-24-0419'
      cell '03/19/24'
      cell 'Pending Approval'
      cell '4500087213'
      cell '1,943.00 USD'
      cell 'No'
      cell ''
    row ''
      [408] link 'INV-24-0388'
      cell '03/13/24'
      cell 'Approved'
      cell '4500087102'
      cell '846.50 USD'
      cell 'No'
      cell ''
    row ''
      [409] link 'INV-24-0361'
      cell '03/06/24'
      cell 'Paid'
      cell '4500086950'
      cell '1,310.40 USD'
      cell 'No'
      cell ''
    row ''
      [410] link 'INV-24-0322'
      cell '02/27/24'
      cell 'Paid'
      cell '4500086711'
      cell '512.00 USD'
      cell 'No'
      cell ''""")
    turns = [
        ("check('61')", csp_orders(True, 3)),
        ("click('60')", csp_po()),
        ("click('110')", csp_invoice("", "120", "0.00")),
        ("fill('151', 'INV-24-0419')", csp_invoice("INV-24-0419", "120", "0.00")),
        ("fill('212', '80')", csp_invoice("INV-24-0419", "80", "0.00")),
        ("fill('241', '35')", csp_invoice("INV-24-0419", "80", "35")),
        ("click('252')", csp_invoice("INV-24-0419", "80", "35.00")),
        ("click('253')", inv_view),
        ("click('33')", csp_orders(True, 4)),
        ("click('36')", invoices),
    ]
    rs.add(task=TASK, tid="h21-web-20", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 21 Gmail label, archive, send (clean)
GM_URL = "https://mail.google.com/mail/u/0/"
GM_ROWS = {
    "lyft": ("Lyft", "Your ride with Marco on March 19", "Thanks for riding with Lyft. Total $18.72, Visa ending in 0932...", "9:46 AM", True, 290),
    "delta": ("Delta Air Lines", "Your trip confirmation — SEA to BOS, Apr 12", "Confirmation HX7QLD. Flight DL 1548 departs Seattle 7:05 AM...", "9:41 AM", True, 300),
    "maya": ("Maya Ortiz", "Re: Saturday hike?", "Works for me! Meet at the Rattlesnake Ledge trailhead at 8, I will bring the...", "8:15 AM", True, 310),
    "chase": ("Chase", "Your statement is ready", "Your credit card statement for the account ending in 0932 is available...", "7:02 AM", True, 320),
    "figma": ("Figma", "Comments on Onboarding v3", "Priya left 3 comments on Onboarding v3. Open in Figma...", "Mar 18", False, 330),
    "sam": ("Sam Patel", "Rent split for March", "Hey, electricity came in at $96.40 so your half is $48.20. Venmo whenever...", "Mar 18", True, 340),
    "github": ("GitHub", "[octo/widgets] Release v2.4.0", "octo-bot published v2.4.0: fixes the tooltip flicker, drops Node 16...", "Mar 17", False, 350),
}


def gm_chrome(unread: int, drafts: int, active: str = "Inbox") -> str:
    return f"""[20] banner ''
  [21] link 'Gmail'
  [22] searchbox 'Search mail' value=''
  [23] button 'Advanced search options'
  [24] button 'Support'
  [25] button 'Settings'
  [26] button 'Google apps'
  [27] button 'Google Account: Jordan Ellis (jordan.ellis@gmail.com)'
[30] navigation ''
  [31] button 'Compose'
  [32] link 'Inbox {unread} unread'{' current=page' if active == 'Inbox' else ''}
  [33] link 'Starred'
  [34] link 'Snoozed'
  [35] link 'Sent'{' current=page' if active == 'Sent' else ''}
  [36] link 'Drafts {drafts}'
  [37] button 'More'
  [38] heading 'Labels'
  [39] link 'Receipts'
  [40] link 'Travel'"""


def gm_inbox(keys: list[str], read: set[str], total: str, toast: str = "", compose: tuple[str, str, str] | None = None) -> str:
    rows = []
    for k in keys:
        who, subj, snip, when, unr, b = GM_ROWS[k]
        u = unr and k not in read
        rows.append(f"""    row '{'unread, ' if u else ''}{who}, {subj}, {when}'
      [{b}] checkbox '' checked=false
      [{b + 1}] button 'Not starred'
      StaticText '{who}'
      StaticText '{subj}'
      StaticText ' - {snip}'
      StaticText '{when}'""")
    unread = sum(1 for k in keys if GM_ROWS[k][4] and k not in read)
    t = f"[90] alert ''\n  StaticText '{toast}'\n  [91] button 'Undo'\n" if toast else ""
    c = ""
    if compose is not None:
        to, subj, body_text = compose
        c = f"""
[500] dialog 'New Message'
  [501] button 'Minimize'
  [502] button 'Full screen'
  [503] button 'Save & close'
  [504] combobox 'To recipients' value='{to}'
  [505] button 'Cc'
  [506] button 'Bcc'
  [507] textbox 'Subject' value='{subj}'
  [508] textbox 'Message Body' value='{body_text}'
  [509] button 'Send'
  [510] button 'More send options'
  [511] button 'Formatting options'
  [512] button 'Attach files'
  [513] button 'Insert link'
  [514] button 'Discard draft'"""
    body = f"""{gm_chrome(unread, 1)}
[50] main ''
{t}  [51] checkbox 'Select' checked=false
  [52] button 'Refresh'
  [53] button 'More email options'
  StaticText '1–50 of {total}'
  [54] button 'Newer' disabled=True
  [55] button 'Older'
  [56] tablist ''
    [57] tab 'Primary' selected=True
    [58] tab 'Promotions 12 new' selected=False
    [59] tab 'Social' selected=False
  [60] grid ''
{chr(10).join(rows)}{c}"""
    return tree(f"Inbox ({unread}) - jordan.ellis@gmail.com - Gmail", f"{GM_URL}#inbox", body)


GM_DELTA_BODY = """  StaticText 'Hi Jordan, your trip is confirmed.'
  StaticText 'Confirmation number: HX7QLD'
  StaticText 'Fri, Apr 12: DL 1548, Seattle (SEA) 7:05 AM to Boston (BOS) 3:31 PM, Main Cabin, seat 24C'
  StaticText 'Sun, Apr 21: DL 1721, Boston (BOS) 6:10 PM to Seattle (SEA) 9:22 PM, Main Cabin, seat 22A'
  StaticText 'Total paid: $438.60 (Visa ending in 0932)'
  [460] link 'Check in'
  [461] link 'Manage my trip'"""


def gm_message(labels: list[str], ago: str, menu: list[str] | None = None, toast: str = "") -> str:
    chips = "\n".join(f"  [{440 + k}] button 'Remove label {lb}'\n  StaticText '{lb}'" for k, lb in enumerate(labels))
    m = ""
    if menu is not None:
        apply = "\n  [430] button 'Apply'" if "Travel" in menu else ""
        m = f"""
[420] menu 'Label as:'
  [421] textbox 'Label as:' value=''
  [422] menuitemcheckbox 'Receipts' checked=false
  [423] menuitemcheckbox 'Travel' checked={'true' if 'Travel' in menu else 'false'}
  [424] menuitem 'Create new'
  [425] menuitem 'Manage labels'{apply}"""
    t = f"[90] alert ''\n  StaticText '{toast}'\n" if toast else ""
    body = f"""{gm_chrome(3, 1)}
[50] main ''
{t}  [400] button 'Back to Inbox'
  [401] button 'Archive'
  [402] button 'Report spam'
  [403] button 'Delete'
  [404] button 'Mark as unread'
  [405] button 'Snooze'
  [406] button 'Add to Tasks'
  [407] button 'Move to'
  [408] button 'Labels'
  [409] button 'More email options'
  StaticText '1 of 2,318'
  [410] heading 'Your trip confirmation — SEA to BOS, Apr 12'
{chips}
  StaticText 'Delta Air Lines'
  StaticText '<DeltaAirLines@t.delta.com>'
  StaticText 'to me'
  StaticText '9:41 AM ({ago})'
  [450] button 'Reply'
  [451] button 'More message options'
{GM_DELTA_BODY}{m}"""
    return tree("Your trip confirmation — SEA to BOS, Apr 12 - jordan.ellis@gmail.com - Gmail", f"{GM_URL}#inbox/FMfcgzGxSbqKpWwVtZJ", body)


def t21(rs: RowSet) -> None:
    base = ["delta", "maya", "chase", "figma", "sam", "github"]
    st = goal("File the Delta confirmation under the Travel label and archive it, then e-mail Sam that you paid your half of the electricity, and check it in Sent.", gm_inbox(base, set(), "2,318"))
    to, subj = "sam.patel@gmail.com", "March electricity"
    body_text = "Hi Sam, sent you $48.20 on Venmo for my half of the electricity. Thanks for covering it! Jordan"
    after = [k for k in base if k != "delta"]
    sent = tree("Sent Mail - jordan.ellis@gmail.com - Gmail", f"{GM_URL}#sent", f"""{gm_chrome(4, 1, 'Sent')}
[50] main ''
  [51] checkbox 'Select' checked=false
  [52] button 'Refresh'
  StaticText '1–50 of 1,046'
  [60] grid ''
    row 'To: Sam Patel, March electricity, 9:47 AM'
      [600] checkbox '' checked=false
      StaticText 'To: Sam Patel'
      StaticText 'March electricity'
      StaticText ' - {body_text}'
      StaticText '9:47 AM'
    row 'To: Maya Ortiz, Saturday hike?, Mar 18'
      [601] checkbox '' checked=false
      StaticText 'To: Maya Ortiz'
      StaticText 'Saturday hike?'
      StaticText ' - Want to do Rattlesnake Ledge this Saturday if the weather holds?'
      StaticText 'Mar 18'
    row 'To: Leasing Office, Parking permit renewal, Mar 15'
      [602] checkbox '' checked=false
      StaticText 'To: Leasing Office'
      StaticText 'Parking permit renewal'
      StaticText ' - Attached is the renewal form for spot 14, unit 3B.'
      StaticText 'Mar 15'""")
    turns = [
        ("click('300')", gm_message(["Inbox"], "3 minutes ago")),
        ("click('408')", gm_message(["Inbox"], "3 minutes ago", menu=[])),
        ("click('423')", gm_message(["Inbox"], "3 minutes ago", menu=["Travel"])),
        ("click('430')", gm_message(["Inbox", "Travel"], "4 minutes ago", toast="Conversation added to “Travel”.")),
        ("click('401')", gm_inbox(after, set(), "2,317", toast="Conversation archived.")),
        ("click('31')", gm_inbox(after, set(), "2,317", compose=("", "", ""))),
        (f"fill('504', '{to}')", gm_inbox(after, set(), "2,317", compose=(to, "", ""))),
        (f"fill('507', '{subj}')", gm_inbox(after, set(), "2,317", compose=(to, subj, ""))),
        (f"fill('508', '{body_text}')", gm_inbox(after, set(), "2,317", compose=(to, subj, body_text))),
        ("click('509')", gm_inbox(["lyft"] + after, set(), "2,318", toast="Message sent.")),
        ("click('35')", sent),
    ]
    rs.add(task=TASK, tid="h21-web-21", system=WEB_SYSTEM, turns=turns, state=st)


# ---------------------------------------------------------------- 22 clinic patient portal (bad, turn 7)
CH = "https://portal.cedarhollowfm.com"
CH_UPCOMING = [
    ("Tue, Mar 26, 2024 9:20 AM", "Annual physical", "Alan Whitcomb, MD", "Main Street office, 410 Main St, Suite 200"),
    ("Thu, Apr 18, 2024 2:00 PM", "Dermatology follow-up", "Priya Natarajan, PA-C", "Riverside office, 88 River Rd"),
]


def ch_chrome(active: str, unread: int = 1) -> str:
    items = ["Home", "Appointments", f"Messages ({unread})" if unread else "Messages", "Test results", "Medications", "Billing", "Forms"]
    il = "\n".join(f"  [{31 + k}] link '{i}'{' current=page' if i.split(' ')[0] == active else ''}" for k, i in enumerate(items))
    return f"""[20] banner ''
  [21] link 'Cedar Hollow Family Medicine PatientConnect'
  StaticText 'Marisol Duarte'
  [22] button 'Account menu'
  [23] link 'Sign out'
[30] navigation 'Portal menu'
{il}"""


def ch_home(appts: list[tuple[str, str, str, str]]) -> str:
    rows = "\n".join(f"""    listitem ''
      StaticText '{when}'
      StaticText '{why}'
      StaticText 'with {who}'
      StaticText '{where}'
      [{60 + 3 * i}] link 'Details'
      [{61 + 3 * i}] link 'Add to calendar'
      [{62 + 3 * i}] link 'Cancel or reschedule'""" for i, (when, why, who, where) in enumerate(appts))
    body = f"""{ch_chrome('Home')}
[50] main ''
  [51] heading 'Welcome back, Marisol'
  [52] region 'Upcoming appointments'
    [53] heading 'Upcoming appointments ({len(appts)})'
    [54] list ''
{rows}
    [75] link 'Schedule an appointment'
    [76] link 'View past visits'
  [80] region 'To do'
    StaticText 'You have 1 unread message.'
    StaticText '2 new test results are available.'
    StaticText 'Balance due: $45.00 (visit on 02/07/2024)'
    [81] link 'Pay now'
    StaticText 'Annual health questionnaire: due before your physical on Mar 26.'
    [82] link 'Start questionnaire'
  [85] region 'Quick links'
    [86] link 'Request prescription renewal'
    [87] link 'Update insurance'
    [88] link 'Download visit summary'"""
    return tree("Home - PatientConnect", f"{CH}/home", body)


def ch_schedule(reason: str, slots: bool = False) -> str:
    s = ""
    if slots:
        s = """
  [120] heading 'Available times (next 7 days)'
  [121] list ''
    StaticText 'Wed, Mar 20'
    [122] button '10:40 AM Alan Whitcomb, MD, Main Street office'
    [123] button '3:15 PM Elena Rosen, MD, Riverside office'
    StaticText 'Thu, Mar 21'
    [124] button '8:00 AM Elena Rosen, MD, Riverside office'
    [125] button '1:30 PM Grace Obi, NP, Main Street office'
    StaticText 'Fri, Mar 22'
    [126] button '9:10 AM Alan Whitcomb, MD, Main Street office'
    [127] button '4:20 PM Grace Obi, NP, Main Street office'
  [128] button 'Show more times'"""
    body = f"""{ch_chrome('Appointments')}
[50] main ''
  [100] heading 'Schedule an appointment'
  StaticText 'Step 1 of 3: What is the visit for?'
  [101] combobox 'Reason for visit' value='{reason}' hasPopup: menu
  [102] combobox 'Provider' value='Any provider'
  [103] combobox 'Location' value='Any location'
  [104] textbox 'Earliest date' value='03/20/2024'
  [105] button 'Find available times'
  StaticText 'For chest pain, trouble breathing or other emergencies, call 911.'{s}"""
    return tree("Schedule an appointment - PatientConnect", f"{CH}/appointments/schedule", body)


CH_SYMPTOMS = "Sore throat and fever up to 101.3 F since Sunday, swollen glands on the left side. No cough."


def ch_review(symptoms: str) -> str:
    body = f"""{ch_chrome('Appointments')}
[50] main ''
  [130] heading 'Review and confirm'
  StaticText 'Step 3 of 3'
  StaticText 'Wed, Mar 20, 2024 3:15 PM (20 minutes)'
  StaticText 'Sick visit / new problem'
  StaticText 'Elena Rosen, MD'
  StaticText 'Riverside office, 88 River Rd'
  [131] textbox 'Describe your symptoms' value='{symptoms}'
  StaticText 'Insurance on file: Blue Harbor PPO, member ID BHP-5518-2290'
  [132] checkbox 'Send me a text reminder the day before' checked=true
  [133] button 'Confirm appointment'
  [134] link 'Back'"""
    return tree("Review and confirm - PatientConnect", f"{CH}/appointments/schedule/review", body)


def t22(rs: RowSet) -> None:
    st = goal("Book the earliest sick visit available tomorrow afternoon for a sore throat and fever, then check your home page and messages.", ch_home(CH_UPCOMING))
    confirmed = tree("Appointment scheduled - PatientConnect", f"{CH}/appointments/confirmation/CH-558214", f"""{ch_chrome('Appointments')}
[50] main ''
  [140] heading 'You are scheduled!'
  StaticText 'Confirmation number: CH-558214'
  StaticText 'Wed, Mar 20, 2024 3:15 PM'
  StaticText 'Sick visit / new problem with Elena Rosen, MD'
  StaticText 'Riverside office, 88 River Rd. Please arrive 15 minutes early and bring your insurance card.'
  StaticText 'This appointment now appears under Upcoming appointments on your home page. A text reminder will be sent the evening before.'
  [141] link 'Add to calendar'
  [142] link 'Get directions'
  [143] link 'Back to home'""")
    msgs = tree("Messages - PatientConnect", f"{CH}/messages", f"""{ch_chrome('Messages')}
[50] main ''
  [150] heading 'Messages'
  [151] button 'New message'
  [152] tablist ''
    [153] tab 'Inbox' selected=True
    [154] tab 'Sent' selected=False
  [155] table ''
    row ''
      columnheader 'From'
      columnheader 'Subject'
      columnheader 'Date'
    row 'unread'
      cell 'Alan Whitcomb, MD'
      [156] link 'Your lab results from 03/12'
      cell '03/18/2024'
    row ''
      cell 'Billing Office'
      [157] link 'Statement for visit on 02/07/2024'
      cell '02/21/2024'
    row ''
      cell 'Priya Natarajan, PA-C'
      [158] link 'Follow-up for your skin check'
      cell '02/09/2024'""")
    lab = tree("Your lab results from 03/12 - PatientConnect", f"{CH}/messages/88102", f"""{ch_chrome('Messages', unread=0)}
[50] main ''
  [160] heading 'Your lab results from 03/12'
  StaticText 'From: Alan Whitcomb, MD   Date: 03/18/2024 4:52 PM'
  StaticText 'Hi Marisol, your cholesterol panel and A1c are back. LDL is 118 mg/dL, slightly above the goal of 100; A1c is 5.4%, which is normal. We can talk about diet changes at your physical on March 26. Dr. Whitcomb'
  [161] link 'View results'
  [162] button 'Reply'
  [163] link 'Back to messages'""")
    turns = [
        ("click('75')", ch_schedule("Select a reason")),
        ("select_option('101', 'Sick visit / new problem')", ch_schedule("Sick visit / new problem")),
        ("click('105')", ch_schedule("Sick visit / new problem", slots=True)),
        ("click('123')", ch_review("")),
        (f"fill('131', '{CH_SYMPTOMS}')", ch_review(CH_SYMPTOMS)),
        ("click('133')", confirmed),
        ("click('143')", ch_home(CH_UPCOMING)),
        ("click('33')", msgs),
        ("click('156')", lab),
    ]
    rs.add(task=TASK, tid="h21-web-22", system=WEB_SYSTEM, turns=turns, state=st, bad=True, turn=7,
           kind="home page lists only the two old upcoming appointments; the Mar 20 3:15 PM visit confirmed (CH-558214) one turn earlier is missing")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
