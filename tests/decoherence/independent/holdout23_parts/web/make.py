# ruff: noqa: E501
"""holdout23, domain web: 22 hand-written BrowserGym trajectories for the frozen held-out set.

Each observation is the page's accessibility tree. Eleven trajectories carry exactly one world
contradiction; eleven are clean but full of legitimate changes. Half use mainstream sites (shop,
GitLab, forum, CMS admin, maps, mail), half less common ones (library, clinic, vendor portal, wiki,
ticketing, booking engine, tool library, CFP, container admin, permit portal, course registration).
Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"


def T(block: str) -> list[str]:
    """A flush-left block, two spaces per nesting level, as tab-indented tree lines."""
    out = []
    for raw in block.split("\n"):
        if not raw.strip():
            continue
        n = len(raw) - len(raw.lstrip(" "))
        out.append("\t" * (n // 2) + raw.strip(" "))
    return out


def page(title: str, block: str, url: str) -> str:
    return axtree(title, T(block), url)


def ind(block: str, levels: int) -> str:
    """Shift a flush-left block right by whole levels."""
    pad = "  " * levels
    return "\n".join(pad + ln if ln.strip() else ln for ln in block.split("\n"))


# ---------------------------------------------------------------------------------------------
# 01  One Stop Market (Magento storefront): k-cup pods and reusable filters into the cart
# ---------------------------------------------------------------------------------------------
SHOP = "http://onestopmarket.example"


def shop_banner(cart: int, query: str = "") -> str:
    badge = f"\n    [158] generic '{cart}'" if cart else ""
    val = f" value='{query}'," if query else ""
    dis = "" if query else ", disabled=True"
    return f"""[138] banner ''
  [141] list ''
    [142] listitem ''
      [143] link 'My Account'
    [144] listitem ''
      [145] link 'My Wish List'
    [146] listitem ''
      [147] link 'Sign Out'
    [148] listitem ''
      StaticText 'Welcome, Emma Lopez!'
  [149] link 'Skip to Content'
  [153] link 'store logo'
    [154] img 'one_stop_market_logo'
  [155] link 'My Cart'
    StaticText 'My Cart'{badge}
  [1757] combobox 'Search',{val} autocomplete='both', hasPopup='listbox', expanded=False
  [1760] button 'Search'{dis}
[1761] tablist ''
  [1763] tabpanel ''
    [1765] menu '', orientation='horizontal'
      [1767] menuitem 'Beauty & Personal Care', hasPopup='menu'
      [1803] menuitem 'Sports & Outdoors', hasPopup='menu'
      [1813] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
      [1827] menuitem 'Home & Kitchen', hasPopup='menu'
      [1864] menuitem 'Office Products', hasPopup='menu'
      [1872] menuitem 'Tools & Home Improvement', hasPopup='menu'
      [1877] menuitem 'Health & Household', hasPopup='menu'
      [1883] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
      [1888] menuitem 'Electronics', hasPopup='menu'
      [1949] menuitem 'Cell Phones & Accessories', hasPopup='menu'
      [1964] menuitem 'Video Games', hasPopup='menu'
      [1976] menuitem 'Grocery & Gourmet Food', hasPopup='menu'"""


SHOP_FOOT = """[2380] contentinfo ''
  [2383] textbox 'Sign Up for Our Newsletter:', required=False
  [2384] button 'Subscribe'
  [2386] link 'Privacy and Cookie Policy'
  [2387] link 'Search Terms'
  [2388] link 'Advanced Search'
  [2389] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"""

GM = "Green Mountain Coffee Roasters Breakfast Blend, Single-Serve Keurig K-Cup Pods, Light Roast Coffee, 72 Count"
PP = "Perfect Pod EZ-Cup 2.0 Reusable K-Cup Filters, Compatible with Keurig 1.0 and 2.0 Brewers, 4 Pack"


def shop_home(cart: int, query: str) -> str:
    body = f"""{shop_banner(cart, query)}
[1990] main ''
  heading 'One Stop Market'
  StaticText 'Product Showcases'
  [2001] list ''
    [2002] listitem ''
      [2003] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      generic '20%'
      [2006] link '1 Review'
      StaticText '$19.99'
      [2008] button 'Add to Cart'
    [2010] listitem ''
      [2011] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      generic '57%'
      [2014] link '12 Reviews'
      StaticText '$14.47'
      [2016] button 'Add to Cart'
    [2018] listitem ''
      [2019] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      generic '95%'
      [2022] link '4 Reviews'
      StaticText '$19.36'
      [2024] button 'Add to Cart'
    [2026] listitem ''
      [2027] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      StaticText 'Rating:'
      generic '63%'
      [2030] link '12 Reviews'
      StaticText '$23.50'
      [2032] button 'Add to Cart'
    [2034] listitem ''
      [2035] link 'So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub'
      StaticText 'Rating:'
      generic '78%'
      [2038] link '12 Reviews'
      StaticText '$15.62'
      [2040] button 'Add to Cart'
{SHOP_FOOT}"""
    return page("One Stop Market", body, f"{SHOP}/")


KCUPS = [
    (1534, GM, "87%", "14 Reviews", "$41.99", 1540),
    (1546, "Café Bustelo Espresso Style Dark Roast Coffee, Keurig K-Cup Pods, 24 Count (Pack of 4)", "91%", "6 Reviews", "$38.36", 1552),
    (1558, PP, "78%", "9 Reviews", "$14.95", 1564),
    (1570, "Starbucks Medium Roast K-Cup Coffee Pods, Pike Place Roast for Keurig Brewers, 1 box (32 pods)", "93%", "21 Reviews", "$22.75", 1576),
    (1582, "The Original Donut Shop Regular Keurig Single-Serve K-Cup Pods, Medium Roast Coffee, 32 Count", "88%", "11 Reviews", "$19.49", 1588),
    (1594, "Dunkin Original Blend Medium Roast Coffee, 60 Keurig K-Cup Pods", "84%", "17 Reviews", "$39.99", 1600),
    (1606, "Keurig K-Cup Pod Storage Drawer, Holds 36 Pods, Black", "70%", "3 Reviews", "$24.99", 1612),
    (1618, "McCafe Premium Roast Medium Roast K-Cup Coffee Pods, 84 Count", "90%", "8 Reviews", "$44.97", 1624),
]


def shop_results(cart: int, msg: str | None) -> str:
    items = ""
    for bid, name, rating, rev, price, btn in KCUPS:
        items += f"""    [{bid - 2}] listitem ''
      [{bid - 1}] link 'Image'
        img 'Image'
      [{bid}] link '{name}'
      StaticText 'Rating:'
      generic '{rating}'
      [{bid + 3}] link '{rev}'
      StaticText '{price}'
      [{btn}] button 'Add to Cart'
      [{btn + 1}] button 'Add to Wish List'
      [{btn + 2}] button 'Add to Compare'
"""
    alert = f"""  [1480] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = f"""{shop_banner(cart, 'k-cup pods')}
[1470] main ''
{alert}  heading "Search results for: 'k-cup pods'"
  StaticText 'Related search terms'
  [1485] link 'keurig'
  [1486] link 'coffee pods'
  [1490] link 'Products'
  StaticText 'Items 1-8 of 86'
  [1495] combobox 'Sort By', hasPopup='menu', expanded=False
    StaticText 'Relevance'
  [1498] link 'Set Descending Direction'
  [1520] list ''
{items}  [1640] list 'Pages'
    StaticText 'Page 1'
    [1643] link 'Page 2'
    [1644] link 'Page 3'
    [1645] link 'Page Next'
  [1650] combobox 'Show', hasPopup='menu', expanded=False
    StaticText '8'
  StaticText 'per page'
{SHOP_FOOT}"""
    return page("Search results for: 'k-cup pods'", body, f"{SHOP}/catalogsearch/result/?q=k-cup+pods")


def shop_pp(cart: int, qty: str, msg: str | None, edit: bool = False) -> str:
    alert = f"""  [1380] alert ''
    StaticText '{msg}'
""" if msg else ""
    btn = "[1421] button 'Update Cart'" if edit else "[1421] button 'Add to Cart'"
    url = f"{SHOP}/checkout/cart/configure/id/3117/product_id/48219/" if edit else f"{SHOP}/perfect-pod-ez-cup-2-0-reusable-k-cup-filters-4-pack.html"
    body = f"""{shop_banner(cart)}
[1390] main ''
{alert}  heading '{PP}'
  StaticText 'Rating:'
  generic '78%'
  [1410] link '9 Reviews'
  [1411] link 'Add Your Review'
  StaticText '$14.95'
  StaticText 'IN STOCK'
  StaticText 'SKU'
  StaticText 'B07DKGVZ3S'
  [1420] spinbutton 'Qty', value='{qty}'
  {btn}
  [1423] link 'Add to Wish List'
  [1424] link 'Add to Compare'
  [1425] link 'Email'
  [1430] tablist ''
    [1431] tab 'Details', selected=True
    [1432] tab 'Reviews (9)', selected=False
  [1433] tabpanel 'Details'
    StaticText 'Product Features'
    list ''
      listitem ''
        StaticText 'BPA-free plastic body with micro-mesh stainless steel filter, dishwasher safe (top rack)'
      listitem ''
        StaticText 'Fits Keurig 1.0 and 2.0 single cup brewers; not compatible with K-Duo or K-Supreme SMART'
      listitem ''
        StaticText 'Holds up to 12 grams of ground coffee per cup; lid snaps shut to prevent grounds in the cup'
      listitem ''
        StaticText 'Package contains 4 refillable pods and 1 scoop'
    StaticText 'Manufacturer: Perfect Pod; Item weight: 3.2 ounces; Date first available: March 7, 2018'
{SHOP_FOOT}"""
    return page(PP, body, url)


def shop_minicart(cart: int) -> str:
    body = f"""{shop_banner(cart)}
[2100] dialog '', modal=False
  [2101] button 'Close'
  StaticText '3'
  StaticText 'Items in Cart'
  StaticText 'Cart Subtotal :'
  StaticText '$71.89'
  [2108] button 'Proceed to Checkout'
  [2110] list ''
    [2111] listitem ''
      [2112] link '{PP}'
      StaticText '$14.95'
      [2115] spinbutton 'Qty:', value='2'
      [2117] link 'Edit item'
      [2118] link 'Remove item'
    [2120] listitem ''
      [2121] link '{GM}'
      StaticText '$41.99'
      [2124] spinbutton 'Qty:', value='1'
      [2126] link 'Edit item'
      [2127] link 'Remove item'
  [2130] link 'View and Edit Cart'
[1390] main ''
  [1380] alert ''
    StaticText 'You added {PP} to your shopping cart.'
  heading '{PP}'
  StaticText '$14.95'
  [1420] spinbutton 'Qty', value='2'
  [1421] button 'Add to Cart'"""
    return page(PP, body, f"{SHOP}/perfect-pod-ez-cup-2-0-reusable-k-cup-filters-4-pack.html")


def shop_cart(cart: int, pp_qty: int, sub: str, ship: str, total: str, msg: str | None) -> str:
    alert = f"""  [2990] alert ''
    StaticText '{msg}'
""" if msg else ""
    pp_row = f"{14.95 * pp_qty:.2f}"
    body = f"""{shop_banner(cart)}
[2980] main ''
{alert}  heading 'Shopping Cart'
  [3000] table 'Shopping Cart Items'
    [3001] row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
    [3010] row ''
      [3011] gridcell 'Image'
        img 'Image'
      [3012] link '{GM}'
      gridcell '$41.99'
      [3015] spinbutton 'Qty', value='1'
      gridcell '$41.99'
      [3017] link 'Move to Wish List'
      [3018] link 'Edit item parameters'
      [3019] link 'Remove item'
    [3020] row ''
      [3021] gridcell 'Image'
        img 'Image'
      [3022] link '{PP}'
      gridcell '$14.95'
      [3025] spinbutton 'Qty', value='{pp_qty}'
      gridcell '${pp_row}'
      [3027] link 'Move to Wish List'
      [3028] link 'Edit item parameters'
      [3029] link 'Remove item'
  [3030] link 'Continue Shopping'
  [3031] button 'Update Shopping Cart'
  [3040] complementary ''
    heading 'Summary'
    [3042] tab 'Estimate Shipping and Tax', expanded=False
    [3044] table ''
      row ''
        rowheader 'Subtotal'
        gridcell '{sub}'
      row ''
        rowheader 'Shipping (Flat Rate - Fixed)'
        gridcell '{ship}'
      row ''
        rowheader 'Order Total'
        gridcell '{total}'
    [3050] button 'Proceed to Checkout'
    [3051] link 'Check Out with Multiple Addresses'
  [3055] tab 'Apply Discount Code', expanded=False
{SHOP_FOOT}"""
    return page("Shopping Cart", body, f"{SHOP}/checkout/cart/")


def t01(rs: RowSet) -> None:
    turns = [
        ("fill('1757', 'k-cup pods')", shop_home(0, "k-cup pods")),
        ("press('1757', 'Enter')", shop_results(0, None)),
        ("click('1540')", shop_results(1, f"You added {GM} to your shopping cart.")),
        ("click('1558')", shop_pp(1, "1", None)),
        ("fill('1420', '2')", shop_pp(1, "2", None)),
        ("click('1421')", shop_pp(3, "2", f"You added {PP} to your shopping cart.")),
        ("click('155')", shop_minicart(3)),
        ("click('2130')", shop_cart(3, 2, "$71.98", "$15.00", "$86.89", None)),
        ("click('3028')", shop_pp(3, "2", None, edit=True)),
        ("fill('1420', '1')", shop_pp(3, "1", None, edit=True)),
        ("click('1421')", shop_cart(2, 1, "$56.94", "$10.00", "$66.94", f"{PP} was updated in your shopping cart.")),
    ]
    rs.add(task=TASK, tid="h23-web-01", system=WEB_SYSTEM, turns=turns, state=shop_home(0, ""),
           bad=True, turn=8, kind="cart page subtotal does not equal the sum of its item rows (and the minicart subtotal shown just before)")


# ---------------------------------------------------------------------------------------------
# 02  GitLab: file an issue with assignee and label, close a fixed one, review the list (clean)
# ---------------------------------------------------------------------------------------------
GL = "http://gitlab.example"


def gl_top(project: str, group: str, issues: int, mrs: int) -> str:
    return f"""[100] link 'Skip to content'
[102] banner ''
  [104] link 'Homepage'
  [106] button 'Search GitLab'
  [108] link 'Issues'
  [110] link 'Merge requests'
  [112] link 'To-Do List'
  [114] button 'Byte Blaze user’s menu', hasPopup='menu', expanded=False
    img 'Byte Blaze user’s menu'
[200] complementary 'Project navigation'
  [201] link '{project}'
  [202] link 'Project information'
  [203] link 'Repository'
  [204] link 'Issues {issues}'
  [205] link 'Merge requests {mrs}'
  [206] link 'CI/CD'
  [207] link 'Deployments'
  [208] link 'Packages and registries'
  [209] link 'Monitor'
  [210] link 'Analytics'
  [211] link 'Wiki'
  [212] link 'Settings'
  [213] button 'Collapse sidebar'
[220] navigation 'Breadcrumbs'
  [221] link '{group}'
  [222] link '{project}'"""


TM = "tilemap-server"
TM_URL = f"{GL}/kestrel-labs/tilemap-server"
ISSUES = {  # id: (title, created, author, labels, assignee, updated, comments, milestone)
    51: ("Vector tiles return 500 when zoom > 18", "2 hours ago", "Lorena Diaz", ["bug"], "", "1 hour ago", 2, ""),
    50: ("Add Prometheus metric for cache hit ratio", "1 day ago", "Akira Sato", ["enhancement"], "", "1 day ago", 0, "v0.9"),
    49: ("Docs: document TILE_CACHE_DIR env var", "3 days ago", "Wen Li", ["documentation"], "Wen Li", "2 days ago", 1, ""),
    48: ("Retina (@2x) tiles are served blurry for raster layers", "4 days ago", "Dario Conti", ["bug"], "", "2 hours ago", 5, ""),
    47: ("Cache size limit ignored after config reload", "6 days ago", "Akira Sato", ["bug"], "Byte Blaze", "20 hours ago", 3, "v0.9"),
    45: ("Support MBTiles v1.3 metadata json field", "2 weeks ago", "Lorena Diaz", ["enhancement"], "", "1 week ago", 2, ""),
    44: ("Dockerfile pins gdal 3.4, bump to 3.8", "2 weeks ago", "Byte Blaze", ["maintenance"], "Byte Blaze", "5 days ago", 4, "v0.9"),
    41: ("Flaky test: test_concurrent_seed_range", "3 weeks ago", "Wen Li", ["ci", "flaky"], "", "3 days ago", 7, ""),
    39: ("Health endpoint should report cache backend status", "1 month ago", "Dario Conti", ["enhancement"], "", "3 weeks ago", 1, ""),
    36: ("Tile requests with trailing slash return 404", "1 month ago", "Samir Haddad", ["bug"], "", "2 weeks ago", 3, ""),
    33: ("Allow per-layer max zoom in config", "1 month ago", "Akira Sato", ["enhancement"], "", "1 month ago", 0, ""),
    29: ("WMTS GetCapabilities missing TileMatrixSetLimits", "2 months ago", "Samir Haddad", ["bug"], "", "1 month ago", 2, ""),
    24: ("Investigate moving seeding to a job queue", "3 months ago", "Byte Blaze", ["discussion"], "", "2 months ago", 9, ""),
    18: ("Windows build fails: path separator in cache key", "4 months ago", "Wen Li", ["bug", "platform:windows"], "", "3 days ago", 6, ""),
}
NEW52 = ("Seeding CLI ignores --bbox when --layer is given", "3 minutes ago", "Byte Blaze", ["bug"], "Byte Blaze", "3 minutes ago", 0, "")


def gl_issue_rows(order: list[int], extra: dict[int, tuple]) -> str:
    out = ""
    data = {**ISSUES, **extra}
    for n, iid in enumerate(order):
        title, created, author, labels, assignee, updated, comments, ms = data[iid]
        b = 600 + n * 12
        lab = "".join(f"\n    [{b + 4 + k}] link '{lb}'" for k, lb in enumerate(labels))
        ms_line = f"\n    [{b + 3}] link 'Milestone {ms}'" if ms else ""
        asg = f"\n    [{b + 8}] link 'Assigned to {assignee}'" if assignee else ""
        cm = f"\n    [{b + 9}] link '{comments}'" if comments else ""
        out += f"""  [{b}] listitem ''
    [{b + 1}] link '{title}'
    StaticText '#{iid} · created {created} by'
    [{b + 2}] link '{author}'{ms_line}{lab}{asg}{cm}
    StaticText 'updated {updated}'
"""
    return out


def gl_issue_list(order: list[int], extra: dict[int, tuple], counts: tuple[int, int, int], sort: str, nav: int) -> str:
    o, c, a = counts
    body = f"""{gl_top(TM, 'Kestrel Labs', nav, 3)}
  [223] link 'Issues'
[300] main ''
  [301] tablist ''
    [302] tab 'Open {o}', selected=True
    [303] tab 'Closed {c}', selected=False
    [304] tab 'All {a}', selected=False
  [306] link 'Subscribe to RSS feed'
  [307] button 'Bulk edit'
  [308] link 'New issue'
  [310] searchbox 'Search or filter results...'
  [312] button '{sort}', hasPopup='menu', expanded=False
  [313] button 'Sort direction: Descending'
  [320] list ''
{gl_issue_rows(order, extra)}"""
    s = "created_date" if sort == "Created date" else "updated_desc"
    return page(f"Issues · Kestrel Labs / {TM} · GitLab", body, f"{TM_URL}/-/issues/?sort={s}&state=opened")


def gl_new_issue(title: str, desc: str, assignee: str, labels_open: bool, bug: bool) -> str:
    tv = f" value='{title}'," if title else ""
    dv = f" value='{desc}'," if desc else ""
    asg = "[330] button 'Byte Blaze'" if assignee else "[330] button 'Unassigned'\n  [331] link 'Assign to me'"
    lab_btn = "bug" if bug else "Labels"
    dd = ""
    if labels_open:
        dd = f"""
  [350] listbox 'Select labels', multiselectable=True
    [351] searchbox 'Search'
    [352] option 'bug', selected={bug}
    [353] option 'ci', selected=False
    [354] option 'discussion', selected=False
    [355] option 'documentation', selected=False
    [356] option 'enhancement', selected=False
    [357] option 'flaky', selected=False
    [358] option 'maintenance', selected=False
    [359] option 'platform:windows', selected=False
    [360] link 'Create project label'
    [361] link 'Manage project labels'"""
    body = f"""{gl_top(TM, 'Kestrel Labs', 14, 3)}
  [223] link 'Issues'
  [224] link 'New'
[300] main ''
  heading 'New Issue'
  StaticText 'Title (required)'
  [310] textbox 'Title (required)',{tv} required=True
  StaticText 'Type'
  [312] button 'Issue', hasPopup='listbox'
  StaticText 'Description'
  [314] button 'Choose a template', hasPopup='listbox'
  [316] tablist ''
    [317] tab 'Write', selected=True
    [318] tab 'Preview', selected=False
  [320] textbox 'Description',{dv} multiline=True
  StaticText 'Supports Markdown. For quick actions, type /.'
  [322] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked=False
  StaticText 'Assignee'
  {asg}
  StaticText 'Milestone'
  [333] button 'Milestone', hasPopup='listbox'
  StaticText 'Labels'
  [335] button '{lab_btn}', hasPopup='listbox', expanded={labels_open}{dd}
  StaticText 'Due date'
  [337] textbox 'Select due date'
  [340] button 'Create issue'
  [341] link 'Cancel'"""
    return page(f"New Issue · Kestrel Labs / {TM} · GitLab", body, f"{TM_URL}/-/issues/new")


DESC52 = ("Running `tilemap-server seed --layer osm-bright --bbox -80.10,40.30,-79.80,40.60 --zoom 10-14` "
          "queues tiles for the whole layer extent instead of the bbox. Without --layer the bbox is honoured. "
          "Seen on 0.8.3 (docker image kestrel/tilemap-server:0.8.3). Expected about 2,613 tiles; got 1,398,101 queued.")


def gl_issue52() -> str:
    body = f"""{gl_top(TM, 'Kestrel Labs', 15, 3)}
  [223] link 'Issues'
  [224] link '#52'
[300] main ''
  StaticText 'Open'
  StaticText 'Issue created just now by'
  [305] link 'Byte Blaze'
  [307] button 'Edit title and description'
  [308] button 'Close issue'
  heading '{NEW52[0]}'
  StaticText 'Running'
  code 'tilemap-server seed --layer osm-bright --bbox -80.10,40.30,-79.80,40.60 --zoom 10-14'
  StaticText 'queues tiles for the whole layer extent instead of the bbox. Without --layer the bbox is honoured. Seen on 0.8.3 (docker image kestrel/tilemap-server:0.8.3). Expected about 2,613 tiles; got 1,398,101 queued.'
  [330] button 'Add a to do'
  [332] button 'Thumbs up', pressed=False
  [333] button 'Thumbs down', pressed=False
  [336] button 'Create merge request'
  heading 'Activity'
  [340] list ''
    [341] listitem ''
      [342] link 'Byte Blaze'
      StaticText 'assigned to @byteblaze just now'
    [343] listitem ''
      [344] link 'Byte Blaze'
      StaticText 'added'
      [345] link 'bug'
      StaticText 'label just now'
  [360] textbox 'Comment', multiline=True
  [362] button 'Comment'
[400] complementary 'issue sidebar'
  StaticText '0 Tasks'
  StaticText 'Assignee'
  [402] button 'Edit'
  [403] link 'Byte Blaze'
  StaticText '@byteblaze'
  StaticText 'Labels'
  [410] button 'Edit'
  [411] link 'bug'
  StaticText 'Milestone'
  [414] button 'Edit'
  StaticText 'None'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '1 participant'
  [430] switch 'Notifications', checked=True
  StaticText 'Reference: kestrel-labs/tilemap-server#52'
  [432] button 'Copy reference'"""
    return page(f"{NEW52[0]} (#52) · Issues · Kestrel Labs / {TM} · GitLab", body, f"{TM_URL}/-/issues/52")


def gl_issue47(closed: bool) -> str:
    state = "Closed" if closed else "Open"
    btn = "[308] button 'Reopen issue'" if closed else "[308] button 'Close issue'"
    nav = 14 if closed else 15
    extra = """
    [358] listitem ''
      [359] link 'Byte Blaze'
      StaticText 'closed just now'""" if closed else ""
    body = f"""{gl_top(TM, 'Kestrel Labs', nav, 3)}
  [223] link 'Issues'
  [224] link '#47'
[300] main ''
  StaticText '{state}'
  StaticText 'Issue created 6 days ago by'
  [305] link 'Akira Sato'
  [307] button 'Edit title and description'
  {btn}
  heading 'Cache size limit ignored after config reload'
  StaticText 'After editing config.yml and sending SIGHUP, the new cache.max_size_mb value is logged but the LRU evictor keeps using the old limit until a full restart. Steps: start with max_size_mb: 512, change to 128, kill -HUP the server, seed a few thousand tiles. The cache directory grows to ~510 MB.'
  [330] button 'Add a to do'
  [332] button 'Thumbs up 2', pressed=False
  [333] button 'Thumbs down', pressed=False
  heading 'Linked items 0'
  heading 'Activity'
  [340] list ''
    [341] listitem ''
      [342] link 'Akira Sato'
      StaticText 'added'
      [343] link 'bug'
      StaticText 'label 6 days ago'
    [344] listitem ''
      [345] link 'Akira Sato'
      StaticText 'changed milestone to'
      [346] link '%v0.9'
      StaticText '6 days ago'
    [347] listitem ''
      [348] link 'Byte Blaze'
      StaticText 'assigned to @byteblaze 5 days ago'
    [349] article ''
      [350] link 'Byte Blaze'
      StaticText '@byteblaze · 5 days ago'
      StaticText 'Reproduced on 0.8.2. The evictor captures max_size at construction time and the reload handler only swaps the config object.'
    [351] listitem ''
      [352] link 'Byte Blaze'
      StaticText 'mentioned in merge request'
      [353] link '!31'
      StaticText '2 days ago'
    [354] article ''
      [355] link 'Lorena Diaz'
      StaticText '@ldiaz · 1 day ago'
      StaticText '!31 was merged yesterday and 0.8.3 includes it. Can we close this?'
    [356] article ''
      [357] link 'Akira Sato'
      StaticText '@asato · 20 hours ago'
      StaticText 'Confirmed fixed on 0.8.3: after HUP with 128 the cache settles at 127 MB.'{extra}
  [360] textbox 'Comment', multiline=True
  [362] button 'Comment'
  [363] button '{"Reopen issue" if closed else "Close issue"}'
[400] complementary 'issue sidebar'
  StaticText 'Assignee'
  [402] button 'Edit'
  [403] link 'Byte Blaze'
  StaticText 'Labels'
  [410] button 'Edit'
  [411] link 'bug'
  StaticText 'Milestone'
  [414] button 'Edit'
  [415] link 'v0.9'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText '3 participants'
  [430] switch 'Notifications', checked=True
  StaticText 'Reference: kestrel-labs/tilemap-server#47'"""
    return page(f"Cache size limit ignored after config reload (#47) · Issues · Kestrel Labs / {TM} · GitLab", body, f"{TM_URL}/-/issues/47")


def t02(rs: RowSet) -> None:
    created = [51, 50, 49, 48, 47, 45, 44, 41, 39, 36, 33, 29, 24, 18]
    updated = [52, 51, 48, 50, 49, 41, 18, 44, 45, 36, 39, 33, 29, 24]
    title = NEW52[0]
    turns = [
        ("click('308')", gl_new_issue("", "", "", False, False)),
        (f"fill('310', '{title}')", gl_new_issue(title, "", "", False, False)),
        (f"fill('320', '{DESC52}')", gl_new_issue(title, DESC52, "", False, False)),
        ("click('331')", gl_new_issue(title, DESC52, "me", False, False)),
        ("click('335')", gl_new_issue(title, DESC52, "me", True, False)),
        ("click('352')", gl_new_issue(title, DESC52, "me", True, True)),
        ("click('340')", gl_issue52()),
        (f"goto('{TM_URL}/-/issues/47')", gl_issue47(False)),
        ("click('308')", gl_issue47(True)),
        (f"goto('{TM_URL}/-/issues/?sort=updated_desc&state=opened')", gl_issue_list(updated, {52: NEW52}, (14, 38, 52), "Updated date", 14)),
    ]
    rs.add(task=TASK, tid="h23-web-02", system=WEB_SYSTEM, turns=turns,
           state=gl_issue_list(created, {}, (14, 37, 51), "Created date", 14), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 03  Postmill forum: ask a question in f/Cooking, add a follow-up comment, browse and upvote
# ---------------------------------------------------------------------------------------------
PM = "http://forum.example"
PM_USER = "MarvelsGrantMan136"


def pm_nav() -> str:
    return f"""[10] link 'Jump to main content'
[11] link 'Jump to sidebar'
[12] navigation ''
  [13] link 'Home'
    StaticText 'Postmill'
  [15] list ''
    [16] listitem ''
      [17] link 'Forums'
    [18] listitem ''
      [19] link 'Wiki'
  [20] searchbox 'Search query'
  [22] list ''
    [23] listitem ''
      [24] link 'Submit'
    [25] listitem ''
      [26] link 'Notifications (0)'
    [27] listitem ''
      [28] button '{PM_USER}', hasPopup='menu', expanded=False"""


PM_SIDE = """[900] complementary ''
  [901] heading 'Cooking'
  StaticText 'A place for home cooks to share recipes, techniques and questions. Be kind; no low-effort memes.'
  [903] button 'Unsubscribe'
  StaticText '12,094 subscribers'
  StaticText 'Created'
  time 'June 2, 2020 at 3:11:47 PM EDT'
    StaticText '3 years ago'
  [906] heading 'Moderators'
  [907] link 'ovenmitt_olga'
  [908] link 'brisket_ben'
  [909] link 'Moderation log'"""

COOK = [  # title, author, absolute, relative, points, comments
    ("What is your go-to weeknight braise?", "sourdough_sam", "March 14, 2024 at 7:21:10 AM EDT", "3 hours ago", 48, 4),
    ("PSA: check your oven thermometer, mine was off by 35°F", "ovenmitt_olga", "March 14, 2024 at 5:22:44 AM EDT", "5 hours ago", 112, 23),
    ("Made my first laminated dough (pics)", "crumbshot", "March 14, 2024 at 1:20:05 AM EDT", "9 hours ago", 207, 31),
    ("Why does my rice always stick to the pot?", "jhn_bakes", "March 14, 2024 at 8:29:37 AM EDT", "2 hours ago", 9, 14),
    ("Budget knife recommendation under $60?", "tamarind_t", "March 13, 2024 at 11:03:58 PM EDT", "11 hours ago", 36, 40),
    ("Cast iron seasoning flaking off in sheets", "ferrous_fran", "March 13, 2024 at 9:15:31 AM EDT", "1 day ago", 21, 17),
    ("Leftover buttermilk ideas", "dairyqueen_not", "March 14, 2024 at 4:17:22 AM EDT", "6 hours ago", 15, 12),
    ("Weekly thread: what did you cook this week?", "AutoModerator", "March 12, 2024 at 6:00:00 AM EDT", "2 days ago", 58, 96),
]
CI_TITLE = "Cast iron skillet rusted after one dishwasher run, salvageable?"
CI_BODY = ("My partner put our Lodge 10.25 inch skillet through the dishwasher. It now has orange rust over the whole "
           "cooking surface and some black flakes near the rim. Is it worth scrubbing down with steel wool and re-seasoning "
           "in the oven, or is the pan done? No cracks or warping that I can see.")


def pm_listing(items: list[tuple]) -> str:
    arts = ""
    for n, (title, author, ab, rel, pts, com) in enumerate(items):
        b = 500 + n * 10
        cm = f"{com} comments" if com != 1 else "1 comment"
        up = "Retract upvote" if author == PM_USER else "Upvote"
        arts += f"""  [{b}] article ''
    [{b + 1}] link '{title}'
    StaticText 'Submitted by'
    [{b + 2}] link '{author}'
    [{b + 3}] time '{ab}'
      StaticText '{rel}'
    StaticText 'in'
    [{b + 4}] link 'Cooking'
    [{b + 5}] link '{cm}'
    [{b + 6}] button '{up}'
    StaticText '{pts}'
    [{b + 7}] button 'Downvote'
"""
    body = f"""{pm_nav()}
[400] main ''
  [401] heading 'Cooking'
  [402] link 'Hot'
  [403] link 'New'
  [404] link 'Active'
  [405] link 'Top'
  [406] link 'Controversial'
  [407] link 'Most commented'
{arts}  [890] link 'More'
{PM_SIDE}"""
    return page("Cooking", body, f"{PM}/f/Cooking")


def pm_submit(title: str, body_txt: str) -> str:
    tv = f" value='{title}'," if title else ""
    bv = f" value='{body_txt}'," if body_txt else ""
    body = f"""{pm_nav()}
[400] main ''
  [401] heading 'Create submission'
  StaticText 'URL'
  [601] textbox 'URL', required=False
  StaticText 'Title'
  [603] textbox 'Title',{tv} required=True
  StaticText 'Body'
  [605] textbox 'Body',{bv} multiline=True, required=False
  StaticText 'Markdown allowed.'
  [606] link 'Formatting help'
  StaticText 'Forum'
  [607] combobox 'Forum', hasPopup='listbox', expanded=False
    StaticText 'Cooking'
  [609] button 'Create submission'"""
    return page("Create submission", body, f"{PM}/submit/Cooking")


def pm_cast_iron(rel: str, comment_box: str, comment: tuple | None) -> str:
    ncom = "1 comment" if comment else "No comments"
    if comment:
        ab, crel, text = comment
        comments = f"""  [730] article ''
    [731] link '{PM_USER}'
    StaticText 'wrote'
    [732] time '{ab}'
      StaticText '{crel}'
    StaticText '{text}'
    [733] link 'Permalink'
    [734] button 'Reply'
    [735] link 'Edit'
    [736] button 'Delete'
    [737] button 'Retract upvote'
    StaticText '1'
    [738] button 'Downvote'"""
    else:
        comments = "  StaticText 'There are no comments yet.'"
    cv = f" value='{comment_box}'," if comment_box else ""
    body = f"""{pm_nav()}
[400] main ''
  [401] article ''
    [402] heading '{CI_TITLE}'
    StaticText '{CI_BODY}'
    StaticText 'Submitted by'
    [405] link '{PM_USER}'
    [406] time 'March 14, 2024 at 10:42:17 AM EDT'
      StaticText '{rel}'
    StaticText 'in'
    [407] link 'Cooking'
    [408] link '{ncom}'
    [409] link 'Edit'
    [410] button 'Delete'
    [411] button 'Retract upvote'
    StaticText '1'
    [412] button 'Downvote'
  [415] heading 'Comments'
  [420] textbox 'Comment',{cv} multiline=True, required=False
  [421] link 'Formatting help'
  [422] button 'Post'
{comments}
{PM_SIDE}"""
    return page(CI_TITLE, body, f"{PM}/f/Cooking/61204/cast-iron-skillet-rusted-after-one-dishwasher-run-salvageable")


def pm_braise(c1_points: int, c1_voted: bool) -> str:
    up1 = "Retract upvote" if c1_voted else "Upvote"
    body = f"""{pm_nav()}
[400] main ''
  [401] article ''
    [402] heading 'What is your go-to weeknight braise?'
    StaticText 'Trying to get out of the pasta rut. Looking for something that goes in the oven by 6:30 and is on the table by 8 with not much babysitting.'
    StaticText 'Submitted by'
    [405] link 'sourdough_sam'
    [406] time 'March 14, 2024 at 7:21:10 AM EDT'
      StaticText '3 hours ago'
    StaticText 'in'
    [407] link 'Cooking'
    [408] link '4 comments'
    [411] button 'Upvote'
    StaticText '48'
    [412] button 'Downvote'
  [415] heading 'Comments'
  [420] textbox 'Comment', multiline=True, required=False
  [422] button 'Post'
  [440] article ''
    [441] link 'slowcooker_sue'
    StaticText 'wrote'
    [442] time 'March 14, 2024 at 7:55:40 AM EDT'
      StaticText '2 hours ago'
    StaticText 'Chicken thighs, skin on, seared hard, then white wine, leeks and a big spoon of grainy mustard. 45 minutes at 350F with the lid off for the last 15.'
    [443] link 'Permalink'
    [444] button 'Reply'
    [446] button '{up1}'
    StaticText '{c1_points}'
    [447] button 'Downvote'
    [450] article ''
      [451] link 'sourdough_sam'
      StaticText 'wrote'
      [452] time 'March 14, 2024 at 8:10:02 AM EDT'
        StaticText '2 hours ago'
      StaticText 'Ooh, mustard. Do you deglaze with the wine right after searing or add it later?'
      [453] link 'Permalink'
      [454] button 'Reply'
      [456] button 'Upvote'
      StaticText '2'
      [457] button 'Downvote'
  [460] article ''
    [461] link 'brisket_ben'
    StaticText 'wrote'
    [462] time 'March 14, 2024 at 8:41:19 AM EDT'
      StaticText '2 hours ago'
    StaticText 'Short ribs in gochujang and a bottle of lager, 2.5 hours at 300F. Not quite weeknight unless you start it at lunch.'
    [463] link 'Permalink'
    [464] button 'Reply'
    [466] button 'Upvote'
    StaticText '5'
    [467] button 'Downvote'
  [470] article ''
    [471] link 'lentil_lou'
    StaticText 'wrote'
    [472] time 'March 14, 2024 at 9:58:07 AM EDT'
      StaticText '48 minutes ago'
    StaticText 'Red lentil dal is technically a braise if you squint.'
    [473] link 'Permalink'
    [474] button 'Reply'
    [476] button 'Upvote'
    StaticText '3'
    [477] button 'Downvote'
{PM_SIDE}"""
    return page("What is your go-to weeknight braise?", body, f"{PM}/f/Cooking/61177/what-is-your-go-to-weeknight-braise")


def t03(rs: RowSet) -> None:
    note = "Update: no cracks, the rust wipes off orange on a paper towel. I have Bar Keepers Friend and a cheap steel wool pad on hand."
    mine = (CI_TITLE, PM_USER, "March 14, 2024 at 10:42:17 AM EDT", "3 minutes ago", 1, 1)
    later = [COOK[0], mine] + COOK[1:]
    turns = [
        ("click('24')", pm_submit("", "")),
        (f"fill('603', '{CI_TITLE}')", pm_submit(CI_TITLE, "")),
        (f"fill('605', '{CI_BODY}')", pm_submit(CI_TITLE, CI_BODY)),
        ("click('609')", pm_cast_iron("1 second ago", "", None)),
        (f"fill('420', '{note}')", pm_cast_iron("1 minute ago", note, None)),
        ("click('422')", pm_cast_iron("1 minute ago", "", ("March 14, 2024 at 10:36:52 AM EDT", "1 second ago", note))),
        ("click('407')", pm_listing(later)),
        ("click('501')", pm_braise(7, False)),
        ("click('446')", pm_braise(8, True)),
    ]
    rs.add(task=TASK, tid="h23-web-03", system=WEB_SYSTEM, turns=turns, state=pm_listing(COOK),
           bad=True, turn=6, kind="new comment is stamped earlier than the submission it was posted on")


# ---------------------------------------------------------------------------------------------
# 04  Magento admin: reprice and restock a yoga strap, check the product grid (clean)
# ---------------------------------------------------------------------------------------------
MA = "http://shopadmin.example/admin"


def ma_shell(heading: str, main: str) -> str:
    return f"""[100] navigation ''
  [101] link 'Magento Admin Panel'
    img 'Magento Admin Panel'
  [102] link 'DASHBOARD'
  [103] link 'SALES'
  [104] link 'CATALOG'
  [105] link 'CUSTOMERS'
  [106] link 'MARKETING'
  [107] link 'CONTENT'
  [108] link 'REPORTS'
  [109] link 'STORES'
  [110] link 'SYSTEM'
  [111] link 'FIND PARTNERS & EXTENSIONS'
[120] banner ''
  [121] heading '{heading}'
  [122] link 'admin'
  [124] link 'Notifications 4'
  [126] textbox 'Global search'
[130] main ''
{main}"""


LUMA_FIRST = [
    (1, "Joust Duffle Bag", "24-MB01", "$34.00", "100.0000", 100),
    (2, "Strive Shoulder Pack", "24-MB04", "$32.00", "100.0000", 100),
    (3, "Crown Summit Backpack", "24-MB03", "$38.00", "100.0000", 97),
    (4, "Wayfarer Messenger Bag", "24-MB05", "$45.00", "100.0000", 100),
    (5, "Rival Field Messenger", "24-MB06", "$45.00", "100.0000", 99),
    (6, "Fusion Backpack", "24-MB02", "$59.00", "100.0000", 100),
    (7, "Impulse Duffle", "24-UB02", "$74.00", "100.0000", 100),
    (8, "Voyage Yoga Bag", "24-WB01", "$32.00", "100.0000", 100),
    (9, "Compete Track Tote", "24-WB02", "$32.00", "100.0000", 100),
    (10, "Savvy Shoulder Tote", "24-WB05", "$32.00", "100.0000", 100),
    (11, "Endeavor Daytrip Backpack", "24-WB06", "$33.00", "100.0000", 100),
    (12, "Driven Backpack", "24-WB03", "$36.00", "100.0000", 100),
    (13, "Overnight Duffle", "24-WB07", "$45.00", "100.0000", 100),
    (14, "Push It Messenger Bag", "24-WB04", "$45.00", "100.0000", 100),
    (15, "Affirm Water Bottle", "24-UG06", "$7.00", "100.0000", 100),
    (16, "Dual Handle Cardio Ball", "24-UG07", "$12.00", "100.0000", 100),
    (17, "Pursuit Lumaflex™ Tone Band", "24-UG02", "$16.00", "100.0000", 100),
    (18, "Quest Lumaflex™ Band", "24-UG01", "$19.00", "100.0000", 100),
    (19, "Harmony Lumaflex™ Strength Band Kit", "24-UG03", "$22.00", "100.0000", 100),
    (20, "Zing Jump Rope", "24-UG04", "$12.00", "100.0000", 100),
]


def sprite_rows(strap_price: str, strap_qty: str, strap_sal: int) -> list[tuple]:
    return [
        (21, "Sprite Foam Yoga Brick", "24-WG084", "$5.00", "100.0000", 100),
        (22, "Sprite Foam Roller", "24-WG088", "$19.00", "100.0000", 100),
        (23, "Sprite Yoga Strap 6 foot", "24-WG085", strap_price, strap_qty, strap_sal),
        (24, "Sprite Yoga Strap 8 foot", "24-WG086", "$17.00", "100.0000", 100),
        (25, "Sprite Yoga Strap 10 foot", "24-WG087", "$21.00", "100.0000", 100),
        (26, "Sprite Stasis Ball 55 cm", "24-WG081-blue", "$23.00", "100.0000", 100),
        (27, "Sprite Stasis Ball 65 cm", "24-WG082-blue", "$27.00", "100.0000", 99),
        (28, "Sprite Stasis Ball 75 cm", "24-WG083-blue", "$32.00", "100.0000", 100),
        (29, "Sprite Yoga Companion Kit", "24-WG080", "", "", None),
    ]


def ma_grid(rows: list[tuple], keyword: str, typed: str, found: str, pages: int, sort: str) -> str:
    out = ""
    for n, (pid, name, sku, price, qty, sal) in enumerate(rows):
        b = 300 + n * 10
        typ = "Bundle Product" if pid == 29 else "Simple Product"
        salable = f"Default Stock: {sal}" if sal is not None else ""
        out += f"""    [{b}] row ''
      [{b + 1}] checkbox '', checked=False
      gridcell '{pid}'
      gridcell '{name}'
      gridcell '{typ}'
      gridcell '{sku}'
      gridcell '{price}'
      gridcell '{qty}'
      gridcell '{salable}'
      gridcell 'Catalog, Search'
      gridcell 'Enabled'
      [{b + 9}] link 'Edit'
"""
    tv = f" value='{typed}'," if typed else ""
    active = f"""  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [217] button 'Remove'
  [218] button 'Clear all'
""" if keyword else ""
    price_hdr = "Price, sorted ascending" if sort == "price" else "Price"
    id_hdr = "ID, sorted ascending" if sort == "id" else "ID"
    main = f"""  [200] button 'Add Product'
  [201] button 'Add product of type', hasPopup='menu'
  [210] textbox 'Search by keyword',{tv} required=False
  [211] button 'Search'
  [212] button 'Filters'
  [213] button 'Default View'
  [214] button 'Columns'
  [215] button 'Export'
{active}  [220] combobox 'Actions', hasPopup='menu'
  StaticText '{found} records found'
  [222] combobox 'per page', hasPopup='menu'
    StaticText '20'
  [224] button 'Previous Page', disabled=True
  [225] spinbutton 'page', value='1'
  StaticText 'of {pages}'
  [227] button 'Next Page'{", disabled=True" if pages == 1 else ""}
  [230] table ''
    [231] row ''
      [232] columnheader 'Select All'
      [233] columnheader '{id_hdr}'
      [234] columnheader 'Name'
      [235] columnheader 'Type'
      [236] columnheader 'SKU'
      [238] columnheader '{price_hdr}'
      [239] columnheader 'Quantity'
      [240] columnheader 'Salable Quantity'
      [241] columnheader 'Visibility'
      [242] columnheader 'Status'
      [243] columnheader 'Action'
{out}"""
    return page("Products / Inventory / Catalog / Magento Admin", ma_shell("Products", main), f"{MA}/catalog/product/")


def ma_edit(price: str, qty: str, sal: int, saved: bool) -> str:
    alert = """  [150] alert ''
    StaticText 'You saved the product.'
""" if saved else ""
    main = f"""{alert}  [140] button 'Back'
  [141] button 'Add Attribute'
  [142] button 'Customer View'
  [143] button 'Save'
  [144] button 'Save options', hasPopup='menu'
  StaticText 'Store View:'
  [146] button 'All Store Views', hasPopup='menu'
  [400] switch 'Enable Product', checked=True
  StaticText 'Attribute Set'
  [402] combobox 'Attribute Set', hasPopup='listbox'
    StaticText 'Gear'
  [404] textbox 'Product Name', value='Sprite Yoga Strap 6 foot', required=True
  [406] textbox 'SKU', value='24-WG085', required=True
  [408] textbox 'Price', value='{price}', required=True
  StaticText '$'
  [409] button 'Advanced Pricing'
  [410] combobox 'Tax Class', hasPopup='listbox'
    StaticText 'Taxable Goods'
  [412] textbox 'Quantity', value='{qty}'
  [413] button 'Advanced Inventory'
  StaticText 'Salable Quantity'
  StaticText 'Default Stock: {sal}'
  [415] combobox 'Stock Status', hasPopup='listbox'
    StaticText 'In Stock'
  [417] textbox 'Weight', value='0.4'
  [418] combobox 'Product has weight', hasPopup='listbox'
  [419] combobox 'Visibility', hasPopup='listbox'
    StaticText 'Catalog, Search'
  [421] checkbox 'Set Product as New From', checked=False
  [423] combobox 'Country of Manufacture', hasPopup='listbox'
  [425] combobox 'Activity', hasPopup='listbox'
    StaticText 'Yoga, Recreation'
  [427] combobox 'Material', hasPopup='listbox'
    StaticText 'Cotton, Nylon'
  [430] button 'Content'
  [431] button 'Configurations'
  [432] button 'Images And Videos'
  [433] button 'Search Engine Optimization'
  [434] button 'Related Products, Up-Sells, and Cross-Sells'
  [435] button 'Customizable Options'
  [436] button 'Product in Websites'
  [437] button 'Design'
  [438] button 'Gift Options'"""
    return page("Sprite Yoga Strap 6 foot / Products / Inventory / Catalog / Magento Admin",
                ma_shell("Sprite Yoga Strap 6 foot", main), f"{MA}/catalog/product/edit/id/23/")


def ma_dashboard() -> str:
    main = """  [140] button 'Reload Data'
  StaticText 'Lifetime Sales'
  StaticText '$21,308.55'
  StaticText 'Average Order'
  StaticText '$142.06'
  [150] tablist ''
    [151] tab 'Orders', selected=True
    [152] tab 'Amounts', selected=False
  StaticText 'Last Orders'
  [160] table ''
    row ''
      columnheader 'Customer'
      columnheader 'Items'
      columnheader 'Total'
    row ''
      gridcell 'Veronica Costello'
      gridcell '3'
      gridcell '$117.00'
    row ''
      gridcell 'Jane Doe'
      gridcell '1'
      gridcell '$19.00'
    row ''
      gridcell 'Roni Cost'
      gridcell '2'
      gridcell '$61.00'
    row ''
      gridcell 'Adam Garcia'
      gridcell '1'
      gridcell '$45.00'
    row ''
      gridcell 'Lily Potter'
      gridcell '4'
      gridcell '$203.50'
  StaticText 'Last Search Terms'
  [170] table ''
    row ''
      columnheader 'Search Term'
      columnheader 'Results'
      columnheader 'Uses'
    row ''
      gridcell 'yoga strap'
      gridcell '3'
      gridcell '12'
    row ''
      gridcell 'stasis ball'
      gridcell '3'
      gridcell '7'
    row ''
      gridcell 'duffle'
      gridcell '3'
      gridcell '5'
  [180] tablist ''
    [181] tab 'Bestsellers', selected=True
    [182] tab 'Most Viewed Products', selected=False
    [183] tab 'New Customers', selected=False
    [184] tab 'Customers', selected=False"""
    return page("Dashboard / Magento Admin", ma_shell("Dashboard", main), f"{MA}/admin/dashboard/")


def t04(rs: RowSet) -> None:
    before = sprite_rows("$14.00", "100.0000", 98)
    after = sprite_rows("$15.50", "140.0000", 138)
    by_price = sorted(after, key=lambda r: -1.0 if not r[3] else float(r[3][1:]))
    turns = [
        (f"goto('{MA}/catalog/product/')", ma_grid(LUMA_FIRST, "", "", "2040", 102, "id")),
        ("fill('210', 'sprite')", ma_grid(LUMA_FIRST, "", "sprite", "2040", 102, "id")),
        ("press('210', 'Enter')", ma_grid(before, "sprite", "sprite", "9", 1, "id")),
        ("click('329')", ma_edit("14.00", "100", 98, False)),
        ("fill('408', '15.50')", ma_edit("15.50", "100", 98, False)),
        ("fill('412', '140')", ma_edit("15.50", "140", 98, False)),
        ("click('143')", ma_edit("15.50", "140", 138, True)),
        ("click('140')", ma_grid(after, "sprite", "sprite", "9", 1, "id")),
        ("click('238')", ma_grid(by_price, "sprite", "sprite", "9", 1, "price")),
    ]
    rs.add(task=TASK, tid="h23-web-04", system=WEB_SYSTEM, turns=turns, state=ma_dashboard(), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 05  OpenStreetMap: CMU to the airport by car, bike and on foot, reversed, then look up PIT (clean)
# ---------------------------------------------------------------------------------------------
OSM = "https://www.openstreetmap.org"
ENGINES = {"car": ("Car (OSRM)", "fossgis_osrm_car"), "bike": ("Bicycle (OSRM)", "fossgis_osrm_bike"),
           "foot": ("Foot (OSRM)", "fossgis_osrm_foot")}
CMU_LL, PIT_LL = "40.4443%2C-79.9436", "40.4915%2C-80.2329"
ROUTES = {
    "car": ("30.9km", "0:27", [
        ("Start on Forbes Avenue", "1.2km"), ("Turn left onto Bates Street", "1.1km"),
        ("Take the ramp on the left onto I 376 West", "300m"), ("Continue onto Penn Lincoln Parkway (I 376 West)", "8.4km"),
        ("Continue onto I 376 West", "16.2km"), ("Take exit 53 towards Airport", "800m"),
        ("Continue onto Airport Boulevard", "2.4km"), ("Keep right onto Departures", "500m"),
        ("Reached destination", "")]),
    "bike": ("34.6km", "2:18", [
        ("Start on Forbes Avenue", "1.0km"), ("Turn left onto Boundary Street", "1.6km"),
        ("Turn right onto Eliza Furnace Trail", "4.3km"), ("Continue onto Fort Pitt Boulevard", "1.1km"),
        ("Turn left onto Smithfield Street Bridge", "400m"), ("Turn right onto West Carson Street", "4.2km"),
        ("Turn left onto Steuben Street", "3.9km"), ("Turn right onto Steubenville Pike", "6.8km"),
        ("Turn left onto Montour Trail", "8.7km"), ("Turn right onto Airport Boulevard", "2.1km"),
        ("Keep right onto Departures", "500m"), ("Reached destination", "")]),
    "foot": ("28.7km", "5:44", [
        ("Start on Forbes Avenue", "1.0km"), ("Turn left onto Boundary Street", "1.6km"),
        ("Turn right onto Eliza Furnace Trail", "4.3km"), ("Continue onto Fort Pitt Boulevard", "1.1km"),
        ("Turn left onto Smithfield Street Bridge", "400m"), ("Turn right onto West Carson Street", "3.1km"),
        ("Turn left onto Steuben Street", "3.9km"), ("Continue onto Steubenville Pike", "6.2km"),
        ("Turn right onto Montour Run Road", "6.6km"), ("Turn left onto Airport Boulevard", "500m"),
        ("Reached destination", "")]),
    "foot_rev": ("28.9km", "5:47", [
        ("Start on Airport Boulevard", "700m"), ("Turn right onto Montour Run Road", "6.6km"),
        ("Turn left onto Steubenville Pike", "6.2km"), ("Continue onto Steuben Street", "3.9km"),
        ("Turn right onto West Carson Street", "3.1km"), ("Turn left onto Smithfield Street Bridge", "400m"),
        ("Turn right onto Fort Pitt Boulevard", "1.1km"), ("Continue onto Eliza Furnace Trail", "4.3km"),
        ("Turn left onto Boundary Street", "1.6km"), ("Turn right onto Forbes Avenue", "1.0km"),
        ("Reached destination", "")]),
}


def osm_chrome(search: str = "", hide_search: bool = False) -> str:
    sv = f" value='{search}'," if search else ""
    srch = "" if hide_search else f"""
[60] textbox 'Search',{sv} required=False
[61] button 'Go'
[62] link 'Find directions between two points'"""
    return f"""[30] heading 'OpenStreetMap logo OpenStreetMap'
  [31] link 'OpenStreetMap logo OpenStreetMap'
    img 'OpenStreetMap logo'
[34] link 'Edit'
[35] button 'Edit with iD (in-browser editor)', hasPopup='menu'
[40] link 'History'
[41] link 'Export'
[44] link 'GPS Traces'
[45] link 'User Diaries'
[46] link 'Communities'
[47] link 'Copyright'
[48] link 'Help'
[49] link 'About'
[53] link 'Log In'
[54] link 'Sign Up'{srch}"""


OSM_MAP = """[80] link 'Zoom In'
[81] link 'Zoom Out'
[82] button 'Show My Location'
[84] link 'Layers'
[85] link 'Legend'
[86] link 'Share'
[87] link 'Add a note to the map'
[88] link 'Map Data'
[89] link 'Query features'
StaticText '{scale}'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""


def osm_home() -> str:
    body = f"""{osm_chrome()}
[65] heading 'Welcome to OpenStreetMap!'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
[67] link 'Learn More'
[68] link 'Start Mapping'
{OSM_MAP.format(scale='1 km / 3000 ft')}"""
    return page("OpenStreetMap", body, f"{OSM}/#map=13/40.4406/-79.9959")


def osm_dir(mode: str, frm: str, to: str, route: str | None, rev: bool = False) -> str:
    label, eng = ENGINES["foot" if mode == "foot_rev" else mode]
    opts = "".join(f"\n  option '{lab}', selected={lab == label}" for lab, _ in ENGINES.values())
    opts += "\n  option 'Bicycle (GraphHopper)', selected=False\n  option 'Car (GraphHopper)', selected=False\n  option 'Foot (GraphHopper)', selected=False"
    fv = f" value='{frm}'," if frm else ""
    tv = f" value='{to}'," if to else ""
    res = ""
    url = f"{OSM}/directions"
    if route:
        dist, time, steps = ROUTES[route]
        rows = ""
        for i, (txt, d) in enumerate(steps, 1):
            rows += f"""  [{120 + i * 4}] row ''
    gridcell ''
    gridcell '{i}. {txt}'
    gridcell '{d}'
"""
        res = f"""
[110] heading 'Directions'
[111] link 'Close'
StaticText 'Distance: {dist}. Time: {time}.'
[114] link 'Download route as GPX'
[115] table ''
{rows}StaticText 'Directions courtesy of'
[199] link 'OSRM (FOSSGIS)'"""
        ll = f"{PIT_LL}%3B{CMU_LL}" if rev else f"{CMU_LL}%3B{PIT_LL}"
        url = f"{OSM}/directions?engine={eng}&route={ll}#map=11/40.4679/-80.0883"
    body = f"""{osm_chrome(hide_search=True)}
[100] combobox '', hasPopup='listbox', expanded=False{opts}
[102] textbox 'From',{fv} required=False
[104] textbox 'To',{tv} required=False
[106] button 'Reverse Directions'
[107] button 'Go'{res}
{OSM_MAP.format(scale='5 km / 3 mi' if route else '1 km / 3000 ft')}"""
    return page("OpenStreetMap", body, url)


def osm_search_results() -> str:
    body = f"""{osm_chrome('Pittsburgh International Airport')}
[130] heading 'Search Results'
[131] link 'Close'
[132] heading 'Results from OpenStreetMap Nominatim'
[133] list ''
  [134] listitem ''
    StaticText 'Airport'
    [135] link 'Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, Pennsylvania, 15231, United States'
  [136] listitem ''
    StaticText 'Bus Stop'
    [137] link 'Pittsburgh International Airport, Airport Boulevard, Moon Township, Allegheny County, Pennsylvania, 15108, United States'
  [138] listitem ''
    StaticText 'Hotel'
    [139] link 'Hyatt Regency Pittsburgh International Airport, 1111 Airport Boulevard, Findlay Township, Allegheny County, Pennsylvania, 15231, United States'
  [140] listitem ''
    StaticText 'Railway Station'
    [141] link 'Pittsburgh International Airport, Airside Terminal, Findlay Township, Allegheny County, Pennsylvania, 15231, United States'
[142] link 'More results'
{OSM_MAP.format(scale='5 km / 3 mi')}"""
    return page("OpenStreetMap", body, f"{OSM}/search?query=Pittsburgh%20International%20Airport#map=11/40.4679/-80.0883")


def osm_way() -> str:
    body = f"""{osm_chrome('Pittsburgh International Airport')}
[150] heading 'Way: Pittsburgh International Airport (23462961)'
[151] link 'Close'
StaticText 'Version #41'
StaticText 'Edited 4 months ago by'
[153] link 'jdh_pa'
StaticText 'Changeset #'
[154] link '141873204'
[155] heading 'Tags'
[156] table ''
  row ''
    gridcell 'aerodrome:type'
    gridcell 'public'
  row ''
    gridcell 'aeroway'
    [158] link 'aerodrome'
  row ''
    gridcell 'ele'
    gridcell '367'
  row ''
    gridcell 'iata'
    gridcell 'PIT'
  row ''
    gridcell 'icao'
    gridcell 'KPIT'
  row ''
    gridcell 'name'
    gridcell 'Pittsburgh International Airport'
  row ''
    gridcell 'operator'
    gridcell 'Allegheny County Airport Authority'
  row ''
    gridcell 'website'
    [160] link 'https://flypittsburgh.com/'
  row ''
    gridcell 'wikidata'
    [161] link 'Q1411605'
[163] heading 'Nodes'
StaticText '186 nodes'
[164] link 'View History'
[165] link 'View Details'
[166] link 'Download XML'
{OSM_MAP.format(scale='500 m / 2000 ft')}"""
    return page("Way: Pittsburgh International Airport (23462961) | OpenStreetMap", body, f"{OSM}/way/23462961#map=14/40.4929/-80.2372")


def t05(rs: RowSet) -> None:
    a, b = "Carnegie Mellon University", "Pittsburgh International Airport"
    turns = [
        ("click('62')", osm_dir("car", "", "", None)),
        (f"fill('102', '{a}')", osm_dir("car", a, "", None)),
        (f"fill('104', '{b}')", osm_dir("car", a, b, None)),
        ("click('107')", osm_dir("car", a, b, "car")),
        ("select_option('100', 'Bicycle (OSRM)')", osm_dir("bike", a, b, "bike")),
        ("select_option('100', 'Foot (OSRM)')", osm_dir("foot", a, b, "foot")),
        ("click('106')", osm_dir("foot_rev", b, a, "foot_rev", rev=True)),
        ("click('111')", page("OpenStreetMap", f"{osm_chrome()}\n{OSM_MAP.format(scale='5 km / 3 mi')}", f"{OSM}/#map=11/40.4679/-80.0883")),
        (f"fill('60', '{b}')", page("OpenStreetMap", f"{osm_chrome(b)}\n{OSM_MAP.format(scale='5 km / 3 mi')}", f"{OSM}/#map=11/40.4679/-80.0883")),
        ("press('60', 'Enter')", osm_search_results()),
        ("click('135')", osm_way()),
    ]
    rs.add(task=TASK, tid="h23-web-05", system=WEB_SYSTEM, turns=turns, state=osm_home(), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 06  Roundcube webmail: triage the inbox (delete two promos, file an invoice), then start a mail
# ---------------------------------------------------------------------------------------------
RC = "https://mail.harbourline.co/"
RC_MSGS = {  # key: (from, subject, date, size, attachment)
    "brooks": ("Brooks Running", "Flash Sale: 40% off Ghost 15 ends tonight", "Today 09:12", "48 KB", False),
    "dana2": ("Dana Whitfield", "Re: Q2 roadmap review", "Today 08:47", "12 KB", False),
    "hetzner": ("Hetzner Online", "Invoice INV-20931 for March 2024", "Today 07:30", "86 KB", True),
    "medium": ("Medium Daily Digest", "Your weekly digest: 7 stories on distributed systems", "Yesterday 18:05", "64 KB", False),
    "github": ("GitHub", "[harbourline/ingest] Dependabot alert: urllib3 before 2.2.2", "Yesterday 14:22", "9 KB", False),
    "marco": ("Marco Bianchi", "Offsite dinner: headcount by Friday", "Yesterday 11:03", "6 KB", False),
    "linear": ("Linear", "HAR-482 assigned to you: Flaky ingest retry", "Mar 12 16:40", "15 KB", False),
    "gusto": ("Gusto Payroll", "Your pay stub for Mar 1 to Mar 15 is ready", "Mar 12 09:00", "21 KB", False),
    "dana1": ("Dana Whitfield", "Q2 roadmap review", "Mar 11 15:27", "28 KB", True),
    "lh": ("Lufthansa", "Your booking confirmation LH 4Q7ZPM", "Mar 10 20:18", "112 KB", True),
    "alan": ("Alan Kwok", "Coffee next week?", "Mar 9 10:44", "4 KB", False),
    "aws": ("AWS Notifications", "AWS Budgets: monthly-ingest has exceeded 80%", "Mar 8 06:15", "11 KB", False),
}
RC_ORDER = list(RC_MSGS)


def rc_folders(inbox_unread: int) -> str:
    return f"""[40] navigation 'Folder list'
  [41] link 'Inbox {inbox_unread}'
  [42] link 'Drafts'
  [43] link 'Sent'
  [44] link 'Junk'
  [45] link 'Trash'
  [46] link 'Finance'
  [47] link 'Archive'
  StaticText 'Quota: 38% used'"""


RC_APPS = """[20] navigation 'Application menu'
  [21] link 'Compose'
  [22] link 'Mail'
  [23] link 'Contacts'
  [24] link 'Settings'
  [25] link 'About'
  [26] link 'Logout'
  StaticText 'tessa.lindqvist@harbourline.co'"""

RC_PREVIEW = {
    "brooks": """    StaticText 'From Brooks Running on 2024-03-14 09:12'
    StaticText 'To tessa.lindqvist@harbourline.co'
    heading 'Flash Sale: 40% off Ghost 15 ends tonight'
    StaticText 'The Ghost 15 in 14 colorways is 40% off through midnight PT. Members get free 2-day shipping and 90-day trial returns. Use code GHOST40 at checkout.'
    [130] link 'Shop Ghost 15'
    [131] link 'Unsubscribe'""",
    "medium": """    StaticText 'From Medium Daily Digest on 2024-03-13 18:05'
    StaticText 'To tessa.lindqvist@harbourline.co'
    heading 'Your weekly digest: 7 stories on distributed systems'
    [130] link 'Why your retries are a thundering herd (11 min read)'
    [131] link 'Exactly-once is a lie we tell product managers (8 min read)'
    [132] link 'Backpressure in practice with Kafka consumers (14 min read)'
    [133] link 'See all 7 stories'
    [134] link 'Unsubscribe from this digest'""",
    "hetzner": """    StaticText 'From Hetzner Online on 2024-03-14 07:30'
    StaticText 'To tessa.lindqvist@harbourline.co'
    heading 'Invoice INV-20931 for March 2024'
    StaticText 'Dear customer, attached is invoice INV-20931 for customer number K0937215. Amount: EUR 212.38 (incl. VAT). The amount will be debited from your credit card ending 4471 on 2024-03-21.'
    StaticText 'Attachments'
    [130] link 'INV-20931.pdf (74 KB)'""",
}


def rc_mail(keys: list[str], unread: set[str], selected: str | None, inbox_unread: int,
            notice: str | None = None, menu: bool = False, dialog: bool = False) -> str:
    rows = ""
    for n, k in enumerate(keys):
        frm, subj, date, size, att = RC_MSGS[k]
        b = 200 + n * 6
        flags = []
        if k in unread:
            flags.append("Unread")
        if att:
            flags.append("With attachment")
        st = f"\n    StaticText '{', '.join(flags)}'" if flags else ""
        sel = ", selected=True" if k == selected else ""
        rows += f"""  [{b}] row ''{sel}
    [{b + 1}] link '{subj}'
    StaticText '{frm}'
    StaticText '{date}'
    StaticText '{size}'{st}
    [{b + 4}] button 'Flag'
"""
    if selected:
        prev = f"""[120] region 'Message content'
  [121] button 'Reply'
  [122] button 'Reply all'
  [123] button 'Forward'
  [124] button 'Delete'
  [125] button 'Mark', hasPopup='menu'
  [126] button 'More', hasPopup='menu', expanded={menu}
  [127] document ''
{RC_PREVIEW[selected]}"""
    else:
        prev = """[120] region 'Message content'
  StaticText 'No message selected'"""
    if menu:
        prev += """
[140] menu 'More actions'
  [141] menuitem 'Print this message'
  [142] menuitem 'Download (.eml)'
  [143] menuitem 'Edit as new'
  [144] menuitem 'Show source'
  [145] menuitem 'Move to...'
  [146] menuitem 'Copy to...'
  [147] menuitem 'Open in new window'"""
    if dialog:
        prev += """
[150] dialog 'Move to...', modal=True
  [151] searchbox 'Search'
  [152] link 'Inbox'
  [153] link 'Drafts'
  [154] link 'Sent'
  [155] link 'Junk'
  [156] link 'Trash'
  [157] link 'Finance'
  [158] link 'Archive'
  [159] button 'Cancel'"""
    note = f"\n[170] status ''\n  StaticText '{notice}'" if notice else ""
    body = f"""{RC_APPS}
{rc_folders(inbox_unread)}
[60] region 'Message list'
  [61] searchbox 'Search...'
  [62] button 'Select', hasPopup='menu'
  [63] button 'Threads'
  [64] button 'List options'
  StaticText 'Inbox'
[70] table 'Message list'
{rows}StaticText 'Messages 1 to {len(keys)} of {len(keys)}'
{prev}{note}"""
    title = "Roundcube Webmail :: " + (RC_MSGS[selected][1] if selected else "Inbox")
    return page(title, body, f"{RC}?_task=mail&_mbox=INBOX" + (f"&_uid={RC_ORDER.index(selected) + 4410}&_action=show" if selected else ""))


def rc_compose(to: str) -> str:
    tv = f" value='{to}'," if to else ""
    body = f"""{RC_APPS}
[300] main ''
  heading 'Compose'
  [301] button 'Send'
  [302] button 'Save'
  [303] button 'Spell'
  [304] button 'Attach'
  [305] button 'Signature'
  [306] button 'Responses', hasPopup='menu'
  StaticText 'From'
  [310] combobox 'From', hasPopup='listbox'
    StaticText 'Tessa Lindqvist <tessa.lindqvist@harbourline.co>'
  StaticText 'To'
  [312] textbox 'To',{tv} required=False
  [313] link 'Add Cc'
  [314] link 'Add Bcc'
  StaticText 'Subject'
  [316] textbox 'Subject', required=False
  [318] textbox 'Message body', multiline=True
  [320] combobox 'Editor type', hasPopup='listbox'
    StaticText 'Plain text'
  [322] checkbox 'Return receipt', checked=False
  [323] checkbox 'Delivery status notification', checked=False
  [324] combobox 'Priority', hasPopup='listbox'
    StaticText 'Normal'
  [326] combobox 'Save sent message in', hasPopup='listbox'
    StaticText 'Sent'"""
    return page("Roundcube Webmail :: Compose", body, f"{RC}?_task=mail&_action=compose&_id=1946150831265f2b4c3d1a7")


def t06(rs: RowSet) -> None:
    allk = RC_ORDER
    u0 = {"brooks", "dana2", "hetzner", "github"}
    u1 = u0 - {"brooks"}
    u2 = u1 - {"hetzner"}
    k1 = [k for k in allk if k != "brooks"]
    k2 = [k for k in k1 if k != "medium"]
    k3 = [k for k in k2 if k != "hetzner"]
    k_bad = ["brooks"] + k3
    turns = [
        ("click('201')", rc_mail(allk, u1, "brooks", 3)),
        ("click('124')", rc_mail(k1, u1, None, 3, "Message moved successfully to Trash.")),
        ("click('213')", rc_mail(k1, u1, "medium", 3)),
        ("click('124')", rc_mail(k2, u1, None, 3, "Message moved successfully to Trash.")),
        ("click('207')", rc_mail(k2, u2, "hetzner", 2)),
        ("click('126')", rc_mail(k2, u2, "hetzner", 2, menu=True)),
        ("click('145')", rc_mail(k2, u2, "hetzner", 2, dialog=True)),
        ("click('157')", rc_mail(k3, u2, None, 2, "Message moved successfully to Finance.")),
        ("click('41')", rc_mail(k_bad, u2, None, 2)),
        ("click('21')", rc_compose("")),
        ("fill('312', 'marco.bianchi@harbourline.co')", rc_compose("marco.bianchi@harbourline.co")),
    ]
    rs.add(task=TASK, tid="h23-web-06", system=WEB_SYSTEM, turns=turns, state=rc_mail(allk, u0, None, 4),
           bad=True, turn=9, kind="promotional mail deleted to Trash earlier is listed in the Inbox again")


# ---------------------------------------------------------------------------------------------
# 07  WordPress admin: retitle a draft and send it for review, trash a test post, moderate comments
# ---------------------------------------------------------------------------------------------
WP = "https://riverbendcoop.example/wp-admin"
OLD_T = "Spring volunteer schedule"
NEW_T = "Spring 2024 volunteer schedule and shift sign-up"
WP_POSTS = {  # key: (title, status, author, category, date, comments)
    "spring": (OLD_T, "Draft", "Priya Nair", "Volunteering", "Last Modified 2024/03/11 at 4:52 pm", 0),
    "test": ("Test post please ignore", "Draft", "Priya Nair", "Uncategorized", "Last Modified 2024/03/10 at 8:13 pm", 0),
    "bulk": ("Bulk bin refill days are changing", "Published", "Owen Rhys", "Store News", "Published 2024/03/08 at 9:00 am", 4),
    "minutes": ("Member meeting minutes: February", "Published", "Priya Nair", "Governance", "Published 2024/03/04 at 7:30 pm", 0),
    "miso": ("Recipe: miso-glazed winter squash", "Published", "Hana Kobayashi", "Recipes", "Published 2024/03/01 at 12:00 pm", 7),
    "board": ("Board election nominations open", "Draft", "Owen Rhys", "Governance", "Last Modified 2024/02/28 at 2:40 pm", 0),
    "dairy": ("Local farm spotlight: Two Creeks Dairy", "Published", "Hana Kobayashi", "Suppliers", "Published 2024/02/26 at 10:00 am", 2),
    "holiday": ("Holiday hours recap", "Draft", "Owen Rhys", "Store News", "Last Modified 2024/02/20 at 11:08 am", 0),
    "bags": ("Why we switched to compostable produce bags", "Published", "Priya Nair", "Sustainability", "Published 2024/02/19 at 9:00 am", 12),
    "chili": ("Recipe: three-bean chili for a crowd", "Published", "Hana Kobayashi", "Recipes", "Published 2024/02/12 at 12:00 pm", 3),
    "csa": ("Winter CSA pickup reminders", "Published", "Owen Rhys", "Store News", "Published 2024/02/08 at 8:00 am", 1),
}


def wp_shell(pending_comments: int, main: str) -> str:
    return f"""[100] navigation 'Main menu'
  [101] link 'Dashboard'
  [102] link 'Posts'
  [103] link 'All Posts'
  [104] link 'Add New'
  [105] link 'Categories'
  [106] link 'Tags'
  [107] link 'Media'
  [108] link 'Pages'
  [109] link 'Comments {pending_comments} Comments in moderation'
  [110] link 'Appearance'
  [111] link 'Plugins 1'
  [112] link 'Users'
  [113] link 'Tools'
  [114] link 'Settings'
  [115] button 'Collapse Main menu'
[120] navigation 'Toolbar'
  [121] menuitem 'About WordPress', hasPopup='menu'
  [122] menuitem 'Riverbend Food Co-op', hasPopup='menu'
  [123] menuitem '{pending_comments} Comments in moderation'
  [124] menuitem 'New', hasPopup='menu'
  [125] menuitem 'Howdy, Priya Nair', hasPopup='menu'
[130] main ''
{main}"""


def wp_views(counts: dict[str, int], current: str) -> str:
    out = "  [140] list ''\n"
    bids = {"All": 141, "Mine": 142, "Published": 143, "Drafts": 144, "Pending": 145, "Trash": 146}
    for name, c in counts.items():
        cur = ", current='page'" if name == current else ""
        out += f"    [{bids[name]}] link '{name} ({c})'{cur}\n"
    return out


def wp_list(keys: list[str], over: dict[str, tuple], counts: dict[str, int], current: str, total: int,
            notice: str | None = None, quick: bool = False, qtitle: str = OLD_T, qstatus: str = "Draft") -> str:
    rows = ""
    for n, k in enumerate(keys):
        title, status, author, cat, date, com = over.get(k, WP_POSTS[k])
        b = 200 + n * 10
        if quick and k == "spring":
            rows += f"""    [{b}] row ''
      heading 'Quick Edit'
      [701] textbox 'Title', value='{qtitle}'
      [702] textbox 'Slug', value='spring-volunteer-schedule'
      StaticText 'Date'
      [703] combobox 'Month', hasPopup='listbox'
        StaticText '03-Mar'
      [704] textbox 'Day', value='11'
      [705] textbox 'Year', value='2024'
      [706] textbox 'Hour', value='16'
      [707] textbox 'Minute', value='52'
      [708] textbox 'Password', value=''
      StaticText 'Categories'
      [710] checkbox 'Volunteering', checked=True
      [711] checkbox 'Store News', checked=False
      [712] checkbox 'Governance', checked=False
      [713] checkbox 'Recipes', checked=False
      [714] textbox 'Tags', multiline=True, value='volunteers, shifts'
      [715] checkbox 'Allow Comments', checked=True
      [716] checkbox 'Allow Pings', checked=True
      [717] combobox 'Status', hasPopup='listbox'
        StaticText '{qstatus}'
      [718] checkbox 'Make this post sticky', checked=False
      [720] button 'Update'
      [721] button 'Cancel'
"""
            continue
        state = "" if status == "Published" else f"\n      StaticText '— {status}'"
        cm = f"{com} comments" if com != 1 else "1 comment"
        rows += f"""    [{b}] row ''
      [{b + 1}] checkbox 'Select {title}', checked=False
      [{b + 2}] link '{title}'{state}
      [{b + 3}] link 'Edit'
      [{b + 4}] button 'Quick Edit “{title}” inline'
      [{b + 5}] link 'Trash'
      [{b + 6}] link '{"View" if status == "Published" else "Preview"}'
      gridcell '{author}'
      gridcell '{cat}'
      gridcell '—'
      gridcell '{cm if com else "No comments"}'
      gridcell '{date}'
"""
    pages = (total + 9) // 10
    note = f"""  [132] status ''
    StaticText '{notice}'
    [133] link 'Undo'
""" if notice else ""
    main = f"""  heading 'Posts'
  [131] link 'Add New'
{note}{wp_views(counts, current)}  [150] searchbox 'Search Posts'
  [151] button 'Search Posts'
  [152] combobox 'Select bulk action', hasPopup='listbox'
  [153] button 'Apply'
  [154] combobox 'Filter by date', hasPopup='listbox'
  [155] combobox 'Filter by category', hasPopup='listbox'
  [156] button 'Filter'
  StaticText '{total} items'
  StaticText '1 of {pages}'
  [158] link 'Next page'
  [160] table ''
    [161] row ''
      [162] columnheader 'Select All'
      [163] columnheader 'Title'
      columnheader 'Author'
      columnheader 'Categories'
      columnheader 'Tags'
      columnheader 'Comments'
      [164] columnheader 'Date'
{rows}"""
    status = {"All": "", "Drafts": "&post_status=draft"}[current]
    return page("Posts ‹ Riverbend Food Co-op — WordPress", wp_shell(3, main), f"{WP}/edit.php?post_type=post{status}")


WP_COMMENTS = [  # author, email, text, post, date
    ("Gwen Alvarez", "gwen.alvarez@example.net", "Is the bulk bin refill day for oats also moving to Tuesday?", "Bulk bin refill days are changing", "2024/03/13 at 6:02 pm"),
    ("Tom Beckett", "tbeckett@example.org", "Made this last night and doubled the miso. Fantastic with brown rice.", "Recipe: miso-glazed winter squash", "2024/03/12 at 9:41 pm"),
    ("Lena Fischer", "lena.f@example.com", "Are the new bags OK for the city green bin or only home compost?", "Why we switched to compostable produce bags", "2024/03/12 at 3:15 am"),
]
WP_APPROVED = [
    ("Owen Rhys", "owen@riverbendcoop.example", "Yes, oats and all grains move to Tuesday mornings.", "Bulk bin refill days are changing", "2024/03/11 at 10:18 am"),
    ("Marta Ruiz", "marta.ruiz@example.net", "Two Creeks yogurt is the best thing in the dairy case.", "Local farm spotlight: Two Creeks Dairy", "2024/02/27 at 8:04 am"),
    ("Dev Patel", "devp@example.com", "Would love a vegan version of this chili.", "Recipe: three-bean chili for a crowd", "2024/02/13 at 7:55 pm"),
]


def wp_comments(approved: int) -> str:
    pending = 3 - approved
    rows = ""
    lst = [(c, n < approved) for n, c in enumerate(WP_COMMENTS)] + [(c, True) for c in WP_APPROVED]
    for n, ((author, email, text, post, date), ok) in enumerate(lst):
        b = 400 + n * 10
        act = f"[{b + 3}] button 'Unapprove'" if ok else f"[{b + 3}] button 'Approve'"
        unap = "" if ok else "\n      StaticText 'Unapproved'"
        rows += f"""    [{b}] row ''
      [{b + 1}] checkbox 'Select comment', checked=False
      gridcell '{author} {email}'
      gridcell '{text}'{unap}
      {act}
      [{b + 4}] button 'Reply'
      [{b + 5}] button 'Quick Edit'
      [{b + 6}] link 'Edit'
      [{b + 7}] button 'Spam'
      [{b + 8}] button 'Trash'
      [{b + 9}] link '{post}'
      gridcell '{date}'
"""
    main = f"""  heading 'Comments'
  [140] list ''
    [141] link 'All (41)', current='page'
    [142] link 'Mine (3)'
    [143] link 'Pending ({pending})'
    [144] link 'Approved ({38 + approved})'
    [145] link 'Spam (5)'
    [146] link 'Trash (0)'
  [150] searchbox 'Search Comments'
  [152] combobox 'Select bulk action', hasPopup='listbox'
  [153] button 'Apply'
  [154] combobox 'Filter by comment type', hasPopup='listbox'
  StaticText '41 items'
  StaticText '1 of 3'
  [160] table ''
    [161] row ''
      columnheader 'Author'
      columnheader 'Comment'
      columnheader 'In response to'
      columnheader 'Submitted on'
{rows}"""
    return page("Comments ‹ Riverbend Food Co-op — WordPress", wp_shell(pending, main), f"{WP}/edit-comments.php")


def t07(rs: RowSet) -> None:
    page1 = ["spring", "test", "bulk", "minutes", "miso", "board", "dairy", "holiday", "bags", "chili"]
    page1b = [k for k in page1 if k != "test"] + ["csa"]
    c0 = {"All": 23, "Mine": 11, "Published": 19, "Drafts": 4, "Trash": 1}
    c1 = {"All": 23, "Mine": 11, "Published": 19, "Drafts": 3, "Pending": 1, "Trash": 1}
    c2 = {"All": 22, "Mine": 10, "Published": 19, "Drafts": 2, "Pending": 1, "Trash": 2}
    new = {"spring": (NEW_T, "Pending", "Priya Nair", "Volunteering", "Last Modified 2024/03/14 at 10:21 am", 0)}
    bad = {"spring": (OLD_T, "Pending", "Priya Nair", "Volunteering", "Last Modified 2024/03/14 at 10:21 am", 0)}
    turns = [
        ("click('204')", wp_list(page1, {}, c0, "All", 23, quick=True)),
        (f"fill('701', '{NEW_T}')", wp_list(page1, {}, c0, "All", 23, quick=True, qtitle=NEW_T)),
        ("select_option('717', 'Pending Review')", wp_list(page1, {}, c0, "All", 23, quick=True, qtitle=NEW_T, qstatus="Pending Review")),
        ("click('720')", wp_list(page1, new, c1, "All", 23)),
        ("click('215')", wp_list(page1b, new, c2, "All", 22, notice="1 post moved to the Trash.")),
        ("click('144')", wp_list(["board", "holiday"], new, c2, "Drafts", 2)),
        ("click('141')", wp_list(page1b, bad, c2, "All", 22)),
        ("click('109')", wp_comments(0)),
        ("click('403')", wp_comments(1)),
        ("click('413')", wp_comments(2)),
    ]
    rs.add(task=TASK, tid="h23-web-07", system=WEB_SYSTEM, turns=turns, state=wp_list(page1, {}, c0, "All", 23),
           bad=True, turn=7, kind="post retitled via Quick Edit is listed under its old title again, with no further edit")


# ---------------------------------------------------------------------------------------------
# 08  One Stop Market: check out a cart, view the order, update the billing phone, wish list
# ---------------------------------------------------------------------------------------------
ANK = "Anker PowerCore 10000 Portable Charger, 10000mAh Ultra-Compact Power Bank"
HBT = "Hamilton Beach 2 Slice Extra-Wide Slot Toaster with Shade Selector, Black (22633)"
LOD = "Lodge 10.25 Inch Cast Iron Skillet, Pre-Seasoned"
OXO = "OXO Good Grips 3-Piece Mixing Bowl Set, White"
ADDR = ["Emma Lopez", "101 S San Mateo Dr", "San Mateo, California, 94010", "United States"]


def addr_block(phone: str, pad: str = "    ") -> str:
    return "\n".join(f"{pad}StaticText '{x}'" for x in ADDR) + f"\n{pad}StaticText 'T: {phone}'"


def simple_cart(cart: int, items: list[tuple[str, str]], sub: str, ship: str, total: str, msg: str | None) -> str:
    rows = ""
    for n, (name, price) in enumerate(items):
        b = 3010 + n * 10
        rows += f"""    [{b}] row ''
      [{b + 1}] gridcell 'Image'
        img 'Image'
      [{b + 2}] link '{name}'
      gridcell '{price}'
      [{b + 5}] spinbutton 'Qty', value='1'
      gridcell '{price}'
      [{b + 7}] link 'Move to Wish List'
      [{b + 8}] link 'Edit item parameters'
      [{b + 9}] link 'Remove item'
"""
    alert = f"""  [2990] alert ''
    StaticText '{msg}'
""" if msg else ""
    body = f"""{shop_banner(cart)}
[2980] main ''
{alert}  heading 'Shopping Cart'
  [3000] table 'Shopping Cart Items'
    [3001] row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
{rows}  [3030] link 'Continue Shopping'
  [3031] button 'Update Shopping Cart'
  [3040] complementary ''
    heading 'Summary'
    [3042] tab 'Estimate Shipping and Tax', expanded=False
    [3044] table ''
      row ''
        rowheader 'Subtotal'
        gridcell '{sub}'
      row ''
        rowheader 'Shipping (Flat Rate - Fixed)'
        gridcell '{ship}'
      row ''
        rowheader 'Order Total'
        gridcell '{total}'
    [3050] button 'Proceed to Checkout'
    [3051] link 'Check Out with Multiple Addresses'
  [3055] tab 'Apply Discount Code', expanded=False
{SHOP_FOOT}"""
    return page("Shopping Cart", body, f"{SHOP}/checkout/cart/")


CHK_SUMMARY = f"""  [3300] complementary ''
    heading 'Order Summary'
    StaticText 'Cart Subtotal'
    StaticText '$50.98'
    StaticText 'Shipping'
    StaticText 'Flat Rate - Fixed'
    StaticText '$10.00'
    StaticText 'Order Total'
    StaticText '$60.98'
    [3310] tab '2 Items in Cart', expanded=True
    [3311] list ''
      [3312] listitem ''
        StaticText '{ANK}'
        StaticText 'Qty 1'
        StaticText '$25.99'
      [3315] listitem ''
        StaticText '{HBT}'
        StaticText 'Qty 1'
        StaticText '$24.99'"""


def chk_shipping() -> str:
    body = f"""[3100] banner ''
  [3101] link 'store logo'
    img 'one_stop_market_logo'
[3110] main ''
  [3111] list ''
    [3112] listitem ''
      StaticText 'Shipping'
    [3113] listitem ''
      StaticText 'Review & Payments'
  heading 'Shipping Address'
  [3120] group ''
    StaticText 'Selected'
{addr_block('6505551212')}
  [3130] button 'New Address'
  heading 'Shipping Methods'
  [3140] table ''
    row ''
      [3141] radio 'Flat Rate', checked=True
      gridcell '$10.00'
      gridcell 'Fixed'
      gridcell 'Flat Rate'
  [3150] button 'Next'
{CHK_SUMMARY}"""
    return page("Checkout", body, f"{SHOP}/checkout/#shipping")


def chk_payment() -> str:
    body = f"""[3100] banner ''
  [3101] link 'store logo'
    img 'one_stop_market_logo'
[3110] main ''
  [3111] list ''
    [3112] listitem ''
      StaticText 'Shipping'
    [3113] listitem ''
      StaticText 'Review & Payments'
  heading 'Payment Method'
  [3200] radio 'Check / Money order', checked=True
  [3202] checkbox 'My billing and shipping address are the same', checked=True
{addr_block('6505551212', '  ')}
  [3210] button 'Place Order'
  [3212] link 'Apply Discount Code'
{CHK_SUMMARY}
    heading 'Ship To:'
{addr_block('6505551212')}
    heading 'Shipping Method:'
    StaticText 'Flat Rate - Fixed'"""
    return page("Checkout", body, f"{SHOP}/checkout/#payment")


def shop_success() -> str:
    body = f"""{shop_banner(0)}
[3400] main ''
  heading 'Thank you for your purchase!'
  StaticText 'Your order number is:'
  [3402] link '000000198'
  StaticText "We'll email you an order confirmation with details and tracking info."
  [3404] link 'Continue Shopping'
{SHOP_FOOT}"""
    return page("Success Page", body, f"{SHOP}/checkout/onepage/success/")


ACCT_NAV = """  [3500] navigation ''
    [3501] link 'My Account'
    [3502] link 'My Orders'
    [3503] link 'My Downloadable Products'
    [3504] link 'My Wish List'
    [3505] link 'Address Book'
    [3506] link 'Account Information'
    [3507] link 'Stored Payment Methods'
    [3508] link 'My Product Reviews'
    [3509] link 'Newsletter Subscriptions'"""

PAST_ORDERS = [
    ("000000190", "2/27/24", "$34.12", "Complete"),
    ("000000187", "2/9/24", "$112.40", "Complete"),
    ("000000181", "1/18/24", "$18.99", "Canceled"),
    ("000000176", "12/29/23", "$76.25", "Complete"),
]


def shop_dashboard(new_no: str, phone: str) -> str:
    rows = ""
    for n, (no, date, total, st) in enumerate([(new_no, "3/14/24", "$60.98", "Pending")] + PAST_ORDERS):
        b = 3600 + n * 5
        rows += f"""      [{b}] row ''
        gridcell '{no}'
        gridcell '{date}'
        gridcell 'Emma Lopez'
        gridcell '{total}'
        gridcell '{st}'
        [{b + 3}] link 'View Order'
        [{b + 4}] link 'Reorder'
"""
    body = f"""{shop_banner(0)}
[3450] main ''
  heading 'My Account'
  heading 'Account Information'
  StaticText 'Contact Information'
  StaticText 'Emma Lopez'
  StaticText 'emma.lopez@gmail.com'
  [3460] link 'Edit'
  [3461] link 'Change Password'
  StaticText 'Newsletters'
  StaticText "You aren't subscribed to our newsletter."
  heading 'Address Book'
  [3470] link 'Manage Addresses'
  StaticText 'Default Billing Address'
{addr_block(phone)}
  [3472] link 'Edit Address'
  StaticText 'Default Shipping Address'
{addr_block(phone)}
  [3474] link 'Edit Address'
  heading 'Recent Orders'
  [3480] link 'View All'
  [3590] table 'Recent Orders'
    [3591] row ''
      columnheader 'Order #'
      columnheader 'Date'
      columnheader 'Ship To'
      columnheader 'Order Total'
      columnheader 'Status'
      columnheader 'Action'
{rows}{ACCT_NAV}
{SHOP_FOOT}"""
    return page("My Account", body, f"{SHOP}/customer/account/")


def shop_order198() -> str:
    body = f"""{shop_banner(0)}
[3700] main ''
  heading 'Order # 000000198'
  StaticText 'Pending'
  StaticText 'Order Date: March 14, 2024'
  [3702] link 'Reorder'
  [3703] link 'Print Order'
  [3705] tablist ''
    [3706] tab 'Items Ordered', selected=True
  [3710] table 'Items Ordered'
    row ''
      columnheader 'Product Name'
      columnheader 'SKU'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
    row ''
      gridcell '{ANK}'
      gridcell 'B0194WDVHI'
      gridcell '$25.99'
      gridcell 'Ordered: 1'
      gridcell '$25.99'
    row ''
      gridcell '{HBT}'
      gridcell 'B01EK5XSBK'
      gridcell '$24.99'
      gridcell 'Ordered: 1'
      gridcell '$24.99'
    row ''
      rowheader 'Subtotal'
      gridcell '$50.98'
    row ''
      rowheader 'Shipping & Handling'
      gridcell '$10.00'
    row ''
      rowheader 'Grand Total'
      gridcell '$60.98'
  heading 'Order Information'
  StaticText 'Shipping Address'
{addr_block('6505551212')}
  StaticText 'Shipping Method'
  StaticText 'Flat Rate - Fixed'
  StaticText 'Billing Address'
{addr_block('6505551212')}
  StaticText 'Payment Method'
  StaticText 'Check / Money order'
  [3720] link 'Back to My Orders'
{ACCT_NAV}
{SHOP_FOOT}"""
    return page("Order # 000000198", body, f"{SHOP}/sales/order/view/order_id/214/")


def shop_addresses(phone: str, saved: bool) -> str:
    alert = """  [3801] alert ''
    StaticText 'You saved the address.'
""" if saved else ""
    body = f"""{shop_banner(0)}
[3800] main ''
{alert}  heading 'Address Book'
  heading 'Default Addresses'
  StaticText 'Default Billing Address'
{addr_block(phone)}
  [3810] link 'Change Billing Address'
  StaticText 'Default Shipping Address'
{addr_block(phone)}
  [3812] link 'Change Shipping Address'
  heading 'Additional Address Entries'
  StaticText 'You have no other address entries in your address book.'
  [3820] button 'Add New Address'
{ACCT_NAV}
{SHOP_FOOT}"""
    return page("Address Book", body, f"{SHOP}/customer/address/")


def shop_addr_form(phone: str) -> str:
    body = f"""{shop_banner(0)}
[3900] main ''
  heading 'Edit Address'
  heading 'Contact Information'
  [3901] textbox 'First Name', value='Emma', required=True
  [3902] textbox 'Last Name', value='Lopez', required=True
  [3903] textbox 'Company', value=''
  [3904] textbox 'Phone Number', value='{phone}', required=True
  heading 'Address'
  [3905] textbox 'Street Address: Line 1', value='101 S San Mateo Dr', required=True
  [3906] textbox 'Street Address: Line 2', value=''
  [3907] textbox 'City', value='San Mateo', required=True
  [3908] combobox 'State/Province', hasPopup='listbox', required=True
    StaticText 'California'
  [3909] textbox 'Zip/Postal Code', value='94010', required=True
  [3910] combobox 'Country', hasPopup='listbox', required=True
    StaticText 'United States'
  StaticText "It's a default billing address."
  StaticText "It's a default shipping address."
  [3920] button 'Save Address'
  [3921] link 'Go back'
{ACCT_NAV}
{SHOP_FOOT}"""
    return page("Edit Address", body, f"{SHOP}/customer/address/edit/id/31/")


def shop_wishlist() -> str:
    body = f"""{shop_banner(0)}
[4000] main ''
  heading 'My Wish List'
  [4001] list ''
    [4002] listitem ''
      [4003] link '{LOD}'
      StaticText '$19.90'
      [4005] textbox 'Comment', multiline=True
      [4006] spinbutton 'Qty', value='1'
      [4007] button 'Add to Cart'
      [4008] link 'Edit item'
      [4009] link 'Remove item'
    [4010] listitem ''
      [4011] link '{OXO}'
      StaticText '$39.99'
      [4013] textbox 'Comment', multiline=True
      [4014] spinbutton 'Qty', value='1'
      [4015] button 'Add to Cart'
      [4016] link 'Edit item'
      [4017] link 'Remove item'
  [4020] button 'Update Wish List'
  [4021] button 'Share Wish List'
  [4022] button 'Add All to Cart'
  StaticText '2 Item(s)'
{ACCT_NAV}
{SHOP_FOOT}"""
    return page("My Wish List", body, f"{SHOP}/wishlist/")


def t08(rs: RowSet) -> None:
    cart = [(ANK, "$25.99"), (HBT, "$24.99")]
    turns = [
        ("click('3050')", chk_shipping()),
        ("click('3150')", chk_payment()),
        ("click('3210')", shop_success()),
        ("click('143')", shop_dashboard("000000198", "6505551212")),
        ("click('3603')", shop_order198()),
        ("click('3505')", shop_addresses("6505551212", False)),
        ("click('3810')", shop_addr_form("6505551212")),
        ("fill('3904', '6505558830')", shop_addr_form("6505558830")),
        ("click('3920')", shop_addresses("6505558830", True)),
        ("click('3501')", shop_dashboard("000000189", "6505558830")),
        ("click('3504')", shop_wishlist()),
        ("click('4022')", simple_cart(2, [(LOD, "$19.90"), (OXO, "$39.99")], "$59.89", "$10.00", "$69.89",
                                      f'2 product(s) have been added to shopping cart: "{LOD}", "{OXO}".')),
    ]
    rs.add(task=TASK, tid="h23-web-08", system=WEB_SYSTEM, turns=turns,
           state=simple_cart(2, cart, "$50.98", "$10.00", "$60.98", None),
           bad=True, turn=10, kind="order number of the order just placed differs in the account dashboard from the confirmation and order page")


# ---------------------------------------------------------------------------------------------
# 09  GitLab: watch an MR pipeline finish, approve and merge, check commits and project (clean)
# ---------------------------------------------------------------------------------------------
AG = "api-gateway"
AG_URL = f"{GL}/northwind/api-gateway"
MR_URL = f"{AG_URL}/-/merge_requests/87"
JOB_URL = f"{AG_URL}/-/jobs/48817"


def mr_page(state: str) -> str:
    """state: running | passed | approved | merged."""
    merged = state == "merged"
    ago = "4 minutes" if state == "running" else "9 minutes"
    nav_mr = 5 if merged else 6
    status = "Merged" if merged else "Open"
    if state == "running":
        pipe = """  [320] link 'Pipeline #2231'
  StaticText 'running for'
  [321] link '3f9c2a1e'
  StaticText 'Stages: build passed, test running, deploy created'"""
    elif merged:
        pipe = """  StaticText 'Pipeline'
  [320] link '#2231'
  StaticText 'passed for'
  [321] link '3f9c2a1e'
  StaticText 'on feat/route-ratelimit'
  StaticText 'Pipeline'
  [322] link '#2236'
  StaticText 'running for'
  [323] link '9d1e0b7c'
  StaticText 'on main'"""
    else:
        pipe = """  [320] link 'Pipeline #2231'
  StaticText 'passed for'
  [321] link '3f9c2a1e'
  StaticText 'Stages: build passed, test passed, deploy manual'"""
    if state in ("running", "passed"):
        appr = """  StaticText 'Requires 1 more approval from eligible users.'
  StaticText 'Approved by'
  [330] link 'Akira Sato'
  [332] button 'Approve'"""
    else:
        appr = """  StaticText 'Approved by'
  [330] link 'Akira Sato'
  [331] link 'Byte Blaze'
  StaticText 'Approval rules: 2 of 2 approvals'
  [332] button 'Revoke approval'""" if not merged else """  StaticText 'Approved by'
  [330] link 'Akira Sato'
  [331] link 'Byte Blaze'"""
    if state == "running":
        mw = """  StaticText 'Merge blocked: pipeline must succeed. Push a commit that fixes the failure or wait for the pipeline to finish.'
  [340] checkbox 'Delete source branch', checked=True
  [341] checkbox 'Squash commits', checked=False
  [342] button 'Set to auto-merge'"""
    elif state == "passed":
        mw = """  StaticText 'Merge blocked: all required approvals must be given.'
  [340] checkbox 'Delete source branch', checked=True
  [341] checkbox 'Squash commits', checked=False
  [342] button 'Merge', disabled=True"""
    elif state == "approved":
        mw = """  StaticText 'Ready to merge!'
  [340] checkbox 'Delete source branch', checked=True
  [341] checkbox 'Squash commits', checked=False
  StaticText '4 commits and 1 merge commit will be added to main.'
  [342] button 'Merge'"""
    else:
        mw = """  StaticText 'Merged by'
  [343] link 'Byte Blaze'
  StaticText 'just now'
  StaticText 'The changes were merged into'
  [344] link 'main'
  StaticText 'with'
  [345] link '9d1e0b7c'
  StaticText 'The source branch has been deleted.'
  [346] button 'Revert'
  [347] button 'Cherry-pick'"""
    extra = ""
    if state in ("approved", "merged"):
        extra += """
    [379] listitem ''
      [380] link 'Byte Blaze'
      StaticText 'approved this merge request just now'"""
    if merged:
        extra += """
    [381] listitem ''
      [382] link 'Byte Blaze'
      StaticText 'merged just now'"""
    body = f"""{gl_top(AG, 'Northwind', 23, nav_mr)}
  [223] link 'Merge requests'
  [224] link '!87'
[300] main ''
  StaticText '{status}'
  heading 'Add per-route rate limiting'
  StaticText 'Wen Li requested to merge'
  [303] link 'feat/route-ratelimit'
  StaticText 'into'
  [304] link 'main'
  StaticText '2 days ago'
  [305] button 'Edit'
  [306] button 'Code', hasPopup='menu'
  [309] tablist ''
    [310] tab 'Overview 6', selected=True
    [311] tab 'Commits 4', selected=False
    [312] tab 'Pipelines 3', selected=False
    [313] tab 'Changes 7', selected=False
  StaticText 'Adds a token-bucket limiter keyed by route and client IP. Limits come from routes.yaml (rate_per_sec, burst); routes without an entry are unlimited. Closes #203.'
{pipe}
{appr}
{mw}
  heading 'Activity'
  [370] list ''
    [371] listitem ''
      [372] link 'Wen Li'
      StaticText 'added 1 commit {ago} ago'
      [373] link '3f9c2a1e'
      StaticText 'Address review: make burst configurable per route'
    [374] listitem ''
      [375] link 'Akira Sato'
      StaticText 'approved this merge request 2 hours ago'
    [376] article ''
      [377] link 'Akira Sato'
      StaticText '@asato · 2 hours ago'
      StaticText 'Looks good. One nit on the default burst of 20; fine to follow up separately.'{extra}
  [390] textbox 'Comment', multiline=True
  [392] button 'Comment'
[400] complementary 'merge request sidebar'
  StaticText 'Assignee'
  [403] link 'Wen Li'
  StaticText 'Reviewers'
  [405] link 'Akira Sato'
  [406] link 'Byte Blaze'
  StaticText 'Labels'
  [411] link 'feature'
  StaticText 'Milestone'
  [415] link '2024.03'
  StaticText 'Reference: northwind/api-gateway!87'"""
    return page(f"Add per-route rate limiting (!87) · Merge requests · Northwind / {AG} · GitLab", body, MR_URL)


def pipe_page(done: bool, triggered: str) -> str:
    integ = "passed" if done else "running"
    integ_d = "00:03:55" if done else ""
    head = ("StaticText 'passed'\n  StaticText '5 jobs for feat/route-ratelimit in 5 minutes and 14 seconds (queued for 3 seconds)'"
            if done else "StaticText 'running'\n  StaticText '5 jobs for feat/route-ratelimit'")
    body = f"""{gl_top(AG, 'Northwind', 23, 6)}
  [223] link 'Pipelines'
  [224] link '#2231'
[300] main ''
  {head}
  StaticText 'Pipeline #2231 triggered {triggered} by'
  [302] link 'Wen Li'
  StaticText 'Address review: make burst configurable per route'
  [303] link '3f9c2a1e'
  StaticText 'latest'
  StaticText 'merge request'
  [304] tablist ''
    [305] tab 'Pipeline', selected=True
    [306] tab 'Needs', selected=False
    [307] tab 'Jobs 5', selected=False
    [308] tab 'Tests 212', selected=False
  [320] group 'build'
    [321] link 'build:image - passed'
    StaticText '00:01:12'
  [330] group 'test'
    [331] link 'test:lint - passed'
    StaticText '00:00:41'
    [333] link 'test:unit - passed'
    StaticText '00:02:03'
    [335] link 'test:integration - {integ}'
    StaticText '{integ_d}'
  [340] group 'deploy'
    [341] link 'deploy:review - manual'
    [342] button 'Run'"""
    return page(f"Pipeline · Northwind / {AG} · GitLab", body, f"{AG_URL}/-/pipelines/2231")


JOB_LOG_HEAD = [
    "Running with gitlab-runner 16.6.1 (f5da3c5a)",
    "  on docker-runner-3 xK9pQ2s, system ID: r_8f2cd11a93b4",
    "Preparing the docker executor",
    "Using Docker executor with image golang:1.22-bookworm ...",
    "Pulling docker image golang:1.22-bookworm ...",
    "Getting source from Git repository",
    "Fetching changes with git depth set to 20...",
    "Checking out 3f9c2a1e as detached HEAD (ref is refs/merge-requests/87/head)...",
    "Executing step_script stage of the job script",
    "$ docker compose -f ci/compose.integration.yml up -d redis upstream-mock",
    "$ go test ./integration/... -tags=integration -count=1 -v",
    "=== RUN   TestRateLimitPerRoute",
    "--- PASS: TestRateLimitPerRoute (3.21s)",
    "=== RUN   TestRateLimitBurst",
    "--- PASS: TestRateLimitBurst (5.02s)",
    "=== RUN   TestRateLimitUnlistedRouteUnlimited",
    "--- PASS: TestRateLimitUnlistedRouteUnlimited (1.88s)",
    "=== RUN   TestRateLimitRedisFailover",
]
JOB_LOG_TAIL = [
    "--- PASS: TestRateLimitRedisFailover (41.77s)",
    "=== RUN   TestRateLimitHeaders",
    "--- PASS: TestRateLimitHeaders (0.94s)",
    "PASS",
    "ok  \tgithub.com/northwind/api-gateway/integration\t221.402s",
    "Running after_script",
    "$ docker compose -f ci/compose.integration.yml down -v",
    "Cleaning up project directory and file based variables",
    "Job succeeded",
]


def job_page(done: bool, triggered: str) -> str:
    lines = JOB_LOG_HEAD + (JOB_LOG_TAIL if done else [])
    log = "\n".join(f"    StaticText '{ln}'" for ln in lines)
    status = "passed" if done else "running"
    dur = "3 minutes 55 seconds" if done else "2 minutes 41 seconds"
    fin = "\n  StaticText 'Finished: just now'" if done else ""
    btn = "[302] button 'Retry'" if done else "[302] button 'Cancel'"
    body = f"""{gl_top(AG, 'Northwind', 23, 6)}
  [223] link 'Jobs'
  [224] link '#48817'
[300] main ''
  StaticText '{status}'
  StaticText 'Job #48817 triggered {triggered} by'
  [301] link 'Wen Li'
  {btn}
  [305] log ''
{log}
  [306] button 'Scroll to top'
  [307] button 'Scroll to bottom'
[400] complementary 'job sidebar'
  heading 'test:integration'
  StaticText 'Duration: {dur}'{fin}
  StaticText 'Queued: 2 seconds'
  StaticText 'Timeout: 1h (from project)'
  StaticText 'Runner: #12 (xK9pQ2s) docker-runner-3'
  StaticText 'Tags: docker'
  StaticText 'Commit'
  [410] link '3f9c2a1e'
  StaticText 'Address review: make burst configurable per route'
  [412] link 'Pipeline #2231'
  StaticText 'for'
  [413] link 'feat/route-ratelimit'
  StaticText 'test'"""
    return page(f"test:integration (#48817) · Jobs · Northwind / {AG} · GitLab", body, JOB_URL)


def mr_commits() -> str:
    rows = [
        ("3f9c2a1e", "Address review: make burst configurable per route", "10 minutes ago"),
        ("b7e40d92", "Add integration tests for route limits", "1 day ago"),
        ("5a1c88f0", "Wire limiter middleware into router", "2 days ago"),
        ("e02d4b7a", "Add token bucket limiter package", "2 days ago"),
    ]
    items = ""
    for n, (sha, msg, when) in enumerate(rows):
        b = 500 + n * 6
        items += f"""    [{b}] listitem ''
      [{b + 1}] link '{msg}'
      [{b + 2}] link 'Wen Li'
      StaticText 'authored {when}'
      [{b + 3}] button 'Copy commit SHA'
      [{b + 4}] link '{sha}'
      [{b + 5}] link 'Browse Files'
"""
    body = f"""{gl_top(AG, 'Northwind', 23, 5)}
  [223] link 'Merge requests'
  [224] link '!87'
[300] main ''
  StaticText 'Merged'
  heading 'Add per-route rate limiting'
  [309] tablist ''
    [310] tab 'Overview 6', selected=False
    [311] tab 'Commits 4', selected=True
    [312] tab 'Pipelines 3', selected=False
    [313] tab 'Changes 7', selected=False
  StaticText 'Mar 12, 2024 – Mar 14, 2024 4 commits'
  [499] list ''
{items}"""
    return page(f"Add per-route rate limiting (!87) · Merge requests · Northwind / {AG} · GitLab", body, f"{MR_URL}/commits")


def ag_project() -> str:
    body = f"""{gl_top(AG, 'Northwind', 23, 5)}
[300] main ''
  heading '{AG}'
  StaticText 'Project ID: 1184'
  [302] button 'Star'
  StaticText '31'
  [303] button 'Fork'
  StaticText '4'
  [305] link '417 Commits'
  [306] link '7 Branches'
  [307] link '19 Tags'
  StaticText '38.2 MiB Project Storage'
  [310] combobox 'Switch branch/tag', hasPopup='listbox'
    StaticText 'main'
  StaticText "Merge branch 'feat/route-ratelimit' into 'main'"
  [312] link 'Byte Blaze'
  StaticText 'authored just now'
  [313] link 'Pipeline: running'
  [314] link '9d1e0b7c'
  [320] table 'Files'
    row ''
      gridcell '.gitlab'
      gridcell 'Add MR template'
      gridcell '3 months ago'
    row ''
      gridcell 'ci'
      gridcell 'Add integration tests for route limits'
      gridcell '1 day ago'
    row ''
      gridcell 'cmd/gateway'
      gridcell 'Wire limiter middleware into router'
      gridcell '2 days ago'
    row ''
      gridcell 'integration'
      gridcell 'Add integration tests for route limits'
      gridcell '1 day ago'
    row ''
      gridcell 'internal/limiter'
      gridcell 'Address review: make burst configurable per route'
      gridcell '10 minutes ago'
    row ''
      gridcell 'internal/jwt'
      gridcell 'Tolerate 30s clock skew when validating exp'
      gridcell '1 day ago'
    row ''
      gridcell '.gitlab-ci.yml'
      gridcell 'Split integration tests into their own job'
      gridcell '2 weeks ago'
    row ''
      gridcell 'README.md'
      gridcell 'Address review: make burst configurable per route'
      gridcell '10 minutes ago'
    row ''
      gridcell 'go.mod'
      gridcell 'Add token bucket limiter package'
      gridcell '2 days ago'
    row ''
      gridcell 'routes.yaml'
      gridcell 'Address review: make burst configurable per route'
      gridcell '10 minutes ago'"""
    return page(f"Northwind / {AG} · GitLab", body, AG_URL)


def t09(rs: RowSet) -> None:
    turns = [
        (f"goto('{MR_URL}')", mr_page("running")),
        ("click('320')", pipe_page(False, "4 minutes ago")),
        ("click('335')", job_page(False, "4 minutes ago")),
        (f"goto('{JOB_URL}')", job_page(True, "5 minutes ago")),
        ("click('412')", pipe_page(True, "6 minutes ago")),
        (f"goto('{MR_URL}')", mr_page("passed")),
        ("click('332')", mr_page("approved")),
        ("click('342')", mr_page("merged")),
        ("click('311')", mr_commits()),
        ("click('201')", ag_project()),
    ]
    state = page(f"Merge requests · Northwind / {AG} · GitLab", f"""{gl_top(AG, 'Northwind', 23, 6)}
  [223] link 'Merge requests'
[300] main ''
  [301] tablist ''
    [302] tab 'Open 6', selected=True
    [303] tab 'Merged 141', selected=False
    [304] tab 'Closed 22', selected=False
    [305] tab 'All 169', selected=False
  [308] link 'New merge request'
  [320] list ''
    [321] listitem ''
      [322] link 'Add per-route rate limiting'
      StaticText '!87 · created 2 days ago by Wen Li'
      [323] link 'feature'
      StaticText 'Pipeline: running'
      StaticText 'Approvals 1 of 2'
      StaticText 'updated 4 minutes ago'
    [324] listitem ''
      [325] link 'Draft: Move config loading to viper'
      StaticText '!86 · created 4 days ago by Samir Haddad'
      StaticText 'Pipeline: failed'
      StaticText 'updated 1 day ago'
    [326] listitem ''
      [327] link 'Bump golang.org/x/net to 0.22.0'
      StaticText '!85 · created 5 days ago by renovate-bot'
      [328] link 'dependencies'
      StaticText 'Pipeline: passed'
      StaticText 'updated 5 days ago'
    [329] listitem ''
      [330] link 'Add OpenTelemetry span for upstream retries'
      StaticText '!83 · created 1 week ago by Dario Conti'
      StaticText 'Pipeline: passed'
      StaticText 'Approvals 0 of 2'
      StaticText 'updated 6 days ago'
    [331] listitem ''
      [332] link 'Return 413 instead of 500 on oversized bodies'
      StaticText '!80 · created 2 weeks ago by Lorena Diaz'
      StaticText 'Pipeline: passed'
      StaticText 'updated 1 week ago'
    [333] listitem ''
      [334] link 'WIP: gRPC passthrough'
      StaticText '!71 · created 1 month ago by Akira Sato'
      StaticText 'Pipeline: canceled'
      StaticText 'updated 3 weeks ago'""", f"{AG_URL}/-/merge_requests")
    rs.add(task=TASK, tid="h23-web-09", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 10  Gmail: answer the landlord, bulk-mark GitHub notifications read, new mail arrives (clean)
# ---------------------------------------------------------------------------------------------
GM_URL = "https://mail.google.com/mail/u/0/"
GMAIL = {  # key: (sender, subject, snippet, time)
    "sunrun": ("Sunrun", "Your March production report is ready", "Your system produced 412 kWh so far this month, 9% above the estimate for March...", "11:01 AM"),
    "lease": ("Okafor Property Mgmt", "Lease renewal - 22 Alder St, Unit 3", "Hi Mira, your lease ends May 31. Please confirm by March 22 whether you plan to renew...", "10:12 AM"),
    "ghci": ("GitHub", "[mira-s/plantwatch] Run failed: CI - main (4c1e2aa)", "CI: Some jobs were not successful. test (3.12) failed in 1m 43s...", "9:58 AM"),
    "chase": ("Chase", "Your statement is ready", "Your Sapphire statement for the period ending 03/11 is now available...", "9:30 AM"),
    "ghdep": ("GitHub", "[mira-s/plantwatch] Bump pillow from 10.2.0 to 10.3.0 (PR #22)", "dependabot[bot] opened a pull request. Bumps pillow from 10.2.0 to 10.3.0...", "8:14 AM"),
    "hike": ("Hannah Cho", "Saturday hike?", "Thinking Mount Si if the weather holds, leaving around 7. You in?...", "7:45 AM"),
    "pat": ("GitHub", "Your personal access token is about to expire", "Your token plantwatch-deploy expires in 7 days...", "Mar 13"),
    "duo": ("Duolingo", "Keep your 212 day streak alive", "A quick 3 minute lesson keeps the streak going...", "Mar 13"),
    "gsec": ("Google", "Security alert: new sign-in on Linux", "We noticed a new sign-in to your Google Account on a Linux device...", "Mar 13"),
    "ghiss": ("GitHub", "[mira-s/plantwatch] Sensor readings drift after 48h (Issue #14)", "kbrandt commented: I see the same on the SHT31, roughly +0.4C per day...", "Mar 12"),
    "rei": ("REI Co-op", "Your order has shipped", "Good news! Order A2219-4410 is on its way. Track your package...", "Mar 12"),
    "dad": ("Dad", "Photos from the weekend", "Here are the ones from the lake. The heron one came out great...", "Mar 11"),
    "tm": ("Ticketmaster", "Your tickets for Khruangbin", "Order 21-48817/SEA. Fri, Apr 19, 8:00 PM, Climate Pledge Arena...", "Mar 10"),
}
GH_NOTIF = ["ghci", "ghdep", "ghiss"]


def gm_chrome(unread: int, query: str = "") -> str:
    qv = f" value='{query}'," if query else ""
    return f"""[50] banner ''
  [51] button 'Main menu'
  [52] link 'Gmail'
  [54] combobox 'Search mail',{qv} autocomplete='list', hasPopup='listbox', expanded=False
  [56] button 'Advanced search options'
  [58] button 'Support'
  [59] button 'Settings'
  [60] button 'Google apps'
  [61] button 'Google Account: Mira Santos (mira.santos@gmail.com)'
[70] navigation ''
  [71] button 'Compose'
  [72] link 'Inbox {unread} unread'
  [73] link 'Starred'
  [74] link 'Snoozed'
  [75] link 'Sent'
  [76] link 'Drafts 1'
  [77] button 'More labels'"""


def gm_rows(keys: list[str], unread: set[str], over: dict[str, tuple] | None = None, selected: bool = False) -> str:
    out = ""
    for n, k in enumerate(keys):
        sender, subj, snip, time = (over or {}).get(k, GMAIL[k])
        b = 200 + n * 5
        un = "\n    StaticText 'unread'" if k in unread else ""
        out += f"""  [{b}] row ''{un}
    [{b + 1}] checkbox 'Select', checked={selected}
    [{b + 2}] button 'Not starred'
    gridcell '{sender}'
    [{b + 3}] link '{subj}'
    StaticText '{snip}'
    gridcell '{time}'
"""
    return out


def gm_inbox(keys: list[str], unread: set[str], total: str, over: dict[str, tuple] | None = None) -> str:
    body = f"""{gm_chrome(len(unread & set(keys)))}
[100] main ''
  [101] checkbox 'Select', checked=False
  [102] button 'Refresh'
  [103] button 'More email options'
  StaticText '1–50 of {total}'
  [106] button 'Newer', disabled=True
  [107] button 'Older'
  [110] tablist ''
    [111] tab 'Primary', selected=True
    [112] tab 'Promotions 3 new', selected=False
    [113] tab 'Social', selected=False
  [120] grid ''
{gm_rows(keys, unread, over)}"""
    n = len(unread & set(keys))
    return page(f"Inbox ({n}) - mira.santos@gmail.com - Gmail", body, f"{GM_URL}#inbox")


LEASE_BODY = ("Hi Mira, your lease for 22 Alder St, Unit 3 ends May 31, 2024. Please confirm by March 22 whether you plan "
              "to renew. The 12-month renewal rate is $2,145/month (currently $2,060). A 6-month option is available at "
              "$2,210/month. Reply to this email or sign the renewal in the resident portal. Thanks, Grace Okafor")
REPLY = ("Hi Grace, thanks for the heads up. I would like to renew for 12 months at $2,145/month. Could you send the "
         "renewal document through the portal? Best, Mira")


def gm_thread(unread: int, reply: str | None, sent: bool, first_ago: str) -> str:
    msgs = f"""  [140] region ''
    StaticText 'Okafor Property Mgmt'
    StaticText '<leasing@okaforpm.com>'
    StaticText '10:12 AM ({first_ago})'
    StaticText 'to me'
    [142] button 'Reply'
    [143] button 'More message options'
    StaticText '{LEASE_BODY}'"""
    if sent:
        msgs += f"""
  [145] region ''
    StaticText 'Mira Santos'
    StaticText '<mira.santos@gmail.com>'
    StaticText '10:59 AM (0 minutes ago)'
    StaticText 'to Okafor'
    [147] button 'Reply'
    [148] button 'More message options'
    StaticText '{REPLY}'"""
    if reply is not None:
        rv = f" value='{reply}'," if reply else ""
        box = f"""
  [160] region 'Reply'
    StaticText 'Okafor Property Mgmt (leasing@okaforpm.com)'
    [161] textbox 'Message Body',{rv} multiline=True
    [162] button 'Send'
    [163] button 'Formatting options'
    [164] button 'Attach files'
    [165] button 'Discard draft'"""
    else:
        box = """
  [150] button 'Reply'
  [151] button 'Forward'"""
    toast = """
[170] alert ''
  StaticText 'Message sent'
  [171] button 'Undo'
  [172] button 'View message'""" if sent else ""
    body = f"""{gm_chrome(unread)}
[100] main ''
  [130] button 'Back to Inbox'
  [131] button 'Archive'
  [132] button 'Report spam'
  [133] button 'Delete'
  [134] button 'Mark as unread'
  [135] button 'Snooze'
  [136] button 'Move to'
  [137] button 'Labels'
  heading 'Lease renewal - 22 Alder St, Unit 3'
  StaticText 'Inbox'
{msgs}{box}{toast}"""
    return page("Lease renewal - 22 Alder St, Unit 3 - mira.santos@gmail.com - Gmail", body, f"{GM_URL}#inbox/FMfcgzGxSRtqLwBvMnkDqPZfJcHtWmXc")


def gm_search(unread: set[str], inbox_unread: int, selected: bool) -> str:
    tools = """  [101] checkbox 'Select', checked=True
  [102] button 'Archive'
  [103] button 'Report spam'
  [104] button 'Delete'
  [105] button 'Mark as read'
  [108] button 'Snooze'
  [109] button 'Move to'
  StaticText 'All 3 conversations on this page are selected.'""" if selected else """  [101] checkbox 'Select', checked=False
  [102] button 'Refresh'
  [103] button 'More email options'"""
    body = f"""{gm_chrome(inbox_unread, 'from:notifications@github.com')}
[100] main ''
{tools}
  StaticText '1–3 of 3'
  [120] grid ''
{gm_rows(GH_NOTIF, unread, selected=selected)}"""
    return page("Search results - mira.santos@gmail.com - Gmail", body, f"{GM_URL}#search/from%3Anotifications%40github.com")


def t10(rs: RowSet) -> None:
    order0 = [k for k in GMAIL if k != "sunrun"]
    u0 = {"lease", "ghci", "ghdep", "hike", "duo", "ghiss", "rei"}
    u1 = u0 - {"lease"}
    u2 = u1 - set(GH_NOTIF)
    bumped = {"lease": ("Okafor Property Mgmt, me 2", "Lease renewal - 22 Alder St, Unit 3", f"{REPLY[:84]}...", "10:59 AM")}
    order1 = ["lease", "ghci", "chase", "ghdep", "hike", "pat", "duo", "gsec", "ghiss", "rei", "dad", "tm"]
    order2 = ["sunrun"] + order1
    turns = [
        ("click('203')", gm_thread(6, None, False, "45 minutes ago")),
        ("click('150')", gm_thread(6, "", False, "45 minutes ago")),
        (f"fill('161', '{REPLY}')", gm_thread(6, REPLY, False, "46 minutes ago")),
        ("click('162')", gm_thread(6, None, True, "47 minutes ago")),
        ("click('72')", gm_inbox(order1, u1, "1,284", bumped)),
        ("fill('54', 'from:notifications@github.com')", gm_inbox(order1, u1, "1,284", bumped).replace("[54] combobox 'Search mail',", "[54] combobox 'Search mail', value='from:notifications@github.com',")),
        ("press('54', 'Enter')", gm_search(u1, 6, False)),
        ("click('101')", gm_search(u1, 6, True)),
        ("click('105')", gm_search(u2, 3, True)),
        ("click('72')", gm_inbox(order2, u2 | {"sunrun"}, "1,285", bumped)),
    ]
    rs.add(task=TASK, tid="h23-web-10", system=WEB_SYSTEM, turns=turns, state=gm_inbox(order0, u0, "1,284"),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 11  Postmill f/books: subscribe, vote, sort New, comment on a thread, check Hot and Top (clean)
# ---------------------------------------------------------------------------------------------
BK = {  # key: (title, author, absolute, points, comments)
    "fall": ("What book made you fall in love with reading again?", "pagewhisperer", "March 14, 2024 at 9:02:33 AM EDT", 132, 87),
    "libby": ("Annual reminder that libraries lend e-books via Libby", "quietshelf", "March 14, 2024 at 4:47:10 AM EDT", 241, 33),
    "disc": ("Finished all of Discworld after 3 years, AMA", "turtle_moves", "March 13, 2024 at 11:20:45 AM EDT", 388, 142),
    "cozy": ("Books that feel like a warm blanket?", "cozy_reader_88", "March 14, 2024 at 10:58:02 AM EDT", 45, 61),
    "silm": ("Is it worth reading The Silmarillion after LOTR?", "ent_draught", "March 14, 2024 at 7:31:19 AM EDT", 58, 49),
    "trees": ("The Overstory changed how I look at trees", "mossback", "March 14, 2024 at 2:36:54 AM EDT", 77, 20),
    "pira": ("Just finished Piranesi and I need to talk about it", "statue_gazer", "March 14, 2024 at 1:56:12 PM EDT", 11, 3),
    "narr": ("Audiobook narrators who ruin the book for you?", "earbud_ella", "March 14, 2024 at 1:29:40 PM EDT", 4, 9),
    "scifi": ("Looking for sci-fi with competent adults solving problems", "hardpoint", "March 14, 2024 at 12:44:05 PM EDT", 23, 18),
}
BK_REL = {"fall": "5 hours ago", "libby": "9 hours ago", "disc": "1 day ago", "cozy": "3 hours ago", "silm": "6 hours ago",
          "trees": "11 hours ago", "pira": "13 minutes ago", "narr": "40 minutes ago", "scifi": "1 hour ago"}


def bk_side(subs: str, subscribed: bool) -> str:
    btn = "Unsubscribe" if subscribed else "Subscribe"
    return f"""[900] complementary ''
  [901] heading 'books'
  StaticText 'Discussion of books, reading and literature. No piracy links; use spoiler tags for anything published in the last year.'
  [903] button '{btn}'
  StaticText '{subs} subscribers'
  StaticText 'Created'
  time 'January 9, 2019 at 8:40:12 PM EST'
    StaticText '5 years ago'
  [906] heading 'Moderators'
  [907] link 'quietshelf'
  [908] link 'inkwell_ian'
  [909] link 'Moderation log'"""


def bk_listing(keys: list[str], sort: str, over: dict[str, tuple], voted: set[str], rel: dict[str, str],
               subs: str, subscribed: bool) -> str:
    arts = ""
    for n, k in enumerate(keys):
        title, author, ab, pts, com = BK[k]
        pts, com = over.get(k, (pts, com))
        b = 500 + n * 10
        up = "Retract upvote" if k in voted else "Upvote"
        arts += f"""  [{b}] article ''
    [{b + 1}] link '{title}'
    StaticText 'Submitted by'
    [{b + 2}] link '{author}'
    [{b + 3}] time '{ab}'
      StaticText '{rel.get(k, BK_REL[k])}'
    StaticText 'in'
    [{b + 4}] link 'books'
    [{b + 5}] link '{com} comments'
    [{b + 6}] button '{up}'
    StaticText '{pts}'
    [{b + 7}] button 'Downvote'
"""
    cur = {"Hot": 402, "New": 403, "Top": 405}[sort]
    extra = "\n  [410] button 'Past day', hasPopup='menu'" if sort == "Top" else ""
    body = f"""{pm_nav()}
[400] main ''
  [401] heading 'books'
  [402] link 'Hot'{", current='page'" if cur == 402 else ""}
  [403] link 'New'{", current='page'" if cur == 403 else ""}
  [404] link 'Active'
  [405] link 'Top'{", current='page'" if cur == 405 else ""}
  [406] link 'Controversial'
  [407] link 'Most commented'{extra}
{arts}  [890] link 'More'
{bk_side(subs, subscribed)}"""
    q = {"Hot": "", "New": "/new", "Top": "/top?t=day"}[sort]
    return page("books", body, f"{PM}/f/books{q}")


PIRA_MINE = "The moment the tides flood the lower halls and he just calmly moves the birds. I loved how the book trusts you to catch up."


def bk_pira(box: str, mine: bool, c1_pts: int, c1_voted: bool) -> str:
    ncom = 4 if mine else 3
    bv = f" value='{box}'," if box else ""
    rel = ["11 minutes ago", "7 minutes ago", "5 minutes ago"] if mine else ["9 minutes ago", "5 minutes ago", "3 minutes ago"]
    up1 = "Retract upvote" if c1_voted else "Upvote"
    my = f"""  [480] article ''
    [481] link '{PM_USER}'
    StaticText 'wrote'
    [482] time 'March 14, 2024 at 2:12:48 PM EDT'
      StaticText '1 second ago'
    StaticText '{PIRA_MINE}'
    [483] link 'Permalink'
    [484] button 'Reply'
    [485] link 'Edit'
    [486] button 'Retract upvote'
    StaticText '1'
    [487] button 'Downvote'
""" if mine else ""
    body = f"""{pm_nav()}
[400] main ''
  [401] article ''
    [402] heading '{BK["pira"][0]}'
    StaticText 'No big spoilers in the title, but spoilers below. I went in completely blind and I am still thinking about the statues and the tides a day later.'
    StaticText 'Submitted by'
    [405] link 'statue_gazer'
    [406] time '{BK["pira"][2]}'
      StaticText '{"16 minutes ago" if mine else "14 minutes ago"}'
    StaticText 'in'
    [407] link 'books'
    [408] link '{ncom} comments'
    [411] button 'Upvote'
    StaticText '11'
    [412] button 'Downvote'
  [415] heading 'Comments'
  [420] textbox 'Comment',{bv} multiline=True, required=False
  [422] button 'Post'
  [440] article ''
    [441] link 'jonathan_strange'
    StaticText 'wrote'
    [442] time 'March 14, 2024 at 2:01:47 PM EDT'
      StaticText '{rel[0]}'
    StaticText 'The moment he realises the journal index is his own handwriting from before. Chills.'
    [443] link 'Permalink'
    [444] button 'Reply'
    [446] button '{up1}'
    StaticText '{c1_pts}'
    [447] button 'Downvote'
  [450] article ''
    [451] link 'labyrinth_lu'
    StaticText 'wrote'
    [452] time 'March 14, 2024 at 2:05:30 PM EDT'
      StaticText '{rel[1]}'
    StaticText 'The House is kind. That line wrecked me.'
    [453] link 'Permalink'
    [454] button 'Reply'
    [456] button 'Upvote'
    StaticText '3'
    [457] button 'Downvote'
    [460] article ''
      [461] link 'statue_gazer'
      StaticText 'wrote'
      [462] time 'March 14, 2024 at 2:07:12 PM EDT'
        StaticText '{rel[2]}'
      StaticText 'Right?? I reread the first 30 pages immediately.'
      [463] link 'Permalink'
      [464] button 'Reply'
      [466] button 'Upvote'
      StaticText '2'
      [467] button 'Downvote'
{my}{bk_side('8,412', True)}"""
    return page(BK["pira"][0], body, f"{PM}/f/books/61311/just-finished-piranesi-and-i-need-to-talk-about-it")


def t11(rs: RowSet) -> None:
    hot = ["fall", "libby", "disc", "cozy", "silm", "trees"]
    new = ["pira", "narr", "scifi", "cozy", "fall", "silm"]
    top = ["libby", "fall", "trees", "silm", "cozy", "scifi", "pira", "narr"]
    v = {"fall"}
    late_rel = {"pira": "18 minutes ago", "narr": "45 minutes ago"}
    late = {"fall": (135, 89), "libby": (243, 33), "cozy": (47, 62), "pira": (11, 4)}
    turns = [
        ("click('903')", bk_listing(hot, "Hot", {}, set(), {}, "8,412", True)),
        ("click('506')", bk_listing(hot, "Hot", {"fall": (133, 87)}, v, {}, "8,412", True)),
        ("click('403')", bk_listing(new, "New", {"fall": (133, 87)}, v, {}, "8,412", True)),
        ("click('501')", bk_pira("", False, 6, False)),
        (f"fill('420', '{PIRA_MINE}')", bk_pira(PIRA_MINE, False, 6, False)),
        ("click('422')", bk_pira("", True, 6, False)),
        ("click('446')", bk_pira("", True, 7, True)),
        ("click('407')", bk_listing(hot, "Hot", late, v, late_rel, "8,412", True)),
        ("click('405')", bk_listing(top, "Top", late, v, late_rel, "8,412", True)),
    ]
    rs.add(task=TASK, tid="h23-web-11", system=WEB_SYSTEM, turns=turns,
           state=bk_listing(hot, "Hot", {}, set(), {}, "8,411", False), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 12  Koha OPAC (public library): place a hold, renew a loan, look at history and charges
# ---------------------------------------------------------------------------------------------
KOHA = "https://catalog.lakeshorepl.org/cgi-bin/koha"


def koha_chrome(query: str = "", logged_in: bool = True) -> str:
    qv = f" value='{query}'," if query else ""
    who = """  [26] link 'Welcome, Nadia Brennan'
  [27] link 'Log out'""" if logged_in else """  [26] link 'Log in to your account'"""
    return f"""[20] banner ''
  [21] link 'Lakeshore Public Library'
    img 'Lakeshore Public Library'
  [23] button 'Cart', hasPopup='menu'
  [24] button 'Lists', hasPopup='menu'
{who}
[30] search ''
  [31] combobox 'Search type', hasPopup='listbox'
    StaticText 'Library catalog'
  [33] textbox 'Search the catalog',{qv} required=False
  [34] button 'Go'
  [35] link 'Advanced search'
  [36] link 'Course reserves'
  [37] link 'Authority search'"""


KOHA_MENU = """[50] navigation 'Your account menu'
  [51] link 'Your summary'
  [52] link 'Your charges'
  [53] link 'Your personal details'
  [54] link 'Your tags'
  [55] link 'Change your password'
  [56] link 'Your search history'
  [57] link 'Your reading history'
  [58] link 'Your privacy'
  [59] link 'Your messaging'
  [60] link 'Your lists'"""

MFF_DUE = {"old": ("03/21/2024", "0 of 3 renewals used"), "new": ("04/11/2024", "1 of 3 renewals used")}


def koha_summary(tab: str, holds_label: int, holds: list[str], mff: str, checked: bool = False, note: str | None = None) -> str:
    due, ren = MFF_DUE[mff]
    if tab == "checkouts":
        panel = f"""  [110] tabpanel 'Checked out (3)'
    [111] table 'Checked out'
      row ''
        columnheader 'Title'
        columnheader 'Due'
        columnheader 'Barcode'
        columnheader 'Call number'
        columnheader 'Renew'
        columnheader 'Fines'
      row ''
        [114] link 'The ministry for the future : a novel / Kim Stanley Robinson.'
        gridcell '{due}'
        gridcell '31982004417702'
        gridcell 'SF ROBINSON'
        [121] checkbox 'Renew', checked={checked}
        StaticText '({ren})'
        gridcell 'No'
      row ''
        [115] link 'Braiding sweetgrass : indigenous wisdom, scientific knowledge, and the teachings of plants / Robin Wall Kimmerer.'
        gridcell '03/19/2024'
        gridcell '31982003980114'
        gridcell '581.6 KIM'
        [122] checkbox 'Renew', checked=False
        StaticText '(1 of 3 renewals used)'
        gridcell 'No'
      row ''
        [116] link 'Project Hail Mary / Andy Weir.'
        gridcell '03/28/2024'
        gridcell '31982004520661'
        gridcell 'SF WEIR'
        StaticText 'Not renewable (on hold for another patron)'
        gridcell 'No'
    [130] button 'Renew selected'
    [131] button 'Renew all'"""
    else:
        rows = ""
        hold_rows = {
            "zevin": ("Tomorrow, and tomorrow, and tomorrow : a novel / Gabrielle Zevin.", "02/26/2024", "02/26/2025", "4", 140),
            "overstory": ("The overstory : a novel / Richard Powers.", "03/14/2024", "03/14/2025", "3", 150),
        }
        for k in holds:
            t, placed, exp, prio, b = hold_rows[k]
            rows += f"""      row ''
        [{b}] link '{t}'
        gridcell '{placed}'
        gridcell '{exp}'
        gridcell 'Central Library'
        gridcell '{prio}'
        gridcell 'Pending'
        [{b + 2}] button 'Change'
        [{b + 3}] button 'Suspend'
        [{b + 4}] button 'Cancel'
"""
        panel = f"""  [110] tabpanel 'Holds ({len(holds)})'
    [111] table 'Holds'
      row ''
        columnheader 'Title'
        columnheader 'Placed on'
        columnheader 'Expires on'
        columnheader 'Pick up location'
        columnheader 'Priority'
        columnheader 'Status'
        columnheader 'Modify'
{rows}    [160] button 'Suspend all holds'"""
    msg = f"""  [98] alert ''
    StaticText '{note}'
""" if note else ""
    sel_c = "True" if tab == "checkouts" else "False"
    sel_h = "True" if tab == "holds" else "False"
    body = f"""{koha_chrome()}
[40] navigation 'Breadcrumbs'
  [41] link 'Home'
  [42] link 'Nadia Brennan'
  StaticText 'Your summary'
{KOHA_MENU}
[100] main ''
{msg}  heading 'Hello, Nadia Brennan'
  [101] link 'Click here if you are not Nadia Brennan'
  [102] tablist ''
    [103] tab 'Checked out (3)', selected={sel_c}
    [104] tab 'Charges ($0.40)', selected=False
    [105] tab 'Holds ({holds_label})', selected={sel_h}
{panel}"""
    return page("Your library home › Lakeshore Public Library catalog", body, f"{KOHA}/opac-user.pl" + ("#opac-user-holds" if tab == "holds" else ""))


def koha_results() -> str:
    body = f"""{koha_chrome('the overstory powers')}
[40] navigation 'Breadcrumbs'
  [41] link 'Home'
  StaticText "Results of search for 'the overstory powers'"
[100] main ''
  heading "Your search returned 3 results."
  [102] button 'Select all'
  [103] button 'Clear all'
  [104] button 'Add to cart'
  [105] combobox 'Sort', hasPopup='listbox'
    StaticText 'Relevance'
  [110] table 'Results'
    row ''
      [111] checkbox '1', checked=False
      [112] link 'The overstory : a novel / Richard Powers.'
      StaticText 'by Powers, Richard, 1957-'
      StaticText 'Material type: Text; Format: print; Publisher: New York, NY : W.W. Norton & Company, [2018]'
      StaticText 'Availability: No items available: Checked out (4).'
      StaticText 'Holds: 2'
      [114] link 'Place hold'
      [115] link 'Add to your cart'
    row ''
      [121] checkbox '2', checked=False
      [122] link 'The overstory [sound recording] / Richard Powers ; read by Suzanne Toren.'
      StaticText 'by Powers, Richard, 1957-'
      StaticText 'Material type: Audiobook CD; Publisher: New York : Recorded Books, 2018'
      StaticText 'Availability: Items available for loan: Central Library (1). Checked out (1).'
      [124] link 'Place hold'
      [125] link 'Add to your cart'
    row ''
      [131] checkbox '3', checked=False
      [132] link 'The overstory [large print] / Richard Powers.'
      StaticText 'by Powers, Richard, 1957-'
      StaticText 'Material type: Text; Format: large print; Publisher: Waterville, Maine : Thorndike Press, 2019'
      StaticText 'Availability: Items available for loan: Harbor Branch (1).'
      [134] link 'Place hold'
      [135] link 'Add to your cart'
[180] complementary 'Refine your search'
  StaticText 'Availability'
  [181] link 'Limit to currently available items.'
  StaticText 'Authors'
  [182] link 'Powers, Richard, 1957-'
  [183] link 'Toren, Suzanne'
  StaticText 'Item types'
  [184] link 'Book'
  [185] link 'Audiobook CD'
  [186] link 'Large Print'"""
    return page("Results of search for 'the overstory powers' › Lakeshore Public Library catalog", body,
                f"{KOHA}/opac-search.pl?q=the+overstory+powers")


def koha_hold_form() -> str:
    body = f"""{koha_chrome('the overstory powers')}
[40] navigation 'Breadcrumbs'
  [41] link 'Home'
  StaticText 'Placing a hold'
[100] main ''
  heading 'Confirm holds for: Nadia Brennan (L0046812)'
  StaticText 'Place a hold on'
  [102] link 'The overstory : a novel / Richard Powers.'
  StaticText 'Your priority: 3'
  StaticText 'Number of holds: 2'
  StaticText 'Pick up location:'
  [104] combobox 'Pick up location', hasPopup='listbox'
    StaticText 'Central Library'
  [106] button 'Show more options'
  StaticText 'Hold not needed after:'
  [108] textbox 'Hold not needed after', value=''
  [110] button 'Confirm hold'"""
    return page("Placing a hold › Lakeshore Public Library catalog", body, f"{KOHA}/opac-reserve.pl?biblionumber=418807")


def koha_history() -> str:
    rows = [
        ("Project Hail Mary / Andy Weir.", "02/29/2024", "Checked out"),
        ("The ministry for the future : a novel / Kim Stanley Robinson.", "02/22/2024", "Checked out"),
        ("Braiding sweetgrass / Robin Wall Kimmerer.", "02/06/2024", "Checked out"),
        ("Piranesi / Susanna Clarke.", "01/11/2024", "02/01/2024"),
        ("Sea of tranquility : a novel / Emily St. John Mandel.", "12/18/2023", "01/09/2024"),
        ("Klara and the sun / Kazuo Ishiguro.", "11/30/2023", "12/20/2023"),
    ]
    out = ""
    for n, (t, date, ret) in enumerate(rows):
        out += f"""    row ''
      [{201 + n}] link '{t}'
      gridcell '{date}'
      gridcell '{ret}'
"""
    body = f"""{koha_chrome()}
[40] navigation 'Breadcrumbs'
  [41] link 'Home'
  [42] link 'Nadia Brennan'
  StaticText 'Your reading history'
{KOHA_MENU}
[100] main ''
  heading 'Reading history'
  [102] combobox 'Sort', hasPopup='listbox'
    StaticText 'Date'
  [104] link 'Show all items'
  [200] table 'Reading history'
    row ''
      columnheader 'Title'
      columnheader 'Date'
      columnheader 'Returned'
{out}  [220] button 'Delete your reading history'"""
    return page("Your reading history › Lakeshore Public Library catalog", body, f"{KOHA}/opac-readingrecord.pl")


def koha_charges() -> str:
    body = f"""{koha_chrome()}
[40] navigation 'Breadcrumbs'
  [41] link 'Home'
  [42] link 'Nadia Brennan'
  StaticText 'Your charges'
{KOHA_MENU}
[100] main ''
  heading 'Charges'
  [110] table 'Charges'
    row ''
      columnheader 'Date'
      columnheader 'Type of charge'
      columnheader 'Description'
      columnheader 'Amount'
      columnheader 'Amount outstanding'
    row ''
      gridcell '03/04/2024'
      gridcell 'Overdue fine'
      gridcell 'Braiding sweetgrass / Robin Wall Kimmerer. 31982003980114 (due 02/27/2024, returned late)'
      gridcell '0.40'
      gridcell '0.40'
    row ''
      gridcell '11/02/2023'
      gridcell 'Lost card fee'
      gridcell 'Replacement library card'
      gridcell '2.00'
      gridcell '0.00'
    row ''
      rowheader 'Total due'
      gridcell '0.40'
  StaticText 'Charges can be paid at any branch or online by card; payments under $1.00 are accepted at branches only.'"""
    return page("Your charges › Lakeshore Public Library catalog", body, f"{KOHA}/opac-account.pl")


def t12(rs: RowSet) -> None:
    both = ["zevin", "overstory"]
    turns = [
        ("fill('33', 'the overstory powers')", koha_summary("checkouts", 1, ["zevin"], "old").replace(
            "[33] textbox 'Search the catalog',", "[33] textbox 'Search the catalog', value='the overstory powers',")),
        ("press('33', 'Enter')", koha_results()),
        ("click('114')", koha_hold_form()),
        ("click('110')", koha_summary("holds", 2, both, "old")),
        ("click('103')", koha_summary("checkouts", 2, both, "old")),
        ("check('121')", koha_summary("checkouts", 2, both, "old", checked=True)),
        ("click('130')", koha_summary("checkouts", 1, both, "new", note="The ministry for the future : a novel has been renewed. New due date: 04/11/2024.")),
        ("click('57')", koha_history()),
        ("click('52')", koha_charges()),
    ]
    rs.add(task=TASK, tid="h23-web-12", system=WEB_SYSTEM, turns=turns,
           state=koha_summary("checkouts", 1, ["zevin"], "old"), bad=True, turn=7,
           kind="Holds tab count drops back to 1 after a renewal although two holds were listed and none was cancelled")


# ---------------------------------------------------------------------------------------------
# 13  Clinic patient portal: reschedule a physical, read lipid results in both units, messages (clean)
# ---------------------------------------------------------------------------------------------
HV = "https://portal.harborviewfamilyclinic.org"
APPT = {"old": ("Tue, Mar 19, 2024", "9:40 AM", "9:25 AM", "Sat, Mar 16"),
        "new": ("Thu, Mar 21, 2024", "2:15 PM", "2:00 PM", "Mon, Mar 18")}


def hv_shell(unread: int, main: str) -> str:
    return f"""[20] banner ''
  [21] link 'Harborview Family Clinic Patient Portal'
    img 'Harborview Family Clinic'
  StaticText 'Daniel Okoye'
  StaticText 'Last login: Mar 2, 2024 8:14 PM'
  [24] link 'Sign out'
[30] navigation 'Portal menu'
  [31] link 'Home'
  [32] link 'Appointments'
  [33] link 'Messages ({unread})'
  [34] link 'Test Results'
  [35] link 'Medications'
  [36] link 'Billing'
  [37] link 'Forms'
[100] main ''
{main}
[190] contentinfo ''
  StaticText 'For emergencies call 911. Messages are answered within 2 business days.'
  [191] link 'Privacy practices'"""


def hv_home(which: str, unread: int, new_results: int) -> str:
    d, t, _, _ = APPT[which]
    main = f"""  heading 'Welcome back, Daniel'
  [110] region 'Upcoming appointment'
    heading 'Upcoming appointment'
    StaticText 'Annual physical with Lena Ortiz, MD'
    StaticText '{d} at {t}'
    StaticText 'Harborview Main, Suite 210, 1450 Dock Street'
    [112] link 'View details'
  [120] region 'Inbox'
    heading 'Messages'
    StaticText '{unread} unread'
    [122] link 'Go to messages'
  [130] region 'Results'
    heading 'Test results'
    StaticText '{new_results} new'
    [132] link 'View results'
  [140] region 'Billing'
    heading 'Balance due'
    StaticText '$35.00 due Mar 30, 2024'
    [142] link 'Pay now'
  [150] region 'Medications'
    heading 'Refill status'
    StaticText 'Atorvastatin 20 mg tablet: ready for pickup at Walgreens #4417 (since Mar 11)'
    [152] link 'Request a refill'"""
    return page("Home | Harborview Family Clinic Patient Portal", hv_shell(unread, main), f"{HV}/home")


def hv_appts(which: str, unread: int, note: bool) -> str:
    d, t, arrive, checkin = APPT[which]
    alert = """  [101] alert ''
    StaticText 'Your appointment has been rescheduled. A confirmation was sent to your portal inbox.'
""" if note else ""
    main = f"""{alert}  heading 'Appointments'
  [105] link 'Schedule an appointment'
  heading 'Upcoming'
  [110] article ''
    heading 'Annual physical'
    StaticText '{d}'
    StaticText '{t} (40 minutes)'
    StaticText 'Lena Ortiz, MD · Family Medicine'
    StaticText 'Harborview Main, Suite 210, 1450 Dock Street'
    StaticText 'Confirmation #A-208815'
    StaticText 'Please arrive by {arrive}. eCheck-in opens {checkin}.'
    [113] link 'Reschedule'
    [114] link 'Cancel appointment'
    [115] link 'Add to calendar'
  heading 'Past'
  [120] table 'Past appointments'
    row ''
      columnheader 'Date'
      columnheader 'Visit type'
      columnheader 'Provider'
      columnheader 'Summary'
    row ''
      gridcell 'Feb 27, 2024'
      gridcell 'Lab visit (fasting)'
      gridcell 'Harborview Lab'
      [122] link 'After-visit summary'
    row ''
      gridcell 'Jan 8, 2024'
      gridcell 'Telehealth follow-up'
      gridcell 'Lena Ortiz, MD'
      [123] link 'After-visit summary'
    row ''
      gridcell 'Sep 12, 2023'
      gridcell 'Sick visit'
      gridcell 'Marcus Bell, PA-C'
      [124] link 'After-visit summary'"""
    return page("Appointments | Harborview Family Clinic Patient Portal", hv_shell(unread, main), f"{HV}/appointments")


def hv_slots() -> str:
    main = """  heading 'Reschedule: Annual physical'
  StaticText 'Lena Ortiz, MD · 40 minutes · Harborview Main'
  StaticText 'Current time: Tue, Mar 19, 2024 at 9:40 AM'
  [110] button 'Previous week', disabled=True
  StaticText 'Mar 18 – Mar 22, 2024'
  [111] button 'Next week'
  [120] group 'Wed, Mar 20'
    [121] button '8:00 AM'
    [122] button '3:20 PM'
  [125] group 'Thu, Mar 21'
    [126] button '10:40 AM'
    [127] button '2:15 PM'
  [130] group 'Fri, Mar 22'
    [131] button '9:00 AM'
  StaticText 'Mon, Mar 18 and Tue, Mar 19: no other openings'
  [140] link 'Back to appointments'"""
    return page("Reschedule | Harborview Family Clinic Patient Portal", hv_shell(2, main), f"{HV}/appointments/A-208815/reschedule")


def hv_confirm() -> str:
    main = """  heading 'Confirm new time'
  StaticText 'Annual physical with Lena Ortiz, MD'
  StaticText 'From: Tue, Mar 19, 2024 at 9:40 AM'
  StaticText 'To: Thu, Mar 21, 2024 at 2:15 PM'
  StaticText 'Location: Harborview Main, Suite 210'
  [110] textbox 'Reason for change (optional)', value=''
  [112] button 'Confirm reschedule'
  [113] button 'Back'"""
    return page("Reschedule | Harborview Family Clinic Patient Portal", hv_shell(2, main), f"{HV}/appointments/A-208815/reschedule/confirm?slot=2024-03-21T14:15")


def hv_results(new: bool, unread: int) -> str:
    badge = "\n      StaticText 'New'" if new else ""
    main = f"""  heading 'Test Results'
  [110] table 'Results'
    row ''
      columnheader 'Test'
      columnheader 'Collected'
      columnheader 'Status'
    row ''
      [111] link 'Lipid panel'{badge}
      gridcell 'Feb 27, 2024'
      gridcell 'Final · reviewed by Lena Ortiz, MD'
    row ''
      [112] link 'Hemoglobin A1c'
      gridcell 'Feb 27, 2024'
      gridcell 'Final · reviewed by Lena Ortiz, MD'
    row ''
      [113] link 'Comprehensive metabolic panel'
      gridcell 'Feb 27, 2024'
      gridcell 'Final · reviewed by Lena Ortiz, MD'
    row ''
      [114] link 'Vitamin D, 25-hydroxy'
      gridcell 'Sep 12, 2023'
      gridcell 'Final · reviewed by Marcus Bell, PA-C'"""
    return page("Test Results | Harborview Family Clinic Patient Portal", hv_shell(unread, main), f"{HV}/results")


LIPIDS = [  # name, us, us_unit, us_ref, si, si_ref, flag
    ("Total cholesterol", "214", "mg/dL", "< 200", "5.53", "< 5.17", "High"),
    ("LDL cholesterol (calculated)", "131", "mg/dL", "< 100", "3.39", "< 2.59", "High"),
    ("HDL cholesterol", "52", "mg/dL", "> 40", "1.34", "> 1.03", ""),
    ("Triglycerides", "156", "mg/dL", "< 150", "1.76", "< 1.69", "High"),
    ("Non-HDL cholesterol", "162", "mg/dL", "< 130", "4.19", "< 3.36", "High"),
]


def hv_lipid(si: bool, unread: int) -> str:
    rows = ""
    for name, us, unit, ref, si_v, si_ref, flag in LIPIDS:
        val, u, r = (si_v, "mmol/L", si_ref) if si else (us, unit, ref)
        rows += f"""    row ''
      gridcell '{name}'
      gridcell '{val} {u}'
      gridcell '{r} {u}'
      gridcell '{flag}'
"""
    btn = "[105] button 'Show US units'" if si else "[105] button 'Show SI units'"
    main = f"""  [101] link 'Back to results'
  heading 'Lipid panel'
  StaticText 'Collected Feb 27, 2024 7:52 AM · Resulted Feb 28, 2024 2:10 PM · Fasting: yes'
  StaticText 'Ordered by Lena Ortiz, MD'
  {btn}
  [110] table 'Lipid panel components'
    row ''
      columnheader 'Component'
      columnheader 'Your value'
      columnheader 'Standard range'
      columnheader 'Flag'
{rows}  heading 'Comment from Lena Ortiz, MD (Feb 29, 2024)'
  StaticText 'Daniel, your LDL is a little above goal but better than last year. Keep the atorvastatin at 20 mg and we will recheck at your physical. Nothing urgent.'
  [120] link 'Print'
  [121] link 'Send a message about this result'"""
    return page("Lipid panel | Harborview Family Clinic Patient Portal", hv_shell(unread, main), f"{HV}/results/L-7731042" + ("?units=si" if si else ""))


HV_MSGS = [  # key, from, subject, date
    ("resched", "Harborview Scheduling", "Appointment rescheduled: Thu, Mar 21, 2024 at 2:15 PM", "Today 10:32 AM"),
    ("billing", "Harborview Billing", "Statement available: $35.00 due Mar 30", "Mar 8, 2024"),
    ("labs", "Lena Ortiz, MD", "Your lab results", "Feb 29, 2024"),
    ("remind", "Front Desk", "Appointment reminder: Tue, Mar 19 at 9:40 AM", "Mar 12, 2024"),
]


def hv_inbox(unread: set[str]) -> str:
    rows = ""
    for n, (k, frm, subj, date) in enumerate(HV_MSGS):
        b = 120 + n * 3
        u = "\n      StaticText 'Unread'" if k in unread else ""
        rows += f"""    row ''{u}
      gridcell '{frm}'
      [{b}] link '{subj}'
      gridcell '{date}'
"""
    main = f"""  heading 'Messages'
  [105] link 'New message'
  [106] tablist ''
    [107] tab 'Inbox', selected=True
    [108] tab 'Sent', selected=False
  [110] table 'Inbox'
    row ''
      columnheader 'From'
      columnheader 'Subject'
      columnheader 'Received'
{rows}"""
    return page("Messages | Harborview Family Clinic Patient Portal", hv_shell(len(unread), main), f"{HV}/messages")


def hv_msg_labs() -> str:
    main = """  [101] link 'Back to inbox'
  heading 'Your lab results'
  StaticText 'From: Lena Ortiz, MD'
  StaticText 'To: Daniel Okoye'
  StaticText 'Sent: Feb 29, 2024 4:48 PM'
  StaticText 'Hi Daniel, your February labs are back and I left a note on the lipid panel. Your A1c is 5.4%, which is normal, and your kidney and liver numbers look good. We will go over everything at your physical. Best, Dr. Ortiz'
  [110] button 'Reply'
  [111] button 'Delete'"""
    return page("Your lab results | Harborview Family Clinic Patient Portal", hv_shell(2, main), f"{HV}/messages/M-55120")


def t13(rs: RowSet) -> None:
    turns = [
        ("click('32')", hv_appts("old", 2, False)),
        ("click('113')", hv_slots()),
        ("click('127')", hv_confirm()),
        ("click('112')", hv_appts("new", 3, True)),
        ("click('34')", hv_results(True, 3)),
        ("click('111')", hv_lipid(False, 3)),
        ("click('105')", hv_lipid(True, 3)),
        ("click('33')", hv_inbox({"resched", "billing", "labs"})),
        ("click('126')", hv_msg_labs()),
        ("click('31')", hv_home("new", 2, 0)),
    ]
    rs.add(task=TASK, tid="h23-web-13", system=WEB_SYSTEM, turns=turns, state=hv_home("old", 2, 1), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 14  Wholesale supplier portal: reprice tomatoes, pack an order, review stock and payouts
# ---------------------------------------------------------------------------------------------
HL = "https://suppliers.harvestlane.example"
HL_PRODUCTS = [  # sku, name, price, on hand, allocated, status
    ("HLW-TOM-010", "Heirloom tomatoes, 10 lb case", "$28.00 / case", 42, 0, "Active"),
    ("HLW-LET-024", "Butter lettuce, 24 ct case", "$32.50 / case", 18, 0, "Active"),
    ("HLW-CAR-025", "Rainbow carrots, 25 lb sack", "$36.00 / sack", 9, 0, "Low stock"),
    ("HLW-EGG-015", "Pasture eggs, 15 dozen case", "$67.50 / case", 30, 6, "Active"),
    ("HLW-HRB-BAS", "Basil, 1 lb bunch pack", "$14.00 / pack", 4, 0, "Low stock"),
    ("HLW-POT-050", "Yukon Gold potatoes, 50 lb sack", "$41.00 / sack", 25, 0, "Active"),
    ("HLW-MGR-004", "Microgreens mix, 4 x 1 lb clamshell", "$38.00 / case", 12, 0, "Active"),
    ("HLW-SQU-020", "Delicata squash, 20 lb case", "$26.00 / case", 0, 0, "Inactive (out of season)"),
]


def hl_shell(main: str, toast: str | None = None) -> str:
    t = f"\n[95] status ''\n  StaticText '{toast}'" if toast else ""
    return f"""[20] banner ''
  [21] link 'Harvest Lane Wholesale · Supplier Portal'
  StaticText 'Two Creeks Farm'
  [23] button 'Jess Marlow', hasPopup='menu'
[30] navigation 'Supplier menu'
  [31] link 'Dashboard'
  [32] link 'Products'
  [33] link 'Orders 3'
  [34] link 'Payouts'
  [35] link 'Messages'
  [36] link 'Settings'
[100] main ''
{main}{t}"""


def hl_dashboard() -> str:
    main = """  heading 'Good morning, Jess'
  [110] region 'Today'
    StaticText 'Orders today'
    StaticText '7'
    StaticText 'Pending fulfilment'
    StaticText '3'
    StaticText 'Next payout (Fri, Mar 15)'
    StaticText '$1,284.50'
    StaticText 'Low stock alerts'
    StaticText '2'
  [120] region 'Announcements'
    StaticText 'Saturday deliveries resume March 16 for the Eastside route. Opt products in on each product page.'
    StaticText 'Reminder: organic certificates expiring in the next 60 days must be re-uploaded under Settings > Certifications.'"""
    return page("Dashboard · Harvest Lane Supplier Portal", hl_shell(main), f"{HL}/dashboard")


def hl_products(price: str, alloc: dict[str, int]) -> str:
    rows = ""
    for n, (sku, name, pr, onhand, al, st) in enumerate(HL_PRODUCTS):
        if sku == "HLW-TOM-010":
            pr = price
        al = alloc.get(sku, al)
        b = 200 + n * 3
        rows += f"""    row ''
      gridcell '{sku}'
      [{b}] link '{name}'
      gridcell '{pr}'
      gridcell '{onhand} on hand · {al} allocated · {onhand - al} available'
      gridcell '{st}'
"""
    main = f"""  heading 'Products'
  [150] button 'Add product'
  [151] searchbox 'Search products'
  [152] combobox 'Status', hasPopup='listbox'
    StaticText 'All'
  StaticText '8 products'
  [160] table 'Products'
    row ''
      columnheader 'SKU'
      columnheader 'Product'
      columnheader 'Wholesale price'
      columnheader 'Stock'
      columnheader 'Status'
{rows}"""
    return page("Products · Harvest Lane Supplier Portal", hl_shell(main), f"{HL}/products")


def hl_edit(price: str, sat: bool, organic: bool, alloc: int, edited: str, toast: str | None = None) -> str:
    main = f"""  [101] link 'Back to products'
  heading 'Heirloom tomatoes, 10 lb case'
  StaticText 'SKU HLW-TOM-010 · Last edited {edited}'
  [110] textbox 'Product name', value='Heirloom tomatoes, 10 lb case', required=True
  [111] textbox 'Wholesale price (USD)', value='{price}', required=True
  [112] combobox 'Unit', hasPopup='listbox'
    StaticText 'case'
  [113] spinbutton 'Minimum order quantity', value='2'
  [114] spinbutton 'Stock on hand', value='42'
  StaticText 'Allocated to open orders: {alloc}'
  [115] textbox 'Description', multiline=True, value='Mixed Cherokee Purple, Brandywine and Green Zebra. Field grown, picked at breaker stage, packed in single-layer flats.'
  [120] group 'Attributes'
    [121] checkbox 'Organic certified', checked={organic}
    [122] checkbox 'Available for Saturday delivery', checked={sat}
    [123] checkbox 'Accept substitutions', checked=True
    [124] checkbox 'Show on marketplace', checked=True
  StaticText 'Certificate: CCOF #44871-B, valid through Nov 30, 2024'
  [130] button 'Save changes'
  [131] button 'Discard'
  [132] button 'Deactivate product'"""
    return page("Heirloom tomatoes, 10 lb case · Harvest Lane Supplier Portal", hl_shell(main, toast), f"{HL}/products/HLW-TOM-010/edit")


HL_ORDERS = [  # no, buyer, items, total, requested, status
    ("HL-10459", "Lupine Kitchen", "4 items", "$212.00", "Fri, Mar 15, 6-9 AM", "Pending"),
    ("HL-10458", "Northside Grocery Co-op", "2 items", "$135.00", "Fri, Mar 15, 6-9 AM", "Pending"),
    ("HL-10457", "Bramble & Rye Bistro", "3 items", "$163.00", "Fri, Mar 15, 6-9 AM", "Pending"),
    ("HL-10455", "Pier 9 Oyster Bar", "2 items", "$99.50", "Thu, Mar 14, 6-9 AM", "Shipped"),
    ("HL-10452", "Lupine Kitchen", "5 items", "$241.00", "Wed, Mar 13, 6-9 AM", "Delivered"),
]


def hl_orders() -> str:
    rows = ""
    for n, (no, buyer, items, total, req, st) in enumerate(HL_ORDERS):
        b = 300 + n * 2
        rows += f"""    row ''
      [{b}] link '{no}'
      gridcell '{buyer}'
      gridcell '{items}'
      gridcell '{total}'
      gridcell '{req}'
      gridcell '{st}'
"""
    main = f"""  heading 'Orders'
  [150] tablist ''
    [151] tab 'Open 3', selected=False
    [152] tab 'All', selected=True
  [160] table 'Orders'
    row ''
      columnheader 'Order'
      columnheader 'Buyer'
      columnheader 'Items'
      columnheader 'Total'
      columnheader 'Requested delivery'
      columnheader 'Status'
{rows}"""
    return page("Orders · Harvest Lane Supplier Portal", hl_shell(main), f"{HL}/orders")


def hl_order(packed: bool) -> str:
    st = "Packed" if packed else "Pending"
    act = "[140] button 'Mark as shipped'\n  [141] button 'Print packing slip'" if packed else "[140] button 'Mark as packed'\n  [141] button 'Print packing slip'"
    hist = """
    listitem ''
      StaticText 'Packed · just now · Jess Marlow'""" if packed else ""
    main = f"""  [101] link 'Back to orders'
  heading 'Order HL-10457'
  StaticText 'Status: {st}'
  StaticText 'Buyer: Bramble & Rye Bistro · 88 Alder Lane · Receiving 5:30-9:00 AM'
  StaticText 'Requested delivery: Fri, Mar 15, 6-9 AM (Eastside route)'
  StaticText 'Placed: Wed, Mar 13, 2024 4:12 PM · Prices are locked at the time the order is placed.'
  [110] table 'Order lines'
    row ''
      columnheader 'Product'
      columnheader 'Qty'
      columnheader 'Unit price'
      columnheader 'Line total'
    row ''
      gridcell 'Heirloom tomatoes, 10 lb case (HLW-TOM-010)'
      gridcell '3'
      gridcell '$28.00'
      gridcell '$84.00'
    row ''
      gridcell 'Butter lettuce, 24 ct case (HLW-LET-024)'
      gridcell '2'
      gridcell '$32.50'
      gridcell '$65.00'
    row ''
      gridcell 'Basil, 1 lb bunch pack (HLW-HRB-BAS)'
      gridcell '1'
      gridcell '$14.00'
      gridcell '$14.00'
    row ''
      rowheader 'Order total'
      gridcell '$163.00'
  {act}
  heading 'History'
  [150] list ''
    listitem ''
      StaticText 'Placed · Mar 13, 4:12 PM · buyer'
    listitem ''
      StaticText 'Confirmed · Mar 13, 4:12 PM · auto'{hist}"""
    return page("Order HL-10457 · Harvest Lane Supplier Portal", hl_shell(main, "Order HL-10457 marked as packed. Stock allocated." if packed else None), f"{HL}/orders/HL-10457")


def hl_payouts() -> str:
    main = """  heading 'Payouts'
  StaticText 'Payouts are sent every Friday for orders delivered through the previous Wednesday, less the 8% marketplace fee.'
  [160] table 'Payouts'
    row ''
      columnheader 'Payout date'
      columnheader 'Orders'
      columnheader 'Gross'
      columnheader 'Fee'
      columnheader 'Net'
      columnheader 'Status'
    row ''
      [161] link 'Fri, Mar 15, 2024'
      gridcell '9'
      gridcell '$1,396.20'
      gridcell '$111.70'
      gridcell '$1,284.50'
      gridcell 'Scheduled'
    row ''
      [162] link 'Fri, Mar 8, 2024'
      gridcell '8'
      gridcell '$1,198.64'
      gridcell '$95.89'
      gridcell '$1,102.75'
      gridcell 'Paid'
    row ''
      [163] link 'Fri, Mar 1, 2024'
      gridcell '7'
      gridcell '$1,052.39'
      gridcell '$84.19'
      gridcell '$968.20'
      gridcell 'Paid'"""
    return page("Payouts · Harvest Lane Supplier Portal", hl_shell(main), f"{HL}/payouts")


def hl_payout_mar8() -> str:
    main = """  [101] link 'Back to payouts'
  heading 'Payout Fri, Mar 8, 2024'
  StaticText 'Paid to checking ending 0912 · Reference PO-2024-0308-TCF'
  [110] table 'Orders in this payout'
    row ''
      columnheader 'Order'
      columnheader 'Buyer'
      columnheader 'Delivered'
      columnheader 'Gross'
    row ''
      gridcell 'HL-10421'
      gridcell 'Lupine Kitchen'
      gridcell 'Mar 1'
      gridcell '$188.00'
    row ''
      gridcell 'HL-10424'
      gridcell 'Pier 9 Oyster Bar'
      gridcell 'Mar 1'
      gridcell '$96.50'
    row ''
      gridcell 'HL-10427'
      gridcell 'Northside Grocery Co-op'
      gridcell 'Mar 2'
      gridcell '$174.00'
    row ''
      gridcell 'HL-10430'
      gridcell 'Bramble & Rye Bistro'
      gridcell 'Mar 2'
      gridcell '$121.14'
    row ''
      gridcell 'HL-10433'
      gridcell 'Lupine Kitchen'
      gridcell 'Mar 4'
      gridcell '$203.50'
    row ''
      gridcell 'HL-10436'
      gridcell 'Cafe Morrow'
      gridcell 'Mar 5'
      gridcell '$88.00'
    row ''
      gridcell 'HL-10439'
      gridcell 'Northside Grocery Co-op'
      gridcell 'Mar 6'
      gridcell '$162.00'
    row ''
      gridcell 'HL-10441'
      gridcell 'Pier 9 Oyster Bar'
      gridcell 'Mar 6'
      gridcell '$165.50'
    row ''
      rowheader 'Gross'
      gridcell '$1,198.64'
    row ''
      rowheader 'Marketplace fee (8%)'
      gridcell '-$95.89'
    row ''
      rowheader 'Net paid'
      gridcell '$1,102.75'"""
    return page("Payout Mar 8, 2024 · Harvest Lane Supplier Portal", hl_shell(main), f"{HL}/payouts/2024-03-08")


def t14(rs: RowSet) -> None:
    alloc = {"HLW-TOM-010": 3, "HLW-LET-024": 2, "HLW-HRB-BAS": 1}
    turns = [
        ("click('32')", hl_products("$28.00 / case", {})),
        ("click('200')", hl_edit("28.00", False, True, 0, "Feb 21, 2024 by Jess Marlow")),
        ("fill('111', '31.50')", hl_edit("31.50", False, True, 0, "Feb 21, 2024 by Jess Marlow")),
        ("check('122')", hl_edit("31.50", True, True, 0, "Feb 21, 2024 by Jess Marlow")),
        ("click('130')", hl_edit("31.50", True, True, 0, "just now by Jess Marlow", "Product updated")),
        ("click('33')", hl_orders()),
        ("click('304')", hl_order(False)),
        ("click('140')", hl_order(True)),
        ("click('32')", hl_products("$31.50 / case", alloc)),
        ("click('200')", hl_edit("31.50", True, False, 3, "6 minutes ago by Jess Marlow")),
        ("click('34')", hl_payouts()),
        ("click('162')", hl_payout_mar8()),
    ]
    rs.add(task=TASK, tid="h23-web-14", system=WEB_SYSTEM, turns=turns, state=hl_dashboard(), bad=True, turn=10,
           kind="'Organic certified' checkbox, never touched, shows unchecked when the product is reopened")


# ---------------------------------------------------------------------------------------------
# 15  MediaWiki (makerspace wiki): update laser settings, check history, diff, watch, RC (clean)
# ---------------------------------------------------------------------------------------------
MW = "https://wiki.riversidemakers.org"
LASER_INTRO = ("The shop laser is a 60 W CO2 machine (Thunder Nova 35) with a 900 x 600 mm bed. You must complete the "
               "[[Laser Cutter induction]] before using it unsupervised.")
LASER_OLD_ROWS = [
    ("Birch plywood", "3 mm", "20", "60", "2 passes for intricate parts"),
    ("Birch plywood", "6 mm", "10", "75", ""),
    ("MDF", "3 mm", "18", "65", ""),
    ("Cast acrylic", "3 mm", "12", "70", "Peel the film on the face side only"),
    ("Cast acrylic", "5 mm", "8", "80", ""),
    ("Cardboard", "4 mm", "60", "30", "Watch for flare-ups"),
    ("Leather (veg tan)", "2 mm", "25", "45", ""),
]
LASER_NEW_ROWS = [("Birch plywood", "3 mm", "20", "55", "1 pass since tube replacement (Mar 2024)")] + LASER_OLD_ROWS[1:] + [
    ("Anodised aluminium (marking)", "-", "300", "25", "Engrave only, no cutting")]


def laser_wikitext(rows: list[tuple]) -> str:
    tbl = "\n".join(f"|-\n| {m} || {t} || {s} || {p} ||" + (f" {n}" if n else "") for m, t, s, p, n in rows)
    return (f"{LASER_INTRO}\n\n== Before you start ==\n* Turn on the exhaust fan and the air assist.\n"
            "* Check the water chiller reads between 18 and 24 °C.\n* Never leave the machine while it is cutting.\n\n"
            "== Material settings ==\n{| class=\"wikitable sortable\"\n! Material !! Thickness !! Speed (mm/s) !! Power (%) !! Notes\n"
            f"{tbl}\n|}}\n\n== Forbidden materials ==\n* PVC, vinyl and anything containing chlorine\n* Polycarbonate\n"
            "* Fibreglass\n* Coated carbon fibre\n\n== Maintenance ==\nLens cleaned weekly on Sundays by the laser host. "
            "Tube replaced 2 March 2024 (was at 1,850 hours).\n\n[[Category:Equipment]]\n[[Category:Inductions required]]")


OLD_WT, NEW_WT = laser_wikitext(LASER_OLD_ROWS), laser_wikitext(LASER_NEW_ROWS)
OLD_B, NEW_B = len(OLD_WT.encode()), len(NEW_WT.encode())


def esc(s: str) -> str:
    return s.replace("\n", "\\n")


def mw_chrome(watched: bool, tab: str) -> str:
    w = "Unwatch" if watched else "Watch"
    cur = {"read": 65, "edit": 66, "history": 67}.get(tab)
    views = ""
    for b, name in ((65, "Read"), (66, "Edit"), (67, "View history")):
        views += f"\n  [{b}] link '{name}'" + (", current='page'" if b == cur else "")
    return f"""[20] banner ''
  [21] link 'Riverside Makerspace Wiki'
    img 'Riverside Makerspace Wiki'
  [23] searchbox 'Search Riverside Makerspace Wiki'
  [25] link 'Ines.K'
  [26] link 'Talk'
  [27] link 'Preferences'
  [28] link 'Watchlist'
  [29] link 'Contributions'
  [30] link 'Log out'
[40] navigation 'Navigation'
  [41] link 'Main page'
  [42] link 'Recent changes'
  [43] link 'Random page'
  [44] link 'Equipment index'
  [45] link 'Help about MediaWiki'
[50] navigation 'Tools'
  [51] link 'What links here'
  [52] link 'Related changes'
  [53] link 'Special pages'
  [54] link 'Printable version'
  [55] link 'Permanent link'
  [56] link 'Page information'
[60] navigation 'Namespaces'
  [61] link 'Page'
  [62] link 'Discussion'
[64] navigation 'Views'{views}
  [68] link '{w}'"""


def mw_view(rows: list[tuple], edited: str, watched: bool, notice: str | None = None) -> str:
    trs = ""
    for m, t, s, p, n in rows:
        trs += f"""    row ''
      gridcell '{m}'
      gridcell '{t}'
      gridcell '{s}'
      gridcell '{p}'
      gridcell '{n}'
"""
    note = f"\n[90] status ''\n  StaticText '{notice}'" if notice else ""
    body = f"""{mw_chrome(watched, 'read')}
[100] main ''
  heading 'Laser Cutter'
  StaticText 'From Riverside Makerspace Wiki'
  StaticText 'The shop laser is a 60 W CO2 machine (Thunder Nova 35) with a 900 x 600 mm bed. You must complete the'
  [102] link 'Laser Cutter induction'
  StaticText 'before using it unsupervised.'
  heading 'Before you start'
  list ''
    listitem ''
      StaticText 'Turn on the exhaust fan and the air assist.'
    listitem ''
      StaticText 'Check the water chiller reads between 18 and 24 °C.'
    listitem ''
      StaticText 'Never leave the machine while it is cutting.'
  heading 'Material settings'
  [110] table ''
    row ''
      columnheader 'Material', sort='none'
      columnheader 'Thickness', sort='none'
      columnheader 'Speed (mm/s)', sort='none'
      columnheader 'Power (%)', sort='none'
      columnheader 'Notes', sort='none'
{trs}  heading 'Forbidden materials'
  list ''
    listitem ''
      StaticText 'PVC, vinyl and anything containing chlorine'
    listitem ''
      StaticText 'Polycarbonate'
    listitem ''
      StaticText 'Fibreglass'
    listitem ''
      StaticText 'Coated carbon fibre'
  heading 'Maintenance'
  StaticText 'Lens cleaned weekly on Sundays by the laser host. Tube replaced 2 March 2024 (was at 1,850 hours).'
  StaticText 'Categories:'
  [130] link 'Equipment'
  [131] link 'Inductions required'
[150] contentinfo ''
  StaticText 'This page was last edited on {edited}.'
  StaticText 'Content is available under Creative Commons Attribution-ShareAlike unless otherwise noted.'
  [152] link 'Privacy policy'
  [153] link 'About Riverside Makerspace Wiki'{note}"""
    return page("Laser Cutter - Riverside Makerspace Wiki", body, f"{MW}/wiki/Laser_Cutter")


def mw_edit(text: str, summary: str) -> str:
    sv = f" value='{summary}'," if summary else " value='',"
    body = f"""{mw_chrome(False, 'edit')}
[100] main ''
  heading 'Editing Laser Cutter'
  [290] toolbar ''
    [291] button 'Bold'
    [292] button 'Italic'
    [293] button 'Link'
    [294] button 'Embedded file'
    [295] button 'Reference'
    [296] button 'Advanced'
    [297] button 'Special characters'
    [298] button 'Help'
  [300] textbox '', multiline=True, value='{esc(text)}'
  StaticText 'Summary:'
  [310] textbox 'Summary:',{sv} required=False
  [312] checkbox 'This is a minor edit', checked=False
  [313] checkbox 'Watch this page', checked=False
  StaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'
  [315] button 'Save changes'
  [316] button 'Show preview'
  [317] button 'Show changes'
  [318] link 'Cancel'"""
    return page("Editing Laser Cutter - Riverside Makerspace Wiki", body, f"{MW}/index.php?title=Laser_Cutter&action=edit")


SUMMARY15 = "Update plywood power after tube replacement; add aluminium marking"


def mw_history() -> str:
    older = [  # oldid, when, user, delta, summary (newest first, below the current revision)
        (1862, "18:44, 2 March 2024", "Joel.P", 61, "Tube replaced"),
        (1790, "21:10, 12 February 2024", "Sana.R", -12, "fix typo in chiller range"),
        (1733, "09:03, 8 January 2024", "Joel.P", 112, "Add leather and cardboard settings"),
        (1655, "17:26, 30 November 2023", "MarcusT", 596, "Material settings table"),
    ]
    revs = [(1874, "15:07, 14 March 2024", "Ines.K", NEW_B, NEW_B - OLD_B, SUMMARY15)]
    size = OLD_B
    for oid, when, user, delta, summ in older:
        revs.append((oid, when, user, size, delta, summ))
        size -= delta
    revs.append((1602, "12:15, 4 November 2023", "MarcusT", size, size, "Created page with a short intro"))
    items = ""
    for n, (_oid, when, user, rsize, delta, summ) in enumerate(revs):
        b = 400 + n * 8
        sign = f"+{delta:,}" if delta > 0 else f"{delta:,}".replace("-", "−")
        cur = "StaticText 'cur'" if n == 0 else f"[{b + 1}] link 'cur'"
        prev = f"[{b + 2}] link 'prev'" if n < len(revs) - 1 else "StaticText 'prev'"
        items += f"""    [{b}] listitem ''
      {cur}
      {prev}
      [{b + 3}] link '{when}'
      [{b + 4}] link '{user}'
      StaticText '{rsize:,} bytes'
      StaticText '({sign})'
      StaticText '({summ})'
      [{b + 5}] link 'undo'
"""
    body = f"""{mw_chrome(False, 'history')}
[100] main ''
  heading 'Laser Cutter: Revision history'
  [380] link 'View logs for this page'
  [381] button 'Filter revisions', expanded=False
  StaticText 'For any version listed below, click on its date to view it.'
  [385] button 'Compare selected revisions'
  [390] list ''
{items}"""
    return page("Laser Cutter: Revision history - Riverside Makerspace Wiki", body, f"{MW}/index.php?title=Laser_Cutter&action=history")


def mw_diff() -> str:
    lines = OLD_WT.split("\n")
    l1 = lines.index("| Birch plywood || 3 mm || 20 || 60 || 2 passes for intricate parts") + 1 - 2
    l2 = lines.index("| Leather (veg tan) || 2 mm || 25 || 45 ||") + 1 - 2
    assert lines[l2 - 1].startswith("| Cardboard") and lines[l1 - 1].startswith("! Material")
    body = f"""{mw_chrome(False, '')}
[100] main ''
  heading 'Laser Cutter: Difference between revisions'
  [410] table ''
    row ''
      gridcell 'Revision as of 18:44, 2 March 2024 (edit)'
      gridcell 'Latest revision as of 15:07, 14 March 2024 (edit) (undo)'
    row ''
      gridcell 'Joel.P (talk | contribs)'
      gridcell 'Ines.K (talk | contribs)'
    row ''
      gridcell '(Tube replaced)'
      gridcell '({SUMMARY15})'
    row ''
      [411] link '← Older edit'
      gridcell ''
    row ''
      gridcell 'Line {l1}:'
      gridcell 'Line {l1}:'
    row ''
      gridcell '! Material !! Thickness !! Speed (mm/s) !! Power (%) !! Notes'
      gridcell '! Material !! Thickness !! Speed (mm/s) !! Power (%) !! Notes'
    row ''
      gridcell '|-'
      gridcell '|-'
    row ''
      gridcell '−'
      gridcell '| Birch plywood || 3 mm || 20 || 60 || 2 passes for intricate parts'
      gridcell '+'
      gridcell '| Birch plywood || 3 mm || 20 || 55 || 1 pass since tube replacement (Mar 2024)'
    row ''
      gridcell '|-'
      gridcell '|-'
    row ''
      gridcell 'Line {l2}:'
      gridcell 'Line {l2}:'
    row ''
      gridcell '| Cardboard || 4 mm || 60 || 30 || Watch for flare-ups'
      gridcell '| Cardboard || 4 mm || 60 || 30 || Watch for flare-ups'
    row ''
      gridcell '|-'
      gridcell '|-'
    row ''
      gridcell '| Leather (veg tan) || 2 mm || 25 || 45 ||'
      gridcell '| Leather (veg tan) || 2 mm || 25 || 45 ||'
    row ''
      gridcell ''
      gridcell '+'
      gridcell '|-'
    row ''
      gridcell ''
      gridcell '+'
      gridcell '| Anodised aluminium (marking) || - || 300 || 25 || Engrave only, no cutting'
    row ''
      gridcell '|}}'
      gridcell '|}}'
  heading 'Latest revision as of 15:07, 14 March 2024'
  StaticText '(rendered page follows; unchanged from the current version)'"""
    return page("Laser Cutter: Difference between revisions - Riverside Makerspace Wiki", body,
                f"{MW}/index.php?title=Laser_Cutter&diff=1874&oldid=1862")


def mw_rc() -> str:
    rows = [
        ("14 March 2024", [
            ("Spindle Moulder", "15:09", "+230", "Sana.R", "Add push-stick rule", False),
            ("Laser Cutter", "15:07", f"+{NEW_B - OLD_B}", "Ines.K", SUMMARY15, False),
            ("Member onboarding checklist", "11:52", "+1,204", "Joel.P", "Created page with a checklist for new members", True),
        ]),
        ("13 March 2024", [
            ("3D Printers", "20:31", "−18", "Priyanka.D", "Prusa #2 back in service", False),
            ("Open Evenings", "09:14", "+96", "MarcusT", "Add April dates", False),
        ]),
    ]
    out = ""
    b = 500
    for day, entries in rows:
        out += f"  heading '{day}'\n  [{b}] list ''\n"
        b += 1
        for title, time, delta, user, summ, new in entries:
            nflag = "\n      StaticText 'N'" if new else ""
            out += f"""    [{b}] listitem ''
      [{b + 1}] link 'diff'
      [{b + 2}] link 'hist'{nflag}
      [{b + 3}] link '{title}'
      StaticText '{time}'
      StaticText '({delta})'
      [{b + 4}] link '{user}'
      StaticText '({summ})'
"""
            b += 6
    body = f"""{mw_chrome(True, '')}
[100] main ''
  heading 'Recent changes'
  StaticText 'Track the most recent changes to the wiki on this page.'
  [480] button 'Active filters: Human (not bot), Hide page categorization', expanded=False
  [481] link 'Live updates'
  StaticText 'Show last 50 changes in 7 days'
{out}"""
    return page("Recent changes - Riverside Makerspace Wiki", body, f"{MW}/wiki/Special:RecentChanges?days=7&limit=50")


def t15(rs: RowSet) -> None:
    turns = [
        ("click('66')", mw_edit(OLD_WT, "")),
        (f"fill('300', '{esc(NEW_WT)}')", mw_edit(NEW_WT, "")),
        (f"fill('310', '{SUMMARY15}')", mw_edit(NEW_WT, SUMMARY15)),
        ("click('315')", mw_view(LASER_NEW_ROWS, "14 March 2024, at 15:07", False)),
        ("click('67')", mw_history()),
        ("click('402')", mw_diff()),
        ("click('68')", mw_view(LASER_NEW_ROWS, "14 March 2024, at 15:07", True,
                                '"Laser Cutter" and its discussion page have been added to your watchlist permanently.')),
        ("click('42')", mw_rc()),
        ("click('510')", mw_view(LASER_NEW_ROWS, "14 March 2024, at 15:07", True)),
    ]
    rs.add(task=TASK, tid="h23-web-15", system=WEB_SYSTEM, turns=turns,
           state=mw_view(LASER_OLD_ROWS, "2 March 2024, at 18:44", False), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 16  Zammad helpdesk: take an unassigned billing ticket, reply, set pending reminder, check overviews
# ---------------------------------------------------------------------------------------------
ZM = "https://help.ledgerly.example"
ZM_TICKETS = {  # no: (title, customer, group, created)
    31847: ("Cannot export PDF invoices", "Priya Raman", "Billing", "03/12/2024 09:14"),
    31851: ("SSO login loops back to sign-in page", "Tomasz Wolski", "Accounts", "03/12/2024 13:02"),
    31855: ("Request: bulk delete archived projects", "Amara Nwosu", "Product", "03/13/2024 08:47"),
    31858: ("Webhook retries not respecting backoff", "Lucas Ferreira", "Integrations", "03/13/2024 16:20"),
    31860: ("Invoice shows wrong VAT number", "Helga Lindström", "Billing", "03/14/2024 07:55"),
    31862: ("Can we get a copy of the DPA?", "Ravi Chandran", "Legal", "03/14/2024 09:31"),
    31790: ("Bank feed stuck on Feb 28", "Owen Mercer", "Integrations", "03/08/2024 10:05"),
}


def zm_shell(counts: dict[str, int], main: str, tabs: list[str]) -> str:
    ov = ""
    bids = {"My Assigned Tickets": 41, "Unassigned & Open Tickets": 42, "My Pending Tickets": 43, "Open Tickets": 44,
            "Pending Reached Tickets": 45, "Escalated Tickets": 46}
    for name, c in counts.items():
        ov += f"\n  [{bids[name]}] link '{name} {c}'"
    tab_lines = "".join(f"\n  [{60 + n}] link '{t}'" for n, t in enumerate(tabs))
    return f"""[20] navigation 'Main navigation'
  [21] link 'Dashboard'
  [22] link 'Overviews'
  [23] link 'Knowledge Base'
  [24] link 'Reporting'
  [25] button 'New ticket'
  [26] searchbox 'Search...'
  [27] link 'Jonas Weber'
[58] navigation 'Open tabs'{tab_lines}
[40] navigation 'Overviews'{ov}
[100] main ''
{main}"""


def zm_overview(name: str, nos: list[int], counts: dict[str, int], tabs: list[str], over: dict[int, tuple] | None = None) -> str:
    rows = ""
    for n, no in enumerate(nos):
        title, cust, group, created = (over or {}).get(no, ZM_TICKETS[no])
        b = 300 + n * 3
        rows += f"""    row ''
      [{b}] checkbox '', checked=False
      gridcell '#{no}'
      [{b + 1}] link '{title}'
      gridcell '{cust}'
      gridcell '{group}'
      gridcell '{created}'
"""
    main = f"""  heading '{name}'
  StaticText '{len(nos)} tickets'
  [290] button 'Options'
  [292] table '{name}'
    row ''
      columnheader ''
      columnheader '#'
      columnheader 'Title'
      columnheader 'Customer'
      columnheader 'Group'
      columnheader 'Created at'
{rows}"""
    slug = name.lower().replace(" & ", "_").replace(" ", "_")
    return page(f"{name} - Zammad", zm_shell(counts, main, tabs), f"{ZM}/#ticket/view/{slug}")


ZM_REPLY = ("Hi Priya, thanks for the details. We reproduced this: invoice PDFs with more than 200 line items time out in "
            "our renderer. A fix is scheduled for tomorrow morning's release. Until then you can export March as CSV "
            "from Invoices > Export > CSV. I will check back with you tomorrow at 9:00. Best regards, Jonas")


def zm_ticket(owner: str, state: str, pending: str, composer: str | None, sent: bool, saved_note: bool) -> str:
    changed = not saved_note and (owner != "-" or state != "open")
    pend = f"\n  [220] textbox 'Pending till', value='{pending}'" if state == "pending reminder" else ""
    if composer is not None:
        cv = f" value='{composer}'," if composer else ""
        comp = f"""  [140] region 'Article composer'
    StaticText 'Type: email'
    StaticText 'To: Priya Raman <priya.raman@tallowandpine.co>'
    StaticText 'Subject: Cannot export PDF invoices'
    [141] textbox 'Text',{cv} multiline=True
    [142] button 'Attach files'
    [143] button 'Discard your unsaved changes'"""
    else:
        comp = "  [140] textbox 'Add reply', multiline=True"
    mine = """
  [130] article ''
    StaticText 'Jonas Weber'
    StaticText 'via email'
    StaticText 'From: Jonas Weber via Ledgerly Support <support@ledgerly.example>'
    StaticText 'To: Priya Raman <priya.raman@tallowandpine.co>'
    StaticText '03/14/2024 10:06'
    StaticText '{}'""".format(ZM_REPLY) if sent else ""
    hint = "\n  StaticText 'You have unsaved changes.'" if changed or (composer and not sent) else ""
    toast = "\n[90] status ''\n  StaticText 'Ticket #31847 updated successfully!'" if saved_note else ""
    main = f"""  heading 'Cannot export PDF invoices'
  StaticText '#31847 · created 03/12/2024 09:14'
  [110] article ''
    StaticText 'Priya Raman'
    StaticText 'via email'
    StaticText 'From: Priya Raman <priya.raman@tallowandpine.co>'
    StaticText 'To: billing@ledgerly.example'
    StaticText '03/12/2024 09:14'
    StaticText 'Hi, since Monday the Export PDF button on Invoices > March just spins and then shows Something went wrong. February still exports fine. We have about 240 invoices this month. Our accountant needs the PDFs by Friday. Thanks, Priya'
    [112] button 'reply'
    [113] button 'forward'
    [114] button 'split'
  [120] article ''
    StaticText 'Mateo Ruiz'
    StaticText 'internal note'
    StaticText '03/12/2024 11:02'
    StaticText 'Reproduced for tenant tallowandpine: pdf-worker logs show a 30s timeout on invoices with more than 200 lines. Linked to DEV-2291.'{mine}
{comp}{hint}
  [150] button 'Macros', hasPopup='menu'
  [151] button 'Update'
[200] complementary 'Ticket sidebar'
  [201] tab 'Ticket', selected=True
  [202] tab 'Customer', selected=False
  [203] tab 'Organization', selected=False
  [210] combobox 'Group', hasPopup='listbox'
    StaticText 'Billing'
  [212] combobox 'Owner', hasPopup='listbox'
    StaticText '{owner}'
  [214] combobox 'State', hasPopup='listbox'
    StaticText '{state}'{pend}
  [216] combobox 'Priority', hasPopup='listbox'
    StaticText '2 normal'
  [218] textbox 'Tags', value='pdf, invoices'
  StaticText 'Customer'
  StaticText 'Priya Raman'
  StaticText 'Tallow & Pine Co.'
  StaticText 'priya.raman@tallowandpine.co'
  StaticText '+44 20 7946 0318'{toast}"""
    counts = ZM_COUNTS_AFTER if saved_note else ZM_COUNTS
    return page("Cannot export PDF invoices - Zammad", zm_shell(counts, main, ["#31847 Cannot export PDF invoices"]), f"{ZM}/#ticket/zoom/31847")


ZM_COUNTS = {"My Assigned Tickets": 4, "Unassigned & Open Tickets": 6, "My Pending Tickets": 1, "Open Tickets": 11,
             "Pending Reached Tickets": 1, "Escalated Tickets": 2}
ZM_COUNTS_AFTER = {"My Assigned Tickets": 5, "Unassigned & Open Tickets": 5, "My Pending Tickets": 2, "Open Tickets": 10,
                   "Pending Reached Tickets": 1, "Escalated Tickets": 2}


def zm_ticket_31860() -> str:
    main = """  heading 'Invoice shows wrong VAT number'
  StaticText '#31860 · created 03/14/2024 07:55'
  [110] article ''
    StaticText 'Helga Lindström'
    StaticText 'via email'
    StaticText 'From: Helga Lindström <helga@nordvik-design.se>'
    StaticText 'To: billing@ledgerly.example'
    StaticText '03/14/2024 07:55'
    StaticText 'Hello, our Ledgerly invoice LDG-2024-03-1182 lists VAT number SE556677889901 but ours is SE556677889001. Please correct and reissue. Regards, Helga'
    [112] button 'reply'
    [113] button 'forward'
    [114] button 'split'
  [140] textbox 'Add reply', multiline=True
  [150] button 'Macros', hasPopup='menu'
  [151] button 'Update'
[200] complementary 'Ticket sidebar'
  [201] tab 'Ticket', selected=True
  [202] tab 'Customer', selected=False
  [203] tab 'Organization', selected=False
  [210] combobox 'Group', hasPopup='listbox'
    StaticText 'Billing'
  [212] combobox 'Owner', hasPopup='listbox'
    StaticText '-'
  [214] combobox 'State', hasPopup='listbox'
    StaticText 'open'
  [216] combobox 'Priority', hasPopup='listbox'
    StaticText '2 normal'
  [218] textbox 'Tags', value='vat'
  StaticText 'Customer'
  StaticText 'Helga Lindström'
  StaticText 'Nordvik Design AB'
  StaticText 'helga@nordvik-design.se'"""
    return page("Invoice shows wrong VAT number - Zammad", zm_shell(ZM_COUNTS_AFTER, main, [
        "#31847 Cannot export PDF invoices", "#31860 Invoice shows wrong VAT number"]), f"{ZM}/#ticket/zoom/31860")


def t16(rs: RowSet) -> None:
    unassigned = [31847, 31851, 31855, 31858, 31860, 31862]
    tab = ["#31847 Cannot export PDF invoices"]
    bad = {31847: ("Cannot export PDF invoices", "Priya Ramesh", "Billing", "03/12/2024 09:14")}
    turns = [
        ("click('301')", zm_ticket("-", "open", "", None, False, False)),
        ("select_option('212', 'Jonas Weber')", zm_ticket("Jonas Weber", "open", "", None, False, False)),
        ("click('112')", zm_ticket("Jonas Weber", "open", "", "", False, False)),
        (f"fill('141', '{ZM_REPLY}')", zm_ticket("Jonas Weber", "open", "", ZM_REPLY, False, False)),
        ("select_option('214', 'pending reminder')", zm_ticket("Jonas Weber", "pending reminder", "03/15/2024 08:00", ZM_REPLY, False, False)),
        ("fill('220', '03/15/2024 09:00')", zm_ticket("Jonas Weber", "pending reminder", "03/15/2024 09:00", ZM_REPLY, False, False)),
        ("click('151')", zm_ticket("Jonas Weber", "pending reminder", "03/15/2024 09:00", None, True, True)),
        ("click('43')", zm_overview("My Pending Tickets", [31790, 31847], ZM_COUNTS_AFTER, tab, bad)),
        ("click('42')", zm_overview("Unassigned & Open Tickets", unassigned[1:], ZM_COUNTS_AFTER, tab)),
        ("click('310')", zm_ticket_31860()),
    ]
    rs.add(task=TASK, tid="h23-web-16", system=WEB_SYSTEM, turns=turns,
           state=zm_overview("Unassigned & Open Tickets", unassigned, ZM_COUNTS, []), bad=True, turn=8,
           kind="customer name on the ticket shows as a different surname in the overview list")


# ---------------------------------------------------------------------------------------------
# 17  Guesthouse booking engine: search dates, flip currency, hold a room, guest details, confirm (clean)
# ---------------------------------------------------------------------------------------------
CA = "https://book.casaalbergaria.pt"
RATE = 1.0842
CA_ROOMS = [  # name, eur/night, left, notes
    ("Double Room with Patio", 118, 2, "Queen bed · private patio · 18 m²"),
    ("Twin Room", 104, 4, "Two single beds · street view · 16 m²"),
    ("Family Suite", 189, 1, "Queen bed and sofa bed · up to 4 guests · 32 m²"),
]


def money(eur: float, cur: str) -> str:
    if cur == "EUR":
        return f"€{eur:,.2f}" if eur != int(eur) else f"€{int(eur):,}"
    return f"${eur * RATE:,.2f}"


def ca_top(cin: str, cout: str, cur: str) -> str:
    civ = f" value='{cin}'," if cin else ""
    cov = f" value='{cout}'," if cout else ""
    return f"""[20] banner ''
  [21] link 'Casa Albergaria'
    img 'Casa Albergaria · Porto'
  [23] combobox 'Language', hasPopup='listbox'
    StaticText 'English'
  [25] combobox 'Currency', hasPopup='listbox'
    StaticText '{"EUR €" if cur == "EUR" else "USD $"}'
[30] form 'Search'
  [31] textbox 'Check-in',{civ} required=True
  [32] textbox 'Check-out',{cov} required=True
  [33] combobox 'Guests', hasPopup='listbox'
    StaticText '2 adults, 0 children'
  [34] button 'Check availability'"""


def ca_home(cin: str, cout: str) -> str:
    body = f"""{ca_top(cin, cout, 'EUR')}
[100] main ''
  heading 'Book direct and save 10% compared with booking sites'
  StaticText 'Seven rooms in a restored 1890s townhouse, five minutes on foot from São Bento station. Breakfast included.'
  [110] list ''
    listitem ''
      StaticText 'Best price guaranteed'
    listitem ''
      StaticText 'Free cancellation up to 7 days before arrival'
    listitem ''
      StaticText 'Late check-in by key code'
  StaticText 'Check-in from 15:00 · Check-out by 11:00'"""
    return page("Casa Albergaria · Book direct", body, f"{CA}/")


def ca_results(cur: str, left: dict[str, int], cart: str = "") -> str:
    rooms = ""
    for n, (name, eur, lft, notes) in enumerate(CA_ROOMS):
        lft = left.get(name, lft)
        b = 200 + n * 5
        scarcity = f"Only {lft} left" if lft <= 2 else f"{lft} left"
        rooms += f"""  [{b}] article ''
    heading '{name}'
    StaticText '{notes}'
    StaticText 'Breakfast included · Free cancellation until 3 May 2024'
    StaticText '{money(eur, cur)} / night'
    StaticText 'Total for 3 nights: {money(eur * 3, cur)}'
    StaticText '{scarcity}'
    [{b + 2}] button 'Select'
"""
    note = ("StaticText 'City tax of €2.00 per person per night applies and is shown at checkout.'" if cur == "EUR" else
            f"StaticText 'Prices in USD are estimates at today’s rate (1 EUR = {RATE} USD). You will be charged in EUR. City tax of €2.00 per person per night applies.'")
    body = f"""{ca_top('2024-05-10', '2024-05-13', cur)}
[100] main ''
  heading 'Available rooms'
  StaticText '3 nights · Fri 10 May – Mon 13 May 2024 · 2 adults'
  {note}
{rooms}  StaticText '1 room not shown: Attic Single (max 1 guest).'{cart}"""
    return page("Available rooms · Casa Albergaria", body, f"{CA}/rooms?checkin=2024-05-10&checkout=2024-05-13&adults=2&currency={cur}")


def ca_cart(timer: str, button: str = "Continue") -> str:
    return f"""
[400] complementary 'Your stay'
  heading 'Your stay'
  StaticText 'Fri 10 May – Mon 13 May 2024 · 3 nights · 2 adults'
  StaticText 'Double Room with Patio × 1'
  StaticText '€354.00'
  StaticText 'City tax (2 guests × 3 nights × €2.00)'
  StaticText '€12.00'
  StaticText 'Total'
  StaticText '€366.00'
  StaticText 'Hold ID H-88213 · Your room is held for {timer}'
  [410] button '{button}'"""


def ca_details(name: str, email: str, timer: str) -> str:
    nv = f" value='{name}'," if name else ""
    ev = f" value='{email}'," if email else ""
    body = f"""[20] banner ''
  [21] link 'Casa Albergaria'
    img 'Casa Albergaria · Porto'
[100] main ''
  [101] list ''
    listitem ''
      StaticText '1 Rooms'
    listitem ''
      StaticText '2 Guest details'
    listitem ''
      StaticText '3 Review'
  heading 'Guest details'
  [110] textbox 'Full name',{nv} required=True
  [111] textbox 'Email',{ev} required=True
  [112] textbox 'Phone (optional)', required=False
  [113] combobox 'Estimated arrival time', hasPopup='listbox'
    StaticText '15:00 - 17:00'
  [114] textbox 'Special requests', multiline=True, required=False
  [115] checkbox 'Send me occasional offers', checked=False
  [116] button 'Review booking'{ca_cart(timer, 'Edit rooms')}"""
    return page("Guest details · Casa Albergaria", body, f"{CA}/checkout/details")


def ca_review(timer: str) -> str:
    body = f"""[20] banner ''
  [21] link 'Casa Albergaria'
    img 'Casa Albergaria · Porto'
[100] main ''
  heading 'Review your booking'
  StaticText 'Guest: Ines Carvalho · ines.carvalho@example.pt'
  StaticText 'Arrival: Fri 10 May 2024, between 15:00 and 17:00'
  StaticText 'Departure: Mon 13 May 2024, by 11:00'
  heading 'Payment'
  [120] radiogroup ''
    [121] radio 'Pay at the property (card guarantee, no charge today)', checked=True
    [122] radio 'Pay a 30% deposit now (€109.80), balance €256.20 at the property', checked=False
  [124] checkbox 'I accept the house rules and cancellation policy', checked=True
  [125] button 'Confirm booking'{ca_cart(timer, 'Edit rooms')}"""
    return page("Review · Casa Albergaria", body, f"{CA}/checkout/review")


def ca_confirmed() -> str:
    body = """[20] banner ''
  [21] link 'Casa Albergaria'
    img 'Casa Albergaria · Porto'
[100] main ''
  heading 'Booking confirmed'
  StaticText 'Booking reference CA-240510-7H3K'
  StaticText 'A confirmation email was sent to ines.carvalho@example.pt.'
  StaticText 'Double Room with Patio · Fri 10 May – Mon 13 May 2024 · 3 nights · 2 adults'
  StaticText 'Room total €354.00 · City tax €12.00 · Total €366.00, payable at the property'
  StaticText 'Free cancellation until 3 May 2024, 23:59 (Lisbon time).'
  [110] link 'Add to calendar'
  [111] link 'Manage booking'
  [112] link 'Directions to Rua de Sá da Bandeira 212'"""
    return page("Booking confirmed · Casa Albergaria", body, f"{CA}/booking/CA-240510-7H3K")


def t17(rs: RowSet) -> None:
    held = {"Double Room with Patio": 1}
    turns = [
        ("fill('31', '2024-05-10')", ca_home("2024-05-10", "")),
        ("fill('32', '2024-05-13')", ca_home("2024-05-10", "2024-05-13")),
        ("click('34')", ca_results("EUR", {})),
        ("select_option('25', 'USD $')", ca_results("USD", {})),
        ("select_option('25', 'EUR €')", ca_results("EUR", {})),
        ("click('202')", ca_results("EUR", held, ca_cart("15:00"))),
        ("click('410')", ca_details("", "", "14:31")),
        ("fill('110', 'Ines Carvalho')", ca_details("Ines Carvalho", "", "13:57")),
        ("fill('111', 'ines.carvalho@example.pt')", ca_details("Ines Carvalho", "ines.carvalho@example.pt", "13:20")),
        ("click('116')", ca_review("12:46")),
        ("click('125')", ca_confirmed()),
    ]
    rs.add(task=TASK, tid="h23-web-17", system=WEB_SYSTEM, turns=turns, state=ca_home("", ""), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 18  Community tool library (staff side): rename a drill, browse power tools, lend a sander
# ---------------------------------------------------------------------------------------------
TL = "https://northside.toollibrary.example/staff"
DRILL_OLD, DRILL_NEW = "DeWalt 20V Drill #2", "DeWalt 20V Drill/Driver DCD771 #2"
TL_ITEMS = [  # id, name, status
    ("T-0230", "DeWalt 20V Drill #1", "Checked out (due Mar 16)"),
    ("T-0231", DRILL_OLD, "Available"),
    ("T-0244", "Makita Impact Driver XDT13", "Available"),
    ("T-0256", "Bosch Jigsaw JS470E", "In repair"),
    ("T-0262", "Ryobi 18V Circular Saw", "Checked out (due Mar 19)"),
    ("T-0310", "Ryobi Random Orbit Sander 5 in", "Available"),
    ("T-0318", "Milwaukee Oscillating Multi-Tool", "Available"),
    ("T-0322", "Hitachi Rotary Hammer", "On hold for M-0388"),
]


def tl_shell(main: str, toast: str | None = None) -> str:
    t = f"\n[95] status ''\n  StaticText '{toast}'" if toast else ""
    return f"""[20] banner ''
  [21] link 'Northside Tool Library'
  StaticText 'Staff desk · Arlo Pierce'
  [23] searchbox 'Find item or member'
  [24] link 'Sign out'
[30] navigation 'Staff menu'
  [31] link 'Desk'
  [32] link 'Inventory'
  [33] link 'Members'
  [34] link 'Reservations 3'
  [35] link 'Repairs 2'
  [36] link 'Reports'
[100] main ''
{main}{t}"""


def tl_drill(name: str, renamed: bool) -> str:
    hist = f"""
    listitem ''
      StaticText 'Mar 14, 2024 10:18 AM · Renamed from "{DRILL_OLD}" · Arlo Pierce'""" if renamed else ""
    main = f"""  [101] link 'Inventory'
  heading '{name}'
  StaticText 'T-0231 · Power tools > Drills'
  StaticText 'Status: Available'
  [110] button 'Check out'
  [111] button 'Edit item'
  [112] button 'Send to repair'
  [113] button 'Retire'
  [120] table 'Details'
    row ''
      rowheader 'Brand / model'
      gridcell 'DeWalt DCD771C2'
    row ''
      rowheader 'Condition'
      gridcell 'Good (chuck slightly stiff)'
    row ''
      rowheader 'Loan period'
      gridcell '7 days'
    row ''
      rowheader 'Shelf'
      gridcell 'B3'
    row ''
      rowheader 'Includes'
      gridcell '2 batteries (1.3 Ah), charger, case'
    row ''
      rowheader 'Times borrowed'
      gridcell '41'
  heading 'History'
  [130] list ''{hist}
    listitem ''
      StaticText 'Mar 9, 2024 4:02 PM · Returned by M-0291 · condition Good'
    listitem ''
      StaticText 'Mar 2, 2024 11:15 AM · Checked out to M-0291'
    listitem ''
      StaticText 'Feb 20, 2024 · Battery B swapped for spare from bin'"""
    return page(f"{name} · Northside Tool Library", tl_shell(main, "Item updated" if renamed else None), f"{TL}/items/T-0231")


def tl_drill_edit(name: str) -> str:
    main = f"""  [101] link 'Back to item'
  heading 'Edit item T-0231'
  [110] textbox 'Name', value='{name}', required=True
  [111] combobox 'Category', hasPopup='listbox'
    StaticText 'Power tools > Drills'
  [112] textbox 'Brand / model', value='DeWalt DCD771C2'
  [113] combobox 'Condition', hasPopup='listbox'
    StaticText 'Good'
  [114] textbox 'Condition notes', value='chuck slightly stiff'
  [115] spinbutton 'Loan period (days)', value='7'
  [116] textbox 'Shelf', value='B3'
  [117] textbox 'Includes', value='2 batteries (1.3 Ah), charger, case'
  [118] checkbox 'Requires safety induction', checked=False
  [120] button 'Save'
  [121] button 'Cancel'"""
    return page("Edit item T-0231 · Northside Tool Library", tl_shell(main), f"{TL}/items/T-0231/edit")


def tl_inventory(sander_status: str = "Available") -> str:
    rows = ""
    for n, (iid, name, st) in enumerate(TL_ITEMS):
        if iid == "T-0310":
            st = sander_status
        b = 200 + n * 2
        rows += f"""    row ''
      gridcell '{iid}'
      [{b}] link '{name}'
      gridcell '{st}'
"""
    main = f"""  heading 'Inventory'
  [150] searchbox 'Search inventory'
  [151] combobox 'Category', hasPopup='listbox'
    StaticText 'Power tools'
  [152] combobox 'Status', hasPopup='listbox'
    StaticText 'Any'
  StaticText '8 items in Power tools (of 612 total)'
  [160] table 'Items'
    row ''
      columnheader 'ID'
      columnheader 'Name'
      columnheader 'Status'
{rows}"""
    return page("Inventory · Northside Tool Library", tl_shell(main), f"{TL}/items?category=power-tools")


def tl_sander(status: str, toast: str | None = None) -> str:
    btn = "[110] button 'Check in'" if status.startswith("Checked out") else "[110] button 'Check out'"
    hist = """
    listitem ''
      StaticText 'Mar 14, 2024 10:24 AM · Checked out to M-0417 · due Mar 21'""" if status.startswith("Checked out") else ""
    main = f"""  [101] link 'Inventory'
  heading 'Ryobi Random Orbit Sander 5 in'
  StaticText 'T-0310 · Power tools > Sanders'
  StaticText 'Status: {status}'
  {btn}
  [111] button 'Edit item'
  [112] button 'Send to repair'
  [120] table 'Details'
    row ''
      rowheader 'Brand / model'
      gridcell 'Ryobi P411'
    row ''
      rowheader 'Condition'
      gridcell 'Good'
    row ''
      rowheader 'Loan period'
      gridcell '7 days'
    row ''
      rowheader 'Shelf'
      gridcell 'C1'
    row ''
      rowheader 'Includes'
      gridcell 'dust bag, 5 sanding discs (80/120/220 grit)'
    row ''
      rowheader 'Times borrowed'
      gridcell '{"27" if status.startswith("Checked out") else "26"}'
  heading 'History'
  [130] list ''{hist}
    listitem ''
      StaticText 'Mar 11, 2024 5:40 PM · Returned by M-0133 · condition Good'
    listitem ''
      StaticText 'Mar 4, 2024 10:02 AM · Checked out to M-0133'"""
    return page("Ryobi Random Orbit Sander 5 in · Northside Tool Library", tl_shell(main, toast), f"{TL}/items/T-0310")


def tl_checkout(member: str, found: bool) -> str:
    mv = f" value='{member}'," if member else ""
    info = """
  [115] region 'Member'
    StaticText 'Keisha Brown · M-0417'
    StaticText 'Membership: Annual, valid to Sep 30, 2024'
    StaticText 'Current loans: 1 of 5 (Stanley 24 in Level, due Mar 18)'
    StaticText 'Waiver signed: yes'""" if found else ""
    main = f"""  [101] link 'Back to item'
  heading 'Check out'
  StaticText 'Item: Ryobi Random Orbit Sander 5 in (T-0310)'
  [110] textbox 'Member ID or name',{mv} required=True{info}
  [120] textbox 'Due date', value='03/21/2024'
  [121] textbox 'Note', value=''
  [122] button 'Confirm checkout'
  [123] button 'Cancel'"""
    return page("Check out T-0310 · Northside Tool Library", tl_shell(main), f"{TL}/items/T-0310/checkout")


def t18(rs: RowSet) -> None:
    bad_inv = tl_inventory()
    turns = [
        ("click('111')", tl_drill_edit(DRILL_OLD)),
        (f"fill('110', '{DRILL_NEW}')", tl_drill_edit(DRILL_NEW)),
        ("click('120')", tl_drill(DRILL_NEW, True)),
        ("click('32')", bad_inv),
        ("click('210')", tl_sander("Available")),
        ("click('110')", tl_checkout("", False)),
        ("fill('110', 'M-0417')", tl_checkout("M-0417", True)),
        ("click('122')", tl_sander("Checked out (due Mar 21, 2024) to M-0417", "Checked out to Keisha Brown (M-0417). Loans: 2 of 5.")),
    ]
    rs.add(task=TASK, tid="h23-web-18", system=WEB_SYSTEM, turns=turns, state=tl_drill(DRILL_OLD, False), bad=True, turn=4,
           kind="item renamed and saved is listed under its old name in the inventory")


# ---------------------------------------------------------------------------------------------
# 19  Portainer (home server): inspect gitea, restart it, compare stats, remove an old container (clean)
# ---------------------------------------------------------------------------------------------
PT = "https://nas.local:9443/#!/2/docker"
PT_CONTAINERS = [  # name, state, stack, image, created, ip, ports
    ("caddy", "running", "-", "caddy:2.7", "2024-01-15 18:40:12", "172.17.0.2", "80:80 443:443"),
    ("gitea", "running (healthy)", "gitea", "gitea/gitea:1.21.7", "2024-03-08 21:14:02", "172.18.0.3", "3000:3000 2222:22"),
    ("gitea-db", "running", "gitea", "postgres:15-alpine", "2024-03-08 21:13:58", "172.18.0.2", "-"),
    ("jellyfin", "running (healthy)", "media", "jellyfin/jellyfin:10.8.13", "2024-03-01 10:22:40", "172.20.0.2", "8096:8096"),
    ("nextcloud-app", "running (healthy)", "nextcloud", "nextcloud:28-apache", "2024-02-20 19:02:11", "172.19.0.4", "8080:80"),
    ("nextcloud-cron", "running", "nextcloud", "nextcloud:28-apache", "2024-02-20 19:02:11", "172.19.0.5", "-"),
    ("nextcloud-db", "running", "nextcloud", "mariadb:10.11", "2024-02-20 19:01:55", "172.19.0.3", "-"),
    ("nextcloud-redis", "running", "nextcloud", "redis:7-alpine", "2024-02-20 19:01:55", "172.19.0.2", "-"),
    ("old-backup-job", "exited", "-", "restic/restic:0.16.4", "2023-12-02 03:00:01", "-", "-"),
    ("pihole", "running (healthy)", "-", "pihole/pihole:2024.02.0", "2024-02-04 12:05:33", "172.17.0.6", "53:53/udp 8053:80"),
    ("portainer", "running", "-", "portainer/portainer-ce:2.19.4", "2024-01-15 18:38:50", "172.17.0.5", "9443:9443"),
    ("test-nginx", "exited", "-", "nginx:1.25", "2024-02-11 16:47:19", "-", "-"),
    ("uptime-kuma", "running (healthy)", "-", "louislam/uptime-kuma:1", "2024-01-15 18:41:03", "172.17.0.3", "3001:3001"),
    ("watchtower", "running", "-", "containrrr/watchtower:1.7.1", "2024-01-15 18:41:20", "172.17.0.4", "-"),
]
GITEA_ID = "7c2e91f04a3db8e6f1c9a0d25e4b3f7a8c61d09e2b5f4a7c3d8e1f6a9b0c2d4e"


def pt_shell(crumb: str, main: str, env: bool = True, toast: str | None = None) -> str:
    side = """  StaticText 'local'
  [22] link 'Dashboard'
  [23] link 'App Templates'
  [24] link 'Stacks'
  [25] link 'Containers'
  [26] link 'Images'
  [27] link 'Networks'
  [28] link 'Volumes'
  [29] link 'Events'
  [30] link 'Host'""" if env else ""
    t = f"\n[95] alert ''\n  StaticText '{toast}'" if toast else ""
    return f"""[20] navigation 'Sidebar'
  [21] link 'Home'
{side}
  [31] link 'Users'
  [32] link 'Environments'
  [33] link 'Registries'
  [34] link 'Settings'
[40] banner ''
  StaticText '{crumb}'
  [42] link 'admin'
  [43] link 'Log out'
[100] main ''
{main}{t}"""


def pt_home() -> str:
    main = """  heading 'Environments'
  [110] searchbox 'Search by name, group, tag, status, URL...'
  [111] button 'Refresh'
  [120] list ''
    [121] listitem ''
      [122] link 'local'
      StaticText 'Up'
      StaticText 'Docker 24.0.7 · Standalone'
      StaticText '2024-03-14 10:39:58'
      StaticText '3 stacks · 14 containers (12 running, 2 stopped) · 5 healthy, 0 unhealthy · 4 volumes · 9 images'
      StaticText '16 CPU · 31.3 GB RAM'
      StaticText '/var/run/docker.sock'
      StaticText 'Group: Unassigned · No tags'"""
    return page("Portainer | Home", pt_shell("Home", main, env=False), "https://nas.local:9443/#!/home")


def pt_dashboard() -> str:
    main = """  heading 'Environment info'
  [110] table ''
    row ''
      rowheader 'Environment'
      gridcell 'local · 16 CPU · 31.3 GB RAM'
    row ''
      rowheader 'URL'
      gridcell '/var/run/docker.sock'
    row ''
      rowheader 'Tags'
      gridcell '-'
  [120] link 'Stacks 3'
  [121] link 'Containers 14 · 12 running · 2 stopped · 5 healthy · 0 unhealthy'
  [122] link 'Images 9 · 2.4 GB'
  [123] link 'Volumes 4'
  [124] link 'Networks 6'
  [125] link 'GPUs 0'"""
    return page("Portainer | Dashboard", pt_shell("Environment summary", main), f"{PT}/dashboard")


def pt_list(names: list[str], over: dict[str, str], checked: set[str], modal: bool = False, toast: str | None = None) -> str:
    rows = ""
    data = {c[0]: c for c in PT_CONTAINERS}
    for n, nm in enumerate(names):
        name, st, stack, image, created, ip, ports = data[nm]
        st = over.get(nm, st)
        b = 200 + n * 4
        rows += f"""    row ''
      [{b}] checkbox 'Select {name}', checked={nm in checked}
      [{b + 1}] link '{name}'
      gridcell '{st}'
      [{b + 2}] button 'Logs'
      [{b + 3}] button 'Inspect'
      gridcell '{stack}'
      gridcell '{image}'
      gridcell '{created}'
      gridcell '{ip}'
      gridcell '{ports}'
      gridcell 'administrators'
"""
    dis = "" if checked else ", disabled=True"
    dlg = """
[600] dialog 'Are you sure?', modal=True
  StaticText 'Do you want to remove the selected container(s)?'
  [601] checkbox 'Automatically remove non-persistent volumes', checked=False
  [602] button 'Cancel'
  [603] button 'Remove'""" if modal else ""
    main = f"""  heading 'Container list'
  [150] button 'Start'{dis}
  [151] button 'Stop'{dis}
  [152] button 'Kill'{dis}
  [153] button 'Restart'{dis}
  [154] button 'Pause'{dis}
  [155] button 'Resume'{dis}
  [156] button 'Remove'{dis}
  [157] link 'Add container'
  [158] searchbox 'Search...'
  [160] table 'Containers'
    row ''
      columnheader 'Select all'
      columnheader 'Name'
      columnheader 'State'
      columnheader 'Quick Actions'
      columnheader 'Stack'
      columnheader 'Image'
      columnheader 'Created'
      columnheader 'IP Address'
      columnheader 'Published Ports'
      columnheader 'Ownership'
{rows}  StaticText 'Items per page'
  [190] combobox 'Items per page', hasPopup='listbox'
    StaticText '25'{dlg}"""
    return page("Portainer | Containers", pt_shell("Containers", main, toast=toast), f"{PT}/containers")


def pt_gitea(status: str, start: str, health: str, toast: str | None = None) -> str:
    main = f"""  heading 'Container details'
  [150] button 'Start', disabled=True
  [151] button 'Stop'
  [152] button 'Kill'
  [153] button 'Restart'
  [154] button 'Pause'
  [155] button 'Resume', disabled=True
  [156] button 'Remove'
  [157] button 'Recreate'
  [158] button 'Duplicate/Edit'
  [170] table 'Container status'
    row ''
      rowheader 'ID'
      gridcell '{GITEA_ID}'
    row ''
      rowheader 'Name'
      gridcell 'gitea'
    row ''
      rowheader 'IP address'
      gridcell '172.18.0.3'
    row ''
      rowheader 'Status'
      gridcell '{status}'
    row ''
      rowheader 'Created'
      gridcell '2024-03-08 21:14:02'
    row ''
      rowheader 'Start time'
      gridcell '{start}'
    row ''
      rowheader 'Health Status'
      gridcell '{health}'
  [180] link 'Logs'
  [181] link 'Inspect'
  [182] link 'Stats'
  [183] link 'Console'
  [184] link 'Attach'
  heading 'Container details'
  [190] table ''
    row ''
      rowheader 'Image'
      gridcell 'gitea/gitea:1.21.7@sha256:4d5b1e6f0a3c'
    row ''
      rowheader 'Port configuration'
      gridcell '0.0.0.0:3000 → 3000/tcp, 0.0.0.0:2222 → 22/tcp'
    row ''
      rowheader 'CMD'
      gridcell '/bin/s6-svscan /etc/s6'
    row ''
      rowheader 'ENTRYPOINT'
      gridcell '/usr/bin/entrypoint'
    row ''
      rowheader 'ENV'
      gridcell 'USER_UID=1000 USER_GID=1000 GITEA__database__DB_TYPE=postgres GITEA__database__HOST=gitea-db:5432'
    row ''
      rowheader 'Restart policies'
      gridcell 'Unless stopped'
  heading 'Volumes'
  [195] table ''
    row ''
      gridcell '/srv/gitea/data'
      gridcell '/data'"""
    return page("Portainer | Container details", pt_shell("Containers > gitea", main, toast=toast), f"{PT}/containers/{GITEA_ID}")


def pt_stats(mem: str, cpu: str, rx: str, tx: str, procs: list[tuple[str, str, str, str]]) -> str:
    ps = ""
    for pid, user, time, cmd in procs:
        ps += f"""    row ''
      gridcell '{pid}'
      gridcell '{user}'
      gridcell '{time}'
      gridcell '{cmd}'
"""
    main = f"""  heading 'Container statistics'
  StaticText 'Name: gitea'
  StaticText 'ID: {GITEA_ID}'
  [150] combobox 'Refresh rate', hasPopup='listbox'
    StaticText '5s'
  StaticText 'Note: statistics are collected live and reset when the container restarts.'
  [160] region 'Memory usage'
    StaticText '{mem}'
  [161] region 'CPU usage'
    StaticText '{cpu}'
  [162] region 'Network usage (aggregate)'
    StaticText 'RX {rx} · TX {tx}'
  heading 'Processes'
  [170] table ''
    row ''
      columnheader 'PID'
      columnheader 'USER'
      columnheader 'TIME'
      columnheader 'COMMAND'
{ps}"""
    return page("Portainer | Container statistics", pt_shell("Containers > gitea > Stats", main), f"{PT}/containers/{GITEA_ID}/stats")


def t19(rs: RowSet) -> None:
    names = [c[0] for c in PT_CONTAINERS]
    names2 = [n for n in names if n != "old-backup-job"]
    procs1 = [("2841", "root", "0:03", "/usr/bin/dumb-init -- /usr/bin/entrypoint"), ("2902", "root", "0:00", "/bin/s6-svscan /etc/s6"),
              ("2933", "1000", "41:27", "/app/gitea/gitea web"), ("2934", "root", "0:12", "sshd: /usr/sbin/sshd -D -e [listener] 0 of 10-100 startups")]
    procs2 = [("41873", "root", "0:00", "/usr/bin/dumb-init -- /usr/bin/entrypoint"), ("41902", "root", "0:00", "/bin/s6-svscan /etc/s6"),
              ("41930", "1000", "0:02", "/app/gitea/gitea web"), ("41931", "root", "0:00", "sshd: /usr/sbin/sshd -D -e [listener] 0 of 10-100 startups")]
    turns = [
        ("click('122')", pt_dashboard()),
        ("click('121')", pt_list(names, {}, set())),
        ("click('205')", pt_gitea("Running for 5 days", "2024-03-08 21:14:05", "healthy (failing streak 0)")),
        ("click('182')", pt_stats("412.6 MB", "0.4%", "1.21 GB", "3.38 GB", procs1)),
        ("go_back()", pt_gitea("Running for 5 days", "2024-03-08 21:14:05", "healthy (failing streak 0)")),
        ("click('153')", pt_gitea("Running for 2 seconds", "2024-03-14 10:41:37", "starting", "Container successfully restarted")),
        ("click('182')", pt_stats("143.2 MB", "3.1%", "14.2 kB", "9.8 kB", procs2)),
        ("click('25')", pt_list(names, {}, set())),
        ("check('232')", pt_list(names, {}, {"old-backup-job"})),
        ("click('156')", pt_list(names, {}, {"old-backup-job"}, modal=True)),
        ("click('603')", pt_list(names2, {}, set(), toast="Container successfully removed")),
    ]
    rs.add(task=TASK, tid="h23-web-19", system=WEB_SYSTEM, turns=turns, state=pt_home(), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 20  pretalx organiser backend: read a proposal's reviews and speaker, then triage the Systems track
# ---------------------------------------------------------------------------------------------
PX = "https://cfp.systemssessions.example/orga/event/ssb24"
K8_TITLE = "Allocators under pressure: jemalloc vs mimalloc vs tcmalloc in a 64-core Rust service"
K8_ABSTRACT = ("We benchmark three general-purpose allocators (jemalloc, mimalloc and tcmalloc) inside a 64-core Rust gRPC "
               "service under production traffic replay. Tail latency differs by up to {x} at p99.9, and the winner changes "
               "with the number of worker threads. We show how to measure this yourself with a reproducible harness.")
K8_DESC = ("Part 1 covers how each allocator handles thread caches and returns memory to the OS. Part 2 walks through the "
           "replay harness (open source, linked in the notes) and the flame graphs. Part 3 is a decision table for picking "
           "an allocator, including when the answer is: keep the system allocator.")


def px_shell(crumb: str, main: str) -> str:
    return f"""[20] navigation 'Main'
  [21] link 'Dashboard'
  [22] link 'Sessions'
  [23] link 'Speakers'
  [24] link 'Reviews'
  [25] link 'Schedule'
  [26] link 'Mails 0'
  [27] link 'Settings'
[40] banner ''
  StaticText 'Systems Sessions Berlin 2024'
  StaticText '{crumb}'
  [42] link 'Marta Kowalczyk'
[100] main ''
{main}"""


def px_tabs(code: str, title: str, active: str) -> str:
    out = f"""  heading '{title}'
  StaticText '{code} · Systems · Talk (30 min) · Submitted'
  [110] tablist ''"""
    for b, name in ((111, "Content"), (112, "Speakers"), (113, "Reviews"), (114, "History"), (115, "Feedback")):
        out += f"\n    [{b}] tab '{name}', selected={name == active}"
    return out


def px_content(x: str) -> str:
    main = f"""{px_tabs('K8XJ3P', K8_TITLE, 'Content')}
  [120] button 'Accept'
  [121] button 'Reject'
  [122] button 'Edit'
  [123] table ''
    row ''
      rowheader 'Title'
      gridcell '{K8_TITLE}'
    row ''
      rowheader 'Session type'
      gridcell 'Talk (30 min)'
    row ''
      rowheader 'Track'
      gridcell 'Systems'
    row ''
      rowheader 'Abstract'
      gridcell '{K8_ABSTRACT.format(x=x)}'
    row ''
      rowheader 'Description'
      gridcell '{K8_DESC}'
    row ''
      rowheader 'Notes for the organisers'
      gridcell 'Harness: github.com/isolberg/alloc-replay. Happy to shorten to 20 minutes if needed.'
    row ''
      rowheader 'Language'
      gridcell 'English'
    row ''
      rowheader 'Tags'
      gridcell 'performance, rust, memory'
    row ''
      rowheader 'Submitted'
      gridcell '2024-02-09 22:41'"""
    return page(f"{K8_TITLE} :: Systems Sessions Berlin 2024", px_shell("Sessions > K8XJ3P", main), f"{PX}/submissions/K8XJ3P/")


def px_reviews() -> str:
    main = f"""{px_tabs('K8XJ3P', K8_TITLE, 'Reviews')}
  StaticText 'Score: mean 2.67 · median 3.0 · 3 reviews'
  [130] table 'Reviews'
    row ''
      columnheader 'Reviewer'
      columnheader 'Score'
      columnheader 'Review'
      columnheader 'Date'
    row ''
      gridcell 'Dana Kuhn'
      gridcell '3 (Yes)'
      gridcell 'Clear, measurable claims; a 4x difference at p99.9 is worth a slot on its own.'
      gridcell '2024-02-21'
    row ''
      gridcell 'Omar Farouk'
      gridcell '2 (Maybe)'
      gridcell 'Good topic. Worried it turns into a benchmark dump; part 3 needs to carry it.'
      gridcell '2024-02-24'
    row ''
      gridcell 'Li Wei'
      gridcell '3 (Yes)'
      gridcell 'We hit exactly this last year when moving to 64-core boxes. Would attend.'
      gridcell '2024-03-02'
  StaticText 'You have not reviewed this proposal. Organisers cannot review proposals of tracks they manage.'"""
    return page(f"Reviews · {K8_TITLE} :: Systems Sessions Berlin 2024", px_shell("Sessions > K8XJ3P > Reviews", main), f"{PX}/submissions/K8XJ3P/reviews/")


def px_speakers() -> str:
    main = f"""{px_tabs('K8XJ3P', K8_TITLE, 'Speakers')}
  [140] article ''
    heading 'Ingrid Solberg'
    StaticText 'ingrid@solberg.dev · Oslo, Norway'
    StaticText 'Ingrid is a staff engineer at Fjordline Payments, where she spends most of her time staring at tail latency graphs. She maintains alloc-replay and co-organises the Oslo Rust meetup.'
    StaticText 'Availability: all three days'
    StaticText 'Other proposals at this event: none'
    [141] link 'Speaker profile'
    [142] link 'Send email'
  [150] button 'Add another speaker'"""
    return page(f"Speakers · {K8_TITLE} :: Systems Sessions Berlin 2024", px_shell("Sessions > K8XJ3P > Speakers", main), f"{PX}/submissions/K8XJ3P/speakers/")


PX_SESSIONS = [  # code, title, speaker, track, state, score, reviews
    ("A7HQ2N", "Observability budgets: paying for what you look at", "Sam Okafor", "Operations", "submitted", "2.00", 2),
    ("B6XK1C", "What we learned running Postgres on ZFS", "Chiara Neri", "Systems", "submitted", "2.00", 3),
    ("C3PL9D", "Feature flags at the edge", "Jonas Berg", "Web", "accepted", "2.67", 3),
    ("F1LS6Y", "Building a time-series DB on object storage", "Sun-hee Park", "Systems", "withdrawn", "–", 0),
    ("H3N9TA", "eBPF for the rest of us", "Priscilla Adeyemi", "Systems", "accepted", "3.00", 3),
    ("K8XJ3P", K8_TITLE, "Ingrid Solberg", "Systems", "submitted", "2.67", 3),
    ("M2VD7Q", "Deterministic simulation testing in practice", "Aarav Shah", "Systems", "confirmed", "3.00", 3),
    ("N8RT4K", "Incident reviews people actually read", "Grace Ibe", "Operations", "submitted", "2.33", 3),
    ("QW7M2D", "Zero-copy parsing with io_uring and serde", "Mateus Lima", "Systems", "submitted", "2.33", 3),
    ("R5CE8N", "Kernel bypass networking is not free", "Hugo Marchetti", "Systems", "rejected", "0.67", 3),
    ("T9JF3W", "Async Rust cancellation pitfalls", "Lena Vogt", "Systems", "submitted", "2.50", 2),
    ("V4YB7H", "Accessibility audits on a budget", "Noor Haddad", "Web", "submitted", "1.33", 3),
    ("ZP4R8L", "Living with a 10-year-old monolith", "Tobias Renner", "Systems", "submitted", "1.50", 2),
]


def px_sessions(track: str | None, by_score: bool) -> str:
    rows = [r for r in PX_SESSIONS if track is None or r[3] == track]
    if by_score:
        rows = sorted(rows, key=lambda r: -1.0 if r[5] == "–" else float(r[5]), reverse=True)
    out = ""
    for n, (code, title, spk, trk, st, score, nrev) in enumerate(rows):
        b = 200 + n * 2
        out += f"""    row ''
      gridcell '{code}'
      [{b}] link '{title}'
      gridcell '{spk}'
      gridcell '{trk}'
      gridcell '{st}'
      gridcell '{score} ({nrev})'
"""
    tv = "Systems" if track else "All tracks"
    shown = f"{len(rows)} sessions"
    hdr = "Score, sorted descending" if by_score else "Score"
    main = f"""  heading 'Sessions'
  [150] searchbox 'Search'
  [151] combobox 'Track', hasPopup='listbox'
    StaticText '{tv}'
  [152] combobox 'State', hasPopup='listbox'
    StaticText 'All states'
  StaticText '{shown}'
  [160] table 'Sessions'
    row ''
      columnheader 'Code'
      columnheader 'Title'
      columnheader 'Speakers'
      columnheader 'Track'
      columnheader 'State'
      [165] columnheader '{hdr}'
{out}"""
    q = ("?track=4" if track else "") + ("&sort=-score" if by_score else "")
    return page("Sessions :: Systems Sessions Berlin 2024", px_shell("Sessions", main), f"{PX}/submissions/{q}")


QW_TITLE = "Zero-copy parsing with io_uring and serde"


def px_qw(tab: str) -> str:
    head = px_tabs("QW7M2D", QW_TITLE, tab)
    if tab == "Content":
        body = """  [120] button 'Accept'
  [121] button 'Reject'
  [122] button 'Edit'
  [123] table ''
    row ''
      rowheader 'Abstract'
      gridcell 'Most Rust services copy every request body at least twice before it reaches business logic. We show a parser pipeline that reads directly from io_uring registered buffers into borrowed serde structs, cutting allocations per request from 19 to 2.'
    row ''
      rowheader 'Track'
      gridcell 'Systems'
    row ''
      rowheader 'Tags'
      gridcell 'rust, io_uring, performance'
    row ''
      rowheader 'Submitted'
      gridcell '2024-02-14 09:12'"""
    else:
        body = """  StaticText 'Score: mean 2.33 · median 2.0 · 3 reviews'
  [130] table 'Reviews'
    row ''
      gridcell 'Dana Kuhn'
      gridcell '2 (Maybe)'
      gridcell 'Interesting, but io_uring availability in managed clouds limits the audience.'
    row ''
      gridcell 'Omar Farouk'
      gridcell '3 (Yes)'
      gridcell 'The 19 to 2 allocations claim is the hook. Ask for a live demo.'
    row ''
      gridcell 'Li Wei'
      gridcell '2 (Maybe)'
      gridcell 'Overlaps a bit with the allocator talk (K8XJ3P); could share a block.'"""
    return page(f"{QW_TITLE} :: Systems Sessions Berlin 2024", px_shell(f"Sessions > QW7M2D{' > Reviews' if tab == 'Reviews' else ''}", f"{head}\n{body}"),
                f"{PX}/submissions/QW7M2D/" + ("reviews/" if tab == "Reviews" else ""))


def t20(rs: RowSet) -> None:
    turns = [
        ("click('113')", px_reviews()),
        ("click('112')", px_speakers()),
        ("click('111')", px_content("3x")),
        ("click('22')", px_sessions(None, False)),
        ("select_option('151', 'Systems')", px_sessions("Systems", False)),
        ("click('165')", px_sessions("Systems", True)),
        ("click('208')", px_qw("Content")),
        ("click('113')", px_qw("Reviews")),
    ]
    rs.add(task=TASK, tid="h23-web-20", system=WEB_SYSTEM, turns=turns, state=px_content("4x"), bad=True, turn=3,
           kind="proposal abstract reads 3x instead of 4x on reopening, though nobody edited it")


# ---------------------------------------------------------------------------------------------
# 21  City permit portal (Accela-style): apply for a deck permit, compute fees, submit, pay (clean)
# ---------------------------------------------------------------------------------------------
LP = "https://aca.lakeportca.example/CitizenAccess"


def lp_shell(main: str) -> str:
    return f"""[20] banner ''
  [21] link 'City of Lakeport Citizen Access'
  StaticText 'Logged in as: Rosa Delgado'
  [23] link 'Account Management'
  [24] link 'Cart (0)'
  [25] link 'Logout'
[30] navigation ''
  [31] link 'Home'
  [32] link 'Building'
  [33] link 'Planning'
  [34] link 'Public Works'
  [35] link 'My Records'
[100] main ''
{main}"""


def lp_records(deck: bool, fence: tuple[str, str]) -> str:
    rows = ""
    recs = []
    if deck:
        recs.append(("BLD-2024-00427", "Residential Deck", "240 sq ft deck, 1442 Marigold Ct", "Submitted - Awaiting Payment", "03/14/2024", "$213.46"))
    recs += [
        ("BLD-2024-00318", "Residential Fence", "6 ft wood fence, rear yard, 1442 Marigold Ct", fence[0], fence[1], "$0.00"),
        ("BLD-2023-01942", "Water Heater Replacement", "50 gal gas, 1442 Marigold Ct", "Finaled", "11/02/2023", "$0.00"),
    ]
    for n, (no, typ, desc, st, upd, due) in enumerate(recs):
        b = 200 + n * 3
        pay = f"\n      [{b + 2}] link 'Pay Fees'" if due != "$0.00" else ""
        rows += f"""    row ''
      gridcell '{upd}'
      [{b}] link '{no}'
      gridcell '{typ}'
      gridcell '{desc}'
      gridcell '{st}'
      gridcell '{due}'{pay}
"""
    main = f"""  heading 'Welcome Rosa Delgado'
  [110] link 'Apply for a Permit'
  [111] link 'Schedule an Inspection'
  [112] link 'Search Records'
  heading 'My Records'
  StaticText 'Showing 1-{len(recs)} of {len(recs)}'
  [150] table 'My Records'
    row ''
      columnheader 'Updated'
      columnheader 'Record Number'
      columnheader 'Record Type'
      columnheader 'Description'
      columnheader 'Status'
      columnheader 'Fees Due'
{rows}"""
    return page("City of Lakeport Citizen Access - Home", lp_shell(main), f"{LP}/Dashboard.aspx")


def lp_types() -> str:
    main = """  heading 'Apply for a Permit'
  StaticText 'Step 1: Select a record type'
  [120] group 'Building > Residential'
    [121] link 'Residential Deck'
    [122] link 'Residential Fence'
    [123] link 'Residential Pool or Spa'
    [124] link 'Residential Re-roof'
    [125] link 'Residential Solar PV (up to 10 kW)'
    [126] link 'Water Heater Replacement'
  [130] group 'Building > Commercial'
    [131] link 'Commercial Tenant Improvement'
    [132] link 'Commercial Sign'
  StaticText 'Not sure? Call the Permit Center at (707) 555-0144, Monday to Friday 8 AM to 4 PM.'"""
    return page("Apply for a Permit - City of Lakeport Citizen Access", lp_shell(main), f"{LP}/Cap/CapApplyDisclaimer.aspx?module=Building")


def lp_form(area: str, val: str, fees: bool) -> str:
    av = f" value='{area}'," if area else ""
    vv = f" value='{val}'," if val else ""
    fee_tbl = """
  [160] table 'Fees'
    row ''
      columnheader 'Fee'
      columnheader 'Basis'
      columnheader 'Amount'
    row ''
      gridcell 'Building permit base fee'
      gridcell 'flat'
      gridcell '$85.00'
    row ''
      gridcell 'Plan review'
      gridcell '0.65% of valuation ($18,500.00)'
      gridcell '$120.25'
    row ''
      gridcell 'Technology surcharge'
      gridcell '4% of $205.25'
      gridcell '$8.21'
    row ''
      rowheader 'Total'
      gridcell '$213.46'
  [170] button 'Submit application'""" if fees else ""
    main = f"""  heading 'Residential Deck'
  StaticText 'Step 2: Project details · Temporary record ID 24TMP-001973 (your application is saved as you go)'
  StaticText 'Site address: 1442 Marigold Ct, Lakeport, CA 95453 · APN 025-114-08'
  [140] spinbutton 'Deck area (sq ft)',{av} required=True
  [141] spinbutton 'Height above grade (inches)', value='22', required=True
  [142] checkbox 'Attached to the house', checked=True
  [143] textbox 'Estimated valuation ($)',{vv} required=True
  [144] checkbox 'I am the owner-builder (no contractor)', checked=True
  [145] textbox 'Description of work', multiline=True, value='New pressure-treated deck off the back door, composite decking, 3 steps to grade.'
  [150] button 'Calculate fees'
  [151] button 'Save and resume later'{fee_tbl}"""
    return page("Residential Deck - City of Lakeport Citizen Access", lp_shell(main), f"{LP}/Cap/CapEdit.aspx?module=Building&TempID=24TMP-001973")


def lp_submitted() -> str:
    main = """  heading 'Application submitted'
  StaticText 'Thank you. Your application has been submitted.'
  StaticText 'Record number: BLD-2024-00427 (the temporary ID 24TMP-001973 is no longer used)'
  StaticText 'Status: Submitted - Awaiting Payment'
  StaticText 'Fees due: $213.46. Plan review starts once fees are paid.'
  [120] link 'Pay Fees Now'
  [121] link 'View Record Details'
  [122] link 'Print Receipt'"""
    return page("Application submitted - City of Lakeport Citizen Access", lp_shell(main), f"{LP}/Cap/CapCompletion.aspx?module=Building&capID=BLD-2024-00427")


def lp_pay(method: str) -> str:
    card = method == "card"
    conv, total = ("$5.34", "$218.80") if card else ("$0.00", "$213.46")
    note = "Card payments carry a 2.5% convenience fee charged by the payment processor." if card else "eCheck (ACH) payments have no convenience fee and clear in 2 to 3 business days."
    main = f"""  heading 'Pay Fees'
  StaticText 'Record BLD-2024-00427 · Residential Deck'
  [120] table 'Fees'
    row ''
      gridcell 'Building permit base fee'
      gridcell '$85.00'
    row ''
      gridcell 'Plan review'
      gridcell '$120.25'
    row ''
      gridcell 'Technology surcharge'
      gridcell '$8.21'
    row ''
      rowheader 'Fees subtotal'
      gridcell '$213.46'
  [130] combobox 'Payment method', hasPopup='listbox'
    StaticText '{"Credit/Debit card" if card else "eCheck (ACH)"}'
  StaticText '{note}'
  [135] table 'Amount due'
    row ''
      rowheader 'Convenience fee'
      gridcell '{conv}'
    row ''
      rowheader 'Total to pay'
      gridcell '{total}'
  [140] button 'Continue'
  [141] link 'Cancel'"""
    return page("Pay Fees - City of Lakeport Citizen Access", lp_shell(main), f"{LP}/Cap/CapFees.aspx?module=Building&capID=BLD-2024-00427")


def t21(rs: RowSet) -> None:
    turns = [
        ("click('110')", lp_types()),
        ("click('121')", lp_form("", "", False)),
        ("fill('140', '240')", lp_form("240", "", False)),
        ("fill('143', '18500')", lp_form("240", "18500", False)),
        ("click('150')", lp_form("240", "18500", True)),
        ("click('170')", lp_submitted()),
        ("click('35')", lp_records(True, ("Approved - Ready to Issue", "03/14/2024"))),
        ("click('202')", lp_pay("card")),
        ("select_option('130', 'eCheck (ACH)')", lp_pay("echeck")),
    ]
    rs.add(task=TASK, tid="h23-web-21", system=WEB_SYSTEM, turns=turns,
           state=lp_records(False, ("Under Review", "03/11/2024")), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 22  Banner-style course registration: add PHYS 2211, submit, check the schedule, then look ahead
# ---------------------------------------------------------------------------------------------
ES = "https://reg.ellsworthstate.example/StudentRegistrationSsb/ssb"
REG_BASE = [  # title, subject/course/section, hours, crn, status
    ("Organic Chemistry I", "CHEM 2410, 001", 4, "40117"),
    ("Linear Algebra", "MATH 2210, 003", 3, "40562"),
    ("Technical Writing", "ENGL 2100, 010", 3, "41033"),
]
PHYS = ("Principles of Physics I", "PHYS 2211, 002", 4, "41872")


def es_chrome() -> str:
    return """[20] banner ''
  [21] link 'Ellsworth State University'
  StaticText 'Registration'
  [23] button 'Tariq Mansour', hasPopup='menu'
[25] navigation 'Breadcrumbs'
  [26] link 'Student'
  [27] link 'Registration'
  StaticText 'Select a Term'"""


def es_summary(rows: list[tuple], statuses: dict[str, str]) -> str:
    out = ""
    reg = 0
    for n, (title, det, hrs, crn) in enumerate(rows):
        st = statuses.get(crn, "Registered")
        if st == "Registered":
            reg += hrs
        act = "**Web Registered**" if st == "Registered" else "Web Register"
        out += f"""    row ''
      gridcell '{title}'
      gridcell '{det}'
      gridcell '{hrs}'
      gridcell '{crn}'
      gridcell 'Lecture'
      gridcell '{st}'
      [{500 + n}] combobox 'Action', hasPopup='listbox'
        StaticText '{act}'
"""
    return f"""[480] region 'Summary'
  heading 'Summary'
  [481] table 'Summary'
    row ''
      columnheader 'Title'
      columnheader 'Details'
      columnheader 'Hours'
      columnheader 'CRN'
      columnheader 'Schedule Type'
      columnheader 'Status'
      columnheader 'Action'
{out}  StaticText 'Total Hours | Registered: {reg} | Billing: {reg} | CEU: 0 | Min: 0 | Max: 18'
  [520] button 'Submit'"""


def es_find(query: str, results: bool, seats: int, added: bool, statuses: dict[str, str], note: str | None = None) -> str:
    qv = f" value='{query}'," if query else ""
    res = ""
    if results:
        rows = [
            ("Principles of Physics I", "PHYS 2211, 001", "41871", "Lecture", "Okonkwo, Chidi", "MWF 08:00-08:50 AM", "FULL: 0 of 48 seats remain. 3 of 10 waitlist seats remain."),
            ("Principles of Physics I", "PHYS 2211, 002", "41872", "Lecture", "Haldane, Ruth", "MWF 09:05-09:55 AM", f"{seats} of 48 seats remain."),
            ("Principles of Physics I", "PHYS 2211, 003", "41873", "Lecture", "Haldane, Ruth", "TR 01:30-02:45 PM", "4 of 48 seats remain."),
        ]
        for n, (t, det, crn, typ, ins, mt, st) in enumerate(rows):
            b = 300 + n * 3
            add = f"[{b + 2}] button 'Add'" if not (added and crn == "41872") else f"[{b + 2}] button 'Add', disabled=True"
            res += f"""    row ''
      [{b}] link '{t}'
      gridcell '{det}'
      gridcell '4'
      gridcell '{crn}'
      gridcell '{typ}'
      gridcell '{ins}'
      gridcell '{mt}'
      gridcell 'Main Campus'
      gridcell '{st}'
      {add}
"""
        res = f"""  StaticText 'Search Results — 3 Classes · Term: Fall 2024 · Subject: Physics · Course Number: 2211'
  [290] table 'Search Results'
    row ''
      columnheader 'Title'
      columnheader 'Details'
      columnheader 'Hours'
      columnheader 'CRN'
      columnheader 'Schedule Type'
      columnheader 'Instructor'
      columnheader 'Meeting Times'
      columnheader 'Campus'
      columnheader 'Status'
      columnheader 'Add'
{res}"""
    rows = REG_BASE + ([PHYS] if added else [])
    msg = f"\n[95] alert ''\n  StaticText '{note}'" if note else ""
    body = f"""{es_chrome()}
[30] tablist ''
  [31] tab 'Find Classes', selected=True
  [32] tab 'Enter CRNs', selected=False
  [33] tab 'Plans', selected=False
  [34] tab 'Schedule and Options', selected=False
[40] tabpanel 'Find Classes'
  StaticText 'Term: Fall 2024'
  [41] textbox 'Keyword',{qv} required=False
  [43] button 'Search'
  [44] button 'Advanced Search'
{res}{es_summary(rows, statuses)}{msg}"""
    return page("Register for Classes", body, f"{ES}/classRegistration/classRegistration")


def es_schedule(rows: list[tuple]) -> str:
    meet = {
        "40117": ["CHEM 2410 Lecture: MWF 08:00-08:50 AM, Science Hall 114", "CHEM 2410 Lab: Th 01:00-03:50 PM, Science Hall 208"],
        "40562": ["MATH 2210 Lecture: TR 09:30-10:45 AM, Keller Hall 301"],
        "41033": ["ENGL 2100 Lecture: TR 02:00-03:15 PM, Arts Building 12"],
        "41872": ["PHYS 2211 Lecture: MWF 09:05-09:55 AM, Physics 101"],
    }
    items = ""
    for *_, crn in rows:
        for m in meet[crn]:
            items += f"""    listitem ''
      StaticText '{m}'
"""
    body = f"""{es_chrome()}
[30] tablist ''
  [31] tab 'Find Classes', selected=False
  [32] tab 'Enter CRNs', selected=False
  [33] tab 'Plans', selected=False
  [34] tab 'Schedule and Options', selected=True
[60] tabpanel 'Schedule and Options'
  heading 'Class Schedule for Fall 2024'
  [61] button 'Print'
  [62] button 'Email'
  [63] list 'Meetings'
{items}{es_summary(rows, {})}"""
    return page("Register for Classes", body, f"{ES}/classRegistration/classRegistration#scheduleAndOptions")


def es_prepare() -> str:
    body = f"""{es_chrome()}
[100] main ''
  heading 'Prepare for Registration'
  StaticText 'Term: Fall 2024'
  [110] table 'Registration Status'
    row ''
      rowheader 'Registration status'
      gridcell 'You are eligible to register for the Fall 2024 term.'
    row ''
      rowheader 'Time ticket'
      gridcell 'Mar 12, 2024 08:00 AM – Aug 30, 2024 11:59 PM'
    row ''
      rowheader 'Academic standing'
      gridcell 'Good Standing'
    row ''
      rowheader 'Student status'
      gridcell 'Active · Sophomore · Chemistry, BS'
    row ''
      rowheader 'Holds'
      gridcell 'None'
  [120] link 'Register for Classes'
  [121] link 'Browse Course Catalog'"""
    return page("Prepare for Registration", body, f"{ES}/registration/prepareRegistration")


def es_catalog(query: str, shown: bool) -> str:
    qv = f" value='{query}'," if query else ""
    det = """
  [130] article ''
    heading 'PHYS 2212 - Principles of Physics II'
    StaticText 'Credit hours: 4'
    StaticText 'Lecture, Laboratory'
    StaticText 'Electricity and magnetism, circuits, optics. Calculus-based.'
    StaticText 'Prerequisites: PHYS 2211 (minimum grade C) and MATH 1920 (minimum grade C)'
    StaticText 'Typically offered: Spring, Summer'""" if shown else ""
    body = f"""{es_chrome()}
[100] main ''
  heading 'Browse Course Catalog'
  StaticText 'Term: Spring 2025'
  [110] textbox 'Subject and course number',{qv} required=False
  [111] button 'Search'{det}"""
    return page("Browse Course Catalog", body, f"{ES}/courseSearch/courseSearch")


def t22(rs: RowSet) -> None:
    pending = {"41872": "Pending"}
    turns = [
        ("fill('41', 'PHYS 2211')", es_find("PHYS 2211", False, 12, False, {})),
        ("press('41', 'Enter')", es_find("PHYS 2211", True, 12, False, {})),
        ("click('305')", es_find("PHYS 2211", True, 12, True, pending)),
        ("click('520')", es_find("PHYS 2211", True, 11, True, {}, "Save Successful")),
        ("click('34')", es_schedule(REG_BASE)),
        ("click('27')", es_prepare()),
        ("click('121')", es_catalog("", False)),
        ("fill('110', 'PHYS 2212')", es_catalog("PHYS 2212", False)),
        ("press('110', 'Enter')", es_catalog("PHYS 2212", True)),
    ]
    rs.add(task=TASK, tid="h23-web-22", system=WEB_SYSTEM, turns=turns, state=es_find("", False, 12, False, {}),
           bad=True, turn=5, kind="course just registered (Save Successful) is missing from the schedule and summary, hours back to 10")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
